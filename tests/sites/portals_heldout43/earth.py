"""heldout43 earth-observation and modelling services: a volcano observatory's blog
(single_page), an ocean buoy network's bare file index (single_page_plus), a model code
forge (path_based), a notebook and dataset hub with downloads on an object store and a
geomagnetic observatory archive with files on a transfer service (path_based_externals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, data, links

from ._kit import Chrome, a, binary, chrome_pages, csv, row, text

# --- volcano observatory blog (one post, one artifact URI)

BLOG = Chrome(
    "news.vulcanwatch.hx43.example",
    "VulcanWatch Observatory News",
    [
        ("/volcanoes/", "Volcanoes"),
        ("/monitoring/", "Monitoring"),
        ("/category/updates/", "Updates"),
    ],
    [("/about/", "About the observatory"), ("/privacy", "Privacy"), ("/feed/", "RSS")],
    title_format="{title} – VulcanWatch Observatory News",
    analytics="vulcanwatch",
)
BLOG_POSTS = {
    "/2024/03/12/lava-lake-level-drops-at-summit-crater/": (
        "Lava lake level drops at summit crater",
        ["/2024/03/05/weekly-update-sulfur-dioxide-emissions/"],
        [],
    ),
    "/2024/06/28/explainer-how-we-locate-volcanic-tremor/": (
        "Explainer: how we locate volcanic tremor",
        [
            "/2024/06/21/new-broadband-seismometers-installed/",
            "/2024/07/04/field-notes-from-the-east-rift/",
        ],
        ["/tag/seismology/", "/tag/tremor/", "/author/m-kealoha/"],
    ),
}


def _blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(BLOG)
    pages["/feed/"] = data(
        "<rss><channel><title>VulcanWatch</title></channel></rss>", "application/rss+xml"
    )
    pages["/wp-content/uploads/2024/03/crater.png"] = Response.data(png(16, 9), "image/png")
    for path, (title, near, tags) in BLOG_POSTS.items():
        for p in [*near, *tags]:
            pages[p] = BLOG.page(p.strip("/").rsplit("/", 1)[-1], f"<h1>{escape(p)}</h1>")
        comments = ""
        if tags:
            comments = (
                '<section id="comments"><h2>3 comments</h2><ol><li>Great explainer!</li>'
                "<li>What frequency band?</li><li>1-5 Hz, see figure 2.</li></ol>"
                '<form action="/wp-comments-post.php" method="post"><textarea></textarea></form>'
                "</section>"
            )
        pages[path] = BLOG.page(
            title,
            f'<article><h1>{escape(title)}</h1><p class="byline">Posted in '
            f"{a('/category/updates/', 'Updates')}</p>"
            '<img src="/wp-content/uploads/2024/03/crater.png" alt="crater">'
            "<p>Observations from the monitoring network.</p>"
            + (
                "<p>Tags: " + " ".join(a(t, t.strip("/").rsplit("/", 1)[-1]) for t in tags) + "</p>"
                if tags
                else ""
            )
            + '<nav class="post-nav">'
            + " ".join(a(n, "Adjacent post") for n in near)
            + f"</nav></article>{comments}",
            share=BLOG.url(path),
        )
    return [BLOG.site(pages)]


# --- ocean buoy network file index (generated listing: links to the files and nothing else)

BUOY_HOST = "files.buoynet.hx43.example"
BUOY_DIRS = {
    "/archive/46K12/2023/": [
        "46K12_2023_met.csv",
        "46K12_2023_wave.nc",
        "README.txt",
        "md5sums.txt",
    ],
    "/archive/51W07/2022/": [
        *(f"51W07_2022{m:02d}_met.csv" for m in range(1, 13)),
        "51W07_2022_spectral.nc",
        "51W07_2022_quicklook.png",
        "51W07_station_sheet.pdf",
        "README.txt",
        "md5sums.txt",
    ],
}


def _buoy_file(name: str) -> Response:
    if name.endswith(".csv"):
        return csv("time,wspd,wvht\n2023-01-01T00:00Z,7.1,1.9\n")
    if name.endswith(".png"):
        return Response.data(png(32, 16), "image/png")
    if name.endswith(".pdf"):
        return Response.data(pdf("Station sheet", [name]), "application/pdf")
    if name.endswith(".txt"):
        return text(f"{name}\n")
    return binary(name)


def _buoy_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/": Response.html(
            "<!DOCTYPE html><html><head><title>BuoyNet file archive</title></head><body>"
            "<h1>BuoyNet file archive</h1><p>Browse by station and year.</p></body></html>"
        )
    }
    for d, names in BUOY_DIRS.items():
        for n in names:
            pages[d + n] = _buoy_file(n)
        rows = "".join(row([a(n, n), "2024-01-15 03:12", "-"]) for n in names)
        pages[d] = Response.html(
            f"<!DOCTYPE html><html><head><title>Index of {d}</title></head><body>"
            f"<h1>Index of {d}</h1><table><tr><th>Name</th><th>Last modified</th><th>Size</th>"
            f"</tr>{rows}</table><address>BuoyNet data server</address></body></html>"
        )
    return [Site(BUOY_HOST, pages)]


def _buoy_truth(d: str) -> frozenset[str]:
    return frozenset(
        {f"http://{BUOY_HOST}{d}", *(f"http://{BUOY_HOST}{d}{n}" for n in BUOY_DIRS[d])}
    )


# --- model code forge (GitLab-like: every page of a project under its path)

FORGE = Chrome(
    "code.geomodhub.hx43.example",
    "GeoModHub",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    [("/-/terms", "Terms"), ("/privacy", "Privacy"), ("/about", "About GeoModHub")],
    title_format="{title} · GeoModHub",
    analytics="geomodhub",
)
FORGE_PROJECTS = {
    "ice-dynamics/icepack-lite": (["v1.0.0"], 2, ["home"]),
    "hydrology-lab/riverflow-hbv": (
        ["v2.1.0", "v2.0.0", "v1.4.3"],
        5,
        ["home", "calibration", "forcing-data"],
    ),
}


def _forge_pages(proj: str) -> dict[str, PageValue]:
    tags, issues, wikis = FORGE_PROJECTS[proj]
    base = f"/{proj}"
    name = proj.split("/")[1]
    tabs = [
        (f"{base}/-/tree/main", "Repository"),
        (f"{base}/-/issues", "Issues"),
        (f"{base}/-/releases", "Releases"),
        (f"{base}/-/wikis/home", "Wiki"),
        (f"{base}/-/commits/main", "Commits"),
    ]
    side = links(tabs)

    def pg(title: str, main: str) -> str:
        return FORGE.page(f"{title} · {proj}", f"<aside>{side}</aside>{main}")

    pages: dict[str, PageValue] = {}
    files = ["README.md", "setup.py", "src/model.f90"]
    pages[f"{base}/-/tree/main"] = pg(
        "Files", links([(f"{base}/-/blob/main/{f}", f) for f in files])
    )
    for f in files:
        pages[f"{base}/-/blob/main/{f}"] = pg(
            f, f"<pre>...</pre><p>{a(f'{base}/-/raw/main/{f}', 'Open raw')}</p>"
        )
        pages[f"{base}/-/raw/main/{f}"] = text(f"contents of {f}\n")
    sha = "3f9c2e1a7b" if "ice" in proj else "c81d04be52"
    pages[f"{base}/-/commits/main"] = pg("Commits", links([(f"{base}/-/commit/{sha}", sha)]))
    pages[f"{base}/-/commit/{sha}"] = pg(sha, f"<h1>Commit {sha}</h1>")
    shown = min(issues, 3)
    issue_list = links([(f"{base}/-/issues/{i}", f"Issue {i}") for i in range(1, shown + 1)])
    if issues > shown:
        nxt = f"{base}/-/issues?page=2"
        pages[nxt] = pg(
            "Issues",
            links([(f"{base}/-/issues/{i}", f"Issue {i}") for i in range(shown + 1, issues + 1)]),
        )
        issue_list += a(nxt, "Next")
    pages[f"{base}/-/issues"] = pg("Issues", issue_list)
    for i in range(1, issues + 1):
        pages[f"{base}/-/issues/{i}"] = pg(
            f"Issue #{i}", f"<p>Opened by {a('/mhansen', 'M. Hansen')}</p>"
        )
    rel = []
    for t in tags:
        arc = f"{base}/-/archive/{t}/{name}-{t}.tar.gz"
        pages[arc] = binary(arc)
        pages[f"{base}/-/releases/{t}"] = pg(t, f"<h1>{t}</h1>{a(arc, 'Source code (tar.gz)')}")
        rel.append((f"{base}/-/releases/{t}", t))
    pages[f"{base}/-/releases"] = pg("Releases", links(rel))
    for w in wikis:
        pages[f"{base}/-/wikis/{w}"] = pg(
            w, links([(f"{base}/-/wikis/{x}", x) for x in wikis if x != w])
        )
    pages[base] = pg(
        name,
        f"<h1>{escape(name)}</h1><p>Group: {a('/' + proj.split('/')[0], proj.split('/')[0])}</p>"
        f"<p>{a(f'{base}/-/blob/main/README.md', 'README')}</p>",
    )
    return pages


def _forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(FORGE, {"/mhansen": "M. Hansen"})
    for proj in FORGE_PROJECTS:
        pages[f"/{proj.split('/')[0]}"] = FORGE.page(proj.split("/")[0], "<h1>Group</h1>")
        pages.update(_forge_pages(proj))
    return [FORGE.site(pages)]


def _forge_truth(proj: str) -> frozenset[str]:
    return frozenset(FORGE.url(p) for p in _forge_pages(proj))


# --- notebook and dataset hub (Kaggle-like tabs; downloads signed on an object store)

NB = Chrome(
    "www.kernelclimb.hx43.example",
    "KernelClimb",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | KernelClimb",
    analytics="kernelclimb",
)
STORE = "http://storage.nimbusobj.hx43.example"
NB_SETS = {
    "ocean-lab/argo-float-profiles-2022": (
        "Argo float profiles 2022",
        ["profiles_2022.parquet"],
        1,
        ["ocean-lab/argo-eda"],
    ),
    "glacier-group/alpine-glacier-mass-balance": (
        "Alpine glacier mass balance 1960-2023",
        ["mass_balance.csv", "glacier_outlines.gpkg", "stake_readings.csv"],
        3,
        ["kmeier/glacier-trend-analysis", "glacier-group/mass-balance-baseline"],
    ),
}


def _nb_parts(slug: str) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    """(pages under the dataset's path, its object-store downloads)."""
    title, files, versions, notebooks = NB_SETS[slug]
    base = f"/datasets/{slug}"
    bucket = f"/kds-prod/{8810 + len(files)}"
    store: dict[str, PageValue] = {}
    dls = []
    for f in files:
        key = f"{bucket}/{f}?X-Amz-Expires=259200&X-Amz-Signature=5c1e"
        store[key] = binary(f)
        dls.append((STORE + key, f"Download {f}"))
    zip_key = f"{bucket}/archive.zip?X-Amz-Expires=259200&X-Amz-Signature=9ab0"
    store[zip_key] = binary("archive.zip")
    tabs = [(base, "Data Card"), (f"{base}/data", "Data"), (f"{base}/code", "Code")]
    tabs += [(f"{base}/discussion", "Discussion")]
    if versions > 1:
        tabs.append((f"{base}/versions/{versions}", "Version history"))
    nav = links(tabs)

    def pg(t: str, main: str) -> str:
        return NB.page(f"{title} - {t}", f'<nav class="tabs">{nav}</nav>{main}')

    pages: dict[str, PageValue] = {
        base: pg(
            "Data Card",
            f"<h1>{escape(title)}</h1><p>{a(STORE + zip_key, 'Download (zip)')}</p>",
        ),
        f"{base}/data": pg("Data", links(dls)),
        f"{base}/code": pg("Code", links([(f"/code/{n}", n) for n in notebooks])),
        f"{base}/discussion": pg("Discussion", links([(f"{base}/discussion/48213", "Units?")])),
        f"{base}/discussion/48213": pg("Units?", "<p>Metres water equivalent.</p>"),
    }
    if versions > 1:
        pages[f"{base}/versions/{versions}"] = pg(
            "Versions",
            links([(f"{base}/versions/{v}", f"Version {v}") for v in range(1, versions)]),
        )
        for v in range(1, versions):
            pages[f"{base}/versions/{v}"] = pg(f"Version {v}", f"<p>Version {v}</p>")
    return pages, store


def _nb_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(NB)
    store: dict[str, PageValue] = {"/": Response.text("NimbusObj storage endpoint\n")}
    for slug, (_t, _f, _v, notebooks) in NB_SETS.items():
        own, st = _nb_parts(slug)
        pages.update(own)
        store.update(st)
        for n in notebooks:
            pages[f"/code/{n}"] = NB.page(n, f"<h1>Notebook {n}</h1>")
    return [NB.site(pages), Site(STORE.removeprefix("http://"), store)]


def _nb_truth(slug: str) -> frozenset[str]:
    own, store = _nb_parts(slug)
    return frozenset({*(NB.url(p) for p in own), *(STORE + k for k in store)})


# --- geomagnetic observatory archive (files served by a transfer service's endpoint)

OBS = Chrome(
    "archive.magnetobs.hx43.example",
    "MagnetObs Data Archive",
    [
        ("/observatories/", "Observatories"),
        ("/products/", "Products"),
        ("/services/", "Web services"),
    ],
    [("/about/", "About"), ("/conditions-of-use/", "Conditions of use"), ("/privacy", "Privacy")],
    title_format="{title} - MagnetObs Data Archive",
    analytics="magnetobs",
)
XFER = "http://g-5f3a2.transferhub.hx43.example"
XAPP = "http://app.transferhub.hx43.example"
OBS_DIRS = {
    "/data/ESK/2023/": ("Eskdale", ["2023"]),
    "/data/HRN/2019-2023/": ("Hornsund", ["2019", "2020", "2021", "2022", "2023"]),
}


def _obs_parts(d: str) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    """(archive pages under the directory, transfer endpoint files)."""
    name, years = OBS_DIRS[d]
    code = d.split("/")[2]
    ext: dict[str, PageValue] = {}
    pages: dict[str, PageValue] = {}
    year_links = []
    for y in years:
        files = [f"{code.lower()}{y}dmin.min.zip", f"{code.lower()}{y}dsec.sec.zip"]
        for f in files:
            ext[f"/{code}/{y}/{f}"] = binary(f)
        sub = f"{d}{y}/" if len(years) > 1 else d
        listing = links([(f"{XFER}/{code}/{y}/{f}", f) for f in files])
        if sub != d:
            pages[sub] = OBS.page(f"{name} {y}", f"<h1>{name} {y}</h1>{listing}")
            year_links.append((sub, y))
        else:
            year_links = []
            pages[f"{d}files"] = OBS.page(f"{name} {y} files", f"<h1>Files</h1>{listing}")
    pages[f"{d}readme.html"] = OBS.page(f"{name} readme", f"<h1>{name}: readme</h1>")
    manager = f"{XAPP}/file-manager?origin_id=7d1e94c0&origin_path=%2F{code}%2F"
    body = (
        f"<h1>{name} definitive data</h1><p>{a(f'{d}readme.html', 'Readme')}</p>"
        f"<p>Bulk transfer: {a(manager, 'open in TransferHub')}</p>"
    )
    if year_links:
        report = f"{d}definitive-data-report.pdf"
        pages[report] = pdf(f"{name} definitive data report", years)
        body += links(year_links) + f"<p>{a(report, 'Definitive data report (PDF)')}</p>"
    else:
        body += f"<p>{a(f'{d}files', 'Files')}</p>"
    pages[d] = OBS.page(f"{name} {years[0]}-{years[-1]}", body, share=OBS.url(d))
    return pages, ext


def _obs_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(OBS)
    endpoint: dict[str, PageValue] = {"/": Response.text("TransferHub HTTPS endpoint\n")}
    app: dict[str, PageValue] = {
        "/": Response.html("<!DOCTYPE html><title>TransferHub</title><h1>TransferHub</h1>"),
        "/login": Response.html(
            "<!DOCTYPE html><title>Log in - TransferHub</title><h1>Log in</h1>"
        ),
    }
    for d in OBS_DIRS:
        own, ext = _obs_parts(d)
        pages.update(own)
        endpoint.update(ext)
        code = d.split("/")[2]
        app[f"/file-manager?origin_id=7d1e94c0&origin_path=%2F{code}%2F"] = Response.html(
            f"<!DOCTYPE html><title>File Manager - TransferHub</title><h1>/{code}/</h1>"
            '<p><a href="/login">Log in</a> to transfer.</p>'
        )
    return [
        OBS.site(pages),
        Site(XFER.removeprefix("http://"), endpoint),
        Site(XAPP.removeprefix("http://"), app),
    ]


def _obs_truth(d: str) -> frozenset[str]:
    own, ext = _obs_parts(d)
    code = d.split("/")[2]
    manager = f"{XAPP}/file-manager?origin_id=7d1e94c0&origin_path=%2F{code}%2F"
    return frozenset({*(OBS.url(p) for p in own), *(XFER + k for k in ext), manager})


CASES = [
    # A blog post is the seed's archetypal Single Artifact URI: Single Page.
    Case(
        "blog-lava-lake",
        "volcano observatory blog (short update)",
        "blog post",
        "single_page",
        BLOG.url("/2024/03/12/lava-lake-level-drops-at-summit-crater/"),
        frozenset({BLOG.url("/2024/03/12/lava-lake-level-drops-at-summit-crater/")}),
        _blog_sites,
        others=frozenset({BLOG.url("/2024/03/05/weekly-update-sulfur-dioxide-emissions/")}),
    ),
    # Harder: tags, author, comments and two adjacent posts around it.
    Case(
        "blog-tremor-explainer",
        "volcano observatory blog (explainer with tags and comments)",
        "blog post",
        "single_page",
        BLOG.url("/2024/06/28/explainer-how-we-locate-volcanic-tremor/"),
        frozenset({BLOG.url("/2024/06/28/explainer-how-we-locate-volcanic-tremor/")}),
        _blog_sites,
        others=frozenset(
            BLOG.url(p)
            for p in [
                "/2024/06/21/new-broadband-seismometers-installed/",
                "/2024/07/04/field-notes-from-the-east-rift/",
            ]
        ),
    ),
    # A generated index links the station-year's files and nothing else (no chrome, no
    # parent link): Single Hop, and plain Single Page+ collects exactly it.
    Case(
        "buoy-index-2023",
        "buoy network file index (station year, four files)",
        "dataset",
        "single_page_plus",
        f"http://{BUOY_HOST}/archive/46K12/2023/",
        _buoy_truth("/archive/46K12/2023/"),
        _buoy_sites,
    ),
    Case(
        "buoy-index-monthly-2022",
        "buoy network file index (monthly files, spectra, quicklook, station sheet)",
        "dataset",
        "single_page_plus",
        f"http://{BUOY_HOST}/archive/51W07/2022/",
        _buoy_truth("/archive/51W07/2022/"),
        _buoy_sites,
    ),
    # GitLab-like: tree, blobs, raw files, issues, releases and archives, wiki and commits
    # all under the project's URI; the seed's GitLab row, Path-Based.
    Case(
        "forge-icepack",
        "model code forge (small ice-sheet model)",
        "software",
        "path_based",
        FORGE.url("/ice-dynamics/icepack-lite"),
        _forge_truth("ice-dynamics/icepack-lite"),
        _forge_sites,
        others=frozenset({FORGE.url("/ice-dynamics")}),
    ),
    Case(
        "forge-riverflow",
        "model code forge (hydrological model with paged issues, three releases, wiki)",
        "software",
        "path_based",
        FORGE.url("/hydrology-lab/riverflow-hbv"),
        _forge_truth("hydrology-lab/riverflow-hbv"),
        _forge_sites,
        others=frozenset({FORGE.url("/hydrology-lab"), FORGE.url("/mhansen")}),
    ),
    # Kaggle-like dataset tabs under its path, downloads signed on another domain's object
    # store: the seed's Kaggle row, Path-Based with Externals.
    Case(
        "hub-argo-profiles",
        "notebook and dataset hub (one-file dataset)",
        "dataset",
        "path_based_externals",
        NB.url("/datasets/ocean-lab/argo-float-profiles-2022"),
        _nb_truth("ocean-lab/argo-float-profiles-2022"),
        _nb_sites,
        others=frozenset({NB.url("/code/ocean-lab/argo-eda")}),
    ),
    Case(
        "hub-glacier-mass-balance",
        "notebook and dataset hub (three files, three versions, notebooks)",
        "dataset",
        "path_based_externals",
        NB.url("/datasets/glacier-group/alpine-glacier-mass-balance"),
        _nb_truth("glacier-group/alpine-glacier-mass-balance"),
        _nb_sites,
        others=frozenset(
            NB.url(f"/code/{n}")
            for n in ["kmeier/glacier-trend-analysis", "glacier-group/mass-balance-baseline"]
        ),
    ),
    # Archive pages under the observatory directory, files on a transfer service's endpoint
    # (another domain), as GitHub's raw host in the seed: Path-Based with Externals.
    Case(
        "magnetobs-eskdale-2023",
        "geomagnetic observatory archive (one year)",
        "dataset",
        "path_based_externals",
        OBS.url("/data/ESK/2023/"),
        _obs_truth("/data/ESK/2023/"),
        _obs_sites,
    ),
    Case(
        "magnetobs-hornsund-5y",
        "geomagnetic observatory archive (five years with report)",
        "dataset",
        "path_based_externals",
        OBS.url("/data/HRN/2019-2023/"),
        _obs_truth("/data/HRN/2019-2023/"),
        _obs_sites,
    ),
]
