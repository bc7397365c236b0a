"""Spanish portals of heldout101: a bibliographic portal (Dialnet-like), a university DSpace
repository and a university GitLab forge.  Markup and URL shapes are this set's own."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Chrome, bib, pdf_file, ris, text, zip_file

# --- bibliographic portal (Dialnet-like): a record is one page ------------------------------

BIBLIO = "registro.dialnetica.hx101.example"
biblio = Chrome(
    BIBLIO,
    "Dialnética",
    menu=[
        ("/buscar/documentos", "Documentos"),
        ("/buscar/revistas", "Revistas"),
        ("/buscar/tesis", "Tesis"),
        ("/buscar/autores", "Autores"),
        ("/info/ayuda", "Ayuda"),
    ],
    footer=[
        ("/info/aviso-legal", "Aviso legal"),
        ("/info/privacidad", "Política de privacidad"),
        ("/info/cookies", "Política de cookies"),
        ("/info/contacto", "Contacto"),
    ],
    title_format="{title} - Dialnética",
    lang="es",
    cookie_text="Utilizamos cookies propias y de terceros para fines analíticos.",
    cookie_label="Configurar cookies",
)
ART = "/servlet/articulo?codigo=8456123"
ART_SIMILAR = ["/servlet/articulo?codigo=8456101", "/servlet/articulo?codigo=7990345"]
TESIS = "/servlet/tesis?codigo=312456"
TESIS_CITING = ["/servlet/articulo?codigo=9012877", "/servlet/articulo?codigo=9104556"]


def _biblio_record(
    title: str,
    kind: str,
    fields: list[tuple[str, str]],
    fulltext: str,
    similar: list[tuple[str, str]],
    extra: str = "",
) -> str:
    dl = "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in fields)
    return f"""<div class="ficha {kind}"><h1>{escape(title)}</h1><dl>{dl}</dl>
<p class="texto-completo"><a href="{fulltext}" rel="nofollow">Texto completo (acceso abierto)</a></p>
<p class="exportar"><a href="/login?origen=exportar">Exportar referencia</a> (requiere
registro)</p>{extra}</div><aside class="similares"><h2>Documentos similares</h2>
{links(similar)}</aside>"""


def _biblio_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    t1 = "La memoria democrática en los manuales escolares de Andalucía (1978-2008)"
    pages[ART] = biblio.page(
        t1,
        _biblio_record(
            t1,
            "articulo",
            [
                ("Autores", '<a href="/servlet/autor?codigo=2211890">Lucía Serrano Pardo</a>'),
                (
                    "Localización",
                    '<a href="/servlet/revista?codigo=1187">Historia y Memoria de la '
                    'Educación</a>, <a href="/ejemplar/612044">Nº 17, 2023</a>, págs. 211-248',
                ),
                ("Idioma", "español"),
                ("ISSN", "2444-0043"),
            ],
            "http://revistas-hme.test/article/view/33110",
            [
                (ART_SIMILAR[0], "Manuales escolares y transición"),
                (ART_SIMILAR[1], "La enseñanza de la historia reciente"),
            ],
        ),
    )
    t2 = "Redes de comercio atlántico en el puerto de Vigo durante el siglo XVIII"
    citing = (
        '<section class="citas"><h2>Citado por</h2>'
        + links(
            [
                (TESIS_CITING[0], "El comercio gallego y América"),
                (TESIS_CITING[1], "Puertos menores del noroeste"),
            ]
        )
        + '<p><a href="/servlet/tesis?codigo=312456&amp;info=citas">Ver todas</a></p>'
        "</section>"
    )
    pages[TESIS] = biblio.page(
        t2,
        _biblio_record(
            t2,
            "tesis",
            [
                ("Autor", '<a href="/servlet/autor?codigo=4470019">Xoán Pereira Outeiro</a>'),
                ("Directores", '<a href="/servlet/autor?codigo=1020334">Ana Rey Castelao</a>'),
                (
                    "Lectura",
                    'En la <a href="/servlet/universidad?codigo=1045">Universidade de Vigo</a>'
                    " ( España ) en 2022",
                ),
                ("Tribunal", "Presidente: M. Ortega; Secretario: L. Alonso; Vocal: P. Dubert"),
                ("Materias", '<a href="/buscar/tesis?materia=550602">Historia económica</a>'),
            ],
            "http://repositorio-uvigo.test/handle/11093/4321",
            [("/servlet/tesis?codigo=298811", "Comercio y navegación en Galicia")],
            citing,
        ),
    )
    for p, t in [
        (ART_SIMILAR[0], "Manuales escolares y transición"),
        (ART_SIMILAR[1], "La enseñanza de la historia reciente"),
        (TESIS_CITING[0], "El comercio gallego y América"),
        (TESIS_CITING[1], "Puertos menores del noroeste"),
        ("/servlet/tesis?codigo=298811", "Comercio y navegación en Galicia"),
    ]:
        pages[p] = biblio.page(t, f"<div class=ficha><h1>{escape(t)}</h1></div>")
    pages["/servlet/tesis?codigo=312456&info=citas"] = biblio.page(
        "Citas de la tesis",
        '<h1>Documentos que citan esta tesis</h1><p><a href="'
        + TESIS.replace("&", "&amp;")
        + '">Volver a la ficha</a></p>',
    )
    return [biblio.site(pages)]


def _biblio_cases() -> list[Case]:
    e1, e2 = biblio.url(ART), biblio.url(TESIS)
    return [
        # A bibliographic record: the full text lives on the journal's own site, the export
        # needs a login; the record is a single page (the seed's PubMed Commons / JSTOR rows).
        case(
            "biblio-article-record",
            "bibliographic portal (Dialnet-like article record)",
            "bibliographic record",
            "single_page",
            e1,
            [e1],
            _biblio_sites,
            others=[biblio.url(p) for p in ART_SIMILAR],
        ),
        # Harder: a thesis record with directors, tribunal, citing documents, a "see all
        # citations" view of its own and similar theses; still a single page.
        case(
            "biblio-thesis-record",
            "bibliographic portal (Dialnet-like thesis record)",
            "bibliographic record",
            "single_page",
            e2,
            [e2],
            _biblio_sites,
            others=[biblio.url(p) for p in TESIS_CITING],
        ),
    ]


# --- university DSpace repository: the handle is in every artifact URI ---------------------

DS = "repositorio.ucastillanueva.hx101.example"
ds = Chrome(
    DS,
    "RUCN - Repositorio Institucional",
    menu=[
        ("/community-list", "Comunidades y colecciones"),
        ("/browse?type=dateissued", "Fecha"),
        ("/browse?type=author", "Autores"),
        ("/browse?type=subject", "Materias"),
    ],
    footer=[
        ("/feedback", "Sugerencias"),
        ("/info/politica", "Política institucional"),
        ("/info/accesibilidad", "Accesibilidad"),
        ("http://dspace-software.test/", "DSpace"),
    ],
    title_format="{name}: {title}",
    lang="es",
    cookie_text="Este sitio utiliza cookies técnicas y analíticas.",
    cookie_label="Más información",
)
H1, H2 = "20.500.14352/74210", "20.500.14352/81907"


def _ds_item(
    handle: str,
    title: str,
    files: list[tuple[str, str]],
    coll: str,
    related: list[str],
    full: bool = False,
) -> str:
    bits = "".join(
        f'<tr><td><a href="/bitstream/handle/{handle}/{f}?sequence={i}&amp;isAllowed=y">{f}</a>'
        f"</td><td>{escape(d)}</td></tr>"
        for i, (f, d) in enumerate(files, 1)
    )
    view = (
        f'<a href="/handle/{handle}">Mostrar el registro sencillo del ítem</a>'
        if full
        else f'<a href="/handle/{handle}?mode=full">Mostrar el registro completo del ítem</a>'
    )
    rel = links([(f"/handle/{r}", f"Ítem relacionado {r}") for r in related])
    return f"""<ol class="breadcrumb"><li><a href="/">RUCN Principal</a></li><li><a
href="/handle/20.500.14352/15">Tesis y trabajos</a></li><li><a href="/handle/{coll}">Colección</a>
</li></ol><div class="item-view"><h1>{escape(title)}</h1>
<p>URI: <a href="/handle/{handle}">http://{DS}/handle/{handle}</a></p>
<table class="files"><tr><th>Fichero</th><th>Descripción</th></tr>{bits}</table>
<p>{view} · <a href="/handle/{handle}/statistics">Estadísticas</a> · Exportar: <a
href="/handle/{handle}/export?format=bibtex">BibTeX</a> <a
href="/handle/{handle}/export?format=ris">RIS</a></p></div>
<aside><h2>Ítems relacionados</h2>{rel}<p><a href="/browse?type=author">Autores</a></p></aside>"""


def _ds_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    items = [
        (
            H1,
            "Simulación de redes eléctricas inteligentes con agentes",
            "20.500.14352/212",
            [("TFG_Lopez_Garcia.pdf", "Memoria")],
            ["20.500.14352/74388"],
            False,
        ),
        (
            H2,
            "Epigrafía funeraria de la Meseta norte en época altoimperial",
            "20.500.14352/301",
            [
                ("Tesis_Martin_Rubio.pdf", "Tesis doctoral"),
                ("Anexo_corpus.zip", "Corpus"),
                ("Abstract_EN.pdf", "Resumen en inglés"),
                ("license.txt", "Licencia de depósito"),
            ],
            ["20.500.14352/79011", "20.500.14352/80552"],
            True,
        ),
    ]
    for handle, title, coll, files, related, stats_pages in items:
        pages[f"/handle/{handle}"] = ds.page(title, _ds_item(handle, title, files, coll, related))
        pages[f"/handle/{handle}?mode=full"] = ds.page(
            title,
            _ds_item(handle, title, files, coll, related, full=True)
            + f"<table class=full><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
        )
        more = ""
        if stats_pages:
            more = (
                f'<p><a href="/handle/{handle}/statistics?type=downloads">Descargas</a> '
                f'<a href="/handle/{handle}/statistics?type=countries">Países</a></p>'
            )
            for t in ("downloads", "countries"):
                pages[f"/handle/{handle}/statistics?type={t}"] = ds.page(
                    f"Estadísticas ({t})", f"<h1>{t}</h1><p>Ítem {handle}</p>"
                )
        pages[f"/handle/{handle}/statistics"] = ds.page(
            "Estadísticas",
            f'<h1>Estadísticas de uso</h1><p><a href="/handle/{handle}">'
            f"{escape(title)}</a></p>{more}",
        )
        pages[f"/handle/{handle}/export?format=bibtex"] = bib(
            handle.replace("/", "_"), title, "Autor", "2023"
        )
        pages[f"/handle/{handle}/export?format=ris"] = ris(title, "Autor", "2023", "THES")
        for i, (f, _d) in enumerate(files, 1):
            key = f"/bitstream/handle/{handle}/{f}?sequence={i}&isAllowed=y"
            if f.endswith(".pdf"):
                pages[key] = pdf_file(title, f)
            elif f.endswith(".zip"):
                pages[key] = zip_file({"corpus.csv": "inscripcion,lugar\nCIL II 2745,Clunia\n"})
            else:
                pages[key] = text("Licencia de depósito en RUCN.\n")
        for r in related:
            pages[f"/handle/{r}"] = ds.page(f"Ítem {r}", f"<h1>Ítem {r}</h1>")
    return [ds.site(pages)]


def _ds_truth(handle: str, files: list[str], stats: bool) -> list[str]:
    b = f"http://{DS}"
    out = [
        f"{b}/handle/{handle}",
        f"{b}/handle/{handle}?mode=full",
        f"{b}/handle/{handle}/statistics",
        f"{b}/handle/{handle}/export?format=bibtex",
        f"{b}/handle/{handle}/export?format=ris",
    ]
    out += [
        f"{b}/bitstream/handle/{handle}/{f}?sequence={i}&isAllowed=y"
        for i, f in enumerate(files, 1)
    ]
    if stats:
        out += [f"{b}/handle/{handle}/statistics?type={t}" for t in ("downloads", "countries")]
    return out


def _ds_cases() -> list[Case]:
    return [
        # DSpace puts the item's handle in every URI of the item (record, full record,
        # bitstreams, statistics, exports) and in none of the chrome: the seed's GBIF shape,
        # Significant String from URI.
        case(
            "dspace-bachelor-thesis",
            "university DSpace repository (bachelor thesis item)",
            "thesis",
            "sig_uri",
            f"http://{DS}/handle/{H1}",
            _ds_truth(H1, ["TFG_Lopez_Garcia.pdf"], False),
            _ds_sites,
            others=[f"http://{DS}/handle/20.500.14352/74388"],
        ),
        # Harder: four bitstreams, statistics sub-pages two hops away, related items.
        case(
            "dspace-doctoral-thesis",
            "university DSpace repository (doctoral thesis item)",
            "thesis",
            "sig_uri",
            f"http://{DS}/handle/{H2}",
            _ds_truth(
                H2,
                ["Tesis_Martin_Rubio.pdf", "Anexo_corpus.zip", "Abstract_EN.pdf", "license.txt"],
                True,
            ),
            _ds_sites,
            others=[
                f"http://{DS}/handle/20.500.14352/79011",
                f"http://{DS}/handle/20.500.14352/80552",
            ],
        ),
    ]


# --- university GitLab forge: every project URI starts with the project's URI ---------------

GL = "gitlab.forjauniversitaria.hx101.example"
gl = Chrome(
    GL,
    "Forja Universitaria",
    menu=[("/explore", "Explorar"), ("/explore/groups", "Grupos"), ("/help", "Ayuda")],
    footer=[
        ("/-/privacy", "Privacidad"),
        ("/-/terms", "Condiciones de uso"),
        ("/-/status", "Estado del servicio"),
    ],
    title_format="{title} · GitLab",
    lang="es",
    cookie_text="La Forja solo usa cookies de sesión.",
    cookie_label="Detalles",
)


def _gl_nav(p: str) -> str:
    tabs = [
        ("", "Proyecto"),
        ("-/tree/main", "Repositorio"),
        ("-/issues", "Incidencias"),
        ("-/merge_requests", "Solicitudes de fusión"),
        ("-/releases", "Versiones"),
    ]
    return (
        '<nav class="project-nav">'
        + " ".join(f'<a href="{p}{t}">{label}</a>' for t, label in tabs)
        + "</nav>"
    )


def _gl_project(
    p: str,
    name: str,
    files: dict[str, str],
    issues: list[tuple[int, str]],
    releases: list[str],
    extra_pages: dict[str, str],
    owner: str,
    fork: str = "",
    wiki: bool = False,
    commits: list[str] | None = None,
) -> dict[str, str | Response]:
    """The pages of one project at path prefix `p` (with its trailing slash)."""
    pages: dict[str, str | Response] = {}
    nav = _gl_nav(p) + (f' <a href="{p}-/wikis/home">Wiki</a>' if wiki else "")

    def pg(title: str, main: str) -> str:
        crumbs = f'<a href="/{owner}">{owner}</a> / <a href="{p}">{name}</a>'
        return gl.page(f"{title} · {owner} / {name}", f"<p class=crumbs>{crumbs}</p>{nav}{main}")

    tree = "".join(f'<li><a href="{p}-/blob/main/{f}">{f}</a></li>' for f in files)
    forked = f'<p>Bifurcado de <a href="{fork}">{fork.strip("/")}</a></p>' if fork else ""
    pages[p] = pg(
        name,
        f"<h1>{name}</h1>{forked}<ul class=tree>{tree}</ul>"
        f'<p><a href="{p}-/archive/main/{name}-main.zip">Descargar zip</a> · '
        f'<a href="{p}-/commits/main">Commits</a></p>'
        f"<div class=readme>{escape(files.get('README.md', ''))}</div>",
    )
    pages[f"{p}-/tree/main"] = pg("Archivos", f"<ul class=tree>{tree}</ul>")
    for f, body in files.items():
        pages[f"{p}-/blob/main/{f}"] = pg(
            f, f'<pre>{escape(body)}</pre><a href="{p}-/raw/main/{f}">Ver en bruto</a>'
        )
        pages[f"{p}-/raw/main/{f}"] = text(body)
    pages[f"{p}-/archive/main/{name}-main.zip"] = zip_file(files)
    rows = "".join(f'<li><a href="{p}-/issues/{n}">#{n} {escape(t)}</a></li>' for n, t in issues)
    more = ""
    if len(issues) > 3:
        rows = "".join(
            f'<li><a href="{p}-/issues/{n}">#{n} {escape(t)}</a></li>' for n, t in issues[:3]
        )
        rest = "".join(
            f'<li><a href="{p}-/issues/{n}">#{n} {escape(t)}</a></li>' for n, t in issues[3:]
        )
        more = f'<a href="{p}-/issues?page=2">Siguiente</a>'
        pages[f"{p}-/issues?page=2"] = pg("Incidencias (2)", f"<ul>{rest}</ul>")
    pages[f"{p}-/issues"] = pg("Incidencias", f"<ul>{rows}</ul>{more}")
    for n, t in issues:
        pages[f"{p}-/issues/{n}"] = pg(
            t, f'<h1>{escape(t)}</h1><p>Abierta por <a href="/mtorres">mtorres</a></p>'
        )
    pages[f"{p}-/merge_requests"] = pg("Solicitudes de fusión", "<p>No hay solicitudes.</p>")
    rel = "".join(
        f'<li><a href="{p}-/releases/{v}">{v}</a> <a href="{p}-/archive/{v}/{name}-{v}.zip">'
        "zip</a></li>"
        for v in releases
    )
    pages[f"{p}-/releases"] = pg("Versiones", f"<ul>{rel}</ul>")
    for v in releases:
        pages[f"{p}-/releases/{v}"] = pg(
            v,
            f'<h1>{v}</h1><p><a href="{p}-/archive/{v}/{name}-{v}.zip">Código fuente (zip)</a></p>',
        )
        pages[f"{p}-/archive/{v}/{name}-{v}.zip"] = zip_file({"VERSION": v})
    clist = "".join(f'<li><a href="{p}-/commit/{c}">{c[:8]}</a></li>' for c in commits or [])
    pages[f"{p}-/commits/main"] = pg("Commits", f"<ul>{clist}</ul>")
    for c in commits or []:
        pages[f"{p}-/commit/{c}"] = pg(c[:8], f"<h1>Commit {c[:8]}</h1><pre>diff</pre>")
    if wiki:
        pages[f"{p}-/wikis/home"] = pg(
            "Wiki", f'<h1>Wiki</h1><a href="{p}-/wikis/instalacion">Instalación</a>'
        )
    for k, v in extra_pages.items():
        pages[k] = pg(k, v)
    return pages


P_ASTRO = "/grupo-hpc/astro-pipeline/"
P_CORPUS = "/lingua-ugr/corpus-etiquetador-gallego/"
P_DATOS = "/lingua-ugr/corpus-etiquetador-gallego-datos/"
P_FORK_ORIGIN = "/proxecto-nos/etiquetador-base/"
COMMITS = ["3b9f1c2e7a4d5b6c8e9f0a1b2c3d4e5f6a7b8c9d", "a1e2f3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0d1e"]


def _gl_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    pages.update(
        _gl_project(
            P_ASTRO,
            "astro-pipeline",
            {
                "README.md": "astro-pipeline: reducción de imágenes del telescopio de 1,5 m",
                "pipeline.py": "def main():\n    pass\n",
            },
            [(1, "Falla la calibración de flats"), (2, "Documentar parámetros")],
            ["v1.0"],
            {},
            "grupo-hpc",
        )
    )
    pages.update(
        _gl_project(
            P_CORPUS,
            "corpus-etiquetador-gallego",
            {
                "README.md": "Etiquetador morfosintáctico para gallego. Datos en el proyecto -datos.",
                "etiquetador/__init__.py": "",
                "etiquetador/modelo.py": "class Modelo: ...\n",
                "LICENSE": "EUPL-1.2\n",
            },
            [(n, f"Incidencia {n}") for n in range(1, 6)],
            ["v0.9", "v1.0", "v1.1"],
            {f"{P_CORPUS}-/wikis/instalacion": "<h1>Instalación</h1><p>pip install .</p>"},
            "lingua-ugr",
            fork=P_FORK_ORIGIN,
            wiki=True,
            commits=COMMITS,
        )
    )
    pages[P_CORPUS] = pages[P_CORPUS].replace(  # type: ignore[union-attr]
        "</h1>",
        f'</h1><p>Datos de entrenamiento: <a href="{P_DATOS}">corpus-etiquetador-'
        "gallego-datos</a></p>",
        1,
    )
    pages[P_DATOS] = gl.page(
        "corpus-etiquetador-gallego-datos · lingua-ugr", "<h1>corpus-etiquetador-gallego-datos</h1>"
    )
    pages[P_FORK_ORIGIN] = gl.page("etiquetador-base · proxecto-nos", "<h1>etiquetador-base</h1>")
    return [gl.site(pages)]


def _gl_truth(
    p: str,
    files: list[str],
    issues: int,
    releases: list[str],
    name: str,
    paged: bool = False,
    wiki: bool = False,
    commits: list[str] | None = None,
) -> list[str]:
    b = f"http://{GL}{p}"
    out = [
        b,
        f"{b}-/tree/main",
        f"{b}-/issues",
        f"{b}-/merge_requests",
        f"{b}-/releases",
        f"{b}-/commits/main",
        f"{b}-/archive/main/{name}-main.zip",
    ]
    for f in files:
        out += [f"{b}-/blob/main/{f}", f"{b}-/raw/main/{f}"]
    out += [f"{b}-/issues/{n}" for n in range(1, issues + 1)]
    for v in releases:
        out += [f"{b}-/releases/{v}", f"{b}-/archive/{v}/{name}-{v}.zip"]
    out += [f"{b}-/commit/{c}" for c in commits or []]
    if paged:
        out.append(f"{b}-/issues?page=2")
    if wiki:
        out += [f"{b}-/wikis/home", f"{b}-/wikis/instalacion"]
    return out


def _gl_cases() -> list[Case]:
    return [
        # A software project on a GitLab forge: the seed's GitLab.com row, Path-Based (every
        # project URI has the project URI as its prefix; raw files stay on the same host).
        case(
            "forge-small-project",
            "university GitLab forge (small project)",
            "software",
            "path_based",
            f"http://{GL}{P_ASTRO}",
            _gl_truth(P_ASTRO, ["README.md", "pipeline.py"], 2, ["v1.0"], "astro-pipeline"),
            _gl_sites,
        ),
        # Harder: paged issues, a wiki, three releases, commits, a fork origin, and a sibling
        # data project whose path extends this one's name (but not its trailing slash).
        case(
            "forge-fork-with-wiki",
            "university GitLab forge (forked project with wiki)",
            "software",
            "path_based",
            f"http://{GL}{P_CORPUS}",
            _gl_truth(
                P_CORPUS,
                ["README.md", "etiquetador/__init__.py", "etiquetador/modelo.py", "LICENSE"],
                5,
                ["v0.9", "v1.0", "v1.1"],
                "corpus-etiquetador-gallego",
                paged=True,
                wiki=True,
                commits=COMMITS,
            ),
            _gl_sites,
            others=[f"http://{GL}{P_DATOS}", f"http://{GL}{P_FORK_ORIGIN}"],
        ),
    ]


def cases() -> list[Case]:
    return [*_biblio_cases(), *_ds_cases(), *_gl_cases()]
