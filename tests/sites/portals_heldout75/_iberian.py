"""heldout75's Portuguese and Spanish portals: an OSF-style open-science project platform
(site name before the title), a DSpace 7 repository that sends signposting Link headers, a
Dataverse-style data repository (site name after the title) and a Kaggle-style data
challenge platform whose downloads live on another domain."""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import Response, Site

from ._kit import Chrome, Labels, file_body, ul

PT = Labels(
    "Pesquisar",
    "Entrar",
    "Criar conta",
    "Este sítio utiliza cookies.",
    "Aceitar",
    "Página não encontrada",
    "Início",
)
ES = Labels(
    "Buscar",
    "Iniciar sesión",
    "Registrarse",
    "Utilizamos cookies propias y de terceros.",
    "Aceptar",
    "Página no encontrada",
    "Inicio",
)

# ---------------------------------------------------------------- Portuguese open-science projects (OSF-like)
CAB = Chrome(
    "projetos.ciencia-aberta-br.hx75.example",
    "CAberta",
    "pt-BR",
    PT,
    [("/", "Início"), ("/explorar", "Explorar"), ("/preprints", "Preprints"), ("/ajuda", "Ajuda")],
    [("/termos", "Termos de uso"), ("/privacidade", "Privacidade"), ("/status", "Status")],
    title_format="{name} | {title}",
    home_title="CAberta | Plataforma de ciência aberta",
    share=False,
)
PRJ_A = ("k7p2m", "Efeitos do fogo na regeneração do Cerrado", ["wiki"], ["parcelas_2021.csv"])
PRJ_B = (
    "x9qf4",
    "Mobilidade urbana e qualidade do ar em Lisboa: dados e código",
    ["wiki", "analytics", "registrations"],
    ["estacoes.csv", "no2_horario.csv", "modelo.R", "leia-me.txt"],
)


def _cab_file(pid: str, f: str) -> str:
    """The small project's files sit under its path; the big one's files have their own
    short ids, as the real platform gives every file a GUID of its own."""
    if pid == PRJ_B[0]:
        return f"/{pid[0]}f{sum(map(ord, f)) % 1000:03d}z/"
    return f"/{pid}/files/osfstorage/{f}"


def _cab_pages(pid: str, title: str, tabs: list[str], files: list[str]) -> dict[str, object]:
    t = escape(title)
    crumbs = f'<p class="crumbs"><a href="/{pid}/">{t}</a></p>'
    nav = ul(
        [(f"/{pid}/{tab}/", tab.capitalize()) for tab in tabs] + [(f"/{pid}/files/", "Arquivos")]
    )
    flist = ul([(_cab_file(pid, f), f) for f in files])
    people = '<p>Contribuidores: <a href="/perfil/r4mq8/">R. Moura</a></p>'
    pages: dict[str, object] = {
        f"/{pid}/": CAB.page(title, f"<h1>{t}</h1>{nav}<h2>Arquivos</h2>{flist}{people}"),
        f"/{pid}/files/": CAB.page(f"{title} - Arquivos", f"{crumbs}<h1>Arquivos</h1>{flist}"),
    }
    for tab in tabs:
        pages[f"/{pid}/{tab}/"] = CAB.page(f"{title} - {tab}", f"{crumbs}<h1>{tab}</h1><p>…</p>")
    for f in files:
        # the file's preview page: its breadcrumb names the project; the download itself
        # is a JavaScript button (no link), as on the real platform
        pages[_cab_file(pid, f)] = CAB.page(
            f,
            f"{crumbs}<h1>{escape(f)}</h1><button data-action=download>Baixar</button><pre>…</pre>",
        )
    return pages


def cab_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for p in (PRJ_A, PRJ_B):
        pages.update(_cab_pages(*p))
    return [CAB.site(pages)]  # type: ignore[arg-type]


def cab_truth(pid: str, title: str, tabs: list[str], files: list[str]) -> list[str]:
    return [CAB.url(p) for p in _cab_pages(pid, title, tabs, files)]


# ---------------------------------------------------------------- Portuguese DSpace 7 repository (signposting)
RUM = Chrome(
    "repositorio.univ-douro.hx75.example",
    "RepositóriUD",
    "pt-PT",
    PT,
    [
        ("/home", "Início"),
        ("/community-list", "Comunidades e Coleções"),
        ("/browse/dateissued", "Por data"),
        ("/browse/author", "Por autor"),
        ("/statistics", "Estatísticas"),
    ],
    [
        ("/info/privacy", "Política de privacidade"),
        ("/info/end-user-agreement", "Acordo de utilizador"),
        ("/info/feedback", "Enviar feedback"),
    ],
    share=False,
)
HDL = "hdl.univ-douro.hx75.example"
ITEM_A = (
    "8c1e4f20-3b7d-4a09-b6e2-5f0a9c3d7e11",
    "10400.22/5512",
    "Viticultura de montanha no Douro: um estudo de caso",
    ["tese.pdf"],
)
ITEM_B = (
    "f03a9b6d-1c2e-4d58-9a7f-e4b2c6d80a35",
    "10400.22/6120",
    "Modelação hidrológica da bacia do Tâmega",
    ["dissertacao.pdf", "anexos.zip", "dados_caudais.csv"],
)


def _rum_item(
    uuid: str, handle: str, title: str, files: list[str]
) -> tuple[dict[str, object], list[str]]:
    base = f"/items/{uuid}"
    bits = [f"/bitstreams/{uuid[:8]}-{i}/download" for i in range(len(files))]
    meta = f"/signposting/describedby/{uuid}"
    link = ", ".join(
        [f'<{RUM.url(b)}>; rel="item"; type="application/octet-stream"' for b in bits]
        + [
            f'<{RUM.url(meta)}>; rel="describedby"; type="application/vnd.datacite.datacite+xml"',
            f'<http://{HDL}/{handle}>; rel="cite-as"',
            '<http://www.orcid-hx.test/0000-0002-1825-0097>; rel="author"',
        ]
    )
    fl = ul([(b, f) for b, f in zip(bits, files, strict=True)])
    main = (
        f'<h1>{escape(title)}</h1><p>URI: <a href="http://{HDL}/{handle}">http://{HDL}/{handle}</a></p>'
        f'<h2>Ficheiros</h2>{fl}<p>Exportar: <a href="{meta}">DataCite XML</a></p><p><a href="{base}/full">Mostrar registo completo</a></p>'
        f'<p>Coleção: <a href="/collections/teses-ud">Teses e dissertações</a></p>'
    )
    pages: dict[str, object] = {
        base: Response.html(RUM.page(title, main), headers=[("Link", link)]),
        f"{base}/full": RUM.page(
            title, f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td></tr></table>"
        ),
        meta: Response.data(
            f"<resource><title>{title}</title></resource>".encode(), "application/xml"
        ),
    }
    for b, f in zip(bits, files, strict=True):
        pages[b] = file_body(f, title)
    truth = [RUM.url(base), RUM.url(meta)] + [RUM.url(b) for b in bits]
    return pages, truth


def rum_sites() -> list[Site]:
    pages: dict[str, object] = {}
    hdl: dict[str, object] = {}
    for uuid, handle, title, files in (ITEM_A, ITEM_B):
        pages.update(_rum_item(uuid, handle, title, files)[0])
        hdl[f"/{handle}"] = Response.redirect(RUM.url(f"/items/{uuid}"), 302)
    return [RUM.site(pages), Site(HDL, hdl)]  # type: ignore[arg-type]


def rum_truth(uuid: str, handle: str, title: str, files: list[str]) -> list[str]:
    return _rum_item(uuid, handle, title, files)[1]


# ---------------------------------------------------------------- Spanish Dataverse-style repository
DVE = Chrome(
    "datos.repositorio-ibero.hx75.example",
    "Datos IBERO",
    "es",
    ES,
    [("/dataverse/root", "Dataverses"), ("/guias", "Guía de usuario"), ("/soporte", "Soporte")],
    [
        ("/aviso-legal", "Aviso legal"),
        ("/accesibilidad", "Accesibilidad"),
        ("/cookies", "Política de cookies"),
    ],
    title_format="{title} - {name}",
    home_title="Inicio - Datos IBERO",
    share=False,
)
DV_A = (
    "doi:10.21950/QKX7PA",
    "Encuesta de salud mental en universitarios andaluces 2022",
    ["cuestionario.pdf"],
    False,
)
DV_B = (
    "doi:10.21950/MU3ZTR",
    "Registros acústicos de murciélagos en Doñana",
    ["grabaciones_2019.zip", "grabaciones_2020.zip", "especies.tab", "protocolo.pdf"],
    True,
)


def _dve_pages(pid: str, title: str, files: list[str], big: bool) -> dict[str, object]:
    t = escape(title)
    ds = f"/dataset.xhtml?persistentId={pid}"
    items = [(f"/file.xhtml?persistentId={pid}/F{i + 1}", f) for i, f in enumerate(files)]
    fl = ul(items[:2])
    if big:  # the file table shows two files a page; the second page repeats the title
        fl += f'<p><a href="{ds}&amp;fileTab=2">Página 2</a></p>'
    host = '<p>Dataverse: <a href="/dataverse/ecologia-y-salud">Ecología y salud</a></p>'
    vers = f'<p><a href="{ds}&amp;version=1.0">Versión 1.0</a></p>' if big else ""
    main = (
        f"<h1>{t}</h1>{host}<p>{pid}</p><h2>Archivos</h2>{fl}{vers}"
        f'<p>Exportar metadatos: <a href="/api/datasets/export?exporter=dataverse_json&amp;persistentId={pid}">JSON</a></p>'
        "<p>Contacto: <button>Contactar</button></p>"
    )
    pages: dict[str, object] = {ds: DVE.page(title, main)}
    for i, f in enumerate(files):
        pages[f"/file.xhtml?persistentId={pid}/F{i + 1}"] = DVE.page(
            f,
            f"<h1>{escape(f)}</h1><p>Este archivo forma parte de «{t}».</p><button>Descargar</button>",
        )
    body = json.dumps({"datasetVersion": {"title": title}}, ensure_ascii=False).encode()
    pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={pid}"] = Response.data(
        body, "application/json"
    )
    if big:
        pages[f"{ds}&fileTab=2"] = DVE.page(
            title, f"<h1>{t}</h1><h2>Archivos (2)</h2>{ul(items[2:])}"
        )
        pages[f"{ds}&version=1.0"] = DVE.page(
            title, f"<h1>{t}</h1><p>Versión 1.0 (no es la última)</p>"
        )
    return pages


def dve_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for d in (DV_A, DV_B):
        pages.update(_dve_pages(*d))
    return [DVE.site(pages)]  # type: ignore[arg-type]


def dve_truth(pid: str, title: str, files: list[str], big: bool) -> list[str]:
    return [DVE.url(p) for p in _dve_pages(pid, title, files, big)]


# ---------------------------------------------------------------- Spanish data challenges (Kaggle-like)
RETOS = Chrome(
    "www.retos-datos.hx75.example",
    "RetosDatos",
    "es",
    ES,
    [
        ("/competiciones", "Competiciones"),
        ("/conjuntos", "Conjuntos de datos"),
        ("/aprende", "Aprende"),
    ],
    [("/condiciones", "Condiciones"), ("/privacidad", "Privacidad"), ("/contacto", "Contacto")],
    share=False,
)
NUBE = "descargas.nubealmacen.hx75.example"
COMP_A = (
    "/competiciones/prediccion-sequia-iberica/",
    ["datos", "clasificacion"],
    ["train.csv", "test.csv"],
    0,
)
COMP_B = (
    "/competiciones/deteccion-incendios-satelite/",
    ["datos", "codigo", "discusion", "clasificacion", "reglas"],
    ["train_imgs.zip", "test_imgs.zip", "sample_submission.csv"],
    3,
)


def _retos_pages(prefix: str, tabs: list[str], files: list[str], threads: int) -> dict[str, object]:
    nav = ul([(prefix, "Resumen")] + [(prefix + t, t.capitalize()) for t in tabs])
    pages: dict[str, object] = {
        prefix: RETOS.page(prefix.split("/")[2], f"<h1>{prefix.split('/')[2]}</h1>{nav}")
    }
    for t in tabs:
        body = f"<h1>{t}</h1>{nav}"
        if t == "datos":
            body += ul([(f"http://{NUBE}{prefix}{f}", f) for f in files])
        if t == "discusion":
            body += ul([(f"{prefix}discusion/{400 + i}", f"Hilo {i}") for i in range(threads)])
        pages[prefix + t] = RETOS.page(t, body)
    for i in range(threads):
        pages[f"{prefix}discusion/{400 + i}"] = RETOS.page(f"Hilo {i}", f"<h1>Hilo {i}</h1>{nav}")
    return pages


def retos_sites() -> list[Site]:
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    for prefix, tabs, fs, n in (COMP_A, COMP_B):
        pages.update(_retos_pages(prefix, tabs, fs, n))
        for f in fs:
            files[prefix + f] = file_body(f, "id,valor\n1,0\n")
    return [RETOS.site(pages), Site(NUBE, files)]  # type: ignore[arg-type]


def retos_truth(prefix: str, tabs: list[str], files: list[str], threads: int) -> list[str]:
    return [RETOS.url(p) for p in _retos_pages(prefix, tabs, files, threads)] + [
        f"http://{NUBE}{prefix}{f}" for f in files
    ]
