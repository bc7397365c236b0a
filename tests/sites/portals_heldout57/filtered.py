"""Data-package and project-workspace portals of heldout57, whose pages repeat the artifact's
title (the seed's Dryad, OSF and Dataverse rows).

- Strata: a Dryad-like repository of replication data packages.  Every metadata page says
  "Data from: <title>", the data files themselves do not: Significant String from Title+
  with Ignored URIs (one hop from the matching pages, menus ignored).
- Trellis: an OSF-like project workspace for preregistered, reproducible studies; page
  titles start with "Trellis | ", which the homepage's title shares: Significant String from
  Filtered Title.  Its files (preregistration PDF, scripts, README) carry the title.
- ReplicaVault: a Dataverse-like replication archive whose page titles end with
  " | ReplicaVault", shared with the homepage's title: Filtered Title, from the end.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, binary, blob, host, pdf_file, ul, zipish

# --- Strata: Dryad-like data packages -------------------------------------------------------

STRATA = host("repo", "stratadata")
STRATA_CHROME = Chrome(
    STRATA,
    "Strata Data Repository",
    menu=[
        ("/discover", "Browse data"),
        ("/pages/submit", "Submit data"),
        ("/pages/about", "About"),
        ("/pages/faq", "FAQ"),
    ],
    footer=[
        ("/pages/policies", "Policies"),
        ("/pages/fees", "Fees"),
        ("/pages/contact", "Contact"),
        ("/feedback", "Feedback"),
    ],
    title_format="{title}",
    home_title="Strata Data Repository",
    accent="#8b5e34",
)


def _package(
    doi: str,
    title: str,
    files: list[tuple[str, list[tuple[str, PageValue]]]],
    article: str,
    keywords: list[str],
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    """A data package: landing page, one page per data file (each with its bitstreams), full
    metadata and citation exports; all pages say "Data from: <title>", bitstreams do not."""
    sig = f"Data from: {title}"
    land = f"/resource/doi:{doi}"
    pages: dict[str, PageValue] = {}
    truth: set[str] = set()
    file_links = [(f"{land}/{i}", name) for i, (name, _b) in enumerate(files, 1)]
    kw = " ".join(a(f"/discover?field=subject&query={k}", k) for k in keywords)
    rel = ("<h3>Related packages</h3>" + ul(related)) if related else ""
    cite = [(f"{land}/citation/ris", "RIS"), (f"{land}/citation/bib", "BibTeX")]
    pages[land] = STRATA_CHROME.page(
        sig,
        f'<h1 class="pagetitle">{escape(sig)}</h1><p>When using this data, please cite the '
        f'original article: <a href="http://doi.scholar.test/{article}">{article}</a></p>'
        "<h2>Files in this package</h2>"
        + ul(file_links)
        + f'<p><a href="{land}?show=full">View full metadata</a></p>'
        + "<p>Export citation: "
        + " ".join(a(h, t) for h, t in cite)
        + "</p>"
        + (f"<p>Keywords: {kw}</p>" if kw else ""),
        aside=rel,
        share=STRATA_CHROME.url(land),
    )
    pages[f"{land}?show=full"] = STRATA_CHROME.page(
        sig,
        f"<h1>{escape(sig)}</h1><table><tr><td>dc.identifier</td><td>doi:{doi}</td></tr>"
        f'</table><p><a href="{land}">Back</a></p>',
        raw_title=True,
    )
    pages[f"{land}/citation/ris"] = blob(
        f"TY  - DATA\nT1  - {sig}\nDO  - {doi}\n", "application/x-research-info-systems"
    )
    pages[f"{land}/citation/bib"] = blob(f"@data{{{doi}, title={{{sig}}}}}", "application/x-bibtex")
    for i, (name, bits) in enumerate(files, 1):
        bl = [
            (f"/bitstream/handle/10255/strata.{doi[-4:]}.{i}/{b}?sequence=1", b) for b, _v in bits
        ]
        pages[f"{land}/{i}"] = STRATA_CHROME.page(
            f"{sig} - {name}",
            f"<h1>{escape(name)}</h1><p>Part of: {escape(sig)}</p><h2>Download</h2>{ul(bl)}"
            f'<p><a href="{land}">Back to the data package</a></p>',
            raw_title=True,
        )
        for (path, _t), (_b, v) in zip(bl, bits, strict=True):
            pages[path] = v
    truth = {STRATA_CHROME.url(p) for p in pages}
    return pages, frozenset(truth)


def _coral() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _package(
        "10.70333/strata.k8m2",
        "Heat-stress thresholds of reef-building corals under repeated marine heatwaves",
        [
            (
                "Bleaching surveys 2016-2024",
                [("surveys.csv", blob("site,year,bleached\n", "text/csv"))],
            ),
            ("Analysis code", [("analysis.zip", zipish("coral-code"))]),
        ],
        "10.5555/ecol.2025.311",
        [],
        [],
    )


def _soil() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _package(
        "10.70333/strata.q4w9",
        "Reproducible soil carbon flux estimates from 38 eddy-covariance towers",
        [
            (
                "Half-hourly fluxes",
                [
                    ("fluxes.nc", binary("netcdf", "application/x-netcdf")),
                    ("fluxes_README.txt", blob("units: umol m-2 s-1\n", "text/plain")),
                ],
            ),
            ("Tower metadata", [("towers.csv", blob("tower,lat,lon\n", "text/csv"))]),
            (
                "Gap-filling pipeline",
                [
                    ("pipeline.zip", zipish("soil-pipe")),
                    ("environment.yml", blob("name: flux\n", "text/yaml")),
                ],
            ),
            ("Model outputs", [("posterior_draws.parquet", binary("parquet"))]),
        ],
        "10.5555/biogeo.2026.88",
        ["soil-carbon", "eddy-covariance"],
        [("/resource/doi:10.70333/strata.p1z3", "Data from: Tower footprints of the flux network")],
    )


def _strata_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_coral()[0], **_soil()[0]}
    pages["/resource/doi:10.70333/strata.p1z3"] = STRATA_CHROME.page(
        "Data from: Tower footprints of the flux network",
        "<h1>Data from: Tower footprints of the flux network</h1>",
    )
    for k in ("soil-carbon", "eddy-covariance"):
        pages[f"/discover?field=subject&query={k}"] = STRATA_CHROME.page(
            f"Browse: {k}", f"<h1>Subject: {k}</h1>"
        )
    return [STRATA_CHROME.site(pages)]


# --- Trellis: OSF-like project workspace ----------------------------------------------------

TRELLIS = host("www", "trellisworks")
TRELLIS_CHROME = Chrome(
    TRELLIS,
    "Trellis",
    menu=[
        ("/dashboard", "My projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy policy"),
        ("/status", "Status"),
        ("/about", "About"),
    ],
    title_format="{name} | {title}",
    home_title="Trellis | Home",
    accent="#214762",
)


def _project(
    node: str,
    title: str,
    components: list[tuple[str, str]],
    wiki: list[str],
    files: list[tuple[str, str, PageValue]],
    extra_tabs: list[str],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    """A project: overview, files, wiki pages, file views with their downloads, components
    (each with an overview and files list naming the parent project)."""
    pages: dict[str, PageValue] = {}
    tabs = [(f"/{node}/", "Overview"), (f"/{node}/files/", "Files"), (f"/{node}/wiki/home", "Wiki")]
    tabs += [(f"/{node}/{t}/", t.title()) for t in extra_tabs]
    head = f'<h2 class="node-title">{escape(title)}</h2>' + ul(tabs, "project-nav")
    comp = ul([(f"/{c}/", f"{title}: {ct}") for c, ct in components])
    pages[f"/{node}/"] = TRELLIS_CHROME.page(
        title,
        head + '<p>Contributors: <a href="/profile/jm4ks/">J. Mbeki</a>, '
        '<a href="/profile/r8tqa/">R. Tanaka</a></p><h3>Components</h3>'
        + comp
        + "<h3>Wiki</h3>"
        + ul([(f"/{node}/wiki/{w}", w) for w in wiki]),
        share=TRELLIS_CHROME.url(f"/{node}/"),
    )
    rows = [(f"/{node}/files/trellisstorage/{fid}", name) for fid, name, _v in files]
    pages[f"/{node}/files/"] = TRELLIS_CHROME.page(
        title, head + "<h3>Trellis Storage</h3>" + ul(rows)
    )
    for w in wiki:
        pages[f"/{node}/wiki/{w}"] = TRELLIS_CHROME.page(
            title,
            head + f"<h3>Wiki: {escape(w)}</h3>" + ul([(f"/{node}/wiki/{x}", x) for x in wiki]),
        )
    for t in extra_tabs:
        pages[f"/{node}/{t}/"] = TRELLIS_CHROME.page(title, head + f"<h3>{t.title()}</h3>")
    for fid, name, v in files:
        pages[f"/{node}/files/trellisstorage/{fid}"] = TRELLIS_CHROME.page(
            title,
            head + f"<h3>{escape(name)}</h3>"
            f'<p><a class="btn" href="/download/{fid}/">Download</a> · version 1</p>',
        )
        pages[f"/download/{fid}/"] = v
    for c, ct in components:
        pages[f"/{c}/"] = TRELLIS_CHROME.page(
            f"{title}: {ct}",
            f'<p class="parent">Parent project: <a href="/{node}/">{escape(title)}</a></p>'
            f"<h2>{escape(title)}: {escape(ct)}</h2>" + ul([(f"/{c}/files/", "Files")]),
        )
        pages[f"/{c}/files/"] = TRELLIS_CHROME.page(
            f"{title}: {ct}", f"<h2>{escape(title)}: {escape(ct)}</h2><p>No files yet.</p>"
        )
    return pages, frozenset(TRELLIS_CHROME.url(p) for p in pages)


GUT = "Gut microbiome and sleep quality: a preregistered replication"
TASK = "Stroop interference across 12 labs: a multi-site reproducibility project"


def _gut() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _project(
        "x7k2p",
        GUT,
        [],
        ["home"],
        [
            ("6650a1", "preregistration.pdf", pdf_file(GUT, ["Preregistration", "Hypotheses"])),
            (
                "6650a2",
                "analysis.R",
                blob(f"# {GUT}\n# main analysis\nlibrary(lme4)\n", "text/plain"),
            ),
        ],
        [],
    )


def _stroop() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _project(
        "m3zq8",
        TASK,
        [("c9t2w", "Site protocols"), ("d4k7n", "Pooled analysis")],
        ["home", "protocol-deviations", "lab-list"],
        [
            ("7a10b1", "README.md", blob(f"# {TASK}\nSee the wiki.\n", "text/markdown")),
            ("7a10b2", "preregistration.pdf", pdf_file(TASK, ["Preregistration"])),
            (
                "7a10b3",
                "pooled_analysis.py",
                blob(f'"""{TASK}: pooled model."""\n', "text/x-python"),
            ),
            ("7a10b4", "codebook.pdf", pdf_file(TASK, ["Codebook"])),
            ("7a10b5", "results_summary.csv", blob(f"# {TASK}\nlab,effect\n", "text/csv")),
        ],
        ["analytics", "forks"],
    )


def _trellis_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_gut()[0], **_stroop()[0]}
    for uid, name in (("jm4ks", "J. Mbeki"), ("r8tqa", "R. Tanaka")):
        pages[f"/profile/{uid}/"] = TRELLIS_CHROME.page(name, f"<h1>{name}</h1><p>Researcher.</p>")
    return [TRELLIS_CHROME.site(pages)]


# --- ReplicaVault: Dataverse-like replication datasets --------------------------------------

VAULT = host("data", "replivault")
VAULT_CHROME = Chrome(
    VAULT,
    "ReplicaVault",
    menu=[
        ("/dataverse/root", "Dataverses"),
        ("/guides/user", "User guide"),
        ("/guides/api", "API guide"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About")],
    title_format="{title} | {name}",
    home_title="Home | ReplicaVault",
    accent="#c55b28",
)


def _dataset(
    pid: str,
    title: str,
    files: list[tuple[str, str, PageValue]],
    versions: list[str],
    dataverse: str,
) -> tuple[dict[str, PageValue], frozenset[str]]:
    pages: dict[str, PageValue] = {}
    ds = f"/dataset.xhtml?persistentId=doi:{pid}"
    crumbs = (
        f'<p class="breadcrumb"><a href="/dataverse/root">ReplicaVault</a> &gt; '
        f'<a href="/dataverse/{dataverse}">{dataverse}</a> &gt; {escape(title)}</p>'
    )
    rows = [
        (f"/file.xhtml?persistentId=doi:{pid}/{fid}&version={versions[-1]}", name)
        for fid, name, _v in files
    ]
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId=doi:{pid}", label)
        for e, label in (("ddi", "DDI"), ("dataverse_json", "JSON"), ("Datacite", "DataCite"))
    ]
    vers = [(f"{ds}&version={v}", f"Version {v}") for v in versions[:-1]]
    pages[ds] = VAULT_CHROME.page(
        title,
        crumbs
        + f'<h1 id="title">{escape(title)}</h1><p class="citation">Okonjo, A.; Ferreira, L., '
        f"2025, “{escape(title)}”, doi:{pid}, ReplicaVault, V{versions[-1]}</p>"
        "<h3>Files</h3>"
        + ul(rows)
        + "<h3>Metadata</h3><p>Export metadata: "
        + " ".join(a(h, t) for h, t in exports)
        + "</p>"
        + (("<h3>Versions</h3>" + ul(vers)) if vers else ""),
    )
    for v in versions[:-1]:
        pages[f"{ds}&version={v}"] = VAULT_CHROME.page(
            title, crumbs + f"<h1>{escape(title)}</h1><p>Version {v} (superseded).</p>"
        )
    for (href, _n), (fid, name, val) in zip(rows, files, strict=True):
        pages[href] = VAULT_CHROME.page(
            f"{name} | {title}",
            crumbs + f"<h1>{escape(name)}</h1><p>Part of dataset: {escape(title)}</p>"
            f'<p><a href="/api/access/datafile/{fid}">Download</a></p>',
        )
        pages[f"/api/access/datafile/{fid}"] = val
    for href, label in exports:
        pages[href] = blob(
            f"<codeBook><titl>{escape(title)}</titl><!-- {label} --></codeBook>", "application/xml"
        )
    return pages, frozenset(VAULT_CHROME.url(p) for p in pages)


WAGES = "Replication Data for: Minimum wages and teen employment in border counties"
ROADS = "Replication Data for: Rural roads, market access and crop choice in three districts"


def _wages() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _dataset(
        "10.70444/RV/QX7TLM",
        WAGES,
        [
            ("44101", "README.txt", blob(f"{WAGES}\nRun master.do in Stata 18.\n", "text/plain")),
            ("44102", "master.do", blob(f"* {WAGES}\ndo clean.do\n", "text/plain")),
        ],
        ["1.0"],
        "econ-replication",
    )


def _roads() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _dataset(
        "10.70444/RV/B8N2XZ",
        ROADS,
        [
            ("51201", "README.txt", blob(f"{ROADS}\nOrder: 01_ to 05_.\n", "text/plain")),
            ("51202", "01_build.do", blob(f"* {ROADS}: build\n", "text/plain")),
            ("51203", "02_estimate.R", blob(f"# {ROADS}: estimation\n", "text/plain")),
            ("51204", "codebook.pdf", pdf_file(ROADS, ["Codebook"])),
            ("51205", "tables.tex", blob(f"% {ROADS}\n\\begin{{table}}\n", "text/x-tex")),
        ],
        ["1.0", "1.1", "2.0"],
        "econ-replication",
    )


def _vault_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_wages()[0], **_roads()[0]}
    pages["/dataverse/econ-replication"] = VAULT_CHROME.page(
        "Economics Replication Dataverse",
        "<h1>Economics Replication Dataverse</h1>"
        + ul(
            [
                ("/dataset.xhtml?persistentId=doi:10.70444/RV/QX7TLM", WAGES[:34] + "…"),
                ("/dataset.xhtml?persistentId=doi:10.70444/RV/B8N2XZ", ROADS[:34] + "…"),
            ]
        ),
    )
    return [VAULT_CHROME.site(pages)]


CASES = [
    # Dryad's shape: every metadata page of the package says "Data from: …" (the entry's
    # whole title) but the data files cannot, so the seed prescribes Significant String from
    # Title+ with Ignored URIs: the matching pages and, one hop out, their files, menus off.
    Case(
        "strata-coral-heat",
        "data package repository (package with two files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        STRATA_CHROME.url("/resource/doi:10.70333/strata.k8m2"),
        _coral()[1],
        _strata_sites,
    ),
    # Harder: four file pages with six bitstreams, keyword browse links and a related
    # package (another artifact) in the sidebar.
    Case(
        "strata-soil-flux",
        "data package repository (four file pages, keywords, related package)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        STRATA_CHROME.url("/resource/doi:10.70333/strata.q4w9"),
        _soil()[1],
        _strata_sites,
        others=frozenset({STRATA_CHROME.url("/resource/doi:10.70333/strata.p1z3")}),
    ),
    # OSF's shape: "Trellis | " opens every page title and the homepage's, the rest of the
    # title is in every page and file of the project: Significant String from Filtered Title.
    Case(
        "trellis-gut-sleep",
        "project workspace (project with files and wiki)",
        "Multi-Hop",
        "sig_filtered_title",
        TRELLIS_CHROME.url("/x7k2p/"),
        _gut()[1],
        _trellis_sites,
    ),
    # Harder: two components (separate nodes naming the parent), three wiki pages, five files,
    # analytics and forks tabs.
    Case(
        "trellis-stroop-multisite",
        "project workspace (components, wiki pages, many files)",
        "Multi-Hop",
        "sig_filtered_title",
        TRELLIS_CHROME.url("/m3zq8/"),
        _stroop()[1],
        _trellis_sites,
    ),
    # Dataverse's shape: " | ReplicaVault" ends every page title and the homepage's; the seed
    # filters it from the end, and the dataset title is in its file pages, files and metadata
    # exports: Significant String from Filtered Title.
    Case(
        "replivault-wages",
        "replication dataverse (dataset)",
        "Multi-Hop",
        "sig_filtered_title",
        VAULT_CHROME.url("/dataset.xhtml?persistentId=doi:10.70444/RV/QX7TLM"),
        _wages()[1],
        _vault_sites,
    ),
    # Harder: five files, three exports and two superseded versions.
    Case(
        "replivault-roads",
        "replication dataverse (versions, five files)",
        "Multi-Hop",
        "sig_filtered_title",
        VAULT_CHROME.url("/dataset.xhtml?persistentId=doi:10.70444/RV/B8N2XZ"),
        _roads()[1],
        _vault_sites,
    ),
]
