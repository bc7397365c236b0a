"""Collections software: a CLARIN-DSpace corpus repository, an ArchivesSpace finding aid, an
Omeka S exhibit, a CONTENTdm compound object and a Europeana-like aggregator record."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal, data, links

from ._kit import Hub, footer, link_header, plain_html

# --- CLARIN-DSpace 7 linguistic corpus: Signposting, handles and licence gates -----------

CLARIN = Hub(
    "CLARIN-DSpace linguistic corpus repository",
    Portal(
        "repository.clarinlang.hx19.example",
        "CLARIN Language Repository",
        [
            ("/search", "Browse"),
            ("/community-list", "Communities"),
            ("/submit", "Deposit"),
            ("/info/about", "About"),
            ("/info/licenses", "Licences"),
        ],
        footer("the CLARIN centre"),
        title_format="{title} | {name}",
    ),
)
CLARIN_HDL = "hdl.handlenet-clarin.hx19.example"


def _corpus(
    uuid: str, handle: str, title: str, bitstreams: list[tuple[str, str, str]]
) -> tuple[str, str, set[str]]:
    landing = f"/items/{uuid}"
    truth: set[str] = {CLARIN.url(landing)}
    describedby = CLARIN.raw(
        f"/server/signposting/describedby/{uuid}",
        data(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{title}</title></titles></resource>',
            "application/vnd.datacite.datacite+xml",
        ),
    )
    linkset = CLARIN.raw(
        f"/server/signposting/linksets/{uuid}",
        data(f'<{CLARIN.url(landing)}> ; rel="describedby"', "application/linkset"),
    )
    full = CLARIN.page(
        f"{landing}/full",
        title,
        f"<h1>{title}</h1><table><tr><td>dc.identifier.uri</td>"
        f"<td>http://{CLARIN_HDL}/{handle}</td></tr></table>",
    )
    truth |= {describedby, linkset, full}
    files = []
    sign = [
        (f"http://{CLARIN_HDL}/{handle}", "cite-as", ""),
        ("https://schema.org/Dataset", "type", ""),
        (describedby, "describedby", "application/vnd.datacite.datacite+xml"),
        (linkset, "linkset", "application/linkset"),
        ("http://creativecommons.test/licenses/by-nc-sa/4.0/", "license", ""),
    ]
    for buuid, name, ctype in bitstreams:
        content = CLARIN.raw(
            f"/server/api/core/bitstreams/{buuid}/content", data(b"PK\x03\x04corpus", ctype)
        )
        truth.add(content)
        sign.append((content, "item", ctype))
        CLARIN.page(
            f"/bitstreams/{buuid}/download",
            "Licence agreement",
            f"<h1>Licence agreement</h1><p>{name} is distributed under CC BY-NC-SA 4.0.</p>"
            f'<p><a href="/info/licenses">Read the licence</a> · <a href="{content}">I agree, download</a></p>',
        )
        files.append((f"/bitstreams/{buuid}/download", f"{name} ({ctype})"))
    head = (
        '<meta name="Generator" content="DSpace 7.6.1"><meta name="citation_title" content="'
        + title
        + '">'
        f'<link rel="cite-as" href="http://{CLARIN_HDL}/{handle}"><link rel="describedby" href="{describedby}" '
        'type="application/vnd.datacite.datacite+xml">'
        f'<link rel="linkset" href="{linkset}" type="application/linkset">'
        '<script src="/main.b8a1f2c0e9d7.js" type="module"></script>'
    )
    body = CLARIN.portal.page(
        title,
        f'<h1>{title}</h1><p>Persistent identifier: <a href="http://{CLARIN_HDL}/{handle}">'
        f"http://{CLARIN_HDL}/{handle}</a></p><h2>Files in this item</h2>"
        + links(files)
        + f'<p><a href="{landing}/full">Show full item record</a> · '
        '<a href="/collections/7c1e-corpora">Written corpora</a></p>',
        head=head,
        share=CLARIN.url(landing),
    )
    CLARIN.pages[landing] = Response.html(body, headers=[("Link", link_header(sign))])
    hdl = CLARIN.file(CLARIN_HDL, f"/{handle}", Response.redirect(CLARIN.url(landing), 302))
    return hdl, CLARIN.url(landing), truth


CLARIN.page("/collections/7c1e-corpora", "Written corpora", "<h1>Written corpora</h1>")
_CL_HDL_A, _CL_LAND_A, _CL_A = _corpus(
    "5f1c2d3e-8a9b-4c7d-9e0f-1a2b3c4d5e6f",
    "11372/LRT-5123",
    "Parliamentary Debates Corpus of Slovenia 1.2",
    [
        ("0a1b2c3d-0000-4000-8000-000000000001", "parladeb-1.2.vert.zip", "application/zip"),
        ("0a1b2c3d-0000-4000-8000-000000000002", "parladeb-1.2.TEI.zip", "application/zip"),
    ],
)
_CL_HDL_B, _CL_LAND_B, _CL_B = _corpus(
    "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4",
    "11372/LRT-5301",
    "Spoken Dialect Corpus of Northern Istria",
    [
        ("0a1b2c3d-0000-4000-8000-000000000011", "dialect-istria-audio.zip", "application/zip"),
        (
            "0a1b2c3d-0000-4000-8000-000000000012",
            "dialect-istria-transcripts.eaf.zip",
            "application/zip",
        ),
        ("0a1b2c3d-0000-4000-8000-000000000013", "README.txt", "text/plain"),
    ],
)

CLARIN_CASES = [
    # signposting: DSpace 7.6 sends (and prints in <head>) a Signposting set: cite-as the
    # handle, describedby DataCite XML, linkset, item = each bitstream's content URL.
    # Truth: landing, full record, DataCite metadata, linkset and bitstream contents; the
    # licence-gate pages are interstitials and the collection is another artifact.
    CLARIN.case(
        "clarin-parladeb-1.2",
        expected="signposting",
        artifact_class="Multi-Hop",
        entry=_CL_LAND_A,
        truth=_CL_A,
        others={CLARIN.url("/collections/7c1e-corpora")},
    ),
    # signposting, entered through the handle resolver (redirect to the item page).
    CLARIN.case(
        "clarin-dialect-istria-handle",
        expected="signposting",
        artifact_class="Multi-Hop",
        entry=_CL_HDL_B,
        landing=_CL_LAND_B,
        truth=_CL_B,
    ),
]

# --- ArchivesSpace public interface: a finding aid, its components and digital objects --

ASPACE = Hub(
    "ArchivesSpace finding aid",
    Portal(
        "archives.univspec.hx19.example",
        "University Special Collections",
        [
            ("/repositories", "Repositories"),
            ("/repositories/resources", "Collections"),
            ("/objects", "Digital Materials"),
            ("/agents", "Names"),
            ("/subjects", "Subjects"),
        ],
        footer("University Special Collections"),
        title_format="{title} | {name}",
        home_title="Home | University Special Collections",
    ),
)
ASPACE_DL = "iiif.univspec-dl.hx19.example"


def _resource(rid: str, title: str, components: list[tuple[str, str, str | None]]) -> set[str]:
    base = f"/repositories/2/resources/{rid}"
    head = (
        '<meta name="generator" content="ArchivesSpace v3.5.1">'
        '<script src="/assets/application-5e2b.js"></script>'
        f'<script type="application/ld+json">{{"@type":"ArchiveComponent","name":"{title}"}}</script>'
    )
    truth: set[str] = set()
    crumbs = f'<nav class="breadcrumb"><a href="/repositories/2">Special Collections</a> / <a href="{base}">{title}</a></nav>'
    rows = []
    for aoid, label, doid in components:
        extra = ""
        if doid:
            manifest = ASPACE.file(
                ASPACE_DL,
                f"/iiif/manifests/{doid}.json",
                f'{{"label":"{label}","metadata":[{{"label":"Part of","value":"{title}"}}]}}'.encode(),
                "application/json",
            )
            truth.add(manifest)
            truth.add(
                ASPACE.page(
                    f"/repositories/2/digital_objects/{doid}",
                    label,
                    f'{crumbs}<h1>{label}</h1><p>File versions: <a href="{manifest}">{manifest}</a></p>',
                )
            )
            extra = f'<p>Digital object: <a href="/repositories/2/digital_objects/{doid}">{label}</a></p>'
        truth.add(
            ASPACE.page(
                f"/repositories/2/archival_objects/{aoid}",
                label,
                f'{crumbs}<h1>{label}</h1>{extra}<p><a href="/agents/people/412">Creator</a></p>',
                head=head,
            )
        )
        rows.append((f"/repositories/2/archival_objects/{aoid}", label))
    truth.add(
        ASPACE.page(
            f"{base}/collection_organization",
            title,
            f"{crumbs}<h1>{title}</h1><h2>Collection organization</h2>{links(rows)}",
            head=head,
        )
    )
    truth.add(ASPACE.raw(f"{base}/pdf", data(pdf(title, ["Finding aid"]), "application/pdf")))
    truth.add(
        ASPACE.page(
            base,
            title,
            f"{crumbs}<h1>{title}</h1><p>Collection · Identifier: MS {rid}</p>"
            + links(
                [
                    (f"{base}/collection_organization", "Collection organization"),
                    (f"{base}/pdf", "Print / PDF"),
                ]
            )
            + '<p>Subjects: <a href="/subjects/55">Labor unions</a> · Creator: <a href="/agents/people/412">Marsh</a></p>',
            head=head,
        )
    )
    return truth


ASPACE.page(
    "/repositories/2",
    "Special Collections",
    "<h1>Special Collections</h1>"
    + links(
        [
            ("/repositories/2/resources/145", "Papers of Elinor Marsh, 1890-1950"),
            ("/repositories/2/resources/178", "Records of the Harbour Workers Union, 1921-1988"),
        ]
    ),
)
ASPACE.page("/agents/people/412", "Marsh, Elinor", "<h1>Marsh, Elinor</h1>")
ASPACE.page("/subjects/55", "Labor unions", "<h1>Labor unions</h1>")
_AS_A = _resource(
    "145",
    "Papers of Elinor Marsh, 1890-1950",
    [
        ("9876", "Correspondence, 1890-1910", "321"),
        ("9877", "Diaries, 1901-1948", "322"),
        ("9878", "Photographs", None),
    ],
)
_AS_B = _resource(
    "178",
    "Records of the Harbour Workers Union, 1921-1988",
    [("10410", "Minutes, 1921-1960", None), ("10411", "Strike bulletins, 1951", "405")],
)

ASPACE_CASES = [
    # sig_filtered_title: titles end in " | University Special Collections" like the home
    # page's; the collection title is in every component and digital object breadcrumb, the
    # PDF and the IIIF manifests (Dataverse shape). Truth: resource, organization view,
    # PDF, archival objects, digital objects and their manifests; not the repository page
    # (which lists the title too), agents, subjects or chrome.
    ASPACE.case(
        "aspace-marsh-papers",
        expected="sig_filtered_title",
        artifact_class="Multi-Hop",
        entry=ASPACE.url("/repositories/2/resources/145"),
        truth=_AS_A,
        others={ASPACE.url("/agents/people/412")},
    ),
    # sig_filtered_title: a union's records with one digitised series.
    ASPACE.case(
        "aspace-harbour-union",
        expected="sig_filtered_title",
        artifact_class="Multi-Hop",
        entry=ASPACE.url("/repositories/2/resources/178"),
        truth=_AS_B,
        others={ASPACE.url("/agents/people/412")},
    ),
]

# --- Omeka S exhibit: the site under /s/<slug>, files on an S3 bucket --------------------

OMEKA = Hub(
    "Omeka S exhibit",
    Portal(
        "exhibits.citymuseum.hx19.example",
        "City Museum Exhibits",
        [("/s/", "All exhibits"), ("/about", "About the museum"), ("/visit", "Visit")],
        footer("City Museum"),
        title_format="{title} \u00b7 {name}",
    ),
)
OMEKA_S3 = "omeka-files.citymuseum-s3.hx19.example"


def _exhibit(slug: str, name: str, pages: list[str], items: list[tuple[str, str, str]]) -> set[str]:
    site = f"/s/{slug}"
    head = (
        '<meta name="generator" content="Omeka S">'
        '<link rel="stylesheet" href="/themes/freedom/asset/css/style.css?v=1.3.1">'
        '<script src="/application/asset/js/global.js?v=4.0.4"></script>'
    )
    nav = links(
        [(f"{site}/page/{p}", p.replace("-", " ").title()) for p in pages]
        + [(f"{site}/item", "Browse items")]
    )
    truth: set[str] = set()
    item_links = []
    for iid, mid, label in items:
        fname = f"{mid}a9c4e1b7d2f03.jpg"
        original = OMEKA.file(OMEKA_S3, f"/original/{fname}", png(40, 30), "image/png")
        OMEKA.file(OMEKA_S3, f"/large/{fname}", png(20, 15), "image/png")
        truth.add(original)
        truth.add(
            OMEKA.page(
                f"{site}/media/{mid}",
                label,
                f"{nav}<h1>{label}</h1>"
                f'<img src="http://{OMEKA_S3}/large/{fname}" alt=""><p><a href="{original}">Download original</a></p>',
                head=head,
            )
        )
        manifest = OMEKA.raw(
            f"/iiif/3/{iid}/manifest",
            data(f'{{"type":"Manifest","label":{{"en":["{label}"]}}}}', "application/ld+json"),
        )
        truth.add(manifest)
        truth.add(
            OMEKA.page(
                f"{site}/item/{iid}",
                label,
                f"{nav}<h1>{label}</h1>"
                f'<p><a href="{site}/media/{mid}">Media</a> · <a href="{manifest}">IIIF manifest</a></p>',
                head=head,
            )
        )
        item_links.append((f"{site}/item/{iid}", label))
    truth.add(
        OMEKA.page(
            f"{site}/item", f"Items · {name}", f"{nav}<h1>Items</h1>{links(item_links)}", head=head
        )
    )
    for n, p in enumerate(pages):
        part = item_links[n % len(item_links) :][:2]
        truth.add(
            OMEKA.page(
                f"{site}/page/{p}",
                f"{p.replace('-', ' ').title()} \u00b7 {name}",
                f"{nav}<h1>{p.replace('-', ' ').title()}</h1><p>Exhibit text.</p>{links(part)}",
                head=head,
            )
        )
    truth.add(
        OMEKA.page(
            site,
            name,
            f"{nav}<h1>{name}</h1><p>An exhibit of the City Museum.</p>"
            '<p>Powered by <a href="http://omeka.test/s">Omeka S</a></p>',
            head=head,
        )
    )
    return truth


OMEKA.page(
    "/s/",
    "Exhibits",
    "<h1>Exhibits</h1>"
    + links([("/s/harbour-lives", "Harbour Lives"), ("/s/printers-row", "Printers Row")]),
)
_OM_A = _exhibit(
    "harbour-lives",
    "Harbour Lives",
    ["dockers", "women-at-the-quay", "the-strike-of-1951"],
    [
        ("1234", "5678", "Dockers at the grain silo, 1938"),
        ("1235", "5679", "Quay canteen, 1952"),
        ("1241", "5690", "Strike committee photograph, 1951"),
    ],
)
_OM_B = _exhibit(
    "printers-row",
    "Printers Row",
    ["the-presses", "apprentices"],
    [("1310", "5801", "Type case, c. 1900"), ("1311", "5802", "Apprentice indenture, 1911")],
)

OMEKA_CASES = [
    # path_based_externals: the exhibit is the Omeka S site /s/harbour-lives (pages, items,
    # media, browse list); original files sit in an S3 bucket on another domain. Truth:
    # those plus the items' IIIF manifests (/iiif/3/<id>, same host, outside the path);
    # not the exhibits list, the other exhibit, Omeka's site or chrome.
    OMEKA.case(
        "omeka-harbour-lives",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=OMEKA.url("/s/harbour-lives"),
        truth=_OM_A,
        others={OMEKA.url("/s/printers-row")},
    ),
    # path_based_externals: a smaller exhibit of the same installation.
    OMEKA.case(
        "omeka-printers-row",
        expected="path_based_externals",
        artifact_class="Multi-Hop",
        entry=OMEKA.url("/s/printers-row"),
        truth=_OM_B,
        others={OMEKA.url("/s/harbour-lives")},
    ),
]

# --- CONTENTdm compound object: child pages carry the object title, files do not --------

CDM = Hub(
    "CONTENTdm compound object",
    Portal(
        "digital.statehist.hx19.example",
        "State Historical Society Digital Collections",
        [
            ("/digital/collections", "Browse collections"),
            ("/digital/search", "Advanced search"),
            ("/digital/custom/about", "About"),
            ("/digital/custom/contact", "Ask a librarian"),
        ],
        footer("the State Historical Society"),
    ),
)


def _compound(coll: str, cid: int, title: str, pages: int, related: int) -> set[str]:
    base = f"/digital/collection/{coll}/id/{cid}"
    head = (
        '<meta name="generator" content="CONTENTdm">'
        '<script src="/customizations/global/pages/cdm.bundle.js"></script>'
    )
    truth: set[str] = set()
    rows = []
    for n in range(1, pages + 1):
        child = cid - pages - 1 + n
        dl = f"/digital/api/collection/{coll}/id/{child}/download"
        truth.add(CDM.raw(dl, data(png(24, 32), "image/png")))
        CDM.raw(f"/iiif/2/{coll}:{child}/full/730,/0/default.jpg", data(png(12, 16), "image/png"))
        truth.add(
            CDM.page(
                f"{base}/show/{child}",
                title,
                f"<h1>{title}</h1><h2>Page {n}</h2>"
                f'<img src="/iiif/2/{coll}:{child}/full/730,/0/default.jpg" alt="">'
                f'<p><a href="{dl}">Download this page</a> · <a href="/digital/collection/{coll}">Collection</a></p>',
                head=head,
                raw_title=True,
            )
        )
        rows.append((f"{base}/show/{child}", f"Page {n}"))
    manifest = CDM.raw(
        f"/iiif/info/{coll}/{cid}/manifest.json",
        data(f'{{"@type":"sc:Manifest","label":"{title}"}}', "application/json"),
    )
    allpdf = CDM.raw(
        f"/digital/api/collection/{coll}/id/{cid}/download",
        data(pdf(title, ["Compound object"]), "application/pdf"),
    )
    truth |= {manifest, allpdf}
    truth.add(
        CDM.page(
            base,
            title,
            f'<h1>{title}</h1>{links(rows)}<p><a href="{allpdf}">Download all (PDF)</a> · '
            f'<a href="{manifest}">IIIF manifest</a></p><p>Related: <a href="/digital/collection/{coll}/id/{related}">'
            "related item</a></p>",
            head=head,
            raw_title=True,
        )
    )
    return truth


CDM.page(
    "/digital/collection/p16001coll7",
    "Civil War Diaries",
    "<h1>Civil War Diaries</h1>",
    raw_title=True,
)
CDM.page(
    "/digital/collection/p16001coll7/id/430", "Letter, 1863", "<h1>Letter</h1>", raw_title=True
)
CDM.page(
    "/digital/collection/p16001coll9",
    "Family Scrapbooks",
    "<h1>Family Scrapbooks</h1>",
    raw_title=True,
)
CDM.page(
    "/digital/collection/p16001coll9/id/77", "Recipe book", "<h1>Recipe book</h1>", raw_title=True
)
_CDM_A = _compound("p16001coll7", 412, "Diary of Amos Kittredge, 1862-1864", 3, 430)
_CDM_B = _compound("p16001coll9", 96, "Scrapbook of the Lindqvist family, 1918-1925", 2, 77)

CDM_CASES = [
    # sig_title_plus_ignored: the page title is the bare object title, printed on every
    # child page and in the IIIF manifest and PDF; the page images are one hop from the
    # child pages and carry no text (Dryad shape). Truth: compound page, child pages,
    # their downloads, the PDF and manifest; not the collection, related item or chrome.
    CDM.case(
        "cdm-kittredge-diary",
        expected="sig_title_plus_ignored",
        artifact_class="Multi-Hop",
        entry=CDM.url("/digital/collection/p16001coll7/id/412"),
        truth=_CDM_A,
        others={CDM.url("/digital/collection/p16001coll7/id/430")},
    ),
    # sig_title_plus_ignored: a two-page scrapbook in another collection.
    CDM.case(
        "cdm-lindqvist-scrapbook",
        expected="sig_title_plus_ignored",
        artifact_class="Multi-Hop",
        entry=CDM.url("/digital/collection/p16001coll9/id/96"),
        truth=_CDM_B,
        others={CDM.url("/digital/collection/p16001coll9/id/77")},
    ),
]

# --- Europeana-like aggregator record pointing to the providing institution -------------

EURO = Hub(
    "Europeana-like aggregator record",
    Portal(
        "www.euroaggr.hx19.example",
        "EuroHeritage",
        [
            ("/en/collections", "Explore"),
            ("/en/stories", "Stories"),
            ("/en/share-your-data", "Share your data"),
            ("/en/about-us", "About us"),
        ],
        footer("EuroHeritage Foundation"),
        title_format="{title} | {name}",
        home_title="Discover Europe's digital cultural heritage | EuroHeritage",
    ),
)
EURO_API = "api.euroaggr-api.hx19.example"
EURO_IIIF = "iiif.euroaggr-api.hx19.example"
EURO_PROXY = "proxy.euroaggr-api.hx19.example"
PROVIDERS = {
    "museum": "collectie.provmuseum.hx19.example",
    "library": "dlib.natlibprov.hx19.example",
}


def _record(rec: str, title: str, provider: str, provider_path: str, neighbour: str) -> set[str]:
    truth: set[str] = set()
    phost = PROVIDERS[provider]
    media = EURO.file(phost, f"{provider_path}/full.png", png(30, 20), "image/png")
    shown_at = EURO.file(
        phost,
        provider_path,
        plain_html(title, f'<h1>{title}</h1><img src="{provider_path}/full.png">'),
    )
    proxy = EURO.file(
        EURO_PROXY,
        f"/{rec}?view={quote(media, safe='')}&disposition=attachment",
        png(30, 20),
        "image/png",
    )
    truth.add(proxy)
    manifest = EURO.file(
        EURO_IIIF,
        f"/presentation/{rec}/manifest",
        f'{{"@type":"sc:Manifest","label":"{title}"}}'.encode(),
        "application/json",
    )
    api = EURO.file(
        EURO_API,
        f"/record/v2/{rec}.json",
        f'{{"object":{{"about":"/{rec}"}}}}'.encode(),
        "application/json",
    )
    jsonld = EURO.file(
        EURO_API,
        f"/record/v2/{rec}.jsonld",
        f'{{"@id":"http://data.euroaggr/item/{rec}"}}'.encode(),
        "application/ld+json",
    )
    truth |= {manifest, api, jsonld}
    EURO.file(EURO_IIIF, f"/image/{rec}/full/400,/0/default.jpg", png(20, 14), "image/png")
    truth.add(
        EURO.page(
            f"/en/item/{rec}",
            title,
            f'<h1>{title}</h1><img src="http://{EURO_IIIF}/image/{rec}/full/400,/0/default.jpg" alt="">'
            + links(
                [
                    (proxy, "Download"),
                    (manifest, "IIIF manifest"),
                    (api, "API record (JSON)"),
                    (jsonld, "Linked data (JSON-LD)"),
                    (shown_at, "View at providing institution"),
                ]
            )
            + f'<p>Similar items: <a href="/en/item/{neighbour}">related record</a></p>'
            f'<p>Data provider: <a href="/en/collections/organisation/1482-{provider}">{provider}</a></p>',
            head='<meta property="og:site_name" content="EuroHeritage">'
            '<script src="/_nuxt/entry.4e7a1c.js" type="module"></script>'
            f'<link rel="alternate" type="application/ld+json" href="{jsonld}">',
        )
    )
    EURO.page(f"/en/item/{neighbour}", "Related record", "<h1>Related record</h1>")
    return truth


_EU_A = _record(
    "2021672/resource_document_mauritshuis_670",
    "Girl with a Pearl Earring, c. 1665",
    "museum",
    "/object/670",
    "2021672/resource_document_mauritshuis_671",
)
_EU_B = _record(
    "9200397/BibliographicResource_3000126284212",
    "Het Volk, 14 maart 1919",
    "library",
    "/view/newspaper/3000126284212",
    "9200397/BibliographicResource_3000126284213",
)

EURO_CASES = [
    # sig_uri: the record id 2021672/resource_document_mauritshuis_670 is in the record
    # page, the IIIF manifest, the API and JSON-LD records and the media proxy download
    # (GBIF shape); the provider's own object page is another artifact (another portal),
    # and the similar record shares only a prefix. Truth: page, manifest, API records,
    # proxied download.
    EURO.case(
        "euro-pearl-earring",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=EURO.url("/en/item/2021672/resource_document_mauritshuis_670"),
        truth=_EU_A,
        others={
            f"http://{PROVIDERS['museum']}/object/670",
            EURO.url("/en/item/2021672/resource_document_mauritshuis_671"),
        },
    ),
    # sig_uri: a newspaper issue aggregated from a national library.
    EURO.case(
        "euro-het-volk-1919",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=EURO.url("/en/item/9200397/BibliographicResource_3000126284212"),
        truth=_EU_B,
        others={f"http://{PROVIDERS['library']}/view/newspaper/3000126284212"},
    ),
]

CASES: list[Case] = [*CLARIN_CASES, *ASPACE_CASES, *OMEKA_CASES, *CDM_CASES, *EURO_CASES]
