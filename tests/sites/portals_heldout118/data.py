"""Data portals: a national CKAN catalogue of marine and fisheries data, an institutional
Figshare portal (with its download host) and an InvenioRDM instance with signposting."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Portal, a, csv_file, dl, host, json_file, pdf_file, text_file, zip_file

# ---------------------------------------------------------------- CKAN 2.10
CK = Portal(
    host("data", "marinefisheries"),
    "Marine and Fisheries Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organisations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/api/3", "CKAN API"),
        ("http://opendefinition.test/od/2.1/en/", "Open Data"),
    ],
    title_format="{title} - Dataset - {name}",
)
CK_SETS = {
    "scallop-dredge-survey-2024": (
        "Inshore king scallop dredge survey 2024",
        "4b1f7c2e-91d3-4a55-b0e8-3c6d2a9f1e07",
        "marine-institute",
        "shellfish",
        [
            ("8e1f3a20-5b6c-4d7e-9f80-a1b2c3d4e5f6", "Survey stations", "stations_2024.csv", None),
            (
                "1c2d3e4f-6a7b-4c8d-9e0f-112233445566",
                "Catch and length data",
                "scallop_catch_lengths_2024.csv",
                None,
            ),
            (
                "7f6e5d4c-3b2a-4190-8877-665544332211",
                "Survey protocol",
                "dredge_survey_protocol_v5.pdf",
                None,
            ),
        ],
    ),
    "aquaculture-licensed-sites": (
        "Licensed aquaculture sites",
        "d0c9b8a7-6f5e-4d3c-2b1a-0f9e8d7c6b5a",
        "aquaculture-licensing-unit",
        "aquaculture",
        [
            (
                "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
                "Licensed sites (GeoJSON)",
                "aquaculture_sites_2025-09.geojson",
                None,
            ),
            (
                "abcdef01-2345-4678-9abc-def012345678",
                "Licensed sites map service (WMS)",
                None,
                "http://maps.marinegis.test/wms?layers=aquaculture_sites",
            ),
        ],
    ),
}


def _ck_res_page(name: str, rid: str) -> str:
    return f"/dataset/{name}/resource/{rid}"


def _ck_download(pkg: str, rid: str, fname: str) -> str:
    return f"/dataset/{pkg}/resource/{rid}/download/{fname}"


def ckan_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for name, (title, pkg, org, group, resources) in CK_SETS.items():
        items = ""
        for rid, rtitle, fname, ext in resources:
            target = _ck_download(pkg, rid, fname) if fname else ext
            items += (
                f'<li class="resource-item">{a(_ck_res_page(name, rid), rtitle, "heading")}'
                '<div class="dropdown btn-group"><ul class="dropdown-menu">'
                f"<li>{a(_ck_res_page(name, rid), 'Preview')}</li>"
                f"<li>{a(target or '', 'Download' if fname else 'Go to resource')}</li></ul></div></li>"
            )
            rpage = (
                f"<h1>{escape(rtitle)}</h1><p>URL: {a(target or '', target or '')}</p>"
                f"<p>{a(target or '', 'Download' if fname else 'Go to resource', 'btn btn-primary')}</p>"
                f"<p>From the dataset {a(f'/dataset/{name}', title)}</p>"
            )
            pages[_ck_res_page(name, rid)] = CK.page(f"{rtitle} - {title}", rpage)
            if fname:
                if fname.endswith(".pdf"):
                    body: object = pdf_file(rtitle)
                elif fname.endswith(".geojson"):
                    body = json_file(
                        {"type": "FeatureCollection", "features": []}, "application/geo+json"
                    )
                else:
                    body = csv_file("station,lat,lon,date", "S01,52.11,-6.20,2024-05-14")
                pages[_ck_download(pkg, rid, fname).rsplit("?", 1)[0]] = body
        main = (
            '<div class="module-content"><article>'
            f'<h1>{escape(title)}</h1><div class="notes embedded-content"><p>Published by the '
            f"{escape(org.replace('-', ' '))}.</p></div>"
            f'<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">{items}</ul></section>'
            f'<section class="tags">{links([(f"/dataset/?tags={group}", group)])}</section>'
            f'<section class="additional-info">{dl([("Maintainer", "Data team"), ("Version", "1.0")])}</section>'
            "</article></div>"
            f'<aside class="secondary">{a(f"/organization/{org}", org.replace("-", " ").title())}'
            f" {a(f'/dataset/groups/{name}', 'Groups')} {a(f'/dataset/activity/{name}', 'Activity Stream')}"
            ' <a href="http://opendefinition.test/licenses/cc-by/">Creative Commons Attribution</a></aside>'
        )
        pages[f"/dataset/{name}"] = CK.page(title, main)
        pages[f"/organization/{org}"] = CK.page(org, f"<h1>{escape(org)}</h1>")
        pages[f"/dataset/groups/{name}"] = CK.page("Groups", "<h1>Groups</h1>")
        pages[f"/dataset/activity/{name}"] = CK.page("Activity Stream", "<h1>Activity Stream</h1>")
    return [CK.site(pages)]  # type: ignore[arg-type]


def _ck_truth(name: str) -> list[str]:
    _t, pkg, _o, _g, resources = CK_SETS[name]
    out = [CK.url(f"/dataset/{name}")]
    for rid, _rt, fname, _ext in resources:
        out.append(CK.url(_ck_res_page(name, rid)))
        if fname:
            out.append(CK.url(_ck_download(pkg, rid, fname)))
    return out


# ---------------------------------------------------------------- Figshare for institutions
FS = Portal(
    host("imas", "figshare"),
    "Institute for Marine and Antarctic Studies",
    menu=[
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/collections", "Collections"),
        ("/projects", "Projects"),
    ],
    footer=[
        ("http://figshare.test/terms", "Terms"),
        ("http://figshare.test/privacy", "Privacy"),
        ("/about", "About"),
    ],
    title_format="{title}",
    home_title="Institute for Marine and Antarctic Studies - Figshare",
)
FS_DL = host("ndownloader", "figshare")
FS_ITEMS = {
    "27384510": (
        "dataset",
        "Southern rock lobster tag-recapture database 1993-2024",
        [
            ("50129384", "lobster_tag_recaptures_1993_2024.csv"),
            ("50129385", "tagging_methods_and_fields.pdf"),
        ],
        "Caleb_Gardner/1402219",
        "Jasus edwardsii",
    ),
    "28011122": (
        "report",
        "Tasmanian Scalefish Fishery Assessment 2023/24",
        [("51770301", "Scalefish_assessment_2023_24.pdf")],
        "Klaas_Hartmann/1402508",
        "Nototodarus gouldi",
    ),
}


def _fs_path(aid: str) -> str:
    kind, title, _files, _auth, _kw = FS_ITEMS[aid]
    slug = title.replace(" ", "_").replace("/", "_")
    return f"/articles/{kind}/{slug}/{aid}"


def figshare_sites() -> list[Site]:
    pages: dict[str, object] = {}
    dlpages: dict[str, object] = {}
    for aid, (kind, title, files, author, kw) in FS_ITEMS.items():
        flist = "".join(
            f"<li><span>{escape(n)}</span> {a(f'http://{FS_DL}/files/{fid}', 'Download')}</li>"
            for fid, n in files
        )
        main = (
            f'<div class="article"><h2 class="title">{escape(title)}</h2>'
            f'<p class="kind">{kind.title()} posted on 2025-02-11, by {a(f"/authors/{author}", author.split("/")[0].replace("_", " "))}</p>'
            f'<div class="files"><ul>{flist}</ul>'
            f"{a(f'http://{FS_DL}/articles/{aid}/versions/2', 'Download all (zip)')}</div>"
            '<div class="description"><p>Compiled by the fisheries group of the institute.</p></div>'
            '<div class="categories">Categories: '
            + a("/search?q=:category:%20%22Fisheries%20Management%22", "Fisheries management")
            + '</div><div class="keywords">Keywords: '
            + a("/search?q=:keyword:%20%22" + kw.replace(" ", "%20") + "%22", kw)
            + '</div><div class="licence"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div>'
            f'<div class="versions">Version 2 {a(_fs_path(aid) + "/1", "Version 1")}</div>'
            '<div class="cite">Cite: '
            + escape(author.split("_")[1].split("/")[0])
            + ' (2025). <a href="http://doi.test/10.25959/figshare.'
            f'{aid}.v2">http://doi.test/10.25959/figshare.{aid}.v2</a></div></div>'
        )
        pages[_fs_path(aid)] = FS.page(title, main, share=FS.url(_fs_path(aid)))
        pages[_fs_path(aid) + "/1"] = FS.page(
            title + " (version 1)", f"<h2>{escape(title)}</h2><p>Version 1</p>"
        )
        pages[f"/authors/{author}"] = FS.page(author, f"<h1>{escape(author)}</h1>")
        for fid, n in files:
            dlpages[f"/files/{fid}"] = (
                pdf_file(title)
                if n.endswith(".pdf")
                else csv_file("tag,release_date,recapture_date", "T1001,1993-11-02,1994-12-19")
            )
        dlpages[f"/articles/{aid}/versions/2"] = zip_file(title)
    dl_site = Site(FS_DL)
    for p, v in dlpages.items():
        dl_site.add(p, v)  # type: ignore[arg-type]
    return [FS.site(pages), dl_site]  # type: ignore[arg-type]


def _fs_truth(aid: str) -> list[str]:
    files = FS_ITEMS[aid][2]
    return [FS.url(_fs_path(aid)), f"http://{FS_DL}/articles/{aid}/versions/2"] + [
        f"http://{FS_DL}/files/{fid}" for fid, _n in files
    ]


# ---------------------------------------------------------------- InvenioRDM 12 (signposting)
IV = Portal(
    host("data", "blueobs"),
    "BlueObs Data Repository",
    menu=[
        ("/search", "Search records"),
        ("/communities", "Communities"),
        ("/uploads", "My dashboard"),
        ("/help/search", "Help"),
    ],
    footer=[
        ("/help/terms", "Terms of use"),
        ("/help/privacy-policy", "Privacy policy"),
        ("http://inveniordm.test", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
    home_title="BlueObs Data Repository",
)
IV_RECS = {
    "7x2kq-mv931": (
        "Acoustic telemetry detections of Atlantic salmon smolts, River Tweed and outer estuary, 2023",
        ["tweed_smolt_detections_2023.csv", "receiver_deployments_2023.csv", "README.md"],
        "q8c3d-0yw27",
    ),
    "h3rwa-0p4z8": (
        "Irish Groundfish Survey (IGFS) 2022: haul-level catch and biological data, Celtic Sea",
        ["IGFS2022_hauls.csv", "IGFS2022_biological.csv"],
        None,
    ),
}


def _iv_sign(rid: str) -> tuple[list[str], list[str]]:
    """(items, describedby) absolute URIs advertised by signposting."""
    files = IV_RECS[rid][1]
    items = [IV.url(f"/records/{rid}/files/{f}") for f in files]
    described = [
        IV.url(f"/records/{rid}/export/datacite-json"),
        IV.url(f"/records/{rid}/export/json-ld"),
    ]
    return items, described


def invenio_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, (title, files, older) in IV_RECS.items():
        items, described = _iv_sign(rid)
        link = [
            f'<http://doi.test/10.70118/blueobs.{rid}> ; rel="cite-as"',
            '<https://schema.org/Dataset> ; rel="type"',
        ]
        link += [f'<{u}> ; rel="item" ; type="text/csv"' for u in items]
        link += [
            f'<{described[0]}> ; rel="describedby" ; type="application/vnd.datacite.datacite+json"'
        ]
        link += [f'<{described[1]}> ; rel="describedby" ; type="application/ld+json"']
        link += [
            '<http://orcid.test/0000-0001-5109-3700> ; rel="author"',
            '<http://spdx.test/licenses/CC-BY-4.0> ; rel="license"',
        ]
        head = "".join(f'<link rel="item" href="{u}" type="text/csv">' for u in items) + "".join(
            f'<link rel="describedby" href="{u}">' for u in described
        )
        rows = "".join(
            f"<tr><td>{a(f'/records/{rid}/preview/{f}', f)}</td><td>"
            f"{a(f'/records/{rid}/preview/{f}', 'Preview', 'ui button')} "
            f"{a(f'/records/{rid}/files/{f}?download=1', 'Download', 'ui button')}</td></tr>"
            for f in files
        )
        versions = (
            f'<div class="versions">Version v2 (this) {a(f"/records/{older}", "Version v1")}</div>'
            if older
            else ""
        )
        main = (
            f'<section id="record-info"><h1 id="record-title">{escape(title)}</h1>'
            '<p class="creatibutors">Hughes, Morag (Marine Directorate); Baird, Calum</p>'
            f'<div id="description"><p>Data published as part of the BlueObs marine observation programme.</p></div>'
            f'<section id="record-files"><h2>Files</h2><table class="ui table">{rows}</table>'
            f"{a(f'/api/records/{rid}/files-archive', 'Download all')}</section></section>"
            f'<aside><div class="communities">{a("/communities/marine-telemetry", "Marine telemetry")}</div>'
            f"{versions}"
            '<div id="export-record"><select id="export-select"><option value="json">JSON</option>'
            '<option value="datacite-json">DataCite JSON</option><option value="json-ld">JSON-LD</option></select>'
            '<button id="export-button">Export</button></div>'
            f'<div class="doi">DOI <a href="http://doi.test/10.70118/blueobs.{rid}">10.70118/blueobs.{rid}</a></div></aside>'
        )
        pages[f"/records/{rid}"] = Response.html(
            IV.page(title, main, head=head), headers=[("Link", ", ".join(link))]
        )
        for f in files:
            body = (
                csv_file("id,datetime_utc,value", "1,2023-04-20T02:14:00Z,69")
                if f.endswith(".csv")
                else text_file(f"# {title}\n")
            )
            pages[f"/records/{rid}/files/{f}"] = body
            pages[f"/records/{rid}/preview/{f}"] = IV.page(
                f, f"<h1>{escape(f)}</h1><pre>id,datetime_utc,value</pre>"
            )
        pages[f"/records/{rid}/export/datacite-json"] = json_file(
            {"titles": [{"title": title}]}, "application/vnd.datacite.datacite+json"
        )
        pages[f"/records/{rid}/export/json-ld"] = json_file(
            {"@type": "Dataset", "name": title}, "application/ld+json"
        )
        pages[f"/records/{rid}/export/json"] = json_file({"metadata": {"title": title}})
        pages[f"/api/records/{rid}/files-archive"] = zip_file(rid)
        if older:
            pages[f"/records/{older}"] = IV.page(
                title + " (v1)", f"<h1>{escape(title)}</h1><p>v1</p>"
            )
    pages["/communities/marine-telemetry"] = IV.page(
        "Marine telemetry", "<h1>Marine telemetry</h1>"
    )
    return [IV.site(pages)]  # type: ignore[arg-type]


def _iv_truth(rid: str) -> list[str]:
    items, described = _iv_sign(rid)
    return [IV.url(f"/records/{rid}"), *items, *described]


CASES: list[Case] = [
    # CKAN dataset (seed: Figshare-like dataset pages are Single Hop -> Single Page+ with
    # Ignored URIs; downloads sit under /dataset/<package id>/, not under the entry's
    # /dataset/<name>).  Truth: dataset page, three resource pages, three downloads;
    # organisation, tag, groups and activity pages are the catalogue's.
    case(
        "ckan-scallop-dredge-survey",
        "CKAN (2.10, national marine data catalogue)",
        "Single Hop",
        "single_page_plus_ignored",
        CK.url("/dataset/scallop-dredge-survey-2024"),
        _ck_truth("scallop-dredge-survey-2024"),
        ckan_sites,
    ),
    # CKAN dataset with one uploaded file and one link to an external map service.  Truth:
    # dataset page, both resource pages, the GeoJSON download; the WMS is another portal's.
    case(
        "ckan-aquaculture-licensed-sites",
        "CKAN (2.10, national marine data catalogue)",
        "Single Hop",
        "single_page_plus_ignored",
        CK.url("/dataset/aquaculture-licensed-sites"),
        _ck_truth("aquaculture-licensed-sites"),
        ckan_sites,
    ),
    # Institutional Figshare item (seed's Fig. 1: Figshare -> Single Page+ with Ignores).
    # Truth: item page, both files and the zip on the download host; author, categories,
    # keywords, the older version and the DOI are outside.
    case(
        "figshare-rock-lobster-tagging",
        "Figshare (institutional portal)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(_fs_path("27384510")),
        _fs_truth("27384510"),
        figshare_sites,
    ),
    # Figshare report with one PDF.  Truth: item page, the PDF and the zip.
    case(
        "figshare-scalefish-assessment",
        "Figshare (institutional portal)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(_fs_path("28011122")),
        _fs_truth("28011122"),
        figshare_sites,
    ),
    # InvenioRDM record with FAIR Signposting in the Link header (and <link> elements):
    # rel=item for each file, rel=describedby for the metadata -> Signposting.  Truth:
    # record page, the three files, DataCite JSON and JSON-LD.  Previews, the ?download=1
    # buttons, the zip, the v1 record and the community are not advertised.
    case(
        "invenio-tweed-salmon-smolt-telemetry",
        "InvenioRDM (12, signposting)",
        "Single Hop",
        "signposting",
        IV.url("/records/7x2kq-mv931"),
        _iv_truth("7x2kq-mv931"),
        invenio_sites,
        others=[IV.url("/records/q8c3d-0yw27")],
    ),
    # Second record (groundfish survey), two files.  Truth: record, files, two exports.
    case(
        "invenio-igfs-2022-survey",
        "InvenioRDM (12, signposting)",
        "Single Hop",
        "signposting",
        IV.url("/records/h3rwa-0p4z8"),
        _iv_truth("h3rwa-0p4z8"),
        invenio_sites,
    ),
]
