"""heldout72 software and workflow hosts: a self-hosted GitLab-like research forge (path-based),
a GitHub-like code host whose raw files and release assets live on another domain, and a
WorkflowHub-like workflow registry whose RO-Crate downloads live on a storage domain (both
path-based with externals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, ul

MENU = [("/explore", "Explore"), ("/help", "Help"), ("/about", "About")]
FOOT = [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms"), ("/status", "Status")]

# ---- self-hosted GitLab-like forge: every project page sits under the project's path
GL = Chrome(
    "git.sciforge-lindt.hx72.example",
    "SciForge",
    MENU + [("/groups", "Groups")],
    FOOT,
    "{title} · SciForge",
    tagline="Code forge of the research campus",
)


def _gl(
    ns: str, proj: str, files: list[str], issues: int, per: int, tags: list[str]
) -> tuple[dict[str, object], list[str]]:
    p = f"/{ns}/{proj}"
    nav = ul(
        [
            (p, "Project"),
            (f"{p}/-/tree/main", "Repository"),
            (f"{p}/-/issues", "Issues"),
            (f"{p}/-/releases", "Releases"),
            (f"{p}/-/wikis/home", "Wiki"),
        ],
        "sidebar",
    )
    pages: dict[str, object] = {}
    paths = [p, f"{p}/-/tree/main", f"{p}/-/issues", f"{p}/-/releases", f"{p}/-/wikis/home"]
    signin = f"/users/sign_in?redirect_to=%2F{ns}%2F{proj}"
    pages[p] = GL.page(
        f"{ns} / {proj}",
        f'<p><a href="/{ns}">{ns}</a> / {proj}</p><h1>{proj}</h1>{nav}'
        f'<p><a href="{signin}">Sign in to star</a></p>'
        f"{ul([(f'{p}/-/blob/main/{f}', f) for f in files])}",
    )
    pages[f"{p}/-/tree/main"] = GL.page(
        f"Files · main · {proj}",
        f"<h1>{proj}</h1>{nav}{ul([(f'{p}/-/blob/main/{f}', f) for f in files])}",
    )
    for f in files:
        pages[f"{p}/-/blob/main/{f}"] = GL.page(
            f"{f} · main · {proj}", f'<h1>{f}</h1>{nav}<a href="{p}/-/raw/main/{f}">Open raw</a>'
        )
        pages[f"{p}/-/raw/main/{f}"] = data(f"# {f}\n", "text/plain")
        paths += [f"{p}/-/blob/main/{f}", f"{p}/-/raw/main/{f}"]
    npages = max(1, -(-issues // per))
    for k in range(1, npages + 1):
        nums = range((k - 1) * per + 1, min(issues, k * per) + 1)
        pager = " ".join(f'<a href="{p}/-/issues?page={j}">{j}</a>' for j in range(2, npages + 1))
        key = f"{p}/-/issues" + ("" if k == 1 else f"?page={k}")
        pages[key] = GL.page(
            f"Issues · {proj}",
            f"<h1>Issues</h1>{nav}"
            f"{ul([(f'{p}/-/issues/{i}', f'#{i}') for i in nums])}<p>{pager}</p>",
        )
        if k > 1:
            paths.append(key)
    for i in range(1, issues + 1):
        pages[f"{p}/-/issues/{i}"] = GL.page(
            f"Issue {i} · {proj}", f'<h1>#{i}</h1>{nav}<p>Opened by <a href="/jdoe">jdoe</a></p>'
        )
        paths.append(f"{p}/-/issues/{i}")
    rel = ul([(f"{p}/-/archive/{t}/{proj}-{t}.tar.gz", f"{t} source") for t in tags])
    pages[f"{p}/-/releases"] = GL.page(f"Releases · {proj}", f"<h1>Releases</h1>{nav}{rel}")
    for t in tags:
        pages[f"{p}/-/archive/{t}/{proj}-{t}.tar.gz"] = Response.data(
            b"\x1f\x8b\x08 tar", "application/gzip"
        )
        paths.append(f"{p}/-/archive/{t}/{proj}-{t}.tar.gz")
    pages[f"{p}/-/wikis/home"] = GL.page(f"Home · Wiki · {proj}", f"<h1>Wiki</h1>{nav}")
    return pages, [GL.url(x) for x in paths]


GL_A = _gl("hydro-lab", "floodsim", ["README.md"], 2, 20, ["v1.0"])
GL_B = _gl(
    "neuro-imaging",
    "spikesort-pipeline",
    ["README.md", "setup.py", "LICENSE", "CITATION.cff"],
    27,
    20,
    ["v0.9", "v1.0", "v1.1"],
)


def gitlab_sites() -> list[Site]:
    extra = {
        "/jdoe": GL.page("jdoe", "<h1>jdoe</h1>"),
        "/hydro-lab": GL.page("hydro-lab", "<h1>hydro-lab</h1>"),
        "/neuro-imaging": GL.page("neuro-imaging", "<h1>neuro-imaging</h1>"),
    }
    return [GL.site({**GL_A[0], **GL_B[0], **extra})]


# ---- GitHub-like code host: raw files and release assets on a separate content domain
CB = Chrome(
    "www.codebarn-vcs.hx72.example",
    "CodeBarn",
    MENU + [("/marketplace", "Marketplace")],
    FOOT,
    "{title} · CodeBarn",
    tagline="Where research code lives",
)
CBRAW = "http://raw.barnusercontent-cdn.hx72.example"
CBOBJ = "http://objects.barnusercontent-cdn.hx72.example"


def _cb(
    owner: str, repo: str, files: list[str], assets: dict[str, list[str]]
) -> tuple[dict[str, object], dict[str, object], list[str]]:
    p = f"/{owner}/{repo}"
    tabs = ul([(p, "Code"), (f"{p}/issues", "Issues"), (f"{p}/releases", "Releases")], "tabs")
    pages: dict[str, object] = {
        p: CB.page(
            f"{owner}/{repo}",
            f"<h1>{owner}/{repo}</h1>{tabs}"
            f"{ul([(f'{p}/blob/main/{f}', f) for f in files])}"
            f'<p>Contributors: <a href="/{owner}">{owner}</a></p>',
        ),
        f"{p}/issues": CB.page(
            f"Issues · {owner}/{repo}", f"<h1>Issues</h1>{tabs}<p>No open issues.</p>"
        ),
    }
    ext: dict[str, object] = {}
    truth = [CB.url(x) for x in (p, f"{p}/issues", f"{p}/releases")]
    for f in files:
        pages[f"{p}/blob/main/{f}"] = CB.page(
            f"{repo}/{f} at main · {owner}/{repo}",
            f'<h1>{f}</h1>{tabs}<a href="{CBRAW}/{owner}/{repo}/main/{f}">Raw</a>',
        )
        ext[f"raw:/{owner}/{repo}/main/{f}"] = data(f"{f}\n", "text/plain")
        truth += [CB.url(f"{p}/blob/main/{f}"), f"{CBRAW}/{owner}/{repo}/main/{f}"]
    rel = ""
    for tag, names in assets.items():
        rel += f"<h2>{tag}</h2>" + ul(
            [(f"{p}/releases/tag/{tag}", "Release notes")]
            + [(f"{CBOBJ}/{owner}/{repo}/releases/{tag}/{n}", n) for n in names]
        )
        pages[f"{p}/releases/tag/{tag}"] = CB.page(
            f"Release {tag} · {owner}/{repo}", f"<h1>{tag}</h1>{tabs}"
        )
        truth.append(CB.url(f"{p}/releases/tag/{tag}"))
        for n in names:
            ext[f"obj:/{owner}/{repo}/releases/{tag}/{n}"] = Response.data(
                b"\x7fELF bin", "application/octet-stream"
            )
            truth.append(f"{CBOBJ}/{owner}/{repo}/releases/{tag}/{n}")
    pages[f"{p}/releases"] = CB.page(f"Releases · {owner}/{repo}", f"<h1>Releases</h1>{tabs}{rel}")
    return pages, ext, truth


CB_A = _cb("mkato", "memento-diff", ["README.md"], {"v0.2.0": []})
CB_B = _cb(
    "polar-glaciology",
    "icesheet-emulator",
    ["README.md", "pyproject.toml", "environment.yml"],
    {
        "v2.0.0": ["emulator-linux.tar.gz", "emulator-macos.tar.gz"],
        "v2.1.0": ["emulator-linux.tar.gz"],
    },
)


def codebarn_sites() -> list[Site]:
    raw, obj = (
        Site("raw.barnusercontent-cdn.hx72.example"),
        Site("objects.barnusercontent-cdn.hx72.example"),
    )
    for k, v in {**CB_A[1], **CB_B[1]}.items():
        kind, path = k.split(":", 1)
        (raw if kind == "raw" else obj).add(path, v)  # type: ignore[arg-type]
    extra = {
        "/mkato": CB.page("mkato", "<h1>mkato</h1>"),
        "/polar-glaciology": CB.page("polar-glaciology", "<h1>polar-glaciology</h1>"),
    }
    return [CB.site({**CB_A[0], **CB_B[0], **extra}), raw, obj]


# ---- WorkflowHub-like registry: versions under the workflow path, RO-Crates on a storage domain
WF = Chrome(
    "hub.flowregistry-eln.hx72.example",
    "FlowRegistry",
    MENU + [("/workflows", "Workflows"), ("/projects", "Projects")],
    FOOT,
    "{title} - FlowRegistry",
    tagline="Registry of computational workflows",
)
WFSTORE = "http://store.flowcrate-blob.hx72.example"


def _wf(
    wid: int, title: str, versions: int, people: list[int], related: list[int]
) -> tuple[dict[str, object], dict[str, object], list[str]]:
    p = f"/workflows/{wid}"
    vers = ul([(f"{p}?version={v}", f"Version {v}") for v in range(1, versions + 1)])
    pages: dict[str, object] = {}
    store: dict[str, object] = {}
    truth = [WF.url(p), WF.url(f"{p}/diagram.svg")]
    for v in range(1, versions + 1):
        key = p if v == versions else f"{p}?version={v}"
        crate = f"{WFSTORE}/crates/{wid}/v{v}/ro-crate.zip"
        pages[key] = WF.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {v}</p>{vers}"
            f'<p><a href="{crate}">Download RO-Crate</a> '
            f'<a href="{p}/diagram.svg">Diagram</a></p>'
            f"<h2>Creators</h2>{ul([(f'/people/{x}', f'Person {x}') for x in people])}"
            f"<h2>Related workflows</h2>{ul([(f'/workflows/{r}', f'Workflow {r}') for r in related])}",
        )
        store[f"/crates/{wid}/v{v}/ro-crate.zip"] = Response.data(
            b"PK\x03\x04 crate", "application/zip"
        )
        truth.append(crate)
        if v != versions:
            truth.append(WF.url(f"{p}?version={v}"))
    # the versions list links the latest version too: the same page under its own URI
    truth.append(WF.url(f"{p}?version={versions}"))
    pages[f"{p}?version={versions}"] = pages[p]
    pages[f"{p}/diagram.svg"] = data("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml")
    return pages, store, truth


WF_A = _wf(318, "Variant calling with GATK best practices", 1, [44], [577])
WF_B = _wf(1042, "Metagenome assembly and binning (nf-core style)", 3, [51, 52, 60], [2215, 577])


def workflow_sites() -> list[Site]:
    store = Site("store.flowcrate-blob.hx72.example")
    for k, v in {**WF_A[1], **WF_B[1]}.items():
        store.add(k, v)  # type: ignore[arg-type]
    extra: dict[str, object] = {
        f"/workflows/{r}": WF.page(f"Workflow {r}", f"<h1>Workflow {r}</h1>") for r in (577, 2215)
    }
    extra.update(
        {f"/people/{x}": WF.page(f"Person {x}", f"<h1>Person {x}</h1>") for x in (44, 51, 52, 60)}
    )
    return [WF.site({**WF_A[0], **WF_B[0], **extra}), store]  # type: ignore[arg-type]


GL_T = "Self-hosted research code forge"
CB_T = "Public code host"
WF_T = "Computational workflow registry"

CASES: list[Case] = [
    # Every project page, file, issue and release archive lives under the project path on one
    # host, like the seed's GitLab.com/BitBucket: path_based.
    case(
        "gl-floodsim",
        f"{GL_T} (GitLab-like project, two issues)",
        "Multi-Hop",
        "path_based",
        GL.url("/hydro-lab/floodsim"),
        GL_A[1],
        gitlab_sites,
        others=[GL.url("/hydro-lab")],
    ),
    case(
        "gl-spikesort",
        f"{GL_T} (paginated issues, three release archives)",
        "Multi-Hop",
        "path_based",
        GL.url("/neuro-imaging/spikesort-pipeline"),
        GL_B[1],
        gitlab_sites,
        others=[GL.url("/neuro-imaging")],
    ),
    # As the seed's GitHub: project pages under the repository path, raw files and release
    # assets on a separate content domain: path_based_externals.
    case(
        "cb-mementodiff",
        f"{CB_T} (GitHub-like repo, one raw file)",
        "Multi-Hop",
        "path_based_externals",
        CB.url("/mkato/memento-diff"),
        CB_A[2],
        codebarn_sites,
        others=[CB.url("/mkato")],
    ),
    case(
        "cb-icesheet",
        f"{CB_T} (two releases with binary assets)",
        "Multi-Hop",
        "path_based_externals",
        CB.url("/polar-glaciology/icesheet-emulator"),
        CB_B[2],
        codebarn_sites,
        others=[CB.url("/polar-glaciology")],
    ),
    # Versions and the diagram under /workflows/N, the RO-Crate downloads on a storage domain
    # (the seed's Kaggle/GitHub shape): path_based_externals.
    case(
        "wf-gatk",
        f"{WF_T} (WorkflowHub-like, one version)",
        "Multi-Hop",
        "path_based_externals",
        WF.url("/workflows/318"),
        WF_A[2],
        workflow_sites,
        others=[WF.url("/workflows/577")],
    ),
    case(
        "wf-metagenome",
        f"{WF_T} (three versions, several creators)",
        "Multi-Hop",
        "path_based_externals",
        WF.url("/workflows/1042"),
        WF_B[2],
        workflow_sites,
        others=[WF.url("/workflows/2215"), WF.url("/people/51")],
    ),
]
