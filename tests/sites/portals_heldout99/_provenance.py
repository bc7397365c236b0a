"""Provenance and research portals of heldout99: a provenance research database (objects,
ownership events, auction and archival sources), a museum's research data repository
announcing its records by signposting, an open-access collection image portal, and an
archive's expedition finding aids.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, doc, jsonr, png_titled, table, ul

# --- provenance research database: significant string from title ---------------------------

PROV = Chrome(
    host="provenance.aldermoor.hx99.example",
    name="Aldermoor Provenance Research Database",
    title_fmt="{title}",
    home_title="Aldermoor Provenance Research Database",
    menu=(
        ("/objects", "Objects"),
        ("/persons", "Persons and firms"),
        ("/sources", "Sources"),
        ("/method", "Research method"),
        ("/claims", "Claims and enquiries"),
    ),
)
OYSTERS = ("PRV-00731", "Still Life with Oysters and a Roemer, Pieter Claesz")
BUST = ("PRV-01288", "Reliquary Bust of a Female Saint, Cologne workshop")


def _event(n: int, s: str, year: int, what: str, links: list[tuple[str, str]]) -> str:
    return PROV.page(
        f"Provenance event {n}",
        f"<h1>{year}: {escape(what)}</h1><p>Object: {escape(s)}</p>" + ul(links),
        share=PROV.url(f"/event/{n}"),
    )


def build_provenance() -> list[Site]:
    pages: dict[str, PageValue] = {}
    oid, s = OYSTERS
    ev = [
        (5521, 1911, "Sold at auction, lot 33", "/source/AUK-1911-033", "/person/van-houten"),
        (5522, 1926, "With the dealer", "/source/LEDGER-1926-D", "/person/galerie-roth"),
        (5523, 1938, "Acquired by the museum", "/source/ARCH-1938-17", "/person/aldermoor-museum"),
    ]
    pages[f"/object/{oid}"] = PROV.page(
        s,
        f"<h1>{escape(s)}</h1>"
        + table([("Inventory", "GM 1938/17"), ("Status", "Provenance gap 1926-1938 resolved")])
        + "<h2>Provenance</h2>"
        + ul([(f"/event/{n}", f"{y}: {w}") for n, y, w, _s, _p in ev])
        + f'<p><a href="/object/{oid}/export.json">Export record (JSON)</a></p>',
        aside="<h2>Same collection</h2>" + ul([("/object/PRV-00733", "PRV-00733")]),
        share=PROV.url(f"/object/{oid}"),
        raw_title=True,
    )
    pages[f"/object/{oid}/export.json"] = jsonr({"id": oid, "title": s, "events": 3})
    for n, y, w, src, per in ev:
        pages[f"/event/{n}"] = _event(n, s, y, w, [(src, "Source"), (per, "Party")])
    pages["/source/AUK-1911-033"] = PROV.page(
        "Auction catalogue 1911, lot 33",
        f"<h1>Auction catalogue, Amsterdam 1911</h1><p>Lot 33: {escape(s)}.</p>"
        "<p>Lot 34: <a href='/object/PRV-00733'>see PRV-00733</a>.</p>"
        '<p><a href="/source/AUK-1911-033/scan.pdf">Scan of the page</a></p>',
    )
    pages["/source/AUK-1911-033/scan.pdf"] = doc(s, ["Catalogue page, lot 33"])
    pages["/source/LEDGER-1926-D"] = PROV.page(
        "Stock book D, Galerie Roth",
        f"<h1>Stock book D</h1><p>Entry 1926/214: {escape(s)}</p>",
    )
    pages["/source/ARCH-1938-17"] = PROV.page(
        "Acquisition file 1938/17",
        f"<h1>Acquisition file 1938/17</h1><p>{escape(s)}</p>"
        '<p><a href="/source/ARCH-1938-17/transcription">Transcription of the invoice</a></p>',
    )
    pages["/source/ARCH-1938-17/transcription"] = PROV.page(
        "Invoice transcription", f"<h1>Invoice</h1><pre>1 painting, {escape(s)}</pre>"
    )

    bid, b = BUST
    events = [
        (6101, 1803, "Secularisation of the convent", "/source/SEC-1803-5"),
        (6102, 1851, "Collection of Canon Heister", "/source/INV-1851-H"),
        (6103, 1897, "Heister sale, lot 120", "/source/AUK-1897-120"),
        (6104, 1937, "Acquired from J. Adler", "/source/ARCH-1937-44"),
        (6105, 1939, "Adler emigrates; forced sale suspected", "/source/RESEARCH-2008-2"),
        (6106, 2011, "Settlement with the Adler heirs", "/claim/CL-2009-14"),
    ]

    def ev_list(items: list[tuple[int, int, str, str]]) -> str:
        return ul([(f"/event/{n}", f"{y}: {w}") for n, y, w, _s in items])

    pages[f"/object/{bid}"] = PROV.page(
        b,
        f"<h1>{escape(b)}</h1>"
        + table([("Inventory", "KG 1937/44"), ("Status", "Settled 2011")])
        + "<h2>Provenance (6 events)</h2>"
        + ev_list(events[:3])
        + f'<p><a href="/object/{bid}/provenance?page=2">Events 4-6</a></p>'
        + ul(
            [
                (f"/object/{bid}/export.json", "Export (JSON)"),
                (f"/object/{bid}/cite", "How to cite"),
            ]
        ),
        aside="<h2>Similar objects</h2>"
        + ul([("/object/PRV-01290", "PRV-01290"), ("/object/PRV-01301", "PRV-01301")]),
        share=PROV.url(f"/object/{bid}"),
        raw_title=True,
    )
    pages[f"/object/{bid}/provenance?page=2"] = PROV.page(
        f"Provenance, page 2: {b}",
        f"<h1>Provenance of {escape(b)}</h1>" + ev_list(events[3:]),
    )
    pages[f"/object/{bid}/export.json"] = jsonr({"id": bid, "title": b})
    pages[f"/object/{bid}/cite"] = PROV.page(
        "How to cite", f"<h1>Cite</h1><p>Aldermoor PRD, {bid}: {escape(b)}.</p>"
    )
    for n, y, w, src in events:
        pages[f"/event/{n}"] = _event(n, b, y, w, [(src, "Source")])
        if src.startswith("/source/"):
            pages[src] = PROV.page(
                f"Source {src.rsplit('/', 1)[1]}",
                f"<h1>{escape(src.rsplit('/', 1)[1])}</h1><p>Concerning {escape(b)}.</p>"
                f'<p><a href="{src}/scan.pdf">Scan</a></p>',
            )
            pages[f"{src}/scan.pdf"] = doc(b, [src])
    pages["/claim/CL-2009-14"] = PROV.page(
        "Claim CL-2009-14",
        f"<h1>Claim CL-2009-14</h1><p>Claim for {escape(b)} by the heirs of J. Adler.</p>"
        '<p><a href="/claim/CL-2009-14/decision.pdf">Decision of the panel</a></p>'
        '<p><a href="/person/j-adler">J. Adler</a></p>',
    )
    pages["/claim/CL-2009-14/decision.pdf"] = doc("Panel decision CL-2009-14", [b])
    for path in (
        "/person/van-houten",
        "/person/galerie-roth",
        "/person/aldermoor-museum",
        "/person/j-adler",
        "/object/PRV-00733",
        "/object/PRV-01290",
        "/object/PRV-01301",
    ):
        pages[path] = PROV.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1><p>Record.</p>")
    return PROV.sites(pages)


# --- museum research data repository: signposting ---------------------------------------------

REPO = Chrome(
    host="data.brackenridge-nhm.hx99.example",
    name="Brackenridge NHM Research Data",
    menu=(
        ("/records", "Browse"),
        ("/communities", "Communities"),
        ("/deposit", "Deposit data"),
        ("/faq", "FAQ"),
    ),
)
FILES = "files.brackenridge-nhm.hx99.example"
SNAILS = "8812"
OTOLITHS = "9154"


def _links(entry: str, items: list[tuple[str, str]], described: list[tuple[str, str]]) -> str:
    parts = [f'<{entry}>; rel="cite-as"']
    parts += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    parts += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in described]
    parts += [
        '<https://creativecommons.test/licenses/by/4.0/>; rel="license"',
        '<https://schema.test/Dataset>; rel="type"',
        '<https://orcid.test/0000-0002-1825-0097>; rel="author"',
    ]
    return ", ".join(parts)


def _record(
    rid: str,
    title: str,
    items: list[tuple[str, str]],
    described: list[tuple[str, str]],
    body: str,
) -> dict[str, PageValue]:
    entry = REPO.url(f"/records/{rid}")
    pages: dict[str, PageValue] = {}
    html = REPO.page(
        title,
        f"<h1>{escape(title)}</h1>{body}<h2>Export</h2>"
        + ul([(u, f"Metadata ({t})") for u, t in described])
        + "<h2>Versions</h2>"
        + ul([(f"/records/{int(rid) - 22}", "Version 1"), (f"/records/{rid}", "Version 2")])
        + '<p>Part of <a href="/communities/malacology">Malacology</a></p>',
        aside="<h2>Related</h2>" + ul([(f"/records/{int(rid) + 5}", "Related record")]),
        share=entry,
    )
    pages[f"/records/{rid}"] = Response.html(
        html, headers=[("Link", _links(entry, items, described))]
    )
    for u, t in described:
        path = u.removeprefix(REPO.url(""))
        pages[path] = data(json.dumps({"id": rid, "title": title}), t)
    for other in (int(rid) - 22, int(rid) + 5):
        pages[f"/records/{other}"] = REPO.page(f"Record {other}", f"<h1>Record {other}</h1>")
    return pages


def build_repo() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    collection = '<{}>; rel="collection"'

    s_entry = REPO.url(f"/records/{SNAILS}")
    s_items = [
        (REPO.url(f"/records/{SNAILS}/files/shell_morphometrics.csv"), "text/csv"),
        (REPO.url(f"/records/{SNAILS}/files/README.txt"), "text/plain"),
    ]
    s_desc = [
        (REPO.url(f"/records/{SNAILS}/export/datacite.xml"), "application/vnd.datacite+xml"),
        (REPO.url(f"/api/records/{SNAILS}"), "application/ld+json"),
    ]
    pages.update(
        _record(
            SNAILS,
            "Shell morphometrics of Cepaea nemoralis, museum series 1890-2010",
            s_items,
            s_desc,
            "<h2>Files</h2>" + ul([(u, u.rsplit("/", 1)[1]) for u, _t in s_items]),
        )
    )
    pages[f"/records/{SNAILS}/files/shell_morphometrics.csv"] = data(
        "lot,height,width\nBNHM-M-1,21.3,24.0\n", "text/csv", collection.format(s_entry)
    )
    pages[f"/records/{SNAILS}/files/README.txt"] = data(
        "Measurements by calipers.\n", "text/plain", collection.format(s_entry)
    )

    o_entry = REPO.url(f"/records/{OTOLITHS}")
    names = [
        "otolith_images_part1.zip",
        "otolith_images_part2.zip",
        "otolith_images_part3.zip",
        "age_readings.csv",
        "specimen_list.csv",
        "protocol.pdf",
    ]
    o_items = [
        (f"http://{FILES}/records/{OTOLITHS}/{n}", "application/octet-stream") for n in names
    ]
    o_desc = [
        (REPO.url(f"/records/{OTOLITHS}/export/datacite.xml"), "application/vnd.datacite+xml"),
        (REPO.url(f"/records/{OTOLITHS}/export/dcat.rdf"), "application/rdf+xml"),
        (REPO.url(f"/api/records/{OTOLITHS}"), "application/ld+json"),
    ]
    pages.update(
        _record(
            OTOLITHS,
            "Otolith images and age readings, North Sea cod, 1904-1998",
            o_items,
            o_desc,
            "<h2>Files (6)</h2>"
            + ul([(u, u.rsplit("/", 1)[1]) for u, _t in o_items[:4]])
            + f'<p><a href="/records/{OTOLITHS}/files?page=2">More files</a></p>'
            + f'<p>Cite as: <a href="/records/{OTOLITHS}/cite?style=apa">APA</a></p>',
        )
    )
    pages[f"/records/{OTOLITHS}/files?page=2"] = REPO.page(
        "Files, page 2",
        "<h1>Files, page 2</h1>" + ul([(u, u.rsplit("/", 1)[1]) for u, _t in o_items[4:]]),
    )
    pages[f"/records/{OTOLITHS}/cite?style=apa"] = data(
        "Brackenridge NHM (2024). Otolith images.\n", "text/plain"
    )
    for n in names:
        body = doc("Protocol", ["otoliths"]).body if n.endswith(".pdf") else b"PK\x05\x06"
        files[f"/records/{OTOLITHS}/{n}"] = data(
            body, "application/octet-stream", collection.format(o_entry)
        )
    pages["/communities/malacology"] = REPO.page("Malacology", "<h1>Malacology</h1>")
    return [*REPO.sites(pages), Site(FILES, files)]


# --- open-access collection image portal: significant string from filtered title (prefix) ---

OPEN = Chrome(
    host="open.quillon-museum.hx99.example",
    name="Quillon Open Collections",
    title_fmt="{name} | {title}",
    home_title="Quillon Open Collections | Explore the collection",
    menu=(
        ("/search", "Search"),
        ("/themes", "Themes"),
        ("/open-access", "Open access policy"),
        ("/api-docs", "API"),
    ),
)
VASE = ("QM-1931-77", "Vase with peony scrolls, Jingdezhen, 1730-1740")
CLOCK = ("QM-2008-410", "Automaton clock in the form of an elephant, Augsburg")


def _glb(title: str) -> Response:
    """A glTF binary whose JSON chunk names the scanned object, as exporters write it."""
    js = json.dumps({"asset": {"version": "2.0", "extras": {"title": title}}}).encode()
    js += b" " * (-len(js) % 4)
    body = b"JSON" + len(js).to_bytes(4, "little")
    return data(b"glTF\x02\x00\x00\x00" + body + js, "model/gltf-binary")


def build_open() -> list[Site]:
    pages: dict[str, PageValue] = {}
    oid, s = VASE
    pages[f"/object/{oid}"] = OPEN.page(
        s,
        f"<h1>{escape(s)}</h1><img src='/download/{oid}-1.png' alt=''>"
        + table([("Object number", oid), ("Rights", "CC0 1.0: free to use")])
        + ul(
            [
                (f"/object/{oid}/images", "All images (2)"),
                (f"/iiif/{oid}/manifest.json", "IIIF manifest"),
                (f"/object/{oid}/cite", "Cite this object"),
            ]
        ),
        aside="<h2>You may also like</h2>" + ul([("/object/QM-1931-80", "QM-1931-80")]),
        share=OPEN.url(f"/object/{oid}"),
    )
    pages[f"/object/{oid}/images"] = OPEN.page(
        f"Images of {s}",
        f"<h1>Images of {escape(s)}</h1>"
        + ul([(f"/download/{oid}-{i}.png", f"View {i}, full size") for i in (1, 2)]),
    )
    for i in (1, 2):
        pages[f"/download/{oid}-{i}.png"] = png_titled(s, (30 * i, 60, 90))
    pages[f"/iiif/{oid}/manifest.json"] = jsonr({"label": {"en": [s]}}, "application/ld+json")
    pages[f"/object/{oid}/cite"] = OPEN.page(
        "Cite", f"<h1>Cite</h1><p>Quillon Museum, {escape(s)}, {oid}.</p>"
    )

    cid, c = CLOCK
    pages[f"/object/{cid}"] = OPEN.page(
        c,
        f"<h1>{escape(c)}</h1>"
        + table([("Object number", cid), ("Rights", "CC0 1.0")])
        + ul(
            [
                (f"/object/{cid}/images", "All images (5)"),
                (f"/object/{cid}/3d", "3D scan"),
                (f"/object/{cid}/file.pdf", "Object file (PDF)"),
                (f"/iiif/{cid}/manifest.json", "IIIF manifest"),
                (f"/object/{cid}/cite", "Cite this object"),
            ]
        ),
        aside="<h2>You may also like</h2>"
        + ul([("/object/QM-2008-411", "QM-2008-411"), ("/themes/automata", "Automata")]),
        share=OPEN.url(f"/object/{cid}"),
    )
    pages[f"/object/{cid}/images"] = OPEN.page(
        f"Images of {c}",
        f"<h1>Images of {escape(c)}</h1>"
        + ul([(f"/download/{cid}-{i}.png", f"View {i}") for i in (1, 2, 3)])
        + f'<p><a href="/object/{cid}/images?page=2">Next page</a></p>',
    )
    pages[f"/object/{cid}/images?page=2"] = OPEN.page(
        f"Images of {c}, page 2",
        f"<h1>Images of {escape(c)} (page 2)</h1>"
        + ul([(f"/download/{cid}-{i}.png", f"View {i}") for i in (4, 5)]),
    )
    for i in range(1, 6):
        pages[f"/download/{cid}-{i}.png"] = png_titled(c, (20 * i, 40, 70))
    pages[f"/object/{cid}/3d"] = OPEN.page(
        f"3D scan of {c}",
        f"<h1>3D scan</h1><p>{escape(c)}</p>"
        f'<p><a href="/download/{cid}-scan.glb">Download (glTF binary)</a></p>',
    )
    pages[f"/download/{cid}-scan.glb"] = _glb(c)
    pages[f"/object/{cid}/file.pdf"] = doc(c, ["Object file", cid])
    pages[f"/iiif/{cid}/manifest.json"] = jsonr({"label": {"en": [c]}}, "application/ld+json")
    pages[f"/object/{cid}/cite"] = OPEN.page(
        "Cite", f"<h1>Cite</h1><p>Quillon Museum, {escape(c)}, {cid}.</p>"
    )
    for path in ("/object/QM-1931-80", "/object/QM-2008-411", "/themes/automata"):
        pages[path] = OPEN.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return OPEN.sites(pages)


# --- expedition archive finding aids: significant string from title ---------------------------

ARCH = Chrome(
    host="archives.pellucid-society.hx99.example",
    name="Pellucid Society Archives",
    title_fmt="{title}",
    home_title="Pellucid Society Archives",
    menu=(
        ("/repositories", "Repositories"),
        ("/collections", "Collections"),
        ("/agents", "Names"),
        ("/subjects", "Subjects"),
        ("/reading-room", "Visit the reading room"),
    ),
)
KERG = ("EXP-1898", "Papers of the 1898 Kerguelen Dredging Expedition")
CAVE = ("EXC-1921", "Records of the Marlstone Bone Cave Excavations, 1921-1934")


def _aid(
    aid: str, t: str, series: dict[int, list[str]], paged: int | None = None
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    base = f"/findingaid/{aid}"
    pages[base] = ARCH.page(
        t,
        f"<h1>{escape(t)}</h1>"
        + table([("Identifier", aid), ("Extent", f"{len(series)} series")])
        + "<h2>Series</h2>"
        + ul([(f"{base}/series/{n}", f"Series {n}") for n in series])
        + '<p>Creator: <a href="/agents/people/h-ashdown">H. Ashdown</a> · Subject: '
        '<a href="/subjects/marine-zoology">Marine zoology</a></p>'
        + ul([(f"{base}/ead.xml", "EAD XML"), (f"{base}/print", "Print view")]),
        aside="<h2>Related collections</h2>" + ul([("/findingaid/EXP-1901", "EXP-1901")]),
        share=ARCH.url(base),
        raw_title=True,
    )
    pages[f"{base}/ead.xml"] = data(f"<ead><unittitle>{escape(t)}</unittitle></ead>", "text/xml")
    pages[f"{base}/print"] = ARCH.page(
        f"Print: {t}", f"<h1>{escape(t)}</h1><p>Printable finding aid.</p>", raw_title=True
    )
    for n, files in series.items():
        items = [(f"{base}/series/{n}/file/{i}", name) for i, name in enumerate(files, 1)]
        more = ""
        if paged == n:
            more = f'<p><a href="{base}/series/{n}?page=2">More files</a></p>'
            pages[f"{base}/series/{n}?page=2"] = ARCH.page(
                f"Series {n}, page 2", f"<p>Part of {escape(t)}</p>" + ul(items[2:])
            )
            items = items[:2]
        pages[f"{base}/series/{n}"] = ARCH.page(
            f"Series {n}", f"<h1>Series {n}</h1><p>Part of {escape(t)}</p>" + ul(items) + more
        )
        for i, name in enumerate(files, 1):
            pdfp = f"/digital/{aid}-s{n}f{i}.pdf"
            pages[f"{base}/series/{n}/file/{i}"] = ARCH.page(
                name,
                f"<h1>{escape(name)}</h1><p>{escape(t)}, series {n}, file {i}</p>"
                f'<p><a href="{pdfp}">Digitised copy</a></p>',
            )
            pages[pdfp] = doc(t, [name])
    return pages


def build_archives() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(_aid(KERG[0], KERG[1], {1: ["Station log"], 2: ["Letters home", "Sketches"]}))
    pages.update(
        _aid(
            CAVE[0],
            CAVE[1],
            {
                1: ["Site plans"],
                2: ["Notebook 1921", "Notebook 1925", "Notebook 1929", "Notebook 1934"],
                3: ["Bone register", "Photographs"],
            },
            paged=2,
        )
    )
    for path in ("/agents/people/h-ashdown", "/subjects/marine-zoology", "/findingaid/EXP-1901"):
        pages[path] = ARCH.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return ARCH.sites(pages)


def _aid_truth(aid: str, series: dict[int, int], paged: int | None = None) -> list[str]:
    base = f"/findingaid/{aid}"
    out = [base, f"{base}/ead.xml", f"{base}/print"]
    for n, count in series.items():
        out.append(f"{base}/series/{n}")
        if n == paged:
            out.append(f"{base}/series/{n}?page=2")
        for i in range(1, count + 1):
            out += [f"{base}/series/{n}/file/{i}", f"/digital/{aid}-s{n}f{i}.pdf"]
    return [ARCH.url(p) for p in out]


# --- cases -------------------------------------------------------------------------------------

CASES: list[Case] = [
    # The object's title is the whole page title and recurs in every event, source, scan
    # and export of its provenance, which lie at different paths; persons, other lots and
    # chrome never carry it.  Dryad-like content without title-less files: Significant String
    # from Title.
    case(
        "aldermoor-claesz-still-life",
        "provenance research database (painting with three events and their sources)",
        "Multi-Hop",
        "sig_title",
        PROV.url(f"/object/{OYSTERS[0]}"),
        [
            PROV.url(p)
            for p in [
                f"/object/{OYSTERS[0]}",
                f"/object/{OYSTERS[0]}/export.json",
                "/event/5521",
                "/event/5522",
                "/event/5523",
                "/source/AUK-1911-033",
                "/source/AUK-1911-033/scan.pdf",
                "/source/LEDGER-1926-D",
                "/source/ARCH-1938-17",
                "/source/ARCH-1938-17/transcription",
            ]
        ],
        build_provenance,
        others=[PROV.url("/object/PRV-00733")],
    ),
    # Harder: six events split over two pages, five sources with scans and a restitution
    # claim with its decision, all naming the object: still Significant String from Title.
    case(
        "aldermoor-reliquary-bust",
        "provenance research database (six events over two pages, sources, restitution claim)",
        "Multi-Hop",
        "sig_title",
        PROV.url(f"/object/{BUST[0]}"),
        [
            PROV.url(p)
            for p in [
                f"/object/{BUST[0]}",
                f"/object/{BUST[0]}/provenance?page=2",
                f"/object/{BUST[0]}/export.json",
                f"/object/{BUST[0]}/cite",
                *(f"/event/{n}" for n in range(6101, 6107)),
                *(
                    f"/source/{k}{x}"
                    for k in (
                        "SEC-1803-5",
                        "INV-1851-H",
                        "AUK-1897-120",
                        "ARCH-1937-44",
                        "RESEARCH-2008-2",
                    )
                    for x in ("", "/scan.pdf")
                ),
                "/claim/CL-2009-14",
                "/claim/CL-2009-14/decision.pdf",
            ]
        ],
        build_provenance,
        others=[PROV.url("/object/PRV-01290"), PROV.url("/object/PRV-01301")],
    ),
    # The repository declares the record's boundary in its Link header (cite-as, item,
    # describedby); versions, communities and related records are not in it: Signposting.
    case(
        "brackenridge-snail-morphometrics",
        "museum research data repository (two files, two metadata formats)",
        "Multi-Hop",
        "signposting",
        REPO.url(f"/records/{SNAILS}"),
        [
            REPO.url(p)
            for p in [
                f"/records/{SNAILS}",
                f"/records/{SNAILS}/files/shell_morphometrics.csv",
                f"/records/{SNAILS}/files/README.txt",
                f"/records/{SNAILS}/export/datacite.xml",
                f"/api/records/{SNAILS}",
            ]
        ],
        build_repo,
        others=[REPO.url("/records/8790"), REPO.url("/records/8817")],
    ),
    # Harder: six items on the repository's file host, two of them only on page 2 of the
    # file list, three metadata formats, an APA citation not in the header: Signposting.
    case(
        "brackenridge-cod-otoliths",
        "museum research data repository (six files on a file host, paginated file list, "
        "three metadata formats)",
        "Multi-Hop",
        "signposting",
        REPO.url(f"/records/{OTOLITHS}"),
        [
            REPO.url(f"/records/{OTOLITHS}"),
            REPO.url(f"/records/{OTOLITHS}/export/datacite.xml"),
            REPO.url(f"/records/{OTOLITHS}/export/dcat.rdf"),
            REPO.url(f"/api/records/{OTOLITHS}"),
        ]
        + [
            f"http://{FILES}/records/{OTOLITHS}/{n}"
            for n in [
                "otolith_images_part1.zip",
                "otolith_images_part2.zip",
                "otolith_images_part3.zip",
                "age_readings.csv",
                "specimen_list.csv",
                "protocol.pdf",
            ]
        ],
        build_repo,
        others=[REPO.url("/records/9132"), REPO.url("/records/9159")],
    ),
    # OSF-like: every title starts "Quillon Open Collections | ", which the object's pages
    # and files (PNG tEXt, IIIF label, glTF extras, PDF) do not carry before the object's
    # name: Significant String from Filtered Title, prefix removed as for OSF.
    case(
        "quillon-peony-vase",
        "open-access collection image portal (object with two images and a IIIF manifest)",
        "Multi-Hop",
        "sig_filtered_title",
        OPEN.url(f"/object/{VASE[0]}"),
        [
            OPEN.url(p.format(o=VASE[0]))
            for p in [
                "/object/{o}",
                "/object/{o}/images",
                "/download/{o}-1.png",
                "/download/{o}-2.png",
                "/iiif/{o}/manifest.json",
                "/object/{o}/cite",
            ]
        ],
        build_open,
        others=[OPEN.url("/object/QM-1931-80")],
    ),
    # Harder: five images over two pages, a 3D scan page and glTF file, an object-file
    # PDF, all naming the object without the portal prefix: Filtered Title again.
    case(
        "quillon-elephant-automaton",
        "open-access collection image portal (five images over two pages, 3D scan, object file)",
        "Multi-Hop",
        "sig_filtered_title",
        OPEN.url(f"/object/{CLOCK[0]}"),
        [
            OPEN.url(p.format(o=CLOCK[0]))
            for p in [
                "/object/{o}",
                "/object/{o}/images",
                "/object/{o}/images?page=2",
                *(f"/download/{{o}}-{i}.png" for i in range(1, 6)),
                "/object/{o}/3d",
                "/download/{o}-scan.glb",
                "/object/{o}/file.pdf",
                "/iiif/{o}/manifest.json",
                "/object/{o}/cite",
            ]
        ],
        build_open,
        others=[OPEN.url("/object/QM-2008-411")],
    ),
    # The finding aid's title is its page title and is repeated on every series, file and
    # digitised copy (stored outside the finding aid's path), never on names, subjects or
    # chrome: Significant String from Title.
    case(
        "pellucid-kerguelen-papers",
        "expedition archive finding aid (two series, three digitised files)",
        "Multi-Hop",
        "sig_title",
        ARCH.url(f"/findingaid/{KERG[0]}"),
        _aid_truth(KERG[0], {1: 1, 2: 2}),
        build_archives,
        others=[ARCH.url("/findingaid/EXP-1901")],
    ),
    # Harder: three series, one paginated, seven files with digitised copies under
    # /digital/, outside the finding aid's path: still Significant String from Title.
    case(
        "pellucid-bone-cave-records",
        "expedition archive finding aid (three series, a paginated series, seven digitised files)",
        "Multi-Hop",
        "sig_title",
        ARCH.url(f"/findingaid/{CAVE[0]}"),
        _aid_truth(CAVE[0], {1: 1, 2: 4, 3: 2}, paged=2),
        build_archives,
        others=[ARCH.url("/findingaid/EXP-1901")],
    ),
]
