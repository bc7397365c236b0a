"""Data portals: a city's CKAN 2.10 (files on the open-data file host), a university's
Figshare for institutions (files on its ndownloader host), a Dryad-style data repository.

CKAN: ``/dataset/<name>``, ``/dataset/<name>/resource/<uuid>``, uploads
``/dataset/<id>/resource/<uuid>/download/<file>``, DCAT exports ``/dataset/<name>.rdf|.ttl``.
Figshare: ``/articles/<type>/<slug>/<id>``, ``/articles/<type>/<slug>/<id>/<version>``,
``http://ndownloader.../files/<fid>`` and ``/ndownloader/articles/<id>/versions/<v>``.
Dryad: ``/stash/dataset/doi:<doi>``, file pages ``/stash/file/<fid>``, downloads
``/stash/downloads/file_stream/<fid>`` and ``/stash/downloads/download_resource/<rid>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import (
    ANALYTICS,
    CC0,
    CC_BY,
    a,
    binary,
    csv_file,
    pdf_file,
    text_file,
    zip_file,
)

# --- CKAN 2.10 ------------------------------------------------------------------------------

OSTMARK = Portal(
    host="data.city-ostmark.hx12.example",
    name="Ostmark Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About Ostmark Open Data"),
        ("/api/3", "CKAN API"),
        ("http://ckan.test/", "Powered by CKAN"),
        ("http://www.city-ostmark.hx12.example/impressum", "Impressum"),
    ],
    title_format="{title} - Datasets - Ostmark Open Data",
    home_title="Welcome - Ostmark Open Data",
)
OSTMARK_FILES = "files.ostmark-opendata.hx12.example"


@dataclass(frozen=True)
class CkanResource:
    rid: str
    name: str
    fmt: str
    url: str  # absolute download URL (file host or CKAN upload)
    body: Response


@dataclass(frozen=True)
class CkanDataset:
    pid: str
    name: str
    title: str
    org: tuple[str, str]
    resources: tuple[CkanResource, ...]
    related: tuple[str, ...] = ()  # names of other datasets mentioned in the description


def _ckan_pages(d: CkanDataset, titles: dict[str, str]) -> dict[str, PageValue]:
    p = OSTMARK
    base = f"/dataset/{d.name}"
    res = "".join(
        f'<li class="resource-item">{a(f"{base}/resource/{r.rid}", r.name, class_="heading")} <span class="format-label">{r.fmt}</span>'
        f'<ul class="dropdown-menu"><li>{a(f"{base}/resource/{r.rid}", "Preview")}</li><li>{a(r.url, "Download")}</li></ul></li>'
        for r in d.resources
    )
    rel = " ".join(a(f"/dataset/{n}", titles[n]) for n in d.related)
    head = '<meta name="generator" content="ckan 2.10.5">' + ANALYTICS
    head += f'<link rel="alternate" type="application/rdf+xml" href="{base}.rdf"><link rel="alternate" type="text/turtle" href="{base}.ttl">'
    main = f"""<div class="module-content"><h1>{d.title}</h1>
<div class="notes"><p>Hourly measurements published by the City of Ostmark. See also {rel}</p></div>
<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">{res}</ul></section>
<section class="tags">{a("/dataset/?tags=environment", "environment")} {a("/dataset/?tags=open-data", "open-data")}</section>
<table class="additional-info"><tr><th>Source</th><td>{a("http://www.city-ostmark.hx12.example/umwelt", "Umweltamt")}</td></tr>
<tr><th>Version</th><td>2025.3</td></tr></table>
<aside>{a("/organization/" + d.org[0], d.org[1])} {a(f"/dataset/groups/{d.name}", "Groups")} {a(f"/dataset/activity/{d.name}", "Activity Stream")}
<p>License: {a(CC_BY, "Creative Commons Attribution")}</p></aside></div>"""
    pages: dict[str, PageValue] = {base: p.page(d.title, main, head=head, share=p.url(base))}
    for r in d.resources:
        rmain = f"""<h1>{r.name}</h1><p>{a(r.url, "Download", class_="btn btn-primary resource-url-analytics")}</p>
<p>URL: {a(r.url, r.url)}</p><p>From the dataset {a(base, d.title)}</p>
<table><tr><th>Format</th><td>{r.fmt}</td></tr><tr><th>License</th><td>{a(CC_BY, "CC BY")}</td></tr></table>
<h3>Resources</h3><ul>{"".join(f"<li>{a(f'{base}/resource/{o.rid}', o.name)}</li>" for o in d.resources)}</ul>
<p>{a(f"/api/3/action/resource_show?id={r.rid}", "Data API")}</p>"""
        pages[f"{base}/resource/{r.rid}"] = p.page(f"{r.name} - {d.title}", rmain, raw_title=False)
        if r.url.startswith(p.origin):
            pages[r.url[len(p.origin) :]] = r.body
    pages[f"{base}.rdf"] = text_file(
        f"<rdf:RDF><dcat:Dataset><dct:title>{d.title}</dct:title></dcat:Dataset></rdf:RDF>",
        "application/rdf+xml",
    )
    pages[f"{base}.ttl"] = text_file(f'<> a dcat:Dataset; dct:title "{d.title}" .\n', "text/turtle")
    pages[f"/dataset/groups/{d.name}"] = p.page(f"Groups - {d.title}", "<h1>Groups</h1>")
    pages[f"/dataset/activity/{d.name}"] = p.page(
        f"Activity Stream - {d.title}", "<h1>Activity</h1>"
    )
    pages[f"/organization/{d.org[0]}"] = p.page(d.org[1], f"<h1>{d.org[1]}</h1>")
    return pages


def _files(path: str) -> str:
    return f"http://{OSTMARK_FILES}{path}"


AIR = CkanDataset(
    pid="7d2f1c9e-3a44-4b0e-9f61-2e8d5c7b1a03",
    name="luftqualitaet-messstationen",
    title="Luftqualität: Messwerte der Messstationen (stündlich)",
    org=("umweltamt", "Umweltamt Ostmark"),
    resources=(
        CkanResource(
            "a1f0c3d2-11aa-4c5e-8b9f-000000000001",
            "Messwerte 2024 (CSV)",
            "CSV",
            _files("/umwelt/luft/messwerte_2024.csv"),
            csv_file("station,zeit,no2,pm10"),
        ),
        CkanResource(
            "a1f0c3d2-11aa-4c5e-8b9f-000000000002",
            "Messwerte 2025 laufend (CSV)",
            "CSV",
            _files("/umwelt/luft/messwerte_2025.csv"),
            csv_file("station,zeit,no2,pm10"),
        ),
        CkanResource(
            "a1f0c3d2-11aa-4c5e-8b9f-000000000003",
            "Stationsverzeichnis (GeoJSON)",
            "GeoJSON",
            _files("/umwelt/luft/stationen.geojson"),
            text_file('{"type":"FeatureCollection","features":[]}', "application/geo+json"),
        ),
        CkanResource(
            "a1f0c3d2-11aa-4c5e-8b9f-000000000004",
            "Methodenbeschreibung (PDF)",
            "PDF",
            OSTMARK.url(
                "/dataset/7d2f1c9e-3a44-4b0e-9f61-2e8d5c7b1a03/resource/a1f0c3d2-11aa-4c5e-8b9f-000000000004/download/methodik_luftmessnetz.pdf"
            ),
            pdf_file("Methodik Luftmessnetz", "Ostmark"),
        ),
    ),
    related=("luftqualitaet-messstationen-archiv-2010-2019",),
)
AIR_ARCHIVE = CkanDataset(
    pid="7d2f1c9e-3a44-4b0e-9f61-2e8d5c7b1a99",
    name="luftqualitaet-messstationen-archiv-2010-2019",
    title="Luftqualität: Archiv der Messwerte 2010-2019",
    org=AIR.org,
    resources=(
        CkanResource(
            "a1f0c3d2-11aa-4c5e-8b9f-000000000010",
            "Archiv 2010-2019 (ZIP)",
            "ZIP",
            _files("/umwelt/luft/archiv_2010_2019.zip"),
            zip_file(["2010.csv", "2019.csv"]),
        ),
    ),
    related=("luftqualitaet-messstationen",),
)
TREES = CkanDataset(
    pid="c0ffee12-5b7a-4e3d-9a1c-8f2e6d4b3a21",
    name="strassenbaumkataster",
    title="Straßenbaumkataster Ostmark",
    org=("gruenflaechenamt", "Grünflächenamt"),
    resources=(
        CkanResource(
            "b2e1d4c3-22bb-4d6f-9c0a-000000000021",
            "Baumkataster (GeoJSON)",
            "GeoJSON",
            _files("/gruen/baeume/baumkataster.geojson"),
            text_file('{"type":"FeatureCollection","features":[]}', "application/geo+json"),
        ),
        CkanResource(
            "b2e1d4c3-22bb-4d6f-9c0a-000000000022",
            "Baumkataster (CSV)",
            "CSV",
            _files("/gruen/baeume/baumkataster.csv"),
            csv_file("baum_id,art,pflanzjahr,lat,lon"),
        ),
        CkanResource(
            "b2e1d4c3-22bb-4d6f-9c0a-000000000023",
            "Datenbeschreibung",
            "PDF",
            _files("/gruen/baeume/datenbeschreibung.pdf"),
            pdf_file("Datenbeschreibung", "Baumkataster"),
        ),
    ),
)


def ostmark_sites() -> list[Site]:
    titles = {d.name: d.title for d in (AIR, AIR_ARCHIVE, TREES)}
    pages: dict[str, PageValue] = {
        "/dataset/": OSTMARK.page(
            "Datasets", "".join(f"<p>{a('/dataset/' + n, t)}</p>" for n, t in titles.items())
        )
    }
    files = Site(OSTMARK_FILES)
    for d in (AIR, AIR_ARCHIVE, TREES):
        pages.update(_ckan_pages(d, titles))
        for r in d.resources:
            if r.url.startswith(f"http://{OSTMARK_FILES}"):
                files.add(r.url[len(f"http://{OSTMARK_FILES}") :], r.body)
    return [OSTMARK.site(pages), files]


def _ckan_truth(d: CkanDataset) -> frozenset[str]:
    base = f"/dataset/{d.name}"
    uris = {OSTMARK.url(u) for u in (base, f"{base}.rdf", f"{base}.ttl")}
    uris |= {OSTMARK.url(f"{base}/resource/{r.rid}") for r in d.resources} | {
        r.url for r in d.resources
    }
    return frozenset(uris)


# --- Figshare for institutions ------------------------------------------------------------

LAKEMOOR = Portal(
    host="researchdata.univ-lakemoor.hx12.example",
    name="Lakemoor University Research Data",
    menu=[
        ("/browse", "Browse"),
        ("/search", "Search"),
        ("/categories", "Categories"),
        ("/account/home", "My data"),
    ],
    footer=[
        ("http://www.univ-lakemoor.hx12.example/research-data-policy", "Research data policy"),
        ("http://figshare.test/", "Powered by figshare"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title}",
    home_title="Lakemoor University Research Data",
)
LAKEMOOR_DL = "ndownloader.lakemoor-files.hx12.example"
LAKEMOOR_DOI = "doi.pid-lakemoor.hx12.example"


@dataclass(frozen=True)
class Article:
    aid: int
    kind: str
    slug: str
    title: str
    version: int
    files: tuple[tuple[int, str], ...]
    authors: tuple[str, ...]
    related: tuple[int, ...] = ()
    older: tuple[int, ...] = ()

    @property
    def path(self) -> str:
        return f"/articles/{self.kind}/{self.slug}/{self.aid}"

    @property
    def download_all(self) -> str:
        return f"http://{LAKEMOOR_DL}/ndownloader/articles/{self.aid}/versions/{self.version}"

    def file_url(self, fid: int) -> str:
        return f"http://{LAKEMOOR_DL}/files/{fid}"


def _figshare_pages(
    art: Article, by_id: dict[int, Article]
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    p = LAKEMOOR
    files = "".join(
        f'<li>{a(art.file_url(fid), name)} <span class="size">2.1 MB</span></li>'
        for fid, name in art.files
    )
    authors = ", ".join(
        a(f"/authors/{n.replace(' ', '_')}/{abs(len(n) * 7919) % 100000}", n) for n in art.authors
    )
    related = "".join(f"<li>{a(by_id[r].path, by_id[r].title)}</li>" for r in art.related)
    versions = " ".join(a(f"{art.path}/{v}", f"Version {v}") for v in art.older)
    main = f"""<div role="main"><h2 class="title">{art.title}</h2><p>{authors}</p>
<div class="file-list"><p>{len(art.files)} files</p><ul>{files}</ul>{a(art.download_all, "Download all (zip)", class_="download-all")}</div>
<p>{art.kind.title()} posted on 2025-03-14, authored by {art.authors[0]}</p>
<p>Versions: {versions} Version {art.version} (current)</p>
<p>Cite: {art.authors[0]} et al. (2025). {art.title}. Lakemoor University. {a(f"http://doi.test/10.70400/lakemoor.{art.aid}.v{art.version}", f"https://doi.org/10.70400/lakemoor.{art.aid}.v{art.version}")}</p>
<p>{a(CC_BY, "CC BY 4.0")}</p>
<h3>Categories</h3><p>{a("/categories/Ecology", "Ecology")}</p>
<h3>Keywords</h3><p>{a("/search?q=:keyword:%20%22peatland%22", "peatland")}</p>
<h3>Usage metrics</h3><p>{a("/browse?institution=Lakemoor", "Lakemoor University")}</p>
<h3>Related</h3><ul>{related}</ul></div>"""
    pages: dict[str, PageValue] = {
        art.path: p.page(art.title, main, head=ANALYTICS, share=p.url(art.path))
    }
    for v in art.older:
        pages[f"{art.path}/{v}"] = p.page(
            art.title, f"<h2>{art.title}</h2><p>Version {v}. {a(art.path, 'Latest version')}</p>"
        )
    dl: dict[str, PageValue] = {
        f"/files/{fid}": (
            pdf_file(art.title, name)
            if name.endswith(".pdf")
            else csv_file("a,b")
            if name.endswith(".csv")
            else binary("application/octet-stream", 90)
        )
        for fid, name in art.files
    }
    dl[f"/ndownloader/articles/{art.aid}/versions/{art.version}"] = zip_file(
        [n for _, n in art.files]
    )
    return pages, dl


PEAT = Article(
    aid=28431907,
    kind="dataset",
    slug="Porewater_methane_and_water-table_records_from_restored_blanket_peatland_Lakemoor_2021-2024_",
    title="Porewater methane and water-table records from restored blanket peatland, Lakemoor (2021-2024)",
    version=2,
    files=(
        (51880231, "methane_porewater_2021-2024.csv"),
        (51880232, "water_table_loggers.csv"),
        (51880233, "site_description.pdf"),
        (51880234, "R_analysis_scripts.zip"),
    ),
    authors=("Catriona Muir", "Dafydd Rhys"),
    related=(27711042,),
    older=(1,),
)
PEAT_PAPER_DATA = Article(
    aid=27711042,
    kind="figure",
    slug="Peatland_restoration_sites_map",
    title="Peatland restoration sites map",
    version=1,
    files=((50210001, "restoration_sites_map.png"),),
    authors=("Dafydd Rhys",),
)
CODE = Article(
    aid=29004417,
    kind="software",
    slug="hydroflux_toolbox_MATLAB_code_for_eddy-covariance_gap-filling",
    title="hydroflux toolbox: MATLAB code for eddy-covariance gap-filling",
    version=1,
    files=((52990101, "hydroflux_toolbox_v1.0.zip"), (52990102, "hydroflux_user_guide.pdf")),
    authors=("Ingrid Solheim",),
    related=(28431907,),
)


def lakemoor_sites() -> list[Site]:
    by_id = {x.aid: x for x in (PEAT, PEAT_PAPER_DATA, CODE)}
    pages: dict[str, PageValue] = {}
    dl = Site(LAKEMOOR_DL)
    for art in by_id.values():
        pg, files = _figshare_pages(art, by_id)
        pages.update(pg)
        for path, body in files.items():
            dl.add(path, body)
    doi = Site(LAKEMOOR_DOI)
    doi.add(f"/10.70400/lakemoor.{CODE.aid}.v1", Response.redirect(LAKEMOOR.url(CODE.path), 302))
    return [LAKEMOOR.site(pages), dl, doi]


def _figshare_truth(art: Article) -> frozenset[str]:
    return frozenset(
        {LAKEMOOR.url(art.path), art.download_all, *(art.file_url(f) for f, _ in art.files)}
    )


# --- Dryad ------------------------------------------------------------------------------------

TAMSIN = Portal(
    host="data.tamsin-datarepo.hx12.example",
    name="Tamsin Data Repository",
    menu=[
        ("/stash/search", "Explore data"),
        ("/stash/our_community", "Our community"),
        ("/stash/submission_process", "Submit data"),
        ("/stash/help", "Help"),
    ],
    footer=[
        ("/stash/terms", "Terms of service"),
        ("/stash/privacy", "Privacy"),
        ("/stash/contact", "Contact us"),
    ],
    title_format="{title}",  # the bare dataset title, "Data from: ..."
    home_title="Tamsin Data Repository | Publish and preserve your data",
)


@dataclass(frozen=True)
class DryadSet:
    doi: str
    rid: int
    title: str
    files: tuple[tuple[int, str], ...]
    article: str
    related: tuple[str, ...] = ()

    @property
    def path(self) -> str:
        return f"/stash/dataset/doi:{self.doi}"


def _dryad_pages(d: DryadSet, by_doi: dict[str, DryadSet]) -> dict[str, PageValue]:
    p = TAMSIN
    rows = "".join(
        f"<li>{a(f'/stash/file/{fid}', name)} {a(f'/stash/downloads/file_stream/{fid}', 'Download', class_='js-individual-dl')}</li>"
        for fid, name in d.files
    )
    related = "".join(f"<li>Dataset: {a(by_doi[r].path, by_doi[r].title)}</li>" for r in d.related)
    main = f"""<h1 class="o-heading__level1">{d.title}</h1>
<p>Cite this dataset: Hallorann, Beatrix et al. (2024). {d.title} [Dataset]. Tamsin Data Repository. {a(f"http://doi.test/{d.doi}", f"https://doi.org/{d.doi}")}</p>
<div class="o-download">{a(f"/stash/downloads/download_resource/{d.rid}", "Download full dataset")}</div>
<section><h2>Abstract</h2><p>Field and laboratory measurements supporting the article {d.article}.</p></section>
<section><h2>Files</h2><ul>{rows}</ul></section>
<section><h2>Related works</h2><ul><li>Primary article: {a("http://doi.test/10.1111/ecol.70013", d.article)}</li>{related}</ul></section>
<section><h2>License</h2>{a(CC0, "CC0 1.0 Universal (CC0 1.0) Public Domain Dedication")}</section>"""
    pages: dict[str, PageValue] = {
        d.path: p.page(d.title, main, head=ANALYTICS, share=p.url(d.path))
    }
    pages[f"/dataset/doi:{d.doi}"] = Response.redirect(p.url(d.path), 301)
    pages[f"/stash/downloads/download_resource/{d.rid}"] = zip_file([n for _, n in d.files])
    for fid, name in d.files:
        fmain = f"""<h1>{name}</h1><p>File from the dataset {a(d.path, d.title)}</p>
<p>{a(f"/stash/downloads/file_stream/{fid}", "Download")}</p><table><tr><th>Size</th><td>184 kB</td></tr></table>"""
        pages[f"/stash/file/{fid}"] = p.page(f"{name} | {d.title}", fmain)
        pages[f"/stash/downloads/file_stream/{fid}"] = (
            csv_file("plot,value")
            if name.endswith(".csv")
            else text_file("Usage notes\n")
            if name.endswith(".txt")
            else binary("application/octet-stream", 70)
        )
    return pages


POLLINATORS = DryadSet(
    doi="10.70577/tamsin.k3m7q2wx",
    rid=318804,
    title="Data from: Urban wildflower strips increase solitary bee nesting but not bumblebee colony growth",
    files=(
        (1942001, "nest_trap_counts.csv"),
        (1942002, "colony_weights.csv"),
        (1942003, "README.txt"),
    ),
    article="Urban wildflower strips increase solitary bee nesting but not bumblebee colony growth",
    related=("10.70577/tamsin.v8n1d0hz",),
)
FLORAL = DryadSet(
    doi="10.70577/tamsin.v8n1d0hz",
    rid=318790,
    title="Data from: Floral resource maps of twelve urban wildflower strips",
    files=((1941701, "floral_maps.gpkg"), (1941702, "README.txt")),
    article="Floral resource maps of twelve urban wildflower strips",
    related=("10.70577/tamsin.k3m7q2wx",),
)


def tamsin_sites() -> list[Site]:
    by_doi = {d.doi: d for d in (POLLINATORS, FLORAL)}
    pages: dict[str, PageValue] = {}
    for d in by_doi.values():
        pages.update(_dryad_pages(d, by_doi))
    return [TAMSIN.site(pages)]


def _dryad_truth(d: DryadSet) -> frozenset[str]:
    uris = {d.path, f"/stash/downloads/download_resource/{d.rid}"}
    uris |= {f"/stash/file/{fid}" for fid, _ in d.files} | {
        f"/stash/downloads/file_stream/{fid}" for fid, _ in d.files
    }
    return frozenset(TAMSIN.url(u) for u in uris)


CASES = [
    # CKAN: resource pages are sub-paths of the dataset page and most downloads live on the
    # city's file host, another registrable domain — the seed's Kaggle kind (dataset pages
    # plus externals): Path-Based with Externals.  Truth: dataset page, its DCAT exports
    # (.rdf/.ttl, linked as alternates), every resource page and every download.  Groups and
    # activity pages are CKAN chrome; the 2010-2019 archive dataset, whose name begins with
    # this one's, is another artifact.
    Case(
        name="ckan-air-quality",
        imitates="CKAN 2.10 (city open data)",
        artifact_class="dataset",
        expected="path_based_externals",
        entry=OSTMARK.url(f"/dataset/{AIR.name}"),
        truth=_ckan_truth(AIR),
        build=ostmark_sites,
        others=frozenset({OSTMARK.url(f"/dataset/{AIR_ARCHIVE.name}")}),
    ),
    Case(
        name="ckan-street-trees",
        imitates="CKAN 2.10 (city open data)",
        artifact_class="dataset",
        expected="path_based_externals",
        entry=OSTMARK.url(f"/dataset/{TREES.name}"),
        truth=_ckan_truth(TREES),
        build=ostmark_sites,
    ),
    # Figshare's row: Single Page+ with Ignores.  Truth: the article page, its four files
    # and the download-all zip on the ndownloader host.  Version 1 and the related figure
    # are other artifacts; author, category and keyword pages are portal chrome.
    Case(
        name="figshare-inst-peatland-dataset",
        imitates="Figshare for institutions (university portal)",
        artifact_class="dataset",
        expected="single_page_plus_ignored",
        entry=LAKEMOOR.url(PEAT.path),
        truth=_figshare_truth(PEAT),
        build=lakemoor_sites,
        others=frozenset({LAKEMOOR.url(f"{PEAT.path}/1"), LAKEMOOR.url(PEAT_PAPER_DATA.path)}),
    ),
    # Entered by its DOI (302 to the article page).
    Case(
        name="figshare-inst-software-doi-entry",
        imitates="Figshare for institutions (university portal)",
        artifact_class="software",
        expected="single_page_plus_ignored",
        entry=f"http://{LAKEMOOR_DOI}/10.70400/lakemoor.{CODE.aid}.v1",
        truth=_figshare_truth(CODE),
        build=lakemoor_sites,
        landing=LAKEMOOR.url(CODE.path),
        others=frozenset({LAKEMOOR.url(PEAT.path)}),
    ),
    # Dryad's row: Significant String from Title+ with Ignored URIs.  The title ("Data from:
    # ...") is in the landing page and in every file page; the downloads (which do not
    # carry it) are one hop from those pages.  Truth: landing, file pages, downloads, the
    # full-dataset zip.  The companion dataset is another artifact.
    Case(
        name="dryad-pollinator-data",
        imitates="Dryad (data repository)",
        artifact_class="dataset",
        expected="sig_title_plus_ignored",
        entry=TAMSIN.url(POLLINATORS.path),
        truth=_dryad_truth(POLLINATORS),
        build=tamsin_sites,
        others=frozenset({TAMSIN.url(FLORAL.path)}),
    ),
    # Entered by Dryad's short /dataset/doi:... URL, which 301s to the /stash/ landing page.
    Case(
        name="dryad-short-url-entry",
        imitates="Dryad (data repository)",
        artifact_class="dataset",
        expected="sig_title_plus_ignored",
        entry=TAMSIN.url(f"/dataset/doi:{FLORAL.doi}"),
        truth=_dryad_truth(FLORAL),
        build=tamsin_sites,
        landing=TAMSIN.url(FLORAL.path),
        others=frozenset({TAMSIN.url(POLLINATORS.path)}),
    ),
]
