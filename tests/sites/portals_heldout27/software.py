"""Software: a GitHub-like code forge hosting digital-humanities projects (an edition's
encoding and build code, a viewer plugin), with raw files and release assets on a separate
content domain."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout27._kit import a, binary, host, make_case, ul

# --------------------------------------------------------------------------------------
# The forge.  Every repository page (code tree, files, commits, issues and each issue,
# releases and each release, wiki) extends the repository URI; raw file views and
# release downloads live on another registrable domain (codequaycontent), two hops from
# the entry: Path-Based with Externals (the seed's GitHub row).  The organisation's page,
# its other repositories, users, topics and the forge's chrome are outside.
# --------------------------------------------------------------------------------------

CQ = Portal(
    host=host("forge", "codequay"),
    name="CodeQuay",
    menu=[
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/pricing", "Pricing"),
        ("/features/actions", "Actions"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("http://status.codequay.hx27.example/", "Status"),
        ("http://docs.codequay.hx27.example/", "Docs"),
    ],
    title_format="{title} · {name}",
)
RAW = host("raw", "codequaycontent")
OBJ = host("objects", "codequaycontent")

# about, files, issue numbers, release tag, a sibling repository, contributors
Repo = tuple[str, list[str], list[int], str, str, list[str]]

REPOS: dict[str, Repo] = {
    "fenland-dh/prowse-edition": (
        "TEI encoding, ODD and build scripts for The Letters of Ann Prowse",
        ["README.md", "schema/prowse.odd", "build/build.xml"],
        [12, 15],
        "v1.2.0",
        "fenland-dh/hild-cartulary-tools",
        ["mcarrow", "hwhitby"],
    ),
    "velmoorlib/mirador-shelfmark-plugin": (
        "A Mirador plugin that shows Velmoor shelfmarks and catalogue links",
        ["README.md", "src/index.js"],
        [3],
        "v0.4.1",
        "velmoorlib/iiif-manifest-builder",
        ["tdymoke"],
    ),
}


def _repo_pages(repo: str, spec: Repo) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    about, files, issues, tag, sibling, people = spec
    org, name = repo.split("/")
    r = f"/{repo}"
    tabs = ul(
        [
            (r, "Code"),
            (f"{r}/issues", f"Issues {len(issues)}"),
            (f"{r}/releases", "Releases"),
            (f"{r}/wiki", "Wiki"),
            (f"{r}/commits/main", "Commits"),
        ],
        "reponav",
    )
    head = (
        f'<div class="repohead"><h1>{a(f"/{org}", org)} / {a(r, name)}</h1>'
        f"<span>{a(f'/login?return_to={r}', 'Star')}</span></div>{tabs}"
    )
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    tree = [(f"{r}/tree/main/{d}", d + "/") for d in dirs] + [
        (f"{r}/blob/main/{f}", f) for f in files if "/" not in f
    ]
    pages[r] = CQ.page(
        f"{repo}: {about}",
        head
        + f"<p class='about'>{escape(about)}</p>"
        + ul(tree, "files")
        + f"<p>Latest release: {a(f'{r}/releases/tag/{tag}', tag)}</p>"
        + f"<p>Topics: {a('/topics/tei', 'tei')} {a('/topics/digital-humanities', 'digital-humanities')}</p>"
        + f"<h2>Contributors</h2>{ul([(f'/{p}', p) for p in people])}"
        + f"<p>More from {org}: {a(f'/{sibling}', sibling)}</p>",
    )
    for d in dirs:
        pages[f"{r}/tree/main/{d}"] = CQ.page(
            f"{repo}/{d} at main",
            head + ul([(f"{r}/blob/main/{f}", f) for f in files if f.startswith(d + "/")]),
        )
    for f in files:
        pages[f"{r}/blob/main/{f}"] = CQ.page(
            f"{repo}/{f} at main",
            head + f"<div class='file-actions'>{a(f'http://{RAW}/{repo}/main/{f}', 'Raw')} "
            f"{a(f'{r}/commits/main', 'History')}</div><pre>...</pre>",
        )
        raw[f"/{repo}/main/{f}"] = Response.text(f"contents of {f}\n")
    pages[f"{r}/issues"] = CQ.page(
        f"Issues · {repo}", head + ul([(f"{r}/issues/{n}", f"Issue #{n}") for n in issues])
    )
    for n in issues:
        pages[f"{r}/issues/{n}"] = CQ.page(
            f"Issue #{n} · {repo}",
            head
            + f"<p>Opened by {a(f'/{people[0]}', people[0])}</p><p>Letters dated wrongly...</p>",
        )
    zipname = f"{name}-{tag[1:]}.zip"
    pages[f"{r}/releases"] = CQ.page(
        f"Releases · {repo}", head + ul([(f"{r}/releases/tag/{tag}", tag)])
    )
    pages[f"{r}/releases/tag/{tag}"] = CQ.page(
        f"Release {tag} · {repo}",
        head + "<h2>Assets</h2>" + ul([(f"http://{OBJ}/{repo}/releases/{tag}/{zipname}", zipname)]),
    )
    raw[f"/{repo}/releases/{tag}/{zipname}"] = binary(zipname, "application/zip")
    pages[f"{r}/wiki"] = CQ.page(f"Home · {repo} Wiki", head + "<p>How to build.</p>")
    pages[f"{r}/commits/main"] = CQ.page(f"Commits · {repo}", head + "<p>3 commits</p>")
    pages[f"/{sibling}"] = CQ.page(sibling, f"<h1>{sibling}</h1>")
    pages[f"/{org}"] = CQ.page(org, f"<h1>{org}</h1>")
    return pages, raw


def codequay_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    objs: dict[str, PageValue] = {}
    for repo, spec in REPOS.items():
        p, r = _repo_pages(repo, spec)
        pages.update(p)
        for k, v in r.items():
            (objs if "/releases/" in k else raw)[k] = v
    return [
        CQ.site(pages),
        Portal(RAW, "CodeQuay raw", []).site(raw),
        Portal(OBJ, "CodeQuay objects", []).site(objs),
    ]


def _cq_truth(repo: str) -> set[str]:
    about, files, issues, tag, _s, _p = REPOS[repo]
    r = CQ.url(f"/{repo}")
    name = repo.split("/")[1]
    dirs = {f.rsplit("/", 1)[0] for f in files if "/" in f}
    return {
        r,
        *(f"{r}/tree/main/{d}" for d in dirs),
        *(f"{r}/blob/main/{f}" for f in files),
        *(f"http://{RAW}/{repo}/main/{f}" for f in files),
        f"{r}/issues",
        *(f"{r}/issues/{n}" for n in issues),
        f"{r}/releases",
        f"{r}/releases/tag/{tag}",
        f"http://{OBJ}/{repo}/releases/{tag}/{name}-{tag[1:]}.zip",
        f"{r}/wiki",
        f"{r}/commits/main",
    }


CASES: list[Case] = [
    # path_based_externals: 12 repository pages under the repository URI + 3 raw files
    # and the release zip on the content domain; org, sibling repo, users are outside.
    make_case(
        name="codequay-prowse-edition",
        imitates="GitHub-like forge repository (DH project)",
        artifact_class="multi_hop",
        expected="path_based_externals",
        entry=CQ.url("/fenland-dh/prowse-edition"),
        truth=_cq_truth("fenland-dh/prowse-edition"),
        build=codequay_sites,
        others={CQ.url("/fenland-dh/hild-cartulary-tools")},
    ),
    make_case(
        name="codequay-mirador-plugin",
        imitates="GitHub-like forge repository (DH project)",
        artifact_class="multi_hop",
        expected="path_based_externals",
        entry=CQ.url("/velmoorlib/mirador-shelfmark-plugin"),
        truth=_cq_truth("velmoorlib/mirador-shelfmark-plugin"),
        build=codequay_sites,
        others={CQ.url("/velmoorlib/iiif-manifest-builder")},
    ),
]
