"""Thesis portals that name their artifact's parts: a national e-theses service whose record
id recurs in every URI of the thesis, on its catalogue, API and scan hosts (Significant
String from URI, like GBIF), and a research repository that declares each record's files
and metadata in Signposting Link headers (Signposting)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Skin, pdf_file, text_file, ul

# --- national e-theses service (Significant String from URI) -------------------------------

VN = Skin(
    host="etheses.varnholmnl.hx95.example",
    name="Varnholm National e-Theses Service",
    menu=[
        ("/institutions", "Institutions"),
        ("/subjects", "Subjects"),
        ("/help/ordering", "Ordering"),
    ],
    footer=[
        ("/help", "Help"),
        ("/accessibility", "Accessibility"),
        ("/cookies", "Cookies"),
        ("/terms", "Terms"),
    ],
    cdn="web.varnholmcdn.hx95.example",
    cls="nl",
    title_format="{title} - {name}",
    login="/account/login",
    signup="/account/register",
    search="/search",
)
VN_API = "api.varnholmnl.hx95.example"
VN_FILES = "files.varnholmnl.hx95.example"


def _vn_record(
    rid: str,
    title: str,
    inst: str,
    pages_n: int,
    scan: bool,
    supp: list[str],
    similar: list[tuple[str, str]],
    note: str = "",
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """(catalogue pages, API/file-host pages keyed by absolute URL, the record's own URIs)."""
    cat: dict[str, PageValue] = {}
    ext: dict[str, PageValue] = {}
    rec = f"/record/{rid}"
    marc, bib, ris = (
        f"/record/{rid}/marc",
        f"/cite?format=bibtex&id={rid}",
        f"/cite?format=ris&id={rid}",
    )
    viewer = [f"/viewer?doc={rid}"] + [f"/viewer?doc={rid}&page={n}" for n in range(2, pages_n + 1)]
    api = f"http://{VN_API}/v2/theses/{rid}"
    own = [VN.url(p) for p in (rec, marc, bib, ris, *viewer)] + [api]
    links = [
        (marc, "MARC record"),
        (bib.replace("&", "&amp;"), "BibTeX"),
        (ris.replace("&", "&amp;"), "RIS"),
        (viewer[0], "Page viewer"),
        (api, "JSON (API)"),
    ]
    if scan:
        sp = f"http://{VN_FILES}/scans/{rid}.pdf"
        links.append((sp, "Download scanned thesis (PDF)"))
        ext[sp] = pdf_file(title, rid)
        own.append(sp)
    for s in supp:
        u = f"http://{VN_FILES}/supp/{rid}/{s}"
        links.append((u, f"Supplementary: {s}"))
        ext[u] = text_file(s + "\n", "application/octet-stream")
        own.append(u)
    main = (
        f'<h1>{escape(title)}</h1>{note}<dl class="nl-rec"><dt>Awarding body</dt><dd><a href="/institutions/'
        f'{inst}">{inst.replace("-", " ").title()}</a></dd><dt>Identifier</dt><dd>{rid}</dd></dl>'
        + "".join(f'<p><a href="{h}">{t}</a></p>' for h, t in links)
        + '<p><a href="/help/ordering">How to order a copy</a></p>'
    )
    aside = "<h3>Similar theses</h3>" + ul([(f"/record/{s}", t) for s, t in similar])
    cat[rec] = VN.page(title, main, aside=aside, share=VN.url(rec))
    cat[marc] = VN.page(
        f"MARC {title}", f'<pre>245 10 $a {escape(title)}</pre><a href="{rec}">Back</a>'
    )
    cat[bib] = text_file(f"@phdthesis{{{rid}, title={{{title}}}}}\n", "application/x-bibtex")
    cat[ris] = text_file(
        f"TY  - THES\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
    )
    for n, v in enumerate(viewer, 1):
        nxt = (
            f'<a href="{viewer[n].replace("&", "&amp;")}">Next page</a>' if n < len(viewer) else ""
        )
        cat[v] = VN.page(
            f"Page {n}",
            f'<img src="/img/pages/{rid}/{n}.png" alt="page {n}">{nxt}'
            f'<p><a href="{rec}">Record</a></p>',
        )
    ext[api] = text_file(f'{{"id": "{rid}", "title": "{title}"}}\n', "application/json")
    for s, t in similar:
        cat[f"/record/{s}"] = VN.page(t, f"<h1>{escape(t)}</h1><p>Record {s}.</p>")
    return cat, ext, own


VN_1 = (
    "vnletd-004417",
    "Land tenure reform and smallholder credit",
    "university-of-ostmark",
    2,
    True,
    [],
    [("vnletd-003981", "Microfinance in rural cooperatives")],
)
VN_2 = (
    "vnletd-009802",
    "Radiocarbon dating of lake sediments in the northern uplands",
    "varnholm-technical-university",
    4,
    False,
    ["core-logs.xlsx", "readme.txt", "age-model.R"],
    [
        ("vnletd-008113", "Pollen records of the Holocene"),
        ("vnletd-009455", "Varve counting methods"),
    ],
    '<p class="nl-embargo">Full text embargoed by the awarding body until 2027. Supplementary '
    "files are available.</p>",
)


def _vn_all() -> tuple[dict[str, PageValue], dict[str, PageValue], list[str], list[str]]:
    c1, e1, o1 = _vn_record(*VN_1)
    c2, e2, o2 = _vn_record(*VN_2)
    return {**c1, **c2}, {**e1, **e2}, o1, o2


def vn_sites() -> list[Site]:
    cat, ext, _o1, _o2 = _vn_all()
    api, files = Site(VN_API), Site(VN_FILES)
    for url, v in ext.items():
        host, path = url[len("http://") :].split("/", 1)
        (api if host == VN_API else files).add("/" + path, v)
    for rid, n in [(VN_1[0], VN_1[3]), (VN_2[0], VN_2[3])]:
        for i in range(1, n + 1):
            cat[f"/img/pages/{rid}/{i}.png"] = text_file("png", "image/png")
    return [*VN.sites(cat), api, files]


# --- repository with Signposting ------------------------------------------------------------

SR = Skin(
    host="research.sorreltech.hx95.example",
    name="Sorrel Tech Research Repository",
    menu=[("/communities", "Communities"), ("/search", "Records"), ("/help/deposit", "Deposit")],
    footer=[
        ("/help/about", "About"),
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("/help/api", "API"),
    ],
    cdn="static.sorreltechcdn.hx95.example",
    cls="iv",
    title_format="{title} | {name}",
    login="/login/",
    signup="/signup/",
)


def _sr_record(
    rid: str,
    title: str,
    files: list[str],
    exports: list[tuple[str, str]],
    cite_as: str,
    versions: list[str],
) -> tuple[dict[str, PageValue], list[str]]:
    land = SR.url(f"/records/{rid}")
    items = [SR.url(f"/records/{rid}/files/{f}") for f in files]
    described = [SR.url(f"/records/{rid}/export/{e}") for e, _t in exports]
    ctypes = {
        "pdf": "application/pdf",
        "zip": "application/zip",
        "csv": "text/csv",
        "txt": "text/plain",
    }
    link = [
        f'<{cite_as}>; rel="cite-as"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<http://schema.test/Thesis>; rel="type"',
        '<http://schema.test/AboutPage>; rel="type"',
    ]
    link += [f'<{u}>; rel="item"; type="{ctypes[u.rsplit(".", 1)[1]]}"' for u in items]
    link += [
        f'<{u}>; rel="describedby"; type="{t}"'
        for u, (_e, t) in zip(described, exports, strict=True)
    ]
    head = "".join(
        f'<link rel="describedby" type="{t}" href="{u}">'
        for u, (_e, t) in zip(described, exports, strict=True)
    )
    main = (
        f'<h1>{escape(title)}</h1><p class="iv-type">Thesis · Open</p><h2>Files</h2>'
        + ul([(u, u.rsplit("/", 1)[1]) for u in items], "iv-files")
        + "<h2>Export</h2>"
        + ul([(u, e) for u, (e, _t) in zip(described, exports, strict=True)])
        + (
            "<h2>Versions</h2>"
            + ul([(f"/records/{v}", f"Version {n}") for n, v in enumerate(versions, 1)])
            if versions
            else ""
        )
        + '<p>Communities: <a href="/communities/school-of-engineering">School of Engineering</a></p>'
    )
    pages: dict[str, PageValue] = {
        f"/records/{rid}": Response.html(
            SR.page(title, main, head=head, share=land), 200, [("Link", ", ".join(link))]
        )
    }
    back = [("Link", f'<{land}>; rel="collection"')]
    for u in items:
        name = u.rsplit("/", 1)[1]
        r = (
            pdf_file(title, name)
            if name.endswith(".pdf")
            else text_file(name + "\n", ctypes[name.rsplit(".", 1)[1]])
        )
        pages[u[len(SR.origin) :]] = Response(200, r.headers + back, r.body)
    for u, (_e, t) in zip(described, exports, strict=True):
        pages[u[len(SR.origin) :]] = Response(
            200,
            [("Content-Type", t), ("Link", f'<{land}>; rel="describes"')],
            f"{title}\n".encode(),
        )
    for v in versions:
        pages[f"/records/{v}"] = SR.page(f"{title} (other version)", f"<h1>Version {v}</h1>")
    return pages, [land, *items, *described]


SR_EXPORTS = [
    ("datacite-json", "application/vnd.datacite.datacite+json"),
    ("json-ld", "application/ld+json"),
    ("dcat", "application/rdf+xml"),
]
SR_1 = (
    "k3f9a-2bq71",
    "Thermal management of battery packs for student race cars",
    ["thesis.pdf"],
    SR_EXPORTS[:1],
    "http://doi.test/10.81234/sorrel.k3f9a",
    [],
)
SR_2_DOI = "/doi/10.81234/sorrel.m7p2x"
SR_2 = (
    "m7p2x-9ct40",
    "Low-power LoRa mesh for campus air quality",
    ["thesis.pdf", "firmware.zip", "measurements.csv", "defense-slides.pdf"],
    SR_EXPORTS,
    SR.url(SR_2_DOI),
    ["m7p2x-1aa01", "m7p2x-2bb02"],
)


def _sr_all() -> tuple[dict[str, PageValue], list[str], list[str]]:
    p1, o1 = _sr_record(*SR_1)
    p2, o2 = _sr_record(*SR_2)
    return {**p1, **p2, SR_2_DOI: Response.redirect(SR.url("/records/m7p2x-9ct40"), 302)}, o1, o2


def sr_sites() -> list[Site]:
    return SR.sites(_sr_all()[0])


CASES: list[Case] = [
    # The record id recurs in the MARC, citation, viewer, API and scan URIs across three hosts
    # of the service, and in no chrome link (the seed's GBIF): Significant String from URI.
    case(
        "varnholm-land-tenure",
        "national e-theses service (digitised thesis)",
        "multi_hop",
        "sig_uri",
        VN.url(f"/record/{VN_1[0]}"),
        _vn_all()[2],
        vn_sites,
        others=[VN.url(f"/record/{s}") for s, _ in VN_1[6]],
    ),
    # Harder: embargoed full text, three supplementary files on the file host, four viewer
    # pages reached one after another.
    case(
        "varnholm-radiocarbon-embargo",
        "national e-theses service (embargoed thesis with supplements)",
        "multi_hop",
        "sig_uri",
        VN.url(f"/record/{VN_2[0]}"),
        _vn_all()[3],
        vn_sites,
        others=[VN.url(f"/record/{s}") for s, _ in VN_2[6]],
    ),
    # The landing page's Link header lists its files (item) and metadata (describedby): the
    # boundary the seed says Signposting gives a crawler.
    case(
        "sorrel-battery-thesis",
        "signposting research repository (thesis record)",
        "single_hop",
        "signposting",
        SR.url(f"/records/{SR_1[0]}"),
        _sr_all()[1],
        sr_sites,
    ),
    # Harder: entered by a DOI-style redirect; four items, three metadata formats, and two
    # older versions (separate records, not signposted).
    case(
        "sorrel-lora-mesh",
        "signposting research repository (record entered by DOI with versions)",
        "single_hop",
        "signposting",
        SR.url(SR_2_DOI),
        _sr_all()[2],
        sr_sites,
        others=[SR.url(f"/records/{v}") for v in SR_2[5]],
        landing=SR.url("/records/m7p2x-9ct40"),
    ),
]
