"""Single pages and light media: a video article, a plain video page, a notebook viewer, a
blog post, a wiki article, a news article.

Single Artifact URI pages (blog post, wiki article, news article, plain video page: the
seed's Hypotheses, Wikipedia, The Conversation, Benchfly) are the entry page alone:
comments, tags, previous/next posts, history and talk pages, author pages and "up next"
are the portal's, not the artifact's.  The video article (the seed's JoVE) and the notebook
are Single Hop: the page plus its video/source file, transcript, materials and citation.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, ul

SP = "single_page"
# --- Video journal article (JoVE-like: Single Page+ with Ignores) -----------------------------
VJ = Chrome(
    "www.labvideo-journal.hx7.example",
    "LabVideo Journal",
    [
        ("/methods-collections", "Collections"),
        ("/subscribe", "Subscribe"),
        ("/authors", "Publish with us"),
    ],
    [("/privacy", "Privacy"), ("/terms", "Terms")],
    sep=" | ",
)
VJ_STREAM = "media.lvj-stream.hx7.example"
VJ_A = "/v/61234/measuring-xylem-sap-flow"


def _video_article() -> list[Site]:
    mp4 = f"http://{VJ_STREAM}/61234/master_720p.mp4"
    body = (
        f"<h1>Measuring Xylem Sap Flow with Heat-Ratio Probes</h1><a href='{mp4}'>Download video</a>"
        f"<a href='{VJ_A}/transcript'>Transcript</a> <a href='/pdf/materials/61234.pdf'>Materials list</a> <a href='/cite/61234.ris'>Cite (RIS)</a>"
        "<h3>Related videos</h3>" + ul([("/v/60001/leaf-gas-exchange", "Leaf gas exchange")])
    )
    pages: dict[str, PageValue] = {
        VJ_A: VJ.page("Measuring Xylem Sap Flow", body, share=VJ.url(VJ_A)),
        f"{VJ_A}/transcript": VJ.page("Transcript", "<p>Begin by drilling…</p>"),
        "/pdf/materials/61234.pdf": pdf_file("Materials"),
        "/cite/61234.ris": blob("TY  - VIDEO\n", "application/x-research-info-systems"),
        "/v/60001/leaf-gas-exchange": VJ.page("Leaf gas exchange", "<h1>Leaf gas exchange</h1>"),
    }
    return [
        VJ.site(pages),
        files_site(
            VJ_STREAM, {"/61234/master_720p.mp4": blob(b"\x00\x00\x00\x18ftypmp4", "video/mp4")}
        ),
    ]


VIDEO_ARTICLE = Case(
    "hx7_video_article",
    "Video journal",
    "Single Hop",
    "single_page_plus_ignored",
    VJ.url(VJ_A),
    frozenset(
        [
            VJ.url(VJ_A),
            VJ.url(f"{VJ_A}/transcript"),
            VJ.url("/pdf/materials/61234.pdf"),
            VJ.url("/cite/61234.ris"),
            f"http://{VJ_STREAM}/61234/master_720p.mp4",
        ]
    ),
    _video_article,
    frozenset({VJ.url("/v/60001/leaf-gas-exchange")}),
)

# --- Plain video page (Benchfly-like; the video is embedded, not linked) -----------------------
VP = Chrome(
    "www.benchclips.hx7.example",
    "BenchClips",
    [("/videos", "Videos"), ("/channels", "Channels")],
    [("/about", "About")],
)


def _video_page() -> list[Site]:
    body = (
        "<h1>Pouring an agarose gel</h1><video src='/media/4410.mp4' controls></video><p>Channel: <a href='/channels/molbio-basics'>MolBio basics</a></p>"
        + ul([("/watch/4411", "Up next: Loading a gel")])
    )
    return [
        VP.site(
            {
                "/watch/4410": VP.page("Pouring an agarose gel", body, share=VP.url("/watch/4410")),
                "/media/4410.mp4": blob(b"mp4", "video/mp4"),
                "/watch/4411": VP.page("Loading a gel", "<h1>Loading a gel</h1>"),
            }
        )
    ]


VIDEO_PAGE = Case(
    "hx7_video_page",
    "Video page",
    "Single Artifact URI",
    SP,
    VP.url("/watch/4410"),
    frozenset({VP.url("/watch/4410")}),
    _video_page,
    frozenset({VP.url("/watch/4411")}),
)

# --- Notebook viewer ------------------------------------------------------------------------------
# A rendered notebook and its .ipynb source (one hop): Single Page+ with Ignores.  "Run in a
# binder" goes to another service; the author's other notebooks are other artifacts.
NB = Chrome(
    "nbview.ferro-lab.hx7.example",
    "NBView",
    [("/faq", "FAQ"), ("/gallery", "Gallery")],
    [("/status", "Status")],
    sep=" - ",
)
NB_E = "/notebooks/ferro/ice-cores/analysis.ipynb"


def _notebook() -> list[Site]:
    body = (
        "<h1>Ice core δ18O analysis</h1><a href='/raw/ferro/ice-cores/analysis.ipynb'>Download notebook</a> <a href='http://mybinder.binder-cloud.hx7.example/v2/ferro/ice-cores'>Launch Binder</a>"
        + ul([("/notebooks/ferro/ice-cores/cleaning.ipynb", "cleaning.ipynb")])
    )
    return [
        NB.site(
            {
                NB_E: NB.page("analysis.ipynb", body),
                "/raw/ferro/ice-cores/analysis.ipynb": blob(
                    '{"cells": []}', "application/x-ipynb+json"
                ),
                "/notebooks/ferro/ice-cores/cleaning.ipynb": NB.page(
                    "cleaning.ipynb", "<h1>cleaning</h1>"
                ),
            }
        )
    ]


NOTEBOOK = Case(
    "hx7_notebook",
    "Notebook viewer",
    "Single Hop",
    "single_page_plus_ignored",
    NB.url(NB_E),
    frozenset({NB.url(NB_E), NB.url("/raw/ferro/ice-cores/analysis.ipynb")}),
    _notebook,
    frozenset({NB.url("/notebooks/ferro/ice-cores/cleaning.ipynb")}),
)

# --- Blog post, wiki article, news article (Single Page) -------------------------------------------
BG = Chrome(
    "fieldnotes.hypo-blogs.hx7.example",
    "Field Notes",
    [("/", "Home"), ("/category/methods/", "Methods"), ("/about/", "About")],
    [("/feed/", "RSS"), ("http://www.hypo-blogs.hx7.example/", "Hypo Blogs")],
    sep=" – ",
)
BG_E = "/2024/03/12/archiving-field-notebooks/"


def _blog() -> list[Site]:
    body = (
        "<article><h1>Archiving field notebooks</h1><p>Posted in <a href='/category/methods/'>Methods</a>, tags <a href='/tag/archives/'>archives</a></p>"
        "<p>…</p></article><nav><a href='/2024/02/20/coding-interviews/'>« Previous</a> <a href='/2024/04/02/lab-wikis/'>Next »</a></nav>"
        f"<section id='comments'><a href='{BG_E}?replytocom=31#respond'>Reply</a></section>"
    )
    return [
        BG.site(
            {
                BG_E: BG.page("Archiving field notebooks", body, share=BG.url(BG_E)),
                "/2024/02/20/coding-interviews/": BG.page(
                    "Coding interviews", "<h1>Coding interviews</h1>"
                ),
                "/2024/04/02/lab-wikis/": BG.page("Lab wikis", "<h1>Lab wikis</h1>"),
            }
        )
    ]


BLOG = Case(
    "hx7_blog_post",
    "Blog",
    "Single Artifact URI",
    SP,
    BG.url(BG_E),
    frozenset({BG.url(BG_E)}),
    _blog,
    frozenset({BG.url("/2024/02/20/coding-interviews/"), BG.url("/2024/04/02/lab-wikis/")}),
)

WK = Chrome(
    "wiki.openscience-wiki.hx7.example",
    "OpenScience Wiki",
    [
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
    ],
    [("/wiki/OpenScience:Privacy", "Privacy"), ("/wiki/OpenScience:About", "About")],
    sep=" - ",
)
WK_E = "/wiki/Research_data_management"


def _wiki() -> list[Site]:
    body = (
        "<h1>Research data management</h1><a href='/wiki/Talk:Research_data_management'>Talk</a> <a href='/w/index.php?title=Research_data_management&amp;action=edit'>Edit</a>"
        " <a href='/w/index.php?title=Research_data_management&amp;action=history'>View history</a><p>See <a href='/wiki/Data_management_plan'>Data management plan</a>.</p>"
    )
    return [
        WK.site(
            {
                WK_E: WK.page("Research data management", body),
                "/wiki/Data_management_plan": WK.page(
                    "Data management plan", "<h1>Data management plan</h1>"
                ),
            }
        )
    ]


# Talk and history pages are the wiki's views of the page, not the encyclopedic article the
# seed reviews (Wikipedia: Single Artifact URI).
WIKI = Case(
    "hx7_wiki_article",
    "Wiki",
    "Single Artifact URI",
    SP,
    WK.url(WK_E),
    frozenset({WK.url(WK_E)}),
    _wiki,
    frozenset({WK.url("/wiki/Data_management_plan")}),
)

NW = Chrome(
    "news.campus-press.hx7.example",
    "Campus Press",
    [
        ("/science", "Science"),
        ("/health", "Health"),
        ("/environment", "Environment"),
        ("/newsletter", "Newsletter"),
    ],
    [("/republish", "Republishing guidelines"), ("/who-we-are", "Who we are")],
)
NW_E = "/how-tree-rings-record-droughts-201234"


def _news() -> list[Site]:
    body = (
        "<h1>How tree rings record droughts</h1><p>By <a href='/profiles/nadia-farouk-88123'>Nadia Farouk</a></p><p>…</p><a href='/republish/201234'>Republish this article</a>"
        + ul([("/the-science-of-snowpack-200001", "The science of snowpack")])
    )
    return [
        NW.site(
            {
                NW_E: NW.page("How tree rings record droughts", body, share=NW.url(NW_E)),
                "/the-science-of-snowpack-200001": NW.page(
                    "The science of snowpack", "<h1>The science of snowpack</h1>"
                ),
            }
        )
    ]


NEWS = Case(
    "hx7_news_article",
    "News article",
    "Single Artifact URI",
    SP,
    NW.url(NW_E),
    frozenset({NW.url(NW_E)}),
    _news,
    frozenset({NW.url("/the-science-of-snowpack-200001")}),
)

CASES: list[Case] = [VIDEO_ARTICLE, VIDEO_PAGE, NOTEBOOK, BLOG, WIKI, NEWS]
