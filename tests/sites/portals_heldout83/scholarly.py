"""Scholarly-communication portals of heldout83 around genomics: a bioinformatics Q&A forum,
two lab blogs, a genomics preprint server, a computational model repository with curated
and submitted versions (OSF-like short ids), and an institutional Dataverse.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import Chrome, a, data, links, txt

# --- bioinformatics Q&A forum: single_page ---------------------------------------------------

QA = "ask.seqanswerhub.hx83.example"


def _qa_chrome() -> Chrome:
    return Chrome(
        Portal(
            QA,
            "SeqAnswerHub",
            [
                ("/questions", "Questions"),
                ("/tags", "Tags"),
                ("/users", "Users"),
                ("/unanswered", "Unanswered"),
                ("/jobs", "Jobs"),
            ],
            [("/about", "About"), ("/faq", "FAQ"), ("/legal", "Legal"), ("/feeds", "RSS")],
            title_format="{title} - SeqAnswerHub",
        ),
        "SeqAnswerHub is a question and answer site for bioinformatics.",
    )


_QA = [
    (
        58213,
        "why-does-bwa-mem-report-supplementary-alignments",
        "Why does bwa mem report supplementary alignments?",
        ["alignment", "bwa"],
        2,
        [(58001, "what-is-mapq-zero", "What is MAPQ 0?")],
    ),
    (
        60117,
        "salmon-vs-kallisto-for-3-prime-tag-seq",
        "Salmon vs kallisto for 3' tag-seq quantification",
        ["rna-seq", "salmon", "kallisto"],
        6,
        [
            (59870, "umi-dedup-tag-seq", "UMI deduplication for tag-seq"),
            (
                58213,
                "why-does-bwa-mem-report-supplementary-alignments",
                "Why does bwa mem report supplementary alignments?",
            ),
        ],
    ),
]


def qa_sites() -> list[Site]:
    c = _qa_chrome()
    pages: dict[str, PageValue] = {}
    users = ["gkarlsson", "mira-t", "devon.b"]
    for qid, slug, title, tags, answers, related in _QA:
        url = f"/q/{qid}/{slug}"
        ans = ""
        for k in range(answers):
            aid = qid + 3 + k
            u = users[k % len(users)]
            ans += (
                f'<div class="answer" id="a{aid}"><p>Answer {k + 1}.</p>'
                f"<p>{a('/users/' + u, u)} · {a(f'/a/{aid}', 'share')} · "
                f"{a(f'/posts/{aid}/revisions', 'edited')}</p></div>"
            )
            pages[f"/a/{aid}"] = Response.redirect(f"{url}#a{aid}", 301)
            pages[f"/posts/{aid}/revisions"] = c.page("Revisions", "<h1>Revisions</h1>")
        pages[url] = c.page(
            title,
            f"<h1>{escape(title)}</h1><div class='question'><p>Asked by "
            f"{a('/users/' + users[-1], users[-1])}</p>"
            + "".join(a(f"/tags/{t}", t) + " " for t in tags)
            + f"</div><h2>{answers} answers</h2>{ans}"
            + f"<p>{a(f'/questions/ask?related={qid}', 'Ask a related question')}</p>",
            aside="<h3>Related</h3>" + links([(f"/q/{r}/{s}", t) for r, s, t in related]),
            share=c.url(url),
        )
        pages[f"/q/{qid}"] = Response.redirect(url, 301)
        pages[f"/questions/ask?related={qid}"] = c.page("Ask a question", "<h1>Ask</h1>")
        for t in tags:
            pages[f"/tags/{t}"] = c.page(t, f"<h1>Questions tagged {t}</h1>")
    pages["/q/58001/what-is-mapq-zero"] = c.page("What is MAPQ 0?", "<h1>What is MAPQ 0?</h1>")
    pages["/q/59870/umi-dedup-tag-seq"] = c.page("UMI dedup", "<h1>UMI deduplication</h1>")
    for u in users:
        pages[f"/users/{u}"] = c.page(u, f"<h1>{u}</h1>")
    return [c.site(pages)]


# --- lab blogs: single_page ------------------------------------------------------------------

KL = "notes.kmerlabgroup.hx83.example"
PC = "blog.phasingcollective.hx83.example"


def _blog_site(
    host: str, name: str, posts: list[tuple[str, str, str]], cats: list[str], comments: int
) -> Site:
    c = Chrome(
        Portal(
            host,
            name,
            [
                ("/", "Home"),
                ("/people/", "People"),
                ("/software/", "Software"),
                ("/publications/", "Publications"),
                ("/archive/", "Archive"),
            ],
            [("/feed/", "RSS"), ("/contact/", "Contact"), ("/imprint/", "Imprint")],
            title_format="{title} – {name}",
        ),
        f"{name}: news and notes from the lab.",
    )
    pages: dict[str, PageValue] = {
        "/feed/": data(
            "<rss version='2.0'><channel><title>feed</title></channel></rss>", "application/rss+xml"
        )
    }
    for i, (path, title, body) in enumerate(posts):
        prev = posts[i - 1] if i else None
        nxt = posts[i + 1] if i + 1 < len(posts) else None
        nav = ""
        if prev:
            nav += a(prev[0], "← " + prev[1]) + " "
        if nxt:
            nav += a(nxt[0], nxt[1] + " →")
        cm = "".join(
            f"<li id='comment-{k}'>Comment {k} by "
            f"{a(f'http://gravatar.test/u/{k}', 'reader')} "
            f"<a href='#comment-{k}'>#</a></li>"
            for k in range(comments)
        )
        pages[path] = c.page(
            title,
            f"<article><h1>{escape(title)}</h1><p class='meta'>Posted in "
            + ", ".join(a(f"/category/{k}/", k) for k in cats)
            + f" by {a('/people/lead/', 'the lab')}</p>{body}</article>"
            f"<nav class='post-nav'>{nav}</nav><ol class='comments'>{cm}</ol>"
            "<form action='/wp-comments-post' method='post'><textarea></textarea></form>",
            head="<link rel='alternate' type='application/rss+xml' href='/feed/'>",
            aside="<h3>Categories</h3>" + links([(f"/category/{k}/", k) for k in cats]),
            share=c.url(path),
        )
    for k in cats:
        pages[f"/category/{k}/"] = c.page(k, f"<h1>Category: {k}</h1>")
    pages["/people/lead/"] = c.page("Lab lead", "<h1>Lab lead</h1>")
    return c.site(pages)


_KL_POSTS = [
    ("/2025/02/kmerkit-0-9/", "kmerkit 0.9 released", "<p>Counting is now 2x faster.</p>"),
    (
        "/2025/04/minimizers-explained/",
        "Minimizers, explained with pictures",
        "<p>Why minimizers work.</p><p>See the "
        "<a href='http://github.test/kmerlab/kmerkit'>code</a>.</p>",
    ),
]
_PC_POSTS = [
    ("/posts/2024-10-01-retreat", "Autumn retreat notes", "<p>Talks.</p>"),
    (
        "/posts/2025-01-20-hapweave-2",
        "hapweave 2.0: phasing with pangenome graphs",
        "<p>Release notes, benchmarks and a tutorial.</p><ul><li>Graph phasing</li></ul>",
    ),
    ("/posts/2025-03-02-hiring", "We are hiring", "<p>Postdoc position.</p>"),
]


def kl_sites() -> list[Site]:
    return [_blog_site(KL, "k-mer lab notes", _KL_POSTS, ["software"], 0)]


def pc_sites() -> list[Site]:
    return [_blog_site(PC, "Phasing Collective", _PC_POSTS, ["releases", "methods"], 5)]


# --- genomics preprint server: single_page_plus_ignored -----------------------------------------

GX = "www.genorxivo.hx83.example"


def _gx_chrome() -> Chrome:
    return Chrome(
        Portal(
            GX,
            "genoRxivo",
            [
                ("/collection/genomics", "Subject areas"),
                ("/submit-a-manuscript", "Submit"),
                ("/about-genorxivo", "About"),
                ("/alerts", "Alerts"),
            ],
            [
                ("/content/about-terms", "Terms"),
                ("/content/privacy", "Privacy"),
                ("/content/contact", "Contact"),
                ("/content/funders", "Funders"),
            ],
            title_format="{title} | genoRxivo",
        ),
        "genoRxivo is a preprint server for genomics and bioinformatics.",
    )


def _gx_record(
    c: Chrome, doi: str, title: str, version: int, supps: int, hw: int
) -> tuple[dict[str, PageValue], list[str]]:
    stem = f"/content/10.97001/{doi}"
    entry = f"{stem}v{version}"
    day = doi[:10].replace(".", "/")
    pages: dict[str, PageValue] = {}
    tabs = [
        f"{entry}.full",
        f"{entry}.article-info",
        f"{entry}.article-metrics",
        f"{entry}.supplementary-material",
    ]
    supp = [
        f"/content/genorxivo/early/{day}/{doi}/DC{k}/embed/media-{k}.xlsx"
        for k in range(1, supps + 1)
    ]
    cites = [f"/highwire/citation/{hw}/ris", f"/highwire/citation/{hw}/bibtext"]
    for t in tabs:
        pages[t] = c.page(
            title,
            f"<h1>{escape(title)}</h1><p>{t.rsplit('.', 1)[1]}</p>"
            + (links([(s, s.rsplit("/", 1)[1]) for s in supp]) if t.endswith("material") else ""),
        )
    for s in supp:
        pages[s] = data(
            b"PK\x03\x04 xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        )
    pages[f"{entry}.full.pdf"] = data(pdf(title, ["Preprint"]), "application/pdf")
    for x in cites:
        pages[x] = txt(f"TY  - JOUR\nTI  - {title}\n")
    older = [(f"{stem}v{v}", f"Version {v}") for v in range(1, version)]
    for u, _t in older:
        pages[u] = c.page(title, f"<h1>{escape(title)}</h1><p>An older version.</p>")
    pages[entry] = c.page(
        title,
        f"<h1>{escape(title)}</h1><p>doi: https://doi.test/10.97001/{doi}</p>"
        "<nav class='tabs'>" + "".join(a(t, t.rsplit(".", 1)[1]) for t in tabs) + "</nav>"
        f"<p>{a(entry + '.full.pdf', 'Download PDF')}</p>"
        "<h2>Supplementary material</h2>"
        + links([(s, s.rsplit("/", 1)[1]) for s in supp])
        + "<h2>Citation tools</h2>"
        + links([(cites[0], "RIS"), (cites[1], "BibTeX")])
        + "<p>Comments: <a href='http://comments.disqusly.test/genorxivo'>Discuss</a></p>",
        aside=("<h3>Previous versions</h3>" + links(older) if older else "")
        + "<h3>Subject area</h3>"
        + links([("/collection/genomics", "Genomics")]),
        share=c.url(entry),
    )
    truth = [entry, *tabs, f"{entry}.full.pdf", *supp, *cites]
    return pages, [c.url(p) for p in truth]


_GX = [
    (
        "2024.03.11.584411",
        "Allele-specific expression across 40 human tissues from long reads",
        1,
        1,
        1847221,
    ),
    ("2025.01.06.631902", "A pangenome reference for domestic cattle breeds", 3, 4, 1903378),
]


def gx_sites() -> list[Site]:
    c = _gx_chrome()
    pages: dict[str, PageValue] = {}
    for args in _GX:
        pages.update(_gx_record(c, *args)[0])
    return [c.site(pages)]


# --- computational model repository: sig_filtered_title (OSF-like) ----------------------------

KM = "www.kineticmodelvault.hx83.example"
KM1 = "Glycolytic oscillations in yeast: detailed kinetic model"
KM2 = "Circadian clock of Arabidopsis thaliana: three-loop model with light input"


def _km_chrome() -> Chrome:
    # Every title is prefixed with the portal name, as the seed's OSF titles are.
    return Chrome(
        Portal(
            KM,
            "KineticModelVault",
            [
                ("/browse/", "Browse models"),
                ("/submit/", "Submit"),
                ("/curation/", "Curation"),
                ("/docs/", "Docs"),
            ],
            [("/terms/", "Terms"), ("/privacy/", "Privacy"), ("/support/", "Support")],
            title_format="{name} | {title}",
            home_title="KineticModelVault | Home",
        ),
        "KineticModelVault stores curated kinetic models in SBML.",
    )


def _km_record(
    c: Chrome,
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    versions: list[tuple[str, str]],
    notes: str,
    related: tuple[str, str],
) -> tuple[dict[str, PageValue], list[str]]:
    """Each file, version and note has its own short id; only the title ties them."""
    pages: dict[str, PageValue] = {}
    own = [f"/{guid}/"]
    for fid, name in files:
        pages[f"/{fid}/"] = c.page(
            name,
            f"<h1>{escape(name)}</h1><p>File of <q>{escape(title)}</q></p>"
            f"<p>{a(f'/download/{fid}/', 'Download')}</p>",
        )
        pages[f"/download/{fid}/"] = data(
            f'<?xml version="1.0"?><sbml><model name="{escape(title)}" id="{fid}"/></sbml>\n',
            "application/xml",
        )
        own += [f"/{fid}/", f"/download/{fid}/"]
    for vid, label in versions:
        pages[f"/{vid}/"] = c.page(
            label, f"<h1>{escape(label)}</h1><p>{escape(title)}</p><p>Status: {label}</p>"
        )
        own.append(f"/{vid}/")
    pages[f"/{notes}/"] = c.page(
        "Curation notes",
        f"<h1>Curation notes</h1><p>Model: {escape(title)}. Reproduces "
        "figure 2 of the reference publication.</p>",
    )
    pages[f"/{guid}/citation.bib"] = txt(f"@misc{{{guid}, title = {{{title}}}}}\n")
    own += [f"/{notes}/", f"/{guid}/citation.bib"]
    pages[f"/{guid}/"] = c.page(
        title,
        f"<h1>{escape(title)}</h1><p>Curated by {a('/user/qz81m/', 'A. Lindqvist')}</p>"
        "<h2>Files</h2>"
        + links([(f"/{f}/", n) for f, n in files])
        + "<h2>Versions</h2>"
        + links([(f"/{v}/", n) for v, n in versions])
        + links([(f"/{notes}/", "Curation notes"), (f"/{guid}/citation.bib", "Cite (BibTeX)")]),
        aside="<h3>Similar models</h3>" + links([(f"/{related[0]}/", related[1])]),
        share=c.url(f"/{guid}/"),
    )
    return pages, [c.url(p) for p in own]


_KM = [
    (
        "8fk2q",
        KM1,
        [("r4tz7", "model.xml")],
        [("p9w2d", "Submitted version")],
        "c3kx1",
        ("w5n8b", "Pentose phosphate pathway in erythrocytes"),
    ),
    (
        "t7vyd",
        KM2,
        [
            ("m2e4r", "model_curated.xml"),
            ("m2e4s", "simulation.sedml"),
            ("m2e4t", "parameters.xml"),
            ("m2e4u", "model_submitted.xml"),
        ],
        [
            ("v1qpa", "Submitted version 1"),
            ("v2qpb", "Submitted version 2"),
            ("v3qpc", "Curated version"),
        ],
        "n6jgh",
        ("8fk2q", KM1),
    ),
]


def km_sites() -> list[Site]:
    c = _km_chrome()
    pages: dict[str, PageValue] = {}
    for args in _KM:
        pages.update(_km_record(c, *args)[0])
    pages["/w5n8b/"] = c.page(
        "Pentose phosphate pathway in erythrocytes",
        "<h1>Pentose phosphate pathway in erythrocytes</h1>",
    )
    pages["/user/qz81m/"] = c.page("A. Lindqvist", "<h1>A. Lindqvist</h1>")
    return [c.site(pages)]


# --- institutional Dataverse: sig_filtered_title (filtered from the end) -----------------------

DV = "dataverse.genocohortuni.hx83.example"
DV1 = "Exome sequencing of early-onset epilepsy trios"
DV2 = "Methylation arrays and whole-genome sequencing of the Nordfjord ageing cohort"


def _dv_chrome() -> Chrome:
    return Chrome(
        Portal(
            DV,
            "GenoCohort Dataverse",
            [
                ("/dataverse/root", "Collections"),
                ("/guides/user", "User guide"),
                ("/dataverse/root?q=", "Search"),
            ],
            [
                ("/guides/terms", "Terms of use"),
                ("/guides/privacy", "Privacy"),
                ("/guides/api", "API"),
            ],
            title_format="{title} - {name}",
            home_title="GenoCohort Dataverse",
        ),
        "The GenoCohort Dataverse shares data of the university's cohort studies.",
    )


def _dv_record(
    c: Chrome, doi: str, title: str, files: list[tuple[int, str]], versions: list[str], per: int
) -> tuple[dict[str, PageValue], list[str]]:
    pid = f"doi:10.70112/GCU/{doi}"
    ds = f"/dataset.xhtml?persistentId={pid}"
    pages: dict[str, PageValue] = {}
    own = [ds]
    for fid, name in files:
        fp = f"/file.xhtml?fileId={fid}&version={versions[-1]}"
        dl = f"/api/access/datafile/{fid}"
        pages[fp] = c.page(
            name,
            f"<h1>{escape(name)}</h1><p>Dataset: {escape(title)}</p><p>{a(dl, 'Download')}</p>",
        )
        head = (
            f"##fileformat=VCFv4.2\n##dataset={title}\n"
            if name.endswith(".vcf")
            else (f"{title}\n\n")
        )
        pages[dl] = txt(head + f"{name}\n")
        own += [fp, dl]
    chunks = [files[i : i + per] for i in range(0, len(files), per)]
    tab = ""
    for n, chunk in enumerate(chunks[1:], 2):
        pp = f"{ds}&fileTab={n}"
        pages[pp] = c.page(
            title,
            f"<h1>{escape(title)}</h1>"
            + links([(f"/file.xhtml?fileId={f}&version={versions[-1]}", nm) for f, nm in chunk]),
        )
        own.append(pp)
        tab += a(pp, f"Files page {n}") + " "
    for v in versions[:-1]:
        vp = f"{ds}&version={v}"
        pages[vp] = c.page(title, f"<h1>{escape(title)}</h1><p>Version {v}</p>")
        own.append(vp)
    exports = [
        f"/api/datasets/export?exporter={x}&persistentId={pid}" for x in ("dataverse_json", "ddi")
    ]
    for x in exports:
        pages[x] = data(f'{{"title": "{title}"}}', "application/json")
    own += exports
    first = chunks[0]
    pages[ds] = c.page(
        title,
        f"<h1>{escape(title)}</h1><p>{a('/dataverse/neurogen', 'Neurogenetics collection')}</p>"
        f"<p>Persistent identifier: {pid}</p><h2>Files</h2>"
        + links([(f"/file.xhtml?fileId={f}&version={versions[-1]}", nm) for f, nm in first])
        + tab
        + "<h2>Versions</h2>"
        + links([(f"{ds}&version={v}", f"Version {v}") for v in versions[:-1]])
        + "<h2>Export metadata</h2>"
        + links([(x, x.split("=")[1].split("&")[0]) for x in exports]),
        aside=f"<p>Contact: {a('/dataverse/neurogen/contact', 'dataset contact')}</p>",
        share=c.url(ds),
    )
    return pages, [c.url(p) for p in own]


_DV = [
    ("QX7PLM", DV1, [(4412, "README.txt"), (4413, "trio_calls.vcf")], ["1.0"], 10),
    (
        "B83WZK",
        DV2,
        [
            (5201, "README.txt"),
            (5202, "codebook.txt"),
            (5203, "epic_beta.txt"),
            (5204, "wgs_chr1.vcf"),
            (5205, "wgs_chr2.vcf"),
            (5206, "pheno.txt"),
        ],
        ["1.0", "1.1", "2.0"],
        4,
    ),
]


def dv_sites() -> list[Site]:
    c = _dv_chrome()
    pages: dict[str, PageValue] = {}
    for args in _DV:
        pages.update(_dv_record(c, *args)[0])
    pages["/dataverse/neurogen"] = c.page("Neurogenetics", "<h1>Neurogenetics collection</h1>")
    pages["/dataverse/neurogen/contact"] = c.page("Contact", "<h1>Contact</h1>")
    return [c.site(pages)]


CASES: list[Case] = [
    # A Q&A thread is the seed's PubPeer/PubMed Commons discussion: one URI, everything it
    # links (users, tags, related threads) is something else: Single Page.
    case(
        "qa-bwa-supplementary",
        "bioinformatics Q&A forum (two answers)",
        "Single Artifact URI",
        "single_page",
        f"http://{QA}/q/58213/why-does-bwa-mem-report-supplementary-alignments",
        [f"http://{QA}/q/58213/why-does-bwa-mem-report-supplementary-alignments"],
        qa_sites,
        others=[f"http://{QA}/q/58001/what-is-mapq-zero"],
    ),
    # Harder: entered by its short link (301 to the slug), six answers, share redirects.
    case(
        "qa-salmon-kallisto",
        "bioinformatics Q&A forum (short link, six answers)",
        "Single Artifact URI",
        "single_page",
        f"http://{QA}/q/60117",
        [f"http://{QA}/q/60117/salmon-vs-kallisto-for-3-prime-tag-seq"],
        qa_sites,
        others=[
            f"http://{QA}/q/59870/umi-dedup-tag-seq",
            f"http://{QA}/q/58213/why-does-bwa-mem-report-supplementary-alignments",
        ],
        landing=f"http://{QA}/q/60117/salmon-vs-kallisto-for-3-prime-tag-seq",
    ),
    # Blog posts are the seed's commonest Single Artifact URI: Single Page.
    case(
        "kl-kmerkit-release-post",
        "lab blog (release announcement)",
        "Single Artifact URI",
        "single_page",
        f"http://{KL}/2025/02/kmerkit-0-9/",
        [f"http://{KL}/2025/02/kmerkit-0-9/"],
        kl_sites,
        others=[f"http://{KL}/2025/04/minimizers-explained/"],
    ),
    case(
        "pc-hapweave-post",
        "lab blog (post with comments, previous and next)",
        "Single Artifact URI",
        "single_page",
        f"http://{PC}/posts/2025-01-20-hapweave-2",
        [f"http://{PC}/posts/2025-01-20-hapweave-2"],
        pc_sites,
        others=[f"http://{PC}/posts/2024-10-01-retreat", f"http://{PC}/posts/2025-03-02-hiring"],
    ),
    # The seed's bioRxiv: tabs, PDF, supplements and citation files one hop from the
    # landing page, chrome to ignore: Single Page+ with Ignored URIs.
    case(
        "gx-ase-preprint",
        "genomics preprint server (first version)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{GX}/content/10.97001/2024.03.11.584411v1",
        _gx_record(_gx_chrome(), *_GX[0])[1],
        gx_sites,
    ),
    case(
        "gx-cattle-pangenome-preprint",
        "genomics preprint server (third version, four supplements)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{GX}/content/10.97001/2025.01.06.631902v3",
        _gx_record(_gx_chrome(), *_GX[1])[1],
        gx_sites,
        others=[
            f"http://{GX}/content/10.97001/2025.01.06.631902v1",
            f"http://{GX}/content/10.97001/2025.01.06.631902v2",
        ],
    ),
    # The seed's OSF: "KineticModelVault | " prefixes every title, members have unrelated
    # short ids and share only the model name: Significant String from Filtered Title.
    case(
        "km-yeast-glycolysis",
        "computational model repository (one file)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{KM}/8fk2q/",
        _km_record(_km_chrome(), *_KM[0])[1],
        km_sites,
        others=[f"http://{KM}/w5n8b/"],
    ),
    case(
        "km-arabidopsis-clock",
        "computational model repository (curated and submitted versions, four files)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{KM}/t7vyd/",
        _km_record(_km_chrome(), *_KM[1])[1],
        km_sites,
        others=[f"http://{KM}/8fk2q/"],
    ),
    # The seed's Dataverse: the portal name ends every title (filtered from the end), the
    # members (file pages, downloads, versions, exports) all print the dataset title.
    case(
        "dv-epilepsy-exomes",
        "institutional dataverse (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:10.70112/GCU/QX7PLM",
        _dv_record(_dv_chrome(), *_DV[0])[1],
        dv_sites,
    ),
    case(
        "dv-ageing-cohort",
        "institutional dataverse (three versions, paginated files)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:10.70112/GCU/B83WZK",
        _dv_record(_dv_chrome(), *_DV[1])[1],
        dv_sites,
    ),
]
