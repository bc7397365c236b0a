"""heldout79 portals found by a significant string: a central bank's research-data pages
(title string in every object), a journal data-package repository (title string in its
metadata pages, not in its bitstreams), a replication-package archive (site name after
the title), a research-project workspace (site name before the title), an economic
time-series database and a company-filing index (an identifier in every URI)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, links

from ._kit import csv_file, pdf_file, portal, render, site, text_file, zip_file

Pages = dict[str, object]

# --- central-bank research-data pages (sig_title) ----------------------------------------------

TG = portal(
    "research.tollgatebank.hx79.example",
    "Tollgate Bank Research",
    [("/research", "Research"), ("/research/data", "Data"), ("/publications", "Publications")],
    [("/about", "About"), ("/legal", "Legal notice"), ("/rss", "RSS feeds")],
)


def _tg_dataset(
    slug: str, title: str, note: str, years: list[int], code: bool, related: list[tuple[str, str]]
) -> tuple[str, list[str], Pages]:
    """A dataset page whose every object (pages, CSV, PDF, code) repeats `title`."""
    entry = f"/research/data/{slug}"
    media = f"/-/media/research/{slug}"
    vint = [(f"{media}/{y}/{slug}-{y}.csv", f"{y} edition") for y in years]
    own = [
        (f"/publications/technical-notes/{note}", "Technical note"),
        (f"{media}/codebook.pdf", "Codebook (PDF)"),
        (f"/research/data/vintages?series={slug}", "All editions"),
    ]
    if code:
        own.append((f"{media}/replication-code.zip", "Code supplement"))
    esc = escape(title)
    pages: Pages = {
        entry: render(
            TG,
            title,
            f"<h1>{esc}</h1><p>Quarterly microdata.</p>{links(own + vint[-1:])}"
            f"<aside><h2>Other datasets</h2>{links(related)}</aside>",
            raw_title=True,
        ),
        own[0][0]: render(
            TG,
            f"Technical note: {title}",
            f"<h1>Technical note</h1><p>{esc}: "
            f'sampling and weights.</p><a href="{media}/codebook.pdf">Codebook</a>',
        ),
        own[1][0]: pdf_file(title, "Codebook"),
        own[2][0]: render(TG, f"Editions of {title}", f"<h1>{esc}: editions</h1>{links(vint)}"),
    }
    for path, _label in vint:
        pages[path] = csv_file("respondent,expected_inflation", ["1,3.1"], comment=title)
    if code:
        pages[f"{media}/replication-code.zip"] = zip_file({"README.txt": f"{title}\ncode\n"})
    truth = [TG.url(entry)] + [TG.url(p) for p, _ in own + vint]
    return TG.url(entry), truth, pages


TG_RELATED = [("/research/data/regional-wage-tracker", "Regional Wage Tracker")]
TG_A = _tg_dataset(
    "hies",
    "Household Inflation Expectations Survey Microdata",
    "tn-2024-03",
    [2024],
    False,
    TG_RELATED,
)
TG_B = _tg_dataset(
    "cblm",
    "Corporate Bond Liquidity Monitor",
    "tn-2023-11",
    [2020, 2021, 2022, 2023, 2024],
    True,
    TG_RELATED + [("/research/data/hies", "Household inflation expectations")],
)


def _tollgate() -> list[Site]:
    pages: Pages = {**TG_A[2], **TG_B[2]}
    pages["/research/data/regional-wage-tracker"] = render(
        TG, "Regional Wage Tracker", "<h1>RWT</h1>"
    )
    return [site(TG, pages)]  # type: ignore[arg-type]


# --- journal data-package repository (sig_title_plus_ignored) ------------------------------------

SH = portal(
    "datapkg.sheafrepo.hx79.example",
    "Sheaf Data Repository",
    [("/discover", "Search data"), ("/journals", "Partner journals"), ("/submit", "Submit data")],
    [("/pages/faq", "FAQ"), ("/pages/policies", "Policies"), ("/pages/contact", "Contact")],
)
BITS = "http://bits.sheafrepo.hx79.example"


def _sh_package(
    doi: str, title: str, files: list[str], full: bool
) -> tuple[str, list[str], Pages, dict[str, object]]:
    """Package and file pages say "Data from: <title>"; bitstreams do not."""
    sig = f"Data from: {title}"
    base = f"/resource/doi:10.79002/{doi}"
    fp = [(f"{base}/{i}", f"File {i}: {f}") for i, f in enumerate(files, 1)]
    own = fp + [(f"/citation/{doi}.ris", "Export citation (RIS)")]
    if full:
        own.append((f"{base}?show=full", "Show full item record"))
    main = (
        f'<h1>{escape(sig)}</h1><p>Published in <a href="http://journals.tollpress.test/a/1">'
        f"the article</a>. Cite: doi:10.79002/{doi}</p>{links(own)}"
    )
    pages: Pages = {base: render(SH, sig, main, raw_title=True)}
    bits: dict[str, object] = {}
    for (path, _label), f in zip(fp, files, strict=True):
        b = f"{BITS}/bitstream/handle/10255/{doi}/{quote(f)}?sequence=1"
        bits[b] = (
            csv_file("firm,year,leverage", ["17,2019,0.41"])
            if f.endswith(".csv")
            else text_file("README\n")
        )
        pages[path] = render(
            SH,
            sig,
            f'<h1>{escape(sig)}</h1><p>{escape(f)}</p><a href="{b}">Download</a>',
            raw_title=True,
        )
    pages[f"/citation/{doi}.ris"] = text_file(f"TY  - DATA\nTI  - {sig}\nER  - \n")
    if full:
        pages[f"{base}?show=full"] = render(
            SH,
            sig,
            f"<table><tr><td>dc.title</td><td>{escape(sig)}</td></tr></table>",
            raw_title=True,
        )
    truth = [SH.url(base)] + [SH.url(p) for p, _ in own] + list(bits)
    return SH.url(base), truth, pages, bits


SH_A = _sh_package(
    "sheaf.4k2j", "Leverage cycles in small manufacturing firms", ["leverage.csv"], False
)
SH_B = _sh_package(
    "sheaf.7m3p",
    "Informal credit and household consumption smoothing in rural Peru",
    ["households.csv", "loans.csv", "prices.csv", "README.txt"],
    True,
)


def _sheaf() -> list[Site]:
    bits = Site(BITS.removeprefix("http://"))
    for url, value in {**SH_A[3], **SH_B[3]}.items():
        bits.add("/" + url.split("/", 3)[3], value)  # type: ignore[arg-type]
    return [site(SH, {**SH_A[2], **SH_B[2]}), bits]  # type: ignore[arg-type]


# --- replication-package archive (sig_filtered_title, site name at the end) ----------------------

RV = portal(
    "www.replicavault.hx79.example",
    "ReplicaVault",
    [("/search/studies", "Find data"), ("/deposit", "Deposit"), ("/aea", "AEA packages")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/help/faq", "FAQ")],
    title_format="{title} | {name}",
    home_title="ReplicaVault",
)


def _rv_project(
    pid: int, title: str, versions: list[str], files: list[str]
) -> tuple[str, list[str], Pages]:
    """Every view, file page and file of every version repeats the project title."""
    esc = escape(title)
    pages: Pages = {}
    vlinks = [(f"/project/{pid}/version/{v}/view", f"Version {v}") for v in versions]
    for v in versions:
        base = f"/project/{pid}/version/{v}"
        flinks = [(f"{base}/view?path=/{pid}/{v}/{f}", f) for f in files]
        cite = (f"{base}/export?format=bibtex", "Export citation")
        pages[f"{base}/view"] = render(
            RV,
            title,
            f"<h1>{esc}</h1><p>Version {v}</p>{links(flinks + [cite])}<h2>Versions</h2>{links(vlinks)}",
        )
        for path, f in flinks:
            dl = f"{base}/download/file?filePath=/{pid}/{v}/{f}"
            pages[path] = render(
                RV, f"{f} - {title}", f'<h1>{esc}</h1><p>{escape(f)}</p><a href="{dl}">Download</a>'
            )
            pages[dl] = (
                pdf_file(title, v, f) if f.endswith(".pdf") else text_file(f"* {title}, {v}: {f}\n")
            )
        pages[cite[0]] = text_file(
            f"@misc{{rv{pid}{v}, title = {{{title}}}}}\n", "application/x-bibtex"
        )
    latest = f"/project/{pid}/version/{versions[-1]}/view"
    return RV.url(latest), [RV.url(p) for p in pages], pages


RV_A = _rv_project(
    184012, "Replication data for: Tariffs and Retail Prices", ["V1"], ["README.pdf", "main.do"]
)
RV_B = _rv_project(
    184377,
    "Replication package for: Credit Supply and the Housing Boom in Small Cities",
    ["V1", "V2", "V3"],
    ["README.pdf", "master.do", "clean/01_hmda.do", "data/county_panel.dta"],
)


def _replicavault() -> list[Site]:
    return [site(RV, {**RV_A[2], **RV_B[2]})]  # type: ignore[arg-type]


# --- research-project workspace (sig_filtered_title, site name first) ----------------------------

EC = portal(
    "hub.econcommons.hx79.example",
    "EconCommons",
    [("/dashboard", "My projects"), ("/preprints", "Preprints"), ("/registries", "Registries")],
    [("/support", "Support"), ("/donate", "Donate"), ("/terms", "Terms")],
    title_format="{name} | {title}",
    home_title="EconCommons | Home",
)


def _ec_project(
    guid: str, title: str, files: dict[str, str], wiki: bool
) -> tuple[str, list[str], Pages]:
    """Project, file guid pages, downloads and wiki all carry the project title."""
    esc = escape(title)
    pages: Pages = {}
    own = []
    for fguid, name in files.items():
        own.append((f"/{fguid}/", name))
        pages[f"/{fguid}/"] = render(
            EC, name, f'<p>{esc} / {escape(name)}</p><a href="/download/{fguid}/">Download</a>'
        )
        pages[f"/download/{fguid}/"] = (
            pdf_file(title, name) if name.endswith(".pdf") else text_file(f"{title}: {name}\n")
        )
    if wiki:
        own.append((f"/{guid}/wiki/home", "Wiki"))
        pages[f"/{guid}/wiki/home"] = render(EC, f"{title} Wiki", f"<h1>{esc}: wiki</h1>")
    pages[f"/{guid}/"] = render(
        EC,
        title,
        f'<h1>{esc}</h1><p>Contributors: <a href="/profile/u8">R. Dahl</a></p>{links(own)}',
    )
    return EC.url(f"/{guid}/"), [EC.url(p) for p in pages], pages


EC_A = _ec_project(
    "x7k2m", "Pre-analysis plan: Mobile money and savings", {"p3a9c": "pap.pdf"}, False
)
EC_B = _ec_project(
    "r5t8w",
    "Behavioral responses to property tax notices",
    {"h2k4d": "survey-instrument.pdf", "j9w1e": "analysis.R", "m6q3z": "cleaned-sample.csv"},
    True,
)


def _econcommons() -> list[Site]:
    pages: Pages = {**EC_A[2], **EC_B[2], "/profile/u8": render(EC, "R. Dahl", "<h1>R. Dahl</h1>")}
    return [site(EC, pages)]  # type: ignore[arg-type]


# --- economic time-series database (sig_uri) -------------------------------------------------------

AF = portal(
    "series.ashfordfed.hx79.example",
    "Ashford Economic Data",
    [("/categories", "Categories"), ("/releases", "Releases"), ("/dashboards", "Dashboards")],
    [("/legal", "Legal"), ("/api-docs", "API"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
AF_API = "http://api.ashfordfed.hx79.example"


def _af_series(
    sid: str, title: str, vintages: list[str], related: str
) -> tuple[str, list[str], Pages, dict[str, object]]:
    """Every artifact URI carries the series id, in its path or its query."""
    own = [
        (f"/graph/?id={sid}", "View graph"),
        (f"/data/{sid}.txt", "Download data (text)"),
        (f"/series/{sid}/notes", "Notes"),
        (f"{AF_API}/v2/series/observations?series_id={sid}", "API"),
    ] + [(f"/vintages/series/{sid}?vintage={v}", f"Vintage {v}") for v in vintages]
    main = (
        f"<h1>{escape(title)} ({sid})</h1>{links(own)}"
        '<p>Release: <a href="/release?rid=13">Industrial Production</a> · Source: '
        f'<a href="/categories/3">Production</a></p><p>Related: <a href="/series/{related}">{related}</a></p>'
    )
    pages: Pages = {
        f"/series/{sid}": render(AF, title, main, share=AF.url(f"/series/{sid}")),
        f"/graph/?id={sid}": render(AF, f"Graph: {sid}", "<canvas></canvas>"),
        f"/data/{sid}.txt": text_file(f"Title: {title}\nDATE VALUE\n2024-01-01 102.3\n"),
        f"/series/{sid}/notes": render(AF, f"Notes on {sid}", "<p>Seasonally adjusted.</p>"),
    }
    for v in vintages:
        pages[f"/vintages/series/{sid}?vintage={v}"] = render(
            AF, f"{sid} as of {v}", "<p>vintage</p>"
        )
    api = {
        f"{AF_API}/v2/series/observations?series_id={sid}": text_file(
            '{"observations": []}', "application/json"
        )
    }
    truth = [AF.url(f"/series/{sid}")] + [u if u.startswith("http") else AF.url(u) for u, _ in own]
    return AF.url(f"/series/{sid}"), truth, pages, api


AF_A = _af_series("MFGOUTQ", "Manufacturing Output, Ashford District", [], "CAPUTLAD")
AF_B = _af_series(
    "CAPUTLAD",
    "Capacity Utilization, Ashford District",
    ["2023-01-17", "2023-07-18", "2024-01-17", "2024-07-16"],
    "MFGOUTQ",
)


def _ashford() -> list[Site]:
    pages: Pages = {
        **AF_A[2],
        **AF_B[2],
        "/release?rid=13": render(AF, "Industrial Production", "<h1>Release</h1>"),
        "/categories/3": render(AF, "Production", "<h1>Category</h1>"),
    }
    api = Site(AF_API.removeprefix("http://"))
    for url, value in {**AF_A[3], **AF_B[3]}.items():
        api.add("/" + url.split("/", 3)[3], value)  # type: ignore[arg-type]
    return [site(AF, pages), api]  # type: ignore[arg-type]


# --- company-filing index (sig_uri) -----------------------------------------------------------------

CL = portal(
    "filings.corpledger.hx79.example",
    "CorpLedger Filings",
    [
        ("/company-search", "Company search"),
        ("/full-text", "Full-text search"),
        ("/forms", "Forms"),
    ],
    [("/privacy", "Privacy"), ("/accessibility", "Accessibility"), ("/developer", "Developers")],
)
CL_API = "http://data.corpledger.hx79.example"


def _cl_filer(
    cik: str, name: str, accessions: list[tuple[str, int]], peer: str
) -> tuple[str, list[str], Pages, dict[str, object]]:
    own = [
        (f"/filer/{cik}/filings?type=10-K", "Annual reports"),
        (f"{CL_API}/submissions/CIK{cik}.json", "JSON"),
    ]
    pages: Pages = {}
    for acc, year in accessions:
        d = f"/archives/{cik}/{acc}"
        own.append((f"{d}/index.html", f"10-K for fiscal {year}"))
        pages[f"{d}/index.html"] = render(
            CL,
            f"Filing index {acc}",
            links(
                [
                    (f"{d}/annual-report-{year}.htm", "Main document"),
                    (f"{d}/financial_report.xlsx", "Financial report"),
                ]
            ),
        )
        pages[f"{d}/annual-report-{year}.htm"] = render(
            CL, f"{name} 10-K {year}", f"<h1>{escape(name)}</h1>"
        )
        pages[f"{d}/financial_report.xlsx"] = text_file("xlsx", "application/vnd.ms-excel")
    pages[f"/filer/{cik}/filings?type=10-K"] = render(CL, f"{name} annual reports", links(own[2:]))
    pages[f"/filer/{cik}"] = render(
        CL,
        f"{name} (CIK {cik})",
        f'<h1>{escape(name)}</h1><p>SIC: <a href="/sic/3674">3674</a></p>{links(own)}'
        f'<p>Same industry: <a href="/filer/{peer}">{peer}</a></p>',
    )
    api = {f"{CL_API}/submissions/CIK{cik}.json": text_file('{"filings": []}', "application/json")}
    return CL.url(f"/filer/{cik}"), [CL.url(p) for p in pages] + list(api), pages, api


CL_A = _cl_filer(
    "0000712345", "Harrow Semiconductor Corp", [("000071234524000012", 2023)], "0000733190"
)
CL_B = _cl_filer(
    "0000733190",
    "Westmere Foods Inc",
    [("000073319022000031", 2021), ("000073319023000027", 2022), ("000073319024000019", 2023)],
    "0000712345",
)


def _corpledger() -> list[Site]:
    pages: Pages = {**CL_A[2], **CL_B[2], "/sic/3674": render(CL, "SIC 3674", "<h1>SIC 3674</h1>")}
    api = Site(CL_API.removeprefix("http://"))
    for url, value in {**CL_A[3], **CL_B[3]}.items():
        api.add("/" + url.split("/", 3)[3], value)  # type: ignore[arg-type]
    return [site(CL, pages), api]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Every object (pages, codebook, CSV editions) repeats the dataset title and the title
    # is bare: Significant String from Title.
    case(
        "tollgate-hies",
        "central-bank research-data page (dataset)",
        "dataset",
        "sig_title",
        TG_A[0],
        TG_A[1],
        _tollgate,
        [TG.url("/research/data/regional-wage-tracker")],
    ),
    # Harder: five yearly editions behind an editions page, and a code supplement.
    case(
        "tollgate-bond-liquidity",
        "central-bank research-data page (dataset with yearly editions)",
        "dataset",
        "sig_title",
        TG_B[0],
        TG_B[1],
        _tollgate,
        [TG.url("/research/data/regional-wage-tracker"), TG.url("/research/data/hies")],
    ),
    # Dryad-like: metadata pages carry "Data from: ..." but the bitstreams do not
    # (seed: Dryad -> Significant String from Title+ with Ignored URIs).
    case(
        "sheaf-leverage-cycles",
        "journal data-package repository (one-file package)",
        "dataset",
        "sig_title_plus_ignored",
        SH_A[0],
        SH_A[1],
        _sheaf,
    ),
    # Harder: four files, full record view, bitstreams on a second host.
    case(
        "sheaf-informal-credit",
        "journal data-package repository (multi-file package)",
        "dataset",
        "sig_title_plus_ignored",
        SH_B[0],
        SH_B[1],
        _sheaf,
    ),
    # openICPSR/Dataverse-like: "<title> | ReplicaVault", filter the site name from the end.
    case(
        "replicavault-tariffs",
        "replication package archive (single version)",
        "dataset",
        "sig_filtered_title",
        RV_A[0],
        RV_A[1],
        _replicavault,
    ),
    # Harder: three versions, nested files, a citation export per version.
    case(
        "replicavault-credit-supply",
        "replication package archive (package with versions)",
        "dataset",
        "sig_filtered_title",
        RV_B[0],
        RV_B[1],
        _replicavault,
    ),
    # OSF-like: "EconCommons | <title>", filter the site name from the start.
    case(
        "econcommons-mobile-money",
        "research project workspace (pre-analysis plan)",
        "project",
        "sig_filtered_title",
        EC_A[0],
        EC_A[1],
        _econcommons,
    ),
    # Harder: three files with their own guid pages, and a wiki.
    case(
        "econcommons-property-tax",
        "research project workspace (project with files and wiki)",
        "project",
        "sig_filtered_title",
        EC_B[0],
        EC_B[1],
        _econcommons,
    ),
    # GBIF-like: the series id is in every artifact URI, including the API host's.
    case(
        "ashford-mfg-output",
        "economic time-series database (series)",
        "dataset",
        "sig_uri",
        AF_A[0],
        AF_A[1],
        _ashford,
        [AF.url("/series/CAPUTLAD")],
    ),
    # Harder: four vintages of the series.
    case(
        "ashford-capacity-utilization",
        "economic time-series database (series with vintages)",
        "dataset",
        "sig_uri",
        AF_B[0],
        AF_B[1],
        _ashford,
        [AF.url("/series/MFGOUTQ")],
    ),
    # The filer's CIK is in every URI of its filings dataset, on both hosts.
    case(
        "corpledger-harrow",
        "company-filing index (filer with one annual report)",
        "dataset",
        "sig_uri",
        CL_A[0],
        CL_A[1],
        _corpledger,
        [CL.url("/filer/0000733190")],
    ),
    # Harder: three yearly editions of the annual report, two hops deep.
    case(
        "corpledger-westmere",
        "company-filing index (filer with yearly annual reports)",
        "dataset",
        "sig_uri",
        CL_B[0],
        CL_B[1],
        _corpledger,
        [CL.url("/filer/0000712345")],
    ),
]
