"""Artifacts held together by an identifier in their URIs: NADA microdata catalogues
(study pages and metadata exports) and an ICPSR-style archive spread over three hosts."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, dl, host, json_, pdf_, simple, ul, xml

# --- NADA 5: a national statistics office's microdata catalogue ------------------------

NADA = Portal(
    host("microdata", "pacific-stats-office"),
    "Pacific Microdata Library",
    menu=[
        ("/index.php/home", "Home"),
        ("/index.php/catalog", "Data catalog"),
        ("/index.php/collections", "Collections"),
        ("/index.php/citations", "Citations"),
        ("/index.php/page/about", "About"),
    ],
    footer=[
        ("/index.php/page/terms-of-use", "Terms of use"),
        ("http://nada.test/", "Powered by NADA"),
    ],
    title_format="{title}",
    home_title="Pacific Microdata Library",
)
C = "/index.php/catalog"


def _nada_study(
    sid: int, title: str, dfiles: list[tuple[str, str]], docs: list[tuple[int, str]], related: int
) -> dict[str, object]:
    s = f"{C}/{sid}"
    tabs = ul(
        [
            (s + "/study-description", "Study description"),
            (s + "/data-dictionary", "Data Dictionary"),
            (s + "/related-materials", "Downloads"),
            (s + "/get-microdata", "Get Microdata"),
        ],
        "nav-tabs",
    )
    head = f"<h1>{escape(title)}</h1><p>Reference ID: PSO-{sid}</p>" + tabs
    meta = (
        f'<div class="metadata-export">Metadata {a(f"/index.php/metadata/export/{sid}/ddi", "DDI/XML")}'
        f" {a(f'/index.php/metadata/export/{sid}/json', 'JSON')}</div>"
    )
    desc = (
        head
        + meta
        + dl(
            [
                ("Country", "Solomon Islands"),
                ("Producer", "Pacific Statistics Office"),
                ("Collections", a("/index.php/collections/hies", "Household surveys")),
            ]
        )
        + f"<p>Related studies: {a(f'{C}/{related}', 'earlier round')}</p>"
    )
    pages: dict[str, object] = {
        s: NADA.page(title, desc),
        s + "/study-description": NADA.page(title, desc),
        s + "/data-dictionary": NADA.page(
            title,
            head + ul([(f"{s}/data-dictionary/{fid}?file_name={fn}", fn) for fid, fn in dfiles]),
        ),
        s + "/related-materials": NADA.page(
            title, head + ul([(f"{s}/download/{did}", dn) for did, dn in docs])
        ),
        s + "/get-microdata": NADA.page(
            title,
            head
            + "<p>Licensed data: apply for access after you log in.</p>"
            + a("/index.php/auth/login", "Login"),
        ),
        f"/index.php/metadata/export/{sid}/ddi": xml(
            f"<codeBook><titl>{escape(title)}</titl></codeBook>"
        ),
        f"/index.php/metadata/export/{sid}/json": json_(f'{{"title": "{title}"}}'),
    }
    for fid, fn in dfiles:
        pages[f"{s}/data-dictionary/{fid}?file_name={fn}"] = NADA.page(
            f"{fn} - {title}", head + f"<h2>{fn}</h2><table><tr><td>V1</td></tr></table>"
        )
    for did, dn in docs:
        pages[f"{s}/download/{did}"] = pdf_(dn, title)
    return pages


NADA_A = (
    3479,
    "Solomon Islands Household Kinship and Remittance Survey 2019",
    [("F1", "household"), ("F2", "individual"), ("F3", "kin_transfers")],
    [(61208, "Questionnaire (English and Pijin)"), (61209, "Final report")],
    2871,
)
NADA_B = (
    2871,
    "Malaita Customary Land and Lineage Survey 2014",
    [("F1", "lineage_roster")],
    [(58117, "Enumerator manual")],
    3479,
)


def nada() -> list[Site]:
    pages: dict = {"/index.php/collections/hies": simple(NADA, "Household surveys")}
    for n in (NADA_A, NADA_B):
        pages.update(_nada_study(*n))
    return [NADA.site(pages)]


def _nada_truth(n: tuple) -> list[str]:
    return [NADA.url(p) for p in _nada_study(*n)]


# --- ICPSR-style social science archive: study home, utilisation and online analysis ---

ICP = Portal(
    host("www", "socsci-archive"),
    "SocSci Data Archive",
    menu=[
        ("/web/pages/find-data", "Find Data"),
        ("/web/pages/deposit", "Share Data"),
        ("/web/pages/instructors", "Teach"),
        ("/web/pages/membership", "Membership"),
    ],
    footer=[
        ("/web/pages/privacy", "Privacy"),
        ("/web/pages/accessibility", "Accessibility"),
        ("/web/pages/contact", "Contact"),
    ],
    title_format="{title}",
)
PCMS = host("pcms", "socsci-archive")
SDA = host("sda", "socsci-archive")
ICP_ID = 38274
ICP_S = f"/web/SSDA/studies/{ICP_ID}"


def icpsr() -> list[Site]:
    t = f"Kinship, Household Composition, and Caregiving Survey, 2019-2021 (SSDA {ICP_ID})"
    tabs = ul(
        [
            (ICP_S, "Summary"),
            (f"{ICP_S}/datadocumentation", "Data & Documentation"),
            (f"{ICP_S}/variables", "Variables"),
            (f"{ICP_S}/publications", "Data-related Publications"),
            (f"{ICP_S}/versions/V2", "Version V2"),
        ]
    )
    head = f"<h1>{escape(t)}</h1><p>Version: V2 · DOI 10.3886/SSDA{ICP_ID}.v2</p>" + tabs
    side = (
        f"<aside>{a(f'http://{SDA}/sdaweb/analysis/?dataset={ICP_ID}', 'Analyze Online')}"
        f" {a(f'http://{PCMS}/pcms/reports/studies/{ICP_ID}/utilization', 'Usage Report')}"
        f" Series: {a('/web/SSDA/series/1901', 'Family and Kinship Studies Series')}</aside>"
    )
    dl_ = f"/web/SSDA/studies/{ICP_ID}/datasets/0001/codebook.pdf"
    pages: dict[str, object] = {
        ICP_S: ICP.page(
            t,
            head + side + "<p>Summary: a national survey of who cares for whom "
            "among kin, fictive kin and neighbours.</p>",
        ),
        f"{ICP_S}/datadocumentation": ICP.page(t, head + a(dl_, "Codebook (PDF)")),
        f"{ICP_S}/variables": ICP.page(t, head + "<p>412 variables</p>"),
        f"{ICP_S}/publications": ICP.page(t, head + "<p>3 publications</p>"),
        f"{ICP_S}/versions/V2": ICP.page(t, head + "<p>V2 2024-06-03</p>"),
        dl_: pdf_(t, "Codebook"),
        "/web/SSDA/series/1901": simple(ICP, "Family and Kinship Studies Series"),
    }
    sda = Site(SDA)
    sda.add(
        f"/sdaweb/analysis/?dataset={ICP_ID}",
        f"<html><head><title>SDA 4.1: SSDA {ICP_ID}</title></head><body>SDA analysis</body></html>",
    )
    pcms = Site(PCMS)
    pcms.add(
        f"/pcms/reports/studies/{ICP_ID}/utilization",
        f"<html><head><title>Usage </title></head><body>Downloads of study {ICP_ID}</body></html>",
    )
    return [ICP.site(pages), sda, pcms]


ICP_TRUTH = [
    ICP.url(p)
    for p in (
        ICP_S,
        f"{ICP_S}/datadocumentation",
        f"{ICP_S}/variables",
        f"{ICP_S}/publications",
        f"{ICP_S}/versions/V2",
        f"{ICP_S}/datasets/0001/codebook.pdf",
    )
] + [
    f"http://{SDA}/sdaweb/analysis/?dataset={ICP_ID}",
    f"http://{PCMS}/pcms/reports/studies/{ICP_ID}/utilization",
]


CASES: list[Case] = [
    # NADA study: like GBIF's dataset, the study number is in every URI of the study
    # (tabs, data dictionary files, document downloads) and in the metadata exports that
    # live elsewhere (/index.php/metadata/export/3479/...): Significant String from URI.
    # Truth: every URI carrying 3479 except none of the catalogue's chrome.
    case(
        "nada-solomons-kinship-remittance",
        "NADA (microdata catalogue)",
        "Multi-Hop",
        "sig_uri",
        NADA.url(f"{C}/{NADA_A[0]}"),
        _nada_truth(NADA_A),
        nada,
        others=[NADA.url(f"{C}/{NADA_B[0]}")],
    ),
    case(
        "nada-malaita-lineage",
        "NADA (microdata catalogue)",
        "Multi-Hop",
        "sig_uri",
        NADA.url(f"{C}/{NADA_B[0]}"),
        _nada_truth(NADA_B),
        nada,
        others=[NADA.url(f"{C}/{NADA_A[0]}")],
    ),
    # ICPSR-style study: its number is in the study's pages and in the online-analysis
    # and usage hosts' URIs, as GBIF's datasetKey is: Significant String from URI.
    # Truth: study tabs, codebook, SDA analysis page and the usage report.
    case(
        "ssda-kinship-caregiving",
        "ICPSR-style social science archive",
        "Multi-Hop",
        "sig_uri",
        ICP.url(ICP_S),
        ICP_TRUTH,
        icpsr,
        others=[ICP.url("/web/SSDA/series/1901")],
    ),
]
