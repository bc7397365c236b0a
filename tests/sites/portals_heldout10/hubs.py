"""Hubs and indexes: a model hub, a notebook host, a package index, a CRAN-like archive, docs.

- Model hub (Hugging-Face-like; nearest: the Kaggle row, a dataset/model with code and
  discussion, Path-Based with Externals): the model's pages live under ``/<org>/<model>``
  (files tree, file views, ``/resolve/`` raw downloads, commits, discussions); the large
  weight file is served from the hub's LFS CDN, another registrable domain.  Truth: those
  pages, the raw files and the CDN file.  The fine-tuned sibling model whose name extends
  this one's, the training dataset, the Spaces using it, and the org page are not.
- Notebook host (Kaggle "Code"; the Kaggle row, Path-Based with Externals): a notebook's tabs
  are separate pages under its path (``/notebook``, ``/input``, ``/output``, ``/log``,
  ``/comments``), the ``.ipynb`` download is on the user-content host.  The input dataset and
  the author's other notebook (a "-v2" sibling) are other artifacts.
- Package index (PyPI-like; nearest: GitHub's Path-Based with Externals: project pages under
  ``/project/<name>/``, release files on a file host of another registrable domain).  The
  artifact is the package: its page, its older release pages and every release file.
  ``/project/<name>-extras/`` is another package; the source repository lives on another
  portal (a separate artifact, not served here).
- CRAN-like archive (nearest: Zenodo/Figshare, Single Page+ with Ignores): a package page
  whose reference manual, vignette, README, NEWS, check results and source/binary packages
  are each one link away, spread over ``/web/packages/``, ``/src/contrib/``, ``/bin/`` and
  ``/web/checks/``.  Dependencies and reverse dependencies are other packages.
- Versioned project documentation on a docs host (Read-the-Docs-like; nearest: the Silk row,
  a site devoted to one thing, Path-Based): the artifact is the documentation of one
  release, ``/en/stable/``: its pages, the "view source" texts and the PDF/EPUB renderings
  of the same version under ``/_/downloads/en/stable/``.  Other versions (``/en/latest/``,
  ``/en/1.8.x/``) are other editions: ``others``.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Portal

from ._kit import (
    LICENCE_BY,
    a,
    files_host,
    generator,
    host,
    jsonld,
    make_case,
    pdf,
    site,
    text,
    tgz,
    ul,
    zipped,
)

# ---------------------------------------------------------------- model hub

MH = host("hub", "modelwharf")
MH_CDN = host("cdn-lfs", "modelwharfcdn")
mh = Portal(
    MH,
    "ModelWharf",
    [
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    [
        ("/terms-of-service", "TOS"),
        ("/privacy", "Privacy"),
        ("/about", "About"),
        ("http://x.test/modelwharf", "X"),
    ],
    title_format="{title}",
    home_title="ModelWharf – The AI community building the future.",
)
MHP = "/aster-lab/wav2phon-small"
MH_SUB = [
    "/tree/main",
    "/blob/main/README.md",
    "/blob/main/config.json",
    "/blob/main/model.safetensors",
    "/resolve/main/config.json",
    "/resolve/main/README.md",
    "/commits/main",
    "/discussions",
    "/discussions/3",
]
MH_WEIGHTS = f"http://{MH_CDN}/repos/7c/1e/7c1e90ab/4f2d8e1b6a0c9d3e5f7a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e?download=true"


def _mh_sites() -> list[Site]:
    main = (
        f"<header>{a('/aster-lab', 'aster-lab')} / {a(MHP, 'wav2phon-small')}</header>"
        + ul(
            [
                a(MHP, "Model card"),
                a(MHP + "/tree/main", "Files and versions"),
                a(MHP + "/discussions", "Community"),
            ]
        )
        + "<article><h1>wav2phon-small</h1><p>Phone recognition for field recordings.</p></article>"
        f"<p>Trained on {a('/datasets/aster-lab/fieldphon-corpus', 'aster-lab/fieldphon-corpus')}</p>"
        f"<p>Finetunes: {a('/aster-lab/wav2phon-small-finetuned-quechua', 'aster-lab/wav2phon-small-finetuned-quechua')}</p>"
        f"<p>Spaces using this model: {a('/spaces/aster-lab/phon-demo', 'phon-demo')}</p>"
        f"<p>Paper: {a('http://arxiv.test/abs/2403.01234', 'arXiv:2403.01234')} · License: {a(LICENCE_BY, 'cc-by-4.0')}</p>"
    )
    pages: dict[str, object] = {
        MHP: mh.page(
            "aster-lab/wav2phon-small · ModelWharf",
            main,
            raw_title=True,
            head=jsonld({"@type": "SoftwareSourceCode", "name": "wav2phon-small"}),
        ),
        MHP + "/resolve/main/config.json": text('{"model_type": "wav2vec2"}', "application/json"),
        MHP + "/resolve/main/README.md": text("# wav2phon-small\n"),
        "/aster-lab": mh.page("aster-lab (Aster Lab)", "<h1>Aster Lab</h1>"),
        "/datasets/aster-lab/fieldphon-corpus": mh.page(
            "aster-lab/fieldphon-corpus", "<h1>corpus</h1>"
        ),
        "/aster-lab/wav2phon-small-finetuned-quechua": mh.page(
            "wav2phon-small-finetuned-quechua", "<h1>ft</h1>"
        ),
        "/spaces/aster-lab/phon-demo": mh.page("Phon Demo", "<h1>demo</h1>"),
    }
    sub_links = {
        "/tree/main": a(MHP + "/blob/main/README.md", "README.md")
        + a(MHP + "/blob/main/config.json", "config.json")
        + a(MHP + "/blob/main/model.safetensors", "model.safetensors")
        + a(MHP + "/commits/main", "History: 9 commits"),
        "/blob/main/README.md": a(MHP + "/resolve/main/README.md", "download"),
        "/blob/main/config.json": a(MHP + "/resolve/main/config.json", "download"),
        "/blob/main/model.safetensors": a(MH_WEIGHTS, "download")
        + "<p>This file is stored with Git LFS.</p>",
        "/discussions": a(MHP + "/discussions/3", "#3 Sampling rate?"),
    }
    for p in MH_SUB:
        if MHP + p not in pages:
            pages[MHP + p] = mh.page(
                f"{p.strip('/')} · aster-lab/wav2phon-small", f"<h1>{p}</h1>{sub_links.get(p, '')}"
            )
    cdn = files_host(
        MH_CDN,
        {MH_WEIGHTS.split(MH_CDN, 1)[1].split("?")[0]: Response.data(b"\x08\x00safetensors")},
    )
    return [site(mh, pages), cdn]  # type: ignore[arg-type]


# ---------------------------------------------------------------- notebook host

NB = host("www", "kernelyard")
NB_UC = host("storage", "kernelyardusercontent")
nb = Portal(
    NB,
    "KernelYard",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
NBP = "/code/rpatel/eda-urban-heat-islands"
NB_TABS = ["/notebook", "/input", "/output", "/log", "/comments"]
NB_FILE = f"http://{NB_UC}/kernels/44812977/versions/12/notebook.ipynb"


def _nb_sites() -> list[Site]:
    tabs = ul(a(NBP + t, t.strip("/").title()) for t in NB_TABS)
    title = "EDA: urban heat islands"
    main = (
        f"<h1>{title}</h1><p>by {a('/rpatel', 'Riya Patel')} · Version 12</p>{tabs}"
        f"<p>{a(NB_FILE, 'Download notebook')}</p>"
        f"<p>Input: {a('/datasets/rpatel/city-temperatures', 'City temperatures 2000-2023')}</p>"
        f"<p>More from Riya: {a('/code/rpatel/eda-urban-heat-islands-v2', 'EDA: urban heat islands v2')}</p>"
    )
    pages: dict[str, object] = {
        NBP: nb.page(title, main, head=generator("KernelYard")),
        "/rpatel": nb.page("Riya Patel", "<h1>Riya Patel</h1>"),
        "/datasets/rpatel/city-temperatures": nb.page(
            "City temperatures 2000-2023", "<h1>data</h1>"
        ),
        "/code/rpatel/eda-urban-heat-islands-v2": nb.page(
            "EDA: urban heat islands v2", "<h1>v2</h1>"
        ),
    }
    for t in NB_TABS:
        extra = a(NB_FILE, "Download") if t == "/notebook" else ""
        pages[NBP + t] = nb.page(title, f"<h1>{title}</h1>{tabs}<p>{t.strip('/')}</p>{extra}")
    uc = files_host(
        NB_UC,
        {
            "/kernels/44812977/versions/12/notebook.ipynb": text(
                '{"cells": []}', "application/x-ipynb+json"
            )
        },
    )
    return [site(nb, pages), uc]  # type: ignore[arg-type]


# ---------------------------------------------------------------- package index

PI = host("pkgs", "quillon-index")
PI_FILES = host("files", "quillonhosted")
pi = Portal(
    PI,
    "Quillon Package Index",
    [
        ("/help/", "Help"),
        ("/sponsors/", "Sponsors"),
        ("/account/login/", "Log in"),
        ("/account/register/", "Register"),
    ],
    [
        ("/policy/terms-of-use/", "Terms of Use"),
        ("/security/", "Security"),
        ("http://status.quillon.test/", "Status"),
    ],
    title_format="{title} · {name}",
)
PIP = "/project/tidyflux/"
RELEASES = {
    "0.4.2": ["tidyflux-0.4.2.tar.gz", "tidyflux-0.4.2-py3-none-any.whl"],
    "0.4.1": ["tidyflux-0.4.1.tar.gz", "tidyflux-0.4.1-py3-none-any.whl"],
    "0.3.0": ["tidyflux-0.3.0.tar.gz"],
}


def _pi_file(v: str, f: str) -> str:
    h = {"0.4.2": "3a/7f/9c21e0b4d5", "0.4.1": "1d/e0/44ab7c9e10", "0.3.0": "c8/52/0f19d3aa77"}[v]
    return f"http://{PI_FILES}/packages/{h}/{f}"


def _pi_sites() -> list[Site]:
    def files(v: str) -> str:
        return ul(a(_pi_file(v, f), f) for f in RELEASES[v])

    hist = ul(a(f"{PIP}{v}/", v) for v in RELEASES if v != "0.4.2")
    main = (
        f"<h1 class=package-header__name>tidyflux 0.4.2</h1><p><code>pip install tidyflux</code></p>"
        f"<nav>{a(PIP + '#description', 'Project description')} {a(PIP + '#history', 'Release history')} "
        f"{a(PIP + '#files', 'Download files')}</nav>"
        f"<div id=history>{hist}</div><div id=files>{files('0.4.2')}</div>"
        f"<p>Homepage {a('http://www.codeharbor.test/okoro/tidyflux', 'Source')} · Maintainer "
        f"{a('/user/okoro/', 'okoro')}</p><p>See also {a('/project/tidyflux-extras/', 'tidyflux-extras')}</p>"
        f"<p>Classifier {a('/search/?c=License+%3A%3A+OSI+Approved+%3A%3A+MIT+License', 'MIT License')}</p>"
    )
    pages: dict[str, object] = {
        PIP: pi.page("tidyflux", main, head=generator("warehouse")),
        "/user/okoro/": pi.page("Profile of okoro", "<h1>okoro</h1>"),
        "/project/tidyflux-extras/": pi.page("tidyflux-extras", "<h1>tidyflux-extras</h1>"),
        "/search/?c=License+%3A%3A+OSI+Approved+%3A%3A+MIT+License": pi.page(
            "Search results", "<h1>MIT</h1>"
        ),
    }
    for v in RELEASES:
        if v != "0.4.2":
            pages[f"{PIP}{v}/"] = pi.page(
                f"tidyflux {v}", f"<h1>tidyflux {v}</h1>{files(v)}{a(PIP, 'Latest version')}"
            )
    fh = files_host(
        PI_FILES,
        {
            _pi_file(v, f).split(PI_FILES, 1)[1]: tgz(f) if f.endswith("gz") else zipped({"x": "y"})
            for v in RELEASES
            for f in RELEASES[v]
        },
    )
    return [site(pi, pages), fh]  # type: ignore[arg-type]


# ---------------------------------------------------------------- CRAN-like

CR = host("cran", "mirrorvale-stats")
cr = Portal(
    CR,
    "MRAN Mirrorvale",
    [
        ("/mirrors.html", "Mirrors"),
        ("/web/packages/", "Packages"),
        ("/manuals.html", "Manuals"),
        ("/faqs.html", "FAQs"),
    ],
    [("/contrib.html", "Contributed"), ("/web/licenses/", "Licenses")],
    title_format="CRAN: {title}",
)
CR_TRUTH = [
    "/web/packages/rmixo/index.html",
    "/web/packages/rmixo/rmixo.pdf",
    "/web/packages/rmixo/vignettes/intro.html",
    "/web/packages/rmixo/readme/README.html",
    "/web/packages/rmixo/news/news.html",
    "/web/checks/check_results_rmixo.html",
    "/src/contrib/rmixo_1.2.0.tar.gz",
    "/bin/windows/contrib/4.4/rmixo_1.2.0.zip",
    "/bin/macosx/big-sur-arm64/contrib/4.4/rmixo_1.2.0.tgz",
    "/web/packages/rmixo/citation.html",
]


def _cr_sites() -> list[Site]:
    main = (
        "<h2>rmixo: Mixture Models for Ordinal Responses</h2><p>Fits finite mixtures...</p><table>"
        f"<tr><td>Depends:</td><td>R (≥ 4.1), {a('../mclust/index.html', 'mclust')}</td></tr>"
        f"<tr><td>Reverse imports:</td><td>{a('../rmixoExtra/index.html', 'rmixoExtra')}</td></tr>"
        f"<tr><td>Citation:</td><td>{a('citation.html', 'rmixo citation info')}</td></tr>"
        f"<tr><td>CRAN checks:</td><td>{a('../../checks/check_results_rmixo.html', 'rmixo results')}</td></tr>"
        f"<tr><td>Reference manual:</td><td>{a('rmixo.pdf', 'rmixo.pdf')}</td></tr>"
        f"<tr><td>Vignettes:</td><td>{a('vignettes/intro.html', 'Introduction to rmixo')}</td></tr>"
        f"<tr><td>README</td><td>{a('readme/README.html', 'README')}</td><td>NEWS</td><td>{a('news/news.html', 'NEWS')}</td></tr>"
        f"<tr><td>Package source:</td><td>{a('../../../src/contrib/rmixo_1.2.0.tar.gz', 'rmixo_1.2.0.tar.gz')}</td></tr>"
        f"<tr><td>Windows binaries:</td><td>{a('../../../bin/windows/contrib/4.4/rmixo_1.2.0.zip', 'r-release: rmixo_1.2.0.zip')}</td></tr>"
        f"<tr><td>macOS binaries:</td><td>{a('../../../bin/macosx/big-sur-arm64/contrib/4.4/rmixo_1.2.0.tgz', 'r-release (arm64): rmixo_1.2.0.tgz')}</td></tr>"
        f"<tr><td>Linking:</td><td>Please use the canonical form {a('http://CRAN.R-project.test/package=rmixo', 'https://CRAN.R-project.org/package=rmixo')}</td></tr>"
        "</table>"
    )
    pages: dict[str, object] = {
        CR_TRUTH[0]: cr.page("Package rmixo", main),
        CR_TRUTH[1]: pdf("Package 'rmixo'", "Reference manual"),
        CR_TRUTH[
            2
        ]: "<!DOCTYPE html><title>Introduction to rmixo</title><h1>Introduction to rmixo</h1>",
        CR_TRUTH[3]: "<!DOCTYPE html><title>README</title><h1>rmixo</h1>",
        CR_TRUTH[4]: "<!DOCTYPE html><title>NEWS</title><h2>rmixo 1.2.0</h2>",
        CR_TRUTH[5]: cr.page(
            "CRAN Package Check Results for Package rmixo", "<h2>Check results for rmixo</h2>"
        ),
        CR_TRUTH[6]: tgz("rmixo src"),
        CR_TRUTH[7]: zipped({"rmixo/DESCRIPTION": "Package: rmixo"}),
        CR_TRUTH[8]: tgz("rmixo mac"),
        CR_TRUTH[9]: cr.page(
            "rmixo citation info", "<h2>Citation</h2><p>Moreau J (2024). rmixo.</p>"
        ),
        "/web/packages/mclust/index.html": cr.page("Package mclust", "<h2>mclust</h2>"),
        "/web/packages/rmixoExtra/index.html": cr.page("Package rmixoExtra", "<h2>rmixoExtra</h2>"),
    }
    return [site(cr, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- versioned docs

DOC = host("corvane", "docsyard")
doc = Portal(
    DOC,
    "Corvane 2.3 documentation",
    [
        ("/en/stable/", "Corvane"),
        ("/en/stable/install.html", "Installation"),
        ("/en/stable/tutorial/index.html", "Tutorial"),
        ("/en/stable/api.html", "API reference"),
    ],
    [
        ("http://www.docsyard.test/", "Hosted by DocsYard"),
        ("http://www.docsyard.test/privacy", "Privacy"),
    ],
    title_format="{title} — {name}",
)
DOC_PAGES = [
    "/en/stable/",
    "/en/stable/install.html",
    "/en/stable/tutorial/index.html",
    "/en/stable/tutorial/first-model.html",
    "/en/stable/api.html",
    "/en/stable/changelog.html",
    "/en/stable/genindex.html",
]
DOC_SRC = ["/en/stable/_sources/index.rst.txt", "/en/stable/_sources/install.rst.txt"]
DOC_DL = ["/_/downloads/en/stable/pdf/", "/_/downloads/en/stable/epub/"]


def _doc_sites() -> list[Site]:
    flyout = (
        f"<div class=rst-versions><dl><dt>Versions</dt><dd>{a('/en/latest/', 'latest')}</dd>"
        f"<dd>{a('/en/stable/', 'stable')}</dd><dd>{a('/en/1.8.x/', '1.8.x')}</dd></dl>"
        f"<dl><dt>Downloads</dt><dd>{a(DOC_DL[0], 'PDF')}</dd><dd>{a(DOC_DL[1], 'Epub')}</dd></dl></div>"
    )
    toc = ul(a(p, p.rsplit("/", 1)[-1] or "index") for p in DOC_PAGES[1:])
    pages: dict[str, object] = {"/": Response.redirect(doc.url("/en/stable/"))}
    for p in DOC_PAGES:
        name = "Corvane" if p.endswith("/") else p.rsplit("/", 1)[-1].removesuffix(".html").title()
        src = ""
        if p in ("/en/stable/", "/en/stable/install.html"):
            s = DOC_SRC[0] if p.endswith("/") else DOC_SRC[1]
            src = (
                a(s, "View page source")
                + " "
                + a(
                    "http://www.codeharbor.test/corvane/corvane/blob/main/docs/index.rst",
                    "Edit on CodeHarbor",
                )
            )
        pages[p] = doc.page(
            name,
            f"<div role=main><h1>{name}</h1>{src}</div><nav class=toc>{toc}</nav>{flyout}",
            head=generator("Docutils 0.20.1: https://docutils.sourceforge.io/"),
        )
    for s in DOC_SRC:
        pages[s] = text("Corvane\n=======\n")
    for d in DOC_DL:
        pages[d] = (
            pdf("Corvane 2.3", "docs")
            if "pdf" in d
            else zipped({"mimetype": "application/epub+zip"})
        )
    pages["/en/latest/"] = doc.page("Corvane (latest)", "<h1>Corvane 2.4.dev0</h1>")
    pages["/en/1.8.x/"] = doc.page("Corvane (1.8.x)", "<h1>Corvane 1.8</h1>")
    return [site(doc, pages)]  # type: ignore[arg-type]


CASES = [
    make_case(
        "modelwharf_wav2phon",
        "model hub (model repository)",
        "Multi-Hop",
        "path_based_externals",
        mh.url(MHP),
        {mh.url(MHP)} | {mh.url(MHP + p) for p in MH_SUB} | {MH_WEIGHTS},
        _mh_sites,
        others={
            mh.url("/aster-lab/wav2phon-small-finetuned-quechua"),
            mh.url("/datasets/aster-lab/fieldphon-corpus"),
            mh.url("/spaces/aster-lab/phon-demo"),
        },
    ),
    make_case(
        "kernelyard_heat_notebook",
        "notebook host (Kaggle-like code)",
        "Multi-Hop",
        "path_based_externals",
        nb.url(NBP),
        {nb.url(NBP), NB_FILE} | {nb.url(NBP + t) for t in NB_TABS},
        _nb_sites,
        others={
            nb.url("/datasets/rpatel/city-temperatures"),
            nb.url("/code/rpatel/eda-urban-heat-islands-v2"),
        },
    ),
    make_case(
        "quillon_index_tidyflux",
        "package index (PyPI-like)",
        "Multi-Hop",
        "path_based_externals",
        pi.url(PIP),
        {pi.url(PIP), pi.url(PIP + "0.4.1/"), pi.url(PIP + "0.3.0/")}
        | {_pi_file(v, f) for v in RELEASES for f in RELEASES[v]},
        _pi_sites,
        others={pi.url("/project/tidyflux-extras/")},
    ),
    make_case(
        "mirrorvale_cran_rmixo",
        "package archive (CRAN-like)",
        "Single Hop",
        "single_page_plus_ignored",
        cr.url(CR_TRUTH[0]),
        {cr.url(p) for p in CR_TRUTH},
        _cr_sites,
        others={
            cr.url("/web/packages/mclust/index.html"),
            cr.url("/web/packages/rmixoExtra/index.html"),
        },
    ),
    make_case(
        "docsyard_corvane_stable",
        "versioned software documentation (Sphinx on a docs host)",
        "Multi-Hop",
        "path_based",
        doc.url("/en/stable/"),
        {doc.url(p) for p in DOC_PAGES + DOC_SRC + DOC_DL},
        _doc_sites,
        others={doc.url("/en/latest/"), doc.url("/en/1.8.x/")},
    ),
]
