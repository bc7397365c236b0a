"""An EPrints 3 repository under an unfamiliar host name.

The abstract page /id/eprint/<n>/ links the item's documents (/id/eprint/<n>/<pos>/<file>)
and its exports (/cgi/export/eprint/<n>/<plugin>/<repo>-eprint-<n>.<ext>, also announced
as <link rel="alternate"> in the head, as real EPrints does).  The exports lie outside the
item's path, so path_based loses them; the seed's nearest rows (SSRN, BioRxiv) give
**single_page_plus_ignored**.  Truth: abstract page, documents, exports.  Not in it: the
login-only "View Item" screen, the depositor, division and year browse pages, the related
eprint (`others`).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, share

EP = "repository.halloran-institute.hx5.example"
EP_SHELL = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{title}</title>{head}</head>
<body bgcolor="#ffffff" text="#000000"><div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo">
<a href="/" title="{name}"><img alt="{name}" src="/images/sitelogo.png" /></a></div>
<ul class="ep_tm_menu">{nav}</ul>
<table class="ep_tm_searchbar" border="0" cellpadding="0" cellspacing="0" width="100%"><tr>
<td align="left"><ul class="ep_tm_key_tools" id="ep_tm_menu_tools"><li><a href="/cgi/users/home">Login</a></li><li><a href="/cgi/register">Create Account</a></li></ul></td>
<td align="right" style="white-space: nowrap"><form method="get" accept-charset="utf-8" action="/cgi/search" style="display:inline">
<input class="ep_tm_searchbarbox" size="20" type="text" name="q" /><input class="ep_tm_searchbarbutton" value="Search" type="submit" name="_action_search" /></form></td></tr></table></div>
<div align="center"><table width="720" class="ep_tm_main"><tr><td align="left">{main}</td></tr></table></div>
<div class="ep_tm_footer ep_noprint">{footer}<div class="ep_tm_eprints_logo"><a href="http://eprints.test/software/">
<img alt="EPrints Logo" src="/images/eprintslogo.png" /></a></div></div></body></html>
"""
EP_ITEMS = {
    3312: (
        "Spatial variation in peat accumulation rates across the Halloran bog complex",
        [(1, "halloran_peat_2023.pdf"), (2, "core_chronologies.zip")],
        3340,
    ),
    3340: (
        "Radiocarbon calibration notes for Halloran peat cores",
        [(1, "calibration_notes.pdf")],
        None,
    ),
}
EP_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("XML", "xml")]


def _ep_members(n: int) -> list[str]:
    _t, docs, _rel = EP_ITEMS[n]
    return [
        f"/id/eprint/{n}/",
        *(f"/id/eprint/{n}/{d}/{f}" for d, f in docs),
        *(f"/cgi/export/eprint/{n}/{x}/halloran-eprint-{n}.{ext}" for x, ext in EP_EXPORTS),
    ]


def _ep_site():
    skin = Skin(
        host=EP,
        name="Halloran Research Repository",
        shell=EP_SHELL,
        title_fmt="{t} - {n}",
        home_title="Welcome to Halloran Research Repository - Halloran Research Repository",
        head=(
            '<meta name="generator" content="EPrints 3.4.5" />'
            '<link rel="stylesheet" type="text/css" href="/style/auto-3.4.5.css" />'
            '<script type="text/javascript" src="/javascript/auto-3.4.5.js"></script>'
        ),
        nav=[
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/policies.html", "Policies"),
        ],
        footer=[("/contact.html", "Contact"), ("/accessibility.html", "Accessibility")],
        assets=[
            "/style/auto-3.4.5.css",
            "/javascript/auto-3.4.5.js",
            "/images/sitelogo.png",
            "/images/eprintslogo.png",
        ],
        search="/cgi/search",
    )
    pages: dict = {}
    for n, (title, docs, rel) in EP_ITEMS.items():
        exports = [
            (f"/cgi/export/eprint/{n}/{x}/halloran-eprint-{n}.{ext}", x) for x, ext in EP_EXPORTS
        ]
        alt = "".join(
            f'<link rel="alternate" href="http://{EP}{h}" type="text/plain" title="{x}" />'
            for h, x in exports
        )
        doc_rows = "".join(
            f'<tr><td valign="top" align="right"><a class="ep_document_link" href="/id/eprint/{n}/{d}/{f}">'
            f'<img class="ep_doc_icon" alt="[thumbnail of {escape(f)}]" src="/style/images/fileicons/other.png" border="0" /></a></td>'
            f'<td valign="top"><span class="ep_document_citation">{escape(f)} - Published Version<br />Available under License '
            f"{a('http://creativecommons.test/licenses/by/4.0', 'Creative Commons Attribution')}.</span><br />"
            f"{a(f'/id/eprint/{n}/{d}/{f}', 'Download (2MB)', class_='ep_document_link')}</td></tr>"
            for d, f in docs
        )
        related = f"<p>Related: {a(f'/id/eprint/{rel}/', EP_ITEMS[rel][0])}</p>" if rel else ""
        export_form = "".join(f'<option value="{x}">{x}</option>' for x, _e in EP_EXPORTS)
        main = f"""<h1 class="ep_tm_pagetitle">{escape(title)}</h1>
<div class="ep_summary_content"><div class="ep_summary_content_main">
<p style="margin-bottom: 1em">{a("/view/creators/Brennan=3AOrla=3A=3A.html", "Brennan, Orla")} (2023) <em>{escape(title)}.</em> Working Paper.</p>
<table>{doc_rows}</table>{related}
<h2>Abstract</h2><p>Peat cores were collected along three transects ...</p>
<table style="margin-bottom: 1em; margin-top: 1em;" cellpadding="3">
<tr><th align="right">Item Type:</th><td>Monograph (Working Paper)</td></tr>
<tr><th align="right">Divisions:</th><td>{a("/view/divisions/geog/", "Geography")}</td></tr>
<tr><th align="right">Depositing User:</th><td>{a("/cgi/users/home?screen=User::View&userid=57", "Orla Brennan")}</td></tr>
<tr><th align="right">Date Deposited:</th><td>{a("/view/year/2023.html", "14 Mar 2023")}</td></tr>
<tr><th align="right">URI:</th><td>{a(f"/id/eprint/{n}/", f"http://{EP}/id/eprint/{n}/")}</td></tr></table>
<form method="get" action="/cgi/export_redirect"><input name="eprintid" value="{n}" type="hidden" /><select name="format">{export_form}</select>
<input type="submit" value="Export" /></form>
<p class="ep_export_links">{" | ".join(a(h, x) for h, x in exports)}</p>
{share(skin.url(f"/id/eprint/{n}/"))}
<h3>Actions (login required)</h3>{a(f"/cgi/users/home?screen=EPrint::View&eprintid={n}", "View Item")}</div></div>"""
        pages[f"/id/eprint/{n}/"] = skin.page(title, main, head=alt)
        pages[f"/id/eprint/{n}"] = Response.redirect(f"http://{EP}/id/eprint/{n}/", 301)
        for d, f in docs:
            pages[f"/id/eprint/{n}/{d}/{f}"] = blob(f.rsplit(".", 1)[-1], f)
        for (h, _name), (_x, ext) in zip(exports, EP_EXPORTS, strict=True):
            pages[h] = export(
                {"bib": "bibtex", "ris": "ris", "xml": "xml"}.get(ext, "json"), title, f"eprint-{n}"
            )
    for p in (
        "/information.html",
        "/view/",
        "/policies.html",
        "/contact.html",
        "/accessibility.html",
        "/cgi/users/home",
        "/cgi/register",
        "/view/divisions/geog/",
        "/view/year/2023.html",
        "/view/creators/Brennan=3AOrla=3A=3A.html",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1] or "Browse", f"<h1>{escape(p)}</h1>")
    pages["/style/images/fileicons/other.png"] = blob("png", "icon")
    return [skin.site(pages)]


def _ep_case(name: str, n: int) -> Case:
    rel = EP_ITEMS[n][2]
    return Case(
        name=name,
        imitates="EPrints 3 (self-hosted)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{EP}/id/eprint/{n}/",
        truth=frozenset(f"http://{EP}{p}" for p in _ep_members(n)),
        build=_ep_site,
        others=frozenset({f"http://{EP}/id/eprint/{rel}/"} if rel else ()),
    )


CASES: list[Case] = [
    _ep_case("hx5_eprints_peat", 3312),
    _ep_case("hx5_eprints_notes", 3340),
]
