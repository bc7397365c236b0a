"""heldout49, data catalogues: a DataBurrow consortium install, an OpenShelf council
portal with a customised title template, and a SpeciesLedger biodiversity node.

DataBurrow is Dryad-like: bare "Data from: ..." titles repeated on every package, file and
metadata page, while the data files themselves lack them (the seed's Dryad row,
sig_title_plus_ignored).  OpenShelf (CKAN-like) at Harbour City prints bare titles and
stamps the dataset title into every resource it exports, on URLs that share neither a path
nor an identifier (sig_title).  SpeciesLedger (GBIF-like) repeats a dataset key in every
URI of a dataset, across paths, query strings and the API host (the seed's GBIF row,
sig_uri).
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, case, image, share, text, ul, zipped

# ------------------------------------------------------------ DataBurrow (Dryad-like) -----

DB = Deployment(
    host="burrow.prairie-data.hx49.example",
    name="Prairie Data Consortium",
    menu=[
        ("/discover", "Explore data"),
        ("/submit", "Submit"),
        ("/pages/faq", "FAQ"),
        ("/pages/members", "Member institutions"),
        ("/pages/fees", "Fees"),
    ],
    footer=[
        ("/pages/about", "About"),
        ("/pages/policies", "Policies"),
        ("/pages/contact", "Contact"),
        ("http://status.prairie-data.hx49.example/", "Service status"),
    ],
    title_format="{title}",
    home_title="Prairie Data Consortium",
    banner='<div class="pdc-members">A service of 14 prairie universities</div>',
)
DB_STATUS = Deployment(
    host="status.prairie-data.hx49.example", name="PDC status", menu=[], skin="minimal"
)

DB_T1 = "Data from: Root exudate profiles of restored tallgrass prairie under drought"
DB_T2 = "Data from: Bison grazing intensity and pollinator visitation across a fire mosaic"


def _db_package(
    doi: str,
    title: str,
    files: list[tuple[int, str, str]],
    article: str,
    others: list[tuple[str, str]],
) -> dict[str, PageValue]:
    base = f"/resource/{doi}"
    flist = "".join(f'<li><a href="{base}/{n}">{escape(label)}</a></li>' for n, label, _f in files)
    main = (
        f'<div class="pub-header"><h1>{escape(title)}</h1>'
        f'<p class="citation">Cite as: Rivera M. et al. (2024) {escape(title)}. Prairie Data Consortium. {doi}</p>'
        f'<p>Associated article: <a href="{article}">{article}</a></p>'
        f"<h2>Files in this package</h2><ul>{flist}</ul>"
        f'<p><a href="{base}?show=full">View full metadata</a> · '
        f'<a href="{base}/citation/ris">RIS</a> · <a href="{base}/citation/bib">BibTeX</a></p></div>'
    )
    aside = "<h3>Other data packages by these authors</h3>" + ul(others)
    pages: dict[str, PageValue] = {
        base: DB.page(title, main + share(DB.url(base)), aside=aside),
        f"{base}?show=full": DB.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
            f"<tr><td>dc.identifier</td><td>{doi}</td></tr></table>"
            f'<p><a href="{base}">Show simple record</a></p>',
        ),
        f"{base}/citation/ris": text(
            f"TY  - DATA\nTI  - {title}\nDO  - {doi}\nER  -\n",
            "application/x-research-info-systems",
        ),
        f"{base}/citation/bib": text(
            f"@misc{{pdc, title={{{title}}}, doi={{{doi}}}}}\n", "application/x-bibtex"
        ),
    }
    for n, label, fname in files:
        bit = f"/bitstream/handle/{doi.split(':')[1]}/{n}/{fname}?sequence=1"
        pages[f"{base}/{n}"] = DB.page(
            label,
            f"<h1>{escape(label)}</h1><p>Part of the data package: {escape(title)}</p>"
            f'<p><a class="download" href="{bit}">Download {escape(fname)}</a></p>'
            f'<p><a href="{base}">Back to the data package</a></p>',
        )
        pages[bit] = (
            zipped({"data.csv": "plot,value\nA,1\n"})
            if fname.endswith(".zip")
            else image(n)
            if fname.endswith(".png")
            else text("plot,treatment,value\nP1,drought,0.42\n", "text/csv")
        )
    return pages


DB_D1 = "doi:10.70003/pdc.k2m4"
DB_F1 = [(1, "Root exudate concentrations", "exudates.csv")]
DB_D2 = "doi:10.70003/pdc.r8v5"
DB_F2 = [
    (1, "Pollinator visitation counts", "visitation.csv"),
    (2, "Grazing intensity rasters", "grazing_rasters.zip"),
    (3, "Fire mosaic map", "fire_mosaic.png"),
    (4, "Analysis scripts", "analysis_scripts.zip"),
]


def _db_bits(doi: str, files: list[tuple[int, str, str]]) -> list[str]:
    return [
        DB.url(f"/bitstream/handle/{doi.split(':')[1]}/{n}/{f}?sequence=1") for n, _l, f in files
    ]


def _db_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages |= _db_package(
        DB_D1,
        DB_T1,
        DB_F1,
        "http://journals.test/ecol/2024.118",
        [("/resource/doi:10.70003/pdc.a1b2", "Data from: Prairie soil carbon after restoration")],
    )
    pages |= _db_package(
        DB_D2,
        DB_T2,
        DB_F2,
        "http://journals.test/oikos/2025.77",
        [
            ("/resource/doi:10.70003/pdc.c3d4", "Data from: Bison wallows as amphibian habitat"),
            ("/resource/doi:10.70003/pdc.k2m4", "Data from: Root exudate profiles (2024)"),
        ],
    )
    for d, t in [
        ("doi:10.70003/pdc.a1b2", "Data from: Prairie soil carbon after restoration"),
        ("doi:10.70003/pdc.c3d4", "Data from: Bison wallows as amphibian habitat"),
    ]:
        pages[f"/resource/{d}"] = DB.page(t, f"<h1>{escape(t)}</h1>")
    home = "<h1>Prairie Data Consortium</h1><p>Curated data behind prairie research.</p>" + ul(
        [("/discover?sort=recent", "Recently published")]
    )
    return [DB.site(pages, home_main=home), DB_STATUS.site({})]


DB_TYPE = "DataBurrow 2 install at Prairie Data Consortium"


def _db_cases() -> list[Case]:
    u = DB.url
    return [
        # The seed's Dryad row: the package, file and metadata pages carry the bare "Data
        # from: ..." title, the data file does not, one hop further: sig_title_plus_ignored.
        case(
            "db-exudates",
            f"{DB_TYPE} (one data file)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            u(f"/resource/{DB_D1}"),
            [
                u(f"/resource/{DB_D1}"),
                u(f"/resource/{DB_D1}?show=full"),
                u(f"/resource/{DB_D1}/citation/ris"),
                u(f"/resource/{DB_D1}/citation/bib"),
                u(f"/resource/{DB_D1}/1"),
                *_db_bits(DB_D1, DB_F1),
            ],
            _db_sites,
            others=[u("/resource/doi:10.70003/pdc.a1b2")],
        ),
        # Harder: four files (zips and an image, none with the title), other packages by
        # the same authors in the sidebar, including the first case's.
        case(
            "db-bison-pollinators",
            f"{DB_TYPE} (four files, rasters, scripts and a map)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            u(f"/resource/{DB_D2}"),
            [
                u(f"/resource/{DB_D2}"),
                u(f"/resource/{DB_D2}?show=full"),
                u(f"/resource/{DB_D2}/citation/ris"),
                u(f"/resource/{DB_D2}/citation/bib"),
                *(u(f"/resource/{DB_D2}/{n}") for n, _l, _f in DB_F2),
                *_db_bits(DB_D2, DB_F2),
            ],
            _db_sites,
            others=[u("/resource/doi:10.70003/pdc.c3d4"), u(f"/resource/{DB_D1}")],
        ),
    ]


# -------------------------------------------------- OpenShelf (CKAN-like), bare titles -----

OS = Deployment(
    host="opendata.harbourcity-council.hx49.example",
    name="Harbour City Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Publishers"),
        ("/group/", "Topics"),
        ("/showcase/", "Showcases"),
        ("/pages/about", "About"),
    ],
    footer=[
        ("/pages/licence", "Licence"),
        ("/api/3", "API"),
        ("/pages/privacy", "Privacy"),
        ("/user/register", "Register"),
    ],
    title_format="{title}",  # the council's theme drops the "- Harbour City Open Data" suffix
    home_title="Harbour City Open Data",
    login="/user/login",
    search="/dataset/",
    banner='<div class="council-strip">Harbour City Council</div>',
)
OS_FILES = Deployment(
    host="files.harbourcity-council.hx49.example",
    name="Harbour City file store",
    menu=[],
    skin="minimal",
)

OS_T1 = "Public electric vehicle charging points"
OS_T2 = "Harbour water quality sampling results 2016 to 2024"


def _os_dataset(
    name: str, title: str, resources: list[tuple[str, str, str]], org: str, activity: bool
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    res = "".join(
        f'<li class="resource-item"><a href="/resource/{rid}">{escape(label)}</a> '
        f'<a class="btn" href="{OS_FILES.url(f"/{rid[:8]}/{fname}")}">Download</a></li>'
        for rid, label, fname in resources
    )
    main = (
        f'<ol class="breadcrumb"><li><a href="/organization/{org}">{escape(org)}</a></li></ol>'
        f'<h1>{escape(title)}</h1><p class="notes">Published by Harbour City Council.</p>'
        f'<h2>Data and resources</h2><ul class="resource-list">{res}</ul>'
        f'<p>Metadata: <a href="/catalog/{name}.jsonld">DCAT JSON-LD</a> · <a href="/catalog/{name}.rdf">DCAT RDF</a></p>'
        + (f'<p><a href="/activity/package/{name}">Activity stream</a></p>' if activity else "")
        + '<p>Tags: <a href="/dataset/?tags=transport">transport</a> <a href="/dataset/?tags=environment">environment</a></p>'
    )
    pages: dict[str, PageValue] = {
        f"/dataset/{name}": OS.page(title, main + share(OS.url(f"/dataset/{name}"))),
        f"/catalog/{name}.jsonld": text(
            json.dumps({"@type": "dcat:Dataset", "dct:title": title}), "application/ld+json"
        ),
        f"/catalog/{name}.rdf": text(
            f"<rdf:RDF><dcat:Dataset><dct:title>{escape(title)}</dct:title></dcat:Dataset></rdf:RDF>\n",
            "application/rdf+xml",
        ),
    }
    if activity:
        pages[f"/activity/package/{name}"] = OS.page(
            "Activity",
            f"<h1>Activity stream</h1><ul><li>Data team updated the dataset {escape(title)}</li>"
            f"<li>Data team added a resource to {escape(title)}</li></ul>",
        )
    files: dict[str, PageValue] = {}
    for rid, label, fname in resources:
        dl = OS_FILES.url(f"/{rid[:8]}/{fname}")
        pages[f"/resource/{rid}"] = OS.page(
            label,
            f"<h1>{escape(label)}</h1><p>A resource of the dataset {escape(title)}.</p>"
            f'<p><a href="{dl}">Download {escape(fname)}</a></p>'
            f'<p><a href="/datastore/dump/{rid}?format=json">Data API dump</a></p>',
        )
        pages[f"/datastore/dump/{rid}?format=json"] = text(
            json.dumps({"dataset": title, "records": [{"id": 1}]}), "application/json"
        )
        if fname.endswith(".geojson"):
            body = json.dumps({"type": "FeatureCollection", "name": title, "features": []})
        else:
            body = f"# {title}\n# exported by Harbour City Open Data\nid,value\n1,2\n"
        files[f"/{rid[:8]}/{fname}"] = text(
            body, "application/geo+json" if fname.endswith(".geojson") else "text/csv"
        )
    return pages, files


OS_N1, OS_R1 = (
    "ev-charging-points",
    [
        ("3f2a1b4c-0d5e-4f6a-8b7c-9d0e1f2a3b4c", "Charging points (CSV)", "charging_points.csv"),
        (
            "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
            "Charging points (GeoJSON)",
            "charging_points.geojson",
        ),
    ],
)
OS_N2, OS_R2 = (
    "harbour-water-quality",
    [
        (
            "11aa22bb-33cc-44dd-85ee-66ff77008811",
            "Sampling results 2016-2019",
            "water_quality_2016_2019.csv",
        ),
        (
            "22bb33cc-44dd-45ee-86ff-770088119922",
            "Sampling results 2020-2024",
            "water_quality_2020_2024.csv",
        ),
        ("33cc44dd-55ee-46ff-8700-881199aa0033", "Sampling sites", "sampling_sites.geojson"),
        ("44dd55ee-66ff-4700-8811-99aa00bb1144", "Determinand codes", "determinands.csv"),
    ],
)


def _os_sites() -> list[Site]:
    p1, f1 = _os_dataset(OS_N1, OS_T1, OS_R1, "transport-team", False)
    p2, f2 = _os_dataset(OS_N2, OS_T2, OS_R2, "environmental-health", True)
    return [OS.site(p1 | p2), OS_FILES.site(f1 | f2)]


def _os_truth(name: str, resources: list[tuple[str, str, str]], activity: bool) -> list[str]:
    u = OS.url
    out = [u(f"/dataset/{name}"), u(f"/catalog/{name}.jsonld"), u(f"/catalog/{name}.rdf")]
    if activity:
        out.append(u(f"/activity/package/{name}"))
    for rid, _l, fname in resources:
        out += [
            u(f"/resource/{rid}"),
            u(f"/datastore/dump/{rid}?format=json"),
            OS_FILES.url(f"/{rid[:8]}/{fname}"),
        ]
    return out


OS_TYPE = "OpenShelf 2.10 install at Harbour City Council"


def _os_cases() -> list[Case]:
    return [
        # Multi-Hop, URLs sharing neither a path nor an identifier (dataset name, resource
        # ids, file-store paths), but every object repeats the bare <title>: the seed's
        # Significant String from Title, unfiltered since the theme prints no site name.
        case(
            "os-ev-charging",
            f"{OS_TYPE} (two resources on the file store)",
            "Multi-Hop",
            "sig_title",
            OS.url(f"/dataset/{OS_N1}"),
            _os_truth(OS_N1, OS_R1, False),
            _os_sites,
        ),
        # Harder: four resources, data-API dumps and an activity stream page.
        case(
            "os-water-quality",
            f"{OS_TYPE} (four resources, activity stream, data API dumps)",
            "Multi-Hop",
            "sig_title",
            OS.url(f"/dataset/{OS_N2}"),
            _os_truth(OS_N2, OS_R2, True),
            _os_sites,
        ),
    ]


# ------------------------------------------------- SpeciesLedger (GBIF-like), sig_uri -----

SL = Deployment(
    host="portal.mhn-aravena.hx49.example",
    name="Nodo de Biodiversidad MHN Aravena",
    languages=["en", "pt"],
    soft_404=True,
    lang="es",
    skin="app",
    menu=[
        ("/occurrence/search", "Ocurrencias"),
        ("/species/search", "Especies"),
        ("/dataset/search", "Conjuntos de datos"),
        ("/publisher/search", "Publicadores"),
        ("/what-is-the-node", "Acerca del nodo"),
    ],
    footer=[
        ("/terms", "Términos"),
        ("/citation-guidelines", "Cómo citar"),
        ("/contact", "Contacto"),
    ],
    title_format="{title} - {name}",
    home_title="Nodo de Biodiversidad MHN Aravena",
    banner='<div class="mhn-brand">Museo de Historia Natural de Aravena</div>',
)
SL_API = Deployment(host="api.mhn-aravena.hx49.example", name="API", menu=[], skin="minimal")

SL_K1 = "5e0f3c7a-91d2-4b8e-a6f4-2c1b9d7e8a03"
SL_K2 = "c42b8d19-6e75-4f0a-9b3c-d81e2a5f6b47"


def _sl_dataset(
    key: str, title: str, occ_pages: int, publisher: str, constituents: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    api = SL_API.url
    main = (
        f'<h1>{escape(title)}</h1><p>Publicado por <a href="/publisher/{publisher}">Museo de Historia Natural de Aravena</a></p>'
        f'<p><a href="/occurrence/search?datasetKey={key}">Ver ocurrencias</a> · '
        f'<a href="/dataset/{key}/metrics">Métricas</a> · '
        f'<a href="/literature/search?gbifDatasetKey={key}">Citado en</a></p>'
        f'<p>Descargas: <a href="{api(f"/v1/dataset/{key}/document")}">Metadatos EML</a> · '
        f'<a href="{api(f"/v1/dataset/{key}")}">JSON</a></p>'
        f'<p>Instalación: <a href="/installation/8a1d0f22-3c44-4e55-9f66-7788aa99bb00">IPT del museo</a></p>'
    )
    if constituents:
        main += "<h2>Conjuntos de datos constituyentes</h2>" + ul(
            [(f"/dataset/{k}", t) for k, t in constituents]
        )
    pages: dict[str, PageValue] = {
        f"/dataset/{key}": SL.page(title, main + share(SL.url(f"/dataset/{key}"))),
        f"/dataset/{key}/metrics": SL.page(
            "Métricas",
            f'<h1>Métricas</h1><p>Registros por año.</p><p><a href="/dataset/{key}">Volver</a></p>',
        ),
        f"/literature/search?gbifDatasetKey={key}": SL.page(
            "Literatura", "<h1>Literatura</h1><p>3 publicaciones citan este conjunto.</p>"
        ),
    }
    for p in range(occ_pages):
        q = f"datasetKey={key}" + (f"&offset={20 * p}" if p else "")
        rows = "".join(
            f'<li><a href="/occurrence/{4100000 + 20 * p + i + (0 if key == SL_K1 else 50000)}">Registro {20 * p + i + 1}</a></li>'
            for i in range(3)
        )
        nxt = (
            f'<a href="/occurrence/search?datasetKey={key}&amp;offset={20 * (p + 1)}">Siguiente</a>'
            if p + 1 < occ_pages
            else ""
        )
        pages[f"/occurrence/search?{q}"] = SL.page(
            "Búsqueda de ocurrencias", f"<h1>Ocurrencias</h1><ul>{rows}</ul>{nxt}"
        )
    api_pages: dict[str, PageValue] = {
        f"/v1/dataset/{key}/document": text(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>\n",
            "application/xml",
        ),
        f"/v1/dataset/{key}": text(json.dumps({"key": key, "title": title}), "application/json"),
    }
    return pages, api_pages


SL_T1 = "Herbario CR-ARV: plantas vasculares de la cordillera de Aravena"
SL_T2 = "Colección ictiológica del MHN Aravena"


def _sl_sites() -> list[Site]:
    p1, a1 = _sl_dataset(SL_K1, SL_T1, 1, "0f1e2d3c-aaaa-4bbb-9ccc-ddddeeeeffff", [])
    p2, a2 = _sl_dataset(
        SL_K2,
        SL_T2,
        3,
        "0f1e2d3c-aaaa-4bbb-9ccc-ddddeeeeffff",
        [("d0d1d2d3-1111-4222-8333-444455556666", "Peces de agua dulce, cuenca del río Lebu")],
    )
    pages = p1 | p2
    pages["/dataset/d0d1d2d3-1111-4222-8333-444455556666"] = SL.page(
        "Peces de agua dulce, cuenca del río Lebu", "<h1>Peces de agua dulce</h1>"
    )
    return [SL.site(pages), SL_API.site(a1 | a2)]


def _sl_truth(key: str, occ_pages: int) -> list[str]:
    u, api = SL.url, SL_API.url
    out = [
        u(f"/dataset/{key}"),
        u(f"/dataset/{key}/metrics"),
        u(f"/literature/search?gbifDatasetKey={key}"),
    ]
    out += [
        u(f"/occurrence/search?datasetKey={key}" + (f"&offset={20 * p}" if p else ""))
        for p in range(occ_pages)
    ]
    out += [api(f"/v1/dataset/{key}/document"), api(f"/v1/dataset/{key}")]
    return out


SL_TYPE = "SpeciesLedger node at Museo de Historia Natural de Aravena"


def _sl_cases() -> list[Case]:
    return [
        # The seed's GBIF row: the dataset key is in every URI of the dataset (paths, query
        # strings, the API host), nothing else is: sig_uri.
        case(
            "sl-herbarium",
            f"{SL_TYPE} (herbarium dataset)",
            "Multi-Hop",
            "sig_uri",
            SL.url(f"/dataset/{SL_K1}"),
            _sl_truth(SL_K1, 1),
            _sl_sites,
        ),
        # Harder: three pages of occurrence search reached one from the next, and a
        # constituent dataset with its own key.
        case(
            "sl-fish-collection",
            f"{SL_TYPE} (fish collection, paginated occurrences, constituent dataset)",
            "Multi-Hop",
            "sig_uri",
            SL.url(f"/dataset/{SL_K2}"),
            _sl_truth(SL_K2, 3),
            _sl_sites,
            others=[SL.url("/dataset/d0d1d2d3-1111-4222-8333-444455556666")],
        ),
    ]


CASES: list[Case] = [*_db_cases(), *_os_cases(), *_sl_cases()]
