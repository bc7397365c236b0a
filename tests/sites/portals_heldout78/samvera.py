"""heldout78's Fedora-family portals: Islandora 7 (objects under /islandora/object/PID/,
images on an external IIIF host), Samvera Hyrax (signposting Link headers), a Hyku tenant
("Site | Title" page titles), bare Fedora 3 API-A-Lite pages and Avalon Media System
(sections under the media object, streams on an external media host)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_record, image, link_header, pdf_file, text, ul

# --- Ashcombe Local Studies (Islandora 7, IIIF on an external host) ------------------------

ASH = Chrome(
    host="islandora.ashcombe.hx78.example",
    name="Ashcombe Local Studies",
    menu=[
        ("/", "Home"),
        ("/islandora/object/ashc:root", "Collections"),
        ("/islandora/search/*", "Browse all"),
        ("/about", "About the archive"),
    ],
    footer=[
        ("/rights", "Rights and reuse"),
        ("/cookies", "Cookies"),
        ("/user/login", "Staff login"),
        ("http://www.flickr.test/ashcombe", "Flickr"),
    ],
    title_format="{title} | {name}",
    software="Islandora 7.x-1.13",
    login="/user/login",
    search="/islandora/search",
)
IIIF = "iiif.ashcombemedia.hx78.example"


def _ash_record(
    pid: str, title: str, pages_n: int, rgb: tuple[int, int, int], parent: tuple[str, str]
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    b = f"/islandora/object/{pid}/"
    pages: dict[str, PageValue] = {}
    ext: dict[str, PageValue] = {}
    ds = [("MODS", "text/xml"), ("DC", "text/xml")]
    for name, ctype in ds:
        pages[f"{b}datastream/{name}/view"] = text(
            f"<mods><titleInfo><title>{escape(title)}</title></titleInfo></mods>", ctype
        )
    ext[f"/iiif/2/{pid}~OBJ/full/full/0/default.jpg"] = image(rgb)
    ext[f"/iiif/3/{pid}/manifest"] = text(
        f'{{"label": "{title}", "type": "Manifest"}}', "application/json"
    )
    extra = ""
    if pages_n:
        plinks = []
        for i in range(1, pages_n + 1):
            pb = f"{b}pages/{i}/"
            img = f"/iiif/2/{pid}-p{i}~JP2/full/full/0/default.jpg"
            ext[img] = image((rgb[0], rgb[1], (rgb[2] + 20 * i) % 256))
            pages[pb] = ASH.page(
                f"{title}, page {i}",
                f"<h1>{escape(title)}, page {i}</h1>"
                f'<img src="http://{IIIF}/iiif/2/{pid}-p{i}~JP2/full/400,/0/default.jpg" alt="">'
                f'<p><a href="http://{IIIF}{img}">Download page image</a></p>'
                f'<p><a href="{b}">Back to the book</a></p>',
            )
            plinks.append((pb, f"Page {i}"))
        pages[f"{b}pages"] = ASH.page(f"Pages of {title}", f"<h1>Pages</h1>{ul(plinks)}")
        pages[f"{b}datastream/PDF/download"] = pdf_file(title, "Ashcombe Local Studies")
        extra = (
            f'<p><a href="{b}pages">View all {pages_n} pages</a> '
            f'<a href="{b}datastream/PDF/download">Download PDF</a></p>'
        )
    pages[f"/islandora/object/{parent[0]}"] = bare_record(ASH, parent[1], "Collection of Ashcombe.")
    pages[b] = ASH.page(
        title,
        f'<h1>{escape(title)}</h1><div class="islandora-object-image">'
        f'<img src="http://{IIIF}/iiif/2/{pid}~OBJ/full/600,/0/default.jpg" alt=""></div>'
        f'<p><a href="http://{IIIF}/iiif/2/{pid}~OBJ/full/full/0/default.jpg">Full size image</a> '
        f'<a href="http://{IIIF}/iiif/3/{pid}/manifest">IIIF manifest</a></p>{extra}'
        f'<h2>Details</h2><dl><dt>Metadata</dt><dd><a href="{b}datastream/MODS/view">MODS</a> '
        f'<a href="{b}datastream/DC/view">Dublin Core</a></dd><dt>In collections</dt><dd>'
        f'<a href="/islandora/object/{parent[0]}">{escape(parent[1])}</a></dd></dl>'
        f'<p class="share"><a href="http://twitter.test/share?url={ASH.url(b)}">Tweet</a></p>',
    )
    return pages, ext


ASH_1, ASH_1X = _ash_record(
    "ashc:77",
    "Ashcombe market cross before restoration, 1903",
    0,
    (120, 110, 90),
    ("ashc:photos", "Photographic collection"),
)
ASH_2, ASH_2X = _ash_record(
    "ashc:120",
    "Ashcombe parish magazine, Lady Day 1921",
    4,
    (200, 190, 160),
    ("ashc:serials", "Parish serials"),
)


def build_ash() -> list[Site]:
    home = "<h1>Ashcombe Local Studies</h1><p>Photographs, maps and serials of Ashcombe.</p>"
    iiif = Site(IIIF)
    iiif.add("/", text("Cantaloupe IIIF image server 5.0\n"))
    for p, v in {**ASH_1X, **ASH_2X}.items():
        iiif.add(p, v)
    for pid in ("ashc:77", "ashc:120"):
        iiif.add(f"/iiif/2/{pid}~OBJ/full/600,/0/default.jpg", image((80, 80, 80)))
    for i in range(1, 5):
        iiif.add(f"/iiif/2/ashc:120-p{i}~JP2/full/400,/0/default.jpg", image((60, 60, 60)))
    return [ASH.site(home, {**ASH_1, **ASH_2}), iiif]


def _ash_truth(pid: str, pages: dict[str, PageValue], ext: dict[str, PageValue]) -> list[str]:
    b = f"/islandora/object/{pid}/"
    return [ASH.url(p) for p in pages if p.startswith(b)] + [f"http://{IIIF}{p}" for p in ext]


# --- Pellbrook ScholarWorks (Samvera Hyrax 3 with signposting) ----------------------------

PEL = Chrome(
    host="scholarworks.pellbrook.hx78.example",
    name="Pellbrook ScholarWorks",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
        ("/collections", "Collections"),
    ],
    footer=[
        ("/terms", "Terms of Use"),
        ("/agreement", "Deposit Agreement"),
        ("/cookies", "Cookies"),
        ("http://www.samvera.test/", "A Samvera Project"),
    ],
    title_format="{title} // {name}",
    software="Hyrax 3.6.0",
    login="/users/sign_in",
    search="/catalog",
)


MEDIA = {
    "ttl": "text/turtle",
    "jsonld": "application/ld+json",
    "nt": "application/n-triples",
    "pdf": "application/pdf",
    "csv": "text/csv",
}


def _pel_record(
    kind: str,
    wid: str,
    title: str,
    files: list[tuple[str, str]],
    meta: list[str],
    other: tuple[str, str],
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/concern/{kind}/{wid}"
    pages: dict[str, PageValue] = {}
    own = [base]
    for fsid, f in files:
        pages[f"/downloads/{fsid}"] = (
            pdf_file(title, f) if f.endswith(".pdf") else text("reading,value\n1,0.4\n", "text/csv")
        )
        own.append(f"/downloads/{fsid}")
    for ext in meta:
        triple = f'<{PEL.url(base)}> <http://purl.org/dc/terms/title> "{title}" .\n'
        if ext == "jsonld":
            triple = f'{{"@id": "{PEL.url(base)}", "dcterms:title": "{title}"}}\n'
        pages[f"{base}.{ext}"] = text(triple, MEDIA[ext])
        own.append(f"{base}.{ext}")
    header = link_header(
        [
            ("http://doi.test/10.70078/pel." + wid, "cite-as", ""),
            ("http://schema.org/Dataset", "type", ""),
            ("http://orcid.test/0000-0002-1825-0097", "author", ""),
        ]
        + [(PEL.url(f"/downloads/{fsid}"), "item", MEDIA[f.rsplit(".", 1)[1]]) for fsid, f in files]
        + [
            (
                PEL.url(f"{base}.{e}"),
                "describedby",
                MEDIA[e],
            )
            for e in meta
        ]
    )
    rows = "".join(
        f'<tr><td>{escape(f)}</td><td><a href="/downloads/{fsid}">Download</a></td></tr>'
        for fsid, f in files
    )
    pages[f"/concern/{kind}/{other[0]}"] = bare_record(PEL, other[1], "Another Pellbrook work.")
    body = PEL.page(
        title,
        f'<h1>{escape(title)}</h1><ul class="breadcrumb"><li><a href="/collections/q524jn">'
        f'Biology</a></li></ul><dl><dt>DOI</dt><dd><a href="http://doi.test/10.70078/pel.{wid}">'
        f'10.70078/pel.{wid}</a></dd><dt>Related</dt><dd><a href="/concern/{kind}/{other[0]}">'
        f'{escape(other[1])}</a></dd></dl><table class="related-files">{rows}</table>'
        "<p>Download metadata: "
        + " ".join(f'<a href="{base}.{e}">{e.upper()}</a>' for e in meta)
        + f'</p><p><a href="/users/sign_in?return_to={base}">Log in to add to a collection</a></p>',
    )
    pages[base] = Response.html(body, headers=[("Link", header)])
    return pages, [PEL.url(p) for p in own]


PEL_1, PEL_1T = _pel_record(
    "datasets",
    "7w62f8310",
    "Stream invertebrate drift at Pellbrook weir",
    [("4m90dv52t", "drift_counts.csv")],
    ["ttl"],
    ("3b5918562", "Pellbrook weir flow records"),
)
PEL_2, PEL_2T = _pel_record(
    "generic_works",
    "zk51vh42x",
    "Heathland burn scars mapped from drone imagery",
    [
        ("9s161645q", "burn_scar_report.pdf"),
        ("1c18df95b", "scar_polygons.csv"),
        ("6q182k53r", "flight_log.csv"),
        ("8k71nh17z", "ground_truth.csv"),
    ],
    ["ttl", "jsonld", "nt"],
    ("mw22v597c", "Heathland burn scars, pilot season"),
)


def build_pel() -> list[Site]:
    home = "<h1>Pellbrook ScholarWorks</h1><p>Share your research with the world.</p>"
    return [PEL.site(home, {**PEL_1, **PEL_2})]


# --- Brackenhurst Repository (Hyku tenant) -------------------------------------------------

BRK = Chrome(
    host="hyku.brackenhurst.hx78.example",
    name="Brackenhurst Repository",
    menu=[
        ("/", "Home"),
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
    ],
    footer=[("/terms", "Terms"), ("/accessibility", "Accessibility"), ("/cookies", "Cookies")],
    title_format="{name} | {title}",
    home_title="Brackenhurst Repository | Home",
    software="Hyku 5.0",
    login="/users/sign_in",
    search="/catalog",
)


def _brk_record(
    wid: str, title: str, files: list[tuple[str, str]], other: tuple[str, str]
) -> dict[str, PageValue]:
    base = f"/concern/generic_works/{wid}"
    pages: dict[str, PageValue] = {}
    rows = []
    for fsid, f in files:
        fs = f"/concern/parent/{wid}/file_sets/{fsid}"
        pages[f"/downloads/{fsid}"] = text(
            f"<TEI><title>{escape(title)}</title><p>{escape(f)}</p></TEI>\n", "application/xml"
        )
        pages[fs] = BRK.page(
            f,
            f'<ol class="breadcrumb"><li>{escape(title)}</li></ol><h1>{escape(f)}</h1>'
            f'<p><a href="/downloads/{fsid}">Download the file</a></p>',
        )
        rows.append((fs, f))
    pages[f"{base}/manifest"] = text(f'{{"label": "{title}"}}', "application/json")
    pages[f"/concern/generic_works/{other[0]}"] = bare_record(BRK, other[1], "Another work.")
    pages[base] = BRK.page(
        title,
        f"<h1>{escape(title)}</h1><p>Brackenhurst College, Land-based Studies.</p><h2>Items</h2>"
        + ul(rows, "file-sets")
        + f'<p><a href="{base}/manifest">IIIF manifest</a></p><p>Part of: '
        f'<a href="/collections/x633f1048">Estate records</a> Related: '
        f'<a href="/concern/generic_works/{other[0]}">{escape(other[1])}</a></p>',
    )
    return pages


BRK_1 = _brk_record(
    "b5644r52v",
    "Glasshouse ledgers of the Brackenhurst estate 1911",
    [("k930bx26z", "ledger_transcript.xml")],
    ("p8418n21z", "Estate rent book 1908"),
)
BRK_2 = _brk_record(
    "f7623c71q",
    "Oral histories of the Southwell dairy herd",
    [
        ("r207tp43d", "interview_1_transcript.xml"),
        ("s4655g67f", "interview_2_transcript.xml"),
        ("t3m6b4v8w", "interview_3_transcript.xml"),
        ("v1x2c3d4e", "summary.xml"),
    ],
    ("g9t5h2k7m", "Dairy herd books 1930 to 1960"),
)


def build_brk() -> list[Site]:
    return [BRK.site("<h1>Brackenhurst Repository</h1>", {**BRK_1, **BRK_2})]


def _brk_truth(wid: str, record: dict[str, PageValue]) -> list[str]:
    fs = [
        p
        for p in record
        if p.startswith((f"/concern/generic_works/{wid}", f"/concern/parent/{wid}/"))
    ]
    dl = [p for p in record if p.startswith("/downloads/")]
    return [BRK.url(p) for p in fs + dl]


# --- Marlcliff Institute Fedora 3 (bare API-A-Lite pages) ---------------------------------

MCL = Chrome(
    host="fedora.marlcliff.hx78.example",
    name="Marlcliff Institute Digital Objects",
    menu=[
        ("/", "Home"),
        ("/fedora/describe", "Repository description"),
        ("/policy", "Access policy"),
    ],
    footer=[("/contact", "Contact"), ("/cookies", "Cookies")],
    software="Fedora Commons 3.8.1",
)


def _mcl_record(pid: str, streams: list[tuple[str, str, str]]) -> dict[str, PageValue]:
    # No chrome at all: Fedora 3 answers API-A-Lite with a bare table of its datastreams.
    pages: dict[str, PageValue] = {}
    rows = ""
    for dsid, label, ctype in streams:
        p = f"/fedora/get/{pid}/{dsid}"
        pages[p] = (
            text(f"{label} of {pid}\n", ctype)
            if not ctype.startswith("image")
            else image((9, 9, 9))
        )
        rows += (
            f'<tr><td><a href="{p}">{dsid}</a></td><td>{escape(label)}</td><td>{ctype}</td></tr>'
        )
    pages[f"/fedora/listDatastreams/{pid}"] = (
        f"<html><head><title>Datastreams of {pid}</title></head><body><h3>Datastreams of {pid}"
        f'</h3><table border="1"><tr><th>ID</th><th>Label</th><th>MIME type</th></tr>{rows}'
        "</table></body></html>"
    )
    return pages


MCL_1 = _mcl_record(
    "mcl:3021",
    [
        ("DC", "Dublin Core record", "text/xml"),
        ("RELS-EXT", "Relationships", "application/rdf+xml"),
        ("OBJ", "Core sample photograph", "image/png"),
    ],
)
MCL_2 = _mcl_record(
    "mcl:3388",
    [
        ("DC", "Dublin Core record", "text/xml"),
        ("MODS", "MODS record", "text/xml"),
        ("RELS-EXT", "Relationships", "application/rdf+xml"),
        ("OBJ", "Borehole log scan", "image/png"),
        ("TN", "Thumbnail", "image/png"),
        ("OCR", "OCR text", "text/plain"),
        ("FITS", "Technical metadata", "text/xml"),
        ("AUDIT", "Audit trail", "text/xml"),
    ],
)


def build_mcl() -> list[Site]:
    home = (
        "<h1>Marlcliff Institute Digital Objects</h1><p>Geological core and borehole archive.</p>"
    )
    return [MCL.site(home, {**MCL_1, **MCL_2})]


# --- Stowmarsh Sound Archive (Avalon Media System, external streaming host) ----------------

STW = Chrome(
    host="avalon.stowmarsh.hx78.example",
    name="Stowmarsh Sound Archive",
    menu=[
        ("/", "Home"),
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/playlists", "Playlists"),
    ],
    footer=[
        ("/about", "About"),
        ("/cookies", "Cookies"),
        ("http://www.avalonmediasystem.test/", "Avalon"),
    ],
    title_format="{title} - {name}",
    software="Avalon Media System 7.5",
    login="/users/auth/lti",
    search="/catalog",
)
STREAM = "stream.stowmarshmedia.hx78.example"


def _stw_record(
    mid: str, title: str, sections: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    b = f"/media_objects/{mid}"
    pages: dict[str, PageValue] = {}
    ext: dict[str, PageValue] = {}
    slinks = []
    for sid, label in sections:
        sp = f"{b}/section/{sid}"
        ext[f"/hls/{sid}/index.m3u8"] = text(
            "#EXTM3U\n#EXT-X-ENDLIST\n", "application/vnd.apple.mpegurl"
        )
        pages[f"{sp}/transcript.vtt"] = text(
            f"WEBVTT\n\n00:00.000 --> 00:05.000\n{label}\n", "text/vtt"
        )
        pages[sp] = STW.page(
            f"{label}: {title}",
            f'<h1>{escape(title)}</h1><h2>{escape(label)}</h2><video controls poster="/assets/poster.png">'
            f'<source src="http://{STREAM}/hls/{sid}/index.m3u8"></video>'
            f'<p><a href="http://{STREAM}/hls/{sid}/index.m3u8">Stream link</a> '
            f'<a href="{sp}/transcript.vtt">Transcript</a></p><p><a href="/playlists/new">Add to playlist</a></p>',
        )
        slinks.append((sp, label))
    pages[f"{b}/structure.xml"] = text(f'<Item label="{escape(title)}"/>\n', "text/xml")
    pages[b] = STW.page(
        title,
        f"<h1>{escape(title)}</h1><h2>Sections</h2>{ul(slinks)}"
        f'<p><a href="{b}/structure.xml">Structure</a></p><p>Collection: <a href="/collections/7h149p84">'
        'Dialect recordings</a></p><p class="share"><a href="http://www.facebook.test/sharer.php">Share</a></p>',
    )
    return pages, ext


STW_1, STW_1X = _stw_record(
    "hq37vn54", "Eel catchers of the Stowmarsh levels, 1964", [("c821gk01", "Side A")]
)
STW_2, STW_2X = _stw_record(
    "m039k498",
    "Harvest home songs recorded at Little Stow",
    [
        ("r494vk26", "Reel 1"),
        ("s56d0t12", "Reel 2"),
        ("t67f1v34", "Reel 3"),
        ("v78g2w45", "Reel 4"),
    ],
)


def build_stw() -> list[Site]:
    stream = Site(STREAM)
    stream.add("/", text("Stowmarsh media streaming (HLS)\n"))
    for p, v in {**STW_1X, **STW_2X}.items():
        stream.add(p, v)
    poster = {"/assets/poster.png": image((30, 40, 50))}
    return [STW.site("<h1>Stowmarsh Sound Archive</h1>", {**STW_1, **STW_2, **poster}), stream]


CASES: list[Case] = [
    # Everything of the object is under /islandora/object/ashc:77/ except the IIIF image and
    # manifest on another domain -> Path-Based with Externals (the seed's GitHub shape).
    case(
        "ash-77",
        "Islandora 7 (photograph with IIIF image)",
        "image",
        "path_based_externals",
        ASH.url("/islandora/object/ashc:77/"),
        _ash_truth("ashc:77", ASH_1, ASH_1X),
        build_ash,
        [ASH.url("/islandora/object/ashc:photos")],
    ),
    # A book: pages under the object path, each with its image on the IIIF domain (two
    # hops) -> Path-Based with Externals.
    case(
        "ash-120",
        "Islandora 7 (paged magazine issue)",
        "book",
        "path_based_externals",
        ASH.url("/islandora/object/ashc:120/"),
        _ash_truth("ashc:120", ASH_2, ASH_2X),
        build_ash,
        [ASH.url("/islandora/object/ashc:serials")],
    ),
    # The landing's Link header names the files (item) and metadata (describedby) ->
    # Signposting.
    case(
        "pel-drift",
        "Samvera Hyrax (dataset with signposting)",
        "dataset",
        "signposting",
        PEL.url("/concern/datasets/7w62f8310"),
        PEL_1T,
        build_pel,
        [PEL.url("/concern/datasets/3b5918562")],
    ),
    # Four items and three describedby formats in the Link header -> Signposting.
    case(
        "pel-burn",
        "Samvera Hyrax (generic work, four files, three metadata formats)",
        "dataset",
        "signposting",
        PEL.url("/concern/generic_works/zk51vh42x"),
        PEL_2T,
        build_pel,
        [PEL.url("/concern/generic_works/mw22v597c")],
    ),
    # "Brackenhurst Repository | Title": the site-name prefix is in every title but not in
    # the file sets and downloads, which carry the bare title -> Significant String from
    # Filtered Title (the seed's OSF shape).
    case(
        "brk-ledgers",
        "Hyku tenant (work with one transcript)",
        "document",
        "sig_filtered_title",
        BRK.url("/concern/generic_works/b5644r52v"),
        _brk_truth("b5644r52v", BRK_1),
        build_brk,
        [BRK.url("/concern/generic_works/p8418n21z")],
    ),
    case(
        "brk-oral",
        "Hyku tenant (oral history work, four file sets)",
        "document",
        "sig_filtered_title",
        BRK.url("/concern/generic_works/f7623c71q"),
        _brk_truth("f7623c71q", BRK_2),
        build_brk,
        [BRK.url("/concern/generic_works/g9t5h2k7m")],
    ),
    # A bare page with no chrome that links only the object's datastreams: one hop, nothing
    # to ignore -> Single Page+.
    case(
        "mcl-3021",
        "Fedora 3 API-A-Lite (core sample object)",
        "dataset",
        "single_page_plus",
        MCL.url("/fedora/listDatastreams/mcl:3021"),
        [MCL.url(p) for p in MCL_1],
        build_mcl,
    ),
    case(
        "mcl-3388",
        "Fedora 3 API-A-Lite (borehole log, eight datastreams)",
        "dataset",
        "single_page_plus",
        MCL.url("/fedora/listDatastreams/mcl:3388"),
        [MCL.url(p) for p in MCL_2],
        build_mcl,
    ),
    # Sections and transcripts under the media object path, streams on the media domain ->
    # Path-Based with Externals.
    case(
        "stw-eels",
        "Avalon Media System (single-section recording)",
        "audio",
        "path_based_externals",
        STW.url("/media_objects/hq37vn54"),
        [STW.url(p) for p in STW_1] + [f"http://{STREAM}{p}" for p in STW_1X],
        build_stw,
    ),
    case(
        "stw-harvest",
        "Avalon Media System (four-reel recording)",
        "audio",
        "path_based_externals",
        STW.url("/media_objects/m039k498"),
        [STW.url(p) for p in STW_2] + [f"http://{STREAM}{p}" for p in STW_2X],
        build_stw,
    ),
]
