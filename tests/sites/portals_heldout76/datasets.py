"""heldout76 data-publishing portals: an IPT-like occurrence-resource installation, a
biodiversity data aggregator with an API host, a long-term ecological research (LTER)
station data catalogue, a static data-package host, and a FAIR repository with signposting.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, data

from ._kit import EcoPortal, banner, build, csv, tracker, ul

# ---------------------------------------------------------------- IPT-like installation
IPT = EcoPortal(
    host="ipt.wadsea-obs.hx76.example",
    name="Wadden Sea Observatory IPT",
    menu=[("/", "Home"), ("/about.do", "About"), ("/rss.do", "RSS"), ("/manage/", "Manage")],
    footer=[("/privacy", "Privacy"), ("/ipt-help.do", "Help")],
    title_format="{title} - {name}",
    home_main="<h1>Published resources</h1>"
    + ul([("/resource?r=wadsea-macrobenthos-1998", "Macrobenthos of the intertidal flats")]),
    banner=banner(),
    analytics=tracker("wadsea"),
)
IPT_OTHER = "/resource?r=wadsea-eelgrass-extent"


def _ipt_version(
    short: str, title: str, v: str, versions: list[str], current: bool, pinned: bool
) -> str:
    # The bare resource URL links the bare archive/EML URLs; a pinned ?v= page its own.
    q = f"r={short}&amp;v={v}" if pinned else f"r={short}"
    hist = "".join(
        f'<tr><td><a href="/resource?r={short}&amp;v={x}">{x}</a></td>'
        f'<td><a href="/archive.do?r={short}&amp;v={x}">DwC-A</a></td></tr>'
        for x in versions
    )
    return IPT.page(
        title,
        f"""<div class="resourceOverview"><h1 class="rtitle">{escape(title)}</h1>
<p class="version">Version {v}{" (latest)" if current else ""}</p>
<p>Occurrence dataset published by Wadden Sea Observatory.</p>
<section id="dataRecords"><h2>Data Records</h2>
<p>The data in this <a href="/archive.do?{q}">Darwin Core Archive</a> (DwC-A) comprises
a core table of occurrences and a measurement-or-fact extension.</p>
<p>Metadata: <a href="/eml.do?{q}">EML</a> · <a href="/rtf.do?{q}">RTF</a></p></section>
<section id="versions"><h2>Versions</h2><table>{hist}</table></section>
<section id="related"><h2>Other resources of this publisher</h2>
<a href="{IPT_OTHER}">Eelgrass extent 2010</a></section></div>""",
    )


def _ipt_pages() -> dict[str, str | Response]:
    pages: dict[str, str | Response] = {}
    records = [
        ("wadsea-macrobenthos-1998", "Macrobenthos of the intertidal flats, 1998-2004", ["1.4"]),
        (
            "wadsea-shorebird-highwater-counts",
            "High-tide roost counts of shorebirds, Wadden Sea",
            ["3.2", "3.1", "3.0", "2.0"],
        ),
    ]
    for short, title, versions in records:
        for i, v in enumerate(versions):
            current = i == 0
            page = _ipt_version(short, title, v, versions, current, True)
            pages[f"/resource?r={short}&v={v}"] = page
            eml = f'<eml:eml packageId="{short}/v{v}"><dataset><title>{title}</title></dataset></eml:eml>'
            pages[f"/eml.do?r={short}&v={v}"] = data(eml, "text/xml")
            pages[f"/rtf.do?r={short}&v={v}"] = data("{\\rtf1 " + title + "}", "application/rtf")
            pages[f"/archive.do?r={short}&v={v}"] = data(
                b"PK\x03\x04" + short.encode(), "application/zip"
            )
            if current:
                pages[f"/resource?r={short}"] = _ipt_version(short, title, v, versions, True, False)
                pages[f"/eml.do?r={short}"] = pages[f"/eml.do?r={short}&v={v}"]
                pages[f"/rtf.do?r={short}"] = pages[f"/rtf.do?r={short}&v={v}"]
                pages[f"/archive.do?r={short}"] = pages[f"/archive.do?r={short}&v={v}"]
    pages[IPT_OTHER] = IPT.page("Eelgrass extent 2010", "<h1>Eelgrass extent 2010</h1>")
    return pages


def ipt_sites() -> list[Site]:
    return [build(IPT, _ipt_pages())]


def _ipt_truth(short: str, versions: list[str]) -> set[str]:
    t = {IPT.url(f"/{p}?r={short}") for p in ("resource", "eml.do", "rtf.do", "archive.do")}
    for v in versions:
        t |= {
            IPT.url(f"/{p}?r={short}&v={v}") for p in ("resource", "eml.do", "rtf.do", "archive.do")
        }
    return t


# ---------------------------------------------------------------- aggregator with API host
AGG = EcoPortal(
    host="www.biotally.hx76.example",
    name="BioTally",
    menu=[
        ("/", "Home"),
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/species/search", "Species"),
        ("/publisher/search", "Publishers"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    banner=banner(),
    analytics=tracker("biotally"),
)
API = "api.biotally.hx76.example"
AGG_DS = {
    "5d1f0c2e-7a43-4b9e-9d61-2f8c0e4a1b77": ("Breeding bird atlas of the Drumlin uplands", 1),
    "c93a6e10-48b2-4f0d-a7e5-61d2b9f3e804": ("Moth light-trap network, 2003-2021", 3),
}
AGG_PUB = "/publisher/0e7d2b31-aa90-4c11-8f00-77c5e1d2a3b4"


def _agg_pages() -> tuple[dict[str, str | Response], dict[str, str | Response]]:
    www: dict[str, str | Response] = {
        AGG_PUB: AGG.page("Upland Bird Trust", "<h1>Upland Bird Trust</h1>")
    }
    api: dict[str, str | Response] = {"/": data('{"api":"v1"}', "application/json")}
    for key, (title, occ_pages) in AGG_DS.items():
        api_doc = f"http://{API}/v1/dataset/{key}/document"
        api_ep = f"http://{API}/v1/dataset/{key}/endpoint"
        more = ""
        if occ_pages > 1:
            more = f'<li><a href="/dataset/{key}/metrics">Metrics</a></li>'
            more += f'<li><a href="/dataset/{key}/activity">Download activity</a></li>'
        www[f"/dataset/{key}"] = AGG.page(
            title,
            f"""<article class="dataset-key"><h1>{escape(title)}</h1>
<nav class="tabs"><ul><li><a href="/dataset/{key}">About</a></li>
<li><a href="/occurrence/search?dataset_key={key}">Occurrences</a></li>{more}
<li><a href="/occurrence/download?dataset_key={key}">Download</a></li></ul></nav>
<p>Published by <a href="{AGG_PUB}">Upland Bird Trust</a>.
Taxonomic scope: <a href="/species/212">Aves</a>.</p>
<p>Metadata: <a href="{api_doc}">EML document</a> · <a href="{api_ep}">endpoints</a></p>
<p>Please cite: {escape(title)}. Accessed via BioTally.</p></article>""",
        )
        for i in range(occ_pages):
            q = f"dataset_key={key}" + (f"&offset={i * 20}" if i else "")
            nxt = (
                f'<a href="/occurrence/search?dataset_key={key}&amp;offset={(i + 1) * 20}">Next</a>'
                if i + 1 < occ_pages
                else ""
            )
            rows = ul(
                [
                    (f"/occurrence/{880000 + i * 20 + j}", f"Occurrence {880000 + i * 20 + j}")
                    for j in range(3)
                ]
            )
            www[f"/occurrence/search?{q}"] = AGG.page(
                "Occurrence search", f"<h1>Occurrences in {escape(title)}</h1>{rows}{nxt}"
            )
            for j in range(3):
                n = 880000 + i * 20 + j
                www[f"/occurrence/{n}"] = AGG.page(f"Occurrence {n}", f"<h1>Occurrence {n}</h1>")
        www[f"/occurrence/download?dataset_key={key}"] = AGG.page(
            "Download",
            "<h1>Download</h1><p>Please <a href='/login'>log in</a>: the file is e-mailed.</p>",
        )
        if occ_pages > 1:
            www[f"/dataset/{key}/metrics"] = AGG.page(
                "Metrics", f"<h1>Metrics of {escape(title)}</h1>"
            )
            www[f"/dataset/{key}/activity"] = AGG.page(
                "Activity", f"<h1>Downloads of {escape(title)}</h1>"
            )
        api[f"/v1/dataset/{key}/document"] = data(
            f"<eml><title>{title}</title></eml>", "application/xml"
        )
        api[f"/v1/dataset/{key}/endpoint"] = data('[{"type":"DWC_ARCHIVE"}]', "application/json")
    www["/species/212"] = AGG.page("Aves", "<h1>Aves</h1>")
    return www, api


def agg_sites() -> list[Site]:
    www, api = _agg_pages()
    return [build(AGG, www), Site(API, api)]


def _agg_truth(key: str) -> set[str]:
    _title, occ_pages = AGG_DS[key]
    t = {
        AGG.url(f"/dataset/{key}"),
        AGG.url(f"/occurrence/search?dataset_key={key}"),
        AGG.url(f"/occurrence/download?dataset_key={key}"),
        f"http://{API}/v1/dataset/{key}/document",
        f"http://{API}/v1/dataset/{key}/endpoint",
    }
    for i in range(1, occ_pages):
        t.add(AGG.url(f"/occurrence/search?dataset_key={key}&offset={i * 20}"))
    if occ_pages > 1:
        t |= {AGG.url(f"/dataset/{key}/metrics"), AGG.url(f"/dataset/{key}/activity")}
    return t


# ---------------------------------------------------------------- LTER data catalogue
LTER = EcoPortal(
    host="portal.lterfen.hx76.example",
    name="Fenland LTER Data Portal",
    menu=[
        ("/", "Home"),
        ("/data/browse", "Browse"),
        ("/data/search", "Advanced search"),
        ("/station/", "The station"),
        ("/people/", "People"),
    ],
    footer=[("/data/policy", "Data use policy"), ("/privacy", "Privacy"), ("/funding", "Funding")],
    title_format="{name}: {title}",
    banner=banner(),
    analytics=tracker("lterfen"),
)
LTER_REL = "/data/pkg/knb-lter-fen.7/"


def _lter_package(
    pid: str, title: str, revs: list[int], entities: int, per_page: int
) -> dict[str, str | Response]:
    base = f"/data/pkg/{pid}/"
    pages: dict[str, str | Response] = {}
    n_pages = (entities + per_page - 1) // per_page
    for p in range(n_pages):
        ents = [
            (f"{base}entity/{i}", f"Data table {i}")
            for i in range(1 + p * per_page, 1 + min(entities, (p + 1) * per_page))
        ]
        pager = (
            "".join(
                f'<a href="{base}tables{f"?page={k + 1}" if k else ""}">{k + 1}</a> '
                for k in range(n_pages)
            )
            if n_pages > 1
            else ""
        )
        pages[f"{base}tables?page={p + 1}" if p else f"{base}tables"] = LTER.page(
            f"{title} - data tables", f"<h1>Data tables</h1>{ul(ents)}<p class='pager'>{pager}</p>"
        )
    for i in range(1, entities + 1):
        pages[f"{base}entity/{i}"] = LTER.page(
            f"Data table {i}",
            f'<h1>Data table {i}</h1><p>Part of <a href="{base}">{escape(title)}</a>.</p>'
            f'<p><a href="{base}entity/{i}/download">Download CSV</a> · '
            f'<a href="/data/policy">Data use policy</a></p>',
        )
        pages[f"{base}entity/{i}/download"] = data(
            csv("site,date,depth_cm,value", 5, i), "text/csv"
        )
    pages[f"{base}eml.xml"] = data(
        f"<eml:eml packageId='{pid}'><title>{title}</title></eml:eml>", "text/xml"
    )
    pages[f"{base}citation.ris"] = data(
        f"TY  - DATA\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
    )
    pages[f"{base}report"] = LTER.page(
        "Quality report", f"<h1>Quality report for {pid}</h1><p>All checks valid.</p>"
    )
    revlinks = ""
    if revs:
        revlinks = "<h2>Revisions</h2>" + ul([(f"{base}rev/{r}/", f"Revision {r}") for r in revs])
        for r in revs:
            pages[f"{base}rev/{r}/"] = LTER.page(
                f"{title} (revision {r})",
                f"<h1>{escape(title)} - revision {r}</h1>"
                f'<p><a href="{base}rev/{r}/eml.xml">EML of revision {r}</a></p>',
            )
            pages[f"{base}rev/{r}/eml.xml"] = data(f"<eml:eml packageId='{pid}.{r}'/>", "text/xml")
    pages[base] = LTER.page(
        title,
        f"""<div class="package"><h1>{escape(title)}</h1><dl><dt>Package</dt><dd>{pid}</dd>
<dt>Creators</dt><dd><a href="/people/">Fenland LTER investigators</a></dd></dl>
<p><a href="{base}tables">Data tables ({entities})</a> · <a href="{base}eml.xml">Full metadata (EML)</a>
· <a href="{base}report">Quality report</a> · <a href="{base}citation.ris">Cite (RIS)</a></p>
{revlinks}<aside><h2>Related packages</h2><a href="{LTER_REL}">Water table depth, 1990-present</a>
</aside></div>""",
        share=LTER.url(base),
    )
    return pages


def lter_sites() -> list[Site]:
    pages = {
        **_lter_package(
            "knb-lter-fen.41", "Sphagnum cover on permanent quadrats, 1994-2020", [], 2, 10
        ),
        **_lter_package(
            "knb-lter-fen.112", "Carabid beetle pitfall trapping, north transect", [2, 3], 7, 3
        ),
        LTER_REL: LTER.page("Water table depth", "<h1>Water table depth, 1990-present</h1>"),
    }
    return [build(LTER, pages)]


def _lter_truth(pid: str) -> set[str]:
    return {LTER.url(u) for u in lter_sites()[0].pages if u.startswith(f"/data/pkg/{pid}/")}


# ---------------------------------------------------------------- static data-package host
PKG = "packages.openhabitatdata.hx76.example"
PKGS = {
    "hedgerow-survey-2019": (
        "Hedgerow structure survey 2019",
        ["datapackage.json", "data/hedges.csv", "data/woody-species.csv", "README.md"],
    ),
    "riparian-transects": (
        "Riparian vegetation transects, River Lune catchment",
        [
            "datapackage.json",
            "data/transects.csv",
            "data/quadrats.csv",
            "data/species-cover.csv",
            "data/soil.csv",
            "schemas/quadrats.schema.json",
            "schemas/species-cover.schema.json",
            "README.md",
            "CHANGELOG.md",
            "releases/riparian-transects-1.0.0.zip",
            "releases/riparian-transects-1.1.0.zip",
        ],
    ),
}


def _pkg_body(path: str, name: str) -> Response:
    if path.endswith(".csv"):
        return data(csv("plot,species,cover", 4, len(path)), "text/csv")
    if path.endswith(".json"):
        return data(
            json.dumps({"name": name, "profile": "tabular-data-package"}), "application/json"
        )
    if path.endswith(".zip"):
        return data(b"PK\x03\x04" + path.encode(), "application/zip")
    return data(f"# {name}\n", "text/markdown")


def pkg_sites() -> list[Site]:
    site = Site(PKG)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>Open Habitat Data packages</title></head><body>"
        + ul([(f"/pkg/{n}/index.html", t) for n, (t, _f) in PKGS.items()])
        + "</body></html>",
    )
    for name, (title, files) in PKGS.items():
        rows = "".join(
            f'<tr><td><a href="{f}">{escape(f)}</a></td><td>{len(f) * 113} B</td></tr>'
            for f in files
        )
        site.add(
            f"/pkg/{name}/index.html",
            f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<meta name="generator" content="dpkg-site 0.4"><style>td{{padding:2px 8px}}</style></head>
<body><h1>{escape(title)}</h1><p>Frictionless data package <code>{name}</code>,
licence ODC-BY 1.0.</p><table><tr><th>Resource</th><th>Size</th></tr>{rows}</table>
<p><small>Generated by dpkg-site.</small></p></body></html>""",
        )
        for f in files:
            site.add(f"/pkg/{name}/{f}", _pkg_body(f, name))
    return [site]


# ---------------------------------------------------------------- FAIR repository + signposting
FAIR = EcoPortal(
    host="data.fairbiodep.hx76.example",
    name="FAIR Biodiversity Deposit",
    menu=[("/", "Home"), ("/browse", "Browse"), ("/deposit", "Deposit"), ("/about", "About")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/api", "API")],
    banner=banner(),
    analytics=tracker("fairbiodep"),
)
PID = "id.pidreg.hx76.example"
STORE = "objects.coldvault-store.hx76.example"
FAIR_DS = {
    "fbd.3391": (
        "Pollinator visitation to wildflower strips, 2017",
        [f"/files/fbd.3391/{f}" for f in ("visits.csv", "plots.csv")],
        False,
    ),
    "fbd.4410": (
        "Soil mesofauna extractions along a grazing gradient",
        [
            f"http://{STORE}/bucket-7/fbd.4410/{f}"
            for f in (
                "cores.csv",
                "taxa.csv",
                "extraction-protocol.pdf",
                "photos.zip",
                "readme.txt",
            )
        ],
        True,
    ),
}


def _fair_landing(key: str, title: str, items: list[str]) -> Response:
    meta = [f"/api/records/{key}/datacite.xml", f"/api/records/{key}/schemaorg.json"]
    link = [f'<{FAIR.url(u) if u.startswith("/") else u}>; rel="item"' for u in items]
    link += [f'<{FAIR.url(m)}>; rel="describedby"; type="application/xml"' for m in meta]
    link += [
        f'<http://{PID}/10.80076/{key}>; rel="cite-as"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<http://schema.test/Dataset>; rel="type"',
    ]
    head = "".join(f'<link rel="item" href="{escape(u)}">' for u in items)
    files = ul([(u, u.rsplit("/", 1)[1]) for u in items], "files")
    body = FAIR.page(
        title,
        f"""<h1>{escape(title)}</h1><p class="doi">DOI: <a href="http://{PID}/10.80076/{key}">10.80076/{key}</a></p>
<h2>Files</h2>{files}<h2>Metadata</h2>
<p><a href="{meta[0]}">DataCite XML</a> · <a href="{meta[1]}">schema.org JSON-LD</a></p>
<aside>Similar records: <a href="/records/fbd.1207">Bumblebee transects</a></aside>""",
        head=head,
    )
    return Response.html(body, headers=[("Link", ", ".join(link))])


def fair_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/records/fbd.1207": FAIR.page("Bumblebee transects", "<h1>Bumblebee transects</h1>")
    }
    pid = Site(PID, {"/": "<!DOCTYPE html><title>PID registry</title><h1>PID registry</h1>"})
    store = Site(STORE, {"/": data("<ListBucketResult/>", "application/xml")})
    for key, (title, items, _ext) in FAIR_DS.items():
        pages[f"/records/{key}"] = _fair_landing(key, title, items)
        pages[f"/api/records/{key}/datacite.xml"] = data(
            f"<resource><title>{title}</title></resource>", "application/xml"
        )
        pages[f"/api/records/{key}/schemaorg.json"] = data(
            json.dumps({"@type": "Dataset", "name": title}), "application/ld+json"
        )
        pid.add(f"/10.80076/{key}", Response.redirect(FAIR.url(f"/records/{key}"), 302))
        for u in items:
            coll = [("Link", f'<{FAIR.url(f"/records/{key}")}>; rel="collection"')]
            body = b"%PDF-1.4\n" if u.endswith(".pdf") else f"{key} {u}\n".encode()
            if u.startswith("/"):
                pages[u] = Response(
                    200, [("Content-Type", "application/octet-stream"), *coll], body
                )
            else:
                store.add(
                    u.split(STORE, 1)[1],
                    Response(200, [("Content-Type", "application/octet-stream"), *coll], body),
                )
    return [build(FAIR, pages), pid, store]


def _fair_truth(key: str) -> set[str]:
    _t, items, _e = FAIR_DS[key]
    t = {
        FAIR.url(f"/records/{key}"),
        FAIR.url(f"/api/records/{key}/datacite.xml"),
        FAIR.url(f"/api/records/{key}/schemaorg.json"),
    }
    return t | {FAIR.url(u) if u.startswith("/") else u for u in items}


# ---------------------------------------------------------------- cases
_IPT_A = "wadsea-macrobenthos-1998"
_IPT_B = "wadsea-shorebird-highwater-counts"
_AGG_A, _AGG_B = list(AGG_DS)

CASES: list[Case] = [
    # IPT-like installation: every URI of a resource (page, versions, DwC-A, EML, RTF)
    # carries its short name r=...; the seed's GBIF reasoning (an identifier in the path
    # of every linked artifact URI) prescribes Significant String from URI.
    case(
        "ipt-macrobenthos",
        "IPT occurrence-resource installation (single-version resource with DwC-A)",
        "dataset",
        "sig_uri",
        IPT.url(f"/resource?r={_IPT_A}"),
        _ipt_truth(_IPT_A, ["1.4"]),
        ipt_sites,
        others={IPT.url(IPT_OTHER)},
    ),
    # Same installation, a resource with four published versions, each its own page,
    # archive and metadata: still all carry r=...: Significant String from URI.
    case(
        "ipt-shorebird-versions",
        "IPT occurrence-resource installation (resource with four versions)",
        "dataset",
        "sig_uri",
        IPT.url(f"/resource?r={_IPT_B}"),
        _ipt_truth(_IPT_B, ["3.2", "3.1", "3.0", "2.0"]),
        ipt_sites,
        others={IPT.url(IPT_OTHER)},
    ),
    # GBIF-like aggregator: the dataset key is in every artifact URI, including the API
    # host's metadata document, and the download needs a login: the seed's GBIF row,
    # Significant String from URI.
    case(
        "agg-bird-atlas",
        "biodiversity data aggregator (dataset page with API document)",
        "dataset",
        "sig_uri",
        AGG.url(f"/dataset/{_AGG_A}"),
        _agg_truth(_AGG_A),
        agg_sites,
        others={AGG.url(AGG_PUB)},
    ),
    # Harder: paginated occurrence search, metrics and activity tabs, occurrence records
    # that do not carry the key (not part of the dataset artifact): Significant String from URI.
    case(
        "agg-moth-network",
        "biodiversity data aggregator (dataset with paginated occurrences and tabs)",
        "dataset",
        "sig_uri",
        AGG.url(f"/dataset/{_AGG_B}"),
        _agg_truth(_AGG_B),
        agg_sites,
        others={AGG.url(AGG_PUB)},
    ),
    # LTER catalogue: every object of a data package lives under /data/pkg/<id>/ (the
    # entry URI is a substring of all of them, as on the seed's GitLab/BitBucket): Path-Based.
    case(
        "lter-sphagnum",
        "LTER station data catalogue (data package with two tables)",
        "dataset",
        "path_based",
        LTER.url("/data/pkg/knb-lter-fen.41/"),
        _lter_truth("knb-lter-fen.41"),
        lter_sites,
        others={LTER.url(LTER_REL)},
    ),
    # Harder: revisions, seven tables over paginated listings, all under the package path:
    # Path-Based.
    case(
        "lter-carabid-revisions",
        "LTER station data catalogue (package with revisions and paginated tables)",
        "dataset",
        "path_based",
        LTER.url("/data/pkg/knb-lter-fen.112/"),
        _lter_truth("knb-lter-fen.112"),
        lter_sites,
    ),
    # Static data-package host: a generated index with no chrome whose every link is a
    # resource of the package, one hop away: Single Page+ (nothing to ignore).
    case(
        "pkg-hedgerow",
        "static data-package site (four resources)",
        "dataset",
        "single_page_plus",
        f"http://{PKG}/pkg/hedgerow-survey-2019/index.html",
        {f"http://{PKG}/pkg/hedgerow-survey-2019/index.html"}
        | {f"http://{PKG}/pkg/hedgerow-survey-2019/{f}" for f in PKGS["hedgerow-survey-2019"][1]},
        pkg_sites,
    ),
    # Harder: schemas, changelog and two earlier release zips, all linked from the index:
    # still one hop and no chrome, Single Page+.
    case(
        "pkg-riparian-releases",
        "static data-package site (resources, schemas and release archives)",
        "dataset",
        "single_page_plus",
        f"http://{PKG}/pkg/riparian-transects/index.html",
        {f"http://{PKG}/pkg/riparian-transects/index.html"}
        | {f"http://{PKG}/pkg/riparian-transects/{f}" for f in PKGS["riparian-transects"][1]},
        pkg_sites,
    ),
    # FAIR repository announcing its boundary in HTTP Link headers (items, describedby):
    # the seed names Signposting as the machine-readable boundary, so Signposting.
    case(
        "fair-pollinators",
        "FAIR signposting repository (record with two files)",
        "dataset",
        "signposting",
        FAIR.url("/records/fbd.3391"),
        _fair_truth("fbd.3391"),
        fair_sites,
        others={FAIR.url("/records/fbd.1207")},
    ),
    # Harder: entered through its DOI (a redirect), items on an external object store:
    # Signposting; the DOI itself is the entry, not a truth URI.
    case(
        "fair-mesofauna-doi",
        "FAIR signposting repository (DOI entry, files on an object store)",
        "dataset",
        "signposting",
        f"http://{PID}/10.80076/fbd.4410",
        _fair_truth("fbd.4410"),
        fair_sites,
        others={FAIR.url("/records/fbd.1207")},
        landing=FAIR.url("/records/fbd.4410"),
    ),
]
