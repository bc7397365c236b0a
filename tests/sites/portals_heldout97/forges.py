"""Where edition sources live: a hosted forge with raw and release hosts of its own, a
self-hosted forge, and a bare legacy mirror of CD-ROM editions (two records each)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, finish, host, page, static_site, tei, text, ul, zipbytes

# --- Hosted forge (path-based with externals: repository pages under the repository's
# path, raw files, release assets and project docs on the forge's other domains) --------

TF = host("code", "tessellforge")
TF_STATIC = host("assets", "tessellforge")
TF_RAW = host("raw", "tessellforge-content")
TF_OBJ = host("objects", "tessellforge-content")
TF_DOCS = host("castellani", "tessellforge-pages")
TF_PORTAL = Portal(
    TF,
    "Tessellforge",
    [
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/pricing", "Pricing"),
        ("/sponsors", "Sponsors"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://status.tessellforge.test/", "Status"),
        ("/contact", "Contact"),
    ],
    title_format="{title} · {name}",
)


class _Repo:
    """One repository's pages; `truth` collects every URI of it as pages are added."""

    def __init__(self, owner: str, name: str, about: str, website: str = "") -> None:
        self.owner, self.name, self.about, self.website = owner, name, about, website
        self.root = f"/{owner}/{name}/"
        self.pages: dict[str, PageValue] = {}
        self.truth: list[str] = []

    def tabs(self) -> str:
        r = self.root
        return ul(
            [
                (r, "Code"),
                (r + "issues", "Issues"),
                (r + "pulls", "Pull requests"),
                (r + "releases", "Releases"),
                (r + "wiki", "Wiki"),
                (r + "graphs/contributors", "Insights"),
            ],
            "repo-tabs",
        )

    def html(self, path: str, title: str, main: str) -> None:
        side = f"<h2>About</h2><p>{escape(self.about)}</p>"
        if self.website:
            side += a(self.website, self.website)
            self.truth.append(self.website)
        side += "<h2>Owner</h2>" + ul([(f"/{self.owner}", self.owner), ("/topics/tei", "tei")])
        head = f"<h1>{a(f'/{self.owner}', self.owner)} / {a(self.root, self.name)}</h1>"
        self.add(
            path, page(TF_PORTAL, title, head + self.tabs() + main, static=TF_STATIC, aside=side)
        )

    def add(self, path: str, value: PageValue) -> None:
        self.pages[path] = value
        self.truth.append(f"http://{TF}{path}")


def _raw(owner: str, name: str, ref: str, path: str) -> str:
    return f"http://{TF_RAW}/{owner}/{name}/{ref}/{path}"


def _forge_repo(
    repo: _Repo, raw: dict[str, PageValue], obj: dict[str, PageValue], spec: dict[str, object]
) -> None:
    r, o, n = repo.root, repo.owner, repo.name
    files: dict[str, list[str]] = spec["files"]  # type: ignore[assignment]
    listing = ul(
        [(f"{r}tree/main/{d}", d + "/") for d in files if d]
        + [(f"{r}blob/main/README.md", "README.md")]
    )
    repo.html(
        r,
        f"{o}/{n}",
        listing + "<article class='readme'><p>TEI sources of the edition.</p></article>",
    )
    repo.html(
        f"{r}blob/main/README.md", f"{n}/README.md", a(_raw(o, n, "main", "README.md"), "Raw")
    )
    raw[f"/{o}/{n}/main/README.md"] = text(f"# {n}\n")
    repo.truth.append(_raw(o, n, "main", "README.md"))
    for d, names in files.items():
        repo.html(
            f"{r}tree/main/{d}", f"{n}/{d}", ul([(f"{r}blob/main/{d}/{f}", f) for f in names])
        )
        for f in names:
            repo.html(
                f"{r}blob/main/{d}/{f}", f"{n}/{d}/{f}", a(_raw(o, n, "main", f"{d}/{f}"), "Raw")
            )
            raw[f"/{o}/{n}/main/{d}/{f}"] = tei(f"{n}: {f}")
            repo.truth.append(_raw(o, n, "main", f"{d}/{f}"))
    issues: list[tuple[int, str]] = spec["issues"]  # type: ignore[assignment]
    repo.html(f"{r}issues", f"Issues · {o}/{n}", ul([(f"{r}issues/{i}", t) for i, t in issues]))
    for i, t in issues:
        repo.html(
            f"{r}issues/{i}",
            f"{t} · Issue #{i}",
            f"<p>{escape(t)}</p>" + a(f"/{o}", f"opened by {o}"),
        )
    repo.html(f"{r}pulls", f"Pull requests · {o}/{n}", "<p>No open pull requests.</p>")
    repo.html(f"{r}graphs/contributors", f"Contributors · {o}/{n}", "<p>3 contributors</p>")
    releases: list[str] = spec["releases"]  # type: ignore[assignment]
    per_page = 1 if len(releases) > 1 else 10
    for pg in range(0, len(releases), per_page):
        chunk = releases[pg : pg + per_page]
        key = f"{r}releases" + (f"?page={pg // per_page + 1}" if pg else "")
        nxt = (
            a(f"{r}releases?page={pg // per_page + 2}", "Next")
            if pg + per_page < len(releases)
            else ""
        )
        repo.html(
            key, f"Releases · {o}/{n}", ul([(f"{r}releases/tag/{v}", v) for v in chunk]) + nxt
        )
    for v in releases:
        asset = f"http://{TF_OBJ}/{o}/{n}/releases/{v}/{n}-{v}.zip"
        repo.html(
            f"{r}releases/tag/{v}",
            f"Release {v} · {o}/{n}",
            ul([(asset, f"{n}-{v}.zip"), (f"{r}archive/refs/tags/{v}.zip", "Source code (zip)")]),
        )
        obj[f"/{o}/{n}/releases/{v}/{n}-{v}.zip"] = zipbytes(v)
        repo.truth.append(asset)
        repo.add(f"{r}archive/refs/tags/{v}.zip", zipbytes("src-" + v))
    wiki: list[str] = spec["wiki"]  # type: ignore[assignment]
    repo.html(
        f"{r}wiki",
        f"Home · {o}/{n} Wiki",
        ul([(f"{r}wiki/{w}", w.replace("-", " ")) for w in wiki]),
    )
    for w in wiki:
        repo.html(f"{r}wiki/{w}", f"{w} · {o}/{n} Wiki", "<p>Wiki page.</p>")


def _forge() -> tuple[list[Site], dict[str, list[str]]]:
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    pages: dict[str, PageValue] = {}
    one = _Repo("kassel-dh", "grimm-briefe-tei", "Letters of the Grimm circle, TEI P5")
    _forge_repo(
        one,
        raw,
        obj,
        {
            "files": {"letters": ["1812-03-04.xml", "1812-04-11.xml"]},
            "issues": [(12, "Wrong date in letter 1812-04-11"), (15, "Add person ids")],
            "releases": ["v1.0.0"],
            "wiki": [],
        },
    )
    two = _Repo(
        "castellani",
        "letterbooks",
        "Collation of copied letter-books; documentation site below",
        website=f"http://{TF_DOCS}/letterbooks/",
    )
    _forge_repo(
        two,
        raw,
        obj,
        {
            "files": {
                "books": ["lb1.xml", "lb2.xml", "lb3.xml"],
                "collation": ["lb1-lb2.xml", "witnesses.xml"],
                "schema": ["letterbook.odd"],
            },
            "issues": [(3, "Stemma for book 3"), (7, "Normalise sigla"), (9, "CollateX 1.8")],
            "releases": ["v2.1.0", "v2.0.0", "v1.0.0"],
            "wiki": ["Encoding-model", "Collation-workflow"],
        },
    )
    for repo in (one, two):
        pages.update(repo.pages)
    pages["/kassel-dh"] = page(
        TF_PORTAL,
        "kassel-dh",
        ul([(one.root, one.name), ("/kassel-dh/briefe-tools/", "briefe-tools")]),
        static=TF_STATIC,
    )
    docs = Site(
        TF_DOCS,
        {
            "/letterbooks/": "<!DOCTYPE html><html><head><title>letterbooks documentation</title></head>"
            f"<body><h1>letterbooks</h1><p>{a('#install', 'Install')} · {a('#model', 'Data model')}</p>"
            f"<p>Source: {a(f'http://{TF}/castellani/letterbooks/', 'on Tessellforge')}</p></body></html>"
        },
    )
    sites = [
        finish(TF_PORTAL, pages, TF_STATIC),
        Site(TF_RAW, raw),
        Site(TF_OBJ, obj),
        docs,
        static_site(TF_STATIC),
    ]
    return sites, {one.name: one.truth, two.name: two.truth}


def _forge_sites() -> list[Site]:
    return _forge()[0]


TF_TRUTH = _forge()[1]

# --- Self-hosted forge (path-based: everything of a project, raw files and archives
# included, is under the project's path on the one host) --------------------------------

NL = host("git", "nachlass-lab")
NL_STATIC = host("static", "nachlass-lab")
NL_PORTAL = Portal(
    NL,
    "Nachlass-Lab GitLab",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    [
        ("/-/privacy", "Privacy"),
        ("/-/imprint", "Imprint"),
        ("http://about.gitlab.test/", "About GitLab"),
    ],
    title_format="{title} · {name}",
)


def _gitlab(
    group: str, name: str, spec: dict[str, list[str]]
) -> tuple[dict[str, PageValue], list[str]]:
    root = f"/{group}/{name}/"
    pages: dict[str, PageValue] = {}
    truth: list[str] = []

    def add(path: str, title: str, main: str) -> None:
        nav = ul(
            [
                (root, "Project overview"),
                (f"{root}-/tree/main", "Repository"),
                (f"{root}-/issues", "Issues"),
                (f"{root}-/merge_requests", "Merge requests"),
                (f"{root}-/releases", "Releases"),
                (f"{root}-/wikis/home", "Wiki"),
            ],
            "sidebar",
        )
        crumbs = a(f"/{group}", group) + " / " + a(root, name)
        pages[path] = page(NL_PORTAL, title, f"<p>{crumbs}</p>{main}", static=NL_STATIC, aside=nav)
        truth.append(f"http://{NL}{path}")

    def data(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.append(f"http://{NL}{path}")

    add(
        root,
        f"{group} / {name}",
        "<p>TEI edition sources.</p>" + a(f"{root}-/blob/main/README.md", "README.md"),
    )
    add(
        f"{root}-/tree/main",
        f"Files · main · {name}",
        ul([(f"{root}-/tree/main/{d}", d) for d in spec["dirs"]]),
    )
    for d in spec["dirs"]:
        names = [f for f in spec["files"] if f.startswith(d + "/")]
        add(
            f"{root}-/tree/main/{d}",
            f"{d} · main · {name}",
            ul([(f"{root}-/blob/main/{f}", f) for f in names]),
        )
    for f in ["README.md", *spec["files"]]:
        add(
            f"{root}-/blob/main/{f}", f"{f} · main · {name}", a(f"{root}-/raw/main/{f}", "Open raw")
        )
        data(
            f"{root}-/raw/main/{f}",
            tei(f"{name}: {f}") if f.endswith(".xml") else text(f"# {name}\n"),
        )
    add(
        f"{root}-/issues",
        f"Issues · {name}",
        ul([(f"{root}-/issues/{i}", f"#{i}") for i in spec["issues"]]),
    )
    for i in spec["issues"]:
        add(f"{root}-/issues/{i}", f"Issue #{i} · {name}", "<p>Issue text.</p>")
    add(f"{root}-/merge_requests", f"Merge requests · {name}", "<p>No open merge requests.</p>")
    add(
        f"{root}-/releases",
        f"Releases · {name}",
        ul([(f"{root}-/releases/{v}", v) for v in spec["releases"]]),
    )
    for v in spec["releases"]:
        add(
            f"{root}-/releases/{v}",
            f"{v} · Releases · {name}",
            a(f"{root}-/archive/{v}/{name}-{v}.zip", "Source (zip)"),
        )
        data(f"{root}-/archive/{v}/{name}-{v}.zip", zipbytes(v))
    add(
        f"{root}-/wikis/home",
        f"Home · Wiki · {name}",
        ul([(f"{root}-/wikis/{w}", w) for w in spec["wikis"]]),
    )
    for w in spec["wikis"]:
        add(f"{root}-/wikis/{w}", f"{w} · Wiki · {name}", "<p>Wiki page.</p>")
    return pages, truth


def _nachlass() -> tuple[list[Site], dict[str, list[str]]]:
    p1, t1 = _gitlab(
        "editions",
        "sauter-briefe",
        {
            "dirs": ["tei"],
            "files": ["tei/brief-001.xml", "tei/brief-002.xml"],
            "issues": ["4"],
            "releases": ["v1.0"],
            "wikis": [],
        },
    )
    p2, t2 = _gitlab(
        "editions",
        "haller-korrespondenz",
        {
            "dirs": ["tei", "register", "odd"],
            "files": [
                "tei/1745-01.xml",
                "tei/1745-02.xml",
                "tei/1746-01.xml",
                "register/persons.xml",
                "register/places.xml",
                "odd/haller.odd",
            ],
            "issues": ["11", "14", "20"],
            "releases": ["v3.0", "v2.2"],
            "wikis": ["encoding-guidelines", "release-checklist"],
        },
    )
    pages = {**p1, **p2}
    site = finish(NL_PORTAL, pages, NL_STATIC)
    return [site, static_site(NL_STATIC)], {"sauter-briefe": t1, "haller-korrespondenz": t2}


def _nachlass_sites() -> list[Site]:
    return _nachlass()[0]


NL_TRUTH = _nachlass()[1]

# --- Legacy CD-ROM edition mirror (Single Page+: a bare listing page with no chrome at
# all; every link on it is a file of the edition, some on the mirror's second host) -----

LM = host("mirror", "edbuch-archiv")
LM_FTP = host("ftp", "edbuch-archiv")


def _bare(title: str, intro: str, items: list[tuple[str, str]]) -> Response:
    rows = "".join(f"<li>{a(h, t)}</li>" for h, t in items)
    return Response.html(
        f"<html><head><title>{escape(title)}</title></head><body><h1>{escape(title)}</h1>"
        f"<p>{escape(intro)}</p><ul>{rows}</ul><hr><address>Mirror of the 1998–2003 CD-ROM editions, "
        "last updated 2009-04-17</address></body></html>"
    )


def _legacy() -> tuple[list[Site], dict[str, list[str]]]:
    mirror: dict[str, PageValue] = {}
    ftp: dict[str, PageValue] = {}
    i1 = [
        ("/pub/klopstock-oden/oden_a.sgm", "oden_a.sgm (SGML, TEI P3)"),
        ("/pub/klopstock-oden/oden_b.sgm", "oden_b.sgm (SGML, TEI P3)"),
        ("/pub/klopstock-oden/LIESMICH.TXT", "LIESMICH.TXT"),
    ]
    mirror["/cdrom/klopstock-oden-1998.html"] = _bare(
        "Klopstock, Oden: elektronische Ausgabe (1998)", "Files of the CD-ROM edition.", i1
    )
    i2 = [
        ("/pub/hoelderlin-briefe/briefe.sgm", "briefe.sgm (SGML, TEI P3)"),
        ("/pub/hoelderlin-briefe/apparat.sgm", "apparat.sgm (apparatus)"),
        ("/pub/hoelderlin-briefe/register.sgm", "register.sgm (index of persons)"),
        (f"http://{LM_FTP}/pub/hoelderlin-briefe/faksimiles.tar", "faksimiles.tar (page images)"),
        (
            f"http://{LM_FTP}/pub/hoelderlin-briefe/viewer-win32.zip",
            "viewer-win32.zip (original viewer)",
        ),
        ("/pub/hoelderlin-briefe/README.TXT", "README.TXT"),
        ("/pub/hoelderlin-briefe/errata.html", "Errata (2004)"),
    ]
    mirror["/cdrom/hoelderlin-briefe-2001.html"] = _bare(
        "Hölderlin, Briefe: CD-ROM-Edition (2001)", "Files of the CD-ROM edition.", i2
    )
    for h, _t in i1 + i2:
        store, path = (ftp, h.split(LM_FTP, 1)[1]) if h.startswith("http://") else (mirror, h)
        if path.endswith(".html"):
            store[path] = (
                "<html><head><title>Errata</title></head><body><p>p. 12: read 1799</p></body></html>"
            )
        elif path.endswith((".tar", ".zip")):
            store[path] = zipbytes(path)
        else:
            store[path] = text(f"<!-- {path} -->\n", "text/plain; charset=latin-1")
    sites = [Site(LM, mirror), Site(LM_FTP, ftp)]
    base = f"http://{LM}"
    truth = {
        "klopstock": [f"{base}/cdrom/klopstock-oden-1998.html"] + [base + h for h, _t in i1],
        "hoelderlin": [f"{base}/cdrom/hoelderlin-briefe-2001.html"]
        + [h if h.startswith("http://") else base + h for h, _t in i2],
    }
    return sites, truth


def _legacy_sites() -> list[Site]:
    return _legacy()[0]


LM_TRUTH = _legacy()[1]


def cases() -> list[Case]:
    return [
        case(
            "tessellforge-grimm-briefe",
            "Hosted code forge (TEI edition repository)",
            "Multi-Hop",
            # The seed's GitHub row: repository pages all under the repository's path,
            # raw files and release assets on the forge's other domains: Path-Based with
            # Externals.
            "path_based_externals",
            f"http://{TF}/kassel-dh/grimm-briefe-tei/",
            TF_TRUTH["grimm-briefe-tei"],
            _forge_sites,
        ),
        case(
            "tessellforge-letterbooks",
            "Hosted code forge (repository with paged releases, wiki and a docs site)",
            "Multi-Hop",
            # Same, larger: nested directories, three releases one per page, a wiki, and
            # the project's documentation site on the forge's pages domain.
            "path_based_externals",
            f"http://{TF}/castellani/letterbooks/",
            TF_TRUTH["letterbooks"],
            _forge_sites,
        ),
        case(
            "nachlass-sauter-briefe",
            "Self-hosted code forge (TEI edition project)",
            "Multi-Hop",
            # The seed's GitLab row: every page, raw file and archive of the project is
            # under its path on the one host: Path-Based.
            "path_based",
            f"http://{NL}/editions/sauter-briefe/",
            NL_TRUTH["sauter-briefe"],
            _nachlass_sites,
        ),
        case(
            "nachlass-haller-korrespondenz",
            "Self-hosted code forge (project with registers, schema, two releases, wiki)",
            "Multi-Hop",
            # Same, with three directories, three issues, two releases and two wiki pages.
            "path_based",
            f"http://{NL}/editions/haller-korrespondenz/",
            NL_TRUTH["haller-korrespondenz"],
            _nachlass_sites,
        ),
        case(
            "edbuch-klopstock-oden",
            "Legacy CD-ROM edition mirror (bare file listing)",
            "Single Hop",
            # Single Hop, and the page has no menus or footer links at all, so the seed's
            # plain Single Page+ takes exactly the edition's files, nothing to ignore.
            "single_page_plus",
            f"http://{LM}/cdrom/klopstock-oden-1998.html",
            LM_TRUTH["klopstock"],
            _legacy_sites,
        ),
        case(
            "edbuch-hoelderlin-briefe",
            "Legacy CD-ROM edition mirror (listing with files on a second host, errata)",
            "Single Hop",
            # Same bare shape, files split over the mirror and its ftp-style host.
            "single_page_plus",
            f"http://{LM}/cdrom/hoelderlin-briefe-2001.html",
            LM_TRUTH["hoelderlin"],
            _legacy_sites,
        ),
    ]
