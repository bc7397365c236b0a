"""EPrints 3.4 repositories, one with the signposting plugin, one without.

EPrints' abstract page lives at /id/eprint/<id>/, its documents at /<id>/<pos>/<file>, its
exports at /cgi/export/eprint/<id>/<Plugin>/<repo>-eprint-<id>.<ext> (advertised by
<link rel="alternate"> elements in the head; the visible export control is a <select>
form).  So only the eprint id ties the artifact's URIs together: the seed's Significant
String from URI shape.  Truth: abstract page, documents, exports.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    linkset,
    login_redirect,
    portal,
    signed_html,
)

PLUGINS = (
    ("BibTeX", "bib", "bibtex"),
    ("RIS", "ris", "ris"),
    ("DC", "txt", "dc"),
    ("EndNote", "enw", "endnote"),
    ("JSON", "js", "json"),
)


@dataclass
class EPrint:
    eid: int
    title: str
    creators: Sequence[str]
    docs: Sequence[str]
    division: tuple[str, str]
    related: Sequence[tuple[int, str]] = ()


def _exports(p: Portal, e: EPrint, short: str) -> list[tuple[str, str, str]]:
    return [
        (p.url(f"/cgi/export/eprint/{e.eid}/{pl}/{short}-eprint-{e.eid}.{ext}"), pl, fmt)
        for pl, ext, fmt in PLUGINS
    ]


def _page(p: Portal, e: EPrint, short: str, extra_head: str = "") -> str:
    alt = "".join(
        f'<link rel="alternate" href="{escape(u)}" type="text/plain" title="{pl}">'
        for u, pl, _f in _exports(p, e, short)
    )
    docs = "".join(
        f'<tr><td><a class="ep_document_link" href="/{e.eid}/{i}/{escape(d)}">'
        f'<img class="ep_doc_icon" src="/style/images/fileicons/other.png" alt="[img]"></a></td>'
        f'<td><span class="ep_document_citation">{escape(d)}</span><br>'
        f'<a href="/{e.eid}/{i}/{escape(d)}" class="ep_document_link">Download ({(i * 211) % 900 + 90}kB)'
        "</a></td></tr>"
        for i, d in enumerate(e.docs, 1)
    )
    if not docs:
        docs = "<tr><td>Full text not available from this repository.</td></tr>"
    creators = ", ".join(
        f'<a href="/view/creators/{escape(c.split(",")[0])}=3A{escape(c.split(", ")[1][0])}'
        f'=3A=3A.html">{escape(c)}</a>'
        for c in e.creators
    )
    related = "".join(f'<li><a href="/id/eprint/{r}/">{escape(t)}</a></li>' for r, t in e.related)
    opts = "".join(f'<option value="{pl}">{pl}</option>' for pl, _e, _f in PLUGINS)
    main = f"""{COOKIE}<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{escape(e.title)}</h1>
<p class="ep_block">{creators} (2024) <em>{escape(e.title)}.</em> Technical Report.
{escape(p.name)}.</p>
<table class="ep_summary_content_main">{docs}</table>
<div class="abstract"><h2>Abstract</h2><p>Results of the departmental field programme.</p></div>
<table class="ep_summary_content_meta"><tr><th>Item Type:</th><td>Report</td></tr>
<tr><th>Divisions:</th><td><a href="/view/divisions/{e.division[0]}/">{escape(e.division[1])}</a>
</td></tr><tr><th>Depositing User:</th><td>Library Staff</td></tr>
<tr><th>URI:</th><td><a href="/id/eprint/{e.eid}/">{p.url(f"/id/eprint/{e.eid}/")}</a></td></tr>
</table><h3>Related items</h3><ul>{related}</ul>
<form method="get" action="/cgi/export_redirect"><input type="hidden" name="eprintid"
value="{e.eid}"><select name="format">{opts}</select><input type="submit" value="Export"></form>
<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={e.eid}">
View Item</a></div>"""
    return p.page(e.title, main, head=alt + extra_head)


def _serve(
    p: Portal, e: EPrint, short: str, pages: dict[str, PageValue], signs: Sequence[Sign]
) -> None:
    head = link_elements(signs) if signs else ""
    pages[f"/id/eprint/{e.eid}/"] = signed_html(_page(p, e, short, head), signs)
    pages[f"/cgi/users/home?screen=EPrint::View&eprintid={e.eid}"] = login_redirect(
        p, f"/id/eprint/{e.eid}/"
    )
    for i, d in enumerate(e.docs, 1):
        pages[f"/{e.eid}/{i}/{d}"] = file_response(d, e.title)
    for u, _pl, fmt in _exports(p, e, short):
        pages[u.removeprefix(p.origin)] = export(fmt, e.title, f"{short}{e.eid}")
    pages.setdefault(
        f"/view/divisions/{e.division[0]}/",
        p.page(e.division[1], f"<h1>{escape(e.division[1])}</h1>"),
    )
    for c in e.creators:
        last, first = c.split(", ")[0], c.split(", ")[1][0]
        pages.setdefault(
            f"/view/creators/{last}=3A{first}=3A=3A.html",
            p.page(c, f"<h1>Items where Author is {escape(c)}</h1>"),
        )
    for r, t in e.related:
        pages.setdefault(
            f"/cgi/users/home?screen=EPrint::View&eprintid={r}",
            login_redirect(p, f"/id/eprint/{r}/"),
        )
        pages.setdefault(
            f"/id/eprint/{r}/", _page(p, EPrint(r, t, e.creators, [], e.division), short)
        )
        for u, _pl, fmt in _exports(p, EPrint(r, t, (), [], e.division), short):
            pages.setdefault(u.removeprefix(p.origin), export(fmt, t, f"{short}{r}"))


def _truth(p: Portal, e: EPrint, short: str, extra: Sequence[str] = ()) -> frozenset[str]:
    t = [p.url(f"/id/eprint/{e.eid}/")]
    t += [p.url(f"/{e.eid}/{i}/{d}") for i, d in enumerate(e.docs, 1)]
    t += [u for u, _pl, _f in _exports(p, e, short)]
    return frozenset([*t, *extra])


def _chrome(p: Portal) -> dict[str, PageValue]:
    pages = dict(chrome_pages(p))
    pages["/style/images/fileicons/other.png"] = Response.data(b"\x89PNG\r\n", "image/png")
    pages["/view/creators/"] = p.page("Browse by creator", "<h1>Browse by Creator</h1>")
    return pages


MENU = (
    ("/view/year/", "Browse by Year"),
    ("/view/subjects/", "Browse by Subject"),
    ("/view/divisions/", "Browse by Division"),
    ("/view/creators/", "Browse by Creator"),
    ("/cgi/search/advanced", "Advanced search"),
)

# --- Westerholm University: EPrints 3.4.5 with signposting --------------------------------

WH = "eprints.westerholm-university.hx33.example"
WH_RECS = [
    EPrint(
        4711,
        "Groundwater recharge beneath heathland after fire",
        ["Schuster, Helga", "Adeyemi, Tunde"],
        ["report.pdf", "borehole_logs.csv", "recharge_model.zip"],
        ("geo", "School of Geosciences"),
        related=[(4690, "Heathland fire severity map")],
    ),
    EPrint(
        4820,
        "Peat core radiocarbon dates, Westerholm moss",
        ["Adeyemi, Tunde"],
        ["dates.csv", "lab_report.pdf"],
        ("geo", "School of Geosciences"),
    ),
]


def _wh_portal() -> Portal:
    return portal(WH, "Westerholm Research Repository", MENU, title_format="{title} - {name}")


def _wh_signs(p: Portal, e: EPrint, *, items: bool) -> list[Sign]:
    s: list[Sign] = [(p.url(f"/id/eprint/{e.eid}/"), "cite-as", None)]
    s.append(("http://schema.test/Report", "type", None))
    s += [(u, "describedby", "text/plain") for u, _pl, _f in _exports(p, e, "westerholm")]
    if items:
        s += [(p.url(f"/{e.eid}/{i}/{d}"), "item", None) for i, d in enumerate(e.docs, 1)]
        s.append(
            (
                p.url(f"/cgi/linkset?eprintid={e.eid}&format=json"),
                "linkset",
                "application/linkset+json",
            )
        )
    return s


def westerholm_sites() -> list[Site]:
    p = _wh_portal()
    pages = _chrome(p)
    full, partial = WH_RECS
    signs = _wh_signs(p, full, items=True)
    _serve(p, full, "westerholm", pages, signs)
    pages[f"/cgi/linkset?eprintid={full.eid}&format=json"] = linkset(
        p.url(f"/id/eprint/{full.eid}/"), signs[:-1]
    )
    _serve(p, partial, "westerholm", pages, _wh_signs(p, partial, items=False))
    return [p.site(pages)]


# --- Gorsebrook College: EPrints 3.4.3, no signposting ------------------------------------

GB = "eprints.gorsebrook-college.hx33.example"
GB_RECS = [
    EPrint(
        3307,
        "Apprenticeship completion in rural further education, 2010-2020",
        ["Mwangi, Grace"],
        ["thesis.pdf", "appendix_interviews.pdf", "cohort_data.csv"],
        ("edu", "Department of Education"),
        related=[(3308, "Rural FE funding brief")],
    ),
    EPrint(
        2915,
        "Stone-wall mortar mixes in upland field barns",
        ["Thwaite, Joseph", "Kowalczyk, Anna"],
        ["article.pdf", "mortar_tests.xlsx"],
        ("eng", "Built Environment"),
        related=[(2916, "Lime mortar workshop slides")],
    ),
]


def _gb_portal() -> Portal:
    return portal(GB, "Gorsebrook Research Online", MENU, title_format="{title} - {name}")


def gorsebrook_sites() -> list[Site]:
    p = _gb_portal()
    pages = _chrome(p)
    for e in GB_RECS:
        _serve(p, e, "gorsebrook", pages, [])
    return [p.site(pages)]


def cases() -> list[Case]:
    wh = "EPrints 3.4.5 (Westerholm, signposting plugin)"
    gb = "EPrints 3.4.3 (Gorsebrook, no signposting)"
    w1, w2 = WH_RECS
    g1, g2 = GB_RECS
    wp, gp = _wh_portal(), _gb_portal()
    return [
        # signposting: complete (items = 3 documents, describedby = the 5 exports the head
        # advertises, linkset). Truth: those plus the abstract page; the related eprint is
        # another artifact; "View Item" is a staff action behind login.
        Case(
            "wh-heathland-recharge",
            wh,
            "Single Hop",
            "signposting",
            wp.url(f"/id/eprint/{w1.eid}/"),
            _truth(wp, w1, "westerholm", [wp.url(f"/cgi/linkset?eprintid={w1.eid}&format=json")]),
            westerholm_sites,
            others=frozenset([wp.url("/id/eprint/4690/")]),
        ),
        # sig_uri: signposting declares only cite-as/type/describedby, no items; the
        # documents /4820/<n>/<file> share only the eprint id with the abstract page.
        Case(
            "wh-peat-dates-describedby-only",
            wh,
            "Single Hop",
            "sig_uri",
            wp.url(f"/id/eprint/{w2.eid}/"),
            _truth(wp, w2, "westerholm"),
            westerholm_sites,
        ),
        # sig_uri (the seed's GBIF reasoning): id 3307 in every artifact URI, not in chrome or
        # the related eprint 3308 (the staff "View Item" login link carries it too: an
        # over-collection the heuristic risks).
        Case(
            "gb-apprenticeships-thesis",
            gb,
            "Single Hop",
            "sig_uri",
            gp.url(f"/id/eprint/{g1.eid}/"),
            _truth(gp, g1, "gorsebrook"),
            gorsebrook_sites,
            others=frozenset([gp.url("/id/eprint/3308/")]),
        ),
        Case(
            "gb-field-barn-mortar",
            gb,
            "Single Hop",
            "sig_uri",
            gp.url(f"/id/eprint/{g2.eid}/"),
            _truth(gp, g2, "gorsebrook"),
            gorsebrook_sites,
            others=frozenset([gp.url("/id/eprint/2916/")]),
        ),
    ]
