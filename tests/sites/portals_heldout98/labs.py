"""heldout98 industrial research-lab portals: a lab's publication pages, its code forge with
releases on a third-party CDN, its research blog, and a corporation's technical-report
archive with HTML full text.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Case, Chrome, bib, data, dl, table

# ---------------------------------------------------------------------------------------
# Industrial research-lab publication pages: one page per paper linking its PDF, slides,
# data and BibTeX; authors are plain text, research areas and recent papers are on the
# homepage.  Single Hop: Single Page+ with Ignored URIs.

VANTORIX = "research.vantorix-labs.hx98.example"
VANTORIX_DL = "dl.vantorix-labs.hx98.example"
_AREAS = (("speech", "Speech"), ("systems", "Systems"), ("vision", "Computer vision"))
_PUBS: dict[str, dict[str, object]] = {
    "pub51873": {
        "title": "Streaming speech recognition with bounded-latency attention",
        "venue": "Interspeech 2023",
        "area": "speech",
        "files": (("paper", "Paper", "pdf"),),
        "same_host": (),
        "related": (),
    },
    "pub60112": {
        "title": "Tail-latency aware placement for disaggregated storage",
        "venue": "OSDI 2024",
        "area": "systems",
        "files": (
            ("paper", "Paper", "pdf"),
            ("supplement", "Supplementary material", "zip"),
            ("slides", "Slides", "pdf"),
            ("poster", "Poster", "pdf"),
        ),
        "same_host": (("traces", "Trace dataset card"),),
        "related": ("pub58820", "pub59904"),
    },
}
_RECENT = {
    "pub58820": "Erasure-coded caching at rack scale",
    "pub59904": "Noisy-neighbour isolation",
}

VANTORIX_CHROME = Chrome(
    VANTORIX,
    "Vantorix Research",
    menu=[
        ("/", "Home"),
        ("/publications", "Publications"),
        ("/people", "People"),
        ("/careers", "Careers"),
        ("/outreach", "University programs"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/privacy/cookies", "Cookies"),
        ("/terms", "Terms"),
        ("/press", "Press"),
    ],
    home_main=(
        "<h1>Vantorix Research</h1><h2>Research areas</h2><ul>"
        + "".join(f'<li><a href="/areas/{a}">{t}</a></li>' for a, t in _AREAS)
        + "</ul><h2>Recent publications</h2><ul>"
        + "".join(f'<li><a href="/pubs/{p}">{escape(t)}</a></li>' for p, t in _RECENT.items())
        + "</ul>"
    ),
)


def _vantorix_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files_site: dict[str, PageValue] = {"/": "<!doctype html><title>Vantorix downloads</title>"}
    for a, t in _AREAS:
        pages[f"/areas/{a}"] = VANTORIX_CHROME.page(t, f"<h1>{t}</h1>")
    for p, t in _RECENT.items():
        pages[f"/pubs/{p}"] = VANTORIX_CHROME.page(t, f"<h1>{escape(t)}</h1><p>Abstract.</p>")
    for pid, d in _PUBS.items():
        title, venue, area = str(d["title"]), str(d["venue"]), str(d["area"])
        items = ""
        for slug, label, ext in tuple(d["files"]):  # type: ignore[call-overload]
            path = f"/pubs/{pid}/{pid}-{slug}.{ext}"
            body = pdf(f"{title} ({label})", [venue]) if ext == "pdf" else b"PK\x05\x06" + bytes(18)
            files_site[path] = data(body, "application/pdf" if ext == "pdf" else "application/zip")
            items += f"<li>{dl(f'http://{VANTORIX_DL}{path}', label, ext.upper())}</li>"
        for slug, label in tuple(d["same_host"]):  # type: ignore[call-overload]
            items += f'<li><a href="/pubs/{pid}/{slug}">{label}</a></li>'
            pages[f"/pubs/{pid}/{slug}"] = VANTORIX_CHROME.page(
                label, f"<h1>{label}</h1><p>Traces from 2,400 production hosts.</p>"
            )
        pages[f"/pubs/{pid}.bib"] = data(
            bib(pid, "inproceedings", {"title": title, "booktitle": venue}), "application/x-bibtex"
        )
        related = "".join(
            f'<li><a href="/pubs/{r}">{escape(_RECENT[r])}</a></li>'
            for r in d["related"]  # type: ignore[attr-defined]
        )
        main = (
            f'<p class="area"><a href="/areas/{area}">{dict(_AREAS)[area]}</a></p>'
            f"<h1>{escape(title)}</h1>"
            + table(
                [
                    (
                        "Authors",
                        'R. Iyer (<a href="http://orcid.test/0000-0002-1825-0097">'
                        "ORCID</a>), L. Brandt",
                    ),
                    ("Venue", f'<a href="http://conf.venue.test/2024">{escape(venue)}</a>'),
                    ("Code", '<a href="http://git.codeforge.test/vantorix/placement">forge</a>'),
                ]
            )
            + f"<h2>Resources</h2><ul>{items}"
            + f'<li><a href="/pubs/{pid}.bib">BibTeX</a></li></ul>'
            + (f"<aside><h2>Related publications</h2><ul>{related}</ul></aside>" if related else "")
        )
        pages[f"/pubs/{pid}"] = VANTORIX_CHROME.page(
            title, main, share=f"http://{VANTORIX}/pubs/{pid}"
        )
    return [VANTORIX_CHROME.site(pages), Site(VANTORIX_DL, files_site)]


def _vantorix_truth(pid: str) -> list[str]:
    d, u = _PUBS[pid], f"http://{VANTORIX}"
    out = [f"{u}/pubs/{pid}", f"{u}/pubs/{pid}.bib"]
    out += [
        f"http://{VANTORIX_DL}/pubs/{pid}/{pid}-{s}.{e}"
        for s, _l, e in tuple(d["files"])  # type: ignore[call-overload]
    ]
    out += [f"{u}/pubs/{pid}/{s}" for s, _l in tuple(d["same_host"])]  # type: ignore[call-overload]
    return out


# ---------------------------------------------------------------------------------------
# Research-lab code forge (GitHub-like): every page of a repository lives under its path,
# raw files come from a separate user-content domain and release binaries from a
# third-party object CDN.  Path-Based with Externals.

FORGE = "code.orbimetric-research.hx98.example"
FORGE_RAW = "raw.orbicontent-raw.hx98.example"
FORGE_CDN = "objects.blobvault-cdn.hx98.example"
_REPOS: dict[str, dict[str, object]] = {
    "lidar-odometry": {
        "files": ("README.md", "setup.py"),
        "releases": (("v1.0.0", ("lidar-odometry-1.0.0.tar.gz",)),),
        "issues": (1, 2),
        "issue_pages": 1,
        "wiki": (),
    },
    "fleet-telemetry-sim": {
        "files": ("README.md", "pyproject.toml", "LICENSE"),
        "releases": (
            ("v0.9.0", ("fleet-telemetry-sim-0.9.0.tar.gz",)),
            (
                "v1.2.1",
                ("fleet-telemetry-sim-1.2.1.tar.gz", "fleet-telemetry-sim-1.2.1-py3-none-any.whl"),
            ),
        ),
        "issues": (3, 7, 11, 12),
        "issue_pages": 2,
        "wiki": ("Home", "Calibration"),
    },
}

FORGE_CHROME = Chrome(
    FORGE,
    "Orbimetric Code",
    menu=[
        ("/", "Dashboard"),
        ("/explore", "Explore"),
        ("/orbimetric", "Orbimetric"),
        ("/docs", "Docs"),
    ],
    footer=[("/terms", "Terms"), ("/privacy/cookies", "Cookies"), ("/status", "Status")],
    title_format="{title} · {name}",
)


def _forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {"/": data("raw content host\n", "text/plain")}
    cdn: dict[str, PageValue] = {"/": data("<ListBucketResult/>", "application/xml")}
    for repo, d in _REPOS.items():
        base = f"/orbimetric/{repo}/"
        files = tuple(d["files"])  # type: ignore[call-overload]
        releases = tuple(d["releases"])  # type: ignore[call-overload]
        issues = tuple(d["issues"])  # type: ignore[call-overload]
        wiki = tuple(d["wiki"])  # type: ignore[call-overload]
        tabs = [("", "Code"), ("issues", "Issues"), ("releases", "Releases")]
        if wiki:
            tabs.append(("wiki", "Wiki"))
        nav = " ".join(f'<a href="{base}{s}">{t}</a>' for s, t in tabs)

        def wrap(t: str, body: str, repo: str = repo, nav: str = nav) -> str:
            return FORGE_CHROME.page(
                f"{t} · orbimetric/{repo}",
                f'<h1><a href="/orbimetric">orbimetric</a> / {repo}</h1><nav class="repo">{nav}</nav>'
                + body,
            )

        listing = "".join(
            f'<li><a href="{base}blob/main/{f}">{f}</a> '
            f'(<a href="http://{FORGE_RAW}/orbimetric/{repo}/main/{f}">raw</a>)</li>'
            for f in files
        )
        pages[base] = wrap("Code", f"<ul>{listing}</ul><article>Lab code for {repo}.</article>")
        for f in files:
            raw[f"/orbimetric/{repo}/main/{f}"] = data(f"# {f} of {repo}\n", "text/plain")
            pages[f"{base}blob/main/{f}"] = wrap(
                f,
                f'<pre>{f}</pre><a href="http://{FORGE_RAW}/orbimetric/{repo}/main/{f}">Raw</a>',
            )
        rel_html = ""
        for tag, assets in releases:
            links = ""
            for a in assets:
                cdn[f"/releases/orbimetric/{repo}/{tag}/{a}"] = data(
                    b"\x1f\x8b" + bytes(18), "application/gzip"
                )
                links += f'<li><a href="http://{FORGE_CDN}/releases/orbimetric/{repo}/{tag}/{a}">{a}</a></li>'
            rel_html += f'<h2><a href="{base}releases/tag/{tag}">{tag}</a></h2><ul>{links}</ul>'
            pages[f"{base}releases/tag/{tag}"] = wrap(tag, f"<ul>{links}</ul>")
        pages[f"{base}releases"] = wrap("Releases", rel_html)
        n_pages = int(d["issue_pages"])  # type: ignore[call-overload]
        per = -(-len(issues) // n_pages)
        for p in range(1, n_pages + 1):
            items = "".join(
                f'<li><a href="{base}issues/{i}">#{i}</a> by <a href="/u/tmercer">tmercer</a></li>'
                for i in issues[(p - 1) * per : p * per]
            )
            pager = " ".join(
                f'<a href="{base}issues?page={q}">{q}</a>'
                for q in range(1, n_pages + 1)
                if n_pages > 1 and q != p
            )
            key = f"{base}issues" + (f"?page={p}" if p > 1 else "")
            pages[key] = wrap("Issues", f"<ul>{items}</ul>{pager}")
            if n_pages > 1 and p == 1:
                pages[f"{base}issues?page=1"] = pages[key]
        for i in issues:
            pages[f"{base}issues/{i}"] = wrap(
                f"Issue #{i}", f"<p>Issue {i}: drift after 10 km.</p>"
            )
        if wiki:
            pages[f"{base}wiki"] = wrap(
                "Wiki",
                "<ul>"
                + "".join(f'<li><a href="{base}wiki/{w}">{w}</a></li>' for w in wiki)
                + "</ul>",
            )
            for w in wiki:
                pages[f"{base}wiki/{w}"] = wrap(w, f"<p>{w}</p>")
    pages["/u/tmercer"] = FORGE_CHROME.page("tmercer", "<h1>tmercer</h1>")
    return [FORGE_CHROME.site(pages), Site(FORGE_RAW, raw), Site(FORGE_CDN, cdn)]


def _forge_truth(repo: str) -> list[str]:
    d = _REPOS[repo]
    b = f"http://{FORGE}/orbimetric/{repo}/"
    out = [b, b + "issues", b + "releases"]
    for f in tuple(d["files"]):  # type: ignore[call-overload]
        out += [b + f"blob/main/{f}", f"http://{FORGE_RAW}/orbimetric/{repo}/main/{f}"]
    for tag, assets in tuple(d["releases"]):  # type: ignore[call-overload]
        out.append(b + f"releases/tag/{tag}")
        out += [f"http://{FORGE_CDN}/releases/orbimetric/{repo}/{tag}/{a}" for a in assets]
    out += [b + f"issues/{i}" for i in tuple(d["issues"])]  # type: ignore[call-overload]
    n_pages = int(d["issue_pages"])  # type: ignore[call-overload]
    if n_pages > 1:
        out += [b + f"issues?page={q}" for q in range(1, n_pages + 1)]
    wiki = tuple(d["wiki"])  # type: ignore[call-overload]
    if wiki:
        out += [b + "wiki"] + [b + f"wiki/{w}" for w in wiki]
    return out


# ---------------------------------------------------------------------------------------
# Research-lab blog: a post is a single artifact URI.  Single Page.

KESTREL = "blog.kestrelwave-ai.hx98.example"
_KPOSTS = {
    "/posts/sparse-retrieval-at-scale/": (
        "Sparse retrieval at web scale, without the index bloat",
        ("/topics/retrieval", "/authors/s-oyelaran"),
        ("/posts/what-we-learned-from-1b-queries/",),
    ),
    "/posts/robot-grasping-sim2real-part-2/": (
        "Sim-to-real robot grasping, part 2: closing the texture gap",
        ("/topics/robotics", "/topics/simulation", "/authors/k-varga", "/authors/p-nwosu"),
        ("/posts/robot-grasping-sim2real-part-1/", "/posts/sparse-retrieval-at-scale/"),
    ),
}

KESTREL_CHROME = Chrome(
    KESTREL,
    "Kestrelwave AI Blog",
    menu=[
        ("/", "Blog"),
        ("/topics", "Topics"),
        ("/research", "Research"),
        ("/open-source", "Open source"),
    ],
    footer=[("/privacy/cookies", "Cookies"), ("/privacy", "Privacy"), ("/rss.xml", "RSS")],
    title_format="{title} – {name}",
)


def _kestrel_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    linked: set[str] = set()
    for path, (title, taxo, related) in _KPOSTS.items():
        byline = ", ".join(f'<a href="{t}">{t.rsplit("/", 1)[1]}</a>' for t in taxo)
        rel = "".join(
            f'<li><a href="{r}">{r.strip("/").rsplit("/", 1)[1]}</a></li>' for r in related
        )
        main = (
            f"<article><h1>{escape(title)}</h1><p>{byline}</p>"
            "<p>We trained on 40 million examples and measured twice.</p>"
            '<figure><img src="/images/fig1.png" alt="Figure 1"></figure>'
            '<p>Paper: <a href="http://research.paperhost.test/abs/2403.01234">arXiv</a> · '
            'Code: <a href="http://git.codeforge.test/kestrelwave/retrieval">repo</a></p>'
            f"</article><aside><h2>Related posts</h2><ul>{rel}</ul></aside>"
        )
        pages[path] = KESTREL_CHROME.page(title, main, share=f"http://{KESTREL}{path}")
        linked.update(taxo)
        linked.update(r for r in related if r not in _KPOSTS)
    for p in sorted(linked):
        pages[p] = KESTREL_CHROME.page(p.strip("/"), f"<h1>{escape(p)}</h1>")
    pages["/rss.xml"] = data("<?xml version='1.0'?><rss><channel/></rss>", "application/rss+xml")
    return [KESTREL_CHROME.site(pages)]


# ---------------------------------------------------------------------------------------
# Corporate technical-report archive: the report's <title> is exactly its title, and the
# abstract page, each HTML chapter, the revisions and the BibTeX all carry it; series
# neighbours are named by number only.  Significant String from Title.

FERRO = "techreports.ferrocline-corp.hx98.example"
_REPORTS: dict[int, dict[str, object]] = {
    4471: {
        "number": "FC-TR-2023-017",
        "title": "Creep behaviour of nickel superalloy turbine blades under cyclic loading",
        "chapters": ("Introduction", "Method", "Results"),
        "revisions": (),
        "data": False,
    },
    4502: {
        "number": "FC-TR-2024-003",
        "title": "Hydrogen embrittlement in welded pipeline steels after long-term exposure",
        "chapters": ("Introduction", "Specimens", "Exposure protocol", "Results", "Discussion"),
        "revisions": ("r1", "r2"),
        "data": True,
    },
}

FERRO_CHROME = Chrome(
    FERRO,
    "Ferrocline Technical Reports",
    menu=[
        ("/", "Home"),
        ("/browse", "Browse series"),
        ("/submit", "Submit"),
        ("/policy", "Policy"),
    ],
    footer=[("/privacy/cookies", "Cookies"), ("/imprint", "Imprint"), ("/contact", "Contact")],
)


def _ferro_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid, d in _REPORTS.items():
        num, title = str(d["number"]), str(d["title"])
        chapters = tuple(d["chapters"])  # type: ignore[call-overload]
        revisions = tuple(d["revisions"])  # type: ignore[call-overload]
        head = f'<p class="num">{num}</p><h1>{escape(title)}</h1>'
        toc = "".join(
            f'<li><a href="/fulltext/{num}/ch{i}.html">{i}. {escape(c)}</a></li>'
            for i, c in enumerate(chapters, 1)
        )
        extra = ""
        if revisions:
            extra += f'<p><a href="/report/revisions?id={rid}">Revision history</a></p>'
        if d["data"]:
            extra += f'<p><a href="/data/{num}-appendix.csv">Appendix data (CSV)</a></p>'
            pages[f"/data/{num}-appendix.csv"] = data(
                f"# {title}\nspecimen,hours,cracks\nA1,1000,0\n", "text/csv"
            )
        series = f'<p>Series: <a href="/report?id={rid - 1}">previous report</a> · '
        series += f'<a href="/report?id={rid + 1}">next report</a></p>'
        pages[f"/report?id={rid}"] = FERRO_CHROME.page(
            title,
            head
            + "<p><strong>Abstract.</strong> We report measurements.</p>"
            + f"<h2>Full text</h2><ol>{toc}</ol>{extra}"
            + f'<p>Cite: <a href="/export/bibtex?id={rid}">BibTeX</a></p>{series}',
            raw_title=True,
            share=f"http://{FERRO}/report?id={rid}",
        )
        pages[f"/export/bibtex?id={rid}"] = data(
            bib(num, "techreport", {"title": title, "institution": "Ferrocline", "number": num}),
            "application/x-bibtex",
        )
        for i, c in enumerate(chapters, 1):
            nxt = (
                f'<a href="/fulltext/{num}/ch{i + 1}.html">Next chapter</a>'
                if i < len(chapters)
                else ""
            )
            pages[f"/fulltext/{num}/ch{i}.html"] = FERRO_CHROME.page(
                f"{num} {c}",
                f'<p class="running-head">{escape(title)}</p><h1>{i}. {escape(c)}</h1>'
                f'<p>Text of the chapter.</p><a href="/report?id={rid}">Contents</a> {nxt}',
            )
        if revisions:
            revs = "".join(
                f'<li><a href="/report/revision?id={rid}&amp;rev={r}">{r}</a></li>'
                for r in revisions
            )
            pages[f"/report/revisions?id={rid}"] = FERRO_CHROME.page(
                f"Revisions of {num}", f"{head}<ul>{revs}</ul>"
            )
            for r in revisions:
                pages[f"/report/revision?id={rid}&rev={r}"] = FERRO_CHROME.page(
                    f"{num} {r}", f"{head}<p>Revision {r}: corrected figure 3.</p>"
                )
        for n in (rid - 1, rid + 1):
            key = f"/report?id={n}"
            if key not in pages and n not in _REPORTS:
                pages[key] = FERRO_CHROME.page(
                    f"Report {n}",
                    f"<h1>Report {n}</h1><p>Restricted: internal distribution only.</p>",
                    raw_title=True,
                )
    pages["/report"] = FERRO_CHROME.page("Report", "<p>No report selected.</p>")
    return [FERRO_CHROME.site(pages)]


def _ferro_truth(rid: int) -> list[str]:
    d, u = _REPORTS[rid], f"http://{FERRO}"
    num = str(d["number"])
    chapters = tuple(d["chapters"])  # type: ignore[call-overload]
    out = [f"{u}/report?id={rid}", f"{u}/export/bibtex?id={rid}"]
    out += [f"{u}/fulltext/{num}/ch{i}.html" for i in range(1, len(chapters) + 1)]
    revisions = tuple(d["revisions"])  # type: ignore[call-overload]
    if revisions:
        out.append(f"{u}/report/revisions?id={rid}")
        out += [f"{u}/report/revision?id={rid}&rev={r}" for r in revisions]
    if d["data"]:
        out.append(f"{u}/data/{num}-appendix.csv")
    return out


CASES: list[Case] = [
    # A paper page and its downloads one hop away, amid the lab site's chrome (areas and
    # recent papers on the homepage): the seed's Figshare/SSRN shape, Single Page+ with
    # Ignored URIs.
    case(
        "vantorix-streaming-asr",
        "industrial research-lab publication page (paper PDF and BibTeX)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{VANTORIX}/pubs/pub51873",
        _vantorix_truth("pub51873"),
        _vantorix_sites,
    ),
    case(
        "vantorix-disaggregated-storage",
        "industrial research-lab publication page (four files, dataset card, related papers)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{VANTORIX}/pubs/pub60112",
        _vantorix_truth("pub60112"),
        _vantorix_sites,
        others=[f"http://{VANTORIX}/pubs/pub58820", f"http://{VANTORIX}/pubs/pub59904"],
    ),
    # A repository under one path, raw files and release binaries on other domains: the
    # seed's GitHub shape, Path-Based with Externals.
    case(
        "orbimetric-lidar-odometry",
        "research-lab code forge (one release, two issues)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{FORGE}/orbimetric/lidar-odometry/",
        _forge_truth("lidar-odometry"),
        _forge_sites,
    ),
    case(
        "orbimetric-fleet-sim",
        "research-lab code forge (two releases, wheel, paginated issues, wiki)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{FORGE}/orbimetric/fleet-telemetry-sim/",
        _forge_truth("fleet-telemetry-sim"),
        _forge_sites,
    ),
    # Blog posts: Single Artifact URI, Single Page.
    case(
        "kestrelwave-sparse-retrieval",
        "research-lab blog (single post)",
        "Single Artifact URI",
        "single_page",
        f"http://{KESTREL}/posts/sparse-retrieval-at-scale/",
        [f"http://{KESTREL}/posts/sparse-retrieval-at-scale/"],
        _kestrel_sites,
        others=[f"http://{KESTREL}/posts/what-we-learned-from-1b-queries/"],
    ),
    case(
        "kestrelwave-grasping-part2",
        "research-lab blog (part 2 of a series, several authors and topics)",
        "Single Artifact URI",
        "single_page",
        f"http://{KESTREL}/posts/robot-grasping-sim2real-part-2/",
        [f"http://{KESTREL}/posts/robot-grasping-sim2real-part-2/"],
        _kestrel_sites,
        others=[
            f"http://{KESTREL}/posts/robot-grasping-sim2real-part-1/",
            f"http://{KESTREL}/posts/sparse-retrieval-at-scale/",
        ],
    ),
    # The <title> is the bare report title and every object of the report (HTML chapters,
    # revisions, BibTeX, appendix CSV) contains it; nothing outside does: Significant
    # String from Title.
    case(
        "ferrocline-creep",
        "corporate technical-report archive (three HTML chapters, BibTeX)",
        "Multi-Hop",
        "sig_title",
        f"http://{FERRO}/report?id=4471",
        _ferro_truth(4471),
        _ferro_sites,
        others=[f"http://{FERRO}/report?id=4470"],
    ),
    case(
        "ferrocline-hydrogen",
        "corporate technical-report archive (five chapters, revisions, appendix data)",
        "Multi-Hop",
        "sig_title",
        f"http://{FERRO}/report?id=4502",
        _ferro_truth(4502),
        _ferro_sites,
        others=[f"http://{FERRO}/report?id=4501", f"http://{FERRO}/report?id=4503"],
    ),
]
