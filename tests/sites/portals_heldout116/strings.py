"""Significant-string artifacts: Dataverse datasets and an OSF project (filtered title),
CKAN hazard datasets (title + one hop, ignoring chrome), an observatory's hand-made
eruption bulletins (title)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, host, image, pdf_doc, text, ul

# --- Dataverse: title "<dataset> - <installation>", filtered from the end ----------------------

DV = Portal(
    host("dataverse", "volcobs-net"),
    "Volcano Observatories Dataverse",
    [
        ("/dataverse/root", "Browse"),
        ("/dataverse/root?q=", "Search"),
        ("/guides/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    [
        ("/guides/en/latest/", "Guides"),
        ("/privacy.xhtml", "Privacy"),
        ("http://dataverse.test/", "Powered by The Dataverse Project"),
    ],
    title_format="{title} - {name}",
)
DV_SETS = {
    "doi:10.80116/VOBS/QK3ZJX": (
        "Tephra fall deposits of the April 2021 La Soufriere St Vincent eruption",
        "svo",
        [
            ("4412", "tephra_thickness_grainsize.csv", "QK3ZJX/1NMWQA"),
            ("4413", "README.txt", "QK3ZJX/8RT2PB"),
        ],
    ),
    "doi:10.80116/VOBS/7HDA2L": (
        "Multi-GNSS time series at Campi Flegrei 2019-2025",
        "ov",
        [
            ("5120", "RITE_enu.csv", "7HDA2L/XK4LQE"),
            ("5121", "ACAE_enu.csv", "7HDA2L/P3S9WD"),
            ("5122", "processing_notes.txt", "7HDA2L/0YH6C2"),
        ],
    ),
}
DV_EXPORTERS = ["schema.org", "ddi", "dataverse_json"]


def _dv_paths(pid: str) -> list[str]:
    _t, _c, files = DV_SETS[pid]
    out = [f"/dataset.xhtml?persistentId={pid}"]
    for fid, _n, fpid in files:
        out.append(f"/file.xhtml?persistentId=doi:10.80116/VOBS/{fpid}&version=1.0")
        out.append(f"/api/access/datafile/{fid}")
    out += [f"/api/datasets/export?exporter={e}&persistentId={pid}" for e in DV_EXPORTERS]
    return out


def build_dv() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for pid, (title, coll, files) in DV_SETS.items():
        entry, *rest = _dv_paths(pid)
        crumbs = f"<nav>{a('/dataverse/root', 'Root')} &gt; {a(f'/dataverse/{coll}', coll.upper())}</nav>"
        cite = f"Observatory staff, 2025, &quot;{title}&quot;, https://doi.org/{pid[4:]}, Volcano Observatories Dataverse, V1"
        exports = ul(
            [(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in DV_EXPORTERS]
        )
        rows = "".join(
            f"<tr><td>{a(f'/file.xhtml?persistentId=doi:10.80116/VOBS/{fpid}&version=1.0', n)}</td>"
            f"<td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
            for fid, n, fpid in files
        )
        main = (
            f'{crumbs}<h1 id="title">{title}</h1><div class="citation">{cite}</div>'
            f"<h2>Export Metadata</h2>{exports}<h2>Files</h2><table>{rows}</table>"
        )
        pages[entry] = DV.page(title, main)
        for fid, n, fpid in files:
            pages[f"/file.xhtml?persistentId=doi:10.80116/VOBS/{fpid}&version=1.0"] = DV.page(
                n,
                f"{crumbs}<h1>{n}</h1><p>This file is part of &quot;{title}&quot;.</p>"
                f"<p>{a(entry, 'Back to dataset')} · {a(f'/api/access/datafile/{fid}', 'Download')}</p>",
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                f"# Dataset: {title}\n# File: {n}\nsite,value\n", "text/plain"
            )
        for e in DV_EXPORTERS:
            pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = text(
                f'{{"exporter":"{e}","title":"{title}","identifier":"{pid}"}}', "application/json"
            )
        others = ul(
            [
                (
                    f"/dataset.xhtml?persistentId=doi:10.80116/VOBS/OTHER{i}",
                    f"Monitoring dataset {i}",
                )
                for i in (1, 2)
            ]
        )
        pages[f"/dataverse/{coll}"] = DV.page(
            coll.upper(), f"<h1>{coll.upper()}</h1><p>1 - 10 of 37 Results</p>{others}"
        )
    return [DV.site(pages)]


# --- OSF: "OSF | <project>", filtered from the start (the seed's own OSF example) ------------

OSF = Portal(
    host("osf", "openvolc-science"),
    "OSF",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
        ("/login", "Sign In"),
    ],
    [
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("/status", "Status"),
        ("/api", "API"),
    ],
    title_format="OSF | {title}",
    home_title="OSF | Home",
)
OSF_TITLE = "Eruption forecasting from seismic precursors at Kilauea and Piton de la Fournaise"
OSF_PROJ = "/x7k2q/"
OSF_PARTS = {
    "/x7k2q/wiki/home": ("Wiki", "<p>Project wiki: scope, stations used, forecasting windows.</p>"),
    "/x7k2q/files/": ("Files", ""),
    "/m4zt9/": ("Analysis code", "<p>Component: failure forecast method notebooks.</p>"),
    "/a8d3k/": ("preregistration.pdf", ""),
    "/c2h6p/": ("README.md", ""),
}
OSF_DL = {"/download/a8d3k/": "preregistration.pdf", "/download/c2h6p/": "README.md"}


def _osf_page(title: str, body: str) -> str:
    header = (
        f'<div class="project-header"><h2>{a(OSF_PROJ, OSF_TITLE)}</h2>'
        + ul(
            [
                (OSF_PROJ, "Overview"),
                ("/x7k2q/files/", "Files"),
                ("/x7k2q/wiki/home", "Wiki"),
                ("/m4zt9/", "Analysis code"),
            ]
        )
        + "</div>"
    )
    return OSF.page(title, header + body)


def build_osf() -> list[Site]:
    contrib = f"<p>Contributors: {a('/u7v3w/', 'N. Fournier')}, {a('/p9q2r/', 'A. Peltier')}</p>"
    pages: dict[str, str | Response] = {
        OSF_PROJ: _osf_page(
            OSF_TITLE, f"<h1>{OSF_TITLE}</h1>{contrib}<p>Public project, created 2024-06-11</p>"
        ),
    }
    for path, (t, body) in OSF_PARTS.items():
        if path == "/x7k2q/files/":
            body = ul([("/a8d3k/", "preregistration.pdf"), ("/c2h6p/", "README.md")])
        dl = next((d for d, n in OSF_DL.items() if n == t), None)
        if dl:
            body = f"<p>{a(dl, 'Download')}</p>"
        pages[path] = _osf_page(t, f"<h1>{t}</h1>{body}")
    pages["/download/a8d3k/"] = pdf_doc(OSF_TITLE, "Preregistration, June 2024")
    pages["/download/c2h6p/"] = text(f"# {OSF_TITLE}\n\nData and code.\n", "text/markdown")
    for u in ("/u7v3w/", "/p9q2r/"):
        pages[u] = OSF.page(
            "Profile", '<div id="profile"><noscript>Please enable JavaScript.</noscript></div>'
        )
    return [OSF.site(pages)]


OSF_TRUTH = [OSF.url(p) for p in [OSF_PROJ, *OSF_PARTS, *OSF_DL]]


# --- CKAN: hazard datasets; downloads lack the title, one hop from matching pages ----------

CK = Portal(
    host("data", "hazardportal-eu"),
    "Open Hazard Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    [
        ("/api/3", "API"),
        ("http://opendefinition.test/od/", "Open Data"),
        ("http://ckan.test/", "Powered by CKAN"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome - Open Hazard Data",
    home_main=(
        "<h1>Open Hazard Data</h1><h2>Featured organizations</h2><ul>"
        '<li><a href="/organization/efehr">EFEHR</a></li><li><a href="/organization/ingv-hazard">'
        'INGV Seismic Hazard Centre</a></li></ul><h2>Groups</h2><ul><li><a href="/group/seismic-hazard">'
        'Seismic hazard</a></li><li><a href="/group/ground-motion">Ground motion</a></li></ul>'
        '<h2>Popular tags</h2><ul><li><a href="/dataset/?tags=PSHA">PSHA</a></li>'
        '<li><a href="/dataset/?tags=ground-motion">ground-motion</a></li></ul>'
    ),
)
CK_SETS = {
    "eshm-2026-hazard-curves-and-maps": (
        "ESHM 2026 hazard curves and maps",
        "6b1f2e55-0d7e-4d3a-b1aa-2c7f09e3a111",
        "efehr",
        "seismic-hazard",
        "PSHA",
        [
            ("0a1b2c3d-1111-4aaa-8bbb-000000000001", "Hazard curves PGA", "hazard_curves_PGA.csv"),
            ("0a1b2c3d-1111-4aaa-8bbb-000000000002", "Hazard map 475 yr", "hazard_map_475.tif"),
            ("0a1b2c3d-1111-4aaa-8bbb-000000000003", "Logic tree", "logic_tree.xml"),
        ],
    ),
    "italian-strong-motion-flatfile-itaca-2025": (
        "Italian strong-motion flatfile ITACA 2025",
        "9e8d7c6b-5a49-4382-a716-fedcba098765",
        "ingv-hazard",
        "ground-motion",
        "ground-motion",
        [
            ("7f6e5d4c-2222-4ccc-9ddd-000000000011", "Flatfile", "ITA25_flatfile.csv"),
            ("7f6e5d4c-2222-4ccc-9ddd-000000000012", "Column descriptions", "ITA25_columns.pdf"),
        ],
    ),
}


def _ck_paths(slug: str) -> list[str]:
    _t, pkg, _o, _g, _tag, res = CK_SETS[slug]
    out = [f"/dataset/{slug}", f"/api/3/action/package_show?id={slug}"]
    for rid, _n, f in res:
        out += [f"/dataset/{slug}/resource/{rid}", f"/dataset/{pkg}/resource/{rid}/download/{f}"]
    return out


def build_ckan() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for slug, (title, pkg, org, group, tag, res) in CK_SETS.items():
        crumbs = f'<ol class="breadcrumb">{a("/organization/", "Organizations")} / {a(f"/organization/{org}", org.upper())} / {a(f"/dataset/{slug}", title)}</ol>'
        reslist = ul([(f"/dataset/{slug}/resource/{rid}", n) for rid, n, _f in res])
        main = (
            f'{crumbs}<article class="module"><h1>{title}</h1><p>Release of the 2026 model outputs.</p>'
            f"<h3>Data and Resources</h3>{reslist}<h3>Tags</h3>{ul([(f'/dataset/?tags={tag}', tag)])}"
            f"<p>Groups: {a(f'/group/{group}', group)}</p><p>License: Creative Commons Attribution</p>"
            f"<p>{a(f'/api/3/action/package_show?id={slug}', 'JSON (API)')}</p></article>"
        )
        pages[f"/dataset/{slug}"] = CK.page(title, main)
        pages[f"/api/3/action/package_show?id={slug}"] = text(
            f'{{"success": true, "result": {{"name": "{slug}", "title": "{title}"}}}}',
            "application/json",
        )
        for rid, n, f in res:
            dl = f"/dataset/{pkg}/resource/{rid}/download/{f}"
            pages[f"/dataset/{slug}/resource/{rid}"] = CK.page(
                f"{n} - {title}",
                f"{crumbs}<h1>{n}</h1><p>URL: {a(dl, f)}</p><h3>Resources</h3>{reslist}",
            )
            pages[dl] = (
                pdf_doc(n, f) if f.endswith(".pdf") else text(f"col1,col2\n{f},1\n", "text/csv")
            )
    for p in (
        "/organization/efehr",
        "/organization/ingv-hazard",
        "/group/seismic-hazard",
        "/group/ground-motion",
    ):
        pages[p] = CK.page(p.rsplit("/", 1)[1], f"<h1>{p}</h1><p>Showing 1-20 of 143 datasets</p>")
    return [CK.site(pages)]


# --- Hand-made observatory eruption bulletins (title = the report's name) ------------------

BU = Portal(
    host("www", "eruptionbulletin-obs"),
    "Hawaiian Volcano Bulletin (mock)",
    [
        ("/", "Home"),
        ("/reports/", "Reports"),
        ("/volcanoes/", "Volcanoes"),
        ("/about.html", "About"),
    ],
    [("/disclaimer.html", "Disclaimer"), ("/contact.html", "Contact")],
    title_format="{title}",
    home_title="Hawaiian Volcano Bulletin",
)
BULLETINS = {
    "kilauea-20250915": (
        "Kilauea summit eruption update, 15 September 2025",
        "kilauea",
        ["fissure", "lava-lake", "plume"],
    ),
    "maunaloa-20260110": (
        "Mauna Loa unrest assessment, 10 January 2026",
        "maunaloa",
        ["inflation-map"],
    ),
}


def _bu_paths(key: str) -> list[str]:
    _t, _v, photos = BULLETINS[key]
    y = key[-8:-4]
    out = [f"/reports/{y}/{key}.html", f"/photos/{y}/{key}/index.html"]
    out += [f"/photos/{y}/{key}/{p}.html" for p in photos]
    out += [f"/maps/{key}-map.html", f"/data/so2/{key}.txt", f"/pdf/{y}/{key}.pdf"]
    return out


def build_bu() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for key, (title, volc, photos) in BULLETINS.items():
        entry, gallery, *rest = _bu_paths(key)
        photo_pages = rest[: len(photos)]
        mp, so2, pdfp = rest[len(photos) :]
        t = escape(title)
        pages[entry] = BU.page(
            title,
            f"<h1>{t}</h1><p>Summary of activity, observations and hazards.</p>"
            + ul(
                [
                    (gallery, "Photographs"),
                    (mp, "Lava flow map"),
                    (so2, "SO2 emission data"),
                    (pdfp, "Printable version (PDF)"),
                    (f"/volcanoes/{volc}.html", volc.title()),
                    ("/reports/archive.html", "Previous reports"),
                ]
            ),
            raw_title=True,
        )
        pages[gallery] = BU.page(
            f"Photos: {title}",
            f"<h1>Photos: {t}</h1>"
            + ul([(p, p.rsplit("/", 1)[1][:-5]) for p in photo_pages])
            + f"<p>{a(entry, 'Back to report')}</p>",
            raw_title=True,
        )
        for p in photo_pages:
            pages[p[:-5] + ".jpg"] = image((200, 90, 20))
            pages[p] = BU.page(
                f"{title} - photo",
                f"<h1>{t}</h1><img src='{p[:-5]}.jpg' alt=''><p>{a(gallery, 'All photos')}</p>",
                raw_title=True,
            )
        pages[mp] = BU.page(
            f"Map: {title}",
            f"<h1>Map: {t}</h1><p>Flow outlines from UAS imagery.</p>",
            raw_title=True,
        )
        pages[so2] = text(f"# {title}\n# SO2 emission rate, t/d\n2025-09-15,4100\n")
        pages[pdfp] = pdf_doc(title, "Hawaiian Volcano Bulletin")
        pages[f"/volcanoes/{volc}.html"] = BU.page(
            volc.title(),
            f"<h1>{volc.title()}</h1>" + ul([(entry, "Latest report")]),
            raw_title=True,
        )
    pages["/reports/archive.html"] = BU.page(
        "Report archive", "<h1>Report archive</h1><p>2018-2025</p>", raw_title=True
    )
    return [BU.site(pages)]


CASES: list[Case] = [
    # Dataverse dataset: the seed's Dataverse row, Significant String from Filtered Title
    # (the installation name cut from the title's end).  File pages, downloads (header line
    # names the dataset) and metadata exports all contain the dataset title; the collection
    # page (other datasets on its first page) does not.  Truth: dataset page, 2 file pages,
    # 2 downloads, 3 exports.
    case(
        "dataverse-soufriere-tephra",
        "Dataverse (volcano observatory data)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_paths("doi:10.80116/VOBS/QK3ZJX")[0]),
        [DV.url(p) for p in _dv_paths("doi:10.80116/VOBS/QK3ZJX")],
        build_dv,
    ),
    # A GNSS dataset on the same Dataverse, same reasoning (Filtered Title).  Truth:
    # dataset page, 3 file pages, 3 downloads, 3 exports.
    case(
        "dataverse-campi-flegrei-gnss",
        "Dataverse (volcano geodesy data)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_paths("doi:10.80116/VOBS/7HDA2L")[0]),
        [DV.url(p) for p in _dv_paths("doi:10.80116/VOBS/7HDA2L")],
        build_dv,
    ),
    # OSF project: the seed's OSF example exactly ("OSF | " cut from the start); files and
    # components have their own GUID paths, so no path heuristic fits.  Truth: project,
    # wiki, files list, component, 2 file pages, 2 downloads (both name the project).
    case(
        "osf-eruption-forecasting",
        "OSF (volcano forecasting project)",
        "Multi-Hop",
        "sig_filtered_title",
        OSF.url(OSF_PROJ),
        OSF_TRUTH,
        build_osf,
    ),
    # CKAN dataset: title "<dataset> - Open Hazard Data" is in the dataset and resource
    # pages, not in the download files or the package_show JSON, which sit one hop from
    # them - the seed's Dryad row, Significant String from Title+ with Ignored URIs (the
    # organization, group and tag links are on the homepage, hence ignored).  Truth:
    # dataset page, API record, 3 resource pages and their 3 downloads.
    case(
        "ckan-eshm-2026",
        "CKAN (hazard-model data portal)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        CK.url("/dataset/eshm-2026-hazard-curves-and-maps"),
        [CK.url(p) for p in _ck_paths("eshm-2026-hazard-curves-and-maps")],
        build_ckan,
    ),
    # A strong-motion flatfile on the same CKAN, same reasoning.  Truth: dataset page, API
    # record, 2 resource pages and their 2 downloads.
    case(
        "ckan-itaca-flatfile",
        "CKAN (strong-motion data portal)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        CK.url("/dataset/italian-strong-motion-flatfile-itaca-2025"),
        [CK.url(p) for p in _ck_paths("italian-strong-motion-flatfile-itaca-2025")],
        build_ckan,
    ),
    # Hand-made bulletin site: the page title is just the report's name, and every part
    # (photo gallery and photo pages, map page, SO2 data, PDF) repeats it, scattered over
    # /photos/, /maps/, /data/, /pdf/ - Significant String from Title.  The volcano page and
    # the archive do not contain it.  Truth: report + gallery + photo pages + map + data + PDF.
    case(
        "bulletin-kilauea-20250915",
        "Hand-made observatory bulletin site",
        "Multi-Hop",
        "sig_title",
        BU.url(_bu_paths("kilauea-20250915")[0]),
        [BU.url(p) for p in _bu_paths("kilauea-20250915")],
        build_bu,
    ),
    # A second bulletin, same reasoning (Significant String from Title).  Truth: report,
    # gallery, 1 photo page, map, data and PDF.
    case(
        "bulletin-maunaloa-20260110",
        "Hand-made observatory bulletin site",
        "Multi-Hop",
        "sig_title",
        BU.url(_bu_paths("maunaloa-20260110")[0]),
        [BU.url(p) for p in _bu_paths("maunaloa-20260110")],
        build_bu,
    ),
]
