"""Ground-based observatory data archives: a raw-frame observation archive (Significant
String from URI), a reduced-product portal with Signposting, a photographic plate archive
(Filtered Title, prefix) and an observatory Dataverse-like repository (Filtered Title, from
the end)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import COOKIES, fits, head, host, site, text, ul

# ---------------------------------------------------------------- raw observation archive
OBS = host("archive", "cerrovigil")
OBS_DATA = host("data", "cerrovigil")
OBS_API = host("api", "cerrovigil")
OBS1 = "CVT.2019-04-12T03:22:41.117"
OBS2 = "CVT.2021-11-02T07:55:09.904"
CAL2 = "CVT.2021-11-02T12:01:00.000"

obs_portal = Portal(
    OBS,
    "Cerro Vigil Science Archive",
    [
        ("/query", "Raw data query"),
        ("/instruments", "Instruments"),
        ("/programmes", "Programmes"),
        ("/help", "Help"),
    ],
    [("/about", "About"), ("/privacy", "Privacy"), ("/acknowledge", "Acknowledging the archive")],
    home_main="<h1>Cerro Vigil Science Archive</h1><p>Raw and calibration frames of the "
    'Cerro Vigil 2.2-m and 4-m telescopes.</p><a href="/query">Start a query</a>',
)


def _obs_page(oid: str, extra: str, related: str) -> str:
    return obs_portal.page(
        f"Observation {oid}",
        f"<h1>Observation {oid}</h1>{COOKIES}<table class='hdr'>"
        f"<tr><th>Dataset ID</th><td>{oid}</td></tr>"
        "<tr><th>Instrument</th><td><a href='/instruments/vispec'>VISPEC</a></td></tr>"
        f"<tr><th>Programme</th><td>{related}</td></tr></table>"
        f"<h2>Access</h2>{extra}"
        '<p><a href="/query">New query</a> · <a href="/help#proprietary">Proprietary period</a></p>',
        head=head("cdn.skyjs.hx105.example"),
    )


def obs_sites() -> list[Site]:
    p1 = "/programmes/0103.C-0544"
    p2 = "/programmes/108.22LP.001"
    pages: dict[str, PageValue] = {
        f"/obs/{OBS1}": _obs_page(
            OBS1,
            ul(
                [
                    (f"/obs/{OBS1}/headers", "FITS header (text)"),
                    (f"http://{OBS_DATA}/raw/{OBS1}.fits", "Download raw frame"),
                    (f"http://{OBS_API}/v1/obs/{OBS1}/files.json", "File list (JSON API)"),
                ]
            ),
            f'<a href="{p1}">0103.C-0544</a>',
        ),
        f"/obs/{OBS1}/headers": text(f"SIMPLE = T\nARCFILE = '{OBS1}.fits'\nOBJECT = 'NGC 3603'\n"),
        f"/obs/{OBS2}": _obs_page(
            OBS2,
            ul(
                [
                    (f"/obs/{OBS2}/headers", "FITS header (text)"),
                    (f"/obs/{OBS2}/preview", "Quick-look preview"),
                    (f"/obs/{OBS2}/calib", "Associated calibrations"),
                    (f"http://{OBS_DATA}/raw/{OBS2}.fits", "Download raw frame"),
                    (f"http://{OBS_API}/v1/obs/{OBS2}/files.json", "File list (JSON API)"),
                    ("/nightlog/2021-11-02", "Night log 2021-11-02"),
                ]
            ),
            f'<a href="{p2}">108.22LP.001</a>',
        ),
        f"/obs/{OBS2}/headers": text(f"SIMPLE = T\nARCFILE = '{OBS2}.fits'\nOBJECT = 'HD 97048'\n"),
        f"/obs/{OBS2}/preview": obs_portal.page(
            f"Preview {OBS2}",
            f"<h1>Quick-look {OBS2}</h1><a href='/obs/{OBS2}/preview.png'>Full-size PNG</a> "
            f"<a href='/obs/{OBS2}/provenance'>Provenance</a>",
        ),
        f"/obs/{OBS2}/preview.png": Response.data(b"\x89PNG\r\n\x1a\nquicklook", "image/png"),
        f"/obs/{OBS2}/provenance": obs_portal.page(
            f"Provenance {OBS2}",
            f"<h1>Provenance of {OBS2}</h1><a href='http://{OBS_API}/v1/obs/{OBS2}"
            "/provenance.votable'>VOTable</a>",
        ),
        f"/obs/{OBS2}/calib": obs_portal.page(
            f"Calibrations for {OBS2}",
            f"<h1>Calibrations associated with {OBS2}</h1>"
            + ul([(f"http://{OBS_DATA}/raw/{CAL2}.fits", f"{CAL2} (BIAS)")]),
        ),
        "/nightlog/2021-11-02": obs_portal.page(
            "Night log 2021-11-02", "<h1>Night log</h1><p>Clear, seeing 0.8.</p>"
        ),
        "/instruments/vispec": obs_portal.page("VISPEC", "<h1>VISPEC spectrograph</h1>"),
        p1: obs_portal.page("Programme 0103.C-0544", "<h1>0103.C-0544</h1><p>Massive stars.</p>"),
        p2: obs_portal.page("Programme 108.22LP.001", "<h1>108.22LP.001</h1><p>Discs.</p>"),
    }
    data = Site(OBS_DATA)
    api = Site(OBS_API)
    for oid in (OBS1, OBS2, CAL2):
        data.add(f"/raw/{oid}.fits", fits([("ARCFILE", f"{oid}.fits"), ("ORIGIN", "CVO")]))
    for oid in (OBS1, OBS2):
        api.add(
            f"/v1/obs/{oid}/files.json",
            text(f'{{"dp_id": "{oid}", "files": ["{oid}.fits"]}}', "application/json"),
        )
    api.add(
        f"/v1/obs/{OBS2}/provenance.votable",
        text(f'<VOTABLE><RESOURCE name="{OBS2}"/></VOTABLE>', "application/x-votable+xml"),
    )
    return [site(obs_portal, pages), data, api]


# ---------------------------------------------------------------- reduced products + signposting
RED = host("products", "andesdatacentre")
RED_DL = host("dl", "andesdatacentre")

red_portal = Portal(
    RED,
    "Andes Data Centre — Reduced Products",
    [("/products", "Browse products"), ("/collections", "Collections"), ("/docs", "Documentation")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    home_main="<h1>Reduced science products</h1><p>Phase-3 spectra, images and cubes.</p>",
)


def _signposted(
    path: str, items: list[str], described: list[tuple[str, str]], body: str
) -> Response:
    url = f"http://{RED}{path}"
    link = [
        f'<{url}>; rel="cite-as"',
        '<http://schema.test/Dataset>; rel="type"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<http://orcid.test/0000-0002-7310-1005>; rel="author"',
    ]
    link += [f'<{i}>; rel="item"; type="application/fits"' for i in items]
    link += [f'<{d}>; rel="describedby"; type="{t}"' for d, t in described]
    return Response.html(body, headers=[("Link", ", ".join(link))])


def red_sites() -> list[Site]:
    a1, a2 = "ADP.2022-03-11T04:17:22.301", "ADP.2023-08-29T01:02:55.640"
    pages: dict[str, PageValue] = {}
    dl = Site(RED_DL)
    it1 = [f"http://{RED}/files/{a1}/spectrum_1d.fits"]
    md1 = [(f"http://{RED}/products/{a1}/meta.json", "application/json")]
    pages[f"/products/{a1}"] = _signposted(
        f"/products/{a1}",
        it1,
        md1,
        red_portal.page(
            f"Product {a1}",
            f"<h1>1D spectrum of SN 2022abc</h1>{COOKIES}"
            + ul(
                [
                    (it1[0], "spectrum_1d.fits"),
                    (md1[0][0], "Metadata (JSON)"),
                    ("/collections/pessto", "Collection: PESSTO-like survey"),
                ]
            )
            + "<p>Cite: Andes Data Centre product "
            + a1
            + "</p>",
        ),
    )
    pages[f"/files/{a1}/spectrum_1d.fits"] = fits(
        [("OBJECT", "SN 2022abc"), ("PRODCATG", "SCIENCE.SPECTRUM")]
    )
    pages[f"/products/{a1}/meta.json"] = text(
        f'{{"id": "{a1}", "object": "SN 2022abc"}}', "application/json"
    )
    it2 = [
        f"http://{RED}/files/{a2}/cube.fits",
        f"http://{RED}/files/{a2}/white_light.fits",
        f"http://{RED_DL}/bulk/{a2}/exposure_map.fits",
        f"http://{RED_DL}/bulk/{a2}/weights.fits",
    ]
    md2 = [
        (f"http://{RED}/products/{a2}/meta.json", "application/json"),
        (f"http://{RED}/products/{a2}/datacite.xml", "application/vnd.datacite.datacite+xml"),
    ]
    pages[f"/products/{a2}"] = _signposted(
        f"/products/{a2}",
        it2,
        md2,
        red_portal.page(
            f"Product {a2}",
            f"<h1>IFU cube of NGC 1365 (mosaic tile 3)</h1>{COOKIES}"
            + "<h2>Files</h2>"
            + ul([(i, i.rsplit("/", 1)[1]) for i in it2])
            + "<h2>Metadata</h2>"
            + ul([(d, t) for d, t in md2])
            + "<h2>Other tiles</h2>"
            + ul([(f"/products/{a1}", "Tile 2 (older release)")])
            + "<p>Ancillary: provenance on request.</p>",
        ),
    )
    for i in it2:
        if i.startswith(f"http://{RED}/"):
            pages[i.split(RED, 1)[1]] = fits(
                [("OBJECT", "NGC 1365"), ("PRODCATG", "SCIENCE.CUBE.IFS")]
            )
        else:
            dl.add(i.split(RED_DL, 1)[1], fits([("OBJECT", "NGC 1365"), ("PRODCATG", "ANCILLARY")]))
    pages[f"/products/{a2}/meta.json"] = text(
        f'{{"id": "{a2}", "object": "NGC 1365"}}', "application/json"
    )
    pages[f"/products/{a2}/datacite.xml"] = text(
        f"<resource><identifier>{a2}</identifier></resource>", "application/xml"
    )
    pages["/collections/pessto"] = red_portal.page("PESSTO-like survey", "<h1>Collection</h1>")
    return [site(red_portal, pages), dl]


RED_A1, RED_A2 = "ADP.2022-03-11T04:17:22.301", "ADP.2023-08-29T01:02:55.640"

# ---------------------------------------------------------------- photographic plate archive
PLATE = host("plates", "glassvault")
plate_portal = Portal(
    PLATE,
    "GlassVault",
    [
        ("/browse", "Browse plates"),
        ("/logbooks", "Logbooks"),
        ("/lightcurves", "Light curves"),
        ("/about", "About the plates"),
    ],
    [("/privacy", "Privacy"), ("/cite", "How to cite"), ("/volunteer", "Volunteer")],
    title_format="GlassVault | {title}",
    home_title="GlassVault | Digitized photographic plates of the Southern Station",
)
PL1 = "Plate A 12345: Magellanic Cloud field, 1912-11-03"
PL2 = "Plate MC 24517: Eta Carinae nebula, 1893-02-14"


def plate_sites() -> list[Site]:
    def rec(slug: str, title: str, links: list[tuple[str, str]], book: str) -> str:
        return plate_portal.page(
            title,
            f"<h1>{title}</h1>{COOKIES}<dl><dt>Logbook</dt><dd><a href='{book}'>{book}</a></dd></dl>"
            + ul(links)
            + "<aside><h3>Plates of the same field</h3>"
            + ul([("/plate/a12346", "Plate A 12346"), ("/plate/b03311", "Plate B 3311")])
            + "</aside>",
            share=f"http://{PLATE}/plate/{slug}",
        )

    pages: dict[str, PageValue] = {
        "/plate/a12345": rec(
            "a12345",
            PL1,
            [
                ("/plate/a12345/scan", "Scan viewer"),
                ("/scans/a12345_recto.fits", "Download scan (FITS)"),
                ("/plate/a12345/export.csv", "Metadata (CSV)"),
            ],
            "/logbooks/a-07/page-112",
        ),
        "/plate/a12345/scan": plate_portal.page(
            f"Scan of {PL1}", f"<h1>Scan viewer</h1><p>{PL1}</p>"
        ),
        "/scans/a12345_recto.fits": fits([("PLATE", "A12345"), ("TITLE", PL1)]),
        "/plate/a12345/export.csv": text(f"title,ra,dec\n{PL1},05 23 00,-69 45\n", "text/csv"),
        "/plate/mc24517": rec(
            "mc24517",
            PL2,
            [
                ("/plate/mc24517/scans", "Scans (3)"),
                ("/plate/mc24517/notes", "Curator notes"),
                ("/plate/mc24517/export.csv", "Metadata (CSV)"),
            ],
            "/logbooks/mc-02/page-9",
        ),
        "/plate/mc24517/scans": plate_portal.page(
            f"Scans of {PL2}",
            f"<h1>Scans</h1><p>{PL2}</p>"
            + ul(
                [
                    ("/scans/mc24517_recto.fits", "Recto"),
                    ("/scans/mc24517_verso.fits", "Verso"),
                    ("/scans/mc24517_envelope.fits", "Envelope"),
                ]
            ),
        ),
        "/plate/mc24517/notes": plate_portal.page(
            f"Notes on {PL2}",
            f"<h1>Curator notes</h1><p>{PL2}: emulsion flaking at the NE corner; "
            "hand annotation marks the nebula.</p><a href='/plate/mc24517/notes/annotation'>Annotation</a>",
        ),
        "/plate/mc24517/notes/annotation": plate_portal.page(
            f"Annotation on {PL2}", f"<h1>Hand annotation</h1><p>{PL2}</p>"
        ),
        "/plate/mc24517/export.csv": text(f"title,ra,dec\n{PL2},10 45 03,-59 41\n", "text/csv"),
        "/logbooks/a-07/page-112": plate_portal.page(
            "Logbook A-07 p.112", "<h1>Logbook</h1><p>A 12345, A 12346</p>"
        ),
        "/logbooks/mc-02/page-9": plate_portal.page(
            "Logbook MC-02 p.9", "<h1>Logbook</h1><p>MC 24517</p>"
        ),
        "/plate/a12346": plate_portal.page(
            "Plate A 12346: Magellanic Cloud field, 1912-11-04", "<h1>A 12346</h1>"
        ),
        "/plate/b03311": plate_portal.page(
            "Plate B 3311: Magellanic Cloud field, 1899-01-20", "<h1>B 3311</h1>"
        ),
    }
    for side in ("recto", "verso", "envelope"):
        pages[f"/scans/mc24517_{side}.fits"] = fits([("PLATE", "MC24517"), ("TITLE", PL2)])
    return [site(plate_portal, pages)]


# ---------------------------------------------------------------- Dataverse-like repository
DV = host("data", "meridianobs")
dv_portal = Portal(
    DV,
    "Meridian Dataverse",
    [
        ("/dataverse/root", "Meridian Observatory"),
        ("/search", "Search"),
        ("/guides", "User guide"),
        ("/support", "Support"),
    ],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/about", "About Dataverse")],
    title_format="{title} | Meridian Dataverse",
    home_title="Welcome | Meridian Dataverse",
)
DV1 = "Echelle spectra of Be stars from the 1.5-m telescope, 2018 season"
DV2 = "All-sky camera images and cloud maps, 2015-2020"
DOI1, DOI2 = "doi:10.70105/MDV/QX1ZKT", "doi:10.70105/MDV/R7T2WB"


def dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}

    def dataset(
        doi: str, title: str, files: list[tuple[int, str, bool]], versions: list[str]
    ) -> None:
        base = f"/dataset.xhtml?persistentId={doi}"
        rows = "".join(
            f"<tr><td><a href='/file.xhtml?fileId={fid}'>{name}</a></td>"
            f"<td><a href='/api/access/datafile/{fid}'>Download</a></td></tr>"
            for fid, name, _ in files
        )
        vers = ul([(f"{base}&version={v}", f"Version {v}") for v in versions], "versions")
        main = (
            f"<h1>{title}</h1>{COOKIES}<p class='citation'>Meridian Observatory, 2021, "
            f"&quot;{title}&quot;, {doi}</p><table>{rows}</table><h2>Versions</h2>{vers}"
            f"<a href='/api/datasets/export?exporter=dataverse_json&amp;persistentId={doi}'>"
            "Export metadata (JSON)</a> <a href='/dataverse/allsky'>Part of: Site monitoring</a>"
        )
        pages[base] = dv_portal.page(title, main, share=f"http://{DV}{base}")
        for v in versions:
            pages[f"{base}&version={v}"] = dv_portal.page(
                title, f"<h1>{title}</h1><p>Version {v}</p>"
            )
        pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={doi}"] = text(
            f'{{"datasetVersion": {{"title": "{title}", "persistentId": "{doi}"}}}}',
            "application/json",
        )
        for fid, name, has_title in files:
            pages[f"/file.xhtml?fileId={fid}"] = dv_portal.page(
                name,
                f"<h1>{name}</h1><p>This file is part of {title}.</p>"
                f"<a href='/api/access/datafile/{fid}'>Download</a>",
            )
            pages[f"/api/access/datafile/{fid}"] = (
                text(f"{title}\nReadme: reduction notes.\n")
                if has_title
                else fits([("ORIGIN", "MERIDIAN"), ("FILE", name)])
            )

    dataset(
        DOI1,
        DV1,
        [(4411, "README.txt", True), (4412, "be_spectra_2018.fits", False)],
        ["1.0", "1.1"],
    )
    dataset(
        DOI2,
        DV2,
        [
            (5901, "README.txt", True),
            (5902, "cloudmaps_2015_2017.fits", False),
            (5903, "cloudmaps_2018_2020.fits", False),
            (5904, "camera_calibration.txt", True),
        ],
        ["1.0", "2.0", "2.1"],
    )
    pages["/dataverse/allsky"] = dv_portal.page("Site monitoring", "<h1>Site monitoring</h1>")
    pages["/dataverse/root"] = dv_portal.page(
        "Meridian Observatory", "<h1>Meridian Observatory</h1>"
    )
    return [site(dv_portal, pages)]


def _dv_truth(doi: str, fids: list[int], has_title: list[int], versions: list[str]) -> list[str]:
    base = f"http://{DV}/dataset.xhtml?persistentId={doi}"
    return (
        [base]
        + [f"{base}&version={v}" for v in versions]
        + [f"http://{DV}/api/datasets/export?exporter=dataverse_json&persistentId={doi}"]
        + [f"http://{DV}/file.xhtml?fileId={f}" for f in fids]
        + [f"http://{DV}/api/access/datafile/{f}" for f in has_title]
    )


o, r, p = f"http://{OBS}", f"http://{RED}", f"http://{PLATE}"
CASES: list[Case] = [
    # GBIF-like: every artifact URI (portal, data host, API host) carries the dataset ID of
    # the entry URI, the menu and programme links do not -> Significant String from URI.
    case(
        "cvo-raw-frame",
        "observation archive (raw frame, NGC 3603)",
        "dataset",
        "sig_uri",
        f"{o}/obs/{OBS1}",
        [
            f"{o}/obs/{OBS1}",
            f"{o}/obs/{OBS1}/headers",
            f"http://{OBS_DATA}/raw/{OBS1}.fits",
            f"http://{OBS_API}/v1/obs/{OBS1}/files.json",
        ],
        obs_sites,
    ),
    # Same shape, multi-hop (preview -> provenance -> VOTable); the calibration frame and the
    # night log lack the ID: they are other records.
    case(
        "cvo-raw-frame-calib",
        "observation archive (raw frame with preview, provenance, calibrations)",
        "dataset",
        "sig_uri",
        f"{o}/obs/{OBS2}",
        [
            f"{o}/obs/{OBS2}",
            f"{o}/obs/{OBS2}/headers",
            f"{o}/obs/{OBS2}/preview",
            f"{o}/obs/{OBS2}/preview.png",
            f"{o}/obs/{OBS2}/provenance",
            f"{o}/obs/{OBS2}/calib",
            f"http://{OBS_API}/v1/obs/{OBS2}/provenance.votable",
            f"http://{OBS_DATA}/raw/{OBS2}.fits",
            f"http://{OBS_API}/v1/obs/{OBS2}/files.json",
        ],
        obs_sites,
        others=[f"http://{OBS_DATA}/raw/{CAL2}.fits"],
    ),
    # The landing page declares its boundary in Link headers (item, describedby): Signposting.
    case(
        "adc-spectrum",
        "reduced-product portal (1D spectrum)",
        "dataset",
        "signposting",
        f"{r}/products/{RED_A1}",
        [
            f"{r}/products/{RED_A1}",
            f"{r}/files/{RED_A1}/spectrum_1d.fits",
            f"{r}/products/{RED_A1}/meta.json",
        ],
        red_sites,
    ),
    case(
        "adc-ifu-cube",
        "reduced-product portal (IFU cube, files on a bulk host, two metadata)",
        "dataset",
        "signposting",
        f"{r}/products/{RED_A2}",
        [
            f"{r}/products/{RED_A2}",
            f"{r}/files/{RED_A2}/cube.fits",
            f"{r}/files/{RED_A2}/white_light.fits",
            f"http://{RED_DL}/bulk/{RED_A2}/exposure_map.fits",
            f"http://{RED_DL}/bulk/{RED_A2}/weights.fits",
            f"{r}/products/{RED_A2}/meta.json",
            f"{r}/products/{RED_A2}/datacite.xml",
        ],
        red_sites,
        others=[f"{r}/products/{RED_A1}"],
    ),
    # OSF-like: every page title starts "GlassVault | ", the record title (in every member's
    # content, FITS headers included) is what remains: Filtered Title.
    case(
        "glassvault-a12345",
        "plate archive (single scan)",
        "dataset",
        "sig_filtered_title",
        f"{p}/plate/a12345",
        [
            f"{p}/plate/a12345",
            f"{p}/plate/a12345/scan",
            f"{p}/scans/a12345_recto.fits",
            f"{p}/plate/a12345/export.csv",
        ],
        plate_sites,
    ),
    case(
        "glassvault-mc24517",
        "plate archive (three scans, notes, two hops)",
        "dataset",
        "sig_filtered_title",
        f"{p}/plate/mc24517",
        [
            f"{p}/plate/mc24517",
            f"{p}/plate/mc24517/scans",
            f"{p}/plate/mc24517/notes",
            f"{p}/plate/mc24517/notes/annotation",
            f"{p}/plate/mc24517/export.csv",
            f"{p}/scans/mc24517_recto.fits",
            f"{p}/scans/mc24517_verso.fits",
            f"{p}/scans/mc24517_envelope.fits",
        ],
        plate_sites,
    ),
    # Dataverse: the site name ends every title; filtered from the end the dataset title
    # remains, found in file pages, versions, export and README; the FITS files lack it.
    case(
        "meridian-be-spectra",
        "observatory Dataverse (two files, two versions)",
        "dataset",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId={DOI1}",
        _dv_truth(DOI1, [4411, 4412], [4411], ["1.0", "1.1"]),
        dv_sites,
    ),
    case(
        "meridian-allsky",
        "observatory Dataverse (four files, three versions)",
        "dataset",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId={DOI2}",
        _dv_truth(DOI2, [5901, 5902, 5903, 5904], [5901, 5904], ["1.0", "2.0", "2.1"]),
        dv_sites,
    ),
]
