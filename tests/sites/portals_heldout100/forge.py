"""Two more heldout100 portals: a survey's code forge for borehole-data software (GitLab's
shape: every URI of a project under the project's path, Path-Based) and a physical-sample
registry with IGSN-style identifiers (Figshare/Zenodo's shape: landing page, images,
exports and analyses one hop away, Single Page+ with Ignored URIs), whose harder case is
entered through the identifier resolver's redirect.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, text, ul, zipfile_bytes

# ---------------------------------------------------------------- survey code forge

GF = Chrome(
    host="git.lithoforge.hx100.example",
    name="LithoForge",
    menu=[
        ("/explore/projects", "Projects"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[
        ("/help/docs", "Docs"),
        ("/-/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("/-/status", "Status"),
    ],
    title_format="{title} · {name}",
    login="/users/sign_in",
    register="/users/sign_up",
    search="/search",
    cookie=False,
)
GF_A = "/npgs/las-tidy/"
GF_B = "/npgs/subsurface/borehole-viewer/"


def _gf_nav(base: str, wiki: bool) -> list[tuple[str, str]]:
    nav = [
        (base, "Project overview"),
        (f"{base}-/tree/main/", "Repository"),
        (f"{base}-/commits/main/", "Commits"),
        (f"{base}-/issues/", "Issues"),
        (f"{base}-/releases/", "Releases"),
    ]
    if wiki:
        nav.append((f"{base}-/wikis/home", "Wiki"))
    return nav


def _gf_page(base: str, project: str, title: str, main: str, wiki: bool) -> str:
    group = base.strip("/").rsplit("/", 1)[0]
    crumbs = [(f"/{group}/", group), (base, project)]
    aside = "<h3>Project</h3>" + ul(_gf_nav(base, wiki))
    return GF.page(f"{title} · {project}", main, aside=aside, crumbs=crumbs)


def _gf_project(
    pages: dict[str, PageValue],
    base: str,
    project: str,
    desc: str,
    files: list[str],
    issues: list[tuple[int, str]],
    release: str,
    *,
    per_page: int = 20,
    wiki: Sequence[str] = (),
    uploads: Sequence[tuple[str, str]] = (),
    sibling: str = "",
) -> list[str]:
    """Add the project's pages; return its paths (the artifact, under `base`)."""
    w = bool(wiki)
    sib = (
        f'<p>See also <a href="{sibling}">{sibling.strip("/").rsplit("/", 1)[1]}</a>.</p>'
        if sibling
        else ""
    )
    own: dict[str, PageValue] = {}
    own[base] = _gf_page(
        base,
        project,
        project,
        f"<h1>{escape(project)}</h1><p>{desc}</p>"
        f'<p><a href="{base}-/blob/main/README.md">README.md</a> · '
        f'<a href="{base}-/releases/">Latest release {release}</a></p>{sib}'
        f'<p>Maintained by <a href="/r.okafor">Rhiannon Okafor</a> · '
        f'<a href="/users/sign_in?redirect_to={base}">Sign in to star</a></p>',
        w,
    )
    own[f"{base}-/tree/main/"] = _gf_page(
        base,
        project,
        "Files",
        "<h1>main</h1>" + ul([(f"{base}-/blob/main/{f}", f) for f in files]),
        w,
    )
    for f in files:
        own[f"{base}-/blob/main/{f}"] = _gf_page(
            base,
            project,
            f,
            f'<h1>{escape(f)}</h1><pre>...</pre><p><a href="{base}-/raw/main/{f}">Open raw</a></p>',
            w,
        )
        own[f"{base}-/raw/main/{f}"] = text(f"# {f}\n")
    own[f"{base}-/commits/main/"] = _gf_page(
        base,
        project,
        "Commits",
        "<h1>Commits</h1>"
        + ul([(f"{base}-/commit/{h}", f"commit {h}") for h in ("9f2c1ab", "41d07e3")]),
        w,
    )
    for h in ("9f2c1ab", "41d07e3"):
        own[f"{base}-/commit/{h}"] = _gf_page(
            base, project, h, f"<h1>Commit {h}</h1><p>Fix LAS 3.0 wrap handling.</p>", w
        )
    chunks = [issues[i : i + per_page] for i in range(0, len(issues), per_page)]
    for k, chunk in enumerate(chunks, 1):
        nxt = f'<a href="{base}-/issues/?page={k + 1}">Next</a>' if k < len(chunks) else ""
        own[f"{base}-/issues/" + (f"?page={k}" if k > 1 else "")] = _gf_page(
            base,
            project,
            "Issues",
            "<h1>Issues</h1>" + ul([(f"{base}-/issues/{n}", t) for n, t in chunk]) + nxt,
            w,
        )
    for n, t in issues:
        own[f"{base}-/issues/{n}"] = _gf_page(
            base,
            project,
            t,
            f'<h1>{escape(t)} (#{n})</h1><p>Reported by <a href="/hydro-jen">hydro-jen</a>.</p>',
            w,
        )
    rel = [(f"{base}-/archive/{release}/{project}-{release}.zip", f"Source code (zip) {release}")]
    rel += [(f"{base}uploads/{h}/{name}", name) for h, name in uploads]
    own[f"{base}-/releases/"] = _gf_page(
        base, project, "Releases", f"<h1>Release {release}</h1>" + ul(rel), w
    )
    own[f"{base}-/archive/{release}/{project}-{release}.zip"] = zipfile_bytes(project + release)
    for h, name in uploads:
        own[f"{base}uploads/{h}/{name}"] = blob(name, 300)
    for wp in wiki:
        own[f"{base}-/wikis/{wp}"] = _gf_page(
            base,
            project,
            wp,
            f"<h1>{escape(wp)}</h1>" + ul([(f"{base}-/wikis/{x}", x) for x in wiki if x != wp]),
            w,
        )
    pages.update(own)
    return list(own)


def _gf_all() -> tuple[list[Site], list[str], list[str]]:
    pages: dict[str, PageValue] = {}
    a = _gf_project(
        pages,
        GF_A,
        "las-tidy",
        "Clean and validate LAS 2.0/3.0 borehole log files.",
        ["README.md", "las_tidy/core.py", "las_tidy/units.py", "pyproject.toml"],
        [(1, "Handle wrapped LAS 1.2 files"), (2, "Depth unit FT vs F")],
        "v0.3.1",
        sibling="/npgs/las-tidy-gui/",
    )
    b = _gf_project(
        pages,
        GF_B,
        "borehole-viewer",
        "Web viewer for borehole logs, core photographs and lithology columns.",
        ["README.md", "viewer/app.py", "viewer/templates/log.html", "docs/install.md", "LICENSE"],
        [(n, f"Viewer issue {n}") for n in range(1, 9)],
        "v2.0.0",
        per_page=5,
        wiki=["home", "Installation", "Data-formats"],
        uploads=[
            ("a41f9e2c", "borehole-viewer-2.0.0-linux.tar.gz"),
            ("c07d3b18", "sample-data.zip"),
        ],
        sibling="/npgs/subsurface/borehole-viewer-data/",
    )
    for other in ("/npgs/las-tidy-gui/", "/npgs/subsurface/borehole-viewer-data/"):
        name = other.strip("/").rsplit("/", 1)[1]
        pages[other] = GF.page(name, f"<h1>{name}</h1><p>Another project.</p>")
    GF.home_main = "<h1>LithoForge</h1>" + ul([("/explore/projects", "Explore projects")])
    return [GF.site(pages)], a, b


def _gf_sites() -> list[Site]:
    return _gf_all()[0]


# ---------------------------------------------------------------- IGSN-style sample registry

SD = Chrome(
    host="www.sampledepot.hx100.example",
    name="SampleDepot",
    tagline="Registry of physical geological samples",
    menu=[
        ("/samples", "Samples"),
        ("/campaigns", "Campaigns"),
        ("/register-samples", "Register samples"),
        ("/docs", "Docs"),
    ],
    footer=[
        ("/about", "About"),
        ("/about/terms", "Terms"),
        ("/about/privacy", "Privacy"),
        ("/about/contact", "Contact"),
    ],
    social=[("http://mastodon.test/@sampledepot", "Mastodon")],
)
SD_FILES = "files.sampledepot.hx100.example"
RESOLVER = "hdl.igsnresolve.hx100.example"
SD_A, SD_B = "NPG0001Q7", "NPG0002K4"
SD_CAMPAIGNS = [
    ("/campaigns/coldwell-2021", "Coldwell 2021"),
    ("/campaigns/tarn-valley-2022", "Tarn Valley 2022"),
]


def _sd_parts(sid: str, images: int, labs: list[str], thin: list[str]) -> list[str]:
    out = [f"/samples/{sid}/image/{n}" for n in range(1, images + 1)]
    out += [f"/samples/{sid}/export.{x}" for x in ("xml", "json", "ris")]
    out += [f"/samples/{sid}/analyses/{lab}.csv" for lab in labs]
    return [SD.url(p) for p in [f"/samples/{sid}", *out]] + [
        f"http://{SD_FILES}/thin/{sid}/{t}" for t in thin
    ]


def _sd_page(
    sid: str,
    name: str,
    images: int,
    labs: list[str],
    thin: list[str],
    campaign: tuple[str, str],
    parent: str,
) -> str:
    imgs = "".join(
        f'<a href="/samples/{sid}/image/{n}"><img src="/samples/{sid}/thumb/{n}" alt="photo {n}"></a>'
        for n in range(1, images + 1)
    )
    exports = " ".join(
        f'<a href="/samples/{sid}/export.{x}">{x.upper()}</a>' for x in ("xml", "json", "ris")
    )
    analyses = ul([(f"/samples/{sid}/analyses/{lab}.csv", f"{lab} results") for lab in labs])
    thins = (
        ("<h2>Thin sections</h2>" + ul([(f"http://{SD_FILES}/thin/{sid}/{t}", t) for t in thin]))
        if thin
        else ""
    )
    main = (
        f"<h1>{escape(name)}</h1><dl><dt>IGSN</dt><dd>"
        f'<a href="http://{RESOLVER}/10.58052/{sid}">10.58052/{sid}</a></dd>'
        f'<dt>Campaign</dt><dd><a href="{campaign[0]}">{campaign[1]}</a></dd>'
        f"<dt>Parent</dt><dd>{parent}</dd></dl>"
        f'<div class="gallery">{imgs}</div><h2>Analyses</h2>{analyses}{thins}<p>Metadata: {exports}</p>'
    )
    return SD.page(name, main, share=SD.url(f"/samples/{sid}"))


def _sd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files = Site(SD_FILES)
    files.add("/", text("SampleDepot file store\n"))
    specs = [
        (SD_A, "Limestone hand specimen, Coldwell Scar", 2, ["xrf"], [], SD_CAMPAIGNS[0], "none"),
        (
            SD_B,
            "Quarter-core sample TV-03C S-102, buried-valley sand",
            4,
            ["xrf", "grain-size"],
            ["TS-102a.tif", "TS-102b.tif"],
            SD_CAMPAIGNS[1],
            'core <a href="http://cores.drillcorestore.hx100.example/cores/TV-03C/">TV-03C</a> (National Drillcore Store)',
        ),
    ]
    for sid, name, images, labs, thin, camp, parent in specs:
        pages[f"/samples/{sid}"] = _sd_page(sid, name, images, labs, thin, camp, parent)
        for n in range(1, images + 1):
            pages[f"/samples/{sid}/image/{n}"] = blob(f"{sid}{n}", 400).with_(
                headers=[("Content-Type", "image/jpeg")]
            )
            pages[f"/samples/{sid}/thumb/{n}"] = blob(f"t{sid}{n}", 40).with_(
                headers=[("Content-Type", "image/jpeg")]
            )
        pages[f"/samples/{sid}/export.xml"] = text(
            f"<sample><igsn>10.58052/{sid}</igsn></sample>", "application/xml"
        )
        pages[f"/samples/{sid}/export.json"] = text(
            f'{{"igsn":"10.58052/{sid}"}}', "application/json"
        )
        pages[f"/samples/{sid}/export.ris"] = text(
            f"TY  - DATA\nTI  - {name}\nER  - \n", "application/x-research-info-systems"
        )
        for lab in labs:
            pages[f"/samples/{sid}/analyses/{lab}.csv"] = text(
                "analyte,value\nSiO2,71.2\n", "text/csv"
            )
        for t in thin:
            files.add(
                f"/thin/{sid}/{t}", blob(t, 500).with_(headers=[("Content-Type", "image/tiff")])
            )
    SD.home_main = "<h1>SampleDepot</h1><h2>Campaigns</h2>" + ul(SD_CAMPAIGNS)
    resolver = Site(RESOLVER)
    resolver.add("/", text("IGSN resolver\n"))
    for sid in (SD_A, SD_B):
        resolver.add(f"/10.58052/{sid}", Response.redirect(SD.url(f"/samples/{sid}"), 302))
    return [SD.site(pages), files, resolver]


# ---------------------------------------------------------------- cases

_GF_SITES, _GF_A, _GF_B = _gf_all()

CASES: list[Case] = [
    # A code project: tree, blobs, raw files, commits, issues and release archive all under
    # the project's path (the seed's GitLab row): Path-Based.  A sibling project whose name
    # starts with this one's is outside the entry's path (trailing slash).
    case(
        "lithoforge-las-tidy",
        "survey code forge (LAS log-cleaning library)",
        "multi_hop",
        "path_based",
        GF.url(GF_A),
        [GF.url(p) for p in _GF_A],
        _gf_sites,
        others=[GF.url("/npgs/las-tidy-gui/")],
    ),
    # Subgroup project with paginated issues, a wiki and release uploads, still all under
    # the path.
    case(
        "lithoforge-borehole-viewer",
        "survey code forge (viewer app with wiki, paginated issues and release uploads)",
        "multi_hop",
        "path_based",
        GF.url(GF_B),
        [GF.url(p) for p in _GF_B],
        _gf_sites,
        others=[GF.url("/npgs/subsurface/borehole-viewer-data/")],
    ),
    # A sample's landing page with photographs, analyses and metadata exports one hop away
    # and chrome everywhere else: Single Page+ with Ignored URIs (Figshare/Zenodo's shape).
    case(
        "sampledepot-limestone",
        "physical-sample registry (hand specimen)",
        "single_hop",
        "single_page_plus_ignored",
        SD.url(f"/samples/{SD_A}"),
        _sd_parts(SD_A, 2, ["xrf"], []),
        _sd_sites,
    ),
    # Entered by its identifier: the resolver redirects to the landing page (in the truth,
    # the resolver URI not).  Thin sections on the registry's file host, a parent core on
    # another portal (another artifact, outside this portal).
    case(
        "sampledepot-tv03c-s102",
        "physical-sample registry (core subsample via identifier resolver)",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{RESOLVER}/10.58052/{SD_B}",
        _sd_parts(SD_B, 4, ["xrf", "grain-size"], ["TS-102a.tif", "TS-102b.tif"]),
        _sd_sites,
        landing=SD.url(f"/samples/{SD_B}"),
    ),
]
