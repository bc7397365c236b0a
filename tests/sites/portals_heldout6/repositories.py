"""Institutional repositories on less common platforms: Hyrax (Samvera), Islandora 7
(Fedora), Omeka S and DSpace 7, under host names unlike any real repository's
(held-out set six).

A repository item is the seed's Figshare/Zenodo shape (landing page, files, metadata)
unless its URL structure makes a stricter heuristic exact; each case says which and why.
"""

from __future__ import annotations

from sites.portals._portal import Case

from ._chrome import Chrome, blob, pdf_file, text, ul

HYRAX = "vault.elmstead.hx6.example"
ISLANDORA = "dlc.marrow-coll.hx6.example"
OMEKA = "heritage.porthcawl-arch.hx6.example"
DSPACE = "openaccess.brackwater.hx6.example"


def hyrax_work() -> Case:
    """A Hyrax work: /concern/works/<id>, file sets /concern/file_sets/<fid>, downloads
    /downloads/<fid>, linked-data serialisations and a IIIF manifest.

    File-set ids differ from the work id, so neither path nor id covers the files; all are
    linked from the work page: Single Hop, **single_page_plus_ignored**.  The admin set,
    collection, depositor profile and "Add to collection" (login) are outside.
    """
    c = Chrome(
        HYRAX,
        "Elmstead ScholarVault",
        [
            ("/catalog", "Browse"),
            ("/collections", "Collections"),
            ("/contact", "Contact"),
            ("/about", "About"),
        ],
        [("/terms", "Terms of use")],
        variant="bar",
        login="/users/sign_in",
        login_param="",
        search="/catalog",
        search_field="q",
    )
    w = "/concern/works/x633f104m"
    fsets = [("8g84mm91q", "thesis.pdf"), ("2n49t2129", "figures.zip")]
    rows = "".join(
        f'<tr><td><a href="/concern/file_sets/{f}">{n}</a></td>'
        f'<td><a href="/downloads/{f}" title="Download {n}">Download</a></td></tr>'
        for f, n in fsets
    )
    m = (
        "<h1>Wave-driven sediment sorting on shingle beaches</h1>"
        '<dl><dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Ndlovu%2C+S.">Ndlovu, S.</a></dd>'
        '<dt>In collection</dt><dd><a href="/collections/9w032306j">Geography theses</a></dd></dl>'
        f'<table class="related-files">{rows}</table>'
        f'<p>Export: <a href="{w}.ttl">Turtle</a> <a href="{w}.jsonld">JSON-LD</a> <a href="{w}.nt">N-Triples</a> '
        f'<a href="{w}/manifest">IIIF manifest</a> <a href="{w}/citation">Citations</a></p>'
        '<p><a href="/users/sign_in">Add to collection</a></p>'
    )
    pages = {
        w: c.page("Wave-driven sediment sorting on shingle beaches", m, path=w),
        w + ".ttl": text(
            '<> <http://purl.org/dc/terms/title> "Wave-driven sediment sorting" .\n', "text/turtle"
        ),
        w + ".jsonld": text('{"title": "Wave-driven sediment sorting"}', "application/ld+json"),
        w + ".nt": text('<x> <t> "Wave-driven sediment sorting" .\n', "application/n-triples"),
        w + "/manifest": text('{"@type": "sc:Manifest"}', "application/json"),
        w + "/citation": c.page(
            "Citations", "<h1>Cite this work</h1><pre>Ndlovu, S. (2024).</pre>", path=w
        ),
    }
    for f, n in fsets:
        pages[f"/concern/file_sets/{f}"] = c.page(
            n,
            f'<h1>{n}</h1><a href="/downloads/{f}">Download</a> <a href="{w}">Parent work</a>',
            path=f"/concern/file_sets/{f}",
        )
        pages[f"/downloads/{f}"] = pdf_file("thesis") if n.endswith(".pdf") else blob("zip", 4)
    return Case(
        "hx6-hyrax-work",
        "Hyrax (Samvera)",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(w),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site(pages)],
        frozenset({c.url("/collections/9w032306j")}),
    )


def islandora_object() -> Case:
    """An Islandora 7 object: PID with an encoded colon, datastreams under the object path.

    Every artifact URI extends the entry path (/datastream/OBJ/download, MODS, DC, the
    full-record view), so **path_based**; the trap is a *related* object whose PID
    uwm%3A14520 has the entry path as a string prefix but is another object, and the parent
    collection.  The thumbnail datastream is embedded (an image), not linked.
    """
    c = Chrome(
        ISLANDORA,
        "Marrow Digital Collections",
        [
            ("/islandora/search/%20?type=dismax", "Search"),
            ("/collections", "Collections"),
            ("/about-us", "About us"),
        ],
        variant="table",
        login="/user",
        login_param="destination",
    )
    o = "/islandora/object/uwm%3A1452"
    m = (
        "<h1>Letter from the lighthouse keeper, 1887</h1>"
        f'<img src="{o}/datastream/TN/view" alt="">'
        + ul(
            [
                (f"{o}/datastream/OBJ/download", "Download TIFF"),
                (f"{o}/datastream/MODS/view", "MODS record"),
                (f"{o}/datastream/DC/view", "Dublin Core"),
                (f"{o}/metadata", "Full record"),
                ("/islandora/object/uwm%3Acoll7", "In collection: Lighthouse letters"),
                ("/islandora/object/uwm%3A14520", "Related: Letter to the harbour master, 1888"),
            ]
        )
    )
    pages = {
        o: c.page("Letter from the lighthouse keeper, 1887", m, path=o),
        f"{o}/datastream/OBJ/download": blob("tif", 52),
        f"{o}/datastream/MODS/view": text("<mods><titleInfo/></mods>", "application/xml"),
        f"{o}/datastream/DC/view": text("<oai_dc:dc/>", "application/xml"),
        f"{o}/metadata": c.page(
            "Full record", "<table><tr><td>Date</td><td>1887</td></tr></table>", path=o
        ),
    }
    extra = {
        f"{o}/datastream/TN/view": blob("tif", 1),
        "/islandora/object/uwm%3A14520": c.page("Letter to the harbour master", "<h1>1888</h1>"),
    }
    return Case(
        "hx6-islandora-object",
        "Islandora (Fedora)",
        "Multi-Hop",
        "path_based",
        c.url(o),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site({**pages, **extra})],
        frozenset({c.url("/islandora/object/uwm%3A14520"), c.url("/islandora/object/uwm%3Acoll7")}),
    )


def omeka_item() -> Case:
    """An Omeka S item in site "heritage": media pages and original files, JSON API.

    The item page links its media pages and each original file, and the API
    representation via <link rel=alternate> (a real href in <head>): Single Hop,
    **single_page_plus_ignored**.  Item sets and property-search links are browse pages.
    """
    c = Chrome(
        OMEKA,
        "Porthcawl Heritage Archive",
        [
            ("/s/heritage/page/welcome", "Welcome"),
            ("/s/heritage/item", "Browse items"),
            ("/s/heritage/page/about", "About"),
        ],
        variant="app",
        search="/s/heritage/index/search",
        search_field="fulltext_search",
    )
    i = "/s/heritage/item/4417"
    media = [("4420", "3f9a1c2e.tif"), ("4421", "77b0e4d1.tif")]
    m = (
        "<h1>Harbour at dusk, 1911</h1>"
        '<dl><dt>Subject</dt><dd><a href="/s/heritage/item?property%5B0%5D%5Bproperty%5D=3&amp;'
        'property%5B0%5D%5Btext%5D=Harbours">Harbours</a></dd>'
        '<dt>Item sets</dt><dd><a href="/s/heritage/item-set/12">Glass plates</a></dd></dl>'
        + "".join(
            f'<div class="media"><a href="/s/heritage/media/{mid}"><img src="/files/square/{f[:-4]}.jpg" alt=""></a>'
            f' <a href="/files/original/{f}">original</a></div>'
            for mid, f in media
        )
    )
    head = '<link rel="alternate" type="application/ld+json" href="/api/items/4417">'
    pages = {
        i: c.page("Harbour at dusk, 1911", m, path=i, head=head),
        "/api/items/4417": text('{"o:title": "Harbour at dusk, 1911"}', "application/ld+json"),
    }
    for mid, f in media:
        pages[f"/s/heritage/media/{mid}"] = c.page(
            f,
            f'<h1>{f}</h1><a href="/files/original/{f}">original</a> <a href="{i}">Item</a>',
            path=f"/s/heritage/media/{mid}",
        )
        pages[f"/files/original/{f}"] = blob("tif", int(mid) % 7)
    thumbs = {f"/files/square/{f[:-4]}.jpg": blob("tif", 0) for _, f in media}
    return Case(
        "hx6-omeka-s-item",
        "Omeka S",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(i),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site({**pages, **thumbs})],
        frozenset({c.url("/s/heritage/item-set/12")}),
    )


def dspace7_item() -> Case:
    """A DSpace 7 item (server-side rendered): /items/<uuid>, full record /items/<uuid>/full,
    bitstreams /bitstreams/<uuid>/download, an OAI-ORE/Signposting-free page.

    Bitstream uuids are unrelated to the item's, so **single_page_plus_ignored** (all
    linked from the item); the full-record page belongs (same item's metadata).  The
    community, collection and author entity are other objects of the portal.
    """
    c = Chrome(
        DSPACE,
        "Brackwater Open Access",
        [
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By date"),
            ("/browse/author", "By author"),
            ("/statistics", "Statistics"),
        ],
        variant="bar",
        login="/login",
        search="/search",
        search_field="query",
    )
    u = "/items/6e1b5a0c-3d9e-4a47-9f3b-1c2d8e7f6a50"
    bs = [
        ("0b7c2a6e-55d1-4e0e-8f8e-2b0a4c1d9e11", "report.pdf"),
        ("d2e4f6a8-1b3c-4d5e-8f90-a1b2c3d4e5f6", "data.xlsx"),
    ]
    m = "<h1>Storm-surge defences audit, Brackwater estuary</h1>" + ul(
        [(f"/bitstreams/{b}/download", n) for b, n in bs]
        + [
            (f"{u}/full", "Full item page"),
            ("/entities/person/9f8e7d6c-5b4a-4321-8765-0fedcba98765", "Ruiz, Marta"),
            ("/collections/1a2b3c4d-0000-4000-8000-000000000001", "Engineering reports"),
        ]
    )
    pages = {
        u: c.page("Storm-surge defences audit, Brackwater estuary", m, path=u),
        f"{u}/full": c.page(
            "Storm-surge defences audit (full record)",
            "<table><tr><td>dc.title</td><td>Storm-surge defences audit</td></tr></table>",
            path=f"{u}/full",
        ),
        f"/bitstreams/{bs[0][0]}/download": pdf_file("Storm-surge audit"),
        f"/bitstreams/{bs[1][0]}/download": blob("xlsx", 5),
    }
    return Case(
        "hx6-dspace7-item",
        "DSpace 7",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(u),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site(pages)],
        frozenset({c.url("/collections/1a2b3c4d-0000-4000-8000-000000000001")}),
    )


CASES: list[Case] = [hyrax_work(), islandora_object(), omeka_item(), dspace7_item()]
