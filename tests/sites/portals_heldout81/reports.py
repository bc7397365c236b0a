"""heldout81 report portals: a think tank's report series, a partner resource library that
mirrors policy briefs, an events archive of webinars and an international organisation's
document repository with signposting.

The report series, the library and the webinar archive are the seed's single-hop shape
(Zenodo, SSRN, JoVe: Single Page+ with Ignored URIs): the landing page links its files one
hop away, amid chrome that the homepage and the 404 page also print.  The repository sends
signposting Link headers naming its landing page, files and metadata.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import PPTX, XLSX, Org, file_data, file_pdf, ul, xlsx

# --- think-tank report series (www.merinvale.hx81.example) -------------------------------

MERINVALE = Org(
    host="www.merinvale.hx81.example",
    name="Merinvale Institute",
    menu=[
        ("/research", "Research"),
        ("/publications", "Publications"),
        ("/experts", "Experts"),
        ("/events", "Events"),
        ("/about", "About"),
    ],
    topics=[
        ("/topics/climate-finance", "Climate finance"),
        ("/topics/trade", "Trade"),
        ("/topics/governance", "Governance"),
    ],
    featured=[
        ("/publications/reports/tax-expenditure-review-2022", "Tax expenditure review"),
        ("/publications/briefs/debt-swaps-explained", "Debt swaps explained"),
    ],
    footer=[
        ("/contact", "Contact"),
        ("/privacy", "Privacy"),
        ("/careers", "Careers"),
        ("/newsletter", "Newsletter"),
    ],
    title_fmt="{t} | {name}",
)
M1 = "/publications/reports/coastal-adaptation-finance-2023"
M1_FILES = {
    "/sites/default/files/2023-05/coastal-adaptation-finance-en.pdf": ("English", "pdf"),
    "/sites/default/files/2023-05/coastal-adaptation-finance-fr.pdf": ("Francais", "pdf"),
    "/sites/default/files/2023-05/annex-country-tables.xlsx": ("Annex: country tables", "xlsx"),
    M1 + "/citation.ris": ("Cite (RIS)", "ris"),
}
M2 = "/publications/reports/state-of-remittances-2024"
M2_FILES = {
    f"/sites/default/files/2024-02/state-of-remittances-2024-{lang}.pdf": (name, "pdf")
    for lang, name in [
        ("en", "English"),
        ("fr", "Francais"),
        ("es", "Espanol"),
        ("ar", "Arabic"),
        ("pt", "Portugues"),
    ]
} | {
    "/sites/default/files/2024-02/state-of-remittances-2024-summary-en.pdf": (
        "Executive summary",
        "pdf",
    ),
    "/sites/default/files/2024-02/remittance-corridors-annex-a.xlsx": ("Annex A", "xlsx"),
    "/sites/default/files/2024-02/remittance-costs-annex-b.xlsx": ("Annex B", "xlsx"),
    "/sites/default/files/2024-03/state-of-remittances-2024-corrigendum.pdf": (
        "Corrigendum (March 2024)",
        "pdf",
    ),
    M2 + "/citation.ris": ("RIS", "ris"),
    M2 + "/citation.bib": ("BibTeX", "bib"),
}


def _file(path: str, kind: str, title: str) -> Response:
    if kind == "pdf":
        return file_pdf(title, path.rsplit("/", 1)[1])
    if kind == "xlsx":
        return xlsx(title)
    if kind == "ris":
        return file_data(
            f"TY  - RPRT\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
    return file_data(f"@techreport{{x, title={{{title}}}}}\n", "application/x-bibtex")


def _merinvale_report(title: str, files: dict[str, tuple[str, str]], blurb: str) -> str:
    rows = "".join(
        f'<tr><td>{escape(label)}</td><td><a class="dl" href="{p}">Download {kind.upper()}</a></td></tr>'
        for p, (label, kind) in files.items()
    )
    return MERINVALE.page(
        title,
        f'<nav class="crumbs"><a href="/">Home</a> / <a href="/publications">Publications</a></nav>'
        f'<article class="node--report"><h1>{escape(title)}</h1><p class="byline">Report · '
        f'Merinvale Institute staff</p><div class="summary">{blurb}</div>'
        f'<table class="downloads">{rows}</table>'
        '<div class="share" data-share="x,linkedin,email"></div></article>',
    )


def merinvale_sites() -> list[Site]:
    t1, t2 = "Financing coastal adaptation in small island states", "State of remittances 2024"
    pages: dict[str, str | Response] = {
        M1: _merinvale_report(t1, M1_FILES, "<p>How island states pay for sea walls.</p>"),
        M2: _merinvale_report(t2, M2_FILES, "<p>Costs and flows along 48 corridors.</p>"),
    }
    for files, t in ((M1_FILES, t1), (M2_FILES, t2)):
        for p, (_label, kind) in files.items():
            pages[p] = _file(p, kind, t)
    return [MERINVALE.site(pages)]


# --- partner resource library mirroring policy briefs (library.tidewell.hx81.example) -----

TIDEWELL = Org(
    host="library.tidewell.hx81.example",
    name="Tidewell Alliance Resource Library",
    menu=[
        ("/resources", "All resources"),
        ("/collections", "Collections"),
        ("/partners", "Partners"),
        ("/submit", "Submit a resource"),
    ],
    topics=[
        ("/resources?theme=social-protection", "Social protection"),
        ("/resources?theme=food-security", "Food security"),
    ],
    featured=[("/resource/toolkit-community-scorecards", "Community scorecards toolkit")],
    footer=[
        ("/about-the-library", "About the library"),
        ("/terms", "Terms of use"),
        ("/privacy-notice", "Privacy"),
    ],
    title_fmt="{t} - {name}",
)
PARTNER = Org(
    host="www.sahelcash.hx81.example",
    name="Sahel Cash Learning Network",
    menu=[("/briefs", "Briefs"), ("/network", "Network")],
    footer=[("/contact", "Contact")],
)
T1 = "/resource/brief-2211-cash-transfers-sahel"
T1_ORIGIN = PARTNER.url("/briefs/2022/cash-transfers-and-lean-season")
T2 = "/resource/brief-2307-shock-responsive-registries"
T2_ORIGIN = PARTNER.url("/briefs/2023/shock-responsive-registries")


def _tidewell_resource(title: str, files: list[tuple[str, str]], origin: str) -> str:
    return TIDEWELL.page(
        title,
        f'<div class="resource"><h1>{escape(title)}</h1><dl><dt>Type</dt><dd>Policy brief</dd>'
        "<dt>Publisher</dt><dd>Sahel Cash Learning Network</dd></dl>"
        f'<p class="mirror">Mirrored with permission. Original: <a rel="canonical" '
        f'href="{origin}">Sahel Cash Learning Network</a></p>'
        f"<h2>Files</h2>{ul(files, 'files')}</div>",
    )


def tidewell_sites() -> list[Site]:
    t1, t2 = "Cash transfers and the lean season", "Shock-responsive social registries"
    f1 = [("/media/briefs/2211/cash-transfers-lean-season.pdf", "Brief (PDF, 480 KB)")]
    f2 = [
        ("/media/briefs/2307/shock-responsive-registries-en.pdf", "Brief, English"),
        ("/media/briefs/2307/registres-sociaux-reactifs-fr.pdf", "Note, francais"),
        ("/media/briefs/2307/registry-coverage-data.xlsx", "Coverage data (XLSX)"),
        ("/media/briefs/2307/registry-infographic.png", "Infographic (PNG)"),
    ]
    pages: dict[str, str | Response] = {
        T1: _tidewell_resource(t1, f1, T1_ORIGIN),
        T2: _tidewell_resource(t2, f2, T2_ORIGIN),
    }
    for files, t in ((f1, t1), (f2, t2)):
        for p, _ in files:
            if p.endswith(".pdf"):
                pages[p] = file_pdf(t, p)
            elif p.endswith(".xlsx"):
                pages[p] = xlsx(t)
            else:
                pages[p] = Response.data(png(40, 30), "image/png")
    partner = {
        T1_ORIGIN.removeprefix("http://" + PARTNER.host): PARTNER.page(t1, f"<h1>{t1}</h1>"),
        T2_ORIGIN.removeprefix("http://" + PARTNER.host): PARTNER.page(t2, f"<h1>{t2}</h1>"),
    }
    return [TIDEWELL.site(pages), PARTNER.site(partner)]


# --- webinar archive (events.corvane.hx81.example) ----------------------------------------

CORVANE = Org(
    host="events.corvane.hx81.example",
    name="Corvane Energy Forum",
    menu=[
        ("/webinars", "Webinars"),
        ("/conferences", "Conferences"),
        ("/speakers", "Speakers"),
        ("/register", "Register"),
    ],
    topics=[("/webinars/topic/subsidies", "Subsidies"), ("/webinars/topic/grids", "Grids")],
    featured=[("/webinars/2024/grid-codes-for-storage", "Grid codes for storage")],
    footer=[
        ("/code-of-conduct", "Code of conduct"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
    ],
    title_fmt="{t} :: {name}",
)
C1 = "/webinars/2024/energy-subsidy-reform-lessons"
C2 = "/webinars/2023/just-transition-coal-regions"


def _webinar(title: str, when: str, files: list[tuple[str, str]]) -> str:
    return CORVANE.page(
        title,
        f'<section class="webinar"><h1>{escape(title)}</h1><time>{when}</time>'
        '<video controls poster="/assets/img/favicon.png"></video>'
        f"<h2>Materials</h2>{ul(files, 'materials')}"
        "<p>Moderated by the Forum secretariat. Questions were taken from the chat.</p></section>",
    )


def corvane_sites() -> list[Site]:
    t1, t2 = (
        "Energy subsidy reform: lessons from five countries",
        "A just transition for coal regions",
    )
    f1 = [
        ("/media/webinars/2024-03-14/recording.mp4", "Recording (MP4)"),
        ("/media/webinars/2024-03-14/slides.pdf", "Slides"),
        ("/media/webinars/2024-03-14/transcript.txt", "Transcript"),
    ]
    f2 = [
        ("/media/webinars/2023-11-02/recording-720p.mp4", "Recording 720p"),
        ("/media/webinars/2023-11-02/recording-360p.mp4", "Recording 360p"),
        ("/media/webinars/2023-11-02/audio.mp3", "Audio only"),
        ("/media/webinars/2023-11-02/slides-ramos.pdf", "Slides: M. Ramos"),
        ("/media/webinars/2023-11-02/slides-okafor.pptx", "Slides: C. Okafor"),
        ("/media/webinars/2023-11-02/slides-lindqvist.pdf", "Slides: E. Lindqvist"),
        ("/media/webinars/2023-11-02/qa-from-chat.pdf", "Questions and answers"),
        ("/media/webinars/2023-11-02/captions-en.vtt", "Captions (WebVTT)"),
        ("/media/webinars/2023-11-02/transcript.txt", "Transcript"),
        (C2 + "/transcript", "Read the transcript online"),
    ]
    pages: dict[str, str | Response] = {
        C1: _webinar(t1, "2024-03-14", f1),
        C2: _webinar(t2, "2023-11-02", f2),
        # The online transcript repeats the webinar's page title and links the speakers'
        # profiles: a title-string crawl would go one hop on from it to them.
        C2 + "/transcript": CORVANE.page(
            "Transcript: " + t2,
            f"<h1>Transcript</h1><p>{t2}</p>"
            + ul(
                [
                    (f"/speakers/{n}", n.replace("-", " ").title())
                    for n in ("marta-ramos", "chidi-okafor", "elin-lindqvist")
                ]
            )
            + '<p><a href="/media/webinars/2023-11-02/transcript.txt">Plain text</a></p>',
        ),
    }
    types = {
        "mp4": "video/mp4",
        "mp3": "audio/mpeg",
        "txt": "text/plain",
        "vtt": "text/vtt",
        "pptx": PPTX,
    }
    for files, t in ((f1, t1), (f2, t2)):
        for p, _ in files:
            if p.endswith("/transcript"):
                continue
            ext = p.rsplit(".", 1)[1]
            pages[p] = file_pdf(t, p) if ext == "pdf" else file_data(f"{t}\n{p}\n", types[ext])
    return [CORVANE.site(pages)]


# --- international organisation document repository (docs.ilvaro.hx81.example) -----------

ILVARO = Org(
    host="docs.ilvaro.hx81.example",
    name="Ilvaro Open Knowledge Repository",
    menu=[
        ("/communities", "Communities and collections"),
        ("/browse/dateissued", "By date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    footer=[("/page/terms", "Terms"), ("/page/oai", "OAI-PMH"), ("/feedback", "Feedback")],
    title_fmt="{t}",
    home_title="Ilvaro Open Knowledge Repository",
)
I1 = "/handle/10986/40213"
I2 = "/handle/10986/41877"


def _signposted(
    entry: str, items: list[tuple[str, str]], described: list[tuple[str, str]], extra: list[str]
) -> list[tuple[str, str]]:
    url = ILVARO.url
    parts = [f'<{url(entry)}>; rel="cite-as"']
    parts += [
        f'<{url(p)}>; rel="item"; type="{XLSX if "XLSX" in label else "application/pdf"}"'
        for p, label in items
    ]
    parts += [f'<{url(p)}>; rel="describedby"; type="{t}"' for p, t in described]
    return [("Link", ", ".join(parts + extra))]


def _item_page(
    title: str,
    entry: str,
    items: list[tuple[str, str]],
    described: list[tuple[str, str]],
    author_note: str,
) -> str:
    return ILVARO.page(
        title,
        f'<div class="item-page"><h1>{escape(title)}</h1><p>{author_note}</p>'
        f'<p>URI: <a href="{entry}">{ILVARO.url(entry)}</a></p>'
        f"<h2>Files in this item</h2>{ul(items, 'bitstreams')}"
        f"<h2>Export</h2>{ul([(p, 'Metadata') for p, _ in described], 'export')}"
        f'<p><a href="{entry}?show=full">Show full item record</a></p>'
        '<p>Collections: <a href="/handle/10986/2">Policy Research Working Papers</a></p></div>',
    )


def ilvaro_sites() -> list[Site]:
    t1 = "Informality and tax compliance in West Africa"
    t2 = "Water utilities performance benchmarking 2022"
    items1 = [("/bitstreams/5c1e7a90-1b2d-4c3e-9f00-11aa22bb33cc/download", "Working paper (PDF)")]
    d1 = [(I1 + "/metadata.xml", "application/xml")]
    items2 = [
        ("/bitstreams/8d2f0b41-7e6a-4f2b-8c11-0a9b8c7d6e5f/download", "Report (English)"),
        ("/bitstreams/8d2f0b42-7e6a-4f2b-8c11-0a9b8c7d6e5f/download", "Rapport (francais)"),
        ("/bitstreams/8d2f0b43-7e6a-4f2b-8c11-0a9b8c7d6e5f/download", "Informe (espanol)"),
        ("/bitstreams/8d2f0b44-7e6a-4f2b-8c11-0a9b8c7d6e5f/download", "Arabic edition"),
        ("/bitstreams/8d2f0b45-7e6a-4f2b-8c11-0a9b8c7d6e5f/download", "Utility indicators (XLSX)"),
    ]
    d2 = [(I2 + "/metadata.xml", "application/xml"), (I2 + "/datacite.json", "application/json")]
    extra2 = [
        '<https://schema.org/Report>; rel="type"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
    ]
    pages: dict[str, str | Response] = {}
    for entry, t, items, d, extra, note in (
        (I1, t1, items1, d1, [], "Policy Research Working Paper 10342"),
        (I2, t2, items2, d2, extra2, "Water Global Practice; annex spreadsheet included"),
    ):
        headers = _signposted(entry, items, d, extra)
        body = _item_page(t, entry, items, d, note)
        pages[entry] = Response.html(body, headers=headers)
        pages[entry + "?show=full"] = ILVARO.page(
            t, f"<h1>{escape(t)}</h1><table>dc.title {t}</table>"
        )
        for p, label in items:
            pages[p] = xlsx(t) if "XLSX" in label else file_pdf(t, label)
        for p, ctype in d:
            pages[p] = file_data(f"<dc><title>{t}</title></dc>", ctype)
    pages["/handle/10986/2"] = ILVARO.chrome_page("Policy Research Working Papers")
    return [ILVARO.site(pages)]


def _u(org: Org, paths: list[str]) -> list[str]:
    return [org.url(p) for p in paths]


CASES: list[Case] = [
    # A think tank's report landing page: files one hop away, chrome also on the homepage
    # and 404 page (the seed's Zenodo/SSRN shape): Single Page+ with Ignored URIs.
    case(
        "merinvale-coastal",
        "think-tank report series (report with two languages and annex)",
        "single_hop",
        "single_page_plus_ignored",
        MERINVALE.url(M1),
        _u(MERINVALE, [M1, *M1_FILES]),
        merinvale_sites,
        others=_u(MERINVALE, [p for p, _ in MERINVALE.featured]),
    ),
    # Harder: five languages, summary, two annexes, a corrigendum, two citation formats.
    case(
        "merinvale-remittances",
        "think-tank report series (flagship in five languages)",
        "single_hop",
        "single_page_plus_ignored",
        MERINVALE.url(M2),
        _u(MERINVALE, [M2, *M2_FILES]),
        merinvale_sites,
    ),
    # A policy brief mirrored on a partner library: the library's own copy is single hop;
    # the original on the partner's site is another portal, hence another artifact.
    case(
        "tidewell-lean-season",
        "partner resource library (mirrored policy brief)",
        "single_hop",
        "single_page_plus_ignored",
        TIDEWELL.url(T1),
        [TIDEWELL.url(T1), TIDEWELL.url("/media/briefs/2211/cash-transfers-lean-season.pdf")],
        tidewell_sites,
        others=[T1_ORIGIN],
    ),
    # Harder: two languages, a data annex and an infographic, original on the partner site.
    case(
        "tidewell-registries",
        "partner resource library (bilingual brief with data annex)",
        "single_hop",
        "single_page_plus_ignored",
        TIDEWELL.url(T2),
        _u(
            TIDEWELL,
            [
                T2,
                "/media/briefs/2307/shock-responsive-registries-en.pdf",
                "/media/briefs/2307/registres-sociaux-reactifs-fr.pdf",
                "/media/briefs/2307/registry-coverage-data.xlsx",
                "/media/briefs/2307/registry-infographic.png",
            ],
        ),
        tidewell_sites,
        others=[T2_ORIGIN],
    ),
    # A webinar page with its recording and materials one hop away (the seed's JoVe videos):
    # Single Page+ with Ignored URIs.
    case(
        "corvane-subsidies",
        "webinar archive (recording, slides, transcript)",
        "single_hop",
        "single_page_plus_ignored",
        CORVANE.url(C1),
        _u(
            CORVANE,
            [
                C1,
                "/media/webinars/2024-03-14/recording.mp4",
                "/media/webinars/2024-03-14/slides.pdf",
                "/media/webinars/2024-03-14/transcript.txt",
            ],
        ),
        corvane_sites,
    ),
    # Harder: three speakers' decks, two resolutions, audio, captions and the chat Q&A.
    case(
        "corvane-coal",
        "webinar archive (panel with three decks and captions)",
        "single_hop",
        "single_page_plus_ignored",
        CORVANE.url(C2),
        _u(
            CORVANE,
            [
                C2,
                *(
                    f"/media/webinars/2023-11-02/{f}"
                    for f in (
                        "recording-720p.mp4",
                        "recording-360p.mp4",
                        "audio.mp3",
                        "slides-ramos.pdf",
                        "slides-okafor.pptx",
                        "slides-lindqvist.pdf",
                        "qa-from-chat.pdf",
                        "captions-en.vtt",
                        "transcript.txt",
                    )
                ),
                C2 + "/transcript",
            ],
        ),
        corvane_sites,
    ),
    # The repository names the artifact in signposting Link headers (cite-as, item,
    # describedby); the full-record view and the collection are not signposted.
    case(
        "ilvaro-informality",
        "IO document repository (signposted working paper)",
        "single_hop",
        "signposting",
        ILVARO.url(I1),
        _u(
            ILVARO,
            [I1, "/bitstreams/5c1e7a90-1b2d-4c3e-9f00-11aa22bb33cc/download", I1 + "/metadata.xml"],
        ),
        ilvaro_sites,
    ),
    # Harder: five bitstreams, two metadata formats, and type/author links that are not
    # artifact URIs.
    case(
        "ilvaro-water",
        "IO document repository (multilingual report, two metadata formats)",
        "single_hop",
        "signposting",
        ILVARO.url(I2),
        _u(
            ILVARO,
            [
                I2,
                I2 + "/metadata.xml",
                I2 + "/datacite.json",
                *(
                    f"/bitstreams/8d2f0b4{i}-7e6a-4f2b-8c11-0a9b8c7d6e5f/download"
                    for i in range(1, 6)
                ),
            ],
        ),
        ilvaro_sites,
    ),
]
