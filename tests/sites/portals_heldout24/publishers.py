"""Commercial publishers: ScienceDirect-, SpringerLink-, Wiley-, Taylor-&-Francis- and
Cambridge-Core-like article and chapter pages, with files on CDNs and DOI resolver hops."""

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
    ul,
)

JS = b"window.__app=1;\n"

# --- ScienceDirect-like -------------------------------------------------------------------
SD = Hub(
    "ScienceDirect-like",
    "www",
    "sdirect",
    "ScienceDirect",
    [("/browse/journals-and-books", "Journals & Books"), ("/search/advanced", "Advanced search")],
    [
        ("/about", "About ScienceDirect"),
        ("/legal/privacy", "Privacy policy"),
        ("/legal/cookies", "Cookie settings"),
        ("http://www.elsevier-x.test/", "Elsevier"),
    ],
    title_format="{title} - ScienceDirect",
    home_title="ScienceDirect.com | Science, health and medical journals, full text articles",
)
SD_CDN = host("ars", "elscdn")
SD_LINK = host("linkinghub", "sdirect")
SD_DOI = host("doi", "sdirect-doi")
SD.serve(SD.portal.host, "/sd/assets/js/article-bundle.min.js", JS, "text/javascript")


def sd_article(pii: str, doi: str, title: str, journal: str, related: list[str]) -> set[str]:
    base = f"/science/article/pii/{pii}"
    pdf_url = SD.url(f"{base}/pdfft?md5=4be1c2f0a9e7d6b5&pid=1-s2.0-{pii}-main.pdf")
    SD.serve(SD.portal.host, f"{base}/pdfft", doc(title, journal, doi), "application/pdf")
    figs = [
        SD.serve(SD_CDN, f"/content/image/1-s2.0-{pii}-gr{i}_lrg.png", figure(i), "image/png")
        for i in (1, 2)
    ]
    for i in (1, 2):
        SD.serve(SD_CDN, f"/content/image/1-s2.0-{pii}-gr{i}.png", figure(i + 5), "image/png")
    mmc = [
        SD.serve(
            SD_CDN,
            f"/content/image/1-s2.0-{pii}-mmc1.xlsx",
            EMPTY_ZIP,
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        SD.serve(
            SD_CDN,
            f"/content/image/1-s2.0-{pii}-mmc2.pdf",
            doc(f"Supplementary: {title}"),
            "application/pdf",
        ),
    ]
    cite_ris = (
        f"/sdfe/arp/cite?pii={pii}&format=application%2Fx-research-info-systems&withabstract=true"
    )
    cite_bib = f"/sdfe/arp/cite?pii={pii}&format=text%2Fx-bibtex&withabstract=true"
    SD.serve(
        SD.portal.host, cite_ris, ris(title, doi, journal), "application/x-research-info-systems"
    )
    SD.serve(SD.portal.host, cite_bib, bib(title, doi), "text/x-bibtex")
    for r in related:
        SD.page(
            f"/science/article/pii/{r}",
            f"Related study {r[-6:]}",
            f"<h1>Related study {r[-6:]}</h1><p>Another article.</p>",
        )
    head = (
        meta(
            [
                ("citation_title", title),
                ("citation_journal_title", journal),
                ("citation_doi", doi),
                ("citation_pii", pii),
                ("citation_pdf_url", pdf_url),
                ("og:site_name", "ScienceDirect"),
                ("og:title", title),
            ]
        )
        + '<script src="/sd/assets/js/article-bundle.min.js"></script>'
    )
    fig_html = "".join(
        f'<figure><img src="http://{SD_CDN}/content/image/1-s2.0-{pii}-gr{i}.png" alt="">'
        f"<figcaption>Fig. {i}. {a(figs[i - 1], 'Download: Download high-res image')}"
        f"</figcaption></figure>"
        for i in (1, 2)
    )
    main = f"""<div id="publication-title"><a href="/journal/{journal.lower().replace(" ", "-")}">{journal}</a></div>
<article><h1 class="title-text">{title}</h1>
<div class="author-group"><a href="/search?authors=Okafor">C. Okafor</a>, <a href="/search?authors=Lind">M. Lind</a></div>
<div class="PdfEmbed">{a(pdf_url, "View PDF")} {a("/science/journal/issue-full", "Download full issue")}</div>
<div class="doi"><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></div>
<div class="ExportCitation">{a(SD.url(cite_ris), "Export citation to RIS")} {a(SD.url(cite_bib), "Export citation to BibTeX")}</div>
<section><h2>Abstract</h2><p>{title}: abstract text.</p></section>{fig_html}
<section class="Appendices"><h2>Appendix A. Supplementary data</h2>
{ul([a(m, f"Download: Download {n}") for m, n in zip(mmc, ("spreadsheet (24KB)", "Acrobat PDF file (190KB)"), strict=True)])}</section>
<section class="RecommendedArticles"><h2>Recommended articles</h2>
{ul([a(f"/science/article/pii/{r}", f"Related study {r[-6:]}") for r in related])}</section></article>"""
    landing = SD.page(base, title, main, head=head)
    return {landing, pdf_url, *figs, *mmc, SD.url(cite_ris), SD.url(cite_bib)}


SD1_TRUTH = sd_article(
    "S0043135421004567",
    "10.1016/j.watres.2021.117123",
    "Microplastic retention in constructed wetlands under storm loading",
    "Water Research",
    ["S0043135421001234", "S0043135420009876"],
)
SD2_TRUTH = sd_article(
    "S0378112721003345",
    "10.1016/j.foreco.2021.119245",
    "Seedling recruitment after mixed-severity fire in boreal spruce stands",
    "Forest Ecology and Management",
    ["S0378112720011112"],
)
SD.redirect(
    SD_DOI, "/10.1016/j.foreco.2021.119245", f"http://{SD_LINK}/retrieve/pii/S0378112721003345"
)
SD.redirect(
    SD_LINK, "/retrieve/pii/S0378112721003345", SD.url("/science/article/pii/S0378112721003345")
)

# --- SpringerLink-like --------------------------------------------------------------------
SP = Hub(
    "SpringerLink-like",
    "link",
    "springerlnk",
    "SpringerLink",
    [("/search", "Search"), ("/journals/a/1", "Journals A-Z"), ("/books/a/1", "Books A-Z")],
    [
        ("/impressum", "Impressum"),
        ("/legal-notice", "Legal notice"),
        ("/privacystatement", "Privacy statement"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    home_title="Home - Springer",
)
SP_STATIC = host("static-content", "springerlnk")
SP_CITE = host("citation-needed", "springerlnk")
SP_DOI = host("doi", "springerlnk-doi")
BOOK = "10.1007/978-3-030-61842-7"
BOOK_TITLE = "Coastal Archaeology of the North Atlantic"
CHAPTERS = {
    3: "Shell Middens as Climate Proxies",
    7: "Radiocarbon Reservoir Offsets in Fjords",
    8: "Drowned Landscapes of Doggerland",
}


def sp_chapter(n: int) -> set[str]:
    doi, title = f"{BOOK}_{n}", CHAPTERS[n]
    pdf_url = SP.serve(
        SP.portal.host, f"/content/pdf/{doi}.pdf", doc(title, BOOK_TITLE, doi), "application/pdf"
    )
    esm = SP.serve(
        SP_STATIC,
        f"/esm/chp%3A10.1007%2F978-3-030-61842-7_{n}/MediaObjects/495311_1_En_{n}_MOESM1_ESM.xlsx",
        EMPTY_ZIP,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    cites = [
        SP.serve(SP_CITE, f"/v2/references/{doi}?format={f}&flavour=citation", body, ct)
        for f, body, ct in (
            ("refman", ris(title, doi, BOOK_TITLE), "application/x-research-info-systems"),
            ("bibtex", bib(title, doi), "application/x-bibtex"),
        )
    ]
    fig = SP.serve(
        SP_STATIC,
        f"/image/art%3A10.1007%2F978-3-030-61842-7_{n}/MediaObjects/495311_1_En_{n}_Fig1_HTML.png",
        figure(n),
        "image/png",
    )
    others = [f"/chapter/{BOOK}_{m}" for m in CHAPTERS if m != n]
    head = meta(
        [
            ("citation_title", title),
            ("citation_inbook_title", BOOK_TITLE),
            ("citation_publisher", "Springer, Cham"),
            ("citation_doi", doi),
            ("citation_pdf_url", pdf_url),
            ("citation_firstpage", str(n * 20 + 1)),
            ("og:site_name", "SpringerLink"),
            ("og:type", "Paper"),
            ("dc.identifier", f"doi:{doi}"),
        ]
    )
    main = f"""<div class="c-article-header"><p class="c-chapter-book-series">Part of the book series</p>
<p>Chapter in {a(SP.url(f"/book/{BOOK}"), BOOK_TITLE)}</p>
<h1 class="c-article-title">{title}</h1>
<ul class="c-article-author-list"><li><a href="#auth-1">H. Sørensen</a></li></ul>
<div class="c-pdf-download">{a(pdf_url, "Download chapter PDF", data_track="click")}</div>
<a href="{SP.url(f"/content/pdf/{BOOK}.pdf")}">Download book PDF</a></div>
<section><h2>Abstract</h2><p>{title}: abstract.</p></section>
<figure><a href="{fig}" data-track-action="view figure">Fig. 1</a></figure>
<section id="Sec-ESM"><h2>Electronic supplementary material</h2>{ul([a(esm, "Supplementary file 1 (XLSX 21 kb)")])}</section>
<section id="citeas"><h2>Cite this chapter</h2>{ul([a(cites[0], ".RIS"), a(cites[1], ".BIB")])}</section>
<nav class="c-chapter-nav">{ul([a(SP.url(o), "Chapter " + o.rsplit("_", 1)[1]) for o in others])}</nav>"""
    landing = SP.page(f"/chapter/{doi}", title, main, head=head)
    return {landing, pdf_url, esm, fig, *cites}


SP3, SP7 = sp_chapter(3), sp_chapter(7)
sp_chapter(8)
SP.serve(SP.portal.host, f"/content/pdf/{BOOK}.pdf", doc(BOOK_TITLE), "application/pdf")
SP.page(
    f"/book/{BOOK}",
    BOOK_TITLE,
    f"<h1>{BOOK_TITLE}</h1>"
    + ul([a(SP.url(f"/chapter/{BOOK}_{m}"), t) for m, t in CHAPTERS.items()]),
)
SP.redirect(SP_DOI, f"/{BOOK}_3", SP.url(f"/chapter/{BOOK}_3"))

# --- Wiley-like ---------------------------------------------------------------------------
WY = Hub(
    "Wiley-like",
    "onlinelibrary",
    "wileyol",
    "Wiley Online Library",
    [
        ("/action/showPublications", "Journals"),
        ("/search/advanced", "Advanced Search"),
        ("/action/showLogin", "Institutional login"),
    ],
    [
        ("/terms-and-conditions", "Terms of Use"),
        ("/privacy-policy", "Privacy Policy"),
        ("/about-cookies", "Manage Cookies"),
    ],
    title_format="{title} - {name}",
    home_title="Wiley Online Library | Scientific research articles, journals, books, and reference works",
    generator="Atypon",
)
WY_DOI = host("doi", "wileyol-doi")
WY.serve(WY.portal.host, "/products/wol/releasedAssets/js/main.bundle.js", JS, "text/javascript")


def wy_article(
    doi: str, title: str, journal: str, files: list[str], dryad: str | None
) -> tuple[set[str], set[str]]:
    enc = doi.replace("/", "%2F")
    suffix = doi.split("/", 1)[1]
    flat = suffix.replace(".", "")
    urls = {
        "full": WY.page(f"/doi/full/{doi}", title, f"<h1>{title}</h1><p>Full text.</p>"),
        "epdf": WY.page(
            f"/doi/epdf/{doi}", title, f'<div id="pdf-reader" data-doi="{doi}">{title}</div>'
        ),
        "pdf": WY.serve(
            WY.portal.host, f"/doi/pdfdirect/{doi}", doc(title, journal), "application/pdf"
        ),
        "cit": WY.page(
            f"/action/showCitFormats?doi={enc}",
            f"Download citation: {title}",
            f"<h1>Download Citation</h1><p>{title}</p><form action='/action/downloadCitation'>"
            "<select name='format'><option>RIS</option></select></form>",
        ),
    }
    supp = [
        WY.serve(
            WY.portal.host,
            f"/action/downloadSupplement?doi={enc}&file={flat}-sup-000{i + 1}-{f}",
            EMPTY_ZIP if f.endswith("x") else doc(f"{title} {f}"),
            "application/octet-stream",
        )
        for i, f in enumerate(files)
    ]
    fig = WY.serve(
        WY.portal.host,
        f"/cms/asset/7c1e2d90-{flat}-fig-0001-m.png",
        figure(len(files)),
        "image/png",
    )
    others = set()
    data = ""
    if dryad:
        dd = WY.serve(
            host("datadryad", "wileyol-data"),
            f"/stash/dataset/doi:{dryad}",
            f"<html><head><title>Data from: {title}</title></head><body><h1>Dataset</h1></body></html>",
        )
        others.add(dd)
        data = f'<section class="article-section__data-availability"><p>Data are available from {a(dd, "Dryad")}.</p></section>'
    head = (
        meta(
            [
                ("citation_title", title),
                ("citation_journal_title", journal),
                ("citation_doi", doi),
                ("citation_pdf_url", urls["pdf"]),
                ("og:site_name", "Wiley Online Library"),
                ("dc.identifier", doi),
            ]
        )
        + '<script src="/products/wol/releasedAssets/js/main.bundle.js"></script>'
    )
    main = f"""<div class="citation"><h1 class="citation__title">{title}</h1>
<p class="epub-doi"><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></p>
<div class="coolBar">{a(urls["epdf"], "PDF")} {a(urls["pdf"], "Download PDF")} {a(urls["full"], "Full text")}
{a(urls["cit"], "Export citation")} {a("/action/rightsLink", "Request permissions")}</div></div>
<section class="article-section__abstract"><h2>Abstract</h2><p>{title}.</p></section>
<figure>{a(fig, "Open in figure viewer")}</figure>{data}
<section class="article-section__supporting"><h2>Supporting Information</h2>{ul([a(s, s.rsplit("-", 1)[1]) for s in supp])}
<p>Please note: The publisher is not responsible for the content or functionality of any supporting information.</p></section>"""
    landing = WY.page(f"/doi/{doi}", title, main, head=head)
    return {landing, fig, *urls.values(), *supp}, others


WY1_TRUTH, WY1_OTHERS = wy_article(
    "10.1002/ece3.7421",
    "Thermal niche shifts in alpine bumblebees",
    "Ecology and Evolution",
    ["TableS1.xlsx", "AppendixS1.pdf"],
    "10.5061/dryad.8kprr4xq2",
)
WY2_TRUTH, _ = wy_article(
    "10.1111/1365-2745.13601",
    "Root trait plasticity across a salinity gradient",
    "Journal of Ecology",
    ["DataS1.docx"],
    None,
)
WY.redirect(WY_DOI, "/10.1111/1365-2745.13601", WY.url("/doi/10.1111/1365-2745.13601"))

# --- Taylor & Francis-like ----------------------------------------------------------------
TF = Hub(
    "Taylor-&-Francis-like",
    "www",
    "tandfon",
    "Taylor & Francis Online",
    [
        ("/action/showPublications", "Browse"),
        ("/search/advanced", "Advanced search"),
        ("/action/showCart", "Cart"),
    ],
    [
        ("/terms-and-conditions", "Terms & conditions"),
        ("/privacy", "Privacy policy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    home_title="Taylor & Francis Online: Peer-reviewed Journals",
    generator="Atypon",
)
TF_FIG = host("tandf", "tandf-figshare")


def tf_article(doi: str, title: str, journal: str, short: str) -> tuple[set[str], set[str]]:
    p = TF.portal.host
    pdf_url = TF.serve(p, f"/doi/pdf/{doi}?download=true", doc(title, journal), "application/pdf")
    sm = TF.serve(
        p,
        f"/doi/suppl/{doi}/suppl_file/{short}_sm4417.docx",
        EMPTY_ZIP,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    )
    sm_data = TF.serve(p, f"/doi/suppl/{doi}/suppl_file/{short}_sm4418.csv", csv(title), "text/csv")
    suppl = TF.page(
        f"/doi/suppl/{doi}?scroll=top",
        f"Supplemental Material: {title}",
        f"<h1>Supplemental material</h1><p>{title}</p>"
        + ul([a(sm, "Supplemental data (DOCX)"), a(sm_data, "Data (CSV)")]),
    )
    figs = TF.page(
        f"/doi/figure/{doi}?scroll=top&needAccess=true",
        f"Figures: {title}",
        f"<h1>Figures &amp; data</h1><p>{title}</p>"
        + "".join(
            f'<figure><img src="/na101/home/literatum/publisher/tandf/{short}_f000{i}_oc.png">'
            f"<figcaption>Figure {i}.</figcaption></figure>"
            for i in (1, 2)
        ),
    )
    for i in (1, 2):
        TF.serve(
            p,
            f"/na101/home/literatum/publisher/tandf/{short}_f000{i}_oc.png",
            figure(i + 9),
            "image/png",
        )
    abs_ = TF.page(f"/doi/abs/{doi}", title, f"<h1>{title}</h1><p>Abstract only.</p>")
    cit = TF.page(
        f"/action/showCitFormats?doi={doi.replace('/', '%2F')}",
        "Download citation",
        f"<h1>Download citation</h1><p>{title}</p>",
    )
    fsh = TF.serve(
        TF_FIG,
        f"/articles/dataset/{short.replace('_', '-')}/14982345",
        f"<html><head><title>{title} dataset</title></head><body><h1>Figshare item</h1></body></html>",
    )
    head = meta(
        [
            ("dc.Title", title),
            ("dc.Identifier", doi),
            ("citation_title", title),
            ("citation_doi", doi),
            ("citation_pdf_url", pdf_url),
            ("og:site_name", "Taylor & Francis"),
        ]
    )
    main = f"""<div class="toc-heading">{journal}</div><h1><span class="NLM_article-title hlFld-title">{title}</span></h1>
<ul class="tab-nav"><li>{a(abs_, "Abstract")}</li><li>{a(TF.url(f"/doi/full/{doi}"), "Full Article")}</li>
<li>{a(figs, "Figures & data")}</li><li>{a(suppl, "Supplemental")}</li><li>{a(pdf_url, "PDF")}</li></ul>
<p>{a(cit, "Download citation")} <a href="https://doi.org/{doi}">https://doi.org/{doi}</a></p>
<div class="hlFld-Fulltext"><p>Full text of {title}.</p><p>The data are openly available in {a(fsh, "figshare")}.</p></div>
<div class="related">{a("/doi/full/10.1080/13658816.2020.1766031", "People also read")}</div>"""
    landing = TF.page(f"/doi/full/{doi}", title, main, head=head)
    return {landing, abs_, pdf_url, suppl, sm, sm_data, figs, cit}, {fsh}


TF1_TRUTH, TF1_OTHERS = tf_article(
    "10.1080/13658816.2021.1893321",
    "Street network entropy and walkability in mid-sized cities",
    "International Journal of Geographical Information Science",
    "tgis_a_1893321",
)
TF2_TRUTH, TF2_OTHERS = tf_article(
    "10.1080/00343404.2021.1902487",
    "Regional resilience after plant closures: a panel study",
    "Regional Studies",
    "cres_a_1902487",
)
TF.page("/doi/full/10.1080/13658816.2020.1766031", "An unrelated popular paper", "<h1>Popular</h1>")

# --- Cambridge-Core-like ------------------------------------------------------------------
CC = Hub(
    "Cambridge-Core-like",
    "www",
    "cupcore",
    "Cambridge Core",
    [
        ("/core/browse-subjects", "Browse"),
        ("/core/services/librarians", "Services"),
        ("/core/login", "Log in"),
    ],
    [
        ("/core/legal-notices/terms", "Terms of use"),
        ("/core/legal-notices/privacy-policy", "Privacy"),
        ("/core/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    home_title="Cambridge Core - Journals & Books Online | Cambridge University Press",
)
VIEW = "/core/services/aop-cambridge-core/content/view"


def cc_article(
    journal: str, slug: str, hexid: str, pii: str, title: str, supp_hex: str
) -> set[str]:
    p = CC.portal.host
    pdf_url = CC.serve(
        p, f"{VIEW}/{hexid}/{pii}a.pdf/{slug}.pdf", doc(title, journal), "application/pdf"
    )
    supp = CC.serve(
        p,
        f"{VIEW}/{supp_hex}/{pii}sup001.pdf",
        doc(f"Supplementary material: {title}"),
        "application/pdf",
    )
    ris_url = CC.serve(
        p,
        f"/core/services/aop-easybib/export?exportType=ris&productIds={pii}&citationStyle=apa",
        ris(title, f"10.1017/{pii}", journal),
        "application/x-research-info-systems",
    )
    head = meta(
        [
            ("citation_title", title),
            ("citation_journal_title", journal),
            ("citation_pdf_url", pdf_url),
            ("citation_doi", f"10.1017/{pii}"),
            ("og:site_name", "Cambridge Core"),
        ]
    )
    base = f"/core/journals/{journal.lower().replace(' ', '-')}/article/{slug}/{hexid}"
    main = f"""<h1 data-v-app="">{title}</h1>
<div class="article-tabs">{a("#article", "Article")} {a("#fig", "Figures")} {a("#supplementary-materials", "Supplementary materials")} {a("#metrics", "Metrics")}</div>
<div class="app-actions">{a(pdf_url, "Save PDF")} {a(CC.url(base) + "#article", "HTML view")} {a(ris_url, "Export citation")}
{a("/core/services/aop-cambridge-core/share", "Share")} {a("/core/alerts", "Get alerts")}</div>
<div id="article"><p>Full text HTML of {title}.</p></div>
<div id="supplementary-materials"><h2>Supplementary material</h2>{ul([a(supp, "File (420 KB)")])}</div>
<div class="related">{a("/core/journals/" + journal.lower().replace(" ", "-"), journal)}</div>"""
    landing = CC.page(base, title, main, head=head)
    return {landing, pdf_url, supp, ris_url}


CC1_TRUTH = cc_article(
    "Antiquity",
    "a-bronze-age-causeway-at-fenland-marsh",
    "3F2A1B9C0D4E5F60718293A4B5C6D7E8",
    "S0003598X21000412",
    "A Bronze Age causeway at Fenland marsh",
    "9E0D8C7B6A5F4E3D2C1B0A9F8E7D6C5B",
)
CC2_TRUTH = cc_article(
    "Journal of Fluid Mechanics",
    "wake-transition-behind-porous-cylinders",
    "B71C4D2E9F0A1B2C3D4E5F6071829304",
    "S0022112021003210",
    "Wake transition behind porous cylinders",
    "C0FFEE11D00D22BEEF33CAFE44F00D55",
)
CC.page("/core/journals/antiquity", "Antiquity", "<h1>Antiquity</h1>")
CC.page("/core/journals/journal-of-fluid-mechanics", "Journal of Fluid Mechanics", "<h1>JFM</h1>")

CASES: list[Case] = [
    # sig_uri: every member carries the PII S0043135421004567 (pdfft, CDN figures and mmc
    # files, export API) while recommended articles and chrome do not.  Truth: landing, PDF,
    # two high-res figures, two supplementary files, RIS and BibTeX exports.
    SD.case(
        "sd-watres-article",
        "journal article",
        "Multi-Hop",
        "sig_uri",
        SD.url("/science/article/pii/S0043135421004567"),
        SD1_TRUTH,
        {
            SD.url("/science/article/pii/S0043135421001234"),
            SD.url("/science/article/pii/S0043135420009876"),
        },
    ),
    # sig_uri through a DOI resolver and linkinghub hop: the landing is the PII page.
    SD.case(
        "sd-foreco-via-doi",
        "journal article via DOI",
        "Multi-Hop",
        "sig_uri",
        f"http://{SD_DOI}/10.1016/j.foreco.2021.119245",
        SD2_TRUTH,
        {SD.url("/science/article/pii/S0378112720011112")},
        landing=SD.url("/science/article/pii/S0378112721003345"),
    ),
    # sig_uri: the chapter DOI suffix 978-3-030-61842-7_7 is in every member URI (PDF, ESM
    # on static-content, citation exports); the book and sibling chapters are other artifacts
    # (the book's DOI is a prefix of the chapter's, so a careless substring over-collects).
    SP.case(
        "springer-chapter-7",
        "book chapter",
        "Multi-Hop",
        "sig_uri",
        SP.url(f"/chapter/{BOOK}_7"),
        SP7,
        {SP.url(f"/book/{BOOK}"), SP.url(f"/chapter/{BOOK}_3"), SP.url(f"/chapter/{BOOK}_8")},
    ),
    SP.case(
        "springer-chapter-3-via-doi",
        "book chapter via DOI",
        "Multi-Hop",
        "sig_uri",
        f"http://{SP_DOI}/{BOOK}_3",
        SP3,
        {SP.url(f"/book/{BOOK}"), SP.url(f"/chapter/{BOOK}_7"), SP.url(f"/chapter/{BOOK}_8")},
        landing=SP.url(f"/chapter/{BOOK}_3"),
    ),
    # sig_uri: 'ece3.7421' (and its flattened 'ece37421') marks full text, ePDF, PDF,
    # supporting information and citation page; the Dryad dataset is another artifact.
    WY.case(
        "wiley-ece3-article",
        "journal article with supporting information",
        "Multi-Hop",
        "sig_uri",
        WY.url("/doi/10.1002/ece3.7421"),
        WY1_TRUTH,
        WY1_OTHERS,
    ),
    WY.case(
        "wiley-jecol-via-doi",
        "journal article via DOI",
        "Multi-Hop",
        "sig_uri",
        f"http://{WY_DOI}/10.1111/1365-2745.13601",
        WY2_TRUTH,
        landing=WY.url("/doi/10.1111/1365-2745.13601"),
    ),
    # sig_uri: the DOI is in /doi/full, /doi/abs, /doi/figure, /doi/suppl (and its files),
    # /doi/pdf and the citation page; figshare data is a separate artifact.
    TF.case(
        "tandf-ijgis-article",
        "journal article with figures and data",
        "Multi-Hop",
        "sig_uri",
        TF.url("/doi/full/10.1080/13658816.2021.1893321"),
        TF1_TRUTH,
        TF1_OTHERS | {TF.url("/doi/full/10.1080/13658816.2020.1766031")},
    ),
    TF.case(
        "tandf-regstud-article",
        "journal article with figures and data",
        "Multi-Hop",
        "sig_uri",
        TF.url("/doi/full/10.1080/00343404.2021.1902487"),
        TF2_TRUTH,
        TF2_OTHERS | {TF.url("/doi/full/10.1080/13658816.2020.1766031")},
    ),
    # sig_uri: the article's hex id is in the landing (the HTML view) and PDF view URIs; the
    # supplementary file has its own hex id and the export is keyed by PII, so the string
    # alone misses two members.  Truth: HTML view, PDF view, supplement, RIS export.
    CC.case(
        "cup-antiquity-article",
        "journal article HTML and PDF views",
        "Multi-Hop",
        "sig_uri",
        CC.url(
            "/core/journals/antiquity/article/a-bronze-age-causeway-at-fenland-marsh/3F2A1B9C0D4E5F60718293A4B5C6D7E8"
        ),
        CC1_TRUTH,
        {CC.url("/core/journals/antiquity")},
    ),
    CC.case(
        "cup-jfm-article",
        "journal article HTML and PDF views",
        "Multi-Hop",
        "sig_uri",
        CC.url(
            "/core/journals/journal-of-fluid-mechanics/article/wake-transition-behind-porous-cylinders/B71C4D2E9F0A1B2C3D4E5F6071829304"
        ),
        CC2_TRUTH,
        {CC.url("/core/journals/journal-of-fluid-mechanics")},
    ),
]
