"""CKAN open-data portals (not in the seed's table: a dataset whose landing page links its
resource pages and, through each resource's Explore menu, the resource downloads — all one
hop away: single hop, Single Page+ with Ignored URIs like Figshare).

Truth: the dataset page, its resource pages (`/dataset/<name>/resource/<uuid>`), the resource
downloads (case 1: FileStore `/dataset/<id>/resource/<uuid>/download/<file>`; case 2: a
separate file host), the dataset's Groups and Activity Stream tabs, and the DCAT exports
(`/dataset/<name>.rdf`, `.ttl`, `.jsonld`) and `package_show` API record it links.  Not truth:
tag and format searches, the organisation page, the licence page, login / register, the
"Manage" action, the showcase that features the dataset, the CKAN API docs, social links.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, csv, e, ul

HA = "daten.stadt-lindau.example"
HB = "opendata.provincia-verde.example"
FILES_B = "files.provincia-verde.example"


def shell(host, name, lang):
    return Shell(
        host,
        f"Welcome - {name}",
        "{title} - " + name,
        f'<header class="masthead"><div class="container"><a class="logo" href="/"><img src="/base/images/ckan-logo.png" alt="{e(name)}"></a>'
        '<nav class="section navigation"><ul class="nav nav-pills">'
        + "".join(
            f"<li>{a(h, t)}</li>"
            for h, t in [
                ("/dataset/", "Datasets"),
                ("/organization/", "Organizations"),
                ("/group/", "Groups"),
                ("/showcase", "Showcases"),
                ("/about", "About"),
            ]
        )
        + '</ul></nav><form class="section site-search simple-input" action="/dataset/" method="get">'
        '<input id="field-sitewide-search" type="text" name="q" placeholder="Search Datasets"></form>'
        '<div class="account"><ul class="list-unstyled">'
        + f"<li>{a('/user/login', 'Log in')}</li><li>{a('/user/register', 'Register')}</li>"
        + "</ul></div></div></header>",
        '<footer class="site-footer"><div class="container"><ul class="unstyled">'
        + f"<li>{a('/about', 'About ' + name)}</li><li>{a('/api/3', 'CKAN API')}</li>"
        + f"<li>{a('https://www.ckan.org/', 'CKAN Association')}</li><li>{a('http://www.opendefinition.org/od/', 'Open Data')}</li></ul>"
        '<p><strong>Powered by</strong> <a class="hide-text ckan-footer-logo" href="http://ckan.org">CKAN</a></p></div></footer>',
        css=("/webassets/base/1c87a999_main.css", "/webassets/ckanext-scheming/scheming.css"),
        js=("/webassets/base/0d750fad_main.js", "/webassets/base/ed6b3a37_ckan.js"),
        logo="/base/images/ckan-logo.png",
        favicon="/base/images/ckan.ico",
        generator="ckan 2.10.4",
        lang=lang,
    )


SA = shell(HA, "Open Data Lindau", "de")
SB = shell(HB, "Dati Aperti Provincia Verde", "it")


def dataset(sh, name, title, org, tags, resources, notes, file_host=None, showcase=None):
    base = f"/dataset/{name}"
    pages, truth = {}, {sh.url(base)}
    items = ""
    for rid, rname, fmt, fname, data in resources:
        rpage = f"{base}/resource/{rid}"
        dl = (
            f"https://{file_host}/{name}/{fname}"
            if file_host
            else sh.url(f"/dataset/{name}/resource/{rid}/download/{fname}")
        )
        if file_host:
            pages.setdefault("_files", {})[f"/{name}/{fname}"] = Response.data(
                data, "text/csv" if fmt == "CSV" else "application/octet-stream"
            )
        else:
            pages[f"/dataset/{name}/resource/{rid}/download/{fname}"] = Response.data(
                data, "text/csv"
            )
        truth |= {sh.url(rpage), dl}
        pages[rpage] = sh.page(
            f"{rname} - {title}",
            f'<ol class="breadcrumb"><li>{a("/organization/" + org[0], org[1])}</li><li>{a(base, title)}</li></ol>'
            f'<section class="module-content"><h1 class="page-heading">{e(rname)}</h1>'
            f'<p class="text-muted ellipsis">URL: {a(dl, dl, class_="resource-url-analytics")}</p>'
            f"{a(dl, 'Download', class_='btn btn-primary resource-url-analytics')}"
            f'<table class="table"><tr><th>Format</th><td>{fmt}</td></tr><tr><th>License</th><td>'
            f"{a('http://www.opendefinition.org/licenses/cc-by', 'Creative Commons Attribution')}</td></tr></table>"
            f"<h2>Resources</h2>{ul([(f'{base}/resource/{r[0]}', r[1]) for r in resources])}</section>",
        )
        items += (
            f'<li class="resource-item"><a class="heading" href="{rpage}" title="{e(rname)}">{e(rname)}'
            f'<span class="format-label" data-format="{fmt.lower()}">{fmt}</span></a>'
            f'<div class="dropdown btn-group"><a href="#" class="btn btn-primary dropdown-toggle">Explore</a><ul class="dropdown-menu">'
            f"<li>{a(rpage, 'More information')}</li><li>{a(dl, 'Download', class_='resource-url-analytics')}</li></ul></div></li>"
        )
    extras = [
        f"{base}.rdf",
        f"{base}.ttl",
        f"{base}.jsonld",
        f"/api/3/action/package_show?id={name}",
    ]
    for u in extras:
        pages[u] = Response.text(
            f"{title}\n", content_type="application/rdf+xml" if u.endswith(".rdf") else "text/plain"
        )
        truth.add(sh.url(u))
    tabs = [
        (base, "Dataset"),
        (f"/dataset/groups/{name}", "Groups"),
        (f"/dataset/activity/{name}", "Activity Stream"),
    ]
    for u, label in tabs[1:]:
        pages[u] = sh.page(
            f"{label} - {title}",
            f"<h1>{e(title)}</h1><h2>{label}</h2><p>{label} of {e(title)}.</p>{ul(tabs)}",
        )
        truth.add(sh.url(u))
    tagl = "".join(f"<li>{a(f'/dataset/?tags={t}', t, class_='tag')}</li>" for t in tags)
    show = (
        f'<section class="module"><h2>Showcases</h2>{ul([showcase])}</section>' if showcase else ""
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/", "Home")}</li><li>{a("/organization/", "Organizations")}</li>'
        f'<li>{a("/organization/" + org[0], org[1])}</li><li class="active">{a(base, title)}</li></ol>'
        f'<div class="content_action">{a(f"/dataset/edit/{name}", "Manage", class_="btn btn-default")}</div>'
        f'<ul class="nav nav-tabs">{"".join(f"<li>{a(u, t)}</li>" for u, t in tabs)}</ul>'
        f'<article class="module"><div class="module-content"><h1>{e(title)}</h1><div class="notes embedded-content"><p>{e(notes)}</p></div>'
        f'<section id="dataset-resources" class="resources"><h2>Data and Resources</h2><ul class="resource-list">{items}</ul></section>'
        f'<section class="tags"><ul class="tag-list well">{tagl}</ul></section>'
        f'<section class="additional-info"><table class="table"><tr><th>Source</th><td>{a(sh.url("/organization/" + org[0]), org[1])}</td></tr>'
        f"<tr><th>Formats</th><td>{a('/dataset/?res_format=CSV', 'CSV')}</td></tr></table></section>"
        f"<p>{a(f'/dataset/{name}.rdf', 'RDF/XML')} | {a(f'/dataset/{name}.ttl', 'Turtle')} | {a(f'/dataset/{name}.jsonld', 'JSON-LD')} | "
        f"{a(f'/api/3/action/package_show?id={name}', 'API')}</p></div></article>"
    )
    aside = (
        f'<section class="module module-narrow"><h2>{a("/organization/" + org[0], org[1])}</h2></section>{show}'
        f'<section class="module module-narrow module-shallow license"><h2>License</h2>'
        f"{a('http://www.opendefinition.org/licenses/cc-by', 'Creative Commons Attribution')}</section>"
        f'<section class="module"><h2>Social</h2>{a(f"https://www.facebook.com/sharer.php?u={sh.url(base)}", "Facebook")} '
        f"{a(f'https://twitter.com/share?url={sh.url(base)}', 'Twitter')}</section>"
    )
    pages[base] = sh.page(title, main, aside=aside)
    return pages, truth


TA = "Radverkehrszählstellen Lindau 2023"
TB = "Qualità delle acque di balneazione 2022"
TB2 = "Piste ciclabili provinciali"


def _all():
    pa, ta = dataset(
        SA,
        "radverkehrszaehlstellen-2023",
        TA,
        ("stadtverwaltung-lindau", "Stadtverwaltung Lindau"),
        ["Verkehr", "Fahrrad"],
        [
            (
                "6b1f8e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
                "Zählstellen Stundenwerte",
                "CSV",
                "zaehlstellen_stundenwerte_2023.csv",
                csv("zaehlstelle;zeit;anzahl"),
            ),
            (
                "9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                "Standorte der Zählstellen",
                "GeoJSON",
                "standorte.geojson",
                b'{"type":"FeatureCollection"}',
            ),
        ],
        "Stündliche Zählwerte der automatischen Radverkehrszählstellen.",
        showcase=("/showcase/radverkehr-dashboard", "Radverkehr-Dashboard"),
    )
    pb, tb = dataset(
        SB,
        "acque-balneazione-2022",
        TB,
        ("arpa-verde", "ARPA Provincia Verde"),
        ["acqua", "ambiente"],
        [
            (
                "0a1b2c3d-4e5f-4061-8728-394a5b6c7d8e",
                "Campionamenti 2022",
                "CSV",
                "campionamenti_2022.csv",
                csv("punto;data;enterococchi;escherichia"),
            ),
            (
                "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
                "Punti di prelievo",
                "CSV",
                "punti_prelievo.csv",
                csv("punto;lat;lon"),
            ),
            (
                "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
                "Scheda metodologica",
                "PDF",
                "scheda_metodologica.pdf",
                b"%PDF-1.4\n",
            ),
        ],
        "Esiti dei campionamenti delle acque di balneazione.",
        file_host=FILES_B,
    )
    pc, _ = dataset(
        SB,
        "piste-ciclabili",
        TB2,
        ("arpa-verde", "ARPA Provincia Verde"),
        ["mobilità"],
        [("3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9", "Tracciati", "SHP", "tracciati.zip", b"PK")],
        "Rete delle piste ciclabili.",
        file_host=FILES_B,
    )
    return pa, pb, pc, ta, tb


def build():
    pa, pb, pc, _, _ = _all()
    files = {**pb.pop("_files"), **pc.pop("_files")}
    SA.featured = [("/dataset/radverkehrszaehlstellen-2023", TA)]
    SB.featured = [("/dataset/acque-balneazione-2022", TB), ("/dataset/piste-ciclabili", TB2)]
    pa["/showcase/radverkehr-dashboard"] = SA.page(
        "Radverkehr-Dashboard", "<h1>Radverkehr-Dashboard</h1>" + ul(SA.featured)
    )
    home_a = "<h1>Open Data Lindau</h1><h2>Beliebte Datensätze</h2>" + ul(SA.featured)
    home_b = "<h1>Dati Aperti Provincia Verde</h1><h2>Dataset recenti</h2>" + ul(SB.featured)
    return [
        build_site(SA, pa, home_a),
        build_site(SB, {**pb, **pc}, home_b),
        bare_site(FILES_B, files),
    ]


_, _, _, _TA, _TB = _all()
CASES = [
    Case(
        "ckan-filestore-dataset",
        "ckan",
        "single-hop",
        "single_page_plus_ignored",
        SA.url("/dataset/radverkehrszaehlstellen-2023"),
        frozenset(_TA),
        build,
        frozenset({SA.url("/showcase/radverkehr-dashboard")}),
    ),
    Case(
        "ckan-external-file-host",
        "ckan",
        "single-hop",
        "single_page_plus_ignored",
        SB.url("/dataset/acque-balneazione-2022"),
        frozenset(_TB),
        build,
    ),
]
