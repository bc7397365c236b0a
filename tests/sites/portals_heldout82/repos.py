"""heldout82 one-hop repositories: a marine data publisher, an Earth-science preprint server
and a polar data centre that signposts its records.

The publisher and the preprint server print a landing page whose files and citation exports
are one hop away, with URLs that share no identifier with the landing page, inside menus,
related-records and subject links: the seed's Figshare/Zenodo/bioRxiv shape, Single Page+
with Ignored URIs.  The polar data centre answers its landing pages with Signposting Link
headers (cite-as, item, describedby), which the seed names as the machine-readable boundary.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import (
    Chrome,
    bibtex,
    cite_box,
    csv,
    nc,
    pdf_doc,
    ris,
    text,
    ul,
    zipped,
)


def _file(kind: str, title: str, name: str) -> Response:
    """A downloadable file of the given kind, with content plausible for its name."""
    if kind == "tab":
        return text(f"/* {title} */\nDepth [m]\tTemp [°C]\n5\t14.2\n", "text/tab-separated-values")
    if kind == "nc":
        return nc(name, ["TEMP", "PSAL", "u", "v"])
    if kind == "pdf":
        return pdf_doc(name, title)
    if kind == "zip":
        return zipped({f"{name.rsplit('.', 1)[0]}/README.txt": f"{name}\n"})
    if kind == "csv":
        return csv("time,value", ["2019-01-01T00:00Z,-7.1"])
    return text(f"README for {title}\n")


# --- marine data publisher -------------------------------------------------------------------

PUB = Chrome(
    Portal(
        "data.marinepublish.hx82.example",
        "MarinePublish",
        [
            ("/browse/topics", "Topics"),
            ("/browse/projects", "Projects"),
            ("/submit", "Submit data"),
            ("/help/faq", "FAQ"),
        ],
        [
            ("/about/imprint", "Imprint"),
            ("/about/privacy", "Privacy"),
            ("/about/terms", "Terms of use"),
            ("http://social.bird.test/marinepublish", "Follow"),
        ],
        title_format="{title} - {name}",
    ),
    "MP-21",
)

# DOI suffix -> (title, record number, files {name: kind}, parent, other version)
PUB_SETS: dict[str, tuple[str, int, dict[str, str], str, str]] = {
    "MPD.958213": (
        "Physical oceanography (CTD) during SONNE cruise SO301",
        77120,
        {"SO301_CTD_profiles.tab": "tab"},
        "MPD.958200",
        "",
    ),
    "MPD.961774": (
        "Underway pCO2 and surface hydrography along the Weddell Sea glider section, 2023",
        80455,
        {
            "glider_unit345_L2.nc": "nc",
            "glider_unit345_L2_README.pdf": "pdf",
            "pco2_underway_2023.tab": "tab",
            "tsg_underway_2023.tab": "tab",
            "station_list.tab": "tab",
            "calibration_certificates.zip": "zip",
        },
        "MPD.961700",
        "MPD.955031",
    ),
}


PUB_KEYWORDS = {"MPD.958213": ["CTD", "SO301"], "MPD.961774": ["Glider", "pCO2", "Weddell_Sea"]}


def _pub_files(rec: int, files: dict[str, str]) -> list[str]:
    h = f"{rec:06d}"
    return [f"/files/{h[:2]}/{h[2:4]}/{h}/{name}" for name in files]


def _pub_exports(rec: int) -> list[str]:
    return [
        f"/export/record/{rec}.bib",
        f"/export/record/{rec}.ris",
        f"/export/record/{rec}/iso19139.xml",
    ]


def pub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for suffix, (title, rec, files, parent, old) in PUB_SETS.items():
        doi = f"10.5555/{suffix}"
        fl = list(zip(_pub_files(rec, files), files.items(), strict=True))
        rows = "".join(
            f'<tr><td><a href="{u}">{escape(n)}</a></td><td>{k}</td></tr>' for u, (n, k) in fl
        )
        ex = _pub_exports(rec)
        others = [(f"/doi/10.5555/{parent}", f"Parent collection: {parent}")]
        if old:
            others.append((f"/doi/10.5555/{old}", f"Other version: {old} (superseded)"))
        body = (
            f"<h1>{escape(title)}</h1><p>doi:{doi}</p><table class='files'>{rows}</table>"
            f'<section><h2>Export</h2><a href="{ex[0]}">BibTeX</a> <a href="{ex[1]}">RIS</a> '
            f'<a href="{ex[2]}">ISO 19139</a></section>'
            "<aside><h2>Related</h2>"
            + ul(others)
            + "<p>Keywords: "
            + " ".join(f'<a href="/search?q=keyword:{k}">{k}</a>' for k in PUB_KEYWORDS[suffix])
            + "</p>"
            '<p>Article: <a href="http://doi.resolver.test/10.5555/jgr.2024.42">JGR Oceans (2024)</a></p></aside>'
        )
        pages[f"/doi/{doi}"] = PUB.page(title, body, share=PUB.url(f"/doi/{doi}"))
        for u, (n, k) in fl:
            pages[u] = _file(k, title, n)
        pages[ex[0]] = bibtex(suffix.replace(".", ""), title, doi)
        pages[ex[1]] = ris(title, doi)
        pages[ex[2]] = text(
            f"<gmd:MD_Metadata><gmd:title>{escape(title)}</gmd:title></gmd:MD_Metadata>",
            "application/xml",
        )
        for o, label in others:
            pages[o] = PUB.page(label, f"<h1>{escape(label)}</h1>")
    return [PUB.site(pages)]


def _pub_truth(suffix: str) -> list[str]:
    _t, rec, files, _p, _o = PUB_SETS[suffix]
    return [
        PUB.url(p) for p in [f"/doi/10.5555/{suffix}", *_pub_files(rec, files), *_pub_exports(rec)]
    ]


# --- Earth-science preprint server ------------------------------------------------------------

PRE = Chrome(
    Portal(
        "preprints.geoarxive.hx82.example",
        "GeoArXive",
        [
            ("/repository/browse/", "Browse"),
            ("/repository/subjects/", "Subjects"),
            ("/repository/submit/", "Submit"),
            ("/about/moderation/", "Moderation"),
        ],
        [("/about/", "About"), ("/code-of-conduct/", "Code of conduct"), ("/contact/", "Contact")],
        title_format="{title} | {name}",
    ),
    "GA-8",
)

# preprint id -> (title, version, downloads [(object, label, kind)], previous version id)
PREPRINTS: dict[int, tuple[str, int, list[tuple[int, str, str]], int]] = {
    5512: (
        "Marine heatwaves in the Tasman Sea under reanalysis and observation uncertainty",
        1,
        [(11210, "Download PDF", "pdf"), (11211, "Supplementary information", "pdf")],
        0,
    ),
    6031: (
        "A decade of glider-based boundary current transport off Cape Hatteras",
        2,
        [
            (12744, "Download PDF (version 2)", "pdf"),
            (12745, "Supplementary figures", "pdf"),
            (12746, "Transport time series (CSV)", "csv"),
            (12747, "Analysis code snapshot", "zip"),
        ],
        5890,
    ),
}


def pre_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, (title, ver, dls, prev) in PREPRINTS.items():
        base = f"/repository/view/{pid}/"
        dl = [(f"/repository/object/{pid}/download/{obj}/", label) for obj, label, _k in dls]
        body = (
            f'<article><h1>{escape(title)}</h1><p class="status">Preprint, version {ver}; not peer reviewed</p>'
            f'<p>Authors: <a href="/repository/authors/?q=lindqvist">H. Lindqvist</a></p>'
            + ul(dl, "downloads")
            + cite_box(f"10.5555/geoarx.{pid}", f"/repository/cite/{pid}")
            + (
                ""
                if not prev
                else f'<p>Previous version: <a href="/repository/view/{prev}/">version {ver - 1}</a></p>'
            )
            + '<p>Subjects: <a href="/repository/subjects/oceanography/">Oceanography</a></p>'
            '<p>Comment on <a href="http://annotate.test/?uri=geoarxive">this preprint</a></p></article>'
        )
        pages[base] = PRE.page(title, body, share=PRE.url(base))
        for (_obj, label, kind), (u, _l) in zip(dls, dl, strict=True):
            pages[u] = _file(kind, title, label)
        pages[f"/repository/cite/{pid}.bib"] = bibtex(
            f"geoarx{pid}", title, f"10.5555/geoarx.{pid}"
        )
        pages[f"/repository/cite/{pid}.ris"] = ris(title, f"10.5555/geoarx.{pid}")
        if prev:
            pages[f"/repository/view/{prev}/"] = PRE.page(
                title + " (v1)", f"<h1>{escape(title)}</h1><p>Version 1</p>"
            )
    return [PRE.site(pages)]


def _pre_truth(pid: int) -> list[str]:
    dls = PREPRINTS[pid][2]
    paths = [
        f"/repository/view/{pid}/",
        f"/repository/cite/{pid}.bib",
        f"/repository/cite/{pid}.ris",
    ]
    paths += [f"/repository/object/{pid}/download/{obj}/" for obj, _l, _k in dls]
    return [PRE.url(p) for p in paths]


# --- polar data centre with Signposting ------------------------------------------------------

POLAR = Chrome(
    Portal(
        "www.polardatacentre.hx82.example",
        "Polar Data Centre",
        [
            ("/search", "Find data"),
            ("/deposit", "Deposit"),
            ("/stations", "Stations"),
            ("/about", "About"),
        ],
        [("/accessibility", "Accessibility"), ("/privacy", "Privacy"), ("/licence", "Licences")],
        title_format="{title} | {name}",
    ),
    "PDC-1",
)
RESOLVER = "doi.handlebridge.hx82.example"
MIME = {
    "csv": "text/csv",
    "nc": "application/x-netcdf",
    "pdf": "application/pdf",
    "txt": "text/plain",
}

# record uuid -> (title, doi, files [(file uuid, name, kind)], metadata formats, via DOI)
POLAR_SETS: dict[str, tuple[str, str, list[tuple[str, str, str]], list[str], bool]] = {
    "3f9c1a7e-2b64-4d0a-9e51-8a7c0d2f4b11": (
        "Automatic weather station hourly data, Halvfarryggen 2019-2023",
        "10.5555/pdc/aws-halv",
        [("b71e", "aws_halvfarryggen_hourly_2019_2023.csv", "csv")],
        ["json-ld"],
        False,
    ),
    "c0de52a1-77f3-4b9e-8f10-5e2d6a9b3c42": (
        "Moored ADCP and CTD records, Filchner Trough outflow 2021-2024",
        "10.5555/pdc/ftmoor",
        [
            ("d401", "ftmoor_adcp_2021_2024.nc", "nc"),
            ("d402", "ftmoor_ctd_2021_2024.nc", "nc"),
            ("d403", "ftmoor_mooring_diagrams.pdf", "pdf"),
            ("d404", "ftmoor_README.txt", "txt"),
        ],
        ["json-ld", "iso19139", "datacite"],
        True,
    ),
}


def _polar_items(rid: str) -> list[str]:
    return [f"/download/{rid[:8]}/{fid}/{name}" for fid, name, _k in POLAR_SETS[rid][2]]


def _polar_meta(rid: str) -> list[str]:
    return [f"/api/records/{rid}/formatters/{f}" for f in POLAR_SETS[rid][3]]


def polar_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    resolver: dict[str, PageValue] = {}
    types = {
        "json-ld": "application/ld+json",
        "iso19139": "application/xml",
        "datacite": "application/vnd.datacite.datacite+xml",
    }
    for rid, (title, doi, files, metas, via_doi) in POLAR_SETS.items():
        landing = f"/records/{rid}"
        cite = f"http://{RESOLVER}/{doi}" if via_doi else POLAR.url(landing)
        link = [
            f'<{cite}>; rel="cite-as"',
            '<http://licenses.test/by/4.0/>; rel="license"',
            '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        ]
        link += [
            f'<{POLAR.url(u)}>; rel="item"; type="{MIME[k]}"'
            for u, (_f, _n, k) in zip(_polar_items(rid), files, strict=True)
        ]
        link += [
            f'<{POLAR.url(u)}>; rel="describedby"; type="{types[m]}"'
            for u, m in zip(_polar_meta(rid), metas, strict=True)
        ]
        link.append(f'<{POLAR.url("/collections/antarctic-stations")}>; rel="collection"')
        body = (
            f'<h1>{escape(title)}</h1><p>Cite as: <a href="{cite}">https://doi.org/{doi}</a></p>'
            "<h2>Data</h2>"
            + ul([(u, u.rsplit("/", 1)[1]) for u in _polar_items(rid)])
            + "<h2>Metadata</h2>"
            + ul([(u, m) for u, m in zip(_polar_meta(rid), metas, strict=True)])
            + '<p>Part of <a href="/collections/antarctic-stations">Antarctic station network</a>; '
            '<a href="/stations/neumayer">Neumayer</a></p>'
        )
        pages[landing] = Response.html(
            POLAR.page(title, body, share=POLAR.url(landing)), headers=[("Link", ", ".join(link))]
        )
        for u, (_fid, name, kind) in zip(_polar_items(rid), files, strict=True):
            pages[u] = _file(kind, title, name)
        for u, m in zip(_polar_meta(rid), metas, strict=True):
            pages[u] = text(f'{{"name": "{title}", "format": "{m}"}}', types[m])
        if via_doi:
            resolver[f"/{doi}"] = Response.redirect(POLAR.url(landing), 302)
    pages["/collections/antarctic-stations"] = POLAR.page(
        "Antarctic station network",
        "<h1>Antarctic station network</h1><p>Records of the network.</p>",
    )
    resolver["/"] = Response.html(
        "<!doctype html><title>Handle bridge</title><h1>DOI resolver</h1>"
    )
    return [POLAR.site(pages), Site(RESOLVER, resolver)]


def _polar_truth(rid: str) -> list[str]:
    return [POLAR.url(p) for p in [f"/records/{rid}", *_polar_items(rid), *_polar_meta(rid)]]


R1, R2 = list(POLAR_SETS)
CASES: list[Case] = [
    # Data publisher landing page: files and exports one hop away, no shared path or id in
    # their URLs, amid menus and related links: seed's Figshare/Zenodo row ->
    # single_page_plus_ignored.
    case(
        "marinepublish-so301-ctd",
        "marine data publisher (cruise CTD dataset, one file)",
        "dataset",
        "single_page_plus_ignored",
        PUB.url("/doi/10.5555/MPD.958213"),
        _pub_truth("MPD.958213"),
        pub_sites,
        others=[PUB.url("/doi/10.5555/MPD.958200")],
    ),
    # Harder: six files of mixed types (glider NetCDF, README PDF, tables, zip), a parent
    # collection and a superseded version beside it -> single_page_plus_ignored.
    case(
        "marinepublish-weddell-glider",
        "marine data publisher (glider and underway dataset, six files, superseded version)",
        "dataset",
        "single_page_plus_ignored",
        PUB.url("/doi/10.5555/MPD.961774"),
        _pub_truth("MPD.961774"),
        pub_sites,
        others=[PUB.url("/doi/10.5555/MPD.961700"), PUB.url("/doi/10.5555/MPD.955031")],
    ),
    # Preprint: Single Hop (seed: bioRxiv, SSRN) -> single_page_plus_ignored.
    case(
        "geoarxive-5512-tasman-heatwaves",
        "Earth-science preprint server (preprint with supplement)",
        "preprint",
        "single_page_plus_ignored",
        PRE.url("/repository/view/5512/"),
        _pre_truth(5512),
        pre_sites,
    ),
    # Harder: a second version with four downloads (PDF, figures, CSV, code) and a link to
    # the first version (another record) -> single_page_plus_ignored.
    case(
        "geoarxive-6031-hatteras-v2",
        "Earth-science preprint server (second version with data and code downloads)",
        "preprint",
        "single_page_plus_ignored",
        PRE.url("/repository/view/6031/"),
        _pre_truth(6031),
        pre_sites,
        others=[PRE.url("/repository/view/5890/")],
    ),
    # Landing page with Signposting Link headers (item, describedby): the seed's
    # machine-readable boundary -> signposting; licence, author and collection are not items.
    case(
        "polardata-aws-halvfarryggen",
        "signposting polar data centre (station record, one file)",
        "dataset",
        "signposting",
        POLAR.url(f"/records/{R1}"),
        _polar_truth(R1),
        polar_sites,
        others=[POLAR.url("/collections/antarctic-stations")],
    ),
    # Harder: entered by its DOI (a redirect to the landing page), four items and three
    # describedby formats -> signposting.
    case(
        "polardata-filchner-moorings",
        "signposting polar data centre (DOI entry, four files, three metadata formats)",
        "dataset",
        "signposting",
        f"http://{RESOLVER}/10.5555/pdc/ftmoor",
        _polar_truth(R2),
        polar_sites,
        landing=POLAR.url(f"/records/{R2}"),
        others=[POLAR.url("/collections/antarctic-stations")],
    ),
]
