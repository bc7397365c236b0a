"""DSpace 7 (Angular, server-side rendered) and DSpace 6 (JSPUI, XMLUI Mirage2).

DSpace 7: items at /items/<uuid> (a /handle/<prefix>/<n> URL redirects there), bitstream
downloads at /bitstreams/<uuid>/download, the "Full item page" at /items/<uuid>/full;
7.6 adds FAIR Signposting (rel=item per bitstream, rel=describedby for a DataCite record,
rel=cite-as for the handle).  DSpace 6 JSPUI: /handle/<prefix>/<n>, ?mode=full,
/bitstream/<prefix>/<n>/<seq>/<name>.  DSpace 6 XMLUI (Mirage2) titles pages with the bare
item title; a Dryad-style data repository on it splits a data package into data-file
items, each saying which package it belongs to, whose bitstreams (CSV) do not.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, csv_file, pdf_file, signposted, text_file, zip_file

# --- Repositorio Institucional Corvalán (DSpace 7.6, Signposting, Spanish) -------------

CORV = Skin(
    host="repositorio.corvalan-uni.hx25.example",
    name="Repositorio Institucional de la Universidad Corvalán",
    menu=[
        ("/community-list", "Comunidades y colecciones"),
        ("/browse/dateissued", "Por fecha de publicación"),
        ("/browse/author", "Por autor"),
        ("/browse/title", "Por título"),
        ("/browse/subject", "Por materia"),
    ],
    footer=[
        ("/info/privacy", "Política de privacidad"),
        ("/info/end-user-agreement", "Acuerdo de usuario final"),
        ("/info/feedback", "Enviar sugerencias"),
        ("https://www.lyrasis.test/dspace", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Repositorio Institucional de la Universidad Corvalán",
    lang="es",
    body_class="ds-app dspace-angular",
    login="/login",
    login_text="Entrar",
    privacy="/info/privacy",
    cookie="Este sitio usa cookies. Puede configurar sus preferencias.",
    search=("/search", "query"),
    search_text="Buscar",
    not_found="Página no encontrada.",
    generator="DSpace 7.6.2",
)

C_HANDLE = "10554/8812"
C_ITEM = "3f6c2a1e-88b4-4d0b-9f0e-5b1c2e7a9d41"
C_BITS = [
    ("a91b7c3d-1e2f-4a5b-8c9d-0e1f2a3b4c5d", "Tesis_Mendieta_2025.pdf", "1.8 MB"),
    ("b12c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b", "Anexos_datos_campo.zip", "640 KB"),
]
C_TITLE = "Dinámica del carbono orgánico del suelo en pastizales altoandinos bajo pastoreo"


def _corv_pages() -> dict[str, PageValue]:
    land = f"/items/{C_ITEM}"
    describedby = f"/server/signposting/describedby/{C_ITEM}"
    sp = [(f"http://hdl.handle.test/{C_HANDLE}", "cite-as", "")]
    sp += [("https://orcid.test/0000-0003-2211-7788", "author", "")]
    sp += [
        (CORV.url(f"/bitstreams/{u}/download"), "item", t)
        for (u, _n, _s), t in zip(C_BITS, ["application/pdf", "application/zip"], strict=True)
    ]
    sp += [(CORV.url(describedby), "describedby", "application/vnd.datacite.datacite+xml")]
    sp += [
        ("https://schema.test/Thesis", "type", ""),
        ("https://schema.test/AboutPage", "type", ""),
    ]
    head = "".join(
        f'<link rel="{rel}" href="{escape(h)}"' + (f' type="{t}"' if t else "") + ">"
        for h, rel, t in sp
        if rel in ("item", "describedby")
    )
    files = "".join(
        f'<div class="file-section"><a href="/bitstreams/{u}/download">{n}</a> ({s})</div>'
        for u, n, s in C_BITS
    )
    main = f"""<ds-item-page><div class="item-page"><h1 class="item-page-title-field">
{escape(C_TITLE)}</h1><div class="row"><div class="col-md-4">
<ds-thumbnail><img src="/static/logo.png" alt="Miniatura"></ds-thumbnail>
<div class="simple-view-element"><h2>Archivos</h2>{files}</div>
<div class="simple-view-element"><h2>Fecha</h2>2025-11-03</div></div>
<div class="col-md-8"><div class="simple-view-element"><h2>Autores</h2>
<a href="/browse/author?value={quote("Mendieta Quispe, Rosa")}">Mendieta Quispe, Rosa</a></div>
<div class="simple-view-element"><h2>Director</h2>
<a href="/browse/author?value={quote("Saavedra, Joaquín")}">Saavedra, Joaquín</a></div>
<div class="simple-view-element"><h2>Resumen</h2><p>Se evaluó el carbono orgánico del suelo
en 36 parcelas.</p></div><div class="simple-view-element"><h2>URI</h2>
<a href="http://hdl.handle.test/{C_HANDLE}">http://hdl.handle.net/{C_HANDLE}</a></div>
<div class="simple-view-element"><h2>Colecciones</h2>
<a href="/collections/7e0d1c2b-aaaa-4bbb-8ccc-0d1e2f3a4b5c">Tesis doctorales</a></div>
<button class="btn btn-outline-primary" type="button">Mostrar el registro completo</button>
</div></div></div></ds-item-page>"""
    pages: dict[str, PageValue] = {
        f"/handle/{C_HANDLE}": Response.redirect(CORV.url(land), 301),
        land: signposted(CORV.page(C_TITLE, main, head=head), sp),
        describedby: text_file(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>'
            f"{escape(C_TITLE)}</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        ),
        f"/bitstreams/{C_BITS[0][0]}/download": pdf_file(C_TITLE, "Tesis doctoral"),
        f"/bitstreams/{C_BITS[1][0]}/download": zip_file({"parcelas.csv": "parcela,cos\n1,3.2\n"}),
        "/collections/7e0d1c2b-aaaa-4bbb-8ccc-0d1e2f3a4b5c": CORV.page(
            "Tesis doctorales", "<h1>Tesis doctorales</h1>"
        ),
    }
    return pages


def corv_sites() -> list[Site]:
    return [CORV.site(_corv_pages())]


# --- Thornbury College Open Access (DSpace 7.4, no Signposting) ------------------------

THORN = Skin(
    host="openaccess.thornbury-college.hx25.example",
    name="Thornbury College Open Access",
    menu=[
        ("/community-list", "All of DSpace"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("/info/accessibility", "Accessibility"),
    ],
    title_format="{title}",
    home_title="Thornbury College Open Access",
    body_class="ds-app dspace-angular thornbury",
    login="/login",
    privacy="/info/privacy",
    search=("/search", "query"),
    generator="DSpace 7.4",
)

T_ITEM = "c0ffee42-7d1a-4e8b-b3c2-a1b2c3d4e5f6"
T_TITLE = (
    "Apprenticeship completion and regional labour demand in the Thornbury travel-to-work area"
)
T_BITS = [
    ("d1e2f3a4-0000-4111-8222-933344455566", "Thornbury_WP_2025-07.pdf"),
    ("e5f6a7b8-0000-4111-8222-933344455577", "Thornbury_WP_2025-07_tables.xlsx"),
]
T_PERSON = "f00dbabe-1111-4222-8333-444455556666"


def _thorn_pages() -> dict[str, PageValue]:
    files = "".join(
        f'<div class="file-section"><a href="/bitstreams/{u}/download">{n}</a></div>'
        for u, n in T_BITS
    )
    main = f"""<ds-item-page><h1>{escape(T_TITLE)}</h1><div class="row"><div class="col-4">
<h2>Files</h2>{files}<h2>Date</h2>2025-07</div><div class="col-8"><h2>Authors</h2>
<a href="/entities/person/{T_PERSON}">Okafor, Chidi</a>;
<a href="/browse/author?value={quote("Lindgren, Maja")}">Lindgren, Maja</a>
<h2>Abstract</h2><p>Using linked administrative records we relate completion to demand.</p>
<h2>Series</h2><a href="/browse/srsc?value=Thornbury%20Working%20Papers">Thornbury Working
Papers</a><h2>Collections</h2><a href="/collections/aa11bb22-3344-4556-8778-99aabbccddee">
Working Papers</a><p><a class="btn" href="/items/{T_ITEM}/full">Full item page</a></p>
<p><a href="/statistics/items/{T_ITEM}">View usage statistics</a></p></div></div>
<ds-related-items><h2>Related items</h2><a href="/items/11112222-3333-4444-5555-666677778888">
Further education funding formulas, 2019-2024</a></ds-related-items></ds-item-page>"""
    full = f"""<ds-full-item-page><h1>{escape(T_TITLE)}</h1><table class="table">
<tr><td>dc.contributor.author</td><td>Okafor, Chidi</td></tr>
<tr><td>dc.title</td><td>{escape(T_TITLE)}</td></tr><tr><td>dc.date.issued</td><td>2025-07
</td></tr></table><a href="/items/{T_ITEM}">Simple item page</a>{files}</ds-full-item-page>"""
    return {
        f"/items/{T_ITEM}": THORN.page(T_TITLE, main),
        f"/items/{T_ITEM}/full": THORN.page(T_TITLE, full),
        f"/bitstreams/{T_BITS[0][0]}/download": pdf_file(T_TITLE, "Working paper 2025-07"),
        f"/bitstreams/{T_BITS[1][0]}/download": Response.data(
            b"PK\x03\x04xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
        f"/statistics/items/{T_ITEM}": THORN.page("Statistics", "<h1>Total visits: 311</h1>"),
        f"/entities/person/{T_PERSON}": THORN.page("Okafor, Chidi", "<h1>Okafor, Chidi</h1>"),
        "/items/11112222-3333-4444-5555-666677778888": THORN.page(
            "Further education funding formulas, 2019-2024", "<h1>Further education funding</h1>"
        ),
        "/collections/aa11bb22-3344-4556-8778-99aabbccddee": THORN.page(
            "Working Papers", "<h1>Working Papers</h1>"
        ),
    }


def thorn_sites() -> list[Site]:
    return [THORN.site(_thorn_pages())]


# --- Repositório Institucional Oakhollow (DSpace 6 JSPUI, Portuguese) ------------------

OAK = Skin(
    host="dspace.oakhollow-univ.hx25.example",
    name="Repositório Institucional da Universidade de Oakhollow",
    menu=[
        ("/community-list", "Comunidades"),
        ("/browse?type=dateissued", "Data do documento"),
        ("/browse?type=author", "Autor"),
        ("/browse?type=title", "Título"),
        ("/help/index.html", "Ajuda"),
    ],
    footer=[("/feedback", "Contato"), ("/htmlmap", "Mapa do site"), ("/politicas", "Políticas")],
    title_format="{name}: {title}",
    home_title="Repositório Institucional da Universidade de Oakhollow: Página inicial",
    lang="pt",
    body_class="jspui",
    login="/mydspace",
    login_text="Entrar",
    cookie="Este site utiliza cookies.",
    search=("/simple-search", "query"),
    search_text="Buscar",
    not_found="Página não encontrada.",
    generator="DSpace 6.4",
)

O_H = "1884/5521"
O_TITLE = "Modelagem da erosão hídrica em bacias agrícolas do planalto de Oakhollow"
O_BITS = [("1", "Tese_Ribeiro_2024.pdf"), ("2", "Dados_suplementares.zip")]


def _oak_pages() -> dict[str, PageValue]:
    bits = "".join(
        f'<tr><td><a href="/bitstream/{O_H}/{seq}/{n}">{n}</a></td><td>'
        f'<a class="btn btn-primary" href="/bitstream/{O_H}/{seq}/{n}">Visualizar/Abrir</a></td></tr>'
        for seq, n in O_BITS
    )
    simple = f"""<table class="table itemDisplayTable">
<tr><td class="metadataFieldLabel">Título:</td><td>{escape(O_TITLE)}</td></tr>
<tr><td>Autor(es):</td><td><a href="/browse?type=author&amp;value=Ribeiro%2C+Tiago">Ribeiro,
Tiago</a></td></tr><tr><td>Orientador:</td><td><a
href="/browse?type=author&amp;value=Lopes%2C+Ana">Lopes, Ana</a></td></tr><tr><td>Palavras-chave:</td><td>erosão; RUSLE</td></tr>
<tr><td>URI:</td><td><a href="http://hdl.handle.test/{O_H}">http://hdl.handle.net/{O_H}</a></td>
</tr><tr><td>Aparece nas coleções:</td><td><a href="/handle/1884/37">Teses de Doutorado</a></td></tr>
</table><table class="table panel-body">{bits}</table>"""
    main = (
        f"<h2>{escape(O_TITLE)}</h2>{simple}"
        f'<a class="btn btn-default" href="/handle/{O_H}?mode=full">Mostrar registro completo</a> '
        f'<a class="statisticsLink btn" href="/handle/{O_H}/statistics">Estatísticas</a>'
    )
    full = (
        f'<h2>{escape(O_TITLE)}</h2><table class="table itemDisplayTable"><tr><td>dc.title'
        f"</td><td>{escape(O_TITLE)}</td><td>pt_BR</td></tr></table><table>{bits}</table>"
        f'<a class="btn" href="/handle/{O_H}?mode=simple">Mostrar registro simples</a>'
    )
    pages: dict[str, PageValue] = {
        f"/handle/{O_H}": OAK.page(O_TITLE, main),
        f"/handle/{O_H}?mode=full": OAK.page(O_TITLE, full),
        f"/handle/{O_H}?mode=simple": OAK.page(O_TITLE, main),
        f"/handle/{O_H}/statistics": OAK.page("Estatísticas", "<h2>Visualizações: 87</h2>"),
        "/handle/1884/37": OAK.page("Teses de Doutorado", "<h2>Teses de Doutorado</h2>"),
        f"/bitstream/{O_H}/1/{O_BITS[0][1]}": pdf_file(O_TITLE, "Tese de doutorado"),
        f"/bitstream/{O_H}/2/{O_BITS[1][1]}": zip_file({"dados/chuva.csv": "ano,mm\n2020,1420\n"}),
    }
    return pages


def oak_sites() -> list[Site]:
    return [OAK.site(_oak_pages())]


# --- Heronsgate Biodiversity Data Repository (DSpace 6 XMLUI, Dryad-style packages) ----

HERON = Skin(
    host="data.heronsgate-bio.hx25.example",
    name="Heronsgate Biodiversity Data Repository",
    menu=[
        ("/discover", "Browse data"),
        ("/pages/submit", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/about", "About"),
    ],
    footer=[("/pages/policies", "Terms of service"), ("/pages/contact", "Contact us")],
    title_format="{title}",
    home_title="Heronsgate Biodiversity Data Repository",
    body_class="xmlui mirage2",
    login="/login",
    search=("/discover", "query"),
    generator="DSpace 6.3",
)

H_PKG = "20.500.12680/771"
H_TITLE = "Data from: Nest-site fidelity of little terns across a shifting shingle spit"
H_DATAFILES = [  # handle, title, bitstream name
    ("20.500.12680/772", "Colony counts 2016-2024", "colony_counts.csv"),
    ("20.500.12680/773", "Nest coordinates and fates", "nest_fates.csv"),
]


def _heron_pages() -> dict[str, PageValue]:
    files = "".join(f'<li><a href="/handle/{h}">{escape(t)}</a></li>' for h, t, _n in H_DATAFILES)
    pkg = f"""<div id="aspect_artifactbrowser_ItemViewer_div_item-view">
<div class="citation-view"><p>When using this data, please cite the original publication:</p>
<blockquote>Pemberton R, Achterberg L (2025) Nest-site fidelity of little terns across a
shifting shingle spit. <a href="https://doi.test/10.1111/ibi.13401">Ibis</a></blockquote>
<p>Additionally, please cite the data package:</p><blockquote>Pemberton R, Achterberg L
(2025) {escape(H_TITLE)}. Heronsgate Biodiversity Data Repository.
<a href="https://doi.test/10.80071/hbdr.771">https://doi.org/10.80071/hbdr.771</a></blockquote>
</div><h1 class="page-header">{escape(H_TITLE)}</h1><h2>Files in this package</h2>
<ul class="package-files">{files}</ul><h2>Authors</h2>
<a href="/discover?filtertype=author&amp;filter_relational_operator=equals&amp;filter=Pemberton%2C+Rhiannon">Pemberton, Rhiannon</a>
<p><a href="/handle/{H_PKG}?show=full">Show full item record</a></p>
<h2>This item appears in the following collection</h2>
<a href="/handle/20.500.12680/2">Seabird ecology</a></div>"""
    pages: dict[str, PageValue] = {
        f"/handle/{H_PKG}": HERON.page(H_TITLE, pkg),
        f"/handle/{H_PKG}?show=full": HERON.page(
            H_TITLE,
            f'<h1>{escape(H_TITLE)}</h1><table class="ds-includeSet-table"><tr><td>dc.title</td>'
            f"<td>{escape(H_TITLE)}</td></tr></table><ul>{files}</ul>"
            f'<a href="/handle/{H_PKG}">Show simple item record</a>',
        ),
        "/handle/20.500.12680/2": HERON.page(
            "Seabird ecology", "<h1>Seabird ecology</h1><p>Recent submissions: 14</p>"
        ),
    }
    for i, (h, t, name) in enumerate(H_DATAFILES):
        bit = f"/bitstream/handle/{h}/{name}?sequence=1"
        pages[f"/handle/{h}"] = HERON.page(
            t,
            f'<h1 class="page-header">{escape(t)}</h1><p>This file is part of the data package: '
            f'<a href="/handle/{H_PKG}">{escape(H_TITLE)}</a></p><div class="file-list">'
            f'<a href="{bit}">{name}</a> (CSV)</div><p>Downloads: 42</p>',
        )
        pages[f"/bitstream/handle/{h}/{name}"] = csv_file("year,site,count,lat,lon", 24, seed=i)
    return pages


def heron_sites() -> list[Site]:
    return [HERON.site(_heron_pages())]


# --- Pennacook Institute ScholarWorks (DSpace 6 XMLUI, multi-part report) --------------

PENNA = Skin(
    host="scholar.pennacook-inst.hx25.example",
    name="Pennacook Institute ScholarWorks",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
    ],
    footer=[("/contact", "Contact Us"), ("/feedback", "Send Feedback")],
    title_format="{title}",
    home_title="Pennacook Institute ScholarWorks",
    body_class="xmlui mirage2 pennacook",
    login="/login",
    search=("/discover", "query"),
    generator="DSpace 6.2",
)

P_PARENT = "11290/300"
P_TITLE = "Coastal flood risk assessment for the Pennacook estuary"
P_PARTS = [
    ("11290/301", "Volume 1: Hydrodynamic modelling", "Vol1_Hydrodynamics.pdf"),
    ("11290/302", "Volume 2: Exposure and damage", "Vol2_Exposure.pdf"),
]


def _penna_pages() -> dict[str, PageValue]:
    parts = "".join(
        f'<li><a href="/handle/{h}">{escape(P_TITLE)}. {escape(v)}</a></li>' for h, v, _n in P_PARTS
    )
    summary = f"/bitstream/handle/{P_PARENT}/Executive_Summary.pdf?sequence=1&isAllowed=y"
    parent = f"""<h2 class="page-header first-page-header">{escape(P_TITLE)}</h2>
<div class="item-page-field-wrapper"><h5>Files</h5><a href="{summary.replace("&", "&amp;")}">
Executive_Summary.pdf</a></div><div><h5>Author</h5>
<a href="/browse?type=author&amp;value=Nakashima%2C+Kenji">Nakashima, Kenji</a></div>
<div><h5>Has parts</h5><ul>{parts}</ul></div><div><h5>Collections</h5>
<a href="/handle/11290/5">Technical Reports</a></div>
<a href="/handle/{P_PARENT}?show=full">Show full item record</a>"""
    pages: dict[str, PageValue] = {
        f"/handle/{P_PARENT}": PENNA.page(P_TITLE, parent),
        f"/handle/{P_PARENT}?show=full": PENNA.page(
            P_TITLE,
            f"<h2>{escape(P_TITLE)}</h2><table><tr><td>dc.title</td><td>{escape(P_TITLE)}</td>"
            f'</tr></table><a href="/handle/{P_PARENT}">Show simple item record</a>',
        ),
        f"/bitstream/handle/{P_PARENT}/Executive_Summary.pdf": pdf_file(
            f"{P_TITLE}. Executive summary", "Pennacook Institute Technical Report 2025-3"
        ),
        "/handle/11290/5": PENNA.page(
            "Technical Reports",
            '<h2>Technical Reports</h2><h3>Recent Submissions</h3><ul><li><a href="/handle/'
            '11290/288">Saltmarsh accretion monitoring 2024</a></li></ul>',
        ),
        "/handle/11290/288": PENNA.page(
            "Saltmarsh accretion monitoring 2024", "<h2>Saltmarsh accretion monitoring 2024</h2>"
        ),
    }
    for h, v, name in P_PARTS:
        full = f"{P_TITLE}. {v}"
        bit = f"/bitstream/handle/{h}/{name}?sequence=1&isAllowed=y"
        pages[f"/handle/{h}"] = PENNA.page(
            full,
            f'<h2 class="page-header">{escape(full)}</h2><div><h5>Files</h5><a href="'
            f'{bit.replace("&", "&amp;")}">{name}</a></div><div><h5>Is part of</h5>'
            f'<a href="/handle/{P_PARENT}">{escape(P_TITLE)}</a></div>',
        )
        pages[f"/bitstream/handle/{h}/{name}"] = pdf_file(full, "Technical report")
    return pages


def penna_sites() -> list[Site]:
    return [PENNA.site(_penna_pages())]


CASES = [
    # Signposting (DSpace 7.6): the handle redirects to the item page, whose Link header
    # lists both bitstreams (rel=item) and a DataCite record (rel=describedby); the skin
    # shows the full record in place (a button, no link).  Truth: item page, 2 bitstreams,
    # the DataCite record.
    Case(
        name="dspace7-corvalan-thesis",
        imitates="DSpace 7 (7.6 Angular, Signposting, Spanish)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=CORV.url(f"/handle/{C_HANDLE}"),
        landing=CORV.url(f"/items/{C_ITEM}"),
        truth=frozenset(
            [CORV.url(f"/items/{C_ITEM}"), CORV.url(f"/server/signposting/describedby/{C_ITEM}")]
            + [CORV.url(f"/bitstreams/{u}/download") for u, _n, _s in C_BITS]
        ),
        build=corv_sites,
    ),
    # Single Page+ with ignored URIs (no Signposting): the full item page and both
    # bitstreams are one hop from the item page (as the seed's repository-style portals).
    # Truth: item, full item page, 2 bitstreams.  The person entity, usage statistics,
    # series/author browse, collection and related item are outside.
    Case(
        name="dspace7-thornbury-workingpaper",
        imitates="DSpace 7 (7.4 Angular)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=THORN.url(f"/items/{T_ITEM}"),
        truth=frozenset(
            [THORN.url(f"/items/{T_ITEM}"), THORN.url(f"/items/{T_ITEM}/full")]
            + [THORN.url(f"/bitstreams/{u}/download") for u, _n in T_BITS]
        ),
        build=thorn_sites,
        others=frozenset([THORN.url("/items/11112222-3333-4444-5555-666677778888")]),
    ),
    # Single Page+ with ignored URIs (JSPUI): full record and two bitstreams one hop away.
    # Truth: item, ?mode=full, 2 bitstreams.  Statistics, author browse, collection and
    # the ?mode=simple view (the entry again, reached from the full record) are outside.
    Case(
        name="dspace6-jspui-oakhollow-thesis",
        imitates="DSpace 6 JSPUI (Portuguese)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=OAK.url(f"/handle/{O_H}"),
        truth=frozenset(
            [OAK.url(f"/handle/{O_H}"), OAK.url(f"/handle/{O_H}?mode=full")]
            + [OAK.url(f"/bitstream/{O_H}/{s}/{n}") for s, n in O_BITS]
        ),
        build=oak_sites,
    ),
    # Significant String from Title+ with ignored URIs (the seed's Dryad): the bare title
    # "Data from: ..." is on the package page, its full record and each data-file page,
    # not in the CSV bitstreams one hop further.  Truth: package, full record, 2 data-file
    # pages, 2 CSVs.  The collection, author browse, the article DOI are outside.
    Case(
        name="dspace6-xmlui-heronsgate-terns",
        imitates="DSpace 6 XMLUI (Dryad-style data packages)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=HERON.url(f"/handle/{H_PKG}"),
        truth=frozenset(
            [HERON.url(f"/handle/{H_PKG}"), HERON.url(f"/handle/{H_PKG}?show=full")]
            + [HERON.url(f"/handle/{h}") for h, _t, _n in H_DATAFILES]
            + [HERON.url(f"/bitstream/handle/{h}/{n}?sequence=1") for h, _t, n in H_DATAFILES]
        ),
        build=heron_sites,
    ),
    # Significant String from Title: the bare report title is in every member, the PDFs
    # included (their first page).  Truth: parent item, full record, summary PDF, 2 part
    # items, 2 part PDFs (two hops).  Collection, recent submission, author browse outside.
    Case(
        name="dspace6-xmlui-pennacook-floodrisk",
        imitates="DSpace 6 XMLUI (multi-part report)",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=PENNA.url(f"/handle/{P_PARENT}"),
        truth=frozenset(
            [
                PENNA.url(f"/handle/{P_PARENT}"),
                PENNA.url(f"/handle/{P_PARENT}?show=full"),
                PENNA.url(
                    f"/bitstream/handle/{P_PARENT}/Executive_Summary.pdf?sequence=1&isAllowed=y"
                ),
            ]
            + [PENNA.url(f"/handle/{h}") for h, _v, _n in P_PARTS]
            + [
                PENNA.url(f"/bitstream/handle/{h}/{n}?sequence=1&isAllowed=y")
                for h, _v, n in P_PARTS
            ]
        ),
        build=penna_sites,
        others=frozenset([PENNA.url("/handle/11290/288")]),
    ),
]
