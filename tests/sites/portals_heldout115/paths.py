"""Multi-hop artifacts under one path: software projects on a lab's self-hosted GitLab
(Path-Based), on a GitHub-like forge whose raw files live on another domain, and a
Kaggle-like dataset whose archive sits on a storage domain (Path-Based with Externals)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, full_site, host, text_file, ul, zip_file

Tree = Mapping[str, Sequence[tuple[str, str]]]  # page (relative) -> its links (relative)


def _render(portal: Portal, base: str, title: str, tree: Tree, outside: str) -> dict[str, object]:
    """HTML pages for every key of `tree` under `base`; "" is the entry.  A link starting
    with "/" or "http" is left as is, others are relative to `base`."""

    def href(h: str) -> str:
        return h if h.startswith(("/", "http")) else f"{base}/{h}"

    pages: dict[str, object] = {}
    for rel, items in tree.items():
        path = base if not rel else f"{base}/{rel}"
        main = (
            f'<div class="project-header"><h1>{a(base, title)}</h1>{outside}</div>'
            f'<div class="content" data-page="{rel or "project"}">'
            + ul([(href(h), t) for h, t in items])
            + "</div>"
        )
        pages[path] = portal.page(f"{rel or 'Files'} · {title}", main)
    return pages


# --- GitLab (self-hosted by a computational chemistry group) ---------------------------------

GL = Portal(
    host=host("gitlab", "cadd-lab"),
    name="GitLab",
    menu=[("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[("/help", "Help"), ("http://about.gitlab.test/", "About GitLab")],
    title_format="{title} · {name}",
)


def _gitlab_tree(name: str, code: str, issues: Sequence[int], tag: str) -> Tree:
    return {
        "": [
            ("-/tree/main", "Repository"),
            ("-/blob/main/README.md", "README"),
            ("-/commits/main", "Commits"),
            ("-/issues", "Issues"),
            ("-/merge_requests", "Merge requests"),
            ("-/releases", "Releases"),
            ("-/wikis/home", "Wiki"),
            (f"-/archive/main/{name}-main.zip", "Download zip"),
            ("/users/sign_in?redirect_to_referer=yes", "Star"),
        ],
        "-/tree/main": [
            ("-/blob/main/README.md", "README.md"),
            ("-/blob/main/environment.yml", "environment.yml"),
            ("-/tree/main/scripts", "scripts"),
        ],
        "-/tree/main/scripts": [(f"-/blob/main/scripts/{code}", code)],
        "-/blob/main/README.md": [("-/raw/main/README.md", "Open raw")],
        "-/blob/main/environment.yml": [("-/raw/main/environment.yml", "Open raw")],
        f"-/blob/main/scripts/{code}": [(f"-/raw/main/scripts/{code}", "Open raw")],
        "-/commits/main": [("-/commit/4e1d9a07c3b2f5e8a6d0c9b1f2e3a4d5c6b7a8f9", "Fix grid box")],
        "-/commit/4e1d9a07c3b2f5e8a6d0c9b1f2e3a4d5c6b7a8f9": [("/hmueller", "H. Müller")],
        "-/issues": [(f"-/issues/{i}", f"#{i}") for i in issues],
        **{f"-/issues/{i}": [("/hmueller", "H. Müller")] for i in issues},
        "-/merge_requests": [],
        "-/releases": [
            (f"-/releases/{tag}", tag),
            (f"-/archive/{tag}/{name}-{tag}.tar.gz", "Source code (tar.gz)"),
        ],
        f"-/releases/{tag}": [(f"-/archive/{tag}/{name}-{tag}.tar.gz", "Source code (tar.gz)")],
        "-/wikis/home": [("-/wikis/benchmarks", "Benchmarks")],
        "-/wikis/benchmarks": [],
    }


GL_PROJECTS = {
    "/cadd/docking-pipeline": ("docking-pipeline", "run_vina.py", [12, 15], "v1.4.0"),
    "/pkpd/popk-vancomycin-nlme": ("popk-vancomycin-nlme", "fit_model.R", [3], "v0.9.2"),
}


def _forge_files(base: str, tree: Tree) -> dict[str, object]:
    out: dict[str, object] = {}
    for items in tree.values():
        for h, _t in items:
            if "/-/raw/" in h or f"{base}/{h}".count("/-/raw/"):
                out[f"{base}/{h}"] = text_file(f"contents of {h}\n")
            if "/-/archive/" in f"{base}/{h}":
                out[f"{base}/{h}"] = zip_file(h)
    return out


def gl_site() -> list[Site]:
    pages: dict[str, object] = {}
    for base, (name, code, issues, tag) in GL_PROJECTS.items():
        tree = _gitlab_tree(name, code, issues, tag)
        group = base.split("/")[1]
        outside = f'<p class="breadcrumbs">{a("/" + group, group)} / {name}</p>'
        pages.update(_render(GL, base, name, tree, outside))
        pages.update(_forge_files(base, tree))
        pages["/" + group] = GL.page(group, f"<h1>{group}</h1>{a(base, name)}")
    pages["/hmueller"] = GL.page("H. Müller", "<h1>H. Müller</h1>")
    return [full_site(GL, pages, ["/users/sign_in"])]  # type: ignore[arg-type]


def gl_truth(base: str) -> list[str]:
    name, code, issues, tag = GL_PROJECTS[base]
    tree = _gitlab_tree(name, code, issues, tag)
    out = {GL.url(base)}
    for rel, items in tree.items():
        if rel:
            out.add(GL.url(f"{base}/{rel}"))
        for h, _t in items:
            if not h.startswith(("/", "http")):
                out.add(GL.url(f"{base}/{h}"))
    return sorted(out)


# --- GitHub-like forge with a raw-content domain -------------------------------------------

GH = Portal(
    host=host("github", "codehub"),
    name="GitHub",
    menu=[("/features", "Product"), ("/explore", "Explore"), ("/pricing", "Pricing")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/about", "About")],
    title_format="{title}",
    home_title="GitHub: Let's build from here",
)
RAW = host("raw", "codehub-usercontent")

GH_REPOS = {
    "/openmolkit/ligprep-lite": (
        "Lightweight ligand preparation: protonation, tautomers and 3D conformers",
        ["README.md", "src/ligprep/protonate.py"],
        "v2.1.0",
        "ligprep_lite-2.1.0-py3-none-any.whl",
        [88, 91],
    ),
    "/tdc-lab/admet-benchmarks": (
        "Curated ADMET benchmark splits (hERG, CYP3A4, Caco-2) with baselines",
        ["README.md", "data/herg_train.csv", "baselines/chemprop_herg.py"],
        "2025.12",
        "admet_benchmarks_2025.12.tar.gz",
        [7],
    ),
}


def _gh(base: str) -> tuple[dict[str, object], dict[str, object], set[str]]:
    desc, files, tag, asset, issues = GH_REPOS[base]
    owner = base.split("/")[1]
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    truth = {GH.url(base)}

    def pg(path: str, title: str, body: str) -> None:
        pages[path] = GH.page(
            f"{title} · {base.strip('/')}",
            f'<div class="repohead"><strong>{a("/" + owner, owner)}</strong> / '
            f"{a(base, base.split('/')[2])}<p>{desc}</p></div>{body}",
        )
        truth.add(GH.url(path))

    nav = ul(
        [
            (base, "Code"),
            (f"{base}/issues", "Issues"),
            (f"{base}/pulls", "Pull requests"),
            (f"{base}/releases", "Releases"),
            (f"{base}/graphs/contributors", "Insights"),
        ]
    )
    listing = ul([(f"{base}/blob/main/{f}", f) for f in files])
    pg(
        base,
        desc,
        nav
        + listing
        + a(f"{base}/archive/refs/heads/main.zip", "Download ZIP")
        + f"<article class='markdown-body'><h1>{base.split('/')[2]}</h1><p>Paper: "
        + a("http://doi.test/10.1021/acs.jcim.5c00311", "J. Chem. Inf. Model.")
        + f"</p></article>{a('/topics/cheminformatics', 'cheminformatics')}",
    )
    for f in files:
        rawu = f"http://{RAW}{base}/main/{f}"
        pg(f"{base}/blob/main/{f}", f, f'<div class="file">{a(rawu, "Raw")}</div>')
        raw[f"{base}/main/{f}"] = (
            csv_file("smiles,label", "CCO,0") if f.endswith(".csv") else text_file(f"# {f}\n")
        )
        truth.add(rawu)
    pg(f"{base}/issues", "Issues", ul([(f"{base}/issues/{i}", f"#{i}") for i in issues]))
    for i in issues:
        pg(f"{base}/issues/{i}", f"Issue #{i}", a("/rkapoor", "rkapoor") + " opened this issue")
    pg(f"{base}/pulls", "Pull requests", "<p>0 Open</p>")
    pg(f"{base}/graphs/contributors", "Contributors", a("/rkapoor", "rkapoor"))
    dl_ = f"{base}/releases/download/{tag}/{asset}"
    pg(f"{base}/releases", "Releases", a(f"{base}/releases/tag/{tag}", tag) + a(dl_, asset))
    pg(f"{base}/releases/tag/{tag}", tag, a(dl_, asset))
    pages[dl_] = zip_file(asset)
    pages[f"{base}/archive/refs/heads/main.zip"] = zip_file("main")
    truth |= {GH.url(dl_), GH.url(f"{base}/archive/refs/heads/main.zip")}
    pages["/" + owner] = GH.page(owner, f"<h1>{owner}</h1>")
    return pages, raw, truth


def gh_site() -> list[Site]:
    pages: dict[str, object] = {"/rkapoor": GH.page("rkapoor", "<h1>rkapoor</h1>")}
    raws = Site(RAW)
    for base in GH_REPOS:
        p, r, _t = _gh(base)
        pages.update(p)
        for k, v in r.items():
            raws.add(k, v)  # type: ignore[arg-type]
    return [full_site(GH, pages, ["/topics/cheminformatics"]), raws]  # type: ignore[arg-type]


# --- Kaggle-like dataset with its archive on a storage domain ------------------------------

KG = Portal(
    host=host("www", "kagglehub"),
    name="Kaggle",
    menu=[
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    home_title="Kaggle: Your Machine Learning and Data Science Community",
)
STORE = host("storage", "kaggle-usercontent")
KG_BASE = "/datasets/pharmaml/dilirank-drug-induced-liver-injury"
KG_ZIP = f"http://{STORE}/kaggle-data-sets/482211/903311/bundle/archive.zip"


def kg_site() -> list[Site]:
    b = KG_BASE
    tabs = ul(
        [
            (b, "Data Card"),
            (f"{b}/code", "Code (14)"),
            (f"{b}/discussion", "Discussion (3)"),
            (f"{b}/suggestions", "Suggestions (0)"),
        ]
    )
    head = f"<h1>DILIrank: drug-induced liver injury labels for 1,036 drugs</h1>{tabs}"
    pages: dict[str, object] = {
        b: KG.page(
            "DILIrank: drug-induced liver injury",
            f"{head}{a(KG_ZIP, 'Download (1 MB)')}{a(f'{b}/versions/3', 'Version 3')}"
            f"<p>About this file: {a(f'{b}/data?select=dilirank.csv', 'dilirank.csv')}</p>"
            f"{a('/pharmaml', 'pharmaml')} {a('/datasets?tags=13302-Pharmaceuticals', 'Pharmaceuticals')}",
        ),
        f"{b}/code": KG.page(
            "Code", f"{head}{a('/code/jlaine/dili-classification-with-rdkit-descriptors', 'nb')}"
        ),
        f"{b}/discussion": KG.page("Discussion", f"{head}{a(f'{b}/discussion/512877', 'Q')}"),
        f"{b}/discussion/512877": KG.page("Severity labels?", f"{head}<p>Which label set?</p>"),
        f"{b}/suggestions": KG.page("Suggestions", f"{head}<p>No suggestions</p>"),
        f"{b}/versions/3": KG.page("Version 3", f"{head}<p>Version 3 of 3</p>"),
        f"{b}/data?select=dilirank.csv": KG.page("dilirank.csv", f"{head}{a(KG_ZIP, 'Download')}"),
        "/code/jlaine/dili-classification-with-rdkit-descriptors": KG.page("nb", "<h1>nb</h1>"),
        "/pharmaml": KG.page("pharmaml", "<h1>pharmaml</h1>"),
    }
    store = Site(STORE)
    store.add(
        KG_ZIP.split(STORE, 1)[1], Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
    )
    return [full_site(KG, pages), store]  # type: ignore[arg-type]


CASES: list[Case] = []

# Self-hosted GitLab project: the seed's GitLab.com row, Multi-Hop, Path-Based: every page of
# the project (tree, blobs, raw files, commits, issues, releases, archives, wiki) is under the
# project path.  Truth: those URIs; the group, user profiles, sign-in and explore pages are
# outside the path and not the project.
for base in GL_PROJECTS:
    CASES.append(
        case(
            f"gitlab-{GL_PROJECTS[base][0]}",
            "GitLab (computational chemistry project)",
            "Multi-Hop",
            "path_based",
            GL.url(base),
            gl_truth(base),
            gl_site,
        )
    )

# GitHub-like forge: the seed's GitHub row, Path-Based with Externals: the repository's
# pages are under its path, and the raw files live on the raw-content domain.  Truth: the
# repository pages, release asset and zip under the path, plus the raw files; the owner,
# topics, contributor profile and the paper's DOI are not the project.
for base in GH_REPOS:
    CASES.append(
        case(
            f"github-{base.split('/')[2]}",
            "GitHub (cheminformatics software project)",
            "Multi-Hop",
            "path_based_externals",
            GH.url(base),
            sorted(_gh(base)[2]),
            gh_site,
        )
    )

# Kaggle dataset: the seed's Kaggle row (dataset with code and discussion, Path-Based with
# Externals): tabs, discussion threads and versions under the dataset path, the archive on
# the storage domain.  Truth: those; the notebooks listed on the Code tab are their own
# artifacts at /code/..., the owner and tag pages are not the dataset.
CASES.append(
    case(
        "kaggle-dilirank",
        "Kaggle (drug toxicity dataset)",
        "Multi-Hop",
        "path_based_externals",
        KG.url(KG_BASE),
        [
            KG.url(KG_BASE),
            *(
                KG.url(f"{KG_BASE}/{x}")
                for x in (
                    "code",
                    "discussion",
                    "discussion/512877",
                    "suggestions",
                    "versions/3",
                    "data?select=dilirank.csv",
                )
            ),
            KG_ZIP,
        ],
        kg_site,
        others=[KG.url("/code/jlaine/dili-classification-with-rdkit-descriptors")],
    )
)
