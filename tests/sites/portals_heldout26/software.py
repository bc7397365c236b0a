"""heldout26, bioinformatics software and workflows: a Bioconductor-like package
repository, a WorkflowHub-like workflow registry, a GitLab-like lab forge and a GitHub-like
forge whose raw files and release assets live on other domains.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data
from sites.portals_heldout26._kit import (
    HOP,
    MULTI,
    a,
    blob,
    cookie_banner,
    host,
    related,
    rows,
    text,
)

# ------------------------------------------- package repository (single_page_plus_ignored)

CONIFER = Portal(
    host("www", "bioconifer-pkgs"),
    "Bioconifer",
    menu=[
        ("/", "Home"),
        ("/install/", "Install"),
        ("/help/", "Help"),
        ("/developers/", "Developers"),
        ("/about/", "About"),
        ("/packages/release/BiocViews.html", "Packages"),
    ],
    footer=[
        ("/about/code-of-conduct/", "Code of conduct"),
        ("/about/privacy/", "Privacy"),
        ("http://support.conifer-forum.test/", "Support forum"),
        ("http://slack.test/bioconifer", "Slack"),
    ],
    title_format="Bioconifer - {title}",
    home_title="Bioconifer - Home",
)
R = "4.5"

# (repo kind, name) -> (title, version, maintainer, deps, binaries?)
PKGS = {
    ("bioc", "SedgeDE"): (
        "Differential expression for non-model sedge transcriptomes",
        "1.4.2",
        "Aino Halloran",
        ["RangedAssays", "BiocPlumbing"],
        True,
    ),
    ("data/experiment", "SedgeMarshData"): (
        "Example RNA-seq count data from Carex salt-marsh populations",
        "1.2.0",
        "Aino Halloran",
        ["RangedAssays"],
        False,
    ),
}


def _pkg_urls(kind: str, name: str) -> list[str]:
    version, binaries = PKGS[(kind, name)][1], PKGS[(kind, name)][4]
    base = f"/packages/release/{kind}"
    out = [
        f"{base}/html/{name}.html",
        f"{base}/vignettes/{name}/inst/doc/{name}.html",
        f"{base}/vignettes/{name}/inst/doc/{name}.R",
        f"{base}/manuals/{name}/man/{name}.pdf",
        f"{base}/news/{name}/NEWS",
        f"{base}/citations/{name}/citation.html",
        f"{base}/src/contrib/{name}_{version}.tar.gz",
    ]
    if binaries:
        out += [
            f"{base}/bin/windows/contrib/{R}/{name}_{version}.zip",
            f"{base}/bin/macosx/big-sur-arm64/contrib/{R}/{name}_{version}.tgz",
        ]
    return [CONIFER.url(p) for p in out]


def _pkg_page(kind: str, name: str) -> str:
    title, version, maint, deps, binaries = PKGS[(kind, name)]
    base = f"/packages/release/{kind}"
    u = _pkg_urls(kind, name)
    docs = rows(
        [
            [a(u[1], "HTML"), a(u[2], "R Script"), escape(f"Introduction to {name}")],
            [a(u[3], "PDF"), "", "Reference Manual"],
            [a(u[4], "Text"), "", "NEWS"],
        ]
    )
    deplinks = ", ".join(a(f"/packages/release/bioc/html/{d}.html", d) for d in deps)
    archives = [["Source Package", a(u[6], f"{name}_{version}.tar.gz")]]
    if binaries:
        archives += [
            ["Windows Binary (x86_64)", a(u[7], f"{name}_{version}.zip")],
            ["macOS Binary (big-sur-arm64)", a(u[8], f"{name}_{version}.tgz")],
        ]
    archives += [
        ["Source Repository", f"git clone http://git.bioconifer-pkgs.test/packages/{name}"],
        ["Package Short Url", f"http://www.bioconifer-pkgs.test/packages/{name}/"],
        [
            "Package Downloads Report",
            a(f"/packages/stats/{kind.split('/')[0]}/{name}/", "Download Stats"),
        ],
    ]
    main = f"""{cookie_banner("/about/privacy/")}
<div class="breadcrumbs"><a href="/">Home</a> » <a href="/packages/release/BiocViews.html">Packages</a> » {name}</div>
<h1>{name}</h1><p class="badges"><a href="/checkResults/release/bioc-LATEST/{name}/"><img src="/shields/build/release/{name}.svg" alt="build"></a>
<a href="/packages/stats/{kind.split("/")[0]}/{name}/"><img src="/shields/downloads/release/{name}.svg" alt="downloads"></a></p>
<p>This is the <b>released</b> version of {name}; for the devel version, see <a href="/packages/devel/{kind}/html/{name}.html">{name}</a>.</p>
<h2>{escape(title)}</h2><p>Bioconifer version: 3.23 · License: Artistic-2.0</p>
<p>DOI: <a href="http://doi.test/10.18129/B9.bioc.{name}">10.18129/B9.bioc.{name}</a></p>
<p>Author: {escape(maint)} [aut, cre], Kwame Osei [ctb] · Maintainer: {escape(maint)} &lt;aino.halloran at fenwick.test&gt;</p>
<p>Citation (from within R, enter <code>citation("{name}")</code>): <a href="{base}/citations/{name}/citation.html">citation</a></p>
<h3>Installation</h3><pre>if (!require("BiocConifer", quietly = TRUE))
    install.packages("BiocConifer")
BiocConifer::install("{name}")</pre>
<h3>Documentation</h3><table>{docs}</table>
<h3>Details</h3><table>{rows([["biocViews", a("/packages/release/BiocViews.html#___RNASeq", "RNASeq") + ", " + a("/packages/release/BiocViews.html#___DifferentialExpression", "DifferentialExpression")], ["Version", version], ["Depends", "R (&gt;= 4.4.0), " + deplinks], ["URL", a(f"http://forge.heroncode-mirror.test/halloran-lab/{name}", "forge")], ["BugReports", a(f"http://forge.heroncode-mirror.test/halloran-lab/{name}/issues", "issues")]])}</table>
<h3>Package Archives</h3><table>{rows(archives)}</table>
{related("Reverse dependencies", [(f"/packages/release/bioc/html/{d}.html", d) for d in ["CarexExplorer"]])}"""
    return CONIFER.page(name, main)


@cache
def _conifer_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for (kind, name), (title, version, _m, deps, _binaries) in PKGS.items():
        u = [x.split(CONIFER.host, 1)[1] for x in _pkg_urls(kind, name)]
        pages[u[0]] = _pkg_page(kind, name)
        pages[u[1]] = CONIFER.page(
            f"Introduction to {name}",
            f"<h1>Introduction to {name}</h1><p>{escape(title)}.</p><pre>library({name})</pre>",
            raw_title=True,
        )
        pages[u[2]] = text(f"## ----setup----\nlibrary({name})\n", "text/plain")
        pages[u[3]] = data(
            pdf(f"Package '{name}'", [title, f"Version {version}"]), "application/pdf"
        )
        pages[u[4]] = text(f"CHANGES IN VERSION {version}\n  o bug fixes\n")
        pages[u[5]] = (
            f"<!DOCTYPE html><html><head><title>{name} citation</title></head><body><p>Halloran A (2026). {escape(name)}: {escape(title)}. R package version {version}. doi:10.18129/B9.bioc.{name}</p></body></html>"
        )
        for p in u[6:]:
            pages[p] = blob(p, "application/gzip" if p.endswith("gz") else "application/zip")
        pages[f"/checkResults/release/bioc-LATEST/{name}/"] = CONIFER.page(
            f"{name} build report", f"<h1>Build report for {name}</h1><p>OK on all platforms.</p>"
        )
        pages[f"/packages/stats/{kind.split('/')[0]}/{name}/"] = CONIFER.page(
            f"{name} download stats", "<h1>Downloads</h1>"
        )
        pages[f"/packages/devel/{kind}/html/{name}.html"] = CONIFER.page(
            f"{name} (devel)", f"<h1>{name}</h1><p>devel</p>"
        )
        for d in [*deps, "CarexExplorer"]:
            pages.setdefault(
                f"/packages/release/bioc/html/{d}.html", CONIFER.page(d, f"<h1>{d}</h1>")
            )
    for p, t in [
        ("/install/", "Install"),
        ("/help/", "Help"),
        ("/developers/", "Developers"),
        ("/about/", "About"),
        ("/packages/release/BiocViews.html", "All packages"),
        ("/about/code-of-conduct/", "Code of conduct"),
        ("/about/privacy/", "Privacy"),
    ]:
        pages[p] = CONIFER.page(t, f"<h1>{t}</h1>")
    return (CONIFER.site(pages),)


def _conifer_build() -> list[Site]:
    return list(_conifer_sites())


def _conifer_case(name: str, kind: str, pkg: str) -> Case:
    # single_page_plus_ignored: the package landing page links everything of the package
    # release directly — vignette (HTML and R), reference manual, NEWS, citation, source
    # tarball and binaries, each under a different path (so no path prefix): Single Hop,
    # like the seed's Zenodo/Figshare rows.  Dependency and reverse-dependency packages,
    # the devel page, build report, download stats, biocViews and the forge are outside.
    deps = PKGS[(kind, pkg)][3]
    urls = _pkg_urls(kind, pkg)
    return Case(
        name=name,
        imitates="bioinformatics package repository page (Bioconductor-like)",
        artifact_class=HOP,
        expected="single_page_plus_ignored",
        entry=urls[0],
        truth=frozenset(urls),
        build=_conifer_build,
        others=frozenset(CONIFER.url(f"/packages/release/bioc/html/{d}.html") for d in deps),
    )


# ------------------------------------------------- workflow registry (path_based)

FLOW = Portal(
    host("hub", "flowcrate-reg"),
    "FlowCrate Registry",
    menu=[
        ("/workflows", "Workflows"),
        ("/collections", "Collections"),
        ("/people", "People"),
        ("/projects", "Teams"),
        ("/organisms", "Organisms"),
        ("/help", "Help"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/about", "About"),
        ("http://x.test/flowcrate", "X"),
    ],
    title_format="{title} - FlowCrate Registry",
    home_title="FlowCrate Registry",
    home_main='<h1>FlowCrate Registry</h1><h2>Latest workflows</h2><ul><li><a href="/workflows/495">Variant calling for haploid fungi</a></li></ul>',
)


@dataclass(frozen=True)
class Flow:
    wid: str
    title: str
    wtype: str
    versions: tuple[str, ...]
    files: tuple[tuple[str, str], ...]  # path in the crate -> content
    person: str
    team: str
    related: tuple[tuple[str, str], ...] = field(default=())


FLOWS = {
    "482": Flow(
        "482",
        "ITS2 amplicon analysis for lichen mycobionts",
        "Galaxy",
        ("1", "2"),
        (
            ("workflow.ga", '{"a_galaxy_workflow": "true", "name": "ITS2 amplicon"}'),
            ("README.md", "# ITS2 amplicon analysis\n"),
            ("test-data/input.fastq", "@r1\nACGT\n+\nIIII\n"),
        ),
        "77",
        "12",
        (("495", "Variant calling for haploid fungi"),),
    ),
    "517": Flow(
        "517",
        "Nanopore chloroplast assembly (Nextflow)",
        "Nextflow",
        ("1",),
        (
            ("main.nf", "nextflow.enable.dsl=2\n"),
            ("nextflow.config", "params.reads = null\n"),
            ("README.md", "# chloroplast assembly\n"),
        ),
        "81",
        "12",
    ),
}


def _flow_paths(f: Flow) -> list[str]:
    cur = f.versions[-1]
    w = f"/workflows/{f.wid}"
    out = [w, w + ".json", w + ".rdf", f"{w}/diagram?version={cur}", f"{w}/git/{cur}/tree"]
    out += [f"{w}?version={v}" for v in f.versions[:-1]]
    out += [f"{w}/ro_crate?version={v}" for v in f.versions]
    for p, _c in f.files:
        out += [f"{w}/git/{cur}/blob/{p}", f"{w}/git/{cur}/raw/{p}"]
    return out


def _flow_page(f: Flow, version: str) -> str:
    w = f"/workflows/{f.wid}"
    cur = f.versions[-1]
    vers = rows(
        [
            [
                a(w if v == cur else f"{w}?version={v}", f"Version {v}"),
                "2026-0" + v + "-15",
                a(f"{w}/ro_crate?version={v}", "Download RO-Crate"),
            ]
            for v in reversed(f.versions)
        ]
    )
    files = "".join(f"<li>{a(f'{w}/git/{cur}/blob/{p}', p)}</li>" for p, _c in f.files)
    main = f"""{cookie_banner("/privacy")}
<div class="resource-header"><h1>Workflow: {escape(f.title)}</h1><span class="badge">{f.wtype}</span> <span>Version {version}</span>
<p>Creators: <a href="/people/{f.person}">Mara Vintner</a> · Team: <a href="/projects/{f.team}">Lichen Genomics</a></p>
<p>{a(f"{w}/ro_crate?version={version}", "Download RO-Crate")} · {a(f"{w}/git/{cur}/tree", "Files")} · {a(w + ".json", "JSON")} · {a(w + ".rdf", "RDF")} · <a href="http://usegalaxy-like.test/workflows/trs_import?trs_id=%23workflow%2F{f.wid}">Run on Galaxy</a></p></div>
<div class="diagram"><a href="{w}/diagram?version={cur}"><img src="{w}/diagram?version={cur}" alt="Workflow diagram"></a></div>
<section><h2>Description</h2><p>Quality control, denoising and taxonomic assignment of ITS2 reads.</p></section>
<section><h2>Files (version {cur})</h2><ul>{files}</ul></section>
<section><h2>Version history</h2><table>{vers}</table></section>
<p>Citation: Vintner M. (2026). {escape(f.title)}. FlowCrate Registry. <a href="http://doi.test/10.48546/flowcrate.{f.wid}.{cur}">doi:10.48546/flowcrate.{f.wid}.{cur}</a></p>
<p>Tags: <a href="/workflows?filter%5Btag%5D=amplicon">amplicon</a> · Organism: <a href="/organisms/5">Lecanora</a></p>
{related("Related workflows", [(f"/workflows/{r}", t) for r, t in f.related]) if f.related else ""}"""
    return FLOW.page(f"Workflow: {f.title}", main, share=FLOW.url(w))


@cache
def _flow_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for f in FLOWS.values():
        w = f"/workflows/{f.wid}"
        cur = f.versions[-1]
        pages[w] = _flow_page(f, cur)
        for v in f.versions[:-1]:
            pages[f"{w}?version={v}"] = _flow_page(f, v)
        for v in f.versions:
            pages[f"{w}/ro_crate?version={v}"] = blob(f"{w}{v}", "application/zip")
        pages[f"{w}/diagram?version={cur}"] = Response.data(
            b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', "image/svg+xml"
        )
        pages[w + ".json"] = text(
            f'{{"data":{{"id":"{f.wid}","type":"workflows","attributes":{{"title":"{f.title}"}}}}}}',
            "application/vnd.api+json",
        )
        pages[w + ".rdf"] = text(
            f'<rdf:RDF><rdf:Description rdf:about="{FLOW.url(w)}"/></rdf:RDF>',
            "application/rdf+xml",
        )
        tree = "".join(f"<li>{a(f'{w}/git/{cur}/blob/{p}', p)}</li>" for p, _c in f.files)
        pages[f"{w}/git/{cur}/tree"] = FLOW.page(
            f"Files - {f.title}",
            f'<p><a href="{w}">{escape(f.title)}</a> › Files</p><ul>{tree}</ul>',
        )
        for p, c in f.files:
            pages[f"{w}/git/{cur}/blob/{p}"] = FLOW.page(
                f"{p} - {f.title}",
                f'<p><a href="{w}">{escape(f.title)}</a> › <a href="{w}/git/{cur}/tree">Files</a> › {escape(p)}</p><p><a href="{w}/git/{cur}/raw/{p}">Raw</a></p><pre>{escape(c)}</pre>',
            )
            pages[f"{w}/git/{cur}/raw/{p}"] = text(c)
        pages[f"/people/{f.person}"] = FLOW.page("Person", "<h1>Profile</h1>")
        pages.setdefault(
            f"/projects/{f.team}", FLOW.page("Lichen Genomics", "<h1>Lichen Genomics</h1>")
        )
        for r, t in f.related:
            pages[f"/workflows/{r}"] = FLOW.page(f"Workflow: {t}", f"<h1>{escape(t)}</h1>")
    for p, t in [
        ("/workflows", "Workflows"),
        ("/collections", "Collections"),
        ("/people", "People"),
        ("/projects", "Teams"),
        ("/organisms", "Organisms"),
        ("/organisms/5", "Lecanora"),
        ("/help", "Help"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/about", "About"),
    ]:
        pages[p] = FLOW.page(t, f"<h1>{t}</h1>")
    return (FLOW.site(pages),)


def _flow_build() -> list[Site]:
    return list(_flow_sites())


def _flow_case(name: str, wid: str) -> Case:
    # path_based: every URI of the workflow starts with its entry URI "/workflows/<id>" —
    # versions (?version=), RO-Crates, diagram, JSON/RDF representations, the file tree,
    # file views and raw files two hops away.  Like the seed's GitLab/BitBucket rows.  The
    # creator, team, organism, tags, related workflows and Galaxy launcher are outside.
    f = FLOWS[wid]
    return Case(
        name=name,
        imitates="workflow registry entry (WorkflowHub-like)",
        artifact_class=MULTI,
        expected="path_based",
        entry=FLOW.url(f"/workflows/{wid}"),
        truth=frozenset(FLOW.url(p) for p in _flow_paths(f)),
        build=_flow_build,
        others=frozenset(
            FLOW.url(p)
            for p in [
                f"/people/{f.person}",
                f"/projects/{f.team}",
                *(f"/workflows/{r}" for r, _t in f.related),
            ]
        ),
    )


# -------------------------------------------------------- forges: shared repository model


@dataclass(frozen=True)
class Repo:
    owner: str
    name: str
    description: str
    files: tuple[tuple[str, str], ...]  # path -> content
    commits: tuple[tuple[str, str], ...]  # sha -> message
    issues: tuple[tuple[str, str], ...]  # number -> title
    tag: str
    assets: tuple[str, ...] = ()  # release asset file names (GitHub-like forge)
    maintainer: str = "mara-vintner"

    @property
    def dirs(self) -> list[str]:
        out: set[str] = set()
        for p, _c in self.files:
            parts = p.split("/")[:-1]
            out.update("/".join(parts[: i + 1]) for i in range(len(parts)))
        return sorted(out)


def _files_in(r: Repo, d: str) -> list[str]:
    prefix = d + "/" if d else ""
    names = {p[len(prefix) :].split("/")[0] for p, _c in r.files if p.startswith(prefix)}
    return sorted(names)


# ---------------------------------------------------------- lab GitLab forge (path_based)

LAB = Portal(
    host("git", "lichenomics-forge"),
    "Lichenomics GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[
        ("/help/legal", "Terms"),
        ("/help/privacy", "Privacy"),
        ("http://about.gitlab-like.test/", "About GitLab"),
    ],
    title_format="{title} · Lichenomics GitLab",
    home_title="Explore projects · Lichenomics GitLab",
)

LAB_REPOS = {
    "its-amplicon-pipeline": Repo(
        "lichen-lab",
        "its-amplicon-pipeline",
        "Nextflow pipeline for ITS2 amplicon sequencing of lichen mycobionts",
        (
            ("README.md", "# ITS amplicon pipeline\n"),
            ("main.nf", "workflow { TRIM() }\n"),
            ("bin/trim.py", "import sys\n"),
            ("conf/hpc.config", "process.executor = 'slurm'\n"),
        ),
        (("4f2a9c1e8b7d", "Add HPC profile"), ("9b1e33d07a52", "Initial import")),
        (("3", "Cutadapt fails on empty reads"), ("5", "Document the HPC profile")),
        "v1.2.0",
    ),
    "photobiont-phylo": Repo(
        "lichen-lab",
        "photobiont-phylo",
        "Alignments and trees of Trebouxia photobionts",
        (
            ("README.md", "# Photobiont phylogeny\n"),
            ("alignments/rbcL.fasta", ">T1\nATGTCACCACAAACAGA\n"),
        ),
        (("c71d0e5a2b98", "Add rbcL alignment"),),
        (),
        "v0.3",
    ),
}


def _lab_paths(r: Repo) -> list[str]:
    b = f"/{r.owner}/{r.name}"
    out = [
        b,
        f"{b}/-/tree/main",
        f"{b}/-/commits/main",
        f"{b}/-/tags",
        f"{b}/-/releases",
        f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.tar.gz",
        f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.zip",
    ]
    out += [f"{b}/-/tree/main/{d}" for d in r.dirs]
    out += [x for p, _c in r.files for x in (f"{b}/-/blob/main/{p}", f"{b}/-/raw/main/{p}")]
    out += [f"{b}/-/commit/{s}" for s, _m in r.commits]
    if r.issues:
        out += [f"{b}/-/issues"] + [f"{b}/-/issues/{n}" for n, _t in r.issues]
    return out


def _lab_shell(r: Repo, title: str, body: str) -> str:
    b = f"/{r.owner}/{r.name}"
    side = (
        f'<aside class="nav-sidebar"><a href="{b}">Project overview</a> <a href="{b}/-/tree/main">Repository</a>'
        f' <a href="{b}/-/commits/main">Commits</a> <a href="{b}/-/tags">Tags</a>'
        + (f' <a href="{b}/-/issues">Issues {len(r.issues)}</a>' if r.issues else "")
        + f' <a href="{b}/-/releases">Releases</a></aside>'
    )
    crumbs = f'<nav class="breadcrumbs"><a href="/{r.owner}">Lichen Lab</a> / <a href="{b}">{r.name}</a></nav>'
    return LAB.page(title, crumbs + side + body)


@cache
def _lab_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for r in LAB_REPOS.values():
        b = f"/{r.owner}/{r.name}"
        top = "".join(
            f"<tr><td>{a(f'{b}/-/tree/main/{n}' if n in r.dirs else f'{b}/-/blob/main/{n}', n)}</td><td>{escape(r.commits[0][1])}</td></tr>"
            for n in _files_in(r, "")
        )
        pages[b] = _lab_shell(
            r,
            f"{r.owner} / {r.name}",
            f"""<h1>{r.name}</h1><p>{escape(r.description)}</p><p>Project ID: 311 · <a href="/{r.maintainer}">Mara Vintner</a> · {len(r.commits)} Commits · 1 Branch · 1 Tag</p>
<p>Clone: <code>http://git.lichenomics-forge.test/{r.owner}/{r.name}.git</code> · {a(f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.zip", "Download zip")} {a(f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.tar.gz", "tar.gz")}</p>
<p>Last commit: {a(f"{b}/-/commit/{r.commits[0][0]}", r.commits[0][1])}</p><table class="tree">{top}</table>
<article class="readme"><h2>README.md</h2><p>{escape(r.description)}. See also the <a href="/{r.owner}">group's other projects</a>.</p></article>""",
        )
        for d in ["", *r.dirs]:
            pre = d + "/" if d else ""
            entries = "".join(
                "<li>"
                + a(
                    f"{b}/-/tree/main/{pre}{n}"
                    if pre + n in r.dirs
                    else f"{b}/-/blob/main/{pre}{n}",
                    n,
                )
                + "</li>"
                for n in _files_in(r, d)
            )
            pages[f"{b}/-/tree/main" + (f"/{d}" if d else "")] = _lab_shell(
                r,
                f"{d or 'Files'} · main · {r.name}",
                f"<h2>{escape(d or '/')}</h2><ul>{entries}</ul>",
            )
        for p, c in r.files:
            pages[f"{b}/-/blob/main/{p}"] = _lab_shell(
                r,
                f"{p} · main · {r.name}",
                f'<h2>{escape(p)}</h2><p><a href="{b}/-/raw/main/{p}">Open raw</a> · <a href="{b}/-/commits/main">History</a></p><pre>{escape(c)}</pre>',
            )
            pages[f"{b}/-/raw/main/{p}"] = text(c)
        clist = "".join(
            f"<li>{a(f'{b}/-/commit/{s}', m)} <code>{s[:8]}</code></li>" for s, m in r.commits
        )
        pages[f"{b}/-/commits/main"] = _lab_shell(r, f"Commits · {r.name}", f"<ul>{clist}</ul>")
        for s, m in r.commits:
            pages[f"{b}/-/commit/{s}"] = _lab_shell(
                r,
                f"{m} ({s[:8]}) · Commits · {r.name}",
                f'<h2>{escape(m)}</h2><p>Authored by <a href="/{r.maintainer}">Mara Vintner</a></p><pre>diff --git a/main.nf b/main.nf</pre>',
            )
        pages[f"{b}/-/tags"] = _lab_shell(
            r, f"Tags · {r.name}", f'<ul><li>{r.tag} <a href="{b}/-/releases">Release</a></li></ul>'
        )
        pages[f"{b}/-/releases"] = _lab_shell(
            r,
            f"Releases · {r.name}",
            f"<h2>{r.tag}</h2><p>{a(f'{b}/-/archive/{r.tag}/{r.name}-{r.tag}.zip', 'Source code (zip)')} {a(f'{b}/-/archive/{r.tag}/{r.name}-{r.tag}.tar.gz', 'Source code (tar.gz)')}</p>",
        )
        pages[f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.tar.gz"] = blob(
            b + "tgz", "application/gzip"
        )
        pages[f"{b}/-/archive/{r.tag}/{r.name}-{r.tag}.zip"] = blob(b + "zip", "application/zip")
        if r.issues:
            ilist = "".join(f"<li>{a(f'{b}/-/issues/{n}', t)} #{n}</li>" for n, t in r.issues)
            pages[f"{b}/-/issues"] = _lab_shell(r, f"Issues · {r.name}", f"<ul>{ilist}</ul>")
            for n, t in r.issues:
                pages[f"{b}/-/issues/{n}"] = _lab_shell(
                    r,
                    f"{t} (#{n}) · Issues · {r.name}",
                    f'<h2>{escape(t)}</h2><p>Opened by <a href="/kwame-osei">Kwame Osei</a></p>',
                )
    projects = "".join(f'<li><a href="/lichen-lab/{n}">{n}</a></li>' for n in LAB_REPOS)
    pages["/lichen-lab"] = LAB.page("Lichen Lab", f"<h1>Lichen Lab</h1><ul>{projects}</ul>")
    pages["/mara-vintner"] = LAB.page("Mara Vintner", "<h1>Mara Vintner</h1>")
    pages["/kwame-osei"] = LAB.page("Kwame Osei", "<h1>Kwame Osei</h1>")
    for p, t in [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
        ("/help/legal", "Terms"),
        ("/help/privacy", "Privacy"),
    ]:
        pages[p] = LAB.page(t, f"<h1>{t}</h1>")
    return (LAB.site(pages),)


def _lab_build() -> list[Site]:
    return list(_lab_sites())


def _lab_case(name: str, repo: str) -> Case:
    # path_based: the seed's GitLab row.  Every URI of the project starts with the entry URI
    # "/<group>/<project>" (tree, blobs, raw files, commits, tags, releases, archives,
    # issues), several hops deep; the group, users and explore pages are outside.
    r = LAB_REPOS[repo]
    return Case(
        name=name,
        imitates="lab code forge project (GitLab-like)",
        artifact_class=MULTI,
        expected="path_based",
        entry=LAB.url(f"/{r.owner}/{r.name}"),
        truth=frozenset(LAB.url(p) for p in _lab_paths(r)),
        build=_lab_build,
        others=frozenset({LAB.url(f"/{r.owner}"), LAB.url(f"/{r.maintainer}")}),
    )


# ------------------------------------------ GitHub-like forge (path_based_externals)

HERON = Portal(
    host("forge", "heroncode"),
    "HeronCode",
    menu=[
        ("/features", "Product"),
        ("/solutions", "Solutions"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://status.heroncode-status.test/", "Status"),
        ("/contact", "Contact"),
    ],
    title_format="{title}",
    home_title="HeronCode: where science software is built",
)
RAW = host("raw", "heroncode-usercontent")
ASSETS = host("objects", "heroncode-cdn")

HERON_REPOS = {
    "varsift": Repo(
        "heron-lab",
        "varsift",
        "Fast filtering of VCF files for non-model organisms",
        (
            ("README.md", "# varsift\n"),
            ("pyproject.toml", "[project]\nname = 'varsift'\n"),
            ("src/varsift/cli.py", "def main():\n    pass\n"),
            ("src/varsift/filters.py", "QUAL = 30\n"),
        ),
        (("a3f9d2c4e1b0", "Release 0.9.1"), ("77c0b8e91f2d", "Filter by genotype quality")),
        (("12", "Crash on multi-allelic sites"), ("14", "Add --min-depth option")),
        "v0.9.1",
        ("varsift-0.9.1.tar.gz", "varsift-0.9.1-py3-none-any.whl"),
        "heron-lab",
    ),
    "plasmidmap": Repo(
        "heron-lab",
        "plasmidmap",
        "Draw annotated plasmid maps in R",
        (("README.md", "# plasmidmap\n"), ("plasmidmap.R", "plasmidmap <- function(x) x\n")),
        (("e58b1c0d9a47", "First release"),),
        (("2", "Support GenBank input"),),
        "v1.0.0",
        ("plasmidmap_1.0.0.tar.gz",),
        "heron-lab",
    ),
}


def _heron_urls(r: Repo) -> list[str]:
    b = f"/{r.owner}/{r.name}"
    out = [
        b,
        f"{b}/pulls",
        f"{b}/commits/main",
        f"{b}/releases",
        f"{b}/releases/tag/{r.tag}",
        f"{b}/tags",
    ]
    out += [f"{b}/tree/main/{d}" for d in r.dirs]
    out += [f"{b}/blob/main/{p}" for p, _c in r.files]
    out += [f"{b}/commit/{s}" for s, _m in r.commits]
    out += [f"{b}/issues"] + [f"{b}/issues/{n}" for n, _t in r.issues]
    urls = [HERON.url(p) for p in out]
    urls += [f"http://{RAW}/{r.owner}/{r.name}/main/{p}" for p, _c in r.files]
    urls += [f"http://{ASSETS}/releases/{r.owner}/{r.name}/{r.tag}/{n}" for n in r.assets]
    urls += [f"http://{ASSETS}/archive/{r.owner}/{r.name}/zip/refs/tags/{r.tag}"]
    return urls


def _heron_shell(r: Repo, title: str, body: str) -> str:
    b = f"/{r.owner}/{r.name}"
    tabs = f'<nav class="repo-tabs"><a href="{b}">Code</a> <a href="{b}/issues">Issues {len(r.issues)}</a> <a href="{b}/pulls">Pull requests</a></nav>'
    head = f'<div class="repohead"><a href="/{r.owner}">{r.owner}</a> / <b><a href="{b}">{r.name}</a></b> <a href="/login?return_to={b}">Star</a> <a href="/login?return_to={b}">Fork</a></div>'
    return HERON.page(title, head + tabs + body)


@cache
def _heron_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    assets: dict[str, PageValue] = {}
    for r in HERON_REPOS.values():
        b = f"/{r.owner}/{r.name}"
        zipu = f"http://{ASSETS}/archive/{r.owner}/{r.name}/zip/refs/tags/{r.tag}"

        def entry_link(d: str, n: str, r: Repo = r, b: str = b) -> str:
            p = f"{d}/{n}" if d else n
            return a(f"{b}/tree/main/{p}" if p in r.dirs else f"{b}/blob/main/{p}", n)

        top = "".join(
            f"<tr><td>{entry_link('', n)}</td><td>{a(f'{b}/commit/{r.commits[0][0]}', r.commits[0][1])}</td></tr>"
            for n in _files_in(r, "")
        )
        badges = (
            f'<a href="http://ci.buildbird.test/{r.owner}/{r.name}"><img src="http://ci.buildbird.test/{r.owner}/{r.name}/badge.svg" alt="CI"></a> '
            f'<a href="http://pypi-like.test/project/{r.name}/"><img src="http://badge.test/pypi/{r.name}.svg" alt="PyPI"></a> '
            f'<a href="http://doi.test/10.5281/zenodo.{len(r.name) * 1111111}">DOI</a>'
        )
        pages[b] = _heron_shell(
            r,
            f"{r.owner}/{r.name}: {r.description}",
            f"""<p class="about">{escape(r.description)}</p><p><a href="{b}/commits/main">{len(r.commits)} commits</a> · <a href="{b}/tags">1 tag</a> · <a href="{b}/releases">Releases 1</a>: <a href="{b}/releases/tag/{r.tag}">{r.tag} Latest</a></p>
<details><summary>Code</summary><p>http://forge.heroncode.test/{r.owner}/{r.name}.git</p><a href="{zipu}">Download ZIP</a></details>
<table class="files">{top}</table>
<article class="markdown-body"><h1>{r.name}</h1><p>{badges}</p><p>{escape(r.description)}. Documentation: <a href="http://{r.name}.docs-host.test/">{r.name}.docs-host.test</a>.</p>
<p>Contributors: <a href="/aino-halloran">aino-halloran</a>, <a href="/kwame-osei">kwame-osei</a></p></article>""",
        )
        for d in r.dirs:
            lst = "".join(f"<li>{entry_link(d, n)}</li>" for n in _files_in(r, d))
            pages[f"{b}/tree/main/{d}"] = _heron_shell(
                r, f"{r.name}/{d} at main · {r.owner}/{r.name}", f"<ul>{lst}</ul>"
            )
        for p, c in r.files:
            rawu = f"http://{RAW}/{r.owner}/{r.name}/main/{p}"
            pages[f"{b}/blob/main/{p}"] = _heron_shell(
                r,
                f"{r.name}/{p} at main · {r.owner}/{r.name}",
                f'<p><a href="{rawu}">Raw</a> · <a href="{b}/commits/main">History</a></p><pre>{escape(c)}</pre>',
            )
            raw[f"/{r.owner}/{r.name}/main/{p}"] = text(c)
        clist = "".join(f"<li>{a(f'{b}/commit/{s}', m)}</li>" for s, m in r.commits)
        pages[f"{b}/commits/main"] = _heron_shell(
            r, f"Commits · {r.owner}/{r.name}", f"<ul>{clist}</ul>"
        )
        for s, m in r.commits:
            pages[f"{b}/commit/{s}"] = _heron_shell(
                r, f"{m} · {r.owner}/{r.name}@{s[:7]}", f"<h2>{escape(m)}</h2><pre>diff</pre>"
            )
        alist = "".join(
            f'<li><a href="http://{ASSETS}/releases/{r.owner}/{r.name}/{r.tag}/{n}">{n}</a></li>'
            for n in r.assets
        )
        rel = f'<h2><a href="{b}/releases/tag/{r.tag}">{r.tag}</a></h2><ul>{alist}<li><a href="{zipu}">Source code (zip)</a></li></ul>'
        pages[f"{b}/releases"] = _heron_shell(r, f"Releases · {r.owner}/{r.name}", rel)
        pages[f"{b}/releases/tag/{r.tag}"] = _heron_shell(
            r, f"Release {r.tag} · {r.owner}/{r.name}", rel + "<p>Bug fixes.</p>"
        )
        pages[f"{b}/tags"] = _heron_shell(
            r,
            f"Tags · {r.owner}/{r.name}",
            f'<ul><li><a href="{b}/releases/tag/{r.tag}">{r.tag}</a> <a href="{zipu}">zip</a></li></ul>',
        )
        pages[f"{b}/pulls"] = _heron_shell(
            r, f"Pull requests · {r.owner}/{r.name}", "<p>0 Open · 3 Closed</p>"
        )
        ilist = "".join(f"<li>{a(f'{b}/issues/{n}', t)}</li>" for n, t in r.issues)
        pages[f"{b}/issues"] = _heron_shell(r, f"Issues · {r.owner}/{r.name}", f"<ul>{ilist}</ul>")
        for n, t in r.issues:
            pages[f"{b}/issues/{n}"] = _heron_shell(
                r,
                f"{t} · Issue #{n} · {r.owner}/{r.name}",
                f'<h2>{escape(t)}</h2><p>opened by <a href="/kwame-osei">kwame-osei</a></p>',
            )
        for n in r.assets:
            assets[f"/releases/{r.owner}/{r.name}/{r.tag}/{n}"] = blob(
                n, "application/octet-stream"
            )
        assets[f"/archive/{r.owner}/{r.name}/zip/refs/tags/{r.tag}"] = blob(b, "application/zip")
    repos = "".join(f'<li><a href="/heron-lab/{n}">{n}</a></li>' for n in HERON_REPOS)
    pages["/heron-lab"] = HERON.page("Heron Lab", f"<h1>Heron Lab</h1><ul>{repos}</ul>")
    for u in ("aino-halloran", "kwame-osei"):
        pages[f"/{u}"] = HERON.page(u, f"<h1>{u}</h1>")
    for p, t in [
        ("/features", "Features"),
        ("/solutions", "Solutions"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("/contact", "Contact"),
        ("/login", "Sign in"),
    ]:
        pages[p] = HERON.page(t, f"<h1>{t}</h1>")
    return (HERON.site(pages), Site(RAW, raw), Site(ASSETS, assets))


def _heron_build() -> list[Site]:
    return list(_heron_sites())


def _heron_case(name: str, repo: str) -> Case:
    # path_based_externals: the seed's GitHub row.  Pages of the repository start with the
    # entry URI; its raw files (linked from blob pages) and release assets and source
    # archive are on two other domains.  Badges (CI, package index), the DOI, the docs
    # site, users and the owner's page are outside.
    r = HERON_REPOS[repo]
    return Case(
        name=name,
        imitates="code forge repository with raw-content and asset domains (GitHub-like)",
        artifact_class=MULTI,
        expected="path_based_externals",
        entry=HERON.url(f"/{r.owner}/{r.name}"),
        truth=frozenset(_heron_urls(r)),
        build=_heron_build,
        others=frozenset({HERON.url(f"/{r.owner}")}),
    )


CASES: list[Case] = [
    _conifer_case("bioconifer-sedgede", "bioc", "SedgeDE"),
    _conifer_case("bioconifer-sedgemarshdata", "data/experiment", "SedgeMarshData"),
    _flow_case("flowcrate-its2-galaxy", "482"),
    _flow_case("flowcrate-chloroplast-nextflow", "517"),
    _lab_case("lichenomics-its-amplicon-pipeline", "its-amplicon-pipeline"),
    _lab_case("lichenomics-photobiont-phylo", "photobiont-phylo"),
    _heron_case("heroncode-varsift", "varsift"),
    _heron_case("heroncode-plasmidmap", "plasmidmap"),
]
