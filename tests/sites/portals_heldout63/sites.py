"""Whole-site and deck artifacts of heldout63: corpus micro-sites, one per subdomain of a
hosted corpus-publishing service (the subdomain is the artifact, like the seed's Silk), and
a talk-sharing portal whose slide decks keep every slide, transcript and comment page under
the deck's path (like the seed's Slideshare).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, text, ul, wav

# --- corpus micro-sites (one subdomain each) ------------------------------------------------

CP = Chrome(
    host="www.corpuspress.hx63.example",
    name="CorpusPress",
    menu=[("/features", "Features"), ("/showcase", "Showcase"), ("/pricing", "Pricing")],
    footer=[("/legal", "Legal"), ("/privacy", "Privacy")],
    skin="cp",
    login=("/login", "/signup"),
)
CP_THEME = "http://static.corpuspress-cdn.hx63.example/themes/folio/2.3/folio.css"


def _micro(
    host: str, title: str, sections: dict[str, str], texts: list[tuple[str, str]], per: int
) -> tuple[Site, list[str]]:
    """A corpus micro-site: home, sections, a paginated text list, text pages with media
    and annotation downloads.  Every page of the subdomain belongs to the artifact."""
    nav = ul([("/", "Home"), *((f"/{k}", v) for k, v in sections.items()), ("/texts", "Texts")])

    def frame(t: str, body: str) -> str:
        return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(t)}</title><link rel="stylesheet" href="{CP_THEME}"></head>
<body class="folio"><header><p class="site-title">{escape(title)}</p>{nav}</header>
<main>{body}</main><footer><p>Made with <a href="{CP.url("/")}">CorpusPress</a> ·
<a href="{CP.url("/login?site=" + host.split(".")[0])}">Editor login</a></p></footer></body></html>
"""

    site = Site(host)
    paths = ["/", "/texts"]
    site.add("/", frame(title, f"<h1>{escape(title)}</h1><p>An online corpus edition.</p>"))
    for key, label in sections.items():
        site.add(f"/{key}", frame(f"{label} – {title}", f"<h1>{escape(label)}</h1><p>…</p>"))
        paths.append(f"/{key}")
    chunks = [texts[i : i + per] for i in range(0, len(texts), per)]
    for n, chunk in enumerate(chunks, 1):
        lst = ul([(f"/texts/{slug}", name) for slug, name in chunk])
        pager = ""
        if len(chunks) > 1:
            pager = ul([(f"/texts?page={k}", f"Page {k}") for k in range(1, len(chunks) + 1)])
        path = "/texts" if n == 1 else f"/texts?page={n}"
        site.add(path, frame(f"Texts – {title}", f"<h1>Texts</h1>{lst}{pager}"))
        if len(chunks) > 1:
            paths.append(f"/texts?page={n}")
    for slug, name in texts:
        audio, ann = f"/media/{slug}.wav", f"/downloads/{slug}.eaf"
        site.add(audio, wav())
        site.add(ann, text(f"<ANNOTATION_DOCUMENT>{escape(name)}</ANNOTATION_DOCUMENT>"))
        site.add(
            f"/texts/{slug}",
            frame(
                f"{name} – {title}",
                f"<h1>{escape(name)}</h1><audio controls src='{audio}'></audio>"
                f"<p>{a(audio, 'Download audio (WAV)')} · {a(ann, 'Annotations (ELAN)')}</p>",
            ),
        )
        paths += [f"/texts/{slug}", audio, ann]
    return site, [f"http://{host}{p}" for p in paths]


MICRO_A = _micro(
    "kalmyk-tales.corpuspress.hx63.example",
    "Kalmyk Folktales: an annotated audio edition",
    {"about": "About the edition", "transcription": "Transcription conventions"},
    [("the-clever-hare", "The Clever Hare"), ("khan-and-shepherd", "The Khan and the Shepherd")],
    5,
)
MICRO_B = _micro(
    "nenets-av.corpuspress.hx63.example",
    "Tundra Nenets Audiovisual Corpus",
    {
        "about": "About",
        "speakers": "Speakers",
        "glossing": "Glossing abbreviations",
        "cite": "How to cite",
    },
    [
        ("reindeer-herding-1", "Reindeer herding I"),
        ("reindeer-herding-2", "Reindeer herding II"),
        ("song-of-the-sea", "Song of the sea"),
        ("fishing-trip", "A fishing trip"),
        ("camp-life", "Life in the camp"),
    ],
    2,
)
CP.home_main = "<h1>CorpusPress</h1><p>Publish your corpus as a website.</p>" + ul(
    [("http://kalmyk-tales.corpuspress.hx63.example/", "Kalmyk Folktales")]
)


def micro_sites() -> list[Site]:
    return [
        CP.site({"/showcase": CP.page("Showcase", "<h1>Showcase</h1>")}),
        MICRO_A[0],
        MICRO_B[0],
    ]


# --- talk-sharing portal ---------------------------------------------------------------------

TD = Chrome(
    host="www.talkdeck.hx63.example",
    name="TalkDeck",
    menu=[("/explore", "Explore"), ("/conferences", "Conferences"), ("/upload", "Upload")],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/developers", "Embed & API"),
    ],
    title_format="{title} | {name}",
    skin="td",
    layout="rail",
    tracker="beacon.talkdeck-stats.hx63.example",
    cdn="img.talkdeck-cdn.hx63.example",
)


def _deck(
    user: str, slug: str, title: str, slides: int, comment_pages: int, others: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/{user}/{slug}"
    pages: dict[str, PageValue] = {}
    truth = [base, f"{base}/transcript", f"{base}/download", f"{base}/comments"]
    for n in range(1, slides + 1):
        nav = []
        if n > 1:
            nav.append((f"{base}/{n - 1}", "Previous"))
        if n < slides:
            nav.append((f"{base}/{n + 1}", "Next"))
        pages[f"{base}/{n}"] = TD.page(
            f"{title} — slide {n}",
            f"<h1>{escape(title)}</h1><img src='http://{TD.cdn}/{slug}/{n}.jpg' alt=''>"
            f"{ul(nav)}<p>{a(base, 'Back to deck')}</p>",
        )
        truth.append(f"{base}/{n}")
    pages[f"{base}/transcript"] = TD.page(
        f"{title} — transcript", f"<h1>Transcript</h1><p>{escape(title)}</p>"
    )
    pages[f"{base}/download"] = Response.data(b"%PDF-1.4\n%%EOF\n", "application/pdf")
    for k in range(1, comment_pages + 1):
        more = ul([(f"{base}/comments?page={j}", f"{j}") for j in range(2, comment_pages + 1)])
        path = f"{base}/comments" + (f"?page={k}" if k > 1 else "")
        pages[path] = TD.page(f"Comments on {title}", f"<h1>Comments</h1><p>Great talk.</p>{more}")
        if k > 1:
            truth.append(path)
    thumbs = ul([(f"{base}/{n}", f"Slide {n}") for n in range(1, slides + 1)], "td-thumbs")
    pages[base] = TD.page(
        title,
        f"""<h1>{escape(title)}</h1><p class="td-by">by {a("/" + user, user)}</p>{thumbs}
<p>{a(base + "/download", "Download PDF")} · {a(base + "/transcript", "Transcript")} ·
{a(base + "/comments", "Comments")}</p>
<textarea class="td-embed">&lt;iframe src="{TD.url("/embed/" + slug)}"&gt;</textarea>""",
        aside="<h3>More from this author</h3>" + ul([(f"/{user}/{o}", o) for o in others]),
    )
    return pages, [TD.url(p) for p in truth]


DECK_A = _deck(
    "lgarcia",
    "ergativity-in-kartvelian",
    "Split ergativity in Kartvelian",
    4,
    1,
    ["georgian-screeves-primer"],
)
DECK_B = _deck(
    "fieldling-lab",
    "tone-sandhi-wu-chinese-icpp",
    "Tone sandhi in Northern Wu: evidence from 40 speakers",
    9,
    3,
    ["wu-fieldwork-methods", "shanghainese-intonation-2023"],
)


def deck_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**DECK_A[0], **DECK_B[0]}
    for path in [
        "/lgarcia/georgian-screeves-primer",
        "/fieldling-lab/wu-fieldwork-methods",
        "/fieldling-lab/shanghainese-intonation-2023",
    ]:
        pages[path] = TD.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return [TD.site(pages)]


def cases() -> list[Case]:
    return [
        # A corpus published as its own subdomain site: the whole subdomain is the artifact,
        # reached by its single-slash path, like the seed's Silk: Path-Based.
        case(
            "corpuspress-kalmyk-tales",
            "corpus micro-site service (two-text audio edition)",
            "Multi-Hop",
            "path_based",
            "http://kalmyk-tales.corpuspress.hx63.example/",
            MICRO_A[1],
            micro_sites,
        ),
        # Harder: four sections, five texts over a paginated list, media and annotations.
        case(
            "corpuspress-nenets-av",
            "corpus micro-site service (audiovisual corpus with paginated texts)",
            "Multi-Hop",
            "path_based",
            "http://nenets-av.corpuspress.hx63.example/",
            MICRO_B[1],
            micro_sites,
        ),
        # A slide deck whose slides, transcript, PDF and comments sit under the deck path:
        # the seed's Slideshare answer, Path-Based.
        case(
            "talkdeck-kartvelian-ergativity",
            "talk-sharing portal (four-slide deck)",
            "Multi-Hop",
            "path_based",
            TD.url("/lgarcia/ergativity-in-kartvelian"),
            DECK_A[1],
            deck_sites,
            others=[TD.url("/lgarcia/georgian-screeves-primer")],
        ),
        # Harder: nine slides chained by previous/next and three pages of comments.
        case(
            "talkdeck-wu-tone-sandhi",
            "talk-sharing portal (nine-slide deck with paginated comments)",
            "Multi-Hop",
            "path_based",
            TD.url("/fieldling-lab/tone-sandhi-wu-chinese-icpp"),
            DECK_B[1],
            deck_sites,
            others=[
                TD.url("/fieldling-lab/wu-fieldwork-methods"),
                TD.url("/fieldling-lab/shanghainese-intonation-2023"),
            ],
        ),
    ]
