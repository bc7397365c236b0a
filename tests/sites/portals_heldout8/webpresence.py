"""Scholarly web presence beyond repositories: a project website on its own subdomain of a
site builder (the seed's Silk), a software documentation site on a Read-the-Docs-like host,
a research blog post on a Hypotheses-like WordPress network, a slide deck on a
SlideShare-like host, a video article on a JoVE-like video journal and a post-publication
discussion thread on a PubPeer-like site.

Expected heuristics, from the seed's table:

* Project site: Silk "Multi-Hop — Path-Based": the whole subdomain is the artifact, crawled
  from its root path.  Truth: every page and file of that subdomain (pages under ``/data/``,
  ``/explore/``, a query-string station view, the downloadable CSV and PDF); not the
  builder's own site, the builder's other project sites (`others`), funders or institutions.
* Documentation site: a software project's documentation, Path-Based like the software
  portals (BitBucket, GitLab) and Silk: the built docs of the ``latest`` version live under
  ``/en/latest/``.  Truth: every built page under that path (API pages, changelog, indices,
  the search page and the ``_sources`` text of each page) and the downloadable PDF/HTML/ePub
  builds of that version (under ``/_/downloads/en/latest/``, outside the path: the same
  documentation in other formats).  Other versions' docs are other artifacts (`others`);
  the host's project dashboard, "Edit on forge" and the host's ads are not the artifact.
* Blog post: "Single Artifact URI — Single Page" (Hypotheses, ScienceBlogs… in the seed).
  Truth: the post alone; comment-reply links (``?replytocom=``) are the same page, feeds,
  categories, tags, the author page and the JSON of the post API are not a blog post; the
  previous/next posts are other artifacts (`others`).
* Slide deck: SlideShare "Multi-Hop — Path-Based".  Truth: the deck page, its per-slide
  pages, its transcript and its download, all under the deck's path.  The same author's
  deck whose slug extends this one (``…-part-2``) and related decks are `others`; the
  author's profile, categories, upload and login pages are not the artifact.
* Video article: JoVE "Single Hop — Single Page+ with Ignores".  Truth: the article page,
  its protocol PDF, its materials list on the journal's CDN and its citation exports; the
  video stream itself is an embedded resource (captured with the page, excluded from
  artifact URIs, as CSS and images are).  Related videos are `others`.
* Discussion thread: PubPeer "Single Artifact URI — Single Page".  Truth: the thread page
  (its comments are fragments of it).  The discussed article (DOI, PubMed), the journal's
  listing, login/follow/reply screens are not the artifact; threads on the same authors'
  other papers are `others`.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Render, Shell, a, css, csv_file, image_file, js, pdf_file, text_file, ul, zip_file

# --------------------------------------------------------------------------- project site (Silk-like)

PRJ = "tidewatch-atlas.sitecanvas.hx8.example"
PRJ_OTHER = "kelp-census.sitecanvas.hx8.example"
CANVAS = "www.sitecanvas.hx8.example"


def _canvas_render(project: str) -> Render:
    def render(title: str, main: str, head: str) -> str:
        t = f"{title} — {project}" if title else project
        return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="generator" content="SiteCanvas 4.2">
<link rel="stylesheet" href="//{CANVAS}/assets/canvas-theme-ocean.3f1e.css">
<script src="//{CANVAS}/assets/canvas-runtime.91ac.js" async></script>{head}
</head><body><div class="canvas-topbar"><a href="http://{CANVAS}/?ref=badge">Made with SiteCanvas</a>
<a href="http://{CANVAS}/login">Sign in</a></div>
<nav class="canvas-nav"><a href="/">Home</a> <a href="/about">About</a> <a href="/data/">Data</a>
<a href="/explore/map">Map</a> <a href="/explore/timeline">Timeline</a> <a href="/team">Team</a> <a href="/publications">Publications</a></nav>
<main>{main}</main>
<footer><p>{escape(project)} is funded by the {a("https://www.forskningsradet.no/en/", "Research Council of Norway")}
and hosted by {a("http://www.nordhavn-uni.hx8.example/coastal", "Nordhavn University Coastal Centre")}.</p></footer></body></html>
"""

    return render


def _prj() -> tuple[dict[str, PageValue], set[str]]:
    r = _canvas_render("TideWatch Atlas")
    stations = ["narvik", "bodo", "tromso"]
    pages: dict[str, PageValue] = {
        "/": r(
            "",
            "<h1>TideWatch Atlas</h1><p>Sea-level extremes along the Norwegian coast, 1950-2023.</p>"
            + ul([("/data/", "Browse the data"), ("/explore/map", "Explore the map")]),
            "",
        ),
        "/about": r("About", "<h1>About the atlas</h1><p>Built from 23 tide gauges.</p>", ""),
        "/data/": r(
            "Data",
            "<h1>Data</h1>"
            + ul(
                [
                    ("/data/tide-gauges", "Tide gauges"),
                    ("/data/methods", "Methods"),
                    ("/files/tidewatch_stations.csv", "Download station table (CSV)"),
                ]
            ),
            "",
        ),
        "/data/tide-gauges": r(
            "Tide gauges",
            "<h1>Tide gauges</h1>"
            + ul([(f"/data/tide-gauges?station={s}", s.capitalize()) for s in stations]),
            "",
        ),
        "/data/methods": r(
            "Methods",
            "<h1>Methods</h1>" + a("/files/tidewatch_report_2023.pdf", "Technical report (PDF)"),
            "",
        ),
        "/explore/map": r(
            "Map", "<h1>Map</h1><div id='map' data-src='/files/tidewatch_stations.csv'></div>", ""
        ),
        "/explore/timeline": r("Timeline", "<h1>Timeline</h1><p>Storm surges since 1950.</p>", ""),
        "/team": r(
            "Team",
            "<h1>Team</h1><p>Ingrid Solvang (PI) "
            + a("https://orcid.org/0000-0001-8888-1234", "ORCID")
            + "</p>",
            "",
        ),
        "/publications": r(
            "Publications",
            "<h1>Publications</h1><p>Solvang et al. (2023), "
            + a("https://doi.org/10.1029/2023GL104455", "GRL 50")
            + ".</p><p>Sister project: "
            + a(f"http://{PRJ_OTHER}/", "Kelp Census")
            + "</p>",
            "",
        ),
        "/files/tidewatch_stations.csv": csv_file("station,lat,lon", 23, 4),
        "/files/tidewatch_report_2023.pdf": pdf_file(
            "TideWatch Atlas technical report 2023", "Methods and data"
        ),
    }
    for s in stations:
        pages[f"/data/tide-gauges?station={s}"] = r(
            f"{s.capitalize()} tide gauge", f"<h1>{s.capitalize()}</h1><p>Annual maxima.</p>", ""
        )
    return pages, {f"http://{PRJ}{p}" for p in pages}


def _prj_build() -> list[Site]:
    pages, _t = _prj()
    shell = Shell(
        PRJ, _canvas_render("TideWatch Atlas"), not_found_title="This page does not exist"
    )
    other = Shell(PRJ_OTHER, _canvas_render("Kelp Census")).site(
        {"/": _canvas_render("Kelp Census")("", "<h1>Kelp Census</h1>", "")}
    )
    canvas = Site(CANVAS)
    canvas.add(
        "/",
        Response.html(
            "<!doctype html><title>SiteCanvas - build a site for your project</title><h1>SiteCanvas</h1><a href='/login'>Sign in</a>"
        ),
    )
    canvas.add(
        "/login",
        Response.html("<!doctype html><title>Sign in - SiteCanvas</title><h1>Sign in</h1>"),
    )
    canvas.add("/assets/canvas-theme-ocean.3f1e.css", css())
    canvas.add("/assets/canvas-runtime.91ac.js", js())
    return [shell.site(pages), other, canvas]


# --------------------------------------------------------------------------- documentation site

DOC = "tidalfit.readdocs-hub.hx8.example"
DOC_PAGES = [
    ("index", "tidalfit documentation"),
    ("installation", "Installation"),
    ("quickstart", "Quickstart"),
    ("api/tidalfit", "tidalfit package"),
    ("api/tidalfit.harmonics", "tidalfit.harmonics module"),
    ("changelog", "Changelog"),
]


def _doc_page(name: str, title: str, body: str, source: bool = True) -> str:
    depth = name.count("/")
    up = "../" * depth
    src = (
        f'<a href="{up}_sources/{name}.rst.txt" rel="nofollow"> View page source</a>'
        if source
        else ""
    )
    toc = "".join(
        f'<li class="toctree-l1"><a class="reference internal" href="{up}{n}.html">{escape(t)}</a></li>'
        for n, t in DOC_PAGES[1:]
    )
    return f"""<!DOCTYPE html>
<html class="writer-html5" lang="en"><head>
<meta charset="utf-8"><meta name="generator" content="Docutils 0.20.1: https://docutils.sourceforge.io/">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{escape(title)} &mdash; tidalfit 0.9.2 documentation</title>
<link rel="stylesheet" href="{up}_static/pygments.css?v=80d5e7a1" type="text/css">
<link rel="stylesheet" href="{up}_static/css/theme.css?v=19f00094" type="text/css">
<script src="{up}_static/documentation_options.js?v=2a4f1c2b"></script><script src="{up}_static/doctools.js?v=888ff710"></script>
<script src="{up}_static/js/theme.js"></script>
<link rel="index" title="Index" href="{up}genindex.html"><link rel="search" title="Search" href="{up}search.html">
<link rel="canonical" href="http://{DOC}/en/latest/{name}.html">
</head><body class="wy-body-for-nav"><div class="wy-grid-for-nav">
<nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll"><div class="wy-side-nav-search">
<a href="{up}index.html" class="icon icon-home">tidalfit</a><div class="version">0.9.2</div>
<form id="rtd-search-form" class="wy-form" action="{up}search.html" method="get"><input type="text" name="q"></form></div>
<div class="wy-menu wy-menu-vertical"><ul>{toc}</ul></div></div></nav>
<section class="wy-nav-content-wrap"><div class="wy-nav-content"><div role="navigation" aria-label="Page navigation">
<ul class="wy-breadcrumbs"><li><a href="{up}index.html" class="icon icon-home"></a></li><li>{escape(title)}</li>
<li class="wy-breadcrumbs-aside"><a href="http://github.ravensworth-uni.hx8.example/hydro-lab/tidalfit/blob/main/docs/{name}.rst" class="fa fa-github"> Edit on GitHub</a>
{src}</li></ul></div>
<div role="main" class="document" itemscope="itemscope"><div itemprop="articleBody">{body}</div></div>
<footer><p>&#169; Copyright 2024, Hydrology Lab.</p><p>Built with <a href="https://www.sphinx-doc.org/">Sphinx</a> using a
<a href="https://github.com/readthedocs/sphinx_rtd_theme">theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</p></footer>
</div></section></div>
<div class="rst-versions" data-toggle="rst-versions" role="note"><span class="rst-current-version">v: latest</span>
<div class="rst-other-versions"><dl><dt>Versions</dt><dd><a href="/en/latest/">latest</a></dd><dd><a href="/en/stable/">stable</a></dd>
<dd><a href="/en/v0.8.x/">v0.8.x</a></dd></dl><dl><dt>Downloads</dt><dd><a href="/_/downloads/en/latest/pdf/">pdf</a></dd>
<dd><a href="/_/downloads/en/latest/htmlzip/">html</a></dd><dd><a href="/_/downloads/en/latest/epub/">epub</a></dd></dl>
<dl><dt>On Read the Docs</dt><dd><a href="http://www.readdocs-hub.hx8.example/projects/tidalfit/">Project Home</a></dd>
<dd><a href="http://www.readdocs-hub.hx8.example/projects/tidalfit/builds/">Builds</a></dd></dl></div></div>
<div class="ethical-ad"><a href="https://server.ethicalads.io/proxy/click/7781/">Ad: observability for data pipelines</a></div>
</body></html>
"""


def _doc() -> tuple[dict[str, PageValue], set[str]]:
    base = "/en/latest/"
    pages: dict[str, PageValue] = {}
    bodies = {
        "index": "<h1>tidalfit</h1><p>Harmonic analysis of tide-gauge records.</p>",
        "installation": "<h1>Installation</h1><pre>pip install tidalfit</pre>",
        "quickstart": '<h1>Quickstart</h1><p>See <a class="reference internal" href="api/tidalfit.harmonics.html">harmonics</a>.</p>',
        "api/tidalfit": '<h1>tidalfit package</h1><p><a class="reference internal" href="tidalfit.harmonics.html">tidalfit.harmonics</a></p>',
        "api/tidalfit.harmonics": '<h1>tidalfit.harmonics module</h1><dl class="py function"><dt id="tidalfit.harmonics.fit">fit()</dt></dl>',
        "changelog": "<h1>Changelog</h1><h2>0.9.2</h2><p>Nodal corrections.</p>",
    }
    for name, title in DOC_PAGES:
        pages[f"{base}{name}.html"] = _doc_page(name, title, bodies[name])
        pages[f"{base}_sources/{name}.rst.txt"] = text_file(f"{title}\n{'=' * len(title)}\n")
    pages[base] = pages[f"{base}index.html"]
    pages[f"{base}genindex.html"] = _doc_page(
        "genindex",
        "Index",
        '<h1>Index</h1><a href="api/tidalfit.harmonics.html#tidalfit.harmonics.fit">fit()</a>',
        False,
    )
    pages[f"{base}py-modindex.html"] = _doc_page(
        "py-modindex",
        "Python Module Index",
        '<h1>Python Module Index</h1><a href="api/tidalfit.html">tidalfit</a>',
        False,
    )
    pages[f"{base}search.html"] = _doc_page(
        "search", "Search", "<h1>Search</h1><noscript>Please activate JavaScript.</noscript>", False
    )
    # The API page links the module index.
    pages[f"{base}api/tidalfit.html"] = pages[f"{base}api/tidalfit.html"].replace(  # type: ignore[union-attr]
        "</p></div></div>", ' <a href="../py-modindex.html">Module Index</a></p></div></div>', 1
    )
    dls = {
        "/_/downloads/en/latest/pdf/": pdf_file("tidalfit documentation", "Release 0.9.2"),
        "/_/downloads/en/latest/htmlzip/": zip_file(
            {"tidalfit-latest/index.html": "<title>tidalfit</title>"}
        ),
        "/_/downloads/en/latest/epub/": Response.data(
            b"PK\x03\x04mimetypeapplication/epub+zip", "application/epub+zip"
        ),
    }
    pages.update(dls)
    truth = {f"http://{DOC}{p}" for p in pages}
    return pages, truth


def _doc_build() -> list[Site]:
    pages, _t = _doc()
    for v in ("stable", "v0.8.x"):
        pages[f"/en/{v}/"] = _doc_page(
            "index", f"tidalfit documentation ({v})", f"<h1>tidalfit {v}</h1>"
        )
    pages["/"] = Response.redirect("/en/latest/", 302)
    for p in ("_static/pygments.css", "_static/css/theme.css"):
        pages[f"/en/latest/{p}"] = css()
        pages[f"/en/stable/{p}"] = css()
    for p in ("_static/documentation_options.js", "_static/doctools.js", "_static/js/theme.js"):
        pages[f"/en/latest/{p}"] = js()
    s = Site(
        DOC,
        not_found=lambda req: Response.html(
            _doc_page(
                "404",
                "Page not found",
                "<h1>404 Not Found</h1><p>Try the <a href='/en/latest/'>latest docs</a>.</p>",
                False,
            ),
            404,
        ),
    )
    for p, v in pages.items():
        s.add(p, v)
    return [s]


# --------------------------------------------------------------------------- blog post (Hypotheses-like)

BLOG = "archeonotes.carnets-hum.hx8.example"


def _blog_render(title: str, main: str, head: str) -> str:
    t = (
        f"{title} – Archéo-notes"
        if title
        else "Archéo-notes – Carnet de recherche du chantier de Lézardrieux"
    )
    return f"""<!DOCTYPE html>
<html lang="fr-FR"><head><meta charset="UTF-8"><title>{escape(t)}</title>
<meta name="generator" content="WordPress 6.4.3">
<link rel="alternate" type="application/rss+xml" title="Archéo-notes &raquo; Flux" href="http://{BLOG}/feed">
<link rel="stylesheet" id="carnets-style-css" href="http://{BLOG}/wp-content/themes/carnets/style.css?ver=2.3" media="all">
<script src="http://{BLOG}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="http://{BLOG}/wp-json/">{head}
</head><body class="post-template-default single single-post">
<div id="carnets-bar"><a href="http://www.carnets-hum.hx8.example/">Carnets-Hum</a> <a href="http://www.carnets-hum.hx8.example/catalogue">Catalogue des carnets</a>
<a href="http://{BLOG}/wp-login.php">Connexion</a></div>
<header id="masthead"><p class="site-title"><a href="http://{BLOG}/" rel="home">Archéo-notes</a></p>
<nav id="site-navigation"><ul><li><a href="http://{BLOG}/a-propos">À propos</a></li><li><a href="http://{BLOG}/equipe">L'équipe</a></li>
<li><a href="http://{BLOG}/category/fouilles">Fouilles</a></li><li><a href="http://{BLOG}/category/ceramologie">Céramologie</a></li></ul></nav>
<form role="search" method="get" action="http://{BLOG}/"><input type="search" name="s"></form></header>
<div id="content">{main}</div>
<aside id="secondary"><section class="widget"><h2>Articles récents</h2>{ul([(f"http://{BLOG}/1501", "Campagne 2024 : premiers résultats"), (f"http://{BLOG}/1467", "Journée d'étude à Rennes")])}</section>
<section class="widget"><h2>Archives</h2>{ul([(f"http://{BLOG}/date/2024/03", "mars 2024"), (f"http://{BLOG}/date/2024/02", "février 2024")])}</section></aside>
<footer id="colophon"><a href="http://www.carnets-hum.hx8.example/mentions-legales">Mentions légales</a> ·
<a href="https://creativecommons.org/licenses/by/4.0/deed.fr">CC BY 4.0</a> · ISSN 2743-1187</footer></body></html>
"""


def _blog_post() -> str:
    post = f"http://{BLOG}/1482"
    main = f"""<article id="post-1482" class="post-1482 post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">Des tessons sigillés dans la tranchée 4 : un atelier local ?</h1>
<div class="entry-meta">Publié le <a href="{post}" rel="bookmark"><time datetime="2024-03-12">12 mars 2024</time></a>
par <a class="url fn n" href="http://{BLOG}/author/mdurand">Marion Durand</a></div></header>
<div class="entry-content"><p>La campagne de fouilles a livré 41 tessons de sigillée dans la tranchée 4 ...</p>
<figure><img src="http://{BLOG}/files/2024/03/tessons-t4-1024x683.jpg" alt="Tessons"></figure>
<p>Voir aussi notre billet sur {a(f"http://{BLOG}/1467", "la journée d'étude")} et la notice de
{a("https://fr.wikipedia.org/wiki/Sigill%C3%A9e", "la céramique sigillée")}.</p>
<p class="citer">Citer ce billet : Marion Durand (12 mars 2024). Des tessons sigillés dans la tranchée 4. <i>Archéo-notes</i>.
{a(post, post)}</p></div>
<footer class="entry-footer">Catégories : <a href="http://{BLOG}/category/ceramologie" rel="category tag">Céramologie</a>,
<a href="http://{BLOG}/category/fouilles" rel="category tag">Fouilles</a> · Mots-clés : <a href="http://{BLOG}/tag/sigillee" rel="tag">sigillée</a>
<div class="share"><a href="https://twitter.com/intent/tweet?url=http%3A%2F%2F{BLOG}%2F1482">Twitter</a>
<a href="https://bsky.app/intent/compose?text=http%3A%2F%2F{BLOG}%2F1482">Bluesky</a></div></footer>
<nav class="navigation post-navigation"><div class="nav-previous"><a href="http://{BLOG}/1467" rel="prev">Journée d'étude à Rennes</a></div>
<div class="nav-next"><a href="http://{BLOG}/1501" rel="next">Campagne 2024 : premiers résultats</a></div></nav></article>
<div id="comments" class="comments-area"><h2 class="comments-title">2 réponses</h2><ol class="comment-list">
<li id="comment-231"><b><a href="http://www.univ-rennes-hum.hx8.example/annuaire/pleroux">P. Le Roux</a></b> : Le timbre rappelle La Graufesenque.
<a rel="nofollow" class="comment-reply-link" href="http://{BLOG}/1482?replytocom=231#respond">Répondre</a></li>
<li id="comment-232"><b>Marion Durand</b> : Oui, analyse pétrographique en cours.
<a rel="nofollow" class="comment-reply-link" href="http://{BLOG}/1482?replytocom=232#respond">Répondre</a></li></ol>
<div id="respond"><form action="http://{BLOG}/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></div></div>"""
    head = (
        f'<link rel="alternate" type="application/rss+xml" title="Archéo-notes &raquo; Des tessons sigillés Flux des commentaires" href="http://{BLOG}/1482/feed">'
        f'<link rel="alternate" type="application/json" href="http://{BLOG}/wp-json/wp/v2/posts/1482">'
        f'<link rel="canonical" href="{post}"><link rel="shortlink" href="http://{BLOG}/?p=1482">'
    )
    return _blog_render("Des tessons sigillés dans la tranchée 4 : un atelier local ?", main, head)


def _blog_build() -> list[Site]:
    post = _blog_post()
    pages: dict[str, PageValue] = {
        "/1482": post,
        "/1482?replytocom=231": post,
        "/1482?replytocom=232": post,
        "/1467": _blog_render(
            "Journée d'étude à Rennes", "<article><h1>Journée d'étude à Rennes</h1></article>", ""
        ),
        "/1501": _blog_render(
            "Campagne 2024 : premiers résultats",
            "<article><h1>Campagne 2024 : premiers résultats</h1></article>",
            "",
        ),
        "/feed": text_file(
            "<rss><channel><title>Archéo-notes</title></channel></rss>", "application/rss+xml"
        ),
        "/1482/feed": text_file(
            "<rss><channel><title>Commentaires</title></channel></rss>", "application/rss+xml"
        ),
        "/wp-json/wp/v2/posts/1482": text_file('{"id":1482,"link":"/1482"}', "application/json"),
        "/wp-json/": text_file('{"name":"Archéo-notes"}', "application/json"),
        "/wp-content/themes/carnets/style.css": css(),
        "/wp-includes/js/jquery/jquery.min.js": js(),
        "/files/2024/03/tessons-t4-1024x683.jpg": image_file((150, 80, 40)),
    }
    for p, t in (
        ("/a-propos", "À propos"),
        ("/equipe", "L'équipe"),
        ("/category/fouilles", "Fouilles"),
        ("/category/ceramologie", "Céramologie"),
        ("/tag/sigillee", "sigillée"),
        ("/author/mdurand", "Marion Durand"),
        ("/date/2024/03", "mars 2024"),
        ("/date/2024/02", "février 2024"),
        ("/wp-login.php", "Connexion"),
    ):
        pages[p] = _blog_render(t, f"<h1>{escape(t)}</h1>", "")
    pages["/"] = _blog_render(
        "",
        "<h1>Archéo-notes</h1>"
        + ul([("/1501", "Campagne 2024"), ("/1482", "Des tessons sigillés")]),
        "",
    )
    s = Site(
        BLOG,
        not_found=lambda req: Response.html(
            _blog_render("Page non trouvée", "<h1>Oups ! Cette page est introuvable.</h1>", ""), 404
        ),
    )
    for p, v in pages.items():
        s.add(p, v)
    s.add("/?p=1482", Response.redirect(f"http://{BLOG}/1482", 301))
    return [s]


# --------------------------------------------------------------------------- slide deck (SlideShare-like)

SLD = "www.slidewell.hx8.example"
DECK = "/lmoreau/reproducible-lidar-pipelines"
DECK_TITLE = "Reproducible lidar pipelines with containers and workflow managers"


def _sld_render(title: str, main: str, head: str) -> str:
    t = title or "Slidewell - share your presentations"
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="http://cdn.slidewell-static.hx8.example/assets/app-7c1d.css">
<script src="http://cdn.slidewell-static.hx8.example/assets/app-2e9f.js" defer></script>{head}</head>
<body><header><a href="/"><img src="http://cdn.slidewell-static.hx8.example/assets/logo.svg" alt="Slidewell"></a>
<nav><a href="/explore">Explore</a> <a href="/upload">Upload</a> <a href="/login">Login</a> <a href="/signup">Signup</a></nav>
<form action="/search"><input name="searchfrom"><input name="q"></form></header>
<div id="main-panel">{main}</div>
<footer><a href="/about">About</a> <a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="http://help.slidewell.hx8.example/">Help</a></footer></body></html>
"""


def _sld() -> tuple[dict[str, PageValue], set[str]]:
    n = 5
    slides = "".join(
        f'<div class="slide" id="slide{i}"><a href="{DECK}/{i}"><img src="http://image.slidewell-static.hx8.example/lidar-pipelines/95/slide-{i}-1024.jpg" alt="Slide {i}"></a></div>'
        for i in range(1, n + 1)
    )
    main = f"""<h1 class="title">{escape(DECK_TITLE)}</h1>
<div class="author">{a("/lmoreau", "Luc Moreau")} · Geomatics Department · 1,204 views</div>
<div class="player">{slides}</div>
<div class="actions">{a(DECK + "/download", "Download now", 'class="download-btn"')} {a(DECK + "/transcript", "Transcript")}
<textarea class="embed">&lt;iframe src="http://{SLD}/slideshow/embed_code/key/Xq3Lr9"&gt;&lt;/iframe&gt;</textarea></div>
<div class="categories">{a("/category/technology", "Technology")}</div>
<section class="more-from-author"><h2>More from Luc Moreau</h2>{ul([(DECK + "-part-2", "Reproducible lidar pipelines, part 2: provenance"), ("/lmoreau/pdal-in-practice", "PDAL in practice")])}</section>
<section class="related"><h2>Recommended</h2>{ul([("/ksato/point-cloud-classification-primer", "Point cloud classification primer")])}</section>"""
    pages: dict[str, PageValue] = {
        DECK: _sld_render(
            f"{DECK_TITLE} | Slidewell",
            main,
            '<meta property="og:type" content="slidewell:presentation">',
        )
    }
    for i in range(1, n + 1):
        prev = a(f"{DECK}/{i - 1}", "Previous") if i > 1 else ""
        nxt = a(f"{DECK}/{i + 1}", "Next") if i < n else ""
        pages[f"{DECK}/{i}"] = _sld_render(
            f"{DECK_TITLE} - slide {i} | Slidewell",
            f'<h1>{escape(DECK_TITLE)}</h1><img src="http://image.slidewell-static.hx8.example/lidar-pipelines/95/slide-{i}-1024.jpg" alt="">'
            f"<p>{prev} {i} / {n} {nxt}</p><p>{a(DECK, 'Back to presentation')}</p>",
            "",
        )
    pages[DECK + "/transcript"] = _sld_render(
        f"{DECK_TITLE} - transcript | Slidewell",
        "<h1>Transcript</h1><ol>"
        + "".join(f"<li>Slide {i} text</li>" for i in range(1, n + 1))
        + "</ol>",
        "",
    )
    pages[DECK + "/download"] = pdf_file(DECK_TITLE, "Luc Moreau", "FOSS4G Europe 2024")
    return pages, {f"http://{SLD}{p}" for p in pages}


def _sld_build() -> list[Site]:
    pages, _t = _sld()
    for p, t in (
        (DECK + "-part-2", "Reproducible lidar pipelines, part 2: provenance"),
        ("/lmoreau/pdal-in-practice", "PDAL in practice"),
        ("/ksato/point-cloud-classification-primer", "Point cloud classification primer"),
        ("/lmoreau", "Luc Moreau"),
        ("/category/technology", "Technology"),
        ("/explore", "Explore"),
        ("/upload", "Upload"),
        ("/login", "Login"),
        ("/signup", "Signup"),
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms"),
    ):
        pages[p] = _sld_render(f"{t} | Slidewell", f"<h1>{escape(t)}</h1>", "")
    shell = Shell(
        SLD, _sld_render, home="<h1>Slidewell</h1>" + a("/explore", "Explore presentations")
    )
    cdn = Site("cdn.slidewell-static.hx8.example")
    cdn.add("/assets/app-7c1d.css", css())
    cdn.add("/assets/app-2e9f.js", js())
    cdn.add(
        "/assets/logo.svg",
        Response.data(b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"),
    )
    img = Site("image.slidewell-static.hx8.example")
    for i in range(1, 6):
        img.add(f"/lidar-pipelines/95/slide-{i}-1024.jpg", image_file((i * 40, 90, 200)))
    return [shell.site(pages), cdn, img]


# --------------------------------------------------------------------------- video journal (JoVE-like)

VID = "www.labvid-journal.hx8.example"
VID_CDN = "cdn.labvid-static.hx8.example"
VID_TITLE = "Measuring Root Hydraulic Conductivity with a Pressure Chamber"
VID_PATH = "/t/61234/measuring-root-hydraulic-conductivity-with-a-pressure-chamber"


def _vid_render(title: str, main: str, head: str) -> str:
    t = (
        f"{title} | Protocol (Translated to English)"
        if title
        else "LabVid Journal - Peer Reviewed Scientific Video Journal"
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="http://{VID_CDN}/css/main.b81c.css"><script src="http://{VID_CDN}/js/player.4d2e.js"></script>{head}</head>
<body><nav class="topnav"><a href="/"><img src="http://{VID_CDN}/img/labvid-logo.svg" alt="LabVid"></a>
<a href="/research">Research</a> <a href="/education">Education</a> <a href="/about">About</a> <a href="/subscribe">Subscribe</a>
<a href="/account/login">Sign In</a><form action="/search"><input name="query"></form></nav>
<div class="container">{main}</div>
<footer><a href="/about/policies">Policies</a> <a href="/about/contact">Contact</a> <a href="/about/privacy">Privacy</a>
<a href="https://www.linkedin.com/company/labvid">LinkedIn</a></footer></body></html>
"""


def _vid() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    pdf_p = "/pdf/61234/labvid-protocol-61234-measuring-root-hydraulic-conductivity-with-a-pressure-chamber"
    mat = f"http://{VID_CDN}/files/materials/61234_Materials.xlsx"
    cites = [
        ("/api/citation/61234?format=ris", "RIS"),
        ("/api/citation/61234?format=bibtex", "BibTeX"),
        ("/api/citation/61234?format=enw", "EndNote"),
    ]
    main = f"""<div class="article-header"><h1>{escape(VID_TITLE)}</h1>
<p class="authors">Anaïs Perrin<sup>1</sup>, Kofi Mensah<sup>2</sup> — <sup>1</sup>{a("http://www.irag-agro.hx8.example/", "Institut de Recherche Agronomique")}</p>
<p>J. Vis. Exp. (198), e61234, doi:10.3791/61234 (2023).</p></div>
<div class="video-wrap"><video controls poster="http://{VID_CDN}/thumbs/61234.jpg"><source src="http://{VID_CDN}/video/61234/61234_720p.mp4" type="video/mp4"></video></div>
<div class="article-tools">{a(pdf_p, "Download PDF")} {a(mat, "Materials List")}
<div class="cite"><b>Cite this Article</b>{ul(cites)}</div>
<a href="/account/login?redirect={VID_PATH}">Download video (subscribers)</a></div>
<div class="tabs"><h2>Abstract</h2><p>Root hydraulic conductivity (Lpr) is measured on de-topped root systems.</p>
<h2>Protocol</h2><ol><li>Grow plants hydroponically.</li><li>Seal the hypocotyl in the chamber lid.</li></ol></div>
<div class="related"><h3>Related Videos</h3>{ul([("/t/60877/xylem-sap-sampling-in-grapevine", "Xylem Sap Sampling in Grapevine"), ("/t/59012/leaf-water-potential-using-a-scholander-bomb", "Leaf Water Potential Using a Scholander Bomb")])}</div>"""
    pages: dict[str, PageValue] = {
        VID_PATH: _vid_render(
            VID_TITLE, main, f'<meta name="citation_title" content="{escape(VID_TITLE)}">'
        ),
        pdf_p: pdf_file(VID_TITLE, "Perrin and Mensah", "J. Vis. Exp. (198), e61234"),
    }
    for u, f in cites:
        pages[u] = text_file(
            f"{f}: Perrin, A., Mensah, K. {VID_TITLE}. J. Vis. Exp. (198), e61234 (2023).\n"
        )
    cdn: dict[str, PageValue] = {
        "/files/materials/61234_Materials.xlsx": Response.data(
            b"PK\x03\x04xlsx-materials",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
    }
    truth = {f"http://{VID}{p}" for p in pages} | {mat}
    return pages, cdn, truth


def _vid_build() -> list[Site]:
    pages, cdn, _t = _vid()
    for p, t in (
        ("/t/60877/xylem-sap-sampling-in-grapevine", "Xylem Sap Sampling in Grapevine"),
        (
            "/t/59012/leaf-water-potential-using-a-scholander-bomb",
            "Leaf Water Potential Using a Scholander Bomb",
        ),
        ("/research", "Research"),
        ("/education", "Education"),
        ("/about", "About"),
        ("/subscribe", "Subscribe"),
        ("/account/login", "Sign In"),
        ("/search", "Search"),
        ("/about/policies", "Policies"),
        ("/about/contact", "Contact"),
        ("/about/privacy", "Privacy"),
    ):
        pages[p] = _vid_render(t, f"<h1>{escape(t)}</h1>", "")
    shell = Shell(VID, _vid_render, home="<h1>LabVid Journal</h1>")
    c = Site(VID_CDN)
    for p, v in cdn.items():
        c.add(p, v)
    c.add("/css/main.b81c.css", css())
    c.add("/js/player.4d2e.js", js())
    c.add(
        "/img/labvid-logo.svg",
        Response.data(b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"),
    )
    c.add("/thumbs/61234.jpg", image_file())
    c.add(
        "/video/61234/61234_720p.mp4",
        Response.data(b"\x00\x00\x00\x18ftypmp42" + b"\x00" * 64, "video/mp4"),
    )
    return [shell.site(pages), c]


# --------------------------------------------------------------------------- post-publication discussion (PubPeer-like)

PPR = "www.postpub-review.hx8.example"
PPR_ID = "/publications/6F3A2B9C1D0E8F7A6B5C4D3E2F1A0B"


def _ppr_render(title: str, main: str, head: str) -> str:
    t = (
        f"PostPub - {title}"
        if title
        else "PostPub - Search publications and join the conversation."
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="csrf-token" content="x9Yt2"><link href="/css/app.css?id=4be2f1" rel="stylesheet"><script src="/js/app.js?id=9a1c03" defer></script>{head}
</head><body><nav class="navbar"><a class="navbar-brand" href="/"><img src="/img/postpub-logo.svg" alt="PostPub"></a>
<a href="/static/faq">FAQ</a> <a href="/static/guidelines">Guidelines</a> <a href="/journals">Journals</a> <a href="/blog">Blog</a>
<a href="/auth/login">Login</a><form action="/search"><input name="q"></form></nav>
<div class="container">{main}</div>
<footer><a href="/static/privacy">Privacy</a> <a href="/static/terms">Terms</a> <a href="https://mastodon.social/@postpub">Mastodon</a></footer></body></html>
"""


def _ppr_page() -> str:
    title = "Mitochondrial fission drives senescence in aged hepatocytes"
    comments = "".join(
        f'<div class="comment" id="{n}"><a href="{PPR_ID}#{n}">#{n}</a> <b>{who}</b> <span>commented {when}</span><p>{text}</p>'
        f'<a href="/auth/login?redirect={PPR_ID}">Reply</a></div>'
        for n, who, when, text in (
            (
                1,
                "Elopharis Brevicauda",
                "March 2024",
                "The western blot in Figure 3B appears to reuse lanes 2-4 from Figure 2D.",
            ),
            (
                2,
                "Author response: Hyun-woo Park",
                "April 2024",
                "We thank the commenter; the raw images are attached to our correction.",
            ),
            (3, "Tarsius Minimus", "May 2024", "The correction notice does not address Figure 5A."),
        )
    )
    main = f"""<div class="publication"><h1>{escape(title)}</h1>
<p class="authors">Hyun-woo Park, Laura Vidal, Tomasz Nowicki</p>
<p>{a("/journals/1187", "Cell Reports")} (2022) · {a("https://doi.org/10.1016/j.celrep.2022.110412", "10.1016/j.celrep.2022.110412")} ·
PMID {a("https://pubmed.ncbi.nlm.nih.gov/35812345/", "35812345")}</p>
<p>{a("/auth/login?redirect=" + PPR_ID, "Follow this publication")}</p></div>
<div class="comments"><h2>3 comments</h2>{comments}</div>
<aside><h3>Other publications by these authors with comments</h3>
{ul([("/publications/A0B1C2D3E4F5A6B7C8D9E0F1A2B3C4", "Drp1 inhibition restores hepatocyte proliferation"), ("/publications/11AA22BB33CC44DD55EE66FF778899", "Hepatic senescence markers in NAFLD")])}</aside>"""
    return _ppr_render(title, main, f'<link rel="canonical" href="http://{PPR}{PPR_ID}">')


def _ppr_build() -> list[Site]:
    pages: dict[str, PageValue] = {PPR_ID: _ppr_page()}
    for p, t in (
        (
            "/publications/A0B1C2D3E4F5A6B7C8D9E0F1A2B3C4",
            "Drp1 inhibition restores hepatocyte proliferation",
        ),
        ("/publications/11AA22BB33CC44DD55EE66FF778899", "Hepatic senescence markers in NAFLD"),
        ("/journals/1187", "Cell Reports"),
        ("/journals", "Journals"),
        ("/static/faq", "FAQ"),
        ("/static/guidelines", "Guidelines"),
        ("/blog", "Blog"),
        ("/auth/login", "Login"),
        ("/search", "Search"),
        ("/static/privacy", "Privacy"),
        ("/static/terms", "Terms"),
    ):
        pages[p] = _ppr_render(t, f"<h1>{escape(t)}</h1>", "")
    pages.update(
        {
            "/css/app.css": css(),
            "/js/app.js": js(),
            "/img/postpub-logo.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
        }
    )
    shell = Shell(
        PPR,
        _ppr_render,
        home="<h1>Recent comments</h1>" + a(PPR_ID, "Mitochondrial fission drives senescence"),
    )
    return [shell.site(pages)]


CASES: list[Case] = [
    Case(
        name="sitecanvas_tidewatch_project_site",
        imitates="Project website on a site-builder subdomain (Silk-like)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{PRJ}/",
        truth=frozenset(_prj()[1]),
        build=_prj_build,
        others=frozenset([f"http://{PRJ_OTHER}/"]),
    ),
    Case(
        name="readdocs_tidalfit_latest_docs",
        imitates="Software documentation host (Read the Docs-like, Sphinx)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{DOC}/en/latest/",
        truth=frozenset(_doc()[1]),
        build=_doc_build,
        others=frozenset([f"http://{DOC}/en/stable/", f"http://{DOC}/en/v0.8.x/"]),
    ),
    Case(
        name="hypotheses_like_blog_post",
        imitates="Research blog post (Hypotheses-like WordPress network)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=f"http://{BLOG}/1482",
        truth=frozenset([f"http://{BLOG}/1482"]),
        build=_blog_build,
        others=frozenset([f"http://{BLOG}/1467", f"http://{BLOG}/1501"]),
    ),
    Case(
        name="slidewell_lidar_deck",
        imitates="Slide sharing host (SlideShare-like)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{SLD}{DECK}",
        truth=frozenset(_sld()[1]),
        build=_sld_build,
        others=frozenset(
            f"http://{SLD}{p}"
            for p in (
                DECK + "-part-2",
                "/lmoreau/pdal-in-practice",
                "/ksato/point-cloud-classification-primer",
            )
        ),
    ),
    Case(
        name="labvid_root_conductivity_video",
        imitates="Video journal article (JoVE-like)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{VID}{VID_PATH}",
        truth=frozenset(_vid()[2]),
        build=_vid_build,
        others=frozenset(
            f"http://{VID}{p}"
            for p in (
                "/t/60877/xylem-sap-sampling-in-grapevine",
                "/t/59012/leaf-water-potential-using-a-scholander-bomb",
            )
        ),
    ),
    Case(
        name="postpub_discussion_thread",
        imitates="Post-publication discussion (PubPeer-like)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=f"http://{PPR}{PPR_ID}",
        truth=frozenset([f"http://{PPR}{PPR_ID}"]),
        build=_ppr_build,
        others=frozenset(
            f"http://{PPR}{p}"
            for p in (
                "/publications/A0B1C2D3E4F5A6B7C8D9E0F1A2B3C4",
                "/publications/11AA22BB33CC44DD55EE66FF778899",
            )
        ),
    ),
]
