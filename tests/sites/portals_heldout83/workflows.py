"""Workflow and software portals of heldout83: a workflow registry with RO-Crate-like
bundles, per-pipeline documentation sites, a bioinformatics code forge with a raw-content
domain, a benchmark dataset hub with an external storage domain, and an ontology
repository that announces its artifacts with Signposting Link headers.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import Chrome, a, data, links, table, txt

# --- workflow registry: path_based ------------------------------------------------------------

FC = "hub.flowcrate.hx83.example"


def _fc_chrome() -> Chrome:
    return Chrome(
        Portal(
            FC,
            "FlowCrate Hub",
            [
                ("/workflows", "Workflows"),
                ("/collections", "Collections"),
                ("/projects", "Teams"),
                ("/programmes", "Programmes"),
                ("/docs", "Docs"),
            ],
            [
                ("/terms", "Terms"),
                ("/privacy", "Privacy"),
                ("/funding", "Funding"),
                ("/api-docs", "API"),
            ],
            title_format="{title} | FlowCrate Hub",
        ),
        "FlowCrate Hub is a registry of computational workflows packaged as RO-Crates.",
    )


def _fc_workflow(
    c: Chrome, wid: int, name: str, versions: int, runs: int, related: int
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/workflows/{wid}/"
    pages: dict[str, PageValue] = {}
    own: list[str] = [base]
    vers = []
    for v in range(1, versions + 1):
        vp = f"{base}versions/{v}/"
        crate = f"{base}versions/{v}/ro-crate-metadata.json"
        zipf = f"{base}versions/{v}/ro-crate.zip"
        pages[crate] = data(
            json.dumps(
                {
                    "@context": "https://w3id.org/ro/crate/1.1/context",
                    "@graph": [{"@id": "./", "name": name, "version": f"{v}.0"}],
                }
            ),
            "application/ld+json",
        )
        pages[zipf] = data(b"PK\x05\x06" + bytes(18), "application/zip")
        pages[vp] = c.page(
            f"{name} (version {v})",
            f"<h1>{escape(name)} — version {v}</h1>"
            + links(
                [
                    (crate, "RO-Crate metadata"),
                    (zipf, "Download RO-Crate"),
                    (base, "Latest version"),
                ]
            ),
        )
        own += [vp, crate, zipf]
        vers.append((vp, f"Version {v}"))
    per = 10
    run_pages = max(1, (runs + per - 1) // per)
    for n in range(run_pages):
        rp = f"{base}test-runs/" + (f"?page={n + 1}" if n else "")
        rows = [[f"run {k}", "passed"] for k in range(n * per, min(runs, (n + 1) * per))]
        nxt = a(f"{base}test-runs/?page={n + 2}", "Older runs") if n + 1 < run_pages else ""
        pages[rp] = c.page(f"Test runs of {name}", table(rows, ["Run", "Status"]) + nxt)
        own.append(rp)
    pages[f"{base}diagram.svg"] = data('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml")
    pages[f"{base}files/main.nf"] = txt(f"// {name}\nworkflow {{ }}\n")
    pages[f"{base}citation.cff"] = txt(f"cff-version: 1.2.0\ntitle: {name}\n")
    own += [f"{base}diagram.svg", f"{base}files/main.nf", f"{base}citation.cff"]
    pages[base] = c.page(
        name,
        f"<h1>{escape(name)}</h1><p>Creator {a('/people/88', 'R. Okafor')} · Team "
        f"{a('/projects/12', 'Pathogen Genomics Unit')}</p>"
        f'<p><a href="{base}diagram.svg">Workflow diagram</a></p>'
        "<h2>Files</h2>"
        + links([(f"{base}files/main.nf", "main.nf")])
        + "<h2>Versions</h2>"
        + links(vers)
        + links([(f"{base}test-runs/", "Test runs"), (f"{base}citation.cff", "Cite")])
        + '<p>Source: <a href="http://github.test/pgu/workflows">github.test/pgu</a></p>',
        aside="<h3>Related workflows</h3>" + links([(f"/workflows/{related}/", "Related")]),
        share=c.url(base),
    )
    return pages, [c.url(p) for p in own]


_FC = [
    (417, "Viral amplicon consensus (ARTIC-style)", 2, 4, 4170),
    (1093, "Bacterial genome assembly and AMR typing", 3, 23, 417),
]


def fc_sites() -> list[Site]:
    c = _fc_chrome()
    pages: dict[str, PageValue] = {}
    for args in _FC:
        pages.update(_fc_workflow(c, *args)[0])
    pages["/workflows/4170/"] = c.page("Amplicon QC", "<h1>Amplicon QC</h1>")
    pages["/people/88"] = c.page("R. Okafor", "<h1>R. Okafor</h1>")
    pages["/projects/12"] = c.page("Pathogen Genomics Unit", "<h1>Pathogen Genomics Unit</h1>")
    return [c.site(pages)]


def _fc_truth(i: int) -> list[str]:
    return _fc_workflow(_fc_chrome(), *_FC[i])[1]


# --- pipeline documentation sites: path_based (the seed's Silk: one subdomain each) ----------

PV = "www.pipelineverse.hx83.example"
PV_RNA = "rnasplice.pipelineverse.hx83.example"
PV_METH = "methylseq.pipelineverse.hx83.example"


def _pv_page(host: str, name: str, title: str, nav: list[tuple[str, str]], main: str) -> str:
    # A pipeline's own site: its own nav, a back link to the community hub, nothing else.
    n = "".join(f"<li>{a(h, t)}</li>" for h, t in nav)
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)} » "
        f"{escape(name)}</title><link rel='stylesheet' href='/assets/theme.css'>"
        "<script defer src='http://tag.metricpulse.test/pulse.js'></script></head><body>"
        f"<header><a href='http://{PV}/'>PipelineVerse</a> / <b>{escape(name)}</b>"
        f"<nav><ul>{n}</ul></nav></header><main>{main}</main>"
        f"<footer><a href='http://{PV}/join'>Join the community</a> · "
        f"<a href='http://{PV}/code-of-conduct'>Code of conduct</a></footer></body></html>"
    )


def _pv_site(
    host: str, name: str, sections: list[str], releases: list[str], per: int
) -> tuple[Site, list[str]]:
    nav = [
        ("/", "Introduction"),
        *((f"/{s}/", s.title()) for s in sections),
        ("/releases/", "Releases"),
    ]
    site = Site(host)
    site.add("/assets/theme.css", data("body{margin:0}", "text/css"))
    own = ["/"]
    site.add(
        "/",
        _pv_page(
            host, name, "Introduction", nav, f"<h1>{escape(name)}</h1><p>A community pipeline.</p>"
        ),
    )
    for s in sections:
        site.add(f"/{s}/", _pv_page(host, name, s.title(), nav, f"<h1>{s.title()}</h1>"))
        own.append(f"/{s}/")
    chunks = [releases[i : i + per] for i in range(0, len(releases), per)]
    for n, chunk in enumerate(chunks):
        path = "/releases/" + (f"?page={n + 1}" if n else "")
        items = [(f"/releases/{r}/", r) for r in chunk]
        nxt = a(f"/releases/?page={n + 2}", "Older releases") if n + 1 < len(chunks) else ""
        site.add(path, _pv_page(host, name, "Releases", nav, links(items) + nxt))
        own.append(path)
        for r in chunk:
            site.add(
                f"/releases/{r}/",
                _pv_page(
                    host,
                    name,
                    f"Release {r}",
                    nav,
                    f"<h1>{r}</h1>" + links([(f"/releases/{r}/params.schema.json", "Schema")]),
                ),
            )
            site.add(
                f"/releases/{r}/params.schema.json",
                data(json.dumps({"title": name, "version": r}), "application/json"),
            )
            own += [f"/releases/{r}/", f"/releases/{r}/params.schema.json"]
    return site, [f"http://{host}{p}" for p in own]


_PV = [
    (PV_RNA, "rnasplice", ["usage", "output", "parameters"], ["1.0.0", "1.1.0"], 10),
    (
        PV_METH,
        "methylseq",
        ["usage", "output", "parameters", "tutorials", "benchmarks"],
        [f"2.{m}.{p}" for m in range(4) for p in range(2)],
        3,
    ),
]


def pv_sites() -> list[Site]:
    hub = Chrome(
        Portal(
            PV,
            "PipelineVerse",
            [
                ("/pipelines", "Pipelines"),
                ("/docs", "Docs"),
                ("/events", "Events"),
                ("/join", "Join"),
            ],
            [("/code-of-conduct", "Code of conduct"), ("/publications", "Cite")],
        ),
        "PipelineVerse is a community of curated bioinformatics pipelines.",
    )
    sites = [
        hub.site(
            {"/pipelines": hub.page("Pipelines", links([(f"http://{h}/", n) for h, n, *_r in _PV]))}
        )
    ]
    return sites + [_pv_site(*args)[0] for args in _PV]


# --- bioinformatics code forge: path_based_externals ---------------------------------------

HF = "code.helixforge.hx83.example"
HF_RAW = "raw.helixforgeusercontent.hx83.example"
HF_REL = "objects.helixforgereleases.hx83.example"


def _hf_chrome() -> Chrome:
    return Chrome(
        Portal(
            HF,
            "HelixForge",
            [("/explore", "Explore"), ("/marketplace", "Marketplace"), ("/pricing", "Pricing")],
            [
                ("/site/terms", "Terms"),
                ("/site/privacy", "Privacy"),
                ("/site/security", "Security"),
                ("/site/docs", "Docs"),
            ],
            title_format="{title} · HelixForge",
            home_title="HelixForge · Build bioinformatics software together",
        ),
        "HelixForge hosts git repositories for bioinformatics software.",
    )


def _hf_repo(
    c: Chrome,
    owner: str,
    repo: str,
    files: list[str],
    issues: int,
    tags: list[str],
    assets: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/{owner}/{repo}/"
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    rel: dict[str, PageValue] = {}
    own = [c.url(base)]
    for f in files:
        rp = f"/{owner}/{repo}/main/{f}"
        raw[rp] = txt(f"// {repo} {f}\n")
        bp = f"{base}blob/main/{f}"
        pages[bp] = c.page(
            f"{repo}/{f} at main · {owner}/{repo}",
            f"<h1>{escape(f)}</h1><pre>…</pre>"
            f'<a href="http://{HF_RAW}{rp}">Raw</a> '
            f'<a href="{base}commits/main">History</a>',
        )
        own += [c.url(bp), f"http://{HF_RAW}{rp}"]
    per = 10
    npages = max(1, (issues + per - 1) // per)
    for n in range(npages):
        ip = f"{base}issues" + (f"?page={n + 1}" if n else "")
        nums = range(n * per + 1, min(issues, (n + 1) * per) + 1)
        nxt = a(f"{base}issues?page={n + 2}", "Next") if n + 1 < npages else ""
        pages[ip] = c.page(
            f"Issues · {owner}/{repo}",
            links([(f"{base}issues/{k}", f"Issue #{k}") for k in nums]) + nxt,
        )
        own.append(c.url(ip))
        for k in nums:
            pages[f"{base}issues/{k}"] = c.page(
                f"Issue #{k} · {owner}/{repo}",
                f"<h1>Issue {k}</h1><p>by {a('/users/ngozi-a', 'ngozi-a')}</p>",
            )
            own.append(c.url(f"{base}issues/{k}"))
    pages[f"{base}commits/main"] = c.page(f"Commits · {owner}/{repo}", "<h1>Commits</h1>")
    pages[f"{base}releases"] = c.page(
        f"Releases · {owner}/{repo}", links([(f"{base}releases/tag/{t}", t) for t in tags])
    )
    own += [c.url(f"{base}commits/main"), c.url(f"{base}releases")]
    for t in tags:
        items = []
        for asset in assets:
            ap = f"/{owner}/{repo}/{t}/{asset.format(t=t)}"
            rel[ap] = data(b"\x7fELF asset", "application/octet-stream")
            items.append((f"http://{HF_REL}{ap}", asset.format(t=t)))
            own.append(f"http://{HF_REL}{ap}")
        pages[f"{base}releases/tag/{t}"] = c.page(
            f"Release {t} · {owner}/{repo}", f"<h1>{t}</h1>" + links(items)
        )
        own.append(c.url(f"{base}releases/tag/{t}"))
    pages[base] = c.page(
        f"{owner}/{repo}",
        f"<h1>{a('/' + owner, owner)} / {escape(repo)}</h1>"
        + links([(f"{base}blob/main/{f}", f) for f in files])
        + links(
            [
                (f"{base}issues", f"Issues ({issues})"),
                (f"{base}commits/main", "Commits"),
                (f"{base}releases", "Releases"),
            ]
        )
        + f"<p>Starred by {a('/users/ngozi-a', 'ngozi-a')}</p>",
    )
    return pages, raw, rel, own


_HF = [
    (
        "kmerlab",
        "kmerkit",
        ["README.md", "src/count.rs", "Cargo.toml"],
        3,
        ["v0.9.1"],
        ["kmerkit-{t}-x86_64-linux.tar.gz"],
    ),
    (
        "phasing-group",
        "hapweave",
        ["README.md", "LICENSE", "src/main.cpp", "src/graph.cpp", "CMakeLists.txt"],
        14,
        ["v2.0.0", "v2.1.0"],
        ["hapweave-{t}-linux.tar.gz", "hapweave-{t}-macos.zip", "hapweave-{t}.sha256"],
    ),
]


def hf_sites() -> list[Site]:
    c = _hf_chrome()
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    rel: dict[str, PageValue] = {}
    for args in _HF:
        p, r, s, _o = _hf_repo(c, *args)
        pages.update(p)
        raw.update(r)
        rel.update(s)
    for o in ("kmerlab", "phasing-group", "users/ngozi-a"):
        pages[f"/{o}"] = c.page(o, f"<h1>{o}</h1>")
    return [c.site(pages), Site(HF_RAW, raw), Site(HF_REL, rel)]


def _hf_truth(i: int) -> list[str]:
    return _hf_repo(_hf_chrome(), *_HF[i])[3]


# --- benchmark dataset hub: path_based_externals ---------------------------------------------

GB = "www.genomebench.hx83.example"
GB_STORE = "storage.genomebenchblobs.hx83.example"


def _gb_chrome() -> Chrome:
    return Chrome(
        Portal(
            GB,
            "GenomeBench",
            [
                ("/datasets", "Datasets"),
                ("/challenges", "Challenges"),
                ("/code", "Code"),
                ("/learn", "Learn"),
                ("/discussions", "Discussions"),
            ],
            [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
            title_format="{title} | GenomeBench",
        ),
        "GenomeBench hosts benchmark data, notebooks and discussions for genomics methods.",
    )


def _gb_record(
    c: Chrome,
    kind: str,
    owner: str,
    slug: str,
    files: list[str],
    notebooks: int,
    threads: int,
    extra_tabs: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/{kind}/{owner}/{slug}/" if owner else f"/{kind}/{slug}/"
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    own = [base]
    dl = []
    for f in files:
        sp = f"/{slug}/v3/{f}"
        store[sp] = data(b"##fileformat=VCFv4.2\n", "application/octet-stream")
        dl.append((f"http://{GB_STORE}{sp}?sig=ab12&exp=1800", f))
    tabs = ["data", "code", "discussion", *extra_tabs]
    for t in tabs:
        body = links(dl) if t == "data" else f"<h2>{t.title()}</h2>"
        if t == "code":
            body += links([(f"{base}code/nb-{k}", f"Notebook {k}") for k in range(notebooks)])
            for k in range(notebooks):
                pages[f"{base}code/nb-{k}"] = c.page(f"Notebook {k}", "<pre>import pysam</pre>")
                own.append(f"{base}code/nb-{k}")
        if t == "discussion":
            body += links([(f"{base}discussion/{900 + k}", f"Thread {k}") for k in range(threads)])
            for k in range(threads):
                pages[f"{base}discussion/{900 + k}"] = c.page(
                    f"Thread {k}", f"<p>Posted by {a('/u/' + (owner or 'hosts'), 'author')}</p>"
                )
                own.append(f"{base}discussion/{900 + k}")
        pages[f"{base}{t}"] = c.page(f"{slug} – {t}", body)
        own.append(f"{base}{t}")
    pages[base] = c.page(
        slug,
        f"<h1>{escape(slug)}</h1><nav class='tabs'>"
        + "".join(a(f"{base}{t}", t.title()) for t in tabs)
        + "</nav>"
        + "<h2>Download</h2>"
        + links(dl),
        share=c.url(base),
        aside="<h3>You may also like</h3>" + links([("/datasets/giab/hg002-truth/", "HG002")]),
    )
    return pages, store, [c.url(p) for p in own] + [u for u, _f in dl]


_GB = [
    (
        "datasets",
        "ljungdahl",
        "chr20-small-variant-bench",
        ["chr20_calls.vcf.gz", "chr20_truth.bed"],
        2,
        2,
        [],
    ),
    (
        "challenges",
        "",
        "sv-calling-challenge-2025",
        ["train_reads.bam", "train_truth.vcf.gz", "test_reads.bam", "sample_submission.csv"],
        4,
        5,
        ["leaderboard", "rules", "overview"],
    ),
]


def gb_sites() -> list[Site]:
    c = _gb_chrome()
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for args in _GB:
        p, s, _o = _gb_record(c, *args)
        pages.update(p)
        store.update(s)
    pages["/datasets/giab/hg002-truth/"] = c.page("HG002", "<h1>HG002 truth set</h1>")
    for u in ("/u/ljungdahl", "/u/hosts"):
        pages[u] = c.page(u, f"<h1>{u}</h1>")
    return [c.site(pages), Site(GB_STORE, store)]


def _gb_truth(i: int) -> list[str]:
    return _gb_record(_gb_chrome(), *_GB[i])[2]


# --- ontology repository with Signposting: signposting ----------------------------------------

OB = "repo.ontobridgeport.hx83.example"
OB_FILES = "files.ontobridgeport.hx83.example"


def _ob_chrome() -> Chrome:
    return Chrome(
        Portal(
            OB,
            "OntoBridge",
            [
                ("/ontologies", "Browse"),
                ("/mappings", "Mappings"),
                ("/recommender", "Recommender"),
                ("/annotator", "Annotator"),
            ],
            [("/about", "About"), ("/terms", "Terms"), ("/feedback", "Feedback")],
            title_format="{title} | OntoBridge",
        ),
        "OntoBridge is a repository of biomedical ontologies.",
    )


def _ob_record(
    c: Chrome, acr: str, name: str, items: list[str], browse: int, host: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/ontologies/{acr}"
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    landing = c.url(base)
    item_urls = []
    for it in items:
        if host == OB:
            p = f"{base}/download/{it}"
            u = c.url(p)
        else:
            p = f"/ontologies/{acr.lower()}/latest/{it}"
            u = f"http://{host}{p}"
        r = Response(
            200,
            [
                ("Content-Type", "application/octet-stream"),
                ("Link", f'<{landing}>; rel="collection"'),
            ],
            f"format-version: 1.2\nontology: {acr.lower()}\n".encode(),
        )
        (pages if host == OB else files)[p] = r
        item_urls.append(u)
    meta = f"{base}/metadata.jsonld"
    pages[meta] = Response(
        200,
        [("Content-Type", "application/ld+json"), ("Link", f'<{landing}>; rel="describes"')],
        json.dumps({"@id": landing, "name": name}).encode(),
    )
    link = ", ".join(
        [
            f'<{landing}>; rel="cite-as"',
            f'<{c.url(meta)}>; rel="describedby"; type="application/ld+json"',
            *(f'<{u}>; rel="item"; type="application/octet-stream"' for u in item_urls),
            f'<{c.url("/people/" + acr.lower() + "-curators")}>; rel="author"',
            '<https://schema.org/Dataset>; rel="type"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        ]
    )
    tabs = [(f"{base}/classes?page={k + 1}", f"Classes page {k + 1}") for k in range(browse)]
    for h, t in tabs:
        pages[h] = c.page(f"{acr} {t}", f"<h1>{t}</h1><p>Class tree</p>")
    for sub in ("mappings", "notes", "widgets"):
        pages[f"{base}/{sub}"] = c.page(f"{acr} {sub}", f"<h1>{sub.title()}</h1>")
        tabs.append((f"{base}/{sub}", sub.title()))
    html = c.page(
        f"{name} ({acr})",
        f"<h1>{escape(name)}</h1>"
        + links(tabs)
        + "<h2>Submissions</h2>"
        + links([(u, u.rsplit("/", 1)[1]) for u in item_urls])
        + links([(meta, "Metadata (JSON-LD)"), (f"/people/{acr.lower()}-curators", "Curators")]),
        share=landing,
    )
    pages[base] = Response.html(html, headers=[("Link", link)])
    pages[f"/people/{acr.lower()}-curators"] = c.page("Curators", "<h1>Curators</h1>")
    return pages, files, [landing, c.url(meta), *item_urls]


_OB = [
    ("CELLTX", "Cell Type Exchange Ontology", ["celltx.owl", "celltx.obo"], 2, OB),
    (
        "MICROPHENO",
        "Microbial Phenotype Ontology",
        [
            "micropheno.owl",
            "micropheno.obo",
            "micropheno.json",
            "micropheno-base.owl",
            "micropheno-full.owl",
        ],
        4,
        OB_FILES,
    ),
]


def ob_sites() -> list[Site]:
    c = _ob_chrome()
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    for args in _OB:
        p, f, _t = _ob_record(c, *args)
        pages.update(p)
        files.update(f)
    return [c.site(pages), Site(OB_FILES, files)]


def _ob_truth(i: int) -> list[str]:
    return _ob_record(_ob_chrome(), *_OB[i])[2]


CASES: list[Case] = [
    # GitLab/BitBucket-shaped: every member URI starts with the entry URI (versions,
    # RO-Crate bundles, test runs, files); creator and team pages do not: Path-Based.
    case(
        "fc-artic-workflow",
        "workflow registry (two versions)",
        "Multi-Hop",
        "path_based",
        f"http://{FC}/workflows/417/",
        _fc_truth(0),
        fc_sites,
        others=[f"http://{FC}/workflows/4170/"],
    ),
    # Harder: three versions with crates and zips, paginated test runs, a related workflow.
    case(
        "fc-amr-workflow",
        "workflow registry (three versions, paginated test runs)",
        "Multi-Hop",
        "path_based",
        f"http://{FC}/workflows/1093/",
        _fc_truth(1),
        fc_sites,
        others=[f"http://{FC}/workflows/417/"],
    ),
    # The seed's Silk: one subdomain per pipeline, the whole subdomain is the artifact and
    # nothing of it lies outside: Path-Based on the host root.
    case(
        "pv-rnasplice-site",
        "pipeline documentation site (small)",
        "Multi-Hop",
        "path_based",
        f"http://{PV_RNA}/",
        _pv_site(*_PV[0])[1],
        pv_sites,
    ),
    case(
        "pv-methylseq-site",
        "pipeline documentation site (paginated releases)",
        "Multi-Hop",
        "path_based",
        f"http://{PV_METH}/",
        _pv_site(*_PV[1])[1],
        pv_sites,
    ),
    # The seed's GitHub: path-based members plus raw files and release assets on the
    # forge's other registrable domains: Path-Based with Externals.
    case(
        "hf-kmerkit-repo",
        "bioinformatics code forge (small repository)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{HF}/kmerlab/kmerkit/",
        _hf_truth(0),
        hf_sites,
    ),
    case(
        "hf-hapweave-repo",
        "bioinformatics code forge (paginated issues, two releases)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{HF}/phasing-group/hapweave/",
        _hf_truth(1),
        hf_sites,
    ),
    # The seed's Kaggle: data, code and discussion under the dataset path, the files on an
    # external storage domain: Path-Based with Externals.
    case(
        "gb-chr20-bench",
        "benchmark dataset hub (dataset)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{GB}/datasets/ljungdahl/chr20-small-variant-bench/",
        _gb_truth(0),
        gb_sites,
        others=[f"http://{GB}/datasets/giab/hg002-truth/"],
    ),
    case(
        "gb-sv-challenge",
        "benchmark dataset hub (challenge with leaderboard)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{GB}/challenges/sv-calling-challenge-2025/",
        _gb_truth(1),
        gb_sites,
        others=[f"http://{GB}/datasets/giab/hg002-truth/"],
    ),
    # The landing page's Link header names its members (item, describedby, cite-as) while
    # the many path-sharing browse tabs are not members: the seed's Signposting.
    case(
        "ob-celltx-ontology",
        "ontology repository (signposted, two files)",
        "Single Hop",
        "signposting",
        f"http://{OB}/ontologies/CELLTX",
        _ob_truth(0),
        ob_sites,
    ),
    case(
        "ob-micropheno-ontology",
        "ontology repository (signposted, five files on a file host)",
        "Single Hop",
        "signposting",
        f"http://{OB}/ontologies/MICROPHENO",
        _ob_truth(1),
        ob_sites,
    ),
]
