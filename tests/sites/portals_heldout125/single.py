"""Single Page, Single Page+ and Single Page+ with Ignored URIs portals of heldout125."""

from __future__ import annotations

from sites.portals._portal import Case, case, links

from ._kit import bare, csv, pdf_doc, portal, text

# --- WordPress research blog (Hypotheses / SciLogs-like): a post is one URI -------------
WP = portal(
    "blog",
    "leisurelab",
    "Leisure Lab Notes",
    menu=[
        ("/category/events/", "Events"),
        ("/category/heritage/", "Heritage"),
        ("/about/", "About"),
    ],
    title_format="{title} – {name}",
)
WP_POSTS = {
    "/2025/11/03/what-festival-goers-told-us/": "What festival-goers told us about crowding",
    "/2026/02/17/overtourism-and-the-quiet-season/": "Overtourism and the quiet season",
}


def _wp_sites() -> list:
    pages = {}
    paths = list(WP_POSTS)
    for i, (p, t) in enumerate(WP_POSTS.items()):
        other = paths[1 - i]
        pages[p] = WP.page(
            t,
            f'<article class="post"><h1 class="entry-title">{t}</h1><p class="byline">by '
            f'<a href="/author/mkowalska/">M. Kowalska</a></p><div class="entry-content">'
            f"<p>Notes from the field on {t.lower()}.</p></div>"
            f'<p class="tags"><a href="/tag/visitor-surveys/">visitor surveys</a></p>'
            f'<nav class="post-nav"><a href="{other}" rel="prev">Previous post</a></nav>'
            f'<section id="comments"><a href="{p}#respond">Leave a comment</a></section></article>',
            head=f'<link rel="alternate" type="application/rss+xml" href="{p}feed/">',
            share=WP.url(p),
        )
        pages[p + "feed/"] = text("<rss/>", "application/rss+xml")
    for x in ("/author/mkowalska/", "/tag/visitor-surveys/", "/category/events/"):
        pages[x] = WP.page("Archive", "<h1>Archive</h1>" + links([(q, "post") for q in paths]))
    return [WP.site(pages)]


# --- Omeka Classic heritage-tourism item: one page per item ------------------------------
OMEKA = portal(
    "archive",
    "coastalheritage",
    "Coastal Heritage Tourism Archive",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Exhibits"),
    ],
    title_format="{title} · {name}",
)


def _omeka_sites() -> list:
    item = OMEKA.page(
        "Postcard: Bathing machines at Saltmere, c. 1905",
        '<div id="primary"><h1>Postcard: Bathing machines at Saltmere, c. 1905</h1>'
        '<div class="element-set"><h2>Dublin Core</h2><dl><dt>Subject</dt><dd>'
        '<a href="/items/browse?tags=seaside">seaside</a></dd><dt>Date</dt><dd>1905</dd></dl></div>'
        '<div id="item-images"><img src="/files/square_thumbnails/9f2c-postcard.jpg" alt=""></div>'
        '<p>Collection: <a href="/collections/show/4">Seaside postcards</a></p>'
        '<ul class="item-pagination"><li><a href="/items/show/211">Previous Item</a></li>'
        '<li><a href="/items/show/213">Next Item</a></li></ul></div>',
    )
    pages = {"/items/show/212": item}
    for p in ("/items/show/211", "/items/show/213", "/collections/show/4", "/items/browse"):
        pages[p] = OMEKA.page("Item", "<h1>Item</h1>")
    pages["/files/square_thumbnails/9f2c-postcard.jpg"] = b"\xff\xd8\xff\xd9"
    return [OMEKA.site(pages)]


# --- OJS event-studies journal: article landing + galleys (Single Page+ with ignores) -----
OJS = portal(
    "journals",
    "eventstudies",
    "Journal of Event and Festival Studies",
    menu=[
        ("/index.php/jefs/issue/current", "Current"),
        ("/index.php/jefs/issue/archive", "Archives"),
        ("/index.php/jefs/about", "About"),
    ],
)
OJS_ARTS = {
    "1874": ("Volunteer motivation at a mid-size music festival", "1690"),
    "1902": ("Measuring host-community attitudes to a marathon", "1733"),
}


def _ojs_sites() -> list:
    pages = {}
    for aid, (t, gid) in OJS_ARTS.items():
        b = "/index.php/jefs/article"
        pages[f"{b}/view/{aid}"] = OJS.page(
            t,
            f'<article class="obj_article_details"><h1 class="page_title">{t}</h1>'
            f'<ul class="authors"><li>R. Okafor <a href="http://orcid.test/0000-0002-1825-0097">ORCID</a></li></ul>'
            f'<div class="item doi">DOI: <a href="http://doi.test/10.5555/jefs.{aid}">10.5555/jefs.{aid}</a></div>'
            f'<ul class="galleys_links"><li><a class="obj_galley_link pdf" href="{b}/view/{aid}/{gid}">PDF</a></li></ul>'
            f'<p class="download"><a href="{b}/download/{aid}/{gid}">Download PDF</a></p>'
            f'<div class="item citation"><a href="/index.php/jefs/citationstylelanguage/get/apa?submissionId={aid}">APA</a> '
            f'<a href="/index.php/jefs/citationstylelanguage/download/ris?submissionId={aid}">RIS</a></div>'
            f'<div class="item issue"><a href="/index.php/jefs/issue/view/88">Vol. 14 No. 2 (2025)</a></div>'
            f'<div class="item copyright"><a href="http://creativecommons.test/licenses/by-nc/4.0/">CC BY-NC</a></div></article>',
            head=f'<meta name="citation_pdf_url" content="{OJS.url(b)}/download/{aid}/{gid}">',
        )
        pages[f"{b}/view/{aid}/{gid}"] = OJS.page(
            t,
            f'<iframe src="{b}/download/{aid}/{gid}"></iframe><a href="{b}/download/{aid}/{gid}">Download</a>',
        )
        pages[f"{b}/download/{aid}/{gid}"] = pdf_doc(t, "Journal of Event and Festival Studies")
        pages[f"/index.php/jefs/citationstylelanguage/get/apa?submissionId={aid}"] = text(
            f"Okafor, R. (2025). {t}."
        )
        pages[f"/index.php/jefs/citationstylelanguage/download/ris?submissionId={aid}"] = text(
            f"TY  - JOUR\nTI  - {t}\nER  -\n", "application/x-research-info-systems"
        )
    pages["/index.php/jefs/issue/view/88"] = OJS.page("Vol. 14 No. 2", "<h1>Vol. 14 No. 2</h1>")
    return [OJS.site(pages)]


# --- EPrints destination report: abstract page + documents + exports ----------------------
EP = portal(
    "eprints",
    "hospitalityschool",
    "Hospitality School Research Repository",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/cgi/latest", "Latest"),
    ],
    title_format="{title} - {name}",
)
EP_ITEMS = {
    "4417": ("Alpine destination report: winter season 2024-25", "Alpine_winter_report_2025.pdf"),
    "4532": ("Hotel occupancy and staffing in coastal resorts", "coastal_staffing_final.pdf"),
}


def _ep_sites() -> list:
    pages = {}
    for eid, (t, fn) in EP_ITEMS.items():
        pages[f"/{eid}/"] = EP.page(
            t,
            f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{t}</h1>'
            f'<p><span class="person_name">Brunner, Lea</span> (2025) <em>{t}.</em> Project Report.</p>'
            f'<div class="ep_document"><a href="/{eid}/1/{fn}" class="ep_document_link">'
            f'<img src="/{eid}/1.hassmallThumbnailVersion/{fn}" alt="">{fn}</a> - Published Version</div>'
            f'<p>Export: <a href="/cgi/export/eprint/{eid}/BibTeX/hsr-eprint-{eid}.bib">BibTeX</a> '
            f'<a href="/cgi/export/eprint/{eid}/DC/hsr-eprint-{eid}.txt">Dublin Core</a></p>'
            f'<table><tr><th>Divisions:</th><td><a href="/view/divisions/tourism/">Tourism Management</a></td></tr>'
            f'<tr><th>Depositing User:</th><td><a href="/cgi/users/home?screen=User::View&amp;userid=77">Lea Brunner</a></td></tr>'
            f"</table>"
            f'<p><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={eid}">Edit item</a></p></div>',
        )
        pages[f"/{eid}/1/{fn}"] = pdf_doc(t)
        pages[f"/{eid}/1.hassmallThumbnailVersion/{fn}"] = b"\x89PNG\r\n"
        pages[f"/cgi/export/eprint/{eid}/BibTeX/hsr-eprint-{eid}.bib"] = text(
            f"@techreport{{hsr{eid}, title={{{t}}}}}"
        )
        pages[f"/cgi/export/eprint/{eid}/DC/hsr-eprint-{eid}.txt"] = text(f"title: {t}")
    pages["/view/divisions/tourism/"] = EP.page("Tourism Management", "<h1>Division</h1>")
    pages["/cgi/users/home"] = EP.page("Login", "<h1>Login</h1>")
    return [EP.site(pages)]


# --- Figshare for institutions: item page + files + citation exports ----------------------
FS = portal(
    "data",
    "tourismuni",
    "Tourism University Figshare",
    menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
)
FS_ITEMS = {
    "29384756": (
        "Day-visitor spending survey, Lake District 2025",
        "visitor_spend_2025.xlsx",
        "5511",
    ),
    "29410022": ("Hotel guest review corpus (anonymised)", "guest_reviews.csv", "5598"),
}


def _fs_sites() -> list:
    pages = {}
    for aid, (t, fn, fid) in FS_ITEMS.items():
        slug = t.lower().replace(" ", "_").replace(",", "").replace("(", "").replace(")", "")
        p = f"/articles/dataset/{slug}/{aid}"
        pages[p] = FS.page(
            t,
            f'<h1 class="title">{t}</h1><p>Dataset posted on 2025-10-01, authored by '
            f'<a href="/authors/Hannah_Price/1844">Hannah Price</a></p>'
            f'<a class="download" href="/ndownloader/files/{fid}">Download ({fn})</a>'
            f'<a href="/ndownloader/articles/{aid}/versions/1">Download all</a>'
            f'<p>Cite: <a href="/articles/dataset/{slug}/{aid}/export/bibtex">BibTeX</a> '
            f'<a href="/articles/dataset/{slug}/{aid}/export/ris">RIS</a></p>'
            f'<p>Categories: <a href="/categories/Tourism">Tourism</a></p>'
            f'<p>Licence <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p>'
            f'<p>DOI <a href="http://doi.test/10.5555/tu.{aid}.v1">10.5555/tu.{aid}.v1</a></p>',
            share=FS.url(p),
        )
        pages[f"/ndownloader/files/{fid}"] = csv("respondent,spend_gbp", "1,42.50")
        pages[f"/ndownloader/articles/{aid}/versions/1"] = text("PK", "application/zip")
        pages[p + "/export/bibtex"] = text(f"@misc{{{aid}, title={{{t}}}}}")
        pages[p + "/export/ris"] = text(f"TY  - DATA\nTI  - {t}\nER  -\n")
    pages["/authors/Hannah_Price/1844"] = FS.page("Hannah Price", "<h1>Hannah Price</h1>")
    pages["/categories/Tourism"] = FS.page("Tourism", "<h1>Tourism</h1>")
    return [FS.site(pages)]


def _fs_truth(aid: str) -> list[str]:
    t, _fn, fid = FS_ITEMS[aid]
    slug = t.lower().replace(" ", "_").replace(",", "").replace("(", "").replace(")", "")
    p = f"/articles/dataset/{slug}/{aid}"
    return [
        FS.url(u)
        for u in (
            p,
            f"/ndownloader/files/{fid}",
            f"/ndownloader/articles/{aid}/versions/1",
            p + "/export/bibtex",
            p + "/export/ris",
        )
    ]


# --- Samvera Hyrax heritage work: work page + file downloads + IIIF manifest --------------
HY = portal(
    "hyrax",
    "heritagetrust",
    "Heritage Trust Digital Collections",
    menu=[("/catalog", "Search"), ("/collections", "Collections"), ("/about", "About")],
    title_format="{title} // {name}",
)
HY_WORKS = {
    "c821gk05x": ("Oral histories of pier attendants, 1960-1985", ["t435gd21p", "t435gd22q"]),
    "n583xv12r": ("Visitor books of Wexcombe Castle, 1890-1939", ["zk51vh91b"]),
}


def _hy_sites() -> list:
    pages = {}
    for wid, (t, fids) in HY_WORKS.items():
        rows = "".join(
            f'<tr><td><a href="/concern/parent/{wid}/file_sets/{f}">{f}.pdf</a></td>'
            f'<td><a href="/downloads/{f}">Download</a></td></tr>'
            for f in fids
        )
        pages[f"/concern/generic_works/{wid}"] = HY.page(
            t,
            f'<h1 class="work-title">{t}</h1><dl class="work-show"><dt>Creator</dt><dd>'
            f'<a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Wexcombe+Trust">Wexcombe Trust</a></dd></dl>'
            f'<table class="related-files">{rows}</table>'
            f'<p><a href="/concern/generic_works/{wid}/manifest">IIIF manifest</a> '
            f'<a href="/concern/generic_works/{wid}/citation">Citations</a></p>'
            f'<p>In collection: <a href="/collections/8g84mm91n">Seaside heritage</a></p>',
        )
        for f in fids:
            pages[f"/concern/parent/{wid}/file_sets/{f}"] = HY.page(
                f, f'<h1>{f}</h1><a href="/downloads/{f}">Download</a>'
            )
            pages[f"/downloads/{f}"] = pdf_doc(t, f)
        pages[f"/concern/generic_works/{wid}/manifest"] = text(
            '{"@type":"sc:Manifest"}', "application/json"
        )
        pages[f"/concern/generic_works/{wid}/citation"] = HY.page(
            "Citations", f"<h1>{t}</h1><p>APA ...</p>"
        )
    pages["/catalog"] = HY.page("Search", "<h1>Search</h1>")
    pages["/collections/8g84mm91n"] = HY.page("Seaside heritage", "<h1>Seaside heritage</h1>")
    return [HY.site(pages)]


def _hy_truth(wid: str) -> list[str]:
    p = f"/concern/generic_works/{wid}"
    out = [p, p + "/manifest", p + "/citation"]
    for f in HY_WORKS[wid][1]:
        out += [f"/concern/parent/{wid}/file_sets/{f}", f"/downloads/{f}"]
    return [HY.url(u) for u in out]


# --- Hand-made static project page: no chrome, every link belongs (Single Page+) ---------
HM_HOST = "www.fieldstation.hx125.example"
HM_HOST2 = "survey.islandsobs.hx125.example"


def _hm_sites() -> list:
    from keepnet.testweb.site import Site

    a = Site(HM_HOST)
    a.add(
        "/projects/camping-survey-2024/",
        bare(
            "Campsite visitor survey 2024 - results",
            "<h1>Campsite visitor survey 2024</h1><p>Results of the survey of 612 campers.</p>"
            '<img src="chart.png" alt="response chart"><ul>'
            '<li><a href="report.pdf">Full report (PDF)</a></li>'
            '<li><a href="questionnaire.pdf">Questionnaire</a></li>'
            '<li><a href="responses.csv">Anonymised responses (CSV)</a></li>'
            '<li><a href="codebook.html">Codebook</a></li></ul>',
        ),
    )
    base = "/projects/camping-survey-2024/"
    a.add(base + "style.css", b"body{margin:2em}")
    a.add(base + "chart.png", b"\x89PNG\r\n")
    a.add(base + "report.pdf", pdf_doc("Campsite visitor survey 2024"))
    a.add(base + "questionnaire.pdf", pdf_doc("Questionnaire"))
    a.add(base + "responses.csv", csv("id,nights,party_size", "1,3,4"))
    a.add(
        base + "codebook.html", bare("Codebook", "<h1>Codebook</h1><p>nights: number of nights</p>")
    )
    b = Site(HM_HOST2)
    b.add(
        "/ferry2025.html",
        bare(
            "Island ferry passenger counts 2025",
            "<h1>Island ferry passenger counts, 2025</h1><p>Monthly counts by route.</p>"
            '<p><a href="data/ferry_counts_2025.csv">Data</a> | <a href="data/README.txt">README</a> | '
            '<a href="method.html">Method note</a></p>',
        ),
    )
    b.add("/style.css", b"body{margin:2em}")
    b.add("/data/ferry_counts_2025.csv", csv("month,route,passengers", "2025-01,A,1200"))
    b.add("/data/README.txt", text("Island ferry passenger counts 2025"))
    b.add("/method.html", bare("Method", "<h1>Method</h1><p>Ticket-gate counts.</p>"))
    return [a, b]


def _u(h: str, *paths: str) -> list[str]:
    return [f"http://{h}{p}" for p in paths]


CASES: list[Case] = [
    # WordPress blog post: the seed's blog posts (Hypotheses, SciLogs) are Single Page; the
    # truth is the post alone (author, tag, comments anchor, feed and neighbours are not it).
    *[
        case(
            f"wp-post-{i}",
            "WordPress (research blog)",
            "blog post",
            "single_page",
            WP.url(p),
            [WP.url(p)],
            _wp_sites,
        )
        for i, p in enumerate(WP_POSTS)
    ],
    # Omeka Classic item: the seed's Omeka.net row, Single Page; the thumbnail is embedded.
    case(
        "omeka-postcard",
        "Omeka Classic (heritage archive)",
        "collection item",
        "single_page",
        OMEKA.url("/items/show/212"),
        [OMEKA.url("/items/show/212")],
        _omeka_sites,
    ),
    # OJS article: like the seed's SSRN/bioRxiv rows, Single Hop with ignores; truth = the
    # landing page, the galley viewer, the PDF download and the two citation exports (issue,
    # ORCID, DOI resolver and licence links are not the article).
    *[
        case(
            f"ojs-article-{aid}",
            "OJS (event-studies journal)",
            "journal article",
            "single_page_plus_ignored",
            OJS.url(f"/index.php/jefs/article/view/{aid}"),
            [
                OJS.url(f"/index.php/jefs/article/view/{aid}"),
                OJS.url(f"/index.php/jefs/article/view/{aid}/{gid}"),
                OJS.url(f"/index.php/jefs/article/download/{aid}/{gid}"),
                OJS.url(f"/index.php/jefs/citationstylelanguage/get/apa?submissionId={aid}"),
                OJS.url(f"/index.php/jefs/citationstylelanguage/download/ris?submissionId={aid}"),
            ],
            _ojs_sites,
        )
        for aid, (_t, gid) in OJS_ARTS.items()
    ],
    # EPrints report: Single Hop like SSRN; truth = abstract page, the PDF, two exports.
    *[
        case(
            f"eprints-{eid}",
            "EPrints (hospitality repository)",
            "report",
            "single_page_plus_ignored",
            EP.url(f"/{eid}/"),
            [
                EP.url(f"/{eid}/"),
                EP.url(f"/{eid}/1/{fn}"),
                EP.url(f"/cgi/export/eprint/{eid}/BibTeX/hsr-eprint-{eid}.bib"),
                EP.url(f"/cgi/export/eprint/{eid}/DC/hsr-eprint-{eid}.txt"),
            ],
            _ep_sites,
        )
        for eid, (_t, fn) in EP_ITEMS.items()
    ],
    # Figshare item: the seed's own Figshare row, Single Page+ with ignores; truth = page,
    # file, zip of all files, BibTeX and RIS exports (author, category, DOI, licence are not).
    *[
        case(
            f"figshare-{aid}",
            "Figshare for institutions",
            "dataset",
            "single_page_plus_ignored",
            _fs_truth(aid)[0],
            _fs_truth(aid),
            _fs_sites,
        )
        for aid in FS_ITEMS
    ],
    # Hyrax work: single hop from the work page (file sets, downloads, manifest, citation);
    # the downloads are also linked from the work page itself.
    *[
        case(
            f"hyrax-{wid}",
            "Samvera Hyrax (heritage collections)",
            "digitised collection item",
            "single_page_plus_ignored",
            _hy_truth(wid)[0],
            _hy_truth(wid),
            _hy_sites,
        )
        for wid in HY_WORKS
    ],
    # Hand-made static pages without chrome: everything one hop away is the artifact, so
    # plain Single Page+ (the stylesheet and chart are embedded, not in the truth).
    case(
        "handmade-campsite",
        "Hand-made static site (field station)",
        "survey results page",
        "single_page_plus",
        f"http://{HM_HOST}/projects/camping-survey-2024/",
        _u(
            HM_HOST,
            *(
                f"/projects/camping-survey-2024/{x}"
                for x in ("", "report.pdf", "questionnaire.pdf", "responses.csv", "codebook.html")
            ),
        ),
        _hm_sites,
    ),
    case(
        "handmade-ferry",
        "Hand-made static site (observatory)",
        "dataset page",
        "single_page_plus",
        f"http://{HM_HOST2}/ferry2025.html",
        _u(
            HM_HOST2,
            "/ferry2025.html",
            "/data/ferry_counts_2025.csv",
            "/data/README.txt",
            "/method.html",
        ),
        _hm_sites,
    ),
]
