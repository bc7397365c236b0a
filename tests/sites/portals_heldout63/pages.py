"""Single-page and bare single-hop artifacts of heldout63: posts on a linguistics blog,
messages in a typology mailing-list archive (both one page, whatever they link to), and
release pages of a plain corpus distribution server, which link nothing but the release's
own files.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, pdf_file, text, ul, zipped

# --- linguistics blog ----------------------------------------------------------------------

BL = Chrome(
    host="blog.phonotactica.hx63.example",
    name="Phonotactica",
    menu=[
        ("/about/", "About"),
        ("/category/fieldwork/", "Fieldwork"),
        ("/category/phonology/", "Phonology"),
        ("/glossary/", "Glossary"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/feed/", "RSS"),
        ("/privacy-policy/", "Privacy policy"),
        ("/comment-policy/", "Comment policy"),
    ],
    title_format="{title} – {name}",
    home_title="Phonotactica – notes on sounds and the people who make them",
    skin="ph",
    tracker="stats.wp-hosted-analytics.hx63.example",
    cdn="fonts.webfont-mirror.hx63.example",
    login=("/wp-login.php", "/wp-login.php?action=register"),
    search="/",
)


def _post(
    path: str, title: str, body: str, tags: list[str], prev: str, nxt: str, related: list[str]
) -> str:
    u = quote(BL.url(path), safe="")
    share = (
        f'<div class="ph-share"><a href="http://twitter.test/intent/tweet?url={u}">Post</a> '
        f'<a href="http://www.facebook.test/sharer.php?u={u}">Share</a> '
        f'<a href="http://bsky.test/intent/compose?text={u}">Bluesky</a></div>'
    )
    tagl = " ".join(a(f"/tag/{t}/", t) for t in tags)
    nav = f'<nav class="ph-postnav">{a(prev, "« Previous post")} {a(nxt, "Next post »")}</nav>'
    rel = "<h3>Related</h3>" + ul([(r, r.strip("/").rsplit("/", 1)[-1]) for r in related])
    return BL.page(
        title,
        f"""<article class="ph-post"><h1>{escape(title)}</h1>
<p class="ph-meta">Posted on {path[1:11].replace("/", "-")} by {a("/author/mkerr/", "M. Kerr")}</p>
{body}<p class="ph-tags">Tags: {tagl}</p></article>{share}{nav}
<section id="comments"><h2>3 comments</h2><ol><li>Lovely example! <a href="#respond">Reply</a>
</li></ol><form id="respond" action="/wp-comments-post.php" method="post"><textarea></textarea>
</form></section>""",
        aside=rel
        + "<h3>Archives</h3>"
        + ul([("/2025/03/", "March 2025"), ("/2025/02/", "February 2025")]),
    )


BL_A = "/2025/03/18/does-ket-really-have-tone/"
BL_B = "/2025/04/02/recording-whistled-speech-in-la-gomera/"
BL_OTHERS = [
    "/2025/03/04/vowel-length-in-estonian/",
    "/2025/04/20/clicks-outside-africa/",
    "/2025/02/11/what-is-a-phoneme-anyway/",
    "/2025/05/06/tone-and-intonation-101/",
]


def blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        BL_A: _post(
            BL_A,
            "Does Ket really have tone?",
            "<p>Ket is often described as having four word tones. Is that right?</p>"
            "<p>See the " + a("/glossary/tone/", "glossary entry on tone") + ".</p>",
            ["ket", "tone", "yeniseian"],
            BL_OTHERS[0],
            BL_OTHERS[1],
            [BL_OTHERS[2]],
        ),
        BL_B: _post(
            BL_B,
            "Recording whistled speech in La Gomera",
            "<p>Three days with silbo gomero whistlers.</p>"
            "<figure><audio controls src='/wp-content/uploads/2025/04/silbo-1.mp3'></audio>"
            "<figcaption>Whistled greeting</figcaption></figure>"
            "<figure><img src='/wp-content/uploads/2025/04/valley.jpg' alt=''></figure>"
            "<p>Background reading: <a href='http://www.silbo-research.test/papers/meyer2015'>"
            "Meyer 2015</a>; our earlier "
            + a("/glossary/whistled-speech/", "glossary note")
            + " and the "
            + a("/category/fieldwork/", "fieldwork series")
            + ".</p>"
            "<p class='footnotes'>1. Thanks to the Cabildo de La Gomera.</p>",
            ["whistled-speech", "spanish", "fieldwork", "acoustics"],
            BL_OTHERS[1],
            BL_OTHERS[3],
            [BL_OTHERS[0], BL_OTHERS[2], BL_OTHERS[3]],
        ),
        "/wp-content/uploads/2025/04/silbo-1.mp3": Response.data(b"ID3\x03\x00", "audio/mpeg"),
    }
    for p in BL_OTHERS:
        pages[p] = BL.page(p.strip("/").rsplit("/", 1)[-1], "<article><h1>Post</h1></article>")
    return [BL.site(pages)]


# --- typology mailing-list archive ----------------------------------------------------------

ML_HOST = "lists.typology-forum.hx63.example"


def _ml_frame(title: str, body: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>{escape(title)}</title>
<link rel="stylesheet" href="/icons/archive.css"><link rel="index" href="/mailman/listinfo">
<script src="http://ping.listhost-analytics.hx63.example/p.js" async></script></head>
<body><div class="lh-bar"><a href="/">Lists at typology-forum</a> ·
<a href="/mailman/listinfo">All lists</a> · <a href="/help/archives.html">Help</a> ·
<a href="/mailman/admin">Admin login</a></div>{body}
<hr><p class="lh-foot"><a href="/privacy.html">Privacy</a> · Hosted by the Typology Forum</p>
</body></html>
"""


def _message(
    lst: str, month: str, num: int, subject: str, author: str, body: str, prev: int, nxt: int
) -> str:
    base = f"/pipermail/{lst}/{month}"
    nav = ul(
        [
            (f"{base}/{prev:06d}.html", "Previous message (by date)"),
            (f"{base}/{nxt:06d}.html", "Next message (by date)"),
            (f"{base}/date.html#{num}", "[ date ]"),
            (f"{base}/thread.html#{num}", "[ thread ]"),
            (f"{base}/subject.html#{num}", "[ subject ]"),
            (f"{base}/author.html#{num}", "[ author ]"),
        ]
    )
    return _ml_frame(
        f"[{lst.capitalize()}] {subject}",
        f"""<h1>[{lst.capitalize()}] {escape(subject)}</h1><b>{escape(author)}</b>
<i>{month} message {num}</i><p>{nav}</p><hr><pre>{escape(body)}</pre><hr>{nav}
<p>More information about the {a("/mailman/listinfo/" + lst, lst + " mailing list")}</p>""",
    )


ML_A = "/pipermail/lingtyp/2025-May/004412.html"
ML_B = "/pipermail/fieldling/2025-June/001873.html"


def ml_sites() -> list[Site]:
    site = Site(ML_HOST)
    site.add(
        "/",
        _ml_frame(
            "Lists at typology-forum",
            "<h1>Mailing lists</h1>"
            + ul(
                [
                    ("/mailman/listinfo/lingtyp", "lingtyp"),
                    ("/mailman/listinfo/fieldling", "fieldling"),
                ]
            ),
        ),
    )
    site.add(
        ML_A,
        _message(
            "lingtyp",
            "2025-May",
            4412,
            "Evidentiality and mirativity in Tibeto-Burman",
            "Tsering Dolma",
            "Dear colleagues,\nI am looking for grammars that separate\n"
            "mirative from inferential marking...\nBest, T.",
            4411,
            4413,
        ),
    )
    site.add(
        ML_B,
        _message(
            "fieldling",
            "2025-June",
            1873,
            "Re: Consent forms for minors in recordings",
            "Rosa Quispe",
            "> Does anyone have templates?\n>> We used oral consent...\n"
            "Our ethics board asked for a second witness; see the thread in May.\nRosa",
            1872,
            1874,
        ),
    )
    for lst, month, nums in [
        ("lingtyp", "2025-May", [4411, 4413]),
        ("fieldling", "2025-June", [1872, 1874]),
    ]:
        base = f"/pipermail/{lst}/{month}"
        for n in nums:
            site.add(f"{base}/{n:06d}.html", _ml_frame(f"[{lst}] message {n}", "<pre>…</pre>"))
        for idx in ["date", "thread", "subject", "author"]:
            site.add(
                f"{base}/{idx}.html",
                _ml_frame(f"The {lst} {month} archive by {idx}", "<ul><li>…</li></ul>"),
            )
        site.add(f"/mailman/listinfo/{lst}", _ml_frame(f"{lst} Info Page", "<h1>About</h1>"))
    for p in ["/mailman/listinfo", "/help/archives.html", "/mailman/admin", "/privacy.html"]:
        site.add(p, _ml_frame(p, "<h1>…</h1>"))
    site.add("/icons/archive.css", Response.data(b"pre{white-space:pre-wrap}", "text/css"))
    return [site]


# --- plain corpus distribution server -------------------------------------------------------

DS_HOST = "dist.corpusdepot-static.hx63.example"
DS_MIRROR = "mirror2.langdata-ftp.hx63.example"


def _release(title: str, files: list[tuple[str, str]]) -> str:
    """A generated release page: a heading, a line of description and the file table."""
    rows = "".join(f"<tr><td>{a(h, n)}</td></tr>" for h, n in files)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<style>td{{padding:0 1em}}</style></head><body><h1>{escape(title)}</h1>
<p>Generated by release.sh. Verify downloads against SHA256SUMS.</p>
<table>{rows}</table></body></html>
"""


DS_A = "/releases/welsh-spoken-2019/"
DS_A_FILES = ["cy-spoken-2019.tar.gz", "SHA256SUMS", "LICENSE.txt"]
DS_B = "/releases/faroese-parliament-asr-v2/"
DS_B_LOCAL = [
    "fo-parl-v2-manifest.tsv",
    "fo-parl-v2-lexicon.txt",
    "fo-parl-v2-lm.arpa.gz",
    "CHANGES.txt",
    "LICENSE.txt",
    "SHA256SUMS",
    "SHA256SUMS.asc",
    "paper.pdf",
]
DS_B_MIRROR = [f"fo-parl-v2-audio-part{k}.tar" for k in (1, 2, 3)]


def ds_sites() -> list[Site]:
    site = Site(DS_HOST)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>Releases</title></head><body>"
        "<pre>welsh-spoken-2019/\nfaroese-parliament-asr-v2/</pre></body></html>",
    )
    site.add(
        DS_A, _release("Spoken Welsh Corpus 2019: release files", [(f, f) for f in DS_A_FILES])
    )
    for f in DS_A_FILES:
        site.add(
            DS_A + f,
            Response.data(b"\x1f\x8b" if f.endswith("gz") else b"x\n", "application/octet-stream"),
        )
    b_files = [(f, f) for f in DS_B_LOCAL] + [
        (f"http://{DS_MIRROR}/pub/fo-parl/v2/{f}", f + " (mirror)") for f in DS_B_MIRROR
    ]
    site.add(DS_B, _release("Faroese Parliament ASR Corpus v2: release files", b_files))
    for f in DS_B_LOCAL:
        if f.endswith(".pdf"):
            site.add(DS_B + f, pdf_file("Faroese Parliament ASR Corpus"))
        elif f.endswith(".tsv") or f.endswith(".txt") or f.startswith("SHA"):
            site.add(DS_B + f, text("fo\n"))
        else:
            site.add(DS_B + f, Response.data(b"\x1f\x8b", "application/gzip"))
    mirror = Site(DS_MIRROR)
    for f in DS_B_MIRROR:
        mirror.add(f"/pub/fo-parl/v2/{f}", zipped({f: "audio"}))
    return [site, mirror]


def cases() -> list[Case]:
    return [
        # A blog post is the seed's Single Artifact URI: tags, archives, share links and
        # neighbouring posts are not part of it: Single Page.
        case(
            "phonotactica-ket-tone",
            "linguistics blog (short post)",
            "Single Artifact URI",
            "single_page",
            BL.url(BL_A),
            [BL.url(BL_A)],
            blog_sites,
            others=[BL.url(BL_OTHERS[0]), BL.url(BL_OTHERS[1])],
        ),
        # Harder: embedded audio and images, glossary and category links, external
        # references and three related posts; still one page.
        case(
            "phonotactica-whistled-speech",
            "linguistics blog (field report with embedded audio)",
            "Single Artifact URI",
            "single_page",
            BL.url(BL_B),
            [BL.url(BL_B)],
            blog_sites,
            others=[BL.url(p) for p in BL_OTHERS],
        ),
        # A mailing-list message is a discussion: the seed's PubPeer/PubMed Commons answer,
        # Single Page; date and thread neighbours are other messages.
        case(
            "typology-forum-evidentiality",
            "typology mailing-list archive (question message)",
            "Single Artifact URI",
            "single_page",
            f"http://{ML_HOST}{ML_A}",
            [f"http://{ML_HOST}{ML_A}"],
            ml_sites,
            others=[
                f"http://{ML_HOST}/pipermail/lingtyp/2025-May/{n:06d}.html" for n in (4411, 4413)
            ],
        ),
        # Harder: a reply in another list with quoted text and full thread navigation.
        case(
            "typology-forum-consent-reply",
            "typology mailing-list archive (reply in a thread)",
            "Single Artifact URI",
            "single_page",
            f"http://{ML_HOST}{ML_B}",
            [f"http://{ML_HOST}{ML_B}"],
            ml_sites,
            others=[
                f"http://{ML_HOST}/pipermail/fieldling/2025-June/{n:06d}.html" for n in (1872, 1874)
            ],
        ),
        # A generated release page links only its own files, no menus: the seed's Single
        # Hop, and with nothing to ignore, Single Page+.
        case(
            "corpusdepot-welsh-spoken",
            "static corpus distribution server (three-file release)",
            "Single Hop",
            "single_page_plus",
            f"http://{DS_HOST}{DS_A}",
            [f"http://{DS_HOST}{DS_A}"] + [f"http://{DS_HOST}{DS_A}{f}" for f in DS_A_FILES],
            ds_sites,
        ),
        # Harder: eight local files plus three audio parts on a mirror host.
        case(
            "corpusdepot-faroese-asr",
            "static corpus distribution server (release split across a mirror)",
            "Single Hop",
            "single_page_plus",
            f"http://{DS_HOST}{DS_B}",
            [f"http://{DS_HOST}{DS_B}"]
            + [f"http://{DS_HOST}{DS_B}{f}" for f in DS_B_LOCAL]
            + [f"http://{DS_MIRROR}/pub/fo-parl/v2/{f}" for f in DS_B_MIRROR],
            ds_sites,
        ),
    ]
