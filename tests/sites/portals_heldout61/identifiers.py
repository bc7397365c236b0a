"""Handle, ARK and w3id portals: a handle-resolved institutional repository, a handle proxy's
bare multiple-resolution page (a record's mirrors and metadata), an ARK-resolved museum
catalogue, an ARK-addressed digital library whose qualifiers nest under the object, and a
w3id-redirected digital edition.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, as_json, binary, image, pdf_file, resolver, text, ul

# --- handle-resolved institutional repository (DSpace-like: the handle is in every URI) ----

ROWAN_HDL = "hdl.rowanhandle.hx61.example"
LINDQ = Chrome(
    "scholar.lindqvistuni.hx61.example",
    "Lindqvist Scholarly Publications",
    [
        ("/browse?type=dateissued", "By date"),
        ("/browse?type=author", "By author"),
        ("/community-list", "Communities & collections"),
    ],
    title_format="{title} | {name}",
    login="/password-login",
    cdn="static.lindqvistcdn.hx61.example",
)


def _dspace_item(
    hid: str, title: str, author: str, streams: list[str], extra: list[tuple[str, str]]
) -> str:
    base = f"/handle/1887/{hid}"
    files = ul(
        [
            (f"/bitstream/handle/1887/{hid}/{s}?sequence={i}&isAllowed=y", s)
            for i, s in enumerate(streams, 1)
        ]
    )
    main = (
        f'<div class="item-summary-view-metadata"><h1>{escape(title)}</h1>'
        f"<p>Author: {a('/browse?type=author&value=' + author.replace(' ', '+'), author)}</p>"
        f"<p>Permanent link: <code>http://{ROWAN_HDL}/1887/{hid}</code></p>"
        f"<h2>Files in this item</h2>{files}<p>{a(base + '?show=full', 'Show full item record')} "
        f"{a(base + '/statistics', 'View statistics')}</p>{ul(extra)}"
        f"<p>This item appears in: {a('/handle/1887/20', 'Doctoral theses')}</p></div>"
    )
    return LINDQ.page(title, main)


def _lindq_sites() -> list[Site]:
    ta = "Tidal mixing and the spring bloom in a fjord"
    tb = "Municipal archives and the memory of floods, 1850-1953"
    sa, sb = (
        ["thesis_vermeer.pdf", "license.txt"],
        ["chapter1.pdf", "chapter2.pdf", "chapter3.pdf", "appendix_maps.zip", "license.txt"],
    )
    oai = (
        "/oai/request?verb=GetRecord&metadataPrefix=oai_dc"
        "&identifier=oai:scholar.lindqvistuni:1887/71045"
    )
    extra_b = [(oai, "OAI-PMH record"), ("/metadata/handle/1887/71045/mets.xml", "METS")]
    pages: dict[str, PageValue] = {
        "/handle/1887/60112": _dspace_item("60112", ta, "Vermeer J", sa, []),
        "/handle/1887/71045": _dspace_item("71045", tb, "Oduya M", sb, extra_b),
        "/handle/1887/20": LINDQ.chrome_page("", "Doctoral theses"),
        "/browse?type=author&value=Vermeer+J": LINDQ.chrome_page("", "Items by Vermeer J"),
        "/browse?type=author&value=Oduya+M": LINDQ.chrome_page("", "Items by Oduya M"),
        oai: text("<OAI-PMH><dc:title>" + tb + "</dc:title></OAI-PMH>", "text/xml"),
        "/metadata/handle/1887/71045/mets.xml": text("<mets OBJID='hdl:1887/71045'/>", "text/xml"),
    }
    for hid, title, streams in (("60112", ta, sa), ("71045", tb, sb)):
        base = f"/handle/1887/{hid}"
        pages[base + "?show=full"] = LINDQ.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>"
            "dc.identifier.uri</td><td>hdl:1887/" + hid + "</td></tr></table>",
        )
        pages[base + "/statistics"] = LINDQ.page(
            "Statistics",
            f"<h1>Statistics for {escape(title)}</h1>"
            + ul(
                [
                    (base + "/statistics?period=year", "Last year"),
                    (base + "/statistics?period=all", "All time"),
                ]
            ),
        )
        for q in ("year", "all"):
            pages[f"{base}/statistics?period={q}"] = LINDQ.page(
                "Statistics", f"<h1>Views ({q})</h1>"
            )
        for i, s in enumerate(streams, 1):
            body = pdf_file(title, s) if s.endswith(".pdf") else binary(s + hid)
            pages[f"/bitstream/handle/1887/{hid}/{s}?sequence={i}&isAllowed=y"] = body
    hdl = resolver(
        ROWAN_HDL,
        "Rowan Handle proxy",
        {
            "/1887/60112": LINDQ.url("/handle/1887/60112"),
            "/1887/71045": LINDQ.url("/handle/1887/71045"),
        },
    )
    return [*LINDQ.sites(pages), hdl]


def _lindq_truth(hid: str, streams: list[str], extra: list[str]) -> set[str]:
    base = LINDQ.url(f"/handle/1887/{hid}")
    out = {
        base,
        base + "?show=full",
        base + "/statistics",
        base + "/statistics?period=year",
        base + "/statistics?period=all",
    }
    out |= {
        LINDQ.url(f"/bitstream/handle/1887/{hid}/{s}?sequence={i}&isAllowed=y")
        for i, s in enumerate(streams, 1)
    }
    return out | {LINDQ.url(e) for e in extra}


# --- handle multiple-resolution page (a bare list of one handle's locations) ---------------

QUERN_PROXY = "proxy.quernhandle.hx61.example"
QUERN_REPO = Chrome(
    "repo.quernarchive.hx61.example",
    "Quern Archive",
    [("/items", "Items"), ("/sets", "Sets")],
    cdn="cdn.quernassets.hx61.example",
)
QUERN_MIRROR = Chrome(
    "mirror.quernmirror.hx61.example",
    "Quern Mirror (Nordic node)",
    [("/items", "Mirrored items")],
    cookie=False,
    social=False,
)
QUERN_FILES = "files.quernstore.hx61.example"


def _values_page(handle: str, rows: list[tuple[int, str, str]]) -> str:
    """The proxy's ?noredirect view: the handle's typed values, hyperlinked where URLs."""
    trs = "".join(
        f"<tr><td>{i}</td><td>{escape(t)}</td><td>"
        + (f'<a href="{escape(v)}">{escape(v)}</a>' if v.startswith("http") else escape(v))
        + "</td></tr>"
        for i, t, v in rows
    )
    return (
        f"<!DOCTYPE html><html><head><title>Handle {escape(handle)} values</title></head><body>"
        f"<h1>Handle values for: {escape(handle)}</h1><table><tr><th>Index</th><th>Type</th>"
        f"<th>Data</th></tr>{trs}</table></body></html>"
    )


def _quern_sites() -> list[Site]:
    r, m = QUERN_REPO, QUERN_MIRROR
    rows_a = [
        (1, "URL", r.url("/items/3321")),
        (2, "URL", m.url("/items/3321")),
        (3, "10320/LOC", "2 locations (repository, mirror)"),
        (4, "HS_META", r.url("/items/3321/metadata.xml")),
        (100, "HS_ADMIN", "0.NA/20.500.14077"),
    ]
    rows_b = [
        (1, "URL", r.url("/items/3390")),
        (2, "URL", m.url("/items/3390")),
        (3, "URL", f"http://{QUERN_FILES}/3390/survey_maps.pdf"),
        (4, "URL", f"http://{QUERN_FILES}/3390/survey_maps.tif"),
        (5, "HS_META", r.url("/items/3390/metadata.xml")),
        (6, "HS_META", r.url("/items/3390/datacite.xml")),
        (100, "HS_ADMIN", "0.NA/20.500.14077"),
    ]
    proxy = Site(QUERN_PROXY)
    proxy.add(
        "/",
        "<!DOCTYPE html><html><head><title>Quern Handle proxy</title></head><body>"
        "<form action='/'><input name='hdl'><button>Resolve</button></form></body></html>",
    )
    proxy.add("/20.500.14077/3321?noredirect", _values_page("20.500.14077/3321", rows_a))
    proxy.add("/20.500.14077/3390?noredirect", _values_page("20.500.14077/3390", rows_b))
    proxy.add("/20.500.14077/3321", Response.redirect(r.url("/items/3321")))
    proxy.add("/20.500.14077/3390", Response.redirect(r.url("/items/3390")))
    rp: dict[str, PageValue] = {}
    mp: dict[str, PageValue] = {}
    for iid, title in (
        ("3321", "Parish tithe map, Quernmoor, 1841"),
        ("3390", "Ordnance survey sheets of the Quern valley"),
    ):
        rp[f"/items/{iid}"] = r.page(
            title, f"<h1>{escape(title)}</h1><p>{a(f'/items/{iid}/metadata.xml', 'XML')}</p>"
        )
        mp[f"/items/{iid}"] = m.page(
            title, f"<h1>{escape(title)}</h1><p>Mirror copy, synchronised nightly.</p>"
        )
        for f in ("metadata.xml", "datacite.xml"):
            rp[f"/items/{iid}/{f}"] = text(
                f"<record id='{iid}'><title>{title}</title></record>", "text/xml"
            )
    files = Site(QUERN_FILES)
    files.add("/3390/survey_maps.pdf", pdf_file("Ordnance survey sheets", "sheet 1"))
    files.add("/3390/survey_maps.tif", image((200, 190, 150)))
    return [proxy, *r.sites(rp), m.site(mp), files]


# --- ARK-resolved museum catalogue item (Omeka-like object page) ----------------------------

LARCH_N2T = "n2t.larchresolve.hx61.example"
THORN_ARK = "ark.thornburymuseum.hx61.example"
THORN = Chrome(
    "collections.thornburymuseum.hx61.example",
    "Thornbury Museum Collections",
    [
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Browse collections"),
        ("/exhibits", "Exhibits"),
        ("/visit", "Visit us"),
    ],
    title_format="{title} · {name}",
    cdn="cdn.thornburystatic.hx61.example",
)


def _museum_item(
    iid: str, title: str, fields: list[tuple[str, str]], views: int, nav: tuple[str, str]
) -> str:
    imgs = "".join(
        f'<img src="/files/fullsize/{iid}_{v}.jpg" alt="View {v}">' for v in range(1, views + 1)
    )
    dl = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in fields)
    main = (
        f'<div id="primary"><h1>{escape(title)}</h1><div class="item-images">{imgs}</div>'
        f"<dl>{dl}</dl><p>Citation: Thornbury Museum, &quot;{escape(title)}&quot;, ark:/65665/{iid}.</p>"
        f'<ul class="item-pagination"><li>{a(nav[0], "Previous item")}</li>'
        f"<li>{a(nav[1], 'Next item')}</li></ul></div>"
    )
    return THORN.page(title, main, share=THORN.url(f"/items/show/{iid}"))


def _thorn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/items/show/4412": _museum_item(
            "4412",
            "Netting needle, bone",
            [("Date", "c. 1880"), ("Material", "Bone")],
            1,
            ("/items/show/4411", "/items/show/4413"),
        ),
        "/items/show/4520": _museum_item(
            "4520",
            "Hand loom with warp weights",
            [("Date", "1850-1870"), ("Material", "Oak, lead"), ("Dimensions", "180 x 120 x 95 cm")],
            4,
            ("/items/show/4519", "/items/show/4521"),
        ),
    }
    for iid in ("4411", "4413", "4519", "4521"):
        pages[f"/items/show/{iid}"] = THORN.page(f"Item {iid}", f"<h1>Item {iid}</h1>")
    for iid, n in (("4412", 1), ("4520", 4)):
        for v in range(1, n + 1):
            pages[f"/files/fullsize/{iid}_{v}.jpg"] = image((90 + v * 20, 60, 30))
    ark = Site(THORN_ARK)
    ark.add(
        "/",
        "<!DOCTYPE html><html><head><title>Thornbury ARK service</title></head><body>"
        "<p>ARK name assigning authority 65665.</p></body></html>",
    )
    ark.add("/ark:/65665/3f2a9c8b0", Response.redirect(THORN.url("/items/show/4520"), 301))
    n2t = resolver(
        LARCH_N2T,
        "Larch name-to-thing resolver",
        {
            "/ark:/65665/3f2a9c71e": THORN.url("/items/show/4412"),
            "/ark:/65665/3f2a9c8b0": f"http://{THORN_ARK}/ark:/65665/3f2a9c8b0",
        },
    )
    return [*THORN.sites(pages), ark, n2t]


# --- ARK-addressed digital library object (qualifiers nest under the ARK) -------------------

ARKFOLD = "resolve.arkfold.hx61.example"
CORVELLE = Chrome(
    "bibnum.corvellelib.hx61.example",
    "Corvelle Digital Library",
    [
        ("/services/engine/search/sru", "Advanced search"),
        ("/accueil/collections", "Collections"),
        ("/html/decouvrir", "Discover"),
    ],
    title_format="{title} | {name}",
    cdn="static.corvellecdn.hx61.example",
)
CATALOGUE = "catalogue.corvellelib.hx61.example"


def _corvelle_object(
    ark: str, title: str, npages: int, per_page: int, series: str
) -> dict[str, PageValue]:
    base = f"/ark:/41872/{ark}/"
    pages: dict[str, PageValue] = {}
    sheets = [list(range(i, min(i + per_page, npages + 1))) for i in range(1, npages + 1, per_page)]
    for n, sheet in enumerate(sheets, 1):
        thumbs = ul([(f"{base}f{f}.item", f"View {f}") for f in sheet])
        nav = ""
        if len(sheets) > 1:
            nav = (
                "<p>Thumbnails: "
                + " ".join(
                    a(f"{base}vignettes?page={k}", str(k)) for k in range(1, len(sheets) + 1)
                )
                + "</p>"
            )
        main = (
            f"<h1>{escape(title)}</h1>{thumbs}{nav}<p>{a(base + 'texteBrut', 'Text mode')} "
            f"{a(base + 'manifest.json', 'IIIF manifest')}</p><p>Catalogue record: "
            f"{a(f'http://{CATALOGUE}/ark:/41872/cat{ark}', 'notice')}</p>"
            + (f"<p>Next volume: {a(series, 'next in series')}</p>" if series else "")
        )
        pages[f"{base}vignettes?page={n}" if n > 1 else base] = CORVELLE.page(
            title, main, share=CORVELLE.url(base)
        )
        if n == 1 and len(sheets) > 1:
            pages[f"{base}vignettes?page=1"] = CORVELLE.page(title, main)
    for f in range(1, npages + 1):
        pages[f"{base}f{f}.item"] = CORVELLE.page(
            f"{title}, view {f}",
            f'<h1>{escape(title)}</h1><img src="{base}f{f}.thumbnail" alt=""><p>'
            f"{a(f'{base}f{f}.highres', 'Download high resolution')} {a(base, 'Back to thumbnails')}</p>",
        )
        pages[f"{base}f{f}.highres"] = image((f * 10 % 255, 100, 120))
        pages[f"{base}f{f}.thumbnail"] = image((f * 10 % 255, 100, 100))
    pages[base + "texteBrut"] = CORVELLE.page(title, f"<h1>{escape(title)}</h1><pre>OCR text</pre>")
    pages[base + "manifest.json"] = as_json(
        {"@id": CORVELLE.url(base + "manifest.json"), "label": title}
    )
    return pages


def _corvelle_sites() -> list[Site]:
    pages = _corvelle_object("cb7q2m4x1", "Herbier des environs de Corvelle", 3, 3, "")
    pages.update(
        _corvelle_object(
            "cb9z3k8w5", "Registre des baptemes, tome 2", 12, 4, "/ark:/41872/cb9z3k8w6/"
        )
    )
    pages["/ark:/41872/cb9z3k8w6/"] = CORVELLE.page(
        "Registre des baptemes, tome 3", "<h1>Tome 3</h1>"
    )
    cat = Site(CATALOGUE)
    for ark in ("cb7q2m4x1", "cb9z3k8w5"):
        cat.add(
            f"/ark:/41872/cat{ark}",
            "<!DOCTYPE html><html><head><title>Notice</title></head>"
            "<body><h1>Bibliographic record</h1></body></html>",
        )
    res = resolver(
        ARKFOLD,
        "Arkfold resolver",
        {
            "/ark:/41872/cb7q2m4x1": CORVELLE.url("/ark:/41872/cb7q2m4x1/"),
            "/ark:/41872/cb9z3k8w5": CORVELLE.url("/ark:/41872/cb9z3k8w5/"),
        },
    )
    return [*CORVELLE.sites(pages), cat, res]


def _corvelle_truth(ark: str, npages: int, sheets: int) -> set[str]:
    base = CORVELLE.url(f"/ark:/41872/{ark}/")
    out = {base, base + "texteBrut", base + "manifest.json"}
    out |= {base + f"vignettes?page={k}" for k in range(1, sheets + 1) if sheets > 1}
    for f in range(1, npages + 1):
        out |= {base + f"f{f}.item", base + f"f{f}.highres"}
    return out


# --- w3id-redirected digital edition (the title recurs in every representation) -----------

PALIMPSEST = "w3id.palimpsestid.hx61.example"
MARROW = Chrome(
    "editions.marrowfield.hx61.example",
    "Marrowfield Editions",
    [
        ("/editions", "All editions"),
        ("/project", "The project"),
        ("/guidelines", "Editorial guidelines"),
    ],
    title_format="{title}",
    home_title="Marrowfield Editions",
    home_main="<h1>Marrowfield Editions</h1><h2>Featured</h2>"
    + ul(
        [
            ("/text/ashby-sermons", "Sermons preached at Ashby"),
            ("/text/ledger-1702", "A shop ledger"),
        ]
    ),
    cdn="cdn.marrowstatic.hx61.example",
)


def _edition(
    slug: str, num: str, title: str, witnesses: list[str], revs: list[str]
) -> dict[str, PageValue]:
    base = f"/text/{slug}"
    links = [
        (f"/download/tei/{num}.xml", "TEI XML"),
        (f"/download/txt/{num}.txt", "Plain text"),
        (f"/cite?text={num}", "How to cite"),
    ]
    links += [(f"/witness/{w}", f"Witness {w}") for w in witnesses]
    links += [(f"{base}?rev={r}", f"Revision {r}") for r in revs]
    main = (
        f'<h1 class="edition-title">{escape(title)}</h1><p>Edited by R. Quaile.</p>{ul(links)}'
        "<p>Text: </p><p>My dearest sister, the roads are bad ...</p>"
    )
    aside = "<h3>Other editions</h3>" + ul([("/text/ashby-sermons", "Sermons preached at Ashby")])
    pages: dict[str, PageValue] = {
        base: MARROW.page(title, main, aside=aside, share=MARROW.url(base)),
        f"/download/tei/{num}.xml": text(
            f"<TEI><teiHeader><title>{title}</title></teiHeader></TEI>", "application/tei+xml"
        ),
        f"/download/txt/{num}.txt": text(f"{title}\n\nMy dearest sister ...\n"),
        f"/cite?text={num}": MARROW.page(
            "How to cite", f"<h1>How to cite</h1><p>Quaile, R. (ed.), {escape(title)}.</p>"
        ),
    }
    for w in witnesses:
        pages[f"/witness/{w}"] = MARROW.page(
            f"Witness {w}",
            f"<h1>Witness {w} of {escape(title)}</h1>"
            f'<img src="/iiif/{w}/full/400,/0/default.jpg" alt="">'
            f"<p>{a(f'/iiif/{w}/manifest', 'IIIF manifest')}</p>",
        )
        pages[f"/iiif/{w}/manifest"] = as_json({"label": title, "witness": w})
        pages[f"/iiif/{w}/full/400,/0/default.jpg"] = image((160, 150, 120))
    for r in revs:
        pages[f"{base}?rev={r}"] = MARROW.page(
            title, f"<h1>{escape(title)}</h1><p>Revision {r}</p>"
        )
    return pages


def _marrow_sites() -> list[Site]:
    pages = _edition(
        "hester-vane", "4471", "The Letters of Hester Vane to Her Sister, 1791-1793", [], []
    )
    pages.update(
        _edition(
            "kettlewell-2",
            "5120",
            "The Diary of Ambrose Kettlewell, Volume II, 1824",
            ["7781", "7782", "7783"],
            ["1"],
        )
    )
    for slug, t in (
        ("ashby-sermons", "Sermons preached at Ashby"),
        ("ledger-1702", "A shop ledger"),
    ):
        pages[f"/text/{slug}"] = MARROW.page(t, f"<h1>{escape(t)}</h1>")
    w3 = resolver(
        PALIMPSEST,
        "Palimpsest permanent identifiers",
        {
            "/ed/hester-vane": MARROW.url("/text/hester-vane"),
            "/ed/kettlewell/2": MARROW.url("/text/kettlewell-2"),
        },
        status=301,
    )
    return [*MARROW.sites(pages), w3]


def _marrow_truth(slug: str, num: str, witnesses: list[str], revs: list[str]) -> set[str]:
    out = {
        MARROW.url(p)
        for p in (
            f"/text/{slug}",
            f"/download/tei/{num}.xml",
            f"/download/txt/{num}.txt",
            f"/cite?text={num}",
        )
    }
    out |= {MARROW.url(f"/witness/{w}") for w in witnesses} | {
        MARROW.url(f"/iiif/{w}/manifest") for w in witnesses
    }
    return out | {MARROW.url(f"/text/{slug}?rev={r}") for r in revs}


CASES: list[Case] = [
    # GBIF-style: the handle suffix names every member (item page, full record, bitstreams,
    # statistics), while chrome and collection links do not carry it: Significant String
    # from URI.
    case(
        "lindq-thesis",
        "handle-resolved institutional repository (thesis, one bitstream)",
        "Multi-Hop",
        "sig_uri",
        f"http://{ROWAN_HDL}/1887/60112",
        _lindq_truth("60112", ["thesis_vermeer.pdf", "license.txt"], []),
        _lindq_sites,
        landing=LINDQ.url("/handle/1887/60112"),
    ),
    # Harder: five bitstreams, an OAI-PMH record and METS document whose URIs carry the handle.
    case(
        "lindq-monograph",
        "handle-resolved institutional repository (chapters, OAI and METS)",
        "Multi-Hop",
        "sig_uri",
        f"http://{ROWAN_HDL}/1887/71045",
        _lindq_truth(
            "71045",
            ["chapter1.pdf", "chapter2.pdf", "chapter3.pdf", "appendix_maps.zip", "license.txt"],
            [
                "/oai/request?verb=GetRecord&metadataPrefix=oai_dc"
                "&identifier=oai:scholar.lindqvistuni:1887/71045",
                "/metadata/handle/1887/71045/mets.xml",
            ],
        ),
        _lindq_sites,
        landing=LINDQ.url("/handle/1887/71045"),
    ),
    # The proxy's multiple-resolution page has no chrome at all: one hop from it is exactly
    # the handle's locations and metadata, the seed's Single Hop with plain Single Page+.
    case(
        "quern-locations",
        "handle multiple-resolution page (repository and mirror)",
        "Single Hop",
        "single_page_plus",
        f"http://{QUERN_PROXY}/20.500.14077/3321?noredirect",
        {
            f"http://{QUERN_PROXY}/20.500.14077/3321?noredirect",
            QUERN_REPO.url("/items/3321"),
            QUERN_MIRROR.url("/items/3321"),
            QUERN_REPO.url("/items/3321/metadata.xml"),
        },
        _quern_sites,
    ),
    # Harder: four locations over three hosts (mirror and file store) and two metadata records.
    case(
        "quern-locations-files",
        "handle multiple-resolution page (mirrors, file store, two metadata)",
        "Single Hop",
        "single_page_plus",
        f"http://{QUERN_PROXY}/20.500.14077/3390?noredirect",
        {
            f"http://{QUERN_PROXY}/20.500.14077/3390?noredirect",
            QUERN_REPO.url("/items/3390"),
            QUERN_MIRROR.url("/items/3390"),
            f"http://{QUERN_FILES}/3390/survey_maps.pdf",
            f"http://{QUERN_FILES}/3390/survey_maps.tif",
            QUERN_REPO.url("/items/3390/metadata.xml"),
            QUERN_REPO.url("/items/3390/datacite.xml"),
        },
        _quern_sites,
    ),
    # Omeka in the seed's table: a collection item is a Single Artifact URI (images are
    # embedded, neighbours are other items), so Single Page.
    case(
        "thorn-object",
        "ARK-resolved museum catalogue item (one view)",
        "Single Artifact URI",
        "single_page",
        f"http://{LARCH_N2T}/ark:/65665/3f2a9c71e",
        {THORN.url("/items/show/4412")},
        _thorn_sites,
        others={THORN.url("/items/show/4411"), THORN.url("/items/show/4413")},
        landing=THORN.url("/items/show/4412"),
    ),
    # Harder: global resolver -> institution's ARK server -> item, four embedded views.
    case(
        "thorn-object-views",
        "ARK-resolved museum catalogue item (two resolvers, four views)",
        "Single Artifact URI",
        "single_page",
        f"http://{LARCH_N2T}/ark:/65665/3f2a9c8b0",
        {THORN.url("/items/show/4520")},
        _thorn_sites,
        others={THORN.url("/items/show/4519"), THORN.url("/items/show/4521")},
        landing=THORN.url("/items/show/4520"),
    ),
    # ARK qualifiers (f1.item, texteBrut, manifest.json) nest under the object's ARK path,
    # like GitHub paths in the seed: Path-Based; the catalogue host is not the object.
    case(
        "corvelle-herbarium",
        "ARK-addressed digital library object (three views)",
        "Multi-Hop",
        "path_based",
        f"http://{ARKFOLD}/ark:/41872/cb7q2m4x1",
        _corvelle_truth("cb7q2m4x1", 3, 1),
        _corvelle_sites,
        landing=CORVELLE.url("/ark:/41872/cb7q2m4x1/"),
    ),
    # Harder: twelve views over three thumbnail sheets, and a link to the next volume.
    case(
        "corvelle-register",
        "ARK-addressed digital library object (paginated volume)",
        "Multi-Hop",
        "path_based",
        f"http://{ARKFOLD}/ark:/41872/cb9z3k8w5",
        _corvelle_truth("cb9z3k8w5", 12, 3),
        _corvelle_sites,
        others={CORVELLE.url("/ark:/41872/cb9z3k8w6/")},
        landing=CORVELLE.url("/ark:/41872/cb9z3k8w5/"),
    ),
    # The page title is the bare edition title and every representation (TEI, text, citation)
    # repeats it while no chrome page does: Significant String from Title.
    case(
        "marrow-letters",
        "w3id-redirected digital edition (single text)",
        "Multi-Hop",
        "sig_title",
        f"http://{PALIMPSEST}/ed/hester-vane",
        _marrow_truth("hester-vane", "4471", [], []),
        _marrow_sites,
        others={MARROW.url("/text/ashby-sermons")},
        landing=MARROW.url("/text/hester-vane"),
    ),
    # Harder: three manuscript witnesses with IIIF manifests and an earlier revision.
    case(
        "marrow-diary",
        "w3id-redirected digital edition (three witnesses, revision)",
        "Multi-Hop",
        "sig_title",
        f"http://{PALIMPSEST}/ed/kettlewell/2",
        _marrow_truth("kettlewell-2", "5120", ["7781", "7782", "7783"], ["1"]),
        _marrow_sites,
        others={MARROW.url("/text/ashby-sermons")},
        landing=MARROW.url("/text/kettlewell-2"),
    ),
]
