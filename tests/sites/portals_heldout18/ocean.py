"""Ocean, sensor and climate data servers: an ERDDAP-like server, a THREDDS-like catalogue
with OPeNDAP and HTTP file services, a Hyrax-like OPeNDAP server, a PANGAEA-like earth-science data publisher with
Signposting, and an ESGF-like climate model output node."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal, data

from ._kit import Hub, a, link_header, meta, ul

NC = b"CDF\x01\x00\x00\x00\x00\x00\x00\x00\x0a"  # a netCDF classic header start


# --- ERDDAP-like -----------------------------------------------------------------------

ERD = "coastwatch.seabuoy-obs.hx18.example"


def erddap() -> list[Case]:
    hub = Hub(
        "ERDDAP",
        Portal(
            ERD,
            "ERDDAP",
            menu=[
                ("/erddap/index.html", "ERDDAP"),
                ("/erddap/info/index.html?page=1&itemsPerPage=1000", "List of All Datasets"),
                ("/erddap/categorize/index.html", "Search by Category"),
                ("/erddap/search/advanced.html", "Advanced Search"),
                ("/erddap/information.html", "Information"),
                ("/erddap/convert/index.html", "Convert"),
            ],
            footer=[
                ("/erddap/legal.html", "Disclaimers"),
                ("/erddap/rest.html", "RESTful Web Services"),
                ("/erddap/subscriptions/index.html", "Subscriptions"),
                ("http://mastodon.test/@seabuoyobs", "Mastodon"),
            ],
            title_format="ERDDAP - {title}",
            home_title="ERDDAP",
        ),
    )
    head = meta("ERDDAP", "Seabuoy Observatory ERDDAP")
    for p in ("/erddap/legal.html", "/erddap/rest.html", "/erddap/information.html"):
        hub.stub(p, "ERDDAP information")

    def dataset(kind: str, did: str, title: str, files: list[str], extra: list[str]) -> list[str]:
        base = f"/erddap/{kind}/{did}"
        das = hub.raw(
            f"{base}.das",
            data(
                f'Attributes {{\n NC_GLOBAL {{\n  String title "{title}";\n }}\n}}\n', "text/plain"
            ),
        )
        dds = hub.raw(f"{base}.dds", data(f"Dataset {{\n}} {did};\n", "text/plain"))
        iso = hub.raw(
            f"/erddap/metadata/iso19115/xml/{did}_iso19115.xml",
            data(
                f"<gmi:MI_Metadata><gmd:fileIdentifier>{did}</gmd:fileIdentifier><gco:CharacterString>{escape(title)}</gco:CharacterString></gmi:MI_Metadata>",
                "application/xml",
            ),
        )
        fgdc = hub.raw(
            f"/erddap/metadata/fgdc/xml/{did}_fgdc.xml",
            data(
                f"<metadata><idinfo><citation><title>{escape(title)}</title></citation></idinfo></metadata>",
                "application/xml",
            ),
        )
        file_urls = [
            hub.file(None, f"/erddap/files/{did}/{f}", NC + f.encode(), "application/x-netcdf")
            for f in files
        ]
        listing = hub.page(
            f"/erddap/files/{did}/",
            f"ERDDAP - /files/{did}/",
            f"<h1>{escape(title)}</h1><p>Browse the source files.</p>"
            + "<table>"
            + "".join(
                f"<tr><td>{a(u, u.rsplit('/', 1)[1])}</td><td>2.1 MB</td></tr>" for u in file_urls
            )
            + "</table>"
            + a("/erddap/files/", "Parent Directory"),
            head=head,
            raw_title=True,
        )
        info = hub.page(
            f"/erddap/info/{did}/index.html",
            f"Information about {title}",
            f"<h1>{escape(title)}</h1><table><tr><th>Row Type</th><th>Variable Name</th></tr>"
            f"<tr><td>attribute</td><td>NC_GLOBAL</td></tr></table>"
            + a(f"{base}.html", "Data Access Form")
            + a(iso, "ISO 19115-2/19139 XML"),
            head=head,
        )
        graph = hub.page(
            f"{base}.graph",
            f"Make A Graph from {did}",
            f'<h1>Make A Graph</h1><p>{escape(title)}</p><img src="{base}.smallPng" alt="">',
            head=head,
        )
        hub.raw(f"{base}.smallPng", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
        rows = [
            a(das, "Dataset Attribute Structure (.das)"),
            a(dds, "Dataset Descriptor Structure (.dds)"),
            a(info, "Background info: metadata"),
            a(graph, "Make A Graph"),
            a(iso, "ISO 19115"),
            a(fgdc, "FGDC"),
            a(listing, "files"),
            *extra,
        ]
        entry = hub.page(
            f"{base}.html",
            f"Data Access Form - {did}",
            f"<h1>ERDDAP - {escape(title)}</h1><h2>Data Access Form</h2>"
            f"<p>Dataset ID: {did}</p>{ul(rows)}"
            f'<form action="{base}.htmlTable"><input name="time"><button>Submit</button></form>'
            + a(f"/erddap/search/index.html?searchFor={did.lower()[:8]}", "similar datasets")
            + a("/erddap/legal.html", "License: see Disclaimers"),
            head=head,
        )
        pages = [entry, das, dds, info, graph, iso, fgdc, listing, *file_urls]
        return pages

    sst = hub.stub("/erddap/info/sboMODISsst8day/index.html", "Information about MODIS SST, 8-day")
    wms = hub.page(
        "/erddap/wms/sboMODISchla8day/index.html",
        "WMS: sboMODISchla8day",
        "<h1>ERDDAP - sboMODISchla8day - WMS</h1><p>GetCapabilities and a demo map.</p>",
    )
    chla = dataset(
        "griddap",
        "sboMODISchla8day",
        "Chlorophyll-a, Aqua MODIS, 8-day composite, Seabuoy coastal grid",
        ["A2024153_2024160.L3m_8D_CHL.nc", "A2024161_2024168.L3m_8D_CHL.nc"],
        [a(wms, "WMS"), a(sst, "Related: MODIS SST 8-day")],
    )
    wave = hub.stub(
        "/erddap/info/sboBuoy46089wave/index.html", "Information about Buoy 46089 waves"
    )
    subset_q = "/erddap/tabledap/sboBuoy46089met.csv?time,wspd,gst,atmp"
    hub.raw(
        subset_q,
        data(
            "time,wspd,gst,atmp\nUTC,m s-1,m s-1,degree_C\n2024-06-01T00:00:00Z,6.1,7.9,12.4\n",
            "text/csv",
        ),
    )
    subset_page = hub.page(
        "/erddap/tabledap/sboBuoy46089met.subset",
        "Subset - sboBuoy46089met",
        "<h1>Subset</h1><p>Buoy 46089 meteorology: pick station and time.</p>",
    )
    met = dataset(
        "tabledap",
        "sboBuoy46089met",
        "Buoy 46089 Tillamook meteorology, hourly",
        ["46089h2023.csv", "46089h2024.csv"],
        [
            a(subset_page, "Subset"),
            a(subset_q, "CSV: wind and air temperature"),
            a(wave, "Related: Buoy 46089 waves"),
        ],
    )
    return [
        # sig_uri: the ERDDAP dataset ID is in every URI of the dataset (form, .das/.dds,
        # info, graph, metadata, files) and in none of the menus; files sit under
        # /erddap/files/<id>/ a hop from the entry. Truth: all of those and the WMS page.
        hub.case(
            "erddap-griddap-chla",
            "sig_uri",
            chla[0],
            [*chla, wms],
            cls="dataset (gridded)",
            detail="griddap dataset",
            others=[sst],
        ),
        # sig_uri: a tabledap buoy dataset; the subset page and a CSV query also carry the id.
        hub.case(
            "erddap-tabledap-buoy",
            "sig_uri",
            met[0],
            [*met, subset_page, hub.url(subset_q)],
            cls="dataset (time series)",
            detail="tabledap buoy dataset",
            others=[wave],
        ),
    ]


# --- THREDDS-like ----------------------------------------------------------------------

TDS = "tds.marinemet-ocean.hx18.example"


def bare(title: str, body: str) -> str:
    """A THREDDS page: its own thin header and footer, none of the portal chrome."""
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title>"
        f'<link rel="stylesheet" href="/thredds/tds.css"></head><body>'
        f'<div class="header"><img src="/thredds/threddsIcon.png" alt="TDS"> '
        f'<a href="/thredds/catalog/catalog.html">Marine Met Service THREDDS</a></div>{body}'
        f'<div class="footer">THREDDS Data Server [Version 5.5 - 2024-03-01] '
        f'<a href="http://docs.unidata.test/tds/current/userguide/">Documentation</a></div>'
        f"</body></html>"
    )


def thredds() -> list[Case]:
    hub = Hub(
        "THREDDS Data Server",
        Portal(
            TDS,
            "Marine Met Service",
            menu=[("/thredds/catalog/catalog.html", "Data catalogue"), ("/about", "About")],
            footer=[("/privacy", "Privacy"), ("/contact", "Contact")],
        ),
    )
    hub.raw("/thredds/tds.css", Response.data(b"body{font-family:serif}", "text/css"))
    hub.raw("/thredds/threddsIcon.png", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
    hub.raw(
        "/thredds/catalog/catalog.html",
        bare(
            "Catalog /thredds/catalog/catalog.html",
            "<h2>Catalog</h2>" + a("marinemet/catalog.html", "marinemet/"),
        ),
    )

    def services(path: str) -> tuple[str, list[str]]:
        name = path.rsplit("/", 1)[1]
        folder = path.rsplit("/", 1)[0]
        cat = f"/thredds/catalog/{folder}/catalog.html"
        dods = hub.raw(
            f"/thredds/dodsC/{path}.html",
            bare(
                f"OPeNDAP Dataset Access Form {name}",
                f"<h2>OPeNDAP Dataset Access Form</h2><p>Data URL: /thredds/dodsC/{path}</p>",
            ),
        )
        http = hub.file(
            None, f"/thredds/fileServer/{path}", NC + name.encode(), "application/x-netcdf"
        )
        return cat, [dods, http]

    # Case 1: one daily SST file's access page: every link is an access service of it.
    sst = "marinemet/sst/daily/sst_daily_20240601.nc"
    cat, (dods, http) = services(sst)
    q = f"catalog={cat.replace('.html', '.xml')}&dataset={sst}"
    wms = hub.raw(
        f"/thredds/wms/{sst}?service=WMS&version=1.3.0&request=GetCapabilities",
        data("<WMS_Capabilities/>", "text/xml"),
    )
    ncss = hub.raw(
        f"/thredds/ncss/grid/{sst}/dataset.html",
        bare("NetCDF Subset Service", "<h2>NCSS Grid</h2><form><input name=var></form>"),
    )
    iso = hub.raw(f"/thredds/iso/{sst}?{q}", data("<gmi:MI_Metadata/>", "application/xml"))
    ncml = hub.raw(f"/thredds/ncml/{sst}?{q}", data("<netcdf/>", "application/xml"))
    uddc = hub.raw(
        f"/thredds/uddc/{sst}?{q}", bare("UDDC", "<h2>Unidata Dataset Discovery Conventions</h2>")
    )
    hub.raw(
        cat,
        bare(
            f"Catalog {cat}",
            "<h2>Catalog</h2>" + a(f"{cat}?dataset={sst}", "sst_daily_20240601.nc"),
        ),
    )
    svc = [
        ("OPeNDAP", dods),
        ("HTTPServer", http),
        ("WMS", wms),
        ("NetcdfSubset", ncss),
        ("ISO", iso),
        ("NCML", ncml),
        ("UDDC", uddc),
    ]
    entry1 = hub.raw(
        f"{cat}?dataset={sst}",
        bare(
            "Catalog Services",
            f"<h2>Catalog {a(cat, cat)}</h2><h3>Dataset: sst_daily_20240601.nc</h3>"
            f"<ul><li><em>Data size:</em> 8.294 Mbytes</li><li><em>ID:</em> {sst}</li></ul>"
            f"<h3>Access:</h3><ol>"
            + "".join(
                f"<li><b>{n}:</b> {a(u, u.split('?', 1)[0].removeprefix('http://' + TDS))}</li>"
                for n, u in svc
            )
            + "</ol>",
        ),
    )
    hub.raw(cat.replace(".html", ".xml"), data("<catalog/>", "application/xml"))

    # Case 2: a buoy station's catalogue: yearly files, their access pages, an aggregation.
    st = "station_62105"
    folder = f"marinemet/buoys/{st}"
    cat2 = f"/thredds/catalog/{folder}/catalog.html"
    xml2 = hub.raw(
        f"/thredds/catalog/{folder}/catalog.xml", data(f'<catalog name="{st}"/>', "application/xml")
    )
    truth2 = [hub.url(cat2), xml2]
    rows = []
    for year in ("2023", "2024"):
        path = f"{folder}/{st}_{year}.nc"
        _c, (d, h) = services(path)
        page = hub.raw(
            f"{cat2}?dataset={path}",
            bare(
                "Catalog Services",
                f"<h3>Dataset: {st}_{year}.nc</h3><ol><li>{a(d, 'OPeNDAP')}</li><li>{a(h, 'HTTPServer')}</li></ol>"
                + a(cat2, "back to catalog"),
            ),
        )
        truth2 += [page, d, h]
        rows.append(a(f"{cat2}?dataset={path}", f"{st}_{year}.nc"))
    agg = hub.raw(
        f"/thredds/dodsC/{folder}/{st}_agg.ncml.html",
        bare(f"OPeNDAP Dataset Access Form {st}_agg.ncml", "<h2>Aggregation of all years</h2>"),
    )
    truth2.append(agg)
    other_st = hub.raw(
        "/thredds/catalog/marinemet/buoys/station_62106/catalog.html",
        bare(
            "Catalog /thredds/catalog/marinemet/buoys/station_62106/catalog.html",
            "<h2>station_62106</h2>",
        ),
    )
    hub.raw(
        "/thredds/catalog/marinemet/buoys/catalog.html",
        bare("Catalog buoys", a(cat2, f"{st}/") + a(other_st, "station_62106/")),
    )
    hub.raw(
        cat2,
        bare(
            f"Catalog {cat2}",
            f"<h2>Catalog {cat2}</h2><table><tr><th>Dataset</th></tr>"
            + "".join(f"<tr><td>{r}</td></tr>" for r in rows)
            + f"<tr><td>{a(agg, 'Aggregation: ' + st + '_agg.ncml')}</td></tr></table>"
            + a(xml2, "catalog.xml")
            + a("/thredds/catalog/marinemet/buoys/catalog.html", "Parent catalog")
            + a(other_st, "Neighbouring station 62106"),
        ),
    )
    return [
        # single_page_plus: a bare THREDDS access page (no site menus): everything one hop
        # away is an access service of this one file, save the parent catalogue link.
        hub.case(
            "thredds-dataset-access",
            "single_page_plus",
            entry1,
            [entry1, *[u for _n, u in svc]],
            cls="dataset (one file)",
            detail="dataset access page",
        ),
        # sig_uri: the station's catalogue; every file page, OPeNDAP form and download
        # carries "station_62105"; the parent catalogue and the neighbour do not.
        hub.case(
            "thredds-buoy-catalog",
            "sig_uri",
            hub.url(cat2),
            truth2,
            cls="dataset (collection of files)",
            detail="station catalogue",
            others=[other_st],
        ),
    ]


# --- PANGAEA-like ----------------------------------------------------------------------

PG = "doi.seafloor-archive.hx18.example"
PG_WS = "ws.seafloor-archive.hx18.example"
PG_DL = "download.seafloor-archive.hx18.example"
PG_DOI = "dx.seafloor-doi.hx18.example"


def pangaea() -> list[Case]:
    hub = Hub(
        "PANGAEA",
        Portal(
            PG,
            "SEAFLOOR - Data Publisher for Earth & Environmental Science",
            menu=[
                ("/?q=", "Search"),
                ("/submit/", "Submit"),
                ("/about/", "About"),
                ("/help/", "Help"),
                ("/contact/", "Contact"),
            ],
            footer=[
                ("/about/privacypolicy", "Privacy"),
                ("/about/legal", "Legal notice"),
                ("http://social.test/@seafloor", "Mastodon"),
                ("http://youtube.test/seafloor", "YouTube"),
            ],
            title_format="{title}",
            home_title="SEAFLOOR - Data Publisher for Earth & Environmental Science",
        ),
        plain=[PG_WS, PG_DL, PG_DOI],
    )
    hub.stub("/submit/", "Submit data")
    campaign = hub.stub("/?q=campaign:SO-287", "Campaign SO-287 (CANARIAS-SLOPE)")
    parent = hub.stub("/10.1594/SEAFLOOR.961240", "CTD profiles of cruise SO-287 (collection)")
    paper = hub.stub(
        "/pub/ctd-canary-slope", "Related article: Slope currents off the Canary Islands"
    )

    def dataset(n: str, title: str, authors: str, zipfile: bool) -> tuple[str, list[str]]:
        doi = f"10.1594/SEAFLOOR.{n}"
        path = f"/{doi}"
        cite = hub.redirect(PG_DOI, path, hub.url(path))
        tab = hub.raw(
            f"{path}?format=textfile",
            data(
                f"/* DATA DESCRIPTION:\nCitation:\t{authors}: {title}. SEAFLOOR, https://doi.seafloor.example/{doi}\n*/\nDepth [m]\tTemp [°C]\n10\t14.2\n",
                "text/tab-separated-values; charset=UTF-8",
            ),
        )
        view = hub.page(
            f"{path}?format=html",
            f"{title} - data table",
            f"<h1>{escape(title)}</h1><table><tr><th>Depth [m]</th><th>Temp [°C]</th></tr><tr><td>10</td><td>14.2</td></tr></table>",
        )
        jsonld = hub.raw(
            f"{path}?format=metadata_jsonld",
            data(f'{{"@type":"Dataset","name":"{title}"}}', "application/ld+json"),
        )
        oai = f"/oai/provider?verb=GetRecord&metadataPrefix=datacite4&identifier=oai:seafloor-archive:doi:{doi}"
        dc = hub.file(
            PG_WS,
            oai,
            f"<resource><titles><title>{escape(title)}</title></titles></resource>",
            "application/xml",
        )
        items = [(tab, "item", "text/tab-separated-values")]
        extra = []
        if zipfile:
            z = hub.file(
                PG_DL,
                f"/SEAFLOOR/{n}/SEAFLOOR_{n}_raw.zip",
                b"PK\x05\x06" + b"\x00" * 18,
                "application/zip",
            )
            items.append((z, "item", "application/zip"))
            extra.append(z)
        else:
            p = hub.pdf(PG_DL, f"/SEAFLOOR/{n}/core_description_{n}.pdf", title, "Core description")
            items.append((p, "item", "application/pdf"))
            extra.append(p)
        header = link_header(
            (cite, "cite-as"),
            (dc, "describedby", "application/vnd.datacite.datacite+xml"),
            (jsonld, "describedby", "application/ld+json"),
            *items,
            ("http://creativecommons.test/licenses/by/4.0/", "license"),
            ("http://schema.test/Dataset", "type"),
        )
        entry = hub.page(
            path,
            f"{authors} ({'2024'}): {title}",
            f"<h1>{escape(title)}</h1><p>{escape(authors)} (2024): {escape(title)}. SEAFLOOR, {a(cite, 'https://doi.seafloor.example/' + doi)}</p>"
            f"<h2>Download</h2>{ul([a(tab, 'Download dataset as tab-delimited text'), a(view, 'View dataset as HTML'), *[a(u, u.rsplit('/', 1)[1]) for u in extra]])}"
            f"<h2>Metadata</h2>{ul([a(dc, 'DataCite XML'), a(jsonld, 'Schema.org JSON-LD')])}"
            f"<p>Event: {a(campaign, 'SO-287_12-1')} · Part of: {a(parent, 'SEAFLOOR.961240')} · Supplement to: {a(paper, 'article')} · License: {a('http://creativecommons.test/licenses/by/4.0/', 'CC-BY-4.0')}</p>",
            head=meta("SEAFLOOR Publisher 3.2", "SEAFLOOR", citation_doi=doi, citation_title=title)
            + f'<link rel="cite-as" href="{cite}"><link rel="describedby" type="application/ld+json" href="{jsonld}">',
            headers=[header],
            share=True,
        )
        return cite, [entry, tab, view, jsonld, dc, *extra]

    cite1, t1 = dataset(
        "961245",
        "Physical oceanography during SONNE cruise SO-287, CTD station SO-287_12-1",
        "Krämer, L; Ortega, P",
        True,
    )
    _c2, t2 = dataset(
        "958803",
        "Geochemistry of sediment core GeoB24517-3, Cape Verde Basin",
        "Santos, R; Weber, M",
        False,
    )
    return [
        # signposting: the landing answers Link headers naming its items (tab-delimited
        # data, raw zip on the download host) and metadata (DataCite on the OAI host,
        # JSON-LD). Entry is the DOI; truth adds the HTML data view an archivist keeps too.
        hub.case(
            "pangaea-ctd-doi",
            "signposting",
            cite1,
            t1,
            cls="dataset",
            detail="DOI entry",
            landing=t1[0],
            others=[campaign, parent, paper],
        ),
        # signposting: a sediment-core dataset entered at its landing page; a PDF item.
        hub.case(
            "pangaea-sediment-core",
            "signposting",
            t2[0],
            t2,
            cls="dataset",
            detail="landing entry",
            others=[campaign, parent, paper],
        ),
    ]


# --- ESGF-like -------------------------------------------------------------------------

ES = "esgf-node.climod-centre.hx18.example"
ES_DATA = "esgf-data1.climod-centre.hx18.example"
ES_IDX = "esgf-index.climod-centre.hx18.example"


def esgf() -> list[Case]:
    hub = Hub(
        "ESGF",
        Portal(
            ES,
            "ESGF @ CLIMOD",
            menu=[
                ("/search/cmip6-climod/", "CMIP6 search"),
                ("/projects/", "Projects"),
                ("/user/add/", "Create account"),
                ("/esgf-idp/openid/", "OpenID"),
                ("/about/", "About ESGF"),
            ],
            footer=[
                ("/about/terms/", "Terms of use"),
                ("/about/privacy/", "Data protection"),
                ("mailto:esgf@climod.example", "Support"),
            ],
            title_format="{title}",
            home_title="ESGF @ CLIMOD",
        ),
        plain=[ES_DATA, ES_IDX],
    )
    wdcc = hub.stub(
        "/citation/CMIP6.ScenarioMIP.CLIMOD.CLIMOD-ESM2",
        "Citation: CLIMOD CLIMOD-ESM2 model output prepared for CMIP6 ScenarioMIP",
    )

    def dataset(exp: str, act: str, var: str, version: str, periods: list[str]) -> list[str]:
        did = f"CMIP6.{act}.CLIMOD.CLIMOD-ESM2.{exp}.r1i1p1f1.Amon.{var}.gn.{version}"
        path = f"/projects/cmip6-climod/dataset/{did}"
        drs = f"CMIP6/{act}/CLIMOD/CLIMOD-ESM2/{exp}/r1i1p1f1/Amon/{var}/gn/{version}"
        files = [
            hub.file(
                ES_DATA,
                f"/thredds/fileServer/css03_data/{drs}/{var}_Amon_CLIMOD-ESM2_{exp}_r1i1p1f1_gn_{p}.nc",
                NC,
                "application/x-netcdf",
            )
            for p in periods
        ]
        wget = hub.raw(
            f"/esg-search/wget?distrib=false&dataset_id={did}",
            data(
                f"#!/bin/bash\n# ESG Federation download script\n# dataset: {did}\n"
                + "".join(f"'{f.rsplit('/', 1)[1]}' '{f}' 'SHA256'\n" for f in files),
                "text/x-sh",
            ),
        )
        search = hub.file(
            ES_IDX,
            f"/esg-search/search/?type=File&dataset_id={did}&limit=50",
            f'<response><result numFound="{len(files)}"><doc><str name="dataset_id">{did}</str></doc></result></response>',
            "application/xml",
        )
        tcat = hub.file(
            ES_DATA,
            f"/thredds/esgcet/7/{did}.xml",
            f'<catalog><dataset name="{did}" ID="{did}"/></catalog>',
            "application/xml",
        )
        filelist = hub.page(
            f"{path}/files",
            f"{did} - files",
            f"<h1>Files of {did}</h1>" + ul(a(u, u.rsplit("/", 1)[1]) for u in files),
            raw_title=True,
        )
        further = hub.stub(
            f"/further-info/CMIP6.{act}.CLIMOD.CLIMOD-ESM2.{exp}.none.r1i1p1f1",
            f"ES-DOC further info: CLIMOD-ESM2 {exp}",
        )
        entry = hub.page(
            path,
            did,
            f"<h1>{did}</h1><dl><dt>Variable</dt><dd>{var}</dd><dt>Experiment</dt><dd>{exp}</dd>"
            f"<dt>Version</dt><dd>{version}</dd><dt>Data node</dt><dd>{ES_DATA}</dd></dl>"
            + ul(
                [
                    a(filelist, f"List {len(files)} files"),
                    a(wget, "WGET script"),
                    a(search, "Search API (files)"),
                    a(tcat, "THREDDS catalog"),
                ]
            )
            + f"<p>{a(further, 'Further info (ES-DOC)')} · {a(wdcc, 'Citation')}</p>",
            head=meta("CoG 4.0", "ESGF"),
            raw_title=True,
        )
        return [entry, filelist, wget, search, tcat, *files, further]

    tas = dataset("ssp245", "ScenarioMIP", "tas", "v20230512", ["201501-206412", "206501-210012"])
    pr = dataset(
        "historical", "CMIP", "pr", "v20230601", ["185001-189912", "190001-194912", "195001-201412"]
    )
    return [
        # sig_title_plus_ignored: the title is the dataset id; the file list, wget script,
        # search answer and THREDDS catalogue all carry it, the NetCDF files do not and are
        # reached one hop from the file list (ignoring the chrome).
        hub.case(
            "esgf-tas-ssp245",
            "sig_title_plus_ignored",
            tas[0],
            tas[:-1],
            cls="dataset (model output)",
            detail="CMIP6 dataset",
            others=[wdcc, tas[-1]],
        ),
        hub.case(
            "esgf-pr-historical",
            "sig_title_plus_ignored",
            pr[0],
            pr[:-1],
            cls="dataset (model output)",
            detail="CMIP6 dataset",
            others=[wdcc, pr[-1]],
        ),
    ]


# --- Hyrax-like OPeNDAP server ---------------------------------------------------------

OD = "opendap.argo-floats.hx18.example"


def hyrax_page(title: str, body: str) -> str:
    """A Hyrax page: the OPeNDAP banner and sponsor footer, no site menus."""
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title>"
        f'<link rel="stylesheet" href="/opendap/docs/css/contents.css" type="text/css">'
        f'<meta name="generator" content="Hyrax 1.17.0"></head><body>'
        f'<table><tr><td><img src="/opendap/docs/images/logo.png" alt="OPeNDAP"></td>'
        f"<td><h1>{escape(title)}</h1></td></tr></table><hr>{body}<hr>"
        f"<p>Hyrax development sponsored by {a('http://www.nsf.test/', 'NSF')}, "
        f"{a('http://www.nasa.test/', 'NASA')} and {a('http://www.noaa.test/', 'NOAA')}. "
        f"{a('http://docs.opendap.test/hyrax/', 'OPeNDAP Hyrax documentation')}</p></body></html>"
    )


def hyrax() -> list[Case]:
    hub = Hub(
        "Hyrax OPeNDAP server",
        Portal(
            OD,
            "Argo float data (OPeNDAP)",
            menu=[("/opendap/", "Hyrax"), ("/about.html", "About")],
            footer=[("/contact.html", "Contact")],
        ),
    )
    hub.raw("/opendap/docs/css/contents.css", Response.data(b"td{padding:2px}", "text/css"))
    hub.raw("/opendap/docs/images/logo.png", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
    d = "/opendap/hyrax/argo/dac/coriolis/6901234/profiles/"
    hub.raw(
        "/opendap/hyrax/argo/dac/coriolis/6901234/contents.html",
        hyrax_page(
            "Contents of /argo/dac/coriolis/6901234",
            a("profiles/contents.html", "profiles/")
            + a("6901234_prof.nc.dmr.html", "6901234_prof.nc (dmr)"),
        ),
    )
    truth_a: list[str] = []
    rows = []
    for n in ("001", "002", "003"):
        f = f"R6901234_{n}.nc"
        raw = hub.file(None, d + f, NC + f.encode(), "application/x-netcdf")
        dmr = hub.raw(
            d + f + ".dmr.html",
            hyrax_page(f"DAP4 Data Request Form {f}", "<form><input name='dap4.ce'></form>"),
        )
        das = hub.raw(d + f + ".das", data("Attributes {\n}\n", "text/plain"))
        dds = hub.raw(d + f + ".dds", data(f"Dataset {{\n}} {f};\n", "text/plain"))
        info = hub.raw(
            d + f + ".info", hyrax_page(f"Dataset information {f}", "<p>Global attributes</p>")
        )
        rdf = hub.raw(d + f + ".rdf", data("<rdf:RDF/>", "application/rdf+xml"))
        truth_a += [raw, dmr, das, dds, info, rdf]
        rows.append(
            f"<tr><td>{a(f, f)}</td><td>2024-03-0{n[-1]}T10:12:44</td><td>48K</td>"
            + "".join(
                f"<td>{a(u, lab)}</td>"
                for u, lab in [
                    (dmr, "dmr"),
                    (das, "das"),
                    (dds, "dds"),
                    (info, "info"),
                    (rdf, "rdf"),
                ]
            )
            + "</tr>"
        )
    cat = hub.raw(
        d + "catalog.xml",
        data(
            '<thredds:catalog name="Hyrax: /argo/dac/coriolis/6901234/profiles"/>',
            "application/xml",
        ),
    )
    entry_a = hub.raw(
        d + "contents.html",
        hyrax_page(
            "Contents of /argo/dac/coriolis/6901234/profiles",
            f"<table><tr><td>{a('../contents.html', 'Parent Directory/')}</td></tr>{''.join(rows)}</table>"
            f"<p>{a('catalog.xml', 'THREDDS Catalog XML')}</p>",
        ),
    )
    truth_a = [entry_a, *truth_a, cat]

    # Case B: the data request form of a float's merged profile file
    g = "/opendap/hyrax/argo/dac/coriolis/6901234/6901234_prof.nc"
    outs = [
        hub.file(None, g + ".dap.nc4", NC, "application/x-netcdf;ver=4"),
        hub.raw(g + ".dap.csv", data("PRES,TEMP\n5.0,12.9\n", "text/csv")),
        hub.raw(
            g + ".dmr.xml",
            data(
                "<Dataset name='6901234_prof.nc'/>",
                "application/vnd.opendap.dap4.dataset-metadata+xml",
            ),
        ),
        hub.raw(g + ".dmr.rdf", data("<rdf:RDF/>", "application/rdf+xml")),
        hub.raw(g + ".dmr.json", data('{"name":"6901234_prof.nc"}', "application/json")),
    ]
    entry_b = hub.raw(
        g + ".dmr.html",
        hyrax_page(
            "DAP4 Data Request Form 6901234_prof.nc",
            f"<p>Dataset URL: {g}</p><form><input name='dap4.ce' value='PRES;TEMP;PSAL'></form>"
            "<h2>Get as</h2>"
            + ul(a(u, u.rsplit(".", 1)[1]) for u in outs)
            + f"<p>{a('contents.html', 'Back to 6901234/')} · {a('http://docs.opendap.test/dap4/forms/', 'Form help')}</p>",
        ),
    )
    return [
        # single_page_plus: a bare Hyrax directory listing of one float's profiles: every
        # link is a file of it or a view of a file (dmr, das, dds, info, rdf) or its
        # catalogue, save the parent directory and the sponsors' and docs' sites.
        hub.case(
            "hyrax-float-profiles",
            "single_page_plus",
            entry_a,
            truth_a,
            cls="dataset (directory of files)",
            detail="directory contents",
        ),
        # single_page_plus: a bare DAP4 data request form: its downloads (NetCDF-4, CSV)
        # and metadata answers (DMR XML, RDF, JSON) are one hop away.
        hub.case(
            "hyrax-float-dap4-form",
            "single_page_plus",
            entry_b,
            [entry_b, *outs],
            cls="dataset (one file)",
            detail="data request form",
        ),
    ]


def cases() -> list[Case]:
    return [*erddap(), *thredds(), *hyrax(), *pangaea(), *esgf()]
