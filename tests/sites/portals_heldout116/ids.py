"""Significant String from URI: station metadata pages keyed by NET/STA and volcano
profiles keyed by the volcano number, whose parts live under several paths and hosts."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, host, image, text, ul

# --- Station metadata aggregator (IRIS MDA-style) + FDSN web services host ------------------

MDA = Portal(
    host("ds", "seisfacility"),
    "Seismic Data Services",
    [
        ("/ds/nodes/dmc/data/", "Data"),
        ("/mda/", "Metadata Aggregator"),
        ("/gmap/", "GMap"),
        ("/ds/nodes/dmc/tools/", "Tools"),
        ("/ds/nodes/dmc/contact/", "Contact"),
    ],
    [("/ds/nodes/dmc/policies/", "Policies"), ("/ds/nodes/dmc/privacy/", "Privacy")],
    title_format="{name}: MDA: {title}",
    home_title="Seismic Data Services",
)
SVC = f"http://{host('service', 'seisfacility')}"
STATIONS = {
    ("ZV", "KRVZ"): ("Karewa Volcano Crater Rim", ["HHZ", "HHN", "HHE"], "10"),
    ("ZV", "TRVZ"): ("Torvik Ridge", ["EHZ"], "00"),
}


def _sta_urls(net: str, sta: str) -> dict[str, str]:
    """Artifact URI -> kind, for one station."""
    name, chans, loc = STATIONS[(net, sta)]
    out = {
        f"/mda/{net}/{sta}/": "station",
        f"/mda/{net}/{sta}/?starttime=2014-03-01&endtime=2599-12-31": "epoch",
    }
    for c in chans:
        out[f"/mda/{net}/{sta}/{loc}/{c}/"] = "channel"
        out[f"{SVC}/irisws/evalresp/1/query?net={net}&sta={sta}&loc={loc}&cha={c}&output=plot"] = (
            "plot"
        )
    out[f"{SVC}/fdsnws/station/1/query?net={net}&sta={sta}&level=response&format=xml"] = "xml"
    out[f"{SVC}/fdsnws/station/1/query?net={net}&sta={sta}&level=channel&format=text"] = "txt"
    out[f"{SVC}/irisws/sacpz/1/query?net={net}&sta={sta}"] = "sacpz"
    out[f"/gmap/?net={net}&sta={sta}"] = "map"
    return out


def build_mda() -> list[Site]:
    pages: dict[str, str | Response] = {}
    svc = Site(SVC.removeprefix("http://"))
    for (net, sta), (name, chans, loc) in STATIONS.items():
        urls = _sta_urls(net, sta)
        svc_links = [(u, k.upper()) for u, k in urls.items() if k in ("xml", "txt", "sacpz")]
        nb = [(f"/mda/{net}/{s}/", s) for (n, s) in STATIONS if s != sta] + [
            (f"/mda/{net}/OTVZ/", "OTVZ")
        ]
        main = (
            f"<h1>{net}.{sta} — {name}</h1>"
            f"<p>Network: {a(f'/mda/{net}/', net)} (Volcano monitoring network)</p>"
            f"<p>Epoch: {a(f'/mda/{net}/{sta}/?starttime=2014-03-01&endtime=2599-12-31', '2014-03-01 to present')}</p>"
            "<h2>Channels</h2>"
            + ul([(f"/mda/{net}/{sta}/{loc}/{c}/", f"{loc}.{c}") for c in chans])
            + "<h2>Metadata</h2>"
            + ul(svc_links)
            + f"<p>{a(f'/gmap/?net={net}&sta={sta}', 'Show on map')}</p>"
            + "<h2>Nearby stations</h2>"
            + ul(nb)
        )
        pages[f"/mda/{net}/{sta}/"] = MDA.page(f"{net} {sta}", main)
        pages[f"/mda/{net}/{sta}/?starttime=2014-03-01&endtime=2599-12-31"] = MDA.page(
            f"{net} {sta} epoch",
            f"<h1>{net}.{sta} epoch 2014-03-01</h1>" + ul([(f"/mda/{net}/{sta}/", "Station")]),
        )
        for c in chans:
            plot = (
                f"{SVC}/irisws/evalresp/1/query?net={net}&sta={sta}&loc={loc}&cha={c}&output=plot"
            )
            pages[f"/mda/{net}/{sta}/{loc}/{c}/"] = MDA.page(
                f"{net} {sta} {loc} {c}",
                f"<h1>{net}.{sta}.{loc}.{c}</h1><p>Sample rate 100 sps</p>"
                + ul([(plot, "Response plot"), (f"/mda/{net}/{sta}/", f"Back to {sta}")]),
            )
            svc.add(plot.removeprefix(SVC), image((0, 0, 0)))
        pages[f"/gmap/?net={net}&sta={sta}"] = MDA.page("GMap", f"<h1>GMap {net}.{sta}</h1>")
        svc.add(
            f"/fdsnws/station/1/query?net={net}&sta={sta}&level=response&format=xml",
            text(
                f'<?xml version="1.0"?><FDSNStationXML><Network code="{net}"><Station code="{sta}"/></Network></FDSNStationXML>',
                "application/xml",
            ),
        )
        svc.add(
            f"/fdsnws/station/1/query?net={net}&sta={sta}&level=channel&format=text",
            text(f"#Network|Station|Location|Channel\n{net}|{sta}|{loc}|{chans[0]}\n"),
        )
        svc.add(f"/irisws/sacpz/1/query?net={net}&sta={sta}", text(f"* STATION: {sta}\nZEROS 3\n"))
    for extra in ("/mda/ZV/", "/mda/ZV/OTVZ/"):
        pages[extra] = MDA.page(extra, f"<h1>{escape(extra)}</h1>")
    return [MDA.site(pages), svc]


def _mda_truth(net: str, sta: str) -> list[str]:
    return [u if u.startswith("http") else MDA.url(u) for u in _sta_urls(net, sta)]


# --- Volcano database (Smithsonian GVP-style): tabs as query strings, reports by number ----

GVP = Portal(
    host("volcano", "globalvolc-inst"),
    "Global Volcanism Program",
    [
        ("/volcanolist_holocene.cfm", "Volcanoes"),
        ("/reports_bgvn.cfm", "Bulletin Reports"),
        ("/reports_weekly.cfm", "Weekly Reports"),
        ("/database/", "Database"),
        ("/learn/", "Learn"),
    ],
    [
        ("/gvp_about.cfm", "About"),
        ("/gvp_terms.cfm", "Terms of Use"),
        ("/gvp_contact.cfm", "Contact"),
    ],
    title_format="Global Volcanism Program | {title}",
)
VOLCANOES = {
    "357120": ("Villarrica", "Chile", ["202407", "202502"], ["20250108", "20250611"], 3),
    "282050": ("Kirishimayama", "Japan", ["202311"], ["20231025"], 2),
}
TABS = ["GeneralInfo", "Eruptions", "Bulletin", "Weekly", "Photos", "Samples"]


def _gvp_urls(vn: str) -> list[str]:
    name, _c, bgvn, weekly, nphotos = VOLCANOES[vn]
    out = [f"/volcano.cfm?vn={vn}"] + [f"/volcano.cfm?vn={vn}&vtab={t}" for t in TABS]
    out += [f"/showreport.cfm?doi=10.5479/si.GVP.BGVN{b}-{vn}" for b in bgvn]
    out += [f"/showreport.cfm?wvar=GVP.WVAR{w}-{vn}" for w in weekly]
    out += [f"/gallery/{vn}_{i:03d}.jpg" for i in range(1, nphotos + 1)]
    out += [f"/database/eruptions_download.cfm?vn={vn}&format=csv", f"/kml/volcano_{vn}.kml"]
    return out


def build_gvp() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for vn, (name, country, bgvn, weekly, nphotos) in VOLCANOES.items():
        tabs = ul([(f"/volcano.cfm?vn={vn}&vtab={t}", t) for t in TABS])
        head = (
            f"<h1>{name}</h1><p>{country} · Volcano number {vn} · "
            f"{a(f'/volcanolist_countries.cfm?country={country}', country)} · "
            f"{a(f'/kml/volcano_{vn}.kml', 'Google Earth placemark')}</p><nav class='tabs'>{tabs}</nav>"
        )
        content = {
            None: "<p>Stratovolcano. Most recent eruption: 2025.</p>"
            + ul(
                [
                    ("/volcano.cfm?vn=357110", "Llaima (nearby)"),
                    ("/volcano.cfm?vn=357150", "Lanín (nearby)"),
                ]
            ),
            "GeneralInfo": "<p>Summary of the volcano's geology.</p>",
            "Eruptions": "<p>Confirmed eruptions: 63.</p>"
            + ul(
                [
                    (
                        f"/database/eruptions_download.cfm?vn={vn}&format=csv",
                        "Download eruption data (CSV)",
                    )
                ]
            ),
            "Bulletin": ul(
                [(f"/showreport.cfm?doi=10.5479/si.GVP.BGVN{b}-{vn}", f"BGVN {b}") for b in bgvn]
            ),
            "Weekly": ul(
                [(f"/showreport.cfm?wvar=GVP.WVAR{w}-{vn}", f"Report for {w}") for w in weekly]
            ),
            "Photos": ul(
                [(f"/gallery/{vn}_{i:03d}.jpg", f"Photo {i}") for i in range(1, nphotos + 1)]
            ),
            "Samples": "<p>Smithsonian NMNH Department of Mineral Sciences collections: 12 samples.</p>",
        }
        for t, body in content.items():
            path = f"/volcano.cfm?vn={vn}" + (f"&vtab={t}" if t else "")
            pages[path] = GVP.page(f"{name}", head + body)
        for b in bgvn:
            pages[f"/showreport.cfm?doi=10.5479/si.GVP.BGVN{b}-{vn}"] = GVP.page(
                f"Report on {name} ({country})",
                f"<h1>Report on {name} — {b}</h1><p>Bulletin of the Global Volcanism Network.</p>"
                + ul(
                    [
                        (f"/volcano.cfm?vn={vn}", name),
                        (f"/reports_bgvn.cfm?issue={b}", "Full issue"),
                    ]
                ),
            )
        for w in weekly:
            pages[f"/showreport.cfm?wvar=GVP.WVAR{w}-{vn}"] = GVP.page(
                f"Weekly report {w}",
                f"<h1>{name} weekly report {w}</h1>" + ul([(f"/volcano.cfm?vn={vn}", name)]),
            )
        for i in range(1, nphotos + 1):
            pages[f"/gallery/{vn}_{i:03d}.jpg"] = image((180, 40 + i, 20))
        pages[f"/database/eruptions_download.cfm?vn={vn}&format=csv"] = text(
            f"Volcano Number,Volcano Name,Eruption Number,Start Year\n{vn},{name},22415,2024\n",
            "text/csv",
        )
        pages[f"/kml/volcano_{vn}.kml"] = text(
            f"<kml><Placemark><name>{name}</name></Placemark></kml>",
            "application/vnd.google-earth.kml+xml",
        )
    return [GVP.site(pages)]


CASES: list[Case] = [
    # MDA station page: the station's parts are its channel pages under /mda/ZV/KRVZ/, but
    # also the StationXML/SACPZ/response-plot web services on another host and a map view:
    # no common path, yet every one carries "sta=KRVZ" or "/KRVZ/" - the seed's GBIF row,
    # Significant String from URI (the string: the station code).  Network page and neighbour
    # stations do not carry it.  Truth: the 12 URIs containing KRVZ reachable from the entry.
    case(
        "mda-zv-krvz",
        "Station metadata aggregator (MDA-style, FDSN web services)",
        "Multi-Hop",
        "sig_uri",
        MDA.url("/mda/ZV/KRVZ/"),
        _mda_truth("ZV", "KRVZ"),
        build_mda,
        others=[MDA.url("/mda/ZV/"), MDA.url("/mda/ZV/TRVZ/")],
    ),
    # A single-channel short-period station, same reasoning (Significant String from URI,
    # the code TRVZ).  Truth: station, epoch, channel, its response plot, 3 service
    # queries and the map view - the 8 URIs carrying TRVZ.
    case(
        "mda-zv-trvz",
        "Station metadata aggregator (MDA-style, FDSN web services)",
        "Multi-Hop",
        "sig_uri",
        MDA.url("/mda/ZV/TRVZ/"),
        _mda_truth("ZV", "TRVZ"),
        build_mda,
        others=[MDA.url("/mda/ZV/"), MDA.url("/mda/ZV/KRVZ/")],
    ),
    # GVP-style volcano profile: tabs are query variants of volcano.cfm, Bulletin and weekly
    # reports and photos live elsewhere but all carry the volcano number 357120 - like
    # GBIF's datasetKey: Significant String from URI.  Truth: profile, 6 tabs, 2 Bulletin
    # reports, 2 weekly reports, 3 photos, the CSV download and the KML placemark.
    case(
        "gvp-villarrica",
        "Volcano database (GVP-style volcano profile)",
        "Multi-Hop",
        "sig_uri",
        GVP.url("/volcano.cfm?vn=357120"),
        [GVP.url(u) for u in _gvp_urls("357120")],
        build_gvp,
    ),
    # Another profile (volcano number 282050), same structure: Significant String from URI.
    # Truth: profile, 6 tabs, 1 Bulletin report, 1 weekly report, 2 photos, CSV and KML.
    case(
        "gvp-kirishimayama",
        "Volcano database (GVP-style volcano profile)",
        "Multi-Hop",
        "sig_uri",
        GVP.url("/volcano.cfm?vn=282050"),
        [GVP.url(u) for u in _gvp_urls("282050")],
        build_gvp,
    ),
]
