"""Astronomical software and survey releases: a GitLab-like forge of an observatory
(Path-Based), a GitHub-like code host whose raw files and release assets live on another
domain (Path-Based with Externals) and survey data-release microsites, one subdomain per
release (Path-Based on the whole subdomain, as the seed says of Silk)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import COOKIES, head, host, site, text, ul

# ---------------------------------------------------------------- observatory GitLab-like forge
FORGE = host("git", "nebulaforge")
forge_portal = Portal(
    FORGE,
    "NebulaForge",
    [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    [("/about", "About NebulaForge"), ("/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title} · NebulaForge",
)


def forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}

    def project(
        path: str, name: str, sub: dict[str, tuple[str, list[tuple[str, str]]]], fork: str
    ) -> None:
        tabs = [
            (f"{path}-/tree/main", "Repository"),
            (f"{path}-/issues", "Issues"),
            (f"{path}-/releases", "Releases"),
            (f"{path}-/wikis/home", "Wiki"),
        ]
        pages[path] = forge_portal.page(
            name,
            f"<h1>{escape(name)}</h1>{COOKIES}"
            + ul(tabs, "tabs")
            + f"<p>Forked from <a href='{fork}'>{fork}</a> · "
            f"<a href='/users/sign_in?redirect_to={path}'>Sign in to star</a></p>",
            head=head("assets.forgecdn.hx105.example"),
        )
        for sp, (title, links) in sub.items():
            pages[path + sp] = forge_portal.page(
                f"{title} · {name}", f"<h1>{title}</h1>" + ul(tabs + links)
            )
        pages[fork] = forge_portal.page("Upstream", "<h1>Upstream project</h1>")
        pages[f"/users/sign_in?redirect_to={path}"] = forge_portal.page(
            "Sign in", "<h1>Sign in</h1>"
        )

    p1 = "/astro-tools/platesolve-lite/"
    project(
        p1,
        "astro-tools / platesolve-lite",
        {
            "-/tree/main": (
                "Files",
                [
                    (f"{p1}-/blob/main/README.md", "README.md"),
                    (f"{p1}-/blob/main/solve.py", "solve.py"),
                ],
            ),
            "-/blob/main/README.md": ("README.md", []),
            "-/blob/main/solve.py": ("solve.py", []),
            "-/issues": ("Issues", [(f"{p1}-/issues/4", "#4 Fails on SIP distortion")]),
            "-/issues/4": ("#4 Fails on SIP distortion", []),
            "-/releases": (
                "Releases",
                [(f"{p1}-/archive/v0.3.1/platesolve-lite-v0.3.1.tar.gz", "Source (tar.gz)")],
            ),
            "-/wikis/home": ("Wiki", []),
        },
        "/jkovacs/platesolve/",
    )
    pages[f"{p1}-/archive/v0.3.1/platesolve-lite-v0.3.1.tar.gz"] = Response.data(
        b"\x1f\x8b\x08\x00", "application/gzip"
    )

    p2 = "/dome-control/weatherstation-daemon/"
    project(
        p2,
        "dome-control / weatherstation-daemon",
        {
            "-/tree/main": (
                "Files",
                [(f"{p2}-/tree/main/src", "src/"), (f"{p2}-/blob/main/README.md", "README.md")],
            ),
            "-/tree/main/src": (
                "src",
                [
                    (f"{p2}-/blob/main/src/daemon.c", "daemon.c"),
                    (f"{p2}-/blob/main/src/sensors.c", "sensors.c"),
                ],
            ),
            "-/blob/main/README.md": ("README.md", []),
            "-/blob/main/src/daemon.c": (
                "daemon.c",
                [(f"{p2}-/commit/9f3e2a1", "Last commit 9f3e2a1")],
            ),
            "-/blob/main/src/sensors.c": ("sensors.c", []),
            "-/commit/9f3e2a1": ("Commit 9f3e2a1", []),
            "-/issues": (
                "Issues",
                [
                    (f"{p2}-/issues/31", "#31 Rain sensor latch"),
                    (f"{p2}-/issues?page=2", "Next page"),
                ],
            ),
            "-/issues?page=2": ("Issues page 2", [(f"{p2}-/issues/7", "#7 Wind gust units")]),
            "-/issues/31": (
                "#31 Rain sensor latch",
                [(f"{p2}-/merge_requests/12", "!12 Fix latch")],
            ),
            "-/issues/7": ("#7 Wind gust units", []),
            "-/merge_requests/12": ("!12 Fix latch", []),
            "-/releases": (
                "Releases",
                [
                    (f"{p2}-/archive/v2.0.0/weatherstation-daemon-v2.0.0.zip", "Source (zip)"),
                    (f"{p2}-/jobs/5521/artifacts/download", "Build artifacts"),
                ],
            ),
            "-/wikis/home": ("Wiki", [(f"{p2}-/wikis/wiring", "Wiring")]),
            "-/wikis/wiring": ("Wiring", []),
        },
        "/observatory-it/weatherstation-daemon/",
    )
    pages[f"{p2}-/archive/v2.0.0/weatherstation-daemon-v2.0.0.zip"] = Response.data(
        b"PK\x03\x04", "application/zip"
    )
    pages[f"{p2}-/jobs/5521/artifacts/download"] = Response.data(b"PK\x03\x04", "application/zip")
    return [site(forge_portal, pages)]


FORGE_P1 = [
    "",
    "-/tree/main",
    "-/blob/main/README.md",
    "-/blob/main/solve.py",
    "-/issues",
    "-/issues/4",
    "-/releases",
    "-/wikis/home",
    "-/archive/v0.3.1/platesolve-lite-v0.3.1.tar.gz",
]
FORGE_P2 = [
    "",
    "-/tree/main",
    "-/tree/main/src",
    "-/blob/main/README.md",
    "-/blob/main/src/daemon.c",
    "-/blob/main/src/sensors.c",
    "-/commit/9f3e2a1",
    "-/issues",
    "-/issues?page=2",
    "-/issues/31",
    "-/issues/7",
    "-/merge_requests/12",
    "-/releases",
    "-/wikis/home",
    "-/wikis/wiring",
    "-/archive/v2.0.0/weatherstation-daemon-v2.0.0.zip",
    "-/jobs/5521/artifacts/download",
]

# ---------------------------------------------------------------- GitHub-like host + raw domain
HUB = host("code", "orbithub")
RAW = host("raw", "orbithubcontent")
REL = host("release-assets", "orbithubcontent")
hub_portal = Portal(
    HUB,
    "OrbitHub",
    [("/features", "Features"), ("/explore", "Explore"), ("/pricing", "Pricing")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/security", "Security")],
    title_format="{title} · OrbitHub",
)


def hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw, rel = Site(RAW), Site(REL)

    def repo(
        path: str,
        name: str,
        files: list[str],
        sub: dict[str, list[tuple[str, str]]],
        assets: list[str],
    ) -> None:
        owner_repo = path.strip("/")
        rows = [(f"{path}blob/main/{f}", f) for f in files]
        pages[path] = hub_portal.page(
            f"{owner_repo}: astronomy software",
            f"<h1>{owner_repo}</h1>"
            + ul(rows)
            + ul([(f"{path}issues", "Issues"), (f"{path}releases", "Releases")], "tabs")
            + f"<p><a href='/{owner_repo.split('/')[0]}'>Owner profile</a></p>",
            head=head("assets.orbitcdn.hx105.example"),
        )
        pages["/" + owner_repo.split("/")[0]] = hub_portal.page("Profile", "<h1>Profile</h1>")
        for f in files:
            raw_url = f"http://{RAW}/{owner_repo}/main/{f}"
            pages[f"{path}blob/main/{f}"] = hub_portal.page(
                f"{owner_repo}/{f} at main", f"<h1>{f}</h1><a href='{raw_url}'>Raw</a>"
            )
            raw.add(f"/{owner_repo}/main/{f}", text(f"# {f}\n"))
        for sp, links in sub.items():
            pages[path + sp] = hub_portal.page(f"{sp} · {owner_repo}", f"<h1>{sp}</h1>" + ul(links))
        for a in assets:
            rel.add(f"/{owner_repo}/{a}", Response.data(b"\x1f\x8b\x08\x00", "application/gzip"))

    p1 = "/skyfield-ext/ephemkit/"
    repo(
        p1,
        "ephemkit",
        ["README.md", "ephemkit/core.py"],
        {
            "issues": [(f"{p1}issues/2", "#2 DE440 support")],
            "issues/2": [],
            "releases": [
                (f"http://{REL}/skyfield-ext/ephemkit/ephemkit-1.2.tar.gz", "ephemkit-1.2.tar.gz")
            ],
        },
        ["ephemkit-1.2.tar.gz"],
    )
    p2 = "/occult-net/lightcurve-timer/"
    repo(
        p2,
        "lightcurve-timer",
        ["README.md", "setup.cfg", "lctimer/fit.py", "lctimer/gps.py"],
        {
            "issues": [(f"{p2}issues/14", "#14 GPS PPS drift"), (f"{p2}issues?page=2", "Next")],
            "issues?page=2": [(f"{p2}issues/3", "#3 Windows build")],
            "issues/14": [(f"{p2}pull/15", "Fixed by #15")],
            "issues/3": [],
            "pull/15": [],
            "releases": [(f"{p2}releases/tag/v0.9.0", "v0.9.0")],
            "releases/tag/v0.9.0": [
                (f"http://{REL}/occult-net/lightcurve-timer/lctimer-0.9.0.tar.gz", "Source"),
                (f"http://{REL}/occult-net/lightcurve-timer/lctimer-0.9.0-win64.zip", "Windows"),
            ],
        },
        ["lctimer-0.9.0.tar.gz", "lctimer-0.9.0-win64.zip"],
    )
    return [site(hub_portal, pages), raw, rel]


# ---------------------------------------------------------------- survey release microsites
WWW = host("www", "kestrelsurvey")
DR1, DR2 = host("dr1", "kestrelsurvey"), host("dr2", "kestrelsurvey")
www_portal = Portal(
    WWW,
    "Kestrel Sky Survey",
    [("/releases", "Data releases"), ("/team", "Team")],
    [("/privacy", "Privacy")],
)


def _micro(dr: str, pages: dict[str, str | Response]) -> Site:
    nav = [("/", "Overview"), ("/tables/", "Tables"), ("/docs/", "Documentation")]
    s = Site(dr)
    for path, value in pages.items():
        if isinstance(value, str):
            value = Response.html(
                f"<!DOCTYPE html><html><head><title>{escape(value)} — Kestrel {dr[:3].upper()}</title>"
                f"<script src='http://cdn.kestrelcdn.hx105.example/aladin.js'></script></head><body>"
                f"<nav>{ul(nav)}<a href='http://{WWW}/'>Kestrel Sky Survey home</a> "
                f"<a href='http://{WWW}/privacy'>Privacy</a></nav><main><h1>{escape(value)}</h1>"
                + ul([(k, k) for k in pages if k.startswith(path) and k != path])
                + "</main></body></html>"
            )
        s.add(path, value)
    return s


def micro_sites() -> list[Site]:
    d1: dict[str, str | Response] = {
        "/": "Data Release 1",
        "/tables/": "DR1 tables",
        "/tables/sources.fits": _blob(),
        "/docs/": "DR1 documentation",
        "/docs/photometry.html": "Photometric calibration",
    }
    d2: dict[str, str | Response] = {
        "/": "Data Release 2",
        "/tables/": "DR2 tables",
        "/tables/sources.fits": _blob(),
        "/tables/variables.fits": _blob(),
        "/tables/epochs/": "Epoch photometry",
        "/tables/epochs/epoch_001.fits": _blob(),
        "/tables/epochs/epoch_002.fits": _blob(),
        "/docs/": "DR2 documentation",
        "/docs/photometry.html": "Photometric calibration",
        "/docs/changes.html": "Changes since DR1",
        "/explorer/": "Sky explorer",
        "/explorer/tiles.json": text('{"tiles": 512}', "application/json"),
    }
    www = site(
        www_portal,
        {
            "/releases": www_portal.page(
                "Data releases", ul([(f"http://{DR1}/", "DR1"), (f"http://{DR2}/", "DR2")])
            )
        },
    )
    return [_micro(DR1, d1), _micro(DR2, d2), www]


def _blob() -> Response:
    return Response.data(b"SIMPLE  =                    T" + b" " * 50, "application/fits")


MICRO1 = ["/", "/tables/", "/tables/sources.fits", "/docs/", "/docs/photometry.html"]
MICRO2 = [
    "/",
    "/tables/",
    "/tables/sources.fits",
    "/tables/variables.fits",
    "/tables/epochs/",
    "/tables/epochs/epoch_001.fits",
    "/tables/epochs/epoch_002.fits",
    "/docs/",
    "/docs/photometry.html",
    "/docs/changes.html",
    "/explorer/",
    "/explorer/tiles.json",
]

f, h = f"http://{FORGE}", f"http://{HUB}"
CASES: list[Case] = [
    # GitLab/BitBucket: every project URI extends the entry URI (with its slash); the fork,
    # the group and the sign-in link do not -> Path-Based.
    case(
        "nebulaforge-platesolve",
        "observatory code forge (small project)",
        "software",
        "path_based",
        f"{f}/astro-tools/platesolve-lite/",
        [f"{f}/astro-tools/platesolve-lite/{s}" for s in FORGE_P1],
        forge_sites,
    ),
    case(
        "nebulaforge-weatherstation",
        "observatory code forge (paginated issues, MR, job artifacts)",
        "software",
        "path_based",
        f"{f}/dome-control/weatherstation-daemon/",
        [f"{f}/dome-control/weatherstation-daemon/{s}" for s in FORGE_P2],
        forge_sites,
    ),
    # GitHub: raw files and release assets are on another domain -> Path-Based with Externals.
    case(
        "orbithub-ephemkit",
        "astronomy code host with raw domain (two files, one release)",
        "software",
        "path_based_externals",
        f"{h}/skyfield-ext/ephemkit/",
        [
            f"{h}/skyfield-ext/ephemkit/{s}"
            for s in (
                "",
                "blob/main/README.md",
                "blob/main/ephemkit/core.py",
                "issues",
                "issues/2",
                "releases",
            )
        ]
        + [
            f"http://{RAW}/skyfield-ext/ephemkit/main/{x}"
            for x in ("README.md", "ephemkit/core.py")
        ]
        + [f"http://{REL}/skyfield-ext/ephemkit/ephemkit-1.2.tar.gz"],
        hub_sites,
    ),
    case(
        "orbithub-lightcurve-timer",
        "astronomy code host with raw domain (paginated issues, tagged release, two assets)",
        "software",
        "path_based_externals",
        f"{h}/occult-net/lightcurve-timer/",
        [
            f"{h}/occult-net/lightcurve-timer/{s}"
            for s in (
                "",
                "blob/main/README.md",
                "blob/main/setup.cfg",
                "blob/main/lctimer/fit.py",
                "blob/main/lctimer/gps.py",
                "issues",
                "issues?page=2",
                "issues/14",
                "issues/3",
                "pull/15",
                "releases",
                "releases/tag/v0.9.0",
            )
        ]
        + [
            f"http://{RAW}/occult-net/lightcurve-timer/main/{x}"
            for x in ("README.md", "setup.cfg", "lctimer/fit.py", "lctimer/gps.py")
        ]
        + [
            f"http://{REL}/occult-net/lightcurve-timer/{x}"
            for x in ("lctimer-0.9.0.tar.gz", "lctimer-0.9.0-win64.zip")
        ],
        hub_sites,
    ),
    # Silk: a release is its own subdomain site; everything under "/" is the artifact, the
    # survey's main site is elsewhere -> Path-Based.
    case(
        "kestrel-dr1",
        "survey data-release microsite (first release)",
        "dataset",
        "path_based",
        f"http://{DR1}/",
        [f"http://{DR1}{p}" for p in MICRO1],
        micro_sites,
    ),
    case(
        "kestrel-dr2",
        "survey data-release microsite (epochs, explorer, changes)",
        "dataset",
        "path_based",
        f"http://{DR2}/",
        [f"http://{DR2}{p}" for p in MICRO2],
        micro_sites,
    ),
]
