"""Code and multi-page portals of heldout103: a biomechanics model forge (GitHub-like, raw
files on a content host), a gait-simulation forge (GitLab-like), a wearable-sensor dataset
hub (Kaggle-like, downloads on a storage host), a sports-science slide-deck site and a
sprint-analytics dashboard host giving each project its own subdomain (Silk-like)."""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import binary, build_site, csv, make_portal, shell, ul

# --- biomechanics model forge: GitHub-like ----------------------------------------------

FORGE = make_portal(
    "forge.biomechforge.hx103.example",
    "BioMechForge",
    [
        ("/explore", "Explore"),
        ("/marketplace", "Models"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
    ],
    footer=[("/site/status", "Status")],
)
BF = FORGE.url
RAW = "raw.bmfusercontent.hx103.example"


def _repo(
    owner: str, name: str, files: list[str], issues: list[str], tags: list[str], wiki: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Pages of one repository, its raw files, and the artifact URIs (truth)."""
    r = f"/{owner}/{name}/"
    p: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    truth = [BF(r)]

    def add(path: str, title: str, main: str) -> None:
        p[path] = shell(FORGE, f"{owner}/{name}: {title}", main)
        truth.append(BF(path))

    tabs = [
        (f"{r}tree/main/", "Code"),
        (f"{r}issues", "Issues"),
        (f"{r}releases", "Releases"),
        (f"{r}commits/main", "Commits"),
    ]
    if wiki:
        tabs.append((f"{r}wiki", "Wiki"))
    nav = ul(tabs, "repo-tabs")
    p[r] = shell(
        FORGE,
        f"{owner}/{name}",
        (
            f'<h1><a href="/{owner}">{owner}</a> / {name}</h1>{nav}'
            f'<p>Forked by <a href="/{owner}/{name}-legacy/">{owner}/{name}-legacy</a></p>'
            + ul([(f"{r}blob/main/{f}", f) for f in files])
        ),
    )
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    top = [(f"{r}blob/main/{f}", f) for f in files if "/" not in f]
    add(f"{r}tree/main/", "tree", nav + ul([(f"{r}tree/main/{d}/", d) for d in dirs] + top))
    for d in dirs:
        add(
            f"{r}tree/main/{d}/",
            d,
            nav + ul([(f"{r}blob/main/{f}", f) for f in files if f.startswith(d + "/")]),
        )
    for f in files:
        raw_url = f"http://{RAW}/{owner}/{name}/main/{f}"
        add(f"{r}blob/main/{f}", f, f'<h1>{f}</h1><a href="{raw_url}">Raw</a>')
        raw[f"/{owner}/{name}/main/{f}"] = binary("application/octet-stream")
        truth.append(raw_url)
    add(f"{r}issues", "issues", nav + ul([(f"{r}issues/{i}", t) for i, t in enumerate(issues, 1)]))
    for i, t in enumerate(issues, 1):
        add(f"{r}issues/{i}", t, f'<h1>{t}</h1><p>by <a href="/{owner}">{owner}</a></p>')
    add(f"{r}releases", "releases", nav + ul([(f"{r}releases/tag/{t}", t) for t in tags]))
    for t in tags:
        add(
            f"{r}releases/tag/{t}",
            t,
            f'<h1>{t}</h1><a href="{r}releases/download/{t}/model.zip">model.zip</a>',
        )
        p[f"{r}releases/download/{t}/model.zip"] = binary("application/zip")
        truth.append(BF(f"{r}releases/download/{t}/model.zip"))
    add(f"{r}commits/main", "commits", nav + "<p>12 commits</p>")
    if wiki:
        add(f"{r}wiki", "wiki", nav + ul([(f"{r}wiki/{w}", w) for w in wiki]))
        for w in wiki:
            add(f"{r}wiki/{w}", w, f"<h1>{w}</h1>")
    return p, raw, truth


KNEE = _repo(
    "tendonlab",
    "knee-ligament-fe-model",
    ["README.md", "meshes/femur.stl", "meshes/tibia.stl"],
    ["Mesh fails to converge"],
    ["v1.2"],
    [],
)
SHOULDER = _repo(
    "throwlab",
    "pitcher-shoulder-musculoskeletal",
    [
        "README.md",
        "LICENSE",
        "models/shoulder.osim",
        "models/scapula.vtp",
        "scripts/run_cmc.py",
        "data/pitch_markers.trc",
    ],
    ["Scapula wrapping surface", "Add OpenSim 4.5 support", "Units of torque"],
    ["v0.9", "v1.0"],
    ["Home", "Scaling-workflow"],
)


def forge_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    for pages, raws, _t in (KNEE, SHOULDER):
        p.update(pages)
        raw.update(raws)
    for owner in ("tendonlab", "throwlab"):
        p[f"/{owner}"] = shell(FORGE, owner, f"<h1>{owner}</h1>")
    for fork in (
        "/tendonlab/knee-ligament-fe-model-legacy/",
        "/throwlab/pitcher-shoulder-musculoskeletal-legacy/",
    ):
        p[fork] = shell(FORGE, fork.strip("/"), f"<h1>{fork}</h1>")
    return [build_site(FORGE, p), Site(RAW, raw)]


FORGE_CASES = [
    # The seed's GitHub row: every artifact URI extends the repository path, and raw files
    # live on the portal's content host: Path-Based with Externals.  The "-legacy" fork
    # shares the name as a prefix but not the path; the owner page is outside the path.
    case(
        "bmforge-knee",
        "biomechanics model forge (finite-element knee)",
        "software",
        "path_based_externals",
        BF("/tendonlab/knee-ligament-fe-model/"),
        KNEE[2],
        forge_sites,
        others=[BF("/tendonlab/knee-ligament-fe-model-legacy/")],
    ),
    # Harder: nested folders, three issues, two releases with assets, a wiki, six raw files.
    case(
        "bmforge-shoulder",
        "biomechanics model forge (musculoskeletal shoulder)",
        "software",
        "path_based_externals",
        BF("/throwlab/pitcher-shoulder-musculoskeletal/"),
        SHOULDER[2],
        forge_sites,
        others=[BF("/throwlab/pitcher-shoulder-musculoskeletal-legacy/")],
    ),
]

# --- gait-simulation forge: GitLab-like, everything under the project path ---------------

LAB = make_portal(
    "code.gaitsimforge.hx103.example",
    "GaitSim Forge",
    [("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
)
GL = LAB.url


def _project(
    path: str, files: list[str], issues: int, pages: int, siblings: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    r = path
    group = r.rstrip("/").rsplit("/", 1)[0] + "/"
    p: dict[str, PageValue] = {}
    truth = [GL(r)]

    def add(sub: str, main: str) -> None:
        p[r + sub] = shell(LAB, f"{sub} · {r.strip('/')}", main)
        truth.append(GL(r + sub))

    side = ul(
        [
            (f"{r}-/tree/main", "Repository"),
            (f"{r}-/issues", "Issues"),
            (f"{r}-/releases", "Releases"),
            (f"{r}-/wikis/home", "Wiki"),
        ],
        "sidebar",
    )
    p[r] = shell(
        LAB,
        r.strip("/"),
        (
            f'<nav class="breadcrumb"><a href="{group}">{group.strip("/")}</a></nav>{side}'
            + ul([(f"{r}-/blob/main/{f}", f) for f in files])
            + "<aside>Other projects in this group: "
            + ul([(s, s.strip("/")) for s in siblings])
            + "</aside>"
        ),
    )
    add("-/tree/main", side + ul([(f"{r}-/blob/main/{f}", f) for f in files]))
    for f in files:
        add(f"-/blob/main/{f}", f'<h1>{f}</h1><a href="{r}-/raw/main/{f}">Open raw</a>')
        p[f"{r}-/raw/main/{f}"] = binary("text/plain")
        truth.append(GL(f"{r}-/raw/main/{f}"))
    per = 2
    npages = (issues + per - 1) // per
    for pg in range(1, npages + 1):
        sub = "-/issues" if pg == 1 else f"-/issues?page={pg}"
        nums = range((pg - 1) * per + 1, min(issues, pg * per) + 1)
        nxt = f'<a href="{r}-/issues?page={pg + 1}">Next</a>' if pg < npages else ""
        add(sub, ul([(f"{r}-/issues/{n}", f"#{n}") for n in nums]) + nxt)
        for n in nums:
            add(f"-/issues/{n}", f"<h1>Issue {n}</h1>")
    add("-/releases", f'<a href="{r}-/releases/v1.0">v1.0</a>')
    add("-/releases/v1.0", f'<a href="{r}-/archive/v1.0/source.tar.gz">Source</a>')
    p[f"{r}-/archive/v1.0/source.tar.gz"] = binary("application/gzip")
    truth.append(GL(f"{r}-/archive/v1.0/source.tar.gz"))
    wikis = ["home", *(f"page-{i}" for i in range(2, pages + 1))]
    for i, w in enumerate(wikis):
        nxt = f'<a href="{r}-/wikis/{wikis[i + 1]}">next</a>' if i + 1 < len(wikis) else ""
        add(f"-/wikis/{w}", f"<h1>{w}</h1>{nxt}")
    return p, truth


RUN = _project("/neuromech/opensim-running-models/", ["README.md", "run_gait.osim"], 1, 1, [])
CMJ = _project(
    "/sportsbiomech/jump/cmj-musculoskeletal/",
    ["README.md", "model/cmj.osim", "setup/ik.xml", "setup/so.xml"],
    5,
    3,
    ["/sportsbiomech/jump/cmj-emg-pipeline/"],
)


def lab_sites() -> list[Site]:
    p: dict[str, PageValue] = {**RUN[0], **CMJ[0]}
    for g in ("/neuromech/", "/sportsbiomech/jump/", "/sportsbiomech/jump/cmj-emg-pipeline/"):
        p[g] = shell(LAB, g.strip("/"), f"<h1>{g}</h1>")
    return [build_site(LAB, p)]


LAB_CASES = [
    # The seed's GitLab row: source, issues, releases and wiki all sit under the project
    # path on one host: Path-Based.  The group breadcrumb lies outside the path.
    case(
        "gaitsim-running",
        "gait-simulation forge (running models)",
        "software",
        "path_based",
        GL("/neuromech/opensim-running-models/"),
        RUN[1],
        lab_sites,
    ),
    # Harder: a subgroup path, paginated issues, a three-page wiki chain and a sibling
    # project in the same group (another artifact).
    case(
        "gaitsim-cmj",
        "gait-simulation forge (subgroup jump model)",
        "software",
        "path_based",
        GL("/sportsbiomech/jump/cmj-musculoskeletal/"),
        CMJ[1],
        lab_sites,
        others=[GL("/sportsbiomech/jump/cmj-emg-pipeline/")],
    ),
]

# --- wearable-sensor dataset hub: Kaggle-like with a storage host ------------------------

HUB = make_portal(
    "www.wearhub.hx103.example",
    "WearHub",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/notebooks", "Notebooks"),
        ("/learn", "Learn"),
    ],
)
WH = HUB.url
STORE = "storage.wearhubcdn.hx103.example"


def _hub(
    owner: str, slug: str, files: list[str], notebooks: list[str], threads: list[str], versions: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    r = f"/datasets/{owner}/{slug}/"
    p: dict[str, PageValue] = {}
    s: dict[str, PageValue] = {}
    truth = [WH(r)]
    tabs = ul(
        [
            (f"{r}data", "Data"),
            (f"{r}code", "Code"),
            (f"{r}discussion", "Discussion"),
            (f"{r}versions", "Versions"),
        ],
        "tabs",
    )
    p[r] = shell(
        HUB,
        slug,
        f'<h1>{slug}</h1><p>by <a href="/{owner}">{owner}</a></p>{tabs}'
        '<p>Usability 9.4 · <a href="/datasets?tag=sports">sports</a></p>',
    )
    dl = [(f"http://{STORE}/datasets/{owner}/{slug}/{f}", f) for f in files]
    pages = {
        "data": ul(dl),
        "code": ul([(f"{r}code/{n}", n) for n in notebooks]),
        "discussion": ul([(f"{r}discussion/{i}", t) for i, t in enumerate(threads, 101)]),
        "versions": ul([(f"{r}versions/{v}", f"Version {v}") for v in range(1, versions + 1)]),
    }
    for sub, main in pages.items():
        p[r + sub] = shell(HUB, f"{slug} {sub}", tabs + main)
        truth.append(WH(r + sub))
    for n in notebooks:
        p[f"{r}code/{n}"] = shell(HUB, n, f"<h1>{n}</h1>")
        truth.append(WH(f"{r}code/{n}"))
    for i, t in enumerate(threads, 101):
        p[f"{r}discussion/{i}"] = shell(HUB, t, f"<h1>{t}</h1>")
        truth.append(WH(f"{r}discussion/{i}"))
    for v in range(1, versions + 1):
        p[f"{r}versions/{v}"] = shell(HUB, f"Version {v}", f"<h1>Version {v}</h1>")
        truth.append(WH(f"{r}versions/{v}"))
    for url, _name in dl:
        s[url.split(STORE, 1)[1]] = csv("t,ax,ay,az\n0,0.1,9.8,0.2\n")
        truth.append(url)
    return p, s, truth


IMU = _hub(
    "ana-ruiz", "imu-running-fatigue", ["imu_raw.csv"], ["baseline-lstm"], ["Sampling rate?"], 1
)
SWIM = _hub(
    "aquasense",
    "swim-stroke-wearables",
    ["train.csv", "test.csv", "sensor_placement.csv", "labels.csv"],
    ["stroke-classifier", "eda-swim", "cnn-baseline"],
    ["Label noise in turns", "Left vs right wrist"],
    3,
)


def hub_sites() -> list[Site]:
    p: dict[str, PageValue] = {**IMU[0], **SWIM[0]}
    for owner in ("/ana-ruiz", "/aquasense"):
        p[owner] = shell(HUB, owner.strip("/"), f"<h1>{owner}</h1>")
    p["/datasets?tag=sports"] = shell(HUB, "Sports datasets", "<h1>Sports</h1>")
    return [build_site(HUB, p), Site(STORE, {**IMU[1], **SWIM[1]})]


HUB_CASES = [
    # The seed's Kaggle row: data, code and discussion extend the dataset path and the files
    # download from the portal's storage host: Path-Based with Externals.
    case(
        "wearhub-imu",
        "wearable dataset hub (IMU running fatigue)",
        "dataset",
        "path_based_externals",
        WH("/datasets/ana-ruiz/imu-running-fatigue/"),
        IMU[2],
        hub_sites,
    ),
    # Harder: four files, three notebooks, two threads, three versions.
    case(
        "wearhub-swim",
        "wearable dataset hub (swim stroke wearables)",
        "dataset",
        "path_based_externals",
        WH("/datasets/aquasense/swim-stroke-wearables/"),
        SWIM[2],
        hub_sites,
    ),
]

# --- slide decks: Slideshare-like, every slide under the deck path -----------------------

DECK = make_portal(
    "slides.kinslides.hx103.example",
    "KinSlides",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/topics", "Topics")],
)
KS = DECK.url


def _deck(
    owner: str, slug: str, n: int, per: int, more: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    r = f"/{owner}/{slug}/"
    p: dict[str, PageValue] = {}
    truth = [KS(r), KS(f"{r}transcript")]
    npages = (n + per - 1) // per
    for pg in range(1, npages + 1):
        path = r if pg == 1 else f"{r}page/{pg}"
        nums = range((pg - 1) * per + 1, min(n, pg * per) + 1)
        nxt = f'<a rel="next" href="{r}page/{pg + 1}">More slides</a>' if pg < npages else ""
        p[path] = shell(
            DECK,
            slug,
            (
                f'<h1>{slug}</h1><p>by <a href="/{owner}">{owner}</a></p>'
                + ul([(f"{r}slide/{i}", f"Slide {i}") for i in nums])
                + nxt
                + f'<a href="{r}transcript">Transcript</a>'
                + "<aside>More from this author"
                + ul([(f"/{owner}/{m}/", m) for m in more])
                + "</aside>"
            ),
            share=KS(r),
        )
        if pg > 1:
            truth.append(KS(path))
        for i in nums:
            p[f"{r}slide/{i}"] = shell(
                DECK, f"{slug} slide {i}", f'<img src="{r}slide/{i}.png" alt="slide {i}">'
            )
            p[f"{r}slide/{i}.png"] = png(64, 48)
            truth.append(KS(f"{r}slide/{i}"))
    p[f"{r}transcript"] = shell(DECK, f"{slug} transcript", "<p>Transcript text.</p>")
    return p, truth


SPRINT = _deck("coachmehta", "acceleration-mechanics-2024", 4, 10, ["block-starts"])
ACL = _deck(
    "drlindqvist",
    "acl-injury-prevention-in-handball",
    14,
    5,
    ["hamstring-eccentrics", "landing-screening"],
)


def deck_sites() -> list[Site]:
    p: dict[str, PageValue] = {**SPRINT[0], **ACL[0]}
    for path in (
        "/coachmehta",
        "/coachmehta/block-starts/",
        "/drlindqvist",
        "/drlindqvist/hamstring-eccentrics/",
        "/drlindqvist/landing-screening/",
    ):
        p[path] = shell(DECK, path.strip("/"), f"<h1>{path}</h1>")
    return [build_site(DECK, p)]


DECK_CASES = [
    # The seed's Slideshare row: each slide and the transcript sit under the deck path:
    # Path-Based.  Other decks by the author are other artifacts.
    case(
        "kinslides-sprint",
        "slide-deck site (acceleration mechanics)",
        "presentation",
        "path_based",
        KS("/coachmehta/acceleration-mechanics-2024/"),
        SPRINT[1],
        deck_sites,
        others=[KS("/coachmehta/block-starts/")],
    ),
    # Harder: fourteen slides over three listing pages (multi-hop), two other decks.
    case(
        "kinslides-acl",
        "slide-deck site (paginated ACL prevention deck)",
        "presentation",
        "path_based",
        KS("/drlindqvist/acl-injury-prevention-in-handball/"),
        ACL[1],
        deck_sites,
        others=[KS("/drlindqvist/hamstring-eccentrics/"), KS("/drlindqvist/landing-screening/")],
    ),
]

# --- sprint analytics dashboards: Silk-like, one subdomain per project -------------------

SILK_MAIN = make_portal(
    "www.stridesilk.hx103.example",
    "StrideSilk",
    [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/blog", "Blog")],
)
SUBS = {
    "relay-splits": ["overview", "teams", "handoffs"],
    "marathon-pacing": ["overview", "athletes", "splits", "weather", "methods"],
}


def _sub(name: str) -> str:
    return f"{name}.stridesilk.hx103.example"


def _dash_site(name: str) -> tuple[Site, list[str]]:
    host = _sub(name)
    o = f"http://{host}"
    w = SILK_MAIN.origin
    pages = SUBS[name]
    nav = ul([(f"/page/{q}", q.title()) for q in pages])
    head = (
        f'<header><a href="{w}/">StrideSilk</a> <a href="{w}/login">Log in</a> '
        f'<a href="{w}/signup">Make your own</a></header>'
    )
    site = Site(host)
    truth = [o + "/"]
    site.add(
        "/",
        f"<!DOCTYPE html><html><head><title>{name} on StrideSilk</title></head>"
        f'<body>{head}<h1>{name}</h1>{nav}<a href="/data.csv">Data</a></body></html>',
    )
    site.add("/data.csv", csv("athlete,km,split_s\nA,1,182\n"))
    truth.append(o + "/data.csv")
    for q in pages:
        extra = ""
        if q in ("athletes", "teams"):
            extra = f'<a href="/{q}/1">First entry</a>'
            site.add(
                f"/{q}/1",
                f"<html><head><title>{q} 1</title></head><body>{head}"
                f"<h1>{q} 1</h1>{nav}</body></html>",
            )
            truth.append(f"{o}/{q}/1")
        site.add(
            f"/page/{q}",
            f"<html><head><title>{q}</title></head><body>{head}<h1>{q}</h1>"
            f"{nav}{extra}</body></html>",
        )
        truth.append(f"{o}/page/{q}")
    return site, truth


def silk_sites() -> list[Site]:
    main: dict[str, PageValue] = {
        "/gallery": shell(SILK_MAIN, "Gallery", ul([(f"http://{_sub(n)}/", n) for n in SUBS]))
    }
    return [build_site(SILK_MAIN, main), *(_dash_site(n)[0] for n in SUBS)]


SILK_CASES = [
    # The seed's Silk row: the whole project subdomain is the artifact, so the path is a
    # single slash: Path-Based, with nothing from the main StrideSilk host.
    case(
        "stridesilk-relay",
        "sprint dashboard subdomain (relay splits)",
        "visualization",
        "path_based",
        f"http://{_sub('relay-splits')}/",
        _dash_site("relay-splits")[1],
        silk_sites,
    ),
    # Harder: five pages, a detail page two hops away and a data file.
    case(
        "stridesilk-marathon",
        "sprint dashboard subdomain (marathon pacing)",
        "visualization",
        "path_based",
        f"http://{_sub('marathon-pacing')}/",
        _dash_site("marathon-pacing")[1],
        silk_sites,
    ),
]

CASES: list[Case] = [*FORGE_CASES, *LAB_CASES, *HUB_CASES, *DECK_CASES, *SILK_CASES]
