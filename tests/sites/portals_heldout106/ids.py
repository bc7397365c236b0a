"""heldout106's identifier-shaped portals: a planning-application register and an urban
data platform (the record's id runs through every artifact URI, across the register, its
document store and its API: Significant String from URI), and a BIM object library that
declares each object's boundary in HTTP Link headers (Signposting)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import anchors, chrome_pages, merge, render, text

# --- planning-application register (Significant String from URI) -----------------------

PLAN = Portal(
    "planning.eastmere.hx106.example",
    "Eastmere Council Planning",
    [
        ("/register/search", "Search applications"),
        ("/register/weekly", "Weekly lists"),
        ("/policy", "Local plan"),
    ],
    [("/accessibility", "Accessibility"), ("/privacy", "Privacy"), ("/contact", "Contact us")],
    title_format="{title} - {name}",
)
PLAN_DOCS = "docs.eastmere.hx106.example"
# reference -> (proposal, documents, pages of the document list, related references)
APPLICATIONS = {
    "EM-24-0873-FUL": (
        "Two-storey rear extension and loft conversion, 14 Orchard Row",
        ["application-form.pdf", "site-plan.pdf", "elevations.pdf"],
        1,
        [],
    ),
    "EM-25-0112-OUT": (
        "Outline application for 140 homes, community hub and green link, Mill Lane",
        [
            f"{n:03d}-{d}.pdf"
            for n, d in enumerate(
                [
                    "form",
                    "masterplan",
                    "parameter-plan",
                    "transport",
                    "flood-risk",
                    "ecology",
                    "heritage",
                    "design-code",
                    "consultee-highways",
                    "consultee-lead-flood",
                ],
                1,
            )
        ],
        3,
        ["EM-23-0412-LBC"],
    ),
}


def _plan_pages(ref: str) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    prop, docs, npages, related = APPLICATIONS[ref]
    app = f"/register/application/{ref}"
    tabs = [
        (app, "Summary"),
        (f"{app}/details", "Further information"),
        (f"/register/documents?ref={ref}", "Documents"),
        (f"/register/map?ref={ref}", "Map"),
        (f"/register/comments?ref={ref}", "Comments"),
    ]
    rel = [(f"/register/application/{r}", r) for r in related]

    def shell(title: str, body: str) -> str:
        return render(
            PLAN,
            f"{title} {ref}",
            f"<h1>{ref}</h1><p>{escape(prop)}</p>{anchors(tabs)}{body}"
            + (f"<h2>Related applications</h2>{anchors(rel)}" if rel else ""),
        )

    pages: dict[str, PageValue] = {
        app: shell("Planning application", "<p>Status: Pending consideration</p>"),
        f"{app}/details": shell("Further information", "<p>Case officer: J. Amadi</p>"),
        f"/register/map?ref={ref}": shell("Map", '<div id="map" data-layer="parcels"></div>'),
        f"/register/comments?ref={ref}": shell("Comments", "<p>3 public comments.</p>"),
    }
    per = (len(docs) + npages - 1) // npages
    for p in range(1, npages + 1):
        chunk = docs[(p - 1) * per : p * per]
        rows = anchors([(f"http://{PLAN_DOCS}/files/{ref}/{d}", d) for d in chunk])
        pager = " ".join(
            f'<a href="/register/documents?ref={ref}&amp;page={q}">{q}</a>'
            for q in range(2, npages + 1)
            if q != p
        )
        key = f"/register/documents?ref={ref}" + (f"&page={p}" if p > 1 else "")
        pages[key] = shell("Documents", rows + (f"<p>Pages: {pager}</p>" if pager else ""))
    files: dict[str, PageValue] = {
        f"/files/{ref}/{d}": Response.data(pdf(d, [ref]), "application/pdf") for d in docs
    }
    return pages, files


def plan_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    for ref in APPLICATIONS:
        p, f = _plan_pages(ref)
        pages.update(p)
        files.update(f)
    pages["/register/application/EM-23-0412-LBC"] = render(
        PLAN, "Listed building consent EM-23-0412-LBC", "<h1>EM-23-0412-LBC</h1>"
    )
    return [PLAN.site(merge(chrome_pages(PLAN), pages)), Site(PLAN_DOCS, files)]


def _plan_truth(ref: str) -> list[str]:
    pages, files = _plan_pages(ref)
    return [PLAN.url(p) for p in pages] + [f"http://{PLAN_DOCS}{f}" for f in files]


# --- urban data platform with maps and an API (Significant String from URI) ------------

CITY = Portal(
    "data.citylens.hx106.example",
    "CityLens Open Data",
    [
        ("/datasets", "Datasets"),
        ("/maps", "Maps"),
        ("/developers", "Developers"),
        ("/showcase", "Showcase"),
    ],
    [("/licence", "Open licence"), ("/privacy", "Privacy"), ("/status", "API status")],
    title_format="{title} — {name}",
)
CITY_API = "api.citylens.hx106.example"
CITY_MAPS = "maps.citylens.hx106.example"
# dataset key -> (title, API formats, occurrence pages, related dataset keys)
CITY_SETS = {
    "4c2e8a51-93d7-4f0b-a1c6-2f5e0b7d9c13": ("Street tree canopy 2024", ["csv"], 1, []),
    "b91f0d3e-6a24-4c85-9e7b-51d2c8a4f670": (
        "Building footprints with heights and construction year",
        ["csv", "geojson", "gpkg"],
        3,
        ["0e7a3c19-5b62-4d8f-b3a1-c94f2e6d8b05"],
    ),
}
RELATED_CITY = "0e7a3c19-5b62-4d8f-b3a1-c94f2e6d8b05"


def _city_pages(
    key: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue]]:
    title, fmts, npages, related = CITY_SETS[key]
    page = f"/dataset/{key}"
    api = [(f"http://{CITY_API}/v2/dataset/{key}", "Metadata (JSON)")]
    api += [(f"http://{CITY_API}/v2/dataset/{key}/download?format={f}", f.upper()) for f in fmts]
    rel = [(f"/dataset/{r}", "Land parcels") for r in related]
    main = (
        f"<h1>{escape(title)}</h1><p>Published by the City Planning Department.</p>"
        f"<h2>Download</h2>{anchors(api)}"
        f'<p><a href="/records?datasetKey={key}">Browse records</a> · '
        f'<a href="http://{CITY_MAPS}/viewer/{key}">Open in map viewer</a></p>'
        + (f"<h2>Related datasets</h2>{anchors(rel)}" if rel else "")
    )
    pages: dict[str, PageValue] = {page: render(CITY, title, main)}
    for p in range(1, npages + 1):
        nxt = (
            f'<a href="/records?datasetKey={key}&amp;offset={p * 20}">Next 20</a>'
            if p < npages
            else ""
        )
        k = f"/records?datasetKey={key}" + (f"&offset={(p - 1) * 20}" if p > 1 else "")
        pages[k] = render(
            CITY, f"Records of {title}", f"<h1>Records</h1><table></table><p>{nxt}</p>"
        )
    apis: dict[str, PageValue] = {
        f"/v2/dataset/{key}": text(f'{{"key": "{key}", "title": "{title}"}}', "application/json")
    }
    for f in fmts:
        apis[f"/v2/dataset/{key}/download?format={f}"] = text("id,height\n1,12.5\n", "text/csv")
    maps: dict[str, PageValue] = {
        f"/viewer/{key}": (
            f"<!DOCTYPE html><title>Map viewer: {escape(title)}</title><div id=map></div>"
            f'<a href="http://{CITY_API}/v2/dataset/{key}">Layer metadata</a>'
        )
    }
    return pages, apis, maps


def city_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    apis: dict[str, PageValue] = {}
    maps: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>CityLens Maps</title><p>Maps</p>"}
    for key in CITY_SETS:
        p, a, m = _city_pages(key)
        pages.update(p)
        apis.update(a)
        maps.update(m)
    pages[f"/dataset/{RELATED_CITY}"] = render(CITY, "Land parcels", "<h1>Land parcels</h1>")
    apis["/"] = text('{"versions": ["v2"]}', "application/json")
    return [
        CITY.site(merge(chrome_pages(CITY), pages)),
        Site(CITY_API, apis),
        Site(CITY_MAPS, maps),
    ]


def _city_truth(key: str) -> list[str]:
    pages, apis, maps = _city_pages(key)
    return (
        [CITY.url(p) for p in pages]
        + [f"http://{CITY_API}{p}" for p in apis]
        + [f"http://{CITY_MAPS}{p}" for p in maps]
    )


# --- BIM object library with signposting (Signposting) ---------------------------------

LIB = Portal(
    "objects.bimshelf.hx106.example",
    "BIMShelf",
    [
        ("/manufacturers", "Manufacturers"),
        ("/categories", "Categories"),
        ("/upload", "Publish objects"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/help/formats", "Formats")],
    title_format="{title} | {name}",
)
LIB_DOI = "doi.bimshelf.hx106.example"
# object slug -> (name, file names, DOI suffix or "")
LIB_OBJECTS = {
    "clt-floor-panel-5s-200": ("CLT floor panel 5s 200 mm", ["clt-floor-panel.ifc"], ""),
    "curtain-wall-unitised-cw60": (
        "Unitised curtain wall system CW60",
        ["cw60.ifc", "cw60.rfa", "cw60-spec.pdf", "cw60-epd.pdf"],
        "10.70455/bimshelf.cw60",
    ),
}


def _lib_items(slug: str) -> list[tuple[str, str]]:
    return [(f"/objects/{slug}/files/{f}", f) for f in LIB_OBJECTS[slug][1]]


def _lib_pages(slug: str) -> dict[str, PageValue]:
    name, _files, _doi = LIB_OBJECTS[slug]
    land = f"/objects/{slug}"
    meta = f"/objects/{slug}/metadata.jsonld"
    links = [f'<{LIB.url(land)}>; rel="cite-as"', '<https://schema.org/Product>; rel="type"']
    links += [f'<{LIB.url(h)}>; rel="item"' for h, _f in _lib_items(slug)]
    links.append(f'<{LIB.url(meta)}>; rel="describedby"; type="application/ld+json"')
    links.append('<http://orcid.test/0000-0002-1825-0097>; rel="author"')
    main = (
        f'<nav class="crumbs"><a href="/categories">Categories</a></nav><h1>{escape(name)}</h1>'
        f"<h2>Downloads</h2>{anchors(_lib_items(slug))}"
        f'<p><a href="{meta}">Machine-readable metadata</a></p>'
        '<aside><h2>Similar objects</h2><ul><li><a href="/categories">More in this category'
        "</a></li></ul></aside>"
    )
    pages: dict[str, PageValue] = {
        land: Response.html(render(LIB, name, main), headers=[("Link", ", ".join(links))]),
        meta: text(f'{{"@type": "Product", "name": "{name}"}}', "application/ld+json"),
    }
    for h, f in _lib_items(slug):
        pages[h] = Response.data(
            pdf(name, [f]) if f.endswith(".pdf") else f"ISO-10303-21; {name}\n".encode(),
            "application/pdf" if f.endswith(".pdf") else "application/octet-stream",
        )
    return pages


def lib_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    doi = Site(LIB_DOI)
    doi.add("/", "<!DOCTYPE html><title>BIMShelf DOI resolver</title><p>Resolver</p>")
    for slug, (_n, _f, suffix) in LIB_OBJECTS.items():
        pages.update(_lib_pages(slug))
        if suffix:
            doi.add(f"/{suffix}", Response.redirect(LIB.url(f"/objects/{slug}"), 302))
    return [LIB.site(merge(chrome_pages(LIB), pages)), doi]


def cases() -> list[Case]:
    out: list[Case] = []
    for i, (ref, (_p, _d, _n, related)) in enumerate(APPLICATIONS.items()):
        # Like the seed's GBIF row: the application reference runs through the register's,
        # the document store's URIs: Significant String from URI.
        out.append(
            case(
                f"planning-register-{i + 1}",
                "planning application register ("
                + ("3 documents" if i == 0 else "10 documents over 3 pages, related application")
                + ")",
                "planning application",
                "sig_uri",
                PLAN.url(f"/register/application/{ref}"),
                _plan_truth(ref),
                plan_sites,
                [PLAN.url(f"/register/application/{r}") for r in related],
            )
        )
    for i, (key, (_t, _f, _n, related)) in enumerate(CITY_SETS.items()):
        # The seed's GBIF row itself: dataset key in the portal, records, API and map URIs.
        out.append(
            case(
                f"urban-data-{i + 1}",
                "urban data platform ("
                + ("one download" if i == 0 else "three formats, paginated records, related")
                + ")",
                "dataset",
                "sig_uri",
                CITY.url(f"/dataset/{key}"),
                _city_truth(key),
                city_sites,
                [CITY.url(f"/dataset/{r}") for r in related],
            )
        )
    for i, (slug, (_n, _f, suffix)) in enumerate(LIB_OBJECTS.items()):
        land = LIB.url(f"/objects/{slug}")
        truth = [land, LIB.url(f"/objects/{slug}/metadata.jsonld")]
        truth += [LIB.url(h) for h, _f in _lib_items(slug)]
        # The landing page names its items and metadata in Link headers: the seed's
        # Signposting.  The second is entered by its DOI, which redirects to the landing.
        out.append(
            case(
                f"bim-object-{i + 1}",
                "BIM object library ("
                + ("one IFC file" if i == 0 else "four files, entered by DOI")
                + ")",
                "BIM object",
                "signposting",
                f"http://{LIB_DOI}/{suffix}" if suffix else land,
                truth,
                lib_sites,
                landing=land if suffix else None,
            )
        )
    return out
