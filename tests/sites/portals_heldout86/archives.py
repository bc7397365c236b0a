"""Records bound by their title: a Dryad-like excavation archive (contexts, finds, reports),
an OSF-like conservation-project space, a Dataverse-like heritage data repository and a
rock-art recording archive.

Every page of such a record repeats the record's title while its URIs share no path.  The
rock-art archive titles its pages with the bare record title and every file repeats it
(sig_title); the excavation archive's data files do not carry the title, so they are taken
one hop from the titled pages with the chrome ignored (sig_title_plus_ignored, the seed's
Dryad row); the conservation space prefixes titles with "Patina | " like OSF's "OSF | ", and
the data repository suffixes them with " - Strata Dataverse" (sig_filtered_title, the seed's
OSF and Dataverse rows: the site name has to be filtered from the title, from the start or
from the end).  Titles avoid characters HTML escapes, so the string is literal everywhere.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, csv, dl, pdf_file, text, ul

# --- Dryad-like excavation archive ----------------------------------------------------------

SPOIL = Chrome(
    host="archive.spoilheap.hx86.example",
    name="Spoilheap Archive",
    nav=[
        ("/archsearch/", "ArchSearch"),
        ("/archives/", "Browse archives"),
        ("/deposit/", "Deposit"),
        ("/advice/", "Guides to good practice"),
    ],
    footer=[("/about/", "About"), ("/copyright/", "Copyright"), ("/privacy/", "Privacy")],
    title_format="{title}",
    home_title="Spoilheap Archive",
    kind="sp",
    analytics="SP-2291",
)
SPOIL_FILES = "files.spoilheap.hx86.example"

DIGS = {
    2291: (
        "Excavations at Elmbridge Roman villa, 2019",
        "elmbridge_2019",
        {"contexts": 1, "finds": 1, "reports": 1},
        ["contexts.csv", "finds.csv"],
        [2104],
    ),
    3107: (
        "Castle Ings moated site: excavation archive 2021 to 2023",
        "castleings_2023",
        {"contexts": 2, "finds": 2, "samples": 1, "reports": 1, "images": 1},
        [
            "contexts.csv",
            "finds.csv",
            "samples.csv",
            "small-finds.csv",
            "images.zip",
            "archive-report.pdf",
        ],
        [2291, 2998],
    ),
    2104: ("Excavations at Elmbridge Roman villa, 2017", "elmbridge_2017", {"contexts": 1}, [], []),
    2998: ("Castle Ings fishponds survey", "castleings_fishponds", {"contexts": 1}, [], []),
}


def _spoil_urls(aid: int) -> tuple[list[str], list[str]]:
    """(titled pages, one-hop data files without the title)."""
    _t, slug, tabs, files, _rel = DIGS[aid]
    pages = [SPOIL.url(f"/archives/view/{slug}/"), SPOIL.url(f"/archiveDS/cite?id={aid}")]
    for tab, n in tabs.items():
        pages += [
            SPOIL.url(f"/archiveDS/record?id={aid}&tab={tab}&page={p}") for p in range(1, n + 1)
        ]
    return pages, [f"http://{SPOIL_FILES}/archiveDS/{aid}/dissemination/{f}" for f in files]


def _spoil_pages(aid: int) -> dict[str, str | Response]:
    title, slug, tabs, files, related = DIGS[aid]
    pages_, data = _spoil_urls(aid)
    tab_links = [(f"/archiveDS/record?id={aid}&tab={t}&page=1", t.title()) for t in tabs]
    nav = f"<h1>{title}</h1>" + ul([(f"/archives/view/{slug}/", "Overview"), *tab_links], "sp-tabs")
    downloads = "<h2>Downloads</h2>" + ul([(u, u.rsplit("/", 1)[1]) for u in data]) if data else ""
    aside = "<h3>Related archives</h3>" + ul(
        [(f"/archives/view/{DIGS[r][1]}/", DIGS[r][0]) for r in related]
    )
    cite = f'<p><a href="/archiveDS/cite?id={aid}">How to cite this archive</a></p>'
    out: dict[str, str | Response] = {
        f"/archives/view/{slug}/": SPOIL.page(
            title,
            nav
            + "<p>Archive of the excavation: contexts, finds, samples and reports.</p>"
            + dl([("Identifier", f"10.60119/sh.{aid}"), ("Period", "Roman; medieval")])
            + downloads
            + cite,
            aside=aside,
            share=SPOIL.url(f"/archives/view/{slug}/"),
        ),
        f"/archiveDS/cite?id={aid}": SPOIL.page(
            title, f"<h1>Cite</h1><p>Spoilheap Archive ({aid}) {title}.</p>"
        ),
    }
    for tab, n in tabs.items():
        pager = ul(
            [
                (f"/archiveDS/record?id={aid}&tab={tab}&page={p}", f"Page {p}")
                for p in range(1, n + 1)
            ]
        )
        for p in range(1, n + 1):
            out[f"/archiveDS/record?id={aid}&tab={tab}&page={p}"] = SPOIL.page(
                title,
                nav
                + f"<h2>{tab.title()}, page {p}</h2><table><tr><td>101</td><td>fill</td></tr></table>"
                + pager
                + downloads,
            )
    return out


def spoil_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    files = Site(SPOIL_FILES)
    files.add("/", text("Spoilheap file service\n"))
    for aid in DIGS:
        pages.update(_spoil_pages(aid))
        for u in _spoil_urls(aid)[1]:
            name = u.rsplit("/", 1)[1]
            body = (
                csv("id,type,notes", ["101,layer,dark silty clay", "102,cut,pit"])
                if name.endswith(".csv")
                else pdf_file(f"Archive {aid}", name)
                if name.endswith(".pdf")
                else Response.data(b"PK\x03\x04" + name.encode(), "application/zip")
            )
            files.add(u.split(SPOIL_FILES, 1)[1], body)
    return [SPOIL.site(pages), files]


def _spoil_case(name: str, imitates: str, aid: int) -> Case:
    # Dryad's row of the seed: the bare title is on every metadata page, but the data files
    # do not carry it, so they come one hop out with menus ignored: sig_title_plus_ignored.
    titled, data = _spoil_urls(aid)
    others = [SPOIL.url(f"/archives/view/{DIGS[r][1]}/") for r in DIGS[aid][4]]
    return case(
        name,
        imitates,
        "excavation archive",
        "sig_title_plus_ignored",
        titled[0],
        titled + data,
        spoil_build,
        others,
    )


# --- OSF-like conservation project space ---------------------------------------------------

PATINA = Chrome(
    host="lab.patinaworks.hx86.example",
    name="Patina",
    nav=[
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/institutions/", "Institutions"),
    ],
    footer=[("/terms_of_use/", "Terms"), ("/privacy_policy/", "Privacy"), ("/status/", "Status")],
    title_format="{name} | {title}",
    home_title="Patina | Home",
    kind="pt",
    analytics="PT-x7k2p",
)
PATINA_FILES = "files.patinaworks.hx86.example"

PROJECTS = {
    "x7k2p": (
        "Conservation of the Lowfold chancel screen",
        {"condition-report.pdf": "a1f3", "paint-samples.csv": "a1f4"},
        [("q9m4d", "paint stratigraphy", {"cross-sections.txt": "b2c1"})],
        ["v8d2k"],
    ),
    "b3n8w": (
        "Treatment record for the Wrenbury painted ceiling",
        {"treatment-log.csv": "c9e0", "before-after.txt": "c9e1", "final-report.pdf": "c9e2"},
        [
            ("m4t7z", "pigment analysis", {"xrf-readings.csv": "d1a0", "raman.txt": "d1a1"}),
            ("r6y1c", "environmental monitoring", {"rh-log.csv": "d1b0"}),
        ],
        ["x7k2p"],
    ),
    "v8d2k": ("Survey of medieval rood screens in Westmarch", {}, [], []),
}


def _patina_urls(guid: str) -> list[str]:
    _t, files, comps, _rel = PROJECTS[guid]
    urls = [
        PATINA.url(f"/{guid}/"),
        PATINA.url(f"/{guid}/wiki/home/"),
        PATINA.url(f"/{guid}/files/"),
    ]
    for node, fs in [(guid, files), *((c, f) for c, _n, f in comps)]:
        if node != guid:
            urls += [PATINA.url(f"/{node}/"), PATINA.url(f"/{node}/files/")]
        for fid in fs.values():
            urls += [
                PATINA.url(f"/{node}/files/osfstorage/{fid}/"),
                f"http://{PATINA_FILES}/v1/resources/{node}/providers/osfstorage/{fid}?action=download",
            ]
    return urls


def _patina_file(title: str, fname: str) -> Response:
    if fname.endswith(".pdf"):
        return pdf_file(title, fname)
    if fname.endswith(".csv"):
        return csv("date,location,observation", ["2024-03-01,panel 2,flaking"], comment=title)
    return text(f"{title}\n{fname}\nNotes recorded during treatment.\n")


def _patina_pages(guid: str) -> dict[str, str]:
    title, files, comps, related = PROJECTS[guid]
    pages: dict[str, str] = {}
    head = f'<h1><a href="/{guid}/">{title}</a></h1>' + ul(
        [
            (f"/{guid}/", "Overview"),
            (f"/{guid}/files/", "Files"),
            (f"/{guid}/wiki/home/", "Wiki"),
            ("/login", "Analytics"),
            ("/login", "Registrations"),
        ],
        "pt-tabs",
    )
    comp_ul = ul([(f"/{c}/", f"{title}: {n}") for c, n, _f in comps])
    rel_ul = ul([(f"/{r}/", PROJECTS[r][0]) for r in related])
    pages[f"/{guid}/"] = PATINA.page(
        title,
        head
        + "<h2>Description</h2><p>Conservation project record.</p>"
        + (f"<h2>Components</h2>{comp_ul}" if comps else "")
        + f"<h2>Linked projects</h2>{rel_ul}",
        share=PATINA.url(f"/{guid}/"),
    )
    pages[f"/{guid}/wiki/home/"] = PATINA.page(
        f"{title}: wiki", head + "<p>Wiki: method statement.</p>"
    )
    for node, nname, fs in [(guid, "", files), *comps]:
        ntitle = f"{title}: {nname}" if nname else title
        nhead = (
            head
            if node == guid
            else f'<h1><a href="/{node}/">{ntitle}</a></h1><p>Component of '
            f'<a href="/{guid}/">{title}</a></p>' + ul([(f"/{node}/files/", "Files")])
        )
        flist = ul([(f"/{node}/files/osfstorage/{fid}/", fn) for fn, fid in fs.items()])
        pages[f"/{node}/files/"] = PATINA.page(
            f"{ntitle}: files", nhead + "<h2>Patina storage</h2>" + flist
        )
        if node != guid:
            pages[f"/{node}/"] = PATINA.page(ntitle, nhead + "<p>Component overview.</p>")
        for fn, fid in fs.items():
            dl_url = f"http://{PATINA_FILES}/v1/resources/{node}/providers/osfstorage/{fid}?action=download"
            pages[f"/{node}/files/osfstorage/{fid}/"] = PATINA.page(
                fn, nhead + f'<h2>{fn}</h2><p><a href="{dl_url}">Download</a></p>'
            )
    return pages


def patina_build() -> list[Site]:
    pages: dict[str, str] = {}
    files = Site(PATINA_FILES)
    files.add("/", text("Patina storage API\n"))
    for guid, (title, fs, comps, _r) in PROJECTS.items():
        pages.update(_patina_pages(guid))
        for node, f in [(guid, fs), *((c, f) for c, _n, f in comps)]:
            for fn, fid in f.items():
                files.add(
                    f"/v1/resources/{node}/providers/osfstorage/{fid}?action=download",
                    _patina_file(title, fn),
                )
    return [PATINA.site(pages), files]


def _patina_case(name: str, imitates: str, guid: str) -> Case:
    # OSF's row of the seed: components and files share no path with the project, but all
    # carry its title once "Patina | " (the homepage title's common start) is filtered off.
    others = [PATINA.url(f"/{r}/") for r in PROJECTS[guid][3]]
    urls = _patina_urls(guid)
    return case(
        name,
        imitates,
        "conservation project",
        "sig_filtered_title",
        urls[0],
        urls,
        patina_build,
        others,
    )


# --- Dataverse-like heritage data repository ---------------------------------------------

STRATA = Chrome(
    host="dataverse.stratadata.hx86.example",
    name="Strata Dataverse",
    nav=[
        ("/dataverse/root", "Strata Dataverse"),
        ("/guides/user", "User guide"),
        ("/dataverse/root?q=", "Search"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About")],
    title_format="{title} - {name}",
    home_title="Strata Dataverse",
    kind="dv",
    analytics="DV-70112",
    login=("/loginpage.xhtml", "/dataverseuser.xhtml?editMode=CREATE"),
)

DATASETS = {
    "KX4R2Q": (
        "Geophysical survey of Harrow Knoll",
        {9012: "magnetometry.csv", 9013: "README.txt"},
        0,
        ["PL8W3E"],
    ),
    "ZT9M1A": (
        "Radiocarbon and OSL dates from the Tarn Moor barrow cemetery",
        {
            9301: "radiocarbon.csv",
            9302: "osl.csv",
            9303: "sample-contexts.csv",
            9304: "lab-reports.pdf",
            9305: "calibration-notes.txt",
            9306: "README.txt",
        },
        2,
        ["KX4R2Q", "PL8W3E"],
    ),
    "PL8W3E": ("Finds distribution model for Westmarch hillforts", {}, 0, []),
}
EXPORTERS = ("ddi", "dataverse_json", "schema.org")


def _dv(pid: str) -> str:
    return f"/dataset.xhtml?persistentId=doi:10.70112/SD/{pid}"


def _strata_urls(pid: str) -> list[str]:
    _t, files, versions, _rel = DATASETS[pid]
    doi = f"doi:10.70112/SD/{pid}"
    urls = [_dv(pid)] + [f"{_dv(pid)}&version={v}.0" for v in range(1, versions + 1)]
    for fid in files:
        urls += [f"/file.xhtml?fileId={fid}&version=1.0", f"/api/access/datafile/{fid}"]
    urls += [f"/api/datasets/export?exporter={e}&persistentId={doi}" for e in EXPORTERS]
    return [STRATA.url(u) for u in urls]


def _strata_pages(pid: str) -> dict[str, str | Response]:
    title, files, versions, related = DATASETS[pid]
    doi = f"doi:10.70112/SD/{pid}"
    ftable = "".join(
        f'<tr><td><a href="/file.xhtml?fileId={fid}&amp;version=1.0">{fn}</a></td>'
        f'<td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
        for fid, fn in files.items()
    )
    exports = ul([(f"/api/datasets/export?exporter={e}&persistentId={doi}", e) for e in EXPORTERS])
    vers = ul([(f"{_dv(pid)}&version={v}.0", f"Version {v}.0") for v in range(1, versions + 1)])
    main = (
        f"<h1>{title}</h1><p>{doi}</p><h2>Files</h2><table>{ftable}</table>"
        f"<h2>Metadata export</h2>{exports}" + (f"<h2>Versions</h2>{vers}" if versions else "")
    )
    aside = "<h3>Related datasets</h3>" + ul([(_dv(r), DATASETS[r][0]) for r in related])
    out: dict[str, str | Response] = {
        _dv(pid): STRATA.page(title, main, aside=aside, share=STRATA.url(_dv(pid)))
    }
    for v in range(1, versions + 1):
        out[f"{_dv(pid)}&version={v}.0"] = STRATA.page(
            title, f"<h1>{title}</h1><p>Version {v}.0</p>"
        )
    for fid, fn in files.items():
        out[f"/file.xhtml?fileId={fid}&version=1.0"] = STRATA.page(
            fn,
            f'<h1>{fn}</h1><p>Dataset: <a href="{_dv(pid)}">{title}</a></p>'
            f'<p><a href="/api/access/datafile/{fid}">Access file</a></p>',
        )
        out[f"/api/access/datafile/{fid}"] = (
            pdf_file(title, fn)
            if fn.endswith(".pdf")
            else csv("sample,context,value", ["S1,101,3210"], comment=title)
            if fn.endswith(".csv")
            else text(f"{title}\n\n{fn}: see the dataset description.\n")
        )
    for e in EXPORTERS:
        out[f"/api/datasets/export?exporter={e}&persistentId={doi}"] = text(
            f'{{"title": "{title}", "exporter": "{e}"}}', "application/json"
        )
    return out


def strata_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for pid in DATASETS:
        pages.update(_strata_pages(pid))
    return [STRATA.site(pages)]


def _strata_case(name: str, imitates: str, pid: str) -> Case:
    # The seed's Dataverse row: Significant String from Filtered Title, filtered from the
    # end (" - Strata Dataverse"); file pages, files and exports all carry the dataset title.
    urls = _strata_urls(pid)
    others = [STRATA.url(_dv(r)) for r in DATASETS[pid][3]]
    return case(
        name, imitates, "dataset", "sig_filtered_title", urls[0], urls, strata_build, others
    )


# --- rock-art recording archive ---------------------------------------------------------

ROCK = Chrome(
    host="panels.carvedstone.hx86.example",
    name="Carved Stone Archive",
    nav=[
        ("/browse.php", "Browse panels"),
        ("/map.php", "Map"),
        ("/motifs.php", "Motif types"),
        ("/recording.php", "Recording guide"),
    ],
    footer=[("/about.php", "About"), ("/credits.php", "Credits"), ("/privacy.php", "Privacy")],
    title_format="{title}",
    home_title="Carved Stone Archive: rock art of the northern uplands",
    kind="cs",
    cookie=False,
    analytics="CS-44",
)

PANELS = {
    "WM4": ("Weetwood Moor carved rock number four", ["cup", "ring"], [2231], [], ["WM5"]),
    "FC2": (
        "Fowberry Crag panel B",
        ["cup", "ring", "groove", "rosette"],
        [3101, 3102, 3103, 3104, 3105],
        ["fc2-scan.ply", "fc2-recording-sheet.pdf", "fc2-condition.txt"],
        ["WM4", "FC3"],
    ),
    "WM5": ("Weetwood Moor carved rock number five", ["cup"], [], [], []),
    "FC3": ("Fowberry Crag panel C", ["groove"], [], [], []),
}


def _rock_urls(pid: str) -> list[str]:
    _t, motifs, photos, files, _rel = PANELS[pid]
    urls = [
        f"/panel.php?id={pid}",
        f"/panel.php?id={pid}&view=motifs",
        f"/panel.php?id={pid}&view=photos",
    ]
    urls += [f"/photo.php?id={p}" for p in photos] + [f"/download.php?file={f}" for f in files]
    return [ROCK.url(u) for u in urls]


def _rock_pages(pid: str) -> dict[str, str | Response]:
    title, motifs, photos, files, related = PANELS[pid]
    tabs = ul(
        [
            (f"/panel.php?id={pid}", "Panel"),
            (f"/panel.php?id={pid}&view=motifs", "Motifs"),
            (f"/panel.php?id={pid}&view=photos", "Photographs"),
        ],
        "cs-tabs",
    )
    motif_links = ", ".join(f'<a href="/motifs.php?type={m}">{m}</a>' for m in motifs)
    dls = ul([(f"/download.php?file={f}", f) for f in files])
    aside = "<h3>Nearby panels</h3>" + ul([(f"/panel.php?id={r}", PANELS[r][0]) for r in related])
    out: dict[str, str | Response] = {
        f"/panel.php?id={pid}": ROCK.page(
            title,
            f"<h1>{title}</h1>{tabs}"
            + dl([("Panel", pid), ("Rock type", "Fell sandstone")])
            + (f"<h2>Recording downloads</h2>{dls}" if files else ""),
            aside=aside,
            share=ROCK.url(f"/panel.php?id={pid}"),
        ),
        f"/panel.php?id={pid}&view=motifs": ROCK.page(
            title, f"<h1>{title}</h1>{tabs}<p>Motifs: {motif_links}</p>"
        ),
        f"/panel.php?id={pid}&view=photos": ROCK.page(
            title,
            f"<h1>{title}</h1>{tabs}"
            + ul([(f"/photo.php?id={p}", f"Photograph {p}") for p in photos]),
        ),
    }
    for p in photos:
        out[f"/photo.php?id={p}"] = ROCK.page(
            f"{title}, photograph {p}",
            f'<h1>{title}, photograph {p}</h1><img src="/assets/favicon.png" alt="">'
            f'<p><a href="/panel.php?id={pid}&amp;view=photos">All photographs</a></p>',
        )
    for f in files:
        out[f"/download.php?file={f}"] = (
            pdf_file(title, f)
            if f.endswith(".pdf")
            else text(
                f"ply\nformat ascii 1.0\ncomment {title}\nelement vertex 0\nend_header\n",
                "text/plain",
            )
            if f.endswith(".ply")
            else text(f"{title}\nCondition: stable, some lichen.\n")
        )
    for m in motifs:
        out[f"/motifs.php?type={m}"] = ROCK.chrome_page(f"Motif type: {m}")
    return out


def rock_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for pid in PANELS:
        pages.update(_rock_pages(pid))
    return [ROCK.site(pages)]


def _rock_case(name: str, imitates: str, pid: str) -> Case:
    # Pages are titled with the bare panel name and every resource of the panel (tabs,
    # photographs, scan and recording sheet) repeats it, while none is under one path:
    # the seed's Significant String from Title, with nothing title-less to pick up one hop out.
    urls = _rock_urls(pid)
    others = [ROCK.url(f"/panel.php?id={r}") for r in PANELS[pid][4]]
    return case(
        name, imitates, "rock-art panel record", "sig_title", urls[0], urls, rock_build, others
    )


CASES: list[Case] = [
    _spoil_case(
        "spoilheap-elmbridge", "excavation archive (contexts, finds and reports tabs)", 2291
    ),
    _spoil_case(
        "spoilheap-castle-ings",
        "excavation archive (paged tabs, six data files on a file host, two related archives)",
        3107,
    ),
    _patina_case("patina-lowfold-screen", "conservation project space (one component)", "x7k2p"),
    _patina_case(
        "patina-wrenbury-ceiling",
        "conservation project space (two components with their own files)",
        "b3n8w",
    ),
    _strata_case("strata-harrow-knoll", "heritage dataverse (two files)", "KX4R2Q"),
    _strata_case(
        "strata-tarn-moor-dates",
        "heritage dataverse (six files, two versions, related datasets)",
        "ZT9M1A",
    ),
    _rock_case(
        "carvedstone-weetwood", "rock-art recording archive (panel with one photograph)", "WM4"
    ),
    _rock_case(
        "carvedstone-fowberry",
        "rock-art recording archive (five photographs, scan and recording sheet)",
        "FC2",
    ),
]
