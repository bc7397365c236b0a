"""DSpace repositories, one DSpace 7 (Angular, `/items/<uuid>`) and one DSpace 6 JSPUI
(`/jspui/handle/...`).  DSpace is not in the seed's table; an item (metadata page and its
bitstreams) is a single-hop artifact like a Figshare or Zenodo item, so the prescription is
Single Page+ with Ignored URIs.

Truth: the item page, its full-record view (`/full`, `?mode=full`) and the bitstream
downloads.  Not truth: communities and collections (the collection's handle shares the
item's handle prefix), browse-by-author/subject pages, login, feedback, privacy and
end-user-agreement pages, ORCID and licence links, the publisher's version of the article.
Case 1 is entered through its handle URL, which redirects to `/items/<uuid>`; its title
is bare (DSpace 7).  Case 2's title is "Site: Title".
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, doc_pdf, e, ul

H7 = "repositorio.univ-sud.example"
H6 = "dspace.polytech-ost.example"

SHELL7 = Shell(
    H7,
    "Repositorio Institucional - Universidad del Sur",
    "{title}",
    '<ds-root><header id="main-site-header"><a class="navbar-brand" href="/home"><img src="/assets/images/dspace-logo.png" alt="Repository logo"></a>'
    '<nav id="main-site-navigation">'
    + a("/community-list", "Communities & Collections")
    + a("/browse/dateissued", "By Issue Date")
    + a("/browse/author", "By Author")
    + a("/browse/title", "By Title")
    + a("/browse/subject", "By Subject")
    + a("/statistics", "Statistics")
    + "</nav>"
    '<form action="/search" method="get"><input name="query" placeholder="Search the repository ..."></form>'
    + a("/login", "Log In")
    + "</header>",
    '<footer class="text-lg-start"><div class="bottom-footer">'
    + a("/info/feedback", "Send Feedback")
    + a("/info/privacy", "Privacy policy")
    + a("/info/end-user-agreement", "End User Agreement")
    + a("https://www.lyrasis.org/", "LYRASIS")
    + a("https://dspace.org/", "DSpace software")
    + "</div></footer></ds-root>",
    css=("/styles.0a1f4b7e2c9d8e3f.css", "/assets/dspace/styles/theme.css"),
    js=(
        "/runtime.5e8c3f1d2b7a9c04.js",
        "/polyfills.ce3f2a1b0d9e8c77.js",
        "/main.9a8b7c6d5e4f3a21.js",
    ),
    logo="/assets/images/dspace-logo.png",
    favicon="/assets/dspace/images/favicons/favicon.ico",
    generator="DSpace 7.6.1",
    lang="es",
)
SHELL6 = Shell(
    H6,
    "Polytech Ost Repository: Home",
    "Polytech Ost Repository: {title}",
    '<div id="header"><nav class="navbar navbar-inverse"><a class="navbar-brand" href="/jspui/"><img src="/jspui/image/logo-polytech.png" alt=""></a>'
    '<ul class="nav navbar-nav"><li>'
    + a("/jspui/", "Home")
    + "</li><li>"
    + a("/jspui/community-list", "Communities & Collections")
    + "</li><li>"
    + a("/jspui/browse?type=dateissued", "Issue Date")
    + "</li><li>"
    + a("/jspui/browse?type=author", "Author")
    + "</li><li>"
    + a("/jspui/browse?type=title", "Title")
    + "</li><li>"
    + a("/jspui/help/index.html", "Help")
    + "</li></ul>"
    '<form method="get" action="/jspui/simple-search"><input name="query"></form>'
    + a("/jspui/mydspace", "Sign on to: My DSpace")
    + "</nav></div>",
    '<footer class="navbar navbar-bottom"><p>'
    + a("http://www.dspace.org", "DSpace Software")
    + " Copyright © 2002-2013 "
    + a("http://www.duraspace.org/", "Duraspace")
    + " - "
    + a("/jspui/feedback", "Feedback")
    + "</p></footer>",
    css=(
        "/jspui/static/css/jquery-ui-1.10.3.custom/redmond/jquery-ui-1.10.3.custom.css",
        "/jspui/static/css/bootstrap/bootstrap.min.css",
        "/jspui/static/css/bootstrap/dspace-theme.css",
    ),
    js=(
        "/jspui/static/js/jquery/jquery-1.10.2.min.js",
        "/jspui/static/js/bootstrap/bootstrap.min.js",
        "/jspui/static/js/choice-support.js",
    ),
    logo="/jspui/image/logo-polytech.png",
    favicon="/jspui/favicon.ico",
    generator="DSpace 6.3",
    soft404=True,
    lang="de",
)

U7 = "3f2c9a1e-5b7d-4c8e-9f10-2a3b4c5d6e7f"
B7 = [
    ("8d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6", "TFM_Garcia_Lopez_2022.pdf"),
    ("c4d5e6f7-0819-4a2b-9c3d-4e5f6a7b8c9d", "Anexo_datos_encuestas.xlsx"),
]
T7 = "Percepción del riesgo de inundación en la cuenca del río Segura"
T6 = "Lastmodelle für Holz-Beton-Verbunddecken im Brandfall"


def _dspace7():
    base = f"/items/{U7}"
    pages, truth = {}, {base, base + "/full"}
    files = []
    for uid, name in B7:
        dl = f"/bitstreams/{uid}/download"
        pages[dl] = doc_pdf(T7, name) if name.endswith(".pdf") else Response.data(b"PK\x03\x04xlsx")
        truth.add(dl)
        files.append((dl, name))
    coll = "/collections/6e5d4c3b-2a19-4807-b6a5-948372615abc"
    meta = (
        f'<meta name="citation_title" content="{e(T7)}"><meta name="citation_author" content="García López, Marta">'
        f'<meta name="citation_pdf_url" content="https://{H7}{files[0][0]}">'
    )
    simple = (
        f'<ds-item-page><h1 class="item-page-title-field">{e(T7)}</h1>'
        f'<div class="simple-view-element"><h2>Autor(es)</h2>{a("/browse/author?value=Garc%C3%ADa+L%C3%B3pez,+Marta", "García López, Marta")}'
        f' <a href="https://orcid.org/0000-0003-1234-5678">ORCID</a></div>'
        f'<div class="simple-view-element"><h2>Files</h2>{ul(files)}</div>'
        f'<div class="simple-view-element"><h2>Materias</h2>{a("/browse/subject?value=Inundaciones", "Inundaciones")}, '
        f"{a('/browse/subject?value=Percepci%C3%B3n+del+riesgo', 'Percepción del riesgo')}</div>"
        f'<div class="simple-view-element"><h2>URI</h2>{a(f"https://{H7}/handle/20.500.14012/77", f"https://{H7}/handle/20.500.14012/77")}</div>'
        f'<div class="simple-view-element"><h2>Colecciones</h2>{a(coll, "Trabajos Fin de Máster")}</div>'
        f"{a(base + '/full', 'Full item page', class_='btn btn-outline-primary')}"
        f"<p>{a('https://creativecommons.org/licenses/by-nc-nd/4.0/', 'CC BY-NC-ND 4.0')}</p></ds-item-page>"
    )
    pages[base] = SHELL7.page(T7, simple, head=meta)
    full = (
        f'<h1>{e(T7)}</h1><table class="table">'
        + "".join(
            f"<tr><td>{k}</td><td>{e(v)}</td></tr>"
            for k, v in [
                ("dc.contributor.author", "García López, Marta"),
                ("dc.date.issued", "2022-07-14"),
                ("dc.title", T7),
                ("dc.type", "info:eu-repo/semantics/masterThesis"),
            ]
        )
        + f"</table>{ul(files)}{a(base, 'Simple item page')}{a(coll, 'Trabajos Fin de Máster')}"
    )
    pages[base + "/full"] = SHELL7.page(T7, full, head=meta)
    pages["/handle/20.500.14012/77"] = Response.redirect(f"https://{H7}{base}", 301)
    pages[coll] = SHELL7.page(
        "Trabajos Fin de Máster", "<h1>Trabajos Fin de Máster</h1>" + ul([(base, T7)])
    )
    SHELL7.featured = [(base, T7)]
    home = "<h1>Repositorio Institucional</h1><h2>Envíos recientes</h2>" + ul(SHELL7.featured)
    pages["/home"] = SHELL7.page(SHELL7.home_title, home, raw_title=True)
    return pages, home, {SHELL7.url(t) for t in truth}


def _dspace6():
    h = "/jspui/handle/123456789/42"
    pdfu = "/jspui/bitstream/123456789/42/1/Masterarbeit_Vogt_2019.pdf"
    zipu = "/jspui/bitstream/123456789/42/2/Messdaten_Brandversuche.zip"
    pages = {pdfu: doc_pdf(T6, "Masterarbeit"), zipu: Response.data(b"PK\x03\x04")}
    truth = {h, h + "?mode=full", pdfu, zipu}
    files = (
        '<table class="table panel-body"><tr><th>Datei</th><th>Beschreibung</th><th>Größe</th><th>Format</th></tr>'
        f"<tr><td>{a(pdfu, 'Masterarbeit_Vogt_2019.pdf')}</td><td>Volltext</td><td>2.1 MB</td><td>Adobe PDF</td>"
        f"<td>{a(pdfu, 'Öffnen/Anzeigen', class_='btn btn-primary')}</td></tr>"
        f"<tr><td>{a(zipu, 'Messdaten_Brandversuche.zip')}</td><td>Messdaten</td><td>14 MB</td><td>ZIP</td>"
        f"<td>{a(zipu, 'Öffnen/Anzeigen', class_='btn btn-primary')}</td></tr></table>"
    )
    crumbs = (
        f'<ol class="breadcrumb">{a("/jspui/", "Polytech Ost Repository")} / {a("/jspui/handle/123456789/1", "Fakultät Bauingenieurwesen")}'
        f" / {a('/jspui/handle/123456789/10', 'Abschlussarbeiten')}</ol>"
    )
    simple = (
        f'{crumbs}<div class="well">Bitte benutzen Sie diese Kennung, um auf die Ressource zu verweisen: '
        f"{a('http://hdl.handle.net/123456789/42', 'http://hdl.handle.net/123456789/42')}</div>"
        f'<table class="table itemDisplayTable"><tr><td>Titel:</td><td>{e(T6)}</td></tr>'
        f"<tr><td>Autor(en):</td><td>{a('/jspui/browse?type=author&value=Vogt%2C+Lena', 'Vogt, Lena')}</td></tr>"
        f"<tr><td>Stichwörter:</td><td>{a('/jspui/browse?type=subject&value=Brandschutz', 'Brandschutz')}; "
        f"{a('/jspui/browse?type=subject&value=Holz-Beton-Verbund', 'Holz-Beton-Verbund')}</td></tr>"
        f"<tr><td>Erscheinungsdatum:</td><td>2019</td></tr></table>{files}"
        f"{a(h + '?mode=full', 'Zur Langanzeige', class_='btn btn-default')}"
        f'<p class="submitFormHelp alert alert-info">Alle Ressourcen in diesem Repository sind urheberrechtlich geschützt.</p>'
    )
    pages[h] = SHELL6.page(T6, simple)
    full = (
        f'{crumbs}<table class="table itemDisplayTable">'
        + "".join(
            f"<tr><td>{k}</td><td>{e(v)}</td></tr>"
            for k, v in [
                ("dc.contributor.author", "Vogt, Lena"),
                ("dc.title", T6),
                ("dc.date.issued", "2019"),
                ("dc.identifier.uri", "http://hdl.handle.net/123456789/42"),
            ]
        )
        + f"</table>{files}{a(h, 'Zur Kurzanzeige', class_='btn btn-default')}"
    )
    pages[h + "?mode=full"] = SHELL6.page(T6, full)
    SHELL6.featured = [
        (h, T6),
        ("/jspui/handle/123456789/57", "Setzungsverhalten weicher Böden unter Dammschüttungen"),
    ]
    pages["/jspui/handle/123456789/57"] = SHELL6.page(
        SHELL6.featured[1][1], crumbs + f"<h1>{e(SHELL6.featured[1][1])}</h1>"
    )
    home = "<h1>Polytech Ost Repository</h1><h2>Neuzugänge</h2>" + ul(SHELL6.featured)
    pages["/jspui/"] = SHELL6.page(SHELL6.home_title, home, raw_title=True)
    pages["/"] = Response.redirect(f"https://{H6}/jspui/", 302)
    return pages, home, {SHELL6.url(t) for t in truth}


def build():
    p7, h7, _ = _dspace7()
    p6, h6, _ = _dspace6()
    return [build_site(SHELL7, p7, h7), build_site(SHELL6, p6, h6)]


_T7, _T6 = _dspace7()[2], _dspace6()[2]
CASES = [
    Case(
        "dspace7-thesis-handle",
        "dspace",
        "single-hop",
        "single_page_plus_ignored",
        SHELL7.url("/handle/20.500.14012/77"),
        frozenset(_T7),
        build,
        landing=SHELL7.url(f"/items/{U7}"),
    ),
    Case(
        "dspace6-jspui-thesis",
        "dspace",
        "single-hop",
        "single_page_plus_ignored",
        SHELL6.url("/jspui/handle/123456789/42"),
        frozenset(_T6),
        build,
    ),
]
