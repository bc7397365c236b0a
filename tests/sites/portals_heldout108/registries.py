"""Registries and catalogues whose records are joined by an identifier in the URI: a state
geological survey's water-well registry (well id in ColdFusion query strings) and a
GeoNetwork catalogue record (a UUID in API, CSW and INSPIRE Atom URIs)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import (
    Skin,
    a,
    assets,
    css,
    csv_file,
    doc,
    image_file,
    pdf_file,
    text_file,
    xml_file,
    zip_file,
)

SIG_URI = "sig_uri"


# --------------------------------------------------------------------------- well registry
WW = "chasm.kgsurvey.hx108.example"
WW_ID = "1049537"


def _ww_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<table width="100%" class="kgs-banner"><tr><td><a href="/"><img src="/Magellan/images/'
        'kgs_logo.gif" alt="KGS"></a></td><td><a href="/General/index.html">General</a> | '
        '<a href="/Magellan/WaterWell/index.html">Water Wells</a> | <a href="/Magellan/Logs/'
        'index.html">Logs</a> | <a href="/Hydro/hydro.html">Water</a> | <a href="/General/'
        'search.html">Search</a></td></tr></table>'
        f'<div class="kgs-body">{main}</div><hr><p class="kgs-foot">'
        + " | ".join(a(h, t) for h, t in s.footer)
        + "<br>Updated Oct. 2025. Comments to webadmin@kgsurvey.test</p>"
    )
    return doc(title, css("/Magellan/kgs.css") + head, body)


def _ww_skin() -> Skin:
    return Skin(
        host=WW,
        name="Kansas Geological Survey",
        title_format="{title}",
        home_title="Kansas Geological Survey",
        menu=[],
        footer=[
            ("/General/contact.html", "Contact"),
            ("/General/disclaim.html", "Disclaimer"),
            ("/General/privacy.html", "Privacy"),
        ],
        home_main='<h1>Kansas Geological Survey</h1><a href="/Magellan/WaterWell/index.html">'
        "WWC5 Water Well Database</a>",
        layout=_ww_layout,
    )


def wells_sites() -> list[Site]:
    s = _ww_skin()
    pages: dict[str, object] = dict(assets("/Magellan/kgs.css", "/Magellan/images/kgs_logo.gif"))
    w = WW_ID
    main = (
        f'<h2>WWC-5 Record, KGS ID {w}</h2><table border="1">'
        "<tr><td>Location</td><td>T24S R33W, Sec. 14, NE NW SW</td></tr>"
        '<tr><td>County</td><td><a href="/Magellan/WaterWell/CountyList.cfm?county=Finney">'
        "Finney</a></td></tr><tr><td>Owner</td><td>Garden City Co.</td></tr>"
        "<tr><td>Depth of completed well</td><td>412 ft</td></tr>"
        "<tr><td>Static water level</td><td>186 ft (1998-07-14)</td></tr>"
        "<tr><td>Aquifer</td><td>High Plains (Ogallala)</td></tr>"
        "<tr><td>Well use</td><td>Irrigation</td></tr></table>"
        f'<ul><li><a href="/Magellan/WaterWell/DisplayLog.cfm?well_id={w}">Lithologic log</a></li>'
        f'<li><a href="/WWC5/images/{w}.pdf">View scanned WWC-5 form (PDF)</a></li>'
        f'<li><a href="/Magellan/WaterLevels/index.cfm?well_id={w}">Water levels (WIZARD)</a></li>'
        f'<li><a href="/Magellan/WaterWell/kml.cfm?well_id={w}">Google Earth (KML)</a></li></ul>'
        '<p>Other wells in this section: <a href="/Magellan/WaterWell/DisplayWell.cfm?well_id='
        '1049538">1049538</a>, <a href="/Magellan/WaterWell/DisplayWell.cfm?well_id=1051207">'
        "1051207</a></p>"
        '<p><a href="/Magellan/WaterWell/index.html">New search</a></p>'
    )
    pages[f"/Magellan/WaterWell/DisplayWell.cfm?well_id={w}"] = s.page(
        f"WWC5 Water Well Record {w}", main
    )
    pages[f"/Magellan/WaterWell/DisplayLog.cfm?well_id={w}"] = s.page(
        f"Lithologic log, well {w}",
        f"<h2>Lithologic Log for KGS ID {w}</h2><pre>0-4 Topsoil\n4-96 Sand, fine\n96-412 Sand "
        f'and gravel, Ogallala</pre><a href="/Magellan/WaterWell/DisplayWell.cfm?well_id={w}">'
        "Back to well record</a>",
    )
    pages[f"/Magellan/WaterLevels/index.cfm?well_id={w}"] = s.page(
        f"WIZARD water levels, well {w}",
        f'<h2>WIZARD: depth to water, KGS ID {w}</h2><img src="/Magellan/WaterLevels/'
        f'hydrograph.cfm?well_id={w}" alt="hydrograph"><p><a href="/Magellan/WaterLevels/'
        f'download.cfm?well_id={w}&amp;format=csv">Download measurements (CSV)</a></p>'
        f'<p><a href="/Magellan/WaterWell/DisplayWell.cfm?well_id={w}">Back to well record</a></p>',
    )
    pages[f"/Magellan/WaterLevels/hydrograph.cfm?well_id={w}"] = image_file()
    pages[f"/Magellan/WaterLevels/download.cfm?well_id={w}&format=csv"] = csv_file(
        "well_id,date,depth_to_water_ft,source",
        [f"{w},1998-07-14,186.0,KGS", f"{w},2025-01-09,231.4,KGS"],
    )
    pages[f"/WWC5/images/{w}.pdf"] = pdf_file(f"WWC-5 Water Well Record {w}", "Scanned form")
    pages[f"/Magellan/WaterWell/kml.cfm?well_id={w}"] = text_file(
        '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>'
        f"{w}</name></Placemark></kml>",
        "application/vnd.google-earth.kml+xml",
    )
    for other in ("1049538", "1051207"):
        pages[f"/Magellan/WaterWell/DisplayWell.cfm?well_id={other}"] = s.page(
            f"WWC5 Water Well Record {other}", f"<h2>WWC-5 Record, KGS ID {other}</h2>"
        )
    pages["/Magellan/WaterWell/index.html"] = s.page("WWC5 Water Well Database", "<h2>Search</h2>")
    return [s.site(pages)]  # type: ignore[arg-type]


WW_TRUTH = {
    f"http://{WW}{p}"
    for p in (
        f"/Magellan/WaterWell/DisplayWell.cfm?well_id={WW_ID}",
        f"/Magellan/WaterWell/DisplayLog.cfm?well_id={WW_ID}",
        f"/WWC5/images/{WW_ID}.pdf",
        f"/Magellan/WaterLevels/index.cfm?well_id={WW_ID}",
        f"/Magellan/WaterLevels/download.cfm?well_id={WW_ID}&format=csv",
        f"/Magellan/WaterWell/kml.cfm?well_id={WW_ID}",
    )
}


# --------------------------------------------------------------------------- GeoNetwork
GN = "geoportal.bfg-hydro.hx108.example"
GN_DL = "download.bfg-hydro.hx108.example"
GN_UUID = "8f2b6a5c-3d1e-4c7a-9b0f-2e6d4a1c8b53"
GN_TITLE = "Catchment boundaries of German federal waterways (EZG-BWaStr), version 3.1"


def _gn_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<div class="gn-top-bar"><a href="/geonetwork/srv/ger/catalog.search"><img '
        'src="/geonetwork/images/logos/bfg.png" alt="BfG"> Geoportal der BfG</a>'
        '<a href="/geonetwork/srv/ger/catalog.search#/search">Suche</a> '
        '<a href="/geonetwork/srv/ger/catalog.search#/map">Karte</a> '
        '<a href="/geonetwork/srv/ger/catalog.signin">Anmelden</a></div>'
        f'<div class="container gn-record">{main}</div>'
        '<footer class="gn-footer"><a href="/geonetwork/doc/api/">API</a> '
        '<a href="/impressum.html">Impressum</a> <a href="/datenschutz.html">Datenschutz</a> '
        'Powered by <a href="http://geonetwork-opensource.test/">GeoNetwork 4.4</a></footer>'
    )
    return doc(title, css("/geonetwork/static/gn_search_default.css") + head, body, lang="de")


def _gn_skin() -> Skin:
    return Skin(
        host=GN,
        name="Geoportal der BfG",
        title_format="{title}",
        home_title="Geoportal der BfG",
        menu=[],
        home_main="<h1>Geoportal der Bundesanstalt für Gewässerkunde</h1>",
        layout=_gn_layout,
    )


def geonetwork_sites() -> list[Site]:
    s = _gn_skin()
    pages: dict[str, object] = dict(
        assets("/geonetwork/static/gn_search_default.css", "/geonetwork/images/logos/bfg.png")
    )
    u = GN_UUID
    rec = f"/geonetwork/srv/api/records/{u}"
    csw = (
        f"/geonetwork/srv/ger/csw?service=CSW&version=2.0.2&request=GetRecordById&id={u}"
        "&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full"
    )
    main = (
        f'<h1 itemprop="name">{escape(GN_TITLE)}</h1><img src="{rec}/attachments/thumbnail.png" '
        'alt="Übersicht"><div itemprop="description"><p>Oberirdische Einzugsgebiete der '
        "Bundeswasserstraßen, abgeleitet aus dem DGM25 und dem Gewässernetz 1:25 000.</p></div>"
        "<dl><dt>Ressourcentyp</dt><dd>Datensatz</dd><dt>Schlüsselwörter</dt><dd>"
        '<a href="/geonetwork/srv/ger/catalog.search#/search?keyword=Einzugsgebiet">'
        "Einzugsgebiet</a> (INSPIRE: Hydrografie)</dd><dt>Kontakt</dt><dd>Bundesanstalt für "
        "Gewässerkunde, Referat M1</dd></dl>"
        "<h2>Downloads und Dienste</h2><ul>"
        f'<li><a href="http://{GN_DL}/atom/{u}/EZG_BWaStr_v3_1.zip">Shapefile (ZIP, 48 MB)</a></li>'
        f'<li><a href="http://{GN_DL}/atom/{u}.xml">INSPIRE Download-Dienst (Atom)</a></li>'
        f'<li><a href="{rec}/attachments/EZG_BWaStr_Datenbeschreibung.pdf">Datenbeschreibung'
        " (PDF)</a></li></ul>"
        "<h2>Metadaten</h2><ul>"
        f'<li><a href="{rec}/formatters/xml">ISO 19139 XML</a></li>'
        f'<li><a href="{rec}/formatters/xsl-view?output=pdf&amp;language=ger">PDF</a></li>'
        f'<li><a href="{escape(csw)}">CSW GetRecordById</a></li></ul>'
        f'<p><a href="/geonetwork/srv/ger/catalog.search#/metadata/{u}">In der Suchoberfläche '
        "öffnen</a></p>"
    )
    pages[rec] = s.page(GN_TITLE, main)
    iso = xml_file(
        f'<gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd"><gmd:fileIdent'
        f"ifier>{u}</gmd:fileIdentifier></gmd:MD_Metadata>"
    )
    pages[f"{rec}/formatters/xml"] = iso
    pages[csw] = iso
    pages[f"{rec}/formatters/xsl-view?output=pdf&language=ger"] = pdf_file(GN_TITLE, u)
    pages[f"{rec}/attachments/EZG_BWaStr_Datenbeschreibung.pdf"] = pdf_file(GN_TITLE, "Daten")
    pages[f"{rec}/attachments/thumbnail.png"] = image_file()
    pages["/geonetwork/srv/ger/catalog.search"] = s.page("Geoportal der BfG", "<div ng-app></div>")
    dl = Site(GN_DL)
    dl.add(
        f"/atom/{u}.xml",
        xml_file(
            f'<feed xmlns="http://www.w3.org/2005/Atom"><id>{u}</id>'
            f'<link href="http://{GN_DL}/atom/{u}/EZG_BWaStr_v3_1.zip"/>'
            "</feed>",
            "application/atom+xml",
        ),
    )
    dl.add(f"/atom/{u}/EZG_BWaStr_v3_1.zip", zip_file("EZG shapefile"))
    return [s.site(pages), dl]  # type: ignore[arg-type]


_GN_REC = f"http://{GN}/geonetwork/srv/api/records/{GN_UUID}"
GN_TRUTH = {
    _GN_REC,
    f"{_GN_REC}/formatters/xml",
    f"{_GN_REC}/formatters/xsl-view?output=pdf&language=ger",
    f"{_GN_REC}/attachments/EZG_BWaStr_Datenbeschreibung.pdf",
    f"http://{GN}/geonetwork/srv/ger/csw?service=CSW&version=2.0.2&request=GetRecordById&id="
    f"{GN_UUID}&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full",
    f"http://{GN_DL}/atom/{GN_UUID}.xml",
    f"http://{GN_DL}/atom/{GN_UUID}/EZG_BWaStr_v3_1.zip",
}


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # Water-well registry record (WWC5-style ColdFusion pages): the well id is the only
    # thing its log, scanned form, WIZARD water levels, their CSV (two hops) and KML share:
    # Significant String from URI.  Neighbouring wells and the county list are outside.
    case(
        "wwc5-finney-irrigation-well",
        "Groundwater well registry (state geological survey, ColdFusion)",
        "Multi-Hop",
        SIG_URI,
        f"http://{WW}/Magellan/WaterWell/DisplayWell.cfm?well_id={WW_ID}",
        WW_TRUTH,
        wells_sites,
    ),
    # GeoNetwork 4 record landing page: the UUID is in the API formatters, attachments, a
    # CSW GetRecordById query and the INSPIRE Atom download host: Significant String from
    # URI (a path rule would miss the CSW and Atom URIs).  The SPA shell
    # (catalog.search, with fragments) and the keyword search are outside.
    case(
        "geonetwork-bwastr-catchments",
        "GeoNetwork (INSPIRE geoportal of a federal hydrology institute)",
        "Multi-Hop",
        SIG_URI,
        _GN_REC,
        GN_TRUTH,
        geonetwork_sites,
    ),
]
