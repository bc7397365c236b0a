"""heldout74's research-data portals: a thesis data repository (Dryad-like), a project
workspace (OSF-like), a survey data archive (Dataverse-like) and a public lab notebook.

All four carry the record's title in the content of its pages (and, where the seed says so,
its files); their homepages list recent records by identifier only, so no homepage holds a
record's title.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, text_file, ul

# ------------------------------------------------ thesis data repository (Dryad-like)

DS = Chrome(
    "datashelf.norrvik-data.hx74.example",
    "Norrvik Data Shelf",
    [("/discover", "Explore data"), ("/submit", "Submit data"), ("/pages/faq", "FAQ")],
    [("/pages/terms", "Terms of service"), ("/pages/about", "About"), ("/pages/api", "API")],
    title_format="{title}",
)
DS_RECORDS = {
    "k3m9p": (
        "Data from: Pollinator visitation along an urban heat gradient",
        ["visits_2025.csv"],
        False,
    ),
    "w8t2x": (
        "Data from: Frost damage and recovery in subarctic birch stands",
        ["plots.csv", "tree_rings.xlsx", "drone_orthomosaic.tif", "weather.csv"],
        True,
    ),
    "b5n1r": ("Data from: Nest box occupancy by great tits, 2019-2024", ["boxes.csv"], False),
}


def _ds_doc(key: str) -> str:
    return f"doi:10.60210/shelf.{key}"


def _ds_parts(key: str) -> tuple[dict[str, PageValue], list[str]]:
    """The record's pages that carry its title, and the data files they link (no title)."""
    title, files, rich = DS_RECORDS[key]
    doi = _ds_doc(key)
    pages: dict[str, PageValue] = {}
    bitstreams = [f"/bitstream/handle/10255/shelf.{key}/{i}/{f}" for i, f in enumerate(files, 1)]
    for i, (f, b) in enumerate(zip(files, bitstreams, strict=True), 1):
        pages[f"/resource/{doi}/{i}"] = DS.page(
            f"{title} - {f}",
            (
                f'<h1>{escape(f)}</h1><p class="part-of">Part of: {escape(title)}</p>'
                f'<p><a href="{b}">Download {escape(f)}</a></p>'
            ),
        )
    pages[f"/resource/{doi}/citation.ris"] = text_file(f"TY  - DATA\nT1  - {title}\nER  -\n")
    pages[f"/resource/{doi}/mets.xml"] = text_file(
        f"<mets><dmdSec><title>{escape(title)}</title></dmdSec></mets>\n", "application/xml"
    )
    files_ = ul([(f"/resource/{doi}/{i}", f) for i, f in enumerate(files, 1)])
    # related records sit on the homepage's "recently published" list too (ignored URIs)
    others = ul([(f"/resource/{_ds_doc(k)}", _ds_doc(k)) for k in DS_RECORDS if k != key])
    extra = ""
    if rich:
        extra = f'<p><a href="/resource/{doi}?version=1">Version 1 (2025-06-02)</a></p>'
        pages[f"/resource/{doi}?version=1"] = DS.page(
            title + " (version 1)",
            (
                f"<h1>{escape(title)}</h1><p>Superseded version 1.</p>"
                f'<p><a href="/bitstream/handle/10255/shelf.{key}.v1/1/plots.csv">plots.csv (v1)</a></p>'
            ),
        )
        bitstreams.append(f"/bitstream/handle/10255/shelf.{key}.v1/1/plots.csv")
    pages[f"/resource/{doi}"] = DS.page(
        title,
        (
            f'<h1>{escape(title)}</h1><p class="doi">{doi}</p><h2>Files in this package</h2>{files_}'
            f'<p>Cite: <a href="/resource/{doi}/citation.ris">RIS</a> '
            f'<a href="/resource/{doi}/mets.xml">METS</a></p>{extra}'
            f"<aside><h2>More from this lab</h2>{others}</aside>"
        ),
    )
    return pages, bitstreams


def ds_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for key in DS_RECORDS:
        own, bitstreams = _ds_parts(key)
        pages.update(own)
        for b in bitstreams:
            pages[b] = binary(b, "text/csv" if b.endswith(".csv") else "application/octet-stream")
    DS.home_main = "<h1>Norrvik Data Shelf</h1><h2>Recently published</h2>" + ul(
        [(f"/resource/{_ds_doc(k)}", _ds_doc(k)) for k in DS_RECORDS]
    )
    return [DS.site(pages)]


def _ds_case(name: str, key: str, detail: str, other: str) -> Case:
    own, bitstreams = _ds_parts(key)
    return case(
        name,
        f"thesis data repository ({detail})",
        "Multi-Hop",
        # Dryad's shape (Fig. 7): every metadata page carries the title, the data files do
        # not and hang one hop off them -> Significant String from Title+ with Ignored URIs
        "sig_title_plus_ignored",
        DS.url(f"/resource/{_ds_doc(key)}"),
        [DS.url(p) for p in [*own, *bitstreams]],
        ds_build,
        others=[DS.url(f"/resource/{_ds_doc(other)}")],
    )


# ------------------------------------------------ project workspace (OSF-like)

OB = Chrome(
    "projects.openbench-hub.hx74.example",
    "OpenBench",
    [("/search", "Search"), ("/support", "Support"), ("/donate", "Donate")],
    [("/terms", "Terms of Use"), ("/privacy", "Privacy Policy"), ("/status", "Status")],
    title_format="{name} | {title}",
    home_title="OpenBench | Home",
    login="/login",
)
OB_PROJECTS = {
    "k7q2m": ("Role of stream temperature in caddisfly emergence", ["counts.csv", "README.md"], []),
    "r4d9z": (
        "Replication of the lexical decision priming effect",
        ["stimuli.csv", "analysis.R", "prereg.md", "results.csv"],
        ["materials", "analysis"],
    ),
    "p2w6c": ("Soundscape recordings from peri-urban wetlands", ["index.csv"], []),
}


def _ob_parts(key: str) -> dict[str, PageValue]:
    title, files, comps = OB_PROJECTS[key]
    out: dict[str, PageValue] = {}
    fl = []
    for n, f in enumerate(files):
        fid = f"{key}{n:02d}f"
        fl.append((f"/{key}/files/osfstorage/{fid}/", f))
        out[f"/{key}/files/osfstorage/{fid}/"] = OB.page(
            f"{title} - {f}",
            (
                f'<nav class="crumbs">{escape(title)} / Files / {escape(f)}</nav>'
                f'<a href="/download/{fid}/">Download</a>'
            ),
        )
        out[f"/download/{fid}/"] = text_file(f"# {title}\n# file: {f}\n1,2,3\n")
    out[f"/{key}/files/"] = OB.page(f"{title} - Files", f"<h1>{escape(title)}: Files</h1>{ul(fl)}")
    out[f"/{key}/wiki/home/"] = OB.page(f"{title} - Wiki", f"<h1>Wiki</h1><p>{escape(title)}.</p>")
    sub = []
    for c in comps:
        cid = f"{key}{c[:3]}"
        sub.append((f"/{cid}/", c.title()))
        out[f"/{cid}/"] = OB.page(
            f"{title} - {c}",
            (f'<p class="parent">Component of {escape(title)}</p><h1>{c.title()}</h1>'),
        )
    contrib = ul([("/profile/u81hd/", "A. Lindqvist")])
    out[f"/{key}/"] = OB.page(
        title,
        (
            f'<h1>{escape(title)}</h1>{contrib}<ul class="tabs"><li><a href="/{key}/files/">Files'
            f'</a></li><li><a href="/{key}/wiki/home/">Wiki</a></li></ul>'
            f"<h2>Components</h2>{ul(sub)}"
            f"<h2>Linked projects</h2>{ul([(f'/{k}/', k) for k in OB_PROJECTS if k != key][:1])}"
        ),
    )
    return out


def ob_build() -> list[Site]:
    pages: dict[str, PageValue] = {"/profile/u81hd/": OB.page("A. Lindqvist", "<h1>Profile</h1>")}
    for key in OB_PROJECTS:
        pages.update(_ob_parts(key))
    OB.home_main = "<h1>Open science, one project at a time</h1>"
    return [OB.site(pages)]


def _ob_case(name: str, key: str, detail: str) -> Case:
    other = [k for k in OB_PROJECTS if k != key][0]
    return case(
        name,
        f"project workspace ({detail})",
        "Multi-Hop",
        # OSF (Fig. 8): "OpenBench | " leads every title; stripped of the part shared with the
        # homepage's title, the project title is in every page and file of the project ->
        # Significant String from Filtered Title
        "sig_filtered_title",
        OB.url(f"/{key}/"),
        [OB.url(p) for p in _ob_parts(key)],
        ob_build,
        others=[OB.url(f"/{other}/")],
    )


# ------------------------------------------------ survey data archive (Dataverse-like)

DV = Chrome(
    "dataverse.norrvik-survey.hx74.example",
    "Norrvik Survey Dataverse",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About")],
    title_format="{title} | {name}",
    home_title="Home | Norrvik Survey Dataverse",
    login="/loginpage.xhtml",
)
DV_SETS = {
    "QX7T2A": (
        "Commuting household panel, wave 3",
        {"2201": "panel_w3.tab", "2202": "codebook.txt"},
        ["1.0"],
    ),
    "M3LP9C": (
        "Student wellbeing survey 2025",
        {
            "3310": "responses.tab",
            "3311": "questionnaire.txt",
            "3312": "weights.tab",
            "3313": "readme.txt",
        },
        ["1.0", "2.0"],
    ),
    "Z9RR1E": ("Voter turnout in small municipalities 2022", {"1990": "turnout.tab"}, ["1.0"]),
}


def _dv_pid(key: str) -> str:
    return f"doi:10.70111/DVN/{key}"


def _dv_parts(key: str) -> dict[str, PageValue]:
    title, files, versions = DV_SETS[key]
    pid = _dv_pid(key)
    out: dict[str, PageValue] = {}
    fl = []
    for fid, f in files.items():
        page = f"/file.xhtml?fileId={fid}&version={versions[-1]}"
        fl.append((page, f))
        out[page] = DV.page(
            f,
            (
                f"<h1>{escape(f)}</h1><p>This file is part of "
                f'&quot;{escape(title)}&quot;.</p><a href="/api/access/datafile/{fid}">Access file</a>'
            ),
        )
        out[f"/api/access/datafile/{fid}"] = text_file(
            f"# {title}\n# {f}\nid\tvalue\n1\t0.5\n", "text/tab-separated-values"
        )
    vl = [(f"/dataset.xhtml?persistentId={pid}&version={v}", f"Version {v}") for v in versions[:-1]]
    for p, v in vl:
        out[p] = DV.page(title, f"<h1>{escape(title)}</h1><p>{v} (deaccessioned view).</p>")
    exp = f"/api/datasets/export?exporter=ddi&persistentId={pid}"
    out[exp] = text_file(f"<codeBook><titl>{escape(title)}</titl></codeBook>\n", "application/xml")
    out[f"/dataset.xhtml?persistentId={pid}"] = DV.page(
        title,
        (
            f'<h1 id="title">{escape(title)}</h1><p>{pid}</p><div id="files">{ul(fl)}</div>'
            f'<div id="versions">{ul(vl)}</div><p><a href="{escape(exp)}">Export metadata (DDI)</a></p>'
            '<p><a href="/dataverse/norrvik-social">Norrvik Social Research dataverse</a></p>'
        ),
    )
    return out


def dv_build() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataverse/norrvik-social": DV.page(
            "Norrvik Social Research",
            "<h1>Norrvik Social Research</h1>"
            + ul([(f"/dataset.xhtml?persistentId={_dv_pid(k)}", _dv_pid(k)) for k in DV_SETS]),
        )
    }
    for key in DV_SETS:
        pages.update(_dv_parts(key))
    return [DV.site(pages)]


def _dv_case(name: str, key: str, detail: str) -> Case:
    return case(
        name,
        f"survey data archive ({detail})",
        "Multi-Hop",
        # Dataverse in the seed's table: filtered title, taken from the end ("... | Norrvik
        # Survey Dataverse"); file pages and files all name the dataset ->
        # Significant String from Filtered Title
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={_dv_pid(key)}"),
        [DV.url(p) for p in _dv_parts(key)],
        dv_build,
        others=[DV.url("/dataverse/norrvik-social")],
    )


# ------------------------------------------------ public lab notebook (ELN share pages)

NB = Chrome(
    "eln.verdant-lab.hx74.example",
    "Verdant Lab Open Notebook",
    [("/experiments", "Experiments"), ("/protocols", "Protocols"), ("/people", "People")],
    [("/about", "About the notebook"), ("/license", "CC BY 4.0")],
    title_format="{title}",
)
NB_EXPS = {
    "2026-041": ("Protein yield under cold shock, fourth run", ["plate-reader.csv"], 3310, False),
    "2026-057": (
        "Chlorophyll fluorescence in shaded Arabidopsis mutants",
        ["fluor-day1.csv", "fluor-day2.csv", "fluor-day3.csv", "genotypes.txt"],
        3402,
        True,
    ),
    "2026-040": ("Protein yield under cold shock, third run", ["plate-reader.csv"], 3309, False),
}


def _nb_parts(exp: str) -> dict[str, PageValue]:
    title, atts, proto, rich = NB_EXPS[exp]
    out: dict[str, PageValue] = {}
    links = []
    for n, a in enumerate(atts):
        aid = f"/files/att-{proto}{n}.{a.rsplit('.', 1)[1]}"
        links.append((aid, a))
        out[aid] = text_file(f"# experiment: {title}\n# attachment: {a}\nwell,od\nA1,0.41\n")
    out[f"/protocols/view/{proto}"] = NB.page(
        f"Protocol for {title}", (f"<h1>Protocol</h1><p>Used in: {escape(title)}</p>")
    )
    extra = []
    if rich:
        half = len(links) // 2
        out[f"/experiments/{exp}?attachments=2"] = NB.page(
            title + " (attachments, page 2)",
            (f"<h1>{escape(title)}</h1><h2>Attachments, page 2</h2>{ul(links[half:])}"),
        )
        links = links[:half] + [(f"/experiments/{exp}?attachments=2", "More attachments")]
        for s in ("s1", "s2"):
            p = f"/samples/{exp}-{s}"
            extra.append((p, f"Sample {s}"))
            out[p] = NB.page(f"Sample {s}", f"<h1>Sample {s}</h1><p>From {escape(title)}.</p>")
    prev = [e for e in NB_EXPS if e != exp][-1]
    out[f"/experiments/{exp}"] = NB.page(
        title,
        (
            f"<h1>{escape(title)}</h1><p>Entry {exp}</p><h2>Attachments</h2>{ul(links)}"
            f'<p><a href="/protocols/view/{proto}">Protocol</a></p>{ul(extra)}'
            f'<p>See also <a href="/experiments/{prev}">entry {prev}</a> · '
            '<a href="/people/r-achterberg">R. Achterberg</a></p>'
        ),
    )
    return out


def nb_build() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/people/r-achterberg": NB.page("R. Achterberg", "<h1>R. Achterberg</h1>")
    }
    for exp in NB_EXPS:
        pages.update(_nb_parts(exp))
    return [NB.site(pages)]


def _nb_case(name: str, exp: str, detail: str) -> Case:
    prev = [e for e in NB_EXPS if e != exp][-1]
    return case(
        name,
        f"public lab notebook ({detail})",
        "Multi-Hop",
        # the <title> is the entry's title alone and every member (protocol, attachments,
        # samples) repeats it, under no common path -> Significant String from Title
        "sig_title",
        NB.url(f"/experiments/{exp}"),
        [NB.url(p) for p in _nb_parts(exp)],
        nb_build,
        others=[NB.url(f"/experiments/{prev}")],
    )


CASES: list[Case] = [
    _ds_case("ds-pollinators", "k3m9p", "one data file", "b5n1r"),
    _ds_case("ds-birch-frost", "w8t2x", "four files and a superseded version", "b5n1r"),
    _ob_case("ob-caddisfly", "k7q2m", "project with two files and a wiki"),
    _ob_case("ob-priming-replication", "r4d9z", "project with components and four files"),
    _dv_case("dv-commuting-panel", "QX7T2A", "dataset with two files"),
    _dv_case("dv-wellbeing", "M3LP9C", "second version, four files and an older version"),
    _nb_case("nb-cold-shock", "2026-041", "experiment with one attachment"),
    _nb_case("nb-chlorophyll", "2026-057", "experiment with paged attachments and samples"),
]
