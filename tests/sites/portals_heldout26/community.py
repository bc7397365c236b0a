"""heldout26, lab and community pages: a lab's news blog, a clinical-trial registry, a
protocol exchange, a lab's genome-release data portal, an OSF-like open-science project hub
and a DSpace-like institute repository that publishes FAIR signposting.
"""

from __future__ import annotations

from functools import cache
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data
from sites.portals_heldout26._kit import (
    HOP,
    MULTI,
    SINGLE,
    a,
    blob,
    cookie_banner,
    host,
    related,
    rows,
    text,
)

# ---------------------------------------------------------------- lab blog (single_page)

BLOG = Portal(
    host("blog", "quillwort-lab"),
    "Quillwort Lab",
    menu=[
        ("/", "Home"),
        ("/research/", "Research"),
        ("/people/", "People"),
        ("/publications/", "Publications"),
        ("/blog/", "Blog"),
        ("/join/", "Join us"),
    ],
    footer=[
        ("/privacy/", "Privacy"),
        ("/accessibility/", "Accessibility"),
        ("/feed/", "RSS"),
        ("http://www.uni-fenwick.test/biology/", "Department of Biology"),
        ("http://mastodon.test/@quillwortlab", "Mastodon"),
    ],
    title_format="{title} – Quillwort Lab",
    home_main='<h1>Quillwort Lab</h1><p>Plant evolutionary genomics.</p><h2>Latest posts</h2><ul><li><a href="/blog/2026/03/adaptive-sampling-in-a-field-kit/">Adaptive sampling in a field kit</a></li></ul>',
)

BLOG_POSTS = {
    "/blog/2026/03/adaptive-sampling-in-a-field-kit/": (
        "Adaptive sampling in a field kit: sequencing quillwort chloroplasts on a lake shore",
        "Ines Marlowe",
        "ines-marlowe",
        "March 14, 2026",
        [
            "Last summer we took a portable nanopore sequencer to three oligotrophic lakes to "
            "test whether adaptive sampling could enrich chloroplast reads from Isoetes "
            "leaves without any lab-side capture.",
            "The short answer: yes, by a factor of about six, once the reference was trimmed "
            "of the inverted repeat. The longer answer involves a car battery, a tent and a "
            "laptop running the basecaller on its CPU overnight.",
            "The protocol we converged on is now on the lab protocol exchange and the reads "
            "are in the sequence archive; the analysis code is in our forge repository.",
        ],
        ("/blog/2025/11/why-we-stopped-using-fpkm/", "Why we stopped using FPKM"),
        None,
    ),
    "/blog/2025/11/why-we-stopped-using-fpkm/": (
        "Why we stopped using FPKM (and what we report instead)",
        "Tomasz Reyne",
        "tomasz-reyne",
        "November 3, 2025",
        [
            "FPKM and its paired-end cousin are still everywhere in supplementary tables, "
            "but they are not comparable across samples. This post explains why, with a "
            "toy example you can do on paper.",
            "We now report TPM for within-sample comparisons and normalised counts from a "
            "negative-binomial model for anything across samples, and we deposit raw counts.",
        ],
        ("/blog/2025/08/lab-retreat-2025/", "Lab retreat 2025"),
        ("/blog/2026/03/adaptive-sampling-in-a-field-kit/", "Adaptive sampling in a field kit"),
    ),
    "/blog/2025/08/lab-retreat-2025/": (
        "Lab retreat 2025",
        "Ines Marlowe",
        "ines-marlowe",
        "August 22, 2025",
        ["Two days, one lake, forty-one species of aquatic plants identified."],
        None,
        ("/blog/2025/11/why-we-stopped-using-fpkm/", "Why we stopped using FPKM"),
    ),
}


def _blog_post(path: str) -> str:
    title, author, slug, date, paras, prev, nxt = BLOG_POSTS[path]
    nav = ""
    if prev:
        nav += f'<a rel="prev" href="{prev[0]}">← {escape(prev[1])}</a> '
    if nxt:
        nav += f'<a rel="next" href="{nxt[0]}">{escape(nxt[1])} →</a>'
    body = "".join(f"<p>{escape(p)}</p>" for p in paras)
    main = f"""{cookie_banner("/privacy/#cookies")}
<article class="post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">{escape(title)}</h1>
<div class="entry-meta">Posted on <time datetime="2026-03-14">{date}</time> by
<span class="author vcard"><a class="url fn n" href="/people/{slug}/">{escape(author)}</a></span>
in <a href="/blog/category/methods/" rel="category tag">Methods</a></div></header>
<div class="entry-content">
<figure class="wp-block-image"><img src="/wp-content/uploads/2026/03/fig1.png" alt="Read length distribution"><figcaption>Figure 1.</figcaption></figure>
{body}
<p>Code: <a href="http://forge.heroncode-mirror.test/quillwort/chloro-adaptive">forge.heroncode-mirror.test/quillwort/chloro-adaptive</a>.
Preprint: <a href="http://doi.test/10.1101/2026.02.11.577001">doi:10.1101/2026.02.11.577001</a>.</p>
</div>
<footer class="entry-footer">Tags: <a href="/blog/tag/nanopore/" rel="tag">nanopore</a>, <a href="/blog/tag/isoetes/" rel="tag">Isoetes</a></footer>
</article>
<nav class="post-navigation">{nav}</nav>
<section id="comments"><h2>2 comments</h2>
<div class="comment"><b>Lena K.</b> <time>March 15, 2026</time><p>Which flow cell chemistry did you use?</p></div>
<div class="comment"><b>{escape(author)}</b> <time>March 15, 2026</time><p>R10.4.1, the protocol page lists it.</p></div>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><button>Post Comment</button></form>
</section>
<aside class="widget"><h2>Recent posts</h2><ul><li><a href="/blog/2025/08/lab-retreat-2025/">Lab retreat 2025</a></li></ul>
<h2>Archives</h2><ul><li><a href="/blog/2026/03/">March 2026</a></li><li><a href="/blog/2025/11/">November 2025</a></li></ul></aside>"""
    return BLOG.page(title, main, share=BLOG.url(path))


@cache
def _blog_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {p: _blog_post(p) for p in BLOG_POSTS}
    for p, t in [
        ("/people/ines-marlowe/", "Ines Marlowe"),
        ("/people/tomasz-reyne/", "Tomasz Reyne"),
        ("/blog/", "Blog"),
        ("/blog/category/methods/", "Category: Methods"),
        ("/blog/tag/nanopore/", "Tag: nanopore"),
        ("/blog/tag/isoetes/", "Tag: Isoetes"),
        ("/research/", "Research"),
        ("/people/", "People"),
        ("/publications/", "Publications"),
        ("/join/", "Join us"),
        ("/privacy/", "Privacy"),
        ("/accessibility/", "Accessibility"),
    ]:
        pages[p] = BLOG.page(t, f"<h1>{escape(t)}</h1>")
    pages["/feed/"] = text(
        "<rss version='2.0'><channel><title>Quillwort Lab</title></channel></rss>",
        "application/rss+xml",
    )
    pages["/wp-content/uploads/2026/03/fig1.png"] = data(png(32, 20), "image/png")
    return (BLOG.site(pages),)


def _blog_build() -> list[Site]:
    return list(_blog_sites())


def _blog_case(name: str, path: str, others: list[str]) -> Case:
    # single_page: a blog post is a Single Artifact URI (the seed's Hypotheses, SciLogs,
    # ScienceBlogs rows); menus, tags, author and neighbouring posts are outside it.
    return Case(
        name=name,
        imitates="lab news blog post (WordPress lab site)",
        artifact_class=SINGLE,
        expected="single_page",
        entry=BLOG.url(path),
        truth=frozenset({BLOG.url(path)}),
        build=_blog_build,
        others=frozenset(BLOG.url(o) for o in others),
    )


# ------------------------------------------------- clinical-trial registry (single_page)

TRIALS = Portal(
    host("www", "trialkite-registry"),
    "TrialKite",
    menu=[
        ("/", "Home"),
        ("/search", "Search the registry"),
        ("/register", "Register a trial"),
        ("/about/data-standards", "Data standards"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/terms", "Terms of use"),
        ("/about/privacy", "Privacy notice"),
        ("/about/contact", "Contact"),
        ("http://www.who-ictrp.test/network/primary-registries", "WHO primary registry"),
    ],
    title_format="{title} - TrialKite",
    home_main='<h1>TrialKite clinical study registry</h1><p>Over 24,000 studies.</p><p><a href="/news/2026/registration-fees">Registration fees from 2026</a></p>',
)

TRIAL_RECORDS = {
    "TKR48213377": (
        "Probiotic Lactobacillus supplementation to prevent antibiotic-associated diarrhoea in care-home residents",
        "Completed",
        "Fenwick University Hospitals NHS Trust",
        "http://www.fenwick-hospitals.test/research",
        "Antibiotic-associated diarrhoea",
        [("/TKR31770842", "TKR31770842: Oral rehydration in care homes")],
    ),
    "TKR90155216": (
        "Whole-genome sequencing to guide tuberculosis treatment in regional clinics (SEQ-TB)",
        "Recruiting",
        "Institute for Tropical Genomics",
        "http://www.tropgen-institute.test/",
        "Pulmonary tuberculosis",
        [("/TKR48213377", "TKR48213377: Probiotic supplementation in care homes")],
    ),
    "TKR31770842": (
        "Oral rehydration solutions in care homes: a cluster randomised feasibility trial",
        "Completed",
        "Fenwick University Hospitals NHS Trust",
        "http://www.fenwick-hospitals.test/research",
        "Dehydration",
        [],
    ),
}


def _trial(tid: str) -> str:
    title, status, sponsor, sponsor_url, condition, similar = TRIAL_RECORDS[tid]
    sections = [
        (
            "Plain English summary of protocol",
            "Background and study aims: "
            + title
            + ". Who can participate? Adults aged 65 and over. What does the study involve? Participants are randomly allocated to one of two groups.",
        ),
        ("Study design", "Multicentre randomised double-blind placebo-controlled trial"),
        (
            "Primary outcome measure",
            "Incidence of the condition within 12 weeks of randomisation, assessed by daily stool charts",
        ),
        (
            "Secondary outcome measures",
            "1. Clostridioides difficile infection 2. Length of stay 3. Quality of life (EQ-5D-5L) at 12 weeks",
        ),
        (
            "Participant inclusion criteria",
            "1. Aged 65 years or over 2. Prescribed a systemic antibiotic 3. Able to give consent or consultee available",
        ),
        ("Intention to publish date", "31/12/2026"),
        ("IPD sharing plan", "Available on reasonable request from the chief investigator"),
    ]
    secs = "".join(
        f"<section><h3>{escape(h)}</h3><p>{escape(t)}</p></section>" for h, t in sections
    )
    main = f"""{cookie_banner("/about/privacy#cookies")}
<div class="breadcrumbs"><a href="/">Home</a> › <a href="/search">Search</a> › {tid}</div>
<article class="trial-record"><h1>{escape(title)}</h1>
<dl class="summary"><dt>TrialKite ID</dt><dd>{tid}</dd><dt>Overall status</dt><dd>{status}</dd>
<dt>Condition category</dt><dd><a href="/search?condition={escape(condition.replace(" ", "+"))}">{escape(condition)}</a></dd>
<dt>Date assigned</dt><dd>02/05/2024</dd><dt>Last edited</dt><dd>19/01/2026</dd></dl>
<nav class="record-tabs"><a href="#summary">Summary</a> <a href="#contacts">Contacts</a> <a href="#design">Study design</a> <a href="#results">Results and publications</a></nav>
{secs}
<section id="contacts"><h2>Contact information</h2><p>Scientific: Dr Olu Brennan, Department of Geriatric Medicine (<a href="mailto:trials@fenwick-hospitals.test">email</a>)</p></section>
<section id="sponsor"><h2>Sponsor information</h2><p><a href="{sponsor_url}">{escape(sponsor)}</a> — Research Organisation Registry <a href="http://ror.test/04xyz1234">ror.test/04xyz1234</a></p></section>
<section id="results"><h2>Results and publications</h2><p>Protocol article: <a href="http://doi.test/10.1186/s13063-024-08123-4">doi:10.1186/s13063-024-08123-4</a></p><p>Basic results: not yet available.</p></section>
<p class="record-actions"><button onclick="window.print()">Print this record</button> <a href="/about/data-standards#history">Editorial notes</a></p>
</article>
{related("Similar trials", similar) if similar else ""}"""
    return TRIALS.page(f"{tid}: {title}", main, share=TRIALS.url("/" + tid))


@cache
def _trial_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {"/" + t: _trial(t) for t in TRIAL_RECORDS}
    for p, t in [
        ("/search", "Search the registry"),
        ("/register", "Register a trial"),
        ("/about/data-standards", "Data standards"),
        ("/about", "About TrialKite"),
        ("/about/terms", "Terms of use"),
        ("/about/privacy", "Privacy notice"),
        ("/about/contact", "Contact"),
        ("/news/2026/registration-fees", "Registration fees from 2026"),
    ]:
        pages[p] = TRIALS.page(t, f"<h1>{escape(t)}</h1>")
    return (TRIALS.site(pages),)


def _trial_build() -> list[Site]:
    return list(_trial_sites())


def _trial_case(name: str, tid: str, others: list[str]) -> Case:
    # single_page: a registry record is one page with every section on it (tabs are
    # fragments); sponsor, condition searches, the protocol article and similar trials are
    # elsewhere.  Like the seed's PubMed Commons / PubPeer discussion rows.
    return Case(
        name=name,
        imitates="clinical-trial registry entry (ISRCTN-like)",
        artifact_class=SINGLE,
        expected="single_page",
        entry=TRIALS.url("/" + tid),
        truth=frozenset({TRIALS.url("/" + tid)}),
        build=_trial_build,
        others=frozenset(TRIALS.url(o) for o in others),
    )


# ---------------------------------------------- protocol exchange (single_page_plus_ignored)

PROTO = Portal(
    host("www", "benchscript-protocols"),
    "BenchScript",
    menu=[
        ("/", "Home"),
        ("/explore", "Explore protocols"),
        ("/workspaces", "Workspaces"),
        ("/plans", "Plans & pricing"),
        ("/help", "Help center"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("http://x.test/benchscript", "X"),
        ("http://youtube.test/@benchscript", "YouTube"),
    ],
    title_format="{title} | BenchScript",
    home_main='<h1>Share reproducible methods</h1><h2>Trending</h2><ul><li><a href="/view/dna-barcoding-of-leaf-litter-arthropods-qm2v7">DNA barcoding of leaf-litter arthropods</a></li></ul>',
)
PROTO_CDN = host("cdn", "benchscript-static")

PROTOCOLS = {
    "rna-extraction-from-lichen-thalli-kx3b9pq": (
        "RNA extraction from lichen thalli with a CTAB-silica hybrid method",
        "kx3b9pq",
        "V.3",
        [
            "Grind 50 mg thallus in liquid nitrogen",
            "Add 600 µl pre-warmed CTAB buffer",
            "Incubate 10 min at 65 °C",
            "Bind to silica column and wash twice",
            "Elute in 30 µl water",
        ],
        "mara-vintner",
        [("/view/rna-extraction-from-lichen-thalli-kx3b9pq-v2", "Version 2 (superseded)")],
        [
            (
                "/view/dna-barcoding-of-leaf-litter-arthropods-qm2v7",
                "DNA barcoding of leaf-litter arthropods",
            )
        ],
    ),
    "zebrafish-fin-clip-genotyping-p8d1wz": (
        "Zebrafish fin-clip genotyping by HotSHOT lysis and HRM",
        "p8d1wz",
        "V.1",
        [
            "Anaesthetise fish in tricaine",
            "Clip the caudal fin tip",
            "Lyse in 50 mM NaOH 20 min at 95 °C",
            "Neutralise with Tris-HCl",
            "Run HRM PCR",
        ],
        "joao-stavri",
        [],
        [("/view/rna-extraction-from-lichen-thalli-kx3b9pq", "RNA extraction from lichen thalli")],
    ),
}


def _proto_files(slug: str) -> list[tuple[str, str]]:
    _t, pid, *_ = PROTOCOLS[slug]
    return [
        (f"http://{PROTO_CDN}/protocols/{pid}/{slug}.pdf", "Download PDF"),
        (f"http://{PROTO_CDN}/protocols/{pid}/materials.csv", "Materials (CSV)"),
        (PROTO.url(f"/api/v4/protocols/{pid}?format=json"), "Export JSON"),
        (PROTO.url(f"/view/{slug}/citation.ris"), "Cite (RIS)"),
    ]


def _protocol(slug: str) -> str:
    title, pid, version, steps, author, versions, similar = PROTOCOLS[slug]
    files = " ".join(
        f'<a class="btn" href="{escape(u)}">{escape(t)}</a>' for u, t in _proto_files(slug)
    )
    step_html = "".join(f'<li id="step-{i}">{escape(s)}</li>' for i, s in enumerate(steps, 1))
    vers = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in versions)
    main = f"""{cookie_banner("/cookies")}
<article class="protocol"><h1>{escape(title)}</h1>
<p class="version">{version} · DOI: <a href="http://doi.test/10.17504/benchscript.{pid}">dx.doi.test/10.17504/benchscript.{pid}</a></p>
<p class="authors"><a href="/researchers/{author}">{escape(author.replace("-", " ").title())}</a><sup>1</sup> · <sup>1</sup>Fenwick University</p>
<div class="actions">{files} <a href="/view/{slug}/fork" class="btn-secondary" rel="nofollow">Copy / fork</a> <a href="/signin?next=/view/{slug}" class="btn-secondary">Bookmark</a></div>
<section><h2>Abstract</h2><p>A robust method for the protocol named in the title, tested on field material.</p></section>
<section><h2>Materials</h2><p>See the materials table (CSV).</p></section>
<section><h2>Steps</h2><ol class="steps">{step_html}</ol></section>
{"<section><h2>Other versions</h2><ul>" + vers + "</ul></section>" if vers else ""}
<section class="comments"><h2>Comments (1)</h2><p>Works well with Cladonia too.</p></section>
</article>
{related("Similar protocols", similar)}"""
    return PROTO.page(title, main, share=PROTO.url("/view/" + slug))


@cache
def _proto_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for slug, (title, pid, _v, steps, author, versions, similar) in PROTOCOLS.items():
        pages["/view/" + slug] = _protocol(slug)
        cdn[f"/protocols/{pid}/{slug}.pdf"] = data(pdf(title, steps), "application/pdf")
        cdn[f"/protocols/{pid}/materials.csv"] = text(
            "reagent,supplier,catalog\nCTAB,Sigma,H6269\nsilica column,Qiagen,74104\n", "text/csv"
        )
        pages[f"/api/v4/protocols/{pid}?format=json"] = text(
            f'{{"id":"{pid}","title":"{title}","steps":{len(steps)}}}', "application/json"
        )
        pages[f"/view/{slug}/citation.ris"] = text(
            f"TY  - JOUR\nTI  - {title}\nDO  - 10.17504/benchscript.{pid}\nER  -\n",
            "application/x-research-info-systems",
        )
        pages[f"/researchers/{author}"] = PROTO.page(
            author, f"<h1>{escape(author)}</h1><p>12 protocols</p>"
        )
        for h, t in versions + similar:
            pages.setdefault(h, PROTO.page(t, f"<h1>{escape(t)}</h1><p>Another protocol.</p>"))
    for p, t in [
        ("/explore", "Explore"),
        ("/workspaces", "Workspaces"),
        ("/plans", "Plans"),
        ("/help", "Help"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
    ]:
        pages[p] = PROTO.page(t, f"<h1>{t}</h1>")
    cdn_site = Site(PROTO_CDN, cdn)
    return (PROTO.site(pages), cdn_site)


def _proto_build() -> list[Site]:
    return list(_proto_sites())


def _proto_case(name: str, slug: str) -> Case:
    # single_page_plus_ignored: a protocol landing page whose PDF, materials table, JSON
    # export and citation are one hop away (the seed's JoVe / Zenodo rows); chrome is on the
    # homepage and 404 page, so the ignored list drops it.  Forks, authors, other versions
    # and similar protocols are other artifacts.
    _t, _pid, _v, _s, author, versions, similar = PROTOCOLS[slug]
    entry = PROTO.url("/view/" + slug)
    return Case(
        name=name,
        imitates="protocol exchange protocol (protocols.io-like)",
        artifact_class=HOP,
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset({entry, *(u for u, _ in _proto_files(slug))}),
        build=_proto_build,
        others=frozenset(
            PROTO.url(h) for h, _ in [*versions, *similar, (f"/researchers/{author}", "")]
        ),
    )


# --------------------------------------- lab genome-release data portal (single_page_plus)

MOSS = host("data", "mossgenome-lab")
MOSS_FILES = host("files", "mossgenome-lab")
MOSS_RELEASES = {
    "v4.1": ("2026-01-20", True),
    "v4.0": ("2025-06-02", False),
}


def _moss_files(rel: str) -> list[tuple[str, str]]:
    base = f"http://{MOSS_FILES}/downloads/{rel}/"
    return [
        (base + f"Ppatens_{rel}_assembly.fa.gz", "Genome assembly (FASTA)"),
        (base + f"Ppatens_{rel}_annotation.gff3.gz", "Gene models (GFF3)"),
        (base + f"Ppatens_{rel}_proteins.fa.gz", "Proteins (FASTA)"),
        (base + "md5sums.txt", "MD5 checksums"),
        (base + "RELEASE_NOTES.txt", "Release notes"),
    ]


def _moss_page(title: str, main: str) -> str:
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="/css/main.css"></head><body>
<div class="topbar"><a href="/">Physcomitrium genome resources</a> | <a href="/releases/">All releases</a> | <a href="/blast/">BLAST</a> | <a href="mailto:genome@mossgenome-lab.test">Contact</a></div>
{main}
<p class="small">Maintained by the Moss Genome Lab. Data are CC BY 4.0.</p></body></html>"""


@cache
def _moss_sites() -> tuple[Site, ...]:
    latest = next(r for r, (_d, cur) in MOSS_RELEASES.items() if cur)
    cur_links = "".join(
        f'<li><a href="{u}">{escape(t)}</a></li>'
        for u, t in _moss_files(latest)[:3] + _moss_files(latest)[4:]
    )
    home = _moss_page(
        "Physcomitrium genome resources",
        f"<h1>Physcomitrium patens genome resources</h1><p>Current release: <b>{latest}</b>.</p>"
        f"<h2>Quick downloads ({latest})</h2><ul>{cur_links}</ul>"
        '<p>Older releases: see <a href="/releases/">all releases</a>.</p>',
    )
    pages: dict[str, PageValue] = {
        "/": home,
        "/css/main.css": Response.data(b"body{margin:2em}", "text/css"),
    }
    files: dict[str, PageValue] = {}
    rel_list = ""
    for rel, (date, cur) in MOSS_RELEASES.items():
        items = "".join(
            f'<tr><td><a href="{u}">{u.rsplit("/", 1)[1]}</a></td><td>{escape(t)}</td></tr>'
            for u, t in _moss_files(rel)
        )
        pages[f"/releases/{rel}/"] = _moss_page(
            f"Release {rel} - Physcomitrium genome resources",
            f"<h1>Physcomitrium patens genome release {rel}</h1><p>Released {date}."
            f"{' This is the current release.' if cur else ' Superseded.'}</p>"
            f"<table><tr><th>File</th><th>Content</th></tr>{items}</table>"
            "<p>Please cite: Lang et al. (2018) Plant J, "
            '<a href="http://doi.test/10.1111/tpj.13801">doi:10.1111/tpj.13801</a>.</p>',
        )
        rel_list += f'<li><a href="/releases/{rel}/">{rel}</a> ({date})</li>'
        for u, _t in _moss_files(rel):
            p = u.split(MOSS_FILES, 1)[1]
            files[p] = (
                text(f"Physcomitrium release {rel} notes\n")
                if p.endswith(".txt")
                else blob(p, "application/gzip")
            )
    pages["/releases/"] = _moss_page(
        "Releases - Physcomitrium genome resources", f"<h1>Releases</h1><ul>{rel_list}</ul>"
    )
    pages["/blast/"] = _moss_page(
        "BLAST - Physcomitrium genome resources",
        '<h1>BLAST</h1><form action="/blast/run" method="post"><textarea name="seq"></textarea></form>',
    )
    return (Site(MOSS, pages), Site(MOSS_FILES, files))


def _moss_build() -> list[Site]:
    return list(_moss_sites())


def _moss_case(name: str, rel: str) -> Case:
    # single_page_plus: a release page whose files are one hop away on a files host
    # (Single Hop).  The homepage repeats the current release's download links, so an
    # ignored list built from the homepage would drop most of the artifact: plain Single
    # Page+ is the heuristic that fits (it also takes the three top-bar links).
    entry = f"http://{MOSS}/releases/{rel}/"
    return Case(
        name=name,
        imitates="lab genome-release data portal (static lab site)",
        artifact_class=HOP,
        expected="single_page_plus",
        entry=entry,
        truth=frozenset({entry, *(u for u, _ in _moss_files(rel))}),
        build=_moss_build,
    )


# ----------------------------------------------- OSF-like project hub (sig_filtered_title)

HUB = Portal(
    host("labhub", "openbench-sci"),
    "OpenBench",
    menu=[
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/preprints/", "Preprints"),
        ("/registries/", "Registries"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[
        ("/terms/", "Terms of use"),
        ("/privacy/", "Privacy policy"),
        ("http://status.openbench-status.test/", "Status"),
        ("http://github.test/openbench", "GitHub"),
    ],
    title_format="OpenBench | {title}",
    home_title="OpenBench | Home",
)
HUB_FILES = host("files", "openbench-sci")

# guid -> (title, description, contributors, files [(fguid, name, content)], components, wiki)
HUB_PROJECTS = {
    "q7rk2": (
        "Rhizosphere microbiome of Carex sedges under experimental drought",
        "16S and ITS amplicon data, soil chemistry and analysis scripts from a two-year rainout-shelter experiment.",
        [("w3j8n", "Aino Halloran"), ("p2z6c", "Kwame Osei")],
        [
            (
                "x8c3d",
                "soil_chemistry_2025.csv",
                "# Rhizosphere microbiome of Carex sedges under experimental drought\nplot,ph,nitrate\nA1,5.9,12.1\n",
            ),
            (
                "y4f7h",
                "analysis_README.md",
                "# Rhizosphere microbiome of Carex sedges under experimental drought\nRun scripts/01_dada2.R first.\n",
            ),
        ],
        [
            (
                "m4t9v",
                "Sequencing data",
                [
                    (
                        "r5s1k",
                        "run_manifest.tsv",
                        "# Rhizosphere microbiome of Carex sedges under experimental drought: sequencing data\nsample\tfastq\nA1\tA1_R1.fq.gz\n",
                    )
                ],
            )
        ],
        True,
    ),
    "b6n3e": (
        "Pollinator visitation networks on urban green roofs",
        "Transect counts and network analyses from 14 green roofs, 2024 season.",
        [("p2z6c", "Kwame Osei")],
        [
            (
                "c9v2m",
                "visits_2024.csv",
                "# Pollinator visitation networks on urban green roofs\nroof,plant,visitor,count\nR01,Sedum album,Bombus terrestris,4\n",
            )
        ],
        [],
        False,
    ),
}


def _hub_project_main(guid: str, body: str, crumbs: str) -> str:
    title = HUB_PROJECTS[guid][0]
    return f"""{cookie_banner("/privacy/#cookies")}
<nav class="project-nav"><a href="/{guid}/"><b>{escape(title)}</b></a>
<a href="/{guid}/files/">Files</a> <a href="/{guid}/wiki/home/">Wiki</a> <a href="/{guid}/analytics/" rel="nofollow">Analytics</a>
<a href="/{guid}/registrations/">Registrations</a></nav>
<div class="crumbs">{crumbs}</div>{body}"""


def _hub_pages() -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    for guid, (title, desc, contribs, flist, comps, wiki) in HUB_PROJECTS.items():
        people = ", ".join(f'<a href="/{u}/">{escape(n)}</a>' for u, n in contribs)
        flinks = "".join(f'<li><a href="/{f}/">{escape(n)}</a></li>' for f, n, _c in flist)
        clinks = "".join(f'<li><a href="/{c}/">{escape(n)}</a></li>' for c, n, _f in comps)
        main = f"""<h1 class="project-title">{escape(title)}</h1>
<p class="contributors">Contributors: {people}</p><p>Date created: 2024-04-02 | Last updated: 2026-02-11</p>
<p>Identifier: DOI <a href="http://doi.test/10.17605/OPENBENCH.IO/{guid.upper()}">10.17605/OPENBENCH.IO/{guid.upper()}</a></p>
<div class="wiki-preview"><h2>Wiki</h2><p>{escape(desc)}</p>{f'<a href="/{guid}/wiki/home/">Read more</a>' if wiki else ""}</div>
<div class="components"><h2>Components</h2><ul>{clinks or "<li>No components</li>"}</ul></div>
<div class="files"><h2>Files</h2><p><a href="/{guid}/files/">Open the file browser</a></p><ul>{flinks}</ul></div>
<div class="citation"><h2>Citation</h2><p>{escape(contribs[0][1])} (2026). {escape(title)}. Retrieved from labhub.openbench-sci</p></div>
<p><a href="/{guid}/forks/">Forks (0)</a> · <a href="/search/?q=tags:drought">#drought</a></p>"""
        pages[f"/{guid}/"] = HUB.page(
            title, _hub_project_main(guid, main, ""), share=HUB.url(f"/{guid}/")
        )
        pages[f"/{guid}/files/"] = HUB.page(
            "Files",
            _hub_project_main(
                guid, f"<h2>OpenBench Storage</h2><ul>{flinks}</ul>", f"{escape(title)} » Files"
            ),
        )
        if wiki:
            pages[f"/{guid}/wiki/home/"] = HUB.page(
                "Wiki",
                _hub_project_main(
                    guid,
                    f"<h2>Home</h2><p>{escape(desc)} Plots were sampled in May and September.</p>",
                    f"{escape(title)} » Wiki",
                ),
            )
        for fg, name, content in flist:
            pages[f"/{fg}/"] = HUB.page(
                name,
                _hub_project_main(
                    guid,
                    f'<h2>{escape(name)}</h2><p><a class="btn" href="http://{HUB_FILES}/v1/resources/{guid}/providers/osfstorage/{fg}?action=download">Download</a> Version 1 · 2.1 kB</p><pre>{escape(content[:80])}</pre>',
                    f"{escape(title)} » Files » {escape(name)}",
                ),
            )
            files[f"/v1/resources/{guid}/providers/osfstorage/{fg}?action=download"] = text(
                content, "text/csv" if name.endswith("csv") else "text/plain"
            )
        for cg, cname, cfiles in comps:
            cf = "".join(f'<li><a href="/{f}/">{escape(n)}</a></li>' for f, n, _c in cfiles)
            pages[f"/{cg}/"] = HUB.page(
                cname,
                f'<div class="crumbs"><a href="/{guid}/">{escape(title)}</a> » {escape(cname)}</div><h1>{escape(cname)}</h1><p>Component of {escape(title)}.</p><ul>{cf}</ul>',
            )
            for fg, name, content in cfiles:
                pages[f"/{fg}/"] = HUB.page(
                    name,
                    f'<div class="crumbs">{escape(title)} » {escape(cname)} » {escape(name)}</div><h2>{escape(name)}</h2><p><a href="http://{HUB_FILES}/v1/resources/{cg}/providers/osfstorage/{fg}?action=download">Download</a></p>',
                )
                files[f"/v1/resources/{cg}/providers/osfstorage/{fg}?action=download"] = text(
                    content, "text/tab-separated-values"
                )
        for u, n in contribs:
            pages.setdefault(
                f"/{u}/",
                HUB.page(
                    n,
                    f"<h1>{escape(n)}</h1><p>Public projects: 4 · <a href='/{u}/projects/'>see all</a></p>",
                ),
            )
        pages[f"/{guid}/forks/"] = HUB.page(
            "Forks", "<h1>Forks</h1><p>This project has no forks.</p>"
        )
        pages[f"/{guid}/registrations/"] = HUB.page(
            "Registrations", "<h1>Registrations</h1><p>No registrations.</p>"
        )
    for p, t in [
        ("/dashboard/", "Dashboard"),
        ("/search/", "Search"),
        ("/preprints/", "Preprints"),
        ("/registries/", "Registries"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
        ("/terms/", "Terms"),
        ("/privacy/", "Privacy"),
    ]:
        pages[p] = HUB.page(t, f"<h1>{t}</h1>")
    return pages, files


@cache
def _hub_sites() -> tuple[Site, ...]:
    pages, files = _hub_pages()
    return (HUB.site(pages), Site(HUB_FILES, files))


def _hub_build() -> list[Site]:
    return list(_hub_sites())


def _hub_case(name: str, guid: str) -> Case:
    # sig_filtered_title: every page title starts "OpenBench | " (as the homepage's does);
    # filtered, the project title appears in every object of the project — its file,
    # wiki and component pages (breadcrumbs) and the downloaded files' header lines — which
    # sit several hops away.  The seed's OSF row.  Truth: project page, files browser, wiki,
    # file pages, component page and its file page, downloads.
    title, _d, contribs, flist, comps, wiki = HUB_PROJECTS[guid]
    u = HUB.url
    truth = {u(f"/{guid}/"), u(f"/{guid}/files/")}
    if wiki:
        truth.add(u(f"/{guid}/wiki/home/"))
    for fg, _n, _c in flist:
        truth |= {
            u(f"/{fg}/"),
            f"http://{HUB_FILES}/v1/resources/{guid}/providers/osfstorage/{fg}?action=download",
        }
    for cg, _cn, cfiles in comps:
        truth.add(u(f"/{cg}/"))
        for fg, _n, _c in cfiles:
            truth |= {
                u(f"/{fg}/"),
                f"http://{HUB_FILES}/v1/resources/{cg}/providers/osfstorage/{fg}?action=download",
            }
    return Case(
        name=name,
        imitates="open-science project hub (OSF-like)",
        artifact_class=MULTI,
        expected="sig_filtered_title",
        entry=u(f"/{guid}/"),
        truth=frozenset(truth),
        build=_hub_build,
        others=frozenset(u(f"/{c}/") for c, _n in contribs),
    )


# ------------------------------------------- institute repository with signposting

REPO = Portal(
    host("repository", "saltmarsh-inst"),
    "Saltmarsh Institute Repository",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By issue date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/end-user-agreement", "End user agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send feedback"),
        ("http://www.saltmarsh-inst.test/", "Saltmarsh Institute"),
    ],
    title_format="{title}",
    home_title="Saltmarsh Institute Repository",
)

# uuid -> (handle, title, authors, abstract, files [(bitstream uuid, name, ctype, bytes)], collection)
REPO_ITEMS = {
    "6f1d2c9a-40b3-4e7e-9d55-2a71c3e0b8f4": (
        "20.500.14321/884",
        "Sediment core eDNA and radiocarbon dates from the Ardlow salt marsh, 2019-2024",
        ["Nadia Pereira-Lund", "Callum Fyfe"],
        "Sedimentary ancient DNA metabarcoding (rbcL, 18S) from four cores with 62 radiocarbon dates.",
        [
            (
                "a1c9e0d2-6b7f-4d3e-8f10-112233445566",
                "ardlow_cores_edna_otu_table.csv",
                "text/csv",
                b"otu,core,depth_cm,reads\nOTU1,AC1,12,402\n",
            ),
            (
                "b2d8f1e3-7c80-4e4f-9021-223344556677",
                "ardlow_radiocarbon.csv",
                "text/csv",
                b"lab_code,core,depth_cm,c14_age\nSUERC-1,AC1,40,1210\n",
            ),
            (
                "c3e7a2f4-8d91-4f50-a132-334455667788",
                "README.txt",
                "text/plain",
                b"Ardlow salt marsh sediment cores.\n",
            ),
        ],
        ("0a9b8c7d-1111-4222-8333-444455556666", "Coastal Ecology Data"),
    ),
    "9e2b7d14-5a6c-4f1e-b3a8-7c6d5e4f3a21": (
        "20.500.14321/912",
        "Tidal creek fish survey photographs and counts, spring 2025",
        ["Callum Fyfe"],
        "Fyke-net counts and voucher photographs from six tidal creeks.",
        [
            (
                "d4f6b3a5-9ea2-4061-b243-445566778899",
                "creek_fish_counts_2025.csv",
                "text/csv",
                b"creek,species,count\nC1,Platichthys flesus,14\n",
            ),
            (
                "e5a7c4b6-af13-4172-c354-5566778899aa",
                "voucher_photos.zip",
                "application/zip",
                b"PK\x03\x04" + bytes(range(200)),
            ),
        ],
        ("0a9b8c7d-1111-4222-8333-444455556666", "Coastal Ecology Data"),
    ),
}


def _repo_item_urls(uuid: str) -> tuple[list[str], list[str]]:
    files = [REPO.url(f"/bitstreams/{b}/download") for b, *_ in REPO_ITEMS[uuid][4]]
    meta = [
        REPO.url(f"/server/api/core/items/{uuid}/export?format=datacite"),
        REPO.url(f"/server/api/core/items/{uuid}/export?format=ris"),
    ]
    return files, meta


def _repo_item(uuid: str) -> Response:
    handle, title, authors, abstract, flist, (coll, cname) = REPO_ITEMS[uuid]
    files, meta = _repo_item_urls(uuid)
    link = [
        f'<{REPO.url("/handle/" + handle)}>; rel="cite-as"',
        '<https://schema.org/Dataset>; rel="type"',
        '<https://schema.org/AboutPage>; rel="type"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        *(
            f'<{f}>; rel="item"; type="{ct}"'
            for f, (_b, _n, ct, _d) in zip(files, flist, strict=True)
        ),
        f'<{meta[0]}>; rel="describedby"; type="application/vnd.datacite.datacite+xml"',
        f'<{meta[1]}>; rel="describedby"; type="application/x-research-info-systems"',
        *(
            f'<http://orcid.test/0000-0002-{1000 + i:04d}-77{i}X>; rel="author"'
            for i, _ in enumerate(authors)
        ),
    ]
    head = "".join(
        f'<link rel="item" href="{f}" type="{ct}">'
        for f, (_b, _n, ct, _d) in zip(files, flist, strict=True)
    )
    head += f'<link rel="describedby" href="{escape(meta[0])}" type="application/vnd.datacite.datacite+xml"><link rel="cite-as" href="{REPO.url("/handle/" + handle)}">'
    frows = rows(
        [
            [a(f, n), ct, f"{len(d)} B", a(f, "Download")]
            for f, (_b, n, ct, d) in zip(files, flist, strict=True)
        ]
    )
    people = ", ".join(a(f"/browse/author?value={n.replace(' ', '+')}", n) for n in authors)
    main = f"""{cookie_banner("/info/privacy")}
<div class="breadcrumbs"><a href="/">Home</a> › <a href="/collections/{coll}">{escape(cname)}</a> › {escape(title)}</div>
<h1>{escape(title)}</h1>
<div class="item-page"><p>Authors: {people}</p><p>Date: 2025-11-04</p>
<p>URI: <a href="/handle/{handle}">{REPO.url("/handle/" + handle)}</a></p>
<h2>Abstract</h2><p>{escape(abstract)}</p>
<h2>Files</h2><table>{frows}</table>
<h2>Export</h2><p>{a(meta[0], "DataCite XML")} · {a(meta[1], "RIS")}</p>
<p>Collections: <a href="/collections/{coll}">{escape(cname)}</a></p>
<p><a href="/statistics/items/{uuid}">View usage statistics</a></p></div>"""
    body = REPO.page(title, main, head=head)
    return Response.html(body, headers=[("Link", ", ".join(link))])


@cache
def _repo_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for uuid, (handle, title, _au, _ab, flist, (coll, cname)) in REPO_ITEMS.items():
        landing = REPO.url(f"/items/{uuid}")
        pages[f"/items/{uuid}"] = _repo_item(uuid)
        pages[f"/handle/{handle}"] = Response.redirect(landing, 301)
        files, meta = _repo_item_urls(uuid)
        back = [("Link", f'<{landing}>; rel="collection"; type="text/html"')]
        for f, (_b, n, ct, d) in zip(files, flist, strict=True):
            pages[f.split(REPO.host, 1)[1]] = Response(
                200,
                [
                    ("Content-Type", ct),
                    ("Content-Disposition", f'attachment; filename="{n}"'),
                    *back,
                ],
                d,
            )
        desc = [("Link", f'<{landing}>; rel="describes"; type="text/html"')]
        pages[meta[0].split(REPO.host, 1)[1]] = Response(
            200,
            [("Content-Type", "application/xml"), *desc],
            f'<resource><titles><title>{escape(title)}</title></titles><identifier identifierType="Handle">{handle}</identifier></resource>'.encode(),
        )
        pages[meta[1].split(REPO.host, 1)[1]] = Response(
            200,
            [("Content-Type", "application/x-research-info-systems"), *desc],
            f"TY  - DATA\nTI  - {title}\nER  -\n".encode(),
        )
        pages[f"/statistics/items/{uuid}"] = REPO.page(
            "Statistics", "<h1>Usage statistics</h1><p>Views: 118</p>"
        )
        pages.setdefault(
            f"/collections/{coll}",
            REPO.page(
                cname,
                f"<h1>{escape(cname)}</h1><p>Recent submissions:</p><ul><li><a href='/items/{uuid}'>{escape(title)}</a></li></ul>",
            ),
        )
    for p, t in [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "Browse by date"),
        ("/browse/author", "Browse by author"),
        ("/statistics", "Statistics"),
        ("/info/end-user-agreement", "End user agreement"),
        ("/info/privacy", "Privacy"),
        ("/info/feedback", "Feedback"),
    ]:
        pages[p] = REPO.page(t, f"<h1>{escape(t)}</h1>")
    return (REPO.site(pages),)


def _repo_build() -> list[Site]:
    return list(_repo_sites())


def _repo_case(name: str, uuid: str, via_handle: bool) -> Case:
    # signposting: the landing page's Link header (and <link> elements) name the files
    # (rel="item") and metadata exports (rel="describedby"); the files point back with
    # rel="collection".  Truth: landing + items + describedby.  The handle URI (cite-as)
    # only redirects to the landing page; author ORCIDs and the licence are other things.
    handle = REPO_ITEMS[uuid][0]
    landing = REPO.url(f"/items/{uuid}")
    files, meta = _repo_item_urls(uuid)
    coll = REPO_ITEMS[uuid][5][0]
    return Case(
        name=name,
        imitates="institute data repository with FAIR signposting (DSpace 7-like)",
        artifact_class=HOP,
        expected="signposting",
        entry=REPO.url(f"/handle/{handle}") if via_handle else landing,
        truth=frozenset({landing, *files, *meta}),
        build=_repo_build,
        others=frozenset({REPO.url(f"/collections/{coll}")}),
        landing=landing if via_handle else None,
    )


CASES: list[Case] = [
    _blog_case(
        "quillwort-blog-adaptive-sampling",
        "/blog/2026/03/adaptive-sampling-in-a-field-kit/",
        ["/blog/2025/11/why-we-stopped-using-fpkm/"],
    ),
    _blog_case(
        "quillwort-blog-fpkm",
        "/blog/2025/11/why-we-stopped-using-fpkm/",
        ["/blog/2025/08/lab-retreat-2025/", "/blog/2026/03/adaptive-sampling-in-a-field-kit/"],
    ),
    _trial_case("trialkite-probiotic-care-homes", "TKR48213377", ["/TKR31770842"]),
    _trial_case("trialkite-seq-tb", "TKR90155216", ["/TKR48213377"]),
    _proto_case("benchscript-lichen-rna", "rna-extraction-from-lichen-thalli-kx3b9pq"),
    _proto_case("benchscript-finclip-hrm", "zebrafish-fin-clip-genotyping-p8d1wz"),
    _moss_case("mossgenome-release-v4-1", "v4.1"),
    _hub_case("openbench-carex-drought", "q7rk2"),
    _hub_case("openbench-green-roofs", "b6n3e"),
    _repo_case("saltmarsh-ardlow-cores-handle", "6f1d2c9a-40b3-4e7e-9d55-2a71c3e0b8f4", True),
    _repo_case("saltmarsh-creek-fish", "9e2b7d14-5a6c-4f1e-b3a8-7c6d5e4f3a21", False),
]
