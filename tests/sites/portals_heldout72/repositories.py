"""heldout72 data repositories of open-science infrastructure: a Dataverse-like installation
and an OSF-like project registry (filtered title), a Dryad-like curated repository (title+
with ignores), a PANGAEA-like publisher whose every file repeats the citation (title), a
Zenodo-like generalist repository (single page+ with ignores) and a static DOI landing host
(single page+)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, csv, data, ul

MENU = [
    ("/explore", "Explore"),
    ("/about", "About"),
    ("/guides", "User guides"),
    ("/support", "Support"),
]
FOOT = [
    ("/policies/privacy", "Privacy"),
    ("/policies/terms", "Terms of use"),
    ("/status", "Status"),
    ("/contact", "Contact"),
]

# ---- Dataverse-like installation: "<title> | Halcyon Dataverse"; the home title shares the suffix
DV = Chrome(
    "data.halcyon-dvn.hx72.example",
    "Halcyon Dataverse",
    MENU,
    FOOT,
    "{title} | Halcyon Dataverse",
    home_title="Home | Halcyon Dataverse",
    tagline="Institutional research data",
)


def _dv(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str], coll: str
) -> dict[str, object]:
    q = f"persistentId=doi:10.70112/{pid}"
    ds = f"/dataset.xhtml?{q}"
    tabs = ul(
        [
            (f"{ds}&tab=files", "Files"),
            (f"{ds}&tab=metadata", "Metadata"),
            (f"{ds}&tab=versions", "Versions"),
        ],
        "tabs",
    )
    cite = f"<p class='cite'>{escape(title)}, doi:10.70112/{pid}, Halcyon Dataverse</p>"
    flist = ul([(f"/file.xhtml?fileId={i}", n) for i, n in files])
    vlist = ul([(f"{ds}&version={v}", f"Version {v}") for v in versions])
    pages: dict[str, object] = {
        ds: DV.page(
            title,
            f'<p class="crumb"><a href="/dataverse/{coll}">{coll}</a></p>'
            f"<h1>{escape(title)}</h1>{cite}{tabs}{flist}"
            f'<p><a href="/api/datasets/export?exporter=ddi&amp;{q}">DDI export</a> '
            f'<a href="/api/datasets/export?exporter=dataverse_json&amp;{q}">JSON export</a></p>',
        ),
        f"{ds}&tab=files": DV.page(title, f"<h1>{escape(title)}</h1>{tabs}{flist}"),
        f"{ds}&tab=metadata": DV.page(
            title, f"<h1>{escape(title)}</h1>{tabs}<dl><dt>Subject</dt><dd>Earth</dd></dl>"
        ),
        f"{ds}&tab=versions": DV.page(title, f"<h1>{escape(title)}</h1>{tabs}{vlist}"),
        f"/api/datasets/export?exporter=ddi&{q}": data(
            f"<codeBook><titl>{title}</titl></codeBook>", "application/xml"
        ),
        f"/api/datasets/export?exporter=dataverse_json&{q}": data(
            f'{{"title": "{title}"}}', "application/json"
        ),
    }
    for v in versions:
        pages[f"{ds}&version={v}"] = DV.page(
            title, f"<h1>{escape(title)}</h1><p>Version {v}</p>{cite}"
        )
    for i, n in files:
        pages[f"/file.xhtml?fileId={i}"] = DV.page(
            n,
            f"<h1>{escape(n)}</h1><p>Part of: {escape(title)}</p>"
            f'<p><a href="/api/access/datafile/{i}">Download</a></p>',
        )
        pages[f"/api/access/datafile/{i}"] = csv(f"# {title}\nyear,value\n2001,3\n")
    pages[f"/dataverse/{coll}"] = DV.page(
        coll, f"<h1>{coll}</h1><p>Datasets: {escape(title[:24])}...</p>"
    )
    return pages


def _dv_truth(pid: str, files: list[tuple[int, str]], versions: list[str]) -> list[str]:
    q = f"persistentId=doi:10.70112/{pid}"
    ds = f"/dataset.xhtml?{q}"
    paths = [
        ds,
        f"{ds}&tab=files",
        f"{ds}&tab=metadata",
        f"{ds}&tab=versions",
        f"/api/datasets/export?exporter=ddi&{q}",
        f"/api/datasets/export?exporter=dataverse_json&{q}",
    ]
    paths += [f"{ds}&version={v}" for v in versions]
    paths += [p for i, _ in files for p in (f"/file.xhtml?fileId={i}", f"/api/access/datafile/{i}")]
    return [DV.url(p) for p in paths]


DV_A = (
    "HX/QK2L7M",
    "Lake ice phenology of Finnish lakes 1950-2020",
    [(2217, "ice_dates.csv")],
    ["1.0"],
    "limnology",
)
DV_B = (
    "HX/ZP81RT",
    "Household survey of rural water access, wave 3",
    [(3301, "hh_wave3.csv"), (3302, "codebook.csv"), (3303, "villages.csv")],
    ["1.0", "1.1", "2.0"],
    "social",
)


def dataverse_sites() -> list[Site]:
    return [DV.site({**_dv(*DV_A), **_dv(*DV_B)})]  # type: ignore[arg-type]


# ---- Dryad-like curated repository: the title is on every metadata page, not in the files
DR = Chrome(
    "datadrift.nordquay-cur.hx72.example",
    "Nordquay Data",
    MENU + [("/submit", "Submit data")],
    FOOT,
    "{title}",
    home_title="Nordquay Data: curated research data",
    tagline="Curated data publishing",
)


def _dr(doi: str, title: str, files: list[tuple[int, str]], versions: int) -> dict[str, object]:
    base = f"/dataset/doi:10.5072/nq.{doi}"
    pages: dict[str, object] = {}
    for v in range(1, versions + 1):
        vpath = base if v == versions else f"{base}?version={v}"
        fl = ul([(f"/downloads/file_stream/{i + 100 * v}", n) for i, n in files])
        older = (
            ul([(f"{base}?version={w}", f"Version {w}") for w in range(1, versions)])
            if v == versions
            else ""
        )
        pages[vpath] = DR.page(
            title,
            f"<h1>{escape(title)}</h1><p>doi:10.5072/nq.{doi}</p>"
            f'<p>Cite the article: <a href="http://journal.example.invalid/{doi}">article</a></p>'
            f"<h2>Files</h2>{fl}{older}"
            f'<p><a href="{base}/citation.ris">RIS</a> <a href="{base}/readme">README</a></p>',
        )
        for i, n in files:
            pages[f"/downloads/file_stream/{i + 100 * v}"] = data(f"{n}\nx,y\n1,2\n", "text/csv")
    pages[f"{base}/citation.ris"] = data(
        f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
    )
    pages[f"{base}/readme"] = DR.page(
        f"README: {title}", f"<h1>README for {escape(title)}</h1><p>Columns x, y.</p>"
    )
    return pages


def _dr_truth(doi: str, files: list[tuple[int, str]], versions: int) -> list[str]:
    base = f"/dataset/doi:10.5072/nq.{doi}"
    paths = [base, f"{base}/citation.ris", f"{base}/readme"]
    paths += [f"{base}?version={v}" for v in range(1, versions)]
    paths += [
        f"/downloads/file_stream/{i + 100 * v}" for v in range(1, versions + 1) for i, _ in files
    ]
    return [DR.url(p) for p in paths]


DR_A = ("q7h2k", "Data from: Foraging ranges of urban red foxes", [(41, "gps_fixes.csv")], 1)
DR_B = (
    "w9x3m",
    "Data from: Thermal tolerance of intertidal snails across latitudes",
    [(51, "ctmax.csv"), (52, "sites.csv"), (53, "body_size.csv")],
    2,
)


def dryad_sites() -> list[Site]:
    return [DR.site({**_dr(*DR_A), **_dr(*DR_B)})]  # type: ignore[arg-type]


# ---- OSF-like project registry: "Lattice | <title>"; every component and file repeats it
OS = Chrome(
    "hub.openlattice-sci.hx72.example",
    "Lattice",
    MENU + [("/registries", "Registries")],
    FOOT,
    "Lattice | {title}",
    home_title="Lattice | Home",
    tagline="Open project workspace",
)
OSFILES = "http://files.openlattice-sci.hx72.example"


def _os(
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    comps: list[tuple[str, str]],
    people: list[str],
) -> tuple[dict[str, object], dict[str, object]]:
    base = f"/{guid}/"
    nav = ul([(base, "Overview"), (f"{base}files/", "Files"), (f"{base}wiki/", "Wiki")], "tabs")
    ppl = ul([(f"/profile/{p}/", p) for p in people])
    pages: dict[str, object] = {
        base: OS.page(
            title,
            f"<h1>{escape(title)}</h1>{nav}<h2>Contributors</h2>{ppl}"
            f"<h2>Components</h2>{ul([(f'/{c}/', t) for c, t in comps])}",
        ),
        f"{base}files/": OS.page(
            title,
            f"<h1>{escape(title)}</h1>{nav}"
            f"{ul([(f'/{guid}/files/osfstorage/{k}', n) for k, n in files])}",
        ),
        f"{base}wiki/": OS.page(
            title, f"<h1>{escape(title)}</h1>{nav}<p>Wiki home of {escape(title)}</p>"
        ),
    }
    dl: dict[str, object] = {}
    for k, n in files:
        pages[f"/{guid}/files/osfstorage/{k}"] = OS.page(
            n,
            f'<h1>{escape(n)}</h1><p>{escape(title)}</p><a href="{OSFILES}/v1/resources/{guid}/{k}?action=download">Download</a>',
        )
        dl[f"/v1/resources/{guid}/{k}"] = data(f"{title}\n{n}\n", "text/plain")
    for c, t in comps:
        pages[f"/{c}/"] = OS.page(
            f"{title}: {t}", f"<h1>{escape(t)}</h1><p>Component of {escape(title)}</p>{nav}"
        )
    for p in people:
        pages[f"/profile/{p}/"] = OS.page(p, f"<h1>{p}</h1>")
    return pages, dl


def _os_truth(
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    comps: list[tuple[str, str]],
    people: list[str],
) -> list[str]:
    paths = [f"/{guid}/", f"/{guid}/files/", f"/{guid}/wiki/", *(f"/{c}/" for c, _ in comps)]
    paths += [f"/{guid}/files/osfstorage/{k}" for k, _ in files]
    return [OS.url(p) for p in paths] + [
        f"{OSFILES}/v1/resources/{guid}/{k}?action=download" for k, _ in files
    ]


OS_A = (
    "r8kfw",
    "Replication of the anchoring effect in online samples",
    [("61aa01", "protocol.txt")],
    [],
    ["mkowal"],
)
OS_B = (
    "t2vqe",
    "Multi-site study of sleep and working memory in adolescents",
    [("72bb01", "prereg.txt"), ("72bb02", "analysis.R"), ("72bb03", "codebook.txt")],
    [("t2vqf", "Site Leeds"), ("t2vqg", "Site Porto")],
    ["ahussein", "jbaptiste", "lwen"],
)


def osf_sites() -> list[Site]:
    pa, da = _os(*OS_A)
    pb, db = _os(*OS_B)
    files = Site("files.openlattice-sci.hx72.example")
    for k, v in {**da, **db}.items():
        files.add(k, v)  # type: ignore[arg-type]
    return [OS.site({**pa, **pb}), files]  # type: ignore[arg-type]


# ---- PANGAEA-like data publisher: data views and text files all carry the citation title
PG = Chrome(
    "www.oceandex-wdc.hx72.example",
    "OceanDex",
    MENU,
    FOOT,
    "{title}",
    home_title="OceanDex - data publisher for earth and ocean science",
    tagline="World data centre",
)


def _pg(num: str, title: str, fmts: list[str]) -> dict[str, object]:
    base = f"/dataset/ODX.{num}"
    cite = f"<p class='citation'>Varga, B (2021): {escape(title)}. OceanDex, ODX.{num}</p>"
    links = [(f"/view/{num}", "View dataset as HTML")] + [
        (f"/download/{num}.{f}", f"Download {f}") for f in fmts
    ]
    pages: dict[str, object] = {
        base: PG.page(
            title,
            f"<h1>{escape(title)}</h1>{cite}{ul(links)}"
            f'<p>Further details: <a href="http://cruise.example.invalid/{num}">cruise report</a></p>',
        ),
        f"/view/{num}": PG.page(
            title, f"<h1>{escape(title)}</h1>{cite}<table><tr><td>1.2</td></tr></table>"
        ),
    }
    for f in fmts:
        pages[f"/download/{num}.{f}"] = data(
            f"/* DATA DESCRIPTION:\nTitle:\t{title}\n*/\ndepth\tT\n5\t4.1\n", "text/plain"
        )
    return pages


def _pg_truth(num: str, title: str, fmts: list[str]) -> list[str]:
    return [
        PG.url(p)
        for p in [f"/dataset/ODX.{num}", f"/view/{num}", *(f"/download/{num}.{f}" for f in fmts)]
    ]


PG_A = ("904417", "Seawater temperature during cruise MSM-101", ["tab"])
PG_B = (
    "911263",
    "Benthic foraminifera counts from core GeoB-2207 with age model",
    ["tab", "csv", "nc.txt"],
)


def pangaea_sites() -> list[Site]:
    return [PG.site({**_pg(*PG_A), **_pg(*PG_B)})]


# ---- Zenodo-like generalist repository: files, exports and versions one hop from the record
ZN = Chrome(
    "deposit.arkivora-open.hx72.example",
    "Arkivora",
    MENU + [("/communities", "Communities")],
    FOOT,
    "{title} | Arkivora",
    home_main=(
        "<h1>Arkivora</h1><h2>Featured communities</h2>"
        + ul([("/communities/limnology", "Limnology"), ("/communities/rse", "Research software")])
    ),
    tagline="Open repository for all research outputs",
)


def _zn(
    rec: int, title: str, files: list[str], versions: list[int], comm: str
) -> dict[str, object]:
    base = f"/records/{rec}"
    fl = [(f"{base}/files/{f}?download=1", f) for f in files]
    ex = [(f"{base}/export/{e}", e) for e in ("bibtex", "datacite-json")]
    vs = [(f"/records/{v}", f"Version of record {v}") for v in versions]
    main = (
        f"<h1>{escape(title)}</h1><h2>Files</h2>{ul(fl)}<h2>Export</h2>{ul(ex)}"
        f"<aside><h3>Versions</h3>{ul(vs)}<h3>Communities</h3>"
        f"{ul([(f'/communities/{comm}', comm)])}"
        f'<p>Related: <a href="http://journal.example.invalid/art/{rec}">article</a></p></aside>'
    )
    pages: dict[str, object] = {base: ZN.page(title, main)}
    for f in files:
        pages[f"{base}/files/{f}?download=1"] = Response.data(b"PK\x03\x04 zip", "application/zip")
    for e in ("bibtex", "datacite-json"):
        pages[f"{base}/export/{e}"] = data(f"@misc{{r{rec}, title={{{title}}}}}", "text/plain")
    for v in versions:
        pages[f"/records/{v}"] = ZN.page(
            f"{title} (older version)", f"<h1>{escape(title)}</h1><p>Superseded.</p>"
        )
    return pages


def _zn_truth(rec: int, title: str, files: list[str], versions: list[int], comm: str) -> list[str]:
    base = f"/records/{rec}"
    paths = [
        base,
        *(f"{base}/files/{f}?download=1" for f in files),
        *(f"{base}/export/{e}" for e in ("bibtex", "datacite-json")),
        *(f"/records/{v}" for v in versions),
    ]
    return [ZN.url(p) for p in paths]


ZN_A = (8812044, "Slides: persistent identifiers for instruments", ["slides.zip"], [], "rse")
ZN_B = (
    9021577,
    "Glacier outline shapefiles, Pamir, v3",
    ["outlines_2000.zip", "outlines_2010.zip", "outlines_2020.zip", "readme.zip"],
    [8100233, 8544019],
    "limnology",
)


def zenodo_sites() -> list[Site]:
    return [ZN.site({**_zn(*ZN_A), **_zn(*ZN_B)})]  # type: ignore[arg-type]


# ---- static DOI landing host: a generated page linking only the deposit's own files
KV = "http://landing.kelpvault-arc.hx72.example"


def _kv_page(key: str, title: str, files: list[str], prev: str | None) -> str:
    items = "".join(f'<li><a href="/{key}/{f}">{f}</a></li>' for f in files)
    p = f'<p>Previous version: <a href="/{prev}/index.html">{prev}</a></p>' if prev else ""
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f'<link rel="stylesheet" href="/style.css"></head><body><img src="/logo.png" alt="KelpVault">'
        f"<h1>{escape(title)}</h1><p>DOI 10.80310/kv.{key}</p><ul>{items}</ul>{p}"
        f'<p><a href="/{key}/metadata.xml">Metadata (DataCite XML)</a></p></body></html>'
    )


def kelp_sites() -> list[Site]:
    s = Site("landing.kelpvault-arc.hx72.example")
    s.add("/style.css", Response.data(b"body{font:14px serif}", "text/css"))
    s.add("/logo.png", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
    s.add(
        "/",
        "<!DOCTYPE html><html><head><title>KelpVault landing pages</title></head><body>KelpVault</body></html>",
    )
    for key, title, files, prev in (KV_A, KV_B, KV_B_PREV):
        s.add(f"/{key}/index.html", _kv_page(key, title, files, prev))
        s.add(
            f"/{key}/metadata.xml",
            data(f"<resource><title>{title}</title></resource>", "application/xml"),
        )
        for f in files:
            s.add(f"/{key}/{f}", data(f"{f}\n", "text/plain"))
    return [s]


KV_A = ("2019-0042", "Kelp canopy cover, Tasman coast 2019", ["canopy.csv"], None)
KV_B_PREV = ("2020-0007", "Kelp holdfast fauna, version 1", ["fauna_v1.csv"], None)
KV_B = (
    "2020-0013",
    "Kelp holdfast fauna, version 2",
    ["fauna.csv", "stations.csv", "taxa.csv", "SHA256SUMS"],
    "2020-0007",
)


def _kv_truth(key: str, title: str, files: list[str], prev: str | None) -> list[str]:
    out = [
        f"{KV}/{key}/index.html",
        f"{KV}/{key}/metadata.xml",
        *(f"{KV}/{key}/{f}" for f in files),
    ]
    return out + ([f"{KV}/{prev}/index.html"] if prev else [])


DV_T = "Dataverse installation"
DR_T = "Curated data repository"
OS_T = "Open project registry"
PG_T = "Earth data publisher"
ZN_T = "Generalist research repository"
KV_T = "Static DOI landing host"

CASES: list[Case] = [
    # Dataverse: the portal name ends every title; the home title shares that suffix, and the
    # dataset title is on every tab, file page, export and data file: sig_filtered_title (seed:
    # Dataverse, filtered from the title's end).
    case(
        "dv-lakeice",
        f"{DV_T} (Dataverse-like dataset, one file)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:10.70112/{DV_A[0]}"),
        _dv_truth(DV_A[0], DV_A[2], DV_A[3]),  # type: ignore[arg-type]
        dataverse_sites,
    ),
    case(
        "dv-watersurvey",
        f"{DV_T} (three files, three versions)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:10.70112/{DV_B[0]}"),
        _dv_truth(DV_B[0], DV_B[2], DV_B[3]),  # type: ignore[arg-type]
        dataverse_sites,
    ),
    # Dryad: the bare title is on the landing, versions, README and RIS, but not in the data
    # files one hop from them: sig_title_plus_ignored (the seed's Fig. 7).
    case(
        "dryad-foxes",
        f"{DR_T} (Dryad-like, one file)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DR.url(f"/dataset/doi:10.5072/nq.{DR_A[0]}"),
        _dr_truth(DR_A[0], DR_A[2], DR_A[3]),
        dryad_sites,
    ),  # type: ignore[arg-type]
    case(
        "dryad-snails",
        f"{DR_T} (two versions, three files each)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DR.url(f"/dataset/doi:10.5072/nq.{DR_B[0]}"),
        _dr_truth(DR_B[0], DR_B[2], DR_B[3]),
        dryad_sites,
    ),  # type: ignore[arg-type]
    # OSF: "Lattice | " prefixes every title (and the home title), the project title is in
    # every component, file view and download: sig_filtered_title (the seed's Fig. 8).
    case(
        "osf-anchoring",
        f"{OS_T} (OSF-like project, one file)",
        "Multi-Hop",
        "sig_filtered_title",
        OS.url(f"/{OS_A[0]}/"),
        _os_truth(*OS_A),
        osf_sites,  # type: ignore[arg-type]
        others=[OS.url("/profile/mkowal/")],
    ),
    case(
        "osf-sleep",
        f"{OS_T} (components, downloads on a files host)",
        "Multi-Hop",
        "sig_filtered_title",
        OS.url(f"/{OS_B[0]}/"),
        _os_truth(*OS_B),
        osf_sites,  # type: ignore[arg-type]
        others=[OS.url("/profile/lwen/")],
    ),
    # Every object (landing, HTML view, downloads) carries the citation title and the title
    # element is the bare dataset title: sig_title (seed: a significant string in each object).
    case(
        "pg-msm101",
        f"{PG_T} (PANGAEA-like dataset, one text file)",
        "Multi-Hop",
        "sig_title",
        PG.url(f"/dataset/ODX.{PG_A[0]}"),
        _pg_truth(*PG_A),
        pangaea_sites,
    ),
    case(
        "pg-geob2207",
        f"{PG_T} (three download formats)",
        "Multi-Hop",
        "sig_title",
        PG.url(f"/dataset/ODX.{PG_B[0]}"),
        _pg_truth(*PG_B),
        pangaea_sites,
    ),
    # Zenodo: files, exports and versions one hop from the record among chrome (the community
    # link is featured on the homepage, hence ignored): single_page_plus_ignored.
    case(
        "zn-slides",
        f"{ZN_T} (Zenodo-like record, one file)",
        "Single Hop",
        "single_page_plus_ignored",
        ZN.url(f"/records/{ZN_A[0]}"),
        _zn_truth(*ZN_A),
        zenodo_sites,
    ),  # type: ignore[arg-type]
    case(
        "zn-glaciers",
        f"{ZN_T} (four files, two older versions)",
        "Single Hop",
        "single_page_plus_ignored",
        ZN.url(f"/records/{ZN_B[0]}"),
        _zn_truth(*ZN_B),
        zenodo_sites,
    ),  # type: ignore[arg-type]
    # A generated landing page with no portal chrome: everything one hop away is the deposit
    # (Single Hop -> single_page_plus; the seed's One Page+).
    case(
        "kv-canopy",
        f"{KV_T} (static landing, one file)",
        "Single Hop",
        "single_page_plus",
        f"{KV}/{KV_A[0]}/index.html",
        _kv_truth(*KV_A),
        kelp_sites,
    ),  # type: ignore[arg-type]
    case(
        "kv-holdfast",
        f"{KV_T} (four files and a previous version)",
        "Single Hop",
        "single_page_plus",
        f"{KV}/{KV_B[0]}/index.html",
        _kv_truth(*KV_B),
        kelp_sites,
    ),  # type: ignore[arg-type]
]
