"""heldout82 path-plus-externals portals: an assessment-report site and a model-code forge.

An assessment chapter keeps its figures, FAQs, PDF and supplementary material under the
chapter's path, but each figure's data sits in an external data catalogue (another
organisation's domain); a model-code forge keeps tree, issues, wiki and releases under the
project path while release tarballs and the manual live on other domains.  The seed's
GitHub reasoning (raw.githubusercontent.com) gives Path-Based with Externals: the truth is
every URI under the entry path plus the external URIs those pages link for the artifact
(not the chrome's social or status links, which the heuristic may over-collect).
"""

from __future__ import annotations

import gzip
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import Chrome, image, pdf_doc, text, ul, zipped

# --- assessment report -----------------------------------------------------------------------

REPORT = Chrome(
    Portal(
        "report.climpanel.hx82.example",
        "Climate Panel",
        [
            ("/ar7/", "Seventh Assessment"),
            ("/ar7/wg1/", "Working Group I"),
            ("/glossary/", "Glossary"),
            ("/news/", "News"),
            ("/about/", "About"),
        ],
        [
            ("/copyright/", "Copyright"),
            ("/privacy/", "Privacy"),
            ("http://video.tube.test/climpanel", "Video"),
            ("http://social.bird.test/climpanel", "Follow us"),
        ],
        title_format="{title} — {name}",
    ),
    "CP-3",
)
FIGDATA = "catalogue.figarchive.hx82.example"
SLTOOL = "download.sealevelviewer.hx82.example"

# chapter -> (title, figures {fig id: (caption, data uuid, panels)}, faqs, supplementary files)
CHAPTERS: dict[str, tuple[str, dict[str, tuple[str, str, int]], list[str], list[str]]] = {
    "chapter-2": (
        "Changing state of the climate system",
        {
            "figure-2-3": ("Global surface temperature 1850-2023", "5c1e8a10f3b44b6c", 0),
            "figure-2-11": ("Observed precipitation trends", "a9d20e77c7e14f02", 0),
        },
        ["faq-2-1"],
        ["AR7_WG1_Ch02_SM.pdf"],
    ),
    "chapter-9": (
        "Ocean, cryosphere and sea level change",
        {
            "figure-9-2": ("Ocean heat content change", "0f7be2c5d83a4e91", 0),
            "figure-9-6": ("Arctic sea-ice extent", "2b6f9d41aa0c4d73", 2),
            "figure-9-17": ("Ice-sheet mass balance", "7e4c13b8f5d24a60", 0),
            "figure-9-27": ("Projected global mean sea level", "c83a0b29e6f14d55", 3),
        },
        ["faq-9-1", "faq-9-2"],
        ["AR7_WG1_Ch09_SM.pdf", "AR7_WG1_Ch09_SM_tables.zip"],
    ),
}


def _chapter_paths(ch: str) -> tuple[dict[str, PageValue], list[str]]:
    """The chapter's pages under its path, and the external URIs its pages link."""
    title, figs, faqs, sms = CHAPTERS[ch]
    base = f"/ar7/wg1/chapter/{ch}/"
    num = ch.split("-")[1]
    out: dict[str, PageValue] = {}
    ext: list[str] = []
    nxt = f"/ar7/wg1/chapter/chapter-{int(num) + 1}/"
    out[base] = REPORT.page(
        f"Chapter {num}: {title}",
        f'<h1>Chapter {num}: {escape(title)}</h1><p class="lead">Executive summary…</p>'
        + ul(
            [
                (
                    f"{base}downloads/AR7_WG1_Chapter{int(num):02d}.pdf",
                    "Download full chapter (PDF)",
                ),
                (f"{base}supplementary-material/", "Supplementary material"),
            ]
        )
        + "<h2>Figures</h2>"
        + ul([(f"{base}figures/{f}/", c) for f, (c, _u, _p) in figs.items()])
        + "<h2>Frequently asked questions</h2>"
        + ul([(f"{base}faq/{q}/", q.upper()) for q in faqs])
        + f'<nav class="chapters"><a href="/ar7/wg1/">Report home</a> <a href="{nxt}">Next chapter</a></nav>',
        share=REPORT.url(base),
    )
    out[nxt] = REPORT.page(f"Chapter {int(num) + 1}", f"<h1>Chapter {int(num) + 1}</h1>")
    out[f"{base}downloads/AR7_WG1_Chapter{int(num):02d}.pdf"] = pdf_doc(
        f"Chapter {num}: {title}", "Final text"
    )
    out[f"{base}supplementary-material/"] = REPORT.page(
        f"Chapter {num} supplementary material",
        f"<h1>Supplementary material, chapter {num}</h1>"
        + ul([(f"{base}supplementary-material/{s}", s) for s in sms]),
    )
    for s in sms:
        out[f"{base}supplementary-material/{s}"] = (
            zipped({"tables.csv": "a,b\n"})
            if s.endswith(".zip")
            else pdf_doc(s, "Supplementary material")
        )
    for q in faqs:
        out[f"{base}faq/{q}/"] = REPORT.page(
            q.upper(), f"<h1>{q.upper()}</h1><p>An answer for a general reader.</p>"
        )
    for f, (caption, uuid, panels) in figs.items():
        fdir = f"{base}figures/{f}/"
        data = f"http://{FIGDATA}/uuid/{uuid}"
        ext.append(data)
        extra = [(f"{fdir}panel-{chr(97 + i)}/", f"Panel ({chr(97 + i)})") for i in range(panels)]
        if f == "figure-9-27":
            tool = f"http://{SLTOOL}/projections/ar7-gmsl-ssp.zip"
            ext.append(tool)
            extra.append((tool, "Projection data (sea-level viewer)"))
        out[fdir] = REPORT.page(
            f"Figure {f[7:]}",
            f'<h1>{escape(caption)}</h1><img src="{fdir}{f}.png" alt="">'
            + ul([(f"{fdir}{f}.png", "Download image"), (data, "Figure data (archive)"), *extra])
            + '<p>Licence: <a href="/copyright/">CC BY 4.0</a></p>',
        )
        out[f"{fdir}{f}.png"] = image()
        for i in range(panels):
            out[f"{fdir}panel-{chr(97 + i)}/"] = REPORT.page(
                f"Figure {f[7:]} panel {chr(97 + i)}",
                f'<h1>Panel {chr(97 + i)}</h1><a href="{fdir}">whole figure</a>',
            )
    return out, ext


def report_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    fig: dict[str, PageValue] = {}
    tool: dict[str, PageValue] = {}
    for ch in CHAPTERS:
        p, _ext = _chapter_paths(ch)
        pages.update(p)
        for f, (caption, uuid, _n) in CHAPTERS[ch][1].items():
            fig[f"/uuid/{uuid}"] = Response.html(
                f"<!doctype html><html><head><title>{escape(caption)} (AR7 WG1 {f})</title></head><body>"
                f"<h1>Data for {escape(f)}: {escape(caption)}</h1>"
                f'<a href="/files/ar7/wg1/{uuid}/data.zip">Download</a></body></html>'
            )
            fig[f"/files/ar7/wg1/{uuid}/data.zip"] = zipped({"README": caption})
    tool["/projections/ar7-gmsl-ssp.zip"] = zipped({"gmsl.csv": "year,ssp245\n2100,0.56\n"})
    return [REPORT.site(pages), Site(FIGDATA, fig), Site(SLTOOL, tool)]


def _report_truth(ch: str) -> list[str]:
    p, ext = _chapter_paths(ch)
    base = f"/ar7/wg1/chapter/{ch}/"
    return [REPORT.url(k) for k in p if k.startswith(base)] + ext


# --- model-code forge -------------------------------------------------------------------------

FORGE = Chrome(
    Portal(
        "code.oceanmodels.hx82.example",
        "OceanModels GitLab",
        [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
        [
            ("/-/profile/preferences", "Preferences"),
            ("http://status.forgehost.test/", "Status"),
            ("/help/terms", "Terms"),
        ],
        title_format="{title} · {name}",
    ),
    "OM-2",
)
DL = "files.modelreleases.hx82.example"
DOCS = "manuals.modeldocs.hx82.example"

# project path -> (description, releases, issues, wiki pages, merge requests)
PROJECTS: dict[str, tuple[str, list[str], list[int], list[str], list[int]]] = {
    "coastal/tidal-shelf-model": (
        "Barotropic tidal model for shelf seas",
        ["3.2.0"],
        [41],
        ["home"],
        [],
    ),
    "esm/ice-sheet-coupler": (
        "Coupler between ice-sheet and ocean components",
        ["1.0.0", "1.1.0", "1.2.0-rc1"],
        [7, 12, 15],
        ["home", "build-on-hpc", "coupling-fields"],
        [22, 23],
    ),
}


def _project_paths(proj: str) -> tuple[dict[str, PageValue], list[str]]:
    desc, rels, issues, wiki, mrs = PROJECTS[proj]
    base = f"/{proj}/"
    name = proj.split("/")[1]
    out: dict[str, PageValue] = {}
    ext = [f"http://{DOCS}/{name}/en/latest/"]
    tabs = [
        ("-/tree/main", "Files"),
        ("-/commits/main", "Commits"),
        ("-/issues", "Issues"),
        ("-/releases", "Releases"),
        ("-/wikis/home", "Wiki"),
    ]
    if mrs:
        tabs.append(("-/merge_requests", "Merge requests"))
    fork = f"/{proj}-adjoint/"
    out[base] = FORGE.page(
        f"{name}",
        f"<h1>{escape(name)}</h1><p>{escape(desc)}</p>"
        + ul([(base + t, label) for t, label in tabs], "tabs")
        + f'<p>Documentation: <a href="{ext[0]}">{ext[0]}</a></p>'
        f'<p>Group: <a href="/{proj.split("/")[0]}">{proj.split("/")[0]}</a> · '
        f'Forks: <a href="{fork}">{name}-adjoint</a></p>'
        f'<p><a href="{base}-/blob/main/README.md">README.md</a> <a href="{base}-/blob/main/LICENSE">LICENSE</a></p>',
    )
    out[fork] = FORGE.page(f"{name}-adjoint", f"<h1>{name}-adjoint</h1><p>Forked project.</p>")
    out[base + "-/tree/main"] = FORGE.page(
        f"Files · main · {name}",
        ul([(f"{base}-/blob/main/{f}", f) for f in ("README.md", "LICENSE", "CMakeLists.txt")]),
    )
    for f in ("README.md", "LICENSE", "CMakeLists.txt"):
        out[f"{base}-/blob/main/{f}"] = FORGE.page(
            f"{f} · main · {name}",
            f'<pre>{escape(f)}</pre><a href="{base}-/raw/main/{f}">Open raw</a>',
        )
        out[f"{base}-/raw/main/{f}"] = text(f"{f} of {name}\n")
    out[base + "-/commits/main"] = FORGE.page(
        f"Commits · {name}", ul([(f"{base}-/commit/4e1f9a2c", "Fix restart reading")])
    )
    out[f"{base}-/commit/4e1f9a2c"] = FORGE.page(
        "Fix restart reading", "<h1>Fix restart reading</h1>"
    )
    out[base + "-/issues"] = FORGE.page(
        f"Issues · {name}", ul([(f"{base}-/issues/{i}", f"#{i}") for i in issues])
    )
    for i in issues:
        out[f"{base}-/issues/{i}"] = FORGE.page(
            f"Issue #{i} · {name}",
            f'<h1>Issue #{i}</h1><p>Reported by <a href="/u/hlindqvist">hlindqvist</a></p>',
        )
    rel_items = []
    for r in rels:
        tar = f"http://{DL}/{name}/{name}-{r}.tar.gz"
        ext.append(tar)
        rel_items.append((f"{base}-/releases/v{r}", f"v{r}"))
        links = [(tar, f"{name}-{r}.tar.gz")]
        if len(rels) > 1:
            sha = f"http://{DL}/{name}/{name}-{r}.sha256"
            ext.append(sha)
            links.append((sha, "SHA-256"))
        out[f"{base}-/releases/v{r}"] = FORGE.page(
            f"v{r} · Releases · {name}", f"<h1>v{r}</h1>" + ul(links)
        )
    out[base + "-/releases"] = FORGE.page(f"Releases · {name}", ul(rel_items))
    for w in wiki:
        others = [(f"{base}-/wikis/{x}", x) for x in wiki if x != w]
        out[f"{base}-/wikis/{w}"] = FORGE.page(f"{w} · Wiki · {name}", f"<h1>{w}</h1>" + ul(others))
    if mrs:
        out[base + "-/merge_requests"] = FORGE.page(
            f"Merge requests · {name}", ul([(f"{base}-/merge_requests/{m}", f"!{m}") for m in mrs])
        )
        for m in mrs:
            out[f"{base}-/merge_requests/{m}"] = FORGE.page(
                f"!{m} · {name}", f"<h1>Merge request !{m}</h1>"
            )
    return out, ext


def _tarball(path: str) -> Response:
    return Response.data(gzip.compress(path.encode(), mtime=0), "application/gzip")


def forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    docs: dict[str, PageValue] = {}
    for proj in PROJECTS:
        p, ext = _project_paths(proj)
        pages.update(p)
        for u in ext:
            path = u.split(".example", 1)[1]
            if u.startswith(f"http://{DL}"):
                dl[path] = (
                    _tarball(path) if path.endswith(".gz") else text("abc123  " + path + "\n")
                )
            else:
                docs[path] = Response.html(
                    f"<!doctype html><title>Manual</title><h1>{escape(path)}</h1>"
                )
    return [FORGE.site(pages), Site(DL, dl), Site(DOCS, docs)]


def _forge_truth(proj: str) -> list[str]:
    p, ext = _project_paths(proj)
    return [FORGE.url(k) for k in p if k.startswith(f"/{proj}/")] + ext


CASES: list[Case] = [
    # Assessment chapter: figures, FAQ, PDF and supplement under the chapter path, figure
    # data in another organisation's catalogue: Path-Based with Externals (seed: GitHub).
    case(
        "climpanel-ar7-wg1-ch2",
        "climate assessment report site (chapter with two figures)",
        "report chapter",
        "path_based_externals",
        REPORT.url("/ar7/wg1/chapter/chapter-2/"),
        _report_truth("chapter-2"),
        report_sites,
        others=[REPORT.url("/ar7/wg1/chapter/chapter-3/")],
    ),
    # Harder: four figures (two with panel pages), two FAQs, a zipped supplement and data on
    # two external hosts (figure archive and a sea-level projection service).
    case(
        "climpanel-ar7-wg1-ch9",
        "climate assessment report site (chapter with paneled figures and two data hosts)",
        "report chapter",
        "path_based_externals",
        REPORT.url("/ar7/wg1/chapter/chapter-9/"),
        _report_truth("chapter-9"),
        report_sites,
        others=[REPORT.url("/ar7/wg1/chapter/chapter-10/")],
    ),
    # Model-code forge: GitLab-like project (path under project), release tarballs and
    # manual on other domains -> path_based_externals (seed: GitHub + raw host).
    case(
        "oceanmodels-tidal-shelf-model",
        "model-code forge (small project, one release)",
        "software project",
        "path_based_externals",
        FORGE.url("/coastal/tidal-shelf-model/"),
        _forge_truth("coastal/tidal-shelf-model"),
        forge_sites,
        others=[FORGE.url("/coastal/tidal-shelf-model-adjoint/")],
    ),
    # Harder: three releases with checksums on the download host, three issues, a three-page
    # wiki and merge requests; the "-adjoint" fork shares the path prefix without the slash.
    case(
        "oceanmodels-ice-sheet-coupler",
        "model-code forge (three releases, wiki and merge requests)",
        "software project",
        "path_based_externals",
        FORGE.url("/esm/ice-sheet-coupler/"),
        _forge_truth("esm/ice-sheet-coupler"),
        forge_sites,
        others=[FORGE.url("/esm/ice-sheet-coupler-adjoint/")],
    ),
]
