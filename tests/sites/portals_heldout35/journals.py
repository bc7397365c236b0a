"""Journal-article, preprint and digital-edition landing pages from publishing platforms.

OJS 3 and the PKP Preprint Server (galley viewer pages between the landing and the PDFs),
Janeway and a Scholastica-like platform (everything one hop from the landing, PDFs on a
CDN for the latter), an Ubiquity-like platform (every article URI under the article's path)
and a TEI Publisher edition (every page and download of the edition carries its title).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, data

from ._kit import COOKIES, FOOTER, csv_file, login_wall, make_site, pdf_file, ul, zip_file

REFS = (
    '<section class="references"><h2>References</h2><ol>'
    '<li>Aho, K. (2019). Reading the margins. <a href="http://doi-resolver.test/10.1000/rm.19">doi</a></li>'
    '<li>Berg, L. (2022). Archives and absence. <a href="http://doi-resolver.test/10.1000/aa.22">doi</a></li>'
    '<li>Chen, Y. (2024). Open methods. <a href="http://scholar-search.test/?q=open+methods">Google Scholar</a></li>'
    "</ol></section>"
)

# ---------------------------------------------------------------- OJS 3.4
OJ = Portal(
    "journals.almquist.hx35.example",
    "Nordic Journal of Literary Studies",
    [
        ("/index.php/njls/issue/current", "Current"),
        ("/index.php/njls/issue/archive", "Archives"),
        ("/index.php/njls/about/submissions", "Submissions"),
        ("/index.php/njls/about", "About"),
    ],
    FOOTER,
)
J = "/index.php/njls"
OJ_ART = {
    4821: (
        "Silence and the sea in late Nordic modernism",
        [
            (3902, "PDF", 9910, "pdf"),
            (3903, "HTML", 9911, "html"),
            (3904, "Supplementary data (XLSX)", 9912, "xlsx"),
        ],
    ),
    4907: ("Translating dialect: three Faroese novels in English", [(3990, "PDF", 10020, "pdf")]),
}


def _oj_truth(a: int) -> frozenset[str]:
    _t, gal = OJ_ART[a]
    out = [
        f"{J}/article/view/{a}",
        *(f"{J}/article/view/{a}/{g}" for g, *_r in gal),
        *(f"{J}/article/download/{a}/{g}/{f}" for g, _l, f, _e in gal),
        f"{J}/citationstylelanguage/download/ris?submissionId={a}",
        f"{J}/citationstylelanguage/download/bibtex?submissionId={a}",
        f"{J}/citationstylelanguage/get/apa?submissionId={a}",
        f"{J}/citationstylelanguage/get/harvard-cite-them-right?submissionId={a}",
    ]
    return frozenset(OJ.url(u) for u in out)


def oj_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for a, (title, gal) in OJ_ART.items():
        other = next(x for x in OJ_ART if x != a)
        glinks = "".join(
            f'<li><a class="obj_galley_link {e}" href="{J}/article/view/{a}/{g}">{lab}</a></li>'
            for g, lab, _f, e in gal
        )
        cites = "".join(
            f'<li><a href="{J}/citationstylelanguage/get/{s}?submissionId={a}">{s.upper()}</a></li>'
            for s in ("apa", "harvard-cite-them-right")
        )
        main = f"""{COOKIES}<nav class="cmp_breadcrumbs"><a href="{J}">Home</a> / <a href="{J}/issue/archive">Archives</a> /
<a href="{J}/issue/view/312">Vol. 14 No. 1 (2026)</a> / Articles</nav>
<article class="obj_article_details"><h1 class="page_title">{title}</h1>
<ul class="authors"><li>Elin Sjöberg <a href="http://orcid.test/0000-0001-5109-3700">ORCID</a> Uppsala University</li></ul>
<div class="item doi">DOI: <a href="http://doi-resolver.test/10.51619/njls.v14i1.{a}">10.51619/njls.v14i1.{a}</a></div>
<div class="item keywords">Keywords: <a href="{J}/search/search?subject=modernism">modernism</a></div>
<div class="item abstract"><h2>Abstract</h2><p>This article reads {title.lower()}.</p></div>
{REFS}
<div class="entry_details"><ul class="value galleys_links">{glinks}</ul>
<div class="item published">Published 2026-01-15</div>
<div class="item citation"><h2>How to Cite</h2><p>Sjöberg, E. (2026). {title}. <em>Nordic Journal of Literary Studies</em>, 14(1).</p>
<ul class="citation_formats">{cites}</ul><h3>Download Citation</h3>
<ul><li><a href="{J}/citationstylelanguage/download/ris?submissionId={a}">Endnote/Zotero/Mendeley (RIS)</a></li>
<li><a href="{J}/citationstylelanguage/download/bibtex?submissionId={a}">BibTeX</a></li></ul></div>
<div class="item issue"><a href="{J}/issue/view/312">Vol. 14 No. 1 (2026)</a> Section: Articles</div>
<div class="item copyright">License <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></div>
<div class="block_most_read"><h2>Most read articles by the same author(s)</h2>
<a href="{J}/article/view/{other}">{OJ_ART[other][0]}</a></div></article>"""
        pages[f"{J}/article/view/{a}"] = OJ.page(title, main)
        for g, lab, f, e in gal:
            pages[f"{J}/article/view/{a}/{g}"] = OJ.page(
                f"View of {title}",
                f'<header class="header_view"><a href="{J}/article/view/{a}" class="return">'
                f'← Back to Article Details</a> <a href="{J}/article/view/{a}" class="title">{title}</a>'
                f' <a href="{J}/article/download/{a}/{g}/{f}" class="download" download>Download {lab}</a></header>'
                f'<iframe src="{J}/article/download/{a}/{g}/{f}?inline=1"></iframe>',
            )
            body = (
                pdf_file(title, "Elin Sjöberg")
                if e == "pdf"
                else data(
                    f"<html><head><title>{title}</title></head><body><h1>{title}</h1></body></html>",
                    "text/html",
                )
                if e == "html"
                else zip_file("supp.xlsx")
            )
            pages[f"{J}/article/download/{a}/{g}/{f}"] = body
        for fmt in ("ris", "bibtex"):
            pages[f"{J}/citationstylelanguage/download/{fmt}?submissionId={a}"] = data(
                f"TI  - {title}\n", "text/plain"
            )
        for s in ("apa", "harvard-cite-them-right"):
            pages[f"{J}/citationstylelanguage/get/{s}?submissionId={a}"] = data(
                f'<div class="csl-entry">Sjöberg, E. (2026). {title}.</div>', "text/html"
            )
    toc = ul([(f"{J}/article/view/{a}", t) for a, (t, _g) in OJ_ART.items()])
    pages[f"{J}/issue/view/312"] = OJ.page(
        "Vol. 14 No. 1 (2026)", f"<h1>Vol. 14 No. 1 (2026)</h1>{toc}"
    )
    pages[f"{J}/search/search?subject=modernism"] = OJ.page("Search", "<h1>Search results</h1>")
    pages[J] = OJ.page("Home", "<h1>Nordic Journal of Literary Studies</h1>")
    return [make_site(OJ, pages)]


# ---------------------------------------------------------------- Janeway
JW = Portal(
    "olh.brightwater-press.hx35.example",
    "Open Library of Humanities Review",
    [
        ("/articles/", "Articles"),
        ("/issues/", "Issues"),
        ("/submissions/", "Submit"),
        ("/contact/", "Contact"),
    ],
    FOOTER,
)
JW_ART = {
    1187: ("Memory work in post-industrial towns", [(2231, "pdf"), (2232, "xml")], [55]),
    1203: ("Museums, loans and restitution after 2020", [(2290, "pdf")], []),
}


def _jw_truth(a: int) -> frozenset[str]:
    _t, gal, supp = JW_ART[a]
    return frozenset(
        JW.url(u)
        for u in [
            f"/article/id/{a}/",
            *(f"/article/{a}/galley/{g}/download/" for g, _e in gal),
            *(f"/article/{a}/supp_file/{s}/" for s in supp),
            f"/article/id/{a}/citation/ris/",
            f"/article/id/{a}/citation/bib/",
        ]
    )


def jw_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for a, (title, gal, supp) in JW_ART.items():
        gl = "".join(
            f'<li><a href="/article/{a}/galley/{g}/download/">Download {e.upper()}</a></li>'
            for g, e in gal
        )
        sl = "".join(
            f'<li><a href="/article/{a}/supp_file/{s}/">Interview schedule (DOCX)</a></li>'
            for s in supp
        )
        main = f"""{COOKIES}<div class="row"><div class="col m9"><h1>{title}</h1>
<p><a href="/articles/?author=harland">Rosa Harland</a> (University of Leeds)</p>
<div id="article-body"><h2>Introduction</h2><p>Full text of {title.lower()} rendered from the XML galley.</p>
<img src="/media/articles/{a}/fig1.png" alt="Figure 1"></div>{REFS}</div>
<aside class="col m3"><h4>Downloads</h4><ul>{gl}</ul>
{f"<h4>Supplementary files</h4><ul>{sl}</ul>" if supp else ""}
<h4>Cite</h4><ul><li><a href="/article/id/{a}/citation/ris/">RIS</a></li><li><a href="/article/id/{a}/citation/bib/">BibTeX</a></li></ul>
<h4>Issue</h4><a href="/issue/41/info/">Vol 12, Issue 1</a>
<h4>Metrics</h4><p>Views 1,204</p>
<h4>Share</h4><a href="/article/id/{a}/print/">Print</a>
<a href="/login/?next=/article/id/{a}/">Log in to comment</a></aside></div>"""
        pages[f"/article/id/{a}/"] = JW.page(title, main, share=JW.url(f"/article/id/{a}/"))
        pages[f"/media/articles/{a}/fig1.png"] = data(b"\x89PNG\r\n", "image/png")
        for g, e in gal:
            pages[f"/article/{a}/galley/{g}/download/"] = (
                pdf_file(title)
                if e == "pdf"
                else data(f"<article><title>{title}</title></article>", "application/xml")
            )
        for s in supp:
            pages[f"/article/{a}/supp_file/{s}/"] = zip_file("schedule.docx")
        for f in ("ris", "bib"):
            pages[f"/article/id/{a}/citation/{f}/"] = data(f"TI  - {title}\n", "text/plain")
        pages[f"/article/id/{a}/print/"] = JW.page(title, f"<h1>{title}</h1><p>Print view</p>")
        pages[f"/login/?next=/article/id/{a}/"] = login_wall(JW, f"/article/id/{a}/")
    pages["/issue/41/info/"] = JW.page(
        "Vol 12, Issue 1", ul([(f"/article/id/{a}/", t) for a, (t, *_r) in JW_ART.items()])
    )
    pages["/articles/?author=harland"] = JW.page("Articles", "<h1>Rosa Harland</h1>")
    pages["/login/"] = JW.page("Log in", "<form></form>")
    return [make_site(JW, pages)]


# ---------------------------------------------------------------- Scholastica-like
SC = Portal(
    "lawreview.pellham.hx35.example",
    "Pellham Law Review",
    [("/issues", "Issues"), ("/for-authors", "For authors"), ("/editorial-board", "Masthead")],
    FOOTER,
)
SC_CDN = "assets.pellham-cdn.hx35.example"
SC_ART = {
    93812: (
        "algorithmic-sentencing-and-due-process",
        "Algorithmic Sentencing and Due Process",
        ["appendix-a.pdf"],
    ),
    94077: (
        "water-rights-in-a-drying-west",
        "Water Rights in a Drying West",
        ["data-tables.csv", "appendix.pdf"],
    ),
}


def _sc_cdn(a: int, f: str) -> str:
    return f"http://{SC_CDN}/production/article/{a}/attachment/{f}"


def _sc_truth(a: int) -> frozenset[str]:
    slug, _t, att = SC_ART[a]
    return frozenset(
        [
            SC.url(f"/article/{a}-{slug}"),
            _sc_cdn(a, "article.pdf"),
            *(_sc_cdn(a, f) for f in att),
            SC.url(f"/article/{a}-{slug}.ris"),
            SC.url(f"/article/{a}-{slug}.bib"),
        ]
    )


def sc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn = Site(SC_CDN)
    for a, (slug, title, att) in SC_ART.items():
        other = next(x for x in SC_ART if x != a)
        al = "".join(f'<li><a href="{_sc_cdn(a, f)}">{f}</a></li>' for f in att)
        main = f"""{COOKIES}<article><div class="article-meta"><span>Vol. 88, Issue 2</span> · <span>March 2026</span></div>
<h1>{title}</h1><p class="authors"><a href="/authors/jonah-pike">Jonah Pike</a></p>
<div class="actions"><a class="btn" href="{_sc_cdn(a, "article.pdf")}">Download PDF</a>
<a href="/article/{a}-{slug}.ris">Cite (RIS)</a> <a href="/article/{a}-{slug}.bib">BibTeX</a></div>
<section class="body"><p>{title}: full text rendered on the page with footnotes.</p></section>
<section><h2>Attachments</h2><ul>{al}</ul></section>{REFS}
<section class="related"><h2>You may also like</h2><a href="/article/{other}-{SC_ART[other][0]}">{SC_ART[other][1]}</a></section>
<p><a href="/newsletter/subscribe">Subscribe</a> · <a href="http://platform-vendor.test/">Powered by the platform</a></p></article>"""
        pages[f"/article/{a}-{slug}"] = SC.page(title, main, share=SC.url(f"/article/{a}-{slug}"))
        for ext in ("ris", "bib"):
            pages[f"/article/{a}-{slug}.{ext}"] = data(f"TI  - {title}\n", "text/plain")
        cdn.add(f"/production/article/{a}/attachment/article.pdf", pdf_file(title, "Jonah Pike"))
        for f in att:
            cdn.add(
                f"/production/article/{a}/attachment/{f}",
                csv_file("state,acre_ft,year") if f.endswith(".csv") else pdf_file(f),
            )
    pages["/authors/jonah-pike"] = SC.page("Jonah Pike", "<h1>Jonah Pike</h1>")
    pages["/newsletter/subscribe"] = SC.page("Subscribe", "<form></form>")
    return [make_site(SC, pages), cdn]


# ---------------------------------------------------------------- Ubiquity-like
UB = Portal(
    "jhg.harrowgate.hx35.example",
    "Journal of Historical Geography Open",
    [
        ("/articles/", "Articles"),
        ("/collections/", "Collections"),
        ("/about/", "About"),
        ("/submit/", "Submit"),
    ],
    FOOTER,
)
UB_ART = {
    "10.5334/jhg.412": (
        "Mapping enclosure: parish surveys 1760-1820",
        [(1102, "PDF"), (1103, "XML")],
        ["jhg-412-s1.xlsx", "jhg-412-s2.zip"],
    ),
    "10.5334/jhg.437": ("Railways and market towns revisited", [(1150, "PDF")], ["jhg-437-s1.csv"]),
}


def _ub_paths(d: str) -> list[str]:
    _t, gal, supp = UB_ART[d]
    b = f"/articles/{d}/"
    return [
        b,
        *(f"{b}galley/{g}/download/" for g, _l in gal),
        f"{b}supplementary/",
        *(f"{b}supplementary/{s}" for s in supp),
        f"{b}ris/",
        f"{b}bibtex/",
    ]


def ub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for d, (title, gal, supp) in UB_ART.items():
        b = f"/articles/{d}/"
        other = next(x for x in UB_ART if x != d)
        gl = " ".join(
            f'<a class="btn" href="{b}galley/{g}/download/">Download {lab}</a>' for g, lab in gal
        )
        main = f"""{COOKIES}<div class="article-header"><p>Research Article</p><h1>{title}</h1>
<p><a href="/articles/?author=Alder">Maud Alder</a></p>
<p>DOI: <a href="http://doi-resolver.test/{d}">http://doi-resolver.test/{d}</a></p></div>
<div class="tools">{gl} <a href="{b}supplementary/">Supplementary files</a>
<a href="{b}ris/">RIS</a> <a href="{b}bibtex/">BibTeX</a></div>
<div class="article-body"><p>{title}: body text.</p></div>{REFS}
<aside><h3>Part of</h3><a href="/collections/enclosure/">Enclosure and land</a>
<h3>Related articles</h3><a href="/articles/{other}/">{UB_ART[other][0]}</a></aside>"""
        pages[b] = UB.page(title, main, share=UB.url(b))
        for g, lab in gal:
            pages[f"{b}galley/{g}/download/"] = (
                pdf_file(title)
                if lab == "PDF"
                else data(f"<article><title>{title}</title></article>", "application/xml")
            )
        pages[f"{b}supplementary/"] = UB.page(
            f"Supplementary files: {title}",
            f"<h1>{title}</h1>" + ul([(f"{b}supplementary/{s}", s) for s in supp]),
        )
        for s in supp:
            pages[f"{b}supplementary/{s}"] = (
                csv_file("parish,acres") if s.endswith(".csv") else zip_file(s)
            )
        for f in ("ris", "bibtex"):
            pages[f"{b}{f}/"] = data(f"TI  - {title}\n", "text/plain")
    pages["/collections/enclosure/"] = UB.page("Enclosure and land", "<h1>Collection</h1>")
    pages["/articles/?author=Alder"] = UB.page("Articles", "<h1>Maud Alder</h1>")
    return [make_site(UB, pages)]


# ---------------------------------------------------------------- PKP Preprint Server (OPS 3.4)
OP = Portal(
    "preprints.lindqvist.hx35.example",
    "NordArXiv",
    [
        ("/index.php/nordarxiv/preprints", "Preprints"),
        ("/index.php/nordarxiv/about", "About"),
        ("/index.php/nordarxiv/submission", "Submit a preprint"),
    ],
    FOOTER,
)
S = "/index.php/nordarxiv"
OP_PRE = {
    771: ("Glacial lake outburst hazard in northern Scandinavia", 902, (1330, 2001), (1290, 1950)),
    815: ("A replication of the Baltic herring collapse models", 944, (1401, 2090), (1377, 2051)),
}


def _op_truth(p: int) -> frozenset[str]:
    _t, ver, (g, f), (og, of) = OP_PRE[p]
    return frozenset(
        OP.url(u)
        for u in [
            f"{S}/preprint/view/{p}",
            f"{S}/preprint/view/{p}/version/{ver}",
            f"{S}/preprint/view/{p}/{g}",
            f"{S}/preprint/download/{p}/{g}/{f}",
            f"{S}/preprint/view/{p}/{og}",
            f"{S}/preprint/download/{p}/{og}/{of}",
            f"{S}/citationstylelanguage/download/ris?submissionId={p}",
        ]
    )


def op_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, (title, ver, (g, f), (og, of)) in OP_PRE.items():
        main = f"""{COOKIES}<article class="obj_preprint_details"><h1 class="page_title">{title}</h1>
<ul class="authors"><li>Aino Rask, University of Oulu <a href="http://orcid.test/0000-0003-1415-9265">ORCID</a></li></ul>
<p class="status">Preprint has been submitted for publication in journal</p>
<div class="item abstract"><h2>Abstract</h2><p>We assess {title.lower()}.</p></div>{REFS}
<div class="galleys"><a class="obj_galley_link pdf" href="{S}/preprint/view/{p}/{g}">PDF</a></div>
<div class="versions"><h2>Versions</h2><ul><li>2026-02-01 (2)</li>
<li><a href="{S}/preprint/view/{p}/version/{ver}">2025-10-12 (1)</a></li></ul></div>
<div class="item citation"><a href="{S}/citationstylelanguage/download/ris?submissionId={p}">RIS</a></div>
<div class="item categories"><a href="{S}/preprints/category/earth-sciences">Earth Sciences</a></div>
<p>Posted 2026-02-01 · License <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p></article>"""
        pages[f"{S}/preprint/view/{p}"] = OP.page(title, main)
        pages[f"{S}/preprint/view/{p}/version/{ver}"] = OP.page(
            title,
            f'<div class="cmp_notification">This is an outdated version. <a href="{S}/preprint/view/{p}">Read the '
            f'most recent version</a>.</div><h1>{title}</h1><a class="obj_galley_link pdf" href="{S}/preprint/view/{p}/{og}">PDF</a>',
        )
        for gg, ff in ((g, f), (og, of)):
            pages[f"{S}/preprint/view/{p}/{gg}"] = OP.page(
                f"View of {title}",
                f'<header><a href="{S}/preprint/view/{p}">{title}</a> '
                f'<a class="download" href="{S}/preprint/download/{p}/{gg}/{ff}">Download PDF</a></header>'
                f'<iframe src="{S}/preprint/download/{p}/{gg}/{ff}?inline=1"></iframe>',
            )
            pages[f"{S}/preprint/download/{p}/{gg}/{ff}"] = pdf_file(title, f"version file {ff}")
        pages[f"{S}/citationstylelanguage/download/ris?submissionId={p}"] = data(
            f"TI  - {title}\n", "text/plain"
        )
    pages[f"{S}/preprints/category/earth-sciences"] = OP.page(
        "Earth Sciences", ul([(f"{S}/preprint/view/{p}", t) for p, (t, *_r) in OP_PRE.items()])
    )
    return [make_site(OP, pages)]


# ---------------------------------------------------------------- TEI Publisher edition
TE = Portal(
    "editions.farrowdale.hx35.example",
    "Farrowdale Digital Editions",
    [
        ("/exist/apps/farrowdale/index.html", "Editions"),
        ("/exist/apps/farrowdale/search.html", "Search"),
        ("/exist/apps/farrowdale/about.html", "About the project"),
    ],
    FOOTER,
    title_format="{title}",
    home_title="Farrowdale Digital Editions",
)
A = "/exist/apps/farrowdale"
TE_ED = {
    "marstrand-letters.xml": (
        "Letters of Hedda Marstrand, 1891-1902",
        {"1.4.2": "1891-1895", "1.4.3": "1896-1902"},
        ["1.4.2.1", "1.4.2.2", "1.4.3.1"],
    ),
    "okeby-diary.xml": (
        "The Okeby Farm Diary of Walter Crane Fell",
        {"1.3.1": "Spring", "1.3.2": "Harvest"},
        ["1.3.1.1", "1.3.2.1"],
    ),
}


def _te_paths(doc: str) -> list[str]:
    _t, secs, leaves = TE_ED[doc]
    return [
        f"{A}/{doc}",
        *(f"{A}/{doc}?root={s}" for s in secs),
        *(f"{A}/{doc}?root={x}" for x in leaves),
        f"{A}/api/document/{doc}/pdf",
        f"{A}/api/document/{doc}/epub",
        f"{A}/api/document/{doc}",
    ]


def te_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doc, (title, secs, leaves) in TE_ED.items():
        head = f'<div class="edition-title">{title}</div>'
        dl = (
            f'<div class="downloads"><a href="{A}/api/document/{doc}/pdf">PDF</a> '
            f'<a href="{A}/api/document/{doc}/epub">ePub</a> <a href="{A}/api/document/{doc}">TEI XML</a></div>'
        )
        pages[f"{A}/{doc}"] = TE.page(
            title,
            f"{COOKIES}{head}<h1>Contents</h1>"
            + ul([(f"{A}/{doc}?root={s}", n) for s, n in secs.items()])
            + dl,
        )
        for s, n in secs.items():
            kids = [x for x in leaves if x.startswith(s + ".")]
            pages[f"{A}/{doc}?root={s}"] = TE.page(
                title,
                f"{head}<h2>{n}</h2>"
                + ul([(f"{A}/{doc}?root={k}", f"Item {k}") for k in kids])
                + f'<a href="{A}/{doc}">Contents</a>',
            )
        for i, x in enumerate(leaves):
            nxt = (
                f' <a rel="next" href="{A}/{doc}?root={leaves[i + 1]}">Next</a>'
                if i + 1 < len(leaves)
                else ""
            )
            pages[f"{A}/{doc}?root={x}"] = TE.page(
                title,
                f'{head}<p class="tei-p">Transcription of item {x}.</p><a href="{A}/{doc}">Contents</a>{nxt}'
                f' <a href="{A}/search.html?doc={doc}">Search this edition</a>',
            )
        pages[f"{A}/api/document/{doc}/pdf"] = pdf_file(title, "Edited by the Farrowdale team")
        pages[f"{A}/api/document/{doc}/epub"] = zip_file(title)
        pages[f"{A}/api/document/{doc}"] = data(
            f"<TEI><teiHeader><title>{title}</title></teiHeader></TEI>", "application/tei+xml"
        )
        pages[f"{A}/search.html?doc={doc}"] = TE.page("Search", "<h1>Search</h1>")
    # the browse list shows the documents' short labels (file names), not their full titles
    pages[f"{A}/index.html"] = TE.page(
        "Editions", ul([(f"{A}/{d}", d.removesuffix(".xml")) for d in TE_ED])
    )
    return [make_site(TE, pages)]


_oj, _jw, _sc, _ub, _op, _te = (
    list(OJ_ART),
    list(JW_ART),
    list(SC_ART),
    list(UB_ART),
    list(OP_PRE),
    list(TE_ED),
)

CASES: list[Case] = [
    # OJS 3: the PDF/HTML/supplementary downloads sit behind galley viewer pages ("View of
    # <title> | Journal": they contain the landing's whole title), so the shape is Dryad's:
    # sig_title_plus_ignored. Truth = landing, galley views, galley files, RIS/BibTeX and the two
    # formatted-citation links. The issue TOC (also containing the title) is the artifact.
    *(
        Case(
            f"ojs3-{i}",
            "OJS 3",
            "Multi-Hop",
            "sig_title_plus_ignored",
            OJ.url(f"{J}/article/view/{a}"),
            _oj_truth(a),
            oj_sites,
        )
        for i, a in enumerate(_oj)
    ),
    # Janeway: full text inline; galley downloads, supplementary file and citation exports all
    # one hop from the landing amid chrome -> single_page_plus_ignored (bioRxiv/SSRN row).
    # Print view is a rendering of the landing; figures are embedded.
    *(
        Case(
            f"janeway-{i}",
            "Janeway",
            "Single Hop",
            "single_page_plus_ignored",
            JW.url(f"/article/id/{a}/"),
            _jw_truth(a),
            jw_sites,
        )
        for i, a in enumerate(_jw)
    ),
    # Scholastica-like: PDF and attachments on a CDN host, exports on the journal host, one hop:
    # single_page_plus_ignored. Truth = landing, PDF, attachments, RIS, BibTeX.
    *(
        Case(
            f"scholastica-{i}",
            "Scholastica-like",
            "Single Hop",
            "single_page_plus_ignored",
            SC.url(f"/article/{a}-{SC_ART[a][0]}"),
            _sc_truth(a),
            sc_sites,
        )
        for i, a in enumerate(_sc)
    ),
    # Ubiquity-like: every artifact URI lies under /articles/<doi>/ (entry with ending slash),
    # supplementary files two hops away -> path_based. Truth = landing, galleys, the
    # supplementary list and files, RIS, BibTeX.
    *(
        Case(
            f"ubiquity-{i}",
            "Ubiquity-like",
            "Multi-Hop",
            "path_based",
            UB.url(f"/articles/{d}/"),
            frozenset(UB.url(x) for x in _ub_paths(d)),
            ub_sites,
        )
        for i, d in enumerate(_ub)
    ),
    # PKP Preprint Server: as OJS (galley viewers titled "View of <title> | NordArXiv"), plus a
    # version-1 page with the title and its own galley -> sig_title_plus_ignored. Truth =
    # landing, v1 page, both galley views and PDFs, RIS.
    *(
        Case(
            f"ops-{i}",
            "PKP Preprint Server",
            "Multi-Hop",
            "sig_title_plus_ignored",
            OP.url(f"{S}/preprint/view/{p}"),
            _op_truth(p),
            op_sites,
        )
        for i, p in enumerate(_op)
    ),
    # TEI Publisher edition: the <title> is the bare edition title and every page and download
    # (PDF, ePub, TEI) contains it; sections and items are several hops away -> sig_title.
    # Truth = contents, sections, items, the three downloads; search and other editions are out.
    *(
        Case(
            f"tei-publisher-{i}",
            "TEI Publisher",
            "Multi-Hop",
            "sig_title",
            TE.url(f"{A}/{d}"),
            frozenset(TE.url(x) for x in _te_paths(d)),
            te_sites,
        )
        for i, d in enumerate(_te)
    ),
]
