"""One-hop heritage deposits: a bare excavation-archive file listing, a Zenodo-like data
repository, a bioRxiv-like archaeology preprint server, and a grey-literature site-report
library that announces its records with FAIR Signposting.

The listing has no chrome at all, so one hop from it is exactly the deposit (single_page_plus);
the repository and preprint records sit inside menus, footers and sidebars that the
homepage and 404 page share (single_page_plus_ignored, as the seed's Zenodo, Figshare and
bioRxiv rows); the report library's Link headers name the record's files and metadata
(signposting).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, csv, dl, pdf_file, text, ul

# --- bare excavation-archive listing ----------------------------------------------------------

LISTING = "deposits.spadework.hx86.example"
MIRROR = "mirror.spadework.hx86.example"

DEPOSITS = {
    "2019-ELM": (
        "Elm Lane evaluation, trial trenches 1-4",
        ["README.txt", "report.pdf", "contexts.csv", "finds.csv", "section-drawings.zip"],
        [],
    ),
    "2022-QRY": (
        "Quarry Field open-area excavation",
        [
            "README.txt",
            "assessment-report.pdf",
            "contexts.csv",
            "finds.csv",
            "samples.csv",
            "harris-matrix.pdf",
            "site-plan.dxf",
            "SHA256SUMS",
        ],
        ["photos-2022-QRY.tar", "drone-orthophoto.tif"],
    ),
}


def _file(dep: str, title: str, name: str) -> Response:
    if name.endswith(".pdf"):
        return pdf_file(f"{dep}: {title}", name)
    if name.endswith(".csv"):
        return csv("context,type,description", [f"{n},deposit,fill {n}" for n in range(101, 104)])
    if name in ("README.txt", "SHA256SUMS"):
        return text(f"{dep} {title}\n{name}\n")
    return binary(name, "application/octet-stream")


def _index(dep: str) -> str:
    title, files, mirrored = DEPOSITS[dep]
    rows = "".join(
        f'<tr><td><a href="{escape(f)}">{escape(f)}</a></td><td>2023-01-1{i % 9}</td></tr>'
        for i, f in enumerate(files)
    )
    rows += "".join(
        f'<tr><td><a href="http://{MIRROR}/{dep}/{escape(f)}">{escape(f)}</a> (large file, '
        "served from the mirror)</td><td>2023-02-01</td></tr>"
        for f in mirrored
    )
    return (
        f"<!DOCTYPE html><html><head><title>Deposit {dep}: {escape(title)}</title></head><body>"
        f"<h1>Deposit {dep}</h1><p>{escape(title)}. Deposited under the county archive "
        "standard; files listed below.</p>"
        f"<table><tr><th>File</th><th>Modified</th></tr>{rows}</table></body></html>\n"
    )


def listing_build() -> list[Site]:
    main = Site(LISTING)
    mirror = Site(MIRROR)
    main.add(
        "/",
        "<!DOCTYPE html><html><head><title>Spadework deposits</title></head><body>"
        + ul([(f"/{d}/", d) for d in DEPOSITS])
        + "</body></html>",
    )
    mirror.add(
        "/",
        "<!DOCTYPE html><html><head><title>Spadework mirror</title></head>"
        "<body><p>Large-file mirror.</p></body></html>",
    )
    for dep, (title, files, mirrored) in DEPOSITS.items():
        main.add(f"/{dep}/", _index(dep))
        for f in files:
            main.add(f"/{dep}/{f}", _file(dep, title, f))
        for f in mirrored:
            mirror.add(f"/{dep}/{f}", binary(f, "application/octet-stream", 512))
    return [main, mirror]


def _listing_case(name: str, imitates: str, dep: str) -> Case:
    # A chrome-less listing: every link one hop away is a file of the deposit, so the
    # seed's Single Hop class with plain Single Page+ (nothing to ignore) gives the artifact.
    entry = f"http://{LISTING}/{dep}/"
    _t, files, mirrored = DEPOSITS[dep]
    truth = [entry, *(entry + f for f in files), *(f"http://{MIRROR}/{dep}/{f}" for f in mirrored)]
    return case(name, imitates, "dataset", "single_page_plus", entry, truth, listing_build)


# --- Zenodo-like data repository ------------------------------------------------------------

VAULT = Chrome(
    host="vault.cairnvault.hx86.example",
    name="CairnVault",
    nav=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help/faq", "FAQ"),
    ],
    footer=[
        ("/policies", "Policies"),
        ("/help/api", "Developers"),
        ("/status", "Status"),
        ("/privacy-policy", "Privacy"),
    ],
    kind="cv",
    analytics="CV-4821",
)
VAULT_DL = "dl.cairnvault.hx86.example"
VAULT.home_main = "<h1>CairnVault</h1><h2>Featured communities</h2>" + ul(
    [
        ("/communities/heritage-bim", "Heritage BIM"),
        ("/communities/field-archaeology", "Field archaeology"),
    ]
)

RECORDS = {
    48213: (
        "Photogrammetric survey of the Hollins Cross lime kiln",
        ["kiln-model.ply", "kiln-orthophotos.zip", "survey-report.pdf"],
        False,
        [48190],
        "heritage-bim",
    ),
    51877: (
        "Trench archive and finds database, Castle Ings excavations 2021-2023",
        [
            "castle-ings-contexts.csv",
            "castle-ings-finds.csv",
            "castle-ings-samples.csv",
            "matrix.pdf",
            "plans-and-sections.zip",
            "photo-register.csv",
            "interim-report-2022.pdf",
            "final-report.pdf",
        ],
        True,
        [51002, 50311],
        "field-archaeology",
    ),
    48190: ("Photogrammetric survey of the Hollins Cross lime kiln (v1)", [], False, [], ""),
    51002: ("Castle Ings excavations 2021-2022 archive", [], False, [], ""),
    50311: ("Castle Ings excavations 2021 archive", [], False, [], ""),
}
EXPORTS = ("bibtex", "datacite-json", "csl", "dcat")


def _vault_file_url(rec: int, f: str) -> str:
    big = RECORDS[rec][2]
    return (
        f"http://{VAULT_DL}/api/records/{rec}/files/{f}/content"
        if big
        else (f"/records/{rec}/files/{f}?download=1")
    )


def _vault_record(rec: int) -> str:
    title, files, _big, versions, comm = RECORDS[rec]
    rows = "".join(
        f'<tr><td>{escape(f)}</td><td><a href="/records/{rec}/preview/{escape(f)}">Preview</a>'
        f' <a href="{escape(_vault_file_url(rec, f))}">Download</a></td></tr>'
        for f in files
    )
    exports = " ".join(f'<a href="/records/{rec}/export/{e}">{e}</a>' for e in EXPORTS)
    main = (
        f'<h1>{escape(title)}</h1><p class="cv-doi">DOI 10.60113/cv.{rec}</p>'
        + dl([("Published", "2024-05-02"), ("Licence", "CC BY 4.0"), ("Resource type", "Dataset")])
        + f"<h2>Files</h2><table>{rows}</table><h2>Export</h2><p>{exports}</p>"
    )
    aside = "<h3>Versions</h3>" + ul(
        [(f"/records/{rec}", f"{title} (this version)")]
        + [(f"/records/{v}", RECORDS[v][0]) for v in versions]
    )
    if comm:
        aside += "<h3>Communities</h3>" + ul([(f"/communities/{comm}", comm)])
    aside += '<p><a href="/uploads/new">New upload</a></p>'
    return VAULT.page(title, main, aside=aside, share=VAULT.url(f"/records/{rec}"))


def vault_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    dl_site = Site(VAULT_DL)
    dl_site.add("/", text("CairnVault file service\n"))
    for rec, (title, files, big, _v, _c) in RECORDS.items():
        pages[f"/records/{rec}"] = _vault_record(rec)
        for e in EXPORTS:
            pages[f"/records/{rec}/export/{e}"] = text(f"@dataset{{cv{rec}, title={{{title}}}}}\n")
        for f in files:
            pages[f"/records/{rec}/preview/{f}"] = VAULT.page(
                f"Preview {f}",
                f"<h1>{escape(f)}</h1><p>Preview of a file of record {rec}.</p>"
                f'<p><a href="/records/{rec}">Back to the record</a></p>',
            )
            body = (
                pdf_file(title, f) if f.endswith(".pdf") else binary(f, "application/octet-stream")
            )
            if big:
                dl_site.add(f"/api/records/{rec}/files/{f}/content", body)
            else:
                pages[f"/records/{rec}/files/{f}?download=1"] = body
                pages[f"/records/{rec}/files/{f}"] = body
    for comm in ("heritage-bim", "field-archaeology"):
        pages[f"/communities/{comm}"] = VAULT.chrome_page(f"Community {comm}")
    return [VAULT.site(pages), dl_site]


def _vault_case(name: str, imitates: str, rec: int) -> Case:
    # Zenodo's row of the seed: Single Hop, Single Page+ with Ignored URIs.  The files,
    # previews and metadata exports are one hop from the record; menus and featured
    # communities are on the homepage and 404 page; other versions are other artifacts.
    _t, files, _big, versions, _c = RECORDS[rec]
    entry = VAULT.url(f"/records/{rec}")
    truth = [entry]
    for f in files:
        u = _vault_file_url(rec, f)
        truth += [
            VAULT.url(f"/records/{rec}/preview/{f}"),
            u if u.startswith("http") else VAULT.url(u),
        ]
    truth += [VAULT.url(f"/records/{rec}/export/{e}") for e in EXPORTS]
    others = [VAULT.url(f"/records/{v}") for v in versions]
    return case(
        name, imitates, "dataset", "single_page_plus_ignored", entry, truth, vault_build, others
    )


# --- bioRxiv-like archaeology preprint server ---------------------------------------------

RXIV = Chrome(
    host="www.archaeorxiv.hx86.example",
    name="archaeoRxiv",
    nav=[
        ("/collection", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-archaeorxiv", "About"),
        ("/alertsrss", "Alerts / RSS"),
    ],
    footer=[
        ("/content/about-archaeorxiv", "Funding"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    kind="ax",
    analytics="AX-7",
)
RXIV.home_main = "<h1>archaeoRxiv</h1><h2>Subject areas</h2>" + ul(
    [("/collection/zooarchaeology", "Zooarchaeology"), ("/collection/dating", "Dating methods")]
)
RESOLVER = "resolve.doinexus.hx86.example"

PREPRINTS = {
    "2024.11.02.571118v1": (
        "Isotopic evidence for cattle droving to a Late Iron Age oppidum",
        ["media-1.xlsx"],
        [],
    ),
    "2025.03.11.580042v2": (
        "Dendrochronology of the Westgate roof trusses and the 1420s rebuilding",
        ["media-1.pdf", "media-2.csv", "media-3.zip"],
        ["2025.03.11.580042v1"],
    ),
    "2025.03.11.580042v1": ("Dendrochronology of the Westgate roof trusses", [], []),
}
TABS = (".full", ".full.pdf", ".supplementary-material", ".article-info", ".article-metrics")


def _rxiv_links(pid: str) -> list[str]:
    """The landing page's own links: tabs, supplements, citation exports."""
    _t, supp, _old = PREPRINTS[pid]
    num = pid.split(".")[3][:6]
    return (
        [f"/content/10.55012/{pid}{t}" for t in TABS]
        + [f"/content/archaeorxiv/early/2025/03/12/{pid}/DC1/embed/{s}" for s in supp]
        + [f"/highwire/citation/{num}/{fmt}" for fmt in ("bibtext", "ris", "endnote-tagged")]
    )


def _rxiv_landing(pid: str) -> str:
    title, _supp, old = PREPRINTS[pid]
    links = _rxiv_links(pid)
    tabs = ul(
        [
            (links[i], n)
            for i, n in enumerate(
                ["Full Text", "Full Text PDF", "Supplementary Material", "Info/History", "Metrics"]
            )
        ],
        "ax-tabs",
    )
    supp = ul([(u, u.rsplit("/", 1)[1]) for u in links if "/DC1/" in u])
    cite = ul([(u, u.rsplit("/", 1)[1]) for u in links if "/highwire/" in u])
    prev = ul([(f"/content/10.55012/{o}", f"Previous version {o[-2:]}") for o in old])
    main = (
        f'<p class="ax-warn">This article is a preprint and has not been certified by peer '
        f"review.</p><h1>{escape(title)}</h1>{tabs}<h2>Abstract</h2><p>We report {escape(title)}."
        f"</p><h2>Supplementary material</h2>{supp}<h2>Download citation</h2>{cite}"
        f"{'<h2>Version history</h2>' + prev if old else ''}"
        '<div class="ax-comments"><a href="http://comments.disqus.test/archaeorxiv">'
        "Comments</a></div>"
    )
    aside = "<h3>Subject area</h3>" + ul([("/collection/zooarchaeology", "Zooarchaeology")])
    return RXIV.page(title, main, aside=aside, share=RXIV.url(f"/content/10.55012/{pid}"))


def rxiv_build() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/collection/zooarchaeology": RXIV.chrome_page("Zooarchaeology"),
        "/collection/dating": RXIV.chrome_page("Dating methods"),
    }
    resolver = Site(RESOLVER)
    resolver.add("/", text("DOI resolver\n"))
    for pid, (title, _s, _o) in PREPRINTS.items():
        pages[f"/content/10.55012/{pid}"] = _rxiv_landing(pid)
        doi = f"/10.55012/{pid[:-2]}"
        if doi not in resolver.pages:  # the DOI resolves to the latest version (listed first)
            resolver.add(doi, Response.redirect(RXIV.url(f"/content/10.55012/{pid}")))
        for u in _rxiv_links(pid):
            if u.endswith(".pdf") or u.endswith(".full.pdf"):
                pages[u] = pdf_file(title, "preprint")
            elif "/DC1/" in u or "/highwire/" in u:
                pages[u] = text(f"{title}\n{u.rsplit('/', 1)[1]}\n")
            else:
                pages[u] = RXIV.page(
                    title,
                    f"<h1>{escape(title)}</h1><p>{u.rsplit('.', 1)[1]}</p>"
                    f'<p><a href="/content/10.55012/{pid}">Abstract</a></p>',
                )
    return [RXIV.site(pages), resolver]


def _rxiv_case(name: str, imitates: str, pid: str, via_doi: bool) -> Case:
    # bioRxiv's row of the seed: Single Hop, Single Page+ with Ignored URIs: the tabs,
    # supplements and citation exports are one hop from the abstract page; the previous
    # version is another artifact.
    landing = RXIV.url(f"/content/10.55012/{pid}")
    truth = [landing, *(RXIV.url(u) for u in _rxiv_links(pid))]
    others = [RXIV.url(f"/content/10.55012/{o}") for o in PREPRINTS[pid][2]]
    if via_doi:
        entry = f"http://{RESOLVER}/10.55012/{pid[:-2]}"
        return case(
            name,
            imitates,
            "preprint",
            "single_page_plus_ignored",
            entry,
            truth,
            rxiv_build,
            others,
            landing,
        )
    return case(
        name, imitates, "preprint", "single_page_plus_ignored", landing, truth, rxiv_build, others
    )


# --- site-report library with FAIR Signposting ----------------------------------------------

GREY = Chrome(
    host="reports.greyfield.hx86.example",
    name="Greyfield Report Library",
    nav=[
        ("/reports", "Browse reports"),
        ("/counties", "By county"),
        ("/deposit", "Deposit a report"),
        ("/guidance", "Guidance"),
    ],
    footer=[
        ("/about", "About"),
        ("/copyright", "Copyright"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{name}: {title}",
    kind="gf",
    analytics="GF-118",
)
GREY_STORE = "store.greyfield.hx86.example"

REPORTS = {
    "GL-2023-118": (
        "Archaeological watching brief at 14 Mill Street, Oakhampton",
        ["report.pdf"],
        ["datacite.xml"],
        False,
        ["GL-2022-907"],
    ),
    "GL-2024-031": (
        "Building recording of the former Bellfield maltings",
        ["report.pdf", "plates.pdf", "drawings.pdf", "photo-register.csv"],
        ["datacite.xml", "schema.jsonld"],
        True,
        ["GL-2023-118", "GL-2022-907"],
    ),
    "GL-2022-907": ("Desk-based assessment, Mill Street", [], [], False, []),
}


def _grey_urls(rid: str) -> tuple[list[str], list[str]]:
    _t, items, metas, stored, _rel = REPORTS[rid]
    base = f"http://{GREY_STORE}/bitstreams/{rid}" if stored else GREY.url(f"/reports/{rid}/files")
    return [f"{base}/{i}" for i in items], [GREY.url(f"/reports/{rid}/metadata/{m}") for m in metas]


def _grey_type(url: str) -> str:
    ext = url.rsplit(".", 1)[1]
    return {"pdf": "application/pdf", "csv": "text/csv", "jsonld": "application/ld+json"}.get(
        ext, "application/xml"
    )


def _grey_landing(rid: str) -> Response:
    title, _i, _m, _s, related = REPORTS[rid]
    landing = GREY.url(f"/reports/{rid}")
    items, metas = _grey_urls(rid)
    link = [
        f'<{landing}>; rel="cite-as"',
        '<http://schema.test/ScholarlyArticle>; rel="type"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://licenses.test/by/4.0/>; rel="license"',
    ]
    link += [f'<{u}>; rel="item"; type="{_grey_type(u)}"' for u in items]
    link += [f'<{u}>; rel="describedby"; type="{_grey_type(u)}"' for u in metas]
    main = (
        f"<h1>{escape(title)}</h1>"
        + dl([("Report number", rid), ("Type", "Grey literature"), ("County", "Oakshire")])
        + "<h2>Files</h2>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in items])
        + "<h2>Metadata</h2>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in metas])
    )
    aside = "<h3>Related reports</h3>" + ul([(f"/reports/{r}", REPORTS[r][0]) for r in related])
    body = GREY.page(title, main, aside=aside, share=landing)
    return Response.html(body, headers=[("Link", ", ".join(link))])


def grey_build() -> list[Site]:
    pages: dict[str, str | Response] = {}
    store = Site(GREY_STORE)
    store.add("/", text("Greyfield bitstream store\n"))
    for rid, (title, _i, _m, stored, _r) in REPORTS.items():
        landing = GREY.url(f"/reports/{rid}")
        pages[f"/reports/{rid}"] = _grey_landing(rid)
        items, metas = _grey_urls(rid)
        for u in items:
            body = (
                pdf_file(title, rid)
                if u.endswith(".pdf")
                else csv("photo,subject", ["1,north elevation"])
            )
            body.headers.append(("Link", f'<{landing}>; rel="collection"'))
            if stored:
                store.add(u.split(GREY_STORE, 1)[1], body)
            else:
                pages[u.split(GREY.host, 1)[1]] = body
        for u in metas:
            meta = (
                f'{{"@type": "Report", "name": "{title}", "identifier": "{rid}"}}'
                if u.endswith(".jsonld")
                else f"<resource><title>{escape(title)}</title></resource>"
            )
            pages[u.split(GREY.host, 1)[1]] = text(meta, _grey_type(u))
    return [GREY.site(pages), store]


def _grey_case(name: str, imitates: str, rid: str) -> Case:
    # The portal announces the boundary itself in Link headers (the seed's Signposting):
    # the landing page, its rel="item" files and its rel="describedby" metadata.
    entry = GREY.url(f"/reports/{rid}")
    items, metas = _grey_urls(rid)
    others = [GREY.url(f"/reports/{r}") for r in REPORTS[rid][4]]
    return case(
        name, imitates, "report", "signposting", entry, [entry, *items, *metas], grey_build, others
    )


CASES: list[Case] = [
    _listing_case("spadework-elm", "excavation archive file listing (small deposit)", "2019-ELM"),
    _listing_case(
        "spadework-quarry",
        "excavation archive file listing (many files, large ones on a mirror host)",
        "2022-QRY",
    ),
    _vault_case("cairnvault-kiln", "heritage data repository (survey record, three files)", 48213),
    _vault_case(
        "cairnvault-castle-ings",
        "heritage data repository (eight files on a download host, two older versions)",
        51877,
    ),
    _rxiv_case(
        "archaeorxiv-isotopes",
        "archaeology preprint server (first version)",
        "2024.11.02.571118v1",
        False,
    ),
    _rxiv_case(
        "archaeorxiv-westgate",
        "archaeology preprint server (DOI entry, second version, three supplements)",
        "2025.03.11.580042v2",
        True,
    ),
    _grey_case("greyfield-mill-street", "site-report library (one report file)", "GL-2023-118"),
    _grey_case(
        "greyfield-maltings",
        "site-report library (four files on a bitstream store, two metadata formats)",
        "GL-2024-031",
    ),
]
