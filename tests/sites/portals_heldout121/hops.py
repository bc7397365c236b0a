"""Single Page+ with Ignored URIs portals: repository landing pages whose files and
metadata exports are one hop from the entry, inside the portal's chrome."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import STD_FOOTER, a, host, pdf_file, text, zipped

# --- Figshare for institutions: a replication dataset -----------------------------------------
FS = host("data", "uniresearch-figshare")
FS_ART = "/articles/dataset/Replication_data_for_Mixed-mode_effects_in_the_GGS/28417533"


def _fs_site() -> Site:
    p = Portal(
        FS,
        "University Research Data",
        menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/authors", "Authors")],
        footer=STD_FOOTER,
    )
    n = "28417533"
    files = [
        (f"/ndownloader/files/{fid}", name)
        for fid, name in [
            ("51822101", "ggs_modes.csv"),
            ("51822104", "codebook.pdf"),
            ("51822107", "analysis.R"),
        ]
    ]
    main = (
        "<h1>Replication data for: Mixed-mode effects in the GGS</h1>"
        f"<p>Dataset posted on 2025-11-03 by {a('/authors/Ines_Moreau/8812', 'Ines Moreau')}</p>"
        f"<p>{a(f'/ndownloader/articles/{n}/versions/2', 'Download all (1.2 MB)')}</p>"
        + "".join(f"<p>{a(h, t)}</p>" for h, t in files)
        + f"<p>Categories: {a('/categories/Survey_methodology/26812', 'Survey methodology')}</p>"
        f"<p>Cite: {a(f'/articles/dataset/x/{n}/export/bibtex', 'BibTeX')} "
        f"{a(f'/articles/dataset/x/{n}/export/ris', 'RIS')}</p>"
        f"<p>References: {a('/articles/thesis/Mode_effects_thesis/27700112', 'PhD thesis')}</p>"
        f"<p>{a(f'/articles/dataset/Replication_data_for_Mixed-mode_effects_in_the_GGS/{n}/1', 'Version 1')}</p>"
    )
    pages: dict[str, object] = {
        FS_ART: p.page(
            "Replication data for: Mixed-mode effects in the GGS", main, share=p.url(FS_ART)
        ),
        f"/ndownloader/articles/{n}/versions/2": zipped("all"),
        "/ndownloader/files/51822101": text("id,mode,y\n1,web,3\n", "text/csv"),
        "/ndownloader/files/51822104": pdf_file("GGS modes codebook"),
        "/ndownloader/files/51822107": text("library(survey)\n"),
        f"/articles/dataset/x/{n}/export/bibtex": text("@misc{moreau2025}", "application/x-bibtex"),
        f"/articles/dataset/x/{n}/export/ris": text(
            "TY  - DATA\n", "application/x-research-info-systems"
        ),
        f"/articles/dataset/Replication_data_for_Mixed-mode_effects_in_the_GGS/{n}/1": p.page(
            "Replication data for: Mixed-mode effects in the GGS (v1)", "<h1>Version 1</h1>"
        ),
        "/articles/thesis/Mode_effects_thesis/27700112": p.page(
            "Mode effects (thesis)", "<h1>Thesis</h1>"
        ),
        "/authors/Ines_Moreau/8812": p.page("Ines Moreau", "<h1>Ines Moreau</h1>"),
        "/categories/Survey_methodology/26812": p.page("Survey methodology", "<h1>Category</h1>"),
    }
    return p.site(pages)  # type: ignore[arg-type]


FS_TRUTH = [
    FS_ART,
    "/ndownloader/articles/28417533/versions/2",
    "/ndownloader/files/51822101",
    "/ndownloader/files/51822104",
    "/ndownloader/files/51822107",
    "/articles/dataset/x/28417533/export/bibtex",
    "/articles/dataset/x/28417533/export/ris",
    # the earlier version of the same dataset, one hop away
    "/articles/dataset/Replication_data_for_Mixed-mode_effects_in_the_GGS/28417533/1",
]

# --- DSpace 6 (JSPUI): a methodological working paper ----------------------------------------
DS = host("repository", "statinst-dspace")
DS_ITEM = "/handle/20.500.12345/8841"


def _ds_site() -> Site:
    p = Portal(
        DS,
        "StatInst Repository",
        menu=[
            ("/community-list", "Communities & Collections"),
            ("/browse?type=dateissued", "By date"),
        ],
        footer=[("/feedback", "Send feedback"), *STD_FOOTER[:2]],
        title_format="{name}: {title}",
    )
    bs = "/bitstream/handle/20.500.12345/8841/WP2025-07.pdf?sequence=1&isAllowed=y"
    main = (
        "<h1>Variance estimation for rotating panels with composite estimators</h1>"
        "<table class='itemDisplayTable'><tr><td>Authors:</td><td>"
        f"{a('/browse?type=author&value=Ndlovu%2C+Thabo', 'Ndlovu, Thabo')}</td></tr>"
        "<tr><td>Series:</td><td>Methodology Working Paper 2025/07</td></tr>"
        f"<tr><td>URI:</td><td>{a('http://hdl.example.test/20.500.12345/8841', 'hdl:20.500.12345/8841')}</td></tr></table>"
        f"<p>{a(DS_ITEM + '?mode=full', 'Show full item record')}</p>"
        f"<h2>Files in This Item:</h2><p>{a(bs, 'WP2025-07.pdf (612 kB, Adobe PDF)')}</p>"
        f"<p>Appears in Collections: {a('/handle/20.500.12345/12', 'Methodology Working Papers')}</p>"
    )
    pages = {
        DS_ITEM: p.page("Variance estimation for rotating panels with composite estimators", main),
        bs: pdf_file("Variance estimation for rotating panels", "WP 2025/07"),
        "/bitstream/handle/20.500.12345/8841/WP2025-07.pdf": pdf_file("Variance estimation"),
        "/browse": p.page("Browse", "<h1>Browse</h1>"),
        "/handle/20.500.12345/12": p.page("Methodology Working Papers", "<h1>Collection</h1>"),
    }
    site = p.site(pages)  # type: ignore[arg-type]
    site.add(
        DS_ITEM + "?mode=full",
        p.page("Full item record", "<h1>Full record</h1><p>dc.title: Variance estimation</p>"),
    )
    return site


# --- EPrints: a national research-methods centre's working paper -----------------------------
EP = host("eprints", "ncrm-methods")
EP_ITEM = "/id/eprint/4812/"


def _ep_site() -> Site:
    p = Portal(
        EP,
        "Methods Centre EPrints",
        menu=[
            ("/view/year/", "Browse by year"),
            ("/view/subjects/", "Browse by subject"),
            ("/cgi/search/advanced", "Advanced search"),
        ],
        footer=STD_FOOTER,
        title_format="{title} - {name}",
    )
    main = (
        "<h1 class='ep_tm_pagetitle'>Adaptive survey design in the time of web-first surveys</h1>"
        f"<p>{a('/view/creators/Oyelaran=3AF=2E=3A=3A.html', 'Oyelaran, F.')} (2025) Adaptive "
        "survey design in the time of web-first surveys. Working Paper. NCRM.</p>"
        f"<div class='ep_document'>{a('/4812/1/adaptive_design_wp.pdf', 'PDF - Published Version (1MB)')}"
        f" {a('/4812/2/appendix_tables.xlsx', 'Spreadsheet - Supplemental Material')}</div>"
        "<p>Export: "
        + " ".join(
            a(f"/cgi/export/eprint/4812/{fmt}/ncrm-eprint-4812.{ext}", fmt)
            for fmt, ext in [("BibTeX", "bib"), ("DC", "txt"), ("EndNote", "enw")]
        )
        + f"</p><p>{a('/view/subjects/SM.html', 'Survey methods')}</p>"
        f"<p>{a('/cgi/users/home?screen=EPrint::View&eprintid=4812', 'Edit item')}</p>"
    )
    pages: dict[str, object] = {
        EP_ITEM: p.page("Adaptive survey design in the time of web-first surveys", main),
        "/4812/1/adaptive_design_wp.pdf": pdf_file("Adaptive survey design"),
        "/4812/2/appendix_tables.xlsx": text("PK", "application/vnd.ms-excel"),
        "/view/subjects/SM.html": p.page("Survey methods", "<h1>Subject</h1>"),
        "/view/creators/Oyelaran=3AF=2E=3A=3A.html": p.page("Oyelaran, F.", "<h1>Creator</h1>"),
    }
    for fmt, ext in [("BibTeX", "bib"), ("DC", "txt"), ("EndNote", "enw")]:
        pages[f"/cgi/export/eprint/4812/{fmt}/ncrm-eprint-4812.{ext}"] = text(f"{fmt} record")
    return p.site(pages)  # type: ignore[arg-type]


EP_TRUTH = [
    EP_ITEM,
    "/4812/1/adaptive_design_wp.pdf",
    "/4812/2/appendix_tables.xlsx",
    "/cgi/export/eprint/4812/BibTeX/ncrm-eprint-4812.bib",
    "/cgi/export/eprint/4812/DC/ncrm-eprint-4812.txt",
    "/cgi/export/eprint/4812/EndNote/ncrm-eprint-4812.enw",
]

# --- CKAN: an official-statistics open-data portal -------------------------------------------
CK = host("opendata", "natstat-ckan")
CK_DS = "/dataset/household-budget-survey-2024-public-use-file"


def _ck_site() -> Site:
    p = Portal(
        CK,
        "NatStat Open Data",
        menu=[
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
        ],
        footer=[("/about", "About"), ("/api/3", "API"), ("http://ckan.example.test/", "CKAN")],
        title_format="{title} - Datasets - {name}",
    )
    did = "3f6d2a9e-8b71-4c55-9e0f-2a1b3c4d5e6f"
    res = [
        ("a1b2c3d4-0001-4e5f-8a9b-000000000001", "hbs2024_households.csv", "Households (CSV)"),
        (
            "a1b2c3d4-0002-4e5f-8a9b-000000000002",
            "hbs2024_expenditure.csv",
            "Expenditure items (CSV)",
        ),
        ("a1b2c3d4-0003-4e5f-8a9b-000000000003", "hbs2024_methodology.pdf", "Methodology report"),
    ]
    items = "".join(
        f"<li class='resource-item'>{a(f'{CK_DS}/resource/{rid}', label)} "
        f"{a(f'/dataset/{did}/resource/{rid}/download/{fn}', 'Download')}</li>"
        for rid, fn, label in res
    )
    main = (
        "<h1>Household Budget Survey 2024 - public use file</h1>"
        f"<p>Organization: {a('/organization/natstat-social', 'Social statistics directorate')}</p>"
        f"<h2>Data and Resources</h2><ul>{items}</ul>"
        f"<p>Tags: {a('/dataset/?tags=expenditure', 'expenditure')} {a('/dataset/?tags=households', 'households')}</p>"
        f"<p>Groups: {a('/group/living-conditions', 'Living conditions')}</p>"
        f"<p>{a(CK_DS + '.rdf', 'RDF/XML')} {a(CK_DS + '.jsonld', 'JSON-LD')}</p>"
        f"<p>{a('/dataset/activity/household-budget-survey-2024-public-use-file', 'Activity Stream')}</p>"
    )
    pages: dict[str, object] = {
        CK_DS: p.page("Household Budget Survey 2024 - public use file", main),
        CK_DS + ".rdf": text("<rdf:RDF/>", "application/rdf+xml"),
        CK_DS + ".jsonld": text("{}", "application/ld+json"),
        "/organization/natstat-social": p.page("Social statistics", "<h1>Org</h1>"),
        "/group/living-conditions": p.page("Living conditions", "<h1>Group</h1>"),
        "/dataset/activity/household-budget-survey-2024-public-use-file": p.page(
            "Activity", "<h1>Activity</h1>"
        ),
    }
    for rid, fn, label in res:
        pages[f"{CK_DS}/resource/{rid}"] = p.page(
            label, f"<h1>{label}</h1><p>{a(f'/dataset/{did}/resource/{rid}/download/{fn}', fn)}</p>"
        )
        pages[f"/dataset/{did}/resource/{rid}/download/{fn}"] = (
            pdf_file(label) if fn.endswith("pdf") else text("id,w\n1,2.5\n", "text/csv")
        )
    site = p.site(pages)  # type: ignore[arg-type]
    site.add("/dataset/?tags=expenditure", p.page("Datasets", "<h1>Datasets</h1>"))
    site.add("/dataset/?tags=households", p.page("Datasets", "<h1>Datasets</h1>"))
    return site


def _ck_truth() -> list[str]:
    did = "3f6d2a9e-8b71-4c55-9e0f-2a1b3c4d5e6f"
    out = [CK_DS, CK_DS + ".rdf", CK_DS + ".jsonld"]
    for n, fn in [
        (1, "hbs2024_households.csv"),
        (2, "hbs2024_expenditure.csv"),
        (3, "hbs2024_methodology.pdf"),
    ]:
        rid = f"a1b2c3d4-000{n}-4e5f-8a9b-00000000000{n}"
        out += [f"{CK_DS}/resource/{rid}", f"/dataset/{did}/resource/{rid}/download/{fn}"]
    return out


# --- Samvera Hyrax: a questionnaire deposited as a generic work ------------------------------
HY = host("scholar", "socsci-hyrax")
HY_WORK = "/concern/generic_works/x633f104m"


def _hy_site() -> Site:
    p = Portal(
        HY,
        "SocSci Scholar",
        menu=[("/catalog", "Browse"), ("/collections", "Collections"), ("/contact", "Contact")],
        footer=STD_FOOTER,
        title_format="{title} | {name}",
    )
    fsets = [
        ("2v23vt61z", "ess11_questionnaire_source.pdf"),
        ("5h73pw12k", "ess11_translation_notes.docx"),
    ]
    rows = "".join(
        f"<tr><td>{a(f'/concern/parent/x633f104m/file_sets/{fid}', fn)}</td>"
        f"<td>{a(f'/downloads/{fid}', 'Download')}</td></tr>"
        for fid, fn in fsets
    )
    main = (
        "<h1>ESS Round 11 source questionnaire with translation notes</h1>"
        f"<p>Creator: {a('/catalog?f%5Bcreator_sim%5D%5B%5D=Varga%2C+Eszter', 'Varga, Eszter')}</p>"
        f"<p>{a('/concern/generic_works/x633f104m/manifest', 'IIIF manifest')} "
        f"{a('/concern/generic_works/x633f104m.ttl', 'Turtle')} "
        f"{a('/concern/generic_works/x633f104m.jsonld', 'JSON-LD')}</p>"
        f"<table class='related-files'>{rows}</table>"
        f"<p>In collection: {a('/collections/3b5918567', 'Cross-national questionnaires')}</p>"
    )
    pages: dict[str, object] = {
        HY_WORK: p.page(
            "Generic Work | ESS Round 11 source questionnaire with translation notes | "
            "ID: x633f104m | SocSci Scholar",
            main,
            raw_title=True,
        ),
        "/concern/generic_works/x633f104m/manifest": text("{}", "application/json"),
        "/concern/generic_works/x633f104m.ttl": text("<> a <Work> .", "text/turtle"),
        "/concern/generic_works/x633f104m.jsonld": text("{}", "application/ld+json"),
        "/collections/3b5918567": p.page("Cross-national questionnaires", "<h1>Collection</h1>"),
        "/catalog": p.page("Search", "<h1>Catalog</h1>"),
    }
    for fid, fn in fsets:
        pages[f"/concern/parent/x633f104m/file_sets/{fid}"] = p.page(
            f"File Set | {fn} | ID: {fid}",
            f"<h1>{fn}</h1><p>{a(f'/downloads/{fid}', 'Download the file')}</p>",
        )
        pages[f"/downloads/{fid}"] = pdf_file(fn)
    return p.site(pages)  # type: ignore[arg-type]


HY_TRUTH = [
    HY_WORK,
    "/concern/generic_works/x633f104m/manifest",
    "/concern/generic_works/x633f104m.ttl",
    "/concern/generic_works/x633f104m.jsonld",
    "/concern/parent/x633f104m/file_sets/2v23vt61z",
    "/concern/parent/x633f104m/file_sets/5h73pw12k",
    "/downloads/2v23vt61z",
    "/downloads/5h73pw12k",
]


def _u(h: str, paths: list[str]) -> list[str]:
    return [f"http://{h}{p}" for p in paths]


def cases() -> list[Case]:
    return [
        # Figshare (seed: Single Page+ with Ignores): files, exports and the earlier version
        # are one hop away; the author, category and the referenced thesis are not the
        # dataset (the thesis is another artifact).
        case(
            "figshare-mixed-mode-replication",
            "Figshare for institutions (replication dataset)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{FS}{FS_ART}",
            _u(FS, FS_TRUTH),
            lambda: [_fs_site()],
            others=[f"http://{FS}/articles/thesis/Mode_effects_thesis/27700112"],
        ),
        # DSpace item (like SSRN/bioRxiv preprints, Single Page+ with Ignores): the item page,
        # its full record and its bitstream; the author browse and collection are the repository's.
        case(
            "dspace6-working-paper",
            "DSpace (JSPUI working-paper series)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{DS}{DS_ITEM}",
            _u(
                DS,
                [
                    DS_ITEM,
                    DS_ITEM + "?mode=full",
                    "/bitstream/handle/20.500.12345/8841/WP2025-07.pdf?sequence=1&isAllowed=y",
                ],
            ),
            lambda: [_ds_site()],
        ),
        # EPrints abstract page: documents and export formats one hop away.
        case(
            "eprints-methods-working-paper",
            "EPrints (methods centre working papers)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{EP}{EP_ITEM}",
            _u(EP, EP_TRUTH),
            lambda: [_ep_site()],
        ),
        # CKAN dataset: resource pages and their downloads (whose URLs use the package id, not
        # the name, so Path-Based would miss them) are all one hop; tags, groups, organization
        # and activity stream are the portal's.
        case(
            "ckan-hbs-2024-puf",
            "CKAN (official-statistics open data)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{CK}{CK_DS}",
            _u(CK, _ck_truth()),
            lambda: [_ck_site()],
        ),
        # Hyrax work: file sets, downloads and the work's own serialisations one hop away.
        case(
            "hyrax-ess-source-questionnaire",
            "Samvera Hyrax (questionnaire repository)",
            "Single Hop",
            "single_page_plus_ignored",
            f"http://{HY}{HY_WORK}",
            _u(HY, HY_TRUTH),
            lambda: [_hy_site()],
        ),
    ]
