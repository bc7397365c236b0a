"""Latin-American, African, Indian and Spanish-language portals of heldout29: SciELO-like
journal collections (Brazil, Chile), a Redalyc-like journal platform, a La-Referencia-like
(VuFind) regional aggregator, AJOL-like OJS journals (French and Swahili), a
Shodhganga-like DSpace thesis repository (with a Handle resolver) and a
Biblioteca-Virtual-Cervantes-like digital library of literary works.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import BIB, RIS, TXT, XML, Local, a, table, ul

# ------------------------------------------------------------------------------ SciELO-like
_SCIELO = {
    "www.scielo-ipe.hx29.example": (
        "SciELO Brasil",
        "pt",
        "rbz",
        "Revista Brasileira de Zootecnia",
        "Xk3mPq7TzL9wR2cVb8nH4dF",
        "Desempenho de bovinos Nelore suplementados em pastagens de capim-marandu no período seco",
        "Performance of Nellore cattle supplemented on marandu grass pastures in the dry season",
        "en",
    ),
    "www.scielo-araucaria.hx29.example": (
        "SciELO Chile",
        "es",
        "rchnat",
        "Revista Chilena de Historia Natural",
        "Tq8vLw2NxR5bKc7Zm4Hp9Js",
        "Diversidad de líquenes epífitos en bosques templados de Nothofagus en la Araucanía",
        "Epiphytic lichen diversity in temperate Nothofagus forests of the Araucanía",
        "en",
    ),
}


def _scielo_parts(host: str) -> tuple[list[str], list[str]]:
    _n, lang, j, _jn, aid, *_t, alt = _SCIELO[host]
    base = f"/j/{j}/a/{aid}/"
    truth = [
        f"{base}?lang={lang}",
        f"{base}?lang={alt}",
        f"{base}?format=pdf&lang={lang}",
        f"{base}?format=pdf&lang={alt}",
        f"/citation/export/{aid}/?format=ris",
        f"/citation/export/{aid}/?format=bibtex",
    ]
    others = [
        f"/j/{j}/a/Gh2K9pLw3Rt7Qz1Xc5Vb8Nm/?lang={lang}",
        f"/j/{j}/a/Pm6Yd4Sx8Fj2Lq9Wr3Tc7Kh/?lang={lang}",
    ]
    return truth, others


def _scielo_sites() -> list[Site]:
    out = []
    for host, (name, lang, j, jname, aid, title, title_alt, alt) in _SCIELO.items():
        pt = lang == "pt"
        P = Local(
            host,
            name,
            menu=[
                ("/journals/alpha?status=current", "Periódicos" if pt else "Revistas"),
                ("/search/", "Busca" if pt else "Búsqueda"),
                ("/about/", "Sobre o SciELO" if pt else "Acerca de SciELO"),
                ("/contact/", "Contato" if pt else "Contacto"),
            ],
            footer=[
                ("/about/terms/", "Termos de uso" if pt else "Términos de uso"),
                ("/privacy", "Privacidade" if pt else "Privacidad"),
                ("http://www.scielo.test/", "Rede SciELO"),
                ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
            ],
            title_format="{name} - Brasil - {title}" if pt else "{name} - {title}",
            home_title=f"{name} - Scientific Electronic Library Online",
            lang=lang,
            switch=[
                ("/set_locale/pt_BR/", "Português"),
                ("/set_locale/es/", "Español"),
                ("/set_locale/en/", "English"),
            ],
            banner="Este site usa cookies." if pt else "Este sitio utiliza cookies.",
            social=[
                ("http://twitter.test/RedeSciELO", "X"),
                ("http://www.youtube.test/scielo", "YouTube"),
            ],
            search_label="Buscar",
            login_label="Entrar" if pt else "Ingresar",
            signup_label="Cadastrar" if pt else "Registrarse",
            share_label="Compartilhar" if pt else "Compartir",
        )
        truth, others = _scielo_parts(host)
        pages: dict[str, str | bytes | Response] = {}
        for view_lang, t, t2 in ((lang, title, title_alt), (alt, title_alt, title)):
            other_view = truth[1] if view_lang == lang else truth[0]
            pages[f"/j/{j}/a/{aid}/?lang={view_lang}"] = P.page(
                t,
                f"""<div class="journal-bar">{a(f"/j/{j}/", jname)} · {a(f"/j/{j}/i/2023.v52/", "Vol. 52, 2023")} · {a(f"/j/{j}/grid", "Todos os números" if pt else "Todos los números")}</div>
<div class="articleBadge">{"Artigo" if pt else "Artículo"} · {a(other_view, "Texto (" + (alt if view_lang == lang else lang) + ")")}</div>
<h1 class="article-title">{escape(t)}</h1><h2 class="trans-title">{escape(t2)}</h2>
<div class="contribGroup"><a href="http://lattes.test/1234567890123456">Ana Paula Souza</a> <a href="http://orcid.test/0000-0001-2345-6789">ORCID</a>;
<a href="http://lattes.test/6543210987654321">Carlos Mendes</a></div>
<ul class="articleMenu"><li>{a(truth[2], "PDF (" + lang + ")")}</li><li>{a(truth[3], "PDF (" + alt + ")")}</li>
<li>Como citar: {a(truth[4], "RIS")} {a(truth[5], "BibTeX")}</li>
<li>{a(f"/scielo.php?script=sci_stat&pid={aid}", "Métricas")}</li></ul>
<section class="abstract"><h2>{"Resumo" if pt else "Resumen"}</h2><p>…</p><h2 lang="en">Abstract</h2><p lang="en">…</p></section>
<section class="kw"><b>Palavras-chave:</b> {a("/search/?q=suplementa%C3%A7%C3%A3o", "suplementação")}</section>
<section class="refs"><h2>{"Referências" if pt else "Referencias"}</h2><ol><li>Silva, J. (2019) … <a href="http://crossref.test/10.1590/rbz4820190001">CrossRef</a></li></ol></section>
<aside class="related"><h3>{"Artigos relacionados" if pt else "Artículos relacionados"}</h3>{ul(a(o, "…") for o in others)}</aside>""",
                share=f"http://{host}/j/{j}/a/{aid}/?lang={view_lang}",
            )
        pages[truth[2]] = Response.data(pdf(title_alt, [jname, lang]), "application/pdf")
        pages[truth[3]] = Response.data(pdf(title_alt, [jname, alt]), "application/pdf")
        pages[truth[4]] = data(f"TY  - JOUR\nTI  - {title}\nJO  - {jname}\nER  - \n", RIS)
        pages[truth[5]] = data(f"@article{{{aid},\n title={{{title}}}\n}}\n", BIB)
        for p, t in (
            (f"/j/{j}/", jname),
            (f"/j/{j}/i/2023.v52/", jname),
            (f"/j/{j}/grid", jname),
            (f"/scielo.php?script=sci_stat&pid={aid}", "Métricas"),
            *((o, "Artigo relacionado") for o in others),
        ):
            pages[p] = P.page(t, f"<h1>{escape(t)}</h1>")
        out.append(P.site(pages))
    return out


def _scielo_cases() -> list[Case]:
    out = []
    for host, (name, *_x) in _SCIELO.items():
        truth, others = _scielo_parts(host)
        u = f"http://{host}"
        # A bilingual journal article: Single Hop -- the article in its original language
        # (entry) and in translation, one PDF per language and the RIS/BibTeX citations, all
        # linked from the entry; journal, issue, metrics, keyword search, authors' CVs
        # (another portal) and related articles are not the article
        # -> single_page_plus_ignored.
        out.append(
            Case(
                f"scielo-{name.split()[1].lower()}-{truth[0].split('/')[4][:6].lower()}",
                f"SciELO-like ({name})",
                "Single Hop",
                "single_page_plus_ignored",
                u + truth[0],
                frozenset(u + p for p in truth),
                _scielo_sites,
                others=frozenset(u + o for o in others),
            )
        )
    return out


# ----------------------------------------------------------------------------- Redalyc-like
RY_HOST = "www.redalyc-ceiba.hx29.example"
RY = Local(
    RY_HOST,
    "Redalyc",
    menu=[
        ("/home.oa", "Inicio"),
        ("/revistas.oa", "Revistas"),
        ("/busquedaArticuloFiltros.oa", "Búsqueda avanzada"),
        ("/acerca.oa", "Acerca de"),
        ("/amelica.oa", "AmeliCA"),
    ],
    footer=[
        ("/terminos.oa", "Términos de uso"),
        ("/privacy", "Aviso de privacidad"),
        ("/contacto.oa", "Contacto"),
        ("http://www.uaemex.test/", "UAEMéx"),
    ],
    title_format="{title}",
    home_title="Redalyc. Sistema de Información Científica",
    lang="es",
    switch=[
        ("/idioma.oa?l=es", "Español"),
        ("/idioma.oa?l=pt", "Português"),
        ("/idioma.oa?l=en", "English"),
    ],
    banner="Utilizamos cookies propias y de terceros.",
    social=[("http://www.facebook.test/redalyc", "Facebook"), ("http://twitter.test/redalyc", "X")],
    search_label="Buscar",
    login_label="Iniciar sesión",
    signup_label="Registro",
    share_label="Compartir",
)
RY_ID = "515569583004"


def _ry_parts() -> list[str]:
    j = f"/journal/5155/{RY_ID}"
    return [
        f"{j}/html/",
        f"{j}/{RY_ID}.pdf",
        f"{j}/movil/",
        f"{j}/{RY_ID}.xml",
        f"{j}/{RY_ID}.epub",
        f"/articulo.oa?id={RY_ID}",
    ]


def _ry_sites() -> list[Site]:
    html_, pdfp, movil, xml, epub, visor = _ry_parts()
    title = "Memoria colectiva y desplazamiento forzado en comunidades afrocolombianas del Pacífico"
    others = ["/journal/5155/515569583005/html/", "/journal/5155/515569583012/html/"]
    nav = f'<ul class="formats"><li>{a(html_, "HTML")}</li><li>{a(visor, "Visor")}</li><li>{a(movil, "Móvil")}</li></ul>'
    pages: dict[str, str | bytes | Response] = {
        html_: RY.page(
            title,
            f"""<div class="journal">{a("/revista.oa?id=5155", "Revista Colombiana de Antropología")} · vol. 59, núm. 2, 2023</div>{nav}
<h1>{escape(title)}</h1><h2 lang="en">Collective memory and forced displacement in Afro-Colombian communities of the Pacific</h2>
<p class="autores">{a("/autor.oa?id=88123", "Luz Marina Caicedo")} · {a("/institucion.oa?id=1021", "Universidad del Valle")}</p>
<p class="descargas">{a(pdfp, "PDF")} {a(xml, "XML JATS")} {a(epub, "ePub")}</p>
<section class="resumen"><h3>Resumen</h3><p>…</p></section>
<section class="otros"><h3>Otros artículos de este número</h3>{ul(a(o, "Artículo") for o in others)}</section>""",
            share=f"http://{RY_HOST}{html_}",
        ),
        visor: RY.page(
            title,
            f"{nav}<div class='visor'><h1>{escape(title)}</h1><embed src='{pdfp}'>{a(pdfp, 'Descargar PDF')}</div>",
        ),
        movil: RY.page(title, f"{nav}<div class='mobile'><h1>{escape(title)}</h1><p>…</p></div>"),
        pdfp: Response.data(pdf("Memoria colectiva", ["Redalyc"]), "application/pdf"),
        xml: data(
            f'<?xml version="1.0"?><article><article-title>{escape(title)}</article-title></article>',
            XML,
        ),
        epub: Response.data(b"PK\x03\x04 epub", "application/epub+zip"),
    }
    for p in (*others, "/revista.oa?id=5155", "/autor.oa?id=88123", "/institucion.oa?id=1021"):
        pages[p] = RY.page(p, f"<h1>{escape(p)}</h1>")
    return [RY.site(pages)]


def _ry_cases() -> list[Case]:
    u = f"http://{RY_HOST}"
    # The article's HTML, mobile and viewer renderings and its PDF/JATS/ePub files all carry
    # the article id 515569583004 in their URIs but sit under different paths (/journal/..,
    # /articulo.oa?id=..); the viewer leads on to the PDF (Multi-Hop).  Journal, author,
    # institution and sibling articles do not carry the id -> sig_uri (the seed's GBIF shape).
    return [
        Case(
            "redalyc-memoria-colectiva",
            "Redalyc-like (Latin-American journal platform)",
            "Multi-Hop",
            "sig_uri",
            u + _ry_parts()[0],
            frozenset(u + p for p in _ry_parts()),
            _ry_sites,
            others=frozenset(
                {u + "/journal/5155/515569583005/html/", u + "/journal/5155/515569583012/html/"}
            ),
        )
    ]


# ------------------------------------------------------------------ La-Referencia-like
LR_HOST = "www.lareferencia-quetzal.hx29.example"
LR_ORIGIN = "repositorio.uchile-quetzal.hx29.example"
LR = Local(
    LR_HOST,
    "LA Referencia",
    menu=[
        ("/vufind/", "Buscar"),
        ("/vufind/Search/Advanced", "Búsqueda avanzada"),
        ("/vufind/Browse/Home", "Explorar"),
        ("/nodos", "Nodos nacionales"),
    ],
    footer=[
        ("/acerca", "Acerca de"),
        ("/privacy", "Privacidad"),
        ("/contacto", "Contacto"),
        ("http://www.coar.test/", "COAR"),
    ],
    title_format="{title} - {name}",
    home_title="LA Referencia - Red Federada de Repositorios Institucionales",
    lang="es",
    switch=[
        ("/vufind/MyResearch/ChangeLanguage?l=es", "Español"),
        ("/vufind/MyResearch/ChangeLanguage?l=pt-br", "Português"),
        ("/vufind/MyResearch/ChangeLanguage?l=en", "English"),
    ],
    search_label="Buscar",
    login_label="Ingresar",
    signup_label="Crear cuenta",
)
LR_ID = "CL_8d1f0a9c3b7e"


def _lr_sites() -> list[Site]:
    r = f"/vufind/Record/{LR_ID}"
    title = "Efectos del cambio climático en la disponibilidad hídrica de la cuenca del río Maipo"
    tabs = ul(
        [
            a(r, "Descripción"),
            a(r + "/Details", "Ficha técnica (MARC/DC)"),
            a(r + "/Cite", "Citar"),
        ],
        "record-tabs",
    )
    head = f"<h1>{escape(title)}</h1><p>{a('/vufind/Author/Home?author=Rojas%2C+Fernanda', 'Rojas, Fernanda')}</p>{tabs}"
    pages: dict[str, str | bytes | Response] = {
        r: LR.page(
            title,
            f"""{head}{table([("Tipo", "Tesis de maestría"), ("Año", "2021"), ("País", "Chile"), ("Institución", a("/vufind/Search/Results?filter=network_name_str:CL", "Repositorio Académico de la Universidad de Chile")), ("Idioma", "español")])}
<p class="origin">Acceso al texto completo en el repositorio de origen: <a href="http://{LR_ORIGIN}/handle/2250/180123">repositorio.uchile.cl/handle/2250/180123</a></p>
<div class="tools">{a(r + "/Export?style=BibTeX", "Exportar BibTeX")} {a(r + "/Export?style=RIS", "Exportar RIS")} {a(r + "/Save", "Guardar en lista")}</div>
<div class="similar"><h3>Ítems similares</h3>{ul([a("/vufind/Record/BR_2b4c6e8a0d1f", "Recursos hídricos e mudanças climáticas no semiárido"), a("/vufind/Record/MX_7f5e3d1c9b0a", "Sequía en la cuenca del Lerma")])}</div>""",
            share=f"http://{LR_HOST}{r}",
        ),
        r + "/Details": LR.page(
            f"Ficha técnica: {title}",
            head
            + "<table class='staff-view'><tr><td>dc.title</td><td>"
            + escape(title)
            + "</td></tr></table>",
        ),
        r + "/Cite": LR.page(
            f"Citar: {title}", head + f"<p>APA: Rojas, F. (2021). <i>{escape(title)}</i>.</p>"
        ),
        r + "/Export?style=BibTeX": data(
            f"@mastersthesis{{{LR_ID},\n title={{{title}}}\n}}\n", BIB
        ),
        r + "/Export?style=RIS": data(f"TY  - THES\nTI  - {title}\nER  - \n", RIS),
        r + "/Save": LR.page(
            "Ingresar",
            "<h1>Ingrese para guardar este registro</h1><form action='/vufind/MyResearch/Home'><input name='username'></form>",
        ),
    }
    for p in (
        "/vufind/Record/BR_2b4c6e8a0d1f",
        "/vufind/Record/MX_7f5e3d1c9b0a",
        "/vufind/Author/Home?author=Rojas%2C+Fernanda",
    ):
        pages[p] = LR.page(p, f"<h1>{escape(p)}</h1>")
    origin = Site(LR_ORIGIN)
    origin.add(
        "/handle/2250/180123",
        f"<!DOCTYPE html><html lang='es'><head><meta charset='utf-8'><title>{escape(title)}</title></head><body><h1>{escape(title)}</h1><a href='/bitstream/handle/2250/180123/tesis.pdf'>tesis.pdf</a></body></html>",
    )
    origin.add(
        "/bitstream/handle/2250/180123/tesis.pdf",
        Response.data(pdf("Tesis", ["UChile"]), "application/pdf"),
    )
    return [LR.site(pages), origin]


def _lr_cases() -> list[Case]:
    u = f"http://{LR_HOST}/vufind/Record/{LR_ID}"
    # A VuFind aggregator record: its tabs (details, citation) and exports all extend the
    # record URI (Multi-Hop through the tabs); the full text is another artifact in the
    # originating repository (another portal); similar items are other records
    # -> path_based.  Truth excludes /Save, a login form under the same path.
    return [
        Case(
            "lareferencia-maipo",
            "La-Referencia-like (Latin-American repository aggregator, VuFind)",
            "Multi-Hop",
            "path_based",
            u,
            frozenset(
                {
                    u,
                    u + "/Details",
                    u + "/Cite",
                    u + "/Export?style=BibTeX",
                    u + "/Export?style=RIS",
                }
            ),
            _lr_sites,
            others=frozenset(
                {
                    f"http://{LR_ORIGIN}/handle/2250/180123",
                    f"http://{LR_HOST}/vufind/Record/BR_2b4c6e8a0d1f",
                }
            ),
        )
    ]


# --------------------------------------------------------------------------------- AJOL-like
AJ_HOST = "www.ajol-baobab.hx29.example"
AJ = Local(
    AJ_HOST,
    "African Journals Online (AJOL)",
    menu=[
        ("/index.php/index/browse", "Browse journals"),
        ("/index.php/index/search", "Search"),
        ("/index.php/index/about", "About AJOL"),
        ("/index.php/index/donate", "Support AJOL"),
    ],
    footer=[
        ("/index.php/index/terms", "Terms and conditions"),
        ("/privacy", "Privacy policy"),
        ("/index.php/index/contact", "Contact"),
        ("http://pkp.test/ojs", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
    home_title="African Journals Online (AJOL)",
    lang="en",
    switch=[
        ("/index.php/index/user/setLocale/en_US", "English"),
        ("/index.php/index/user/setLocale/fr_FR", "Français"),
    ],
    banner="This website uses cookies.",
    social=[
        ("http://twitter.test/ajol", "X"),
        ("http://www.facebook.test/AfricanJournalsOnline", "Facebook"),
    ],
)
_AJ = {
    "245678": (
        "rasp",
        "Revue Africaine de Santé Publique",
        "fr",
        "Prévalence du paludisme chez les enfants de moins de cinq ans à Kaolack, Sénégal",
        "Malaria prevalence among children under five in Kaolack, Senegal",
        "234567",
        ["245601", "245712"],
    ),
    "251104": (
        "kisw",
        "Kiswahili: Jarida la Taasisi ya Taaluma za Kiswahili",
        "sw",
        "Matumizi ya methali katika riwaya za Kiswahili za kisasa",
        "The use of proverbs in modern Kiswahili novels",
        "241983",
        ["251090"],
    ),
}


def _aj_parts(sid: str) -> list[str]:
    j, *_x, gid, _o = _AJ[sid]
    b = f"/index.php/{j}"
    return [
        f"{b}/article/view/{sid}",
        f"{b}/article/view/{sid}/{gid}",
        f"{b}/article/download/{sid}/{gid}",
        f"{b}/citationstylelanguage/download/ris?submissionId={sid}",
        f"{b}/citationstylelanguage/download/bibtex?submissionId={sid}",
    ]


def _aj_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    for sid, (j, jname, lang, title, title_en, _gid, others) in _AJ.items():
        view, galley, dl, ris, bib = _aj_parts(sid)
        b = f"/index.php/{j}"
        fr = lang == "fr"
        pages[view] = AJ.page(
            title,
            f"""<div class="journal-header" lang="{lang}">{a(b, jname)} · {a(f"{b}/issue/view/{int(sid) // 10}", "Vol. 14 No. 2 (2023)")}</div>
<article class="obj_article_details" lang="{lang}"><h1 class="page_title">{escape(title)}</h1><h2 class="subtitle" lang="en">{escape(title_en)}</h2>
<ul class="authors"><li>{"Aminata Diallo" if fr else "Juma Mwinyi"}<span class="affiliation">{"Université Cheikh Anta Diop, Dakar" if fr else "Chuo Kikuu cha Dar es Salaam"}</span></li></ul>
<div class="item doi">DOI: <a href="http://doi.test/10.4314/{j}.v14i2.{sid}">https://doi.org/10.4314/{j}.v14i2.{sid}</a></div>
<div class="item keywords">{"Mots-clés" if fr else "Maneno muhimu"}: {a(f"{b}/search/search?subject=paludisme", "paludisme" if fr else "methali")}</div>
<div class="item abstract"><h3>{"Résumé" if fr else "Ikisiri"}</h3><p>…</p><h3 lang="en">Abstract</h3><p>…</p></div>
<div class="item galleys"><ul class="value galleys_links"><li><a class="obj_galley_link pdf" href="{galley}">PDF</a></li>
<li><a class="download" href="{dl}">Download PDF</a></li></ul></div>
<div class="item citation"><h3>How to Cite</h3><p>…</p><div class="citation_formats">Download Citation: {a(ris, "Endnote/Zotero/Mendeley (RIS)")} {a(bib, "BibTeX")}</div></div>
<div class="item issue">{a(f"{b}/about/submissions", "Make a Submission")} · {a(f"{b}/about", "About the Journal")}</div>
<div class="most-read"><h3>Most read articles by the same author(s)</h3>{ul(a(f"{b}/article/view/{o}", "Article " + o) for o in others)}</div></article>""",
            share=f"http://{AJ_HOST}{view}",
        )
        pages[galley] = AJ.page(
            f"View of {title}",
            f"<header class='header_view'>{a(view, '← Back to article details')} {a(dl, 'Download')}</header>"
            f"<div id='pdfCanvasContainer' class='galley_view'><iframe src='/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file={dl}'></iframe></div>",
        )
        pages[dl] = Response.data(pdf(title_en, [jname]), "application/pdf")
        pages[ris] = data(f"TY  - JOUR\nTI  - {title}\nT2  - {jname}\nER  - \n", RIS)
        pages[bib] = data(f"@article{{ajol{sid},\n title={{{title}}}\n}}\n", BIB)
        for p in (
            b,
            f"{b}/issue/view/{int(sid) // 10}",
            f"{b}/about/submissions",
            f"{b}/about",
            *(f"{b}/article/view/{o}" for o in others),
        ):
            pages[p] = AJ.page(jname, f"<h1>{escape(jname)}</h1>")
    return [AJ.site(pages)]


def _aj_cases() -> list[Case]:
    out = []
    for sid, (j, _jn, lang, *_x, others) in _AJ.items():
        u = f"http://{AJ_HOST}"
        # An OJS journal article (in French / Swahili, with an English abstract): Single Hop
        # -- the article page, its PDF galley page, the PDF download and the RIS/BibTeX
        # citations are all linked from it; journal, issue, submission pages and other
        # articles are not the article -> single_page_plus_ignored.
        out.append(
            Case(
                f"ajol-{j}-{sid}",
                f"AJOL-like (African journals on OJS, {lang})",
                "Single Hop",
                "single_page_plus_ignored",
                u + _aj_parts(sid)[0],
                frozenset(u + p for p in _aj_parts(sid)),
                _aj_sites,
                others=frozenset(f"{u}/index.php/{j}/article/view/{o}" for o in others),
            )
        )
    return out


# --------------------------------------------------------------------------- Shodhganga-like
SG_HOST = "shodhganga.inflibnet-nilgiri.hx29.example"
SG_HDL = "hdl.handle-nilgiri.hx29.example"
SG = Local(
    SG_HOST,
    "Shodhganga : a reservoir of Indian theses @ INFLIBNET",
    menu=[
        ("/jspui/", "Home"),
        ("/jspui/community-list", "Browse"),
        ("/jspui/simple-search", "Search"),
        ("/jspui/help", "Help"),
    ],
    footer=[
        ("/jspui/feedback", "Feedback"),
        ("/privacy", "Privacy policy"),
        ("http://www.inflibnet.test/", "INFLIBNET Centre"),
        ("http://www.dspace.test/", "DSpace"),
    ],
    title_format="{name}: {title}",
    home_title="Shodhganga@INFLIBNET: Home",
    lang="en",
    switch=[("/jspui/?locale=en", "English"), ("/jspui/?locale=hi", "हिन्दी")],
    login_label="Sign on to: My Shodhganga",
    signup_label="Receive email updates",
)
_SG = {
    "345678": (
        "हिंदी उपन्यासों में ग्रामीण जीवन का चित्रण (1950-2000)",
        "Depiction of rural life in Hindi novels (1950-2000)",
        "Banaras Hindu University",
        "Department of Hindi",
        "शर्मा, रीता",
        [
            "01_title.pdf",
            "02_certificate.pdf",
            "03_abstract.pdf",
            "04_chapter 1.pdf",
            "05_chapter 2.pdf",
            "06_chapter 3.pdf",
            "07_conclusion.pdf",
            "08_bibliography.pdf",
        ],
        "1234",
    ),
    "412907": (
        "சங்க இலக்கியத்தில் சூழலியல் சிந்தனைகள்",
        "Ecological thought in Sangam literature",
        "University of Madras",
        "Department of Tamil",
        "முருகன், செ.",
        [
            "01_title.pdf",
            "02_declaration.pdf",
            "03_contents.pdf",
            "04_chapter1.pdf",
            "05_chapter2.pdf",
            "06_annexure.pdf",
        ],
        "2201",
    ),
}


def _sg_bits(hid: str) -> list[str]:
    return [f"/jspui/bitstream/10603/{hid}/{n}/{quote(f)}" for n, f in enumerate(_SG[hid][5], 1)]


def _sg_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    hdl = Site(SG_HDL)
    for hid, (title, title_en, uni, dept, author, files, coll) in _SG.items():
        item = f"/jspui/handle/10603/{hid}"
        bits = _sg_bits(hid)
        rows = "".join(
            f"<tr><td class='standard'>{a(b, f)}</td><td>Attached File</td><td>{300 + 17 * i} kB</td><td>Adobe PDF</td><td>{a(b, 'View/Open')}</td></tr>"
            for i, (b, f) in enumerate(zip(bits, files, strict=True))
        )
        body = f"""<div class="breadcrumb">{a("/jspui/", "Shodhganga")} / {a(f"/jspui/handle/10603/{coll}", uni)} / {a(f"/jspui/handle/10603/{int(coll) + 1}", dept)}</div>
<p>Please use this identifier to cite or link to this item: <code>http://hdl.handle.net/10603/{hid}</code> ({a(f"http://{SG_HDL}/10603/{hid}", "Handle")})</p>
<table class="itemDisplayTable">
<tr><td class="metadataFieldLabel">Title:</td><td>{escape(title)}</td></tr>
<tr><td class="metadataFieldLabel">Other Titles:</td><td>{escape(title_en)}</td></tr>
<tr><td class="metadataFieldLabel">Researcher:</td><td>{a("/jspui/browse?type=author&value=" + author, author)}</td></tr>
<tr><td class="metadataFieldLabel">Guide(s):</td><td>{a("/jspui/browse?type=author&value=Prof.+Guide", "Prof. Guide")}</td></tr>
<tr><td class="metadataFieldLabel">University:</td><td>{escape(uni)}</td></tr>
<tr><td class="metadataFieldLabel">Completed Date:</td><td>2019</td></tr></table>
<h3>Files in This Item:</h3><table class="panel">{rows}</table>
<p>{a(item + "?mode=full", "Show full item record")}</p>
<p>Appears in Departments: {a(f"/jspui/handle/10603/{int(coll) + 1}", dept)}</p>
<p>{a("http://creativecommons.test/licenses/by-nc-sa/4.0/", "CC BY-NC-SA 4.0")}</p>"""
        pages[item] = SG.page(title, body, share=f"http://{SG_HOST}{item}")
        pages[item + "?mode=full"] = SG.page(
            title,
            f"<table class='itemDisplayTable'><tr><td>dc.title</td><td>{escape(title)}</td></tr><tr><td>dc.title.alternative</td><td>{escape(title_en)}</td></tr></table>{a(item + '?mode=simple', 'Show simple item record')}",
        )
        for b in bits:
            pages[b] = Response.data(pdf(title_en, [b.rsplit("/", 1)[1]]), "application/pdf")
        for p in (f"/jspui/handle/10603/{coll}", f"/jspui/handle/10603/{int(coll) + 1}"):
            pages[p] = SG.page(uni, f"<h1>{escape(uni)}</h1>")
        hdl.add(f"/10603/{hid}", Response.redirect(f"http://{SG_HOST}{item}"))
    return [SG.site(pages), hdl]


def _sg_cases() -> list[Case]:
    out = []
    for n, hid in enumerate(_SG):
        u = f"http://{SG_HOST}/jspui/handle/10603/{hid}"
        truth = frozenset({u, u + "?mode=full", *(f"http://{SG_HOST}{b}" for b in _sg_bits(hid))})
        # A DSpace thesis item (the seed's Figshare/Zenodo shape): Single Hop -- the item
        # page, its full record and every chapter bitstream are linked from it; university,
        # department, researcher and guide browses are not the thesis (the "simple record"
        # link on the full record is the item page again) -> single_page_plus_ignored.
        # The second thesis is entered through its Handle, which redirects to the item.
        out.append(
            Case(
                f"shodhganga-{hid}",
                "Shodhganga-like (Indian thesis repository, DSpace)",
                "Single Hop",
                "single_page_plus_ignored",
                u if n == 0 else f"http://{SG_HDL}/10603/{hid}",
                truth,
                _sg_sites,
                landing=None if n == 0 else u,
            )
        )
    return out


# ------------------------------------------------------------------------ Cervantes-like
BV_HOST = "www.cervantesvirtual-olivo.hx29.example"
BV = Local(
    BV_HOST,
    "Biblioteca Virtual Miguel de Cervantes",
    menu=[
        ("/catalogo/", "Catálogo"),
        ("/portales/", "Portales"),
        ("/bibliotecas/", "Bibliotecas"),
        ("/novedades/", "Novedades"),
        ("/fonoteca/", "Fonoteca"),
    ],
    footer=[
        ("/quienes-somos/", "Quiénes somos"),
        ("/aviso-legal/", "Aviso legal"),
        ("/privacy", "Política de privacidad"),
        ("/contacto/", "Contacto"),
    ],
    title_format="{title}",
    home_title="Biblioteca Virtual Miguel de Cervantes",
    home_main="<h1>Biblioteca Virtual Miguel de Cervantes</h1><p>Obras destacadas: Don Quijote, La Celestina.</p>",
    lang="es",
    switch=[("/idioma/es/", "Español"), ("/idioma/en/", "English"), ("/idioma/ca/", "Català")],
    banner="Utilizamos cookies para mejorar la navegación.",
    social=[
        ("http://www.facebook.test/cervantesvirtual", "Facebook"),
        ("http://twitter.test/cervantesvirtual", "X"),
    ],
    search_label="Buscar",
    login_label="Acceder",
    signup_label="Registrarse",
    share_label="Compartir",
)
_BV = {
    "tradiciones-peruanas-primera-serie--0": (
        "Tradiciones peruanas. Primera serie",
        "ff3f2a4e-82b1-11df-acc7-002185ce6064",
        ("palma", "Ricardo Palma"),
        ["Palla-Huarcuna", "El Cristo de la Agonía", "Los gobiernos del Perú"],
    ),
    "primero-sueno-y-otros-textos--0": (
        "Primero sueño y otros textos de Sor Juana Inés de la Cruz",
        "0a9d6c3e-b2f1-4c27-9e58-3d71a0c4f812",
        ("sor_juana", "Sor Juana Inés de la Cruz"),
        ["Primero sueño", "Respuesta a Sor Filotea de la Cruz"],
    ),
}


def _bv_parts(slug: str) -> list[str]:
    _t, uid, _au, chapters = _BV[slug]
    return [
        f"/obra/{slug}/",
        f"/obra-visor/{uid}_1.html",
        *(f"/obra-visor/{uid}_{n}.html" for n in range(2, len(chapters) + 2)),
        f"/descargaTxt/{uid}.txt",
    ]


def _bv_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    for slug, (title, _uid, (au, auname), chapters) in _BV.items():
        parts = _bv_parts(slug)
        rec, toc, chs, txt = parts[0], parts[1], parts[2:-1], parts[-1]
        head = f"<div class='obra-cabecera'><p class='titulo-obra'>{escape(title)}</p><p>{a(f'/portales/{au}/', auname)}</p></div>"
        pages[rec] = BV.page(
            title,
            f"""<div class="ficha"><h1>{escape(title)}</h1>
{table([("Autor", a(f"/portales/{au}/autor_biografia/", auname)), ("Edición", "Edición digital a partir de la edición príncipe"), ("Materias", a("/buscador/?materia=Literatura+hispanoamericana", "Literatura hispanoamericana"))])}
<ul class="formatos"><li>{a(toc, "Leer obra (HTML)")}</li><li>{a(txt, "Descargar texto plano (TXT)")}</li></ul>
<div class="relacionadas"><h3>Obras relacionadas</h3>{ul([a("/obra/el-periquillo-sarniento--0/", "El Periquillo Sarniento"), a("/obra/maria--0/", "María")])}</div></div>""",
            share=f"http://{BV_HOST}{rec}",
            raw_title=True,
        )
        pages[toc] = BV.page(
            f"{title}: índice",
            f"{head}<h2>Índice</h2>{ul(a(c, t) for c, t in zip(chs, chapters, strict=True))}{a(rec, 'Ficha de la obra')}",
            raw_title=True,
        )
        for i, (c, t) in enumerate(zip(chs, chapters, strict=True)):
            nav = a(toc, "Índice") + (
                " " + a(chs[i + 1], "Siguiente ›") if i + 1 < len(chs) else ""
            )
            pages[c] = BV.page(
                f"{t} - {title}",
                f"{head}<article><h2>{escape(t)}</h2><p>…</p></article><nav>{nav}</nav>",
                raw_title=True,
            )
        pages[txt] = data(f"{title}\n{auname}\n\n" + "\n\n".join(chapters) + "\n", TXT)
        pages[f"/portales/{au}/autor_biografia/"] = BV.page(
            f"{auname}: biografía", f"<h1>{escape(auname)}</h1><p>Biografía.</p>", raw_title=True
        )
        pages[f"/portales/{au}/"] = BV.page(
            f"Portal {auname}", f"<h1>{escape(auname)}</h1><p>Portal del autor.</p>", raw_title=True
        )
    for p, t in (
        ("/obra/el-periquillo-sarniento--0/", "El Periquillo Sarniento"),
        ("/obra/maria--0/", "María"),
    ):
        pages[p] = BV.page(t, f"<h1>{escape(t)}</h1>", raw_title=True)
    return [BV.site(pages)]


def _bv_cases() -> list[Case]:
    out = []
    for slug in _BV:
        u = f"http://{BV_HOST}"
        # A digital edition of a literary work: Multi-Hop (record -> index -> chapter pages
        # chained by "next") whose <title> is the work's title alone and whose every part --
        # record, index, chapters, plain-text download -- contains it; the reading pages use
        # an edition UUID unrelated to the record's URI, so neither path nor URI string
        # bounds it -> sig_title.  Author biography/portal, subject search and related works
        # are not the work.
        out.append(
            Case(
                f"cervantes-{slug.split('--')[0][:22].rstrip('-')}",
                "Biblioteca-Virtual-Cervantes-like (Spanish-language digital library)",
                "Multi-Hop",
                "sig_title",
                u + _bv_parts(slug)[0],
                frozenset(u + p for p in _bv_parts(slug)),
                _bv_sites,
                others=frozenset({u + "/obra/el-periquillo-sarniento--0/", u + "/obra/maria--0/"}),
            )
        )
    return out


CASES: list[Case] = [
    *_scielo_cases(),
    *_ry_cases(),
    *_lr_cases(),
    *_aj_cases(),
    *_sg_cases(),
    *_bv_cases(),
]
