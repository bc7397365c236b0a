"""Artifacts that announce their boundary with FAIR Signposting (HTTP Link headers, mirrored
in HTML <link> elements where the software does so): an InvenioRDM institutional data
repository, a DSpace-CRIS 7 publication and a Dataverse 6 dataset."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, as_json, csv, dl, host, link_header, pdf, text, ul, xml

# --- InvenioRDM -----------------------------------------------------------------------------------

IV = Portal(
    host("researchdata", "vantaa-tech"),
    "Research Data Repository | Vantaa University of Technology",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/login/", "Log in"),
        ("/signup/", "Sign up"),
    ],
    footer=[
        ("/help/search", "Search guide"),
        ("/help/statistics", "Statistics"),
        ("/policies", "Policies"),
        ("http://inveniordm.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
    home_title="Research Data Repository | Vantaa University of Technology",
)
IV_ID = "8kq2p-7wz31"
IV_REC = f"/records/{IV_ID}"
IV_API = f"/api/records/{IV_ID}"
IV_FILES = ["openalex_finland_2015_2025.parquet", "README.md"]
IV_EXPORTS = ["json", "datacite-xml", "bibtex"]


def _invenio() -> list[Site]:
    title = "OpenAlex works with Finnish affiliations, 2015-2025"
    items = [IV.url(f"{IV_REC}/files/{f}") for f in IV_FILES]
    hdr = link_header(
        ("http://doi.test/10.70124/8kq2p-7wz31", "cite-as", ""),
        ("http://orcid.test/0000-0002-1825-0097", "author", ""),
        (IV.url(IV_API), "describedby", "application/ld+json"),
        (IV.url(IV_API), "describedby", "application/vnd.datacite.datacite+json"),
        (items[0], "item", "application/vnd.apache.parquet"),
        (items[1], "item", "text/markdown"),
        ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", ""),
        ("http://schema.test/Dataset", "type", ""),
        (IV.url(IV_API), "linkset", "application/linkset+json"),
    )
    head = f'<link rel="describedby" type="application/ld+json" href="{IV.url(IV_API)}">' + "".join(
        f'<link rel="item" href="{u}">' for u in items
    )
    files = "".join(
        f"<tr><td>{f}</td><td>{a(f'{IV_REC}/preview/{f}', 'Preview')} "
        f"{a(f'{IV_REC}/files/{f}?download=1', 'Download')}</td></tr>"
        for f in IV_FILES
    )
    body = IV.page(
        title,
        f'<div id="record"><h1 id="record-title">{title}</h1>'
        "<p>Published December 3, 2025 | Version v1 | Dataset | Open</p>"
        "<p>Korhonen, Aino (Research Services, Vantaa University of Technology)</p>"
        '<div id="description"><p>A snapshot of 412,118 works for national research '
        "assessment.</p></div>"
        f'<h2>Files</h2><table class="files">{files}</table>'
        '<div class="sidebar"><h3>Export</h3>'
        + ul([a(f"{IV_REC}/export/{e}", e) for e in IV_EXPORTS])
        + "<h3>Versions</h3><p>Version v1 (Dec 3, 2025)</p></div></div>",
        head=head,
    )
    pages: dict[str, object] = {
        IV_REC: Response.html(body, headers=[("Link", hdr)]),
        IV_API: as_json({"id": IV_ID, "metadata": {"title": title}}),
    }
    for f in IV_FILES:
        data = (
            text("# README\n")
            if f.endswith(".md")
            else Response.data(b"PAR1\x00" * 16, "application/vnd.apache.parquet")
        )
        pages[f"{IV_REC}/files/{f}"] = data
        pages[f"{IV_REC}/files/{f}?download=1"] = data
        pages[f"{IV_REC}/preview/{f}"] = IV.page(f, f"<h1>Preview: {f}</h1>")
    for e in IV_EXPORTS:
        pages[f"{IV_REC}/export/{e}"] = text(f"{e} export of {IV_ID}\n")
    return [IV.site(pages)]  # type: ignore[arg-type]


# --- DSpace-CRIS 7 ------------------------------------------------------------------------------

DC7 = Portal(
    host("cris", "hollin-univ"),
    "Hollin University CRIS",
    menu=[
        ("/home", "Home"),
        ("/explore/researchoutputs", "Research outputs"),
        ("/explore/researcherprofiles", "Researchers"),
        ("/explore/fundings_and_projects", "Projects"),
        ("/login", "Log In"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="Hollin University CRIS :: Home",
)
DC7_ITEM = "3f6b2c1e-8a4d-4e7b-9c2f-5d1a0e8b7c64"
DC7_BIT = "a9e04c55-1b7f-4d36-8f0e-2c6d9b3a7e18"
DC7_P = f"/entities/publication/{DC7_ITEM}"
DC7_PDF = f"/bitstreams/{DC7_BIT}/download"
DC7_DESC = f"/signposting/describedby/{DC7_ITEM}"
DC7_PERSON = "/entities/person/51c0e7a2-3d9b-4f4a-b2e6-7c8d1f0a9b35"
DC7_PROJ = "/entities/project/0d2f6a8c-5e1b-4c7d-9a3f-8b4e2c1d6f70"


def _dspace_cris() -> list[Site]:
    title = "Narrative CVs in grant panels: a field experiment"
    hdr = link_header(
        ("http://hdl.test/20.500.14321/8842", "cite-as", ""),
        (DC7.url(DC7_PERSON), "author", ""),
        (DC7.url(DC7_PDF), "item", "application/pdf"),
        (DC7.url(DC7_DESC), "describedby", "application/vnd.datacite.datacite+xml"),
        ("http://schema.test/ScholarlyArticle", "type", ""),
        ("http://schema.test/AboutPage", "type", ""),
    )
    head = (
        f'<link href="{DC7.url(DC7_PDF)}" rel="item" type="application/pdf">'
        f'<link href="{DC7.url(DC7_DESC)}" rel="describedby" type="application/vnd.datacite.datacite+xml">'
        f'<link href="http://hdl.test/20.500.14321/8842" rel="cite-as">'
    )
    body = DC7.page(
        title,
        '<ds-app><div class="item-page"><h1>'
        + title
        + "</h1>"
        + dl(
            [
                ("Authors", a(DC7_PERSON, "Nakamura, Ken") + "; Ruiz, Elena"),
                ("Date Issued", "2025-09"),
                ("Journal", "Research Evaluation"),
                ("Project", a(DC7_PROJ, "Fair assessment of researchers (FAIR-A)")),
                ("Handle", "20.500.14321/8842"),
            ]
        )
        + '<div class="files"><h3>Files</h3>'
        + a(DC7_PDF, "narrative_cv_experiment.pdf (1.4 MB)")
        + "</div>"
        + a(DC7_P + "/full", "Full item page", class_="btn")
        + "</div></ds-app>",
        head=head,
    )
    return [
        DC7.site(
            {
                DC7_P: Response.html(body, headers=[("Link", hdr)]),
                DC7_PDF: pdf(title, "Nakamura and Ruiz"),
                DC7_DESC: xml(
                    f"<resource><titles><title>{title}</title></titles></resource>",
                    "application/vnd.datacite.datacite+xml",
                ),
                DC7_P + "/full": DC7.page(
                    title,
                    f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>",
                ),
                DC7_PERSON: DC7.page("Nakamura, Ken", "<h1>Nakamura, Ken</h1>"),
                DC7_PROJ: DC7.page("Fair assessment of researchers (FAIR-A)", "<h1>FAIR-A</h1>"),
            }
        )
    ]


# --- Dataverse 6 --------------------------------------------------------------------------------

DV6 = Portal(
    host("dataverse", "northfield-uni"),
    "Northfield Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/6.6/user/index.html", "User Guide"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/guides/en/6.6/", "Guides"),
        ("/terms", "Terms of Use"),
        ("http://dataverse.test/", "Powered by Dataverse v. 6.6"),
    ],
    title_format="{title} - {name}",
)
DV6_PID = "doi:10.70122/NFU/M3K9QZ"
DV6_DS = f"/dataset.xhtml?persistentId={DV6_PID}"
DV6_CITE = f"/citation?persistentId={DV6_PID}"  # the PID-style link a citation carries
DV6_FILES = [(7781, "funder_acknowledgements_2024.tab"), (7782, "README.txt")]
DV6_EXP = ["schema.org", "Datacite", "ddi", "dataverse_json"]


def _dataverse6() -> list[Site]:
    title = "Funding acknowledgements in Web of Science, 2008-2024"

    def export(e: str) -> str:
        return f"/api/datasets/export?exporter={e}&persistentId={DV6_PID}"

    hdr = link_header(
        ("http://doi.test/10.70122/NFU/M3K9QZ", "cite-as", ""),
        ("http://orcid.test/0000-0001-5109-3700", "author", ""),
        (DV6.url(export("schema.org")), "describedby", "application/ld+json"),
        ("http://schema.test/AboutPage", "type", ""),
        ("http://schema.test/Dataset", "type", ""),
        *(
            (
                DV6.url(f"/api/access/datafile/{fid}"),
                "item",
                "text/tab-separated-values" if n.endswith(".tab") else "text/plain",
            )
            for fid, n in DV6_FILES
        ),
        ("http://creativecommons.test/publicdomain/zero/1.0", "license", ""),
    )
    files = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={DV6_PID}/F{fid}&version=1.0', n)}</td>"
        f"<td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
        for fid, n in DV6_FILES
    )
    body = DV6.page(
        title,
        f'<div id="breadcrumbNavBlock">{a("/dataverse/root", "Northfield Dataverse")}</div>'
        f'<h1 id="title">{title}</h1><p class="citation">Haugen, Siri, 2025, "{title}", '
        "https://doi.org/10.70122/NFU/M3K9QZ, Northfield Dataverse, V1</p>"
        '<div class="dropdown export">Export Metadata'
        + ul([a(export(e), e) for e in DV6_EXP])
        + f'</div><table id="filesTable">{files}</table>',
    )
    pages: dict[str, object] = {DV6_DS: Response.html(body, headers=[("Link", hdr)])}
    for e in DV6_EXP:
        pages[export(e)] = (
            as_json({"name": title, "exporter": e})
            if e in ("schema.org", "dataverse_json")
            else xml(f"<resource><title>{title}</title></resource>")
        )
    for fid, n in DV6_FILES:
        pages[f"/api/access/datafile/{fid}"] = (
            csv("wos_ut\tfunder", "WOS:001\tNSF")
            if n.endswith(".tab")
            else text(f"{title}\nREADME\n")
        )
        pages[f"/file.xhtml?persistentId={DV6_PID}/F{fid}&version=1.0"] = DV6.page(
            n, f"<h1>{n}</h1><p>Part of {a(DV6_DS, title)}</p>"
        )
    pages["/dataverse/root"] = DV6.page("Northfield Dataverse", "<h1>Northfield Dataverse</h1>")
    pages[DV6_CITE] = Response.redirect(DV6.url(DV6_DS), 302)
    return [DV6.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # An InvenioRDM record announcing its boundary in Link headers (and <link> elements):
    # describedby the API record, item each file.  Signposting takes the landing page, the
    # API metadata record and the two files; previews, exports and ?download=1 variants are
    # not announced.
    case(
        "inveniordm-openalex-snapshot",
        "InvenioRDM (institutional data repository)",
        "Single Hop",
        "signposting",
        IV.url(IV_REC),
        [IV.url(IV_REC), IV.url(IV_API), *(IV.url(f"{IV_REC}/files/{f}") for f in IV_FILES)],
        _invenio,
    ),
    # A DSpace-CRIS 7 publication entity with DSpace's Signposting: item the PDF bitstream,
    # describedby the DataCite record.  Signposting: those two and the landing page; the
    # author (rel=author) and project entities are other artifacts.
    case(
        "dspace-cris-narrative-cv",
        "DSpace-CRIS (7, publication entity)",
        "Single Hop",
        "signposting",
        DC7.url(DC7_P),
        [DC7.url(DC7_P), DC7.url(DC7_PDF), DC7.url(DC7_DESC)],
        _dspace_cris,
        others=[DC7.url(DC7_PERSON), DC7.url(DC7_PROJ)],
    ),
    # A Dataverse 6 dataset, entered by its /citation?persistentId= link (which redirects to
    # the dataset page): Link headers name the schema.org export (describedby) and the two
    # datafiles (item).  Signposting: the landing page, that export and both files; the
    # redirecting entry itself is not an artifact URI.
    case(
        "dataverse6-funding-acknowledgements",
        "Dataverse (6.x installation)",
        "Single Hop",
        "signposting",
        DV6.url(DV6_CITE),
        [
            DV6.url(DV6_DS),
            DV6.url(f"/api/datasets/export?exporter=schema.org&persistentId={DV6_PID}"),
        ]
        + [DV6.url(f"/api/access/datafile/{fid}") for fid, _n in DV6_FILES],
        _dataverse6,
        landing=DV6.url(DV6_DS),
    ),
]
