"""Code forges and what grows around code: a self-hosted Gitea-like forge whose releases
live on a separate download host, an institutional GitLab-like forge, a Software
Heritage-like archive, a notebook viewer and a Read-the-Docs-like documentation host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, build, case, cdn_sites, page, text, ul

# --- Self-hosted forge (Gitea-like) with release assets on a download host -------------

SEDGE = Portal(
    "git.sedgeforge.hx40.example",
    "SedgeForge",
    [("/explore/repos", "Explore"), ("/explore/users", "Users"), ("/help/docs", "Docs")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/api/swagger", "API"), ("/help/docs", "Docs")],
    title_format="{title} - {name}",
)
SEDGE_DL = "dl.sedgefiles.hx40.example"

# (owner/repo, description, files, releases: tag -> asset names, issues pages)
SEDGE_REPOS = {
    "reeflab/whistle-count": (
        "Counting dolphin whistles in hydrophone recordings.",
        ["README.md", "whistle_count.py"],
        {"v1.0.0": ["whistle-count-1.0.0.tar.gz"]},
        1,
    ),
    "coastal-modelling/tidewater": (
        "Tidewater: a shallow-water tide model for estuaries.",
        ["README.md", "setup.cfg", "tidewater/solver.py", "tidewater/mesh.py"],
        {
            "v2.3.1": ["tidewater-2.3.1.tar.gz", "tidewater-2.3.1-linux-x86_64.zip"],
            "v2.3.0": ["tidewater-2.3.0.tar.gz", "tidewater-2.3.0-linux-x86_64.zip"],
            "v2.2.0": ["tidewater-2.2.0.tar.gz"],
        },
        2,
    ),
}


def _sedge_repo(slug: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    desc, files, releases, issue_pages = SEDGE_REPOS[slug]
    base = f"/{slug}"
    owner = slug.split("/")[0]
    tabs = [
        (base, "Code"),
        (f"{base}/issues", "Issues"),
        (f"{base}/releases", "Releases"),
        (f"{base}/activity", "Activity"),
    ]
    head = f"<h1>{escape(slug)}</h1>" + ul(tabs, "tabs")
    pages: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    truth = {base, f"{base}/issues", f"{base}/releases", f"{base}/activity"}
    src = f"{base}/src/branch/main"
    tree = [(f"{src}/{f}", f) for f in files]
    pages[base] = page(
        SEDGE,
        slug,
        head
        + f"<p>{escape(desc)}</p>"
        + f'<p><a href="{src}">Browse source</a> · <a href="{base}/stars">Stars</a> · '
        f'<a href="{base}/forks">Forks</a> · <a href="/{owner}">{escape(owner)}</a></p>'
        + ul(tree, "files")
        + f"<p>Clone: <code>http://{SEDGE.host}{base}.git</code></p>",
    )
    pages[src] = page(SEDGE, f"{slug} at main", head + ul(tree, "files"))
    truth |= {src, f"{base}/stars", f"{base}/forks"}
    for path, name in tree:
        raw = f"{base}/raw/branch/main/{name}"
        pages[path] = page(
            SEDGE,
            f"{name} at main · {slug}",
            head + f'<pre>{escape(name)}</pre><a href="{raw}">Raw</a>',
        )
        pages[raw] = text(f"# {name} of {slug}\n")
        truth |= {path, raw}
    pages[f"{base}/stars"] = page(SEDGE, f"Stargazers · {slug}", head + "<p>12 stargazers</p>")
    pages[f"{base}/forks"] = page(SEDGE, f"Forks · {slug}", head + "<p>No forks yet.</p>")
    pages[f"{base}/activity"] = page(
        SEDGE, f"Activity · {slug}", head + "<p>3 commits this month</p>"
    )
    rel_items = []
    for tag, assets in releases.items():
        links = [(f"http://{SEDGE_DL}/{slug}/{tag}/{a}", a) for a in assets]
        rel_items.append(f"<section><h2>{tag}</h2>{ul(links, 'assets')}</section>")
        for url, a in links:
            truth.add(url)
            dl[url.split(SEDGE_DL, 1)[1]] = blob(a)
    pages[f"{base}/releases"] = page(SEDGE, f"Releases · {slug}", head + "".join(rel_items))
    issues = []
    for n in range(1, issue_pages + 1):
        path = f"{base}/issues" + ("" if n == 1 else f"?page={n}")
        nxt = f'<a href="{base}/issues?page={n + 1}">Next</a>' if n < issue_pages else ""
        items = [(f"{base}/issues/{n * 10 + k}", f"Issue #{n * 10 + k}") for k in range(2)]
        issues += items
        pages[path] = page(SEDGE, f"Issues · {slug}", head + ul(items) + nxt)
        truth.add(path)
    for path, label in issues:
        pages[path] = page(SEDGE, f"{label} · {slug}", head + f"<h2>{label}</h2><p>Open</p>")
        truth.add(path)
    pages[f"/{owner}"] = page(SEDGE, owner, f"<h1>{escape(owner)}</h1><p>Organisation</p>")
    return pages, dl, {SEDGE.url(p) if p.startswith("/") else p for p in truth}


def _sedge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    for slug in SEDGE_REPOS:
        p, d, _t = _sedge_repo(slug)
        dl.update(d)
        pages.update(p)
    return [build(SEDGE, pages), Site(SEDGE_DL, dl), *cdn_sites(SEDGE)]


# --- Institutional forge (GitLab-like), everything under the project path ---------------

FJORD = Portal(
    "gitlab.fjordinst.hx40.example",
    "Fjord Institute GitLab",
    [("/explore", "Explore"), ("/dashboard/snippets", "Snippets"), ("/help", "Help")],
    [("/help/terms", "Terms"), ("/privacy", "Privacy"), ("/-/status", "Status")],
    title_format="{title} · {name}",
)

# path -> (title, description, release tags, wiki pages, extra tree entries)
FJORD_PROJECTS = {
    "ocean/drifter-sim": ("Drifter Sim", "Lagrangian drifter simulation.", ["v0.3.0"], [], []),
    "glaciology/icepack-tools": (
        "Icepack Tools",
        "Pre- and post-processing for ice-sheet flow models.",
        ["v1.2.0", "v1.1.0", "v1.0.0"],
        ["home", "installation", "meshing"],
        ["docs", "icepack_tools", "tests"],
    ),
}


def _fjord_project(slug: str) -> tuple[dict[str, PageValue], set[str]]:
    title, desc, tags, wiki, tree = FJORD_PROJECTS[slug]
    base = f"/{slug}"
    group = slug.split("/")[0]
    nav = [
        (base, "Project"),
        (f"{base}/-/tree/main", "Repository"),
        (f"{base}/-/releases", "Releases"),
        (f"{base}/-/issues", "Issues"),
    ]
    if wiki:
        nav.append((f"{base}/-/wikis/home", "Wiki"))
    side = ul(nav, "sidebar")
    pages: dict[str, PageValue] = {}
    truth = {p for p, _ in nav}
    pages[base] = page(
        FJORD,
        f"{group} / {title}",
        side
        + f"<h1>{escape(title)}</h1><p>{escape(desc)}</p>"
        + f'<p>Group: <a href="/{group}">{escape(group)}</a> · '
        f'<a href="/explore?topic=models">models</a></p>'
        + f'<a href="{base}/-/blob/main/README.md">README.md</a>'
        + "<aside><h2>Similar projects</h2>"
        + ul([(f"/{o}", o) for o in FJORD_PROJECTS if o != slug])
        + "</aside>",
        share=FJORD.url(base),
    )
    readme = f"{base}/-/blob/main/README.md"
    pages[readme] = page(FJORD, f"README.md · main · {title}", side + f"<h2>{escape(title)}</h2>")
    entries = [(readme, "README.md")] + [(f"{base}/-/tree/main/{d}", d) for d in tree]
    pages[f"{base}/-/tree/main"] = page(FJORD, f"Files · main · {title}", side + ul(entries))
    truth |= {readme}
    for path, d in entries[1:]:
        pages[path] = page(FJORD, f"{d} · main · {title}", side + f"<p>Directory {d}</p>")
        truth.add(path)
    rels = []
    for tag in tags:
        arch = f"{base}/-/archive/{tag}/{slug.split('/')[1]}-{tag}.tar.gz"
        one = f"{base}/-/releases/{tag}"
        rels.append((one, f"Release {tag}"))
        pages[one] = page(
            FJORD, f"{tag} · Releases · {title}", side + f'<a href="{arch}">Source (tar.gz)</a>'
        )
        pages[arch] = blob(arch)
        truth |= {one, arch}
    pages[f"{base}/-/releases"] = page(FJORD, f"Releases · {title}", side + ul(rels))
    pages[f"{base}/-/issues"] = page(
        FJORD, f"Issues · {title}", side + ul([(f"{base}/-/issues/1", "#1 Build fails on ARM")])
    )
    pages[f"{base}/-/issues/1"] = page(FJORD, f"#1 · Issues · {title}", side + "<p>Closed.</p>")
    truth.add(f"{base}/-/issues/1")
    for w in wiki:
        links = [(f"{base}/-/wikis/{o}", o) for o in wiki if o != w]
        pages[f"{base}/-/wikis/{w}"] = page(FJORD, f"{w} · Wiki · {title}", side + ul(links))
        truth.add(f"{base}/-/wikis/{w}")
    pages[f"/{group}"] = page(FJORD, group, f"<h1>{escape(group)}</h1><p>Group of projects.</p>")
    return pages, {FJORD.url(p) for p in truth}


def _fjord_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug in FJORD_PROJECTS:
        pages.update(_fjord_project(slug)[0])
    return [build(FJORD, pages, ["/explore?topic=models"])]


# --- Software archive (Software Heritage-like): the origin id is in every URI ----------

VAULT = Portal(
    "archive.heritagevault.hx40.example",
    "HeritageVault",
    [
        ("/browse/search/", "Search origins"),
        ("/coverage/", "Coverage"),
        ("/save/", "Save code now"),
    ],
    [("/about/", "About"), ("/privacy", "Privacy"), ("/api/", "API"), ("/jobs/", "Jobs")],
)
VAULT_API = "api.heritagevault.hx40.example"

# origin id -> (origin url, visit dates, branches, other origins (forks))
VAULT_ORIGINS = {
    "ori-5c81d0e4a7": (
        "http://git.sedgeforge.hx40.example/reeflab/whistle-count",
        ["2024-03-02"],
        ["main"],
        [],
    ),
    "ori-e31b97f062": (
        "http://gitlab.fjordinst.hx40.example/glaciology/icepack-tools",
        ["2024-05-19", "2024-02-07", "2023-11-30", "2023-08-14"],
        ["main", "release-1.1", "v1.2.0"],
        ["ori-9d0a44c1b3"],
    ),
}


def _vault_origin(oid: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    url, visits, branches, forks = VAULT_ORIGINS[oid]
    base = f"/origin/{oid}/"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    meta = f"/api/1/origin/{oid}/get/"
    tarball = f"/api/1/vault/flat/{oid}/raw/"
    top = f"<h1>Origin {escape(oid)}</h1><p>Archived from <code>{escape(url)}</code></p>" + ul(
        [
            (base, "Overview"),
            (f"{base}visits/", "Visits"),
            (f"/browse/directory/?origin={oid}&path=/", "Browse files"),
            (f"http://{VAULT_API}{meta}", "Metadata (JSON)"),
            (f"http://{VAULT_API}{tarball}", "Download (tar)"),
        ],
        "origin-tabs",
    )
    truth = {base, f"{base}visits/", f"/browse/directory/?origin={oid}&path=/"}
    truth |= {f"http://{VAULT_API}{meta}", f"http://{VAULT_API}{tarball}"}
    fork_links = [(f"/origin/{f}/", f"Fork {f}") for f in forks]
    pages[base] = page(
        VAULT,
        f"Origin {oid}",
        top + (f"<aside><h2>Forks</h2>{ul(fork_links)}</aside>" if forks else ""),
    )
    for f in forks:
        pages[f"/origin/{f}/"] = page(VAULT, f"Origin {f}", f"<h1>Origin {f}</h1><p>A fork.</p>")
    per = 2
    chunks = [visits[i : i + per] for i in range(0, len(visits), per)]
    for n, chunk in enumerate(chunks, 1):
        path = f"{base}visits/" + ("" if n == 1 else f"?page={n}")
        snaps = [(f"{base}snapshot/{d}/", f"Snapshot of {d}") for d in chunk]
        more = f'<a href="{base}visits/?page={n + 1}">Older visits</a>' if n < len(chunks) else ""
        pages[path] = page(VAULT, f"Visits of {oid}", top + ul(snaps) + more)
        truth.add(path)
        for snap, _label in snaps:
            br = [(f"{snap}branch/{b}/", b) for b in branches]
            pages[snap] = page(VAULT, f"Snapshot · {oid}", top + ul(br))
            truth.add(snap)
            for bpath, b in br:
                pages[bpath] = page(VAULT, f"Branch {b} · {oid}", top + f"<p>Revision of {b}</p>")
                truth.add(bpath)
    pages[f"/browse/directory/?origin={oid}&path=/"] = page(
        VAULT, f"Files · {oid}", top + "<ul><li>README.md</li><li>src/</li></ul>"
    )
    api[meta] = text(f'{{"id": "{oid}", "url": "{url}"}}\n', "application/json")
    api[tarball] = blob(oid + ".tar")
    return pages, api, {VAULT.url(t) if t.startswith("/") else t for t in truth}


def _vault_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": text("HeritageVault API v1\n")}
    for oid in VAULT_ORIGINS:
        p, a, _t = _vault_origin(oid)
        pages.update(p)
        api.update(a)
    return [build(VAULT, pages), Site(VAULT_API, api)]


# --- Notebook viewer: one rendered notebook is one page ---------------------------------

LOOM = Portal(
    "view.notebookloom.hx40.example",
    "NotebookLoom",
    [("/faq", "FAQ"), ("/gallery", "Gallery")],
    [("/privacy", "Privacy"), ("/about", "About")],
    title_format="{name} - {title}",
)

# render path -> (notebook title, number of cells, sibling notebooks)
LOOM_NOTEBOOKS = {
    "/render/sedge/reeflab/whistle-count/blob/main/notebooks/quickstart.ipynb": (
        "Quickstart: counting whistles",
        3,
        [],
    ),
    "/render/fjord/glaciology/icepack-tools/blob/main/examples/flowline-tutorial.ipynb": (
        "Flowline model tutorial",
        9,
        ["examples/meshing-demo.ipynb", "examples/calving-front.ipynb"],
    ),
}


def _loom_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, (title, cells, siblings) in LOOM_NOTEBOOKS.items():
        forge = "git.sedgeforge" if "/sedge/" in path else "gitlab.fjordinst"
        source = f"http://{forge}.hx40.example" + path.split("/", 3)[3].join(["/", ""])
        body = f"<h1>{escape(title)}</h1>"
        body += f'<p><a href="{escape(source)}">View on the source forge</a></p>'
        for c in range(1, cells + 1):
            body += (
                f'<div class="cell" id="cell-{c}"><pre class="input">In [{c}]: plot_step({c})</pre>'
                f'<img src="{path}/figures/out-{c}.png" alt="output {c}">'
                f'<a class="anchor" href="#cell-{c}">¶</a></div>'
            )
            pages[f"{path}/figures/out-{c}.png"] = Response.data(
                b"\x89PNG\r\n\x1a\n" + bytes(c), "image/png"
            )
        folder = path.rsplit("/", 1)[0]
        sib = [(f"{folder}/{s.rsplit('/', 1)[1]}", s) for s in siblings]
        if sib:
            body += "<aside><h2>Other notebooks in this folder</h2>" + ul(sib) + "</aside>"
            for sp, s in sib:
                pages[sp] = page(LOOM, s, f"<h1>{escape(s)}</h1><p>Rendered notebook.</p>")
        pages[path] = page(LOOM, title, body, share=LOOM.url(path))
    return [build(LOOM, pages)]


# --- Documentation host (Read-the-Docs-like): one project subdomain, one version --------

HARBOR_WWW = Portal(
    "www.docsharbor.hx40.example",
    "DocsHarbor",
    [("/projects/", "Projects"), ("/pricing/", "Pricing")],
    [("/privacy", "Privacy"), ("/terms/", "Terms")],
)

# project -> (title, pages of /en/latest/, other versions)
HARBOR_PROJECTS = {
    "tidewater": ("Tidewater", ["install.html", "api.html"], ["stable"]),
    "glacierflow": (
        "GlacierFlow",
        [
            "install.html",
            "tutorial/index.html",
            "tutorial/meshing.html",
            "api.html",
            "changelog.html",
        ],
        ["stable", "v0.9", "v0.8"],
    ),
}


def _harbor_project(proj: str) -> tuple[Site, set[str]]:
    title, docs, versions = HARBOR_PROJECTS[proj]
    host = f"{proj}.docsharbor.hx40.example"
    portal = Portal(host, f"{title} documentation", [], [("/en/latest/genindex.html", "Index")])
    base = "/en/latest/"
    toc = [(base, "Home")] + [(base + d, d.replace(".html", "").replace("/", " / ")) for d in docs]
    toc.append((base + "genindex.html", "Index"))
    flyout = ul(
        [(f"/en/{v}/", v) for v in versions]
        + [
            (f"http://{HARBOR_WWW.host}/projects/{proj}/", "Project home"),
            (f"http://{HARBOR_WWW.host}/", "Hosted by DocsHarbor"),
        ],
        "flyout",
    )
    pdf = base + f"_downloads/{proj}.pdf"
    pages: dict[str, PageValue] = {"/": Response.redirect(base)}
    truth = {base, base + "genindex.html", pdf, base + "_sources/index.rst.txt"}
    for href, label in toc:
        extra = (
            f'<a href="{base}_sources/index.rst.txt">View page source</a>' if href == base else ""
        )
        extra += f' <a href="{pdf}">PDF</a>' if href == base else ""
        pages[href] = portal.page(
            label if href != base else f"{title} latest",
            f"<nav>{ul(toc, 'toctree')}</nav><article><h1>{escape(label)}</h1>{extra}</article>{flyout}",
            head='<script async src="/_/static/javascript/readthedocs-addons.js"></script>',
        )
        truth.add(href)
    pages[base + "_sources/index.rst.txt"] = text(f"{title}\n{'=' * len(title)}\n")
    pages[pdf] = Response.data(b"%PDF-1.4\n%" + proj.encode(), "application/pdf")
    pages["/_/static/javascript/readthedocs-addons.js"] = text("0;\n", "text/javascript")
    for v in versions:
        pages[f"/en/{v}/"] = portal.page(f"{title} {v}", f"<h1>{title} {v}</h1>{flyout}")
    return build(portal, pages), {f"http://{host}{t}" for t in truth}


def _harbor_sites() -> list[Site]:
    www = {
        f"/projects/{p}/": page(
            HARBOR_WWW,
            t,
            f'<h1>{t}</h1><a href="http://{p}.docsharbor.hx40.example/">Read the docs</a>',
        )
        for p, (t, _d, _v) in HARBOR_PROJECTS.items()
    }
    return [build(HARBOR_WWW, www)] + [_harbor_project(p)[0] for p in HARBOR_PROJECTS]


CASES: list[Case] = [
    # A Gitea-like forge: everything under /owner/repo (Path-Based) but release assets on a
    # separate download host, as GitHub's raw host in the seed: Path-Based with Externals.
    case(
        "sedge-whistle-count",
        "Self-hosted code forge (Gitea-like, one release)",
        "multi-hop",
        "path_based_externals",
        SEDGE.url("/reeflab/whistle-count"),
        _sedge_repo("reeflab/whistle-count")[2],
        _sedge_sites,
    ),
    # Harder: three releases with assets on the download host, paginated issues, a tree.
    case(
        "sedge-tidewater",
        "Self-hosted code forge (Gitea-like, three releases, paginated issues)",
        "multi-hop",
        "path_based_externals",
        SEDGE.url("/coastal-modelling/tidewater"),
        _sedge_repo("coastal-modelling/tidewater")[2],
        _sedge_sites,
    ),
    # GitLab-like: the seed's GitLab.com row, Path-Based: every URI under /group/project.
    case(
        "fjord-drifter-sim",
        "Institutional code forge (GitLab-like, one release)",
        "multi-hop",
        "path_based",
        FJORD.url("/ocean/drifter-sim"),
        _fjord_project("ocean/drifter-sim")[1],
        _fjord_sites,
        [FJORD.url("/glaciology/icepack-tools")],
    ),
    case(
        "fjord-icepack-tools",
        "Institutional code forge (GitLab-like, releases, wiki, tree)",
        "multi-hop",
        "path_based",
        FJORD.url("/glaciology/icepack-tools"),
        _fjord_project("glaciology/icepack-tools")[1],
        _fjord_sites,
        [FJORD.url("/ocean/drifter-sim")],
    ),
    # Like the seed's GBIF: an id in the entry path recurs in every artifact URI, on the
    # portal and on its API host, while the URI paths differ: Significant String from URI.
    case(
        "vault-whistle-count",
        "Software archive (Software Heritage-like, one visit)",
        "multi-hop",
        "sig_uri",
        VAULT.url("/origin/ori-5c81d0e4a7/"),
        _vault_origin("ori-5c81d0e4a7")[2],
        _vault_sites,
    ),
    case(
        "vault-icepack-tools",
        "Software archive (Software Heritage-like, paginated visits, branches, a fork)",
        "multi-hop",
        "sig_uri",
        VAULT.url("/origin/ori-e31b97f062/"),
        _vault_origin("ori-e31b97f062")[2],
        _vault_sites,
        [VAULT.url("/origin/ori-9d0a44c1b3/")],
    ),
    # A rendered notebook is one document, like the seed's blog posts: Single Page (the
    # source lives on another portal; figures are embedded resources).
    case(
        "loom-quickstart",
        "Notebook viewer (nbviewer-like, short notebook)",
        "single",
        "single_page",
        LOOM.url(next(iter(LOOM_NOTEBOOKS))),
        {LOOM.url(next(iter(LOOM_NOTEBOOKS)))},
        _loom_sites,
    ),
    case(
        "loom-flowline-tutorial",
        "Notebook viewer (nbviewer-like, long notebook with sibling notebooks)",
        "single",
        "single_page",
        LOOM.url(list(LOOM_NOTEBOOKS)[1]),
        {LOOM.url(list(LOOM_NOTEBOOKS)[1])},
        _loom_sites,
        [
            LOOM.url(p)
            for p in (
                "/render/fjord/glaciology/icepack-tools/blob/main/examples/meshing-demo.ipynb",
            )
        ],
    ),
    # One documentation version is a subtree of its project host (the seed's Silk: a site
    # per project, Path-Based); other versions are other artifacts.
    case(
        "harbor-tidewater",
        "Documentation host (Read-the-Docs-like, small manual)",
        "multi-hop",
        "path_based",
        "http://tidewater.docsharbor.hx40.example/en/latest/",
        _harbor_project("tidewater")[1],
        _harbor_sites,
    ),
    case(
        "harbor-glacierflow",
        "Documentation host (Read-the-Docs-like, nested tutorial, three other versions)",
        "multi-hop",
        "path_based",
        "http://glacierflow.docsharbor.hx40.example/en/latest/",
        _harbor_project("glacierflow")[1],
        _harbor_sites,
        ["http://glacierflow.docsharbor.hx40.example/en/stable/"],
    ),
]
