"""Aggregators and scholarly networks: JSTOR-like stable pages (and its Daily magazine),
Project-MUSE-like chapters and articles, SSRN-like abstract pages with a download gate,
ResearchGate-like publication pages and Academia-like uploads."""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout24._kit import EMPTY_ZIP, Hub, a, doc, host, meta, ris, ul

# --- JSTOR-like ---------------------------------------------------------------------------
JS = Hub(
    "JSTOR-like",
    "www",
    "jstorx",
    "JSTOR",
    [
        ("/action/doBasicSearch", "Search"),
        ("/subjects", "Browse"),
        ("/action/showLogin", "Log in"),
        ("/action/doRegister", "Register"),
    ],
    [
        ("/about", "About JSTOR"),
        ("/terms", "Terms and Conditions"),
        ("/privacy", "Privacy Policy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} on JSTOR",
    home_title="JSTOR Home",
)
JS_DAILY = host("daily", "jstorx")


def js_stable(sid: str, title: str, journal: str, issue: str) -> set[str]:
    doi = f"10.2307/{sid}"
    pdf_url = JS.serve(
        JS.portal.host, f"/stable/pdf/{sid}.pdf", doc(title, journal), "application/pdf"
    )
    cite = JS.page(
        f"/citation/info/{doi}",
        f"Cite: {title}",
        f"<h1>Cite this item</h1><p>{title}. {journal}.</p>"
        + a(JS.url(f"/citation/ris/{doi}"), "Export a RIS file"),
    )
    ris_url = JS.serve(
        JS.portal.host,
        f"/citation/ris/{doi}",
        ris(title, doi, journal),
        "application/x-research-info-systems",
    )
    JS.page(
        f"/stable/{issue}",
        f"{journal} issue",
        f"<h1>{journal}</h1>" + a(JS.url(f"/stable/{sid}"), title),
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_journal_title", journal),
            ("citation_doi", doi),
            ("citation_pdf_url", pdf_url),
            ("og:site_name", "JSTOR"),
        ]
    )
    main = f"""<div class="item-header"><p class="journal">{a(JS.url(f"/stable/{issue}"), journal + ", Vol. 48, No. 2")}</p>
<h1 class="title">{title}</h1><p>Stable URL: {JS.url(f"/stable/{sid}")}</p>
<div class="actions">{a(pdf_url, "Download")} {a(cite, "Cite")} {a("/action/showShelf", "Save")}</div></div>
<div class="abstract"><p>{title}: page scan preview.</p></div>
<div class="related">{a(JS.url("/stable/20170788"), "Related: Another essay")}</div>"""
    landing = JS.page(f"/stable/{sid}", title, main, head=head)
    return {landing, pdf_url, cite, ris_url}


JS1_TRUTH = js_stable(
    "26912345",
    "Tithe Barns and the Medieval Grain Economy",
    "Agricultural History Review",
    "i26912300",
)
JS2_TRUTH = js_stable(
    "43987654", "Sound Maps of the Victorian Street", "Victorian Studies", "i43987600"
)
JS.page("/stable/20170788", "Another essay", "<h1>Another essay</h1>")
DAILY_POST = JS.serve(
    JS_DAILY,
    "/the-long-history-of-ice-harvesting/",
    f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>The Long History of Ice Harvesting - JSTOR Daily</title>
<meta name="generator" content="WordPress 6.4.2"><meta property="og:site_name" content="JSTOR Daily">
<meta property="og:type" content="article"><link rel="stylesheet" href="/wp-content/themes/jstor-daily/style.css">
<link rel="alternate" type="application/rss+xml" href="/feed/"></head>
<body><header><a href="/">JSTOR Daily</a><nav><a href="/category/science-technology/">Science</a>
<a href="/category/arts-culture/">Arts</a><a href="/newsletters/">Newsletter</a></nav></header>
<article><h1>The Long History of Ice Harvesting</h1><p class="byline">By <a href="/author/rmiller/">R. Miller</a></p>
<p>Before refrigerators, ice was cut from ponds... See {a(JS.url("/stable/26912345"), "this JSTOR article")}
and {a(JS.url("/stable/43987654"), "another one")}.</p></article>
<aside><a href="/the-secret-life-of-lighthouses/">The Secret Life of Lighthouses</a></aside>
<footer><a href="/about/">About</a> <a href="/privacy/">Privacy</a> <a href="http://twitter.test/JSTORDaily">Twitter</a></footer>
</body></html>""",
)
JS.serve(
    JS_DAILY,
    "/the-secret-life-of-lighthouses/",
    "<html><head><title>Lighthouses - JSTOR Daily</title></head><body>Post</body></html>",
)
JS.serve(
    JS_DAILY,
    "/",
    "<html><head><title>JSTOR Daily | Where news meets its scholarly match</title></head><body>Home</body></html>",
)

# --- Project-MUSE-like --------------------------------------------------------------------
MU = Hub(
    "Project-MUSE-like",
    "muse",
    "musejhu",
    "Project MUSE",
    [("/search", "Search"), ("/browse", "Browse"), ("/account", "My Account")],
    [
        ("/about", "About"),
        ("/policies/privacy", "Privacy Policy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="Project MUSE - {title}",
    home_title="Project MUSE - Promoting the creation and dissemination of essential humanities and social science resources",
)


def mu_item(kind: str, pub: int, iid: str, title: str, container: tuple[str, str]) -> set[str]:
    base = f"/pub/{pub}/{kind}/{iid}"
    pdf_url = MU.serve(MU.portal.host, f"{base}/pdf", doc(title, container[1]), "application/pdf")
    ris_url = MU.serve(
        MU.portal.host,
        f"/citation/ris?{kind.split('_')[-1]}_id={iid}",
        ris(title, f"10.1353/{iid}", container[1]),
        "application/x-research-info-systems",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_pdf_url", pdf_url),
            (
                "citation_inbook_title" if "chapter" in kind else "citation_journal_title",
                container[1],
            ),
            ("og:site_name", "Project MUSE"),
            ("citation_publisher", "Johns Hopkins University Press"),
        ]
    )
    main = f"""<div class="breadcrumb">{a(MU.url(container[0]), container[1])}</div>
<h1 class="title">{title}</h1><div class="actions">{a(pdf_url, "Download PDF")} {a(ris_url, "Download citation (RIS)")}
{a("/help/citation", "Citation help")}</div><div class="card_text"><p>In lieu of an abstract, here is a brief excerpt of {title}.</p></div>
<div class="related">{a(MU.url(container[0]), "Table of contents")}</div>"""
    landing = MU.page(base, title, main, head=head)
    return {landing, pdf_url, ris_url}


MU1_TRUTH = mu_item(
    "oa_edited_volume/chapter",
    31,
    "3104567",
    "Weaving Memory: Textiles in Andean Ritual",
    ("/book/84321", "Threads of the Andes"),
)
MU2_TRUTH = mu_item(
    "article",
    2,
    "856789",
    "Orality and Print in Nineteenth-Century Yiddish Theatre",
    ("/issue/47120", "Modern Drama 64.3"),
)
MU.page(
    "/book/84321",
    "Threads of the Andes",
    "<h1>Threads of the Andes</h1>"
    + a(MU.url("/pub/31/oa_edited_volume/chapter/3104567"), "Weaving Memory")
    + a(MU.url("/pub/31/oa_edited_volume/chapter/3104568"), "Dye Plants"),
)
MU.page("/pub/31/oa_edited_volume/chapter/3104568", "Dye Plants", "<h1>Dye Plants</h1>")
MU.page("/issue/47120", "Modern Drama 64.3", "<h1>Modern Drama</h1>")

# --- SSRN-like ----------------------------------------------------------------------------
SS = Hub(
    "SSRN-like",
    "papers",
    "ssrnx",
    "SSRN",
    [
        ("/sol3/DisplayJournalBrowse.cfm", "Browse"),
        ("/sol3/ShoppingCart.cfm", "Cart"),
        ("/sol3/submit_paper.cfm", "Submit a paper"),
    ],
    [
        ("/sol3/terms.cfm", "Terms of Use"),
        ("/sol3/privacy.cfm", "Privacy Policy"),
        ("/sol3/cookies.cfm", "Cookie Settings"),
    ],
    title_format="{title} :: SSRN",
    home_title="SSRN",
)
SS_AUTH = host("hq", "ssrnx")


def ss_paper(aid: str, title: str, author_id: str, gate: bool) -> set[str]:
    p = SS.portal.host
    pdf_path = f"/sol3/Delivery.cfm/SSRN_ID{aid}_code{author_id}.pdf?abstractid={aid}&mirid=1"
    pdf_url = SS.serve(p, pdf_path, doc(title, f"SSRN {aid}"), "application/pdf")
    truth = {pdf_url}
    if gate:
        gate_url = SS.page(
            f"/sol3/Delivery.cfm?abstractid={aid}",
            f"Download: {title}",
            f"<h1>Your download is ready</h1><p>{title}</p><p>If the download does not start, "
            f"{a(pdf_url, 'open the PDF')}.</p><p>{a('/sol3/ShoppingCart.cfm', 'Continue browsing')}</p>",
        )
        truth.add(gate_url)
        dl = a(gate_url, "Download This Paper") + " " + a(pdf_url, "Open PDF in Browser")
    else:
        dl = a(pdf_url, "Download This Paper")
    head = meta(
        [
            ("citation_title", title),
            ("citation_abstract_html_url", SS.url(f"/sol3/papers.cfm?abstract_id={aid}")),
            ("citation_pdf_url", pdf_url),
            ("og:site_name", "SSRN"),
            ("citation_publisher", "SSRN"),
        ]
    )
    main = f"""<div class="box-container"><div class="abstract-buttons">{dl}
{a("/sol3/ShoppingCart.cfm?add=" + aid, "Add Paper to My Library")}</div>
<h1>{title}</h1><p>{a(SS.url(f"/sol3/cf_dev/AbsByAuth.cfm?per_id={author_id}"), "T. Abernathy")}</p>
<p>Posted: 12 Apr 2021</p><div class="abstract-text"><h3>Abstract</h3><p>{title}: abstract.</p></div>
<p>{a(f"http://{SS_AUTH}/rankings", "SSRN Rankings")} {a("/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1504", "Law &amp; Economics eJournal")}</p>
<p>Suggested Citation: {title}. Available at SSRN: https://ssrn.com/abstract={aid}</p></div>"""
    landing = SS.page(f"/sol3/papers.cfm?abstract_id={aid}", title, main, head=head)
    return truth | {landing}


SS1_TRUTH = ss_paper(
    "3812345", "Algorithmic Pricing and Tacit Collusion in Ride-Hailing Markets", "2245678", False
)
SS2_TRUTH = ss_paper("3823456", "Climate Disclosure Mandates and Cost of Capital", "1987654", True)
SS.page(
    "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1504",
    "Law & Economics eJournal",
    "<h1>eJournal</h1>",
)
SS.page("/sol3/cf_dev/AbsByAuth.cfm?per_id=2245678", "Author page", "<h1>T. Abernathy</h1>")
SS.page("/sol3/cf_dev/AbsByAuth.cfm?per_id=1987654", "Author page", "<h1>T. Abernathy</h1>")
SS.serve(
    SS_AUTH, "/rankings", "<html><head><title>Rankings</title></head><body>Top papers</body></html>"
)

# --- ResearchGate-like --------------------------------------------------------------------
RG = Hub(
    "ResearchGate-like",
    "www",
    "rgatex",
    "ResearchGate",
    [("/search", "Search"), ("/directory/publications", "Publications"), ("/jobs", "Jobs")],
    [
        ("/careers", "Careers"),
        ("/terms-of-service", "Terms"),
        ("/privacy-policy", "Privacy"),
        ("/ads", "Advertising"),
    ],
    title_format="(PDF) {title}",
    home_title="ResearchGate | Find and share research",
)
RG_DOI = host("doi", "rgatex-doi")
RG_PUB = host("www", "rgatex-pub")


def rg_pub(pid: str, slug: str, title: str, fulltext: bool) -> tuple[set[str], set[str]]:
    p = RG.portal.host
    base = f"/publication/{pid}_{slug}"
    truth: set[str] = set()
    body = ""
    others = {RG.url("/publication/349876543_Related_Work_On_Glaciers")}
    if fulltext:
        pdf_url = RG.serve(
            p, f"{base}/fulltext/6061a2b4299bf173677c8a91/{slug}.pdf", doc(title), "application/pdf"
        )
        fig = RG.page(
            f"/figure/Map-of-the-study-sites_fig1_{pid}",
            f"Map of the study sites, from {title}",
            f"<h1>Fig. 1 Map of the study sites</h1><p>From publication: {a(RG.url(base), title)}</p>",
        )
        cit = RG.serve(
            p,
            f"{base}/citation/download",
            ris(title, f"10.5194/tc-15-{pid[-4:]}-2021"),
            "application/x-research-info-systems",
        )
        truth |= {pdf_url, fig, cit}
        body = f"""<div class="research-detail-header-section__actions">{a(pdf_url, "Download full-text PDF")}
{a(RG.url(f"{base}/fulltext/6061a2b4299bf173677c8a91/{slug}.pdf"), "Read full-text")} {a(cit, "Download citation")}</div>
<div class="figures">{a(fig, "Figure 1")}</div>"""
    else:
        pub = RG.serve(
            RG_PUB,
            f"/articles/{pid}",
            f"<html><head><title>{title}</title></head><body><h1>{title}</h1></body></html>",
        )
        others.add(pub)
        body = f"""<div class="nova-legacy-e-text">Full-text available at {a(pub, "the publisher")}.</div>
<a href="/publication/{pid}_{slug}/request">Request full-text</a>"""
    head = meta(
        [
            ("citation_title", title),
            ("og:site_name", "ResearchGate"),
            ("og:type", "article"),
            ("og:title", title),
        ]
    )
    main = f"""<div class="content-page-header"><div class="research-detail-header-section__badge">Article</div>
<h1 class="research-detail-header-section__title">{title}</h1>
<ul>{"".join(f"<li>{a(RG.url('/profile/' + n), n.replace('-', ' '))}</li>" for n in ("Ingrid-Hansen", "Tom-Adeyemi"))}</ul>
{body}</div><section><h2>Abstract</h2><p>{title}: abstract.</p></section>
<section class="similar"><h2>Similar research</h2>{a(RG.url("/publication/349876543_Related_Work_On_Glaciers"), "Related work on glaciers")}</section>"""
    landing = RG.page(base, title, main, head=head)
    return truth | {landing}, others


RG1_TRUTH, RG1_OTHERS = rg_pub(
    "350123456",
    "Supraglacial_Lake_Drainage_in_West_Greenland",
    "Supraglacial Lake Drainage in West Greenland",
    True,
)
RG2_TRUTH, RG2_OTHERS = rg_pub(
    "351987001",
    "Permafrost_Carbon_Feedback_Estimates",
    "Permafrost Carbon Feedback Estimates",
    False,
)
RG.page(
    "/publication/349876543_Related_Work_On_Glaciers",
    "Related Work On Glaciers",
    "<h1>Related</h1>",
)
for who in ("Ingrid-Hansen", "Tom-Adeyemi"):
    RG.page(f"/profile/{who}", who, f"<h1>{who}</h1>")

# --- Academia-like ------------------------------------------------------------------------
AC = Hub(
    "Academia-like",
    "www",
    "academiax",
    "Academia.edu",
    [("/search", "Search"), ("/upload", "Upload"), ("/premium", "Premium")],
    [
        ("/about", "About"),
        ("/press", "Press"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/copyright", "Copyright"),
    ],
    title_format="(PDF) {title} | {name}",
    home_title="Academia.edu: Share research",
)
AC_CDN = host("d1wqtxts1xzle7", "acadcdn")


def ac_upload(wid: str, slug: str, title: str, files: list[tuple[str, str]]) -> set[str]:
    truth = set()
    items = []
    for att, name in files:
        body = doc(title, name) if name.endswith(".pdf") else EMPTY_ZIP
        u = AC.serve(
            AC_CDN,
            f"/{att}/{name}?1612345678=&response-content-disposition=attachment",
            body,
            "application/pdf" if name.endswith(".pdf") else "application/vnd.ms-powerpoint",
        )
        truth.add(u)
        items.append(a(u, f"Download {name}", class_="js-swp-download-button"))
    head = meta(
        [
            ("citation_title", title),
            ("citation_author", "Lucía Ferrer"),
            ("og:site_name", "Academia.edu"),
            ("og:type", "article"),
            ("og:title", title),
        ]
    )
    head += '<script src="/assets/webpack_bundles/work_page-2c1f.js"></script>'
    main = f"""<div class="work-card"><h1 class="ds-work-card--title">{title}</h1>
<p>{a(AC.url("/LuciaFerrer"), "Lucía Ferrer")}</p>{ul(items)}
<p class="ds-work-card--description">{title}: upload description.</p></div>
<section class="related-papers"><h2>Related papers</h2>{a(AC.url("/44556677/Notes_on_Coastal_Toponymy"), "Notes on Coastal Toponymy")}</section>"""
    landing = AC.page(f"/{wid}/{slug}", title, main, head=head)
    return truth | {landing}


AC.serve(
    AC.portal.host, "/assets/webpack_bundles/work_page-2c1f.js", b"void 0;\n", "text/javascript"
)
AC1_TRUTH = ac_upload(
    "45678901",
    "Toponymy_of_the_Catalan_Coast",
    "Toponymy of the Catalan Coast",
    [("67890123", "Toponymy_Catalan_Coast.pdf")],
)
AC2_TRUTH = ac_upload(
    "45678999",
    "Harbour_Names_in_Medieval_Portolans",
    "Harbour Names in Medieval Portolans",
    [("67890188", "Harbour_Names.pdf"), ("67890189", "Harbour_Names_slides.ppt")],
)
AC.page("/44556677/Notes_on_Coastal_Toponymy", "Notes on Coastal Toponymy", "<h1>Notes</h1>")
AC.page("/LuciaFerrer", "Lucía Ferrer", "<h1>Lucía Ferrer</h1>")

CASES: list[Case] = [
    # sig_uri: the stable id 26912345 is in the landing, PDF, cite page and RIS export;
    # the issue page and a related essay are other artifacts.
    JS.case(
        "jstor-stable-agrhist",
        "stable page",
        "Single Hop",
        "sig_uri",
        JS.url("/stable/26912345"),
        JS1_TRUTH,
        {JS.url("/stable/i26912300"), JS.url("/stable/20170788")},
    ),
    JS.case(
        "jstor-stable-vicstud",
        "stable page",
        "Single Hop",
        "sig_uri",
        JS.url("/stable/43987654"),
        JS2_TRUTH,
        {JS.url("/stable/i43987600"), JS.url("/stable/20170788")},
    ),
    # single_page: the seed's table lists JSTOR Daily articles as Single Page; the JSTOR
    # articles it cites are other artifacts, the rest is WordPress chrome.
    JS.case(
        "jstor-daily-post",
        "Daily magazine article",
        "Single Artifact URI",
        "single_page",
        DAILY_POST,
        {DAILY_POST},
        {JS.url("/stable/26912345"), JS.url("/stable/43987654")},
    ),
    # sig_filtered_title: every title starts "Project MUSE - " (as the homepage's does);
    # once filtered, the chapter title is in the landing, PDF and RIS export.
    MU.case(
        "muse-chapter",
        "open access book chapter",
        "Single Hop",
        "sig_filtered_title",
        MU.url("/pub/31/oa_edited_volume/chapter/3104567"),
        MU1_TRUTH,
        {
            MU.url("/book/84321"),
        },
    ),
    MU.case(
        "muse-article",
        "journal article",
        "Single Hop",
        "sig_filtered_title",
        MU.url("/pub/2/article/856789"),
        MU2_TRUTH,
        {MU.url("/issue/47120")},
    ),
    # single_page_plus_ignored: the seed's row for SSRN; the PDF is one hop away, everything
    # else on the page is chrome, eJournal and author listings.
    SS.case(
        "ssrn-abstract",
        "abstract page",
        "Single Hop",
        "single_page_plus_ignored",
        SS.url("/sol3/papers.cfm?abstract_id=3812345"),
        SS1_TRUTH,
    ),
    # Same with a download gate page in between (the gate is kept: it is what readers hit).
    SS.case(
        "ssrn-abstract-gate",
        "abstract page with download gate",
        "Single Hop",
        "single_page_plus_ignored",
        SS.url("/sol3/papers.cfm?abstract_id=3823456"),
        SS2_TRUTH,
    ),
    # sig_uri: publication id 350123456 is in the full text, the figure page and citation.
    RG.case(
        "rg-publication-fulltext",
        "publication page with full text",
        "Single Hop",
        "sig_uri",
        RG.url("/publication/350123456_Supraglacial_Lake_Drainage_in_West_Greenland"),
        RG1_TRUTH,
        RG1_OTHERS,
    ),
    # single_page: no full text here; it lives at the publisher (another artifact).
    RG.case(
        "rg-publication-metadata",
        "publication page without full text",
        "Single Artifact URI",
        "single_page",
        RG.url("/publication/351987001_Permafrost_Carbon_Feedback_Estimates"),
        RG2_TRUTH,
        RG2_OTHERS,
    ),
    # single_page_plus_ignored: the upload's files sit one hop away on a CDN.
    AC.case(
        "academia-upload",
        "upload",
        "Single Hop",
        "single_page_plus_ignored",
        AC.url("/45678901/Toponymy_of_the_Catalan_Coast"),
        AC1_TRUTH,
        {AC.url("/44556677/Notes_on_Coastal_Toponymy")},
    ),
    AC.case(
        "academia-upload-slides",
        "upload with slides",
        "Single Hop",
        "single_page_plus_ignored",
        AC.url("/45678999/Harbour_Names_in_Medieval_Portolans"),
        AC2_TRUTH,
        {AC.url("/44556677/Notes_on_Coastal_Toponymy")},
    ),
]
