"""US federal science agencies and labs: ScienceBase, NCEI, PDS, OSTI, RePORTER, Census,
a geological map series, an environmental monitoring network, a space-image archive.

Every case's comment says which of the seed's heuristics it expects and why, and what its
truth is (what an archivist preserving that artifact wants: the landing page, its files and
parts, never site chrome, never other artifacts).
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal
from sites.portals_heldout23._kit import Hub, a, blob, meta, pdf_file, png_file, tiff, ul

GOV_FOOT = [
    ("/about", "About"),
    ("/policies/privacy", "Privacy policy"),
    ("/accessibility", "Accessibility"),
    ("/foia", "FOIA"),
    ("http://twitter.test/agency", "Twitter"),
    ("http://www.facebook.test/agency", "Facebook"),
]


# ---------------------------------------------------------------- ScienceBase-like
def sciencebase() -> list[Case]:
    h = Hub(
        "ScienceBase-like data release catalog",
        Portal(
            "www.sbase.hx23.example",
            "ScienceBase-Catalog",
            menu=[
                ("/catalog/", "Catalog Home"),
                ("/catalog/items?q=&filter=browseCategory%3DData", "Browse Data"),
                ("/catalog/item/4f4e4760e4b07f02db47dfb4", "USGS Data Releases"),
                ("/about/", "About ScienceBase"),
                ("/catalog/help", "Help"),
            ],
            footer=GOV_FOOT,
            title_format="{title} - {name}",
            home_title="ScienceBase-Catalog",
        ),
    )
    doi = "doi.sbres.hx23.example"
    files = "prod-is-usgs-sb.sbfiles.hx23.example"

    def item(
        iid: str, title: str, body: str, children: list[tuple[str, str]], fl: list[str], par: str
    ) -> str:
        head = meta(
            [
                ("citation_title", title),
                ("citation_publisher", "U.S. Geological Survey"),
                ("citation_publication_date", "2021"),
                ("generator", "ScienceBase Catalog 4.2"),
            ]
        )
        kids = ""
        if children:
            kids = (
                f"<h3>Child Items ({len(children)})</h3>{ul(children)}"
                f"<p>{a(f'/catalog/items?parentId={iid}', 'View all child items')}</p>"
            )
        main = (
            f'<div id="sb-item"><h1>{title}</h1>'
            f'<p class="parent">Parent: {a(par, "USGS Data Releases")}</p>'
            f"<h3>Summary</h3><p>{body}</p>{kids}"
            f"<h3>Attached Files</h3><ul>{''.join(f'<li>{x}</li>' for x in fl)}</ul>"
            f"<p>View: {a(f'/catalog/item/{iid}?format=json', 'JSON')} "
            f"{a(f'/catalog/item/{iid}?format=iso', 'ISO XML')}</p>"
            '<p class="tags">Tags: <a href="/catalog/items?q=&filter=tags%3Dhydrology">'
            "hydrology</a></p></div>"
        )
        return h.page(f"/catalog/item/{iid}", title, main, head=head)

    par = "/catalog/item/4f4e4760e4b07f02db47dfb4"
    h.page(par, "USGS Data Releases", "<h1>USGS Data Releases</h1><p>A collection of releases.</p>")
    # case 1: a data release with two child items, reached through its DOI
    rid = "5e8f0c2a82ce172707f1b4d3"
    c1 = "5e8f0c9b82ce172707f1b4d9"
    c2 = "5e8f0cc482ce172707f1b4dc"
    t1 = "Streamflow and water-quality data for the Rillito Creek basin, Arizona, 2015-2019"
    ctitle1 = "Rillito Creek streamflow records, 2015-2019"
    ctitle2 = "Rillito Creek water-quality samples, 2015-2019"
    f_meta = h.put(
        f"/catalog/file/get/{rid}?f=__disk__3a%2F1c%2Fmeta.xml",
        blob(f"<metadata><title>{t1}</title></metadata>", "application/xml"),
    )
    k1_csv = h.host(
        files, f"/{c1}/streamflow_2015_2019.csv", blob("date,q_cfs\n2015-01-01,3.2\n", "text/csv")
    )
    k2_csv = h.host(
        files, f"/{c2}/wq_samples.csv", blob("date,ph,do\n2015-02-03,7.9,8.1\n", "text/csv")
    )
    k1 = item(
        c1, ctitle1, "Daily mean discharge.", [], [a(k1_csv, "streamflow_2015_2019.csv")], par
    )
    k1j = h.put(
        f"/catalog/item/{c1}?format=json", blob(f'{{"title":"{ctitle1}"}}', "application/json")
    )
    k1i = h.put(f"/catalog/item/{c1}?format=iso", blob(f"<MD>{ctitle1}</MD>", "application/xml"))
    k2 = item(c2, ctitle2, "Field and lab samples.", [], [a(k2_csv, "wq_samples.csv")], par)
    k2j = h.put(
        f"/catalog/item/{c2}?format=json", blob(f'{{"title":"{ctitle2}"}}', "application/json")
    )
    k2i = h.put(f"/catalog/item/{c2}?format=iso", blob(f"<MD>{ctitle2}</MD>", "application/xml"))
    kids_list = h.page(
        f"/catalog/items?parentId={rid}",
        "Child items",
        ul([(f"/catalog/item/{c1}", ctitle1), (f"/catalog/item/{c2}", ctitle2)]),
    )
    land1 = item(
        rid,
        t1,
        "This data release contains streamflow and water quality data. DOI: "
        + a(f"http://{doi}/10.5066/P9RILL01", "10.5066/P9RILL01")
        + ". Associated publication: "
        + a("/catalog/item/5e9a11d082ce172707f2a001", "Scientific Investigations Report 2021-5012"),
        [(f"/catalog/item/{c1}", ctitle1), (f"/catalog/item/{c2}", ctitle2)],
        [a(f_meta, "Rillito_metadata.xml")],
        par,
    )
    j1 = h.put(f"/catalog/item/{rid}?format=json", blob(f'{{"title":"{t1}"}}', "application/json"))
    i1 = h.put(f"/catalog/item/{rid}?format=iso", blob(f"<MD>{t1}</MD>", "application/xml"))
    sir = item(
        "5e9a11d082ce172707f2a001",
        "Scientific Investigations Report 2021-5012",
        "The report.",
        [],
        [],
        par,
    )
    h.put("/catalog/item/5e9a11d082ce172707f2a001?format=json", blob("{}", "application/json"))
    h.put("/catalog/item/5e9a11d082ce172707f2a001?format=iso", blob("<MD/>", "application/xml"))
    e1 = h.redirect(doi, "/10.5066/P9RILL01", land1)
    # Seed: GBIF-style -- the item id is in the JSON/ISO views, the attached files and the
    # child-list URI, so sig_uri; truth: the release, its views and metadata file, its two
    # child items with their views and files (a data release is its children).
    h.case(
        "sb-release-with-children",
        "data release with child items",
        "multi_hop",
        "sig_uri",
        e1,
        [land1, j1, i1, f_meta, kids_list, k1, k1j, k1i, k1_csv, k2, k2j, k2i, k2_csv],
        others=[sir, h.url(par)],
        landing=land1,
    )
    # case 2: a leaf item, files on the file store only
    lid = "60a7b3c1d34e8a2b1c5f7e90"
    t2 = "Lidar-derived elevation of the Kaskaskia River floodplain, Illinois, 2019"
    lz = h.host(
        files, f"/{lid}/kaskaskia_dem_1m.zip", Response.data(b"PK\x03\x04dem", "application/zip")
    )
    lx = h.host(
        files, f"/{lid}/kaskaskia_dem_1m.xml", blob(f"<metadata>{t2}</metadata>", "text/xml")
    )
    land2 = item(
        lid,
        t2,
        "Bare-earth DEM at 1 m.",
        [],
        [a(lz, "kaskaskia_dem_1m.zip"), a(lx, "metadata")],
        par,
    )
    j2 = h.put(f"/catalog/item/{lid}?format=json", blob(f'{{"title":"{t2}"}}', "application/json"))
    i2 = h.put(f"/catalog/item/{lid}?format=iso", blob(f"<MD>{t2}</MD>", "application/xml"))
    # Seed: sig_uri as the other ScienceBase item; truth: item, JSON and ISO views, files.
    h.case(
        "sb-leaf-item-dem",
        "leaf data item",
        "single_hop",
        "sig_uri",
        land2,
        [land2, j2, i2, lz, lx],
        others=[h.url(par)],
    )
    return h.cases


# ---------------------------------------------------------------- NCEI-like
def ncei() -> list[Case]:
    h = Hub(
        "NCEI-like dataset landing",
        Portal(
            "www.ncei.hx23.example",
            "National Centers for Environmental Information (NCEI)",
            menu=[
                ("/products", "Products"),
                ("/access", "Access"),
                ("/news", "News"),
                ("/about", "About"),
                ("/contact", "Contact"),
            ],
            footer=GOV_FOOT,
            title_format="{title} | {name}",
        ),
    )
    tds = "thredds.ncei.hx23.example"
    lp = "/access/metadata/landing-page/bin/iso"

    def landing(
        gid: str, title: str, access: list[tuple[str, str]], docs: list[tuple[str, str]]
    ) -> str:
        head = meta(
            [("DC.title", title), ("DC.identifier", gid), ("DC.publisher", "NOAA NCEI")]
        ) + meta([("og:site_name", "NCEI")], "property")
        main = (
            f'<div class="landing"><h1>{title}</h1><p class="id">{gid}</p>'
            '<div class="tabs"><a href="#summary">Summary</a> <a href="#access">Access</a></div>'
            f'<h2 id="access">Access</h2>{ul(access)}<h2>Documentation</h2>{ul(docs)}'
            f"<h2>Metadata</h2><p>{a(f'/access/metadata/landing-page/bin/xml?id={gid}', 'ISO 19115-2 XML')}</p>"
            '<p>Related: <a href="/products/land-based-station">Land-based station products</a></p>'
            "</div>"
        )
        return h.page(f"{lp}?id={gid}", title, main, head=head)

    # case 1: gridded product served by THREDDS and an HTTPS directory
    h.page("/products/climate-data-records", "Climate Data Records", "<h1>CDR program</h1>")
    h.page("/products/land-based-station", "Land-based station products", "<h1>Stations</h1>")
    g1 = "gov.noaa.ncdc:C00927"
    t1 = "NOAA Extended Reconstructed Sea Surface Temperature (ERSST), Version 5"
    f1 = h.put(
        "/pub/data/cmb/ersst/v5/netcdf/ersst.v5.202301.nc",
        Response.data(b"CDF\x01a", "application/x-netcdf"),
    )
    f2 = h.put(
        "/pub/data/cmb/ersst/v5/netcdf/ersst.v5.202302.nc",
        Response.data(b"CDF\x01b", "application/x-netcdf"),
    )
    http_dir = h.put(
        "/pub/data/cmb/ersst/v5/netcdf/",
        "<html><head><title>Index of /pub/data/cmb/ersst/v5/netcdf</title></head><body>"
        "<h1>Index of /pub/data/cmb/ersst/v5/netcdf</h1><pre>"
        '<a href="../">Parent Directory</a>\n<a href="ersst.v5.202301.nc">ersst.v5.202301.nc</a>\n'
        '<a href="ersst.v5.202302.nc">ersst.v5.202302.nc</a></pre></body></html>',
    )
    od1 = h.host(
        tds,
        "/thredds/dodsC/ersst5/ersst.v5.202301.nc.html",
        "<html><head><title>OPeNDAP Dataset Access Form</title></head><body>ersst</body></html>",
    )
    cat = h.host(
        tds,
        "/thredds/catalog/ersst5/catalog.html",
        "<html><head><title>Catalog /thredds/catalog/ersst5</title>"
        '<link rel="stylesheet" href="/thredds/tdsCat.css"></head><body><h1>Catalog ersst5</h1>'
        '<table><tr><td><a href="catalog.html?dataset=ersst5/ersst.v5.202301.nc">ersst.v5.202301.nc</a></td></tr></table>'
        "<h3>THREDDS Data Server [Version 5.4]</h3></body></html>",
    )
    ds = h.host(
        tds,
        "/thredds/catalog/ersst5/catalog.html?dataset=ersst5/ersst.v5.202301.nc",
        "<html><head><title>Catalog Services</title></head><body><h2>Dataset: ersst.v5.202301.nc</h2>"
        '<ol><li>OPENDAP: <a href="/thredds/dodsC/ersst5/ersst.v5.202301.nc.html">/thredds/dodsC/ersst5/ersst.v5.202301.nc</a></li></ol></body></html>',
    )
    doc1 = h.put("/pub/data/cmb/ersst/v5/2017-ERSSTv5.pdf", pdf_file("ERSST v5 description"))
    x1 = h.put(
        f"/access/metadata/landing-page/bin/xml?id={g1}",
        blob(f"<gmi:MI_Metadata>{t1}</gmi:MI_Metadata>", "application/xml"),
    )
    e1 = landing(
        g1,
        t1,
        [(cat, "THREDDS Catalog"), (http_dir, "HTTPS Access")],
        [
            (doc1, "Algorithm description (PDF)"),
            ("/products/climate-data-records", "Climate Data Records program"),
        ],
    )
    # Seed: Figshare/Zenodo-like landing (access links one hop away, site menus around)
    # -> single_page_plus_ignored; truth: landing, ISO XML, documentation, THREDDS catalog and
    # its dataset and OPeNDAP pages, the HTTPS directory and its granules.
    h.case(
        "ncei-ersst-thredds",
        "gridded dataset with THREDDS and HTTPS access",
        "multi_hop",
        "single_page_plus_ignored",
        e1,
        [e1, x1, doc1, cat, ds, od1, http_dir, f1, f2],
        others=[h.url("/products/climate-data-records")],
    )
    # case 2: station dataset whose access is a direct file and a search form
    g2 = "gov.noaa.ncdc:C00532"
    t2 = "Local Climatological Data (LCD), Version 2"
    doc2 = h.put("/pub/data/cdo/documentation/LCD_documentation.pdf", pdf_file("LCD documentation"))
    csv2 = h.put(
        "/pub/data/lcd/lcd-sample-2023.csv",
        blob("STATION,DATE,HourlyDryBulbTemperature\n", "text/csv"),
    )
    x2 = h.put(
        f"/access/metadata/landing-page/bin/xml?id={g2}",
        blob(f"<gmi:MI_Metadata>{t2}</gmi:MI_Metadata>", "application/xml"),
    )
    e2 = landing(
        g2,
        t2,
        [(csv2, "Sample CSV"), ("/cdo-web/datatools/lcd", "Search tool (Climate Data Online)")],
        [(doc2, "LCD documentation (PDF)")],
    )
    # Seed: single_page_plus_ignored (one hop of access and documentation links); truth:
    # landing, ISO XML, sample file and documentation -- not the shared search tool.
    h.case(
        "ncei-lcd-station-data",
        "station dataset with direct files",
        "single_hop",
        "single_page_plus_ignored",
        e2,
        [e2, x2, doc2, csv2],
    )
    return h.cases


# ---------------------------------------------------------------- PDS-like
def pds() -> list[Case]:
    h = Hub(
        "Planetary Data System-like archive",
        Portal(
            "pds-geo.pdsnode.hx23.example",
            "PDS Geosciences Node",
            menu=[
                ("/missions/", "Missions"),
                ("/dataserv/", "Data Services"),
                ("/nodesearch/", "Search"),
                ("/about/", "About"),
            ],
            footer=[("/about/privacy", "Privacy"), ("http://www.nasa.test/", "NASA")],
            title_format="{name} - {title}",
            home_title="PDS Geosciences Node",
        ),
    )
    docs = "pds.pdsnode.hx23.example"

    def bundle(
        root: str, lid: str, title: str, colls: dict[str, list[str]]
    ) -> tuple[str, list[str]]:
        truth: list[str] = []
        rows = []
        for coll, products in colls.items():
            items = []
            for p in products:
                u = h.put(
                    f"{root}{coll}/{p}",
                    blob(
                        f"<Product_Observational>{lid}:{coll}:{p}</Product_Observational>",
                        "application/xml",
                    ),
                )
                truth.append(u)
                items.append((p, p))
            lbl = h.put(
                f"{root}{coll}/collection_{coll}.xml",
                blob(f"<Product_Collection>{lid}:{coll}</Product_Collection>", "application/xml"),
            )
            inv = h.put(
                f"{root}{coll}/collection_{coll}_inventory.csv",
                blob(f"P,{lid}:{coll}::1.0\n", "text/csv"),
            )
            ix = h.page(
                f"{root}{coll}/",
                f"Index of {root}{coll}/",
                f"<h1>{coll} collection of {title}</h1>{ul(items)}"
                f"{ul([(f'collection_{coll}.xml', 'collection label'), (f'collection_{coll}_inventory.csv', 'inventory')])}"
                f"<p>{a('../', 'Up to bundle')}</p>",
            )
            truth += [lbl, inv, ix]
            rows.append((f"{coll}/", f"{coll} collection"))
        bl = h.put(
            f"{root}bundle_{lid.split(':')[-1]}.xml",
            blob(f"<Product_Bundle>{lid}</Product_Bundle>", "application/xml"),
        )
        rd = h.put(f"{root}readme.txt", blob(f"{title}\nPDS4 bundle {lid}\n", "text/plain"))
        head = meta([("pds:logical_identifier", lid), ("DC.title", title)])
        e = h.page(
            root,
            f"{title} ({lid})",
            f"<h1>{title}</h1><p>Logical identifier: <code>{lid}</code></p>{ul(rows)}"
            f"<p>{a(bl.rsplit('/', 1)[1], 'Bundle label')} · {a('readme.txt', 'Readme')}</p>"
            f"<p>Search this mission: {a('/nodesearch/?mission=' + lid.split(':')[3], 'Orbital Data Explorer')}</p>"
            f"<p>PDS standards: {a(f'http://{docs}/datastandards/', 'PDS4 Standards Reference')}</p>",
            head=head,
        )
        return e, [e, bl, rd, *truth]

    h.host(
        docs,
        "/datastandards/",
        "<html><head><title>PDS4 Standards</title></head><body>Standards</body></html>",
    )
    # case 1: an InSight-like seismic bundle
    e1, t1 = bundle(
        "/pds4/insight/seis_raw/",
        "urn:nasa:pds:insight_seis_raw",
        "InSight SEIS Raw Data Bundle",
        {
            "data": ["xb_elyse_2019-02-01.xml", "xb_elyse_2019-02-02.xml"],
            "document": ["seis_sis.xml"],
        },
    )
    # Seed: Silk/BitBucket-like -- every part of the bundle lives under the bundle directory,
    # so path_based; truth: the bundle page, its label and readme, each collection's index,
    # label, inventory and products; not the node's search tool or the standards site.
    h.case(
        "pds-insight-seis-bundle",
        "PDS4 bundle with collections",
        "multi_hop",
        "path_based",
        e1,
        t1,
        others=[h.url("/pds4/insight/seis_cal/")],
    )
    h.page("/pds4/insight/seis_cal/", "InSight SEIS Calibrated", "<h1>Calibrated bundle</h1>")
    # case 2: a Mars Reconnaissance Orbiter-like derived bundle with browse collection
    e2, t2 = bundle(
        "/pds4/mro/crism_mtrdr/",
        "urn:nasa:pds:mro_crism_mtrdr",
        "MRO CRISM Map-projected Targeted Reduced Data Records",
        {"data_mtrdr": ["frt00003e12_07_if165j_mtr3.xml"], "browse": ["frt00003e12_07_browse.xml"]},
    )
    # Seed: path_based as above; truth: bundle page, label, readme and both collections.
    h.case("pds-mro-crism-bundle", "PDS4 derived bundle", "multi_hop", "path_based", e2, t2)
    return h.cases


# ---------------------------------------------------------------- OSTI-like
def osti() -> list[Case]:
    h = Hub(
        "OSTI-like national lab report repository",
        Portal(
            "www.osti.hx23.example",
            "OSTI.GOV",
            menu=[
                ("/search/", "Search"),
                ("/search/semantic:", "Advanced search"),
                ("/pages/faqs", "FAQs"),
                ("/about", "About"),
            ],
            footer=GOV_FOOT,
            title_format="{title} (Technical Report) | {name}",
            home_title="OSTI.GOV",
        ),
    )
    doi = "doi.ostires.hx23.example"

    def report(oid: str, title: str, rno: str, extra: str = "") -> tuple[str, list[str]]:
        head = meta(
            [
                ("citation_title", title),
                ("citation_technical_report_number", rno),
                ("citation_osti_id", oid),
                ("citation_publisher", "Oak Ridge National Laboratory (ORNL)"),
                ("citation_pdf_url", h.url(f"/servlets/purl/{oid}")),
            ]
        )
        fulltext = h.put(f"/servlets/purl/{oid}", pdf_file(title, rno))
        exports = []
        for fmt, ct in (
            ("ris", "application/x-research-info-systems"),
            ("bibtex", "application/x-bibtex"),
            ("endnote", "text/plain"),
        ):
            exports.append(h.put(f"/biblio/{oid}?format={fmt}", blob(f"{fmt} {title}", ct)))
        cited = h.page(
            f"/biblio/{oid}?tab=cited-by",
            "Cited by: " + title,
            f"<h1>{title}</h1><p>Cited by 0 records</p>",
            share=False,
        )
        main = (
            f'<div class="biblio"><h1>{title}</h1><p>Technical Report · {rno} · OSTI ID: {oid}</p>'
            f"<p>{a(f'/servlets/purl/{oid}', 'View Technical Report (PDF)')}</p>{extra}"
            f"<p>Export: {a(f'/biblio/{oid}?format=ris', 'RIS')} {a(f'/biblio/{oid}?format=bibtex', 'BibTeX')} "
            f"{a(f'/biblio/{oid}?format=endnote', 'EndNote')}</p>"
            f"<p>{a(f'/biblio/{oid}?tab=cited-by', 'Cited by')}</p>"
            '<p>Research Org.: <a href="/search/research-org:ORNL">Oak Ridge National Laboratory</a></p></div>'
        )
        e = h.page(f"/biblio/{oid}", title, main, head=head)
        return e, [e, fulltext, cited, *exports]

    # case 1: a report reached by DOI, with a related dataset (another artifact)
    h.page(
        "/dataexplorer/biblio/dataset/1829004",
        "Dataset: Molten salt loop measurements",
        "<h1>Dataset</h1>",
    )
    e1, t1 = report(
        "1829003",
        "Thermal hydraulic performance of a molten chloride salt loop",
        "ORNL/TM-2021/2107",
        '<p>Related dataset: <a href="/dataexplorer/biblio/dataset/1829004">Molten salt loop measurements</a></p>',
    )
    d1 = h.redirect(doi, "/10.2172/1829003", e1)
    # Seed: GBIF-like -- the OSTI ID is in every part (full text purl, exports, cited-by),
    # so sig_uri; truth: record, full text, three exports, cited-by tab.
    h.case(
        "osti-ornl-tm-molten-salt",
        "technical report via DOI",
        "single_hop",
        "sig_uri",
        d1,
        t1,
        others=[h.url("/dataexplorer/biblio/dataset/1829004")],
        landing=e1,
    )
    e2, t2 = report(
        "1602117",
        "Grid-interactive efficient buildings technical report series: overview",
        "NREL/TP-5500-75470",
    )
    # Seed: sig_uri as above; truth the same parts of another report.
    h.case("osti-nrel-tp-geb", "technical report", "single_hop", "sig_uri", e2, t2)
    return h.cases


# ---------------------------------------------------------------- NIH RePORTER-like
def reporter() -> list[Case]:
    h = Hub(
        "NIH RePORTER-like project database",
        Portal(
            "reporter.nihrep.hx23.example",
            "NIH RePORTER",
            menu=[
                ("/", "Home"),
                ("/advanced-search", "Advanced Search"),
                ("/matchmaker", "Matchmaker"),
                ("/exporter", "ExPORTER"),
                ("/faqs", "FAQs"),
            ],
            footer=GOV_FOOT,
            title_format="{name} - {title}",
            home_title="NIH RePORTER",
        ),
    )
    pm = "pubmed.pmlike.hx23.example"
    pub1 = h.host(
        pm,
        "/34012345/",
        "<html><head><title>Paper one - PubMed</title></head><body>paper</body></html>",
    )
    pub2 = h.host(
        pm,
        "/35099871/",
        "<html><head><title>Paper two - PubMed</title></head><body>paper</body></html>",
    )
    pi = h.page("/search/pi/8812345", "PI profile", "<h1>Principal investigator</h1>")

    def project(appl: str, num: str, title: str, pubs: list[str]) -> str:
        head = meta([("description", f"{num} {title}"), ("og:title", title)]) + (
            '<script src="/static/js/main.3f2a9c1e.js" defer></script>'
        )
        main = (
            f'<div class="project-details"><h1>{title}</h1><p>Project Number: {num}</p>'
            f'<p>Contact PI: <a href="/search/pi/8812345">SMITH, JANE</a></p>'
            "<h2>Abstract Text</h2><p>This project studies the pathway in detail.</p>"
            f"<h2>Publications</h2>{ul([(p, 'PubMed') for p in pubs])}"
            f'<p><a href="/project-details/{appl}/similar">Similar projects</a></p></div>'
        )
        return h.page(f"/project-details/{appl}", title, main, head=head)

    h.page(
        "/project-details/10012345/similar",
        "Similar projects",
        ul([("/project-details/10099999", "Another")]),
    )
    h.page("/project-details/10099999", "Another project", "<h1>Another</h1>")
    e1 = project(
        "10012345", "5R01GM123456-04", "Mechanisms of mitochondrial protein import", [pub1, pub2]
    )
    # Seed: a record page whose content is all on the page (like PubPeer/PubMed Commons),
    # everything it links is another artifact (papers, PI profile, similar projects):
    # single_page; truth: the project page.
    h.case(
        "reporter-r01-project",
        "funded project details",
        "single_artifact",
        "single_page",
        e1,
        [e1],
        others=[pub1, pub2, pi, h.url("/project-details/10012345/similar")],
    )
    e2 = project(
        "10455321",
        "1U01CA265432-01",
        "Population cohort for early detection of pancreatic cancer",
        [],
    )
    # Seed: single_page as above (no publications yet); truth: the page only.
    h.case(
        "reporter-u01-project",
        "funded project details",
        "single_artifact",
        "single_page",
        e2,
        [e2],
        others=[pi],
    )
    return h.cases


# ---------------------------------------------------------------- Census-like
def census() -> list[Case]:
    h = Hub(
        "Census Bureau-like data explorer",
        Portal(
            "data.censusx.hx23.example",
            "Census Data Explorer",
            menu=[
                ("/all/tables", "Tables"),
                ("/all/maps", "Maps"),
                ("/all/profiles", "Profiles"),
                ("/help", "Help"),
                ("/feedback", "Feedback"),
            ],
            footer=GOV_FOOT,
            title_format="{name} - {title}",
            home_title="Census Data Explorer",
        ),
    )
    api = "api.censusx.hx23.example"

    def table(tid: str, topic: str, api_path: str) -> tuple[str, list[str]]:
        sig = f"{tid.split('.')[-1]}: {topic}"
        csv = h.put(
            f"/table/{tid}/download?format=csv",
            blob(f'"{sig}"\n"Geography","Estimate"\n"Alabama","5074296"\n', "text/csv"),
        )
        xl = h.put(
            f"/table/{tid}/download?format=xlsx",
            blob(
                f"{sig} (xlsx)", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            ),
        )
        notes = h.page(
            f"/table/{tid}/notes",
            f"Table notes: {sig}",
            f"<h1>Table notes</h1><p>{sig}. Estimates are based on survey responses.</p>",
            share=False,
        )
        apil = h.host(
            api,
            api_path,
            blob(
                f'[["NAME","{tid.split(".")[-1]}_001E"],["Alabama","5074296"]]', "application/json"
            ),
        )
        apid = h.host(
            api,
            "/data/2022/acs/acs5/groups/" + tid.split(".")[-1] + ".html",
            f"<html><head><title>{sig} variables</title></head><body><h1>{sig}</h1></body></html>",
        )
        main = (
            f'<div id="table-viewer"><h1>{sig}</h1><p>Survey/Program: American Community Survey</p>'
            f"<p>{a(f'/table/{tid}/download?format=csv', 'Download CSV')} {a(f'/table/{tid}/download?format=xlsx', 'Download Excel')} "
            f"{a(f'/table/{tid}/notes', 'Table notes')}</p>"
            f"<p>API: {a(f'http://{api}{api_path}', 'API call')} · {a(apid, 'Variable list')}</p>"
            '<p>Related: <a href="/all/tables?q=population">More population tables</a></p></div>'
        )
        e = h.page(
            f"/table/{tid}",
            sig,
            main,
            head=meta([("og:site_name", "Census Data Explorer")], "property"),
        )
        return e, [e, csv, xl, notes, apil, apid]

    e1, t1 = table(
        "ACSDT5Y2022.B01003",
        "Total Population",
        "/data/2022/acs/acs5?get=NAME,B01003_001E&for=state:*",
    )
    # Seed: OSF-like -- every title starts with the site name, which the content of the
    # parts (CSV header, notes, API variable page) lacks; the rest ("B01003: Total
    # Population") is in each part: sig_filtered_title; truth: table page, downloads,
    # notes, the API call and variable list. The xlsx part lacks the string but belongs.
    h.case(
        "census-acs-b01003",
        "ACS detailed table with API",
        "multi_hop",
        "sig_filtered_title",
        e1,
        t1,
    )
    e2, t2 = table(
        "ACSST5Y2022.S1901",
        "Income in the Past 12 Months",
        "/data/2022/acs/acs5/subject?get=NAME,group(S1901)&for=us:1",
    )
    # Seed: sig_filtered_title as above; truth the same parts of another table.
    h.case(
        "census-acs-s1901", "ACS subject table with API", "multi_hop", "sig_filtered_title", e2, t2
    )
    return h.cases


# ---------------------------------------------------------------- geological map sheet
def geomap() -> list[Case]:
    h = Hub(
        "Geological survey-like map publication",
        Portal(
            "pubs.geosurv.hx23.example",
            "Publications Warehouse",
            menu=[
                ("/search", "Search"),
                ("/browse", "Browse series"),
                ("/latest", "Latest"),
                ("/contact", "Contact"),
            ],
            footer=GOV_FOOT,
            title_format="{title} | {name}",
            home_title="Publications Warehouse",
        ),
    )
    store = "pubs.geostore.hx23.example"
    ngmdb = "ngmdb.geosurv.hx23.example"

    def sheet(
        pid: str, series: str, num: str, title: str, extra_files: list[tuple[str, str, object]]
    ) -> tuple[str, list[str]]:
        base = f"/{series.lower()}/{num}"
        files = [
            (f"{base}/{pid}_pamphlet.pdf", "Pamphlet", pdf_file(title, "pamphlet")),
            (f"{base}/{pid}_sheet1.pdf", "Sheet 1 (PDF)", pdf_file(title, "sheet 1")),
            (f"{base}/{pid}_geotiff.tif", "GeoTIFF", tiff(pid)),
            (
                f"{base}/{pid}_metadata.xml",
                "Metadata (FGDC XML)",
                blob(f"<metadata><title>{title}</title></metadata>", "application/xml"),
            ),
            *extra_files,
        ]
        urls = [h.host(store, p, v) for p, _, v in files]  # type: ignore[arg-type]
        thumb = h.host(store, f"{base}/{pid}_thumb.png", png_file())
        head = meta(
            [
                ("citation_title", title),
                ("citation_series_title", series),
                ("citation_publisher", "Geological Survey"),
                ("citation_pdf_url", urls[0]),
            ]
        )
        main = (
            f'<div class="publication"><h1>{title}</h1><p>{series} {num}</p><img src="{thumb}" alt="">'
            f"<h2>Downloads</h2>{ul([(u, lab) for u, (_, lab, _) in zip(urls, files, strict=True)])}"
            f"<p>{a(f'http://{ngmdb}/Prodesc/proddesc_{num}.htm', 'National Geologic Map Database entry')}</p>"
            f"<p>Series: {a(f'/browse/{series.lower()}', series)}</p></div>"
        )
        e = h.page(f"/publication/{pid}", title, main, head=head)
        return e, [e, *urls]

    h.host(
        ngmdb,
        "/Prodesc/proddesc_3471.htm",
        "<html><head><title>NGMDB product</title></head><body>catalog</body></html>",
    )
    h.host(
        ngmdb,
        "/Prodesc/proddesc_1421.htm",
        "<html><head><title>NGMDB product</title></head><body>catalog</body></html>",
    )
    e1, t1 = sheet("sim3471", "SIM", "3471", "Geologic map of the Cedar Mesa quadrangle, Utah", [])
    # Seed: Figshare-like -- the files are one hop from the landing page, on a file host,
    # amid menus: single_page_plus_ignored; truth: landing, pamphlet, sheet, GeoTIFF, metadata.
    # The map-database entry is that database's own record: another artifact.
    h.case(
        "geomap-sim3471-quadrangle",
        "map sheet with GeoTIFF and metadata",
        "single_hop",
        "single_page_plus_ignored",
        e1,
        t1,
        others=[f"http://{ngmdb}/Prodesc/proddesc_3471.htm"],
    )
    e2, t2 = sheet(
        "ofr20221421",
        "OFR",
        "1421",
        "Digital surficial geologic map database of the Kenai Peninsula, Alaska",
        [
            (
                "/ofr/1421/ofr20221421_gdb.zip",
                "Geodatabase (ZIP)",
                Response.data(b"PK\x03\x04gdb", "application/zip"),
            )
        ],
    )
    # Seed: single_page_plus_ignored as above; truth adds the zipped geodatabase.
    h.case(
        "geomap-ofr-kenai-database",
        "map database with geodatabase",
        "single_hop",
        "single_page_plus_ignored",
        e2,
        t2,
        others=[f"http://{ngmdb}/Prodesc/proddesc_1421.htm"],
    )
    return h.cases


# ---------------------------------------------------------------- environmental station
def airstation() -> list[Case]:
    h = Hub(
        "Environmental agency-like air monitoring network",
        Portal(
            "uk-air.envagency.hx23.example",
            "Air Quality Information",
            menu=[
                ("/networks/", "Networks"),
                ("/data/", "Data"),
                ("/interactive-map", "Interactive map"),
                ("/news/", "News"),
            ],
            footer=[
                ("/cookies", "Cookies"),
                ("/privacy-notice", "Privacy"),
                ("/contact", "Contact"),
            ],
            # station pages are titled with the station alone (the site name is in the banner)
            title_format="{title}",
            home_title="Air Quality Information",
        ),
    )

    def station(code: str, name: str, years: list[int]) -> tuple[str, list[str]]:
        sig = f"{name} ({code})"
        pages = []
        for y in years:
            csv = h.put(
                f"/data_files/site_data/{code}_{y}.csv",
                blob(f"# {sig} hourly data {y}\nDate,Time,NO2\n", "text/csv"),
            )
            pg = h.page(
                f"/data/site-data?site_id={code}&year={y}",
                f"{sig} data {y}",
                f"<h1>{sig}: data for {y}</h1><p>{a(csv, f'Download {y} CSV')}</p>",
                share=False,
            )
            pages += [pg, csv]
        photo = h.put(f"/assets/site_images/{code}.png", png_file((20, 120, 20)))
        main = (
            f"<h1>Site information for {sig}</h1><dl><dt>Environment type</dt><dd>Urban traffic</dd></dl>"
            f'<p><img src="{photo}" alt="{name}"></p>'
            f"<h2>Data</h2>{ul([(f'/data/site-data?site_id={code}&year={y}', f'{y} data') for y in years])}"
            f'<p>Network: <a href="/networks/aurn">Automatic Urban and Rural Network (AURN)</a></p>'
            f'<p>Nearby: <a href="/networks/site-info?site_id=CLL2">London Bloomsbury</a></p>'
        )
        e = h.page(f"/networks/site-info?site_id={code}", sig, main)
        return e, [e, *pages]

    h.page("/networks/aurn", "AURN", "<h1>AURN</h1>")
    h.page(
        "/networks/site-info?site_id=CLL2", "London Bloomsbury (CLL2)", "<h1>London Bloomsbury</h1>"
    )
    e1, t1 = station("MY1", "London Marylebone Road", [2022, 2023])
    # Seed: Dryad-like in reverse -- the station name with its code is in the title and in
    # every page and file of the station's data (the CSV carries it in its header line), and
    # in nothing else: sig_title; truth: station page, yearly data pages and CSVs.
    h.case(
        "air-marylebone-road",
        "monitoring station dataset",
        "multi_hop",
        "sig_title",
        e1,
        t1,
        others=[h.url("/networks/aurn"), h.url("/networks/site-info?site_id=CLL2")],
    )
    e2, t2 = station("GLA4", "Glasgow Kerbside", [2021, 2022, 2023])
    # Seed: sig_title as above; truth: station page, three years of pages and CSVs.
    h.case(
        "air-glasgow-kerbside",
        "monitoring station dataset",
        "multi_hop",
        "sig_title",
        e2,
        t2,
        others=[h.url("/networks/aurn")],
    )
    return h.cases


# ---------------------------------------------------------------- space image archive
def spaceimages() -> list[Case]:
    h = Hub(
        "Space agency-like image archive",
        Portal(
            "images.spaceagency.hx23.example",
            "Image and Video Library",
            menu=[
                ("/search?media=image", "Images"),
                ("/search?media=video", "Videos"),
                ("/search?media=audio", "Audio"),
                ("/about", "About"),
            ],
            footer=[("/policies", "Media usage"), ("http://twitter.test/spaceagency", "X")],
            title_format="{title} - {name}",
        ),
    )
    assets = "images-assets.spaceagency.hx23.example"
    api = "images-api.spaceagency.hx23.example"

    def item(nid: str, title: str, sizes: list[str]) -> tuple[str, list[str]]:
        files = [h.host(assets, f"/image/{nid}/{nid}~{s}.jpg", png_file()) for s in sizes]
        md = h.host(
            assets,
            f"/image/{nid}/metadata.json",
            blob(f'{{"AVAIL:NASAID":"{nid}","AVAIL:Title":"{title}"}}', "application/json"),
        )
        col = h.host(
            api,
            f"/asset/{nid}",
            blob(f'{{"collection":{{"items":["{nid}~orig.jpg"]}}}}', "application/json"),
        )
        head = meta(
            [
                ("og:title", title),
                ("og:image", files[0]),
                ("og:site_name", "Image and Video Library"),
            ],
            "property",
        )
        main = (
            f'<div class="detail"><h1>{title}</h1><p>NASA ID: {nid}</p><img src="{files[-1]}" alt="">'
            f"<h2>Download</h2>{ul([(u, u.rsplit('~', 1)[1]) for u in files])}"
            f"<p>{a(md, 'Metadata (JSON)')} · {a(f'http://{api}/asset/{nid}', 'Asset manifest')}</p>"
            f'<p>Keywords: <a href="/search?q=Mars&amp;media=image">Mars</a> '
            f'<a href="/search?q=Perseverance&amp;media=image">Perseverance</a></p></div>'
        )
        e = h.page(f"/details/{nid}", title, main, head=head)
        return e, [e, md, col, *files]

    e1, t1 = item(
        "PIA24546",
        "Perseverance's first full-color look at Mars",
        ["orig", "large", "medium", "small"],
    )
    # Seed: GBIF-like -- the image id is in every asset, manifest and metadata URI and in
    # no chrome: sig_uri; truth: detail page, each rendition, metadata JSON, manifest.
    h.case("spaceimg-pia24546", "mission image item", "single_hop", "sig_uri", e1, t1)
    e2, t2 = item(
        "iss068e012345",
        "Aurora over the southern Indian Ocean from the station",
        ["orig", "medium"],
    )
    # Seed: sig_uri as above.
    h.case("spaceimg-iss068e012345", "crew photograph item", "single_hop", "sig_uri", e2, t2)
    return h.cases


def cases() -> list[Case]:
    out: list[Case] = []
    for build in (sciencebase, ncei, pds, osti, reporter, census, geomap, airstation, spaceimages):
        out += build()
    return out
