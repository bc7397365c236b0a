"""A research group's site hosting project micro-sites under /projects/<name>/ (seed: Silk
data visualisation site / BitBucket — multi-hop, Path-Based: the artifact is everything
under the project's directory).  Title separator " :: ".

Truth: every page and download under the project's path (overview, docs and their
sub-pages, downloads and the files offered there, gallery, changelog).  Not truth: the
group's menu (people, publications, contact), the other projects — including
`/projects/seastar-viz/`, whose path starts with the same characters as
`/projects/seastar` — the publication PDF in the group's library, and the source on the
GitLab instance (another portal).  Case 2's pages are linked in a chain (docs reach the
data files only through the data page), and one page uses a relative link.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, csv, doc_pdf, ul

HOST = "www.nordlys-lab.example"
SHELL = Shell(
    HOST,
    "Nordlys Lab",
    "Nordlys Lab :: {title}",
    '<div class="topbar"><a href="/" class="brand"><img src="/img/nordlys.png" alt="Nordlys Lab"></a>'
    + ul(
        [
            ("/", "Home"),
            ("/people/", "People"),
            ("/projects/", "Projects"),
            ("/publications/", "Publications"),
            ("/contact/", "Contact"),
        ],
        "menu",
    )
    + "</div>",
    '<div class="bottombar"><p>© Nordlys Lab, Department of Physics · '
    + a("https://univ-nord.example/", "University of the North")
    + " · "
    + a("/privacy/", "Privacy")
    + " · "
    + a("https://mastodon.social/@nordlyslab", "Mastodon")
    + "</p></div>",
    css=("/css/bulma.min.css", "/css/lab.css"),
    js=("/js/lab.js",),
    logo="/img/nordlys.png",
    favicon="/img/favicon.png",
    generator="Hugo 0.121.1",
)


def seastar():
    b = "/projects/seastar"
    nav = ul(
        [
            (f"{b}/", "Overview"),
            (f"{b}/docs/", "Documentation"),
            (f"{b}/downloads/", "Downloads"),
            (f"{b}/gallery/", "Gallery"),
            (f"{b}/changelog/", "Changelog"),
        ],
        "project-nav",
    )

    def pg(t, body):
        return SHELL.page(f"Seastar :: {t}", f'<div class="project">{nav}{body}</div>')

    pages = {
        f"{b}/": pg(
            "Overview",
            "<h1>Seastar</h1><p>Seastar is a particle-tracking model for sea-star larvae.</p>"
            f"<p>Source code: {a('https://git.lab-kestrel.example/kestrel-lab/tidewatch', 'on GitLab')}</p>"
            f"<p>Read the {a('/publications/2022-seastar-gmd.pdf', 'model description paper')}.</p>"
            f"<p>See also our visualiser {a('/projects/seastar-viz/', 'Seastar-Viz')}.</p>",
        ),
        f"{b}/docs/": pg(
            "Documentation",
            "<h1>Documentation</h1>"
            + ul(
                [
                    (f"{b}/docs/install/", "Installation"),
                    (f"{b}/docs/configuration/", "Configuration"),
                    (f"{b}/docs/tutorial/", "Tutorial"),
                ]
            ),
        ),
        f"{b}/docs/install/": pg(
            "Installation", "<h1>Installation</h1><pre>pip install seastar</pre>"
        ),
        f"{b}/docs/configuration/": pg(
            "Configuration", "<h1>Configuration</h1><p>Edit seastar.toml.</p>"
        ),
        f"{b}/docs/tutorial/": pg(
            "Tutorial",
            "<h1>Tutorial</h1>" + a(f"{b}/downloads/seastar-tutorial-data.zip", "tutorial data"),
        ),
        f"{b}/downloads/": pg(
            "Downloads",
            "<h1>Downloads</h1>"
            + ul(
                [
                    (f"{b}/downloads/seastar-2.1.0.tar.gz", "seastar-2.1.0.tar.gz"),
                    (f"{b}/downloads/seastar-2.0.3.tar.gz", "seastar-2.0.3.tar.gz"),
                    (f"{b}/downloads/seastar-tutorial-data.zip", "Tutorial data"),
                ]
            ),
        ),
        f"{b}/downloads/seastar-2.1.0.tar.gz": Response.data(b"\x1f\x8b\x08\x00seastar210"),
        f"{b}/downloads/seastar-2.0.3.tar.gz": Response.data(b"\x1f\x8b\x08\x00seastar203"),
        f"{b}/downloads/seastar-tutorial-data.zip": Response.data(b"PK\x03\x04"),
        f"{b}/gallery/": pg(
            "Gallery",
            '<h1>Gallery</h1><img src="/projects/seastar/gallery/larvae.png" alt="">'
            + ul([(f"{b}/gallery/larval-dispersal-2021/", "Larval dispersal 2021")]),
        ),
        f"{b}/gallery/larval-dispersal-2021/": pg(
            "Larval dispersal 2021", "<h1>Larval dispersal 2021</h1>"
        ),
        f"{b}/changelog/": pg("Changelog", "<h1>Changelog</h1><p>2.1.0: new release.</p>"),
    }
    truth = {SHELL.url(k) for k in pages}
    return pages, truth


def tidal_atlas():
    b = "/projects/tidal-atlas"
    pages = {
        f"{b}/": SHELL.page(
            "Tidal Atlas",
            "<h1>Tidal Atlas of Northern Norway</h1><p>Interactive maps of tidal constituents.</p>"
            + a(f"{b}/maps/", "Browse the maps")
            + " · "
            + a(f"{b}/about/", "About the atlas"),
        ),
        f"{b}/maps/": SHELL.page(
            "Tidal Atlas :: Maps",
            "<h1>Maps</h1>"
            + ul([(f"{b}/maps/m2/", "M2 amplitude"), (f"{b}/maps/k1/", "K1 amplitude")]),
        ),
        f"{b}/maps/m2/": SHELL.page(
            "Tidal Atlas :: M2",
            '<h1>M2</h1><img src="m2.png" alt=""><p><a href="../../data/">Data behind the maps</a></p>',
        ),
        f"{b}/maps/k1/": SHELL.page("Tidal Atlas :: K1", f"<h1>K1</h1>{a(f'{b}/data/', 'Data')}"),
        f"{b}/data/": SHELL.page(
            "Tidal Atlas :: Data",
            "<h1>Data</h1>"
            + ul(
                [
                    (f"{b}/data/constituents_grid.nc", "constituents_grid.nc"),
                    (f"{b}/data/stations.csv", "stations.csv"),
                    (f"{b}/data/atlas-methods.pdf", "Methods"),
                ]
            ),
        ),
        f"{b}/data/constituents_grid.nc": Response.data(b"CDF\x01"),
        f"{b}/data/stations.csv": Response.data(csv("station,lat,lon"), "text/csv"),
        f"{b}/data/atlas-methods.pdf": Response.data(
            doc_pdf("Tidal Atlas methods"), "application/pdf"
        ),
        f"{b}/about/": SHELL.page(
            "Tidal Atlas :: About", "<h1>About</h1><p>Funded by the Research Council.</p>"
        ),
    }
    return pages, {SHELL.url(k) for k in pages}


def build():
    pa, _ = seastar()
    pb, _ = tidal_atlas()
    pages = {**pa, **pb}
    pages["/projects/seastar-viz/"] = SHELL.page(
        "Seastar-Viz", "<h1>Seastar-Viz</h1>" + ul([("/projects/seastar-viz/demo/", "Demo")])
    )
    pages["/projects/seastar-viz/demo/"] = SHELL.page("Seastar-Viz demo", "<h1>Demo</h1>")
    pages["/publications/2022-seastar-gmd.pdf"] = Response.data(
        doc_pdf("Seastar model description"), "application/pdf"
    )
    SHELL.featured = [
        ("/projects/seastar/", "Seastar"),
        ("/projects/seastar-viz/", "Seastar-Viz"),
        ("/projects/tidal-atlas/", "Tidal Atlas"),
    ]
    pages["/projects/"] = SHELL.page("Projects", "<h1>Projects</h1>" + ul(SHELL.featured))
    home = f"<h1>Nordlys Lab</h1><p>Coastal physics and larval ecology.</p><h2>Projects</h2>{ul(SHELL.featured)}"
    return [build_site(SHELL, pages, home)]


CASES = [
    Case(
        "project-site-seastar",
        "project-microsite",
        "multi-hop",
        "path_based",
        SHELL.url("/projects/seastar/"),
        frozenset(seastar()[1]),
        build,
        frozenset(
            {
                SHELL.url("/projects/seastar-viz/"),
                "https://git.lab-kestrel.example/kestrel-lab/tidewatch",
            }
        ),
    ),
    Case(
        "project-site-tidal-atlas",
        "project-microsite",
        "multi-hop",
        "path_based",
        SHELL.url("/projects/tidal-atlas/"),
        frozenset(tidal_atlas()[1]),
        build,
    ),
]
