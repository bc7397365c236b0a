"""heldout56 portals whose artifact lives under its entry URI *and* on other domains: a
statistical code forge (raw files and release packages on separate hosts) and a geodata
hub (downloads on a blob store, feature services on a GIS server) — the seed's GitHub shape,
Path-Based with Externals."""

from __future__ import annotations

from dataclasses import dataclass, replace

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, binary, esc, jsonr, textr, ul

# -- statistical code forge ------------------------------------------------------------------

FORGE = Chrome(
    host="code.statforgia.hx56.example",
    name="Statforgia",
    menu=(
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/-/snippets", "Snippets"),
        ("/help", "Help"),
    ),
    footer=(
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("/help/cookies", "Cookies"),
        ("/-/status", "Status"),
    ),
    account=(("/users/sign_in", "Sign in"), ("/users/sign_up", "Register")),
    title_format="{title} · {name}",
    cookie=False,
    feedback=False,
    static="/assets",
)
RAW = "raw.forgiacontent.hx56.example"
PKG = "dl.forgiapackages.hx56.example"


@dataclass(frozen=True)
class Repo:
    owner: str
    name: str
    about: str
    files: tuple[tuple[str, str], ...]  # path, content
    issues: tuple[tuple[int, str, bool], ...]  # number, title, open
    releases: tuple[tuple[str, tuple[str, ...]], ...]  # tag, asset names
    wiki: tuple[str, ...] = ()
    issues_per_page: int = 20


REPOS = (
    Repo(
        "nso-methods",
        "seasonal-adjustment-toolkit",
        "R wrappers around X-13 and TRAMO/SEATS used for the monthly seasonal adjustment round.",
        (
            ("README.md", "# Seasonal adjustment toolkit\n\nUsed for monthly indicators.\n"),
            ("DESCRIPTION", "Package: sadjtk\nVersion: 2.1.0\n"),
            ("R/x13.R", "run_x13 <- function(series, spec) {\n  # call the X-13 binary\n}\n"),
            ("R/diagnostics.R", "ljung_box <- function(res) Box.test(res, type = 'Ljung')\n"),
        ),
        (
            (12, "Easter regressor misplaced for 2024", False),
            (15, "Support for weekly series", True),
        ),
        (("v2.1.0", ("sadjtk_2.1.0.tar.gz",)),),
    ),
    Repo(
        "nso-methods",
        "small-area-estimation-pipeline",
        "Fay-Herriot small area estimates of poverty for municipalities, from survey and census inputs.",
        (
            ("README.md", "# Small area estimation pipeline\n\nRuns the annual SAE round.\n"),
            ("pyproject.toml", '[project]\nname = "saepipe"\nversion = "3.0.1"\n'),
            ("saepipe/__init__.py", '__version__ = "3.0.1"\n'),
            ("saepipe/fayherriot.py", "def fit(direct, variances, covariates):\n    ...\n"),
            ("saepipe/benchmark.py", "def rake(estimates, totals):\n    ...\n"),
            ("config/2024.yaml", "year: 2024\nlevel: municipality\n"),
            (
                "docs/methodology.md",
                "# Methodology\n\nArea-level model with survey-weighted direct estimates.\n",
            ),
        ),
        tuple(
            (n, f"Issue {n}: " + t, n % 3 != 0)
            for n, t in enumerate(
                (
                    "benchmarking fails for islands",
                    "add 2024 census covariates",
                    "MSE bootstrap too slow",
                    "document the raking step",
                    "pin numpy",
                    "parallel fit per region",
                    "log transformed model",
                    "CI on Python 3.13",
                ),
                start=31,
            )
        ),
        (
            (
                "v3.0.1",
                (
                    "saepipe-3.0.1-py3-none-any.whl",
                    "saepipe-3.0.1.tar.gz",
                    "sae-estimates-2024.csv",
                ),
            ),
            ("v3.0.0", ("saepipe-3.0.0-py3-none-any.whl", "saepipe-3.0.0.tar.gz")),
            ("v2.4.2", ("saepipe-2.4.2.tar.gz",)),
        ),
        ("home", "Running-the-annual-round", "Data-sources"),
        issues_per_page=3,
    ),
)


def _base(r: Repo) -> str:
    return f"/{r.owner}/{r.name}"


def _raw(r: Repo, path: str) -> str:
    return f"http://{RAW}/{r.owner}/{r.name}/main/{path}"


def _asset(r: Repo, tag: str, name: str) -> str:
    return f"http://{PKG}/{r.owner}/{r.name}/releases/{tag}/{name}"


def _repo_pages(r: Repo) -> dict[str, str | Response]:
    b = _base(r)
    tabs = [
        (b, "Project"),
        (f"{b}/-/tree/main", "Repository"),
        (f"{b}/-/issues", "Issues"),
        (f"{b}/-/releases", "Releases"),
        (f"{b}/-/commits/main", "Commits"),
    ] + ([(f"{b}/-/wikis/home", "Wiki")] if r.wiki else [])
    side = ul(tabs, "project-sidebar")

    def frame(title: str, main: str) -> str:
        head = (
            f'<p class="crumbs"><a href="/{r.owner}">{r.owner}</a> / <a href="{b}">{r.name}</a></p>'
        )
        return FORGE.page(f"{title} · {r.owner} / {r.name}", head + main, aside=side)

    tree = "".join(
        f'<tr><td><a href="{b}/-/blob/main/{p}">{esc(p)}</a></td></tr>' for p, _c in r.files
    )
    pages: dict[str, str | Response] = {
        b: frame(
            r.name,
            f'<h1>{r.name}</h1><p class="about">{esc(r.about)}</p><p>Latest release: '
            f'<a href="{b}/-/releases/{r.releases[0][0]}">{r.releases[0][0]}</a></p>'
            f'<table class="tree">{tree}</table><article class="readme"><pre>{esc(r.files[0][1])}</pre></article>',
        ),
        f"{b}/-/tree/main": frame("Files", f'<table class="tree">{tree}</table>'),
        f"{b}/-/commits/main": frame(
            "Commits", "<ol><li>Bump version</li><li>Fix regressors</li></ol>"
        ),
    }
    for p, c in r.files:
        pages[f"{b}/-/blob/main/{p}"] = frame(
            p,
            f'<h2>{esc(p)}</h2><a class="btn" href="{_raw(r, p)}">Open raw</a> '
            f'<a href="{b}/-/commits/main">History</a><pre>{esc(c)}</pre>',
        )
    chunks = [
        r.issues[i : i + r.issues_per_page] for i in range(0, len(r.issues), r.issues_per_page)
    ]
    for k, chunk in enumerate(chunks, 1):
        items = ul(
            [(f"{b}/-/issues/{n}", f"#{n} {t}" + ("" if o else " (closed)")) for n, t, o in chunk]
        )
        nav = (
            " ".join(f'<a href="{b}/-/issues?page={m}">{m}</a>' for m in range(1, len(chunks) + 1))
            if len(chunks) > 1
            else ""
        )
        pages[f"{b}/-/issues" + (f"?page={k}" if k > 1 else "")] = frame(
            "Issues", f"<h1>Issues</h1>{items}{nav}"
        )
    if len(chunks) > 1:
        pages[f"{b}/-/issues?page=1"] = pages[f"{b}/-/issues"]
    for n, t, o in r.issues:
        pages[f"{b}/-/issues/{n}"] = frame(
            t, f"<h1>{esc(t)} #{n}</h1><p>{'Open' if o else 'Closed'}</p>"
        )
    rel = ""
    for tag, assets in r.releases:
        links = ul(
            [(_asset(r, tag, a), a) for a in assets]
            + [(f"{b}/-/archive/{tag}/{r.name}-{tag}.zip", "Source code (zip)")]
        )
        pages[f"{b}/-/releases/{tag}"] = frame(tag, f"<h1>{tag}</h1>{links}")
        pages[f"{b}/-/archive/{tag}/{r.name}-{tag}.zip"] = binary(
            f"{r.name}{tag}", "application/zip"
        )
        rel += f'<h2><a href="{b}/-/releases/{tag}">{tag}</a></h2>{links}'
    pages[f"{b}/-/releases"] = frame("Releases", rel)
    for w in r.wiki:
        others = ul([(f"{b}/-/wikis/{x}", x.replace("-", " ")) for x in r.wiki])
        pages[f"{b}/-/wikis/{w}"] = frame(w, f"<h1>{w.replace('-', ' ')}</h1>{others}")
    return pages


def _forge_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    raw, pkg = Site(RAW), Site(PKG)
    for r in REPOS:
        pages.update(_repo_pages(r))
        for p, c in r.files:
            raw.add(f"/{r.owner}/{r.name}/main/{p}", textr(c))
        for tag, assets in r.releases:
            for a in assets:
                body = (
                    textr("area,estimate,mse\n0101,12.4,1.1\n")
                    if a.endswith(".csv")
                    else binary(a, "application/gzip")
                )
                pkg.add(f"/{r.owner}/{r.name}/releases/{tag}/{a}", body)
    owner = REPOS[0].owner
    pages[f"/{owner}"] = FORGE.page(
        owner, f"<h1>{owner}</h1>" + ul([(_base(r), r.name) for r in REPOS])
    )
    return [FORGE.site(pages), raw, pkg]


def _forge_truth(r: Repo) -> frozenset[str]:
    pages = _repo_pages(r)
    out = {FORGE.url(p) for p in pages}
    out |= {_raw(r, p) for p, _c in r.files}
    out |= {_asset(r, t, a) for t, assets in r.releases for a in assets}
    return frozenset(out)


# -- geodata hub -----------------------------------------------------------------------------

HUB = Chrome(
    host="hub.geoterrane.hx56.example",
    name="Geoterrane Open Geodata Hub",
    menu=(("/search", "Search"), ("/maps", "Maps"), ("/apps", "Apps"), ("/pages/about", "About")),
    footer=(
        ("/pages/terms", "Terms of use"),
        ("/pages/privacy", "Privacy"),
        ("/help/cookies", "Cookies"),
        ("/pages/contact", "Contact"),
    ),
    account=(("/sign-in", "Sign in"),),
    title_format="{title} | {name}",
    analytics="http://insight.mapstats.test/hub.js",
)
DL = "files.terraneblob.hx56.example"
GIS = "gis.terraneservices.hx56.example"


@dataclass(frozen=True)
class GeoItem:
    slug: str
    title: str
    item: str
    service: str
    layers: tuple[str, ...]
    formats: tuple[str, ...]
    about: str


ITEMS = (
    GeoItem(
        "flood-risk-zones-2024",
        "Flood risk zones 2024",
        "5e0c7a91d2b84f7fa3c61be09d42f8a1",
        "FloodRiskZones2024",
        ("Flood zones",),
        ("csv", "geojson", "shapefile"),
        "Areas at risk of river and sea flooding, by zone, as assessed in the 2024 national review.",
    ),
    GeoItem(
        "census-2021-output-areas-population",
        "Census 2021 population by output area",
        "a77d19c03e5f4b62b08f9e7c15d2a6e4",
        "Census2021OAPopulation",
        ("Output areas", "Lower super output areas", "Local authority districts"),
        ("csv", "geojson", "kml", "shapefile"),
        "Usual resident population of the 2021 census by age band, for three levels of geography.",
    ),
)


def _item(g: GeoItem) -> str:
    return f"/datasets/{g.slug}"


def _dl(g: GeoItem, fmt: str, layer: int) -> str:
    return f"http://{DL}/api/download/v1/items/{g.item}/{fmt}?layers={layer}"


def _fs(g: GeoItem, layer: int) -> list[str]:
    base = f"http://{GIS}/arcgis/rest/services/{g.service}/FeatureServer/{layer}"
    return [f"{base}?f=pjson", f"{base}/query?f=geojson&resultRecordCount=2000"]


def _hub_pages(g: GeoItem) -> dict[str, str | Response]:
    b = _item(g)
    multi = len(g.layers) > 1
    tabs = [
        (b, "Overview"),
        (f"{b}/about", "About"),
        (f"{b}/explore", "Explore"),
        (f"{b}/api", "API"),
    ]

    def frame(title: str, main: str) -> str:
        return HUB.page(
            f"{title}" if title == g.title else f"{title} - {g.title}",
            f'<h1 class="item-title">{esc(g.title)}</h1>' + ul(tabs, "item-tabs") + main,
            aside="<h2>Tags</h2>"
            + ul(
                [
                    ("/search?tags=boundaries", "boundaries"),
                    ("/search?tags=statistics", "statistics"),
                ]
            )
            + "<h2>Related datasets</h2>"
            + ul([(_item(o), o.title) for o in ITEMS if o != g]),
            crumbs=(("/search", "Datasets"),),
        )

    def downloads(layer: int) -> str:
        return ul([(_dl(g, f, layer), f"Download {f.upper()}") for f in g.formats], "downloads")

    layer_links = (
        ul([(f"{b}/layers/{i}", name) for i, name in enumerate(g.layers)]) if multi else ""
    )
    pages: dict[str, str | Response] = {
        b: frame(g.title, f"<p>{esc(g.about)}</p>{layer_links}<h2>Download</h2>{downloads(0)}"),
        f"{b}/about": frame(
            "About",
            f"<p>{esc(g.about)}</p><dl><dt>Licence</dt><dd>Open Government Licence</dd></dl>",
        ),
        f"{b}/explore": frame(
            "Explore",
            '<div class="map" data-layer="0"></div><table><tr><th>zone</th></tr></table>'
            + (
                " ".join(
                    f'<a href="{b}/explore?layer={i}">{esc(n)}</a>' for i, n in enumerate(g.layers)
                )
                if multi
                else ""
            ),
        ),
        f"{b}/api": frame(
            "API",
            "<h2>Query this dataset</h2>"
            + ul([(u, u) for i in range(len(g.layers)) for u in _fs(g, i)]),
        ),
    }
    if multi:
        for i, name in enumerate(g.layers):
            pages[f"{b}/explore?layer={i}"] = frame(
                "Explore", f'<div class="map" data-layer="{i}"></div><p>{esc(name)}</p>'
            )
            pages[f"{b}/layers/{i}"] = frame(
                name,
                f"<h2>{esc(name)}</h2>{downloads(i)}"
                + ul([(u, "Feature service") for u in _fs(g, i)[:1]]),
            )
    return pages


def _hub_externals(g: GeoItem) -> list[str]:
    return [
        *(_dl(g, f, i) for i in range(len(g.layers)) for f in g.formats),
        *(u for i in range(len(g.layers)) for u in _fs(g, i)),
    ]


def _hub_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    dl, gis = Site(DL), Site(GIS)
    for g in ITEMS:
        pages.update(_hub_pages(g))
        for i in range(len(g.layers)):
            for f in g.formats:
                path = _dl(g, f, i).split(DL, 1)[1]
                if f == "csv":
                    dl.add(
                        path, Response.data(b"code,name,value\nE00000001,Area 1,312\n", "text/csv")
                    )
                elif f == "geojson":
                    dl.add(
                        path,
                        jsonr(
                            {"type": "FeatureCollection", "features": []}, "application/geo+json"
                        ),
                    )
                else:
                    dl.add(path, binary(f"{g.slug}{f}{i}", "application/zip"))
            meta, query = _fs(g, i)
            gis.add(
                meta.split(GIS, 1)[1],
                jsonr({"id": i, "name": g.layers[i], "type": "Feature Layer"}),
            )
            gis.add(
                query.split(GIS, 1)[1],
                jsonr({"type": "FeatureCollection", "features": []}, "application/geo+json"),
            )
    pages["/search?tags=boundaries"] = HUB.plain("Datasets tagged boundaries")
    pages["/search?tags=statistics"] = HUB.plain("Datasets tagged statistics")
    home = "<h1>Open geodata</h1>" + ul([(_item(g), g.title) for g in ITEMS])
    return [replace(HUB, home_main=home).site(pages), dl, gis]


def _hub_truth(g: GeoItem) -> frozenset[str]:
    return frozenset({HUB.url(p) for p in _hub_pages(g)} | set(_hub_externals(g)))


# -- cases -----------------------------------------------------------------------------------

CASES = [
    # The seed's GitHub reasoning: every page of the project carries the project path, and
    # the raw files and release packages live on other domains (Path-Based with Externals).
    Case(
        "statforgia-seasonal-adjustment",
        "statistical code forge (R package with one release)",
        "multi-hop",
        "path_based_externals",
        FORGE.url(_base(REPOS[0])),
        _forge_truth(REPOS[0]),
        _forge_sites,
    ),
    # Bigger project: paginated issues, three releases with packages on the package host,
    # a wiki, seven files on the raw host.
    Case(
        "statforgia-small-area-pipeline",
        "statistical code forge (pipeline with paginated issues, three releases and a wiki)",
        "multi-hop",
        "path_based_externals",
        FORGE.url(_base(REPOS[1])),
        _forge_truth(REPOS[1]),
        _forge_sites,
    ),
    # Hub item pages sit under /datasets/<slug>; its downloads come from a blob store and
    # its feature service from a GIS server on other domains (Kaggle/GitHub-like shape).
    Case(
        "geoterrane-flood-zones",
        "geodata hub (single-layer dataset with blob-store downloads)",
        "multi-hop",
        "path_based_externals",
        HUB.url(_item(ITEMS[0])),
        _hub_truth(ITEMS[0]),
        _hub_sites,
        others=frozenset([HUB.url(_item(ITEMS[1]))]),
    ),
    # Three layers with their own pages under the item path, and per-layer downloads and
    # feature services on the two external domains (Path-Based with Externals).
    Case(
        "geoterrane-census-output-areas",
        "geodata hub (three-layer dataset: per-layer pages, downloads and feature services)",
        "multi-hop",
        "path_based_externals",
        HUB.url(_item(ITEMS[1])),
        _hub_truth(ITEMS[1]),
        _hub_sites,
        others=frozenset([HUB.url(_item(ITEMS[0]))]),
    ),
]
