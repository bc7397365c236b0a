"""heldout42 heritage portals: a museum's collections online, an archive catalogue, a
digital library with an outsourced IIIF host, and an art gallery's exhibition microsites."""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._kit import file, host, make_case, page, portal_site, ul

# --- museum collections online (sig_title) -------------------------------------------
# Object pages, their media galleries and research notes live under unrelated paths with
# numeric ids only, so neither the path nor the URI carries the object; what every member
# repeats is the object title, which is also the whole <title> of the object page (the
# Dryad shape in the seed: Significant String from Title).  Related objects never name it.
MUSEUM = Portal(
    host("samling", "kvernhusmuseet"),
    "Kvernhus Museum",
    [
        ("/objekt", "Collection"),
        ("/exhibitions", "Exhibitions"),
        ("/visit", "Visit"),
        ("/research", "Research"),
    ],
    [
        ("/about", "About"),
        ("/rights", "Image rights"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title}",
    home_title="Kvernhus Museum - Collections Online",
)
M1 = "Sampler worked by Ingrid Solheim, 1843"
M2 = "Tapestry fragment with a bear hunt, Gudbrandsdal workshop"


def _m(path: str) -> str:
    return MUSEUM.url(path)


def _museum_object(title: str, acc: str, members: list[tuple[str, str]], related: list[str]) -> str:
    rel = ul([(f"/objekt/{r}", f"Object {r.replace('-', '.')}") for r in related], "related")
    return page(
        MUSEUM,
        title,
        f'<article class="object"><h1>{escape(title)}</h1><dl><dt>Accession</dt><dd>{acc}</dd>'
        '<dt>Department</dt><dd>Textiles</dd></dl><img src="/static/logo.png" alt="">'
        f"<h2>More about this object</h2>{ul(members)}"
        f'<p><a href="/objekt?dept=textiles">All textiles</a></p></article>'
        f"<aside><h2>You may also like</h2>{rel}</aside>",
        share=_m(f"/objekt/{acc.replace('.', '-')}"),
    )


def _museum_note(title: str, heading: str, body: str, extra: str = "") -> str:
    return page(
        MUSEUM,
        f"{heading}: {title}",
        f"<h1>{escape(heading)}</h1><p>For <cite>{escape(title)}</cite>.</p><p>{body}</p>{extra}",
    )


def museum_sites() -> list[Site]:
    filler = {
        f"/objekt/{a}": page(MUSEUM, f"Object {a}", f"<h1>Object {a}</h1><p>Woven band.</p>")
        for a in ("1975-003", "1968-040", "1981-219", "1990-007")
    }
    pages = {
        **filler,
        "/objekt/1974-112": _museum_object(
            M1,
            "1974.112",
            [("/media/gallery/88213", "Images (3)"), ("/research/provenance/4410", "Provenance")],
            ["1975-003", "1968-040"],
        ),
        "/media/gallery/88213": _museum_note(M1, "Images", "Front, reverse, detail."),
        "/research/provenance/4410": _museum_note(M1, "Provenance", "Given by the family, 1974."),
        "/objekt/1931-056": _museum_object(
            M2,
            "1931.056",
            [
                ("/media/gallery/90117", "Images (12)"),
                ("/research/provenance/3302", "Provenance"),
                ("/research/conservation/771", "Conservation report"),
                ("/research/bibliography/1290", "Literature"),
            ],
            ["1981-219", "1990-007"],
        ),
        "/media/gallery/90117": _museum_note(
            M2, "Images", "Plates 1-6.", '<a href="/media/gallery/90117?page=2">Next page</a>'
        ),
        "/media/gallery/90117?page=2": _museum_note(M2, "Images", "Plates 7-12."),
        "/research/provenance/3302": _museum_note(M2, "Provenance", "Bought at auction, 1931."),
        "/research/conservation/771": _museum_note(
            M2,
            "Conservation report",
            "Wet-cleaned 2009.",
            '<a href="/research/conservation/771/report.pdf">Full report (PDF)</a>',
        ),
        "/research/conservation/771/report.pdf": file(
            pdf(M2, ["Conservation report 771"]), "application/pdf"
        ),
        "/research/bibliography/1290": _museum_note(M2, "Literature", "Engelstad 1952, no. 14."),
    }
    return [portal_site(MUSEUM, pages)]


MUSEUM_CASES = [
    # Dryad-like: members share only the object title (the whole <title>); no path or id ties them.
    make_case(
        "museum-sampler",
        "museum collections online (textile sampler, two notes)",
        "multi-hop",
        "sig_title",
        _m("/objekt/1974-112"),
        [_m("/objekt/1974-112"), _m("/media/gallery/88213"), _m("/research/provenance/4410")],
        museum_sites,
    ),
    # harder: paginated gallery and a title-bearing PDF report two hops out; still the title binds.
    make_case(
        "museum-tapestry",
        "museum collections online (tapestry, paginated gallery, conservation PDF)",
        "multi-hop",
        "sig_title",
        _m("/objekt/1931-056"),
        [
            _m(p)
            for p in (
                "/objekt/1931-056",
                "/media/gallery/90117",
                "/media/gallery/90117?page=2",
                "/research/provenance/3302",
                "/research/conservation/771",
                "/research/conservation/771/report.pdf",
                "/research/bibliography/1290",
            )
        ],
        museum_sites,
    ),
]

# --- archive catalogue (sig_uri) -------------------------------------------------------
# A national-archives-style catalogue: the record's opaque id is in every URI of the record
# (hierarchy browser, image viewer, the API and the IIIF manifest on sibling hosts) and in
# none of its parent's, siblings' or the chrome's: the GBIF shape, Significant String from URI.
ARCH = Portal(
    host("discovery", "tollgatearchives"),
    "Tollgate Archives Discovery",
    [("/browse", "Browse"), ("/guides", "Research guides"), ("/ordering", "Order copies")],
    [("/terms", "Terms of use"), ("/accessibility", "Accessibility"), ("/privacy", "Privacy")],
)
ARCH_API = Portal(host("api", "tollgatearchives"), "Tollgate Archives API", [("/docs", "Docs")])
ARCH_IIIF = Portal(host("iiif", "tollgatearchives"), "Tollgate Archives IIIF", [("/docs", "Docs")])


def _arch_record(rid: str, title: str, parent: str, siblings: list[str], images: int) -> str:
    members = [
        (f"/browse/r/h/{rid}", "Browse by hierarchy"),
        (ARCH_API.url(f"/v1/records/{rid}"), "Record as JSON"),
        (ARCH_IIIF.url(f"/manifests/{rid}/manifest.json"), "IIIF manifest"),
    ]
    if images:
        members.append((f"/viewer/{rid}", f"View images ({images})"))
    return page(
        ARCH,
        title,
        f"<h1>{escape(title)}</h1><table><tr><th>Reference</th><td>TGA/{rid}</td></tr>"
        f"<tr><th>Held by</th><td>Tollgate Archives</td></tr></table>{ul(members)}"
        f'<p>Part of <a href="/details/r/{parent}">the parent series</a>.</p>'
        f"<aside><h2>Nearby records</h2>{ul([(f'/details/r/{s}', s) for s in siblings])}</aside>"
        f'<p><a href="/ordering#form">Order a copy</a></p>',
    )


def arch_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    iiif: dict[str, PageValue] = {}
    for rid in ("A0B19F44", "D3E81B07", "E5521C90", "B7740A12", "F1C3D2E8"):
        pages[f"/details/r/{rid}"] = page(ARCH, f"Record {rid}", f"<h1>Series {rid}</h1>")
    recs = {
        "C7F2A91E": (
            "Minutes of the turnpike trustees, 1791-1803",
            "A0B19F44",
            ["D3E81B07", "E5521C90"],
            0,
        ),
        "9E04BD36": ("Toll-house plans and elevations, 1822", "B7740A12", ["F1C3D2E8"], 3),
    }
    for rid, (title, parent, sibs, images) in recs.items():
        pages[f"/details/r/{rid}"] = _arch_record(rid, title, parent, sibs, images)
        pages[f"/browse/r/h/{rid}"] = page(
            ARCH,
            f"Browse: {title}",
            f'<h1>Hierarchy</h1><p><a href="/details/r/{parent}">Series</a> &gt; '
            f'<a href="/details/r/{rid}">{escape(title)}</a></p>',
        )
        api[f"/v1/records/{rid}"] = file(
            json.dumps({"id": rid, "title": title}), "application/json"
        )
        iiif[f"/manifests/{rid}/manifest.json"] = file(
            json.dumps({"@id": ARCH_IIIF.url(f"/manifests/{rid}/manifest.json"), "label": title}),
            "application/ld+json",
        )
        if images:
            imgs = [
                (ARCH_IIIF.url(f"/image/{rid}_{i:04d}/full/max/0/default.jpg"), f"Image {i}")
                for i in range(1, images + 1)
            ]
            pages[f"/viewer/{rid}"] = page(
                ARCH,
                f"Images: {title}",
                f"<h1>Image viewer</h1>{ul(imgs)}"
                f'<p><a href="/details/r/{rid}">Back to record</a></p>',
            )
            for i in range(1, images + 1):
                iiif[f"/image/{rid}_{i:04d}/full/max/0/default.jpg"] = file(png(6, 6), "image/jpeg")
    return [portal_site(ARCH, pages), portal_site(ARCH_API, api), portal_site(ARCH_IIIF, iiif)]


def _a(path: str) -> str:
    return ARCH.url(path)


def _arch_truth(rid: str, images: int) -> list[str]:
    t = [
        _a(f"/details/r/{rid}"),
        _a(f"/browse/r/h/{rid}"),
        ARCH_API.url(f"/v1/records/{rid}"),
        ARCH_IIIF.url(f"/manifests/{rid}/manifest.json"),
    ]
    if images:
        t.append(_a(f"/viewer/{rid}"))
        t += [
            ARCH_IIIF.url(f"/image/{rid}_{i:04d}/full/max/0/default.jpg")
            for i in range(1, images + 1)
        ]
    return t


ARCH_CASES = [
    # GBIF-like: the opaque record id runs through every member URI, API and IIIF hosts included.
    make_case(
        "archive-minutes",
        "archive catalogue (minute book, API and manifest)",
        "multi-hop",
        "sig_uri",
        _a("/details/r/C7F2A91E"),
        _arch_truth("C7F2A91E", 0),
        arch_sites,
    ),
    # harder: an image viewer and three IIIF images two hops out, all carrying the id.
    make_case(
        "archive-plans",
        "archive catalogue (architectural plans with an image viewer)",
        "multi-hop",
        "sig_uri",
        _a("/details/r/9E04BD36"),
        _arch_truth("9E04BD36", 3),
        arch_sites,
    ),
]

# --- digital library with an outsourced IIIF host (path_based_externals) ----------------
# Every page of a digitised item sits under its ARK path (page views, OCR text, MODS), but
# the manifest and full-size images are served by the library's IIIF vendor on another
# registrable domain and linked straight from the item: GitHub + raw.githubusercontent,
# i.e. Path-Based with Externals.  No share or funder links leave the portal.
DL = Portal(
    host("digital", "marlowcountylibrary"),
    "Marlow County Library Digital Collections",
    [("/collections", "Collections"), ("/ark", "All items"), ("/about", "About")],
    [("/copyright", "Copyright"), ("/privacy", "Privacy"), ("/contact", "Ask a librarian")],
    title_format="{title} - {name}",
)
VENDOR = Portal(host("iiif", "pixelvaulthosting"), "PixelVault IIIF", [("/status", "Status")])


def dl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    vend: dict[str, PageValue] = {}
    items = {
        "x4k9q2": ("Marlow Gazette, 3 March 1894", 2),
        "b7t3m8": ("Parish map of Little Marlow, 1840", 5),
    }
    for ark, (title, n) in items.items():
        base = f"/ark/61903/{ark}/"
        views = [(f"{base}page/{i}", f"Page {i}") for i in range(1, n + 1)]
        ext = [(VENDOR.url(f"/presentation/{ark}/manifest.json"), "IIIF manifest")] + [
            (VENDOR.url(f"/iiif/2/{ark}-p{i}/full/max/0/default.jpg"), f"Full image {i}")
            for i in range(1, n + 1)
        ]
        pages[base] = page(
            DL,
            title,
            f"<h1>{escape(title)}</h1>{ul(views)}{ul([(f'{base}ocr.txt', 'Full text (OCR)'), (f'{base}mods.xml', 'MODS record')])}"
            f"<h2>IIIF</h2>{ul(ext)}<p><a href='/collections/local-history'>Local history</a></p>"
            f"<aside>{ul([('/ark/61903/x4k9r7/', 'Marlow Gazette, 10 March 1894')])}</aside>",
        )
        for i in range(1, n + 1):
            pages[f"{base}page/{i}"] = page(
                DL,
                f"{title}, page {i}",
                f'<h1>Page {i}</h1><img src="{VENDOR.url(f"/iiif/2/{ark}-p{i}/full/800,/0/default.jpg")}" alt="">'
                f'<p><a href="{base}">Back to item</a></p>',
            )
            vend[f"/iiif/2/{ark}-p{i}/full/max/0/default.jpg"] = file(png(5, 5), "image/jpeg")
            vend[f"/iiif/2/{ark}-p{i}/full/800,/0/default.jpg"] = file(png(4, 4), "image/jpeg")
        pages[f"{base}ocr.txt"] = file(f"{title}\nOCR text.", "text/plain")
        pages[f"{base}mods.xml"] = file(
            f"<mods><title>{escape(title)}</title></mods>", "application/xml"
        )
        vend[f"/presentation/{ark}/manifest.json"] = file(
            json.dumps({"label": title}), "application/json"
        )
    pages["/ark/61903/x4k9r7/"] = page(DL, "Marlow Gazette, 10 March 1894", "<h1>Gazette</h1>")
    pages["/collections/local-history"] = page(DL, "Local history", "<h1>Local history</h1>")
    return [portal_site(DL, pages), portal_site(VENDOR, vend)]


def _dl_truth(ark: str, n: int) -> list[str]:
    base = f"/ark/61903/{ark}/"
    t = [
        DL.url(base),
        DL.url(f"{base}ocr.txt"),
        DL.url(f"{base}mods.xml"),
        VENDOR.url(f"/presentation/{ark}/manifest.json"),
    ]
    t += [DL.url(f"{base}page/{i}") for i in range(1, n + 1)]
    t += [VENDOR.url(f"/iiif/2/{ark}-p{i}/full/max/0/default.jpg") for i in range(1, n + 1)]
    return t


DL_CASES = [
    # GitHub-like: members under the ARK path plus manifest and images on the vendor's domain.
    make_case(
        "diglib-gazette",
        "digital library (newspaper issue, IIIF on vendor host)",
        "multi-hop",
        "path_based_externals",
        DL.url("/ark/61903/x4k9q2/"),
        _dl_truth("x4k9q2", 2),
        dl_sites,
        others=[DL.url("/ark/61903/x4k9r7/")],
    ),
    # harder: five page views and five external full images.
    make_case(
        "diglib-map",
        "digital library (five-sheet map, IIIF on vendor host)",
        "multi-hop",
        "path_based_externals",
        DL.url("/ark/61903/b7t3m8/"),
        _dl_truth("b7t3m8", 5),
        dl_sites,
        others=[DL.url("/ark/61903/x4k9r7/")],
    ),
]

# --- exhibition microsite (path_based) --------------------------------------------------
# Like Silk in the seed, each exhibition gets its own subdomain built around one show:
# the whole host is the artifact (Path-Based from "/"); the gallery's main site is chrome.
WWW = Portal(
    host("www", "harbourlightsgallery"),
    "Harbour Lights Gallery",
    [("/whats-on", "What's on"), ("/visit", "Visit"), ("/membership", "Membership")],
    [("/privacy", "Privacy"), ("/press", "Press")],
)


def _micro(sub: str, title: str, rooms: int, essays: list[str]) -> tuple[Site, list[str]]:
    h = host(sub, "harbourlightsgallery")
    nav = [("/", "Introduction")] + [(f"/rooms/{i}", f"Room {i}") for i in range(1, rooms + 1)]
    nav += [(f"/essays/{e}", e.replace("-", " ").title()) for e in essays] + [
        ("/credits", "Credits")
    ]

    def pg(t: str, body: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(t)}</title>"
            f"<link rel='stylesheet' href='/assets/show.css'></head><body>"
            f"<header><h2>{escape(title)}</h2><nav>{ul(nav)}</nav></header><main>{body}</main>"
            f"<footer><a href='{WWW.url('/')}'>Harbour Lights Gallery</a> · "
            f"<a href='{WWW.url('/whats-on')}'>What's on</a></footer></body></html>"
        )

    site = Site(h)
    site.add("/", pg(title, f"<h1>{escape(title)}</h1><p>An online exhibition.</p>"))
    site.add("/assets/show.css", file("body{margin:0}", "text/css"))
    for i in range(1, rooms + 1):
        site.add(
            f"/rooms/{i}",
            pg(
                f"Room {i} - {title}",
                f"<h1>Room {i}</h1><a href='/objects/{sub}-{i}'>Featured object</a>",
            ),
        )
        site.add(f"/objects/{sub}-{i}", pg(f"Object {i}", f"<h1>Object {i}</h1>"))
    for e in essays:
        site.add(f"/essays/{e}", pg(e, f"<h1>{escape(e)}</h1>"))
    site.add("/credits", pg("Credits", "<h1>Credits</h1>"))
    truth = ["/", "/credits"] + [f"/rooms/{i}" for i in range(1, rooms + 1)]
    truth += [f"/objects/{sub}-{i}" for i in range(1, rooms + 1)] + [f"/essays/{e}" for e in essays]
    return site, [f"http://{h}{p}" for p in truth]


def micro_sites() -> list[Site]:
    return [
        _micro("saltandsail", "Salt and Sail: Herring Fleets 1880-1950", 2, ["the-catch"])[0],
        _micro(
            "inkonpaper", "Ink on Paper: Broadside Ballads", 4, ["printers", "singers", "sources"]
        )[0],
        portal_site(WWW, {}),
    ]


MICRO_CASES = [
    # Silk-like: the whole exhibition subdomain is the artifact (Path-Based from /).
    make_case(
        "microsite-herring",
        "exhibition microsite (two rooms, one essay)",
        "multi-hop",
        "path_based",
        f"http://{host('saltandsail', 'harbourlightsgallery')}/",
        _micro("saltandsail", "Salt and Sail: Herring Fleets 1880-1950", 2, ["the-catch"])[1],
        micro_sites,
    ),
    # harder: more rooms, objects two hops in, three essays.
    make_case(
        "microsite-ballads",
        "exhibition microsite (four rooms, three essays)",
        "multi-hop",
        "path_based",
        f"http://{host('inkonpaper', 'harbourlightsgallery')}/",
        _micro(
            "inkonpaper", "Ink on Paper: Broadside Ballads", 4, ["printers", "singers", "sources"]
        )[1],
        micro_sites,
    ),
]

CASES: list[Case] = [*MUSEUM_CASES, *ARCH_CASES, *DL_CASES, *MICRO_CASES]
