"""Portals whose artifact URIs share an identifier but no path: HydroShare resources (a
32-hex id in landing page, file, bag and metadata URIs) and a KISTERS WISKI/KiWIS gauge
portal (the station number in station tabs, query strings and the KiWIS API host)."""

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
    js,
    json_file,
    pdf_file,
    text_file,
    xml_file,
    zip_file,
)

SIG_URI = "sig_uri"


# --------------------------------------------------------------------------- HydroShare
HS = "www.hydroshare.hx108.example"
HS_ASSETS = (
    "/static/css/hydroshare_core.css",
    "/static/js/hs-vue/resource-landing.js",
    "/static/img/logo-lg.png",
)


def _hs_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        '<div class="main-container"><nav class="navbar navbar-inverse" id="hs-nav-bar">'
        f'<a class="navbar-brand" href="/"><img src="{HS_ASSETS[2]}" alt="HydroShare"></a>'
        f'<ul class="nav navbar-nav">{nav}</ul><ul class="nav navbar-nav navbar-right">'
        '<li><a href="/accounts/login/">Sign In</a></li><li><a href="/sign-up/">Sign Up</a></li>'
        f'</ul></nav><div class="container">{main}</div></div>'
        '<footer><div class="container"><ul class="list-inline">'
        + "".join(f"<li>{a(h, t)}</li>" for h, t in s.footer)
        + '</ul><p>HydroShare is operated by <a href="http://www.cuahsi.test/">CUAHSI</a>.</p>'
        '<p><a href="http://github.test/hydroshare/hydroshare">Source code</a> | Version '
        "2.14.1</p></div></footer>"
    )
    return doc(title, css(HS_ASSETS[0]) + head, body + js(HS_ASSETS[1]))


def _hs_skin() -> Skin:
    return Skin(
        host=HS,
        name="HydroShare",
        title_format="{title} | HydroShare",
        home_title="HydroShare",
        menu=[
            ("/home/", "Home"),
            ("/my-resources/", "My Resources"),
            ("/search/", "Discover"),
            ("/collaborate/", "Collaborate"),
            ("/apps/", "Apps"),
            ("http://help.hydroshare.test/", "Help"),
        ],
        footer=[
            ("/terms-of-use/", "Terms of Use"),
            ("/privacy/", "Privacy"),
            ("/sitemap/", "Sitemap"),
            ("/contact/", "Contact"),
        ],
        home_main="<h1>HydroShare</h1><p>Share and collaborate on hydrologic data and models."
        '</p><a href="/search/">Discover resources</a>',
        layout=_hs_layout,
    )


def _hs_resource(
    s: Skin,
    rid: str,
    title: str,
    rtype: str,
    owner: tuple[int, str],
    abstract: str,
    files: list[tuple[str, str]],
    related: list[tuple[str, str, str]],
    keywords: list[str],
) -> dict[str, object]:
    """Landing page, files, bag and metadata of one resource; files as (path, body);
    related as (relation, resource id, title)."""
    base = f"/resource/{rid}/"
    rows = "".join(
        f'<tr class="fb-file"><td><a href="{base}data/contents/{escape(p)}" '
        f'data-url="{base}data/contents/{escape(p)}">{escape(p)}</a></td></tr>'
        for p, _b in files
    )
    rel = "".join(
        f'<tr><td>{escape(r)}</td><td><a href="/resource/{i}/">{escape(t)}</a></td></tr>'
        for r, i, t in related
    )
    kw = "".join(
        f'<li class="tag"><a href="/search/?subject={escape(k.replace(" ", "+"))}">'
        f"{escape(k)}</a></li>"
        for k in keywords
    )
    main = (
        f'<div id="resource-header"><h2 id="resource-title">{escape(title)}</h2>'
        f'<p><span class="label label-info">{escape(rtype)}</span></p>'
        f'<table class="info-table"><tr><th>Owners</th><td><a href="/user/{owner[0]}/">'
        f"{escape(owner[1])}</a></td></tr>"
        "<tr><th>Sharing Status</th><td>Published</td></tr>"
        "<tr><th>Created</th><td>Mar 02, 2025 at 4:18 p.m.</td></tr></table></div>"
        '<div id="citation-text">' + escape(owner[1]) + f" (2025). {escape(title)}, HydroShare, "
        f'<a href="https://doi.org/10.4211/hs.{rid}">https://doi.org/10.4211/hs.{rid}</a></div>'
        f'<div id="abstract"><h3>Abstract</h3><p>{escape(abstract)}</p></div>'
        f'<div id="keywords"><h3>Subject Keywords</h3><ul class="tag-list">{kw}</ul></div>'
        f'<div id="filebrowser"><h3>Content</h3><table class="fb-files">{rows}</table>'
        f'<a class="btn btn-default" href="/django_irods/rest_download/bags/{rid}.zip">'
        "Download All Content as Zipped BagIt Archive</a></div>"
        f'<div id="related-resources"><h3>Related Resources</h3><table>{rel}</table></div>'
        '<div id="metadata-access"><h3>How to access metadata</h3><ul>'
        f'<li><a href="/hsapi/resource/{rid}/scimeta/">Resource metadata (RDF/XML)</a></li>'
        f'<li><a href="/hsapi/resource/{rid}/map/">Resource map (OAI-ORE)</a></li></ul></div>'
        '<div id="license"><a href="http://creativecommons.test/licenses/by/4.0/">'
        "CC BY 4.0</a></div>"
    )
    out: dict[str, object] = {base: s.page(title, main)}
    for p, body in files:
        if p.endswith(".pdf"):
            out[f"{base}data/contents/{p}"] = pdf_file(title, p)
        elif p.endswith(".png"):
            out[f"{base}data/contents/{p}"] = image_file((30, 110, 170))
        elif p.endswith(".zip"):
            out[f"{base}data/contents/{p}"] = zip_file(p)
        else:
            out[f"{base}data/contents/{p}"] = text_file(body)
    out[f"/django_irods/rest_download/bags/{rid}.zip"] = zip_file(f"bag {rid}")
    out[f"/hsapi/resource/{rid}/scimeta/"] = xml_file(
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        f'xmlns:dc="http://purl.org/dc/elements/1.1/"><rdf:Description rdf:about="http://{HS}'
        f'/resource/{rid}"><dc:title>{escape(title)}</dc:title></rdf:Description></rdf:RDF>',
        "application/rdf+xml",
    )
    out[f"/hsapi/resource/{rid}/map/"] = xml_file(
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        f'xmlns:ore="http://www.openarchives.org/ore/terms/"><rdf:Description rdf:about="http:'
        f'//{HS}/resource/{rid}/data/resourcemap.xml#aggregation"/></rdf:RDF>',
        "application/rdf+xml",
    )
    return out


HS1 = "2f6b0a9d41c84e7b9a3e51d0c6f87b24"
HS1_FILES = [
    ("LRO_TF_discharge_15min.csv", "datetime,q_cms\n2024-06-01T00:00,1.82\n"),
    ("LRO_TF_water_quality_15min.csv", "datetime,temp_c,spcond_uscm,do_mgl,turb_ntu\n"),
    ("site_photos/TF_site_2024.png", ""),
    ("README.md", "# Logan River Observatory, Tony Grove to First Dam\n"),
]
HS2 = "a83c5e1f0b7d4d26b9e4f2c1d0a6b795"
HS2_FILES = [
    ("model/LittleBear_SWATplus.zip", ""),
    ("model/calibration_report.pdf", ""),
    ("output/streamflow_simulated_daily.csv", "date,q_obs,q_sim\n2015-01-01,0.91,0.88\n"),
]
HS_PROGRAM = "5e0c1a7b93d24f68a1c7e3b20f9d4c18"
HS_OLDER = "c19d7e2a5b804f3c96a1e7d2b4c08f53"


def hydroshare_sites() -> list[Site]:
    s = _hs_skin()
    pages: dict[str, object] = dict(assets(*HS_ASSETS))
    pages.update(
        _hs_resource(
            s,
            HS1,
            "Logan River Observatory: continuous discharge and water quality at Tony Grove to "
            "First Dam, 2014-2025",
            "Resource",
            (1841, "Elena Marquez"),
            "Fifteen-minute discharge, temperature, specific conductance, dissolved oxygen and "
            "turbidity from six aquatic monitoring sites on the Logan River, Utah.",
            HS1_FILES,
            [("This resource is a newer version of", HS_OLDER, "LRO water quality, 2014-2022")],
            ["Logan River", "water quality", "discharge", "sensor network"],
        )
    )
    pages.update(
        _hs_resource(
            s,
            HS2,
            "SWAT+ model instance for the Little Bear River watershed, calibrated 2005-2020",
            "Model Instance",
            (2207, "Daniel Okafor"),
            "A calibrated SWAT+ model of the Little Bear River (Utah) with its inputs, "
            "calibration report and simulated daily streamflow at Paradise.",
            HS2_FILES,
            [("Executed by", HS_PROGRAM, "SWAT+ 2.3 model program")],
            ["SWAT+", "model instance", "Little Bear River"],
        )
    )
    for rid, t in (
        (HS_PROGRAM, "SWAT+ 2.3 model program"),
        (HS_OLDER, "LRO water quality, 2014-2022"),
    ):
        pages[f"/resource/{rid}/"] = s.page(t, f"<h2>{escape(t)}</h2>")
    for uid, n in ((1841, "Elena Marquez"), (2207, "Daniel Okafor")):
        pages[f"/user/{uid}/"] = s.page(n, f"<h2>{n}</h2>")
    pages["/search/"] = s.page("Discover", "<h2>Discover</h2>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _hs_truth(rid: str, files: list[tuple[str, str]]) -> set[str]:
    u = f"http://{HS}"
    return {
        f"{u}/resource/{rid}/",
        f"{u}/django_irods/rest_download/bags/{rid}.zip",
        f"{u}/hsapi/resource/{rid}/scimeta/",
        f"{u}/hsapi/resource/{rid}/map/",
    } | {f"{u}/resource/{rid}/data/contents/{p}" for p, _b in files}


# --------------------------------------------------------------------------- KISTERS
KI = "pegelportal.lung-mv.hx108.example"
KI_API = "kiwis.lung-mv.hx108.example"
KI_ASSETS = (
    "/webpublic/css/wiski-web.css",
    "/webpublic/js/wiski-web.bundle.js",
    "/webpublic/img/lung-logo.png",
)


def _ki_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<a class="nav-item" href="{h}">{escape(t)}</a>' for h, t in s.menu)
    body = (
        f'<div class="ww-app"><header class="ww-header"><a href="/"><img src="{KI_ASSETS[2]}" '
        'alt="LUNG M-V"></a><span class="ww-portal-name">Pegelportal Mecklenburg-Vorpommern</span>'
        f'<nav class="ww-nav">{nav}</nav><form action="/suche" class="ww-search"><input name="q" '
        'placeholder="Pegel suchen"></form></header>'
        f'<div class="ww-content">{main}</div><footer class="ww-footer">'
        + " | ".join(a(h, t) for h, t in s.footer)
        + ' | Software: <a href="http://www.kisters.test/wiski">KISTERS WISKI Web</a></footer></div>'
    )
    return doc(title, css(KI_ASSETS[0]) + head, body + js(KI_ASSETS[1]), lang="de")


def _ki_skin() -> Skin:
    return Skin(
        host=KI,
        name="Pegelportal M-V",
        title_format="{title} - Pegelportal M-V",
        menu=[
            ("/karte", "Karte"),
            ("/stationen", "Pegelliste"),
            ("/hochwasser", "Hochwasser"),
            ("/grundwasser", "Grundwasser"),
            ("/hilfe", "Hilfe"),
        ],
        footer=[
            ("/impressum", "Impressum"),
            ("/datenschutz", "Datenschutz"),
            ("/barrierefreiheit", "Barrierefreiheit"),
        ],
        home_main="<h1>Pegelportal Mecklenburg-Vorpommern</h1><p>Aktuelle Wasserstände und "
        "Abflüsse an 212 Pegeln.</p>",
        layout=_ki_layout,
    )


KI_NO = "5830010"
KI_TS = [("W/15m.Cmd", "Wasserstand (15 min)"), ("Q/Day.Mean", "Abfluss (Tagesmittel)")]


def _kiwis(req: str, fmt: str, **params: str) -> str:
    q = "&".join(f"{k}={v}" for k, v in params.items())
    return (
        f"http://{KI_API}/KiWIS/KiWIS?service=kisters&type=queryServices&datasource=0"
        f"&request={req}&format={fmt}&{q}"
    )


KI_DL = [
    _kiwis("getTimeseriesValues", "csv", ts_path=f"1/{KI_NO}/{p}", period="P1Y") for p, _l in KI_TS
] + [
    _kiwis(
        "getStationList",
        "json",
        station_no=KI_NO,
        returnfields="station_name,station_latitude,station_longitude,river_name,catchment_size",
    )
]


def kisters_sites() -> list[Site]:
    s = _ki_skin()
    pages: dict[str, object] = dict(assets(*KI_ASSETS))
    st = f"/stationen/{KI_NO}"
    tabs = (
        '<ul class="ww-tabs">'
        f'<li><a href="{st}/uebersicht">Übersicht</a></li>'
        f'<li><a href="{st}/wasserstand">Wasserstand</a></li>'
        f'<li><a href="{st}/abfluss">Abfluss</a></li>'
        f'<li><a href="/hydrologie/hauptwerte?pegel={KI_NO}">Hauptwerte</a></li></ul>'
    )
    head = "<h1>Demmin / Peene</h1><p>Pegelnummer " + KI_NO + "</p>"
    pages[f"{st}/uebersicht"] = s.page(
        f"Demmin / Peene ({KI_NO})",
        head
        + tabs
        + '<table class="ww-stammdaten"><tr><th>Gewässer</th><td><a href="/gewaesser/peene">Peene'
        "</a></td></tr><tr><th>Einzugsgebiet</th><td>4 340 km²</td></tr>"
        "<tr><th>Pegelnullpunkt</th><td>-1.00 m NHN</td></tr></table>"
        f'<p><a href="/dokumente/pegelbogen/{KI_NO}_Pegelbogen.pdf">Pegelstammblatt (PDF)</a></p>'
        '<h3>Benachbarte Pegel</h3><ul><li><a href="/stationen/5830020/uebersicht">Anklam / '
        "Peene</a></li></ul>",
    )
    for tab, (p, label), dl in (
        ("wasserstand", KI_TS[0], KI_DL[0]),
        ("abfluss", KI_TS[1], KI_DL[1]),
    ):
        pages[f"{st}/{tab}"] = s.page(
            f"{label} Demmin / Peene ({KI_NO})",
            head + tabs + f'<div class="ww-chart"><img src="{st}/{tab}/chart.png" alt="{label}">'
            f'</div><p>Zeitreihe {escape(p)}: <a class="ww-download" href="{escape(dl)}">'
            "Download CSV (1 Jahr)</a></p>"
            f'<p><a href="{escape(KI_DL[2])}">Stammdaten (JSON)</a></p>',
        )
        pages[f"{st}/{tab}/chart.png"] = image_file()
    pages[f"/hydrologie/hauptwerte?pegel={KI_NO}"] = s.page(
        f"Hauptwerte Demmin / Peene ({KI_NO})",
        head + tabs + "<table><tr><th>MQ</th><td>21.4 m³/s</td></tr><tr><th>HHQ</th>"
        "<td>146 m³/s (1979)</td></tr></table>",
    )
    pages[f"/dokumente/pegelbogen/{KI_NO}_Pegelbogen.pdf"] = pdf_file(
        f"Pegelstammblatt {KI_NO} Demmin / Peene", "Lage, Pegelnullpunkt, Hauptwerte"
    )
    pages["/stationen/5830020/uebersicht"] = s.page("Anklam / Peene (5830020)", "<h1>Anklam</h1>")
    pages["/gewaesser/peene"] = s.page("Peene", "<h1>Peene</h1>")
    pages["/stationen"] = s.page("Pegelliste", "<h1>Pegelliste</h1>")
    api = Site(KI_API)
    api.add(
        KI_DL[0].split(KI_API, 1)[1],
        csv_file("Timestamp;Value", ["2025-11-01 00:00;1.42"], ["ts_path 1/5830010/W/15m.Cmd"]),
    )
    api.add(
        KI_DL[1].split(KI_API, 1)[1],
        csv_file("Timestamp;Value", ["2025-11-01;18.2"], ["ts_path 1/5830010/Q/Day.Mean"]),
    )
    api.add(KI_DL[2].split(KI_API, 1)[1], json_file([["station_name"], ["Demmin"]]))
    return [s.site(pages), api]  # type: ignore[arg-type]


KI_TRUTH = {f"http://{KI}/stationen/{KI_NO}/{t}" for t in ("uebersicht", "wasserstand", "abfluss")}
KI_TRUTH |= {
    f"http://{KI}/hydrologie/hauptwerte?pegel={KI_NO}",
    f"http://{KI}/dokumente/pegelbogen/{KI_NO}_Pegelbogen.pdf",
    *KI_DL,
}


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # HydroShare composite resource: the 32-hex resource id is in the landing page, file,
    # bag (/django_irods/...) and metadata (/hsapi/...) URIs, which share no path; as the
    # seed does for GBIF: Significant String from URI.  Truth = landing page, 4 files, the
    # BagIt zip, science metadata and resource map.  Owner, keyword searches, the older
    # version (another resource) and the DOI are outside.
    case(
        "hydroshare-logan-river-observatory",
        "HydroShare (Django/iRODS hydrologic data portal)",
        "Multi-Hop",
        SIG_URI,
        f"http://{HS}/resource/{HS1}/",
        _hs_truth(HS1, HS1_FILES),
        hydroshare_sites,
        others=[f"http://{HS}/resource/{HS_OLDER}/"],
    ),
    # HydroShare model instance executed by a model program resource (another artifact):
    # same heuristic; truth = landing page, 3 files, bag, 2 metadata documents.
    case(
        "hydroshare-little-bear-swat-model",
        "HydroShare (Django/iRODS hydrologic data portal)",
        "Multi-Hop",
        SIG_URI,
        f"http://{HS}/resource/{HS2}/",
        _hs_truth(HS2, HS2_FILES),
        hydroshare_sites,
        others=[f"http://{HS}/resource/{HS_PROGRAM}/"],
    ),
    # KISTERS WISKI Web gauge page: the gauge number 5830010 is in the station tabs, the
    # main-values query, the gauge sheet PDF and the KiWIS API downloads on the kiwis host
    # (two hops, via the tabs): Significant String from URI.  Truth = 3 tabs, main values,
    # gauge sheet, 2 CSV series and the station JSON; the river page and the neighbouring
    # gauge 5830020 are outside.
    case(
        "kisters-demmin-peene-gauge",
        "KISTERS WISKI Web (state hydrometric gauge portal)",
        "Multi-Hop",
        SIG_URI,
        f"http://{KI}/stationen/{KI_NO}/uebersicht",
        KI_TRUTH,
        kisters_sites,
    ),
]
