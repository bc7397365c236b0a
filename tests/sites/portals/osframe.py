"""osframe.test: an OSF-like project — Multi-Hop, Significant String from Filtered Title (left).

Every title starts "OSF | " (the homepage's is "OSF | Home"), file pages are titled by file
name but name the project in their breadcrumb.  The filtered title finds the project, its
wiki and its file pages; the raw downloads hold no title and are missed, as the seed's table
predicts ("potentially misses artifact URIs").
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "osframe.test"
TITLE = "Role of UvrD/Mfd in TCR Supplementary Material"
P = Portal(
    HOST,
    "OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
        ("/institutions", "Institutions"),
        ("/support", "Support"),
    ],
    footer=[
        ("http://cos.test/", "Center for Open Science"),
        ("/terms", "Terms of Use"),
        ("/privacy", "Privacy Policy"),
        ("http://twitter.test/osframework", "Twitter"),
    ],
    title_format="{name} | {title}",
    home_title="OSF | Home",
)
ENTRY = P.url("/b7xq4/")
FILES = {"/k7d3s/": "uvrd_blots.pdf", "/m2x9q/": "tcr_counts.csv"}
WIKI = "/b7xq4/wiki/home"
DOWNLOADS = ["/download/k7d3s/", "/download/m2x9q/"]


def build() -> list[Site]:
    main = f"""<h1>{TITLE}</h1><p>Contributors: <a href="/profile/jtc9a">J. Tc</a></p>
<h2>Files</h2>{links([(p, n) for p, n in FILES.items()])}<p><a href="{WIKI}">Wiki</a></p>"""
    pages: dict[str, object] = {
        "/b7xq4/": P.page(TITLE, main, share=ENTRY),
        WIKI: P.page(f"{TITLE} Wiki", f"<p>{TITLE} » Wiki</p><p>Notes.</p>"),
    }
    for (path, name), dl in zip(FILES.items(), DOWNLOADS, strict=True):
        pages[path] = P.page(
            name,
            f'<p class="crumbs"><a href="/b7xq4/">{TITLE}</a> » Files</p>'
            f'<h1>{name}</h1><a href="{dl}">Download</a>',
        )
        pages[dl] = data(
            b"%PDF-1.4 binary" if name.endswith("pdf") else b"gene,count\nuvrD,3\n",
            "application/octet-stream",
        )
    pages["/profile/jtc9a"] = P.page("J. Tc", links([("/b7xq4/", TITLE)]))
    return [P.site(pages)]  # type: ignore[arg-type]


CASE = Case(
    "project files",
    "Open Science Framework",
    "Multi-Hop",
    "sig_filtered_title",
    ENTRY,
    frozenset(P.url(u) for u in ["/b7xq4/", WIKI, *FILES, *DOWNLOADS]),
    build,
)
