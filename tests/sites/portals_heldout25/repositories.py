"""Publication and data repositories of the "record with files" kind: EPrints 3.4 and
Figshare for institutions.

EPrints: an eprint /id/eprint/<n>/, its documents /id/eprint/<n>/<pos>/<file>; the export
menu is a form (not links) by default, some skins list export links
/cgi/export/eprint/<n>/<Format>/<repo>-eprint-<n>.<ext>; browse views /view/...,
statistics /cgi/stats/report/eprint/<n>, the staff page /cgi/users/home?... are outside.
Figshare for institutions: an item /articles/<type>/<slug>/<id> on the institution's
subdomain, files on the shared ndownloader host, citation exports on the item host;
earlier versions have their own DOIs (.v1), authors have profile pages.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, csv_file, files_site, pdf_file, text_file, zip_file

# --- EPrints: Wyvernholt Research Online (English, export form) ------------------------

WYV = Skin(
    host="eprints.wyvernholt-uni.hx25.example",
    name="Wyvernholt Research Online",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/accessibility.html", "Accessibility"),
        ("/cgi/latest", "Latest additions"),
    ],
    title_format="{title} - {name}",
    home_title="Wyvernholt Research Online",
    body_class="ep_tm_page",
    login="/cgi/users/home",
    login_text="Login",
    search=("/cgi/search/simple", "q"),
    generator="EPrints 3.4.6",
)
W_N = "4471"
W_TITLE = "Peat accumulation and hydrological change on the Wyvernholt moors since 1850"
W_DOCS = [("1", "Hale_thesis_2025.pdf"), ("2", "Hale_appendices.zip")]


def _ep_docs(n: str, docs: list[tuple[str, str]]) -> str:
    return "".join(
        f'<tr><td><a class="ep_document_link" href="/id/eprint/{n}/{pos}/{f}">'
        f'<img class="ep_doc_icon" src="/static/logo.png" alt="[thumbnail]"></a></td><td>'
        f'<a class="ep_document_link" href="/id/eprint/{n}/{pos}/{f}">{escape(f)}</a><br>'
        "Available under License Creative Commons Attribution.</td></tr>"
        for pos, f in docs
    )


def _wyv_pages() -> dict[str, PageValue]:
    main = f"""<h1 class="ep_tm_pagetitle">{escape(W_TITLE)}</h1><div class="ep_summary_content">
<p class="ep_block"><span class="person_name"><a href="/view/creators/Hale=3AIsobel=3A=3A.html">
Hale, Isobel</a></span> (2025) <em>{escape(W_TITLE)}.</em> Doctoral thesis, Wyvernholt
University.</p><table class="ep_block">{_ep_docs(W_N, W_DOCS)}</table>
<div class="ep_block"><h2>Abstract</h2><p>Cores from nine sites show...</p></div>
<table class="ep_block"><tr><th>Item Type:</th><td>Thesis (Doctoral)</td></tr>
<tr><th>Divisions:</th><td><a href="/view/divisions/geog.html">Department of Geography</a></td>
</tr><tr><th>Date Deposited:</th><td>12 Nov 2025</td></tr><tr><th>URI:</th><td>
<a href="/id/eprint/{W_N}">{WYV.url(f"/id/eprint/{W_N}")}</a></td></tr></table>
<form method="get" action="/cgi/export_redirect"><input type="hidden" name="eprintid" value="{W_N}">
<select name="format"><option value="BibTeX">BibTeX</option><option value="RIS">Reference
Manager</option><option value="DC">Dublin Core</option></select><input type="submit"
value="Export"></form><h3>Downloads</h3><div class="irstats2_summary_page"><a
href="/cgi/stats/report/eprint/{W_N}">Downloads per month over past year</a></div>
<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint%3A%3AView&amp;eprintid={W_N}">
View Item</a></div>"""
    return {
        f"/id/eprint/{W_N}/": WYV.page(W_TITLE, main),
        f"/id/eprint/{W_N}": Response.redirect(WYV.url(f"/id/eprint/{W_N}/"), 301),
        f"/id/eprint/{W_N}/1/{W_DOCS[0][1]}": pdf_file(W_TITLE, "Thesis"),
        f"/id/eprint/{W_N}/2/{W_DOCS[1][1]}": zip_file({"cores.csv": "site,depth\n"}),
        "/view/creators/Hale=3AIsobel=3A=3A.html": WYV.page(
            "Items by Hale, Isobel", "<h1>Hale, Isobel</h1>"
        ),
        "/view/divisions/geog.html": WYV.page("Department of Geography", "<h1>Geography</h1>"),
        f"/cgi/stats/report/eprint/{W_N}": WYV.page("Statistics", "<h1>Downloads</h1>"),
    }


def wyv_sites() -> list[Site]:
    return [WYV.site(_wyv_pages())]


# --- EPrints: Dépôt institutionnel de Valbrune (French, export links) ------------------

VAL = Skin(
    host="depot.valbrune-univ.hx25.example",
    name="Dépôt institutionnel de l'Université de Valbrune",
    menu=[
        ("/", "Accueil"),
        ("/view/", "Parcourir"),
        ("/cgi/search/advanced", "Recherche avancée"),
        ("/information.html", "À propos"),
    ],
    footer=[
        ("/politique.html", "Politique du dépôt"),
        ("/mentions-legales.html", "Mentions légales"),
    ],
    title_format="{title} - {name}",
    home_title="Dépôt institutionnel de l'Université de Valbrune",
    lang="fr",
    body_class="ep_tm_page valbrune",
    login="/cgi/users/home",
    login_text="Connexion",
    cookie="Ce site utilise des cookies de mesure d'audience.",
    search=("/cgi/search/simple", "q"),
    search_text="Rechercher",
    not_found="Page introuvable.",
    generator="EPrints 3.4.5",
)
V_N = "1187"
V_TITLE = "La transhumance ovine dans les Baronnies au XIXe siècle : registres et itinéraires"
V_DOCS = [("1", "Morel_2025_transhumance.pdf")]
V_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt")]


def _val_pages() -> dict[str, PageValue]:
    exports = "".join(
        f'<li><a href="/cgi/export/eprint/{V_N}/{fmt}/valbrune-eprint-{V_N}.{ext}">{fmt}</a></li>'
        for fmt, ext in V_EXPORTS
    )
    main = f"""<h1 class="ep_tm_pagetitle">{escape(V_TITLE)}</h1><p><a
href="/view/creators/Morel=3AClaire=3A=3A.html">Morel, Claire</a> (2025) <em>{escape(V_TITLE)}.</em> Revue
d'histoire rurale, 41 (2). <a href="https://doi.test/10.80101/rhr.2025.41.2.77">doi</a></p>
<table>{_ep_docs(V_N, V_DOCS)}</table><h2>Résumé</h2><p>À partir des registres de
passage...</p><h2>Exporter la notice</h2><ul class="ep_export_links">{exports}</ul>
<p>Laboratoire : <a href="/view/divisions/lhr.html">Laboratoire d'histoire rurale</a></p>
<p><a href="/cgi/stats/report/eprint/{V_N}">Statistiques</a></p>"""
    pages: dict[str, PageValue] = {
        f"/id/eprint/{V_N}/": VAL.page(V_TITLE, main),
        f"/id/eprint/{V_N}": Response.redirect(VAL.url(f"/id/eprint/{V_N}/"), 301),
        f"/id/eprint/{V_N}/1/{V_DOCS[0][1]}": pdf_file(
            "La transhumance ovine dans les Baronnies", "Article"
        ),
        "/view/creators/Morel=3AClaire=3A=3A.html": VAL.page(
            "Morel, Claire", "<h1>Morel, Claire</h1>"
        ),
        "/view/divisions/lhr.html": VAL.page("Laboratoire d'histoire rurale", "<h1>LHR</h1>"),
        f"/cgi/stats/report/eprint/{V_N}": VAL.page("Statistiques", "<h1>Statistiques</h1>"),
    }
    for fmt, ext in V_EXPORTS:
        pages[f"/cgi/export/eprint/{V_N}/{fmt}/valbrune-eprint-{V_N}.{ext}"] = text_file(
            f"title = {{{V_TITLE}}}\n", "text/plain; charset=utf-8"
        )
    return pages


def val_sites() -> list[Site]:
    return [VAL.site(_val_pages())]


# --- Figshare for institutions (Brackenfield, Ravenstead) ------------------------------

NDL = "ndownloader.figsharely.hx25.example"


def _fig_skin(host: str, name: str) -> Skin:
    return Skin(
        host=host,
        name=name,
        menu=[
            ("/browse", "Browse"),
            ("/search", "Search"),
            ("/categories", "Categories"),
            ("/collections", "Collections"),
        ],
        footer=[
            ("/terms", "Terms of use"),
            ("/privacy", "Privacy policy"),
            ("/accessibility", "Accessibility"),
            ("https://figsharely.test/about", "Powered by Figshare"),
        ],
        title_format="{title}",
        home_title=name,
        body_class="fs-portal",
        login="/account/login",
        search=("/search", "q"),
        generator="figshare",
        cookie="We use cookies to give you the best experience.",
    )


BRACK = _fig_skin("brackenfield.figsharely.hx25.example", "Brackenfield University Research Data")
RAVEN = _fig_skin("ravenstead.figsharely.hx25.example", "Ravenstead University Research Repository")

FIG = {
    # key: (skin, type, slug, id, title, author (name, profile id), files [(file id, name)])
    "brack": (
        BRACK,
        "dataset",
        "Hedgerow_bird_point_counts_Brackenfield_estate_2019-2025",
        "24681357",
        "Hedgerow bird point counts, Brackenfield estate, 2019-2025",
        ("Hanne Orlov", "17223344"),
        [("48200011", "point_counts_2019-2025.csv"), ("48200012", "survey_protocol.pdf")],
    ),
    "raven": (
        RAVEN,
        "poster",
        "Microplastic_loads_in_Ravenstead_urban_streams",
        "29100222",
        "Microplastic loads in Ravenstead urban streams",
        ("Tobias Mwangi", "18990011"),
        [("53310077", "Mwangi_SETAC2025_poster.pdf")],
    ),
}
FIG_EXPORTS = ["bibtex", "refworks", "endnote", "datacite", "dc"]


def _fig_pages(key: str) -> dict[str, PageValue]:
    skin, kind, slug, aid, title, (author, pid), files = FIG[key]
    author_url = f"/authors/{quote(author.replace(' ', '_'))}/{pid}"
    flist = "".join(
        f'<li><span>{escape(n)}</span> <a class="download-button" href="http://{NDL}/files/{fid}">'
        "Download</a></li>"
        for fid, n in files
    )
    exports = "".join(
        f'<li><a href="/articles/{aid}/export/{fmt}">{fmt}</a></li>' for fmt in FIG_EXPORTS
    )
    main = f"""<div class="fs-item"><div class="fs-preview"><div class="viewer" data-file="{files[0][0]}"></div>
</div><h1 class="fs-title">{escape(title)}</h1><p>{kind}</p><p>posted on 2025-10-07, version 2</p>
<p class="authors"><a href="{author_url}">{escape(author)}</a></p>
<div class="fs-files"><h2>Files</h2><ul>{flist}</ul><a class="download-all" href="http://{NDL}/articles/{aid}/versions/2">
Download all</a></div><div class="fs-cite"><h2>Cite</h2><p>{escape(author)} (2025).
{escape(title)}. <a href="https://doi.test/10.80111/{key}.{aid}.v2">10.80111/{key}.{aid}.v2</a></p>
<h3>Export citation</h3><ul>{exports}</ul></div>
<div class="fs-meta"><h2>Categories</h2><a href="/categories/Ecology">Ecology</a>
<h2>Keywords</h2><a href="/search?q=%3Akeyword%3A%20%22urban%20ecology%22">urban ecology</a>
<h2>Versions</h2><ul><li>Version 2 (this version)</li><li><a href="/articles/{kind}/{slug}/{aid}/1">Version 1</a> 2025-06-30</li></ul>
<h2>Licence</h2><a href="https://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></div>"""
    pages: dict[str, PageValue] = {
        f"/articles/{kind}/{slug}/{aid}": skin.page(title, main),
        f"/articles/{kind}/{slug}/{aid}/1": skin.page(
            title, f"<h1>{escape(title)}</h1><p>version 1</p>"
        ),
        author_url: skin.page(author, f"<h1>{escape(author)}</h1>"),
        "/categories/Ecology": skin.page("Ecology", "<h1>Ecology</h1>"),
    }
    for fmt in FIG_EXPORTS:
        pages[f"/articles/{aid}/export/{fmt}"] = text_file(f"@misc{{{aid}, title={{{title}}}}}\n")
    return pages


def _ndl_site() -> Site:
    files = {
        "/files/48200011": csv_file("site,visit,species,count", 40, "point_counts_2019-2025.csv"),
        "/files/48200012": pdf_file(
            "Hedgerow point count protocol", filename="survey_protocol.pdf"
        ),
        "/files/53310077": pdf_file(
            "Microplastic loads in Ravenstead urban streams", filename="poster.pdf"
        ),
    }
    for _skin, _k, _s, aid, _t, _a, fl in FIG.values():
        files[f"/articles/{aid}/versions/2"] = zip_file({n: "" for _f, n in fl}, f"{aid}.zip")
    return files_site(NDL, files)


def brack_sites() -> list[Site]:
    return [BRACK.site(_fig_pages("brack")), _ndl_site()]


def raven_sites() -> list[Site]:
    return [RAVEN.site(_fig_pages("raven")), _ndl_site()]


def _fig_case(name: str, key: str, build: Callable[[], list[Site]]) -> Case:
    skin, kind, slug, aid, _t, _a, files = FIG[key]
    return Case(
        name=name,
        imitates=f"Figshare (for institutions, {kind})",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=skin.url(f"/articles/{kind}/{slug}/{aid}"),
        truth=frozenset(
            [skin.url(f"/articles/{kind}/{slug}/{aid}")]
            + [f"http://{NDL}/files/{fid}" for fid, _n in files]
            + [f"http://{NDL}/articles/{aid}/versions/2"]
            + [skin.url(f"/articles/{aid}/export/{fmt}") for fmt in FIG_EXPORTS]
        ),
        build=build,
        others=frozenset([skin.url(f"/articles/{kind}/{slug}/{aid}/1")]),
    )


CASES = [
    # Single Page+ with ignored URIs: both documents one hop from the abstract page; the
    # export menu is a form.  Truth: abstract page, 2 documents.  Creator and division
    # views, statistics and the staff page are outside.
    Case(
        name="eprints-wyvernholt-peat",
        imitates="EPrints (3.4)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=WYV.url(f"/id/eprint/{W_N}/"),
        truth=frozenset(
            [WYV.url(f"/id/eprint/{W_N}/")]
            + [WYV.url(f"/id/eprint/{W_N}/{p}/{f}") for p, f in W_DOCS]
        ),
        build=wyv_sites,
    ),
    # Single Page+ with ignored URIs (French skin listing export links).  Truth: abstract
    # page, the PDF, 3 exports.
    Case(
        name="eprints-valbrune-transhumance",
        imitates="EPrints (3.4, French, export links)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=VAL.url(f"/id/eprint/{V_N}/"),
        truth=frozenset(
            [VAL.url(f"/id/eprint/{V_N}/"), VAL.url(f"/id/eprint/{V_N}/1/{V_DOCS[0][1]}")]
            + [
                VAL.url(f"/cgi/export/eprint/{V_N}/{fmt}/valbrune-eprint-{V_N}.{ext}")
                for fmt, ext in V_EXPORTS
            ]
        ),
        build=val_sites,
    ),
    # Single Page+ with ignored URIs (the seed's Figshare): files on the ndownloader host
    # (each file and the "download all" zip) and 5 citation exports one hop away.  Truth:
    # item, 2 files, the zip, 5 exports.  Version 1
    # (own DOI), the author profile, categories and keywords are outside.
    _fig_case("figshare-brackenfield-birds", "brack", brack_sites),
    # Same shape, a poster.  Truth: item, 1 file, the zip, 5 exports.
    _fig_case("figshare-ravenstead-poster", "raven", raven_sites),
]
