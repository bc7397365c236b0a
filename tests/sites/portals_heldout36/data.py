"""Data records (Figshare-, Zenodo-, Mendeley-Data-, Dryad-, Dataverse-, OSF-like).

Single-hop records (Figshare, Zenodo, Mendeley Data in the seed's table: Single Page+ with
Ignores): the landing page, its files (often on a separate file host) and its citation
exports.  Multi-hop records: Dryad-like (the title string "Data from: …" is in every metadata
page; Significant String from Title, or Title+ with Ignored URIs when a data file lacks it),
Dataverse-like and OSF-like (the site name must be filtered off the title first: Significant
String from Filtered Title).  Other versions, related records, authors' profiles, subject and
keyword searches, communities and the portals' chrome are outside the artifact.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data

from ._kit import bibtex, cookie_banner, exports, host, ris, sidebar, site_of, u

FOOT = [
    ("/about/terms", "Terms"),
    ("/about/privacy", "Privacy"),
    ("/about/accessibility", "Accessibility"),
    ("http://social.mastodon-hx.test/@repo", "Mastodon"),
]


def _sites(portal: Portal, pages: dict[str, object], files: dict[str, dict[str, object]]):
    def build() -> list[Site]:
        out = [site_of(portal, pages)]  # type: ignore[arg-type]
        for h, ps in files.items():
            s = Site(h)
            for p, v in ps.items():
                s.add(p, v)  # type: ignore[arg-type]
            out.append(s)
        return out

    return build


def _file_body(name: str, title: str | None) -> tuple[bytes, str]:
    """A plausible file; text files carry `title` in a header line when given."""
    head = f"# {title}\n" if title else ""
    if name.endswith(".csv"):
        return (head + "site,year,value\nA,2019,1.2\nB,2020,3.4\n").encode(), "text/csv"
    if name.endswith((".txt", ".md")):
        return (head + f"README for {name}\n").encode(), "text/plain; charset=utf-8"
    if name.endswith(".pdf"):
        return pdf(name, [title or "supplement"]), "application/pdf"
    if name.endswith(".png"):
        return png(16, 16), "image/png"
    return b"PK\x03\x04" + name.encode() * 20, "application/zip"


# --- Figshare-like --------------------------------------------------------------------------
FS = Portal(
    host("www", "larchfield"),
    "Larchfield",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/institutions", "Institutions")],
    FOOT,
    title_format="{title}",
    home_title="Larchfield - credit for all your research",
)
FS_FILES = host("ndownloader", "larchfieldfiles")


def _figshare(
    aid: int, slug: str, title: str, authors: list[str], files: list[str], related: list[str]
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    entry_path = f"/articles/dataset/{slug}/{aid}"
    entry = FS.url(entry_path)
    truth = {entry}
    fpages: dict[str, object] = {}
    rows = []
    for i, f in enumerate(files):
        fid = aid * 10 + i
        body, ct = _file_body(f, None)
        fpages[f"/files/{fid}"] = data(body, ct)
        truth.add(u(FS_FILES, f"/files/{fid}"))
        rows.append(
            f'<li class="file"><span>{escape(f)}</span> '
            f'<a href="{u(FS_FILES, f"/files/{fid}")}">Download ({len(body)} B)</a></li>'
        )
    fpages[f"/articles/{aid}/versions/1"] = data(b"PK\x03\x04all", "application/zip")
    truth.add(u(FS_FILES, f"/articles/{aid}/versions/1"))
    pages: dict[str, object] = {}
    fmts = [
        ("BibTeX", "bibtex"),
        ("RefWorks", "refworks"),
        ("DataCite", "datacite"),
        ("RIS", "ris"),
    ]
    for _label, key in fmts:
        text = (
            bibtex(f"ds{aid}", title, " and ".join(authors), 2021)
            if key == "bibtex"
            else ris(title, authors, 2021, entry)
        )
        pages[f"/articles/{aid}/export/{key}"] = data(text, "text/plain; charset=utf-8")
        truth.add(FS.url(f"/articles/{aid}/export/{key}"))
    others = {FS.url(r) for r in related}
    for r in related:
        pages[r] = FS.page(r.rsplit("/", 2)[1].replace("-", " ").title(), "<h1>Related item</h1>")
    auth = ", ".join(
        f'<a href="/authors/{escape(a.replace(" ", "_"))}/{900 + i}">{escape(a)}</a>'
        for i, a in enumerate(authors)
    )
    body = (
        f'<div class="fs-article"><h1 class="title">{escape(title)}</h1><p>Dataset posted on '
        f"2021-03-04 by {auth}</p>"
        f'<a class="download-all" href="{u(FS_FILES, f"/articles/{aid}/versions/1")}">Download all'
        f"</a><ul class='files'>{''.join(rows)}</ul>"
        f"<p class='description'>Data supporting {escape(title)}.</p>"
        '<p>Categories: <a href="/categories/Ecology">Ecology</a> Keywords: '
        '<a href="/search?q=%22soil%22">soil</a></p>'
        f'<p>License: <a href="http://creativecommons.hx-licenses.test/by/4.0/">CC BY 4.0</a></p>'
        + exports("", [(t, f"/articles/{aid}/export/{k}") for t, k in fmts])
        + sidebar("Related items", [(r, r.rsplit("/", 2)[1].replace("-", " ")) for r in related])
        + "</div>"
        + cookie_banner()
    )
    pages[entry_path] = FS.page(title, body, share=entry)
    return pages, fpages, entry, truth, others


def _figshare_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (seed: Figshare). Truth: landing page, each file and
    # the "download all" zip on the file host, and the four citation exports.
    a = _figshare(
        14227,
        "Soil_respiration_chamber_data",
        "Soil respiration chamber fluxes, Larch Hill 2020",
        ["Maren Solvik", "Tadeo Ruiz"],
        ["fluxes_2020.csv"],
        ["/articles/thesis/Carbon_cycling_in_boreal_soils/13001"],
    )
    # Harder: five files, related items and a collection in the sidebar.
    b = _figshare(
        18840,
        "Otolith_microchemistry",
        "Otolith microchemistry of juvenile cod, Skagerrak",
        ["Ingrid Holm", "Pavel Novak", "Aoife Byrne"],
        ["laser_ablation.csv", "standards.csv", "methods.pdf", "README.txt", "transect_map.png"],
        [
            "/articles/dataset/Cod_growth_rates/17702",
            "/articles/figure/Otolith_images/18841",
            "/collections/Skagerrak_fish_ecology/5512",
        ],
    )
    pages = {**a[0], **b[0]}
    files = {FS_FILES: {**a[1], **b[1]}}
    build = _sites(FS, pages, files)
    return [
        Case(
            "larch-simple",
            "Figshare-like data repository (simple)",
            "dataset",
            "single_page_plus_ignored",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "larch-harder",
            "Figshare-like data repository (harder)",
            "dataset",
            "single_page_plus_ignored",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- Zenodo-like ----------------------------------------------------------------------------
ZN = Portal(
    host("records", "quillmere"),
    "Quillmere",
    [("/communities", "Communities"), ("/uploads", "My dashboard"), ("/help", "Help")],
    FOOT,
    title_format="{title}",
    home_title="Quillmere",
)


def _zenodo(
    rid: int, title: str, files: list[str], versions: list[int], communities: list[str]
) -> tuple[dict[str, object], str, set[str], set[str]]:
    p = f"/records/{rid}"
    entry = ZN.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    rows = []
    for f in files:
        body, ct = _file_body(f, title)
        pages[f"{p}/files/{f}?download=1"] = data(body, ct)
        pages[f"{p}/preview/{f}"] = ZN.page(f, f"<h1>Preview of {escape(f)}</h1><pre>…</pre>")
        truth |= {ZN.url(f"{p}/files/{f}?download=1"), ZN.url(f"{p}/preview/{f}")}
        rows.append(
            f'<tr><td>{escape(f)}</td><td><a href="{p}/preview/{f}">Preview</a> '
            f'<a href="{p}/files/{f}?download=1">Download</a></td></tr>'
        )
    for key in ("bibtex", "datacite-json", "csl", "dublincore"):
        text = bibtex(f"q{rid}", title, "Quillmere authors", 2022) if key == "bibtex" else title
        pages[f"{p}/export/{key}"] = data(text, "text/plain; charset=utf-8")
        truth.add(ZN.url(f"{p}/export/{key}"))
    others = {ZN.url(f"/records/{v}") for v in versions if v != rid}
    others |= {ZN.url(f"/communities/{c}") for c in communities}
    for v in versions:
        if v != rid:
            pages[f"/records/{v}"] = ZN.page(f"{title} (v{v})", f"<h1>{escape(title)}</h1>")
    for c in communities:
        pages[f"/communities/{c}"] = ZN.page(c, f"<h1>Community {escape(c)}</h1>")
    vers = "".join(
        f'<li><a href="/records/{v}">Version {i + 1}</a>{" (this)" if v == rid else ""}</li>'
        for i, v in enumerate(versions)
    )
    body = (
        f'<section class="record"><span class="badge">Published</span><h1>{escape(title)}</h1>'
        '<p class="creators"><a href="/search?q=metadata.creators.person_or_org.name:%22Okafor'
        '%22">Okafor, Chidi</a></p>'
        f"<table class='files'>{''.join(rows)}</table>"
        + exports(
            "", [(k, f"{p}/export/{k}") for k in ("bibtex", "datacite-json", "csl", "dublincore")]
        )
        + f"<aside><h3>Versions</h3><ul>{vers}</ul><h3>Communities</h3><ul>"
        + "".join(f'<li><a href="/communities/{c}">{c}</a></li>' for c in communities)
        + '</ul><a href="http://doi.hx-resolver.test/10.9999/quill.'
        + str(rid)
        + '">DOI</a>'
        "</aside></section>"
    )
    pages[p] = ZN.page(title, body, share=entry)
    return pages, entry, truth, others


def _zenodo_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (seed: Zenodo). Truth: record page, each file's
    # download and preview, and the citation exports; other versions and communities are not.
    a = _zenodo(731002, "Workshop notes: reproducible hydrology", ["notes.pdf"], [731002], [])
    b = _zenodo(
        884410,
        "Glacier outline inventory of the Karakoram, 2015-2022",
        ["outlines_2022.zip", "outlines_2015.zip", "README.md", "accuracy.csv"],
        [801200, 842233, 884410],
        ["glaciology", "hma-cryosphere"],
    )
    build = _sites(ZN, {**a[0], **b[0]}, {})
    return [
        Case(
            "quill-simple",
            "Zenodo-like repository (simple)",
            "presentation notes",
            "single_page_plus_ignored",
            a[1],
            frozenset(a[2]),
            build,
            frozenset(a[3]),
        ),
        Case(
            "quill-harder",
            "Zenodo-like repository (harder)",
            "dataset",
            "single_page_plus_ignored",
            b[1],
            frozenset(b[2]),
            build,
            frozenset(b[3]),
        ),
    ]


# --- Mendeley-Data-like: files on a CDN, versions as separate pages -------------------------
MD = Portal(
    host("data", "pellucidar"),
    "Pellucid Data",
    [("/research-data", "Search"), ("/datasets/new", "Upload"), ("/about", "About")],
    FOOT,
    title_format="{title} - Pellucid Data",
)
MD_CDN = host("prod-files", "pellucidcdn")


def _mendeley(
    did: str, ver: int, title: str, files: list[str], older: list[int]
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/datasets/{did}/{ver}"
    entry = MD.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    cdn: dict[str, object] = {}
    rows = []
    for i, f in enumerate(files):
        body, ct = _file_body(f, None)
        fp = f"/{did}/{ver}/{i:04d}/{f}"
        cdn[fp] = data(body, ct)
        truth.add(u(MD_CDN, fp))
        rows.append(f'<li><span>{escape(f)}</span> <a href="{u(MD_CDN, fp)}">Download</a></li>')
    cdn[f"/{did}/{ver}/all.zip"] = data(b"PK\x03\x04zip", "application/zip")
    truth.add(u(MD_CDN, f"/{did}/{ver}/all.zip"))
    pages[f"/public-api/datasets/{did}/{ver}/cite.ris"] = data(
        ris(title, ["Lindqvist, A."], 2023, entry), "application/x-research-info-systems"
    )
    truth.add(MD.url(f"/public-api/datasets/{did}/{ver}/cite.ris"))
    others = {MD.url(f"/datasets/{did}/{v}") for v in older}
    for v in older:
        pages[f"/datasets/{did}/{v}"] = MD.page(title, f"<h1>{escape(title)}</h1><p>v{v}</p>")
    body = (
        f'<div class="dataset"><h1>{escape(title)}</h1><p>Published: 2023 | Version {ver} | '
        f'DOI: 10.99999/{did}.{ver}</p><p>Contributor: <a href="/profiles/alindqvist">A. '
        f'Lindqvist</a></p><a class="btn" href="{u(MD_CDN, f"/{did}/{ver}/all.zip")}">Download '
        f"All</a><ul class='files'>{''.join(rows)}</ul>"
        f'<a href="/public-api/datasets/{did}/{ver}/cite.ris">Cite (RIS)</a>'
        + sidebar("Versions", [(f"/datasets/{did}/{v}", f"Version {v}") for v in older])
        + sidebar("Similar datasets", [("/research-data?q=lake+sediment", "More like this")])
        + "</div>"
        + cookie_banner()
    )
    pages[p] = MD.page(title, body)
    return pages, cdn, entry, truth, others


def _mendeley_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (one-hop record like Figshare). Truth: landing page,
    # its files and zip on the CDN, and the RIS citation; older versions are other records.
    a = _mendeley("k7w2pz9qxr", 1, "Lake sediment pollen counts, Vättern", ["pollen.csv"], [])
    b = _mendeley(
        "t3m8bd6fhn",
        3,
        "Urban heat island sensor network, Porto",
        ["sensors.csv", "stations.csv", "calibration.pdf", "README.txt"],
        [1, 2],
    )
    build = _sites(MD, {**a[0], **b[0]}, {MD_CDN: {**a[1], **b[1]}})
    return [
        Case(
            "pellucid-simple",
            "Mendeley-Data-like repository (simple)",
            "dataset",
            "single_page_plus_ignored",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "pellucid-harder",
            "Mendeley-Data-like repository (harder)",
            "dataset",
            "single_page_plus_ignored",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- Dryad-like: "Data from: …" in every metadata page ---------------------------------------
DR = Portal(
    host("datadryad", "sedgewren"),
    "Sedgewren Data",
    [("/search", "Explore data"), ("/stash/about", "About"), ("/stash/submit", "Submit")],
    FOOT,
)


def _dryad(
    doi: str, paper: str, files: list[str], article: str
) -> tuple[dict[str, object], str, set[str], set[str]]:
    sig = f"Data from: {paper}"
    p = f"/stash/dataset/doi:{doi}"
    entry = DR.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    rows = []
    for i, f in enumerate(files):
        body, ct = _file_body(f, sig)
        fp = f"/stash/downloads/file_stream/{sum(map(ord, doi)) * 10 + i}"
        pages[fp] = data(body, ct)
        truth.add(DR.url(fp))
        rows.append(f'<li><a href="{fp}">{escape(f)}</a></li>')
    meta = f"/stash/dataset/doi:{doi}/metadata"
    files_p = f"/stash/dataset/doi:{doi}/files"
    pages[meta] = DR.page(
        sig, f"<h1>{escape(sig)}</h1><dl><dt>DOI</dt><dd>{doi}</dd></dl>", raw_title=True
    )
    pages[files_p] = DR.page(
        sig, f"<h1>{escape(sig)}</h1><h2>Files</h2><ul>{''.join(rows)}</ul>", raw_title=True
    )
    truth |= {DR.url(meta), DR.url(files_p)}
    body = (
        f'<h1 class="dataset-title">{escape(sig)}</h1><p class="authors"><a href="/search?q='
        'author">Nakamura, Ren</a></p><p>Citation: Nakamura (2019). '
        f"{escape(sig)}. Sedgewren. https://doi.hx-resolver.test/{doi}</p>"
        f'<a href="{files_p}">Data files</a> · <a href="{meta}">Full metadata</a>'
        f'<h2>Related works</h2><ul><li><a href="{article}">Primary article</a></li></ul>'
        + sidebar("Similar datasets", [("/stash/dataset/doi:10.5061/sedge.77aa", "Wren song")])
        + cookie_banner()
    )
    pages[p] = DR.page(sig, body, raw_title=True)
    return pages, entry, truth, {article}


def _dryad_cases() -> list[Case]:
    # Simple: every file is text carrying "Data from: …", so the title string alone finds the
    # whole record. Expected: sig_title. Truth: landing, metadata and files pages, the files.
    a = _dryad(
        "10.5061/sedge.4q7c21",
        "Nest predation on reed warblers along a salinity gradient",
        ["nests.csv", "README.txt"],
        "http://journal.wrenpress.hx36.example/article/10.1111/oik.0412",
    )
    # Harder: binary archives lack the string: one hop out from matching pages, ignoring
    # chrome. Expected: sig_title_plus_ignored (seed: Dryad). Truth as above.
    b = _dryad(
        "10.5061/sedge.9xv3k8",
        "Thermal tolerance of intertidal snails under heatwaves",
        ["ctmax.csv", "respirometry_raw.zip", "temperature_loggers.zip", "README.txt"],
        "http://journal.wrenpress.hx36.example/article/10.1111/gcb.1877",
    )
    journal = Portal(host("journal", "wrenpress"), "Wren Press journals", [("/browse", "Browse")])
    jpages = {
        x[3].pop().split("hx36.example", 1)[1]: journal.page("Article", "<h1>Article</h1>")
        for x in (a, b)
    }

    def build() -> list[Site]:
        return [site_of(DR, {**a[0], **b[0]}), site_of(journal, jpages)]  # type: ignore[arg-type]

    art = lambda d: frozenset({journal.url(p) for p in jpages if d in p})  # noqa: E731
    return [
        Case(
            "sedge-simple",
            "Dryad-like data repository (simple)",
            "dataset",
            "sig_title",
            a[1],
            frozenset(a[2]),
            build,
            art("oik"),
        ),
        Case(
            "sedge-harder",
            "Dryad-like data repository (harder)",
            "dataset",
            "sig_title_plus_ignored",
            b[1],
            frozenset(b[2]),
            build,
            art("gcb"),
        ),
    ]


# --- Dataverse-like: site name at the end of every title ------------------------------------
DV = Portal(
    host("dataverse", "brindlecove"),
    "Brindlecove Dataverse",
    [("/dataverse/root", "Dataverses"), ("/dataverseuser.xhtml", "Account"), ("/guides", "Guides")],
    FOOT,
    title_format="{title} - Brindlecove Dataverse",
    home_title="Root - Brindlecove Dataverse",
)


def _dataverse(
    pid: str, title: str, files: list[tuple[int, str]], parent: str
) -> tuple[dict[str, object], str, set[str], set[str]]:
    p = f"/dataset.xhtml?persistentId=doi:{pid}"
    entry = DV.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    rows = []
    for fid, f in files:
        fp = f"/file.xhtml?persistentId=doi:{pid}/{fid}"
        # the codebook carries the dataset title; the tabular data does not
        body, ct = _file_body(f, title if f.endswith(".txt") else None)
        pages[f"/api/access/datafile/{fid}"] = data(body, ct)
        pages[fp] = DV.page(
            f,
            f'<h1>{escape(f)}</h1><p>This file is part of "{escape(title)}".</p>'
            f'<a href="/api/access/datafile/{fid}">Download</a> '
            f'<a href="{p}">Back to dataset</a>',
        )
        truth |= {DV.url(fp), DV.url(f"/api/access/datafile/{fid}")}
        rows.append(
            f'<tr><td><a href="{fp}">{escape(f)}</a></td><td><a href="/api/access/datafile/'
            f'{fid}">Access File</a></td></tr>'
        )
    for exp in ("ddi", "dataverse_json", "schema.org"):
        ep = f"/api/datasets/export?exporter={exp}&amp;persistentId=doi:{pid}"
        pages[ep.replace("&amp;", "&")] = data(
            f'{{"title": "{title}", "exporter": "{exp}"}}', "application/json"
        )
        truth.add(DV.url(ep.replace("&amp;", "&")))
        rows.append(f'<tr><td colspan="2"><a href="{ep}">Export {exp}</a></td></tr>')
    pages[f"/dataverse/{parent}"] = DV.page(parent, f"<h1>{escape(parent)} Dataverse</h1>")
    body = (
        f'<ol class="breadcrumb"><li><a href="/dataverse/root">Root</a></li><li><a '
        f'href="/dataverse/{parent}">{escape(parent)}</a></li></ol>'
        f'<div id="datasetForm"><h1>{escape(title)}</h1><p>Version 1.0</p>'
        f'<table id="filesTable">{"".join(rows)}</table>'
        '<a href="/dataverseuser.xhtml?editMode=CREATE">Contact owner</a></div>' + cookie_banner()
    )
    pages[p] = DV.page(title, body)
    return pages, entry, truth, {DV.url(f"/dataverse/{parent}")}


def _dataverse_cases() -> list[Case]:
    # Expected: sig_filtered_title (seed: Dataverse, filtered from the title's end). Truth:
    # dataset page, each file page and file download, and the metadata exports.
    a = _dataverse(
        "10.70122/BCV/QX3T1A",
        "Replication Data for: Ballot design and voter error",
        [(4101, "ballots.tab"), (4102, "codebook.txt")],
        "polsci-lab",
    )
    b = _dataverse(
        "10.70122/BCV/ZK8M0P",
        "Replication Data for: Remittances and rural credit in Nepal",
        [
            (5201, "survey_w1.tab"),
            (5202, "survey_w2.tab"),
            (5203, "codebook.txt"),
            (5204, "do_files.zip"),
        ],
        "devecon-group",
    )
    build = _sites(DV, {**a[0], **b[0]}, {})
    return [
        Case(
            "brindle-simple",
            "Dataverse-like repository (simple)",
            "dataset",
            "sig_filtered_title",
            a[1],
            frozenset(a[2]),
            build,
            frozenset(a[3]),
        ),
        Case(
            "brindle-harder",
            "Dataverse-like repository (harder)",
            "dataset",
            "sig_filtered_title",
            b[1],
            frozenset(b[2]),
            build,
            frozenset(b[3]),
        ),
    ]


# --- OSF-like: "Osfyard | " before every title ----------------------------------------------
OSF = Portal(
    host("osf", "osfyard"),
    "Osfyard",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    FOOT,
    title_format="Osfyard | {title}",
    home_title="Osfyard | Home",
)
OSF_FILES = host("files", "osfyardstorage")


def _osf(
    guid: str, title: str, files: list[tuple[str, str]], wiki: list[str], linked: str
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/{guid}/"
    entry = OSF.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    store: dict[str, object] = {}
    frame = (
        f'<nav class="project-nav"><a href="{p}">{escape(title)}</a> <a href="{p}files/'
        f'osfstorage">Files</a> <a href="{p}wiki/{wiki[0]}">Wiki</a></nav>'
    )
    rows = []
    for fid, f in files:
        body, ct = _file_body(f, None)
        dl = f"/v1/resources/{guid}/providers/osfstorage/{fid}?action=download"
        store[dl] = data(body, ct)
        pages[f"/{fid}/"] = OSF.page(
            f,
            f"{frame}<h2>{escape(f)}</h2><p>File in {escape(title)}</p>"
            f'<a href="{u(OSF_FILES, dl)}">Download</a>',
        )
        truth |= {OSF.url(f"/{fid}/"), u(OSF_FILES, dl)}
        rows.append(f'<li><a href="/{fid}/">{escape(f)}</a></li>')
    pages[f"{p}files/osfstorage"] = OSF.page(
        title, f"{frame}<h2>{escape(title)} — Files</h2><ul>{''.join(rows)}</ul>"
    )
    truth.add(OSF.url(f"{p}files/osfstorage"))
    for w in wiki:
        wl = "".join(f'<a href="{p}wiki/{x}">{x}</a> ' for x in wiki)
        pages[f"{p}wiki/{w}"] = OSF.page(f"{title} Wiki", f"{frame}<h2>{w}</h2><p>{wl}</p>")
        truth.add(OSF.url(f"{p}wiki/{w}"))
    pages[f"/{linked}/"] = OSF.page("Linked project", "<h1>Linked project</h1>")
    body = (
        f'{frame}<h1 id="nodeTitleEditable">{escape(title)}</h1><p>Contributors: '
        '<a href="/profile/7hd2k/">Beatriz Lemos</a></p><p>Date created: 2022-05-01</p>'
        f"<div class='wiki-home'>Welcome to {escape(title)}.</div>"
        f"<h3>Files</h3><ul>{''.join(rows)}</ul>"
        f'<h3>Linked projects</h3><a href="/{linked}/">Linked project</a>'
        '<p><a href="/dashboard?fork">Fork this project</a></p>'
    )
    pages[p] = OSF.page(title, body)
    return pages, store, entry, truth, {OSF.url(f"/{linked}/")}


def _osf_cases() -> list[Case]:
    # Expected: sig_filtered_title (seed: OSF, "Osfyard | " removed). Truth: project page,
    # files listing, each file's page and its download on the storage host, the wiki pages.
    a = _osf(
        "q8r2d",
        "Replication of the anchoring effect in online samples",
        [("w4mzc", "materials.pdf"), ("x9pq2", "data.csv")],
        ["home"],
        "b3n7t",
    )
    b = _osf(
        "m5k1v",
        "Role of RecQ helicase in replication fork restart",
        [
            ("a1c3e", "gel_images.zip"),
            ("d4f6g", "quantification.csv"),
            ("h7j9k", "protocol.pdf"),
            ("l2n4p", "strains.csv"),
            ("r5s8t", "supplement.pdf"),
        ],
        ["home", "Protocols", "Changelog"],
        "c6v9z",
    )
    build = _sites(OSF, {**a[0], **b[0]}, {OSF_FILES: {**a[1], **b[1]}})
    return [
        Case(
            "osfyard-simple",
            "OSF-like project (simple)",
            "project",
            "sig_filtered_title",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "osfyard-harder",
            "OSF-like project (harder)",
            "project",
            "sig_filtered_title",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


CASE_BUILDERS: list[Callable[[], list[Case]]] = [
    _dataverse_cases,
    _osf_cases,
    _figshare_cases,
    _zenodo_cases,
    _mendeley_cases,
    _dryad_cases,
]

CASES: list[Case] = [c for make in CASE_BUILDERS for c in make()]
