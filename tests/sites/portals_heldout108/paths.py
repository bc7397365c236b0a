"""Portals whose artifacts live under the entry's path: a Django soil profile database, an
nginx-indexed data release and an ArcGIS Hub catchment site (a whole subdomain, like the
seed's Silk)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
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
    zip_file,
)

# --------------------------------------------------------------------------- soil profiles
SP = "profiles.soilref.hx108.example"
SP_ID = "KE-0187"
SP_SUBS = [
    "",
    "horizons/",
    "analyses/",
    "photos/",
    "photos/profile_wall.jpg",
    "export.csv",
    "export.json",
]


def _sp_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<a class="navbar-item" href="{h}">{escape(t)}</a>' for h, t in s.menu)
    body = (
        '<nav class="navbar is-primary" role="navigation"><div class="navbar-brand"><a class="'
        'navbar-item" href="/"><img src="/static/img/soilref.svg" alt="">SoilRef</a></div>'
        f'<div class="navbar-menu">{nav}<a class="navbar-item" href="/accounts/login/">Log in</a>'
        f'</div></nav><section class="section"><div class="container">{main}</div></section>'
        '<footer class="footer"><p>SoilRef — reference soil profiles of the world. Data licence '
        '<a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a> · '
        + " · ".join(a(h, t) for h, t in s.footer)
        + "</p></footer>"
    )
    return doc(title, css("/static/css/bulma.min.css") + head, body + js("/static/js/app.js"))


def _sp_skin() -> Skin:
    return Skin(
        host=SP,
        name="SoilRef",
        title_format="{title} | SoilRef",
        menu=[
            ("/profiles/", "Profiles"),
            ("/map/", "Map"),
            ("/api/docs/", "API"),
            ("/about/", "About"),
        ],
        footer=[("/about/citation/", "How to cite"), ("/about/privacy/", "Privacy")],
        home_main="<h1>SoilRef</h1><p>Georeferenced soil profiles with horizon descriptions and "
        "laboratory data.</p>",
        layout=_sp_layout,
    )


def soilprofile_sites() -> list[Site]:
    s = _sp_skin()
    pages: dict[str, object] = dict(
        assets("/static/css/bulma.min.css", "/static/js/app.js", "/static/img/soilref.svg")
    )
    b = f"/profiles/{SP_ID}/"
    tabs = (
        '<div class="tabs"><ul>'
        f'<li><a href="{b}">Site</a></li><li><a href="{b}horizons/">Horizons</a></li>'
        f'<li><a href="{b}analyses/">Lab analyses</a></li><li><a href="{b}photos/">Photos</a>'
        f'</li></ul></div><p>Download: <a href="{b}export.csv">CSV</a> · '
        f'<a href="{b}export.json">JSON</a></p>'
    )
    h1 = f'<h1 class="title">Profile {SP_ID}: Rhodic Nitisol, Kabete</h1>'
    pages[b] = s.page(
        f"Profile {SP_ID}",
        h1 + tabs + '<table class="table"><tr><th>Country</th><td><a href="/profiles/?country'
        '=KE">Kenya</a></td></tr><tr><th>WRB 2022</th><td><a href="/classification/wrb/'
        'nitisols/">Rhodic Nitisol (Clayic, Humic)</a></td></tr><tr><th>Coordinates</th>'
        "<td>-1.2433, 36.7408</td></tr><tr><th>Land use</th><td>Coffee plantation</td></tr>"
        "<tr><th>Described</th><td>1987-03-12, reference profile</td></tr></table>"
        '<h3>Nearby profiles</h3><ul><li><a href="/profiles/KE-0188/">KE-0188</a> (2.1 km)</li>'
        "</ul>",
    )
    pages[f"{b}horizons/"] = s.page(
        f"Profile {SP_ID}: horizons",
        h1 + tabs + '<table class="table"><tr><th>Ap</th><td>0-20 cm, dark reddish brown, '
        "clay</td></tr><tr><th>Bt1</th><td>20-85 cm, dark red, clay, shiny ped faces</td></tr>"
        "</table>",
    )
    pages[f"{b}analyses/"] = s.page(
        f"Profile {SP_ID}: lab analyses",
        h1 + tabs + '<table class="table"><tr><th>Horizon</th><th>pH H2O</th><th>OC %</th>'
        "<th>Clay %</th></tr><tr><td>Ap</td><td>5.4</td><td>2.31</td><td>61</td></tr></table>",
    )
    pages[f"{b}photos/"] = s.page(
        f"Profile {SP_ID}: photos",
        h1 + tabs + f'<figure><a href="{b}photos/profile_wall.jpg"><img src="/media/thumbs/'
        f'{SP_ID}_wall_400.jpg" alt="Profile wall"></a><figcaption>Profile wall, 1987</figcaption>'
        "</figure>",
    )
    pages[f"{b}photos/profile_wall.jpg"] = Response.data(
        b"\xff\xd8\xff\xe0" + b"\x00" * 60, "image/jpeg"
    )
    pages[f"/media/thumbs/{SP_ID}_wall_400.jpg"] = image_file()
    pages[f"{b}export.csv"] = csv_file(
        "profile,horizon,top,bottom,ph_h2o,oc_pct,clay_pct",
        [f"{SP_ID},Ap,0,20,5.4,2.31,61", f"{SP_ID},Bt1,20,85,5.6,0.92,68"],
    )
    pages[f"{b}export.json"] = json_file({"id": SP_ID, "wrb": "Rhodic Nitisol"})
    pages["/profiles/KE-0188/"] = s.page("Profile KE-0188", "<h1>KE-0188</h1>")
    pages["/profiles/"] = s.page("Profiles", "<h1>Profiles</h1>")
    pages["/classification/wrb/nitisols/"] = s.page("Nitisols", "<h1>Nitisols</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- nginx autoindex
NX = "files.hydro-sk.hx108.example"
NX_ROOT = "/pub/camels-sk/v1.0/"
NX_TREE: dict[str, list[str]] = {
    "": [
        "README.md",
        "LICENSE.txt",
        "camels_sk_v1.0_all.zip",
        "attributes/",
        "timeseries/",
        "shapefiles/",
    ],
    "attributes/": ["camels_sk_topo.csv", "camels_sk_soil.csv", "camels_sk_hydrogeology.csv"],
    "timeseries/": ["observed/", "camels_sk_variables.pdf"],
    "timeseries/observed/": ["SK_5310.csv", "SK_6730.csv", "SK_8870.csv"],
    "shapefiles/": ["camels_sk_catchments.zip", "camels_sk_gauges.zip"],
}


def _autoindex(path: str, entries: list[str]) -> str:
    rows = "".join(
        f'<a href="{e}">{e}</a>{" " * max(1, 51 - len(e))}12-Sep-2025 09:41{" " * 19}'
        f"{'-' if e.endswith('/') else '48211'}\n"
        for e in entries
    )
    return (
        f"<html>\r\n<head><title>Index of {path}</title></head>\r\n<body>\r\n<h1>Index of "
        f'{path}</h1><hr><pre><a href="../">../</a>\n{rows}</pre><hr></body>\r\n</html>\r\n'
    )


def nginx_sites() -> list[Site]:
    site = Site(NX)
    site.add("/", _autoindex("/", ["pub/"]))
    site.add("/pub/", _autoindex("/pub/", ["camels-sk/", "gauging-archive/"]))
    site.add("/pub/camels-sk/", _autoindex("/pub/camels-sk/", ["v0.9/", "v1.0/"]))
    for sub, entries in NX_TREE.items():
        site.add(NX_ROOT + sub, _autoindex(NX_ROOT + sub, entries))
        for e in entries:
            if e.endswith("/"):
                continue
            p = NX_ROOT + sub + e
            if e.endswith(".csv"):
                site.add(p, csv_file("date,discharge_m3s,precip_mm", ["1980-01-01,3.41,0.0"]))
            elif e.endswith(".pdf"):
                site.add(p, pdf_file("CAMELS-SK variables", "Units and sources"))
            elif e.endswith(".zip"):
                site.add(p, zip_file(e))
            else:
                site.add(p, text_file(f"{e} of CAMELS-SK v1.0\n"))
    return [site]


NX_TRUTH = {f"http://{NX}{NX_ROOT}{sub}{e}" for sub, es in NX_TREE.items() for e in es}
NX_TRUTH.add(f"http://{NX}{NX_ROOT}")


# --------------------------------------------------------------------------- ArcGIS Hub
HB = "ourthe.hubsites.hx108.example"
HB_CDN = "cdn.hubsites.hx108.example"
HB_PLATFORM = "www.hubsites.hx108.example"
HB_PAGES = {
    "/": "Contrat de rivière Ourthe",
    "/pages/hydrologie": "Hydrologie et crues",
    "/pages/qualite-eau": "Qualité de l'eau",
    "/pages/actions": "Programme d'actions 2023-2025",
    "/datasets/stations-limnimetriques/about": "Stations limnimétriques",
    "/datasets/zones-inondables/about": "Zones inondables",
    "/search": "Rechercher",
}
HB_FILES = {
    "/datasets/stations-limnimetriques.csv": "station,riviere,code\nTabreux,Ourthe,5921\n",
    "/datasets/zones-inondables.geojson": '{"type": "FeatureCollection", "features": []}',
    "/documents/programme-actions-2023-2025.pdf": "",
}


def _hb_page(title: str, main: str) -> str:
    nav = "".join(
        f'<calcite-menu-item href="{p}"><a href="{p}">{escape(t)}</a></calcite-menu-item>'
        for p, t in list(HB_PAGES.items())[:5]
    )
    body = (
        '<hub-site-header><header class="site-header"><a href="/" class="site-logo">Contrat de '
        f"rivière Ourthe</a><nav>{nav}</nav>"
        f'<a href="http://{HB_PLATFORM}/sign-in?redirect=ourthe">Se connecter</a></header>'
        f"</hub-site-header><main>{main}</main>"
        '<footer class="site-footer"><a href="/search">Rechercher des données</a> · Propulsé '
        f'par <a href="http://{HB_PLATFORM}/">ArcGIS Hub</a> · <a href="http://www.esri.test/'
        'legal/privacy">Confidentialité</a></footer>'
    )
    head = css(f"http://{HB_CDN}/hub/opendata-ui/assets/app-5c2e.css")
    return doc(
        f"{title} | Contrat de rivière Ourthe",
        head,
        body + js(f"http://{HB_CDN}/hub/opendata-ui/assets/vendor-91ab.js"),
        lang="fr",
    )


def hub_sites() -> list[Site]:
    site = Site(HB)
    bodies = {
        "/": "<h1>Contrat de rivière Ourthe</h1><p>Données et actions pour l'Ourthe.</p><ul>"
        '<li><a href="/pages/hydrologie">Hydrologie et crues</a></li><li><a href="/pages/'
        'qualite-eau">Qualité de l\'eau</a></li><li><a href="/pages/actions">Actions</a></li>'
        "</ul>",
        "/pages/hydrologie": "<h1>Hydrologie et crues</h1><p>Les crues de juillet 2021.</p>"
        '<a href="/datasets/stations-limnimetriques/about">Stations limnimétriques</a>',
        "/pages/qualite-eau": "<h1>Qualité de l'eau</h1><p>Campagnes 2024.</p>",
        "/pages/actions": "<h1>Programme d'actions</h1><a href=\"/documents/programme-actions-"
        '2023-2025.pdf">Télécharger le programme (PDF)</a>',
        "/datasets/stations-limnimetriques/about": "<h1>Stations limnimétriques</h1>"
        '<a href="/datasets/stations-limnimetriques.csv">Télécharger CSV</a>',
        "/datasets/zones-inondables/about": '<h1>Zones inondables</h1><a href="/datasets/zones-'
        'inondables.geojson">Télécharger GeoJSON</a>',
        "/search": '<h1>Rechercher</h1><a href="/datasets/zones-inondables/about">Zones '
        "inondables</a>",
    }
    for p, t in HB_PAGES.items():
        site.add(p, _hb_page(t, bodies[p]))
    for p, body in HB_FILES.items():
        if p.endswith(".pdf"):
            site.add(p, pdf_file("Programme d'actions 2023-2025", "Contrat de rivière Ourthe"))
        elif p.endswith(".csv"):
            site.add(p, csv_file(*body.split("\n", 1)[0:1], body.split("\n")[1:2]))
        else:
            site.add(p, Response.data(body.encode(), "application/geo+json"))
    cdn = Site(HB_CDN)
    cdn.add("/hub/opendata-ui/assets/app-5c2e.css", Response.data(b"body{}", "text/css"))
    cdn.add("/hub/opendata-ui/assets/vendor-91ab.js", Response.data(b";", "text/javascript"))
    platform = Site(HB_PLATFORM)
    platform.add("/", doc("ArcGIS Hub", "", "<h1>ArcGIS Hub</h1>"))
    platform.add("/sign-in", doc("Sign in | ArcGIS Hub", "", "<form></form>"))
    return [site, cdn, platform]


HB_TRUTH = {f"http://{HB}{p}" for p in [*HB_PAGES, *HB_FILES]}


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # Soil profile database: a profile's site, horizons, lab analyses, photos, full-size
    # photo and CSV/JSON exports are all under /profiles/KE-0187/: Path-Based.  The
    # country filter, WRB class page, nearby profile and menus are outside.
    case(
        "soilref-kabete-nitisol-profile",
        "Soil profile database (Django, reference soil profiles)",
        "Multi-Hop",
        "path_based",
        _u(SP, f"/profiles/{SP_ID}/"),
        {_u(SP, f"/profiles/{SP_ID}/{x}") for x in SP_SUBS},
        soilprofile_sites,
    ),
    # nginx-indexed data release of a large-sample hydrology dataset: the release is the
    # directory tree under /pub/camels-sk/v1.0/ (Path-Based, like an Archive-It Standard
    # seed with its trailing slash).  Truth = the 5 listings and 12 files; "../" (the
    # parent and the older v0.9) is outside.
    case(
        "nginx-camels-sk-release",
        "nginx autoindex (hydrological data release server)",
        "Multi-Hop",
        "path_based",
        _u(NX, NX_ROOT),
        NX_TRUTH,
        nginx_sites,
    ),
    # ArcGIS Hub site of a river contract: like the seed's Silk, the whole subdomain is the
    # artifact (Path-Based on "/").  Truth = its 7 pages and 3 downloads; the Hub platform
    # (sign-in), Esri's privacy page and the CDN assets are outside.
    case(
        "arcgis-hub-ourthe-river-contract",
        "ArcGIS Hub (river contract site, one subdomain per site)",
        "Multi-Hop",
        "path_based",
        _u(HB, "/"),
        HB_TRUTH,
        hub_sites,
    ),
]
