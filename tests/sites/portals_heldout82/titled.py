"""heldout82 title-keyed portals: a reanalysis product catalogue, a curated climate-data
repository, a field-campaign project hub and an atmospheric-data Dataverse.

Their resources share no path or identifier, but every one carries the record's title in its
content: the seed's Significant String family.  The reanalysis catalogue's <title> is the bare
product title and every page and monthly file repeats it (Significant String from Title); the
curated repository's data files do not, one hop from its titled pages (Dryad: Title+ with
Ignored URIs); the project hub and the Dataverse wrap the title with their name at the start
("OSF | ") or the end (Dataverse), which the seed's filtering removes (Filtered Title).
Portal chrome never carries a record title; sidebars use short names for that reason.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import Chrome, bibtex, csv, nc, pdf_doc, text, ul, zipped

# --- reanalysis product catalogue (sig_title) ---------------------------------------------

RA = Chrome(
    Portal(
        "products.reanalysishub.hx82.example",
        "Reanalysis Hub",
        [
            ("/catalogue", "Catalogue"),
            ("/documentation", "Documentation"),
            ("/toolbox", "Toolbox"),
            ("/support", "Support"),
            ("/live", "Status"),
        ],
        [("/terms", "Terms"), ("/privacy", "Privacy"), ("/cookies", "Cookies")],
        title_format="{title}",
        home_title="Reanalysis Hub – climate reanalysis products",
    ),
    "RH-4",
)

# slug -> (title, code, short name, years, extra pages)
PRODUCTS: dict[str, tuple[str, str, str, list[int], bool]] = {
    "oras-x-monthly": (
        "ORAS-X Ocean Reanalysis Monthly Means 1958-2023",
        "orasx-mm",
        "ORAS-X monthly",
        [2022],
        False,
    ),
    "aera6-monthly-pl": (
        "AERA-6 Atmospheric Reanalysis Monthly Averages on Pressure Levels",
        "aera6-mpl",
        "AERA-6 monthly (pressure levels)",
        [2022, 2023],
        True,
    ),
}


def _ra_paths(slug: str) -> dict[str, PageValue]:
    title, code, _short, years, extra = PRODUCTS[slug]
    out: dict[str, PageValue] = {}
    guide = f"/documentation/{slug}/product-user-guide"
    issues = f"/known-issues?product={code}"
    listings = [f"/data/listing?product={code}&year={y}" for y in years]
    tabs = [(guide, "Product user guide"), (issues, "Known issues")]
    tabs += [(u, f"Monthly files {y}") for u, y in zip(listings, years, strict=True)]
    if extra:
        tabs += [
            (f"/catalogue/{slug}/variables", "Variables"),
            (f"/catalogue/{slug}/citation", "How to cite"),
        ]
    related = [(f"/catalogue/{s}", PRODUCTS[s][2]) for s in PRODUCTS if s != slug]
    related.append(("/catalogue/oras-x-daily", "ORAS-X daily"))
    out[f"/catalogue/{slug}"] = RA.page(
        title,
        f'<h1>{escape(title)}</h1><p class="abstract">{escape(title)} provides consistent monthly fields.</p>'
        + ul(tabs, "tabs")
        + "<aside><h2>Related products</h2>"
        + ul(related)
        + "</aside>",
        share=RA.url(f"/catalogue/{slug}"),
    )
    out[guide] = RA.page(
        f"Product user guide: {title}",
        f"<h1>{escape(title)}: product user guide</h1><p>Grids, variables, known limitations.</p>"
        f'<a href="/catalogue/{slug}">Back to product</a>',
    )
    out[issues] = RA.page(
        f"Known issues: {title}",
        f'<h1>Known issues for {escape(title)}</h1><p>None open.</p><p>See also <a href="/live">status</a>.</p>',
    )
    for u, y in zip(listings, years, strict=True):
        files = [f"/data/files/{code}/{y}/{code}_{y}-{m:02d}.csv" for m in range(1, 13)]
        out[u] = RA.page(
            f"{title}: files for {y}",
            f"<h1>{escape(title)}: monthly files, {y}</h1>"
            + ul([(f, f.rsplit("/", 1)[1]) for f in files]),
        )
        for f in files:
            out[f] = csv(
                f"# {title}\n# month: {f[-11:-4]}\nlevel_hPa,lat,lon,value", ["500,60,-30,5521.4"]
            )
    if extra:
        out[f"/catalogue/{slug}/variables"] = RA.page(
            f"Variables of {title}",
            f"<h1>Variables: {escape(title)}</h1><p>t, z, u, v, q on 37 levels</p>",
        )
        out[f"/catalogue/{slug}/citation"] = RA.page(
            f"Citing {title}",
            f'<h1>How to cite {escape(title)}</h1><a href="/cite/{code}.bib">BibTeX</a>',
        )
        out[f"/cite/{code}.bib"] = bibtex(code, title, f"10.5555/rh.{code}")
    return out


def ra_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for s in PRODUCTS:
        pages.update(_ra_paths(s))
    pages["/catalogue/oras-x-daily"] = RA.page(
        "ORAS-X Ocean Reanalysis Daily Means 1958-2023",
        "<h1>ORAS-X Ocean Reanalysis Daily Means 1958-2023</h1>",
    )
    return [RA.site(pages)]


# --- curated climate-data repository (sig_title_plus_ignored) -------------------------------

CUR = Chrome(
    Portal(
        "repo.openclimdata.hx82.example",
        "OpenClimData",
        [
            ("/search", "Explore data"),
            ("/submit", "Publish data"),
            ("/about/mission", "About"),
            ("/help/requirements", "Requirements"),
        ],
        [
            ("/about/fees", "Fees"),
            ("/about/privacy", "Privacy"),
            ("/about/terms", "Terms of service"),
            ("http://status.openclim.test/", "System status"),
        ],
        title_format="{title}",
        home_title="OpenClimData: open climate research data",
    ),
    "OCD-6",
)

# doi suffix -> (title, versions: [[(file id, name, kind)]] oldest first)
CURATED: dict[str, tuple[str, list[list[tuple[int, str, str]]]]] = {
    "ocd.k3m9p2": (
        "Data from: Warming-driven shifts in Southern Ocean phytoplankton phenology",
        [[(2217841, "chl_phenology_1998_2022.nc", "nc"), (2217842, "bloom_metrics.zip", "zip")]],
    ),
    "ocd.w51tq8": (
        "Data from: Urban heat island intensity from crowdsourced weather stations in 12 European cities",
        [
            [(3100201, "cws_qc_2019.zip", "zip"), (3100202, "uhi_intensity.nc", "nc")],
            [(3100201, "cws_qc_2019.zip", "zip"), (3100388, "uhi_intensity_v2.nc", "nc")],
            [
                (3100390, "cws_qc_2019_2021.zip", "zip"),
                (3100391, "uhi_intensity_v3.nc", "nc"),
                (3100392, "city_metadata.zip", "zip"),
                (3100393, "analysis_notebooks.zip", "zip"),
                (3100394, "methods_supplement.pdf", "pdf"),
            ],
        ],
    ),
}


def _cur_paths(suffix: str) -> dict[str, PageValue]:
    title, versions = CURATED[suffix]
    land = f"/records/doi:10.5555/{suffix}"
    out: dict[str, PageValue] = {}

    def files(vs: list[tuple[int, str, str]]) -> str:
        return ul([(f"/downloads/file_stream/{fid}", name) for fid, name, _k in vs], "files")

    extra = [(f"/metrics/{suffix}", "Usage metrics"), (f"/citations/{suffix}.bib", "Cite (BibTeX)")]
    if len(versions) > 1:
        extra.append((f"/version-history/{suffix}", "Version history"))
    out[land] = CUR.page(
        title,
        f"<h1>{escape(title)}</h1><p>doi:10.5555/{suffix}</p>"
        '<p>Authors: <a href="/search?q=author:%22Moreau%2C+L%22">L. Moreau</a></p>'
        f"<h2>Files</h2>{files(versions[-1])}"
        + ul(extra)
        + '<p>Related article: <a href="http://doi.resolver.test/10.5555/ncc.2024.77">Nature-like Climate (2024)</a>'
        ' · Keywords: <a href="/search?q=phenology">phenology</a></p>',
        share=CUR.url(land),
    )
    out[f"/metrics/{suffix}"] = CUR.page(
        f"Metrics: {title}",
        f"<h1>Usage metrics</h1><p>{escape(title)}</p><p>1,204 views, 311 downloads</p>",
    )
    out[f"/citations/{suffix}.bib"] = bibtex(suffix.replace(".", ""), title, f"10.5555/{suffix}")
    if len(versions) > 1:
        out[f"/version-history/{suffix}"] = CUR.page(
            f"Versions: {title}",
            f"<h1>Versions of {escape(title)}</h1>"
            + ul(
                [
                    (f"/version-history/{suffix}/v{i + 1}", f"Version {i + 1}")
                    for i in range(len(versions) - 1)
                ]
            ),
        )
        for i, vs in enumerate(versions[:-1]):
            out[f"/version-history/{suffix}/v{i + 1}"] = CUR.page(
                f"{title} (version {i + 1})",
                f"<h1>{escape(title)}</h1><p>Version {i + 1}</p>{files(vs)}",
            )
    for vs in versions:
        for fid, name, kind in vs:
            if kind == "nc":
                out[f"/downloads/file_stream/{fid}"] = nc(name, ["chl", "time"])
            elif kind == "pdf":
                out[f"/downloads/file_stream/{fid}"] = pdf_doc(name, "Methods")
            else:
                out[f"/downloads/file_stream/{fid}"] = zipped(
                    {f"{name[:-4]}/data.csv": "a,b\n1,2\n"}
                )
    return out


def cur_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for s in CURATED:
        pages.update(_cur_paths(s))
    return [CUR.site(pages)]


# --- field-campaign project hub, OSF-like (sig_filtered_title, prefix) -----------------------

HUB = Chrome(
    Portal(
        "hub.fieldcampaigns.hx82.example",
        "CampaignHub",
        [
            ("/dashboard/", "My projects"),
            ("/search/", "Search"),
            ("/institutions/", "Institutions"),
            ("/registries/", "Registries"),
            ("/support/", "Support"),
        ],
        [
            ("/terms_of_use/", "Terms of use"),
            ("/privacy_policy/", "Privacy"),
            ("http://status.campaignhub.test/", "Status"),
        ],
        title_format="{name} | {title}",
        home_title="CampaignHub | Home",
    ),
    "CH-9",
)

# project guid -> (title, wiki pages, files {guid: name}, components {guid: (title, files)})
PROJECTS: dict[
    str, tuple[str, list[str], dict[str, str], dict[str, tuple[str, dict[str, str]]]]
] = {
    "x7k2p": (
        "Snow radar observations from the ARCTIC-DRIFT campaign",
        ["home"],
        {"61a2c9": "snow_radar_L1_2020-02.csv", "61a2ca": "README.txt"},
        {},
    ),
    "q4n8d": (
        "Boundary-layer turbulence at the Cabauw-style tall mast, winter 2023",
        ["home", "instrument-setup", "data-conventions"],
        {"7b11e0": "sonic_20Hz_2023-01.csv", "7b11e1": "README.txt"},
        {
            "r2v6w": (
                "Ground-based lidar component",
                {"7b11f3": "doppler_lidar_L2.csv", "7b11f4": "lidar_qc.txt"},
            ),
            "t9j3c": ("Radiosonde launches", {"7b1201": "sondes_2023.csv"}),
        },
    ),
}


def _hub_paths(guid: str) -> dict[str, PageValue]:
    title, wiki, files, comps = PROJECTS[guid]
    out: dict[str, PageValue] = {}

    def file_pages(owner: str, fs: dict[str, str]) -> None:
        for fg, name in fs.items():
            out[f"/{fg}/"] = HUB.page(
                name,
                f'<nav class="crumbs"><a href="/{guid}/">{escape(title)}</a> / {escape(owner)}</nav>'
                f'<h1>{escape(name)}</h1><a href="/download/{fg}/">Download</a>',
            )
            out[f"/download/{fg}/"] = text(
                f"# {title}\n# file: {name}\ntime,value\n2023-01-01T00:00Z,1.0\n", "text/csv"
            )

    comp_links = [(f"/{c}/", ct) for c, (ct, _f) in comps.items()]
    out[f"/{guid}/"] = HUB.page(
        title,
        f'<h1>{escape(title)}</h1><p>Contributors: <a href="/profile/kd84m/">K. Dahl</a></p>'
        + ul(
            [(f"/{guid}/wiki/{w}/", f"Wiki: {w}") for w in wiki]
            + [(f"/{guid}/files/", "Files")]
            + comp_links,
            "project-nav",
        )
        + '<aside><h2>Linked projects</h2><a href="/m3kq7/">Sea-ice mass balance buoys</a></aside>',
        share=HUB.url(f"/{guid}/"),
    )
    for w in wiki:
        out[f"/{guid}/wiki/{w}/"] = HUB.page(
            f"{title} Wiki", f"<h1>{escape(title)}: {w}</h1><p>Notes.</p>"
        )
    out[f"/{guid}/files/"] = HUB.page(
        f"{title} Files",
        f"<h1>{escape(title)}: files</h1>" + ul([(f"/{fg}/", n) for fg, n in files.items()]),
    )
    file_pages(title, files)
    for c, (ct, cfiles) in comps.items():
        out[f"/{c}/"] = HUB.page(
            ct,
            f'<nav class="crumbs">Component of <a href="/{guid}/">{escape(title)}</a></nav><h1>{escape(ct)}</h1>'
            + ul([(f"/{fg}/", n) for fg, n in cfiles.items()]),
        )
        file_pages(ct, cfiles)
    return out


def hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for g in PROJECTS:
        pages.update(_hub_paths(g))
    pages["/m3kq7/"] = HUB.page("Sea-ice mass balance buoys", "<h1>Sea-ice mass balance buoys</h1>")
    pages["/profile/kd84m/"] = HUB.page("K. Dahl", "<h1>K. Dahl</h1><p>Projects: 14</p>")
    return [HUB.site(pages)]


# --- atmospheric-data Dataverse (sig_filtered_title, suffix) ---------------------------------

DV = Chrome(
    Portal(
        "dataverse.atmoshare.hx82.example",
        "AtmoShare Dataverse",
        [
            ("/dataverse/root", "Browse"),
            ("/dataverse/root/search", "Search"),
            ("/guides/user", "User guide"),
            ("/support", "Support"),
        ],
        [
            ("/terms", "Terms of use"),
            ("/privacy", "Privacy"),
            ("http://dataverse-project.test/", "Powered by Dataverse"),
        ],
        title_format="{title} | {name}",
        home_title="AtmoShare Dataverse",
    ),
    "AS-2",
)

# doi -> (title, collection, files [(id, name)], versions)
DVSETS: dict[str, tuple[str, str, list[tuple[int, str]], list[str]]] = {
    "doi:10.5555/ATM/QX7RTB": (
        "Lidar aerosol backscatter profiles, Leipzig 2022",
        "leipzig-lidar",
        [(4412, "backscatter_1064nm_2022.tab"), (4413, "README.txt")],
        ["1.0"],
    ),
    "doi:10.5555/ATM/J2M0VD": (
        "Ceilometer cloud-base heights across the Alpine foreland network, 2015-2023",
        "alpine-ceilometers",
        [
            (5120, "cbh_network_2015_2019.tab"),
            (5121, "cbh_network_2020_2023.tab"),
            (5122, "station_list.tab"),
            (5123, "README.txt"),
            (5124, "processing_notes.txt"),
        ],
        ["1.0", "1.1", "2.0"],
    ),
}


def _dv_paths(doi: str) -> dict[str, PageValue]:
    title, coll, files, versions = DVSETS[doi]
    land = f"/dataset.xhtml?persistentId={doi}"
    latest = versions[-1]
    out: dict[str, PageValue] = {}
    exports = [
        f"/api/datasets/export?exporter={e}&persistentId={doi}"
        for e in ("dataverse_json", "ddi", "schema.org")
    ]
    out[land] = DV.page(
        title,
        f'<nav class="breadcrumbs"><a href="/dataverse/root">AtmoShare</a> &gt; <a href="/dataverse/{coll}">'
        f"{coll}</a></nav><h1>{escape(title)}</h1><p>Version {latest}</p>"
        "<h2>Files</h2>"
        + ul([(f"/file.xhtml?fileId={i}&version={latest}", n) for i, n in files])
        + "<h2>Export metadata</h2>"
        + ul([(e, e.split("exporter=")[1].split("&")[0]) for e in exports])
        + (
            "<h2>Versions</h2>"
            + ul([(f"{land}&version={v}", f"Version {v}") for v in versions[:-1]])
            if len(versions) > 1
            else ""
        )
        + '<p>Contact: <a href="/dataset.xhtml?contact=owner">Contact owner</a></p>',
        share=DV.url(land),
    )
    for v in versions[:-1]:
        out[f"{land}&version={v}"] = DV.page(
            title, f"<h1>{escape(title)}</h1><p>Version {v} (deaccessioned files)</p>"
        )
    for e in exports:
        out[e] = text(f'{{"title": "{title}", "persistentId": "{doi}"}}', "application/json")
    for i, n in files:
        out[f"/file.xhtml?fileId={i}&version={latest}"] = DV.page(
            n,
            f"<h1>{escape(n)}</h1><p>This file is part of &quot;{escape(title)}&quot;.</p>"
            f'<a href="/api/access/datafile/{i}">Download</a>',
        )
        out[f"/api/access/datafile/{i}"] = text(
            f"# {title}\n# {n}\ntime\tvalue\n2022-01-01\t0.1\n", "text/tab-separated-values"
        )
    short = title[:24] + "…"
    out[f"/dataverse/{coll}"] = DV.page(coll, f"<h1>{coll}</h1>" + ul([(land, short)]))
    return out


def dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for d in DVSETS:
        pages.update(_dv_paths(d))
    return [DV.site(pages)]


def _dv_truth(doi: str) -> list[str]:
    coll = DVSETS[doi][1]
    return [DV.url(p) for p in _dv_paths(doi) if p != f"/dataverse/{coll}"]


def _hub_truth(guid: str) -> list[str]:
    return [HUB.url(p) for p in _hub_paths(guid)]


Q1, Q2 = list(DVSETS)
CASES: list[Case] = [
    # Reanalysis product: the <title> is the bare product title and every page and monthly
    # CSV repeats it; nothing shares a path: Significant String from Title (seed, Dryad
    # family) with no file lacking the string, so no extra hop is needed -> sig_title.
    case(
        "reanalysishub-orasx-monthly",
        "reanalysis product catalogue (ocean reanalysis, one year of monthly files)",
        "dataset",
        "sig_title",
        RA.url("/catalogue/oras-x-monthly"),
        [RA.url(p) for p in _ra_paths("oras-x-monthly")],
        ra_sites,
        others=[RA.url("/catalogue/oras-x-daily")],
    ),
    # Harder: two yearly listings (24 monthly files), variables and citation pages and a
    # BibTeX export, all carrying the title -> sig_title.
    case(
        "reanalysishub-aera6-pressure-levels",
        "reanalysis product catalogue (atmospheric reanalysis, two years, citation export)",
        "dataset",
        "sig_title",
        RA.url("/catalogue/aera6-monthly-pl"),
        [RA.url(p) for p in _ra_paths("aera6-monthly-pl")],
        ra_sites,
        others=[RA.url("/catalogue/oras-x-monthly")],
    ),
    # Curated repository: titled landing/metrics/BibTeX pages, binary files without the
    # title one hop out: the seed's Dryad row -> sig_title_plus_ignored.
    case(
        "openclimdata-phytoplankton-phenology",
        "curated climate-data repository (dataset with two files)",
        "dataset",
        "sig_title_plus_ignored",
        CUR.url("/records/doi:10.5555/ocd.k3m9p2"),
        [CUR.url(p) for p in _cur_paths("ocd.k3m9p2")],
        cur_sites,
    ),
    # Harder: three versions, the older ones on a version-history page whose files are
    # one hop from titled version pages -> sig_title_plus_ignored.
    case(
        "openclimdata-urban-heat-island-v3",
        "curated climate-data repository (three versions, nine files)",
        "dataset",
        "sig_title_plus_ignored",
        CUR.url("/records/doi:10.5555/ocd.w51tq8"),
        [CUR.url(p) for p in _cur_paths("ocd.w51tq8")],
        cur_sites,
    ),
    # OSF-like hub: "CampaignHub | " prefixes every title, not the content; the filtered
    # title is in every page and file of the project -> sig_filtered_title (seed: OSF).
    case(
        "campaignhub-arctic-drift-snow-radar",
        "field-campaign project hub (project with wiki and two files)",
        "dataset",
        "sig_filtered_title",
        HUB.url("/x7k2p/"),
        _hub_truth("x7k2p"),
        hub_sites,
        others=[HUB.url("/m3kq7/")],
    ),
    # Harder: three wiki pages and two components whose pages and files carry the parent
    # project's title in their breadcrumbs and headers -> sig_filtered_title.
    case(
        "campaignhub-tall-mast-turbulence",
        "field-campaign project hub (project with components and wiki)",
        "dataset",
        "sig_filtered_title",
        HUB.url("/q4n8d/"),
        _hub_truth("q4n8d"),
        hub_sites,
        others=[HUB.url("/m3kq7/")],
    ),
    # Dataverse: " | AtmoShare Dataverse" ends every title; filtering from the end (seed's
    # Dataverse note) leaves the dataset title, present in every file page, export and
    # download -> sig_filtered_title.
    case(
        "atmoshare-leipzig-lidar",
        "atmospheric-data Dataverse (dataset with two files)",
        "dataset",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={Q1}"),
        _dv_truth(Q1),
        dv_sites,
    ),
    # Harder: five files, three metadata exports and two earlier versions -> same heuristic.
    case(
        "atmoshare-alpine-ceilometers",
        "atmospheric-data Dataverse (three versions, five files)",
        "dataset",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={Q2}"),
        _dv_truth(Q2),
        dv_sites,
    ),
]
