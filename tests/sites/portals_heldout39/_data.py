"""heldout39 data portals found by a URI string, by signposting or by title-plus-one-hop: a
Spanish biodiversity data portal, a Portuguese DSpace repository that signposts, and an
Italian Dryad-style data repository.

GBIF's shape (the dataset key in the path of every artifact URI, across the portal's
hosts) is the seed's Significant String from URI; a repository that declares its items and
metadata in HTTP Link headers is the seed's Signposting; Dryad's shape (the title in every
metadata page, the data files one hop away) is Significant String from Title+ with Ignored
URIs.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, blob, doc, enc, ul

# --- Spanish biodiversity data portal (GBIF-style) ----------------------------------------

BIO = Chrome(
    "datos.biomeseta.hx39.example",
    "Infraestructura de Datos de Biodiversidad de la Meseta",
    "es",
    [("/ocurrencias/buscar", "Ocurrencias"), ("/especies", "Especies"),
     ("/conjuntos", "Conjuntos de datos"), ("/editores", "Editores")],
    [("/aviso-legal", "Aviso legal"), ("/terminos", "Términos de uso"), ("/contacto", "Contacto")],
)  # fmt: skip
API = "http://api.biomeseta.hx39.example"
D1 = "5e1c7a3b-2f4d-4c9e-9a61-0b7d3e8f1a22"
D2 = "c08b2f6e-91d4-47a3-b5e0-7f3a2d19c6b4"
PUB = "a77e0d12-3c4b-4f5e-8d9a-112233445566"


def _bio_uris(d: str, big: bool) -> tuple[list[str], list[str]]:
    """(portal paths, API URLs) of dataset `d`: every one carries its key."""
    own = [f"/conjunto/{d}", f"/ocurrencias/buscar?conjunto={d}", f"/conjunto/{d}/metricas"]
    api = [f"{API}/v1/conjunto/{d}", f"{API}/v1/conjunto/{d}/documento"]
    if big:
        own += [f"/conjunto/{d}/eventos", f"/conjunto/{d}/taxonomia", f"/conjunto/{d}/proyecto",
                f"/ocurrencias/buscar?conjunto={d}&pagina=2", f"/conjunto/{d}/metricas?anio=2023",
                f"/descarga/solicitar?conjunto={d}"]  # fmt: skip
        api += [f"{API}/v1/conjunto/{d}/endpoint", f"{API}/v1/ocurrencia/buscar?conjunto={d}"]
    return own, api


def bio_sites() -> list[Site]:
    pages: dict[str, object] = {}
    api: dict[str, object] = {"/": blob('{"api": "v1"}', "application/json")}
    for d, big, t in (
        (D1, False, "Inventario de aves esteparias de Castilla 2019"),
        (D2, True, "Muestreo de briófitos en robledales del Sistema Central"),
    ):
        own, apis = _bio_uris(d, big)
        entry = own[0]
        main = (
            f'<h1>{t}</h1><p>Publicado por <a href="/editor/{PUB}">Universidad de la Meseta'
            '</a> · <a href="/red/0f9e8d7c-6b5a-4c3d-2e1f-a0b1c2d3e4f5">Red Ibérica</a></p>'
            + ul([(u, u.rsplit("/", 1)[1]) for u in own[1:3] + apis])
            + ul([(u, u.rsplit("/", 1)[1]) for u in own[3:6]])
            + '<p>Especie destacada: <a href="/especie/2878688">Otis tarda</a></p>'
            '<p>Licencia <a href="http://creativecommons.hx39ref.test/by/4.0/">CC BY 4.0</a></p>'
        )
        pages[entry] = BIO.page(t, main, share=BIO.url(entry))
        for p in own[1:]:
            sub = f'<p><a href="{entry}">{t}</a></p>'
            if p.startswith("/ocurrencias/buscar") and "pagina" not in p:
                sub += ul([(q, "página 2") for q in own if "pagina=2" in q])
                sub += ul([("/ocurrencia/99812", "Registro 99812"), ("/ocurrencia/99813", "99813")])
            if p == f"/conjunto/{d}/metricas":
                sub += ul([(q, "2023") for q in own if "anio=" in q])
            if p == f"/conjunto/{d}/proyecto":
                sub += ul([(q, "Solicitar descarga") for q in own if "descarga" in q])
            pages[p] = BIO.page(f"{t} – {p.split('/')[-1]}", sub)
        for u in apis:
            api[u[len(API) :]] = blob(f'{{"key": "{d}", "title": "{t}"}}', "application/json")
    sites = BIO.sites(pages)  # type: ignore[arg-type]
    sites.append(Site("api.biomeseta.hx39.example", api))  # type: ignore[arg-type]
    return sites


# --- Portuguese DSpace repository with signposting ---------------------------------------

DS = Chrome(
    "repositorio.univatlantica.hx39.example",
    "Repositório da Universidade Atlântica",
    "pt",
    [("/community-list", "Comunidades e coleções"), ("/browse/dateissued", "Por data"),
     ("/browse/author", "Por autor"), ("/statistics", "Estatísticas")],
    [("/info/feedback", "Comentários"), ("/info/privacy", "Política de privacidade"),
     ("/info/end-user-agreement", "Acordo de utilizador")],
)  # fmt: skip
H1, H2 = "/handle/10400.77/5123", "/handle/10400.77/8840"
ITEMS = {
    H1: ("3b9d1f20-aa11-4c2e-8f10-5d6e7f809112",
         "Erosão costeira na Costa da Caparica: monitorização 2010-2020",
         [("b1f0c2d3-0001-4e5f-9a0b-111111111111", "Dissertacao_Mestrado.pdf")], ["oai_dc"]),
    H2: ("7c2e4a61-bb22-4d3f-9e21-6e7f80912233",
         "Cerâmica romana de Conímbriga: tipologia e arqueometria",
         [("c2a1d3e4-0002-4f6a-8b1c-222222222222", "Tese_Doutoramento.pdf"),
          ("c2a1d3e4-0003-4f6a-8b1c-333333333333", "Anexo_I_catalogo.pdf"),
          ("c2a1d3e4-0004-4f6a-8b1c-444444444444", "dados_XRF.csv"),
          ("c2a1d3e4-0005-4f6a-8b1c-555555555555", enc("apresentação_provas.pdf"))],
         ["oai_dc", "datacite"]),
}  # fmt: skip


def _ds_declared(h: str) -> tuple[list[str], list[str]]:
    """(item URLs, describedby URLs) the landing page's Link header declares."""
    _uuid, _t, files, formats = ITEMS[h]
    items = [DS.url(f"/bitstreams/{b}/download") for b, _ in files]
    ident = f"oai:repositorio.univatlantica:{h.removeprefix('/handle/')}"
    described = [DS.url(f"/oai/request?verb=GetRecord&metadataPrefix={f}&identifier={ident}")
                 for f in formats]  # fmt: skip
    return items, described


def ds_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for h, (_uuid, t, files, _f) in ITEMS.items():
        items, described = _ds_declared(h)
        link = [f'<{DS.url(h)}>; rel="cite-as"',
                '<http://orcid.hx39ref.test/0000-0002-1825-0097>; rel="author"',
                '<http://creativecommons.hx39ref.test/by-nc/4.0/>; rel="license"',
                '<http://schema.hx39ref.test/ScholarlyArticle>; rel="type"']  # fmt: skip
        link += [
            f'<{u}>; rel="item"; type="{"text/csv" if n.endswith(".csv") else "application/pdf"}"'
            for u, (_b, n) in zip(items, files, strict=True)
        ]
        link += [f'<{u}>; rel="describedby"; type="application/xml"' for u in described]
        main = (
            f'<h1>{t}</h1><p>Autor: <a href="/browse/author?value=Silva">Silva, Ana</a></p>'
            "<h2>Ficheiros</h2>"
            + ul([(u, n) for u, (_b, n) in zip(items, files, strict=True)])
            + f'<p>Coleção: <a href="/handle/10400.77/1">Dissertações</a> · <a href="{h}/statistics'
            '">Estatísticas</a></p>'
        )
        # DSpace 7 also prints the metadata records in the page (HTML signposting).
        head = "".join(
            f'<link rel="describedby" type="application/xml" href="{escape(u)}">' for u in described
        )
        main += (
            "<p>Exportar: "
            + " ".join(
                f'<a href="{escape(u)}">{u.split("metadataPrefix=")[1].split("&")[0]}</a>'
                for u in described
            )
            + "</p>"
        )
        html = DS.page(t, main, head=head, share=DS.url(h))
        pages[h] = Response.html(html, headers=[("Link", ", ".join(link))])
        for u, (_b, n) in zip(items, files, strict=True):
            pages[u[len(DS.origin) :]] = (
                doc(t, [n]) if n.endswith(".pdf") else blob("amostra;Fe\n1;2.3\n", "text/csv")
            )
        for u in described:
            pages[u[len(DS.origin) :]] = blob(f"<OAI-PMH><title>{t}</title></OAI-PMH>", "text/xml")
    return DS.sites(pages)  # type: ignore[arg-type]


# --- Italian Dryad-style data repository --------------------------------------------------

DRY = Chrome(
    "dati.depositoaperto.hx39.example",
    "Deposito Aperto",
    "it",
    [("/cerca", "Esplora i dati"), ("/deposita", "Deposita"), ("/chi-siamo", "Chi siamo")],
    [("/termini", "Termini d'uso"), ("/privacy", "Privacy"), ("/contatti", "Contatti")],
    title_format="{title}",
    home_title="Deposito Aperto: dati della ricerca",
)  # fmt: skip
DY1, DY2 = "/dataset/doi:10.5077/dryad.fg42k", "/dataset/doi:10.5077/dryad.m9t3q"
DRY_T = {
    DY1: "Dati da: Fenologia del faggio lungo un gradiente altitudinale appenninico",
    DY2: "Dati da: Microplastiche nei sedimenti della laguna di Venezia, 2018-2022",
}


def _dry_parts(ds: str) -> tuple[list[str], list[str]]:
    """(pages that carry the title, files one hop from them)."""
    n = ds.rsplit(".", 1)[1]
    if ds == DY1:
        return [ds + "/metadati", ds + "/citazione"], [f"/stash/downloads/file_stream/{n}1"]
    titled = [ds + "/metadati", ds + "/citazione", ds + "/versione/1", ds + "/versione/2"]
    files = [f"/stash/downloads/file_stream/{n}{i}" for i in range(1, 5)]
    return titled, files + [f"/api/v2/datasets/{enc('doi:10.5077/dryad.' + n)}/download"]


def dry_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for ds, t in DRY_T.items():
        titled, files = _dry_parts(ds)
        names = (
            ["faggio_fenologia.csv"]
            if ds == DY1
            else ["sedimenti_2018.csv", "sedimenti_2022.csv", "README.md", "spettri_FTIR.zip"]
        )
        flinks = [(f, n) for f, n in zip(files, names, strict=False)]
        main = (
            f"<h1>{t}</h1><p>Citazione: Rossi, G. (2023). {t}. Deposito Aperto.</p>"
            "<h2>File</h2>" + ul(flinks)
            + ul([(p, p.rsplit("/", 1)[1]) for p in titled if "versione" not in p])
            + '<p>Articolo collegato: <a href="http://rivista.hx39ref.test/art/2231">Ecologia</a></p>'
        )  # fmt: skip
        if len(files) > len(names):
            main += f'<a href="{files[-1]}">Scarica l\'intero dataset (zip)</a>'
        pages[ds] = DRY.page(t, main, share=DRY.url(ds))
        for p in titled:
            sub = ""
            if p.endswith("/metadati") and ds == DY2:
                sub = ul([(q, q) for q in titled if "versione" in q])
            if "/versione/" in p:
                sub = ul([(files[int(p[-1]) - 1], "file della versione")])
            pages[p] = DRY.page(f"{t} – {p.rsplit('/', 1)[1]}", f"<h1>{t}</h1>{sub}")
        for f in files:
            pages[f] = blob("sito;quota;data\n1;1200;2021-04-02\n", "text/csv")
    return DRY.sites(pages)  # type: ignore[arg-type]


def cases() -> list[Case]:
    mh = "Multi-Hop"
    out = []
    for d, big, name, det in (
        (D1, False, "meseta-aves", "Spanish dataset page, API host"),
        (D2, True, "meseta-briofitos", "Spanish dataset, paged search, metrics, download"),
    ):
        own, apis = _bio_uris(d, big)
        # GBIF's shape: the dataset key is in every artifact URI (portal and API host),
        # and occurrence, publisher and species pages lack it: Significant String from URI.
        out.append(Case(name, f"biodiversity data portal ({det})", mh, "sig_uri",
                        BIO.url(own[0]), frozenset([*map(BIO.url, own), *apis]), bio_sites))  # fmt: skip
    for h, name, det in (
        (H1, "atlantica-erosao", "Portuguese DSpace thesis, one bitstream"),
        (H2, "atlantica-ceramica", "Portuguese thesis, 4 bitstreams, 2 metadata formats"),
    ):
        items, described = _ds_declared(h)
        # The landing page's Link header names its items and metadata: Signposting, the
        # seed's machine-readable boundary; author, licence and type links are not members.
        out.append(Case(name, f"signposting repository ({det})", mh, "signposting",
                        DS.url(h), frozenset([DS.url(h), *items, *described]), ds_sites))  # fmt: skip
    for ds, name, det in (
        (DY1, "aperto-faggio", "Italian Dryad-style dataset"),
        (DY2, "aperto-microplastiche", "Italian dataset, 2 versions, 4 files and a zip"),
    ):
        titled, files = _dry_parts(ds)
        # Dryad: every metadata page carries the entry's title, the data files do not and
        # are one hop from those pages: Significant String from Title+ with Ignored URIs.
        out.append(Case(name, f"data repository (Dryad-style, {det})", mh,
                        "sig_title_plus_ignored", DRY.url(ds),
                        frozenset(map(DRY.url, [ds, *titled, *files])), dry_sites))  # fmt: skip
    return out
