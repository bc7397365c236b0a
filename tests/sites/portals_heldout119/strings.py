"""Multi-Hop data portals of the theme whose artifact pages share a significant string:
a Dryad-style data repository (Significant String from Title+ with Ignored URIs), a
Dataverse installation and an OSF instance (Significant String from Filtered Title), and a
transport-safety board's web reports split over CMS node pages (Significant String from
Title)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import csv_file, host, pdf_file, text_file

# --- Dryad-style data repository (title is the dataset title, no site name) ---------------

DRY = Portal(
    host("datadryad", "openmobility"),
    "Open Mobility Data Repository",
    [("/search", "Explore data"), ("/stash/our_membership", "Membership"), ("/pages/faq", "FAQ")],
    [("/pages/terms", "Terms of service"), ("/pages/privacy", "Privacy policy")],
    title_format="{title}",
)
DRY_ITEMS = [
    (
        "dryad.8k3m2v7q",
        "Data from: Speed-camera enforcement and crash frequency on rural two-lane roads",
        ["crash_segments.csv", "camera_sites.csv"],
        10422,
    ),
    (
        "dryad.q2bvq83x",
        "Data from: Ride-hailing pick-up dwell times at airport curbs",
        ["dwell_times.csv"],
        10587,
    ),
]


def dryad_site() -> Site:
    pages = {}
    for doi, title, files, hid in DRY_ITEMS:
        r = f"/resource/doi:10.5061/{doi}"
        files_html = links([(f"{r}/{i}", f) for i, f in enumerate(files, 1)])
        pages[r] = DRY.page(
            title,
            f'<h1 class="pagetitle">{escape(title)}</h1><div class="citation">Cite: '
            f'<a href="http://doi.test/10.5061/{doi}">doi:10.5061/{doi}</a></div>'
            f'<h2>Files in this package</h2>{files_html}<a href="{r}?show=full">Show full '
            "item record</a>",
        )
        pages[f"{r}?show=full"] = DRY.page(
            title,
            f'<table class="ds-includeSet-table"><tr><td>dc.title</td><td>{escape(title)}</td></tr>'
            f"<tr><td>dc.identifier</td><td>doi:10.5061/{doi}</td></tr></table>"
            f'<a href="{r}">Show simple item record</a>',
        )
        for i, f in enumerate(files, 1):
            bit = f"/bitstream/handle/10255/{doi}.{hid + i}/{f}?sequence=1"
            pages[f"{r}/{i}"] = DRY.page(
                f"{title} - {f}",
                f"<h1>{escape(f)}</h1><p>This file is part of the Dryad package: "
                f'<a href="{r}">{escape(title)}</a></p><a href="{bit}">Download</a>',
                raw_title=True,
            )
            pages[bit] = csv_file("segment_id,crashes", "S1,3", "S2,0")
    return DRY.site(pages)


def dryad_truth(doi: str, files: list[str], hid: int) -> list[str]:
    r = DRY.url(f"/resource/doi:10.5061/{doi}")
    out = [r, r + "?show=full"]
    for i, f in enumerate(files, 1):
        out += [f"{r}/{i}", DRY.url(f"/bitstream/handle/10255/{doi}.{hid + i}/{f}?sequence=1")]
    return out


# --- Dataverse: a mobility-research installation ------------------------------------------

DV = Portal(
    host("dataverse", "mobilitydata"),
    "Mobility Research Data",
    [
        ("/dataverse/root", "Browse"),
        ("/guides/en/latest/user/", "User guide"),
        ("/loginpage.xhtml", "Log in"),
    ],
    [
        ("/guides/en/latest/user/dataset-management.html", "Help"),
        ("http://dataverse.test", "Powered by Dataverse"),
    ],
    title_format="{title} | {name}",
)
DV_ITEMS = [
    (
        "doi:10.70122/MRD/HTS23A",
        "Household Travel Survey 2023, Greater Valley Region",
        [("TRB4KQ", "trips.tab"), ("PSN7WD", "persons.tab"), ("QX2MRL", "HTS2023_codebook.pdf")],
        "hts",
    ),
    (
        "doi:10.70122/MRD/CNT9Z1",
        "Automatic traffic counts on the regional arterial network, 2019-2025",
        [("ATC5HV", "counts_hourly.tab")],
        "counts",
    ),
]


def _q(pid: str) -> str:
    return f"persistentId={pid}"


def dataverse_site() -> Site:
    pages = {}
    for pid, title, files, coll in DV_ITEMS:
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?{_q(pid)}/{fid}&amp;version=1.0">{fn}</a></td>'
            '<td><button class="btn-access" onclick="PF(\'downloadDatafile\').show()">Access File'
            "</button></td></tr>"
            for fid, fn in files
        )
        exports = links(
            [
                (f"/api/datasets/export?exporter=ddi&{_q(pid)}", "DDI Codebook v2"),
                (f"/api/datasets/export?exporter=schema.org&{_q(pid)}", "Schema.org JSON-LD"),
            ]
        )
        pages[f"/dataset.xhtml?{_q(pid)}"] = DV.page(
            title,
            f'<div id="breadcrumbNavBlock"><a href="/dataverse/root">Mobility Research Data</a> › '
            f'<a href="/dataverse/{coll}">{coll.upper()} collection</a></div>'
            f'<h1 id="title">{escape(title)}</h1><div class="citation">Kovač, Jana, 2025, '
            f'"{escape(title)}", {pid}, Mobility Research Data, V1</div>'
            f'<div class="dropdown-menu export">{exports}</div>'
            f'<table id="filesTable">{rows}</table>',
        )
        for fid, fn in files:
            pages[f"/file.xhtml?{_q(pid)}/{fid}&version=1.0"] = DV.page(
                fn,
                f'<div id="breadcrumbNavBlock"><a href="/dataset.xhtml?{_q(pid)}">{escape(title)}</a>'
                f'</div><h1>{fn}</h1><p>This file is part of "{escape(title)}".</p>'
                "<button onclick=\"PF('downloadDatafile').show()\">Access File</button>",
            )
        pages[f"/api/datasets/export?exporter=ddi&{_q(pid)}"] = text_file(
            f'<?xml version="1.0"?><codeBook><stdyDscr><citation><titlStmt><titl>{escape(title)}'
            "</titl></titlStmt></citation></stdyDscr></codeBook>",
            "application/xml",
        )
        pages[f"/api/datasets/export?exporter=schema.org&{_q(pid)}"] = text_file(
            f'{{"@type": "Dataset", "name": "{title}", "identifier": "{pid}"}}', "application/json"
        )
        pages[f"/dataverse/{coll}"] = DV.page(
            f"{coll.upper()} collection",
            "<h2>Datasets</h2><p>1 to 10 of 38 results</p>"
            '<div class="card">Cordon counts 2011 (archived)</div>',
        )
    return DV.site(pages)


def dataverse_truth(pid: str, files: list[tuple[str, str]]) -> list[str]:
    return [
        DV.url(f"/dataset.xhtml?{_q(pid)}"),
        DV.url(f"/api/datasets/export?exporter=ddi&{_q(pid)}"),
        DV.url(f"/api/datasets/export?exporter=schema.org&{_q(pid)}"),
    ] + [DV.url(f"/file.xhtml?{_q(pid)}/{fid}&version=1.0") for fid, _fn in files]


# --- OSF: preregistered travel-behaviour studies ------------------------------------------

OSF = Portal(
    host("osf", "openmobilityscience"),
    "OSF",
    [("/search", "Search"), ("/support", "Support"), ("/donate", "Donate"), ("/login", "Sign in")],
    [
        ("/terms_of_use", "Terms of use"),
        ("/privacy_policy", "Privacy policy"),
        ("/status", "Status"),
    ],
    title_format="OSF | {title}",
)
OSF_ITEMS = [
    (
        "x7k2p",
        "Travel behaviour after fare-free public transport: a preregistered panel study",
        [("q9w3e", "survey_instrument.pdf"), ("d4hz8", "panel_wave1.csv")],
        "9kz3m",
    ),
    (
        "m3rt6",
        "Cycling injury under-reporting in police and hospital records",
        [("b8vx2", "linkage_protocol.pdf")],
        "tz6qa",
    ),
]


def osf_site() -> Site:
    pages = {}
    for guid, title, files, user in OSF_ITEMS:
        header = (
            f'<div class="project-header"><h2 class="node-title"><a href="/{guid}/">{escape(title)}'
            f'</a></h2><ul class="project-nav"><li><a href="/{guid}/files/osfstorage">Files</a>'
            f'</li><li><a href="/{guid}/wiki/home">Wiki</a></li></ul></div>'
        )
        pages[f"/{guid}/"] = OSF.page(
            title,
            header + f'<p>Contributors: <a href="/{user}/">Jana Kovač</a></p>'
            "<p>Date created: 2025-03-11</p>",
        )
        pages[f"/{guid}/files/osfstorage"] = OSF.page(
            title, header + links([(f"/{fg}/", fn) for fg, fn in files])
        )
        pages[f"/{guid}/wiki/home"] = OSF.page(title, header + "<h3>Home</h3><p>Study design.</p>")
        for fg, fn in files:
            pages[f"/{fg}/"] = OSF.page(
                fn,
                header + f'<h3>{fn}</h3><div class="file-view"><button data-url="/download/{fg}/">'
                "Download</button></div>",
            )
            pages[f"/download/{fg}/"] = (
                pdf_file(fn, "protocol") if fn.endswith(".pdf") else csv_file("id,w", "1,2")
            )
        pages[f"/{user}/"] = OSF.page("Jana Kovač", "<h2>Jana Kovač</h2><p>Public projects: 12</p>")
    return OSF.site(pages)


def osf_truth(guid: str, files: list[tuple[str, str]]) -> list[str]:
    return [
        OSF.url(f"/{guid}/"),
        OSF.url(f"/{guid}/files/osfstorage"),
        OSF.url(f"/{guid}/wiki/home"),
    ] + [OSF.url(f"/{fg}/") for fg, _fn in files]


# --- A transport-safety board's web reports on CMS node pages --------------------------------

TSB = Portal(
    host("www", "transportsafetyboard"),
    "Transportation Safety Board",
    [
        ("/en/reports/rail", "Rail reports"),
        ("/en/reports/air", "Air reports"),
        ("/en/recommendations", "Recommendations"),
        ("/en/about", "About"),
    ],
    [("/en/transparency", "Transparency"), ("/en/terms", "Terms and conditions")],
    title_format="{title}",
)
TSB_REPORTS = [
    (
        "Rail Transportation Safety Investigation Report R25T0031",
        "Main-track derailment, Kingston Subdivision, Mile 41.3",
        [48213, 48214, 48215, 48216],
        4471,
    ),
    (
        "Marine Transportation Safety Investigation Report M25C0108",
        "Grounding of the bulk carrier Lake Erie Trader near Port Colborne",
        [49102, 49103, 49104],
        4533,
    ),
]
TSB_SECTIONS = ["Summary", "1.0 Factual information", "2.0 Analysis", "3.0 Findings", "Appendix A"]


def tsb_site() -> Site:
    pages: dict = {}
    for title, sub, nodes, media in TSB_REPORTS:
        toc = links([(f"/en/node/{n}", TSB_SECTIONS[i]) for i, n in enumerate(nodes)])
        toc += f'<p><a href="/sites/default/files/{media}/report.pdf">PDF version</a></p>'
        for i, n in enumerate(nodes):
            pages[f"/en/node/{n}"] = TSB.page(
                title if i == 0 else f"{TSB_SECTIONS[i]} - {title}",
                f'<div class="report-header"><h1>{escape(title)}</h1><p>{escape(sub)}</p></div>'
                f'<nav class="report-toc">{toc}</nav><section><h2>{TSB_SECTIONS[i]}</h2>'
                "<p>...</p></section>",
            )
        pages[f"/sites/default/files/{media}/report.pdf"] = pdf_file(title, sub)
    return TSB.site(pages)


CASES: list[Case] = [
    # The seed's Dryad: pages of the package carry the title (which is the dataset title,
    # no site name), the data files do not and are one hop from them: Significant String
    # from Title+ with Ignored URIs.  Truth: landing, full record, file pages, bitstreams.
    *[
        case(
            f"dryad-{doi.split('.')[1]}",
            "Dryad (transport-safety data package)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            DRY.url(f"/resource/doi:10.5061/{doi}"),
            dryad_truth(doi, files, hid),
            lambda: [dryad_site()],
        )
        for doi, _t, files, hid in DRY_ITEMS
    ],
    # The seed's Dataverse: the title carries the installation name (at its end), content
    # carries the dataset title: Significant String from Filtered Title.  Truth: landing,
    # file pages, DDI and schema.org exports; downloads are JSF buttons (no links), the
    # collection page lists other datasets.
    *[
        case(
            f"dataverse-{coll}",
            "Dataverse (travel-survey and traffic-count archive)",
            "Multi-Hop",
            "sig_filtered_title",
            DV.url(f"/dataset.xhtml?{_q(pid)}"),
            dataverse_truth(pid, files),
            lambda: [dataverse_site()],
        )
        for pid, _t, files, coll in DV_ITEMS
    ],
    # The seed's OSF: "OSF | " before the title, file pages on their own GUIDs carry the
    # project header: Significant String from Filtered Title.  Truth: project, files list,
    # wiki, file pages; downloads are script buttons, the profile lacks the title.
    *[
        case(
            f"osf-{guid}",
            "OSF (preregistered travel-behaviour study)",
            "Multi-Hop",
            "sig_filtered_title",
            OSF.url(f"/{guid}/"),
            osf_truth(guid, files),
            lambda: [osf_site()],
        )
        for guid, _t, files, _u in OSF_ITEMS
    ],
    # A report split over CMS nodes with unrelated IDs (no common path or URI string), the
    # entry's <title> exactly the report title, which every section page and the PDF
    # carry: Significant String from Title.  Truth: all section nodes and the PDF.
    *[
        case(
            f"tsb-report-{nodes[0]}",
            "hand-made CMS (transport-safety board web report)",
            "Multi-Hop",
            "sig_title",
            TSB.url(f"/en/node/{nodes[0]}"),
            [TSB.url(f"/en/node/{n}") for n in nodes]
            + [TSB.url(f"/sites/default/files/{media}/report.pdf")],
            lambda: [tsb_site()],
        )
        for _t, _s, nodes, media in TSB_REPORTS
    ],
]
