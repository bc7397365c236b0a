"""Path-Based with Externals portals: a GitHub-style forge (raw and release-asset hosts),
Hackaday.io (CDN host) and Kaggle (storage host)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, blob, github_shape, image, render_repo, ul

LICENSE_OHL = "CERN Open Hardware Licence Version 2 - Strongly Reciprocal\n"

# --- GitHub-style forge (GitHub Enterprise Server) --------------------------------------

GH = Portal(
    "code.polyrobotics.hx114.example",
    "GitHub Enterprise",
    [
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/explore", "Explore"),
        ("/login", "Sign in"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("http://docs.github-help.hx-help.test/en/enterprise-server@3.15", "Docs"),
    ],
    title_format="{title}",
    home_title="GitHub Enterprise",
)
GH_RAW = "raw.polyrobotics.hx114.example"
GH_OBJ = "objects.polyrobotics.hx114.example"
GH1 = "/biorobotics-lab/ft-sensor-6axis"
GH_ASSETS = [
    f"http://{GH_OBJ}/release-assets/731122/5512098/ft-sensor-gerbers-v2.0.zip",
    f"http://{GH_OBJ}/release-assets/731122/5512099/ft-sensor-bom-v2.0.csv",
]
GH_DATASHEET = "http://www.ads-adc.hx-vendor.test/lit/ds/ads1262.pdf"


def github_repo() -> tuple[dict, dict, set[str]]:
    b = GH1
    files = {
        "README.md": "# ft-sensor-6axis\nOpen six-axis force/torque sensor: KiCad + flexure.\n",
        "LICENSE": LICENSE_OHL,
        "hardware/ft-sensor.kicad_sch": "(kicad_sch (version 20231120))\n",
        "hardware/ft-sensor.kicad_pcb": "(kicad_pcb (version 20240108))\n",
        "mechanics/flexure.step": b"",
        "firmware/ads1262_reader.c": "/* 24-bit ADC readout, 4.8 kSPS */\n",
        "calibration/C_matrix_v2.csv": "fx,fy,fz,tx,ty,tz\n0.91,0.02,-0.01,0,0,0\n",
        "docs/render.png": b"",
    }
    repo = render_repo(GH, b, files, github_shape(f"http://{GH_RAW}"), label="ft-sensor-6axis")
    sha = "7d1e3c5a9b2f4d6e8a0c1b3d5f7e9a2c4b6d8f0e"
    extra = {
        f"{b}/issues": GH.page("Issues", ul([(f"{b}/issues/4", "ADC drifts with temperature")])),
        f"{b}/issues/4": GH.page(
            "ADC drifts with temperature · Issue #4",
            (
                f"<p>Per the {a(GH_DATASHEET, 'ADS1262 datasheet')} the internal reference drifts; "
                f"fixed in {a(f'{b}/commit/{sha}', sha[:7])}.</p>"
            ),
        ),
        f"{b}/pulls": GH.page("Pull requests", "<p>0 Open</p>"),
        f"{b}/commits/main": GH.page("Commits", ul([(f"{b}/commit/{sha}", sha[:7])])),
        f"{b}/commit/{sha}": GH.page("Use external reference", f"<h1>{sha}</h1>"),
        f"{b}/releases": GH.page("Releases", ul([(f"{b}/releases/tag/v2.0", "v2.0")])),
        f"{b}/releases/tag/v2.0": GH.page(
            "Release v2.0",
            "<h2>Assets</h2>"
            + ul(
                [
                    (GH_ASSETS[0], "ft-sensor-gerbers-v2.0.zip"),
                    (GH_ASSETS[1], "ft-sensor-bom-v2.0.csv"),
                    (f"{b}/archive/refs/tags/v2.0.zip", "Source code (zip)"),
                ]
            ),
        ),
        f"{b}/archive/refs/tags/v2.0.zip": blob("src-v2", "application/zip"),
        f"{b}/archive/refs/heads/main.zip": blob("src-main", "application/zip"),
    }
    nav = ul(
        [
            (b, "Code"),
            (f"{b}/issues", "Issues 1"),
            (f"{b}/pulls", "Pull requests"),
            (f"{b}/commits/main", "112 Commits"),
            (f"{b}/releases", "Releases 1"),
        ],
        "UnderlineNav",
    )
    main = (
        f'<div class="AppHeader-context">{a("/biorobotics-lab", "biorobotics-lab")} / '
        f"<strong>{a(b, 'ft-sensor-6axis')}</strong></div>{nav}{repo.listing}"
        f"{a(f'{b}/archive/refs/heads/main.zip', 'Download ZIP')}"
        '<article class="markdown-body"><h1>ft-sensor-6axis</h1>'
        f'<p><img src="http://{GH_RAW}{b}/main/docs/render.png" alt="render"></p>'
        "<p>Open six-axis force/torque sensor. Paper: "
        f"{a('http://doi.hx-resolver.test/10.1016/j.ohx.2025.e00712', 'HardwareX 2025')}.</p>"
        "</article>"
    )
    pages = {
        b: GH.page("biorobotics-lab/ft-sensor-6axis: Open six-axis force/torque sensor", main),
        **repo.pages,
        **extra,
    }
    raw = {k.split(GH_RAW, 1)[1]: v for k, v in repo.raw.items()}
    uris = repo.uris | {GH.url(b)} | {GH.url(p) for p in extra} | set(GH_ASSETS)
    return pages, raw, uris


def github_sites() -> list[Site]:
    pages, raw, _ = github_repo()
    objects = {u.split(GH_OBJ, 1)[1]: blob(u) for u in GH_ASSETS}
    return [GH.site(pages), Site(GH_RAW, raw), Site(GH_OBJ, objects)]


# --- Hackaday.io ----------------------------------------------------------------------

HD = Portal(
    "projects.hackio.hx114.example",
    "Hackaday.io",
    [
        ("/projects", "Projects"),
        ("/lists", "Lists"),
        ("/events", "Events"),
        ("/prize", "Hackaday Prize"),
        ("/stack", "Stack"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("http://blog.hackday.hx-media.test/", "Blog")],
    title_format="{title} | Hackaday.io",
    home_title="Hackaday.io",
)
HD_CDN = "cdn.hackio.hx114.example"
HD1 = "/project/201447-pen-plotter-for-pcb-isolation-routing"
HD_FILES = [
    f"http://{HD_CDN}/files/2014477654321/plotter-frame.step",
    f"http://{HD_CDN}/files/2014477654322/grbl-config.h",
    f"http://{HD_CDN}/files/2014477654323/plotter-bom.xlsx",
]
HD_GITHUB = "http://github.hx-code.test/maralind/pcb-plotter"


def hackaday_pages() -> tuple[dict, set[str]]:
    b = HD1
    logs = [
        (f"{b}/log/231509-first-traces-on-fr4", "First traces on FR4"),
        (f"{b}/log/232210-z-probe-for-warped-boards", "Z-probe for warped boards"),
    ]
    tabs = ul(
        [
            (b, "Project"),
            (f"{b}/details", "Details"),
            (f"{b}/logs", "Logs 2"),
            (f"{b}/instructions", "Instructions"),
            (f"{b}/files", "Files 3"),
            (f"{b}/components", "Components"),
            (f"{b}/discussion", "Discussion"),
        ]
    )
    head = (
        f'<div class="project-header"><h1>Pen plotter for PCB isolation routing</h1>'
        f"by {a('/hacker/412233-mara-lindgren', 'Mara Lindgren')}</div>{tabs}"
    )

    def page(title: str, body: str) -> str:
        return HD.page(title, head + body)

    pages = {
        b: page(
            "Pen plotter for PCB isolation routing",
            (
                f'<img src="http://{HD_CDN}/images/resize/600x450/6718771700000.jpg">'
                "<p>A CoreXY plotter drawing etch resist on copper clad.</p>"
                f"<h3>Links</h3>{ul([(HD_GITHUB, 'GitHub')])}<h3>Project logs</h3>{ul(logs)}"
                f'<div class="tags">{a("/projects?tag=plotter", "plotter")} '
                f"{a('/projects?tag=pcb', 'pcb')}</div>"
                f"<p>Entered in {a('/prize/2026', 'Hackaday Prize 2026')}</p>"
            ),
        ),
        f"{b}/details": page("Details", "<p>Uses a pen with etch-resistant ink.</p>"),
        f"{b}/logs": page("Logs", ul(logs)),
        f"{b}/instructions": page("Instructions", "<ol><li>Print the frame parts.</li></ol>"),
        f"{b}/files": page("Files", ul([(u, u.rsplit("/", 1)[1]) for u in HD_FILES])),
        f"{b}/components": page(
            "Components", "<ul><li>2 × NEMA17</li><li>Arduino CNC shield</li></ul>"
        ),
        f"{b}/discussion": page("Discussion", "<p>Nice build! What pen did you use?</p>"),
    }
    for u, t in logs:
        pages[u] = page(t, f"<h2>{t}</h2><p>Log entry.</p>")
    return pages, {HD.url(p) for p in pages} | set(HD_FILES)


def hackaday_sites() -> list[Site]:
    cdn = {u.split(HD_CDN, 1)[1]: blob(u) for u in HD_FILES}
    cdn["/images/resize/600x450/6718771700000.jpg"] = image()
    return [HD.site(hackaday_pages()[0]), Site(HD_CDN, cdn)]


# --- Kaggle ---------------------------------------------------------------------------

KG = Portal(
    "www.kagglehub.hx114.example",
    "Kaggle",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | Kaggle",
    home_title="Kaggle: Your Machine Learning and Data Science Community",
)
KG_ST = "storage.kagglehub.hx114.example"
KG1 = "/datasets/mirelapopescu/ur5-grasp-success-with-tactile-feedback"
KG_DL = [
    f"http://{KG_ST}/kaggle-data-sets/4412345/7654321/bundle/archive.zip",
    f"http://{KG_ST}/kaggle-data-sets/4412345/7654321/compressed/grasps.csv.zip",
    f"http://{KG_ST}/kaggle-data-sets/4412345/7654321/compressed/tactile_frames.npz.zip",
]
KG_NB = "/code/jdoe/grasp-success-baseline-cnn"


def kaggle_pages() -> tuple[dict, set[str]]:
    b = KG1
    tabs = ul(
        [
            (b, "Data Card"),
            (f"{b}/code", "Code (1)"),
            (f"{b}/discussion", "Discussion (1)"),
            (f"{b}/suggestions", "Suggestions (0)"),
        ]
    )
    head = (
        f"<h1>UR5 grasp success with tactile feedback</h1>"
        f"<p>{a('/mirelapopescu', 'Mirela Popescu')} · Updated 2 months ago</p>{tabs}"
        f"{a(KG_DL[0], 'Download (2 GB)')}"
    )

    def page(title: str, body: str) -> str:
        return KG.page(title, head + body)

    pages = {
        b: page(
            "UR5 grasp success with tactile feedback",
            (
                "<p>12,000 grasps with GelSight-style tactile frames.</p>"
                f"<h3>Data Explorer</h3>{ul([(f'{b}/data?select=grasps.csv', 'grasps.csv'), (f'{b}/data?select=tactile_frames.npz', 'tactile_frames.npz')])}"
                f"<p>Version 3 · {a(f'{b}/versions/2', 'Version 2')}</p>"
                f"<p>License: {a('http://creativecommons.hx-licences.test/licenses/by-sa/4.0/', 'CC BY-SA 4.0')}</p>"
                f'<div class="tags">{a("/datasets?tags=13303-Robotics", "Robotics")}</div>'
            ),
        ),
        f"{b}/data?select=grasps.csv": page("grasps.csv", a(KG_DL[1], "Download grasps.csv")),
        f"{b}/data?select=tactile_frames.npz": page(
            "tactile_frames.npz", a(KG_DL[2], "Download tactile_frames.npz")
        ),
        f"{b}/versions/2": page("Version 2", "<p>Version 2: removed 40 mislabelled grasps.</p>"),
        f"{b}/code": page("Code", ul([(KG_NB, "Grasp success baseline CNN")])),
        f"{b}/discussion": page(
            "Discussion", ul([(f"{b}/discussion/512345", "Units of tactile frames?")])
        ),
        f"{b}/discussion/512345": page("Units of tactile frames?", "<p>8-bit intensity.</p>"),
        f"{b}/suggestions": page("Suggestions", "<p>No suggestions.</p>"),
    }
    return pages, {KG.url(p) for p in pages} | set(KG_DL)


def kaggle_sites() -> list[Site]:
    pages = kaggle_pages()[0]
    pages[KG_NB] = KG.page("Grasp success baseline CNN", "<h1>Notebook</h1>")
    return [KG.site(pages), Site(KG_ST, {u.split(KG_ST, 1)[1]: blob(u) for u in KG_DL})]


CASES: list[Case] = [
    # The seed's GitHub row: repository pages under the repo path plus raw files and
    # release assets on the forge's other hosts: Path-Based with Externals.  Truth: repo
    # pages, raw files (raw host) and release assets (objects host); the vendor datasheet,
    # DOI link and footer docs link are not the artifact.
    case(
        "ghes_ft_sensor_6axis",
        "GitHub Enterprise Server (hardware repo)",
        "multi_hop",
        "path_based_externals",
        GH.url(GH1),
        github_repo()[2],
        github_sites,
    ),
    # A Hackaday.io project: its tabs and logs under /project/<id>-<slug>, its files on the
    # CDN host: Path-Based with Externals.  Truth: the project pages and the three CDN files.
    case(
        "hackaday_pcb_pen_plotter",
        "Hackaday.io (maker project)",
        "multi_hop",
        "path_based_externals",
        HD.url(HD1),
        hackaday_pages()[1],
        hackaday_sites,
    ),
    # The seed's Kaggle row: dataset tabs under the dataset path, downloads on the storage
    # host: Path-Based with Externals.  Truth: the tabs, file views, old version page,
    # discussion and the three storage downloads; the notebook is its own artifact.
    case(
        "kaggle_ur5_tactile_grasps",
        "Kaggle (dataset)",
        "multi_hop",
        "path_based_externals",
        KG.url(KG1),
        kaggle_pages()[1],
        kaggle_sites,
        others=[KG.url(KG_NB)],
    ),
]
