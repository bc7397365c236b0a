"""Dataset portals on institutional hosts: Dataverse, CKAN, a Figshare-for-institutions
instance and InvenioRDM (held-out set six).

Versions, decided per portal by what the entry identifies: an *unversioned* entry (Figshare
item, Dataverse dataset) stands for the work in all its versions, so the version pages and
their files belong; an entry that is one *version record* with its own DOI (InvenioRDM) is
that version only, and sibling versions are other artifacts.
"""

from __future__ import annotations

from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, text, ul

DV = "dv.kestrel-inst.hx6.example"
CKAN = "data.wexcombe-council.hx6.example"
CKAN_FILES = "store.wexcombe-council.hx6.example"
FIGS = "figs.tamworth-uni.hx6.example"
FIGS_DL = "ndl.tamworth-uni.hx6.example"
FIGS_API = "api.tamworth-uni.hx6.example"
RDM = "rdm.lowfield-research.hx6.example"


def dataverse_dataset() -> Case:
    """A Dataverse dataset addressed by query strings (persistentId=doi:…), files behind
    file pages, downloads through /api/access/datafile/<n> (two hops from the entry).

    The seed's Dataverse row names Significant String from Filtered Title, but that misses
    the downloads (binary files carry no title).  The structure here is the seed's Dryad
    shape: the dataset title is in the dataset, version and file pages, and the files are
    one hop from those, so **sig_title_plus_ignored** is the heuristic that loses nothing.
    The parent dataverse and the login links (?redirectPage=) are outside.
    """
    c = Chrome(
        DV,
        "Kestrel Dataverse",
        [
            ("/dataverse/root", "Kestrel Dataverse"),
            ("/guides", "User Guide"),
            ("/support", "Support"),
        ],
        variant="bar",
        title_format="{title} - {name}",
        login="/loginpage.xhtml",
        login_param="redirectPage",
        search="/dataverse/root",
    )
    pid = "doi:10.70001/FK2/QX7JHM"
    ds = f"/dataset.xhtml?persistentId={pid}"
    title = "Replication Data for: Tidal mixing in the Kessel fjord"
    files = [
        ("1402", f"/file.xhtml?persistentId={pid}/ABC123&version=2.0", "flux.tab"),
        ("1403", "/file.xhtml?fileId=1403&version=2.0", "codebook.pdf"),
    ]
    m = (
        f"<h1>{title}</h1><p>Version 2.0 · <a href='/dataverse/oceanlab'>Ocean Lab Dataverse</a></p>"
        f"<p>Cite: {title}, https://doi.hx6.example/10.70001/FK2/QX7JHM</p>"
        + ul(
            [(fp, n) for _, fp, n in files]
            + [
                (f"/api/access/dataset/:persistentId/?persistentId={pid}", "Download all (zip)"),
                (f"/api/datasets/export?exporter=ddi&persistentId={pid}", "Export: DDI"),
                (
                    f"/api/datasets/export?exporter=schema.org&persistentId={pid}",
                    "Export: Schema.org JSON-LD",
                ),
                (f"{ds}&version=1.0", "Version 1.0"),
            ]
        )
    )
    pages = {
        ds: c.page(title, m, path="/dataset.xhtml"),
        f"{ds}&version=1.0": c.page(
            title,
            f"<h1>{title}</h1><p>Version 1.0 (superseded)</p>"
            + ul([("/api/access/datafile/1301", "flux.tab (v1.0)")]),
            path="/dataset.xhtml",
        ),
        "/api/access/datafile/1301": blob("tab", 1),
        f"/api/access/dataset/:persistentId/?persistentId={pid}": blob("zip", 9),
        f"/api/datasets/export?exporter=ddi&persistentId={pid}": text(
            f"<codeBook><titl>{title}</titl></codeBook>", "application/xml"
        ),
        f"/api/datasets/export?exporter=schema.org&persistentId={pid}": text(
            f'{{"name": "{title}"}}', "application/ld+json"
        ),
    }
    for fid, fp, n in files:
        pages[fp] = c.page(
            f"{n} - {title}",
            f"<h1>{n}</h1><p>Dataset: {title}</p>"
            + ul(
                [
                    (f"/api/access/datafile/{fid}", "Download"),
                    (f"/api/access/datafile/{fid}?format=original", "Original file format"),
                ]
            ),
            path="/file.xhtml",
        )
        pages[f"/api/access/datafile/{fid}"] = (
            pdf_file("codebook") if n.endswith("pdf") else blob("tab", 2)
        )
        pages[f"/api/access/datafile/{fid}?format=original"] = blob("csv", int(fid) % 9)
    return Case(
        "hx6-dataverse-query-ids",
        "Dataverse",
        "Multi-Hop",
        "sig_title_plus_ignored",
        c.url(ds),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site(pages)],
        frozenset({c.url("/dataverse/oceanlab")}),
    )


def ckan_dataset() -> Case:
    """A CKAN dataset: resource pages, downloads on the council's file store, DCAT
    serialisations in <link rel=alternate>, and the activity stream (the dataset's history,
    as the seed counts a repository's commits).

    Everything is linked from the dataset page, so **single_page_plus_ignored**.  Traps:
    the related dataset river-gauges-2024-monthly (the entry path is its string prefix),
    organisation, groups and tag searches.
    """
    c = Chrome(
        CKAN,
        "Wexcombe Open Data",
        [
            ("/dataset/", "Datasets"),
            ("/organization/", "Organisations"),
            ("/group/", "Groups"),
            ("/about", "About"),
        ],
        variant="bar",
        login="/user/login",
        search="/dataset/",
    )
    d = "/dataset/river-gauges-2024"
    res = [
        ("5b8e0c6a-2f1d-4c3b-9a8e-7d6c5b4a3f21", "gauges-2024.csv"),
        ("9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f", "gauges-2024-readme.pdf"),
    ]
    head = (
        f'<link rel="alternate" type="application/rdf+xml" href="{d}.rdf">'
        f'<link rel="alternate" type="application/ld+json" href="{d}.jsonld">'
    )
    items = "".join(
        f'<li class="resource-item"><a class="heading" href="{d}/resource/{r}">{n}</a>'
        f'<a class="btn" href="http://{CKAN_FILES}/resources/{r}/{n}">Download</a></li>'
        for r, n in res
    )
    m = (
        '<h1>River gauges 2024</h1><p>Published by <a href="/organization/wexcombe-council">Wexcombe Council</a></p>'
        f'<ul class="resource-list">{items}</ul>'
        '<p>Tags: <a href="/dataset/?tags=rivers">rivers</a> <a href="/dataset/?tags=flooding">flooding</a></p>'
        '<p>Groups: <a href="/group/environment">Environment</a></p>'
        f'<p><a href="/dataset/activity/river-gauges-2024">Activity stream</a></p>'
        '<p>See also: <a href="/dataset/river-gauges-2024-monthly">River gauges 2024 (monthly means)</a></p>'
    )
    pages = {
        d: c.page("River gauges 2024", m, path=d, head=head),
        d + ".rdf": text("<rdf:RDF><dcat:Dataset/></rdf:RDF>", "application/rdf+xml"),
        d + ".jsonld": text('{"@type": "dcat:Dataset"}', "application/ld+json"),
        "/dataset/activity/river-gauges-2024": c.page(
            "Activity: River gauges 2024",
            "<ul><li>updated</li></ul>",
            path="/dataset/activity/river-gauges-2024",
        ),
    }
    store = {}
    for r, n in res:
        pages[f"{d}/resource/{r}"] = c.page(
            n,
            f'<h1>{n}</h1><a href="http://{CKAN_FILES}/resources/{r}/{n}">'
            f'Go to resource</a> <a href="{d}">River gauges 2024</a>',
            path=f"{d}/resource/{r}",
        )
        store[f"/resources/{r}/{n}"] = pdf_file("readme") if n.endswith("pdf") else blob("csv", 3)
    monthly = {
        "/dataset/river-gauges-2024-monthly": c.page(
            "River gauges 2024 (monthly)", "<h1>Monthly</h1>"
        )
    }
    truth = frozenset([*(c.url(x) for x in pages), *(f"http://{CKAN_FILES}{x}" for x in store)])
    return Case(
        "hx6-ckan-dataset",
        "CKAN",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(d),
        truth,
        lambda: [c.site({**pages, **monthly}), files_site(CKAN_FILES, store)],
        frozenset({c.url("/dataset/river-gauges-2024-monthly")}),
    )


def figshare_institutional() -> Case:
    """A Figshare-for-institutions item (unversioned entry = latest) with two versions,
    files on a download host and an API record on an API host.

    The item id stands for all versions, so version pages and the v1 file (linked only from
    the v1 page) belong.  The version pages extend the entry path and the files and API
    record are on the instance's other hosts, so **path_based_externals** is exact here.
    The seed's Figshare row (single_page_plus_ignored) would lose the v1 file;
    sig_title_plus_ignored (title-only page titles) loses nothing but takes the author and
    category links of every version page.  The linked thesis does not link back and is
    another artifact.
    """
    c = Chrome(
        FIGS,
        "Tamworth University Research Data",
        [("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
        variant="app",
        title_format="{title}",
        login="/account/login",
    )
    slug = "/articles/dataset/Soil_cores_from_Tamworth_Moor/24117792"
    title = "Soil cores from Tamworth Moor"

    def item(v: str, files: list[tuple[str, str]]) -> str:
        return c.page(
            title,
            f"<h1>{title}</h1><p>Version {v or '2'} · "
            '<a href="/authors/Priya_Nair/1402211">Priya Nair</a> · '
            '<a href="/categories/Soil_sciences">Soil sciences</a></p>'
            + ul(
                [(f"http://{FIGS_DL}/files/{f}", f"Download {n}") for f, n in files]
                + [
                    (f"{slug}/1", "Version 1"),
                    (f"{slug}/2", "Version 2"),
                    (f"http://{FIGS_API}/v2/articles/24117792", "API record"),
                    ("/articles/thesis/Peat_formation_on_upland_moors/23998001", "Related thesis"),
                ]
            ),
            path=f"{slug}/{v}",
        )

    cur = [("42356611", "cores-2024.csv"), ("42356612", "README.txt")]
    pages = {
        slug: item("", cur),
        f"{slug}/2": item("2", cur),
        f"{slug}/1": item("1", [("39991200", "cores-2023.csv")]),
    }
    dl = {
        "/files/42356611": blob("csv", 11),
        "/files/42356612": blob("txt", 12),
        "/files/39991200": blob("csv", 10),
    }
    api = {
        "/v2/articles/24117792": text(f'{{"id": 24117792, "title": "{title}"}}', "application/json")
    }
    thesis = {
        "/articles/thesis/Peat_formation_on_upland_moors/23998001": c.page(
            "Peat formation on upland moors", "<h1>Thesis</h1>"
        )
    }
    truth = frozenset(
        [
            *(c.url(x) for x in pages),
            *(f"http://{FIGS_DL}{x}" for x in dl),
            f"http://{FIGS_API}/v2/articles/24117792",
        ]
    )
    return Case(
        "hx6-figshare-institutional-versions",
        "Figshare for institutions",
        "Multi-Hop",
        "path_based_externals",
        c.url(slug),
        truth,
        lambda: [c.site({**pages, **thesis}), files_site(FIGS_DL, dl), files_site(FIGS_API, api)],
        frozenset({c.url("/articles/thesis/Peat_formation_on_upland_moors/23998001")}),
    )


def invenio_record() -> Case:
    """An InvenioRDM record (one version with its own DOI): files with ?download=1, a
    preview, exports, the JSON API in <link rel=alternate>, a hash-routed "Files" tab.

    The record id 4k2p-9x31 is in every artifact URI, including /api/records/… which is not
    under the entry path, so **sig_uri** is the heuristic (exact but for the login
    link, below) where path_based would lose the API
    record.  The v1 record (own DOI), the all-versions search and the community are outside,
    and so is the login link, although its ?next= carries the record path (a realistic trap
    for a significant string).
    """
    c = Chrome(
        RDM,
        "Lowfield Research Repository",
        [("/communities", "Communities"), ("/search", "Search"), ("/help", "Help")],
        variant="bar",
        login="/login/",
        login_param="next",
    )
    rid = "4k2p-9x31"
    r = f"/records/{rid}"
    head = (
        f'<link rel="alternate" type="application/json" href="/api/records/{rid}">'
        f'<link rel="alternate" type="application/vnd.datacite.datacite+json" href="{r}/export/datacite-json">'
    )
    m = (
        "<h1>Borehole core logs, Lowfield quarry</h1><p>Version v2 · "
        '<a href="/communities/coastal-geomorph">Coastal geomorphology</a></p>'
        f'<nav class="tabs"><a href="{r}#files">Files</a> <a href="{r}#citation">Citation</a></nav>'
        + ul(
            [
                (f"{r}/files/core-log.csv?download=1", "core-log.csv"),
                (f"{r}/preview/core-log.csv", "Preview"),
                (f"{r}/files/README.md?download=1", "README.md"),
                (f"{r}/export/bibtex", "Export BibTeX"),
                (f"{r}/export/datacite-json", "Export DataCite JSON"),
                ("/records/8mqz-1c07", "Version v1"),
                ("/search?q=parent.id:7zz5-h3q2&f=allversions:true", "View all versions"),
            ]
        )
    )
    pages = {
        r: c.page("Borehole core logs, Lowfield quarry", m, path=r, head=head),
        f"{r}/files/core-log.csv?download=1": blob("csv", 42),
        f"{r}/files/README.md?download=1": text("# Core logs\n", "text/markdown"),
        f"{r}/preview/core-log.csv": c.page(
            "Preview core-log.csv", "<table><tr><td>depth</td></tr></table>", path=r
        ),
        f"{r}/export/bibtex": text("@dataset{lowfield}\n", "application/x-bibtex"),
        f"{r}/export/datacite-json": text('{"titles": []}', "application/json"),
        f"/api/records/{rid}": text('{"id": "4k2p-9x31"}', "application/json"),
    }
    v1 = {
        "/records/8mqz-1c07": c.page(
            "Borehole core logs, Lowfield quarry", "<h1>v1</h1>", path="/records/8mqz-1c07"
        )
    }
    return Case(
        "hx6-invenio-record-version",
        "InvenioRDM",
        "Single Hop",
        "sig_uri",
        c.url(r),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site({**pages, **v1})],
        frozenset({c.url("/records/8mqz-1c07")}),
    )


CASES: list[Case] = [
    dataverse_dataset(),
    ckan_dataset(),
    figshare_institutional(),
    invenio_record(),
]
