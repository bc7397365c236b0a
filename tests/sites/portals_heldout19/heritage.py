"""Cultural heritage media: digitised newspapers, music scores, an AV archive, a map
collection, a TEI letters edition and a 3D-model platform."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from sites.portals._portal import Case, Portal, data, links

from ._kit import Hub, footer, plain_html

JP2 = b"\x00\x00\x00\x0cjP  \r\n\x87\n" + b"\0" * 32

# --- Digitised newspapers (Chronicling-America-like): issue and page viewers --------------

NEWS = Hub(
    "Digitised newspaper archive",
    Portal(
        "news.chronpast.hx19.example",
        "Chronicling the Past",
        [
            ("/search/pages/advanced/", "Advanced search"),
            ("/newspapers/", "All digitized newspapers"),
            ("/search/titles/", "US newspaper directory"),
            ("/about/", "About"),
            ("/help/", "Help"),
        ],
        footer("Chronicling the Past"),
        title_format="{title} \u00ab Chronicling the Past",
        home_title="Chronicling the Past \u00ab Historic newspapers",
    ),
)
NEWS_STORE = "tile.chronpast-storage.hx19.example"


def _news_page(lccn: str, date: str, seq: int, paper: str, batch: str, reel: str) -> set[str]:
    issue = f"/lccn/{lccn}/{date}/ed-1/"
    base = f"{issue}seq-{seq}"
    truth: set[str] = set()
    ocr = f"{paper}, {date}, page {seq}. OCR text of the page."
    truth.add(NEWS.raw(f"{base}/ocr.txt", data(ocr, "text/plain")))
    truth.add(
        NEWS.raw(
            f"{base}/ocr.xml", data(f'<alto><String CONTENT="{paper}"/></alto>', "application/xml")
        )
    )
    truth.add(
        NEWS.raw(f"{base}.pdf", data(pdf(f"{paper} {date}", [f"Image {seq}"]), "application/pdf"))
    )
    truth.add(NEWS.raw(f"{base}.jp2", data(JP2, "image/jp2")))
    store = NEWS.file(
        NEWS_STORE,
        f"/storage-services/service/ndnp/wa/batch_{batch}/data/{lccn}/{reel}/"
        f"{date.replace('-', '')}01/{seq:04d}.jp2",
        JP2,
        "image/jp2",
    )
    truth.add(store)
    NEWS.file(
        NEWS_STORE, f"/iiif/{lccn}-{date}-{seq}/full/512,/0/default.jpg", png(16, 24), "image/png"
    )
    files = links(
        [
            (f"{base}.pdf", "PDF"),
            (f"{base}.jp2", "JP2"),
            (f"{base}/ocr.txt", "OCR text"),
            (f"{base}/ocr.xml", "OCR XML"),
            (store, "Archival master (JP2)"),
        ]
    )
    truth.add(
        NEWS.page(
            f"{base}/ocr/",
            f"{paper}, {date}, Image {seq}",
            f"<h1>Text of image {seq}</h1><pre>{ocr}</pre>"
            f'<p><a href="{base}/">Back to page view</a></p>',
        )
    )
    truth.add(
        NEWS.page(
            f"{base}/",
            f"{paper}, {date}, Image {seq}",
            f'<h1>{paper}, {date}, Image {seq}</h1><p><a href="{issue}">All pages of this issue</a> · '
            f'<a href="/lccn/{lccn}/">About this newspaper</a> · <a href="{base}/ocr/">Text</a></p>'
            f'<div id="viewer"><img src="http://{NEWS_STORE}/iiif/{lccn}-{date}-{seq}/full/512,/0/default.jpg" '
            f'alt=""></div>{files}',
            head=f'<link rel="alternate" type="application/json" href="{base}.json">'
            '<script src="/static/js/openseadragon.min.js"></script>',
        )
    )
    NEWS.raw(f"{base}.json", data(f'{{"sequence":{seq}}}', "application/json"))
    return truth


def _issue(
    lccn: str, date: str, pages: int, paper: str, batch: str, reel: str, prev: str
) -> set[str]:
    issue = f"/lccn/{lccn}/{date}/ed-1/"
    truth: set[str] = set()
    thumbs = []
    for seq in range(1, pages + 1):
        truth |= _news_page(lccn, date, seq, paper, batch, reel)
        thumbs.append((f"{issue}seq-{seq}/", f"Image {seq}"))
    truth.add(
        NEWS.page(
            issue,
            f"{paper}, {date}",
            f"<h1>{paper} ({paper.split()[-1]}) {date}</h1>"
            f'<p><a href="/lccn/{lccn}/">About</a> · <a href="/lccn/{lccn}/issues/{date[:4]}/">Calendar</a> · '
            f'<a href="/lccn/{lccn}/{prev}/ed-1/">Previous issue</a></p>'
            + links(thumbs)
            + f'<p>Batch: <a href="/batches/batch_{batch}/">{batch}</a></p>',
            head=f'<link rel="alternate" type="application/json" href="{issue[:-1]}.json">',
        )
    )
    NEWS.raw(f"{issue[:-1]}.json", data('{"pages":[]}', "application/json"))
    return truth


for _lccn, _name, _prev in [
    ("sn84026749", "The Tacoma Times", "1905-03-11"),
    ("sn83045462", "Evening Star", "1919-11-10"),
]:
    NEWS.page(f"/lccn/{_lccn}/", _name, f"<h1>{_name}</h1><p>About this newspaper.</p>")
    NEWS.page(f"/lccn/{_lccn}/{_prev}/ed-1/", f"{_name}, {_prev}", f"<h1>{_name}, {_prev}</h1>")
_NEWS_A = _issue(
    "sn84026749", "1905-03-12", 3, "The Tacoma Times", "wa_elm_ver01", "00211105", "1905-03-11"
)
_NEWS_B = _news_page("sn83045462", "1919-11-11", 1, "Evening Star", "dlc_pipit_ver02", "00280654")
NEWS.page(
    "/lccn/sn83045462/1919-11-11/ed-1/",
    "Evening Star, 1919-11-11",
    '<h1>Evening Star, 1919-11-11</h1><a href="seq-1/">Image 1</a>',
)

NEWS_CASES = [
    # path_based_externals: every page viewer, OCR view and file of the issue is under
    # /lccn/sn84026749/1905-03-12/ed-1/, the archival JP2 masters on the storage domain.
    # Truth: issue page, 3 page viewers, their OCR pages and text/XML, PDF and JP2 files,
    # the stored masters; not the title record, calendar, previous issue, batch or chrome.
    NEWS.case(
        "chronpast-tacoma-1905-03-12",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=NEWS.url("/lccn/sn84026749/1905-03-12/ed-1/"),
        truth=_NEWS_A,
        others={NEWS.url("/lccn/sn84026749/"), NEWS.url("/lccn/sn84026749/1905-03-11/ed-1/")},
    ),
    # path_based_externals: one newspaper page as the artifact (its viewer, OCR and files;
    # note seq-1.pdf/.jp2 sit beside the seq-1/ path). Truth: viewer, OCR page, 4 files,
    # master; the issue and title record are other artifacts.
    NEWS.case(
        "chronpast-evening-star-1919-p1",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=NEWS.url("/lccn/sn83045462/1919-11-11/ed-1/seq-1/"),
        truth=_NEWS_B,
        others={NEWS.url("/lccn/sn83045462/1919-11-11/ed-1/"), NEWS.url("/lccn/sn83045462/")},
    ),
]

# --- IMSLP-like score library (MediaWiki): a work page with several editions --------------

SCORE = Hub(
    "IMSLP-like music score library",
    Portal(
        "osl.scorelib.hx19.example",
        "OSL: Free Sheet Music PDF Download",
        [
            ("/wiki/Main_Page", "Main Page"),
            ("/wiki/Category:Composers", "Composers"),
            ("/wiki/Category:People", "People"),
            ("/wiki/OSL:Donations", "Donate"),
            ("/wiki/Special:Random", "Random page"),
        ],
        footer("OSL"),
        title_format="{title} - {name}",
        home_title="Main Page - OSL: Free Sheet Music PDF Download",
    ),
)
SCORE_MIRROR = "mirror.scorelib-cdn.hx19.example"


def _work(page: str, title: str, composer: str, editions: list[tuple[str, str, str]]) -> set[str]:
    truth: set[str] = set()
    rows = []
    wiki = f"/wiki/{page}"
    for idx, fname, label in editions:
        is_audio = fname.endswith(".mp3")
        body = (
            b"ID3\x03\x00" + b"\0" * 16
            if is_audio
            else pdf(label, ["Public domain edition", "OSL"])
        )
        mirror = SCORE.file(
            SCORE_MIRROR,
            f"/files/imglnks/usimg/{idx[-1]}/{idx[-2:]}/OSL{idx}-{fname}",
            body,
            "audio/mpeg" if is_audio else "application/pdf",
        )
        truth.add(mirror)
        SCORE.raw(
            f"/wiki/Special:ImagefromIndex/{idx}",
            plain_html(
                "Download",
                f"<p>{title}: {label}</p><p>This file is public domain in Canada. "
                f'<a href="{mirror}">I agree, continue to download</a></p>',
            ),
        )
        fpage = f"/wiki/File:{fname}"
        truth.add(
            SCORE.page(
                fpage,
                f"File:{fname}",
                f'<h1>File:{fname}</h1><p>Work: <a href="{wiki}">{title}</a></p><p>{label}</p>'
                f'<p><a href="/wiki/Special:ImagefromIndex/{idx}">Download</a></p>',
            )
        )
        rows.append((f"/wiki/Special:ImagefromIndex/{idx}", f"#{idx} {label}"))
        rows.append((fpage, "File info"))
    tools = links(
        [
            (f"/index.php?title={quote(page)}&action=history", "History"),
            (f"/wiki/Talk:{page}", "Discussion"),
            (f"/wiki/Special:WhatLinksHere/{page}", "What links here"),
        ]
    )
    SCORE.page(
        f"/index.php?title={quote(page)}&action=history",
        f"{title}: Revision history",
        f"<h1>Revision history of {title}</h1>",
    )
    SCORE.page(f"/wiki/Talk:{page}", f"Talk:{title}", f"<h1>Talk:{title}</h1>")
    truth.add(
        SCORE.page(
            wiki,
            title,
            f"<h1>{title}</h1>{tools}<h2>Sheet Music</h2><h3>Full Scores</h3>"
            + links(rows)
            + f'<h2>General Information</h2><p>Composer: <a href="/wiki/Category:{composer}">{composer}</a></p>',
            head='<meta name="generator" content="MediaWiki 1.35.14">'
            '<script src="/load.php?lang=en&amp;modules=startup&amp;only=scripts&amp;skin=vector"></script>'
            '<link rel="alternate" type="application/x-wiki" title="Edit" '
            f'href="/index.php?title={quote(page)}&amp;action=edit">',
        )
    )
    SCORE.page(f"/wiki/Category:{composer}", f"Category:{composer}", f"<h1>{composer}</h1>")
    return truth


_SCORE_A = _work(
    "Symphony_No.5,_Op.67_(Beethoven,_Ludwig_van)",
    "Symphony No.5, Op.67 (Beethoven, Ludwig van)",
    "Beethoven,_Ludwig_van",
    [
        (
            "01234",
            "PMLP01586-Beethoven_Werke_Breitkopf_Serie_1_No_5_Op_67.pdf",
            "Breitkopf und Haertel, 1862",
        ),
        ("51877", "PMLP01586-Beethoven_Sym5_Eulenburg.pdf", "Eulenburg, 1910"),
        ("70231", "PMLP01586-Beethoven_Sym5_mvt1_Musopen.mp3", "Recording: Musopen Symphony"),
    ],
)
_SCORE_B = _work(
    "Piano_Trio,_Op.11_(Mendelssohn,_Fanny)",
    "Piano Trio, Op.11 (Mendelssohn, Fanny)",
    "Mendelssohn,_Fanny",
    [
        ("29911", "PMLP60211-Hensel_Trio_Op11_Score.pdf", "Breitkopf und Haertel, 1850, score"),
        ("29912", "PMLP60211-Hensel_Trio_Op11_Parts.pdf", "Breitkopf und Haertel, 1850, parts"),
    ],
)

SCORE_CASES = [
    # sig_filtered_title: titles end in " - OSL: Free Sheet Music PDF Download" like the
    # Main Page's; the work title is on every file page (Dataverse-like, filtered from the
    # end). Truth: work page, file pages, the files on the mirror; not the download
    # interstitials, history/talk pages, composer category or chrome.
    SCORE.case(
        "osl-beethoven-sym5",
        expected="sig_filtered_title",
        artifact_class="Multi-Hop",
        entry=SCORE.url("/wiki/Symphony_No.5,_Op.67_(Beethoven,_Ludwig_van)"),
        truth=_SCORE_A,
        others={SCORE.url("/wiki/Category:Beethoven,_Ludwig_van")},
    ),
    # sig_filtered_title: a work with score and parts.
    SCORE.case(
        "osl-hensel-trio",
        expected="sig_filtered_title",
        artifact_class="Multi-Hop",
        entry=SCORE.url("/wiki/Piano_Trio,_Op.11_(Mendelssohn,_Fanny)"),
        truth=_SCORE_B,
        others={SCORE.url("/wiki/Category:Mendelssohn,_Fanny")},
    ),
]

# --- Film/AV archive item: one page, media files on a media host one hop away -----------

AV = Hub(
    "Film and AV archive item",
    Portal(
        "www.openimagesav.hx19.example",
        "Open Images",
        [
            ("/search", "Browse"),
            ("/collections", "Collections"),
            ("/api", "API"),
            ("/about", "About"),
        ],
        footer("Open Images / Sound and Vision Institute"),
        title_format="{title} - Open Images",
        home_title="Open Images - open media platform",
    ),
)
AV_MEDIA = "download.openimagesav-media.hx19.example"


def _av(mid: str, slug: str, title: str, exts: list[str], subtitles: bool) -> set[str]:
    truth: set[str] = set()
    rows = []
    for ext in exts:
        ctype = {
            "mp4": "video/mp4",
            "ogv": "video/ogg",
            "webm": "video/webm",
            "mpeg": "video/mpeg",
        }[ext]
        url = AV.file(
            AV_MEDIA, f"/files/{mid[:2]}/{mid}.{slug.lower()}.{ext}", b"\0\0\0\x18ftypmp42", ctype
        )
        truth.add(url)
        rows.append((url, f"Download {ext.upper()}"))
    if subtitles:
        vtt = AV.file(
            AV_MEDIA,
            f"/files/{mid[:2]}/{mid}.nl.vtt",
            b"WEBVTT\n\n00:00.000 --> 00:04.000\nTekst\n",
            "text/vtt",
        )
        truth.add(vtt)
        rows.append((vtt, "Subtitles (WebVTT)"))
    oai = f"/feeds/oai/?verb=GetRecord&identifier=oai:openimages:{mid}&metadataPrefix=oai_oi"
    truth.add(
        AV.raw(oai, data(f"<OAI-PMH><record><title>{title}</title></record></OAI-PMH>", "text/xml"))
    )
    rows.append((oai, "Metadata (OAI-PMH)"))
    truth.add(
        AV.page(
            f"/media/{mid}/{slug}",
            title,
            f'<h1>{title}</h1><video controls poster="http://{AV_MEDIA}/files/{mid[:2]}/{mid}.png">'
            f'<source src="{rows[0][0]}" type="video/mp4"></video>'
            + links(rows)
            + '<p>Tags: <a href="/search?tag=harbour">harbour</a> · Collection: '
            '<a href="/collections/newsreels">Weekly newsreels</a></p><p>Licence: '
            '<a href="http://creativecommons.test/licenses/by-sa/3.0/nl/">CC BY-SA</a></p>',
            head='<meta property="og:type" content="video.other"><meta property="og:site_name" content="Open Images">'
            f'<meta property="og:video" content="{rows[0][0]}">'
            '<script src="/static/js/mediaelement-and-player.min.js"></script>',
        )
    )
    AV.file(AV_MEDIA, f"/files/{mid[:2]}/{mid}.png", png(16, 9), "image/png")
    return truth


AV.page("/collections/newsreels", "Weekly newsreels", "<h1>Weekly newsreels</h1>")
_AV_A = _av(
    "9876",
    "Opening_of_the_Harbour_Bridge",
    "Opening of the Harbour Bridge, 1932",
    ["mp4", "ogv", "webm"],
    True,
)
_AV_B = _av(
    "10422",
    "Womens_rowing_regatta",
    "Womens rowing regatta on the Amstel, 1953",
    ["mp4", "mpeg"],
    False,
)

AV_CASES = [
    # single_page_plus_ignored: media files, subtitles and the OAI record are all one hop
    # from the item page (JoVE/Zenodo shape); tags, collections, licence and chrome are not
    # part. Truth: the page, 3 video files, subtitles, OAI record.
    AV.case(
        "openimages-harbour-bridge",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=AV.url("/media/9876/Opening_of_the_Harbour_Bridge"),
        truth=_AV_A,
        others={AV.url("/collections/newsreels")},
    ),
    # single_page_plus_ignored: a second item, two encodings, no subtitles.
    AV.case(
        "openimages-rowing-regatta",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=AV.url("/media/10422/Womens_rowing_regatta"),
        truth=_AV_B,
        others={AV.url("/collections/newsreels")},
    ),
]

# --- Map collection on LUNA: the media id runs through viewer, IIIF and downloads --------

MAPS = Hub(
    "David-Rumsey-like map collection",
    Portal(
        "www.histmaps.hx19.example",
        "Historic Map Collection",
        [
            ("/luna/servlet/view/search", "Search"),
            ("/collections", "Collections"),
            ("/georeferencer", "Georeferencer"),
            ("/about", "About"),
        ],
        footer("the Historic Map Collection"),
        title_format="{title} - Historic Map Collection",
    ),
)
MAPS_IIIF = "tiles.histmaps-iiif.hx19.example"


def _map(mid: str, slug: str, title: str, neighbour: str) -> set[str]:
    truth: set[str] = set()
    detail = f"/luna/servlet/detail/{mid}:{slug}"
    manifest = f"/luna/servlet/iiif/m/{mid}/manifest"
    truth.add(
        MAPS.raw(manifest, data(f'{{"@type":"sc:Manifest","label":"{title}"}}', "application/json"))
    )
    downloads = []
    for size in ("1600,", "3200,", "full"):
        p = f"/luna/servlet/iiif/{mid}/full/{size}/0/default.png"
        truth.add(MAPS.raw(p, data(png(32, 24), "image/png")))
        downloads.append((p, f"Export {size.rstrip(',')}"))
    info = MAPS.file(
        MAPS_IIIF,
        f"/iiif/{mid}/info.json",
        b'{"@context":"http://iiif.io/api/image/2/context.json"}',
        "application/json",
    )
    truth.add(info)
    MAPS.file(MAPS_IIIF, f"/iiif/{mid}/0,0,1024,1024/512,/0/default.jpg", png(16, 16), "image/png")
    viewer = f"/luna/servlet/workspace/handleMediaPlayer?lunaMediaId={mid}"
    truth.add(
        MAPS.page(
            viewer,
            title,
            f'<h1>{title}</h1><div id="zoom">'
            f'<img src="http://{MAPS_IIIF}/iiif/{mid}/0,0,1024,1024/512,/0/default.jpg" alt=""></div>'
            f'<p><a href="{info}">IIIF image info</a></p>',
            raw_title=True,
        )
    )
    truth.add(
        MAPS.page(
            detail,
            title,
            f"<h1>{title}</h1><dl><dt>Date</dt><dd>1890</dd><dt>Pub List No.</dt><dd>2813.012</dd></dl>"
            + links([(viewer, "Open in zoom viewer"), (manifest, "IIIF manifest"), *downloads])
            + f'<p>Other maps in this atlas: <a href="/luna/servlet/detail/{neighbour}">next sheet</a></p>'
            '<p><a href="/luna/servlet/view/search?q=pub_list_no=%222813.000%22">View all maps in this atlas</a></p>',
            head='<meta name="generator" content="LUNA 7.5"><script src="/luna/js/luna.min.js"></script>'
            f'<link rel="alternate" type="application/ld+json" href="{manifest}">',
        )
    )
    return truth


MAPS.page("/luna/servlet/detail/HMAPS~8~1~345678~90112240:Sheet-2", "Sheet 2", "<h1>Sheet 2</h1>")
MAPS.page(
    "/luna/servlet/detail/HMAPS~8~1~219044~5502117:Pocket-map", "Pocket map", "<h1>Pocket map</h1>"
)
_MAP_A = _map(
    "HMAPS~8~1~345678~90112233",
    "Map-of-the-City-of-Tacoma",
    "Map of the City of Tacoma, 1890",
    "HMAPS~8~1~345678~90112240:Sheet-2",
)
_MAP_B = _map(
    "HMAPS~8~1~219044~5502103",
    "Railroad-and-county-map-of-Iowa",
    "Railroad and county map of Iowa, 1876",
    "HMAPS~8~1~219044~5502117:Pocket-map",
)

MAPS_CASES = [
    # sig_uri: the LUNA media id HMAPS~8~1~345678~90112233 is in the detail page, zoom
    # viewer, IIIF manifest, exports and IIIF image info (on the tiles host); the next sheet
    # of the same atlas shares only a prefix of it. Truth: those; tiles are embedded.
    MAPS.case(
        "histmaps-tacoma-1890",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=MAPS.url("/luna/servlet/detail/HMAPS~8~1~345678~90112233:Map-of-the-City-of-Tacoma"),
        truth=_MAP_A,
        others={MAPS.url("/luna/servlet/detail/HMAPS~8~1~345678~90112240:Sheet-2")},
    ),
    # sig_uri: a second map of another atlas.
    MAPS.case(
        "histmaps-iowa-1876",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=MAPS.url(
            "/luna/servlet/detail/HMAPS~8~1~219044~5502103:Railroad-and-county-map-of-Iowa"
        ),
        truth=_MAP_B,
        others={MAPS.url("/luna/servlet/detail/HMAPS~8~1~219044~5502117:Pocket-map")},
    ),
]

# --- TEI digital edition of letters: the letter's title is in every view and the XML ----

TEI = Hub(
    "TEI digital edition of letters",
    Portal(
        "edition.corresp-project.hx19.example",
        "Somerville-Herschel Correspondence",
        [
            ("/letters/index.html", "Letters"),
            ("/register/persons.html", "Persons"),
            ("/register/places.html", "Places"),
            ("/about/editorial-principles.html", "Editorial principles"),
        ],
        footer("the Correspondence Project"),
    ),
)
TEI_IIIF = "iiif.corresp-project.hx19.example"


def _letter(lid: str, title: str, pages: int, prev: str) -> set[str]:
    truth: set[str] = set()
    view = f"/letters/view.html?id={lid}"
    tei = f"/exist/apps/corresp/api/document/letters%2F{lid}.xml"
    truth.add(
        TEI.raw(
            tei,
            data(
                '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt>'
                f"<title>{title}</title></titleStmt></fileDesc></teiHeader><text><body><p>Dear Sir</p></body></text></TEI>",
                "application/tei+xml",
            ),
        )
    )
    truth.add(
        TEI.raw(
            f"/exist/apps/corresp/api/document/letters%2F{lid}.pdf",
            data(pdf(title, ["Transcription"]), "application/pdf"),
        )
    )
    facs = []
    for n in range(1, pages + 1):
        p = f"/letters/facsimile.html?id={lid}&page={n}"
        TEI.file(
            TEI_IIIF, f"/iiif/2/{lid}_{n:03d}.jpg/full/800,/0/default.jpg", png(20, 28), "image/png"
        )
        truth.add(
            TEI.page(
                p,
                title,
                f"<h1>{title}</h1><p>Facsimile, page {n}</p>"
                f'<img src="http://{TEI_IIIF}/iiif/2/{lid}_{n:03d}.jpg/full/800,/0/default.jpg" alt="">'
                f'<p><a href="{view}">Transcription</a></p>',
                raw_title=True,
            )
        )
        facs.append((p, f"Facsimile page {n}"))
    truth.add(
        TEI.page(
            f"/letters/print.html?id={lid}",
            title,
            f"<h1>{title}</h1><p>Print view.</p>",
            raw_title=True,
        )
    )
    truth.add(
        TEI.page(
            view,
            title,
            f'<h1>{title}</h1><div class="tei-body"><p>Dear Sir, I received your kind letter ...</p></div>'
            + links(
                [
                    *facs,
                    (tei, "TEI-XML"),
                    (f"/exist/apps/corresp/api/document/letters%2F{lid}.pdf", "PDF"),
                    (f"/letters/print.html?id={lid}", "Print"),
                ]
            )
            + f'<p><a href="/letters/view.html?id={prev}">Previous letter</a> · '
            '<a href="/register/persons.html?key=P_somerville">Mary Somerville</a></p>',
            head='<meta name="generator" content="TEI Publisher 9.0.0">'
            '<script type="module" src="/resources/scripts/pb-components-bundle.js"></script>'
            f'<link rel="alternate" type="application/tei+xml" href="{tei}">',
            raw_title=True,
        )
    )
    return truth


TEI.page(
    "/letters/view.html?id=L0411",
    "Letter from John Herschel to Mary Somerville, 9 February 1836",
    "<h1>Letter L0411</h1>",
    raw_title=True,
)
_TEI_A = _letter("L0412", "Letter from Mary Somerville to John Herschel, 3 March 1836", 2, "L0411")
_TEI_B = _letter("L0413", "Letter from John Herschel to Mary Somerville, 19 April 1836", 3, "L0412")
TEI.page(
    "/register/persons.html?key=P_somerville",
    "Mary Somerville",
    "<h1>Mary Somerville</h1>"
    + links(
        [
            (
                "/letters/view.html?id=L0412",
                "Letter from Mary Somerville to John Herschel, 3 March 1836",
            ),
            (
                "/letters/view.html?id=L0413",
                "Letter from John Herschel to Mary Somerville, 19 April 1836",
            ),
        ]
    ),
)

TEI_CASES = [
    # sig_title: the page title is the bare letter title (TEI Publisher), and that string is
    # in every view, the TEI-XML and the PDF (Dryad shape without the data file).
    # Truth: transcription, facsimile views, print view, TEI-XML, PDF; not the previous
    # letter, the person register (which lists the title too) or chrome.
    TEI.case(
        "corresp-L0412",
        expected="sig_title",
        artifact_class="Multi-Hop",
        entry=TEI.url("/letters/view.html?id=L0412"),
        truth=_TEI_A,
        others={TEI.url("/letters/view.html?id=L0411")},
    ),
    # sig_title: the reply, three facsimile pages.
    TEI.case(
        "corresp-L0413",
        expected="sig_title",
        artifact_class="Multi-Hop",
        entry=TEI.url("/letters/view.html?id=L0413"),
        truth=_TEI_B,
        others={TEI.url("/letters/view.html?id=L0412")},
    ),
]

# --- 3D cultural-heritage models (Sketchfab-like): the model uid in every URI ------------

M3D = Hub(
    "Sketchfab-like 3D heritage models",
    Portal(
        "modelfab.heritage3d.hx19.example",
        "Modelfab",
        [
            ("/3d-models/popular", "Explore"),
            ("/store", "Buy 3D models"),
            ("/museums", "Cultural heritage"),
            ("/pricing", "Pricing"),
            ("/blogs", "Blog"),
        ],
        footer("Modelfab"),
        title_format="{title} - Download Free 3D model by {name}",
        home_title="Modelfab - The best 3D viewer on the web",
    ),
)
M3D_API = "api.heritage3d.hx19.example"
M3D_CDN = "media.heritage3d-cdn.hx19.example"


def _model(uid: str, slug: str, title: str, owner: str) -> set[str]:
    truth: set[str] = set()
    landing = f"/3d-models/{slug}-{uid}"
    files = []
    for kind, name in (
        ("gltf", f"{slug}.zip"),
        ("usdz", f"{slug}.usdz"),
        ("source", f"{slug}-source.zip"),
    ):
        url = M3D.file(
            M3D_CDN, f"/archives/{uid}/{kind}/{name}", b"PK\x03\x04model", "application/zip"
        )
        truth.add(url)
        files.append((url, f"{kind} ({name})"))
    truth.add(
        M3D.page(
            f"/models/{uid}/download",
            f"Download {title}",
            f"<h1>Download {title}</h1>{links(files)}"
            f'<p>Licence: <a href="http://creativecommons.test/licenses/by/4.0/">CC Attribution</a></p>',
        )
    )
    truth.add(
        M3D.page(
            f"/models/{uid}/embed",
            title,
            f'<div id="viewer" data-uid="{uid}"></div>'
            f'<a href="{landing}">{title}</a> by <a href="/{owner}">{owner}</a>',
            raw_title=True,
        )
    )
    api = M3D.file(
        M3D_API,
        f"/v3/models/{uid}",
        f'{{"uid":"{uid}","name":"{title}"}}'.encode(),
        "application/json",
    )
    truth.add(api)
    truth.add(
        M3D.page(
            landing,
            title,
            f'<h1>{title}</h1><p>by <a href="/{owner}">{owner}</a> · <a href="/{owner}/collections/church-furniture">'
            f'in collection</a></p><iframe src="/models/{uid}/embed"></iframe>'
            + links(
                [
                    (f"/models/{uid}/embed", "Embed"),
                    (f"/models/{uid}/download", "Download 3D model"),
                    (api, "Data API"),
                ]
            )
            + '<p>Tags: <a href="/tags/photogrammetry">photogrammetry</a> <a href="/tags/medieval">medieval</a></p>'
            '<p><a href="/3d-models/categories/cultural-heritage-history">Cultural heritage</a></p>',
            head='<meta property="og:site_name" content="Modelfab">'
            f'<meta property="og:video" content="http://modelfab.heritage3d.hx19.example/models/{uid}/embed">'
            f'<link rel="alternate" type="application/json+oembed" href="/oembed?url={quote(landing, safe="")}">'
            '<script src="/static/builds/web/dist/main.8f21c.js"></script>',
        )
    )
    M3D.page(f"/{owner}", owner, f"<h1>{owner}</h1>")
    return truth


_M3D_A = _model(
    "3a8f21c0d4e94b7fa1c2e0b55d6f7a91",
    "baptismal-font-st-marys-church",
    "Baptismal font, St Marys Church, Ashby",
    "stmarys-heritage",
)
_M3D_B = _model(
    "c07d9e2b41f84a3c9e1d2a6b8f0e4c57",
    "bronze-age-axe-head-1921-44",
    "Bronze Age axe head, accession 1921.44",
    "countymuseum",
)

M3D_CASES = [
    # sig_uri: the model uid is in the landing, embed, download page, API record and CDN
    # archive paths; owner, tags, categories and store are not part. Truth: those pages,
    # the API record and the three downloadable archives.
    M3D.case(
        "modelfab-baptismal-font",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=M3D.url("/3d-models/baptismal-font-st-marys-church-3a8f21c0d4e94b7fa1c2e0b55d6f7a91"),
        truth=_M3D_A,
        others={M3D.url("/stmarys-heritage")},
    ),
    # sig_uri: a museum object scanned by its museum.
    M3D.case(
        "modelfab-axe-head",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=M3D.url("/3d-models/bronze-age-axe-head-1921-44-c07d9e2b41f84a3c9e1d2a6b8f0e4c57"),
        truth=_M3D_B,
        others={M3D.url("/countymuseum")},
    ),
]

CASES: list[Case] = [*NEWS_CASES, *SCORE_CASES, *AV_CASES, *MAPS_CASES, *TEI_CASES, *M3D_CASES]
