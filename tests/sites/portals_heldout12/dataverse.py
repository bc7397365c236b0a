"""A university's Dataverse 6 installation ("Halvern Dataverse") and its DOI resolver.

Dataverse shapes: ``/dataset.xhtml?persistentId=doi:<prefix>/<id>``, file pages
``/file.xhtml?fileId=<n>&version=<v>``, downloads ``/api/access/datafile/<n>`` (tabular
files also ``?format=original``), "Download all" ``/api/access/dataset/:persistentId/?
persistentId=...``, metadata exports ``/api/datasets/export?exporter=<x>&persistentId=...``.
Every page title ends in " - Halvern Dataverse" (the seed: Dataverse filters the title from
its end), and every file page names the dataset it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import ANALYTICS, CC0, a, binary, csv_file, pdf_file, text_file

HALVERN = Portal(
    host="dataverse.univ-halvern.hx12.example",
    name="Halvern Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Add Data"),
        ("/about", "About"),
        ("http://guides.dataverse.test/en/6.5/user/", "User Guide"),
        ("/support", "Support"),
    ],
    footer=[
        ("http://www.univ-halvern.hx12.example/privacy", "Privacy Policy"),
        ("http://dataverse.test/", "Powered by Dataverse v. 6.5"),
    ],
    title_format="{title} - Halvern Dataverse",
    home_title="Halvern Dataverse",
)
RESOLVER = "doi.pid-halvern.hx12.example"
PREFIX = "10.70112/HLV"


@dataclass(frozen=True)
class DvFile:
    file_id: int
    name: str
    body: Response
    tabular: bool = False


@dataclass(frozen=True)
class Dataset:
    pid: str  # e.g. "QX7T2B"
    title: str
    version: str
    collection: tuple[str, str]  # (alias, name)
    files: tuple[DvFile, ...]
    older: tuple[str, ...] = ()  # earlier version numbers (their own snapshots)

    @property
    def doi(self) -> str:
        return f"doi:{PREFIX}/{self.pid}"

    @property
    def landing(self) -> str:
        return f"/dataset.xhtml?persistentId={self.doi}"

    def file_page(self, f: DvFile) -> str:
        return f"/file.xhtml?fileId={f.file_id}&version={self.version}"

    def downloads(self, f: DvFile) -> list[str]:
        base = f"/api/access/datafile/{f.file_id}"
        return [base, base + "?format=original"] if f.tabular else [base]

    @property
    def download_all(self) -> str:
        return f"/api/access/dataset/:persistentId/?persistentId={self.doi}"

    @property
    def exports(self) -> list[str]:
        return [
            f"/api/datasets/export?exporter={x}&persistentId={self.doi}"
            for x in ("dataverse_json", "schema.org", "ddi")
        ]


def _dataset_pages(ds: Dataset) -> dict[str, PageValue]:
    p = HALVERN
    rows = ""
    for f in ds.files:
        dls = " ".join(
            a(u, "Original file format" if "original" in u else "Download") for u in ds.downloads(f)
        )
        rows += f"<tr><td>{a(ds.file_page(f), f.name)}</td><td>{dls}</td></tr>"
    older = "".join(
        f"<tr><td>{a(ds.landing + '&version=' + v, 'Version ' + v)}</td></tr>" for v in ds.older
    )
    exports = "".join(f"<li>{a(u, u.split('exporter=')[1].split('&')[0])}</li>" for u in ds.exports)
    main = f"""<div id="dataverseHeader">{a("/dataverse/" + ds.collection[0], ds.collection[1])}</div>
<h1 id="title">{ds.title}</h1>
<div class="citation">{ds.title}, https://doi.org/{PREFIX}/{ds.pid}, Halvern Dataverse, V{ds.version}</div>
<div class="btn-group">{a(ds.download_all, "Access Dataset: Download ZIP")}</div>
<div class="dropdown"><span>Export Metadata</span><ul>{exports}</ul></div>
<ul class="nav-tabs"><li>Files</li><li>Metadata</li><li>Terms</li><li>Versions</li></ul>
<table id="filesTable">{rows}</table>
<div id="terms">{a(CC0, "CC0 1.0")}</div>
<table id="versionsTable"><tr><td>Version {ds.version} (this version)</td></tr>{older}</table>"""
    pages: dict[str, PageValue] = {
        ds.landing: p.page(ds.title, main, head=ANALYTICS, share=p.url(ds.landing))
    }
    for f in ds.files:
        fmain = f"""<h1>{f.name}</h1>
<p>This file is part of "{a(ds.landing, ds.title)}"</p>
<div class="citation">{ds.title}, https://doi.org/{PREFIX}/{ds.pid}, Halvern Dataverse, V{ds.version}; {f.name}</div>
{" ".join(a(u, "Access File") for u in ds.downloads(f))}
<p>{a(CC0, "CC0 1.0")}</p>"""
        pages[ds.file_page(f)] = p.page(f.name, fmain)
        for u in ds.downloads(f):
            pages[u] = f.body
    pages[ds.download_all] = binary("application/zip", 200)
    for u in ds.exports:
        pages[u] = text_file(
            f'{{"title": "{ds.title}", "persistentUrl": "{ds.doi}"}}', "application/json"
        )
    for v in ds.older:
        old = f"<h1>{ds.title}</h1><p>Version {v}. {a(ds.landing, 'View the latest version')}</p>"
        pages[ds.landing + "&version=" + v] = p.page(ds.title, old)
    return pages


POLLING = Dataset(
    pid="QX7T2B",
    title="Replication Data for: Regional newspaper closures and turnout in municipal elections, 1998-2022",
    version="2.1",
    collection=("polsci", "Halvern Department of Political Science Dataverse"),
    files=(
        DvFile(48211, "closures_turnout_panel.tab", csv_file("muni,year,closure,turnout"), True),
        DvFile(48212, "codebook.pdf", pdf_file("Codebook", "Variables")),
        DvFile(48213, "replication_models.R", text_file("library(fixest)\n")),
        DvFile(48214, "README.txt", text_file("Replication package\n")),
    ),
    older=("2.0", "1.0"),
)
SOILS = Dataset(
    pid="8MRD3Z",
    title="Soil organic carbon stocks under long-term no-till, Halvern experimental farm",
    version="1.0",
    collection=("agro", "Halvern Agroecology Lab"),
    files=(
        DvFile(51730, "soc_stocks_2005_2024.tab", csv_file("plot,year,depth,soc"), True),
        DvFile(51731, "plot_map.png", binary("image/png", 90)),
        DvFile(51732, "methods.pdf", pdf_file("Methods", "Sampling")),
    ),
)
OTHER = Dataset(
    pid="T4W0NE",
    title="Halvern municipal election returns, 1998-2022",
    version="1.0",
    collection=POLLING.collection,
    files=(DvFile(47001, "returns.tab", csv_file("muni,year,votes"), True),),
)


def halvern_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for ds in (POLLING, SOILS, OTHER):
        pages.update(_dataset_pages(ds))
    coll = "".join(f"<li>{a(ds.landing, ds.title)}</li>" for ds in (POLLING, OTHER))
    pages["/dataverse/polsci"] = HALVERN.page(
        POLLING.collection[1], f"<h1>{POLLING.collection[1]}</h1><ul>{coll}</ul>"
    )
    pages["/dataverse/agro"] = HALVERN.page(
        SOILS.collection[1], f"<ul><li>{a(SOILS.landing, SOILS.title)}</li></ul>"
    )
    resolver = Site(RESOLVER)
    resolver.add(f"/{PREFIX}/{SOILS.pid}", Response.redirect(HALVERN.url(SOILS.landing), 302))
    resolver.add(f"/{PREFIX}/{POLLING.pid}", Response.redirect(HALVERN.url(POLLING.landing), 302))
    return [HALVERN.site(pages), resolver]


def _truth(ds: Dataset) -> frozenset[str]:
    uris = [ds.landing, ds.download_all, *ds.exports]
    for f in ds.files:
        uris += [ds.file_page(f), *ds.downloads(f)]
    return frozenset(HALVERN.url(u) for u in uris)


IMITATES = "Dataverse 6 (university installation)"
CASES = [
    # The seed's Dataverse row: Significant String from Filtered Title (from the end: " -
    # Halvern Dataverse").  Truth: the dataset page, each file page, each download (both
    # formats of the ingested table), Download ZIP and the metadata exports, all specific to
    # this dataset.  Older versions are their own snapshots (others), as is the collection's
    # other dataset reached through the collection page (not linked here).
    Case(
        name="dataverse-replication-package",
        imitates=IMITATES,
        artifact_class="dataset",
        expected="sig_filtered_title",
        entry=HALVERN.url(POLLING.landing),
        truth=_truth(POLLING),
        build=halvern_sites,
        others=frozenset(HALVERN.url(f"{POLLING.landing}&version={v}") for v in POLLING.older),
    ),
    # Entered through the DOI resolver: the redirect is not part of the artifact.
    Case(
        name="dataverse-doi-entry",
        imitates=IMITATES,
        artifact_class="dataset",
        expected="sig_filtered_title",
        entry=f"http://{RESOLVER}/{PREFIX}/{SOILS.pid}",
        truth=_truth(SOILS),
        build=halvern_sites,
        landing=HALVERN.url(SOILS.landing),
    ),
]
