"""heldout85 formal-proof and software portals: an AFP-like archive of formal proofs, a
Mizar-like formalized-mathematics library, an opam-like prover package index, a Gitea-like
research code forge, a Software-Heritage-like source-code archive and a conference's
artifact-evaluation results site.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, bibtex, cookie_banner, finish, head, pdf_file, text_file, ul

TGZ = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + bytes(22)


def tarball() -> Response:
    return Response.data(TGZ, "application/gzip")


# --- AFP-like archive of formal proofs ---------------------------------------------------
# Titles are the entry's title alone, which every page of the entry repeats (the seed's
# Dryad shape); the release tarballs do not carry it.

FP = Portal(
    host="www.isaproof-archive.hx85.example",
    name="Isaproof Archive",
    menu=[
        ("/", "Home"),
        ("/topics/", "Topics"),
        ("/authors/", "Authors"),
        ("/statistics/", "Statistics"),
        ("/submission/", "Submission"),
        ("/download/", "Download"),
    ],
    footer=[("/about/", "About"), ("/privacy/", "Privacy"), ("/help/", "Help")],
    title_format="{title}",
    home_title="Isaproof Archive of Formal Proofs",
)


def _fp_entry(
    slug: str,
    title: str,
    authors: list[tuple[str, str]],
    topic: str,
    theories: list[str],
    releases: list[str],
    depends: list[str],
) -> dict[str, PageValue]:
    """The entry page, its session and theory pages (all showing the title), its citation
    file and its release tarballs (current and older)."""
    sess = slug.lower()
    by = ", ".join(a(f"/authors/{k}/", n) for k, n in authors)
    cur, older = releases[0], releases[1:]
    rel_older = ul(
        [(f"/release/afp-{slug}-{d}.tar.gz", f"Isabelle release of {d}") for d in older], "older"
    )
    deps = ", ".join(a(f"/entries/{d}.html", d) for d in depends) or "none"
    main = f"""<article><h1>{title}</h1><p class="authors">{by}</p>
<p class="date">Submitted 2024-03-14</p><h2>Abstract</h2>
<p>We formalise the statement and proof of a classical combinatorial theorem.</p>
<h2>Topic</h2><p>{a(f"/topics/{topic}/", topic.replace("-", " "))}</p>
<h2>Depends on</h2><p>{deps}</p>
<h2>Theories</h2>{ul([(f"/sessions/{sess}/{t}.html", t) for t in theories])}
<p>{a(f"/sessions/{sess}/", "Browse the whole session")}</p>
<h2>Download</h2><p>{a(f"/release/afp-{slug}-{cur}.tar.gz", f"afp-{slug}-{cur}.tar.gz")}</p>
{("<h3>Older releases</h3>" + rel_older) if older else ""}
<h2>Cite</h2><p>{a(f"/entries/{slug}/cite.bib", "BibTeX")}</p></article>{cookie_banner("/privacy/")}"""
    pages: dict[str, PageValue] = {
        f"/entries/{slug}.html": FP.page(
            title, main, head=head("stats.isaproof-metrics.test", "cdn.isaproof-fonts.test")
        )
    }
    pages[f"/entries/{slug}/cite.bib"] = bibtex(
        f"{slug}-AFP", "article", title=title, journal="Isaproof Archive", year="2024"
    )
    crumb = f'<p class="entry">From the entry {a(f"/entries/{slug}.html", title)}</p>'
    pages[f"/sessions/{sess}/"] = FP.page(
        f"Session {slug} ({title})",
        f"<h1>Session {slug}</h1>{crumb}"
        + ul([(f"/sessions/{sess}/{t}.html", t) for t in theories]),
    )
    for t in theories:
        pages[f"/sessions/{sess}/{t}.html"] = FP.page(
            f"Theory {t} ({title})",
            f"<h1>Theory {t}</h1>{crumb}<pre>theory {t}\n  imports Main\nbegin\n...\nend</pre>"
            f"<p>{a(f'/sessions/{sess}/', f'Session {slug}')}</p>",
        )
    for d in releases:
        pages[f"/release/afp-{slug}-{d}.tar.gz"] = tarball()
    return pages


FP1 = (
    "Hales_Jewett",
    "The Hales Jewett Theorem in Isabelle",
    [("vasquez-rosa", "Rosa Vásquez")],
    "combinatorics",
    ["Combinatorial_Lines", "Hales_Jewett"],
    ["2024-05-26"],
    [],
)
FP2 = (
    "Szemeredi_Regularity",
    "A Formal Proof of the Szemeredi Regularity Lemma",
    [("nakamura-ken", "Ken Nakamura"), ("oduya-grace", "Grace Oduya")],
    "graph-theory",
    ["Edge_Density", "Energy", "Partitions", "Regularity_Lemma", "Triangle_Removal"],
    ["2025-03-17", "2024-05-26", "2023-09-13", "2022-10-27"],
    ["Random_Graphs", "Landau_Symbols"],
)


def _fp_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (FP1, FP2):
        pages.update(_fp_entry(*spec))
    return [finish(FP, pages)]


def _fp_truth(slug: str, theories: list[str], releases: list[str]) -> list[str]:
    sess = slug.lower()
    own = [f"/entries/{slug}.html", f"/entries/{slug}/cite.bib", f"/sessions/{sess}/"]
    own += [f"/sessions/{sess}/{t}.html" for t in theories]
    own += [f"/release/afp-{slug}-{d}.tar.gz" for d in releases]
    return [FP.url(p) for p in own]


# --- Mizar-like library of formalized mathematics -----------------------------------------
# Every member (abstract, source, vocabulary, citation, theorem pages) repeats the
# article's title, and nothing binary belongs to an article.

MZ = Portal(
    host="mml.formalmath-library.hx85.example",
    name="Formalized Mathematics Library",
    menu=[
        ("/mml/", "Library"),
        ("/journal/", "Journal"),
        ("/vocabularies/", "Vocabularies"),
        ("/system/", "Download the checker"),
        ("/mailing-list", "Mailing list"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/mirrors", "Mirrors")],
    title_format="{title}",
    home_title="Formalized Mathematics Library",
)


def _mz_article(
    aid: str, title: str, author: str, thm_pages: int, extra: bool
) -> dict[str, PageValue]:
    base = f"/article/{aid}"
    views = [(f"{base}/abstract", "Abstract"), (f"{base}/source.miz", "Mizar source")]
    views += [(f"{base}/cite.bib", "BibTeX")]
    if extra:
        views += [(f"{base}/definitions", "Definitions"), (f"{base}/notation.voc", "Vocabulary")]
    views += [(f"{base}/theorems", "Theorems")]
    main = f"""<h1>{title}</h1><p class="author">by {a(f"/authors/{author.split()[-1].lower()}", author)}</p>
<p class="id">MML identifier: {aid.upper()}</p>{ul(views, "views")}
<p>Uses: {a("/article/xboole_0", "XBOOLE_0")}, {a("/article/finset_1", "FINSET_1")}</p>
{cookie_banner()}"""
    pages: dict[str, PageValue] = {base: MZ.page(title, main)}
    back = f'<p class="article">{a(base, title)}</p>'
    pages[f"{base}/abstract"] = MZ.page(
        f"Abstract: {title}", f"{back}<h1>Summary</h1><p>We prove the main result.</p>"
    )
    pages[f"{base}/source.miz"] = text_file(f":: {title}\n::  by {author}\nenviron\nbegin\nend;\n")
    pages[f"{base}/cite.bib"] = bibtex(aid.upper(), "article", title=title, author=author)
    if extra:
        pages[f"{base}/definitions"] = MZ.page(
            f"Definitions: {title}", f"{back}<h1>Definitions</h1><p>definition 1 ...</p>"
        )
        pages[f"{base}/notation.voc"] = text_file(f":: vocabulary of {title}\nRfamily\nOunion\n")
    for i in range(1, thm_pages + 1):
        key = f"{base}/theorems" if i == 1 else f"{base}/theorems?page={i}"
        nxt = a(f"{base}/theorems?page={i + 1}", "next theorems") if i < thm_pages else ""
        pages[key] = MZ.page(
            f"Theorems {i}: {title}", f"{back}<h1>Theorems, part {i}</h1><p>theorem ...</p>{nxt}"
        )
    return pages


MZ1 = (
    "frankl_1",
    "The Union-Closed Sets Conjecture for Small Families",
    "Marta Kowalczyk",
    1,
    False,
)
MZ2 = ("lovasz_3", "The Lovasz Local Lemma in Finite Probability Spaces", "Pieter de Haan", 3, True)


def _mz_site() -> list[Site]:
    pages = _mz_article(*MZ1)
    pages.update(_mz_article(*MZ2))
    return [finish(MZ, pages)]


def _mz_truth(aid: str, _title: str, _author: str, thm_pages: int, extra: bool) -> list[str]:
    base = f"/article/{aid}"
    own = [base, f"{base}/abstract", f"{base}/source.miz", f"{base}/cite.bib", f"{base}/theorems"]
    own += [f"{base}/definitions", f"{base}/notation.voc"] if extra else []
    own += [f"{base}/theorems?page={i}" for i in range(2, thm_pages + 1)]
    return [MZ.url(p) for p in own]


# --- opam-like prover package index --------------------------------------------------------

PK = Portal(
    host="opam.proverpkg-index.hx85.example",
    name="Prover Package Index",
    menu=[
        ("/packages/", "Packages"),
        ("/maintainers/", "Maintainers"),
        ("/doc/install", "Install"),
        ("/blog/", "Blog"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/doc/packaging", "Packaging guide")],
    title_format="{title} -- Prover Package Index",
    home_title="Prover Package Index",
)
MIRROR = "archive.proofsrc-mirror.hx85.example"


def _pk_package(
    name: str, versions: list[str], deps: list[str], synopsis: str
) -> dict[str, PageValue]:
    """A package page listing versions; each version page has its opam file and links
    the source tarball on the external mirror."""
    base = f"/packages/{name}/"
    vlist = ul([(f"{base}{name}.{v}/", v) for v in versions], "versions")
    dl = ul([(f"/packages/{d}/", d) for d in deps], "deps")
    main = f"""<h1>{name}</h1><p class="synopsis">{synopsis}</p>
<p>Homepage: <code>https://proof-projects.example.org/{name}</code></p>
<h2>Versions</h2>{vlist}<h2>Dependencies</h2>{dl}
<p>Latest source: {a(f"http://{MIRROR}/{name}/{name}-{versions[0]}.tar.gz", f"{name}-{versions[0]}.tar.gz")}</p>
<p>{a(f"/search?q=depends:{name}", "Reverse dependencies")}</p>"""
    pages: dict[str, PageValue] = {base: PK.page(name, main)}
    for v in versions:
        vb = f"{base}{name}.{v}/"
        pages[vb] = PK.page(
            f"{name}.{v}",
            f"<h1>{name} {v}</h1><p>{a(base, 'all versions')}</p>"
            f"<p>{a(f'{vb}opam', 'opam file')}</p>"
            f"<p>Source: {a(f'http://{MIRROR}/{name}/{name}-{v}.tar.gz', f'{name}-{v}.tar.gz')}"
            f" (sha256 {a(f'http://{MIRROR}/{name}/{name}-{v}.tar.gz.sha256', 'checksum')})</p>",
        )
        pages[f"{vb}opam"] = text_file(
            f'opam-version: "2.0"\nname: "{name}"\nversion: "{v}"\nsynopsis: "{synopsis}"\n'
        )
    return pages


PK1 = (
    "coq-hypergraph-lemmas",
    ["1.0.2"],
    ["coq-mathcomp-ssreflect"],
    "Lemmas on finite hypergraphs",
)
PK2 = (
    "lean-matroid-basics",
    ["3.1.0", "3.0.1", "2.4.0", "2.3.0"],
    ["lean-core-algebra", "lean-finset-extras", "lean-order-lattice"],
    "Matroids, bases and rank functions",
)


def _pk_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    mirror: dict[str, PageValue] = {
        "/": "<!doctype html><title>proofsrc mirror</title><p>Source tarballs.</p>"
    }
    for name, versions, deps, syn in (PK1, PK2):
        pages.update(_pk_package(name, versions, deps, syn))
        for v in versions:
            mirror[f"/{name}/{name}-{v}.tar.gz"] = tarball()
            mirror[f"/{name}/{name}-{v}.tar.gz.sha256"] = text_file(
                f"{'0' * 64}  {name}-{v}.tar.gz\n"
            )
    return [finish(PK, pages), Site(MIRROR, mirror)]


def _pk_truth(name: str, versions: list[str]) -> list[str]:
    base = f"/packages/{name}/"
    own = [PK.url(base)]
    for v in versions:
        own += [PK.url(f"{base}{name}.{v}/"), PK.url(f"{base}{name}.{v}/opam")]
        own += [
            f"http://{MIRROR}/{name}/{name}-{v}.tar.gz",
            f"http://{MIRROR}/{name}/{name}-{v}.tar.gz.sha256",
        ]
    return own


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


CASES: list[Case] = [
    # AFP-like entry: every page of the entry (sessions, theories, citation) repeats its
    # title, but the release tarballs do not: the seed's Dryad case, Significant String
    # from Title+ with Ignored URIs.
    case(
        "isaproof-hales-jewett",
        "formal-proof archive entry (AFP-like, two theories and one release)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        FP.url(f"/entries/{FP1[0]}.html"),
        _fp_truth(FP1[0], FP1[4], FP1[5]),
        _fp_site,
        others=[FP.url("/authors/vasquez-rosa/")],
    ),
    # Five theories and four releases (older Isabelle versions), dependencies on other
    # entries (others).
    case(
        "isaproof-szemeredi",
        "formal-proof archive entry (AFP-like, five theories, four releases, dependencies)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        FP.url(f"/entries/{FP2[0]}.html"),
        _fp_truth(FP2[0], FP2[4], FP2[5]),
        _fp_site,
        others=[FP.url("/entries/Random_Graphs.html"), FP.url("/entries/Landau_Symbols.html")],
    ),
    # Mizar-like article: every member (HTML or text) repeats the title and none is binary,
    # so the title alone bounds it.  Seed: Significant String from Title.
    case(
        "fml-union-closed",
        "formalized-mathematics library article (Mizar-like, abstract, source, citation)",
        "Multi-Hop",
        "sig_title",
        MZ.url(f"/article/{MZ1[0]}"),
        _mz_truth(*MZ1),
        _mz_site,
        others=[MZ.url("/article/xboole_0")],
    ),
    # Definitions, vocabulary and three theorem pages reached through pagination.
    case(
        "fml-local-lemma",
        "formalized-mathematics library article (Mizar-like, paginated theorems and vocabulary)",
        "Multi-Hop",
        "sig_title",
        MZ.url(f"/article/{MZ2[0]}"),
        _mz_truth(*MZ2),
        _mz_site,
        others=[MZ.url("/article/finset_1")],
    ),
    # opam-like package: versions and opam files under the package path, source tarballs
    # and checksums on an external mirror (the seed's GitHub raw-content case).  Seed:
    # Path-Based with Externals.
    case(
        "ppi-hypergraph-lemmas",
        "prover package index (opam-like, one version)",
        "Multi-Hop",
        "path_based_externals",
        PK.url(f"/packages/{PK1[0]}/"),
        _pk_truth(PK1[0], PK1[1]),
        _pk_sites,
        others=[PK.url("/packages/coq-mathcomp-ssreflect/")],
    ),
    # Four versions, three dependencies (other packages), mirror files two hops away.
    case(
        "ppi-matroid-basics",
        "prover package index (opam-like, four versions with mirror tarballs)",
        "Multi-Hop",
        "path_based_externals",
        PK.url(f"/packages/{PK2[0]}/"),
        _pk_truth(PK2[0], PK2[1]),
        _pk_sites,
        others=[PK.url("/packages/lean-core-algebra/")],
    ),
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
]
