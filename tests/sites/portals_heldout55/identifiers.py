"""heldout55's identifier-driven portals: an occurrence-data network (GBIF-shaped, the dataset
key in every artifact URI) and a specimen repository that announces its boundary with
Signposting link headers.

Seed reasoning: when an identifier in the entry's path recurs in every URI of the artifact
— occurrence searches filtered by it, the API host's documents — while the URI shapes
differ, the heuristic is Significant String from URI; when the landing page's HTTP Link
header lists the artifact's items and metadata (rel="item", rel="describedby"), the portal
has told the crawler its boundary: Signposting.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, dl, file_host, host, image, pdf_file, text, ul

# ---------------------------------------------------------------------------------------
# Occurrent: an occurrence-data network of museum and herbarium datasets.

OCC = host("www", "occurrent")
OCC_API = host("api", "occurrent")
_KEYS = {
    "6c1e0f4a-93d2-4b8e-a1f7-2d5b9c0e7a31": {
        "title": "Marrowstone NHM herpetology collection",
        "publisher": "0b7d2e55-1f3c-4e6a-9d81-5a2c4f9e3b10",
        "occurrences": 14,
        "constituents": [],
    },
    "b8f3a2d1-5e7c-4a90-8b6d-0c1f9e2a7d44": {
        "title": "Holmgard Herbarium vascular plant specimens",
        "publisher": "3e9a1c77-8b2d-4f05-a6e3-7d1b0c5f2a98",
        "occurrences": 47,
        "constituents": [
            "c2d4e6f8-0a1b-4c3d-9e5f-7a8b9c0d1e2f",
            "c2d4e6f8-0a1b-4c3d-9e5f-7a8b9c0d1e30",
        ],
    },
}
_PAGE = 20
# The significant string of each case: the dataset key.
SIG = {
    "occurrent-herpetology": "6c1e0f4a-93d2-4b8e-a1f7-2d5b9c0e7a31",
    "occurrent-holmgard-herbarium": "b8f3a2d1-5e7c-4a90-8b6d-0c1f9e2a7d44",
}


def _occ_paths(key: str) -> list[str]:
    d = _KEYS[key]
    n = int(d["occurrences"])
    out = [
        f"http://{OCC}/dataset/{key}",
        f"http://{OCC}/dataset/{key}/metrics",
        f"http://{OCC}/occurrence/search?datasetKey={key}",
    ]
    out += [
        f"http://{OCC}/occurrence/search?datasetKey={key}&offset={o}"
        for o in range(_PAGE, n, _PAGE)
    ]
    out += [f"http://{OCC}/literature/search?gbifDatasetKey={key}"]
    out += [f"http://{OCC_API}/v1/dataset/{key}", f"http://{OCC_API}/v1/dataset/{key}/document"]
    if d["constituents"]:
        out += [
            f"http://{OCC}/dataset/{key}/constituents",
            f"http://{OCC_API}/v1/occurrence/search?datasetKey={key}&facet=year",
        ]
    return out


def _occ_sites() -> list[Site]:
    ch = Chrome(
        OCC,
        "Occurrent",
        nav=[
            ("/occurrence/search", "Occurrences"),
            ("/dataset/search", "Datasets"),
            ("/publisher/search", "Publishers"),
            ("/what-is-occurrent", "About"),
            ("/developer/summary", "API"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/data-use", "Data use agreement"),
            ("/privacy", "Privacy"),
            ("/contact-us", "Contact"),
        ],
        title_format="{title}",
        home_title="Occurrent",
        cdn_css="http://cdn.staticmoth.test/npm/bulma@0.9.4/css/bulma.min.css",
        accent="#4d7c2b",
        signin=(("/user/login", "Login"),),
    )
    pages: dict[str, object] = {}
    api: dict[str, object] = {}
    occ_id = 3190001
    for key, d in _KEYS.items():
        title, n = str(d["title"]), int(d["occurrences"])
        pub = str(d["publisher"])
        cons = list(d["constituents"])
        search = f"/occurrence/search?datasetKey={key}"
        tabs = [
            (f"/dataset/{key}", "Dataset"),
            (f"/dataset/{key}/metrics", "Metrics"),
            (search, f"{n} occurrences"),
        ]
        if cons:
            tabs.append((f"/dataset/{key}/constituents", "Constituent datasets"))
        bar = ul(tabs, "tabs")
        main = (
            f"<h1>{escape(title)}</h1>{bar}"
            + dl(
                [
                    ("Published by", f'<a href="/publisher/{pub}">Publisher</a>'),
                    ("Hosted by", '<a href="/installation/7f2c">IPT installation</a>'),
                    ("DOI", '<a href="https://doi.test/10.55100/occ.x1">10.55100/occ.x1</a>'),
                ]
            )
            + "<h2>Metadata</h2>"
            + ul(
                [
                    (f"http://{OCC_API}/v1/dataset/{key}/document", "EML document"),
                    (f"http://{OCC_API}/v1/dataset/{key}", "JSON"),
                ]
            )
            + f'<p><a href="/literature/search?gbifDatasetKey={key}">Citations</a></p>'
        )
        pages[f"/dataset/{key}"] = ch.page(title, main)
        metrics = f"<h1>Metrics</h1>{bar}<p>Records by year.</p>"
        if cons:
            metrics += f'<p><a href="http://{OCC_API}/v1/occurrence/search?datasetKey={key}&amp;facet=year">Facet data (JSON)</a></p>'
            api[f"/v1/occurrence/search?datasetKey={key}&facet=year"] = text(
                '{"facets": []}\n', "application/json"
            )
            pages[f"/dataset/{key}/constituents"] = ch.page(
                f"{title}: constituents",
                f"<h1>Constituent datasets</h1>{bar}"
                + ul([(f"/dataset/{c}", f"Part {k}") for k, c in enumerate(cons, 1)]),
            )
            for c in cons:
                pages[f"/dataset/{c}"] = ch.page(
                    "Constituent dataset", "<h1>Constituent dataset</h1>"
                )
        pages[f"/dataset/{key}/metrics"] = ch.page(f"{title}: metrics", metrics)
        offsets = list(range(0, n, _PAGE))
        for o in offsets:
            rows = ul(
                [
                    (f"/occurrence/{occ_id + i}", f"Occurrence {occ_id + i}")
                    for i in range(o, min(n, o + _PAGE))
                ]
            )
            pager = " ".join(
                f'<a href="{search}' + (f"&amp;offset={q}" if q else "") + f'">{q // _PAGE + 1}</a>'
                for q in offsets
                if q != o
            )
            key_url = search + (f"&offset={o}" if o else "")
            pages[key_url] = ch.page(
                "Occurrence search",
                f"<h1>Occurrences</h1><p>Dataset filter on.</p>{rows}<p>{pager}</p>",
            )
        for i in range(n):
            pages[f"/occurrence/{occ_id + i}"] = ch.page(
                f"Occurrence {occ_id + i}", f"<h1>Occurrence {occ_id + i}</h1>"
            )
        occ_id += 1000
        pages[f"/literature/search?gbifDatasetKey={key}"] = ch.page(
            "Literature", "<h1>Citing literature</h1><p>No results.</p>"
        )
        pages[f"/publisher/{pub}"] = ch.page("Publisher", "<h1>Publisher</h1>")
        api[f"/v1/dataset/{key}"] = text(
            f'{{"key": "{key}", "title": "{title}"}}\n', "application/json"
        )
        api[f"/v1/dataset/{key}/document"] = text(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>\n",
            "application/xml",
        )
    pages["/installation/7f2c"] = ch.page("Installation", "<h1>IPT installation</h1>")
    return [ch.site(pages), file_host(OCC_API, ch, api)]


def _occ_case(name: str, key: str) -> Case:
    return Case(
        name=name,
        imitates=f"occurrence data network (dataset {_KEYS[key]['title']})",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{OCC}/dataset/{key}",
        truth=frozenset(_occ_paths(key)),
        build=_occ_sites,
    )


# ---------------------------------------------------------------------------------------
# Bonebox: a specimen repository whose landing pages carry Signposting link headers.

BONE = host("repo", "bonebox-collections")
BONE_FILES = host("files", "bonebox-collections")
BONE_ID = host("id", "bonebox-collections")
_RECORDS = {
    84012: {
        "title": "3D surface scan of a thylacine skull (BBX-M-0412)",
        "items": [
            (BONE, "/records/84012/files/skull_scan.ply", "application/octet-stream"),
            (BONE, "/records/84012/files/skull_photo.png", "image/png"),
        ],
        "meta": ["json-ld", "datacite-xml"],
        "related": [84011],
        "ark": False,
    },
    90355: {
        "title": "Type series of Carabus cavernosus with CT volumes and label images",
        "items": [
            (BONE_FILES, "/objects/90355/ct_volume_holotype.tif", "image/tiff"),
            (BONE_FILES, "/objects/90355/ct_volume_paratype1.tif", "image/tiff"),
            (BONE_FILES, "/objects/90355/ct_volume_paratype2.tif", "image/tiff"),
            (BONE_FILES, "/objects/90355/labels_holotype.png", "image/png"),
            (BONE_FILES, "/objects/90355/labels_paratypes.png", "image/png"),
            (BONE_FILES, "/objects/90355/scan_protocol.pdf", "application/pdf"),
            (BONE_FILES, "/objects/90355/measurements.csv", "text/csv"),
        ],
        "meta": ["json-ld", "datacite-xml", "dwc-json"],
        "related": [90354, 90356, 88001],
        "ark": True,
    },
}
_META_TYPES = {
    "json-ld": "application/ld+json",
    "datacite-xml": "application/vnd.datacite.datacite+xml",
    "dwc-json": "application/json",
}


def _bone_paths(rid: int) -> list[str]:
    r = _RECORDS[rid]
    out = [f"http://{BONE}/records/{rid}"]
    out += [f"http://{h}{p}" for h, p, _t in r["items"]]
    out += [f"http://{BONE}/records/{rid}/export/{m}" for m in r["meta"]]
    return out


def _bone_sites() -> list[Site]:
    ch = Chrome(
        BONE,
        "Bonebox Collections Repository",
        nav=[
            ("/search", "Search records"),
            ("/communities", "Communities"),
            ("/deposit", "Deposit"),
            ("/help/faq", "FAQ"),
        ],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/privacy", "Privacy"),
            ("/help/signposting", "Machine access"),
        ],
        accent="#5a4a3a",
    )
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    ids: dict[str, object] = {"/": Response.redirect(f"http://{BONE}/", 302)}
    for rid, r in _RECORDS.items():
        title = str(r["title"])
        landing = f"http://{BONE}/records/{rid}"
        cite = (
            f"http://{BONE_ID}/ark:/55123/bbx{rid}"
            if r["ark"]
            else f"https://doi.test/10.55123/bonebox.{rid}"
        )
        if r["ark"]:
            ids[f"/ark:/55123/bbx{rid}"] = Response.redirect(landing, 302)
        items = list(r["items"])
        metas = list(r["meta"])
        link = [
            f'<{cite}>; rel="cite-as"',
            '<https://orcid.test/0000-0002-5512-8840>; rel="author"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
            '<https://schema.org/Dataset>; rel="type"',
            '<https://schema.org/AboutPage>; rel="type"',
        ]
        link += [f'<http://{h}{p}>; rel="item"; type="{t}"' for h, p, t in items]
        link += [
            f'<{landing}/export/{m}>; rel="describedby"; type="{_META_TYPES[m]}"' for m in metas
        ]
        back = [("Link", f'<{landing}>; rel="collection"')]
        file_list = ul([(f"http://{h}{p}", p.rsplit("/", 1)[1]) for h, p, _t in items])
        exports = ul([(f"{landing}/export/{m}", m) for m in metas])
        rel = ul([(f"/records/{o}", f"Record {o}") for o in r["related"]])
        main = (
            f"<h1>{escape(title)}</h1>"
            + dl(
                [
                    ("Identifier", f'<a href="{cite}">{escape(cite)}</a>'),
                    ("Creator", '<a href="https://orcid.test/0000-0002-5512-8840">M. Ferreira</a>'),
                ]
            )
            + f"<h2>Files</h2>{file_list}<h2>Export</h2>{exports}"
            + '<p class="share"><a href="http://www.facebook.test/sharer.php?u=bbx">Share</a></p>'
        )
        aside = (
            f"<h2>Other versions and related records</h2>{rel}"
            + '<p><a href="/communities/vertebrate-scans">Vertebrate scans community</a></p>'
        )
        pages[f"/records/{rid}"] = Response.html(
            ch.page(title, main, aside=aside), headers=[("Link", ", ".join(link))]
        )
        for h, p, t in items:
            if t == "application/pdf":
                body: Response = pdf_file(title, "Scan protocol")
            elif t == "image/png":
                body = image((170, 160, 140))
            else:
                body = Response.data(f"{p}\n".encode() * 20, t)
            body.headers.extend(back)
            (pages if h == BONE else files)[p] = body
        for m in metas:
            meta = text(f'{{"name": "{title}", "format": "{m}"}}\n', _META_TYPES[m])
            meta.headers.append(("Link", f'<{landing}>; rel="describes"'))
            pages[f"/records/{rid}/export/{m}"] = meta
        for o in r["related"]:
            pages[f"/records/{o}"] = ch.other(f"Record {o}", "Another record in the repository.")
    pages["/communities/vertebrate-scans"] = ch.page(
        "Vertebrate scans", "<h1>Vertebrate scans</h1>"
    )
    id_site = Site(BONE_ID)
    for p, v in ids.items():
        id_site.add(p, v)
    return [ch.site(pages), file_host(BONE_FILES, ch, files), id_site]


def _bone_case(name: str, rid: int) -> Case:
    r = _RECORDS[rid]
    landing = f"http://{BONE}/records/{rid}"
    return Case(
        name=name,
        imitates=f"signposted specimen repository (record {rid})",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"http://{BONE_ID}/ark:/55123/bbx{rid}" if r["ark"] else landing,
        truth=frozenset(_bone_paths(rid)),
        build=_bone_sites,
        others=frozenset(f"http://{BONE}/records/{o}" for o in r["related"]),
        landing=landing if r["ark"] else None,
    )


CASES = [
    # GBIF-shaped: the dataset key is in the entry's path and in every artifact URI (the
    # occurrence search filtered by it, the API host's JSON and EML), never in the chrome,
    # the publisher or the single occurrences: Significant String from URI.
    _occ_case("occurrent-herpetology", "6c1e0f4a-93d2-4b8e-a1f7-2d5b9c0e7a31"),
    # Harder: 47 occurrences over three search pages, a constituents page and a facet
    # document on the API host.
    _occ_case("occurrent-holmgard-herbarium", "b8f3a2d1-5e7c-4a90-8b6d-0c1f9e2a7d44"),
    # The landing page's Link header names its files (rel=item) and metadata exports
    # (rel=describedby); other versions and communities are only in the HTML: Signposting.
    _bone_case("bonebox-thylacine-scan", 84012),
    # Harder: entered by its ARK (redirects), seven items on the file host, three exports,
    # three related records.
    _bone_case("bonebox-carabus-types", 90355),
]
