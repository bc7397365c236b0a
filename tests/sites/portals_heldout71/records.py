"""heldout71's identifier- and protocol-shaped portals: a library catalogue whose record
id recurs in its holdings, MARC, export and API URIs (digital surrogates live on a partner
host under their own ids), and an e-theses repository that announces its items with
Signposting Link headers."""

from __future__ import annotations

import json

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case
from sites.portals_heldout71._kit import (
    a,
    bare_site,
    dl,
    finish,
    json_file,
    lib,
    page,
    pdf_file,
    text_file,
    ul,
    xml_file,
)

# ---------------------------------------------------------------- library catalogue (OPAC)
OPAC = lib(
    "cat.brindleford.hx71.example",
    "Brindleford Libraries Catalogue",
    (
        ("/search/advanced", "Advanced search"),
        ("/newbooks", "New acquisitions"),
        ("/account", "My account"),
    ),
)
API = "api.brindleford.hx71.example"
SURR = "view.wrenbourne-digital.hx71.example"
PARTNER = lib(SURR, "Wrenbourne Digital", (("/objects", "Browse"), ("/about", "About")))


def opac_record(
    bib: str,
    title: str,
    holdings: list[str],
    per_page: int,
    surrogates: list[str],
    other: tuple[str, str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """A record: page, MARC view, RIS export, holdings (paged), API JSON; surrogates on the
    partner host under their own ids.  Returns (catalogue pages, api files, partner pages,
    the URIs carrying the bib id)."""
    rec = f"/record/{bib}"
    pages: dict[str, PageValue] = {}
    truth = [
        OPAC.url(rec),
        OPAC.url(f"{rec}/marc"),
        OPAC.url(f"/export/ris?bib={bib}"),
        f"http://{API}/v1/bib/{bib}.json",
    ]
    chunks = [holdings[i : i + per_page] for i in range(0, len(holdings), per_page)]
    surr_links = [a(f"http://{SURR}/object/{s}", f"Digitised copy {s}") for s in surrogates]
    pages[rec] = page(
        OPAC,
        title,
        f"<h1>{title}</h1>{dl([('Record', bib), ('Copies', str(len(holdings)))])}"
        + f"<p>{a(f'/holdings?bib={bib}', 'Holdings and availability')} · "
        + f"{a(f'{rec}/marc', 'Staff view (MARC)')} · {a(f'/export/ris?bib={bib}', 'Export RIS')} · "
        + f"{a(f'http://{API}/v1/bib/{bib}.json', 'JSON')}</p>"
        + f"<h2>Online access</h2>{ul(surr_links)}"
        + '<form action="/hold" method="post"><button>Place hold</button></form>'
        + f"<p>Subjects: {a('/search?subject=Bridges', 'Bridges')}</p>"
        + f"<aside>Other editions: {a(*other)}</aside>",
    )
    pages[f"{rec}/marc"] = page(OPAC, f"{title}: MARC", f"<pre>001 {bib}\n245 10 $a{title}</pre>")
    pages[f"/export/ris?bib={bib}"] = text_file(f"TY  - BOOK\nTI  - {title}\nID  - {bib}\nER  -\n")
    for k, chunk in enumerate(chunks, 1):
        path = f"/holdings?bib={bib}" + ("" if k == 1 else f"&page={k}")
        more = a(f"/holdings?bib={bib}&page={k + 1}", "More copies") if k < len(chunks) else ""
        pages[path] = page(
            OPAC,
            f"Holdings: {title}",
            f"<h1>Holdings</h1><p>{a(rec, title)}</p>{ul(chunk)}{more}",
        )
        truth.append(OPAC.url(path))
    api = {f"/v1/bib/{bib}.json": json_file(json.dumps({"id": bib, "title": title}))}
    partner = {
        f"/object/{s}": page(
            PARTNER, f"Digitised copy {s}", f"<h1>{title}</h1><p>Partner copy.</p>"
        )
        for s in surrogates
    }
    return pages, api, partner, truth


def opac_records() -> list[
    tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]
]:
    return [
        opac_record(
            "b3319004",
            "Treatise on timber bridges (1821)",
            ["Main Library, Special Collections, RB 624.2 TRE"],
            5,
            ["wd-40021"],
            ("/record/b1077215", "1834 edition"),
        ),
        opac_record(
            "b2811457",
            "Survey of the county roads, 3 volumes (1790)",
            [f"Depository, vol. {v}, copy {c}" for v in (1, 2, 3) for c in (1, 2)],
            2,
            ["wd-50311", "wd-50312", "wd-50313"],
            ("/record/b1077215", "Related: Treatise on timber bridges, 1834 edition"),
        ),
    ]


def opac_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    partner: dict[str, PageValue] = {}
    for p, j, s, _t in opac_records():
        pages.update(p)
        api.update(j)
        partner.update(s)
    pages["/record/b1077215"] = page(OPAC, "Treatise on timber bridges (1834)", "<h1>1834</h1>")
    return [finish(OPAC, pages), bare_site(API, api), finish(PARTNER, partner)]


# ---------------------------------------------------------------- e-theses repository
THESES = lib(
    "etheses.ravensholt.hx71.example",
    "Ravensholt eTheses",
    (("/browse/department", "Departments"), ("/browse/year", "Years"), ("/deposit", "Deposit")),
)
HDL = "hdl.ravensholt.hx71.example"
LICENCE = "http://creativecommons.hx71-licences.example/by-nc/4.0/"


def thesis(
    handle: str, title: str, items: list[tuple[str, str, str]], meta: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    """A thesis landing page whose Link header lists its items and metadata; the page also
    links statistics, the full record and related theses, which the header leaves out."""
    land = f"/handle/{handle}"
    links = [f'<{THESES.url(land)}>; rel="cite-as"', f'<{LICENCE}>; rel="license"']
    links += [f'<{THESES.url(h)}>; rel="item"; type="{t}"' for h, _n, t in items]
    links += [f'<{THESES.url(h)}>; rel="describedby"; type="{t}"' for h, t in meta]
    head = "".join(
        f'<link rel="describedby" type="{t}" href="{THESES.url(h)}">' for h, t in meta
    ) + "".join(f'<link rel="item" type="{t}" href="{THESES.url(h)}">' for h, _n, t in items)
    body = page(
        THESES,
        title,
        f"<h1>{title}</h1>{dl([('Handle', handle), ('Type', 'Doctoral thesis')])}"
        f"<h2>Files</h2>{ul([a(h, n) for h, n, _t in items])}"
        f"<p>{a(meta[0][0], 'Metadata (XML)')} · {a(f'{land}?show=full', 'Full item record')} · "
        f"{a(f'{land}/statistics', 'Statistics')}</p>"
        f"<p>Licence: {a(LICENCE, 'CC BY-NC 4.0')}</p>"
        f"<aside>Related theses: {a('/handle/20.500.1201/3990', 'Drainage of the Ravensholt levels')}</aside>",
        head=head,
        share=THESES.url(land),
    )
    pages: dict[str, PageValue] = {
        land: Response.html(body, headers=[("Link", ", ".join(links))]),
        f"{land}?show=full": page(
            THESES, f"{title} (full record)", f"<h1>{title}</h1><pre>dc.title</pre>"
        ),
    }
    for h, n, t in items:
        pages[h] = pdf_file(title, n) if t == "application/pdf" else Response.data(b"PK\x03\x04", t)
    for h, t in meta:
        pages[h] = (
            xml_file(f"<dc><title>{title}</title></dc>")
            if "xml" in t
            else json_file(json.dumps({"titles": [{"title": title}]}))
        )
    return pages, [land, *(h for h, _n, _t in items), *(h for h, _t in meta)]


def thesis_records() -> list[tuple[dict[str, PageValue], list[str]]]:
    return [
        thesis(
            "20.500.1201/4471",
            "Reading practices in a cathedral library, 1660-1720",
            [("/bitstream/20.500.1201/4471/1/thesis.pdf", "Thesis (PDF)", "application/pdf")],
            [("/metadata/4471/dc.xml", "application/xml")],
        ),
        thesis(
            "20.500.1201/5188",
            "Watermarks and paper stocks of the Ravensholt charters",
            [
                ("/bitstream/20.500.1201/5188/1/thesis.pdf", "Thesis (PDF)", "application/pdf"),
                (
                    "/bitstream/20.500.1201/5188/2/appendix-watermarks.pdf",
                    "Appendix (PDF)",
                    "application/pdf",
                ),
                (
                    "/bitstream/20.500.1201/5188/3/beta-radiographs.zip",
                    "Radiographs (ZIP)",
                    "application/zip",
                ),
            ],
            [
                ("/metadata/5188/dc.xml", "application/xml"),
                ("/metadata/5188/datacite.json", "application/vnd.datacite.datacite+json"),
            ],
        ),
    ]


def theses_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, _t in thesis_records():
        pages.update(p)
    pages["/handle/20.500.1201/3990"] = page(
        THESES, "Drainage of the Ravensholt levels", "<h1>Drainage</h1>"
    )
    resolver = Site(HDL)
    resolver.add("/20.500.1201/5188", Response.redirect(THESES.url("/handle/20.500.1201/5188")))
    return [finish(THESES, pages), resolver]


def cases() -> list[Case]:
    (_, _, _, c1), (_, _, _, c2) = opac_records()
    (_, s1), (_, s2) = thesis_records()
    t = THESES.url
    return [
        # GBIF-like: the record id is in every URI of the record (holdings, MARC, export,
        # API host), surrogates on the partner host carry their own ids: Significant String
        # from URI.
        case(
            "brindleford-bridges",
            "library catalogue record (one copy, one surrogate)",
            "catalogue record",
            "sig_uri",
            OPAC.url("/record/b3319004"),
            c1,
            opac_sites,
            others=[f"http://{SURR}/object/wd-40021", OPAC.url("/record/b1077215")],
        ),
        case(
            "brindleford-roads",
            "library catalogue record (3 volumes, paged holdings)",
            "catalogue record",
            "sig_uri",
            OPAC.url("/record/b2811457"),
            c2,
            opac_sites,
            others=[f"http://{SURR}/object/wd-5031{i}" for i in (1, 2, 3)],
        ),
        # The landing page's Link header names its items and metadata: Signposting.
        case(
            "ravensholt-reading",
            "e-theses repository (thesis PDF, DC metadata)",
            "thesis",
            "signposting",
            t("/handle/20.500.1201/4471"),
            [t(p) for p in s1],
            theses_sites,
            others=[t("/handle/20.500.1201/3990")],
        ),
        # Reached through the handle resolver (a redirect); three items, two metadata records.
        case(
            "ravensholt-watermarks",
            "e-theses repository (via handle, 3 items, 2 metadata)",
            "thesis",
            "signposting",
            f"http://{HDL}/20.500.1201/5188",
            [t(p) for p in s2],
            theses_sites,
            others=[t("/handle/20.500.1201/3990")],
            landing=t("/handle/20.500.1201/5188"),
        ),
    ]
