"""Multi-Hop artifacts that live under one path on a shared host (Path-Based): a Pressbooks
open language textbook, an Islandora 7 oral-history object and its datastreams, and a
Webonary dictionary site.
"""

from __future__ import annotations

from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import a, audio, esc, lis, pdf_file, txt, wav, xml

# --- Pressbooks: an open Swahili textbook ---------------------------------------------------

PB = Portal(
    host="open.langpress.hx111.example",
    name="LangPress Open Textbooks",
    menu=[
        ("/", "Home"),
        ("/catalog/", "Catalog"),
        ("/about/", "About"),
        ("/wp-login.php", "Sign in"),
    ],
    footer=[
        ("http://pressbooks-platform.hx111-org.hx111.example/", "Powered by Pressbooks"),
        ("/accessibility/", "Accessibility"),
        ("/privacy-policy/", "Privacy"),
    ],
    title_format="{title} – {name}",
)
BK = "/elementaryswahili/"
BK_TITLE = "Elementary Swahili: Karibu!"
BK_TOC = [
    ("front-matter/introduction/", "Introduction"),
    ("front-matter/how-to-use-this-book/", "How to use this book"),
    ("part/unit-1-salamu/", "Unit 1: Salamu (Greetings)"),
    ("chapter/greetings-and-farewells/", "1.1 Greetings and farewells"),
    ("chapter/noun-classes-m-wa/", "1.2 The M-WA noun class"),
    ("part/unit-2-sokoni/", "Unit 2: Sokoni (At the market)"),
    ("chapter/numbers-and-prices/", "2.1 Numbers and prices"),
    ("chapter/bargaining/", "2.2 Bargaining"),
    ("back-matter/glossary/", "Glossary"),
    ("back-matter/answer-key/", "Answer key"),
]
BK_DL = [
    ("pdf", "application/pdf"),
    ("epub", "application/epub+zip"),
    ("print_pdf", "application/pdf"),
    ("odt", "application/vnd.oasis.opendocument.text"),
]


def _pb_site():
    toc = '<nav class="toc"><h2>Contents</h2>' + lis([a(BK + p, t) for p, t in BK_TOC]) + "</nav>"
    downloads = (
        "<div class='book-downloads'><h2>Download this book</h2>"
        + lis([a(f"{BK}open/download?type={t}", t.upper().replace("_", " ")) for t, _m in BK_DL])
        + "</div>"
    )
    pages: dict[str, object] = {
        BK: PB.page(
            BK_TITLE,
            f"<h1>{esc(BK_TITLE)}</h1><p>Mwalimu Amina Juma and Peter Otieno</p>"
            f"<p>{a(BK + BK_TOC[0][0], 'Read Book')}</p>"
            + downloads
            + toc
            + f"<p>License: {a('http://creativecommons.test/licenses/by/4.0/', 'CC BY 4.0')}</p>"
            + f"<p>Also from this publisher: {a('/intermediateswahili/', 'Intermediate Swahili')}</p>",
        ),
        "/intermediateswahili/": PB.page("Intermediate Swahili", "<h1>Intermediate Swahili</h1>"),
    }
    for i, (p, t) in enumerate(BK_TOC):
        prev_ = BK + BK_TOC[i - 1][0] if i else BK
        next_ = a(BK + BK_TOC[i + 1][0], "Next →") if i + 1 < len(BK_TOC) else ""
        pages[BK + p] = PB.page(
            f"{t} – {BK_TITLE}",
            f"<p class='book-title'>{a(BK, BK_TITLE)}</p><h1>{esc(t)}</h1>"
            "<p>Habari za asubuhi? — Nzuri sana.</p>"
            f"<nav class='nav-reading'>{a(prev_, '← Previous')} {next_}</nav>" + toc,
            raw_title=True,
        )
    for t, m in BK_DL:
        pages[f"{BK}open/download?type={t}"] = (
            pdf_file(BK_TITLE, "Open textbook")
            if m == "application/pdf"
            else data(b"PK\x03\x04", m)
        )
    return [PB.site(pages)]  # type: ignore[arg-type]


PB_TRUTH = (
    [PB.url(BK)]
    + [PB.url(BK + p) for p, _t in BK_TOC]
    + [PB.url(f"{BK}open/download?type={t}") for t, _m in BK_DL]
)

# --- Islandora 7: an oral-history object and its datastreams -------------------------------

ISL = Portal(
    host="digital.caribvoices.hx111.example",
    name="Caribbean Voices Oral History Collection",
    menu=[
        ("/", "Home"),
        ("/islandora/object/islandora:root", "Browse"),
        ("/islandora/search", "Advanced search"),
        ("/about", "About"),
        ("/user/login", "Staff login"),
    ],
    footer=[("/copyright", "Copyright & take-down"), ("/contact", "Contact the archive")],
    title_format="{title} | {name}",
)
ISL_OBJ = "/islandora/object/cvoh:1187"
ISL_TITLE = "Marie-Claire Joseph on Kreyòl in Miami classrooms"
ISL_DS = [
    ("OBJ", "download", "Original recording (WAV)"),
    ("PROXY_MP3", "view", "Listening copy (MP3)"),
    ("TRANSCRIPT", "view", "Transcript (Haitian Creole)"),
    ("TRANSCRIPT_EN", "view", "Transcript (English translation)"),
    ("MODS", "view", "MODS record"),
    ("DC", "view", "Dublin Core record"),
]


def _isl_site():
    main = (
        f'<div class="breadcrumb">{a("/", "Home")} » '
        f"{a('/islandora/object/cvoh:collection', 'Caribbean Voices')}</div>"
        f"<h1>{esc(ISL_TITLE)}</h1>"
        f"<img src='{ISL_OBJ}/datastream/TN/view' alt='thumbnail'>"
        "<div class='islandora-audio-content'><audio controls "
        f"src='{ISL_OBJ}/datastream/PROXY_MP3/view'></audio></div>"
        "<table class='islandora-datastreams'>"
        + "".join(
            f"<tr><td>{esc(label)}</td><td>{a(f'{ISL_OBJ}/datastream/{ds}/{how}', how.title())}</td></tr>"
            for ds, how, label in ISL_DS
        )
        + "</table><dl class='islandora-metadata'><dt>Interviewee</dt><dd>Joseph, Marie-Claire</dd>"
        "<dt>Language</dt><dd>Haitian Creole; English</dd><dt>Subject</dt><dd>"
        + a("/islandora/search/%22bilingual%20education%22?type=dismax", "Bilingual education")
        + "</dd></dl><p>In collections: "
        + a("/islandora/object/cvoh:collection", "Caribbean Voices")
        + "</p>"
    )
    pages: dict[str, object] = {
        ISL_OBJ: ISL.page(ISL_TITLE, main),
        "/islandora/object/cvoh:collection": ISL.page(
            "Caribbean Voices", "<h1>Caribbean Voices</h1>" + lis([a(ISL_OBJ, ISL_TITLE)])
        ),
        f"{ISL_OBJ}/datastream/TN/view": data(b"\x89PNG\r\n\x1a\n", "image/png"),
    }
    for ds, how, _label in ISL_DS:
        u = f"{ISL_OBJ}/datastream/{ds}/{how}"
        pages[u] = (
            wav()
            if ds == "OBJ"
            else audio()
            if ds == "PROXY_MP3"
            else xml(f"<mods><titleInfo><title>{esc(ISL_TITLE)}</title></titleInfo></mods>")
            if ds == "MODS"
            else xml(f"<oai_dc:dc><dc:title>{esc(ISL_TITLE)}</dc:title></oai_dc:dc>")
            if ds == "DC"
            else txt(f"{ISL_TITLE}\n[00:00:04] …\n")
        )
    return [ISL.site(pages)]  # type: ignore[arg-type]


# --- Webonary: a Kalasha–English dictionary on a shared dictionary host --------------------

WB = Portal(
    host="www.webonarydicts.hx111.example",
    name="Webonary",
    menu=[
        ("/", "Home"),
        ("/dictionaries/", "Dictionaries"),
        ("/about/", "About"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("http://sil-mock.hx111-org.hx111.example/", "SIL Global"),
        ("/terms-of-use/", "Terms"),
    ],
    title_format="{title} | {name}",
)
KD = "/kalasha/"
KD_TITLE = "Kalasha – English Dictionary"
KD_ENTRIES = [
    ("g2f4a91c3-7b1e-4d2a-9c85-0e6f1a2b3c4d", "aw", "water", "aw.mp3"),
    ("g8c31d7e0-25fa-4b68-a1d3-97e4b0c6f215", "ba", "hail (from the sky)", "ba.mp3"),
    ("g5e0b2a94-d6c1-4f37-8e2b-c1a9f3d70e68", "chetr", "spring festival", "chetr.mp3"),
]
KD_LETTERS = ["a", "b", "ch"]
KD_OVERVIEW = [
    ("overview/introduction/", "Introduction"),
    ("overview/alphabet/", "Alphabet"),
    ("overview/grammar-sketch/", "Grammar sketch"),
    ("download/", "Download"),
]
KD_FILES = ["files/2025/03/kalasha-english-dictionary.pdf", "files/2025/03/kalasha-lexicon.lift"]


def _wb_site():
    side = (
        "<aside class='dict-nav'>"
        + lis(
            [a(KD, "Search")]
            + [a(KD + p, t) for p, t in KD_OVERVIEW]
            + [
                a(f"{KD}browse/browse-vernacular/?letter={ltr}", f"Kalasha {ltr}")
                for ltr in KD_LETTERS
            ]
            + [a(f"{KD}browse/browse-english/?letter=a", "English index")]
        )
        + "</aside>"
    )
    pages: dict[str, object] = {
        KD: WB.page(
            KD_TITLE,
            f"<h1>{esc(KD_TITLE)}</h1><p>Compiled by the Kalasha Language "
            "Committee, Bumburet, with the Forum for Language Initiatives.</p>" + side,
        ),
        "/dictionaries/": WB.page("Dictionaries", "<h1>Dictionaries</h1>" + lis([a(KD, KD_TITLE)])),
    }
    for p, t in KD_OVERVIEW:
        extra = lis([a(KD + f, f.rsplit("/", 1)[-1]) for f in KD_FILES]) if p == "download/" else ""
        pages[KD + p] = WB.page(
            f"{t} | {KD_TITLE}", f"<h1>{esc(t)}</h1>{extra}{side}", raw_title=False
        )
    for ltr in KD_LETTERS:
        hits = [e for e in KD_ENTRIES if e[1].startswith(ltr)]
        pages[f"{KD}browse/browse-vernacular/?letter={ltr}"] = WB.page(
            f"Browse Kalasha – {ltr}", lis([a(f"{KD}{g}/", hw) for g, hw, _gl, _au in hits]) + side
        )
    pages[f"{KD}browse/browse-english/?letter=a"] = WB.page(
        "Browse English – a", lis([a(f"{KD}{g}/", gl) for g, _hw, gl, _au in KD_ENTRIES]) + side
    )
    for g, hw, gl, au in KD_ENTRIES:
        pages[f"{KD}{g}/"] = WB.page(
            f"{hw} | {KD_TITLE}",
            f"<div class='entry'><span class='headword'>{esc(hw)}</span> "
            f"{a(f'{KD}files/audio/{au}', '▶')} <span class='gloss'>{esc(gl)}</span></div>" + side,
        )
        pages[f"{KD}files/audio/{au}"] = audio()
    pages[KD + KD_FILES[0]] = pdf_file(KD_TITLE, "Kalasha Language Committee, 2025")
    pages[KD + KD_FILES[1]] = xml('<lift version="0.13"><entry id="aw"/></lift>')
    return [WB.site(pages)]  # type: ignore[arg-type]


WB_TRUTH = (
    [WB.url(KD)]
    + [WB.url(KD + p) for p, _t in KD_OVERVIEW]
    + [WB.url(f"{KD}browse/browse-vernacular/?letter={ltr}") for ltr in KD_LETTERS]
    + [WB.url(f"{KD}browse/browse-english/?letter=a")]
    + [WB.url(f"{KD}{g}/") for g, *_r in KD_ENTRIES]
    + [WB.url(f"{KD}files/audio/{au}") for *_r, au in KD_ENTRIES]
    + [WB.url(KD + f) for f in KD_FILES]
)

CASES: list[Case] = [
    # A Pressbooks book: a site of its own under /elementaryswahili/ (the seed's Silk case:
    # the whole site is the artifact, reached by its path) → Path-Based.  Truth: the book
    # home, its front matter, parts, chapters, back matter and its four export downloads
    # (/elementaryswahili/open/download?type=…); the network's catalog, the publisher's
    # other book and the licence are out.
    case(
        "pressbooks-elementary-swahili",
        "Pressbooks (open language textbook)",
        "multi_hop",
        "path_based",
        PB.url(BK),
        PB_TRUTH,
        _pb_site,
    ),
    # An Islandora 7 object: every datastream URI extends the object's URI → Path-Based.
    # Truth: the object page and its six datastreams (original, MP3, two transcripts, MODS,
    # DC); the thumbnail and the audio player's source are embedded; the collection and the
    # subject search are the repository's.
    case(
        "islandora-kreyol-classrooms",
        "Islandora 7 (oral-history object)",
        "multi_hop",
        "path_based",
        ISL.url(ISL_OBJ),
        [ISL.url(ISL_OBJ)]
        + [ISL.url(f"{ISL_OBJ}/datastream/{ds}/{how}") for ds, how, _l in ISL_DS],
        _isl_site,
    ),
    # A Webonary dictionary: a multisite sub-site (old-style /kalasha/files/ uploads), a whole
    # dictionary site under one path → Path-Based, like the seed's Silk sites.  Truth: its
    # home, overview and download pages, browse indexes, entries, entry audio and the PDF
    # and LIFT downloads; Webonary's own pages and the list of dictionaries are out.
    case(
        "webonary-kalasha-dictionary",
        "Webonary (hosted bilingual dictionary site)",
        "multi_hop",
        "path_based",
        WB.url(KD),
        WB_TRUTH,
        _wb_site,
    ),
]
