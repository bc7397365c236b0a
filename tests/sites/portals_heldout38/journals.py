"""Journal platforms of heldout38: an OJS journal, a Janeway press, a HighWire-like and an
Atypon-like commercial publisher, a society journal with supplements and a journal's
editorial blog.  Each portal type is one function building its full site (both records),
so the two cases of a type share one build.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import a, blob, chrome_pages, head, merge, pdf_file, portal, references, stub, text, ul

# --- OJS journal (Spanish) -------------------------------------------------------------

OJS = "revistas.unicauqueta.hx38.example"
OJS_J = "/index.php/rqe"


def _ojs_sites() -> list[Site]:
    j = OJS_J
    p = portal(
        OJS,
        "Revista Quelonia de Ecología",
        [
            (f"{j}/index", "Inicio"),
            (f"{j}/issue/current", "Actual"),
            (f"{j}/issue/archive", "Archivos"),
            (f"{j}/about", "Acerca de"),
            (f"{j}/announcement", "Avisos"),
        ],
        [
            (f"{j}/about/privacy", "Declaración de privacidad"),
            ("/index.php/index/about/aboutThisPublishingSystem", "Open Journal Systems"),
        ],
    )
    pages: dict[str, PageValue] = {}
    records = {
        4127: ("Dieta estacional de Podocnemis vogli en sabanas inundables", [9913], False),
        4390: (
            "Conectividad genética de tortugas de río en la cuenca del Meta",
            [10288, 10289, 10290],
            True,
        ),
    }
    for sid, (title, galleys, rich) in records.items():
        base = f"{j}/article/view/{sid}"
        kinds = ["PDF (Español)", "PDF (English)", "XML JATS"][: len(galleys)]
        gl = []
        for g, kind in zip(galleys, kinds, strict=True):
            gl.append((f"{base}/{g}", kind))
            gl.append((f"{j}/article/download/{sid}/{g}", f"Descargar {kind}"))
            viewer = p.page(
                title,
                f"<header>{a(base, '← Volver a los detalles del artículo')}"
                f"{a(f'{j}/article/download/{sid}/{g}', 'Descargar')}</header>"
                f'<iframe src="{j}/article/download/{sid}/{g}?inline=1"></iframe>',
            )
            pages[f"{base}/{g}"] = viewer
            pdfr = (
                pdf_file(title, kind)
                if "XML" not in kind
                else text(
                    f"<article><front><article-title>{escape(title)}</article-title></front></article>",
                    "application/xml",
                )
            )
            pages[f"{j}/article/download/{sid}/{g}"] = pdfr
            pages[f"{j}/article/download/{sid}/{g}?inline=1"] = pdfr
        cites = [
            (
                f"{j}/citationstylelanguage/download/ris?submissionId={sid}",
                "Endnote/Zotero/Mendeley (RIS)",
            ),
            (f"{j}/citationstylelanguage/download/bibtex?submissionId={sid}", "BibTeX"),
        ]
        for h, _t in cites:
            pages[h] = text(
                f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
            )
        supp: list[tuple[str, str]] = []
        if rich:
            supp = [
                (
                    f"{j}/article/downloadSuppFile/{sid}/1187",
                    "Material suplementario: matriz de genotipos (XLSX)",
                )
            ]
            pages[supp[0][0]] = blob(
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "geno"
            )
        related = [
            (f"{j}/article/view/{sid + 11}", "Anidación de Podocnemis expansa"),
            (f"{j}/article/view/{sid + 23}", "Uso de hábitat por caimanes"),
        ]
        for h, t in related:
            pages[h] = stub(p, t)
        pages[f"{j}/issue/view/{211 if sid == 4127 else 219}"] = stub(p, "Vol. 14 Núm. 2 (2024)")
        main = (
            f'<nav class="cmp_breadcrumbs">{a(f"{j}/index", "Inicio")} / '
            f"{a(f'{j}/issue/view/{211 if sid == 4127 else 219}', 'Vol. 14 Núm. 2 (2024)')}</nav>"
            f'<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>'
            f'<ul class="authors"><li>Laura Pinzón {a("http://orcid.test/0000-0002-1825-0097", "ORCID")}</li></ul>'
            f'<section class="item doi">DOI: {a(f"http://doi.test/10.57721/rqe.v14i2.{sid}", f"https://doi.org/10.57721/rqe.v14i2.{sid}")}</section>'
            f'<section class="item abstract"><h2>Resumen</h2><p>Estudio de campo.</p></section>'
            f'<div class="item galleys"><h2>Descargas</h2>{ul(gl, "galleys_links")}</div>'
            + (f'<div class="item supplementary">{ul(supp)}</div>' if supp else "")
            + f'<div class="item citation"><h2>Cómo citar</h2><p>Pinzón L. {escape(title)}. Rev Quelonia Ecol. 2024;14(2).</p>'
            f"<h3>Formatos de citación</h3>{ul(cites)}</div>"
            + references(["10.1111/ecog.0413", "10.2307/1447422", "10.1007/s10592-019-01201"])
            + f'<aside class="most-read"><h2>Artículos más leídos</h2>{ul(related)}</aside>'
            f"<p>{a('http://creativecommons.test/licenses/by/4.0/', 'CC BY 4.0')}</p></article>"
        )
        pages[base] = p.page(title, main, head=head(), share=p.url(base))
    site = p.site(merge(chrome_pages(p), pages))
    return [site]


def _ojs_truth(sid: int, galleys: list[int], supp: bool) -> frozenset[str]:
    base = f"http://{OJS}{OJS_J}/article/view/{sid}"
    out = {base}
    for g in galleys:
        out |= {f"{base}/{g}", f"http://{OJS}{OJS_J}/article/download/{sid}/{g}"}
    out |= {
        f"http://{OJS}{OJS_J}/citationstylelanguage/download/{k}?submissionId={sid}"
        for k in ("ris", "bibtex")
    }
    if supp:
        out.add(f"http://{OJS}{OJS_J}/article/downloadSuppFile/{sid}/1187")
    return frozenset(out)


# --- Janeway press (title "Article | Journal", filtered from the end) -------------------

JW = "journals.marlstonpress.hx38.example"


def _janeway_sites() -> list[Site]:
    p = portal(
        JW,
        "Marlston Studies in Material Culture",
        [
            ("/issues/", "Issues"),
            ("/articles/", "Articles"),
            ("/collections/", "Collections"),
            ("/submissions/", "Submissions"),
            ("/contact/", "Contact"),
        ],
        [
            ("/site/privacy/", "Privacy"),
            ("/site/accessibility/", "Accessibility"),
            ("/feed/articles/", "RSS"),
        ],
        title_format="{title} | {name}",
        home_title="Marlston Studies in Material Culture",
    )
    pages: dict[str, PageValue] = {}
    recs = {
        "812": ("Clay Pipe Fragments from the Harbour Wall Excavations", ["4411"], 0),
        "907": ("Weaving Looms and Household Economy in Late Medieval Ghent", ["5102", "5103"], 6),
    }
    for aid, (title, galleys, figs) in recs.items():
        b = f"/article/id/{aid}/"
        gl = []
        for g in galleys:
            gl.append((f"/article/{aid}/galley/{g}/download/", f"Download PDF ({g})"))
            pages[f"/article/{aid}/galley/{g}/download/"] = pdf_file(title, "Galley " + g)
        pages[f"/article/{aid}/print/"] = p.page(
            "Print", f"<h1>{escape(title)}</h1><p>Printable full text.</p>"
        )
        gl.append((f"/article/{aid}/print/", "Print"))
        fig_links = []
        for n in range(1, figs + 1):
            fig_links.append((f"/article/{aid}/figure/{n}/", f"Figure {n}"))
            pages[f"/media/{aid}/fig{n}.png"] = blob("image/png", f"fig{n}")
            pages[f"/article/{aid}/figure/{n}/"] = p.page(
                f"Figure {n}",
                f"<h1>Figure {n}</h1><p>From: {escape(title)}</p>"
                f'<img src="/media/{aid}/fig{n}.png" alt="">{a(b, "Back to article")}',
            )
        if figs:
            pages[f"/article/{aid}/figures/"] = p.page(
                "Figures", f"<h1>Figures of {escape(title)}</h1>{ul(fig_links)}"
            )
            gl.append((f"/article/{aid}/figures/", "All figures"))
        related = [
            (f"/article/id/{int(aid) + 3}/", "Kiln Furniture in Delft"),
            ("/issue/44/info/", "Volume 9, Issue 2"),
        ]
        for h, t in related:
            pages[h] = stub(p, t)
        main = (
            f'<div class="row"><article><h1>{escape(title)}</h1><p class="authors">Ines Vercauteren</p>'
            f"<p>{a(f'http://doi.test/10.60411/msmc.{aid}', f'https://doi.org/10.60411/msmc.{aid}')}</p>"
            f"<h2>Abstract</h2><p>Finds analysis.</p><h2>Downloads</h2>{ul(gl)}"
            + references(["10.1080/00438243.2011.1", "10.1017/S000359811"])
            + f"</article><aside><h3>Related content</h3>{ul(related)}"
            f"<h3>Metrics</h3><p>Views 412 · Downloads 120</p></aside></div>"
        )
        pages[b] = p.page(title, main, head=head(), share=p.url(b))
    return [p.site(merge(chrome_pages(p), pages))]


def _janeway_truth(aid: str, galleys: list[str], figs: int) -> frozenset[str]:
    u = f"http://{JW}"
    out = {f"{u}/article/id/{aid}/", f"{u}/article/{aid}/print/"}
    out |= {f"{u}/article/{aid}/galley/{g}/download/" for g in galleys}
    if figs:
        out.add(f"{u}/article/{aid}/figures/")
        out |= {f"{u}/article/{aid}/figure/{n}/" for n in range(1, figs + 1)}
    return frozenset(out)


# --- HighWire-like publisher: every member extends the entry URI -------------------------

HW = "content.velliparsoc.hx38.example"


def _highwire_sites() -> list[Site]:
    p = portal(
        HW,
        "Proceedings of the Vellipar Society",
        [
            ("/content/current", "Current issue"),
            ("/content/by/year", "Archive"),
            ("/alerts", "Alerts"),
            ("/subscriptions", "Subscribe"),
            ("/authors", "For authors"),
        ],
        [
            ("/site/misc/terms.xhtml", "Terms"),
            ("/site/misc/privacy.xhtml", "Privacy"),
            ("/feedback", "Feedback"),
        ],
    )
    pages: dict[str, PageValue] = {}
    recs = {
        "/content/112/4/e2301": ("Thermal tolerance of intertidal limpets", 0, False),
        "/content/113/1/e2417": ("Sleep spindles predict motor learning in adolescents", 3, True),
    }
    for base, (title, figs, supp) in recs.items():
        tabs = [
            (f"{base}.abstract", "Abstract"),
            (f"{base}.full", "Full text"),
            (f"{base}.full.pdf", "PDF"),
            (f"{base}.figures-only", "Figures & data"),
            (f"{base}/tab-article-info", "Info & metrics"),
            (f"{base}.ris", "Download citation (RIS)"),
        ]
        if supp:
            tabs.append((f"{base}.supplemental", "Supplementary material"))
        for h, t in tabs:
            if h.endswith(".pdf"):
                pages[h] = pdf_file(title)
            elif h.endswith(".ris"):
                pages[h] = text(
                    f"TY  - JOUR\nT1  - {title}\nER  -\n", "application/x-research-info-systems"
                )
            else:
                pages[h] = p.page(
                    f"{t}: {title}", f"<h1>{escape(title)}</h1><h2>{t}</h2>" + ul(tabs, "tabs")
                )
        if supp:
            files = [
                (f"{base}/DC1/embed/inline-supplementary-material-{i}.pdf", f"Supplement {i}")
                for i in (1, 2)
            ]
            files.append((f"{base}/DC1/embed/media-1.xlsx", "Data S1"))
            for h, _t in files:
                pages[h] = blob("application/octet-stream", h[-6:])
            pages[f"{base}.supplemental"] = p.page(
                "Supplementary material", f"<h1>{escape(title)}</h1>{ul(files)}"
            )
        for n in range(1, figs + 1):
            pages[f"{base}/F{n}.expansion.html"] = p.page(
                f"Figure {n}", f"<h1>Figure {n}</h1>{a(base + '.figures-only', 'Back')}"
            )
        if figs:
            pages[f"{base}.figures-only"] = p.page(
                "Figures",
                f"<h1>{escape(title)}</h1>"
                + ul(tabs, "tabs")
                + ul([(f"{base}/F{n}.expansion.html", f"Figure {n}") for n in range(1, figs + 1)]),
            )
        toc = base.rsplit("/", 1)[0]
        pages[toc] = stub(p, "Table of contents")
        other = base[:-1] + ("9" if base[-1] != "9" else "8")
        pages[other] = stub(p, "Related article in this issue")
        main = (
            f'<div class="highwire-article-citation"><h1 id="page-title">{escape(title)}</h1>'
            f"<p>{a(toc, 'Vol ' + base.split('/')[2] + ' Issue ' + base.split('/')[3])}</p></div>"
            + ul(tabs, "tabs")
            + "<h2>Abstract</h2><p>We measured.</p>"
            + references(["10.1242/jeb.02431", "10.1016/j.cub.2014.1"])
            + f'<div class="panel-pane pane-related"><h3>Related articles</h3>{ul([(other, "Related article")])}</div>'
            f'<div class="pane-most-read"><h3>Most read</h3>{ul([("/content/most-read", "This month")])}</div>'
        )
        pages[base] = p.page(title, main, head=head(), share=p.url(base))
    pages["/content/most-read"] = stub(p, "Most read")
    return [p.site(merge(chrome_pages(p), pages))]


def _highwire_truth(base: str, figs: int, supp: bool) -> frozenset[str]:
    u = f"http://{HW}{base}"
    out = {u} | {
        u + s
        for s in (".abstract", ".full", ".full.pdf", ".figures-only", "/tab-article-info", ".ris")
    }
    out |= {f"{u}/F{n}.expansion.html" for n in range(1, figs + 1)}
    if supp:
        out |= {u + ".supplemental", u + "/DC1/embed/media-1.xlsx"}
        out |= {f"{u}/DC1/embed/inline-supplementary-material-{i}.pdf" for i in (1, 2)}
    return frozenset(out)


# --- Atypon-like publisher with FAIR signposting, entered by DOI -------------------------

AT = "pubs.quarrendon.hx38.example"
ATDOI = "doi.quarrendon-handle.hx38.example"


def _atypon_sites() -> list[Site]:
    p = portal(
        AT,
        "Quarrendon Publishing",
        [
            ("/journals", "Journals"),
            ("/topic/all", "Subjects"),
            ("/action/showPublications", "Books"),
            ("/page/librarians", "Librarians"),
            ("/action/showLogin", "Institutional access"),
        ],
        [
            ("/page/terms", "Terms of use"),
            ("/page/privacy", "Privacy policy"),
            ("/page/cookies", "Cookies"),
            ("/page/accessibility", "Accessibility"),
        ],
    )
    pages: dict[str, PageValue] = {}
    resolver = Site(ATDOI)
    resolver.add(
        "/",
        "<!DOCTYPE html><html><head><title>Quarrendon DOI resolver</title></head><body><h1>Resolve a DOI</h1></body></html>",
    )
    for doi, (title, supps, epub) in _AT_RECS.items():
        b = f"/doi/{doi}"
        items = [
            (f"/doi/pdf/{doi}", "PDF", "application/pdf"),
            (f"/doi/full/{doi}", "Full text", "text/html"),
        ]
        if epub:
            items.append((f"/doi/epub/{doi}", "EPUB", "application/epub+zip"))
        items += [
            (f"/doi/suppl/{doi}/suppl_file/{s}", s, "application/octet-stream") for s in supps
        ]
        meta = (f"/action/downloadCitation?doi={doi}&format=ris", "Export citation (RIS)")
        links = ", ".join(
            [
                f'<http://{ATDOI}/{doi}>; rel="cite-as"',
                '<http://orcid.test/0000-0001-5109-3700>; rel="author"',
                '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
                '<http://schema.org/ScholarlyArticle>; rel="type"',
            ]
            + [f'<{p.url(h)}>; rel="item"; type="{ct}"' for h, _t, ct in items]
            + [f'<{p.url(meta[0])}>; rel="describedby"; type="application/x-research-info-systems"']
        )
        for h, t, ct in items:
            back = [("Link", f'<{p.url(b)}>; rel="collection"')]
            if ct == "text/html":
                pages[h] = Response.html(
                    p.page(
                        t,
                        f"<h1>{escape(title)}</h1><p>Full text.</p>" + references(["10.1093/x.1"]),
                    ),
                    headers=back,
                )
            elif ct == "application/pdf":
                pages[h] = pdf_file(title).with_(headers=[("Content-Type", ct), *back])
            else:
                pages[h] = blob(ct, t).with_(headers=[("Content-Type", ct), *back])
        pages[meta[0]] = text(
            f"TY  - JOUR\nTI  - {title}\nDO  - {doi}\nER  -\n",
            "application/x-research-info-systems",
        )
        related = [
            (f"/doi/{doi[:-1]}9", "Related: a companion study"),
            ("/toc/jcx/12/3", "Issue 3"),
        ]
        for h, t in related:
            pages[h] = stub(p, t)
        heads = "".join(f'<link rel="item" href="{h}" type="{ct}">' for h, _t, ct in items)
        main = (
            f'<div class="citation"><h1 class="citation__title">{escape(title)}</h1>'
            f"<p>{a(f'http://{ATDOI}/{doi}', f'https://doi.org/{doi}')}</p></div>"
            f'<div class="article-tools">{ul([(h, t) for h, t, _c in items] + [meta])}</div>'
            "<h2>Abstract</h2><p>Results.</p><h2>Data availability</h2><p>Data are in the supplementary files.</p>"
            + references(["10.1021/acs.est.1", "10.1038/s41586-020-1", "10.1126/science.abc"])
            + f'<section class="cited-by"><h2>Cited by</h2>{ul([("http://doi.test/10.9999/citing.1", "Citing article")])}</section>'
            + f'<aside class="related">{ul(related)}</aside>'
        )
        pages[b] = Response.html(
            p.page(title, main, head=head() + heads, share=f"http://{ATDOI}/{doi}"),
            headers=[("Link", links)],
        )
        resolver.add("/" + doi, Response.redirect(p.url(b), 302))
    return [p.site(merge(chrome_pages(p), pages)), resolver]


_AT_RECS = {
    "10.55238/jcx.2024.0173": (
        "Microplastic uptake by freshwater mussels",
        ["es3c0173_si_001.pdf"],
        False,
    ),
    "10.55238/jcx.2025.0046": (
        "A catalytic route to bio-based adipic acid",
        ["jcx0046_si_001.pdf", "jcx0046_si_002.xlsx", "jcx0046_si_003.cif"],
        True,
    ),
}


def _atypon_truth(doi: str) -> frozenset[str]:
    title, supps, epub = _AT_RECS[doi]
    u = f"http://{AT}"
    out = {
        f"{u}/doi/{doi}",
        f"{u}/doi/pdf/{doi}",
        f"{u}/doi/full/{doi}",
        f"{u}/action/downloadCitation?doi={doi}&format=ris",
    }
    if epub:
        out.add(f"{u}/doi/epub/{doi}")
    out |= {f"{u}/doi/suppl/{doi}/suppl_file/{s}" for s in supps}
    return frozenset(out)


# --- Society journal with supplements (title in every page, files without it) ------------

SJ = "academic.tessworthsoc.hx38.example"


def _society_sites() -> list[Site]:
    p = portal(
        SJ,
        "Tessworth Geological Society",
        [
            ("/tgsj/issue", "Issues"),
            ("/tgsj/advance-articles", "Advance articles"),
            ("/tgsj/pages/submit", "Submit"),
            ("/tgsj/pages/about", "About"),
            ("/my-account/register", "Register"),
        ],
        [
            ("/pages/legal/privacy", "Privacy"),
            ("/pages/legal/cookies", "Cookie policy"),
            ("/pages/rights", "Rights & permissions"),
        ],
        title_format="{title}",
    )
    pages: dict[str, PageValue] = {}
    for aid, (title, supps, figs) in _SJ_RECS.items():
        b = f"/tgsj/article/81/{aid}/7712{aid}"
        files = [(f"/tgsj/article-pdf/81/{aid}/tgs_{aid}.pdf", "PDF")]
        pages[files[0][0]] = pdf_file("TGS Journal", "Article pdf")  # scanned layout: no title text
        for s in supps:
            files.append(
                (f"/DownloadFile/DownloadFile.aspx?fileId={aid}{s}", f"Supplementary data {s}")
            )
            pages[files[-1][0]] = blob("application/zip", s)
        supp_page = f"/tgsj/article/81/{aid}/7712{aid}/supplementary-data"
        pages[supp_page] = p.page(
            f"Supplementary data: {title}",
            f"<h1>Supplementary data</h1><p>{escape(title)}</p>{ul(files[1:])}",
        )
        fig_page = f"/tgsj/article/81/{aid}/7712{aid}/figures"
        fig_imgs = [
            (f"/tgsj/article/81/{aid}/7712{aid}/fig{n}-large.png", f"Open in new tab (Fig. {n})")
            for n in range(1, figs + 1)
        ]
        for h, _t in fig_imgs:
            pages[h] = blob("image/png", h[-10:])
        pages[fig_page] = p.page(f"Figures: {title}", f"<h1>{escape(title)}</h1>{ul(fig_imgs)}")
        related = [
            (f"/tgsj/article/81/{aid}/7712{int(aid) + 1}", "Related: Ordovician reefs"),
            ("/tgsj/issue/81/" + aid, "Issue " + aid),
        ]
        for h, t in related:
            pages[h] = stub(p, t)
        main = (
            f'<h1 class="wi-article-title">{escape(title)}</h1><p>J. Morrow, K. Osei</p>'
            f"{ul([files[0], (supp_page, 'Supplementary data'), (fig_page, 'Figures')])}"
            "<h2>Abstract</h2><p>Sections.</p><h2>Data availability</h2><p>See supplementary data.</p>"
            + references(["10.1144/jgs2019-1", "10.1130/G4-1"])
            + f"<aside><h3>Related articles</h3>{ul(related)}<h3>Citing articles via</h3>"
            f"{ul([('http://scholar.test/scholar?cites=77' + aid, 'Google Scholar')])}</aside>"
        )
        pages[b] = p.page(title, main, head=head())
    return [p.site(merge(chrome_pages(p), pages))]


_SJ_RECS = {
    "2": ("Carbonate mound growth on the Tessworth Shelf", ["1"], 1),
    "4": ("Fluid inclusion constraints on vein formation in the Orrin Slates", ["1", "2", "3"], 4),
}


def _society_truth(aid: str) -> frozenset[str]:
    _t, supps, figs = _SJ_RECS[aid]
    b = f"http://{SJ}/tgsj/article/81/{aid}/7712{aid}"
    out = {
        b,
        b + "/supplementary-data",
        b + "/figures",
        f"http://{SJ}/tgsj/article-pdf/81/{aid}/tgs_{aid}.pdf",
    }
    out |= {f"http://{SJ}/DownloadFile/DownloadFile.aspx?fileId={aid}{s}" for s in supps}
    out |= {f"{b}/fig{n}-large.png" for n in range(1, figs + 1)}
    return frozenset(out)


# --- A journal's editorial blog: one post, one URI ---------------------------------------

EB = "blog.ornivexjournal.hx38.example"


def _blog_sites() -> list[Site]:
    p = portal(
        EB,
        "Ornivex Editors' Blog",
        [
            ("/category/editorials/", "Editorials"),
            ("/category/interviews/", "Interviews"),
            ("/about/", "About"),
            ("/journal/", "The journal"),
        ],
        [("/privacy/", "Privacy"), ("/feed/", "RSS")],
    )
    pages: dict[str, PageValue] = {
        "/2024/05/why-we-publish-peer-review-reports/": p.page(
            "Why we now publish peer review reports",
            "<article><h1>Why we now publish peer review reports</h1><p>From this issue on ...</p>"
            f"<p>Read the {a('http://journals.ornivex-pub.test/orn/article/88', 'first article')} with reports.</p>"
            f"<p>Tags: {a('/tag/open-peer-review/', 'open peer review')}</p></article>"
            f"<nav>{a('/2024/04/new-editor-in-chief/', '← Previous post')}</nav>",
            head=head(),
            share=p.url("/2024/05/why-we-publish-peer-review-reports/"),
        ),
        "/2025/01/editors-choice-2024/": p.page(
            "Editor's choice 2024: ten papers we loved",
            "<article><h1>Editor's choice 2024: ten papers we loved</h1>"
            + ul(
                [
                    (f"http://journals.ornivex-pub.test/orn/article/{90 + i}", f"Paper {i}")
                    for i in range(10)
                ]
            )
            + "</article><section id='comments'><h2>3 comments</h2><p>Great list!</p></section>"
            f"{a('/2024/05/why-we-publish-peer-review-reports/', 'Earlier: peer review reports')}",
            head=head(),
        ),
        "/tag/open-peer-review/": stub(p, "Tag: open peer review"),
        "/2024/04/new-editor-in-chief/": stub(p, "Welcoming our new editor in chief"),
    }
    return [p.site(merge(chrome_pages(p), pages))]


# --- cases ------------------------------------------------------------------------------

CASES = [
    # OJS article: galleys, citation exports and supplements are all one hop from the
    # landing page, with journal chrome around it: Single Hop, like the seed's bioRxiv,
    # SSRN and Zenodo rows -> Single Page+ with Ignored URIs.
    Case(
        "ojs-article",
        "OJS journal (article with one PDF galley)",
        "article",
        "single_page_plus_ignored",
        f"http://{OJS}{OJS_J}/article/view/4127",
        _ojs_truth(4127, [9913], False),
        _ojs_sites,
        others=frozenset({f"http://{OJS}{OJS_J}/article/view/4138"}),
    ),
    # Harder: three galleys (viewer pages and downloads), a supplementary file; still one hop.
    Case(
        "ojs-article-galleys",
        "OJS journal (three galleys and a supplementary file)",
        "article",
        "single_page_plus_ignored",
        f"http://{OJS}{OJS_J}/article/view/4390",
        _ojs_truth(4390, [10288, 10289, 10290], True),
        _ojs_sites,
        others=frozenset({f"http://{OJS}{OJS_J}/article/view/4401"}),
    ),
    # Janeway: "Article | Journal" titles; member pages show the article title, not the
    # page title -> Significant String from Filtered Title (cut from the end, as the seed
    # notes for Dataverse).
    Case(
        "janeway-article",
        "Janeway press (article with one galley)",
        "article",
        "sig_filtered_title",
        f"http://{JW}/article/id/812/",
        _janeway_truth("812", ["4411"], 0),
        _janeway_sites,
    ),
    Case(
        "janeway-figures",
        "Janeway press (two galleys and six figure pages, two hops)",
        "article",
        "sig_filtered_title",
        f"http://{JW}/article/id/907/",
        _janeway_truth("907", ["5102", "5103"], 6),
        _janeway_sites,
    ),
    # HighWire: every member URI extends the entry URI (.full, .full.pdf, /F1...) ->
    # Path-Based, like the seed's GitHub/BitBucket substring rule.
    Case(
        "highwire-article",
        "HighWire-like publisher (article tabs)",
        "article",
        "path_based",
        f"http://{HW}/content/112/4/e2301",
        _highwire_truth("/content/112/4/e2301", 0, False),
        _highwire_sites,
    ),
    Case(
        "highwire-supplements",
        "HighWire-like publisher (figures and DC1 supplements, two hops)",
        "article",
        "path_based",
        f"http://{HW}/content/113/1/e2417",
        _highwire_truth("/content/113/1/e2417", 3, True),
        _highwire_sites,
    ),
    # Atypon-like: the landing page announces its items in a signposting Link header.
    Case(
        "atypon-signposted",
        "Atypon-like publisher (DOI entry, signposted PDF and SI)",
        "article",
        "signposting",
        f"http://{ATDOI}/10.55238/jcx.2024.0173",
        _atypon_truth("10.55238/jcx.2024.0173"),
        _atypon_sites,
        landing=f"http://{AT}/doi/10.55238/jcx.2024.0173",
    ),
    Case(
        "atypon-signposted-si",
        "Atypon-like publisher (EPUB and three SI files)",
        "article",
        "signposting",
        f"http://{ATDOI}/10.55238/jcx.2025.0046",
        _atypon_truth("10.55238/jcx.2025.0046"),
        _atypon_sites,
        landing=f"http://{AT}/doi/10.55238/jcx.2025.0046",
    ),
    # Society journal: landing, supplementary-data and figures pages carry the title;
    # the PDF, data zips and figure images do not -> Dryad's shape: Significant String
    # from Title+ with Ignored URIs (the title is bare: title_format "{title}").
    Case(
        "society-supplement",
        "society journal (one supplementary file)",
        "article",
        "sig_title_plus_ignored",
        f"http://{SJ}/tgsj/article/81/2/77122",
        _society_truth("2"),
        _society_sites,
    ),
    Case(
        "society-supplements",
        "society journal (three supplements, four figures)",
        "article",
        "sig_title_plus_ignored",
        f"http://{SJ}/tgsj/article/81/4/77124",
        _society_truth("4"),
        _society_sites,
    ),
    # An editorial blog post is one URI (the seed's blog rows) -> Single Page.
    Case(
        "editorial-post",
        "journal editorial blog (post)",
        "blog post",
        "single_page",
        f"http://{EB}/2024/05/why-we-publish-peer-review-reports/",
        frozenset({f"http://{EB}/2024/05/why-we-publish-peer-review-reports/"}),
        _blog_sites,
    ),
    Case(
        "editorial-list-post",
        "journal editorial blog (list post with ten outbound links)",
        "blog post",
        "single_page",
        f"http://{EB}/2025/01/editors-choice-2024/",
        frozenset({f"http://{EB}/2025/01/editors-choice-2024/"}),
        _blog_sites,
    ),
]
