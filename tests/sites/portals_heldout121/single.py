"""Single Page and Single Page+ portals: methods blogs, a methods wiki, a question bank,
a working-paper index, an Omeka exhibit of census forms and two hand-made pages."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import STD_FOOTER, a, host, pdf_file, text

# --- WordPress: a survey-methodology blog -------------------------------------------------
WP = host("blog", "surveymethods")
WP_POSTS = {
    "/2026/02/17/raking-to-margins-with-nonprobability-panels/": (
        "Raking to margins with nonprobability panels",
        "Calibrating an opt-in panel to census margins fixes the marginals but not the joint.",
    ),
    "/2026/03/04/what-cognitive-interviews-told-us-about-income-questions/": (
        "What cognitive interviews told us about income questions",
        "Twelve cognitive interviews on the net income item and the bands that confused.",
    ),
}


def _wp_site() -> Site:
    p = Portal(
        WP,
        "Survey Methods Notes",
        menu=[("/", "Home"), ("/category/weighting/", "Weighting"), ("/about/", "About")],
        footer=[("/feed/", "RSS"), ("/privacy-policy/", "Privacy"), *STD_FOOTER[3:]],
        title_format="{title} – {name}",
    )
    pages: dict[str, object] = {}
    paths = list(WP_POSTS)
    for i, (path, (title, lede)) in enumerate(WP_POSTS.items()):
        other = paths[1 - i]
        main = (
            f'<article class="post"><h1 class="entry-title">{title}</h1>'
            f'<p class="byline">By {a("/author/mkowalski/", "Marta Kowalski")} · '
            f"{a('/category/weighting/', 'Weighting')} · {a('/tag/calibration/', 'calibration')}</p>"
            f"<p>{lede}</p><p>See {a('http://doi.example.test/10.1093/jssam/smab012', 'the JSSAM paper')}"
            f" and the {a('http://cran.example.test/package=survey', 'survey package')}.</p></article>"
            f'<nav class="post-navigation">{a(other, WP_POSTS[other][0])}</nav>'
            f'<section id="comments"><h2>2 comments</h2><p>Nice post!</p>'
            f"{a(path + '#respond', 'Reply')} {a('/wp-login.php?redirect_to=' + path, 'Log in to reply')}"
            f"{a(path + 'feed/', 'Comments feed')}</section>"
        )
        pages[path] = p.page(title, main, share=p.url(path))
    pages.update(
        {
            "/author/mkowalski/": p.page("Marta Kowalski", "<h1>Posts by Marta Kowalski</h1>"),
            "/category/weighting/": p.page("Weighting", "<h1>Weighting</h1>"),
            "/tag/calibration/": p.page("calibration", "<h1>calibration</h1>"),
            "/about/": p.page("About", "<h1>About</h1>"),
        }
    )
    return p.site(pages)  # type: ignore[arg-type]


# --- MediaWiki: a survey-methodology wiki --------------------------------------------------
MW = host("wiki", "surveymethods")
MW_PAGE = "/wiki/Item_nonresponse"


def _mw_site() -> Site:
    p = Portal(
        MW,
        "SurveyWiki",
        menu=[("/wiki/Main_Page", "Main page"), ("/wiki/Special:Random", "Random page")],
        footer=[("/wiki/SurveyWiki:Privacy_policy", "Privacy policy"), *STD_FOOTER[3:4]],
        title_format="{title} - {name}",
    )
    body = (
        '<h1 id="firstHeading">Item nonresponse</h1><div id="mw-content-text">'
        "<p><b>Item nonresponse</b> occurs when a respondent answers the survey but skips an "
        f"item. See also {a('/wiki/Unit_nonresponse', 'unit nonresponse')} and "
        f"{a('/wiki/Multiple_imputation', 'multiple imputation')}.</p>"
        f"<p>{a('/wiki/Category:Nonresponse', 'Category: Nonresponse')}</p></div>"
        f'<div id="p-cactions">{a("/w/index.php?title=Item_nonresponse&action=edit", "Edit")} '
        f"{a('/w/index.php?title=Item_nonresponse&action=history', 'View history')} "
        f"{a('/wiki/Talk:Item_nonresponse', 'Talk')}</div>"
    )
    pages = {MW_PAGE: p.page("Item nonresponse", body)}
    for t in ("Unit_nonresponse", "Multiple_imputation", "Category:Nonresponse"):
        pages[f"/wiki/{t}"] = p.page(t.replace("_", " "), f"<h1>{t}</h1>")
    return p.site(pages)


# --- Colectica Portal: a question bank item -----------------------------------------------
CO = host("discovery", "questionbank")
CO_Q = "/item/uk.qb.cohort/6b1f0c52-3d7e-4d1e-9a51-0c7f2a0b8e11"


def _co_site() -> Site:
    p = Portal(
        CO,
        "Question Bank Discovery",
        menu=[("/", "Home"), ("/search", "Search"), ("/studies", "Studies")],
        footer=STD_FOOTER,
        title_format="{title} - {name}",
    )
    grp = "/item/uk.qb.cohort/0a7d4b2e-5e0f-4b8a-8f7c-3f0e6b2d9c44"
    var = "/item/uk.qb.cohort/e3c9b5a1-77d2-4c0b-bd5e-1e2a3f4b5c66"
    main = (
        "<h1>Question: hhincome_band</h1><dl><dt>Question text</dt><dd>Thinking about the last "
        "12 months, which band represents your household's total net income?</dd>"
        f"<dt>Response domain</dt><dd>Code list (12 bands)</dd><dt>Question group</dt><dd>"
        f"{a(grp, 'Household income module')}</dd><dt>Used in variable</dt><dd>{a(var, 'w5_hhinc')}"
        f"</dd><dt>Version</dt><dd>2</dd></dl>"
        f"<p>{a('/item/uk.qb.cohort/6b1f0c52-3d7e-4d1e-9a51-0c7f2a0b8e11/history', 'Version history')}</p>"
    )
    pages = {
        CO_Q: p.page("hhincome_band", main),
        grp: p.page("Household income module", "<h1>Question group</h1>"),
        var: p.page("w5_hhinc", "<h1>Variable w5_hhinc</h1>"),
        CO_Q + "/history": p.page("hhincome_band history", "<h1>History</h1>"),
    }
    return p.site(pages)


# --- IDEAS/RePEc: a working paper's abstract page ---------------------------------------------
ID = host("ideas", "repecidx")
ID_PAPER = "/p/ssm/wpaper/2611.html"


def _ideas_site() -> Site:
    p = Portal(
        ID,
        "IDEAS/RePEc",
        menu=[("/", "Home"), ("/i/e.html", "JEL classification"), ("/top/", "Rankings")],
        footer=STD_FOOTER,
        title_format="{title}",
        home_title="IDEAS/RePEc",
    )
    main = (
        "<h1>Small area estimation of poverty under informative sampling</h1>"
        f"<p>Author: {a('/e/pki123.html', 'Piotr Kisiel')} · Series: "
        f"{a('/s/ssm/wpaper.html', 'Survey Statistics Methodology Working Papers')}</p>"
        "<p>Abstract: Fay-Herriot estimates are biased when selection depends on the outcome.</p>"
        "<h2>Download full text from publisher</h2>"
        f"<p>{a('http://wp.statinst.example.test/papers/2611.pdf', 'File URL')}</p>"
        f"<p>{a('/cgi-bin/refs.cgi?handle=RePEc:ssm:wpaper:2611', 'Export reference')}</p>"
    )
    pages = {
        ID_PAPER: p.page("Small area estimation of poverty under informative sampling", main),
        "/e/pki123.html": p.page("Piotr Kisiel", "<h1>Piotr Kisiel</h1>"),
        "/s/ssm/wpaper.html": p.page("Working papers", "<h1>Series</h1>"),
    }
    return p.site(pages)


# --- Omeka Classic: an exhibit of historical census forms -----------------------------------
OM = host("forms", "censushistory")
OM_ITEM = "/items/show/412"


def _omeka_site() -> Site:
    p = Portal(
        OM,
        "Census Forms Through Time",
        menu=[("/items/browse", "Browse Items"), ("/collections/browse", "Collections")],
        footer=[("/about", "About"), ("/privacy", "Privacy")],
        title_format="{title} · {name}",
    )
    main = (
        '<h1>Household schedule, 1921 census</h1><div id="item-images">'
        '<img src="/files/fullsize/7f2c8e1d0a.jpg" alt="schedule"></div>'
        "<div class='element-set'><h3>Dublin Core</h3><p>Creator: Census Office</p>"
        "<p>Date: 1921</p><p>Subject: household schedules</p></div>"
        f"<p>Collection: {a('/collections/show/9', 'Interwar schedules')}</p>"
        f"<p>Tags: {a('/items/browse?tags=schedule', 'schedule')}</p>"
        f'<ul class="item-pagination">{a("/items/show/411", "Previous item")} '
        f"{a('/items/show/413', 'Next item')}</ul>"
    )
    pages = {
        OM_ITEM: p.page("Household schedule, 1921 census", main),
        "/files/fullsize/7f2c8e1d0a.jpg": text("JPEGDATA", "image/jpeg"),
        "/collections/show/9": p.page("Interwar schedules", "<h1>Collection</h1>"),
        "/items/show/411": p.page("Enumerator's book, 1921", "<h1>Item</h1>"),
        "/items/show/413": p.page("Institution schedule, 1921", "<h1>Item</h1>"),
    }
    return p.site(pages)


# --- Hand-made pages: plain HTML, no site chrome ---------------------------------------------
HM = host("www", "econ-dept")
HM_REP = "/~lhansen/replication/panel-attrition/"
HM_QS = host("surveys", "statoffice-nt")
HM_QS_PAGE = "/questionnaires/lfs2025/"


def _hm_site() -> Site:
    files = ["README.txt", "00_master.do", "01_clean.do", "02_weights.do", "attrition.csv"]
    rows = "".join(f"<li>{a(f, f)}</li>" for f in files)
    page = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Replication files: Panel "
        "attrition and refreshment samples</title><style>body{font-family:serif}</style></head>"
        "<body><h1>Replication files</h1><p>L. Hansen (2025), Panel attrition and refreshment "
        "samples. Run 00_master.do in Stata 18.</p><ul>" + rows + "</ul>"
        "<p>Questions: lhansen at econ-dept</p></body></html>"
    )
    pages: dict[str, object] = {HM_REP: page}
    for f in files:
        pages[HM_REP + f] = text(f"* {f}\n", "text/csv" if f.endswith("csv") else "text/plain")
    return Site(HM, pages)  # type: ignore[arg-type]


def _qs_site() -> Site:
    docs = [
        ("lfs2025_questionnaire_en.pdf", "Questionnaire (English)"),
        ("lfs2025_questionnaire_fr.pdf", "Questionnaire (French)"),
        ("lfs2025_showcards.pdf", "Showcards"),
        ("lfs2025_interviewer_manual.pdf", "Interviewer manual"),
    ]
    page = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Labour Force Survey 2025 - "
        "survey instruments</title></head><body><h1>Labour Force Survey 2025</h1>"
        "<p>Survey instruments used in the field from January 2025.</p>"
        + links(docs)
        + "</body></html>"
    )
    pages: dict[str, object] = {HM_QS_PAGE: page}
    for f, t in docs:
        pages[HM_QS_PAGE + f] = pdf_file(f"LFS 2025 {t}", "Statistics Office")
    return Site(HM_QS, pages)  # type: ignore[arg-type]


def cases() -> list[Case]:
    out = []
    for i, path in enumerate(WP_POSTS):
        # A blog post is one URI (seed: Hypotheses, SocialScienceSpace, MethodSpace): the
        # author, category, tag, comments-feed and neighbour posts are the blog's.
        out.append(
            case(
                f"wp-post-{i + 1}",
                "WordPress (survey-methods blog)",
                "Single Artifact URI",
                "single_page",
                f"http://{WP}{path}",
                [f"http://{WP}{path}"],
                lambda: [_wp_site()],
            )
        )
    out += [
        # Wikipedia-like article: the seed's Single Page; history/talk/edit are wiki views.
        case(
            "mediawiki-item-nonresponse",
            "MediaWiki (survey-methods wiki)",
            "Single Artifact URI",
            "single_page",
            f"http://{MW}{MW_PAGE}",
            [f"http://{MW}{MW_PAGE}"],
            lambda: [_mw_site()],
        ),
        # A Colectica question item is one page; the group and variable are other items.
        case(
            "colectica-question-item",
            "Colectica Portal (DDI question bank)",
            "Single Artifact URI",
            "single_page",
            f"http://{CO}{CO_Q}",
            [f"http://{CO}{CO_Q}"],
            lambda: [_co_site()],
        ),
        # IDEAS is an index: its abstract page is the artifact on this portal; the full text
        # lives on the publisher's portal (another artifact, not followed).
        case(
            "ideas-working-paper",
            "RePEc IDEAS (working-paper index)",
            "Single Artifact URI",
            "single_page",
            f"http://{ID}{ID_PAPER}",
            [f"http://{ID}{ID_PAPER}"],
            lambda: [_ideas_site()],
        ),
        # Omeka.net item (seed: Single Page); the image is embedded, not linked.
        case(
            "omeka-census-schedule",
            "Omeka Classic (historical census forms)",
            "Single Artifact URI",
            "single_page",
            f"http://{OM}{OM_ITEM}",
            [f"http://{OM}{OM_ITEM}"],
            lambda: [_omeka_site()],
            others=[f"http://{OM}/items/show/411", f"http://{OM}/items/show/413"],
        ),
        # A chrome-less page whose every link is a file of the package: one hop takes it
        # all and nothing else (Single Page+); truth: the page and its five files.
        case(
            "handmade-replication-files",
            "Hand-made site (faculty replication page)",
            "Single Hop",
            "single_page_plus",
            f"http://{HM}{HM_REP}",
            [f"http://{HM}{HM_REP}"]
            + [
                f"http://{HM}{HM_REP}{f}"
                for f in [
                    "README.txt",
                    "00_master.do",
                    "01_clean.do",
                    "02_weights.do",
                    "attrition.csv",
                ]
            ],
            lambda: [_hm_site()],
        ),
        # Same shape on a statistics office's plain instruments page: the page and its PDFs.
        case(
            "handmade-lfs-instruments",
            "Hand-made site (statistics office instruments page)",
            "Single Hop",
            "single_page_plus",
            f"http://{HM_QS}{HM_QS_PAGE}",
            [f"http://{HM_QS}{HM_QS_PAGE}"]
            + [
                f"http://{HM_QS}{HM_QS_PAGE}lfs2025_{f}.pdf"
                for f in ["questionnaire_en", "questionnaire_fr", "showcards", "interviewer_manual"]
            ],
            lambda: [_qs_site()],
        ),
    ]
    return out
