"""Data-side portals of heldout77: an open-data portal with signposting, a measurement-tables
repository, a survey data-release archive and an event-display export bundle.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, file_host, text, ul

# --- open-data portal (InvenioRDM-like, Link headers): signposting -----------------------

OD = Chrome(
    "portal.lhcopen.hx77.example",
    "LHC Open Data",
    [
        ("/search?type=Dataset", "Datasets"),
        ("/search?type=Software", "Software"),
        ("/docs/getting-started", "Getting started"),
        ("/education", "Education"),
    ],
    [
        ("/docs/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/docs/faq", "FAQ"),
        ("/contact", "Contact"),
    ],
    home_title="LHC Open Data Portal",
)
FILES = "files.lhcopen.hx77.example"
OD_RECS = {
    "12071": ("DoubleMuon primary dataset in NANOAOD format from Run of 2016", 2, 1),
    "30555": ("JetHT primary dataset in NANOAOD format from Run of 2018", 5, 2),
}


def _od_paths(rid: str) -> tuple[list[str], list[str], list[str]]:
    """(item URIs, describedby URIs, file-index pages) of one record."""
    _t, nfiles, npages = OD_RECS[rid]
    items = [f"http://{FILES}/eos/opendata/{rid}/file_{i:03d}.root" for i in range(nfiles)]
    items.append(f"http://{FILES}/eos/opendata/{rid}/file_index.txt")
    meta = [
        OD.url(f"/api/records/{rid}?format=json-ld"),
        OD.url(f"/api/records/{rid}?format=datacite-xml"),
    ]
    index = [OD.url(f"/record/{rid}/files?page={p}") for p in range(1, npages + 1)]
    return items, meta, index


def od_sites() -> list[Site]:
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    for rid, (title, _n, npages) in OD_RECS.items():
        items, meta, index = _od_paths(rid)
        for u in items:
            path = u.split(FILES, 1)[1]
            files[path] = (
                text("\n".join(items[:-1]) + "\n")
                if u.endswith(".txt")
                else blob("application/octet-stream", path, 900)
            )
        pages[f"/api/records/{rid}?format=json-ld"] = text(
            f'{{"@type":"Dataset","name":"{title}"}}', "application/ld+json"
        )
        pages[f"/api/records/{rid}?format=datacite-xml"] = text(
            f"<resource><title>{title}</title></resource>", "application/xml"
        )
        per = max(1, (len(items) + npages - 1) // npages)
        for p in range(npages):
            chunk = items[p * per : (p + 1) * per]
            nav = (
                f'<a href="/record/{rid}/files?page={p + 2}">Next page</a>'
                if p + 1 < npages
                else ""
            )
            pages[f"/record/{rid}/files?page={p + 1}"] = OD.page(
                f"Files of {title}",
                f"<h1>File index</h1>{ul([(u, u.rsplit('/', 1)[1]) for u in chunk])}{nav}",
            )
        link = ", ".join(
            [
                f'<{OD.url(f"/record/{rid}")}>; rel="cite-as"',
                '<http://orcid.hx-ids.test/0000-0002-1825-0097>; rel="author"',
                '<http://licences.hx-ids.test/cc0-1.0>; rel="license"',
                '<http://schema.org/Dataset>; rel="type"',
            ]
            + [f'<{u}>; rel="item"; type="application/octet-stream"' for u in items]
            + [f'<{m}>; rel="describedby"; type="application/ld+json"' for m in meta]
        )
        main = (
            f'<h1 class="od-title">{escape(title)}</h1><p>Collision data, open access, CC0.</p>'
            f'<h2>Files</h2><p><a href="/record/{rid}/files?page=1">Browse the file index</a> · '
            f'<a href="{items[-1]}">Download the file list</a></p>'
            f"<h2>Export</h2>{ul([(m, m.rsplit('=', 1)[1]) for m in meta])}"
            '<h2>Use with</h2><p><a href="/record/12100">Analysis container image</a> · '
            '<a href="/record/12101">Example analysis code</a></p>'
            f'<p><a href="/search?q=related:{rid}">Related records</a></p>'
        )
        pages[f"/record/{rid}"] = Response.html(
            OD.page(title, main, share=OD.url(f"/record/{rid}")), headers=[("Link", link)]
        )
    for r in ("12100", "12101"):
        pages[f"/record/{r}"] = OD.page(f"Record {r}", f"<h1>Record {r}</h1>")
    return [OD.site(pages), file_host(FILES, files)]  # type: ignore[arg-type]


def _od_truth(rid: str) -> list[str]:
    items, meta, _index = _od_paths(rid)
    return [OD.url(f"/record/{rid}"), *items, *meta]


# --- measurement tables repository (HEPData-like, Dryad shape): sig_title_plus_ignored ---

TAB = Chrome(
    "www.tabdata.hx77.example",
    "TabData",
    [
        ("/search", "Search records"),
        ("/submission/guide", "Submitting"),
        ("/formats", "Formats"),
        ("/about", "About"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/cite", "Citing TabData")],
    home_title="TabData: repository for tabulated measurement data",
)
TAB_RECS = {
    "ins2104417": (
        "Tables from: Measurement of the top quark mass in the lepton plus jets channel",
        ["Mass fit", "Systematics"],
        False,
    ),
    "ins2200318": (
        "Tables from: Differential cross sections for inclusive isolated photon production",
        ["pT spectrum", "Rapidity", "Ratio to theory", "Correlations"],
        True,
    ),
}


def tab_site() -> list[Site]:
    pages: dict[str, object] = {}
    for rec, (title, tables, whole) in TAB_RECS.items():
        links = []
        for n, name in enumerate(tables, 1):
            tid = f"{rec[3:]}{n:02d}"
            tpage = f"/tables/{tid}"
            links.append((tpage, f"Table {n}: {name}"))
            dl = [(f"/dl/{tid}.yaml", "YAML"), (f"/dl/{tid}.root", "ROOT")]
            pages[f"/dl/{tid}.yaml"] = text(
                f"independent_variables: []\n# table {n}\n", "application/x-yaml"
            )
            pages[f"/dl/{tid}.root"] = blob("application/octet-stream", tid)
            pages[tpage] = TAB.page(
                title,
                (
                    f"<h1>Table {n}: {escape(name)}</h1><p>{escape(title)}</p>"
                    f"<h2>Download</h2>{ul(dl)}"
                ),
                raw_title=True,
            )
        extra = []
        if whole:
            extra = [(f"/dl/submission-{rec}.tar.gz", "Download the whole submission")]
            pages[f"/dl/submission-{rec}.tar.gz"] = blob("application/gzip", rec, 1200)
        main = (
            f"<h1>{escape(title)}</h1><p>Inspire record {rec}.</p>"
            f"<h2>Tables</h2>{ul(links + extra)}"
            '<p><a href="/search?collaboration=Quark">More from this collaboration</a></p>'
        )
        aside = "<h3>Records by this collaboration</h3>" + ul(
            [(f"/record/{o}", o) for o in TAB_RECS if o != rec]
        )
        pages[f"/record/{rec}"] = TAB.page(title, main, aside=aside, raw_title=True)
    return [TAB.site(pages)]  # type: ignore[arg-type]


def _tab_truth(rec: str) -> list[str]:
    _title, tables, whole = TAB_RECS[rec]
    paths = [f"/record/{rec}"]
    for n in range(1, len(tables) + 1):
        tid = f"{rec[3:]}{n:02d}"
        paths += [f"/tables/{tid}", f"/dl/{tid}.yaml", f"/dl/{tid}.root"]
    if whole:
        paths.append(f"/dl/submission-{rec}.tar.gz")
    return [TAB.url(p) for p in paths]


# --- survey data-release archive (Dataverse-like, site name at the end): sig_filtered_title

SKY = Chrome(
    "archive.skysurvey.hx77.example",
    "SkySurvey Data Release Archive",
    [
        ("/dataverse/dr3", "Data Release 3"),
        ("/dataverse/dr2", "Data Release 2"),
        ("/guides", "User guides"),
        ("/support", "Support"),
    ],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/guides/api", "API guide")],
    title_fmt="{t} | {name}",
    home_title="Home | SkySurvey Data Release Archive",
)
SKY_RECS = {
    "doi:10.99077/SKY-D4Q1": (
        "Photometric redshift catalogue of the southern field DR3",
        [("4401", "photoz_south_dr3.ecsv")],
        [],
    ),
    "doi:10.99077/SKY-J8K2": (
        "Weak-lensing shear maps for 42 galaxy clusters, release 2",
        [
            ("5510", "shear_maps_part1.ecsv"),
            ("5511", "shear_maps_part2.ecsv"),
            ("5512", "psf_model.ecsv"),
        ],
        ["1.0", "2.0"],
    ),
}


def _sky_ds(pid: str, version: str | None = None) -> str:
    q = f"/dataset.xhtml?persistentId={quote(pid, safe=':')}"
    return q + (f"&version={version}" if version else "")


def sky_site() -> list[Site]:
    pages: dict[str, object] = {}
    for pid, (title, files, versions) in SKY_RECS.items():
        flinks = []
        for fid, fname in files:
            pages[f"/file.xhtml?fileId={fid}"] = SKY.page(
                fname,
                (
                    f"<h1>{escape(fname)}</h1><p>File of the dataset {escape(title)}.</p>"
                    f'<a href="/api/access/datafile/{fid}">Download</a>'
                ),
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                f"# %ECSV 1.0\n# title: {title}\nra dec value\n10.1 -30.2 0.41\n"
            )
            flinks.append((f"/file.xhtml?fileId={fid}", fname))
        exp = f"/api/datasets/export?exporter=dataverse_json&persistentId={quote(pid, safe=':')}"
        pages[exp] = text(f'{{"title":"{title}","persistentId":"{pid}"}}', "application/json")
        vlinks = [(_sky_ds(pid, v), f"Version {v}") for v in versions]
        for v in versions:
            pages[_sky_ds(pid, v)] = SKY.page(
                f"{title} (v{v})", (f"<h1>{escape(title)}</h1><p>Version {v} of this dataset.</p>")
            )
        main = (
            f"<h1>{escape(title)}</h1><p>Persistent identifier: {pid}</p>"
            f"<h2>Files</h2>{ul(flinks)}<h2>Metadata</h2>{ul([(exp, 'Export JSON')])}"
            + (f"<h2>Versions</h2>{ul(vlinks)}" if vlinks else "")
            + '<p><a href="/dataverse/dr3">Back to the collection</a></p>'
        )
        pages[_sky_ds(pid)] = SKY.page(title, main)
    return [SKY.site(pages)]  # type: ignore[arg-type]


def _sky_truth(pid: str) -> list[str]:
    _t, files, versions = SKY_RECS[pid]
    paths = [
        _sky_ds(pid),
        f"/api/datasets/export?exporter=dataverse_json&persistentId={quote(pid, safe=':')}",
    ]
    for fid, _f in files:
        paths += [f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"]
    paths += [_sky_ds(pid, v) for v in versions]
    return [SKY.url(p) for p in paths]


# --- event-display export bundle (static page, no chrome): single_page_plus ---------------

EVD = "evd.phoenixdisplay.hx77.example"
EVD_BUNDLES = {
    "run380512_evt2231": ["event.json", "snapshot_rz.png"],
    "run392077_evt118": [
        "event.json",
        "geometry.gltf",
        "snapshot_rz.png",
        "snapshot_xy.png",
        "snapshot_3d.png",
        "README.txt",
    ],
}


def evd_site() -> list[Site]:
    pages: dict[str, object] = {}
    for b, files in EVD_BUNDLES.items():
        base = f"/exports/{b}/"
        for f in files:
            if f.endswith(".png"):
                pages[base + f] = Response.data(png(24, 24, (10, 10, 10)), "image/png")
            elif f.endswith(".txt"):
                pages[base + f] = text(f"Event display export of {b}.\n")
            else:
                pages[base + f] = text('{"event": {}}', "application/json")
        items = "".join(f'<li><a href="{f}">{f}</a></li>' for f in files)
        pages[base + "index.html"] = (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Event display: {b}"
            f"</title></head><body><h1>{b}</h1><p>Exported by the event display.</p>"
            f'<img src="{files[-1] if files[-1].endswith(".png") else files[1]}" alt="">'
            f"<ul>{items}</ul></body></html>"
        )
    pages["/"] = (
        "<!DOCTYPE html><html><head><title>exports</title></head><body>Exports.</body></html>"
    )
    return [Site(EVD, pages)]  # type: ignore[arg-type]


def _evd_truth(b: str) -> list[str]:
    base = f"http://{EVD}/exports/{b}/"
    return [base + "index.html"] + [base + f for f in EVD_BUNDLES[b]]


CASES: list[Case] = [
    # InvenioRDM-like portal announcing the boundary in HTTP Link headers (item, describedby):
    # the seed names Signposting as the machine-friendly boundary, so signposting; truth is
    # the landing page plus its items (on the file host) and metadata, not author/licence.
    case(
        "lhcopen-doublemuon",
        "open-data portal record (dataset with signposting)",
        "single hop",
        "signposting",
        OD.url("/record/12071"),
        _od_truth("12071"),
        od_sites,
        others=[OD.url("/record/12100"), OD.url("/record/12101")],
    ),
    case(
        "lhcopen-jetht",
        "open-data portal record (more files, paged file index, signposting)",
        "multi-hop",
        "signposting",
        OD.url("/record/30555"),
        _od_truth("30555"),
        od_sites,
        others=[OD.url("/record/12100")],
    ),
    # Dryad-like: pages carry the "Tables from: ..." title, downloads do not -> Significant
    # String from Title+ with Ignored URIs (one hop out of matching pages, menus ignored).
    case(
        "tabdata-top-mass",
        "measurement tables repository (two tables)",
        "multi-hop",
        "sig_title_plus_ignored",
        TAB.url("/record/ins2104417"),
        _tab_truth("ins2104417"),
        tab_site,
        others=[TAB.url("/record/ins2200318")],
    ),
    case(
        "tabdata-photons",
        "measurement tables repository (four tables, whole submission)",
        "multi-hop",
        "sig_title_plus_ignored",
        TAB.url("/record/ins2200318"),
        _tab_truth("ins2200318"),
        tab_site,
        others=[TAB.url("/record/ins2104417")],
    ),
    # Dataverse-like: the site name ends every title (" | SkySurvey Data Release Archive",
    # shared with the homepage title); filtered from the end, the dataset title is in every
    # member -> Significant String from Filtered Title.
    case(
        "skysurvey-photoz",
        "survey data release archive (one file)",
        "multi-hop",
        "sig_filtered_title",
        SKY.url(_sky_ds("doi:10.99077/SKY-D4Q1")),
        _sky_truth("doi:10.99077/SKY-D4Q1"),
        sky_site,
    ),
    case(
        "skysurvey-shear-maps",
        "survey data release archive (three files, two versions)",
        "multi-hop",
        "sig_filtered_title",
        SKY.url(_sky_ds("doi:10.99077/SKY-J8K2")),
        _sky_truth("doi:10.99077/SKY-J8K2"),
        sky_site,
    ),
    # A bare generated page: every link is part of the export and there is no chrome to
    # ignore, so plain Single Page+ is what the seed's Single Hop class calls for.
    case(
        "phoenix-run380512",
        "event display export bundle (two files)",
        "single hop",
        "single_page_plus",
        f"http://{EVD}/exports/run380512_evt2231/index.html",
        _evd_truth("run380512_evt2231"),
        evd_site,
    ),
    case(
        "phoenix-run392077",
        "event display export bundle (geometry, views, readme)",
        "single hop",
        "single_page_plus",
        f"http://{EVD}/exports/run392077_evt118/index.html",
        _evd_truth("run392077_evt118"),
        evd_site,
    ),
]
