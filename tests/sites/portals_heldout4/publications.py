"""Project platforms, biodiversity data, preprints, blogs, encyclopedia, news, Omeka.

Expected heuristics:

* OSF-like (title "Lattice | ...") -> sig_filtered_title (the seed's OSF row).  Truth: the
  project page, its wiki pages, its file listing, its file pages (a file's own guid URI,
  whose breadcrumb names the project) and the file downloads on the files host (same
  portal).  Contributor profiles (also guid URIs) and a linked preprint are not.
* GBIF-like -> sig_uri (the seed's GBIF row).  Truth: the dataset page and the pages and
  API documents that carry its key: metrics, activity, project tab, occurrence search,
  (checklists) species search, the API's dataset record and EML document.  Publisher,
  installation, network pages and the source IPT are other artifacts.  The second case
  is entered by a DOI that redirects to the dataset page.
* bioRxiv-like -> single_page_plus_ignored (the seed's BioRxiv row).  Truth: the abstract
  page, full text, PDF, supplementary material and its files, article info and metrics,
  and citation exports.  The previous version (v1) is another artifact; similar articles,
  subject collections and author searches are chrome.
* WordPress and Ghost blog posts, a wiki encyclopedia article, a news article (The
  Conversation-like) -> single_page (the seed's blog, Wikipedia and The Conversation rows).
  Truth: the post itself; category/tag/author archives, feeds, comment-reply links, talk
  and history pages, republish forms and related posts are not part of it.
* Omeka item -> single_page (the seed's Omeka.net row): the item page; its image is an
  embedded resource, collection and tag browsing are chrome.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._web import Chrome, a, blob, csv, json_file, pdf_file, plain, redirector, share, ul

SP, SPO = "single_page", "single_page_plus_ignored"

# --------------------------------------------------------------------------- OSF-like

OSF = "osf.lattice.hx4.example"
OSF_FILES = "files.lattice.hx4.example"
OSF_PROJECTS = {
    "k7m2q": (
        "Role of Hsp70 in thermal tolerance of Daphnia: supplementary material",
        ["home", "Protocol"],
        [("p3xv9", "5f2a9b01c3", "growth_raw.csv"), ("r8t4w", "5f2a9b01c4", "analysis.R")],
    ),
    "t9w3e": (
        "Many Labs Ostland: replication of the anchoring effect",
        ["home"],
        [
            ("h2j6k", "6a7b8c9d01", "prereg.pdf"),
            ("m5n8q", "6a7b8c9d02", "data_all_sites.csv"),
            ("w3x7z", "6a7b8c9d03", "codebook.xlsx"),
        ],
    ),
}


def osf_sites() -> list[Site]:
    c = Chrome(
        OSF,
        "Lattice",
        menu=[
            ("/myprojects/", "My Projects"),
            ("/search/", "Search"),
            ("/support/", "Support"),
            ("/donate/", "Donate"),
            ("https://preprints.lattice.hx4.example/", "Preprints"),
            ("https://registries.lattice.hx4.example/", "Registries"),
        ],
        footer=[
            ("https://cos.hx4org.example/", "Center for Open Science"),
            ("/terms_of_use/", "Terms of Use"),
            ("/privacy_policy/", "Privacy Policy"),
            ("https://status.lattice.hx4.example/", "Status"),
            ("https://help.lattice.hx4.example/", "Help"),
        ],
        title_format="Lattice | {title}",
        home_title="Lattice",
        login=[("/login/?next=%2F", "Sign In"), ("/register/", "Sign Up")],
        home_main="<h1>Lattice</h1><p>Collaborate, share, preserve.</p>",
    )
    pages: dict = {}
    for guid, (title, wikis, files) in OSF_PROJECTS.items():
        crumb = f'<div class="project-title">{a(f"/{guid}/", title)}</div>'
        pnav = (
            '<nav class="project-nav">'
            + ul(
                [
                    (f"/{guid}/", "Overview"),
                    (f"/{guid}/files/", "Files"),
                    (f"/{guid}/wiki/home", "Wiki"),
                    (f"/{guid}/analytics/", "Analytics"),
                    (f"/{guid}/registrations/", "Registrations"),
                ]
            )
            + "</nav>"
        )
        people = ul([("/m4n5p/", "Hanne Vik"), ("/q2r3s/", "Paolo Ricci")])
        flist = ul([(f"/{fg}/", fn) for fg, _fid, fn in files])
        pages[f"/{guid}/"] = c.page(
            title,
            f"{crumb}{pnav}<h1>{escape(title)}</h1><h2>Contributors</h2>{people}"
            f"<h2>Wiki</h2><p>{escape(title)}: see the protocol.</p>"
            + ul([(f"/{guid}/wiki/{w}", w) for w in wikis])
            + f"<h2>Files</h2>{flist}"
            + (
                f"<p>Preprint: {a('https://preprints.lattice.hx4.example/ecoarxiv/7yq2b', 'Thermal tolerance preprint')}</p>"
                if guid == "k7m2q"
                else ""
            )
            + f"<p>Tags: {a('/search/?q=(tags:%22Daphnia%22)', 'Daphnia')}</p>"
            + f"<p>License: {a('https://creativecommons.hx4lic.example/licenses/by/4.0/', 'CC-By 4.0')}</p>",
        )
        pages[f"/{guid}/files/"] = c.page(
            f"{title} (Files)", f"{crumb}{pnav}<h2>Files: {escape(title)}</h2>{flist}"
        )
        for w in wikis:
            pages[f"/{guid}/wiki/{w}"] = c.page(
                f"{title} (Wiki - {w})",
                f"{crumb}{pnav}<h2>{w}</h2><p>{escape(title)}</p>"
                + ul([(f"/{guid}/wiki/{x}", x) for x in wikis]),
            )
        for fg, fid, fn in files:
            dl = f"https://{OSF_FILES}/v1/resources/{guid}/providers/osfstorage/{fid}?action=download&direct&version=1"
            pages[f"/{fg}/"] = c.page(
                fn,
                f"{crumb}{pnav}<h2>{escape(fn)}</h2><p>Version: 1</p>{a(dl, 'Download')}"
                f" {a(f'/{guid}/files/', 'Back to files')}",
            )
    for u, n in [("m4n5p", "Hanne Vik"), ("q2r3s", "Paolo Ricci")]:
        pages[f"/{u}/"] = c.page(
            n, f"<h1>{n}</h1>" + ul([(f"/{g}/", t[0]) for g, t in OSF_PROJECTS.items()])
        )
    store = {}
    for guid, (_t, _w, files) in OSF_PROJECTS.items():
        for _fg, fid, fn in files:
            store[
                f"/v1/resources/{guid}/providers/osfstorage/{fid}?action=download&direct&version=1"
            ] = csv("a,b", "1,2") if fn.endswith(".csv") else blob(fn, "application/octet-stream")
    return [c.site(pages), plain(OSF_FILES, store)]


def _osf_truth(guid: str) -> frozenset[str]:
    _t, wikis, files = OSF_PROJECTS[guid]
    b = f"https://{OSF}"
    out = [f"{b}/{guid}/", f"{b}/{guid}/files/"] + [f"{b}/{guid}/wiki/{w}" for w in wikis]
    for fg, fid, _fn in files:
        out += [
            f"{b}/{fg}/",
            f"https://{OSF_FILES}/v1/resources/{guid}/providers/osfstorage/{fid}?action=download&direct&version=1",
        ]
    return frozenset(out)


# --------------------------------------------------------------------------- GBIF-like

BX = "www.biodex.hx4.example"
BX_API = "api.biodex.hx4.example"
BX_DOI = "resolve-biodex.hx4.example"
BX_SETS = {
    "4c2b8e1a-7d3f-4f6e-9a0b-1c2d3e4f5a6b": (
        "Benthic macrofauna of the Ostland shelf, 1998-2019",
        "occurrence",
        "10.15468/q8zk2m",
    ),
    "e0d9c8b7-a6f5-4e3d-8c2b-1a0f9e8d7c6b": (
        "Checklist of the vascular plants of the Skerry Islands",
        "checklist",
        "10.15468/w4yt7r",
    ),
}
BX_PUB = "a9b8c7d6-e5f4-4a3b-9c2d-1e0f0a1b2c3d"


def gbif_sites() -> list[Site]:
    c = Chrome(
        BX,
        "Biodex",
        menu=[
            ("/occurrence/search", "Occurrences"),
            ("/species/search", "Species"),
            ("/dataset/search", "Datasets"),
            ("/publisher/search", "Publishers"),
            ("/resource/search", "Resources"),
            ("/the-biodex-network", "Network"),
        ],
        footer=[
            ("/what-is-biodex", "What is Biodex?"),
            ("/terms", "Terms of use"),
            ("/citation-guidelines", "Citation guidelines"),
            ("/contact-us", "Contact"),
            ("https://www.bsky.hx4share.example/biodex", "Bluesky"),
        ],
        title_format="{title}",
        home_title="Biodex",
        soft_404=True,
        home_main="<h1>Free and open access to biodiversity data</h1>"
        + ul([(f"/dataset/{k}", v[0]) for k, v in BX_SETS.items()]),
    )
    pages: dict = {}
    api: dict = {}
    for key, (title, kind, doi) in BX_SETS.items():
        tabs = [
            (f"/dataset/{key}", "About"),
            (f"/dataset/{key}/project", "Project"),
            (f"/dataset/{key}/metrics", "Metrics"),
            (f"/dataset/{key}/activity", "Download events"),
        ]
        if kind == "checklist":
            tabs.append((f"/species/search?dataset_key={key}&origin=SOURCE", "Taxonomy"))
        tabs.append((f"/occurrence/search?dataset_key={key}", "Occurrences"))
        tabbar = '<nav class="tabs">' + ul(tabs) + "</nav>"
        head = (
            f"<h1>{escape(title)}</h1><p>Published by {a(f'/publisher/{BX_PUB}', 'Ostland Marine Institute')}</p>"
            f"<p>{kind.title()} dataset · DOI {a(f'https://{BX_DOI}/{doi}', doi)}</p>"
        )
        about = (
            head + tabbar + "<h2>Description</h2><p>Grab samples from 412 stations.</p>"
            f"<h2>Registration</h2><p>Hosted by {a('/installation/5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', 'Ostland Marine IPT')}; "
            f"network {a('/network/99a8b7c6-d5e4-4f3a-9b2c-1d0e9f8a7b6c', 'OBIS')}</p>"
            f"<p>Source archive: {a('https://ipt.ostland-marine.hx4ipt.example/resource?r=benthic_shelf', 'IPT')}</p>"
            f"<p>Metadata: {a(f'https://{BX_API}/v1/dataset/{key}/document', 'EML')} "
            f"{a(f'https://{BX_API}/v1/dataset/{key}', 'API record')}</p>"
            f"<p>{a('/citation-guidelines', 'How to cite')}</p>"
            + share(c.url(f"/dataset/{key}"), title)
        )
        pages[f"/dataset/{key}"] = c.page(title, about)
        for path, label in tabs[1:]:
            pages[path] = c.page(
                f"{label} - {title}" if "dataset/" in path else f"Search {label.lower()}",
                head + tabbar + f"<h2>{label}</h2><p>dataset_key={key}</p>",
            )
        api[f"/v1/dataset/{key}/document"] = blob(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>",
            "application/xml",
        )
        api[f"/v1/dataset/{key}"] = json_file(f'{{"key": "{key}", "title": "{title}"}}')
    pages[f"/publisher/{BX_PUB}"] = c.page(
        "Ostland Marine Institute",
        "<h1>Ostland Marine Institute</h1>"
        + ul([(f"/dataset/{k}", v[0]) for k, v in BX_SETS.items()]),
    )
    doi = redirector(BX_DOI, {f"/{v[2]}": c.url(f"/dataset/{k}") for k, v in BX_SETS.items()})
    return [c.site(pages), plain(BX_API, api), doi]


def _bx_truth(key: str) -> frozenset[str]:
    kind = BX_SETS[key][1]
    b = f"https://{BX}"
    out = [
        f"{b}/dataset/{key}",
        f"{b}/dataset/{key}/project",
        f"{b}/dataset/{key}/metrics",
        f"{b}/dataset/{key}/activity",
        f"{b}/occurrence/search?dataset_key={key}",
        f"https://{BX_API}/v1/dataset/{key}/document",
        f"https://{BX_API}/v1/dataset/{key}",
    ]
    if kind == "checklist":
        out.append(f"{b}/species/search?dataset_key={key}&origin=SOURCE")
    return frozenset(out)


# --------------------------------------------------------------------------- bioRxiv-like

PX = "www.prexiv.hx4.example"
PX_DOI = "resolve-prexiv.hx4.example"
PX_PAPERS = {
    "2024.01.05.574321v2": (
        "Hippocampal replay during sleep predicts route choice in bats",
        "neuroscience",
        "1187245",
        True,
    ),
    "2024.03.18.585002v1": (
        "A pan-genome of wild barley from the Fertile Crescent",
        "genomics",
        "1190311",
        False,
    ),
}
PX_CIT = ["ris", "bibtext", "endnote-tagged", "medlars"]


def biorxiv_sites() -> list[Site]:
    c = Chrome(
        PX,
        "prexiv",
        menu=[
            ("/", "Home"),
            ("/about-prexiv", "About"),
            ("/submit-a-manuscript", "Submit"),
            ("/alerts", "ALERTS / RSS"),
            ("/collection", "Subject Areas"),
            ("/search", "Advanced Search"),
        ],
        footer=[
            ("/about/FAQ", "FAQ"),
            ("/content/about-prexiv", "About"),
            ("/content/contact-us", "Contact"),
            ("https://connect.prexiv.hx4.example/", "Connect"),
            ("https://www.csh.hx4org.example/", "Cold Shore Lab"),
        ],
        title_format="{title} | {name}",
        home_title="prexiv.org - the preprint server for Biology",
        home_main="<h1>New results</h1>"
        + ul([(f"/content/10.1101/{k}", v[0]) for k, v in PX_PAPERS.items()]),
        soft_404=True,
    )
    pages: dict = {}
    for key, (title, subj, nid, supp) in PX_PAPERS.items():
        base = f"/content/10.1101/{key}"
        ver = int(key[-1])
        stem = key[:-2]
        tabs = ul(
            [
                (base, "Abstract"),
                (f"{base}.full", "Full Text"),
                (f"{base}.article-info", "Info/History"),
                (f"{base}.article-metrics", "Metrics"),
            ]
            + ([(f"{base}.supplementary-material", "Supplementary material")] if supp else [])
            + [(f"{base}.full.pdf", "Preview PDF")],
            "tabs",
        )
        cit = " ".join(a(f"/highwire/citation/{nid}/{f}", f.upper()) for f in PX_CIT)
        side = (
            f"<div class='pane'>{a(f'{base}.full.pdf', 'Download PDF')}</div><div>Citation Tools: {cit}</div>"
            f"<div>Subject Area: {a(f'/collection/{subj}', subj.title())}</div>"
            "<div><h3>Similar articles</h3>"
            + ul(
                [
                    ("/content/10.1101/2023.11.30.569410v1", "Place cells in flying bats"),
                    ("/content/10.1101/2024.02.02.578001v3", "Sharp-wave ripples revisited"),
                ]
            )
            + "</div>"
            + (
                f"<div>Previous version: {a(f'/content/10.1101/{stem}v1', 'View version 1')}</div>"
                if ver > 1
                else ""
            )
            + f"<div>{a('/search/author1%3AOkafor%20numresults%3A75', 'Okafor E')}</div>"
            + share(c.url(base), title)
        )
        top = f"<div class='highwire-cite'><h1>{escape(title)}</h1><p>doi: {a(f'https://{PX_DOI}/10.1101/{stem}', f'https://doi.org/10.1101/{stem}')}</p></div>"
        pages[base] = c.page(title, top + tabs + "<h2>Abstract</h2><p>We recorded ...</p>" + side)
        pages[f"{base}.full"] = c.page(title, top + tabs + "<h2>Introduction</h2><p>...</p>" + side)
        pages[f"{base}.article-info"] = c.page(title, top + tabs + "<h2>History</h2>" + side)
        pages[f"{base}.article-metrics"] = c.page(
            title, top + tabs + "<h2>Article usage</h2>" + side
        )
        pages[f"{base}.full.pdf"] = pdf_file(title, "preprint")
        if supp:
            media = f"/content/prexiv/early/2024/01/07/{stem}/DC1/embed/media-1.xlsx?download=true"
            pages[f"{base}.supplementary-material"] = c.page(
                title, top + tabs + a(media, "Supplementary Table 1") + side
            )
            pages[media] = blob(
                "PK", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            )
        for f in PX_CIT:
            pages[f"/highwire/citation/{nid}/{f}"] = blob(f"{f}: {title}", "text/plain")
        if ver > 1:
            pages[f"/content/10.1101/{stem}v1"] = c.page(
                title, f"<h1>{escape(title)}</h1><p>Version 1</p>"
            )
    pages["/collection/neuroscience"] = c.page(
        "Neuroscience",
        "<h1>Neuroscience</h1>"
        + ul([(f"/content/10.1101/{k}", v[0]) for k, v in PX_PAPERS.items()]),
    )
    doi = redirector(
        PX_DOI, {f"/10.1101/{k[:-2]}": c.url(f"/content/10.1101/{k}") for k in PX_PAPERS}
    )
    return [c.site(pages), doi]


def _px_truth(key: str) -> frozenset[str]:
    _t, _s, nid, supp = PX_PAPERS[key]
    b = f"https://{PX}/content/10.1101/{key}"
    out = [b, f"{b}.full", f"{b}.article-info", f"{b}.article-metrics", f"{b}.full.pdf"]
    out += [f"https://{PX}/highwire/citation/{nid}/{f}" for f in PX_CIT]
    if supp:
        out += [
            f"{b}.supplementary-material",
            f"https://{PX}/content/prexiv/early/2024/01/07/{key[:-2]}/DC1/embed/media-1.xlsx?download=true",
        ]
    return frozenset(out)


# --------------------------------------------------------------------------- single pages

WP = "blog.saltmarsh-lab.hx4.example"
WP_POST = "/2024/03/12/counting-fiddler-crabs-at-dawn/"


def wordpress_sites() -> list[Site]:
    c = Chrome(
        WP,
        "Saltmarsh Lab Notes",
        menu=[
            ("/", "Home"),
            ("/about/", "About the lab"),
            ("/people/", "People"),
            ("/publications/", "Publications"),
            ("/category/fieldwork/", "Fieldwork"),
            ("/category/methods/", "Methods"),
        ],
        footer=[
            ("/feed/", "Entries RSS"),
            ("/comments/feed/", "Comments RSS"),
            ("/wp-login.php", "Log in"),
            ("https://wordpress.hx4proj.example/", "Proudly powered by WordPress"),
        ],
        title_format="{title} – {name}",
        login=[],
        sidebar="<h3>Archives</h3>"
        + ul([("/2024/03/", "March 2024"), ("/2024/02/", "February 2024")])
        + "<h3>Tags</h3>"
        + ul([("/tag/crabs/", "crabs"), ("/tag/tides/", "tides")]),
        home_main="<h1>Latest posts</h1>"
        + ul(
            [
                (WP_POST, "Counting fiddler crabs at dawn"),
                ("/2024/02/27/new-sensor-mooring/", "A new sensor mooring"),
            ]
        ),
    )
    title = "Counting fiddler crabs at dawn"
    body = (
        f'<article class="post-812 post type-post"><h1 class="entry-title">{title}</h1>'
        f"<p class='byline'>Posted on {a(WP_POST, 'March 12, 2024')} by {a('/author/ines-alves/', 'Inês Alves')}</p>"
        "<div class='entry-content'><p>At 05:40 the first burrows open ...</p></div>"
        f"<footer>Categories: {a('/category/fieldwork/', 'Fieldwork')} Tags: {a('/tag/crabs/', 'crabs')}, {a('/tag/tides/', 'tides')}</footer>"
        f"</article><nav class='post-navigation'>{a('/2024/02/27/new-sensor-mooring/', '← A new sensor mooring')} "
        f"{a('/2024/03/20/winter-sediment-cores/', 'Winter sediment cores →')}</nav>"
        f"<div id='comments'><h2>2 thoughts</h2><p>Lovely! {a(f'{WP_POST}?replytocom=31#respond', 'Reply')}</p></div>"
        + share(c.url(WP_POST), title)
    )
    head = (
        f'<link rel="alternate" type="application/rss+xml" href="{WP_POST}feed/">'
        '<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/812">'
        '<link rel="shortlink" href="/?p=812">'
    )
    pages = {
        WP_POST: c.page(title, body, head=head),
        "/2024/02/27/new-sensor-mooring/": c.page(
            "A new sensor mooring", "<h1>A new sensor mooring</h1>"
        ),
        "/author/ines-alves/": c.page("Inês Alves", "<h1>Inês Alves</h1>" + ul([(WP_POST, title)])),
        "/tag/crabs/": c.page("crabs", "<h1>Tag: crabs</h1>" + ul([(WP_POST, title)])),
    }
    return [c.site(pages)]


GH_BLOG = "notes.openlab-collective.hx4.example"
GH_POST = "/why-we-preregister-everything/"


def ghost_sites() -> list[Site]:
    c = Chrome(
        GH_BLOG,
        "Open Lab Collective",
        menu=[
            ("/", "Home"),
            ("/tag/open-science/", "Open science"),
            ("/tag/methods/", "Methods"),
            ("/about/", "About"),
            ("/#/portal/signup", "Subscribe"),
        ],
        footer=[
            ("/privacy/", "Privacy"),
            ("/rss/", "RSS"),
            ("https://ghost.hx4proj.example/", "Powered by Ghost"),
        ],
        title_format="{title}",
        home_title="Open Lab Collective",
        soft_404=True,
        login=[("/#/portal/signin", "Sign in"), ("/#/portal/signup", "Subscribe")],
    )
    title = "Why we preregister everything (even pilot studies)"
    body = (
        f"<article class='gh-article'><header><a class='gh-article-tag' href='/tag/open-science/'>Open science</a>"
        f"<h1>{escape(title)}</h1><p>{a('/author/jo/', 'Jo Lindgren')} · Feb 2, 2025 · 7 min read</p></header>"
        "<section class='gh-content'><p>Preregistration is cheap insurance...</p></section></article>"
        "<section class='gh-read-next'><h3>Read next</h3>"
        + ul(
            [
                ("/registered-reports-one-year-in/", "Registered reports, one year in"),
                ("/pilot-data-is-data/", "Pilot data is data"),
            ]
        )
        + "</section>"
        + share(c.url(GH_POST), title)
    )
    pages = {
        GH_POST: c.page(
            title, body, head='<link rel="amphtml" href="/why-we-preregister-everything/amp/">'
        ),
        "/author/jo/": c.page(
            "Jo Lindgren - Open Lab Collective", "<h1>Jo Lindgren</h1>" + ul([(GH_POST, title)])
        ),
    }
    return [c.site(pages)]


WK = "en.wikiscience.hx4.example"


def wiki_sites() -> list[Site]:
    c = Chrome(
        WK,
        "Wikiscience",
        menu=[
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Portal:Contents", "Contents"),
            ("/wiki/Special:Random", "Random article"),
            ("/wiki/Help:Contents", "Help"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
        ],
        footer=[
            ("/wiki/Wikiscience:About", "About Wikiscience"),
            ("/wiki/Wikiscience:General_disclaimer", "Disclaimers"),
            ("https://foundation.wikiscience.hx4.example/wiki/Privacy_policy", "Privacy policy"),
            ("https://creativecommons.hx4lic.example/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
        ],
        title_format="{title} - Wikiscience",
        search_path="/w/index.php",
        login=[
            ("/w/index.php?title=Special:CreateAccount", "Create account"),
            ("/w/index.php?title=Special:UserLogin", "Log in"),
        ],
    )
    t = "Ocean_acidification"
    body = (
        "<div class='vector-page-toolbar'>"
        + ul(
            [
                (f"/wiki/{t}", "Article"),
                (f"/wiki/Talk:{t}", "Talk"),
                (f"/w/index.php?title={t}&action=edit", "Edit"),
                (f"/w/index.php?title={t}&action=history", "View history"),
                (f"/wiki/Special:WhatLinksHere/{t}", "What links here"),
                (f"/w/index.php?title={t}&action=info", "Page information"),
                (f"/w/index.php?title=Special:CiteThisPage&page={t}", "Cite this page"),
            ]
        )
        + f"</div><h1>Ocean acidification</h1><p><b>Ocean acidification</b> is the decrease in the pH of the "
        f"{a('/wiki/Ocean', 'ocean')} caused by uptake of {a('/wiki/Carbon_dioxide', 'carbon dioxide')} ...</p>"
        f"<h2>References</h2><ol><li>{a('https://doi.hx4cite.example/10.1038/425365a', 'Caldeira & Wickett 2003')}</li></ol>"
        f"<div class='catlinks'>Categories: {a('/wiki/Category:Oceanography', 'Oceanography')} {a('/wiki/Category:Climate_change', 'Climate change')}</div>"
        f"<p>Languages: {a('https://de.wikiscience.hx4.example/wiki/Ozeanversauerung', 'Deutsch')}</p>"
    )
    return [
        c.site(
            {
                f"/wiki/{t}": c.page("Ocean acidification", body),
                "/wiki/Main_Page": c.page(
                    "Main Page",
                    "<h1>Welcome to Wikiscience</h1>" + ul([(f"/wiki/{t}", "Ocean acidification")]),
                ),
            }
        )
    ]


NW = "thedialogue.hx4.example"
NW_ART = "/why-some-glaciers-surge-and-others-dont-224871"


def news_sites() -> list[Site]:
    topics = [
        (f"/topics/{s}-{n}", s.replace("-", " ").title())
        for s, n in [
            ("climate-change", 27),
            ("glaciers", 4411),
            ("arctic", 1022),
            ("science", 9),
            ("environment", 31),
        ]
    ]
    c = Chrome(
        NW,
        "The Dialogue",
        menu=[
            ("/global", "Home"),
            ("/topics/arts-culture-12", "Arts + Culture"),
            ("/topics/business-economy-13", "Business + Economy"),
            ("/topics/education-15", "Education"),
            ("/topics/environment-31", "Environment"),
            ("/topics/health-16", "Health"),
            ("/topics/politics-society-17", "Politics + Society"),
            ("/topics/science-9", "Science + Technology"),
            ("/podcasts", "Podcasts"),
            ("/newsletter", "Newsletters"),
            ("/become-an-author", "Become an author"),
            ("/events", "Events"),
            ("/donate", "Donate"),
        ],
        footer=[
            ("/who-we-are", "Who we are"),
            ("/our-charter", "Our charter"),
            ("/team", "Our team"),
            ("/partners-and-funders", "Partners and funders"),
            ("/republishing-guidelines", "Republishing guidelines"),
            ("/privacy-policy", "Privacy policy"),
            ("/terms-and-conditions", "Terms and conditions"),
            ("/corrections", "Corrections"),
            ("/contact-us", "Contact us"),
            ("https://jobs.thedialogue.hx4.example/", "Jobs"),
        ],
        title_format="{title}",
        home_title="The Dialogue: In-depth analysis, research, news and ideas from leading academics and researchers.",
        login=[("/sign_in", "Sign in"), ("/sign_up", "Register")],
    )
    title = "Why some glaciers surge - and others don't"
    body = (
        f"<article><h1>{escape(title)}</h1><p>Published: March 4, 2025 · Author: {a('/profiles/marta-solheim-1190214', 'Marta Solheim')}, "
        f"{a('/institutions/university-of-ostland-2201', 'University of Ostland')}</p><p>Disclosure statement ...</p>"
        f"<div class='content-body'><p>Surging glaciers advance ten to a hundred times faster ...</p>"
        f"<p>In a {a('https://doi.hx4cite.example/10.1029/2024GL109999', 'new study')} we show ...</p></div>"
        f"<p>{a(f'{NW_ART}/republish', 'Republish this article')}</p><div class='topics'>"
        + ul(topics)
        + "</div></article>"
        "<aside><h3>You might also like</h3>"
        + ul(
            [
                ("/the-arctic-is-greening-223001", "The Arctic is greening"),
                ("/ice-cores-explained-219876", "Ice cores, explained"),
            ]
        )
        + "</aside>"
        + share(c.url(NW_ART), title)
    )
    return [
        c.site(
            {
                NW_ART: c.page(title, body),
                "/profiles/marta-solheim-1190214": c.page(
                    "Marta Solheim", "<h1>Marta Solheim</h1>" + ul([(NW_ART, title)])
                ),
            }
        )
    ]


OM = "collections.harbourmuseum.hx4.example"


def omeka_sites() -> list[Site]:
    c = Chrome(
        OM,
        "Harbour Museum Digital Collections",
        menu=[
            ("/items/browse", "Browse Items"),
            ("/collections/browse", "Browse Collections"),
            ("/exhibits", "Exhibits"),
            ("/about", "About"),
        ],
        footer=[("/about", "About"), ("https://omeka.hx4proj.example", "Proudly powered by Omeka")],
        title_format="{title} · {name}",
        search_path="/search",
        login=[],
        soft_404=False,
        home_main="<h1>Featured Item</h1>"
        + ul([("/items/show/42", "Ship's log of the barque Freja, 1874")]),
    )
    title = "Ship's log of the barque Freja, 1874"
    body = (
        f"<h1>{escape(title)}</h1><div id='item-images'><img src='/files/fullsize/9f1e2d3c4b5a.jpg' alt='{escape(title)}'></div>"
        "<div class='element-set'><h2>Dublin Core</h2><h3>Title</h3><p>"
        + escape(title)
        + "</p><h3>Creator</h3>"
        f"<p>{a('/items/browse?advanced%5B0%5D%5Belement_id%5D=39&advanced%5B0%5D%5Btype%5D=is+exactly&advanced%5B0%5D%5Bterms%5D=Lund%2C+Anders', 'Lund, Anders')}</p>"
        f"<h3>Date</h3><p>1874</p></div><div id='collection'>Collection: {a('/collections/show/3', 'Maritime logs')}</div>"
        f"<div id='item-tags'>Tags: {a('/items/browse?tags=barque', 'barque')} {a('/items/browse?tags=whaling', 'whaling')}</div>"
        f"<p>Citation: Lund, Anders, &ldquo;{escape(title)},&rdquo; {escape(c.name)}, accessed March 3, 2025, {escape(c.url('/items/show/42'))}.</p>"
        f"<ul class='item-pagination'><li>{a('/items/show/41', '← Previous Item')}</li><li>{a('/items/show/43', 'Next Item →')}</li></ul>"
    )
    return [
        c.site(
            {
                "/items/show/42": c.page(title, body),
                "/files/fullsize/9f1e2d3c4b5a.jpg": Response.data(
                    b"\xff\xd8\xff\xe0JFIF", "image/jpeg"
                ),
                "/collections/show/3": c.page(
                    "Maritime logs", "<h1>Maritime logs</h1>" + ul([("/items/show/42", title)])
                ),
            }
        )
    ]


CASES = [
    Case(
        "lattice-osf-project",
        "OSF",
        "multi_hop",
        "sig_filtered_title",
        f"https://{OSF}/k7m2q/",
        _osf_truth("k7m2q"),
        osf_sites,
        others=frozenset(["https://preprints.lattice.hx4.example/ecoarxiv/7yq2b"]),
    ),
    Case(
        "lattice-osf-many-labs",
        "OSF",
        "multi_hop",
        "sig_filtered_title",
        f"https://{OSF}/t9w3e/",
        _osf_truth("t9w3e"),
        osf_sites,
    ),
    Case(
        "biodex-occurrence-dataset",
        "GBIF",
        "multi_hop",
        "sig_uri",
        f"https://{BX}/dataset/4c2b8e1a-7d3f-4f6e-9a0b-1c2d3e4f5a6b",
        _bx_truth("4c2b8e1a-7d3f-4f6e-9a0b-1c2d3e4f5a6b"),
        gbif_sites,
        others=frozenset(
            [
                f"https://{BX}/publisher/{BX_PUB}",
                "https://ipt.ostland-marine.hx4ipt.example/resource?r=benthic_shelf",
            ]
        ),
    ),
    Case(
        "biodex-checklist-doi",
        "GBIF",
        "multi_hop",
        "sig_uri",
        f"https://{BX_DOI}/10.15468/w4yt7r",
        _bx_truth("e0d9c8b7-a6f5-4e3d-8c2b-1a0f9e8d7c6b"),
        gbif_sites,
        landing=f"https://{BX}/dataset/e0d9c8b7-a6f5-4e3d-8c2b-1a0f9e8d7c6b",
    ),
    Case(
        "prexiv-preprint-v2-doi",
        "bioRxiv-like",
        "single_hop",
        SPO,
        f"https://{PX_DOI}/10.1101/2024.01.05.574321",
        _px_truth("2024.01.05.574321v2"),
        biorxiv_sites,
        landing=f"https://{PX}/content/10.1101/2024.01.05.574321v2",
        others=frozenset([f"https://{PX}/content/10.1101/2024.01.05.574321v1"]),
    ),
    Case(
        "prexiv-preprint-v1",
        "bioRxiv-like",
        "single_hop",
        SPO,
        f"https://{PX}/content/10.1101/2024.03.18.585002v1",
        _px_truth("2024.03.18.585002v1"),
        biorxiv_sites,
    ),
    Case(
        "saltmarsh-wordpress-post",
        "WordPress blog",
        "single_artifact_uri",
        SP,
        f"https://{WP}{WP_POST}",
        frozenset([f"https://{WP}{WP_POST}"]),
        wordpress_sites,
    ),
    Case(
        "openlab-ghost-post",
        "Ghost blog",
        "single_artifact_uri",
        SP,
        f"https://{GH_BLOG}{GH_POST}",
        frozenset([f"https://{GH_BLOG}{GH_POST}"]),
        ghost_sites,
    ),
    Case(
        "wikiscience-article",
        "Wikipedia-like",
        "single_artifact_uri",
        SP,
        f"https://{WK}/wiki/Ocean_acidification",
        frozenset([f"https://{WK}/wiki/Ocean_acidification"]),
        wiki_sites,
    ),
    Case(
        "thedialogue-news-article",
        "The Conversation-like news",
        "single_artifact_uri",
        SP,
        f"https://{NW}{NW_ART}",
        frozenset([f"https://{NW}{NW_ART}"]),
        news_sites,
        others=frozenset(["https://doi.hx4cite.example/10.1029/2024GL109999"]),
    ),
    Case(
        "harbourmuseum-omeka-item",
        "Omeka",
        "single_artifact_uri",
        SP,
        f"https://{OM}/items/show/42",
        frozenset([f"https://{OM}/items/show/42"]),
        omeka_sites,
    ),
]
