"""Data portals: Dataverse, a Dryad-like repository, GBIF and GBIF IPT, CKAN.

- Dataverse (seed: Multi-Hop, Significant String From Filtered Title, the filter taken from
  the title's end): page titles are ``<dataset title> - Almsby Research Data`` and the
  homepage's ``Almsby Research Data``.  Truth: the dataset page, its file pages (which show
  the dataset title), each file's download (``/api/access/datafile/N``), the "Download all"
  URL, the metadata exports and the page of the earlier version of the same dataset (same
  persistent id).  The Dataverse collection, the "Terms" help and the guides are not.  One
  dataset is reached through its DOI; the second shares the installation and has a second
  page of files (``&fileTabPage=2`` is this dataset's file list, so truth).
- Dryad-like (seed's Dryad row: Significant String From Title+ with Ignored URIs): the
  landing page and the data-file pages carry the title "Data from: ..."; the bitstreams
  they link do not, so they are one hop out.  Truth: landing, data-file pages and their
  ``?show=full`` views, bitstreams, the citation exports.  The article it supports lives
  on a journal (another portal): not here.
- GBIF-like (seed's GBIF row, Significant String From URI): the dataset key is in every
  artifact URI: the dataset page and its tabs (``/metrics``, ``/activity``), occurrence
  search with ``datasetKey=``, the API documents on the API host.  The publisher and the
  network pages do not carry the key: not artifact.
- GBIF IPT (nearest: GBIF; the IPT is GBIF's publishing tool): every artifact URI carries
  ``r=<shortname>`` in its query: resource page, EML, DwC-A archive, RTF, the version
  history page; ``r=`` of another resource (a sibling whose short name extends this one's)
  is another artifact.
- CKAN (nearest: the Kaggle dataset row, Path-Based with Externals): the dataset page, its
  resource pages under ``/dataset/<name>/resource/``, downloads under it and on the city's
  file server (another registrable domain), and the DCAT serialisations
  ``/dataset/<name>.rdf|.ttl|.jsonld``, and its activity stream (the dataset's own change
  history, at ``/dataset/activity/<name>``).  ``/dataset/<name>-historic`` is a sibling
  dataset; groups, organisation and tag searches are not the dataset.
- The IPT titles every page just "IPT": the entry's title is not the resource's name.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Portal

from ._kit import (
    LICENCE_BY,
    LICENCE_CC0,
    a,
    citation_meta,
    csv,
    files_host,
    generator,
    host,
    jsonld,
    make_case,
    orcid,
    pdf,
    redirector,
    site,
    text,
    ul,
    xml,
    zipped,
)

# ---------------------------------------------------------------- Dataverse

DV = host("dataverse", "almsby-univ")
DV_DOI = host("doi", "almsby-pid")
dv = Portal(
    DV,
    "Almsby Research Data",
    [
        ("/dataverse/root", "Almsby Research Data"),
        ("/guides/en/latest/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
    ],
    [
        ("/ApplicationTermsOfUse.xhtml", "Terms of Use"),
        ("/privacy.xhtml", "Privacy"),
        ("http://dataverse.test/", "The Dataverse Project"),
    ],
    title_format="{title} - {name}",
    home_title="Almsby Research Data",
)
dv.home_main = "<h1>Almsby Research Data</h1>" + ul(
    [
        a("/dataverse/econ", "Economics Dataverse"),
        a(
            "/dataset.xhtml?persistentId=doi:10.70122/FK2/B7TN2R",
            "Replication Data for: Rent controls and mobility",
        ),
    ]
)
EXPORTERS = ["schema.org", "ddi", "dataverse_json", "Datacite", "oai_dc", "OAI_ORE"]


class _Dataset:
    def __init__(
        self,
        pid: str,
        title: str,
        files: list[tuple[int, str]],
        page2: list[tuple[int, str]],
        old_version: bool,
    ) -> None:
        self.pid, self.title, self.files, self.page2, self.old = (
            pid,
            title,
            files,
            page2,
            old_version,
        )

    @property
    def landing(self) -> str:
        return f"/dataset.xhtml?persistentId={self.pid}"

    def file_page(self, fid: int) -> str:
        return f"/file.xhtml?fileId={fid}&version=2.0"

    def uris(self) -> list[str]:
        out = [self.landing, f"/api/access/dataset/:persistentId/?persistentId={self.pid}"]
        out += [f"/api/datasets/export?exporter={e}&persistentId={self.pid}" for e in EXPORTERS]
        for fid, _n in self.files + self.page2:
            out += [self.file_page(fid), f"/api/access/datafile/{fid}"]
        if self.page2:
            out.append(f"{self.landing}&version=2.0&fileTabPage=2")
        if self.old:
            out.append(f"{self.landing}&version=1.0")
        return out

    def file_rows(self, files: list[tuple[int, str]]) -> str:
        return "".join(
            f"<tr><td>{a(self.file_page(f), n)}</td><td>{a(f'/api/access/datafile/{f}', 'Download')}</td></tr>"
            for f, n in files
        )

    def pages(self) -> dict[str, object]:
        t = self.title
        cite = (
            f'<div class=citation>Ruiz, Marta; Odede, Kofi, 2023, "{t}", '
            f"{a(f'http://{DV_DOI}/{self.pid[4:]}', 'https://doi.org/' + self.pid[4:])}, Almsby Research Data, V2</div>"
        )
        exports = ul(
            a(f"/api/datasets/export?exporter={e}&persistentId={self.pid}", e) for e in EXPORTERS
        )
        more = (
            a(f"{self.landing}&version=2.0&fileTabPage=2", "Next page of files")
            if self.page2
            else ""
        )
        versions = a(f"{self.landing}&version=1.0", "Version 1.0") if self.old else ""
        head = (
            generator("Dataverse 6.1")
            + citation_meta(t, ["Ruiz, Marta", "Odede, Kofi"], "2023", doi=self.pid[4:])
            + jsonld(
                {
                    "@context": "http://schema.org",
                    "@type": "Dataset",
                    "name": t,
                    "distribution": [
                        {"contentUrl": dv.url(f"/api/access/datafile/{f}")} for f, _n in self.files
                    ],
                }
            )
        )
        main = (
            f"<div id=breadcrumbNavBlock>{a('/dataverse/root', 'Almsby Research Data')} > "
            f"{a('/dataverse/econ', 'Economics Dataverse')}</div><h1 id=title>{t}</h1>{cite}"
            f"<div class=btn-group>{a(f'/api/access/dataset/:persistentId/?persistentId={self.pid}', 'Access Dataset: Download ZIP')}"
            f"</div><h2>Export Metadata</h2>{exports}"
            f"<div id=filesTable><table>{self.file_rows(self.files)}</table>{more}</div>"
            f"<div id=versionsTab>{versions}</div>"
            f"<p>Terms: {a(LICENCE_CC0, 'CC0 1.0')} · {a('/guides/en/latest/user/dataset-management.html', 'Help')}</p>"
            f"<p>Author ORCID {a(orcid('5151-6262'), 'Ruiz, Marta')}</p>"
        )
        pages: dict[str, object] = {self.landing: dv.page(t, main, head=head)}
        if self.page2:
            pages[f"{self.landing}&version=2.0&fileTabPage=2"] = dv.page(
                t,
                f"<h1>{t}</h1>{cite}<table>{self.file_rows(self.page2)}</table>{a(self.landing, 'Previous page')}",
            )
        if self.old:
            pages[f"{self.landing}&version=1.0"] = dv.page(
                t,
                f"<h1>{t}</h1><p>Version 1.0 — this is not the most recent version.</p>"
                f"{cite}{a(self.landing, 'View latest version')}",
            )
        for f, n in self.files + self.page2:
            pages[self.file_page(f)] = dv.page(
                n,
                f"<h1>{n}</h1><p>Part of {a(self.landing, t)}</p>{cite}{a(f'/api/access/datafile/{f}', 'Download')}",
            )
            pages[f"/api/access/datafile/{f}"] = (
                csv("id,value", "1,2")
                if n.endswith(("csv", "tab"))
                else (
                    pdf(t, n) if n.endswith("pdf") else text(f"* {n}\nuse data.tab", "text/plain")
                )
            )
        pages[f"/api/access/dataset/:persistentId/?persistentId={self.pid}"] = zipped(
            {n: "x" for _f, n in self.files}
        )
        for e in EXPORTERS:
            pages[f"/api/datasets/export?exporter={e}&persistentId={self.pid}"] = xml(
                f"<title>{t}</title>"
            )
        return pages


DV1 = _Dataset(
    "doi:10.70122/FK2/QX3WLE",
    "Household energy use survey, Almsby region, wave 3",
    [(1201, "hh_wave3.tab"), (1202, "codebook.pdf"), (1203, "weights.do")],
    [],
    True,
)
DV2 = _Dataset(
    "doi:10.70122/FK2/B7TN2R",
    "Replication Data for: Rent controls and mobility",
    [(1310, "analysis.do"), (1311, "panel_a.csv"), (1312, "panel_b.csv")],
    [(1313, "panel_c.csv"), (1314, "README.txt")],
    False,
)


def _dv_sites() -> list[Site]:
    pages: dict[str, object] = {**DV1.pages(), **DV2.pages()}
    pages["/dataverse/econ"] = dv.page("Economics Dataverse", "<h1>Economics Dataverse</h1>")
    pages["/guides/en/latest/user/dataset-management.html"] = dv.page(
        "Dataset management", "<h1>Guide</h1>"
    )
    doi = redirector(DV_DOI, {f"/{d.pid[4:]}": dv.url(d.landing) for d in (DV1, DV2)})
    return [site(dv, pages), doi]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Dryad-like

DRY = host("datashelf", "pemberly-trust")
dry = Portal(
    DRY,
    "Pemberly Data Shelf",
    [
        ("/pages/faq", "FAQ"),
        ("/pages/submissionProcess", "Submit data"),
        ("/pages/about", "About"),
        ("/discover", "Browse"),
    ],
    [
        ("/pages/policies", "Terms of service"),
        ("/pages/contact", "Contact us"),
        ("http://github.test/pemberly", "GitHub"),
    ],
    title_format="{title}",
    home_title="Pemberly Data Shelf",
)
DRY_TITLE = "Data from: Nest-site fidelity of ringed plovers on shingle beaches"
DRY_R = "/resource/doi:10.88231/shelf.5k1q2"


def _dry_sites() -> list[Site]:
    dfiles = [(1, "nest_locations.csv", "15502"), (2, "resighting_histories.csv", "15503")]
    cite = f"<p>Haldane R, Moss T (2022) {DRY_TITLE}. Pemberly Data Shelf. doi:10.88231/shelf.5k1q2</p>"
    rows = "".join(
        f"<tr><td>{a(f'{DRY_R}/{i}', f'Data file {i}: {n}')}</td><td>"
        f"{a(f'/bitstream/handle/10255/shelf.{b}/{n}?sequence=1', 'Download')}</td></tr>"
        for i, n, b in dfiles
    )
    main = (
        f"<h1>{DRY_TITLE}</h1>{cite}<h2>Files in this package</h2><table>{rows}</table>"
        f"<p>Article: {a('http://journal.test/doi/10.5555/ibis.2022.118', 'Nest-site fidelity of ringed plovers')}</p>"
        f"<p>Cite: {a(f'{DRY_R}/citation/ris', 'RIS')} {a(f'{DRY_R}/citation/bib', 'BibTeX')}</p>"
        f"<p>{a(f'{DRY_R}?show=full', 'View full metadata')}</p>"
        f"<p>{a(LICENCE_CC0, 'CC0')} · {a('/discover?field=dc.subject&query=Charadrius', 'Charadrius')}</p>"
        f"<p>More from this journal: {a('/resource/doi:10.88231/shelf.9r7m0', 'Data from: Egg predation on shingle beaches')}</p>"
    )
    pages: dict[str, object] = {
        DRY_R: dry.page(
            DRY_TITLE,
            main,
            head=generator("DSpace") + citation_meta(DRY_TITLE, ["Haldane, Rose"], "2022"),
        ),
        f"{DRY_R}?show=full": dry.page(
            DRY_TITLE,
            f"<h1>{DRY_TITLE}</h1><table><tr><td>dc.title</td><td>{DRY_TITLE}</td></tr></table>",
        ),
        f"{DRY_R}/citation/ris": text(f"TI  - {DRY_TITLE}"),
        f"{DRY_R}/citation/bib": text(f"@misc{{x, title={{{DRY_TITLE}}}}}"),
        "/resource/doi:10.88231/shelf.9r7m0": dry.page(
            "Data from: Egg predation on shingle beaches", "<h1>Egg predation</h1>"
        ),
        "/discover?field=dc.subject&query=Charadrius": dry.page("Search", "<h1>Charadrius</h1>"),
    }
    for i, n, b in dfiles:
        dl = f"/bitstream/handle/10255/shelf.{b}/{n}?sequence=1"
        pages[f"{DRY_R}/{i}"] = dry.page(
            f"{DRY_TITLE} - {n}",
            f"<h1>{n}</h1><p>Part of {a(DRY_R, DRY_TITLE)}</p>{cite}{a(dl, 'Download')} "
            f"{a(f'{DRY_R}/{i}?show=full', 'View full metadata')}",
        )
        pages[f"{DRY_R}/{i}?show=full"] = dry.page(
            f"{DRY_TITLE} - {n}",
            f"<h1>{n}</h1>{cite}<table><tr><td>dc.relation.ispartof</td><td>{DRY_TITLE}</td></tr></table>",
        )
        pages[dl] = csv("nest,lat,lon", "N1,55.1,-1.6")
    return [site(dry, pages)]  # type: ignore[arg-type]


def _dry_truth() -> set[str]:
    out = {
        dry.url(DRY_R),
        dry.url(f"{DRY_R}?show=full"),
        dry.url(f"{DRY_R}/citation/ris"),
        dry.url(f"{DRY_R}/citation/bib"),
    }
    for i, n, b in [(1, "nest_locations.csv", "15502"), (2, "resighting_histories.csv", "15503")]:
        out |= {
            dry.url(f"{DRY_R}/{i}"),
            dry.url(f"{DRY_R}/{i}?show=full"),
            dry.url(f"/bitstream/handle/10255/shelf.{b}/{n}?sequence=1"),
        }
    return out


# ---------------------------------------------------------------- GBIF-like

BIO = host("www", "ferrow-biodata")
BIO_API = host("api", "ferrow-biodata")
bio = Portal(
    BIO,
    "Ferrow Biodiversity Network",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resource/search", "Resources"),
    ],
    [
        ("/terms", "Terms of use"),
        ("/citation-guidelines", "Citation guidelines"),
        ("/developer/summary", "API"),
        ("http://mastodon.test/@ferrowbio", "Mastodon"),
    ],
    title_format="{title}",
)
KEY = "5e1f7a9c-3b2d-4c8e-a6f0-91d2b4c7e8a3"
BIO_TITLE = "Moth light-trap records, Ferrow Valley field station"


def _bio_sites() -> list[Site]:
    d = f"/dataset/{KEY}"
    main = (
        f"<h1>{BIO_TITLE}</h1><nav>{a(d, 'About')} {a(d + '/metrics', 'Metrics')} "
        f"{a(d + '/activity', 'Download events')} {a(f'/occurrence/search?dataset_key={KEY}', 'Occurrences')}</nav>"
        f"<p>Published by {a('/publisher/0b9e2c1a-7d44-4e3f-b2c1-6a5f8d9e0c11', 'Ferrow Valley Field Station')}</p>"
        f"<p>{a(f'http://{BIO_API}/v1/dataset/{KEY}/document', 'EML metadata')} "
        f"{a(f'http://{BIO_API}/v1/dataset/{KEY}', 'API')}</p>"
        f"<p>Hosted via {a('/network/17abcf75-2f1e-46dd-bf75-a5b21dd02655', 'Ferrow moth network')}</p>"
        f"<p>Licence {a(LICENCE_BY, 'CC BY 4.0')}; {a('/citation-guidelines', 'How to cite')}</p>"
        f"<p>Related: {a('/dataset/c0a8e2f4-1b3d-4e5f-9a7b-2c4d6e8f0a12', 'Moth light-trap records, Upper Ferrow')}</p>"
    )
    pages: dict[str, object] = {
        d: bio.page(
            BIO_TITLE, main, head=jsonld({"@type": "Dataset", "name": BIO_TITLE, "identifier": KEY})
        ),
        d + "/metrics": bio.page(
            BIO_TITLE, f"<h1>{BIO_TITLE}</h1><p>4,812 occurrences</p>{a(d, 'Back')}"
        ),
        d + "/activity": bio.page(BIO_TITLE, f"<h1>{BIO_TITLE}</h1><p>31 downloads</p>"),
        f"/occurrence/search?dataset_key={KEY}": bio.page(
            "Occurrence search", "<h1>4,812 results</h1>"
        ),
        "/publisher/0b9e2c1a-7d44-4e3f-b2c1-6a5f8d9e0c11": bio.page(
            "Ferrow Valley Field Station", "<h1>Publisher</h1>"
        ),
        "/network/17abcf75-2f1e-46dd-bf75-a5b21dd02655": bio.page(
            "Ferrow moth network", "<h1>Network</h1>"
        ),
        "/dataset/c0a8e2f4-1b3d-4e5f-9a7b-2c4d6e8f0a12": bio.page(
            "Moth light-trap records, Upper Ferrow", "<h1>Upper</h1>"
        ),
    }
    api = files_host(
        BIO_API,
        {
            f"/v1/dataset/{KEY}/document": xml(
                f"<eml:eml><dataset><title>{BIO_TITLE}</title></dataset></eml:eml>"
            ),
            f"/v1/dataset/{KEY}": text(f'{{"key": "{KEY}"}}', "application/json"),
        },
    )
    return [site(bio, pages), api]  # type: ignore[arg-type]


# ---------------------------------------------------------------- GBIF IPT

IPT = host("ipt", "harlow-museum")
ipt = Portal(
    IPT,
    "Harlow Museum IPT",
    [
        ("/", "Home"),
        ("/about.do", "About"),
        ("/manage/", "Manage Resources"),
        ("/admin/", "Administration"),
    ],
    [("/login.do", "Login"), ("http://ipt.gbif.test/manual/", "IPT manual")],
    title_format="IPT",
)
IPT_R, IPT_SIB = "herbarium_lichens", "herbarium_lichens_type_specimens"
IPT_TITLE = "Harlow Museum herbarium: lichens"


def _ipt_sites() -> list[Site]:
    main = (
        f"<h1>{IPT_TITLE}</h1><p>Version 3.2 published on 12 January 2024</p>"
        f"<table><tr><td>Darwin Core Archive</td><td>{a(f'/archive.do?r={IPT_R}', 'download')} (2 MB)</td></tr>"
        f"<tr><td>Metadata</td><td>{a(f'/eml.do?r={IPT_R}', 'EML')} {a(f'/rtf.do?r={IPT_R}', 'RTF')}</td></tr></table>"
        f"<p>{a(f'/resource?r={IPT_R}&v=3.1', 'Version 3.1')} · {a(f'/resource?r={IPT_R}&v=3.0', 'Version 3.0')}</p>"
        f"<p>See also {a(f'/resource?r={IPT_SIB}', 'Harlow Museum herbarium: lichens (type specimens)')}</p>"
        f"<p>{a(LICENCE_BY, 'CC-BY 4.0')} · {a('http://www.gbif.test/publisher/harlow', 'GBIF publisher page')}</p>"
    )
    pages: dict[str, object] = {
        f"/resource?r={IPT_R}": ipt.page("", main, head=generator("IPT 3.0.5")),
        f"/archive.do?r={IPT_R}": zipped(
            {"occurrence.txt": "id\tscientificName", "eml.xml": "<eml/>"}
        ),
        f"/eml.do?r={IPT_R}": xml(f"<eml:eml><title>{IPT_TITLE}</title></eml:eml>"),
        f"/rtf.do?r={IPT_R}": text("{\\rtf1 " + IPT_TITLE + "}", "application/rtf"),
        f"/resource?r={IPT_R}&v=3.1": ipt.page("", f"<h1>{IPT_TITLE}</h1><p>Version 3.1</p>"),
        f"/resource?r={IPT_R}&v=3.0": ipt.page("", f"<h1>{IPT_TITLE}</h1><p>Version 3.0</p>"),
        f"/resource?r={IPT_SIB}": ipt.page("", "<h1>Lichens (type specimens)</h1>"),
    }
    return [site(ipt, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- CKAN

CK = host("data", "tarnwick-city")
CK_FILES = host("files", "tarnwick-opendata")
ck = Portal(
    CK,
    "Tarnwick Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organisations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    [("/api/3", "API"), ("http://ckan.test/", "CKAN"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
CK_D = "/dataset/river-levels"
CK_RES = [
    ("4c1d2e3f-0a9b-4c8d-9e7f-6a5b4c3d2e1f", "River levels 2023 (CSV)", "local"),
    ("7e6d5c4b-3a29-4180-8f7e-6d5c4b3a2910", "Gauge locations (GeoJSON)", "external"),
]


def _res_download(rid: str, kind: str) -> str:
    if kind == "local":
        return ck.url(f"{CK_D}/resource/{rid}/download/river-levels-2023.csv")
    return f"http://{CK_FILES}/gis/hydrology/gauges.geojson"


def _ck_sites() -> list[Site]:
    res = ul(
        f"{a(f'{CK_D}/resource/{rid}', name)} {a(_res_download(rid, kind), 'Download')}"
        for rid, name, kind in CK_RES
    )
    main = (
        f"<h1>River levels</h1><p>Telemetry from the council's gauges.</p><h3>Data and Resources</h3>{res}"
        f"<p>{a(f'{CK_D}.rdf', 'RDF')} {a(f'{CK_D}.ttl', 'Turtle')} {a(f'{CK_D}.jsonld', 'JSON-LD')}</p>"
        f"<p>{a('/dataset/activity/river-levels', 'Activity Stream')}</p>"
        f"<p>Tags: {a('/dataset/?tags=flooding', 'flooding')} · Groups: {a('/group/environment', 'Environment')}"
        f" · {a('/organization/tarnwick-env', 'Environment directorate')}</p>"
        f"<p>Related: {a('/dataset/river-levels-historic', 'River levels (historic, 1970-2019)')}</p>"
        f"<p>{a(LICENCE_BY, 'Open Government Licence')}</p>"
    )
    pages: dict[str, object] = {
        CK_D: ck.page("River levels", main, head=generator("ckan 2.10.4")),
        f"{CK_D}.rdf": xml("<rdf:RDF><dcat:Dataset/></rdf:RDF>"),
        f"{CK_D}.ttl": text("<> a dcat:Dataset .", "text/turtle"),
        f"{CK_D}.jsonld": text('{"@type": "dcat:Dataset"}', "application/ld+json"),
        "/dataset/activity/river-levels": ck.page("River levels", "<h1>Activity Stream</h1>"),
        "/dataset/river-levels-historic": ck.page(
            "River levels (historic, 1970-2019)", "<h1>Historic</h1>"
        ),
        "/dataset/?tags=flooding": ck.page("Datasets", "<h1>flooding</h1>"),
        "/group/environment": ck.page("Environment", "<h1>Environment</h1>"),
        "/organization/tarnwick-env": ck.page("Environment directorate", "<h1>Org</h1>"),
        f"{CK_D}/resource/{CK_RES[0][0]}/download/river-levels-2023.csv": csv(
            "gauge,time,level", "G1,00:00,1.2"
        ),
    }
    for rid, name, kind in CK_RES:
        pages[f"{CK_D}/resource/{rid}"] = ck.page(
            name,
            f"<h1>{name}</h1><p>From {a(CK_D, 'River levels')}</p>"
            f"<p>URL: {a(_res_download(rid, kind), _res_download(rid, kind))}</p>",
        )
    fs = files_host(
        CK_FILES,
        {
            "/gis/hydrology/gauges.geojson": text(
                '{"type": "FeatureCollection"}', "application/geo+json"
            )
        },
    )
    return [site(ck, pages), fs]  # type: ignore[arg-type]


CASES = [
    make_case(
        "almsby_dataverse_survey",
        "Dataverse (dataset, DOI entry)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV_DOI}/{DV1.pid[4:]}",
        {dv.url(u) for u in DV1.uris()},
        _dv_sites,
        others={dv.url("/dataverse/econ")},
        landing=dv.url(DV1.landing),
    ),
    make_case(
        "almsby_dataverse_replication",
        "Dataverse (replication dataset, paginated files)",
        "Multi-Hop",
        "sig_filtered_title",
        dv.url(DV2.landing),
        {dv.url(u) for u in DV2.uris()},
        _dv_sites,
        others={dv.url("/dataverse/econ")},
    ),
    make_case(
        "pemberly_shelf_plovers",
        "Dryad-like data repository (data package)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        dry.url(DRY_R),
        _dry_truth(),
        _dry_sites,
        others={dry.url("/resource/doi:10.88231/shelf.9r7m0")},
    ),
    make_case(
        "ferrow_biodata_moths",
        "GBIF-like biodiversity portal (dataset)",
        "Multi-Hop",
        "sig_uri",
        bio.url(f"/dataset/{KEY}"),
        {
            bio.url(f"/dataset/{KEY}"),
            bio.url(f"/dataset/{KEY}/metrics"),
            bio.url(f"/dataset/{KEY}/activity"),
            bio.url(f"/occurrence/search?dataset_key={KEY}"),
            f"http://{BIO_API}/v1/dataset/{KEY}/document",
            f"http://{BIO_API}/v1/dataset/{KEY}",
        },
        _bio_sites,
        others={bio.url("/dataset/c0a8e2f4-1b3d-4e5f-9a7b-2c4d6e8f0a12")},
    ),
    make_case(
        "harlow_ipt_lichens",
        "GBIF IPT (resource)",
        "Multi-Hop",
        "sig_uri",
        ipt.url(f"/resource?r={IPT_R}"),
        {
            ipt.url(f"/resource?r={IPT_R}"),
            ipt.url(f"/archive.do?r={IPT_R}"),
            ipt.url(f"/eml.do?r={IPT_R}"),
            ipt.url(f"/rtf.do?r={IPT_R}"),
            ipt.url(f"/resource?r={IPT_R}&v=3.1"),
            ipt.url(f"/resource?r={IPT_R}&v=3.0"),
        },
        _ipt_sites,
        others={ipt.url(f"/resource?r={IPT_SIB}")},
    ),
    make_case(
        "tarnwick_ckan_river_levels",
        "CKAN (open-data dataset)",
        "Multi-Hop",
        "path_based_externals",
        ck.url(CK_D),
        {
            ck.url(CK_D),
            ck.url(f"{CK_D}.rdf"),
            ck.url(f"{CK_D}.ttl"),
            ck.url(f"{CK_D}.jsonld"),
            ck.url("/dataset/activity/river-levels"),
        }
        | {ck.url(f"{CK_D}/resource/{rid}") for rid, _n, _k in CK_RES}
        | {_res_download(rid, k) for rid, _n, k in CK_RES},
        _ck_sites,
        others={ck.url("/dataset/river-levels-historic")},
    ),
]
