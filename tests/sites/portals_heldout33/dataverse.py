"""Dataverse 5/6 installations: full signposting with a linkset, level-1-only signposting
(describedby, no items, no linkset), and none.

Dataverse pages are titled "<dataset title> - <installation name>" (the seed's Dataverse:
filter the site name from the title's end).  The dataset page lists files by name linking
their file pages; the download ("Access File") buttons are on the file pages; exports come
from the "Export Metadata" menu (/api/datasets/export?exporter=...).  Signposting follows
Dataverse 6: `item` links only while the file count is within the level-1 limit (5), the
linkset document always lists them all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    linkset,
    portal,
    resolver,
    signed_html,
)

EXPORTERS = (
    ("ddi", "DDI Codebook v2"),
    ("Datacite", "DataCite"),
    ("dcterms", "Dublin Core"),
    ("schema.org", "Schema.org JSON-LD"),
)
ITEM_LIMIT = 5


@dataclass
class Ds:
    pid: str  # doi:10.x/FK2/ABC
    title: str
    authors: Sequence[str]
    files: Sequence[tuple[int, str, str]]  # (datafile id, file pid suffix, name)
    dataverse: tuple[str, str]


def _ds_path(d: Ds) -> str:
    return f"/dataset.xhtml?persistentId={d.pid}"


def _file_path(d: Ds, suffix: str) -> str:
    return f"/file.xhtml?persistentId={d.pid}/{suffix}&version=1.0"


def _export_path(d: Ds, exporter: str) -> str:
    return f"/api/datasets/export?exporter={exporter}&persistentId={d.pid}"


def _linkset_path(d: Ds) -> str:
    return f"/api/datasets/:persistentId/versions/1.0/linkset?persistentId={d.pid}"


def _ds_page(p: Portal, d: Ds, head: str, resolver_host: str) -> str:
    rows = "".join(
        f'<tr><td><a href="{escape(_file_path(d, sfx))}">{escape(n)}</a><br>'
        f"<span class='text-muted'>{(fid % 97) + 3}.{fid % 10} KB · MD5 ...{fid:x}</span></td>"
        f'<td><div class="btn-group"><button class="btn btn-default dropdown-toggle">'
        f"Access File</button></div></td></tr>"
        for fid, sfx, n in d.files
    )
    exports = "".join(
        f'<li><a href="{escape(_export_path(d, k))}">{escape(lbl)}</a></li>' for k, lbl in EXPORTERS
    )
    doi = d.pid.removeprefix("doi:")
    authors = "; ".join(escape(a) for a in d.authors)
    main = f"""{COOKIE}<div id="breadcrumbNavBlock"><a href="/dataverse/root">{escape(p.name)}</a>
&gt; <a href="/dataverse/{d.dataverse[0]}">{escape(d.dataverse[1])}</a></div>
<div id="datasetVersionBlock"><h1 id="title">{escape(d.title)}</h1>
<div class="dataset-citation">{authors}, 2025, "{escape(d.title)}",
<a href="http://{resolver_host}/{doi}">http://{resolver_host}/{doi}</a>, {escape(p.name)}, V1</div>
<div class="btn-group" id="exportMetadata"><button class="btn dropdown-toggle">
Export Metadata</button><ul class="dropdown-menu">{exports}</ul></div>
<div class="btn-group"><button class="btn">Cite Dataset</button></div>
<a class="btn" href="/dataset.xhtml?persistentId={d.pid}&amp;contact=1">Contact Owner</a>
<a class="btn" href="/login?redirectPage=dataset">Share</a>
<table class="metadata"><tr><th>Description</th><td>Replication materials.</td></tr>
<tr><th>Subject</th><td><a href="/dataverse/root?q=subject_ss:%22Earth%22">Earth and
Environmental Sciences</a></td></tr>
<tr><th>License</th><td><a href="http://creativecommons.test/publicdomain/zero/1.0">CC0 1.0</a>
</td></tr></table></div>
<ul class="nav nav-tabs"><li class="active"><a href="#filesTab">Files</a></li>
<li><a href="#metadataMapTab">Metadata</a></li><li><a href="#termsTab">Terms</a></li>
<li><a href="#versionsTab">Versions</a></li></ul>
<div id="filesTab"><table class="table" id="filesTable">{rows}</table></div>"""
    return p.page(d.title, main, head=head)


def _file_page(p: Portal, d: Ds, fid: int, name: str) -> str:
    main = f"""{COOKIE}<div id="breadcrumbNavBlock"><a href="/dataverse/root">{escape(p.name)}</a>
&gt; <a href="/dataverse/{d.dataverse[0]}">{escape(d.dataverse[1])}</a>
&gt; <a href="{escape(_ds_path(d))}">{escape(d.title)}</a></div>
<h1>{escape(name)}</h1><p>This file is part of "{escape(d.title)}".</p>
<div class="btn-group"><a class="btn btn-primary" href="/api/access/datafile/{fid}">
Access File</a></div>
<table><tr><th>File Citation</th><td>{escape("; ".join(d.authors))}, 2025, "{escape(name)}",
{escape(d.title)}, V1</td></tr></table>"""
    return p.page(f"{name} - {d.title}", main)


def _serve(p: Portal, d: Ds, pages: dict[str, PageValue], signs: Sequence[Sign], rh: str) -> None:
    pages[_ds_path(d)] = signed_html(_ds_page(p, d, link_elements(signs), rh), signs)
    pages[f"/dataset.xhtml?persistentId={d.pid}&contact=1"] = p.page(
        "Contact", "<h1>Email Dataset Contact</h1><form method='post'><textarea></textarea></form>"
    )
    for fid, sfx, n in d.files:
        pages[_file_path(d, sfx)] = _file_page(p, d, fid, n)
        pages[f"/api/access/datafile/{fid}"] = file_response(n, d.title, with_title=True)
    for k, _lbl in EXPORTERS:
        pages[_export_path(d, k)] = export(k.lower(), d.title, d.pid)
    pages.setdefault(
        f"/dataverse/{d.dataverse[0]}",
        p.page(
            d.dataverse[1],
            f"<h1>{escape(d.dataverse[1])}</h1><p>Datasets: "
            '<a href="/dataset.xhtml?persistentId=doi:10.70001/FK2/OTHER1">'
            "Field notes 2018</a></p>",
        ),
    )
    pages["/dataverse/root"] = p.page(p.name, "<h1>Dataverses</h1>")
    pages["/dataset.xhtml?persistentId=doi:10.70001/FK2/OTHER1"] = p.page(
        "Field notes 2018", "<h1>Field notes 2018</h1><p>Files restricted.</p>"
    )


def _full_truth(p: Portal, d: Ds) -> frozenset[str]:
    t = [p.url(_ds_path(d))]
    t += [p.url(_file_path(d, s)) for _f, s, _n in d.files]
    t += [p.url(f"/api/access/datafile/{f}") for f, _s, _n in d.files]
    t += [p.url(_export_path(d, k)) for k, _l in EXPORTERS]
    return frozenset(t)


def _signs(p: Portal, d: Ds, rh: str, *, items: bool, with_linkset: bool) -> list[Sign]:
    s: list[Sign] = [(f"http://{rh}/{d.pid.removeprefix('doi:')}", "cite-as", None)]
    s += [
        (f"http://orcid.test/0000-0003-{i:04d}-77{i}X", "author", None)
        for i, _a in enumerate(d.authors)
    ]
    s.append((p.url(_export_path(d, "schema.org")), "describedby", "application/ld+json"))
    s += [
        ("http://schema.test/AboutPage", "type", None),
        ("http://schema.test/Dataset", "type", None),
    ]
    s.append(("http://creativecommons.test/publicdomain/zero/1.0", "license", None))
    if items:
        s += [
            (p.url(f"/api/access/datafile/{f}"), "item", "application/octet-stream")
            for f, _s, _n in d.files
        ]
    if with_linkset:
        s.append((p.url(_linkset_path(d)), "linkset", "application/linkset+json"))
    return s


# --- Tollbridge Social Data Archive: Dataverse 6.3, signposting + linkset ----------------

TB = "dataverse.tollbridge-social-data.hx33.example"
TB_DOI = "doi.tollbridge-pid.hx33.example"
TB_SETS = [
    Ds(
        "doi:10.70110/FK2/QWX8RT",
        "Replication Data for: Commuting time and civic participation in mid-sized towns",
        ["Osei, Kwabena", "Ferreira, Lúcia"],
        [
            (4401 + i, f"A{i}B{i}C", n)
            for i, n in enumerate(
                [
                    "survey_wave1.tab",
                    "survey_wave2.tab",
                    "codebook.pdf",
                    "analysis.do",
                    "figures.do",
                    "README.txt",
                    "weights.csv",
                    "questionnaire.pdf",
                ]
            )
        ],
        ("civic-lab", "Civic Participation Lab"),
    ),
    Ds(
        "doi:10.70110/FK2/ZP3LMN",
        "Replication Data for: Library closures and local newspaper readership",
        ["Quigley, Niamh"],
        [
            (4520 + i, f"Z{i}P{i}L", n)
            for i, n in enumerate(["readership.csv", "models.R", "README.txt"])
        ],
        ("civic-lab", "Civic Participation Lab"),
    ),
]


def _tb_portal() -> Portal:
    return portal(
        TB,
        "Tollbridge Social Data Archive",
        (
            ("/dataverse/root?q=", "Search"),
            ("/guides/en/latest/user/", "User Guide"),
            ("/dataverseuser.xhtml", "Add Data"),
        ),
        title_format="{title} - {name}",
    )


def tollbridge_sites() -> list[Site]:
    p = _tb_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for d in TB_SETS:
        inline = _signs(p, d, TB_DOI, items=len(d.files) <= ITEM_LIMIT, with_linkset=True)
        _serve(p, d, pages, inline, TB_DOI)
        full = _signs(p, d, TB_DOI, items=True, with_linkset=False)
        pages[_linkset_path(d)] = linkset(p.url(_ds_path(d)), full)
    res = resolver(
        TB_DOI,
        {f"/{d.pid.removeprefix('doi:')}": p.url(_ds_path(d)) for d in TB_SETS},
        "DOI resolver",
    )
    return [p.site(pages), res]


def _tb_truth(d: Ds) -> frozenset[str]:
    p = _tb_portal()
    return frozenset(
        [p.url(_ds_path(d)), p.url(_export_path(d, "schema.org")), p.url(_linkset_path(d))]
        + [p.url(f"/api/access/datafile/{f}") for f, _s, _n in d.files]
    )


# --- Saltmarsh Polar Archive: Dataverse 5.13, no signposting ------------------------------

SP = "dataverse.saltmarsh-polar-archive.hx33.example"
SP_DOI = "doi.saltmarsh-pid.hx33.example"
SP_SETS = [
    Ds(
        "doi:10.70244/SPA/KX19QD",
        "Snow pit stratigraphy, Nordaustlandet ice cap, spring 2022",
        ["Jakobsen, Eirik", "Tanaka, Rei"],
        [
            (901 + i, f"K{i}X9", n)
            for i, n in enumerate(
                ["pit_profiles.csv", "density.csv", "field_protocol.pdf", "README.txt"]
            )
        ],
        ("glaciology", "Glaciology Group"),
    ),
    Ds(
        "doi:10.70244/SPA/MM02VB",
        "Sea-ice drift buoy tracks, Fram Strait 2020-2021",
        ["Lindahl, Sofie"],
        [
            (955 + i, f"M{i}M0", n)
            for i, n in enumerate(["buoy_tracks.csv", "processing.py", "README.txt"])
        ],
        ("sea-ice", "Sea Ice Dynamics"),
    ),
]


def _sp_portal() -> Portal:
    return portal(
        SP,
        "Saltmarsh Polar Archive Dataverse",
        (
            ("/dataverse/root?q=", "Search"),
            ("/guides/en/5.13/user/", "User Guide"),
            ("/dataverseuser.xhtml", "Add Data"),
        ),
        title_format="{title} - {name}",
    )


def saltmarsh_sites() -> list[Site]:
    p = _sp_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for d in SP_SETS:
        _serve(p, d, pages, [], SP_DOI)
    res = resolver(SP_DOI, {f"/{d.pid.removeprefix('doi:')}": p.url(_ds_path(d)) for d in SP_SETS})
    return [p.site(pages), res]


# --- Mirefield Survey Lab: Dataverse 6.1, level-1 signposting only -----------------------

MF = "dataverse.mirefield-survey-lab.hx33.example"
MF_DOI = "doi.mirefield-pid.hx33.example"
MF_SETS = [
    Ds(
        "doi:10.70391/MSL/T7YH2K",
        "Hedgerow bird point counts, Mirefield estate 2015-2024",
        ["Ashdown, Clara", "Mbeki, Thando", "Pryce, Owain"],
        [
            (1201 + i, f"T{i}Y7", n)
            for i, n in enumerate(
                [
                    "counts_2015_2019.csv",
                    "counts_2020_2024.csv",
                    "species_list.csv",
                    "survey_protocol.pdf",
                    "occupancy_model.R",
                    "README.txt",
                    "site_map.pdf",
                ]
            )
        ],
        ("birds", "Farmland Birds"),
    ),
    Ds(
        "doi:10.70391/MSL/B4NQ8W",
        "Pond macroinvertebrate samples from restored marl pits",
        ["Pryce, Owain"],
        [
            (1288 + i, f"B{i}N4", n)
            for i, n in enumerate(
                [
                    "samples.csv",
                    "taxa.csv",
                    "lab_sheets.pdf",
                    "README.txt",
                    "sites.csv",
                    "photos_index.csv",
                ]
            )
        ],
        ("ponds", "Pond Restoration"),
    ),
]


def _mf_portal() -> Portal:
    return portal(
        MF,
        "Mirefield Survey Lab Data",
        (
            ("/dataverse/root?q=", "Search"),
            ("/guides/en/6.1/user/", "User Guide"),
            ("/dataverseuser.xhtml", "Add Data"),
        ),
        title_format="{title} - {name}",
    )


def mirefield_sites() -> list[Site]:
    p = _mf_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for d in MF_SETS:
        # more files than the level-1 limit and the linkset API switched off: describedby,
        # cite-as, type, author, license only
        signs = _signs(p, d, MF_DOI, items=False, with_linkset=False)
        _serve(p, d, pages, signs, MF_DOI)
    res = resolver(MF_DOI, {f"/{d.pid.removeprefix('doi:')}": p.url(_ds_path(d)) for d in MF_SETS})
    return [p.site(pages), res]


def cases() -> list[Case]:
    tb = "Dataverse 6.3 (Tollbridge, signposting + linkset)"
    sp = "Dataverse 5.13 (Saltmarsh Polar, no signposting)"
    mf = "Dataverse 6.1 (Mirefield, describedby only)"
    t1, t2 = TB_SETS
    s1, s2 = SP_SETS
    m1, m2 = MF_SETS
    tp, spp, mp = _tb_portal(), _sp_portal(), _mf_portal()
    return [
        # signposting: 8 files > the item limit, so the Link header has no items but the
        # linkset lists all 8 downloads. Truth = landing + declared describedby, linkset and
        # items (file pages and the undeclared exports are renderings of declared metadata).
        Case(
            "tb-commuting-replication",
            tb,
            "Multi-Hop",
            "signposting",
            tp.url(_ds_path(t1)),
            _tb_truth(t1),
            tollbridge_sites,
        ),
        # signposting via DOI hop: 3 files, items inline in the header and in the linkset.
        Case(
            "tb-library-closures-doi",
            tb,
            "Multi-Hop",
            "signposting",
            f"http://{TB_DOI}/{t2.pid.removeprefix('doi:')}",
            _tb_truth(t2),
            tollbridge_sites,
            landing=tp.url(_ds_path(t2)),
        ),
        # sig_filtered_title (the seed's Dataverse, filter from the title's end): dataset page,
        # file pages, downloads (each names the dataset title) and exports all carry the
        # title; downloads are two hops away (file pages' Access File).
        Case(
            "sp-snow-pits",
            sp,
            "Multi-Hop",
            "sig_filtered_title",
            spp.url(_ds_path(s1)),
            _full_truth(spp, s1),
            saltmarsh_sites,
        ),
        Case(
            "sp-buoy-tracks",
            sp,
            "Multi-Hop",
            "sig_filtered_title",
            spp.url(_ds_path(s2)),
            _full_truth(spp, s2),
            saltmarsh_sites,
        ),
        # sig_filtered_title: signposting declares only describedby (no items, no linkset):
        # following it alone would miss every file; the Dataverse shape decides.
        Case(
            "mf-hedgerow-birds",
            mf,
            "Multi-Hop",
            "sig_filtered_title",
            mp.url(_ds_path(m1)),
            _full_truth(mp, m1),
            mirefield_sites,
        ),
        Case(
            "mf-pond-invertebrates",
            mf,
            "Multi-Hop",
            "sig_filtered_title",
            mp.url(_ds_path(m2)),
            _full_truth(mp, m2),
            mirefield_sites,
        ),
    ]
