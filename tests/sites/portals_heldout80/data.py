"""heldout80 data portals where data papers deposit their data: a Dryad-like repository, a
biodiversity data registry keyed by dataset UUID, a Dataverse-like replication archive, and an
EPrints-like green open-access repository holding accepted manuscripts."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bibtex, file, pdf_file, ris, ul

# ------------------------------------------------------------ Dryad-like (Strataset) --
ST = Chrome(
    "repo.strataset.hx80.example",
    "Strataset Data Repository",
    [
        ("/stash/search", "Explore data"),
        ("/stash/submit", "Submit data"),
        ("/stash/our_membership", "Members"),
        ("/stash/about", "About"),
    ],
    [("/stash/privacy", "Privacy"), ("/stash/terms", "Terms"), ("/stash/contact", "Contact")],
    widget=[("/stash/dataset/doi:10.5071/dryft.a1b2", "Recent: Leaf traits of Andean trees")],
    widget_name="Recently published",
)
STA, STB = "/stash/dataset/doi:10.5071/dryft.k3m9", "/stash/dataset/doi:10.5071/dryft.q7x2"
TA = "Data from: Nest temperature and hatching success in loggerhead turtles"
TB = "Data from: Pollinator visitation networks across an urbanisation gradient"


def _st_files(ids: list[tuple[int, str]]) -> str:
    return (
        "<table class='files'>"
        + "".join(
            f'<tr><td>{escape(n)}</td><td><a href="/stash/downloads/file_stream/{i}">Download</a></td></tr>'
            for i, n in ids
        )
        + "</table>"
    )


def _st_page(title: str, main: str) -> str:
    paper = (
        '<p>Related works: <a href="http://articles.lumendata-journal.hx80.example/dd/'
        'ldj-2025-0117">Primary article</a></p>'
    )
    return ST.page(title, f"<h1>{escape(title)}</h1>{main}{paper}", raw_title=True)


def _st() -> list[Site]:
    p: dict[str, object] = {}
    p[STA] = _st_page(
        TA,
        _st_files([(48213, "nest_temps.csv"), (48214, "README.md")])
        + ul(
            [
                ("/stash/metadata/48100", "Metadata"),
                ("/stash/versions/48100", "Version history"),
                ("/stash/cite/48100.ris", "Citation (RIS)"),
            ]
        ),
    )
    p["/stash/metadata/48100"] = _st_page(
        TA, '<p>Dublin Core and DataCite metadata.</p><a href="/stash/metadata/48100.xml">XML</a>'
    )
    p["/stash/versions/48100"] = _st_page(
        TA, "<h2>Version 1 (2023-05-02)</h2>" + _st_files([(47001, "nest_temps.csv")])
    )
    p[STB] = _st_page(
        TB,
        _st_files([(48801, "visits_2021.csv"), (48802, "visits_2022.csv"), (48803, "plants.csv")])
        + f'<p class="pager"><a href="{STB}?file_page=2">Next files</a></p>'
        + ul(
            [
                ("/stash/metadata/48800", "Metadata"),
                ("/stash/versions/48800", "Version history"),
                ("/stash/metrics/48800", "Usage"),
                ("/stash/cite/48800.ris", "Citation (RIS)"),
            ]
        ),
    )
    p[STB + "?file_page=2"] = _st_page(
        TB, _st_files([(48804, "pollinators.csv"), (48805, "README.md")])
    )
    p["/stash/metadata/48800"] = _st_page(TB, '<a href="/stash/metadata/48800.xml">XML</a>')
    p["/stash/versions/48800"] = _st_page(
        TB, ul([(STB + "?version=1", "Version 1"), (STB, "Version 2 (current)")])
    )
    p[STB + "?version=1"] = _st_page(
        TB, "<p>Version 1</p>" + _st_files([(47811, "visits_2021.csv"), (47812, "plants.csv")])
    )
    p["/stash/metrics/48800"] = _st_page(TB, "<p>1,204 views, 311 downloads</p>")
    for n, t in ((48100, TA), (48800, TB)):
        p[f"/stash/metadata/{n}.xml"] = file(
            f"<resource><title>{t}</title></resource>", "application/xml"
        )
        p[f"/stash/cite/{n}.ris"] = file(
            ris(t, f"10.5071/{n}"), "application/x-research-info-systems"
        )
    for i in (48213, 48214, 47001, 48801, 48802, 48803, 48804, 48805, 47811, 47812):
        p[f"/stash/downloads/file_stream/{i}"] = file("id,value\n1,2.5\n", "text/csv")
    return [ST.site(p)]  # type: ignore[arg-type]


# ------------------------------------------------------ GBIF-like registry (BiotaGrid) --
BG = Chrome(
    "www.biotagrid.hx80.example",
    "BiotaGrid",
    [
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resources", "Resources"),
    ],
    [("/terms", "Terms"), ("/privacy-policy", "Privacy"), ("/contact-us", "Contact")],
)
BG_API = "api.biotagrid.hx80.example"
UA, UB = "3c1f9a2e-5b7d-4e21-9a0c-6d2e8b4f1a73", "b70e41d2-9c3a-4f88-a1e6-2d5f0c9b7e14"
PUB = "/publisher/5e1ad0c4-77b3-4a1e-8d2f-0b9e3c6a4f10"


def _bg_occ(u: str, offset: int, last: int) -> str:
    rows = "".join(
        f'<li><a href="/occurrence/{1874523000 + offset + i}">Occurrence '
        f"{1874523000 + offset + i}</a></li>"
        for i in range(3)
    )
    nxt = (
        f'<a href="/occurrence/search?dataset_key={u}&amp;offset={offset + 20}">Next</a>'
        if offset < last
        else ""
    )
    return BG.page("Occurrence search", f"<h1>Occurrences</h1><ul>{rows}</ul>{nxt}")


def _bg_dataset(u: str, title: str, extra: list[tuple[str, str]]) -> str:
    items = [
        (f"/occurrence/search?dataset_key={u}", "Occurrences"),
        (f"http://{BG_API}/v1/dataset/{u}/document", "Metadata document (EML)"),
        *extra,
    ]
    main = f"""<h1>{title}</h1><p class="kind">Occurrence dataset · registered 2024</p>
<p>Published by <a href="{PUB}">Coastal Biodiversity Institute</a>.</p>{ul(items)}
<p>Described in the data paper <a href="http://articles.lumendata-journal.hx80.example/dd/ldj-2025-0342">
(Lumen Data Journal)</a>.</p>"""
    return BG.page(title, main)


def _bg() -> list[Site]:
    api = Site(BG_API)
    p: dict[str, object] = {}
    extra_b = [
        (f"/dataset/{UB}/activity", "Download activity"),
        (f"/dataset/{UB}/project", "Project"),
        (f"/occurrence/download/request?dataset_key={UB}", "Download"),
        (f"http://{BG_API}/v1/dataset/{UB}/metrics", "Metrics (JSON)"),
    ]
    p[f"/dataset/{UA}"] = _bg_dataset(UA, "Intertidal mollusc survey, Galway Bay", [])
    p[f"/dataset/{UB}"] = _bg_dataset(UB, "Moth light-trap records, Carpathian foothills", extra_b)
    p[f"/occurrence/search?dataset_key={UA}"] = _bg_occ(UA, 0, 0)
    for off in (0, 20, 40):
        key = f"/occurrence/search?dataset_key={UB}" + (f"&offset={off}" if off else "")
        p[key] = _bg_occ(UB, off, 40)
    p[f"/dataset/{UB}/activity"] = BG.page(
        "Download activity", "<h1>Downloads</h1><p>87 downloads</p>"
    )
    p[f"/dataset/{UB}/project"] = BG.page("Project", "<h1>Carpathian moth monitoring</h1>")
    p[f"/occurrence/download/request?dataset_key={UB}"] = BG.page(
        "Download",
        '<h1>Request a download</h1><p>Please <a href="/account/sign-in">sign in</a>.</p>',
    )
    p[PUB] = BG.page("Coastal Biodiversity Institute", "<h1>Coastal Biodiversity Institute</h1>")
    for u in (UA, UB):
        api.add(
            f"/v1/dataset/{u}/document",
            file(f"<eml><dataset>{u}</dataset></eml>", "application/xml"),
        )
    api.add(
        f"/v1/dataset/{UB}/metrics",
        file('{"countByKingdom": {"Animalia": 40211}}', "application/json"),
    )
    return [BG.site(p), api]  # type: ignore[arg-type]


def _bg_truth(u: str, extra: list[str]) -> list[str]:
    return [
        BG.url(f"/dataset/{u}"),
        BG.url(f"/occurrence/search?dataset_key={u}"),
        f"http://{BG_API}/v1/dataset/{u}/document",
        *extra,
    ]


# --------------------------------------------------- Dataverse-like (Ashgrove archive) --
AG = Chrome(
    "dataverse.ashgrove-univ.hx80.example",
    "Ashgrove Data Archive",
    [
        ("/dataverse/ashgrove", "Ashgrove Dataverse"),
        ("/guides/user", "User guide"),
        ("/dataverse/ashgrove/support", "Support"),
    ],
    [("/about/privacy.xhtml", "Privacy"), ("/about/terms.xhtml", "Terms of use")],
    title_format="{title} - {name}",
    home_title="Ashgrove Dataverse - Ashgrove Data Archive",
)
PIDA, PIDB = "doi:10.7011/ADA/QX3K1B", "doi:10.7011/ADA/ZW8P2M"
DA = "Replication Data for: Tariff shocks and regional wages"
DB = "Replication Data for: Heat waves and emergency admissions in coastal cities"


def _ag_files(pid: str, files: list[tuple[int, str]], version: str | None = None) -> str:
    v = version or "2.0"
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?fileId={i}&amp;version={v}">{escape(n)}</a></td>'
        f'<td><button type="button" data-url="/api/access/datafile/{i}">Access file</button></td></tr>'
        for i, n in files
    )
    return f'<table class="files">{rows}</table>'


def _ag_dataset(pid: str, title: str, files: list[tuple[int, str]], extra: str) -> str:
    exp = [(f"/api/datasets/export?exporter=dataCite&persistentId={pid}", "DataCite")]
    main = f"""<ol class="breadcrumb"><li><a href="/dataverse/ashgrove">Ashgrove Dataverse</a></li></ol>
<h1>{escape(title)}</h1><p class="citation">Ashgrove Data Archive, {pid}, V2</p>
<div class="btn-group"><button type="button">Access Dataset</button>
<button type="button">Contact Owner</button><button type="button">Share</button></div>
<div class="export"><span>Export Metadata</span>{ul(exp)}</div>
<div class="tab files">{_ag_files(pid, files)}</div>{extra}
<p>Related publication: <a href="http://www.calderfinch-pub.hx80.example/doi/full/10.5599/jmb.2023.0771">
article</a></p>"""
    return AG.page(title, main)


def _ag_file(pid: str, title: str, name: str) -> str:
    main = (
        f'<p><a href="/dataset.xhtml?persistentId={pid}">{escape(title)}</a></p>'
        f"<h1>{escape(name)}</h1><p>Tabular data file, 12 variables.</p>"
        '<button type="button">Access File</button>'
    )
    return AG.page(name, main)


def _ag() -> list[Site]:
    fa = [(90211, "wages_panel.tab"), (90212, "codebook.pdf")]
    fb = [
        (90381, "admissions.tab"),
        (90382, "temperature.tab"),
        (90383, "analysis.R"),
        (90384, "README.txt"),
    ]
    ver = (
        f'<div class="tab versions"><a href="/dataset.xhtml?persistentId={PIDB}&amp;version=1.0">'
        "Version 1.0</a></div>"
    )
    p: dict[str, object] = {
        f"/dataset.xhtml?persistentId={PIDA}": _ag_dataset(PIDA, DA, fa, ""),
        f"/dataset.xhtml?persistentId={PIDB}": _ag_dataset(PIDB, DB, fb, ver),
        f"/dataset.xhtml?persistentId={PIDB}&version=1.0": AG.page(
            DB,
            f"<h1>{escape(DB)}</h1><p>Version 1.0 (deaccessioned file list)</p>"
            + _ag_files(PIDB, [(90390, "admissions_v1.tab")], "1.0"),
        ),
        "/file.xhtml?fileId=90390&version=1.0": _ag_file(PIDB, DB, "admissions_v1.tab"),
    }
    for pid, t, fs in ((PIDA, DA, fa), (PIDB, DB, fb)):
        for i, n in fs:
            p[f"/file.xhtml?fileId={i}&version=2.0"] = _ag_file(pid, t, n)
        p[f"/api/datasets/export?exporter=dataCite&persistentId={pid}"] = file(
            f"<resource><titles><title>{t}</title></titles></resource>", "application/xml"
        )
    return [AG.site(p)]  # type: ignore[arg-type]


# ------------------------------------------------ EPrints-like (Corriebrook Research Online) --
CR = Chrome(
    "eprints.corriebrook.hx80.example",
    "Corriebrook Research Online",
    [
        ("/view/year/", "Browse by year"),
        ("/view/divisions/", "Browse by school"),
        ("/information.html", "About"),
        ("/cgi/users/home", "Deposit"),
    ],
    [("/policies.html", "Policies"), ("/accessibility.html", "Accessibility")],
    title_format="{name}: {title}",
    home_title="Corriebrook Research Online: Home",
)
CRA, CRB, CRB0 = "/id/eprint/41877/", "/id/eprint/42310/", "/id/eprint/40112/"
EA = "Groundwater recharge under irrigated maize in semi-arid basins"
EB = "Microbial community assembly in constructed wetlands"


def _cr_record(n: str, title: str, docs: list[tuple[str, str]], extra: str) -> str:
    ex = [
        (f"/cgi/export/eprint/{n}/BibTeX/cro-eprint-{n}.bib", "BibTeX"),
        (f"/cgi/export/eprint/{n}/RIS/cro-eprint-{n}.ris", "RIS"),
    ]
    main = f"""<h1 class="ep_tm_pagetitle">{escape(title)}</h1>
<p>Okonkwo, A. and Brandt, L. (2024) {escape(title)}. <em>Journal of Hydrology Letters</em>.</p>
<div class="ep_documents">{ul(docs)}</div>
<p>Official URL: <a href="http://journals.verdantpub.hx80.example/article/vo.2025.00412">Version of record</a></p>
{extra}<p>Export: {" ".join(f'<a href="{h}">{t}</a>' for h, t in ex)}</p>
<p><a href="/cgi/stats/report/eprint/{n}">Downloads statistics</a> ·
<a href="/view/creators/Okonkwo=3AA=3A=3A.html">More by this author</a> ·
<a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={n}">Edit item (staff only)</a></p>"""
    return CR.page(title, main)


def _cr() -> list[Site]:
    da = [(CRA + "1/Okonkwo_AAM_2024.pdf", "Accepted Version (PDF)")]
    db = [
        (CRB + "1/wetlands_accepted.pdf", "Accepted Version (PDF)"),
        (CRB + "2/supplementary_data.txt", "Supplementary data"),
    ]
    d0 = [(CRB0 + "1/wetlands_preprint.pdf", "Submitted Version (PDF)")]
    other = (
        f'<div class="ep_versions">Other versions of this item: <a href="{CRB0}">Submitted '
        "version (preprint)</a></div>"
    )
    back = f'<div class="ep_versions">A newer version of this item exists: <a href="{CRB}">Accepted version</a></div>'
    p: dict[str, object] = {
        CRA: _cr_record("41877", EA, da, ""),
        CRB: _cr_record("42310", EB, db, other),
        CRB0: _cr_record("40112", EB, d0, back),
        CRB + "2/supplementary_data.txt": file(
            f"Supplementary data for: {EB}\nsite,otu,count\n", "text/plain"
        ),
    }
    for n, t in (("41877", EA), ("42310", EB), ("40112", EB)):
        p[f"/cgi/export/eprint/{n}/BibTeX/cro-eprint-{n}.bib"] = file(
            bibtex("cro" + n, t, ""), "application/x-bibtex"
        )
        p[f"/cgi/export/eprint/{n}/RIS/cro-eprint-{n}.ris"] = file(
            ris(t, ""), "application/x-research-info-systems"
        )
        p[f"/cgi/stats/report/eprint/{n}"] = CR.page(
            "Statistics", f"<h1>Downloads for {escape(t)}</h1><p>212</p>"
        )
    for path, _ in da + db[:1] + d0:
        p[path] = pdf_file(EA if path.startswith(CRA) else EB, "Accepted manuscript")
    return [CR.site(p)]  # type: ignore[arg-type]


def _cr_truth(n: str, docs: list[str]) -> list[str]:
    own = [
        f"/id/eprint/{n}/",
        f"/cgi/export/eprint/{n}/BibTeX/cro-eprint-{n}.bib",
        f"/cgi/export/eprint/{n}/RIS/cro-eprint-{n}.ris",
        f"/cgi/stats/report/eprint/{n}",
        *docs,
    ]
    return [CR.url(x) for x in own]


# -------------------------------------------------------------------------------- cases --
def _cases() -> list[Case]:
    sta = [
        STA,
        "/stash/downloads/file_stream/48213",
        "/stash/downloads/file_stream/48214",
        "/stash/metadata/48100",
        "/stash/metadata/48100.xml",
        "/stash/cite/48100.ris",
        "/stash/versions/48100",
        "/stash/downloads/file_stream/47001",
    ]
    stb = [
        STB,
        STB + "?file_page=2",
        STB + "?version=1",
        "/stash/metadata/48800",
        "/stash/metadata/48800.xml",
        "/stash/versions/48800",
        "/stash/metrics/48800",
        "/stash/cite/48800.ris",
        *(
            f"/stash/downloads/file_stream/{i}"
            for i in (48801, 48802, 48803, 48804, 48805, 47811, 47812)
        ),
    ]
    bgb = [
        BG.url(f"/dataset/{UB}/activity"),
        BG.url(f"/dataset/{UB}/project"),
        BG.url(f"/occurrence/download/request?dataset_key={UB}"),
        BG.url(f"/occurrence/search?dataset_key={UB}&offset=20"),
        BG.url(f"/occurrence/search?dataset_key={UB}&offset=40"),
        f"http://{BG_API}/v1/dataset/{UB}/metrics",
    ]
    aga = [
        f"/dataset.xhtml?persistentId={PIDA}",
        "/file.xhtml?fileId=90211&version=2.0",
        "/file.xhtml?fileId=90212&version=2.0",
        f"/api/datasets/export?exporter=dataCite&persistentId={PIDA}",
    ]
    agb = [
        f"/dataset.xhtml?persistentId={PIDB}",
        f"/dataset.xhtml?persistentId={PIDB}&version=1.0",
        *(f"/file.xhtml?fileId={i}&version=2.0" for i in (90381, 90382, 90383, 90384)),
        "/file.xhtml?fileId=90390&version=1.0",
        f"/api/datasets/export?exporter=dataCite&persistentId={PIDB}",
    ]
    return [
        # Dryad: every page carries "Data from: ..." (the entry's whole title) but the data
        # files do not; the seed prescribes Significant String from Title+ with Ignored URIs.
        case(
            "st-dataset",
            "data repository (dataset, one version)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            ST.url(STA),
            [ST.url(x) for x in sta],
            _st,
        ),
        case(
            "st-dataset-versions",
            "data repository (dataset, paginated files, two versions)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            ST.url(STB),
            [ST.url(x) for x in stb],
            _st,
        ),
        # GBIF: the dataset UUID in the entry's path is in every member URI, on both hosts.
        case(
            "bg-dataset",
            "biodiversity data registry (dataset)",
            "Multi-Hop",
            "sig_uri",
            BG.url(f"/dataset/{UA}"),
            _bg_truth(UA, []),
            _bg,
            others=[BG.url(PUB)],
        ),
        case(
            "bg-dataset-paged",
            "biodiversity data registry (dataset, paged occurrences, project, API metrics)",
            "Multi-Hop",
            "sig_uri",
            BG.url(f"/dataset/{UB}"),
            _bg_truth(UB, bgb),
            _bg,
            others=[BG.url(PUB)],
        ),
        # Dataverse: titles end in " - Ashgrove Data Archive"; the seed's Filtered Title
        # (filtered from the end); downloads sit behind buttons, not links.
        case(
            "ag-replication",
            "replication data archive (dataset, two files)",
            "Multi-Hop",
            "sig_filtered_title",
            AG.url(aga[0]),
            [AG.url(x) for x in aga],
            _ag,
        ),
        case(
            "ag-replication-versions",
            "replication data archive (dataset, four files, older version)",
            "Multi-Hop",
            "sig_filtered_title",
            AG.url(agb[0]),
            [AG.url(x) for x in agb],
            _ag,
        ),
        # OSF-like: every title starts "Corriebrook Research Online: ", which the content
        # lacks; members all carry the filtered title (Significant String from Filtered Title).
        case(
            "cr-accepted-manuscript",
            "green open-access repository (accepted manuscript)",
            "Multi-Hop",
            "sig_filtered_title",
            CR.url(CRA),
            _cr_truth("41877", [CRA + "1/Okonkwo_AAM_2024.pdf"]),
            _cr,
        ),
        case(
            "cr-accepted-with-preprint",
            "green open-access repository (accepted manuscript, supplement, preprint version)",
            "Multi-Hop",
            "sig_filtered_title",
            CR.url(CRB),
            _cr_truth("42310", [CRB + "1/wetlands_accepted.pdf", CRB + "2/supplementary_data.txt"])
            + _cr_truth("40112", [CRB0 + "1/wetlands_preprint.pdf"]),
            _cr,
        ),
    ]


CASES = _cases()
