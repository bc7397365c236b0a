"""Latin-American journal and thesis portals of heldout101: a SciELO-like platform with
translated articles, an OJS-like university journal portal and a thesis repository whose
page titles are the thesis titles.  Markup and URL shapes are this set's own."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Chrome, bib, pdf_file, ris, text, xml

# --- SciELO-like platform: every version of an article lives under the article's path ------

SCI = "www.scieloteca.hx101.example"
sci = Chrome(
    SCI,
    "SciELOteca",
    menu=[
        ("/journals/alpha", "Periódicos"),
        ("/journals/thematic", "Por assunto"),
        ("/about", "Sobre"),
        ("/contact", "Contato"),
    ],
    footer=[
        ("/about/politicas", "Políticas"),
        ("/about/acesso-aberto", "Acesso aberto"),
        ("http://foapesq.test/", "Apoio: Fundação de Amparo à Pesquisa"),
    ],
    title_format="SciELOteca - Brasil - {title}",
    lang="pt",
    cookie_text="Utilizamos cookies para melhorar a experiência de navegação.",
    cookie_label="Política de cookies",
)
LANG = {"pt": "Português", "en": "English", "es": "Español"}


def _sci_article(
    j: str,
    pid: str,
    titles: dict[str, str],
    lang: str,
    pdfs: list[str],
    neighbours: tuple[str, str],
    issue: str,
    extra: str = "",
) -> str:
    a = f"/j/{j}/a/{pid}/"
    text_links = " ".join(f'<a href="{a}?lang={lg}">{LANG[lg]}</a>' for lg in titles)
    pdf_links = " ".join(
        f'<a href="{a}?format=pdf&amp;lang={lg}">{LANG[lg]} (pdf)</a>' for lg in pdfs
    )
    prev, nxt = neighbours
    return f"""<nav class="journal"><a href="/j/{j}/">{j.upper()}</a> · <a
href="/j/{j}/grid">Números</a> · <a href="/j/{j}/i/{issue}/">Sumário</a></nav>
<div class="articleMenu"><p>Texto: {text_links}</p><p>PDF: {pdf_links}</p>
<p><a href="{a}?format=xml">XML SciELO-PS</a> · Como citar: <a
href="{a}?format=ris">RIS</a></p></div>
<article lang="{lang}"><h1>{escape(titles[lang])}</h1>
<p class="translations">{" / ".join(escape(t) for lg, t in titles.items() if lg != lang)}</p>
<section><h2>Resumo</h2><p>Texto do artigo em {LANG[lang]}.</p></section>{extra}</article>
<nav class="prevnext"><a href="/j/{j}/a/{prev}/">Artigo anterior</a> <a
href="/j/{j}/a/{nxt}/">Próximo artigo</a></nav>
<aside><a href="http://scholar.test/scholar?q={pid}">Similares no Google Acadêmico</a></aside>"""


SCI_ARTS = {
    "A": (
        "rbhm",
        "Qw7ZkT3pLm9XcV2nB4sD",
        "pt",
        {
            "pt": "A febre amarela no Rio de Janeiro imperial",
            "en": "Yellow fever in imperial Rio de Janeiro",
        },
        ["pt", "en"],
        ("Lp3KdR8sZx2VbN6mQ1wE", "Mv5TgH2jKq8WcX4zR7yU"),
        "2022.v42n90",
    ),
    "B": (
        "cadsp",
        "Hn4RtY8uVw2XzK6mP9qL",
        "pt",
        {
            "pt": "Desigualdades no acesso à atenção primária em municípios do semiárido",
            "en": "Inequalities in access to primary care in semi-arid municipalities",
            "es": "Desigualdades en el acceso a la atención primaria en municipios del semiárido",
        },
        ["pt", "en", "es"],
        ("Bc9DfG3hJk7LmN2pQ5rS", "Tu6VwX1yZa4BcD8eF2gH"),
        "2024.v40n3",
    ),
}
ERRATUM = "Ef5GhJ9kLm3NpQ7rS1tU"


def _sci_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for key, (j, pid, default, titles, pdfs, nb, issue) in SCI_ARTS.items():
        a = f"/j/{j}/a/{pid}/"
        extra = ""
        if key == "B":
            extra = (
                f'<p class="errata">Errata publicada: <a href="/j/{j}/a/{ERRATUM}/">'
                'ver errata</a></p><p>Preprint: <a href="http://preprints-br.test/'
                'preprint/5521">versão preprint</a></p>'
            )
        for lg in [None, *titles]:
            body = _sci_article(j, pid, titles, lg or default, pdfs, nb, issue, extra)
            pages[a if lg is None else f"{a}?lang={lg}"] = sci.page(titles[lg or default], body)
        for lg in pdfs:
            pages[f"{a}?format=pdf&lang={lg}"] = pdf_file(titles[lg], f"{j} {issue}")
        pages[f"{a}?format=xml"] = xml(
            f"<article><article-title>{titles[default]}</article-title></article>"
        )
        pages[f"{a}?format=ris"] = ris(titles[default], "Autoria", issue[:4])
        for other in nb:
            pages[f"/j/{j}/a/{other}/"] = sci.page(f"Artigo {other}", f"<h1>Artigo {other}</h1>")
        pages[f"/j/{j}/i/{issue}/"] = sci.page(
            f"Sumário {issue}", "<h1>Sumário</h1>" + links([(a, titles[default])])
        )
    pages[f"/j/cadsp/a/{ERRATUM}/"] = sci.page("Errata", "<h1>Errata</h1>")
    return [sci.site(pages)]


def _sci_truth(key: str) -> list[str]:
    j, pid, _d, titles, pdfs, _nb, _i = SCI_ARTS[key]
    a = f"http://{SCI}/j/{j}/a/{pid}/"
    return (
        [a, f"{a}?format=xml", f"{a}?format=ris"]
        + [f"{a}?lang={lg}" for lg in titles]
        + [f"{a}?format=pdf&lang={lg}" for lg in pdfs]
    )


def _sci_cases() -> list[Case]:
    a = SCI_ARTS["A"]
    b = SCI_ARTS["B"]
    return [
        # An article and its translations, PDFs and exports, all under the article's path
        # (/j/<journal>/a/<pid>/?lang=..): Multi-Hop with the entry URI a prefix of every
        # artifact URI, the seed's Path-Based (its BitBucket/Slideshare rows).
        case(
            "scielo-bilingual-article",
            "SciELO-like journal platform (bilingual article)",
            "article",
            "path_based",
            f"http://{SCI}/j/{a[0]}/a/{a[1]}/",
            _sci_truth("A"),
            _sci_sites,
            others=[f"http://{SCI}/j/{a[0]}/a/{a[5][0]}/"],
        ),
        # Harder: three languages, three PDFs, an erratum and a preprint linked from the text.
        case(
            "scielo-trilingual-article",
            "SciELO-like journal platform (trilingual article with erratum)",
            "article",
            "path_based",
            f"http://{SCI}/j/{b[0]}/a/{b[1]}/",
            _sci_truth("B"),
            _sci_sites,
            others=[f"http://{SCI}/j/cadsp/a/{ERRATUM}/", f"http://{SCI}/j/cadsp/a/{b[5][1]}/"],
        ),
    ]


# --- OJS-like university journal portal: galleys and citations one hop away -----------------

OJS = "revistas.unirioplata.hx101.example"
J = "/index.php/cuadernos"
ojs = Chrome(
    OJS,
    "Cuadernos de Estudios Rioplatenses",
    menu=[
        (f"{J}/issue/current", "Actual"),
        (f"{J}/issue/archive", "Archivos"),
        (f"{J}/announcement", "Avisos"),
        (f"{J}/about", "Acerca de"),
        (f"{J}/user/setLocale/pt_BR", "Português (Brasil)"),
        (f"{J}/user/setLocale/en", "English"),
    ],
    footer=[
        (f"{J}/about/privacy", "Declaración de privacidad"),
        (f"{J}/about/submissions", "Envíos"),
        ("http://pkp-software.test/", "Plataforma y flujo de trabajo OJS/PKP"),
    ],
    title_format="{title} | {name}",
    lang="es",
    cookie_text="Esta revista usa cookies de sesión y de estadísticas.",
    cookie_label="Declaración de privacidad",
)


def _ojs_article(
    sid: int,
    pub: int,
    title: str,
    authors: list[tuple[str, str]],
    galleys: list[tuple[int, str]],
    supp: list[tuple[int, str]],
    versions: list[int],
) -> str:
    au = "".join(
        f'<li>{escape(n)} <a href="http://orcid.test/{o}">ORCID</a></li>' for n, o in authors
    )
    gal = "".join(
        f'<li><a class="obj_galley_link pdf" href="{J}/article/download/{sid}/{g}">'
        f"{escape(label)}</a></li>"
        for g, label in galleys
    )
    sup = "".join(
        f'<li><a href="{J}/article/download/{sid}/{g}">{escape(label)}</a></li>'
        for g, label in supp
    )
    cite = " ".join(
        f'<a href="{J}/citationstylelanguage/get/{s}?submissionId={sid}&amp;publicationId={pub}">'
        f"{s.upper()}</a>"
        for s in ("apa", "chicago-author-date")
    )
    dl = " ".join(
        f'<a href="{J}/citationstylelanguage/download/{f}?submissionId={sid}&amp;publicationId='
        f'{pub}">{f}</a>'
        for f in ("ris", "bibtex")
    )
    ver = "".join(
        f'<li><a href="{J}/article/view/{sid}/version/{v}">Versión {v}</a></li>' for v in versions
    )
    return f"""<div class="page page_article"><h1 class="page_title">{escape(title)}</h1>
<ul class="authors">{au}</ul><div class="abstract"><h2>Resumen</h2><p>Resumen del artículo.</p>
<p>Palabras clave: historia regional, archivos, Río de la Plata</p></div>
<ul class="galleys_links">{gal}</ul>{
        f"<h2>Archivos complementarios</h2><ul>{sup}</ul>" if sup else ""
    }
<div class="item citation"><h2>Cómo citar</h2><p>{cite}</p><p>Descargar cita: {dl}</p></div>
{f"<h2>Versiones</h2><ul>{ver}</ul>" if ver else ""}
<p>Publicado: 2022-11-30 · Número: Vol. 14 Núm. 2 (2022) · Sección: Artículos</p>
<p>Licencia: <a href="http://creativecommons.test/licenses/by-nc/4.0/">CC BY-NC 4.0</a></p></div>"""


OJS_A = (
    48213,
    50211,
    "Los libros de aduana de Montevideo como fuente para la historia del comercio (1780-1810)",
    [("Martín Sosa", "0000-0001-5555-0101")],
    [(39120, "PDF")],
    [],
    [],
)
OJS_B = (
    51877,
    53011,
    "Redes de sociabilidad femenina en Rosario a comienzos del siglo XX",
    [("Florencia Ibarra", "0000-0002-7777-0202"), ("Joana Lemos", "0000-0003-8888-0303")],
    [(41001, "PDF (Español)"), (41002, "HTML"), (41003, "PDF (Português)"), (41004, "XML JATS")],
    [(41010, "Base de datos de asociaciones (CSV)")],
    [53010],
)


def _ojs_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for sid, pub, title, authors, galleys, supp, versions in (OJS_A, OJS_B):
        pages[f"{J}/article/view/{sid}"] = ojs.page(
            title,
            _ojs_article(sid, pub, title, authors, galleys, supp, versions),
            share=ojs.url(f"{J}/article/view/{sid}"),
        )
        for v in versions:
            pages[f"{J}/article/view/{sid}/version/{v}"] = ojs.page(
                title, _ojs_article(sid, v, title, authors, galleys[:1], [], [])
            )
        for g, label in galleys + supp:
            key = f"{J}/article/download/{sid}/{g}"
            if "HTML" in label:
                pages[key] = Response.html(
                    f"<!DOCTYPE html><html><head><title>{escape(title)}"
                    f"</title></head><body><h1>{escape(title)}</h1>"
                    "<p>Texto completo.</p></body></html>"
                )
            elif "XML" in label:
                pages[key] = xml(f"<article><article-title>{title}</article-title></article>")
            elif "CSV" in label:
                pages[key] = text("asociacion,anio\nSociedad de Damas,1903\n", "text/csv")
            else:
                pages[key] = pdf_file(title, label)
        q = f"submissionId={sid}&publicationId={pub}"
        for s in ("apa", "chicago-author-date"):
            pages[f"{J}/citationstylelanguage/get/{s}?{q}"] = (
                f'<div class="csl-entry">{escape(authors[0][0])} (2022). {escape(title)}.</div>'
            )
        pages[f"{J}/citationstylelanguage/download/ris?{q}"] = ris(title, authors[0][0], "2022")
        pages[f"{J}/citationstylelanguage/download/bibtex?{q}"] = bib(
            f"art{sid}", title, authors[0][0], "2022"
        )
    return [ojs.site(pages)]


def _ojs_truth(art: tuple) -> list[str]:  # type: ignore[type-arg]
    sid, pub, _t, _a, galleys, supp, versions = art
    b = f"http://{OJS}{J}"
    q = f"submissionId={sid}&publicationId={pub}"
    out = [f"{b}/article/view/{sid}"]
    out += [f"{b}/article/download/{sid}/{g}" for g, _l in galleys + supp]
    out += [f"{b}/article/view/{sid}/version/{v}" for v in versions]
    out += [f"{b}/citationstylelanguage/get/{s}?{q}" for s in ("apa", "chicago-author-date")]
    out += [f"{b}/citationstylelanguage/download/{f}?{q}" for f in ("ris", "bibtex")]
    return out


def _ojs_cases() -> list[Case]:
    return [
        # A journal article whose galleys and citation formats are linked from the article
        # page amid the journal's chrome: Single Hop, the seed's SSRN/bioRxiv rows, Single
        # Page+ with Ignored URIs.
        case(
            "ojs-article",
            "OJS-like university journal portal (article)",
            "article",
            "single_page_plus_ignored",
            f"http://{OJS}{J}/article/view/48213",
            _ojs_truth(OJS_A),
            _ojs_sites,
        ),
        # Harder: four galleys (one a translation), a supplementary CSV, an earlier version,
        # two authors with ORCID links off-portal.
        case(
            "ojs-article-with-versions",
            "OJS-like university journal portal (article with galleys and versions)",
            "article",
            "single_page_plus_ignored",
            f"http://{OJS}{J}/article/view/51877",
            _ojs_truth(OJS_B),
            _ojs_sites,
        ),
    ]


# --- thesis repository: the page title is the thesis title, repeated on every part ----------

TES = "tesis.acervotesis.hx101.example"
tes = Chrome(
    TES,
    "Acervo de Tesis",
    menu=[
        ("/busqueda", "Búsqueda"),
        ("/colecciones", "Colecciones"),
        ("/novedades", "Novedades"),
        ("/ayuda", "Ayuda"),
    ],
    footer=[
        ("/aviso-privacidad", "Aviso de privacidad"),
        ("/terminos", "Términos de uso"),
        ("/creditos", "Créditos"),
    ],
    title_format="{title}",
    home_title="Acervo de Tesis - Biblioteca Digital",
    lang="es",
    cookie_text="Este portal utiliza cookies de analítica.",
    cookie_label="Aviso de cookies",
)
TES_A = (
    "TES01000812345",
    "Movilidad urbana y transporte informal en la periferia de Puebla",
    ["Introducción", "Marco teórico", "Resultados y conclusiones"],
    ["TES01000799120"],
)
TES_B = (
    "TES01000833501",
    "Conocimiento tradicional sobre plantas medicinales en comunidades zapotecas",
    ["Introducción", "Área de estudio", "Métodos etnobotánicos", "Resultados", "Discusión"],
    ["TES01000801877", "TES01000820064"],
)


def _tes_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for tid, title, chapters, related in (TES_A, TES_B):
        t = f"/tesis/{tid}"
        head = f'<p class="obra"><a href="{t}">{escape(title)}</a></p>'
        # B's table of contents lists the first three chapters; later ones follow on.
        listed = chapters if len(chapters) <= 3 else chapters[:3]
        toc = links([(f"{t}/capitulo/{i}", c) for i, c in enumerate(listed, 1)])
        pages[t] = tes.page(
            title,
            f"""<div class="ficha"><h1>{escape(title)}</h1>
<p>Tesis de maestría · Sustentante: <a href="/autor/{tid[-5:]}">perfil</a></p>
<p><a href="{t}/indice">Índice</a> · <a href="{t}/capitulo/1">Leer en línea</a> · <a
href="{t}/imprimir">Versión para imprimir</a> · <a href="{t}/cita.bib">Cita (BibTeX)</a> · <a
href="{t}/ficha.xml">Ficha MODS</a></p></div><aside><h2>Tesis relacionadas</h2>
{links([(f"/tesis/{r}", f"Tesis {r}") for r in related])}</aside>""",
            raw_title=True,
        )
        pages[f"{t}/indice"] = tes.page(
            f"{title} - Índice", f"{head}<h1>Índice</h1>{toc}", raw_title=True
        )
        for i, c in enumerate(chapters, 1):
            nxt = (
                f'<a href="{t}/capitulo/{i + 1}">Siguiente capítulo</a>'
                if i < len(chapters)
                else f'<a href="{t}/anexos">Anexos</a>'
                if len(chapters) > 3
                else ""
            )
            pages[f"{t}/capitulo/{i}"] = tes.page(
                f"{title} - {c}",
                f"{head}<h1>{i}. {escape(c)}</h1><p>Texto.</p>{nxt}",
                raw_title=True,
            )
        if len(chapters) > 3:
            pages[f"{t}/anexos"] = tes.page(
                f"{title} - Anexos", f"{head}<h1>Anexos</h1>", raw_title=True
            )
        pages[f"{t}/imprimir"] = (
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title>"
            f"</head><body><h1>{escape(title)}</h1></body></html>"
        )
        pages[f"{t}/cita.bib"] = bib(tid, title, "Sustentante", "2021")
        pages[f"{t}/ficha.xml"] = xml(
            f'<mods xmlns="http://www.loc.gov/mods/v3"><titleInfo>'
            f"<title>{title}</title></titleInfo></mods>"
        )
        for r in related:
            pages[f"/tesis/{r}"] = tes.page(f"Tesis {r}", f"<h1>Tesis {r}</h1>", raw_title=True)
    return [tes.site(pages)]


def _tes_truth(spec: tuple) -> list[str]:  # type: ignore[type-arg]
    tid, _title, chapters, _r = spec
    t = f"http://{TES}/tesis/{tid}"
    out = [t, f"{t}/indice", f"{t}/imprimir", f"{t}/cita.bib", f"{t}/ficha.xml"]
    out += [f"{t}/capitulo/{i}" for i in range(1, len(chapters) + 1)]
    if len(chapters) > 3:
        out.append(f"{t}/anexos")
    return out


def _tes_cases() -> list[Case]:
    return [
        # The page title is the bare thesis title, repeated on the index, every chapter, the
        # printable view and the metadata exports, and on no chrome page: Multi-Hop found by
        # the seed's Significant String from Title.
        case(
            "thesis-online-chapters",
            "thesis repository (master thesis read online)",
            "thesis",
            "sig_title",
            f"http://{TES}/tesis/{TES_A[0]}",
            _tes_truth(TES_A),
            _tes_sites,
            others=[f"http://{TES}/tesis/{TES_A[3][0]}"],
        ),
        # Harder: five chapters chained by "next" links and annexes reached only from the
        # last chapter, related theses in a sidebar.
        case(
            "thesis-chained-chapters",
            "thesis repository (thesis with chained chapters)",
            "thesis",
            "sig_title",
            f"http://{TES}/tesis/{TES_B[0]}",
            _tes_truth(TES_B),
            _tes_sites,
            others=[f"http://{TES}/tesis/{r}" for r in TES_B[3]],
        ),
    ]


def cases() -> list[Case]:
    return [*_sci_cases(), *_ojs_cases(), *_tes_cases()]
