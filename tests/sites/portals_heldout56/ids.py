"""heldout56 portals whose artifact is named by an identifier in every URI or declared by
HTTP Link headers: an SDMX data explorer and a metadata catalogue that harvests other
portals (significant string from URI, the seed's GBIF shape) and a statistics repository
that implements FAIR Signposting (signposting)."""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, binary, csv, esc, jsonr, pdfr, ul, xmlr

# -- SDMX data explorer ------------------------------------------------------------------------

FLOW = Chrome(
    host="explorer.flowmetrica.hx56.example",
    name="Flowmetrica Data Explorer",
    menu=(
        ("/topics", "Topics"),
        ("/dataflows", "All dataflows"),
        ("/help/api", "API"),
        ("/help/faq", "FAQ"),
    ),
    footer=(
        ("/help/terms", "Terms and conditions"),
        ("/help/privacy", "Privacy"),
        ("/help/cookies", "Cookies"),
        ("/help/contact", "Contact"),
    ),
    account=(("/auth/signin", "Sign in"),),
    title_format="{title} | {name}",
    analytics="http://collect.statpixel.test/fm.js",
)
SDMX = "sdmx.flowmetrica.hx56.example"


@dataclass(frozen=True)
class Flow:
    fid: str
    name: str
    dsd: str
    versions: tuple[str, ...]
    topic: tuple[str, str]
    freqs: tuple[str, ...] = ("Q",)
    table_pages: int = 1


FLOWS = (
    Flow(
        "DF_QNA_EXPEND",
        "Quarterly national accounts: GDP, expenditure approach",
        "DSD_NAMAIN",
        ("1.1",),
        ("/topics/national-accounts", "National accounts"),
    ),
    Flow(
        "DF_TRADE_SITC_PARTNER",
        "Merchandise trade by SITC section and partner country",
        "DSD_TRADE",
        ("2.0", "1.0"),
        ("/topics/international-trade", "International trade"),
        ("A", "Q", "M"),
        table_pages=3,
    ),
)


def _flow(f: Flow) -> str:
    return f"/dataflow/{f.fid}"


def _api(f: Flow) -> list[str]:
    out = []
    for v in f.versions:
        out += [
            f"http://{SDMX}/rest/dataflow/FMX/{f.fid}/{v}",
            f"http://{SDMX}/rest/data/FMX,{f.fid},{v}/all?dimensionAtObservation=AllDimensions",
            f"http://{SDMX}/rest/data/FMX,{f.fid},{v}/all?format=csvfilewithlabels",
        ]
    return out


def _flow_pages(f: Flow) -> dict[str, str | Response]:
    b = _flow(f)
    tabs = [
        (b, "Overview"),
        (f"{b}/table", "Table"),
        (f"{b}/chart", "Chart"),
        (f"{b}/metadata", "Methodology"),
        (f"{b}/api", "Developer API"),
    ]
    shared = ul(
        [
            (f"http://{SDMX}/rest/datastructure/FMX/{f.dsd}/1.0", f"Data structure {f.dsd}"),
            (f"http://{SDMX}/rest/codelist/FMX/CL_AREA/1.0", "Codelist CL_AREA"),
        ]
    )
    downloads = ul(
        [(f"/downloads/{f.fid}_{q}.csv", f"Full dataset, frequency {q} (CSV)") for q in f.freqs]
        + [(f"/downloads/{f.fid}.xlsx", "Excel workbook")]
    )
    others = ul([(_flow(o), o.name) for o in FLOWS if o != f])

    def frame(title: str, main: str) -> str:
        return FLOW.page(
            f"{title} - {f.name}" if title != f.name else title,
            f'<h1>{esc(f.name)}</h1><p class="flow-id">Dataflow {f.fid}</p>'
            + ul(tabs, "tabs")
            + main,
            crumbs=(("/topics", "Topics"), f.topic),
            aside=f"<h2>Related dataflows</h2>{others}",
        )

    nav = (
        " ".join(f'<a href="{b}/table?page={k}">{k}</a>' for k in range(1, f.table_pages + 1))
        if f.table_pages > 1
        else ""
    )
    pages: dict[str, str | Response] = {
        b: frame(f.name, f"<h2>Download</h2>{downloads}<p>Last updated 28 May 2025.</p>"),
        f"{b}/chart": frame("Chart", '<div class="chart" data-series="B1GQ"></div>'),
        f"{b}/metadata": frame(
            "Methodology", "<h2>Sources and methods</h2><p>Compiled according to SNA 2008.</p>"
        ),
        f"{b}/api": frame(
            "Developer API",
            "<h2>SDMX REST queries</h2>"
            + ul([(u, u) for u in _api(f)])
            + "<h3>Structures</h3>"
            + shared,
        ),
    }
    for k in range(1, f.table_pages + 1):
        pages[f"{b}/table" + (f"?page={k}" if k > 1 else "")] = frame(
            "Table", f'<table class="data"><tr><th>Period</th></tr></table>{nav}'
        )
    if f.table_pages > 1:
        pages[f"{b}/table?page=1"] = pages[f"{b}/table"]
    for q in f.freqs:
        pages[f"/downloads/{f.fid}_{q}.csv"] = csv(
            [
                "DATAFLOW,FREQ,REF_AREA,TIME_PERIOD,OBS_VALUE",
                f"FMX:{f.fid}({f.versions[0]}),{q},R1,2024,101.2",
            ]
        )
    pages[f"/downloads/{f.fid}.xlsx"] = binary(
        f.fid, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    return pages


def _flow_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    api = Site(SDMX)
    for f in FLOWS:
        pages.update(_flow_pages(f))
        pages[f.topic[0]] = FLOW.page(
            f.topic[1], f"<h1>{esc(f.topic[1])}</h1>" + ul([(_flow(f), f.name)])
        )
        for u in _api(f):
            path = u.split(SDMX, 1)[1]
            if "csvfile" in u:
                api.add(
                    path, csv(["DATAFLOW,FREQ,TIME_PERIOD,OBS_VALUE", f"FMX:{f.fid},Q,2024-Q4,1.0"])
                )
            else:
                api.add(
                    path,
                    xmlr(
                        f'<message:Structure xmlns:message="http://www.sdmx.org/message"><Dataflow id="{f.fid}"/></message:Structure>'
                    ),
                )
        api.add(f"/rest/datastructure/FMX/{f.dsd}/1.0", xmlr(f'<DataStructure id="{f.dsd}"/>'))
    api.add("/rest/codelist/FMX/CL_AREA/1.0", xmlr('<Codelist id="CL_AREA"/>'))
    pages["/topics"] = FLOW.page("Topics", "<h1>Topics</h1>" + ul([f.topic for f in FLOWS]))
    pages["/dataflows"] = FLOW.page(
        "All dataflows", "<h1>Dataflows</h1>" + ul([(_flow(f), f.name) for f in FLOWS])
    )
    return [FLOW.site(pages), api]


def _flow_truth(f: Flow) -> frozenset[str]:
    return frozenset({FLOW.url(p) for p in _flow_pages(f)} | set(_api(f)))


# -- metadata catalogue harvesting other portals -----------------------------------------------

HARV = Chrome(
    host="catalog.harvestrion.hx56.example",
    name="Harvestrion Spatial Data Catalogue",
    menu=(
        ("/search", "Search"),
        ("/map", "Map"),
        ("/sources", "Harvested portals"),
        ("/about", "About"),
    ),
    footer=(
        ("/about/inspire", "INSPIRE conformity"),
        ("/about/privacy", "Privacy"),
        ("/help/cookies", "Cookies"),
        ("/about/accessibility", "Accessibility"),
    ),
    account=(("/signin", "Sign in"),),
    title_format="{title} | {name}",
    search_path="/search",
)


@dataclass(frozen=True)
class MdRecord:
    uuid: str
    title: str
    source: tuple[str, str]  # original record at the harvested portal (not served: another portal)
    formatters: tuple[str, ...]
    attachments: tuple[str, ...]
    resources: int
    children: tuple[tuple[str, str], ...] = ()


RECORDS = (
    MdRecord(
        "5c1e9a4d-27b3-4f0e-9c61-0d8e2a7f3b19",
        "Coastal erosion monitoring points",
        (
            "http://geodata.coastregion.test/dataset/coastal-erosion-monitoring",
            "Coast Region open data",
        ),
        ("xml", "dcat"),
        ("data-quality-report.pdf",),
        1,
    ),
    MdRecord(
        "b04f6e2c-9d1a-4c7b-8e35-61a2f0c9d7e8",
        "Land cover statistics series 2000-2024",
        (
            "http://catalogue.landagency.test/srv/metadata/LC-SERIES",
            "National Land Agency catalogue",
        ),
        ("xml", "dcat", "iso19115-3", "citation"),
        ("lineage.pdf", "legend.pdf", "accuracy-assessment.pdf"),
        3,
        (
            ("0e6b1c55-3f70-4a28-b9d4-7e21c8a0f412", "Land cover statistics 2000"),
            ("1f7c2d66-4081-4b39-cae5-8f32d9b1a523", "Land cover statistics 2012"),
            ("2a8d3e77-5192-4c4a-dbf6-9043eac2b634", "Land cover statistics 2018"),
            ("3b9e4f88-62a3-4d5b-ec07-a154fbd3c745", "Land cover statistics 2024"),
        ),
    ),
)


def _rec(uuid: str) -> str:
    return f"/records/{uuid}"


def _md_pages(r: MdRecord) -> dict[str, str | Response]:
    u = r.uuid
    fmts = ul([(f"/api/records/{u}/formatters/{f}", f.upper()) for f in r.formatters])
    atts = ul([(f"/api/records/{u}/attachments/{a}", a) for a in r.attachments])
    res = ul(
        [
            (f"/proxy/download?uuid={u}&resource={k}", f"Distribution {k}")
            for k in range(1, r.resources + 1)
        ]
    )
    children = (
        f'<p><a href="/search?parentUuid={u}">{len(r.children)} datasets in this series</a></p>'
        if r.children
        else ""
    )
    main = (
        f'<p class="type">{"Series" if r.children else "Dataset"}</p><h1>{esc(r.title)}</h1>'
        f'<p>Harvested from <a href="{r.source[0]}">{esc(r.source[1])}</a></p>'
        f"<h2>Download and links</h2>{res}<h2>Attachments</h2>{atts}{children}"
        f'<h2>Metadata</h2>{fmts}<p><a href="/search?relatedTo={u}">Related records</a></p>'
        '<p>Keywords: <a href="/search?keyword=land">land</a> <a href="/search?keyword=statistics">statistics</a></p>'
    )
    pages: dict[str, str | Response] = {
        _rec(u): HARV.page(r.title, main, crumbs=(("/search", "Search"),), share=HARV.url(_rec(u)))
    }
    for f in r.formatters:
        if f == "dcat":
            pages[f"/api/records/{u}/formatters/dcat"] = Response.data(
                f'<rdf:RDF><dcat:Dataset rdf:about="{u}"/></rdf:RDF>'.encode(),
                "application/rdf+xml",
            )
        elif f == "citation":
            pages[f"/api/records/{u}/formatters/citation"] = Response.data(
                f"TY  - DATA\nTI  - {r.title}\nER  -\n".encode(),
                "application/x-research-info-systems",
            )
        else:
            pages[f"/api/records/{u}/formatters/{f}"] = xmlr(
                f"<mdb:MD_Metadata><fileIdentifier>{u}</fileIdentifier></mdb:MD_Metadata>"
            )
    for a in r.attachments:
        pages[f"/api/records/{u}/attachments/{a}"] = pdfr(r.title, a)
    for k in range(1, r.resources + 1):
        pages[f"/proxy/download?uuid={u}&resource={k}"] = binary(f"{u}{k}", "application/zip")
    pages[f"/search?relatedTo={u}"] = HARV.page(
        "Related records",
        "<h1>Related records</h1>"
        + ul([(_rec(c), t) for c, t in r.children] or [("/search", "No related records")]),
    )
    if r.children:
        pages[f"/search?parentUuid={u}"] = HARV.page(
            f"Series members: {r.title}",
            "<h1>Datasets in this series</h1>" + ul([(_rec(c), t) for c, t in r.children]),
        )
    return pages


def _harv_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for r in RECORDS:
        pages.update(_md_pages(r))
        for c, t in r.children:
            pages[_rec(c)] = HARV.page(
                t,
                f'<h1>{esc(t)}</h1><p>Part of series <a href="{_rec(r.uuid)}">{esc(r.title)}</a></p>',
            )
    pages["/search?keyword=land"] = HARV.plain("Records with keyword land")
    pages["/search?keyword=statistics"] = HARV.plain("Records with keyword statistics")
    pages["/sources"] = HARV.page(
        "Harvested portals",
        "<h1>Harvested portals</h1>" + ul([(r.source[0], r.source[1]) for r in RECORDS]),
    )
    return [HARV.site(pages)]


# -- statistics repository with FAIR Signposting ------------------------------------------------

SIGN = Chrome(
    host="repository.signumstat.hx56.example",
    name="Signumstat Research Data Repository",
    menu=(
        ("/search", "Search records"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help", "Help"),
    ),
    footer=(
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("/help/cookies", "Cookies"),
        ("/help/api", "Developers"),
    ),
    account=(("/login", "Log in"), ("/signup", "Sign up")),
    title_format="{title} | {name}",
)
DOI = "doi.signumhandle.hx56.example"
SIGN_EXPORTS = ("json-ld", "datacite-xml", "dcat-ap", "ddi-codebook")


@dataclass(frozen=True)
class SignRecord:
    rid: str
    title: str
    doi: str | None
    files: tuple[str, ...]
    exports: tuple[str, ...]
    versions: tuple[str, ...] = ()  # record ids of the other versions
    community: tuple[str, str] = ("/communities/official-statistics", "Official statistics")


SIGN_RECORDS = (
    SignRecord(
        "wz4k1-7pq93",
        "Consumer price microdata sample, 2023",
        None,
        ("cpi_micro_2023.csv", "cpi_micro_2023_codebook.pdf"),
        ("json-ld", "datacite-xml"),
    ),
    SignRecord(
        "hm82c-0rt55",
        "Business register enterprise demography, 2015-2024 (version 3)",
        "10.77402/signum.hm82c",
        (
            "births_2015_2024.csv",
            "deaths_2015_2024.csv",
            "survival_rates.csv",
            "high_growth.csv",
            "methodology.pdf",
            "register_extract.zip",
        ),
        SIGN_EXPORTS,
        ("ab19x-44kd2", "cc73m-9q1hz"),
    ),
)


def _landing(r: SignRecord) -> str:
    return f"/records/{r.rid}"


def _items(r: SignRecord) -> list[str]:
    return [f"/records/{r.rid}/files/{n}" for n in r.files]


def _meta(r: SignRecord) -> list[str]:
    return [f"/records/{r.rid}/export/{e}" for e in r.exports]


_CTYPES = {
    "json-ld": "application/ld+json",
    "datacite-xml": "application/vnd.datacite.datacite+xml",
    "dcat-ap": "application/rdf+xml",
    "ddi-codebook": "application/xml",
}


def _file_type(name: str) -> str:
    return {"csv": "text/csv", "pdf": "application/pdf", "zip": "application/zip"}[
        name.rsplit(".", 1)[1]
    ]


def _sign_landing(r: SignRecord) -> Response:
    cite = f"http://{DOI}/{r.doi}" if r.doi else SIGN.url(_landing(r))
    links = [
        f'<{cite}>; rel="cite-as"',
        '<http://schema.test/Dataset>; rel="type"',
        '<http://schema.test/AboutPage>; rel="type"',
    ]
    links += [f'<{SIGN.url(u)}>; rel="item"; type="{_file_type(u)}"' for u in _items(r)]
    links += [
        f'<{SIGN.url(u)}>; rel="describedby"; type="{_CTYPES[u.rsplit("/", 1)[1]]}"'
        for u in _meta(r)
    ]
    links += [
        '<http://licences.opengov.test/cc-by-4.0>; rel="license"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
    ]
    files = "".join(
        f'<tr><td><a href="{u}">{u.rsplit("/", 1)[1]}</a></td><td><a href="{u}">Download</a></td></tr>'
        for u in _items(r)
    )
    exports = " ".join(f'<a href="{u}">{u.rsplit("/", 1)[1]}</a>' for u in _meta(r))
    versions = (
        ul([(f"/records/{v}", f"Version {len(r.versions) - i}") for i, v in enumerate(r.versions)])
        if r.versions
        else "<p>Only one version.</p>"
    )
    doi = f'<p class="doi">DOI <a href="{cite}">{esc(r.doi)}</a></p>' if r.doi else ""
    main = (
        f'<span class="badge">Dataset</span><h1>{esc(r.title)}</h1>{doi}'
        f'<p>Community: <a href="{r.community[0]}">{esc(r.community[1])}</a></p>'
        f'<h2>Files</h2><table class="files">{files}</table><h2>Export</h2><p>{exports}</p>'
        '<p><a href="/search?q=subject:%22price+statistics%22">price statistics</a></p>'
    )
    body = SIGN.page(
        r.title, main, aside=f"<h2>Versions</h2>{versions}", share=SIGN.url(_landing(r))
    )
    return Response.html(body, headers=[("Link", ", ".join(links))])


def _sign_pages(r: SignRecord) -> dict[str, str | Response]:
    pages: dict[str, str | Response] = {_landing(r): _sign_landing(r)}
    for u in _items(r):
        n = u.rsplit("/", 1)[1]
        ft = _file_type(n)
        if ft == "text/csv":
            pages[u] = csv(["year,nace,count", "2023,C,1204"])
        elif ft == "application/pdf":
            pages[u] = pdfr(r.title, n)
        else:
            pages[u] = binary(n, ft)
    for u in _meta(r):
        e = u.rsplit("/", 1)[1]
        pages[u] = (
            jsonr({"@type": "Dataset", "name": r.title}, _CTYPES[e])
            if e == "json-ld"
            else Response.data(
                f'<?xml version="1.0"?><resource><title>{esc(r.title)}</title></resource>'.encode(),
                _CTYPES[e],
            )
        )
    return pages


def _sign_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    doi = Site(DOI)
    for r in SIGN_RECORDS:
        pages.update(_sign_pages(r))
        if r.doi:
            doi.add(f"/{r.doi}", Response.redirect(SIGN.url(_landing(r)), 302))
        for i, v in enumerate(r.versions):
            pages[f"/records/{v}"] = SIGN.page(
                f"{r.title.split(' (')[0]} (version {len(r.versions) - i})",
                "<h1>Earlier version</h1><p>A newer version exists.</p>",
            )
        pages.setdefault(r.community[0], SIGN.plain(r.community[1]))
    pages["/search?q=subject:%22price+statistics%22"] = SIGN.plain("Search results")
    return [SIGN.site(pages), doi]


def _sign_truth(r: SignRecord) -> frozenset[str]:
    return frozenset(SIGN.url(u) for u in [_landing(r), *_items(r), *_meta(r)])


# -- cases ---------------------------------------------------------------------------------------

CASES = [
    # GBIF in the seed: the dataflow id is in the entry's path and in every member URI,
    # explorer tabs, bulk downloads and the SDMX API host alike, while shared structures
    # (DSD, codelists) and related dataflows do not carry it: Significant String from URI.
    Case(
        "flowmetrica-qna-expenditure",
        "SDMX data explorer (quarterly accounts dataflow with API queries)",
        "multi-hop",
        "sig_uri",
        FLOW.url(_flow(FLOWS[0])),
        _flow_truth(FLOWS[0]),
        _flow_sites,
        others=frozenset([FLOW.url(_flow(FLOWS[1]))]),
    ),
    # Two versions of the dataflow on the API host, three frequency downloads and a paged
    # table view, all keyed by the dataflow id (Significant String from URI).
    Case(
        "flowmetrica-trade-sitc",
        "SDMX data explorer (two dataflow versions, three frequencies, paged table)",
        "multi-hop",
        "sig_uri",
        FLOW.url(_flow(FLOWS[1])),
        _flow_truth(FLOWS[1]),
        _flow_sites,
        others=frozenset([FLOW.url(_flow(FLOWS[0]))]),
    ),
    # A harvesting catalogue keys everything by the record UUID (formatters, attachments,
    # download proxy, related search) under different paths; the original record sits on
    # the harvested portal (another artifact, not served here).
    Case(
        "harvestrion-coastal-erosion",
        "metadata catalogue harvester (harvested dataset record)",
        "multi-hop",
        "sig_uri",
        HARV.url(_rec(RECORDS[0].uuid)),
        frozenset(HARV.url(p) for p in _md_pages(RECORDS[0])),
        _harv_sites,
    ),
    # A series record: its members list is keyed by the series UUID, the four member
    # records are other artifacts.
    Case(
        "harvestrion-land-cover-series",
        "metadata catalogue harvester (series record with four member datasets)",
        "multi-hop",
        "sig_uri",
        HARV.url(_rec(RECORDS[1].uuid)),
        frozenset(HARV.url(p) for p in _md_pages(RECORDS[1])),
        _harv_sites,
        others=frozenset(HARV.url(_rec(c)) for c, _t in RECORDS[1].children),
    ),
    # The landing page's Link header names its files (item) and metadata (describedby):
    # the seed's machine-readable boundary, Signposting.
    Case(
        "signumstat-cpi-microdata",
        "signposting statistics repository (record with two files)",
        "single hop",
        "signposting",
        SIGN.url(_landing(SIGN_RECORDS[0])),
        _sign_truth(SIGN_RECORDS[0]),
        _sign_sites,
    ),
    # Entered through its DOI, which redirects to the landing page; six files, four
    # metadata exports and two older versions (other artifacts).
    Case(
        "signumstat-enterprise-demography",
        "signposting statistics repository (DOI entry, six files, four exports, older versions)",
        "single hop",
        "signposting",
        f"http://{DOI}/{SIGN_RECORDS[1].doi}",
        _sign_truth(SIGN_RECORDS[1]),
        _sign_sites,
        others=frozenset(SIGN.url(f"/records/{v}") for v in SIGN_RECORDS[1].versions),
        landing=SIGN.url(_landing(SIGN_RECORDS[1])),
    ),
]
