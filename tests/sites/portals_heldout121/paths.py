"""Path-Based and Path-Based with Externals portals: forges holding replication packages and
survey-weighting code, a documentation host and a survey programme's own microsite."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import STD_FOOTER, a, host, text, zipped

# --- GitLab (self-hosted at a statistics institute) -------------------------------------------
GL = host("git", "statlab-gitlab")
GL_PROJECTS = {
    "/methods/sae-replication": (
        "sae-replication",
        ["README.md", "R/fit_fh.R", "data/domains.csv"],
    ),
    "/methods/svyweights": ("svyweights", ["README.md", "DESCRIPTION", "R/rake.R"]),
}


def _gl_site() -> Site:
    p = Portal(
        GL,
        "GitLab",
        menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
        footer=[("/-/profile", "Profile"), ("http://about.gitlab.test/", "About GitLab")],
        title_format="{title} · GitLab",
    )
    pages: dict[str, object] = {"/methods": p.page("methods", "<h1>methods group</h1>")}
    for base, (name, files) in GL_PROJECTS.items():
        tree = f"{base}/-/tree/main"
        main = (
            f"<h1>{name}</h1><p>{a('/methods', 'methods')} / {name}</p>"
            f"<ul class='nav'><li>{a(tree, 'Repository')}</li><li>{a(base + '/-/issues', 'Issues 2')}</li>"
            f"<li>{a(base + '/-/merge_requests', 'Merge requests')}</li>"
            f"<li>{a(base + '/-/releases', 'Releases')}</li><li>{a(base + '/-/wikis/home', 'Wiki')}</li></ul>"
            f"<p>{a(f'{base}/-/archive/main/{name}-main.zip', 'Download zip')}</p>"
            f"<div class='readme'><h2>README.md</h2><p>Code for {name}.</p></div>"
        )
        pages[base] = p.page(f"methods / {name}", main)
        pages[tree] = p.page(
            f"Files · main · methods / {name}",
            links([(f"{base}/-/blob/main/{f}", f) for f in files]),
        )
        for f in files:
            pages[f"{base}/-/blob/main/{f}"] = p.page(
                f"{f} · main · methods / {name}",
                f"<pre>{f}</pre>{a(f'{base}/-/raw/main/{f}', 'Open raw')}",
            )
            pages[f"{base}/-/raw/main/{f}"] = text(f"# {f}\n")
        pages[base + "/-/issues"] = p.page(
            "Issues",
            links(
                [(f"{base}/-/issues/1", "#1 weights negative"), (f"{base}/-/issues/2", "#2 docs")]
            ),
        )
        for i in (1, 2):
            pages[f"{base}/-/issues/{i}"] = p.page(f"Issue {i}", f"<h1>Issue {i}</h1>")
        pages[base + "/-/merge_requests"] = p.page(
            "Merge requests", "<p>No open merge requests</p>"
        )
        pages[base + "/-/releases"] = p.page(
            "Releases",
            links([(f"{base}/-/archive/v1.0/{name}-v1.0.tar.gz", f"{name}-v1.0.tar.gz")]),
        )
        pages[f"{base}/-/archive/v1.0/{name}-v1.0.tar.gz"] = zipped(name)
        pages[f"{base}/-/archive/main/{name}-main.zip"] = zipped(name)
        pages[base + "/-/wikis/home"] = p.page("Wiki", "<h1>Home</h1>")
    return p.site(pages)  # type: ignore[arg-type]


def _gl_truth(base: str) -> list[str]:
    name, files = GL_PROJECTS[base]
    out = [
        base,
        f"{base}/-/tree/main",
        f"{base}/-/issues",
        f"{base}/-/issues/1",
        f"{base}/-/issues/2",
        f"{base}/-/merge_requests",
        f"{base}/-/releases",
        f"{base}/-/wikis/home",
        f"{base}/-/archive/main/{name}-main.zip",
        f"{base}/-/archive/v1.0/{name}-v1.0.tar.gz",
    ]
    for f in files:
        out += [f"{base}/-/blob/main/{f}", f"{base}/-/raw/main/{f}"]
    return [f"http://{GL}{u}" for u in out]


# --- GitHub-like forge with a separate raw-content host ----------------------------------------
GH = host("github", "codehub")
GH_RAW = host("raw", "codehub")
GH_REPO = "/jsamuels/mode-effects-replication"


def _gh_sites() -> list[Site]:
    p = Portal(
        GH,
        "CodeHub",
        menu=[("/features", "Features"), ("/explore", "Explore"), ("/pricing", "Pricing")],
        footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/security", "Security")],
        title_format="{title}",
        home_title="CodeHub: Let's build from here",
    )
    r = GH_REPO
    files = ["README.md", "analysis/01_models.R", "data/panel_w1.csv"]
    main = (
        f"<h1>{a('/jsamuels', 'jsamuels')} / mode-effects-replication</h1>"
        f"<nav>{a(r, 'Code')} {a(r + '/issues', 'Issues')} {a(r + '/pulls', 'Pull requests')} "
        f"{a(r + '/actions', 'Actions')}</nav>"
        + links([(f"{r}/blob/main/{f}", f) for f in files])
        + f"<p>{a(r + '/releases/tag/v1.1', 'v1.1 Latest')} · {a(r + '/archive/refs/heads/main.zip', 'Download ZIP')}</p>"
        f"<p>{a(r + '/stargazers', '12 stars')} {a(r + '/forks', '3 forks')}</p>"
    )
    pages: dict[str, object] = {
        r: p.page(
            "jsamuels/mode-effects-replication: Replication code for the mode effects paper", main
        ),
        "/jsamuels": p.page("jsamuels (J. Samuels)", "<h1>jsamuels</h1>"),
        r + "/issues": p.page("Issues", links([(r + "/issues/4", "Seed for bootstrap")])),
        r + "/issues/4": p.page("Seed for bootstrap", "<h1>#4</h1>"),
        r + "/pulls": p.page("Pull requests", "<p>0 open</p>"),
        r + "/actions": p.page("Actions", "<p>No workflows</p>"),
        r + "/stargazers": p.page("Stargazers", "<p>12</p>"),
        r + "/forks": p.page("Forks", "<p>3</p>"),
        r + "/archive/refs/heads/main.zip": zipped("main"),
        r + "/releases/tag/v1.1": p.page(
            "Release v1.1",
            f"<h1>v1.1</h1>{a(r + '/releases/download/v1.1/replication-v1.1.zip', 'replication-v1.1.zip')}",
        ),
        r + "/releases/download/v1.1/replication-v1.1.zip": zipped("rel"),
    }
    for f in files:
        pages[f"{r}/blob/main/{f}"] = p.page(
            f"mode-effects-replication/{f} at main",
            f"<pre>{f}</pre>{a(f'http://{GH_RAW}{r}/main/{f}', 'Raw')}",
        )
    raw = Site(GH_RAW, {f"{r}/main/{f}": text(f"{f}\n") for f in files})
    return [p.site(pages), raw]  # type: ignore[arg-type]


def _gh_truth() -> list[str]:
    r, files = GH_REPO, ["README.md", "analysis/01_models.R", "data/panel_w1.csv"]
    out = [
        r,
        r + "/issues",
        r + "/issues/4",
        r + "/pulls",
        r + "/actions",
        r + "/stargazers",
        r + "/forks",
        r + "/archive/refs/heads/main.zip",
        r + "/releases/tag/v1.1",
        r + "/releases/download/v1.1/replication-v1.1.zip",
    ]
    out += [f"{r}/blob/main/{f}" for f in files]
    return [f"http://{GH}{u}" for u in out] + [f"http://{GH_RAW}{r}/main/{f}" for f in files]


# --- Kaggle-like dataset hub: survey microdata with notebooks and storage downloads -----------
KG = host("www", "datahub-kaggle")
KG_STORE = host("storage", "datahub-kaggle")
KG_DS = "/datasets/okafor/world-values-survey-wave-7-tidy"


def _kg_sites() -> list[Site]:
    p = Portal(
        KG,
        "DataHub",
        menu=[("/competitions", "Competitions"), ("/datasets", "Datasets"), ("/code", "Code")],
        footer=STD_FOOTER,
        title_format="{title} | {name}",
    )
    d = KG_DS
    blob = f"http://{KG_STORE}/datasets/4471920/7702311/wvs7_tidy.zip"
    main = (
        "<h1>World Values Survey Wave 7 (tidy)</h1>"
        f"<nav>{a(d, 'Data Card')} {a(d + '/code', 'Code (4)')} {a(d + '/discussion', 'Discussion (2)')} "
        f"{a(d + '/suggestions', 'Suggestions')}</nav>"
        f"<p>{a(d + '/data', 'Data Explorer')} · {a(blob, 'Download (58 MB)')}</p>"
        f"<p>Uploaded by {a('/okafor', 'C. Okafor')}</p><p>Tags: {a('/datasets?tags=13301-Survey', 'Survey')}</p>"
    )
    pages: dict[str, object] = {
        d: p.page("World Values Survey Wave 7 (tidy)", main),
        d + "/code": p.page(
            "Code", links([("/code/okafor/wvs7-weights-and-trust", "WVS7 weights and trust")])
        ),
        d + "/discussion": p.page(
            "Discussion", links([(d + "/discussion/501122", "Country codes?")])
        ),
        d + "/discussion/501122": p.page("Country codes?", "<h1>Country codes?</h1>"),
        d + "/suggestions": p.page("Suggestions", "<p>None</p>"),
        d + "/data": p.page(
            "Data Explorer", links([(d + "/data?select=wvs7_long.csv", "wvs7_long.csv")])
        ),
        "/code/okafor/wvs7-weights-and-trust": p.page(
            "WVS7 weights and trust", "<h1>Notebook</h1>"
        ),
        "/okafor": p.page("C. Okafor", "<h1>Profile</h1>"),
    }
    site = p.site(pages)  # type: ignore[arg-type]
    site.add(d + "/data?select=wvs7_long.csv", p.page("wvs7_long.csv", "<h1>wvs7_long.csv</h1>"))
    store = Site(KG_STORE, {"/datasets/4471920/7702311/wvs7_tidy.zip": zipped("wvs")})
    return [site, store]


KG_TRUTH = [
    f"http://{KG}{KG_DS}{s}"
    for s in [
        "",
        "/code",
        "/discussion",
        "/discussion/501122",
        "/suggestions",
        "/data",
        "/data?select=wvs7_long.csv",
    ]
] + [f"http://{KG_STORE}/datasets/4471920/7702311/wvs7_tidy.zip"]

# --- Read the Docs: a household panel's user guide, one version -----------------------------
RT = host("hhpanel-guide", "rtdocs")
RT_BASE = "/en/v4.2/"
RT_PAGES = [
    "",
    "sample.html",
    "weights.html",
    "variables/index.html",
    "variables/income.html",
    "_downloads/3c1e0f/weighting_guide.pdf",
]


def _rt_site() -> Site:
    def page(title: str, body: str) -> str:
        nav = links(
            [
                (RT_BASE, "Home"),
                (RT_BASE + "sample.html", "Sample design"),
                (RT_BASE + "weights.html", "Weights"),
                (RT_BASE + "variables/index.html", "Variables"),
            ]
        )
        flyout = (
            f"<div class='rst-versions'>{a('/en/latest/', 'latest')} {a('/en/v4.1/', 'v4.1')} "
            f"{a('http://readthedocs.test/projects/hhpanel-guide/', 'Project home')}</div>"
        )
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title} — Household Panel "
            f"User Guide v4.2</title><script src='/_/static/javascript/readthedocs-addons.js'></script>"
            f"</head><body><nav>{nav}</nav><main>{body}</main>{flyout}</body></html>"
        )

    pages: dict[str, object] = {
        RT_BASE: page("Welcome", "<h1>Household Panel User Guide</h1>"),
        RT_BASE + "sample.html": page("Sample design", "<h1>Sample design</h1>"),
        RT_BASE + "weights.html": page(
            "Weights",
            f"<h1>Weights</h1>{a('_downloads/3c1e0f/weighting_guide.pdf', 'Weighting guide (PDF)')}",
        ),
        RT_BASE + "variables/index.html": page(
            "Variables", f"<h1>Variables</h1>{a('income.html', 'Income variables')}"
        ),
        RT_BASE + "variables/income.html": page("Income variables", "<h1>Income</h1>"),
        RT_BASE + "_downloads/3c1e0f/weighting_guide.pdf": text("%PDF-1.4\n", "application/pdf"),
        "/en/latest/": page("Welcome (latest)", "<h1>latest</h1>"),
        "/en/v4.1/": page("Welcome (v4.1)", "<h1>v4.1</h1>"),
        "/_/static/javascript/readthedocs-addons.js": text("//", "text/javascript"),
    }
    return Site(RT, pages)  # type: ignore[arg-type]


# --- Hugo microsite of one survey programme (its own subdomain) -----------------------------
HG = host("eqls2026", "surveyprog")
HG_PAGES = [
    "/",
    "/about/",
    "/questionnaire/",
    "/questionnaire/source-questionnaire.pdf",
    "/fieldwork/",
    "/fieldwork/country-reports/",
    "/data/",
    "/news/2026-05-fieldwork-starts/",
]


def _hg_site() -> Site:
    def page(title: str, body: str) -> str:
        nav = links(
            [
                ("/", "Home"),
                ("/about/", "About"),
                ("/questionnaire/", "Questionnaire"),
                ("/fieldwork/", "Fieldwork"),
                ("/data/", "Data"),
            ]
        )
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title} | Quality of Life "
            f"Survey 2026</title><link rel='stylesheet' href='/css/main.min.css'></head><body>"
            f"<header>{nav}</header><main>{body}</main><footer>"
            f"{a('http://twitter.test/qols2026', 'Follow us')}</footer></body></html>"
        )

    pages: dict[str, object] = {
        "/": page(
            "Home",
            f"<h1>Quality of Life Survey 2026</h1>{a('/news/2026-05-fieldwork-starts/', 'Fieldwork starts')}",
        ),
        "/about/": page("About", "<h1>About</h1>"),
        "/questionnaire/": page(
            "Questionnaire", a("source-questionnaire.pdf", "Source questionnaire")
        ),
        "/questionnaire/source-questionnaire.pdf": text("%PDF-1.4\n", "application/pdf"),
        "/fieldwork/": page("Fieldwork", a("country-reports/", "Country reports")),
        "/fieldwork/country-reports/": page("Country reports", "<p>27 countries</p>"),
        "/data/": page(
            "Data",
            f"<p>Data will be deposited at {a('http://archive.example.test/', 'the archive')}.</p>",
        ),
        "/news/2026-05-fieldwork-starts/": page("Fieldwork starts", "<h1>Fieldwork starts</h1>"),
        "/css/main.min.css": text("body{}", "text/css"),
    }
    return Site(HG, pages)  # type: ignore[arg-type]


def cases() -> list[Case]:
    out = []
    for i, base in enumerate(GL_PROJECTS):
        # GitLab.com (seed: Path-Based): every project URI extends the entry URI; group,
        # explore, help and sign-in pages do not.
        out.append(
            case(
                ["gitlab-sae-replication", "gitlab-svyweights"][i],
                "GitLab (self-hosted, methods code)",
                "Multi-Hop",
                "path_based",
                f"http://{GL}{base}",
                _gl_truth(base),
                lambda: [_gl_site()],
            )
        )
    out += [
        # GitHub (seed: Path-Based with Externals): raw files live on the forge's raw host.
        # The owner's profile and the site pages are outside.
        case(
            "codehub-mode-effects-replication",
            "GitHub-like forge (replication package)",
            "Multi-Hop",
            "path_based_externals",
            f"http://{GH}{GH_REPO}",
            _gh_truth(),
            _gh_sites,
        ),
        # Kaggle datasets (seed: Path-Based with Externals): tabs under the dataset path,
        # the archive on the storage host; notebooks under /code/ are their own artifacts.
        case(
            "datahub-wvs7-tidy",
            "Kaggle-like dataset hub (survey microdata)",
            "Multi-Hop",
            "path_based_externals",
            f"http://{KG}{KG_DS}",
            KG_TRUTH,
            _kg_sites,
            others=[f"http://{KG}/code/okafor/wvs7-weights-and-trust"],
        ),
        # One version of a documentation site: everything under /en/v4.2/ (Path-Based); other
        # versions and the host's own pages are outside.
        case(
            "rtd-household-panel-guide",
            "Read the Docs (survey user guide)",
            "Multi-Hop",
            "path_based",
            f"http://{RT}{RT_BASE}",
            [f"http://{RT}{RT_BASE}{p}" for p in RT_PAGES],
            lambda: [_rt_site()],
        ),
        # Like Silk: the whole subdomain is the survey programme's site (Path-Based from "/").
        case(
            "hugo-qol-survey-2026",
            "Hugo microsite (survey programme)",
            "Multi-Hop",
            "path_based",
            f"http://{HG}/",
            [f"http://{HG}{p}" for p in HG_PAGES],
            lambda: [_hg_site()],
        ),
    ]
    return out
