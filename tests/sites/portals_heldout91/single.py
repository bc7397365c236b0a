"""heldout91 portals whose artifact is one page or one hop: media-studies blog, fact-check
database and podcast archive (Single Page), a bare corpus release index (Single Page+) and a
news-archive data repository (Single Page+ with Ignored URIs)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import MediaPortal, links, pdf_file, serve, text

# --- media-studies blog (Hypotheses/ScienceBlogs-like: a post is a Single Artifact URI) ---

BLOG = MediaPortal(
    "notes.framingdesk.hx91.example",
    "Framing Desk",
    [("/posts", "Posts"), ("/categories", "Categories"), ("/about", "About the lab")],
    [("/privacy", "Privacy"), ("/imprint", "Imprint"), ("/feed.xml", "RSS")],
    title_format="{title} – {name}",
    home_main='<h1>Framing Desk</h1><p>Notes from a media-effects lab.</p><a href="/posts">All posts</a>',
)
B = BLOG.origin
B1 = B + "/2024/03/11/why-headline-tests-mislead/"
B2 = B + "/2024/06/02/reading-the-evening-news-archive-part-2/"
B_OTHERS1 = [B + "/2024/02/20/clickbait-as-a-genre/"]
B_OTHERS2 = [
    B + "/2024/05/14/reading-the-evening-news-archive-part-1/",
    B + "/2024/06/30/reading-the-evening-news-archive-part-3/",
]


def _post(title: str, body: str, tags: list[str], extra: str = "") -> str:
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}">{t}</a>' for t in tags)
    return BLOG.page(
        title,
        f'<article class="post"><h1>{title}</h1><p class="byline">by <a href="/author/mkessler">'
        f"M. Kessler</a></p>{body}<p>Tags: {tag_links}</p>{extra}</article>"
        '<aside><h2>Categories</h2><a href="/categories/methods">Methods</a> '
        '<a href="/categories/archives">Archives</a></aside>',
        share=None,
    )


def blog_sites() -> list[Site]:
    p1 = _post(
        "Why headline A/B tests mislead",
        "<p>Newsrooms test two headlines and keep the winner; we argue the winner is noise.</p>"
        f'<p>See also <a href="{B_OTHERS1[0]}">clickbait as a genre</a>.</p>',
        ["headlines", "experiments"],
    )
    p2 = _post(
        "Reading the evening news archive, part 2",
        "<p>Part two of our series on coding 30 years of evening news.</p>"
        '<figure><video src="/media/2024/06/coding-demo.mp4" controls></video></figure>'
        '<p>Codebook excerpt: <img src="/media/2024/06/codebook.png" alt=""></p>',
        ["television", "content-analysis", "archives"],
        '<nav class="series"><a rel="prev" href="/2024/05/14/reading-the-evening-news-archive-part-1/">'
        'Part 1</a> <a rel="next" href="/2024/06/30/reading-the-evening-news-archive-part-3/">Part 3</a></nav>'
        '<section id="comments"><h2>3 comments</h2><p>Great series! <a href="?replytocom=811#respond">Reply</a></p>'
        '<form action="/wp-comments-post.php" method="post"><textarea name="c"></textarea></form></section>',
    )
    pages = {
        "/2024/03/11/why-headline-tests-mislead/": p1,
        "/2024/06/02/reading-the-evening-news-archive-part-2/": p2,
        "/2024/02/20/clickbait-as-a-genre/": _post(
            "Clickbait as a genre", "<p>Older post.</p>", ["headlines"]
        ),
        "/2024/05/14/reading-the-evening-news-archive-part-1/": _post(
            "Reading the evening news archive, part 1", "<p>Part one.</p>", ["archives"]
        ),
        "/2024/06/30/reading-the-evening-news-archive-part-3/": _post(
            "Reading the evening news archive, part 3", "<p>Part three.</p>", ["archives"]
        ),
        "/media/2024/06/coding-demo.mp4": Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
        "/media/2024/06/codebook.png": Response.data(b"\x89PNG\r\n\x1a\n", "image/png"),
        "/feed.xml": text(
            "<rss version='2.0'><channel><title>Framing Desk</title></channel></rss>",
            "application/rss+xml",
        ),
    }
    return [serve(BLOG, pages)]


# --- fact-checking database (a claim review is one page, like a PubPeer discussion) ---

FACT = MediaPortal(
    "claims.verilog-desk.hx91.example",
    "VeriLog Desk",
    [
        ("/fact-checks", "Fact-checks"),
        ("/ratings", "Our ratings"),
        ("/methodology", "Methodology"),
        ("/donate", "Donate"),
    ],
    [("/corrections", "Corrections policy"), ("/funding", "Funding"), ("/privacy", "Privacy")],
    home_main='<h1>VeriLog Desk</h1><p>Independent fact-checking since 2012.</p><a href="/fact-checks">Latest</a>',
)
F = FACT.origin
F1 = F + "/fact-checks/2023/flood-photo-is-from-2011"
F2 = F + "/fact-checks/2024/viral-clip-misstates-turnout-figures"
F_OTHERS2 = [
    F + "/fact-checks/2022/turnout-chart-altered",
    F + "/fact-checks/2024/ballot-box-video-old",
]


def _claim(
    title: str,
    rating: str,
    body: str,
    sources: list[tuple[str, str]],
    related: list[tuple[str, str]],
) -> str:
    jsonld = (
        '<script type="application/ld+json">{"@type":"ClaimReview","reviewRating":'
        f'{{"alternateName":"{rating}"}}}}</script>'
    )
    return FACT.page(
        title,
        f'<article><p class="kicker"><a href="/ratings#{rating.lower()}">{rating}</a></p><h1>{title}</h1>'
        f"{body}<h2>Sources</h2>{links(sources, 'sources')}</article>"
        f'<aside class="related"><h2>Related fact-checks</h2>{links(related)}</aside>'
        '<p><a href="/tips">Send us a claim</a></p>',
        head=jsonld,
    )


def fact_sites() -> list[Site]:
    pages = {
        "/fact-checks/2023/flood-photo-is-from-2011": _claim(
            "Flood photo is from 2011, not this week",
            "False",
            "<p>A reverse image search dates the photo to a 2011 flood.</p>",
            [("http://images.archive-search.test/result/5521", "Image search result")],
            [],
        ),
        "/fact-checks/2024/viral-clip-misstates-turnout-figures": _claim(
            "Viral clip misstates turnout figures",
            "Misleading",
            "<p>The clip cites 38% turnout; the electoral office reports 61%.</p>"
            '<p><img src="/img/ratings/misleading.svg" alt="Misleading"></p>'
            '<p>Update 2024-05-03: <a href="/corrections">corrected</a> a district name.</p>',
            [
                ("http://elections.office.test/results/2024", "Official results"),
                ("http://video.share.test/v/88123", "The clip"),
            ],
            [
                ("/fact-checks/2022/turnout-chart-altered", "Turnout chart altered"),
                ("/fact-checks/2024/ballot-box-video-old", "Ballot box video is old"),
            ],
        ),
        "/fact-checks/2022/turnout-chart-altered": _claim(
            "Turnout chart was altered", "False", "<p>Older.</p>", [], []
        ),
        "/fact-checks/2024/ballot-box-video-old": _claim(
            "Ballot box video is from 2019", "False", "<p>Older.</p>", [], []
        ),
        "/img/ratings/misleading.svg": Response.data(
            b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
        ),
    }
    return [serve(FACT, pages)]


# --- podcast episode archive (Story Collider-like: an audio episode page) ---

POD = MediaPortal(
    "episodes.onairlab.hx91.example",
    "On Air Lab",
    [("/episodes", "Episodes"), ("/hosts", "Hosts"), ("/subscribe", "Subscribe")],
    [("/privacy", "Privacy"), ("/sponsors", "Sponsors")],
    title_format="{name} — {title}",
    home_main="<h1>On Air Lab</h1><p>A podcast about how media research is done.</p>",
)
P = POD.origin
P1 = P + "/episodes/42-the-radio-diary-method"
P2 = P + "/episodes/57-listening-to-talk-radio-at-scale"


def _episode(n: int, title: str, body: str, audio: str) -> str:
    return POD.page(
        f"Ep. {n}: {title}",
        f'<article class="episode"><h1>Ep. {n}: {title}</h1>'
        f'<audio controls preload="none" src="{audio}"></audio>{body}'
        '<p>Subscribe: <a href="/subscribe#apple">Apple</a> <a href="/subscribe#rss">RSS</a></p></article>',
        head='<link rel="alternate" type="application/rss+xml" href="/feed/podcast.xml">',
    )


def pod_sites() -> list[Site]:
    mp3 = Response.data(b"ID3\x04\x00\x00\x00\x00\x00\x00", "audio/mpeg")
    pages = {
        "/episodes/42-the-radio-diary-method": _episode(
            42,
            "The radio diary method",
            "<p>How listening diaries were kept in the 1950s.</p>",
            "/audio/ep42.mp3",
        ),
        "/episodes/57-listening-to-talk-radio-at-scale": _episode(
            57,
            "Listening to talk radio at scale",
            "<h2>Chapters</h2><ol><li>00:00 Intro</li><li>04:12 Sampling stations</li><li>21:40 ASR errors</li></ol>"
            "<h2>Transcript</h2><p>[inline transcript of the whole episode] ...</p>"
            '<p>Guest: <a href="/hosts/guests/r-amadi">R. Amadi</a>. Mentioned: '
            '<a href="http://corpus.talkradio.test/">the talk radio corpus</a>, '
            '<a href="/episodes/42-the-radio-diary-method">episode 42</a>.</p>',
            "/audio/ep57.mp3",
        ),
        "/audio/ep42.mp3": mp3,
        "/audio/ep57.mp3": mp3,
        "/feed/podcast.xml": text(
            "<rss version='2.0'><channel><title>On Air Lab</title></channel></rss>",
            "application/rss+xml",
        ),
    }
    return [serve(POD, pages)]


# --- corpus release index (a bare file listing: Single Page+, nothing to ignore) ---

IDX = "dl.newsframe-corpus.hx91.example"
IX = "http://" + IDX


def _index(title: str, rows: list[tuple[str, str, str]]) -> str:
    trs = "".join(
        f'<tr><td><a href="{h}">{h}</a></td><td>{d}</td><td>{s}</td></tr>' for h, d, s in rows
    )
    return (
        f"<!DOCTYPE html><html><head><title>Index of {title}</title></head><body><h1>Index of {title}</h1>"
        f"<table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>{trs}</table>"
        "<address>static file server</address></body></html>"
    )


V2 = [
    ("README.txt", "2022-09-01 10:12", "3.1K"),
    ("newsframe-2.1-articles.jsonl.gz", "2022-09-01 10:10", "412M"),
    ("newsframe-2.1-frames.csv", "2022-09-01 10:11", "18M"),
]
V3 = [
    ("README.md", "2024-01-15 08:00", "6.4K"),
    ("LICENSE-TDM.txt", "2024-01-15 08:00", "2.2K"),
    ("SHA256SUMS", "2024-01-15 08:01", "612"),
    ("newsframe-3.0-articles-part1.jsonl.gz", "2024-01-15 07:30", "1.1G"),
    ("newsframe-3.0-articles-part2.jsonl.gz", "2024-01-15 07:41", "1.0G"),
    ("newsframe-3.0-frames.csv", "2024-01-15 07:50", "41M"),
    ("codebook-3.0.pdf", "2024-01-15 07:55", "880K"),
]


def index_sites() -> list[Site]:
    site = Site(IDX)
    site.add("/", _index("/", [("releases/", "2024-01-15 08:01", "-")]))
    site.add(
        "/releases/",
        _index(
            "/releases/", [("2.1/", "2022-09-01 10:12", "-"), ("3.0/", "2024-01-15 08:01", "-")]
        ),
    )
    site.add("/releases/2.1/", _index("/releases/2.1/", V2))
    site.add("/releases/3.0/", _index("/releases/3.0/", V3))
    for rel, rows in (("2.1", V2), ("3.0", V3)):
        for name, _d, _s in rows:
            path = f"/releases/{rel}/{name}"
            if name.endswith(".pdf"):
                site.add(
                    path, pdf_file(f"NewsFrame {rel} codebook", "Frame categories and coder rules")
                )
            elif name.endswith(".gz"):
                site.add(
                    path, Response.data(b"\x1f\x8b\x08\x00" + name.encode(), "application/gzip")
                )
            else:
                site.add(
                    path, text(f"NewsFrame corpus {rel}: {name}\n", "text/plain; charset=utf-8")
                )
    return [site]


# --- news-archive data repository (Zenodo-like record: Single Page+ with Ignored URIs) ---

REPO = MediaPortal(
    "records.pressvault.hx91.example",
    "PressVault",
    [
        ("/search?type=dataset", "Datasets"),
        ("/communities", "Communities"),
        ("/deposit", "Upload"),
        ("/docs", "Docs"),
    ],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/status", "Status"), ("/api", "API")],
    home_main=(
        "<h1>PressVault</h1><p>Open data for journalism and media research.</p><h2>Featured</h2>"
        '<ul><li><a href="/records/70311">Local newspaper closures panel</a></li>'
        '<li><a href="/records/66019">Op-ed bylines 2000-2020</a></li>'
        '<li><a href="/communities/media-studies">Media studies community</a></li></ul>'
    ),
)
R = REPO.origin
R1 = R + "/records/81442"
R2 = R + "/records/90517"
R1_FILES = ["frontpages-1990-2010.csv", "README.txt"]
R2_FILES = [
    "headlines-2015.parquet",
    "headlines-2016.parquet",
    "headlines-2017.parquet",
    "outlets.csv",
    "codebook.pdf",
    "collection-scripts.zip",
]


def _record(rid: str, title: str, files: list[str], extra: str) -> str:
    rows = "".join(
        f'<tr><td><a href="/records/{rid}/files/{f}?download=1">{f}</a></td>'
        f'<td><a href="/records/{rid}/preview/{f}">Preview</a></td></tr>'
        for f in files
    )
    return REPO.page(
        title,
        f'<div class="record"><span class="badge">Dataset</span><h1>{title}</h1>'
        f'<p>DOI 10.99991/pressvault.{rid}</p><p class="desc">Description of the deposit.</p>'
        f"<h2>Files</h2><table>{rows}</table>"
        f'<h2>Export</h2><a href="/records/{rid}/export/bibtex">BibTeX</a> '
        f'<a href="/records/{rid}/export/datacite-xml">DataCite XML</a> '
        f'<a href="/records/{rid}/export/csl">CSL</a>{extra}</div>'
        '<aside><a href="/communities/media-studies">Media studies community</a></aside>',
    )


def repo_truth(rid: str, files: list[str]) -> list[str]:
    out = [f"{R}/records/{rid}"]
    for f in files:
        out += [f"{R}/records/{rid}/files/{f}?download=1", f"{R}/records/{rid}/preview/{f}"]
    out += [f"{R}/records/{rid}/export/{k}" for k in ("bibtex", "datacite-xml", "csl")]
    return out


def repo_sites() -> list[Site]:
    pages: dict[str, object] = {
        "/records/81442": _record(
            "81442", "Front pages of regional dailies, 1990-2010", R1_FILES, ""
        ),
        "/records/90517": _record(
            "90517",
            "Online news headlines with engagement counts, 2015-2017",
            R2_FILES,
            '<h2>Related works</h2><p>Is supplement to <a href="/records/70311">Local newspaper closures panel</a>; '
            'see also <a href="/records/66019">Op-ed bylines</a>.</p>',
        ),
        "/records/70311": _record("70311", "Local newspaper closures panel", ["panel.csv"], ""),
        "/records/66019": _record("66019", "Op-ed bylines 2000-2020", ["bylines.csv"], ""),
    }
    for rid, files in (
        ("81442", R1_FILES),
        ("90517", R2_FILES),
        ("70311", ["panel.csv"]),
        ("66019", ["bylines.csv"]),
    ):
        for f in files:
            if f.endswith(".pdf"):
                body: object = pdf_file("Headline codebook", "Variables and engagement measures")
            elif f.endswith((".csv", ".txt")):
                body = text(f"# record {rid} {f}\nid,value\n1,2\n", "text/csv; charset=utf-8")
            else:
                body = Response.data(b"PAR1" + f.encode(), "application/octet-stream")
            pages[f"/records/{rid}/files/{f}?download=1"] = body
            pages[f"/records/{rid}/preview/{f}"] = REPO.page(
                f"Preview {f}", f"<h1>{f}</h1><pre>id,value</pre>"
            )
        pages[f"/records/{rid}/export/bibtex"] = text(f"@dataset{{pressvault_{rid}}}\n")
        pages[f"/records/{rid}/export/datacite-xml"] = text(
            f"<resource><identifier>{rid}</identifier></resource>", "application/xml"
        )
        pages[f"/records/{rid}/export/csl"] = text(f'{{"id":"{rid}"}}', "application/json")
    return [serve(REPO, pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A blog post is a Single Artifact URI (seed: Hypotheses, ScienceBlogs -> Single Page).
    case(
        "blog-headline-tests",
        "media-studies blog (short post)",
        "blog post",
        "single_page",
        B1,
        [B1],
        blog_sites,
        B_OTHERS1,
    ),
    # Same portal, longer post with embedded video, series navigation and comments: still one URI.
    case(
        "blog-news-archive-series",
        "media-studies blog (series post with video and comments)",
        "blog post",
        "single_page",
        B2,
        [B2],
        blog_sites,
        B_OTHERS2,
    ),
    # A fact-check is a discussion-like single page (seed: PubPeer, PubMed Commons -> Single Page).
    case(
        "factcheck-flood-photo",
        "fact-checking database (claim review)",
        "discussion",
        "single_page",
        F1,
        [F1],
        fact_sites,
    ),
    # Harder: external sources, rating image, related fact-checks (other artifacts).
    case(
        "factcheck-turnout-clip",
        "fact-checking database (claim review with sources and related checks)",
        "discussion",
        "single_page",
        F2,
        [F2],
        fact_sites,
        F_OTHERS2,
    ),
    # An audio episode page (seed: Story Collider audio -> Single Page); the mp3 is embedded.
    case(
        "podcast-radio-diary",
        "podcast episode archive (audio episode)",
        "audio",
        "single_page",
        P1,
        [P1],
        pod_sites,
    ),
    # Harder: chapters, inline transcript, guest page and a link to another episode.
    case(
        "podcast-talk-radio",
        "podcast episode archive (episode with transcript and chapters)",
        "audio",
        "single_page",
        P2,
        [P2],
        pod_sites,
        [P1],
    ),
    # A bare listing of one release: every link is a file of the release and there is no
    # chrome to ignore, so the seed's Single Hop class with Single Page+ fits exactly.
    case(
        "release-index-2-1",
        "corpus release index (small release)",
        "dataset",
        "single_page_plus",
        IX + "/releases/2.1/",
        [IX + "/releases/2.1/"] + [f"{IX}/releases/2.1/{n}" for n, _d, _s in V2],
        index_sites,
    ),
    # Harder: more files, checksums, licence and a codebook PDF.
    case(
        "release-index-3-0",
        "corpus release index (multi-part release with checksums)",
        "dataset",
        "single_page_plus",
        IX + "/releases/3.0/",
        [IX + "/releases/3.0/"] + [f"{IX}/releases/3.0/{n}" for n, _d, _s in V3],
        index_sites,
    ),
    # Zenodo-like record: files and exports one hop away amid portal chrome that the homepage
    # and the 404 page also carry (seed: Zenodo, Figshare -> Single Page+ with Ignores).
    case(
        "pressvault-front-pages",
        "news-archive data repository (record with two files)",
        "dataset",
        "single_page_plus_ignored",
        R1,
        repo_truth("81442", R1_FILES),
        repo_sites,
    ),
    # Harder: six files with previews and related records (the related ones are featured on
    # the homepage, so the ignored list drops them).
    case(
        "pressvault-headlines",
        "news-archive data repository (multi-file record with related works)",
        "dataset",
        "single_page_plus_ignored",
        R2,
        repo_truth("90517", R2_FILES),
        repo_sites,
        [R + "/records/70311", R + "/records/66019"],
    ),
]
