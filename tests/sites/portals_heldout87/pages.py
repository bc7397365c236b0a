"""Single-page journal artifacts and a bare-titled XML-first journal: a learned society's
newsletter blog, a journal's video-abstract channel, and an XML-first journal platform
whose article title is the whole page title and recurs in every object of the article."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Shell, jats, text_file, ul

# --- Society newsletter blog (single_page) -------------------------------------------------
HES = "news.heathlandentomology.hx87.example"


def _hes_shell() -> Shell:
    return Shell(
        HES,
        "Heathland Entomological Society News",
        menu=[
            ("/category/field-meetings/", "Field meetings"),
            ("/category/journal/", "Journal"),
            ("/category/grants/", "Grants"),
            ("/membership/", "Join"),
        ],
        footer=[
            ("/contact/", "Contact"),
            ("/privacy-policy/", "Privacy"),
            ("/feed/", "RSS"),
            ("/charity-information/", "Registered charity"),
        ],
        account=[("/wp-login.php", "Members")],
        search="/",
        cookie="/privacy-policy/",
        theme="heath",
        title_format="{title} – {name}",
    )


def _hes_post(
    slug: str,
    title: str,
    body: str,
    tags: list[str],
    comments: list[str],
    neighbours: list[tuple[str, str]],
) -> str:
    sh = _hes_shell()
    tl = " ".join(f"<a rel='tag' href='/tag/{t}/'>{escape(t)}</a>" for t in tags)
    cl = "".join(
        f"<li id='comment-{i}'><p>{escape(c)}</p><a class='reply' href='/2026/{slug}/?replytocom={i}#respond'>Reply</a></li>"
        for i, c in enumerate(comments, 401)
    )
    nav = " ".join(f"<a href='{h}'>{escape(t)}</a>" for h, t in neighbours)
    main = (
        f"<article class='post'><h1>{escape(title)}</h1><p class='meta'>Posted by "
        f"<a href='/author/newsletter-editor/'>Newsletter editor</a></p>{body}"
        f"<p class='tags'>Tags: {tl}</p></article><nav class='post-nav'>{nav}</nav>"
        f"<section id='comments'><h2>{len(comments)} comments</h2><ol>{cl}</ol>"
        "<form id='respond' action='/wp-comments-post.php' method='post'><textarea name='comment'></textarea>"
        "<button>Post comment</button></form></section>"
    )
    aside = "<h2>Archives</h2>" + ul([("/2026/03/", "March 2026"), ("/2026/02/", "February 2026")])
    return sh.page(title, main, aside=aside)


def _hes_all() -> tuple[dict[str, PageValue], dict[str, str]]:
    s1 = "03/spring-field-meeting-report"
    s2 = "02/journal-moves-to-new-platform"
    p1 = _hes_post(
        s1,
        "Spring field meeting report: Thursley Common",
        "<p>Twenty members recorded 41 species of heathland beetle.</p><figure><img src='/wp-content/uploads/2026/03/thursley.png' alt=''></figure>",
        ["field-meetings", "beetles"],
        ["Great day out!"],
        [(f"/2026/{s2}/", "Previous: Our journal moves")],
    )
    p2 = _hes_post(
        s2,
        "Our journal moves to a new platform",
        "<p>From this month the Journal of Heathland Entomology is published on a new platform. "
        "Old article links redirect automatically. Read the <a href='/2025/11/editorial-board-changes/'>"
        "board changes</a> and the <a href='/2025/09/open-access-policy/'>open access policy</a>.</p>"
        "<figure><img src='/wp-content/uploads/2026/02/new-site.png' alt=''></figure>",
        ["journal", "open-access", "platform"],
        [
            "Will the back issues move too?",
            "Yes, all of them.",
            "The new search is much better.",
            "Are the PDFs still free?",
        ],
        [
            (f"/2026/{s1}/", "Next: Spring field meeting report"),
            ("/2026/01/subscription-renewals/", "Previous: Renewals"),
        ],
    )
    pages: dict[str, PageValue] = {f"/2026/{s1}/": p1, f"/2026/{s2}/": p2}
    for img in ("2026/03/thursley.png", "2026/02/new-site.png"):
        from keepnet.testweb.assets import png

        pages[f"/wp-content/uploads/{img}"] = Response.data(png(16, 10), "image/png")
    sh = _hes_shell()
    for p, t in (
        ("/2025/11/editorial-board-changes/", "Editorial board changes"),
        ("/2025/09/open-access-policy/", "Open access policy"),
    ):
        pages[p] = sh.page(t, f"<article><h1>{t}</h1><p>An earlier post.</p></article>")
    urls = {"a": f"http://{HES}/2026/{s1}/", "b": f"http://{HES}/2026/{s2}/"}
    return pages, urls


def hes_sites() -> list[Site]:
    return [_hes_shell().site(_hes_all()[0])]


# --- Journal video-abstract channel (single_page) ------------------------------------------
VID = "video.glaciofluvial.hx87.example"


def _vid_shell() -> Shell:
    return Shell(
        VID,
        "Glaciofluvial Letters TV",
        menu=[
            ("/channels/video-abstracts", "Video abstracts"),
            ("/channels/interviews", "Interviews"),
            ("/channels/fieldwork", "Fieldwork"),
            ("/upload-guidelines", "Make a video abstract"),
        ],
        footer=[("/legal/privacy", "Privacy"), ("/legal/cookies", "Cookies"), ("/help", "Help")],
        account=[("/signin", "Sign in")],
        search="/search",
        cookie="/legal/cookies",
        theme="gftv",
        title_format="{title} - {name}",
    )


def _vid_page(
    vid: str,
    title: str,
    transcript: list[str],
    chapters: list[str],
    langs: list[str],
    related: list[str],
) -> str:
    sh = _vid_shell()
    tracks = "".join(
        f'<track kind="captions" srclang="{lg}" src="/media/{vid}/captions.{lg}.vtt">'
        for lg in langs
    )
    ch = "".join(f"<li><a href='#t={i * 40}'>{escape(c)}</a></li>" for i, c in enumerate(chapters))
    tr = "".join(f"<p>{escape(t)}</p>" for t in transcript)
    main = (
        f"<h1>{escape(title)}</h1><video controls poster='/media/{vid}/poster.png'>"
        f"<source src='/media/{vid}/video.mp4' type='video/mp4'>{tracks}</video>"
        f"<ol class='chapters'>{ch}</ol><details open><summary>Transcript</summary>{tr}</details>"
        f"<p>Watch the abstract, then read the paper: <a href='https://doi.org/10.99917/gfl.{vid}'>doi</a></p>"
        f"<p><a href='/embed/{vid}'>Embed</a> · <a href='/channels/video-abstracts'>More video abstracts</a></p>"
    )
    aside = "<h2>Up next</h2>" + ul([(f"/watch/{r}", f"Video {r}") for r in related])
    return sh.page(title, main, aside=aside)


def _vid_all() -> tuple[dict[str, PageValue], dict[str, str], dict[str, list[str]]]:
    sh = _vid_shell()
    v1 = _vid_page(
        "gf2207",
        "Braided outwash channels migrate at night",
        ["Hello, I am the first author."],
        ["Introduction", "Results"],
        ["en"],
        ["gf2210"],
    )
    v2 = _vid_page(
        "gf2241",
        "Proglacial lake drainage in three languages",
        ["We drained nothing ourselves.", "The lake did it.", "Thanks to our field team."],
        ["Setting", "Methods", "Drainage event", "Implications"],
        ["en", "is", "de"],
        ["gf2207", "gf2212", "gf2230"],
    )
    pages: dict[str, PageValue] = {"/watch/gf2207": v1, "/watch/gf2241": v2}
    for vid, langs in (("gf2207", ["en"]), ("gf2241", ["en", "is", "de"])):
        pages[f"/media/{vid}/video.mp4"] = Response.data(
            b"\x00\x00\x00\x18ftypmp42" + b"\x00" * 32, "video/mp4"
        )
        pages[f"/media/{vid}/poster.png"] = Response.data(b"\x89PNG\r\n\x1a\n", "image/png")
        for lg in langs:
            pages[f"/media/{vid}/captions.{lg}.vtt"] = text_file(
                "WEBVTT\n\n00:00.000 --> 00:04.000\nHello\n", "text/vtt"
            )
        pages[f"/embed/{vid}"] = (
            f"<!DOCTYPE html><html><head><title>embed</title></head><body><video src='/media/{vid}/video.mp4'></video></body></html>"
        )
    for r in ("gf2210", "gf2212", "gf2230"):
        pages[f"/watch/{r}"] = sh.page(f"Video {r}", f"<h1>Video abstract {r}</h1>")
    urls = {"a": f"http://{VID}/watch/gf2207", "b": f"http://{VID}/watch/gf2241"}
    others = {
        "a": [f"http://{VID}/watch/gf2210"],
        "b": [f"http://{VID}/watch/{r}" for r in ("gf2207", "gf2212", "gf2230")],
    }
    return pages, urls, others


def vid_sites() -> list[Site]:
    return [_vid_shell().site(_vid_all()[0])]


# --- XML-first journal platform with bare titles (sig_title) --------------------------------
VJ = "read.verdigrisjournal.hx87.example"


def _vj_shell() -> Shell:
    return Shell(
        VJ,
        "Verdigris: Journal of Conservation Chemistry",
        menu=[
            ("/issues", "Issues"),
            ("/about", "About"),
            ("/authors", "Authors"),
            ("/reviewers", "Reviewers"),
        ],
        footer=[
            ("/policies/open-access", "Open access"),
            ("/policies/privacy", "Privacy"),
            ("/contact", "Contact"),
        ],
        account=[("/login", "Log in")],
        search="/search",
        cookie="/policies/privacy",
        theme="verdigris",
        title_format="{title}",  # the platform uses the bare article title as the page title
        home_title="Verdigris: Journal of Conservation Chemistry",
        home_main="<h1>Verdigris</h1><p>Open-access journal of the Conservation Chemistry Group.</p>"
        + ul([("/issues/current", "Current issue")]),
    )


def _vj_article(
    slug: str, title: str, objs: list[tuple[str, str, PageValue]], related: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    """Landing page and objects at unrelated paths (galley, figure, review and notice ids):
    only the article title, present in each, ties them together."""
    sh = _vj_shell()
    base = f"/article/{slug}"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    for path, _label, body in objs:
        pages[path] = body
        truth.append(sh.url(path))
    main = (
        f"<p class='crumb'><a href='/issues'>Issues</a></p><h1>{escape(title)}</h1>"
        f"<p class='abstract'>We study {escape(title.lower())}.</p><h2>This article</h2>"
        f"{ul([(p, lbl) for p, lbl, _ in objs])}<p><a href='/authors/guidelines'>Author guidelines</a></p>"
    )
    pages[base] = sh.page(title, main, aside="<h2>Also in this issue</h2>" + ul(related))
    return pages, truth


def _vj_obj(title: str, kind: str, back: str) -> str:
    return _vj_shell().page(
        f"{title}: {kind}",
        f"<p><a href='{back}'>{escape(title)}</a></p><h1>{escape(kind)}</h1>"
        f"<p>{escape(kind)} of {escape(title)}.</p>",
    )


def _vj_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    sh = _vj_shell()
    t1 = "Copper acetate pigments in medieval manuscript margins"
    b1 = "/article/copper-acetate-pigments"
    p1, tr1 = _vj_article(
        "copper-acetate-pigments",
        t1,
        [
            ("/galley/5521.xml", "JATS XML", jats(t1, "10.99921/vjcc.1042", "Pigments.")),
            ("/figures/view/8830", "Figure 1", _vj_obj(t1, "Figure 1", b1)),
        ],
        [("/article/lead-white-degradation", "Lead white degradation")],
    )
    t2 = "Chloride-driven bronze disease in museum storage"
    b2 = "/article/bronze-disease-storage"
    p2, tr2 = _vj_article(
        "bronze-disease-storage",
        t2,
        [
            ("/galley/5602.xml", "JATS XML", jats(t2, "10.99921/vjcc.1077", "Bronze.")),
            ("/galley/5603.html", "Full text (HTML)", _vj_obj(t2, "Full text", b2)),
            ("/galley/5604.html", "Texto completo (español)", _vj_obj(t2, "Texto completo", b2)),
            ("/figures/view/8901", "Figure 1", _vj_obj(t2, "Figure 1", b2)),
            ("/figures/view/8902", "Figure 2", _vj_obj(t2, "Figure 2", b2)),
            ("/peer-review/report/3101", "Review report 1", _vj_obj(t2, "Review report 1", b2)),
            ("/peer-review/report/3102", "Review report 2", _vj_obj(t2, "Review report 2", b2)),
            ("/notice/199", "Correction notice", _vj_obj(t2, "Correction notice", b2)),
            (
                "/cite/1077.ris",
                "RIS",
                text_file(
                    f"TY  - JOUR\nTI  - {t2}\nER  - \n", "application/x-research-info-systems"
                ),
            ),
        ],
        [
            ("/article/lead-white-degradation", "Lead white degradation"),
            ("/article/ultramarine-sickness", "Ultramarine sickness"),
        ],
    )
    for slug, t in (
        ("lead-white-degradation", "Lead white degradation"),
        ("ultramarine-sickness", "Ultramarine sickness"),
    ):
        p1[f"/article/{slug}"] = sh.page(t, f"<h1>{t}</h1><p>Another article.</p>")
    return {**p1, **p2}, {"a": tr1, "b": tr2}


def vj_sites() -> list[Site]:
    return [_vj_shell().site(_vj_all()[0])]


def cases() -> list[Case]:
    hes = _hes_all()[1]
    _p, vid, vo = _vid_all()
    vj = _vj_all()[1]
    nb = "Society newsletter blog"
    va = "Journal video-abstract channel"
    xf = "XML-first journal platform"
    return [
        # A blog post is one artifact URI (the seed's blogs: Single Page); its tags,
        # archives, comment replies and neighbouring posts are the blog's, not the post's.
        case(
            "heath-field-meeting",
            f"{nb} (short post with one comment)",
            "single_uri",
            "single_page",
            hes["a"],
            [hes["a"]],
            hes_sites,
            others=[f"http://{HES}/2026/02/journal-moves-to-new-platform/"],
        ),
        case(
            "heath-journal-moves",
            f"{nb} (announcement with links, many comments)",
            "single_uri",
            "single_page",
            hes["b"],
            [hes["b"]],
            hes_sites,
            others=[
                f"http://{HES}/2025/11/editorial-board-changes/",
                f"http://{HES}/2025/09/open-access-policy/",
                f"http://{HES}/2026/03/spring-field-meeting-report/",
            ],
        ),
        # A video page whose video, poster and captions are embedded resources (Benchfly's
        # shape): Single Page.
        case(
            "gftv-outwash",
            f"{va} (video with one caption track)",
            "single_uri",
            "single_page",
            vid["a"],
            [vid["a"]],
            vid_sites,
            others=vo["a"],
        ),
        case(
            "gftv-lake-drainage",
            f"{va} (chapters, trilingual captions, transcript)",
            "single_uri",
            "single_page",
            vid["b"],
            [vid["b"]],
            vid_sites,
            others=vo["b"],
        ),
        # The bare article title is the page title and recurs in every object, whose URIs
        # share no path or id: Significant String from Title.
        case(
            "verdigris-copper-acetate",
            f"{xf} (article, XML and a figure)",
            "multi_hop",
            "sig_title",
            f"http://{VJ}/article/copper-acetate-pigments",
            vj["a"],
            vj_sites,
            others=[f"http://{VJ}/article/lead-white-degradation"],
        ),
        case(
            "verdigris-bronze-disease",
            f"{xf} (bilingual galleys, figures, reviews, correction)",
            "multi_hop",
            "sig_title",
            f"http://{VJ}/article/bronze-disease-storage",
            vj["b"],
            vj_sites,
            others=[
                f"http://{VJ}/article/lead-white-degradation",
                f"http://{VJ}/article/ultramarine-sickness",
            ],
        ),
    ]
