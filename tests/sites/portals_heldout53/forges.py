"""Multi-hop project portals whose artifact lives under the entry's path: an engineering
hardware-design forge, per-campaign simulation dashboards on their own subdomains, and a
simulation-code host whose raw files and release assets sit on another domain."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, blob, ecsv, li, opaque, text

# --- Hardware design forge (self-hosted, GitLab-flavoured but its own markup) -------------

HW = Skin(
    host="forge.machinecraft-hw.hx53.example",
    name="MachineCraft Forge",
    menu=[
        ("/explore/projects", "Projects"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[("/help/terms", "Terms"), ("/help/privacy", "Privacy"), ("/api/v4/docs", "API")],
    title_fmt="{title} · {name}",
    banner=False,
    login=("/users/sign_in", "Sign in / Register"),
    tagline="Open hardware for accelerator and cryogenic engineering",
)

HW_PROJECTS = {
    "/cryo-optics/window-mount": dict(
        title="Cryostat window mount",
        owner="hsalo",
        files=["README.md", "cad/mount.step", "cad/clamp_ring.step", "drawings/mount.pdf"],
        issues=[1, 2],
        releases=["v1.0"],
        pages=1,
        wiki=["home"],
        fork=None,
    ),
    "/beamline-eng/kicker-driver-pcb": dict(
        title="Fast kicker magnet driver PCB",
        owner="mokonkwo",
        files=[
            "README.md",
            "LICENSE",
            "pcb/driver.kicad_pcb",
            "pcb/driver.kicad_sch",
            "sim/pulse_spice.cir",
            "docs/test_report_2025.md",
            "bom/bom.csv",
        ],
        issues=[3, 5, 6, 8, 9, 11, 12, 14],
        releases=["v2.0", "v2.1"],
        pages=2,
        wiki=["home", "assembly", "hv-safety"],
        fork="/upstream-pulsed/kicker-pcb",
    ),
}


def _hw_tabs(p: str) -> str:
    return "".join(
        f'<a class="sidebar-item" href="{p}{s}">{t}</a>'
        for s, t in (
            ("", "Project overview"),
            ("/-/tree/main", "Repository"),
            ("/-/issues", "Issues"),
            ("/-/releases", "Releases"),
            ("/-/wikis/home", "Wiki"),
            ("/-/commits/main", "Commits"),
        )
    )


def _hw_members(p: str) -> set[str]:
    d = HW_PROJECTS[p]
    paths = {"", "/-/tree/main", "/-/issues", "/-/releases", "/-/commits/main"}
    paths |= {f"/-/blob/main/{f}" for f in d["files"]}
    paths |= {f"/-/raw/main/{f}" for f in d["files"]}
    paths |= {f"/-/tree/main/{d_}" for d_ in {f.rsplit("/", 1)[0] for f in d["files"] if "/" in f}}
    paths |= {f"/-/issues/{i}" for i in d["issues"]}
    paths |= {f"/-/issues?page={n}" for n in range(2, d["pages"] + 1)}
    paths |= {f"/-/releases/{r}" for r in d["releases"]}
    paths |= {f"/-/archive/{r}/{p.rsplit('/', 1)[1]}-{r}.zip" for r in d["releases"]}
    paths |= {f"/-/wikis/{w}" for w in d["wiki"]}
    return {HW.url(p + s) for s in paths}


def hw_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, d in HW_PROJECTS.items():
        name, group = p.rsplit("/", 1)[1], p.split("/")[1]
        crumbs = [(f"/{group}", group), (p, name)]

        def pg(title: str, main: str, p: str = p, crumbs: list[tuple[str, str]] = crumbs) -> str:
            return HW.page(f"{title} · {p[1:]}", main, aside=_hw_tabs(p), crumbs=crumbs)

        dirs = sorted({f.rsplit("/", 1)[0] for f in d["files"] if "/" in f})
        tree = li(
            [(f"{p}/-/tree/main/{x}", x + "/") for x in dirs]
            + [(f"{p}/-/blob/main/{f}", f) for f in d["files"] if "/" not in f]
        )
        forked = (
            f'<p>Forked from <a href="{d["fork"]}">{d["fork"][1:]}</a></p>' if d["fork"] else ""
        )
        pages[p] = pg(
            d["title"],
            (
                f'<h1>{escape(d["title"])}</h1>{forked}<p>Owner: <a href="/{d["owner"]}">'
                f'@{d["owner"]}</a></p><form action="{p}/-/star" method="post"><button>Star'
                f'</button></form>{tree}<p>Latest release: <a href="{p}/-/releases/'
                f'{d["releases"][-1]}">{d["releases"][-1]}</a></p>'
            ),
        )
        pages[f"{p}/-/tree/main"] = pg("Files", tree)
        for x in dirs:
            pages[f"{p}/-/tree/main/{x}"] = pg(
                x,
                li(
                    [
                        (f"{p}/-/blob/main/{f}", f.rsplit("/", 1)[1])
                        for f in d["files"]
                        if f.startswith(x + "/")
                    ]
                ),
            )
        for f in d["files"]:
            pages[f"{p}/-/blob/main/{f}"] = pg(
                f,
                (
                    f'<h2>{f}</h2><a class="btn" href="{p}/-/raw/main/{f}">Open raw</a>'
                    f'<a href="{p}/-/commits/main">History</a><pre>...</pre>'
                ),
            )
            pages[f"{p}/-/raw/main/{f}"] = text(f"{d['title']}: {f}\n")
        issue_list = d["issues"]
        per = (len(issue_list) + d["pages"] - 1) // d["pages"]
        for n in range(1, d["pages"] + 1):
            chunk = issue_list[(n - 1) * per : n * per]
            pager = (
                " ".join(
                    f'<a href="{p}/-/issues' + (f"?page={k}" if k > 1 else "") + f'">{k}</a>'
                    for k in range(1, d["pages"] + 1)
                )
                if d["pages"] > 1
                else ""
            )
            key = f"{p}/-/issues" + (f"?page={n}" if n > 1 else "")
            pages[key] = pg(
                "Issues",
                li([(f"{p}/-/issues/{i}", f"#{i}") for i in chunk])
                + f'<nav class="pagination">{pager}</nav>',
            )
        for i in issue_list:
            pages[f"{p}/-/issues/{i}"] = pg(
                f"Issue #{i}",
                (
                    f'<h1>Tolerance question #{i}</h1><p>Opened by <a href="/{d["owner"]}">'
                    f'{d["owner"]}</a></p><a href="{p}/-/issues">All issues</a>'
                ),
            )
        rel_items = []
        for r in d["releases"]:
            arch = f"{p}/-/archive/{r}/{name}-{r}.zip"
            pages[arch] = blob(b"PK\x05\x06" + bytes(18), "application/zip")
            pages[f"{p}/-/releases/{r}"] = pg(
                f"Release {r}", (f'<h1>{r}</h1><a href="{arch}">Source code (zip)</a>')
            )
            rel_items.append((f"{p}/-/releases/{r}", r))
        pages[f"{p}/-/releases"] = pg("Releases", li(rel_items))
        pages[f"{p}/-/commits/main"] = pg("Commits", "<ol><li>Update drawing rev C</li></ol>")
        for w in d["wiki"]:
            pages[f"{p}/-/wikis/{w}"] = pg(
                f"Wiki: {w}",
                "<h1>" + w + "</h1>" + li([(f"{p}/-/wikis/{x}", x) for x in d["wiki"]]),
            )
        if d["fork"]:
            pages[d["fork"]] = HW.page(
                "Kicker PCB · upstream-pulsed/kicker-pcb",
                "<h1>Kicker PCB</h1><p>Upstream project.</p>",
            )
    return [HW.site(pages)]


# --- Per-campaign simulation dashboards (each campaign is a subdomain site) ---------------

SB_MAIN = Skin(
    host="www.simboardly.hx53.example",
    name="Simboardly",
    menu=[("/explore", "Explore campaigns"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    footer=[("/legal/terms", "Terms"), ("/legal/privacy", "Privacy"), ("/blog", "Blog")],
    title_fmt="{title} — {name}",
    tagline="Publish your simulation campaign as a site",
)

CAMPAIGNS = {
    "edge-turbulence": dict(
        title="Tokamak edge turbulence scan (gyrofluid)",
        runs=["q95-3.5", "q95-4.0", "q95-4.5"],
        pages=1,
    ),
    "rotor-icing-cfd": dict(
        title="Wind-turbine rotor icing: URANS campaign 2025",
        runs=[f"case-{i:02d}" for i in range(1, 9)],
        pages=2,
    ),
}


def _camp_host(c: str) -> str:
    return f"{c}.simboardly.hx53.example"


def _camp_page(c: str, title: str, main: str) -> str:
    d = CAMPAIGNS[c]
    www = SB_MAIN.origin
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="{www}/assets/main.css"><script src="{www}/assets/app.js"></script>
</head><body><div class="campaign-bar"><a href="/">{escape(d["title"])}</a> ·
<a href="/runs">Runs</a> · <a href="/parameters">Parameters</a> · <a href="/about">About</a></div>
<main>{main}</main><footer><a href="{www}/?ref=badge">Made with Simboardly</a> ·
<a href="{www}/signup?from={c}">Create your own</a> · <a href="{www}/legal/terms">Terms</a>
</footer></body></html>
"""


def _camp_paths(c: str) -> list[str]:
    d = CAMPAIGNS[c]
    paths = ["/", "/runs", "/parameters", "/about", "/downloads/all-outputs.zip"]
    paths += [f"/runs?page={n}" for n in range(2, d["pages"] + 1)]
    for r in d["runs"]:
        paths += [
            f"/runs/{r}",
            f"/parameters/{r}.nml",
            f"/outputs/{r}/timeseries.csv",
            f"/outputs/{r}/spectra.csv",
        ]
    return paths


def camp_sites() -> list[Site]:
    sites = [
        SB_MAIN.site(
            {
                "/explore": SB_MAIN.page(
                    "Explore",
                    li([(f"http://{_camp_host(c)}/", d["title"]) for c, d in CAMPAIGNS.items()]),
                ),
                "/signup": SB_MAIN.page("Create your campaign site", "<h1>Sign up</h1>"),
            }
        )
    ]
    for c, d in CAMPAIGNS.items():
        s = Site(_camp_host(c))
        runs = d["runs"]
        per = (len(runs) + d["pages"] - 1) // d["pages"]
        s.add(
            "/",
            _camp_page(
                c,
                d["title"],
                (
                    f"<h1>{escape(d['title'])}</h1><p>{len(runs)} runs.</p>"
                    '<p><a href="/runs">Browse runs</a> · <a href="/downloads/all-outputs.zip">'
                    "Download all outputs</a></p>"
                ),
            ),
        )
        for n in range(1, d["pages"] + 1):
            pager = (
                "".join(
                    ' <a href="/runs' + (f"?page={k}" if k > 1 else "") + f'">{k}</a>'
                    for k in range(1, d["pages"] + 1)
                )
                if d["pages"] > 1
                else ""
            )
            s.add(
                "/runs" + (f"?page={n}" if n > 1 else ""),
                _camp_page(
                    c,
                    f"Runs — {d['title']}",
                    li([(f"/runs/{r}", r) for r in runs[(n - 1) * per : n * per]]) + pager,
                ),
            )
        s.add(
            "/parameters",
            _camp_page(
                c,
                f"Parameters — {d['title']}",
                li([(f"/parameters/{r}.nml", f"{r}.nml") for r in runs]),
            ),
        )
        s.add("/about", _camp_page(c, f"About — {d['title']}", "<p>Solver and mesh notes.</p>"))
        s.add("/downloads/all-outputs.zip", blob(b"PK\x05\x06" + bytes(18), "application/zip"))
        for i, r in enumerate(runs):
            s.add(
                f"/runs/{r}",
                _camp_page(
                    c,
                    f"{r} — {d['title']}",
                    (
                        f"<h1>Run {r}</h1>"
                        + li(
                            [
                                (f"/parameters/{r}.nml", "Namelist"),
                                (f"/outputs/{r}/timeseries.csv", "Time series"),
                                (f"/outputs/{r}/spectra.csv", "Spectra"),
                            ]
                        )
                    ),
                ),
            )
            s.add(f"/parameters/{r}.nml", text(f"&run\n  label = '{r}'\n  nt = 40000\n/\n"))
            s.add(f"/outputs/{r}/timeseries.csv", ecsv([r], ["t", "E"], 10, i))
            s.add(f"/outputs/{r}/spectra.csv", ecsv([r], ["k", "P"], 10, i + 5))
        sites.append(s)
    return sites


# --- Simulation-code host with a raw-content domain -----------------------------------------

FX = Skin(
    host="code.fluxhub.hx53.example",
    name="FluxHub",
    menu=[
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/marketplace", "Marketplace"),
        ("/features", "Features"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/security", "Security"),
        ("/site/docs", "Docs"),
        ("/site/contact", "Contact"),
    ],
    title_fmt="{title} · {name}",
    login=("/login", "Sign in"),
    tagline="Where simulation code lives",
)
RAW = "raw.fluxhubcontent.hx53.example"
OBJ = "objects.fluxhubcontent.hx53.example"

FX_REPOS = {
    "/cfd-lab/vortex-shedding-les": dict(
        desc="LES of flow past a cylinder at Re=3900, with case setups",
        files=["README.md", "params/re3900.yaml", "params/mesh.cfg"],
        tickets=[4],
        tags={"v1.0": ["les-fields-v1.0.tar"]},
        wiki=False,
    ),
    "/plasma-sim/pic-wakefield": dict(
        desc="Particle-in-cell laser wakefield runs and input decks",
        files=[
            "README.md",
            "inputs/lwfa_base.in",
            "inputs/lwfa_density_scan.in",
            "analysis/spectrum.py",
            "analysis/plot_emittance.py",
            "CITATION.cff",
        ],
        tickets=[2, 7, 10, 13, 15],
        tags={"v0.9": ["decks-v0.9.tgz"], "v1.2": ["decks-v1.2.tgz", "sample-output-v1.2.h5"]},
        wiki=True,
    ),
}


def _asset(repo: str, tag: str, name: str) -> str:
    """Release assets live in the object store under a numeric id, not the repo's path."""
    return f"http://{OBJ}/release-assets/{int(opaque(repo, tag, name), 16)}/{name}"


def _fx_members(p: str) -> set[str]:
    d = FX_REPOS[p]
    own = {"", "/files/main", "/tickets", "/tags"}
    own |= {f"/view/main/{f}" for f in d["files"]}
    own |= {f"/files/main/{x}" for x in {f.rsplit("/", 1)[0] for f in d["files"] if "/" in f}}
    own |= {f"/tickets/{t}" for t in d["tickets"]}
    own |= {f"/tags/{t}" for t in d["tags"]}
    if d["wiki"]:
        own |= {"/wiki", "/wiki/Running-on-clusters"}
    out = {FX.url(p + s) for s in own}
    out |= {f"http://{RAW}{p}/main/{f}" for f in d["files"]}
    out |= {_asset(p, t, a) for t, assets in d["tags"].items() for a in assets}
    return out


def fx_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw, obj = Site(RAW), Site(OBJ)
    for p, d in FX_REPOS.items():
        owner = p.split("/")[1]
        tabs = "".join(
            f'<a class="reponav" href="{p}{s}">{t}</a>'
            for s, t in (("", "Code"), ("/tickets", "Tickets"), ("/tags", "Releases"))
        ) + (f'<a class="reponav" href="{p}/wiki">Wiki</a>' if d["wiki"] else "")

        def pg(title: str, main: str, p: str = p, tabs: str = tabs, owner: str = owner) -> str:
            return FX.page(
                f"{title} · {p[1:]}",
                f'<div class="repohead"><a href="/{owner}">'
                f"{owner}</a> / {p.rsplit('/', 1)[1]}</div><nav>{tabs}</nav>{main}",
            )

        dirs = sorted({f.rsplit("/", 1)[0] for f in d["files"] if "/" in f})
        listing = li(
            [(f"{p}/files/main/{x}", x + "/") for x in dirs]
            + [(f"{p}/view/main/{f}", f) for f in d["files"] if "/" not in f]
        )
        readme_raw = f"http://{RAW}{p}/main/README.md"
        pages[p] = pg(
            d["desc"],
            (
                f'<p class="about">{escape(d["desc"])}</p>'
                f'<a class="branch" href="{p}/files/main">main</a>{listing}'
                f'<article class="readme"><h2>README.md</h2><p>Raw: '
                f'<a href="{readme_raw}">README.md</a></p></article>'
            ),
        )
        pages[f"{p}/files/main"] = pg("main", listing)
        for x in dirs:
            pages[f"{p}/files/main/{x}"] = pg(
                x, li([(f"{p}/view/main/{f}", f) for f in d["files"] if f.startswith(x + "/")])
            )
        for f in d["files"]:
            pages[f"{p}/view/main/{f}"] = pg(
                f,
                (
                    f'<div class="filebar"><a href="http://{RAW}{p}/main/{f}">Raw</a></div>'
                    "<pre>...</pre>"
                ),
            )
            raw.add(f"{p}/main/{f}", text(f"# {f}\n"))
        pages[f"{p}/tickets"] = pg(
            "Tickets", li([(f"{p}/tickets/{t}", f"#{t}") for t in d["tickets"]])
        )
        for t in d["tickets"]:
            pages[f"{p}/tickets/{t}"] = pg(f"Ticket {t}", f"<h1>Convergence at step {t}k</h1>")
        rels = []
        for tag, assets in d["tags"].items():
            for a in assets:
                obj.add(_asset(p, tag, a).split(OBJ, 1)[1], blob(bytes(range(64)) * 8))
            pages[f"{p}/tags/{tag}"] = pg(
                f"Release {tag}",
                f"<h1>{tag}</h1>" + li([(_asset(p, tag, a), a) for a in assets]),
            )
            rels.append((f"{p}/tags/{tag}", tag))
        pages[f"{p}/tags"] = pg("Releases", li(rels))
        if d["wiki"]:
            pages[f"{p}/wiki"] = pg(
                "Wiki", li([(f"{p}/wiki/Running-on-clusters", "Running on clusters")])
            )
            pages[f"{p}/wiki/Running-on-clusters"] = pg("Running on clusters", "<p>srun</p>")
    raw.add("/", "<html><head><title>raw</title></head><body></body></html>")
    obj.add("/", "<html><head><title>objects</title></head><body></body></html>")
    return [FX.site(pages), raw, obj]


CASES = [
    # Hardware project: every page of the project (files, raw files, issues, releases,
    # archives, wiki) sits under the project's path, like the seed's GitLab/BitBucket rows
    # -> Path-Based.  Group, user and explore pages are outside the path.
    Case(
        "forge-window-mount",
        "hardware design forge (small mechanical project)",
        "multi_hop",
        "path_based",
        HW.url("/cryo-optics/window-mount"),
        frozenset(_hw_members("/cryo-optics/window-mount")),
        hw_sites,
    ),
    Case(
        "forge-kicker-pcb",
        "hardware design forge (PCB project with paginated issues, two "
        "releases, wiki, fork parent)",
        "multi_hop",
        "path_based",
        HW.url("/beamline-eng/kicker-driver-pcb"),
        frozenset(_hw_members("/beamline-eng/kicker-driver-pcb")),
        hw_sites,
        others=frozenset({HW.url("/upstream-pulsed/kicker-pcb")}),
    ),
    # Campaign site: a whole subdomain is the artifact, like the seed's Silk -> Path-Based
    # from "/"; the hosting service's own pages live on www.
    Case(
        "simboard-edge-turbulence",
        "simulation campaign dashboards (three-run scan)",
        "multi_hop",
        "path_based",
        f"http://{_camp_host('edge-turbulence')}/",
        frozenset(
            f"http://{_camp_host('edge-turbulence')}{x}" for x in _camp_paths("edge-turbulence")
        ),
        camp_sites,
    ),
    Case(
        "simboard-rotor-icing",
        "simulation campaign dashboards (eight runs, paginated)",
        "multi_hop",
        "path_based",
        f"http://{_camp_host('rotor-icing-cfd')}/",
        frozenset(
            f"http://{_camp_host('rotor-icing-cfd')}{x}" for x in _camp_paths("rotor-icing-cfd")
        ),
        camp_sites,
    ),
    # Code repository whose raw files and release assets are served from another domain,
    # the seed's GitHub row -> Path-Based with Externals.
    Case(
        "fluxhub-les-cylinder",
        "simulation code host (LES case repository)",
        "multi_hop",
        "path_based_externals",
        FX.url("/cfd-lab/vortex-shedding-les"),
        frozenset(_fx_members("/cfd-lab/vortex-shedding-les")),
        fx_sites,
    ),
    Case(
        "fluxhub-pic-wakefield",
        "simulation code host (PIC repository with two releases, wiki, many raw files)",
        "multi_hop",
        "path_based_externals",
        FX.url("/plasma-sim/pic-wakefield"),
        frozenset(_fx_members("/plasma-sim/pic-wakefield")),
        fx_sites,
    ),
]
