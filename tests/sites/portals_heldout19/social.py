"""Social-science data: an ICPSR-like archive, a UK-Data-Service-like catalogue, a NADA
microdata library, election results releases and a Dataverse data station."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data, links

from ._kit import Hub, footer, plain_html

# --- ICPSR-like study pages: tabs and versions under the study path, files elsewhere -------

ISDA = Hub(
    "ICPSR-like social science data archive",
    Portal(
        "www.isda-archive.hx19.example",
        "ISDA",
        [
            ("/web/ISDA/search/studies", "Find Data"),
            ("/web/ISDA/series", "Series"),
            ("/web/pages/deposit/", "Share Data"),
            ("/web/pages/membership/", "Membership"),
            ("/web/pages/sumprog/", "Summer Program"),
        ],
        footer("ISDA"),
        title_format="{title} | {name}",
        home_title="ISDA - Inter-university Social Data Archive",
    ),
)
ISDA_FILES = "download.isda-files.hx19.example"


def _isda_study(
    sid: str, title: str, versions: list[str], variables: list[tuple[str, str]]
) -> set[str]:
    base = f"/web/ISDA/studies/{sid}"
    current = versions[-1]
    head = (
        '<meta name="generator" content="ISDA Website (Vue)">'
        f'<meta property="og:site_name" content="ISDA"><meta property="og:title" content="{title}">'
        '<script src="/web/js/chunk-vendors.4f1a.js" defer></script>'
        f'<link rel="alternate" type="application/ld+json" href="{base}/jsonld">'
    )
    codebook = f"/isda/{sid}/{current}/{sid}-0001-Codebook.pdf"
    cb = ISDA.file(
        ISDA_FILES, codebook, pdf(f"{title} Codebook", ["Dataset 0001"]), "application/pdf"
    )
    zipped = ISDA.file(
        ISDA_FILES,
        f"/isda/{sid}/{current}/{sid}-0001-Data.zip",
        b"PK\x05\x06" + b"\0" * 18,
        "application/zip",
    )
    spss = ISDA.file(
        ISDA_FILES,
        f"/isda/{sid}/{current}/{sid}-0001-Setup.sps",
        f"* SPSS setup for ISDA {sid}.\nDATA LIST FILE=x /V1 1-5.\n",
        "text/plain",
    )
    tabs = [
        (f"{base}/versions/{current}", "Summary"),
        (f"{base}/datadocumentation", "Data & Documentation"),
        (f"{base}/variables", "Variables"),
        (f"{base}/publications", "Publications"),
        (f"{base}/export?format=ris", "Export citation (RIS)"),
    ]
    nav = links(tabs)
    truth: set[str] = set()
    truth.add(
        ISDA.page(
            base,
            title,
            f"<h1>{title} ({sid})</h1>{nav}<p>Principal investigators: "
            "N. Okafor, L. Brandt.</p><p>Version history: "
            + " ".join(f'<a href="{base}/versions/{v}">{v}</a>' for v in versions)
            + '</p><p>Related: <a href="/web/ISDA/series/211">Series 211</a></p>',
            head=head,
        )
    )
    for v in versions:
        truth.add(
            ISDA.page(
                f"{base}/versions/{v}",
                f"{title} ({v})",
                f"<h1>{title}</h1><p>Version {v}</p>{nav}",
                head=head,
            )
        )
    truth.add(
        ISDA.page(
            f"{base}/datadocumentation",
            title,
            f"<h1>Data &amp; Documentation</h1>{nav}"
            + links(
                [(cb, "Codebook (PDF)"), (zipped, "Delimited data (ZIP)"), (spss, "SPSS setup")]
            )
            + '<p><a href="/web/pages/terms">Terms of use</a></p>',
        )
    )
    var_rows = []
    for vid, label in variables:
        truth.add(
            ISDA.page(
                f"{base}/variables/{vid}",
                f"{vid}: {label}",
                f"<h1>{vid}: {label}</h1><p>Study {sid}: {title}</p>"
                f'<p><a href="{base}/variables">All variables</a></p>',
            )
        )
        var_rows.append((f"{base}/variables/{vid}", f"{vid} {label}"))
    truth.add(
        ISDA.page(f"{base}/variables", "Variables", f"<h1>Variables</h1>{nav}{links(var_rows)}")
    )
    truth.add(
        ISDA.page(
            f"{base}/publications",
            "Publications",
            f'<h1>Data-related publications</h1>{nav}<ul><li><a href="http://doi.test/10.1177/0003122'
            f'4{sid}">Article using the data</a></li></ul>',
        )
    )
    truth.add(
        ISDA.raw(
            f"{base}/export?format=ris",
            data(
                f"TY  - DATA\nTI  - {title}\nID  - {sid}\nER  -\n",
                "application/x-research-info-systems",
            ),
        )
    )
    truth.add(
        ISDA.raw(
            f"{base}/jsonld", data(f'{{"@type":"Dataset","name":"{title}"}}', "application/ld+json")
        )
    )
    return truth


# The two studies' truth sets; the study pages link each other as related studies.
_T38417 = _isda_study(
    "38417",
    "Panel Study of Household Finances, Wave 7, 2022",
    ["V1", "V2"],
    [("V12", "Household income"), ("V13", "Housing tenure")],
)
_T38560 = _isda_study(
    "38560",
    "Regional Voter Attitudes Survey, 2023",
    ["V1"],
    [("Q4", "Trust in parliament"), ("Q9", "Turnout intention")],
)
ISDA.pages["/web/ISDA/series/211"] = ISDA.portal.page(
    "Series 211",
    "<h1>Series 211</h1>"
    + links(
        [("/web/ISDA/studies/38417", "Wave 7"), ("/web/ISDA/studies/38560", "Voter attitudes")]
    ),
)

ISDA_CASES = [
    # path_based_externals: every study page (summary, versions, variables, docs) lives under
    # /web/ISDA/studies/38417, the codebook and data under another domain (the download
    # host). Truth: the study pages, its exports and its files; not the series page, the
    # article it links or the chrome.
    ISDA.case(
        "isda-panel-wave7",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=ISDA.url("/web/ISDA/studies/38417"),
        truth=_T38417,
        others={ISDA.url("/web/ISDA/series/211")},
    ),
    # path_based_externals: a single-version study of the same archive.
    ISDA.case(
        "isda-voter-attitudes",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=ISDA.url("/web/ISDA/studies/38560"),
        truth=_T38560,
        others={ISDA.url("/web/ISDA/series/211")},
    ),
]

# --- UK-Data-Service-like catalogue record: one page, documentation one hop away ---------

KDS = Hub(
    "UK-Data-Service-like data catalogue",
    Portal(
        "datacatalogue.kingdomdata.hx19.example",
        "Kingdom Data Service",
        [
            ("/searchresults", "Search the catalogue"),
            ("/series", "Data series"),
            ("/help/get-started", "Get started"),
            ("/deposit", "Deposit data"),
            ("/news", "News"),
        ],
        footer("Kingdom Data Service"),
        title_format="{title} | {name}",
        home_title="Data catalogue | Kingdom Data Service",
    ),
)
KDS_PID = "doi.kds-pid.hx19.example"


def _kds(sn: str, title: str, docs: list[tuple[str, str]]) -> tuple[str, set[str]]:
    entry = KDS.url(f"/studies/study?id={sn}")
    truth = {entry}
    items = []
    for fname, label in docs:
        ctype = "application/pdf" if fname.endswith(".pdf") else "application/rtf"
        body = (
            pdf(f"SN {sn} {label}", [title])
            if fname.endswith(".pdf")
            else b"{\\rtf1 " + label.encode() + b"}"
        )
        truth.add(KDS.raw(f"/doc/{sn}/mrdoc/{fname}", data(body, ctype)))
        items.append((f"/doc/{sn}/mrdoc/{fname}", label))
    cite = KDS.raw(
        f"/studies/study/cite?id={sn}&format=bibtex",
        data(f"@misc{{sn{sn}, title={{{title}}}}}", "application/x-bibtex"),
    )
    truth.add(cite)
    doi = f"http://{KDS_PID}/10.5255/KDA-SN-{sn}-1"
    KDS.file(KDS_PID, f"/10.5255/KDA-SN-{sn}-1", Response.redirect(entry, 302))
    KDS.page(
        f"/studies/study?id={sn}",
        title,
        f"<h1>{title}</h1><p>Study Number (SN): {sn}</p>"
        f'<p>Persistent identifier: <a href="{doi}">10.5255/KDA-SN-{sn}-1</a></p>'
        "<h2>Documentation</h2>" + links(items) + f'<p><a href="{cite}">Cite (BibTeX)</a> · '
        '<a href="http://auth.kingdomdata.hx19.example/login?next=/access">Access data '
        "(registration required)</a></p>"
        '<p>Part of series: <a href="/series/series?id=200005">Labour Force Survey</a></p>',
        head='<meta name="generator" content="Next.js"><meta property="og:site_name" content="Kingdom Data Service">'
        '<script src="/_next/static/chunks/main-2c1d.js" defer></script>',
    )
    return doi, truth


KDS.file("auth.kingdomdata.hx19.example", "/login", plain_html("Sign in", "<form>Sign in</form>"))
KDS.pages["/series/series?id=200005"] = KDS.portal.page(
    "Labour Force Survey",
    '<h1>Labour Force Survey series</h1><a href="/studies/study?id=9012">2024</a>',
)
_KDS_DOI_A, _KDS_A = _kds(
    "9012",
    "Quarterly Labour Force Survey, July - September, 2024",
    [
        ("pdf/9012_lfs_user_guide_vol1.pdf", "User guide volume 1"),
        ("pdf/9012_questionnaire.pdf", "Questionnaire"),
        ("allissue/9012_data_dictionary.rtf", "Data dictionary"),
    ],
)
_KDS_DOI_B, _KDS_B = _kds(
    "9187",
    "Scottish Crime and Justice Survey, 2021-2022",
    [("pdf/9187_technical_report.pdf", "Technical report"), ("pdf/9187_codebook.pdf", "Codebook")],
)

KDS_CASES = [
    # single_page_plus_ignored: every part is one hop from the catalogue record (Figshare /
    # Zenodo shape); menus, login and series page must be ignored. Truth: the record, its
    # documentation files and its citation export.
    KDS.case(
        "kds-lfs-2024q3",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=KDS.url("/studies/study?id=9012"),
        truth=_KDS_A,
        others={KDS.url("/series/series?id=200005")},
    ),
    # single_page_plus_ignored, entered through its DOI (resolver hop on another domain).
    KDS.case(
        "kds-crime-survey-doi",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=_KDS_DOI_B,
        landing=KDS.url("/studies/study?id=9187"),
        truth=_KDS_B,
    ),
]

# --- NADA microdata library: everything under /index.php/catalog/<id>, exports beside ---

NADA = Hub(
    "NADA survey microdata library",
    Portal(
        "microdata.nso-stat.hx19.example",
        "NSO Microdata Library",
        [
            ("/index.php/catalog", "Central Data Catalog"),
            ("/index.php/collections", "Collections"),
            ("/index.php/citations", "Citations"),
            ("/index.php/about", "About"),
        ],
        footer("the National Statistics Office"),
        title_format="{name} - {title}",
        home_title="NSO Microdata Library",
    ),
)


def _nada(
    cid: str, title: str, variables: list[tuple[str, str]], downloads: list[tuple[str, str]]
) -> set[str]:
    base = f"/index.php/catalog/{cid}"
    head = (
        '<meta name="generator" content="NADA 5.4">'
        f'<meta property="og:title" content="{title}">'
        '<script src="/themes/nada52/js/app.min.js" defer></script>'
        f'<link rel="alternate" type="application/xml" href="/index.php/metadata/export/{cid}/ddi">'
    )
    tabs = links(
        [
            (f"{base}/study-description", "Study description"),
            (f"{base}/data-dictionary", "Data dictionary"),
            (f"{base}/related-materials", "Documentation"),
            (f"{base}/get-microdata", "Get Microdata"),
        ]
    )
    truth: set[str] = set()
    truth.add(
        NADA.page(base, title, f"<h1>{title}</h1>{tabs}<p>Reference ID: NSO-{cid}</p>", head=head)
    )
    truth.add(
        NADA.page(
            f"{base}/study-description",
            title,
            f"<h1>{title}</h1>{tabs}<p>Scope and coverage.</p>"
            f'<p><a href="/index.php/metadata/export/{cid}/ddi">DDI Codebook 2.5</a> · '
            f'<a href="/index.php/metadata/export/{cid}/json">JSON</a></p>',
            head=head,
        )
    )
    truth.add(
        NADA.raw(
            f"/index.php/metadata/export/{cid}/ddi",
            data(
                f"<codeBook><stdyDscr><citation><titlStmt><titl>{title}</titl></titlStmt></citation></stdyDscr></codeBook>",
                "application/xml",
            ),
        )
    )
    truth.add(
        NADA.raw(
            f"/index.php/metadata/export/{cid}/json",
            data(f'{{"title":"{title}"}}', "application/json"),
        )
    )
    vrows = []
    for vid, label in variables:
        truth.add(
            NADA.page(
                f"{base}/variable/F1/{vid}",
                f"{title} - {label}",
                f"<h1>{label}</h1><p>Variable {vid} in file F1</p>",
            )
        )
        vrows.append((f"{base}/variable/F1/{vid}", f"{vid} {label}"))
    truth.add(
        NADA.page(
            f"{base}/data-dictionary/F1?file_name=household",
            title,
            f"<h1>Data file: household</h1>{tabs}{links(vrows)}",
        )
    )
    truth.add(
        NADA.page(
            f"{base}/data-dictionary",
            title,
            f"<h1>Data dictionary</h1>{tabs}"
            + links([(f"{base}/data-dictionary/F1?file_name=household", "household (F1)")]),
        )
    )
    drows = []
    for did, label in downloads:
        truth.add(NADA.raw(f"{base}/download/{did}", data(pdf(label, [title]), "application/pdf")))
        drows.append((f"{base}/download/{did}", label))
    truth.add(
        NADA.page(f"{base}/related-materials", title, f"<h1>Documentation</h1>{tabs}{links(drows)}")
    )
    truth.add(
        NADA.page(
            f"{base}/get-microdata",
            title,
            f"<h1>Get Microdata</h1>{tabs}<p>Licensed files: "
            'apply through the <a href="/index.php/auth/login">request form</a>.</p>',
        )
    )
    return truth


_NADA_A = _nada(
    "4321",
    "Household Budget Survey 2022",
    [("V23", "Total monthly consumption"), ("V41", "Dwelling type")],
    [("1180", "Questionnaire"), ("1181", "Final report")],
)
_NADA_B = _nada(
    "4377",
    "Labour Force Survey 2023, Quarter 2",
    [("V5", "Employment status"), ("V88", "Hours worked")],
    [("1202", "Interviewer manual")],
)
NADA.pages["/index.php/catalog"] = NADA.portal.page(
    "Central Data Catalog",
    "<h1>Catalog</h1>"
    + links([("/index.php/catalog/4321", "HBS 2022"), ("/index.php/catalog/4377", "LFS 2023 Q2")]),
)

NADA_CASES = [
    # path_based: every tab, variable page and document download lives under
    # /index.php/catalog/4321 (NADA's URL scheme); only the DDI/JSON exports sit beside it
    # under /index.php/metadata/export/4321. Truth: all of those; not the catalog or chrome.
    NADA.case(
        "nada-hbs-2022",
        expected="path_based",
        artifact_class="Multi-Hop",
        entry=NADA.url("/index.php/catalog/4321"),
        truth=_NADA_A,
    ),
    # path_based: another survey of the same library.
    NADA.case(
        "nada-lfs-2023q2",
        expected="path_based",
        artifact_class="Multi-Hop",
        entry=NADA.url("/index.php/catalog/4377"),
        truth=_NADA_B,
    ),
]

# --- Election results: a bare open-data release page, and a commission results page -----

ELEC = Hub(
    "Election results data",
    Portal(
        "www.electcomm.hx19.example",
        "Electoral Commission",
        [
            ("/en/voting-and-elections", "Voting and elections"),
            ("/en/results", "Results"),
            ("/en/research", "Research and reports"),
            ("/en/news", "News"),
        ],
        footer("the Electoral Commission"),
        title_format="{title} | {name}",
    ),
)
ELEC_OPEN = "opendata.electcomm-data.hx19.example"


def _open_release() -> set[str]:
    files = [
        (
            "/files/ge2024-results-by-constituency.csv",
            "text/csv",
            "ons_id,constituency,party,votes\n",
        ),
        ("/files/ge2024-candidates.csv", "text/csv", "ons_id,candidate,party\n"),
        (
            "/files/ge2024-turnout.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "PK",
        ),
        (
            "/files/ge2024-results-codebook.txt",
            "text/plain",
            "Codebook: general election 2024 results\n",
        ),
    ]
    truth: set[str] = set()
    rows = []
    for path, ctype, body in files:
        truth.add(ELEC.file(ELEC_OPEN, path, body.encode(), ctype))
        rows.append((path, path.rsplit("/", 1)[1]))
    entry = ELEC.file(
        ELEC_OPEN,
        "/releases/general-election-2024.html",
        plain_html(
            "General election 2024: results data release",
            "<h1>General election 2024: results data release</h1><p>Published 19 July 2024.</p>"
            + links(rows)
            + '<p><a href="/releases/">All releases</a></p>',
        ),
    )
    ELEC.file(
        ELEC_OPEN,
        "/releases/",
        plain_html("Releases", '<a href="general-election-2024.html">GE2024</a>'),
    )
    return truth | {entry}


def _results_page() -> set[str]:
    truth: set[str] = set()
    rows = []
    for name, ctype in [
        ("regional-2025-results.csv", "text/csv"),
        ("regional-2025-spoilt-ballots.csv", "text/csv"),
        ("regional-2025-report.pdf", "application/pdf"),
    ]:
        body = (
            pdf("Regional elections 2025 report", ["Turnout"])
            if name.endswith("pdf")
            else b"area,votes\n"
        )
        path = f"/sites/default/files/2025-06/{name}"
        truth.add(ELEC.raw(path, data(body, ctype)))
        rows.append((path, name))
    truth.add(
        ELEC.page(
            "/en/results/regional-elections-2025",
            "Regional elections 2025: results and turnout",
            "<h1>Regional elections 2025: results and turnout</h1>"
            + links(rows)
            + '<p>See also <a href="/en/results/regional-elections-2021">the 2021 results</a>.</p>',
            head='<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">'
            '<script src="/core/misc/drupal.js?v=10.2.4"></script>',
        )
    )
    ELEC.page("/en/results/regional-elections-2021", "Regional elections 2021", "<h1>2021</h1>")
    return truth


ELEC_CASES = [
    # single_page_plus: a bare release page on the open-data host, no chrome: every link
    # but "All releases" is one of its files. Truth: the page and its four files.
    ELEC.case(
        "elec-ge2024-open-release",
        expected="single_page_plus",
        artifact_class="Single Hop",
        entry=f"http://{ELEC_OPEN}/releases/general-election-2024.html",
        truth=_open_release(),
    ),
    # single_page_plus_ignored: the commission's own results page (Drupal, full chrome),
    # files under /sites/default/files. Truth: the page and its three files; not the 2021
    # results page (another artifact) or chrome.
    ELEC.case(
        "elec-regional-2025",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=ELEC.url("/en/results/regional-elections-2025"),
        truth=_results_page(),
        others={ELEC.url("/en/results/regional-elections-2021")},
    ),
]

# --- Dataverse data station: Signposting (v6) and an older installation without it -------

DVS = Hub(
    "Dataverse social science data station",
    Portal(
        "ssh.datastation.hx19.example",
        "DataStation SSH",
        [
            ("/dataverse/root?q=", "Search"),
            ("/guides", "User Guide"),
            ("/dataverse/root", "Browse"),
            ("/support", "Support"),
        ],
        footer("DataStation SSH"),
        title_format="{title} | {name}",
        home_title="Root | DataStation SSH",
    ),
)
DVS_PID = "doi.dvs-pid.hx19.example"


def _dataverse(
    pid: str, title: str, files: list[tuple[str, str, str]], signposting: bool
) -> tuple[str, set[str]]:
    landing_path = f"/dataset.xhtml?persistentId=doi:{pid}"
    landing = DVS.url(landing_path)
    truth = {landing}
    exports = [
        (
            f"/api/datasets/export?exporter=schema.org&persistentId=doi:{pid}",
            "application/ld+json",
            f'{{"@type":"Dataset","name":"{title}"}}',
        ),
        (
            f"/api/datasets/export?exporter=ddi&persistentId=doi:{pid}",
            "application/xml",
            f"<codeBook><titl>{title}</titl></codeBook>",
        ),
    ]
    for path, ctype, body in exports:
        truth.add(DVS.raw(path, data(body, ctype)))
    rows = []
    items = []
    for fid, name, ctype in files:
        dl = f"/api/access/datafile/{fid}"
        truth.add(
            DVS.raw(
                dl,
                data(
                    pdf(name, ["Data file"]) if ctype == "application/pdf" else b"id\tv1\n1\t2\n",
                    ctype,
                ),
            )
        )
        fpage = f"/file.xhtml?persistentId=doi:{pid}/F{fid}&version=1.0"
        truth.add(
            DVS.page(
                fpage,
                name,
                f'<h1>{name}</h1><p>Dataset: <a href="{landing_path}">{title}</a></p>'
                f'<p><a href="{dl}">Download</a></p>',
            )
        )
        rows.append((fpage, name))
        rows.append((dl, f"Download {name}"))
        items.append((DVS.url(dl), "item", ctype))
    sign: list[tuple[str, str, str]] = []
    if signposting:
        sign = [
            (f"http://{DVS_PID}/{pid}", "cite-as", ""),
            ("https://schema.org/Dataset", "type", ""),
            ("http://orcid.test/0000-0002-1825-0097", "author", ""),
            (DVS.url(exports[0][0]), "describedby", "application/ld+json"),
            (DVS.url(exports[1][0]), "describedby", "application/xml"),
            *items,
            ("http://creativecommons.test/publicdomain/zero/1.0/", "license", ""),
        ]
    head = (
        '<meta name="generator" content="Dataverse">'
        f'<meta property="og:title" content="{title}"><meta property="og:site_name" content="DataStation SSH">'
        '<script src="/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces"></script>'
        f'<script type="application/ld+json">{{"@type":"Dataset","name":"{title}"}}</script>'
    )
    DVS.page(
        landing_path,
        title,
        f"<h1>{title}</h1><p>Citation: doi:{pid}, DataStation SSH, V1</p>"
        + links(rows)
        + "<p>Export metadata: "
        + " ".join(
            f'<a href="{p}">{p.split("exporter=")[1].split("&")[0]}</a>' for p, _c, _b in exports
        )
        + '</p><p><a href="/dataverse/elections">Elections dataverse</a></p>',
        head=head,
        link=sign,
    )
    doi = DVS.file(DVS_PID, f"/{pid}", Response.redirect(landing, 302))
    return doi, truth


DVS.pages["/dataverse/elections"] = DVS.portal.page("Elections", "<h1>Elections dataverse</h1>")
_DVS_DOI_A, _DVS_A = _dataverse(
    "10.17026/SS/QX1ZKA",
    "Municipal Council Election Survey 2022",
    [
        ("4101", "mces2022_v1.tab", "text/tab-separated-values"),
        ("4102", "mces2022_questionnaire.pdf", "application/pdf"),
    ],
    True,
)
_DVS_DOI_B, _DVS_B = _dataverse(
    "10.17026/SS/7LM2PD",
    "Youth Political Participation Panel 2019-2021",
    [
        ("3870", "yppp_wave1.tab", "text/tab-separated-values"),
        ("3871", "yppp_wave2.tab", "text/tab-separated-values"),
        ("3872", "yppp_methods.pdf", "application/pdf"),
    ],
    False,
)

DVS_CASES = [
    # signposting: the dataset page (Dataverse 6) sends a Signposting Link header naming its
    # metadata exports (describedby) and data files (item), entered through the DOI.
    # Truth: landing, exports, files and the file pages (part of the dataset, though the
    # header does not list them).
    DVS.case(
        "dvs-council-survey-signposting",
        expected="signposting",
        artifact_class="Multi-Hop",
        entry=_DVS_DOI_A,
        landing=DVS.url("/dataset.xhtml?persistentId=doi:10.17026/SS/QX1ZKA"),
        truth=_DVS_A,
        others={DVS.url("/dataverse/elections")},
    ),
    # sig_filtered_title: an installation without Signposting; titles end in " | DataStation
    # SSH" like its home page's, the dataset title is on every file page and export
    # (Dataverse row of the seed). Truth as above.
    DVS.case(
        "dvs-youth-panel",
        expected="sig_filtered_title",
        artifact_class="Multi-Hop",
        entry=DVS.url("/dataset.xhtml?persistentId=doi:10.17026/SS/7LM2PD"),
        truth=_DVS_B,
        others={DVS.url("/dataverse/elections")},
    ),
]

CASES = [*ISDA_CASES, *KDS_CASES, *NADA_CASES, *ELEC_CASES, *DVS_CASES]

# --- Constituency-level elections archive: a bare release page on a university server ----

CLEA = Hub(
    "Constituency-level elections archive",
    Portal(
        "www.clea-elect.hx19.example",
        "Constituency-Level Elections Archive",
        [("/data/", "Data"), ("/codebook/", "Codebook"), ("/team/", "Team")],
        footer("CLEA"),
    ),
)


def _clea_release(release: str) -> set[str]:
    rows = []
    truth: set[str] = set()
    for name, ctype in [
        (f"clea_lc_{release}_csv.zip", "application/zip"),
        (f"clea_lc_{release}_stata.zip", "application/zip"),
        (f"clea_lc_{release}_codebook.pdf", "application/pdf"),
        (f"clea_lc_{release}_changelog.txt", "text/plain"),
    ]:
        body = (
            pdf(f"CLEA lower chamber codebook {release}", [])
            if ctype == "application/pdf"
            else b"PK"
        )
        truth.add(CLEA.raw(f"/download/{release}/{name}", data(body, ctype)))
        rows.append((f"/download/{release}/{name}", name))
    truth.add(
        CLEA.raw(
            f"/release-{release}.html",
            plain_html(
                f"CLEA Lower Chamber Elections Archive, release {release}",
                f"<h1>Lower Chamber Elections Archive, release {release}</h1><p>Cite as: Kollman "
                f"et al., CLEA, release {release}.</p>"
                + links(rows)
                + '<p><a href="http://www.clea-elect.hx19.example/">CLEA home</a></p>',
            ),
        )
    )
    return truth


CLEA_CASES = [
    # single_page_plus: a plain release page (no menus, hand-written HTML) whose links are
    # its four data and documentation files, plus one link home. Truth: page and files.
    CLEA.case(
        "clea-release-20251101",
        expected="single_page_plus",
        artifact_class="Single Hop",
        entry=CLEA.url("/release-20251101.html"),
        truth=_clea_release("20251101"),
    ),
]

CASES += CLEA_CASES
