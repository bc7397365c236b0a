"""Data repositories as they look in 2026: a Figshare-like item with versions, a Zenodo-like
(InvenioRDM) record in a community, a Dryad-like dataset and an OSF-like project."""

from __future__ import annotations

from sites.portals._portal import Case, Portal
from sites.portals_heldout21._kit import Hub, a, blob, host, linkset, meta, pdf_file, stub, ul

# --------------------------------------------------------------------------- figshare-like
FS = host("www", "datashelf")
NDL = host("ndownloader", "datashelf-files")
FSAPI = host("api", "datashelf")
FSDOI = host("doi", "dshandle")
fs = Hub(
    Portal(
        FS,
        "Datashelf",
        menu=[
            ("/browse", "Browse"),
            ("/search", "Search"),
            ("/features", "Features"),
            ("/help", "Help"),
        ],
        footer=[
            ("/about", "About"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("http://api.datashelf.hx21.example/", "API"),
            ("/accessibility", "Accessibility"),
        ],
        title_format="{title}",
        home_title="Datashelf - credit for all your research",
    ),
    "Datashelf (Figshare-like repository)",
)
SLUG = "/articles/dataset/Tide_gauge_residuals_North_Sea_2019_2025/24681357"
TITLE = "Tide gauge residuals, North Sea 2019-2025"
fs_files = {
    3: [
        fs.raw(f"http://{NDL}/files/43210987", blob("gauge,time,residual\n", "text/csv")),
        fs.raw(f"http://{NDL}/files/43210988", blob("README for the residuals\n", "text/plain")),
    ],
    2: [fs.raw(f"http://{NDL}/files/43200555", blob("gauge,time,residual\n", "text/csv"))],
    1: [fs.raw(f"http://{NDL}/files/43190001", blob("gauge,time\n", "text/csv"))],
}
fs_all = {
    v: fs.raw(
        f"http://{NDL}/articles/24681357/versions/{v}", blob(b"PK\x03\x04", "application/zip")
    )
    for v in (1, 2, 3)
}
fs_json = {
    v: fs.raw(
        f"http://{FSAPI}/v2/articles/24681357/versions/{v}",
        blob('{"id": 24681357}', "application/json"),
    )
    for v in (1, 2, 3)
}
fs_thesis = stub(
    fs,
    "/articles/thesis/Storm_surge_memory_in_estuaries/19876543",
    "Storm surge memory in estuaries (thesis)",
)
fs_author = stub(fs, "/authors/Maya_Roberts/11223344", "Maya Roberts")
fs_cat = stub(fs, "/categories/Physical_oceanography", "Physical oceanography")
fs_pages = {}
for v in (1, 2, 3):
    path = SLUG if v == 3 else f"{SLUG}/{v}"
    files = "".join(
        f"<li>{a(u, f'residuals_v{v}.csv' if i == 0 else 'README.txt')}</li>"
        for i, u in enumerate(fs_files[v])
    )
    versions = " ".join(
        a(SLUG if w == 3 else f"{SLUG}/{w}", f"Version {w}") for w in (3, 2, 1) if w != v
    )
    fs_pages[v] = fs.page(
        path,
        f"{TITLE}",
        f"""<h1>{TITLE}</h1><p>Dataset posted on 2026-01-{10 + v} by {a("/authors/Maya_Roberts/11223344", "Maya Roberts")}</p>
<div class="versions">Version {v} · other versions: {versions}</div>
<section class="files"><h2>Files</h2><ul>{files}</ul>{a(fs_all[v], "Download all (zip)")}</section>
<section class="cite"><p>Roberts, Maya (2026). {TITLE}. Datashelf. Dataset.
{a(f"http://{FSDOI}/10.6084/m9.datashelf.24681357.v{v}", f"https://doi.org/10.6084/m9.datashelf.24681357.v{v}")}</p>
<p>Export: {a(fs_json[v], "JSON (API)")}</p></section>
<p>Categories: {a("/categories/Physical_oceanography", "Physical oceanography")} · Licence CC BY 4.0</p>
<p>Used in: {a("/articles/thesis/Storm_surge_memory_in_estuaries/19876543", "Storm surge memory in estuaries")}</p>""",
        head=meta(
            citation_title=TITLE,
            citation_author="Roberts, Maya",
            citation_doi=f"10.6084/m9.datashelf.24681357.v{v}",
            og_site_name="Datashelf",
        )
        + '<script src="/static/figshare-app/main.3d8e.js" defer></script>',
    )
    fs.redirect(f"http://{FSDOI}/10.6084/m9.datashelf.24681357.v{v}", fs_pages[v])

FS_CASES = [
    # Seed: Figshare dataset -> Single Page+ with Ignores.  Truth: the landing page (latest
    # version), the two files on ndownloader, the zip of the version, its API metadata, and
    # the item's older version pages (the versions of this same item).  Not the author, the
    # category, nor the thesis that uses the data (another artifact, as in the seed's Fig. 1).
    fs.case(
        "datashelf-item",
        "dataset with versions",
        "single_hop",
        "single_page_plus_ignored",
        fs_pages[3],
        {fs_pages[3], *fs_files[3], fs_all[3], fs_json[3], fs_pages[2], fs_pages[1]},
        others={fs_thesis, fs_author, fs_cat},
    ),
    # Version 1 cited by its versioned DOI: the resolver hops to the /1 page.  Truth: that
    # version's page, file, zip and metadata; the later versions are other citable objects.
    fs.case(
        "datashelf-version-doi",
        "dataset version via DOI",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{FSDOI}/10.6084/m9.datashelf.24681357.v1",
        {fs_pages[1], *fs_files[1], fs_all[1], fs_json[1]},
        others={fs_pages[3], fs_thesis},
        landing=fs_pages[1],
    ),
]

# --------------------------------------------------------------------------- zenodo-like
ZN = host("www", "recordvault")
ZNDOI = host("doi", "rvhandle")
zn = Hub(
    Portal(
        ZN,
        "Recordvault",
        menu=[
            ("/communities", "Communities"),
            ("/uploads/new", "Upload"),
            ("/search", "Search"),
            ("/about", "About"),
        ],
        footer=[
            ("/policies", "Policies"),
            ("/terms", "Terms of use"),
            ("/privacy-policy", "Privacy policy"),
            ("/support", "Support"),
            ("http://status.recordvault.hx21.example/", "Status"),
        ],
        title_format="{title}",
        home_title="Recordvault",
    ),
    "Recordvault (Zenodo-like repository)",
)
ZN_HEAD = (
    meta(generator="InvenioRDM 13.0", og_site_name="Recordvault")
    + '<script src="/static/dist/js/invenio-app-rdm-records.6a1f.js"></script>'
)
community = stub(
    zn, "/communities/coastal-obs", "Coastal Observatories", "A community of tide-gauge operators."
)
zn_other = stub(zn, "/records/15550098", "Coastal gauge inventory (2024)")


def zn_record(
    rid: int, title: str, files: list[tuple[str, str, bytes]], sign: bool, prev: int | None
) -> tuple[str, set[str], set[str]]:
    """A record: its landing URL, its truth and the other records it links."""
    base = f"/records/{rid}"
    furls = [
        zn.raw(zn.url(f"{base}/files/{name}"), blob(body, ctype)) for name, ctype, body in files
    ]
    exports = {
        fmt: zn.raw(
            zn.url(f"{base}/export/{fmt}"),
            blob("{}" if fmt != "datacite-xml" else "<resource/>", ctype),
        )
        for fmt, ctype in (
            ("json-ld", "application/ld+json"),
            ("datacite-xml", "application/xml"),
            ("bibtex", "text/x-bibtex"),
        )
    }
    api = zn.raw(
        f"http://{ZN}/api/records/{rid}", blob('{"links": {}}', "application/linkset+json")
    )
    doi = f"http://{ZNDOI}/10.5281/recordvault.{rid}"
    link = None
    if sign:
        link = linkset(
            (doi, "cite-as"),
            ("http://orcid.hx21.example/0000-0002-1825-0097", "author"),
            (exports["json-ld"], "describedby", "application/ld+json"),
            (exports["datacite-xml"], "describedby", "application/vnd.datacite.datacite+xml"),
            *[(u, "item", f[1]) for u, f in zip(furls, files, strict=True)],
            ("http://spdx.hx21.example/licenses/CC-BY-4.0", "license"),
            ("http://schema.hx21.example/Dataset", "type"),
            (api, "linkset", "application/linkset+json"),
        )
    others = {community}
    versions = ""
    if prev:
        others.add(zn.url(f"/records/{prev}"))
        versions = f"<p>Versions: {a(f'/records/{prev}', 'Version 1.0')}</p>"
    url = zn.page(
        base,
        title,
        f"""<h1>{title}</h1><p>Published January 20, 2026 | Version 2.0 · {a(doi, doi.replace(f"http://{ZNDOI}", "https://doi.org"))}</p>
<section id="files"><h2>Files</h2>"""
        + ul([(u, f[0]) for u, f in zip(furls, files, strict=True)])
        + f"""</section><aside><h3>Communities</h3>{a("/communities/coastal-obs", "Coastal Observatories")}
<h3>Export</h3>{a(exports["json-ld"], "JSON-LD")} {a(exports["datacite-xml"], "DataCite XML")} {a(exports["bibtex"], "BibTeX")}
{versions}<h3>Related</h3>{a("/records/15550098", "Coastal gauge inventory (2024)")}</aside>""",
        head=ZN_HEAD
        + meta(citation_title=title, citation_doi=f"10.5281/recordvault.{rid}")
        # InvenioRDM repeats the linkset pointer in the HTML head
        + (f'<link rel="linkset" type="application/linkset+json" href="{api}">' if sign else ""),
        link=link,
    )
    zn.redirect(doi, url)
    truth = {url, *furls, *exports.values()} | ({api} if sign else set())
    return url, truth, others


zn_sig, zn_sig_truth, zn_sig_others = zn_record(
    15550123,
    "Hourly sea level at five North Sea gauges, 2019-2025",
    [
        ("gauges.csv", "text/csv", b"gauge,time,level\n"),
        ("README.md", "text/markdown", b"# Hourly sea level\n"),
    ],
    True,
    15550090,
)
stub(zn, "/records/15550090", "Hourly sea level at five North Sea gauges (v1.0)")
zn_sw, zn_sw_truth, zn_sw_others = zn_record(
    7771234,
    "tidelab/tidewatch: v2.1.0",
    [("tidelab/tidewatch-v2.1.0.zip", "application/zip", b"PK\x03\x04")],
    False,
    None,
)

ZN_CASES = [
    # A 2026 InvenioRDM record sends Signposting: cite-as (the DOI), describedby (JSON-LD and
    # DataCite exports), item (each file) and a linkset -> Signposting.  Truth: landing, the
    # two files, the three exports shown on the page and the linkset.  Not the community,
    # the earlier version, the related record, the author's ORCID, the licence.
    zn.case(
        "recordvault-signposted",
        "dataset record in a community",
        "single_hop",
        "signposting",
        zn_sig,
        zn_sig_truth,
        others=zn_sig_others,
    ),
    # A software record archived from the forge before the instance enabled Signposting:
    # seed: Zenodo non-web content -> Single Page+ with Ignores.  Truth: landing, the zip
    # and the three exports.
    zn.case(
        "recordvault-software",
        "software record",
        "single_hop",
        "single_page_plus_ignored",
        zn_sw,
        zn_sw_truth,
        others=zn_sw_others,
    ),
]

# --------------------------------------------------------------------------- dryad-like
DR = host("www", "drydata")
dr = Hub(
    Portal(
        DR,
        "Drydata",
        menu=[
            ("/stash/search", "Explore data"),
            ("/stash/our_membership", "Membership"),
            ("/stash/submission_process", "Submit"),
            ("/stash/about", "About"),
        ],
        footer=[
            ("/stash/terms", "Terms of Service"),
            ("/stash/privacy", "Privacy"),
            ("/stash/contact", "Contact us"),
            ("http://blog.drydata.hx21.example/", "Blog"),
        ],
        title_format="{title}",
        home_title="Drydata -- Publish and preserve your data",
    ),
    "Drydata (Dryad-like repository)",
)
DR_HEAD = meta(og_site_name="Drydata") + '<script src="/packs/js/application-5c2e9f.js"></script>'


def dryad(doi: str, title: str, files: list[tuple[int, str, bytes, str]]) -> tuple[str, set[str]]:
    """A dataset: landing, data-paper, metrics and citations pages (each repeating the title)
    and its file_stream downloads; returns the landing URL and the truth."""
    furls = [
        dr.raw(dr.url(f"/stash/downloads/file_stream/{fid}"), blob(body, ctype))
        for fid, _n, body, ctype in files
    ]
    flist = ul([(u, f[1]) for u, f in zip(furls, files, strict=True)])
    key = doi.rsplit(".", 1)[1]
    zip_url = dr.raw(
        dr.url(f"/stash/downloads/download_resource/{key}"), blob(b"PK\x03\x04", "application/zip")
    )
    paper = dr.page(
        f"/stash/data_paper/doi:{doi}",
        f"Data paper: {title}",
        f"<h1>{title}</h1><p>Data paper view of doi:{doi}</p>{flist}",
        head=DR_HEAD,
    )
    metrics = dr.page(
        f"/stash/metrics/{key}",
        f"Usage of {title}",
        f"<h1>Usage: {title}</h1><p>412 views, 88 downloads</p><p>{a(f'/stash/dataset/doi:{doi}', 'Back to dataset')}</p>",
        head=DR_HEAD,
    )
    landing = dr.page(
        f"/stash/dataset/doi:{doi}",
        title,
        f"""<h1>{title}</h1><p>Cite: Roberts, M. (2026), {title}, Drydata, Dataset, https://doi.org/{doi}</p>
<div class="o-download">{a(zip_url, "Download full dataset")}</div><h2>Files</h2>{flist}
<p>{a(paper, "Data paper view")} · {a(metrics, "Metrics")}</p>
<h2>Related works</h2><p>{a("/stash/dataset/doi:10.5061/dryad.m63xsj48q", "Companion dataset: Estuary salinity profiles")}</p>""",
        head=DR_HEAD + meta(citation_title=title, citation_doi=doi, citation_publisher="Drydata"),
    )
    return landing, {landing, paper, metrics, zip_url, *furls}


DR_TITLE1 = "Data from: Tidal residuals reveal storm surge memory in estuaries"
dr1, dr1_truth = dryad(
    "10.5061/dryad.7h44j0zx9",
    DR_TITLE1,
    [
        (2718281, "residuals.csv", b"gauge,time,residual\n", "text/csv"),
        (2718282, "README.md", f"# {DR_TITLE1}\n".encode(), "text/markdown"),
    ],
)
DR_TITLE2 = "Data from: Oyster reef height under sea-level rise"
dr2, dr2_truth = dryad(
    "10.5061/dryad.q2bvq83t1",
    DR_TITLE2,
    [(3141592, "README.md", f"# {DR_TITLE2}\n\nReef heights in cm.\n".encode(), "text/markdown")],
)
dr_companion = stub(dr, "/stash/dataset/doi:10.5061/dryad.m63xsj48q", "Estuary salinity profiles")

DR_CASES = [
    # Seed: Dryad -> Significant String from Title+ with Ignored URIs.  The landing, data-paper
    # and metrics pages repeat "Data from: ..." (not under one path); the CSV file_stream
    # and the zip do not, so one more hop (minus chrome) is needed.  Not the companion set.
    dr.case(
        "drydata-dataset",
        "dataset",
        "multi_hop",
        "sig_title_plus_ignored",
        dr1,
        dr1_truth,
        others={dr_companion},
    ),
    # A dataset whose only file is a README repeating the title: the landing, data-paper and
    # metrics pages and the one file all contain "Data from: ...", so the significant string
    # alone reaches nearly everything -> Significant String from Title.  Truth still has
    # the zip of the whole set, which lacks the title (the seed: this heuristic "potentially
    # misses artifact URIs").
    dr.case(
        "drydata-readme-only",
        "dataset with README only",
        "multi_hop",
        "sig_title",
        dr2,
        dr2_truth,
        others={dr_companion},
    ),
]

# --------------------------------------------------------------------------- osf-like
OF = host("www", "openframe")
OFFILES = host("files", "openframe")
of = Hub(
    Portal(
        OF,
        "OF",
        menu=[
            ("/dashboard", "My Projects"),
            ("/search", "Search"),
            ("/support", "Support"),
            ("/donate", "Donate"),
        ],
        footer=[
            ("/terms_of_use", "Terms of Use"),
            ("/privacy_policy", "Privacy Policy"),
            ("http://status.openframe.hx21.example/", "Status"),
            ("http://api.openframe.hx21.example/v2/", "API"),
        ],
        title_format="OF | {title}",
        home_title="OF | Home",
    ),
    "Openframe (OSF-like project host)",
)
OF_HEAD = (
    meta(generator="ember-osf-web 26.2")
    + '<script src="/ember-osf-web/assets/vendor-ab12cd.js"></script>'
)


def of_project(
    guid: str,
    title: str,
    comps: list[tuple[str, str]],
    wiki: list[str],
    files: list[tuple[str, str]],
) -> tuple[str, set[str]]:
    crumbs = f'<nav class="breadcrumb">{a(f"/{guid}/", title)}</nav>'
    truth: set[str] = set()
    for cg, ct in comps:
        truth.add(
            of.page(
                f"/{cg}/", ct, f"{crumbs}<h1>{ct}</h1><p>Component of {title}.</p>", head=OF_HEAD
            )
        )
    wiki_nav = ul([(f"/{guid}/wiki/{w}/", w) for w in wiki], "wiki-menu")
    for w in wiki:
        truth.add(
            of.page(
                f"/{guid}/wiki/{w}/",
                f"{title} Wiki: {w}",
                f"{crumbs}{wiki_nav}<h1>{w}</h1><p>Notes for {title}.</p>",
                head=OF_HEAD,
            )
        )
    fpages = []
    for fg, name in files:
        dl = of.raw(
            f"http://{OFFILES}/v1/resources/{guid}/providers/osfstorage/{fg}?action=download",
            pdf_file(name),
        )
        fpages.append(
            of.page(
                f"/{fg}/", name, f"{crumbs}<h1>{name}</h1><p>{a(dl, 'Download')}</p>", head=OF_HEAD
            )
        )
        truth.add(dl)
    truth |= set(fpages)
    fl = of.page(
        f"/{guid}/files/osfstorage",
        f"{title} Files",
        f"{crumbs}<h1>Files</h1>" + ul([(u, n) for u, (_g, n) in zip(fpages, files, strict=True)]),
        head=OF_HEAD,
    )
    landing = of.page(
        f"/{guid}/",
        title,
        f"""<h1>{title}</h1><p>Contributors: {a("/u8h3n/", "Maya Roberts")}</p>
<p>{a(f"/{guid}/files/osfstorage", "Files")} · {a(f"/{guid}/wiki/{wiki[0]}/", "Wiki")}</p>
<h2>Components</h2>{ul([(f"/{cg}/", ct) for cg, ct in comps])}
<p>Forked from {a("/e5f6g/", "Gauge network template")}</p>""",
        head=OF_HEAD,
    )
    return landing, truth | {landing, fl}


of1, of1_truth = of_project(
    "k7m2p",
    "Coastal Sensor Network Replication",
    [("r4tq9", "Buoy calibration"), ("z8c1d", "Field deployment logs")],
    ["home", "Protocol"],
    [("x9w3e", "protocol.pdf"), ("h2j5k", "calibration-report.pdf")],
)
of2, of2_truth = of_project(
    "b3n7v", "Estuary Salinity Preregistration", [], ["home"], [("q6r8t", "prereg.pdf")]
)
of_user = stub(of, "/u8h3n/", "Maya Roberts")
of_tpl = stub(of, "/e5f6g/", "Gauge network template")

OF_CASES = [
    # Seed: OSF -> Significant String from Filtered Title.  Every title starts "OF | " like
    # the homepage's "OF | Home"; the rest, the project title, is in the breadcrumb of every
    # component, wiki and file page.  Truth: project, components, wiki, file list, file
    # pages and downloads on files.openframe (the PDFs lack the title: the seed's "misses").
    # Not the contributor or the template it was forked from.
    of.case(
        "openframe-project",
        "project with components and wiki",
        "multi_hop",
        "sig_filtered_title",
        of1,
        of1_truth,
        others={of_user, of_tpl},
    ),
    # A preregistration: project page, wiki, file list, one file page and its download.
    of.case(
        "openframe-prereg",
        "project with files",
        "multi_hop",
        "sig_filtered_title",
        of2,
        of2_truth,
        others={of_user, of_tpl},
    ),
]

CASES: list[Case] = FS_CASES + ZN_CASES + DR_CASES + OF_CASES
