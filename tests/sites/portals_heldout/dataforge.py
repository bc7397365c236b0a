"""A Kaggle-like data-science platform (seed: Kaggle dataset with code and discussion,
multi-hop, Path-Based with Externals).  Title separator " | ".

Truth: the dataset page and its tabs under `/datasets/<owner>/<slug>/` (data, code list,
discussion list and threads, versions, metadata), and the files on the storage host
`storage.dataforge.example` (the data and the "Download" bundle).  Not truth: the
notebooks themselves (`/code/<user>/<slug>`, other users' artifacts), user profiles,
competitions / learn / models chrome, tag searches, the source it was scraped from.
Case 2 has no discussion and a single file.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, csv, e, ul

HOST = "www.dataforge.example"
STORE = "storage.dataforge.example"
SHELL = Shell(
    HOST,
    "DataForge: Your Home for Data Science",
    "{title} | DataForge",
    '<div id="site-container"><div class="sc-navigation"><a href="/"><img src="/static/images/site-logo.png" alt="DataForge"></a>'
    + ul(
        [
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/models", "Models"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ]
    )
    + '<form action="/search" method="get"><input name="q" placeholder="Search"></form>'
    + a("/account/login?phase=startSignInTab&returnUrl=%2F", "Sign In")
    + a("/account/login?phase=startRegisterTab", "Register")
    + "</div>",
    '<footer class="sc-footer">'
    + ul(
        [
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("https://github.com/dataforge-example", "GitHub"),
            ("https://twitter.com/dataforge", "X"),
        ]
    )
    + "</footer></div>",
    css=("/static/assets/app.css?v=5b8c7d",),
    js=("/static/assets/vendor.js?v=5b8c7d", "/static/assets/app.js?v=5b8c7d"),
    logo="/static/images/site-logo.png",
    favicon="/static/images/favicon.ico",
)


def dataset(owner, slug, did, title, files, notebooks, threads, versions, tags, source):
    b = f"/datasets/{owner}/{slug}"
    pages, store, truth = {}, {}, {SHELL.url(b)}
    tabs = [(b, "Data Card"), (f"{b}/code", "Code"), (f"{b}/discussion", "Discussion")]
    tabbar = '<div class="tabs">' + ul(tabs) + "</div>"
    head = (
        f'<div class="dataset-header"><h1>{e(title)}</h1><p>{a(f"/{owner}", owner)} · Updated 2 months ago</p>'
        f"{a(f'https://{STORE}/api/v1/datasets/download/{did}/{slug}.zip', 'Download', class_='btn')}</div>{tabbar}"
    )
    store[f"/api/v1/datasets/download/{did}/{slug}.zip"] = Response.data(b"PK\x03\x04")
    truth.add(f"https://{STORE}/api/v1/datasets/download/{did}/{slug}.zip")
    flinks = []
    for fname, data in files:
        u = f"https://{STORE}/datasets/{did}/{versions[-1]}/{fname}"
        store[f"/datasets/{did}/{versions[-1]}/{fname}"] = Response.data(data, "text/csv")
        truth.add(u)
        flinks.append((u, fname))

    def add(path, t, body):
        pages[path] = SHELL.page(f"{t} | {title}", head + body)
        truth.add(SHELL.url(path))

    add(f"{b}/data", "Data", "<h2>Data Explorer</h2>" + ul(flinks))
    add(
        f"{b}/code",
        "Code",
        "<h2>Notebooks using this dataset</h2>"
        + ul([(f"/code/{u}/{s}", t) for u, s, t in notebooks]),
    )
    if threads:
        add(
            f"{b}/discussion",
            "Discussion",
            "<h2>Discussion</h2>" + ul([(f"{b}/discussion/{n}", t) for n, t in threads]),
        )
        for n, t in threads:
            add(f"{b}/discussion/{n}", t, f"<h2>{e(t)}</h2><p>{a('/' + owner, owner)} replied.</p>")
    else:
        add(
            f"{b}/discussion",
            "Discussion",
            "<h2>Discussion</h2><p>No topics yet. Start the discussion!</p>",
        )
    add(f"{b}/versions", "Versions", ul([(f"{b}/versions/{v}", f"Version {v}") for v in versions]))
    for v in versions:
        add(f"{b}/versions/{v}", f"Version {v}", f"<p>Version {v}</p>")
    tagl = " ".join(a(f"/datasets?tags={t}", t, class_="tag") for t in tags)
    main = (
        head
        + f'<div class="about"><h2>About Dataset</h2><p>{e(title)}, collected from {a(source, source)}.</p></div>'
        f'<div class="data-explorer"><h2>Data Explorer</h2>{ul(flinks)}{a(f"{b}/data", "View all files")}</div>'
        f'<div class="meta"><h3>Tags</h3>{tagl}<h3>License</h3>{a("https://creativecommons.org/publicdomain/zero/1.0/", "CC0: Public Domain")}'
        f"<h3>Versions</h3>{a(f'{b}/versions', f'Version {versions[-1]}')}</div>"
        f'<div class="top-notebooks"><h2>Top notebooks</h2>{ul([(f"/code/{u}/{s}", t) for u, s, t in notebooks[:2]])}</div>'
    )
    pages[b] = SHELL.page(title, main)
    for u, s, t in notebooks:
        pages[f"/code/{u}/{s}"] = SHELL.page(t, f"<h1>{e(t)}</h1><p>Input: {a(b, title)}</p>")
    return pages, store, truth


def _all():
    pa, sa, ta = dataset(
        "ingridhaugen",
        "nordic-fjord-temperature-profiles",
        3928117,
        "Nordic Fjord Temperature Profiles",
        [("profiles.csv", csv("fjord,date,depth,temp")), ("stations.csv", csv("station,lat,lon"))],
        [
            ("mkowalski", "fjord-warming-eda", "Fjord warming EDA"),
            ("lunde", "lstm-temperature-forecast", "LSTM temperature forecast"),
            ("sofiek", "seasonal-stratification", "Seasonal stratification"),
        ],
        [(471230, "Units of depth column?"), (468812, "Missing 2019 data for Sognefjord")],
        [1, 2, 3],
        ["oceans", "climate"],
        "https://dataverse.fjord-institute.test/dataverse/root",
    )
    pb, sb, tb = dataset(
        "arvidlunde",
        "ferry-passenger-counts-bergen",
        4011002,
        "Ferry passenger counts, Bergen",
        [("ferry_counts.csv", csv("route,date,passengers"))],
        [("arvidlunde", "ferry-counts-starter", "Ferry counts starter")],
        [],
        [1],
        ["transportation"],
        "https://daten.stadt-lindau.example/dataset/",
    )
    return {**pa, **pb}, {**sa, **sb}, ta, tb


def build():
    pages, store, _, _ = _all()
    SHELL.featured = [
        (
            "/datasets/ingridhaugen/nordic-fjord-temperature-profiles",
            "Nordic Fjord Temperature Profiles",
        ),
        ("/datasets/arvidlunde/ferry-passenger-counts-bergen", "Ferry passenger counts, Bergen"),
    ]
    return [
        build_site(SHELL, pages, "<h1>Trending datasets</h1>" + ul(SHELL.featured)),
        bare_site(STORE, store),
    ]


_, _, _TA, _TB = _all()
CASES = [
    Case(
        "dataforge-dataset-code-discussion",
        "kaggle-like",
        "multi-hop",
        "path_based_externals",
        SHELL.url("/datasets/ingridhaugen/nordic-fjord-temperature-profiles"),
        frozenset(_TA),
        build,
        frozenset(
            {
                SHELL.url("/code/mkowalski/fjord-warming-eda"),
                SHELL.url("/code/lunde/lstm-temperature-forecast"),
                "https://dataverse.fjord-institute.test/dataverse/root",
            }
        ),
    ),
    Case(
        "dataforge-dataset-single-file",
        "kaggle-like",
        "multi-hop",
        "path_based_externals",
        SHELL.url("/datasets/arvidlunde/ferry-passenger-counts-bergen"),
        frozenset(_TB),
        build,
        frozenset({SHELL.url("/code/arvidlunde/ferry-counts-starter")}),
    ),
]
