"""A journal publisher (Atypon-style URLs) and a preprint server (HighWire-style URLs).

Publisher: the DOI resolves (302) to the abstract page /doi/<doi> on the journal host; it
links the full text /doi/full/<doi>, the PDF /doi/pdf/<doi>, citation downloads
/action/downloadCitation?doi=<doi>&format=<fmt>, and supplementary files served from a
separate file host (suppl.<cdn>/pb-assets/suppl/<id>/<file>).  All are one hop from the
landing page; the seed's SSRN/BioRxiv rows give **single_page_plus_ignored**.  Not in the
artifact: cited and recommended articles (same URL shape /doi/<other doi>: `others`), the
issue's table of contents, author searches, the rights-licensing service.

Preprint server: the landing page /content/<doi>v<n> shows abstract and full text and
links the article's tabs (.article-info, .article-metrics, .supplementary-material), its
PDFs (.full.pdf, .full.pdf+html), the supplementary media file under
/content/<server>/early/<date>/<id>/DC1/embed/ and the citation exports
/highwire/citation/<node>/<fmt>.  The seed's BioRxiv row: **single_page_plus_ignored**.
Not in it: the earlier version v1 (`others`), subject collections, related preprints.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, file_host, share, ul

# --- journal publisher -----------------------------------------------------------------

J = "journals.perrault-press.hx5.example"
SUPPL = "suppl.perrault-cdn.hx5.example"
RESOLVER = "doi.perrault-press.hx5.example"
DOI = "10.81234/pp.2024.0117"
TITLE = "Tidal asymmetry controls sediment trapping in a macrotidal estuary"
SUPP_FILES = [("appendix_s1.pdf", "pdf"), ("table_s2.csv", "csv")]
CITED = ["10.81234/pp.2023.0042", "10.81234/pp.2022.0311"]
RECOMMENDED = ["10.81234/pp.2024.0098"]
J_SHELL = """<!DOCTYPE html><html lang="{lang}" class="pb-page" data-request-id="c0f1"><head data-pb-dropzone="head">
<meta charset="UTF-8"><title>{title}</title>{head}<link rel="stylesheet" href="/wro/kbj4~product.css">
<script src="/wro/kbj4~product.js"></script></head>
<body class="pb-ui"><div class="pb-page-body"><header class="header base fixed"><div class="header__logo">
<a href="/journal/pp"><img src="/pb-assets/images/pp-logo.png" alt="{name}"></a></div>
<div class="quick-search"><form action="{search}" method="get"><input name="AllField" placeholder="Search"></form></div>
<div class="header__menu">{nav}</div><div class="header__login"><a href="/action/showLogin?uri=%2F">Sign in</a>
<a href="/action/registration">Register</a></div></header>
<main class="content"><div class="article-row">{main}</div></main>
<footer class="footer"><div class="footer__links">{footer}</div><p>&copy; Perrault Press</p></div></footer></div></body></html>
"""


def _j_members() -> list[str]:
    q = quote(DOI, safe="/")
    out = [f"/doi/{DOI}", f"/doi/full/{DOI}", f"/doi/pdf/{DOI}"]
    out += [f"/action/downloadCitation?doi={q}&format={f}" for f in ("ris", "bibtex")]
    return [f"http://{J}{p}" for p in out] + [
        f"http://{SUPPL}/pb-assets/suppl/pp.2024.0117/{f}" for f, _k in SUPP_FILES
    ]


def _j_sites():
    skin = Skin(
        host=J,
        name="Journal of Perrault Coastal Studies",
        shell=J_SHELL,
        title_fmt="{t} - {n} - Perrault Press",
        home_title="Perrault Press journals",
        head='<meta name="dc.Publisher" content="Perrault Press"><meta property="og:site_name" content="Perrault Press">',
        nav=[
            ("/journal/pp", "Journal home"),
            ("/toc/pp/current", "Current issue"),
            ("/loi/pp", "All issues"),
            ("/page/pp/authors", "For authors"),
            ("/action/showPreferences?menuTab=Alerts", "Alerts"),
        ],
        footer=[
            ("/page/about", "About"),
            ("/page/privacy", "Privacy"),
            ("/page/accessibility", "Accessibility"),
        ],
        assets=["/wro/kbj4~product.css", "/wro/kbj4~product.js", "/pb-assets/images/pp-logo.png"],
        search="/action/doSearch",
    )
    q = quote(DOI, safe="/")
    supp = ul(
        [(f"http://{SUPPL}/pb-assets/suppl/pp.2024.0117/{f}", f) for f, _k in SUPP_FILES],
        "suppl-list",
    )
    refs = "".join(
        f'<li class="references__item">Earlier work. {a(f"/doi/{d}", "Crossref")}</li>'
        for d in CITED
    )
    recs = ul([(f"/doi/{d}", f"Recommended article {d}") for d in RECOMMENDED], "recommended")
    tools = (
        f'<div class="article-tools">{a(f"/doi/pdf/{DOI}", "PDF", class_="btn--pdf")} '
        f"{a(f'/action/downloadCitation?doi={q}&format=ris', 'Citation (RIS)')} "
        f"{a(f'/action/downloadCitation?doi={q}&format=bibtex', 'Citation (BibTeX)')} "
        f"{a(f'http://rightslink.test/AppDispatchServlet?doi={q}', 'Request permissions')}</div>"
    )
    header = (
        f'<div class="citation"><span class="issue-heading">Research Article</span><h1 class="citation__title">{escape(TITLE)}</h1>'
        f'<div class="loa">{a("/action/doSearch?ContribAuthorRaw=Beaulieu%2C+Anouk", "Anouk Beaulieu")}</div>'
        f"<p>{a('/toc/pp/12/3', 'Volume 12, Issue 3')} · {a(f'http://{RESOLVER}/{DOI}', f'https://doi.org/{DOI}')}</p></div>"
    )
    abstract = (
        f"{header}{tools}<section class='abstract'><h2>Abstract</h2><p>Field campaigns over three spring-neap cycles.</p></section>"
        f"<p>{a(f'/doi/full/{DOI}', 'Full text')}</p><section class='supplementary'><h2>Supporting Information</h2>{supp}</section>"
        f"<aside>{recs}</aside>{share(skin.url(f'/doi/{DOI}'))}"
    )
    full = (
        f"{header}{tools}<section class='article__body'><h2>1 Introduction</h2><p>...</p></section>"
        f"<section class='supplementary'>{supp}</section><ol class='references'>{refs}</ol>{a(f'/doi/{DOI}', 'Abstract')}"
    )
    head = f'<meta name="dc.Identifier" scheme="doi" content="{DOI}"><meta name="citation_pdf_url" content="http://{J}/doi/pdf/{DOI}">'
    pages: dict = {
        f"/doi/{DOI}": skin.page(TITLE, abstract, head=head),
        f"/doi/full/{DOI}": skin.page(TITLE, full, head=head),
    }
    pages[f"/doi/pdf/{DOI}"] = blob("pdf", TITLE)
    for f in ("ris", "bibtex"):
        pages[f"/action/downloadCitation?doi={q}&format={f}"] = export(f, TITLE, DOI)
    for d in CITED + RECOMMENDED:
        pages[f"/doi/{d}"] = skin.page(f"Article {d}", f"<h1>Article {d}</h1>")
    for p in (
        "/journal/pp",
        "/toc/pp/current",
        "/loi/pp",
        "/page/pp/authors",
        "/action/showPreferences",
        "/page/about",
        "/page/privacy",
        "/page/accessibility",
        "/action/doSearch",
        "/toc/pp/12/3",
        "/action/showLogin",
        "/action/registration",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1].title(), f"<h1>{escape(p)}</h1>")
    suppl = {f"/pb-assets/suppl/pp.2024.0117/{f}": blob(k, f) for f, k in SUPP_FILES}
    resolver = {f"/{DOI}": Response.redirect(f"http://{J}/doi/{DOI}", 302)}
    return [skin.site(pages), file_host(SUPPL, suppl), file_host(RESOLVER, resolver)]


# --- preprint server -------------------------------------------------------------------

P = "preprints.norvale-archive.hx5.example"
PID, NODE = "10.82001/2024.03.11.584422", "4217744"
PTITLE = "Single-cell atlas of regenerating axolotl limb blastema"
P_SHELL = """<!DOCTYPE html><html lang="{lang}" dir="ltr" prefix="og: http://ogp.me/ns#"><head><meta charset="utf-8">
<title>{title}</title>{head}<link type="text/css" rel="stylesheet" href="/sites/default/files/advagg_css/css__hw-norvale.css" media="all">
<script src="/sites/default/files/advagg_js/js__hw-norvale.js"></script></head>
<body class="html not-front not-logged-in page-node page-node- page-node-{node} node-type-highwire-article">
<div id="page"><div id="zone-branding"><a href="/" rel="home" title="{name}"><img src="/sites/default/files/norvale_logo.png" alt="{name}"></a>
<div class="pane-highwire-user-links"><a href="/user/login?destination=/">Log in</a></div></div>
<div id="zone-menu">{nav}<form action="{search}" method="get"><input name="search_api_views_fulltext"></form></div>
<div id="zone-content"><div id="region-content">{main}</div></div>
<div id="zone-footer">{footer}<p>Norvale Archive is a free preprint server.</p></div></div></body></html>
"""
TABS = (".article-info", ".article-metrics", ".supplementary-material")


def _p_members() -> list[str]:
    b = f"/content/{PID}v2"
    out = [b, *(b + t for t in TABS), f"{b}.full.pdf", f"{b}.full.pdf+html"]
    out += [
        "/content/norvale/early/2024/03/14/2024.03.11.584422/DC1/embed/media-1.xlsx?download=true"
    ]
    out += [f"/highwire/citation/{NODE}/{f}" for f in ("ris", "bibtext", "endnote-tagged")]
    return [f"http://{P}{p}" for p in out]


def _p_site():
    skin = Skin(
        host=P,
        name="Norvale Archive",
        shell=P_SHELL.replace("{node}", NODE),
        title_fmt="{t} | Norvale Archive",
        home_title="Norvale Archive: the preprint server for biology",
        head='<meta name="generator" content="Drupal 7 (http://drupal.org)"><meta name="HW.identifier" content="/norvale/early/2024/03/14/2024.03.11.584422">',
        nav=[
            ("/collection", "Subject areas"),
            ("/about-norvale", "About"),
            ("/submit-a-manuscript", "Submit"),
            ("/alerts", "Alerts / RSS"),
        ],
        footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
        assets=[
            "/sites/default/files/advagg_css/css__hw-norvale.css",
            "/sites/default/files/advagg_js/js__hw-norvale.js",
            "/sites/default/files/norvale_logo.png",
        ],
        search="/search",
    )
    b = f"/content/{PID}v2"
    media = (
        "/content/norvale/early/2024/03/14/2024.03.11.584422/DC1/embed/media-1.xlsx?download=true"
    )
    tabs = (
        '<ul class="tabs inline panels-ajax-tab">'
        + "".join(
            f"<li>{a(b + t, t.strip('.').replace('-', ' ').title())}</li>" for t in ("", *TABS)
        )
        + "</ul>"
    )
    cite = ul(
        [
            (f"/highwire/citation/{NODE}/{f}", f.upper())
            for f in ("ris", "bibtext", "endnote-tagged")
        ],
        "citation-tools",
    )
    top = (
        f'<div class="highwire-cite"><h1 class="highwire-cite-title" id="page-title">{escape(PTITLE)}</h1>'
        f'<div class="highwire-cite-authors">{a("/search/author1%3AMaren%2BSolberg", "Maren Solberg")}</div>'
        f"<p>doi: {a(f'http://doi.test/{PID}', f'https://doi.org/{PID}')} · This article is a preprint and has not been certified by peer review.</p>"
        f"<p>{a(f'/content/{PID}v1', 'Previous version (March 11, 2024)')}</p></div>{tabs}"
        f"<div class='pane-highwire-article-pdf'>{a(f'{b}.full.pdf', 'Download PDF')} {a(f'{b}.full.pdf+html', 'Print/Save PDF')}</div>"
    )
    side = (
        f"<div class='pane-highwire-variant-link'><h3>Citation tools</h3>{cite}</div>"
        f"<div class='subject-area'>{a('/collection/developmental-biology', 'Developmental Biology')}</div>"
        f"<div class='related'><h3>Related preprints</h3>{ul([('/content/10.82001/2023.11.02.565321v1', 'Limb regeneration in newts')])}</div>"
        f"{share(skin.url(b))}"
    )
    body = f"<div class='article fulltext-view'><h2>Abstract</h2><p>Blastema cells...</p><h2>Supplementary Material</h2>{a(media, 'media-1.xlsx')}</div>"
    pages: dict = {b: skin.page(PTITLE, top + body + side)}
    pages[b + ".article-info"] = skin.page(
        PTITLE, top + "<h2>Article information</h2><p>Posted March 14, 2024.</p>" + side
    )
    pages[b + ".article-metrics"] = skin.page(
        PTITLE, top + "<h2>Article usage</h2><table></table>" + side
    )
    pages[b + ".supplementary-material"] = skin.page(
        PTITLE, top + f"<h2>Supplementary Material</h2>{a(media, 'media-1.xlsx')}" + side
    )
    pages[f"{b}.full.pdf"] = blob("pdf", PTITLE)
    pages[f"{b}.full.pdf+html"] = skin.page(
        PTITLE, f"<iframe src='{b}.full.pdf'></iframe>" + a(b, "Back")
    )
    pages[media] = blob("xlsx", "media-1.xlsx")
    for f in ("ris", "bibtext", "endnote-tagged"):
        pages[f"/highwire/citation/{NODE}/{f}"] = export(
            "ris" if f != "bibtext" else "bibtex", PTITLE, PID
        )
    pages[f"/content/{PID}v1"] = skin.page(
        PTITLE, f"<h1>{escape(PTITLE)}</h1><p>Version 1</p>" + a(b, "Newer version")
    )
    for p in (
        "/collection",
        "/about-norvale",
        "/submit-a-manuscript",
        "/alerts",
        "/terms",
        "/privacy",
        "/contact",
        "/search",
        "/collection/developmental-biology",
        "/content/10.82001/2023.11.02.565321v1",
        "/user/login",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1].title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


CASES: list[Case] = [
    Case(
        name="hx5_publisher_article",
        imitates="Journal publisher (Atypon-style)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{RESOLVER}/{DOI}",
        landing=f"http://{J}/doi/{DOI}",
        truth=frozenset(_j_members()),
        build=_j_sites,
        others=frozenset(f"http://{J}/doi/{d}" for d in CITED + RECOMMENDED),
    ),
    Case(
        name="hx5_preprint_server",
        imitates="Preprint server (HighWire-style)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{P}/content/{PID}v2",
        truth=frozenset(_p_members()),
        build=_p_site,
        others=frozenset({f"http://{P}/content/{PID}v1"}),
    ),
]
