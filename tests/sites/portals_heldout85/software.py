"""heldout85 software and reproducibility portals: a Gitea-like research code forge, a
Software-Heritage-like source-code archive, a conference's artifact-evaluation results
site and a Zenodo-like deposit repository of artifacts that speaks Signposting.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, cookie_banner, finish, head, pdf_file, tarball, text_file, ul

# --- Gitea-like research code forge -------------------------------------------------------

GF = Portal(
    host="code.proofforge-hub.hx85.example",
    name="ProofForge",
    menu=[
        ("/explore/repos", "Explore"),
        ("/explore/organizations", "Organizations"),
        ("/user/login", "Sign in"),
        ("/user/sign_up", "Register"),
    ],
    footer=[("/api/swagger", "API"), ("/assets/licenses.txt", "Licenses"), ("/privacy", "Privacy")],
    title_format="{title} - ProofForge",
    home_title="ProofForge: git hosting for formal methods research",
)
RAW = "raw.proofforge-usercontent.hx85.example"


def _gf_repo(
    owner: str,
    repo: str,
    files: list[str],
    issues: list[tuple[int, str]],
    releases: list[str],
    commits: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    """A repository: code view, files, issues, releases, commits, all under /owner/repo/;
    raw file contents on the usercontent host."""
    base = f"/{owner}/{repo}/"
    tabs = ul(
        [
            (base, "Code"),
            (f"{base}issues", f"Issues {len(issues)}"),
            (f"{base}releases", f"Releases {len(releases)}"),
            (f"{base}commits/branch/main", f"{len(commits)} commits"),
        ],
        "tabs",
    )
    flist = ul([(f"{base}src/branch/main/{f}", f) for f in files], "files")
    main = f"""<div class="repo-header"><h1>{a(f"/{owner}", owner)} / {a(base, repo)}</h1>
<p>{a(f"/{owner}/{repo}.git", "HTTPS clone URL")}</p></div>{tabs}{flist}
<div class="readme"><h2>README.md</h2><p>Mechanised proofs accompanying our paper.</p>
<p>{a(f"http://{RAW}/{owner}/{repo}/main/README.md", "Raw README")}</p></div>
<p class="forks">Forked by {a(f"/kfischer/{repo}/", f"kfischer/{repo}")}</p>{cookie_banner()}"""
    pages: dict[str, PageValue] = {
        base: GF.page(
            f"{owner}/{repo}",
            main,
            head=head("umami.proofforge-ops.test", "cdn.proofforge-assets.test"),
        )
    }
    raw: dict[str, PageValue] = {}
    for f in files:
        pages[f"{base}src/branch/main/{f}"] = GF.page(
            f"{repo}/{f} at main",
            f"<h1>{a(base, repo)} / {f}</h1><pre>(* {f} *)</pre>"
            f"<p>{a(f'http://{RAW}/{owner}/{repo}/main/{f}', 'Raw')} "
            f"{a(f'{base}commits/branch/main', 'History')}</p>",
        )
        raw[f"/{owner}/{repo}/main/{f}"] = text_file(f"(* {f} of {owner}/{repo} *)\n")
    raw[f"/{owner}/{repo}/main/README.md"] = text_file(f"# {repo}\n")
    pages[f"{base}issues"] = GF.page(
        f"Issues - {owner}/{repo}",
        "<h1>Issues</h1>" + ul([(f"{base}issues/{n}", t) for n, t in issues]),
    )
    for n, t in issues:
        pages[f"{base}issues/{n}"] = GF.page(
            f"{t} - Issue #{n}", f"<h1>{t}</h1><p>Opened by {a('/kfischer', 'kfischer')}</p>"
        )
    pages[f"{base}releases"] = GF.page(
        f"Releases - {owner}/{repo}",
        "<h1>Releases</h1>"
        + ul([(f"{base}archive/{r}.tar.gz", f"{r} source (tar.gz)") for r in releases]),
    )
    for r in releases:
        pages[f"{base}archive/{r}.tar.gz"] = tarball()
    pages[f"{base}commits/branch/main"] = GF.page(
        f"Commits - {owner}/{repo}",
        "<h1>Commits</h1>" + ul([(f"{base}commit/{c}", c[:10]) for c in commits]),
    )
    for c in commits:
        pages[f"{base}commit/{c}"] = GF.page(
            f"Commit {c[:10]}", f"<h1>{c}</h1><p>{a(base, repo)}</p>"
        )
    return pages, raw


GF1 = (
    "tvasquez",
    "cubical-sets-agda",
    ["Cubes.agda"],
    [(1, "Typo in README")],
    ["v1.0"],
    ["3e4f6a1b2c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f"],
)
GF2 = (
    "lambda-lab",
    "verified-raft-coq",
    ["theories/Raft.v", "theories/Safety.v", "theories/Liveness.v", "extraction/Main.ml"],
    [
        (3, "Proof of Liveness breaks on Coq 8.19"),
        (7, "Add CI for 8.20"),
        (9, "Extraction to OCaml 5"),
    ],
    ["v2.1.0", "v2.0.0", "v1.3.2"],
    ["a1b2c3d4e5f60718293a4b5c6d7e8f9012345678", "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334"],
)


def _gf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {
        "/": "<!doctype html><title>ProofForge raw</title><p>Raw content.</p>"
    }
    for spec in (GF1, GF2):
        p, r = _gf_repo(*spec)
        pages.update(p)
        raw.update(r)
    return [finish(GF, pages), Site(RAW, raw)]


def _gf_truth(
    owner: str,
    repo: str,
    files: list[str],
    issues: list[tuple[int, str]],
    releases: list[str],
    commits: list[str],
) -> list[str]:
    base = f"/{owner}/{repo}/"
    own = [base, f"{base}issues", f"{base}releases", f"{base}commits/branch/main"]
    own += [f"{base}src/branch/main/{f}" for f in files]
    own += [f"{base}issues/{n}" for n, _t in issues]
    own += [f"{base}archive/{r}.tar.gz" for r in releases]
    own += [f"{base}commit/{c}" for c in commits]
    raws = [f"http://{RAW}/{owner}/{repo}/main/{f}" for f in [*files, "README.md"]]
    return [GF.url(p) for p in own] + raws


# --- Software-Heritage-like source-code archive -------------------------------------------

SH = Portal(
    host="archive.codeheritage-vault.hx85.example",
    name="Code Heritage Vault",
    menu=[
        ("/browse/search/", "Search archive"),
        ("/save/", "Save code now"),
        ("/coverage/", "Archive coverage"),
        ("/api/", "API"),
    ],
    footer=[
        ("/legal/", "Legal notes"),
        ("/privacy/", "Privacy"),
        ("/donate/", "Support us"),
        ("http://status.codeheritage-ops.test/", "Status"),
    ],
    title_format="{title} – Code Heritage Vault",
    home_title="Code Heritage Vault – the universal archive of source code",
)


def _sh_origin(
    origin: str, dirs: list[str], files: list[str], visits_pages: int, revisions: list[str]
) -> dict[str, PageValue]:
    """An archived origin's browse views; every one of them carries origin_url=<origin>."""
    q = f"?origin_url={origin}"
    tabs = [
        (f"/browse/origin/directory/{q}", "Code"),
        (f"/browse/origin/branches/{q}", "Branches"),
        (f"/browse/origin/releases/{q}", "Releases"),
        (f"/browse/origin/visits/{q}", "Visits"),
        (f"/browse/origin/log/{q}", "History"),
    ]
    entries = [(f"/browse/origin/directory/{q}&path={d}", d + "/") for d in dirs]
    entries += [(f"/browse/origin/content/{q}&path={f}", f) for f in files]
    main = f"""<h1>Archived origin</h1><p class="origin">{a(origin, origin)}</p>
{ul(tabs, "tabs")}<h2>Directory</h2>{ul(entries, "dir")}
<p class="vault">{a(f"/vault/cook/{q}&object_type=directory", "Download this directory (tarball)")}</p>
<p class="swhid">Permalink: <code>swh:1:dir:4b825dc642cb6eb9a060e54bf8d69288fbee4904;origin={origin}</code></p>
{cookie_banner("/privacy/")}"""
    hd = head("matomo.codeheritage-stats.test", "cdn.codeheritage-static.test")
    pages: dict[str, PageValue] = {
        f"/browse/origin/directory/{q}": SH.page("Directory", main, head=hd)
    }
    back = f"<p>{a(f'/browse/origin/directory/{q}', 'Back to the code')}</p>"
    for path, label in tabs[1:]:
        body = f"<h1>{label}</h1><p>{origin}</p>{back}"
        if label == "Visits" and visits_pages > 1:
            body += a(f"/browse/origin/visits/{q}&page=2", "older visits")
        if label == "History":
            body += ul([(f"/browse/revision/{r}/{q}", r[:12]) for r in revisions])
        pages[path] = SH.page(label, body, head=hd)
    for i in range(2, visits_pages + 1):
        nxt = (
            a(f"/browse/origin/visits/{q}&page={i + 1}", "older visits") if i < visits_pages else ""
        )
        pages[f"/browse/origin/visits/{q}&page={i}"] = SH.page(
            "Visits", f"<h1>Visits, page {i}</h1>{back}{nxt}", head=hd
        )
    for d in dirs:
        pages[f"/browse/origin/directory/{q}&path={d}"] = SH.page(
            f"Directory {d}", f"<h1>{d}/</h1>{back}", head=hd
        )
    for f in files:
        pages[f"/browse/origin/content/{q}&path={f}"] = SH.page(
            f"Content {f}", f"<h1>{f}</h1><pre>...</pre>{back}", head=hd
        )
    for r in revisions:
        pages[f"/browse/revision/{r}/{q}"] = SH.page(
            f"Revision {r[:12]}", f"<h1>Revision {r}</h1>{back}", head=hd
        )
    pages[f"/vault/cook/{q}&object_type=directory"] = tarball()
    return pages


SH1 = (
    "https://git.lri-lambda.test/mfontaine/lambda-pi-checker",
    [],
    ["README.md", "checker.ml"],
    1,
    [],
)
SH2 = (
    "https://forge.tum-proofs.test/hol4/cakeml-verified-regex",
    ["src", "proofs", "benchmarks"],
    ["README.md", "LICENSE", "Holmakefile"],
    3,
    ["9b1f2e3d4c5b6a79881726354a5b6c7d8e9f0a1b", "2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f"],
)


def _sh_site() -> list[Site]:
    pages = _sh_origin(*SH1)
    pages.update(_sh_origin(*SH2))
    return [finish(SH, pages)]


def _sh_truth(
    origin: str, dirs: list[str], files: list[str], visits_pages: int, revisions: list[str]
) -> list[str]:
    q = f"?origin_url={origin}"
    own = [
        f"/browse/origin/{v}/{q}" for v in ("directory", "branches", "releases", "visits", "log")
    ]
    own += [f"/browse/origin/visits/{q}&page={i}" for i in range(2, visits_pages + 1)]
    own += [f"/browse/origin/directory/{q}&path={d}" for d in dirs]
    own += [f"/browse/origin/content/{q}&path={f}" for f in files]
    own += [f"/browse/revision/{r}/{q}" for r in revisions]
    own.append(f"/vault/cook/{q}&object_type=directory")
    return [SH.url(p) for p in own]


# --- Artifact-evaluation results site of a systems conference -----------------------------

AE = Portal(
    host="ae.sysartifacts-eval.hx85.example",
    name="SysArtifacts",
    menu=[
        ("/eurosys2025/", "EuroSys 2025"),
        ("/eurosys2025/committee", "Committee"),
        ("/eurosys2025/call", "Call for artifacts"),
        ("/badges", "Badges"),
        ("/guidelines", "Packaging guidelines"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact the chairs")],
    title_format="{title} | SysArtifacts",
    home_title="SysArtifacts: artifact evaluation for systems conferences",
)


def _ae_paper(
    pid: str, title: str, badges: list[str], files: list[tuple[str, str]], doi: str
) -> dict[str, PageValue]:
    """A paper's artifact-evaluation page: badges, its own appendix and report files, and
    the artifact's DOI on a deposit portal (another artifact)."""
    base = "/eurosys2025"
    imgs = "".join(f'<img src="/static/badge-{b}.png" alt="{b}">' for b in badges)
    blinks = " ".join(a(f"/badges#{b}", b) for b in badges)
    main = f"""<h1>{title}</h1><p class="badges">{imgs} {blinks}</p>
<h2>Artifact</h2><p>Archived at {a("https://doi.org/" + doi, doi)}</p>
<h2>Evaluation files</h2>{ul(files, "files")}
<p>{a(f"{base}/", "All EuroSys 2025 artifacts")} · {a(f"{base}/papers?sort=badges", "sorted by badges")}</p>
{cookie_banner()}"""
    pages: dict[str, PageValue] = {
        f"{base}/artifacts/{pid}": AE.page(title, main, share=AE.url(f"{base}/artifacts/{pid}"))
    }
    for path, label in files:
        if path.endswith(".pdf"):
            pages[path] = pdf_file(label, title)
        else:
            pages[path] = text_file(f"{label}\n{title}\nVerdict: reproduced.\n")
    return pages


AE1 = (
    "p117",
    "Tiered Memory Placement with Learned Hotness",
    ["available", "functional"],
    [
        ("/eurosys2025/appendices/p117-appendix.pdf", "Artifact appendix (PDF)"),
        ("/eurosys2025/reports/p117.txt", "Evaluator report"),
    ],
    "10.5281/zenodo.14720011",
)
AE2 = (
    "p042",
    "Crash-Consistent Persistent Key-Value Stores Without Logging",
    ["available", "functional", "reproduced"],
    [
        ("/eurosys2025/appendices/p042-appendix.pdf", "Artifact appendix (PDF)"),
        ("/eurosys2025/appendices/p042-getting-started.pdf", "Getting-started guide"),
        ("/eurosys2025/reports/p042-r1.txt", "Evaluator report 1"),
        ("/eurosys2025/reports/p042-r2.txt", "Evaluator report 2"),
        ("/eurosys2025/reproduced/p042-figures.pdf", "Reproduced figures"),
    ],
    "10.5281/zenodo.14698823",
)


def _ae_site() -> list[Site]:
    pages = _ae_paper(*AE1)
    pages.update(_ae_paper(*AE2))
    pages["/static/badge-available.png"] = Response.data(b"\x89PNG\r\n\x1a\n", "image/png")
    return [finish(AE, pages)]


def _ae_truth(pid: str, files: list[tuple[str, str]]) -> list[str]:
    return [AE.url(f"/eurosys2025/artifacts/{pid}"), *(AE.url(p) for p, _l in files)]


# --- Zenodo-like deposit repository with Signposting ------------------------------------

RV = Portal(
    host="deposit.reprovault-archive.hx85.example",
    name="ReproVault",
    menu=[
        ("/communities", "Communities"),
        ("/search?type=software", "Software"),
        ("/uploads/new", "Upload"),
        ("/help", "Help"),
    ],
    footer=[
        ("/policies", "Policies"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/api-docs", "Developers"),
        ("http://status.reprovault-ops.test/", "Status"),
    ],
    title_format="{title} | ReproVault",
    home_title="ReproVault: research artifacts, archived",
)
RV_FILES = "files.reprovault-archive.hx85.example"


def _rv_record(
    rid: str,
    title: str,
    files: list[str],
    exports: list[tuple[str, str]],
    versions: list[str],
    community: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    """A record page whose Link header signposts its items and metadata; its files live on
    the files host."""
    rec = RV.url(f"/records/{rid}")
    items = [f"http://{RV_FILES}/records/{rid}/files/{f}" for f in files]
    metas = [RV.url(f"/records/{rid}/export/{e}") for e, _t in exports]
    link = ", ".join(
        [
            f'<{rec}>; rel="cite-as"',
            '<https://schema.org/SoftwareSourceCode>; rel="type"',
            '<https://creativecommons.org/licenses/by/4.0/legalcode>; rel="license"',
            '<https://orcid.org/0000-0002-1825-0097>; rel="author"',
            *(f'<{u}>; rel="item"; type="application/zip"' for u in items),
            *(f'<{u}>; rel="describedby"; type="application/json"' for u in metas),
        ]
    )
    vers = ul([(f"/records/{v}", f"Version of record {v}") for v in versions], "versions")
    main = f"""<article><p class="badge">Software · Open</p><h1>{title}</h1>
<h2>Files</h2>{ul([(u, u.rsplit("/", 1)[1]) for u in items], "files")}
<h2>Export</h2>{ul([(f"/records/{rid}/export/{e}", t) for e, t in exports], "exports")}
<aside><h2>Versions</h2>{vers}<h2>Communities</h2>{ul([(f"/communities/{community}", community)])}
<p>{a(f"/records/{rid}/stats", "Views and downloads")}</p></aside></article>{cookie_banner()}"""
    page = RV.page(
        title, main, head=head("plausible.reprovault-stats.test", "cdn.reprovault.test"), share=rec
    )
    pages: dict[str, PageValue] = {f"/records/{rid}": Response.html(page, headers=[("Link", link)])}
    for e, _t in exports:
        pages[f"/records/{rid}/export/{e}"] = text_file(
            f'{{"id": "{rid}", "title": "{title}", "format": "{e}"}}\n', "application/json"
        )
    fpages: dict[str, PageValue] = {
        f"/records/{rid}/files/{f}": Response.data(b"PK\x05\x06" + bytes(18), "application/zip")
        for f in files
    }
    return pages, fpages


RV1 = (
    "14022871",
    "Artifact for: Incremental Type Checking of Gradual Effects",
    ["artifact.zip"],
    [("json", "JSON"), ("datacite-json", "DataCite JSON")],
    [],
    "popl-ae",
)
RV2 = (
    "15530412",
    "Artifact for: Certified Compilation of Smart Contracts v2.1",
    ["vm-image.zip", "sources.zip", "benchmarks.zip", "proofs.zip"],
    [("json", "JSON"), ("datacite-json", "DataCite JSON"), ("csl", "CSL"), ("dcat-ap", "DCAT")],
    ["15530410", "14410933"],
    "cav-ae",
)


def _rv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    for spec in (RV1, RV2):
        p, f = _rv_record(*spec)
        pages.update(p)
        files.update(f)
    files["/"] = "<!doctype html><title>ReproVault files</title><p>File storage of ReproVault.</p>"
    return [finish(RV, pages), Site(RV_FILES, files)]


def _rv_truth(rid: str, files: list[str], exports: list[tuple[str, str]]) -> list[str]:
    return [
        RV.url(f"/records/{rid}"),
        *(f"http://{RV_FILES}/records/{rid}/files/{f}" for f in files),
        *(RV.url(f"/records/{rid}/export/{e}") for e, _t in exports),
    ]


CASES: list[Case] = [
    # Gitea-like repository: code, issues, releases and commits under /owner/repo/, raw
    # files on a usercontent host: the seed's GitHub row, Path-Based with Externals.
    case(
        "proofforge-cubical-sets",
        "research code forge repository (Gitea-like, one file and one release)",
        "Multi-Hop",
        "path_based_externals",
        GF.url(f"/{GF1[0]}/{GF1[1]}/"),
        _gf_truth(*GF1),
        _gf_sites,
        others=[GF.url(f"/kfischer/{GF1[1]}/")],
    ),
    # Four source files, three issues, three releases, two commits, five raw files.
    case(
        "proofforge-verified-raft",
        "research code forge repository (Gitea-like, issues, releases, commits, raw files)",
        "Multi-Hop",
        "path_based_externals",
        GF.url(f"/{GF2[0]}/{GF2[1]}/"),
        _gf_truth(*GF2),
        _gf_sites,
        others=[GF.url(f"/kfischer/{GF2[1]}/")],
    ),
    # Software-Heritage-like origin: every browse view carries origin_url=<origin> in its
    # URI, the seed's GBIF dataset key.  Seed: Significant String from URI.
    case(
        "chv-lambda-pi-checker",
        "source-code archive origin (Software-Heritage-like, two files)",
        "Multi-Hop",
        "sig_uri",
        SH.url(f"/browse/origin/directory/?origin_url={SH1[0]}"),
        _sh_truth(*SH1),
        _sh_site,
    ),
    # Sub-directories, paginated visits and revisions from the history view.
    case(
        "chv-cakeml-regex",
        "source-code archive origin (Software-Heritage-like, directories, visits, revisions)",
        "Multi-Hop",
        "sig_uri",
        SH.url(f"/browse/origin/directory/?origin_url={SH2[0]}"),
        _sh_truth(*SH2),
        _sh_site,
    ),
    # Artifact-evaluation page of one paper: its appendix and reports are one hop away,
    # the rest is the site's menus and the artifact's DOI elsewhere: single hop, like the
    # seed's Figshare/SSRN rows.  Seed: Single Page+ with Ignores.
    case(
        "sysartifacts-tiered-memory",
        "artifact-evaluation results page (conference AE site, appendix and one report)",
        "Single Hop",
        "single_page_plus_ignored",
        AE.url(f"/eurosys2025/artifacts/{AE1[0]}"),
        _ae_truth(AE1[0], AE1[3]),
        _ae_site,
    ),
    # Three badges, five files (two reports, guide, reproduced figures).
    case(
        "sysartifacts-persistent-kv",
        "artifact-evaluation results page (conference AE site, five evaluation files)",
        "Single Hop",
        "single_page_plus_ignored",
        AE.url(f"/eurosys2025/artifacts/{AE2[0]}"),
        _ae_truth(AE2[0], AE2[3]),
        _ae_site,
    ),
    # Zenodo-like software deposit answering with Signposting Link headers: the portal
    # itself declares the boundary (items, describedby).  Seed: Signposting.
    case(
        "reprovault-gradual-effects",
        "artifact deposit repository (Zenodo-like with Signposting, one file)",
        "Single Hop",
        "signposting",
        RV.url(f"/records/{RV1[0]}"),
        _rv_truth(RV1[0], RV1[2], RV1[3]),
        _rv_sites,
    ),
    # Four files on the files host, four metadata exports, two older versions (others).
    case(
        "reprovault-smart-contracts",
        "artifact deposit repository (Zenodo-like with Signposting, four files and versions)",
        "Single Hop",
        "signposting",
        RV.url(f"/records/{RV2[0]}"),
        _rv_truth(RV2[0], RV2[2], RV2[3]),
        _rv_sites,
        others=[RV.url("/records/15530410"), RV.url("/records/14410933")],
    ),
]
