"""Path-Based and Path-Based with Externals portals of heldout125."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, links

from ._kit import host, pdf_doc, portal, text

# --- GitLab (self-managed): a project is everything under its path ------------------------
GL = portal(
    "gitlab",
    "tourismdatalab",
    "GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    footer=[("/help", "Help"), ("http://about.gitlab.test/", "About GitLab")],
    title_format="{title} · GitLab",
)
GL_PROJECTS = {
    "/tourism-analytics/visitor-flow-model": ("Visitor flow model", "src/flows.py", "42"),
    "/hospitality/hotel-demand-forecast": (
        "Hotel demand forecast",
        "notebooks/forecast.ipynb",
        "7",
    ),
}


def _gl_pages(p: str, name: str, src: str, issue: str) -> dict[str, str | bytes]:
    group = p.rsplit("/", 1)[0]
    sub = {
        "/-/tree/main": links(
            [(f"{p}/-/blob/main/README.md", "README.md"), (f"{p}/-/blob/main/{src}", src)]
        ),
        "/-/blob/main/README.md": f'<pre># {name}</pre><a href="{p}/-/raw/main/README.md">Open raw</a>',
        f"/-/blob/main/{src}": f'<pre>code</pre><a href="{p}/-/raw/main/{src}">Open raw</a>',
        "/-/issues": links([(f"{p}/-/issues/{issue}", "Calibrate against gate counts")]),
        f"/-/issues/{issue}": f"<h1>Calibrate against gate counts</h1><p>#{issue}</p>",
        "/-/releases": links(
            [(f"{p}/-/archive/v1.2.0/{p.rsplit('/', 1)[1]}-v1.2.0.zip", "Source (zip)")]
        ),
        "/-/wikis/home": f"<h1>{name} wiki</h1>",
        "/-/commits/main": "<ol><li>Add seasonal terms</li></ol>",
    }
    pages: dict[str, str | bytes] = {
        p: GL.page(
            f"{group.strip('/')} / {name}",
            f'<nav class="breadcrumbs"><a href="{group}">{group.strip("/")}</a></nav>'
            f"<h1>{name}</h1>"
            + links(
                [
                    (p + k, k.rsplit("/", 1)[-1])
                    for k in (
                        "/-/tree/main",
                        "/-/issues",
                        "/-/releases",
                        "/-/wikis/home",
                        "/-/commits/main",
                    )
                ]
            )
            + f'<article class="readme"><h2>README.md</h2><p>Agent-based model of {name.lower()}. '
            f'See <a href="{p}/-/blob/main/README.md">README.md</a>.</p></article>',
        )
    }
    for k, body in sub.items():
        pages[p + k] = GL.page(f"{k.strip('/-')} · {name}", body)
    pages[f"{p}/-/raw/main/README.md"] = text(f"# {name}\n")
    pages[f"{p}/-/raw/main/{src}"] = text("import pandas\n")
    pages[f"{p}/-/archive/v1.2.0/{p.rsplit('/', 1)[1]}-v1.2.0.zip"] = b"PK\x03\x04"
    pages[group] = GL.page(group.strip("/"), "<h1>Group</h1>")
    return pages


def _gl_truth(p: str) -> list[str]:
    _name, src, issue = GL_PROJECTS[p]
    leaf = p.rsplit("/", 1)[1]
    rel = [
        "",
        "/-/tree/main",
        "/-/blob/main/README.md",
        f"/-/blob/main/{src}",
        "/-/issues",
        f"/-/issues/{issue}",
        "/-/releases",
        "/-/wikis/home",
        "/-/commits/main",
        "/-/raw/main/README.md",
        f"/-/raw/main/{src}",
        f"/-/archive/v1.2.0/{leaf}-v1.2.0.zip",
    ]
    return [GL.url(p + r) for r in rel]


def _gl_sites() -> list[Site]:
    pages: dict[str, str | bytes] = {}
    for p, (n, s, i) in GL_PROJECTS.items():
        pages.update(_gl_pages(p, n, s, i))
    pages["/explore"] = GL.page("Explore", "<h1>Explore</h1>")
    return [GL.site(pages)]


# --- Forgejo with docs and data on other hosts (Path-Based with Externals) ---------------
FJ = portal(
    "code",
    "hospitalitylab",
    "Forgejo: Beyond coding. We forge.",
    menu=[("/explore/repos", "Explore"), ("/user/login", "Sign in")],
    footer=[("/assets/licenses.txt", "Licenses")],
    title_format="{title} - {name}",
)
DOCS = host("docs", "hospitalitylab")
OBJ = host("objects", "hospitalitylab")
FJ_REPOS = {
    "/hospitality-lab/menu-pricing-sim": "Menu pricing simulator",
    "/hospitality-lab/guest-journey-maps": "Guest journey maps",
}


def _fj_rel(p: str) -> list[str]:
    return [
        p,
        f"{p}/src/branch/main/README.md",
        f"{p}/issues",
        f"{p}/issues/3",
        f"{p}/releases",
        f"{p}/raw/branch/main/README.md",
    ]


def _fj_ext(p: str) -> list[str]:
    leaf = p.rsplit("/", 1)[1]
    return [f"http://{DOCS}/{leaf}/", f"http://{OBJ}/release-assets/{leaf}-v0.4.0.tar.gz"]


def _fj_sites() -> list[Site]:
    pages: dict[str, str | bytes] = {}
    docs, obj = Site(DOCS), Site(OBJ)
    for p, name in FJ_REPOS.items():
        rel, (doc, asset) = _fj_rel(p), _fj_ext(p)
        pages[p] = FJ.page(
            p.strip("/"),
            f'<div class="repo-header"><a href="/hospitality-lab">hospitality-lab</a>/<a href="{p}">{p.rsplit("/", 1)[1]}</a></div>'
            f'<div class="repo-description">{name}. Docs: <a href="{doc}">{doc}</a></div>'
            + links([(rel[1], "README.md"), (rel[2], "Issues"), (rel[4], "Releases")])
            + f'<div class="markup"><h1>{name}</h1><p>Install from the <a href="{asset}">v0.4.0 tarball</a>.</p></div>',
        )
        pages[rel[1]] = FJ.page("README.md", f'<pre># {name}</pre><a href="{rel[5]}">Raw</a>')
        pages[rel[2]] = FJ.page("Issues", links([(rel[3], "Add tipping scenario")]))
        pages[rel[3]] = FJ.page("Add tipping scenario", "<h1>Add tipping scenario #3</h1>")
        pages[rel[4]] = FJ.page(
            "Releases", f'<h2>v0.4.0</h2><a href="{asset}">{asset.rsplit("/", 1)[1]}</a>'
        )
        pages[rel[5]] = text(f"# {name}\n")
        docs.add(
            doc[len(f"http://{DOCS}") :],
            f"<!DOCTYPE html><title>{name} documentation</title><h1>{name}</h1>",
        )
        obj.add(asset[len(f"http://{OBJ}") :], b"\x1f\x8b")
    pages["/hospitality-lab"] = FJ.page("hospitality-lab", "<h1>hospitality-lab</h1>")
    return [FJ.site(pages), docs, obj]


# --- Omeka S exhibit site: the whole /s/<slug> site is the exhibit -----------------------
OS = portal(
    "omeka",
    "pierheritage",
    "Pier Heritage Omeka S",
    menu=[("/login", "Log in")],
    footer=[("http://omeka.test/s", "Powered by Omeka S")],
)
OS_P = "/s/saltmere-pier-trail"


def _os_sites() -> list[Site]:
    p = OS_P
    nav = links([(p, "Home"), (f"{p}/page/stops", "Trail stops"), (f"{p}/item", "Browse items")])
    pages: dict[str, str] = {
        p: OS.page(
            "Saltmere pier heritage trail",
            nav + "<h1>Saltmere pier heritage trail</h1><p>A walking trail.</p>",
        ),
        f"{p}/page/stops": OS.page(
            "Trail stops",
            nav + links([(f"{p}/item/1012", "The pavilion"), (f"{p}/item/1013", "The tollhouse")]),
        ),
        f"{p}/item": OS.page(
            "Items",
            nav + links([(f"{p}/item/1012", "The pavilion"), (f"{p}/item/1013", "The tollhouse")]),
        ),
    }
    for i, m in (("1012", "2044"), ("1013", "2051")):
        pages[f"{p}/item/{i}"] = OS.page(
            "Item",
            nav + f'<img src="/files/medium/{m}.jpg" alt=""><a href="{p}/media/{m}">View media</a>',
        )
        pages[f"{p}/media/{m}"] = OS.page("Media", nav + f'<img src="/files/large/{m}.jpg" alt="">')
    return [OS.site(pages)]


def _os_truth() -> list[str]:
    p = OS_P
    return [
        OS.url(p + r)
        for r in (
            "",
            "/page/stops",
            "/item",
            "/item/1012",
            "/item/1013",
            "/media/2044",
            "/media/2051",
        )
    ]


# --- Drupal project site on its own host: the whole site is the project (Silk-like) ------
DRUPAL = {
    "tidewalk": (
        "Tidewalk: coastal heritage on foot",
        ["about", "partners", "outputs", "news/launch-walk"],
    ),
    "slowstay": (
        "SlowStay: rural hospitality in transition",
        ["about", "team", "publications", "events/final-conference"],
    ),
}


def _drupal_host(name: str) -> str:
    return host(name, "heritageproj")


def _drupal_sites() -> list[Site]:
    out = []
    for name, (title, subs) in DRUPAL.items():
        s = Site(_drupal_host(name))
        nav = (
            "<nav>"
            + "".join(
                f'<a href="/{x}">{x.split("/")[-1].replace("-", " ").title()}</a>' for x in subs
            )
            + "</nav>"
        )
        head = f'<link rel="stylesheet" href="/themes/custom/{name}/css/style.css">'
        tail = '<footer><a href="http://funder.test/">Funded by the Heritage Fund</a></footer>'

        def page(
            t: str,
            body: str,
            title: str = title,
            nav: str = nav,
            head: str = head,
            tail: str = tail,
        ) -> str:
            return f'<!DOCTYPE html><html><head><title>{t} | {title}</title>{head}</head><body><a href="/">{title}</a>{nav}<main>{body}</main>{tail}</body></html>'

        s.add("/", page("Home", f"<h1>{title}</h1>"))
        s.add(f"/themes/custom/{name}/css/style.css", b"body{}")
        for x in subs:
            body = f"<h1>{x}</h1>"
            if x in ("outputs", "publications"):
                body += f'<a href="/sites/default/files/2025-09/{name}-final-report.pdf">Final report</a>'
            s.add(f"/{x}", page(x, body))
        s.add(
            f"/sites/default/files/2025-09/{name}-final-report.pdf",
            pdf_doc(f"{title} final report"),
        )
        out.append(s)
    return out


def _drupal_truth(name: str) -> list[str]:
    h = f"http://{_drupal_host(name)}"
    return [
        h + "/",
        *(f"{h}/{x}" for x in DRUPAL[name][1]),
        f"{h}/sites/default/files/2025-09/{name}-final-report.pdf",
    ]


CASES: list[Case] = [
    # GitLab project: the seed's GitLab.com row, Path-Based; truth = every page and raw file
    # under the project path (group page, explore, help, sign-in are outside it).
    *[
        case(
            f"gitlab-{p.rsplit('/', 1)[1]}",
            "GitLab (self-managed)",
            "software project",
            "path_based",
            GL.url(p),
            _gl_truth(p),
            _gl_sites,
        )
        for p in GL_PROJECTS
    ],
    # Forgejo repo whose documentation and release tarball live on other hosts of the lab:
    # the seed's GitHub row (raw.githubusercontent.com), Path-Based with Externals; truth =
    # the repo pages under its path plus the docs page and the tarball (the footer's
    # licences link is chrome, not the project).
    *[
        case(
            f"forgejo-{p.rsplit('/', 1)[1]}",
            "Forgejo (lab code forge)",
            "software project",
            "path_based_externals",
            FJ.url(p),
            [FJ.url(u) for u in _fj_rel(p)] + _fj_ext(p),
            _fj_sites,
        )
        for p in FJ_REPOS
    ],
    # Omeka S exhibit: a site under /s/<slug>, Path-Based like the seed's Silk; truth = the
    # site's pages, items and media pages (images are embedded; /login is outside the path).
    case(
        "omekas-pier-trail",
        "Omeka S (heritage exhibit)",
        "digital exhibit",
        "path_based",
        OS.url(OS_P),
        _os_truth(),
        _os_sites,
    ),
    # Drupal project site on its own host: the whole host is the project, like Silk's
    # subdomains, Path-Based from "/"; truth = every page and the final report PDF.
    *[
        case(
            f"drupal-{n}",
            "Drupal (heritage-tourism project site)",
            "project website",
            "path_based",
            f"http://{_drupal_host(n)}/",
            _drupal_truth(n),
            _drupal_sites,
        )
        for n in DRUPAL
    ],
]
