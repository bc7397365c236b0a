"""Development cases for the three failures issue 16 reported on unfamiliar portals.

Each is the shape of a failure as the issue describes it, built here to develop inference
on (the independent held-out set is tests/sites/portals_heldout, written without looking
at inference and never used to tune it):

- RAWFORGE: a repository whose landing page links only pages under its path; the raw files
  (linked from the blob pages) and the release tarball (linked from the release page) sit
  on other hosts.  Path-Based alone loses them; with externals found by probing the member
  pages, nothing is lost.
- FILEHOST: a dataset whose downloads are served by a separate file host; the landing page
  links the files, a citation export, and the usual profile and subject pages.  The files
  are the artifact (Single Page+ with ignored URIs, file host included).
- PROJECTSITE: a project site whose artifact spans sub-paths, entered at its index.html,
  with two links under its directory and a big menu.  The root is the directory, not the
  file; the documentation pages link further pages of the project.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

# -- RAWFORGE -------------------------------------------------------------------------------

FORGE = Portal(
    "forge.physics-lab.test",
    "LabForge",
    menu=[("/explore/projects", "Projects"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    footer=[("/about", "About"), ("http://twitter.test/labforge", "Twitter")],
    title_format="{title} · {name}",
)
RAW = "http://rawfiles.labforge-usercontent.test"
DL = "http://downloads.labforge-objects.test"
REPO = "/qmc/lattice-sim"
FORGE_PAGES = {
    REPO: [(REPO + "/src/main", "Source"), (REPO + "/releases", "Releases")],
    REPO + "/src/main": [
        (REPO + "/src/main/README.md", "README.md"),
        (REPO + "/src/main/sim.py", "sim.py"),
    ],
    REPO + "/releases": [(DL + "/qmc/lattice-sim/release-2.1.tar.gz", "lattice-sim-2.1.tar.gz")],
    REPO + "/src/main/README.md": [(RAW + "/qmc/lattice-sim/main/README.md", "Raw")],
    REPO + "/src/main/sim.py": [(RAW + "/qmc/lattice-sim/main/sim.py", "Raw")],
}
FORGE_FILES = [
    RAW + "/qmc/lattice-sim/main/README.md",
    RAW + "/qmc/lattice-sim/main/sim.py",
    DL + "/qmc/lattice-sim/release-2.1.tar.gz",
]


def _forge() -> list[Site]:
    pages: dict[str, object] = {}
    for path, items in FORGE_PAGES.items():
        name = path.rsplit("/", 1)[-1]
        pages[path] = FORGE.page(
            name,
            f'<p><a href="/qmc">qmc</a> / <a href="{REPO}">lattice-sim</a></p><h1>{name}</h1>'
            + links(items)
            + '<p>Owner: <a href="/bob">Bob</a>. Fork of <a href="/qmc/old-sim">old-sim</a>.</p>',
        )
    pages["/qmc"] = FORGE.page("qmc", links([(REPO, "lattice-sim"), ("/qmc/old-sim", "old")]))
    pages["/bob"] = FORGE.page("Bob", "<h1>Bob</h1>")
    raw = Site("rawfiles.labforge-usercontent.test")
    objects = Site("downloads.labforge-objects.test")
    for url in FORGE_FILES:
        site = raw if url.startswith(RAW) else objects
        site.add(url.split(".test", 1)[1], data(b"file bytes", "application/octet-stream"))
    return [FORGE.site(pages), raw, objects]  # type: ignore[arg-type]


RAWFORGE = Case(
    "software project (raw and release hosts)",
    "(forge with file hosts)",
    "Multi-Hop",
    "path_based_externals",
    FORGE.url(REPO),
    frozenset({FORGE.url(p) for p in FORGE_PAGES} | set(FORGE_FILES)),
    _forge,
)

# -- FILEHOST -------------------------------------------------------------------------------

DATA = Portal(
    "opendata.marine-institute.test",
    "Marine Data Portal",
    menu=[("/", "Home"), ("/collections", "Collections"), ("/about", "About")],
    footer=[("/terms", "Terms"), ("http://creativecommons.test/licenses/by/4.0/", "CC BY")],
    title_format="{title} - {name}",
)
FILES = "http://store.marine-files.test"
DS = "/ds/MI-2023-0415"
DS_FILES = [FILES + "/MI-2023-0415/ctd_profiles.nc", FILES + "/MI-2023-0415/readme.txt"]
DS_EXPORT = DS + "?format=datacite"
DS_TITLE = "CTD profiles Celtic Sea cruise CE23004"


def _filehost() -> list[Site]:
    main = f"""<h1>{DS_TITLE}</h1><p>Creator: <a href="/people/ahmed-k">K. Ahmed</a></p>
<p>Subject: <a href="/collections/oceanography">Oceanography</a></p>
<h2>Data files</h2>{links([(u, u.rsplit("/", 1)[-1]) for u in DS_FILES])}
<p><a href="{DS_EXPORT}">DataCite XML</a></p>
<p>Related: <a href="/ds/MI-2022-0101">CTD profiles CE22001</a></p>"""
    store = Site("store.marine-files.test")
    for url in DS_FILES:
        store.add(url.split(".test", 1)[1], data(b"CDF\x01 data", "application/x-netcdf"))
    return [
        DATA.site(
            {
                DS: DATA.page(DS_TITLE, main, share=DATA.url(DS)),
                DS_EXPORT: data("<resource/>", "application/xml"),
                "/people/ahmed-k": DATA.page("K. Ahmed", links([(DS, DS_TITLE)])),
                "/collections/oceanography": DATA.page("Oceanography", links([(DS, DS_TITLE)])),
                "/ds/MI-2022-0101": DATA.page("CTD profiles CE22001", "<h1>CE22001</h1>"),
            }
        ),
        store,
    ]


FILEHOST = Case(
    "dataset (separate file host)",
    "(data portal with a file host)",
    "Single Hop",
    "single_page_plus_ignored",
    DATA.url(DS),
    frozenset({DATA.url(DS), DATA.url(DS_EXPORT), *DS_FILES}),
    _filehost,
    others=frozenset({DATA.url("/ds/MI-2022-0101")}),
)

# -- PROJECTSITE ----------------------------------------------------------------------------

LAB = Portal(
    "www.cs-dept.univ-sud.test",
    "Department of Computer Science",
    menu=[
        ("/index.html", "Home"),
        ("/people/index.html", "People"),
        ("/teaching/index.html", "Teaching"),
        ("/research/index.html", "Research"),
        ("/news/index.html", "News"),
        ("/contact.html", "Contact"),
    ],
    footer=[("/legal.html", "Legal notice"), ("/accessibility.html", "Accessibility")],
    title_format="{title} — {name}",
)
PROJ = "/research/projects/webtrace"
PROJ_PAGES = {
    PROJ + "/index.html": [(PROJ + "/docs/index.html", "Documentation"), (PROJ + "/data/", "Data")],
    PROJ + "/docs/index.html": [
        (PROJ + "/docs/install.html", "Installation"),
        (PROJ + "/docs/usage.html", "Usage"),
    ],
    PROJ + "/data/": [(PROJ + "/data/traces-2024.csv.gz", "traces-2024.csv.gz")],
    PROJ + "/docs/install.html": [],
    PROJ + "/docs/usage.html": [],
}


def _projectsite() -> list[Site]:
    pages: dict[str, object] = {
        path: LAB.page(
            "WebTrace" if path.endswith("webtrace/index.html") else path.rsplit("/", 2)[-2],
            "<h1>WebTrace</h1>"
            + links(items)
            + '<p>Group: <a href="/research/groups/systems.html">Systems</a></p>',
        )
        for path, items in PROJ_PAGES.items()
    }
    pages[PROJ + "/data/traces-2024.csv.gz"] = data(b"\x1f\x8b traces", "application/gzip")
    pages["/research/groups/systems.html"] = LAB.page("Systems", links([(PROJ + "/", "x")]))
    return [LAB.site(pages)]  # type: ignore[arg-type]


PROJECTSITE = Case(
    "project site (sub-paths)",
    "(university project site)",
    "Multi-Hop",
    "path_based",
    LAB.url(PROJ + "/index.html"),
    frozenset({LAB.url(p) for p in PROJ_PAGES} | {LAB.url(PROJ + "/data/traces-2024.csv.gz")}),
    _projectsite,
)

CASES = [RAWFORGE, FILEHOST, PROJECTSITE]
