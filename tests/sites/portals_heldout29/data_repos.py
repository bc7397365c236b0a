"""Regional research-data repositories of heldout29: two Dataverse installations (a Chilean
university's, older, whose page titles end with the repository name; and a Norwegian one
that announces its boundary with FAIR Signposting) and a SiBBr-like Brazilian biodiversity
data portal (a GBIF node).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import CSV, JSON, TXT, XML, ZIP, Local, a, html, signposting, table, ul

# ------------------------------------------------------------- Dataverse (Chile, no signposting)
UC_HOST = "datos.uchile-cordillera.hx29.example"
UC = Local(
    UC_HOST,
    "Repositorio de Datos de Investigación UChile",
    menu=[
        ("/dataverse/uchile", "Explorar"),
        ("/dataverse/uchile?q=", "Buscar"),
        ("/guides/es/", "Guía de usuario"),
        ("/soporte", "Soporte"),
    ],
    footer=[
        ("/terminos", "Términos de uso"),
        ("/privacy", "Privacidad"),
        ("http://dataverse.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - {name}",
    home_title="Inicio - Repositorio de Datos de Investigación UChile",
    lang="es",
    switch=[
        ("/dataverseuser.xhtml?lang=es", "Español"),
        ("/dataverseuser.xhtml?lang=en", "English"),
    ],
    banner="Este sitio usa cookies de sesión.",
    search_label="Buscar",
    login_label="Iniciar sesión",
    signup_label="Registrarse",
)
UC_PID = "doi:10.34691/UCHILE/7QK2XZ"
UC_TITLE = "Balance de masa del glaciar Exploradores, Campo de Hielo Norte, 2015-2021"
UC_FILES = (
    ("ABCD12", "4411", "balance_masa_2015-2021.csv"),
    ("ABCD13", "4412", "estaciones_ablacion.tab"),
)


def _uc_parts() -> list[str]:
    ds = f"/dataset.xhtml?persistentId={UC_PID}"
    out = [ds, ds + "&version=1.0"]
    for fid, num, _n in UC_FILES:
        out += [
            f"/file.xhtml?persistentId={UC_PID}/{fid}&version=2.0",
            f"/api/access/datafile/{num}",
        ]
    out += [
        f"/api/datasets/export?exporter={e}&persistentId={UC_PID}"
        for e in ("dataverse_json", "ddi", "schema.org")
    ]
    return out


def _uc_sites() -> list[Site]:
    parts = _uc_parts()
    ds = parts[0]
    crumbs = f'<div class="breadcrumbs">{a("/dataverse/uchile", "Universidad de Chile")} › {a("/dataverse/glaciologia", "Laboratorio de Glaciología")}</div>'
    exports = " ".join(a(p, p.split("exporter=")[1].split("&")[0]) for p in parts[-3:])
    files = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={UC_PID}/{fid}&version=2.0', n)}</td><td>{a(f'/api/access/datafile/{num}', 'Descargar')}</td></tr>"
        for fid, num, n in UC_FILES
    )

    def dataset(version: str) -> str:
        return UC.page(
            UC_TITLE,
            f"""{crumbs}<div id="datasetVersionBlock"><h1 id="title">{escape(UC_TITLE)}</h1>
<p class="version">Versión {version}</p>
<div class="citation">Pérez, Javiera; Silva, Tomás, 2023, "{escape(UC_TITLE)}", <a href="http://doi.test/10.34691/UCHILE/7QK2XZ">https://doi.org/10.34691/UCHILE/7QK2XZ</a>, Repositorio de Datos de Investigación UChile, V2</div>
<div class="authors">Pérez, Javiera <a href="http://orcid.test/0000-0003-1111-2222">ORCID</a></div>
<div class="export"><span>Exportar metadatos:</span> {exports}</div>
<ul class="nav-tabs"><li>Archivos</li><li>Metadatos</li><li>Términos</li><li>Versiones: {a(ds, "2.0")} {a(ds + "&version=1.0", "1.0")}</li></ul>
<table class="files">{files}</table>
<div class="keywords">{a("/dataverse/uchile?q=keywordValue:glaciares", "glaciares")} {a("/dataverse/uchile?q=keywordValue:Patagonia", "Patagonia")}</div></div>""",
        )

    pages: dict[str, str | bytes | Response] = {
        ds: dataset("2.0"),
        ds + "&version=1.0": dataset("1.0"),
    }
    for fid, num, n in UC_FILES:
        pages[f"/file.xhtml?persistentId={UC_PID}/{fid}&version=2.0"] = UC.page(
            n,
            f"{crumbs}<h1>{escape(n)}</h1><p>Este archivo forma parte de {a(ds, UC_TITLE)}</p>"
            f"<p>{a(f'/api/access/datafile/{num}', 'Descargar')}</p>"
            + table([("Tipo", "Tabular"), ("MD5", "a9c1f0e2")]),
        )
        pages[f"/api/access/datafile/{num}"] = data(
            "fecha,estaca,balance_mwe\n2015-04-01,E1,-3.2\n", CSV if n.endswith(".csv") else TXT
        )
    pages[parts[-3]] = data(
        '{"datasetVersion":{"metadataBlocks":{"citation":{"fields":[{"typeName":"title","value":"'
        + UC_TITLE
        + '"}]}}}}',
        JSON,
    )
    pages[parts[-2]] = data(
        f'<?xml version="1.0"?><codeBook><stdyDscr><titl>{escape(UC_TITLE)}</titl></stdyDscr></codeBook>',
        XML,
    )
    pages[parts[-1]] = data(
        '{"@context":"http://schema.org","@type":"Dataset","name":"' + UC_TITLE + '"}',
        "application/ld+json; charset=utf-8",
    )
    pages["/dataverse/glaciologia"] = UC.page(
        "Laboratorio de Glaciología",
        f"<h1>Laboratorio de Glaciología</h1><h2>Datasets recientes</h2>{ul([a('/dataset.xhtml?persistentId=doi:10.34691/UCHILE/Z81MQA', 'Temperaturas superficiales del glaciar Grey, 2022')])}",
    )
    pages["/dataset.xhtml?persistentId=doi:10.34691/UCHILE/Z81MQA"] = UC.page(
        "Temperaturas superficiales del glaciar Grey, 2022",
        "<h1>Temperaturas superficiales del glaciar Grey, 2022</h1>",
    )
    pages["/dataverse/uchile"] = UC.page("Universidad de Chile", "<h1>Universidad de Chile</h1>")
    return [UC.site(pages)]


# --------------------------------------------------------- Dataverse (Norway, with signposting)
NO_HOST = "dataverse.uit-fjell.hx29.example"
NO = Local(
    NO_HOST,
    "DataverseNO",
    menu=[
        ("/dataverse/root", "Utforsk"),
        ("/dataverse/root?q=", "Søk"),
        ("/guides/no/", "Brukerveiledning"),
        ("/info/deposit", "Deponer data"),
    ],
    footer=[
        ("/info/terms", "Bruksvilkår"),
        ("/privacy", "Personvern"),
        ("http://site.uit.test/dataverseno", "Om DataverseNO"),
        ("http://dataverse.test/", "Powered by Dataverse"),
    ],
    title_format="{title}",
    home_title="DataverseNO",
    lang="nb",
    switch=[("/dataverseuser.xhtml?lang=no", "Norsk"), ("/dataverseuser.xhtml?lang=en", "English")],
    banner="Vi bruker informasjonskapsler.",
    search_label="Søk",
    login_label="Logg inn",
    signup_label="Registrer deg",
)
NO_PID = "doi:10.18710/QX7PLM"
NO_TITLE = "Replication Data for: Sjøisutbredelse i Barentshavet 1979–2022"


def _no_parts() -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    items = [
        ("/api/access/datafile/9901", "text/csv", "isutbredelse_maaned.csv"),
        ("/api/access/datafile/9902", "text/plain", "README_no.txt"),
    ]
    meta = [
        (
            f"/api/datasets/export?exporter=schema.org&persistentId={NO_PID}",
            "application/ld+json",
            "Schema.org JSON-LD",
        ),
        (
            f"/api/datasets/export?exporter=Datacite&persistentId={NO_PID}",
            "application/xml",
            "DataCite",
        ),
    ]
    return items, meta


def _no_sites() -> list[Site]:
    items, meta = _no_parts()
    u = f"http://{NO_HOST}"
    ds = f"/dataset.xhtml?persistentId={NO_PID}"
    link = signposting(
        [
            ("http://doi.test/10.18710/QX7PLM", "cite-as", ""),
            ("http://orcid.test/0000-0002-7777-8888", "author", ""),
            ("http://creativecommons.test/publicdomain/zero/1.0/", "license", ""),
            ("https://schema.org/AboutPage", "type", ""),
            ("https://schema.org/Dataset", "type", ""),
            *((u + p, "item", c) for p, c, _n in items),
            *((u + p, "describedby", c) for p, c, _n in meta),
        ]
    )
    body = NO.page(
        NO_TITLE,
        f"""<div class="breadcrumbs">{a("/dataverse/root", "DataverseNO")} › {a("/dataverse/uit", "UiT Norges arktiske universitet")}</div>
<h1 id="title">{escape(NO_TITLE)}</h1>
<div class="citation">Hansen, Ingrid; Olsen, Per, 2023, "{escape(NO_TITLE)}", <a href="http://doi.test/10.18710/QX7PLM">https://doi.org/10.18710/QX7PLM</a>, DataverseNO, V1</div>
<div class="export">Eksporter metadata: {" ".join(a(p, n) for p, _c, n in meta)}</div>
<table class="files">{"".join(f"<tr><td>{escape(n)}</td><td>{a(p, 'Last ned')}</td></tr>" for p, _c, n in items)}</table>
<div class="related">Relatert publikasjon: <a href="http://doi.test/10.1029/2023GL101234">Geophys. Res. Lett. (2023)</a></div>
<div class="keywords">{a("/dataverse/root?q=keywordValue:sj%C3%B8is", "sjøis")}</div>""",
        head="".join(f'<link rel="describedby" href="{p}" type="{c}">' for p, c, _n in meta),
    )
    pages: dict[str, str | bytes | Response] = {ds: html(body, link)}
    pages[items[0][0]] = data("aar,maaned,areal_km2\n1979,3,912000\n", CSV)
    pages[items[1][0]] = data(f"{NO_TITLE}\nVariabler: aar, maaned, areal_km2\n", TXT)
    pages[meta[0][0]] = data(
        '{"@context":"http://schema.org","@type":"Dataset","name":"' + NO_TITLE + '"}',
        "application/ld+json; charset=utf-8",
    )
    pages[meta[1][0]] = data(
        f'<?xml version="1.0"?><resource><titles><title>{escape(NO_TITLE)}</title></titles></resource>',
        XML,
    )
    pages["/dataverse/uit"] = NO.page("UiT Norges arktiske universitet", "<h1>UiT</h1>")
    return [NO.site(pages)]


def _dataverse_cases() -> list[Case]:
    uc = [f"http://{UC_HOST}{p}" for p in _uc_parts()]
    items, meta = _no_parts()
    no = f"http://{NO_HOST}/dataset.xhtml?persistentId={NO_PID}"
    return [
        # Dataverse without signposting (the seed's Dataverse row): Multi-Hop (dataset ->
        # file pages -> downloads; versions; metadata exports).  Titles end with " - <repo>"
        # as the homepage's does ("Inicio - <repo>"), so the title filtered from its end is
        # the dataset title, present on every page and export of the dataset
        # -> sig_filtered_title.  The downloads do not carry it (the seed's "potentially
        # misses"); the collection, keyword searches and the other dataset are not it.
        Case(
            "dataverse-uchile-exploradores",
            "Dataverse-like (university data repository, Chile)",
            "Multi-Hop",
            "sig_filtered_title",
            uc[0],
            frozenset(uc),
            _uc_sites,
            others=frozenset(
                {f"http://{UC_HOST}/dataset.xhtml?persistentId=doi:10.34691/UCHILE/Z81MQA"}
            ),
        ),
        # A newer Dataverse that sends FAIR Signposting: its Link header names the data
        # files (rel=item) and metadata exports (rel=describedby); cite-as is the DOI,
        # author/licence/type lie outside -> signposting.  Truth: landing, items, exports.
        Case(
            "dataverseno-barents-seaice",
            "Dataverse-like (DataverseNO, Norway, with signposting)",
            "Single Hop",
            "signposting",
            no,
            frozenset(
                {
                    no,
                    *(f"http://{NO_HOST}{p}" for p, _c, _n in items),
                    *(f"http://{NO_HOST}{p}" for p, _c, _n in meta),
                }
            ),
            _no_sites,
        ),
    ]


# -------------------------------------------------------------------------- SiBBr-like (GBIF node)
SB_HOST = "portal.sibbr-jacaranda.hx29.example"
SB_API = "api.sibbr-jacaranda.hx29.example"
SB = Local(
    SB_HOST,
    "SiBBr - Sistema de Informação sobre a Biodiversidade Brasileira",
    menu=[
        ("/occurrence/search", "Ocorrências"),
        ("/species/search", "Espécies"),
        ("/dataset/search", "Conjuntos de dados"),
        ("/publisher/search", "Publicadores"),
        ("/sobre", "Sobre"),
    ],
    footer=[
        ("/termos", "Termos de uso"),
        ("/privacy", "Privacidade"),
        ("http://www.gov.test/mcti", "MCTI"),
        ("http://www.gbif.test/", "GBIF"),
    ],
    title_format="{title} | {name}",
    home_title="SiBBr - Sistema de Informação sobre a Biodiversidade Brasileira",
    lang="pt-BR",
    switch=[("/idioma/pt", "Português"), ("/idioma/en", "English"), ("/idioma/es", "Español")],
    banner="Este portal utiliza cookies.",
    social=[
        ("http://www.instagram.test/sibbr", "Instagram"),
        ("http://www.youtube.test/sibbr", "YouTube"),
    ],
    search_label="Pesquisar",
    login_label="Entrar",
    signup_label="Cadastre-se",
)
SB_KEY = "c4a2e7b1-5d3f-4e8a-9b06-71d2f3a8e5c9"


def _sb_parts() -> list[str]:
    k = SB_KEY
    return [
        f"http://{SB_HOST}/dataset/{k}",
        f"http://{SB_HOST}/dataset/{k}/metrics",
        f"http://{SB_HOST}/dataset/{k}/activity",
        f"http://{SB_HOST}/occurrence/search?datasetKey={k}",
        f"http://{SB_HOST}/occurrence/gallery?datasetKey={k}",
        f"http://{SB_HOST}/literature/search?gbifDatasetKey={k}",
        f"http://{SB_API}/v1/dataset/{k}/document",
        f"http://{SB_API}/v1/occurrence/download/dataset/{k}.zip",
    ]


def _sb_sites() -> list[Site]:
    k = SB_KEY
    p = [x.split(".example", 1)[1] for x in _sb_parts()]
    title = "Herbário do Jardim Botânico do Rio de Janeiro (RB) - Coleção de Bromeliaceae"
    pub, inst, other = (
        "5e1a0f3c-2b7d-4c91-a8e6-0d3f9b2c7a14",
        "8b0d2e4f-6a1c-4e3b-9f7d-2c5a8e1b0d36",
        "e9f1c3a5-7b2d-4f60-8c4e-1a3b5d7f9e20",
    )
    tabs = ul(
        [
            a(p[0], "Sobre"),
            a(p[1], "Métricas"),
            a(p[2], "Atividade"),
            a(p[3], "Ocorrências"),
            a(p[4], "Galeria"),
            a(p[5], "Citações"),
        ],
        "tabs",
    )
    head = f"<h1>{escape(title)}</h1><p>Publicado por {a(f'/publisher/{pub}', 'Instituto de Pesquisas Jardim Botânico do Rio de Janeiro')}</p>{tabs}"
    pages: dict[str, str | bytes | Response] = {
        p[0]: SB.page(
            title,
            f"""{head}<section class="descricao"><h2>Descrição</h2><p>Registros de exsicatas da família Bromeliaceae…</p></section>
{table([("Registros", "48.213"), ("Licença", "CC BY 4.0"), ("Instalação", a(f"/installation/{inst}", "IPT JBRJ")), ("País", a("/country/BR", "Brasil"))])}
<p>Metadados: <a href="http://{SB_API}/v1/dataset/{k}/document">EML</a> · Download: <a href="http://{SB_API}/v1/occurrence/download/dataset/{k}.zip">Darwin Core Archive</a></p>
<p>Táxons em destaque: {a("/species/5293", "Vriesea")} {a("/species/2695", "Tillandsia")}</p>
<aside><h3>Conjuntos de dados relacionados</h3>{a(f"/dataset/{other}", "Herbário RB - Orchidaceae")}</aside>""",
            share=None,
        ),
        p[1]: SB.page(f"Métricas: {title}", f"{head}<p>Registros por ano…</p>"),
        p[2]: SB.page(f"Atividade: {title}", f"{head}<p>312 downloads em 2023</p>"),
        p[3]: SB.page(
            "Ocorrências",
            f"{head}<table><tr><td>{a('/occurrence/3301229876', 'Vriesea gigantea Gaudich.')}</td></tr></table>",
        ),
        p[4]: SB.page("Galeria", f"{head}<p>Imagens das exsicatas</p>"),
        p[5]: SB.page("Citações", f"{head}<p>14 publicações citam este conjunto de dados.</p>"),
    }
    for q, t in (
        (f"/publisher/{pub}", "Instituto de Pesquisas JBRJ"),
        (f"/installation/{inst}", "IPT JBRJ"),
        ("/country/BR", "Brasil"),
        ("/species/5293", "Vriesea"),
        ("/species/2695", "Tillandsia"),
        (f"/dataset/{other}", "Herbário RB - Orchidaceae"),
        ("/occurrence/3301229876", "Vriesea gigantea"),
    ):
        pages[q] = SB.page(t, f"<h1>{escape(t)}</h1>")
    api = Site(SB_API)
    api.add(
        p[6],
        data(
            f'<?xml version="1.0"?><eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>',
            XML,
        ),
    )
    api.add(p[7], Response.data(b"PK\x03\x04 dwca", ZIP))
    return [SB.site(pages), api]


def _sb_cases() -> list[Case]:
    # A GBIF-node dataset (the seed's GBIF row): its tabs, occurrence search and gallery,
    # literature search, EML document and Darwin Core Archive (on the API host) all carry
    # the dataset key in their URIs, nothing else does (publisher, installation, taxa,
    # occurrence records, related datasets) -> sig_uri.  No share links carry the key.
    return [
        Case(
            "sibbr-bromeliaceae",
            "SiBBr-like (Brazilian biodiversity data portal, GBIF node)",
            "Multi-Hop",
            "sig_uri",
            _sb_parts()[0],
            frozenset(_sb_parts()),
            _sb_sites,
            others=frozenset({f"http://{SB_HOST}/dataset/e9f1c3a5-7b2d-4f60-8c4e-1a3b5d7f9e20"}),
        )
    ]


CASES: list[Case] = [*_dataverse_cases(), *_sb_cases()]
