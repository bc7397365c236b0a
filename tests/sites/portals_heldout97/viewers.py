"""Viewers and reference databases editions link to: a IIIF manuscript viewer, a
prosopography of correspondents, and a gazetteer of places (two records each)."""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, finish, host, page, pdf_of, static_site, text, ul

# --- IIIF manuscript viewer (significant string from URI: the manuscript's id is in the
# path or query of every URI of it, on the viewer host and on the IIIF API host) ---------

FS = host("viewer", "folioscope")
FS_API = host("iiif", "folioscope")
FS_STATIC = host("static", "folioscope")
FS_PORTAL = Portal(
    FS,
    "Folioscope",
    [
        ("/collections", "Collections"),
        ("/browse?type=letters", "Letters"),
        ("/browse?type=codices", "Codices"),
        ("/help/iiif", "Using IIIF"),
        ("/about", "About"),
    ],
    [("/imprint", "Imprint"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")],
    title_format="{title} | {name}",
)


def _manifest(msid: str, label: str, canvases: list[str]) -> Response:
    doc = {
        "@context": "http://iiif.io/api/presentation/3/context.json",
        "id": f"http://{FS_API}/presentation/{msid}/manifest.json",
        "type": "Manifest",
        "label": {"en": [label]},
        "items": [
            {"id": f"http://{FS_API}/presentation/{msid}/canvas/{c}", "type": "Canvas"}
            for c in canvases
        ],
    }
    return Response.data(json.dumps(doc).encode(), "application/ld+json")


def _image(msid: str, c: str) -> str:
    return f"http://{FS_API}/image/{msid}_{c}/full/max/0/default.png"


def _viewer(msid: str, label: str, shelf: str, canvases: list[str], extra: str) -> str:
    thumbs = "".join(
        f'<img src="http://{FS_API}/image/{msid}_{c}/full/120,/0/default.png" alt="{c}">'
        for c in canvases[:4]
    )
    links = ul(
        [
            (f"http://{FS_API}/presentation/{msid}/manifest.json", "IIIF manifest"),
            (f"/download/{msid}.pdf", "Download as PDF"),
            (f"/search/transcriptions?manuscript={msid}", "Search the transcription"),
        ]
    )
    aside = "<h2>From the same collection</h2>" + ul(
        [
            ("/view/fsc-51ab07", "Letters of the Harsdorf family"),
            ("/view/fsc-9e0d13", "Register of letters sent, 1620–1634"),
            ("/collections/private-letters", "Collection: private letters"),
        ]
    )
    main = (
        f"<h1>{escape(label)}</h1><p>{escape(shelf)}</p>"
        f'<div class="mirador" data-manifest="http://{FS_API}/presentation/{msid}/manifest.json">'
        f"{thumbs}</div>{links}{extra}"
        "<p>Rights: public domain. Digitised with the support of the Neumann Foundation.</p>"
    )
    # no share buttons and no ?next= on the login link: nothing else carries the id
    return page(FS_PORTAL, label, main, static=FS_STATIC, aside=aside)


def _folioscope_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    m1, c1 = "fsc-0c9e41", ["f001r", "f001v", "f002r"]
    l1 = "Letter of Margarete Tucher to Anton Tucher, 1598"
    pages[f"/view/{m1}"] = _viewer(m1, l1, "Stadtarchiv, Tucher-Briefe 17", c1, "")
    pages[f"/download/{m1}.pdf"] = pdf_of(l1, "3 images")
    pages[f"/search/transcriptions?manuscript={m1}"] = page(
        FS_PORTAL,
        "Search results",
        f"<h1>Transcription of {escape(l1)}</h1><p>Lieber Anthoni …</p>"
        + a(f"/view/{m1}", "Back to viewer"),
        static=FS_STATIC,
    )
    api[f"/presentation/{m1}/manifest.json"] = _manifest(m1, l1, c1)

    m2 = "fsc-77d2a8"
    c2 = [f"f{n:03d}{s}" for n in range(1, 6) for s in "rv"]
    l2 = "Copybook of letters of the Imhoff trading house, 1611–1614"
    extra = ul(
        [
            (f"/view/{m2}/thumbs?page=1", "All pages as thumbnails"),
            (f"/describe?ms={m2}", "Manuscript description"),
            (f"http://{FS_API}/presentation/{m2}/list/annotations.json", "Annotations (W3C)"),
            (f"/htr/{m2}.txt", "Handwritten-text recognition (plain text)"),
        ]
    ) + ul([(_image(m2, c), f"Full image {c}") for c in c2[:2]])
    pages[f"/view/{m2}"] = _viewer(m2, l2, "Stadtbibliothek, Amb. 2° 41", c2, extra)
    for n, chunk in ((1, c2[:6]), (2, c2[6:])):
        nav = a(f"/view/{m2}/thumbs?page=2", "Next →") if n == 1 else ""
        pages[f"/view/{m2}/thumbs?page={n}"] = page(
            FS_PORTAL,
            f"{l2}: thumbnails, page {n}",
            f"<h1>{escape(l2)}</h1>" + ul([(_image(m2, c), c) for c in chunk]) + nav,
            static=FS_STATIC,
        )
    pages[f"/describe?ms={m2}"] = page(
        FS_PORTAL,
        f"{l2}: description",
        f"<h1>{escape(l2)}</h1><p>Paper, 212 leaves, several hands.</p>",
        static=FS_STATIC,
    )
    pages[f"/htr/{m2}.txt"] = text("Copia schreibens an Hans Imhoff …\n")
    pages[f"/download/{m2}.pdf"] = pdf_of(l2, "10 images")
    pages[f"/search/transcriptions?manuscript={m2}"] = page(
        FS_PORTAL,
        "Search results",
        f"<h1>Transcription of {escape(l2)}</h1><p>Copia schreibens …</p>",
        static=FS_STATIC,
    )
    api[f"/presentation/{m2}/manifest.json"] = _manifest(m2, l2, c2)
    api[f"/presentation/{m2}/list/annotations.json"] = Response.data(
        b'{"type":"AnnotationPage","items":[]}', "application/ld+json"
    )
    for msid, cs in ((m1, c1), (m2, c2)):
        for c in cs:
            for size in ("max", "120,"):
                api[f"/image/{msid}_{c}/full/{size}/0/default.png"] = Response.data(
                    png(32, 40, (210, 200, 170)), "image/png"
                )
    return [
        finish(FS_PORTAL, pages, FS_STATIC),
        Site(FS_API, api),
        static_site(FS_STATIC),
    ]


FS1 = f"http://{FS}/view/fsc-0c9e41"
FS_TRUTH1 = [
    FS1,
    f"http://{FS}/download/fsc-0c9e41.pdf",
    f"http://{FS}/search/transcriptions?manuscript=fsc-0c9e41",
    f"http://{FS_API}/presentation/fsc-0c9e41/manifest.json",
]
FS2 = f"http://{FS}/view/fsc-77d2a8"
FS_TRUTH2 = [
    FS2,
    f"http://{FS}/download/fsc-77d2a8.pdf",
    f"http://{FS}/search/transcriptions?manuscript=fsc-77d2a8",
    f"http://{FS_API}/presentation/fsc-77d2a8/manifest.json",
    f"http://{FS_API}/presentation/fsc-77d2a8/list/annotations.json",
    f"http://{FS}/view/fsc-77d2a8/thumbs?page=1",
    f"http://{FS}/view/fsc-77d2a8/thumbs?page=2",
    f"http://{FS}/describe?ms=fsc-77d2a8",
    f"http://{FS}/htr/fsc-77d2a8.txt",
    *(_image("fsc-77d2a8", f"f{n:03d}{s}") for n in range(1, 6) for s in "rv"),
]

# --- Prosopography (single page: a person record is one page) ---------------------------

PR = host("who", "prosopon-epistolae")
PR_STATIC = host("static", "prosopon-epistolae")
PR_PORTAL = Portal(
    PR,
    "Prosopon – persons in early modern correspondence",
    [
        ("/persons", "Persons"),
        ("/relations", "Relations"),
        ("/sources", "Sources"),
        ("/sparql", "SPARQL"),
        ("/about", "About"),
    ],
    [("/imprint", "Imprint"), ("/privacy", "Privacy"), ("/licence", "ODbL")],
    title_format="{title} · Prosopon",
)


def _person(pid: str, name: str, dates: str, facts: str, rel: list[tuple[str, str]]) -> str:
    aside = (
        "<h2>Related persons</h2>"
        + ul(rel)
        + "<h2>Authority files</h2>"
        + ul(
            [
                (f"http://d-nb.test/gnd/{pid[-6:]}", "GND"),
                (f"http://viaf.test/viaf/{pid[-6:]}1", "VIAF"),
                (f"http://www.wikidata.test/wiki/Q{pid[-6:]}", "Wikidata"),
            ]
        )
    )
    main = (
        f"<h1>{escape(name)}</h1><p class='dates'>{escape(dates)}</p>{facts}"
        f"<p class='cite'>Cite this record: Prosopon, {pid}, http://{PR}/person/{pid}</p>"
    )
    return page(
        PR_PORTAL, name, main, static=PR_STATIC, aside=aside, share=f"http://{PR}/person/{pid}"
    )


def _prosopon_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/person/PRS-004518": _person(
            "PRS-004518",
            "Johanna Lenz (née Wächter)",
            "1761–1829",
            "<p>Letter writer, Frankfurt am Main. 42 letters known.</p>"
            + ul([("/place/frankfurt", "Frankfurt am Main"), ("/occupation/merchant", "Merchant")]),
            [
                ("/person/PRS-004519", "Georg Lenz (husband)"),
                ("/person/PRS-002207", "Sophie La Roche"),
            ],
        ),
        "/person/PRS-011207": _person(
            "PRS-011207",
            "Friedrich Sachse",
            "1770–1841",
            "<p>Army surgeon and correspondent of Jakob Imhof.</p><h2>Life events</h2><ol>"
            "<li>1789 studies at Jena</li><li>1806 surgeon at the Collegienhaus</li></ol>"
            "<h2>Letters</h2><p>Mentioned in 38 letters. "
            + a("/search?mentions=PRS-011207", "Show all mentions")
            + " · "
            + a(f"http://{host('briefe', 'quillhaven')}/letters/qh-1102/", "Imhof to Brandt, 1806")
            + "</p><h2>Sources</h2>"
            + ul(
                [
                    ("/source/s-441", "Jena matriculation register"),
                    ("/source/s-512", "Army list 1806"),
                ]
            ),
            [
                ("/person/PRS-000140", "Jakob Imhof (friend)"),
                ("/person/PRS-011208", "Luise Sachse (wife)"),
                ("/person/PRS-011209", "Carl Sachse (son)"),
                ("/persons?letter=S", "More persons under S"),
            ],
        ),
    }
    return [finish(PR_PORTAL, pages, PR_STATIC), static_site(PR_STATIC)]


# --- Gazetteer (single hop with chrome: a place record and its exports) -----------------

GZ = host("places", "orbis-loci")
GZ_STATIC = host("tiles", "orbis-loci")
GZ_PORTAL = Portal(
    GZ,
    "Orbis Loci Gazetteer",
    [("/places", "Places"), ("/map", "Map"), ("/contribute", "Contribute"), ("/api", "API")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/cite", "How to cite")],
    title_format="{title} — {name}",
)


def _place(
    pid: str, name: str, facts: str, exports: list[tuple[str, str]], near: list[tuple[str, str]]
) -> str:
    head = "".join(
        f'<link rel="alternate" type="application/ld+json" href="{h}">'
        for h, t in exports
        if h.endswith("jsonld")
    )
    main = (
        f"<h1>{escape(name)}</h1>{facts}"
        f'<div id="map" data-tiles="http://{GZ_STATIC}/{{z}}/{{x}}/{{y}}.png"></div>'
        "<h2>Export</h2>" + ul([(h, t) for h, t in exports if not h.endswith("jsonld")])
    )
    aside = "<h2>Nearby places</h2>" + ul(near)
    return page(
        GZ_PORTAL,
        name,
        main,
        static=GZ_STATIC,
        aside=aside,
        head=head,
        share=f"http://{GZ}/place/{pid}",
    )


def _gazetteer_sites() -> list[Site]:
    p1, p2 = "7702314", "8812090"
    ex1 = [
        (f"/export/{p1}/geojson", "GeoJSON"),
        (f"/export/{p1}/ttl", "RDF (Turtle)"),
        (f"/export/{p1}/kml", "KML"),
        (f"/cite/{p1}.bib", "BibTeX"),
    ]
    ex2 = [
        (f"/export/{p2}/geojson", "GeoJSON"),
        (f"/export/{p2}/ttl", "RDF (Turtle)"),
        (f"/export/{p2}/kml", "KML"),
        (f"/export/{p2}/linkedplaces", "Linked Places format"),
        (f"/export/{p2}/jsonld", "JSON-LD"),
        (f"/cite/{p2}.bib", "BibTeX"),
        (f"/cite/{p2}.ris", "RIS"),
        (f"/place/{p2}?rev=4", "Revision 4 (2023-02-11)"),
        (f"/place/{p2}?rev=3", "Revision 3 (2021-09-30)"),
    ]
    pages: dict[str, PageValue] = {
        f"/place/{p1}": _place(
            p1,
            "Wetzlar",
            "<p>Town in Hesse; seat of the Imperial Chamber Court. 50.55 N, 8.50 E.</p>",
            ex1,
            [("/place/7702390", "Giessen"), ("/place/7702402", "Garbenheim")],
        ),
        f"/place/{p2}": _place(
            p2,
            "Karlsbad (Karlovy Vary)",
            "<p>Spa town in Bohemia. 50.23 N, 12.87 E.</p><h2>Name variants</h2>"
            "<ul><li>Carlsbad (en)</li><li>Karlsbad (de)</li><li>Karlovy Vary (cs)</li></ul>"
            "<h2>Attestations</h2>"
            + ul(
                [
                    (
                        "/attestation?place=8812090&src=GSA",
                        "In 112 letters (Goethe- und Schiller-Archiv)",
                    )
                ]
            )
            + "<h2>Revisions</h2>",
            ex2,
            [
                ("/place/8812101", "Marienbad"),
                ("/place/8812113", "Eger (Cheb)"),
                ("/places?near=8812090", "More nearby"),
            ],
        ),
    }
    for pid, ex, name in ((p1, ex1, "Wetzlar"), (p2, ex2, "Karlsbad")):
        for h, _t in ex:
            if "?rev=" in h:
                pages[h] = page(
                    GZ_PORTAL,
                    f"{name} (old revision)",
                    f"<h1>{name}</h1><p>Old revision.</p>",
                    static=GZ_STATIC,
                )
            elif h.endswith(("geojson", "linkedplaces", "jsonld")):
                pages[h] = text(json.dumps({"id": pid, "name": name}), "application/geo+json")
            elif h.endswith("ttl"):
                pages[h] = text(f'<http://{GZ}/place/{pid}> rdfs:label "{name}" .\n', "text/turtle")
            elif h.endswith("kml"):
                pages[h] = text(
                    f"<kml><Placemark><name>{name}</name></Placemark></kml>",
                    "application/vnd.google-earth.kml+xml",
                )
            else:
                pages[h] = text(f"@misc{{ol{pid}, title={{{name}}}}}\n", "application/x-bibtex")
    return [finish(GZ_PORTAL, pages, GZ_STATIC), static_site(GZ_STATIC)]


GZ1 = f"http://{GZ}/place/7702314"
GZ2 = f"http://{GZ}/place/8812090"
GZ_TRUTH1 = [GZ1] + [
    f"http://{GZ}{p}"
    for p in (
        "/export/7702314/geojson",
        "/export/7702314/ttl",
        "/export/7702314/kml",
        "/cite/7702314.bib",
    )
]
GZ_TRUTH2 = [GZ2] + [
    f"http://{GZ}{p}"
    for p in (
        "/export/8812090/geojson",
        "/export/8812090/ttl",
        "/export/8812090/kml",
        "/export/8812090/linkedplaces",
        "/export/8812090/jsonld",
        "/cite/8812090.bib",
        "/cite/8812090.ris",
        "/place/8812090?rev=4",
        "/place/8812090?rev=3",
    )
]


def cases() -> list[Case]:
    return [
        case(
            "folioscope-tucher-letter",
            "IIIF manuscript viewer (letter with manifest, PDF and transcription search)",
            "Multi-Hop",
            # The seed's GBIF shape: the record's id (fsc-0c9e41) is in every URI of it,
            # across the viewer host and the IIIF API host and in query strings, while no
            # chrome link carries it: Significant String from URI.
            "sig_uri",
            FS1,
            FS_TRUTH1,
            _folioscope_sites,
            others=[f"http://{FS}/view/fsc-51ab07"],
        ),
        case(
            "folioscope-imhoff-copybook",
            "IIIF manuscript viewer (codex with paged thumbnails, annotations, HTR text)",
            "Multi-Hop",
            # Same portal, more: paged thumbnails (page 2 only from page 1), full images on
            # the API host, annotations, description and HTR text, all carrying the id.
            "sig_uri",
            FS2,
            FS_TRUTH2,
            _folioscope_sites,
            others=[f"http://{FS}/view/fsc-9e0d13"],
        ),
        case(
            "prosopon-johanna-lenz",
            "Prosopography database (person record)",
            "Single Artifact URI",
            # A person record is one page; related persons, places and authority files
            # are other artifacts: Single Page, as for the seed's encyclopedia articles.
            "single_page",
            f"http://{PR}/person/PRS-004518",
            [f"http://{PR}/person/PRS-004518"],
            _prosopon_sites,
            others=[f"http://{PR}/person/PRS-004519"],
        ),
        case(
            "prosopon-friedrich-sachse",
            "Prosopography database (person with life events, sources and many relations)",
            "Single Artifact URI",
            # Many more links out (sources, relations, mention search, an edition letter),
            # but still one record page.
            "single_page",
            f"http://{PR}/person/PRS-011207",
            [f"http://{PR}/person/PRS-011207"],
            _prosopon_sites,
            others=[f"http://{PR}/person/PRS-000140", f"http://{PR}/source/s-441"],
        ),
        case(
            "orbisloci-wetzlar",
            "Place gazetteer (place record with exports)",
            "Single Hop",
            # The record and its export files, all one hop from the entry, amid menus and
            # nearby places: the seed's Figshare/Zenodo shape, Single Page+ with Ignored URIs.
            "single_page_plus_ignored",
            GZ1,
            GZ_TRUTH1,
            _gazetteer_sites,
            others=[f"http://{GZ}/place/7702390"],
        ),
        case(
            "orbisloci-karlsbad",
            "Place gazetteer (place with variants, JSON-LD alternate, more exports, revisions)",
            "Single Hop",
            # Same shape with more exports, a JSON-LD <link rel=alternate> and the record's
            # earlier revisions, all still one hop from the entry.
            "single_page_plus_ignored",
            GZ2,
            GZ_TRUTH2,
            _gazetteer_sites,
            others=[f"http://{GZ}/place/8812101"],
        ),
    ]
