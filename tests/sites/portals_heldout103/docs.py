"""Document portals of heldout103: a sports-medicine guideline workspace (OSF-like), a
consensus-statement library, a kinesiology preprint server, a lab-protocol video journal,
a coaching research blog and a post-publication discussion board."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import binary, build_site, csv, make_portal, shell, ul

# --- guideline workspace: OSF-like, "GuideHub | " before every title ---------------------

GH = make_portal(
    "hub.sportmedguide.hx103.example",
    "GuideHub",
    [
        ("/dashboard", "My projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    title_format="{name} | {title}",
    home_title="GuideHub | Home",
)
G = GH.url
T_ACL = "Return-to-sport criteria after ACL reconstruction: a Delphi consensus"
T_CONC = "Concussion recognition tools for community rugby coaches"


def _project(
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    components: list[tuple[str, str]],
    wiki: list[str],
) -> tuple[dict[str, PageValue], list[str]]:
    p: dict[str, PageValue] = {}
    truth = [G(f"/{guid}/")]
    tabs = ul(
        [
            (f"/{guid}/files/", "Files"),
            (f"/{guid}/wiki/home/", "Wiki"),
            (f"/{guid}/analytics/", "Analytics"),
        ],
        "project-nav",
    )
    p[f"/{guid}/"] = shell(
        GH,
        title,
        (
            f'<h1>{title}</h1>{tabs}<p>Contributors: <a href="/profile/u81k2/">M. Haddad</a></p>'
            + (
                "<h2>Components</h2>" + ul([(f"/{c}/", t) for c, t in components])
                if components
                else ""
            )
            + '<p><a href="/search?q=sports+medicine">Similar projects</a></p>'
        ),
    )
    p[f"/{guid}/files/"] = shell(
        GH,
        f"{title} | Files",
        (f"<h1>{title}: files</h1>{tabs}" + ul([(f"/{fid}/", n) for fid, n in files])),
    )
    p[f"/{guid}/analytics/"] = shell(
        GH, f"{title} | Analytics", f"<h1>{title}: analytics</h1>{tabs}<p>412 visits</p>"
    )
    truth += [G(f"/{guid}/files/"), G(f"/{guid}/analytics/")]
    for i, w in enumerate(wiki):
        nxt = (
            f'<a href="/{guid}/wiki/{wiki[i + 1]}/">{wiki[i + 1]}</a>' if i + 1 < len(wiki) else ""
        )
        p[f"/{guid}/wiki/{w}/"] = shell(
            GH, f"{title} | Wiki", f"<h1>{title}: {w}</h1>{tabs}<p>Notes.</p>{nxt}"
        )
        truth.append(G(f"/{guid}/wiki/{w}/"))
    for fid, name in files:
        p[f"/{fid}/"] = shell(
            GH,
            f"{title} | {name}",
            (
                f'<h1>{name}</h1><p>in <a href="/{guid}/">{title}</a></p>'
                f'<a href="/{fid}/download">Download</a>'
            ),
        )
        p[f"/{fid}/download"] = csv("criterion,agreement\nhop test,0.86\n")
        truth.append(G(f"/{fid}/"))
    for c, t in components:
        p[f"/{c}/"] = shell(
            GH, t, f'<h1>{t}</h1><p>Component of <a href="/{guid}/">{title}</a></p>'
        )
        truth.append(G(f"/{c}/"))
    return p, truth


ACL_P = _project("gx7rt", T_ACL, [("fy82k", "delphi_round2.csv")], [], ["home"])
CONC_P = _project(
    "k3pwz",
    T_CONC,
    [("m2d9a", "tool_validation.csv"), ("m2d9b", "coach_survey.csv"), ("m2d9c", "pocket_card.csv")],
    [("r8c1x", "Pilot in under-12 clubs"), ("r8c1y", "Coach focus groups")],
    ["home", "protocol", "faq"],
)


def gh_sites() -> list[Site]:
    p: dict[str, PageValue] = {**ACL_P[0], **CONC_P[0]}
    p["/profile/u81k2/"] = shell(GH, "M. Haddad", "<h1>M. Haddad</h1>")
    return [build_site(GH, p)]


GH_CASES = [
    # The seed's OSF row: "GuideHub | " starts every title but is not in the content, so
    # the site prefix shared with the homepage title is removed first: Significant String
    # from Filtered Title.  File downloads lack the title and are missed by design.
    case(
        "guidehub-acl",
        "guideline workspace (ACL return-to-sport Delphi)",
        "project",
        "sig_filtered_title",
        G("/gx7rt/"),
        ACL_P[1],
        gh_sites,
    ),
    # Harder: three files, two components, a three-page wiki chain.
    case(
        "guidehub-concussion",
        "guideline workspace (concussion tools with components)",
        "project",
        "sig_filtered_title",
        G("/k3pwz/"),
        CONC_P[1],
        gh_sites,
    ),
]

# --- consensus-statement library: every section repeats the statement title --------------

CS = make_portal(
    "library.sportsconsensus.hx103.example",
    "Sports Consensus Library",
    [("/statements", "Statements"), ("/topics", "Topics"), ("/panels", "Expert panels")],
    title_format="{title}",
    home_title="Sports Consensus Library",
)
C = CS.url
T_LOAD = "Consensus statement on training load monitoring in adolescent athletes"
T_HEAT = "Consensus statement on exertional heat illness in endurance events"


def _statement(
    slug: str, title: str, sections: int, related: list[str], translation: bool
) -> tuple[dict[str, PageValue], list[str]]:
    r = f"/statements/{slug}"
    p: dict[str, PageValue] = {}
    truth = [C(r), C(f"{r}/cite")]
    tr = f'<p><a href="{r}/es">Versión en español</a></p>' if translation else ""
    p[r] = shell(
        CS,
        title,
        (
            f"<h1>{title}</h1><p>Endorsed by three federations.</p>"
            f'<p><a href="{r}/section/1">Read the statement</a> · <a href="{r}/cite">Cite</a></p>{tr}'
            + "<aside>Related statements"
            + ul([(f"/statements/{x}", x) for x in related])
            + "</aside>"
        ),
        share=C(r),
    )
    p[f"{r}/cite"] = shell(CS, f"Cite: {title}", f"<pre>{title}. Sports Consensus Library.</pre>")
    for i in range(1, sections + 1):
        nxt = f'<a href="{r}/section/{i + 1}">Next section</a>' if i < sections else ""
        p[f"{r}/section/{i}"] = shell(
            CS,
            f"{title}: section {i}",
            (
                f'<p class="running-head">{title}</p><h1>Section {i}</h1><p>Recommendations.</p>'
                f'<a href="{r}">Contents</a> {nxt}'
            ),
        )
        truth.append(C(f"{r}/section/{i}"))
    if translation:
        p[f"{r}/es"] = shell(
            CS,
            "Declaración de consenso sobre la enfermedad por calor",
            "<h1>Declaración de consenso</h1>",
        )
    for x in related:
        p[f"/statements/{x}"] = shell(CS, x.replace("-", " ").title(), f"<h1>{x}</h1>")
    return p, truth


LOAD = _statement("load-monitoring-adolescents", T_LOAD, 2, ["acwr-critique"], False)
HEAT = _statement(
    "exertional-heat-illness", T_HEAT, 6, ["cold-water-immersion", "hydration-guidance"], True
)


def cs_sites() -> list[Site]:
    return [build_site(CS, {**LOAD[0], **HEAT[0]})]


CS_CASES = [
    # The page title is the bare statement title, repeated in every section and the
    # citation page, and nothing of the statement lacks it: Significant String from Title
    # (no site name to filter; no file that would need the + hop).
    case(
        "consensus-load",
        "consensus-statement library (load monitoring)",
        "guideline",
        "sig_title",
        C("/statements/load-monitoring-adolescents"),
        LOAD[1],
        cs_sites,
        others=[C("/statements/acwr-critique")],
    ),
    # Harder: six sections chained by "next" links (multi-hop), two related statements and
    # a Spanish translation whose content lacks the English title.
    case(
        "consensus-heat",
        "consensus-statement library (chained heat-illness sections)",
        "guideline",
        "sig_title",
        C("/statements/exertional-heat-illness"),
        HEAT[1],
        cs_sites,
        others=[C("/statements/cold-water-immersion"), C("/statements/hydration-guidance")],
    ),
]

# --- kinesiology preprint server: bioRxiv-like ---------------------------------------------

RX = make_portal(
    "www.kinrxiv.hx103.example",
    "KinRxiv",
    [
        ("/collection", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-kinrxiv", "About"),
        ("/alerts", "Alerts"),
    ],
    footer=[("/content/rss", "RSS")],
)
R = RX.url


def _preprint(
    num: str, ver: int, title: str, supps: int, older: bool
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/content/10.5072/2024.05.11.{num}v{ver}"
    p: dict[str, PageValue] = {}
    sup = [
        f"/content/kinrxiv/early/2024/05/11/{num}/DC{i}/media-{i}.xlsx" for i in range(1, supps + 1)
    ]
    cites = [f"/highwire/citation/{num}/bibtext", f"/highwire/citation/{num}/ris"]
    prev = (
        f'<p>Previous version: <a href="/content/10.5072/2024.05.11.{num}v{ver - 1}">'
        f"v{ver - 1}</a></p>"
        if older
        else ""
    )
    p[base] = shell(
        RX,
        title,
        (
            f'<h1>{title}</h1>{prev}<p><a href="{base}.full">Full text</a> · '
            f'<a href="{base}.full.pdf">PDF</a></p>'
            + "<h2>Supplementary material</h2>"
            + ul([(s, s.rsplit("/", 1)[1]) for s in sup])
            + "<h2>Download citation</h2>"
            + ul([(c, c.rsplit("/", 1)[1]) for c in cites])
            + '<p>Subject area: <a href="/collection/sports-medicine">Sports medicine</a></p>'
            + (
                '<p>Now published in <a href="http://journal.sportsbiomech.test/doi/77">'
                "Sports Biomech</a></p>"
                if older
                else ""
            )
        ),
        share=R(base),
    )
    p[f"{base}.full"] = shell(RX, title, f"<h1>{title}</h1><p>Introduction...</p>")
    p[f"{base}.full.pdf"] = Response.data(pdf(title, ["Preprint"]), "application/pdf")
    for s in sup:
        p[s] = binary("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    for c in cites:
        p[c] = Response.text(f"@article{{kinrxiv{num}, title={{{title}}}}}")
    if older:
        old = f"/content/10.5072/2024.05.11.{num}v{ver - 1}"
        p[old] = shell(RX, title + " (v1)", f"<h1>{title}</h1><p>Version 1</p>")
    truth = [
        R(base),
        R(f"{base}.full"),
        R(f"{base}.full.pdf"),
        *(R(s) for s in sup),
        *(R(c) for c in cites),
    ]
    return p, truth


SKI = _preprint("550101", 1, "Ground reaction forces in alpine ski slalom turns", 1, False)
HAM = _preprint("550377", 2, "Nordic hamstring exercise dose and sprint performance", 3, True)


def rx_sites() -> list[Site]:
    p: dict[str, PageValue] = {**SKI[0], **HAM[0]}
    p["/collection/sports-medicine"] = shell(RX, "Sports medicine", "<h1>Sports medicine</h1>")
    return [build_site(RX, p)]


RX_CASES = [
    # The seed's bioRxiv row: full text, PDF, supplements and citation files are one hop
    # from the abstract page amid shared chrome: Single Page+ with Ignored URIs.
    case(
        "kinrxiv-ski",
        "kinesiology preprint server (ski slalom forces)",
        "preprint",
        "single_page_plus_ignored",
        R("/content/10.5072/2024.05.11.550101v1"),
        SKI[1],
        rx_sites,
    ),
    # Harder: second version (v1 is another artifact), three supplements, a journal link
    # off the portal.
    case(
        "kinrxiv-hamstring",
        "kinesiology preprint server (revised hamstring preprint)",
        "preprint",
        "single_page_plus_ignored",
        R("/content/10.5072/2024.05.11.550377v2"),
        HAM[1],
        rx_sites,
        others=[R("/content/10.5072/2024.05.11.550377v1")],
    ),
]

# --- lab-protocol video journal: JoVE-like ------------------------------------------------

JV = make_portal(
    "www.jvkinesiology.hx103.example",
    "Journal of Visualized Kinesiology",
    [("/browse", "Browse"), ("/subscribe", "Subscribe"), ("/authors", "For authors")],
)
V = JV.url


def _video(
    vid: str, slug: str, title: str, materials: int, chapters: int, related: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    r = f"/v/{vid}/{slug}"
    p: dict[str, PageValue] = {}
    mats = [f"/files/materials/{vid}-{i}.xlsx" for i in range(1, materials + 1)]
    own = [
        f"/v/{vid}/transcript",
        f"/v/{vid}/pdf",
        f"/v/{vid}/download.mp4",
        f"/v/{vid}/cite.ris",
        *mats,
    ]
    chap = "".join(
        f'<li><a href="{r}#chapter-{i}">Chapter {i}</a></li>' for i in range(1, chapters + 1)
    )
    p[r] = shell(
        JV,
        title,
        (
            f'<h1>{title}</h1><video src="/v/{vid}/stream.m3u8" controls></video><ol>{chap}</ol>'
            + ul([(u, u.rsplit("/", 1)[1]) for u in own])
            + "<aside>Related videos"
            + ul([(f"/v/{x}", x) for x in related])
            + "</aside>"
        ),
        share=V(r),
    )
    p[f"/v/{vid}/stream.m3u8"] = Response.text("#EXTM3U\n", content_type="application/x-mpegURL")
    p[f"/v/{vid}/transcript"] = shell(JV, f"Transcript: {title}", "<p>Narrator: ...</p>")
    p[f"/v/{vid}/pdf"] = Response.data(pdf(title, ["Protocol"]), "application/pdf")
    p[f"/v/{vid}/download.mp4"] = binary("video/mp4", 256)
    p[f"/v/{vid}/cite.ris"] = Response.text(f"TY  - JOUR\nTI  - {title}\n")
    for m in mats:
        p[m] = binary("application/vnd.ms-excel")
    for x in related:
        p[f"/v/{x}"] = shell(JV, f"Video {x}", f"<h1>Video {x}</h1>")
    return p, [V(r), *(V(u) for u in own)]


ISO = _video(
    "61234",
    "isokinetic-knee-extensor-testing",
    "Isokinetic dynamometry of the knee extensors",
    1,
    0,
    ["60011"],
)
LAC = _video(
    "62590",
    "blood-lactate-step-test",
    "A blood lactate step test on a cycle ergometer",
    3,
    4,
    ["60011", "61234"],
)


def jv_sites() -> list[Site]:
    return [build_site(JV, {**ISO[0], **LAC[0]})]


JV_CASES = [
    # The seed's JoVE row: video file, transcript, PDF and materials one hop from the page:
    # Single Page+ with Ignored URIs.  The HLS stream is embedded, not linked.
    case(
        "jvk-isokinetic",
        "lab-protocol video journal (isokinetic testing)",
        "video",
        "single_page_plus_ignored",
        V("/v/61234/isokinetic-knee-extensor-testing"),
        ISO[1],
        jv_sites,
        others=[V("/v/60011")],
    ),
    # Harder: three materials files, chapter anchors (the same page), two related videos.
    case(
        "jvk-lactate",
        "lab-protocol video journal (lactate step test with chapters)",
        "video",
        "single_page_plus_ignored",
        V("/v/62590/blood-lactate-step-test"),
        LAC[1],
        jv_sites,
        others=[V("/v/60011"), V("/v/61234")],
    ),
]

# --- coaching research blog: one post, one URI -------------------------------------------

BL = make_portal(
    "notes.sprintcoachlab.hx103.example",
    "Sprint Coach Lab notes",
    [
        ("/category/research/", "Research"),
        ("/category/practice/", "Practice"),
        ("/about/", "About"),
        ("/newsletter/", "Newsletter"),
    ],
    footer=[("/feed/", "RSS")],
)
B = BL.url


def _post(
    path: str, title: str, tags: list[str], comments: int, prev: str, nxt: str
) -> dict[str, PageValue]:
    tg = " ".join(f'<a rel="tag" href="/tag/{t}/">{t}</a>' for t in tags)
    cm = "".join(
        f'<li id="comment-{i}"><p>Comment {i}</p><a class="reply" '
        f'href="{path}?replytocom={i}#respond">Reply</a></li>'
        for i in range(1, comments + 1)
    )
    main = (
        f'<article><h1>{title}</h1><p class="byline">by <a href="/author/ikeda/">R. Ikeda</a>'
        f'</p><img src="/wp-content/uploads/2024/03/sprint.png" alt=""><p>Text.</p>'
        f'<p>Tags: {tg}</p></article><ol class="comments">{cm}</ol>'
        f'<nav><a rel="prev" href="{prev}">Previous post</a> '
        f'<a rel="next" href="{nxt}">Next post</a></nav>'
    )
    p: dict[str, PageValue] = {path: shell(BL, title, main, share=B(path))}
    for t in tags:
        p[f"/tag/{t}/"] = shell(BL, t, f"<h1>Tag: {t}</h1>")
    for u in (prev, nxt):
        p[u] = shell(BL, "Another post", "<h1>Another post</h1>")
    return p


P1 = "/2024/03/periodising-speed-work-in-youth-soccer/"
P2 = "/2024/06/what-the-flying-30-really-measures/"


def blog_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    p.update(
        _post(
            P1,
            "Periodising speed work in youth soccer",
            ["speed"],
            0,
            "/2024/02/warm-ups-that-work/",
            "/2024/04/resisted-sprints/",
        )
    )
    p.update(
        _post(
            P2,
            "What the flying 30 really measures",
            ["testing", "timing-gates"],
            5,
            "/2024/05/force-velocity-profiles/",
            "/2024/07/sled-loads/",
        )
    )
    p["/author/ikeda/"] = shell(BL, "R. Ikeda", "<h1>R. Ikeda</h1>")
    p["/wp-content/uploads/2024/03/sprint.png"] = binary("image/png", 40)
    return [build_site(BL, p)]


BLOG_CASES = [
    # The seed's blog rows (Hypotheses, SciLogs...): a post is one URI: Single Page.
    case(
        "coachlab-speed",
        "coaching research blog (speed periodisation post)",
        "blog post",
        "single_page",
        B(P1),
        [B(P1)],
        blog_sites,
    ),
    # Harder: tags, comments with reply links (the same post with a query), prev/next posts.
    case(
        "coachlab-flying30",
        "coaching research blog (commented testing post)",
        "blog post",
        "single_page",
        B(P2),
        [B(P2)],
        blog_sites,
        others=[B("/2024/05/force-velocity-profiles/"), B("/2024/07/sled-loads/")],
    ),
]

# --- post-publication discussion board: PubPeer-like ---------------------------------------

PP = make_portal(
    "www.kinpeerreview.hx103.example",
    "KinPeer",
    [("/recent", "Recent"), ("/journals", "Journals"), ("/faq", "FAQ")],
)
K = PP.url


def _thread(key: str, title: str, comments: int, similar: list[str]) -> dict[str, PageValue]:
    cm = "".join(
        f'<div class="comment" id="c{i}"><p>Peer {i}: the effect size looks '
        f'inflated.</p><a href="#c{i}">permalink</a></div>'
        for i in range(1, comments + 1)
    )
    main = (
        f'<h1>{title}</h1><p>Paper: <a href="http://doi.test/10.5072/jss.{key}">'
        f"doi.test/10.5072/jss.{key}</a></p>{cm}"
        f'<p><a href="/publications/{key}/subscribe">Follow this thread</a></p>'
        "<aside>Also discussed" + ul([(f"/publications/{s}", s) for s in similar]) + "</aside>"
    )
    p: dict[str, PageValue] = {
        f"/publications/{key}": shell(PP, title, main, share=K(f"/publications/{key}"))
    }
    p[f"/publications/{key}/subscribe"] = Response.redirect("/login")
    for s in similar:
        p[f"/publications/{s}"] = shell(PP, s, f"<h1>{s}</h1>")
    return p


TH1 = "A7C2E19F0B44D6"
TH2 = "F01B9C3D72E8A5"


def pp_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    p.update(
        _thread(
            TH1, "Caffeine and repeated sprint ability: a crossover trial", 2, ["0C9D1E2F3A4B5C"]
        )
    )
    p.update(
        _thread(
            TH2,
            "Blood flow restriction training in tendinopathy rehabilitation",
            9,
            ["0C9D1E2F3A4B5C", "11AA22BB33CC44"],
        )
    )
    return [build_site(PP, p)]


PP_CASES = [
    # The seed's PubPeer row: a discussion is its one page: Single Page.
    case(
        "kinpeer-caffeine",
        "post-publication discussion board (caffeine sprint trial)",
        "discussion",
        "single_page",
        K(f"/publications/{TH1}"),
        [K(f"/publications/{TH1}")],
        pp_sites,
    ),
    # Harder: nine comments with permalinks, a follow link, two other threads.
    case(
        "kinpeer-bfr",
        "post-publication discussion board (long BFR thread)",
        "discussion",
        "single_page",
        K(f"/publications/{TH2}"),
        [K(f"/publications/{TH2}")],
        pp_sites,
        others=[K("/publications/0C9D1E2F3A4B5C"), K("/publications/11AA22BB33CC44")],
    ),
]

CASES: list[Case] = [*GH_CASES, *CS_CASES, *RX_CASES, *JV_CASES, *BLOG_CASES, *PP_CASES]
