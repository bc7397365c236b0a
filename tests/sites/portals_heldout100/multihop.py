"""Multi-hop portals of heldout100 found by URI: a core and sample repository (every URI of
a core under its directory: Path-Based), a seismic-survey data portal whose SEG-Y files sit
on a separate content host (Path-Based with Externals, as GitHub's raw files), and two
catalogues whose records are tied together by an identifier in every URI, GBIF-style: a
geological map-series catalogue (sheet number) and a mineral-occurrence database (deposit
id) (Significant String from URI).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, pdf_file, text, ul, zipfile_bytes

# ---------------------------------------------------------------- core and sample repository

CS = Chrome(
    host="cores.drillcorestore.hx100.example",
    name="National Drillcore Store",
    tagline="Core, cuttings and samples from 14,000 boreholes",
    menu=[
        ("/cores/", "Browse cores"),
        ("/sites/", "Drill sites"),
        ("/visits/book", "Book a visit"),
        ("/about/", "About the store"),
    ],
    footer=[
        ("/about/loans", "Sample loans"),
        ("/about/terms", "Terms"),
        ("/about/privacy", "Privacy"),
        ("/help/recovery", "Logging guidance"),
    ],
    social=[("http://mastodon.test/@corestore", "Mastodon")],
    title_format="{title} · {name}",
)
CS_A, CS_B = "/cores/NP-BH-0412/", "/cores/TV-03C/"
CS_B_SAMPLES = ["S-101", "S-102", "S-103"]


def _cs_core(base: str, title: str, body: str, parts: list[tuple[str, str]], bid: str) -> str:
    main = (
        f"<h1>{escape(title)}</h1>{body}<h2>Material and data</h2>{ul(parts)}"
        f'<p><a href="/visits/book?core={bid}">Book this core for viewing</a> · '
        f'<a href="/sites/{bid.lower()[:2]}-field/">Drill site</a></p>'
    )
    aside = "<h3>Nearby cores</h3>" + ul(
        [("/cores/NP-BH-0413/", "NP-BH-0413"), ("/cores/TV-04/", "TV-04")]
    )
    return CS.page(
        title, main, aside=aside, share=CS.url(base), crumbs=[("/", "Store"), ("/cores/", "Cores")]
    )


def _cs_boxes(base: str, title: str, nums: list[int], pager: str = "") -> str:
    rows = ul([(f"{base}boxes/{n}/", f"Box {n}") for n in nums])
    return CS.page(
        f"Boxes - {title}",
        f'<h1>Core boxes of {escape(title)}</h1>{rows}{pager}<p><a href="{base}">Back to core</a></p>',
    )


def _cs_box(base: str, title: str, n: int, last: int) -> str:
    nxt = f'<a href="{base}boxes/{n + 1}/">Next box</a>' if n < last else ""
    return CS.page(
        f"Box {n} - {title}",
        f'<h1>{escape(title)}, box {n}</h1><p><a href="{base}boxes/{n}/photo.jpg">'
        f'<img src="{base}boxes/{n}/thumb.jpg" alt="box {n}"> Full-resolution photograph</a></p>'
        f'<p>{nxt} <a href="{base}boxes/">All boxes</a></p>',
    )


def _cs_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ta, tb = "Borehole NP-BH-0412, Coldwell plateau", "Cored well TV-03C, Tarn Valley"
    pages[CS_A] = _cs_core(
        CS_A,
        ta,
        "<p>Full core, 0-36.2 m, Great Scar Limestone over Ordovician slates; 4 boxes.</p>",
        [
            (f"{CS_A}boxes/", "Core boxes and photographs"),
            (f"{CS_A}log.pdf", "Graphic log (PDF)"),
            (f"{CS_A}header.csv", "Borehole header (CSV)"),
        ],
        "NP-BH-0412",
    )
    pages[f"{CS_A}boxes/"] = _cs_boxes(CS_A, ta, [1, 2, 3, 4])
    pages[f"{CS_A}log.pdf"] = pdf_file("NP-BH-0412 graphic log", "0-36.2 m")
    pages[f"{CS_A}header.csv"] = text(
        "borehole,easting,northing,elev_m,depth_m\nNP-BH-0412,381200,472900,388.0,36.2\n",
        "text/csv",
    )
    for n in range(1, 5):
        pages[f"{CS_A}boxes/{n}/"] = _cs_box(CS_A, ta, n, 4)
        pages[f"{CS_A}boxes/{n}/photo.jpg"] = blob(f"a{n}", 300).with_(
            headers=[("Content-Type", "image/jpeg")]
        )
        pages[f"{CS_A}boxes/{n}/thumb.jpg"] = blob(f"ta{n}", 60).with_(
            headers=[("Content-Type", "image/jpeg")]
        )
    pages[CS_B] = _cs_core(
        CS_B,
        tb,
        "<p>Cored 2022 through the buried valley fill into Coal Measures; 12 boxes, 3 subsamples.</p>",
        [
            (f"{CS_B}boxes/", "Core boxes (12)"),
            (f"{CS_B}samples/", "Subsamples and analyses"),
            (f"{CS_B}log.pdf", "Graphic log (PDF)"),
            (f"{CS_B}ct/volume.zip", "CT volume"),
        ],
        "TV-03C",
    )
    pages[f"{CS_B}boxes/"] = _cs_boxes(
        CS_B,
        tb,
        list(range(1, 7)),
        f'<p>Page 1 of 2 <a href="{CS_B}boxes/?page=2">Next page</a></p>',
    )
    pages[f"{CS_B}boxes/?page=2"] = _cs_boxes(
        CS_B, tb, list(range(7, 13)), f'<p><a href="{CS_B}boxes/">Previous page</a> Page 2 of 2</p>'
    )
    pages[f"{CS_B}log.pdf"] = pdf_file("TV-03C graphic log", "0-61.0 m")
    pages[f"{CS_B}ct/volume.zip"] = zipfile_bytes("tv03c-ct")
    for n in range(1, 13):
        pages[f"{CS_B}boxes/{n}/"] = _cs_box(CS_B, tb, n, 12)
        pages[f"{CS_B}boxes/{n}/photo.jpg"] = blob(f"b{n}", 300).with_(
            headers=[("Content-Type", "image/jpeg")]
        )
        pages[f"{CS_B}boxes/{n}/thumb.jpg"] = blob(f"tb{n}", 60).with_(
            headers=[("Content-Type", "image/jpeg")]
        )
    pages[f"{CS_B}samples/"] = CS.page(
        f"Subsamples - {tb}",
        f"<h1>Subsamples of {escape(tb)}</h1>"
        + ul([(f"{CS_B}samples/{s}/", s) for s in CS_B_SAMPLES]),
    )
    for s in CS_B_SAMPLES:
        pages[f"{CS_B}samples/{s}/"] = CS.page(
            s,
            f"<h1>Subsample {s}</h1><p>Quarter core, taken for XRF and grain size.</p>"
            + ul(
                [
                    (f"{CS_B}samples/{s}/xrf.csv", "XRF results"),
                    (f"{CS_B}samples/{s}/grain-size.csv", "Grain size"),
                ]
            )
            + '<p>Requested under <a href="/about/loans">loan</a> L-2023-118.</p>',
        )
        pages[f"{CS_B}samples/{s}/xrf.csv"] = text(
            "oxide,wt_pct\nSiO2,71.2\nAl2O3,12.9\n", "text/csv"
        )
        pages[f"{CS_B}samples/{s}/grain-size.csv"] = text("phi,pct\n1,12\n2,40\n", "text/csv")
    for other in ("/cores/NP-BH-0413/", "/cores/TV-04/"):
        pages[other] = CS.page(
            other.strip("/").split("/")[1], f"<h1>{other}</h1><p>Core record.</p>"
        )
    CS.home_main = "<h1>National Drillcore Store</h1>" + ul(
        [("/cores/", "Browse the core catalogue")]
    )
    return [CS.site(pages)]


def _cs_truth_a() -> list[str]:
    out = [CS_A, f"{CS_A}boxes/", f"{CS_A}log.pdf", f"{CS_A}header.csv"]
    out += [p for n in range(1, 5) for p in (f"{CS_A}boxes/{n}/", f"{CS_A}boxes/{n}/photo.jpg")]
    return [CS.url(p) for p in out]


def _cs_truth_b() -> list[str]:
    out = [
        CS_B,
        f"{CS_B}boxes/",
        f"{CS_B}boxes/?page=2",
        f"{CS_B}log.pdf",
        f"{CS_B}ct/volume.zip",
        f"{CS_B}samples/",
    ]
    out += [p for n in range(1, 13) for p in (f"{CS_B}boxes/{n}/", f"{CS_B}boxes/{n}/photo.jpg")]
    out += [
        p
        for s in CS_B_SAMPLES
        for p in (
            f"{CS_B}samples/{s}/",
            f"{CS_B}samples/{s}/xrf.csv",
            f"{CS_B}samples/{s}/grain-size.csv",
        )
    ]
    return [CS.url(p) for p in out]


# ---------------------------------------------------------------- seismic-survey data portal

SN = Chrome(
    host="portal.seisnetra.hx100.example",
    name="SeisNetra",
    tagline="Released 2D and 3D seismic surveys",
    menu=[
        ("/surveys/", "Surveys"),
        ("/map/", "Map search"),
        ("/operators/", "Operators"),
        ("/help/segy", "SEG-Y help"),
    ],
    footer=[
        ("/legal/licence", "Data licence"),
        ("/legal/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | {name}",
)
BLOBS = "blobs.seisnetracontent.hx100.example"
SN_A, SN_B = "/surveys/SN-1994-017/", "/surveys/SN-2008-201/"
SN_A_LINES = ["L104", "L105", "L106"]
SN_B_LINES = [f"IL{n}" for n in range(1000, 1080, 10)]  # eight inlines


def _blob(sid: str, name: str) -> str:
    return f"http://{BLOBS}/{sid}/{name}"


def _sn_survey(base: str, sid: str, title: str, body: str, parts: list[tuple[str, str]]) -> str:
    main = (
        f"<h1>{escape(title)}</h1><dl><dt>Survey</dt><dd>{sid}</dd><dt>Operator</dt>"
        f'<dd><a href="/operators/northmoor-energy/">Northmoor Energy</a></dd></dl>{body}{ul(parts)}'
        f'<p>Nearby surveys: <a href="/surveys/?near={sid}">list</a></p>'
    )
    return SN.page(title, main, crumbs=[("/surveys/", "Surveys")])


def _sn_line(base: str, sid: str, line: str, nxt: str | None) -> str:
    n = f'<a href="{base}lines/{nxt}/">Next line {nxt}</a>' if nxt else ""
    return SN.page(
        f"{sid} line {line}",
        f"<h1>{sid} line {line}</h1><p>Migrated stack, 2 ms, 4 s.</p>"
        f'<p><a href="{base}lines/{line}/preview.png">Preview image</a> · '
        f'<a href="{_blob(sid, line + ".sgy")}">SEG-Y ({line}.sgy)</a> · '
        f'<a href="{_blob(sid, line + "_nav.p190")}">Navigation (P1/90)</a></p>'
        f'<p>{n} <a href="{base}lines/">All lines</a> <a href="{base}">Survey</a></p>',
    )


def _sn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    blobs = Site(BLOBS)
    blobs.add("/", text("seisnetra content store\n"))
    for base, sid, title, lines, per_page in [
        (SN_A, "SN-1994-017", "Coldwell 2D seismic survey 1994", SN_A_LINES, 10),
        (
            SN_B,
            "SN-2008-201",
            "Kestrel Basin 3D seismic survey 2008, released inlines",
            SN_B_LINES,
            5,
        ),
    ]:
        docs = (
            [(f"{base}documents/", "Documents")]
            if sid == "SN-2008-201"
            else [(_blob(sid, "observer_logs.pdf"), "Observer logs (scan)")]
        )
        pages[base] = _sn_survey(
            base,
            sid,
            title,
            f"<p>{len(lines)} released lines.</p>",
            [
                (f"{base}lines/", "Lines"),
                *docs,
                (_blob(sid, f"{sid}_all.tar"), "Whole survey (tar)"),
            ],
        )
        pages_of = [lines[i : i + per_page] for i in range(0, len(lines), per_page)]
        for k, chunk in enumerate(pages_of, 1):
            path = f"{base}lines/" + (f"?page={k}" if k > 1 else "")
            pager = ""
            if len(pages_of) > 1:
                pager = " ".join(
                    f'<a href="{base}lines/' + (f"?page={j}" if j > 1 else "") + f'">{j}</a>'
                    for j in range(1, len(pages_of) + 1)
                )
            pages[path] = SN.page(
                f"Lines - {sid}",
                f"<h1>Lines of {sid}</h1>"
                + ul([(f"{base}lines/{ln}/", ln) for ln in chunk])
                + f"<p>{pager}</p>",
            )
        for i, ln in enumerate(lines):
            pages[f"{base}lines/{ln}/"] = _sn_line(
                base, sid, ln, lines[i + 1] if i + 1 < len(lines) else None
            )
            pages[f"{base}lines/{ln}/preview.png"] = blob(ln, 100).with_(
                headers=[("Content-Type", "image/png")]
            )
            blobs.add(f"/{sid}/{ln}.sgy", blob(sid + ln, 800))
            blobs.add(
                f"/{sid}/{ln}_nav.p190",
                text(f"H0100 SURVEY AREA {sid}\nS{ln}  1 512300.0 6721000.0\n"),
            )
        blobs.add(f"/{sid}/{sid}_all.tar", blob(sid, 1024))
    blobs.add("/SN-1994-017/observer_logs.pdf", pdf_file("Observer logs SN-1994-017", "scanned"))
    pages[f"{SN_B}documents/"] = SN.page(
        "Documents - SN-2008-201",
        "<h1>Documents</h1>"
        + ul(
            [
                (_blob("SN-2008-201", "processing_report.pdf"), "Processing report"),
                (_blob("SN-2008-201", "acquisition_report.pdf"), "Acquisition report"),
            ]
        ),
    )
    for d in ("processing_report.pdf", "acquisition_report.pdf"):
        blobs.add(f"/SN-2008-201/{d}", pdf_file(d, "SN-2008-201"))
    SN.home_main = "<h1>SeisNetra</h1>" + ul(
        [("/surveys/", "All surveys"), ("/map/", "Map search")]
    )
    return [SN.site(pages), blobs]


def _sn_truth(base: str, sid: str, lines: list[str], per_page: int, docs: list[str]) -> list[str]:
    out = [SN.url(base), SN.url(f"{base}lines/"), _blob(sid, f"{sid}_all.tar")]
    out += [SN.url(f"{base}lines/?page={k}") for k in range(2, (len(lines) - 1) // per_page + 2)]
    for ln in lines:
        out += [
            SN.url(f"{base}lines/{ln}/"),
            SN.url(f"{base}lines/{ln}/preview.png"),
            _blob(sid, ln + ".sgy"),
            _blob(sid, ln + "_nav.p190"),
        ]
    return out + docs


# ---------------------------------------------------------------- geological map-series catalogue

QS = Chrome(
    host="maps.quadsheet.hx100.example",
    name="QuadSheet",
    tagline="Geological map series of the Northern Provinces",
    menu=[
        ("/series/", "Map series"),
        ("/index-map", "Sheet index"),
        ("/symbols", "Symbol library"),
        ("/about", "About"),
    ],
    footer=[
        ("/licence", "Licence"),
        ("/privacy", "Privacy"),
        ("/api/docs", "API"),
        ("/contact", "Contact"),
    ],
    social=[("http://mastodon.test/@quadsheet", "Mastodon")],
    title_format="{title} - {name}",
)
QS_API = "api.quadsheet.hx100.example"
QS_A, QS_B = "GS50K-4417", "GS250K-NK30"
QS_B_EDITIONS = ["1998", "2016"]
QS_B_XSEC = ["A-B", "C-D"]


def _qs_sheet(
    sid: str, title: str, links: list[tuple[str, str]], neighbours: list[str], share: bool
) -> str:
    nb = ""
    if neighbours:
        nb = "<h3>Adjacent sheets</h3>" + ul([(f"/sheet/{n}", n) for n in neighbours])
    series = sid.split("-", 1)[0]
    main = (
        f'<h1>Sheet {sid}: {escape(title)}</h1><p>Series <a href="/series/{series}">{series}</a> · '
        f'<a href="/search?series={series}">other sheets in series</a></p>{ul(links)}'
    )
    return QS.page(
        f"{sid} {title}", main, aside=nb, share=QS.url(f"/sheet/{sid}") if share else None
    )


def _qs_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api = Site(QS_API)
    api.add("/", text('{"service":"quadsheet","version":2}', "application/json"))
    a = QS_A
    pages[f"/sheet/{a}"] = _qs_sheet(
        a,
        "Coldwell",
        [
            (f"/legend/{a}", "Legend and key"),
            (f"/viewer?sheet={a}", "Open in map viewer"),
            (f"/download/{a}_geology.zip", "GIS data (zip)"),
            (f"/download/{a}_print.pdf", "Print-ready PDF"),
            (f"http://{QS_API}/v2/sheets/{a}.geojson", "Footprint (GeoJSON)"),
        ],
        [],
        False,
    )
    pages[f"/legend/{a}"] = QS.page(
        f"Legend {a}",
        f'<h1>Legend of sheet {a}</h1><p><a href="/legend/{a}/units.csv">Units table (CSV)</a> · <a href="/sheet/{a}">Back to sheet</a> · <a href="/symbols">Symbol library</a></p>',
    )
    pages[f"/legend/{a}/units.csv"] = text(
        "code,name,age\nGSL,Great Scar Limestone,Visean\n", "text/csv"
    )
    pages[f"/viewer?sheet={a}"] = QS.page(
        f"Viewer {a}",
        f'<h1>Map viewer</h1><div id="map" data-sheet="{a}"></div><p><a href="/sheet/{a}">Sheet details</a></p>',
    )
    pages[f"/download/{a}_geology.zip"] = zipfile_bytes(a)
    pages[f"/download/{a}_print.pdf"] = pdf_file(f"Sheet {a} Coldwell", "1:50 000")
    api.add(
        f"/v2/sheets/{a}.geojson",
        text('{"type":"Feature","properties":{"sheet":"' + a + '"}}', "application/geo+json"),
    )

    b = QS_B
    links = [(f"/edition/{b}-{y}", f"{y} edition") for y in QS_B_EDITIONS]
    links += [
        (f"/memoir/{b}", "Sheet memoir"),
        (f"/legend/{b}", "Legend"),
        (f"http://{QS_API}/v2/sheets/{b}.geojson", "Footprint (GeoJSON)"),
        (f"http://{QS_API}/v2/sheets/{b}/editions.json", "Editions (JSON)"),
    ]
    links += [(f"/xsec/{b}/{x}.png", f"Cross-section {x}") for x in QS_B_XSEC]
    pages[f"/sheet/{b}"] = _qs_sheet(
        b, "Kestrel", links, ["GS250K-NK29", "GS250K-NK31", "GS250K-NJ30"], True
    )
    for y in QS_B_EDITIONS:
        pages[f"/edition/{b}-{y}"] = QS.page(
            f"{b} {y} edition",
            f'<h1>{b}, {y} edition</h1><p><a href="/download/{b}-{y}_scan.tif">Scanned sheet (GeoTIFF)</a> · <a href="/sheet/{b}">Sheet</a></p>',
        )
        pages[f"/download/{b}-{y}_scan.tif"] = blob(b + y, 400).with_(
            headers=[("Content-Type", "image/tiff")]
        )
    pages[f"/memoir/{b}"] = QS.page(
        f"Memoir {b}",
        f'<h1>Geology of the country around Kestrel (sheet {b})</h1><p><a href="/download/{b}_memoir.pdf">Memoir (PDF)</a></p>',
    )
    pages[f"/download/{b}_memoir.pdf"] = pdf_file("Geology of the country around Kestrel", b)
    pages[f"/legend/{b}"] = QS.page(
        f"Legend {b}",
        f'<h1>Legend of sheet {b}</h1><p><a href="/legend/{b}/units.csv">Units table (CSV)</a></p>',
    )
    pages[f"/legend/{b}/units.csv"] = text(
        "code,name\nPMCM,Pennine Middle Coal Measures\n", "text/csv"
    )
    for x in QS_B_XSEC:
        pages[f"/xsec/{b}/{x}.png"] = blob(x, 120).with_(headers=[("Content-Type", "image/png")])
    api.add(f"/v2/sheets/{b}.geojson", text('{"type":"Feature"}', "application/geo+json"))
    api.add(f"/v2/sheets/{b}/editions.json", text('{"editions":[1998,2016]}', "application/json"))
    for n in ("GS250K-NK29", "GS250K-NK31", "GS250K-NJ30"):
        pages[f"/sheet/{n}"] = QS.page(n, f"<h1>Sheet {n}</h1>")
    QS.home_main = "<h1>QuadSheet</h1>" + ul(
        [("/series/", "Browse map series"), ("/index-map", "Find a sheet on the index map")]
    )
    return [QS.site(pages), api]


def _qs_truth_a() -> list[str]:
    a = QS_A
    paths = [
        f"/sheet/{a}",
        f"/legend/{a}",
        f"/legend/{a}/units.csv",
        f"/viewer?sheet={a}",
        f"/download/{a}_geology.zip",
        f"/download/{a}_print.pdf",
    ]
    return [QS.url(p) for p in paths] + [f"http://{QS_API}/v2/sheets/{a}.geojson"]


def _qs_truth_b() -> list[str]:
    b = QS_B
    paths = [
        f"/sheet/{b}",
        f"/memoir/{b}",
        f"/download/{b}_memoir.pdf",
        f"/legend/{b}",
        f"/legend/{b}/units.csv",
    ]
    paths += [
        p for y in QS_B_EDITIONS for p in (f"/edition/{b}-{y}", f"/download/{b}-{y}_scan.tif")
    ]
    paths += [f"/xsec/{b}/{x}.png" for x in QS_B_XSEC]
    return [QS.url(p) for p in paths] + [
        f"http://{QS_API}/v2/sheets/{b}.geojson",
        f"http://{QS_API}/v2/sheets/{b}/editions.json",
    ]


# ---------------------------------------------------------------- mineral-occurrence database

MO = Chrome(
    host="minocc.orelode.hx100.example",
    name="OreLode mineral occurrences",
    menu=[
        ("/search", "Search occurrences"),
        ("/districts", "Mining districts"),
        ("/commodities", "Commodities"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/citation", "How to cite"),
        ("/about/disclaimer", "Disclaimer"),
        ("/privacy", "Privacy"),
    ],
    title_format="{name}: {title}",
    home_title="OreLode mineral occurrences",
    cdn=True,
)
MO_WS = "ws.orelode.hx100.example"
MO_A, MO_B = "10089713", "10091452"
MO_B_WORKINGS = [f"{MO_B}-W{n:02d}" for n in range(1, 8)]


def _mo_deposit(dep: str, name: str, tabs: list[str], extra: str, related: list[str]) -> str:
    tab_links = ul([(f"/{t}?dep_id={dep}", t.title()) for t in tabs], "tabs")
    main = (
        f'<h1>{escape(name)}</h1><p>Deposit id {dep} · Commodities: <a href="/commodities/lead">lead</a>, '
        f'<a href="/commodities/zinc">zinc</a>, <a href="/commodities/fluorite">fluorite</a> · '
        f'District: <a href="/districts/kestrel-rigg">Kestrel Rigg</a></p>{tab_links}{extra}'
        f'<p>Export: <a href="/export/kml?dep_id={dep}">KML</a> · <a href="http://{MO_WS}/api/v1/deposits/{dep}.json">JSON</a></p>'
    )
    aside = (
        ("<h3>Nearby occurrences</h3>" + ul([(f"/occurrence/{r}", r) for r in related]))
        if related
        else ""
    )
    return MO.page(name, main, aside=aside)


def _mo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ws = Site(MO_WS)
    ws.add("/", text('{"service":"orelode-ws"}', "application/json"))
    a_tabs, b_tabs = (
        ["commodity", "geology", "references"],
        ["commodity", "geology", "references", "production"],
    )
    pages[f"/occurrence/{MO_A}"] = _mo_deposit(MO_A, "Greenside Rake vein", a_tabs, "", [])
    workings = f'<p><a href="/workings?dep_id={MO_B}">Mine workings ({len(MO_B_WORKINGS)})</a></p>'
    pages[f"/occurrence/{MO_B}"] = _mo_deposit(
        MO_B, "Kestrel Rigg Great Vein", b_tabs, workings, ["10091453", "10091460"]
    )
    for dep, tabs in [(MO_A, a_tabs), (MO_B, b_tabs)]:
        for t in tabs:
            pages[f"/{t}?dep_id={dep}"] = MO.page(
                f"{t.title()} of {dep}",
                f'<h1>{t.title()}</h1><p>Deposit <a href="/occurrence/{dep}">{dep}</a>.</p>',
            )
        pages[f"/export/kml?dep_id={dep}"] = text(
            f"<kml><Placemark><name>{dep}</name></Placemark></kml>",
            "application/vnd.google-earth.kml+xml",
        )
        ws.add(f"/api/v1/deposits/{dep}.json", text(f'{{"dep_id":{dep}}}', "application/json"))
    first, second = MO_B_WORKINGS[:5], MO_B_WORKINGS[5:]
    pages[f"/workings?dep_id={MO_B}"] = MO.page(
        "Workings",
        "<h1>Workings</h1>"
        + ul([(f"/working/{w}", w) for w in first])
        + f'<p><a href="/workings?dep_id={MO_B}&amp;page=2">Next</a></p>',
    )
    pages[f"/workings?dep_id={MO_B}&page=2"] = MO.page(
        "Workings (2)", "<h1>Workings, page 2</h1>" + ul([(f"/working/{w}", w) for w in second])
    )
    for w in MO_B_WORKINGS:
        pages[f"/working/{w}"] = MO.page(
            w,
            f'<h1>Working {w}</h1><p>Level and shaft record. <a href="/occurrence/{MO_B}">Deposit</a></p>',
        )
    for r in ("10091453", "10091460"):
        pages[f"/occurrence/{r}"] = MO.page(r, f"<h1>Occurrence {r}</h1>")
    MO.home_main = "<h1>OreLode</h1>" + ul(
        [("/districts", "Browse by district"), ("/commodities", "Browse by commodity")]
    )
    return [MO.site(pages), ws]


def _mo_truth(dep: str, tabs: list[str]) -> list[str]:
    out = [
        MO.url(f"/occurrence/{dep}"),
        MO.url(f"/export/kml?dep_id={dep}"),
        f"http://{MO_WS}/api/v1/deposits/{dep}.json",
    ]
    return out + [MO.url(f"/{t}?dep_id={dep}") for t in tabs]


# ---------------------------------------------------------------- cases

CASES: list[Case] = [
    # Every URI of the core (boxes, photos, log, header) lies under its directory, like a
    # GitLab or Bitbucket project: Path-Based.
    case(
        "corestore-np-bh-0412",
        "core and sample repository (limestone borehole core)",
        "multi_hop",
        "path_based",
        CS.url(CS_A),
        _cs_truth_a(),
        _cs_sites,
        others=[CS.url("/cores/NP-BH-0413/")],
    ),
    # Twelve boxes over two pages, subsamples with analyses three hops deep, a CT volume.
    case(
        "corestore-tv-03c",
        "core and sample repository (cored well with subsamples, paginated boxes)",
        "multi_hop",
        "path_based",
        CS.url(CS_B),
        _cs_truth_b(),
        _cs_sites,
        others=[CS.url("/cores/TV-04/")],
    ),
    # Survey pages under the survey's path, SEG-Y and navigation on a separate content
    # domain, as GitHub's raw files: Path-Based with Externals.
    case(
        "seisnetra-coldwell-2d",
        "seismic-survey data portal (2D survey, three lines)",
        "multi_hop",
        "path_based_externals",
        SN.url(SN_A),
        _sn_truth(SN_A, "SN-1994-017", SN_A_LINES, 10, [_blob("SN-1994-017", "observer_logs.pdf")]),
        _sn_sites,
    ),
    # Eight inlines over two list pages, documents on their own tab, all files external.
    case(
        "seisnetra-kestrel-3d",
        "seismic-survey data portal (3D survey, paginated inlines and documents)",
        "multi_hop",
        "path_based_externals",
        SN.url(SN_B),
        [
            *_sn_truth(
                SN_B,
                "SN-2008-201",
                SN_B_LINES,
                5,
                [
                    _blob("SN-2008-201", d)
                    for d in ("processing_report.pdf", "acquisition_report.pdf")
                ],
            ),
            SN.url(f"{SN_B}documents/"),
        ],
        _sn_sites,
    ),
    # The sheet number is in every URI of the sheet (legend, viewer, downloads, API), in
    # different paths and on the API host, GBIF-style: Significant String from URI.
    case(
        "quadsheet-gs50k-4417",
        "geological map-series catalogue (1:50 000 sheet)",
        "multi_hop",
        "sig_uri",
        QS.url(f"/sheet/{QS_A}"),
        _qs_truth_a(),
        _qs_sites,
    ),
    # Editions with scans, memoir, cross-sections, API: adjacent sheets share most of the
    # number but are other sheets.
    case(
        "quadsheet-gs250k-nk30",
        "geological map-series catalogue (1:250 000 sheet with editions and memoir)",
        "multi_hop",
        "sig_uri",
        QS.url(f"/sheet/{QS_B}"),
        _qs_truth_b(),
        _qs_sites,
        others=[QS.url("/sheet/GS250K-NK29"), QS.url("/sheet/GS250K-NK31")],
    ),
    # The deposit id names every tab, export and web-service record of the deposit.
    case(
        "orelode-greenside",
        "mineral-occurrence database (vein deposit record)",
        "multi_hop",
        "sig_uri",
        MO.url(f"/occurrence/{MO_A}"),
        _mo_truth(MO_A, ["commodity", "geology", "references"]),
        _mo_sites,
    ),
    # Workings over two pages, each working's page named by the deposit id; nearby
    # deposits have neighbouring ids.
    case(
        "orelode-kestrel-great-vein",
        "mineral-occurrence database (deposit with paginated mine workings)",
        "multi_hop",
        "sig_uri",
        MO.url(f"/occurrence/{MO_B}"),
        [
            *_mo_truth(MO_B, ["commodity", "geology", "references", "production"]),
            MO.url(f"/workings?dep_id={MO_B}"),
            MO.url(f"/workings?dep_id={MO_B}&page=2"),
            *(MO.url(f"/working/{w}") for w in MO_B_WORKINGS),
        ],
        _mo_sites,
        others=[MO.url("/occurrence/10091453")],
    ),
]
