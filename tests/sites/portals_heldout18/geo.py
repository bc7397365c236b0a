"""Geospatial catalogues and observation records: a GeoNetwork-like metadata catalogue, a
GeoNode-like layer and map portal, a seismology event page with its news, and a hydrology
station record."""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case, Portal, data

from ._kit import GERMAN, Hub, LocalPortal, a, meta, ul

# --- GeoNetwork-like -------------------------------------------------------------------

GN = "catalogue.nordsee-geoportal.hx18.example"
GN_DL = "download.nordsee-geoportal.hx18.example"
GN_GS = "geoserver.nordsee-geoportal.hx18.example"


def geonetwork() -> list[Case]:
    hub = Hub(
        "GeoNetwork",
        LocalPortal(
            GN,
            "Nordsee Geoportal",
            menu=[
                ("/geonetwork/srv/ger/catalog.search#/home", "Startseite"),
                ("/geonetwork/srv/ger/catalog.search#/search", "Suche"),
                ("/geonetwork/srv/ger/catalog.search#/map", "Karte"),
                ("/geonetwork/srv/api/site/info", "Über"),
            ],
            footer=[
                ("/impressum", "Impressum"),
                ("/datenschutz", "Datenschutz"),
                ("/geonetwork/srv/api/records?_content_type=json", "API"),
                ("http://social.test/@nordseegeo", "Mastodon"),
            ],
            title_format="{title}",
            home_title="Nordsee Geoportal",
            lang="de",
            words=GERMAN,
        ),
        plain=[GN_DL, GN_GS],
    )
    caps = hub.file(
        GN_GS,
        "/geoserver/nordsee/wms?service=WMS&request=GetCapabilities",
        "<WMS_Capabilities/>",
        "text/xml",
    )
    app = hub.page(
        "/geonetwork/srv/ger/catalog.search",
        "Nordsee Geoportal",
        "<div data-ng-app='gn_search_default'></div>",
    )

    def record(uuid: str, title: str, abstract: str, download: str, parent: str) -> list[str]:
        base = f"/geonetwork/srv/api/records/{uuid}"
        xml = hub.raw(
            f"{base}/formatters/xml",
            data(
                f"<gmd:MD_Metadata><gmd:fileIdentifier>{uuid}</gmd:fileIdentifier><gco:CharacterString>{escape(title)}</gco:CharacterString></gmd:MD_Metadata>",
                "application/xml",
            ),
        )
        pdfu = hub.pdf(
            None,
            f"{base}/formatters/xsl-view?output=pdf&language=ger&approved=true",
            title,
            abstract,
        )
        mef = hub.raw(
            f"{base}/formatters/zip?withRelated=false",
            data(b"PK\x05\x06" + b"\x00" * 18, "application/zip"),
        )
        dcat = hub.raw(
            f"{base}/formatters/dcat",
            data(f"<rdf:RDF><dcat:Dataset rdf:about='{uuid}'/></rdf:RDF>", "application/rdf+xml"),
        )
        entry = hub.page(
            base,
            title,
            f"<h1>{escape(title)}</h1><p>{escape(abstract)}</p>"
            f'<img src="{base}/attachments/thumbnail.png" alt="Vorschau">'
            f"<h2>Download und Dienste</h2>{ul([a(download, 'Datensatz herunterladen'), a(caps, 'WMS-Dienst (GetCapabilities)')])}"
            f"<h2>Metadaten</h2>{ul([a(xml, 'ISO 19139 XML'), a(pdfu, 'PDF'), a(mef, 'MEF-Export'), a(dcat, 'DCAT RDF')])}"
            f"<p>Übergeordnet: {a(parent, 'Serie')} · {a(app + '#/metadata/' + uuid, 'Im Katalog öffnen')}</p>",
            head=meta("GeoNetwork opensource", "Nordsee Geoportal", description=abstract)
            + f'<link rel="alternate" type="application/xml" href="{xml}"><script src="/geonetwork/static/lib.js"></script>',
        )
        hub.png(None, f"{base}/attachments/thumbnail.png")
        return [entry, xml, pdfu, mef, dcat, download]

    series = "0b7c9e14-55aa-4c1e-8f20-7d3a61e2c905"
    parent = hub.stub(
        f"/geonetwork/srv/api/records/{series}", "Meeresbodenkartierung Deutsche Bucht (Serie)"
    )
    u1 = "6f1b3c2e-0d4a-4a8e-9c7b-2f5e1a9d3b41"
    dl1 = hub.file(
        None,
        f"/geonetwork/srv/api/records/{u1}/attachments/sediment_gb_2022.zip",
        b"PK\x05\x06" + b"\x00" * 18,
        "application/zip",
    )
    r1 = record(
        u1,
        "Sedimentverteilung Deutsche Bucht 2022",
        "Oberflächensedimente aus Greiferproben, klassifiziert nach Folk.",
        dl1,
        parent,
    )
    u2 = "c3d41a77-9e02-4b6d-a1f8-03be5c7d2e18"
    dl2 = hub.file(
        GN_DL, f"/data/{u2}/bathymetrie_50m.tif", b"II*\x00" + b"\x00" * 12, "image/tiff"
    )
    r2 = record(
        u2,
        "Bathymetrie der Deutschen Bucht, 50-m-Raster",
        "Digitales Geländemodell des Meeresbodens aus Fächerecholotdaten.",
        dl2,
        parent,
    )
    return [
        # sig_uri: the record UUID is in every URI of the record (landing, XML, PDF, MEF,
        # DCAT, the attachment) and in no menu; the catalogue app link loses it with its
        # fragment, the WMS is a shared service. Truth: landing, exports, the download.
        hub.case(
            "geonetwork-sediment",
            "sig_uri",
            r1[0],
            r1,
            cls="dataset (geospatial metadata record)",
            detail="record with attachment",
            others=[parent],
        ),
        # sig_uri: the download lives on a separate file host, under a path with the UUID.
        hub.case(
            "geonetwork-bathymetry",
            "sig_uri",
            r2[0],
            r2,
            cls="dataset (geospatial metadata record)",
            detail="download on a file host",
            others=[parent],
        ),
    ]


# --- GeoNode-like ----------------------------------------------------------------------

GD = "geonode.karst-atlas.hx18.example"


def geonode() -> list[Case]:
    hub = Hub(
        "GeoNode",
        Portal(
            GD,
            "Dinaric Karst Atlas",
            menu=[
                ("/layers/", "Layers"),
                ("/maps/", "Maps"),
                ("/documents/", "Documents"),
                ("/people/", "People"),
                ("/groups/", "Groups"),
                ("/search/", "Search"),
            ],
            footer=[
                ("/about/", "About"),
                ("/developer/", "Developers"),
                ("/help/", "Help"),
                ("http://twitter.test/karstatlas", "Twitter"),
            ],
            title_format="{title} — {name}",
            home_title="Dinaric Karst Atlas",
        ),
    )
    head = meta("GeoNode", "Dinaric Karst Atlas")

    def layer(name: str, title: str, uuid: str, maps: list[str]) -> list[str]:
        typ = f"geonode:{name}"
        base = f"/layers/{typ}"
        wfs = "/geoserver/ows?service=WFS&version=1.0.0&request=GetFeature&typename={t}&outputFormat={f}&srs=EPSG:4326"
        shp = hub.raw(
            wfs.format(t=typ, f="SHAPE-ZIP"), data(b"PK\x05\x06" + b"\x00" * 18, "application/zip")
        )
        csv = hub.raw(wfs.format(t=typ, f="csv"), data(f"FID,name\n{name}.1,Spring\n", "text/csv"))
        kml = hub.raw(
            f"/geoserver/wms/kml?layers={typ}&mode=download",
            data("<kml/>", "application/vnd.google-earth.kml+xml"),
        )
        png = hub.png(
            None,
            f"/geoserver/wms?layers={typ}&width=550&height=400&bbox=13.5,42.0,20.5,46.5&service=WMS&format=image/png&srs=EPSG:4326&request=GetMap",
        )
        iso = hub.raw(
            f"/catalogue/csw?outputschema=http%3A%2F%2Fwww.isotc211.org%2F2005%2Fgmd&service=CSW&request=GetRecordById&version=2.0.2&elementsetname=full&id={uuid}",
            data(
                f"<gmd:MD_Metadata><gco:CharacterString>{escape(title)}</gco:CharacterString></gmd:MD_Metadata>",
                "application/xml",
            ),
        )
        detail = hub.page(
            f"{base}/metadata_detail",
            f"{title} — metadata",
            f"<h1>{escape(title)}</h1><p>Metadata detail</p>" + a(base, "Back to layer"),
            head=head,
        )
        entry = hub.page(
            base,
            title,
            f"<h1>{escape(title)}</h1><p>Point layer of {escape(title.lower())}.</p>"
            f'<img src="/uploaded/thumbs/layer-{uuid}-thumb.png" alt="">'
            f"<h2>Download Layer</h2>{ul([a(shp, 'Zipped Shapefile'), a(csv, 'CSV'), a(kml, 'KML'), a(png, 'PNG')])}"
            f"<h2>Metadata</h2>{ul([a(detail, 'Metadata detail'), a(iso, 'ISO')])}"
            f"<h2>Maps using this layer</h2>{ul(a(m, m.rsplit('/', 1)[1]) for m in maps)}",
            head=head,
            share=True,
        )
        hub.png(None, f"/uploaded/thumbs/layer-{uuid}-thumb.png")
        return [entry, detail, shp, csv, kml, png, iso]

    m_other = hub.stub("/maps/23", "Groundwater vulnerability map — Dinaric Karst Atlas")
    springs = layer(
        "karst_springs_dinaric",
        "Karst springs of the Dinaric region",
        "8e2f4b10-3c6d-4f2a-b9e1-5d70a4c18f62",
        ["http://" + GD + "/maps/17", m_other],
    )
    caves = hub.stub(
        "/layers/geonode:cave_entrances_dinaric", "Cave entrances — Dinaric Karst Atlas"
    )

    base = "/maps/17"
    title = "Spring catchments of the Dinaric karst"
    view = hub.page(
        f"{base}/view", title, f"<div id='map' data-title='{escape(title)}'></div>", head=head
    )
    embed = hub.page(f"{base}/embed", title, "<div id='map'></div>", head=head)
    mdet = hub.page(
        f"{base}/metadata_detail", f"{title} — metadata", f"<h1>{escape(title)}</h1>", head=head
    )
    wmc = hub.raw(
        f"{base}/wmc",
        data(f"<ViewContext><Title>{escape(title)}</Title></ViewContext>", "application/xml"),
    )
    dl = hub.page(
        f"{base}/download",
        f"Download {title}",
        f"<h1>Download map data</h1>{ul([a(springs[2], 'Karst springs (shapefile)')])}",
        head=head,
    )
    entry = hub.page(
        base,
        title,
        f"<h1>{escape(title)}</h1><p>Composite map of springs and their catchments.</p>"
        + ul(
            [
                a(view, "View map"),
                a(embed, "Embed"),
                a(dl, "Download map"),
                a(mdet, "Metadata detail"),
                a(wmc, "Web Map Context"),
            ]
        )
        + "<h2>Layers</h2>"
        + ul([a(springs[0], "Karst springs"), a(caves, "Cave entrances")]),
        head=head,
        share=True,
    )
    return [
        # sig_uri: the typename "karst_springs_dinaric" runs through the layer page, its
        # metadata detail and every GeoServer download; truth also holds the CSW ISO record
        # keyed only by UUID (the heuristic may miss it). Maps using the layer are others.
        hub.case(
            "geonode-layer-springs",
            "sig_uri",
            springs[0],
            springs,
            cls="dataset (GIS layer)",
            detail="layer",
            others=[entry, m_other],
        ),
        # path_based: a map's view, embed, download, metadata and context all sit under
        # /maps/17/; its layers are separate artifacts.
        hub.case(
            "geonode-map-catchments",
            "path_based",
            entry,
            [entry, view, embed, mdet, wmc, dl],
            cls="map (web map composition)",
            detail="map",
            others=[springs[0], caves],
        ),
    ]


# --- Seismology event page -------------------------------------------------------------

SQ = "www.alpseis.hx18.example"
SQ_FD = "service.alpseis.hx18.example"
SQ_PR = "products.alpseis.hx18.example"


def seismology() -> list[Case]:
    hub = Hub(
        "seismology event page",
        Portal(
            SQ,
            "Alpine Seismological Service",
            menu=[
                ("/earthquakes/map/", "Latest Earthquakes"),
                ("/earthquakes/search/", "Search Catalog"),
                ("/earthquakes/feed/", "Feeds"),
                ("/news/", "News"),
                ("/education/", "Education"),
            ],
            footer=[
                ("/about/", "About"),
                ("/privacy/", "Privacy"),
                ("http://twitter.test/alpseis", "X"),
                ("http://facebook.test/alpseis", "Facebook"),
            ],
            title_format="{title}",
            home_title="Alpine Seismological Service",
        ),
        plain=[SQ_FD, SQ_PR],
    )
    eid = "as2024kqwe"
    base = f"/earthquakes/eventpage/{eid}"
    title = "M 5.1 - 4 km NE of Leuk, Valais"
    head = meta("", "Alpine Seismological Service", og__title=title)
    tabs = {}
    for tab, label in [
        ("origin/detail", "Origin"),
        ("moment-tensor", "Moment Tensor"),
        ("shakemap/intensity", "ShakeMap"),
        ("dyfi/intensity", "Did You Feel It?"),
        ("region-info", "Regional Information"),
        ("waveforms", "Waveforms"),
    ]:
        tabs[label] = hub.page(
            f"{base}/{tab}",
            f"{title} - {label}",
            f"<h1>{escape(title)}</h1><h2>{label}</h2>" + a(f"{base}/executive", "Overview"),
            head=head,
            raw_title=True,
        )
    code = "1718012345678"
    files = [
        hub.file(
            SQ_PR,
            f"/product/shakemap/{eid}/as/{code}/download/intensity.jpg",
            b"\xff\xd8\xff\xe0",
            "image/jpeg",
        ),
        hub.file(
            SQ_PR,
            f"/product/shakemap/{eid}/as/{code}/download/grid.xml",
            f'<shakemap_grid event_id="{eid}"/>',
            "application/xml",
        ),
        hub.file(
            SQ_PR,
            f"/product/moment-tensor/as_{eid}_mww/as/{code}/quakeml.xml",
            "<q:quakeml/>",
            "application/xml",
        ),
        hub.file(
            SQ_PR,
            f"/product/dyfi/{eid}/as/{code}/cdi_zip.txt",
            "# CDI by postal code\n3953,5.2\n",
            "text/plain",
        ),
    ]
    qml = hub.file(
        SQ_FD,
        f"/fdsnws/event/1/query?eventid={eid}&format=xml&includeallorigins=true",
        "<q:quakeml/>",
        "application/xml",
    )
    geojson = hub.raw(
        f"/earthquakes/feed/v1.0/detail/{eid}.geojson",
        data(f'{{"id":"{eid}","properties":{{"title":"{title}"}}}}', "application/geo+json"),
    )
    article = "/news/2024/06/magnitude-5-1-valais-earthquake-what-we-know"
    entry = hub.page(
        f"{base}/executive",
        title,
        f"<h1>{escape(title)}</h1><p>2024-06-10 09:41:17 UTC · 46.336°N 7.654°E · 8.2 km depth</p>"
        + ul(a(u, label) for label, u in tabs.items())
        + "<h2>Downloads</h2>"
        + ul(
            [a(u, u.rsplit("/", 1)[1]) for u in files]
            + [a(qml, "QuakeML (FDSN event service)"), a(geojson, "GeoJSON detail")]
        )
        + f"<p>{a(article, 'News: what we know about the Leuk earthquake')}</p>",
        head=head,
        raw_title=True,
        share=True,
    )
    news = hub.page(
        article,
        "Magnitude 5.1 Valais earthquake: what we know",
        "<article><h1>Magnitude 5.1 Valais earthquake: what we know</h1><p class='byline'>By the duty seismologist · 10 June 2024</p>"
        "<p>A moderate earthquake shook the Rhône valley this morning. It was widely felt across Valais and the Bernese Oberland; "
        f"minor damage to chimneys was reported near Leuk. See the {a(entry, 'event page')} for details and the "
        f"{a('/education/earthquake-hazard-switzerland', 'hazard primer')}.</p></article>",
        head=meta("WordPress 6.5", "Alpine Seismological Service", og__type="article"),
        share=True,
    )
    primer = hub.stub(
        "/education/earthquake-hazard-switzerland", "Earthquake hazard in Switzerland"
    )
    truth = [entry, *tabs.values(), *files, qml, geojson]
    return [
        # sig_uri: the event id "as2024kqwe" is in every tab, product file (on a product
        # host), the FDSN QuakeML query and the GeoJSON detail; the news article is another
        # artifact. Truth: overview, tabs, products, event services.
        hub.case(
            "seismic-event-leuk",
            "sig_uri",
            entry,
            truth,
            cls="event record",
            detail="event page",
            others=[news],
        ),
        # single_page: the observatory's news article about the event is one page; the
        # event page and the primer it links are other artifacts.
        hub.case(
            "seismic-news-article",
            "single_page",
            news,
            [news],
            cls="news article",
            detail="news article",
            others=[entry, primer],
        ),
    ]


# --- Hydrology station record ----------------------------------------------------------

HY = "waterdata.riverwatch-survey.hx18.example"
HY_WS = "waterservices.riverwatch-survey.hx18.example"
HY_F = "files.riverwatch-survey.hx18.example"


def hydrology() -> list[Case]:
    hub = Hub(
        "hydrology station record",
        Portal(
            HY,
            "RiverWatch Water Data",
            menu=[
                ("/", "Home"),
                ("/state/", "By state"),
                ("/nwis/rt", "Current conditions"),
                ("/blog/", "Blog"),
                ("/questions-comments/", "Questions"),
            ],
            footer=[
                ("/accessibility/", "Accessibility"),
                ("/foia/", "FOIA"),
                ("/policies/", "Policies"),
                ("http://twitter.test/riverwatch", "Twitter"),
            ],
            title_format="{title} | {name}",
            home_title="RiverWatch Water Data",
        ),
        plain=[HY_WS, HY_F],
    )

    def station(site: str, name: str, samples: bool, upstream: str) -> list[str]:
        base = f"/monitoring-location/{site}/"
        inv = hub.page(
            f"/nwis/inventory/?site_no={site}",
            f"{site} {name}",
            f"<h1>Site inventory {site}</h1><p>{escape(name)}</p>",
        )
        dv = hub.raw(
            f"/nwis/dv?site_no={site}&format=rdb&parameterCd=00060",
            data(
                f"# agency_cd site_no datetime 00060_Mean\nRW\t{site}\t2024-06-01\t412\n",
                "text/plain",
            ),
        )
        meas = hub.page(
            f"/nwis/measurements?site_no={site}",
            f"Field measurements {site}",
            f"<h1>Field measurements at {site}</h1><table><tr><td>2024-05-14</td><td>398 ft3/s</td></tr></table>",
        )
        iv = hub.file(
            HY_WS,
            f"/nwis/iv/?sites={site}&parameterCd=00060,00065&format=waterml,2.0",
            f"<wml2:Collection><gml:identifier>{site}</gml:identifier></wml2:Collection>",
            "application/xml",
        )
        rating = hub.raw(
            f"/ratings/exsa/RW.{site}.exsa.rdb",
            data(f"# //RATING ID={site}\n1.0\t0.0\n", "text/plain"),
        )
        extra = []
        if samples:
            extra.append(
                hub.file(
                    HY_F,
                    f"/qw/{site}_samples_2023.csv",
                    f"site_no,date,temp_c\n{site},2023-07-01,18.2\n",
                    "text/csv",
                )
            )
        entry = hub.page(
            base,
            f"{name} - {site}",
            f"<h1>{escape(name)}</h1><p>Monitoring location {site} · Stream</p>"
            f'<div id="hydrograph" data-site="{site}"></div>'
            + ul(
                [
                    a(dv, "Daily values (RDB)"),
                    a(iv, "Instantaneous values (WaterML 2.0)"),
                    a(inv, "Site inventory"),
                    a(meas, "Field measurements"),
                    a(rating, "Rating (EXSA)"),
                ]
                + [a(u, "Water-quality samples 2023") for u in extra]
            )
            + f"<p>Upstream: {a(upstream, 'station upstream')}</p>",
            head=meta("", "RiverWatch Water Data"),
            share=True,
        )
        return [entry, inv, dv, meas, iv, rating, *extra]

    up1 = hub.stub(
        "/monitoring-location/03471000/",
        "S F Holston River near Damascus - 03471000 | RiverWatch Water Data",
    )
    up2 = hub.stub(
        "/monitoring-location/03473500/",
        "Middle Fork Holston River at Seven Mile Ford - 03473500 | RiverWatch Water Data",
    )
    s1 = station("03471500", "S F Holston River at Riverside near Chilhowie", False, up1)
    s2 = station("03473000", "Middle Fork Holston River near Meadowview", True, up2)
    return [
        # sig_uri: the site number is in the landing, inventory, daily and instantaneous
        # values (on the web-services host), measurements and rating; the upstream station
        # shares only a prefix. Truth: station landing and its data products.
        hub.case(
            "hydro-station-chilhowie",
            "sig_uri",
            s1[0],
            s1,
            cls="station record (time series)",
            detail="stream gauge",
            others=[up1],
        ),
        # sig_uri: a second gauge with water-quality samples on a file host.
        hub.case(
            "hydro-station-damascus",
            "sig_uri",
            s2[0],
            s2,
            cls="station record (time series)",
            detail="stream gauge with samples",
            others=[up2],
        ),
    ]


def cases() -> list[Case]:
    return [*geonetwork(), *geonode(), *seismology(), *hydrology()]
