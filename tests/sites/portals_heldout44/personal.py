"""Personal scholarly pages: an academic homepage's paper pages, a Jekyll research blog, a
reading group's session pages, a bare hand-written supplement directory and a talk-slides
site.  Each portal type has two records, the second harder."""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, bare_root, blob, pdf_file, ul

# ---------------------------------------------------------------- academic homepage (spi)
HP = Chrome(
    host="www.ilsevandermeer.hx44.example",
    name="Ilse van der Meer",
    menu=[
        ("/", "Home"),
        ("/publications.html", "Publications"),
        ("/teaching.html", "Teaching"),
        ("/cv.pdf", "CV"),
        ("/contact.html", "Contact"),
    ],
    footer=[("/colophon.html", "Colophon"), ("http://orcid.test/0000-0002-1825-0097", "ORCID")],
    title_fmt="{t} — {n}",
)
HP_PAPERS = {
    "sparse-retrieval-2025": (
        "Sparse Retrieval for Long Legal Documents",
        ["paper.pdf", "slides.pdf", "bibtex.bib"],
    ),
    "multilingual-ner-2024": (
        "Cross-lingual Entity Tagging with Weak Labels",
        [
            "paper.pdf",
            "slides.pdf",
            "poster.pdf",
            "bibtex.bib",
            "appendix.pdf",
            "code.zip",
            "talk.mp4",
        ],
    ),
    "thesis-2021": ("Retrieval Models for Low-resource Archives (PhD thesis)", ["thesis.pdf"]),
}


def _hp_paper(slug: str) -> str:
    title, files = HP_PAPERS[slug]
    items = "".join(f'[<a href="/papers/{slug}/{f}">{f.split(".")[0]}</a>] ' for f in files)
    return HP.page(
        title,
        f"<h1>{title}</h1><p class='authors'>I. van der Meer, T. Okafor</p>"
        f"<p>{items}</p><h2>Abstract</h2><p>We study {title.lower()}.</p>"
        "<p><small>Last updated: 2025-11-02</small></p>",
    )


def _hp_build() -> list[Site]:
    pubs = [(f"/papers/{s}.html", t) for s, (t, _f) in HP_PAPERS.items()]
    HP.home_main = (
        "<h1>Ilse van der Meer</h1><p>Assistant professor.</p><h2>Selected papers</h2>" + ul(pubs)
    )
    pages: dict[str, object] = {
        "/publications.html": HP.page("Publications", "<h1>Publications</h1>" + ul(pubs)),
        "/cv.pdf": pdf_file("CV Ilse van der Meer"),
    }
    for slug, (title, files) in HP_PAPERS.items():
        pages[f"/papers/{slug}.html"] = _hp_paper(slug)
        for f in files:
            ext = f.rsplit(".", 1)[1]
            if ext == "pdf":
                pages[f"/papers/{slug}/{f}"] = pdf_file(title, f)
            elif ext == "bib":
                pages[f"/papers/{slug}/{f}"] = blob(f"@inproceedings{{{slug},title={{{title}}}}}\n")
            else:
                pages[f"/papers/{slug}/{f}"] = blob(f"{slug} {f}", "application/octet-stream")
    return [HP.site(pages)]  # type: ignore[arg-type]


def _hp_case(name: str, slug: str, detail: str) -> Case:
    # Single Hop like the seed's Zenodo/SSRN: a landing page plus its files one hop away,
    # under a nav bar and footer that the homepage and the 404 page also carry -> ignores.
    entry = HP.url(f"/papers/{slug}.html")
    files = {HP.url(f"/papers/{slug}/{f}") for f in HP_PAPERS[slug][1]}
    return Case(
        name,
        f"academic homepage ({detail})",
        "single hop",
        "single_page_plus_ignored",
        entry,
        frozenset({entry} | files),
        _hp_build,
    )


# ---------------------------------------------------------------- Jekyll research blog (sp)
BLOG = Chrome(
    host="blog.fernhollowlab.hx44.example",
    name="Notes from Fernhollow Lab",
    menu=[("/", "Posts"), ("/about/", "About"), ("/archive/", "Archive"), ("/feed.xml", "RSS")],
    footer=[("/tags/", "Tags"), ("http://github.test/fernhollow", "GitHub")],
    title_fmt="{t} | {n}",
    extra_chrome={
        "/tags/replication/": "Posts tagged replication",
        "/tags/methods/": "Posts tagged methods",
    },
)
BLOG_POSTS = {
    "/2025/03/14/why-we-preregister.html": "Why we preregister everything now",
    "/2025/06/02/negative-results-part-2.html": "Negative results, part 2: the null that wasn't",
    "/2025/05/20/negative-results-part-1.html": "Negative results, part 1",
}


def _blog_post(path: str, title: str, hard: bool) -> str:
    extra = ""
    if hard:
        extra = (
            '<p class="series">Series: <a href="/2025/05/20/negative-results-part-1.html">'
            "part 1</a> · part 2</p><p>See the registered report "
            '<a href="http://doi.test/10.31234/osf.io/abcd1">doi:10.31234/osf.io/abcd1</a>'
            '<sup><a href="#fn1">1</a></sup>.</p><ol class="footnotes"><li id="fn1">'
            "Cited in full in the preprint.</li></ol>"
            '<div id="disqus_thread"></div><script src="http://fernhollow.disqus.test/embed.js">'
            "</script>"
        )
    return BLOG.page(
        title,
        f'<article class="post"><h1 class="post-title">{title}</h1>'
        '<p class="meta">Posted by R. Adeyemi · tags: <a href="/tags/replication/">replication'
        '</a> <a href="/tags/methods/">methods</a></p>'
        "<p>Some thoughts from our group meeting.</p>"
        '<p><img src="/assets/img/figure1.png" alt="figure"></p>'
        f"{extra}</article>"
        f'<p class="share">Share: <a href="http://twitter.test/intent/tweet?url=http%3A%2F%2F'
        f'{BLOG.host}{path}">Twitter</a> <a href="http://toot.test/share?text={path}">'
        "Mastodon</a></p>"
        '<p class="pager"><a href="/archive/">All posts</a></p>',
    )


def _blog_build() -> list[Site]:
    pages: dict[str, object] = {
        "/feed.xml": blob(
            "<rss><channel><title>Fernhollow</title></channel></rss>", "application/rss+xml"
        ),
        "/archive/": BLOG.page("Archive", ul(list(BLOG_POSTS.items()))),
        "/assets/img/figure1.png": Response.data(png(32, 24), "image/png"),
    }
    for i, (path, title) in enumerate(BLOG_POSTS.items()):
        pages[path] = _blog_post(path, title, hard=i == 1)
    BLOG.home_main = "<h1>Latest posts</h1>" + ul(list(BLOG_POSTS.items()))
    return [BLOG.site(pages)]  # type: ignore[arg-type]


def _blog_case(name: str, path: str, detail: str, others: frozenset[str]) -> Case:
    # A blog post is the seed's Single Artifact URI: everything it links is chrome or
    # another artifact (the earlier part of a series, a cited DOI) -> single_page.
    entry = BLOG.url(path)
    return Case(
        name,
        f"research blog ({detail})",
        "single artifact URI",
        "single_page",
        entry,
        frozenset({entry}),
        _blog_build,
        others,
    )


# ---------------------------------------------------------------- reading group (sp)
RG = Chrome(
    host="readgroup.cinderbay.hx44.example",
    name="Causal Inference Reading Group",
    menu=[("/", "Schedule"), ("/sessions/", "Past sessions"), ("/join", "Join the list")],
    footer=[("/code-of-conduct", "Code of conduct")],
    title_fmt="{n} - {t}",
)
RG_SESSIONS = {
    "2025-10-02": ("Instrumental variables, revisited", 1),
    "2025-10-16": ("Double machine learning and its discontents", 2),
}


def _rg_session(date: str, topic: str, page: int) -> str:
    papers = ul([(f"http://arxiv.test/abs/2409.0{page}{i}11", f"Paper {i}") for i in range(3)])
    more = ""
    if page == 2:
        more = (
            "<h2>Notes</h2><p>Scribe: M. Ito. We disagreed about cross-fitting.</p>"
            '<p>Previous: <a href="/sessions/2025-10-02">Instrumental variables</a> · '
            '<a href="http://calendar.test/ics?group=cirg">Add to calendar</a></p>'
        )
    return RG.page(
        topic,
        f"<h1>{date}: {topic}</h1><p>Room 4.12 and online.</p><h2>Readings</h2>{papers}{more}",
    )


def _rg_build() -> list[Site]:
    sess = [(f"/sessions/{d}", t) for d, (t, _p) in RG_SESSIONS.items()]
    RG.home_main = "<h1>Upcoming</h1>" + ul(sess)
    pages = {f"/sessions/{d}": _rg_session(d, t, p) for d, (t, p) in RG_SESSIONS.items()}
    pages["/sessions/"] = RG.page("Past sessions", ul(sess))
    return [RG.site(pages)]


def _rg_case(name: str, date: str, detail: str, others: frozenset[str]) -> Case:
    # A session page is a discussion post (the seed's PubPeer/blog rows): its readings are
    # other artifacts, the rest is chrome -> single_page.
    entry = RG.url(f"/sessions/{date}")
    return Case(
        name,
        f"reading group site ({detail})",
        "single artifact URI",
        "single_page",
        entry,
        frozenset({entry}),
        _rg_build,
        others,
    )


# ---------------------------------------------------------------- bare supplement page (spp)
SUPP_HOST = "people.eskerfield.hx44.example"
SUPP_MIRROR = "mirror.eskerfield.hx44.example"
SUPP = {
    "/~akovacs/supp/kdd25/": (
        "Supplementary material: Graph Sketches for Streaming Joins",
        ["appendix.pdf", "data.zip", "README.txt"],
        False,
    ),
    "/~akovacs/supp/vldb24/": (
        "Supplement for Adaptive Bloom Cascades (VLDB 2024)",
        [
            "full-version.pdf",
            "proofs.pdf",
            "datasets/tpch-skew.csv",
            "datasets/zipf.csv",
            "src.tar.gz",
            "results/plots.zip",
            "README.txt",
        ],
        True,
    ),
}


def _supp_build() -> list[Site]:
    site = bare_root(SUPP_HOST, "people.eskerfield: personal pages", "<p>Staff homepages.</p>")
    mirror = bare_root(SUPP_MIRROR, "Eskerfield mirror", "<p>Large files of staff.</p>")
    for path, (title, files, hard) in SUPP.items():
        links = "".join(f'<li><a href="{f}">{f}</a></li>' for f in files)
        if hard:
            links += (
                f'<li>Large traces (12 GB) are on the <a href="http://{SUPP_MIRROR}'
                f'/akovacs/vldb24-traces.tar">department mirror</a></li>'
            )
            mirror.add("/akovacs/vldb24-traces.tar", blob("traces", "application/x-tar"))
        site.add(
            path,
            f"<html><head><title>{title}</title></head><body><h2>{title}</h2>"
            f"<ul>{links}</ul><hr>akovacs, Nov 2025</body></html>",
        )
        for f in files:
            site.add(
                path + f, pdf_file(title, f) if f.endswith(".pdf") else blob(f"{f} of {title}")
            )
    return [site, mirror]


def _supp_case(name: str, path: str, detail: str) -> Case:
    # Hand-written page with no menu, no footer, no assets: every link is a file of the
    # artifact one hop away (Single Hop with nothing to ignore) -> single_page_plus.
    entry = f"http://{SUPP_HOST}{path}"
    truth = {entry} | {entry + f for f in SUPP[path][1]}
    if SUPP[path][2]:
        truth.add(f"http://{SUPP_MIRROR}/akovacs/vldb24-traces.tar")
    return Case(
        name,
        f"bare supplement directory ({detail})",
        "single hop",
        "single_page_plus",
        entry,
        frozenset(truth),
        _supp_build,
    )


# ---------------------------------------------------------------- talk slides site (pb)
TALK = Chrome(
    host="talks.okonkwo-lab.hx44.example",
    name="Talks by the Okonkwo lab",
    menu=[("/", "All talks"), ("/about.html", "About"), ("/license.html", "License")],
    title_fmt="{t}",
)
TALKS = {
    "/2025/reproducible-crawls/": ("Reproducible crawls for web archives", 3, False),
    "/2024/provenance-graphs/": ("Provenance graphs at scale", 6, True),
}


def _talk_pages(base: str, title: str, n: int, hard: bool) -> dict[str, object]:
    slides = [(f"{base}slides/{i}.html", f"Slide {i}") for i in range(1, n + 1)]
    extra = [(f"{base}slides.pdf", "PDF"), (f"{base}notes.html", "Speaker notes")]
    if hard:
        extra += [(f"{base}handout.pdf", "Handout"), (f"{base}?print-pdf", "Print view")]
    pages: dict[str, object] = {
        base: TALK.page(
            title, f'<h1>{title}</h1>{ul(slides + extra)}<p><a href="/">← all talks</a></p>'
        ),
        f"{base}slides.pdf": pdf_file(title),
        f"{base}notes.html": TALK.page(
            f"Notes: {title}", f'<p>Notes.</p><a href="{base}">Back</a>'
        ),
    }
    if hard:
        pages[f"{base}handout.pdf"] = pdf_file(title, "handout")
        pages[f"{base}?print-pdf"] = TALK.page(title, "<p>Print layout</p>" + ul(slides))
    for i, (href, _t) in enumerate(slides, 1):
        nxt = f'<a href="{base}slides/{i + 1}.html">next</a>' if i < n else ""
        prv = f'<a href="{base}slides/{i - 1}.html">prev</a>' if i > 1 else ""
        fig = f'<a href="{base}media/demo-{i}.mp4">demo video</a>' if hard and i % 3 == 0 else ""
        pages[href] = TALK.page(f"{title} ({i}/{n})", f"<section>{prv} {nxt} {fig}</section>")
        if fig:
            pages[f"{base}media/demo-{i}.mp4"] = blob("mp4", "video/mp4")
    return pages


def _talk_build() -> list[Site]:
    TALK.home_main = "<h1>Talks</h1>" + ul([(b, t) for b, (t, _n, _h) in TALKS.items()])
    pages: dict[str, object] = {}
    for base, (title, n, hard) in TALKS.items():
        pages.update(_talk_pages(base, title, n, hard))
    return [TALK.site(pages)]  # type: ignore[arg-type]


def _talk_case(name: str, base: str, detail: str) -> Case:
    # A slide deck spread over many pages under one directory, like the seed's Slideshare
    # row: every artifact URI has the entry URI as prefix -> path_based.
    title, n, hard = TALKS[base]
    truth = set(_talk_pages(base, title, n, hard))
    return Case(
        name,
        f"talk slides site ({detail})",
        "multi-hop",
        "path_based",
        TALK.url(base),
        frozenset(TALK.url(p) for p in truth),
        _talk_build,
    )


CASES: list[Case] = [
    _hp_case("hp-sparse-retrieval", "sparse-retrieval-2025", "paper page with pdf, slides, bib"),
    _hp_case("hp-crossling-ner", "multilingual-ner-2024", "paper page with seven materials"),
    _blog_case(
        "blog-preregister", "/2025/03/14/why-we-preregister.html", "Jekyll post", frozenset()
    ),
    _blog_case(
        "blog-negative-results",
        "/2025/06/02/negative-results-part-2.html",
        "Jekyll post in a series with footnotes and comments",
        frozenset({BLOG.url("/2025/05/20/negative-results-part-1.html")}),
    ),
    _rg_case("rg-iv-revisited", "2025-10-02", "session page with readings", frozenset()),
    _rg_case(
        "rg-double-ml",
        "2025-10-16",
        "session page with notes and previous session",
        frozenset({RG.url("/sessions/2025-10-02")}),
    ),
    _supp_case("supp-kdd25", "/~akovacs/supp/kdd25/", "three files"),
    _supp_case("supp-vldb24", "/~akovacs/supp/vldb24/", "nested files and a mirror host"),
    _talk_case("talk-repro-crawls", "/2025/reproducible-crawls/", "three slides"),
    _talk_case(
        "talk-provenance",
        "/2024/provenance-graphs/",
        "six slides, handout, print view, demo videos",
    ),
]
