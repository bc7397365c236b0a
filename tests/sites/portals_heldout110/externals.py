"""heldout110 Path-Based with Externals: a GitHub Enterprise Server repository whose raw
files live on raw.<host>, and a CKAN dataset whose downloads live on a separate file store."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import binary, csv_file, host, other, pdf_file, text_file, ul

# --- GitHub Enterprise Server (subdomain isolation): raw files on raw.<host> ---------------

GHE = Portal(
    host("github", "stmarys-dental"),
    "GitHub Enterprise",
    menu=[("/pulls", "Pull requests"), ("/issues", "Issues"), ("/explore", "Explore")],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/contact", "Contact your administrator"),
    ],
    title_format="{title}",
)
RAW = host("raw", "stmarys-dental")
GHE_P = "/dental-informatics/perio-chart"
GHE_BLOBS = ["README.md", "perio_chart.py", "data/sample_chart.json"]


def _ghe_pages() -> dict[str, tuple[str, list[tuple[str, str]]]]:
    p, r = GHE_P, f"http://{RAW}{GHE_P}/main/"
    pages = {
        "": (
            "dental-informatics/perio-chart: Periodontal charting app for dental hygiene clinics",
            [
                (p + "/tree/main", "Code"),
                (p + "/issues", "Issues 2"),
                (p + "/releases", "Releases 1"),
                (p + "/blob/main/README.md", "README.md"),
                (p + "/blob/main/perio_chart.py", "perio_chart.py"),
                (p + "/tree/main/data", "data"),
                (p + "/archive/refs/heads/main.zip", "Download ZIP"),
                ("/dental-informatics", "dental-informatics"),
                ("/rkowalski", "rkowalski"),
            ],
        ),
        "/tree/main": (
            "perio-chart at main",
            [
                (p + "/tree/main/data", "data"),
                (p + "/blob/main/README.md", "README.md"),
                (p + "/blob/main/perio_chart.py", "perio_chart.py"),
            ],
        ),
        "/tree/main/data": (
            "perio-chart/data at main",
            [(p + "/blob/main/data/sample_chart.json", "sample_chart.json")],
        ),
        "/issues": (
            "Issues \u00b7 dental-informatics/perio-chart",
            [(p + "/issues/7", "Furcation grades not saved"), (p + "/issues/9", "Export to PDF")],
        ),
        "/issues/7": ("Furcation grades not saved \u00b7 Issue #7", [("/rkowalski", "rkowalski")]),
        "/issues/9": ("Export to PDF \u00b7 Issue #9", [("/tnguyen", "tnguyen")]),
        "/releases": (
            "Releases \u00b7 dental-informatics/perio-chart",
            [(p + "/releases/tag/v0.9.0", "v0.9.0")],
        ),
        "/releases/tag/v0.9.0": (
            "Release v0.9.0",
            [
                (p + "/releases/download/v0.9.0/perio-chart-0.9.0.zip", "perio-chart-0.9.0.zip"),
                (p + "/archive/refs/tags/v0.9.0.zip", "Source code (zip)"),
            ],
        ),
    }
    for bl in GHE_BLOBS:
        pages[f"/blob/main/{bl}"] = (
            f"perio-chart/{bl} at main",
            [(r + bl, "Raw"), (p + "/tree/main", "main")],
        )
    return pages


GHE_ARCHIVES = [
    "/archive/refs/heads/main.zip",
    "/archive/refs/tags/v0.9.0.zip",
    "/releases/download/v0.9.0/perio-chart-0.9.0.zip",
]


def ghe_build() -> list[Site]:
    served: dict[str, object] = {}
    for sub, (title, items) in _ghe_pages().items():
        body = f"<h1>{escape(title)}</h1>{ul(items)}"
        if sub == "":
            body += '<article class="markdown-body"><p>Paper: <a href="https://doi.test/10.1111/idh.12801">Int J Dent Hygiene 2026</a></p></article>'
        served[GHE_P + sub] = GHE.page(title, body)
    for sub in GHE_ARCHIVES:
        served[GHE_P + sub] = binary("application/zip", 300)
    served["/dental-informatics"] = other(GHE, "dental-informatics")
    raw = {f"{GHE_P}/main/{bl}": text_file(f"{bl}\n") for bl in GHE_BLOBS}
    return [GHE.site(served), Site(RAW, raw)]  # type: ignore[arg-type]


GHE_TRUTH = [GHE.url(GHE_P + s) for s in [*_ghe_pages(), *GHE_ARCHIVES]] + [
    f"http://{RAW}{GHE_P}/main/{bl}" for bl in GHE_BLOBS
]

# --- CKAN: an allied-health workforce open-data portal with an external file store -------

CK = Portal(
    host("data", "ahpworkforce"),
    "Allied Health Workforce Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organisations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[("/about", "About"), ("/api/3", "CKAN API"), ("http://ckan.test/", "Powered by CKAN")],
    title_format="{title} - {name}",
)
FILES = host("files", "ahpworkforce")
CK_D = "/dataset/ahp-workforce-census-2025"
CK_RES = [
    CK_D + "/resource/6a1f0c2e-4b7d-4c1e-9a55-0f3b2d8e7c11",
    CK_D + "/resource/b2d94e77-13ac-4f0e-8e21-7c6d5a4b3f20",
]
CK_DL = [
    f"http://{FILES}/ahp/2025/ahp_workforce_census_2025.csv",
    f"http://{FILES}/ahp/2025/ahp_census_data_dictionary.pdf",
]


def ck_build() -> list[Site]:
    t = "Allied health professions workforce census 2025"
    items = "".join(
        f'<li class="resource-item"><a class="heading" href="{res}">{n}</a><ul class="dropdown-menu"><li><a href="{res}">Preview</a></li><li><a class="resource-url-analytics" href="{dl}">Download</a></li></ul></li>'
        for res, dl, n in zip(
            CK_RES, CK_DL, ["Census 2025 (CSV)", "Data dictionary (PDF)"], strict=True
        )
    )
    main = f"""<div class="module-content"><h1>{t}</h1><p class="notes">Headcount and FTE of
physiotherapists, occupational therapists, radiographers and 11 other professions.</p>
<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">{items}</ul></section>
<section class="tags"><a href="/dataset/?tags=physiotherapy">physiotherapy</a> <a href="/dataset/?tags=workforce">workforce</a></section>
<aside><a href="/organization/nhs-workforce-intelligence">NHS Workforce Intelligence</a>
<a href="/group/allied-health">Allied health</a> License: <a href="http://opendatacommons.test/licenses/by/">ODC-BY</a></aside></div>"""
    pages: dict[str, object] = {CK_D: CK.page(t, main)}
    for res, dl, n in zip(
        CK_RES, CK_DL, ["Census 2025 (CSV)", "Data dictionary (PDF)"], strict=True
    ):
        pages[res] = CK.page(
            f"{n} - {t}",
            f'<h1>{n}</h1><p>Dataset: <a href="{CK_D}">{t}</a></p><a class="btn" href="{dl}">Download</a><p>URL: {dl}</p>',
        )
    files = {
        "/ahp/2025/ahp_workforce_census_2025.csv": csv_file(
            "profession,headcount", "physiotherapist,61240"
        ),
        "/ahp/2025/ahp_census_data_dictionary.pdf": pdf_file("AHP census data dictionary"),
    }
    return [CK.site(pages), Site(FILES, files)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A repository on GitHub Enterprise Server with subdomain isolation (seed: GitHub ->
    # Path-Based with Externals): project pages under /dental-informatics/perio-chart plus the
    # raw files served from raw.stmarys-dental. The README's DOI is another portal's artifact.
    case(
        "ghe-perio-chart",
        "GitHub Enterprise Server (dental hygiene charting app)",
        "Multi-Hop",
        "path_based_externals",
        GHE.url(GHE_P),
        GHE_TRUTH,
        ghe_build,
    ),
    # A CKAN dataset whose resources are stored on a separate file host (seed: Kaggle/GitHub
    # -> Path-Based with Externals): dataset page and resource pages under the dataset path,
    # the downloads on files.ahpworkforce. Tags, organisation, group and licence are not it.
    case(
        "ckan-ahp-workforce-census",
        "CKAN (allied-health workforce open-data portal)",
        "Multi-Hop",
        "path_based_externals",
        CK.url(CK_D),
        [CK.url(CK_D), *(CK.url(r) for r in CK_RES), *CK_DL],
        ck_build,
    ),
]
