"""German portals of heldout101: a regional library's digitisation portal (page viewer,
full text, METS and IIIF under the work's path) and a regional union catalogue whose record
exports and tables of contents are one hop from the record.  Markup and URL shapes are this
set's own."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Chrome, bib, pdf_file, ris, text, xml

# --- digitisation portal: every view of a work lives under /werk/<id>/ ---------------------

DIG = "digital.landesbibliothek-suedwest.hx101.example"
dig = Chrome(
    DIG,
    "Digitale Sammlungen Südwest",
    menu=[
        ("/sammlungen", "Sammlungen"),
        ("/suche", "Suche"),
        ("/neuzugaenge", "Neuzugänge"),
        ("/projekte", "Projekte"),
    ],
    footer=[
        ("/impressum", "Impressum"),
        ("/datenschutz", "Datenschutz"),
        ("/barrierefreiheit", "Barrierefreiheit"),
        ("/nutzungsbedingungen", "Nutzung"),
    ],
    title_format="{name} / {title}",
    lang="de",
    cookie_text="Wir verwenden nur technisch notwendige Cookies und Matomo.",
    cookie_label="Cookie-Einstellungen",
)
W1 = "bsz11223344"
W2 = "bsz11223377"
W2_OTHER_VOL = "bsz11223399"


def _werk(
    wid: str,
    title: str,
    npages: int,
    coll: str,
    double: bool,
    structure: list[str],
    series: str = "",
) -> dict[str, str | Response]:
    w = f"/werk/{wid}/"
    pages: dict[str, str | Response] = {}
    thumbs = "".join(
        f'<a href="{w}seite/{n}"><img src="/bild/{wid}/{n}/thumb.jpg" alt="{n}"></a>'
        for n in range(1, min(npages, 4) + 1)
    )
    ser = f'<p>Teil von: <a href="/reihe/{series}">{series}</a></p>' if series else ""
    struct = f'<p><a href="{w}struktur">Inhaltsverzeichnis</a></p>' if structure else ""
    pages[w] = dig.page(
        title,
        f"""<p class="crumbs"><a href="/sammlungen">Sammlungen</a> ›
<a href="/sammlung/{coll}">{coll}</a></p><div class="werk"><h1>{escape(title)}</h1>{ser}
<div class="thumbs">{thumbs}</div>{struct}<ul class="downloads"><li><a href="{w}download.pdf">PDF
(gesamtes Werk)</a></li><li><a href="{w}mets.xml">METS/MODS</a></li><li><a
href="{w}manifest.json">IIIF-Manifest</a></li><li><a href="{w}zitieren">Zitieren</a></li></ul>
<p>Katalogeintrag: <a href="http://katalog-verbund.test/vk/titel/99">Verbundkatalog</a></p></div>""",
        share=dig.url(w),
    )
    for n in range(1, npages + 1):
        nav = (f'<a href="{w}seite/{n - 1}">‹ vorherige</a> ' if n > 1 else "") + (
            f'<a href="{w}seite/{n + 1}">nächste ›</a>' if n < npages else ""
        )
        dbl = ""
        if double and n % 2 == 0 and n < npages:
            dbl = f' <a href="{w}doppelseite/{n}-{n + 1}">Doppelseite</a>'
            pages[f"{w}doppelseite/{n}-{n + 1}"] = dig.page(
                f"{title}, Doppelseite {n}-{n + 1}",
                f'<img src="/bild/{wid}/{n}/full.jpg" alt="">'
                f'<p><a href="{w}seite/{n}">Einzelseite</a></p>',
            )
        pages[f"{w}seite/{n}"] = dig.page(
            f"{title}, Seite {n}",
            f"""<p><a href="{w}">{escape(title)}</a></p><img
src="/bild/{wid}/{n}/full.jpg" alt="Seite {n}"><p>{nav} · <a href="{w}volltext/{n}">Volltext</a>
{dbl}</p>""",
        )
        pages[f"{w}volltext/{n}"] = dig.page(
            f"{title}, Volltext Seite {n}",
            f'<pre>OCR-Text der Seite {n}</pre><a href="{w}seite/{n}">Bildansicht</a>',
        )
    if structure:
        pages[f"{w}struktur"] = dig.page(
            f"{title}, Inhalt",
            links([(f"{w}seite/{3 * i + 1}", s) for i, s in enumerate(structure)]),
        )
    pages[f"{w}download.pdf"] = pdf_file(title, f"Digitalisat {wid}")
    pages[f"{w}mets.xml"] = xml(
        f'<mets:mets xmlns:mets="http://www.loc.gov/METS/"><mods:title>'
        f"{title}</mods:title></mets:mets>"
    )
    pages[f"{w}manifest.json"] = text(
        f'{{"@id": "http://{DIG}{w}manifest.json", "label": "{title}"}}', "application/ld+json"
    )
    pages[f"{w}zitieren"] = dig.page(
        "Zitieren", f"<h1>Zitieren</h1><p>{escape(title)}, http://{DIG}{w}</p>"
    )
    return pages


def _dig_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    pages.update(_werk(W1, "Beschreibung des Oberamts Tübingen", 6, "landeskunde", False, []))
    pages.update(
        _werk(
            W2,
            "Chronik der Reichsstadt Esslingen, Band 2",
            12,
            "handschriften",
            True,
            ["Vorrede", "Von den Zünften", "Vom Spital", "Register"],
            series="chronik-esslingen",
        )
    )
    pages[f"/werk/{W2_OTHER_VOL}/"] = dig.page(
        "Chronik der Reichsstadt Esslingen, Band 1", "<h1>Band 1</h1>"
    )
    pages["/reihe/chronik-esslingen"] = dig.page(
        "Chronik der Reichsstadt Esslingen",
        "<h1>Mehrbändiges Werk</h1>"
        + links([(f"/werk/{W2_OTHER_VOL}/", "Band 1"), (f"/werk/{W2}/", "Band 2")]),
    )
    for wid in (W1, W2):
        for n in range(1, 13):
            for kind in ("thumb", "full"):
                pages[f"/bild/{wid}/{n}/{kind}.jpg"] = Response.data(
                    b"\xff\xd8\xff\xd9", "image/jpeg"
                )
    return [dig.site(pages)]


def _dig_truth(wid: str, npages: int, double: bool, structure: bool) -> list[str]:
    w = f"http://{DIG}/werk/{wid}/"
    out = [w, f"{w}download.pdf", f"{w}mets.xml", f"{w}manifest.json", f"{w}zitieren"]
    for n in range(1, npages + 1):
        out += [f"{w}seite/{n}", f"{w}volltext/{n}"]
        if double and n % 2 == 0 and n < npages:
            out.append(f"{w}doppelseite/{n}-{n + 1}")
    if structure:
        out.append(f"{w}struktur")
    return out


def _dig_cases() -> list[Case]:
    return [
        # A digitised book: page images, OCR text, METS, IIIF and PDF all under the work's
        # path, pages reached page by page: Multi-Hop, the seed's Slideshare/Silk rows,
        # Path-Based.
        case(
            "digitised-printed-book",
            "regional digitisation portal (printed book)",
            "book",
            "path_based",
            f"http://{DIG}/werk/{W1}/",
            _dig_truth(W1, 6, False, False),
            _dig_sites,
        ),
        # Harder: a twelve-page manuscript volume with double-page views, a structure view,
        # and the multi-volume series and its other volume linked (not under the path).
        case(
            "digitised-manuscript-volume",
            "regional digitisation portal (manuscript volume of a series)",
            "book",
            "path_based",
            f"http://{DIG}/werk/{W2}/",
            _dig_truth(W2, 12, True, True),
            _dig_sites,
            others=[f"http://{DIG}/werk/{W2_OTHER_VOL}/"],
        ),
    ]


# --- regional union catalogue: exports, holdings and tables of contents one hop away -------

VK = "katalog.verbundregio.hx101.example"
VK_DOCS = "dokumente.verbundregio.hx101.example"
vk = Chrome(
    VK,
    "Verbundkatalog Regio",
    menu=[
        ("/vk/suche", "Einfache Suche"),
        ("/vk/suche/erweitert", "Erweiterte Suche"),
        ("/vk/merkliste", "Merkliste"),
        ("/vk/fernleihe", "Fernleihe"),
        ("/vk/hilfe", "Hilfe"),
    ],
    footer=[
        ("/vk/impressum", "Impressum"),
        ("/vk/datenschutz", "Datenschutz"),
        ("/vk/kontakt", "Kontakt"),
        ("http://bibliotheksverbund-regio.test/", "Verbund"),
    ],
    title_format="{name}: {title}",
    lang="de",
    cookie_text="Dieser Katalog speichert Ihre Merkliste in einem Cookie.",
    cookie_label="Datenschutzhinweis",
)
FORMATS_A = ["marcxml", "ris", "bibtex"]
FORMATS_B = ["marc21", "marcxml", "ris", "bibtex", "endnote", "dc", "mods", "jsonld"]


def _vk_record(
    ppn: str,
    title: str,
    fields: list[tuple[str, str]],
    formats: list[str],
    docs: list[tuple[str, str]],
    full: bool = False,
) -> str:
    dl = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in fields)
    exp = " ".join(f'<a href="/vk/titel/{ppn}/export?format={f}">{f.upper()}</a>' for f in formats)
    doc = "".join(f'<li><a href="http://{VK_DOCS}/{p}">{escape(t)}</a></li>' for p, t in docs)
    view = (
        f'<a href="/vk/titel/{ppn}">Kurzanzeige</a>'
        if full
        else f'<a href="/vk/titel/{ppn}?ansicht=voll">Vollanzeige</a>'
    )
    return f"""<div class="titel"><h1>{escape(title)}</h1><table>{dl}</table>
<p>{view} · <a href="/vk/titel/{ppn}/bestand">Bestand und Verfügbarkeit</a></p>
{f"<h2>Zusätzliche Dokumente</h2><ul>{doc}</ul>" if doc else ""}
<p class="export">Exportieren: {exp}</p></div>"""


VK_A = (
    "1785432109",
    "Die Flurnamen des Kraichgaus",
    [
        ("Verfasser", "Schäfer, Gertrud"),
        ("Erschienen", "Heidelberg : Regionalverlag, 2021"),
        ("Umfang", "312 Seiten : Karten"),
        ("Schlagwörter", "Kraichgau ; Flurname ; Geschichte"),
        ("ISBN", "978-3-00-071234-5"),
    ],
    [],
)
VK_B = (
    "1802217765",
    "Handwerk und Zunftwesen in den Reichsstädten Schwabens",
    [
        ("Verfasser", "Kienle, Markus ; Obermaier, Sabine [Hrsg.]"),
        ("Erschienen", "Ostfildern : Thorbecke, 2022"),
        ("Reihe", "Forschungen zur Landeskunde ; 48"),
        ("Schlagwörter", "Schwaben ; Reichsstadt ; Zunft"),
        (
            "Online-Ausgabe",
            '<a href="http://digitale-sammlungen-extern.test/werk/1">Digitalisat</a>',
        ),
    ],
    [("toc/1802217765.pdf", "Inhaltsverzeichnis"), ("abstract/1802217765.txt", "Klappentext")],
)


def _vk_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    docs: dict[str, str | Response] = {"/": Response.redirect(f"http://{VK}/")}
    for (ppn, title, fields, d), formats in ((VK_A, FORMATS_A), (VK_B, FORMATS_B)):
        pages[f"/vk/titel/{ppn}"] = vk.page(title, _vk_record(ppn, title, fields, formats, d))
        pages[f"/vk/titel/{ppn}?ansicht=voll"] = vk.page(
            title, _vk_record(ppn, title, fields + [("PPN", ppn)], formats, d, full=True)
        )
        pages[f"/vk/titel/{ppn}/bestand"] = vk.page(
            f"Bestand: {title}",
            "<h1>Bestand</h1><table><tr><td>"
            '<a href="http://ub-heidelberg-extern.test/">UB Heidelberg</a></td><td>ausleihbar'
            "</td></tr></table>",
        )
        for f in formats:
            key = f"/vk/titel/{ppn}/export?format={f}"
            if f == "ris":
                pages[key] = ris(title, fields[0][1], "2021", "BOOK")
            elif f == "bibtex":
                pages[key] = bib(ppn, title, fields[0][1], "2021")
            elif f in ("marcxml", "mods", "dc"):
                pages[key] = xml(f"<record><title>{title}</title></record>")
            else:
                pages[key] = text(f"{f}: {title}\n")
        for p, t in d:
            docs["/" + p] = pdf_file(t, title) if p.endswith(".pdf") else text(f"{t}: {title}\n")
    return [vk.site(pages), Site(VK_DOCS, docs)]


def _vk_truth(spec: tuple, formats: list[str]) -> list[str]:  # type: ignore[type-arg]
    ppn, _t, _f, docs = spec
    b = f"http://{VK}/vk/titel/{ppn}"
    out = [b, f"{b}?ansicht=voll", f"{b}/bestand"]
    out += [f"{b}/export?format={f}" for f in formats]
    out += [f"http://{VK_DOCS}/{p}" for p, _t2 in docs]
    return out


def _vk_cases() -> list[Case]:
    return [
        # A catalogue record: full view, holdings and export formats one hop from the record
        # amid the catalogue's chrome: Single Hop, Single Page+ with Ignored URIs (the seed's
        # Figshare/Zenodo reasoning for metadata plus linked objects).
        case(
            "union-catalogue-record",
            "regional union catalogue (monograph record)",
            "bibliographic record",
            "single_page_plus_ignored",
            f"http://{VK}/vk/titel/{VK_A[0]}",
            _vk_truth(VK_A, FORMATS_A),
            _vk_sites,
        ),
        # Harder: eight export formats, a scanned table of contents and a blurb on the
        # catalogue's document server, and a link to a digitised copy on another portal.
        case(
            "union-catalogue-record-with-toc",
            "regional union catalogue (edited volume with table of contents)",
            "bibliographic record",
            "single_page_plus_ignored",
            f"http://{VK}/vk/titel/{VK_B[0]}",
            _vk_truth(VK_B, FORMATS_B),
            _vk_sites,
        ),
    ]


def cases() -> list[Case]:
    return [*_dig_cases(), *_vk_cases()]
