"""Path-based portals: a self-hosted GitLab, a GitHub-style forge with a raw host
(Path-Based with Externals) and an Islandora 7 notebook repository."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import a, builder, chrome_pages, pdfr, pngr, portal, ul

# --- GitLab: transcription and digitisation code of a history-of-science lab ----------
GL = portal(
    "gitlab.hps-digital.hx124.example",
    "GitLab",
    menu=(("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")),
    footer=(("/-/terms", "Terms"), ("http://about.gitlab.test/", "About GitLab")),
    title_format="{title} · GitLab",
)
GL_REPOS = {
    "instrument-lab/sundial-calculator": ["README.md", "sundial/gnomon.py"],
    "darwin-tx/letter-ocr-pipeline": ["README.md", "pipeline/segment.py", "pipeline/ocr.py"],
}


def _gl_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for repo, files in GL_REPOS.items():
        r = f"/{repo}"
        owner = a("/" + repo.split("/")[0], repo.split("/")[0])
        tree = ul([a(f"{r}/-/blob/main/{f}", f) for f in files])
        pages[r] = GL.page(
            f"{repo.split('/')[1]} · {repo.split('/')[0]}",
            f'<div class="project-home-panel"><h1>{repo}</h1>'
            f'<nav class="sidebar">{a(f"{r}/-/issues", "Issues")} {a(f"{r}/-/merge_requests", "Merge requests")} '
            f"{a(f'{r}/-/releases', 'Releases')} {a(f'{r}/-/wikis/home', 'Wiki')}</nav>"
            f"{tree}<p>Group: {owner}</p></div>",
        )
        for f in files:
            pages[f"{r}/-/blob/main/{f}"] = GL.page(
                f, f"<pre>{f}</pre>{a(f'{r}/-/raw/main/{f}', 'Open raw')}"
            )
            pages[f"{r}/-/raw/main/{f}"] = data(f"# {f}\n", "text/plain")
        pages[f"{r}/-/issues"] = GL.page(
            "Issues", f"{ul([a(f'{r}/-/issues/1', '#1 Wrong epoch')])}"
        )
        pages[f"{r}/-/issues/1"] = GL.page("Wrong epoch (#1)", "<h1>Wrong epoch</h1>")
        pages[f"{r}/-/merge_requests"] = GL.page("Merge requests", "<p>None open.</p>")
        pages[f"{r}/-/releases"] = GL.page(
            "Releases", a(f"{r}/-/archive/v1.0/{repo.split('/')[1]}-v1.0.tar.gz", "Source (tar.gz)")
        )
        pages[f"{r}/-/archive/v1.0/{repo.split('/')[1]}-v1.0.tar.gz"] = b"\x1f\x8b" + b"\x00" * 30
        pages[f"{r}/-/wikis/home"] = GL.page("Home · Wiki", "<h1>Wiki</h1>")
        pages[f"/{repo.split('/')[0]}"] = GL.page(repo.split("/")[0], "<h1>Group</h1>")
    return pages


gl_build = builder(GL, _gl_pages())


def gl_truth(repo: str) -> list[str]:
    r, name = f"/{repo}", repo.split("/")[1]
    paths = [
        r,
        f"{r}/-/issues",
        f"{r}/-/issues/1",
        f"{r}/-/merge_requests",
        f"{r}/-/releases",
        f"{r}/-/archive/v1.0/{name}-v1.0.tar.gz",
        f"{r}/-/wikis/home",
    ]
    for f in GL_REPOS[repo]:
        paths += [f"{r}/-/blob/main/{f}", f"{r}/-/raw/main/{f}"]
    return [GL.url(p) for p in paths]


# --- GitHub-style forge with a raw-content host ----------------------------------------
GH = Portal(
    "code.scihist-forge.hx124.example",
    "SciHist Forge",
    menu=(("/explore", "Explore"), ("/pricing", "Pricing"), ("/features", "Features")),
    footer=(("/site/terms", "Terms"), ("/site/privacy", "Privacy")),
    title_format="{title}",
)
RAW = "raw.scihist-forge.hx124.example"
GH_REPOS = {
    "rsmith/faraday-diary-corpus": ["corpus/vol1.xml", "LICENSE"],
    "museum-lab/astrolabe-3d": ["models/astrolabe.stl", "README.md"],
}


def gh_build() -> list[Site]:
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    for repo, files in GH_REPOS.items():
        r = f"/{repo}"
        owner = a("/" + repo.split("/")[0], repo.split("/")[0])
        pages[r] = GH.page(
            f"GitHub - {repo}",
            f'<div class="repository-content"><h1>{repo}</h1>'
            f'<nav class="UnderlineNav">{a(f"{r}/issues", "Issues")} {a(f"{r}/pulls", "Pull requests")} '
            f"{a(f'{r}/releases', 'Releases')}</nav>"
            f"{ul([a(f'{r}/blob/main/{f}', f) for f in files])}"
            f"<p>{owner}</p></div>",
        )
        for f in files:
            pages[f"{r}/blob/main/{f}"] = GH.page(
                f"{repo}/{f} at main", a(f"http://{RAW}{r}/main/{f}", "Raw")
            )
            raw[f"{r}/main/{f}"] = data(f"{f}\n", "text/plain")
        pages[f"{r}/issues"] = GH.page("Issues", a(f"{r}/issues/3", "Volume 2 encoding"))
        pages[f"{r}/issues/3"] = GH.page("Volume 2 encoding · Issue #3", "<h1>#3</h1>")
        pages[f"{r}/pulls"] = GH.page("Pull requests", "<p>0 open</p>")
        pages[f"{r}/releases"] = GH.page(
            "Releases", a(f"{r}/releases/download/v2.1/bundle.zip", "bundle.zip")
        )
        pages[f"{r}/releases/download/v2.1/bundle.zip"] = b"PK\x03\x04" + b"\x00" * 30
        pages[f"/{repo.split('/')[0]}"] = GH.page(repo.split("/")[0], "<h1>Profile</h1>")
    for h, t in (*GH.menu, *GH.footer):
        pages[h] = GH.page(t, f"<h1>{t}</h1>")
    pages.update({p: v for p, v in chrome_pages(GH).items() if p not in pages})
    return [GH.site(pages), Site(RAW, raw)]  # type: ignore[arg-type]


def gh_truth(repo: str) -> list[str]:
    r = f"/{repo}"
    paths = [
        r,
        f"{r}/issues",
        f"{r}/issues/3",
        f"{r}/pulls",
        f"{r}/releases",
        f"{r}/releases/download/v2.1/bundle.zip",
    ]
    out = [GH.url(p) for p in paths]
    for f in GH_REPOS[repo]:
        out += [GH.url(f"{r}/blob/main/{f}"), f"http://{RAW}{r}/main/{f}"]
    return out


# --- Islandora 7: a laboratory notebook book object -----------------------------------
IS = portal(
    "islandora.labnotes-lib.hx124.example",
    "Digital Collections",
    menu=(("/islandora/search", "Search"), ("/islandora/object/islandora:root", "Collections")),
    title_format="{title} | {name}",
)
IS_BOOKS = {
    "notebooks:112": ("Rosalind Franklin laboratory notebook, King's College, 1952", 2),
    "notebooks:245": ("Barbara McClintock maize notebook, Cold Spring Harbor, 1948", 3),
}


def _is_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for pid, (title, n) in IS_BOOKS.items():
        o = f"/islandora/object/{pid}"
        pages[o] = IS.page(
            title,
            f'<div class="islandora-book-object"><h1>{title}</h1>'
            f'<img src="{o}/datastream/TN/view">'
            f"{a(f'{o}/pages', 'View pages')} {a(f'{o}/datastream/PDF/download', 'Download PDF')} "
            f"{a(f'{o}/datastream/MODS/view', 'MODS')}"
            f"<p>In collection {a('/islandora/object/notebooks:collection', 'Notebooks')}</p></div>",
        )
        pages[f"{o}/pages"] = IS.page(
            f"{title} pages", ul([a(f"{o}/pages?page={i}", f"Page {i + 1}") for i in range(n)])
        )
        for i in range(n):
            pages[f"{o}/pages?page={i}"] = IS.page(f"Page {i + 1}", f"<h1>Page {i + 1}</h1>")
        pages[f"{o}/datastream/TN/view"] = pngr()
        pages[f"{o}/datastream/PDF/download"] = pdfr(title, "Notebook")
        pages[f"{o}/datastream/MODS/view"] = data(
            f"<mods><title>{title}</title></mods>", "application/xml"
        )
    pages["/islandora/object/notebooks:collection"] = IS.page("Notebooks", "<h1>Notebooks</h1>")
    return pages


is_build = builder(IS, _is_pages())


CASES: list[Case] = [
    # A GitLab project: the seed's GitLab.com row, Path-Based; every part of the project
    # lives under its path.  Truth: project, files (blob and raw), issues, MRs, releases,
    # the release archive, the wiki; not the group page or GitLab chrome.
    *[
        case(
            f"gitlab-{repo.split('/')[1]}",
            "GitLab (research software)",
            "software project",
            "path_based",
            GL.url(f"/{repo}"),
            gl_truth(repo),
            gl_build,
        )
        for repo in GL_REPOS
    ],
    # A GitHub-style forge whose raw files live on a second host: the seed's GitHub row,
    # Path-Based with Externals.  Truth: everything under the repository path plus its raw
    # files on the raw host.
    *[
        case(
            f"forge-{repo.split('/')[1]}",
            "GitHub (research software and corpora)",
            "software project",
            "path_based_externals",
            GH.url(f"/{repo}"),
            gh_truth(repo),
            gh_build,
        )
        for repo in GH_REPOS
    ],
    # Islandora 7 book object: pages, datastreams and the page viewer all hang under
    # /islandora/object/<pid>: Path-Based.  Truth: those URIs (the thumbnail is embedded);
    # not the collection.
    *[
        case(
            f"islandora-{pid.split(':')[1]}",
            "Islandora (laboratory notebook repository)",
            "digitised notebook",
            "path_based",
            IS.url(f"/islandora/object/{pid}"),
            [
                IS.url(p)
                for p in (
                    f"/islandora/object/{pid}",
                    f"/islandora/object/{pid}/pages",
                    f"/islandora/object/{pid}/datastream/PDF/download",
                    f"/islandora/object/{pid}/datastream/MODS/view",
                    *(f"/islandora/object/{pid}/pages?page={i}" for i in range(n)),
                )
            ],
            is_build,
            others=[IS.url("/islandora/object/notebooks:collection")],
        )
        for pid, (_t, n) in IS_BOOKS.items()
    ],
]
