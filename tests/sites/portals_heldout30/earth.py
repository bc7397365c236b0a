"""Environmental, neuroscience and materials data centres: a NERC-EDS-like catalogue
(Significant String from Title), an ESS-DIVE-like MetacatUI archive (Significant String
from Title+ with Ignored URIs), an OpenNeuro-like dataset site with files on an object
store (Path-Based with Externals) and a NOMAD-like archive with an API and a file browser
on other hosts (Significant String from URI).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import a, authors, blob, cookie_banner, host, items, js, text, xml

# --------------------------------------------------------------------------------------
# NERC-EDS-like "Boreal Environmental Data Centre": catalogue records /uuid/<uuid> whose
# <title> is the bare dataset title; the ISO export, the archive directory pages (data
# host, "Dataset: <title>" header) and the BADC-CSV-style data files (a "title" metadata
# line) all contain that title, and nothing else does.  The seed's Dryad-without-plus shape:
# Significant String from Title.  Truth: record, ISO export, directory pages, data files
# and the 00README.  Not the parent collection (short names only), the shared instrument
# record, the related dataset, parent directories or chrome.

BE = host("catalogue", "borealedc")
BE_DATA = host("data", "borealedc")
BE_RECORDS = {
    "3f5b9a2e4c7d41f8a0b16e2d9c8f7a61": (
        "Tundra soil temperature and moisture profiles at Abisko mire transects, 2018-2021",
        "abisko-soil",
        ["2018", "2019"],
    ),
    "8c1d2e3f4a5b46c7d8e9f0a1b2c3d4e5": (
        "Snow depth and density from automatic stations on Svalbard glacier forelands, 2020",
        "svalbard-snow",
        [],
    ),
}


def _badc_csv(title: str, n: int) -> bytes:
    head = f"Conventions,G,BADC-CSV,1\ntitle,G,{title}\ncreator,G,Boreal EDC\ndata\n"
    rows = "".join(
        f"2019-0{1 + n % 8}-{10 + i},{-2.5 + i * 0.3:.2f},{0.21 + i * 0.01:.2f}\n" for i in range(8)
    )
    return (head + "time,soil_temp_C,vwc\n" + rows + "end data\n").encode()


def _be_sites() -> list[Site]:
    p = Portal(
        BE,
        "Boreal EDC catalogue",
        menu=[
            ("/", "Catalogue"),
            (f"http://{BE_DATA}/", "Archive"),
            ("/help", "Help"),
            ("/account/signin", "Sign in"),
        ],
        footer=[
            ("/about/terms", "Terms and conditions"),
            ("/about/privacy", "Privacy"),
            ("/about/accessibility", "Accessibility"),
            ("http://nerc-like-council.test/", "Funded by the Research Council"),
        ],
        title_format="{title}",
        home_title="Boreal Environmental Data Centre catalogue",
    )
    pages: dict[str, object] = {}
    data: dict[str, object] = {
        "/": "<html><head><title>Index of /</title></head><body><h1>Boreal EDC archive</h1></body></html>"
    }
    ids = list(BE_RECORDS)
    for uid, (title, slug, years) in BE_RECORDS.items():
        other = [i for i in ids if i != uid][0]
        root = f"/badc/{slug}/data/"
        main = f"""{cookie_banner("/about/privacy")}
<div class="record"><h1>{escape(title)}</h1><p class="status">Status: Completed · Publication state: Citable</p>
<p>{authors([("Eriksson, Karin", "0000-0002-1212-3434")])}</p>
<table class="details"><tr><th>Get data</th><td>{a(f"http://{BE_DATA}{root}", "Download / view the data files", "btn")}</td></tr>
<tr><th>Metadata</th><td>{a(f"/export/uuid/{uid}.xml", "ISO 19115 XML")}</td></tr>
<tr><th>Collection</th><td>{a("/uuid/c0ffee00aa11bb22cc33dd44ee55ff66", "Arctic ground observations collection")}</td></tr>
<tr><th>Instrument</th><td>{a("/uuid/1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6", "Campbell-like CS655 reflectometer")}</td></tr>
<tr><th>Related</th><td>{a(f"/uuid/{other}", BE_RECORDS[other][1] + " (related dataset)")}</td></tr>
<tr><th>Licence</th><td>{a("http://nationalarchives.test/ogl/", "Open Government Licence")}</td></tr></table></div>"""
        pages[f"/uuid/{uid}"] = p.page(title, main, share=p.url(f"/uuid/{uid}"))
        pages[f"/export/uuid/{uid}.xml"] = xml(
            f'<?xml version="1.0"?><gmd:MD_Metadata><gmd:title>{escape(title)}</gmd:title></gmd:MD_Metadata>'
        )
        subdirs = [f"{root}{y}/" for y in years]
        files = [f"{root}00README_catalogue_and_licence.txt"] + (
            [] if years else [f"{root}{slug}_2020.csv"]
        )
        listing = items(
            [(f"/badc/{slug}/", "Parent directory")]
            + [(d, d.rstrip("/").rsplit("/", 1)[-1] + "/") for d in subdirs]
            + [(f, f.rsplit("/", 1)[-1]) for f in files]
        )
        data[root] = (
            f"<!DOCTYPE html><html><head><title>Index of {root}</title></head><body><h2>Dataset: {escape(title)}</h2>{listing}<p>{a(f'http://{BE}/uuid/{uid}', 'Catalogue record')}</p></body></html>"
        )
        data[f"/badc/{slug}/"] = (
            f"<html><head><title>Index of /badc/{slug}/</title></head><body>{items([(root, 'data/')])}</body></html>"
        )
        data[f"{root}00README_catalogue_and_licence.txt"] = text(
            f"This directory holds: {title}\nCatalogue: http://{BE}/uuid/{uid}\n"
        ).body
        for y in years:
            d = f"{root}{y}/"
            fs = [f"{d}{slug}_{y}_T{n}.csv" for n in (1, 2)]
            data[d] = (
                f"<!DOCTYPE html><html><head><title>Index of {d}</title></head><body><h2>Dataset: {escape(title)}</h2>{items([(root, 'Parent directory')] + [(f, f.rsplit('/', 1)[-1]) for f in fs])}</body></html>"
            )
            for n, f in enumerate(fs):
                data[f] = Response.data(_badc_csv(title, n), "text/csv")
        if not years:
            data[f"{root}{slug}_2020.csv"] = Response.data(_badc_csv(title, 3), "text/csv")
    pages["/uuid/c0ffee00aa11bb22cc33dd44ee55ff66"] = p.page(
        "Arctic ground observations collection",
        "<h1>Arctic ground observations collection</h1>"
        + items([(f"/uuid/{i}", r[1]) for i, r in BE_RECORDS.items()]),
    )
    pages["/uuid/1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6"] = p.page(
        "Campbell-like CS655 reflectometer", "<h1>Instrument: CS655</h1>"
    )
    for path in [
        "/help",
        "/account/signin",
        "/about/terms",
        "/about/privacy",
        "/about/accessibility",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages), Site(BE_DATA, data)]  # type: ignore[arg-type]


def _be_truth(uid: str) -> frozenset[str]:
    title, slug, years = BE_RECORDS[uid]
    root = f"http://{BE_DATA}/badc/{slug}/data/"
    out = {
        f"http://{BE}/uuid/{uid}",
        f"http://{BE}/export/uuid/{uid}.xml",
        root,
        f"{root}00README_catalogue_and_licence.txt",
    }
    for y in years:
        out |= {f"{root}{y}/", f"{root}{y}/{slug}_{y}_T1.csv", f"{root}{y}/{slug}_{y}_T2.csv"}
    if not years:
        out.add(f"{root}{slug}_2020.csv")
    return frozenset(out)


BOREAL_CASES = [
    # sig_title: every member (record, ISO XML, directory pages, BADC-CSV files, README)
    # contains the bare <title>; files are three hops deep on another host.
    Case(
        f"boreal-{BE_RECORDS[ids][1]}",
        "NERC-EDS-like catalogue",
        "multi-hop",
        "sig_title",
        f"http://{BE}/uuid/{ids}",
        _be_truth(ids),
        _be_sites,
        others=frozenset({f"http://{BE}/uuid/{o}" for o in BE_RECORDS if o != ids}),
    )
    for ids in BE_RECORDS
]


# --------------------------------------------------------------------------------------
# ESS-DIVE-like "Watershed Data Archive" (MetacatUI): /view/doi:10.15485/<n> with a bare
# <title>; a full-metadata page and per-file detail pages repeat the title; the data
# objects and the package zip (/catalog/d1/mn/v2/object/<pid>, /packages/...) do not, and
# sit one hop from those pages.  The seed's Dryad shape: Significant String from Title+
# with Ignored URIs.  Truth: landing, metadata page, EML object, file pages, data objects,
# package zip.  Not the project page, the "similar datasets", the contact form or chrome.

WD = host("data", "watershedarchive")
WD_RECORDS = {
    "1893245": (
        "Stream temperature and discharge at East River tributaries, Colorado, 2015-2022",
        ["stream_temp_2015_2022.csv", "discharge_hourly.csv", "site_locations.kml"],
    ),
    "1907711": (
        "Leaf-level gas exchange of riparian willows under experimental drought, 2021",
        ["licor_raw.zip", "gasex_summary.csv"],
    ),
}


def _wd_pid(n: str, i: int) -> str:
    return f"ess-dive-{int(n) * 7 + i * 13:x}{i}a9e-20230115T{10 + i:02d}3012"


def _wd_sites() -> list[Site]:
    p = Portal(
        WD,
        "Watershed Data Archive",
        menu=[
            ("/data", "Search data"),
            ("/submit", "Submit data"),
            ("/projects", "Projects"),
            ("/about", "About"),
            ("/signin", "Sign in"),
        ],
        footer=[
            ("/policies/privacy", "Privacy & security"),
            ("/policies/data-use", "Data use policy"),
            ("/contact", "Contact"),
            ("http://doe-like-agency.test/", "Sponsor"),
        ],
        title_format="{title}",
        home_title="Watershed Data Archive",
    )
    pages: dict[str, object] = {}
    ids = list(WD_RECORDS)
    for n, (title, files) in WD_RECORDS.items():
        b = f"/view/doi:10.15485/{n}"
        eml = f"/catalog/d1/mn/v2/object/{_wd_pid(n, 0)}"
        rows = ""
        for i, f in enumerate(files, 1):
            rows += f"<tr><td>{a(f'{b}/file/{_wd_pid(n, i)}', f)}</td><td>{a(f'/catalog/d1/mn/v2/object/{_wd_pid(n, i)}', 'Download')}</td></tr>"
            pages[f"{b}/file/{_wd_pid(n, i)}"] = p.page(
                f"{f} - {title}",
                f"<nav>{a(b, title)}</nav><h2>{escape(f)}</h2><p>Part of: {escape(title)}</p><p>{a(f'/catalog/d1/mn/v2/object/{_wd_pid(n, i)}', 'Download file')}</p><p>Attributes: time, value, qc_flag</p>",
                raw_title=True,
            )
            pages[f"/catalog/d1/mn/v2/object/{_wd_pid(n, i)}"] = Response.data(
                blob(f, 700), "application/octet-stream"
            )
        other = [i for i in ids if i != n][0]
        main = f"""{cookie_banner("/policies/privacy")}
<div id="Metadata"><div class="citation">{authors([("Nguyen, Thu", "0000-0002-5150-8800"), ("Carver, Blake", "0000-0001-3030-4455")])} (2023): {escape(title)}. Watershed Function SFA. {a(f"http://doi.test/10.15485/{n}", f"doi:10.15485/{n}")}</div>
<h1>{escape(title)}</h1>
<div class="btn-group">{a(f"/catalog/d1/mn/v2/packages/application%2Fbagit-097/doi:10.15485%2F{n}", "Download All", "btn")} {a(f"{b}/metadata", "View full metadata")} {a(eml, "Download EML metadata")}</div>
<table class="table download-contents"><tr><th>Name</th><th></th></tr>{rows}</table>
<h4>Project</h4><p>{a("/projects/watershed-function-sfa", "Watershed Function SFA")}</p>
<h4>Similar datasets</h4>{items([(f"/view/doi:10.15485/{other}", f"doi:10.15485/{other}")])}
<p>{a(f"/contact?subject=doi:10.15485/{n}", "Contact the data author")}</p></div>"""
        pages[b] = p.page(title, main, share=p.url(b), raw_title=True)
        pages[f"{b}/metadata"] = p.page(
            title,
            f"<h1>{escape(title)}</h1><dl><dt>Abstract</dt><dd>Hourly observations.</dd><dt>Files</dt><dd>{len(files)}</dd></dl><p>{a(eml, 'EML XML')}</p>",
            raw_title=True,
        )
        pages[eml] = xml(
            f'<?xml version="1.0"?><eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>'
        )
        pages[f"/catalog/d1/mn/v2/packages/application%2Fbagit-097/doi:10.15485%2F{n}"] = (
            Response.data(blob(n, 1400), "application/zip")
        )
        pages[f"/contact?subject=doi:10.15485/{n}"] = p.page(
            "Contact",
            "<h1>Contact the data author</h1><form method='post'><textarea name='msg'></textarea></form>",
        )
    pages["/projects/watershed-function-sfa"] = p.page(
        "Watershed Function SFA",
        "<h1>Watershed Function SFA</h1>"
        + items([(f"/view/doi:10.15485/{i}", "dataset " + i) for i in ids]),
    )
    for path in [
        "/data",
        "/submit",
        "/projects",
        "/about",
        "/signin",
        "/policies/privacy",
        "/policies/data-use",
        "/contact",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _wd_truth(n: str) -> frozenset[str]:
    b = f"http://{WD}/view/doi:10.15485/{n}"
    out = {
        b,
        f"{b}/metadata",
        f"http://{WD}/catalog/d1/mn/v2/object/{_wd_pid(n, 0)}",
        f"http://{WD}/catalog/d1/mn/v2/packages/application%2Fbagit-097/doi:10.15485%2F{n}",
    }
    for i, _f in enumerate(WD_RECORDS[n][1], 1):
        out |= {f"{b}/file/{_wd_pid(n, i)}", f"http://{WD}/catalog/d1/mn/v2/object/{_wd_pid(n, i)}"}
    return frozenset(out)


WATERSHED_CASES = [
    # sig_title_plus_ignored: title-bearing pages (landing, metadata, file pages, EML)
    # plus one hop from them (data objects, zip), chrome ignored.
    Case(
        f"watershed-{n}",
        "ESS-DIVE-like archive",
        "multi-hop",
        "sig_title_plus_ignored",
        f"http://{WD}/view/doi:10.15485/{n}",
        _wd_truth(n),
        _wd_sites,
        others=frozenset({f"http://{WD}/view/doi:10.15485/{o}" for o in WD_RECORDS if o != n}),
    )
    for n in WD_RECORDS
]


# --------------------------------------------------------------------------------------
# OpenNeuro-like "Synapsa Neuro": /datasets/<acc> with snapshots /datasets/<acc>/versions/
# <v>, file views /datasets/<acc>/versions/<v>/file-display/<path> and a download page,
# while the files themselves are on an S3-like object store host.  The seed's GitHub/Kaggle
# shape: Path-Based with Externals.  Truth: the pages under the dataset path plus the
# object-store files.  Not the uploader's profile, the other datasets, the search, the
# git mirror on a code forge (another artifact) or chrome.

SN = host("www", "synapsaneuro")
SN_S3 = host("s3", "synapsabucket")
SN_SETS = {
    "ds004321": (
        "Auditory oddball EEG in adolescents with and without tinnitus",
        ["1.0.1", "1.0.2"],
        [
            "dataset_description.json",
            "participants.tsv",
            "sub-01/eeg/sub-01_task-oddball_eeg.edf",
            "sub-02/eeg/sub-02_task-oddball_eeg.edf",
        ],
    ),
    "ds005118": (
        "Resting-state fMRI and T1w anatomy of older adults, 7T",
        ["1.0.0"],
        [
            "dataset_description.json",
            "participants.tsv",
            "sub-01/anat/sub-01_T1w.nii.gz",
            "sub-01/func/sub-01_task-rest_bold.nii.gz",
        ],
    ),
}


def _sn_sites() -> list[Site]:
    p = Portal(
        SN,
        "Synapsa Neuro",
        menu=[
            ("/search", "Search"),
            ("/search/modality/mri", "MRI"),
            ("/search/modality/eeg", "EEG"),
            ("/import", "Upload"),
            ("/faq", "FAQ"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/cite", "How to cite"),
            ("http://github.test/synapsaneuro/synapsa", "GitHub"),
        ],
        title_format="{title} - Synapsa Neuro",
        home_title="Synapsa Neuro",
    )
    pages: dict[str, object] = {}
    s3: dict[str, object] = {}
    for acc, (title, versions, files) in SN_SETS.items():
        b = f"/datasets/{acc}"
        cur = versions[-1]
        tree = items(
            [(f"{b}/versions/{cur}/file-display/{f.replace('/', ':')}", f) for f in files[:2]]
            + [(f"http://{SN_S3}/{acc}/{f}", f + " (download)") for f in files]
        )
        main = f"""{cookie_banner("/privacy")}
<div class="dataset-header"><h1>{escape(title)}</h1><p>{acc} · Snapshot {cur} · uploaded by {a("/user/6a1c", "m.okonkwo")}</p>
<p>{a(f"{b}/versions/{cur}", f"Version {cur}")} · {a(f"{b}/download", "Download")} · {a(f"http://github.test/SynapsaDatasets/{acc}", "GitHub mirror")} · DOI {a(f"http://doi.test/10.18112/synapsa.{acc}.v{cur}", f"10.18112/synapsa.{acc}.v{cur}")}</p></div>
<div class="dataset-files"><h3>Files</h3>{tree}</div>
<div class="versions"><h3>Versions</h3>{items([(f"{b}/versions/{v}", v) for v in versions])}</div>
<div class="authors">{authors([("Okonkwo, Mira", "0000-0003-0909-1212")])}</div>
<div class="other"><h3>Other datasets</h3>{items([(f"/datasets/{o}", SN_SETS[o][0]) for o in SN_SETS if o != acc])}</div>"""
        pages[b] = p.page(title, main, share=p.url(b))
        pages[f"{b}/download"] = p.page(
            f"Download {acc}",
            f"<h1>Download {acc}</h1><pre>aws s3 sync --no-sign-request s3://synapsa/{acc} {acc}/</pre><p>{a(f'http://{SN_S3}/{acc}/', 'Browse the bucket')}</p>",
        )
        for v in versions:
            pages[f"{b}/versions/{v}"] = p.page(
                f"{title} {v}",
                f"<h1>{escape(title)}</h1><p>Snapshot {v}</p><p>{a(b, 'Dataset')}</p>",
            )
        for f in files[:2]:
            pages[f"{b}/versions/{cur}/file-display/{f.replace('/', ':')}"] = p.page(
                f, f"<pre>{escape(f)} contents</pre>"
            )
        s3[f"/{acc}/"] = Response.data(
            (
                '<?xml version="1.0"?><ListBucketResult>'
                + "".join(f"<Contents><Key>{acc}/{f}</Key></Contents>" for f in files)
                + "</ListBucketResult>"
            ).encode(),
            "application/xml",
        )
        for f in files:
            s3[f"/{acc}/{f}"] = Response.data(
                blob(f, 900) if not f.endswith((".json", ".tsv")) else f"{f}\n".encode(),
                "application/octet-stream",
            )
        pages["/user/6a1c"] = p.page("m.okonkwo", "<h1>m.okonkwo</h1>")
    for path in [
        "/search",
        "/search/modality/mri",
        "/search/modality/eeg",
        "/import",
        "/faq",
        "/terms",
        "/privacy",
        "/cite",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages), Site(SN_S3, s3)]  # type: ignore[arg-type]


def _sn_truth(acc: str) -> frozenset[str]:
    _t, versions, files = SN_SETS[acc]
    b = f"http://{SN}/datasets/{acc}"
    out = {b, f"{b}/download", f"http://{SN_S3}/{acc}/"}
    out |= {f"{b}/versions/{v}" for v in versions}
    out |= {f"{b}/versions/{versions[-1]}/file-display/{f.replace('/', ':')}" for f in files[:2]}
    out |= {f"http://{SN_S3}/{acc}/{f}" for f in files}
    return frozenset(out)


SYNAPSA_CASES = [
    # path_based_externals: pages under /datasets/<acc> plus the files on the object
    # store (another host); both snapshots of the accession belong to it.
    Case(
        f"synapsa-{acc}",
        "OpenNeuro-like dataset site",
        "multi-hop",
        "path_based_externals",
        f"http://{SN}/datasets/{acc}",
        _sn_truth(acc),
        _sn_sites,
        others=frozenset({f"http://{SN}/datasets/{o}" for o in SN_SETS if o != acc}),
    )
    for acc in SN_SETS
]


# --------------------------------------------------------------------------------------
# NOMAD-like "Nomadic Materials Archive": the GUI's dataset page /prod/v1/gui/dataset/id/
# <id>, an entries search filtered by ?dataset_id=<id>, the API record and archive download
# on an API host, and a raw-file browser on a files host (/browse/<id>/...).  The dataset
# id recurs in every member URI — the seed's GBIF shape: Significant String from URI.
# Truth: GUI page, filtered search, API record and download, file browser and its files.
# Not the uploader's page, the other datasets, the general API docs or chrome.

NM = host("www", "nomadicmat")
NM_API = host("api", "nomadicmat")
NM_FILES = host("files", "nomadicmat")
NM_SETS = {
    "Zq9mB3xTQ5eW0aKc": (
        "Perovskite oxide surfaces: DFT-PBEsol slab calculations",
        ["vasprun.xml", "OUTCAR", "POSCAR"],
    ),
    "Hn2LpV7sRk4Ud8Yw": (
        "Phonon dispersions of III-V semiconductors with FHI-aims",
        ["control.in", "geometry.in", "aims.out"],
    ),
}


def _nm_sites() -> list[Site]:
    p = Portal(
        NM,
        "Nomadic Materials Archive",
        menu=[
            ("/prod/v1/gui/search/entries", "Explore"),
            ("/prod/v1/gui/user/uploads", "Publish"),
            ("/prod/v1/gui/analyze/apis", "Analyze"),
            (f"http://{NM_API}/v1/extensions/docs", "API docs"),
            ("/prod/v1/gui/about/information", "About"),
        ],
        footer=[
            ("/prod/v1/gui/about/terms", "Terms"),
            ("/prod/v1/gui/about/privacy", "Privacy"),
            ("http://matsci-forum.test/c/nomadic", "Forum"),
        ],
        title_format="Nomadic Materials Archive",
        home_title="Nomadic Materials Archive",
    )
    pages: dict[str, object] = {}
    api: dict[str, object] = {
        "/v1/extensions/docs": "<html><head><title>API docs</title></head><body><h1>API</h1></body></html>"
    }
    files: dict[str, object] = {}
    for did, (title, raw) in NM_SETS.items():
        g = f"/prod/v1/gui/dataset/id/{did}"
        main = f"""{cookie_banner("/prod/v1/gui/about/privacy")}
<div class="MuiContainer-root"><h1 class="MuiTypography-h4">{escape(title)}</h1><p>Dataset id: <code>{did}</code> · DOI 10.17172/NOMADIC/2024.01.{did[:4]}</p>
<p>Created by {a("/prod/v1/gui/user/profile/6df1", "Dr. L. Achterberg")}</p>
<ul class="MuiList-root"><li>{a(f"/prod/v1/gui/search/entries?dataset_id={did}", "Show entries of this dataset (24)")}</li>
<li>{a(f"http://{NM_API}/v1/datasets/{did}", "API: dataset metadata")}</li>
<li>{a(f"http://{NM_API}/v1/entries/archive/download?dataset_id={did}", "Download all archives")}</li>
<li>{a(f"http://{NM_FILES}/browse/{did}/", "Browse raw files")}</li></ul>
<h3>Other datasets</h3>{items([(f"/prod/v1/gui/dataset/id/{o}", NM_SETS[o][0]) for o in NM_SETS if o != did])}</div>"""
        pages[g] = p.page(title, main)
        pages[f"/prod/v1/gui/search/entries?dataset_id={did}"] = p.page(
            "Entries",
            f"<h1>Entries in dataset {did}</h1><table>"
            + "".join(
                f"<tr><td>entry {i}</td><td>{escape(title.split(':')[0])}</td></tr>"
                for i in range(3)
            )
            + "</table>",
        )
        api[f"/v1/datasets/{did}"] = js(f'{{"dataset_id": "{did}", "dataset_name": "{title}"}}')
        api[f"/v1/entries/archive/download?dataset_id={did}"] = Response.data(
            blob(did, 1300), "application/zip"
        )
        files[f"/browse/{did}/"] = (
            f"<!DOCTYPE html><html><head><title>raw files of {did}</title></head><body><h1>/browse/{did}/</h1>"
            + items([(f"/browse/{did}/raw/{f}", f) for f in raw])
            + "</body></html>"
        )
        for f in raw:
            files[f"/browse/{did}/raw/{f}"] = Response.data(
                f"{f} for {did}\n".encode() * 5, "text/plain"
            )
    pages["/prod/v1/gui/user/profile/6df1"] = p.page("L. Achterberg", "<h1>L. Achterberg</h1>")
    for path in [
        "/prod/v1/gui/search/entries",
        "/prod/v1/gui/user/uploads",
        "/prod/v1/gui/analyze/apis",
        "/prod/v1/gui/about/information",
        "/prod/v1/gui/about/terms",
        "/prod/v1/gui/about/privacy",
    ]:
        pages[path] = p.page("Nomadic", f"<h1>{escape(path)}</h1>")
    return [p.site(pages), Site(NM_API, api), Site(NM_FILES, files)]  # type: ignore[arg-type]


def _nm_truth(did: str) -> frozenset[str]:
    out = {
        f"http://{NM}/prod/v1/gui/dataset/id/{did}",
        f"http://{NM}/prod/v1/gui/search/entries?dataset_id={did}",
        f"http://{NM_API}/v1/datasets/{did}",
        f"http://{NM_API}/v1/entries/archive/download?dataset_id={did}",
        f"http://{NM_FILES}/browse/{did}/",
    }
    return frozenset(out | {f"http://{NM_FILES}/browse/{did}/raw/{f}" for f in NM_SETS[did][1]})


NOMADIC_CASES = [
    # sig_uri: the dataset id is in the GUI path, the search query, the API paths/query
    # and the file browser's paths; every page's <title> is the bare site name (a single-
    # page app), so no title string helps.
    Case(
        f"nomadic-{did[:6].lower()}",
        "NOMAD-like materials archive",
        "multi-hop",
        "sig_uri",
        f"http://{NM}/prod/v1/gui/dataset/id/{did}",
        _nm_truth(did),
        _nm_sites,
        others=frozenset({f"http://{NM}/prod/v1/gui/dataset/id/{o}" for o in NM_SETS if o != did}),
    )
    for did in NM_SETS
]

CASES = [*BOREAL_CASES, *WATERSHED_CASES, *SYNAPSA_CASES, *NOMADIC_CASES]
