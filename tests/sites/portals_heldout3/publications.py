"""Preprints, journal articles, blog posts, encyclopedia and news articles, videos, slides
and collection items.

Truth reasoning:

- biorxiv_*: bioRxiv in the table: single_page_plus_ignored.  Truth: abstract page, full
  text, PDF, supplementary-material tab and its file, article-info and metrics tabs.
  Subject collections, author searches and "related" preprints are outside.
- arxiv_*: an arXiv-like abstract page; most similar to bioRxiv/SSRN (a preprint whose
  formats are one hop away): single_page_plus_ignored.  Truth: abstract, PDF, HTML
  rendering, other-formats page, source tarball, BibTeX export.  Listings, prev/next
  browsing, author searches and reference services on other portals are outside.
- ssrn_*: SSRN in the table: single_page_plus_ignored.  Truth: abstract page and the two
  PDF delivery URLs.  Author pages, eJournal listings, related papers are outside.
- ojs_*: an OJS 3 journal article; not in the table, most similar to SSRN (abstract page
  with galleys one hop away): single_page_plus_ignored.  Truth: article page, PDF and HTML
  galley views, the PDF download (linked from the galley view), the citation exports.
  The issue table of contents, journal pages and other articles are outside.
- wordpress_*, ghost_*, hugo_*: blog posts (Hypotheses, ScienceBlogs... in the table):
  single_page.  Truth: the post alone; the comments feed, category, tag, author and
  archive pages and neighbouring posts are outside.  The Ghost title has no site name.
- wiki_*: Wikipedia in the table: single_page.  Truth: the article alone (edit, history,
  talk, permanent link and "what links here" are the wiki's tools; they share the name).
- news_*: The Conversation in the table: single_page.
- video_*: Benchfly video in the table: single_page (the player is embedded).
- slides_*: Slideshare in the table: path_based.  Truth: the deck page, its slide pages,
  its transcript and its PDF download, all under /user/deck.  The user's profile and a
  deck whose slug extends this one are outside.
- omeka_*: Omeka.net in the table: single_page (this installation shows no file or
  output-format links; the image is embedded).
- museum_*: a museum collection object with a downloadable high-resolution image and a
  IIIF manifest: not in the table, most similar to Figshare (landing page with its files
  one hop away): single_page_plus_ignored.  Soft 404.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._web import Chrome, a, data, pdf_file, stub, ul

# --------------------------------------------------------------------------- bioRxiv-like

BX = "www.bioprepub.hx3.example"


def _biorxiv() -> tuple[list[Site], frozenset[str]]:
    subjects = [
        "Animal Behavior and Cognition",
        "Biochemistry",
        "Bioengineering",
        "Bioinformatics",
        "Biophysics",
        "Cancer Biology",
        "Cell Biology",
        "Ecology",
        "Evolutionary Biology",
        "Genetics",
        "Genomics",
        "Immunology",
        "Microbiology",
        "Neuroscience",
        "Plant Biology",
    ]
    ch = Chrome(
        BX,
        "bioPrePub",
        title="{t} | {n}",
        menu=[
            ("/", "Home"),
            ("/submit-a-manuscript", "Submit"),
            ("/about-biorxiv", "About"),
            ("/alertsrss", "Alerts / RSS"),
            ("/content/early/recent", "New results"),
            *[(f"/collection/{s.lower().replace(' ', '-')}", s) for s in subjects],
        ],
        footer=[
            ("/about/FAQ", "FAQ"),
            ("/content/about-biorxiv", "About"),
            ("/content/privacy", "Privacy"),
            ("https://connect.bioprepub.hx3.example/", "Connect"),
        ],
        login="/user/login",
        search="/search",
        static="/sites/default/files",
        theme="highwire",
    )
    d = "10.1101/2024.01.02.573456"
    b = f"/content/{d}v2"
    title = "Astrocytic calcium waves gate sleep pressure in zebrafish larvae"
    tabs = [
        f"{b}.full",
        f"{b}.full.pdf",
        f"{b}.supplementary-material",
        f"{b}.article-info",
        f"{b}.article-metrics",
    ]
    supp = (
        "/content/biorxiv/early/2024/01/04/2024.01.02.573456/DC1/embed/media-1.xlsx?download=true"
    )
    pages: dict = {t: ch.page(title, f"<h1>{title}</h1>{a(b, 'Abstract')}") for t in tabs}
    pages[tabs[1]] = pdf_file(title)
    pages[tabs[2]] = ch.page(title, f"<h1>{title}</h1>{a(supp, 'media-1.xlsx')}")
    pages[supp] = data(
        b"PK\x03\x04", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    pages[b] = ch.page(
        title,
        f"""<div class="pane-title">New Results</div><h1 id="page-title">{title}</h1>
<div class="authors">{a("/search/author1%3AOkonkwo%2BA%20numresults%3A75", "Adaeze Okonkwo")},
{a("/search/author1%3APerrin%2BL%20numresults%3A75", "Luc Perrin")}</div>
<div>doi: {a("https://doi-link.hx3.example/" + d, "https://doi.org/" + d)}</div>
<ul class="tabs">{"".join("<li>" + a(t, t.rsplit(".", 1)[-1]) + "</li>" for t in tabs)}</ul>
<p>{a(supp, "Supplementary Material")}</p>
<p>Subject Area {a("/collection/neuroscience", "Neuroscience")}</p>
<h3>Related</h3>{ul([("/content/10.1101/2023.11.20.567890v1", "Glial control of arousal"), ("/content/10.1101/2024.02.14.580001v1", "Sleep in Drosophila")])}""",
        share_url=ch.url(b),
    )
    for p in [
        "/content/10.1101/2023.11.20.567890v1",
        "/content/10.1101/2024.02.14.580001v1",
        "/collection/neuroscience",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *tabs, supp])


# --------------------------------------------------------------------------- arXiv-like

AX = "export.preprint-xiv.hx3.example"


def _arxiv() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        AX,
        "preXiv",
        title="{t} | {n}",
        menu=[
            ("/", "preXiv"),
            ("/list/cs.DL/recent", "cs.DL"),
            ("/help", "Help"),
            ("/help/contact", "Contact"),
            ("/help/subscribe", "Subscribe"),
            ("/about/donate", "Donate"),
        ],
        footer=[
            ("/help/license", "Copyright"),
            ("/help/policies/privacy_policy", "Privacy Policy"),
            ("/help/web_accessibility", "Web Accessibility Assistance"),
            ("https://status.preprint-xiv.hx3.example", "Operational Status"),
        ],
        login="/login",
        search="/search",
        static="/static/browse/0.3.4",
        theme="abs",
    )
    i = "2403.01234"
    b = f"/abs/{i}"
    title = "Link rot in software citations of computational biology papers"
    parts = [f"/pdf/{i}", f"/html/{i}v1", f"/format/{i}", f"/src/{i}", f"/bibtex/{i}"]
    pages: dict = {
        parts[0]: pdf_file(title),
        parts[3]: data(b"\x1f\x8b", "application/gzip"),
        parts[4]: data(f"@misc{{x, title={{{title}}}}}", "text/plain"),
        parts[1]: ch.page(title, f"<h1>{title}</h1>", raw_title=True),
        parts[2]: ch.page(f"{i} Other formats", f"{a(parts[3], 'Download source')}"),
    }
    pages[b] = ch.page(
        f"[{i}] {title}",
        f"""<div class="header-breadcrumbs">{a("/", "preXiv")} &gt;
{a("/list/cs/recent", "cs")} &gt; preXiv:{i}</div><h1 class="title">Title: {title}</h1>
<div class="authors">Authors: {a("/search/cs?searchtype=author&query=Reyes,+M", "Marta Reyes")},
{a("/search/cs?searchtype=author&query=Baker,+T", "Tom Baker")}</div>
<blockquote class="abstract">We measure how often software URLs cited in papers stop resolving.</blockquote>
<div class="full-text"><h2>Access Paper:</h2>{ul([(parts[0], "View PDF"), (parts[1], "HTML (experimental)"), (parts[2], "Other Formats")])}</div>
<p>{a(parts[3], "Source")} · {a(parts[4], "Export BibTeX Citation")}</p>
<div class="browse">Current browse context: cs.DL {a("/prevnext?id=" + i + "&function=prev&context=cs.DL", "&lt; prev")}
{a("/prevnext?id=" + i + "&function=next&context=cs.DL", "next &gt;")} {a("/list/cs.DL/new", "new")} {a("/list/cs.DL/2403", "2403")}</div>
<div class="extra-ref-cite">{a("https://ui.adsabs-like.hx3.example/abs/" + i + "/abstract", "NASA ADS")}
{a("https://api.semanticscholar-like.hx3.example/arXiv:" + i, "Semantic Scholar")}</div>
<p>{a("/auth/show-endorsers/" + i, "Which authors of this paper are endorsers?")}</p>""",
        head=f'<meta name="citation_pdf_url" content="http://{AX}/pdf/{i}">',
        raw_title=True,
    )
    for p in [
        "/list/cs.DL/recent",
        "/list/cs.DL/new",
        "/list/cs.DL/2403",
        "/list/cs/recent",
        "/help",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *parts])


# --------------------------------------------------------------------------- SSRN-like

SS = "papers.socsci-network.hx3.example"


def _ssrn() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        SS,
        "SSRN",
        title="{t} :: {n}",
        menu=[
            ("/en/", "Home"),
            ("/index.cfm/en/browse/", "Browse"),
            ("/index.cfm/en/rankings/", "Rankings"),
            ("/index.cfm/en/product/", "Submit a paper"),
            ("/index.cfm/en/ssrn-faq/", "FAQ"),
            ("https://www.elsevier-like.example/", "Elsevier"),
        ],
        footer=[
            ("/index.cfm/en/dmca-notice/", "Copyright"),
            ("/index.cfm/en/terms-of-use/", "Terms"),
            ("/index.cfm/en/privacy-policy/", "Privacy"),
            ("/index.cfm/en/contact/", "Contact"),
        ],
        login="/sol3/login.cfm",
        search="/sol3/results.cfm",
        static="/cfincludes",
        theme="ssrn",
    )
    i = "4412345"
    b = f"/sol3/papers.cfm?abstract_id={i}"
    title = "Platform Liability and the Limits of Notice-and-Takedown"
    pdfs = [
        f"/sol3/Delivery.cfm/SSRN_ID{i}_code2345678.pdf?abstractid={i}&mirid=1",
        f"/sol3/Delivery.cfm/{i}.pdf?abstractid={i}&mirid=1&type=2",
    ]
    pages: dict = {p: pdf_file(title) for p in pdfs}
    pages[b] = ch.page(
        f"{title} by Miriam Osei",
        f"""<h1>{title}</h1>
<p>{a("/cf_dev/AbsByAuth.cfm?per_id=3318890", "Miriam Osei")} · University of Ghana School of Law</p>
<p>{a(pdfs[0], "Download This Paper")} {a(pdfs[1], "Open PDF in Browser")}</p>
<p>Keywords: intermediary liability · JEL {a("/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1234", "K24")}</p>
<p>Suggested Citation: Osei, Miriam, {title} (April 2, 2023). Available at SSRN: {a("https://ssrn-like.hx3.example/abstract=" + i, "abstract=" + i)}</p>
<h3>Related eJournals</h3>{ul([("/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1478", "Cyberspace Law eJournal")])}
<h3>Recommended Papers</h3>{ul([("/sol3/papers.cfm?abstract_id=4400001", "Content Moderation at Scale"), ("/sol3/papers.cfm?abstract_id=4123456", "Safe Harbours Revisited")])}""",
    )
    for p in [
        "/cf_dev/AbsByAuth.cfm?per_id=3318890",
        "/sol3/papers.cfm?abstract_id=4400001",
        "/sol3/papers.cfm?abstract_id=4123456",
        "/en/",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *pdfs])


# --------------------------------------------------------------------------- OJS

OJ = "journals.meridian-press.hx3.example"
J = "/index.php/jgm"


def _ojs_chrome() -> Chrome:
    return Chrome(
        OJ,
        "Journal of Geoscience Methods",
        title="{t} | {n}",
        menu=[
            (f"{J}/index", "Home"),
            (f"{J}/issue/current", "Current"),
            (f"{J}/issue/archive", "Archives"),
            (f"{J}/announcement", "Announcements"),
            (f"{J}/about", "About"),
            (f"{J}/about/editorialTeam", "Editorial Team"),
            (f"{J}/about/submissions", "Submissions"),
        ],
        footer=[
            (f"{J}/about/privacy", "Privacy Statement"),
            ("https://pkp-like.example/ojs", "Open Journal Systems"),
        ],
        login=f"{J}/login",
        search=f"{J}/search/search",
        static="/plugins/themes/default",
        theme="pkp",
        featured=[(f"{J}/article/view/1287", "Most read: Drone photogrammetry")],
    )


def _ojs_article(
    ch: Chrome, sid: int, pdf_gid: int, html_gid: int, fid: int, title: str, issue: int
):
    b = f"{J}/article/view/{sid}"
    v_pdf, v_html = f"{b}/{pdf_gid}", f"{b}/{html_gid}"
    dl = f"{J}/article/download/{sid}/{pdf_gid}/{fid}"
    cites = [
        f"{J}/citationstylelanguage/download/{f}?submissionId={sid}&publicationId={sid - 100}"
        for f in ("ris", "bibtex")
    ]
    pages: dict = {
        v_pdf: ch.page(
            f"View of {title}",
            f"<header>{a(b, 'Return to Article Details')} {a(dl, 'Download')}</header>"
            f'<iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file={dl}"></iframe>',
        ),
        v_html: ch.page(
            f"View of {title}", f"<article><h1>{title}</h1><p>Full text.</p></article>"
        ),
        dl: pdf_file(title),
    }
    for c in cites:
        pages[c] = data("TY  - JOUR", "text/plain")
    pages[b] = ch.page(
        title,
        f"""<nav class="cmp_breadcrumbs">{a(f"{J}/index", "Home")} / {a(f"{J}/issue/archive", "Archives")} /
{a(f"{J}/issue/view/{issue}", f"Vol. 12 No. {issue - 80} (2024)")} / Articles</nav>
<h1 class="page_title">{title}</h1><ul class="authors"><li>Ines Vidal <a href="https://orcid.example/0000-0001-2345-6789">ORCID</a></li></ul>
<div class="item doi">DOI: {a("https://doi-link.hx3.example/10.99994/jgm.v12i" + str(issue - 80) + "." + str(sid), "10.99994/jgm")}</div>
<section class="item keywords">Keywords: {a(f"{J}/search/search?query=photogrammetry", "photogrammetry")}</section>
<ul class="value galleys_links"><li>{a(v_pdf, "PDF", class_="obj_galley_link pdf")}</li><li>{a(v_html, "HTML", class_="obj_galley_link")}</li></ul>
<div class="csl">More Citation Formats {ul([(c, c.split("/download/")[1].split("?")[0].upper()) for c in cites])}</div>
<div class="item issue">Issue {a(f"{J}/issue/view/{issue}", "Vol. 12 No. 3")} Section Articles</div>
<div class="item copyright">{a("https://creativecommons.example/licenses/by/4.0/", "CC BY 4.0")}</div>
<div class="most-read">{ul([(f"{J}/article/view/1201", "Most read: Soil cores"), (f"{J}/article/view/1244", "LiDAR in forests")])}</div>""",
    )
    pages[f"{J}/issue/view/{issue}"] = stub(ch, "Issue")
    return pages, frozenset(ch.url(p) for p in [b, v_pdf, v_html, dl, *cites])


OJS_ARTS = [
    (1287, 2301, 2302, 9981, "Drone photogrammetry of active landslides: a field protocol", 83),
    (1310, 2360, 2361, 10112, "Low-cost seismometers in school networks", 84),
]


def _ojs_sites() -> list[Site]:
    ch = _ojs_chrome()
    pages: dict = {}
    for art in OJS_ARTS:
        pages.update(_ojs_article(ch, *art)[0])
    for p in [
        f"{J}/article/view/1201",
        f"{J}/article/view/1244",
        f"{J}/index",
        f"{J}/issue/archive",
        f"{J}/about",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)]


# --------------------------------------------------------------------------- blogs

WP = "fieldnotes-ecology.hx3.example"
GH = "notes.open-lab-methods.hx3.example"
HU = "jm-kowalski-research.hx3.example"


def _wordpress() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        WP,
        "Field Notes",
        title="{t} – {n}",
        menu=[
            ("/", "Home"),
            ("/about/", "About"),
            ("/publications/", "Publications"),
            ("/category/fieldwork/", "Fieldwork"),
            ("/category/methods/", "Methods"),
            ("/contact/", "Contact"),
        ],
        footer=[
            ("/privacy-policy/", "Privacy Policy"),
            ("https://wordpress-like.example/", "Proudly powered by WordPress"),
        ],
        login="/wp-login.php",
        search="/",
        static="/wp-content/themes/twentytwentyfour",
        theme="wp",
    )
    b = "/2023/05/17/counting-newts-in-the-rain/"
    title = "Counting newts in the rain"
    pages = {
        b: ch.page(
            title,
            f"""<article><h1 class="entry-title">{title}</h1>
<p class="meta">Posted on {a("/2023/05/", "May 17, 2023")} by {a("/author/hmorgan/", "Hannah Morgan")} in
{a("/category/fieldwork/", "Fieldwork")} · {a(b + "#comments", "3 Comments")}</p>
<p>Great crested newt surveys on wet nights.</p><p>Tags: {a("/tag/amphibians/", "amphibians")} {a("/tag/survey-methods/", "survey methods")}</p></article>
<nav class="post-navigation">{a("/2023/04/30/pond-dipping-protocols/", "← Pond dipping protocols")} {a("/2023/06/02/edna-for-beginners/", "eDNA for beginners →")}</nav>
<section id="comments"><p>Comment by Ravi {a(b + "?replytocom=12#respond", "Reply")}</p>{a(b + "feed/", "Comments RSS")}</section>
<aside>{ul([("/2023/", "2023"), ("/2022/", "2022"), ("/feed/", "Entries feed")])}</aside>""",
            share_url=ch.url(b),
        )
    }
    for p in [
        "/2023/04/30/pond-dipping-protocols/",
        "/2023/06/02/edna-for-beginners/",
        "/author/hmorgan/",
        "/category/fieldwork/",
        "/tag/amphibians/",
        "/2023/05/",
        "/about/",
    ]:
        pages[p] = stub(ch, p)
    pages[b + "feed/"] = data("<rss/>", "application/rss+xml")  # type: ignore[assignment]
    return [ch.site(pages)], frozenset([ch.url(b)])


def _ghost() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        GH,
        "Open Lab Methods",
        title="{t}",
        menu=[
            ("/", "Home"),
            ("/tag/open-science/", "Open science"),
            ("/tag/statistics/", "Statistics"),
            ("/about/", "About"),
            ("/#/portal/signup", "Subscribe"),
        ],
        footer=[("/rss/", "RSS"), ("https://ghost-like.example/", "Powered by Ghost")],
        login="/#/portal/signin",
        search="/#/search",
        static="/assets/built",
        theme="casper",
        social=(),
    )
    b = "/why-we-preregister/"
    title = "Why we preregister, even for exploratory work"
    pages = {
        b: ch.page(
            title,
            f"""<article class="post"><h1>{title}</h1>
<p>{a("/author/ana/", "Ana Lima")} · 6 min read</p><p>Preregistration is a plan, not a prison.</p>
<p>Our template: {a("http://osf.open-frame.hx3.example/kq9xe/", "on OSF")}</p></article>
<section class="read-next">{ul([("/p-values-in-context/", "P-values in context"), ("/lab-notebook-habits/", "Lab notebook habits")])}</section>""",
        )
    }
    for p in [
        "/p-values-in-context/",
        "/lab-notebook-habits/",
        "/author/ana/",
        "/tag/open-science/",
        "/about/",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset([ch.url(b)])


def _hugo() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        HU,
        "J. M. Kowalski",
        title="{t} · {n}",
        menu=[
            ("/", "Home"),
            ("/posts/", "Posts"),
            ("/publications/", "Publications"),
            ("/cv/", "CV"),
            ("/tags/", "Tags"),
        ],
        footer=[
            ("/index.xml", "RSS"),
            ("https://gohugo-like.example/", "Hugo"),
            ("https://github.example/jmkowalski", "GitHub"),
        ],
        login="/admin/",
        search="/search/",
        static="/css",
        theme="papermod",
        social=(),
    )
    b = "/posts/2022/bayesian-sample-size/"
    title = "Bayesian sample size planning"
    pages = {
        b: ch.page(
            title,
            f"""<article><h1>{title}</h1><time>2022-09-14</time>
<p>Tags: {a("/tags/statistics/", "statistics")} {a("/tags/r/", "r")}</p><p>Text, with a link to the preprint
{a("http://export.preprint-xiv.hx3.example/abs/2209.05555", "preXiv:2209.05555")}.</p></article>
<nav class="paginav">{a("/posts/2022/priors-as-assumptions/", "« Priors as assumptions")} {a("/posts/2022/simulating-power/", "Simulating power »")}</nav>""",
        )
    }
    for p in [
        "/posts/2022/priors-as-assumptions/",
        "/posts/2022/simulating-power/",
        "/tags/statistics/",
        "/posts/",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset([ch.url(b)])


# --------------------------------------------------------------------------- wiki and news

WK = "en.openpedia.hx3.example"
NW = "theconversation-like.hx3.example"


def _wiki() -> tuple[list[Site], frozenset[str]]:
    t = "Ocean_acidification"
    menu = [
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Openpedia:Contents", "Contents"),
        ("/wiki/Portal:Current_events", "Current events"),
        ("/wiki/Special:Random", "Random article"),
        ("/wiki/Openpedia:About", "About"),
        ("/wiki/Help:Contents", "Help"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Upload", "Upload file"),
        ("/wiki/Special:SpecialPages", "Special pages"),
    ]
    ch = Chrome(
        WK,
        "Openpedia",
        title="{t} - {n}",
        menu=menu,
        footer=[
            (
                "/wiki/Openpedia:Text_of_the_Creative_Commons_Attribution-ShareAlike_4.0_International_License",
                "CC BY-SA 4.0",
            ),
            ("/wiki/Openpedia:General_disclaimer", "Disclaimers"),
            ("/wiki/Openpedia:Contact_us", "Contact"),
            ("https://foundation.openpedia.hx3.example/wiki/Privacy_policy", "Privacy policy"),
        ],
        login=f"/w/index.php?title=Special:UserLogin&returnto={t}",
        search="/w/index.php",
        static="/w/load.php",
        theme="vector-2022",
        social=(),
    )
    tools = [
        f"/wiki/Talk:{t}",
        f"/w/index.php?title={t}&action=edit",
        f"/w/index.php?title={t}&action=history",
        f"/wiki/Special:WhatLinksHere/{t}",
        f"/w/index.php?title={t}&oldid=1198765432",
        f"/w/index.php?title=Special:CiteThisPage&page={t}&id=1198765432",
        f"/w/index.php?title={t}&action=info",
        f"/w/index.php?title=Special:DownloadAsPdf&page={t}&action=show-download-screen",
    ]
    arts = [
        "Carbon_dioxide",
        "Carbonic_acid",
        "PH",
        "Coral_reef",
        "Calcium_carbonate",
        "Aragonite",
        "Pteropod",
        "Ocean_deoxygenation",
        "Climate_change",
        "Ocean_acidification_in_the_Arctic_Ocean",
    ]
    cats = [
        "Category:Oceanography",
        "Category:Effects_of_climate_change",
        "Category:Aquatic_ecology",
    ]
    pages = {
        f"/wiki/{t}": ch.page(
            "Ocean acidification",
            f"""<h1>Ocean acidification</h1>
<div class="tabs">{ul([(f"/wiki/{t}", "Article")] + [(p, p.rsplit("=", 1)[-1]) for p in tools])}</div>
<p>From Openpedia, the free encyclopedia</p><p>Ocean acidification is the decrease in the {a("/wiki/PH", "pH")}
of the Earth's ocean, caused by uptake of {a("/wiki/Carbon_dioxide", "carbon dioxide")}.</p>
<p>See also {ul([(f"/wiki/{x}", x.replace("_", " ")) for x in arts])}</p>
<h2>References</h2><ol><li>{a("https://doi-link.hx3.example/10.99993/oa.2019.1", "Doney 2009")}</li></ol>
<div class="catlinks">{ul([(f"/wiki/{c}", c) for c in cats])}</div>
<p>Other languages {a("http://de.openpedia.hx3.example/wiki/Versauerung_der_Meere", "Deutsch")}</p>""",
        )
    }
    for p in tools + [f"/wiki/{x}" for x in arts + cats] + [m for m, _ in menu]:
        pages.setdefault(p, stub(ch, p))
    return [ch.site(pages)], frozenset([ch.url(f"/wiki/{t}")])


def _news() -> tuple[list[Site], frozenset[str]]:
    sections = [
        "Arts + Culture",
        "Business + Economy",
        "Education",
        "Environment",
        "Health",
        "Politics",
        "Science + Technology",
        "Podcasts",
        "In French",
        "Events",
    ]
    ch = Chrome(
        NW,
        "The Discourse",
        title="{t}",
        menu=[(f"/uk/{s.split()[0].lower()}", s) for s in sections]
        + [("/uk/newsletter", "Newsletter"), ("/uk/donate", "Donate")],
        footer=[
            ("/uk/who-we-are", "Who we are"),
            ("/uk/republishing-guidelines", "Republishing guidelines"),
            ("/uk/privacy-policy", "Privacy policy"),
            ("/uk/terms-and-conditions", "Terms"),
            ("/uk/jobs", "Jobs"),
        ],
        login="/sign_in",
        search="/uk/search",
        static="/assets",
        theme="tc",
    )
    b = "/why-peatlands-matter-more-than-you-think-219876"
    title = "Why peatlands matter more than you think"
    pages = {
        b: ch.page(
            title,
            f"""<article><h1>{title}</h1><p>Published: March 4, 2024 8.12am GMT</p>
<p>{a("/profiles/siobhan-keane-1420331", "Siobhan Keane")}, {a("/institutions/university-of-galway-1284", "University of Galway")}</p>
<p>Peat stores twice the carbon of all forests. {a("http://data.cityof-lakeport.hx3.example/browse", "open data")}</p>
<p>{a("/topics/peatlands-12345", "Peatlands")} {a("/topics/carbon-storage-6789", "Carbon storage")}</p></article>
<section>You might also like {ul([("/bogs-are-burning-219001", "Bogs are burning"), ("/rewetting-farms-218877", "Rewetting farms")])}</section>""",
            share_url=ch.url(b),
            raw_title=True,
        )
    }
    for p in [
        "/profiles/siobhan-keane-1420331",
        "/institutions/university-of-galway-1284",
        "/topics/peatlands-12345",
        "/bogs-are-burning-219001",
        "/rewetting-farms-218877",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset([ch.url(b)])


# --------------------------------------------------------------------------- video, slides

VD = "framesshare-video.hx3.example"
SL = "www.slidevault.hx3.example"


def _video() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        VD,
        "FramesShare",
        title="{t} on {n}",
        menu=[
            ("/watch", "Watch"),
            ("/channels/staffpicks", "Staff Picks"),
            ("/categories", "Categories"),
            ("/upload", "Upload"),
            ("/solutions", "Solutions"),
            ("/pricing", "Pricing"),
        ],
        footer=[
            ("/help", "Help Center"),
            ("/legal/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/cookie_policy", "Cookies"),
        ],
        login="/log_in",
        search="/search",
        static="/static",
        theme="player",
    )
    b = "/872341905"
    title = "Lab technique: Western blot transfer, step by step"
    pages = {
        b: ch.page(
            title,
            f"""<iframe src="http://player.{VD}/video/872341905" allowfullscreen></iframe>
<h1>{title}</h1><p>from {a("/biomethodslab", "BioMethods Lab")} · 2 years ago · {a("/categories/education", "Education")}</p>
<p>Tags {a("/tag:western+blot", "western blot")}</p><h2>More from BioMethods Lab</h2>
{ul([("/871111111", "Gel casting"), ("/870987654", "Pipetting basics"), ("/869000001", "Staining")])}""",
            share_url=ch.url(b),
        )
    }
    for p in [
        "/biomethodslab",
        "/871111111",
        "/870987654",
        "/869000001",
        "/categories/education",
        "/channels/staffpicks",
    ]:
        pages[p] = stub(ch, p)
    player = Site(f"player.{VD}", {"/video/872341905": "<html><body><video></video></body></html>"})
    return [ch.site(pages), player], frozenset([ch.url(b)])


def _slides() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        SL,
        "SlideVault",
        title="{t}",
        menu=[
            ("/explore", "Explore"),
            ("/category/science", "Science"),
            ("/category/technology", "Technology"),
            ("/category/education", "Education"),
            ("/upload", "Upload"),
            ("/pro", "Go Pro"),
        ],
        footer=[
            ("/about", "About"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/copyright", "Copyright"),
        ],
        login="/login",
        search="/search",
        static="/assets",
        theme="sv",
    )
    b = "/mfischer/reproducible-pipelines-with-snakemake"
    title = "Reproducible pipelines with Snakemake"
    slides = [f"{b}/{n}" for n in range(2, 7)]
    extra = [f"{b}/transcript", f"{b}/download"]
    pages: dict = {
        s: ch.page(f"{title} - slide {s.rsplit('/', 1)[-1]}", f"<h1>{title}</h1>{a(b, 'Back')}")
        for s in slides
    }
    pages[extra[0]] = ch.page(f"{title} - transcript", "<p>Slide 1: Why reproducibility</p>")
    pages[extra[1]] = pdf_file(title)
    pages[b] = ch.page(
        f"{title} | PDF",
        f"""<h1>{title}</h1><p>{a("/mfischer", "Mara Fischer")} · 38 slides ·
{a("/category/science", "Science")}</p><div class="slides">{"".join(a(s, "Slide " + s.rsplit("/", 1)[-1]) for s in slides)}</div>
<p>{a(extra[0], "Transcript")} {a(extra[1], "Download PDF")}</p>
<h2>More from Mara Fischer</h2>{ul([("/mfischer/reproducible-pipelines-with-snakemake-part-2", "Part 2: cluster execution"), ("/mfischer/conda-environments-101", "Conda environments 101")])}
<h2>Recommended</h2>{ul([("/lwong/nextflow-in-practice", "Nextflow in practice")])}""",
        share_url=ch.url(b),
    )
    for p in [
        "/mfischer",
        "/mfischer/reproducible-pipelines-with-snakemake-part-2",
        "/mfischer/conda-environments-101",
        "/lwong/nextflow-in-practice",
        "/category/science",
        "/explore",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *slides, *extra])


# --------------------------------------------------------------------------- collections

OM = "digital.county-archive-exhibits.hx3.example"
MU = "collections.harbour-maritime-museum.hx3.example"


def _omeka() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        OM,
        "County Archive Digital Collections",
        title="{t} · {n}",
        menu=[
            ("/items/browse", "Browse Items"),
            ("/collections/browse", "Browse Collections"),
            ("/exhibits", "Browse Exhibits"),
            ("/about", "About"),
            ("/items/search", "Advanced search"),
        ],
        footer=[("/about", "About"), ("https://omeka-like.example", "Proudly powered by Omeka")],
        login="/admin/users/login",
        search="/search",
        static="/themes/berlin",
        theme="berlin",
        social=(),
    )
    b = "/items/show/214"
    title = "Letter from the lighthouse keeper, 1911"
    pages = {
        b: ch.page(
            title,
            f"""<h1>{title}</h1><div id="itemfiles"><img src="/files/fullsize/9a1b7c2d.jpg" alt=""></div>
<dl><dt>Creator</dt><dd>Evans, Thomas</dd><dt>Date</dt><dd>1911-02-14</dd></dl>
<p>Collection {a("/collections/show/3", "Lighthouse papers")}</p><p>Tags {a("/items/browse?tags=lighthouses", "lighthouses")}</p>
<p>Citation: County Archive, “{title},” accessed May 1, 2025, {ch.url(b)}.</p>
<nav>{a("/items/show/213", "← Previous Item")} {a("/items/show/215", "Next Item →")}</nav>""",
        )
    }
    for p in [
        "/items/show/213",
        "/items/show/215",
        "/collections/show/3",
        "/items/browse",
        "/exhibits",
    ]:
        pages[p] = stub(ch, p)
    site = ch.site(pages)
    site.add("/files/fullsize/9a1b7c2d.jpg", data(b"\xff\xd8\xff", "image/jpeg"))
    return [site], frozenset([ch.url(b)])


def _museum() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        MU,
        "Harbour Maritime Museum Collections",
        title="{t} | {n}",
        menu=[
            ("/search", "Search the collection"),
            ("/themes", "Themes"),
            ("/people", "People"),
            ("/places", "Places"),
            ("/visit", "Visit us"),
            ("/shop", "Shop"),
            ("/support", "Support us"),
        ],
        footer=[
            ("/rights", "Image rights"),
            ("/accessibility", "Accessibility"),
            ("/contact", "Contact"),
        ],
        login="/account",
        search="/search",
        static="/dist",
        theme="museum",
        soft_404=True,
    )
    o = "1998.123.4"
    b = f"/objects/{o}"
    title = "Ship's chronometer, c. 1840"
    parts = [f"/media/{o}/full.jpg", f"/iiif/{o}/manifest.json"]
    pages: dict = {
        parts[0]: data(b"\xff\xd8\xff", "image/jpeg"),
        parts[1]: data('{"@type":"sc:Manifest"}', "application/ld+json"),
    }
    pages[b] = ch.page(
        title,
        f"""<h1>{title}</h1><img src="/media/{o}/preview.jpg" alt="">
<p>Object number {o} · {a("/people/arnold-and-dent", "Arnold & Dent")} · {a("/places/london", "London")}</p>
<p>{a(parts[0], "Download high-resolution image")} · {a(parts[1], "IIIF manifest")}</p>
<p>Theme {a("/themes/navigation", "Navigation")}</p><h2>Related objects</h2>
{ul([("/objects/1998.123.5", "Chronometer box"), ("/objects/2001.7.12", "Sextant, c. 1850")])}""",
        share_url=ch.url(b),
    )
    for p in [
        "/people/arnold-and-dent",
        "/places/london",
        "/themes/navigation",
        "/objects/1998.123.5",
        "/objects/2001.7.12",
    ]:
        pages[p] = stub(ch, p)
    site = ch.site(pages)
    site.add(f"/media/{o}/preview.jpg", data(b"\xff\xd8\xff", "image/jpeg"))
    return [site], frozenset(ch.url(p) for p in [b, *parts])


def _ojs_truth(i: int) -> frozenset[str]:
    return _ojs_article(_ojs_chrome(), *OJS_ARTS[i])[1]


CASES = [
    Case(
        "biorxiv_astrocytes",
        "bioRxiv/medRxiv-like preprint server",
        "preprint",
        "single_page_plus_ignored",
        f"http://{BX}/content/10.1101/2024.01.02.573456v2",
        _biorxiv()[1],
        lambda: _biorxiv()[0],
        frozenset([f"http://{BX}/content/10.1101/2023.11.20.567890v1"]),
    ),
    Case(
        "arxiv_link_rot",
        "arXiv-like abstract pages",
        "preprint",
        "single_page_plus_ignored",
        f"http://{AX}/abs/2403.01234",
        _arxiv()[1],
        lambda: _arxiv()[0],
    ),
    Case(
        "ssrn_platform_liability",
        "SSRN-like",
        "preprint",
        "single_page_plus_ignored",
        f"http://{SS}/sol3/papers.cfm?abstract_id=4412345",
        _ssrn()[1],
        lambda: _ssrn()[0],
        frozenset([f"http://{SS}/sol3/papers.cfm?abstract_id=4400001"]),
    ),
    Case(
        "ojs_drone_photogrammetry",
        "OJS journal article",
        "journal article",
        "single_page_plus_ignored",
        f"http://{OJ}{J}/article/view/1287",
        _ojs_truth(0),
        _ojs_sites,
        frozenset([f"http://{OJ}{J}/article/view/1201"]),
    ),
    Case(
        "ojs_school_seismometers",
        "OJS journal article",
        "journal article",
        "single_page_plus_ignored",
        f"http://{OJ}{J}/article/view/1310",
        _ojs_truth(1),
        _ojs_sites,
    ),
    Case(
        "wordpress_newts",
        "WordPress blog",
        "blog post",
        "single_page",
        f"http://{WP}/2023/05/17/counting-newts-in-the-rain/",
        _wordpress()[1],
        lambda: _wordpress()[0],
    ),
    Case(
        "ghost_preregister",
        "Ghost blog",
        "blog post",
        "single_page",
        f"http://{GH}/why-we-preregister/",
        _ghost()[1],
        lambda: _ghost()[0],
    ),
    Case(
        "hugo_sample_size",
        "Hugo personal site blog",
        "blog post",
        "single_page",
        f"http://{HU}/posts/2022/bayesian-sample-size/",
        _hugo()[1],
        lambda: _hugo()[0],
    ),
    Case(
        "wiki_ocean_acidification",
        "Wikipedia-like",
        "encyclopedia article",
        "single_page",
        f"http://{WK}/wiki/Ocean_acidification",
        _wiki()[1],
        lambda: _wiki()[0],
    ),
    Case(
        "news_peatlands",
        "News/magazine article (The Conversation-like)",
        "article",
        "single_page",
        f"http://{NW}/why-peatlands-matter-more-than-you-think-219876",
        _news()[1],
        lambda: _news()[0],
    ),
    Case(
        "video_western_blot",
        "Vimeo-like video page",
        "video",
        "single_page",
        f"http://{VD}/872341905",
        _video()[1],
        lambda: _video()[0],
    ),
    Case(
        "slides_snakemake",
        "Slideshare-like",
        "slideshow",
        "path_based",
        f"http://{SL}/mfischer/reproducible-pipelines-with-snakemake",
        _slides()[1],
        lambda: _slides()[0],
        frozenset([f"http://{SL}/mfischer/reproducible-pipelines-with-snakemake-part-2"]),
    ),
    Case(
        "omeka_lighthouse_letter",
        "Omeka",
        "collection item",
        "single_page",
        f"http://{OM}/items/show/214",
        _omeka()[1],
        lambda: _omeka()[0],
    ),
    Case(
        "museum_chronometer",
        "Museum collection object",
        "collection object with media",
        "single_page_plus_ignored",
        f"http://{MU}/objects/1998.123.4",
        _museum()[1],
        lambda: _museum()[0],
        frozenset([f"http://{MU}/objects/1998.123.5"]),
    ),
]
