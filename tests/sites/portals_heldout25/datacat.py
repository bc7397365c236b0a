"""Data catalogues: CKAN (object-store downloads, or FileStore uploads), GBIF IPT, and
RO-Crate preview pages published next to the data on a static host.

CKAN: a dataset /dataset/<name>, resource pages /dataset/<name>/resource/<id>; downloads
are either on an object store (another domain, reached from the resource pages) or, with
the FileStore, /dataset/<dataset uuid>/resource/<id>/download/<file> linked from the
dataset page; ckanext-dcat adds /dataset/<name>.rdf|.ttl|.jsonld.  IPT: a resource page
/resource?r=<shortname>, its DwC-A /archive.do?r=..., EML /eml.do?r=..., RTF /rtf.do?r=...,
and earlier versions /resource?r=...&v=<n> with their own archives: the shortname is in
every member's URI, the path is not (the seed's GBIF).  RO-Crate previews
(ro-crate-preview.html) have no site chrome: every link is a file of the crate, apart
from licence, ORCID and ROR links to other sites.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, csv_file, files_site, text_file, zip_file

CKAN_MENU = [
    ("/dataset/", "Datasets"),
    ("/organization/", "Organizations"),
    ("/group/", "Groups"),
    ("/about", "About"),
]

# --- Grisholm City Open Data (CKAN 2.10, object-store resources, DCAT) -----------------

GRIS = Skin(
    host="opendata.grisholm-city.hx25.example",
    name="Grisholm Open Data",
    menu=CKAN_MENU,
    footer=[
        ("/about", "About"),
        ("/api/3", "CKAN API"),
        ("/pages/terms", "Terms"),
        ("https://ckan.test", "CKAN"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome - Grisholm Open Data",
    body_class="ckan",
    login="/user/login",
    search=("/dataset/", "q"),
    generator="ckan 2.10.5",
)
STORE = "store.grisholm-blobs.hx25.example"
G_NAME = "cycle-counter-volumes-2025"
G_TITLE = "Cycle counter volumes 2025"
G_RES = [  # resource id, title, file
    ("3c9e1f20-4b7a-4c61-9d0e-1f2a3b4c5d6e", "Hourly counts (CSV)", "cycle-counts-2025-hourly.csv"),
    (
        "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
        "Counter locations (GeoJSON)",
        "cycle-counters.geojson",
    ),
    (
        "7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b",
        "Data dictionary (PDF)",
        "cycle-counts-dictionary.pdf",
    ),
]
G_DCAT = {".rdf": "application/rdf+xml", ".ttl": "text/turtle", ".jsonld": "application/ld+json"}


def _store_url(rid: str, f: str) -> str:
    return f"http://{STORE}/resources/{rid}/{f}"


def _gris_pages() -> dict[str, PageValue]:
    res = "".join(
        f'<li class="resource-item"><a class="heading" href="/dataset/{G_NAME}/resource/{rid}">'
        f'{escape(t)}</a><div class="dropdown"><a class="dropdown-item" href="/dataset/{G_NAME}/'
        f'resource/{rid}">More information</a></div></li>'
        for rid, t, _f in G_RES
    )
    head = "".join(
        f'<link rel="alternate" type="{t}" href="/dataset/{G_NAME}{ext}">'
        for ext, t in G_DCAT.items()
    )
    main = f"""<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a
href="/organization/transport-planning">Transport Planning</a></li><li><a href="/dataset/{G_NAME}">{escape(G_TITLE)}
</a></li></ol><aside class="secondary"><section class="module"><h2>Transport Planning</h2>
<a href="/organization/transport-planning">Read more</a></section><section class="module">
<h2>Social</h2><a href="https://www.facebook.test/sharer.php?u=x">Facebook</a></section>
<section class="module"><h2>License</h2><a href="https://opendatacommons.test/licenses/odbl/">
ODbL</a></section></aside><article class="module"><h1>{escape(G_TITLE)}</h1>
<div class="notes"><p>Hourly bicycle counts from 18 inductive-loop counters.</p></div>
<h2>Data and Resources</h2><ul class="resource-list">{res}</ul>
<section class="tags"><a class="tag" href="/dataset/?tags=cycling">cycling</a>
<a class="tag" href="/dataset/?tags=mobility">mobility</a></section>
<section class="additional-info"><table><tr><th>Source</th><td>Traffic counters</td></tr>
<tr><th>Groups</th><td><a href="/group/mobility">Mobility</a></td></tr></table></section>
<p class="dcat">Metadata: <a href="/dataset/{G_NAME}.rdf">RDF/XML</a>
<a href="/dataset/{G_NAME}.ttl">Turtle</a> <a href="/dataset/{G_NAME}.jsonld">JSON-LD</a></p>
</article>"""
    pages: dict[str, PageValue] = {f"/dataset/{G_NAME}": GRIS.page(G_TITLE, main, head=head)}
    for rid, t, f in G_RES:
        pages[f"/dataset/{G_NAME}/resource/{rid}"] = GRIS.page(
            t,
            f'<ol class="breadcrumb"><li><a href="/dataset/{G_NAME}">{escape(G_TITLE)}</a></li></ol>'
            f'<h1>{escape(t)}</h1><p class="muted">URL: <a href="{_store_url(rid, f)}">'
            f'{_store_url(rid, f)}</a></p><a class="btn btn-primary resource-url-analytics" '
            f'href="{_store_url(rid, f)}">Download</a><button class="btn">Data API</button>'
            f'<iframe src="/dataset/{G_NAME}/resource/{rid}/view/0"></iframe>',
        )
        pages[f"/dataset/{G_NAME}/resource/{rid}/view/0"] = "<html><body>preview</body></html>"
    for ext, t in G_DCAT.items():
        pages[f"/dataset/{G_NAME}{ext}"] = text_file(f"# dcat:Dataset {G_TITLE}\n", t)
    for p, t in (
        ("/organization/transport-planning", "Transport Planning"),
        ("/group/mobility", "Mobility"),
    ):
        pages[p] = GRIS.page(t, f"<h1>{t}</h1>")
    return pages


def gris_sites() -> list[Site]:
    blobs = {
        f"/resources/{G_RES[0][0]}/{G_RES[0][2]}": csv_file("counter_id,hour,count", 48),
        f"/resources/{G_RES[1][0]}/{G_RES[1][2]}": text_file(
            '{"type":"FeatureCollection"}', "application/geo+json"
        ),
        f"/resources/{G_RES[2][0]}/{G_RES[2][2]}": Response.data(
            b"%PDF-1.4 dictionary", "application/pdf"
        ),
    }
    return [GRIS.site(_gris_pages()), files_site(STORE, blobs)]


# --- Ashcombe Research Data (CKAN 2.9, FileStore uploads) ------------------------------

ASH = Skin(
    host="data.ashcombe-research.hx25.example",
    name="Ashcombe Research Data",
    menu=CKAN_MENU,
    footer=[("/about", "About"), ("/api/3", "API"), ("https://ckan.test", "Powered by CKAN")],
    title_format="{title} - {name}",
    home_title="Welcome - Ashcombe Research Data",
    body_class="ckan ashcombe",
    login="/user/login",
    search=("/dataset/", "q"),
    generator="ckan 2.9.11",
)
A_NAME = "soil-moisture-ashcombe-farm"
A_UUID = "9d0c4e2a-6b1f-4d3c-8a7e-2f1b0c9d8e7f"
A_TITLE = "Soil moisture and temperature profiles, Ashcombe research farm"
A_RES = [
    ("b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", "Profile probes 2024", "probes-2024.csv"),
    ("c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f", "Site description", "site-description.txt"),
]


def _dl(rid: str, f: str) -> str:
    return f"/dataset/{A_UUID}/resource/{rid}/download/{f}"


def _ash_pages() -> dict[str, PageValue]:
    res = "".join(
        f'<li class="resource-item"><a class="heading" href="/dataset/{A_NAME}/resource/{rid}">'
        f'{escape(t)}</a><a class="btn resource-url-analytics" href="{_dl(rid, f)}">Download</a></li>'
        for rid, t, f in A_RES
    )
    main = f"""<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a
href="/organization/soil-science">Soil Science</a></li></ol><article><h1>{escape(A_TITLE)}</h1><p>Capacitance probe
profiles at 10-100 cm.</p><h2>Data and Resources</h2><ul class="resource-list">{res}</ul>
<a class="tag" href="/dataset/?tags=soil%20moisture">soil moisture</a>
<p>License: <a href="https://creativecommons.test/licenses/by/4.0/">CC-BY 4.0</a></p></article>"""
    pages: dict[str, PageValue] = {
        f"/dataset/{A_NAME}": ASH.page(A_TITLE, main),
        "/organization/soil-science": ASH.page("Soil Science", "<h1>Soil Science</h1>"),
    }
    for i, (rid, t, f) in enumerate(A_RES):
        pages[f"/dataset/{A_NAME}/resource/{rid}"] = ASH.page(
            t,
            f'<a href="/dataset/{A_NAME}">{escape(A_TITLE)}</a><h1>{escape(t)}</h1>'
            f'<a class="btn" href="{_dl(rid, f)}">Download</a>',
        )
        pages[_dl(rid, f)] = (
            csv_file("time,depth_cm,vwc,temp_c", 30) if i == 0 else text_file("Site: clay loam.\n")
        )
    return pages


def ash_sites() -> list[Site]:
    return [ASH.site(_ash_pages())]


# --- GBIF IPT (Moorcroft Museum, English; Jardín Botánico de Salgueiral, Spanish) ------


def _ipt(host: str, name: str, lang: str, words: dict[str, str]) -> Skin:
    return Skin(
        host=host,
        name=name,
        menu=[("/", words["home"]), ("/about.do", words["about"]), ("/rss.do", "RSS")],
        footer=[("/inventory/dwca", "DwC-A inventory"), ("https://www.gbif.test/ipt", "GBIF IPT")],
        title_format="{title} - " + name,
        home_title=name,
        lang=lang,
        body_class="ipt",
        login="/login.do",
        login_text=words["login"],
        search=("/", "q"),
        search_text=words["search"],
        generator="IPT 3.1.2",
        social=[],
    )


MOOR = _ipt(
    "ipt.moorcroft-museum.hx25.example",
    "Moorcroft Museum IPT",
    "en",
    {"home": "Home", "about": "About", "login": "Login", "search": "Search"},
)
SALG = _ipt(
    "ipt.salgueiral-jardin.hx25.example",
    "IPT del Jardín Botánico de Salgueiral",
    "es",
    {"home": "Inicio", "about": "Acerca de", "login": "Iniciar sesión", "search": "Buscar"},
)
IPT_RES = {
    # host skin: (shortname, title, current version, older version, other resource, words)
    "moor": (
        MOOR,
        "moorcroft_lepidoptera",
        "Moorcroft Museum Lepidoptera collection",
        "2.1",
        "1.4",
        ("moorcroft_odonata", "Moorcroft Museum Odonata collection"),
        {
            "down": "Downloads",
            "ver": "Versions",
            "dwca": "Darwin Core Archive",
            "eml": "Metadata as EML",
            "rtf": "Metadata as RTF",
            "records": "Data Records",
            "cite": "How to cite",
        },
    ),
    "salg": (
        SALG,
        "salgueiral_herbario_vasculares",
        "Herbario SALG: plantas vasculares",
        "3.0",
        "2.7",
        ("salgueiral_briofitos", "Herbario SALG: briófitos"),
        {
            "down": "Descargas",
            "ver": "Versiones",
            "dwca": "Archivo Darwin Core",
            "eml": "Metadatos EML",
            "rtf": "Metadatos RTF",
            "records": "Registros",
            "cite": "Cómo citar",
        },
    ),
}


def _ipt_pages(key: str) -> dict[str, PageValue]:
    skin, r, title, cur, old, (other, other_title), w = IPT_RES[key]
    main = f"""<div class="container"><h1 class="resource-title">{escape(title)}</h1>
<p>Occurrence · v{cur} · 14 812 {escape(w["records"])}</p>
<div class="anchors"><a href="#anchor-downloads">{escape(w["down"])}</a>
<a href="#anchor-versions">{escape(w["ver"])}</a></div>
<p>GBIF: <a href="https://www.gbif.test/dataset/6b1c9e0a-2222-4333-8444-555566667777">gbif.org
</a> · DOI <a href="https://doi.test/10.15468/{key}7x2k">10.15468/{key}7x2k</a></p>
<section id="anchor-downloads"><h2>{escape(w["down"])}</h2><table>
<tr><td>{escape(w["dwca"])}</td><td><a href="/archive.do?r={r}">DwC-A (zip)</a></td></tr>
<tr><td>{escape(w["eml"])}</td><td><a href="/eml.do?r={r}">EML</a></td></tr>
<tr><td>{escape(w["rtf"])}</td><td><a href="/rtf.do?r={r}">RTF</a></td></tr></table></section>
<section id="anchor-versions"><h2>{escape(w["ver"])}</h2><table><tr><td>{cur}</td><td>
<a href="/resource?r={r}">{cur}</a></td></tr><tr><td>{old}</td><td>
<a href="/resource?r={r}&amp;v={old}">{old}</a></td></tr></table></section>
<section><h2>{escape(w["cite"])}</h2><p>{escape(title)}. v{cur}.</p></section>
<p><a href="/resource?r={other}">{escape(other_title)}</a></p></div>"""
    old_main = f"""<h1>{escape(title)}</h1><p>v{old}</p><table>
<tr><td><a href="/archive.do?r={r}&amp;v={old}">DwC-A v{old}</a></td></tr>
<tr><td><a href="/eml.do?r={r}&amp;v={old}">EML v{old}</a></td></tr></table>
<p><a href="/resource?r={r}">{cur}</a></p>"""
    return {
        f"/resource?r={r}": skin.page(title, main),
        f"/resource?r={r}&v={old}": skin.page(title, old_main),
        f"/archive.do?r={r}": zip_file(
            {"occurrence.txt": "id\tscientificName\n1\tX\n", "eml.xml": "<eml/>"}
        ),
        f"/archive.do?r={r}&v={old}": zip_file({"occurrence.txt": "id\n1\n"}),
        f"/eml.do?r={r}": text_file(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>", "text/xml"
        ),
        f"/eml.do?r={r}&v={old}": text_file("<eml:eml/>", "text/xml"),
        f"/rtf.do?r={r}": Response.data(
            b"{\\rtf1 " + title.encode("latin-1") + b"}", "application/rtf"
        ),
        f"/resource?r={other}": skin.page(other_title, f"<h1>{escape(other_title)}</h1>"),
    }


def moor_sites() -> list[Site]:
    return [MOOR.site(_ipt_pages("moor"))]


def salg_sites() -> list[Site]:
    return [SALG.site(_ipt_pages("salg"))]


def _ipt_case(name: str, key: str, build: Callable[[], list[Site]]) -> Case:
    skin, r, _t, _c, old, (other, _ot), _w = IPT_RES[key]
    return Case(
        name=name,
        imitates="GBIF IPT (3.1" + (", Spanish)" if key == "salg" else ")"),
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=skin.url(f"/resource?r={r}"),
        truth=frozenset(
            skin.url(p)
            for p in (
                f"/resource?r={r}",
                f"/resource?r={r}&v={old}",
                f"/archive.do?r={r}",
                f"/archive.do?r={r}&v={old}",
                f"/eml.do?r={r}",
                f"/eml.do?r={r}&v={old}",
                f"/rtf.do?r={r}",
            )
        ),
        build=build,
        others=frozenset([skin.url(f"/resource?r={other}")]),
    )


# --- RO-Crate previews on static hosts -------------------------------------------------

AMBLE = "crates.ambleside-dri.hx25.example"
A_CRATE = "/crates/windermere-water-quality-2025/"
A_FILES = {
    "ro-crate-metadata.json": text_file(
        '{"@context":"https://w3id.org/ro/crate/1.1/context"}', "application/ld+json"
    ),
    "README.md": text_file("# Windermere water quality 2025\n", "text/markdown"),
    "data/secchi_depth.csv": csv_file("date,station,secchi_m", 20),
    "data/chlorophyll_a.csv": csv_file("date,station,chl_ugl", 20, seed=3),
    "scripts/qc.R": text_file("library(dplyr)\n", "text/x-r"),
}

KILN = "data.kilnworth-ling.hx25.example"
K_CRATE = "/corpora/kilnworth-dialect-recordings/"
K_FILES = {
    "ro-crate-metadata.json": text_file('{"@graph": []}', "application/ld+json"),
    "recordings/KDR-001.wav": Response.data(b"RIFF\x24\x00\x00\x00WAVEfmt ", "audio/wav"),
    "recordings/KDR-002.wav": Response.data(b"RIFF\x24\x00\x00\x00WAVEfmt2", "audio/wav"),
    "transcripts/KDR-001.eaf": text_file("<ANNOTATION_DOCUMENT/>", "text/xml"),
    "transcripts/KDR-002.eaf": text_file("<ANNOTATION_DOCUMENT/>", "text/xml"),
    "consent/consent-summary.pdf": Response.data(b"%PDF-1.4 consent", "application/pdf"),
}


def _amble_preview() -> str:
    rows = "".join(
        f'<tr><th><a href="{escape(f)}">{escape(f)}</a></th><td>{"File" if "." in f else "Dataset"}'
        "</td></tr>"
        for f in A_FILES
        if f != "ro-crate-metadata.json"
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Windermere water quality monitoring 2025</title>
<script type="application/ld+json">{{"@id": "./"}}</script></head><body>
<h1>Windermere water quality monitoring 2025</h1>
<p>This is an <a href="https://www.researchobject.test/ro-crate/">RO-Crate</a> preview. The
machine-readable description is <a href="ro-crate-metadata.json">ro-crate-metadata.json</a>.</p>
<table><tr><th>author</th><td><a href="https://orcid.test/0000-0001-7373-2025">Ailsa Fenwick
</a></td></tr><tr><th>publisher</th><td><a href="https://ror.test/00ab12cd3">Ambleside
Data Repository</a></td></tr><tr><th>license</th><td><a
href="https://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></td></tr><tr><th>datePublished</th><td>2026-01-14</td></tr>
</table><h2>hasPart</h2><table>{rows}</table></body></html>"""


def _kiln_preview() -> str:
    parts = "".join(
        f'<li><a href="{escape(f)}">{escape(f.rsplit("/", 1)[1])}</a> '
        f"<small>{escape(f.split('/')[0])}</small></li>"
        for f in K_FILES
        if f != "ro-crate-metadata.json"
    )
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8">
<title>Kilnworth Dialect Recordings</title>
<link rel="stylesheet" href="https://unpkg.test/ro-crate-html-js/dist/crate.css"></head>
<body><div class="container"><nav><a href="#./">⬆ Root dataset</a> ·
<a href="ro-crate-metadata.json">Download RO-Crate metadata</a></nav>
<h1>Kilnworth Dialect Recordings</h1><p>Elicitation sessions with six speakers, 2024.</p>
<dl><dt>creator</dt><dd><a href="https://orcid.test/0000-0002-4242-7001">Nia Okonjo</a></dd>
<dt>funder</dt><dd><a href="https://ror.test/01xy98zz7">Heritage Speech Trust</a></dd>
<dt>license</dt><dd><a href="https://creativecommons.test/licenses/by-nc/4.0/">CC BY-NC 4.0
</a></dd></dl><h2 id="./">hasPart</h2><ul>{parts}</ul></div></body></html>"""


def amble_sites() -> list[Site]:
    files = {A_CRATE + f: r for f, r in A_FILES.items()}
    files[A_CRATE + "ro-crate-preview.html"] = Response.html(_amble_preview())
    index = Response.html(
        "<!DOCTYPE html><title>Ambleside Data Repository crates</title><h1>Crates</h1>"
        f'<ul><li><a href="{A_CRATE}ro-crate-preview.html">windermere-water-quality-2025</a></li>'
        "</ul>"
    )
    return [files_site(AMBLE, files, root=index)]


def kiln_sites() -> list[Site]:
    files = {K_CRATE + f: r for f, r in K_FILES.items()}
    files[K_CRATE + "ro-crate-preview.html"] = Response.html(_kiln_preview())
    return [files_site(KILN, files)]


CASES = [
    # Path-Based with externals: resource pages sit under /dataset/<name> (the DCAT
    # exports /dataset/<name>.rdf... too) and link the downloads on the object store's
    # domain, two hops from the entry.  Truth: dataset, 3 resource pages, 3 DCAT exports,
    # 3 downloads.  Organization, group, tags, the embedded view iframe are outside.
    Case(
        name="ckan-grisholm-cycle-counts",
        imitates="CKAN (2.10, object-store resources, ckanext-dcat)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=GRIS.url(f"/dataset/{G_NAME}"),
        truth=frozenset(
            [GRIS.url(f"/dataset/{G_NAME}")]
            + [GRIS.url(f"/dataset/{G_NAME}/resource/{rid}") for rid, _t, _f in G_RES]
            + [GRIS.url(f"/dataset/{G_NAME}{ext}") for ext in G_DCAT]
            + [_store_url(rid, f) for rid, _t, f in G_RES]
        ),
        build=gris_sites,
    ),
    # Single Page+ with ignored URIs: resource pages and FileStore downloads (under the
    # dataset's UUID, not its name) are all one hop from the dataset page.  Truth:
    # dataset, 2 resource pages, 2 downloads.
    Case(
        name="ckan-ashcombe-soil-moisture",
        imitates="CKAN (2.9, FileStore uploads)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=ASH.url(f"/dataset/{A_NAME}"),
        truth=frozenset(
            [ASH.url(f"/dataset/{A_NAME}")]
            + [ASH.url(f"/dataset/{A_NAME}/resource/{rid}") for rid, _t, _f in A_RES]
            + [ASH.url(_dl(rid, f)) for rid, _t, f in A_RES]
        ),
        build=ash_sites,
    ),
    # Significant String from URI (the seed's GBIF): the shortname r=<name> is in every
    # member's URI, across /resource, /archive.do, /eml.do, /rtf.do; the older version's
    # archive and EML are two hops away.  Truth: 7 URIs.  The sibling resource, GBIF.org,
    # RSS, inventory and chrome are outside.
    _ipt_case("ipt-moorcroft-lepidoptera", "moor", moor_sites),
    _ipt_case("ipt-salgueiral-herbario", "salg", salg_sites),
    # Single Page+: a chrome-less RO-Crate preview; every same-site link is a crate
    # member.  Truth: preview, metadata, README, 2 CSVs, R script.
    Case(
        name="rocrate-ambleside-windermere",
        imitates="RO-Crate preview (ro-crate-py, static host)",
        artifact_class="Single Hop",
        expected="single_page_plus",
        entry=f"http://{AMBLE}{A_CRATE}ro-crate-preview.html",
        truth=frozenset(
            [f"http://{AMBLE}{A_CRATE}ro-crate-preview.html"]
            + [f"http://{AMBLE}{A_CRATE}{f}" for f in A_FILES]
        ),
        build=amble_sites,
    ),
    # Single Page+ (ro-crate-html-js style).  Truth: preview, metadata, 5 files.
    Case(
        name="rocrate-kilnworth-dialects",
        imitates="RO-Crate preview (ro-crate-html-js, static host)",
        artifact_class="Single Hop",
        expected="single_page_plus",
        entry=f"http://{KILN}{K_CRATE}ro-crate-preview.html",
        truth=frozenset(
            [f"http://{KILN}{K_CRATE}ro-crate-preview.html"]
            + [f"http://{KILN}{K_CRATE}{f}" for f in K_FILES]
        ),
        build=kiln_sites,
    ),
]
