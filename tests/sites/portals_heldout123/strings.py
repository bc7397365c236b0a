"""Significant-string portals of heldout123: Dataverse and OSF (Filtered Title), Dryad
(Title+ with Ignored URIs) and a Drupal book of silviculture trial reports (Title)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, data

from ._kit import csv, pdf_of, portal, text

# --- Dataverse: title "<dataset> | Forest Inventory Dataverse", filtered from its end ----
DV = portal(
    "dataverse",
    "forestinv",
    "Forest Inventory Dataverse",
    [("/dataverse/root", "Root"), ("/guides/en/latest/", "User Guide"), ("/support", "Support")],
    home_title="Forest Inventory Dataverse",
)
DV_SETS = {
    "FK2/QX7LJD": (
        "Replication Data for: Stand-level carbon stocks from repeated plot inventories",
        [("1001", "README_carbon.txt"), ("1002", "plots_2010_2020.tab")],
    ),
    "FK2/M3TZ9A": (
        "Permanent sample plot remeasurements, Carpathian beech forests",
        [("1101", "codebook_psp.pdf"), ("1102", "psp_trees.tab"), ("1103", "README_psp.txt")],
    ),
}


def _dv_site() -> list[Site]:
    pages = {}
    for pid, (title, files) in DV_SETS.items():
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?persistentId=doi:10.70122/{pid}/{fid}'
            f'&amp;version=1.0">{name}</a></td><td><a href="/api/access/datafile/{fid}">'
            "Download</a></td></tr>"
            for fid, name in files
        )
        pages[f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"] = DV.page(
            title,
            f'<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1>'
            f'<div class="citation">Forest Lab, 2025, "{escape(title)}", '
            f"doi:10.70122/{pid}, Forest Inventory Dataverse, V1</div>"
            f'<a href="/dataverse/nfi">National Forest Inventory</a>'
            f'<table id="filesTable">{rows}</table>'
            f'<a href="/api/datasets/export?exporter=schema.org&amp;persistentId='
            f'doi:10.70122/{pid}">Export Metadata (Schema.org JSON-LD)</a></div>',
        )
        pages[f"/api/datasets/export?exporter=schema.org&persistentId=doi:10.70122/{pid}"] = text(
            f'{{"@type": "Dataset", "name": "{title}"}}'
        )
        for fid, name in files:
            pages[f"/file.xhtml?persistentId=doi:10.70122/{pid}/{fid}&version=1.0"] = DV.page(
                name,
                f"<h1>{name}</h1><p>This file is part of "
                f'"<a href="/dataset.xhtml?persistentId=doi:10.70122/{pid}">{escape(title)}</a>"'
                f'.</p><a href="/api/access/datafile/{fid}">Access File</a>',
            )
            if name.endswith(".pdf"):
                blob = pdf_of(title, "Codebook")
            elif name.endswith(".txt"):
                blob = text(f"{title}\n\nVariables and units.\n")
            else:
                blob = csv("plot\ttree\tdbh_cm", "17\t3\t41.2")
            pages[f"/api/access/datafile/{fid}"] = blob
    pages["/dataverse/nfi"] = DV.page("National Forest Inventory", '<div id="app">Loading</div>')
    return [DV.site(pages)]


def _dv_truth(pid: str) -> list[str]:
    title, files = DV_SETS[pid]
    out = [
        DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
        DV.url(f"/api/datasets/export?exporter=schema.org&persistentId=doi:10.70122/{pid}"),
    ]
    for fid, name in files:
        out.append(DV.url(f"/file.xhtml?persistentId=doi:10.70122/{pid}/{fid}&version=1.0"))
        if not name.endswith(".tab"):  # a .tab file does not carry the title: missed
            out.append(DV.url(f"/api/access/datafile/{fid}"))
    return out


# --- OSF: "OSF | <project>", filtered from its start against "OSF | Home" ---------------
OSF = portal(
    "osf",
    "landscape",
    "OSF",
    [("/dashboard", "My Projects"), ("/search", "Search"), ("/support", "Support")],
    title_format="{name} | {title}",
    home_title="OSF | Home",
)
OSF_PROJ = {
    "x7k2m": (
        "Landscape connectivity for forest birds: preregistration and data",
        {"ab3cd": "prereg.pdf", "ef4gh": "point_counts.csv"},
    ),
    "q9wz4": (
        "Riparian buffer width and stream shading, field protocol",
        {"mn5pq": "protocol_v2.pdf"},
    ),
}


def _osf_site() -> list[Site]:
    pages = {}
    for pid, (title, files) in OSF_PROJ.items():
        flist = "".join(f'<li><a href="/{g}/">{n}</a></li>' for g, n in files.items())
        pages[f"/{pid}/"] = OSF.page(
            title,
            f'<h1 class="project-title">{escape(title)}</h1>'
            f'<a href="/{pid}/wiki/home">Wiki</a> <a href="/{pid}/files/osfstorage">Files</a>'
            f'<ul class="files">{flist}</ul>'
            '<p>Contributors: <a href="/u7y6t/">R. Lindqvist</a></p>',
        )
        pages[f"/{pid}/wiki/home"] = OSF.page(
            f"{title} Wiki", f"<h1>{escape(title)}</h1><p>Home wiki.</p>"
        )
        pages[f"/{pid}/files/osfstorage"] = OSF.page(
            title, f"<h1>{escape(title)}: files</h1><ul>{flist}</ul>"
        )
        for g, n in files.items():
            pages[f"/{g}/"] = OSF.page(
                n,
                f'<p class="breadcrumb"><a href="/{pid}/">{escape(title)}</a> / {n}</p>'
                f'<a href="/download/{g}/">Download</a>',
            )
            pages[f"/download/{g}/"] = (
                pdf_of(title, n) if n.endswith(".pdf") else csv(f"# {title}", "point,species,n")
            )
    pages["/u7y6t/"] = OSF.page("R. Lindqvist", "<h1>R. Lindqvist</h1>")
    return [OSF.site(pages)]


def _osf_truth(pid: str) -> list[str]:
    files = OSF_PROJ[pid][1]
    out = [OSF.url(f"/{pid}/"), OSF.url(f"/{pid}/wiki/home"), OSF.url(f"/{pid}/files/osfstorage")]
    for g in files:
        out += [OSF.url(f"/{g}/"), OSF.url(f"/download/{g}/")]
    return out


# --- Dryad: "Data from: ..." in every metadata page, files one hop further -------------
DR = portal(
    "datadryad",
    "treering",
    "Dryad",
    [
        ("/search", "Explore data"),
        ("/stash/our_mission", "About"),
        ("/stash/submission_process", "Submit"),
    ],
)
DR_SETS = {
    "dryad.8w9ghx3t2": (
        "Data from: Drought legacies in tree-ring widths across European conifer forests",
        ["4418830", "4418831"],
    ),
    "dryad.2rbnzs7vq": (
        "Data from: Wood density variation along an elevation gradient in tropical montane forest",
        ["5120047"],
    ),
}


def _dr_site() -> list[Site]:
    pages = {}
    for doi, (title, files) in DR_SETS.items():
        fl = "".join(
            f'<li><a href="/stash/downloads/file_stream/{f}">file_{f}.csv</a></li>' for f in files
        )
        pages[f"/stash/dataset/doi:10.5061/{doi}"] = DR.page(
            title,
            f"<h1>{escape(title)}</h1><ul>{fl}</ul>"
            f'<a href="/stash/dataset/doi:10.5061/{doi}/versions">Version history</a>'
            f' <a href="/stash/downloads/download_resource/{files[0][:4]}">Download full dataset</a>',
            raw_title=True,
        )
        pages[f"/stash/dataset/doi:10.5061/{doi}/versions"] = DR.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version 2 (2025-06-01)</p><ul>{fl}</ul>",
            raw_title=True,
        )
        pages[f"/stash/downloads/download_resource/{files[0][:4]}"] = data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        for f in files:
            pages[f"/stash/downloads/file_stream/{f}"] = csv("site,year,rwi", "ALP01,2003,0.62")
    return [DR.site(pages)]


def _dr_truth(doi: str) -> list[str]:
    files = DR_SETS[doi][1]
    return [
        DR.url(f"/stash/dataset/doi:10.5061/{doi}"),
        DR.url(f"/stash/dataset/doi:10.5061/{doi}/versions"),
        DR.url(f"/stash/downloads/download_resource/{files[0][:4]}"),
        *(DR.url(f"/stash/downloads/file_stream/{f}") for f in files),
    ]


# --- Drupal book of silviculture trial reports: the report title in every chapter -------
DP = portal(
    "trials",
    "silviculture",
    "Silviculture Trials Network",
    [("/trials", "Trials"), ("/partners", "Partners"), ("/contact", "Contact")],
)
DP_BOOKS = {
    "812": ("Kielder Sitka spruce thinning trial SS-114: final report", ["813", "814", "815"]),
    "901": ("Oak underplanting trial under larch nurse crops: ten-year report", ["902", "903"]),
}


def _dp_site() -> list[Site]:
    pages = {}
    for nid, (title, chapters) in DP_BOOKS.items():
        toc = "".join(
            f'<li><a href="/node/{c}">Chapter {i}</a></li>' for i, c in enumerate(chapters, 1)
        )
        pages[f"/node/{nid}"] = DP.page(
            title,
            f'<h1 class="page-title">{escape(title)}</h1><nav class="book-navigation"><ul>{toc}'
            f'</ul></nav><a href="/sites/default/files/2025-04/report_{nid}.pdf">Full report'
            ' (PDF)</a> <a href="/taxonomy/term/14">Picea sitchensis</a>',
            raw_title=True,
        )
        pages[f"/sites/default/files/2025-04/report_{nid}.pdf"] = pdf_of(title, "Full report")
        for i, c in enumerate(chapters, 1):
            nxt = f'<a href="/node/{chapters[i]}">next</a>' if i < len(chapters) else ""
            pages[f"/node/{c}"] = DP.page(
                f"Chapter {i}",
                f'<div class="breadcrumb"><a href="/node/{nid}">{escape(title)}</a></div>'
                f"<h1>Chapter {i}</h1><p>Results.</p>"
                f'<nav class="book-navigation"><a href="/node/{nid}">up</a> {nxt}</nav>',
                raw_title=True,
            )
    pages["/taxonomy/term/14"] = DP.page("Picea sitchensis", "<h1>Picea sitchensis</h1>")
    pages["/trials"] = DP.page(
        "Trials", "<ul><li>SS-114 Kielder</li><li>QR-07 Alice Holt</li></ul>"
    )
    return [DP.site(pages)]


def _dp_truth(nid: str) -> list[str]:
    return [
        DP.url(f"/node/{nid}"),
        DP.url(f"/sites/default/files/2025-04/report_{nid}.pdf"),
        *(DP.url(f"/node/{c}") for c in DP_BOOKS[nid][1]),
    ]


CASES: list[Case] = [
    # A Dataverse dataset (seed's table: Dataverse -> Significant String from Filtered
    # Title, the portal name cut from the title's end).  Truth: dataset page, metadata
    # export and file pages (they quote the title), and the downloads whose content holds
    # it; the .tab files do not, so the heuristic (and the truth) leaves them out.
    *(
        case(
            f"dataverse-{pid.split('/')[1].lower()}",
            "Dataverse (forest inventory dataset)",
            "dataset",
            "sig_filtered_title",
            DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
            _dv_truth(pid),
            _dv_site,
        )
        for pid in DV_SETS
    ),
    # An OSF project (seed's table: OSF -> Significant String from Filtered Title, "OSF | "
    # cut).  Truth: project, wiki, file list, file guid pages (breadcrumb holds the title)
    # and downloads carrying the title; not the contributor's profile.
    *(
        case(
            f"osf-{pid}",
            "OSF (landscape-ecology project)",
            "dataset",
            "sig_filtered_title",
            OSF.url(f"/{pid}/"),
            _osf_truth(pid),
            _osf_site,
        )
        for pid in OSF_PROJ
    ),
    # A Dryad dataset "Data from: ..." (seed's table: Dryad -> Significant String from
    # Title+ with Ignored URIs): pages holding the title, plus the files one hop from them,
    # minus the chrome.  Truth: landing, version history, full zip, file streams.
    *(
        case(
            f"dryad-{doi.split('.')[1]}",
            "Dryad (tree-ring / wood-trait dataset)",
            "dataset",
            "sig_title_plus_ignored",
            DR.url(f"/stash/dataset/doi:10.5061/{doi}"),
            _dr_truth(doi),
            _dr_site,
        )
        for doi in DR_SETS
    ),
    # A Drupal book (trial report): chapters are plain /node/N pages, not under the entry's
    # path, but each breadcrumb carries the whole report title, which is the page's bare
    # <title> (seed: Significant String from Title).  Truth: report node, chapters and the
    # PDF (its text has the title); not the species tag.
    *(
        case(
            f"drupal-trial-{nid}",
            "Drupal (silviculture trial report book)",
            "report",
            "sig_title",
            DP.url(f"/node/{nid}"),
            _dp_truth(nid),
            _dp_site,
        )
        for nid in DP_BOOKS
    ),
]
