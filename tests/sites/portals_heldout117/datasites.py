"""Multi-hop data and exhibit sites addressed by path: CKAN datasets whose resources live
on an institution's file store, and an Omeka S exhibit site."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, image, one_site, text

# ---------------------------------------------------------------- CKAN (+ file store)

CK = Portal(
    host=host("data", "openheritage"),
    name="Open Heritage Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=footer((("/api/3", "API"),)),
    title_format="{title} - {name}",
)
STORE = host("files", "heritagestore")
CK_SETS = {
    "web-archive-seed-lists-2025": (
        "Web archive seed lists 2025",
        [
            ("5d1c9a7e-2b3f-4c8d-9e0a-1b2c3d4e5f60", "seeds-2025.csv", "CSV"),
            ("6e2dab8f-3c4a-4d9e-8f1b-2c3d4e5f6071", "crawl-config.cxml", "XML"),
        ],
    ),
    "digitisation-quality-benchmarks": (
        "Digitisation quality benchmarks (FADGI and Metamorfoze)",
        [("7f3ebc90-4d5b-4eaf-9a2c-3d4e5f607182", "benchmarks.xlsx", "XLSX")],
    ),
}


def _ck_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/organization/national-archives-lab": CK.page("National Archives Lab", "<h1>Org</h1>")
    }
    store: dict[str, PageValue] = {}
    for slug, (title, res) in CK_SETS.items():
        base = f"/dataset/{slug}"
        tabs = f'<ul class="nav nav-tabs"><li><a href="{base}">Dataset</a></li><li><a href="{base}/groups">Groups</a></li></ul>'
        items = ""
        for rid, fn, fmt in res:
            ext = f"http://{STORE}/heritage/{slug}/{fn}"
            store[f"/heritage/{slug}/{fn}"] = text(f"{fn}\n", "application/octet-stream")
            items += (
                f'<li class="resource-item"><a class="heading" href="{base}/resource/{rid}">{fn}</a>'
                f'<span class="format-label">{fmt}</span><a class="btn" href="{ext}">Go to resource</a></li>'
            )
            pages[f"{base}/resource/{rid}"] = CK.page(
                f"{fn} - {title}",
                f'{tabs}<h1>{fn}</h1><p>URL: <a href="{ext}">{ext}</a></p><a href="{base}">Back to dataset</a>',
            )
        body = (
            f'{tabs}<h1>{escape(title)}</h1><p>Published by <a href="/organization/national-archives-lab">National Archives Lab</a></p>'
            f'<section id="dataset-resources"><h3>Data and Resources</h3><ul class="resource-list">{items}</ul></section>'
            '<section class="tags"><a class="tag" href="/dataset/?tags=web-archiving">web-archiving</a></section>'
            f'<section class="additional-info"><a href="{base}.rdf">RDF</a> <a href="{base}.jsonld">JSON-LD</a></section>'
            '<p>License: <a href="http://opendefinition.test/licenses/odc-by/">ODC-BY</a></p>'
        )
        pages[base] = CK.page(title, body, share=CK.url(base))
        pages[f"{base}/groups"] = CK.page(f"Groups - {title}", f"{tabs}<p>No groups</p>")
        pages[f"{base}.rdf"] = text(
            f"<rdf:RDF><dct:title>{escape(title)}</dct:title></rdf:RDF>\n", "application/rdf+xml"
        )
        pages[f"{base}.jsonld"] = text(f'{{"title": "{title}"}}\n', "application/ld+json")
    return [CK.site(pages), Site(STORE, store)]


def ck_truth(slug: str) -> list[str]:
    ck, store = _ck_sites()
    base = f"/dataset/{slug}"
    return [
        CK.url(k)
        for k in ck.pages
        if k == base or k.startswith(base + "/") or k.startswith(base + ".")
    ] + [f"http://{STORE}{k}" for k in store.pages if k.startswith(f"/heritage/{slug}/")]


# ---------------------------------------------------------------- Omeka S (exhibit site)

OMS = Portal(
    host=host("exhibits", "floppyhist"),
    name="Floppy History Exhibits",
    menu=[("/", "All sites"), ("/login", "Log in")],
    footer=footer(),
    title_format="{title} · {name}",
)
OMS_BASE = "/s/removable-media/"


def _oms_pages() -> dict[str, PageValue]:
    nav = (
        "".join(
            f'<li><a href="{OMS_BASE}page/{s}">{t}</a></li>'
            for s, t in (
                ("welcome", "Welcome"),
                ("timeline", "Timeline"),
                ("about", "About this exhibit"),
            )
        )
        + f'<li><a href="{OMS_BASE}item">Browse items</a></li>'
    )

    def pg(title: str, main: str) -> str:
        return OMS.page(
            f"{title} · Removable media, 1971-2000",
            f'<nav class="site-nav"><ul>{nav}</ul></nav>{main}',
        )

    items = {214: "Wang OIS diskette", 215: "Iomega Zip 100 disk", 216: "SyQuest 44 MB cartridge"}
    pages: dict[str, PageValue] = {
        OMS_BASE: pg("Welcome", "<h1>Removable media, 1971-2000</h1><p>An exhibit.</p>"),
        OMS_BASE + "page/welcome": pg("Welcome", "<h1>Welcome</h1>"),
        OMS_BASE + "page/timeline": pg(
            "Timeline", "".join(f'<a href="{OMS_BASE}item/{i}">{t}</a> ' for i, t in items.items())
        ),
        OMS_BASE + "page/about": pg("About", "<h1>About this exhibit</h1>"),
        OMS_BASE + "item": pg(
            "Items", "".join(f'<a href="{OMS_BASE}item/{i}">{t}</a> ' for i, t in items.items())
        ),
    }
    for i, t in items.items():
        pages[f"{OMS_BASE}item/{i}"] = pg(
            t,
            f'<h1>{t}</h1><img src="/files/medium/{i}abc.jpg" alt=""><a href="{OMS_BASE}media/{i + 100}">View media</a>',
        )
        pages[f"{OMS_BASE}media/{i + 100}"] = pg(
            t, f'<img src="/files/large/{i}abc.jpg" alt=""><p>{t}, photographed 2024.</p>'
        )
        for size in ("medium", "large"):
            pages[f"/files/{size}/{i}abc.jpg"] = image()
    return pages


OMS_TRUTH = [OMS.url(k) for k in _oms_pages() if k.startswith(OMS_BASE)]


# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # CKAN dataset: resource pages, groups tab and DCAT exports share the dataset's path;
    # the data are on the institution's file store (another domain), like Kaggle/GitHub in
    # the seed: Path-Based with Externals.  Truth: those pages + the stored files.
    case(
        "ckan-seed-lists-2025",
        "CKAN (dataset with external resources)",
        "multi-hop",
        "path_based_externals",
        CK.url("/dataset/web-archive-seed-lists-2025"),
        ck_truth("web-archive-seed-lists-2025"),
        _ck_sites,
    ),
    case(
        "ckan-digitisation-benchmarks",
        "CKAN (dataset with external resources)",
        "multi-hop",
        "path_based_externals",
        CK.url("/dataset/digitisation-quality-benchmarks"),
        ck_truth("digitisation-quality-benchmarks"),
        _ck_sites,
    ),
    # An Omeka S exhibit site under /s/<slug>/ is a whole site devoted to one exhibit (the
    # seed's Silk reasoning): Path-Based.  Truth: its pages, items and media pages; the
    # /files/ images are embedded resources, not artifact URIs.
    case(
        "omeka-s-removable-media",
        "Omeka (S exhibit site)",
        "multi-hop",
        "path_based",
        OMS.url(OMS_BASE),
        OMS_TRUTH,
        one_site(OMS, _oms_pages),
    ),
]
