"""Shown and judged work: a slide-sharing site, a poster repository, a hackathon project
gallery and a data-challenge platform (8 cases).

Seed reasoning per portal shape is in a comment above each case.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import a, case, chrome_site, cookie_banner, head, ris, text, ul, zipped

# --- slide-sharing site (SlideTrove, Slideshare-like): /<user>/<deck>/ and below -------------

ST = Portal(
    host="www.slidetrove.hx50.example",
    name="SlideTrove",
    menu=[("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Go Pro")],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/help/embed", "Embedding"),
    ],
    title_format="{title} | SlideTrove",
)


def _deck(
    p: dict[str, PageValue],
    user: str,
    slug: str,
    title: str,
    n: int,
    dl: list[str],
    related: list[tuple[str, str]],
    paged: bool,
) -> list[str]:
    """Deck page, one page per slide chained by next/previous, transcript, downloads;
    returns the deck's paths."""
    base = f"/{user}/{slug}/"
    paths = [base]
    downloads = ul([(f"{base}download/{f}", f"Download {f.rsplit('.', 1)[1].upper()}") for f in dl])
    side = ul(related)
    comments = f"{a(f'{base}comments?page=2', 'Older comments')}" if paged else ""
    body = f"""<h1>{escape(title)}</h1><p>by {a(f"/{user}/", user)} · {n} slides</p>
<div class="viewer"><img src="/cdn/{slug}/1.png" alt="Slide 1"> {a(f"{base}slide/2", "Next slide")}</div>
{downloads}<p>{a(f"{base}transcript", "Transcript")}</p><p>{comments}</p>
<textarea readonly>&lt;iframe src="http://www.slidetrove.hx50.example/embed/{slug}"&gt;&lt;/iframe&gt;</textarea>
<aside><h2>More from {escape(user)}</h2>{side}</aside>{cookie_banner()}"""
    p[base] = ST.page(title, body, head=head(ST.host), share=ST.url(base))
    for i in range(2, n + 1):
        nav = a(f"{base}slide/{i - 1}" if i > 2 else base, "Previous") + (
            " " + a(f"{base}slide/{i + 1}", "Next") if i < n else ""
        )
        p[f"{base}slide/{i}"] = ST.page(
            f"{title} (slide {i})", f'<img src="/cdn/{slug}/{i}.png" alt="Slide {i}"><p>{nav}</p>'
        )
        paths.append(f"{base}slide/{i}")
    tr_next = a(f"{base}transcript?page=2", "More") if paged else ""
    p[f"{base}transcript"] = ST.page(
        f"{title} transcript", f"<h1>Transcript</h1><ol><li>{escape(title)}</li></ol>{tr_next}"
    )
    paths.append(f"{base}transcript")
    if paged:
        p[f"{base}transcript?page=2"] = ST.page(
            f"{title} transcript", "<h1>Transcript (2)</h1><ol><li>Thank you</li></ol>"
        )
        p[f"{base}comments?page=2"] = ST.page(
            f"{title} comments", "<h1>Comments</h1><p>Very clear, thanks!</p>"
        )
        paths += [f"{base}transcript?page=2", f"{base}comments?page=2"]
    for f in dl:
        body_b = (
            Response.data(pdf(title, ["slides"]), "application/pdf")
            if f.endswith(".pdf")
            else zipped({"ppt/presentation.xml": "<p/>"})
        )
        p[f"{base}download/{f}"] = body_b
        paths.append(f"{base}download/{f}")
    for i in range(1, n + 1):
        p[f"/cdn/{slug}/{i}.png"] = Response.data(png(16, 9), "image/png")
    return paths


def st_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    _deck(
        p,
        "hpatel",
        "open-peer-review-lessons",
        "Open peer review: five lessons from five years",
        4,
        ["deck.pdf"],
        [("/hpatel/research-software-citation/", "Research software citation")],
        False,
    )
    _deck(
        p,
        "lmuller",
        "graph-sampling-tutorial-kdd24",
        "Graph sampling: a tutorial (KDD 2024)",
        9,
        ["deck.pdf", "deck.pptx"],
        [
            ("/lmuller/graph-sampling-tutorial-kdd24-part2/", "Graph sampling tutorial, part 2"),
            ("/hpatel/open-peer-review-lessons/", "Open peer review"),
        ],
        True,
    )
    _deck(p, "hpatel", "research-software-citation", "Research software citation", 2, [], [], False)
    _deck(
        p,
        "lmuller",
        "graph-sampling-tutorial-kdd24-part2",
        "Graph sampling tutorial, part 2",
        2,
        [],
        [],
        False,
    )
    extra = [("/hpatel/", "hpatel"), ("/lmuller/", "lmuller")]
    return [chrome_site(ST, p, extra)]


def _st_truth(user: str, slug: str, n: int, dl: list[str], paged: bool) -> list[str]:
    p: dict[str, PageValue] = {}
    return [ST.url(x) for x in _deck(p, user, slug, "", n, dl, [], paged)]


# --- poster repository (PosterWall, Dryad-like): "Poster: <title>" in every metadata page ------

PW = Portal(
    host="posters.posterwall.hx50.example",
    name="PosterWall",
    menu=[
        ("/browse", "Browse posters"),
        ("/conferences", "Conferences"),
        ("/submit", "Submit a poster"),
    ],
    footer=[("/about", "About PosterWall"), ("/terms", "Terms"), ("/privacy", "Privacy")],
    title_format="{title}",
    home_main="<h1>Posters, kept</h1><h2>Poster of the week</h2>"
    '<p><a href="/p/PW-2024-0113">Hedgerow connectivity for dormice</a></p>',
)


def _poster(
    pid: str, title: str, authors: str, conf: tuple[str, str], links: list[tuple[str, str]]
) -> str:
    main = f"""<div class="poster-record"><h1>{escape(title)}</h1><p>{escape(authors)}</p>
<p>Presented at {a(f"/conferences/{conf[0]}", conf[1])}</p><img class="thumb" src="/thumbs/{pid}.png" alt="">
{ul(links)}<p>{a(f"/p/{pid}/flag", "Report this poster")}</p>
<aside><h2>Posters from the same session</h2>{ul([("/p/PW-2024-0113", "Poster: Hedgerow connectivity for dormice")])}</aside></div>{cookie_banner()}"""
    return PW.page(title, main, head=head(PW.host), share=PW.url(f"/p/{pid}"))


def pw_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    t1 = "Poster: Echolocation call plasticity in urban pipistrelles"
    id1 = "PW-2024-0917"
    p[f"/p/{id1}"] = _poster(
        id1,
        t1,
        "Grace Achieng, Piotr Nowak",
        ("bat-conf-2024", "European Bat Research Symposium 2024"),
        [
            (f"/files/{id1}/poster.png", "Full-size poster (PNG)"),
            (f"/p/{id1}/cite", "Cite this poster"),
        ],
    )
    p[f"/files/{id1}/poster.png"] = Response.data(png(60, 84), "image/png")
    p[f"/p/{id1}/cite"] = PW.page(
        t1,
        f"<h1>Cite</h1><p>Achieng G., Nowak P. (2024). {escape(t1)}. PosterWall.</p>{a(f'/p/{id1}/cite.ris', 'RIS')}",
    )
    p[f"/p/{id1}/cite.ris"] = ris(
        t1, ["Achieng, Grace", "Nowak, Piotr"], 2024, PW.url(f"/p/{id1}"), "GEN"
    )
    # Harder: the record links a files page (with the title) that links title-less files.
    t2 = "Poster: Rewilding outcomes across twelve Iberian estates"
    id2 = "PW-2025-0342"
    p[f"/p/{id2}"] = _poster(
        id2,
        t2,
        "Marta Sousa, Diego Herrera, Ana Lobo",
        ("rewild-2025", "Iberian Rewilding Forum 2025"),
        [
            (f"/p/{id2}/files", "Files (4)"),
            (f"/p/{id2}/cite", "Cite this poster"),
            (f"/p/{id2}/metadata.xml", "Metadata (XML)"),
        ],
    )
    files2 = [
        ("poster.pdf", "application/pdf"),
        ("poster-hires.png", "image/png"),
        ("lightning-talk.mp4", "video/mp4"),
        ("site-survey-data.zip", "application/zip"),
    ]
    p[f"/p/{id2}/files"] = PW.page(
        t2,
        f"<h1>Files of {escape(t2)}</h1>{ul([(f'/files/{id2}/{f}', f) for f, _ in files2])}{a(f'/p/{id2}', 'Back to poster')}",
    )
    for f, m in files2:
        body = {
            "application/pdf": pdf("Rewilding poster", ["Sousa et al."]),
            "image/png": png(60, 84),
            "video/mp4": b"\x00\x00\x00\x18ftypmp42",
        }.get(m)
        p[f"/files/{id2}/{f}"] = (
            Response.data(body, m) if body else zipped({"survey.csv": "estate,score\n1,3\n"})
        )
    p[f"/p/{id2}/cite"] = PW.page(
        t2,
        f"<h1>Cite</h1><p>Sousa M. et al. (2025). {escape(t2)}. PosterWall.</p>{a(f'/p/{id2}/cite.ris', 'RIS')}",
    )
    p[f"/p/{id2}/cite.ris"] = ris(
        t2, ["Sousa, Marta", "Herrera, Diego", "Lobo, Ana"], 2025, PW.url(f"/p/{id2}"), "GEN"
    )
    p[f"/p/{id2}/metadata.xml"] = text(
        f"<poster><title>{escape(t2)}</title></poster>", "application/xml"
    )
    p["/p/PW-2024-0113"] = _poster(
        "PW-2024-0113",
        "Poster: Hedgerow connectivity for dormice",
        "L. Evans",
        ("bat-conf-2024", "European Bat Research Symposium 2024"),
        [],
    )
    for pid in (id1, id2, "PW-2024-0113"):
        p[f"/thumbs/{pid}.png"] = Response.data(png(6, 8), "image/png")
        p[f"/p/{pid}/flag"] = PW.page(
            "Report a poster", "<h1>Report</h1><form method=post action=/flag></form>"
        )
    extra = [
        ("/conferences/bat-conf-2024", "European Bat Research Symposium 2024"),
        ("/conferences/rewild-2025", "Iberian Rewilding Forum 2025"),
    ]
    return [chrome_site(PW, p, extra)]


# --- hackathon project gallery (Hackfolio, Devpost-like): media on the portal's CDN domain ----

HF = Portal(
    host="www.hackfolio.hx50.example",
    name="Hackfolio",
    menu=[
        ("/hackathons", "Hackathons"),
        ("/projects", "Projects"),
        ("/organize", "Host a hackathon"),
    ],
    footer=[
        ("/about", "About"),
        ("/careers", "Careers"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} | Hackfolio",
)
HF_CDN = "media.hackfoliocdn.hx50.example"


def _project(
    p: dict[str, PageValue],
    cdn: dict[str, PageValue],
    slug: str,
    title: str,
    tagline: str,
    hack: tuple[str, str],
    media_files: list[str],
    updates: int,
    team: list[str],
) -> None:
    base = f"/projects/{slug}/"
    gallery = "".join(
        f'<a href="http://{HF_CDN}/uploads/{slug}/{f}"><img src="http://{HF_CDN}/uploads/{slug}/thumb-{f}.png" alt=""></a>'
        for f in media_files
    )
    upd = a(f"{base}updates", f"Updates ({updates})") if updates else ""
    members = ", ".join(a(f"/u/{m}", m) for m in team)
    main = f"""<h1>{escape(title)}</h1><p class="tagline">{escape(tagline)}</p>
<div class="gallery">{gallery}</div><p>{upd}</p>
<p>Submitted to {a(f"/hackathons/{hack[0]}", hack[1])} · Built with python, leaflet</p>
<p>Try it out: <a href="http://git.codeforge-like.test/{slug}">source code</a></p>
<p>Team: {members}</p><form action="{base}like" method="post"><button>Like</button></form>{cookie_banner()}"""
    p[base] = HF.page(title, main, head=head(HF.host), share=HF.url(base))
    if updates:
        per = 2
        pages = (updates + per - 1) // per
        for i in range(1, pages + 1):
            key = f"{base}updates" + (f"?page={i}" if i > 1 else "")
            nxt = a(f"{base}updates?page={i + 1}", "Older updates") if i < pages else ""
            p[key] = HF.page(
                f"Updates: {title}",
                f"<h1>Updates</h1><p>Update page {i}</p>{nxt}{a(base, 'Back to project')}",
            )
    for f in media_files:
        ctype = (
            "application/pdf"
            if f.endswith(".pdf")
            else ("video/mp4" if f.endswith(".mp4") else "image/png")
        )
        body = (
            pdf(title, ["pitch deck"])
            if f.endswith(".pdf")
            else (b"\x00\x00\x00\x18ftypmp42" if f.endswith(".mp4") else png(32, 18))
        )
        cdn[f"/uploads/{slug}/{f}"] = Response.data(body, ctype)
        cdn[f"/uploads/{slug}/thumb-{f}.png"] = Response.data(png(8, 5), "image/png")


def hf_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    _project(
        p,
        cdn,
        "reefwatch-sonar",
        "ReefWatch Sonar",
        "Cheap sonar counts for reef fish",
        ("ocean-hack-2024", "Ocean Data Hack 2024"),
        ["screen-1.png", "screen-2.png"],
        0,
        ["nadia_k"],
    )
    _project(
        p,
        cdn,
        "citation-lens",
        "Citation Lens",
        "See which claims a citation supports",
        ("scholarly-hack-2025", "Scholarly Infrastructure Hackathon 2025"),
        ["demo.mp4", "pitch.pdf", "ui-1.png", "ui-2.png", "ui-3.png"],
        5,
        ["jbaker", "s_ito", "fatima.r"],
    )
    _project(
        p,
        cdn,
        "tide-table-bot",
        "Tide Table Bot",
        "Tides by chat",
        ("ocean-hack-2024", "Ocean Data Hack 2024"),
        [],
        0,
        ["nadia_k"],
    )
    extra = [
        ("/hackathons/ocean-hack-2024", "Ocean Data Hack 2024"),
        ("/hackathons/scholarly-hack-2025", "Scholarly Infrastructure Hackathon 2025"),
    ]
    extra += [(f"/u/{m}", m) for m in ("nadia_k", "jbaker", "s_ito", "fatima.r")]
    cdn_site = Site(HF_CDN)
    for k, v in cdn.items():
        cdn_site.add(k, v)
    return [chrome_site(HF, p, extra), cdn_site]


# --- data-challenge platform (LeaderPit, Kaggle-like): data on a storage domain ---------------

LP = Portal(
    host="www.leaderpit.hx50.example",
    name="LeaderPit",
    menu=[("/competitions", "Competitions"), ("/datasets", "Datasets"), ("/learn", "Learn")],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | LeaderPit",
)
LP_STORE = "storage.leaderpitfiles.hx50.example"


def _comp(
    p: dict[str, PageValue],
    store: dict[str, PageValue],
    slug: str,
    cid: int,
    title: str,
    data: list[str],
    lb_pages: int,
    threads: list[int],
    writeups: list[int],
    results_pdf: bool,
) -> list[str]:
    base = f"/c/{slug}/"
    tabs = [
        (base, "Overview"),
        (f"{base}data", "Data"),
        (f"{base}leaderboard", "Leaderboard"),
        (f"{base}discussion", "Discussion"),
        (f"{base}rules", "Rules"),
    ]
    if writeups:
        tabs.append((f"{base}writeups", "Winning solutions"))
    tabbar = " ".join(a(h, t) for h, t in tabs)
    host_org = a("/organizations/marine-lab", "Marine Ecology Lab")
    out = [h for h, _ in tabs]

    def page(path: str, heading: str, body: str) -> None:
        p[path] = LP.page(
            f"{title}: {heading}",
            f"<h1>{escape(title)}</h1><p>Hosted by {host_org}</p><nav class=tabs>{tabbar}</nav><h2>{escape(heading)}</h2>{body}{cookie_banner()}",
            head=head(LP.host),
        )

    store_urls = [f"http://{LP_STORE}/competitions/{cid}/{f}" for f in data]
    res = (
        f"<p>{a(f'http://{LP_STORE}/competitions/{cid}/final-results.pdf', 'Final results report')}</p>"
        if results_pdf
        else ""
    )
    page(base, "Overview", f"<p>Predict the outcome.</p>{res}")
    page(f"{base}data", "Data", ul(list(zip(store_urls, data, strict=True))))
    for i in range(1, lb_pages + 1):
        key = f"{base}leaderboard" + (f"?page={i}" if i > 1 else "")
        nxt = a(f"{base}leaderboard?page={i + 1}", "Next page") if i < lb_pages else ""
        page(
            key,
            "Leaderboard",
            f"<table><tr><td>{i * 10 - 9}</td><td>{a('/teams/deep-reef', 'deep-reef')}</td></tr></table>{nxt}",
        )
        if i > 1:
            out.append(key)
    page(
        f"{base}discussion",
        "Discussion",
        ul([(f"{base}discussion/{t}", f"Thread {t}") for t in threads]),
    )
    for t in threads:
        page(
            f"{base}discussion/{t}",
            f"Thread {t}",
            f"<p>Question about the split.</p>{a('/teams/deep-reef', 'deep-reef')}",
        )
        out.append(f"{base}discussion/{t}")
    page(f"{base}rules", "Rules", "<p>One account per participant.</p>")
    if writeups:
        page(
            f"{base}writeups",
            "Winning solutions",
            ul([(f"{base}writeups/{w}", f"Solution {w}") for w in writeups]),
        )
        for w in writeups:
            page(
                f"{base}writeups/{w}",
                f"Solution {w}",
                f"<p>Gradient boosting plus test-time augmentation.</p>{a(f'http://{LP_STORE}/competitions/{cid}/writeups/{w}/solution.zip', 'Code')}",
            )
            store[f"/competitions/{cid}/writeups/{w}/solution.zip"] = zipped(
                {"train.py": "print('fit')\n"}
            )
            out += [f"{base}writeups/{w}"]
            store_urls.append(f"http://{LP_STORE}/competitions/{cid}/writeups/{w}/solution.zip")
    for f in data:
        store[f"/competitions/{cid}/{f}"] = (
            text("id,label\n1,0\n", "text/csv")
            if f.endswith(".csv")
            else zipped({"images/0001.txt": "img"})
        )
    if results_pdf:
        store[f"/competitions/{cid}/final-results.pdf"] = Response.data(
            pdf(title, ["Final results"]), "application/pdf"
        )
        store_urls.append(f"http://{LP_STORE}/competitions/{cid}/final-results.pdf")
    return [LP.url(x) for x in out] + store_urls


LP_COMPS = [
    (
        "coral-bleaching-2024",
        4471,
        "Coral Bleaching Forecast 2024",
        ["train.csv", "test.csv", "sample_submission.csv"],
        1,
        [8812],
        [],
        False,
    ),
    (
        "whale-call-detection-challenge",
        5120,
        "Whale Call Detection Challenge",
        ["train_audio.zip", "test_audio.zip", "labels.csv"],
        3,
        [9901, 9907, 9915],
        [1, 2],
        True,
    ),
]


def lp_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for args in LP_COMPS:
        _comp(p, store, *args)
    extra = [("/organizations/marine-lab", "Marine Ecology Lab"), ("/teams/deep-reef", "deep-reef")]
    store_site = Site(LP_STORE)
    for k, v in store.items():
        store_site.add(k, v)
    return [chrome_site(LP, p, extra), store_site]


def _lp_truth(i: int) -> list[str]:
    return _comp({}, {}, *LP_COMPS[i])


def cases() -> list[Case]:
    st, pw, hf, lp = ST.url, PW.url, HF.url, LP.url
    cdn = f"http://{HF_CDN}/uploads"
    return [
        # The seed's Slideshare row: a deck's slides, transcript and downloads all live
        # under the deck's path -> path_based.
        case(
            "slidetrove-deck",
            "slide-sharing site (four-slide talk deck)",
            "Multi-Hop",
            "path_based",
            st("/hpatel/open-peer-review-lessons/"),
            _st_truth("hpatel", "open-peer-review-lessons", 4, ["deck.pdf"], False),
            st_sites,
            others=[st("/hpatel/research-software-citation/")],
        ),
        case(
            "slidetrove-tutorial",
            "slide-sharing site (nine-slide tutorial, two downloads, paged transcript)",
            "Multi-Hop",
            "path_based",
            st("/lmuller/graph-sampling-tutorial-kdd24/"),
            _st_truth(
                "lmuller", "graph-sampling-tutorial-kdd24", 9, ["deck.pdf", "deck.pptx"], True
            ),
            st_sites,
            others=[st("/lmuller/graph-sampling-tutorial-kdd24-part2/")],
        ),
        # Dryad-like: "Poster: ..." is in the record and its metadata pages, not in the
        # poster image or data files linked from them -> sig_title_plus_ignored.
        case(
            "posterwall-bats",
            "poster repository (poster image and citation)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            pw("/p/PW-2024-0917"),
            [
                pw("/p/PW-2024-0917"),
                pw("/files/PW-2024-0917/poster.png"),
                pw("/p/PW-2024-0917/cite"),
                pw("/p/PW-2024-0917/cite.ris"),
            ],
            pw_sites,
            others=[pw("/p/PW-2024-0113")],
        ),
        case(
            "posterwall-rewilding",
            "poster repository (files page with poster, video and data)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            pw("/p/PW-2025-0342"),
            [
                pw("/p/PW-2025-0342"),
                pw("/p/PW-2025-0342/files"),
                pw("/p/PW-2025-0342/cite"),
                pw("/p/PW-2025-0342/cite.ris"),
                pw("/p/PW-2025-0342/metadata.xml"),
            ]
            + [
                pw(f"/files/PW-2025-0342/{f}")
                for f in (
                    "poster.pdf",
                    "poster-hires.png",
                    "lightning-talk.mp4",
                    "site-survey-data.zip",
                )
            ],
            pw_sites,
            others=[pw("/p/PW-2024-0113")],
        ),
        # GitHub/Kaggle-like: pages under the project path plus the full-size media on the
        # portal's separate CDN domain -> path_based_externals.
        case(
            "hackfolio-reefwatch",
            "hackathon project gallery (project with screenshots)",
            "Multi-Hop",
            "path_based_externals",
            hf("/projects/reefwatch-sonar/"),
            [
                hf("/projects/reefwatch-sonar/"),
                f"{cdn}/reefwatch-sonar/screen-1.png",
                f"{cdn}/reefwatch-sonar/screen-2.png",
            ],
            hf_sites,
            others=[hf("/hackathons/ocean-hack-2024")],
        ),
        case(
            "hackfolio-citation-lens",
            "hackathon project gallery (demo video, pitch deck, paged updates)",
            "Multi-Hop",
            "path_based_externals",
            hf("/projects/citation-lens/"),
            [
                hf("/projects/citation-lens/"),
                hf("/projects/citation-lens/updates"),
                hf("/projects/citation-lens/updates?page=2"),
                hf("/projects/citation-lens/updates?page=3"),
            ]
            + [
                f"{cdn}/citation-lens/{f}"
                for f in ("demo.mp4", "pitch.pdf", "ui-1.png", "ui-2.png", "ui-3.png")
            ],
            hf_sites,
            others=[hf("/hackathons/scholarly-hack-2025")],
        ),
        # Kaggle row: competition tabs under /c/<slug>/, data files on the storage domain
        # -> path_based_externals.
        case(
            "leaderpit-coral",
            "data challenge platform (forecasting competition)",
            "Multi-Hop",
            "path_based_externals",
            lp("/c/coral-bleaching-2024/"),
            _lp_truth(0),
            lp_sites,
            others=[lp("/organizations/marine-lab")],
        ),
        case(
            "leaderpit-whales",
            "data challenge platform (finished challenge: paged leaderboard, write-ups, results)",
            "Multi-Hop",
            "path_based_externals",
            lp("/c/whale-call-detection-challenge/"),
            _lp_truth(1),
            lp_sites,
            others=[lp("/teams/deep-reef")],
        ),
    ]
