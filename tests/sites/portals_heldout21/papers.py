"""Papers, pages and posts as they look in 2026: a bioRxiv-like preprint server, an
arXiv-like e-print archive, a personal academic homepage (Hugo), a lab wiki (MediaWiki)
and a research blog (WordPress) with an embedded dataset."""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case, Portal
from sites.portals_heldout21._kit import Hub, a, blob, host, meta, pdf_file, stub, ul

# --------------------------------------------------------------------------- biorxiv-like
BX = host("www", "biopreprint")
BXDOI = host("doi", "bphandle")
bx = Hub(
    Portal(
        BX,
        "bioPreprint",
        menu=[
            ("/", "Home"),
            ("/submit-a-manuscript", "Submit"),
            ("/content/about-biopreprint", "About"),
            ("/alertsrss", "Alerts / RSS"),
            ("/collection", "Subject Areas"),
        ],
        footer=[
            ("/content/about-biopreprint", "About"),
            ("/content/faq", "FAQ"),
            ("/content/privacy", "Privacy"),
            ("/content/contact-us", "Contact"),
            ("http://connect.biopreprint.hx21.example/", "Connect"),
        ],
        title_format="{title} | bioPreprint",
        home_title="bioPreprint.org - the preprint server for Biology",
    ),
    "bioPreprint (bioRxiv-like preprint server)",
)
BX_HEAD = (
    meta(generator="Drupal 10 (HighWire JCore)", og_site_name="bioPreprint")
    + '<script src="/sites/all/modules/highwire/highwire/js/highwire_article_tabs.js"></script>'
)


def preprint(
    doi_suffix: str, ver: int, nid: int, title: str, supp_on_landing: bool, day: str
) -> tuple[str, set[str]]:
    base = f"/content/10.1101/{doi_suffix}v{ver}"
    early = f"/content/biopreprint/early/{day}/{doi_suffix}"
    supps = [
        bx.raw(
            bx.url(f"{early}/DC1/embed/media-1.xlsx?download=true"),
            blob(
                b"PK\x03\x04", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            ),
        ),
        bx.raw(
            bx.url(f"{early}/DC2/embed/media-2.pdf?download=true"),
            pdf_file("Supplementary methods"),
        ),
    ]
    pdf_url = bx.raw(bx.url(f"{base}.full.pdf"), pdf_file(title, "preprint"))
    cites = [
        bx.raw(
            bx.url(f"/highwire/citation/{nid}/bibtext"),
            blob("@article{x}\n", "application/x-bibtex"),
        ),
        bx.raw(
            bx.url(f"/highwire/citation/{nid}/ris"),
            blob("TY  - JOUR\n", "application/x-research-info-systems"),
        ),
    ]
    supp_list = ul([(u, f"media-{i}") for i, u in enumerate(supps, 1)])
    tabs = ul(
        [
            (base, "Abstract"),
            (f"{base}.full", "Full Text"),
            (f"{base}.supplementary-material", "Info/History"),
            (f"{base}.article-metrics", "Metrics"),
            (f"{base}.full.pdf", "Preview PDF"),
        ],
        "tabs",
    )
    cite_html = f"<p>Download citation: {a(cites[0], 'BibTeX')} {a(cites[1], 'RIS')}</p>"
    heads = BX_HEAD + meta(
        citation_title=title,
        citation_doi=f"10.1101/{doi_suffix}",
        citation_pdf_url=bx.url(f"{base}.full.pdf"),
        citation_publisher="Cold Coast Laboratory",
    )
    prev = ""
    if ver > 1:
        prev = f"<p>Previous version: {a(f'/content/10.1101/{doi_suffix}v{ver - 1}', f'v{ver - 1}')}</p>"
    full = bx.page(
        f"{base}.full",
        title,
        f"<h1>{title}</h1>{tabs}<article><h2>Introduction</h2><p>Tides.</p><h2>Supplementary Material</h2>{supp_list}</article>{cite_html}",
        head=heads,
    )
    supp = bx.page(
        f"{base}.supplementary-material",
        title,
        f"<h1>{title}</h1>{tabs}<h2>Supplementary Material</h2>{supp_list}{prev}",
        head=heads,
    )
    metrics = bx.page(
        f"{base}.article-metrics",
        title,
        f"<h1>{title}</h1>{tabs}<p>Abstract views 1,204; PDF downloads 311</p>",
        head=heads,
    )
    landing = bx.page(
        base,
        title,
        f"""<h1>{title}</h1><p>Maya Roberts, Jonas Feld · doi: {a(f"http://{BXDOI}/10.1101/{doi_suffix}", f"https://doi.org/10.1101/{doi_suffix}")}</p>
<p class="notice">This article is a preprint and has not been certified by peer review.</p>{tabs}
<div class="abstract"><h2>Abstract</h2><p>We forecast tides.</p></div>{prev}
{("<h2>Supplementary Material</h2>" + supp_list) if supp_on_landing else ""}{cite_html}
<p>Subject Area: {a("/collection/ecology", "Ecology")}</p>""",
        head=heads,
    )
    bx.redirect(f"http://{BXDOI}/10.1101/{doi_suffix}", landing)
    return landing, {landing, full, supp, metrics, pdf_url, *supps, *cites}


bx1, bx1_truth = preprint(
    "2026.01.12.612345",
    2,
    3456789,
    "Storm surge memory shapes estuarine invertebrate communities",
    False,
    "2026/01/14",
)
bx1_prev = stub(
    bx,
    "/content/10.1101/2026.01.12.612345v1",
    "Storm surge memory shapes estuarine invertebrate communities (v1)",
)
bx2, bx2_truth = preprint(
    "2026.02.03.619870", 1, 3471120, "Oyster larvae settle by tidal phase", True, "2026/02/05"
)
bx_coll = stub(bx, "/collection/ecology", "Ecology")

BX_CASES = [
    # Seed: bioRxiv preprint -> Single Page+ with Ignores, entered by DOI.  Truth: the
    # abstract, full text, info/history (supplementary) and metrics tabs, the PDF, the two
    # supplements (in 2026 only linked from the full text and info tabs: two hops from the
    # landing) and the citation exports.  Not v1 (its own citable version), not the
    # subject collection.
    bx.case(
        "biopreprint-doi",
        "preprint via DOI",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{BXDOI}/10.1101/2026.01.12.612345",
        bx1_truth,
        others={bx1_prev, bx_coll},
        landing=bx1,
    ),
    # A preprint whose abstract page lists its supplements itself: every part one hop away.
    bx.case(
        "biopreprint-preprint",
        "preprint",
        "single_hop",
        "single_page_plus_ignored",
        bx2,
        bx2_truth,
        others={bx_coll},
    ),
]

# --------------------------------------------------------------------------- arxiv-like
XA = host("www", "xarchiv")
XAEXP = host("export", "xarchiv")
xa = Hub(
    Portal(
        XA,
        "xArchiv",
        menu=[
            ("/", "xArchiv"),
            ("/help", "Help"),
            ("/about", "About"),
            ("/user/login", "Login"),
            ("/search/advanced", "Advanced Search"),
        ],
        footer=[
            ("/help/contact", "Contact"),
            ("/help/subscribe", "Subscribe"),
            ("/help/license", "Copyright"),
            ("/help/policies/privacy_policy", "Privacy Policy"),
            ("/help/web_accessibility", "Web Accessibility"),
            ("http://status.xarchiv.hx21.example/", "Operational Status"),
        ],
        title_format="[{title}",
        home_title="xArchiv.org e-Print archive",
    ),
    "xArchiv (arXiv-like e-print archive)",
)


def eprint(pid: str, versions: int, title: str, cat: str, cited: str) -> tuple[str, set[str]]:
    latest = f"{pid}v{versions}"
    truth: set[str] = set()
    for v in range(1, versions + 1):
        truth.add(xa.raw(xa.url(f"/pdf/{pid}v{v}"), pdf_file(title, f"v{v}")))
    truth.add(xa.raw(xa.url(f"/pdf/{pid}"), pdf_file(title, "latest")))
    truth.add(xa.raw(xa.url(f"/src/{pid}"), blob(b"\x1f\x8b\x08\x00", "application/x-eprint-tar")))
    truth.add(xa.raw(f"http://{XAEXP}/bibtex/{pid}", blob("@misc{x}\n", "text/plain")))
    html_v = xa.page(
        f"/html/{latest}",
        title,
        f"<article class='ltx_document'><h1>{title}</h1><p>LaTeXML rendering</p></article>",
        raw_title=True,
        head=meta(generator="LaTeXML 0.8.8"),
    )
    truth.add(html_v)
    fmt = xa.page(
        f"/format/{pid}",
        f"{pid}] Other formats",
        f"<h1>Other formats for {pid}</h1>{ul([(f'/src/{pid}', 'Download source'), (f'/pdf/{pid}', 'PDF')])}",
    )
    truth.add(fmt)
    hist = "".join(
        f"<li>{a(f'/abs/{pid}v{v}', f'[v{v}]')} Mon, {v + 4} Jan 2026 (submitted)</li>"
        for v in range(1, versions + 1)
    )
    body_title = f"{pid}] {title}"

    def abs_main(v: int | None) -> str:
        return f"""<div id="abs"><h1 class="title">Title: {escape(title)}</h1><div class="authors">Authors: {a("/a/roberts_m_1", "Maya Roberts")}</div>
<blockquote class="abstract">Abstract: Harmonic analysis of gauge residuals.</blockquote>
<div class="submission-history"><h2>Submission history</h2><ul>{hist}</ul></div></div>
<div class="extra-services"><h2>Access Paper:</h2><ul><li>{a(f"/pdf/{pid}" if v is None else f"/pdf/{pid}v{v}", "View PDF")}</li>
<li>{a(f"/html/{latest}", "HTML (experimental)")}</li><li>{a(f"/src/{pid}", "TeX Source")}</li><li>{a(f"/format/{pid}", "Other Formats")}</li></ul>
<p>{a(f"/prevnext?id={pid}&function=prev&context={cat}", "< prev")} | {a(f"/prevnext?id={pid}&function=next&context={cat}", "next >")}
{a(f"/list/{cat}/new", "new")} | {a(f"/list/{cat}/recent", "recent")}</p>
<p>{a(f"http://{XAEXP}/bibtex/{pid}", "Export BibTeX Citation")}</p>
<h3>References &amp; Citations</h3><p>Cites {a(cited, cited.split("/abs/", 1)[1])}</p></div>"""

    head = (
        meta(
            citation_title=title,
            citation_author="Roberts, Maya",
            citation_arxiv_id=pid,
            citation_pdf_url=xa.url(f"/pdf/{pid}"),
        )
        + '<script src="/static/browse/0.3.4/js/toggle-labs.js"></script>'
    )
    for v in range(1, versions + 1):
        truth.add(xa.page(f"/abs/{pid}v{v}", body_title, abs_main(v), head=head))
    landing = xa.page(f"/abs/{pid}", body_title, abs_main(None), head=head)
    xa.redirect(xa.url(f"/prevnext?id={pid}&function=prev&context={cat}"), cited)
    xa.redirect(xa.url(f"/prevnext?id={pid}&function=next&context={cat}"), cited)
    return landing, truth | {landing}


xa_cited = stub(xa, "/abs/2512.09911", "2512.09911] Long-period tides in shallow seas")
xa_author = stub(xa, "/a/roberts_m_1", "Roberts, M")
xa_list = stub(xa, "/list/physics.ao-ph/new", "Atmospheric and Oceanic Physics new submissions")
xa1, xa1_truth = eprint(
    "2601.04217", 2, "Harmonic tide forecasting from gauge residuals", "physics.ao-ph", xa_cited
)
xa_old_cited = stub(xa, "/abs/physics/0507012", "physics/0507012] Tidal constituents revisited")
xa2, xa2_truth = eprint(
    "physics/0611203",
    3,
    "Nonlinear shallow-water tides in long estuaries",
    "physics.ao-ph",
    xa_old_cited,
)

XA_CASES = [
    # The e-print id is in every URI of the paper: abs (and each version), pdf (and each
    # version), the LaTeXML HTML, the source, the formats page and the BibTeX on the export
    # host -> Significant String from URI.  Not the author listing, the category listing or
    # the cited paper; the prev/next links carry the id too but hop to other papers.
    xa.case(
        "xarchiv-paper",
        "paper with versions",
        "multi_hop",
        "sig_uri",
        xa1,
        xa1_truth,
        others={xa_cited, xa_author, xa_list},
    ),
    # An old-style id with a slash ("physics/0611203") and three versions: same heuristic.
    xa.case(
        "xarchiv-old-id",
        "old-style paper",
        "multi_hop",
        "sig_uri",
        xa2,
        xa2_truth,
        others={xa_old_cited, xa_author},
    ),
]

# --------------------------------------------------------------------------- academic homepage
HP = host("www", "mayaroberts")
hp = Hub(
    Portal(
        HP,
        "Maya Roberts",
        menu=[
            ("/", "Home"),
            ("/publication/", "Publications"),
            ("/project/", "Projects"),
            ("/talk/", "Talks"),
            ("/teaching/", "Teaching"),
            ("/uploads/cv.pdf", "CV"),
        ],
        footer=[
            ("/privacy/", "Privacy"),
            ("/index.xml", "RSS"),
            ("https://gohugo.io", "Published with Hugo Blox Builder"),
        ],
        title_format="{title} | Maya Roberts",
        home_title="Maya Roberts | Coastal oceanographer",
    ),
    "Academic homepage (Hugo Blox personal site)",
)
HP_HEAD = (
    meta(generator="Hugo Blox Builder 5.9.7", og_site_name="Maya Roberts")
    + '<script src="/js/wowchemy.min.8c1a3d.js"></script>'
)
hp.raw(hp.url("/uploads/cv.pdf"), pdf_file("CV"))
paper_pdf = hp.raw(hp.url("/publication/tidewatch-2026/tidewatch-2026.pdf"), pdf_file("tidewatch"))
cite_bib = hp.raw(
    hp.url("/publication/tidewatch-2026/cite.bib"), blob("@article{roberts2026}\n", "text/x-bibtex")
)
pub_page = hp.page(
    "/publication/tidewatch-2026/",
    "tidewatch: harmonic forecasting for estuaries",
    f"<h1>tidewatch: harmonic forecasting for estuaries</h1><p>{a(paper_pdf, 'PDF')} {a(cite_bib, 'Cite')} {a('/project/tidewatch/', 'Project')}</p>",
    head=HP_HEAD,
)
slides_pdf = hp.raw(hp.url("/talk/coastal-ml-2026/slides.pdf"), pdf_file("tidewatch slides"))
slides_page = hp.page(
    "/slides/tidewatch-coastal-ml/",
    "tidewatch at Coastal ML 2026",
    '<div class="reveal"><section><h1>tidewatch</h1></section></div>',
    head=HP_HEAD + '<script src="/js/reveal.js/dist/reveal.js"></script>',
)
hp_project = hp.page(
    "/project/tidewatch/",
    "tidewatch",
    f"""<h1>tidewatch</h1><p>Harmonic tide forecasting from gauge residuals.</p>
<div class="btn-links">{a(paper_pdf, "PDF")} {a("http://hub.codeforge.hx21.example/tidelab/tidewatch", "Code")}
{a("/slides/tidewatch-coastal-ml/", "Slides")} {a(slides_pdf, "Slides (PDF)")}</div>
<h2>Publications</h2>{ul([("/publication/tidewatch-2026/", "tidewatch: harmonic forecasting for estuaries")])}
<p>Tags: {a("/tag/tides/", "Tides")} {a("/tag/forecasting/", "Forecasting")} · {a("/author/maya-roberts/", "Maya Roberts")}</p>
<p>Other projects: {a("/project/sealevel-dashboard/", "Sea-level dashboard")}</p>""",
    head=HP_HEAD,
)
SL = "/project/sealevel-dashboard/"
sl_csv = hp.raw(hp.url(f"{SL}sealevel.csv"), blob("year,mm\n", "text/csv"))
sl_dash = hp.raw(
    hp.url(f"{SL}dashboard.html"),
    blob(
        "<html><body><div id='chart'></div><script src='dashboard.js'></script></body></html>",
        "text/html",
    ),
)
sl_data = hp.page(
    f"{SL}data/",
    "Sea-level dashboard: data",
    f"<h1>Data</h1><p>{a(sl_csv, 'sealevel.csv')}</p><p>{a(SL, 'Back')}</p>",
    head=HP_HEAD,
)
sl_methods = hp.page(
    f"{SL}methods/",
    "Sea-level dashboard: methods",
    f"<h1>Methods</h1><p>{a(f'{SL}data/', 'Data')}</p>",
    head=HP_HEAD,
)
hp_dash = hp.page(
    SL,
    "Sea-level dashboard",
    f"""<h1>Sea-level dashboard</h1>{ul([(f"{SL}data/", "Data"), (f"{SL}methods/", "Methods"), (sl_dash, "Open the dashboard")])}
<p>{a("/project/tidewatch/", "Related: tidewatch")} · {a("/tag/sea-level/", "Sea level")}</p>""",
    head=HP_HEAD,
)
hp_tag = stub(hp, "/tag/tides/", "Tides")
# An Apache autoindex the site's host serves beside the Hugo pages: a talk's materials.
TK = "/files/talks/2026-coastal-ml/"
tk_files = [
    hp.raw(hp.url(f"{TK}{name}"), value)
    for name, value in (
        ("tidewatch-slides.pdf", pdf_file("tidewatch slides")),
        ("tidewatch-demo.mp4", blob(b"\x00\x00\x00\x18ftypmp42", "video/mp4")),
        ("gauges-sample.csv", blob("gauge,t,h\n", "text/csv")),
    )
]
hp.raw(
    hp.url("/files/talks/"),
    blob("<html><body><h1>Index of /files/talks</h1></body></html>", "text/html"),
)
tk_rows = "".join(
    f'<tr><td valign="top"><img src="/icons/layout.gif" alt="[   ]"></td><td><a href="{u.rsplit("/", 1)[1]}">'
    f'{u.rsplit("/", 1)[1]}</a></td><td align="right">2026-03-02 10:14  </td><td align="right">1.2M</td></tr>\n'
    for u in tk_files
)
tk_index = hp.raw(
    hp.url(TK),
    blob(
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n'
        f"  <title>Index of {TK[:-1]}</title>\n </head>\n <body>\n<h1>Index of {TK[:-1]}</h1>\n"
        '  <table>\n   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th>'
        '<th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th>'
        '<th><a href="?C=S;O=A">Size</a></th></tr>\n'
        '<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td>'
        '<td><a href="/files/talks/">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td></tr>\n'
        + tk_rows
        + "</table>\n<address>Apache/2.4.62 (Debian) Server at www.mayaroberts.hx21.example Port 80</address>\n</body></html>\n",
        "text/html;charset=UTF-8",
    ),
)
hp_author = stub(hp, "/author/maya-roberts/", "Maya Roberts")

HP_CASES = [
    # One project page with its paper (PDF, publication page, BibTeX), its slides (reveal.js
    # page and PDF); the code is on the forge, another portal's artifact (not in this web).
    # All one hop away, among site menus and tags -> Single Page+ with Ignored URIs.
    hp.case(
        "homepage-project",
        "project page",
        "single_hop",
        "single_page_plus_ignored",
        hp_project,
        {hp_project, paper_pdf, pub_page, slides_page, slides_pdf},
        others={hp_dash, hp_tag, hp_author},
    ),
    # A project that is a small site under /project/sealevel-dashboard/ (data and methods
    # pages, the CSV, the dashboard HTML) -> Path-Based.  Not the tidewatch project.
    hp.case(
        "homepage-dashboard",
        "project mini-site",
        "multi_hop",
        "path_based",
        hp_dash,
        {hp_dash, sl_data, sl_methods, sl_csv, sl_dash},
        others={hp_project},
    ),
    # A bare Apache directory listing of one talk's materials: no site chrome, every file
    # row is part of the talk -> Single Page+.  The sort links (?C=N;O=D, the same listing
    # re-sorted) and Parent Directory are what plain one-hop over-collects.
    hp.case(
        "homepage-talk-listing",
        "talk materials directory listing",
        "single_hop",
        "single_page_plus",
        tk_index,
        {tk_index, *tk_files},
    ),
]

# --------------------------------------------------------------------------- lab wiki
WK = host("wiki", "coastlab")
wk = Hub(
    Portal(
        WK,
        "CoastLab Wiki",
        menu=[
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
            ("/wiki/Special:Random", "Random page"),
            ("/wiki/Help:Contents", "Help about MediaWiki"),
        ],
        footer=[
            ("/wiki/CoastLab_Wiki:Privacy_policy", "Privacy policy"),
            ("/wiki/CoastLab_Wiki:About", "About CoastLab Wiki"),
            ("/wiki/CoastLab_Wiki:General_disclaimer", "Disclaimers"),
        ],
        title_format="{title} - CoastLab Wiki",
        home_title="CoastLab Wiki",
    ),
    "CoastLab Wiki (MediaWiki lab wiki)",
)
WK_HEAD = (
    meta(generator="MediaWiki 1.43.1")
    + '<script src="/load.php?lang=en&amp;modules=startup&amp;only=scripts&amp;skin=vector-2022"></script><link rel="EditURI" type="application/rsd+xml" href="/api.php?action=rsd">'
)


def tools(title: str) -> str:
    t = title.replace(" ", "_")
    return ul(
        [
            (f"/wiki/Talk:{t}", "Discussion"),
            (f"/index.php?title={t}&action=edit", "Edit"),
            (f"/index.php?title={t}&action=history", "View history"),
            (f"/wiki/Special:WhatLinksHere/{t}", "What links here"),
            (f"/index.php?title={t}&action=info", "Page information"),
            (f"/index.php?title=Special:CiteThisPage&page={t}", "Cite this page"),
        ],
        "vector-page-tools",
    )


uploads = {}
for name, sub, ctype, body in (
    ("Buoy_calibration_sheet.pdf", "3/3f", "application/pdf", b""),
    ("Flume_setup.jpg", "a/a1", "image/jpeg", b"\xff\xd8\xff\xe0"),
):
    orig = wk.raw(
        wk.url(f"/images/{sub}/{name}"),
        pdf_file("Buoy calibration sheet") if ctype == "application/pdf" else blob(body, ctype),
    )
    wk.raw(
        wk.url(f"/images/thumb/{sub}/{name}/300px-{name}"), blob(b"\xff\xd8\xff\xe0", "image/jpeg")
    )
    fpage = wk.page(
        f"/wiki/File:{name}",
        f"File:{name}",
        f"<h1>File:{name}</h1><div class='fullMedia'>{a(orig, name)}</div><p>Uploaded by {a('/wiki/User:Mroberts', 'Mroberts')}</p>{tools('File:' + name)}",
        head=WK_HEAD,
    )
    uploads[name] = (fpage, orig)
wk_art = wk.page(
    "/wiki/Protocol:Buoy_calibration",
    "Protocol:Buoy calibration",
    f"""<h1 id="firstHeading">Protocol:Buoy calibration</h1>{tools("Protocol:Buoy calibration")}
<div class="mw-parser-output"><p>Calibrate each pressure buoy in the {a("/wiki/Flume", "flume")} before deployment.</p>
<figure><a href="/wiki/File:Flume_setup.jpg" class="mw-file-description"><img src="/images/thumb/a/a1/Flume_setup.jpg/300px-Flume_setup.jpg" alt=""></a><figcaption>Flume setup</figcaption></figure>
<p>Record readings on the {a(uploads["Buoy_calibration_sheet.pdf"][1], "calibration sheet", class_="internal")}
({a("/wiki/File:Buoy_calibration_sheet.pdf", "file page")}).</p>
<p>See also {a("/wiki/Harmonic_analysis", "Harmonic analysis")}.</p></div>
<div id="catlinks">{a("/wiki/Category:Protocols", "Protocols")}</div>
<p>{a("/index.php?title=Protocol:Buoy_calibration&oldid=4412", "Permanent link")}</p>""",
    head=WK_HEAD,
)
wk_plain = wk.page(
    "/wiki/Harmonic_analysis",
    "Harmonic analysis",
    f"""<h1 id="firstHeading">Harmonic analysis</h1>{tools("Harmonic analysis")}
<div class="mw-parser-output"><p>Tidal harmonic analysis fits constituents (M2, S2, K1, O1) to gauge series;
see {a("/wiki/Protocol:Buoy_calibration", "Protocol:Buoy calibration")} and {a("/wiki/Flume", "Flume")}.</p></div>
<div id="catlinks">{a("/wiki/Category:Methods", "Methods")}</div>""",
    head=WK_HEAD,
)
wk_flume = stub(wk, "/wiki/Flume", "Flume")
wk_cat = stub(wk, "/wiki/Category:Protocols", "Category:Protocols")

WK_CASES = [
    # A protocol article with its uploads: the article, both File: description pages and
    # both originals under /images/ (the PDF is linked directly via Media:, the JPEG only
    # from its File: page).  Not the history, edit, talk, tools or other articles.  Seed
    # (Wikipedia single page) plus files: -> Single Page+ with Ignored URIs.
    wk.case(
        "coastlab-wiki-protocol",
        "article with uploaded files",
        "single_hop",
        "single_page_plus_ignored",
        wk_art,
        {wk_art, *(u for pair in uploads.values() for u in pair)},
        others={wk_flume, wk_cat, wk_plain},
    ),
    # A plain article: seed: Wikipedia encyclopedia article -> Single Page.
    wk.case(
        "coastlab-wiki-article",
        "article",
        "single_uri",
        "single_page",
        wk_plain,
        {wk_plain},
        others={wk_flume, wk_art},
    ),
]

# --------------------------------------------------------------------------- research blog
BL = host("www", "saltwaternotes")
CHART = host("charts", "plotembed")
bl = Hub(
    Portal(
        BL,
        "Saltwater Notes",
        menu=[
            ("/", "Home"),
            ("/about/", "About"),
            ("/category/fieldwork/", "Fieldwork"),
            ("/category/data/", "Data"),
            ("/contact/", "Contact"),
        ],
        footer=[
            ("/feed/", "RSS"),
            ("/privacy-policy/", "Privacy Policy"),
            ("https://wordpress.org/", "Proudly powered by WordPress"),
        ],
        title_format="{title} – Saltwater Notes",
        home_title="Saltwater Notes – field notes from a coastal lab",
    ),
    "Saltwater Notes (WordPress research blog)",
)
BL_HEAD = (
    meta(generator="WordPress 6.7.2", og_site_name="Saltwater Notes", og_type="article")
    + '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script><link rel="https://api.w.org/" href="/wp-json/">'
)
csv_url = bl.raw(
    bl.url("/wp-content/uploads/2026/02/january-residuals.csv"),
    blob("gauge,day,residual\n", "text/csv"),
)
xlsx_url = bl.raw(
    bl.url("/wp-content/uploads/2026/02/january-residuals.xlsx"),
    blob(b"PK\x03\x04", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
)
bl.raw(f"http://{CHART}/Xk2pQ/1/", blob("<html><body><svg></svg></body></html>", "text/html"))
P1 = "/2026/02/03/what-the-gauges-said-in-january/"
P0 = "/2026/01/20/a-winter-at-the-pier/"
P2 = "/2026/02/17/new-buoys/"


def post(path: str, title: str, body: str, prev: str, nxt: str) -> str:
    return bl.page(
        path,
        title,
        f"""<article class="post"><h1 class="entry-title">{title}</h1><p class="byline">Posted on February 2026 by {a("/author/mroberts/", "Maya")}</p>
<div class="entry-content">{body}</div>
<footer class="entry-footer">{a("/category/data/", "Data")} · {a("/tag/gauges/", "gauges")}</footer></article>
<nav class="post-navigation">{a(prev, "← Previous")} {a(nxt, "Next →")}</nav>
<section id="comments"><p>Jonas: nice! {a(f"{path}?replytocom=57#respond", "Reply")}</p>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></section>""",
        head=BL_HEAD
        + f'<link rel="alternate" type="application/json+oembed" href="/wp-json/oembed/1.0/embed?url={path}">',
    )


bl_post = post(
    P1,
    "What the gauges said in January",
    f"""<p>January's residuals in one chart:</p>
<iframe title="January residuals" src="http://{CHART}/Xk2pQ/1/" width="600" height="400"></iframe>
<p>The data behind it: {a(csv_url, "january-residuals.csv")} ({a(xlsx_url, "Excel")}).</p>""",
    P0,
    P2,
)
bl_plain = post(
    P0, "A winter at the pier", "<p>Cold hands, good data.</p>", "/2025/12/15/december-storms/", P1
)
bl_next = stub(bl, P2, "New buoys")
bl_cat = stub(bl, "/category/data/", "Data")

BL_CASES = [
    # A post with an embedded dataset: the post, and the CSV and XLSX it offers (the chart
    # iframe is embedded).  Not the categories, tags, previous/next posts, or the
    # ?replytocom variant of the post -> Single Page+ with Ignored URIs.
    bl.case(
        "saltwater-post-with-data",
        "blog post with dataset",
        "single_hop",
        "single_page_plus_ignored",
        bl_post,
        {bl_post, csv_url, xlsx_url},
        others={bl_plain, bl_next, bl_cat},
    ),
    # A plain post: seed: blog posts -> Single Page.
    bl.case(
        "saltwater-post",
        "blog post",
        "single_uri",
        "single_page",
        bl_plain,
        {bl_plain},
        others={bl_post, bl_cat},
    ),
]

CASES: list[Case] = BX_CASES + XA_CASES + HP_CASES + WK_CASES + BL_CASES
