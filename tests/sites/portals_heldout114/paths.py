"""Path-Based portals: GitLab, Forgejo, the Hugging Face Hub and Read the Docs."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import (
    FORGEJO,
    GITLAB,
    HUB,
    a,
    blob,
    redirect,
    render_repo,
    text,
    ul,
)

LICENSE_OHL = "CERN Open Hardware Licence Version 2 - Strongly Reciprocal\n"

# --- GitLab CE (self-hosted) -----------------------------------------------------------

GL = Portal(
    "git.fablab-ljubljana.hx114.example",
    "GitLab",
    [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    [("/help/docs", "Docs"), ("/-/privacy", "Privacy"), ("/users/sign_in", "Sign in")],
    title_format="{title} · GitLab",
    home_title="Explore projects · GitLab",
)


def _gitlab_project(
    base: str,
    name: str,
    files: dict,
    extra: dict[str, str],
    readme: str,
    side: list[tuple[str, str]],
) -> tuple[dict, set[str]]:
    repo = render_repo(GL, base, files, GITLAB, label=name)
    group = base.rsplit("/", 1)[0]
    main = (
        f'<nav class="breadcrumbs">{a(group, group.strip("/"))} / {a(base, name)}</nav>'
        f'<h1 class="project-title">{escape(name)}</h1>'
        f'<div class="project-stats">{ul(side)}</div>'
        f'<div class="tree-holder">{repo.listing}</div>'
        f'<article class="file-holder readme-holder"><div class="md">{readme}</div></article>'
    )
    pages: dict = {base: GL.page(f"{group.strip('/')} / {name}", main), **repo.pages}
    pages.update(extra)
    return pages, repo.uris | {GL.url(base)} | {GL.url(p) for p in extra}


GL1 = "/hw/bldc-driver-48v"
GL1_SHA = ["9f3c2a1e7d4b6c8a0e2f4d6b8a1c3e5f7a9b0c2d", "1b7e5c3a9d0f2e4c6a8b1d3f5e7a9c0b2d4f6e8a"]


def gitlab_bldc() -> tuple[dict, set[str]]:
    b = GL1
    files = {
        "README.md": "# BLDC driver 48 V\nKiCad 8 design of a 48 V / 20 A FOC motor driver.\n",
        "LICENSE": LICENSE_OHL,
        "hardware/bldc-driver.kicad_pro": '{"meta": {"version": 1}}\n',
        "hardware/bldc-driver.kicad_sch": "(kicad_sch (version 20231120) (generator eeschema))\n",
        "hardware/bldc-driver.kicad_pcb": "(kicad_pcb (version 20240108) (generator pcbnew))\n",
        "hardware/fab/bom.csv": "Ref,Value,Footprint,LCSC\nQ1,BSC016N06NS,TDSON-8,C123456\n",
        "firmware/src/foc.c": "/* field-oriented control loop, 20 kHz */\n",
        "docs/bringup.md": "# Bring-up\n1. Current-limited supply at 12 V.\n",
    }
    upload = f"{b}/uploads/6f1e0c9a4b2d8e7f3a5c1b9d0e2f4a6c/gerbers-v1.2.0.zip"
    extra = {
        f"{b}/-/commits/main": GL.page(
            "Commits · main", ul([(f"{b}/-/commit/{s}", s[:8]) for s in GL1_SHA])
        ),
        f"{b}/-/issues": GL.page(
            "Issues",
            ul(
                [
                    (f"{b}/-/issues/12", "Gate driver gets hot"),
                    (f"{b}/-/issues/9", "Add CAN termination"),
                ]
            ),
        ),
        f"{b}/-/issues/12": GL.page(
            "Gate driver gets hot (#12)",
            (
                "<h1>Gate driver gets hot</h1><p>The DRV8353 datasheet says "
                f"{a('http://www.ti-components.hx-vendor.test/lit/ds/drv8353.pdf', 'here')} ..."
                f"</p><p>Fixed in {a(f'{b}/-/commit/{GL1_SHA[0]}', GL1_SHA[0][:8])} by "
                f"{a('/mkovac', 'Marko Kovač')}</p>"
            ),
        ),
        f"{b}/-/issues/9": GL.page("Add CAN termination (#9)", "<h1>Add CAN termination</h1>"),
        f"{b}/-/merge_requests": GL.page(
            "Merge requests", "<p>There are no open merge requests</p>"
        ),
        f"{b}/-/releases": GL.page("Releases", ul([(f"{b}/-/releases/v1.2.0", "v1.2.0")])),
        f"{b}/-/releases/v1.2.0": GL.page(
            "v1.2.0 · Releases",
            (
                f"<h1>v1.2.0</h1><h3>Assets</h3>{ul([(upload, 'gerbers-v1.2.0.zip'), (f'{b}/-/archive/v1.2.0/bldc-driver-48v-v1.2.0.zip', 'Source code (zip)')])}"
            ),
        ),
        upload: blob("gerbers-v1.2.0.zip", "application/zip"),
        f"{b}/-/archive/v1.2.0/bldc-driver-48v-v1.2.0.zip": blob("src-v120", "application/zip"),
        f"{b}/-/archive/main/bldc-driver-48v-main.zip": blob("src-main", "application/zip"),
        f"{b}/-/wikis/home": GL.page(
            "Home · Wiki",
            (f"<h1>Wiki</h1>{ul([(f'{b}/-/wikis/Assembly-notes', 'Assembly notes')])}"),
        ),
        f"{b}/-/wikis/Assembly-notes": GL.page(
            "Assembly notes · Wiki", "<h1>Assembly</h1><p>Reflow the DRV8353 first.</p>"
        ),
    }
    for s in GL1_SHA:
        extra[f"{b}/-/commit/{s}"] = GL.page(
            f"Commit {s[:8]}", f"<h1>Commit {s}</h1><p>{a(f'{b}/-/tree/{s}', 'Browse files')}</p>"
        )
        extra[f"{b}/-/tree/{s}"] = GL.page(f"Files at {s[:8]}", "<p>(tree at commit)</p>")
    side = [
        (f"{b}/-/commits/main", "24 Commits"),
        (f"{b}/-/issues", "Issues 2"),
        (f"{b}/-/merge_requests", "Merge requests 0"),
        (f"{b}/-/releases", "1 Release"),
        (f"{b}/-/wikis/home", "Wiki"),
        (f"{b}/-/archive/main/bldc-driver-48v-main.zip", "Download source code (zip)"),
        ("/hw", "hw group"),
        ("/mkovac", "Marko Kovač"),
    ]
    readme = (
        "<h1>BLDC driver 48 V</h1><p>KiCad 8 design of a 48 V / 20 A FOC motor driver. "
        "Licensed CERN-OHL-S-2.0.</p>"
    )
    return _gitlab_project(b, "bldc-driver-48v", files, extra, readme, side)


GL2 = "/robotics/drivers/ros2-ft-sensor"
GL2_MSGS = "/robotics/drivers/ros2-ft-sensor-msgs"


def gitlab_ros() -> tuple[dict, set[str]]:
    b = GL2
    files = {
        "README.md": "# ros2-ft-sensor\nROS 2 Jazzy driver for 6-axis F/T sensors over EtherCAT.\n",
        "package.xml": '<?xml version="1.0"?><package format="3"><name>ft_sensor_driver</name>'
        "</package>\n",
        "CMakeLists.txt": "cmake_minimum_required(VERSION 3.16)\nproject(ft_sensor_driver)\n",
        "src/ft_sensor_node.cpp": "// rclcpp node publishing geometry_msgs/WrenchStamped\n",
        "config/ft150.yaml": "ft_sensor:\n  ros__parameters:\n    rate_hz: 1000\n",
        "launch/ft_sensor.launch.py": "from launch import LaunchDescription\n",
    }
    extra = {
        f"{b}/-/issues": GL.page("Issues", "<p>No open issues</p>"),
        f"{b}/-/tags": GL.page("Tags", ul([(f"{b}/-/tags/1.4.0", "1.4.0")])),
        f"{b}/-/tags/1.4.0": GL.page(
            "1.4.0 · Tags",
            (f"<h1>1.4.0</h1>{a(f'{b}/-/archive/1.4.0/ros2-ft-sensor-1.4.0.tar.gz', 'tar.gz')}"),
        ),
        f"{b}/-/archive/1.4.0/ros2-ft-sensor-1.4.0.tar.gz": blob("ros140", "application/gzip"),
        f"{b}/-/pipelines": GL.page("Pipelines", ul([(f"{b}/-/pipelines/88213", "#88213 passed")])),
        f"{b}/-/pipelines/88213": GL.page(
            "Pipeline #88213", "<h1>passed</h1><p>colcon build, colcon test</p>"
        ),
    }
    side = [
        (f"{b}/-/issues", "Issues 0"),
        (f"{b}/-/tags", "1 Tag"),
        (f"{b}/-/pipelines", "CI/CD"),
        ("/robotics/drivers", "drivers subgroup"),
    ]
    readme = (
        "<h1>ros2-ft-sensor</h1><p>ROS 2 Jazzy driver for 6-axis force/torque sensors over "
        "EtherCAT. Message definitions live in "
        f"{a(GL2_MSGS, 'ros2-ft-sensor-msgs')}; documentation on "
        f"{a('http://ftsensor-driver.rtdocs.hx114.example/en/latest/', 'Read the Docs')}.</p>"
    )
    return _gitlab_project(b, "ros2-ft-sensor", files, extra, readme, side)


def gitlab_site() -> list[Site]:
    p1, _ = gitlab_bldc()
    p2, _ = gitlab_ros()
    msgs = GL.page(
        "robotics / drivers / ros2-ft-sensor-msgs",
        "<h1>ros2-ft-sensor-msgs</h1><p>Message definitions.</p>",
    )
    return [GL.site({**p1, **p2, GL2_MSGS: msgs})]


# --- Forgejo (Codeberg-style) ------------------------------------------------------------

FJ = Portal(
    "codeberg.open-rover-coop.hx114.example",
    "Forgejo: Beyond coding. We forge.",
    [
        ("/explore/repos", "Explore"),
        ("/user/login", "Sign in"),
        ("/user/sign_up", "Register"),
        ("/assets/licenses.txt", "Licenses"),
    ],
    [("/api/swagger", "API"), ("http://forgejo.hx-project.test/", "Powered by Forgejo")],
    title_format="{title}",
    home_title="Open Rover Coop Forge",
)
FJ1 = "/openrover/rover-chassis"


def forgejo_repo() -> tuple[dict, set[str]]:
    b = FJ1
    files = {
        "README.md": "# Rover chassis\nFreeCAD 1.0 model of the six-wheel rocker-bogie chassis.\n",
        "LICENSE": LICENSE_OHL,
        "cad/chassis.FCStd": b"",
        "cad/exports/chassis.step": b"",
        "cad/exports/wheel-hub.stl": b"",
        "docs/assembly.md": "# Assembly\nStart with the rocker pivots.\n",
    }
    repo = render_repo(
        FJ,
        b,
        files,
        FORGEJO,
        label="rover-chassis",
        chrome=lambda t, m: FJ.page(
            f"{t} - rover-chassis - Open Rover Coop Forge", m, raw_title=True
        ),
    )
    sha = "c0ffee1234abcd5678ef90123456789abcdef012"
    asset = f"{b}/releases/download/v0.3/rover-chassis-step-v0.3.zip"
    extra = {
        f"{b}/commits/branch/main": FJ.page("Commits", ul([(f"{b}/commit/{sha}", sha[:10])])),
        f"{b}/commit/{sha}": FJ.page("Commit", f"<h1>Stiffer bogie link</h1><p>{sha}</p>"),
        f"{b}/issues": FJ.page("Issues", ul([(f"{b}/issues/3", "Wheel hub cracks at set screw")])),
        f"{b}/issues/3": FJ.page(
            "#3 - Wheel hub cracks",
            "<h1>Wheel hub cracks at set screw</h1>"
            f"<p>{a('/petra', 'petra')} opened this issue</p>",
        ),
        f"{b}/releases": FJ.page("Releases", ul([(f"{b}/releases/tag/v0.3", "v0.3")])),
        f"{b}/releases/tag/v0.3": FJ.page(
            "v0.3",
            ul(
                [
                    (asset, "rover-chassis-step-v0.3.zip"),
                    (f"{b}/archive/v0.3.zip", "Source code (ZIP)"),
                ]
            ),
        ),
        asset: blob("step-v03", "application/zip"),
        f"{b}/archive/v0.3.zip": blob("src-v03", "application/zip"),
        f"{b}/archive/main.zip": blob("src-main", "application/zip"),
        f"{b}/wiki": FJ.page("Wiki", ul([(f"{b}/wiki/Bill-of-materials", "Bill of materials")])),
        f"{b}/wiki/Bill-of-materials": FJ.page(
            "Bill of materials", "<table><tr><td>2020 extrusion</td><td>6 m</td></tr></table>"
        ),
    }
    tabs = ul(
        [
            (b, "Code"),
            (f"{b}/issues", "Issues 1"),
            (f"{b}/releases", "Releases 1"),
            (f"{b}/wiki", "Wiki"),
            (f"{b}/commits/branch/main", "58 commits"),
        ],
        "repo-tabs",
    )
    main = (
        f'<div class="repo-header">{a("/openrover", "openrover")} / {a(b, "rover-chassis")}'
        f"</div>{tabs}{repo.listing}{a(f'{b}/archive/main.zip', 'Download ZIP')}"
        '<div id="readme"><h1>Rover chassis</h1><p>FreeCAD 1.0 model of the six-wheel '
        "rocker-bogie chassis.</p></div>"
    )
    pages = {
        b: FJ.page(
            "openrover/rover-chassis: Six-wheel rocker-bogie chassis - Open Rover Coop Forge",
            main,
            raw_title=True,
        ),
        **repo.pages,
        **extra,
    }
    return pages, repo.uris | {FJ.url(b)} | {FJ.url(p) for p in extra}


def forgejo_site() -> list[Site]:
    return [FJ.site(forgejo_repo()[0])]


# --- Hugging Face Hub (LeRobot dataset) -----------------------------------------------

HF = Portal(
    "hub.robot-datasets-mirror.hx114.example",
    "Hugging Face",
    [
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    [("/terms-of-service", "TOS"), ("/privacy", "Privacy"), ("/huggingface", "About")],
    title_format="{title}",
    home_title="Hugging Face – The AI community building the future.",
)
HF1 = "/datasets/tum-robotics/so101_pick_place_cubes"
HF_MODEL = "/tum-robotics/act_so101_pick_place_cubes"


def hub_dataset() -> tuple[dict, set[str]]:
    b = HF1
    files = {
        "README.md": "---\nlicense: apache-2.0\ntask_categories:\n- robotics\ntags:\n- LeRobot\n"
        "---\nThis dataset was created using LeRobot.\n",
        ".gitattributes": "*.parquet filter=lfs diff=lfs merge=lfs -text\n",
        "meta/info.json": '{"codebase_version": "v2.1", "robot_type": "so101_follower", '
        '"total_episodes": 2, "fps": 30}\n',
        "meta/episodes.jsonl": '{"episode_index": 0, "length": 412}\n'
        '{"episode_index": 1, "length": 388}\n',
        "meta/tasks.jsonl": '{"task_index": 0, "task": "Put the red cube in the bowl."}\n',
        "data/chunk-000/episode_000000.parquet": b"",
        "data/chunk-000/episode_000001.parquet": b"",
        "videos/chunk-000/observation.images.wrist/episode_000000.mp4": b"",
        "videos/chunk-000/observation.images.front/episode_000000.mp4": b"",
    }
    repo = render_repo(HF, b, files, HUB, label="so101_pick_place_cubes")
    tabs = ul(
        [
            (b, "Dataset card"),
            (f"{b}/viewer/", "Data Studio"),
            (f"{b}/tree/main", "Files and versions"),
            (f"{b}/discussions", "Community 1"),
        ],
        "tabs",
    )
    extra = {
        f"{b}/viewer/": HF.page("Data Studio", f"{a(f'{b}/viewer/default/train', 'train split')}"),
        f"{b}/viewer/default/train": HF.page(
            "train · Data Studio",
            "<table><tr><td>action</td><td>observation.state</td></tr></table>",
        ),
        f"{b}/discussions": HF.page(
            "Community", ul([(f"{b}/discussions/1", "Wrist camera out of sync in ep. 1?")])
        ),
        f"{b}/discussions/1": HF.page(
            "Wrist camera out of sync?",
            f"<p>Fixed in a new commit. See {a(f'{b}/commit/5e1a9c', '5e1a9c')}.</p>",
        ),
        f"{b}/commit/5e1a9c": HF.page("Commit 5e1a9c", "<h1>Re-encode wrist video</h1>"),
    }
    main = (
        f"<header>{a('/datasets', 'Datasets')}: {a('/tum-robotics', 'tum-robotics')} / "
        f"<h1>so101_pick_place_cubes</h1></header>{tabs}"
        f'<div class="tags">{a("/datasets?task_categories=task_categories%3Arobotics", "Robotics")} '
        f"{a('/datasets?other=LeRobot', 'LeRobot')} {a('/datasets?license=license%3Aapache-2.0', 'apache-2.0')}</div>"
        '<div class="model-card prose"><p>This dataset was created using '
        f"{a('http://github.hx-code.test/huggingface/lerobot', 'LeRobot')}.</p></div>"
        f"<aside><h3>Models trained or fine-tuned on this dataset</h3>{ul([(HF_MODEL, 'act_so101_pick_place_cubes')])}"
        f"<h3>Spaces using this dataset</h3>{ul([('/spaces/lerobot/visualize_dataset?path=%2Ftum-robotics%2Fso101_pick_place_cubes', 'visualize_dataset')])}</aside>"
    )
    pages = {
        b: HF.page("tum-robotics/so101_pick_place_cubes · Datasets at Hugging Face", main),
        **repo.pages,
        **extra,
    }
    return pages, repo.uris | {HF.url(b)} | {HF.url(p) for p in extra}


def hub_site() -> list[Site]:
    pages = hub_dataset()[0]
    pages[HF_MODEL] = HF.page(
        "tum-robotics/act_so101_pick_place_cubes · Hugging Face", "<h1>ACT policy</h1>"
    )
    return [HF.site(pages)]


# --- Read the Docs (Sphinx documentation of a driver) ----------------------------------

RTD = "ftsensor-driver.rtdocs.hx114.example"
RTD_BASE = "/en/latest/"
RTD_PAGES = [
    ("index", "ft_sensor_driver"),
    ("installation", "Installation"),
    ("calibration", "Calibration"),
    ("parameters", "Parameters"),
    ("api", "C++ API"),
    ("changelog", "Changelog"),
]


def _rtd_page(name: str, title: str) -> str:
    toc = "".join(
        f'<li class="toctree-l1"><a class="reference internal" href="{n}.html">{t}</a></li>'
        for n, t in RTD_PAGES[1:]
    )
    return (
        "<!DOCTYPE html><html><head><meta charset=utf-8>"
        f"<title>{title} — ft_sensor_driver 1.4.0 documentation</title>"
        '<link rel="stylesheet" href="_static/pygments.css">'
        '<link rel="stylesheet" href="_static/alabaster.css">'
        '<script src="_static/documentation_options.js"></script>'
        '<link rel="index" title="Index" href="genindex.html">'
        '<link rel="search" title="Search" href="search.html"></head><body>'
        f'<div class="document"><div class="body" role="main"><h1>{title}</h1>'
        f"<p>Documentation of the ft_sensor_driver ROS 2 package, page {name}.</p></div>"
        f'<div class="sphinxsidebar"><h1 class="logo"><a href="index.html">ft_sensor_driver</a>'
        f'</h1><ul>{toc}</ul><p><a href="genindex.html">Index</a> · '
        f'<a href="search.html">Search</a></p></div></div>'
        f'<div class="footer">© 2026 Biorobotics Lab. <a href="_sources/{name}.rst.txt" '
        'rel="nofollow">Page source</a> · <a href="http://gitlab.hx-code.test/robotics/'
        'drivers/ros2-ft-sensor/-/blob/main/docs/index.rst">Edit on GitLab</a> · Hosted by '
        '<a href="http://about.readthedocs.hx-docs.test/">Read the Docs</a></div></body></html>'
    )


def rtd_pages() -> dict:
    pages: dict = {"/": redirect(RTD_BASE, 302)}
    for n, t in RTD_PAGES:
        pages[f"{RTD_BASE}{n}.html"] = _rtd_page(n, t)
        pages[f"{RTD_BASE}_sources/{n}.rst.txt"] = text(f"{t}\n{'=' * len(t)}\n")
    pages[RTD_BASE] = pages[f"{RTD_BASE}index.html"]
    pages[f"{RTD_BASE}genindex.html"] = _rtd_page("genindex", "Index")
    pages[f"{RTD_BASE}search.html"] = _rtd_page("search", "Search")
    pages[f"{RTD_BASE}_sources/genindex.rst.txt"] = text("Index\n")
    pages[f"{RTD_BASE}_sources/search.rst.txt"] = text("Search\n")
    for s in ("pygments.css", "alabaster.css"):
        pages[f"{RTD_BASE}_static/{s}"] = text("body{}\n", "text/css")
    pages[f"{RTD_BASE}_static/documentation_options.js"] = text("var x=1;\n", "text/javascript")
    return pages


def rtd_site() -> list[Site]:
    return [Site(RTD, rtd_pages())]


def rtd_truth() -> list[str]:
    return [
        f"http://{RTD}{p}" for p in rtd_pages() if p.startswith(RTD_BASE) and "/_static/" not in p
    ]


CASES: list[Case] = [
    # A KiCad board on a self-hosted GitLab: the seed's GitLab.com row, Path-Based.  Truth:
    # every URI under the project path reachable from it (tree, blob and raw files,
    # commits, issues, MRs, release and its upload, archives, wiki); group, user profile
    # and the vendor datasheet are outside.
    case(
        "gitlab_bldc_driver_kicad",
        "GitLab (self-hosted)",
        "multi_hop",
        "path_based",
        GL.url(GL1),
        gitlab_bldc()[1],
        gitlab_site,
    ),
    # A ROS 2 driver in a GitLab subgroup; its README links the sibling "-msgs" project
    # (whose path string starts with this one's: the seed's scope is the entry path with
    # its ending slash).  Truth: the project's own pages, tags, archive and CI pipeline.
    case(
        "gitlab_ros2_ft_sensor_driver",
        "GitLab (self-hosted)",
        "multi_hop",
        "path_based",
        GL.url(GL2),
        gitlab_ros()[1],
        gitlab_site,
        others=[GL.url(GL2_MSGS)],
    ),
    # A FreeCAD rover chassis on a Forgejo forge (BitBucket/GitLab-like software project):
    # Path-Based.  Truth: repo pages, src/raw files, commit, issue, release + asset,
    # archives and wiki under /openrover/rover-chassis.
    case(
        "forgejo_rover_chassis_freecad",
        "Forgejo (Codeberg-style forge)",
        "multi_hop",
        "path_based",
        FJ.url(FJ1),
        forgejo_repo()[1],
        forgejo_site,
    ),
    # A LeRobot dataset repository on the Hub: files, viewer, discussions and commits all
    # live under /datasets/<org>/<name>: Path-Based.  Truth: those URIs; the org, tag
    # searches, the model trained on it and the Space using it are outside.
    case(
        "hub_lerobot_so101_dataset",
        "Hugging Face Hub (robot dataset)",
        "multi_hop",
        "path_based",
        HF.url(HF1),
        hub_dataset()[1],
        hub_site,
        others=[HF.url(HF_MODEL)],
    ),
    # A driver's Sphinx documentation on Read the Docs: the whole /en/latest/ tree is the
    # artifact (the seed's Silk case: the path is the boundary).  Truth: every page and
    # page source under /en/latest/ (stylesheets and scripts are embedded resources).
    case(
        "rtd_ft_sensor_driver_docs",
        "Read the Docs (project documentation)",
        "multi_hop",
        "path_based",
        f"http://{RTD}{RTD_BASE}",
        rtd_truth(),
        rtd_site,
    ),
]
