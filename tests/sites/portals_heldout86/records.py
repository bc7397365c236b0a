"""Records keyed by an identifier or a path: a national heritage list (designation entries),
a county monument GIS record (HER-like), a 3D-model repository and an architectural
drawing archive.

The heritage list and the monument record carry their list-entry number or monument UID in
every URI of the record, across a map host and a documents host, while chrome and
neighbouring records do not (sig_uri, the seed's GBIF row).  The 3D-model repository nests
a model's files, revisions and comments under its path and serves meshes from a separate
media host (path_based_externals, as GitHub with its raw host); the drawing archive nests a
collection's sheets and finding aid under the collection's path (path_based, as Bitbucket).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, dl, pdf_file, text, ul

# --- national heritage list ----------------------------------------------------------------

HLIST = Chrome(
    host="www.heritageroll.hx86.example",
    name="The Heritage Roll",
    nav=[
        ("/search-the-list", "Search the List"),
        ("/enrich-the-list", "Enrich the List"),
        ("/apply-for-listing", "Apply for listing"),
        ("/advice", "Advice"),
    ],
    footer=[
        ("/about-us", "About us"),
        ("/terms", "Terms"),
        ("/cookies-policy", "Cookies"),
        ("/foi", "Freedom of information"),
    ],
    kind="hr",
    analytics="HR-1428",
)
HL_DOCS = "docs.heritageroll.hx86.example"
HL_MAPS = "maps.heritageroll.hx86.example"

ENTRIES = {
    "1428710": ("Hollins Cross lime kiln", "II", ["notice.pdf"], [], 1, ["1428699", "1431002"]),
    "1390564": (
        "Church of St Olave, Westgate",
        "I",
        ["notice.pdf", "reasons-for-designation.pdf", "map.pdf"],
        ["2019-04", "2021-11"],
        3,
        ["1390571", "1428699"],
    ),
    "1428699": ("Barn at Hollins Farm", "II", [], [], 1, []),
    "1431002": ("Milestone on Cross Lane", "II", [], [], 1, []),
    "1390571": ("Churchyard cross, St Olave", "II*", [], [], 1, []),
}


def _hl_urls(eid: str) -> list[str]:
    """Every URI of a list entry (all carry the list-entry number)."""
    _n, _g, docs, amends, photo_pages, _near = ENTRIES[eid]
    base = HLIST.url(f"/list-entry/{eid}")
    urls = [
        base,
        f"{base}/official-list-entry",
        f"{base}/comments-and-photos",
        f"http://{HL_MAPS}/map?listentry={eid}",
    ]
    urls += [f"{base}/comments-and-photos?page={p}" for p in range(2, photo_pages + 1)]
    urls += [f"http://{HL_DOCS}/designation/{eid}/{d}" for d in docs]
    urls += [f"{base}/amendments/{a}" for a in amends]
    return urls


def _hl_tabs(eid: str) -> str:
    base = f"/list-entry/{eid}"
    return ul(
        [
            (base, "Overview"),
            (f"{base}/official-list-entry", "Official list entry"),
            (f"{base}/comments-and-photos", "Comments and photos"),
        ],
        "hr-tabs",
    )


def _hl_pages(eid: str) -> dict[str, str]:
    name, grade, docs, amends, photo_pages, near = ENTRIES[eid]
    base = f"/list-entry/{eid}"
    docs_ul = ul([(f"http://{HL_DOCS}/designation/{eid}/{d}", d) for d in docs])
    overview = (
        f"<h1>{escape(name)}</h1>{_hl_tabs(eid)}"
        + dl(
            [
                ("List entry number", eid),
                ("Grade", grade),
                ("Heritage category", "Listed building"),
                ("Map", f'<a href="http://{HL_MAPS}/map?listentry={eid}">View on map</a>'),
            ]
        )
        + (f"<h2>Designation documents</h2>{docs_ul}" if docs else "")
        + (
            ("<h2>Amendments</h2>" + ul([(f"{base}/amendments/{a}", a) for a in amends]))
            if amends
            else ""
        )
    )
    aside = "<h3>Nearby listed buildings</h3>" + ul(
        [(f"/list-entry/{n}", ENTRIES[n][0]) for n in near]
    )
    pages = {base: HLIST.page(name, overview, aside=aside)}
    pages[f"{base}/official-list-entry"] = HLIST.page(
        f"{name}: official list entry",
        f"<h1>{escape(name)}</h1>{_hl_tabs(eid)}<h2>Official list entry</h2><p>Grade {grade}. "
        "Reasons for designation: architectural interest; historic interest.</p>",
    )
    pager = ul(
        [(f"{base}/comments-and-photos?page={p}", f"Page {p}") for p in range(2, photo_pages + 1)]
    )
    for p in range(1, photo_pages + 1):
        path = f"{base}/comments-and-photos" + (f"?page={p}" if p > 1 else "")
        pages[path] = HLIST.page(
            f"{name}: comments and photos",
            f"<h1>{escape(name)}</h1>{_hl_tabs(eid)}<p>Contributions page {p}.</p>{pager}"
            '<p><a href="/enrich-the-list">Add your photo</a></p>',
        )
    for a in amends:
        pages[f"{base}/amendments/{a}"] = HLIST.page(
            f"{name}: amendment {a}",
            f'<h1>Amendment {a}</h1><p>Entry amended. <a href="{base}">Back to the entry</a></p>',
        )
    return pages


def hlist_build() -> list[Site]:
    pages: dict[str, str] = {}
    docs, maps = Site(HL_DOCS), Site(HL_MAPS)
    docs.add("/", text("Heritage Roll documents\n"))
    maps.add("/", "<!DOCTYPE html><title>Heritage Roll map</title><p>Map search</p>")
    for eid, (name, _g, dnames, _a, _p, _n) in ENTRIES.items():
        pages.update(_hl_pages(eid))
        for d in dnames:
            docs.add(f"/designation/{eid}/{d}", pdf_file(name, f"List entry {eid}", d))
        maps.add(
            f"/map?listentry={eid}",
            f"<!DOCTYPE html><html><head><title>Map: list entry {eid}"
            f"</title></head><body><p>{escape(name)}</p></body></html>",
        )
    return [HLIST.site(pages), docs, maps]


def _hlist_case(name: str, imitates: str, eid: str) -> Case:
    # GBIF's row of the seed: the list-entry number is in every URI of the entry (tabs,
    # map, designation documents, amendments, photo pages) and in no chrome: sig_uri.
    others = [HLIST.url(f"/list-entry/{n}") for n in ENTRIES[eid][5]]
    return case(
        name,
        imitates,
        "heritage designation",
        "sig_uri",
        HLIST.url(f"/list-entry/{eid}"),
        _hl_urls(eid),
        hlist_build,
        others,
    )


# --- county monument GIS record (HER-like) -------------------------------------------------

HER = Chrome(
    host="her.monumentgrid.hx86.example",
    name="Westmarch Historic Environment Record",
    nav=[
        ("/Results", "Search records"),
        ("/MapSearch", "Map search"),
        ("/Thesaurus", "Thesaurus"),
        ("/Help", "Help"),
    ],
    footer=[("/About", "About the HER"), ("/Disclaimer", "Disclaimer"), ("/Privacy", "Privacy")],
    title_format="{name} - {title}",
    kind="her",
    analytics="HER-3",
)
HER_GIS = "gis.monumentgrid.hx86.example"

MONUMENTS = {
    "MWX40217": (
        "Bronze Age round barrow, Tarn Moor",
        ["EWX7731"],
        0,
        False,
        ["MWX40218"],
        "DWX1102",
    ),
    "MWX52090": (
        "Medieval moated site, Castle Ings",
        ["EWX8810", "EWX8811", "EWX9020"],
        3,
        True,
        ["MWX52091", "MWX40218"],
        "DWX2290",
    ),
    "MWX40218": ("Cairn, Tarn Moor", [], 0, False, [], ""),
    "MWX52091": ("Fishpond, Castle Ings", [], 0, False, [], ""),
}


def _her_urls(uid: str) -> list[str]:
    _n, _ev, img_pages, kml, _rel, _des = MONUMENTS[uid]
    base = HER.url(f"/Monument/{uid}")
    urls = [
        base,
        f"{base}/Sources",
        f"{base}/Events",
        f"http://{HER_GIS}/viewer?monuid={uid}",
        f"http://{HER_GIS}/api/features?monuid={uid}&f=geojson",
    ]
    urls += [f"{base}/Images?page={p}" for p in range(1, img_pages + 1)]
    if kml:
        urls.append(f"{base}/Export.kml")
    return urls


def _her_pages(uid: str) -> dict[str, str | Response]:
    name, events, img_pages, kml, related, des = MONUMENTS[uid]
    base = f"/Monument/{uid}"
    tabs = [(base, "Summary"), (f"{base}/Sources", "Sources"), (f"{base}/Events", "Events")]
    if img_pages:
        tabs.append((f"{base}/Images?page=1", "Images"))
    tab_ul = ul(tabs, "her-tabs")
    gis = (
        f'<p><a href="http://{HER_GIS}/viewer?monuid={uid}">Open in map viewer</a> · '
        f'<a href="http://{HER_GIS}/api/features?monuid={uid}&amp;f=geojson">GeoJSON</a>'
        + (f' · <a href="{base}/Export.kml">KML</a>' if kml else "")
        + "</p>"
    )
    summary = (
        f"<h1>{uid} - {escape(name)}</h1>{tab_ul}"
        + dl(
            [
                ("Monument type", "Barrow" if "barrow" in name else "Moat"),
                ("Period", "Prehistoric"),
                ("Grid reference", "SD 512 883"),
            ]
        )
        + gis
        + (f'<p>Designation: <a href="/Designation/{des}">{des}</a></p>' if des else "")
    )
    aside = "<h3>Associated monuments</h3>" + ul(
        [(f"/Monument/{r}", f"{r} {MONUMENTS[r][0]}") for r in related]
    )
    pages: dict[str, str | Response] = {base: HER.page(f"{uid} - {name}", summary, aside=aside)}
    pages[f"{base}/Sources"] = HER.page(
        f"{uid} sources",
        f"<h1>{uid}: sources</h1>{tab_ul}<ol><li>County Inventory (1936), 212</li></ol>",
    )
    pages[f"{base}/Events"] = HER.page(
        f"{uid} events",
        f"<h1>{uid}: events</h1>{tab_ul}"
        + ul([(f"/Event/{e}", f"{e} fieldwork event") for e in events]),
    )
    pager = ul([(f"{base}/Images?page={p}", f"Page {p}") for p in range(1, img_pages + 1)])
    for p in range(1, img_pages + 1):
        pages[f"{base}/Images?page={p}"] = HER.page(
            f"{uid} images",
            f"<h1>{uid}: images, page {p}</h1>{tab_ul}"
            f'<img src="/assets/favicon.png" alt="photo">{pager}',
        )
    if kml:
        pages[f"{base}/Export.kml"] = text(
            f"<kml><Placemark><name>{uid}</name></Placemark></kml>",
            "application/vnd.google-earth.kml+xml",
        )
    for e in events:
        pages[f"/Event/{e}"] = HER.chrome_page(f"{e} fieldwork event")
    if des:
        pages[f"/Designation/{des}"] = HER.chrome_page(f"Designation {des}")
    return pages


def her_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    gis = Site(HER_GIS)
    gis.add("/", "<!DOCTYPE html><title>Westmarch HER map</title><p>Map</p>")
    for uid in MONUMENTS:
        pages.update(_her_pages(uid))
        gis.add(
            f"/viewer?monuid={uid}",
            f"<!DOCTYPE html><html><head><title>Map viewer {uid}</title>"
            "</head><body><div id=map></div></body></html>",
        )
        gis.add(
            f"/api/features?monuid={uid}&f=geojson",
            Response.data(
                f'{{"type":"FeatureCollection","monuid":"{uid}"}}'.encode(), "application/geo+json"
            ),
        )
    return [HER.site(pages), gis]


def _her_case(name: str, imitates: str, uid: str) -> Case:
    # The monument UID is in every URI of the record (tabs, image pages, KML, GIS viewer
    # and feature API on the GIS host); events and designations are separate records with
    # their own UIDs: the seed's Significant String from URI (GBIF).
    others = [HER.url(f"/Monument/{r}") for r in MONUMENTS[uid][4]]
    return case(
        name,
        imitates,
        "monument record",
        "sig_uri",
        HER.url(f"/Monument/{uid}"),
        _her_urls(uid),
        her_build,
        others,
    )


# --- 3D-model repository --------------------------------------------------------------------

MESH = Chrome(
    host="www.meshkiln.hx86.example",
    name="MeshKiln",
    nav=[
        ("/explore", "Explore"),
        ("/collections", "Collections"),
        ("/upload", "Upload"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/docs/api", "API"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/licenses/cc-by", "Licences"),
    ],
    kind="mk",
    analytics="MK-3D",
)
MESH_CDN = "media.meshkilncdn.hx86.example"
MESH_LFS = "lfs.meshkilnstore.hx86.example"

MODELS = {
    "/m/ostraka-lab/temple-capital-scan/": (
        "Corinthian temple capital (photogrammetry)",
        ["capital.obj", "capital.mtl", "capital.glb"],
        2,
        1,
        [],
        ["/m/ostraka-lab/stoa-column-drum/"],
    ),
    "/m/vestry-survey/st-olave-crypt/": (
        "St Olave crypt, laser scan and photogrammetry",
        ["crypt.obj", "crypt.mtl", "crypt.ply", "crypt.glb", "crypt.e57", "crypt-decimated.stl"],
        3,
        2,
        ["raw-photos.zip", "scan-stations.zip"],
        ["/m/vestry-survey/st-olave-nave/", "/m/ostraka-lab/temple-capital-scan/"],
    ),
    "/m/ostraka-lab/stoa-column-drum/": ("Stoa column drum", [], 1, 1, [], []),
    "/m/vestry-survey/st-olave-nave/": ("St Olave nave", [], 1, 1, [], []),
}


def _mesh_owner(path: str) -> str:
    return "/".join(path.split("/")[:3]) + "/"


def _mesh_urls(path: str) -> tuple[list[str], list[str]]:
    """(pages under the model's path, file URIs on the media and LFS hosts)."""
    _t, files, revs, cpages, raw, _rel = MODELS[path]
    inner = [path, f"{path}files/", f"{path}revisions/", f"{path}comments/"]
    inner += [f"{path}revisions/{r}/" for r in range(1, revs + 1)]
    inner += [f"{path}comments/?page={p}" for p in range(2, cpages + 1)]
    key = "-".join(path.strip("/").split("/")[1:])  # "owner-model"
    ext = [f"http://{MESH_CDN}/models/{key}/r{revs}/{f}" for f in files]
    ext += [f"http://{MESH_LFS}/objects/{key}/{f}" for f in raw]
    return inner, ext


def _mesh_pages(path: str) -> dict[str, str]:
    title, files, revs, cpages, raw, related = MODELS[path]
    inner, ext = _mesh_urls(path)
    owner = _mesh_owner(path)
    tabs = ul(
        [
            (path, "Model"),
            (f"{path}files/", "Downloads"),
            (f"{path}revisions/", "Revisions"),
            (f"{path}comments/", "Comments"),
        ],
        "mk-tabs",
    )
    head = f'<h1>{escape(title)}</h1><p>by <a href="{owner}">{owner.strip("/")[2:]}</a></p>{tabs}'
    viewer = f'<div class="mk-viewer" data-model="r{revs}"><canvas></canvas></div>'
    aside = (
        "<h3>More from this author</h3>"
        + ul([(r, MODELS[r][0]) for r in related])
        + (
            '<p><a href="/tags/photogrammetry">#photogrammetry</a> '
            '<a href="/licenses/cc-by">CC BY 4.0</a></p>'
        )
    )
    pages = {
        path: MESH.page(title, head + viewer + "<p>Textured mesh of the object.</p>", aside=aside)
    }
    pages[f"{path}files/"] = MESH.page(
        f"Downloads: {title}",
        head + "<h2>Formats</h2>" + ul([(u, u.rsplit("/", 1)[1]) for u in ext]),
    )
    pages[f"{path}revisions/"] = MESH.page(
        f"Revisions: {title}",
        head + ul([(f"{path}revisions/{r}/", f"Revision {r}") for r in range(1, revs + 1)]),
    )
    for r in range(1, revs + 1):
        pages[f"{path}revisions/{r}/"] = MESH.page(
            f"Revision {r}: {title}", head + f"<p>Revision {r}: re-textured.</p>"
        )
    pager = ul([(f"{path}comments/?page={p}", f"Page {p}") for p in range(2, cpages + 1)])
    pages[f"{path}comments/"] = MESH.page(f"Comments: {title}", head + "<p>Great scan!</p>" + pager)
    for p in range(2, cpages + 1):
        pages[f"{path}comments/?page={p}"] = MESH.page(
            f"Comments: {title}", head + f"<p>Page {p}</p>"
        )
    pages[owner] = MESH.chrome_page(f"Models by {owner}")
    return pages


def mesh_build() -> list[Site]:
    pages: dict[str, str] = {"/tags/photogrammetry": MESH.chrome_page("#photogrammetry")}
    cdn, lfs = Site(MESH_CDN), Site(MESH_LFS)
    for s in (cdn, lfs):
        s.add("/", text("MeshKiln storage\n"))
    for path in MODELS:
        pages.update(_mesh_pages(path))
        for u in _mesh_urls(path)[1]:
            site = cdn if MESH_CDN in u else lfs
            site.add(u.split(site.host, 1)[1], binary(u.rsplit("/", 1)[1], "model/obj", 400))
    return [MESH.site(pages), cdn, lfs]


def _mesh_case(name: str, imitates: str, path: str) -> Case:
    # Like GitHub in the seed: every page of the model is under its path, and the meshes
    # are served from the portal's own media (and LFS) hosts: path_based_externals.
    inner, ext = _mesh_urls(path)
    others = [MESH.url(r) for r in MODELS[path][5]]
    return case(
        name,
        imitates,
        "3D model",
        "path_based_externals",
        MESH.url(path),
        [MESH.url(u) for u in inner] + ext,
        mesh_build,
        others,
    )


# --- architectural drawing archive --------------------------------------------------------

PLANS = Chrome(
    host="archive.planchest.hx86.example",
    name="Plan Chest Drawings Archive",
    nav=[
        ("/collections/", "Collections"),
        ("/architects/", "Architects"),
        ("/reading-room", "Reading room"),
        ("/orders", "Reproductions"),
    ],
    footer=[("/about", "About"), ("/rights", "Rights and reuse"), ("/privacy", "Privacy")],
    kind="pc",
    analytics="PC-1968",
)

COLLECTIONS = {
    "PC-0931": (
        "Ashdown Hall: measured survey drawings, 1968",
        {"": ["A-101", "A-102", "A-103"]},
        1,
        ["PC-0932"],
    ),
    "PC-1207": (
        "St Bride's Chapel: restoration drawings, 1889-1894",
        {
            "plans": ["P-01", "P-02", "P-03", "P-04"],
            "elevations": ["E-01", "E-02", "E-03"],
            "details": ["D-01", "D-02"],
        },
        2,
        ["PC-0931", "PC-1210"],
    ),
    "PC-0932": ("Ashdown Hall stables", {"": ["S-1"]}, 1, []),
    "PC-1210": ("St Bride's lychgate", {"": ["L-1"]}, 1, []),
}


def _plans_urls(cid: str) -> list[str]:
    _t, series, revs, _rel = COLLECTIONS[cid]
    base = f"/collections/{cid}/"
    urls = [base, f"{base}finding-aid/", f"{base}finding-aid.pdf"]
    for s, sheets in series.items():
        sbase = f"{base}series/{s}/" if s else f"{base}sheets/"
        urls.append(sbase)
        for sh in sheets:
            urls += [f"{sbase}{sh}/", f"{sbase}{sh}/sheet.pdf"]
            urls += [f"{sbase}{sh}/rev-{chr(64 + r)}/" for r in range(2, revs + 1)]
    return urls


def _plans_pages(cid: str) -> dict[str, str | Response]:
    title, series, revs, related = COLLECTIONS[cid]
    base = f"/collections/{cid}/"
    crumbs = f'<p class="pc-crumbs"><a href="/collections/">Collections</a> › <a href="{base}">{cid}</a></p>'
    groups = [(f"{base}series/{s}/" if s else f"{base}sheets/", s or "Sheets") for s in series]
    aside = "<h3>Related collections</h3>" + ul(
        [(f"/collections/{r}/", COLLECTIONS[r][0]) for r in related]
    )
    pages: dict[str, str | Response] = {
        base: PLANS.page(
            title,
            f"{crumbs}<h1>{escape(title)}</h1>"
            + dl([("Reference", cid), ("Extent", f"{sum(map(len, series.values()))} sheets")])
            + "<h2>Series</h2>"
            + ul(groups)
            + f'<p><a href="{base}finding-aid/">Finding aid</a> · '
            f'<a href="/orders?ref={cid}">Order reproductions</a></p>',
            aside=aside,
        ),
        f"{base}finding-aid/": PLANS.page(
            f"Finding aid: {title}",
            f"{crumbs}<h1>Finding aid</h1>"
            f'<p><a href="{base}finding-aid.pdf">PDF</a></p>' + ul(groups),
        ),
        f"{base}finding-aid.pdf": pdf_file(title, "Finding aid"),
        f"/orders?ref={cid}": PLANS.chrome_page("Order reproductions"),
    }
    for (sbase, label), sheets in zip(groups, series.values(), strict=True):
        pages[sbase] = PLANS.page(
            f"{label}: {title}",
            f"{crumbs}<h1>{escape(label)}</h1>"
            + ul([(f"{sbase}{sh}/", f"Sheet {sh}") for sh in sheets]),
        )
        for sh in sheets:
            rev_links = [
                (f"{sbase}{sh}/rev-{chr(64 + r)}/", f"Revision {chr(64 + r)}")
                for r in range(2, revs + 1)
            ]
            pages[f"{sbase}{sh}/"] = PLANS.page(
                f"Sheet {sh}: {title}",
                f'{crumbs}<h1>Sheet {sh}</h1><img src="/assets/favicon.png" alt="sheet">'
                f'<p><a href="{sbase}{sh}/sheet.pdf">Download sheet (PDF)</a></p>'
                + (ul(rev_links) if rev_links else ""),
            )
            pages[f"{sbase}{sh}/sheet.pdf"] = pdf_file(title, f"Sheet {sh}")
            for href, lab in rev_links:
                pages[href] = PLANS.page(
                    f"{lab}, sheet {sh}",
                    f'{crumbs}<h1>{lab}</h1><p><a href="{sbase}{sh}/">Current revision</a></p>',
                )
    return pages


def plans_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for cid in COLLECTIONS:
        pages.update(_plans_pages(cid))
    return [PLANS.site(pages)]


def _plans_case(name: str, imitates: str, cid: str) -> Case:
    # Like Bitbucket or Slideshare in the seed: the collection's sheets, series, revisions
    # and finding aid all live under the collection's path; nothing off-host belongs to it.
    others = [PLANS.url(f"/collections/{r}/") for r in COLLECTIONS[cid][3]]
    return case(
        name,
        imitates,
        "drawing collection",
        "path_based",
        PLANS.url(f"/collections/{cid}/"),
        [PLANS.url(u) for u in _plans_urls(cid)],
        plans_build,
        others,
    )


CASES: list[Case] = [
    _hlist_case(
        "heritageroll-kiln", "national heritage list (grade II entry with one notice)", "1428710"
    ),
    _hlist_case(
        "heritageroll-st-olave",
        "national heritage list (grade I entry, three designation documents, amendments, photo pages)",
        "1390564",
    ),
    _her_case("monumentgrid-barrow", "county monument GIS record (barrow, one event)", "MWX40217"),
    _her_case(
        "monumentgrid-moat",
        "county monument GIS record (moated site, image pages, KML export, three events)",
        "MWX52090",
    ),
    _mesh_case(
        "meshkiln-capital",
        "3D-model repository (three formats, two revisions)",
        "/m/ostraka-lab/temple-capital-scan/",
    ),
    _mesh_case(
        "meshkiln-crypt",
        "3D-model repository (six formats, raw archives on an LFS host, comment pages)",
        "/m/vestry-survey/st-olave-crypt/",
    ),
    _plans_case("planchest-ashdown", "architectural drawing archive (three sheets)", "PC-0931"),
    _plans_case(
        "planchest-st-brides",
        "architectural drawing archive (three series, nine sheets, revisions)",
        "PC-1207",
    ),
]
