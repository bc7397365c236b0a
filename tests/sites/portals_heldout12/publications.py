"""Publication platforms: a university's Pure research portal and its OJS 3.4 journals, plus
a lab's bare supplementary-material page and a research group's WordPress blog.

Pure: ``/en/publications/<slug>``, files ``/files/<id>/<name>``, activities
``/en/activities/<slug>``, persons and organisations.  OJS: article landing
``/index.php/<journal>/article/view/<id>``, galley viewer pages ``.../view/<id>/<galley>``
whose file is ``.../article/download/<id>/<galley>/<file>`` (two hops from the landing),
citation downloads ``/citationstylelanguage/download/<fmt>?submissionId=...``.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import (
    ANALYTICS,
    CC_BY,
    a,
    bibtex,
    csv_file,
    image_file,
    pdf_file,
    ris,
    text_file,
)

# --- Pure ----------------------------------------------------------------------------------

ASHBY = Portal(
    host="research.univ-ashby.hx12.example",
    name="University of Ashby Research Portal",
    menu=[
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
        ("/en/datasets/", "Datasets"),
        ("/en/activities/", "Activities"),
    ],
    footer=[
        ("http://www.univ-ashby.hx12.example/privacy", "Privacy"),
        ("http://www.elsevier-pure.test/", "Powered by Pure, Scopus & Elsevier Fingerprint Engine"),
        ("/en/accessibility", "Accessibility statement"),
    ],
    title_format="{title} — University of Ashby",
    home_title="University of Ashby Research Portal — University of Ashby",
)
OUTPUT = (
    "groundwater-nitrate-legacies-in-chalk-catchments",
    "Groundwater nitrate legacies in chalk catchments: a 40-year reconstruction",
    68810412,
)
OUTPUT_FILE = (97120455, "Legacies_AAM.pdf")
TALK = (
    "keynote-nitrate-time-lags-and-policy",
    "Keynote: Nitrate time lags and what they mean for catchment policy",
)
PROJECT = ("chalk-aquifer-legacy-nitrogen", "CHALK-N: Legacy nitrogen in chalk aquifers")


def _ashby_pages() -> dict[str, PageValue]:
    p = ASHBY
    slug, title, _pid = OUTPUT
    base = f"/en/publications/{slug}"
    persons = ", ".join(
        a(f"/en/persons/{s}", n)
        for s, n in (("meredith-oyelaran", "Meredith Oyelaran"), ("karl-hestvik", "Karl Hestvik"))
    )
    tabs = f"{a(base, 'Overview')} {a(base + '/fingerprints/', 'Fingerprint')} {a(base + '/similar/', 'Similar')}"
    main = f"""<div class="rendering rendering_researchoutput"><h1>{title}</h1><p class="persons">{persons}</p>
<p class="organisations">{a("/en/organisations/school-of-geography", "School of Geography")}</p>
<p>Research output: Contribution to journal › Article › peer-review</p><nav class="tabs">{tabs}</nav>
<div class="textblock">We reconstruct nitrate loading to the chalk aquifer since 1984.</div>
<table class="properties"><tr><th>Original language</th><td>English</td></tr><tr><th>Journal</th><td>{a("/en/publications/journals/water-research", "Water Research")}</td></tr>
<tr><th>DOIs</th><td>{a("http://doi.test/10.1016/j.watres.2025.123456", "10.1016/j.watres.2025.123456")}</td></tr></table>
<div class="document"><h3>Access to Document</h3>{a(f"/files/{OUTPUT_FILE[0]}/{OUTPUT_FILE[1]}", "Accepted author manuscript, 1.8 MB")} Licence: {a(CC_BY, "CC BY")}</div>
<div class="cite"><h3>Cite this</h3>{a(base + "/export/?format=bibtex", "BIBTEX")} {a(base + "/export/?format=ris", "RIS")}</div>
<div class="relations"><h3>Projects</h3>{a(f"/en/projects/{PROJECT[0]}", PROJECT[1])}<h3>Activities</h3>{a(f"/en/activities/{TALK[0]}", TALK[1])}</div></div>"""
    pages: dict[str, PageValue] = {base: p.page(title, main, head=ANALYTICS, share=p.url(base))}
    pages[f"/files/{OUTPUT_FILE[0]}/{OUTPUT_FILE[1]}"] = pdf_file(
        title, "Accepted author manuscript"
    )
    pages[base + "/export/?format=bibtex"] = bibtex(
        "oyelaran2025", title, 2025, "10.1016/j.watres.2025.123456"
    )
    pages[base + "/export/?format=ris"] = ris(title, 2025, "10.1016/j.watres.2025.123456")
    pages[base + "/fingerprints/"] = p.page(
        title, f"<h1>Fingerprint</h1><p>Dive into the research topics of '{title}'.</p>"
    )
    pages[base + "/similar/"] = p.page(title, "<h1>Similar research output</h1>")
    tslug, ttitle = TALK
    tmain = f"""<div class="rendering rendering_activity"><h1>{ttitle}</h1>
<p>{a("/en/persons/meredith-oyelaran", "Meredith Oyelaran")} (Keynote speaker)</p>
<p>Activity: Talk or presentation › Invited talk</p>
<div class="textblock">Invited keynote at the British Hydrological Society national symposium, Ashby, 9 September 2025. Why nitrate concentrations keep rising decades after inputs fell, and what catchment regulators can expect from current measures.</div>
<table class="properties"><tr><th>Period</th><td>9 Sept 2025</td></tr><tr><th>Event title</th><td>BHS National Symposium 2025</td></tr>
<tr><th>Location</th><td>Ashby, United Kingdom</td></tr></table>
<div class="relations"><h3>Related research output</h3>{a(base, title)}<h3>Projects</h3>{a(f"/en/projects/{PROJECT[0]}", PROJECT[1])}</div></div>"""
    pages[f"/en/activities/{tslug}"] = p.page(
        ttitle, tmain, head=ANALYTICS, share=p.url(f"/en/activities/{tslug}")
    )
    pages[f"/en/projects/{PROJECT[0]}"] = p.page(PROJECT[1], f"<h1>{PROJECT[1]}</h1>")
    pages["/en/persons/meredith-oyelaran"] = p.page(
        "Meredith Oyelaran", "<h1>Meredith Oyelaran</h1>"
    )
    return pages


def ashby_sites() -> list[Site]:
    return [ASHBY.site(_ashby_pages())]


# --- OJS 3.4 -------------------------------------------------------------------------------

FERRAND = Portal(
    host="journals.univ-ferrand.hx12.example",
    name="Journal of Hydro-Environment Studies",
    menu=[
        ("/index.php/jhes/issue/current", "Current"),
        ("/index.php/jhes/issue/archive", "Archives"),
        ("/index.php/jhes/about", "About"),
        ("/index.php/jhes/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/jhes/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs", "Open Journal Systems"),
    ],
    title_format="{title} | Journal of Hydro-Environment Studies",
    home_title="Journal of Hydro-Environment Studies",
)
OJS_GEN = '<meta name="generator" content="Open Journal Systems 3.4.0.8">'
J = "/index.php/jhes"
FERRAND_DOI = "doi.pid-ferrand.hx12.example"
# (submission, publication, title, galleys (galley id, label, file id), issue)
ARTICLE = (
    1187,
    1190,
    "Fine-sediment fingerprinting in a karst headwater: a Bayesian mixing approach",
    ((2254, "PDF", 5531), (2255, "HTML", 5532)),
    42,
)
ARTICLE2 = (
    1203,
    1206,
    "Riparian shading and stream temperature extremes under the 2022 heatwave",
    ((2290, "PDF", 5601),),
    42,
)


def _ojs_pages(
    art: tuple[int, int, str, tuple[tuple[int, str, int], ...], int],
) -> dict[str, PageValue]:
    p = FERRAND
    sid, pub, title, galleys, issue = art
    base = f"{J}/article/view/{sid}"
    gl = "".join(
        f"<li>{a(f'{base}/{g}', label, class_='obj_galley_link ' + label.lower())}</li>"
        for g, label, _f in galleys
    )
    cite = f"/citationstylelanguage/download/{{}}?submissionId={sid}&publicationId={pub}"
    main = f"""<article class="obj_article_details"><h1 class="page_title">{title}</h1>
<ul class="authors"><li>Anaïs Roumégoux {a("http://orcid.test/0000-0002-3344-5566", "ORCID")}</li><li>Théo Lacombe</li></ul>
<div class="item doi">DOI: {a(f"http://doi.test/10.70812/jhes.v12i3.{sid}", f"https://doi.org/10.70812/jhes.v12i3.{sid}")}</div>
<section class="item abstract"><h2>Abstract</h2><p>We apportion suspended sediment sources with a Bayesian un-mixing model.</p></section>
<section class="item references"><h2>References</h2><p>Collins, A. L. et al. (2017). {a("http://doi.test/10.1016/j.earscirev.2017.04.009", "Sediment source fingerprinting")}</p></section>
<ul class="value galleys_links">{gl}</ul>
<div class="item citation"><h2>How to Cite</h2><p>Roumégoux, A., &amp; Lacombe, T. (2025). {title}. <em>Journal of Hydro-Environment Studies</em>, 12(3).</p>
<h3>Download Citation</h3>{a(p.url(cite.format("ris")), "Endnote/Zotero/Mendeley (RIS)")} {a(p.url(cite.format("bibtex")), "BibTeX")}</div>
<div class="item issue"><h2>Issue</h2>{a(f"{J}/issue/view/{issue}", "Vol. 12 No. 3 (2025)")}</div>
<div class="item copyright">{a(CC_BY, "Creative Commons Attribution 4.0 International License")}</div></article>"""
    head = OJS_GEN + ANALYTICS + f'<meta name="citation_title" content="{title}">'
    pages: dict[str, PageValue] = {base: p.page(title, main, head=head, share=p.url(base))}
    for g, label, f in galleys:
        dl = f"{J}/article/download/{sid}/{g}/{f}"
        viewer = f"""<header class="header_view">{a(base, "Return to Article Details", class_="return")}
{a(base, title, class_="title")} {a(dl, "Download", class_="download")}</header>
<div id="{label.lower()}CanvasContainer" class="galley_view"><iframe src="{dl}?inline=1" title="{label} of {title}"></iframe></div>"""
        pages[f"{base}/{g}"] = (
            f"<!DOCTYPE html><html><head><title>View of {title} | Journal of Hydro-Environment Studies</title></head><body>{viewer}</body></html>"
        )
        body = (
            pdf_file(title, "JHES 12(3)")
            if label == "PDF"
            else Response.html(
                f"<html><head><title>{title}</title></head><body><h1>{title}</h1><figure><img src='{J}/article/download/{sid}/{g}/{f + 1}' alt='Figure 1'></figure></body></html>"
            )
        )
        pages[dl] = body
        pages[dl + "?inline=1"] = body
        pages[f"{J}/article/download/{sid}/{g}/{f + 1}"] = image_file()
    pages[cite.format("ris")] = ris(title, 2025, f"10.70812/jhes.v12i3.{sid}")
    pages[cite.format("bibtex")] = bibtex(f"jhes{sid}", title, 2025, f"10.70812/jhes.v12i3.{sid}")
    return pages


def ferrand_sites() -> list[Site]:
    pages = {**_ojs_pages(ARTICLE), **_ojs_pages(ARTICLE2)}
    toc = "".join(f"<li>{a(f'{J}/article/view/{x[0]}', x[2])}</li>" for x in (ARTICLE, ARTICLE2))
    pages[f"{J}/issue/view/42"] = FERRAND.page(
        "Vol. 12 No. 3 (2025)", f"<h1>Vol. 12 No. 3 (2025)</h1><ul>{toc}</ul>"
    )
    doi = Site(FERRAND_DOI)
    doi.add(
        f"/10.70812/jhes.v12i3.{ARTICLE2[0]}",
        Response.redirect(FERRAND.url(f"{J}/article/view/{ARTICLE2[0]}"), 302),
    )
    return [FERRAND.site(pages), doi]


def _ojs_truth(art: tuple[int, int, str, tuple[tuple[int, str, int], ...], int]) -> frozenset[str]:
    sid, pub, _t, galleys, _i = art
    base = f"{J}/article/view/{sid}"
    uris = (
        {base}
        | {f"{base}/{g}" for g, _l, _f in galleys}
        | {f"{J}/article/download/{sid}/{g}/{f}" for g, _l, f in galleys}
    )
    uris |= {
        f"/citationstylelanguage/download/{x}?submissionId={sid}&publicationId={pub}"
        for x in ("ris", "bibtex")
    }
    return frozenset(FERRAND.url(u) for u in uris)


# --- A lab's supplementary-material page (no portal software) --------------------------------

QUILLON = "supp.lab-quillon.hx12.example"
SUPP = "/pubs/2025/hawkmoth-flight-supplement.html"
SUPP_FILES = (
    "/data/2025/hawkmoth/S1_flight_tracks.csv",
    "/data/2025/hawkmoth/S2_wingbeat_spectra.csv",
    "/data/2025/hawkmoth/S3_analysis_code.py",
    "/data/2025/hawkmoth/Movie_S1.mp4",
    "/data/2025/hawkmoth/Supplementary_Information.pdf",
)


def quillon_sites() -> list[Site]:
    site = Site(QUILLON)
    items = "".join(f"<li>{a(u, u.rsplit('/', 1)[1])}</li>" for u in SUPP_FILES)
    site.add(
        SUPP,
        f"""<!DOCTYPE html><html><head><title>Supplementary material: Hawkmoths stabilise hovering flight in turbulent wind</title></head>
<body><h1>Supplementary material</h1><p>for Quillon, R., Adair, M. &amp; Fenwick, J. (2025). Hawkmoths stabilise hovering flight in turbulent wind.</p>
<ul>{items}</ul><p>Contact: r.quillon at lab-quillon</p></body></html>""",
    )
    for u in SUPP_FILES:
        ext = u.rsplit(".", 1)[1]
        site.add(
            u,
            csv_file("t,x,y,z")
            if ext == "csv"
            else pdf_file("Supplementary Information", "Hawkmoth flight")
            if ext == "pdf"
            else text_file("import numpy\n", "text/x-python")
            if ext == "py"
            else Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        )
    return [site]


# --- A research group's WordPress blog -------------------------------------------------------

PELLHAM = Portal(
    host="blogs.univ-pellham.hx12.example",
    name="Marginalia — Pellham Centre for Book History",
    menu=[
        ("/marginalia/", "Blog"),
        ("/marginalia/about/", "About"),
        ("/marginalia/category/news/", "News"),
        ("/marginalia/category/reading-room/", "From the reading room"),
    ],
    footer=[
        ("/marginalia/feed/", "RSS"),
        ("http://www.univ-pellham.hx12.example/", "University of Pellham"),
        ("http://wordpress.test/", "Proudly powered by WordPress"),
    ],
    title_format="{title} – Marginalia",
    home_title="Marginalia – Pellham Centre for Book History blog",
)
POST = "/marginalia/2025/03/18/a-binders-waste-in-a-1592-herbal/"
POST_PREV = "/marginalia/2025/02/27/the-reading-room-reopens/"
POST_NEXT = "/marginalia/2025/04/09/what-the-marginalia-tell-us-about-women-readers/"


def pellham_sites() -> list[Site]:
    p = PELLHAM
    title = "A binder's waste in a 1592 herbal"
    main = f"""<article class="post type-post"><h1 class="entry-title">{title}</h1>
<p class="byline">Posted on 18 March 2025 by {a("/marginalia/author/ckerrigan/", "Ciara Kerrigan")}</p>
<figure><img src="/marginalia/wp-content/uploads/2025/03/herbal-spine-1024x683.jpg" alt="The spine lining"><figcaption>Printed waste used as a spine lining.</figcaption></figure>
<p>While conserving our copy of the 1592 herbal, the conservators found printed waste from an almanac used as spine lining…</p>
<p>Tags: {a("/marginalia/tag/bindings/", "bindings")} {a("/marginalia/tag/early-modern-print/", "early modern print")}</p>
<nav class="post-navigation">{a(POST_PREV, "Previous: The reading room reopens")} {a(POST_NEXT, "Next: What the marginalia tell us about women readers")}</nav>
<div id="comments"><h2>One comment</h2><p>Fascinating find! — {a("http://someone.blog.test/", "A reader")}</p><p>{a(POST + "#respond", "Leave a reply")}</p></div>
<aside class="widget"><h2>Recent posts</h2><ul><li>{a(POST_NEXT, "What the marginalia tell us about women readers")}</li><li>{a(POST_PREV, "The reading room reopens")}</li></ul></aside></article>"""
    head = (
        '<meta name="generator" content="WordPress 6.7.2">'
        + ANALYTICS
        + f'<link rel="alternate" type="application/rss+xml" title="Comments Feed" href="{POST}feed/"><link rel="https://api.w.org/" href="/marginalia/wp-json/"><link rel="shortlink" href="/marginalia/?p=1873">'
    )
    pages: dict[str, PageValue] = {POST: p.page(title, main, head=head, share=p.url(POST))}
    pages["/marginalia/wp-content/uploads/2025/03/herbal-spine-1024x683.jpg"] = image_file(
        (180, 160, 120)
    )
    pages[POST + "feed/"] = text_file("<rss></rss>", "application/rss+xml")
    for u, t in (
        (POST_PREV, "The reading room reopens"),
        (POST_NEXT, "What the marginalia tell us about women readers"),
    ):
        pages[u] = p.page(t, f"<article><h1>{t}</h1></article>")
    return [p.site(pages)]


CASES = [
    # Pure research output: the seed's SSRN/bioRxiv kind (Single Hop, Single Page+ with
    # Ignores).  Truth: the output page, the accepted manuscript and the BibTeX/RIS exports.
    # The Fingerprint and Similar tabs are Pure's generated views (not the work); persons,
    # units, the project and the talk are other entities.
    Case(
        name="pure-research-output",
        imitates="Pure research portal (university)",
        artifact_class="paper",
        expected="single_page_plus_ignored",
        entry=ASHBY.url(f"/en/publications/{OUTPUT[0]}"),
        truth=frozenset(
            ASHBY.url(f"/en/publications/{OUTPUT[0]}{s}")
            for s in ("", "/export/?format=bibtex", "/export/?format=ris")
        )
        | {ASHBY.url(f"/files/{OUTPUT_FILE[0]}/{OUTPUT_FILE[1]}")},
        build=ashby_sites,
        others=frozenset(
            {ASHBY.url(f"/en/activities/{TALK[0]}"), ASHBY.url(f"/en/projects/{PROJECT[0]}")}
        ),
    ),
    # A Pure activity (an invited talk) has no files: the page is the artifact (Single
    # Artifact URI, Single Page — like the seed's blog-post rows).
    Case(
        name="pure-activity-talk",
        imitates="Pure research portal (university)",
        artifact_class="talk record",
        expected="single_page",
        entry=ASHBY.url(f"/en/activities/{TALK[0]}"),
        truth=frozenset({ASHBY.url(f"/en/activities/{TALK[0]}")}),
        build=ashby_sites,
        others=frozenset(
            {ASHBY.url(f"/en/publications/{OUTPUT[0]}"), ASHBY.url(f"/en/projects/{PROJECT[0]}")}
        ),
    ),
    # OJS: journal articles are not in the seed's table; nearest is the preprint rows
    # (Single Page+ with Ignores).  Truth: landing page, each galley's viewer page and its
    # file (two hops: through the viewer, which embeds it and links "Download"), the RIS
    # and BibTeX downloads.  The issue's table of contents is a container.
    Case(
        name="ojs-article-two-galleys",
        imitates="OJS 3.4 (university journals)",
        artifact_class="paper",
        expected="single_page_plus_ignored",
        entry=FERRAND.url(f"{J}/article/view/{ARTICLE[0]}"),
        truth=_ojs_truth(ARTICLE),
        build=ferrand_sites,
    ),
    # Entered by its DOI (302 to the landing page).
    Case(
        name="ojs-article-doi-entry",
        imitates="OJS 3.4 (university journals)",
        artifact_class="paper",
        expected="single_page_plus_ignored",
        entry=f"http://{FERRAND_DOI}/10.70812/jhes.v12i3.{ARTICLE2[0]}",
        truth=_ojs_truth(ARTICLE2),
        build=ferrand_sites,
        landing=FERRAND.url(f"{J}/article/view/{ARTICLE2[0]}"),
    ),
    # A bare supplementary page (no chrome, no home page) whose files sit in another
    # directory: Single Hop with nothing to ignore — Single Page+.
    Case(
        name="lab-supplement-page",
        imitates="Static supplementary-material page (lab web server)",
        artifact_class="dataset",
        expected="single_page_plus",
        entry=f"http://{QUILLON}{SUPP}",
        truth=frozenset(f"http://{QUILLON}{u}" for u in (SUPP, *SUPP_FILES)),
        build=quillon_sites,
    ),
    # A WordPress research blog post: the seed's blog rows, Single Page.  Previous/next and
    # recent posts are other artifacts; the comments feed, tags and author archive are the
    # blog's chrome; the figure is embedded.
    Case(
        name="wordpress-research-blog-post",
        imitates="WordPress research blog (book history centre)",
        artifact_class="blog post",
        expected="single_page",
        entry=PELLHAM.url(POST),
        truth=frozenset({PELLHAM.url(POST)}),
        build=pellham_sites,
        others=frozenset({PELLHAM.url(POST_PREV), PELLHAM.url(POST_NEXT)}),
    ),
]
