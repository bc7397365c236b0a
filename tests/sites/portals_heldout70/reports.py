"""Technical-report servers of computer-science departments: a hand-kept departmental
report list (single_page_plus_ignored), a Dienst/NCSTRL-style server and a CiteSeer-style
document cache whose report id runs through every artifact URI (sig_uri), and an
EPrints-style repository that later learnt Signposting (signposting)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import ANALYTICS, COOKIE, a, blob, chrome_site, doc, host, text, ul

# --- departmental technical-report list -----------------------------------------------
TRS = host("trs", "brindlecombe-cs")
TRS_PORTAL = Portal(
    TRS,
    "Brindlecombe CS Technical Reports",
    menu=[
        ("/reports/", "All reports"),
        ("/reports/by-year.html", "By year"),
        ("/reports/submit.html", "Submit"),
    ],
    footer=[("/copyright.html", "Copyright"), ("http://www.brindlecombe-univ.test/", "University")],
)
TR1 = "/reports/2001/TR-2001-07.html"
TR2 = "/reports/1998/TR-98-22.html"
TR1_FILES = [
    "/reports/2001/TR-2001-07.pdf",
    "/reports/2001/TR-2001-07.ps.gz",
    "/reports/2001/TR-2001-07.bib",
]
TR2_FILES = [
    "/reports/1998/TR-98-22.ps.Z",
    "/reports/1998/TR-98-22-rev2.pdf",
    "/reports/1998/TR-98-22-errata.txt",
    "/reports/1998/TR-98-22-src.tar.Z",
    "/reports/1998/TR-98-22.bib",
]


def _tr_page(num: str, title: str, authors: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(
        f"<tr><td>{escape(t)}</td><td>{a(h, h.rsplit('/', 1)[1])}</td></tr>" for h, t in files
    )
    return TRS_PORTAL.page(
        f"{num}: {title}",
        f"<h1>{num}</h1><h2>{title}</h2><p>{authors}</p><p><b>Abstract.</b> We study the problem "
        f'and give bounds.</p><table border="1">{rows}</table>{ANALYTICS}',
    )


def _trs_site() -> Site:
    pages: dict[str, object] = {
        TR1: _tr_page(
            "TR-2001-07",
            "Cache-Oblivious Priority Queues Revisited",
            "J. Pemberton, L. Achterberg",
            list(zip(TR1_FILES, ["PDF", "PostScript (gzip)", "BibTeX"], strict=True)),
        ),
        TR2: _tr_page(
            "TR-98-22",
            "A Type System for Mobile Agents",
            "S. Nakagawa",
            list(
                zip(
                    TR2_FILES,
                    [
                        "PostScript (compress)",
                        "Revised PDF (1999)",
                        "Errata",
                        "Prototype source",
                        "BibTeX",
                    ],
                    strict=True,
                )
            ),
        ),
        TR1_FILES[0]: doc("Cache-Oblivious Priority Queues Revisited"),
        TR1_FILES[1]: blob("application/x-gzip", 600, 1),
        TR1_FILES[2]: text("@techreport{TR-2001-07, number={TR-2001-07}}\n"),
        TR2_FILES[0]: blob("application/x-compress", 700, 2),
        TR2_FILES[1]: doc("A Type System for Mobile Agents (rev. 2)"),
        TR2_FILES[2]: text("p. 7, line 3: the rule T-Move needs a side condition.\n"),
        TR2_FILES[3]: blob("application/x-compress", 800, 4),
        TR2_FILES[4]: text("@techreport{TR-98-22, number={TR-98-22}}\n"),
        "/reports/": TRS_PORTAL.page("All reports", ul([(TR1, "TR-2001-07"), (TR2, "TR-98-22")])),
    }
    return chrome_site(TRS_PORTAL, pages)


# --- Dienst (NCSTRL-style) report server -------------------------------------------
DIENST = host("dienst", "fennick-cs")
DIENST_FTP = host("ftp", "fennick-cs")
UI = "/Dienst/UI/2.0"
DIENST_PORTAL = Portal(
    DIENST,
    "Fennick CS Dienst Server",
    menu=[
        (f"{UI}/Search", "Search"),
        (f"{UI}/Browse?authority=ncstrl.fennick", "Browse"),
        ("/about.html", "About NCSTRL"),
    ],
    footer=[("/help/dienst.html", "Help")],
    title_format="{title}",
)
D1, D2 = "TR2001-1844", "TR97-1631"


def _dienst_urls(rid: str, pages: int) -> list[str]:
    return [
        f"{UI}/Describe/ncstrl.fennick/{rid}",
        f"{UI}/Display/ncstrl.fennick/{rid}",
        *(f"{UI}/Display/ncstrl.fennick/{rid}?page={n}" for n in range(1, pages + 1)),
        f"/Dienst/Repository/2.0/Body/ncstrl.fennick/{rid}/postscript",
        f"/Dienst/Repository/2.0/Body/ncstrl.fennick/{rid}/pdf",
    ]


def _dienst_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, title, author, n in [
        (D1, "Byzantine Agreement with Sleepy Processes", "Ortega_M", 1),
        (D2, "Incremental Garbage Collection for ML", "Whitcombe_P", 3),
    ]:
        desc, disp, *imgs, ps, pdfu = _dienst_urls(rid, n)
        pages[desc] = DIENST_PORTAL.page(
            f"Document Description: {rid}",
            f"<h2>{title}</h2><p>{a(f'{UI}/Author?name={author}', author)}</p>"
            f"<p>Report Number: {rid}</p><p>Formats: {a(ps, 'PostScript')} {a(pdfu, 'PDF')} "
            f"{a(disp, 'Page images')} {a(f'http://{DIENST_FTP}/pub/techreports/{rid}.ps.Z', 'FTP')}</p>",
        )
        pages[disp] = DIENST_PORTAL.page(
            f"{rid} page images", ul([(u, u.rsplit("=", 1)[1]) for u in imgs])
        )
        for i, u in enumerate(imgs, 1):
            nxt = ul([(imgs[i], "next page")]) if i < len(imgs) else ""
            pages[u] = DIENST_PORTAL.page(
                f"{rid} page {i}", f'<img src="/img/{rid}-{i}.gif" alt="page">{nxt}'
            )
            pages[f"/img/{rid}-{i}.gif"] = blob("image/gif", 64, i)
        pages[ps] = blob("application/postscript", 600, n)
        pages[pdfu] = doc(title)
        pages[f"{UI}/Author?name={author}"] = DIENST_PORTAL.page(
            f"Reports by {author}", ul([(desc, title)])
        )
    ftp = Site(
        DIENST_FTP,
        {f"/pub/techreports/{r}.ps.Z": blob("application/x-compress", 500) for r in (D1, D2)},
    )
    return [chrome_site(DIENST_PORTAL, pages), ftp]  # type: ignore[arg-type]


def _dienst_truth(rid: str, n: int) -> list[str]:
    return [f"http://{DIENST}{u}" for u in _dienst_urls(rid, n)] + [
        f"http://{DIENST_FTP}/pub/techreports/{rid}.ps.Z"
    ]


# --- CiteSeer-style document cache ------------------------------------------------
CITE = host("citeseer", "lindqvist-ist")
CITE_CACHE = host("cache", "lindqvist-docs")
CITE_PORTAL = Portal(
    CITE,
    "LindqvistSeer",
    menu=[("/", "Documents"), ("/authors", "Authors"), ("/tables", "Tables"), ("/about", "About")],
    footer=[("/privacy", "Privacy"), ("/donate", "Donate")],
    title_format="LindqvistSeer - {title}",
)
C1, C2 = "10.1.1.52.3318", "10.1.1.77.9042"
C_OTHER = "10.1.1.31.2207"


def _cite_urls(doi: str, types: list[str], versions: bool) -> list[str]:
    out = [f"/viewdoc/summary?doi={doi}", f"/viewdoc/bibtex?doi={doi}"]
    out += [f"/viewdoc/download?doi={doi}&rep=rep1&type={t}" for t in types]
    if versions:
        out += [f"/viewdoc/versions?doi={doi}", f"/viewdoc/summary?doi={doi}&version=1"]
    return out


def _cite_site() -> list[Site]:
    pages: dict[str, object] = {}
    for doi, title, types, versions in [
        (C1, "Efficient Crawling Through URL Ordering", ["pdf"], False),
        (C2, "Focused Crawling Using Context Graphs", ["pdf", "ps"], True),
    ]:
        urls = _cite_urls(doi, types, versions)
        summary, bib, *rest = urls
        side = ul(
            [
                (f"/viewdoc/summary?doi={C_OTHER}", "Cited by: Web Archiving Survey"),
                (f"/showciting?cid={doi[-4:]}77", "Citations"),
            ]
        )
        body = (
            f"{COOKIE}<h1>{title}</h1><p>Cached: {a(rest[0], 'Download')} "
            + " ".join(a(u, u.rsplit("=", 1)[1]) for u in rest[1:])
            + f" {a(f'http://{CITE_CACHE}/cache/{doi}/original.pdf', 'cached copy')}</p><p>{a(bib, 'BibTeX')}</p>"
            f"<div class=sidebar>{side}</div>{ANALYTICS}"
        )
        pages[summary] = CITE_PORTAL.page(title, body)
        pages[bib] = text(f"@article{{{doi}, title={{{title}}}}}\n")
        for u in rest:
            if "type=pdf" in u:
                pages[u] = doc(title)
            elif "type=ps" in u:
                pages[u] = blob("application/postscript", 700)
            else:
                pages[u] = CITE_PORTAL.page(
                    f"{title} (versions)",
                    ul(
                        [
                            (summary, "current"),
                            (f"/viewdoc/summary?doi={doi}&version=1", "version 1"),
                        ]
                    ),
                )
        pages[f"/showciting?cid={doi[-4:]}77"] = CITE_PORTAL.page(
            "Citing documents", ul([(f"/viewdoc/summary?doi={C_OTHER}", "survey")])
        )
    pages[f"/viewdoc/summary?doi={C_OTHER}"] = CITE_PORTAL.page(
        "Web Archiving Survey", "<h1>Web Archiving Survey</h1>"
    )
    cache = Site(CITE_CACHE, {f"/cache/{d}/original.pdf": doc(d) for d in (C1, C2)})
    return [chrome_site(CITE_PORTAL, pages), cache]  # type: ignore[arg-type]


def _cite_truth(doi: str, types: list[str], versions: bool) -> list[str]:
    return [f"http://{CITE}{u}" for u in _cite_urls(doi, types, versions)] + [
        f"http://{CITE_CACHE}/cache/{doi}/original.pdf"
    ]


# --- EPrints-style departmental repository with Signposting -------------------------
EPR = host("eprints", "wyvernhall-ac")
EPR_FILES = host("files", "wyvernhall-store")
EPR_PORTAL = Portal(
    EPR,
    "Wyvernhall ePrints",
    menu=[
        ("/view/year/", "Browse by year"),
        ("/view/divisions/", "Browse by department"),
        ("/information.html", "About"),
    ],
    footer=[
        ("/policies.html", "Policies"),
        ("http://eprints.software.test/", "Powered by EPrints 3"),
    ],
)
E1, E2 = 412, 1187
E1_ITEMS = [f"/id/eprint/{E1}/1/thesis.pdf"]
E2_ITEMS = [
    f"/id/eprint/{E2}/1/survey-report.pdf",
    f"/id/eprint/{E2}/2/responses.csv",
    f"/id/eprint/{E2}/3/codebook.txt",
]
E2_EXT = f"http://{EPR_FILES}/eprint-{E2}/interviews-audio.zip"


def _eprint(n: int, title: str, items: list[str]) -> Response:
    link = ", ".join(
        f'<{u if u.startswith("http") else EPR_PORTAL.url(u)}>; rel="item"' for u in items
    )
    exports = ul(
        [
            (f"/cgi/export/eprint/{n}/BibTeX/wyv-eprint-{n}.bib", "BibTeX"),
            (f"/cgi/export/eprint/{n}/EndNote/wyv-eprint-{n}.enw", "EndNote"),
        ]
    )
    body = EPR_PORTAL.page(
        title,
        f"<h1>{title}</h1><table><tr><th>Downloads</th><td>{ul([(u, u.rsplit('/', 1)[1]) for u in items])}</td></tr></table>"
        f"<h3>Export</h3>{exports}<p>{a(f'/cgi/users/home?screen=EPrint::View&eprintid={n}', 'Edit item (staff only)')}</p>",
        share=EPR_PORTAL.url(f"/id/eprint/{n}/"),
    )
    return Response.html(body, headers=[("Link", link)])


def _epr_sites() -> list[Site]:
    pages: dict[str, object] = {
        f"/id/eprint/{E1}/": _eprint(
            E1, "Rule-Based Stemming for Old Frisian (MPhil thesis)", E1_ITEMS
        ),
        f"/id/eprint/{E2}/": _eprint(
            E2, "Village Broadband Survey 2009: Report and Data", [*E2_ITEMS, E2_EXT]
        ),
        E1_ITEMS[0]: doc("Rule-Based Stemming for Old Frisian"),
        E2_ITEMS[0]: doc("Village Broadband Survey 2009"),
        E2_ITEMS[1]: text("id,village,speed_kbps\n1,Ashby,512\n"),
        E2_ITEMS[2]: text("speed_kbps: measured downstream speed\n"),
    }
    for n in (E1, E2):
        pages[f"/cgi/export/eprint/{n}/BibTeX/wyv-eprint-{n}.bib"] = text(f"@misc{{wyv{n}}}\n")
        pages[f"/cgi/export/eprint/{n}/EndNote/wyv-eprint-{n}.enw"] = text(
            f"%0 Generic\n%T eprint {n}\n"
        )
        pages[f"/cgi/users/home?screen=EPrint::View&eprintid={n}"] = EPR_PORTAL.page(
            "Login required", "<p>Please log in.</p>"
        )
    ext = Site(EPR_FILES, {f"/eprint-{E2}/interviews-audio.zip": blob("application/zip", 900)})
    return [chrome_site(EPR_PORTAL, pages), ext]  # type: ignore[arg-type]


def _u(h: str, path: str) -> str:
    return f"http://{h}{path}"


def cases() -> list[Case]:
    trs = lambda: [_trs_site()]  # noqa: E731
    return [
        # A report page with its files one hop away under departmental chrome: the seed's
        # SSRN/BioRxiv preprint shape, Single Page+ with Ignored URIs.
        case(
            "dept-tr",
            "departmental technical-report list (report page)",
            "preprint",
            "single_page_plus_ignored",
            _u(TRS, TR1),
            [_u(TRS, TR1), *(_u(TRS, f) for f in TR1_FILES)],
            trs,
        ),
        case(
            "dept-tr-revised",
            "departmental technical-report list (revised report with source)",
            "preprint",
            "single_page_plus_ignored",
            _u(TRS, TR2),
            [_u(TRS, TR2), *(_u(TRS, f) for f in TR2_FILES)],
            trs,
        ),
        # The report id is in every artifact URI, across paths and the FTP host, and in no
        # chrome or author link: the GBIF shape, Significant String from URI.
        case(
            "dienst-tr",
            "Dienst report server (NCSTRL-style description)",
            "preprint",
            "sig_uri",
            _u(DIENST, f"{UI}/Describe/ncstrl.fennick/{D1}"),
            _dienst_truth(D1, 1),
            _dienst_sites,
        ),
        case(
            "dienst-tr-pages",
            "Dienst report server (scanned report, page images)",
            "preprint",
            "sig_uri",
            _u(DIENST, f"{UI}/Describe/ncstrl.fennick/{D2}"),
            _dienst_truth(D2, 3),
            _dienst_sites,
        ),
        case(
            "citeseer-doc",
            "citation-index document cache (summary page)",
            "preprint",
            "sig_uri",
            _u(CITE, f"/viewdoc/summary?doi={C1}"),
            _cite_truth(C1, ["pdf"], False),
            _cite_site,
            others=[_u(CITE, f"/viewdoc/summary?doi={C_OTHER}")],
        ),
        case(
            "citeseer-doc-versions",
            "citation-index document cache (versions and formats)",
            "preprint",
            "sig_uri",
            _u(CITE, f"/viewdoc/summary?doi={C2}"),
            _cite_truth(C2, ["pdf", "ps"], True),
            _cite_site,
            others=[_u(CITE, f"/viewdoc/summary?doi={C_OTHER}")],
        ),
        # The landing page names its files in a Link header (rel="item"): Signposting.
        case(
            "eprints-thesis",
            "EPrints-style repository (thesis with signposting)",
            "thesis",
            "signposting",
            _u(EPR, f"/id/eprint/{E1}/"),
            [_u(EPR, f"/id/eprint/{E1}/"), *(_u(EPR, f) for f in E1_ITEMS)],
            _epr_sites,
        ),
        case(
            "eprints-survey",
            "EPrints-style repository (report and data, external file store)",
            "dataset",
            "signposting",
            _u(EPR, f"/id/eprint/{E2}/"),
            [_u(EPR, f"/id/eprint/{E2}/"), *(_u(EPR, f) for f in E2_ITEMS), E2_EXT],
            _epr_sites,
        ),
    ]
