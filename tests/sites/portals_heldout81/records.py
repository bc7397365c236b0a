"""heldout81 record portals, where the artifact spans several pages that a path does not
bound: an evaluation office's database keyed by a UUID (the seed's GBIF: Significant String
from URI), a knowledge hub whose pages and files all carry the publication title (Dryad
without its data files: Significant String from Title), an evidence repository whose data
files do not carry it (Dryad: Title+ with Ignored URIs), a research consortium's project
space titled "KRC | ..." (OSF: Filtered Title) and a microdata library titled
"... | Ostlund Microdata Library" (Dataverse: Filtered Title, from the end).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Org, file_data, file_pdf, ul, xlsx

# --- evaluation office database (evaluation.portomar.hx81.example) --------------------------

PORTOMAR = Org(
    host="evaluation.portomar.hx81.example",
    name="Portomar Independent Evaluation Office",
    menu=[
        ("/evaluations", "Evaluations"),
        ("/evaluation-plan", "Evaluation plan"),
        ("/methods-and-guidance", "Methods"),
        ("/about-ieo", "About"),
    ],
    featured=[
        (
            "/evaluations/detail/90c3b7e2-5f14-4d8a-a1b9-2c6e0d7f4a88",
            "Evaluation of the youth employment programme",
        )
    ],
    footer=[("/transparency", "Transparency"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_fmt="{t} | IEO",
)
E1 = "4b7e9c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d"
E2 = "e05d1f72-93ab-4c10-b6f4-5a8e27c9d031"


def _evaluation(uid: str, title: str, docs: list[tuple[str, str]], extra: str) -> str:
    return PORTOMAR.page(
        title,
        f'<div class="eval-record"><h1>{escape(title)}</h1><dl><dt>Country</dt><dd>'
        '<a href="/countries/mozambique">Mozambique</a></dd><dt>Type</dt><dd>Programme</dd></dl>'
        f"<h2>Documents</h2>{ul(docs, 'docs')}"
        f'<p><a href="/management-responses/{uid}">Management response</a></p>{extra}'
        f'<p class="cite"><a href="/evaluations/export?format=ris&amp;id={uid}">Export citation'
        "</a></p></div>",
    )


def portomar_sites() -> list[Site]:
    t1 = "Evaluation of the rural water supply programme 2016-2021"
    t2 = "Joint evaluation of the humanitarian cash response 2019-2022"
    api = "/api/v1/evaluations"
    d1 = [(f"{api}/{E1}/report.pdf", "Final report")]
    d2 = [
        (f"{api}/{E2}/report.pdf", "Final report (English)"),
        (f"{api}/{E2}/summary-fr.pdf", "Resume (francais)"),
        (f"{api}/{E2}/summary-es.pdf", "Resumen (espanol)"),
        (f"{api}/{E2}/annex-1-terms-of-reference.pdf", "Annex 1: terms of reference"),
        (f"{api}/{E2}/annex-2-evaluation-matrix.xlsx", "Annex 2: evaluation matrix"),
        (f"{api}/{E2}/annex-3-stakeholders.pdf", "Annex 3: people consulted"),
    ]
    tracker = (
        f'<p><a href="/recommendations?evaluation={E2}">Recommendation tracker</a></p>'
        '<p>Also: <a href="/evaluations/detail/3d2a9f10-c7e4-4b56-8e01-f9a8b7c6d5e4">'
        "Mid-term review</a></p>"
    )
    pages: dict[str, str | Response] = {
        f"/evaluations/detail/{E1}": _evaluation(E1, t1, d1, ""),
        f"/evaluations/detail/{E2}": _evaluation(E2, t2, d2, tracker),
        "/evaluations/detail/3d2a9f10-c7e4-4b56-8e01-f9a8b7c6d5e4": PORTOMAR.page(
            "Mid-term review of the cash response", "<h1>Mid-term review</h1>"
        ),
    }
    for uid, t, docs in ((E1, t1, d1), (E2, t2, d2)):
        for p, label in docs:
            pages[p] = xlsx(t) if p.endswith(".xlsx") else file_pdf(t, label)
        pages[f"/management-responses/{uid}"] = PORTOMAR.page(
            f"Management response: {t}",
            f"<h1>Management response</h1><p>Management accepts 5 of 6 recommendations.</p>"
            f'<a href="{api}/{uid}/management-response.pdf">Download (PDF)</a>',
        )
        pages[f"{api}/{uid}/management-response.pdf"] = file_pdf(f"Management response {t}")
        pages[f"/evaluations/export?format=ris&id={uid}"] = file_data(
            f"TY  - RPRT\nTI  - {t}\nER  - \n", "application/x-research-info-systems"
        )
    recs = [("/recommendations/R-2022-114", "R1"), ("/recommendations/R-2022-115", "R2")]
    pages[f"/recommendations?evaluation={E2}"] = PORTOMAR.page(
        "Recommendation tracker",
        ul(recs) + f'<a href="/recommendations?evaluation={E2}&amp;page=2">Next</a>',
    )
    pages[f"/recommendations?evaluation={E2}&page=2"] = PORTOMAR.page(
        "Recommendation tracker", ul([("/recommendations/R-2022-116", "R3")])
    )
    return [PORTOMAR.site(pages)]


# --- knowledge hub (hub.varenne.hx81.example) ----------------------------------------------

VARENNE = Org(
    host="hub.varenne.hx81.example",
    name="Varenne Knowledge Hub",
    menu=[("/knowledge", "Knowledge"), ("/communities", "Communities"), ("/events", "Events")],
    featured=[
        (
            "/knowledge/publications/participatory-budgeting-toolkit",
            "Participatory budgeting toolkit",
        )
    ],
    footer=[("/about", "About the hub"), ("/data-protection", "Data protection")],
    home_title="Varenne Knowledge Hub - local governance knowledge",
)
V1 = "/knowledge/publications/grb-municipal-finance"
V2 = "/knowledge/publications/social-protection-floors-fragile-states"


def varenne_sites() -> list[Site]:
    t1 = "Gender-responsive budgeting in municipal finance"
    t2 = "Social protection floors in fragile states"
    pages: dict[str, str | Response] = {
        V1: VARENNE.page(
            t1,
            f"<h1>{t1}</h1><p>Guidance note, 2023, by "
            '<a href="/people/ana-ruiz">Ana Ruiz</a>.</p>'
            + ul(
                [
                    ("/files/publications/grb-municipal-finance.pdf", "Full text (PDF)"),
                    ("/knowledge/attachments/5521", "Annex: survey instrument"),
                ]
            ),
        ),
        "/files/publications/grb-municipal-finance.pdf": file_pdf(t1, "Guidance note"),
        "/knowledge/attachments/5521": VARENNE.page(
            f"Annex - {t1}",
            f"<h1>Survey instrument</h1><p>Annex to {t1}.</p>"
            '<a href="/files/attachments/5521/annex-survey.pdf">Download</a>',
        ),
        "/files/attachments/5521/annex-survey.pdf": file_pdf(t1, "Annex: survey instrument"),
    }
    chapters = [
        (f"/knowledge/chapters/{n}", name)
        for n, name in [
            (8812, "Concepts"),
            (8813, "Financing"),
            (8814, "Delivery"),
            (8815, "Cases"),
        ]
    ]
    pages[V2] = VARENNE.page(
        t2,
        f"<h1>{t2}</h1><p>Edited volume, 2024.</p><h2>Chapters</h2>{ul(chapters)}"
        + ul(
            [
                ("/files/publications/spf-fragile-states-full.pdf", "Full volume (PDF)"),
                (
                    "/knowledge/publications/social-protection-floors-fragile-states/fr",
                    "Version francaise",
                ),
                ("/files/publications/spf-country-indicators.csv", "Country indicators (CSV)"),
                (
                    "/knowledge/publications/social-protection-floors-fragile-states/cite.ris",
                    "Cite",
                ),
            ]
        )
        + '<p>See also <a href="/knowledge/publications/participatory-budgeting-toolkit">'
        "the toolkit</a>.</p>",
    )
    pages["/files/publications/spf-fragile-states-full.pdf"] = file_pdf(t2, "Full volume")
    pages[V2 + "/fr"] = VARENNE.page(
        "Socles de protection sociale dans les Etats fragiles",
        f"<h1>Socles de protection sociale</h1><p>Titre original : {t2}</p>"
        '<a href="/files/publications/spf-fragile-states-fr.pdf">PDF</a>',
    )
    pages["/files/publications/spf-fragile-states-fr.pdf"] = file_pdf(
        "Socles de protection sociale", f"Traduction de {t2}"
    )
    pages["/files/publications/spf-country-indicators.csv"] = file_data(
        f"# {t2}: country indicators\ncountry,coverage\n", "text/csv"
    )
    pages[V2 + "/cite.ris"] = file_data(
        f"TY  - BOOK\nTI  - {t2}\nER  - \n", "application/x-research-info-systems"
    )
    for (p, name), n in zip(chapters, range(1, 5), strict=True):
        pdfp = f"/files/chapters/spf-chapter-{n}.pdf"
        pages[p] = VARENNE.page(
            f"{name} - {t2}",
            f'<h1>Chapter {n}: {name}</h1><p>In: {t2}</p><a href="{pdfp}">Chapter PDF</a>'
            f'<p>Author: <a href="/people/contributor-{n}">profile</a></p>',
        )
        pages[pdfp] = file_pdf(t2, f"Chapter {n}: {name}")
    return [VARENNE.site(pages)]


# --- evidence repository (evidence.solbrae.hx81.example) -----------------------------------

SOLBRAE = Org(
    host="evidence.solbrae.hx81.example",
    name="Solbrae Evidence Repository",
    menu=[
        ("/stash/search", "Explore data"),
        ("/stash/submit", "Submit"),
        ("/stash/about", "About"),
    ],
    featured=[("/stash/dataset/doi:10.70231/solbrae.z1c8w", "School meals costing data")],
    footer=[("/stash/terms", "Terms"), ("/stash/privacy", "Privacy"), ("/stash/api", "API")],
    home_title="Solbrae Evidence Repository",
)
JOURNAL = Org(
    host="articles.nutriview.hx81.example",
    name="NutriView Journal",
    menu=[("/issues", "Issues")],
    footer=[("/about", "About")],
)
S1 = "/stash/dataset/doi:10.70231/solbrae.k9x2p"
S2 = "/stash/dataset/doi:10.70231/solbrae.m4t7q"
S1_ARTICLE = JOURNAL.url("/article/2023/kasai-cash-plus")


def _dataset(title: str, main: str) -> str:
    return SOLBRAE.page(title, main)


def solbrae_sites() -> list[Site]:
    t1 = "Data from: Cash plus nutrition trial in Kasai"
    t2 = "Data from: Market monitoring of staple prices in Tigray and Afar"
    fs = "/stash/downloads/file_stream"
    pages: dict[str, str | Response] = {
        S1: _dataset(
            t1,
            f"<h1>{t1}</h1>"
            + ul(
                [
                    (f"{fs}/88213", "trial_outcomes.csv (1.2 MB)"),
                    (f"{fs}/88214", "README.txt"),
                    (S1 + "/metadata", "Metadata and citation"),
                ]
            )
            + f'<p>Article: <a href="{S1_ARTICLE}">NutriView Journal 2023</a></p>',
        ),
        f"{fs}/88213": file_data("hh_id,arm,muac\n1,T1,13.1\n", "text/csv"),
        f"{fs}/88214": file_data(f"{t1}\nVariables: hh_id, arm, muac\n", "text/plain"),
        S1 + "/metadata": _dataset(
            f"Metadata - {t1}",
            f'<h1>Citation</h1><p>Ilunga, K. 2023. {t1}.</p><a href="{S1}/citation.ris">RIS</a>',
        ),
        S1 + "/citation.ris": file_data(
            f"TY  - DATA\nTI  - {t1}\nER  - \n", "application/x-research-info-systems"
        ),
    }
    v1 = f"{S2}?version=1"
    pages[S2] = _dataset(
        t2,
        f"<h1>{t2}</h1><p>Version 3 (current).</p>"
        + ul(
            [
                (f"{fs}/90410", "prices_weekly_2021_2023.csv"),
                (f"{fs}/90411", "markets.geojson"),
                (f"{fs}/90412", "codebook.pdf"),
                (f"{fs}/90413", "README.md"),
                (S2 + "/metadata", "Metadata and citation"),
            ]
        )
        + "<h2>Versions</h2>"
        + ul([(f"{S2}?version=2", "Version 2 (2022-06-01)"), (v1, "Version 1 (2021-11-20)")]),
    )
    pages[f"{fs}/90410"] = file_data("market,week,price\n", "text/csv")
    pages[f"{fs}/90411"] = file_data('{"type":"FeatureCollection"}', "application/geo+json")
    pages[f"{fs}/90412"] = file_pdf("Codebook", "Variables: market, week, price")
    pages[f"{fs}/90413"] = file_data(f"# {t2}\n\nWeekly prices.\n", "text/markdown")
    pages[S2 + "/metadata"] = _dataset(f"Metadata - {t2}", f"<h1>Citation</h1><p>{t2}.</p>")
    for v, fid in ((2, 70021), (1, 70011)):
        pages[f"{S2}?version={v}"] = _dataset(
            f"{t2} (version {v})",
            f"<h1>{t2}</h1><p>Version {v}, superseded.</p>"
            + ul([(f"{fs}/{fid}", f"prices_weekly_v{v}.csv")]),
        )
        pages[f"{fs}/{fid}"] = file_data("market,week,price\n", "text/csv")
    journal = JOURNAL.site(
        {
            S1_ARTICLE.removeprefix(JOURNAL.url("")): JOURNAL.page(
                "Cash plus nutrition in Kasai", "<h1>Cash plus nutrition in Kasai</h1>"
            )
        }
    )
    return [SOLBRAE.site(pages), journal]


# --- research consortium project space (projects.kelderwick.hx81.example) ------------------

KELDER = Org(
    host="projects.kelderwick.hx81.example",
    name="Kelderwick Research Commons",
    menu=[("/explore", "Explore"), ("/institutions", "Institutions"), ("/support", "Support")],
    footer=[("/terms_of_use", "Terms"), ("/privacy_policy", "Privacy"), ("/faq", "FAQ")],
    title_fmt="KRC | {t}",
    home_title="KRC | Home",
)


def _kelder_project(
    pid: str,
    title: str,
    files: dict[str, str],
    wiki: list[str],
    components: list[tuple[str, str]],
    parent: str | None = None,
) -> dict[str, str | Response]:
    base = f"/p/{pid}/"
    tabs = ul([(base, "Overview"), (base + "files/", "Files"), (base + "wiki/home/", "Wiki")])
    up = f'<p>Parent project: <a href="{parent}">{escape(parent)}</a></p>' if parent else ""
    head = f'<div class="project"><h1>{escape(title)}</h1>{up}{tabs}</div>'
    comps = f"<h2>Components</h2>{ul(components)}" if components else ""
    pages: dict[str, str | Response] = {
        base: KELDER.page(title, head + "<p>Public project.</p>" + comps),
        base + "files/": KELDER.page(
            f"{title} | Files", head + ul([(f"/f/{fid}/", name) for fid, name in files.items()])
        ),
    }
    for w in ["home", *wiki]:
        links = ul([(f"{base}wiki/{x}/", x) for x in ["home", *wiki]])
        pages[f"{base}wiki/{w}/"] = KELDER.page(f"{title} | Wiki", head + f"<h2>{w}</h2>{links}")
    for fid, name in files.items():
        pages[f"/f/{fid}/"] = KELDER.page(
            name,
            f'<p><a href="{base}">{escape(title)}</a> / Files / {escape(name)}</p>'
            f'<a href="/f/{fid}/download">Download</a> <a href="/f/{fid}/?show=revision">Revisions'
            "</a>",
        )
        pages[f"/f/{fid}/?show=revision"] = KELDER.page(
            name, f"<p>{escape(title)} / {escape(name)}: version 1</p>"
        )
        pages[f"/f/{fid}/download"] = (
            file_pdf(title, name)
            if name.endswith(".pdf")
            else file_data(f"# {title}\n{name}\n", "text/csv")
        )
    return pages


def kelder_sites() -> list[Site]:
    t1 = "Urban informal transport survey"
    t2 = "Wastewater surveillance network"
    pages = _kelder_project(
        "x7k2m", t1, {"q8r1t": "survey-instrument.pdf", "q8r1u": "minibus-routes.csv"}, [], []
    )
    pages |= _kelder_project(
        "w5h9d",
        t2,
        {"c3j6p": "network-design.pdf", "c3j6q": "site-list.csv"},
        ["sampling", "lab-methods"],
        [("/p/b8v3n/", f"{t2}: Site protocols")],
    )
    pages |= _kelder_project(
        "b8v3n",
        f"{t2}: Site protocols",
        {"d4k7r": "protocol-v2.pdf", "d4k7s": "chain-of-custody.pdf"},
        [],
        [],
        parent="/p/w5h9d/",
    )
    return [KELDER.site(pages)]


# --- microdata library (microdata.ostlund.hx81.example) -------------------------------------

OSTLUND = Org(
    host="microdata.ostlund.hx81.example",
    name="Ostlund Microdata Library",
    menu=[
        ("/dataverse/surveys", "Surveys"),
        ("/dataverse/censuses", "Censuses"),
        ("/guides", "User guide"),
    ],
    featured=[
        ("/dataset.xhtml?persistentId=doi:10.70112/OML/2207", "Demographic and Health Survey 2017")
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_fmt="{t} | {name}",
    home_title="Home | Ostlund Microdata Library",
)
DOI1, DOI2 = "doi:10.70112/OML/3391", "doi:10.70112/OML/4410"
O1, O2 = f"/dataset.xhtml?persistentId={DOI1}", f"/dataset.xhtml?persistentId={DOI2}"


def _survey(
    entry: str, doi: str, title: str, files: dict[int, str], versions: list[str]
) -> dict[str, str | Response]:
    exp = f"/api/datasets/export?exporter=ddi&persistentId={doi}"
    rows = ul([(f"/file.xhtml?fileId={fid}", name) for fid, name in files.items()])
    vers = ul([(f"{entry}&version={v}", f"Version {v}") for v in versions]) if versions else ""
    pages: dict[str, str | Response] = {
        entry: OSTLUND.page(
            title,
            f'<div id="datasetForm"><h1>{escape(title)}</h1>'
            f'<p class="citation">Ostlund Statistics, {escape(title)}, {doi}</p>'
            f'<h2>Files</h2>{rows}<p><a href="{exp}">Export metadata (DDI)</a></p>'
            f"{vers}</div>",
        ),
        exp: file_data(f"<codeBook><titl>{title}</titl></codeBook>", "application/xml"),
    }
    for v in versions:
        pages[f"{entry}&version={v}"] = OSTLUND.page(
            f"{title} (version {v})", f"<h1>{escape(title)}</h1><p>Version {v}</p>{rows}"
        )
    for fid, name in files.items():
        pages[f"/file.xhtml?fileId={fid}"] = OSTLUND.page(
            name,
            f'<p>Dataset: <a href="{entry}">{escape(title)}</a></p>'
            f'<h1>{escape(name)}</h1><a href="/api/access/datafile/{fid}">Download</a>',
        )
        pages[f"/api/access/datafile/{fid}"] = (
            file_pdf(title, name)
            if name.endswith(".pdf")
            else file_data(f"# {title}\nhhid\tweight\n", "text/tab-separated-values")
        )
    return pages


def ostlund_sites() -> list[Site]:
    pages = _survey(
        O1,
        DOI1,
        "Household Budget Survey 2019",
        {88121: "hbs2019_household.tab", 88122: "hbs2019_questionnaire.pdf"},
        [],
    )
    pages |= _survey(
        O2,
        DOI2,
        "Labour Force Survey 2022, Quarter 3",
        {
            91001: "lfs2022q3_persons.tab",
            91002: "lfs2022q3_households.tab",
            91003: "lfs2022q3_questionnaire.pdf",
            91004: "lfs2022q3_methodology.pdf",
        },
        ["2.0", "1.0"],
    )
    return [OSTLUND.site(pages)]


def _u(org: Org, paths: list[str]) -> list[str]:
    return [org.url(p) for p in paths]


API, FS = "/api/v1/evaluations", "/stash/downloads/file_stream"


def _kelder_truth(pid: str, files: list[str], wiki: list[str]) -> list[str]:
    base = f"/p/{pid}/"
    paths = [base, base + "files/", *(f"{base}wiki/{w}/" for w in ["home", *wiki])]
    for fid in files:
        paths += [f"/f/{fid}/", f"/f/{fid}/?show=revision", f"/f/{fid}/download"]
    return _u(KELDER, paths)


CASES: list[Case] = [
    # An evaluation record keyed by a UUID that every one of its documents, its management
    # response and its citation export carry in their URIs (the seed's GBIF row):
    # Significant String from URI.
    case(
        "portomar-water",
        "evaluation office database (programme evaluation)",
        "multi_hop",
        "sig_uri",
        PORTOMAR.url(f"/evaluations/detail/{E1}"),
        _u(
            PORTOMAR,
            [
                f"/evaluations/detail/{E1}",
                f"{API}/{E1}/report.pdf",
                f"/management-responses/{E1}",
                f"{API}/{E1}/management-response.pdf",
                f"/evaluations/export?format=ris&id={E1}",
            ],
        ),
        portomar_sites,
        others=[PORTOMAR.url(p) for p, _ in PORTOMAR.featured],
    ),
    # Harder: six documents in three languages, a paginated recommendation tracker keyed by
    # the UUID (its single recommendations are not), and a related mid-term review.
    case(
        "portomar-cash",
        "evaluation office database (joint evaluation with annexes)",
        "multi_hop",
        "sig_uri",
        PORTOMAR.url(f"/evaluations/detail/{E2}"),
        _u(
            PORTOMAR,
            [
                f"/evaluations/detail/{E2}",
                f"/management-responses/{E2}",
                f"{API}/{E2}/management-response.pdf",
                f"/evaluations/export?format=ris&id={E2}",
                f"/recommendations?evaluation={E2}",
                f"/recommendations?evaluation={E2}&page=2",
                *(
                    f"{API}/{E2}/{f}"
                    for f in (
                        "report.pdf",
                        "summary-fr.pdf",
                        "summary-es.pdf",
                        "annex-1-terms-of-reference.pdf",
                        "annex-2-evaluation-matrix.xlsx",
                        "annex-3-stakeholders.pdf",
                    )
                ),
            ],
        ),
        portomar_sites,
        others=[PORTOMAR.url("/evaluations/detail/3d2a9f10-c7e4-4b56-8e01-f9a8b7c6d5e4")],
    ),
    # A publication whose title is the page title and appears in every page and file of it,
    # multi-hop through an annex page (Dryad without separate data files): Significant
    # String from Title.
    case(
        "varenne-grb",
        "knowledge hub (guidance note with annex)",
        "multi_hop",
        "sig_title",
        VARENNE.url(V1),
        _u(
            VARENNE,
            [
                V1,
                "/files/publications/grb-municipal-finance.pdf",
                "/knowledge/attachments/5521",
                "/files/attachments/5521/annex-survey.pdf",
            ],
        ),
        varenne_sites,
    ),
    # Harder: four chapter pages with their PDFs, a French version citing the original
    # title, an indicators CSV and a citation file, plus a link to another publication.
    case(
        "varenne-spf",
        "knowledge hub (edited volume with chapters and translation)",
        "multi_hop",
        "sig_title",
        VARENNE.url(V2),
        _u(
            VARENNE,
            [
                V2,
                "/files/publications/spf-fragile-states-full.pdf",
                V2 + "/fr",
                "/files/publications/spf-fragile-states-fr.pdf",
                "/files/publications/spf-country-indicators.csv",
                V2 + "/cite.ris",
                *(f"/knowledge/chapters/{n}" for n in range(8812, 8816)),
                *(f"/files/chapters/spf-chapter-{n}.pdf" for n in range(1, 5)),
            ],
        ),
        varenne_sites,
        others=[VARENNE.url("/knowledge/publications/participatory-budgeting-toolkit")],
    ),
    # The seed's Dryad row: "Data from: ..." in the landing, metadata and README, not in the
    # data file, one hop further: Significant String from Title+ with Ignored URIs.
    case(
        "solbrae-kasai",
        "evidence repository (trial dataset)",
        "multi_hop",
        "sig_title_plus_ignored",
        SOLBRAE.url(S1),
        _u(SOLBRAE, [S1, f"{FS}/88213", f"{FS}/88214", S1 + "/metadata", S1 + "/citation.ris"]),
        solbrae_sites,
        others=[S1_ARTICLE],
    ),
    # Harder: three versions, each version page (carrying the title) one hop from its own
    # data file; a codebook and geojson without the title.
    case(
        "solbrae-prices",
        "evidence repository (versioned price monitoring data)",
        "multi_hop",
        "sig_title_plus_ignored",
        SOLBRAE.url(S2),
        _u(
            SOLBRAE,
            [
                S2,
                S2 + "/metadata",
                f"{S2}?version=2",
                f"{S2}?version=1",
                *(f"{FS}/{n}" for n in (90410, 90411, 90412, 90413, 70021, 70011)),
            ],
        ),
        solbrae_sites,
    ),
    # Every page title starts "KRC | ", absent from the content (the seed's OSF row):
    # Significant String from Filtered Title.
    case(
        "kelder-transport",
        "consortium project space (survey project)",
        "multi_hop",
        "sig_filtered_title",
        KELDER.url("/p/x7k2m/"),
        _kelder_truth("x7k2m", ["q8r1t", "q8r1u"], []),
        kelder_sites,
    ),
    # Harder: a component project with its own files, wiki pages, file revisions.
    case(
        "kelder-wastewater",
        "consortium project space (project with component and wiki)",
        "multi_hop",
        "sig_filtered_title",
        KELDER.url("/p/w5h9d/"),
        _kelder_truth("w5h9d", ["c3j6p", "c3j6q"], ["sampling", "lab-methods"])
        + _kelder_truth("b8v3n", ["d4k7r", "d4k7s"], []),
        kelder_sites,
    ),
    # Titles end " | Ostlund Microdata Library" (the seed's Dataverse row: filtered title,
    # compared from the end).
    case(
        "ostlund-hbs",
        "microdata library (survey with two files)",
        "multi_hop",
        "sig_filtered_title",
        OSTLUND.url(O1),
        _u(
            OSTLUND,
            [
                O1,
                f"/api/datasets/export?exporter=ddi&persistentId={DOI1}",
                *(f"/file.xhtml?fileId={n}" for n in (88121, 88122)),
                *(f"/api/access/datafile/{n}" for n in (88121, 88122)),
            ],
        ),
        ostlund_sites,
        others=[OSTLUND.url(p) for p, _ in OSTLUND.featured],
    ),
    # Harder: four files, two earlier versions.
    case(
        "ostlund-lfs",
        "microdata library (quarterly survey with versions)",
        "multi_hop",
        "sig_filtered_title",
        OSTLUND.url(O2),
        _u(
            OSTLUND,
            [
                O2,
                f"/api/datasets/export?exporter=ddi&persistentId={DOI2}",
                f"{O2}&version=2.0",
                f"{O2}&version=1.0",
                *(f"/file.xhtml?fileId={n}" for n in range(91001, 91005)),
                *(f"/api/access/datafile/{n}" for n in range(91001, 91005)),
            ],
        ),
        ostlund_sites,
    ),
]
