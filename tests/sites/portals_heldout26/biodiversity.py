"""heldout26, biodiversity and ecology: a GBIF-like occurrence-data index, a Biodiversity
Heritage Library-like digitised book library, a Dryad-like ecology data repository, a
Dataverse-like institutional data repository and a platform that gives every single-cell
atlas its own subdomain microsite.
"""

from __future__ import annotations

from functools import cache
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data
from sites.portals_heldout26._kit import (
    MULTI,
    a,
    blob,
    cookie_banner,
    host,
    related,
    rows,
    text,
)

# --------------------------------------------------- occurrence-data index (sig_uri)

BIOTA = Portal(
    host("www", "biotaindex-gx"),
    "BiotaIndex",
    menu=[
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/publishing", "Share data"),
        ("/tools", "Tools"),
        ("/what-is-biotaindex", "About"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/contact-us", "Contact"),
        ("http://github.test/biotaindex", "GitHub"),
        ("http://mastodon.test/@biotaindex", "Mastodon"),
    ],
    title_format="{title}",
    home_title="BiotaIndex",
)
BIOTA_API = host("api", "biotaindex-gx")

# dataset key -> (title, type, publisher key, publisher, installation key, records, ipt resource)
BIOTA_SETS = {
    "3c1f9e2a-7d44-4b8e-9a61-5f0e2d8c7b13": (
        "Breeding birds of the Kestrel Fjord wetlands 2010-2025",
        "Occurrence",
        "b7a0e5d1-2c3f-4a6b-8e9d-0f1a2b3c4d5e",
        "Kestrel Fjord Bird Observatory",
        "e1d2c3b4-a596-4877-8899-aabbccddeeff",
        [("4011223344", "Calidris alpina"), ("4011223391", "Tringa totanus")],
        "kfbo_breeding_birds",
    ),
    "8a4d6e2f-1b3c-4d5e-9f60-718293a4b5c6": (
        "Checklist of the vascular plants of the Ardlow salt marsh",
        "Checklist",
        "c8b1f6e2-3d40-4b7c-9fa0-1a2b3c4d5e6f",
        "Saltmarsh Institute",
        "f2e3d4c5-b6a7-4988-99aa-bbccddeeff00",
        [],
        "ardlow_plants",
    ),
}


def _biota_urls(key: str) -> list[str]:
    kind = BIOTA_SETS[key][1]
    u, api = BIOTA.url, f"http://{BIOTA_API}"
    out = [
        u(f"/dataset/{key}"),
        u(f"/dataset/{key}/metrics"),
        u(f"/dataset/{key}/activity"),
        u(f"/dataset/{key}/project"),
    ]
    out += [api + f"/v1/dataset/{key}", api + f"/v1/dataset/{key}/document"]
    if kind == "Occurrence":
        out += [
            u(f"/occurrence/search?dataset_key={key}"),
            u(f"/occurrence/gallery?dataset_key={key}"),
            api + f"/v1/occurrence/search?datasetKey={key}&facet=year&limit=0",
        ]
    else:
        out += [
            u(f"/species/search?dataset_key={key}"),
            api + f"/v1/species?datasetKey={key}&limit=20",
        ]
    return out


def _biota_dataset(key: str) -> str:
    title, kind, pkey, pname, ikey, _occ, ipt = BIOTA_SETS[key]
    tab = (
        f"/occurrence/search?dataset_key={key}"
        if kind == "Occurrence"
        else f"/species/search?dataset_key={key}"
    )
    tabname = "Occurrences" if kind == "Occurrence" else "Species"
    main = f"""{cookie_banner("/privacy")}
<div class="dataset-header"><span class="kind">{kind} dataset</span><h1>{escape(title)}</h1>
<p>Published by <a href="/publisher/{pkey}">{escape(pname)}</a></p>
<nav class="tabs"><a href="/dataset/{key}">About</a> <a href="/dataset/{key}/project">Project</a> <a href="/dataset/{key}/metrics">Metrics</a> <a href="/dataset/{key}/activity">Download events</a> <a href="{tab}">{tabname}</a></nav></div>
<section><h2>Description</h2><p>Standardised breeding-season point counts repeated yearly by volunteer observers.</p></section>
<section><h2>Data as a Darwin Core Archive</h2><p>Source archive: <a href="http://ipt.kestrel-observatory.test/resource?r={ipt}">IPT resource {ipt}</a> · Metadata: {a(f"http://{BIOTA_API}/v1/dataset/{key}/document", "EML file")} · {a(f"http://{BIOTA_API}/v1/dataset/{key}", "API access")}</p></section>
<section><h2>Citation</h2><p>{escape(pname)} (2026). {escape(title)}. {kind} dataset {a("http://doi.test/10.15470/k8r2yz", "https://doi.test/10.15470/k8r2yz")} accessed via BiotaIndex.</p></section>
<section><h2>Registration</h2><p>Hosted by <a href="/installation/{ikey}">{escape(pname)} IPT</a> · Endorsed by <a href="/node/nordic">Nordic node</a></p></section>"""
    return BIOTA.page(title, main)


@cache
def _biota_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for key, (title, kind, pkey, pname, ikey, occ, _ipt) in BIOTA_SETS.items():
        pages[f"/dataset/{key}"] = _biota_dataset(key)
        back = f'<p><a href="/dataset/{key}">{escape(title)}</a></p>'
        pages[f"/dataset/{key}/metrics"] = BIOTA.page(
            f"Metrics - {title}",
            f"{back}<h1>Metrics</h1><p>Records by year: {a(f'http://{BIOTA_API}/v1/occurrence/search?datasetKey={key}&facet=year&limit=0', 'JSON')}</p>"
            if kind == "Occurrence"
            else f"{back}<h1>Metrics</h1><p>412 taxa.</p>",
        )
        pages[f"/dataset/{key}/activity"] = BIOTA.page(
            f"Download events - {title}",
            f'{back}<h1>Download events</h1><ul><li><a href="/occurrence/download/0012345-260101120000111">0012345-260101120000111</a> (2026-01-03)</li></ul>',
        )
        pages[f"/dataset/{key}/project"] = BIOTA.page(
            f"Project - {title}",
            f"{back}<h1>Project</h1><p>Funded by the Nordic wetland monitoring programme.</p>",
        )
        api[f"/v1/dataset/{key}"] = text(
            f'{{"key":"{key}","title":"{title}","type":"{kind.upper()}","publishingOrganizationKey":"{pkey}"}}',
            "application/json",
        )
        api[f"/v1/dataset/{key}/document"] = text(
            f'<eml:eml packageId="{key}"><dataset><title>{escape(title)}</title></dataset></eml:eml>',
            "application/xml",
        )
        if kind == "Occurrence":
            occ_rows = "".join(
                f'<tr><td><a href="/occurrence/{o}">{o}</a></td><td><i>{escape(sp)}</i></td></tr>'
                for o, sp in occ
            )
            pages[f"/occurrence/search?dataset_key={key}"] = BIOTA.page(
                "Occurrence search",
                f'{back}<h1>Occurrences</h1><p><a href="/occurrence/gallery?dataset_key={key}">Gallery</a></p><table>{occ_rows}</table><p><a href="/user/download">Download (login required)</a></p>',
            )
            pages[f"/occurrence/gallery?dataset_key={key}"] = BIOTA.page(
                "Occurrence gallery", f'{back}<h1>Gallery</h1><img src="/static/logo.png" alt="">'
            )
            api[f"/v1/occurrence/search?datasetKey={key}&facet=year&limit=0"] = text(
                '{"count":18842,"facets":[{"field":"YEAR"}]}', "application/json"
            )
            for o, sp in occ:
                pages[f"/occurrence/{o}"] = BIOTA.page(
                    f"Occurrence Detail {o}",
                    f'<h1><i>{escape(sp)}</i></h1><p>Dataset: <a href="/dataset/{key}">{escape(title)}</a></p>',
                )
        else:
            pages[f"/species/search?dataset_key={key}"] = BIOTA.page(
                "Species search",
                f'{back}<h1>Species</h1><p>{a(f"http://{BIOTA_API}/v1/species?datasetKey={key}&limit=20", "as JSON")}</p><ul><li><a href="/species/5284517">Salicornia europaea</a></li></ul>',
            )
            api[f"/v1/species?datasetKey={key}&limit=20"] = text(
                '{"results":[{"scientificName":"Salicornia europaea"}]}', "application/json"
            )
            pages["/species/5284517"] = BIOTA.page(
                "Salicornia europaea", "<h1>Salicornia europaea L.</h1>"
            )
        pages[f"/publisher/{pkey}"] = BIOTA.page(
            pname,
            f'<h1>{escape(pname)}</h1><p>Datasets: <a href="/dataset/{key}">{escape(title)}</a></p>',
        )
        pages[f"/installation/{ikey}"] = BIOTA.page(f"{pname} IPT", f"<h1>{escape(pname)} IPT</h1>")
        pages["/occurrence/download/0012345-260101120000111"] = BIOTA.page(
            "Download", "<h1>Download 0012345-260101120000111</h1>"
        )
    for p, t in [
        ("/occurrence/search", "Occurrence search"),
        ("/species/search", "Species search"),
        ("/dataset/search", "Dataset search"),
        ("/publisher/search", "Publishers"),
        ("/publishing", "Share data"),
        ("/tools", "Tools"),
        ("/what-is-biotaindex", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact-us", "Contact"),
        ("/node/nordic", "Nordic node"),
        ("/user/download", "Log in"),
    ]:
        pages[p] = BIOTA.page(t, f"<h1>{t}</h1>")
    return (BIOTA.site(pages), Site(BIOTA_API, api))


def _biota_build() -> list[Site]:
    return list(_biota_sites())


def _biota_case(name: str, key: str) -> Case:
    # sig_uri: the seed's own GBIF row.  The dataset key is in every artifact URI, on the
    # portal and on the API host, some two hops away (the year-facet JSON from the metrics
    # page, the gallery from the occurrence search).  Occurrence records, download events,
    # publisher, installation and the IPT source are other things.
    _t, kind, pkey, _pn, ikey, occ, _ipt = BIOTA_SETS[key]
    return Case(
        name=name,
        imitates="biodiversity occurrence-data index dataset (GBIF-like)",
        artifact_class=MULTI,
        expected="sig_uri",
        entry=BIOTA.url(f"/dataset/{key}"),
        truth=frozenset(_biota_urls(key)),
        build=_biota_build,
        others=frozenset(BIOTA.url(p) for p in [f"/publisher/{pkey}", f"/installation/{ikey}"]),
    )


# ------------------------------------------------ digitised book library (sig_title)

FOLIO = Portal(
    host("www", "folioheritage-lib"),
    "Folio Heritage Library",
    menu=[
        ("/browse/titles", "Titles"),
        ("/browse/authors", "Authors"),
        ("/browse/collections", "Collections"),
        ("/advancedsearch", "Advanced search"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about", "About"),
        ("/permissions", "Copyright and reuse"),
        ("/privacy", "Privacy"),
        ("http://www.folio-consortium.test/", "Folio consortium"),
    ],
    title_format="{title}",
    home_title="Folio Heritage Library",
    home_main='<h1>Folio Heritage Library</h1><p>Open access to legacy biodiversity literature.</p><h2>Recently added</h2><ul><li><a href="/bibliography/199001">Report on the mosses of the northern fells</a></li></ul>',
)
FOLIO_IMG = host("images", "folioheritage-lib")

# bibliography id -> (title, author id, author, year, items {item id: (volume, [page ids])})
BOOKS = {
    "208811": (
        "Flora of the Kestrel Archipelago",
        "88123",
        "Lindqvist, Harald",
        "1911",
        {
            "401877": ("v.1", ["58110231", "58110232", "58110233"]),
            "401878": ("v.2", ["58110402", "58110403"]),
        },
    ),
    "209452": (
        "Notes on the land snails of the Ardlow Hills",
        "90417",
        "Pennant-Reid, Agnes",
        "1898",
        {"402950": ("", ["58230011", "58230012"])},
    ),
}


def _folio_urls(bid: str) -> list[str]:
    items = BOOKS[bid][4]
    u = FOLIO.url
    out = [
        u(f"/bibliography/{bid}"),
        u(f"/bibliography/{bid}/cite/bibtex"),
        u(f"/bibliography/{bid}/cite/ris"),
    ]
    for iid, (_v, pids) in items.items():
        out += [u(f"/item/{iid}"), u(f"/itemtext/{iid}")]
        out += [u(f"/page/{p}") for p in pids]
    return out


def _folio_author(bid: str) -> str:
    _t, aid, author, _y, _i = BOOKS[bid]
    return f'<a href="/creator/{aid}">{escape(author)}</a>'


@cache
def _folio_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    imgs: dict[str, PageValue] = {}
    for bid, (title, aid, author, year, items) in BOOKS.items():
        ilist = "".join(
            f'<li><a href="/item/{i}">{escape(title)} {v}</a> ({len(p)} pages)</li>'
            for i, (v, p) in items.items()
        )
        pages[f"/bibliography/{bid}"] = FOLIO.page(
            title,
            f"""{cookie_banner("/privacy")}
<div class="bibinfo"><h1>{escape(title)}</h1><p>By: {_folio_author(bid)}</p><p>Publication details: Stockholm, Norstedt, {year}.</p>
<p>Subjects: <a href="/subject/Botany">Botany</a> · <a href="/subject/Islands">Islands</a></p>
<p>Holding institution: <a href="/institution/uppsala-botanical">Uppsala Botanical Library</a> · Copyright status: Public domain</p>
<p>Cite this publication: <a href="/bibliography/{bid}/cite/bibtex">BibTeX</a> · <a href="/bibliography/{bid}/cite/ris">RIS</a></p></div>
<h2>Volumes</h2><ul>{ilist}</ul>""",
            share=FOLIO.url(f"/bibliography/{bid}"),
        )
        pages[f"/bibliography/{bid}/cite/bibtex"] = text(
            f"@book{{folio{bid},\n  title = {{{title}}},\n  author = {{{author}}},\n  year = {{{year}}}\n}}\n",
            "application/x-bibtex",
        )
        pages[f"/bibliography/{bid}/cite/ris"] = text(
            f"TY  - BOOK\nTI  - {title}\nAU  - {author}\nPY  - {year}\nER  -\n",
            "application/x-research-info-systems",
        )
        pages[f"/creator/{aid}"] = FOLIO.page(
            author,
            f'<h1>{escape(author)}</h1><p>Titles by this author: 3 · <a href="/advancedsearch?author={aid}">search</a></p>',
        )
        for iid, (vol, pids) in items.items():
            full = f"{title} {vol}".strip()
            plist = "".join(
                f'<li><a href="/page/{p}">Page {n}</a></li>' for n, p in enumerate(pids, 1)
            )
            pages[f"/item/{iid}"] = FOLIO.page(
                full,
                f"""<div class="viewer"><h1>{escape(full)}</h1><p>By: {_folio_author(bid)} · <a href="/bibliography/{bid}">Bibliographic details</a></p>
<p>Download contents: <a href="/itemtext/{iid}">OCR text</a></p>
<img src="http://{FOLIO_IMG}/pagethumb/{pids[0]}.jpg" alt="Cover"><h2>Pages</h2><ol>{plist}</ol></div>""",
            )
            pages[f"/itemtext/{iid}"] = text(
                f"{full}\n\nBy {author}. {year}.\n\nINTRODUCTION. The islands of the archipelago ...\n"
            )
            for n, p in enumerate(pids):
                nav = ""
                if n:
                    nav += f'<a href="/page/{pids[n - 1]}">Previous page</a> '
                if n + 1 < len(pids):
                    nav += f'<a href="/page/{pids[n + 1]}">Next page</a>'
                pages[f"/page/{p}"] = FOLIO.page(
                    f"{full} - Page {n + 1}",
                    f'<div class="viewer"><h1><a href="/item/{iid}">{escape(full)}</a> - Page {n + 1}</h1><img src="http://{FOLIO_IMG}/pageimage/{p}.jpg" alt="Page {n + 1}"><p>{nav}</p><pre class="ocr">Page {n + 1} text of {escape(full)}.</pre></div>',
                )
                imgs[f"/pageimage/{p}.jpg"] = data(png(60, 80, (230, 220, 190)), "image/png")
                imgs[f"/pagethumb/{p}.jpg"] = data(png(12, 16, (230, 220, 190)), "image/png")
    pages["/bibliography/199001"] = FOLIO.page(
        "Report on the mosses of the northern fells",
        "<h1>Report on the mosses of the northern fells</h1>",
    )
    for p, t in [
        ("/browse/titles", "Browse titles"),
        ("/browse/authors", "Browse authors"),
        ("/browse/collections", "Collections"),
        ("/advancedsearch", "Advanced search"),
        ("/help", "Help"),
        ("/about", "About"),
        ("/permissions", "Copyright and reuse"),
        ("/privacy", "Privacy"),
        ("/subject/Botany", "Subject: Botany"),
        ("/subject/Islands", "Subject: Islands"),
        ("/institution/uppsala-botanical", "Uppsala Botanical Library"),
    ]:
        pages[p] = FOLIO.page(t, f"<h1>{t}</h1>")
    return (FOLIO.site(pages), Site(FOLIO_IMG, imgs))


def _folio_build() -> list[Site]:
    return list(_folio_sites())


def _folio_case(name: str, bid: str) -> Case:
    # sig_title: every page's <title> is the book title itself (no site name), and the book
    # title is in every object of the book: bibliography page, citation exports, volume
    # (item) viewers, OCR text and the page viewers reached page by page (Multi-Hop).
    # Page images are embedded <img>s (not artifact URIs).  The author, subjects and
    # holding institution are other things, and none of them quotes the title.
    aid = BOOKS[bid][1]
    return Case(
        name=name,
        imitates="digitised biodiversity literature library book (BHL-like)",
        artifact_class=MULTI,
        expected="sig_title",
        entry=FOLIO.url(f"/bibliography/{bid}"),
        truth=frozenset(_folio_urls(bid)),
        build=_folio_build,
        others=frozenset({FOLIO.url(f"/creator/{aid}"), FOLIO.url("/subject/Botany")}),
    )


# --------------------------------------- ecology data repository (sig_title_plus_ignored)

VAULT = Portal(
    host("www", "marshdata-vault"),
    "MarshData Vault",
    menu=[
        ("/pages/search", "Search data"),
        ("/pages/submit", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/membership", "Membership"),
        ("/pages/about", "About"),
        ("/pages/blog", "Blog"),
    ],
    footer=[
        ("/pages/policies", "Terms of service"),
        ("/pages/privacy", "Privacy"),
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
        ("http://x.test/marshdata", "X"),
    ],
    title_format="{title}",
    home_title="MarshData Vault",
)

# package suffix -> (title, authors, journal doi, files [(n, filename, file title, content or None)], related)
PACKAGES = {
    "4k2m1": (
        "Data from: Salinity tolerance and clonal growth of Spartina alterniflora along an estuarine gradient",
        ["Okonkwo, Adaeze", "Varga, Peter"],
        "10.1111/jec.14502",
        [
            ("1", "biomass_2024.csv", "Biomass and ramet counts 2024", None),
            ("2", "README.txt", "README for this data package", "readme"),
        ],
        [("9p3x7", "Data from: Nitrogen retention in restored salt marshes")],
    ),
    "7w5q8": (
        "Data from: Nocturnal foraging of the saltmarsh harvest mouse revealed by camera traps",
        ["Lindgren, Sofie"],
        "10.1093/jmammal/gyad120",
        [
            ("1", "camera_trap_events.csv", "Camera trap detection events", None),
            ("2", "site_covariates.csv", "Site covariates", None),
        ],
        [],
    ),
}


def _pkg_path(pid: str) -> str:
    return f"/resource/doi:10.70511/marshdata.{pid}"


def _bitstream(pid: str, n: str, fname: str) -> str:
    return f"/bitstream/handle/10255/marshdata.{pid}.{n}/{fname}?sequence=1"


def _vault_urls(pid: str) -> list[str]:
    p = _pkg_path(pid)
    out = [VAULT.url(p), VAULT.url(p + "?show=full"), VAULT.url(p + "/citation/ris")]
    for n, fname, _t, _c in PACKAGES[pid][3]:
        out += [VAULT.url(f"{p}/{n}"), VAULT.url(_bitstream(pid, n, fname))]
    return out


@cache
def _vault_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for pid, (title, authors, jdoi, files, rel) in PACKAGES.items():
        p = _pkg_path(pid)
        people = "; ".join(
            f'<a href="/discover?query=author:{escape(x.replace(" ", "+"))}">{escape(x)}</a>'
            for x in authors
        )
        cite = f'{escape("; ".join(authors))} (2026) {escape(title)}. MarshData Vault. <a href="http://doi.test/10.70511/marshdata.{pid}">https://doi.test/10.70511/marshdata.{pid}</a>'
        flist = "".join(
            f'<li><a href="{p}/{n}">{escape(ft)}</a> ({escape(fn)})</li>' for n, fn, ft, _c in files
        )
        pages[p] = VAULT.page(
            title,
            f"""{cookie_banner("/pages/privacy")}
<div class="ds-static-div primary"><h1 class="pagetitle">{escape(title)}</h1>
<div class="citation-view"><p>When using this data, please cite the original publication:</p>
<p>{people} (2026) Journal of Ecology. <a href="http://doi.test/{jdoi}">https://doi.test/{jdoi}</a></p>
<p>Additionally, please cite the data package:</p><p>{cite}</p>
<p>Export citation: <a href="{p}/citation/ris">RIS</a></p></div>
<h2>Files in this package</h2><ul>{flist}</ul>
<p><a href="{p}?show=full">View full metadata record</a> · License: <a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0</a></p></div>
{related("Related data packages", [(_pkg_path(r), t) for r, t in rel]) if rel else ""}""",
            share=VAULT.url(p),
        )
        meta = rows(
            [
                ["dc.title", escape(title)],
                ["dc.contributor.author", escape("; ".join(authors))],
                ["dc.identifier", f"doi:10.70511/marshdata.{pid}"],
                ["dc.relation.isreferencedby", f"doi:{jdoi}"],
            ]
        )
        pages[p + "?show=full"] = VAULT.page(
            title,
            f'<h1>{escape(title)}</h1><table class="ds-includeSet-table">{meta}</table><p><a href="{p}">Show simple item record</a></p>',
        )
        pages[p + "/citation/ris"] = text(
            f"TY  - DATA\nT1  - {title}\nDO  - 10.70511/marshdata.{pid}\nER  -\n",
            "application/x-research-info-systems",
        )
        for n, fname, ftitle, content in files:
            bs = _bitstream(pid, n, fname)
            pages[f"{p}/{n}"] = VAULT.page(
                ftitle,
                f"""<div class="ds-static-div primary"><h1>{escape(ftitle)}</h1>
<p>This file is part of the data package: <a href="{p}">{escape(title)}</a></p>
<p>Files: <a href="{bs}">{escape(fname)}</a> (12.8 Kb) · <a href="/pages/faq#formats">about file formats</a></p>
<p>Citation: {cite}</p></div>""",
            )
            body = (
                f"{title}\n\nThis package contains {len(files)} files.\n"
                if content
                else "site,plot,year,biomass_g\nS1,P01,2024,118.2\n"
            )
            pages[bs] = text(body, "text/plain" if fname.endswith(".txt") else "text/csv")
        for r, t in rel:
            pages.setdefault(_pkg_path(r), VAULT.page(t, f"<h1>{escape(t)}</h1>"))
        for x in authors:
            pages.setdefault(
                f"/discover?query=author:{x.replace(' ', '+')}",
                VAULT.page("Search", f"<h1>Results for {escape(x)}</h1>"),
            )
    for pth, t in [
        ("/pages/search", "Search data"),
        ("/pages/submit", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/membership", "Membership"),
        ("/pages/about", "About"),
        ("/pages/blog", "Blog"),
        ("/pages/policies", "Terms"),
        ("/pages/privacy", "Privacy"),
    ]:
        pages[pth] = VAULT.page(t, f"<h1>{t}</h1>")
    return (VAULT.site(pages),)


def _vault_build() -> list[Site]:
    return list(_vault_sites())


def _vault_case(name: str, pid: str) -> Case:
    # sig_title_plus_ignored: the seed's Dryad row.  "Data from: ..." is the entry's whole
    # title and is quoted by the package's other pages (full record, file pages, RIS and
    # the README) but not by the data bitstreams, which hang one hop off the file pages;
    # the ignored list keeps the crawl from the chrome.  The journal article, authors'
    # searches, CC0 and related packages are outside.
    rel = PACKAGES[pid][4]
    return Case(
        name=name,
        imitates="ecology data repository package (Dryad-like)",
        artifact_class=MULTI,
        expected="sig_title_plus_ignored",
        entry=VAULT.url(_pkg_path(pid)),
        truth=frozenset(_vault_urls(pid)),
        build=_vault_build,
        others=frozenset(VAULT.url(_pkg_path(r)) for r, _t in rel),
    )


# ---------------------------------------------- institutional Dataverse (sig_filtered_title)

DV = Portal(
    host("dataverse", "riverbend-eco"),
    "Riverbend Ecology Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign up"),
        ("/guides/en/latest/user/", "User guide"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("http://dataverse-project.test/", "Powered by Dataverse"),
    ],
    title_format="{title} | {name}",
    home_title="Welcome | Riverbend Ecology Dataverse",
    home_main='<h1>Riverbend Ecology Dataverse</h1><p>Data from the Riverbend field stations.</p><ul><li><a href="/dataverse/beaver-lab">Beaver Lab</a></li><li><a href="/dataverse/stream-lab">Stream Lab</a></li></ul>',
)

# doi suffix -> (title, collection, files [(file id, persistent suffix, name, has title)], versions)
DV_SETS = {
    "QX7T2L": (
        "Replication Data for: Beaver dams and riparian bird richness",
        "beaver-lab",
        [
            ("20411", "AB12CD", "birds_2019_2023.tab", False),
            ("20412", "EF34GH", "README.txt", True),
            ("20413", "IJ56KL", "site_covariates.csv", False),
        ],
        ["2.0", "1.0"],
    ),
    "ZP4M9W": (
        "Stream temperature logger records for the upper Riverbend catchment",
        "stream-lab",
        [
            ("20588", "MN78PQ", "logger_temps_2025.tab", False),
            ("20589", "RS90TU", "codebook.txt", True),
        ],
        ["1.0"],
    ),
}
DV_EXPORTERS = ("dataverse_json", "ddi", "schema.org")


def _dv_pid(sfx: str) -> str:
    return f"doi:10.70333/RBE/{sfx}"


def _dv_urls(sfx: str) -> list[str]:
    _t, _c, files, versions = DV_SETS[sfx]
    pid = _dv_pid(sfx)
    out = [DV.url(f"/dataset.xhtml?persistentId={pid}")]
    out += [DV.url(f"/dataset.xhtml?persistentId={pid}&version={v}") for v in versions[1:]]
    out += [DV.url(f"/api/datasets/export?exporter={e}&persistentId={pid}") for e in DV_EXPORTERS]
    for fid, fsfx, _n, _h in files:
        out += [
            DV.url(f"/file.xhtml?persistentId={pid}/{fsfx}&version={versions[0]}"),
            DV.url(f"/api/access/datafile/{fid}"),
        ]
    return out


def _dv_dataset(sfx: str, version: str) -> str:
    title, coll, files, versions = DV_SETS[sfx]
    pid = _dv_pid(sfx)
    ftable = rows(
        [
            [
                a(f"/file.xhtml?persistentId={pid}/{fs}&version={versions[0]}", n),
                "12.1 KB",
                a(f"/api/access/datafile/{fid}", "Download"),
            ]
            for fid, fs, n, _h in files
        ]
    )
    vrows = rows(
        [
            [
                a(f"/dataset.xhtml?persistentId={pid}&version={v}", v) if v != versions[0] else v,
                "2026-01-1" + str(i),
            ]
            for i, v in enumerate(versions)
        ]
    )
    exports = " ".join(
        a(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in DV_EXPORTERS
    )
    return DV.page(
        title,
        f"""{cookie_banner("/privacy")}
<div id="breadcrumbNavBlock"><a href="/">Riverbend Ecology Dataverse</a> &gt; <a href="/dataverse/{coll}">{coll.replace("-", " ").title()}</a> &gt;</div>
<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1><span class="label">Version {version}</span>
<div class="citation">Halloran, Aino, {version == "1.0" and "2025" or "2026"}, "{escape(title)}", <a href="http://doi.test/10.70333/RBE/{sfx}">https://doi.test/10.70333/RBE/{sfx}</a>, Riverbend Ecology Dataverse, V{version.split(".")[0]}</div>
<div class="btn-group">Access dataset · Contact owner · Share · Metadata export: {exports}</div></div>
<ul class="nav-tabs"><li><a href="#files">Files</a></li><li><a href="#metadata">Metadata</a></li><li><a href="#terms">Terms</a></li><li><a href="#versions">Versions</a></li></ul>
<section id="files"><table>{ftable}</table></section>
<section id="metadata"><p>Author: <a href="http://orcid.test/0000-0003-4411-2200">Halloran, Aino</a> · Related publication: <a href="http://doi.test/10.1002/ecy.4410">doi:10.1002/ecy.4410</a></p></section>
<section id="terms"><p>CC0 1.0</p></section>
<section id="versions"><table>{vrows}</table></section>""",
    )


@cache
def _dv_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for sfx, (title, coll, files, versions) in DV_SETS.items():
        pid = _dv_pid(sfx)
        landing = DV.url(f"/dataset.xhtml?persistentId={pid}")
        pages[f"/dataset.xhtml?persistentId={pid}"] = _dv_dataset(sfx, versions[0])
        for v in versions[1:]:
            pages[f"/dataset.xhtml?persistentId={pid}&version={v}"] = _dv_dataset(sfx, v)
        pages[f"/citation?persistentId={pid}"] = Response.redirect(landing, 302)
        pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={pid}"] = text(
            f'{{"datasetVersion":{{"citation":{{"title":"{title}"}}}}}}', "application/json"
        )
        pages[f"/api/datasets/export?exporter=ddi&persistentId={pid}"] = text(
            f"<codeBook><stdyDscr><citation><titlStmt><titl>{escape(title)}</titl></titlStmt></citation></stdyDscr></codeBook>",
            "application/xml",
        )
        pages[f"/api/datasets/export?exporter=schema.org&persistentId={pid}"] = text(
            f'{{"@type":"Dataset","name":"{title}"}}', "application/ld+json"
        )
        for fid, fsfx, name, has_title in files:
            pages[f"/file.xhtml?persistentId={pid}/{fsfx}&version={versions[0]}"] = DV.page(
                name,
                f"""<div id="breadcrumbNavBlock"><a href="/">Riverbend Ecology Dataverse</a> &gt; <a href="/dataverse/{coll}">{coll}</a> &gt; <a href="/dataset.xhtml?persistentId={pid}">{escape(title)}</a> &gt;</div>
<h1>{escape(name)}</h1><p>This file is part of {escape(title)}.</p><p><a class="btn" href="/api/access/datafile/{fid}">Access file</a></p>
<p>File persistent ID: {pid}/{fsfx} · MD5: 9e107d9d372bb6826bd81d3542a419d6</p>""",
            )
            body = (
                f"{title}\n\nVariables and units are described below.\n"
                if has_title
                else "site\tyear\tvalue\nRB01\t2019\t14\n"
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                body, "text/plain" if name.endswith("txt") else "text/tab-separated-values"
            )
        pages.setdefault(
            f"/dataverse/{coll}",
            DV.page(
                coll.replace("-", " ").title(),
                f'<h1>{coll}</h1><ul><li><a href="/dataset.xhtml?persistentId={pid}">{escape(title)}</a></li></ul>',
            ),
        )
    for p, t in [
        ("/dataverse/root", "Search"),
        ("/dataverseuser.xhtml", "Sign up"),
        ("/guides/en/latest/user/", "User guide"),
        ("/support", "Support"),
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
    ]:
        pages[p] = DV.page(t, f"<h1>{t}</h1>")
    return (DV.site(pages),)


def _dv_build() -> list[Site]:
    return list(_dv_sites())


def _dv_case(name: str, sfx: str, via_citation: bool) -> Case:
    # sig_filtered_title: the seed's Dataverse row — titles end with " | Riverbend Ecology
    # Dataverse" like the homepage's, so filtering from the end leaves the dataset title,
    # which the dataset's version pages, file pages (breadcrumb), metadata exports and
    # text files quote.  Truth also holds the tabular data files, which do not quote it (the
    # seed's "potentially misses").  The collection page, author ORCID and related article
    # are other things.
    pid = _dv_pid(sfx)
    landing = DV.url(f"/dataset.xhtml?persistentId={pid}")
    coll = DV_SETS[sfx][1]
    return Case(
        name=name,
        imitates="institutional research data repository dataset (Dataverse-like)",
        artifact_class=MULTI,
        expected="sig_filtered_title",
        entry=DV.url(f"/citation?persistentId={pid}") if via_citation else landing,
        truth=frozenset(_dv_urls(sfx)),
        build=_dv_build,
        others=frozenset({DV.url(f"/dataverse/{coll}")}),
        landing=landing if via_citation else None,
    )


# ------------------------------------------- atlas microsite per subdomain (path_based)

ATLAS_WWW = host("www", "cellatlasly")

# subdomain -> (title, genes, downloads [(name, ctype)])
ATLASES = {
    "coralpolyp": (
        "Coral polyp cell atlas (Stylophora pistillata)",
        ["HSP70", "GFP-like-1", "Galaxin"],
        [
            ("coral_polyp_atlas.h5ad", "application/x-hdf5"),
            ("cell_metadata.tsv", "text/tab-separated-values"),
        ],
    ),
    "mossprotonema": (
        "Moss protonema single-nucleus atlas",
        ["PpAPB2", "PpRSL1"],
        [
            ("protonema_snRNA.h5ad", "application/x-hdf5"),
            ("marker_genes.csv", "text/csv"),
            ("README.md", "text/markdown"),
        ],
    ),
}


def _atlas_paths(sub: str) -> list[str]:
    _t, genes, downloads = ATLASES[sub]
    return [
        "/",
        "/explore/umap",
        "/explore/dotplot",
        "/genes/",
        *(f"/genes/{g}" for g in genes),
        "/downloads/",
        *(f"/downloads/{n}" for n, _c in downloads),
        "/about",
    ]


def _atlas_page(sub: str, heading: str, body: str) -> str:
    title = ATLASES[sub][0]
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(heading)} · {escape(title)}</title>
<link rel="stylesheet" href="http://{ATLAS_WWW}/static/atlas.css"><script src="http://{ATLAS_WWW}/static/atlas.js" defer></script></head><body>
<div class="platform-bar"><a href="http://{ATLAS_WWW}/">Atlasly</a> <a href="http://{ATLAS_WWW}/atlases">All atlases</a> <a href="http://{ATLAS_WWW}/create">Create your atlas</a> <a href="http://{ATLAS_WWW}/login">Sign in</a></div>
<header><h1><a href="/">{escape(title)}</a></h1><nav><a href="/explore/umap">UMAP</a> <a href="/explore/dotplot">Dot plot</a> <a href="/genes/">Genes</a> <a href="/downloads/">Downloads</a> <a href="/about">About</a></nav></header>
<main><h2>{escape(heading)}</h2>{body}</main>
<footer><a href="http://{ATLAS_WWW}/terms">Terms</a> · <a href="http://{ATLAS_WWW}/privacy">Privacy</a> · Powered by <a href="http://{ATLAS_WWW}/">Atlasly</a></footer></body></html>"""


@cache
def _atlas_sites() -> tuple[Site, ...]:
    out: list[Site] = []
    cards = ""
    for sub, (title, genes, downloads) in ATLASES.items():
        h = host(sub, "cellatlasly")
        glist = "".join(f'<li><a href="/genes/{g}">{g}</a></li>' for g in genes)
        dlist = "".join(f'<li><a href="/downloads/{n}">{n}</a></li>' for n, _c in downloads)
        pages: dict[str, PageValue] = {
            "/": _atlas_page(
                sub,
                "Overview",
                f'<p>{len(genes) * 4100} cells · 31 clusters.</p><p>Start with the <a href="/explore/umap">UMAP explorer</a> or browse <a href="/genes/">marker genes</a>.</p><p>Paper: <a href="http://doi.test/10.1016/j.cell.2025.07.011">doi:10.1016/j.cell.2025.07.011</a> · <a href="http://x.test/intent/post?url=http%3A%2F%2F{h}%2F">Share</a></p>',
            ),
            "/explore/umap": _atlas_page(
                sub, "UMAP", '<canvas id="umap"></canvas><p>Colour by: cluster · sample</p>'
            ),
            "/explore/dotplot": _atlas_page(
                sub, "Dot plot", f"<p>Marker genes: {', '.join(genes)}</p>"
            ),
            "/genes/": _atlas_page(sub, "Genes", f"<ul>{glist}</ul>"),
            "/downloads/": _atlas_page(
                sub,
                "Downloads",
                f"<ul>{dlist}</ul><p>Raw reads are in the sequence archive (BioProject PRJEB77121).</p>",
            ),
            "/about": _atlas_page(
                sub, "About", "<p>Built with the Atlasly platform by the Regeneration Lab.</p>"
            ),
        }
        for g in genes:
            pages[f"/genes/{g}"] = _atlas_page(
                sub,
                g,
                f'<p>Expression of {g} by cluster.</p><p><a href="/genes/">All genes</a> · <a href="/explore/umap">Show on UMAP</a></p>',
            )
        for n, ct in downloads:
            pages[f"/downloads/{n}"] = (
                blob(n, ct) if ct.endswith("hdf5") else text("gene,cluster,logfc\nX,1,2.3\n", ct)
            )
        out.append(Site(h, pages))
        cards += f'<li><a href="http://{h}/">{escape(title)}</a></li>'
    www: dict[str, PageValue] = {
        "/": f"<!DOCTYPE html><html><head><title>Atlasly - share single-cell atlases</title></head><body><h1>Atlasly</h1><ul>{cards}</ul></body></html>",
        "/atlases": f"<!DOCTYPE html><html><head><title>All atlases - Atlasly</title></head><body><ul>{cards}</ul></body></html>",
        "/static/atlas.css": Response.data(b"body{margin:0}", "text/css"),
        "/static/atlas.js": Response.data(b"void 0;", "text/javascript"),
    }
    for p in ("/create", "/login", "/terms", "/privacy"):
        www[p] = (
            f"<!DOCTYPE html><html><head><title>{p[1:].title()} - Atlasly</title></head><body><h1>{p[1:]}</h1></body></html>"
        )
    out.append(Site(ATLAS_WWW, www))
    return tuple(out)


def _atlas_build() -> list[Site]:
    return list(_atlas_sites())


def _atlas_case(name: str, sub: str) -> Case:
    # path_based: the seed's Silk row — each atlas is a whole subdomain site, so every
    # artifact URI starts with the entry URI "http://<atlas>.cellatlasly.../" (a single
    # slash), several hops deep (gene pages from the gene list, files from Downloads).  The
    # platform's own pages on www. and the paper are outside.
    h = host(sub, "cellatlasly")
    return Case(
        name=name,
        imitates="single-cell atlas microsite on its own subdomain (Silk-like platform)",
        artifact_class=MULTI,
        expected="path_based",
        entry=f"http://{h}/",
        truth=frozenset(f"http://{h}{p}" for p in _atlas_paths(sub)),
        build=_atlas_build,
    )


CASES: list[Case] = [
    _biota_case("biotaindex-kestrel-breeding-birds", "3c1f9e2a-7d44-4b8e-9a61-5f0e2d8c7b13"),
    _biota_case("biotaindex-ardlow-plant-checklist", "8a4d6e2f-1b3c-4d5e-9f60-718293a4b5c6"),
    _folio_case("folio-flora-kestrel-archipelago", "208811"),
    _folio_case("folio-ardlow-land-snails", "209452"),
    _vault_case("marshdata-spartina-salinity", "4k2m1"),
    _vault_case("marshdata-harvest-mouse", "7w5q8"),
    _dv_case("riverbend-beaver-birds", "QX7T2L", False),
    _dv_case("riverbend-stream-temps-citation", "ZP4M9W", True),
    _atlas_case("cellatlasly-coral-polyp", "coralpolyp"),
    _atlas_case("cellatlasly-moss-protonema", "mossprotonema"),
]
