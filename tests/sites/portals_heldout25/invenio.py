"""InvenioRDM installations (v9 without Signposting, v12/v13 with it).

InvenioRDM serves a record at /records/<id>, its files at
/records/<id>/files/<name>?download=1, previews at /records/<id>/preview/<name> and its
metadata exports at /records/<id>/export/<format>.  From v12 every record answers with
FAIR Signposting Link headers: rel="item" for each file, rel="describedby" for the
exports, rel="cite-as" for the DOI, rel="author" for ORCID iDs, rel="license".  Other
versions have their own DOIs: separate artifacts.  Previews are viewer pages of a file,
not parts of the record an archivist keeps (the file itself is).
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, blob, csv_file, pdf_file, signposted, text_file, zip_file

# --- Fenwick Ocean Institute Data (InvenioRDM 12, Signposting) ------------------------

FENWICK = Skin(
    host="data.fenwick-ocean.hx25.example",
    name="Fenwick Ocean Institute Data",
    menu=[("/communities", "Communities"), ("/search", "Search records"), ("/help", "Help")],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/help/statistics", "Statistics"),
        ("/api", "Developers"),
        ("/status", "Status"),
    ],
    title_format="{title}",
    home_title="Fenwick Ocean Institute Data",
    home_main="<h1>Fenwick Ocean Institute Data</h1><p>Open research data of the institute.</p>"
    '<p><a href="/communities/physical-oceanography">Physical oceanography</a></p>',
    body_class="invenio-rdm semantic",
    login="/login/?next=%2F",
    generator="InvenioRDM 12.0",
    cookie="We use cookies for login and anonymous usage statistics.",
)

F_ID = "7k2qp-m4x91"
F_OLD = "3bz8e-1tq06"
F_TITLE = "Mooring ADCP velocity profiles, Skerry Channel, 2023-2024"
F_FILES = {
    "skerry_adcp_2023-2024.nc": blob(b"CDF\x01" + bytes(range(64)) * 8, "application/x-netcdf"),
    "skerry_adcp_summary.csv": csv_file("time,depth_m,u_ms,v_ms,w_ms", 40),
    "README.md": text_file(f"# {F_TITLE}\n\nHourly ADCP profiles.\n", "text/markdown"),
}
F_EXPORTS = {"json-ld": "application/ld+json", "datacite-xml": "application/vnd.datacite+xml"}


def _rdm_record(
    skin: Skin,
    rid: str,
    title: str,
    creators: list[tuple[str, str]],
    files: list[str],
    exports: dict[str, str],
    *,
    doi: str,
    description: str,
    version: str,
    other_version: tuple[str, str] | None,
    community: tuple[str, str],
    subjects: list[str],
    labels: dict[str, str],
    export_links: bool,
) -> str:
    """An InvenioRDM record landing page (semantic-ui markup, files table, sidebar)."""
    authors = "".join(
        f'<li class="creatibutor-wrap"><a href="/search?q=metadata.creators.person_or_org.name:'
        f'{quote(chr(34) + n + chr(34))}">{escape(n)}</a> <a class="orcid" href="https://orcid.test/{o}">'
        f'<img src="/static/logo.png" alt="ORCID"></a></li>'
        for n, o in creators
    )
    rows = "".join(
        f"<tr><td>{escape(f)}</td><td>"
        f'<a class="ui compact mini button preview-link" href="/records/{rid}/preview/{f}">'
        f'{labels["preview"]}</a> <a class="ui compact mini button" '
        f'href="/records/{rid}/files/{f}?download=1">{labels["download"]}</a></td></tr>'
        for f in files
    )
    if export_links:
        exp = "".join(
            f'<li><a href="/records/{rid}/export/{fmt}">{fmt}</a></li>' for fmt in exports
        )
        export_html = f'<div class="ui segment"><h2>{labels["export"]}</h2><ul>{exp}</ul></div>'
    else:
        opts = "".join(f'<option value="{fmt}">{fmt}</option>' for fmt in exports)
        export_html = (
            f'<div class="ui segment"><h2>{labels["export"]}</h2><form class="export">'
            f'<select name="format">{opts}</select><button class="ui button">'
            f"{labels['export']}</button></form></div>"
        )
    versions = f'<li class="active">{labels["version"]} {version} <small>{doi}</small></li>'
    if other_version:
        versions += f'<li><a href="/records/{other_version[0]}">{labels["version"]} ' + (
            f"{other_version[1]}</a></li>"
        )
    subj = " ".join(
        f'<a class="ui tiny label" href="/search?q=metadata.subjects.subject:{quote(chr(34) + s + chr(34))}">'
        f"{escape(s)}</a>"
        for s in subjects
    )
    return f"""<div class="ui container grid" id="record">
<div class="eleven wide column"><div class="ui label">{labels["open"]}</div>
<h1 id="record-title">{escape(title)}</h1>
<ul class="creatibutors">{authors}</ul>
<div id="description"><h2>{labels["description"]}</h2><p>{escape(description)}</p></div>
<div id="record-files"><h2>{labels["files"]}</h2><table class="ui table">
<thead><tr><th>{labels["name"]}</th><th></th></tr></thead><tbody>{rows}</tbody></table></div>
<div class="ui segment"><h2>{labels["keywords"]}</h2>{subj}</div></div>
<aside class="five wide column"><div class="ui segment"><h2>{labels["versions"]}</h2>
<ul class="versions">{versions}</ul></div>
<div class="ui segment"><h2>{labels["communities"]}</h2>
<a href="/communities/{community[0]}">{escape(community[1])}</a></div>
<div class="ui segment"><h2>{labels["citation"]}</h2><p>{escape(creators[0][0])} ({version}).
{escape(title)}. <a href="https://doi.test/{doi}">https://doi.org/{doi}</a></p>
<div class="citation-style-selector" data-styles="apa,harvard,ieee"></div></div>
{export_html}
<div class="ui segment"><h2>{labels["rights"]}</h2>
<a href="https://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></aside></div>"""


EN = {
    "preview": "Preview",
    "download": "Download",
    "export": "Export",
    "version": "Version",
    "open": "Open",
    "description": "Description",
    "files": "Files",
    "name": "Name",
    "keywords": "Keywords and subjects",
    "versions": "Versions",
    "communities": "Communities",
    "citation": "Citation",
    "rights": "Rights",
}


def _signposting(
    skin: Skin, rid: str, files: list[str], exports: dict[str, str], doi: str, orcids: list[str]
) -> list[tuple[str, str, str]]:
    links = [(f"https://doi.test/{doi}", "cite-as", "")]
    links += [(f"https://orcid.test/{o}", "author", "") for o in orcids]
    links += [
        (skin.url(f"/records/{rid}/files/{f}?download=1"), "item", "application/octet-stream")
        for f in files
    ]
    links += [
        (skin.url(f"/records/{rid}/export/{fmt}"), "describedby", t) for fmt, t in exports.items()
    ]
    links += [("https://creativecommons.test/licenses/by/4.0/", "license", "")]
    links += [("https://schema.test/Dataset", "type", "")]
    return links


def _head_links(links: list[tuple[str, str, str]]) -> str:
    """Signposting also as HTML <link> elements (what a browser-side crawler sees)."""
    return "".join(
        f'<link rel="{rel}" href="{escape(h)}"' + (f' type="{t}"' if t else "") + ">"
        for h, rel, t in links
        if rel in ("item", "describedby", "cite-as")
    )


def _fenwick_pages() -> dict[str, PageValue]:
    creators = [("Ruaridh Skene", "0000-0002-1825-0097"), ("Mairi Gunn", "0000-0001-5109-3700")]
    files = list(F_FILES)
    sp = _signposting(
        FENWICK, F_ID, files, F_EXPORTS, "10.80025/fenwick.7k2qpm4x91", [o for _, o in creators]
    )
    main = _rdm_record(
        FENWICK,
        F_ID,
        F_TITLE,
        creators,
        files,
        F_EXPORTS,
        doi="10.80025/fenwick.7k2qpm4x91",
        description="Velocity profiles from a bottom-mounted 600 kHz ADCP moored in Skerry "
        "Channel, with hourly averages and a quality-controlled summary.",
        version="v2",
        other_version=(F_OLD, "v1"),
        community=("physical-oceanography", "Physical oceanography"),
        subjects=["ADCP", "tidal currents", "Skerry Channel"],
        labels=EN,
        export_links=False,
    )
    pages: dict[str, PageValue] = {
        f"/records/{F_ID}": signposted(FENWICK.page(F_TITLE, main, head=_head_links(sp)), sp),
        f"/records/{F_OLD}": FENWICK.page(
            F_TITLE + " (v1)",
            f"<h1>{escape(F_TITLE)}</h1><p>Version v1. A newer version exists: "
            f'<a href="/records/{F_ID}">v2</a>.</p>'
            f'<a href="/records/{F_OLD}/files/skerry_adcp_2023.nc?download=1">skerry_adcp_2023.nc</a>',
        ),
        f"/records/{F_OLD}/files/skerry_adcp_2023.nc": blob(b"CDF\x01v1", "application/x-netcdf"),
        "/communities/physical-oceanography": FENWICK.page(
            "Physical oceanography",
            f'<h1>Physical oceanography</h1><ul><li><a href="/records/{F_ID}">{escape(F_TITLE)}</a>'
            "</li></ul>",
        ),
    }
    for f, resp in F_FILES.items():
        pages[f"/records/{F_ID}/files/{f}"] = resp
        pages[f"/records/{F_ID}/preview/{f}"] = FENWICK.page(
            f, f'<div class="preview-container"><h1>{escape(f)}</h1><pre>…</pre></div>'
        )
    for fmt, ctype in F_EXPORTS.items():
        body = (
            f'{{"@context":"http://schema.org","@type":"Dataset","name":"{F_TITLE}"}}'
            if fmt == "json-ld"
            else f"<resource><titles><title>{escape(F_TITLE)}</title></titles></resource>"
        )
        pages[f"/records/{F_ID}/export/{fmt}"] = text_file(body, ctype)
    return pages


def fenwick_sites() -> list[Site]:
    return [FENWICK.site(_fenwick_pages())]


def _furl(path: str) -> str:
    return FENWICK.url(path)


# --- Kestrelmoor Geoscience Repository (InvenioRDM 9, no Signposting) ------------------

KESTREL = Skin(
    host="repository.kestrelmoor-geo.hx25.example",
    name="Kestrelmoor Geoscience Repository",
    menu=[("/search", "Browse"), ("/communities", "Collections"), ("/uploads", "My uploads")],
    footer=[("/about", "About"), ("/terms", "Terms of use"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Kestrelmoor Geoscience Repository",
    body_class="invenio-rdm kgr-theme",
    login="/login/",
    login_text="Sign in",
    generator="InvenioRDM 9.1",
)

K_ID = "ph0rx-2c7aa"
K_NEW = "w93mt-kk5q2"
K_TITLE = "Borehole temperature logs from the Harrowdale geothermal test well HDG-2"
K_FILES = {
    "HDG-2_temperature_logs.zip": zip_file({"HDG-2/log_2024-03.las": "~VERSION\n2.0\n"}),
    "HDG-2_methods.pdf": pdf_file(K_TITLE, "Methods and calibration."),
}
K_EXPORTS = {
    "json": "application/json",
    "datacite-xml": "application/xml",
    "csl": "application/json",
}


def _kestrel_pages() -> dict[str, PageValue]:
    creators = [("Ines Varga", "0000-0003-4412-9870"), ("Tomasz Wielgosz", "0000-0002-7761-1123")]
    main = _rdm_record(
        KESTREL,
        K_ID,
        K_TITLE,
        creators,
        list(K_FILES),
        K_EXPORTS,
        doi="10.80031/kgr.ph0rx2c7aa",
        description="Distributed temperature sensing and wireline temperature logs from "
        "HDG-2, March 2024, with the calibration methods.",
        version="1.0",
        other_version=(K_NEW, "1.1 (latest)"),
        community=("geothermal", "Geothermal energy group"),
        subjects=["geothermal gradient", "borehole logging"],
        labels=EN,
        export_links=True,
    )
    pages: dict[str, PageValue] = {
        f"/records/{K_ID}": KESTREL.page(K_TITLE, main),
        f"/records/{K_NEW}": KESTREL.page(
            K_TITLE, f"<h1>{escape(K_TITLE)}</h1><p>Version 1.1 (latest).</p>"
        ),
        "/communities/geothermal": KESTREL.page(
            "Geothermal energy group", "<h1>Geothermal energy group</h1>"
        ),
    }
    for f, resp in K_FILES.items():
        pages[f"/records/{K_ID}/files/{f}"] = resp
        pages[f"/records/{K_ID}/preview/{f}"] = KESTREL.page(f, f"<h1>{escape(f)}</h1>")
    for fmt, ctype in K_EXPORTS.items():
        pages[f"/records/{K_ID}/export/{fmt}"] = text_file(
            f'{{"title":"{K_TITLE}","format":"{fmt}"}}', ctype
        )
    return pages


def kestrel_sites() -> list[Site]:
    return [KESTREL.site(_kestrel_pages())]


# --- Repositorio de Datos Altozano (InvenioRDM 13, Spanish, Signposting) ---------------

ALTO = Skin(
    host="datos.altozano-uni.hx25.example",
    name="Repositorio de Datos de la Universidad de Altozano",
    menu=[("/search", "Buscar"), ("/communities", "Comunidades"), ("/ayuda", "Ayuda")],
    footer=[
        ("/acerca", "Acerca de"),
        ("/politicas", "Políticas"),
        ("/accesibilidad", "Accesibilidad"),
        ("/aviso-legal", "Aviso legal"),
    ],
    title_format="{title}",
    home_title="Repositorio de Datos de la Universidad de Altozano",
    lang="es",
    body_class="invenio-rdm altozano",
    login="/login/?next=%2F",
    login_text="Iniciar sesión",
    cookie="Usamos cookies técnicas y estadísticas anónimas.",
    search_text="Buscar",
    not_found="No hemos encontrado la página solicitada.",
    generator="InvenioRDM 13.0",
    social=[
        ("https://mastodon.test/@altozano", "Mastodon"),
        ("https://youtube.test/@altozano", "YouTube"),
    ],
)

A_ID = "b2x0q-7hn34"
A_TITLE = "hidroclim: herramientas en R para series hidroclimáticas de la cuenca del Tormes"
A_FILES = {
    "hidroclim-v1.3.0.zip": zip_file({"hidroclim/DESCRIPTION": "Package: hidroclim\n"}),
    "hidroclim-manual.pdf": pdf_file("hidroclim manual", "Version 1.3.0"),
}
A_EXPORTS = {
    "json-ld": "application/ld+json",
    "datacite-json": "application/vnd.datacite.datacite+json",
}
ES = {
    "preview": "Vista previa",
    "download": "Descargar",
    "export": "Exportar",
    "version": "Versión",
    "open": "Abierto",
    "description": "Descripción",
    "files": "Archivos",
    "name": "Nombre",
    "keywords": "Palabras clave",
    "versions": "Versiones",
    "communities": "Comunidades",
    "citation": "Cita",
    "rights": "Derechos",
}


def _alto_pages() -> dict[str, PageValue]:
    creators = [("Lucía Berrocal Pizarro", "0000-0001-9001-4521")]
    files = list(A_FILES)
    doi = "10.80044/altozano.b2x0q7hn34"
    sp = _signposting(ALTO, A_ID, files, A_EXPORTS, doi, [o for _, o in creators])
    sp[-1] = ("https://schema.test/SoftwareSourceCode", "type", "")
    main = _rdm_record(
        ALTO,
        A_ID,
        A_TITLE,
        creators,
        files,
        A_EXPORTS,
        doi=doi,
        description="Paquete de R para depurar, homogeneizar y agregar series de "
        "precipitación y caudal. Código fuente en el repositorio del grupo.",
        version="v1.3.0",
        other_version=None,
        community=("hidrologia", "Grupo de Hidrología"),
        subjects=["R", "hidrología", "homogeneización"],
        labels=ES,
        export_links=False,
    )
    main += (
        '<p class="related">Código fuente: <a href="https://forge.altozano-code.test/hidro/'
        'hidroclim">forge.altozano-code.test/hidro/hidroclim</a></p>'
    )
    pages: dict[str, PageValue] = {
        f"/records/{A_ID}": signposted(ALTO.page(A_TITLE, main, head=_head_links(sp)), sp),
        "/communities/hidrologia": ALTO.page("Grupo de Hidrología", "<h1>Grupo de Hidrología</h1>"),
    }
    for f, resp in A_FILES.items():
        pages[f"/records/{A_ID}/files/{f}"] = resp
        pages[f"/records/{A_ID}/preview/{f}"] = ALTO.page(f, f"<h1>{escape(f)}</h1>")
    for fmt, ctype in A_EXPORTS.items():
        pages[f"/records/{A_ID}/export/{fmt}"] = text_file(f'{{"title":"{A_TITLE}"}}', ctype)
    return pages


def alto_sites() -> list[Site]:
    return [ALTO.site(_alto_pages())]


CASES = [
    # Signposting: the record's Link header (and <link> elements) name every file
    # (rel=item) and every metadata export (rel=describedby); exports are otherwise only a
    # <select> form.  Truth: landing, 3 files, 2 exports.  Previews, the v1 record (own
    # DOI), the community and search links are outside.
    Case(
        name="invenio-fenwick-adcp",
        imitates="InvenioRDM (v12, Signposting)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=_furl(f"/records/{F_ID}"),
        truth=frozenset(
            [_furl(f"/records/{F_ID}")]
            + [_furl(f"/records/{F_ID}/files/{f}?download=1") for f in F_FILES]
            + [_furl(f"/records/{F_ID}/export/{fmt}") for fmt in F_EXPORTS]
        ),
        build=fenwick_sites,
        others=frozenset([_furl(f"/records/{F_OLD}")]),
    ),
    # Single Page+ with ignored URIs: a v9 record (no Signposting) whose files and export
    # links are all one hop from the landing page, amid chrome the homepage/404 also carry
    # (as the seed's Zenodo).  Truth: landing, 2 files, 3 exports.  Previews, the newer
    # version (own DOI), subjects and creator searches are outside.
    Case(
        name="invenio-kestrel-borehole",
        imitates="InvenioRDM (v9)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=KESTREL.url(f"/records/{K_ID}"),
        truth=frozenset(
            [KESTREL.url(f"/records/{K_ID}")]
            + [KESTREL.url(f"/records/{K_ID}/files/{f}?download=1") for f in K_FILES]
            + [KESTREL.url(f"/records/{K_ID}/export/{fmt}") for fmt in K_EXPORTS]
        ),
        build=kestrel_sites,
        others=frozenset([KESTREL.url(f"/records/{K_NEW}")]),
    ),
    # Signposting (Spanish skin, software record): rel=item for the release zip and the
    # manual, rel=describedby for two exports.  Truth: landing, 2 files, 2 exports; the
    # source forge is another portal's artifact.
    Case(
        name="invenio-altozano-software",
        imitates="InvenioRDM (v13, Signposting, Spanish)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=ALTO.url(f"/records/{A_ID}"),
        truth=frozenset(
            [ALTO.url(f"/records/{A_ID}")]
            + [ALTO.url(f"/records/{A_ID}/files/{f}?download=1") for f in A_FILES]
            + [ALTO.url(f"/records/{A_ID}/export/{fmt}") for fmt in A_EXPORTS]
        ),
        build=alto_sites,
    ),
]
