"""Single-hop repository records of library and information science: EPrints (E-LIS),
OJS (a digital-curation journal), Figshare for institutions and Samvera Hyrax."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, one_site, pdf_file, text

# ---------------------------------------------------------------- EPrints (E-LIS)

EP = Portal(
    host=host("eprints", "rclis"),
    name="E-LIS repository",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/advanced", "Advanced search"),
        ("/policies.html", "Policies"),
    ],
    footer=footer((("/cgi/oai2", "OAI-PMH"),)),
    title_format="{title} - {name}",
)
EP_RECS = {
    48213: (
        "Crawling the long tail: scoping decisions in national web archives",
        "Smith, Jane",
        ["Smith_2025_crawling_long_tail.pdf"],
    ),
    47990: (
        "Persistent identifiers in library catalogues: a survey of practice",
        "Okafor, Chidi",
        ["Okafor_PID_survey.pdf", "Okafor_PID_survey_slides.pdf"],
    ),
}
EP_EXPORTS = [("BibTeX", "bib"), ("DC", "txt"), ("EndNote", "enw"), ("RIS", "ris")]


def ep_truth(n: int) -> list[str]:
    _t, _a, docs = EP_RECS[n]
    return (
        [EP.url(f"/{n}/")]
        + [EP.url(f"/{n}/{i}/{d}") for i, d in enumerate(docs, 1)]
        + [EP.url(f"/cgi/export/eprint/{n}/{f}/rclis-eprint-{n}.{x}") for f, x in EP_EXPORTS]
    )


def _ep_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {
        "/view/subjects/IM.html": EP.page("Browse by subject", "<h1>IM</h1>")
    }
    for n, (title, author, docs) in EP_RECS.items():
        cre = author.replace(", ", "=3A").replace(" ", "=20") + "=3A=3A"
        doc_html = "".join(
            f'<div class="ep_summary_page_document"><a class="ep_document_link" href="/{n}/{i}/{d}">'
            f'<img class="ep_doc_icon" src="/style/images/fileicons/application_pdf.png" alt="[img]"></a>'
            f'<a href="/{n}/{i}/{d}" class="ep_document_link"><span class="document_filename">{d}</span></a>'
            " - Published Version<br>Available under License Creative Commons Attribution.</div>"
            for i, d in enumerate(docs, 1)
        )
        for i, d in enumerate(docs, 1):
            pages[f"/{n}/{i}/{d}"] = pdf_file(title, author)
        exports = "".join(
            f'<option value="/cgi/export/eprint/{n}/{f}/rclis-eprint-{n}.{x}">{f}</option>'
            for f, x in EP_EXPORTS
        )
        for f, x in EP_EXPORTS:
            pages[f"/cgi/export/eprint/{n}/{f}/rclis-eprint-{n}.{x}"] = text(
                f"{f} record\n{title}\n{author}\n"
            )
        export_links = " ".join(
            f'<a href="/cgi/export/eprint/{n}/{f}/rclis-eprint-{n}.{x}">{f}</a>'
            for f, x in EP_EXPORTS
        )
        body = (
            f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
            f'<p><span class="person_name"><a href="/view/creators/{cre}.html">{escape(author)}</a>'
            "</span> (2025) <em>" + escape(title) + "</em>. In: Proceedings of iPRES 2025.</p>"
            f"{doc_html}<h2>Abstract</h2><p>We survey practice in the field.</p>"
            '<table class="ep_summary_page_fields"><tr><th>Subjects:</th><td>'
            '<a href="/view/subjects/IM.html">IM. Digital preservation</a></td></tr>'
            f"<tr><th>Item ID:</th><td>{n}</td></tr><tr><th>URI:</th><td>"
            f'<a href="/id/eprint/{n}">http://{EP.host}/id/eprint/{n}</a></td></tr></table>'
            f'<div class="ep_block">Export: <form action="/cgi/export_redirect"><select name="format">{exports}'
            f"</select></form> {export_links}</div>"
            '<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint::View&amp;'
            f'eprintid={n}">View Item</a></div>'
        )
        pages[f"/{n}/"] = EP.page(title, body)
        pages[f"/id/eprint/{n}"] = Response.redirect(f"/{n}/", 301)
    return pages


# ---------------------------------------------------------------- OJS (journal)

OJS = Portal(
    host=host("www", "ijdcjournal"),
    name="International Journal of Digital Curation",
    menu=[
        ("/index.php/ijdc/issue/current", "Current"),
        ("/index.php/ijdc/issue/archive", "Archives"),
        ("/index.php/ijdc/announcement", "Announcements"),
        ("/index.php/ijdc/about", "About"),
        ("/index.php/ijdc/about/submissions", "Submissions"),
    ],
    footer=footer(),
    title_format="{title} | {name}",
)
OJS_ARTS = {
    912: (
        1020,
        1088,
        "Trusted repositories in practice: ten years of CoreTrustSeal renewals",
        "pdf",
    ),
    905: (1011, 1079, "Curating research software: lessons from a national code archive", "html"),
}
OJS_STYLES = ["apa", "chicago-author-date", "harvard-cite-them-right"]


def ojs_truth(n: int) -> list[str]:
    pub, galley, _t, _k = OJS_ARTS[n]
    base = "/index.php/ijdc"
    return (
        [OJS.url(f"{base}/article/view/{n}"), OJS.url(f"{base}/article/view/{n}/{galley}")]
        + [
            OJS.url(f"{base}/citationstylelanguage/get/{s}?submissionId={n}&publicationId={pub}")
            for s in OJS_STYLES
        ]
        + [
            OJS.url(
                f"{base}/citationstylelanguage/download/{f}?submissionId={n}&publicationId={pub}"
            )
            for f in ("ris", "bibtex")
        ]
    )


def _ojs_pages() -> dict[str, PageValue]:
    b = "/index.php/ijdc"
    pages: dict[str, PageValue] = {
        f"{b}/issue/view/64": OJS.page("Vol. 20 No. 1 (2025)", "<h1>Vol. 20</h1>")
    }
    for n, (pub, galley, title, kind) in OJS_ARTS.items():
        q = f"submissionId={n}&amp;publicationId={pub}"
        styles = "".join(
            f'<li><a href="{b}/citationstylelanguage/get/{s}?{q}">{s}</a></li>' for s in OJS_STYLES
        )
        body = (
            f'<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>'
            '<ul class="authors"><li><span class="name">A. Author</span> <a href="https://orcid.test/0000-0002-1825-0097">'
            'ORCID</a></li></ul><div class="item doi">DOI: <a href="https://doi.test/10.2218/ijdc.v20i1.'
            f'{n}">https://doi.test/10.2218/ijdc.v20i1.{n}</a></div>'
            '<section class="item keywords">Keywords: certification, trustworthy digital repositories</section>'
            '<section class="item abstract"><h2>Abstract</h2><p>We analyse renewals.</p></section>'
            f'<div class="item galleys"><ul class="value galleys_links"><li><a class="obj_galley_link {kind}" '
            f'href="{b}/article/view/{n}/{galley}">{kind.upper()}</a></li></ul></div>'
            '<div class="item published">Published 2025-06-30</div>'
            f'<div class="item citation"><div class="citation_formats"><ul>{styles}</ul>'
            f'<div class="label">Download Citation</div><ul><li><a href="{b}/citationstylelanguage/download/ris?{q}">'
            f'Endnote/Zotero/Mendeley (RIS)</a></li><li><a href="{b}/citationstylelanguage/download/bibtex?{q}">'
            "BibTeX</a></li></ul></div></div>"
            f'<div class="item issue">Issue: <a href="{b}/issue/view/64">Vol. 20 No. 1 (2025)</a> · Section: '
            f'<a href="{b}/section/view/articles">Articles</a></div>'
            '<div class="item copyright">This work is licensed under a <a rel="license" '
            'href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a> licence.</div></article>'
        )
        pages[f"{b}/article/view/{n}"] = OJS.page(
            title, body, head=f'<meta name="citation_title" content="{escape(title)}">'
        )
        if kind == "pdf":
            pages[f"{b}/article/view/{n}/{galley}"] = pdf_file(title, "IJDC 20(1)")
        else:
            pages[f"{b}/article/view/{n}/{galley}"] = (
                f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>"
                f"<h1>{escape(title)}</h1><p>Full text.</p></body></html>"
            )
        for s in OJS_STYLES:
            pages[f"{b}/citationstylelanguage/get/{s}?submissionId={n}&publicationId={pub}"] = (
                f'<div class="csl-entry">Author, A. (2025). {escape(title)}. IJDC, 20(1).</div>'
            )
        pages[f"{b}/citationstylelanguage/download/ris?submissionId={n}&publicationId={pub}"] = (
            text(f"TY  - JOUR\nTI  - {title}\nER  - \n", "application/x-research-info-systems")
        )
        pages[f"{b}/citationstylelanguage/download/bibtex?submissionId={n}&publicationId={pub}"] = (
            text(f"@article{{ijdc{n}, title={{{title}}}}}\n", "application/x-bibtex")
        )
    return pages


# ---------------------------------------------------------------- Figshare for institutions

FIG = Portal(
    host=host("ulis", "figshr"),
    name="University Library Research Data",
    menu=[
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/collections", "Collections"),
        ("/about", "About"),
    ],
    footer=footer((("/terms", "Terms"),)),
    title_format="{title}",
    home_title="University Library Research Data",
)
FIG_ITEM = "/articles/dataset/Born-digital_archives_processing_times_2019-2025/28451977"
FIG_FILES = [
    ("49812331", "processing_times.csv", "text/csv"),
    ("49812334", "README.txt", "text/plain"),
]


def _fig_pages() -> dict[str, PageValue]:
    title = "Born-digital archives processing times 2019-2025"
    files = "".join(
        f'<li class="file"><span>{n}</span> <a href="/ndownloader/files/{i}" download>Download</a></li>'
        for i, n, _c in FIG_FILES
    )
    body = (
        f'<h1 class="title">{title}</h1><p class="meta">Dataset posted on 2025-09-02, authored by '
        '<a href="/authors/Maria_Garcia/17342">Maria Garcia</a>, '
        '<a href="/authors/Tom_Ng/17355">Tom Ng</a></p>'
        f'<section class="files"><h2>Files (2)</h2><ul>{files}</ul>'
        '<a href="/ndownloader/articles/28451977/versions/1">Download all (14 kB)</a></section>'
        "<p>Processing times recorded for 412 born-digital accessions.</p>"
        '<dl><dt>Categories</dt><dd><a href="/categories/Library_and_information_studies/24602">'
        "Library and information studies</a></dd><dt>Keywords</dt><dd>"
        '<a href="/search?q=:keyword:%20%22born-digital%22">born-digital</a> '
        '<a href="/search?q=:keyword:%20%22archival%20processing%22">archival processing</a></dd>'
        '<dt>Licence</dt><dd><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></dd>'
        '<dt>DOI</dt><dd><a href="https://doi.test/10.17028/rd.ulis.28451977.v1">10.17028/rd.ulis.28451977.v1</a></dd></dl>'
    )
    pages: dict[str, PageValue] = {FIG_ITEM: FIG.page(title, body)}
    for i, n, c in FIG_FILES:
        pages[f"/ndownloader/files/{i}"] = text(f"{n}\nid,days\n1,14\n", c)
    pages["/ndownloader/articles/28451977/versions/1"] = Response.data(
        b"PK\x05\x06" + b"\0" * 18, "application/zip"
    )
    return pages


FIG_TRUTH = [FIG.url(FIG_ITEM), FIG.url("/ndownloader/articles/28451977/versions/1")] + [
    FIG.url(f"/ndownloader/files/{i}") for i, _n, _c in FIG_FILES
]

# ---------------------------------------------------------------- Samvera Hyrax

HY = Portal(
    host=host("scholarworks", "libsci"),
    name="ScholarWorks",
    menu=[
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/help", "Help"),
    ],
    footer=footer(),
    title_format="{title} // {name}",
)
HY_WORK = "/concern/generic_works/8k71nh12v"
HY_FS = [
    ("2v23vt60t", "oral_history_transcript.pdf"),
    ("4q77fr39d", "oral_history_audio_access.mp3"),
]
HY_EXPORTS = [".endnote", ".ttl", ".jsonld", ".nt"]


def _hy_pages() -> dict[str, PageValue]:
    title = "Oral history: forty years of cataloguing practice at a regional library"
    rows = "".join(
        f'<tr><td><a href="/concern/parent/8k71nh12v/file_sets/{i}">{n}</a></td>'
        f'<td><a href="/downloads/{i}" target="_blank">Download</a></td></tr>'
        for i, n in HY_FS
    )
    body = (
        f'<header><h1>{title} <span class="label">Open Access</span></h1></header>'
        '<dl class="work-show"><dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Patel%2C+Ravi">'
        "Patel, Ravi</a></dd><dt>Keyword</dt><dd>"
        '<a href="/catalog?f%5Bkeyword_sim%5D%5B%5D=cataloguing">cataloguing</a></dd>'
        '<dt>Rights</dt><dd><a href="http://rightsstatements.test/vocab/InC-EDU/1.0/">In Copyright - Educational Use</a></dd></dl>'
        '<p>In collection: <a href="/collections/7d278v94c">Library history oral histories</a></p>'
        f'<table class="related-files"><thead><tr><th>File</th><th>Actions</th></tr></thead><tbody>{rows}</tbody></table>'
        '<div class="citations">Download metadata: '
        + " ".join(f'<a href="{HY_WORK}{x}">{x[1:]}</a>' for x in HY_EXPORTS)
        + "</div>"
    )
    pages: dict[str, PageValue] = {HY_WORK: HY.page(title, body)}
    for i, n in HY_FS:
        pages[f"/concern/parent/8k71nh12v/file_sets/{i}"] = HY.page(
            n,
            f'<h1>{n}</h1><p>File set of <a href="{HY_WORK}">{title}</a></p>'
            f'<a href="/downloads/{i}">Download the file</a>',
        )
        pages[f"/downloads/{i}"] = (
            pdf_file(title, "transcript")
            if n.endswith(".pdf")
            else Response.data(b"ID3\x03\0\0\0\0\0\0", "audio/mpeg")
        )
    for x in HY_EXPORTS:
        pages[HY_WORK + x] = text(f"{title}\n", "text/plain; charset=utf-8")
    pages["/collections/7d278v94c"] = HY.page(
        "Library history oral histories", "<h1>Collection</h1>"
    )
    return pages


HY_TRUTH = (
    [HY.url(HY_WORK)]
    + [HY.url(f"/concern/parent/8k71nh12v/file_sets/{i}") for i, _n in HY_FS]
    + [HY.url(f"/downloads/{i}") for i, _n in HY_FS]
    + [HY.url(HY_WORK + x) for x in HY_EXPORTS]
)

# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # An E-LIS eprint: like the seed's preprint servers (SSRN, BioRxiv), its documents and
    # export formats are one hop from the abstract page, scattered over /N/ and /cgi/export,
    # amid EPrints menus: Single Page+ with Ignored URIs.  Truth: abstract page, PDF, exports.
    case(
        "elis-crawling-long-tail",
        "EPrints (E-LIS subject repository)",
        "single hop",
        "single_page_plus_ignored",
        EP.url("/48213/"),
        ep_truth(48213),
        one_site(EP, _ep_pages),
    ),
    # Another eprint with paper and slides: same prescription, truth page + 2 docs + exports.
    case(
        "elis-pid-survey",
        "EPrints (E-LIS subject repository)",
        "single hop",
        "single_page_plus_ignored",
        EP.url("/47990/"),
        ep_truth(47990),
        one_site(EP, _ep_pages),
    ),
    # An OJS article: galley (served directly, no PDF.js viewer) and citation formats one
    # hop away, issue/section/menus not part of it: Single Page+ with Ignored URIs.
    case(
        "ijdc-coretrustseal",
        "OJS (journal article)",
        "single hop",
        "single_page_plus_ignored",
        OJS.url("/index.php/ijdc/article/view/912"),
        ojs_truth(912),
        one_site(OJS, _ojs_pages),
    ),
    # An OJS article with an HTML galley: same prescription and shape of truth.
    case(
        "ijdc-code-archive",
        "OJS (journal article)",
        "single hop",
        "single_page_plus_ignored",
        OJS.url("/index.php/ijdc/article/view/905"),
        ojs_truth(905),
        one_site(OJS, _ojs_pages),
    ),
    # The seed's Figshare row: Single Page+ with Ignored URIs.  Truth: landing page, both
    # file downloads and the download-all zip (authors, categories, keyword searches are not).
    case(
        "ulis-figshare-processing-times",
        "Figshare for institutions (dataset)",
        "single hop",
        "single_page_plus_ignored",
        FIG.url(FIG_ITEM),
        FIG_TRUTH,
        one_site(FIG, _fig_pages),
    ),
    # A Hyrax work: file-set pages, downloads and metadata exports all one hop from the work
    # page (not under its path), facets and collection besides: Single Page+ with Ignored URIs.
    case(
        "scholarworks-oral-history",
        "Samvera Hyrax (institutional repository work)",
        "single hop",
        "single_page_plus_ignored",
        HY.url(HY_WORK),
        HY_TRUTH,
        one_site(HY, _hy_pages),
    ),
]
