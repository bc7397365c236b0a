"""Research software and models off the forges: a package index, a notebook host, a model
hub and a versioned documentation site (held-out set six).

Versions: an unversioned entry (the package's project page) stands for all its releases;
a versioned entry (the docs at /en/v2.3/) is that edition only, and the version switcher
leads to other editions.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, text, ul

PKG = "pkgindex.hx6.example"
PKG_FILES = "pkgfiles.hx6.example"
NB = "nbhub.hx6.example"
NB_RAW = "raw.nbhub-usercontent.hx6.example"
MODELS = "modelyard.hx6.example"
MODELS_CDN = "cdn-lfs.modelyard-content.hx6.example"
DOCS = "kelpie.docfarm.hx6.example"
DOCS_DL = "dl.docfarm-media.hx6.example"


def package_index() -> Case:
    """A PyPI-like project page with release history, per-release pages, wheels and sdists
    on a files host, the JSON API and the simple index.

    The project name is in every artifact URI (the JSON API and simple index are outside
    the project path, the files are on another host) and in no chrome link: **sig_uri**.
    The 0.8.0 wheel is only linked from its release page and the simple index (two hops).
    Outside: maintainer profile, classifier searches, and the source repository on a forge
    (another portal, whose URL also contains the name: a trap for a bare significant string).
    """
    c = Chrome(
        PKG,
        "PkgIndex",
        [("/help/", "Help"), ("/sponsors/", "Sponsors")],
        variant="bar",
        login="/account/login/",
        search="/search/",
    )
    files = {
        "0.9.1": ["tidalpy-0.9.1-py3-none-any.whl", "tidalpy-0.9.1.tar.gz"],
        "0.8.0": ["tidalpy-0.8.0-py3-none-any.whl", "tidalpy-0.8.0.tar.gz"],
    }

    def furl(v: str, f: str) -> str:
        return f"http://{PKG_FILES}/packages/{v.replace('.', '')[:2]}/ab/{f}"

    def release(v: str, latest: bool) -> str:
        return c.page(
            f"tidalpy {v}",
            f"<h1>tidalpy {v}</h1><p>pip install tidalpy=={v}</p>"
            '<p><a href="#files">Download files</a> <a href="#history">Release history</a></p>'
            + ul(
                [(furl(v, f), f) for f in files[v]]
                + (
                    []
                    if not latest
                    else [
                        ("/project/tidalpy/0.9.1/", "0.9.1"),
                        ("/project/tidalpy/0.8.0/", "0.8.0"),
                        ("/pypi/tidalpy/json", "JSON API"),
                        ("/simple/tidalpy/", "Simple index"),
                    ]
                )
                + [
                    ("/user/pokafor/", "pokafor"),
                    ("/search/?c=Topic+%3A%3A+Scientific%2FEngineering", "Topic"),
                    ("http://code.birchfield.hx6.example/hydro/tidalpy", "Source"),
                ]
            ),
            path=f"/project/tidalpy/{v}/",
        )

    pages: dict[str, PageValue] = {
        "/project/tidalpy/": release("0.9.1", True),
        "/project/tidalpy/0.9.1/": release("0.9.1", False),
        "/project/tidalpy/0.8.0/": release("0.8.0", False),
        "/pypi/tidalpy/json": text('{"info": {"name": "tidalpy"}}', "application/json"),
        "/simple/tidalpy/": "<html><head><title>Links for tidalpy</title></head><body>"
        + "".join(f'<a href="{furl(v, f)}">{f}</a><br>' for v, fs in files.items() for f in fs)
        + "</body></html>",
    }
    store = {
        furl(v, f).split(PKG_FILES, 1)[1]: blob("whl" if f.endswith("whl") else "gz", i)
        for i, (v, fs) in enumerate(files.items())
        for f in fs
    }
    truth = frozenset([*(c.url(x) for x in pages), *(f"http://{PKG_FILES}{x}" for x in store)])
    return Case(
        "hx6-package-index-releases",
        "package index (PyPI-like)",
        "Multi-Hop",
        "sig_uri",
        c.url("/project/tidalpy/"),
        truth,
        lambda: [c.site(pages), files_site(PKG_FILES, store)],
        frozenset({"http://code.birchfield.hx6.example/hydro/tidalpy", c.url("/user/pokafor/")}),
    )


def notebook_project() -> Case:
    """A notebook host's project: rendered notebooks, raw .ipynb, environment files and data
    on a user-content host (like raw.githubusercontent.com).

    The seed's GitHub row, **path_based_externals**: the raw files contain no entry path.
    Outside: the author's profile, a fork, the explore page, and the "launch" service on
    another portal (an external link that is not part of the artifact).
    """
    c = Chrome(
        NB,
        "NBHub",
        [("/explore", "Explore"), ("/pricing", "Pricing"), ("/docs", "Docs")],
        variant="app",
        login="/signin",
        login_param="return_to",
    )
    p = "/@ptran/tide-analysis"
    raw = f"http://{NB_RAW}/ptran/tide-analysis/main"
    nbs = ["analysis.ipynb", "cleaning.ipynb"]
    m = (
        "<h1>tide-analysis</h1><p>by <a href='/@ptran'>ptran</a> · forked by <a href='/@kchen/tide-analysis'>kchen</a></p>"
        + ul(
            [(f"{p}/notebooks/{n}", n) for n in nbs]
            + [
                (f"{raw}/environment.yml", "environment.yml"),
                (f"{raw}/requirements.txt", "requirements.txt"),
                (f"{raw}/data/tides.csv", "data/tides.csv"),
                ("http://launch.binderish.hx6.example/v2/nbhub/ptran/tide-analysis", "Launch"),
            ]
        )
    )
    pages: dict[str, PageValue] = {p: c.page("ptran/tide-analysis", m, path=p)}
    for n in nbs:
        pages[f"{p}/notebooks/{n}"] = c.page(
            n,
            f'<h1>{n}</h1><div class="cell" id="cell-1"><a href="#cell-1">[1]</a>'
            f'</div><a href="{raw}/{n}" download>Download .ipynb</a> '
            f'<a href="{p}">Project</a>',
            path=f"{p}/notebooks/{n}",
        )
    rawfiles = {"/ptran/tide-analysis/main/" + n: blob("ipynb", i) for i, n in enumerate(nbs)}
    rawfiles.update(
        {
            "/ptran/tide-analysis/main/environment.yml": blob("yml"),
            "/ptran/tide-analysis/main/requirements.txt": blob("txt"),
            "/ptran/tide-analysis/main/data/tides.csv": blob("csv", 5),
        }
    )
    truth = frozenset([*(c.url(x) for x in pages), *(f"http://{NB_RAW}{x}" for x in rawfiles)])
    return Case(
        "hx6-notebook-project",
        "notebook host",
        "Multi-Hop",
        "path_based_externals",
        c.url(p),
        truth,
        lambda: [c.site(pages), files_site(NB_RAW, rawfiles)],
        frozenset(
            {
                c.url("/@kchen/tide-analysis"),
                "http://launch.binderish.hx6.example/v2/nbhub/ptran/tide-analysis",
            }
        ),
    )


def model_hub() -> Case:
    """A model-hub repository: model card, files tree, blob pages, resolve URLs for small
    files, LFS weights on a CDN host (signed-looking query strings), discussions, commits.

    The seed's GitHub row, **path_based_externals**.  Outside: the organisation, the
    training dataset (a separate dataset repository), a demo space, tag searches, and the
    larger sibling model /oceanml/tide-bert-large (the entry path is its string prefix).
    """
    c = Chrome(
        MODELS,
        "ModelYard",
        [
            ("/models", "Models"),
            ("/datasets", "Datasets"),
            ("/spaces", "Spaces"),
            ("/docs", "Docs"),
        ],
        variant="bar",
        login="/login",
        login_param="next",
    )
    r = "/oceanml/tide-bert"
    lfs = f"http://{MODELS_CDN}/repos/7c/1e/7c1e9a/9d2f4b?response-content-disposition=attachment%3B+filename%3Dmodel.safetensors"

    def pg(path: str, title: str, links: list[tuple[str, str]]) -> tuple[str, str]:
        return path, c.page(
            f"{title} · oceanml/tide-bert", f"<h1>{title}</h1>" + ul(links), path=path
        )

    pages: dict[str, PageValue] = dict(
        [
            pg(
                r,
                "Model card",
                [
                    (f"{r}/tree/main", "Files and versions"),
                    (f"{r}/discussions", "Community"),
                    ("/oceanml", "oceanml"),
                    ("/datasets/oceanml/tide-corpus", "Trained on tide-corpus"),
                    ("/spaces/oceanml/tide-demo", "Demo"),
                    ("/models?other=tides", "tides"),
                    ("/oceanml/tide-bert-large", "See also: tide-bert-large"),
                ],
            ),
            pg(
                f"{r}/tree/main",
                "Files",
                [
                    (f"{r}/blob/main/config.json", "config.json"),
                    (f"{r}/resolve/main/config.json?download=true", "download"),
                    (f"{r}/blob/main/model.safetensors", "model.safetensors"),
                    (f"{r}/commits/main", "History: 3 commits"),
                ],
            ),
            pg(
                f"{r}/blob/main/config.json",
                "config.json",
                [(f"{r}/resolve/main/config.json", "raw")],
            ),
            pg(f"{r}/blob/main/model.safetensors", "model.safetensors (LFS)", [(lfs, "download")]),
            pg(
                f"{r}/discussions", "Discussions", [(f"{r}/discussions/2", "#2 Tokenizer mismatch")]
            ),
            pg(f"{r}/discussions/2", "Tokenizer mismatch", []),
            pg(f"{r}/commits/main", "Commits", [(f"{r}/commit/c0ffee12", "Upload weights")]),
            pg(f"{r}/commit/c0ffee12", "Upload weights", []),
        ]
    )
    pages[f"{r}/resolve/main/config.json"] = text('{"hidden_size": 256}', "application/json")
    pages[f"{r}/resolve/main/config.json?download=true"] = text(
        '{"hidden_size": 256}', "application/json"
    )
    cdn = files_site(MODELS_CDN, {lfs.split(MODELS_CDN, 1)[1].split("?", 1)[0]: blob("bin", 8)})
    large = {"/oceanml/tide-bert-large": c.page("tide-bert-large", "<h1>large</h1>")}
    truth = frozenset([*(c.url(x) for x in pages), lfs])
    return Case(
        "hx6-model-hub-lfs-cdn",
        "model hub",
        "Multi-Hop",
        "path_based_externals",
        c.url(r),
        truth,
        lambda: [c.site({**pages, **large}), cdn],
        frozenset({c.url("/datasets/oceanml/tide-corpus"), c.url("/oceanml/tide-bert-large")}),
    )


def docs_version() -> Case:
    """A Read-the-Docs-like site: one project per subdomain, versioned paths, pages written
    with <base href="/en/v2.3/"> and relative links, page sources, and PDF/ePub builds on a
    media host.

    The entry is the v2.3 edition: its pages are under /en/v2.3/ and its offline builds on
    the media host under .../en/v2.3/, and no other link carries "v2.3": **sig_uri** is
    exact.  path_based_externals also loses nothing but takes every "Edit on forge" link
    and the platform's project page (external hosts).  Outside: other versions (latest,
    v2.2), the hosting platform's project page and the forge (other portals).
    """
    c = Chrome(DOCS, "kelpie documentation", [("/en/latest/", "latest")], variant="table")
    v = "/en/v2.3/"
    dl = {
        "/kelpie/en/v2.3/kelpie.pdf": pdf_file("kelpie 2.3"),
        "/kelpie/en/v2.3/kelpie.epub": blob("zip", 1),
    }

    def doc(name: str, title: str, links: list[tuple[str, str]]) -> tuple[str, str]:
        toc = ul(
            [
                ("index.html", "Home"),
                ("install.html", "Installation"),
                ("tutorial/first-steps.html", "Tutorial"),
                ("api/kelpie.io.html", "API: kelpie.io"),
                ("changelog.html", "Changelog"),
                ("genindex.html", "Index"),
            ]
        )
        flyout = ul(
            [
                ("/en/latest/", "latest"),
                ("/en/v2.2/", "v2.2"),
                (f"http://{DOCS_DL}/kelpie/en/v2.3/kelpie.pdf", "PDF"),
                (f"http://{DOCS_DL}/kelpie/en/v2.3/kelpie.epub", "ePub"),
                ("http://docfarm.hx6.example/projects/kelpie/", "Project home"),
            ]
        )
        src = f"_sources/{name}.rst.txt"
        html = (
            f'<!doctype html><html><head><meta charset="utf-8"><base href="{v}"><title>{title} — kelpie 2.3 documentation</title>'
            f'<link rel="stylesheet" href="_static/pygments.css"></head><body><div class="sphinxsidebar">{toc}</div>'
            f'<div class="body"><h1>{title}</h1>{ul(links)}<a href="{src}">View page source</a> '
            f'<a href="http://code.birchfield.hx6.example/hydro/kelpie/src/branch/main/docs/{name}.rst">Edit on forge</a></div>'
            f'<div class="rst-versions">{flyout}</div></body></html>'
        )
        return name, html

    docs = dict(
        [
            doc("index", "kelpie", []),
            doc("install", "Installation", []),
            doc(
                "tutorial/first-steps", "First steps", [("../api/kelpie.io.html", "see kelpie.io")]
            ),
            doc("api/kelpie.io", "kelpie.io", []),
            doc("changelog", "Changelog", []),
            doc("genindex", "Index", []),
        ]
    )
    pages: dict[str, PageValue] = {v: docs["index"], v + "_static/pygments.css": blob("txt")}
    for name, html in docs.items():
        pages[f"{v}{name}.html"] = html
        pages[f"{v}_sources/{name}.rst.txt"] = text(f"{name}\n=====\n", "text/plain")
    truth = frozenset(
        [*(c.url(x) for x in pages if "_static" not in x), *(f"http://{DOCS_DL}{x}" for x in dl)]
    )
    return Case(
        "hx6-docs-versioned-base-href",
        "documentation site (RTD-like)",
        "Multi-Hop",
        "sig_uri",
        c.url(v),
        truth,
        lambda: [c.site(pages), files_site(DOCS_DL, dl)],
        frozenset(
            {
                c.url("/en/latest/"),
                c.url("/en/v2.2/"),
                "http://docfarm.hx6.example/projects/kelpie/",
            }
        ),
    )


CASES: list[Case] = [package_index(), notebook_project(), model_hub(), docs_version()]
