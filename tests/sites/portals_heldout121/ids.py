"""Significant String from URI and Signposting portals: NADA microdata catalogues, a
national data service, a social-science archive's study pages, an OJS survey journal, and
repositories that signpost their items (DSpace 7, InvenioRDM, Dataverse)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import STD_FOOTER, a, host, pdf_file, text, with_links

# --- NADA: a microdata catalogue (World Bank style, NADA 5) ----------------------------------
NA = host("microdata", "natstat-nada")
NA_STUDIES = {
    "4127": ("Living Standards Measurement Study 2023", "LSMS_2023", ["51233", "51234"], "4126"),
    "4390": ("Labour Force Survey 2024, Quarter 2", "LFS_2024_Q2", ["52810"], "4389"),
}


def _na_site() -> Site:
    p = Portal(
        NA,
        "Microdata Library",
        menu=[
            ("/index.php/catalog", "Data catalog"),
            ("/index.php/collections", "Collections"),
            ("/index.php/citations", "Citations"),
            ("/index.php/auth/login", "Login"),
        ],
        footer=STD_FOOTER,
        title_format="{title}",
        home_title="Microdata Library",
    )
    pages: dict[str, object] = {}
    for sid, (title, idno, res, prev) in NA_STUDIES.items():
        base = f"/index.php/catalog/{sid}"
        tabs = links(
            [
                (f"{base}/study-description", "Study Description"),
                (f"{base}/data-dictionary", "Data Dictionary"),
                (f"{base}/related-materials", "Documentation"),
                (f"{base}/get-microdata", "Get Microdata"),
            ]
        )
        head = (
            f"<h1>{title}</h1><p>Reference ID: {idno}</p>{tabs}"
            f"<p>{a(f'/index.php/metadata/export/{sid}/ddi', 'DDI/XML')} "
            f"{a(f'/index.php/metadata/export/{sid}/json', 'JSON')} "
            f"{a(f'{base}/pdf-documentation', 'PDF')}</p>"
        )
        pages[base] = p.page(
            title,
            head + f"<p>Previous round: {a(f'/index.php/catalog/{prev}', 'earlier survey')}</p>"
            f"<p>Collection: {a('/index.php/collections/social', 'Social surveys')}</p>",
        )
        pages[f"{base}/study-description"] = p.page(
            title, head + "<h2>Sampling</h2><p>Two-stage.</p>"
        )
        pages[f"{base}/data-dictionary"] = p.page(
            title,
            head
            + links(
                [
                    (f"{base}/data-dictionary/F1?file_name=household", "household"),
                    (f"{base}/data-dictionary/F2?file_name=individual", "individual"),
                ]
            ),
        )
        for f, v in (("F1?file_name=household", "F1/V10"), ("F2?file_name=individual", "F2/V40")):
            var = f"{base}/variable/{v}?name=hhsize"
            pages[f"{base}/data-dictionary/{f}"] = p.page(
                title, head + f"<p>{a(var, 'hhsize')}</p>"
            )
        for f, v in (("F1", "V10"), ("F2", "V40")):
            pages[f"{base}/variable/{f}/{v}?name=hhsize"] = p.page(
                f"hhsize - {title}", "<h2>hhsize</h2>"
            )
        pages[f"{base}/related-materials"] = p.page(
            title, head + links([(f"{base}/download/{r}", f"Document {r}") for r in res])
        )
        for r in res:
            pages[f"{base}/download/{r}"] = pdf_file(f"{idno} document {r}")
        pages[f"{base}/get-microdata"] = p.page(
            title,
            head + f"<p>Licensed data: {a('/index.php/auth/login', 'log in')}</p>",
        )
        pages[f"{base}/pdf-documentation"] = pdf_file(title, idno)
        pages[f"/index.php/metadata/export/{sid}/ddi"] = text(
            f"<codeBook ID='{idno}'/>", "application/xml"
        )
        pages[f"/index.php/metadata/export/{sid}/json"] = text(
            f'{{"idno": "{idno}"}}', "application/json"
        )
        pages[f"/index.php/catalog/{prev}"] = p.page("Earlier survey", "<h1>Earlier survey</h1>")
    pages["/index.php/collections/social"] = p.page("Social surveys", "<h1>Collection</h1>")
    return p.site(pages)  # type: ignore[arg-type]


def _na_truth(sid: str) -> list[str]:
    title, idno, res, prev = NA_STUDIES[sid]
    b = f"/index.php/catalog/{sid}"
    out = [
        b,
        f"{b}/study-description",
        f"{b}/data-dictionary",
        f"{b}/related-materials",
        f"{b}/get-microdata",
        f"{b}/pdf-documentation",
        f"/index.php/metadata/export/{sid}/ddi",
        f"/index.php/metadata/export/{sid}/json",
        f"{b}/data-dictionary/F1?file_name=household",
        f"{b}/data-dictionary/F2?file_name=individual",
        f"{b}/variable/F1/V10?name=hhsize",
        f"{b}/variable/F2/V40?name=hhsize",
    ]
    out += [f"{b}/download/{r}" for r in res]
    return [f"http://{NA}{u}" for u in out]


# --- A national data service's catalogue and its documentation host (UKDS-like) -------------
UK = host("datacatalogue", "natdataservice")
UK_DOC = host("doc", "natdataservice")
UK_ID = "9184"


def _uk_sites() -> list[Site]:
    p = Portal(
        UK,
        "National Data Service",
        menu=[
            ("/datacatalogue/studies", "Browse studies"),
            ("/datacatalogue/series", "Series"),
            ("/help/", "Help"),
            ("/myaccount", "My account"),
        ],
        footer=STD_FOOTER,
        title_format="{name}: {title}",
    )
    d = f"http://{UK_DOC}/doc/{UK_ID}"
    main = (
        "<h1>Understanding Everyday Finances Survey, Wave 3, 2025</h1>"
        f"<p>SN: {UK_ID} · Series: {a('/datacatalogue/series/series?id=2000115', 'Everyday Finances')}</p>"
        f"<p>{a(f'/datacatalogue/studies/study?id={UK_ID}&type=data%20catalogue#!/access-data', 'Access data')}"
        f" {a(f'/datacatalogue/studies/study?id={UK_ID}&type=data%20catalogue#!/documentation', 'Documentation')}</p>"
        f"<ul><li>{a(f'{d}/mrdoc/pdf/{UK_ID}_user_guide.pdf', 'User guide')}</li>"
        f"<li>{a(f'{d}/mrdoc/pdf/{UK_ID}_questionnaire.pdf', 'Questionnaire')}</li>"
        f"<li>{a(f'{d}/mrdoc/UKDA/UKDA_Study_{UK_ID}_Information.htm', 'Study information')}</li>"
        f"<li>{a(f'{d}/read{UK_ID}.htm', 'Read file')}</li></ul>"
        f"<p>{a(f'/datacatalogue/doi/?id={UK_ID}', 'DOI and citation')}</p>"
        f"<p>Depositor: {a('/datacatalogue/studies?search=Finance+Research+Unit', 'Finance Research Unit')}</p>"
    )
    site = p.site(
        {
            "/datacatalogue/series/series": p.page("Everyday Finances series", "<h1>Series</h1>"),
            "/datacatalogue/studies": p.page("Browse studies", "<h1>Studies</h1>"),
        }
    )
    site.add(
        f"/datacatalogue/studies/study?id={UK_ID}&type=data%20catalogue",
        p.page("Understanding Everyday Finances Survey, Wave 3, 2025", main),
    )
    site.add(f"/datacatalogue/doi/?id={UK_ID}", p.page("DOI", f"<h1>Citation for SN {UK_ID}</h1>"))
    doc = Site(
        UK_DOC,
        {
            f"/doc/{UK_ID}/mrdoc/pdf/{UK_ID}_user_guide.pdf": pdf_file("User guide", f"SN {UK_ID}"),
            f"/doc/{UK_ID}/mrdoc/pdf/{UK_ID}_questionnaire.pdf": pdf_file("Questionnaire"),
            f"/doc/{UK_ID}/mrdoc/UKDA/UKDA_Study_{UK_ID}_Information.htm": f"<html><title>Study {UK_ID}</title></html>",
            f"/doc/{UK_ID}/read{UK_ID}.htm": f"<html><title>Read {UK_ID}</title></html>",
        },
    )
    return [site, doc]


UK_TRUTH = [
    f"http://{UK}/datacatalogue/studies/study?id={UK_ID}&type=data%20catalogue",
    f"http://{UK}/datacatalogue/doi/?id={UK_ID}",
    f"http://{UK_DOC}/doc/{UK_ID}/mrdoc/pdf/{UK_ID}_user_guide.pdf",
    f"http://{UK_DOC}/doc/{UK_ID}/mrdoc/pdf/{UK_ID}_questionnaire.pdf",
    f"http://{UK_DOC}/doc/{UK_ID}/mrdoc/UKDA/UKDA_Study_{UK_ID}_Information.htm",
    f"http://{UK_DOC}/doc/{UK_ID}/read{UK_ID}.htm",
]

# --- A social-science data archive's study search (GESIS-like) -------------------------------
GE = host("search", "socarchive")
GE_ACC = host("access", "socarchive")
GE_ZA = "ZA7912"


def _ge_sites() -> list[Site]:
    p = Portal(
        GE,
        "SocArchive Search",
        menu=[
            ("/research_data", "Research data"),
            ("/publications", "Publications"),
            ("/variables", "Variables"),
        ],
        footer=STD_FOOTER,
        title_format="{title} | {name}",
    )
    acc = f"http://{GE_ACC}/dbk/{GE_ZA}"
    main = (
        "<h1>Eurobarometer 101.4 (2024)</h1>"
        f"<p>Study number: {GE_ZA} · Version 1.0.0 · {a('http://doi.example.test/10.4232/1.14301', 'doi:10.4232/1.14301')}</p>"
        f"<p>{a(f'/variables?study={GE_ZA}', 'Variables of this study')} · "
        f"{a(f'/publications?source={GE_ZA}', 'Publications using this study')}</p>"
        f"<p>{a(acc, 'Data and documents (access)')}</p>"
        f"<p>Export: {a(f'/research_data/{GE_ZA}/export?format=ddi25', 'DDI 2.5')} "
        f"{a(f'/research_data/{GE_ZA}/export?format=bibtex', 'BibTeX')}</p>"
        f"<p>Series: {a('/research_data?series=Eurobarometer', 'Eurobarometer')}</p>"
        f"<p>Related: {a('/research_data/ZA7848', 'Eurobarometer 100.2 (2023)')}</p>"
    )
    site = p.site(
        {
            f"/research_data/{GE_ZA}": p.page("Eurobarometer 101.4 (2024)", main),
            "/research_data/ZA7848": p.page(
                "Eurobarometer 100.2 (2023)", "<h1>Eurobarometer 100.2</h1>"
            ),
            "/research_data": p.page("Research data", "<h1>Research data</h1>"),
        }
    )
    site.add(f"/variables?study={GE_ZA}", p.page("Variables", f"<h1>Variables of {GE_ZA}</h1>"))
    site.add(f"/publications?source={GE_ZA}", p.page("Publications", "<h1>Publications</h1>"))
    site.add(f"/research_data/{GE_ZA}/export?format=ddi25", text("<codeBook/>", "application/xml"))
    site.add(
        f"/research_data/{GE_ZA}/export?format=bibtex",
        text("@data{za7912}", "application/x-bibtex"),
    )
    site.add("/research_data?series=Eurobarometer", p.page("Eurobarometer", "<h1>Series</h1>"))
    files = [
        f"{GE_ZA}_v1-0-0.dta.zip",
        f"{GE_ZA}_v1-0-0.sav.zip",
        f"{GE_ZA}_bq.pdf",
        f"{GE_ZA}_cdb.pdf",
    ]
    acc_page = (
        f"<html><head><title>{GE_ZA} - Data and documents</title></head><body>"
        f"<h1>{GE_ZA} Eurobarometer 101.4</h1>"
        + links([(f"/dbk/{GE_ZA}/{f}", f) for f in files])
        + f"<p>{a('/login', 'Log in to download')}</p></body></html>"
    )
    acc_pages: dict[str, object] = {
        f"/dbk/{GE_ZA}": acc_page,
        "/login": "<html><title>Login</title></html>",
    }
    for f in files:
        acc_pages[f"/dbk/{GE_ZA}/{f}"] = (
            pdf_file(f) if f.endswith("pdf") else text("PK", "application/zip")
        )
    return [site, Site(GE_ACC, acc_pages)]  # type: ignore[arg-type]


GE_TRUTH = [
    f"http://{GE}/research_data/{GE_ZA}",
    f"http://{GE}/variables?study={GE_ZA}",
    f"http://{GE}/publications?source={GE_ZA}",
    f"http://{GE}/research_data/{GE_ZA}/export?format=ddi25",
    f"http://{GE}/research_data/{GE_ZA}/export?format=bibtex",
    f"http://{GE_ACC}/dbk/{GE_ZA}",
] + [
    f"http://{GE_ACC}/dbk/{GE_ZA}/{GE_ZA}{s}"
    for s in ["_v1-0-0.dta.zip", "_v1-0-0.sav.zip", "_bq.pdf", "_cdb.pdf"]
]

# --- OJS: a survey-methodology journal article -----------------------------------------------
OJ = host("journal", "surveyresearch-ojs")
OJ_ART = "/index.php/srm/article/view/2871"


def _oj_site() -> Site:
    p = Portal(
        OJ,
        "Survey Research Methods",
        menu=[
            ("/index.php/srm/issue/current", "Current"),
            ("/index.php/srm/issue/archive", "Archives"),
            ("/index.php/srm/about", "About"),
        ],
        footer=[
            ("/index.php/srm/about/privacy", "Privacy Statement"),
            ("http://pkp.example.test/ojs", "Open Journal Systems"),
        ],
        title_format="{title} | {name}",
    )
    g = "/index.php/srm/article/view/2871/2319"
    dl = "/index.php/srm/article/download/2871/2319"
    cite = "/index.php/srm/citationstylelanguage/download/ris?submissionId=2871&publicationId=2934"
    main = (
        "<h1>Satisficing in long web questionnaires: evidence from paradata</h1>"
        f"<p>{a('/index.php/srm/search/search?authors=Bianchi', 'Laura Bianchi')}</p>"
        f"<p>{a(g, 'PDF')}</p><p>Issue: {a('/index.php/srm/issue/view/212', 'Vol. 20 No. 1 (2026)')}</p>"
        f"<p>Download citation: {a(cite, 'RIS')}</p>"
        f"<p>Most read: {a('/index.php/srm/article/view/2790', 'Another article')}</p>"
    )
    site = p.site(
        {
            OJ_ART: p.page("Satisficing in long web questionnaires: evidence from paradata", main),
            g: p.page(
                "Satisficing in long web questionnaires: evidence from paradata",
                f"<iframe src='{dl}'></iframe>{a(dl, 'Download PDF')}",
            ),
            dl: pdf_file("Satisficing in long web questionnaires"),
            "/index.php/srm/issue/view/212": p.page("Vol. 20 No. 1 (2026)", "<h1>Issue</h1>"),
            "/index.php/srm/article/view/2790": p.page("Another article", "<h1>Another</h1>"),
            "/index.php/srm/search/search": p.page("Search", "<h1>Search</h1>"),
        }
    )
    site.add(cite, text("TY  - JOUR\n", "application/x-research-info-systems"))
    return site


OJ_TRUTH = [
    f"http://{OJ}{u}"
    for u in [
        OJ_ART,
        "/index.php/srm/article/view/2871/2319",
        "/index.php/srm/article/download/2871/2319",
        "/index.php/srm/citationstylelanguage/download/ris?submissionId=2871&publicationId=2934",
    ]
]


# --- Signposting repositories -------------------------------------------------------------------
def _signposted(
    p: Portal, path: str, title: str, body: str, items: list[str], described: list[str]
) -> object:
    head = "".join(f'<link rel="item" href="{u}">' for u in items) + "".join(
        f'<link rel="describedby" href="{u}">' for u in described
    )
    resp = p.page(title, body, head=head)
    rels = [(p.url(u), "item") for u in items] + [(p.url(u), "describedby") for u in described]
    rels += [
        ("http://doi.example.test/10.5072/" + path.strip("/").replace("/", "-"), "cite-as"),
        ("http://orcid.example.test/0000-0002-1825-0097", "author"),
        ("http://schema.example.test/ScholarlyArticle", "type"),
        ("http://creativecommons.test/licenses/by/4.0/", "license"),
    ]
    return with_links(Response.html(resp), rels)


DS7 = host("repository", "methodsinst-dspace7")
DS7_ITEM = "/items/5e1c7a3b-2f4d-4c8e-9b6a-1d2e3f4a5b6c"
DS7_BS = [
    "/bitstreams/8a2b3c4d-1111-4e5f-9a0b-c1d2e3f4a5b6/download",
    "/bitstreams/8a2b3c4d-2222-4e5f-9a0b-c1d2e3f4a5b6/download",
]
DS7_MD = ["/server/api/core/items/5e1c7a3b-2f4d-4c8e-9b6a-1d2e3f4a5b6c?format=dc"]


def _ds7_site() -> Site:
    p = Portal(
        DS7,
        "Methods Institute Repository",
        menu=[
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
        ],
        footer=[
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy policy"),
        ],
        title_format="{title}",
    )
    body = (
        "<h1>Total survey error in register-based censuses</h1>"
        + links([(DS7_BS[0], "tse_register_census.pdf"), (DS7_BS[1], "supplement_tables.xlsx")])
        + f"<p>{a(DS7_ITEM + '/full', 'Full item page')}</p>"
        + f"<p>{a('/collections/0c9d8e7f-aaaa-4bbb-8ccc-ddddeeeeffff', 'Census methodology papers')}</p>"
    )
    site = p.site(
        {
            DS7_ITEM: _signposted(
                p, DS7_ITEM, "Total survey error in register-based censuses", body, DS7_BS, DS7_MD
            ),  # type: ignore[dict-item]
            DS7_BS[0]: pdf_file("Total survey error in register-based censuses"),
            DS7_BS[1]: text(
                "PK", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            ),
            DS7_ITEM + "/full": p.page(
                "Total survey error in register-based censuses",
                "<table><tr><td>dc.title</td></tr></table>",
            ),
            "/collections/0c9d8e7f-aaaa-4bbb-8ccc-ddddeeeeffff": p.page(
                "Census methodology papers", "<h1>Collection</h1>"
            ),
        }
    )
    site.add(DS7_MD[0], text("<oai_dc:dc/>", "application/xml"))
    return site


IR = host("records", "surveydata-invenio")
IR_REC = "/records/9x4km-2a7pq"
IR_FILES = [
    "/records/9x4km-2a7pq/files/nonresponse_followup.csv?download=1",
    "/records/9x4km-2a7pq/files/protocol.pdf?download=1",
]
IR_MD = ["/records/9x4km-2a7pq/export/datacite-json"]


def _ir_site() -> Site:
    p = Portal(
        IR,
        "SurveyData",
        menu=[("/search", "Search"), ("/communities", "Communities"), ("/uploads", "Upload")],
        footer=STD_FOOTER,
        title_format="{title}",
    )
    body = (
        "<h1>Nonresponse follow-up sample: contact attempts and outcomes</h1>"
        + links([(IR_FILES[0], "nonresponse_followup.csv"), (IR_FILES[1], "protocol.pdf")])
        + f"<p>Export: {a(IR_MD[0], 'DataCite JSON')}</p>"
        + f"<p>{a('/communities/survey-methods', 'Survey methods community')}</p>"
        + f"<p>Versions: {a('/records/7c2hn-5e0wd', 'Version 1')}</p>"
    )
    pages: dict[str, object] = {
        IR_REC: _signposted(
            p,
            IR_REC,
            "Nonresponse follow-up sample: contact attempts and outcomes",
            body,
            IR_FILES,
            IR_MD,
        ),
        "/records/9x4km-2a7pq/files/nonresponse_followup.csv": text(
            "case,attempts\n1,4\n", "text/csv"
        ),
        "/records/9x4km-2a7pq/files/protocol.pdf": pdf_file("Follow-up protocol"),
        IR_MD[0]: text("{}", "application/vnd.datacite.datacite+json"),
        "/communities/survey-methods": p.page("Survey methods", "<h1>Community</h1>"),
        "/records/7c2hn-5e0wd": p.page("Nonresponse follow-up sample (v1)", "<h1>v1</h1>"),
    }
    return p.site(pages)  # type: ignore[arg-type]


DV2 = host("dataverse", "panelarchive-dvn")
DV2_PID = "doi:10.5072/FK2/PNL3QZ"
DV2_DS = f"/dataset.xhtml?persistentId={DV2_PID}"
DV2_FILES = ["/api/access/datafile/40211", "/api/access/datafile/40212"]
DV2_MD = [f"/api/datasets/export?exporter=schema.org&persistentId={DV2_PID}"]


def _dv2_site() -> Site:
    p = Portal(
        DV2,
        "Panel Archive Dataverse",
        menu=[("/dataverse/root", "Browse"), ("/loginpage.xhtml", "Log In")],
        footer=STD_FOOTER,
        title_format="{title} - {name}",
    )
    body = (
        "<h1>Panel conditioning in a quarterly attitudes panel, waves 1-12</h1>"
        + links(
            [
                ("/file.xhtml?fileId=40211&version=2.0", "waves_long.tab"),
                ("/file.xhtml?fileId=40212&version=2.0", "user_guide.pdf"),
            ]
        )
        + links([(u, "Download") for u in DV2_FILES])
        + f"<p>{a('/dataverse/attitudes', 'Attitudes Panel Dataverse')}</p>"
    )
    site = p.site(
        {
            "/api/access/datafile/40211": text("id\twave\n1\t1\n", "text/tab-separated-values"),
            "/api/access/datafile/40212": pdf_file("Panel user guide"),
            "/dataverse/attitudes": p.page("Attitudes Panel Dataverse", "<h1>Attitudes</h1>"),
        }
    )
    site.add(
        DV2_DS,
        _signposted(
            p,
            DV2_DS,
            "Panel conditioning in a quarterly attitudes panel, waves 1-12",  # type: ignore[arg-type]
            body,
            DV2_FILES,
            DV2_MD,
        ),
    )
    site.add(DV2_MD[0], text("{}", "application/ld+json"))
    for fid in ("40211", "40212"):
        site.add(f"/file.xhtml?fileId={fid}&version=2.0", p.page(f"File {fid}", "<h1>File</h1>"))
    return site


def cases() -> list[Case]:
    out = []
    for i, sid in enumerate(NA_STUDIES):
        # GBIF-like (seed: Significant String from URI): the study id is in every URI of the
        # study -- its tabs, dictionary and variable pages, documents and the metadata exports
        # under /index.php/metadata/export/ that a path would miss; the previous round, the
        # collection and login are not.
        out.append(
            case(
                ["nada-lsms-2023", "nada-lfs-2024-q2"][i],
                "NADA (microdata catalogue)",
                "Multi-Hop",
                "sig_uri",
                f"http://{NA}/index.php/catalog/{sid}",
                _na_truth(sid),
                lambda: [_na_site()],
                others=[f"http://{NA}/index.php/catalog/{NA_STUDIES[sid][3]}"],
            )
        )
    out += [
        # The study number SN 9184 is in the catalogue record, its DOI page and every
        # document on the documentation host (Significant String from URI); series and
        # depositor browse pages do not carry it.
        case(
            "natdata-everyday-finances-w3",
            "UK Data Service-like catalogue",
            "Multi-Hop",
            "sig_uri",
            UK_TRUTH[0],
            UK_TRUTH,
            _uk_sites,
        ),
        # The archive's study number ZA7912 names the study page, its variables and
        # publications views, exports, the access page and each file (Significant String from URI).
        case(
            "socarchive-eurobarometer-101-4",
            "GESIS-like data archive search",
            "Multi-Hop",
            "sig_uri",
            GE_TRUTH[0],
            GE_TRUTH,
            _ge_sites,
            others=[f"http://{GE}/research_data/ZA7848"],
        ),
        # OJS: the submission id 2871 is in the article, galley, download and citation URIs
        # (Significant String from URI); issue and other articles do not carry it.
        case(
            "ojs-satisficing-paradata",
            "OJS (survey-methods journal)",
            "Multi-Hop",
            "sig_uri",
            OJ_TRUTH[0],
            OJ_TRUTH,
            lambda: [_oj_site()],
            others=[f"http://{OJ}/index.php/srm/article/view/2790"],
        ),
        # Signposting: the item page's Link header names its items and describedby record;
        # the truth is the page, its items and its metadata record (cite-as, author, type and
        # license point off the portal).
        case(
            "dspace7-tse-register-census",
            "DSpace (7.6 Angular UI, signposting)",
            "Single Hop",
            "signposting",
            f"http://{DS7}{DS7_ITEM}",
            [f"http://{DS7}{u}" for u in [DS7_ITEM, *DS7_BS, *DS7_MD]],
            lambda: [_ds7_site()],
        ),
        case(
            "invenio-nonresponse-followup",
            "InvenioRDM (signposting)",
            "Single Hop",
            "signposting",
            f"http://{IR}{IR_REC}",
            [f"http://{IR}{u}" for u in [IR_REC, *IR_FILES, *IR_MD]],
            lambda: [_ir_site()],
            others=[f"http://{IR}/records/7c2hn-5e0wd"],
        ),
        case(
            "dataverse-panel-conditioning",
            "Dataverse (signposting)",
            "Single Hop",
            "signposting",
            f"http://{DV2}{DV2_DS}",
            [f"http://{DV2}{u}" for u in [DV2_DS, *DV2_FILES, *DV2_MD]],
            lambda: [_dv2_site()],
        ),
    ]
    return out
