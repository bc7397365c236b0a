"""Small self-hosted data sites: a lab's static supplementary-data page (Single Page+), a
per-dataset explorer site on its own subdomain (Path-Based, the seed's Silk) and a
GIN-like git-annex data forge with annexed content on an object store (Path-Based with
Externals, the seed's GitHub).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import a, blob, csv, host, items, text

# --------------------------------------------------------------------------------------
# A lab's static "supplementary data" page: hand-written HTML, no site chrome, every link
# a file of the dataset (or a sub-page of its readme).  The seed's Single Hop class whose
# one-hop neighbourhood is the artifact: Single Page+.  Truth: the page and every file it
# links.  (The lab homepage exists but the data page does not link it.)

LAB = host("www", "kelpecolab")
LAB2 = host("people", "glaciohydrolab")
LAB2_FILES = host("files", "glaciohydrolab")


def _lab_sites() -> list[Site]:
    kelp_files = [
        "kelp_cover_2016_2023.csv",
        "quadrat_photos_index.csv",
        "site_map.pdf",
        "README.txt",
    ]
    kelp = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Supplementary data: Kelp canopy loss along the Oregon-like coast</title>
<style>body{{font-family:Georgia,serif;max-width:42em;margin:2em auto}}td{{padding:0 1em}}</style></head>
<body><h1>Supplementary data</h1><p><em>Kelp canopy loss along the Oregon-like coast after the 2014-2016 marine heatwave</em><br>
R. Halvorsen, P. Iwu &amp; T. Marsh — data accompanying the 2024 paper.</p>
<table><tr><th>File</th><th>Description</th><th>Size</th></tr>
<tr><td>{a("data/kelp_cover_2016_2023.csv", "kelp_cover_2016_2023.csv")}</td><td>Canopy cover per transect and year</td><td>38 kB</td></tr>
<tr><td>{a("data/quadrat_photos_index.csv", "quadrat_photos_index.csv")}</td><td>Index of quadrat photographs</td><td>12 kB</td></tr>
<tr><td>{a("data/site_map.pdf", "site_map.pdf")}</td><td>Map of survey sites</td><td>90 kB</td></tr>
<tr><td>{a("data/README.txt", "README.txt")}</td><td>Column definitions and licence</td><td>2 kB</td></tr></table>
<p>Last updated 2024-05-02.</p></body></html>"""
    lab_pages: dict[str, object] = {
        "/": "<!DOCTYPE html><html><head><title>Kelp Ecology Lab</title></head><body><h1>Kelp Ecology Lab</h1><p><a href='/people.html'>People</a> <a href='/supplements/kelp2024/'>Kelp 2024 data</a></p></body></html>",
        "/people.html": "<html><head><title>People</title></head><body><h1>People</h1></body></html>",
        "/supplements/kelp2024/": kelp,
    }
    for f in kelp_files:
        path = f"/supplements/kelp2024/data/{f}"
        if f.endswith(".csv"):
            lab_pages[path] = Response.data(csv(["site", "year", "cover_pct"], 12), "text/csv")
        elif f.endswith(".pdf"):
            lab_pages[path] = Response.data(
                pdf("Site map", ["Kelp survey sites"]), "application/pdf"
            )
        else:
            lab_pages[path] = text("Columns: site, year, cover_pct. Licence CC BY 4.0.\n")
    gl_files = ["discharge_2019.nc", "discharge_2020.nc", "stage_rating_curve.csv"]
    glacio = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Proglacial discharge, Tsanfleuron-like glacier, 2019-2020 (data)</title></head>
<body><h2>Proglacial discharge, 2019-2020</h2><p>Data files for the thesis chapter 3. Large files are on our file server.</p>
{items([(f"http://{LAB2_FILES}/pub/tsanfleuron/{f}", f) for f in gl_files] + [("methods.html", "Methods note")])}
</body></html>"""
    people = {
        "/": "<html><head><title>Glacio-hydrology group</title></head><body><h1>Group</h1></body></html>",
        "/~jmeier/data/tsanfleuron/": glacio,
        "/~jmeier/data/tsanfleuron/methods.html": "<html><head><title>Methods</title></head><body><h1>Methods</h1><p>Salt dilution gauging.</p></body></html>",
    }
    files = {
        f"/pub/tsanfleuron/{f}": Response.data(
            blob(f) if f.endswith(".nc") else csv(["stage_m", "q_m3s"], 6),
            "application/octet-stream",
        )
        for f in gl_files
    }
    return [Site(LAB, lab_pages), Site(LAB2, people), Site(LAB2_FILES, files)]  # type: ignore[arg-type]


LAB_CASES = [
    # single_page_plus: a chrome-less page whose every link is a file of the dataset.
    Case(
        "kelplab-supplement",
        "Lab static supplementary-data page",
        "single-hop",
        "single_page_plus",
        f"http://{LAB}/supplements/kelp2024/",
        frozenset(
            {f"http://{LAB}/supplements/kelp2024/"}
            | {
                f"http://{LAB}/supplements/kelp2024/data/{f}"
                for f in [
                    "kelp_cover_2016_2023.csv",
                    "quadrat_photos_index.csv",
                    "site_map.pdf",
                    "README.txt",
                ]
            }
        ),
        _lab_sites,
    ),
    # single_page_plus: the same shape with the files on the group's file server (another
    # host) and one sub-page of methods.
    Case(
        "glaciohydro-discharge",
        "Lab static supplementary-data page (files on a file server)",
        "single-hop",
        "single_page_plus",
        f"http://{LAB2}/~jmeier/data/tsanfleuron/",
        frozenset(
            {
                f"http://{LAB2}/~jmeier/data/tsanfleuron/",
                f"http://{LAB2}/~jmeier/data/tsanfleuron/methods.html",
            }
            | {
                f"http://{LAB2_FILES}/pub/tsanfleuron/{f}"
                for f in ["discharge_2019.nc", "discharge_2020.nc", "stage_rating_curve.csv"]
            }
        ),
        _lab_sites,
    ),
]


# --------------------------------------------------------------------------------------
# A Datasette-like per-dataset explorer: each published dataset gets its own subdomain
# whose whole site (database, tables, rows, CSV/JSON exports) is the artifact, like the
# seed's Silk.  Path-Based from "/".  Truth: every page of that host the entry reaches;
# not the tool's documentation, the source repository or the hosting service's site.

DX = "explorer-hosting"


def _dx_site(name: str, db: str, tables: dict[str, int]) -> Site:
    h = host(name, DX)
    p = Portal(
        h,
        db,
        menu=[("/", "home"), (f"/{db}", db)],
        footer=[
            ("http://datasette-like.test/", "Powered by Datasette-like"),
            ("http://explorer-hosting-service.test/", "Hosted by Explorer Hosting"),
        ],
        title_format="{title}",
        home_title=db,
    )
    pages: dict[str, object] = {}
    home = f"<h1>{escape(db)}</h1><p>{a(f'/{db}', db)} — {sum(tables.values())} rows in {len(tables)} tables</p><p>Source: {a('http://gitforge.test/opendata/' + name, 'source repository')}</p>"
    pages[f"/{db}"] = p.page(
        db,
        f"<h1>{escape(db)}</h1>"
        + items([(f"/{db}/{t}", f"{t} ({n} rows)") for t, n in tables.items()])
        + f"<p>{a(f'/{db}.db', 'Download SQLite DB')}</p>",
    )
    pages[f"/{db}.db"] = Response.data(
        b"SQLite format 3\x00" + db.encode() * 30, "application/vnd.sqlite3"
    )
    for t, n in tables.items():
        rows = "".join(
            f"<tr><td>{a(f'/{db}/{t}/{i}', str(i))}</td><td>value {i}</td></tr>"
            for i in range(1, n + 1)
        )
        pages[f"/{db}/{t}"] = p.page(
            f"{db}: {t}",
            f"<h1>{escape(t)}</h1><p>{a(f'/{db}/{t}.csv', 'CSV')} {a(f'/{db}/{t}.json', 'JSON')}</p><table>{rows}</table>",
        )
        pages[f"/{db}/{t}.csv"] = Response.data(csv(["id", "value"], n), "text/csv")
        pages[f"/{db}/{t}.json"] = Response.data(b'{"rows": []}', "application/json")
        for i in range(1, n + 1):
            pages[f"/{db}/{t}/{i}"] = p.page(f"{db}: {t}: {i}", f"<h1>{escape(t)} row {i}</h1>")
    site = p.site(pages)
    site.add("/", p.page(db, home, raw_title=True))
    return site


DX_SITES = {
    "uk-bathing-water": ("bathing", {"samples": 3, "sites": 2}),
    "chicago-bikeshare-trips": ("trips", {"trips": 3, "stations": 2, "weather": 2}),
}


def _dx_sites() -> list[Site]:
    return [_dx_site(n, db, t) for n, (db, t) in DX_SITES.items()]


def _dx_truth(name: str) -> frozenset[str]:
    db, tables = DX_SITES[name]
    b = f"http://{host(name, DX)}"
    out = {f"{b}/", f"{b}/{db}", f"{b}/{db}.db"}
    for t, n in tables.items():
        out |= {f"{b}/{db}/{t}", f"{b}/{db}/{t}.csv", f"{b}/{db}/{t}.json"} | {
            f"{b}/{db}/{t}/{i}" for i in range(1, n + 1)
        }
    return frozenset(out)


EXPLORER_CASES = [
    # path_based (entry "/"): the whole subdomain is the artifact, three hops deep.
    Case(
        f"explorer-{n}",
        "Datasette-like per-dataset explorer",
        "multi-hop",
        "path_based",
        f"http://{host(n, DX)}/",
        _dx_truth(n),
        _dx_sites,
    )
    for n in DX_SITES
]


# --------------------------------------------------------------------------------------
# GIN-like data forge "Gnode-ish Infrastructure": /<owner>/<repo> with its tree, files,
# commits, releases and issues under that path; git-annexed content is served from an
# object-store host.  The seed's GitHub shape: Path-Based with Externals.  Truth: the
# repository pages the entry reaches under its path plus the annexed files on the store.
# Not the owner's profile, their other repositories, explore pages or chrome.

GF = host("gin", "gnodeish")
GF_ANNEX = host("annex", "gnodeishstore")
GF_REPOS = {
    "hippolab/ca1-place-cells-2p": (
        ["README.md", "datacite.yml", "LICENSE"],
        ["session1.tif", "session2.tif"],
        ["v1.0"],
    ),
    "hippolab/ca1-replay-ephys": (["README.md", "datacite.yml"], ["rat3_day1.nwb"], []),
}
GF_NUM = {"hippolab/ca1-place-cells-2p": "4fc21a", "hippolab/ca1-replay-ephys": "8b70e3"}


def _gf_sites() -> list[Site]:
    p = Portal(
        GF,
        "GIN-ish",
        menu=[
            ("/explore/repos", "Explore"),
            ("/help", "Help"),
            ("/user/login", "Sign in"),
            ("/user/sign_up", "Register"),
        ],
        footer=[
            ("/G-Node/Info/wiki/imprint", "Imprint"),
            ("/G-Node/Info/wiki/datenschutz", "Data protection"),
            ("http://gnodeish-foundation.test/", "Foundation"),
        ],
        title_format="{title} - GIN-ish",
        home_title="GIN-ish - Modern Research Data Management for Neuroscience",
    )
    pages: dict[str, object] = {}
    annex: dict[str, object] = {}
    for repo, (plain, annexed, releases) in GF_REPOS.items():
        b = f"/{repo}"
        owner = repo.split("/")[0]
        tabs = items(
            [(b, "Code"), (f"{b}/issues", "Issues"), (f"{b}/commits/master", "Commits")]
            + ([(f"{b}/releases", "Releases")] if releases else []),
            "repo-tabs",
        )
        files = [(f"{b}/src/master/{f}", f) for f in plain] + [
            (f"http://{GF_ANNEX}/{repo}/annex/{f}", f + " (annexed)") for f in annexed
        ]
        main = f"""<div class="repository"><div class="header"><h2>{a(f"/{owner}", owner)} / {a(b, repo.split("/")[1])}</h2>
<p>{a(f"/repo/fork/{GF_NUM[repo]}", "Fork")}</p></div>{tabs}
<p>{a(f"{b}/archive/master.zip", "Download ZIP")} · clone: <code>https://{GF}{b}.git</code></p>
<table class="files">{"".join(f"<tr><td>{a(h, t)}</td></tr>" for h, t in files)}</table>
<div class="readme"><h3>README.md</h3><p>Two-photon imaging of CA1 place cells. DOI via {a(f"http://doi.test/10.12751/g-node.{GF_NUM[repo]}", "G-Node DOI")}.</p></div>
<p>More from {owner}: {a("/hippolab/hpc-theta-sleep", "hpc-theta-sleep")}</p></div>"""
        pages[b] = p.page(repo, main)
        pages[f"{b}/archive/master.zip"] = Response.data(blob(repo, 1100), "application/zip")
        pages[f"{b}/issues"] = p.page(
            f"Issues - {repo}", tabs + items([(f"{b}/issues/1", "#1 Missing session 3?")])
        )
        pages[f"{b}/issues/1"] = p.page(
            f"#1 - {repo}", tabs + "<p>Session 3 was excluded, see README.</p>"
        )
        pages[f"{b}/commits/master"] = p.page(
            f"Commits - {repo}", tabs + items([(f"{b}/commit/9f2c1ab", "9f2c1ab Add datacite.yml")])
        )
        pages[f"{b}/commit/9f2c1ab"] = p.page(
            f"Commit 9f2c1ab - {repo}", tabs + "<pre>+ title: ...</pre>"
        )
        if releases:
            pages[f"{b}/releases"] = p.page(
                f"Releases - {repo}",
                tabs + items([(f"{b}/archive/{r}.zip", f"{r}.zip") for r in releases]),
            )
            for r in releases:
                pages[f"{b}/archive/{r}.zip"] = Response.data(
                    blob(r + repo, 1100), "application/zip"
                )
        for f in plain:
            pages[f"{b}/src/master/{f}"] = p.page(
                f"{f} - {repo}",
                tabs + f"<pre>{escape(f)}</pre><p>{a(f'{b}/raw/master/{f}', 'Raw')}</p>",
            )
            pages[f"{b}/raw/master/{f}"] = text(f"{f} of {repo}\n")
        for f in annexed:
            annex[f"/{repo}/annex/{f}"] = Response.data(blob(f, 1000), "application/octet-stream")
    for path in [
        "/explore/repos",
        "/help",
        "/user/login",
        "/user/sign_up",
        "/G-Node/Info/wiki/imprint",
        "/G-Node/Info/wiki/datenschutz",
        "/hippolab",
        "/hippolab/hpc-theta-sleep",
    ]:
        pages[path] = p.page(path.strip("/"), f"<h1>{escape(path)}</h1>")
    for repo in GF_REPOS:
        pages[f"/repo/fork/{GF_NUM[repo]}"] = p.page(
            "Fork", "<h1>Fork repository</h1><p>Sign in first.</p>"
        )
    return [p.site(pages), Site(GF_ANNEX, annex)]  # type: ignore[arg-type]


def _gf_truth(repo: str) -> frozenset[str]:
    plain, annexed, releases = GF_REPOS[repo]
    b = f"http://{GF}/{repo}"
    out = {
        b,
        f"{b}/archive/master.zip",
        f"{b}/issues",
        f"{b}/issues/1",
        f"{b}/commits/master",
        f"{b}/commit/9f2c1ab",
    }
    out |= {f"{b}/src/master/{f}" for f in plain} | {f"{b}/raw/master/{f}" for f in plain}
    out |= {f"http://{GF_ANNEX}/{repo}/annex/{f}" for f in annexed}
    if releases:
        out |= {f"{b}/releases"} | {f"{b}/archive/{r}.zip" for r in releases}
    return frozenset(out)


GIN_CASES = [
    # path_based_externals: repository pages under /<owner>/<repo> plus annexed content
    # on the object store (issues and commits belong, as the seed's GitHub examples).
    Case(
        f"ginish-{repo.split('/')[1]}",
        "GIN-like data forge",
        "multi-hop",
        "path_based_externals",
        f"http://{GF}/{repo}",
        _gf_truth(repo),
        _gf_sites,
    )
    for repo in GF_REPOS
]

CASES = [*LAB_CASES, *EXPLORER_CASES, *GIN_CASES]
