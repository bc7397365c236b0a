"""Data journals and metadata/news pages around datasets: a Scientific-Data-like journal
(data descriptors, Single Page+ with Ignored URIs), an Earth-System-Science-Data-like
journal (Copernicus-style article paths, Path-Based), a DataCite-Commons-like DOI metadata
page and a data-infrastructure blog (Single Page).  Each data paper links its dataset in a
repository: another artifact.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import a, authors, blob, cookie_banner, host, items, text

# --------------------------------------------------------------------------------------
# Scientific-Data-like "Scientia Data": /articles/<id> with the PDF /articles/<id>.pdf,
# figure and table pages /articles/<id>/figures/<n>, /articles/<id>/tables/<n>, a RIS
# citation /articles/<id>.ris, and supplementary files on a static-content CDN host.  An
# article page of the seed's bioRxiv/SSRN kind: Single Page+ with Ignored URIs.  Truth:
# article, PDF, figure and table pages, RIS, supplementary files.  The described dataset
# (on a figshare-like repository host) is another artifact; references, subject pages,
# the journal's other articles and chrome are out.

SD = host("www", "scientiadata")
SD_CDN = host("static-content", "scientiacdn")
SD_DOI = host("doi", "scientiapid")
SD_FIG = host("springer", "scientiafigs")
SD_ARTS = {
    "s41597-024-03120-7": (
        "A global dataset of river ice phenology from satellite imagery, 1984-2023",
        3,
        2,
        "25412786",
        1,
    ),
    "s41597-023-02671-x": (
        "An open corpus of annotated bird vocalisations from tropical montane forests",
        2,
        1,
        "23917720",
        2,
    ),
}


def _sd_sites() -> list[Site]:
    p = Portal(
        SD,
        "Scientia Data",
        menu=[
            ("/browse", "Explore content"),
            ("/about", "About the journal"),
            ("/submit", "Publish with us"),
            ("/subjects", "Subjects"),
            ("/alerts", "Sign up for alerts"),
            ("/rss", "RSS feed"),
        ],
        footer=[
            ("/about/privacy", "Privacy Policy"),
            ("/about/cookies", "Manage cookies"),
            ("/about/accessibility", "Accessibility statement"),
            ("/about/terms", "Terms & Conditions"),
            ("http://scientia-group.test/", "Scientia Group"),
        ],
        title_format="{title} | Scientia Data",
        home_title="Scientia Data",
    )
    pages: dict[str, object] = {}
    cdn: dict[str, object] = {}
    figs: dict[str, object] = {}
    ids = list(SD_ARTS)
    for art, (title, nfig, ntab, fig_id, nsup) in SD_ARTS.items():
        b = f"/articles/{art}"
        num = art.split("-")[-2].lstrip("0")
        sups = [
            f"/esm/art%3A10.1038%2F{art}/MediaObjects/41597_2024_{num}_MOESM{i}_ESM.{'pdf' if i == 1 else 'xlsx'}"
            for i in range(1, nsup + 1)
        ]
        other = [i for i in ids if i != art][0]
        main = f"""{cookie_banner("/about/cookies")}
<article><div class="c-article-header"><ul class="c-article-identifiers"><li>Data Descriptor</li><li><a href="#rightslink">Open access</a></li><li>Published: 14 March 2024</li></ul>
<h1 class="c-article-title">{escape(title)}</h1><ul class="c-article-author-list">{authors([("Kowalczyk, Marta", "0000-0002-8123-4401"), ("Haddad, Omar", "0000-0001-2290-5566")])}</ul>
<p><i>Scientia Data</i> <b>11</b>, Article number: 287 (2024) · {a(f"{b}.ris", "Cite this article")} · {a(f"{b}.pdf", "Download PDF", "c-pdf-download__link")}</p></div>
<section><h2>Abstract</h2><p>We present a dataset ...</p></section>
<section><h2>Data Records</h2><p>The dataset is available at the figshare-like repository {a(f"http://{SD_FIG}/articles/dataset/{fig_id}", f"https://doi.test/10.6084/m9.scientiafigs.{fig_id}")}.</p></section>
<section><h2>Figures</h2>{items([(f"{b}/figures/{i}", f"Fig. {i}") for i in range(1, nfig + 1)])}</section>
<section><h2>Tables</h2>{items([(f"{b}/tables/{i}", f"Table {i}") for i in range(1, ntab + 1)])}</section>
<section><h2>References</h2><ol><li>{a("http://doi.test/10.1016/j.rse.2019.111234", "Smith, J. Remote Sens. Environ. (2019)")}</li><li>{a(f"/articles/{other}", "Earlier data descriptor in this journal")}</li></ol></section>
<section><h2>Supplementary information</h2>{items([(f"http://{SD_CDN}{s}", f"Supplementary Information {i + 1}") for i, s in enumerate(sups)])}</section>
<section><h2>Rights and permissions</h2><p>{a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")} {a(f"http://rightslink.scientia-group.test/?doi=10.1038/{art}", "Reprints and permissions")}</p></section>
<section><h2>Subjects</h2>{items([("/subjects/hydrology", "Hydrology"), ("/subjects/cryospheric-science", "Cryospheric science")])}</section></article>"""
        pages[b] = p.page(title, main, share=p.url(b))
        pages[f"{b}.pdf"] = Response.data(pdf(title, ["Data Descriptor"]), "application/pdf")
        pages[f"{b}.ris"] = Response.data(
            f"TY  - JOUR\nTI  - {title}\nDO  - 10.1038/{art}\nER  - \n".encode(),
            "application/x-research-info-systems",
        )
        for i in range(1, nfig + 1):
            pages[f"{b}/figures/{i}"] = p.page(
                f"Fig. {i}: {title}",
                f"<h1>Fig. {i}</h1><img src='/lw685/{art}-f{i}.png' alt=''><p>{a(b, 'Back to article')}</p>",
            )
            pages[f"/lw685/{art}-f{i}.png"] = Response.data(png(16, 10), "image/png")
        for i in range(1, ntab + 1):
            pages[f"{b}/tables/{i}"] = p.page(
                f"Table {i}: {title}",
                f"<h1>Table {i}</h1><table><tr><td>1</td></tr></table><p>{a(b, 'Back to article')}</p>",
            )
        for s in sups:
            cdn[s] = Response.data(
                pdf("Supplement", [title]) if s.endswith(".pdf") else blob(s),
                "application/octet-stream",
            )
        figs[f"/articles/dataset/{fig_id}"] = (
            f"<!DOCTYPE html><html><head><title>Dataset for: {escape(title)}</title></head><body><h1>{escape(title)} (dataset)</h1><p>{a(f'/ndownloader/files/{fig_id}1', 'Download')}</p></body></html>"
        )
        figs[f"/ndownloader/files/{fig_id}1"] = Response.data(blob(fig_id), "application/zip")
    for path in [
        "/browse",
        "/about",
        "/submit",
        "/subjects",
        "/alerts",
        "/rss",
        "/about/privacy",
        "/about/cookies",
        "/about/accessibility",
        "/about/terms",
        "/subjects/hydrology",
        "/subjects/cryospheric-science",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    doi = Site(
        SD_DOI,
        {
            f"/10.1038/{art}": Response.redirect(f"http://{SD}/articles/{art}", 302)
            for art in SD_ARTS
        },
    )
    return [p.site(pages), Site(SD_CDN, cdn), Site(SD_FIG, figs), doi]  # type: ignore[arg-type]


def _sd_truth(art: str) -> frozenset[str]:
    title, nfig, ntab, _f, nsup = SD_ARTS[art]
    b = f"http://{SD}/articles/{art}"
    num = art.split("-")[-2].lstrip("0")
    out = {b, f"{b}.pdf", f"{b}.ris"}
    out |= {f"{b}/figures/{i}" for i in range(1, nfig + 1)} | {
        f"{b}/tables/{i}" for i in range(1, ntab + 1)
    }
    out |= {
        f"http://{SD_CDN}/esm/art%3A10.1038%2F{art}/MediaObjects/41597_2024_{num}_MOESM{i}_ESM.{'pdf' if i == 1 else 'xlsx'}"
        for i in range(1, nsup + 1)
    }
    return frozenset(out)


SCIENTIA_CASES = [
    # single_page_plus_ignored: article, PDF, figure/table pages, RIS and CDN supplement
    # are all one hop from the article; the dataset record is another artifact.
    Case(
        "scientia-river-ice",
        "Scientific-Data-like data journal",
        "single-hop",
        "single_page_plus_ignored",
        f"http://{SD}/articles/s41597-024-03120-7",
        _sd_truth("s41597-024-03120-7"),
        _sd_sites,
        others=frozenset(
            {
                f"http://{SD_FIG}/articles/dataset/25412786",
                f"http://{SD}/articles/s41597-023-02671-x",
            }
        ),
    ),
    # single_page_plus_ignored, entered through the journal's DOI resolver.
    Case(
        "scientia-bird-calls-doi",
        "Scientific-Data-like data journal (via DOI resolver)",
        "single-hop",
        "single_page_plus_ignored",
        f"http://{SD_DOI}/10.1038/s41597-023-02671-x",
        _sd_truth("s41597-023-02671-x"),
        _sd_sites,
        others=frozenset(
            {
                f"http://{SD_FIG}/articles/dataset/23917720",
                f"http://{SD}/articles/s41597-024-03120-7",
            }
        ),
        landing=f"http://{SD}/articles/s41597-023-02671-x",
    ),
]


# --------------------------------------------------------------------------------------
# ESSD-like "Terra System Science Data" (Copernicus-style): /articles/<vol>/<page>/<year>/
# with every article asset under that path (PDF, XML, BibTeX, RIS, supplement, the
# assets, discussion and metrics tabs, figure files linked from the assets tab).  The
# seed's BitBucket/Slideshare shape: Path-Based (entry ends with its slash).  Truth: the
# article path's pages and files.  The preprint and its public discussion (/preprints/),
# the dataset at a data publisher, the editor's page and chrome are out.

ES = host("tssd", "terrapubl")
ES_ARTS = {
    ("15", "4321", "2023"): (
        "A harmonised inventory of alpine permafrost boreholes and ground temperatures",
        "2022-456",
        3,
    ),
    ("16", "1187", "2024"): (
        "SeaLevelCoast: tide-gauge records homogenised for the Baltic Sea, 1880-2020",
        "2023-212",
        2,
    ),
}


def _es_files(vol: str, page: str, year: str, nfig: int) -> list[str]:
    stem = f"tssd-{vol}-{page}-{year}"
    b = f"/articles/{vol}/{page}/{year}/"
    out = [
        f"{b}{stem}.pdf",
        f"{b}{stem}.xml",
        f"{b}{stem}.bib",
        f"{b}{stem}.ris",
        f"{b}{stem}-supplement.zip",
    ]
    out += [f"{b}{stem}-assets.html", f"{b}{stem}-discussion.html", f"{b}{stem}-metrics.html"]
    out += [f"{b}{stem}-f{i:02d}.png" for i in range(1, nfig + 1)]
    return out


def _es_sites() -> list[Site]:
    p = Portal(
        ES,
        "Terra System Science Data",
        menu=[
            ("/", "Home"),
            ("/articles/", "Articles"),
            ("/preprints/", "Preprints"),
            ("/submission.html", "Submission"),
            ("/about/aims_and_scope.html", "Aims & scope"),
            ("/editorial_board.html", "Editorial board"),
        ],
        footer=[
            ("http://www.terrapubl-society.test/", "Society"),
            ("/imprint.html", "Imprint"),
            ("/data_protection.html", "Data protection"),
            ("http://mastodon.test/@tssd", "Mastodon"),
        ],
        title_format="TSSD - {title}",
        home_title="TSSD - Home",
    )
    pages: dict[str, object] = {}
    for (vol, page, year), (title, pre, nfig) in ES_ARTS.items():
        b = f"/articles/{vol}/{page}/{year}/"
        stem = f"tssd-{vol}-{page}-{year}"
        tabs = f"""<ul class="tab-navigation"><li>{a(b, "Article")}</li><li>{a(f"{b}{stem}-assets.html", "Assets")}</li><li>{a(f"{b}{stem}-discussion.html", "Peer review")}</li><li>{a(f"{b}{stem}-metrics.html", "Metrics")}</li></ul>"""
        main = f"""{cookie_banner("/data_protection.html")}
<div class="article"><p>Articles | Volume {vol}, issue 9 · Tssd, {vol}, {page}–{int(page) + 23}, {year}</p><h1>{escape(title)}</h1>
<p>{authors([("Lindgren, Erik", "0000-0001-4500-2211"), ("Pereira, Ana", "0000-0003-1144-7789")])}</p>{tabs}
<p>{a(f"{b}{stem}.pdf", "Download PDF")} · {a(f"{b}{stem}.xml", "XML")} · Citation: {a(f"{b}{stem}.bib", "BibTeX")} {a(f"{b}{stem}.ris", "EndNote")}</p>
<h2>Data availability</h2><p>The data are published at {a("http://doi.test/10.1594/PANGAEA.944001", "https://doi.test/10.1594/PANGAEA.944001")}.</p>
<h2>Supplement</h2><p>{a(f"{b}{stem}-supplement.zip", "The supplement related to this article")}</p>
<p class="history">Discussion paper: {a(f"/preprints/tssd-{pre}/", f"tssd-{pre}")} · Handling editor: {a("/editorial_board.html#editor-12", "Maria Ruiz")}</p></div>"""
        pages[b] = p.page(title, main, share=p.url(b))
        for f in _es_files(vol, page, year, nfig):
            name = f.rsplit("/", 1)[-1]
            if name.endswith("-assets.html"):
                pages[f] = p.page(
                    f"Assets - {title}",
                    tabs
                    + items(
                        [(f"{b}{stem}-f{i:02d}.png", f"Figure {i}") for i in range(1, nfig + 1)]
                    ),
                )
            elif name.endswith(".html"):
                pages[f] = p.page(
                    f"{name[len(stem) + 1 : -5].title()} - {title}", tabs + f"<p>{escape(name)}</p>"
                )
            elif name.endswith(".png"):
                pages[f] = Response.data(png(20, 12), "image/png")
            elif name.endswith(".pdf"):
                pages[f] = Response.data(pdf(title, [stem]), "application/pdf")
            elif name.endswith(".zip"):
                pages[f] = Response.data(blob(f), "application/zip")
            else:
                pages[f] = text(f"{name}: {title}\n")
        pages[f"/preprints/tssd-{pre}/"] = p.page(
            f"Preprint tssd-{pre}",
            f"<h1>{escape(title)} (preprint)</h1><p>{a(b, 'Final revised paper')}</p>",
        )
    for path in [
        "/articles/",
        "/preprints/",
        "/submission.html",
        "/about/aims_and_scope.html",
        "/editorial_board.html",
        "/imprint.html",
        "/data_protection.html",
    ]:
        pages[path] = p.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _es_case(vol: str, page: str, year: str) -> Case:
    title, pre, nfig = ES_ARTS[(vol, page, year)]
    b = f"http://{ES}/articles/{vol}/{page}/{year}/"
    # path_based: every member is under the article's path (two hops for the figures,
    # via the assets tab); the preprint lives under /preprints/.
    return Case(
        f"tssd-{vol}-{page}",
        "ESSD-like data journal",
        "multi-hop",
        "path_based",
        b,
        frozenset({b} | {f"http://{ES}{f}" for f in _es_files(vol, page, year, nfig)}),
        _es_sites,
        others=frozenset({f"http://{ES}/preprints/tssd-{pre}/"}),
    )


TSSD_CASES = [_es_case("15", "4321", "2023"), _es_case("16", "1187", "2024")]


# --------------------------------------------------------------------------------------
# DataCite-Commons-like "Citegraph Commons": /doi.org/<doi> shows one DOI's metadata, its
# creators, funders, related works, citations and a link to the repository landing.  A
# single-artifact-URI page (the record is metadata about an artifact held elsewhere):
# Single Page.  Truth: the entry only; related works and creators' pages are other records.

CG = host("commons", "citegraph")
CG_RECORDS = {
    "10.5281/helix.7712031": (
        "Global glacier mass balance reanalysis (GlaMBR), version 1.0",
        "Dataset",
        ["10.3189/jog.2023.14", "10.5281/helix.7712032"],
    ),
    "10.7910/DVN/QX7T2M": (
        "Replication Data for: Turnout effects of polling place consolidation in county elections",
        "Dataset",
        ["10.1017/apsr.2022.88"],
    ),
    "10.3189/jog.2023.14": (
        "Thinning of mountain glaciers 2000-2020 from a mass balance reanalysis",
        "JournalArticle",
        [],
    ),
    "10.5281/helix.7712032": (
        "Global glacier mass balance reanalysis (GlaMBR), version 1.1",
        "Dataset",
        [],
    ),
    "10.1017/apsr.2022.88": ("Polling place consolidation and turnout", "JournalArticle", []),
}


def _cg_sites() -> list[Site]:
    p = Portal(
        CG,
        "Citegraph Commons",
        menu=[
            ("/doi.org?query=", "Works"),
            ("/orcid.org?query=", "People"),
            ("/ror.org?query=", "Organizations"),
            ("/repositories?query=", "Repositories"),
            ("/about", "About"),
        ],
        footer=[
            ("http://citegraph-support.test/", "Support"),
            ("/privacy", "Privacy policy"),
            ("/terms", "Terms of use"),
            ("http://github.test/citegraph/commons", "Source code"),
        ],
        title_format="Citegraph Commons: {title}",
        home_title="Citegraph Commons: Home",
    )
    pages: dict[str, object] = {}
    for doi, (title, kind, related) in CG_RECORDS.items():
        rel = (
            items([(f"/doi.org/{quote(r, safe='/')}", CG_RECORDS[r][0]) for r in related])
            if related
            else "<p>No related works.</p>"
        )
        main = f"""{cookie_banner("/privacy")}
<div class="panel panel-transparent"><h3 class="work">{escape(title)}</h3><div class="metadata">{authors([("Moreau, Camille", "0000-0003-2201-9087")])}</div>
<p>{kind} published 2023 via {a("/repositories/helix.repo", "Helix")}</p>
<p>DOI: {a(f"http://doi.test/{doi}", f"https://doi.test/{doi}")}</p>
<p>Funded by {a("/ror.org/00k4n6c32", "European Research Council")} · Affiliation {a("/ror.org/04d8ztx87", "University of Bergen-like")}</p>
<label>Citation style <select><option>APA</option><option>Harvard</option><option>IEEE</option></select></label>
<p class="citation">Moreau, C. (2023). {escape(title)}. https://doi.test/{doi}</p>
<div class="tags"><span>Views 120</span> <span>Downloads 44</span> <span>Citations 3</span></div>
<h4>Related works</h4>{rel}</div>"""
        pages[f"/doi.org/{doi}"] = p.page(title, main, share=p.url(f"/doi.org/{doi}"))
    for path in [
        "/doi.org?query=",
        "/orcid.org?query=",
        "/ror.org?query=",
        "/repositories?query=",
        "/about",
        "/privacy",
        "/terms",
        "/repositories/helix.repo",
        "/ror.org/00k4n6c32",
        "/ror.org/04d8ztx87",
    ]:
        pages[path] = p.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


CITEGRAPH_CASES = [
    # single_page: a metadata page about a dataset held elsewhere; related works are other
    # records on the same site, the DOI goes to another portal.
    Case(
        "citegraph-glambr",
        "DataCite-Commons-like DOI metadata page",
        "single-uri",
        "single_page",
        f"http://{CG}/doi.org/10.5281/helix.7712031",
        frozenset({f"http://{CG}/doi.org/10.5281/helix.7712031"}),
        _cg_sites,
        others=frozenset(
            {
                f"http://{CG}/doi.org/10.3189/jog.2023.14",
                f"http://{CG}/doi.org/10.5281/helix.7712032",
            }
        ),
    ),
    # single_page: same shape for a Dataverse dataset DOI.
    Case(
        "citegraph-turnout",
        "DataCite-Commons-like DOI metadata page",
        "single-uri",
        "single_page",
        f"http://{CG}/doi.org/10.7910/DVN/QX7T2M",
        frozenset({f"http://{CG}/doi.org/10.7910/DVN/QX7T2M"}),
        _cg_sites,
        others=frozenset({f"http://{CG}/doi.org/10.1017/apsr.2022.88"}),
    ),
]


# --------------------------------------------------------------------------------------
# A data-infrastructure blog (WordPress-like, "Data Stewardship Notes"): posts with
# categories, tags, author archive, comments, previous/next post.  The seed's blog posts:
# Single Page.  Truth: the post only; adjacent posts are other artifacts.

BL = host("blog", "stewardnotes")
BL_POSTS = [
    (
        "/2024/02/07/what-a-data-availability-statement-should-say/",
        "What a data availability statement should say",
    ),
    (
        "/2024/03/12/restricted-data-and-the-request-form-problem/",
        "Restricted data and the request-form problem",
    ),
    (
        "/2024/04/02/versioning-datasets-without-losing-your-citations/",
        "Versioning datasets without losing your citations",
    ),
]


def _bl_sites() -> list[Site]:
    p = Portal(
        BL,
        "Data Stewardship Notes",
        menu=[
            ("/", "Home"),
            ("/category/fair/", "FAIR"),
            ("/category/repositories/", "Repositories"),
            ("/about/", "About"),
            ("/contact/", "Contact"),
        ],
        footer=[
            ("/privacy-policy/", "Privacy policy"),
            ("http://wordpress-like.test/", "Proudly powered by WordPress"),
            ("/feed/", "RSS"),
        ],
        title_format="{title} – Data Stewardship Notes",
        home_title="Data Stewardship Notes – Notes from a research data service",
        home_main="<h1>Latest posts</h1>" + items([(u, t) for u, t in BL_POSTS]),
    )
    pages: dict[str, object] = {}
    for i, (url, title) in enumerate(BL_POSTS):
        prev = (
            f'<div class="nav-previous">{a(BL_POSTS[i - 1][0], "← " + BL_POSTS[i - 1][1])}</div>'
            if i
            else ""
        )
        nxt = (
            f'<div class="nav-next">{a(BL_POSTS[i + 1][0], BL_POSTS[i + 1][1] + " →")}</div>'
            if i + 1 < len(BL_POSTS)
            else ""
        )
        main = f"""<article class="post type-post status-publish format-standard hentry"><header class="entry-header"><h1 class="entry-title">{escape(title)}</h1>
<div class="entry-meta">Posted on <time>2024-03-12</time> by <span class="author vcard">{a("/author/ineke/", "Ineke Brouwer")}</span></div></header>
<div class="entry-content"><p>Repositories such as {a("http://www.helixrepo.hx30.example/communities/cryosphere-obs", "community collections")} make ...</p>
<p>Read the {a("http://commons.citegraph.hx30.example/doi.org/10.5281/helix.7712031", "DOI metadata")} for an example.</p></div>
<footer class="entry-footer">Categories: {a("/category/repositories/", "Repositories")} · Tags: {a("/tag/doi/", "DOI")}, {a("/tag/versioning/", "versioning")}</footer></article>
<nav class="navigation post-navigation">{prev}{nxt}</nav>
<div id="comments"><h2>2 thoughts on “{escape(title)}”</h2><ol class="comment-list"><li>Great post! {a(url + "?replytocom=88#respond", "Reply")}</li></ol>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></div>
<aside class="widget-area"><h2>Recent posts</h2>{items([(u, t) for u, t in BL_POSTS])}<h2>Archives</h2>{items([("/2024/04/", "April 2024"), ("/2024/03/", "March 2024")])}</aside>"""
        pages[url] = p.page(title, main, share=p.url(url))
        pages[url + "?replytocom=88"] = p.page(title, main)
    for path in [
        "/category/fair/",
        "/category/repositories/",
        "/about/",
        "/contact/",
        "/privacy-policy/",
        "/author/ineke/",
        "/tag/doi/",
        "/tag/versioning/",
        "/2024/04/",
        "/2024/03/",
    ]:
        pages[path] = p.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    pages["/feed/"] = Response.data(
        b"<?xml version='1.0'?><rss version='2.0'><channel><title>Data Stewardship Notes</title></channel></rss>",
        "application/rss+xml",
    )
    return [p.site(pages)]  # type: ignore[arg-type]


BLOG_CASES = [
    # single_page: a blog post; the neighbouring posts are other artifacts, the reply link
    # is the same post with a comment form.
    Case(
        "stewardnotes-restricted",
        "Data-infrastructure blog (WordPress-like)",
        "single-uri",
        "single_page",
        f"http://{BL}{BL_POSTS[1][0]}",
        frozenset({f"http://{BL}{BL_POSTS[1][0]}"}),
        _bl_sites,
        others=frozenset({f"http://{BL}{BL_POSTS[0][0]}", f"http://{BL}{BL_POSTS[2][0]}"}),
    ),
    # single_page: the newest post, linked from the homepage.
    Case(
        "stewardnotes-versioning",
        "Data-infrastructure blog (WordPress-like)",
        "single-uri",
        "single_page",
        f"http://{BL}{BL_POSTS[2][0]}",
        frozenset({f"http://{BL}{BL_POSTS[2][0]}"}),
        _bl_sites,
        others=frozenset({f"http://{BL}{BL_POSTS[1][0]}"}),
    ),
]

CASES = [*SCIENTIA_CASES, *TSSD_CASES, *CITEGRAPH_CASES, *BLOG_CASES]
