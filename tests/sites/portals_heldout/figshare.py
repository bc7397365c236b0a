"""An institutional Figshare (seed: Figshare dataset, single hop, Single Page+ with Ignores).

Truth: the item page, each file's `/ndownloader/files/<id>` download and the "Download all"
`/ndownloader/articles/<id>/versions/<v>` archive.  Not truth: category and keyword
searches, author profiles, the institution's portal page, the collection the item is in
(another artifact), the related thesis on the university repository (another portal),
licence, share and the Figshare chrome.  The front end is a single-page app that answers
unknown paths with status 200 (soft 404).
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, csv, doc_pdf, e, ul

HOST = "uni-halden.figshare.example"
SHELL = Shell(
    HOST,
    "Halden University Research Data",
    "{title} - Halden University Research Data",
    '<div id="app"><header role="banner" class="_2x0nS"><a class="_1nFbz" href="/" aria-label="Halden University home">'
    '<img src="/static/halden-portal-logo.png" alt=""></a><nav class="_1f3Dd">'
    + a("/browse", "Browse")
    + a("/categories", "Categories")
    + a("/about", "About")
    + "</nav>"
    '<form class="_3r0mo" action="/search" role="search"><input name="q" aria-label="Search on figshare"></form>'
    + a("https://figshare-login.uni-halden.example/account/login", "Log in")
    + "</header>",
    '<footer class="_2GmBq">'
    + ul(
        [
            ("https://knowledge.figshare.example/", "Help"),
            ("/privacy", "Privacy policy"),
            ("/terms", "Terms"),
            ("/accessibility", "Accessibility statement"),
        ]
    )
    + '<p>Powered by <a href="https://figshare.example/">figshare</a> for institutions</p></footer></div>',
    css=("/static/css/main.6c0b1e2f.css",),
    js=("/static/js/vendor.1a2b3c4d.js", "/static/js/main.c0ffee12.js"),
    logo="/static/halden-portal-logo.png",
    favicon="/static/favicon.ico",
    soft404=True,
)


def item(
    kind,
    slug,
    aid,
    title,
    authors,
    files,
    categories,
    keywords,
    desc,
    collection=None,
    related=None,
):
    base = f"/articles/{kind}/{slug}/{aid}"
    pages, truth = {}, {base}
    rows = ""
    for fid, name, data in files:
        u = f"/ndownloader/files/{fid}"
        pages[u] = Response.data(data)
        truth.add(u)
        rows += f'<li class="_3xrAd"><span>{e(name)}</span> <span>{len(data)} B</span> {a(u, "Download file", class_="_2m1IV")}</li>'
    allu = f"/ndownloader/articles/{aid}/versions/1"
    pages[allu] = Response.data(b"PK\x05\x06")
    truth.add(allu)
    people = ", ".join(a(f"/authors/{n.replace(' ', '_')}/{uid}", n) for n, uid in authors)
    cats = ", ".join(a(f"/categories/{c.replace(' ', '_')}", c) for c in categories)
    kws = " ".join(
        a(f"/search?q=:keyword:%20%22{k.replace(' ', '%20')}%22", k, class_="_1wpLR")
        for k in keywords
    )
    extra = ""
    if collection:
        extra += f"<h3>Usage in collections</h3>{ul([collection])}"
    if related:
        extra += f"<h3>References</h3>{ul([related])}"
    main = (
        f'<div class="_1P_HC"><h2 class="_1oD1b">{e(title)}</h2><div class="_2n_cX">{kind.title()}</div>'
        f'<p class="_3qbNh">posted on 2023-09-12, authored by {people}</p>'
        f'<div class="_1gnEn"><ul class="_1wa0d">{rows}</ul>{a(allu, "Download all", class_="_2m1IV")}</div>'
        f'<div class="_2TKj6"><p>{e(desc)}</p></div><h3>Categories</h3><p>{cats}</p><h3>Keywords</h3><p>{kws}</p>'
        f"<h3>Licence</h3><p>{a('https://creativecommons.org/licenses/by/4.0/', 'CC BY 4.0')}</p>{extra}"
        f"<h3>Exports</h3><p>Select an option</p>"
        f'<div class="_3ZLX3"><a href="https://twitter.com/intent/tweet?url=https://{HOST}{base}">Share on X</a></div></div>'
    )
    pages[base] = SHELL.page(title, main)
    return pages, {SHELL.url(t) for t in truth}


TA = "Soil respiration under experimental snow removal, Finnmark plateau 2020-2022"
TB = "Poster: Lichen recolonisation after reindeer exclusion"
COLL = (
    "/collections/Finnmark_climate_manipulation_experiments/6612093",
    "Finnmark climate manipulation experiments",
)


def _all():
    pa, ta = item(
        "dataset",
        "Soil_respiration_under_experimental_snow_removal_Finnmark_plateau_2020-2022",
        24510773,
        TA,
        [("Siri Pedersen", 14021977), ("Jonas Aas", 9311002)],
        [
            (43077201, "soil_respiration_chambers.csv", csv("plot,date,flux")),
            (43077204, "snow_depth.csv", csv("plot,date,depth_cm")),
            (43077210, "site_photos.zip", b"PK\x03\x04"),
            (43077215, "README.md", b"# Soil respiration\n"),
        ],
        ["Soil biology", "Climate change processes"],
        ["snow manipulation", "CO2 flux", "tundra"],
        "Chamber measurements of soil CO2 efflux on 24 plots.",
        collection=COLL,
        related=("https://dspace.polytech-ost.example/jspui/handle/123456789/42", "Related thesis"),
    )
    pb, tb = item(
        "poster",
        "Poster_Lichen_recolonisation_after_reindeer_exclusion",
        25100442,
        TB,
        [("Siri Pedersen", 14021977)],
        [(44100120, "lichen_poster_ECOS2024.pdf", doc_pdf(TB, "Poster"))],
        ["Ecology"],
        ["lichen", "reindeer"],
        "Poster presented at ECOS 2024.",
    )
    return {**pa, **pb}, ta, tb


def build():
    pages, _, _ = _all()
    SHELL.featured = [
        (
            "/articles/dataset/Soil_respiration_under_experimental_snow_removal_Finnmark_plateau_2020-2022/24510773",
            TA,
        ),
        ("/articles/poster/Poster_Lichen_recolonisation_after_reindeer_exclusion/25100442", TB),
        COLL,
    ]
    pages[COLL[0]] = SHELL.page(COLL[1], f"<h1>{COLL[1]}</h1>" + ul(SHELL.featured[:1]))
    home = "<h1>Halden University Research Data</h1><h2>Featured</h2>" + ul(SHELL.featured)
    return [build_site(SHELL, pages, home)]


_, _TA, _TB = _all()
CASES = [
    Case(
        "figshare-dataset-four-files",
        "figshare-institutional",
        "single-hop",
        "single_page_plus_ignored",
        SHELL.url(
            "/articles/dataset/Soil_respiration_under_experimental_snow_removal_Finnmark_plateau_2020-2022/24510773"
        ),
        frozenset(_TA),
        build,
        frozenset(
            {SHELL.url(COLL[0]), "https://dspace.polytech-ost.example/jspui/handle/123456789/42"}
        ),
    ),
    Case(
        "figshare-poster",
        "figshare-institutional",
        "single-hop",
        "single_page_plus_ignored",
        SHELL.url(
            "/articles/poster/Poster_Lichen_recolonisation_after_reindeer_exclusion/25100442"
        ),
        frozenset(_TB),
        build,
    ),
]
