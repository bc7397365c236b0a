"""Web publications and media: a WordPress blog post, a Ghost blog post, a Sphinx project
documentation site on a Read-the-Docs-like host, a slides portal, an Omeka S collection
item, an nbviewer-like notebook page, a Kaltura-MediaSpace-like lecture video, and a
protocols.io-like protocol.

Heuristics (seed's table): blog posts -> `single_page` (Hypotheses, ScienceBlogs, ...);
the Sphinx site is a project website spanning sub-paths, like Silk -> `path_based`;
slides -> `path_based` (Slideshare row); Omeka S item -> `single_page` (Omeka.net row,
"but depends on installation"); a rendered notebook is a single page like a Wikipedia
article -> `single_page`; a lecture video with its download and captions is the JoVE row ->
`single_page_plus_ignored`; a protocol with its PDF export and materials list is closest to
JoVE's methods videos -> `single_page_plus_ignored`.

Truth reasoning:
- wp-post / ghost-post: the post alone.  Not categories, tags, author archive, comment feed,
  Jetpack `?share=` links (same path!), previous/next posts, newsletter signup.
- sphinx-docs: entry `/tessellate/` redirects to `/tessellate/en/latest/`; truth is every
  page of that documentation version (narrative pages, API pages, highlighted module source,
  the general index, the page sources) but not other versions (`/en/stable/`, `/en/v1.4/`),
  another project on the same host, the search page, nor the GitHub repository.
- slides-deck: the deck page, its per-slide views, its transcript, and the PDF download on
  the portal's file host.  Not the presenter's profile or other decks, categories.
- omeka-item: the item page, its media page and the original file (the digitised object).
  Not item sets, browse facets, site pages.  (An archivist would keep the original file, so
  the single-page prescription will miss it: recorded deliberately, see the seed's caveat.)
- nbviewer-notebook: the rendered notebook page only; the raw notebook and the repository
  are on GitHub (another portal); every page of this portal has the same `<title>`.
- mediaspace-lecture: media page, video download, captions, attached slides.  Not channels,
  categories, tags, related media.
- protocol-page: protocol page, PDF export and materials page.  Not the workspace,
  researcher profiles, other protocols, the explore page.  The portal soft-404s.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case
from sites.portals_heldout2._chrome import CC_BY, SOCIAL, Skin, a, data, pdf_file, share_bar, ul


def _chrome_pages(skin: Skin, paths: list[str]) -> dict:
    return {
        p: skin.page(p.strip("/").split("/")[-1] or "Page", f"<h1>{escape(p)}</h1>") for p in paths
    }


# ------------------------------------------------------------------------------ WordPress
WP = Skin(
    host="blog.fernhill-ecology.example",
    name="Fernhill Ecology Lab",
    nav=(
        ("/", "Home"),
        ("/about/", "About the lab"),
        ("/people/", "People"),
        ("/publications/", "Publications"),
        ("/category/fieldwork/", "Fieldwork"),
    ),
    footer=(
        ("/feed/", "Entries RSS"),
        ("/comments/feed/", "Comments RSS"),
        ("https://wordpress.org/", "Proudly powered by WordPress"),
        ("https://twitter.com/fernhilleco", "Twitter"),
    ),
    title=lambda t: f"{t} – Fernhill Ecology Lab",
    layout="plain",
    search="/",
    search_param="s",
    login=(("/wp-login.php", "Log in"),),
    assets=(
        "/wp-content/themes/twentyseventeen/style.css?ver=4.9.8",
        "/wp-includes/js/jquery/jquery.js?ver=1.12.4",
        "/wp-content/uploads/2017/02/cropped-fernhill-logo.png",
    ),
    home_title="Fernhill Ecology Lab – Moths, meadows and the people who count them",
)
WPP = "/2019/06/18/why-we-count-moths/"


def build_wp() -> list[Site]:
    t = "Why we count moths"
    u = WP.url(WPP)
    body = f"""<article><header><h1 class="entry-title">{t}</h1><span class="posted-on">{a(WPP, "June 18, 2019")}</span>
by {a("/author/rhiannon/", "Rhiannon Pryce")}</header>
<div class="entry-content"><p><img src="/wp-content/uploads/2019/06/moth-trap-1024x683.jpg" alt="A Robinson trap"></p>
<p>Every Tuesday night from April to October we run a light trap in the meadow. The counts
feed the {a("https://www.ukmoths.example/national-moth-recording", "national recording scheme")} and our
{a("https://doi.org/10.5555/fern.2018.11", "2018 paper")}.</p>
<div class="sharedaddy">Share this: {a(WPP + "?share=twitter", "Twitter")} {a(WPP + "?share=facebook", "Facebook")} {a(WPP + "?share=email", "Email")}</div></div>
<footer>Posted in {a("/category/fieldwork/", "Fieldwork")} Tagged {a("/tag/lepidoptera/", "lepidoptera")}, {a("/tag/citizen-science/", "citizen science")}</footer></article>
<nav class="post-navigation">{a("/2019/05/30/meadow-survey-kickoff/", "Previous: Meadow survey kick-off")} {a("/2019/07/02/moth-night-recap/", "Next: Moth night recap")}</nav>
<div id="comments"><h2>2 thoughts on “{t}”</h2><p>{a("https://gravatar.example/u/abc", "Dave")} says: Great post!</p>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form>
{a(WPP + "feed/", "Comments feed for this post")}</div>
<aside>{ul([("/2019/06/", "June 2019"), ("/2019/05/", "May 2019")])}</aside>{share_bar(u, t)}"""
    pages = {
        WPP: WP.page(t, body),
        "/wp-content/uploads/2019/06/moth-trap-1024x683.jpg": data(png(16, 10), "image/jpeg"),
        WPP + "feed/": data(
            "<rss><channel><title>Comments on: Why we count moths</title></channel></rss>",
            "application/rss+xml",
        ),
    }
    pages |= _chrome_pages(
        WP,
        [
            "/about/",
            "/people/",
            "/publications/",
            "/category/fieldwork/",
            "/tag/lepidoptera/",
            "/tag/citizen-science/",
            "/author/rhiannon/",
            "/2019/05/30/meadow-survey-kickoff/",
            "/2019/07/02/moth-night-recap/",
            "/2019/06/",
            "/2019/05/",
            "/wp-login.php",
        ],
    )
    pages["/feed/"] = data(
        "<rss><channel><title>Fernhill Ecology Lab</title></channel></rss>", "application/rss+xml"
    )
    pages["/comments/feed/"] = pages["/feed/"]
    return [WP.site(pages)]


# ---------------------------------------------------------------------------------- Ghost
GH = Skin(
    host="notes.saltmarsh-collective.example",
    name="Saltmarsh Notes",
    nav=(
        ("/", "Home"),
        ("/tag/field-notes/", "Field notes"),
        ("/tag/methods/", "Methods"),
        ("/about/", "About"),
    ),
    footer=(
        ("/privacy/", "Privacy"),
        ("/rss/", "RSS"),
        ("https://ghost.org/", "Powered by Ghost"),
        *SOCIAL,
    ),
    title=lambda t: t,
    layout="app",
    search="/#/search",
    login=(("/#/portal/signin", "Sign in"), ("/#/portal/signup", "Subscribe")),
    assets=(
        "/assets/built/screen.css?v=5a1c0e",
        "/assets/built/casper.js?v=5a1c0e",
        "/content/images/2023/01/saltmarsh-logo.png",
    ),
    home_title="Saltmarsh Notes",
    home_body="<h1>Saltmarsh Notes</h1>"
    + ul(
        [
            ("/tidal-carbon-accounting/", "Tidal carbon accounting, explained"),
            ("/sediment-traps-on-a-budget/", "Sediment traps on a budget"),
        ]
    ),
)
GHP = "/tidal-carbon-accounting/"


def build_gh() -> list[Site]:
    t = "Tidal carbon accounting, explained"
    body = f"""<article class="post"><header><p>{a("/tag/methods/", "Methods")}</p><h1>{t}</h1>
<p>By {a("/author/imani/", "Imani Sato")} · 8 min read</p></header>
<section class="gh-content"><p>How much carbon does a hectare of saltmarsh bury each year? The answer depends on
sediment supply; see {a("https://doi.org/10.5555/ecs.2024.0192", "our preprint")}.</p></section>
<section class="footer-cta"><h2>Sign up for more like this.</h2>{a("#/portal/signup", "Subscribe")}</section>
<aside class="read-more">{ul([("/sediment-traps-on-a-budget/", "Sediment traps on a budget"), ("/tag/field-notes/", "See all Field notes")])}</aside></article>"""
    pages = {GHP: GH.page(t, body, full_title=t)}
    pages |= _chrome_pages(
        GH,
        [
            "/tag/field-notes/",
            "/tag/methods/",
            "/about/",
            "/privacy/",
            "/author/imani/",
            "/sediment-traps-on-a-budget/",
        ],
    )
    pages["/rss/"] = data(
        "<rss><channel><title>Saltmarsh Notes</title></channel></rss>", "application/rss+xml"
    )
    return [GH.site(pages)]


# ---------------------------------------------------------------- Sphinx on an RTD-like host
DOC = Skin(
    host="docs.marram-software.example",
    name="Marram Docs",
    nav=(("/tessellate/en/latest/index.html", "tessellate"),),
    footer=(
        ("https://www.sphinx-doc.org/", "Built with Sphinx"),
        ("https://docs.marram-software.example/", "Hosted by Marram Docs"),
    ),
    title=lambda t: f"{t} — tessellate 2.0 documentation",
    layout="sidebar",
    search="/tessellate/en/latest/search.html",
    login=(),
    assets=(
        "/tessellate/en/latest/_static/pygments.css",
        "/tessellate/en/latest/_static/doctools.js",
        "/tessellate/en/latest/_static/logo.png",
    ),
    home_title="Marram Docs – documentation hosting",
    home_body="<h1>Projects</h1>"
    + ul([("/tessellate/", "tessellate"), ("/shoreline/", "shoreline")]),
)
DOCB = "/tessellate/en/latest/"
DOC_PAGES = {
    "": "tessellate: unstructured meshes for coastal models",
    "installation.html": "Installation",
    "tutorial/quickstart.html": "Quickstart",
    "tutorial/boundaries.html": "Boundary conditions",
    "api/index.html": "API reference",
    "api/tessellate.mesh.html": "tessellate.mesh",
    "_modules/tessellate/mesh.html": "tessellate.mesh",
    "genindex.html": "Index",
    "_sources/installation.rst.txt": None,
}


def build_doc() -> list[Site]:
    toc = ul(
        [
            (DOCB + p, t)
            for p, t in DOC_PAGES.items()
            if t and p not in ("genindex.html", "_modules/tessellate/mesh.html")
        ],
        "toctree",
    )
    versions = f'<div class="rst-versions">Versions: {a("/tessellate/en/latest/", "latest")} {a("/tessellate/en/stable/", "stable")} {a("/tessellate/en/v1.4/", "v1.4")} Downloads: on GitHub {a("https://github.com/marram/tessellate", "Edit on GitHub")}</div>'
    pages: dict = {}
    for p, t in DOC_PAGES.items():
        if t is None:
            pages[DOCB + p] = data(
                "Installation\n============\n\npip install tessellate\n", "text/plain"
            )
            continue
        extra = ""
        if p == "installation.html":
            extra = a(DOCB + "_sources/installation.rst.txt", "View page source")
        if p == "api/tessellate.mesh.html":
            extra = a(DOCB + "_modules/tessellate/mesh.html", "[source]")
        rel = "" if p == "genindex.html" else a(DOCB + "genindex.html", "Index")
        pages[DOCB + p] = DOC.page(
            t,
            f'<div class="document"><h1>{escape(t)}</h1><p>{extra} {rel}</p>{toc}{versions}</div>',
            full_title="tessellate 2.0 documentation" if p == "" else None,
        )
    pages[DOCB + "index.html"] = pages[DOCB]
    pages["/tessellate/"] = Response.redirect(DOC.url(DOCB), 302)
    pages[DOCB + "search.html"] = DOC.page(
        "Search",
        "<h1>Search</h1><p>Please activate JavaScript to enable the search functionality.</p>",
    )
    for p in ("/tessellate/en/stable/", "/tessellate/en/v1.4/", "/shoreline/"):
        pages[p] = DOC.page(p, f"<h1>{p}</h1>")
    site = DOC.site(pages)
    return [site]


DOC_TRUTH = frozenset(DOC.url(DOCB + p) for p in DOC_PAGES)


# --------------------------------------------------------------------------------- Slides
SL = Skin(
    host="slides.podium-share.example",
    name="PodiumShare",
    nav=(
        ("/explore", "Explore"),
        ("/c/science", "Science"),
        ("/c/technology", "Technology"),
        ("/upload", "Upload"),
    ),
    footer=(
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/help", "Help"),
        ("https://twitter.com/podiumshare", "Twitter"),
    ),
    title=lambda t: f"{t} - PodiumShare",
    layout="bootstrap",
    login=(("/signin", "Sign in"), ("/signup", "Sign up")),
    assets=("/assets/podium-2c8e.css", "/assets/podium-2c8e.js", "/assets/podium-mark.png"),
    home_title="PodiumShare – share your slides",
    home_body="<h1>Featured decks</h1>"
    + ul(
        [
            (
                "/rkhan/reproducible-pipelines-with-snakemake",
                "Reproducible pipelines with Snakemake",
            ),
            ("/tvoss/tidy-data-101", "Tidy data 101"),
        ]
    ),
)
SL_FILES = "files.podium-share.example"
SLP = "/rkhan/reproducible-pipelines-with-snakemake"


def build_sl() -> list[Site]:
    t = "Reproducible pipelines with Snakemake"
    pdfu = f"http://{SL_FILES}/presentations/4f3a9c21/reproducible-pipelines-with-snakemake.pdf"
    body = f"""<h1>{t}</h1><p>by {a("/rkhan", "Rashid Khan")} · Published Sep 12, 2023 at {a("/events/rse-conf-2023", "RSE Conference 2023")}</p>
<div class="deck"><img src="http://{SL_FILES}/presentations/4f3a9c21/slide_1.jpg" alt="slide 1"></div>
<p>{a(f"{SLP}?slide=2", "Next slide")} {a(f"{SLP}?slide=3", "Slide 3")}</p>
<p>{a(pdfu, "Download PDF")} {a(f"{SLP}/transcript", "Transcript")}</p>
<p>Categories: {a("/c/science", "Science")} Tags: {a("/t/workflows", "workflows")} {a("/t/snakemake", "snakemake")}</p>
<h3>More by Rashid Khan</h3>{ul([("/rkhan/intro-to-conda", "Intro to conda"), ("/rkhan", "See all")])}
<p>Licence: {a(CC_BY[0], CC_BY[1])}</p>{share_bar(SL.url(SLP), t)}"""
    pages = {
        SLP: SL.page(t, body),
        f"{SLP}?slide=2": SL.page(
            f"{t} (slide 2)", f"<h1>{t}</h1><p>Slide 2 of 24</p>{a(SLP, 'Back to deck')}"
        ),
        f"{SLP}?slide=3": SL.page(
            f"{t} (slide 3)", f"<h1>{t}</h1><p>Slide 3 of 24</p>{a(SLP, 'Back to deck')}"
        ),
        f"{SLP}/transcript": SL.page(
            f"{t} transcript", f"<h1>{t}</h1><ol><li>Why pipelines</li><li>Rules</li></ol>"
        ),
    }
    pages |= _chrome_pages(
        SL,
        [
            "/explore",
            "/c/science",
            "/c/technology",
            "/upload",
            "/about",
            "/terms",
            "/privacy",
            "/help",
            "/signin",
            "/signup",
            "/rkhan",
            "/rkhan/intro-to-conda",
            "/t/workflows",
            "/t/snakemake",
            "/events/rse-conf-2023",
            "/tvoss/tidy-data-101",
        ],
    )
    files = Site(SL_FILES)
    files.add(
        "/presentations/4f3a9c21/reproducible-pipelines-with-snakemake.pdf", pdf_file(t, "Slides")
    )
    files.add("/presentations/4f3a9c21/slide_1.jpg", data(png(16, 9), "image/jpeg"))
    return [SL.site(pages), files]


SL_TRUTH = frozenset(
    {
        SL.url(SLP),
        SL.url(f"{SLP}?slide=2"),
        SL.url(f"{SLP}?slide=3"),
        SL.url(f"{SLP}/transcript"),
        f"http://{SL_FILES}/presentations/4f3a9c21/reproducible-pipelines-with-snakemake.pdf",
    }
)


# -------------------------------------------------------------------------------- Omeka S
OM = Skin(
    host="collections.birchwood-museum.example",
    name="Maritime Collection",
    nav=(
        ("/s/maritime/page/welcome", "Welcome"),
        ("/s/maritime/item", "Browse items"),
        ("/s/maritime/item-set", "Collections"),
        ("/s/maritime/page/about", "About"),
    ),
    footer=(
        ("https://omeka.org/s/", "Powered by Omeka S"),
        ("/s/maritime/page/rights", "Rights & reproductions"),
    ),
    title=lambda t: f"{t} · Maritime Collection · Birchwood Museum",
    layout="plain",
    search="/s/maritime/item",
    search_param="fulltext_search",
    login=(("/login", "Log in"),),
    assets=(
        "/themes/default/asset/css/style.css?v=1.7.1",
        "/application/asset/js/global.js?v=4.0.4",
        "/files/asset/birchwood-logo.png",
    ),
    home_title="Birchwood Museum Collections",
)


def build_om() -> list[Site]:
    t = "Ship's log of the schooner Alma, 1887"
    body = f"""<h2>{escape(t)}</h2><div class="media-embeds"><img src="/files/large/4c5f0e2b9a1d7e3f.jpg" alt=""></div>
<dl><dt>Title</dt><dd>{escape(t)}</dd><dt>Creator</dt><dd>{a("/s/maritime/item?property%5B0%5D%5Bproperty%5D=2&property%5B0%5D%5Btype%5D=eq&property%5B0%5D%5Btext%5D=Larsen%2C+Nils", "Larsen, Nils")}</dd>
<dt>Subject</dt><dd>{a("/s/maritime/item?property%5B0%5D%5Bproperty%5D=3&property%5B0%5D%5Btext%5D=Schooners", "Schooners")}</dd>
<dt>Rights</dt><dd>{a("http://rightsstatements.org/vocab/NoC-US/1.0/", "No Copyright - United States")}</dd></dl>
<h4>Media</h4>{ul([("/s/maritime/media/1433", "Log, pages 1-40")])}
<h4>Item sets</h4>{ul([("/s/maritime/item-set/12", "Ships' logs")])}"""
    pages = {
        "/s/maritime/item/1432": OM.page(t, body),
        "/s/maritime/media/1433": OM.page(
            "Log, pages 1-40",
            f"<h2>Log, pages 1-40</h2><p>Part of {a('/s/maritime/item/1432', t)}</p><p>{a('/files/original/4c5f0e2b9a1d7e3f.jpg', 'Download original')}</p>",
        ),
        "/files/original/4c5f0e2b9a1d7e3f.jpg": data(png(40, 30, (120, 100, 60)), "image/jpeg"),
        "/files/large/4c5f0e2b9a1d7e3f.jpg": data(png(20, 15, (120, 100, 60)), "image/jpeg"),
        "/s/maritime": Response.redirect(OM.url("/s/maritime/page/welcome"), 302),
    }
    pages |= _chrome_pages(
        OM,
        [
            "/s/maritime/page/welcome",
            "/s/maritime/item",
            "/s/maritime/item-set",
            "/s/maritime/item-set/12",
            "/s/maritime/page/about",
            "/s/maritime/page/rights",
            "/login",
        ],
    )
    return [OM.site(pages)]


# --------------------------------------------------------------------------------- nbviewer
NB = Skin(
    host="nbviewer.driftwood-compute.example",
    name="nbviewer",
    nav=(("/faq", "FAQ"), ("https://jupyter.org", "Jupyter")),
    footer=(
        ("https://github.com/jupyter/nbviewer", "nbviewer GitHub repository"),
        ("https://jupyter.org", "Jupyter"),
        ("/faq", "FAQ"),
    ),
    title=lambda t: "Jupyter Notebook Viewer",
    layout="bootstrap",
    search="/",
    search_param="gistnorurl",
    login=(),
    assets=("/static/build/styles.css", "/static/build/notebook.js", "/static/img/nav_logo.svg"),
    home_title="Jupyter Notebook Viewer",
)
NBP = "/github/lmoreno/glacier-mass/blob/main/notebooks/mass_balance.ipynb"


def build_nb() -> list[Site]:
    body = f"""<div class="breadcrumb">{a("/github/lmoreno/glacier-mass/tree/main", "glacier-mass")} / {a("/github/lmoreno/glacier-mass/tree/main/notebooks", "notebooks")}</div>
<p>{a("https://github.com/lmoreno/glacier-mass/blob/main/notebooks/mass_balance.ipynb", "View on GitHub")}
{a("https://raw.githubusercontent.com/lmoreno/glacier-mass/main/notebooks/mass_balance.ipynb", "Download Notebook")}
{a("https://mybinder.org/v2/gh/lmoreno/glacier-mass/main?filepath=notebooks/mass_balance.ipynb", "Execute on Binder")}</p>
<div class="cell"><h1>Surface mass balance of the Vatna glacier</h1><pre>import xarray as xr</pre></div>"""
    pages = {NBP: NB.page("", body)}
    pages |= _chrome_pages(
        NB,
        [
            "/faq",
            "/github/lmoreno/glacier-mass/tree/main",
            "/github/lmoreno/glacier-mass/tree/main/notebooks",
        ],
    )
    return [NB.site(pages)]


# ----------------------------------------------------------------------- Kaltura MediaSpace
MS = Skin(
    host="video.granite-univ.example",
    name="Granite MediaSpace",
    nav=(
        ("/home", "Home"),
        ("/channels", "Channels"),
        ("/category/Lectures/112233", "Lectures"),
        ("/my-media", "My Media"),
    ),
    footer=(
        ("/accessibility", "Accessibility"),
        ("https://corp.kaltura.example", "Powered by Kaltura"),
        ("/terms", "Terms of use"),
    ),
    title=lambda t: f"{t} - Granite MediaSpace",
    layout="app",
    search="/search",
    search_param="keyword",
    login=(("/user/login", "Guest · Login"),),
    assets=("/css/mediaspace-7.css", "/js/mediaspace-7.js", "/img/granite-mediaspace.png"),
    home_title="Home - Granite MediaSpace",
)
MS_ID = "1_x8k2m4pq"
MSP = f"/media/Seminar+on+soil+microbiomes/{MS_ID}"


def build_ms() -> list[Site]:
    t = "Seminar on soil microbiomes"
    body = f"""<div id="player"><video poster="/thumbnail/entry_id/{MS_ID}/width/640"></video></div>
<h1>{t}</h1><p>From {a("/channel/Soil+Science+Seminars/998877", "Soil Science Seminars")} · {a("/createdby/ebaptiste", "Eva Baptiste")}</p>
<ul class="tabs"><li>{a(f"/download/entry/{MS_ID}/flavor/0_h4a9", "Download (MP4, 720p)")}</li>
<li>{a(f"/captions/entry/{MS_ID}/en.vtt", "Captions (English)")}</li>
<li>{a(f"/attachments/entry/{MS_ID}/slides.pdf", "Attachment: slides.pdf")}</li></ul>
<p>Tags: {a("/tag/tagid/microbiome", "microbiome")} {a("/tag/tagid/soil", "soil")}</p>
<h3>Related media</h3>{ul([("/media/Rhizosphere+chemistry/1_p3n8r2tt", "Rhizosphere chemistry"), ("/media/Nitrogen+cycling+basics/1_a7c6z0kk", "Nitrogen cycling basics")])}
{share_bar(MS.url(MSP), t)}"""
    pages = {
        MSP: MS.page(t, body),
        f"/download/entry/{MS_ID}/flavor/0_h4a9": data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        f"/captions/entry/{MS_ID}/en.vtt": data(
            "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to the seminar.\n", "text/vtt"
        ),
        f"/attachments/entry/{MS_ID}/slides.pdf": pdf_file(t, "Slides"),
        f"/thumbnail/entry_id/{MS_ID}/width/640": data(png(16, 9), "image/png"),
    }
    pages |= _chrome_pages(
        MS,
        [
            "/home",
            "/channels",
            "/category/Lectures/112233",
            "/my-media",
            "/accessibility",
            "/terms",
            "/user/login",
            "/search",
            "/channel/Soil+Science+Seminars/998877",
            "/createdby/ebaptiste",
            "/tag/tagid/microbiome",
            "/tag/tagid/soil",
            "/media/Rhizosphere+chemistry/1_p3n8r2tt",
            "/media/Nitrogen+cycling+basics/1_a7c6z0kk",
        ],
    )
    return [MS.site(pages)]


MS_TRUTH = frozenset(
    MS.url(p)
    for p in (
        MSP,
        f"/download/entry/{MS_ID}/flavor/0_h4a9",
        f"/captions/entry/{MS_ID}/en.vtt",
        f"/attachments/entry/{MS_ID}/slides.pdf",
    )
)


# ------------------------------------------------------------------------------ Protocols
PR = Skin(
    host="protocols.fieldbench.example",
    name="FieldBench Protocols",
    nav=(
        ("/explore", "Explore"),
        ("/workspaces", "Workspaces"),
        ("/plans", "Plans"),
        ("/help", "Help"),
    ),
    footer=(
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/about", "About FieldBench"),
        ("https://www.linkedin.com/company/fieldbench", "LinkedIn"),
    ),
    title=lambda t: f"{t} :: FieldBench",
    layout="app",
    login=(("/signin", "Sign in"), ("/join", "Join")),
    assets=("/static/main.0e7f.css", "/static/main.0e7f.js", "/static/fb-logo.svg"),
    home_title="FieldBench Protocols",
    soft_404=True,
)
PRP = "/view/dna-extraction-from-soil-cores-b8x2q9rw"


def build_pr() -> list[Site]:
    t = "DNA extraction from soil cores"
    body = f"""<h1>{t}</h1><p>{a("/researchers/ana-lopez-d2", "Ana López")}, {a("/researchers/kofi-asante-f7", "Kofi Asante")} · {a("/workspaces/soil-lab", "Soil Lab")}</p>
<p>DOI: {a("https://dx.doi.org/10.5555/fb.b8x2q9rw", "dx.doi.org/10.5555/fb.b8x2q9rw")} · Version 3 · {a(CC_BY[0], CC_BY[1])}</p>
<p>{a(f"{PRP}.pdf", "Download PDF")} {a(f"{PRP}/materials", "Materials")}</p>
<ol class="steps"><li>Weigh 0.25 g of soil.</li><li>Bead-beat for 10 min.</li></ol>
<h3>Related protocols</h3>{ul([("/view/rna-preservation-in-the-field-c4m1", "RNA preservation in the field")])}"""
    pages = {
        PRP: PR.page(t, body),
        f"{PRP}.pdf": pdf_file(t, "Protocol"),
        f"{PRP}/materials": PR.page(
            f"{t} – materials", f"<h1>{t}</h1><h2>Materials</h2><ul><li>Bead tubes</li></ul>"
        ),
    }
    pages |= _chrome_pages(
        PR,
        [
            "/explore",
            "/workspaces",
            "/plans",
            "/help",
            "/terms",
            "/privacy",
            "/about",
            "/signin",
            "/join",
            "/researchers/ana-lopez-d2",
            "/researchers/kofi-asante-f7",
            "/workspaces/soil-lab",
            "/view/rna-preservation-in-the-field-c4m1",
        ],
    )
    return [PR.site(pages)]


CASES = [
    Case(
        "wp-post",
        "WordPress blog",
        "single_uri",
        "single_page",
        WP.url(WPP),
        frozenset({WP.url(WPP)}),
        build_wp,
        frozenset(
            {WP.url("/2019/05/30/meadow-survey-kickoff/"), WP.url("/2019/07/02/moth-night-recap/")}
        ),
    ),
    Case(
        "ghost-post",
        "Ghost blog",
        "single_uri",
        "single_page",
        GH.url(GHP),
        frozenset({GH.url(GHP)}),
        build_gh,
        frozenset({GH.url("/sediment-traps-on-a-budget/")}),
    ),
    Case(
        "sphinx-docs",
        "Sphinx docs on a Read-the-Docs-like host",
        "multi_hop",
        "path_based",
        DOC.url("/tessellate/"),
        DOC_TRUTH,
        build_doc,
        frozenset({DOC.url("/shoreline/")}),
        landing=DOC.url(DOCB),
    ),
    Case(
        "slides-deck",
        "Slides portal",
        "multi_hop",
        "path_based",
        SL.url(SLP),
        SL_TRUTH,
        build_sl,
        frozenset({SL.url("/rkhan/intro-to-conda")}),
    ),
    Case(
        "omeka-item",
        "Omeka S",
        "single_uri",
        "single_page",
        OM.url("/s/maritime/item/1432"),
        frozenset(
            OM.url(p)
            for p in (
                "/s/maritime/item/1432",
                "/s/maritime/media/1433",
                "/files/original/4c5f0e2b9a1d7e3f.jpg",
            )
        ),
        build_om,
    ),
    Case(
        "nbviewer-notebook",
        "nbviewer",
        "single_uri",
        "single_page",
        NB.url(NBP),
        frozenset({NB.url(NBP)}),
        build_nb,
    ),
    Case(
        "mediaspace-lecture",
        "Kaltura MediaSpace video",
        "single_hop",
        "single_page_plus_ignored",
        MS.url(MSP),
        MS_TRUTH,
        build_ms,
        frozenset({MS.url("/media/Rhizosphere+chemistry/1_p3n8r2tt")}),
    ),
    Case(
        "protocol-page",
        "Protocols site",
        "single_hop",
        "single_page_plus_ignored",
        PR.url(PRP),
        frozenset(PR.url(p) for p in (PRP, f"{PRP}.pdf", f"{PRP}/materials")),
        build_pr,
        frozenset({PR.url("/view/rna-preservation-in-the-field-c4m1")}),
    ),
]
