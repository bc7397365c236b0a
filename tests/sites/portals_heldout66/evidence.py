"""Portals of heldout66 whose artifact is bound by its title string: a law commission's
consultations, a court-statistics data repository, a parliamentary committee evidence
archive (site name before the title) and a legal-empirics Dataverse (site name after it)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, data, ul

# --- law commission consultations: the title is the whole <title> and is on every part ---

LRC = Chrome(
    "consult.lawreformcomm.hx66.example",
    "Law Reform Commission",
    [
        ("/projects", "Projects"),
        ("/consultations", "Consultations"),
        ("/reports", "Reports"),
        ("/news", "News"),
        ("/about-us", "About us"),
    ],
)

# entry -> (title, {path: (page label, links)}), text files under /forms/
CONSULTATIONS: dict[str, tuple[str, dict[str, tuple[str, list[str]]]]] = {
    "/consultations/cp-259": (
        "Consultation: Reform of the Law of Easements and Covenants",
        {
            "/consultations/cp-259": (
                "",
                [
                    "/documents/cp259-consultation-paper",
                    "/documents/cp259-summary",
                    "/forms/cp259-response-form.txt",
                    "/published-responses/easements",
                ],
            ),
            "/documents/cp259-consultation-paper": ("Consultation paper", []),
            "/documents/cp259-summary": ("Summary", []),
            "/published-responses/easements": (
                "Published responses",
                [
                    "/published-responses/easements/property-bar-association",
                    "/published-responses/easements/rural-landowners-union",
                ],
            ),
            "/published-responses/easements/property-bar-association": ("Response", []),
            "/published-responses/easements/rural-landowners-union": ("Response", []),
        },
    ),
    "/consultations/cp-261": (
        "Consultation: Automated Decision-Making in Public Law",
        {
            "/consultations/cp-261": (
                "",
                [
                    "/documents/cp261/chapter-1",
                    "/documents/cp261-summary",
                    "/documents/cp261-easy-read",
                    "/documents/cp261-cy",
                    "/forms/cp261-response-form.txt",
                    "/published-responses/adm",
                    "/documents/cp261-analysis-of-responses",
                ],
            ),
            "/documents/cp261/chapter-1": ("Chapter 1", ["/documents/cp261/chapter-2"]),
            "/documents/cp261/chapter-2": ("Chapter 2", ["/documents/cp261/chapter-3"]),
            "/documents/cp261/chapter-3": ("Chapter 3", ["/documents/cp261/chapter-4"]),
            "/documents/cp261/chapter-4": ("Chapter 4", ["/forms/cp261-questions.txt"]),
            "/documents/cp261-summary": ("Summary", []),
            "/documents/cp261-easy-read": ("Easy read", []),
            "/documents/cp261-cy": ("Fersiwn Gymraeg", []),
            "/published-responses/adm": (
                "Published responses, page 1",
                [
                    "/published-responses/adm/public-law-project",
                    "/published-responses/adm/council-of-tribunals",
                    "/published-responses/adm?page=2",
                ],
            ),
            "/published-responses/adm?page=2": (
                "Published responses, page 2",
                ["/published-responses/adm/open-data-institute-north"],
            ),
            "/published-responses/adm/public-law-project": ("Response", []),
            "/published-responses/adm/council-of-tribunals": ("Response", []),
            "/published-responses/adm/open-data-institute-north": ("Response", []),
            "/documents/cp261-analysis-of-responses": (
                "Analysis of responses",
                ["/reports/lc-412-final-report"],
            ),
            "/reports/lc-412-final-report": ("Final report LC412", []),
        },
    ),
}


def _lrc_pages(entry: str) -> tuple[dict[str, PageValue], list[str]]:
    title, parts = CONSULTATIONS[entry]
    pages: dict[str, PageValue] = {}
    truth: list[str] = []
    for path, (label, kids) in parts.items():
        items = [(k, k.rsplit("/", 1)[-1].replace("-", " ")) for k in kids]
        head = f"<p class='project'>{a('/projects/land-law', 'Land and public law projects')}</p>"
        if label:
            main = f"<h1>{escape(label)}</h1><p>Part of {a(entry, title)}.</p>"
            pt = f"{label} - {title}"
        else:
            main = f"<h1>{escape(title)}</h1><p>Closed. We are analysing responses.</p>"
            pt = title
        pages[path] = LRC.page(
            pt,
            main + head + ul(items),
            raw_title=True,
            aside=""
            if label
            else "<h2>Other consultations</h2>"
            + ul([("/consultations/cp-244", "Leasehold enfranchisement")]),
            share=LRC.url(path),
        )
        truth.append(LRC.url(path))
        for k in kids:
            if k.startswith("/forms/"):
                pages[k] = data(f"{title}\nResponse form and questions.\n", "text/plain")
                truth.append(LRC.url(k))
    return pages, truth


def lrc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/projects/land-law": LRC.page("Land and public law projects", "<h1>Projects</h1>"),
        "/consultations/cp-244": LRC.page(
            "Consultation: Leasehold Enfranchisement",
            "<h1>Consultation: Leasehold Enfranchisement</h1>",
            raw_title=True,
        ),
    }
    for entry in CONSULTATIONS:
        pages.update(_lrc_pages(entry)[0])
    return [LRC.site(pages)]


def _lrc_case(name: str, detail: str, entry: str) -> Case:
    return case(
        name,
        f"law commission consultation archive ({detail})",
        "Multi-Hop",
        # The entry's whole <title> is the consultation's title and every part (paper,
        # chapters, responses, forms) carries it, as Dryad's objects do in the seed, and
        # no part lacks it: Significant String from Title, with no ignore list needed.
        "sig_title",
        LRC.url(entry),
        _lrc_pages(entry)[1],
        lrc_sites,
        others=[LRC.url("/consultations/cp-244")],
    )


# --- court statistics repository (Dryad-like): data files lack the title ------------------

CMX = Chrome(
    "data.courtmetrics.hx66.example",
    "CourtMetrics Data Repository",
    [("/search", "Explore data"), ("/submit", "Submit data"), ("/policies", "Policies")],
    footer=[("/about", "About"), ("/membership", "Membership"), ("/terms", "Terms of service")],
)

# dataset -> (title, {version query or "": [(file id, name)]})
DATASETS = {
    "cm-41k7": (
        "Data from: Time to disposition in intermediate appellate courts, 2010-2022",
        {"": [(88213, "disposition_times.csv"), (88214, "court_codes.csv")]},
    ),
    "cm-58m2": (
        "Data from: Interpreter provision and case outcomes in immigration tribunals",
        {
            "": [
                (90120, "hearings_2019_2023.csv"),
                (90121, "interpreter_requests.csv"),
                (90122, "outcomes.csv"),
                (90123, "analysis_scripts.zip"),
                (90124, "README.md"),
            ],
            "?version=1": [(90101, "hearings_2019_2022.csv"), (90102, "outcomes_v1.csv")],
        },
    ),
}


def _cmx_pages(ds: str) -> tuple[dict[str, PageValue], list[str]]:
    title, versions = DATASETS[ds]
    pages: dict[str, PageValue] = {}
    truth: list[str] = []
    landing = f"/dataset/{ds}"
    for vq, files in versions.items():
        links = [(f"/file/{fid}", fname) for fid, fname in files]
        extra = ""
        if not vq:
            links += [
                (f"/export/{ds}/datacite.xml", "DataCite XML"),
                (f"/export/{ds}/cite.ris", "Citation (RIS)"),
            ]
            others = [(f"{landing}{q}", f"Version {q[-1]}") for q in versions if q]
            if others:
                extra = "<h2>Previous versions</h2>" + ul(others)
        pages[landing + vq] = CMX.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {vq[-1] if vq else 'current'}</p>"
            f"<h2>Files</h2>{ul(links)}{extra}",
            raw_title=True,
            aside="<h2>Related datasets</h2>"
            + ul([("/dataset/cm-29p4", "Data from: Caseload trends in county courts")]),
            share=CMX.url(landing),
        )
        truth.append(CMX.url(landing + vq))
        for fid, fname in files:
            pages[f"/file/{fid}"] = CMX.page(
                f"{fname} - {title}",
                f"<h1>{escape(fname)}</h1><p>Part of {a(landing + vq, title)}</p>"
                f"<p>{a(f'/downloads/file_stream/{fid}', 'Download')}</p>",
                raw_title=True,
            )
            body = (
                b"PK\x03\x04" + b"\x00" * 30
                if fname.endswith(".zip")
                else "court,year,n\nA,2020,1\n"
            )
            pages[f"/downloads/file_stream/{fid}"] = data(body, "application/octet-stream")
            truth += [CMX.url(f"/file/{fid}"), CMX.url(f"/downloads/file_stream/{fid}")]
    pages[f"/export/{ds}/datacite.xml"] = data(
        f"<resource><title>{escape(title)}</title></resource>", "application/xml"
    )
    pages[f"/export/{ds}/cite.ris"] = data(f"TY  - DATA\nTI  - {title}\nER  - \n", "text/plain")
    truth += [CMX.url(f"/export/{ds}/datacite.xml"), CMX.url(f"/export/{ds}/cite.ris")]
    return pages, truth


def courtmetrics_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataset/cm-29p4": CMX.page(
            "Data from: Caseload trends in county courts", "<h1>Caseload</h1>", raw_title=True
        )
    }
    for ds in DATASETS:
        pages.update(_cmx_pages(ds)[0])
    return [CMX.site(pages)]


def _cmx_case(name: str, detail: str, ds: str) -> Case:
    return case(
        name,
        f"court statistics data repository ({detail})",
        "Multi-Hop",
        # The seed's Dryad: landing, file and metadata pages carry the "Data from: ..." title,
        # the data files do not and sit one hop past the file pages: Significant String from
        # Title+ with Ignored URIs.
        "sig_title_plus_ignored",
        CMX.url(f"/dataset/{ds}"),
        _cmx_pages(ds)[1],
        courtmetrics_sites,
        others=[CMX.url("/dataset/cm-29p4")],
    )


# --- committee evidence archive: "Committee Evidence Archive | " before every title -------

CEA = Chrome(
    "evidence.selectcomm.hx66.example",
    "Committee Evidence Archive",
    [
        ("/committees", "Committees"),
        ("/inquiries", "Inquiries"),
        ("/publications", "Publications"),
        ("/get-involved", "Get involved"),
    ],
    title_format="{name} | {title}",
    home_title="Committee Evidence Archive | Home",
)

# entry GUID -> (inquiry title, {guid: (page title, kind, links)})
INQUIRIES: dict[str, tuple[str, dict[str, tuple[str, list[str]]]]] = {
    "q7mfk": (
        "Inquiry into Prison Education Provision",
        {
            "q7mfk": ("", ["h2d9a", "w3nq6", "r5m1y"]),
            "h2d9a": ("Oral evidence session, 5 March 2024", ["/transcripts/h2d9a.txt"]),
            "w3nq6": ("Written evidence", ["c4x8e", "k9v2b"]),
            "c4x8e": ("Written evidence submitted by the Prisoners' Learning Trust", []),
            "k9v2b": ("Written evidence submitted by the Association of Colleges", []),
            "r5m1y": ("Report of the Justice Committee", []),
        },
    ),
    "f6tq3": (
        "Inquiry into the Regulation of Litigation Funding",
        {
            "f6tq3": ("", ["b1s7d", "b2m8e", "b3x4p", "w8nk4", "g5rr2", "r9d3c"]),
            "b1s7d": ("Oral evidence session, 10 January 2024", ["/transcripts/b1s7d.txt"]),
            "b2m8e": ("Oral evidence session, 24 January 2024", ["/transcripts/b2m8e.txt"]),
            "b3x4p": ("Oral evidence session, 7 February 2024", ["/transcripts/b3x4p.txt"]),
            "w8nk4": ("Written evidence, page 1", ["e1a1a", "e2b2b", "e3c3c", "w8nk4?page=2"]),
            "w8nk4?page=2": ("Written evidence, page 2", ["e4d4d", "e5e5e"]),
            "e1a1a": ("Written evidence submitted by the Civil Justice Forum", []),
            "e2b2b": ("Written evidence submitted by Funders Europe", []),
            "e3c3c": ("Written evidence submitted by the Consumer Law Centre", []),
            "e4d4d": ("Written evidence submitted by Dr Hana Rook", []),
            "e5e5e": ("Written evidence submitted by the Bar Council of Norland", []),
            "r9d3c": ("Report of the Justice Committee", ["g5rr2"]),
            "g5rr2": ("Government response to the Committee's report", []),
        },
    ),
}


def _cea_pages(guid: str) -> tuple[dict[str, PageValue], list[str]]:
    inquiry, parts = INQUIRIES[guid]
    pages: dict[str, PageValue] = {}
    truth: list[str] = []
    for key, (label, kids) in parts.items():
        path = f"/{key}/" if "?" not in key else "/" + key.replace("?", "/?")
        items = [
            (
                k if k.startswith("/") else ("/" + k.replace("?", "/?") if "?" in k else f"/{k}/"),
                parts[k][0] if k in parts else "Transcript (plain text)",
            )
            for k in kids
        ]
        if label:
            main = f"<h1>{escape(label)}</h1><p>Evidence to the {a(f'/{guid}/', inquiry)}.</p>"
        else:
            main = f"<h1>{escape(inquiry)}</h1><p>Inquiry closed. Committee: Justice.</p>"
        pages[path] = CEA.page(
            label or inquiry,
            main + ul(items),
            aside=""
            if label
            else "<h2>Committee</h2>"
            + ul([("/committees/justice", "Justice Committee"), ("/z0x1q/", "Earlier inquiry")]),
            crumbs=[("/committees", "Committees"), ("/inquiries", "Inquiries")],
        )
        truth.append(CEA.url(path))
        for k in kids:
            if k.startswith("/transcripts/"):
                pages[k] = data(
                    f"Uncorrected transcript. {inquiry}.\nQ1 Chair: ...\n", "text/plain"
                )
                truth.append(CEA.url(k))
    return pages, truth


def cea_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/committees/justice": CEA.page("Justice Committee", "<h1>Justice Committee</h1>"),
        "/z0x1q/": CEA.page("Inquiry into Court Estate Maintenance", "<h1>Earlier inquiry</h1>"),
    }
    for guid in INQUIRIES:
        pages.update(_cea_pages(guid)[0])
    return [CEA.site(pages)]


def _cea_case(name: str, detail: str, guid: str) -> Case:
    return case(
        name,
        f"parliamentary committee evidence archive ({detail})",
        "Multi-Hop",
        # The seed's OSF: every <title> starts "Committee Evidence Archive | ", which the
        # evidence pages and transcripts never contain; the inquiry's name left after
        # removing the homepage title's common prefix is on every part.
        "sig_filtered_title",
        CEA.url(f"/{guid}/"),
        _cea_pages(guid)[1],
        cea_sites,
        others=[CEA.url("/z0x1q/")],
    )


# --- legal-empirics Dataverse: " - Lex Empirica Dataverse" after every title ---------------

LED = Chrome(
    "dataverse.lexempirica.hx66.example",
    "Lex Empirica Dataverse",
    [("/dataverse/root", "Dataverses"), ("/guides", "User guide"), ("/support", "Support")],
    title_format="{title} - {name}",
    home_title="Dataverse Home - Lex Empirica Dataverse",
)

# DOI -> (title, {version: [(file id, name)]}); the first version is the current one
DV = {
    "doi:10.99992/LEX/QW3ZT": (
        "Replication Data for: Sentencing Disparities in Drug Offences, 2015-2023",
        {"2.0": [(5512, "codebook.txt"), (5513, "sentences.tab")]},
    ),
    "doi:10.99992/LEX/HB7KD": (
        "Replication Data for: Judicial Review Outcomes and Tribunal Funding",
        {
            "3.1": [
                (6610, "jr_claims.tab"),
                (6611, "tribunal_budgets.tab"),
                (6612, "codebook.txt"),
                (6613, "models.R"),
            ],
            "2.0": [(6601, "jr_claims_2010_2020.tab"), (6602, "codebook_v2.txt")],
            "1.0": [(6590, "jr_claims_pilot.tab")],
        },
    ),
}


def _led_pages(doi: str) -> tuple[dict[str, PageValue], list[str]]:
    title, versions = DV[doi]
    pages: dict[str, PageValue] = {}
    truth: list[str] = []
    landing = f"/dataset.xhtml?persistentId={doi}"
    current = next(iter(versions))
    exports = [
        (f"/api/datasets/export?exporter=ddi&persistentId={doi}", "DDI"),
        (f"/api/datasets/export?exporter=dataverse_json&persistentId={doi}", "JSON"),
    ]
    for v, files in versions.items():
        path = landing if v == current else f"{landing}&version={v}"
        links = [(f"/file.xhtml?fileId={fid}", name) for fid, name in files]
        more = ""
        if v == current:
            more = "<h2>Export metadata</h2>" + ul(exports)
            if len(versions) > 1:
                more += "<h2>Versions</h2>" + ul(
                    [(f"{landing}&version={w}", f"Version {w}") for w in versions if w != v]
                )
        pages[path] = LED.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {v}</p><h2>Files</h2>{ul(links)}{more}",
            aside=ul([("/dataverse/lexempirica", "Lex Empirica collection")]),
        )
        truth.append(LED.url(path))
        for fid, name in files:
            pages[f"/file.xhtml?fileId={fid}"] = LED.page(
                name,
                f"<h1>{escape(name)}</h1><p>Dataset: {a(path, title)}</p>"
                f"<p>{a(f'/api/access/datafile/{fid}', 'Download')}</p>",
            )
            pages[f"/api/access/datafile/{fid}"] = data(
                f"# {title}\n# file {name}\nid\tvalue\n1\t2\n", "text/tab-separated-values"
            )
            truth += [LED.url(f"/file.xhtml?fileId={fid}"), LED.url(f"/api/access/datafile/{fid}")]
    for path, kind in exports:
        pages[path] = data(
            f'<codeBook><titl>{escape(title)}</titl><v kind="{kind}"/></codeBook>',
            "application/xml",
        )
        truth.append(LED.url(path))
    return pages, truth


def led_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataverse/lexempirica": LED.page("Lex Empirica", "<h1>Lex Empirica collection</h1>"),
    }
    for doi in DV:
        pages.update(_led_pages(doi)[0])
    return [LED.site(pages)]


def _led_case(name: str, detail: str, doi: str) -> Case:
    return case(
        name,
        f"legal empirics dataverse ({detail})",
        "Multi-Hop",
        # The seed's Dataverse: titles end " - Lex Empirica Dataverse"; removing the common
        # ending with the homepage title leaves "Replication Data for: ...", carried by the
        # file pages, downloads and exports: Significant String from Filtered Title.
        "sig_filtered_title",
        LED.url(f"/dataset.xhtml?persistentId={doi}"),
        _led_pages(doi)[1],
        led_sites,
        others=[LED.url("/dataverse/lexempirica")],
    )


CASES: list[Case] = [
    _lrc_case(
        "lrc-easements", "consultation with paper and published responses", "/consultations/cp-259"
    ),
    _lrc_case(
        "lrc-automated-decisions",
        "consultation with chaptered paper, translations, paginated responses and final report",
        "/consultations/cp-261",
    ),
    _cmx_case("courtmetrics-disposition", "dataset with two files", "cm-41k7"),
    _cmx_case(
        "courtmetrics-interpreters", "dataset with five files and a previous version", "cm-58m2"
    ),
    _cea_case(
        "selectcomm-prison-education", "inquiry with a session and written evidence", "q7mfk"
    ),
    _cea_case(
        "selectcomm-litigation-funding",
        "inquiry with three sessions, paginated written evidence, report and response",
        "f6tq3",
    ),
    _led_case(
        "lexempirica-sentencing", "replication dataset with two files", "doi:10.99992/LEX/QW3ZT"
    ),
    _led_case(
        "lexempirica-judicial-review",
        "replication dataset with three versions, many files and exports",
        "doi:10.99992/LEX/HB7KD",
    ),
]
