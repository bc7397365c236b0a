"""heldout64 portals whose artifact is told by an identifier or by the server: a genebank's
accession pages, whose accession number is in every artifact URI on the portal and its API
host (sig_uri), and a crop-model data repository that announces its boundary in HTTP Link
headers (signposting)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case, data

from ._kit import chrome, finish, page, text, ul

# --- Genebank accession portal (GBIF-like: id in every URI, API on another host) ------------

GB = chrome(
    "www.genebank-seedvault.hx64.example",
    "SeedVault Genebank Portal",
    [
        ("/accessions", "Accessions"),
        ("/crops", "Crops"),
        ("/collections", "Collections"),
        ("/request-material", "Request material"),
        ("/api-docs", "API"),
    ],
)
API = "api.genebank-seedvault.hx64.example"


def _accession(
    acc: str, name: str, crop: str, inst: str, occ_pages: int, dist_pages: int, related: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    entry = f"/accession/{acc}"
    api_paths = [f"/v1/accession/{acc}/mcpd", f"/v1/accession/{acc}/document"]
    own = [GB.url(entry), GB.url(f"{entry}/passport"), GB.url(f"{entry}/characterization")]
    own += [f"http://{API}{p}" for p in api_paths]
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {
        api_paths[0]: text(f'{{"ACCENUMB": "{acc}", "ACCENAME": "{name}"}}\n', "application/json"),
        api_paths[1]: data(pdf(f"Accession {acc}", [name, inst]), "application/pdf"),
    }
    tabs = [
        (entry, "Overview"),
        (f"{entry}/passport", "Passport data"),
        (f"{entry}/characterization", "Characterization"),
    ]
    head = f"<h1>{escape(name)}</h1><p>Accession {acc}</p>{ul(tabs, 'tabs')}"
    pages[f"{entry}/passport"] = page(
        GB,
        f"{acc} passport",
        head + "<dl><dt>Holding institute"
        f"</dt><dd><a href='/institute/{inst}'>{inst}</a></dd>"
        "</dl>",
    )
    pages[f"{entry}/characterization"] = page(
        GB, f"{acc} characterization", head + "<p>Grain length 6.8 mm; awnless.</p>"
    )
    occ = []
    for k in range(occ_pages):
        q = f"/occurrence/search?accession={acc}" + (f"&offset={20 * k}" if k else "")
        nxt = (
            [(f"/occurrence/search?accession={acc}&offset={20 * (k + 1)}", "Next 20")]
            if k + 1 < occ_pages
            else []
        )
        pages[q] = page(
            GB,
            f"Occurrences of {acc}",
            f"<h1>Occurrences</h1><p>Records {20 * k + 1}"
            f" to {20 * k + 20}</p>{ul(nxt)}<p><a href='/occurrence/search'>New search"
            "</a></p>",
        )
        own.append(GB.url(q))
        if k == 0:
            occ.append((q, "Occurrence records"))
    dist = []
    for k in range(1, dist_pages + 1):
        q = f"{entry}/distributions" + (f"?page={k}" if k > 1 else "")
        nxt = [(f"{entry}/distributions?page={k + 1}", "More")] if k < dist_pages else []
        pages[q] = page(
            GB, f"{acc} distributions", head + "<p>Samples sent under SMTA.</p>" + ul(nxt)
        )
        own.append(GB.url(q))
        if k == 1:
            dist.append((q, "Distribution history"))
    pages[entry] = page(
        GB,
        f"{name} ({acc})",
        head + f"<p>Crop: <a href='/crops/{crop}'>{crop}</a> · Institute: <a href='/institute/"
        f"{inst}'>{inst}</a></p>{ul(occ + dist)}<p>Machine-readable: <a href='http://{API}"
        f"{api_paths[0]}'>MCPD JSON</a> · <a href='http://{API}{api_paths[1]}'>Accession "
        f"document (PDF)</a></p><aside><h2>Related accessions</h2>{ul([(related, related)])}"
        "</aside>",
    )
    return pages, api, own


ACC1 = _accession(
    "SVG-0093127",
    "Rice landrace Dinorado",
    "oryza-sativa",
    "PHL001",
    1,
    0,
    "/accession/SVG-0415580",
)
ACC2 = _accession(
    "SVG-2270460",
    "Barley landrace Abyssinian black",
    "hordeum-vulgare",
    "ETH085",
    3,
    2,
    "/accession/SVG-1108839",
)


def genebank_sites() -> list[Site]:
    return [
        finish(GB, {**ACC1[0], **ACC2[0]}),
        Site(
            API,
            {
                "/": text("SeedVault API v1. See /v1/docs\n"),
                "/v1/docs": text("GET /v1/accession/{id}/mcpd\n"),
                **ACC1[1],
                **ACC2[1],
            },
        ),
    ]


# --- Crop-model data repository with FAIR Signposting (Link headers) ------------------------

CM = chrome(
    "repo.cropmodel-fairdata.hx64.example",
    "CropModel FAIR Data",
    [
        ("/records", "Records"),
        ("/communities", "Communities"),
        ("/deposit", "Deposit"),
        ("/faq", "FAQ"),
    ],
)
PID = "id.cropmodel-fairdata.hx64.example"
S3 = "store.cmfd-objects.hx64.example"


def _record(
    rid: str,
    title: str,
    items: list[str],
    meta: list[tuple[str, str]],
    remote: list[str],
    doi: str,
    prev: str | None,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    landing = CM.url(f"/records/{rid}")
    item_urls = [CM.url(f"/records/{rid}/files/{f}") for f in items]
    item_urls += [f"http://{S3}/cmfd/{rid}/{f}" for f in remote]
    meta_urls = [(CM.url(f"/records/{rid}/export/{m}"), t) for m, t in meta]
    cite = f"http://{PID}/{doi}"
    link = ", ".join(
        [
            f'<{cite}>; rel="cite-as"',
            '<https://schema.org/Dataset>; rel="type"',
            '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        ]
        + [f'<{u}>; rel="item"; type="application/octet-stream"' for u in item_urls]
        + [f'<{u}>; rel="describedby"; type="{t}"' for u, t in meta_urls]
    )
    back = [("Link", f'<{landing}>; rel="collection"')]
    pages: dict[str, PageValue] = {}
    s3: dict[str, PageValue] = {}
    for f in items:
        r = data(b"model input " + f.encode(), "application/octet-stream")
        pages[f"/records/{rid}/files/{f}"] = r.with_(headers=r.headers + back)
    for f in remote:
        r = data(b"remote model output " + f.encode(), "application/octet-stream")
        s3[f"/cmfd/{rid}/{f}"] = r.with_(headers=r.headers + back)
    for (_u, t), (m, _t) in zip(meta_urls, meta, strict=True):
        r = text(f"{title}\n", t)
        pages[f"/records/{rid}/export/{m}"] = r.with_(
            headers=r.headers + [("Link", f'<{landing}>; rel="describes"')]
        )
    versions = f"<p>Other versions: <a href='/records/{prev}'>version 1</a></p>" if prev else ""
    body = page(
        CM,
        title,
        f"<h1>{escape(title)}</h1><p>DOI: <a href='{cite}'>{doi}</a></p>{versions}<h2>Files</h2>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in item_urls])
        + "<h2>Export</h2>"
        + ul([(u, m) for (u, _t), (m, _x) in zip(meta_urls, meta, strict=True)])
        + "<aside><h2>Communities</h2><a href='/communities/agmip'>AgMIP</a></aside>",
        share=landing,
    )
    pages[f"/records/{rid}"] = Response.html(body, 200, [("Link", link)])
    return pages, s3, [landing, *item_urls, *(u for u, _t in meta_urls)]


CM1 = _record(
    "7741",
    "APSIM wheat calibration set for the Riverina",
    ["apsim_wheat_calib.zip", "weather_2015_2020.csv"],
    [("json-ld", "application/ld+json"), ("datacite-xml", "application/xml")],
    [],
    "10.80464/cmfd.7741",
    None,
)
CM2 = _record(
    "8812",
    "DSSAT cassava ensemble runs for West Africa, version 2",
    ["cassava_cultivars.CUL", "soil_profiles.SOL", "experiments.zip", "README.md"],
    [
        ("json-ld", "application/ld+json"),
        ("datacite-xml", "application/xml"),
        ("dcat-rdf", "application/rdf+xml"),
    ],
    ["ensemble_outputs_part1.nc", "ensemble_outputs_part2.nc"],
    "10.80464/cmfd.8812",
    "8811",
)


def fairdata_sites() -> list[Site]:
    pid_pages: dict[str, PageValue] = {
        "/": text("Persistent identifier resolver\n"),
        "/10.80464/cmfd.7741": Response.redirect(CM.url("/records/7741"), 302),
        "/10.80464/cmfd.8812": Response.redirect(CM.url("/records/8812"), 302),
    }
    return [
        finish(CM, {**CM1[0], **CM2[0]}),
        Site(PID, pid_pages),
        Site(S3, {"/": text("object store\n"), **CM1[1], **CM2[1]}),
    ]


CASES: list[Case] = [
    # The accession number is in every artifact URI, on the portal and on its API host,
    # and the data itself is only requestable (seed: GBIF, Significant String from URI).
    case(
        "seedvault-dinorado",
        "genebank accession portal (passport, API record)",
        "germplasm accession",
        "sig_uri",
        ACC1[2][0],
        ACC1[2],
        genebank_sites,
        others=[GB.url("/accession/SVG-0415580")],
    ),
    case(
        "seedvault-abyssinian-black",
        "genebank accession portal (paged occurrences, distributions)",
        "germplasm accession",
        "sig_uri",
        ACC2[2][0],
        ACC2[2],
        genebank_sites,
        others=[GB.url("/accession/SVG-1108839")],
    ),
    # The server names the items and metadata in Link headers (seed: Signposting tells the
    # crawler the boundary); type, author and licence targets are not the record's.
    case(
        "cmfd-apsim-riverina",
        "crop-model FAIR repository (two files)",
        "dataset",
        "signposting",
        CM1[2][0],
        CM1[2],
        fairdata_sites,
    ),
    # Entered by its DOI, which redirects to the landing page; two items on object storage.
    case(
        "cmfd-dssat-cassava",
        "crop-model FAIR repository (DOI entry, remote items)",
        "dataset",
        "signposting",
        f"http://{PID}/10.80464/cmfd.8812",
        CM2[2],
        fairdata_sites,
        others=[CM.url("/records/8811")],
        landing=CM2[2][0],
    ),
]
