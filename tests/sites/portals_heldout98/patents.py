"""heldout98 patent portals: a full-text database, a prosecution register, a standards body's
essential-patent declarations and a patent office's bulk-data release manifests.

Each builder serves its portal's whole site (every record the cases use, plus the records
they link as other artifacts); each case says in a comment why the seed prescribes its
heuristic for that portal shape.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Case, Chrome, bib, data, dl, ris, table

# ---------------------------------------------------------------------------------------
# Patent full-text database (Lumen-style): the publication number is in every URI of a
# publication — language versions, PDF and drawings on the image host, family and legal
# events pages, the API record — but not under one path.  Significant String from URI.

LUMEN = "fulltext.patlumen.hx98.example"
LUMEN_IMG = "img.patlumen.hx98.example"
LUMEN_API = "api.patlumen.hx98.example"

_LUMEN_DOCS: dict[str, dict[str, object]] = {
    "EP3817264B1": {
        "title": "Battery thermal management with phase-change cold plates",
        "assignee": "Nordvolt Energy AB",
        "langs": ("en", "de"),
        "cited": ("US9876543B1", "JP2015098765A"),
        "family": ("US11234567B2", "CN112345678A"),
        "drawings": 0,
        "family_pages": 1,
        "citations_page": False,
    },
    "WO2021154321A1": {
        "title": "Beam management for reconfigurable intelligent surfaces",
        "assignee": "Halcyon Radio Systems Ltd",
        "langs": ("en", "fr", "ja"),
        "cited": ("US10555123B2", "EP3456001A1", "KR102233445B1"),
        "family": ("US20230061234A1", "EP4098765A1", "CN115551234A", "JP2024501122A"),
        "drawings": 3,
        "family_pages": 2,
        "citations_page": True,
    },
}
_LUMEN_MINOR = {
    "US9876543B1": "Heat pipe assembly for battery modules",
    "JP2015098765A": "Cooling plate and battery pack",
    "US11234567B2": "Battery thermal management with phase-change cold plates",
    "CN112345678A": "Battery pack cooling system",
    "US10555123B2": "Metasurface antenna configuration",
    "EP3456001A1": "Codebook design for passive reflectors",
    "KR102233445B1": "Reflecting surface control method",
    "US20230061234A1": "Beam management for reconfigurable intelligent surfaces",
    "EP4098765A1": "Beam management for reconfigurable intelligent surfaces",
    "CN115551234A": "Intelligent surface beam training",
    "JP2024501122A": "Reflective surface beam management",
}
_LANG = {"en": "English", "de": "Deutsch", "fr": "Français", "ja": "日本語"}

LUMEN_CHROME = Chrome(
    LUMEN,
    "PatLumen",
    menu=[
        ("/", "Search"),
        ("/search/advanced", "Advanced search"),
        ("/browse/cpc", "Browse CPC"),
        ("/help/syntax", "Query syntax"),
        ("/about", "About"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/privacy/cookies", "Cookies"),
        ("/terms", "Terms"),
        ("/contact", "Contact"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} - {name}",
    home_title="PatLumen",
    home_main="<h1>PatLumen</h1><p>Search 140 million patent publications.</p>",
)


def _lumen_minor(pn: str, title: str) -> str:
    main = (
        f'<article class="pub"><h1>{escape(pn)}: {escape(title)}</h1>'
        f"<p>Abstract not available in this language.</p>"
        f"<p>{dl(f'http://{LUMEN_IMG}/pdfs/{pn}.pdf', 'Download PDF')}</p></article>"
    )
    return LUMEN_CHROME.page(f"{pn} - {title}", main)


def _lumen_pages() -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue]]:
    site: dict[str, PageValue] = {}
    img: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for pn, title in _LUMEN_MINOR.items():
        site[f"/doc/{pn}/en"] = _lumen_minor(pn, title)
        img[f"/pdfs/{pn}.pdf"] = data(pdf(f"{pn} {title}", ["Minor record."]), "application/pdf")
    for pn, d in _LUMEN_DOCS.items():
        title, assignee = str(d["title"]), str(d["assignee"])
        langs = tuple(d["langs"])  # type: ignore[call-overload]
        cited = tuple(d["cited"])  # type: ignore[call-overload]
        family = tuple(d["family"])  # type: ignore[call-overload]
        n_draw = int(d["drawings"])  # type: ignore[call-overload]
        img[f"/pdfs/{pn}.pdf"] = data(pdf(f"{pn} {title}", [assignee]), "application/pdf")
        for i in range(1, n_draw + 1):
            img[f"/drawings/{pn}/D{i:05d}.png"] = data(png(32, 24), "image/png")
        api[f"/v1/publications/{pn}/biblio.json"] = data(
            json.dumps({"publication_number": pn, "title": title, "assignee": assignee}),
            "application/json",
        )
        site[f"/doc/{pn}/export.ris"] = data(
            ris("PAT", [("TI", title), ("A2", assignee), ("M1", pn)]),
            "application/x-research-info-systems",
        )
        if d["citations_page"]:
            site[f"/doc/{pn}/export.bib"] = data(
                bib(pn, "misc", {"title": title, "author": assignee, "number": pn}),
                "application/x-bibtex",
            )
        cites = "".join(
            f'<li><a href="/doc/{c}/en">{c}</a> {escape(_LUMEN_MINOR[c])}</li>' for c in cited
        )
        npl = (
            '<li><a href="http://doi.resolver.test/10.1109/twc.2020.300123">'
            "Wu et al., IEEE TWC 2020</a></li>"
        )
        if d["citations_page"]:
            cite_block = (
                f'<p><a href="/citations/{pn}">Cited documents ({len(cited)}) and '
                "non-patent literature</a></p>"
            )
            site[f"/citations/{pn}"] = LUMEN_CHROME.page(
                f"Citations of {pn}",
                f"<h1>Documents cited in {pn}</h1><ul>{cites}</ul>"
                f"<h2>Non-patent literature</h2><ul>{npl}</ul>"
                f'<p><a href="/doc/{pn}/en">Back to {pn}</a></p>',
            )
        else:
            cite_block = f'<h2>Cited documents</h2><ul class="citations">{cites}</ul>'
        drawings = "".join(
            f'<a href="http://{LUMEN_IMG}/drawings/{pn}/D{i:05d}.png">'
            f'<img src="http://{LUMEN_IMG}/thumbs/{pn}/D{i:05d}.png" alt="Fig. {i}"></a>'
            for i in range(1, n_draw + 1)
        )
        for lang in langs:
            others = " · ".join(
                f'<a href="/doc/{pn}/{x}" hreflang="{x}">{_LANG[x]}</a>' for x in langs if x != lang
            )
            exports = f'<a href="/doc/{pn}/export.ris">RIS</a>'
            if d["citations_page"]:
                exports += f' <a href="/doc/{pn}/export.bib">BibTeX</a>'
            similar = "".join(
                f'<li><a href="/doc/{f}/en">{f}</a></li>' for f in family[:2] + cited[:1]
            )
            main = (
                f'<article class="pub" data-pn="{pn}"><h1>{escape(title)}</h1>'
                + table(
                    [
                        ("Publication", pn),
                        ("Assignee", escape(assignee)),
                        ("Language", _LANG[lang]),
                        ("Other languages", others),
                    ]
                )
                + f"<p>{dl(f'http://{LUMEN_IMG}/pdfs/{pn}.pdf', 'Download PDF')}</p>"
                + f'<div class="drawings">{drawings}</div>'
                + "<h2>Abstract</h2><p>A system is disclosed in which "
                + escape(title.lower())
                + " is achieved.</p>"
                + f'<p>Family: <a href="/family/{pn}">{len(family)} members</a> · '
                + f'<a href="http://{LUMEN_API}/v1/publications/{pn}/biblio.json">API record</a>'
                + f" · Cite: {exports}</p>"
                + cite_block
                + f"</article><aside><h2>Similar documents</h2><ul>{similar}</ul></aside>"
            )
            site[f"/doc/{pn}/{lang}"] = LUMEN_CHROME.page(
                f"{pn} - {title}", main, share=f"http://{LUMEN}/doc/{pn}/{lang}"
            )
        pages = int(d["family_pages"])  # type: ignore[call-overload]
        per = -(-len(family) // pages)
        for p in range(1, pages + 1):
            members = "".join(
                f'<tr><td><a href="/doc/{f}/en">{f}</a></td><td>{escape(_LUMEN_MINOR[f])}</td></tr>'
                for f in family[(p - 1) * per : p * per]
            )
            nav = "".join(
                f'<a href="/family/{pn}?page={q}">Page {q}</a> '
                for q in range(1, pages + 1)
                if q != p and pages > 1
            )
            main = (
                f"<h1>Patent family of {pn}</h1><table>{members}</table>"
                f'<p class="pager">{nav}</p>'
                f'<p><a href="/family/{pn}/legal-events">Legal events</a> · '
                f'<a href="/doc/{pn}/en">Back to {pn}</a></p>'
            )
            key = f"/family/{pn}" if p == 1 else f"/family/{pn}?page={p}"
            site[key] = LUMEN_CHROME.page(f"Family of {pn}", main)
            if p == 1 and pages > 1:
                site[f"/family/{pn}?page=1"] = site[key]
        site[f"/family/{pn}/legal-events"] = LUMEN_CHROME.page(
            f"Legal events of {pn}",
            f"<h1>Legal events of {pn}</h1>"
            + table([("2022-03-09", "Grant (B1)"), ("2023-01-11", "Opposition period ended")]),
        )
    return site, img, api


def _lumen_sites() -> list[Site]:
    site, img, api = _lumen_pages()
    images = Site(LUMEN_IMG, {"/": "<!doctype html><title>PatLumen images</title>", **img})
    apisite = Site(LUMEN_API, {"/": data('{"service": "PatLumen API v1"}', "application/json")})
    for path, value in api.items():
        apisite.add(path, value)
    return [LUMEN_CHROME.site(site), images, apisite]


def _lumen_truth(pn: str) -> list[str]:
    d = _LUMEN_DOCS[pn]
    langs = tuple(d["langs"])  # type: ignore[call-overload]
    out = [f"http://{LUMEN}/doc/{pn}/{x}" for x in langs]
    out += [
        f"http://{LUMEN_IMG}/pdfs/{pn}.pdf",
        f"http://{LUMEN_API}/v1/publications/{pn}/biblio.json",
        f"http://{LUMEN}/doc/{pn}/export.ris",
        f"http://{LUMEN}/family/{pn}",
        f"http://{LUMEN}/family/{pn}/legal-events",
    ]
    out += [
        f"http://{LUMEN_IMG}/drawings/{pn}/D{i:05d}.png"
        for i in range(1, int(d["drawings"]) + 1)  # type: ignore[call-overload]
    ]
    if d["citations_page"]:
        out += [f"http://{LUMEN}/citations/{pn}", f"http://{LUMEN}/doc/{pn}/export.bib"]
    pages = int(d["family_pages"])  # type: ignore[call-overload]
    out += [f"http://{LUMEN}/family/{pn}?page={q}" for q in range(1, pages + 1) if pages > 1]
    return out


def _lumen_others(pn: str) -> list[str]:
    d = _LUMEN_DOCS[pn]
    ids = tuple(d["cited"]) + tuple(d["family"])  # type: ignore[call-overload]
    return [f"http://{LUMEN}/doc/{x}/en" for x in ids]


# ---------------------------------------------------------------------------------------
# Patent prosecution register (EPO-Register-style "dossier"): every tab and every document
# of an application's file lives under /dossier/<application>/.  Path-Based.

DOSSIERA = "register.dossiera-ipo.hx98.example"
_DOSSIERS: dict[str, dict[str, object]] = {
    "EP19812345": {
        "title": "Method for in-situ calibration of strain gauges in composite wings",
        "applicant": "Aerolith Composites GmbH",
        "docs": ("Request for grant", "Search report", "Written opinion", "Intention to grant"),
        "doc_pages": 1,
        "extra_tabs": (),
        "divisional": "EP22150001",
    },
    "EP20734567": {
        "title": "Low-latency scheduling for private 5G campus networks",
        "applicant": "Fjordnet Industrial Systems AS",
        "docs": (
            "Request for grant",
            "Description",
            "Claims",
            "Search report",
            "Communication Art. 94(3)",
            "Reply to communication",
            "Decision to grant",
            "Notice of opposition",
        ),
        "doc_pages": 2,
        "extra_tabs": (("opposition", "Opposition"), ("unitary", "Unitary patent")),
        "divisional": "EP23161212",
    },
}

DOSSIERA_CHROME = Chrome(
    DOSSIERA,
    "Dossiera Register",
    menu=[
        ("/", "Register home"),
        ("/smart-search", "Smart search"),
        ("/advanced-search", "Advanced search"),
        ("/alerts", "Register alert"),
        ("/bulletin", "Patent bulletin"),
    ],
    footer=[
        ("/legal-notice", "Legal notice"),
        ("/privacy/cookies", "Cookies"),
        ("/data-protection", "Data protection"),
        ("/accessibility", "Accessibility"),
        ("http://www.dossiera-ipo.hx98.example/", "Dossiera IPO"),
    ],
    title_format="{name} - {title}",
    home_title="Dossiera Register",
)


def _dossier_tabs(app: str, tabs: list[tuple[str, str]], current: str) -> str:
    return (
        '<ul class="tabs">'
        + "".join(
            f'<li class="{"on" if s == current else ""}"><a href="/dossier/{app}/{s}">{t}</a></li>'
            for s, t in tabs
        )
        + "</ul>"
    )


def _dossiera_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for app, d in _DOSSIERS.items():
        title, applicant = str(d["title"]), str(d["applicant"])
        docs = tuple(d["docs"])  # type: ignore[call-overload]
        tabs: list[tuple[str, str]] = [
            ("", "About this file"),
            ("legal-status", "Legal status"),
            ("events", "Event history"),
            ("citations", "Citations"),
            ("documents", "All documents"),
            *tuple(d["extra_tabs"]),  # type: ignore[call-overload]
        ]
        div = str(d["divisional"])
        side = (
            f'<aside><a href="/print?dossier={app}">Print view</a> · '
            f'<a href="/dossier/{app}/events.rss">RSS</a> · '
            f'<a href="http://federated.ipo-network.test/?ap={app}">Federated register</a></aside>'
        )

        def wrap(
            tab: str,
            label: str,
            body: str,
            app: str = app,
            title: str = title,
            tabs: list[tuple[str, str]] = tabs,
            side: str = side,
        ) -> str:
            return DOSSIERA_CHROME.page(
                f"{app} [{label}]",
                f"<h1>{escape(title)}</h1>{_dossier_tabs(app, tabs, tab)}{body}{side}",
            )

        pages[f"/dossier/{app}/"] = wrap(
            "",
            "About this file",
            table(
                [
                    ("Application number", app),
                    ("Applicant", escape(applicant)),
                    ("Status", "The patent has been granted"),
                    (
                        "Divisional application",
                        f'<a href="/dossier/{div}/">{div}</a>',
                    ),
                    (
                        "Publication",
                        f'<a href="http://fulltext.patlumen.hx98.example/doc/{app}/en">'
                        "full text</a>",
                    ),
                ]
            ),
        )
        pages[f"/dossier/{app}/legal-status"] = wrap(
            "legal-status", "Legal status", "<p>Lapsed in: none. Validated in DE, FR, GB.</p>"
        )
        pages[f"/dossier/{app}/events"] = wrap(
            "events", "Event history", "<p>2021-06-02 Examination started.</p>"
        )
        pages[f"/dossier/{app}/events.rss"] = data(
            f"<?xml version='1.0'?><rss><channel><title>{app}</title></channel></rss>",
            "application/rss+xml",
        )
        pages[f"/dossier/{app}/citations"] = wrap(
            "citations",
            "Citations",
            '<p>Cited in search: <a href="http://fulltext.patlumen.hx98.example/doc/'
            'US9876543B1/en">US9876543B1</a></p>',
        )
        n_pages = int(d["doc_pages"])  # type: ignore[call-overload]
        per = -(-len(docs) // n_pages)
        for p in range(1, n_pages + 1):
            rows = "".join(
                f'<tr><td>{i + 1:04d}</td><td><a href="/dossier/{app}/documents/D{i + 1:04d}.pdf">'
                f"{escape(name)}</a></td></tr>"
                for i, name in list(enumerate(docs))[(p - 1) * per : p * per]
            )
            pager = " ".join(
                f'<a href="/dossier/{app}/documents?page={q}">{q}</a>'
                for q in range(1, n_pages + 1)
                if n_pages > 1 and q != p
            )
            zipl = (
                f'<p><a href="/dossier/{app}/documents/all.zip">Download all (zip)</a></p>'
                if n_pages > 1
                else ""
            )
            key = f"/dossier/{app}/documents" + (f"?page={p}" if p > 1 else "")
            pages[key] = wrap(
                "documents", "All documents", f"<table>{rows}</table><p>{pager}</p>{zipl}"
            )
            if n_pages > 1 and p == 1:
                pages[f"/dossier/{app}/documents?page=1"] = pages[key]
        for i, name in enumerate(docs):
            pages[f"/dossier/{app}/documents/D{i + 1:04d}.pdf"] = data(
                pdf(f"{app} {name}", [applicant]), "application/pdf"
            )
        if n_pages > 1:
            pages[f"/dossier/{app}/documents/all.zip"] = data(
                b"PK\x05\x06" + bytes(18), "application/zip"
            )
        for slug, label in tuple(d["extra_tabs"]):  # type: ignore[call-overload]
            pages[f"/dossier/{app}/{slug}"] = wrap(slug, label, f"<p>{escape(label)} data.</p>")
        pages[f"/print?dossier={app}"] = DOSSIERA_CHROME.page(f"{app} print", f"<pre>{app}</pre>")
        pages[f"/dossier/{div}/"] = DOSSIERA_CHROME.page(
            f"{div} [About this file]",
            f"<h1>Divisional of {app}</h1><p>Status: application published.</p>",
        )
    pages["/print"] = DOSSIERA_CHROME.page("Print", "<p>Choose a file to print.</p>")
    return [DOSSIERA_CHROME.site(pages)]


def _dossier_truth(app: str) -> list[str]:
    d = _DOSSIERS[app]
    base = f"http://{DOSSIERA}/dossier/{app}/"
    out = [base + s for s in ("", "legal-status", "events", "events.rss", "citations", "documents")]
    out += [base + f"documents/D{i + 1:04d}.pdf" for i in range(len(d["docs"]))]  # type: ignore[arg-type]
    out += [base + s for s, _ in tuple(d["extra_tabs"])]  # type: ignore[call-overload]
    n_pages = int(d["doc_pages"])  # type: ignore[call-overload]
    if n_pages > 1:
        out += [base + f"documents?page={q}" for q in range(1, n_pages + 1)]
        out.append(base + "documents/all.zip")
    return out


# ---------------------------------------------------------------------------------------
# Standards-essential patent declarations (an SDO's IPR database): one declaration page
# links its signed form and annex on the SDO's document server and its own exports; the
# declared patents and the standard live on other portals.  Single Hop: Single Page+ with
# Ignored URIs (like Figshare/Zenodo in the seed's table).

SDO = "ipr.telstandards-sdo.hx98.example"
SDO_DOCS = "docbox.telstandards-sdo.hx98.example"
_DECLS: dict[str, dict[str, object]] = {
    "ISLD-202105-0417": {
        "holder": "Halcyon Radio Systems Ltd",
        "standard": "TS 38.214",
        "patents": ("WO2021154321A1", "US10555123B2"),
        "files": (
            ("signed", "Signed declaration form", "pdf"),
            ("annex", "Annex: patent list", "xlsx"),
        ),
        "superseded_by": None,
    },
    "ISLD-202209-1183": {
        "holder": "Fjordnet Industrial Systems AS",
        "standard": "TS 38.300",
        "patents": ("EP20734567", "US11876001B1", "CN114998877A", "JP2023100456A"),
        "files": (
            ("signed", "Signed declaration form", "pdf"),
            ("annex", "Annex: patent list", "xlsx"),
            ("annex-2", "Annex 2: family information", "xlsx"),
            ("glf", "General licensing declaration", "pdf"),
        ),
        "superseded_by": "ISLD-202403-0051",
    },
}
_SDO_LATEST = ("ISLD-202403-0051", "ISLD-202402-0990", "ISLD-202401-0712")

SDO_CHROME = Chrome(
    SDO,
    "TelStandards IPR Online",
    menu=[
        ("/", "Home"),
        ("/declarations", "Search declarations"),
        ("/standards", "Browse by standard"),
        ("/policy", "IPR policy"),
        ("/faq", "FAQ"),
    ],
    footer=[
        ("/privacy/cookies", "Cookies"),
        ("/privacy", "Privacy"),
        ("/disclaimer", "Disclaimer"),
        ("/contact", "Contact the IPR helpdesk"),
    ],
    home_main=(
        "<h1>IPR Online</h1><h2>Latest declarations</h2><ul>"
        + "".join(f'<li><a href="/declarations/{x}">{x}</a></li>' for x in _SDO_LATEST)
        + "</ul>"
    ),
)


def _sdo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    docs: dict[str, PageValue] = {"/": "<!doctype html><title>docbox</title><p>Document store</p>"}
    for ref, d in _DECLS.items():
        holder, std = str(d["holder"]), str(d["standard"])
        files = tuple(d["files"])  # type: ignore[call-overload]
        pats = "".join(
            f'<tr><td><a href="http://fulltext.patlumen.hx98.example/doc/{p}/en">{p}</a></td>'
            f"<td>{escape(std)}</td></tr>"
            for p in d["patents"]  # type: ignore[attr-defined]
        )
        flinks = ""
        for slug, label, ext in files:
            path = f"/ipr/{ref}/{ref}-{slug}.{ext}"
            ctype = "application/pdf" if ext == "pdf" else "application/vnd.ms-excel"
            body = pdf(f"{ref} {label}", [holder]) if ext == "pdf" else b"PK\x03\x04" + bytes(26)
            docs[path] = data(body, ctype)
            flinks += f"<li>{dl(f'http://{SDO_DOCS}{path}', label, ext.upper())}</li>"
        sup = d["superseded_by"]
        status = f'Superseded by <a href="/declarations/{sup}">{sup}</a>' if sup else "Current"
        main = (
            f"<h1>IPR declaration {ref}</h1>"
            + table(
                [
                    ("Declarant", escape(holder)),
                    (
                        "Standard",
                        f'<a href="http://specs.partnership-project.test/{std}">{std}</a>',
                    ),
                    ("Declaration date", ref[5:9] + "-" + ref[9:11]),
                    ("Status", status),
                ]
            )
            + f"<h2>Documents</h2><ul>{flinks}</ul>"
            + f"<h2>Declared patents</h2><table>{pats}</table>"
            + f'<p>Export: <a href="/declarations/{ref}/export.csv">CSV</a> '
            + f'<a href="/declarations/{ref}/export.json">JSON</a></p>'
        )
        pages[f"/declarations/{ref}"] = SDO_CHROME.page(
            f"Declaration {ref}", main, share=f"http://{SDO}/declarations/{ref}"
        )
        pages[f"/declarations/{ref}/export.csv"] = data(
            "reference,declarant,standard\n" + f"{ref},{holder},{std}\n", "text/csv"
        )
        pages[f"/declarations/{ref}/export.json"] = data(
            json.dumps({"reference": ref, "declarant": holder}), "application/json"
        )
    for ref in _SDO_LATEST:
        pages[f"/declarations/{ref}"] = SDO_CHROME.page(
            f"Declaration {ref}", f"<h1>IPR declaration {ref}</h1><p>Declarant: withheld.</p>"
        )
    return [SDO_CHROME.site(pages), Site(SDO_DOCS, docs)]


def _sdo_truth(ref: str) -> list[str]:
    files = tuple(_DECLS[ref]["files"])  # type: ignore[call-overload]
    return [
        f"http://{SDO}/declarations/{ref}",
        f"http://{SDO}/declarations/{ref}/export.csv",
        f"http://{SDO}/declarations/{ref}/export.json",
        *(f"http://{SDO_DOCS}/ipr/{ref}/{ref}-{s}.{e}" for s, _l, e in files),
    ]


# ---------------------------------------------------------------------------------------
# Patent office bulk-data release manifests: a bare static page per weekly release listing
# only its files (no menu, no footer, nothing else).  Single Hop without chrome to trim:
# Single Page+.

BULK = "bulkdata.grantsxml-office.hx98.example"
_RELEASES: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "/grants/2024/ipg240312/": (
        "Patent Grant Full Text Data (XML) - Issue of 2024-03-12",
        (("ipg240312.zip", "Full text XML"), ("ipg240312.md5", "MD5 checksum")),
    ),
    "/applications/2023/ipa231130/": (
        "Patent Application Full Text Data (XML) - Publication of 2023-11-30",
        (
            ("ipa231130_r1.zip", "Full text XML, part 1"),
            ("ipa231130_r2.zip", "Full text XML, part 2"),
            ("ipa231130_r3.zip", "Full text XML, part 3"),
            ("ipa231130-images.tar", "Drawings (TIFF)"),
            ("SHA256SUMS", "Checksums"),
            ("us-patent-application-v4.6.dtd", "DTD"),
            ("changes.html", "Changes in this release"),
        ),
    ),
}


def _bulk_sites() -> list[Site]:
    s = Site(BULK)
    dirs: dict[str, list[str]] = {}
    for path, (title, files) in _RELEASES.items():
        rows = "".join(
            f'<tr><td><a href="{escape(f)}">{escape(f)}</a></td><td>{escape(label)}</td></tr>'
            for f, label in files
        )
        s.add(
            path,
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>"
            f"<h1>{escape(title)}</h1><table>{rows}</table></body></html>",
        )
        for f, label in files:
            if f.endswith(".html"):
                s.add(path + f, f"<!DOCTYPE html><title>{escape(label)}</title><p>No changes.</p>")
            else:
                s.add(path + f, data(f"{label}\n".encode(), "application/octet-stream"))
        top, year = path.strip("/").split("/")[:2]
        dirs.setdefault(f"/{top}/", []).append(f"{year}/")
        dirs.setdefault(f"/{top}/{year}/", []).append(path.rstrip("/").rsplit("/", 1)[1] + "/")
    dirs["/"] = sorted({k.strip("/").split("/")[0] + "/" for k in dirs if k != "/"})
    for d, entries in dirs.items():
        s.add(
            d,
            f"<!DOCTYPE html><title>Index of {d}</title><h1>Index of {d}</h1>"
            + "".join(f'<a href="{e}">{e}</a><br>' for e in sorted(set(entries))),
        )
    return [s]


def _bulk_truth(path: str) -> list[str]:
    return [f"http://{BULK}{path}"] + [f"http://{BULK}{path}{f}" for f, _ in _RELEASES[path][1]]


CASES: list[Case] = [
    # The publication number is in every URI of the publication (language versions, family
    # and legal-events pages, PDF and API record on sibling hosts of the portal) but no
    # common path holds them: the seed's GBIF shape, Significant String from URI.
    case(
        "patlumen-ep-battery",
        "patent full-text database (granted EP, two languages, inline citations)",
        "Multi-Hop",
        "sig_uri",
        f"http://{LUMEN}/doc/EP3817264B1/en",
        _lumen_truth("EP3817264B1"),
        _lumen_sites,
        others=_lumen_others("EP3817264B1"),
    ),
    # Same portal, harder: three languages, drawings on the image host, a paginated family
    # list and a separate citations page; still the publication number in every URI.
    case(
        "patlumen-wo-ris",
        "patent full-text database (PCT application, drawings, paginated family)",
        "Multi-Hop",
        "sig_uri",
        f"http://{LUMEN}/doc/WO2021154321A1/en",
        _lumen_truth("WO2021154321A1"),
        _lumen_sites,
        others=_lumen_others("WO2021154321A1"),
    ),
    # Every tab and document of the file sits under /dossier/<application>/ (the entry, with
    # its slash): the seed's BitBucket/GitLab shape, Path-Based.
    case(
        "dossiera-strain-gauges",
        "patent prosecution register (granted application, four documents)",
        "Multi-Hop",
        "path_based",
        f"http://{DOSSIERA}/dossier/EP19812345/",
        _dossier_truth("EP19812345"),
        _dossiera_sites,
        others=[f"http://{DOSSIERA}/dossier/EP22150001/"],
    ),
    case(
        "dossiera-campus-5g",
        "patent prosecution register (opposed patent, paginated documents, zip, extra tabs)",
        "Multi-Hop",
        "path_based",
        f"http://{DOSSIERA}/dossier/EP20734567/",
        _dossier_truth("EP20734567"),
        _dossiera_sites,
        others=[f"http://{DOSSIERA}/dossier/EP23161212/"],
    ),
    # A declaration page and the files it links one hop away, amid portal chrome: the
    # seed's Figshare/Zenodo shape, Single Page+ with Ignored URIs.
    case(
        "telstandards-decl-ris",
        "standards-essential patent declaration database (two files)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{SDO}/declarations/ISLD-202105-0417",
        _sdo_truth("ISLD-202105-0417"),
        _sdo_sites,
    ),
    # Harder: four files, and a link to the superseding declaration, which the homepage's
    # "latest declarations" lists (so the ignored-URIs list drops it).
    case(
        "telstandards-decl-campus",
        "standards-essential patent declaration database (superseded, four files)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{SDO}/declarations/ISLD-202209-1183",
        _sdo_truth("ISLD-202209-1183"),
        _sdo_sites,
        others=[f"http://{SDO}/declarations/ISLD-202403-0051"],
    ),
    # A bare manifest page linking only its release files, no chrome at all: everything one
    # hop away belongs, so Single Page+ (nothing to ignore).
    case(
        "grantsxml-ipg240312",
        "patent bulk-data release manifest (weekly grants, two files)",
        "Single Hop",
        "single_page_plus",
        f"http://{BULK}/grants/2024/ipg240312/",
        _bulk_truth("/grants/2024/ipg240312/"),
        _bulk_sites,
    ),
    case(
        "grantsxml-ipa231130",
        "patent bulk-data release manifest (applications, multi-part, images, DTD, notes)",
        "Single Hop",
        "single_page_plus",
        f"http://{BULK}/applications/2023/ipa231130/",
        _bulk_truth("/applications/2023/ipa231130/"),
        _bulk_sites,
    ),
]
