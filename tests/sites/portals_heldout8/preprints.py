"""Preprints and articles: two OSF-based branded preprint servers, a bioRxiv-like (HighWire)
preprint server, and a data journal whose supplements sit on the publisher's CDN.

Expected heuristics, from the seed's table:

* OSF preprint servers run on the Open Science Framework, for which the seed prescribes
  "Significant String From Filtered Title": the page ``<title>`` starts with the server's
  brand (``TelluRxiv Preprints | …``, ``PaedArXiv | …``), which the homepage title shares;
  once it is filtered out, the preprint's title appears in its version pages and in its PDFs.
* bioRxiv: "Single Hop — Single Page+ with Ignores".  The tabs (full text, supplementary
  material, info, metrics) are separate pages; the supplementary files themselves are
  linked from the supplementary tab, so they sit two hops out — the seed's heuristic may
  miss them, but they are the preprint's files and belong to its truth.
* The data journal article is the same single-hop shape (JoVE, bioRxiv, SSRN in the seed's
  table): its PDF, XML, citation exports and metrics page hang off the landing page, and the
  supplement is served from the publisher's CDN, a registrable domain of its own.

Truth: the landing page, every version of the same preprint (same identifier, ``_v1`` /
``v1``) with its PDF, the PDFs and full-text pages, supplementary files, and citation exports
and metrics pages of this paper.  Not the artifact: the OSF project holding supplementary
material (an artifact of its own on the OSF host: `others`), subject collections, related
articles and special issues (`others`), author profiles, discover/search listings,
submission, alerts and about pages, the journal that later published the preprint, the data
set's DOI (another portal), licences, Disqus and social links.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Render, Shell, a, css, image_file, js, pdf_file, text_file, ul, zip_file

# --------------------------------------------------------------------------- OSF-based servers


def _osf_render(brand: str, full: str, prefix: str) -> Render:
    def render(title: str, main: str, head: str) -> str:
        t = f"{prefix}{title}" if title else full
        return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>{escape(t)}</title>
<meta name="ember-osf-web/config/environment" content="%7B%22modulePrefix%22%3A%22ember-osf-web%22%7D">
<link integrity="" rel="stylesheet" href="/assets/vendor-5c8e0d1b9a.css">
<link integrity="" rel="stylesheet" href="/assets/ember-osf-web-0f2a7d6c43.css">
<link rel="icon" href="/assets/osf-assets/files/preprints-assets/{brand.lower()}/square_color_no_transparent.png">{head}
</head><body class="ember-application">
<nav class="navbar preprint-navbar"><a class="navbar-brand" href="/">{escape(full)}</a>
<ul class="nav navbar-nav"><li><a href="/submit">Add a Preprint</a></li><li><a href="/discover">Search</a></li>
<li><a href="https://help.osf.io/article/376-preprints-home-page">Support</a></li>
<li><a href="https://accounts.osf.io/login?service=https%3A%2F%2Fosf.io%2F">Sign In</a></li>
<li><a href="https://osf.io/register">Sign Up</a></li></ul></nav>
<div id="main">{main}</div>
<footer class="footer"><a href="https://www.cos.io">Center for Open Science</a> |
<a href="https://github.com/CenterForOpenScience/cos.io/blob/master/TERMS_OF_USE.md">Terms of Use</a> |
<a href="https://github.com/CenterForOpenScience/cos.io/blob/master/PRIVACY_POLICY.md">Privacy Policy</a> |
<a href="https://twitter.com/OSFramework">Twitter</a></footer>
<script src="/assets/vendor-28e1a9d4b7.js"></script><script src="/assets/ember-osf-web-a3c5e7f9b1.js"></script>
</body></html>
"""

    return render


def _osf_assets(brand: str) -> dict[str, PageValue]:
    return {
        "/assets/vendor-5c8e0d1b9a.css": css(),
        "/assets/ember-osf-web-0f2a7d6c43.css": css(),
        f"/assets/osf-assets/files/preprints-assets/{brand.lower()}/square_color_no_transparent.png": image_file(),
        "/assets/vendor-28e1a9d4b7.js": js(),
        "/assets/ember-osf-web-a3c5e7f9b1.js": js(),
        "/static/pdfjs/web/viewer.html": Response.html(
            "<!DOCTYPE html><title>PDF.js viewer</title><div id='viewer'></div>"
        ),
    }


def _osf_preprint(
    render: Render,
    land: str,
    versions: list[tuple[str, str, str]],
    title: str,
    authors: list[tuple[str, str]],
    provider: str,
    extra: str,
    subject: str,
    tags: list[str],
) -> tuple[dict[str, PageValue], set[str]]:
    """`versions`: (page path, download path, date), newest first; `land` is the newest
    version's page (the entry)."""
    pages: dict[str, PageValue] = {}
    truth = {land}
    who = ", ".join(a(p, n) for n, p in authors)
    vlist = "".join(
        f"<li>{a(p, f'Version {len(versions) - i}')} ({d})</li>"
        for i, (p, _dl, d) in enumerate(versions)
    )
    for i, (page, dl, date) in enumerate(versions):
        truth |= {page, dl}
        n = len(versions) - i
        pages[dl] = pdf_file(
            title, f"{provider} preprint, version {n}", ", ".join(x for x, _ in authors)
        )
        main = f"""<div class="preprint-header"><h1 class="preprint-title">{escape(title)}</h1>
<p class="authors">{who}</p></div>
<div class="row"><div class="col-md-7"><div class="pdf-view"><iframe src="/static/pdfjs/web/viewer.html?file={escape(dl)}"></iframe></div></div>
<div class="col-md-5"><div class="preprint-actions">{a(dl, f"Download preprint ({'latest' if i == 0 else 'this'} version)", 'class="btn btn-primary"')}
<span>Downloads: {120 - 7 * i}</span></div>
<div class="dropdown"><button>Version: {n}</button><ul class="dropdown-menu">{vlist}</ul></div>
<h4>Abstract</h4><p>We present {escape(title[0].lower() + title[1:])}. Version {n} posted {date}.</p>
{extra}
<h4>Disciplines</h4><p>{a("/discover?subject=" + subject.replace(" ", "%20"), subject)}</p>
<h4>Tags</h4><p>{" ".join(a("/discover?tags=" + t, t) for t in tags)}</p>
<h4>License</h4><p>{a("https://creativecommons.org/licenses/by/4.0/", "CC-By Attribution 4.0 International")}</p>
<p class="share">{a("https://twitter.com/intent/tweet?text=" + title.replace(" ", "+"), "Twitter")}
{a("https://www.facebook.com/sharer/sharer.php", "Facebook")} {a("mailto:?subject=" + title.replace(" ", "%20"), "Email")}</p></div></div>"""
        pages[page] = render(
            title,
            main,
            f'<meta name="citation_title" content="{escape(title)}"><meta name="citation_pdf_url" content="{escape(dl)}">',
        )
    return pages, truth


TEL = "preprints.tellurxiv.hx8.example"
TEL_OSF = "osf.tellurxiv.hx8.example"
TEL_R = _osf_render("TelluRxiv", "TelluRxiv Preprints", "TelluRxiv Preprints | ")
TEL_TITLE = "A varve-counted tephra chronology for Lake Sarsjon spanning the last 11,000 years"


def _tel() -> tuple[dict[str, PageValue], set[str]]:
    return _osf_preprint(
        TEL_R,
        "/x7k2m",
        [
            ("/x7k2m", "/x7k2m/download", "2024-06-02"),
            ("/x7k2m_v1", "/x7k2m_v1/download", "2024-01-15"),
        ],
        TEL_TITLE,
        [
            ("Linnea Sarsgard", f"http://{TEL_OSF}/u4k8z/"),
            ("Pekka Ruotsala", f"http://{TEL_OSF}/b2m7c/"),
        ],
        "TelluRxiv",
        f"<h4>Supplemental Materials</h4><p>{a(f'http://{TEL_OSF}/k9p3q/', f'http://{TEL_OSF}/k9p3q/')}</p>"
        f"<h4>Preprint DOI</h4><p>{a('https://doi.org/10.31223/X5TR9Q', '10.31223/X5TR9Q')}</p>"
        f"<h4>Published in</h4><p>{a('http://www.journals-quaternary.hx8.example/article/S0277-3791(24)00219-1', 'Quaternary Science Reviews')}</p>",
        "Earth and Life Sciences",
        ["tephra", "varves"],
    )


def _tel_build() -> list[Site]:
    pages, _t = _tel()
    pages = {**_osf_assets("TelluRxiv"), **pages}
    for p, t in (("/submit", "Add a Preprint"), ("/discover", "Search")):
        pages[p] = TEL_R(t, f"<h1>{t}</h1>", "")
    shell = Shell(
        TEL,
        TEL_R,
        home="<h1>TelluRxiv</h1><p>The preprint server for the Earth sciences.</p>"
        + a("/discover", "Search preprints"),
    )
    osf_r = _osf_render("OSF", "OSF", "OSF | ")
    osf_pages: dict[str, PageValue] = {
        **_osf_assets("OSF"),
        "/k9p3q/": osf_r(
            "Sarsjon tephra chronology: supplementary data",
            "<h1>Sarsjon tephra chronology: supplementary data</h1><p>Files: varve counts, EPMA data.</p>",
            "",
        ),
        "/u4k8z/": osf_r("Linnea Sarsgard", "<h1>Linnea Sarsgard</h1>", ""),
        "/b2m7c/": osf_r("Pekka Ruotsala", "<h1>Pekka Ruotsala</h1>", ""),
    }
    osf = Shell(TEL_OSF, osf_r, home="<h1>OSF</h1>").site(osf_pages)
    return [shell.site(pages), osf]


PAE = "www.paedarxiv.hx8.example"
PAE_R = _osf_render("PaedArXiv", "PaedArXiv", "PaedArXiv | ")
PAE_TITLE = "Does peer tutoring improve reading fluency in multilingual primary classrooms? A registered report"


def _pae() -> tuple[dict[str, PageValue], set[str]]:
    return _osf_preprint(
        PAE_R,
        "/preprints/paedarxiv/q3w8e_v3",
        [
            ("/preprints/paedarxiv/q3w8e_v3", "/download/q3w8e_v3/", "2025-02-20"),
            ("/preprints/paedarxiv/q3w8e_v2", "/download/q3w8e_v2/", "2024-10-04"),
            ("/preprints/paedarxiv/q3w8e_v1", "/download/q3w8e_v1/", "2024-05-28"),
        ],
        PAE_TITLE,
        [("Amara Okonkwo-Lind", "/profile/r5t6y"), ("Jonas Feld", "/profile/h8j9k")],
        "PaedArXiv",
        f"<h4>Preregistration Links</h4><p>{a('/preprints/paedarxiv/m4n5b_v1', 'Stage 1 protocol (registered report)')}</p>",
        "Education",
        ["peer-tutoring", "reading-fluency", "multilingualism"],
    )


def _pae_build() -> list[Site]:
    pages, _t = _pae()
    pages = {**_osf_assets("PaedArXiv"), **pages}
    pages["/preprints/paedarxiv/m4n5b_v1"] = PAE_R(
        "Peer tutoring and reading fluency: Stage 1 protocol",
        "<h1>Peer tutoring and reading fluency: Stage 1 protocol</h1>",
        "",
    )
    for p, t in (
        ("/submit", "Add a Preprint"),
        ("/discover", "Search"),
        ("/profile/r5t6y", "Amara Okonkwo-Lind"),
        ("/profile/h8j9k", "Jonas Feld"),
    ):
        pages[p] = PAE_R(t, f"<h1>{t}</h1>", "")
    shell = Shell(PAE, PAE_R, home="<h1>PaedArXiv</h1><p>Open preprints in education research.</p>")
    return [shell.site(pages)]


# --------------------------------------------------------------------------- bioRxiv-like

PHY = "www.phytorxiv.hx8.example"
PHY_DOI = "10.1101/2024.05.14.594112"
PHY_TITLE = "A receptor-like kinase gates stomatal closure under combined heat and drought stress"


def _phy_render(title: str, main: str, head: str) -> str:
    t = f"{title} | phytoRxiv" if title else "phytoRxiv"
    return f"""<!DOCTYPE html>
<html lang="en" dir="ltr" xmlns:og="http://ogp.me/ns#"><head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="Generator" content="Drupal 7 (http://drupal.org)">
<link rel="shortcut icon" href="/sites/default/files/images/favicon.ico" type="image/vnd.microsoft.icon">
<title>{escape(t)}</title>
<link type="text/css" rel="stylesheet" href="/sites/default/files/advagg_css/css__BJ6Ou0U5sXyPXQ.css" media="all">
<script type="text/javascript" src="/sites/default/files/advagg_js/js__7Y1h0bVjuZl.js"></script>{head}
</head><body class="html not-front not-logged-in page-node">
<div id="zone-header"><a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/phytorxiv_logo_homepage.png" alt="phytoRxiv"></a>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/about-phytorxiv">About</a></li><li><a href="/submit-a-manuscript">Submit</a></li>
<li><a href="/alerts">ALERTS / RSS</a></li></ul>
<form action="/search" method="get"><input name="txtsimple"><input type="submit" value="Search"></form></div>
<div id="zone-content">{main}</div>
<div id="zone-footer"><p>phytoRxiv and the Plant Science Press are not responsible for the content of preprints.</p>
<ul><li><a href="/content/about-phytorxiv">About</a></li><li><a href="/content/faq">FAQ</a></li><li><a href="/content/privacy-policy">Privacy</a></li>
<li><a href="http://connect.phytorxiv.hx8.example/">phytoRxiv connect</a></li><li><a href="https://twitter.com/phytoRxiv">Twitter</a></li></ul></div>
</body></html>
"""


def _phy() -> tuple[dict[str, PageValue], set[str]]:
    v2 = f"/content/{PHY_DOI}v2"
    v1 = f"/content/{PHY_DOI}v1"
    early = "/content/phytorxiv/early/2024/05/17/2024.05.14.594112/DC1/embed"
    supp = [
        (f"{early}/media-1.xlsx?download=true", "Supplementary Table S1"),
        (f"{early.replace('DC1', 'DC2')}/media-2.pdf?download=true", "Supplementary Figures S1-S9"),
    ]
    cites = [
        ("/highwire/citation/3928471/bibtext", "BibTeX"),
        ("/highwire/citation/3928471/ris", "RIS"),
        ("/highwire/citation/3928471/endnote-tagged", "EndNote"),
    ]
    tabs = [
        (v2, "Abstract"),
        (f"{v2}.full", "Full Text"),
        (f"{v2}.article-info", "Info/History"),
        (f"{v2}.article-metrics", "Metrics"),
        (f"{v2}.supplementary-material", "Supplementary material"),
        (f"{v2}.full.pdf", "Preview PDF"),
    ]
    tabnav = ul(tabs, "tabs inline panels-ajax-tab")

    def art(body: str) -> str:
        return (
            f'<div class="highwire-article-citation"><h1 class="highwire-cite-title" id="page-title">{escape(PHY_TITLE)}</h1>'
            f'<div class="highwire-cite-authors">Mei-Ling Zhou, Tobias Renner, Fatima Haddad</div>'
            f'<div class="highwire-cite-metadata">doi: https://doi.org/{PHY_DOI}</div></div>'
            f'<div class="pane-highwire-versions">This article is a preprint and has not been certified by peer review.</div>{tabnav}{body}'
        )

    side = (
        '<div class="pane-biorxiv-art-tools"><a class="article-dl-pdf-link" href="'
        + f"{v2}.full.pdf"
        + '">Download PDF</a>'
        + "<h3>Citation Tools</h3>"
        + ul(cites)
        + '<a href="/subject-collection/plant-biology">Plant Biology</a>'
        + "<h3>Similar articles</h3>"
        + ul(
            [
                ("/content/10.1101/2024.03.01.582233v1", "Guard cell ABA signalling in heat"),
                ("/content/10.1101/2023.11.20.567811v2", "Drought memory in Arabidopsis stomata"),
            ]
        )
        + f'<p><a href="https://www.facebook.com/sharer.php?u=http%3A%2F%2F{PHY}{v2}">Facebook</a> '
        + f'<a href="https://www.mendeley.com/import/?url=http%3A%2F%2F{PHY}{v2}">Mendeley</a></p>'
        + '<p>Now published in <a href="http://academic.plantcelljournal.hx8.example/plcell/article/36/9/3310/7712345">The Plant Cell</a></p>'
        + '<div id="disqus_thread"><a href="https://disqus.com/?ref_noscript">comments powered by Disqus</a></div></div>'
    )
    pages: dict[str, PageValue] = {
        v2: _phy_render(
            PHY_TITLE,
            art(
                "<div class='section abstract'><h2>Abstract</h2><p>Stomata close under drought but open under heat.</p></div>"
                + f"<p>Previous version: {a(v1, 'v1')}</p>"
            )
            + side,
            f'<meta name="citation_title" content="{escape(PHY_TITLE)}"><meta name="citation_pdf_url" content="http://{PHY}{v2}.full.pdf">',
        ),
        f"{v2}.full": _phy_render(
            PHY_TITLE,
            art(
                "<div class='article fulltext-view'><h2>Introduction</h2><p>...</p><img src='/content/phytorxiv/early/2024/05/17/2024.05.14.594112/F1.medium.gif' alt='Figure 1'></div>"
            )
            + side,
            "",
        ),
        f"{v2}.article-info": _phy_render(
            PHY_TITLE,
            art(
                f"<h2>History</h2><ul><li>May 14, 2024: {a(v1, 'Version 1')}</li><li>May 17, 2024: Version 2</li></ul>"
            )
            + side,
            "",
        ),
        f"{v2}.article-metrics": _phy_render(
            PHY_TITLE,
            art("<h2>Article usage</h2><table><tr><td>Abstract</td><td>2,114</td></tr></table>")
            + side,
            "",
        ),
        f"{v2}.supplementary-material": _phy_render(
            PHY_TITLE, art("<h2>Supplementary Material</h2>" + ul(supp)) + side, ""
        ),
        f"{v2}.full.pdf": pdf_file(PHY_TITLE, "Zhou, Renner, Haddad", "phytoRxiv preprint v2"),
        v1: _phy_render(
            PHY_TITLE,
            art(
                f"<p>This is version 1. {a(v2, 'View current version of this article')}</p><p>{a(v1 + '.full.pdf', 'Download PDF (v1)')}</p>"
            ),
            "",
        ),
        f"{v1}.full.pdf": pdf_file(PHY_TITLE, "Zhou, Renner, Haddad", "phytoRxiv preprint v1"),
        supp[0][0]: Response.data(
            b"PK\x03\x04xlsx-supplementary-table",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        supp[1][0]: pdf_file("Supplementary Figures S1-S9", PHY_TITLE),
        "/content/phytorxiv/early/2024/05/17/2024.05.14.594112/F1.medium.gif": image_file(
            (10, 120, 10)
        ),
    }
    for u, fmt in cites:
        pages[u] = text_file(f"{fmt}: Zhou et al. {PHY_TITLE}. phytoRxiv 2024. doi:{PHY_DOI}\n")
    truth = {
        v2,
        f"{v2}.full",
        f"{v2}.article-info",
        f"{v2}.article-metrics",
        f"{v2}.supplementary-material",
        f"{v2}.full.pdf",
        v1,
        f"{v1}.full.pdf",
        supp[0][0],
        supp[1][0],
    } | {u for u, _ in cites}
    return pages, truth


def _phy_build() -> list[Site]:
    pages, _t = _phy()
    others = {
        "/subject-collection/plant-biology": "Plant Biology",
        "/content/10.1101/2024.03.01.582233v1": "Guard cell ABA signalling in heat",
        "/content/10.1101/2023.11.20.567811v2": "Drought memory in Arabidopsis stomata",
    }
    for p, t in others.items():
        pages[p] = _phy_render(t, f"<h1>{escape(t)}</h1>", "")
    for p, t in (
        ("/about-phytorxiv", "About"),
        ("/submit-a-manuscript", "Submit"),
        ("/alerts", "Alerts"),
        ("/search", "Search"),
        ("/content/about-phytorxiv", "About"),
        ("/content/faq", "FAQ"),
        ("/content/privacy-policy", "Privacy"),
    ):
        pages[p] = _phy_render(t, f"<h1>{t}</h1>", "")
    pages.update(
        {
            "/sites/default/files/images/favicon.ico": image_file(),
            "/sites/default/files/advagg_css/css__BJ6Ou0U5sXyPXQ.css": css(),
            "/sites/default/files/advagg_js/js__7Y1h0bVjuZl.js": js(),
            "/sites/default/files/phytorxiv_logo_homepage.png": image_file(),
        }
    )
    shell = Shell(
        PHY,
        _phy_render,
        home="<h1>phytoRxiv: the preprint server for plant biology</h1>"
        + ul([(f"/content/{PHY_DOI}v2", PHY_TITLE)]),
    )
    return [shell.site(pages)]


# --------------------------------------------------------------------------- data journal

ESD = "esdl.meridian-press.hx8.example"
ESD_CDN = "static.meridian-cdn.hx8.example"
ESD_TITLE = (
    "GLACIOBATH: a compilation of proglacial lake bathymetries in the Southern Alps, 1990-2023"
)


def _esd_render(title: str, main: str, head: str) -> str:
    t = f"ESDL - {title}" if title else "ESDL - Earth System Data Letters"
    return f"""<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="http://{ESD_CDN}/template/css/journal.min.2f8a.css">
<script src="http://{ESD_CDN}/template/js/journal.min.8b1c.js"></script>
<link rel="icon" href="http://{ESD_CDN}/template/images/esdl-favicon.png">{head}
</head><body><div id="page_header"><a href="/"><img src="http://{ESD_CDN}/template/images/esdl-logo.png" alt="ESDL"></a>
<ul class="nav"><li><a href="/">Home</a></li><li><a href="/articles/volumes.html">Articles</a></li>
<li><a href="/about/aims_and_scope.html">About</a></li><li><a href="/submission.html">Submission</a></li>
<li><a href="http://editor.meridian-press.hx8.example/login">Login</a></li></ul>
<form action="/search.html"><input name="q"></form></div>
<div id="page_content">{main}</div>
<div id="page_footer"><a href="http://www.meridian-press.hx8.example/">Meridian Press</a> |
<a href="http://www.meridian-press.hx8.example/legal/privacy">Data protection</a> |
<a href="https://mastodon.social/@meridianpress">Mastodon</a></div></body></html>
"""


def _esd() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    base = "/articles/9/311/2024/"
    stem = "esdl-9-311-2024"
    files = {
        f"{base}{stem}.pdf": pdf_file(ESD_TITLE, "Earth Syst. Data Lett., 9, 311-329, 2024"),
        f"{base}{stem}.xml": text_file(
            f"<article><article-title>{escape(ESD_TITLE)}</article-title></article>",
            "application/xml",
        ),
        f"{base}{stem}.bib": text_file(
            f"@Article{{esdl-9-311-2024,\n title = {{{ESD_TITLE}}}\n}}\n"
        ),
        f"{base}{stem}.ris": text_file(f"TY  - JOUR\nT1  - {ESD_TITLE}\nER  -\n"),
    }
    metrics = f"{base}{stem}-metrics.html"
    supp = f"http://{ESD_CDN}/esdl/9/311/2024/{stem}-supplement.zip"
    main = f"""<div class="article"><div class="articleMeta"><span class="articleType">Data description paper</span>
<span>Earth Syst. Data Lett., 9, 311-329, 2024</span> <span>{a("https://doi.org/10.55120/esdl-9-311-2024", "https://doi.org/10.55120/esdl-9-311-2024")}</span></div>
<h1>{escape(ESD_TITLE)}</h1><div class="authors">Hemi Tautahi, Claire Dubois, and Sam Whitcombe
{a("https://orcid.org/0000-0003-1414-2230", "ORCID")}</div>
<div class="tab-menu">{ul([(base, "Article"), (metrics, "Metrics"), ("/articles/9/287/2024/", "Related articles")])}</div>
<div class="abstract"><h2>Abstract</h2><p>We compile 212 bathymetric surveys of proglacial lakes.</p></div>
<div class="data-availability"><h2>Data availability</h2><p>The GLACIOBATH data set is available at
{a("http://doi.pidhub-nordvik.hx8.example/10.83412/osterlund.7h3jk-9xq21", "https://doi.org/10.83412/osterlund.7h3jk-9xq21")}.</p></div>
<figure><img src="http://{ESD_CDN}/esdl/9/311/2024/{stem}-f01-web.png" alt="Figure 1"></figure>
<div class="supplement"><h2>Supplement</h2><p>The supplement related to this article is available online at:
{a(supp, f"{stem}-supplement.zip")}</p></div>
<div class="sidebar"><h3>Download</h3>{ul([(f"{base}{stem}.pdf", "Article (PDF, 8412 KB)"), (f"{base}{stem}.xml", "Full-text XML")])}
<h3>Cite</h3>{ul([(f"{base}{stem}.bib", "BibTeX"), (f"{base}{stem}.ris", "EndNote")])}
<h3>Special issue</h3>{a("/articles/special_issue1187.html", "Glacier-lake interactions (ESDL/TC inter-journal SI)")}
<p>{a("https://creativecommons.org/licenses/by/4.0/", "CC BY 4.0")}</p></div></div>"""
    pages: dict[str, PageValue] = {
        base: _esd_render(
            ESD_TITLE, main, f'<meta name="citation_title" content="{escape(ESD_TITLE)}">'
        ),
        metrics: _esd_render(
            f"Metrics - {ESD_TITLE}", f"<h1>Metrics</h1><p>{escape(ESD_TITLE)}: 1,942 views</p>", ""
        ),
        **files,
    }
    cdn: dict[str, PageValue] = {
        supp: zip_file(
            {
                "GLACIOBATH_supplement/Table_S1.csv": "lake,area_km2\n",
                "GLACIOBATH_supplement/README.txt": ESD_TITLE,
            }
        ),
    }
    truth = {f"http://{ESD}{p}" for p in pages} | {supp}
    return pages, cdn, truth


def _esd_build() -> list[Site]:
    pages, cdn, _t = _esd()
    for p, t in (
        ("/articles/9/287/2024/", "Lake-terminating glacier calving rates from repeat UAV surveys"),
        ("/articles/special_issue1187.html", "Glacier-lake interactions"),
        ("/articles/volumes.html", "Volumes"),
        ("/about/aims_and_scope.html", "Aims and scope"),
        ("/submission.html", "Submission"),
        ("/search.html", "Search"),
    ):
        pages[p] = _esd_render(t, f"<h1>{escape(t)}</h1>", "")
    shell = Shell(
        ESD,
        _esd_render,
        home="<h1>Earth System Data Letters</h1>" + a("/articles/9/311/2024/", ESD_TITLE),
    )
    c = Site(ESD_CDN)
    c.add("/", Response.text("", 403))
    for u, v in cdn.items():
        c.add(u[len(f"http://{ESD_CDN}") :], v)
    for p in (
        "/template/css/journal.min.2f8a.css",
        "/template/js/journal.min.8b1c.js",
        "/template/images/esdl-favicon.png",
        "/template/images/esdl-logo.png",
        "/esdl/9/311/2024/esdl-9-311-2024-f01-web.png",
    ):
        c.add(p, css() if p.endswith(".css") else js() if p.endswith(".js") else image_file())
    return [shell.site(pages), c]


CASES: list[Case] = [
    Case(
        name="osf_tellurxiv_tephra_preprint",
        imitates="OSF Preprints (branded server, /<guid> URLs)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{TEL}/x7k2m",
        truth=frozenset(f"http://{TEL}{p}" for p in _tel()[1]),
        build=_tel_build,
        others=frozenset([f"http://{TEL_OSF}/k9p3q/"]),
    ),
    Case(
        name="osf_paedarxiv_registered_report",
        imitates="OSF Preprints (branded server, /preprints/<provider>/<guid>_vN URLs)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{PAE}/preprints/paedarxiv/q3w8e_v3",
        truth=frozenset(f"http://{PAE}{p}" for p in _pae()[1]),
        build=_pae_build,
        others=frozenset([f"http://{PAE}/preprints/paedarxiv/m4n5b_v1"]),
    ),
    Case(
        name="phytorxiv_stomata_preprint",
        imitates="bioRxiv-like preprint server (HighWire, tab pages)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{PHY}/content/{PHY_DOI}v2",
        truth=frozenset(f"http://{PHY}{p}" for p in _phy()[1]),
        build=_phy_build,
        others=frozenset(
            f"http://{PHY}{p}"
            for p in (
                "/subject-collection/plant-biology",
                "/content/10.1101/2024.03.01.582233v1",
                "/content/10.1101/2023.11.20.567811v2",
            )
        ),
    ),
    Case(
        name="data_journal_glaciobath_article",
        imitates="Data journal article (supplement on the publisher's CDN)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{ESD}/articles/9/311/2024/",
        truth=frozenset(_esd()[2]),
        build=_esd_build,
        others=frozenset(
            [f"http://{ESD}/articles/9/287/2024/", f"http://{ESD}/articles/special_issue1187.html"]
        ),
    ),
]
