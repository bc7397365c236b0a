"""Artifacts named by an identifier or by Signposting: a GBIF-style dataset of a garden bird
survey and a DSpace 6 (XMLUI) oral history (Significant String from URI); a DSpace 7 item and
an InvenioRDM record that announce their boundary in typed Link headers (Signposting).
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import (
    a,
    audio,
    csv_file,
    dl,
    host,
    jpeg_like,
    link_elements,
    link_header,
    pdf_file,
    ul,
    zipped,
)

# --- GBIF-style biodiversity portal -------------------------------------------------------

GB = Portal(
    host("www", "biodivnet"),
    "GBIF",
    menu=[
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/what-is-gbif", "About"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/citation-guidelines", "Citation guidelines"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title}",
    home_title="GBIF",
)
GA = host("api", "biodivnet")
UUID = "3f1c2b9e-8d7a-4c55-9b1e-2a6f0c9d4e71"
PUB = "b5e0f1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b"
GB_PAGES = [
    f"/dataset/{UUID}",
    f"/dataset/{UUID}/metrics",
    f"/dataset/{UUID}/activity",
    f"/dataset/{UUID}/project",
    f"/occurrence/search?dataset_key={UUID}",
]
GB_API = [f"http://{GA}/v1/dataset/{UUID}", f"http://{GA}/v1/dataset/{UUID}/document"]


def gbif_sites() -> list[Site]:
    title = "Garden BirdWatch: weekly volunteer records"
    tabs = ul(
        [
            a(f"/dataset/{UUID}", "About"),
            a(f"/dataset/{UUID}/project", "Project"),
            a(f"/dataset/{UUID}/metrics", "Metrics"),
            a(f"/dataset/{UUID}/activity", "Download events"),
            a(f"/occurrence/search?dataset_key={UUID}", "Occurrences"),
        ]
    )
    pub = a(f"/publisher/{PUB}", "Garden Bird Trust")

    def page(t: str, main: str) -> str:
        return GB.page(
            f"{t} | {title} | GBIF",
            f"<h1>{title}</h1><p>Published by {pub}</p>{tabs}{main}",
            raw_title=True,
        )

    pages: dict[str, object] = {
        GB_PAGES[0]: GB.page(
            f"{title}",
            f"<h1>{title}</h1><p>Occurrence dataset published by {pub}</p>{tabs}"
            "<p>2,418,733 occurrences recorded by 11,000 volunteers since 1995.</p>"
            + dl(
                [
                    (
                        "Hosted by",
                        a(
                            "/installation/7d9e0a1b-2c3d-4e5f-9a8b-1c2d3e4f5a6b",
                            "Garden Bird Trust IPT",
                        ),
                    ),
                    (
                        "Licence",
                        a("http://creativecommons.test/licenses/by/4.0/legalcode", "CC BY 4.0"),
                    ),
                    (
                        "Citation",
                        a("http://doi.test/10.15468/gbw1995", "https://doi.org/10.15468/gbw1995"),
                    ),
                ]
            )
            + "<h2>Registration</h2>"
            + ul(
                [
                    a(u, u.rsplit("/", 1)[1] if u.endswith("document") else "API JSON")
                    for u in GB_API
                ]
            )
            + a("http://ipt.gardenbirdtrust.test/resource?r=gbw", "Source archive"),
        ),
        GB_PAGES[1]: page("Metrics", "<p>Records per year: 1995 \u2026 2025.</p>"),
        GB_PAGES[2]: page(
            "Download events", "<p>This dataset was included in 1,204 downloads.</p>"
        ),
        GB_PAGES[3]: page("Project", "<p>Garden BirdWatch, weekly counts at garden feeders.</p>"),
        GB_PAGES[4]: GB.page(
            "Occurrence search",
            "<h1>Occurrences</h1><p>Filter: dataset = Garden BirdWatch</p>"
            + ul(
                [a(f"/occurrence/40123456{i}", f"Erithacus rubecula, 2025-03-0{i}") for i in (1, 2)]
            ),
        ),
        f"/publisher/{PUB}": GB.page("Garden Bird Trust", "<h1>Garden Bird Trust</h1>"),
    }
    api = Site(GA)
    api.add(
        f"/v1/dataset/{UUID}", data(f'{{"key":"{UUID}","title":"{title}"}}', "application/json")
    )
    api.add(
        f"/v1/dataset/{UUID}/document",
        data(f"<eml:eml><dataset><title>{title}</title></dataset></eml:eml>", "application/xml"),
    )
    return [GB.site(pages), api]  # type: ignore[arg-type]


# --- DSpace 6 (XMLUI Mirage2): a college repository's community oral histories ------------

D6 = Portal(
    host("repository", "oldcollege"),
    "Old College Repository",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
        ("/discover", "Discover"),
    ],
    footer=[
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
        ("/htmlmap", "Theme by Atmire"),
    ],
    title_format="{title}",
    home_title="Old College Repository: Home",
)
HANDLE = "1920/6417"
D6_ITEM = f"/handle/{HANDLE}"
D6_BITS = [
    f"/bitstream/handle/{HANDLE}/Ruth_Okoro_interview.mp3?sequence=1&isAllowed=y",
    f"/bitstream/handle/{HANDLE}/Ruth_Okoro_transcript.pdf?sequence=2&isAllowed=y",
]
D6_MORE = [f"{D6_ITEM}?show=full", f"/metadata/handle/{HANDLE}/mets.xml", f"{D6_ITEM}/statistics"]


def dspace6_sites() -> list[Site]:
    title = "Interview with Ruth Okoro, Eastside Memory Project"
    files = ul([a(u, u.split("/")[-1].split("?")[0]) for u in D6_BITS])
    thumb = f'<img src="/bitstream/handle/{HANDLE}/Ruth_Okoro_transcript.pdf.jpg?sequence=4&isAllowed=y" alt="">'
    coll = a("/handle/1920/6400", "Eastside Memory Project")
    pages: dict[str, object] = {
        D6_ITEM: D6.page(
            title,
            f"<h2>{title}</h2>{thumb}<h5>Files in this item</h5>{files}"
            + dl(
                [
                    ("Date", "2016-10-22"),
                    ("Author", "Okoro, Ruth"),
                    ("Abstract", "Recorded by volunteers of the Eastside Memory Project."),
                ]
            )
            + a(f"{D6_ITEM}?show=full", "Show full item record")
            + f"<h5>This item appears in the following Collection(s)</h5>{coll}"
            + a(f"{D6_ITEM}/statistics", "View Usage Statistics"),
        ),
        f"{D6_ITEM}?show=full": D6.page(
            title,
            f"<h2>{title}</h2><table><tr><td>dc.contributor.author</td><td>Okoro, Ruth</td></tr>"
            f"<tr><td>dc.identifier.uri</td><td>http://hdl.handle.test/{HANDLE}</td></tr></table>"
            f"{files}"
            + a(D6_ITEM, "Show simple item record")
            + a(f"/metadata/handle/{HANDLE}/mets.xml", "METS"),
        ),
        f"/metadata/handle/{HANDLE}/mets.xml": data(
            f"<mets><dmdSec>{title}</dmdSec></mets>", "text/xml"
        ),
        f"{D6_ITEM}/statistics": D6.page(f"Statistics for {title}", "<p>Total visits: 341</p>"),
        D6_BITS[0]: audio("OKORO_R_2016-10-22"),
        D6_BITS[1]: pdf_file(title, "Transcript"),
        f"/bitstream/handle/{HANDLE}/Ruth_Okoro_transcript.pdf.jpg?sequence=4&isAllowed=y": jpeg_like(),
        "/handle/1920/6400": D6.page("Eastside Memory Project", "<h2>Eastside Memory Project</h2>"),
    }
    return [D6.site(pages)]  # type: ignore[arg-type]


# --- DSpace 7 (Angular UI with Signposting): a flood-memory community collection ----------

D7 = Portal(
    host("dspace", "stateuni"),
    "ScholarWorks@StateU",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/search", "Search"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="ScholarWorks@StateU :: Home",
)
ITEM_ID = "2f8c5e1a-7b3d-4c9e-a1f0-6d2e8b4c7a95"
D7_ITEM = f"/items/{ITEM_ID}"
D7_BITS = {
    "8a1b2c3d-4e5f-4061-9728-a1b2c3d4e5f6": ("testimonies.pdf", "application/pdf"),
    "9b2c3d4e-5f60-4172-8839-b2c3d4e5f607": ("photographs.zip", "application/zip"),
}
D7_DESC = f"/server/signposting/describedby/{ITEM_ID}"
D7_LINKSETS = [
    f"/server/signposting/linksets/{ITEM_ID}",
    f"/server/signposting/linksets/{ITEM_ID}/json",
]


def dspace7_sites() -> list[Site]:
    title = "Neighborhood flood memories: community-collected photographs and testimonies, 2017"
    sp = [
        ("http://hdl.handle.test/20.500.14211/3390", "cite-as", None),
        ("https://orcid.test/0000-0002-7781-3306", "author", None),
    ]
    sp += [(D7.url(f"/bitstreams/{b}/download"), "item", t) for b, (_n, t) in D7_BITS.items()]
    sp += [
        (D7.url(D7_DESC), "describedby", "application/vnd.datacite.datacite+xml"),
        (D7.url(D7_LINKSETS[0]), "linkset", "application/linkset"),
        (D7.url(D7_LINKSETS[1]), "linkset", "application/linkset+json"),
        ("https://creativecommons.test/licenses/by-nc/4.0/", "license", None),
        ("https://schema.org/CreativeWork", "type", None),
    ]
    files = ul([a(f"/bitstreams/{b}/download", n) for b, (n, _t) in D7_BITS.items()])
    body = D7.page(
        title,
        f"<ds-item-page><h1>{title}</h1><h2>Files</h2>{files}"
        + dl(
            [
                ("Date", "2019"),
                ("Authors", "Eastbank Residents' Association"),
                ("URI", "http://hdl.handle.test/20.500.14211/3390"),
            ]
        )
        + a(f"{D7_ITEM}/full", "Full item page")
        + " "
        + a("/collections/5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f", "Community Memory Collections")
        + a(f"/statistics/items/{ITEM_ID}", "Statistics")
        + "</ds-item-page>",
        head=link_elements(sp),
    )
    pages: dict[str, object] = {
        D7_ITEM: Response.html(body, headers=[("Link", link_header(sp))]),
        f"{D7_ITEM}/full": D7.page(
            title, f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
        ),
        D7_DESC: data(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{title}</title></titles></resource>',
            "application/vnd.datacite.datacite+xml",
        ),
        D7_LINKSETS[0]: data(link_header(sp), "application/linkset"),
        D7_LINKSETS[1]: data('{"linkset":[]}', "application/linkset+json"),
    }
    for b, (n, _t) in D7_BITS.items():
        pages[f"/bitstreams/{b}/download"] = (
            pdf_file(title, "Testimonies") if n.endswith("pdf") else zipped(n)
        )
    return [D7.site(pages)]  # type: ignore[arg-type]


# --- InvenioRDM: a citizen-science data repository ------------------------------------------

IR = Portal(
    host("rdm", "citizendata"),
    "CitizenData",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help/search", "Help"),
    ],
    footer=[("/about", "About"), ("/policies", "Policies"), ("/support", "Contact")],
    title_format="{title}",
    home_title="CitizenData",
    home_main="<h1>CitizenData</h1>"
    + ul([a("/communities/coastal-citizen-science", "Coastal citizen science")]),
)
REC = "4x7kq-8vz21"
IR_REC = f"/records/{REC}"
IR_FILES = {"nurdle_counts_2025.csv": "text/csv", "hunt_protocol.pdf": "application/pdf"}
IR_DESC = {
    "json-ld": "application/ld+json",
    "datacite-json": "application/vnd.datacite.datacite+json",
    "datacite-xml": "application/vnd.datacite.datacite+xml",
}
IR_EXPORTS = [
    "json",
    "json-ld",
    "csl",
    "datacite-json",
    "datacite-xml",
    "dublincore",
    "marcxml",
    "bibtex",
    "dcat-ap",
]


def invenio_sites() -> list[Site]:
    title = "Great Nurdle Hunt: pellet counts from volunteer beach searches, 2025"
    sp = [
        ("https://doi.test/10.82315/citizendata.88213", "cite-as", None),
        ("https://orcid.test/0000-0003-1415-9265", "author", None),
        ("https://schema.org/Dataset", "type", None),
        ("https://schema.org/AboutPage", "type", None),
        ("https://creativecommons.test/licenses/by/4.0/legalcode", "license", None),
    ]
    sp += [(IR.url(f"{IR_REC}/files/{f}"), "item", t) for f, t in IR_FILES.items()]
    sp += [(IR.url(f"{IR_REC}/export/{e}"), "describedby", t) for e, t in IR_DESC.items()]
    sp += [(IR.url(f"/api/records/{REC}"), "linkset", "application/linkset+json")]
    head = link_elements([s for s in sp if s[1] in ("cite-as", "item", "describedby")])
    files = ul(
        [
            a(f"{IR_REC}/files/{f}?download=1", f) + " " + a(f"{IR_REC}/preview/{f}", "Preview")
            for f in IR_FILES
        ]
    )
    main = (
        f"<h1>{title}</h1><p>Published March 2, 2026 | Version v2</p>"
        f"<h2>Files</h2>{files}<h2>Export</h2>"
        + ul([a(f"{IR_REC}/export/{e}", e) for e in IR_EXPORTS])
        + "<h2>Versions</h2>"
        + ul([a("/records/4x7kq-8vz20", "Version v1")])
        + "<h2>Communities</h2>"
        + a("/communities/coastal-citizen-science", "Coastal citizen science")
    )
    pages: dict[str, object] = {
        IR_REC: Response.html(IR.page(title, main, head=head), headers=[("Link", link_header(sp))]),
        "/records/4x7kq-8vz20": IR.page(title + " (v1)", f"<h1>{title}</h1><p>Version v1</p>"),
        f"/api/records/{REC}": data('{"linkset":[]}', "application/linkset+json"),
    }
    for f in IR_FILES:
        body = (
            pdf_file(title, "Protocol")
            if f.endswith("pdf")
            else csv_file("beach,date,nurdles\nPorthleven,2025-02-16,1312\n")
        )
        pages[f"{IR_REC}/files/{f}"] = body
        pages[f"{IR_REC}/files/{f}?download=1"] = body
        pages[f"{IR_REC}/preview/{f}"] = IR.page(f, f"<h1>{f}</h1>")
    for e in IR_EXPORTS:
        pages[f"{IR_REC}/export/{e}"] = data(
            f'{{"title":"{title}"}}', IR_DESC.get(e, "application/json")
        )
    return [IR.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # GBIF-style dataset: the seed's GBIF row, Significant String from URI.  Every URI of the
    # dataset (its tabs, its occurrence search, its API record and EML document on the API
    # host) carries the dataset key; the publisher, hosting installation, occurrences, DOI,
    # licence and source archive do not.  Truth: 5 portal pages, 2 API URIs.
    case(
        "gbif-garden-birdwatch",
        "GBIF (biodiversity data portal aggregating volunteer records)",
        "Multi-Hop",
        "sig_uri",
        GB.url(GB_PAGES[0]),
        [GB.url(p) for p in GB_PAGES] + GB_API,
        gbif_sites,
        others=[GB.url(f"/publisher/{PUB}")],
    ),
    # DSpace 6 XMLUI item: the handle 1920/6417 is in every URI of the item (simple and full
    # records, bitstreams, METS, usage statistics) and in none of the collection's or the
    # site's: Significant String from URI (an archivist sees the handle in every link, as the
    # seed saw GBIF's key; the bitstreams are not under the item's path).  Truth: 6 URIs
    # (the thumbnail is embedded).
    case(
        "dspace6-oral-history",
        "DSpace (college repository, XMLUI)",
        "Multi-Hop",
        "sig_uri",
        D6.url(D6_ITEM),
        [D6.url(D6_ITEM)] + [D6.url(u) for u in D6_BITS + D6_MORE],
        dspace6_sites,
    ),
    # DSpace 7 item with Signposting (Link header and <link> elements): the seed's
    # machine-readable boundary.  Truth: the landing page, the two rel="item" bitstreams and
    # the rel="describedby" DataCite record.  The linksets re-state these links (not
    # members), cite-as/author/license/type point off the portal, and the full item page,
    # collection and statistics are not announced.
    case(
        "dspace7-flood-memories",
        "DSpace (state university repository, Angular UI)",
        "Single Hop",
        "signposting",
        D7.url(D7_ITEM),
        [D7.url(D7_ITEM), D7.url(D7_DESC)] + [D7.url(f"/bitstreams/{b}/download") for b in D7_BITS],
        dspace7_sites,
    ),
    # InvenioRDM record with Signposting in its Link header (and level-1 <link> elements):
    # truth is the landing page, the 2 rel="item" files and the 3 rel="describedby" exports.
    # The other export formats, previews, the linkset, v1 and the community are not
    # announced.
    case(
        "invenio-nurdle-hunt",
        "InvenioRDM (citizen-science data repository)",
        "Single Hop",
        "signposting",
        IR.url(IR_REC),
        [IR.url(IR_REC)]
        + [IR.url(f"{IR_REC}/files/{f}") for f in IR_FILES]
        + [IR.url(f"{IR_REC}/export/{e}") for e in IR_DESC],
        invenio_sites,
        others=[IR.url("/records/4x7kq-8vz20")],
    ),
]
