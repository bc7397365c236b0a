"""heldout106's title-string portals: a drawings data repository (Dryad-like: "Data from:"
titles, files without the title: Significant String from Title+ with Ignored URIs), an
urban-morphology research workspace (OSF-like "Hub | title": Filtered Title from the left),
a housing-research dataverse ("title | Commons": Filtered Title from the end) and a historic
building survey register (every page and file repeats the record's title: Significant
String from Title)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import anchors, chrome_pages, merge, render, text

# --- drawings data repository (Significant String from Title+ with Ignored URIs) --------

VAULT = Portal(
    "data.draftvault.hx106.example",
    "DraftVault",
    [("/search", "Search data"), ("/deposit", "Submit data"), ("/about", "About")],
    [("/about/policies", "Policies"), ("/privacy", "Privacy"), ("/about/contact", "Contact")],
    title_format="{title}",
    home_title="DraftVault: open data for architectural research",
)
# dataset id -> (title, data files)
VAULT_SETS = {
    "dv.8k2m41": (
        "Data from: Stair geometry and fall risk in post-war council housing",
        ["stair-survey.csv"],
    ),
    "dv.q7t0z9": (
        "Data from: Thermal imaging of retrofitted solid-wall terraces across three winters",
        ["winter-1.zip", "winter-2.zip", "winter-3.zip", "sensor-locations.csv", "codebook.txt"],
    ),
}


def _vault_pages(did: str) -> dict[str, PageValue]:
    title, files = VAULT_SETS[did]
    b = f"/stash/dataset/doi:10.70311/{did}"
    tabs = anchors([(b, "Dataset"), (b + "/metadata", "Full metadata"), (b + "/cite", "Cite")])
    flinks = [(f"/stash/downloads/file_stream/{did}/{f}", f) for f in files]
    pages: dict[str, PageValue] = {
        b: render(
            VAULT,
            title,
            f"<h1>{escape(title)}</h1>{tabs}<h2>Files</h2>{anchors(flinks)}"
            f'<p><a href="/stash/downloads/zip/{did}">Download dataset (ZIP)</a></p>',
        ),
        b + "/metadata": render(
            VAULT, title, f"<h1>Metadata</h1><p>Title: {escape(title)}</p>{tabs}"
        ),
        b + "/cite": render(
            VAULT,
            title,
            f"<h1>Cite</h1><p>{escape(title)}. DraftVault. doi:10.70311/{did}</p>"
            f'<p><a href="/stash/share/{did}.ris">RIS</a> <a href="/stash/share/{did}.bib">'
            "BibTeX</a></p>",
        ),
        f"/stash/share/{did}.ris": text(f"TY  - DATA\nTI  - {title}\nER  -\n"),
        f"/stash/share/{did}.bib": text(f"@misc{{{did}, title={{{title}}}}}\n"),
        f"/stash/downloads/zip/{did}": Response.data(b"PK\x05\x06" + b"\0" * 18, "application/zip"),
    }
    for href, _f in flinks:
        # Data files carry no title: reached only one hop out from the matching pages.
        pages[href] = Response.data(b"id,value\n1,0.42\n", "application/octet-stream")
    return pages


def vault_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for did in VAULT_SETS:
        pages.update(_vault_pages(did))
    return [VAULT.site(merge(chrome_pages(VAULT), pages))]


def _vault_truth(did: str) -> list[str]:
    return [VAULT.url(p) for p in _vault_pages(did)]


# --- urban-morphology research workspace ("Hub | title": Filtered Title, left) ---------

HUB = Portal(
    "hub.urbanformlab.hx106.example",
    "UrbanForm Hub",
    [("/explore", "Explore"), ("/institutions", "Institutions"), ("/support", "Support")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
    title_format="{name} | {title}",
    home_title="UrbanForm Hub | Home",
)
# project guid -> (title, {component guid: component name}, files)
PROJECTS = {
    "k3v9q": ("Block size and walkability in twelve European cities", {}, ["blocks.csv"]),
    "p8w2d": (
        "Tracing courtyard typologies through historic cadastral maps",
        {"z4n6t": "georeferenced sheets", "b2r8m": "typology coding"},
        ["cadastre-index.csv", "coding-manual.pdf", "courtyards.gpkg"],
    ),
}


def _hub_pages(guid: str) -> dict[str, PageValue]:
    title, comps, files = PROJECTS[guid]
    pages: dict[str, PageValue] = {}

    def node(g: str, heading: str, fls: list[str]) -> None:
        flinks = [(f"/{g}/files/osfstorage/{f}", f) for f in fls]
        tabs = [(f"/{g}/", "Overview"), (f"/{g}/wiki/home", "Wiki"), (f"/{g}/files/", "Files")]
        sub = [(f"/{c}/", f"{title}: {n}") for c, n in comps.items()] if g == guid else []
        pages[f"/{g}/"] = render(
            HUB,
            heading,
            f"<h1>{escape(heading)}</h1>{anchors(tabs)}"
            + (f"<h2>Components</h2>{anchors(sub)}" if sub else "")
            + f"<h2>Files</h2>{anchors(flinks)}",
        )
        pages[f"/{g}/wiki/home"] = render(
            HUB, f"{heading} Wiki", f"<h1>{escape(heading)} — wiki</h1>{anchors(tabs)}"
        )
        pages[f"/{g}/files/"] = render(
            HUB, f"{heading} Files", f"<h1>Files of {escape(heading)}</h1>{anchors(flinks)}"
        )
        for href, f in flinks:
            pages[href] = render(
                HUB,
                f,
                f"<h1>{escape(f)}</h1><p>Part of {escape(title)}</p>"
                f'<p><a href="/download/{g}/{f}">Download</a></p>',
            )
            pages[f"/download/{g}/{f}"] = (
                Response.data(pdf(title, [f]), "application/pdf")
                if f.endswith(".pdf")
                else text(f"# {title}\n# {f}\nid,value\n", "text/csv")
            )

    node(guid, title, files)
    for c, name in comps.items():
        node(c, f"{title}: {name}", [f"{c}-sheet-01.csv"])
    return pages


def hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for g in PROJECTS:
        pages.update(_hub_pages(g))
    return [HUB.site(merge(chrome_pages(HUB), pages))]


# --- housing-research dataverse ("title | Commons": Filtered Title from the end) --------

DVC = Portal(
    "dataverse.housingcommons.hx106.example",
    "Housing Data Commons",
    [
        ("/dataverse/root", "Browse"),
        ("/search/advanced", "Advanced search"),
        ("/guides", "User guide"),
    ],
    [("/guides/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
    home_title="Welcome | Housing Data Commons",
)
# persistent id suffix -> (title, files as (file id, name), versions)
DVC_SETS = {
    "HDC/7QXW2L": (
        "Rent burden survey of private tenants, 2022",
        [("8801", "tenants-2022.tab")],
        ["1.0"],
    ),
    "HDC/M4KC9R": (
        "Overcrowding and room sharing in multigenerational households, wave 3",
        [("9120", "households-w3.tab"), ("9121", "rooms-w3.tab"), ("9122", "questionnaire-w3.pdf")],
        ["1.0", "2.0", "2.1"],
    ),
}


def _dvc_pages(pid: str) -> dict[str, PageValue]:
    title, files, versions = DVC_SETS[pid]
    doi = f"doi:10.70122/{pid}"
    entry = f"/dataset.xhtml?persistentId={doi}"
    pages: dict[str, PageValue] = {}
    flinks = [(f"/file.xhtml?fileId={i}", n) for i, n in files]
    vlinks = [(f"{entry}&version={v}", f"Version {v}") for v in versions[:-1]]
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId={doi}", e)
        for e in ("ddi", "dataverse_json")
    ]
    pages[entry] = render(
        DVC,
        title,
        f"<h1>{escape(title)}</h1><h2>Files</h2>{anchors(flinks)}"
        f"<h2>Versions</h2>{anchors(vlinks)}<h2>Export metadata</h2>{anchors(exports)}",
    )
    for href, v in vlinks:
        pages[href] = render(DVC, title, f"<h1>{escape(title)}</h1><p>{v} of this dataset.</p>")
    for href, e in exports:
        pages[href] = (
            text(f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml")
            if e == "ddi"
            else text(f'{{"title": "{title}", "persistentId": "{doi}"}}', "application/json")
        )
    for (fid, name), (href, _n) in zip(files, flinks, strict=True):
        pages[href] = render(
            DVC,
            name,
            f"<h1>{escape(name)}</h1><p>This file is part of “{escape(title)}”.</p>"
            f'<p><a href="/api/access/datafile/{fid}">Download</a></p>',
        )
        pages[f"/api/access/datafile/{fid}"] = (
            Response.data(pdf(title, [name]), "application/pdf")
            if name.endswith(".pdf")
            else text(f"# {title}\nid\tvalue\n1\t2\n", "text/tab-separated-values")
        )
    return pages


def dvc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid in DVC_SETS:
        pages.update(_dvc_pages(pid))
    return [DVC.site(merge(chrome_pages(DVC), pages))]


# --- historic building survey register (Significant String from Title) -----------------

SURVEY = Portal(
    "records.fabricsurvey.hx106.example",
    "Fabric Survey Register",
    [("/browse", "Browse records"), ("/map", "Map"), ("/about", "About")],
    [("/licence", "Licence"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Fabric Survey Register — measured surveys of historic buildings",
)
# record id -> (title, member pages as (path, heading), report file)
SURVEYS = {
    "FS1187": (
        "Former Gasworks Retort House, Leyton Marsh",
        [("/drawings/set-5521", "Measured drawings")],
        "/documents/rpt-2019-031.pdf",
    ),
    "FS2240": (
        "Wharf Street Maltings and Kiln, Saltby",
        [
            ("/drawings/set-7730", "Measured drawings"),
            ("/photo-sets/ps-44102", "Photographic survey"),
            ("/photo-sets/ps-44102?page=2", "Photographic survey, page 2"),
            ("/sources/src-9015", "Documentary sources"),
        ],
        "/documents/rpt-2022-114.pdf",
    ),
}


def _survey_pages(rid: str) -> dict[str, PageValue]:
    title, members, report = SURVEYS[rid]
    rec = f"/record/{rid.lower()}"
    pages: dict[str, PageValue] = {}
    nav = [(h, t) for h, t in members if "?page=" not in h]
    pages[rec] = render(
        SURVEY,
        title,
        f"<h1>{escape(title)}</h1><p>Record {rid}.</p>{anchors(nav)}"
        f'<p><a href="{report}">Survey report (PDF)</a></p>',
    )
    for i, (h, heading) in enumerate(members):
        nxt = members[i + 1][0] if i + 1 < len(members) and "?page=" in members[i + 1][0] else ""
        more = f'<p><a href="{nxt}">Next page</a></p>' if nxt else ""
        pages[h] = render(
            SURVEY,
            f"{heading}: {title}",
            f"<h1>{escape(heading)}</h1><p>{escape(title)}</p>{more}"
            f'<p><a href="{rec}">Back to the record</a></p>',
        )
    pages[report] = Response.data(pdf(title, [f"Record {rid}"]), "application/pdf")
    return pages


def survey_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid in SURVEYS:
        pages.update(_survey_pages(rid))
    return [SURVEY.site(merge(chrome_pages(SURVEY), pages))]


def cases() -> list[Case]:
    out: list[Case] = []
    for i, did in enumerate(VAULT_SETS):
        # The seed's Dryad row: "Data from:" title in every page but not in the data files,
        # so Significant String from Title+ with Ignored URIs.
        out.append(
            case(
                f"drawings-data-{i + 1}",
                "architectural research data repository ("
                + ("one file" if i == 0 else "five files, three winters")
                + ")",
                "dataset",
                "sig_title_plus_ignored",
                VAULT.url(f"/stash/dataset/doi:10.70311/{did}"),
                _vault_truth(did),
                vault_sites,
            )
        )
    for i, g in enumerate(PROJECTS):
        # The seed's OSF row: "UrbanForm Hub | " prefixes every title and never appears in
        # the content: Significant String from Filtered Title (filtered from the left).
        out.append(
            case(
                f"morphology-workspace-{i + 1}",
                "urban morphology research workspace ("
                + ("one file" if i == 0 else "two components, three files")
                + ")",
                "project",
                "sig_filtered_title",
                HUB.url(f"/{g}/"),
                [HUB.url(p) for p in _hub_pages(g)],
                hub_sites,
            )
        )
    for i, pid in enumerate(DVC_SETS):
        # The seed's Dataverse row: Filtered Title, starting from the title's end.
        out.append(
            case(
                f"housing-dataverse-{i + 1}",
                "housing research dataverse ("
                + ("one file" if i == 0 else "three files, three versions")
                + ")",
                "dataset",
                "sig_filtered_title",
                DVC.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
                [DVC.url(p) for p in _dvc_pages(pid)],
                dvc_sites,
            )
        )
    for i, rid in enumerate(SURVEYS):
        # Member pages share neither a path nor an id with the record, but every page and
        # the report repeat the bare record title (the <title> has no site name):
        # Significant String from Title.
        out.append(
            case(
                f"building-survey-{i + 1}",
                "historic building survey register ("
                + ("drawings and report" if i == 0 else "drawings, paginated photographs, sources")
                + ")",
                "survey record",
                "sig_title",
                SURVEY.url(f"/record/{rid.lower()}"),
                [SURVEY.url(p) for p in _survey_pages(rid)],
                survey_sites,
            )
        )
    return out
