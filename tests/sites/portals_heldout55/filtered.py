"""heldout55's filtered-title portals: a collections-research workspace (OSF-shaped, the site
name in front of every title) and a museum data repository (Dataverse-shaped, the site name
at the end).

Seed reasoning: the entry's <title> carries the portal's name, which the artifact's objects
do not repeat, so the significant string is the title with the part it shares with the
homepage's title removed — from the start for OSF, from the end for Dataverse: Significant
String from Filtered Title.  Every page, file and export of the project or dataset carries
the filtered title; the chrome and other records do not.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, dl, host, text, ul

# ---------------------------------------------------------------------------------------
# Specula: project workspaces for collections research (projects, components, files, wiki).

SPEC = host("hub", "speculaworks")
_PROJECTS = {
    "k7w2p": {
        "title": "Lichen transplants on the museum roof, 2019-2021",
        "folders": {"": ["f3n8q", "f3n8r"]},
        "components": [],
        "wiki": ["home"],
        "linked": "z2d6c",
    },
    "r5t1x": {
        "title": "Tracing the Pell collection: provenance of 1880s bird skins",
        "folders": {
            "": ["a1b2c"],
            "ledgers": ["a1b2d", "a1b2e", "a1b2f"],
            "photos": ["a1b2g", "a1b2h"],
        },
        "components": ["m4r9t", "m4r9u"],
        "wiki": ["home", "methods", "sources"],
        "linked": "z9y8x",
    },
}
_COMPONENTS = {"m4r9t": "Ledger transcription", "m4r9u": "Isotope sampling"}
_LINKED = {"z2d6c": "Urban lichen survey of Eastport", "z9y8x": "Victorian dealers database"}


def _spec_paths(pid: str) -> list[str]:
    p = _PROJECTS[pid]
    out = [f"/{pid}/", f"/{pid}/files/", f"/{pid}/metadata/?format=datacite-json"]
    for folder, files in p["folders"].items():
        if folder:
            out.append(f"/{pid}/files/osfstorage/{folder}/")
        for f in files:
            out += [f"/{f}/", f"/download/{f}/"]
    out += [f"/{pid}/wiki/{w}/" for w in p["wiki"]]
    out += [f"/{c}/" for c in p["components"]]
    return out


def _spec_sites() -> list[Site]:
    ch = Chrome(
        SPEC,
        "Specula",
        nav=[
            ("/dashboard", "My projects"),
            ("/explore", "Explore"),
            ("/institutions", "Institutions"),
            ("/support", "Support"),
        ],
        footer=[
            ("/terms", "Terms of use"),
            ("/privacy", "Privacy"),
            ("/status", "Status"),
            ("/api", "API"),
        ],
        home_title="Specula",
        accent="#214762",
        signin=(("/login", "Sign in"), ("/register", "Sign up free")),
    )
    pages: dict[str, object] = {}
    for pid, p in _PROJECTS.items():
        title = str(p["title"])
        t = escape(title)
        wiki = list(p["wiki"])
        comps = list(p["components"])
        tabs = ul(
            [(f"/{pid}/", "Overview"), (f"/{pid}/files/", "Files"), (f"/{pid}/wiki/home/", "Wiki")],
            "tabs",
        )
        head = f'<p class="project">Project: <a href="/{pid}/">{t}</a></p>'
        linked = str(p["linked"])
        overview = (
            f"<h1>{t}</h1>{tabs}"
            + dl(
                [
                    ("Contributors", '<a href="/profile/u8841/">D. Okonkwo</a>'),
                    ("License", "CC-By Attribution 4.0"),
                ]
            )
            + (
                ("<h2>Components</h2>" + ul([(f"/{c}/", _COMPONENTS[c]) for c in comps]))
                if comps
                else ""
            )
            + '<h2>Citation</h2><p><a href="'
            + f"/{pid}/metadata/?format=datacite-json"
            + '">Metadata (DataCite JSON)</a></p>'
            + f'<h2>Linked projects</h2><ul><li><a href="/{linked}/">{escape(_LINKED[linked])}</a></li></ul>'
        )
        pages[f"/{pid}/"] = ch.page(title, overview)
        pages[f"/{pid}/metadata/?format=datacite-json"] = text(
            f'{{"titles": [{{"title": "{title}"}}]}}\n', "application/json"
        )
        folders = p["folders"]
        rows = []
        for folder, files in folders.items():
            if folder:
                rows.append((f"/{pid}/files/osfstorage/{folder}/", f"{folder}/"))
                pages[f"/{pid}/files/osfstorage/{folder}/"] = ch.page(
                    f"{title}: {folder}",
                    f"{head}<h1>{folder}</h1>{tabs}" + ul([(f"/{f}/", f"{f}.csv") for f in files]),
                )
            else:
                rows += [(f"/{f}/", f"{f}.csv") for f in files]
            for f in files:
                pages[f"/{f}/"] = ch.page(
                    f"{f}.csv",
                    f'{head}<h1>{f}.csv</h1><p><a href="/download/{f}/">Download</a> · version 1</p>',
                )
                pages[f"/download/{f}/"] = text(f"# {title}\nspecimen,value\n", "text/csv")
        pages[f"/{pid}/files/"] = ch.page(
            f"{title}: files", f"{head}<h1>Files</h1>{tabs}" + ul(rows)
        )
        wl = ul([(f"/{pid}/wiki/{w}/", w.title()) for w in wiki])
        for w in wiki:
            pages[f"/{pid}/wiki/{w}/"] = ch.page(
                f"{title}: wiki {w}", f"{head}<h1>{w.title()}</h1>{tabs}{wl}"
            )
        for c in comps:
            pages[f"/{c}/"] = ch.page(
                _COMPONENTS[c],
                f'<p class="parent">Component of <a href="/{pid}/">{t}</a></p><h1>{_COMPONENTS[c]}</h1>',
            )
        pages[f"/{linked}/"] = ch.page(_LINKED[linked], f"<h1>{escape(_LINKED[linked])}</h1>")
    pages["/profile/u8841/"] = ch.page("D. Okonkwo", "<h1>D. Okonkwo</h1>")
    return [ch.site(pages)]


def _spec_case(name: str, pid: str) -> Case:
    return Case(
        name=name,
        imitates=f"collections research workspace (project {_PROJECTS[pid]['title']})",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{SPEC}/{pid}/",
        truth=frozenset(f"http://{SPEC}{p}" for p in _spec_paths(pid)),
        build=_spec_sites,
        others=frozenset({f"http://{SPEC}/{_PROJECTS[pid]['linked']}/"}),
    )


# ---------------------------------------------------------------------------------------
# Ichthyoteca Data Repository: a fish-collection department's Dataverse-shaped repository.

ICH = host("data", "ichthyoteca")
_REPO = "Ichthyoteca Data Repository"
_DATASETS = {
    "doi:10.55090/ICH/QX1K2P": {
        "title": "Radiographs and meristic counts of Salmo trutta lectotypes",
        "files": {2201: "meristics.csv", 2202: "README.txt"},
        "versions": ["1.0"],
        "related": "doi:10.55090/ICH/QX1K2Q",
    },
    "doi:10.55090/ICH/VB7T3M": {
        "title": "Tissue sample register of the Ichthyoteca frozen collection, 2005-2020",
        "files": {
            3301: "register_2005_2012.csv",
            3302: "register_2013_2020.csv",
            3303: "codebook.txt",
            3304: "freezer_map.txt",
            3305: "README.txt",
        },
        "versions": ["1.0", "2.0", "2.1"],
        "related": "doi:10.55090/ICH/VB7T3N",
    },
}
_RELATED_DS = {
    "doi:10.55090/ICH/QX1K2Q": "Radiographs of Salmo salar paratypes",
    "doi:10.55090/ICH/VB7T3N": "DNA barcodes of the frozen collection",
}
_EXPORTERS = ["dataverse_json", "ddi", "schema.org"]


def _ds_paths(pid: str) -> list[str]:
    ds = _DATASETS[pid]
    out = [f"/dataset.xhtml?persistentId={pid}"]
    out += [f"/dataset.xhtml?persistentId={pid}&version={v}" for v in ds["versions"]]
    out += [f"/api/datasets/export?exporter={e}&persistentId={pid}" for e in _EXPORTERS]
    latest = list(ds["versions"])[-1]
    for fid in ds["files"]:
        out += [f"/file.xhtml?fileId={fid}&version={latest}", f"/api/access/datafile/{fid}"]
    return out


def _ich_sites() -> list[Site]:
    ch = Chrome(
        ICH,
        _REPO,
        nav=[
            ("/dataverse/root", "Collections"),
            ("/dataverse/root?q=&types=datasets", "Datasets"),
            ("/guides/user", "User guide"),
            ("/support", "Support"),
        ],
        footer=[("/about", "About"), ("/privacy", "Privacy policy"), ("/guides/api", "API guide")],
        title_format="{title} | {name}",
        home_title=_REPO,
        cdn_css="http://cdn.staticmoth.test/npm/bulma@0.9.4/css/bulma.min.css",
        accent="#8a2d17",
        signin=(
            ("/loginpage.xhtml", "Log in"),
            ("/dataverseuser.xhtml?editMode=CREATE", "Sign up"),
        ),
    )
    pages: dict[str, object] = {
        "/dataverse/ich-collections": ch.page(
            "Fish collection datasets",
            "<h1>Fish collection datasets</h1><p>14 datasets. Use the search to browse them.</p>",
        ),
    }
    for pid, ds in _DATASETS.items():
        title = str(ds["title"])
        t = escape(title)
        versions = list(ds["versions"])
        files = dict(ds["files"])
        latest = versions[-1]
        ds_url = f"/dataset.xhtml?persistentId={pid}"
        crumbs = [("/dataverse/ich-collections", "Fish collection datasets")]
        file_rows = ul(
            [(f"/file.xhtml?fileId={fid}&version={latest}", name) for fid, name in files.items()]
        )
        exports = ul(
            [(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in _EXPORTERS]
        )
        vers = ul([(f"{ds_url}&version={v}", f"Version {v}") for v in versions])
        rel = str(ds["related"])
        main = (
            f"<h1>{t}</h1><p class='cite'>Hallberg, S., 2023, &quot;{t}&quot;, https://doi.test/{pid[4:]}, {_REPO}, V{latest}</p>"
            f"<h2>Files</h2>{file_rows}<h2>Export metadata</h2>{exports}<h2>Versions</h2>{vers}"
            f'<h2>Related datasets</h2><ul><li><a href="/dataset.xhtml?persistentId={rel}">{escape(_RELATED_DS[rel])}</a></li></ul>'
        )
        page = ch.page(title, main, crumbs=crumbs)
        pages[ds_url] = page
        for v in versions:
            pages[f"{ds_url}&version={v}"] = ch.page(
                title, main.replace(f"V{latest}", f"V{v}"), crumbs=crumbs
            )
        for e in _EXPORTERS:
            pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = text(
                f'{{"title": "{title}", "exporter": "{e}"}}\n', "application/json"
            )
        for fid, name in files.items():
            pages[f"/file.xhtml?fileId={fid}&version={latest}"] = ch.page(
                f"{name}",
                f'<p>File of <a href="{ds_url}">{t}</a></p><h1>{escape(name)}</h1><p><a href="/api/access/datafile/{fid}">Access file</a></p>',
                crumbs=crumbs,
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                f"# {title}\n# file: {name}\ncol_a,col_b\n", "text/plain"
            )
        pages[f"/dataset.xhtml?persistentId={rel}"] = ch.page(
            _RELATED_DS[rel], f"<h1>{escape(_RELATED_DS[rel])}</h1>"
        )
    return [ch.site(pages)]


def _ds_case(name: str, pid: str) -> Case:
    return Case(
        name=name,
        imitates=f"museum dataverse repository (dataset {pid})",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{ICH}/dataset.xhtml?persistentId={pid}",
        truth=frozenset(f"http://{ICH}{p}" for p in _ds_paths(pid)),
        build=_ich_sites,
        others=frozenset({f"http://{ICH}/dataset.xhtml?persistentId={_DATASETS[pid]['related']}"}),
    )


CASES = [
    # OSF-shaped: "Specula | <project>" titles, the homepage titled "Specula"; files live at
    # their own short ids (/f3n8q/) and downloads under /download/, each naming the project:
    # Significant String from Filtered Title (prefix removed).
    _spec_case("specula-lichen-transplants", "k7w2p"),
    # Harder: two folders, six files, two components, three wiki pages.
    _spec_case("specula-pell-provenance", "r5t1x"),
    # Dataverse-shaped: "<dataset> | Ichthyoteca Data Repository", file pages, access URLs,
    # metadata exports and versions all carry the dataset title; the seed's Dataverse row:
    # Filtered Title, filtered from the end.
    _ds_case("ichthyoteca-trout-lectotypes", "doi:10.55090/ICH/QX1K2P"),
    # Harder: five files, three versions.
    _ds_case("ichthyoteca-tissue-register", "doi:10.55090/ICH/VB7T3M"),
]
