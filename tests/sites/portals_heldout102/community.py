"""Community and publishing portals around trials: a trial-methodology blog, a legacy
adverse-event data release server, a medical preprint server and a code forge hosting trial
analysis code.

Four portal types, two records each (the second harder); the seed heuristic of each is
argued in a comment above its cases.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import (
    SUFFIX,
    Chrome,
    a,
    bibtex,
    csv_rows,
    pdf_file,
    ris,
    table,
    text_file,
    ul,
    zip_file,
)

# -- trial-methodology blog (single page) -----------------------------------------------

BLOG = Chrome(
    host=f"blog.trialforensix.{SUFFIX}",
    name="Trial Forensics",
    menu=[
        ("/about/", "About"),
        ("/category/outcome-switching/", "Outcome switching"),
        ("/category/reporting/", "Reporting"),
        ("/reading-list/", "Reading list"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("/comment-policy/", "Comment policy"),
        ("/feed/", "RSS"),
    ],
    title_format="{title} – {name}",
    account=(("/wp-login.php", "Log in"),),
    search="/",
    social=[("http://bsky.test/profile/trialforensix", "Bluesky")],
)

POSTS = {
    "/2024/02/19/vela-mf3-outcome-switching/": (
        "Did VELA-MF3 switch its primary outcome?",
        "<p>The registry history of VELA-MF3 shows the primary outcome moving from week 24 "
        "to week 48 in amendment 3.  We compared the versions line by line.</p>",
        [],
    ),
    "/2024/05/02/pooled-sae-tables-what-is-missing/": (
        "Pooled serious adverse event tables: what is missing and why it matters",
        "<p>Six anticoagulation trials, one pooled table, and 214 events that appear in the "
        "clinical study reports but not in the publications.</p>"
        "<blockquote>We requested the reports under the agency's access policy.</blockquote>"
        "<h2>Method</h2><p>Two of us extracted events independently.</p>"
        "<h2>What we found</h2><ol><li>Events coded as 'other' hid 31 bleeds.</li>"
        "<li>Deaths after the data cut were not reported.</li></ol>",
        [
            ("Marta", "Did you contact the sponsors before publishing?"),
            ("Trial Forensics", "Yes, all six; two replied, see the update at the end."),
            ("J. Ruiz", "The MedDRA mapping file in the pooled dataset answers part of this."),
        ],
    ),
}


def _blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    paths = list(POSTS)
    for i, (path, (title, body, comments)) in enumerate(POSTS.items()):
        nav = []
        if i > 0:
            nav.append(a(paths[i - 1], "« Previous post", "prev"))
        if i + 1 < len(paths):
            nav.append(a(paths[i + 1], "Next post »", "next"))
        cm = "".join(
            f'<li class="comment"><p class="who">{escape(w)}</p><p>{escape(t)}</p></li>'
            for w, t in comments
        )
        cblock = (
            f'<section id="comments"><h2>{len(comments)} comments</h2><ol>{cm}</ol></section>'
            if comments
            else '<section id="comments"><p>Comments are closed.</p></section>'
        )
        tags = " ".join(a(f"/tag/{t}/", t) for t in ("registries", "meta-research"))
        pages[path] = BLOG.page(
            title,
            f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
            f'<p class="byline">by {a("/author/editors/", "the editors")}</p>'
            f'{body}<p class="tags">Tags: {tags}</p>'
            f'<nav class="post-nav">{" ".join(nav)}</nav></article>{cblock}',
            aside="<h3>Recent posts</h3>"
            + ul([(p, POSTS[p][0]) for p in paths])
            + "<h3>Archives</h3>"
            + ul([("/2024/05/", "May 2024"), ("/2024/02/", "February 2024")]),
        )
    return [BLOG.site(pages)]


# Single Page: the seed's table gives Single Page to every blog post portal; a post with
# its comments is one page, and the tags, archives and neighbouring posts are other
# resources of the blog.
_BLOG_CASES = [
    case(
        "blog-vela-outcome-switching",
        "trial methodology blog (short post, comments closed)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2024/02/19/vela-mf3-outcome-switching/"),
        [BLOG.url("/2024/02/19/vela-mf3-outcome-switching/")],
        _blog_sites,
        others=[BLOG.url("/2024/05/02/pooled-sae-tables-what-is-missing/")],
    ),
    # Harder: longer post with a comment thread, tags, archives and neighbouring posts.
    case(
        "blog-pooled-sae-missing",
        "trial methodology blog (long post with comment thread)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2024/05/02/pooled-sae-tables-what-is-missing/"),
        [BLOG.url("/2024/05/02/pooled-sae-tables-what-is-missing/")],
        _blog_sites,
        others=[BLOG.url("/2024/02/19/vela-mf3-outcome-switching/")],
    ),
]


# -- legacy adverse-event data release server (single page+) -----------------------------

AERS = f"pub.aersdump.{SUFFIX}"
AERS_DL = f"dl.aersdump-files.{SUFFIX}"

# quarter -> (files on the server, files on the download host)
QUARTERS = {
    "2023q4": (["aers_ascii_2023q4.zip", "aers_xml_2023q4.zip", "README.txt", "SHA256SUMS"], []),
    "2024q2": (
        [
            "README.txt",
            "SHA256SUMS",
            "deleted_cases_2024q2.txt",
            "aers_ascii_2024q2_dictionary.pdf",
        ],
        [
            "aers_ascii_2024q2.part1.zip",
            "aers_ascii_2024q2.part2.zip",
            "aers_ascii_2024q2.part3.zip",
            "aers_xml_2024q2.zip",
        ],
    ),
}


def _bare(title: str, body: str) -> str:
    return (
        f'<html><head><title>{escape(title)}</title></head>\n<body bgcolor="white">\n'
        f"<h1>{escape(title)}</h1><hr>{body}<hr>\n<address>httpd at {AERS}</address>"
        "</body></html>\n"
    )


def _aers_file(name: str, q: str) -> Response:
    if name.endswith(".zip"):
        return zip_file({f"DEMO{q.upper()}.txt": csv_rows(["primaryid", "age", "sex"], 5, 3)})
    if name.endswith(".pdf"):
        return pdf_file(f"AERS {q} ASCII dictionary", "DEMO, DRUG, REAC, OUTC, RPSR, THER")
    return text_file(f"{name} for quarter {q}\n")


def _aers_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    for q, (local, remote) in QUARTERS.items():
        rows = [[a(n, n), "2024-01-15 09:12", "-"] for n in local]
        rows += [
            [a(f"http://{AERS_DL}/aers/{q}/{n}", n), "2024-07-20 10:40", "1.1G"] for n in remote
        ]
        pages[f"/quarterly/{q}/"] = _bare(
            f"Adverse event reporting system quarterly extract {q.upper()}",
            "<p>Quarterly data extract of spontaneous adverse event reports.  Large files are "
            "served by the download host.</p>" + table(["Name", "Last modified", "Size"], rows),
        )
        for n in local:
            pages[f"/quarterly/{q}/{n}"] = _aers_file(n, q)
        for n in remote:
            dl[f"/aers/{q}/{n}"] = _aers_file(n, q)
    pages["/"] = _bare(
        "Adverse event reporting system public data",
        "<pre>" + "\n".join(a(f"/quarterly/{q}/", f"{q}/") for q in QUARTERS) + "</pre>",
    )
    site = Site(AERS)
    for p, v in pages.items():
        site.add(p, v)
    return [site, Site(AERS_DL, dl)]


def _aers_truth(q: str) -> list[str]:
    local, remote = QUARTERS[q]
    return (
        [f"http://{AERS}/quarterly/{q}/"]
        + [f"http://{AERS}/quarterly/{q}/{n}" for n in local]
        + [f"http://{AERS_DL}/aers/{q}/{n}" for n in remote]
    )


# Single Page+: a release page of a bare file server (no menu, footer or any other chrome,
# a plain 404 page) linking only its own files, so one hop from the entry is exactly the
# artifact -- the seed's Single Hop class with nothing for an ignored-URI list to remove.
_AERS_CASES = [
    case(
        "aers-2023q4",
        "adverse-event data release server (four files)",
        "Single Hop",
        "single_page_plus",
        f"http://{AERS}/quarterly/2023q4/",
        _aers_truth("2023q4"),
        _aers_sites,
    ),
    # Harder: the large split archives live on a separate download host.
    case(
        "aers-2024q2",
        "adverse-event data release server (split archives on a download host)",
        "Single Hop",
        "single_page_plus",
        f"http://{AERS}/quarterly/2024q2/",
        _aers_truth("2024q2"),
        _aers_sites,
    ),
]


# -- medical preprint server (single page+ with ignored URIs) ----------------------------

PRE = Chrome(
    host=f"www.medpreprintz.{SUFFIX}",
    name="MedPreprintz",
    menu=[
        ("/submit-a-manuscript", "Submit"),
        ("/content/about", "About"),
        ("/content/faq", "FAQ"),
        ("/alerts", "Alerts/RSS"),
    ],
    footer=[
        ("/content/privacy", "Privacy"),
        ("/content/terms", "Terms"),
        ("/content/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    account=(("/user/login", "Log in"),),
    social=[("http://twitter.test/medpreprintz", "Twitter")],
)
SUBJECTS = [
    "cardiovascular-medicine",
    "hematology",
    "pharmacology-and-therapeutics",
    "epidemiology",
]

# preprint doi suffix -> (title, subject, current version, node id, supplements)
PREPRINTS = {
    "2024.03.11.24304112": (
        "Colchicine and recurrent ischaemic events in adults over 65: a pragmatic randomised trial",
        "cardiovascular-medicine",
        1,
        300112,
        [],
    ),
    "2023.11.02.23297841": (
        "Velarixostat in myelofibrosis: 96-week results of a randomised phase 3 trial",
        "hematology",
        2,
        297841,
        ["media-1.pdf", "media-2.xlsx", "media-3.pdf"],
    ),
}


def _pre_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doi, (title, subject, cur, node, supps) in PREPRINTS.items():
        base = f"/content/10.1101/{doi}"
        links = [
            (f"{base}v{cur}.full", "Full text"),
            (f"{base}v{cur}.full.pdf", "Full text (PDF)"),
        ]
        for v in range(1, cur + 1):
            pages[f"{base}v{v}.full"] = PRE.page(
                f"{title} (full text)",
                f"<h1>{escape(title)}</h1><p>Version {v}. Introduction...</p>",
            )
            pages[f"{base}v{v}.full.pdf"] = pdf_file(title, f"medRxiv-style preprint v{v}")
        supp_links = []
        for s in supps:
            u = f"/content/medpreprintz/early/2024/01/05/{doi}/DC1/embed/{s}"
            pages[u] = (
                pdf_file(f"Supplement {s}", title)
                if s.endswith(".pdf")
                else text_file("sheet", "application/vnd.ms-excel")
            )
            supp_links.append((u, s))
        cite = [
            (f"/highwire/citation/{node}/ris", "RIS"),
            (f"/highwire/citation/{node}/bibtext", "BibTeX"),
        ]
        pages[cite[0][0]] = ris(title, ["Okafor N"], 2024, f"10.1101/{doi}", PRE.url(base))
        pages[cite[1][0]] = bibtex(f"mp{node}", title, ["Okafor N"], 2024, f"10.1101/{doi}")
        vbox = ""
        if cur > 1:
            vbox = "<h3>Previous version</h3>" + ul(
                [(f"{base}v{v}", f"Version {v}") for v in range(1, cur)]
                + [(f"{base}v{v}.full.pdf", f"Version {v} PDF") for v in range(1, cur)]
            )
            for v in range(1, cur):
                pages[f"{base}v{v}"] = PRE.page(
                    title, f"<h1>{escape(title)}</h1><p>Version {v}, superseded.</p>"
                )
        main = (
            '<div class="warning">This article is a preprint and has not been peer-reviewed.'
            f"</div><h1>{escape(title)}</h1><p>doi: 10.1101/{escape(doi)}</p>"
            f"<h2>Abstract</h2><p>Background, methods, results.</p>{ul(links, 'tabs')}"
            + (f"<h2>Supplementary material</h2>{ul(supp_links)}" if supp_links else "")
            + f"<h2>Cite</h2>{ul(cite)}"
            + f"<p>Subject area: {a(f'/collection/{subject}', subject.replace('-', ' '))}</p>"
            + '<div class="altmetric-embed" data-doi="10.1101/x"></div>'
        )
        pages[f"{base}v{cur}"] = PRE.page(title, main, aside=vbox)
    home = "<h1>MedPreprintz</h1><h2>Subject areas</h2>" + ul(
        [(f"/collection/{s}", s.replace("-", " ")) for s in SUBJECTS]
    )
    return [replace(PRE, home_main=home).site(pages)]


def _pre_truth(doi: str) -> list[str]:
    title, _s, cur, node, supps = PREPRINTS[doi]
    base = f"/content/10.1101/{doi}"
    out = [
        f"{base}v{cur}",
        f"{base}v{cur}.full",
        f"{base}v{cur}.full.pdf",
        f"/highwire/citation/{node}/ris",
        f"/highwire/citation/{node}/bibtext",
    ]
    out += [f"/content/medpreprintz/early/2024/01/05/{doi}/DC1/embed/{s}" for s in supps]
    for v in range(1, cur):
        out += [f"{base}v{v}", f"{base}v{v}.full.pdf"]
    return [PRE.url(p) for p in out]


# Single Page+ with ignored URIs, the seed's bioRxiv case: full text, PDF, supplements,
# citation exports and the previous version are linked from the preprint's page; the
# subject collections and the rest of the chrome are on the homepage or the 404 page.
_PRE_CASES = [
    case(
        "preprint-colchicine-older",
        "medical preprint server (single version)",
        "Single Hop",
        "single_page_plus_ignored",
        PRE.url("/content/10.1101/2024.03.11.24304112v1"),
        _pre_truth("2024.03.11.24304112"),
        _pre_sites,
    ),
    # Harder: a second version, three supplementary files.
    case(
        "preprint-velarixostat-96wk",
        "medical preprint server (two versions, supplementary files)",
        "Single Hop",
        "single_page_plus_ignored",
        PRE.url("/content/10.1101/2023.11.02.23297841v2"),
        _pre_truth("2023.11.02.23297841"),
        _pre_sites,
    ),
]


# -- code forge for trial analysis code (path-based with externals) ----------------------

FORGE = Chrome(
    host=f"code.trialforge.{SUFFIX}",
    name="TrialForge",
    menu=[
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/security", "Security"),
        (f"http://status.trialforge.{SUFFIX}/", "Status"),
        ("/site/blog", "Blog"),
    ],
    title_format="{title} · {name}",
    account=(("/login", "Sign in"), ("/signup", "Sign up")),
)
STATUS = f"status.trialforge.{SUFFIX}"  # same registrable domain as the forge
RAW = f"raw.trialforge-usercontent.{SUFFIX}"
REL = f"objects.trialforge-releases.{SUFFIX}"

# repo -> (description, files, issues, releases [(tag, assets)], commits, wiki pages,
#          forks shown in the sidebar)
REPOS = {
    "northbridge-heart/coldmi65-analysis": (
        "Statistical analysis code for the COLDMI-65 trial",
        ["README.md", "R/primary_endpoint.R"],
        [(1, "Add sensitivity analysis for competing risks")],
        [("v1.0", ["coldmi65-analysis-1.0.tar.gz"])],
        ["3f9c2a1"],
        [],
        [],
    ),
    "helion-biostat/vela-mf3-sap": (
        "Statistical analysis plan and programs for VELA-MF3 (SDTM to ADaM to TLFs)",
        [
            "README.md",
            "sap/VELA-MF3_SAP_v3.md",
            "programs/adsl.sas",
            "programs/adae.sas",
            "programs/t_ae_summary.sas",
        ],
        [
            (4, "AE summary table counts differ from CSR table 14.3.1"),
            (7, "Spleen volume derivation: baseline window"),
            (9, "Document MedDRA version used"),
            (12, "OS analysis at 96 weeks"),
            (15, "Reproducibility: pin SAS macro library"),
        ],
        [
            ("v3.0", ["vela-mf3-sap-3.0.zip", "tlf-shells-3.0.pdf"]),
            ("v2.1", ["vela-mf3-sap-2.1.zip"]),
        ],
        ["a41be07", "9e20c55", "17d3f42"],
        ["Home", "Derivations"],
        ["reviewer-x/vela-mf3-sap"],
    ),
}
ISSUES_PER_PAGE = 3


def _forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    rel: dict[str, PageValue] = {}
    for repo, (desc, files, issues, releases, commits, wiki, forks) in REPOS.items():
        r = f"/{repo}"
        tabs = [
            (r, "Code"),
            (f"{r}/issues", f"Issues {len(issues)}"),
            (f"{r}/releases", "Releases"),
            (f"{r}/commits/main", "Commits"),
        ]
        if wiki:
            tabs.append((f"{r}/wiki", "Wiki"))
        aside = f"<h3>About</h3><p>{escape(desc)}</p>"
        if forks:
            aside += "<h3>Forks</h3>" + ul([(f"/{f}", f) for f in forks])

        def page(
            t: str,
            main: str,
            r: str = r,
            repo: str = repo,
            tabs: list[tuple[str, str]] = tabs,
            aside: str = aside,
        ) -> str:
            return FORGE.page(
                f"{t} · {repo}" if t else repo,
                f'<h1 class="repo">{a(r, repo)}</h1>{ul(tabs, "tabs")}{main}',
                aside=aside,
            )

        rows = [[a(f"{r}/blob/main/{f}", f)] for f in files]
        pages[r] = page("", table(["Files"], rows) + f"<article>{escape(desc)}</article>")
        for f in files:
            ru = f"http://{RAW}/{repo}/main/{f}"
            raw[f"/{repo}/main/{f}"] = text_file(f"# {f}\n# {desc}\n")
            pages[f"{r}/blob/main/{f}"] = page(
                f,
                f"<h2>{escape(f)}</h2><p>{a(ru, 'Raw')} {a(f'{r}/commits/main', 'History')}"
                f"</p><pre>...</pre>",
            )
        chunks = [issues[i : i + ISSUES_PER_PAGE] for i in range(0, len(issues), ISSUES_PER_PAGE)]
        for i, chunk in enumerate(chunks):
            more = a(f"{r}/issues?page={i + 2}", "Next") if i + 1 < len(chunks) else ""
            key = f"{r}/issues" + (f"?page={i + 1}" if i else "")
            pages[key] = page("Issues", ul([(f"{r}/issues/{n}", t) for n, t in chunk]) + more)
        for n, t in issues:
            pages[f"{r}/issues/{n}"] = page(t, f"<h2>{escape(t)} #{n}</h2><p>Discussion.</p>")
        rl = []
        for tag, assets in releases:
            al = [(f"http://{REL}/{repo}/releases/{tag}/{x}", x) for x in assets]
            for x in assets:
                rel[f"/{repo}/releases/{tag}/{x}"] = (
                    pdf_file(x, desc) if x.endswith(".pdf") else zip_file({"README.md": desc})
                )
            pages[f"{r}/releases/tag/{tag}"] = page(f"Release {tag}", f"<h2>{tag}</h2>" + ul(al))
            rl.append((f"{r}/releases/tag/{tag}", tag))
        pages[f"{r}/releases"] = page("Releases", ul(rl))
        pages[f"{r}/commits/main"] = page("Commits", ul([(f"{r}/commit/{c}", c) for c in commits]))
        for c in commits:
            pages[f"{r}/commit/{c}"] = page(f"Commit {c}", f"<h2>{c}</h2><pre>diff</pre>")
        if wiki:
            pages[f"{r}/wiki"] = page("Wiki", ul([(f"{r}/wiki/{w}", w) for w in wiki]))
            for w in wiki:
                pages[f"{r}/wiki/{w}"] = page(w, f"<h2>{w}</h2><p>Notes.</p>")
        for f in forks:
            pages[f"/{f}"] = FORGE.page(f, f"<h1>{escape(f)}</h1><p>Forked from {repo}</p>")
    status = Site(STATUS, {"/": "<title>TrialForge status</title><p>All systems operational.</p>"})
    return [FORGE.site(pages), Site(RAW, raw), Site(REL, rel), status]


def _forge_truth(repo: str) -> list[str]:
    main, raw, rel, _status = _forge_sites()
    r = f"/{repo}"
    out = [FORGE.url(p) for p in main.pages if p == r or p.startswith(r + "/")]
    out += [f"http://{RAW}{p}" for p in raw.pages if p.startswith(r + "/")]
    out += [f"http://{REL}{p}" for p in rel.pages if p.startswith(r + "/")]
    return sorted(out)


# Path-Based with Externals, the seed's GitHub case: code, issues (paginated), releases,
# commits and wiki live under /<owner>/<repo>, while raw files and release assets are
# served from other domains linked from those pages (the forge's own status page is on its
# own registrable domain, so it is not an external).
_FORGE_CASES = [
    case(
        "forge-coldmi65-analysis",
        "trial analysis code forge (small repository, one release)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/northbridge-heart/coldmi65-analysis"),
        _forge_truth("northbridge-heart/coldmi65-analysis"),
        _forge_sites,
    ),
    # Harder: paginated issues, two releases with assets, a wiki and a fork in the sidebar.
    case(
        "forge-vela-mf3-sap",
        "trial analysis code forge (paginated issues, release assets, wiki, forks)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/helion-biostat/vela-mf3-sap"),
        _forge_truth("helion-biostat/vela-mf3-sap"),
        _forge_sites,
        others=[FORGE.url("/reviewer-x/vela-mf3-sap")],
    ),
]

CASES: list[Case] = _BLOG_CASES + _AERS_CASES + _PRE_CASES + _FORGE_CASES
