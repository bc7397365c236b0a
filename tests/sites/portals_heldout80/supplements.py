"""heldout80 supplement portals: an embeddable figure and table viewer, a supplementary-
material host with a separate download domain, a code forge holding papers' analysis code,
and an interactive-article platform giving each article its own subdomain."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, file, pdf_file, png_file, ul

# ------------------------------------------------------------ embed viewer (PlotVault) --
PV = Chrome(
    "embed.plotvault.hx80.example",
    "PlotVault",
    [
        ("/explore", "Explore figures"),
        ("/for-publishers", "For publishers"),
        ("/pricing", "Pricing"),
    ],
    [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms"), ("/status", "Status")],
)
FIG, TAB = "ldj-2025-0117-f3", "ldj-2025-0342-t2"


def _pv() -> list[Site]:
    fig_links = [
        (f"/files/{FIG}/full.png", "Full resolution (PNG)"),
        (f"/files/{FIG}/source-data.csv", "Source data (CSV)"),
        (f"/figure/{FIG}", "Open on PlotVault"),
    ]
    tab_links = [
        (f"/files/{TAB}/table.csv", "CSV"),
        (f"/files/{TAB}/table.xlsx", "Excel"),
        (f"/files/{TAB}/table.json", "JSON"),
        (f"/files/{TAB}/notes.txt", "Table notes"),
        (f"/files/{TAB}/v1/table.csv", "Version 1 (CSV, superseded)"),
        (f"/table/{TAB}", "Open on PlotVault"),
    ]
    fig = PV.bare(
        "Figure 3: Snow depth anomalies by elevation band",
        f"""
<figure><img src="/files/{FIG}/preview.png" alt="Figure 3"><figcaption>Figure 3. Snow depth
anomalies by elevation band.</figcaption></figure><div class="pv-actions">{ul(fig_links)}</div>""",
    )
    tab = PV.bare(
        "Table 2: Tower sites and flux summary",
        f"""
<table class="pv-table"><tr><th>Site</th><th>CH4 flux</th></tr><tr><td>FI-Sii</td><td>41.2</td></tr></table>
<div class="pv-actions">{ul(tab_links)}</div><p class="pv-brand">Table hosted by PlotVault</p>""",
    )
    p: dict[str, object] = {
        f"/embed/figure/{FIG}": fig,
        f"/embed/table/{TAB}": tab,
        f"/figure/{FIG}": PV.page(
            "Figure 3: Snow depth anomalies",
            f'<h1>Figure 3</h1><p><a href="/embed/figure/{FIG}">Embed</a></p>',
        ),
        f"/table/{TAB}": PV.page(
            "Table 2: Tower sites", f'<h1>Table 2</h1><p><a href="/embed/table/{TAB}">Embed</a></p>'
        ),
        f"/files/{FIG}/full.png": png_file(),
        f"/files/{FIG}/preview.png": png_file(),
        f"/files/{FIG}/source-data.csv": file("band,anomaly\n1000,-3.1\n", "text/csv"),
        f"/files/{TAB}/table.csv": file("site,flux\nFI-Sii,41.2\n", "text/csv"),
        f"/files/{TAB}/v1/table.csv": file("site,flux\nFI-Sii,40.9\n", "text/csv"),
        f"/files/{TAB}/table.xlsx": file(
            b"PK\x03\x04", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
        f"/files/{TAB}/table.json": file('[{"site": "FI-Sii", "flux": 41.2}]', "application/json"),
        f"/files/{TAB}/notes.txt": file("Fluxes in nmol m-2 s-1.\n", "text/plain"),
    }
    return [PV.site(p)]  # type: ignore[arg-type]


# ------------------------------------------------ supplementary host (AnnexBox) --
AX = Chrome(
    "suppl.annexbox.hx80.example",
    "AnnexBox",
    [("/browse", "Browse"), ("/publishers", "Publishers"), ("/help", "Help")],
    [("/privacy", "Privacy"), ("/terms", "Terms")],
)
AX_DL = "dl.annexbox-files.hx80.example"
AXA, AXB = "/s/ANX-20931/", "/s/ANX-31877/"


def _ax_list(item: str, files: list[str], nxt: str = "") -> str:
    rows = "".join(f'<li><a href="http://{AX_DL}{item[2:]}{f}">{escape(f)}</a></li>' for f in files)
    more = f'<a class="next" href="{nxt}">More files</a>' if nxt else ""
    return f"<ul class='files'>{rows}</ul>{more}"


def _ax_item(item: str, title: str, body: str) -> str:
    tabs = ul(
        [
            (item, "Overview"),
            (item + "files", "Files"),
            (item + "versions", "Versions"),
            (item + "cite", "Cite"),
        ]
    )
    main = (
        f"<h1>{escape(title)}</h1><nav class='tabs'>{tabs}</nav>{body}"
        "<p>Supplement to an article in <a href='http://articles.lumendata-journal.hx80.example/"
        "dd/ldj-2025-0117'>Lumen Data Journal</a>.</p>"
    )
    return AX.page(title, main)


def _ax() -> list[Site]:
    dl = Site(AX_DL)
    ta, tb = (
        "Supplementary data: snow station metadata",
        "Supplementary material: wetland flux towers",
    )
    fa = ["stations.csv", "qc_flags.csv"]
    fb1 = ["fluxes_2019.csv", "fluxes_2020.csv", "fluxes_2021.csv"]
    fb2 = ["towers.geojson", "processing.ipynb"]
    fbv1 = ["fluxes_2019.csv"]
    p: dict[str, object] = {
        AXA: _ax_item(AXA, ta, "<p>Two tables.</p>" + _ax_list(AXA, fa)),
        AXA + "files": _ax_item(AXA, ta, _ax_list(AXA, fa)),
        AXA + "versions": _ax_item(AXA, ta, "<p>Version 1 (current)</p>"),
        AXA + "cite": _ax_item(AXA, ta, "<pre>AnnexBox ANX-20931</pre>"),
        AXB: _ax_item(AXB, tb, "<p>Flux data and code.</p>"),
        AXB + "files": _ax_item(AXB, tb, _ax_list(AXB, fb1, AXB + "files?page=2")),
        AXB + "files?page=2": _ax_item(AXB, tb, _ax_list(AXB, fb2)),
        AXB + "versions": _ax_item(AXB, tb, ul([(AXB + "v/1/", "Version 1"), (AXB, "Version 2")])),
        AXB + "v/1/": _ax_item(
            AXB,
            tb,
            "<p>Version 1</p><ul>"
            + "".join(f'<li><a href="http://{AX_DL}{AXB[2:]}v1/{f}">{f}</a></li>' for f in fbv1)
            + "</ul>",
        ),
        AXB + "cite": _ax_item(AXB, tb, "<pre>AnnexBox ANX-31877</pre>"),
    }
    for item, fs in ((AXA, fa), (AXB, fb1 + fb2), (AXB + "v1/", fbv1)):
        for f in fs:
            dl.add(item[2:] + f, file("a,b\n1,2\n", "text/csv"))
    return [AX.site(p), dl]  # type: ignore[arg-type]


def _ax_truth(item: str, pages: list[str], files: list[str]) -> list[str]:
    return [AX.url(item + x) for x in pages] + [f"http://{AX_DL}{item[2:]}{f}" for f in files]


# ------------------------------------------------------------- code forge (GitLode) --
GL = Chrome(
    "code.gitlode.hx80.example",
    "GitLode",
    [("/explore", "Explore"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")],
    title_format="{title} · {name}",
)
GL_RAW = "raw.gitlode-usercontent.hx80.example"
GL_OBJ = "objects.gitlode-releases.hx80.example"
RA, RB = "/mlab/tide-gauge-analysis/", "/fluxlab/methane-flux-pipeline/"


def _gl_repo(repo: str, tabs: list[str], body: str) -> str:
    nav = ul([(repo, "Code"), *((repo + t, t.split("/")[0].capitalize()) for t in tabs)])
    owner = repo.split("/")[1]
    main = (
        f'<div class="repohead"><a href="/{owner}">{owner}</a> / <strong>{repo.split("/")[2]}'
        f'</strong> <a href="/login?return_to={repo}">Star</a></div><nav class="reponav">{nav}</nav>{body}'
    )
    return GL.page(repo.strip("/"), main)


def _gl() -> list[Site]:
    raw, obj = Site(GL_RAW), Site(GL_OBJ)
    p: dict[str, object] = {}
    # small repository: code, a README and a script, issues
    files_a = ["README.md", "analysis.py"]
    p[RA] = _gl_repo(RA, ["issues"], ul([(RA + "blob/main/" + f, f) for f in files_a]))
    for f in files_a:
        p[RA + "blob/main/" + f] = _gl_repo(
            RA, ["issues"], f'<pre>{f}</pre><a href="http://{GL_RAW}{RA}main/{f}">Raw</a>'
        )
        raw.add(f"{RA}main/{f}", file("print('tide')\n", "text/plain"))
    p[RA + "issues"] = _gl_repo(RA, ["issues"], ul([(RA + "issues/3", "#3 Units of sea level")]))
    p[RA + "issues/3"] = _gl_repo(RA, ["issues"], "<p>Units are mm.</p>")
    # larger repository: commits pages, releases with assets on another host, wiki
    tabs = ["issues", "commits/main", "releases", "wiki"]
    files_b = ["README.md", "pipeline/qc.py", "pipeline/gapfill.py", "environment.yml"]
    p[RB] = _gl_repo(RB, tabs, ul([(RB + "blob/main/" + f, f) for f in files_b]))
    for f in files_b:
        p[RB + "blob/main/" + f] = _gl_repo(
            RB, tabs, f'<pre>{f}</pre><a href="http://{GL_RAW}{RB}main/{f}">Raw</a>'
        )
        raw.add(f"{RB}main/{f}", file("# code\n", "text/plain"))
    p[RB + "issues"] = _gl_repo(
        RB,
        tabs,
        ul(
            [(RB + "issues/12", "#12 Gap filling at night"), (RB + "issues?page=2", "Older issues")]
        ),
    )
    p[RB + "issues?page=2"] = _gl_repo(RB, tabs, ul([(RB + "issues/4", "#4 Docker image")]))
    p[RB + "issues/12"] = _gl_repo(RB, tabs, '<p>See <a href="/fluxlab">fluxlab</a>.</p>')
    p[RB + "issues/4"] = _gl_repo(RB, tabs, "<p>Fixed.</p>")
    p[RB + "commits/main"] = _gl_repo(
        RB, tabs, ul([(RB + "commit/9f2c1ab", "Fix units"), (RB + "commits/main?page=2", "Older")])
    )
    p[RB + "commits/main?page=2"] = _gl_repo(
        RB, tabs, ul([(RB + "commit/0a11e3d", "Initial import")])
    )
    p[RB + "commit/9f2c1ab"] = _gl_repo(RB, tabs, "<pre>diff</pre>")
    p[RB + "commit/0a11e3d"] = _gl_repo(RB, tabs, "<pre>diff</pre>")
    assets = ["methane-flux-pipeline-1.2.0.tar.gz", "example-data.zip"]
    p[RB + "releases"] = _gl_repo(RB, tabs, ul([(RB + "releases/tag/v1.2.0", "v1.2.0")]))
    p[RB + "releases/tag/v1.2.0"] = _gl_repo(
        RB,
        tabs,
        ul([(f"http://{GL_OBJ}/fluxlab/methane-flux-pipeline/v1.2.0/{a}", a) for a in assets]),
    )
    for a in assets:
        obj.add(f"/fluxlab/methane-flux-pipeline/v1.2.0/{a}", file(b"\x1f\x8b", "application/gzip"))
    p[RB + "wiki"] = _gl_repo(RB, tabs, ul([(RB + "wiki/Installation", "Installation")]))
    p[RB + "wiki/Installation"] = _gl_repo(RB, tabs, "<p>conda env create</p>")
    p["/fluxlab"] = GL.page(
        "fluxlab", ul([(RB, "methane-flux-pipeline"), ("/fluxlab/site-photos/", "site-photos")])
    )
    p["/mlab"] = GL.page(
        "mlab", ul([(RA, "tide-gauge-analysis"), ("/mlab/tide-gauge-data/", "tide-gauge-data")])
    )
    return [GL.site(p), raw, obj]  # type: ignore[arg-type]


def _gl_truth() -> tuple[list[str], list[str]]:
    a = [
        RA,
        RA + "blob/main/README.md",
        RA + "blob/main/analysis.py",
        RA + "issues",
        RA + "issues/3",
    ]
    ta = [GL.url(x) for x in a] + [
        f"http://{GL_RAW}{RA}main/{f}" for f in ("README.md", "analysis.py")
    ]
    files_b = ["README.md", "pipeline/qc.py", "pipeline/gapfill.py", "environment.yml"]
    b = [
        RB,
        *(RB + "blob/main/" + f for f in files_b),
        RB + "issues",
        RB + "issues?page=2",
        RB + "issues/12",
        RB + "issues/4",
        RB + "commits/main",
        RB + "commits/main?page=2",
        RB + "commit/9f2c1ab",
        RB + "commit/0a11e3d",
        RB + "releases",
        RB + "releases/tag/v1.2.0",
        RB + "wiki",
        RB + "wiki/Installation",
    ]
    tb = (
        [GL.url(x) for x in b]
        + [f"http://{GL_RAW}{RB}main/{f}" for f in files_b]
        + [
            f"http://{GL_OBJ}/fluxlab/methane-flux-pipeline/v1.2.0/{x}"
            for x in ("methane-flux-pipeline-1.2.0.tar.gz", "example-data.zip")
        ]
    )
    return ta, tb


# ------------------------------------------------- interactive articles (LiveFigure) --
LF = Chrome(
    "www.livefigure.hx80.example",
    "LiveFigure",
    [("/gallery", "Gallery"), ("/for-journals", "For journals"), ("/docs", "Docs")],
    [("/privacy", "Privacy"), ("/terms", "Terms")],
)
LFA, LFB = (
    "coral-bleaching-2025.livefigure.hx80.example",
    "urban-heat-atlas.livefigure.hx80.example",
)


def _lf_page(title: str, nav: list[tuple[str, str]], body: str) -> str:
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="/static/story.css"><script src="/static/story.js" defer></script>
<script async src="http://px.tallymark-analytics.example/t.js"></script></head><body>
<nav class="story">{ul(nav)}</nav><main>{body}</main>
<footer>Made with <a href="http://www.livefigure.hx80.example/">LiveFigure</a> ·
<a href="http://www.livefigure.hx80.example/privacy">Privacy</a></footer></body></html>
"""


def _lf_story(
    host: str, title: str, sections: list[str], data: list[str], deep: dict[str, list[str]]
) -> Site:
    site = Site(host)
    nav = [("/", "Story"), *((f"/{s}", s.capitalize()) for s in sections)]
    site.add("/", _lf_page(title, nav, f"<h1>{escape(title)}</h1><p>Scroll to explore.</p>"))
    site.add("/static/story.css", file("body{margin:0}", "text/css"))
    site.add("/static/story.js", file("0;", "text/javascript"))
    for s in sections:
        links = ul([(f"/{s}/{d}", d) for d in deep.get(s, [])])
        if s == "data":
            links = ul([(f"/data/{d}", d) for d in data])
        site.add(
            f"/{s}",
            _lf_page(f"{s.capitalize()} - {title}", nav, f"<h1>{s.capitalize()}</h1>{links}"),
        )
        for d in deep.get(s, []):
            site.add(f"/{s}/{d}", _lf_page(f"{d} - {title}", nav, f"<h1>{escape(d)}</h1>"))
    for d in data:
        site.add(
            f"/data/{d}", file("x,y\n1,2\n", "text/csv") if d.endswith(".csv") else pdf_file(title)
        )
    return site


def _lf() -> list[Site]:
    a = _lf_story(
        LFA,
        "Coral bleaching in 2025, reef by reef",
        ["explore", "method", "data"],
        ["reefs.csv"],
        {},
    )
    b = _lf_story(
        LFB,
        "An atlas of urban heat",
        ["explore", "cities", "method", "data", "reviews"],
        ["surface-temp.csv", "tree-cover.csv", "methods-appendix.pdf"],
        {"cities": ["madrid", "cairo", "phoenix"], "reviews": ["round-1", "round-2"]},
    )
    home = LF.site(
        {
            "/gallery": LF.page(
                "Gallery",
                ul([(f"http://{LFA}/", "Coral bleaching"), (f"http://{LFB}/", "Urban heat")]),
            )
        }
    )
    return [a, b, home]


def _lf_truth(host: str, paths: list[str]) -> list[str]:
    return [f"http://{host}{p}" for p in paths]


# -------------------------------------------------------------------------------- cases --
def _cases() -> list[Case]:
    gla, glb = _gl_truth()
    return [
        # An embeddable viewer page has no chrome: every link on it is one of the figure's
        # own files or its canonical page, so plain Single Page+ (one hop, nothing to ignore)
        # fits, as for the seed's Single Hop class with no menus around it.
        case(
            "pv-figure-embed",
            "figure and table embed viewer (figure)",
            "Single Hop",
            "single_page_plus",
            PV.url(f"/embed/figure/{FIG}"),
            [
                PV.url(f"/embed/figure/{FIG}"),
                PV.url(f"/files/{FIG}/full.png"),
                PV.url(f"/files/{FIG}/source-data.csv"),
                PV.url(f"/figure/{FIG}"),
            ],
            _pv,
        ),
        case(
            "pv-table-embed",
            "figure and table embed viewer (table, four formats, superseded version)",
            "Single Hop",
            "single_page_plus",
            PV.url(f"/embed/table/{TAB}"),
            [
                PV.url(f"/embed/table/{TAB}"),
                *(
                    PV.url(f"/files/{TAB}/{f}")
                    for f in ("table.csv", "table.xlsx", "table.json", "notes.txt", "v1/table.csv")
                ),
                PV.url(f"/table/{TAB}"),
            ],
            _pv,
        ),
        # Every member page lives under the item's path, but the files are served from a
        # separate download domain: the GitHub-like Path-Based with Externals.
        case(
            "ax-supplement",
            "supplementary-material host (two files)",
            "Multi-Hop",
            "path_based_externals",
            AX.url(AXA),
            _ax_truth(AXA, ["", "files", "versions", "cite"], ["stations.csv", "qc_flags.csv"]),
            _ax,
        ),
        case(
            "ax-supplement-versions",
            "supplementary-material host (paged files, two versions)",
            "Multi-Hop",
            "path_based_externals",
            AX.url(AXB),
            _ax_truth(
                AXB,
                ["", "files", "files?page=2", "versions", "v/1/", "cite"],
                [
                    "fluxes_2019.csv",
                    "fluxes_2020.csv",
                    "fluxes_2021.csv",
                    "towers.geojson",
                    "processing.ipynb",
                    "v1/fluxes_2019.csv",
                ],
            ),
            _ax,
        ),
        # A paper's analysis code on a GitHub-like forge: Path-Based with Externals (raw host).
        case(
            "gl-analysis-code",
            "code forge (analysis repository)",
            "Multi-Hop",
            "path_based_externals",
            GL.url(RA),
            gla,
            _gl,
            others=[GL.url("/mlab/tide-gauge-data/")],
        ),
        case(
            "gl-pipeline",
            "code forge (pipeline with paged issues and commits, releases, wiki)",
            "Multi-Hop",
            "path_based_externals",
            GL.url(RB),
            glb,
            _gl,
            others=[GL.url("/fluxlab/site-photos/")],
        ),
        # A Silk-like article with its own subdomain: Path-Based with a single slash.
        case(
            "lf-story",
            "interactive article platform (story)",
            "Multi-Hop",
            "path_based",
            f"http://{LFA}/",
            _lf_truth(LFA, ["/", "/explore", "/method", "/data", "/data/reefs.csv"]),
            _lf,
        ),
        case(
            "lf-atlas",
            "interactive article platform (atlas with cities and reviews)",
            "Multi-Hop",
            "path_based",
            f"http://{LFB}/",
            _lf_truth(
                LFB,
                [
                    "/",
                    "/explore",
                    "/cities",
                    "/cities/madrid",
                    "/cities/cairo",
                    "/cities/phoenix",
                    "/method",
                    "/data",
                    "/data/surface-temp.csv",
                    "/data/tree-cover.csv",
                    "/data/methods-appendix.pdf",
                    "/reviews",
                    "/reviews/round-1",
                    "/reviews/round-2",
                ],
            ),
            _lf,
        ),
    ]


CASES = _cases()
