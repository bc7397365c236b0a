"""Significant String from URI portals of heldout109 (the seed's GBIF row: an identifier in
the entry's path recurs in every artifact URI, across paths and hosts): an epigraphic
database with an API host, a Scaife-style CTS reader, and a CONTENTdm papyrus item."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import host, jpeg_like, pdf_file, text

# --- an epigraphic database (EDH-style, Django) with its API on another host ---------------

EDH = Portal(
    host("edh", "epigraphy-db"),
    "Epigraphic Database of the Danube Provinces",
    menu=[
        ("/edh/", "Start"),
        ("/edh/inschrift", "Inschriften"),
        ("/edh/foto", "Fotos"),
        ("/edh/geographie", "Geographie"),
        ("/edh/literatur", "Bibliographie"),
        ("/edh/hilfe", "Hilfe"),
    ],
    footer=[
        ("/edh/impressum", "Impressum"),
        ("/edh/datenschutz", "Datenschutz"),
        ("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - {name}",
)
API = host("api", "epigraphy-db")


def _edh(
    hd: str, title: str, geo: str, photos: list[str], lit: str, neighbours: list[str]
) -> tuple[dict[str, object], dict[str, object], list[str]]:
    e = f"/edh/inschrift/{hd}"
    fl = f"/edh/foto/fotoliste?hd_nr={hd}"
    cit = f"/edh/zitation?hd_nr={hd}"
    api = f"/v1/inscriptions/{hd}"
    own = [e, e + ".xml", e + ".json", cit] + ([fl] if photos else [])
    main = (
        f'<h1>{hd}: {title}</h1><table class="inschrift"><tr><th>Provinz</th><td>Moesia '
        f'superior</td></tr><tr><th>Fundort</th><td><a href="/edh/geographie/{geo}">{geo}</a>'
        "</td></tr><tr><th>Inschriftgattung</th><td>Weihinschrift</td></tr>"
        "<tr><th>Text</th><td>I(ovi) O(ptimo) M(aximo) / pro salute ...</td></tr>"
        f'<tr><th>Literatur</th><td><a href="/edh/literatur/{lit}">{lit}</a></td></tr>'
        f'<tr><th>Trismegistos</th><td><a href="http://tm.test/text/{int(hd[2:]) + 131000}">'
        "TM</a></td></tr></table>"
        + (f'<p><a href="{fl}">Fotos ({len(photos)})</a></p>' if photos else "")
        + f'<p class="export">Export: <a href="{e}.xml">EpiDoc XML</a> <a href="{e}.json">JSON'
        f'</a> <a href="http://{API}{api}">API</a> · <a href="{cit}">Zitieren</a></p>'
        '<p class="nearby">Inschriften vom selben Fundort: '
        + " ".join(f'<a href="/edh/inschrift/{n}">{n}</a>' for n in neighbours)
        + "</p>"
    )
    pages: dict[str, object] = {
        e: EDH.page(f"{hd}: {title}", main),
        e + ".xml": text(f"<TEI><idno>{hd}</idno></TEI>", "application/tei+xml"),
        e + ".json": text(f'{{"id": "{hd}"}}', "application/json"),
        cit: EDH.page(f"Zitieren {hd}", f'<p>EDH {hd} (2026), <a href="{e}">{EDH.url(e)}</a></p>'),
        f"/edh/geographie/{geo}": EDH.page(geo, f"<h1>{geo}</h1>"),
        **{f"/edh/inschrift/{n}": EDH.page(n, f"<h1>{n}</h1>") for n in neighbours},
    }
    if photos:
        pages[fl] = EDH.page(
            f"Fotos zu {hd}",
            "".join(
                f'<a href="/edh/fotos/{hd}_{p}.jpg"><img src="/edh/fotos/thumbs/{hd}_{p}.jpg" '
                f'alt="{p}"></a>'
                for p in photos
            )
            + f'<p><a href="{e}">zurück zu {hd}</a></p>',
        )
        for n, p in enumerate(photos):
            pages[f"/edh/fotos/{hd}_{p}.jpg"] = jpeg_like(n + 3)
            pages[f"/edh/fotos/thumbs/{hd}_{p}.jpg"] = jpeg_like(n + 7)
            own.append(f"/edh/fotos/{hd}_{p}.jpg")
    api_pages: dict[str, object] = {
        api: text(f'{{"id": "{hd}", "title": "{title}"}}', "application/json")
    }
    truth = [EDH.url(p) for p in own] + [f"http://{API}{api}"]
    return pages, api_pages, truth


E1_PAGES, E1_API, E1_TRUTH = _edh(
    "HD046541",
    "Weihung an Iuppiter Optimus Maximus",
    "G012873",
    ["F011204", "F011205"],
    "B00421",
    ["HD046540", "HD046542"],
)
E2_PAGES, E2_API, E2_TRUTH = _edh(
    "HD051207", "Grabinschrift des Aurelius Maximus", "G013019", [], "B00688", ["HD051206"]
)


def edh() -> list[Site]:
    api = Site(API)
    for p, v in {**E1_API, **E2_API}.items():
        api.add(p, v)  # type: ignore[arg-type]
    return [EDH.site({**E1_PAGES, **E2_PAGES}), api]


# --- a Scaife-style CTS reader: every URI of a work carries its CTS URN --------------------

SV = Portal(
    host("scaife", "perseus-reader"),
    "Scaife Viewer",
    menu=[
        ("/library/", "Library"),
        ("/search/", "Search"),
        ("/about/", "About"),
        ("/accounts/login/", "Log in"),
    ],
    footer=[
        ("http://perseus.test/", "Perseus Digital Library"),
        ("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} | {name}",
)
_URN = "urn:cts:greekLit:tlg0059.tlg002"
_VERS = [("perseus-grc2", "Greek (Burnet)"), ("perseus-eng2", "English (Fowler)")]
_PASS = ["17a-24b", "24b-35d", "35e-42a"]


def _reader(v: str, i: int) -> str:
    nav = ""
    if i > 0:
        nav += f'<a rel="prev" href="/reader/{_URN}.{v}:{_PASS[i - 1]}/">previous</a> '
    if i + 1 < len(_PASS):
        nav += f'<a rel="next" href="/reader/{_URN}.{v}:{_PASS[i + 1]}/">next</a>'
    return SV.page(
        f"Apology {_PASS[i]}",
        f'<div class="reader"><a href="/library/{_URN}/">Plato, Apology</a><h1>Apology '
        f'{_PASS[i]}</h1><div class="text">...</div>{nav}'
        f'<a href="/library/passage/{_URN}.{v}:{_PASS[i]}/text/">Download passage text</a>'
        "</div>",
    )


def sv() -> list[Site]:
    work = f"/library/{_URN}/"
    versions = "".join(
        f'<li><a href="/reader/{_URN}.{v}:{_PASS[0]}/">{label}</a> '
        f'<a href="/library/passage/{_URN}.{v}/text/">text</a> '
        f'<a href="/library/passage/{_URN}.{v}/xml/">TEI</a></li>'
        for v, label in _VERS
    )
    pages: dict[str, object] = {
        work: SV.page(
            "Plato, Apology",
            f'<div class="library-work"><a href="/library/urn:cts:greekLit:tlg0059/">Plato</a>'
            f'<h1>Apology</h1><p class="urn">{_URN}</p><ul class="versions">{versions}</ul>'
            f'<a href="/api/library/{_URN}/json/">JSON</a></div>',
        ),
        f"/api/library/{_URN}/json/": text(f'{{"urn": "{_URN}"}}', "application/json"),
        "/library/urn:cts:greekLit:tlg0059/": SV.page("Plato", "<h1>Plato</h1>"),
        "/library/urn:cts:greekLit:tlg0059.tlg003/": SV.page("Plato, Crito", "<h1>Crito</h1>"),
    }
    for v, _l in _VERS:
        pages[f"/library/passage/{_URN}.{v}/text/"] = text("ἀπολογία ...\n")
        pages[f"/library/passage/{_URN}.{v}/xml/"] = text("<TEI/>", "application/tei+xml")
        for i, p in enumerate(_PASS):
            pages[f"/reader/{_URN}.{v}:{p}/"] = _reader(v, i)
            pages[f"/library/passage/{_URN}.{v}:{p}/text/"] = text(f"{p}\n")
    return [SV.site(pages)]


def sv_truth() -> list[str]:
    out = [f"/library/{_URN}/", f"/api/library/{_URN}/json/"]
    for v, _l in _VERS:
        out += [f"/library/passage/{_URN}.{v}/text/", f"/library/passage/{_URN}.{v}/xml/"]
        for p in _PASS:
            out += [f"/reader/{_URN}.{v}:{p}/", f"/library/passage/{_URN}.{v}:{p}/text/"]
    return [SV.url(p) for p in out]


# --- CONTENTdm: a papyrus item of a university's digital collections ----------------------

CDM = Portal(
    host("digital", "papyri-coll"),
    "Digital Collections",
    menu=[
        ("/digital/", "Home"),
        ("/digital/collections", "Browse Collections"),
        ("/digital/search", "Advanced Search"),
        ("/digital/about", "About"),
    ],
    footer=[
        ("/digital/custom/copyright", "Copyright"),
        ("http://oclc.test/contentdm", "Powered by CONTENTdm"),
    ],
    title_format="{title} - {name}",
)
_C = "/digital/collection/papyri/id/1187"
_CDL = "/digital/api/collection/papyri/id/1187/download"
_CIIIF = "/iiif/2/papyri:1187/manifest.json"
_CIMG = "/digital/api/singleitem/collection/papyri/id/1187/default.jpg"


def cdm() -> list[Site]:
    main = (
        '<div class="ItemView-container"><h1 class="ItemTitle-primaryTitle">P.Mich. inv. 4527: '
        'Letter of Apollinarios to his mother</h1><div class="ItemImage-itemImage">'
        f'<img src="/digital/api/singleitem/collection/papyri/id/1187/thumbnail" alt=""></div>'
        f'<div class="ItemDownload"><a href="{_CDL}">Download</a> '
        f'<a href="{_CIMG}">Full-size image</a> <a href="{_CIIIF}">IIIF manifest</a></div>'
        '<table class="ItemMetadata"><tr><td>Subject</td><td><a href="/digital/collection/'
        'papyri/search/searchterm/Letters/field/subjec/mode/exact/conn/and">Letters</a></td>'
        '</tr><tr><td>Collection</td><td><a href="/digital/collection/papyri">Papyrus '
        "Collection</a></td></tr></table>"
        '<div class="ItemPagination"><a href="/digital/collection/papyri/id/1186">Previous</a> '
        '<a href="/digital/collection/papyri/id/1188">Next</a></div></div>'
    )
    return [
        CDM.site(
            {
                _C: CDM.page("P.Mich. inv. 4527: Letter of Apollinarios to his mother", main),
                _CDL: pdf_file("P.Mich. inv. 4527", "Letter of Apollinarios"),
                _CIMG: jpeg_like(11),
                "/digital/api/singleitem/collection/papyri/id/1187/thumbnail": jpeg_like(12),
                _CIIIF: text('{"@id": "papyri:1187", "@type": "sc:Manifest"}', "application/json"),
                "/digital/collection/papyri/id/1186": CDM.page(
                    "P.Mich. inv. 4526", "<h1>4526</h1>"
                ),
            }
        )
    ]


CASES: list[Case] = [
    # EDH-style record (the seed's GBIF row): the HD number is in every URI of the record,
    # on the portal and on its API host, across unrelated paths (XML/JSON, citation, photo
    # list, photos, API). Geography, bibliography, neighbouring inscriptions and TM do not
    # carry it. Truth: record, XML, JSON, citation, photo list, 2 photos, API record.
    case(
        "edh-hd046541",
        "EDH-style epigraphic database (Django, separate API host)",
        "Multi-Hop",
        "sig_uri",
        EDH.url("/edh/inschrift/HD046541"),
        E1_TRUTH,
        edh,
        others=[EDH.url("/edh/inschrift/HD046540")],
    ),
    # Another record without photographs: record, XML, JSON, citation, API record.
    case(
        "edh-hd051207",
        "EDH-style epigraphic database (Django, separate API host)",
        "Multi-Hop",
        "sig_uri",
        EDH.url("/edh/inschrift/HD051207"),
        E2_TRUTH,
        edh,
    ),
    # Scaife-style reader: the work's CTS URN is in the work page, every reader passage of
    # both versions (reached by previous/next), the downloads and the JSON, while the author
    # page and other works have shorter or different URNs: Significant String from URI.
    case(
        "scaife-plato-apology",
        "Scaife Viewer (CTS reader of Greek and Latin texts)",
        "Multi-Hop",
        "sig_uri",
        SV.url(f"/library/{_URN}/"),
        sv_truth(),
        sv,
        others=[SV.url("/library/urn:cts:greekLit:tlg0059.tlg003/")],
    ),
    # CONTENTdm item: the pointer 1187 recurs in the download, the IIIF manifest and the
    # full-size image while the neighbours, subject search and collection carry none:
    # Significant String from URI. Truth: item page, download, image, manifest.
    case(
        "contentdm-pmich-4527",
        "CONTENTdm (digital collections, papyrus item)",
        "Single Hop",
        "sig_uri",
        CDM.url(_C),
        [CDM.url(p) for p in (_C, _CDL, _CIMG, _CIIIF)],
        cdm,
        others=[CDM.url("/digital/collection/papyri/id/1186")],
    ),
]
