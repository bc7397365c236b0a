"""heldout78's EPrints 3 portals: a research repository (landing /id/eprint/N/, documents
/N/pos/file, exports under /cgi/export/) and a thesis archive with static abstract pages
whose documents, contents pages and exports all live under the record's own /N/ folder."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_record, pdf_file, text, ul, zip_file

# --- Kestrelford Research Online (EPrints 3.3, research outputs) ---------------------------

KRO = Chrome(
    host="eprints.kestrelford.hx78.example",
    name="Kestrelford Research Online",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/latest", "Latest Additions"),
        ("/policies.html", "Policies"),
    ],
    footer=[
        ("/contact.html", "Contact"),
        ("/accessibility.html", "Accessibility"),
        ("/cookies", "Cookies"),
        ("/cgi/oai2", "OAI-PMH"),
        ("/feeds/rss", "RSS"),
    ],
    title_format="{title} - {name}",
    software="EPrints 3.3.16",
    login="/cgi/users/home",
    search="/cgi/search/simple",
)


def _kro_record(
    n: int,
    title: str,
    creators: str,
    docs: list[tuple[str, str]],
    formats: list[tuple[str, str]],
    related: list[tuple[int, str]],
) -> dict[str, PageValue]:
    base = f"/id/eprint/{n}/"
    pages: dict[str, PageValue] = {}
    doc_items = "".join(
        f'<div class="ep_document"><a href="/{n}/{i}/{f}" class="ep_document_link">{escape(f)}'
        f"</a> - {escape(kind)} <span>Available under License CC BY 4.0</span></div>"
        for i, (f, kind) in enumerate(docs, 1)
    )
    for i, (f, kind) in enumerate(docs, 1):
        path = f"/{n}/{i}/{f}"
        if f.endswith(".pdf"):
            pages[path] = pdf_file(title, creators, kind)
        elif f.endswith(".zip"):
            pages[path] = zip_file()
        else:
            pages[path] = text("site,year,value\nK1,2018,4.2\nK2,2018,3.9\n", "text/csv")
    exports = [
        (f"/cgi/export/eprint/{n}/{code}/kro-eprint-{n}.{ext}", code) for code, ext in formats
    ]
    for path, code in exports:
        pages[path] = text(
            f"%% {code} export of eprint {n}\ntitle = {{{title}}}\nauthor = {{{creators}}}\n"
        )
    stats = f"/cgi/stats/report/eprint/{n}"
    pages[stats] = KRO.page(
        f"Statistics for {title}",
        f"<h1>Download statistics</h1><p>{escape(title)}</p><table><tr><td>2023</td>"
        f"<td>{n % 97}</td></tr></table>",
    )
    rel = "".join(f'<li><a href="/id/eprint/{m}/">{escape(t)}</a></li>' for m, t in related)
    for m, t in related:
        pages[f"/id/eprint/{m}/"] = bare_record(KRO, t, "Record of Kestrelford Research Online.")
    pages[base] = KRO.page(
        title,
        f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
        f'<p style="margin-bottom: 1em">{escape(creators)} (2019) <em>{escape(title)}.</em> '
        f'<a href="/view/divisions/ecol/">Ecology Division</a>.</p>'
        f"{doc_items}"
        f'<form method="get" action="/cgi/request_doc"><input type="hidden" name="eprintid" '
        f'value="{n}"><button>Request a copy</button></form>'
        "<h2>Export</h2>"
        + ul([(p, c) for p, c in exports], "ep_export_bar")
        + f'<table class="ep_block"><tr><th>Item Type:</th><td>Article</td></tr>'
        f'<tr><th>Divisions:</th><td><a href="/view/divisions/ecol/">Ecology</a></td></tr>'
        f'<tr><th>Depositing User:</th><td><a href="/view/creators/">Repository Staff</a></td></tr>'
        f'<tr><th>Date Deposited:</th><td><a href="/view/year/2019.html">2019</a></td></tr>'
        f'<tr><th>URI:</th><td><a href="{base}">{KRO.url(base)}</a></td></tr></table>'
        f"<h3>Related records</h3><ul>{rel}</ul>"
        f'<p><a href="{stats}">View download statistics for this item</a></p>'
        f'<p class="ep_staff"><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={n}">'
        "Edit item</a> (repository staff only)</p>"
        '<p class="altmetric"><a href="http://www.altmetric.test/details/doi/10.0000/x">'
        "Altmetric</a></p>",
    )
    # EPrints prints Highwire citation tags and one <link rel="alternate"> per export format.
    head = (
        f'<meta name="eprints.eprintid" content="{n}">'
        f'<meta name="citation_title" content="{escape(title)}">'
        + "".join(
            f'<meta name="citation_pdf_url" content="{KRO.url(f"/{n}/{i}/{f}")}">'
            for i, (f, _k) in enumerate(docs, 1)
            if f.endswith(".pdf")
        )
        + "".join(f'<link rel="alternate" href="{KRO.url(p)}" title="{c}">' for p, c in exports)
    )
    landing = pages[base]
    assert isinstance(landing, str)
    pages[base] = landing.replace("</head>", head + "</head>", 1)
    return pages


KRO_1_TITLE = "Nitrogen uptake in upland hay meadows under reduced cutting"
KRO_2_TITLE = "Otter spraint surveys on the Kestrel and its tributaries 2015 to 2021"
KRO_1 = _kro_record(
    2281,
    KRO_1_TITLE,
    "Orme, Hester and Daintry, Paul",
    [("Orme_hay_meadows_2019.pdf", "Published Version")],
    [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt")],
    [(1904, "Hay meadow restoration: a ten year review")],
)
KRO_2 = _kro_record(
    3107,
    KRO_2_TITLE,
    "Quayle, Morwenna",
    [
        ("spraint_survey_report.pdf", "Accepted Version"),
        ("spraint_counts.csv", "Data"),
        ("site_photographs.zip", "Supplementary material"),
        ("methods_appendix.pdf", "Appendix"),
    ],
    [("BibTeX", "bib"), ("RIS", "ris"), ("EndNote", "enw"), ("DC", "txt"), ("METS", "xml")],
    [
        (3355, "Otter spraint surveys 2015 to 2023 (updated edition)"),
        (2950, "Riparian mammals of the Kestrel catchment"),
    ],
)


def build_kro() -> list[Site]:
    home = "<h1>Kestrelford Research Online</h1><p>Open access research of Kestrelford.</p>" + ul(
        [("/id/eprint/1904/", "Hay meadow restoration: a ten year review")]
    )
    return [KRO.site(home, {**KRO_1, **KRO_2})]


def _kro_truth(n: int, record: dict[str, PageValue]) -> list[str]:
    # The landing, its documents, its exports and its own statistics page: all one hop away.
    keep = [p for p in record if p.startswith((f"/{n}/", f"/cgi/export/eprint/{n}/"))]
    return [KRO.url(p) for p in [f"/id/eprint/{n}/", f"/cgi/stats/report/eprint/{n}", *keep]]


# --- Wrenmoor College theses (EPrints 3.2 with static abstract pages) ----------------------

WRT = Chrome(
    host="theses.wrenmoor.hx78.example",
    name="Wrenmoor College Theses",
    menu=[
        ("/", "Home"),
        ("/view/degree/", "By degree"),
        ("/view/supervisor/", "By supervisor"),
        ("/view/year/", "By year"),
        ("/deposit.html", "Deposit your thesis"),
    ],
    footer=[
        ("/about.html", "About"),
        ("/takedown.html", "Takedown policy"),
        ("/cookies", "Cookies"),
        ("http://www.wrenmoor.test/", "Wrenmoor College"),
    ],
    title_format="{name}: {title}",
    software="EPrints 3.2.8",
    login="/cgi/users/login",
    search="/cgi/search/advanced",
)


def _wrt_record(
    n: int,
    title: str,
    author: str,
    files: list[str],
    chapters: list[str],
    versions: list[str],
    other: tuple[int, str],
) -> dict[str, PageValue]:
    b = f"/{n}/"
    pages: dict[str, PageValue] = {}
    for i, f in enumerate(files, 1):
        pages[f"{b}{i}/{f}"] = pdf_file(title, author) if f.endswith(".pdf") else zip_file()
    extra = ""
    if chapters:
        chap_links = [(f"{b}chapters/{i:02d}.pdf", c) for i, c in enumerate(chapters, 1)]
        for p, c in chap_links:
            pages[p] = pdf_file(c, title)
        pages[f"{b}contents.html"] = WRT.page(
            f"Contents of {title}",
            f'<h1>Contents</h1>{ul(chap_links)}<p><a href="{b}">Back to the abstract</a></p>',
        )
        extra += f'<p><a href="{b}contents.html">Table of contents and chapters</a></p>'
    if versions:
        ver_links = [(f"{b}versions/{v}/", f"Version {v}") for v in versions]
        for v in versions:
            vb = f"{b}versions/{v}/"
            pages[f"{vb}thesis.pdf"] = pdf_file(title, f"version {v}")
            pages[vb] = WRT.page(
                f"{title} (version {v})",
                f"<h1>{escape(title)}</h1><p>Version {v}, superseded.</p>"
                f'<a href="{vb}thesis.pdf">thesis.pdf</a>',
            )
        pages[f"{b}versions/"] = WRT.page(
            f"Versions of {title}", f"<h1>Versions</h1>{ul(ver_links)}"
        )
        extra += f'<p><a href="{b}versions/">Earlier versions of this thesis</a></p>'
    pages[f"{b}export/{n}.bib"] = text(
        f"@phdthesis{{wrt{n}, title={{{title}}}, author={{{author}}}}}\n"
    )
    pages[f"{b}export/{n}.xml"] = text(f"<mods><title>{escape(title)}</title></mods>\n", "text/xml")
    pages[f"/{other[0]}/"] = bare_record(WRT, other[1], "Another Wrenmoor thesis.")
    files_html = "".join(
        f'<li><a href="{b}{i}/{f}">{escape(f)}</a></li>' for i, f in enumerate(files, 1)
    )
    pages[b] = WRT.page(
        title,
        f"<h1>{escape(title)}</h1><p>{escape(author)} (2016) PhD thesis, Wrenmoor College.</p>"
        f"<h2>Full text</h2><ul>{files_html}</ul>{extra}"
        f'<p>Export: <a href="{b}export/{n}.bib">BibTeX</a> <a href="{b}export/{n}.xml">MODS</a></p>'
        f'<p>Supervisor: <a href="/view/supervisor/Lusk=3AA=2E.html">Lusk, A.</a></p>'
        f'<p>Also supervised by Lusk: <a href="/{other[0]}/">{escape(other[1])}</a></p>',
    )
    return pages


WRT_1 = _wrt_record(
    4410,
    "Tidal mill economies of the Severn estuary 1700 to 1850",
    "Pargeter, Lucy",
    ["thesis.pdf", "appendices.zip"],
    [],
    [],
    (4377, "Canal carriers and the Wrenmoor wool trade"),
)
WRT_2 = _wrt_record(
    5012,
    "Acoustic ecology of chalk stream invertebrates",
    "Bellamy, Tobias",
    ["thesis_final.pdf"],
    ["Introduction", "Field sites", "Recording methods", "Results", "Discussion"],
    ["1", "2"],
    (4988, "Freshwater shrimp drift in the river Wren"),
)


def build_wrt() -> list[Site]:
    home = "<h1>Wrenmoor College Theses</h1>" + ul([("/4377/", "Recently deposited thesis")])
    return [WRT.site(home, {**WRT_1, **WRT_2})]


def _under(n: int, record: dict[str, PageValue]) -> list[str]:
    return [WRT.url(p) for p in record if p.startswith(f"/{n}/")]


CASES: list[Case] = [
    # Single hop with portal menus: landing, documents, exports and stats are all linked
    # from the entry, but so are divisions, years and the menu -> Single Page+ with
    # Ignored URIs (the seed's BioRxiv/SSRN/Zenodo shape).
    case(
        "kro-eprint-2281",
        "EPrints 3 research repository (article, one PDF)",
        "article",
        "single_page_plus_ignored",
        KRO.url("/id/eprint/2281/"),
        _kro_truth(2281, KRO_1),
        build_kro,
        [KRO.url("/id/eprint/1904/")],
    ),
    # Same shape, four documents, five exports, a later version and a related record
    # (others, not part of this artifact) -> Single Page+ with Ignored URIs.
    case(
        "kro-eprint-3107",
        "EPrints 3 research repository (report with data and versions)",
        "dataset",
        "single_page_plus_ignored",
        KRO.url("/id/eprint/3107/"),
        _kro_truth(3107, KRO_2),
        build_kro,
        [KRO.url("/id/eprint/3355/"), KRO.url("/id/eprint/2950/")],
    ),
    # Every URI of the thesis sits under its /4410/ folder (files, exports) -> Path-Based
    # (the seed's BitBucket/GitLab/Slideshare shape).
    case(
        "wrt-thesis-4410",
        "EPrints 3 thesis archive (thesis with appendices)",
        "thesis",
        "path_based",
        WRT.url("/4410/"),
        _under(4410, WRT_1),
        build_wrt,
        [WRT.url("/4377/")],
    ),
    # Multi-hop under the folder: contents page -> chapters, versions page -> version
    # pages -> their PDFs; all under /5012/ -> Path-Based.
    case(
        "wrt-thesis-5012",
        "EPrints 3 thesis archive (chaptered thesis with versions)",
        "thesis",
        "path_based",
        WRT.url("/5012/"),
        _under(5012, WRT_2),
        build_wrt,
        [WRT.url("/4988/")],
    ),
]
