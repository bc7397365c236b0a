"""Preprints, articles and papers: OSF (preprint and project), a bioRxiv-like server, an
SSRN-like server, Open Journal Systems, Janeway, a conference proceedings site.

- OSF-like installation (seed's OSF row: Significant String From Filtered Title; page titles
  are ``Lumen OSF | <title>`` and the homepage's ``Lumen OSF | Home``).  The project's
  truth: its overview, files list, wiki, each file's page (file pages live at their own
  GUID, ``/<guid>/``, outside the project path, and show the project title) and each
  file's download.  Its component and its contributors' profiles are not.  The preprint's
  truth: its page and the PDF download on the storage host; its supplementary project and
  its first version (``_v1``) are other artifacts.
- bioRxiv-like (seed's bioRxiv row, Single Page+ with Ignores): the abstract page's tabs are
  separate URLs (``.article-info``, ``.article-metrics``, ``.supplementary-material``,
  ``.full``, ``.full.pdf``), the citation downloads and the supplementary file (linked from
  the supplementary tab only, as on the real site).  ``v1`` is an earlier version:
  ``others``.  Subject collections and author searches are not.
- SSRN-like (seed's SSRN row): ``papers.cfm?abstract_id=N`` with its ``Delivery.cfm`` PDF;
  the author page and eJournal listings are not.
- OJS 3 (journal articles are outside the seed's table; nearest kind: the preprint rows,
  Single Page+ with Ignores): landing, PDF and HTML galley pages, the PDF download and the
  citation exports (``citationstylelanguage/download/ris|bibtex``).  The issue table of
  contents is a collection: ``others``.
- Janeway (same reasoning as OJS): landing, PDF and XML downloads, the print view, citation
  exports.
- Conference proceedings (same reasoning): the abstract page, paper PDF, supplemental ZIP,
  BibTeX; the volume listing is a collection; reviews live on another portal.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Portal

from ._kit import (
    LICENCE_BY,
    a,
    citation_meta,
    csv,
    files_host,
    generator,
    host,
    jsonld,
    make_case,
    orcid,
    pdf,
    site,
    social,
    text,
    ul,
    zipped,
)

# ---------------------------------------------------------------- OSF-like

OSF = host("osf", "lumenarc")
OSF_FILES = host("files", "lumenarc-storage")
osf = Portal(
    OSF,
    "Lumen OSF",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
    ],
    [
        ("http://www.lumenarc.test/terms", "Terms of Use"),
        ("http://www.lumenarc.test/privacy", "Privacy"),
        ("/institutions", "Institutions"),
    ],
    title_format="{name} | {title}",
    home_title="Lumen OSF | Home",
)
osf.home_main = "<h1>Lumen OSF</h1><p>Free, open platform.</p>" + ul(
    [
        a("/preprints", "Preprints"),
        a("/registries", "Registries"),
        a("/institutions", "Institutions"),
    ]
)
PROJ = "/x7k2m/"
PROJ_TITLE = "Thermal tolerance of intertidal snails: data and code"
PROJ_FILES = [("q8w3e", "ctmax_trials.csv"), ("r5t6y", "analysis.R")]
PP = "/preprints/lumenrxiv/7hq2c_v2"
PP_TITLE = "Heat waves shift thermal limits in intertidal gastropods"
PP_DL = f"http://{OSF_FILES}/v1/resources/7hq2c/providers/osfstorage/6601ab3c9d?action=download&direct&version=2"


def _osf_sites() -> list[Site]:
    pnav = ul(
        [a(PROJ, "Overview"), a(PROJ + "files/osfstorage", "Files"), a(PROJ + "wiki/", "Wiki")]
    )
    ptop = f"<h2 class=project-title>{PROJ_TITLE}</h2>{pnav}"
    main = (
        f"{ptop}<p>Contributors: {a('/u9v8w/', 'Nadia Ferraro')}, {a('/k2j3h/', 'Owen Tsai')}</p>"
        f"<p>Date created: 2023-06-01 | License: {a(LICENCE_BY, 'CC-By Attribution 4.0 International')}</p>"
        f"<h3>Components</h3>{a('/m4n5b/', 'Respirometry pilot')}"
        f"<h3>Files</h3>{ul(a(f'/{g}/', n) for g, n in PROJ_FILES)}"
        f"<h3>Citation</h3><p>Ferraro, N. (2023, June 1). {PROJ_TITLE}. Retrieved from {OSF}{PROJ}</p>"
    )
    pages: dict[str, object] = {
        PROJ: osf.page(PROJ_TITLE, main, head=generator("OSF")),
        PROJ + "files/osfstorage": osf.page(
            PROJ_TITLE, ptop + ul(a(f"/{g}/", n) for g, n in PROJ_FILES)
        ),
        PROJ + "wiki/": osf.page(
            PROJ_TITLE + " Wiki", ptop + "<h3>Home</h3><p>Trials were run at 0.25 C/min.</p>"
        ),
        "/m4n5b/": osf.page("Respirometry pilot", "<h2>Respirometry pilot</h2>"),
        "/u9v8w/": osf.page("Nadia Ferraro", "<h2>Nadia Ferraro</h2>"),
        "/k2j3h/": osf.page("Owen Tsai", "<h2>Owen Tsai</h2>"),
    }
    for g, n in PROJ_FILES:
        pages[f"/{g}/"] = osf.page(
            n,
            f"<nav>{a(PROJ, PROJ_TITLE)} / osfstorage / {n}</nav>"
            f"<h2>{n}</h2>{a(f'/{g}/download', 'Download')}",
        )
        pages[f"/{g}/download"] = (
            csv("trial,ctmax", "1,41.2") if n.endswith(".csv") else text("library(lme4)\n")
        )
    head = generator("OSF") + citation_meta(
        PP_TITLE,
        ["Ferraro, Nadia", "Tsai, Owen"],
        "2024/02/20",
        pdf_url=PP_DL,
        doi="10.31299/lumen.7hq2c",
    )
    pmain = (
        f"<h1>{PP_TITLE}</h1><p>{a('/u9v8w/', 'Nadia Ferraro')}, {a('/k2j3h/', 'Owen Tsai')}</p>"
        f"<p>{a(PP_DL, 'Download preprint')}</p><p>Supplemental materials: {a(PROJ, PROJ_TITLE)}</p>"
        f"<p>Version 2 · {a('/preprints/lumenrxiv/7hq2c_v1', 'Version 1')}</p>"
        f"<p>Subjects: {a('/preprints/lumenrxiv/discover?subject=Ecology', 'Ecology')}</p>"
        f"<p>License {a(LICENCE_BY, 'CC-By Attribution 4.0 International')}</p>"
    )
    pages[PP] = osf.page(PP_TITLE, pmain, head=head)
    pages["/preprints/lumenrxiv/7hq2c_v1"] = osf.page(
        PP_TITLE, f"<h1>{PP_TITLE}</h1><p>Version 1</p>"
    )
    pages["/preprints/lumenrxiv/discover?subject=Ecology"] = osf.page(
        "LumenRxiv", "<h1>Discover</h1>"
    )
    store = files_host(
        OSF_FILES,
        {"/v1/resources/7hq2c/providers/osfstorage/6601ab3c9d": pdf(PP_TITLE, "Preprint")},
    )
    return [site(osf, pages), store]  # type: ignore[arg-type]


# ---------------------------------------------------------------- bioRxiv-like

BX = host("www", "cellrxiv")
bx = Portal(
    BX,
    "cellRxiv",
    [
        ("/collection", "Subject Areas"),
        ("/about-cellrxiv", "About"),
        ("/submit-a-manuscript", "Submit"),
        ("/alertsrss", "Alerts / RSS"),
    ],
    [
        ("/content/about-cellrxiv", "About"),
        ("/content/privacy", "Privacy"),
        ("http://www.cshl.test/", "CSHL"),
    ],
    title_format="{title} | {name}",
)
bx.home_main = "<h1>cellRxiv: the preprint server for cell biology</h1><h2>New results</h2>" + ul(
    [
        a(
            "/content/10.1101/2024.01.05.575123v1",
            "Single-cell atlas of regenerating axolotl limb blastema",
        ),
        a("/collection/developmental-biology", "Developmental Biology"),
    ]
)
BXP = "/content/10.1101/2024.01.05.575123v2"
BX_TABS = [".article-info", ".article-metrics", ".supplementary-material", ".full", ".full.pdf"]
BX_SUPP = "/content/cellrxiv/early/2024/01/09/2024.01.05.575123/DC1/embed/media-1.xlsx"
BX_CITE = ["/highwire/citation/3412345/bibtext", "/highwire/citation/3412345/ris"]
BX_TITLE = "Single-cell atlas of regenerating axolotl limb blastema"


def _bx_sites() -> list[Site]:
    tabs = ul(a(BXP + t, t.strip(".").replace("-", " ").title()) for t in ["", *BX_TABS])
    head = citation_meta(
        BX_TITLE,
        ["Iwu, Chidi", "Brandt, Lea"],
        "2024/01/09",
        pdf_url=bx.url(BXP + ".full.pdf"),
        doi="10.1101/2024.01.05.575123",
    ) + generator("Drupal 7")
    main = (
        f"<h1 class=highwire-cite-title>{BX_TITLE}</h1>{tabs}"
        f"<p>{a('/search/author1%3AIwu%2C%20Chidi', 'Chidi Iwu')}, {a(orcid('7777-1212'), 'ORCID')}</p>"
        f"<p>doi: {a('http://doi.test/10.1101/2024.01.05.575123', 'https://doi.org/10.1101/2024.01.05.575123')}</p>"
        f"<p>This article is a preprint. {a('/content/10.1101/2024.01.05.575123v1', 'Previous version (January 7, 2024)')}</p>"
        f"<p>Download citation: {a(BX_CITE[0], 'BibTeX')} {a(BX_CITE[1], 'RIS')}</p>"
        f"<p>Subject Area {a('/collection/developmental-biology', 'Developmental Biology')}</p>"
        + social(bx.url(BXP))
    )
    pages: dict[str, object] = {
        BXP: bx.page(BX_TITLE, main, head=head),
        BXP + ".full.pdf": pdf(BX_TITLE, "Preprint"),
        BX_SUPP: csv("cluster,marker", "1,Prrx1"),
        BX_CITE[0]: text(f"@article {{x, title = {{{BX_TITLE}}}}}"),
        BX_CITE[1]: text(f"TI  - {BX_TITLE}"),
        "/content/10.1101/2024.01.05.575123v1": bx.page(BX_TITLE, "<h1>v1</h1>"),
        "/collection/developmental-biology": bx.page(
            "Developmental Biology", "<h1>Developmental Biology</h1>"
        ),
        "/search/author1%3AIwu%2C%20Chidi": bx.page("Search", "<h1>Iwu, Chidi</h1>"),
    }
    for t in BX_TABS[:-1]:
        extra = a(BX_SUPP, "media-1.xlsx") if t == ".supplementary-material" else ""
        pages[BXP + t] = bx.page(BX_TITLE, f"<h1>{BX_TITLE}</h1>{tabs}{extra}", head=head)
    return [site(bx, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- SSRN-like

SS = host("papers", "quorumnet")
ss = Portal(
    SS,
    "Quorum",
    [
        ("/en/", "Browse"),
        ("/en/rankings", "Rankings"),
        ("/en/submit", "Submit a paper"),
        ("/en/jobs", "Jobs"),
    ],
    [
        ("/en/terms", "Terms and Conditions"),
        ("/en/privacy", "Privacy Policy"),
        ("http://www.quorum-help.test/", "Help"),
    ],
    title_format="{title} :: {name}",
)
SSP = "/sol3/papers.cfm?abstract_id=4412345"
SS_PDF = "/sol3/Delivery.cfm/QRM_ID4412345_code2871043.pdf?abstractid=4412345&mirid=1"
SS_TITLE = "Platform Work and the Erosion of Overtime Norms"


def _ss_sites() -> list[Site]:
    main = (
        f"<h1>{SS_TITLE}</h1><p>{a('/sol3/cf_dev/AbsByAuth.cfm?per_id=2871043', 'Maeve Doherty')}</p>"
        f"<p>{a(SS_PDF, 'Download This Paper')} {a(SS_PDF.replace('mirid=1', 'mirid=1&type=2'), 'Open PDF in Browser')}</p>"
        f"<p>Number of pages: 41 · Posted: 12 Apr 2023</p>"
        f"<p>Labor: Human Capital eJournal {a('/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1234', 'Subscribe')}</p>"
        f"<p>{a('/sol3/papers.cfm?abstract_id=4412399', 'Overtime Norms in Gig Work: A Replication')}</p>"
    )
    pages: dict[str, object] = {
        SSP: ss.page(
            f"{SS_TITLE} by Maeve Doherty",
            main,
            head=citation_meta(SS_TITLE, ["Doherty, Maeve"], "2023/04/12", pdf_url=ss.url(SS_PDF)),
        ),
        "/sol3/Delivery.cfm/QRM_ID4412345_code2871043.pdf": pdf(SS_TITLE, "Working paper"),
        "/sol3/cf_dev/AbsByAuth.cfm?per_id=2871043": ss.page(
            "Author Page for Maeve Doherty", "<h1>Doherty</h1>"
        ),
        "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1234": ss.page(
            "eJournal", "<h1>eJournal</h1>"
        ),
        "/sol3/papers.cfm?abstract_id=4412399": ss.page(
            "Overtime Norms in Gig Work", "<h1>Replication</h1>"
        ),
    }
    return [site(ss, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- OJS

OJ = host("journals", "inverkeld-univ")
oj = Portal(
    OJ,
    "Journal of Maritime History",
    [
        ("/index.php/jmarhist/issue/current", "Current"),
        ("/index.php/jmarhist/issue/archive", "Archives"),
        ("/index.php/jmarhist/announcement", "Announcements"),
        ("/index.php/jmarhist/about", "About"),
    ],
    [
        ("/index.php/jmarhist/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
OJB = "/index.php/jmarhist"
OJP = f"{OJB}/article/view/812"
OJ_TITLE = "Herring, salt and credit: the Inverkeld fishing fleet, 1820-1860"
OJ_TRUTH = [
    OJP,
    f"{OJP}/1544",
    f"{OJP}/1545",
    f"{OJB}/article/download/812/1544",
    f"{OJB}/citationstylelanguage/download/ris?submissionId=812&publicationId=901",
    f"{OJB}/citationstylelanguage/download/bibtex?submissionId=812&publicationId=901",
]


def _oj_sites() -> list[Site]:
    head = generator("Open Journal Systems 3.3.0.14") + citation_meta(
        OJ_TITLE,
        ["Mackay, Isla"],
        "2022/11/30",
        pdf_url=oj.url(OJ_TRUTH[3]),
        extra={"citation_journal_title": "Journal of Maritime History", "citation_volume": "34"},
    )
    main = (
        f"<article class=obj_article_details><h1 class=page_title>{OJ_TITLE}</h1>"
        f"<ul class=authors><li>Isla Mackay {a(orcid('4545-8989'), 'ORCID')}</li></ul>"
        f"<ul class=galleys_links><li>{a(OJ_TRUTH[1], 'PDF', class_='obj_galley_link pdf')}</li>"
        f"<li>{a(OJ_TRUTH[2], 'HTML', class_='obj_galley_link')}</li></ul>"
        f"<div class=csl-bib-body>Mackay, I. (2022). {OJ_TITLE}.</div>"
        f"<p>Download Citation {a(OJ_TRUTH[4], 'Endnote/Zotero/Mendeley (RIS)')} {a(OJ_TRUTH[5], 'BibTeX')}</p>"
        f"<p>Issue {a(f'{OJB}/issue/view/64', 'Vol. 34 No. 2 (2022)')} · Section Articles</p>"
        f"<p>Keywords {a(f'{OJB}/search/search?subject=herring', 'herring')}</p>"
        f"<p>{a(LICENCE_BY, 'CC BY 4.0')} · {a(f'{OJB}/about/submissions', 'Make a Submission')}</p></article>"
    )
    pages: dict[str, object] = {
        OJP: oj.page(OJ_TITLE, main, head=head),
        OJ_TRUTH[1]: oj.page(
            f"View of {OJ_TITLE}",
            f"<header>{a(OJP, OJ_TITLE)}</header>"
            f"<iframe src='{OJ_TRUTH[3]}'></iframe>{a(OJ_TRUTH[3], 'Download')}",
        ),
        OJ_TRUTH[2]: oj.page(
            f"View of {OJ_TITLE}",
            f"<header>{a(OJP, OJ_TITLE)}</header><h1>{OJ_TITLE}</h1><p>Full text.</p>",
        ),
        OJ_TRUTH[3]: pdf(OJ_TITLE, "Article"),
        f"{OJB}/citationstylelanguage/download/ris": text(
            f"TI  - {OJ_TITLE}", "application/x-research-info-systems"
        ),
        f"{OJB}/citationstylelanguage/download/bibtex": text(
            f"@article{{x, title={{{OJ_TITLE}}}}}", "application/x-bibtex"
        ),
        f"{OJB}/issue/view/64": oj.page(
            "Vol. 34 No. 2 (2022)", "<h1>Vol. 34 No. 2</h1>" + a(OJP, OJ_TITLE)
        ),
        f"{OJB}/search/search?subject=herring": oj.page("Search", "<h1>herring</h1>"),
        f"{OJB}/about/submissions": oj.page("Submissions", "<h1>Submissions</h1>"),
    }
    return [site(oj, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Janeway

JW = host("press", "harcourt-oa")
jw = Portal(
    JW,
    "Journal of Heritage Studies",
    [
        ("/jhs/articles/", "Articles"),
        ("/jhs/issues/", "Issues"),
        ("/jhs/collections/", "Collections"),
        ("/jhs/about/", "About"),
        ("/jhs/submissions/", "Submissions"),
    ],
    [
        ("/jhs/site/privacy/", "Privacy"),
        ("/jhs/contact/", "Contact"),
        ("http://janeway.test/", "Powered by Janeway"),
    ],
    title_format="{title} | {name}",
)
JWP = "/jhs/article/id/4417/"
JW_TITLE = "Listening to ruins: sound mapping at Harcourt Abbey"
JW_TRUTH = [
    JWP,
    "/jhs/article/id/4417/download/pdf/",
    "/jhs/article/id/4417/download/xml/",
    "/jhs/article/id/4417/print/",
    "/jhs/article/id/4417/citation/ris/",
    "/jhs/article/id/4417/citation/bib/",
]


def _jw_sites() -> list[Site]:
    main = (
        f"<h1>{JW_TITLE}</h1><p>{a('/jhs/articles/?author=ruth-okonjo', 'Ruth Okonjo')}</p>"
        f"<div class=downloads>{a(JW_TRUTH[1], 'Download PDF')} {a(JW_TRUTH[2], 'Download XML')} "
        f"{a(JW_TRUTH[3], 'Print')}</div>"
        f"<p>Cite: {a(JW_TRUTH[4], 'RIS')} {a(JW_TRUTH[5], 'BibTeX')}</p>"
        f"<p>In {a('/jhs/issue/211/info/', 'Volume 9 (2024)')} · {a('/jhs/collections/7/', 'Sound and place')}</p>"
        f"<p>{a('http://doi.test/10.5555/jhs.4417', 'https://doi.org/10.5555/jhs.4417')}</p>"
        + jsonld({"@type": "ScholarlyArticle", "headline": JW_TITLE})
    )
    pages: dict[str, object] = {
        JWP: jw.page(
            JW_TITLE,
            main,
            head=generator("Janeway 1.5")
            + citation_meta(JW_TITLE, ["Okonjo, Ruth"], "2024/03/01", pdf_url=jw.url(JW_TRUTH[1])),
        ),
        JW_TRUTH[1]: pdf(JW_TITLE, "Article"),
        JW_TRUTH[2]: text(f"<article><title>{JW_TITLE}</title></article>", "application/xml"),
        JW_TRUTH[3]: jw.page(JW_TITLE, f"<h1>{JW_TITLE}</h1><p>Printable version.</p>"),
        JW_TRUTH[4]: text(f"TI  - {JW_TITLE}"),
        JW_TRUTH[5]: text(f"@article{{x, title={{{JW_TITLE}}}}}"),
        "/jhs/issue/211/info/": jw.page("Volume 9 (2024)", "<h1>Volume 9</h1>"),
        "/jhs/collections/7/": jw.page("Sound and place", "<h1>Sound and place</h1>"),
        "/jhs/articles/?author=ruth-okonjo": jw.page("Articles", "<h1>Ruth Okonjo</h1>"),
    }
    return [site(jw, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- proceedings

PR = host("papers", "ludicon-conf")
pr = Portal(
    PR,
    "Advances in Learning Systems",
    [
        ("/", "Proceedings"),
        ("/admin/login", "Login"),
        ("/book/advances-in-learning-systems-2023", "2023"),
    ],
    [("http://ludicon.test/", "LUDICON"), ("/faq", "FAQ")],
    title_format="{title}",
)
HASH = "8f3a2c1d9e7b6a5f4e3d2c1b0a9f8e7d"
PR_TRUTH = [
    f"/paper_files/paper/2023/hash/{HASH}-Abstract-Conference.html",
    f"/paper_files/paper/2023/file/{HASH}-Paper-Conference.pdf",
    f"/paper_files/paper/2023/file/{HASH}-Supplemental-Conference.zip",
    f"/paper_files/paper/2023/file/{HASH}-Bibtex.bib",
]
PR_TITLE = "Sparse Mixture-of-Experts for Tabular Anomaly Detection"


def _pr_sites() -> list[Site]:
    main = (
        f"<h4>{PR_TITLE}</h4><p>Part of {a('/book/advances-in-learning-systems-2023', 'Advances in Learning Systems 36 (LUDICON 2023)')}</p>"
        f"<div>{a(PR_TRUTH[3], 'Bibtex')} {a(PR_TRUTH[1], 'Paper')} "
        f"{a('http://openreview.test/forum?id=Zx81kq', 'Reviews And Public Comment »')} {a(PR_TRUTH[2], 'Supplemental')}</div>"
        "<h4>Authors</h4><p>Wen Zhao, Priya Raman</p><h4>Abstract</h4><p>We propose...</p>"
    )
    pages: dict[str, object] = {
        PR_TRUTH[0]: pr.page(
            PR_TITLE,
            main,
            head=citation_meta(
                PR_TITLE,
                ["Zhao, Wen", "Raman, Priya"],
                "2023",
                pdf_url=pr.url(PR_TRUTH[1]),
                extra={"citation_conference_title": "Advances in Learning Systems"},
            ),
        ),
        PR_TRUTH[1]: pdf(PR_TITLE, "Paper"),
        PR_TRUTH[2]: zipped({"appendix.pdf": "x", "code/moe.py": "import torch"}),
        PR_TRUTH[3]: text(
            f"@inproceedings{{zhao2023, title = {{{PR_TITLE}}}}}", "application/x-bibtex"
        ),
    }
    return [site(pr, pages)]  # type: ignore[arg-type]


SPI = "single_page_plus_ignored"
CASES = [
    make_case(
        "lumen_osf_project_snails",
        "Open Science Framework (project)",
        "Multi-Hop",
        "sig_filtered_title",
        osf.url(PROJ),
        {osf.url(PROJ), osf.url(PROJ + "files/osfstorage"), osf.url(PROJ + "wiki/")}
        | {osf.url(f"/{g}/") for g, _n in PROJ_FILES}
        | {osf.url(f"/{g}/download") for g, _n in PROJ_FILES},
        _osf_sites,
        others={osf.url("/m4n5b/"), osf.url(PP)},
    ),
    make_case(
        "lumen_osf_preprint_heatwaves",
        "Open Science Framework (preprint)",
        "Multi-Hop",
        "sig_filtered_title",
        osf.url(PP),
        {osf.url(PP), PP_DL},
        _osf_sites,
        others={osf.url(PROJ), osf.url("/preprints/lumenrxiv/7hq2c_v1")},
    ),
    make_case(
        "cellrxiv_axolotl_preprint",
        "bioRxiv-like preprint server",
        "Single Hop",
        SPI,
        bx.url(BXP),
        {bx.url(BXP)}
        | {bx.url(BXP + t) for t in BX_TABS}
        | {bx.url(BX_SUPP)}
        | {bx.url(c) for c in BX_CITE},
        _bx_sites,
        others={bx.url("/content/10.1101/2024.01.05.575123v1")},
    ),
    make_case(
        "quorum_overtime_paper",
        "SSRN-like preprint server",
        "Single Hop",
        SPI,
        ss.url(SSP),
        {ss.url(SSP), ss.url(SS_PDF), ss.url(SS_PDF.replace("mirid=1", "mirid=1&type=2"))},
        _ss_sites,
        others={ss.url("/sol3/papers.cfm?abstract_id=4412399")},
    ),
    make_case(
        "inverkeld_ojs_herring",
        "Open Journal Systems (article with galleys)",
        "Single Hop",
        SPI,
        oj.url(OJP),
        {oj.url(u) for u in OJ_TRUTH},
        _oj_sites,
        others={oj.url(f"{OJB}/issue/view/64")},
    ),
    make_case(
        "harcourt_janeway_ruins",
        "Janeway (article)",
        "Single Hop",
        SPI,
        jw.url(JWP),
        {jw.url(u) for u in JW_TRUTH},
        _jw_sites,
        others={jw.url("/jhs/issue/211/info/"), jw.url("/jhs/collections/7/")},
    ),
    make_case(
        "ludicon_proceedings_moe",
        "conference proceedings (paper)",
        "Single Hop",
        SPI,
        pr.url(PR_TRUTH[0]),
        {pr.url(u) for u in PR_TRUTH},
        _pr_sites,
        others={pr.url("/book/advances-in-learning-systems-2023")},
    ),
]
