"""Path-Based portals of heldout109: software forges holding edition sources (the seed's
GitLab / BitBucket rows; GitHub with its raw-file domain: Path-Based with Externals), a
static encyclopedia whose entry is a directory, a Scalar book and a one-subdomain project
site (the seed's Silk: "the entire subdomain site is itself an artifact")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare_page, bare_site, host, pdf_file, text

# --- a software forge project, in three URL dialects ----------------------------------------


@dataclass
class Dialect:
    tree: str  # "{p}/-/tree/main"
    blob: str  # "{p}/-/blob/main/{f}"
    raw: str  # "{p}/-/raw/main/{f}" (or an absolute URL on a raw domain)
    issues: str
    issue: str  # "{p}/-/issues/{n}"
    commits: str
    commit: str  # "{p}/-/commit/{sha}"
    releases: str
    archive: str  # "{p}/-/archive/main/{name}-main.zip"


GITLAB = Dialect(
    "{p}/-/tree/main",
    "{p}/-/blob/main/{f}",
    "{p}/-/raw/main/{f}",
    "{p}/-/issues",
    "{p}/-/issues/{n}",
    "{p}/-/commits/main",
    "{p}/-/commit/{sha}",
    "{p}/-/releases",
    "{p}/-/archive/main/{name}-main.zip",
)
FORGEJO = Dialect(
    "{p}/src/branch/main",
    "{p}/src/branch/main/{f}",
    "{p}/raw/branch/main/{f}",
    "{p}/issues",
    "{p}/issues/{n}",
    "{p}/commits/branch/main",
    "{p}/commit/{sha}",
    "{p}/releases",
    "{p}/archive/main.zip",
)


def ghes(raw_host: str) -> Dialect:
    return Dialect(
        "{p}/tree/main",
        "{p}/blob/main/{f}",
        "http://" + raw_host + "{p}/main/{f}",
        "{p}/issues",
        "{p}/issues/{n}",
        "{p}/commits/main",
        "{p}/commit/{sha}",
        "{p}/releases",
        "{p}/archive/refs/heads/main.zip",
    )


@dataclass
class Project:
    portal: Portal
    d: Dialect
    path: str  # "/group/name"
    title: str
    files: list[str]
    issues: list[tuple[int, str]]
    commits: list[str]
    readme_links: list[tuple[str, str]]  # (absolute URL, text): docs sites, DOIs, licences

    def u(self, pattern: str, **kw: object) -> str:
        name = self.path.rsplit("/", 1)[1]
        s = pattern.format(p=self.path, name=name, **kw)
        return s if s.startswith("http://") else self.portal.url(s)

    def local(self, url: str) -> str:
        return url.removeprefix(self.portal.origin)

    def chrome(self, title: str, body: str) -> str:
        nav = "".join(
            f'<li><a href="{self.u(p)}">{t}</a></li>'
            for p, t in [
                (self.d.tree, "Code"),
                (self.d.issues, "Issues"),
                (self.d.commits, "Commits"),
                (self.d.releases, "Releases"),
            ]
        )
        return self.portal.page(
            f"{title} · {self.path[1:]}",
            f'<nav class="project-nav"><a href="{self.path}">{self.path[1:]}</a><ul>{nav}</ul>'
            f"</nav>{body}",
        )

    def pages(self) -> dict[str, object]:
        files = "".join(
            f'<tr><td><a href="{self.u(self.d.blob, f=f)}">{f}</a></td></tr>' for f in self.files
        )
        readme = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in self.readme_links)
        home = self.chrome(
            self.title,
            f'<h1 class="project-title">{self.title}</h1><div class="project-stats">'
            f'<a href="{self.u(self.d.commits)}">{len(self.commits)} Commits</a> '
            f'<a href="{self.u(self.d.releases)}">1 Release</a></div>'
            f'<a class="btn" href="{self.u(self.d.archive)}">Download ZIP</a>'
            f'<table class="tree">{files}</table><article class="readme"><h2>README.md</h2>'
            f"<p>{self.title}: TEI sources, schema and build scripts.</p><ul>{readme}</ul>"
            "</article>",
        )
        out: dict[str, object] = {self.path: home}
        out[self.local(self.u(self.d.tree))] = self.chrome("Files", f"<table>{files}</table>")
        for f in self.files:
            raw = self.u(self.d.raw, f=f)
            out[self.local(self.u(self.d.blob, f=f))] = self.chrome(
                f,
                f'<h2>{f}</h2><a class="btn" href="{raw}">Raw</a><pre>...</pre>'
                f'<a href="{self.u(self.d.commits)}">History</a>',
            )
            if raw.startswith(self.portal.origin):
                out[self.local(raw)] = text(f"{f}\n")
        out[self.local(self.u(self.d.issues))] = self.chrome(
            "Issues",
            "<ul>"
            + "".join(
                f'<li><a href="{self.u(self.d.issue, n=n)}">#{n} {t}</a></li>'
                for n, t in self.issues
            )
            + "</ul>",
        )
        for n, t in self.issues:
            out[self.local(self.u(self.d.issue, n=n))] = self.chrome(
                t, f"<h1>{t} (#{n})</h1><p>Opened by an editor.</p>"
            )
        out[self.local(self.u(self.d.commits))] = self.chrome(
            "Commits",
            "<ul>"
            + "".join(
                f'<li><a href="{self.u(self.d.commit, sha=s)}">{s[:8]}</a></li>'
                for s in self.commits
            )
            + "</ul>",
        )
        for s in self.commits:
            out[self.local(self.u(self.d.commit, sha=s))] = self.chrome(
                s[:8], f"<h1>Commit {s[:8]}</h1><pre>diff ...</pre>"
            )
        out[self.local(self.u(self.d.releases))] = self.chrome(
            "Releases", f'<h2>v1.0</h2><a href="{self.u(self.d.archive)}">Source code (zip)</a>'
        )
        out[self.local(self.u(self.d.archive))] = Response.data(b"PK\x03\x04", "application/zip")
        return out

    def raw_files(self) -> dict[str, dict[str, object]]:
        """Files on a separate raw domain, by host."""
        by: dict[str, dict[str, object]] = {}
        for f in self.files:
            raw = self.u(self.d.raw, f=f)
            if not raw.startswith(self.portal.origin):
                h, _s, p = raw.removeprefix("http://").partition("/")
                by.setdefault(h, {})["/" + p] = text(f"{f}\n")
        return by

    def truth(self) -> list[str]:
        """The project pages (under the path) and, on other domains, the linked raw files
        and README links to the project's own documentation site."""
        return [self.portal.url(p) for p in self.pages()] + [
            f"http://{h}{p}" for h, ps in self.raw_files().items() for p in ps
        ]


def _forge_portal(hostname: str, name: str, menu: list[tuple[str, str]]) -> Portal:
    return Portal(
        hostname,
        name,
        menu=menu,
        footer=[("/help", "Help"), ("/-/privacy", "Privacy"), ("/-/terms", "Terms")],
        title_format="{title} · {name}",
    )


GL = _forge_portal(
    host("gitlab", "humanum-lab"),
    "GitLab",
    [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/users/sign_in", "Sign in"),
        ("/users/sign_up", "Register"),
    ],
)
GL_PAGES_HOST = host("editions-pages", "humanum-lab")
SEXTUS = Project(
    GL,
    GITLAB,
    "/editions/sextus-pyrrhonian-outlines",
    "Sextus Empiricus, Outlines of Pyrrhonism: TEI edition",
    ["README.md", "tei/PH1.xml", "tei/PH2.xml", "tei/PH3.xml", "schema/edition.rng"],
    [(14, "Apparatus: sigla of Parisinus gr. 1963"), (17, "PH 2.97 lacuna")],
    ["9f3c2a17e4b05d61c8a2", "4b1d77e0a3c95f26e1d4"],
    [("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0")],
)
ORIGEN = Project(
    GL,
    GITLAB,
    "/editions/origen-hexapla-fragments",
    "Origen's Hexapla: fragments of the Psalms columns",
    ["README.md", "data/psalms-fragments.xml", "build/render.xsl"],
    [(3, "Column order in Ps 45")],
    ["c0ffee12ab34cd56ef78"],
    [
        (f"http://{GL_PAGES_HOST}/origen-hexapla-fragments/", "Published edition (GitLab Pages)"),
        (f"http://{GL_PAGES_HOST}/origen-hexapla-fragments/encoding.html", "Encoding guidelines"),
        ("http://doi.test/10.5281/zenodo.1045512", "DOI of release v1.0"),
        ("http://orcid.test/0000-0002-3311-7788", "Maintainer ORCID"),
    ],
)


def gitlab() -> list[Site]:
    pages = {
        **SEXTUS.pages(),
        **ORIGEN.pages(),
        "/editions": GL.page(
            "editions", '<h1>editions</h1><a href="/editions/sextus-pyrrhonian-outlines">Sextus</a>'
        ),
    }
    docs = bare_site(
        GL_PAGES_HOST,
        {
            "/origen-hexapla-fragments/": bare_page(
                "Origen's Hexapla",
                '<h1>Hexapla fragments</h1><a href="encoding.html">Encoding</a>',
                css="/origen-hexapla-fragments/style.css",
            ),
            "/origen-hexapla-fragments/encoding.html": bare_page("Encoding", "<h1>Encoding</h1>"),
            "/origen-hexapla-fragments/style.css": Response.data(b"body{}", "text/css"),
        },
    )
    return [GL.site(pages), docs]


# --- GitHub Enterprise Server with subdomain isolation (raw.<host>) -------------------------

GH_HOST = host("github", "classics-ent")
RAW_HOST = host("raw", "classics-ent")
GH = _forge_portal(
    GH_HOST,
    "GitHub",
    [
        ("/explore", "Explore"),
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/login", "Sign in"),
    ],
)
TREEBANK = Project(
    GH,
    ghes(RAW_HOST),
    "/agdt/plato-apology-treebank",
    "Ancient Greek Dependency Treebank: Plato, Apology",
    ["README.md", "data/apology-17a-24b.xml", "data/apology-24b-42a.xml", "scripts/validate.py"],
    [(21, "Head of ὅτι in 17a"), (23, "Ellipsis nodes")],
    ["7e5d3c1b9a8f6e4d2c0b", "1a3b5c7d9e0f2a4b6c8d", "aa55bb66cc77dd88ee99"],
    [("http://creativecommons.test/licenses/by-sa/3.0/", "CC BY-SA 3.0")],
)


def github() -> list[Site]:
    raw = TREEBANK.raw_files()
    return [GH.site(TREEBANK.pages()), bare_site(RAW_HOST, raw[RAW_HOST])]


# --- Forgejo (Codeberg-style community forge) -----------------------------------------------

FJ = _forge_portal(
    host("git", "syriac-commons"),
    "Syriac Commons Forge",
    [("/explore/repos", "Explore"), ("/user/login", "Sign In"), ("/user/sign_up", "Register")],
)
EPHREM = Project(
    FJ,
    FORGEJO,
    "/syriac-corpus/ephrem-madrashe-tei",
    "Ephrem the Syrian, Madrashe on Faith: TEI encoding",
    ["README.md", "tei/hymn-01.xml", "tei/hymn-02.xml", "tei/hymn-03.xml"],
    [(2, "Vocalisation in hymn 2 stanza 4")],
    ["b3e1f2a4c5d6e7f80912", "0d9e8f7a6b5c4d3e2f10"],
    [("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")],
)


def forgejo() -> list[Site]:
    return [FJ.site(EPHREM.pages())]


# --- a static encyclopedia whose entries are directories (SEP-style) ----------------------

SEP = Portal(
    host("plato", "philo-ency"),
    "Stanford-style Encyclopedia of Philosophy",
    menu=[
        ("/contents.html", "Table of Contents"),
        ("/new.html", "What's New"),
        ("/cgi-bin/encyclopedia/random", "Random Entry"),
        ("/published.html", "Chronological"),
        ("/archives/", "Archives"),
    ],
    footer=[("/info.html", "About"), ("/support/", "Support"), ("/privacy.html", "Privacy")],
    title_format="{title} ({name})",
    home_title="Stanford-style Encyclopedia of Philosophy",
)
_E = "/entries/damascius/"
_SUPPS = [
    ("works.html", "Supplement: The Works of Damascius"),
    ("chronology.html", "Supplement: Chronology of the Athenian School"),
]


def _sep_entry() -> str:
    notes = "".join(
        f'<sup>[<a href="notes.html#note-{i}" id="ref-{i}">{i}</a>]</sup>' for i in (1, 2, 3)
    )
    return SEP.page(
        "Damascius",
        '<div id="aueditable"><h1>Damascius</h1><div id="pubinfo"><em>First published Tue '
        "Oct 3, 2006; substantive revision Mon Feb 9, 2026</em></div>"
        '<div id="toc"><ul><li><a href="#Life">1. Life</a></li><li><a href="#Works">2. Works'
        '</a></li><li><a href="#Bib">Bibliography</a></li><li><a href="#Aca">Academic Tools'
        '</a></li><li><a href="#Oth">Other Internet Resources</a></li><li><a href="#Rel">'
        "Related Entries</a></li></ul></div>"
        f'<div id="main-text"><h2 id="Life">1. Life</h2><p>Damascius was the last scholarch '
        f'of the Neoplatonic school at Athens{notes} ...</p><h2 id="Works">2. Works</h2>'
        + "".join(f'<p>See the <a href="{f}">{t}</a>.</p>' for f, t in _SUPPS)
        + '</div><div id="bibliography"><h2 id="Bib">Bibliography</h2><ul><li>Westerink, '
        "L.G. and Combès, J., 1986-1991, <em>Damascius: Traité des premiers principes</em>, "
        'Paris: Les Belles Lettres.</li></ul></div><div id="academic-tools"><h2 id="Aca">'
        'Academic Tools</h2><a href="/cgi-bin/encyclopedia/archinfo.cgi?entry=damascius">How '
        'to cite this entry</a>. <a href="http://leibniz.philo-friends.test/friends/preview/'
        'damascius/">Preview the PDF version of this entry</a>. <a href="http://'
        'indiana-inpho.test/entity?sepdir=damascius">Look up topics and thinkers related to '
        'this entry</a>.</div><div id="related-entries"><h2 id="Rel">Related Entries</h2>'
        '<a href="/entries/proclus/">Proclus</a> | <a href="/entries/neoplatonism/">'
        "Neoplatonism</a></div>"
        '<div id="article-copyright"><a href="/info.html#c">Copyright © 2026</a> by the '
        "author</div></div>",
    )


def sep() -> list[Site]:
    pages: dict[str, object] = {
        _E: _sep_entry(),
        _E + "notes.html": SEP.page(
            "Notes to Damascius",
            "<h1>Notes to Damascius</h1>"
            + "".join(
                f'<p id="note-{i}">{i}. See Photius, <em>Bibliotheca</em> cod. 181. '
                f'<a href="{_E}#ref-{i}">Return to {i}</a></p>'
                for i in (1, 2, 3)
            ),
        ),
        "/entries/proclus/": SEP.page("Proclus", "<h1>Proclus</h1>"),
        "/cgi-bin/encyclopedia/archinfo.cgi?entry=damascius": SEP.page(
            "How to cite", "<h1>Damascius</h1><p>Archived in Winter 2026.</p>"
        ),
    }
    for f, t in _SUPPS:
        pages[_E + f] = SEP.page(t, f'<h1>{t}</h1><p>...</p><a href="{_E}">Return to Damascius</a>')
    return [SEP.site(pages)]


# --- Scalar: a multimedia book, every page under the book's slug ----------------------------

SCALAR = Portal(
    host("scalar", "humanities-pub"),
    "Scalar",
    menu=[("/", "Scalar"), ("/login", "Sign in"), ("/register", "Register")],
    footer=[("http://scalar.test/terms", "Terms of Service")],
    title_format="{title}",
    home_title="Scalar",
)
_B = "/works/reading-the-didache/"
_BP = [
    ("introduction", "Introduction"),
    ("the-two-ways", "The Two Ways"),
    ("baptism-and-fasting", "Baptism and Fasting"),
    ("eucharistic-prayers", "The Eucharistic Prayers"),
]
_BM = [
    ("media/codex-hierosolymitanus-f76r", "Codex Hierosolymitanus 54, f. 76r"),
    ("media/p-oxy-1782", "P.Oxy. XV 1782"),
]


def _scalar(title: str, body: str, nxt: str | None = None) -> str:
    toc = "".join(f'<li><a href="{_B}{s}">{t}</a></li>' for s, t in _BP)
    more = f'<a class="nav_btn" href="{_B}{nxt}">Continue</a>' if nxt else ""
    return SCALAR.page(
        f"Reading the Didache: {title}",
        f'<div id="book-title"><a href="{_B}">Reading the Didache</a></div>'
        f'<nav id="toc"><ol>{toc}</ol><a href="{_B}index">Index</a></nav>'
        f"<article><h1>{title}</h1>{body}{more}</article>",
    )


def scalar() -> list[Site]:
    names = [s for s, _t in _BP]
    pages: dict[str, object] = {
        _B: _scalar("Cover", "<p>A guided reading with images of the manuscript.</p>", names[0])
    }
    for i, (s, t) in enumerate(_BP):
        media = _BM[i % len(_BM)]
        pages[_B + s] = _scalar(
            t,
            f'<p>...</p><a href="{_B}{media[0]}">{media[1]}</a>',
            names[i + 1] if i + 1 < len(names) else None,
        )
    for s, t in _BM:
        pages[_B + s] = _scalar(
            t, f'<p>Media: {t}</p><a href="http://manuscripts.test/{s}">source</a>'
        )
    pages[_B + "index"] = _scalar("Index", "<p>All pages and media.</p>")
    return [SCALAR.site(pages)]


# --- a project website on its own subdomain (Jekyll on a project-hosting service) ----------

PROJ = host("papyrus-letters", "dh-projects")
_PJ = [
    "/",
    "/about/",
    "/edition/",
    "/edition/letter-01.html",
    "/edition/letter-02.html",
    "/edition/letter-03.html",
    "/team/",
    "/downloads/",
    "/feed.xml",
]


def _pj(title: str, body: str) -> str:
    nav = "".join(
        f'<a href="{p}">{t}</a> '
        for p, t in [
            ("/", "Home"),
            ("/about/", "About"),
            ("/edition/", "Edition"),
            ("/team/", "Team"),
            ("/downloads/", "Downloads"),
        ]
    )
    return bare_page(
        f"{title} | Women's Letters on Papyrus",
        f"<header><nav>{nav}</nav></header><main>{body}</main><footer>Built with Jekyll · "
        '<a href="http://github.test/papyrus-letters/site">source</a></footer>',
        css="/assets/css/main.css",
    ).replace(
        "</head>", '<link rel="alternate" type="application/atom+xml" href="/feed.xml"></head>'
    )


def project_site() -> list[Site]:
    letters = "".join(
        f'<li><a href="/edition/letter-0{i}.html">Letter {i}</a></li>' for i in (1, 2, 3)
    )
    return [
        bare_site(
            PROJ,
            {
                "/": _pj(
                    "Home", "<h1>Women's Letters on Papyrus</h1><p>An edition of 3 letters.</p>"
                ),
                "/about/": _pj("About", "<h1>About the project</h1>"),
                "/edition/": _pj("Edition", f"<h1>Edition</h1><ul>{letters}</ul>"),
                **{
                    f"/edition/letter-0{i}.html": _pj(
                        f"Letter {i}", f"<h1>Letter {i}</h1><p>Text.</p>"
                    )
                    for i in (1, 2, 3)
                },
                "/team/": _pj("Team", "<h1>Team</h1>"),
                "/downloads/": _pj(
                    "Downloads",
                    '<h1>Downloads</h1><a href="/downloads/letters-tei.zip">'
                    'TEI (zip)</a> <a href="/downloads/letters.pdf">PDF</a>',
                ),
                "/downloads/letters-tei.zip": Response.data(b"PK\x03\x04", "application/zip"),
                "/downloads/letters.pdf": pdf_file("Women's Letters on Papyrus"),
                "/feed.xml": text("<feed/>", "application/atom+xml"),
                "/assets/css/main.css": Response.data(b"body{}", "text/css"),
            },
        )
    ]


def _case(
    name: str,
    imitates: str,
    expected: str,
    entry: str,
    truth: list[str],
    build: Callable[[], list[Site]],
    others: list[str] = (),
) -> Case:
    return case(name, imitates, "Multi-Hop", expected, entry, truth, build, others)


CASES: list[Case] = [
    # GitLab project (the seed's GitLab.com row: Path-Based): every page of the project
    # (tree, files, raw files, issues, commits, releases, archive) lies under its path;
    # the group, explore and sign-in pages do not. Truth: all 20 project URIs.
    _case(
        "gitlab-sextus-tei",
        "GitLab (self-hosted, edition sources)",
        "path_based",
        GL.url(SEXTUS.path),
        SEXTUS.truth(),
        gitlab,
        [GL.url("/editions")],
    ),
    # A GitLab project whose README links its published edition on the GitLab Pages domain:
    # as the seed's GitHub / raw.githubusercontent case, Path-Based with Externals. Truth:
    # the project pages plus the two linked Pages URIs (the DOI and ORCID records are
    # third-party, not the portal's: extras the heuristic takes).
    _case(
        "gitlab-origen-pages",
        "GitLab (self-hosted, project with GitLab Pages site)",
        "path_based_externals",
        GL.url(ORIGEN.path),
        ORIGEN.truth() + [h for h, _t in ORIGEN.readme_links[:2]],
        gitlab,
    ),
    # GitHub Enterprise with subdomain isolation: raw files live on raw.<host>, exactly the
    # seed's raw.githubusercontent.com case: Path-Based with Externals. Truth: project pages
    # and the four raw files (licence link: third party, outside).
    _case(
        "ghes-apology-treebank",
        "GitHub Enterprise Server (raw.* subdomain isolation)",
        "path_based_externals",
        GH.url(TREEBANK.path),
        TREEBANK.truth(),
        github,
    ),
    # Forgejo: raw files, archive, issues, commits all under the repository path:
    # Path-Based (the seed's BitBucket / GitLab rows).
    _case(
        "forgejo-ephrem-tei",
        "Forgejo (community forge, Codeberg-style)",
        "path_based",
        FJ.url(EPHREM.path),
        EPHREM.truth(),
        forgejo,
    ),
    # Encyclopedia entry as a directory: notes and supplements live under /entries/x/,
    # the cite tool, PDF preview (another domain) and related entries do not; an archivist
    # seeds the directory (Archive-It "Standard"): Path-Based. Truth: entry, notes, 2 supps.
    _case(
        "sep-damascius",
        "Hand-made static site (directory-per-entry encyclopedia)",
        "path_based",
        SEP.url(_E),
        [SEP.url(_E), SEP.url(_E + "notes.html")] + [SEP.url(_E + f) for f, _t in _SUPPS],
        sep,
        [SEP.url("/entries/proclus/")],
    ),
    # Scalar book: every page and media page under /works/<book>/: Path-Based (the seed's
    # Slideshare / Silk rows). Truth: cover, 4 pages, 2 media pages, index.
    _case(
        "scalar-didache",
        "Scalar (multimedia scholarly book)",
        "path_based",
        SCALAR.url(_B),
        [SCALAR.url(_B)] + [SCALAR.url(_B + s) for s, _t in _BP + _BM] + [SCALAR.url(_B + "index")],
        scalar,
    ),
    # A project site that is its own subdomain (the seed's Silk): the whole site is the
    # artifact; Path-Based from "/". Truth: its nine pages (with the Atom feed) and
    # two downloads; the stylesheet is embedded, the source link on another host is not it.
    _case(
        "jekyll-papyrus-letters",
        "Jekyll project site (one subdomain per project)",
        "path_based",
        f"http://{PROJ}/",
        [f"http://{PROJ}{p}" for p in _PJ]
        + [f"http://{PROJ}/downloads/letters-tei.zip", f"http://{PROJ}/downloads/letters.pdf"],
        project_site,
    ),
]
