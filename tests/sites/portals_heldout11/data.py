"""Data repositories: Dataverse, Dryad-like, CKAN, an IPT (GBIF publishing), a
Pangaea-like data publisher, a Figshare-like repository and a model hub."""

from __future__ import annotations

import json

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import build, csv_file, file_host, pdf_file, redirect

# --- Dataverse: site name after the title; query-string pages; file pages; downloads.

DV = Portal(
    "data.polarverse.hx11.example",
    "Polar Dataverse",
    menu=[
        ("/dataverse/root?q=", "Browse"),
        ("/guides/en/latest/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/terms-of-use.xhtml", "Terms of Use"),
        ("http://www.polar-institute.hx11.example/", "Polar Institute"),
    ],
    title_format="{title} - Polar Dataverse",
    home_title="Polar Dataverse",
)
PID = "doi:10.70122/FK2/QX7PLM"
DV_RESOLVER = "doi.resolve-pv.hx11.example"


def _dataverse() -> list[Site]:
    title = "Sea-ice thickness transects, Fram Strait, 2019-2023"
    ds = f"/dataset.xhtml?persistentId={PID}"
    files = [("4411", "transects_2019_2023.tab"), ("4412", "codebook.pdf")]

    def file_page(fid: str, name: str) -> str:
        return DV.page(
            name,
            f"<h1>{name}</h1><p>This file is part of <a href='{ds}'>{title}</a>.</p>"
            f"<a href='/api/access/datafile/{fid}'>Access File</a>"
            f"<a href='/file.xhtml?fileId={fid}&amp;version=2.0'>Metadata</a>",
        )

    rows = "".join(
        f"<tr><td><a href='/file.xhtml?fileId={fid}&amp;version=2.0'>{name}</a></td>"
        f"<td><a href='/api/access/datafile/{fid}'>Download</a></td></tr>"
        for fid, name in files
    )
    pages = {
        ds: DV.page(
            title,
            f"<h1>{title}</h1><p>Version 2.0 · <a href='/dataverse/fram'>Fram Strait Programme</a></p>"
            f"<p>Cite: Nilsen, K. (2024). {title}. https://doi.org/10.70122/FK2/QX7PLM</p>"
            f"<ul class='tabs'><li><a href='{ds}&amp;tab=files'>Files</a></li>"
            f"<li><a href='{ds}&amp;tab=metadata'>Metadata</a></li>"
            f"<li><a href='{ds}&amp;tab=versions'>Versions</a></li></ul>"
            f"<table>{rows}</table>"
            f"<a href='/api/access/dataset/:persistentId/?persistentId={PID}'>Download all (zip)</a>"
            "<p>Export: <a href='/api/datasets/export?exporter=ddi&amp;persistentId="
            f"{PID}'>DDI</a> <a href='/api/datasets/export?exporter=schema.org&amp;persistentId={PID}'>"
            "Schema.org JSON-LD</a></p>"
            "<p>License: <a href='http://creativecommons.licref.hx11.example/licenses/by/4.0/'>CC BY 4.0</a></p>",
        ),
        f"{ds}&tab=files": DV.page(title, f"<h1>{title}</h1><table>{rows}</table>"),
        f"{ds}&tab=metadata": DV.page(
            title, f"<h1>{title}</h1><dl><dt>Keyword</dt><dd>sea ice</dd></dl>"
        ),
        f"{ds}&tab=versions": DV.page(
            title, f"<h1>{title}</h1><a href='{ds}&amp;version=1.0'>Version 1.0</a>"
        ),
        f"{ds}&version=1.0": DV.page(
            title, f"<h1>{title}</h1><p>Version 1.0 (deaccessioned files)</p>"
        ),
        "/dataverse/fram": DV.page("Fram Strait Programme", "<h1>Fram Strait Programme</h1>"),
        "/api/access/datafile/4411": data(
            "transect\tthickness\n1\t1.8\n", "text/tab-separated-values"
        ),
        "/api/access/datafile/4412": pdf_file("Codebook"),
        f"/api/access/dataset/:persistentId/?persistentId={PID}": data(
            b"PK\x03\x04", "application/zip"
        ),
        f"/api/datasets/export?exporter=ddi&persistentId={PID}": data(
            f"<codeBook><titl>{title}</titl></codeBook>", "application/xml"
        ),
        f"/api/datasets/export?exporter=schema.org&persistentId={PID}": data(
            json.dumps({"name": title}), "application/ld+json"
        ),
        **{f"/file.xhtml?fileId={fid}&version=2.0": file_page(fid, name) for fid, name in files},
    }
    res = file_host(DV_RESOLVER, {"/10.70122/FK2/QX7PLM": redirect(DV.url(ds))})
    return [build(DV, pages), res]


DV_DS = f"/dataset.xhtml?persistentId={PID}"
DV_TRUTH = frozenset(
    DV.url(p)
    for p in (
        DV_DS,
        f"{DV_DS}&tab=files",
        f"{DV_DS}&tab=metadata",
        f"{DV_DS}&tab=versions",
        f"{DV_DS}&version=1.0",
        "/file.xhtml?fileId=4411&version=2.0",
        "/file.xhtml?fileId=4412&version=2.0",
        "/api/access/datafile/4411",
        "/api/access/datafile/4412",
        f"/api/access/dataset/:persistentId/?persistentId={PID}",
        f"/api/datasets/export?exporter=ddi&persistentId={PID}",
        f"/api/datasets/export?exporter=schema.org&persistentId={PID}",
    )
)

# --- Dryad-like: "Data from:" titles, file streams without the title.

DRY = Portal(
    "datadryad.dryadlike.hx11.example",
    "DataDepot",
    menu=[
        ("/search", "Explore data"),
        ("/stash/our_membership", "Membership"),
        ("/stash/requirements", "Submission"),
    ],
    footer=[("/stash/terms", "Terms"), ("http://www.cdl-partner.hx11.example/", "CDL")],
    title_format="{title} -- DataDepot",
)


def _dryad() -> list[Site]:
    t = "Data from: Nest-site fidelity of urban kestrels under artificial light"
    d = "/stash/dataset/doi:10.5061/dryad.k7h44j0x"
    pages = {
        d: DRY.page(
            t,
            f"<h1>{t}</h1><p>Citation: Varga, J. (2024). {t}, Dryad, Dataset</p>"
            f"<a href='/stash/downloads/download_resource/88120'>Download full dataset</a>"
            "<h2>Files</h2><ul>"
            "<li><a href='/stash/downloads/file_stream/2310991'>nests_2019_2023.csv</a></li>"
            "<li><a href='/stash/downloads/file_stream/2310992'>README.md</a></li></ul>"
            f"<p><a href='{d}/versions'>Version history</a></p>"
            "<p>Related works: <a href='http://www.avianjournal.hx11.example/doi/10.1111/avj.3301'>Primary article</a></p>"
            "<p><a href='/stash/dataset/doi:10.5061/dryad.k7h44j0x2'>Data from: Nest-site fidelity of urban kestrels under artificial light (pilot season)</a></p>"
            "<p>Funding: <a href='http://www.science-fund.hx11.example/awards/221'>Award 221</a></p>",
        ),
        f"{d}/versions": DRY.page(
            t, f"<h1>{t}</h1><h2>Versions</h2><a href='{d}?version=1'>Version 1</a>"
        ),
        f"{d}?version=1": DRY.page(
            t,
            f"<h1>{t}</h1><p>Version 1, 2023</p><a href='/stash/downloads/file_stream/2200017'>nests_2019_2022.csv</a>",
        ),
        "/stash/downloads/file_stream/2310991": csv_file("nest,year,lux"),
        "/stash/downloads/file_stream/2310992": data("# README\nNest data.", "text/markdown"),
        "/stash/downloads/file_stream/2200017": csv_file("nest,year,lux"),
        "/stash/downloads/download_resource/88120": data(b"PK\x03\x04", "application/zip"),
        "/stash/dataset/doi:10.5061/dryad.k7h44j0x2": DRY.page(
            "Data from: Nest-site fidelity of urban kestrels under artificial light (pilot season)",
            "<h1>pilot</h1>",
        ),
    }
    return [build(DRY, pages)]


DRY_D = "/stash/dataset/doi:10.5061/dryad.k7h44j0x"
DRY_TRUTH = frozenset(
    DRY.url(p)
    for p in (
        DRY_D,
        f"{DRY_D}/versions",
        f"{DRY_D}?version=1",
        "/stash/downloads/file_stream/2310991",
        "/stash/downloads/file_stream/2310992",
        "/stash/downloads/file_stream/2200017",
        "/stash/downloads/download_resource/88120",
    )
)

# --- CKAN: resources with their own pages, one resource hosted by the publisher.

CK = Portal(
    "opendata.rivercouncil.hx11.example",
    "River Council Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[("/api/3", "API"), ("http://opendefinition.odref.hx11.example/", "Open Data")],
    title_format="{title} - River Council Open Data",
)
CK_EXT = "files.riverdept.hx11.example"
RES1 = "6f1c2b0e-5d7a-4a53-9a61-0c1e3d2f8b11"
RES2 = "a2d9e4f7-13b8-4c6e-b0aa-7e5f3c9d1204"


def _ckan() -> list[Site]:
    n = "river-levels-2021"
    t = "River levels 2021 (15-minute gauges)"
    pages = {
        f"/dataset/{n}": CK.page(
            t,
            f"<h1>{t}</h1><section id='dataset-resources'><ul>"
            f"<li><a href='/dataset/{n}/resource/{RES1}'>Gauge readings (CSV)</a></li>"
            f"<li><a href='/dataset/{n}/resource/{RES2}'>Gauge locations (GeoJSON)</a></li></ul></section>"
            f"<p><a href='/dataset/activity/{n}'>Activity Stream</a> · <a href='/dataset/groups/{n}'>Groups</a></p>"
            "<p>Tags: <a href='/dataset/?tags=hydrology'>hydrology</a></p>"
            "<p>Organization: <a href='/organization/env-monitoring'>Environment Monitoring</a></p>"
            f"<p>See also: <a href='/dataset/{n}-monthly'>River levels 2021 (monthly means)</a></p>",
        ),
        f"/dataset/{n}/resource/{RES1}": CK.page(
            "Gauge readings (CSV)",
            f"<h1>Gauge readings (CSV)</h1><p>From <a href='/dataset/{n}'>{t}</a></p>"
            f"<a href='/dataset/{RES1[:8]}/resource/{RES1}/download/levels_2021.csv'>Download</a>",
        ),
        f"/dataset/{n}/resource/{RES2}": CK.page(
            "Gauge locations (GeoJSON)",
            f"<h1>Gauge locations (GeoJSON)</h1><p>From <a href='/dataset/{n}'>{t}</a></p>"
            f"<a href='http://{CK_EXT}/gis/gauges-2021.geojson'>Go to resource</a>",
        ),
        f"/dataset/{RES1[:8]}/resource/{RES1}/download/levels_2021.csv": csv_file("gauge,ts,level"),
        f"/dataset/activity/{n}": CK.page(
            f"Activity Stream - {t}", f"<h1>{t}</h1><p>updated the dataset</p>"
        ),
        f"/dataset/groups/{n}": CK.page(
            f"Groups - {t}", f"<h1>{t}</h1><a href='/group/water'>Water</a>"
        ),
        "/dataset/?tags=hydrology": CK.page("Datasets", "<h1>12 datasets found</h1>"),
        "/organization/env-monitoring": CK.page(
            "Environment Monitoring", "<h1>Environment Monitoring</h1>"
        ),
        "/group/water": CK.page("Water", "<h1>Water</h1>"),
        f"/dataset/{n}-monthly": CK.page("River levels 2021 (monthly means)", "<h1>monthly</h1>"),
    }
    ext = file_host(
        CK_EXT,
        {"/gis/gauges-2021.geojson": data('{"type":"FeatureCollection"}', "application/geo+json")},
    )
    return [build(CK, pages), ext]


CK_N = "/dataset/river-levels-2021"
CK_TRUTH = frozenset(
    {
        CK.url(CK_N),
        CK.url(f"{CK_N}/resource/{RES1}"),
        CK.url(f"{CK_N}/resource/{RES2}"),
        CK.url(f"/dataset/{RES1[:8]}/resource/{RES1}/download/levels_2021.csv"),
        CK.url("/dataset/activity/river-levels-2021"),
        CK.url("/dataset/groups/river-levels-2021"),
        f"http://{CK_EXT}/gis/gauges-2021.geojson",
    }
)

# --- IPT (GBIF's publishing toolkit): the resource short name in every query string.

IPT = Portal(
    "ipt.birdatlas.hx11.example",
    "BirdAtlas IPT",
    menu=[("/", "Home"), ("/about.do", "About"), ("/manage/", "Manage")],
    footer=[("http://www.gbiflike.hx11.example/", "Powered by the IPT")],
    title_format="{title} - BirdAtlas IPT",
)


def _ipt() -> list[Site]:
    r = "breeding-birds-2022"
    t = "Breeding bird atlas survey 2022"

    def res(v: str) -> str:
        return IPT.page(
            t,
            f"<h1>{t}</h1><p>Version {v}</p><table>"
            f"<tr><td>Darwin Core Archive</td><td><a href='/archive.do?r={r}'>download</a></td></tr>"
            f"<tr><td>Metadata</td><td><a href='/eml.do?r={r}'>EML</a> <a href='/rtf.do?r={r}'>RTF</a></td></tr></table>"
            f"<h2>Versions</h2><a href='/resource?r={r}&amp;v=1.1'>1.1</a> <a href='/resource?r={r}&amp;v=1.0'>1.0</a>"
            f"<p>See also: <a href='/resource?r={r}-winter'>Winter bird atlas survey 2022</a></p>"
            "<p><a href='http://www.gbiflike.hx11.example/dataset/5e1f'>View on GBIF</a></p>",
        )

    pages = {
        f"/resource?r={r}": res("1.2"),
        f"/resource?r={r}&v=1.1": res("1.1"),
        f"/resource?r={r}&v=1.0": res("1.0"),
        f"/archive.do?r={r}": data(b"PK\x03\x04dwca", "application/zip"),
        f"/eml.do?r={r}": data(f"<eml><dataset><title>{t}</title></dataset></eml>", "text/xml"),
        f"/rtf.do?r={r}": data("{\\rtf1 " + t + "}", "application/rtf"),
        f"/resource?r={r}-winter": IPT.page("Winter bird atlas survey 2022", "<h1>Winter</h1>"),
    }
    return [build(IPT, pages)]


IPT_TRUTH = frozenset(
    IPT.url(p)
    for p in (
        "/resource?r=breeding-birds-2022",
        "/resource?r=breeding-birds-2022&v=1.1",
        "/resource?r=breeding-birds-2022&v=1.0",
        "/archive.do?r=breeding-birds-2022",
        "/eml.do?r=breeding-birds-2022",
        "/rtf.do?r=breeding-birds-2022",
    )
)

# --- Pangaea-like data publisher: one DOI-shaped path, formats as query strings.

PG = Portal(
    "doi.seabed-data.hx11.example",
    "SEABED",
    menu=[("/about/", "About"), ("/submit/", "Submit"), ("/tools/", "Tools")],
    footer=[
        ("/about/terms", "Terms of use"),
        ("http://www.marine-centre.hx11.example/", "Marine Centre"),
    ],
    title_format="{name} - {title}",
)


def _pangaea() -> list[Site]:
    p = "/10.1594/SEABED.912044"
    t = "Grain-size distribution of surface sediments, cruise MS-114"
    pages = {
        p: PG.page(
            t,
            f"<h1>{t}</h1><p>Citation: Ortiz, L (2023): {t}. SEABED, https://doi.org/10.1594/SEABED.912044</p>"
            "<p>Download: "
            f"<a href='{p}?format=textfile'>Tab-delimited text</a> "
            f"<a href='{p}?format=html#download'>View dataset as HTML</a> "
            f"<a href='{p}?format=citation_bibtex'>BibTeX</a> "
            f"<a href='{p}?format=metadata_jsonld'>JSON-LD</a></p>"
            "<p>Part of: <a href='/10.1594/SEABED.912000'>MS-114 sediment collection</a></p>"
            "<p>Event: <a href='/?q=event_label:MS-114_GC-3'>MS-114_GC-3</a></p>",
        ),
        f"{p}?format=textfile": data("Depth\tGrain size\n0.1\t62\n", "text/tab-separated-values"),
        f"{p}?format=html": PG.page(
            t, f"<h1>{t}</h1><table><tr><td>0.1</td><td>62</td></tr></table>"
        ),
        f"{p}?format=citation_bibtex": data(
            "@misc{seabed912044, title={" + t + "}}", "text/x-bibtex"
        ),
        f"{p}?format=metadata_jsonld": data(json.dumps({"name": t}), "application/ld+json"),
        "/10.1594/SEABED.912000": PG.page("MS-114 sediment collection", "<h1>collection</h1>"),
        "/?q=event_label:MS-114_GC-3": PG.page("Search", "<h1>event</h1>"),
    }
    return [build(PG, pages)]


PG_P = "/10.1594/SEABED.912044"
PG_TRUTH = frozenset(
    PG.url(p)
    for p in (
        PG_P,
        f"{PG_P}?format=textfile",
        f"{PG_P}?format=html",
        f"{PG_P}?format=citation_bibtex",
        f"{PG_P}?format=metadata_jsonld",
    )
)

# --- Figshare-like: slug + id + version; files on a download host of its own.

FS = Portal(
    "figures.sharefig.hx11.example",
    "ShareFig",
    menu=[("/browse", "Browse"), ("/features", "Features"), ("/blog", "Blog")],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("http://x.socialnet.hx11.example/sharefig", "X"),
    ],
)
FS_DL = "ndownloader.sharefig-cdn.hx11.example"


def _figshare() -> list[Site]:
    base = "/articles/dataset/Microplastics_in_alpine_lakes/24518832"
    t = "Microplastics in alpine lakes"
    pages = {
        base: FS.page(
            t,
            f"<h1>{t}</h1><p>Dataset · posted on 2024-02-01 by <a href='/authors/Mira_Holt/1550021'>Mira Holt</a></p>"
            f"<a href='http://{FS_DL}/files/43110201'>lakes_counts.xlsx</a> "
            f"<a href='http://{FS_DL}/files/43110202'>methods.pdf</a> "
            f"<a href='http://{FS_DL}/articles/24518832/versions/2'>Download all (2)</a>"
            f"<p>Version 2 · <a href='{base}/1'>Version 1</a></p>"
            f"<p>Cite: <a href='/articles/24518832/export/bibtex'>BibTeX</a> <a href='/articles/24518832/export/ris'>RIS</a></p>"
            "<p>Categories: <a href='/categories/Environmental_sciences'>Environmental sciences</a></p>"
            "<p>Related: <a href='/articles/thesis/Plastic_pathways_in_mountain_catchments/21009934'>Thesis</a></p>",
        ),
        f"{base}/1": FS.page(
            f"{t} (version 1)",
            f"<h1>{t}</h1><a href='http://{FS_DL}/files/40100001'>lakes_counts.xlsx</a>",
        ),
        "/articles/24518832/export/bibtex": data(
            "@misc{holt2024, title={" + t + "}}", "text/plain"
        ),
        "/articles/24518832/export/ris": data(
            f"TY  - DATA\nTI  - {t}\n", "application/x-research-info-systems"
        ),
        "/authors/Mira_Holt/1550021": FS.page("Mira Holt", "<h1>Mira Holt</h1>"),
        "/categories/Environmental_sciences": FS.page(
            "Environmental sciences", "<h1>Environmental sciences</h1>"
        ),
        "/articles/thesis/Plastic_pathways_in_mountain_catchments/21009934": FS.page(
            "Plastic pathways in mountain catchments", "<h1>thesis</h1>"
        ),
    }
    dl = file_host(
        FS_DL,
        {
            "/files/43110201": data(
                b"PK\x03\x04xlsx",
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            ),
            "/files/43110202": pdf_file("Methods"),
            "/files/40100001": data(
                b"PK\x03\x04xlsx1",
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            ),
            "/articles/24518832/versions/2": data(b"PK\x03\x04all", "application/zip"),
        },
    )
    return [build(FS, pages), dl]


FS_BASE = "/articles/dataset/Microplastics_in_alpine_lakes/24518832"
FS_TRUTH = frozenset(
    {
        FS.url(FS_BASE),
        FS.url(FS_BASE + "/1"),
        FS.url("/articles/24518832/export/bibtex"),
        FS.url("/articles/24518832/export/ris"),
        f"http://{FS_DL}/files/43110201",
        f"http://{FS_DL}/files/43110202",
        f"http://{FS_DL}/files/40100001",
        f"http://{FS_DL}/articles/24518832/versions/2",
    }
)

# --- Model hub: repository tabs under the model path, weights on an LFS CDN.

HUB = Portal(
    "hub.modelhouse.hx11.example",
    "ModelHouse",
    menu=[
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/terms-of-service", "TOS"),
        ("/privacy", "Privacy"),
        ("http://status.modelhouse-status.hx11.example/", "Status"),
    ],
    title_format="{title} · ModelHouse",
)
HUB_CDN = "cdn-lfs.modelhouse-cdn.hx11.example"


def _hub() -> list[Site]:
    m = "/coastlab/wave-bert"

    def tabbed(title: str, body: str) -> str:
        tabs = links(
            [
                (m, "Model card"),
                (m + "/tree/main", "Files and versions"),
                (m + "/discussions", "Community"),
            ]
        )
        return HUB.page(title, f"<h1><a href='/coastlab'>coastlab</a>/wave-bert</h1>{tabs}{body}")

    pages = {
        m: tabbed(
            "coastlab/wave-bert",
            "<p>A language model for wave-buoy reports.</p>"
            "<p>Fine-tuned versions: <a href='/coastlab/wave-bert-large'>coastlab/wave-bert-large</a></p>"
            "<p>Trained on <a href='/datasets/coastlab/buoy-reports'>coastlab/buoy-reports</a></p>",
        ),
        m + "/tree/main": tabbed(
            "coastlab/wave-bert at main",
            f"<a href='{m}/blob/main/config.json'>config.json</a> <a href='{m}/blob/main/model.safetensors'>model.safetensors</a>"
            f" <a href='{m}/commits/main'>History: 6 commits</a>",
        ),
        m + "/blob/main/config.json": tabbed(
            "config.json · coastlab/wave-bert at main",
            f"<a href='{m}/raw/main/config.json'>raw</a>",
        ),
        m + "/raw/main/config.json": data('{"hidden_size": 256}', "application/json"),
        m + "/blob/main/model.safetensors": tabbed(
            "model.safetensors · coastlab/wave-bert at main",
            f"<a href='http://{HUB_CDN}/repos/9a/3f/9a3f71/2b0c.safetensors'>download</a>",
        ),
        m + "/commits/main": tabbed("Commits · coastlab/wave-bert", "<p>6 commits</p>"),
        m + "/discussions": tabbed(
            "coastlab/wave-bert · Discussions", f"<a href='{m}/discussions/2'>#2 tokenizer</a>"
        ),
        m + "/discussions/2": tabbed("coastlab/wave-bert · #2 tokenizer", "<p>...</p>"),
        "/coastlab": HUB.page("coastlab", "<h1>coastlab</h1>"),
        "/coastlab/wave-bert-large": HUB.page("coastlab/wave-bert-large", "<h1>large</h1>"),
        "/datasets/coastlab/buoy-reports": HUB.page(
            "coastlab/buoy-reports", "<h1>buoy-reports</h1>"
        ),
    }
    cdn = file_host(
        HUB_CDN,
        {"/repos/9a/3f/9a3f71/2b0c.safetensors": data(b"\x00" * 64, "application/octet-stream")},
    )
    return [build(HUB, pages), cdn]


HUB_M = "/coastlab/wave-bert"
HUB_TRUTH = frozenset(
    {
        *(
            HUB.url(HUB_M + s)
            for s in (
                "",
                "/tree/main",
                "/blob/main/config.json",
                "/raw/main/config.json",
                "/blob/main/model.safetensors",
                "/commits/main",
                "/discussions",
                "/discussions/2",
            )
        ),
        f"http://{HUB_CDN}/repos/9a/3f/9a3f71/2b0c.safetensors",
    }
)

CASES = [
    Case(
        # Dataverse: the table prescribes Significant String from Filtered Title, filtered
        # from the title's END (" - Polar Dataverse").  Truth: the dataset page, its tab and
        # version views, both file pages, both files, Download all and two exports; not the
        # collection, the licence, the institute or the guides.
        name="hx11-polarverse-dataset",
        imitates="Dataverse (dataset)",
        artifact_class="multi-hop",
        expected="sig_filtered_title",
        entry=f"http://{DV_RESOLVER}/10.70122/FK2/QX7PLM",
        landing=DV.url(DV_DS),
        truth=DV_TRUTH,
        build=_dataverse,
        others=frozenset({DV.url("/dataverse/fram")}),
    ),
    Case(
        # Dryad: Significant String from Title+ with ignored URIs.  Truth: the dataset page,
        # its version history and version 1 pages, the three files (one of version 1 only)
        # and the full-dataset zip; not the primary article, the funder nor the pilot-season
        # dataset whose title extends this one's.
        name="hx11-datadepot-dataset",
        imitates="Dryad-like data repository",
        artifact_class="multi-hop",
        expected="sig_title_plus_ignored",
        entry=DRY.url(DRY_D),
        truth=DRY_TRUTH,
        build=_dryad,
        others=frozenset({DRY.url("/stash/dataset/doi:10.5061/dryad.k7h44j0x2")}),
    ),
    Case(
        # Not in the table.  Nearest kind: GitHub/Kaggle (path-based with externals): the
        # resource pages extend the dataset path and one resource lives on the publisher's
        # own domain.  Truth also holds the CSV download (CKAN's /dataset/<id>/resource/...
        # path uses the package id, not its name) and the dataset's activity and groups views
        # (/dataset/activity/<name>): views of this dataset.  Not tags, organisation, group or
        # the monthly dataset whose name extends this one's.
        name="hx11-rivercouncil-ckan",
        imitates="CKAN open-data portal",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=CK.url(CK_N),
        truth=CK_TRUTH,
        build=_ckan,
        others=frozenset(
            {CK.url("/dataset/river-levels-2021-monthly"), CK.url("/organization/env-monitoring")}
        ),
    ),
    Case(
        # GBIF family: Significant String from URI (the resource short name r=...).  Truth:
        # the resource page, its two older versions, the DwC archive, EML and RTF; not the
        # winter survey whose short name extends this one's, nor the GBIF dataset page.
        name="hx11-birdatlas-ipt",
        imitates="GBIF IPT data publisher",
        artifact_class="multi-hop",
        expected="sig_uri",
        entry=IPT.url("/resource?r=breeding-birds-2022"),
        truth=IPT_TRUTH,
        build=_ipt,
        others=frozenset({IPT.url("/resource?r=breeding-birds-2022-winter")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Figshare/Zenodo (single hop): the landing page
        # links every format of the data.  Truth: landing, text, HTML view, BibTeX and
        # JSON-LD; not the parent collection nor the event search.  Site name is a prefix.
        name="hx11-seabed-dataset",
        imitates="Pangaea-like data publisher",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=PG.url(PG_P),
        truth=PG_TRUTH,
        build=_pangaea,
        others=frozenset({PG.url("/10.1594/SEABED.912000")}),
    ),
    Case(
        # Figshare: Single Page+ with ignores.  Truth: landing, version 1 page, two citation
        # exports, the three files (one of version 1, two hops) and Download all on the
        # download domain; not author, category or the related thesis (another artifact).
        name="hx11-sharefig-dataset",
        imitates="Figshare-like repository",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=FS.url(FS_BASE),
        truth=FS_TRUTH,
        build=_figshare,
        others=frozenset(
            {FS.url("/articles/thesis/Plastic_pathways_in_mountain_catchments/21009934")}
        ),
    ),
    Case(
        # Not in the table.  Nearest kind: Kaggle (dataset with code and discussion):
        # Path-Based with Externals — tabs, files and discussions under the model path,
        # weights on an LFS CDN.  Not the organisation, the training dataset or the
        # wave-bert-large model whose path extends this one's.
        name="hx11-modelhouse-model",
        imitates="Model hub (model repository)",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=HUB.url(HUB_M),
        truth=HUB_TRUTH,
        build=_hub,
        others=frozenset(
            {HUB.url("/coastlab/wave-bert-large"), HUB.url("/datasets/coastlab/buoy-reports")}
        ),
    ),
]
