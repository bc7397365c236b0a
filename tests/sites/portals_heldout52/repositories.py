"""Repositories of heldout52: a general research repository and a university repository
that signpost their records in HTTP Link headers (Signposting), a Dataverse-style
replication archive for working papers (Significant String from Filtered Title, trimmed
from the title's end as the seed notes for Dataverse) and a Dryad-style data repository
for preprint data (Significant String from Title+ with Ignored URIs, as the seed
prescribes for Dryad)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, a, case, file_data, file_pdf, ul

# --- a general research repository with signposting (records, versions, communities) ---

CAIRN = Chrome(
    host="vault.cairnrepo.hx52.example",
    name="Cairn Vault",
    menu=(
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/about", "About"),
    ),
    footer=(
        ("/policies", "Policies"),
        ("/infrastructure", "Infrastructure"),
        ("/developers", "Developers"),
        ("/support", "Support"),
        ("/status", "Status"),
    ),
    account=(("/login", "Log in"), ("/signup", "Sign up")),
    home_main="<h1>Cairn Vault</h1><p>Deposit preprints, data and software.</p>",
    cdn=("http://cdn.semantic-ui.test/2.5.0/semantic.min.css",),
    scripts=("http://stats.matomo-cloud.test/cairn.js",),
)


def _cairn_record(
    rid: str,
    title: str,
    creators: list[tuple[str, str]],
    files: list[tuple[str, str]],
    version: str,
    siblings: list[str],
    community: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """Landing page with a Link header: cite-as, author, type, license (not members),
    item per file and describedby per metadata export (members)."""
    land = f"/records/{rid}"
    pages: dict[str, PageValue] = {}
    items = [(f"{land}/files/{f}?download=1", ctype) for f, ctype in files]
    described = [
        (f"/api/records/{rid}", "application/json"),
        (f"{land}/export/datacite-xml", "application/vnd.datacite.datacite+xml"),
        (f"{land}/export/json-ld", "application/ld+json"),
    ]
    for (path, ctype), (f, _c) in zip(items, files, strict=True):
        if ctype == "application/pdf":
            pages[path] = file_pdf(title, f)
        else:
            pages[path] = file_data(f"{f}\n", ctype)
    pages[f"/api/records/{rid}"] = file_data(
        f'{{"id":"{rid}","metadata":{{"title":"{title}","version":"{version}"}}}}',
        "application/json",
    )
    pages[f"{land}/export/datacite-xml"] = file_data(
        f"<resource><titles><title>{escape(title)}</title></titles></resource>",
        "application/vnd.datacite.datacite+xml",
    )
    pages[f"{land}/export/json-ld"] = file_data(
        f'{{"@type":"ScholarlyArticle","name":"{title}"}}', "application/ld+json"
    )
    link = [f'<http://doi.test/10.70002/cairn.{rid}>; rel="cite-as"']
    link += [f'<http://orcid.test/{o}>; rel="author"' for _n, o in creators]
    link += [f'<{CAIRN.url(p)}>; rel="item"; type="{t}"' for p, t in items]
    link += [f'<{CAIRN.url(p)}>; rel="describedby"; type="{t}"' for p, t in described]
    link += [
        '<http://creativecommons.test/licenses/by/4.0/legalcode>; rel="license"',
        '<http://schema.org/ScholarlyArticle>; rel="type"',
        '<http://schema.org/AboutPage>; rel="type"',
    ]
    rows = "".join(
        f"<tr><td>{escape(f)}</td><td>{a(p, 'Download')}</td></tr>"
        for (p, _t), (f, _c) in zip(items, files, strict=True)
    )
    vers = ul([(f"/records/{s}", f"Version record {s}") for s in siblings])
    who = ", ".join(
        f'{escape(n)} <a href="http://orcid.test/{o}" class="orcid">ORCID</a>' for n, o in creators
    )
    main = (
        f'<div class="ui label">Preprint</div><div class="ui label">Version {version}</div>'
        f"<h1>{escape(title)}</h1><p>{who}</p>"
        f'<p>DOI <a href="http://doi.test/10.70002/cairn.{rid}">10.70002/cairn.{rid}</a></p>'
        f"<h2>Description</h2><p>Preprint deposited before journal submission.</p>"
        f'<h2>Files</h2><table class="ui table">{rows}</table>'
    )
    side = (
        f"<h3>Versions</h3><p>Version {version} (this record)</p>{vers}"
        f"<h3>Communities</h3>{ul([(f'/communities/{community}', community)])}"
        f"<h3>Export</h3>"
        + ul(
            [
                (described[0][0], "JSON"),
                (described[1][0], "DataCite XML"),
                (described[2][0], "JSON-LD"),
            ]
        )
        + '<h3>Share</h3><a href="http://bsky.test/intent/compose?text='
        f'{CAIRN.host}{land}">Bluesky</a>'
    )
    pages[land] = Response.html(
        CAIRN.page(title, main, aside=side), headers=[("Link", ", ".join(link))]
    )
    return pages, [land, *(p for p, _ in items), *(p for p, _ in described)]


CAIRN_A, CAIRN_A_TRUTH = _cairn_record(
    "118204",
    "Glacier surge detection from Sentinel-1 coherence time series",
    [("Ingrid Solvang", "0000-0001-6611-2093")],
    [("solvang_surge_preprint.pdf", "application/pdf")],
    "v1",
    [],
    "cryosphere-preprints",
)
CAIRN_B, CAIRN_B_TRUTH = _cairn_record(
    "120977",
    "Permafrost carbon feedback under overshoot scenarios",
    [("Mateus Farias", "0000-0002-1400-7736"), ("Noor Haidari", "0000-0003-9920-1185")],
    [
        ("farias_overshoot_v3.pdf", "application/pdf"),
        ("supplementary_information.pdf", "application/pdf"),
        ("model_output.nc", "application/x-netcdf"),
        ("source_latex.zip", "application/zip"),
    ],
    "v3",
    ["119002", "117531"],
    "cryosphere-preprints",
)


def cairn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**CAIRN_A, **CAIRN_B}
    for s, v in [("119002", "v2"), ("117531", "v1")]:
        pages[f"/records/{s}"] = CAIRN.page(
            "Permafrost carbon feedback under overshoot scenarios",
            f"<h1>Permafrost carbon feedback under overshoot scenarios</h1><p>Version {v}. "
            f"A newer version exists: {a('/records/120977', 'version v3')}.</p>",
        )
    pages["/communities/cryosphere-preprints"] = CAIRN.page(
        "Cryosphere preprints", "<h1>Cryosphere preprints community</h1>"
    )
    pages["/doi/10.70002/cairn.120977"] = Response.redirect("/records/120977", 302)
    return [CAIRN.site(pages)]


# --- a university repository (DSpace-like) holding its working-paper series ---

HALVORSEN = Chrome(
    host="scholar.halvorsen-univ.hx52.example",
    name="Halvorsen Scholar",
    title_format="{title}",
    style="drupal",
    menu=(
        ("/communities-and-collections", "Communities & Collections"),
        ("/browse/dateissued", "By issue date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ),
    footer=(
        ("/info/end-user-agreement", "End user agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send feedback"),
    ),
    account=(("/login", "Log in"),),
    home_title="Halvorsen Scholar - Halvorsen University research repository",
    home_main="<h1>Halvorsen Scholar</h1><p>Research outputs of Halvorsen University.</p>",
    scripts=("http://www.tagmanager.test/gtag.js?id=G-HALV",),
)


def _dspace_item(
    uuid: str,
    title: str,
    series: tuple[str, str],
    bitstreams: list[tuple[str, str, str]],
    notes: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """`bitstreams`: (uuid, file name, description).  Signposted: items are the
    bitstreams, describedby the DataCite and Dublin Core records."""
    land = f"/items/{uuid}"
    pages: dict[str, PageValue] = {}
    items = [f"/bitstreams/{b}/download" for b, _f, _d in bitstreams]
    for path, (_b, f, d) in zip(items, bitstreams, strict=True):
        pages[path] = file_pdf(title, d, f)
    described = [
        f"/server/signposting/describedby/{uuid}?format=datacite",
        f"/server/signposting/describedby/{uuid}?format=dc",
    ]
    pages[described[0]] = file_data(
        f"<resource><titles><title>{escape(title)}</title></titles></resource>",
        "application/vnd.datacite.datacite+xml",
    )
    pages[described[1]] = file_data(
        f"<oai_dc:dc><dc:title>{escape(title)}</dc:title></oai_dc:dc>", "application/xml"
    )
    coll_uuid, coll_name = series
    link = [
        f'<http://hdl.test/11250/{uuid[:6]}>; rel="cite-as"',
        *(f'<{HALVORSEN.url(p)}>; rel="item"; type="application/pdf"' for p in items),
        f'<{HALVORSEN.url(described[0])}>; rel="describedby"; '
        'type="application/vnd.datacite.datacite+xml"',
        f'<{HALVORSEN.url(described[1])}>; rel="describedby"; type="application/xml"',
        f'<{HALVORSEN.url("/collections/" + coll_uuid)}>; rel="collection"',
        '<http://schema.org/CreativeWork>; rel="type"',
    ]
    files = "".join(
        f'<div class="file-section"><a href="{p}">{escape(f)}</a> ({escape(d)})</div>'
        for p, (_b, f, d) in zip(items, bitstreams, strict=True)
    )
    main = (
        f'<h1 class="item-page-title">{escape(title)}</h1>{notes}'
        f'<div class="row"><div class="col-4"><h5>Files</h5>{files}</div>'
        f'<div class="col-8"><h5>Abstract</h5><p>We estimate ...</p>'
        f"<h5>URI</h5><p>http://hdl.test/11250/{uuid[:6]}</p><h5>Collections</h5>"
        f"<p>{a('/collections/' + coll_uuid, coll_name)}</p>"
        f"<h5>Metadata</h5><p>{a(described[0], 'DataCite XML')} "
        f"{a(described[1], 'Dublin Core')}</p></div></div>"
    )
    pages[land] = Response.html(
        HALVORSEN.page(f"{title} - Halvorsen Scholar", main), headers=[("Link", ", ".join(link))]
    )
    return pages, [land, *items, *described]


SERIES = ("0b7e9a51-4c2d-4e8f-9a10-5d3c2b1a0f99", "Department of Economics Working Papers")
HALV_A, HALV_A_TRUTH = _dspace_item(
    "a3f1c9d2-77e0-4b5a-8c41-1f2e3d4c5b6a",
    "Household debt and consumption smoothing in Norwegian register data",
    SERIES,
    [("c1d2e3f4-1111-4a2b-9c3d-000000000001", "WP2026-04.pdf", "Working paper")],
    "<p>Working paper 04/2026</p>",
)
HALV_B, HALV_B_TRUTH = _dspace_item(
    "e8b2d4f6-03a1-49c7-b5e2-7a9c1d3e5f70",
    "Ferry subsidies and island depopulation",
    SERIES,
    [
        ("c1d2e3f4-2222-4a2b-9c3d-000000000002", "WP2025-11.pdf", "Working paper (preprint)"),
        (
            "c1d2e3f4-2222-4a2b-9c3d-000000000003",
            "accepted-manuscript.pdf",
            "Author accepted manuscript",
        ),
        ("c1d2e3f4-2222-4a2b-9c3d-000000000004", "erratum.pdf", "Erratum to Table 4"),
    ],
    (
        '<div class="alert">Published version: <a href="http://doi.test/10.80005/'
        'jre.2026.031">Journal of Regional Economics 2026</a>. The preprint version '
        "remains available below.</div><p>Working paper 11/2025</p>"
    ),
)


def halvorsen_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**HALV_A, **HALV_B}
    pages[f"/collections/{SERIES[0]}"] = HALVORSEN.page(
        SERIES[1],
        f"<h1>{SERIES[1]}</h1>"
        + ul(
            [
                ("/items/a3f1c9d2-77e0-4b5a-8c41-1f2e3d4c5b6a", "WP 04/2026"),
                ("/items/e8b2d4f6-03a1-49c7-b5e2-7a9c1d3e5f70", "WP 11/2025"),
            ]
        ),
    )
    return [HALVORSEN.site(pages)]


# --- a Dataverse-style replication archive: "<title> | Wyvern Replication Dataverse" ---

WYVERN = Chrome(
    host="dataverse.wyvernrepl.hx52.example",
    name="Wyvern Replication Dataverse",
    title_format="{title} | {name}",
    home_title="Browse | Wyvern Replication Dataverse",
    menu=(
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ),
    footer=(("/terms", "Terms of use"), ("/privacy-policy", "Privacy"), ("/about", "About")),
    account=(("/loginpage.xhtml", "Log in"), ("/dataverseuser.xhtml?editMode=CREATE", "Sign up")),
    cdn=("http://cdn.primefaces.test/13.0/theme.css",),
    scripts=("http://www.tagmanager.test/gtag.js?id=G-WYV",),
)


def _wyvern_dataset(
    pid: str,
    title: str,
    files: list[tuple[str, str]],
    versions: list[str],
    note: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """Every member (file pages, their downloads, versions, exports) prints the dataset
    title; the site-name suffix is what the homepage title shares."""
    q = f"persistentId=doi:10.70003/WYV/{pid}"
    land = f"/dataset.xhtml?{q}"
    pages: dict[str, PageValue] = {}
    truth = [land]
    crumbs = (("/dataverse/root", "Wyvern Replication Dataverse"), (land, title))
    rows = []
    for fid, name in files:
        fp, dl = f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"
        pages[fp] = WYVERN.page(
            f"{name} - {title}",
            f"<h1>{escape(name)}</h1><p>Part of {a(land, title)}</p><p>{a(dl, 'Access file')}</p>",
            crumbs=crumbs,
        )
        if name.endswith(".pdf"):
            pages[dl] = file_pdf(title, name)
        else:
            pages[dl] = file_data(f"# {title}\n# file {name}\nid,value\n1,0.3\n", "text/plain")
        truth += [fp, dl]
        rows.append(f"<tr><td>{a(fp, name)}</td><td>{a(dl, 'Download')}</td></tr>")
    vrows = []
    for v in versions[:-1]:
        vp = f"{land}&version={v}"
        pages[vp] = WYVERN.page(
            f"{title} (version {v})",
            f"<h1>{escape(title)}</h1><p>Version {v}. {a(land, 'View the latest version')}</p>",
            crumbs=crumbs,
        )
        truth.append(vp)
        vrows.append(f"<tr><td>{a(vp, v)}</td></tr>")
    vrows.append(f"<tr><td>{versions[-1]} (this version)</td></tr>")
    for exp in ("ddi", "dataverse_json"):
        ep = f"/api/datasets/export?exporter={exp}&{q}"
        pages[ep] = file_data(
            f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml"
        )
        truth.append(ep)
    main = (
        f'<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1>{note}'
        f"<p>Replication package for the working paper of the same name.</p>"
        f'<div class="export">Export metadata: '
        f"{a(f'/api/datasets/export?exporter=ddi&{q}', 'DDI')} "
        f"{a(f'/api/datasets/export?exporter=dataverse_json&{q}', 'JSON')}</div>"
        f'<h2>Files</h2><table class="files">{"".join(rows)}</table>'
        f'<h2>Versions</h2><table class="versions">{"".join(vrows)}</table></div>'
    )
    pages[land] = WYVERN.page(title, main, crumbs=crumbs)
    return pages, truth


WYVERN_A_TITLE = "Replication Data for: School Meal Reform and Attendance in Rural Peru"
WYVERN_A, WYVERN_A_TRUTH = _wyvern_dataset(
    "QK2M8P",
    WYVERN_A_TITLE,
    [("7712", "analysis.do"), ("7713", "codebook.pdf")],
    ["1.0"],
    "",
)
WYVERN_B_TITLE = "Replication Data for: Bank Runs in Mobile-Money Networks"
WYVERN_B, WYVERN_B_TRUTH = _wyvern_dataset(
    "ZX7R4T",
    WYVERN_B_TITLE,
    [
        ("8830", "README.txt"),
        ("8831", "clean_transactions.tab"),
        ("8832", "estimation.R"),
        ("8833", "figures.R"),
        ("8834", "online_appendix.pdf"),
    ],
    ["1.0", "1.1", "2.0"],
    (
        '<div class="alert alert-info">Version 1.0 was deaccessioned (a data-use agreement '
        "was breached); versions 1.1 and 2.0 replace it.</div>"
    ),
)


def wyvern_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**WYVERN_A, **WYVERN_B}
    pages["/dataverse/root"] = WYVERN.page(
        "Wyvern Replication Dataverse", "<h1>Datasets</h1><p>312 datasets.</p>"
    )
    return [WYVERN.site(pages)]


# --- a Dryad-style data repository: "Data from: <preprint title>" ---

SEDGE = Chrome(
    host="www.sedgedata.hx52.example",
    name="Sedge Data",
    menu=(
        ("/explore", "Explore data"),
        ("/publish", "Publish data"),
        ("/requirements", "Requirements"),
        ("/about", "About"),
    ),
    footer=(
        ("/members", "Members"),
        ("/terms", "Terms of service"),
        ("/contact", "Contact us"),
    ),
    home_main="<h1>Sedge Data</h1><p>Curated, open research data for every discipline.</p>",
    scripts=("http://www.tagmanager.test/gtag.js?id=G-SEDGE",),
)


def _sedge_dataset(
    ident: str,
    title: str,
    files: list[tuple[str, str, str]],
    on_landing: bool,
    old_versions: list[list[tuple[str, str, str]]],
    preprint: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """Pages print "Data from: <title>"; the files do not (the seed's Dryad case)."""
    sig = f"Data from: {title}"
    land = f"/dataset/doi:10.83001/sedge.{ident}"
    pages: dict[str, PageValue] = {}
    truth = [land]

    def stream(fid: str, name: str, ctype: str) -> str:
        path = f"/downloads/file_stream/{fid}"
        pages[path] = file_data(f"{name}\nsite,count\nA,12\n", ctype)
        truth.append(path)
        return f"<li>{a(path, name)} ({ctype})</li>"

    listing = "<ul>" + "".join(stream(*f) for f in files) + "</ul>"
    pages[f"/downloads/zip/sedge.{ident}"] = file_data("PK\x05\x06", "application/zip")
    truth.append(f"/downloads/zip/sedge.{ident}")
    pages[f"{land}/citation.ris"] = file_data(
        f"TY  - DATA\nTI  - {sig}\nPY  - 2026\nER  - \n", "application/x-research-info-systems"
    )
    truth.append(f"{land}/citation.ris")
    if on_landing:
        files_html = f"<h2>Files</h2>{listing}"
    else:
        pages[f"{land}/files"] = SEDGE.page(
            sig, f"<h1>{escape(sig)}</h1><h2>Files in this dataset</h2>{listing}", raw_title=True
        )
        truth.append(f"{land}/files")
        files_html = f"<p>{a(f'{land}/files', f'View all {len(files)} files')}</p>"
    ver = ""
    if old_versions:
        rows = []
        for i, vfiles in enumerate(old_versions, 1):
            vp = f"{land}?version={i}"
            vlist = "<ul>" + "".join(stream(*f) for f in vfiles) + "</ul>"
            pages[vp] = SEDGE.page(
                sig,
                f"<h1>{escape(sig)}</h1><p>Version {i} (superseded). {a(land, 'Latest version')}"
                f"</p>{vlist}",
                raw_title=True,
            )
            truth.append(vp)
            rows.append((vp, f"Version {i}"))
        pages[f"{land}/versions"] = SEDGE.page(
            sig, f"<h1>{escape(sig)}</h1><h2>Version history</h2>" + ul(rows), raw_title=True
        )
        truth.append(f"{land}/versions")
        ver = f"<p>{a(f'{land}/versions', 'Version history')}</p>"
    main = (
        f'<h1 class="o-heading__level1">{escape(sig)}</h1>'
        f"<p>Cite: Authors (2026). {escape(sig)} [Dataset]. doi:10.83001/sedge.{ident}</p>"
        f"<p>{a(f'{land}/citation.ris', 'Export citation (RIS)')} "
        f"{a(f'/downloads/zip/sedge.{ident}', 'Download full dataset')}</p>{files_html}{ver}"
        f'<h2>Related works</h2><p>Preprint: <a href="{preprint}">{escape(title)}</a></p>'
    )
    pages[land] = SEDGE.page(sig, main, raw_title=True)
    return pages, truth


SEDGE_A_TITLE = "Ostracod assemblages track salinity in coastal lagoons"
SEDGE_A, SEDGE_A_TRUTH = _sedge_dataset(
    "4kq7m",
    SEDGE_A_TITLE,
    [("2291031", "ostracod_counts.csv", "text/csv"), ("2291032", "README.md", "text/markdown")],
    True,
    [],
    "http://doi.test/10.77001/2026.01.05.568801",
)
SEDGE_B_TITLE = "Nitrogen deposition shifts moss-associated cyanobacteria in boreal bogs"
SEDGE_B, SEDGE_B_TRUTH = _sedge_dataset(
    "9wz3r",
    SEDGE_B_TITLE,
    [
        ("2304410", "acetylene_reduction.csv", "text/csv"),
        ("2304411", "16S_asv_table.tsv", "text/tab-separated-values"),
        ("2304412", "site_coordinates.csv", "text/csv"),
        ("2304413", "README.md", "text/markdown"),
    ],
    False,
    [[("2100400", "acetylene_reduction_v1.csv", "text/csv")]],
    "http://doi.test/10.77001/2025.09.30.561120",
)


def sedge_sites() -> list[Site]:
    return [SEDGE.site({**SEDGE_A, **SEDGE_B})]


def _cases() -> list[Case]:
    C, H, W, S = CAIRN, HALVORSEN, WYVERN, SEDGE
    return [
        # The landing page's Link header names the artifact (items, describedby): the
        # seed's signposting, which tells a crawler the boundary outright.
        case(
            "cairn-signposted-preprint",
            "general research repository (signposted preprint, one file)",
            "preprint",
            "signposting",
            C.url("/records/118204"),
            [C.url(p) for p in CAIRN_A_TRUTH],
            cairn_sites,
        ),
        # Harder: DOI-style entry that redirects, four files, older versions as other
        # records (not members: each version is its own record here).
        case(
            "cairn-signposted-v3",
            "general research repository (DOI redirect, v3 with four files, older versions)",
            "preprint",
            "signposting",
            C.url("/doi/10.70002/cairn.120977"),
            [C.url(p) for p in CAIRN_B_TRUTH],
            cairn_sites,
            others=[C.url("/records/119002"), C.url("/records/117531")],
            landing=C.url("/records/120977"),
        ),
        case(
            "halvorsen-working-paper",
            "university repository (signposted working paper)",
            "preprint",
            "signposting",
            H.url("/items/a3f1c9d2-77e0-4b5a-8c41-1f2e3d4c5b6a"),
            [H.url(p) for p in HALV_A_TRUTH],
            halvorsen_sites,
        ),
        case(
            "halvorsen-preprint-aam-erratum",
            "university repository (preprint, accepted manuscript and erratum)",
            "preprint",
            "signposting",
            H.url("/items/e8b2d4f6-03a1-49c7-b5e2-7a9c1d3e5f70"),
            [H.url(p) for p in HALV_B_TRUTH],
            halvorsen_sites,
        ),
        # Dataverse: the seed prescribes Significant String from Filtered Title, filtered
        # from the title's end; every member prints the dataset title.
        case(
            "wyvern-replication-package",
            "replication data archive (two files)",
            "dataset",
            "sig_filtered_title",
            W.url("/dataset.xhtml?persistentId=doi:10.70003/WYV/QK2M8P"),
            [W.url(p) for p in WYVERN_A_TRUTH],
            wyvern_sites,
        ),
        case(
            "wyvern-deaccessioned-versions",
            "replication data archive (five files, deaccessioned first version)",
            "dataset",
            "sig_filtered_title",
            W.url("/dataset.xhtml?persistentId=doi:10.70003/WYV/ZX7R4T"),
            [W.url(p) for p in WYVERN_B_TRUTH],
            wyvern_sites,
        ),
        # Dryad: the seed prescribes Significant String from Title+ with Ignored URIs:
        # pages carry "Data from: <title>", the data files one hop out do not.
        case(
            "sedge-preprint-data",
            "data repository for preprints (files on the landing page)",
            "dataset",
            "sig_title_plus_ignored",
            S.url("/dataset/doi:10.83001/sedge.4kq7m"),
            [S.url(p) for p in SEDGE_A_TRUTH],
            sedge_sites,
        ),
        case(
            "sedge-preprint-data-versions",
            "data repository for preprints (file list page, superseded version's files)",
            "dataset",
            "sig_title_plus_ignored",
            S.url("/dataset/doi:10.83001/sedge.9wz3r"),
            [S.url(p) for p in SEDGE_B_TRUTH],
            sedge_sites,
        ),
    ]


CASES = _cases()
