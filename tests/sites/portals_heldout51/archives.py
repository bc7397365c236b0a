"""Data-archive portals whose artifact is bounded by its title: a Dataverse-style survey data
vault (site name after the title), a preregistration workspace (site name before the title)
and a curated "Data from:" deposit repository.

Every member page, export and text download of a record repeats the record's title; chrome
pages, collection listings and the other records never do, so the boundary the seed's title
heuristics draw is exactly the record's own URIs.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Chrome, bibtex, binary, csv, ddi, e, record_head, ris, text, ul

# --- Lantern Dataverse: survey datasets, file pages, versions, exports -------------------

DV = Chrome(
    host="dataverse.lanternvault.hx51.example",
    name="Lantern Dataverse",
    menu=[
        ("/dataverse/root", "Browse collections"),
        ("/guides/user", "User guide"),
        ("/guides/deposit", "Deposit data"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/api-guide", "API"),
    ],
    title_format="{title} | Lantern Dataverse",
    home_title="Welcome | Lantern Dataverse",
    home_main=(
        "<h1>Lantern Dataverse</h1><p>Survey and panel data from the Lantern Institute.</p>"
        + ul([("/dataverse/civic-panels", "Civic panels"), ("/dataverse/household", "Household")])
    ),
    tagline="Open social science data",
)

# Titles never end in "e": the vault's homepage title ends "Welcome | Lantern Dataverse" and
# the seed's right-to-left comparison must stop exactly at " | Lantern Dataverse".
DV_A = "Replication Data for: Trust in Local Government after Boundary Reform, 2019 Panel"
DV_B = (
    "Replication Data for: Attrition and Mode Effects in a Mixed-Mode Household Survey, "
    "Waves 1 to 4"
)


def _dv_pid(suffix: str) -> str:
    return f"doi:10.70051/LNT/{suffix}"


def _dv_dataset(
    title: str,
    pid: str,
    authors: list[str],
    versions: list[str],
    files: list[tuple[int, str, str]],
    restricted: list[str],
    related: tuple[str, str] | None,
    per_page: int = 0,
) -> dict[str, PageValue]:
    """The pages of one dataset: every version, its file pages and downloads, exports."""
    pages: dict[str, PageValue] = {}
    base = f"/dataset.xhtml?persistentId={pid}"
    latest = versions[-1]
    chunks = (
        [files[i : i + per_page] for i in range(0, len(files), per_page)] if per_page else [files]
    )
    for n, chunk in enumerate(chunks, 1):
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}">{e(fn)}</a></td><td>{e(desc)}</td>'
            f'<td><a class="btn" href="/api/access/datafile/{fid}">Download</a></td></tr>'
            for fid, fn, desc in chunk
        )
        if n == len(chunks):
            rows += "".join(
                f'<tr class="restricted"><td>{e(fn)}</td><td>Restricted: available under a '
                'data use agreement.</td><td><a href="/account/login?redirect=access">'
                "Request access</a></td></tr>"
                for fn in restricted
            )
        pager = ""
        if len(chunks) > 1:
            pager = (
                '<nav class="pager">'
                + " ".join(
                    f'<a href="{e(base if k == 1 else base + "&filePage=" + str(k))}">{k}</a>'
                    if k != n
                    else f"<b>{k}</b>"
                    for k in range(1, len(chunks) + 1)
                )
                + "</nav>"
            )
        vrows = "".join(
            f'<li><a href="{e(base)}&amp;version={v}">Version {v}</a></li>' for v in versions
        )
        rel = (
            f'<section class="related"><h2>Related datasets</h2><a href="{e(related[0])}">'
            f"{e(related[1])}</a></section>"
            if related
            else ""
        )
        main = (
            f'<nav class="crumbs"><a href="/">Lantern Dataverse</a> &gt; '
            f'<a href="/dataverse/civic-panels">Civic panels</a></nav>'
            f'<article class="dataset"><h1>{e(title)}</h1><p class="citation">'
            f"{e('; '.join(authors))}, 2024, &quot;{e(title)}&quot;, "
            f"https://doi.org/{e(pid[4:])}, Lantern Dataverse, V{e(latest)}</p>"
            '<div class="cite-tools">Cite dataset: '
            f'<a href="/citation/ris?persistentId={e(pid)}">EndNote XML / RIS</a> '
            f'<a href="/citation/bibtex?persistentId={e(pid)}">BibTeX</a></div>'
            '<div class="export">Export metadata: '
            f'<a href="/api/datasets/export?exporter=ddi&amp;persistentId={e(pid)}">DDI</a> '
            f'<a href="/api/datasets/export?exporter=dataverse_json&amp;persistentId={e(pid)}">'
            "JSON</a></div>"
            f'<h2>Files</h2><table class="files">{rows}</table>{pager}'
            f'<h2>Versions</h2><ul class="versions">{vrows}</ul></article>{rel}'
            '<aside><a href="/guides/user#data-use">How to cite data</a> '
            '<a href="/dataverse/civic-panels">More from this collection</a></aside>'
        )
        head = record_head(title, authors, "2024-05-02", pid[4:])
        key = base if n == 1 else f"{base}&filePage={n}"
        pages[key] = DV.page(title, main, head=head, share=DV.url(key))
    for v in versions:
        note = "This is the latest version." if v == latest else "This is not the latest version."
        pages[f"{base}&version={v}"] = DV.page(
            f"{title} (version {v})",
            f'<div class="alert">{note} <a href="{e(base)}">View latest</a></div>'
            f"<h1>{e(title)}</h1><p>Version {e(v)} of this dataset.</p>",
        )
    for fid, fn, desc in files:
        pages[f"/file.xhtml?fileId={fid}"] = DV.page(
            fn,
            f'<nav class="crumbs">Dataset: <a href="{e(base)}">{e(title)}</a></nav>'
            f"<h1>{e(fn)}</h1><p>{e(desc)}. Part of {e(title)}.</p>"
            f'<p><a class="btn" href="/api/access/datafile/{fid}">Download</a></p>',
        )
        pages[f"/api/access/datafile/{fid}"] = text(
            f"{title}\n{fn}: {desc}\nVariables are documented in the codebook.\n"
        )
    pages[f"/citation/ris?persistentId={pid}"] = ris(title, authors, 2024, pid[4:])
    pages[f"/citation/bibtex?persistentId={pid}"] = bibtex(
        "lantern" + pid[-4:].lower(), title, authors, 2024, pid[4:]
    )
    pages[f"/api/datasets/export?exporter=ddi&persistentId={pid}"] = ddi(
        title, pid, [("trust_lg", "Trust in local government"), ("wave", "Survey wave")]
    )
    pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={pid}"] = text(
        f'{{"datasetVersion": {{"title": "{title}", "versionNumber": "{latest}"}}}}\n',
        "application/json",
    )
    return pages


PID_A, PID_B = _dv_pid("QX4R2A"), _dv_pid("M8TW1C")


def dv_sites() -> list[Site]:
    a = _dv_dataset(
        DV_A,
        PID_A,
        ["Okafor, Ngozi", "Lindqvist, Per"],
        ["1.0"],
        [
            (40211, "trust_panel_codebook.txt", "Codebook, plain text"),
            (40212, "trust_panel_questionnaire.txt", "Questionnaire, English"),
        ],
        ["trust_panel_microdata.tab"],
        (f"/dataset.xhtml?persistentId={PID_B}", "Attrition and mode effects (household survey)"),
    )
    b = _dv_dataset(
        DV_B,
        PID_B,
        ["Marchetti, Giulia", "Osei, Kwame", "Bauer, Lena"],
        ["1.0", "2.0", "2.1"],
        [
            (51301, "hh_w1_codebook.txt", "Wave 1 codebook"),
            (51302, "hh_w2_codebook.txt", "Wave 2 codebook"),
            (51303, "hh_w3_codebook.txt", "Wave 3 codebook"),
            (51304, "hh_w4_codebook.txt", "Wave 4 codebook"),
            (51305, "attrition_weights.do", "Stata syntax for attrition weights"),
            (51306, "mode_experiment_readme.txt", "Readme for the mode experiment"),
        ],
        ["hh_w1to4_linked.dta", "hh_geocodes.tab"],
        (f"/dataset.xhtml?persistentId={PID_A}", "Trust in local government (2019 panel)"),
        per_page=4,
    )
    coll = DV.page(
        "Civic panels",
        "<h1>Civic panels</h1><p>2 datasets</p>"
        + ul(
            [
                (f"/dataset.xhtml?persistentId={PID_A}", "Trust panel 2019 (QX4R2A)"),
                (f"/dataset.xhtml?persistentId={PID_B}", "Household mixed-mode waves (M8TW1C)"),
            ]
        ),
    )
    return [DV.site({**a, **b, "/dataverse/civic-panels": coll})]


def _dv_truth(pid: str, versions: list[str], fids: list[int], pages: int = 1) -> frozenset[str]:
    base = f"/dataset.xhtml?persistentId={pid}"
    paths = [base, f"/citation/ris?persistentId={pid}", f"/citation/bibtex?persistentId={pid}"]
    paths += [
        f"/api/datasets/export?exporter={x}&persistentId={pid}" for x in ("ddi", "dataverse_json")
    ]
    paths += [f"{base}&version={v}" for v in versions]
    paths += [f"{base}&filePage={n}" for n in range(2, pages + 1)]
    for f in fids:
        paths += [f"/file.xhtml?fileId={f}", f"/api/access/datafile/{f}"]
    return frozenset(DV.url(p) for p in paths)


# --- Prereg Bench: preregistration projects, components with their own GUIDs ------------

PB = Chrome(
    host="workspace.preregbench.hx51.example",
    name="Prereg Bench",
    menu=[
        ("/dashboard", "My projects"),
        ("/preregistration", "Preregister"),
        ("/explore", "Explore"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
        ("/donate", "Donate"),
    ],
    title_format="Prereg Bench | {title}",
    home_title="Prereg Bench | Home",
)
# Project titles never start with "H": the seed's left-to-right comparison against
# "Prereg Bench | Home" must stop exactly after "Prereg Bench | ".
PB_A = "Civic Duty Priming Replication"
PB_B = "Many Labs Style Study of Survey Question Order Effects"


def _pb_node(
    guid: str,
    title: str,
    project: str,
    pguid: str,
    files: list[tuple[str, str]],
    kids: list[tuple[str, str]],
) -> dict[str, PageValue]:
    """A project or component page, its files list, wiki, file pages and downloads."""
    pages: dict[str, PageValue] = {}
    header = (
        f'<div class="project-header"><a href="/{pguid}/">{e(project)}</a>'
        + (f" / {e(title)}" if title != project else "")
        + f'<nav class="project-nav"><a href="/{guid}/files/">Files</a> '
        f'<a href="/{guid}/wiki/">Wiki</a> <a href="/account/login?next=settings">Settings</a></nav></div>'
    )
    comp = (
        "<h2>Components</h2>" + "".join(f'<p><a href="/{g}/">{e(t)}</a></p>' for g, t in kids)
        if kids
        else ""
    )
    flist = "".join(f'<li><a href="/{fg}/">{e(fn)}</a></li>' for fg, fn in files)
    pages[f"/{guid}/"] = PB.page(
        title if title == project else f"{project} / {title}",
        f"{header}<h1>{e(title)}</h1><p>Public project. Contributors: "
        '<a href="/profile/u7rk2/">R. Haddad</a>, <a href="/profile/c2mv8/">C. Ng</a></p>'
        f'<section class="files"><h2>Files</h2><ul>{flist}</ul></section>{comp}'
        '<p class="license">License: <a href="/licenses/cc-by-4.0">CC-BY 4.0</a></p>',
    )
    pages[f"/{guid}/files/"] = PB.page(
        f"{project} / Files",
        f"{header}<h1>Files</h1><p>Storage for {e(project)}</p><ul>{flist}</ul>",
    )
    pages[f"/{guid}/wiki/"] = PB.page(
        f"{project} / Wiki",
        f"{header}<h1>Wiki: home</h1><p>{e(project)}: hypotheses, sampling plan and "
        "exclusion rules are stated in the preregistration file.</p>",
    )
    for fg, fn in files:
        pages[f"/{fg}/"] = PB.page(
            fn,
            f"{header}<h1>{e(fn)}</h1><p>Stored in {e(project)}.</p>"
            f'<a class="btn" href="/download/{fg}/">Download</a> '
            f'<a href="/download/{fg}/?revision=1">Revision 1</a>',
        )
        body = f"# {project}\n# {fn}\n"
        body += (
            "library(survey)\nfit <- svyglm(turnout ~ prime, design)\n" if fn.endswith(".R") else ""
        )
        pages[f"/download/{fg}/"] = text(body)
        pages[f"/download/{fg}/?revision=1"] = text(body + "# first revision\n")
    return pages


def pb_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _pb_node(
            "q7hx3",
            PB_A,
            PB_A,
            "q7hx3",
            [("fk2d8", "preregistration.txt"), ("fk2d9", "priming_analysis.R")],
            [],
        )
    )
    b_files = [("wq4n1", "protocol.txt"), ("wq4n2", "site_list.csv")]
    pages.update(
        _pb_node(
            "t3mz6",
            PB_B,
            PB_B,
            "t3mz6",
            b_files,
            [("t3mz7", "Materials"), ("t3mz8", "Analysis")],
        )
    )
    pages.update(
        _pb_node(
            "t3mz7",
            "Materials",
            PB_B,
            "t3mz6",
            [("mm5a1", "questionnaire_order_A.txt"), ("mm5a2", "questionnaire_order_B.txt")],
            [],
        )
    )
    pages.update(_pb_node("t3mz8", "Analysis", PB_B, "t3mz6", [("an6b1", "order_effects.R")], []))
    pages["/profile/u7rk2/"] = PB.page("R. Haddad", "<h1>R. Haddad</h1><p>3 public projects.</p>")
    pages["/profile/c2mv8/"] = PB.page("C. Ng", "<h1>C. Ng</h1><p>5 public projects.</p>")
    return [PB.site(pages)]


def _pb_truth(nodes: list[str], files: list[str]) -> frozenset[str]:
    paths = [p for g in nodes for p in (f"/{g}/", f"/{g}/files/", f"/{g}/wiki/")]
    for f in files:
        paths += [f"/{f}/", f"/download/{f}/", f"/download/{f}/?revision=1"]
    return frozenset(PB.url(p) for p in paths)


# --- Silt Deposit: "Data from:" packages, file records, bitstreams ----------------------

SD = Chrome(
    host="repo.siltdeposit-dx.hx51.example",
    name="Silt Deposit",
    menu=[("/discover", "Search data"), ("/pages/submit", "Submit"), ("/pages/about", "About")],
    footer=[("/pages/policies", "Policies"), ("/pages/contact", "Contact"), ("/pages/faq", "FAQ")],
    title_format="{title}",
    home_title="Silt Deposit Digital Repository",
    home_main=(
        "<h1>Silt Deposit</h1><p>Data underlying peer-reviewed articles.</p>"
        + ul(
            [
                ("/discover?subject=political+science", "Browse political science"),
                ("/discover?subject=public+health", "Browse public health"),
            ]
        )
    ),
)
JOURNAL = "journal.civicpolrev-dx.hx51.example"
SD_A = "Data from: Deliberation and Opinion Change in Citizen Assemblies"
SD_B = "Data from: Neighbourhood Deprivation and Self-Rated Health in Three Cohort Waves"


def _sd_package(
    doi: str, title: str, article: str, files: list[tuple[int, str, int]], version_of: str = ""
) -> dict[str, PageValue]:
    """A package page (+ full view, RIS), its file records (+ full views) and bitstreams."""
    pages: dict[str, PageValue] = {}
    base = f"/resource/doi:{doi}"
    cite = (
        f'<p class="cite">Please cite: <a href="http://{JOURNAL}{article}">the article</a> and '
        f"the data package: {e(title)}. Silt Deposit. doi:{e(doi)}</p>"
    )
    ver = (
        f'<p class="version">This is a new version; the earlier one is <a href="/resource/doi:{e(version_of)}">'
        f"doi:{e(version_of)}</a>.</p>"
        if version_of
        else ""
    )
    flist = "".join(f'<li><a href="{base}/{n}">{e(fn)}</a></li>' for n, fn, _ in files)
    for view in ("", "?show=full"):
        extra = (
            "<table class='meta'><tr><td>dc.title</td><td>" + e(title) + "</td></tr></table>"
            if view
            else ""
        )
        pages[base + view] = SD.page(
            title,
            f"<h1>{e(title)}</h1>{cite}{ver}<h2>Files in this package</h2><ul>{flist}</ul>{extra}"
            f'<p><a href="{base}?show=full">Show full metadata</a> '
            f'<a href="{base}/citation/ris">Export citation (RIS)</a></p>'
            '<aside class="stats">Downloads: 128 <a href="/discover?subject=political+science">'
            "Browse political science</a></aside>",
            head=record_head(title, ["Amadi, C.", "Voss, H."], "2023"),
        )
    pages[f"{base}/citation/ris"] = ris(title, ["Amadi, C.", "Voss, H."], 2023, doi)
    for n, fn, seq in files:
        bit = f"/bitstream/handle/10299/{doi.rsplit('.', 1)[-1]}-{n}/{fn}?sequence={seq}"
        for view in ("", "?show=full"):
            pages[f"{base}/{n}{view}"] = SD.page(
                f"{title} - {fn}",
                f'<p class="pkg">Part of: <a href="{base}">{e(title)}</a></p><h1>{e(fn)}</h1>'
                f'<p><a class="download" href="{e(bit)}">Download {e(fn)}</a></p>'
                + ("" if view else f'<p><a href="{base}/{n}?show=full">Full metadata</a></p>'),
            )
        pages[bit] = (
            csv([["id", "wave", "score"], [1, 1, 3], [2, 1, 4]])
            if fn.endswith(".csv")
            else binary(fn)
        )
    return pages


SD_DOI_A, SD_DOI_B1, SD_DOI_B2 = "10.70299/silt.k3v7", "10.70299/silt.p9d2", "10.70299/silt.p9d2.2"


def sd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _sd_package(
            SD_DOI_A,
            SD_A,
            "/article/view/1187",
            [(1, "assembly_survey.csv", 1), (2, "transcripts_coded.zip", 1)],
        )
    )
    pages.update(
        _sd_package(
            SD_DOI_B1,
            SD_B,
            "/article/view/1294",
            [(1, "deprivation_w1.csv", 1), (2, "health_w1_w3.csv", 1)],
        )
    )
    pages.update(
        _sd_package(
            SD_DOI_B2,
            SD_B,
            "/article/view/1294",
            [
                (1, "deprivation_w1.csv", 2),
                (2, "health_w1_w3.csv", 2),
                (3, "imputation.R", 1),
                (4, "README.txt", 1),
            ],
            version_of=SD_DOI_B1,
        )
    )
    journal = Chrome(
        host=JOURNAL,
        name="Civic Policy Review",
        menu=[("/issue/current", "Current issue"), ("/issue/archive", "Archives")],
        footer=[("/about/editorialPolicies", "Policies")],
    )
    arts = {
        f"/article/view/{n}": journal.page(t, f"<h1>{e(t)}</h1><p>Research article.</p>")
        for n, t in [
            (1187, "Deliberation and Opinion Change in Citizen Assemblies"),
            (1294, "Neighbourhood Deprivation and Self-Rated Health"),
        ]
    }
    return [SD.site(pages), journal.site(arts)]


def _sd_truth(doi: str, files: list[tuple[int, str, int]]) -> frozenset[str]:
    base = f"/resource/doi:{doi}"
    paths = [base, f"{base}?show=full", f"{base}/citation/ris"]
    for n, fn, seq in files:
        paths += [f"{base}/{n}", f"{base}/{n}?show=full"]
        paths.append(f"/bitstream/handle/10299/{doi.rsplit('.', 1)[-1]}-{n}/{fn}?sequence={seq}")
    return frozenset(SD.url(p) for p in paths)


CASES: list[Case] = [
    # Dataverse-style vault, which the seed's table gives Significant String From Filtered
    # Title "starting from title end": titles end in " | Lantern Dataverse", the member pages
    # and text downloads carry the dataset title, the data file is restricted (no link).
    Case(
        name="dataverse-trust-panel",
        imitates="survey data vault (Dataverse-style dataset, two files, one restricted)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=DV.url(f"/dataset.xhtml?persistentId={PID_A}"),
        truth=_dv_truth(PID_A, ["1.0"], [40211, 40212]),
        build=dv_sites,
        others=frozenset({DV.url(f"/dataset.xhtml?persistentId={PID_B}")}),
    ),
    # Same vault, harder: three versions, six public files over two file-list pages, two
    # restricted files; still the filtered title marks every member.
    Case(
        name="dataverse-household-waves",
        imitates="survey data vault (multi-wave dataset, three versions, paged file list)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=DV.url(f"/dataset.xhtml?persistentId={PID_B}"),
        truth=_dv_truth(PID_B, ["1.0", "2.0", "2.1"], list(range(51301, 51307)), pages=2),
        build=dv_sites,
        others=frozenset({DV.url(f"/dataset.xhtml?persistentId={PID_A}")}),
    ),
    # OSF-like workspace: "Prereg Bench | " before every title (the seed's OSF case),
    # components and files have their own GUID paths, so only the filtered title bounds it.
    Case(
        name="prereg-civic-duty",
        imitates="preregistration workspace (OSF-style project with two files)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=PB.url("/q7hx3/"),
        truth=_pb_truth(["q7hx3"], ["fk2d8", "fk2d9"]),
        build=pb_sites,
    ),
    # Harder: a project with two components, each with its own GUID, wiki and files.
    Case(
        name="prereg-question-order",
        imitates="preregistration workspace (multi-site project with components)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=PB.url("/t3mz6/"),
        truth=_pb_truth(["t3mz6", "t3mz7", "t3mz8"], ["wq4n1", "wq4n2", "mm5a1", "mm5a2", "an6b1"]),
        build=pb_sites,
    ),
    # Dryad-like: the title is the "Data from:" string itself, every metadata page repeats
    # it but the bitstreams do not: Significant String from Title+ with Ignored URIs.
    Case(
        name="silt-citizen-assemblies",
        imitates="curated data deposit repository (Dryad-style package, two files)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=SD.url(f"/resource/doi:{SD_DOI_A}"),
        truth=_sd_truth(SD_DOI_A, [(1, "assembly_survey.csv", 1), (2, "transcripts_coded.zip", 1)]),
        build=sd_sites,
        others=frozenset({f"http://{JOURNAL}/article/view/1187"}),
    ),
    # Harder: second version of a package; the earlier version shares the title (its pages
    # and bitstreams are reached one hop from matching pages), four files.
    Case(
        name="silt-deprivation-health-v2",
        imitates="curated data deposit repository (versioned package, four files)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=SD.url(f"/resource/doi:{SD_DOI_B2}"),
        truth=_sd_truth(
            SD_DOI_B2,
            [
                (1, "deprivation_w1.csv", 2),
                (2, "health_w1_w3.csv", 2),
                (3, "imputation.R", 1),
                (4, "README.txt", 1),
            ],
        )
        | _sd_truth(SD_DOI_B1, [(1, "deprivation_w1.csv", 1), (2, "health_w1_w3.csv", 1)]),
        build=sd_sites,
        others=frozenset({f"http://{JOURNAL}/article/view/1294"}),
    ),
]
