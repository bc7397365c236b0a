"""Repositories that signpost their boundary (FAIR Signposting in the HTTP Link header and
as HTML <link> elements): InvenioRDM and DSpace 7."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import blob, csv, head_links, pdf_file, signposted, txt, xml

# --- InvenioRDM with FAIR Signposting: a snow-model output dataset ----------------------
IR = Portal(
    host="repository.cryodata.hx122.example",
    name="CryoData Repository",
    menu=[("/search", "Search"), ("/communities", "Communities"), ("/help", "Help")],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("http://inveniordm.test/", "Built on InvenioRDM"),
    ],
    title_format="{title}",
)
IR_ID = "k7r2m-0pq41"
IR_REC = f"/records/{IR_ID}"
IR_ITEMS = {
    f"{IR_REC}/files/SNOWPACK_WFJ_1999-2024.nc": blob("SNOWPACK.nc", "application/x-netcdf"),
    f"{IR_REC}/files/model_config.ini": txt("[General]\nBUFFER_SIZE = 370\n"),
}
IR_META = {
    f"/api/records/{IR_ID}": (
        '{"id": "k7r2m-0pq41", "metadata": {"title": "SNOWPACK simulations at '
        'Weissfluhjoch 1999-2024"}}',
        "application/ld+json",
    ),
    f"{IR_REC}/export/datacite-xml": (
        "<resource><titles><title>SNOWPACK simulations at Weissfluhjoch 1999-2024</title>"
        "</titles></resource>",
        "application/vnd.datacite.datacite+xml",
    ),
}
IR_SIGNS = [
    ("http://doi.org/10.70122/cryo.k7r2m-0pq41", "cite-as", None),
    ("http://orcid.org/0000-0002-1825-0097", "author", None),
    ("http://schema.org/Dataset", "type", None),
    ("http://schema.org/AboutPage", "type", None),
    ("http://creativecommons.org/licenses/by/4.0/legalcode", "license", None),
    *(
        (IR.url(p), "item", "application/x-netcdf" if p.endswith(".nc") else "text/plain")
        for p in IR_ITEMS
    ),
    *((IR.url(p), "describedby", t) for p, (_b, t) in IR_META.items()),
]
IR_PAGES: dict[str, object] = {
    IR_REC: signposted(
        IR.page(
            "SNOWPACK simulations at Weissfluhjoch 1999-2024",
            '<section id="record-info"><span class="label">Published</span> March 3, 2025 | '
            "Version v2</section><h1>SNOWPACK simulations at Weissfluhjoch 1999-2024</h1>"
            '<section id="creatibutors"><a href="http://orcid.org/0000-0002-1825-0097">Wever, '
            'Nander</a></section><section id="description"><p>Hourly snow-cover simulations '
            "driven by the WFJ automatic station.</p></section>"
            '<section id="record-files"><table><tr><td><a href="'
            f'{IR_REC}/preview/SNOWPACK_WFJ_1999-2024.nc">SNOWPACK_WFJ_1999-2024.nc</a></td>'
            f'<td><a href="{IR_REC}/files/SNOWPACK_WFJ_1999-2024.nc?download=1">Download</a>'
            f'</td></tr><tr><td><a href="{IR_REC}/preview/model_config.ini">model_config.ini'
            f'</a></td><td><a href="{IR_REC}/files/model_config.ini?download=1">Download</a>'
            "</td></tr></table></section>"
            '<aside><section id="versions"><h3>Versions</h3><a href="/records/k7r2m-0pq40">'
            'Version v1</a></section><section id="communities"><a href="/communities/slf">SLF'
            '</a></section><section id="export"><a href="'
            f'{IR_REC}/export/datacite-xml">DataCite XML</a> <a href="{IR_REC}/export/bibtex">'
            "BibTeX</a></section></aside>",
            head=head_links([s for s in IR_SIGNS if s[1] in ("item", "describedby")]),
        ),
        IR_SIGNS,
    ),
    **{p: v for p, v in IR_ITEMS.items()},
    **{f"{p}?download=1": v for p, v in IR_ITEMS.items()},
    **{
        p: IR.page(p.rsplit("/", 1)[1], "<h1>Preview</h1>")
        for p in [
            f"{IR_REC}/preview/SNOWPACK_WFJ_1999-2024.nc",
            f"{IR_REC}/preview/model_config.ini",
        ]
    },
    f"{IR_REC}/export/bibtex": txt("@dataset{wever_2025, title = {SNOWPACK simulations}}\n"),
    "/records/k7r2m-0pq40": IR.page("SNOWPACK simulations (v1)", "<h1>v1</h1>"),
    "/communities/slf": IR.page("SLF", "<h1>SLF community</h1>"),
}
for _p, (_b, _t) in IR_META.items():
    IR_PAGES[_p] = data(_b, _t)


def _ir() -> list[Site]:
    return [IR.site(IR_PAGES)]  # type: ignore[arg-type]


# --- DSpace 7 with Signposting: a permafrost borehole dataset ---------------------------
D7 = Portal(
    host="repo.permafrostuni.hx122.example",
    name="PermaRepo",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="PermaRepo :: Home",
)
D7_ITEM = "6f8d2c1a-93b4-4e7a-b0c5-d2e1f3a4b5c6"
D7_ENTRY = f"/items/{D7_ITEM}"
D7_BS = {
    "/bitstreams/1a2b3c4d-0000-4e5f-8a9b-0c1d2e3f4a5b/download": (
        csv("depth_m,temp_c\n1,-2.9\n5,-3.4\n"),
        "text/csv",
    ),
    "/bitstreams/5e6f7a8b-1111-4c2d-9e0f-1a2b3c4d5e6f/download": (
        pdf_file("Borehole PB-7 documentation"),
        "application/pdf",
    ),
}
D7_DESC = f"/server/signposting/describedby/{D7_ITEM}"
D7_SIGNS = [
    ("http://hdl.handle.test/20.500.12657/77104", "cite-as", None),
    ("http://orcid.org/0000-0001-5109-3700", "author", None),
    ("http://schema.org/Dataset", "type", None),
    ("http://schema.org/AboutPage", "type", None),
    ("http://creativecommons.org/licenses/by/4.0/", "license", None),
    *((D7.url(p), "item", t) for p, (_v, t) in D7_BS.items()),
    (D7.url(D7_DESC), "describedby", "application/vnd.datacite.datacite+xml"),
]
D7_PAGES: dict[str, object] = {
    D7_ENTRY: signposted(
        D7.page(
            "Ground temperatures in borehole PB-7, Adventdalen, 2008-2024",
            '<ds-item-page><h1 class="item-page-title-field">Ground temperatures in borehole '
            "PB-7, Adventdalen, 2008-2024</h1>"
            '<ds-item-page-file-section><h5>Files</h5><div><a href="/bitstreams/1a2b3c4d-0000-'
            '4e5f-8a9b-0c1d2e3f4a5b/download">PB7_temperatures.csv (84.2 KB)</a></div><div>'
            '<a href="/bitstreams/5e6f7a8b-1111-4c2d-9e0f-1a2b3c4d5e6f/download">'
            "PB7_documentation.pdf (1.1 MB)</a></div></ds-item-page-file-section>"
            '<div class="simple-view-element"><h5>Authors</h5><a href="/entities/person/'
            '0d4f7e2a-5b6c-4d8e-9f0a-1b2c3d4e5f60">Christiansen, Hanne H.</a></div>'
            '<div class="simple-view-element"><h5>Abstract</h5><p>Daily ground temperatures at '
            "0.1-20 m depth in continuous permafrost.</p></div>"
            '<div class="simple-view-element"><h5>URI</h5><a href="http://hdl.handle.test/'
            '20.500.12657/77104">http://hdl.handle.test/20.500.12657/77104</a></div>'
            f'<a class="btn" href="{D7_ENTRY}/full">Full item page</a>'
            '<h5>Collections</h5><a href="/collections/c3d4e5f6-a7b8-4c9d-8e0f-112233445566">'
            "Permafrost datasets</a></ds-item-page>",
            head=head_links([s for s in D7_SIGNS if s[1] in ("item", "describedby")]),
        ),
        D7_SIGNS,
    ),
    f"{D7_ENTRY}/full": D7.page(
        "Ground temperatures in borehole PB-7, Adventdalen, 2008-2024",
        "<h1>Full item page</h1><table><tr><td>dc.title</td><td>Ground temperatures in "
        "borehole PB-7, Adventdalen, 2008-2024</td></tr></table>",
    ),
    D7_DESC: xml(
        "<resource><titles><title>Ground temperatures in borehole PB-7, Adventdalen, "
        "2008-2024</title></titles></resource>"
    ),
    "/entities/person/0d4f7e2a-5b6c-4d8e-9f0a-1b2c3d4e5f60": D7.page(
        "Christiansen, Hanne H.", "<h1>Christiansen, Hanne H.</h1>"
    ),
    "/collections/c3d4e5f6-a7b8-4c9d-8e0f-112233445566": D7.page(
        "Permafrost datasets", "<h1>Permafrost datasets</h1>"
    ),
    **{p: v for p, (v, _t) in D7_BS.items()},
}


def _d7() -> list[Site]:
    return [D7.site(D7_PAGES)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # InvenioRDM publishes FAIR Signposting: the Link header names the record's items and
    # metadata, which is the boundary the seed points to (Signposting).  Truth: landing
    # page, the two signposted files and the two describedby documents; the ?download=1
    # and preview duplicates, BibTeX export, v1 and community are outside the signposts.
    case(
        "invenio-snowpack-weissfluhjoch",
        "InvenioRDM (cryosphere data repository)",
        "multi_hop",
        "signposting",
        IR.url(IR_REC),
        [IR.url(IR_REC), *(IR.url(p) for p in IR_ITEMS), *(IR.url(p) for p in IR_META)],
        _ir,
        others=[IR.url("/records/k7r2m-0pq40")],
    ),
    # DSpace 7 item pages carry Signposting (item bitstreams, describedby DataCite):
    # Signposting.  Truth: item page, two bitstream downloads, the describedby record.
    case(
        "dspace7-borehole-pb7-signposted",
        "DSpace (DSpace 7 with Signposting)",
        "multi_hop",
        "signposting",
        D7.url(D7_ENTRY),
        [D7.url(D7_ENTRY), *(D7.url(p) for p in D7_BS), D7.url(D7_DESC)],
        _d7,
    ),
]
