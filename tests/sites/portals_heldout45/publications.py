"""heldout45 publications: a preprint server, an open-access journal on a journal-hosting
platform, and a hosted research-blog network."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, data, pdf_file, ul

# --- preprint server (bioRxiv-style: versioned landing, full text, PDF, supplements) ------

LP = Chrome(
    "www.lemmaprints.hx45.example",
    "LemmaPrints",
    menu=[
        ("/collection/all", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-lemmaprints", "About"),
        ("/alerts", "Alerts"),
    ],
    footer=[
        ("/content/about-lemmaprints", "FAQ"),
        ("/content/privacy", "Privacy"),
        ("/content/contact-us", "Contact"),
        ("/feeds", "RSS"),
    ],
    title_fmt="{title} | {name}",
    account=(("/user/login", "Log in"),),
    analytics="http://t.pulsemeter.hx45.example/lp.js",
)

_LP = [
    ("2026.01.08.598812", 1, "Ribosome stalling regulates cold shock in Listeria", ["media-1.pdf"]),
    (
        "2026.03.14.612345",
        3,
        "A pan-cancer atlas of alternative polyadenylation in single cells",
        ["media-1.xlsx", "media-2.pdf", "media-3.zip", "media-4.mp4"],
    ),
]


def _lp_record(
    doi: str, v: int, title: str, supps: list[str]
) -> tuple[dict[str, object], frozenset[str]]:
    base = f"/content/10.9999/{doi}v{v}"
    own = [
        base,
        f"{base}.full",
        f"{base}.full.pdf",
        f"{base}.supplementary-material",
        f"{base}.article-metrics",
        f"/highwire/citation/{doi}/ris",
        f"/highwire/citation/{doi}/bibtex",
    ]
    own += [f"/content/lemmaprints/early/{doi}/DC{i}/embed/{s}" for i, s in enumerate(supps, 1)]
    tabs = ul(
        [
            (base, "Abstract"),
            (f"{base}.full", "Full Text"),
            (f"{base}.full.pdf", "Full Text (PDF)"),
            (f"{base}.supplementary-material", "Info/History"),
            (f"{base}.article-metrics", "Metrics"),
        ],
        "tabs",
    )
    sup = ul([(u, u.rsplit("/", 1)[1]) for u in own[7:]])
    older = ul([(f"/content/10.9999/{doi}v{k}", f"Version {k}") for k in range(v - 1, 0, -1)])
    main = f"""<div class="highwire-article"><p class="label">New Results</p>
<h1 class="highwire-cite-title">{escape(title)}</h1>
<p class="authors">Oona Riley, Tamsin Achebe, Kenji Ware</p>
<p>doi: https://doi.org/10.9999/{doi} — This article is a preprint and has not been certified by peer review.</p>
{tabs}<section><h2>Abstract</h2><p>We report…</p></section>
<section><h2>Supplementary Material</h2>{sup}</section>
<section><h2>Previous versions</h2>{older}</section>
<p>Download citation: <a href="/highwire/citation/{doi}/ris">RIS</a> ·
<a href="/highwire/citation/{doi}/bibtex">BibTeX</a></p>
<p><a href="/collection/cell-biology">Cell Biology</a> · <a href="/content/early/recent">Recent preprints</a></p></div>"""
    p: dict[str, object] = {base: LP.page(title, main)}
    p[f"{base}.full"] = LP.page(title, f"<h1>{escape(title)}</h1><p>Introduction…</p>")
    p[f"{base}.full.pdf"] = pdf_file(title, "Preprint")
    p[f"{base}.supplementary-material"] = LP.page(title, f"<h1>{escape(title)}</h1>{sup}")
    p[f"{base}.article-metrics"] = LP.page(
        title, f"<h1>{escape(title)}</h1><p>1,204 abstract views</p>"
    )
    p[f"/highwire/citation/{doi}/ris"] = data(
        f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
    )
    p[f"/highwire/citation/{doi}/bibtex"] = data(
        f"@article{{{doi}, title={{{title}}}}}\n", "application/x-bibtex"
    )
    for u in own[7:]:
        p[u] = data(f"{u}\n", "application/octet-stream")
    for k in range(1, v):
        p[f"/content/10.9999/{doi}v{k}"] = LP.page(
            f"{title} (v{k})", f"<h1>{escape(title)}</h1><p>Version {k}</p>"
        )
    return p, frozenset(LP.url(x) for x in own)


def _lp_sites() -> list[Site]:
    pages: dict[str, object] = {
        "/collection/cell-biology": LP.stub("Cell Biology"),
        "/content/early/recent": LP.stub("Recent preprints"),
    }
    for rec in _LP:
        pages.update(_lp_record(*rec)[0])
    return [LP.site(pages)]  # type: ignore[arg-type]


# --- open-access journal on a journal-hosting platform (OJS-style) -----------------------

KP = Chrome(
    "journals.kestrelpress.hx45.example",
    "Kestrel Press Journals",
    menu=[
        ("/index.php/jhg/issue/current", "Current"),
        ("/index.php/jhg/issue/archive", "Archives"),
        ("/index.php/jhg/about", "About"),
        ("/index.php/jhg/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/jhg/about/privacy", "Privacy statement"),
        ("/index.php/jhg/about/contact", "Contact"),
    ],
    account=(("/index.php/jhg/login", "Login"), ("/index.php/jhg/user/register", "Register")),
    search="/index.php/jhg/search/search",
    title_fmt="{title} | Journal of Historical Geography Online",
)

_KP = [
    (
        1187,
        "Mapping the enclosure of common land in Cumbria, 1760–1850",
        {2203: "PDF"},
        "vol-14-no-2",
    ),
    (
        1342,
        "River names as evidence of medieval settlement in the Welsh Marches",
        {2510: "PDF", 2511: "HTML", 2512: "JATS XML", 2513: "Gazetteer (CSV)"},
        "vol-15-no-1",
    ),
]


def _kp_record(
    aid: int, title: str, galleys: dict[int, str], issue: str
) -> tuple[dict[str, object], frozenset[str]]:
    j = "/index.php/jhg"
    landing = f"{j}/article/view/{aid}"
    own = [landing]
    gl = ""
    p: dict[str, object] = {}
    for gid, label in galleys.items():
        view, dl = f"{j}/article/view/{aid}/{gid}", f"{j}/article/download/{aid}/{gid}"
        gl += f'<li><a class="obj_galley_link" href="{view}">{label}</a> <a href="{dl}">Download</a></li>'
        own += [view, dl]
        p[view] = KP.page(
            f"View of {title}", f'<iframe src="{dl}"></iframe><a href="{landing}">Return</a>'
        )
        p[dl] = (
            pdf_file(title, label) if label == "PDF" else data(f"{label}: {title}\n", "text/plain")
        )
    cites = [
        (f"/index.php/jhg/citationstylelanguage/get/{s}?submissionId={aid}", s.upper())
        for s in ("apa", "harvard", "chicago")
    ]
    dls = [
        (f"/index.php/jhg/citationstylelanguage/download/{f}?submissionId={aid}", f.upper())
        for f in ("ris", "bibtex")
    ]
    for u, s in cites + dls:
        p[u] = data(f"{s}: {title}\n", "text/plain")
        own.append(u)
    p[landing] = KP.page(
        title,
        f"""<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>
<ul class="authors"><li>Eleri Vaughan, Aberhonddu University</li></ul>
<section class="item abstract"><h2>Abstract</h2><p>…</p></section>
<ul class="galleys_links">{gl}</ul>
<div class="item citation"><h2>How to Cite</h2>{ul(cites)}<p>Download citation</p>{ul(dls)}</div>
<div class="item issue"><h2>Issue</h2><a href="{j}/issue/view/{issue}">{issue}</a></div>
<div class="item section"><h2>Section</h2><p>Articles</p></div></article>""",
    )
    p[f"{j}/issue/view/{issue}"] = KP.stub(f"Issue {issue}")
    return p, frozenset(KP.url(x) for x in own)


def _kp_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rec in _KP:
        pages.update(_kp_record(*rec)[0])
    return [KP.site(pages)]  # type: ignore[arg-type]


# --- hosted research-blog network (Hypotheses/WordPress-style, a subdomain per blog) -----


def _ink(sub: str, blog: str) -> Chrome:
    return Chrome(
        f"{sub}.inkwellnotes.hx45.example",
        blog,
        menu=[
            ("/", "Home"),
            ("/about/", "About this blog"),
            ("/category/fieldwork/", "Fieldwork"),
            ("/category/reading-notes/", "Reading notes"),
        ],
        footer=[("/feed/", "RSS"), ("/legal-notice/", "Legal notice"), ("/wp-login.php", "Log in")],
        account=(),
        search="/",
        title_fmt="{title} – {name}",
        analytics="http://t.pulsemeter.hx45.example/ink.js",
    )


INK_A = _ink("marginalia", "Marginalia: notes from the archive")
INK_B = _ink("deeptime", "Deep Time, Shallow Seas")


def _post(
    c: Chrome, path: str, title: str, tags: list[str], prev: str, nxt: str, refs: list[str]
) -> dict[str, object]:
    taglinks = " ".join(f'<a rel="tag" href="/tag/{t}/">{t}</a>' for t in tags)
    refl = ul([(r, "an earlier post") for r in refs])
    main = f"""<article class="post"><h1 class="entry-title">{escape(title)}</h1>
<p class="byline">Posted by <a href="/author/editor/">the editor</a> on <time>2026-02-11</time></p>
<div class="entry-content"><p>Notes from the reading room…</p>{refl}
<figure><img src="/wp-content/uploads/2026/02/folio.png" alt="folio"></figure></div>
<footer class="entry-meta">Tags: {taglinks}</footer>
<nav class="post-navigation"><a rel="prev" href="{prev}">Previous post</a> <a rel="next" href="{nxt}">Next post</a></nav>
<section id="comments"><h2>2 comments</h2><p>Lovely find! — Aled</p>
<p><a href="{path}feed/">Comments feed</a></p></section></article>
<aside class="widget"><h3>Recent posts</h3>{ul([(prev, "Previous"), (nxt, "Next")])}</aside>"""
    p: dict[str, object] = {path: c.page(title, main)}
    p[f"{path}feed/"] = data(
        f"<rss><channel><title>Comments on {escape(title)}</title></channel></rss>\n",
        "application/rss+xml",
    )
    for t in tags:
        p[f"/tag/{t}/"] = c.stub(f"Tag: {t}")
    for u in [prev, nxt, *refs]:
        p[u] = c.page("Another post", "<h1>Another post</h1>")
    p["/author/editor/"] = c.stub("The editor")
    p["/wp-content/uploads/2026/02/folio.png"] = data(b"\x89PNG\r\n\x1a\n", "image/png")
    return p


_INK_A_POST = "/2026/02/11/a-ledger-of-lost-ships/"
_INK_B_POST = "/2026/03/02/ammonite-sutures-and-sea-level/"


def _ink_sites() -> list[Site]:
    a = _post(
        INK_A,
        _INK_A_POST,
        "A ledger of lost ships",
        ["shipping", "ledgers"],
        "/2026/01/28/the-harbourmasters-hand/",
        "/2026/02/25/salt-and-parchment/",
        [],
    )
    b = _post(
        INK_B,
        _INK_B_POST,
        "Ammonite sutures and sea level: a reading",
        ["ammonites", "jurassic", "sea-level", "morphometrics"],
        "/2026/02/14/counting-ribs/",
        "/2026/03/19/field-season-plans/",
        ["/2025/11/03/sutures-part-one/", "/2025/12/09/sutures-part-two/"],
    )
    return [INK_A.site(a), INK_B.site(b)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # The seed's BioRxiv/SSRN shape: full text, PDF, supplements and citation exports are
    # all one hop from the abstract page, among chrome -> single_page_plus_ignored.
    Case(
        "lemmaprints-listeria",
        "preprint server (bioRxiv-style preprint)",
        "preprint",
        "single_page_plus_ignored",
        LP.url("/content/10.9999/2026.01.08.598812v1"),
        _lp_record(*_LP[0])[1],
        _lp_sites,
    ),
    # Harder: version 3 with two older versions (other artifacts) and four supplements.
    Case(
        "lemmaprints-polyadenylation",
        "preprint server (bioRxiv-style, v3, four supplements)",
        "preprint",
        "single_page_plus_ignored",
        LP.url("/content/10.9999/2026.03.14.612345v3"),
        _lp_record(*_LP[1])[1],
        _lp_sites,
        others=frozenset(
            {
                LP.url("/content/10.9999/2026.03.14.612345v1"),
                LP.url("/content/10.9999/2026.03.14.612345v2"),
            }
        ),
    ),
    # A journal article with galleys and citation formats one hop away: Single Hop ->
    # single_page_plus_ignored (the issue page is the journal's, not the article's).
    Case(
        "kestrel-enclosure",
        "open-access journal (OJS-style article)",
        "article",
        "single_page_plus_ignored",
        KP.url("/index.php/jhg/article/view/1187"),
        _kp_record(*_KP[0])[1],
        _kp_sites,
    ),
    Case(
        "kestrel-river-names",
        "open-access journal (OJS-style, four galleys)",
        "article",
        "single_page_plus_ignored",
        KP.url("/index.php/jhg/article/view/1342"),
        _kp_record(*_KP[1])[1],
        _kp_sites,
    ),
    # The seed's Hypotheses/ScienceBlogs shape: a blog post is one artifact URI -> single_page.
    Case(
        "inkwell-lost-ships",
        "research blog (Hypotheses-style post)",
        "blog post",
        "single_page",
        INK_A.url(_INK_A_POST),
        frozenset({INK_A.url(_INK_A_POST)}),
        _ink_sites,
    ),
    Case(
        "inkwell-ammonites",
        "research blog (Hypotheses-style, tags, cross-references, comments)",
        "blog post",
        "single_page",
        INK_B.url(_INK_B_POST),
        frozenset({INK_B.url(_INK_B_POST)}),
        _ink_sites,
        others=frozenset(
            {INK_B.url("/2025/11/03/sutures-part-one/"), INK_B.url("/2025/12/09/sutures-part-two/")}
        ),
    ),
]
