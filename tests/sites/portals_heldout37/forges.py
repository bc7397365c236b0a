"""Self-hosted forges: a laboratory's GitLab and a university's Forgejo.

GitLab: the seed's GitLab.com row — tree, blobs, raw files, issues, merge requests,
releases, tags, archives, wiki and pipelines all live under the project path (the "/-/"
routes included), so Path-Based gives the project; the group page, user profiles, help and
explore pages and a fork under another namespace lie outside it.
Forgejo: the seed's GitHub row — the repository's pages live under its path, but its
release binaries sit on the university's download mirror and its documentation on the
docs host, both other registrable domains: Path-Based with Externals.  The forge prints no
other off-site links (no share buttons, assets served locally).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Inst, text_file, ul, zip_file

# A project: relative path -> (title, [(relative or absolute link, label)], file body or None)
Tree = dict[str, tuple[str, Sequence[tuple[str, str]], Response | None]]


def _render(
    inst: Inst, project: str, tree: Tree, chrome: Sequence[tuple[str, str]]
) -> dict[str, PageValue]:
    """The pages of one project on its forge; relative links resolve under the project."""
    pages: dict[str, PageValue] = {}
    tabs = [(project + p, t) for p, (t, _l, _b) in tree.items() if p in TABS]
    for rel, (title, links, body) in tree.items():
        if body is not None:
            pages[project + rel] = body
            continue
        items = [(h if h.startswith(("/", "http")) else f"{project}/{h}", t) for h, t in links]
        main = (
            f'<div class="project-header"><h1>{escape(project.strip("/"))}</h1>'
            f'<nav class="project-tabs">{ul(tabs)}</nav></div><h2>{escape(title)}</h2>'
            f"{ul(items)}<aside>{ul(chrome)}</aside>"
        )
        pages[project + rel] = inst.page(f"{title} · {project.strip('/')}", main)
    return pages


TABS = {"", "/-/issues", "/-/merge_requests", "/-/releases", "/-/wikis/home", "/issues"}
TABS |= {"/releases", "/wiki", "/pulls", "/src/branch/main"}

# --- GitLab of the Orrington Laboratory ------------------------------------------------------

OL = Inst(
    "gitlab.orrington-lab.hx37.example",
    "Orrington Lab GitLab",
    "GitLab Community Edition",
    [("/explore", "Explore"), ("/dashboard/projects", "Projects"), ("/help", "Help")],
    [("/help/docs", "Docs"), ("/-/user_settings/profile", "Preferences"), ("/help/about", "About")],
    title_format="{title} · {name}",
    share=False,
)
OL_CHROME = [
    ("/geo-sim", "Group: geo-sim"),
    ("/mhalvorsen", "M. Halvorsen"),
    ("/explore", "Explore"),
]


def _ol_small() -> Tree:
    sha = "4e1a9c0"
    return {
        "": (
            "tidewater-model",
            [
                ("-/tree/main", "Files"),
                ("-/blob/main/README.md", "README.md"),
                ("-/issues", "Issues"),
                ("-/releases", "Releases"),
                (f"-/commit/{sha}", sha),
            ],
            None,
        ),
        "/-/tree/main": (
            "Files",
            [("-/blob/main/README.md", "README.md"), ("-/blob/main/model.py", "model.py")],
            None,
        ),
        "/-/blob/main/README.md": ("README.md", [("-/raw/main/README.md", "Raw")], None),
        "/-/blob/main/model.py": ("model.py", [("-/raw/main/model.py", "Raw")], None),
        "/-/raw/main/README.md": ("", [], text_file("# tidewater-model\nTide simulation.\n")),
        "/-/raw/main/model.py": ("", [], text_file("def step(h):\n    return h * 0.98\n")),
        "/-/issues": ("Issues", [("-/issues/1", "#1 Boundary drift")], None),
        "/-/issues/1": ("Boundary drift (#1)", [("/mhalvorsen", "@mhalvorsen")], None),
        "/-/releases": (
            "Releases",
            [("-/archive/v1.0.0/tidewater-model-v1.0.0.zip", "Source (zip)")],
            None,
        ),
        "/-/archive/v1.0.0/tidewater-model-v1.0.0.zip": (
            "",
            [],
            zip_file("tidewater-model v1.0.0"),
        ),
        f"/-/commit/{sha}": (f"Commit {sha}", [("-/tree/main", "Browse files")], None),
    }


def _ol_big() -> Tree:
    t: Tree = {
        "": (
            "lidar-canopy-pipeline",
            [
                ("-/tree/main", "Files"),
                ("-/issues", "Issues"),
                ("-/merge_requests", "Merge requests"),
                ("-/releases", "Releases"),
                ("-/tags", "Tags"),
                ("-/wikis/home", "Wiki"),
                ("-/pipelines", "Pipelines"),
                ("/kowalczyk/lidar-canopy-pipeline", "Forked from"),
            ],
            None,
        ),
        "/-/tree/main": (
            "Files",
            [("-/blob/main/README.md", "README.md"), ("-/tree/main/src", "src")],
            None,
        ),
        "/-/tree/main/src": ("src", [("-/blob/main/src/tiles.py", "tiles.py")], None),
        "/-/blob/main/README.md": ("README.md", [("-/raw/main/README.md", "Raw")], None),
        "/-/blob/main/src/tiles.py": (
            "tiles.py",
            [("-/raw/main/src/tiles.py", "Raw"), ("-/blame/main/src/tiles.py", "Blame")],
            None,
        ),
        "/-/blame/main/src/tiles.py": ("Blame tiles.py", [], None),
        "/-/raw/main/README.md": ("", [], text_file("# lidar-canopy-pipeline\n")),
        "/-/raw/main/src/tiles.py": ("", [], text_file("TILE = 500\n")),
        "/-/issues": (
            "Issues",
            [("-/issues/7", "#7"), ("-/issues/8", "#8"), ("-/issues?page=2", "Next")],
            None,
        ),
        "/-/issues?page=2": ("Issues, page 2", [("-/issues/3", "#3"), ("-/issues", "Prev")], None),
        "/-/merge_requests": ("Merge requests", [("-/merge_requests/12", "!12")], None),
        "/-/merge_requests/12": (
            "Speed up tiling (!12)",
            [("-/merge_requests/12/diffs", "Changes")],
            None,
        ),
        "/-/merge_requests/12/diffs": ("Changes (!12)", [], None),
        "/-/releases": (
            "Releases",
            [("-/releases/v2.1.0", "v2.1.0"), ("-/releases/v2.0.0", "v2.0.0")],
            None,
        ),
        "/-/tags": ("Tags", [("-/tags/v2.1.0", "v2.1.0"), ("-/tags/v2.0.0", "v2.0.0")], None),
        "/-/wikis/home": (
            "Wiki",
            [("-/wikis/installation", "Installation"), ("-/wikis/calibration", "Calibration")],
            None,
        ),
        "/-/wikis/installation": ("Installation", [], None),
        "/-/wikis/calibration": ("Calibration", [], None),
        "/-/pipelines": ("Pipelines", [("-/pipelines/8812", "#8812")], None),
        "/-/pipelines/8812": (
            "Pipeline #8812",
            [("-/jobs/40117/artifacts/download", "Artifacts")],
            None,
        ),
        "/-/jobs/40117/artifacts/download": ("", [], zip_file("job 40117")),
    }
    for n, who in [(7, "Noise filter"), (8, "CRS mismatch"), (3, "Docs typo")]:
        t[f"/-/issues/{n}"] = (f"{who} (#{n})", [("/mhalvorsen", "@mhalvorsen")], None)
    for v in ["v2.1.0", "v2.0.0"]:
        arc = f"-/archive/{v}/lidar-canopy-pipeline-{v}.tar.gz"
        t[f"/-/releases/{v}"] = (f"Release {v}", [(arc, "Source (tar.gz)")], None)
        t[f"/-/tags/{v}"] = (f"Tag {v}", [(f"-/releases/{v}", "Release")], None)
        t["/" + arc] = ("", [], zip_file(v))
    return t


OL_PROJECTS = {
    "/geo-sim/tidewater-model": _ol_small,
    "/remote-sensing/lidar-canopy-pipeline": _ol_big,
}


def _ol_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for project, tree in OL_PROJECTS.items():
        pages.update(_render(OL, project, tree(), OL_CHROME))
    for p, t in [
        ("/geo-sim", "geo-sim"),
        ("/remote-sensing", "remote-sensing"),
        ("/mhalvorsen", "Magnus Halvorsen"),
        ("/kowalczyk/lidar-canopy-pipeline", "Fork source"),
    ]:
        pages[p] = OL.chrome(t, "Elsewhere on this GitLab.")
    return [OL.site(pages)]


def _ol_case(name: str, project: str, detail: str, others: frozenset[str] = frozenset()) -> Case:
    return Case(
        name,
        f"Self-hosted GitLab ({detail})",
        "Multi-Hop",
        "path_based",
        OL.url(project),
        frozenset(OL.url(project + rel) for rel in OL_PROJECTS[project]()),
        _ol_site,
        others=others,
    )


# --- Forgejo of Larkspur University, downloads and docs on other domains -----------------------

LK = Inst(
    "code.larkspur-uni.hx37.example",
    "Larkspur Code",
    "Forgejo",
    [("/explore/repos", "Explore"), ("/user/login", "Sign in"), ("/help", "Help")],
    [("/assets/licenses.txt", "Licenses"), ("/api/swagger", "API")],
    title_format="{title} - {name}",
    share=False,
)
MIRROR = "dl.larkspur-mirror.hx37.example"
DOCS = "docs.larkspur-pages.hx37.example"
LK_CHROME = [("/ecohydro", "ecohydro"), ("/explore/repos", "Explore")]


def _lk_small() -> tuple[Tree, dict[str, dict[str, PageValue]]]:
    rel = f"http://{MIRROR}/leafwet/v0.3.0/leafwet-0.3.0-linux-x86_64.tar.gz"
    tree: Tree = {
        "": (
            "leafwet",
            [
                ("src/branch/main", "Code"),
                ("issues", "Issues"),
                ("releases", "Releases"),
                ("src/branch/main/README.md", "README.md"),
            ],
            None,
        ),
        "/src/branch/main": ("Code", [("src/branch/main/README.md", "README.md")], None),
        "/src/branch/main/README.md": ("README.md", [("raw/branch/main/README.md", "Raw")], None),
        "/raw/branch/main/README.md": (
            "",
            [],
            text_file("# leafwet\nLeaf wetness sensor firmware.\n"),
        ),
        "/issues": ("Issues", [("issues/4", "#4 Calibration")], None),
        "/issues/4": ("Calibration (#4)", [], None),
        "/releases": (
            "Releases",
            [("releases/tag/v0.3.0", "v0.3.0"), (rel, "leafwet-0.3.0-linux")],
            None,
        ),
        "/releases/tag/v0.3.0": (
            "v0.3.0",
            [("archive/v0.3.0.tar.gz", "Source code"), (rel, "Binary")],
            None,
        ),
        "/archive/v0.3.0.tar.gz": ("", [], zip_file("leafwet v0.3.0")),
    }
    return tree, {MIRROR: {"/leafwet/v0.3.0/leafwet-0.3.0-linux-x86_64.tar.gz": zip_file("bin")}}


def _lk_big() -> tuple[Tree, dict[str, dict[str, PageValue]]]:
    bins = {
        v: [f"/stomatal/{v}/stomatal-{v}-{arch}.zip" for arch in ("win64", "macos", "linux")]
        for v in ("v1.4.2", "v1.5.0")
    }
    docs = ["/stomatal/", "/stomatal/api.html"]
    tree: Tree = {
        "": (
            "stomatal",
            [
                ("src/branch/main", "Code"),
                ("issues", "Issues"),
                ("pulls", "Pull requests"),
                ("releases", "Releases"),
                ("wiki", "Wiki"),
                (f"http://{DOCS}/stomatal/", "Website"),
                ("/ecohydro", "ecohydro"),
            ],
            None,
        ),
        "/src/branch/main": (
            "Code",
            [("src/branch/main/docs", "docs"), ("src/branch/main/CITATION.cff", "CITATION.cff")],
            None,
        ),
        "/src/branch/main/docs": (
            "docs",
            [(f"http://{DOCS}/stomatal/api.html", "API reference")],
            None,
        ),
        "/src/branch/main/CITATION.cff": (
            "CITATION.cff",
            [("raw/branch/main/CITATION.cff", "Raw")],
            None,
        ),
        "/raw/branch/main/CITATION.cff": (
            "",
            [],
            text_file("cff-version: 1.2.0\ntitle: stomatal\n"),
        ),
        "/issues": ("Issues", [("issues/21", "#21"), ("issues?page=2&state=open", "2")], None),
        "/issues?page=2&state=open": ("Issues, page 2", [("issues/9", "#9")], None),
        "/issues/21": ("Conductance units (#21)", [("pulls/22", "Fixed by #22")], None),
        "/issues/9": ("Windows build (#9)", [], None),
        "/pulls": ("Pull requests", [("pulls/22", "#22")], None),
        "/pulls/22": ("Fix units (#22)", [("pulls/22/files", "Files changed")], None),
        "/pulls/22/files": ("Files changed (#22)", [], None),
        "/wiki": ("Wiki", [("wiki/Field-protocol", "Field protocol")], None),
        "/wiki/Field-protocol": ("Field protocol", [], None),
        "/releases": ("Releases", [(f"releases/tag/{v}", v) for v in bins], None),
    }
    for v, files in bins.items():
        tree[f"/releases/tag/{v}"] = (
            v,
            [(f"archive/{v}.zip", "Source code (ZIP)")]
            + [(f"http://{MIRROR}{f}", f.rsplit("/", 1)[1]) for f in files],
            None,
        )
        tree[f"/archive/{v}.zip"] = ("", [], zip_file(v))
    ext: dict[str, dict[str, PageValue]] = {
        MIRROR: {f: zip_file(f) for fs in bins.values() for f in fs},
        DOCS: {
            d: f"<!DOCTYPE html><title>stomatal docs</title><h1>stomatal {escape(d)}</h1>"
            for d in docs
        },
    }
    return tree, ext


LK_PROJECTS = {"/ecohydro/leafwet": _lk_small, "/ecohydro/stomatal": _lk_big}


def _lk_site() -> list[Site]:
    pages: dict[str, PageValue] = {"/ecohydro": LK.chrome("ecohydro", "Organisation.")}
    ext: dict[str, dict[str, PageValue]] = {MIRROR: {}, DOCS: {}}
    for project, make in LK_PROJECTS.items():
        tree, more = make()
        pages.update(_render(LK, project, tree, LK_CHROME))
        for host, p in more.items():
            ext[host].update(p)
    return [LK.site(pages), *(Site(h, p) for h, p in ext.items())]


def _lk_case(name: str, project: str, detail: str) -> Case:
    tree, more = LK_PROJECTS[project]()
    truth = {LK.url(project + rel) for rel in tree}
    truth |= {f"http://{h}{p}" for h, ps in more.items() for p in ps}
    return Case(
        name,
        f"Gitea/Forgejo ({detail})",
        "Multi-Hop",
        "path_based_externals",
        LK.url(project),
        frozenset(truth),
        _lk_site,
    )


CASES = [
    # GitLab: the seed's GitLab.com row, everything under the project path.
    _ol_case("ol-tidewater", "/geo-sim/tidewater-model", "lab instance, small project"),
    _ol_case(
        "ol-lidar",
        "/remote-sensing/lidar-canopy-pipeline",
        "wiki, pipelines, paginated issues, fork parent",
        frozenset({OL.url("/kowalczyk/lidar-canopy-pipeline")}),
    ),
    # Forgejo: the seed's GitHub row, binaries and docs on other domains.
    _lk_case("lk-leafwet", "/ecohydro/leafwet", "one release binary on the mirror"),
    _lk_case("lk-stomatal", "/ecohydro/stomatal", "two releases, docs site, pagination"),
]
