"""Landing pages that announce their boundary with FAIR Signposting (the seed: "link
relations in the HTTP Link header to indicate which URIs belong to an artifact"): DSpace 7/8
items, an InvenioRDM record and a Dataverse 6 dataset.  The artifact is the landing page
with its rel="item" content and rel="describedby" metadata on the portal; cite-as (a DOI or
handle), author (ORCID), license and type point off the portal and are not part of it."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import host, pdf_file, signposting, signposting_head, text

ORCID = "http://orcid.test/"

# --- DSpace 7/8 (Angular UI, server-side rendered, REST under /server) --------------------


def dspace7_portal(hostname: str, name: str) -> Portal:
    return Portal(
        hostname,
        name,
        menu=[
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
            ("/browse/subject", "By Subject"),
            ("/statistics", "Statistics"),
        ],
        footer=[
            ("/info/privacy", "Privacy policy"),
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/feedback", "Send Feedback"),
            ("http://www.dspace.test/", "DSpace software"),
        ],
        title_format="{title}",
    )


def dspace7_item(
    p: Portal,
    uuid: str,
    title: str,
    authors: list[tuple[str, str]],
    bitstreams: list[tuple[str, str, str, str]],
    handle: str,
    coll: str,
    kind: str,
) -> tuple[dict[str, object], list[str]]:
    """Pages of one item and its truth: item page, bitstream downloads, describedby."""
    entry = f"/items/{uuid}"
    described = f"/server/signposting/describedby/{uuid}"
    targets: list[tuple[str, str, str | None]] = [
        (f"http://hdl.handle.test/{handle}", "cite-as", None),
        *[(ORCID + o, "author", None) for _n, o in authors],
        *[(p.url(f"/bitstreams/{b}/download"), "item", ct) for b, _f, ct, _s in bitstreams],
        (p.url(described), "describedby", "application/vnd.datacite.datacite+xml"),
        ("http://creativecommons.test/licenses/by-nc/4.0/", "license", None),
        (f"https://schema.org/{kind}", "type", None),
        ("https://schema.org/AboutPage", "type", None),
    ]
    files = "".join(
        f'<ds-file-download-link><a href="/bitstreams/{b}/download" class="dont-break-out">'
        f"<span>{fn}</span> <span>({size})</span></a></ds-file-download-link>"
        for b, fn, _ct, size in bitstreams
    )
    names = "".join(
        f'<ds-metadata-representation-list><a href="/browse/author?value='
        f'{n.replace(" ", "%20").replace(",", "%2C")}">{n}</a></ds-metadata-representation-list>'
        for n, _o in authors
    )
    main = (
        '<ds-item-page><div class="container"><ds-item-versions-notice></ds-item-versions-notice>'
        f'<h1 class="item-page-title-field">{title}</h1><div class="row"><div class="col-md-4">'
        f'<ds-item-page-file-section><h2 class="simple-view-element-header">Files</h2>{files}'
        "</ds-item-page-file-section><ds-item-page-date-field><h2>Date</h2><span>2026-02-11"
        f"</span></ds-item-page-date-field><ds-metadata-representation-list><h2>Author(s)</h2>"
        f"{names}</ds-metadata-representation-list></div>"
        '<div class="col-md-6"><ds-item-page-abstract-field><h2>Abstract</h2><span>'
        f"{title}: abstract ...</span></ds-item-page-abstract-field><ds-item-page-uri-field>"
        f'<h2>URI</h2><a href="http://hdl.handle.test/{handle}">http://hdl.handle.test/{handle}'
        "</a></ds-item-page-uri-field><ds-item-page-collections><h2>Collections</h2>"
        f'<a href="/collections/{coll}">Collection</a></ds-item-page-collections>'
        f'<a class="btn btn-outline-primary" href="{entry}/full">Full item page</a></div></div>'
        "</div></ds-item-page>"
    )
    body = p.page(title, main, head=signposting_head(targets))
    pages: dict[str, object] = {
        entry: signposting(body, targets),
        entry + "/full": p.page(
            title, f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
        ),
        described: text(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles>'
            f"<title>{title}</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        ),
    }
    for b, fn, ct, _s in bitstreams:
        pages[f"/bitstreams/{b}/download"] = (
            pdf_file(title, fn) if ct == "application/pdf" else text(fn + "\n", ct)
        )
    truth = [p.url(entry), p.url(described)] + [
        p.url(f"/bitstreams/{b}/download") for b, _f, _c, _s in bitstreams
    ]
    return pages, truth


WPS = dspace7_portal(host("dspace", "wpap-series"), "Working Papers in Ancient Philosophy")
WPS_PAGES, WPS_TRUTH = dspace7_item(
    WPS,
    "4f3a9c2e-7b1d-4c8e-9f60-2a5d8e1b3c77",
    "WPAP 2026-02: Aristotle on Incontinence and the Practical Syllogism",
    [("Brennan, Siobhan", "0000-0002-4417-9031")],
    [
        (
            "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
            "WPAP-2026-02-Brennan.pdf",
            "application/pdf",
            "612.3 KB",
        )
    ],
    "20.500.14332/1877",
    "8b9c0d1e-2f3a-4b5c-6d7e-8f9a0b1c2d3e",
    "ScholarlyArticle",
)
REL = dspace7_portal(host("research", "relstudies-repo"), "Religious Studies Repository")
REL_PAGES, REL_TRUTH = dspace7_item(
    REL,
    "b7e6d5c4-b3a2-4918-8776-655443322110",
    "Byzantine Chant in the Melkite Liturgy of Aleppo: a Study of the Oral Tradition",
    [("Khoury, Elias", "0000-0001-8722-3315"), ("Saliba, Nour", "0000-0003-1287-6640")],
    [
        (
            "0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f",
            "Khoury-thesis-2026.pdf",
            "application/pdf",
            "4.81 MB",
        ),
        (
            "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
            "Field-recordings-index.csv",
            "text/csv",
            "18.2 KB",
        ),
    ],
    "20.500.11820/6521",
    "3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f",
    "Thesis",
)


def wps() -> list[Site]:
    return [WPS.site(WPS_PAGES)]


def rel() -> list[Site]:
    return [REL.site(REL_PAGES)]


# --- InvenioRDM: a community record of papyrological images and transcriptions -------------

INV = Portal(
    host("records", "papyri-data"),
    "PapyriData",
    menu=[
        ("/communities", "Communities"),
        ("/search", "Records"),
        ("/uploads/new", "Upload"),
        ("/help/search", "Help"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/help/terms", "Terms of Use"),
        ("http://inveniordm.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
    home_title="PapyriData",
)
_R = "/records/8k2q1-3zv47"
_RF = [
    ("PSI_XV_1543_recto.tif", "image/tiff"),
    ("PSI_XV_1543_transcription.xml", "application/tei+xml"),
]
_RD = [
    ("/export/json-ld", "application/ld+json"),
    ("/export/datacite-xml", "application/vnd.datacite.datacite+xml"),
]
INV_TITLE = "PSI XV 1543: high-resolution images and diplomatic transcription"
_INV_T = [
    ("http://doi.test/10.5281/papyridata.1543", "cite-as", None),
    (ORCID + "0000-0002-9012-3456", "author", None),
    *[(INV.url(f"{_R}/files/{f}"), "item", ct) for f, ct in _RF],
    *[(INV.url(_R + e), "describedby", ct) for e, ct in _RD],
    ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", None),
    ("https://schema.org/Dataset", "type", None),
    ("https://schema.org/AboutPage", "type", None),
]
INV_PAGE = INV.page(
    INV_TITLE,
    '<div id="record"><section id="record-info"><span class="ui label">Published February '
    f'3, 2026</span> <span class="ui label">Dataset</span><h1 id="record-title">{INV_TITLE}</h1>'
    '<section id="creatibutors"><a href="/search?q=metadata.creators.person_or_org.name:'
    '%22Rossi%2C+Giulia%22">Rossi, Giulia</a> <a href="' + ORCID + '0000-0002-9012-3456">'
    'ORCID</a></section><section id="description"><p>Images (recto, verso) and TEI '
    "transcription of a 3rd-century petition.</p></section></section>"
    '<section id="record-files"><h2>Files</h2><table class="ui table"><tbody>'
    + "".join(
        f'<tr><td><a href="{_R}/files/{f}?download=1">{f}</a></td><td>'
        f'<a class="ui compact mini button preview-link" href="{_R}/preview/{f}">Preview</a> '
        f'<a class="ui compact mini button" href="{_R}/files/{f}?download=1">Download</a></td>'
        "</tr>"
        for f, _c in _RF
    )
    + '</tbody></table><a href="'
    + _R
    + '/files-archive">Download all</a></section>'
    '<aside class="sidebar"><section id="record-versions"><h2>Versions</h2>'
    '<a href="/records/7h1p0-2yu36">Version v1</a></section>'
    '<section id="communities"><a href="/communities/psi-project">PSI Project</a></section>'
    '<section id="export"><h2>Export</h2><a href="' + _R + '/export/json">JSON</a> '
    '<a href="' + _R + '/export/json-ld">JSON-LD</a> <a href="' + _R + '/export/csl">CSL</a> '
    '<a href="'
    + _R
    + '/export/datacite-xml">DataCite XML</a> <a href="'
    + _R
    + '/export/dublincore">Dublin Core XML</a> <a href="'
    + _R
    + '/export/bibtex">BibTeX</a>'
    "</section></aside></div>",
    head=signposting_head(_INV_T),
)


def inv() -> list[Site]:
    pages: dict[str, object] = {_R: signposting(INV_PAGE, _INV_T)}
    for f, ct in _RF:
        pages[f"{_R}/files/{f}"] = text(f + "\n", ct)
        pages[f"{_R}/preview/{f}"] = INV.page(f"Preview {f}", f"<h1>{f}</h1>")
    for e in ("json", "json-ld", "csl", "datacite-xml", "dublincore", "bibtex"):
        pages[f"{_R}/export/{e}"] = text(f"{INV_TITLE} ({e})\n", "text/plain")
    pages["/records/7h1p0-2yu36"] = INV.page("PSI XV 1543 (v1)", "<h1>PSI XV 1543</h1>")
    return [INV.site(pages)]


# --- Dataverse 6.x: a dataset with Signposting in its Link header -------------------------

DV6 = Portal(
    host("dataverse", "ancientdata-nl"),
    "Ancient World Dataverse",
    menu=[
        ("/dataverse/root", "Root Dataverse"),
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/6.4/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/privacy", "Privacy Policy"),
        ("http://dataverse.test/", "Powered by The Dataverse Project"),
    ],
    title_format="{title} - {name}",
)
_PID = "doi:10.80240/FK2/QW3ERT"
_DSET = f"/dataset.xhtml?persistentId={_PID}"
_DVF = [
    ("1842", "QW3ERT/ABC12", "amphora_stamps.tab", "text/tab-separated-values"),
    ("1843", "QW3ERT/ABC13", "codebook.pdf", "application/pdf"),
]
_SCHEMA = f"/api/datasets/export?exporter=schema.org&persistentId={_PID}"
DV6_TITLE = "Rhodian amphora stamps from the Athenian Agora, 1931-2020"
_DV6_T = [
    ("http://doi.test/10.80240/FK2/QW3ERT", "cite-as", None),
    (ORCID + "0000-0001-5551-2020", "author", None),
    (DV6.url(_SCHEMA), "describedby", "application/ld+json"),
    *[(DV6.url(f"/api/access/datafile/{i}"), "item", ct) for i, _p, _f, ct in _DVF],
    ("http://creativecommons.test/publicdomain/zero/1.0/", "license", None),
    ("https://schema.org/AboutPage", "type", None),
]
_EXPORTERS = ["ddi", "oai_dc", "dataverse_json", "schema.org", "OAI_ORE", "Datacite"]
DV6_PAGE = DV6.page(
    DV6_TITLE,
    '<div id="breadcrumbNavBlock"><a href="/dataverse/root">Ancient World Dataverse</a> &gt; '
    '<a href="/dataverse/agora">Agora Excavations</a></div>'
    f'<div id="title-block"><h1 id="title">{DV6_TITLE}</h1><span class="label">Version 2.0'
    '</span></div><div class="dataset-citation"><p>Lawall, M.; Kotsonas, A., 2026, "'
    f'{DV6_TITLE}", <a href="http://doi.test/10.80240/FK2/QW3ERT">https://doi.test/10.80240/'
    "FK2/QW3ERT</a>, Ancient World Dataverse, V2</p>"
    '<div class="btn-group"><ul class="dropdown-menu">'
    + "".join(
        f'<li><a href="/api/datasets/export?exporter={e}&amp;persistentId={_PID}">{e}</a></li>'
        for e in _EXPORTERS
    )
    + '</ul></div></div><div id="actionButtonBlock"><a href="/api/access/dataset/:persistentId'
    f'/?persistentId={_PID}">Access Dataset: Download ZIP</a></div>'
    '<div id="datasetForm:tabView:filesTable"><table><tbody>'
    + "".join(
        f'<tr><td><a href="/file.xhtml?persistentId=doi:10.80240/FK2/{p}&amp;version=2.0">'
        f'{f}</a></td><td><a href="/api/access/datafile/{i}" class="btn-download">Download</a>'
        "</td></tr>"
        for i, p, f, _c in _DVF
    )
    + "</tbody></table></div>",
)


def dv6() -> list[Site]:
    pages: dict[str, object] = {_DSET: signposting(DV6_PAGE, _DV6_T)}
    for i, p, f, ct in _DVF:
        pages[f"/api/access/datafile/{i}"] = (
            pdf_file("Codebook", DV6_TITLE) if ct == "application/pdf" else text("stamp\t\n", ct)
        )
        pages[f"/file.xhtml?persistentId=doi:10.80240/FK2/{p}&version=2.0"] = DV6.page(
            f, f"<h1>{f}</h1><p>{DV6_TITLE}</p>"
        )
    for e in _EXPORTERS:
        pages[f"/api/datasets/export?exporter={e}&persistentId={_PID}"] = text(
            f"{DV6_TITLE}\n", "application/json"
        )
    pages["/dataverse/agora"] = DV6.page("Agora Excavations", "<h1>Agora Excavations</h1>")
    return [DV6.site(pages)]


CASES: list[Case] = [
    # DSpace 7 item announcing its boundary in Link headers (and head <link>s): Signposting
    # applies; truth is the item page, its one PDF bitstream and its DataCite describedby.
    # The full item page, collection and author browse are not typed links: outside.
    case(
        "dspace7-wpap-incontinence",
        "DSpace (7.x Angular, FAIR Signposting)",
        "Single Hop",
        "signposting",
        WPS.url("/items/4f3a9c2e-7b1d-4c8e-9f60-2a5d8e1b3c77"),
        WPS_TRUTH,
        wps,
    ),
    # A DSpace 8 thesis with two bitstreams: the same, truth item + 2 items + describedby.
    case(
        "dspace8-melkite-chant",
        "DSpace (8.x Angular, FAIR Signposting)",
        "Single Hop",
        "signposting",
        REL.url("/items/b7e6d5c4-b3a2-4918-8776-655443322110"),
        REL_TRUTH,
        rel,
    ),
    # InvenioRDM record: Signposting's item links name the files (not the ?download=1
    # buttons or previews) and two describedby exports; the other exports, versions and
    # community are outside. Truth: record, 2 files, json-ld, datacite-xml.
    case(
        "inveniordm-psi-1543",
        "InvenioRDM (community repository, FAIR Signposting)",
        "Single Hop",
        "signposting",
        INV.url(_R),
        [INV.url(_R)]
        + [INV.url(f"{_R}/files/{f}") for f, _c in _RF]
        + [INV.url(_R + e) for e, _c in _RD],
        inv,
        others=[INV.url("/records/7h1p0-2yu36")],
    ),
    # Dataverse 6 sends Signposting in its Link header only (the body links the same
    # datafile and schema.org URIs); truth: dataset page, 2 datafiles, schema.org export.
    case(
        "dataverse6-amphora-stamps",
        "Dataverse (6.x, Signposting in Link header)",
        "Single Hop",
        "signposting",
        DV6.url(_DSET),
        [DV6.url(_DSET), DV6.url(_SCHEMA)]
        + [DV6.url(f"/api/access/datafile/{i}") for i, _p, _f, _c in _DVF],
        dv6,
    ),
]
