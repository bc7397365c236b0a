"""Multi-hop artifacts bounded by their path: GitLab projects, a Scalar book, and GitHub
Enterprise repositories whose raw files and release assets live on other hosts."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, binary, host, simple, txt, ul

# --- GitLab (self-managed): a department's code and data projects ------------------------

GL = Portal(
    host("gitlab", "anthro-compute"),
    "GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[("/help/legal/privacy", "Privacy"), ("http://about.gitlab.test/", "About GitLab")],
    title_format="{title} · GitLab",
    home_title="Sign in · GitLab",
)


def _gl_project(
    p: str, title: str, files: dict[str, str], issues: list[tuple[int, str]], tag: str, owner: str
) -> dict[str, object]:
    """Pages of a project at path `p`; `files` are repo paths -> content."""
    name = p.rsplit("/", 1)[1]
    side = ul(
        [
            (p, "Project overview"),
            (f"{p}/-/tree/main", "Repository"),
            (f"{p}/-/commits/main", "Commits"),
            (f"{p}/-/issues", f"Issues {len(issues)}"),
            (f"{p}/-/merge_requests", "Merge requests 0"),
            (f"{p}/-/wikis/home", "Wiki"),
            (f"{p}/-/releases", "Releases"),
        ],
        "sidebar",
    )

    def pg(t: str, body: str) -> str:
        crumbs = f'<nav class="breadcrumbs">{a("/" + owner, owner)} / {a(p, name)}</nav>'
        return GL.page(f"{t} · {title}", side + crumbs + body)

    tree = "".join(f"<tr><td>{a(f'{p}/-/blob/main/{f}', f)}</td></tr>" for f in files)
    pages: dict[str, object] = {
        p: pg(
            title,
            f"<h1>{escape(title)}</h1><p>Project ID: 118</p><table>{tree}</table>"
            f"<p>{a(f'{p}/-/blob/main/README.md', 'README.md')}</p>"
            f"<p>{a(f'{p}/-/archive/main/{name}-main.zip', 'Download source code (zip)')}</p>",
        ),
        f"{p}/-/tree/main": pg("Files", f"<table>{tree}</table>"),
        f"{p}/-/commits/main": pg("Commits", "<ol><li>Update codebook</li></ol>"),
        f"{p}/-/merge_requests": pg("Merge requests", "<p>There are no open merge requests</p>"),
        f"{p}/-/wikis/home": pg("Wiki", "<h1>home</h1><p>How the field data were coded.</p>"),
        f"{p}/-/issues": pg("Issues", ul([(f"{p}/-/issues/{n}", f"#{n} {t}") for n, t in issues])),
        f"{p}/-/releases": pg(
            "Releases",
            f"<h2>{tag}</h2>" + a(f"{p}/-/archive/{tag}/{name}-{tag}.zip", "Source code (zip)"),
        ),
        f"{p}/-/archive/main/{name}-main.zip": binary("application/zip"),
        f"{p}/-/archive/{tag}/{name}-{tag}.zip": binary("application/zip"),
    }
    for n, t in issues:
        pages[f"{p}/-/issues/{n}"] = pg(
            t, f"<h1>{escape(t)}</h1><p>opened by {a('/' + owner, owner)}</p>"
        )
    for f, body in files.items():
        pages[f"{p}/-/blob/main/{f}"] = pg(
            f, f"<pre>{escape(body)}</pre>{a(f'{p}/-/raw/main/{f}', 'Open raw')}"
        )
        pages[f"{p}/-/raw/main/{f}"] = txt(body)
    return pages


GL_A = "/ethnolab/kinship-networks"
GL_B = "/ethnolab/fieldnote-ocr"
GL_A_ARGS = dict(
    p=GL_A,
    title="kinship-networks",
    files={
        "README.md": "# Kinship networks\nKin terms to graphs.",
        "kinnet/graph.py": "def build(edges): ...",
        "data/households.csv": "hh,ego,alter,term\n",
    },
    issues=[(7, "Cross-cousin terms collapse in Iroquois mode"), (9, "Add GEDCOM import")],
    tag="v1.2.0",
    owner="ethnolab",
)
GL_B_ARGS = dict(
    p=GL_B,
    title="fieldnote-ocr",
    files={
        "README.md": "# Fieldnote OCR\nHandwritten notebook pipeline.",
        "ocr/segment.py": "def lines(img): ...",
    },
    issues=[(3, "Diacritics lost in Kiswahili pages")],
    tag="v0.4.1",
    owner="ethnolab",
)


def gitlab() -> list[Site]:
    pages: dict = {"/ethnolab": simple(GL, "ethnolab", "Group")}
    pages.update(_gl_project(**GL_A_ARGS))  # type: ignore[arg-type]
    pages.update(_gl_project(**GL_B_ARGS))  # type: ignore[arg-type]
    return [GL.site(pages)]


def _gl_truth(args: dict) -> list[str]:
    return [GL.url(p) for p in _gl_project(**args)]


# --- Scalar: a multimodal ethnographic book -----------------------------------------------

SC = Portal(
    host("scalar", "vectors-anthro"),
    "Scalar",
    menu=[
        ("/system/index", "Index of books"),
        ("/system/dashboard", "Dashboard"),
        ("/system/login", "Sign in"),
    ],
    footer=[("http://scalar.test/", "Powered by Scalar"), ("/system/terms", "Terms of Service")],
    title_format="{title}",
)
SC_BOOK = "/works/songs-for-the-ancestors/"


def scalar() -> list[Site]:
    b = SC_BOOK
    t = "Songs for the Ancestors: Funeral Music in Tana Toraja"
    toc = [
        (b + "introduction", "Introduction"),
        (b + "the-ma-badong-circle", "The ma'badong circle"),
        (b + "buffalo-and-debt", "Buffalo and debt"),
        (b + "coda-returning-the-recordings", "Coda: returning the recordings"),
    ]
    media = [
        (b + "media/badong-1996-rantepao", "Badong, Rantepao 1996 (audio)"),
        (b + "media/funeral-procession-2019", "Procession 2019 (video)"),
    ]

    def pg(title: str, body: str) -> str:
        bar = (
            f'<nav class="book-nav">{a(b, t)} · {a(b + "toc", "Table of contents")} · '
            f"{a(b + 'index', 'Index')}</nav>"
        )
        return SC.page(f"{t}: {title}", bar + f"<h1>{escape(title)}</h1>" + body)

    pages: dict[str, object] = {
        b: pg("Cover", "<p>By Maria Tandirerung.</p>" + a(toc[0][0], "Begin reading")),
        b + "index": pg("Index", ul(toc + media)),
        b + "toc": pg("Table of contents", ul(toc)),
    }
    for i, (path, title) in enumerate(toc):
        nxt = toc[i + 1] if i + 1 < len(toc) else None
        body = "<p>...</p>"
        if i == 1:
            body += ul(media)
        if nxt:
            body += f"<p>Continue to {a(nxt[0], nxt[1])}</p>"
        pages[path] = pg(title, body)
    for path, title in media:
        fname = path.rsplit("/", 1)[1]
        ext = "mp3" if "audio" in title else "mp4"
        pages[path] = pg(
            title,
            f"<p>{a(f'{b}media/files/{fname}.{ext}', 'Source file')}</p>"
            f"<p>Citations: {a(toc[1][0], toc[1][1])}</p>",
        )
        pages[f"{b}media/files/{fname}.{ext}"] = binary(
            "audio/mpeg" if ext == "mp3" else "video/mp4"
        )
    pages["/works/the-island-of-lost-names/"] = simple(SC, "The Island of Lost Names")
    pages["/system/index"] = SC.page(
        "Index of books",
        ul([(b, t), ("/works/the-island-of-lost-names/", "The Island of Lost Names")]),
    )
    return [SC.site(pages)]


def _sc_truth() -> list[str]:
    site = scalar()[0]
    return sorted(SC.url(p) for p in site.pages if p.startswith(SC_BOOK))


# --- GitHub Enterprise Server (subdomain isolation): raw and release hosts -----------------

GHE = Portal(
    host("code", "dplace-consortium"),
    "GitHub Enterprise",
    menu=[
        ("/explore", "Explore"),
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/codespaces", "Codespaces"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title}",
    home_title="GitHub Enterprise",
)
RAW = host("raw", "dplace-consortium")
OBJ = host("media", "dplace-consortium")


def _ghe_repo(
    r: str, desc: str, files: dict[str, str], issues: list[tuple[int, str]], tag: str, asset: str
) -> dict[str, object]:
    owner, name = r.strip("/").split("/")
    tabs = ul(
        [
            (r, "Code"),
            (f"{r}/issues", "Issues"),
            (f"{r}/pulls", "Pull requests"),
            (f"{r}/actions", "Actions"),
            (f"{r}/wiki", "Wiki"),
        ],
        "UnderlineNav",
    )

    def pg(t: str, body: str) -> str:
        return GHE.page(f"{t} · {r.strip('/')}", tabs + body)

    tree = "".join(f"<tr><td>{a(f'{r}/blob/main/{f}', f)}</td></tr>" for f in files)
    pages: dict[str, object] = {
        r: pg(
            f"{r.strip('/')}: {desc}",
            f"<h1>{a('/' + owner, owner)} / {a(r, name)}</h1><p>{escape(desc)}</p>"
            f"<table>{tree}</table>{a(f'{r}/commits/main', 'commits')} "
            f"<h2>Releases</h2>{a(f'{r}/releases/tag/{tag}', tag)} "
            f"{a(f'{r}/releases', 'All releases')}",
        ),
        f"{r}/issues": pg("Issues", ul([(f"{r}/issues/{n}", t) for n, t in issues])),
        f"{r}/pulls": pg("Pull requests", "<p>0 Open</p>"),
        f"{r}/actions": pg("Actions", "<p>All workflows</p>"),
        f"{r}/wiki": pg("Home", "<p>Welcome to the wiki.</p>"),
        f"{r}/commits/main": pg("Commits", "<ol><li>Release " + tag + "</li></ol>"),
        f"{r}/releases": pg("Releases", a(f"{r}/releases/tag/{tag}", tag)),
        f"{r}/releases/tag/{tag}": pg(
            f"Release {tag}",
            f'<a href="http://{OBJ}/releases/{owner}/{name}/{tag}/{asset}">{escape(asset)}</a>',
        ),
    }
    for n, t in issues:
        pages[f"{r}/issues/{n}"] = pg(t, f"<h1>{escape(t)}</h1>")
    for f, body in files.items():
        pages[f"{r}/blob/main/{f}"] = pg(
            f, f'<pre>{escape(body)}</pre><a href="http://{RAW}/{owner}/{name}/main/{f}">Raw</a>'
        )
    return pages


GHE_A = dict(
    r="/dplace/kinterms-cldf",
    desc="Kinship terminologies of 1,200 societies as a CLDF dataset",
    files={
        "README.md": "# kinterms-cldf",
        "cldf/forms.csv": "ID,Language,Form\n",
        "cldf/parameters.csv": "ID,Name\nF,father\n",
    },
    issues=[(41, "Crow/Omaha coding for Lakota"), (44, "Duplicate glottocode")],
    tag="v2.1",
    asset="kinterms-cldf-v2.1.zip",
)
GHE_B = dict(
    r="/dplace/ea-phylogenies",
    desc="Phylogenies linked to the Ethnographic Atlas societies",
    files={"README.md": "# ea-phylogenies", "trees/bantu.nex": "#NEXUS\n"},
    issues=[(5, "Tree labels do not match xd_ids")],
    tag="v1.0.3",
    asset="ea-phylogenies-v1.0.3.tar.gz",
)


def ghe() -> list[Site]:
    pages: dict = {"/dplace": simple(GHE, "dplace", "Organisation")}
    raw, obj = Site(RAW), Site(OBJ)
    for g in (GHE_A, GHE_B):
        pages.update(_ghe_repo(**g))  # type: ignore[arg-type]
        owner, name = g["r"].strip("/").split("/")  # type: ignore[union-attr]
        for f, body in g["files"].items():  # type: ignore[union-attr]
            raw.add(f"/{owner}/{name}/main/{f}", txt(body))
        obj.add(f"/releases/{owner}/{name}/{g['tag']}/{g['asset']}", binary("application/zip"))
    return [GHE.site(pages), raw, obj]


def _ghe_truth(g: dict) -> list[str]:
    owner, name = g["r"].strip("/").split("/")
    return (
        [GHE.url(p) for p in _ghe_repo(**g)]
        + [f"http://{RAW}/{owner}/{name}/main/{f}" for f in g["files"]]
        + [f"http://{OBJ}/releases/{owner}/{name}/{g['tag']}/{g['asset']}"]
    )


CASES: list[Case] = [
    # GitLab project: the seed's GitLab.com row is Path-Based; every page, raw file and
    # archive of the project sits under its path.  Truth: every project page, blob, raw
    # file, issue, wiki and archive under /ethnolab/kinship-networks.
    case(
        "gitlab-kinship-networks",
        "GitLab (self-managed, department)",
        "Multi-Hop",
        "path_based",
        GL.url(GL_A),
        _gl_truth(GL_A_ARGS),
        gitlab,
        others=[GL.url("/ethnolab")],
    ),
    case(
        "gitlab-fieldnote-ocr",
        "GitLab (self-managed, department)",
        "Multi-Hop",
        "path_based",
        GL.url(GL_B),
        _gl_truth(GL_B_ARGS),
        gitlab,
    ),
    # Scalar book: like a Silk project, the whole book lives under one path; Path-Based
    # with the entry's trailing slash.  Truth: every page and media file under the book.
    case(
        "scalar-songs-for-the-ancestors",
        "Scalar (multimodal ethnography book)",
        "Multi-Hop",
        "path_based",
        SC.url(SC_BOOK),
        _sc_truth(),
        scalar,
    ),
    # GitHub Enterprise repository: as on GitHub, raw files and release assets are on
    # other hosts; Path-Based with Externals.  Truth: repository pages under its path plus
    # the raw files and the release asset.
    case(
        "ghe-kinterms-cldf",
        "GitHub Enterprise Server (research consortium)",
        "Multi-Hop",
        "path_based_externals",
        GHE.url(GHE_A["r"]),
        _ghe_truth(GHE_A),
        ghe,
        others=[GHE.url("/dplace")],
    ),
    case(
        "ghe-ea-phylogenies",
        "GitHub Enterprise Server (research consortium)",
        "Multi-Hop",
        "path_based_externals",
        GHE.url(GHE_B["r"]),
        _ghe_truth(GHE_B),
        ghe,
    ),
]
