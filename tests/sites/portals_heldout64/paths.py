"""heldout64 portals whose artifact lives under one path: a field-trial database, per-trial
dashboard subdomains and an extension slide-deck host (path_based), and a breeding code
forge and an agricultural data-competition site with files on other hosts
(path_based_externals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case, data

from ._kit import chrome, finish, page, text, ul

# --- Field-trial database (BMS/Breedbase-like trial with seasons and sites) -----------------

TB = chrome(
    "trials.cropnet-trialbase.hx64.example",
    "CropNet TrialBase",
    [
        ("/trials", "Trials"),
        ("/germplasm", "Germplasm"),
        ("/locations", "Locations"),
        ("/programs", "Breeding programs"),
        ("/brapi-docs", "BrAPI"),
    ],
)


def _trial(
    tid: str,
    title: str,
    seasons: list[str],
    sites: list[str],
    germ: list[str],
    obs_pages: int,
    related: str,
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/trial/{tid}/"
    tabs = [
        (base, "Overview"),
        (base + "design", "Design"),
        (base + "observations", "Observations"),
    ]
    tabs += [(f"{base}seasons/{s}", f"Season {s}") for s in seasons]
    tabs += [(f"{base}sites/{s}", f"Site {s}") for s in sites]
    downloads = [f"{base}download/plots.csv", f"{base}download/protocol.pdf"]
    germ_links = ", ".join(f'<a href="/germplasm/{g}">{g}</a>' for g in germ)
    head = f"<h1>{escape(title)}</h1><p>Trial {tid}</p>{ul(tabs, 'tabs')}"
    pages: dict[str, PageValue] = {
        base: page(
            TB,
            title,
            head
            + f"<p>Entries: {germ_links}</p><h2>Downloads</h2>"
            + ul([(d, d.rsplit("/", 1)[1]) for d in downloads])
            + f'<aside><a href="/programs/{tid.split("-")[0].lower()}">Program page</a>'
            f' · Related trial: <a href="{related}">{related.split("/")[2]}</a></aside>',
        ),
        base + "design": page(TB, f"{title}: design", head + "<p>Alpha-lattice, 3 reps.</p>"),
        downloads[0]: text("plot,rep,block,entry,yield\n1,1,1,E01,5.2\n", "text/csv"),
        downloads[1]: data(pdf(title, ["Trial protocol", tid]), "application/pdf"),
    }
    own = [base, base + "design", base + "observations", *downloads]
    for s in seasons:
        p = f"{base}seasons/{s}"
        pages[p] = page(
            TB,
            f"{title}: season {s}",
            head
            + f"<p>Sown and harvested in {s}.</p>"
            + ul([(f"{base}sites/{x}", f"Plots at {x}") for x in sites]),
        )
        own.append(p)
    for s in sites:
        p = f"{base}sites/{s}"
        pages[p] = page(
            TB,
            f"{title}: site {s}",
            head + f'<p>Location <a href="/locations/{s}">{s}</a>; soil and weather records.</p>',
        )
        own.append(p)
    for n in range(1, obs_pages + 1):
        p = base + "observations" + ("" if n == 1 else f"?page={n}")
        nav = [
            (base + "observations" + ("" if k == 1 else f"?page={k}"), str(k))
            for k in range(1, obs_pages + 1)
            if k != n
        ]
        pages[p] = page(
            TB,
            f"{title}: observations",
            head + f"<p>Page {n} of {obs_pages}: "
            "plant height, days to heading, grain yield.</p>" + ul(nav, "pager"),
        )
        if n > 1:
            own.append(p)
    return pages, own


T1_PAGES, T1_OWN = _trial(
    "WHT-NUE-2021",
    "Wheat nitrogen-use efficiency, Punjab 2021",
    ["2021-rabi"],
    ["LDH-01"],
    ["HD3086", "PBW725"],
    1,
    "/trial/WHT-NUE-2022/",
)
T2_PAGES, T2_OWN = _trial(
    "MZE-DRT-2019-2022",
    "Maize drought tolerance network 2019 to 2022",
    ["2019-LR", "2020-LR", "2021-SR", "2022-LR"],
    ["KIB-03", "KTU-11", "MTW-07"],
    ["CKDHH1097", "WE3128", "H614D"],
    3,
    "/trial/MZE-DRT-2023/",
)


def trialbase_sites() -> list[Site]:
    return [finish(TB, {**T1_PAGES, **T2_PAGES})]


# --- Trial dashboard subdomains (Silk-like: one subdomain per trial visualisation) ----------

VIZ = chrome(
    "www.trialscope-viz.hx64.example",
    "TrialScope",
    [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/docs", "Docs")],
)
NUE = "wheatnue22.trialscope-viz.hx64.example"
SALT = "ricesalt23.trialscope-viz.hx64.example"


def _dash(host: str, title: str, paths: list[tuple[str, str]]) -> Site:
    nav = "".join(f'<a href="{p}">{escape(t)}</a> ' for p, t in paths if not p.endswith("csv"))

    def doc(t: str, body: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(t)} · "
            f"{escape(title)}</title><style>nav a{{margin:0 .5em}}</style>"
            f"<script src='http://cdn.trialscope-assets.test/embed/3.1/viz.js'></script></head>"
            f"<body><nav>{nav}</nav><main>{body}</main><footer>Made with <a href='"
            f"{VIZ.url('/')}'>TrialScope</a> · <a href='{VIZ.url('/login')}'>Log in to edit</a>"
            f" · <a href='{VIZ.url('/gallery')}'>More dashboards</a></footer></body></html>"
        )

    pages: dict[str, PageValue] = {}
    for p, t in paths:
        if p.endswith(".csv"):
            pages[p] = text("site,treatment,value\nA,N0,3.1\nA,N120,5.4\n", "text/csv")
        else:
            links = ""
            if p == "/data" or p.startswith("/data?"):
                links = "".join(
                    f'<a href="{q}">{q.rsplit("/", 1)[1]}</a> '
                    for q, _t in paths
                    if q.endswith(".csv")
                )
            pages[p] = doc(t, f"<h1>{escape(t)}</h1><div class='chart'></div>{links}")
    return Site(host, pages)


NUE_PATHS = [
    ("/", "Overview"),
    ("/charts/yield-by-nitrogen", "Yield by nitrogen rate"),
    ("/data", "Data table"),
    ("/data/export.csv", "Export"),
    ("/about", "About"),
]
SALT_PATHS = [
    ("/", "Overview"),
    ("/charts/salinity-response", "Salinity response"),
    ("/charts/tiller-counts", "Tiller counts"),
    ("/charts/sodium-uptake", "Sodium uptake"),
    ("/map", "Site map"),
    ("/data", "Data table"),
    ("/data?season=boro", "Boro data"),
    ("/data?season=aman", "Aman data"),
    ("/data/boro.csv", "Boro export"),
    ("/data/aman.csv", "Aman export"),
    ("/methods", "Methods"),
    ("/about", "About"),
]


def dashboard_sites() -> list[Site]:
    return [
        finish(
            VIZ,
            {
                "/gallery": page(
                    VIZ,
                    "Gallery",
                    ul(
                        [
                            (f"http://{NUE}/", "Wheat NUE 2022"),
                            (f"http://{SALT}/", "Rice salinity 2023"),
                        ]
                    ),
                )
            },
        ),
        _dash(NUE, "Wheat NUE 2022", NUE_PATHS),
        _dash(SALT, "Rice salinity tolerance 2023", SALT_PATHS),
    ]


# --- Extension slide-deck host (Slideshare-like) --------------------------------------------

DK = chrome(
    "decks.agslides-share.hx64.example",
    "AgSlides",
    [("/explore", "Explore"), ("/category/agriculture", "Agriculture"), ("/upload", "Upload")],
)


def _deck(
    user: str, slug: str, title: str, n: int, grid: int
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/{user}/{slug}/"
    own = [base, base + "download", base + "transcript"]
    pages: dict[str, PageValue] = {
        base + "download": data(pdf(title, [f"{n} slides"]), "application/pdf"),
        base + "transcript": page(
            DK,
            f"{title}: transcript",
            f"<h1>{escape(title)}</h1>" + "".join(f"<p>Slide {k}.</p>" for k in range(1, n + 1)),
        ),
    }
    for k in range(1, n + 1):
        nav = [(f"{base}{k - 1}", "Previous")] if k > 1 else []
        nav += [(f"{base}{k + 1}", "Next")] if k < n else []
        pages[f"{base}{k}"] = page(
            DK,
            f"{title} ({k}/{n})",
            f"<h1>{escape(title)}</h1><p>Slide {k}</p>{ul(nav, 'slide-nav')}",
        )
        own.append(f"{base}{k}")
    if grid:
        pages_n = (n + grid - 1) // grid
        for g in range(1, pages_n + 1):
            p = f"{base}slides?page={g}"
            cells = [
                (f"{base}{k}", f"Slide {k}")
                for k in range(1 + (g - 1) * grid, min(n, g * grid) + 1)
            ]
            more = [(f"{base}slides?page={g + 1}", "More slides")] if g < pages_n else []
            pages[p] = page(DK, f"{title}: all slides", ul(cells + more))
            own.append(p)
        first = [(f"{base}slides?page=1", "All slides")]
        own.append(base + "comments")
        pages[base + "comments"] = page(
            DK, f"{title}: comments", '<p>2 comments</p><a href="/u/grazier42">grazier42</a>'
        )
        first.append((base + "comments", "Comments"))
    else:
        first = [(f"{base}1", "Start slideshow")]
    pages[base] = page(
        DK,
        title,
        f"<h1>{escape(title)}</h1><p>by <a href='/{user}/'>{user}</a></p>{ul(first)}"
        f"<p><a href='{base}download'>Download PDF</a> · <a href='{base}transcript'>"
        f"Transcript</a></p><aside><h2>More from {user}</h2>{ul([(f'/{user}/', 'All decks')])}"
        f"<h2>Related</h2>{ul([('/extension-soils/soil-health-indicators/', 'Soil health')])}"
        "</aside>",
        share=DK.url(base),
    )
    return pages, own


D1_PAGES, D1_OWN = _deck(
    "okafor-j",
    "cover-crop-termination-timing",
    "Cover crop termination timing for no-till soybean",
    6,
    0,
)
D2_PAGES, D2_OWN = _deck(
    "ext-dairy-team",
    "robotic-milking-transition-2024",
    "Transitioning a dairy herd to robotic milking",
    14,
    6,
)


def deck_sites() -> list[Site]:
    return [finish(DK, {**D1_PAGES, **D2_PAGES})]


# --- Breeding code forge (GitHub-like, raw files and release assets on other hosts) ---------

FG = chrome(
    "code.plantbreedforge.hx64.example",
    "PlantBreedForge",
    [
        ("/explore", "Explore"),
        ("/marketplace", "Marketplace"),
        ("/topics/genomic-selection", "Genomic selection"),
    ],
    title_format="{title} · {name}",
)
RAW = "raw.pbf-usercontent.hx64.example"
OBJ = "dl.pbf-objects.hx64.example"


def _repo(
    owner: str,
    name: str,
    files: list[str],
    issues: int,
    release: str | None,
    assets: list[str],
    wiki: list[str],
    fork_of: str | None,
) -> tuple[dict[str, PageValue], list[str], dict[str, PageValue], dict[str, PageValue]]:
    base = f"/{owner}/{name}/"
    tabs = [(base, "Code"), (base + "issues", "Issues"), (base + "commits/main", "Commits")]
    if release:
        tabs.append((base + "releases", "Releases"))
    if wiki:
        tabs.append((base + "wiki", "Wiki"))
    header = (
        f"<h1><a href='/{owner}'>{owner}</a> / <a href='{base}'>{name}</a></h1>"
        + (f"<p>forked from <a href='{fork_of}'>{fork_of.strip('/')}</a></p>" if fork_of else "")
        + ul(tabs, "repo-tabs")
    )
    own = [t for t, _ in tabs]
    pages: dict[str, PageValue] = {}
    raws: dict[str, PageValue] = {}
    objs: dict[str, PageValue] = {}
    tree = []
    for f in files:
        blob = f"{base}blob/main/{f}"
        raw = f"http://{RAW}/{owner}/{name}/main/{f}"
        raws[f"/{owner}/{name}/main/{f}"] = text(f"# {f} of {name}\n")
        pages[blob] = page(
            FG,
            f"{name}/{f} at main",
            header + f"<pre>{escape(f)}</pre>"
            f"<a href='{raw}'>Raw</a> <a href='{base}commits/main'>History</a>",
        )
        own += [blob, raw]
        tree.append((blob, f))
    per = 5
    pages_n = max(1, (issues + per - 1) // per)
    for k in range(1, issues + 1):
        p = f"{base}issues/{k}"
        pages[p] = page(
            FG,
            f"Issue #{k} · {owner}/{name}",
            header + f"<h2>Issue {k}</h2>"
            "<p>Marker imputation fails on chromosome 7.</p>"
            "<a href='/u/breeder-dev'>breeder-dev</a> opened this issue",
        )
        own.append(p)
    for g in range(1, pages_n + 1):
        p = base + "issues" + ("" if g == 1 else f"?page={g}")
        items = [
            (f"{base}issues/{k}", f"#{k}")
            for k in range(1 + (g - 1) * per, min(issues, g * per) + 1)
        ]
        nxt = [(f"{base}issues?page={g + 1}", "Next page")] if g < pages_n else []
        pages[p] = page(FG, f"Issues · {owner}/{name}", header + ul(items + nxt))
        if g > 1:
            own.append(p)
    pages[base + "commits/main"] = page(
        FG, f"Commits · {owner}/{name}", header + "<p>42 commits</p>"
    )
    if release:
        rel = f"{base}releases/tag/{release}"
        asset_links = []
        for a in assets:
            u = f"http://{OBJ}/{owner}/{name}/releases/{release}/{a}"
            objs[f"/{owner}/{name}/releases/{release}/{a}"] = data(
                b"PK\x03\x04release", "application/zip"
            )
            asset_links.append((u, a))
            own.append(u)
        body = ul([(rel, release)] + asset_links)
        pages[base + "releases"] = page(FG, f"Releases · {owner}/{name}", header + body)
        pages[rel] = page(FG, f"Release {release} · {owner}/{name}", header + body)
        own.append(rel)
    if wiki:
        pages[base + "wiki"] = page(
            FG,
            f"Wiki · {owner}/{name}",
            header + ul([(f"{base}wiki/{w}", w.replace("-", " ")) for w in wiki]),
        )
        for w in wiki:
            pages[f"{base}wiki/{w}"] = page(FG, f"{w} · Wiki", header + f"<h2>{w}</h2>")
            own.append(f"{base}wiki/{w}")
    pages[base] = page(
        FG,
        f"{owner}/{name}",
        header
        + ul(tree, "tree")
        + f"<aside><h2>About</h2><p>Topics: <a href='/topics/genomic-selection'>"
        f"genomic-selection</a></p><p><a href='/{owner}'>{owner}</a> has 14 "
        "repositories</p></aside>",
    )
    return pages, own, raws, objs


R1 = _repo(
    "cimmyt-gs", "maize-gs-pipeline", ["README.md", "pipeline/fit_gblup.R"], 2, None, [], [], None
)
R2 = _repo(
    "ibp-breeding",
    "sweetpotato-pedigree-tools",
    ["README.md", "LICENSE", "R/pedigree_check.R", "data/example_pedigree.csv"],
    7,
    "v1.4.0",
    ["pedtools-1.4.0.tar.gz", "pedtools-1.4.0-manual.pdf"],
    ["Installation", "Importing-BMS-exports"],
    "/cip-lima/pedigree-tools-core/",
)


def forge_sites() -> list[Site]:
    return [
        finish(FG, {**R1[0], **R2[0]}),
        Site(RAW, {"/": text("raw content host\n"), **R1[2], **R2[2]}),
        Site(OBJ, {"/": text("release objects host\n"), **R1[3], **R2[3]}),
    ]


# --- Agricultural data competition (Kaggle-like dataset with code and discussion) -----------

HC = chrome(
    "www.harvestcomp.hx64.example",
    "HarvestComp",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/learn", "Learn"),
    ],
)
STORE = "files.harvestcomp-storage.hx64.example"


def _dataset(
    owner: str,
    slug: str,
    title: str,
    did: int,
    versions: int,
    notebooks: list[str],
    threads: list[int],
) -> tuple[dict[str, PageValue], list[str], dict[str, PageValue]]:
    base = f"/datasets/{owner}/{slug}/"
    tabs = [(base, "Data card"), (base + "code", "Code"), (base + "discussion", "Discussion")]
    if versions > 1:
        tabs.append((base + "versions", "Versions"))
    header = f"<h1>{escape(title)}</h1><p>by <a href='/{owner}'>{owner}</a></p>{ul(tabs)}"
    own = [t for t, _ in tabs]
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    files = []
    for v in range(1, versions + 1):
        sp = f"/ds/{did}/v{v}/archive.zip"
        store[sp] = data(b"PK\x03\x04data", "application/zip")
        files.append(f"http://{STORE}{sp}")
        if versions > 1:
            p = f"{base}versions/{v}"
            pages[p] = page(
                HC,
                f"{title} version {v}",
                header + f"<a href='http://{STORE}{sp}'>Download version {v}</a>",
            )
            own.append(p)
    own += files
    if versions > 1:
        pages[base + "versions"] = page(
            HC,
            f"{title}: versions",
            header + ul([(f"{base}versions/{v}", f"Version {v}") for v in range(1, versions + 1)]),
        )
    for nb in notebooks:
        p = f"{base}code/{nb}"
        out = f"/ds/{did}/kernels/{nb}/submission.csv"
        store[out] = text("id,label\n1,healthy\n", "text/csv")
        pages[p] = page(
            HC,
            f"{nb} | {title}",
            header + f"<pre>import pandas as pd</pre>"
            f"<a href='http://{STORE}{out}'>Output: submission.csv</a>",
        )
        own += [p, f"http://{STORE}{out}"]
    pages[base + "code"] = page(
        HC, f"{title}: code", header + ul([(f"{base}code/{nb}", nb) for nb in notebooks])
    )
    for t in threads:
        p = f"{base}discussion/{t}"
        pages[p] = page(
            HC,
            f"Discussion {t} | {title}",
            header + "<p>Label noise in class 3?</p><a href='/u/fieldpheno'>fieldpheno</a>",
        )
        own.append(p)
    per = 3
    for g in range(1, (len(threads) + per - 1) // per + 1):
        p = base + "discussion" + ("" if g == 1 else f"?page={g}")
        chunk = threads[(g - 1) * per : g * per]
        nxt = [(f"{base}discussion?page={g + 1}", "Older")] if g * per < len(threads) else []
        pages[p] = page(
            HC,
            f"{title}: discussion",
            header + ul([(f"{base}discussion/{t}", f"Topic {t}") for t in chunk] + nxt),
        )
        if g > 1:
            own.append(p)
    pages[base] = page(
        HC,
        title,
        header + f"<p><a href='{files[-1]}'>Download (zip)</a></p>"
        "<aside><h2>Similar datasets</h2>"
        + ul([("/datasets/agri-ml/plantvillage-extended/", "PlantVillage extended")])
        + "</aside>",
        share=HC.url(base),
    )
    return pages, own, store


K1 = _dataset(
    "agrilab-ug",
    "cassava-leaf-disease-field-images",
    "Cassava leaf disease field images, Uganda",
    4417,
    1,
    ["baseline-efficientnet"],
    [3011, 3020],
)
K2 = _dataset(
    "icrisat-open",
    "groundnut-yield-sites-2015-2023",
    "Groundnut yield by site 2015 to 2023",
    5120,
    3,
    ["eda-groundnut", "xgb-yield", "spatial-kriging"],
    [4101, 4107, 4133, 4150, 4188],
)


def competition_sites() -> list[Site]:
    return [
        finish(HC, {**K1[0], **K2[0]}),
        Site(STORE, {"/": text("object storage\n"), **K1[2], **K2[2]}),
    ]


def _urls(host: str, paths: list[str]) -> list[str]:
    return [p if p.startswith("http://") else f"http://{host}{p}" for p in paths]


CASES: list[Case] = [
    # A trial's pages (seasons, sites, downloads) all live under its /trial/<id>/ path, like
    # a GitLab or BitBucket project (seed: Multi-Hop, Path-Based).
    case(
        "trialbase-wheat-nue",
        "field-trial database (one season, one site)",
        "dataset",
        "path_based",
        TB.url("/trial/WHT-NUE-2021/"),
        _urls(TB.host, T1_OWN),
        trialbase_sites,
        others=[TB.url("/trial/WHT-NUE-2022/")],
    ),
    case(
        "trialbase-maize-drought",
        "field-trial database (four seasons, paginated obs.)",
        "dataset",
        "path_based",
        TB.url("/trial/MZE-DRT-2019-2022/"),
        _urls(TB.host, T2_OWN),
        trialbase_sites,
        others=[TB.url("/trial/MZE-DRT-2023/")],
    ),
    # A whole subdomain per visualised trial (seed: Silk, Path-Based on "/").
    case(
        "viz-wheat-nue-2022",
        "trial dashboard subdomain (four pages)",
        "data visualisation",
        "path_based",
        f"http://{NUE}/",
        _urls(NUE, [p for p, _ in NUE_PATHS]),
        dashboard_sites,
    ),
    case(
        "viz-rice-salinity-2023",
        "trial dashboard subdomain (filters, two exports)",
        "data visualisation",
        "path_based",
        f"http://{SALT}/",
        _urls(SALT, [p for p, _ in SALT_PATHS]),
        dashboard_sites,
    ),
    # Slides under the deck's path (seed: Slideshare, Path-Based).
    case(
        "agslides-cover-crops",
        "extension slide-deck host (six slides)",
        "presentation",
        "path_based",
        DK.url(D1_OWN[0]),
        _urls(DK.host, D1_OWN),
        deck_sites,
    ),
    case(
        "agslides-robotic-milking",
        "extension slide-deck host (paged grid, comments)",
        "presentation",
        "path_based",
        DK.url(D2_OWN[0]),
        _urls(DK.host, D2_OWN),
        deck_sites,
    ),
    # Repository pages under the repo path, raw files and release assets on other domains
    # (seed: GitHub, Path-Based with Externals).
    case(
        "forge-maize-gs",
        "breeding code forge (small repository)",
        "software",
        "path_based_externals",
        FG.url("/cimmyt-gs/maize-gs-pipeline/"),
        _urls(FG.host, R1[1]),
        forge_sites,
    ),
    case(
        "forge-sweetpotato-pedigree",
        "breeding code forge (fork with release, wiki, issues)",
        "software",
        "path_based_externals",
        FG.url("/ibp-breeding/sweetpotato-pedigree-tools/"),
        _urls(FG.host, R2[1]),
        forge_sites,
        others=[FG.url("/cip-lima/pedigree-tools-core/")],
    ),
    # Dataset with code and discussion under its path, files on storage (seed: Kaggle,
    # Path-Based with Externals).
    case(
        "harvestcomp-cassava",
        "agri data competition site (one version)",
        "dataset",
        "path_based_externals",
        HC.url(K1[1][0]),
        _urls(HC.host, K1[1]),
        competition_sites,
    ),
    case(
        "harvestcomp-groundnut",
        "agri data competition site (three versions, notebooks)",
        "dataset",
        "path_based_externals",
        HC.url(K2[1][0]),
        _urls(HC.host, K2[1]),
        competition_sites,
    ),
]
