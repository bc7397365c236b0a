"""Dataset, project, ontology and software portals reached through identifiers: a
persistentId dataset repository (Dataverse-like), a GUID short-link research-project host
(OSF-like), a DOI-registered biodiversity dataset portal with an API host, a PURL-resolved
ontology registry with release files elsewhere, and a software forge whose concept DOI
lands on a project with downloads on other hosts.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, as_json, binary, resolver, text, ul

# --- persistentId dataset repository (Dataverse-like; title = "<dataset> - <site>") --------

SALTMARSH = "doi.saltmarshpid.hx61.example"
TIDEWATER = Chrome(
    "dataverse.tidewaterdata.hx61.example",
    "Tidewater Dataverse",
    [
        ("/dataverse/root", "Browse"),
        ("/dataverse/root?q=", "Search"),
        ("/guides/user", "User guide"),
    ],
    title_format="{title} - {name}",
    home_title="Tidewater Dataverse",
    home_main="<h1>Tidewater Dataverse</h1><p>Share, publish and get credit for your data.</p>",
    login="/loginpage.xhtml",
    cdn="cdn.tidewaterstatic.hx61.example",
)


def _dv_dataset(
    pid: str, title: str, files: list[tuple[str, str, str]], versions: list[str]
) -> dict[str, PageValue]:
    q = f"persistentId=doi:10.70092/TWD/{pid}"
    exports = ["schema.org", "dataverse_json", "ddi"][: 1 + len(versions)]
    flist = ul(
        [
            (
                f"/file.xhtml?persistentId=doi:10.70092/TWD/{pid}/{fid}&version=1.{len(versions)}",
                name,
            )
            for fid, name, _n in files
        ]
    )
    main = (
        f'<div id="datasetVersionBlock"><h1>{escape(title)}</h1><p class="citation">Hale, K.; '
        f"Mbeki, T., 2024, &quot;{escape(title)}&quot;, doi:10.70092/TWD/{pid}, Tidewater Dataverse</p>"
        f"<h2>Files</h2>{flist}<h2>Metadata export</h2>"
        + ul([(f"/api/datasets/export?exporter={e}&{q}", e) for e in exports])
        + (
            "<h2>Versions</h2>"
            + ul([(f"/dataset.xhtml?{q}&version={v}", f"Version {v}") for v in versions])
            if versions
            else ""
        )
        + "</div>"
    )
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?{q}": TIDEWATER.page(
            title, main, share=TIDEWATER.url(f"/dataset.xhtml?{q}")
        )
    }
    for v in versions:
        pages[f"/dataset.xhtml?{q}&version={v}"] = TIDEWATER.page(
            title, f"<h1>{escape(title)}</h1><p>Version {v}</p>"
        )
    for e in exports:
        pages[f"/api/datasets/export?exporter={e}&{q}"] = as_json({"name": title, "exporter": e})
    for fid, name, num in files:
        fp = f"/file.xhtml?persistentId=doi:10.70092/TWD/{pid}/{fid}&version=1.{len(versions)}"
        pages[fp] = TIDEWATER.page(
            name,
            f"<p>Dataset: {escape(title)}</p><h1>{escape(name)}</h1>"
            f"<p>{a(f'/api/access/datafile/{num}', 'Download')}</p>",
        )
        pages[f"/api/access/datafile/{num}"] = text(
            f"# {title}\n# file {name}\nstation\tlevel\nT1\t0.41\n", "text/tab-separated-values"
        )
    return pages


def _dv_truth(pid: str, files: list[tuple[str, str, str]], versions: list[str]) -> set[str]:
    q = f"persistentId=doi:10.70092/TWD/{pid}"
    out = {f"/dataset.xhtml?{q}"} | {f"/dataset.xhtml?{q}&version={v}" for v in versions}
    out |= {
        f"/api/datasets/export?exporter={e}&{q}"
        for e in ["schema.org", "dataverse_json", "ddi"][: 1 + len(versions)]
    }
    for fid, _name, num in files:
        out |= {
            f"/file.xhtml?persistentId=doi:10.70092/TWD/{pid}/{fid}&version=1.{len(versions)}",
            f"/api/access/datafile/{num}",
        }
    return {TIDEWATER.url(p) for p in out}


DV_A = [("K2LM7A", "levels_2023.tab", "40211"), ("K2LM7B", "codebook.txt", "40212")]
DV_B = [
    ("P8RT1A", "salinity.tab", "51001"),
    ("P8RT1B", "temperature.tab", "51002"),
    ("P8RT1C", "sensors.tab", "51003"),
    ("P8RT1D", "qc_log.txt", "51004"),
    ("P8RT1E", "readme.txt", "51005"),
]


def _dv_sites() -> list[Site]:
    pages = _dv_dataset("QX3N8T", "Water levels in the Fenmouth tidal creek network", DV_A, [])
    pages.update(
        _dv_dataset(
            "ZB7W2C", "Salinity intrusion monitoring along the Ouse barrage", DV_B, ["1.0", "1.1"]
        )
    )
    doi = resolver(
        SALTMARSH,
        "Saltmarsh DOI resolver",
        {
            "/10.70092/TWD/QX3N8T": TIDEWATER.url(
                "/dataset.xhtml?persistentId=doi:10.70092/TWD/QX3N8T"
            ),
            "/10.70092/TWD/ZB7W2C": TIDEWATER.url(
                "/dataset.xhtml?persistentId=doi:10.70092/TWD/ZB7W2C"
            ),
        },
        {"/10.70092/TWD/QX3N8T": {"title": "Water levels in the Fenmouth tidal creek network"}},
    )
    return [*TIDEWATER.sites(pages), doi]


# --- GUID short-link research project (OSF-like; title = "<site> | <project>") ------------

OPALINK = "go.opalinelink.hx61.example"
OPALINE = Chrome(
    "www.opalinehub.hx61.example",
    "Opaline",
    [("/dashboard", "My projects"), ("/search", "Search"), ("/support", "Support")],
    title_format="{name} | {title}",
    home_title="Opaline",
    home_main="<h1>Opaline</h1><p>Plan, run and share your research.</p>",
    cdn="static.opalinecdn.hx61.example",
)


def _osf_project(
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    comps: list[tuple[str, str]],
    parent: str = "",
) -> dict[str, PageValue]:
    base = f"/{guid}/"
    tabs = ul(
        [
            (base, "Overview"),
            (base + "files/", "Files"),
            (base + "wiki/home", "Wiki"),
            (base + "analytics", "Analytics"),
        ],
        "project-tabs",
    )
    head = f"<h2 class='project-title'>{escape(title)}</h2>"
    up = f"<p>Component of {a(f'/{parent}/', 'parent project')}</p>" if parent else ""
    comp = "<h3>Components</h3>" + ul([(f"/{c}/", t) for c, t in comps]) if comps else ""
    pages: dict[str, PageValue] = {
        base: OPALINE.page(
            title,
            f"{head}{up}{tabs}<p>Contributors: {a('/profile/8vkx3', 'L. Ibarra')}</p>{comp}",
            share=OPALINE.url(base),
        ),
        base + "files/": OPALINE.page(
            title, head + tabs + ul([(f"{base}files/osfstorage/{f}", n) for f, n in files])
        ),
        base + "wiki/home": OPALINE.page(
            title, head + tabs + "<p>Welcome to the project wiki.</p>"
        ),
        base + "analytics": OPALINE.page(title, head + tabs + "<p>112 unique visits</p>"),
    }
    for fid, name in files:
        pages[f"{base}files/osfstorage/{fid}"] = OPALINE.page(
            name, f"{head}<h1>{escape(name)}</h1><p>{a(f'/download/{fid}/', 'Download')}</p>"
        )
        pages[f"/download/{fid}/"] = text(f"{title}\n{'=' * len(title)}\n{name}: see protocol.\n")
    return pages


def _osf_truth(guid: str, files: list[str]) -> set[str]:
    base = OPALINE.url(f"/{guid}/")
    out = {base, base + "files/", base + "wiki/home", base + "analytics"}
    return (
        out
        | {f"{base}files/osfstorage/{f}" for f in files}
        | {OPALINE.url(f"/download/{f}/") for f in files}
    )


def _osf_sites() -> list[Site]:
    ta, tb = (
        "Soil microbiome responses to biochar",
        "Replication of the anchoring effect in price estimates",
    )
    pages = _osf_project("k7m2q", ta, [("65f1ab", "README.md"), ("65f1ac", "protocol.txt")], [])
    pages.update(
        _osf_project(
            "r4t8v",
            tb,
            [("70aa01", "prereg.txt"), ("70aa02", "analysis_plan.md")],
            [("r4t8w", "Data collection"), ("r4t8x", "Analysis")],
        )
    )
    pages.update(
        _osf_project("r4t8w", tb + ": Data collection", [("70aa11", "responses.csv")], [], "r4t8v")
    )
    pages.update(
        _osf_project(
            "r4t8x",
            tb + ": Analysis",
            [("70aa21", "models.R"), ("70aa22", "figures.txt")],
            [],
            "r4t8v",
        )
    )
    pages["/profile/8vkx3"] = OPALINE.page("L. Ibarra", "<h1>L. Ibarra</h1><p>Research fellow</p>")
    short = resolver(
        OPALINK,
        "Opaline short links",
        {"/k7m2q": OPALINE.url("/k7m2q/"), "/r4t8v": OPALINE.url("/r4t8v/")},
    )
    return [*OPALINE.sites(pages), short]


# --- DOI-registered biodiversity dataset (GBIF-like: the UUID names every member) ----------

FENN_DOI = "doi.fennwickdoi.hx61.example"
FENN_API = "api.fennwickbio.hx61.example"
FENN = Chrome(
    "portal.fennwickbio.hx61.example",
    "Fennwick Biodiversity Portal",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/country/FI", "Finland"),
    ],
    title_format="{title}",
    home_title="Fennwick Biodiversity Portal",
    login="/user/login",
    cdn="cdn.fennwickstatic.hx61.example",
)
UUID_A = "6c2f9a4e-1b7d-4c83-9f1e-0a5d3e7b2c41"
UUID_B = "d91e04b7-58a3-4f26-8c0d-7b3e9a12f5e8"


def _fenn_dataset(uid: str, title: str, publisher: str, extra: list[str]) -> dict[str, PageValue]:
    links = [
        (f"/occurrence/search?dataset_key={uid}", "Occurrences"),
        (f"/dataset/{uid}/metrics", "Metrics"),
        (f"http://{FENN_API}/v1/dataset/{uid}", "API"),
        (f"http://{FENN_API}/v1/dataset/{uid}/document", "EML"),
    ]
    links += [(f"/dataset/{uid}/{e}", e.title()) for e in extra]
    main = (
        f"<h1>{escape(title)}</h1><p>Published by {a(f'/publisher/{publisher}', 'the publisher')}</p>"
        + ul(links)
        + "<p>Citation: see the DOI.</p>"
    )
    pages: dict[str, PageValue] = {
        f"/dataset/{uid}": FENN.page(title, main),
        f"/occurrence/search?dataset_key={uid}": FENN.page(
            "Occurrences", "<h1>Occurrences</h1><p>4 312 records</p>"
        ),
        f"/dataset/{uid}/metrics": FENN.page(
            "Metrics",
            "<h1>Metrics</h1>" + ul([(f"/occurrence/charts?dataset_key={uid}", "Charts")]),
        ),
        f"/occurrence/charts?dataset_key={uid}": FENN.page("Charts", "<h1>Charts</h1>"),
        f"/publisher/{publisher}": FENN.page("Publisher", "<h1>Publisher</h1>"),
    }
    for e in extra:
        pages[f"/dataset/{uid}/{e}"] = FENN.page(e.title(), f"<h1>{e.title()}</h1>")
    return pages


def _fenn_sites() -> list[Site]:
    pages = _fenn_dataset(
        UUID_A, "Vascular plants of the Fennwick moors", "8a1e77c0-2f44-4b1b-9d0a-55e1c3b0a001", []
    )
    pages.update(
        _fenn_dataset(
            UUID_B,
            "Moth light-trap survey, Fennwick estuary",
            "8a1e77c0-2f44-4b1b-9d0a-55e1c3b0a001",
            ["activity", "citations", "project"],
        )
    )
    api = Site(FENN_API)
    api.add("/", as_json({"service": "fennwick api", "version": 1}))
    for uid in (UUID_A, UUID_B):
        api.add(f"/v1/dataset/{uid}", as_json({"key": uid}))
        api.add(f"/v1/dataset/{uid}/document", text(f"<eml packageId='{uid}'/>", "application/xml"))
    doi = resolver(
        FENN_DOI,
        "Fennwick DOI proxy",
        {
            "/10.70321/fbp.aa17": FENN.url(f"/dataset/{UUID_A}"),
            "/10.70321/fbp.bb42": FENN.url(f"/dataset/{UUID_B}"),
        },
    )
    return [*FENN.sites(pages), api, doi]


def _fenn_truth(uid: str, extra: list[str]) -> set[str]:
    return {
        FENN.url(f"/dataset/{uid}"),
        FENN.url(f"/occurrence/search?dataset_key={uid}"),
        FENN.url(f"/dataset/{uid}/metrics"),
        FENN.url(f"/occurrence/charts?dataset_key={uid}"),
        f"http://{FENN_API}/v1/dataset/{uid}",
        f"http://{FENN_API}/v1/dataset/{uid}/document",
        *(FENN.url(f"/dataset/{uid}/{e}") for e in extra),
    }


# --- PURL-resolved ontology registry (pages under the ontology, releases elsewhere) ---------

KELPIE = "purl.kelpieont.hx61.example"
HARBOUR = Chrome(
    "registry.ontoharbour.hx61.example",
    "OntoHarbour",
    [
        ("/ontologies", "Browse"),
        ("/mappings", "Mappings"),
        ("/recommender", "Recommender"),
        ("/annotator", "Annotator"),
    ],
    title_format="{title} | {name}",
    social=False,  # no off-site links in the chrome: every off-site link is the ontology's
)
RELEASES = "releases.seagrassonto.hx61.example"
CODE = "code.seagrassonto.hx61.example"


def _ontology(acr: str, title: str, releases: list[str], class_pages: int) -> dict[str, PageValue]:
    base = f"/ontologies/{acr}/"
    tabs = [
        (base, "Summary"),
        (base + "classes", "Classes"),
        (base + "properties", "Properties"),
        (base + "mappings", "Mappings"),
        (base + "notes", "Notes"),
    ]
    low = acr.lower()
    rel = ul([(f"http://{RELEASES}/{low}/{r}/{low}.owl", f"{r} (OWL)") for r in releases])
    main = (
        f"<h1>{escape(title)} ({acr})</h1>{ul(tabs)}<h2>Submissions</h2>{rel}"
        f"<p>Source: {a(f'http://{CODE}/{low}', 'repository')}</p><p>Other ontologies: "
        f"{a('/ontologies/ENVO-X/', 'ENVO-X')}</p>"
    )
    pages: dict[str, PageValue] = {base: HARBOUR.page(title, main)}
    for p, t in tabs[1:]:
        more = ""
        if p.endswith("classes") and class_pages > 1:
            more = ul([(f"{p}?page={k}", f"Page {k}") for k in range(2, class_pages + 1)])
        pages[p] = HARBOUR.page(f"{t} - {title}", f"<h1>{t}</h1>{ul(tabs)}{more}")
    for k in range(2, class_pages + 1):
        pages[f"{base}classes?page={k}"] = HARBOUR.page(
            f"Classes - {title}", f"<h1>Classes, page {k}</h1>"
        )
    return pages


def _harbour_sites() -> list[Site]:
    pages = _ontology("SGO", "Seagrass Ontology", ["2024-11-02"], 1)
    pages.update(
        _ontology(
            "SGO-PHENO",
            "Seagrass Phenotype Ontology",
            ["2023-05-12", "2024-06-30", "2025-03-01"],
            3,
        )
    )
    pages["/ontologies/ENVO-X/"] = HARBOUR.page("ENVO-X", "<h1>ENVO-X</h1>")
    rel, code = Site(RELEASES), Site(CODE)
    for low, rs in (
        ("sgo", ["2024-11-02"]),
        ("sgo-pheno", ["2023-05-12", "2024-06-30", "2025-03-01"]),
    ):
        for r in rs:
            rel.add(
                f"/{low}/{r}/{low}.owl",
                text(
                    f"<rdf:RDF><owl:Ontology rdf:about='{low}'/></rdf:RDF>", "application/rdf+xml"
                ),
            )
        code.add(
            f"/{low}",
            f"<!DOCTYPE html><html><head><title>{low} source</title></head><body><h1>{low}</h1></body></html>",
        )
    purl = resolver(
        KELPIE,
        "Kelpie PURL server",
        {
            "/obo/sgo": HARBOUR.url("/ontologies/SGO/"),
            "/obo/sgo-pheno": HARBOUR.url("/ontologies/SGO-PHENO/"),
        },
    )
    return [HARBOUR.site(pages), rel, code, purl]


def _harbour_truth(acr: str, releases: list[str], class_pages: int) -> set[str]:
    base = HARBOUR.url(f"/ontologies/{acr}/")
    low = acr.lower()
    out = {base} | {base + t for t in ("classes", "properties", "mappings", "notes")}
    out |= {f"{base}classes?page={k}" for k in range(2, class_pages + 1)}
    out |= {f"http://{RELEASES}/{low}/{r}/{low}.owl" for r in releases}
    return out | {f"http://{CODE}/{low}"}


# --- software forge reached through a concept DOI (GitLab-like; assets on other hosts) -----

WREN_DOI = "doi.wrenfieldpid.hx61.example"
WREN = Chrome(
    "forge.wrenfield.hx61.example",
    "Wrenfield Forge",
    [("/explore", "Explore"), ("/help", "Help")],
    footer=[("/about", "About"), ("/policies/privacy", "Privacy")],
    title_format="{title} · {name}",
    social=False,
    login="/users/sign_in",
)
RAW = "raw.wrenfieldcontent.hx61.example"
CDN = "objects.wrenfieldcdn.hx61.example"
DOCS = "hydrolab.wrenfieldpages.hx61.example"


def _project(
    ns: str, name: str, releases: list[str], issues: list[int], per: int, docs: bool
) -> dict[str, PageValue]:
    base = f"/{ns}/{name}/"
    tabs = [
        (base + "-/tree/main", "Files"),
        (base + "-/releases", "Releases"),
        (base + "-/issues", "Issues"),
        (base + "-/commits/main", "Commits"),
    ]
    ext = [(f"http://{RAW}/{ns}/{name}/main/README.md", "Raw README")]
    if docs:
        ext.append((f"http://{DOCS}/{name}/", "Documentation"))
    main = (
        f"<h1>{escape(ns)} / {escape(name)}</h1>{ul(tabs)}{ul(ext)}<p>Group: {a(f'/{ns}', ns)}</p>"
    )
    pages: dict[str, PageValue] = {
        base: WREN.page(f"{ns} / {name}", main),
        base + "-/tree/main": WREN.page(
            "Files", ul([(base + "-/blob/main/README.md", "README.md")])
        ),
        base + "-/blob/main/README.md": WREN.page("README.md", ul(ext[:1])),
        base + "-/commits/main": WREN.page("Commits", "<p>42 commits</p>"),
        base + "-/releases": WREN.page(
            "Releases", ul([(f"http://{CDN}/{ns}/{name}/{r}.tar.gz", r) for r in releases])
        ),
    }
    sheets = [issues[i : i + per] for i in range(0, len(issues), per)]
    for k, sheet in enumerate(sheets, 1):
        nav = (
            ul([(f"{base}-/issues?page={j}", f"Page {j}") for j in range(2, len(sheets) + 1)])
            if k == 1
            else ""
        )
        pages[base + "-/issues" + (f"?page={k}" if k > 1 else "")] = WREN.page(
            "Issues", ul([(f"{base}-/issues/{n}", f"#{n}") for n in sheet]) + nav
        )
    for n in issues:
        pages[f"{base}-/issues/{n}"] = WREN.page(f"Issue #{n}", f"<h1>Issue {n}</h1>")
    pages[f"/{ns}"] = WREN.page(ns, f"<h1>{escape(ns)}</h1>")
    return pages


def _wren_sites() -> list[Site]:
    pages = _project("coastlab", "tidegauge-qc", ["v1.2.0"], [3, 5], 20, False)
    pages.update(
        _project(
            "hydrolab", "estuary-model", ["v0.9.0", "v1.0.0", "v1.1.0"], list(range(1, 8)), 4, True
        )
    )
    raw, cdn, docs = Site(RAW), Site(CDN), Site(DOCS)
    for ns, name, rs in (
        ("coastlab", "tidegauge-qc", ["v1.2.0"]),
        ("hydrolab", "estuary-model", ["v0.9.0", "v1.0.0", "v1.1.0"]),
    ):
        raw.add(f"/{ns}/{name}/main/README.md", text(f"# {name}\n", "text/markdown"))
        for r in rs:
            cdn.add(f"/{ns}/{name}/{r}.tar.gz", binary(name + r))
    docs.add(
        "/estuary-model/",
        "<!DOCTYPE html><html><head><title>estuary-model docs</title></head><body>"
        "<h1>estuary-model</h1></body></html>",
    )
    doi = resolver(
        WREN_DOI,
        "Wrenfield DOI service",
        {
            "/10.70555/wrf.1180": WREN.url("/coastlab/tidegauge-qc/"),
            "/10.70555/wrf.2291": WREN.url("/hydrolab/estuary-model/"),
        },
    )
    return [WREN.site(pages), raw, cdn, docs, doi]


def _wren_truth(
    ns: str, name: str, releases: list[str], issues: list[int], sheets: int, docs: bool
) -> set[str]:
    base = WREN.url(f"/{ns}/{name}/")
    out = {base} | {
        base + t
        for t in (
            "-/tree/main",
            "-/blob/main/README.md",
            "-/commits/main",
            "-/releases",
            "-/issues",
        )
    }
    out |= {f"{base}-/issues?page={k}" for k in range(2, sheets + 1)} | {
        f"{base}-/issues/{n}" for n in issues
    }
    out |= {f"http://{CDN}/{ns}/{name}/{r}.tar.gz" for r in releases} | {
        f"http://{RAW}/{ns}/{name}/main/README.md"
    }
    return out | ({f"http://{DOCS}/{name}/"} if docs else set())


CASES: list[Case] = [
    # Dataverse in the seed: the site name ends the title, so the significant string is the
    # title filtered of what it shares (from the end) with the homepage title; every file
    # page, export and download repeats the dataset title: Significant String from Filtered Title.
    case(
        "tidewater-levels",
        "persistentId dataset repository (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{SALTMARSH}/10.70092/TWD/QX3N8T",
        _dv_truth("QX3N8T", DV_A, []),
        _dv_sites,
        landing=TIDEWATER.url("/dataset.xhtml?persistentId=doi:10.70092/TWD/QX3N8T"),
    ),
    # Harder: five files, two older versions and three metadata exports.
    case(
        "tidewater-salinity",
        "persistentId dataset repository (five files, versions)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{SALTMARSH}/10.70092/TWD/ZB7W2C",
        _dv_truth("ZB7W2C", DV_B, ["1.0", "1.1"]),
        _dv_sites,
        landing=TIDEWATER.url("/dataset.xhtml?persistentId=doi:10.70092/TWD/ZB7W2C"),
    ),
    # OSF in the seed: "<site> | " prefixes every title but is absent from the artifact's
    # content; filtered of the homepage title, the project title is in every member.
    case(
        "opaline-project",
        "GUID short-link research project (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{OPALINK}/k7m2q",
        _osf_truth("k7m2q", ["65f1ab", "65f1ac"]),
        _osf_sites,
        landing=OPALINE.url("/k7m2q/"),
    ),
    # Harder: two components (their pages and files name the parent project's title).
    case(
        "opaline-components",
        "GUID short-link research project (components)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{OPALINK}/r4t8v",
        _osf_truth("r4t8v", ["70aa01", "70aa02"])
        | _osf_truth("r4t8w", ["70aa11"])
        | _osf_truth("r4t8x", ["70aa21", "70aa22"]),
        _osf_sites,
        landing=OPALINE.url("/r4t8v/"),
    ),
    # GBIF in the seed: the dataset key is in every member URI (portal and API host) and
    # in no chrome link: Significant String from URI.
    case(
        "fenn-plants",
        "DOI-registered biodiversity dataset (portal and API)",
        "Multi-Hop",
        "sig_uri",
        f"http://{FENN_DOI}/10.70321/fbp.aa17",
        _fenn_truth(UUID_A, []),
        _fenn_sites,
        landing=FENN.url(f"/dataset/{UUID_A}"),
    ),
    # Harder: activity, citations and project tabs on top, and a two-hop charts page.
    case(
        "fenn-moths",
        "DOI-registered biodiversity dataset (tabs, charts)",
        "Multi-Hop",
        "sig_uri",
        f"http://{FENN_DOI}/10.70321/fbp.bb42",
        _fenn_truth(UUID_B, ["activity", "citations", "project"]),
        _fenn_sites,
        landing=FENN.url(f"/dataset/{UUID_B}"),
    ),
    # Pages nest under /ontologies/<ACR>/ and the releases and source sit on other hosts,
    # like GitHub's raw host in the seed: Path-Based with Externals (the chrome carries no
    # off-site links).
    case(
        "harbour-sgo",
        "PURL-resolved ontology registry (one release)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{KELPIE}/obo/sgo",
        _harbour_truth("SGO", ["2024-11-02"], 1),
        _harbour_sites,
        others={HARBOUR.url("/ontologies/ENVO-X/")},
        landing=HARBOUR.url("/ontologies/SGO/"),
    ),
    # Harder: three releases and three pages of classes.
    case(
        "harbour-pheno",
        "PURL-resolved ontology registry (three releases, paginated classes)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{KELPIE}/obo/sgo-pheno",
        _harbour_truth("SGO-PHENO", ["2023-05-12", "2024-06-30", "2025-03-01"], 3),
        _harbour_sites,
        others={HARBOUR.url("/ontologies/ENVO-X/")},
        landing=HARBOUR.url("/ontologies/SGO-PHENO/"),
    ),
    # GitHub/Kaggle in the seed: project pages under the project path, raw files and
    # release assets on other domains: Path-Based with Externals.
    case(
        "wren-tidegauge",
        "concept-DOI software forge project (one release)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{WREN_DOI}/10.70555/wrf.1180",
        _wren_truth("coastlab", "tidegauge-qc", ["v1.2.0"], [3, 5], 1, False),
        _wren_sites,
        landing=WREN.url("/coastlab/tidegauge-qc/"),
    ),
    # Harder: three releases on the CDN, two pages of issues, and a documentation site.
    case(
        "wren-estuary",
        "concept-DOI software forge project (releases, paginated issues, docs)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{WREN_DOI}/10.70555/wrf.2291",
        _wren_truth(
            "hydrolab", "estuary-model", ["v0.9.0", "v1.0.0", "v1.1.0"], list(range(1, 8)), 2, True
        ),
        _wren_sites,
        landing=WREN.url("/hydrolab/estuary-model/"),
    ),
]
