"""Statistical offices and agency newsrooms: bulletins, data tables, bare data-release
indexes and science news stories (heldout46)."""

from __future__ import annotations

from functools import cache

from keepnet.testweb.assets import png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import COOKIES, agency_site, analytics, bare_site, blob, csv_file, pdf_file

# --- statistical office bulletin: an HTML-only release (single artifact URI) -------------

BUL = Portal(
    host="www.valdoria-stat.hx46.example",
    name="Valdoria Statistics Office",
    menu=[
        ("/economy", "Economy"),
        ("/peoplepopulationandcommunity", "People, population and community"),
        ("/businessindustryandtrade", "Business, industry and trade"),
        ("/releasecalendar", "Release calendar"),
        ("/methodology", "Methodology"),
    ],
    footer=[
        ("/help/accessibility", "Accessibility"),
        ("/help/cookies", "Cookies"),
        ("/help/privacy", "Privacy"),
        ("/aboutus/contactus", "Contact us"),
        ("/help/termsandconditions", "Open Government Licence v3.0"),
    ],
    title_format="{title} - {name}",
    home_title="Home - Valdoria Statistics Office",
    home_main="<h1>Valdoria Statistics Office</h1><p>The nation's largest producer of "
    "official statistics.</p>",
)
CPI = "/economy/inflationandpriceindices/bulletins/consumerpriceinflation"
LMO = "/employmentandlabourmarket/peopleinwork/bulletins/labourmarketoverview"


def bulletin(title: str, release: str, edition_path: str, sections: list[str], extra: str) -> str:
    toc = "".join(f'<li><a href="#s{i}">{i}. {s}</a></li>' for i, s in enumerate(sections, 1))
    body = "".join(
        f'<section id="s{i}"><h2>{i}. {s}</h2><p>Estimates for {s.lower()} in this '
        "release are based on survey returns and administrative sources.</p></section>"
        for i, s in enumerate(sections, 1)
    )
    return BUL.page(
        title,
        f"""{COOKIES}<nav class="breadcrumb"><a href="/">Home</a> &gt;
<a href="/economy">Economy</a> &gt; <a href="{edition_path}">All editions</a></nav>
<div class="release-meta"><span class="badge">Official Statistics</span>
<dl><dt>Release date</dt><dd>{release}</dd><dt>Next release</dt><dd>To be announced</dd>
<dt>Contact</dt><dd><a href="mailto:prices@valdoria-stat.hx46.example">Prices team</a></dd>
</dl></div><h1>{title}</h1><ol class="toc">{toc}</ol>{body}{extra}
<p class="print"><a href="javascript:window.print()">Print this statistical bulletin</a></p>""",
        head=analytics("valdoria-stat"),
        share=BUL.url(edition_path),
    )


CPI_MAR = f"{CPI}/march2026"
CPI_FEB = f"{CPI}/february2026"
LMO_APR = f"{LMO}/april2026"
LMO_MAR = f"{LMO}/march2026"
LMO_FEB = f"{LMO}/february2026"
CPI_DATA = "/economy/inflationandpriceindices/datasets/consumerpriceindices"
LMO_DATA = "/employmentandlabourmarket/peopleinwork/datasets/summaryoflabourmarketstatistics"


@cache
def bulletin_sites() -> list[Site]:
    cpi_sections = ["Main points", "Consumer price inflation rate", "Contributions", "Data"]
    lmo_sections = [
        "Main points",
        "Employment",
        "Unemployment",
        "Economic inactivity",
        "Vacancies",
        "Pay",
        "Revisions",
        "Quality and methodology",
    ]
    related = (
        '<aside class="related"><h3>Related datasets</h3>'
        + links([(CPI_DATA, "Consumer price indices")])
        + "</aside>"
    )
    lmo_related = (
        '<aside class="related"><h3>Previous editions</h3>'
        + links([(LMO_MAR, "March 2026"), (LMO_FEB, "February 2026")])
        + "<h3>Related datasets</h3>"
        + links([(LMO_DATA, "Summary of labour market statistics")])
        + "</aside>"
    )
    pages = {
        CPI_MAR: bulletin(
            "Consumer price inflation, Valdoria: March 2026",
            "16 April 2026",
            CPI,
            cpi_sections,
            related + f'<p>Previous release: <a href="{CPI_FEB}">February 2026</a></p>',
        ),
        CPI_FEB: bulletin(
            "Consumer price inflation, Valdoria: February 2026",
            "19 March 2026",
            CPI,
            cpi_sections,
            related,
        ),
        LMO_APR: bulletin(
            "Labour market overview, Valdoria: April 2026",
            "14 April 2026",
            LMO,
            lmo_sections,
            lmo_related,
        ),
        LMO_MAR: bulletin(
            "Labour market overview, Valdoria: March 2026",
            "17 March 2026",
            LMO,
            lmo_sections,
            "",
        ),
        LMO_FEB: bulletin(
            "Labour market overview, Valdoria: February 2026",
            "17 February 2026",
            LMO,
            lmo_sections,
            "",
        ),
        CPI: BUL.page(
            "Consumer price inflation: all editions",
            "<h1>All editions</h1>" + links([(CPI_MAR, "March 2026"), (CPI_FEB, "February 2026")]),
        ),
        LMO: BUL.page(
            "Labour market overview: all editions",
            "<h1>All editions</h1>"
            + links([(LMO_APR, "April 2026"), (LMO_MAR, "March 2026"), (LMO_FEB, "February")]),
        ),
    }
    return [agency_site(BUL, pages)]


# --- statistical data table: landing with downloads (single hop, like Zenodo) -------------

TAB = Portal(
    host="tables.valdoria-stat.hx46.example",
    name="Valdoria Data Explorer",
    menu=[
        ("/en/subjects", "Browse by subject"),
        ("/en/tables", "All tables"),
        ("/en/geography", "Geography"),
        ("/en/api", "Developer API"),
        ("/en/help", "Help"),
    ],
    footer=[("/en/about", "About"), ("/en/privacy", "Privacy"), ("/en/licence", "Licence")],
    title_format="{title} — {name}",
    home_title="Valdoria Data Explorer",
)
TAB_DL = "dl.valdoria-stat.hx46.example"
RIS = "TY  - DATA\nTI  - {}\nPB  - Valdoria Statistics Office\nER  - \n"
RIS_TYPE = "application/x-research-info-systems"
T1, T1_OTHER = "1710-0084-01", "1710-0009-01"
T2, T2_OTHER = "3610-0434-02", "3610-0104-01"
# Featured on the home page, so a related-table link on a landing page is ignored.
TAB.home_main = "<h1>Valdoria Data Explorer</h1><h2>Popular tables</h2>" + links(
    [
        (f"/en/table/{T1_OTHER}", "Population estimates, quarterly"),
        (f"/en/table/{T2_OTHER}", "Gross domestic product, expenditure-based"),
    ]
)


def table_page(tid: str, title: str, downloads: list[tuple[str, str]], notes: bool) -> str:
    rows = "".join(
        f"<tr><th>{y}</th><td>{1000 + i * 13}</td></tr>"
        for i, y in enumerate(["2021", "2022", "2023", "2024", "2025"])
    )
    note = (
        f'<p><a href="/en/table/{tid}/notes">Footnotes and symbol legend</a></p>' if notes else ""
    )
    return TAB.page(
        title,
        f"""{COOKIES}<h1>{title}</h1><p class="tid">Table: {tid} (formerly CANSIM)</p>
<p>Release date: 2026-03-18 · Frequency: Annual · Geography: Valdoria, provinces</p>
<form action="/en/table/{tid}/customize"><button>Add/remove data</button></form>
<table class="data">{rows}</table>{note}
<section class="downloads"><h2>Download options</h2>{links(downloads)}</section>
<section class="cite"><h2>How to cite</h2><p>Valdoria Statistics Office. Table {tid} {title}.
</p></section><aside><h3>Related tables</h3>{links([(f"/en/table/{T1_OTHER}", "Population estimates, quarterly")])}</aside>""",
        head=analytics("valdoria-stat"),
    )


@cache
def table_sites() -> list[Site]:
    d1 = [
        (f"/en/table/{T1}/download/csv", "CSV (for database loading)"),
        (f"/en/table/{T1}/download/xlsx", "Excel, as displayed"),
        (f"/en/table/{T1}/download/sdmx", "SDMX"),
        (f"/en/table/{T1}/cite.ris", "Citation (RIS)"),
    ]
    d2 = [
        (f"http://{TAB_DL}/t/{T2.replace('-', '')}-eng.zip", "Entire table, CSV (zip)"),
        (f"http://{TAB_DL}/t/{T2.replace('-', '')}-eng.parquet", "Entire table, Parquet"),
        (f"http://{TAB_DL}/t/{T2.replace('-', '')}-SDMX.zip", "Entire table, SDMX"),
        (f"/en/table/{T2}/download/csv", "Displayed data, CSV"),
        (f"/en/table/{T2}/metadata.pdf", "Survey and methodology notes (PDF)"),
        (f"/en/table/{T2}/cite.ris", "Citation (RIS)"),
        (f"/en/table/{T2}/cite.bib", "Citation (BibTeX)"),
    ]
    pages = {
        f"/en/table/{T1}": table_page(T1, "Population estimates by age and gender", d1, False),
        f"/en/table/{T1}/download/csv": csv_file("REF_DATE,GEO,VALUE", "2025,Valdoria,4100233"),
        f"/en/table/{T1}/download/xlsx": blob("application/vnd.ms-excel"),
        f"/en/table/{T1}/download/sdmx": blob("application/xml"),
        f"/en/table/{T1}/cite.ris": data(RIS.format("Population estimates"), RIS_TYPE),
        f"/en/table/{T2}": table_page(T2, "Household sector assets, quarterly", d2, True),
        f"/en/table/{T2}/notes": TAB.page(
            "Footnotes: table 3610-0434-02",
            "<h1>Footnotes</h1><ol><li>Data revised back to 2019.</li></ol>"
            "<p>Symbol legend: .. not available; x suppressed; E use with caution.</p>",
        ),
        f"/en/table/{T2}/download/csv": csv_file("REF_DATE,GEO,VALUE", "2025Q4,Valdoria,91"),
        f"/en/table/{T2}/metadata.pdf": pdf_file("Household sector assets: methodology"),
        f"/en/table/{T2}/cite.ris": data(RIS.format("Household sector assets"), RIS_TYPE),
        f"/en/table/{T2}/cite.bib": data(
            "@misc{vso36100434, title={Household sector assets}}\n", "application/x-bibtex"
        ),
        f"/en/table/{T1_OTHER}": table_page(T1_OTHER, "Population estimates, quarterly", [], False),
        f"/en/table/{T2_OTHER}": table_page(
            T2_OTHER, "Gross domestic product, expenditure-based", [], False
        ),
    }
    dl = bare_site(
        TAB_DL,
        {
            f"/t/{T2.replace('-', '')}-eng.zip": blob("application/zip"),
            f"/t/{T2.replace('-', '')}-eng.parquet": blob("application/vnd.apache.parquet"),
            f"/t/{T2.replace('-', '')}-SDMX.zip": blob("application/zip"),
        },
    )
    site = agency_site(TAB, pages)
    return [site, dl]


# --- survey data release index: a bare listing page, nothing but its files ----------------

DIR = Portal(
    host="files.corrigan-geodata.hx46.example",
    name="Corrigan Geophysical Data Service",
    menu=[("/releases/", "Releases"), ("/docs/", "Documentation")],
    footer=[("/docs/terms.html", "Terms of use")],
    home_title="Corrigan Geophysical Data Service — file server",
)
DIR_MIRROR = "mirror.tervo-geomirror.hx46.example"
AERO, GRAV = "/releases/aeromag-2019-block7/", "/releases/gravity-2023-v2/"


def listing(path: str, readme: str, files: list[tuple[str, str, str]]) -> str:
    """An autoindex page with sorting and the parent link suppressed (IndexOptions)."""
    rows = "".join(
        f'<tr><td><img src="/icons/generic.png" alt="[   ]"></td><td><a href="{href}">{name}'
        f'</a></td><td>{date}</td><td align="right">-</td></tr>'
        for href, name, date in files
    )
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html><head><title>Index of {path.rstrip("/")}</title></head><body>
<h1>Index of {path.rstrip("/")}</h1><pre>{readme}</pre>
<table><tr><th></th><th>Name</th><th>Last modified</th><th>Size</th></tr>{rows}</table>
<address>Apache Server at {DIR.host} Port 80</address></body></html>
"""


@cache
def dir_sites() -> list[Site]:
    aero = [
        ("block7_tmi.grd", "block7_tmi.grd", "2019-11-04 10:12"),
        ("block7_lines.xyz", "block7_lines.xyz", "2019-11-04 10:12"),
        ("block7_report.pdf", "block7_report.pdf", "2019-11-05 08:30"),
    ]
    grav = [
        ("gravity_v2_stations.csv", "gravity_v2_stations.csv", "2023-06-01 14:00"),
        ("gravity_v2_bouguer.tif", "gravity_v2_bouguer.tif", "2023-06-01 14:00"),
        ("gravity_v2_freeair.tif", "gravity_v2_freeair.tif", "2023-06-01 14:00"),
        ("gravity_v2_metadata.xml", "gravity_v2_metadata.xml", "2023-06-01 14:02"),
        ("CHANGES.txt", "CHANGES.txt", "2023-06-02 09:10"),
        ("SHA256SUMS", "SHA256SUMS", "2023-06-02 09:11"),
        ("SHA256SUMS.asc", "SHA256SUMS.asc", "2023-06-02 09:11"),
        (
            f"http://{DIR_MIRROR}/corrigan/gravity-2023-v2.tar",
            "gravity-2023-v2.tar (mirror)",
            "2023-06-02 12:00",
        ),
    ]
    pages: dict[str, object] = {
        AERO: listing(AERO, "Aeromagnetic survey, block 7 (2019). Licence: CC BY 4.0.", aero),
        GRAV: listing(
            GRAV,
            "Regional gravity compilation, version 2 (2023). Supersedes v1.\n"
            "Checksums are signed with the data-service key.",
            grav,
        ),
        AERO + "block7_tmi.grd": blob("application/octet-stream"),
        AERO + "block7_lines.xyz": blob("text/plain"),
        AERO + "block7_report.pdf": pdf_file("Aeromagnetic survey block 7"),
        GRAV + "gravity_v2_stations.csv": csv_file("station,lat,lon,g", "G001,51.2,-3.1,981123.4"),
        GRAV + "gravity_v2_bouguer.tif": blob("image/tiff"),
        GRAV + "gravity_v2_freeair.tif": blob("image/tiff"),
        GRAV + "gravity_v2_metadata.xml": blob("application/xml"),
        GRAV + "CHANGES.txt": blob("text/plain"),
        GRAV + "SHA256SUMS": blob("text/plain"),
        GRAV + "SHA256SUMS.asc": blob("application/pgp-signature"),
        "/releases/": listing(
            "/releases/", "", [(AERO, "aeromag-2019-block7/", "-"), (GRAV, "gravity-2023-v2/", "-")]
        ),
    }
    pages["/icons/generic.png"] = data(png(16, 16, (200, 200, 200)), "image/png")
    mirror = bare_site(DIR_MIRROR, {"/corrigan/gravity-2023-v2.tar": blob("application/x-tar")})
    return [agency_site(DIR, pages), mirror]  # type: ignore[arg-type]


# --- agency science news story: one page, nothing to collect beyond it --------------------

NEWS = Portal(
    host="news.saltmarsh-agency.hx46.example",
    name="Saltmarsh Environment Agency",
    menu=[
        ("/science-news", "Science news"),
        ("/topics/water", "Water"),
        ("/topics/coast", "Coast and flooding"),
        ("/publications", "Publications"),
        ("/about", "About us"),
    ],
    footer=[
        ("/foi", "Freedom of information"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    home_title="Saltmarsh Environment Agency",
)
STORY1 = "/science-news/2026/02/estuary-sediment-cores-record-two-centuries-of-metal-pollution"
STORY2 = "/science-news/2026/03/citizen-scientists-map-saltmarsh-retreat-with-drone-imagery"
STORY_OLD = "/science-news/2025/11/new-tide-gauge-network-goes-live"


def story(
    path: str, title: str, dek: str, paras: int, related: list[tuple[str, str]], tags: list[str]
) -> str:
    body = "".join(
        f"<p>Paragraph {i} of the story: field teams, laboratory results and what the "
        "findings mean for catchment management.</p>"
        for i in range(1, paras + 1)
    )
    taglinks = " ".join(f'<a class="tag" href="/science-news?tag={t}">{t}</a>' for t in tags)
    return NEWS.page(
        title,
        f"""{COOKIES}<article><p class="kicker">Science news</p><h1>{title}</h1>
<p class="dek">{dek}</p><p class="byline">By the Agency science communications team ·
<time datetime="2026-02-11">11 February 2026</time></p>
<figure><img src="/media/hero-{len(title)}.png" alt=""><figcaption>Field survey.</figcaption>
</figure>{body}<p class="tags">{taglinks}</p></article>
<aside class="related"><h2>Related stories</h2>{links(related)}</aside>
<div class="newsletter"><a href="/subscribe">Subscribe to science news</a></div>""",
        head=analytics("saltmarsh-agency"),
        share=NEWS.url(path),
    )


@cache
def news_sites() -> list[Site]:
    pages = {
        STORY1: story(
            STORY1,
            "Estuary sediment cores record two centuries of metal pollution",
            "Cores from three estuaries show lead peaking in the 1960s.",
            4,
            [(STORY_OLD, "New tide gauge network goes live")],
            ["sediment", "estuaries"],
        ),
        STORY2: story(
            STORY2,
            "Citizen scientists map saltmarsh retreat with drone imagery",
            "Volunteers flew 400 survey flights along the east coast.",
            9,
            [
                (STORY1, "Estuary sediment cores record two centuries of metal pollution"),
                (STORY_OLD, "New tide gauge network goes live"),
            ],
            ["saltmarsh", "citizen-science", "drones", "coast"],
        ),
        STORY_OLD: story(
            STORY_OLD,
            "New tide gauge network goes live",
            "Forty gauges report live.",
            2,
            [],
            ["coast"],
        ),
    }
    for path in (STORY1, STORY2, STORY_OLD):
        body = pages[path]
        hero = body[body.index("/media/hero-") :].split('"', 1)[0]
        pages[hero] = data(png(32, 20, (90, 130, 110)), "image/png")
    return [agency_site(NEWS, pages)]  # type: ignore[arg-type]


# --- cases ------------------------------------------------------------------------------

CASES: list[Case] = [
    # A bulletin is an HTML-only release: the seed's blog-post / article class (Single
    # Artifact URI), so Single Page; the editions page and datasets are other artifacts.
    Case(
        "vso-cpi-bulletin",
        "statistical office bulletin (monthly consumer price inflation release)",
        "statistical bulletin",
        "single_page",
        BUL.url(CPI_MAR),
        frozenset({BUL.url(CPI_MAR)}),
        bulletin_sites,
        others=frozenset({BUL.url(CPI_FEB), BUL.url(CPI_DATA)}),
    ),
    # Longer bulletin with anchors, previous editions and a dataset: still one URI.
    Case(
        "vso-labour-bulletin",
        "statistical office bulletin (labour market overview with previous editions)",
        "statistical bulletin",
        "single_page",
        BUL.url(LMO_APR),
        frozenset({BUL.url(LMO_APR)}),
        bulletin_sites,
        others=frozenset({BUL.url(LMO_MAR), BUL.url(LMO_FEB), BUL.url(LMO_DATA)}),
    ),
    # A table landing with its downloads one hop away, among portal chrome: the seed's
    # Zenodo/Figshare shape (Single Hop), so Single Page+ with Ignored URIs.  The related
    # table is featured on the home page and so ignored.
    Case(
        "vde-population-table",
        "statistical data table (table landing with CSV, Excel, SDMX and RIS)",
        "dataset",
        "single_page_plus_ignored",
        TAB.url(f"/en/table/{T1}"),
        frozenset(
            {TAB.url(f"/en/table/{T1}")}
            | {
                TAB.url(f"/en/table/{T1}/{s}")
                for s in ("download/csv", "download/xlsx", "download/sdmx", "cite.ris")
            }
        ),
        table_sites,
        others=frozenset({TAB.url(f"/en/table/{T1_OTHER}")}),
    ),
    # Harder: full-table files on a separate download host, a footnotes page and two
    # citation formats, all one hop from the landing: still Single Page+ with Ignored URIs.
    Case(
        "vde-household-assets-table",
        "statistical data table (full-table files on a download host, footnotes page)",
        "dataset",
        "single_page_plus_ignored",
        TAB.url(f"/en/table/{T2}"),
        frozenset(
            {TAB.url(f"/en/table/{T2}")}
            | {
                TAB.url(f"/en/table/{T2}/{s}")
                for s in ("notes", "download/csv", "metadata.pdf", "cite.ris", "cite.bib")
            }
            | {
                f"http://{TAB_DL}/t/3610043402{s}"
                for s in ("-eng.zip", "-eng.parquet", "-SDMX.zip")
            }
        ),
        table_sites,
        others=frozenset({TAB.url(f"/en/table/{T1_OTHER}")}),
    ),
    # A bare index page links nothing but the release's files: Single Hop with no chrome to
    # over-collect, so plain Single Page+ is exact.
    Case(
        "cgds-aeromag-release",
        "survey data release index (bare autoindex of an aeromagnetic block)",
        "dataset",
        "single_page_plus",
        DIR.url(AERO),
        frozenset(
            {DIR.url(AERO)}
            | {
                DIR.url(AERO + f)
                for f in ("block7_tmi.grd", "block7_lines.xyz", "block7_report.pdf")
            }
        ),
        dir_sites,
    ),
    # More files, checksums, a signature and a copy on a mirror host: one hop, Single Page+.
    Case(
        "cgds-gravity-release",
        "survey data release index (gravity compilation with checksums and a mirror copy)",
        "dataset",
        "single_page_plus",
        DIR.url(GRAV),
        frozenset(
            {DIR.url(GRAV), f"http://{DIR_MIRROR}/corrigan/gravity-2023-v2.tar"}
            | {
                DIR.url(GRAV + f)
                for f in (
                    "gravity_v2_stations.csv",
                    "gravity_v2_bouguer.tif",
                    "gravity_v2_freeair.tif",
                    "gravity_v2_metadata.xml",
                    "CHANGES.txt",
                    "SHA256SUMS",
                    "SHA256SUMS.asc",
                )
            }
        ),
        dir_sites,
    ),
    # A news story is the seed's article class: Single Page.
    Case(
        "sea-sediment-story",
        "agency science news story (short story with a related story)",
        "article",
        "single_page",
        NEWS.url(STORY1),
        frozenset({NEWS.url(STORY1)}),
        news_sites,
        others=frozenset({NEWS.url(STORY_OLD)}),
    ),
    # Long story with tags, a hero figure and two related stories: still Single Page.
    Case(
        "sea-saltmarsh-drones-story",
        "agency science news story (long story with tags and related stories)",
        "article",
        "single_page",
        NEWS.url(STORY2),
        frozenset({NEWS.url(STORY2)}),
        news_sites,
        others=frozenset({NEWS.url(STORY1), NEWS.url(STORY_OLD)}),
    ),
]
