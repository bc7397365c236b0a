"""Engineering and industry grey literature of heldout34: a component vendor's datasheets
and application notes, a publisher's proceedings volumes, NTRS-like technical reports, an
industry white-paper library, a DSpace-7-like report repository with FAIR signposting, a
NIST-like technical-note series and faculty members' bare course pages."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import (
    COOKIES,
    a,
    blob,
    case,
    citation_meta,
    host,
    linked,
    pdf_file,
    portal,
    site,
    ul,
)

# ---------------------------------------------------------------- component vendor
VC = host("www", "voltchipsemi")
VC_E2E = host("e2e", "voltchipsemi")
VC_T = "Component vendor datasheet and application-note pages (single hop)"
VC_PROD = f"http://{VC}/product/VC7021"
VC_AN = f"http://{VC}/lit/an/slva998"
VC_EVM = f"http://{VC}/tool/VC7021EVM"
VC_PROD_FILES = [
    f"http://{VC}/lit/ds/symlink/vc7021.pdf",
    f"http://{VC}/lit/er/slvz071/slvz071.pdf",
    f"http://{VC}/lit/zip/slvm5521.zip",
]
VC_AN_FILES = [f"http://{VC}/lit/an/slva998/slva998.pdf", f"http://{VC}/lit/zip/slva998.zip"]


def _vendor() -> list[Site]:
    p = portal(
        VC,
        "VoltChip",
        [
            ("/products", "Products"),
            ("/applications", "Applications"),
            ("/design-resources", "Design & development"),
            ("/quality", "Quality & reliability"),
            ("/store", "Store"),
        ],
        title_format="{title} | VoltChip.com",
    )
    pages: dict[str, object] = {}
    prod_title = "VC7021 36-V, 3-A synchronous buck converter"
    pages["/product/VC7021"] = p.page(
        prod_title,
        COOKIES
        + f'<div class="product-header"><h1>{prod_title}</h1><p>Status: ACTIVE</p>'
        + a("/store/p/product/?p=VC7021DRVR", "Order now", "btn")
        + "</div>"
        + "<h2>Technical documentation</h2>"
        + ul(
            [
                a(VC_PROD_FILES[0], "VC7021 datasheet (Rev. C)"),
                a(VC_PROD_FILES[1], "VC7021 silicon errata (Rev. A)"),
                a(VC_AN, "Application note: Thermal derating in buck converters"),
            ]
        )
        + "<h2>Design &amp; development</h2>"
        + ul(
            [
                a(VC_PROD_FILES[2], "VC7021 PSpice transient model (zip)"),
                a(VC_EVM, "VC7021EVM evaluation module"),
            ]
        )
        + "<h2>Support &amp; training</h2>"
        + a(f"http://{VC_E2E}/support/power-management/f/forum", "E2E support forums")
        + " · "
        + a("/applications/industrial/factory-automation", "Factory automation"),
        share=VC_PROD,
    )
    an_title = "Understanding Thermal Derating in Synchronous Buck Converters"
    pages["/lit/an/slva998"] = p.page(
        f"{an_title} (Rev. B)",
        COOKIES
        + f"<h1>{an_title}</h1><p>Application note · SLVA998B · Revised March 2025</p>"
        + f"<p>{a(VC_AN_FILES[0], 'Download PDF (1.2 MB)', 'btn')} "
        + a(VC_AN_FILES[1], "Associated files: thermal calculator (zip)")
        + "</p>"
        + f"<h2>Products in this document</h2>{ul([a(VC_PROD, 'VC7021')])}"
        + a("/design-resources/technical-documents", "Browse all technical documents"),
        head=citation_meta(an_title, ["VoltChip Applications"], "2025/03/01", VC_AN_FILES[0]),
    )
    for u in VC_PROD_FILES + VC_AN_FILES:
        path = u.split(VC, 1)[1]
        pages[path] = (
            pdf_file(prod_title if "vc7021" in path or "slvz" in path else an_title)
            if path.endswith(".pdf")
            else blob("PK\x03\x04 model", "application/zip")
        )
    pages["/tool/VC7021EVM"] = p.page("VC7021EVM", "<h1>VC7021EVM evaluation module</h1>")
    pages["/store/p/product/"] = p.page("Store", "<h1>VC7021DRVR</h1>")
    pages["/applications/industrial/factory-automation"] = p.page("Factory", "<h1>Factory</h1>")
    pages["/design-resources/technical-documents"] = p.page("Docs", "<h1>Documents</h1>")
    e2e = portal(VC_E2E, "VoltChip E2E", [("/support", "Forums")])
    epages = {"/support/power-management/f/forum": e2e.page("Power", "<h1>Power forum</h1>")}
    return [site(p, pages), site(e2e, epages)]  # type: ignore[arg-type]


VC_CASES = [
    # Figshare shape: the product page and its datasheet, errata and model are one hop
    # away among menus, store and forum links; the application note and EVM are their own
    # artifacts -> single_page_plus_ignored.
    case(
        "vendor-vc7021-product",
        VC_T,
        "Single Hop",
        "single_page_plus_ignored",
        VC_PROD,
        [VC_PROD, *VC_PROD_FILES],
        _vendor,
        [VC_AN, VC_EVM],
    ),
    # Same shape for the application note: its PDF and associated files.
    case(
        "vendor-thermal-derating-appnote",
        VC_T,
        "Single Hop",
        "single_page_plus_ignored",
        VC_AN,
        [VC_AN, *VC_AN_FILES],
        _vendor,
        [VC_PROD],
    ),
]

# ---------------------------------------------------------------- proceedings publisher
PP = host("www", "procpressia")
PP_T = "Publisher's conference proceedings volume (site name prefixes every title)"
PP_VOLS = {
    "isdes-2025": "Proceedings of the 2025 International Symposium on Dependable Embedded Systems",
    "isdes-2024": "Proceedings of the 2024 International Symposium on Dependable Embedded Systems",
}
PP_PAPERS = {"isdes-2025": ["0012", "0013"], "isdes-2024": ["0031"]}


def _pp_truth(vol: str) -> list[str]:
    return [
        f"http://{PP}/volume/{vol}",
        f"http://{PP}/toc/{vol}?page=2",
        f"http://{PP}/conference/isdes/{vol[-4:]}/about",
        f"http://{PP}/pdf/vol/{vol}-frontmatter.pdf",
        f"http://{PP}/citation/volume?id={vol}&format=bibtex",
    ]


def _publisher() -> list[Site]:
    p = portal(
        PP,
        "ProcPress",
        [
            ("/journals", "Journals"),
            ("/conference", "Conferences"),
            ("/authors", "For authors"),
            ("/librarians", "For librarians"),
        ],
        title_format="ProcPress | {title}",
        home_title="ProcPress | Conference proceedings and technical journals",
    )
    pages: dict[str, object] = {}
    for vol, title in PP_VOLS.items():
        year = vol[-4:]
        other = next(v for v in PP_VOLS if v != vol)
        papers = ul(
            a(f"/doi/10.5555/isdes.{year}.{n}", f"Paper {n}: fault injection study")
            + " "
            + a(f"/doi/pdf/10.5555/isdes.{year}.{n}", "PDF")
            for n in PP_PAPERS[vol]
        )
        head_links = (
            f"<p>{a(f'/volume/{vol}', 'Volume home')} · {a(f'/toc/{vol}?page=2', 'Contents, page 2')}"
            f" · {a(f'/conference/isdes/{year}/about', 'About this volume')} · "
            + a(f"/pdf/vol/{vol}-frontmatter.pdf", "Front matter (PDF)")
            + " · "
            + a(f"/citation/volume?id={vol}&format=bibtex", "Export citation")
            + "</p>"
        )
        pages[f"/volume/{vol}"] = p.page(
            title,
            COOKIES
            + f"<h1>{title}</h1><p>ISDES {year}, Lisbon · Editors: "
            + a("/profile/ana-teixeira", "Ana Teixeira")
            + "</p>"
            + head_links
            + f"<h2>Table of contents</h2>{papers}<p>Other volumes: "
            + a(f"/volume/{other}", f"ISDES {other[-4:]}")
            + " · "
            + a("/conference/isdes", "All ISDES volumes")
            + "</p>",
            share=f"http://{PP}/volume/{vol}",
        )
        pages[f"/toc/{vol}?page=2"] = p.page(
            f"{title} - Contents (2)",
            f"<h1>{title}</h1><h2>Contents, page 2</h2>"
            + ul([a(f"/doi/10.5555/isdes.{year}.0099", "Poster: lightweight watchdogs")])
            + head_links,
        )
        pages[f"/conference/isdes/{year}/about"] = p.page(
            f"About: {title}",
            f"<h1>About the volume</h1><p>{title}. Program committee: "
            "A. Teixeira (chair).</p>" + head_links,
        )
        pages[f"/pdf/vol/{vol}-frontmatter.pdf"] = pdf_file(title, "Front matter", "Preface")
        pages[f"/citation/volume?id={vol}&format=bibtex"] = blob(
            f"@proceedings{{isdes{year}, title={{{title}}}, year={{{year}}}, "
            "publisher={ProcPress}}\n",
            "application/x-bibtex",
        )
        for n in [*PP_PAPERS[vol], "0099"]:
            pages[f"/doi/10.5555/isdes.{year}.{n}"] = p.page(
                f"Paper {n}",
                f"<h1>Paper {n}</h1><p>Published in: ISDES '{year[2:]}</p>"
                + a(f"/volume/{vol}", "Volume"),
            )
            pages[f"/doi/pdf/10.5555/isdes.{year}.{n}"] = pdf_file(f"ISDES paper {n}")
    pages["/conference/isdes"] = p.page(
        "ISDES", "<h1>ISDES</h1><ul><li>ISDES 2025 (Lisbon)</li><li>ISDES 2024 (Graz)</li></ul>"
    )
    pages["/profile/ana-teixeira"] = p.page("Ana Teixeira", "<h1>Ana Teixeira</h1>")
    return [site(p, pages)]  # type: ignore[arg-type]


def _pp_case(name: str, vol: str) -> Case:
    year = vol[-4:]
    other = next(v for v in PP_VOLS if v != vol)
    # OSF shape: every page title starts "ProcPress | " (the homepage's prefix), and the
    # volume title without it is in every part of the volume (TOC page 2, about page,
    # front matter PDF, citation export) on unrelated paths; its papers are artifacts of
    # their own and only name the symposium's abbreviation -> sig_filtered_title.
    return case(
        name,
        PP_T,
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{PP}/volume/{vol}",
        _pp_truth(vol),
        _publisher,
        [
            f"http://{PP}/volume/{other}",
            *(f"http://{PP}/doi/10.5555/isdes.{year}.{n}" for n in PP_PAPERS[vol]),
        ],
    )


# ---------------------------------------------------------------- NTRS-like reports
NT = host("ntrs", "aerotechrep")
NT_T = "NTRS-like technical report record (id in every URI)"
NT_IDS = {
    "20250004321": (
        "Icing Wind Tunnel Tests of a Swept Wing with Leading-Edge Heaters",
        ["20250004321.pdf", "20250004321_slides.pdf"],
    ),
    "20240009876": (
        "Acoustic Liner Impedance Measurements for Turbofan Inlets",
        ["20240009876.pdf"],
    ),
}


def _nt_truth(rid: str) -> list[str]:
    out = [f"http://{NT}/citations/{rid}", f"http://{NT}/api/citations/{rid}"]
    return out + [f"http://{NT}/api/citations/{rid}/downloads/{f}" for f in NT_IDS[rid][1]]


def _ntrs() -> list[Site]:
    p = portal(
        NT,
        "AeroTech Reports Server",
        [("/search", "Search"), ("/about", "About"), ("/help", "Help")],
        title_format="{title} - AeroTech Reports Server",
    )
    pages: dict[str, object] = {}
    for rid, (title, files) in NT_IDS.items():
        other = next(r for r in NT_IDS if r != rid)
        pages[f"/citations/{rid}"] = p.page(
            title,
            COOKIES + f"<h1>{title}</h1><dl><dt>Document ID</dt><dd>{rid}</dd><dt>Document Type"
            "</dt><dd>Technical Memorandum (TM)</dd><dt>Authors</dt><dd>"
            + a("/search?author=Priya%20Raman", "Priya Raman")
            + "</dd><dt>Center</dt><dd>"
            + a("/search?center=GRC", "Glenn Research Center")
            + "</dd></dl><h2>Downloads</h2>"
            + ul(a(f"/api/citations/{rid}/downloads/{f}", f) for f in files)
            + f"<p>{a(f'/api/citations/{rid}', 'Metadata (JSON)')}</p>"
            + f"<aside><h2>Related records</h2>{a(f'/citations/{other}', NT_IDS[other][0])}</aside>",
            head=citation_meta(title, ["Priya Raman"], "2025"),
            share=f"http://{NT}/citations/{rid}",
        )
        pages[f"/api/citations/{rid}"] = blob(
            f'{{"id": {rid}, "title": "{title}", "downloads": {len(files)}}}', "application/json"
        )
        for f in files:
            pages[f"/api/citations/{rid}/downloads/{f}"] = pdf_file(title, f)
    return [site(p, pages)]  # type: ignore[arg-type]


def _nt_case(name: str, rid: str) -> Case:
    other = next(r for r in NT_IDS if r != rid)
    # GBIF shape: citation page, JSON record and downloads share the document id but not
    # a path (/citations/ vs /api/citations/) -> sig_uri.
    return case(
        name,
        NT_T,
        "Multi-Hop",
        "sig_uri",
        f"http://{NT}/citations/{rid}",
        _nt_truth(rid),
        _ntrs,
        [f"http://{NT}/citations/{other}"],
    )


# ---------------------------------------------------------------- white-paper library
WP = host("insights", "gridwhitelib")
WP_CDN = host("cdn", "gridwhitelibassets")
WP_T = "Industry white-paper library"
WP_ART = f"http://{WP}/insights/articles/grid-scale-storage-procurement-lessons"
WP_PAPER = f"http://{WP}/library/white-papers/substation-digitalization-roadmap"
WP_FILES = [
    f"http://{WP_CDN}/m/4f2a/substation-digitalization-roadmap.pdf",
    f"http://{WP_CDN}/m/4f2b/substation-digitalization-executive-summary.pdf",
]


def _whitepapers() -> list[Site]:
    p = portal(
        WP,
        "GridWhite Insights",
        [
            ("/insights", "Insights"),
            ("/library", "Library"),
            ("/events", "Events"),
            ("/subscribe", "Subscribe"),
        ],
        title_format="{title} | GridWhite",
    )
    pages: dict[str, object] = {}
    cdn = Site(WP_CDN)
    tags = (
        a("/insights?tag=storage", "#storage")
        + " "
        + a("/insights?tag=procurement", "#procurement")
    )
    pages[WP_ART.split(WP, 1)[1]] = p.page(
        "Grid-scale storage procurement: five lessons",
        COOKIES
        + "<article><h1>Grid-scale storage procurement: five lessons</h1><p>By "
        + a("/authors/samir-haddad", "Samir Haddad")
        + " · 12 May 2025 · 9 min read</p>"
        "<p>Utilities that ran storage tenders in 2024 learned...</p><h2>1. Specify "
        "degradation</h2><p>...</p><h2>2. Test augmentation clauses</h2><p>...</p>"
        f"<p>{tags}</p></article><aside><h2>Related</h2>"
        + a(WP_PAPER, "White paper: substation digitalization roadmap")
        + "</aside>"
        + '<form action="/subscribe" method="post"><input name="email"><button>Get the '
        "newsletter</button></form>",
        share=WP_ART,
    )
    pages[WP_PAPER.split(WP, 1)[1]] = p.page(
        "Substation digitalization roadmap (white paper)",
        COOKIES + "<h1>Substation digitalization: a roadmap for mid-size utilities</h1>"
        "<p>White paper · 28 pages · March 2025</p><p>What's inside: IEC 61850 process bus, "
        "cyber security, workforce.</p>"
        + ul(
            [
                a(WP_FILES[0], "Download the white paper (PDF)"),
                a(WP_FILES[1], "Executive summary (PDF, 2 pages)"),
            ]
        )
        + "<p>Authors: "
        + a("/authors/samir-haddad", "Samir Haddad")
        + "</p><aside>"
        + a(WP_ART, "Read next: storage procurement lessons")
        + "</aside>",
        share=WP_PAPER,
    )
    for u in WP_FILES:
        cdn.add(u.split(WP_CDN, 1)[1], pdf_file("Substation digitalization roadmap"))
    pages["/authors/samir-haddad"] = p.page("Samir Haddad", "<h1>Samir Haddad</h1>")
    return [site(p, pages), cdn]  # type: ignore[arg-type]


WP_CASES = [
    # Blog-post shape (The Conversation, Nautilus): an HTML article -> single_page.
    case(
        "whitelib-storage-article",
        WP_T,
        "Single Artifact URI",
        "single_page",
        WP_ART,
        [WP_ART],
        _whitepapers,
        [WP_PAPER],
    ),
    # SSRN shape: landing page with the paper and its summary on a CDN, one hop, among
    # chrome -> single_page_plus_ignored.
    case(
        "whitelib-substation-roadmap",
        WP_T,
        "Single Hop",
        "single_page_plus_ignored",
        WP_PAPER,
        [WP_PAPER, *WP_FILES],
        _whitepapers,
        [WP_ART],
    ),
]

# ---------------------------------------------------------------- DSpace-7-like, signposting
DS = host("repository", "engrepodspace")
HDL = host("hdl", "engrepodspace")
DS_T = "DSpace-7-like engineering report repository (FAIR signposting)"
DS_ITEMS = {
    "5f1c2a9e-7d43-4b8e-9c1f-0a6b2d3e4f51": (
        "11321/4417",
        "Fatigue Behaviour of Welded Aluminium Joints in Rail Car Bodies",
        ["8a1e0c77-1b2c-4d3e-8f90-a1b2c3d4e5f6", "9b2f1d88-2c3d-4e4f-9a01-b2c3d4e5f6a7"],
    ),
    "6a2d3b0f-8e54-4c9f-8d2a-1b7c3e4f5a62": (
        "11321/4502",
        "Field Evaluation of Low-Cost Air-Quality Sensors near Highways",
        ["7c3a2e99-3d4e-4f50-8b12-c3d4e5f6a7b8"],
    ),
}


def _ds_truth(uuid: str) -> list[str]:
    handle, _t, files = DS_ITEMS[uuid]
    out = [f"http://{DS}/items/{uuid}"]
    out += [f"http://{DS}/bitstreams/{f}/download" for f in files]
    out.append(
        f"http://{DS}/server/oai/request?verb=GetRecord&metadataPrefix=oai_dc"
        f"&identifier=oai:{DS}:{handle}"
    )
    return out


def _dspace() -> list[Site]:
    p = portal(
        DS,
        "EngRepo",
        [
            ("/communities", "Communities & Collections"),
            ("/browse/title", "Browse"),
            ("/statistics", "Statistics"),
        ],
        title_format="{title}",
        home_title="EngRepo - engineering reports",
    )
    pages: dict[str, object] = {}
    hdl = Site(HDL)
    for uuid, (handle, title, files) in DS_ITEMS.items():
        truth = _ds_truth(uuid)
        oai = truth[-1].split(DS, 1)[1]
        other = next(u for u in DS_ITEMS if u != uuid)
        hdl.add(f"/{handle}", Response.redirect(f"http://{DS}/items/{uuid}", 302))
        body = p.page(
            title,
            COOKIES
            + f'<h1>{title}</h1><div class="item-page"><h2>Files</h2>'
            + ul(
                a(f"/bitstreams/{f}/download", f"report-part-{i}.pdf (2.1 MB)")
                for i, f in enumerate(files, 1)
            )
            + "<h2>Date</h2><p>2025-02-11</p><h2>Authors</h2><p>"
            + a("/browse/author?value=Kowalczyk,%20Ewa", "Kowalczyk, Ewa")
            + "</p><h2>URI</h2>"
            + f"<p>{a(f'http://{HDL}/{handle}', f'http://{HDL}/{handle}')}</p><h2>Collections</h2>"
            + a("/collections/3e1f-technical-reports", "Technical Reports")
            + f"<p>{a(oai, 'Metadata (OAI-PMH, Dublin Core)')} · "
            + a(f"/statistics/items/{uuid}", "Statistics")
            + "</p></div><aside>Recent: "
            + a(f"/items/{other}", DS_ITEMS[other][1])
            + "</aside>",
            head=citation_meta(title, ["Kowalczyk, Ewa"], "2025-02-11"),
        )
        link = [
            (f"http://{HDL}/{handle}", "cite-as", ""),
            ("http://orcid.test/0000-0002-1825-0097", "author", ""),
            ("http://creativecommons.test/licenses/by/4.0/", "license", ""),
            (truth[-1], "describedby", "application/xml"),
            ("https://schema.org/AboutPage", "type", ""),
        ]
        link += [(u, "item", "application/pdf") for u in truth[1:-1]]
        pages[f"/items/{uuid}"] = linked(body, link)
        for f in files:
            pages[f"/bitstreams/{f}/download"] = Response(
                200,
                [
                    ("Content-Type", "application/pdf"),
                    ("Link", f'<http://{DS}/items/{uuid}> ; rel="collection" ; type="text/html"'),
                ],
                pdf_file(title).body,
            )
        pages[oai] = blob(
            f'<?xml version="1.0"?><OAI-PMH><record><dc:title>{title}</dc:title>'
            "</record></OAI-PMH>",
            "text/xml",
        )
        pages[f"/statistics/items/{uuid}"] = p.page("Statistics", "<h1>Views: 214</h1>")
    pages["/browse/author"] = p.page("Browse by author", "<h1>Browse</h1>")
    pages["/collections/3e1f-technical-reports"] = p.page("Technical Reports", "<h1>TR</h1>")
    return [site(p, pages), hdl]  # type: ignore[arg-type]


DS_U1, DS_U2 = list(DS_ITEMS)
DS_CASES = [
    # Signposting: the landing page's Link header names its files (item) and its metadata
    # record (describedby); the handle (cite-as) redirects to the landing page, which is
    # the start of the artifact -> signposting.
    case(
        "engrepo-welded-joints-via-handle",
        DS_T,
        "Single Hop",
        "signposting",
        f"http://{HDL}/{DS_ITEMS[DS_U1][0]}",
        _ds_truth(DS_U1),
        _dspace,
        [f"http://{DS}/items/{DS_U2}"],
        landing=f"http://{DS}/items/{DS_U1}",
    ),
    case(
        "engrepo-air-quality-sensors",
        DS_T,
        "Single Hop",
        "signposting",
        f"http://{DS}/items/{DS_U2}",
        _ds_truth(DS_U2),
        _dspace,
        [f"http://{DS}/items/{DS_U1}"],
    ),
]

# ---------------------------------------------------------------- NIST-like technical notes
ML = host("pubs", "metrolabpubs")
ML_NVL = host("nvlpubs", "metrolabpubs")
ML_T = "NIST-like technical-note series (bare titles, parts on several paths and hosts)"
ML_PUBS = {
    "hydrogen-embrittlement-pipeline-steels-review": (
        "Hydrogen Embrittlement of Pipeline Steels: A Review of Test Methods",
        "2301",
        "930177",
        True,
    ),
    "thermocouple-reference-junction-uncertainty": (
        "Calibration Uncertainty of Thermocouple Reference Junctions",
        "2314",
        "931502",
        False,
    ),
}


def _ml_truth(slug: str) -> list[str]:
    _t, tn, rec, errata = ML_PUBS[slug]
    out = [
        f"http://{ML}/publications/{slug}",
        f"http://{ML_NVL}/pubs/TechnicalNotes/MLAB.TN.{tn}.pdf",
        f"http://{ML}/catalog/record?id={rec}",
    ]
    if errata:
        out += [
            f"http://{ML}/pubs/errata/tn{tn}",
            f"http://{ML_NVL}/pubs/TechnicalNotes/MLAB.TN.{tn}-errata.pdf",
        ]
    else:
        out.append(f"http://{ML}/pubs/supplements/tn{tn}")
        out.append(f"http://{ML_NVL}/pubs/TechnicalNotes/MLAB.TN.{tn}-supplement.pdf")
    return out


def _metrolab() -> list[Site]:
    p = portal(
        ML,
        "MetroLab",
        [
            ("/publications", "Publications"),
            ("/topics", "Topics"),
            ("/labs", "Labs & major programs"),
            ("/news", "News"),
        ],
        title_format="{title}",
        home_title="MetroLab Publications Portal",
    )
    nvl = Site(ML_NVL)
    pages: dict[str, object] = {}
    for slug, (title, tn, rec, errata) in ML_PUBS.items():
        other = next(s for s in ML_PUBS if s != slug)
        pdf = f"http://{ML_NVL}/pubs/TechnicalNotes/MLAB.TN.{tn}.pdf"
        nvl.add(f"/pubs/TechnicalNotes/MLAB.TN.{tn}.pdf", pdf_file(title, f"Technical Note {tn}"))
        extra = (
            a(f"/pubs/errata/tn{tn}", "Errata")
            if errata
            else a(f"/pubs/supplements/tn{tn}", "Supplementary material")
        )
        pages[f"/publications/{slug}"] = p.page(
            title,
            COOKIES + f"<h1>{title}</h1><p>Published: January 2025 · Technical Note {tn}</p>"
            "<p>Author(s): " + a("/people/ines-varga", "Ines Varga") + "</p><h2>Abstract</h2>"
            "<p>This note reviews methods.</p>"
            + f"<p>{a(pdf, 'Download paper')} · {a(f'/catalog/record?id={rec}', 'Catalog record')}"
            + f" · {extra}</p><p>Keywords: "
            + a("/topics/materials", "materials")
            + "</p><aside>Related publication: "
            + a(f"/publications/{other}", "another technical note")
            + "</aside>",
            head=citation_meta(title, ["Ines Varga"], "2025/01", pdf),
            share=f"http://{ML}/publications/{slug}",
        )
        pages[f"/catalog/record?id={rec}"] = p.page(
            title,
            f"<h1>Catalog record</h1><table><tr><td>245</td><td>{title}</td></tr></table>"
            + a(f"/publications/{slug}", "Publication page"),
        )
        if errata:
            epdf = f"/pubs/TechnicalNotes/MLAB.TN.{tn}-errata.pdf"
            pages[f"/pubs/errata/tn{tn}"] = p.page(
                f"Errata: {title}",
                f"<h1>Errata for {title}</h1><p>Table 3 corrected.</p>"
                + a(f"http://{ML_NVL}{epdf}", "Errata sheet (PDF)"),
            )
            nvl.add(epdf, pdf_file(f"Errata: {title}"))
        else:
            spdf = f"/pubs/TechnicalNotes/MLAB.TN.{tn}-supplement.pdf"
            pages[f"/pubs/supplements/tn{tn}"] = p.page(
                f"Supplement: {title}",
                f"<h1>Supplementary material for {title}</h1>"
                + a(f"http://{ML_NVL}{spdf}", "Uncertainty budget tables (PDF)"),
            )
            nvl.add(spdf, pdf_file(f"Supplement: {title}"))
    pages["/people/ines-varga"] = p.page(
        "Ines Varga", "<h1>Ines Varga</h1><p>Materials scientist. 14 publications.</p>"
    )
    pages["/topics/materials"] = p.page("Materials", "<h1>Materials</h1>")
    return [site(p, pages), nvl]  # type: ignore[arg-type]


def _ml_case(name: str, slug: str) -> Case:
    other = next(s for s in ML_PUBS if s != slug)
    # Dryad without the data file: the bare title is in every part (catalog record,
    # errata or supplement page, and the PDFs' text), which lie on different paths and
    # hosts, two hops deep -> sig_title.
    return case(
        name,
        ML_T,
        "Multi-Hop",
        "sig_title",
        f"http://{ML}/publications/{slug}",
        _ml_truth(slug),
        _metrolab,
        [f"http://{ML}/publications/{other}"],
    )


# ---------------------------------------------------------------- faculty course pages
FAC = host("people", "techvalleyuni")
FAC_WWW = host("www", "techvalleyuni")
FAC_T = "Faculty member's bare course page (single hop, no site chrome)"
FAC_PAGES = {
    "/~kpatel/ece305.html": (
        "ECE 305 Electromagnetic Fields, Spring 2025",
        [
            "/~kpatel/ece305/syllabus.pdf",
            "/~kpatel/ece305/hw1.pdf",
            "/~kpatel/ece305/hw2.pdf",
            "/~kpatel/ece305/hw1-sol.pdf",
            "/~kpatel/handouts/smith-chart.pdf",
            "/~kpatel/ece305/exam1-2024.pdf",
        ],
    ),
    "/~lmoreau/me220-notes.html": (
        "ME 220 Dynamics: lecture notes",
        [
            "/~lmoreau/me220/ch1-kinematics.pdf",
            "/~lmoreau/me220/ch2-kinetics.pdf",
            "/~lmoreau/me220/ch3-energy.pdf",
            "/~lmoreau/me220/formula-sheet.pdf",
        ],
    ),
}


def _faculty() -> list[Site]:
    s = Site(FAC)
    s.add(
        "/",
        "<!doctype html><title>People pages</title><h1>Personal pages</h1>"
        + ul([a("/~kpatel/", "K. Patel"), a("/~lmoreau/", "L. Moreau")]),
    )
    for path, (title, files) in FAC_PAGES.items():
        user = path.split("/")[1]
        s.add(f"/{user}/", f"<!doctype html><title>{user}</title><h1>Home page of {user}</h1>")
        body = (
            f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN"><html><head><title>{title}'
            f'</title></head><body bgcolor="#ffffff"><h2>{title}</h2><p>Office hours Tue 2-4. '
            + a(f"/{user}/", "Back to my home page")
            + "</p><h3>Materials</h3>"
            + ul(a(f, f.rsplit("/", 1)[1]) for f in files)
            + "<hr><p><small>"
            + a(f"http://{FAC_WWW}/engineering/", "College of Engineering")
            + " | last modified 2025-03-02</small></p></body></html>"
        )
        s.add(path, body)
        for f in files:
            s.add(f, pdf_file(f"{title}: {f.rsplit('/', 1)[1]}"))
    www = portal(
        FAC_WWW,
        "Tech Valley University",
        [("/engineering/", "Engineering"), ("/admissions/", "Admissions")],
    )
    return [s, site(www, {})]  # type: ignore[arg-type]


def _fac_case(name: str, path: str) -> Case:
    user = path.split("/")[1]
    # One-hop artifact without portal chrome: the page and the handouts it links (some
    # outside its path, e.g. a shared Smith chart) -> single_page_plus; the owner's home
    # page and the college site are not the course.
    return case(
        name,
        FAC_T,
        "Single Hop",
        "single_page_plus",
        f"http://{FAC}{path}",
        [f"http://{FAC}{path}", *(f"http://{FAC}{f}" for f in FAC_PAGES[path][1])],
        _faculty,
        [f"http://{FAC}/{user}/"],
    )


CASES: list[Case] = [
    *VC_CASES,
    _pp_case("procpress-isdes-2025", "isdes-2025"),
    _pp_case("procpress-isdes-2024", "isdes-2024"),
    _nt_case("aerotech-icing-tunnel-tm", "20250004321"),
    _nt_case("aerotech-acoustic-liner", "20240009876"),
    *WP_CASES,
    *DS_CASES,
    _ml_case("metrolab-hydrogen-embrittlement", "hydrogen-embrittlement-pipeline-steels-review"),
    _ml_case("metrolab-thermocouple-uncertainty", "thermocouple-reference-junction-uncertainty"),
    _fac_case("faculty-ece305", "/~kpatel/ece305.html"),
    _fac_case("faculty-me220-notes", "/~lmoreau/me220-notes.html"),
]
