"""Single-hop record portals of heldout100: a well-report repository (Figshare/Zenodo-like
records with files, exports and versions), a geoscience preprint server (bioRxiv-like
tabs, PDF and supplements) and a seismic data repository that announces its records'
boundaries with Signposting Link headers.

On the Single Page+ with Ignored URIs portals every link a record page prints is either
chrome (also printed by the portal's 404 page or homepage, which is where the seed's
ignore list comes from: menus, footer, featured records and collections on the homepage)
or one of the record's own URIs; links to other hosts (shares, DOIs, ORCID, licences) are
outside the portal and so outside the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, html, pdf_file, text, ul, zipfile_bytes

# ---------------------------------------------------------------- well-report repository

WV = Chrome(
    host="www.wellvault.hx100.example",
    name="WellVault",
    tagline="Borehole logs and well reports, openly archived",
    menu=[
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/deposit", "Deposit"),
        ("/about", "About"),
    ],
    footer=[
        ("/help/faq", "FAQ"),
        ("/policies/terms", "Terms of use"),
        ("/policies/privacy", "Privacy"),
        ("/status", "Status"),
    ],
    social=[("http://mastodon.test/@wellvault", "Mastodon")],
    cdn=True,
)
WV_FILES = "files.wellvault.hx100.example"
WV_A, WV_B, WV_B1 = "WV-88213", "WV-90417", "WV-88950"


def _wv_file(n: int) -> str:
    return f"http://{WV_FILES}/ndownloader/files/{n}"


WV_A_FILES = [(4410231, "HB-07_completion_report.pdf"), (4410232, "HB-07_geophysical_logs.las")]
WV_B_FILES = [
    (4630110, "TV-03_well_report.pdf"),
    (4630111, "TV-03_gamma_caliper.las"),
    (4630112, "TV-03_pumping_test.csv"),
    (4630113, "TV-03_lithology_log.csv"),
    (4630114, "TV-03_core_photos.zip"),
    (4630115, "TV-03_water_chemistry.xlsx"),
]
WV_B1_FILES = [(4551001, "TV-03_well_report_draft.pdf"), (4551002, "TV-03_gamma_caliper.las")]
EXPORTS = ["bibtex", "ris", "datacite", "csl-json"]


def _wv_record(
    rid: str,
    title: str,
    desc: str,
    files: list[tuple[int, str]],
    *,
    versions: str = "",
    previews: bool = False,
) -> str:
    rows = "".join(
        f'<tr><td>{escape(n)}</td><td><a class="dl" href="{_wv_file(i)}">Download</a>'
        + (f' <a href="/records/{rid}/preview/{i}">Preview</a>' if previews else "")
        + "</td></tr>"
        for i, n in files
    )
    exports = " ".join(f'<a href="/records/{rid}/export/{e}">{e}</a>' for e in EXPORTS)
    main = (
        f'<h1 class="record-title">{escape(title)}</h1>'
        '<p class="creators">Marsh, Ellen (<a href="http://orcid.test/0000-0002-1825-0097">ORCID</a>); '
        "Northern Provinces Geological Survey</p>"
        f'<p class="doi">DOI <a href="http://doi.test/10.5281/wellvault.{rid[3:]}">10.5281/wellvault.{rid[3:]}</a></p>'
        f'<div class="description">{desc}</div><p>Keywords: borehole; well report; geophysical logs</p>'
        f'<table class="files"><tr><th>File</th><th></th></tr>{rows}</table>'
        f'<p><a href="/records/{rid}/files-archive">Download all files (zip)</a></p>'
        f'<p class="export">Export citation: {exports}</p>{versions}'
        '<p>Licence: <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p>'
    )
    aside = (
        "<h3>Part of</h3>"
        + ul([("/collections/np-water-wells", "NPGS water wells")])
        + "<h3>Similar records</h3>"
        + ul(
            [
                ("/records/WV-87001", "Coldwell borehole CW-2 logs"),
                ("/records/WV-86522", "Harrow Bank inclinometer readings"),
            ]
        )
    )
    return WV.page(title, main, aside=aside, share=WV.url(f"/records/{rid}"))


def _wv_export(rid: str, title: str, fmt: str) -> PageValue:
    if fmt == "bibtex":
        return text(
            f"@misc{{wellvault_{rid},\n  title = {{{title}}},\n  author = {{Marsh, Ellen}}\n}}\n",
            "application/x-bibtex",
        )
    if fmt == "ris":
        return text(
            f"TY  - DATA\nTI  - {title}\nAU  - Marsh, Ellen\nER  - \n",
            "application/x-research-info-systems",
        )
    if fmt == "datacite":
        return text(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>",
            "application/xml",
        )
    return text(f'[{{"type":"dataset","title":"{title}"}}]', "application/json")


def _wv_sites() -> list[Site]:
    ta = "Completion report and geophysical logs, borehole HB-07, Harrow Bank"
    tb = "Well report, logs and pumping test, Tarn Valley observation well TV-03"
    tb1 = "Well report and gamma log, Tarn Valley observation well TV-03 (draft)"
    versions = (
        '<div class="versions"><h3>Versions</h3><ol>'
        f'<li>Version 2 (this version), 2024-03-11</li><li><a href="/records/{WV_B1}">Version 1</a>, 2023-09-30</li>'
        "</ol></div>"
    )
    pages: dict[str, PageValue] = {
        f"/records/{WV_A}": _wv_record(
            WV_A, ta, "<p>Drilled 2023 to 18.5 m for inclinometer installation.</p>", WV_A_FILES
        ),
        f"/records/{WV_B}": _wv_record(
            WV_B,
            tb,
            "<p>Second release adds the pumping test, lithology and chemistry.</p>",
            WV_B_FILES,
            versions=versions,
            previews=True,
        ),
        f"/records/{WV_B1}": _wv_record(WV_B1, tb1, "<p>First release.</p>", WV_B1_FILES),
    }
    for rid, t in [(WV_A, ta), (WV_B, tb), (WV_B1, tb1)]:
        pages[f"/records/{rid}/files-archive"] = zipfile_bytes(rid)
        for e in EXPORTS:
            pages[f"/records/{rid}/export/{e}"] = _wv_export(rid, t, e)
    for i, n in WV_B_FILES:
        pages[f"/records/{WV_B}/preview/{i}"] = WV.page(
            n,
            f'<h1>Preview: {escape(n)}</h1><iframe src="/viewer/{i}"></iframe><p><a href="{_wv_file(i)}">Download</a></p>',
        )
    for i, n in WV_B_FILES:
        pages[f"/viewer/{i}"] = WV.page(n, f"<h1>{escape(n)}</h1><p>Rendered preview.</p>")
    for other, t in [
        ("WV-87001", "Coldwell borehole CW-2 logs"),
        ("WV-86522", "Harrow Bank inclinometer readings"),
    ]:
        pages[f"/records/{other}"] = WV.page(t, f"<h1>{t}</h1><p>Record {other}.</p>")
    WV.home_main = (
        "<h1>WellVault</h1><h2>Recently published</h2>"
        + ul(
            [
                ("/records/WV-87001", "Coldwell borehole CW-2 logs"),
                ("/records/WV-86522", "Harrow Bank inclinometer readings"),
            ]
        )
        + "<h2>Collections</h2>"
        + ul(
            [
                ("/collections/np-water-wells", "NPGS water wells"),
                ("/collections/landslide-monitoring", "Landslide monitoring"),
            ]
        )
    )
    files = Site(WV_FILES)
    for i, n in WV_A_FILES + WV_B_FILES + WV_B1_FILES:
        if n.endswith(".pdf"):
            files.add(f"/ndownloader/files/{i}", pdf_file(n, "Well completion report"))
        elif n.endswith((".las", ".csv")):
            files.add(
                f"/ndownloader/files/{i}",
                text(f"~Version\nVERS. 2.0\n~Well\nWELL. {n[:5]}\n", "text/plain"),
            )
        else:
            files.add(f"/ndownloader/files/{i}", blob(n))
    files.add("/", text("WellVault file service\n"))
    return [WV.site(pages), files]


# ---------------------------------------------------------------- geoscience preprint server

LX = Chrome(
    host="www.lithoarxiv.hx100.example",
    name="LithoArXiv",
    tagline="The preprint server for the solid Earth",
    menu=[
        ("/collection/sedimentology", "Sedimentology"),
        ("/collection/hydrogeology", "Hydrogeology"),
        ("/collection/economic-geology", "Economic geology"),
        ("/submit-a-manuscript", "Submit"),
        ("/about/faq", "FAQ"),
    ],
    footer=[
        ("/about/contact", "Contact"),
        ("/about/privacy", "Privacy"),
        ("/alerts", "Alerts/RSS"),
        ("/about/api", "API"),
    ],
    social=[("http://bsky.test/profile/lithoarxiv", "Bluesky")],
    title_format="{title} | {name}",
)
LX_A = "/content/10.55501/lxa.2024.0117v1"
LX_B = "/content/10.55501/lxa.2023.0981v2"
LX_B1 = "/content/10.55501/lxa.2023.0981v1"
LX_SUPP = "supp.lithoarxiv.hx100.example"


def _lx_tabs(base: str) -> list[tuple[str, str]]:
    return [
        (base, "Abstract"),
        (base + ".full", "Full Text"),
        (base + ".supplementary-material", "Info/History and Supplements"),
        (base + ".article-metrics", "Metrics"),
        (base + ".full.pdf", "PDF"),
    ]


def _lx_page(base: str, title: str, body: str, subject: str, *, extra: str = "") -> str:
    tabs = ul(_lx_tabs(base), "tabs")
    cite = " ".join(f'<a href="{base}.{k}">{k.upper()}</a>' for k in ("ris", "bib"))
    main = (
        '<div class="banner">This article is a preprint and has not been certified by peer review.</div>'
        f'<h1 id="page-title">{escape(title)}</h1>{tabs}{body}{extra}'
        f'<p>Download citation: {cite}</p><p>Subject area: <a href="/collection/{subject}">{subject.title()}</a></p>'
        '<p>Comments: <a href="http://lithoarxiv.disqus.test/">join the discussion</a></p>'
    )
    return LX.page(
        title,
        main,
        share=LX.url(base),
        aside="<h3>Preprint alerts</h3>" + ul([("/alerts", "Sign up for alerts")]),
    )


def _lx_sites() -> list[Site]:
    ta = (
        "Tidal rhythmites in the Carboniferous Coldwell Sandstone record a 14-day spring-neap cycle"
    )
    tb = "Fluid-inclusion evidence for two-stage mineralisation in the Kestrel Rigg lead-zinc veins"
    pages: dict[str, PageValue] = {}
    for base, title, subj, body, extra in [
        (LX_A, ta, "sedimentology", "<p>We measured 1,200 laminae in two cores ...</p>", ""),
        (
            LX_B,
            tb,
            "economic-geology",
            "<p>Microthermometry of 340 inclusions in sphalerite and fluorite ...</p>",
            f'<p class="versions">Previous version: <a href="{LX_B1}">v1 (2023-08-02)</a></p>'
            f'<p>Supplementary data: <a href="http://{LX_SUPP}/lxa.2023.0981/Table_S1.csv">Table S1</a>, '
            f'<a href="http://{LX_SUPP}/lxa.2023.0981/Table_S2.csv">Table S2</a>, '
            f'<a href="http://{LX_SUPP}/lxa.2023.0981/Figure_S1.png">Figure S1</a></p>',
        ),
        (
            LX_B1,
            tb,
            "economic-geology",
            "<p>Earlier version of this preprint.</p>",
            f'<p class="versions">Newer version: <a href="{LX_B}">v2</a></p>',
        ),
    ]:
        pages[base] = _lx_page(base, title, body, subj, extra=extra)
        pages[base + ".full"] = _lx_page(
            base, title, body + "<h2>1 Introduction</h2><p>...</p>", subj
        )
        pages[base + ".supplementary-material"] = _lx_page(
            base, title, "<p>Posted 2024. No competing interests.</p>", subj
        )
        pages[base + ".article-metrics"] = _lx_page(
            base, title, "<p>Abstract views 412, PDF downloads 97.</p>", subj
        )
        pages[base + ".full.pdf"] = pdf_file(title, "LithoArXiv preprint")
        pages[base + ".ris"] = text(
            f"TY  - UNPB\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
        pages[base + ".bib"] = text(f"@article{{lxa, title={{{title}}}}}\n", "application/x-bibtex")
    LX.home_main = "<h1>New preprints</h1>" + ul(
        [("/collection/sedimentology", "Latest in sedimentology")]
    )
    supp = Site(LX_SUPP)
    supp.add("/", text("LithoArXiv supplementary file store\n"))
    for f in ("Table_S1.csv", "Table_S2.csv"):
        supp.add(
            f"/lxa.2023.0981/{f}", text("sample,Th_C,salinity_wt_pct\nKR-1,142,18.2\n", "text/csv")
        )
    supp.add(
        "/lxa.2023.0981/Figure_S1.png",
        blob("fig", 128).with_(headers=[("Content-Type", "image/png")]),
    )
    return [LX.site(pages), supp]


# ---------------------------------------------------------------- Signposting seismic repository

GP = Chrome(
    host="repo.geophonica.hx100.example",
    name="Geophonica",
    tagline="Seismic and passive-seismic data repository",
    menu=[
        ("/datasets", "Datasets"),
        ("/networks", "Networks"),
        ("/deposit", "Deposit data"),
        ("/docs", "Documentation"),
    ],
    footer=[
        ("/docs/signposting", "Machine access"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    social=[("http://mastodon.test/@geophonica", "Mastodon")],
    title_format="{title} — {name}",
)
GP_DATA = "data.geophonica.hx100.example"
GP_A = "/datasets/gph.2022.014"
GP_B = "/datasets/gph.2023.031"


def _signposts(
    landing: str, items: list[tuple[str, str]], described: list[tuple[str, str]]
) -> list[tuple[str, str]]:
    parts = [f'<{landing}>; rel="cite-as"']
    parts += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    parts += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in described]
    parts += [
        '<http://orcid.test/0000-0001-5109-3700>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<http://schema.test/Dataset>; rel="type"',
    ]
    return [("Link", ", ".join(parts))]


def _gp_dataset(
    path: str,
    title: str,
    abstract: str,
    shown: list[tuple[str, str]],
    more: str,
    described: list[tuple[str, str]],
) -> str:
    rows = "".join(f'<li><a href="{u}">{escape(u.rsplit("/", 1)[1])}</a></li>' for u, _t in shown)
    meta = " ".join(f'<a href="{u}">{escape(t.split("/")[-1])}</a>' for u, t in described)
    main = (
        f'<h1>{escape(title)}</h1><p class="meta">Dataset · <a href="/networks/np-seis">NP-SEIS network</a> · '
        '<a href="/keywords/reflection-seismic">reflection seismic</a> · <a href="/keywords/near-surface">near surface</a></p>'
        f"<p>{abstract}</p><h2>Files</h2><ul>{rows}</ul>{more}<p>Metadata: {meta}</p>"
        f'<p><a href="/requests/new?dataset={path.rsplit("/", 1)[1]}">Request the raw field tapes</a></p>'
    )
    aside = "<h3>Related datasets</h3>" + ul(
        [("/datasets/gph.2021.090", "Coldwell refraction profiles 2021")]
    )
    return GP.page(title, main, aside=aside, share=GP.url(path))


def gp_parts() -> tuple[
    list[tuple[str, str]], list[tuple[str, str]], list[tuple[str, str]], list[tuple[str, str]]
]:
    """The items and describedby targets of the two datasets (absolute URIs, types)."""
    a_items = [
        (GP.url(f"{GP_A}/files/HB-line1_shots.sgy"), "application/octet-stream"),
        (GP.url(f"{GP_A}/files/HB-line1_geometry.csv"), "text/csv"),
        (GP.url(f"{GP_A}/files/acquisition_report.pdf"), "application/pdf"),
    ]
    a_meta = [(GP.url(f"{GP_A}/metadata.jsonld"), "application/ld+json")]
    b_items = [
        (f"http://{GP_DATA}/gph.2023.031/TV-{n:02d}.mseed", "application/vnd.fdsn.mseed")
        for n in range(1, 9)
    ]
    b_items += [(f"http://{GP_DATA}/gph.2023.031/stationxml.xml", "application/xml")]
    b_meta = [
        (GP.url(f"{GP_B}/metadata.jsonld"), "application/ld+json"),
        (GP.url(f"{GP_B}/metadata.datacite.xml"), "application/vnd.datacite.datacite+xml"),
    ]
    return a_items, a_meta, b_items, b_meta


def _gp_sites() -> list[Site]:
    a_items, a_meta, b_items, b_meta = gp_parts()
    ta = "Shallow reflection survey across the Harrow Bank landslide, line 1"
    tb = "Passive seismic monitoring of the Tarn Valley aquifer, 8-station array, 2023"
    pages: dict[str, PageValue] = {
        GP_A: html(
            _gp_dataset(GP_A, ta, "48-channel hammer-source shot gathers.", a_items, "", a_meta),
            _signposts(GP.url(GP_A), a_items, a_meta),
        ),
        GP_B: html(
            _gp_dataset(
                GP_B,
                tb,
                "Continuous miniSEED from eight broadband stations.",
                b_items[:5],
                f'<p><a href="{GP_B}/files?page=2">More files (page 2 of 2)</a></p>',
                b_meta,
            ),
            _signposts(GP.url(GP_B), b_items, b_meta),
        ),
        f"{GP_B}/files": GP.page(
            tb,
            f"<h1>Files of {escape(tb)}</h1><ul>"
            + "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u, _t in b_items[5:])
            + "</ul>",
        ),
        "/datasets/gph.2021.090": GP.page(
            "Coldwell refraction profiles 2021", "<h1>Coldwell refraction profiles 2021</h1>"
        ),
    }
    for u, _t in a_items + a_meta + b_meta:
        path = u.split(GP.host, 1)[1]
        if u.endswith(".sgy"):
            pages[path] = blob(u, 640)
        elif u.endswith(".pdf"):
            pages[path] = pdf_file("Acquisition report", "Harrow Bank line 1")
        elif u.endswith(".jsonld"):
            pages[path] = text(
                '{"@context":"http://schema.test/","@type":"Dataset"}', "application/ld+json"
            )
        elif u.endswith(".xml"):
            pages[path] = text("<resource/>", "application/xml")
        else:
            pages[path] = text("shot,x,y,z\n1,0,0,112.4\n", "text/csv")
    GP.home_main = "<h1>Geophonica</h1>" + ul([("/datasets", "Browse datasets")])
    data = Site(GP_DATA)
    data.add("/", text("Geophonica bulk data\n"))
    for u, _t in b_items:
        data.add(
            u.split(GP_DATA, 1)[1],
            blob(u, 512) if u.endswith(".mseed") else text("<FDSNStationXML/>", "application/xml"),
        )
    return [GP.site(pages), data]


# ---------------------------------------------------------------- cases

_A_ITEMS, _A_META, _B_ITEMS, _B_META = gp_parts()

CASES: list[Case] = [
    # A deposit-style record: landing page, files, citation exports one hop away, the rest
    # chrome printed on every page: Single Page+ with Ignored URIs, as for Figshare/Zenodo.
    case(
        "wellvault-hb07",
        "well-report repository (borehole completion report record)",
        "single_hop",
        "single_page_plus_ignored",
        WV.url(f"/records/{WV_A}"),
        [
            WV.url(f"/records/{WV_A}"),
            WV.url(f"/records/{WV_A}/files-archive"),
            *(_wv_file(i) for i, _n in WV_A_FILES),
            *(WV.url(f"/records/{WV_A}/export/{e}") for e in EXPORTS),
        ],
        _wv_sites,
        others=[WV.url("/records/WV-87001")],
    ),
    # Second version of a record: six files, preview pages, and the previous version's
    # landing page, all one hop away (its own files are two hops: not reached).
    case(
        "wellvault-tv03-v2",
        "well-report repository (versioned well record with previews)",
        "single_hop",
        "single_page_plus_ignored",
        WV.url(f"/records/{WV_B}"),
        [
            WV.url(f"/records/{WV_B}"),
            WV.url(f"/records/{WV_B}/files-archive"),
            WV.url(f"/records/{WV_B1}"),
            *(_wv_file(i) for i, _n in WV_B_FILES),
            *(WV.url(f"/records/{WV_B}/preview/{i}") for i, _n in WV_B_FILES),
            *(WV.url(f"/records/{WV_B}/export/{e}") for e in EXPORTS),
        ],
        _wv_sites,
        others=[WV.url("/records/WV-86522")],
    ),
    # A preprint: abstract page, full-text/info/metrics tabs, PDF and citation files one hop
    # away: Single Page+ with Ignored URIs, as the seed gives bioRxiv and SSRN.
    case(
        "lithoarxiv-rhythmites",
        "geoscience preprint server (sedimentology preprint)",
        "single_hop",
        "single_page_plus_ignored",
        LX.url(LX_A),
        [*(LX.url(u) for u, _t in _lx_tabs(LX_A)), LX.url(LX_A + ".ris"), LX.url(LX_A + ".bib")],
        _lx_sites,
    ),
    # Version 2 of a preprint, with supplements on the portal's own file host and a link
    # to version 1 (one hop: its landing page, not its tabs).
    case(
        "lithoarxiv-kestrel-v2",
        "geoscience preprint server (revised preprint with supplements)",
        "single_hop",
        "single_page_plus_ignored",
        LX.url(LX_B),
        [
            *(LX.url(u) for u, _t in _lx_tabs(LX_B)),
            LX.url(LX_B + ".ris"),
            LX.url(LX_B + ".bib"),
            LX.url(LX_B1),
            f"http://{LX_SUPP}/lxa.2023.0981/Table_S1.csv",
            f"http://{LX_SUPP}/lxa.2023.0981/Table_S2.csv",
            f"http://{LX_SUPP}/lxa.2023.0981/Figure_S1.png",
        ],
        _lx_sites,
    ),
    # The landing page sends Signposting Link headers (cite-as itself, item, describedby):
    # the portal states its boundary, so Signposting is the heuristic.
    case(
        "geophonica-harrow-line1",
        "seismic data repository with signposting (reflection line)",
        "multi_hop",
        "signposting",
        GP.url(GP_A),
        [GP.url(GP_A), *(u for u, _t in _A_ITEMS + _A_META)],
        _gp_sites,
        others=[GP.url("/datasets/gph.2021.090")],
    ),
    # Nine items on the bulk-data host, four of them only on the second files page, and two
    # metadata formats: the Link header still names them all.
    case(
        "geophonica-tarn-array",
        "seismic data repository with signposting (passive array, paginated files)",
        "multi_hop",
        "signposting",
        GP.url(GP_B),
        [GP.url(GP_B), *(u for u, _t in _B_ITEMS + _B_META)],
        _gp_sites,
        others=[GP.url("/datasets/gph.2021.090")],
    ),
]
