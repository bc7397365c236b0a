"""Single Hop repositories of the theme (Single Page+ with Ignored URIs, as the seed
prescribes for Figshare, Zenodo, SSRN, bioRxiv): an OJS transport journal, an EPrints
institute repository and a Figshare-for-institutions data portal.  Every homepage shows the
browse links (issue, subjects, categories) that item pages repeat, so the ignored-URIs list
built from the homepage and a 404 page removes them."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import host, pdf_file, text_file

# --- OJS 3: Journal of Transport and Land Use Studies -----------------------------------

J = "/index.php/jtlus"
OJS = Portal(
    host("journals", "transportlanduse"),
    "Journal of Transport and Land Use Studies",
    [
        (f"{J}/issue/current", "Current"),
        (f"{J}/issue/archive", "Archives"),
        (f"{J}/about/submissions", "Submissions"),
        (f"{J}/about", "About"),
    ],
    [
        (f"{J}/about/privacy", "Privacy statement"),
        ("http://pkp.test/ojs", "Platform & workflow by OJS"),
    ],
    title_format="{title} | {name}",
    home_main=(
        f'<h2>Current issue</h2><a href="{J}/issue/view/88">Vol. 19 No. 1 (2026)</a>'
        f'<a href="{J}/section/view/research">Research articles</a>'
    ),
)
OJS_ARTICLES = [
    (2417, 1893, "Accessibility-based zoning and commute mode shift: evidence from 14 cities"),
    (2431, 1911, "Freight parking scarcity and double-parking: a curb-space survey"),
]


def ojs_site() -> Site:
    pages = {}
    for art, gal, title in OJS_ARTICLES:
        base = f"{J}/article/view/{art}"
        main = (
            '<nav class="cmp_breadcrumbs"><a href="/">Home</a> / '
            f'<a href="{J}/issue/archive">Archives</a> / '
            f'<a href="{J}/issue/view/88">Vol. 19 No. 1 (2026)</a></nav>'
            f'<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>'
            '<section class="item abstract"><h2>Abstract</h2><p>We estimate ...</p></section>'
            f'<ul class="galleys_links"><li><a class="obj_galley_link pdf" href="{base}/{gal}">'
            "PDF</a></li></ul>"
            '<div class="item citation"><h2>How to Cite</h2><ul>'
            f'<li><a href="{J}/citationstylelanguage/download/ris?submissionId={art}">'
            "Endnote/Zotero/Mendeley (RIS)</a></li>"
            f'<li><a href="{J}/citationstylelanguage/download/bibtex?submissionId={art}">'
            "BibTeX</a></li></ul></div>"
            f'<div class="item issue"><a href="{J}/issue/view/88">Vol. 19 No. 1 (2026)</a>'
            f' · Section <a href="{J}/section/view/research">Research articles</a></div>'
            "</article>"
        )
        pages[base] = OJS.page(title, main)
        pages[f"{base}/{gal}"] = OJS.page(
            f"View of {title}",
            f'<header class="header_view"><a href="{base}" class="return">← Back to article'
            f'</a></header><iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html'
            f'?file={J}/article/download/{art}/{gal}"></iframe>',
        )
        pages[f"{J}/article/download/{art}/{gal}"] = pdf_file(title, "Full text")
        ris = f"TY  - JOUR\nTI  - {title}\nER  -\n"
        pages[f"{J}/citationstylelanguage/download/ris?submissionId={art}"] = text_file(
            ris, "application/x-research-info-systems"
        )
        bib = f"@article{{jtlus{art}, title={{{title}}}}}\n"
        pages[f"{J}/citationstylelanguage/download/bibtex?submissionId={art}"] = text_file(
            bib, "application/x-bibtex"
        )
    pages[f"{J}/issue/view/88"] = OJS.page(
        "Vol. 19 No. 1 (2026)", links([(f"{J}/article/view/{a}", t) for a, _g, t in OJS_ARTICLES])
    )
    return OJS.site(pages)


# --- EPrints 3.4: an institute for transport studies ------------------------------------

EP = Portal(
    host("eprints", "transportstudies"),
    "ITS Research Online",
    [
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/view/divisions/", "Browse by Division"),
        ("/information.html", "About"),
    ],
    [("/policies.html", "Repository policies"), ("/contact.html", "Contact")],
    title_format="{title} - {name}",
    home_main=(
        "<h1>Welcome to ITS Research Online</h1><ul>"
        '<li><a href="/view/subjects/HE.html">HE Transportation and Communications</a></li>'
        '<li><a href="/view/subjects/TF.html">TF Railroad engineering and operation</a></li>'
        '<li><a href="/view/divisions/its/">Institute for Transport Studies</a></li></ul>'
    ),
)
EP_ITEMS = [
    (
        4521,
        "National Travel Survey re-weighting for post-pandemic commuting",
        ["NTS_reweighting_final.pdf", "weights_2019_2024.csv"],
        "HE",
    ),
    (
        4608,
        "Signal passed at danger precursors in driver-advisory data",
        ["SPAD_precursors_accepted.pdf"],
        "TF",
    ),
]


def eprints_site() -> Site:
    pages = {}
    for n, title, files, subj in EP_ITEMS:
        docs = "".join(
            f'<tr><td><a class="ep_document_link" href="/{n}/{i}/{f}">{escape(f)}</a>'
            f" - {'Accepted Version' if f.endswith('.pdf') else 'Data'}</td></tr>"
            for i, f in enumerate(files, 1)
        )
        main = (
            f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
            '<p style="margin-bottom: 1em">Kovač, J. and Hall, R. (2025) ' + escape(title) + ".</p>"
            f'<table class="ep_block">{docs}</table>'
            "<h2>Abstract</h2><p>...</p>"
            '<table class="ep_block"><tr><th>Subjects:</th><td>'
            f'<a href="/view/subjects/{subj}.html">{subj}</a></td></tr>'
            '<tr><th>Divisions:</th><td><a href="/view/divisions/its/">Institute for Transport '
            f"Studies</a></td></tr><tr><th>URI:</th><td>http://{EP.host}/id/eprint/{n}</td></tr>"
            "</table>"
            '<form method="get" action="/cgi/export_redirect"><select name="format">'
            '<option value="BibTeX">BibTeX</option><option value="RIS">RIS</option></select>'
            f'<input type="hidden" name="eprintid" value="{n}"><input type="submit" '
            'value="Export"></form>'
            '<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint%3A%3AView'
            f'&amp;eprintid={n}">View Item</a>'
        )
        pages[f"/id/eprint/{n}/"] = EP.page(title, main)
        for i, f in enumerate(files, 1):
            if f.endswith(".pdf"):
                pages[f"/{n}/{i}/{f}"] = pdf_file(title, f)
            else:
                pages[f"/{n}/{i}/{f}"] = text_file(
                    "year,weight\n2019,1.00\n2024,0.87\n", "text/csv"
                )
    return EP.site(pages)


# --- Figshare for institutions: a logistics university's data repository ----------------

FS = Portal(
    host("rdr", "logisticsuni"),
    "Logistics University Research Data Repository",
    [("/browse", "Browse"), ("/search", "Search"), ("/about", "About"), ("/support", "Support")],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("http://figshare.test", "Powered by figshare")],
    title_format="{title}",
    home_main=(
        "<h2>Categories</h2>"
        '<a href="/categories/Engineering/Transportation_logistics">Transportation, logistics '
        'and supply chains</a> <a href="/categories/Economics/Transport_economics">Transport '
        "economics</a>"
    ),
)
FS_ITEMS = [
    (
        "dataset",
        "Freight_trip_diaries_Warsaw_2024",
        25831942,
        "Freight trip diaries, Warsaw 2024",
        [(46283011, "trip_diaries.csv"), (46283014, "codebook.pdf")],
        "Engineering/Transportation_logistics",
    ),
    (
        "software",
        "Cross-dock_scheduling_heuristics_code",
        26004417,
        "Cross-dock scheduling heuristics (code)",
        [(46900120, "crossdock-1.2.zip")],
        "Economics/Transport_economics",
    ),
]


def figshare_site() -> Site:
    pages = {}
    for kind, slug, aid, title, files, cat in FS_ITEMS:
        rows = "".join(
            f'<li><a href="/ndownloader/files/{fid}">{escape(fn)}</a></li>' for fid, fn in files
        )
        main = (
            f'<h1 class="title">{escape(title)}</h1><p class="meta">{kind.title()} posted on '
            "2025-10-02 by Piotr Nowak</p>"
            f'<div class="files"><ul>{rows}</ul><a class="download-all" '
            f'href="/ndownloader/articles/{aid}/versions/1">Download all</a></div>'
            '<div class="description"><p>...</p></div>'
            f'<div class="categories"><a href="/categories/{cat}">{cat.split("/")[1].replace("_", " ")}'
            "</a></div>"
            '<div class="license"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0'
            "</a></div>"
        )
        pages[f"/articles/{kind}/{slug}/{aid}"] = FS.page(
            title, main, share=FS.url(f"/articles/{kind}/{slug}/{aid}")
        )
        for fid, fn in files:
            pages[f"/ndownloader/files/{fid}"] = (
                pdf_file(title, fn)
                if fn.endswith(".pdf")
                else Response.data(b"PK\x03\x04" + fn.encode(), "application/zip")
                if fn.endswith(".zip")
                else text_file("trip_id,stop,kg\n1,1,220\n", "text/csv")
            )
        pages[f"/ndownloader/articles/{aid}/versions/1"] = Response.data(
            b"PK\x03\x04all", "application/zip"
        )
    return FS.site(pages)


CASES: list[Case] = [
    # OJS article page (the seed's SSRN/bioRxiv preprint pages): Single Hop, chrome to
    # ignore: Single Page+ with Ignored URIs.  Truth: the article page, its PDF galley view,
    # the RIS and BibTeX citation downloads.  The issue and section links are on the
    # homepage (ignored); the PDF inside the galley view is an embedded iframe, not a hop.
    *[
        case(
            f"ojs-jtlus-article-{a}",
            "OJS (transport journal article)",
            "Single Hop",
            "single_page_plus_ignored",
            OJS.url(f"{J}/article/view/{a}"),
            [
                OJS.url(f"{J}/article/view/{a}"),
                OJS.url(f"{J}/article/view/{a}/{g}"),
                OJS.url(f"{J}/citationstylelanguage/download/ris?submissionId={a}"),
                OJS.url(f"{J}/citationstylelanguage/download/bibtex?submissionId={a}"),
            ],
            lambda: [ojs_site()],
        )
        for a, g, _t in OJS_ARTICLES
    ],
    # EPrints abstract page: like Zenodo/Figshare in the seed, the documents are one hop
    # away among menu and browse links: Single Page+ with Ignored URIs.  Truth: the abstract
    # page and its documents.  Subject/division links are on the homepage (ignored); the
    # export is a form, not links; the staff "View Item" link is over-collected (the seed's
    # "adds extra URIs" column), not truth.
    *[
        case(
            f"eprints-its-item-{n}",
            "EPrints (transport-studies institute repository)",
            "Single Hop",
            "single_page_plus_ignored",
            EP.url(f"/id/eprint/{n}/"),
            [EP.url(f"/id/eprint/{n}/")] + [EP.url(f"/{n}/{i}/{f}") for i, f in enumerate(fs, 1)],
            lambda: [eprints_site()],
        )
        for n, _t, fs, _s in EP_ITEMS
    ],
    # Figshare is in the seed's table: Single Page+ with Ignored URIs.  Truth: the item
    # page, each file's ndownloader URI and the download-all archive; the category link is
    # on the homepage, licence and share links go off-portal.
    *[
        case(
            f"figshare-inst-{k}-{aid}",
            "Figshare for institutions (logistics data repository)",
            "Single Hop",
            "single_page_plus_ignored",
            FS.url(f"/articles/{k}/{s}/{aid}"),
            [FS.url(f"/articles/{k}/{s}/{aid}"), FS.url(f"/ndownloader/articles/{aid}/versions/1")]
            + [FS.url(f"/ndownloader/files/{fid}") for fid, _fn in fl],
            lambda: [figshare_site()],
        )
        for k, s, aid, _t, fl, _c in FS_ITEMS
    ],
]
