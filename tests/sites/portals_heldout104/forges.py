"""Multi-hop portals of heldout104 whose artifact lives under the entry's path: a
sensory-lab code forge and a study-microsite host (Path-Based), and a recipe data-science
platform and a food-informatics code host whose files sit on other domains (Path-Based
with Externals)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import ANALYTICS, chrome, csv, host, jsonr, pdf_file, shell, txt, ul, zip_file

Tabs = Sequence[tuple[str, str]]
RELATIVE = re.compile(r'href="(?!/|http:|#)([^"]*)"')


def _project(
    p: Portal,
    base: str,
    name: str,
    tabs: Tabs,
    pages: dict[str, str],
    aside: str = "",
) -> dict[str, str]:
    """The pages of one project: each gets the project header, its tabs and `aside`."""
    nav = ul([(base + t, label) for t, label in tabs], "project-tabs")
    out = {}
    for sub, text in pages.items():
        # Pages are written with hrefs relative to the project root: make them absolute
        main = RELATIVE.sub(lambda m: f'href="{base}{m.group(1)}"', text)
        title = f"{name} · {sub.strip('/-') or 'overview'}"
        out[base + sub] = shell(
            p, title, f'<div class="project"><h1>{escape(name)}</h1>{nav}{aside}{main}</div>'
        )
    return out


# --- Sensory-lab code forge (GitLab-like: /group/project/-/...) ---

FORGE = Portal(
    host("code", "flavorforge"),
    "FlavorForge",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/snippets", "Snippets")],
    [
        ("/help", "Help"),
        ("/about", "About FlavorForge"),
        ("/terms", "Terms"),
        ("/cookies", "Cookies"),
    ],
)
CRUNCH = "/mouthfeel-lab/crunch-acoustics/"
BITTER = "/mouthfeel-lab/bitterness-panels/"
GL_TABS = [
    ("", "Project"),
    ("-/tree/main", "Repository"),
    ("-/issues", "Issues"),
    ("-/releases", "Releases"),
    ("-/commits/main", "Commits"),
]
CRUNCH_PAGES = {
    "": "<h2>README</h2><p>Acoustic analysis of snack crispness.</p>"
    + ul([("-/blob/main/README.md", "README.md")]),
    "-/tree/main": ul(
        [("-/blob/main/README.md", "README.md"), ("-/blob/main/analysis/spectra.py", "spectra.py")]
    ),
    "-/blob/main/README.md": '<pre>crunch-acoustics</pre><a href="'
    + CRUNCH
    + '-/raw/main/README.md">Raw</a>',
    "-/blob/main/analysis/spectra.py": '<pre>import numpy</pre><a href="'
    + CRUNCH
    + '-/raw/main/analysis/spectra.py">Raw</a>',
    "-/issues": ul([("-/issues/1", "#1 Calibrate microphone"), ("-/issues/3", "#3 Add panel B")]),
    "-/issues/1": "<h2>#1 Calibrate microphone</h2>",
    "-/issues/3": "<h2>#3 Add panel B</h2>",
    "-/releases": ul([("-/archive/v1.0/crunch-acoustics-v1.0.zip", "v1.0 source (zip)")]),
    "-/commits/main": ul([("-/commit/9f3c2e1a", "Fix band filter")]),
    "-/commit/9f3c2e1a": "<h2>Fix band filter</h2>",
}
BITTER_TABS = [*GL_TABS, ("-/merge_requests", "Merge requests"), ("-/wikis/home", "Wiki")]
BITTER_PAGES = {
    "": "<h2>README</h2><p>Bitterness panels 2022 to 2025. Older data is in the "
    '<a href="/mouthfeel-lab/bitterness-panels-archive/">archive project</a>; forked from '
    '<a href="/tkaur/bitter-tools/">tkaur/bitter-tools</a>.</p>',
    "-/tree/main": ul(
        [
            ("-/tree/main/data", "data/"),
            ("-/blob/main/README.md", "README.md"),
            ("-/blob/main/panel.yml", "panel.yml"),
        ]
    ),
    "-/tree/main/data": ul(
        [
            ("-/blob/main/data/quinine_2022.csv", "quinine_2022.csv"),
            ("-/blob/main/data/quinine_2024.csv", "quinine_2024.csv"),
        ]
    ),
    "-/issues": ul([(f"-/issues/{i}", f"#{i}") for i in (9, 8, 7)])
    + '<a rel="next" href="'
    + BITTER
    + '-/issues?page=2">Next</a>',
    "-/issues?page=2": ul([(f"-/issues/{i}", f"#{i}") for i in (6, 5, 4)]),
    "-/merge_requests": ul([("-/merge_requests/2", "!2 Add 2024 panel")]),
    "-/merge_requests/2": "<h2>!2 Add 2024 panel</h2>",
    "-/releases": ul(
        [
            ("-/releases/v2.0", "v2.0"),
            ("-/releases/v1.2", "v1.2"),
        ]
    ),
    "-/releases/v2.0": ul([("-/archive/v2.0/bitterness-panels-v2.0.tar.gz", "Source (tar.gz)")]),
    "-/releases/v1.2": ul([("-/archive/v1.2/bitterness-panels-v1.2.tar.gz", "Source (tar.gz)")]),
    "-/commits/main": ul([("-/commit/c0ffee42", "Add 2024 panel"), ("-/commit/ab12cd34", "Init")]),
    "-/commit/c0ffee42": "<h2>Add 2024 panel</h2>",
    "-/commit/ab12cd34": "<h2>Init</h2>",
    "-/wikis/home": ul([("-/wikis/panel-protocol", "Panel protocol")]),
    "-/wikis/panel-protocol": "<h2>Panel protocol</h2><p>Quinine series in water.</p>",
}
for _f in ["README.md", "panel.yml", "data/quinine_2022.csv", "data/quinine_2024.csv"]:
    BITTER_PAGES[f"-/blob/main/{_f}"] = f'<pre>{_f}</pre><a href="{BITTER}-/raw/main/{_f}">Raw</a>'
for _i in range(4, 10):
    BITTER_PAGES[f"-/issues/{_i}"] = f"<h2>Issue #{_i}</h2>"
CRUNCH_FILES = [
    "-/raw/main/README.md",
    "-/raw/main/analysis/spectra.py",
    "-/archive/v1.0/crunch-acoustics-v1.0.zip",
]
BITTER_FILES = [
    "-/raw/main/README.md",
    "-/raw/main/panel.yml",
    "-/raw/main/data/quinine_2022.csv",
    "-/raw/main/data/quinine_2024.csv",
    "-/archive/v2.0/bitterness-panels-v2.0.tar.gz",
    "-/archive/v1.2/bitterness-panels-v1.2.tar.gz",
]


def _forge_sites() -> list[Site]:
    p = FORGE
    aside = (
        '<aside><a href="/mouthfeel-lab">mouthfeel-lab</a> · maintainer '
        '<a href="/tkaur">@tkaur</a> · <a href="/help/user/project/clone">Clone</a></aside>'
    )
    pages: dict[str, object] = {}
    pages.update(_project(p, CRUNCH, "crunch-acoustics", GL_TABS, CRUNCH_PAGES, aside))
    pages.update(_project(p, BITTER, "bitterness-panels", BITTER_TABS, BITTER_PAGES, aside))
    for base, files in [(CRUNCH, CRUNCH_FILES), (BITTER, BITTER_FILES)]:
        for f in files:
            pages[base + f] = csv("a,b\n1,2\n") if f.endswith(".csv") else txt(f + "\n")
    pages["/mouthfeel-lab"] = shell(
        p,
        "mouthfeel-lab",
        "<h1>Group mouthfeel-lab</h1>"
        + ul(
            [
                (CRUNCH, "crunch-acoustics"),
                (BITTER, "bitterness-panels"),
                ("/mouthfeel-lab/bitterness-panels-archive/", "bitterness-panels-archive"),
            ]
        ),
    )
    pages["/tkaur"] = shell(p, "tkaur", "<h1>@tkaur</h1>")
    pages["/help/user/project/clone"] = shell(p, "Clone a project", "<h1>Clone</h1>")
    pages["/mouthfeel-lab/bitterness-panels-archive/"] = shell(p, "archive", "<h1>Archive</h1>")
    pages["/tkaur/bitter-tools/"] = shell(p, "bitter-tools", "<h1>bitter-tools</h1>")
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Study-microsite host (each study is its own subdomain site, Silk-like) ---

MAPPER = Portal(
    host("www", "mealmapper"),
    "MealMapper",
    [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/report", "Report a site")],
    home_main="<h1>MealMapper</h1><p>Publish your diet study as a site.</p>",
)
FIBRE_HOST = host("fibre-swap", "mealmapper")
LUNCH_HOST = host("school-lunch-audit", "mealmapper")
FIBRE_PAGES = ["/", "/data", "/charts/weekly-intake", "/methods"]
FIBRE_FILES = ["/download/fibre_swap_intake.csv"]
LUNCH_PAGES = [
    "/",
    "/schools",
    "/schools?page=2",
    "/schools/s-014",
    "/schools/s-022",
    "/schools/s-031",
    "/schools/s-040",
    "/menus/autumn-2024",
    "/menus/spring-2025",
    "/charts/plate-waste",
    "/about",
]
LUNCH_FILES = ["/charts/plate-waste.json", "/download/audit_2024_25.csv", "/download/codebook.pdf"]


def _micro(h: str, title: str, nav: list[tuple[str, str]], extra: dict[str, str]) -> Site:
    site = Site(h)
    made = (
        f'<footer>Made with <a href="{MAPPER.url("/")}">MealMapper</a> · '
        f'<a href="{MAPPER.url("/report")}">Report this site</a></footer>'
    )
    for path in {p for p, _ in nav} | set(extra):
        main = extra.get(path, f"<h2>{escape(path)}</h2>")
        site.add(
            path,
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>body{{font:15px Georgia}}</style>{ANALYTICS}</head><body>"
            f"<h1>{escape(title)}</h1>{ul(nav)}<main>{main}</main>{made}</body></html>",
        )
    return site


def _mapper_sites() -> list[Site]:
    fibre = _micro(
        FIBRE_HOST,
        "Fibre Swap: a 6-week bread substitution trial",
        [
            ("/", "Overview"),
            ("/data", "Data"),
            ("/charts/weekly-intake", "Weekly intake"),
            ("/methods", "Methods"),
        ],
        {"/data": ul([("/download/fibre_swap_intake.csv", "Download intake data")])},
    )
    fibre.add("/download/fibre_swap_intake.csv", csv("id,week,fibre_g\n1,1,17.2\n"))
    lunch = _micro(
        LUNCH_HOST,
        "School Lunch Audit 2024-25",
        [
            ("/", "Overview"),
            ("/schools", "Schools"),
            ("/menus/autumn-2024", "Autumn menus"),
            ("/menus/spring-2025", "Spring menus"),
            ("/charts/plate-waste", "Plate waste"),
            ("/about", "About"),
        ],
        {
            "/schools": ul([("/schools/s-014", "School 14"), ("/schools/s-022", "School 22")])
            + '<a href="/schools?page=2">Next page</a>',
            "/schools?page=2": ul(
                [("/schools/s-031", "School 31"), ("/schools/s-040", "School 40")]
            ),
            "/schools/s-014": "<h2>School 14</h2>",
            "/schools/s-022": "<h2>School 22</h2>",
            "/schools/s-031": "<h2>School 31</h2>",
            "/schools/s-040": "<h2>School 40</h2>",
            "/charts/plate-waste": '<a href="/charts/plate-waste.json">Chart data (JSON)</a>',
            "/about": ul(
                [
                    ("/download/audit_2024_25.csv", "Full audit data (CSV)"),
                    ("/download/codebook.pdf", "Codebook"),
                ]
            ),
        },
    )
    lunch.add("/charts/plate-waste.json", jsonr({"series": [12, 9, 14]}))
    lunch.add("/download/audit_2024_25.csv", csv("school,term,waste_g\n14,A,88\n"))
    lunch.add("/download/codebook.pdf", pdf_file("School Lunch Audit codebook", ["waste_g"]))
    gallery = ul([(f"http://{FIBRE_HOST}/", "Fibre Swap"), (f"http://{LUNCH_HOST}/", "Lunch")])
    pages: dict[str, object] = {"/gallery": shell(MAPPER, "Gallery", "<h1>Gallery</h1>" + gallery)}
    pages.update(chrome(MAPPER))
    return [MAPPER.site(pages), fibre, lunch]  # type: ignore[arg-type]


# --- Recipe data-science platform (Kaggle-like; files served from a storage domain) ---

BENCH = Portal(
    host("www", "recipebench"),
    "RecipeBench",
    [
        ("/datasets", "Datasets"),
        ("/competitions", "Competitions"),
        ("/code", "Code"),
        ("/learn", "Learn"),
        ("/discussions", "Discussions"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("/contact", "Contact"),
    ],
)
BLOBS = host("blobs", "kitchenbucket")
STREET = "/datasets/ocampo/street-food-recipes/"
DIARY = "/datasets/hsu-lab/household-food-diaries-2019-2023/"
KG_TABS = [("", "Overview"), ("data", "Data"), ("code", "Code"), ("discussion", "Discussion")]


def _blob(path: str) -> str:
    return f"http://{BLOBS}{path}"


STREET_EXT = [
    _blob("/rb/4471/recipes.csv"),
    _blob("/rb/4471/ingredients.csv"),
    _blob("/rb/4471/archive.zip"),
]
DIARY_FILES = ["diary_2019.csv", "diary_2021.csv", "diary_2023.csv", "households.csv"]
DIARY_EXT = [_blob(f"/rb/5120/v3/{f}") for f in DIARY_FILES] + [
    _blob("/rb/5120/v3/archive.zip"),
    _blob("/rb/5120/v2/archive.zip"),
    _blob("/rb/5120/v1/archive.zip"),
]
STREET_PAGES = {
    "": f'<p>2,400 street-food recipes.</p><a class="btn" href="{STREET_EXT[2]}">Download</a>'
    '<p>License: <a href="/licenses/cc-by-4.0">CC BY 4.0</a> · by <a href="/ocampo">ocampo</a></p>',
    "data": ul([(STREET_EXT[0], "recipes.csv"), (STREET_EXT[1], "ingredients.csv")]),
    "code": ul([("/code/ocampo/eda-street-food", "EDA of street food")]),
    "discussion": "<p>No topics yet.</p>",
}
DIARY_TABS = [*KG_TABS, ("versions", "Versions")]
DIARY_PAGES = {
    "": f'<p>Household food diaries.</p><a class="btn" href="{DIARY_EXT[4]}">Download</a>'
    '<p>License: <a href="/licenses/cc-by-4.0">CC BY 4.0</a> · by <a href="/hsu-lab">hsu-lab</a></p>',
    "data": ul([(f"data?select={f}", f) for f in DIARY_FILES]),
    "code": ul(
        [
            ("/code/hsu-lab/diary-baseline", "Baseline model"),
            ("/code/jmori/snack-timing", "Snack timing"),
        ]
    ),
    "discussion": ul(
        [("discussion/1812", "Missing weeks in 2021"), ("discussion/1840", "Household weights?")]
    ),
    "discussion/1812": "<h2>Missing weeks in 2021</h2>",
    "discussion/1840": "<h2>Household weights?</h2>",
    "versions": ul(
        [("versions/3", "Version 3"), ("versions/2", "Version 2"), ("versions/1", "Version 1")]
    ),
    "versions/3": f'<a href="{DIARY_EXT[4]}">Download version 3</a>',
    "versions/2": f'<a href="{DIARY_EXT[5]}">Download version 2</a>',
    "versions/1": f'<a href="{DIARY_EXT[6]}">Download version 1</a>',
}
for _f, _u in zip(DIARY_FILES, DIARY_EXT, strict=False):
    DIARY_PAGES[f"data?select={_f}"] = f'<h2>{_f}</h2><a href="{_u}">Download {_f}</a>'


def _bench_sites() -> list[Site]:
    p = BENCH
    pages: dict[str, object] = {}
    pages.update(_project(p, STREET, "Street Food Recipes", KG_TABS, STREET_PAGES))
    pages.update(_project(p, DIARY, "Household Food Diaries 2019-2023", DIARY_TABS, DIARY_PAGES))
    for path in [
        "/code/ocampo/eda-street-food",
        "/code/hsu-lab/diary-baseline",
        "/code/jmori/snack-timing",
        "/ocampo",
        "/hsu-lab",
        "/licenses/cc-by-4.0",
    ]:
        pages[path] = shell(p, path.rsplit("/", 1)[-1], f"<h1>{escape(path)}</h1>")
    pages.update(chrome(p))
    blobs = Site(BLOBS)
    blobs.add("/", "<!DOCTYPE html><title>Access denied</title><h1>AccessDenied</h1>")
    for u in STREET_EXT + DIARY_EXT:
        path = u.split(BLOBS, 1)[1]
        blobs.add(path, zip_file(path) if path.endswith(".zip") else csv("id,item\n1,rice\n"))
    return [p.site(pages), blobs]  # type: ignore[arg-type]


# --- Food-informatics code host (GitHub-like; raw files and release assets elsewhere) ---

PANTRY = Portal(
    host("www", "sourcepantry"),
    "SourcePantry",
    [("/explore", "Explore"), ("/topics", "Topics"), ("/marketplace", "Marketplace")],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/status", "Status"),
        ("/docs", "Docs"),
    ],
)
RAW = host("raw", "pantryusercontent")
ASSETS = host("objects", "pantryassets")
DOCS = host("recipe-nlp", "pantrydocs")
TOOLS = "/nutri-lab/fooddb-tools/"
NLP = "/kw-sensory/recipe-nlp-benchmark/"
GH_TABS = [("", "Code"), ("issues", "Issues"), ("releases", "Releases")]


def _gh_blob(repo: str, path: str) -> str:
    return f'<pre>{escape(path)}</pre><a href="http://{RAW}{repo}main/{path}">Raw</a>'


TOOLS_PAGES = {
    "": ul([("tree/main/fooddb", "fooddb/"), ("blob/main/README.md", "README.md")]),
    "tree/main/fooddb": ul([("blob/main/fooddb/parse.py", "parse.py")]),
    "blob/main/README.md": _gh_blob(TOOLS, "README.md"),
    "blob/main/fooddb/parse.py": _gh_blob(TOOLS, "fooddb/parse.py"),
    "issues": ul([("issues/12", "Handle INFOODS tagnames")]),
    "issues/12": "<h2>Handle INFOODS tagnames</h2>",
    "releases": ul([("releases/tag/v2.1", "v2.1")]),
    "releases/tag/v2.1": ul(
        [(f"http://{ASSETS}/nutri-lab/fooddb-tools/v2.1/fooddb-tools-2.1.tar.gz", "tar.gz")]
    ),
}
TOOLS_EXT = [
    f"http://{RAW}{TOOLS}main/README.md",
    f"http://{RAW}{TOOLS}main/fooddb/parse.py",
    f"http://{ASSETS}/nutri-lab/fooddb-tools/v2.1/fooddb-tools-2.1.tar.gz",
]
NLP_TABS = [*GH_TABS, ("pulls", "Pull requests"), ("wiki", "Wiki")]
NLP_BLOBS = ["README.md", "benchmark/tasks.yaml", "benchmark/score.py", "data/splits.json"]
NLP_ASSETS = [
    "v1.1/recipe-nlp-benchmark-1.1.tar.gz",
    "v1.1/test-set-1.1.jsonl.gz",
    "v1.0/recipe-nlp-benchmark-1.0.tar.gz",
]
NLP_PAGES = {
    "": ul(
        [
            ("tree/main/benchmark", "benchmark/"),
            ("tree/main/data", "data/"),
            ("blob/main/README.md", "README.md"),
        ]
    )
    + f'<aside>Website: <a href="http://{DOCS}/">recipe-nlp docs</a> · forked by '
    '<a href="/mvale/recipe-nlp-benchmark/">mvale/recipe-nlp-benchmark</a></aside>',
    "tree/main/benchmark": ul([(f"blob/main/{b}", b) for b in NLP_BLOBS[1:3]]),
    "tree/main/data": ul([("blob/main/data/splits.json", "splits.json")]),
    "issues": ul([("issues/31", "#31"), ("issues/30", "#30")])
    + '<a rel="next" href="issues?page=2">Next</a>',
    "issues?page=2": ul([("issues/22", "#22")]),
    "issues/31": "<h2>Leakage between splits?</h2>",
    "issues/30": "<h2>Add Thai recipes</h2>",
    "issues/22": "<h2>Score script crashes on empty answers</h2>",
    "pulls": ul([("pull/33", "Fix leakage")]),
    "pull/33": "<h2>Fix leakage</h2>",
    "releases": ul([("releases/tag/v1.1", "v1.1"), ("releases/tag/v1.0", "v1.0")]),
    "releases/tag/v1.1": ul([(f"http://{ASSETS}/kw-sensory/{a}", a) for a in NLP_ASSETS[:2]]),
    "releases/tag/v1.0": ul([(f"http://{ASSETS}/kw-sensory/{NLP_ASSETS[2]}", NLP_ASSETS[2])]),
    "wiki": ul([("wiki/Annotation-guide", "Annotation guide")]),
    "wiki/Annotation-guide": "<h2>Annotation guide</h2>",
}
for _b in NLP_BLOBS:
    NLP_PAGES[f"blob/main/{_b}"] = _gh_blob(NLP, _b)
NLP_EXT = (
    [f"http://{RAW}{NLP}main/{b}" for b in NLP_BLOBS]
    + [f"http://{ASSETS}/kw-sensory/{a}" for a in NLP_ASSETS]
    + [f"http://{DOCS}/"]
)


def _pantry_sites() -> list[Site]:
    p = PANTRY
    pages: dict[str, object] = {}
    pages.update(_project(p, TOOLS, "nutri-lab/fooddb-tools", GH_TABS, TOOLS_PAGES))
    pages.update(_project(p, NLP, "kw-sensory/recipe-nlp-benchmark", NLP_TABS, NLP_PAGES))
    pages["/mvale/recipe-nlp-benchmark/"] = shell(p, "fork", "<h1>mvale fork</h1>")
    pages.update(chrome(p))
    raw, assets = Site(RAW), Site(ASSETS)
    for u in TOOLS_EXT + NLP_EXT:
        h, path = u[len("http://") :].split("/", 1)
        site = raw if h == RAW else assets if h == ASSETS else None
        if site is not None:
            site.add("/" + path, txt(path + "\n"))
    docs = Site(DOCS)
    docs.add(
        "/",
        "<!DOCTYPE html><title>recipe-nlp benchmark docs</title><h1>Docs</h1>"
        '<a href="/tasks.html">Tasks</a>',
    )
    docs.add("/tasks.html", "<!DOCTYPE html><title>Tasks</title><h1>Tasks</h1>")
    return [p.site(pages), raw, assets, docs]  # type: ignore[arg-type]


def _urls(p: Portal, base: str, pages: dict[str, str]) -> list[str]:
    return [p.url(base + sub) for sub in pages]


CASES: list[Case] = [
    # GitLab-like project: every artifact URI extends the entry URI (seed: GitLab.com,
    # BitBucket -> Path-Based); group, profile and help pages fall outside the path.
    case(
        "flavorforge-crunch",
        "sensory-lab code forge (small project)",
        "software",
        "path_based",
        FORGE.url(CRUNCH),
        [*_urls(FORGE, CRUNCH, CRUNCH_PAGES), *(FORGE.url(CRUNCH + f) for f in CRUNCH_FILES)],
        _forge_sites,
    ),
    # Harder: issue pagination, wiki, merge requests, two releases, and a sibling project
    # whose name starts with this one's (outside the entry's path thanks to the slash).
    case(
        "flavorforge-bitter",
        "sensory-lab code forge (wiki, paginated issues)",
        "software",
        "path_based",
        FORGE.url(BITTER),
        [*_urls(FORGE, BITTER, BITTER_PAGES), *(FORGE.url(BITTER + f) for f in BITTER_FILES)],
        _forge_sites,
        others=[
            FORGE.url("/mouthfeel-lab/bitterness-panels-archive/"),
            FORGE.url("/tkaur/bitter-tools/"),
        ],
    ),
    # A study published as its own subdomain site: the whole host is the artifact
    # (seed: Silk -> Path-Based on "/"); the platform's pages are another host.
    case(
        "mealmapper-fibre",
        "study-microsite host (trial site)",
        "data visualization",
        "path_based",
        f"http://{FIBRE_HOST}/",
        [f"http://{FIBRE_HOST}{p}" for p in FIBRE_PAGES + FIBRE_FILES],
        _mapper_sites,
    ),
    # Harder: paginated school list, per-school pages, menus, chart data and downloads.
    case(
        "mealmapper-lunch",
        "study-microsite host (paginated audit site)",
        "data visualization",
        "path_based",
        f"http://{LUNCH_HOST}/",
        [f"http://{LUNCH_HOST}{p}" for p in LUNCH_PAGES + LUNCH_FILES],
        _mapper_sites,
    ),
    # Kaggle-like dataset: tabs under the dataset path, files on a storage domain
    # (seed: Kaggle -> Path-Based with Externals).  Notebooks live elsewhere on the portal.
    case(
        "recipebench-street",
        "recipe data-science platform (single version)",
        "dataset",
        "path_based_externals",
        BENCH.url(STREET),
        [*_urls(BENCH, STREET, STREET_PAGES), *STREET_EXT],
        _bench_sites,
        others=[BENCH.url("/code/ocampo/eda-street-food")],
    ),
    # Harder: per-file preview pages, discussion threads, three versions, seven external files.
    case(
        "recipebench-diaries",
        "recipe data-science platform (versions, discussions)",
        "dataset",
        "path_based_externals",
        BENCH.url(DIARY),
        [*_urls(BENCH, DIARY, DIARY_PAGES), *DIARY_EXT],
        _bench_sites,
        others=[BENCH.url("/code/hsu-lab/diary-baseline")],
    ),
    # GitHub-like repository with raw files and release assets on other domains
    # (seed: GitHub -> Path-Based with Externals).
    case(
        "sourcepantry-fooddb",
        "food-informatics code host (small repository)",
        "software",
        "path_based_externals",
        PANTRY.url(TOOLS),
        [*_urls(PANTRY, TOOLS, TOOLS_PAGES), *TOOLS_EXT],
        _pantry_sites,
    ),
    # Harder: more raw files, three release assets over two tags, paginated issues, pull
    # requests, wiki and the project's documentation site on its own domain.
    case(
        "sourcepantry-recipe-nlp",
        "food-informatics code host (releases, docs site)",
        "software",
        "path_based_externals",
        PANTRY.url(NLP),
        [*_urls(PANTRY, NLP, NLP_PAGES), *NLP_EXT],
        _pantry_sites,
        others=[PANTRY.url("/mvale/recipe-nlp-benchmark/")],
    ),
]
