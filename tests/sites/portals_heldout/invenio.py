"""InvenioRDM instance (Zenodo row of the seed: single hop, Single Page+ with Ignored URIs).

Truth: the record page, its file downloads (`?download=1`), the "download all" archive,
the export formats of the Export menu and the `/api/records/<id>` JSON the page advertises.
Not truth: the search/communities/upload/login chrome, keyword and creator searches, the
community page, other versions (separate records with their own DOI), ORCID and share links,
the related article on a journal site.  Case 2 is entered through its DOI (a resolver on
the institution's own host) which redirects to the landing page.
"""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, csv, e, redirect_site, ul

HOST = "archive.univ-nord.example"
DOI_HOST = "id.univ-nord.example"

HEADER = (
    '<div class="ui container"><header class="theme header"><div class="outer-navbar">'
    '<a class="logo" href="/"><img src="/static/images/invenio-rdm.svg.png" alt="UNord Archive"></a>'
    '<form class="ui form" action="/search" method="get" role="search">'
    '<input name="q" placeholder="Search records..."><button type="submit">Search</button></form>'
    '<nav class="ui menu">'
    + a("/communities", "Communities")
    + a("/uploads", "My dashboard")
    + a("/uploads/new", "New upload")
    + a("/help/search", "Help")
    + "</nav>"
    '<div class="right menu">'
    + a("/login/?next=%2F", "Log in", class_="ui button")
    + a("/signup/", "Sign up", class_="ui button")
    + "</div></div></header></div>"
)
FOOTER = (
    '<footer id="rdm-footer-element"><div class="ui container grid">'
    + ul(
        [
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/help/faq", "FAQ"),
            ("/privacy-policy", "Privacy policy"),
            ("/terms", "Terms of use"),
            ("https://status.univ-nord.example/", "Status"),
        ]
    )
    + '<p>Powered by <a href="https://inveniosoftware.org">InvenioRDM</a> · '
    '<a href="https://creativecommons.org/licenses/by/4.0/">Content CC BY 4.0</a> · '
    '<a href="https://mastodon.social/@unordlib">Mastodon</a></p></div></footer>'
)

SHELL = Shell(
    HOST,
    "UNord Archive",
    "{title} | UNord Archive",
    HEADER,
    FOOTER,
    css=("/static/dist/css/3526.b8a6d3f2.css", "/static/dist/css/theme.1f0c99ae.css"),
    js=(
        "/static/dist/js/manifest.3f9d1a20.js",
        "/static/dist/js/73.e51b7c4e.js",
        "/static/dist/js/invenio-app-rdm-records-landing-page.4b1c8d22.js",
    ),
    logo="/static/images/invenio-rdm.svg.png",
    favicon="/static/favicon.ico",
    body_attrs='class="record-landing-page"',
)

EXPORTS = [
    ("json", "JSON"),
    ("json-ld", "JSON-LD"),
    ("csl", "CSL"),
    ("datacite-xml", "DataCite XML"),
    ("dublincore", "Dublin Core XML"),
    ("bibtex", "BibTeX"),
]


def record(
    rid: str,
    title: str,
    creators: list[tuple[str, str]],
    desc: str,
    files: dict[str, bytes],
    keywords: list[str],
    versions: list[str],
    community: str,
    related: str,
    api_link: bool,
) -> tuple[dict, set[str]]:
    base = f"/records/{rid}"
    pages: dict = {}
    truth = {base}
    rows = ""
    for name, data in files.items():
        href = f"{base}/files/{name}?download=1"
        pages[href] = data
        truth.add(href)
        rows += (
            f"<tr><td>{a(href, name)}</td><td>{len(data)} Bytes</td>"
            f'<td><a class="ui compact mini button" href="{e(href)}">Download</a></td></tr>'
        )
    pages[f"{base}/files-archive"] = b"PK\x05\x06" + b"\x00" * 18
    truth.add(f"{base}/files-archive")
    exports = ""
    for fmt, label in EXPORTS:
        href = f"{base}/export/{fmt}"
        pages[href] = (f'{{"metadata": {{"title": "{title}"}}, "format": "{fmt}"}}').encode()
        truth.add(href)
        exports += f'<a class="item" href="{href}">{label}</a>'
    head = f'<meta name="citation_title" content="{e(title)}">'
    if api_link:
        head += f'<link rel="alternate" type="application/json" href="/api/records/{rid}">'
        pages[f"/api/records/{rid}"] = (
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}'
        ).encode()
        truth.add(f"/api/records/{rid}")
    people = ", ".join(
        f"{a('/search?q=metadata.creators.person_or_org.name:%22' + n.replace(' ', '+') + '%22', n)}"
        f' <a href="https://orcid.org/{o}"><img src="/static/images/orcid.svg" alt="ORCID"></a>'
        for n, o in creators
    )
    kws = " ".join(
        a(f"/search?q=metadata.subjects.subject:%22{k.replace(' ', '+')}%22", k, class_="ui label")
        for k in keywords
    )
    vers = "".join(
        f'<div class="item">{a(f"/records/{v}", f"Version {i}")}</div>'
        for i, v in enumerate(versions, 1)
    )
    main = (
        f'<div class="ui grid"><article class="sixteen wide column"><section id="record-info">'
        f'<span class="ui label">Published</span> <span class="ui label">Dataset</span> '
        f'<span class="ui label">Open</span></section>'
        f'<h1 id="record-title">{e(title)}</h1><section id="creatibutors">{people}</section>'
        f'<section id="description"><h2>Description</h2><p>{e(desc)}</p></section>'
        f'<section id="record-files"><h2>Files</h2><table class="ui table"><thead><tr><th>Name</th>'
        f"<th>Size</th><th></th></tr></thead><tbody>{rows}</tbody></table>"
        f'<a class="ui button" href="{base}/files-archive">Download all</a></section>'
        f'<section id="additional-details"><h2>Additional details</h2><dl><dt>Related works</dt>'
        f"<dd>Is supplement to {a(related, 'Journal article')}</dd><dt>Keywords and subjects</dt>"
        f"<dd>{kws}</dd></dl></section></article></div>"
    )
    aside = (
        f'<div class="sidebar-container"><h2>Versions</h2><div class="ui list">{vers}</div>'
        f"{a('/search?q=parent.id:' + rid + '&f=allversions:true', 'View all versions')}</div>"
        f'<div class="sidebar-container"><h2>Communities</h2>{a("/communities/" + community, community)}</div>'
        f'<div class="sidebar-container"><h2>Export</h2><div class="ui dropdown menu">{exports}</div></div>'
        f'<div class="sidebar-container"><h2>Share</h2>'
        f'<a href="https://twitter.com/intent/tweet?url=https%3A%2F%2F{HOST}%2Frecords%2F{rid}">Twitter</a> '
        f'<a href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2F{HOST}%2Frecords%2F{rid}">LinkedIn</a></div>'
        f'<div class="sidebar-container"><h2>Details</h2><p>DOI 10.82017/unord.{rid[:5]}</p>'
        f"<p>Rights: {a('https://creativecommons.org/licenses/by/4.0/legalcode', 'CC BY 4.0')}</p></div>"
    )
    pages[base] = SHELL.page(title, main, head=head, aside=aside)
    return pages, {SHELL.url(t) for t in truth}


A_ID, A_OLD, B_ID, C_ID = "k7r2m-9qd41", "p3x0w-a2b11", "ahzv0-3pn77", "w9f4t-6ct20"
A_TITLE = "Shoreline retreat measurements, Baltic south coast 2015-2019"
B_TITLE = "tidalfit: harmonic analysis of tide gauge records (v1.4.0)"


def _pages() -> tuple[dict, set[str], set[str]]:
    pa, ta = record(
        A_ID,
        A_TITLE,
        [("Jana Köhler", "0000-0002-1825-0097"), ("Piet Verhoeven", "0000-0001-5109-3700")],
        "Annual GNSS surveys of cliff-top retreat along 14 transects.",
        {
            "shoreline_retreat_2015_2019.csv": csv("transect,year,retreat_m", "T01,2015,0.41"),
            "README.txt": b"Shoreline retreat data. Columns: transect, year, retreat_m\n",
            "transects.geojson": b'{"type": "FeatureCollection", "features": []}',
        },
        ["coastal erosion", "GNSS", "Baltic Sea"],
        [A_OLD, A_ID],
        "coastal-geomorphology",
        "https://journal.coastal-sciences.example/article/10.1016/j.csr.2020.104211",
        api_link=True,
    )
    pb, tb = record(
        B_ID,
        B_TITLE,
        [("Mikael Strand", "0000-0003-4432-1201")],
        "Software release of tidalfit, a Python package for harmonic analysis of tides.",
        {"tidalfit-1.4.0.zip": b"PK\x03\x04tidalfit"},
        ["tides", "Python", "software"],
        [B_ID],
        "ocean-software",
        "https://git.lab-kestrel.example/kestrel-lab/tidewatch",
        api_link=False,
    )
    # the older version and another community record: separate artifacts, served
    po, _ = record(
        A_OLD,
        A_TITLE,
        [("Jana Köhler", "0000-0002-1825-0097")],
        "First release.",
        {"shoreline_retreat_2015_2017.csv": csv("transect,year,retreat_m")},
        ["coastal erosion"],
        [A_OLD, A_ID],
        "coastal-geomorphology",
        "https://journal.coastal-sciences.example/",
        api_link=False,
    )
    pc, _ = record(
        C_ID,
        "Sediment cores from the Oder lagoon",
        [("Ewa Nowak", "0000-0002-9999-1234")],
        "Grain size of 12 cores.",
        {"cores.csv": csv("core,depth,d50")},
        ["sediment"],
        [C_ID],
        "coastal-geomorphology",
        "https://journal.coastal-sciences.example/",
        api_link=False,
    )
    return {**pa, **pb, **po, **pc}, ta, tb


def build():
    pages, _, _ = _pages()
    SHELL.featured = [
        (f"/records/{A_ID}", A_TITLE),
        (f"/records/{B_ID}", B_TITLE),
        (f"/records/{C_ID}", "Sediment cores from the Oder lagoon"),
    ]
    home = (
        "<h1>UNord Archive</h1><p>Research data and software of the University of the North.</p>"
        "<h2>Recent uploads</h2>" + ul(SHELL.featured)
    )
    return [
        build_site(SHELL, pages, home),
        redirect_site(DOI_HOST, {f"/10.82017/unord.{B_ID[:5]}": SHELL.url(f"/records/{B_ID}")}),
    ]


_, _TA, _TB = _pages()
CASES = [
    Case(
        "invenio-dataset",
        "inveniordm",
        "single-hop",
        "single_page_plus_ignored",
        SHELL.url(f"/records/{A_ID}"),
        frozenset(_TA),
        build,
        frozenset(
            {
                SHELL.url(f"/records/{A_OLD}"),
                "https://journal.coastal-sciences.example/article/10.1016/j.csr.2020.104211",
            }
        ),
    ),
    Case(
        "invenio-software-doi",
        "inveniordm",
        "single-hop",
        "single_page_plus_ignored",
        f"https://{DOI_HOST}/10.82017/unord.{B_ID[:5]}",
        frozenset(_TB),
        build,
        frozenset({"https://git.lab-kestrel.example/kestrel-lab/tidewatch"}),
        landing=SHELL.url(f"/records/{B_ID}"),
    ),
]
