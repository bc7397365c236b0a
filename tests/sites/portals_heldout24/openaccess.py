"""Open-access publishers and presses: PLOS-, eLife-, Frontiers- and MDPI-like articles, a
university press open monograph (with its bare file index and an OAPEN-like repository
copy) and an Open-Library-of-Humanities-like journal on Janeway."""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout24._kit import (
    EMPTY_ZIP,
    Hub,
    a,
    bib,
    csv,
    doc,
    figure,
    host,
    meta,
    ris,
    signposting,
    ul,
)

# --- PLOS-like ----------------------------------------------------------------------------
PL = Hub(
    "PLOS-like",
    "journals",
    "plosj",
    "PLOS ONE",
    [
        ("/plosone/browse", "Browse"),
        ("/plosone/s/journal-information", "About"),
        ("/plosone/s/submit-now", "Submit"),
    ],
    [
        ("/plosone/s/privacy-policy", "Privacy Policy"),
        ("/plosone/s/terms-of-use", "Terms of Use"),
        ("/plosone/s/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="PLOS ONE",
)
PL_FIG = host("figures", "plosfig")
PL_DATA = host("zenodo", "plosj-data")
PL_DOI = host("dx", "plosj-doi")


def pl_article(
    num: str, title: str, n_fig: int, n_supp: int, dataset: str
) -> tuple[set[str], set[str]]:
    doi = f"10.1371/journal.pone.{num}"
    p = PL.portal.host
    q = f"?id={doi}"
    pdf_url = PL.serve(
        p,
        f"/plosone/article/file?id={doi}&type=printable",
        doc(title, "PLOS ONE"),
        "application/pdf",
    )
    figs = [
        PL.serve(PL_FIG, f"/plos/pone/{num}/journal.pone.{num}.g00{i}.PNG", figure(i), "image/png")
        for i in range(1, n_fig + 1)
    ]
    supp = [
        PL.serve(
            p,
            f"/plosone/article/file?type=supplementary&id={doi}.s00{i}",
            csv(title) if i % 2 else EMPTY_ZIP,
            "text/csv" if i % 2 else "application/zip",
        )
        for i in range(1, n_supp + 1)
    ]
    tabs = [
        PL.page(f"/plosone/article/{t}{q}", f"{t.title()}: {title}", f"<h1>{title}</h1><p>{t}</p>")
        for t in ("authors", "metrics", "comments")
    ]
    cit = [
        PL.serve(
            p,
            f"/plosone/article/citation/ris{q}",
            ris(title, doi, "PLOS ONE"),
            "application/x-research-info-systems",
        ),
        PL.serve(
            p, f"/plosone/article/citation/bibtex{q}", bib(title, doi), "application/x-bibtex"
        ),
    ]
    ds = PL.serve(
        PL_DATA,
        f"/record/{dataset}",
        f"<html><head><title>Data for {title}</title></head><body>Dataset</body></html>",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_doi", doi),
            ("citation_journal_title", "PLOS ONE"),
            ("citation_pdf_url", pdf_url),
            ("og:site_name", "PLOS"),
            ("dc.identifier", doi),
        ]
    )
    head += '<script src="/resource/js/vendor/jquery.min.js"></script>'
    figs_html = "".join(
        f'<div class="figure"><img src="/plosone/article/figure/image?size=inline&amp;id={doi}.g00{i}">'
        f"<p>Fig {i}. {a(figs[i - 1], 'Download: PNG larger image')}</p></div>"
        for i in range(1, n_fig + 1)
    )
    main = f"""<div class="article-container"><ul class="article-tabs"><li>{a(PL.url("/plosone/article" + q), "Article")}</li>
{"".join(f"<li>{a(t, t.split('/')[-1].split('?')[0].title())}</li>" for t in tabs)}
<li>{a("/plosone/article/related" + q, "Related")}</li></ul>
<h1 id="artTitle">{title}</h1><p>{a("https://doi.org/" + doi, "https://doi.org/" + doi)}</p>
<div class="dload-menu">{a(pdf_url, "Download PDF")} {a(cit[0], "RIS")} {a(cit[1], "BibTex")}</div>
<div class="abstract"><p>{title}: abstract.</p></div>{figs_html}
<div class="articleinfo"><p>Data Availability: All data are available from {a(ds, "Zenodo")}.</p></div>
<div class="supplementary-material"><h2>Supporting information</h2>{ul([a(s, f"S{i + 1} File") for i, s in enumerate(supp)])}</div></div>"""
    for i in range(1, n_fig + 1):
        PL.serve(
            p,
            f"/plosone/article/figure/image?size=inline&id={doi}.g00{i}",
            figure(i + 3),
            "image/png",
        )
    landing = PL.page(f"/plosone/article{q}", title, main, head=head)
    return {landing, pdf_url, *figs, *supp, *tabs, *cit}, {ds}


PL1_TRUTH, PL1_OTHERS = pl_article(
    "0254321", "Pollinator visitation networks on green roofs", 3, 2, "5123456"
)
PL2_TRUTH, PL2_OTHERS = pl_article(
    "0261187", "Heat exposure and emergency admissions in Lagos", 2, 3, "5234567"
)
PL.redirect(
    PL_DOI,
    "/10.1371/journal.pone.0261187",
    PL.url("/plosone/article?id=10.1371/journal.pone.0261187"),
)

# --- eLife-like ---------------------------------------------------------------------------
EL = Hub(
    "eLife-like",
    "www",
    "elifesci",
    "eLife",
    [
        ("/subjects", "Research categories"),
        ("/magazine", "Magazine"),
        ("/community", "Community"),
        ("/about", "About"),
    ],
    [("/terms", "Terms and conditions"), ("/privacy", "Privacy notice"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    home_title="Latest research | eLife",
)
EL_CDN = host("cdn", "elifesci")
EL_SCIETY = host("sciety", "elife-sciety")
EL_RXIV = host("www", "elife-biorxiv")


def el_article(num: str, title: str, reviewed_preprint: bool) -> tuple[set[str], set[str]]:
    kind = "reviewed-preprints" if reviewed_preprint else "articles"
    base = f"/{kind}/{num}"
    pdf_url = EL.serve(
        EL_CDN, f"/articles/{num}/elife-{num}-v2.pdf", doc(title, "eLife"), "application/pdf"
    )
    src = EL.serve(
        EL_CDN,
        f"/articles/{num}/elife-{num}-fig1-data1-v2.xlsx",
        EMPTY_ZIP,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    bibs = [
        EL.serve(
            EL.portal.host,
            f"{base}.bib",
            bib(title, f"10.7554/eLife.{num}"),
            "application/x-bibtex",
        ),
        EL.serve(
            EL.portal.host,
            f"{base}.ris",
            ris(title, f"10.7554/eLife.{num}", "eLife"),
            "application/x-research-info-systems",
        ),
    ]
    parts = []
    if reviewed_preprint:
        parts += [
            EL.page(
                f"{base}v{v}",
                f"{title} (version {v})",
                f"<h1>{title}</h1><p>Reviewed preprint v{v}</p>"
                + a(EL.url(f"{base}v{v}/reviews"), "Peer reviews"),
            )
            for v in (1, 2)
        ]
        parts += [
            EL.page(
                f"{base}v{v}/reviews",
                f"Peer reviews: {title}",
                f"<h1>eLife assessment</h1><p>Public reviews and author response for {title} v{v}.</p>",
            )
            for v in (1, 2)
        ]
    else:
        parts += [
            EL.page(
                f"{base}/figures",
                f"Figures and data: {title}",
                f"<h1>Figures and data</h1>{a(src, 'Figure 1—source data 1')}",
            ),
            EL.page(
                f"{base}/peer-reviews",
                f"Peer review: {title}",
                "<h1>Peer review</h1><h2 id='sa1'>Decision letter</h2><p>Reviewers' comments.</p>"
                "<h2 id='sa2'>Author response</h2><p>We thank the reviewers.</p>",
            ),
        ]
    sc = EL.serve(
        EL_SCIETY,
        f"/articles/activity/10.1101/2021.03.{num[-2:]}.436712",
        "<html><head><title>Sciety evaluations</title></head><body>Evaluations</body></html>",
    )
    rx = EL.serve(
        EL_RXIV,
        f"/content/10.1101/2021.03.{num[-2:]}.436712v1",
        "<html><head><title>bioRxiv preprint</title></head><body>Preprint</body></html>",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_doi", f"10.7554/eLife.{num}"),
            ("citation_pdf_url", pdf_url),
            ("og:site_name", "eLife"),
            ("dc.identifier", f"doi:10.7554/eLife.{num}"),
        ]
    )
    head += '<script src="/assets/patterns/js/main.5f2b.js"></script>'
    main = f"""<div class="content-header"><h1 class="content-header__title">{title}</h1>
<ul class="view-selector">{"".join(f"<li>{a(u, u.rsplit('/', 1)[1])}</li>" for u in parts)}</ul>
<div class="download-links">{a(pdf_url, "Article PDF")} {a(bibs[0], "BibTeX")} {a(bibs[1], "RIS")}</div></div>
<section><h2>Abstract</h2><p>{title}.</p></section>
<section><p>Source data: {a(src, "Figure 1—source data 1")}</p>
<p>Preprint: {a(rx, "bioRxiv")} · Evaluations on {a(sc, "Sciety")}</p></section>"""
    landing = EL.page(base, title, main, head=head)
    return {landing, pdf_url, src, *bibs, *parts}, {sc, rx}


EL1_TRUTH, EL1_OTHERS = el_article("65432", "Place cell remapping during sleep deprivation", False)
EL2_TRUTH, EL2_OTHERS = el_article("87614", "Ribosome stalling shapes codon usage in yeast", True)

# --- Frontiers-like -----------------------------------------------------------------------
FR = Hub(
    "Frontiers-like",
    "www",
    "frontiersx",
    "Frontiers",
    [("/journals", "Journals"), ("/research-topics", "Research Topics"), ("/about", "About us")],
    [
        ("/legal/terms-and-conditions", "Terms & conditions"),
        ("/legal/privacy-policy", "Privacy policy"),
        ("/about/contact", "Contact us"),
    ],
    title_format="Frontiers | {title}",
    home_title="Frontiers | Publisher of peer-reviewed articles in open access journals",
)
FR_LOOP = host("loop", "frontiersx")
FR_BLOG = host("blog", "frontiersx")


def fr_article(doi: str, aid: str, title: str, loop_id: str) -> tuple[set[str], set[str]]:
    p = FR.portal.host
    base = f"/journals/microbiology/articles/{doi}"
    pdf_url = FR.serve(p, f"{base}/pdf", doc(title, "Frontiers in Microbiology"), "application/pdf")
    supp = [
        FR.serve(
            p, f"/api/v4/articles/{aid}/file/{f}/{aid}_{f.lower().replace('.', '_')}/1", body, ct
        )
        for f, body, ct in (
            ("Data_Sheet_1.zip", EMPTY_ZIP, "application/zip"),
            ("Table_1.csv", csv(title), "text/csv"),
        )
    ]
    export = FR.serve(
        p,
        f"/api/v4/articles/{aid}/citation?format=ris",
        ris(title, doi, "Front. Microbiol."),
        "application/x-research-info-systems",
    )
    loop = FR.serve(
        FR_LOOP,
        f"/people/{loop_id}/overview",
        "<html><head><title>Loop | Profile</title></head><body>Researcher profile</body></html>",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_doi", doi),
            ("citation_pdf_url", pdf_url),
            ("citation_journal_title", "Frontiers in Microbiology"),
            ("og:site_name", "Frontiers"),
        ]
    )
    main = f"""<div class="article-header"><h1>{title}</h1><p>{a(loop, "A. Nakamura")}</p>
<div class="ArticleLayoutHeader__info">{a(pdf_url, "Download PDF")} {a(export, "Export citation")}
{a("/journals/microbiology", "Frontiers in Microbiology")}</div></div>
<div class="JournalAbstract"><p>{title}: abstract.</p></div>
<div class="Supplementary-Material"><h2>Supplementary material</h2>{ul([a(s, s.split("/file/")[1].split("/")[0]) for s in supp])}</div>
<div class="people-also-looked">{a("/journals/microbiology/articles/10.3389/fmicb.2021.600001/full", "Related article")}</div>"""
    landing = FR.page(f"{base}/full", title, main, head=head)
    return {landing, pdf_url, *supp, export}, {loop}


FR1_TRUTH, FR1_OTHERS = fr_article(
    "10.3389/fmicb.2021.654321",
    "654321",
    "Phage predation structures biofilm communities in drinking water pipes",
    "1234567",
)
FR.page(
    "/journals/microbiology/articles/10.3389/fmicb.2021.600001/full",
    "Another article",
    "<h1>Another</h1>",
)
FR_NEWS = FR.serve(
    FR_BLOG,
    "/2022/03/14/phage-biofilm-drinking-water/",
    f"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Viruses that eat bacteria keep our pipes clean - Science &amp; Research News | Frontiers</title>
<meta name="generator" content="WordPress 6.1.1"><meta property="og:site_name" content="Science &amp; Research News | Frontiers"></head>
<body><header><a href="/">Frontiers News</a> <a href="/category/science-news/">Science news</a> <a href="/subscribe/">Subscribe</a></header>
<article><h1>Viruses that eat bacteria keep our pipes clean</h1><p>A new study in
{a(FR.url("/journals/microbiology/articles/10.3389/fmicb.2021.654321/full"), "Frontiers in Microbiology")} shows...</p></article>
<footer><a href="/privacy/">Privacy</a> <a href="http://twitter.test/FrontiersIn">Twitter</a></footer></body></html>""",
)
FR.serve(
    FR_BLOG,
    "/",
    "<html><head><title>Science &amp; Research News | Frontiers</title></head><body>News</body></html>",
)

# --- MDPI-like ----------------------------------------------------------------------------
MP = Hub(
    "MDPI-like",
    "www",
    "mdpix",
    "MDPI",
    [
        ("/about/journals", "Journals"),
        ("/topics", "Topics"),
        ("/authors", "Information"),
        ("/user/login", "Sign In / Sign Up"),
    ],
    [
        ("/about/terms-and-conditions", "Terms and Conditions"),
        ("/about/privacy", "Privacy Policy"),
        ("/about/contact", "Contact MDPI"),
    ],
    title_format="{title}",
    home_title="MDPI - Publisher of Open Access Journals",
)
MP_RES = host("pub", "mdpires")
MP_PRE = host("www", "mdpix-preprints")


def mp_article(
    issn: str, jname: str, path: str, title: str, versions: int
) -> tuple[set[str], set[str]]:
    base = f"/{issn}/{path}"
    short = f"{jname}-{path.replace('/', '-')}"
    p = MP.portal.host
    pdf_url = MP.serve(p, f"{base}/pdf?version=1614567890", doc(title, jname), "application/pdf")
    htm = MP.page(f"{base}/htm", f"{title}", f"<h1>{title}</h1><p>Full-text HTML.</p>")
    s1 = MP.serve(p, f"{base}/s1", EMPTY_ZIP, "application/zip")
    notes = MP.page(f"{base}/notes", f"{title} — article notes", f"<h1>Notes</h1><p>{title}</p>")
    rr = MP.page(
        f"{base}/review_report",
        f"Peer-Review Record: {title}",
        f"<h1>Review report</h1><p>{title}</p>",
    )
    figs = [
        MP.serve(
            MP_RES,
            f"/{jname}/{short}/article_deploy/html/images/{short}-g00{i}.png",
            figure(i),
            "image/png",
        )
        for i in (1, 2)
    ]
    vers = (
        [
            MP.page(f"{base}/v{v}", f"{title} (version {v})", f"<h1>{title}</h1><p>Version {v}</p>")
            for v in range(1, versions + 1)
        ]
        if versions > 1
        else []
    )
    pre = MP.serve(
        MP_PRE,
        "/manuscript/202101.0456/v1",
        "<html><head><title>Preprint</title></head><body>Preprint version</body></html>",
    )
    rel_path = base + "9"  # the next article number: its URL has ours as a prefix
    rel = MP.page(rel_path, "An adjacent article", "<h1>Adjacent article</h1>")
    head = meta(
        [
            ("citation_title", title),
            ("citation_pdf_url", pdf_url),
            ("citation_journal_title", jname),
            ("og:site_name", "MDPI"),
            ("dc.identifier", f"10.3390/{short}"),
        ]
    )
    head += '<script src="/assets/js/mdpi.min.js"></script>'
    main = f"""<div class="article-content"><h1 class="title hypothesis_container">{title}</h1>
<div class="button-bar">{a(pdf_url, "Download PDF")} {a(htm, "Full-Text HTML")} {a(s1, "Supplementary Material (ZIP, 1.2 MB)")}
{a(notes, "Article Notes")} {a(rr, "Review Reports")}</div>
{('<div class="versions">' + ul([a(v, f"Version {i + 1}") for i, v in enumerate(vers)]) + "</div>") if vers else ""}
<div class="html-fig-wrap">{"".join(a(f, f"Figure {i + 1} (high-res)") for i, f in enumerate(figs))}</div>
<p>Preprint: {a(pre, "Preprints.org")}</p><div class="related">{a(rel, "Next article in issue")}</div></div>"""
    landing = MP.page(base, title, main, head=head)
    return {landing, pdf_url, htm, s1, notes, rr, *figs, *vers}, {pre, rel}


MP.serve(MP.portal.host, "/assets/js/mdpi.min.js", b"void 0;\n", "text/javascript")
MP1_TRUTH, MP1_OTHERS = mp_article(
    "2073-4441", "water", "13/5/678", "Managed Aquifer Recharge in Semi-Arid Basins", 2
)
MP2_TRUTH, MP2_OTHERS = mp_article(
    "1424-8220", "sensors", "21/7/2345", "Low-Cost LiDAR for Canopy Gap Mapping", 1
)

# --- University press open monograph ------------------------------------------------------
UP = Hub(
    "University-press-monograph",
    "press",
    "anupress",
    "ANU Press",
    [("/publications", "Publications"), ("/publications/series", "Series"), ("/about", "About")],
    [("/copyright", "Copyright"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} - {name}",
    home_title="ANU Press - The Australian National University",
)
UP_FILES = host("press-files", "anupress")
CH = ["Front matter", "Introduction", "Reef tenure", "Canoe voyages", "Conclusion"]


def up_book(n: str, slug: str, title: str) -> tuple[set[str], str]:
    d = f"/downloads/press/{n}"
    files = [
        UP.serve(UP_FILES, f"{d}/pdf/ch0{i}.pdf", doc(f"{title}: {c}"), "application/pdf")
        for i, c in enumerate(CH)
    ]
    book = UP.serve(UP_FILES, f"{d}/pdf/book.pdf", doc(title), "application/pdf")
    epub = UP.serve(UP_FILES, f"{d}/epub/{n}.epub", EMPTY_ZIP, "application/epub+zip")
    index = UP.serve(
        UP_FILES,
        f"{d}/",
        f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html><head><title>Index of {d}</title></head><body><h1>Index of {d}</h1>
<pre><a href="/downloads/press/">Parent Directory</a>
<a href="pdf/book.pdf">pdf/book.pdf</a>
{"".join(f'<a href="pdf/ch0{i}.pdf">pdf/ch0{i}.pdf</a>{chr(10)}' for i in range(len(CH)))}<a href="epub/{n}.epub">epub/{n}.epub</a>
</pre><address>Apache/2.4.41 (Ubuntu) Server at {UP_FILES} Port 80</address></body></html>""",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_publisher", "ANU Press"),
            ("citation_pdf_url", book),
            ("og:site_name", "ANU Press"),
            ("citation_isbn", "9781760464332"),
        ]
    )
    rows = "".join(
        f"<tr><td>{c}</td><td>{a(f, 'PDF')}</td></tr>" for c, f in zip(CH, files, strict=True)
    )
    main = f"""<h1>{title}</h1><p>Series: {a("/publications/series/pacific-history", "Pacific History")}</p>
<p>{a(book, "Download PDF")} {a(epub, "Download EPUB")} {a("/publications/buy?isbn=9781760464332", "Buy print")}</p>
<table class="chapters"><tr><th>Chapter</th><th>Download</th></tr>{rows}</table>
<p>Other books: {a("/publications/series/pacific-history/islands-of-salt", "Islands of Salt")}</p>"""
    landing = UP.page(f"/publications/series/pacific-history/{slug}", title, main, head=head)
    return {landing, *files, book, epub}, index


UP1_TRUTH, _ = up_book("n8123", "fishers-of-the-reef", "Fishers of the Reef")
UP2_BOOK, UP2_INDEX = up_book("n8124", "islands-of-salt", "Islands of Salt")
UP.pages.setdefault(
    "/publications/series/pacific-history", UP.portal.page("Pacific History", "<h1>Series</h1>")
)
UP.serve(
    UP_FILES,
    "/downloads/press/",
    "<html><head><title>Index of /downloads/press</title></head><body>dirs</body></html>",
)

# --- OAPEN-like repository (DSpace) -------------------------------------------------------
OA = Hub(
    "OAPEN-like-repository",
    "library",
    "oapenx",
    "OAPEN Library",
    [("/discover", "Browse"), ("/page/about", "About"), ("/login", "Log in")],
    [("/page/privacy", "Privacy"), ("/page/cookies", "Cookie settings"), ("/feedback", "Feedback")],
    title_format="{name}: {title}",
    home_title="OAPEN Library: Home",
    generator="DSpace 7.6",
)


def oa_item(handle: str, title: str, isbn: str) -> set[str]:
    p = OA.portal.host
    pdf_url = OA.serve(p, f"/bitstream/handle/{handle}/{isbn}.pdf", doc(title), "application/pdf")
    epub = OA.serve(p, f"/bitstream/handle/{handle}/{isbn}.epub", EMPTY_ZIP, "application/epub+zip")
    mets = OA.serve(
        p,
        f"/metadata/handle/{handle}/mets.xml",
        f'<?xml version="1.0"?><mets xmlns="http://www.loc.gov/METS/"><dmdSec ID="d1"><mdWrap><xmlData>{title}</xmlData></mdWrap></dmdSec></mets>',
        "application/xml",
    )
    hdl = f"https://hdl.handle.net/{handle}"
    link = signposting(
        hdl,
        [(pdf_url, "application/pdf"), (epub, "application/epub+zip")],
        [(mets, "application/xml")],
        license_="https://creativecommons.org/licenses/by-nc-nd/4.0/",
        type_="https://schema.org/Book",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_pdf_url", pdf_url),
            ("citation_isbn", isbn),
            ("DC.identifier", hdl),
            ("og:site_name", "OAPEN Library"),
        ]
    )
    main = f"""<h1>{title}</h1><div class="item-page-field">Handle: {hdl}</div>
<div class="file-section">{ul([a(pdf_url, f"{isbn}.pdf (3.1 MB)"), a(epub, f"{isbn}.epub")])}</div>
{a(mets, "METS metadata")} {a(OA.url(f"/handle/{handle}?show=full"), "Show full item record")}
<p>Collections: {a(OA.url("/handle/20.500.12657/6"), "ANU Press")}</p>"""
    landing = OA.page(f"/handle/{handle}", title, main, head=head, headers=[link])
    full = OA.page(
        f"/handle/{handle}?show=full",
        title,
        f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>",
        headers=[link],
    )
    return {landing, pdf_url, epub, mets, full}


OA1_TRUTH = oa_item("20.500.12657/51234", "Fishers of the Reef", "9781760464332")
OA2_TRUTH = oa_item("20.500.12657/51299", "Islands of Salt", "9781760464400")
OA.page("/handle/20.500.12657/6", "ANU Press collection", "<h1>ANU Press</h1>")

# --- Open-Library-of-Humanities-like on Janeway -------------------------------------------
OL = Hub(
    "OLH-Janeway-like",
    "olh",
    "openlibhumsx",
    "Open Library of Humanities",
    [
        ("/issues/", "Issues"),
        ("/collections/", "Collections"),
        ("/submissions/", "Submissions"),
        ("/login/", "Login"),
    ],
    [
        ("/site/privacy/", "Privacy"),
        ("/site/accessibility/", "Accessibility"),
        ("http://www.janeway-x.test/", "Powered by Janeway"),
    ],
    title_format="{title} | {name}",
    home_title="Open Library of Humanities",
    generator="Janeway 1.5",
)


def ol_article(
    aid: int, title: str, galleys: list[tuple[int, str]], popular: int
) -> tuple[set[str], set[str]]:
    p = OL.portal.host
    gl = []
    for gid, kind in galleys:
        body, ct = (
            (doc(title, "OLH"), "application/pdf")
            if kind == "PDF"
            else (f"<article><title>{title}</title></article>", "application/xml")
        )
        gl.append(OL.serve(p, f"/article/{aid}/galley/{gid}/download/", body, ct))
    pr = OL.page(
        f"/article/id/{aid}/print/", title, f"<h1>{title}</h1><p>Printable view.</p>", share=False
    )
    cites = [
        OL.serve(p, f"/article/{aid}/{fmt}/", body, ct)
        for fmt, body, ct in (
            (
                "ris",
                ris(title, f"10.16995/olh.{aid}", "Open Library of Humanities"),
                "application/x-research-info-systems",
            ),
            ("bibtex", bib(title, f"10.16995/olh.{aid}"), "application/x-bibtex"),
        )
    ]
    fig = OL.serve(
        p, f"/article/{aid}/galley/{galleys[0][0]}/figures/fig1.png", figure(aid % 7), "image/png"
    )
    pop = OL.page(f"/article/id/{popular}/", "A popular article", "<h1>Popular</h1>")
    head = meta(
        [
            ("citation_title", title),
            ("citation_journal_title", "Open Library of Humanities"),
            ("citation_doi", f"10.16995/olh.{aid}"),
            (
                "citation_pdf_url",
                next((g for g, (_, k) in zip(gl, galleys, strict=True) if k == "PDF"), ""),
            ),
        ]
    )
    head += '<script src="/static/OLH/js/app.js"></script>'
    main = f"""<div class="row"><h1 class="article-title">{title}</h1>
<div class="galleys"><h3>Downloads</h3>{ul([a(g, f"Download {k}") for g, (_, k) in zip(gl, galleys, strict=True)])}</div>
<p>{a(pr, "Print")} {a(cites[0], "RIS")} {a(cites[1], "BibTeX")}</p>
<div class="article-body"><p>{title}: full text.</p><figure><a href="{fig}"><img src="{fig}" alt="Figure 1"></a></figure></div>
<aside><h3>Most popular</h3>{a(pop, "A popular article")} {a("/issues/", "All issues")}</aside></div>"""
    landing = OL.page(f"/article/id/{aid}/", title, main, head=head)
    return {landing, *gl, pr, *cites, fig}, {pop}


OL1_TRUTH, OL1_OTHERS = ol_article(
    4567, "Ruins and Reading: Romantic Antiquarianism", [(8910, "PDF"), (8911, "XML")], 45671
)
OL2_TRUTH, OL2_OTHERS = ol_article(
    5123, "Comics Grids and the Shape of Time", [(9302, "PDF")], 51230
)

CASES: list[Case] = [
    # sig_uri: 'journal.pone.0254321' is in the landing, tabs (authors, metrics, comments),
    # PDF, supporting files, exports and the figure host's images; the Zenodo data is another
    # artifact.
    PL.case(
        "plos-green-roofs",
        "journal article with figures and data",
        "Multi-Hop",
        "sig_uri",
        PL.url("/plosone/article?id=10.1371/journal.pone.0254321"),
        PL1_TRUTH,
        PL1_OTHERS,
    ),
    PL.case(
        "plos-lagos-heat-via-doi",
        "journal article via DOI",
        "Multi-Hop",
        "sig_uri",
        f"http://{PL_DOI}/10.1371/journal.pone.0261187",
        PL2_TRUTH,
        PL2_OTHERS,
        landing=PL.url("/plosone/article?id=10.1371/journal.pone.0261187"),
    ),
    # path_based_externals: /articles/65432 prefixes figures, peer reviews (with author
    # response), .bib and .ris; the PDF and source data are on the CDN (an externals rule
    # also takes the preprint and Sciety pages, which are other artifacts).
    EL.case(
        "elife-place-cells",
        "article with reviews and author response",
        "Multi-Hop",
        "path_based_externals",
        EL.url("/articles/65432"),
        EL1_TRUTH,
        EL1_OTHERS,
    ),
    EL.case(
        "elife-reviewed-preprint",
        "reviewed preprint with versions",
        "Multi-Hop",
        "path_based_externals",
        EL.url("/reviewed-preprints/87614"),
        EL2_TRUTH,
        EL2_OTHERS,
    ),
    # sig_filtered_title: every title starts 'Frontiers | ' like the homepage's; the
    # filtered title is in the landing, PDF and RIS, not in the zip (a miss the seed admits).
    # The Loop profile is another artifact.
    FR.case(
        "frontiers-phage-biofilm",
        "article with supplementary",
        "Single Hop",
        "sig_filtered_title",
        FR.url("/journals/microbiology/articles/10.3389/fmicb.2021.654321/full"),
        FR1_TRUTH,
        FR1_OTHERS | {FR.url("/journals/microbiology/articles/10.3389/fmicb.2021.600001/full")},
    ),
    # single_page: a news-blog post about the article; the article is another artifact.
    FR.case(
        "frontiers-news-post",
        "science news post",
        "Single Artifact URI",
        "single_page",
        FR_NEWS,
        {FR_NEWS},
        {FR.url("/journals/microbiology/articles/10.3389/fmicb.2021.654321/full")},
    ),
    # path_based_externals: the article path prefixes htm, pdf, s1, notes, review report and
    # versions v1/v2; figures are on the resource CDN.  The next article number (…/6789) has
    # this path as a string prefix: a trap for substring matching.
    MP.case(
        "mdpi-water-versions",
        "article with versions and supplementary zip",
        "Multi-Hop",
        "path_based_externals",
        MP.url("/2073-4441/13/5/678"),
        MP1_TRUTH,
        MP1_OTHERS,
    ),
    # sig_title_plus_ignored (the seed's Dryad pattern): MDPI titles are the bare article
    # title, found in the landing, htm, notes, review report and PDF; the supplementary zip
    # and CDN figures lack it but are one hop from a titled page; chrome is ignorable.
    MP.case(
        "mdpi-sensors",
        "article with supplementary zip",
        "Multi-Hop",
        "sig_title_plus_ignored",
        MP.url("/1424-8220/21/7/2345"),
        MP2_TRUTH,
        MP2_OTHERS,
    ),
    # single_page_plus_ignored: the book page lists every chapter PDF, the book PDF and EPUB
    # one hop away on the files host; the rest is chrome, series and shop links.
    UP.case(
        "anu-press-book",
        "open monograph landing",
        "Single Hop",
        "single_page_plus_ignored",
        UP.url("/publications/series/pacific-history/fishers-of-the-reef"),
        UP1_TRUTH,
        {UP.url("/publications/series/pacific-history/islands-of-salt")},
    ),
    # single_page_plus: a bare Apache file index of the book's files: every link one hop away
    # is the book (only 'Parent Directory' is not).
    UP.case(
        "anu-press-file-index",
        "open monograph file index",
        "Single Hop",
        "single_page_plus",
        UP2_INDEX,
        (UP2_BOOK - {UP.url("/publications/series/pacific-history/islands-of-salt")}) | {UP2_INDEX},
    ),
    # signposting: the DSpace item's Link header names the handle, its PDF and EPUB
    # bitstreams and METS record; the full-record view is the same item.
    OA.case(
        "oapen-fishers",
        "repository copy of a monograph",
        "Single Hop",
        "signposting",
        OA.url("/handle/20.500.12657/51234"),
        OA1_TRUTH,
        {OA.url("/handle/20.500.12657/6")},
    ),
    OA.case(
        "oapen-islands",
        "repository copy of a monograph",
        "Single Hop",
        "signposting",
        OA.url("/handle/20.500.12657/51299"),
        OA2_TRUTH,
        {OA.url("/handle/20.500.12657/6")},
    ),
    # sig_uri: the article id 4567 is in the landing, galleys, print view, exports and
    # figure; 'Most popular' links article 45671, which contains the id as a substring.
    OL.case(
        "olh-romantic-ruins",
        "journal article on Janeway",
        "Single Hop",
        "sig_uri",
        OL.url("/article/id/4567/"),
        OL1_TRUTH,
        OL1_OTHERS,
    ),
    OL.case(
        "olh-comics-grids",
        "journal article on Janeway",
        "Single Hop",
        "sig_uri",
        OL.url("/article/id/5123/"),
        OL2_TRUTH,
        OL2_OTHERS,
    ),
]
