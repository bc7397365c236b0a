"""Latin-American data portals of heldout101: a national biodiversity-data node (GBIF-like),
an open-government data portal (CKAN-like) whose resources sit on agencies' own servers, and
a statistics office's bare microdata release pages.  Markup and URL shapes are this set's own."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Chrome, csv, pdf_file, text, xml, zip_file

# --- national biodiversity-data node (GBIF-like): the dataset key is in every URI ----------

BIO = "portal.sibandino.hx101.example"
BIO_API = "api.sibandino.hx101.example"
bio = Chrome(
    BIO,
    "SiB Andino",
    menu=[
        ("/conjuntos", "Conjuntos de datos"),
        ("/ocurrencias", "Ocurrencias"),
        ("/especies", "Especies"),
        ("/publicadores", "Publicadores"),
        ("/acerca", "Acerca de"),
    ],
    footer=[
        ("/terminos", "Términos de uso"),
        ("/privacidad", "Privacidad"),
        ("/api-docs", "API"),
        ("http://red-biodiversidad-global.test/", "Nodo de la red"),
    ],
    title_format="{title} | {name}",
    lang="es",
    cookie_text="Usamos cookies para estadísticas de uso.",
    cookie_label="Preferencias de cookies",
)
G1 = "6f1c2d84-3a5b-4e7f-9c0d-12ab34cd56ef"
G2 = "a9e8d7c6-b5a4-4392-8817-0f6e5d4c3b2a"
PUB = "3d2c1b0a-9f8e-4d7c-a6b5-c4d3e2f1a0b9"
G2_SIBLINGS = ["c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "d4c3b2a1-0f9e-4d8c-b7a6-e5f4d3c2b1a0"]


def _bio_dataset(key: str, title: str, count: int, harder: bool) -> str:
    extra = ""
    if harder:
        extra = (
            f'<p><a href="/ocurrencias/mapa?conjunto={key}">Ver en el mapa</a> · <a '
            f'href="/conjunto/{key}/proyecto">Proyecto</a> · <a href="/conjunto/{key}/'
            f'metricas">Métricas</a> · <a href="http://{BIO_API}/v1/conjunto/{key}/eml?'
            f'version=2">EML v2</a> · <a href="/ocurrencias/descargar?conjunto={key}">'
            "Solicitar descarga</a></p><h2>Del mismo publicador</h2>"
            + links([(f"/conjunto/{s}", f"Conjunto {s[:8]}") for s in G2_SIBLINGS])
        )
    return f"""<div class="dataset"><p class="tipo">Conjunto de datos de ocurrencias</p>
<h1>{escape(title)}</h1><p>Publicado por <a href="/publicador/{PUB}">Instituto de
Investigación de Recursos Biológicos</a></p>
<p><a href="/ocurrencias/buscar?conjunto={key}">{count} ocurrencias</a> · <a
href="/conjunto/{key}/actividad">Actividad de descarga</a> · <a
href="http://{BIO_API}/v1/conjunto/{key}/documento">Metadatos (EML)</a></p>
<section><h2>Cómo citar</h2><p>{escape(title)}. SiB Andino. Conjunto {key}.</p></section>
{extra}</div>"""


def _bio_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    api: dict[str, str | Response] = {"/": Response.redirect(f"http://{BIO}/api-docs")}
    for key, title, count, harder in [
        (G1, "Aves de los humedales de la Sabana de Bogotá", 1840, False),
        (G2, "Colección de anfibios del Museo de Historia Natural de Cusco", 5213, True),
    ]:
        pages[f"/conjunto/{key}"] = bio.page(title, _bio_dataset(key, title, count, harder))
        occ = "".join(
            f'<li><a href="/ocurrencia/{n}">Ocurrencia {n}</a></li>'
            for n in range(4101200 + count, 4101203 + count)
        )
        nxt = (
            f'<a href="/ocurrencias/buscar?conjunto={key}&amp;pagina=2">Siguiente</a>'
            if harder
            else ""
        )
        pages[f"/ocurrencias/buscar?conjunto={key}"] = bio.page(
            "Búsqueda de ocurrencias",
            f'<h1>Ocurrencias</h1><p>Filtro: conjunto <a href="/conjunto/'
            f'{key}">{key}</a></p><ul>{occ}</ul>{nxt}',
        )
        pages[f"/conjunto/{key}/actividad"] = bio.page(
            "Actividad", f'<h1>Descargas que usan <a href="/conjunto/{key}">este conjunto</a></h1>'
        )
        api[f"/v1/conjunto/{key}/documento"] = xml(
            f"<eml:eml><dataset><title>{title}</title></dataset></eml:eml>"
        )
        if harder:
            pages[f"/ocurrencias/buscar?conjunto={key}&pagina=2"] = bio.page(
                "Búsqueda de ocurrencias (2)",
                f'<h1>Ocurrencias, página 2</h1><p><a href="/'
                f'ocurrencias/buscar?conjunto={key}">Anterior</a></p>',
            )
            pages[f"/ocurrencias/mapa?conjunto={key}"] = bio.page("Mapa", "<h1>Mapa</h1>")
            pages[f"/conjunto/{key}/proyecto"] = bio.page("Proyecto", "<h1>Proyecto</h1>")
            pages[f"/conjunto/{key}/metricas"] = bio.page("Métricas", "<h1>Métricas</h1>")
            pages[f"/ocurrencias/descargar?conjunto={key}"] = bio.page(
                "Solicitar descarga",
                "<h1>Solicitar descarga</h1><p>Inicie sesión para recibir "
                'el enlace por correo. <a href="/login">Iniciar sesión</a></p>',
            )
            api[f"/v1/conjunto/{key}/eml?version=2"] = xml(
                f"<eml:eml><title>{title}</title></eml:eml>"
            )
    for s in G2_SIBLINGS:
        pages[f"/conjunto/{s}"] = bio.page(f"Conjunto {s[:8]}", f"<h1>Conjunto {s[:8]}</h1>")
    return [bio.site(pages), Site(BIO_API, api)]


def _bio_truth(key: str, harder: bool) -> list[str]:
    b = f"http://{BIO}"
    out = [
        f"{b}/conjunto/{key}",
        f"{b}/ocurrencias/buscar?conjunto={key}",
        f"{b}/conjunto/{key}/actividad",
        f"http://{BIO_API}/v1/conjunto/{key}/documento",
    ]
    if harder:
        out += [
            f"{b}/ocurrencias/buscar?conjunto={key}&pagina=2",
            f"{b}/ocurrencias/mapa?conjunto={key}",
            f"{b}/conjunto/{key}/proyecto",
            f"{b}/conjunto/{key}/metricas",
            f"{b}/ocurrencias/descargar?conjunto={key}",
            f"http://{BIO_API}/v1/conjunto/{key}/eml?version=2",
        ]
    return out


def _bio_cases() -> list[Case]:
    return [
        # The seed's GBIF row: the dataset key is in the path or query of every artifact URI
        # (occurrence search, activity, the EML document on the API host) and in no chrome
        # link: Significant String from URI.
        case(
            "biodiversity-dataset",
            "biodiversity-data node (GBIF-like dataset)",
            "dataset",
            "sig_uri",
            f"http://{BIO}/conjunto/{G1}",
            _bio_truth(G1, False),
            _bio_sites,
        ),
        # Harder: paged occurrence search, map, project and metrics pages, a download request
        # page, a second EML version, and the publisher's other datasets listed.
        case(
            "biodiversity-dataset-museum",
            "biodiversity-data node (GBIF-like museum collection)",
            "dataset",
            "sig_uri",
            f"http://{BIO}/conjunto/{G2}",
            _bio_truth(G2, True),
            _bio_sites,
            others=[f"http://{BIO}/conjunto/{s}" for s in G2_SIBLINGS],
        ),
    ]


# --- open-government data portal (CKAN-like): resources on the agencies' servers -----------

OD = "datos.andinabierta.hx101.example"
OD_INE = "microdatos.inecuandes.hx101.example"
OD_MIN = "archivos.minambientesur.hx101.example"
od = Chrome(
    OD,
    "Datos Abiertos Andina",
    menu=[
        ("/dataset/", "Conjuntos de datos"),
        ("/organization/", "Organizaciones"),
        ("/group/", "Grupos"),
        ("/pages/acerca", "Acerca de"),
    ],
    footer=[
        ("/pages/terminos", "Términos"),
        ("/pages/privacidad", "Privacidad"),
        ("/api/3", "API"),
    ],
    title_format="{title} - {name}",
    lang="es",
    cookie_text="Este portal usa cookies analíticas.",
    cookie_label="Más información",
)


def _od_dataset(slug: str, title: str, org: str, res: list[tuple[str, str, str]]) -> str:
    rows = "".join(
        f'<li class="resource-item"><a href="/dataset/{slug}/resource/{rid}">{escape(name)}</a> '
        f'<span class="format">{fmt}</span> <a href="/dataset/{slug}/resource/{rid}">Más '
        "información</a></li>"
        for rid, name, fmt in res
    )
    return f"""<ol class="breadcrumb"><li><a href="/organization/{org}">{org}</a></li></ol>
<div class="dataset"><h1>{escape(title)}</h1><p class="notes">Conjunto de datos publicado por
la organización.</p><h2>Datos y recursos</h2><ul class="resource-list">{rows}</ul>
<p>Etiquetas: <a href="/dataset/?tags=encuestas">encuestas</a> <a
href="/dataset/?tags=estadistica">estadística</a></p><p>Licencia: Creative Commons
Atribución 4.0</p><p><a href="/dataset/activity/{slug}">Flujo de actividad</a> · <a
href="/api/3/action/package_show?id={slug}">API</a></p></div>"""


def _od_resource(slug: str, title: str, rid: str, name: str, url: str, view: str = "") -> str:
    v = (
        (
            f'<p><a href="/dataset/{slug}/resource/{rid}/view/{view}">Vista previa a pantalla '
            "completa</a></p>"
        )
        if view
        else ""
    )
    return od.page(
        f"{name} - {title}",
        f"""<ol class="breadcrumb"><li><a href="/dataset/{slug}">
{escape(title)}</a></li></ol><div class="resource"><h1>{escape(name)}</h1>
<p class="muted">URL: <a href="{url}">{escape(url)}</a></p>
<p><a class="btn" href="{url}">Descargar</a></p>{v}</div>""",
    )


OD_A = ("encuesta-nacional-hogares-2019", "Encuesta Nacional de Hogares 2019", "inec-andes")
OD_A_RES = [
    (
        "5b1e9c2a-7d3f-4a60-9b21-8c4d2e6f1a01",
        "Módulo de vivienda y hogar",
        "ZIP",
        f"http://{OD_INE}/enaho/2019/modulo01.zip",
    ),
    (
        "5b1e9c2a-7d3f-4a60-9b21-8c4d2e6f1a02",
        "Cuestionario",
        "PDF",
        f"http://{OD_INE}/enaho/2019/cuestionario.pdf",
    ),
]
OD_B = (
    "calidad-aire-estaciones-monitoreo",
    "Calidad del aire en estaciones de monitoreo",
    "ministerio-ambiente",
)
OD_B_SLUG = OD_B[0]
OD_B_RES = [
    (
        "e0a1",
        "PM2.5 horario 2023",
        "CSV",
        f"http://{OD}/dataset/{OD_B_SLUG}/resource/e0a1/download/pm25_2023.csv",
    ),
    (
        "e0a2",
        "PM10 horario 2023",
        "CSV",
        f"http://{OD}/dataset/{OD_B_SLUG}/resource/e0a2/download/pm10_2023.csv",
    ),
    ("e0a3", "Listado de estaciones", "CSV", f"http://{OD_MIN}/aire/estaciones.csv"),
    ("e0a4", "Metodología de medición", "PDF", f"http://{OD_MIN}/aire/metodologia.pdf"),
    ("e0a5", "Serie histórica 2010-2022", "ZIP", f"http://{OD_MIN}/aire/historico.zip"),
]


def _od_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    ine: dict[str, str | Response] = {"/": "<!DOCTYPE html><title>INEC Andes</title><h1>INEC</h1>"}
    mins: dict[str, str | Response] = {
        "/": "<!DOCTYPE html><title>Ministerio del Ambiente</title><h1>Archivos</h1>"
    }
    for (slug, title, org), res in [(OD_A, OD_A_RES), (OD_B, OD_B_RES)]:
        pages[f"/dataset/{slug}"] = od.page(
            title, _od_dataset(slug, title, org, [(r, n, f) for r, n, f, _u in res])
        )
        pages[f"/dataset/activity/{slug}"] = od.page("Actividad", "<h1>Actividad</h1>")
        pages[f"/api/3/action/package_show?id={slug}"] = text(
            f'{{"success": true, "result": {{"name": "{slug}"}}}}', "application/json"
        )
        for rid, name, fmt, url in res:
            view = "v1" if fmt == "CSV" and url.startswith(f"http://{OD}/") else ""
            pages[f"/dataset/{slug}/resource/{rid}"] = _od_resource(
                slug, title, rid, name, url, view
            )
            if view:
                pages[f"/dataset/{slug}/resource/{rid}/view/{view}"] = od.page(
                    f"Vista {name}", f"<h1>{escape(name)}</h1><table><tr><td>...</td></tr></table>"
                )
            path = url.split("/", 3)[3]
            body: Response = (
                csv([["estacion", "fecha", "valor"], ["E01", "2023-01-01", "12"]])
                if fmt == "CSV"
                else pdf_file(name, title)
                if fmt == "PDF"
                else zip_file({"LEAME.txt": name})
            )
            target = pages if url.startswith(f"http://{OD}/") else ine if OD_INE in url else mins
            target["/" + path] = body
    return [od.site(pages), Site(OD_INE, ine), Site(OD_MIN, mins)]


def _od_truth(slug: str, res: list[tuple[str, str, str, str]]) -> list[str]:
    out = [f"http://{OD}/dataset/{slug}"]
    for rid, _n, fmt, url in res:
        out += [f"http://{OD}/dataset/{slug}/resource/{rid}", url]
        if fmt == "CSV" and url.startswith(f"http://{OD}/"):
            out.append(f"http://{OD}/dataset/{slug}/resource/{rid}/view/v1")
    return out


def _od_cases() -> list[Case]:
    return [
        # A CKAN dataset: its resource pages sit under the dataset's path and their files on
        # the statistics institute's server: the seed's Kaggle/GitHub rows, Path-Based with
        # Externals.
        case(
            "opendata-household-survey",
            "open-government data portal (CKAN-like survey dataset)",
            "dataset",
            "path_based_externals",
            f"http://{OD}/dataset/{OD_A[0]}",
            _od_truth(OD_A[0], OD_A_RES),
            _od_sites,
        ),
        # Harder: five resources, two uploaded to the portal (download and preview under the
        # dataset path) and three on the ministry's file server.
        case(
            "opendata-air-quality",
            "open-government data portal (CKAN-like dataset with uploads and external files)",
            "dataset",
            "path_based_externals",
            f"http://{OD}/dataset/{OD_B_SLUG}",
            _od_truth(OD_B_SLUG, OD_B_RES),
            _od_sites,
        ),
    ]


# --- statistics office microdata release pages: bare static pages, no chrome ----------------

EST = "descargas.censosur.hx101.example"
EST_MIRROR = "espejo.censosur.hx101.example"


def _release(title: str, intro: str, files: list[tuple[str, str]]) -> str:
    # Generated static release pages: no menu, no footer, no parent link, inline style only.
    rows = "".join(f'<tr><td><a href="{h}">{escape(n)}</a></td></tr>' for h, n in files)
    return f"""<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>{escape(title)}</title>
<style>body{{font-family:monospace}} td{{padding:2px 8px}}</style></head>
<body><h1>{escape(title)}</h1><p>{escape(intro)}</p><table>{rows}</table>
<p>Generado el 2024-03-12 08:41</p></body></html>
"""


EPH = "/microdatos/eph/2023-t4/"
EPH_FILES = [
    "usu_individual_T423.zip",
    "usu_hogar_T423.zip",
    "diseno_registro_T423.pdf",
    "cuestionario_individual.pdf",
]
CNA = "/microdatos/censo-agropecuario-2018/"
CNA_LOCAL = [
    "LEAME.txt",
    "diccionario_variables.pdf",
    "cuestionario_cna2018.pdf",
    "sintaxis/cargar_cna2018.sps",
    "sintaxis/cargar_cna2018.do",
    "sintaxis/cargar_cna2018.R",
]
CNA_MIRROR = ["cna2018_explotaciones.zip", "cna2018_productores.zip", "cna2018_parcelas.zip"]


def _est_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/": "<!DOCTYPE html><title>Instituto de Estadística y Censos</title><h1>INDEC Sur</h1>",
    }
    pages[f"{EPH}index.html"] = _release(
        "Encuesta Permanente de Hogares - 4.º trimestre 2023 - Bases de microdatos",
        "Bases usuarias de personas y hogares, diseño de registro y cuestionario.",
        [(f, f) for f in EPH_FILES],
    )
    for f in EPH_FILES:
        pages[EPH + f] = (
            pdf_file(f, "EPH 2023")
            if f.endswith(".pdf")
            else zip_file({f[:-4] + ".txt": "CODUSU;ANO4;TRIMESTRE\n"})
        )
    pages[f"{CNA}index.html"] = _release(
        "Censo Nacional Agropecuario 2018 - Microdatos",
        "Las bases completas se descargan del servidor espejo.",
        [(f, f) for f in CNA_LOCAL] + [(f"http://{EST_MIRROR}{CNA}{f}", f) for f in CNA_MIRROR],
    )
    for f in CNA_LOCAL:
        pages[CNA + f] = pdf_file(f, "CNA 2018") if f.endswith(".pdf") else text(f"* {f}\n")
    mirror: dict[str, str | Response] = {
        "/": "<!DOCTYPE html><title>Servidor espejo</title><h1>Espejo</h1>"
    }
    for f in CNA_MIRROR:
        mirror[CNA + f] = zip_file({f[:-4] + ".csv": "id,provincia\n1,02\n"})
    return [Site(EST, pages), Site(EST_MIRROR, mirror)]


def _est_cases() -> list[Case]:
    e1, e2 = f"http://{EST}{EPH}index.html", f"http://{EST}{CNA}index.html"
    return [
        # A bare release page whose every link is a file of the release: Single Hop with no
        # chrome at all, so the seed's Single Page+ takes exactly the artifact.
        case(
            "microdata-quarterly-release",
            "statistics office microdata release (quarterly survey)",
            "dataset",
            "single_page_plus",
            e1,
            [e1, *(f"http://{EST}{EPH}{f}" for f in EPH_FILES)],
            _est_sites,
        ),
        # Harder: nine files, syntax files in a sub-folder and the large bases on the office's
        # mirror host.
        case(
            "microdata-census-release",
            "statistics office microdata release (agricultural census)",
            "dataset",
            "single_page_plus",
            e2,
            [
                e2,
                *(f"http://{EST}{CNA}{f}" for f in CNA_LOCAL),
                *(f"http://{EST_MIRROR}{CNA}{f}" for f in CNA_MIRROR),
            ],
            _est_sites,
        ),
    ]


def cases() -> list[Case]:
    return [*_bio_cases(), *_od_cases(), *_est_cases()]
