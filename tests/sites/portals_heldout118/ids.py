"""Artifacts named by an identifier in every URI: ERDDAP datasets, GBIF IPT resources of
an OBIS node, and OBIS dataset pages with their API on another host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, links

from ._kit import Portal, a, csv_file, dl, host, json_file, text_file, xml_file, zip_file

# ---------------------------------------------------------------- ERDDAP 2.25
ERD = Portal(
    host("erddap", "marinefish"),
    "ERDDAP",
    menu=[
        ("/erddap/index.html", "ERDDAP home"),
        ("/erddap/search/advanced.html", "Advanced search"),
        ("/erddap/categorize/index.html", "Categories"),
        ("/erddap/information.html", "Information"),
    ],
    footer=[
        ("/erddap/legal.html", "Disclaimers | Privacy Policy"),
        ("/erddap/information.html", "Contact"),
    ],
    title_format="{name} - {title}",
)
ERD_SETS = {
    "nefsc_bottom_trawl_fall_2023": (
        "NEFSC Fall Bottom Trawl Survey 2023, Catch per Tow by Species",
        "NOAA NEFSC",
        ["bts_fall_2023_catch.csv", "bts_fall_2023_stations.csv"],
    ),
    "otn_gulf_st_lawrence_detections": (
        "OTN Gulf of St. Lawrence Acoustic Receiver Array, Tag Detections",
        "Ocean Tracking Network",
        [],
    ),
}


def _erd_members(did: str) -> list[str]:
    files = ERD_SETS[did][2]
    out = [
        f"/erddap/tabledap/{did}.html",
        f"/erddap/tabledap/{did}.graph",
        f"/erddap/tabledap/{did}.subset",
        f"/erddap/tabledap/{did}.das",
        f"/erddap/tabledap/{did}.dds",
        f"/erddap/info/{did}/index.html",
        f"/erddap/metadata/fgdc/xml/{did}_fgdc.xml",
        f"/erddap/metadata/iso19115/xml/{did}_iso19115.xml",
        f"/erddap/rss/{did}.rss",
    ]
    if files:
        out.append(f"/erddap/files/{did}/")
        out += [f"/erddap/files/{did}/{f}" for f in files]
    return out


def erddap_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for did, (title, inst, files) in ERD_SETS.items():
        m = _erd_members(did)
        bar = (
            '<table class="compact"><tr><td>Dataset Title:</td><td><b>'
            + escape(title)
            + "</b> "
            + a(m[8], "RSS")
            + "</td></tr><tr><td>Institution:</td><td>"
            + escape(inst)
            + f" (Dataset ID: {did})</td></tr><tr><td>Information:</td><td>"
            + a(m[5], "Summary")
            + " | "
            + a(m[3], "Metadata")
            + " | "
            + a(f"http://www.{did.split('_')[0]}.test/", "Background")
            + " | "
            + a(m[6], "FGDC")
            + " | "
            + a(m[7], "ISO 19115")
            + " | "
            + a(m[2], "Subset")
            + " | "
            + a(m[1], "Make a graph")
            + (" | " + a(m[9], "Files") if files else "")
            + "</td></tr></table>"
        )
        form = (
            f'<form action="/erddap/tabledap/{did}.html" method="GET"><table>'
            '<tr><td>time</td><td><input name="time&gt;=" value="2023-09-01T00:00:00Z"></td></tr>'
            '</table><select name="fileType"><option>.csv</option><option>.nc</option></select>'
            "<button>Submit</button></form>"
            + a("/erddap/tabledap/documentation.html", "Documentation / Bypass this form")
        )
        pages[m[0]] = ERD.page(
            f"{title} - Data Access Form", "<h1>Data Access Form</h1>" + bar + form
        )
        pages[m[1]] = ERD.page(f"{title} - Make A Graph", "<h1>Make A Graph</h1>" + bar)
        pages[m[2]] = ERD.page(f"{title} - Subset", "<h1>Subset</h1>" + bar)
        pages[m[3]] = text_file(
            f'Attributes {{\n NC_GLOBAL {{\n  String title "{title}";\n }}\n}}\n'
        )
        pages[m[4]] = text_file("Dataset {\n  Sequence {\n    Float64 time;\n  } s;\n} s;\n")
        pages[m[5]] = ERD.page(
            f"Information about {title}",
            "<h1>Information</h1>"
            + bar
            + a(m[4], "Data structure (.dds)")
            + dl([("cdm_data_type", "Point"), ("institution", escape(inst))]),
        )
        pages[m[6]] = xml_file(
            f"<metadata><idinfo><citation><title>{escape(title)}</title></citation></idinfo></metadata>"
        )
        pages[m[7]] = xml_file(f"<gmi:MI_Metadata><title>{escape(title)}</title></gmi:MI_Metadata>")
        pages[m[8]] = xml_file(
            f'<rss version="2.0"><channel><title>ERDDAP: {escape(title)}</title></channel></rss>',
            "application/rss+xml",
        )
        if files:
            rows = '<tr><td><a href="../">Parent Directory</a></td></tr>' + "".join(
                f"<tr><td>{a(f, f)}</td></tr>" for f in files
            )
            pages[m[9]] = ERD.page(
                f"{did} files", f"<h1>ERDDAP - /files/{did}/</h1><table>{rows}</table>"
            )
            for f in files:
                pages[f"/erddap/files/{did}/{f}"] = csv_file(
                    "cruise,station,species,catch_kg", "202304,101,Melanogrammus aeglefinus,48.2"
                )
    pages["/erddap/files/"] = ERD.page("files", "<h1>ERDDAP - /files/</h1>")
    pages["/erddap/tabledap/documentation.html"] = ERD.page(
        "tabledap Documentation", "<h1>tabledap</h1>"
    )
    return [ERD.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- GBIF IPT 3 (OBIS node)
IPT = Portal(
    host("ipt", "oceanbiogeo"),
    "OBIS Canada IPT",
    menu=[("/", "Home"), ("/about.do", "About"), ("/login.do", "Login")],
    footer=[("/about.do", "About this IPT"), ("http://www.gbif.test/ipt", "GBIF IPT")],
    title_format="{title}",
    home_title="IPT",
)
IPT_SETS = {
    "dfo-maritimes-rv-survey": (
        "DFO Maritimes Research Vessel Trawl Surveys",
        "2.4",
        ["2.3", "2.2"],
    ),
    "otn-atlantic-sturgeon-tags": (
        "Atlantic sturgeon acoustic tagging, Saint John River estuary",
        "1.0",
        [],
    ),
}


def _ipt_members(r: str) -> list[str]:
    _t, cur, old = IPT_SETS[r]
    out = [f"/resource?r={r}", f"/archive.do?r={r}", f"/eml.do?r={r}", f"/rtf.do?r={r}"]
    for v in old:
        out += [f"/resource?r={r}&v={v}", f"/archive.do?r={r}&v={v}", f"/eml.do?r={r}&v={v}"]
    return out


def ipt_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for r, (title, cur, old) in IPT_SETS.items():

        def body(
            version: str, r: str = r, title: str = title, old: list[str] = old, cur: str = cur
        ) -> str:
            q = f"r={r}" if version == cur else f"r={r}&v={version}"
            hist = ""
            if old:
                hist = (
                    "<h2>Versions</h2><table>"
                    + f"<tr><td>{cur} (latest)</td></tr>"
                    + "".join(f"<tr><td>{a(f'/resource?r={r}&v={v}', v)}</td></tr>" for v in old)
                    + "</table>"
                )
            return (
                f'<h1 property="dc:title">{escape(title)}</h1><p>Latest version published by Fisheries and Oceans Canada '
                f"(version {version})</p>"
                '<div id="dataRecords"><h2>Data Records</h2><p>The data in this occurrence resource have been '
                "published as a Darwin Core Archive. "
                '<a href="http://www.gbif.test/dataset/0c0f9d34-1d3a-4d1e-8a66-5e7f3a0b9d21">View on GBIF</a></p></div>'
                "<h2>Downloads</h2><ul>"
                f"<li>{a(f'/archive.do?{q}', 'Darwin Core Archive (zip)')}</li>"
                f"<li>{a(f'/eml.do?{q}', 'Metadata as an EML file')}</li>"
                + (
                    f"<li>{a(f'/rtf.do?{q}', 'Metadata as an RTF file')}</li>"
                    if version == cur
                    else ""
                )
                + f"</ul>{hist}<h2>Rights</h2><p>CC BY 4.0</p>"
                "<h2>Citation</h2><p>Fisheries and Oceans Canada (2025). " + escape(title) + ".</p>"
            )

        pages[f"/resource?r={r}"] = IPT.page(title, body(cur))
        pages[f"/archive.do?r={r}"] = zip_file(r)
        pages[f"/eml.do?r={r}"] = xml_file(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>"
        )
        pages[f"/rtf.do?r={r}"] = text_file("{\\rtf1 " + title + "}", "application/rtf")
        for v in old:
            pages[f"/resource?r={r}&v={v}"] = IPT.page(f"{title} (version {v})", body(v))
            pages[f"/archive.do?r={r}&v={v}"] = zip_file(r + v)
            pages[f"/eml.do?r={r}&v={v}"] = xml_file(
                f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>"
            )
    pages["/about.do"] = IPT.page("About", "<h1>About this IPT</h1>")
    return [IPT.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- OBIS dataset pages + API
OB = Portal(
    host("obis", "oceanbiodiv"),
    "OBIS",
    menu=[
        ("/data/access", "Data access"),
        ("/datasets", "Datasets"),
        ("/nodes", "Nodes"),
        ("/manual", "Manual"),
    ],
    footer=[("/contact", "Contact"), ("/data-policy", "Data policy")],
    title_format="{title} - {name}",
)
OB_API = host("api", "oceanbiodiv")
OB_MAPPER = host("mapper", "oceanbiodiv")
OB_ID = "5a1c9e4d-7e0b-4d0c-9b8a-2f2c3c1e9a77"
OB_NODE = "7dfb2d90-9317-434d-8d4e-64adf324579a"


def obis_sites() -> list[Site]:
    title = "Scotian Shelf harbour seal satellite telemetry 1995-2005"
    main = (
        f'<h1>{escape(title)}</h1><p class="dataset-id">{OB_ID}</p>'
        + dl(
            [
                ("Node", a(f"/node/{OB_NODE}", "OBIS Canada")),
                ("Institution", a("/institute/10327", "Bedford Institute of Oceanography")),
                (
                    "Source",
                    '<a href="http://ipt.obis-ca.test/resource?r=bio_harbour_seal">IPT resource</a>',
                ),
                ("Records", "48,211"),
            ]
        )
        + "<h2>Explore</h2>"
        + links(
            [
                (f"http://{OB_MAPPER}/?datasetid={OB_ID}", "Open in mapper"),
                (f"http://{OB_API}/v3/occurrence?datasetid={OB_ID}", "Occurrence API"),
                (f"http://{OB_API}/v3/checklist?datasetid={OB_ID}", "Checklist API"),
                (f"http://{OB_API}/v3/dataset/{OB_ID}", "Dataset metadata (JSON)"),
            ]
        )
        + '<div id="map" data-src="/tiles"></div>'
    )
    site = OB.site(
        {
            f"/dataset/{OB_ID}": OB.page(title, main),
            f"/node/{OB_NODE}": OB.page("OBIS Canada", "<h1>OBIS Canada</h1>"),
            "/institute/10327": OB.page("Bedford Institute of Oceanography", "<h1>BIO</h1>"),
        }
    )
    api = Site(OB_API)
    api.add(f"/v3/occurrence?datasetid={OB_ID}", json_file({"total": 48211, "results": []}))
    api.add(
        f"/v3/checklist?datasetid={OB_ID}",
        json_file({"total": 3, "results": [{"scientificName": "Phoca vitulina"}]}),
    )
    api.add(f"/v3/dataset/{OB_ID}", json_file({"results": [{"id": OB_ID, "title": title}]}))
    mapper = Site(OB_MAPPER)
    mapper.add(
        "/",
        "<!DOCTYPE html><html><head><title>OBIS Mapper</title></head><body><div id=app></div></body></html>",
    )
    return [site, api, mapper]


CASES: list[Case] = [
    # ERDDAP tabledap dataset: its pages live in unrelated paths (tabledap, info, metadata,
    # rss, files) but every URI carries the datasetID, as the seed's GBIF example carries
    # its key -> Significant String from URI.  Truth: data access form, graph and subset
    # pages, .das/.dds, info page, FGDC and ISO metadata, RSS, files directory and files.
    case(
        "erddap-nefsc-fall-bts-2023",
        "ERDDAP (2.25, regional data server)",
        "Multi-Hop",
        "sig_uri",
        ERD.url(_erd_members("nefsc_bottom_trawl_fall_2023")[0]),
        [ERD.url(u) for u in _erd_members("nefsc_bottom_trawl_fall_2023")],
        erddap_sites,
    ),
    # ERDDAP telemetry dataset without a /files/ directory.  Truth as above, minus files.
    case(
        "erddap-otn-gsl-detections",
        "ERDDAP (2.25, regional data server)",
        "Multi-Hop",
        "sig_uri",
        ERD.url(_erd_members("otn_gulf_st_lawrence_detections")[0]),
        [ERD.url(u) for u in _erd_members("otn_gulf_st_lawrence_detections")],
        erddap_sites,
    ),
    # GBIF IPT resource: the short name r=... is in every URI of the resource (archive,
    # EML, RTF, version pages and their files) -> Significant String from URI.  Truth: the
    # resource page, its three downloads, two older versions with their archives and EML.
    case(
        "ipt-dfo-maritimes-rv-survey",
        "GBIF IPT (3, OBIS node)",
        "Multi-Hop",
        "sig_uri",
        IPT.url("/resource?r=dfo-maritimes-rv-survey"),
        [IPT.url(u) for u in _ipt_members("dfo-maritimes-rv-survey")],
        ipt_sites,
    ),
    # IPT resource with a single version.  Truth: resource page, archive, EML, RTF.
    case(
        "ipt-atlantic-sturgeon-tags",
        "GBIF IPT (3, OBIS node)",
        "Multi-Hop",
        "sig_uri",
        IPT.url("/resource?r=otn-atlantic-sturgeon-tags"),
        [IPT.url(u) for u in _ipt_members("otn-atlantic-sturgeon-tags")],
        ipt_sites,
    ),
    # OBIS dataset page (GBIF's twin, the seed's own Significant String from URI example):
    # the dataset UUID is in the page's URI and in the mapper and API URIs on other hosts.
    # Truth: dataset page, mapper view, occurrence, checklist and dataset API calls; node,
    # institute and the source IPT are other artifacts.
    case(
        "obis-harbour-seal-telemetry",
        "OBIS (dataset pages with API)",
        "Multi-Hop",
        "sig_uri",
        OB.url(f"/dataset/{OB_ID}"),
        [
            OB.url(f"/dataset/{OB_ID}"),
            f"http://{OB_MAPPER}/?datasetid={OB_ID}",
            f"http://{OB_API}/v3/occurrence?datasetid={OB_ID}",
            f"http://{OB_API}/v3/checklist?datasetid={OB_ID}",
            f"http://{OB_API}/v3/dataset/{OB_ID}",
        ],
        obis_sites,
    ),
]
