"""Patents and standards of heldout34: Google-Patents- and Espacenet-like patent records,
IETF-datatracker-like drafts and RFCs (versions, errata), W3C-like technical reports."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import COOKIES, a, blob, case, citation_meta, host, pdf_file, portal, site, ul

# ---------------------------------------------------------------- Google-Patents-like
GP = host("patents", "patlensia")
GP_IMG = host("patentimages", "patimgstore")
GP_T = "Google-Patents-like patent page (single hop, PDF on an image store)"
GP_PATS = {
    "US11873210B2": ("Regenerative braking controller for light rail vehicles", "a4/7c/2e"),
    "EP4012345A1": ("Regenerative braking controller for light rail vehicles", "0b/91/d3"),
}
GP_CITED = "US2024187654A1"


def _gp_pdf(pn: str) -> str:
    return f"http://{GP_IMG}/{GP_PATS[pn][1]}/9f01bd77c3e1f2/{pn}.pdf"


def _gpatents() -> list[Site]:
    p = portal(
        GP,
        "PatLensia Patents",
        [("/advanced", "Advanced search"), ("/help", "Help")],
        title_format="{title} - PatLensia Patents",
    )
    pages: dict[str, object] = {}
    img = Site(GP_IMG)
    for pn, (title, _path) in GP_PATS.items():
        img.add(_gp_pdf(pn).split(GP_IMG, 1)[1], pdf_file(f"{pn} {title}", "Claims 1-14"))
        fam = [x for x in GP_PATS if x != pn]
        pages[f"/patent/{pn}/en"] = p.page(
            f"{pn} - {title}",
            COOKIES
            + f'<article class="result"><h1 id="title">{title}</h1><dl><dt>Publication number'
            f"</dt><dd>{pn}</dd><dt>Inventor</dt><dd>"
            + a("/?inventor=Henrik+Dahl", "Henrik Dahl")
            + "</dd><dt>Current Assignee</dt><dd>"
            + a("/?assignee=Nordtrafik+Systems+AB", "Nordtrafik Systems AB")
            + "</dd></dl>"
            + f"<p>{a(_gp_pdf(pn), 'Download PDF', 'pdfLink')} · "
            + a(f"/?q=({pn})&oq={pn}&similar=1", "Find Prior Art")
            + " · "
            + a(f"/?q={pn}", "Similar")
            + "</p><section><h2>Abstract</h2><p>A controller that recovers braking energy.</p>"
            + "<h2>Claims (14)</h2><ol><li>A controller comprising...</li></ol>"
            + "<h2>Description</h2><p>Field of the invention.</p></section>"
            + "<h2>Worldwide applications</h2>"
            + ul(a(f"/patent/{x}/en", x) for x in fam)
            + "<h2>Cited By (1)</h2>"
            + ul([a(f"/patent/{GP_CITED}/en", GP_CITED)])
            + "<h2>Legal events</h2><table><tr><td>2024-01-16</td><td>PB01 Publication</td>"
            "</tr></table></article>",
            head=citation_meta(title, ["Henrik Dahl"], "2024/01/16", _gp_pdf(pn)),
            share=f"http://{GP}/patent/{pn}/en",
        )
    pages[f"/patent/{GP_CITED}/en"] = p.page(GP_CITED, "<h1>Traction inverter cooling</h1>")
    return [site(p, pages), img]  # type: ignore[arg-type]


def _gp_case(name: str, pn: str) -> Case:
    url = f"http://{GP}/patent/{pn}/en"
    # Zenodo/SSRN shape: one landing page and its PDF one hop away, among search links,
    # family members and citing patents (other artifacts) -> single_page_plus_ignored.
    return case(
        name,
        GP_T,
        "Single Hop",
        "single_page_plus_ignored",
        url,
        [url, _gp_pdf(pn)],
        _gpatents,
        [
            *(f"http://{GP}/patent/{x}/en" for x in GP_PATS if x != pn),
            f"http://{GP}/patent/{GP_CITED}/en",
        ],
    )


# ---------------------------------------------------------------- Espacenet-like
EPS = host("worldwide", "espaciopat")
EPS_T = "Espacenet-like patent record in tabs (number in every URI)"
EPS_PATS = {"3987654A1": ("EP", "A1"), "3991122B1": ("EP", "B1")}
EPS_FAMILY = {"3987654A1": ("US", "2023187654A1"), "3991122B1": ("JP", "2023551234A")}
EPS_TABS = [
    "biblio",
    "description",
    "claims",
    "originalDocument",
    "inpadoc",
    "inpadocFamily",
    "citedDocuments",
]
EPS_LABEL = {
    "biblio": "Bibliographic data",
    "description": "Description",
    "claims": "Claims",
    "originalDocument": "Original document",
    "inpadoc": "INPADOC legal status",
    "inpadocFamily": "INPADOC patent family",
    "citedDocuments": "Cited documents",
}


def _eps_q(cc: str, nr: str, kc: str) -> str:
    return f"?CC={cc}&NR={nr}&KC={kc}&FT=D"


def _eps_truth(nr: str) -> list[str]:
    cc, kc = EPS_PATS[nr]
    q = _eps_q(cc, nr, kc)
    out = [f"http://{EPS}/publicationDetails/{t}{q}" for t in EPS_TABS]
    out.append(f"http://{EPS}/data/publicationDetails/downloadpdf?CC={cc}&NR={nr}&KC={kc}")
    return out


def _espacenet() -> list[Site]:
    p = portal(
        EPS,
        "Espaciopat",
        [
            ("/quickSearch", "Smart search"),
            ("/advancedSearch", "Advanced search"),
            ("/classification", "Classification search"),
            ("/myPatentsList", "My patents list"),
        ],
        title_format="{name} - {title}",
        footer=[
            ("/help", "Help"),
            ("/settings", "Settings"),
            ("/legal", "Legal notice"),
            ("http://www.patoffice.test/", "Patent office"),
        ],
    )
    pages: dict[str, object] = {}
    for nr, (cc, kc) in EPS_PATS.items():
        q = _eps_q(cc, nr, kc)
        fcc, fnr = EPS_FAMILY[nr]
        fam = f"/publicationDetails/biblio{_eps_q(fcc, fnr, fnr[-2:] if fnr[-1] != 'A' else 'A')}"
        pages[fam] = p.page("Bibliographic data", f"<h1>{fcc}{fnr}</h1>")
        tabs = ul(a(f"/publicationDetails/{t}{q}", EPS_LABEL[t]) for t in EPS_TABS)
        pdf = f"/data/publicationDetails/downloadpdf?CC={cc}&NR={nr}&KC={kc}"
        pages[pdf] = pdf_file(f"{cc}{nr}", "European patent application")
        for t in EPS_TABS:
            body = f"<h1>{EPS_LABEL[t]}: {cc}{nr} ({cc} {nr[:7]} {kc})</h1>"
            if t == "biblio":
                body += (
                    "<p>Method for thermal management of battery modules in electric "
                    "buses</p><p>Applicant: "
                    + a("/quickSearch?query=pa%3DVoltaBus", "VOLTABUS GMBH")
                    + "</p>"
                    + a("/myPatentsList", "Add to my patents list")
                )
            elif t == "originalDocument":
                body += f"<p>{a(pdf, 'Download')} (12 pages)</p>"
            elif t == "inpadocFamily":
                body += "<p>Also published as: " + a(fam, f"{fcc}{fnr}") + "</p>"
            elif t == "citedDocuments":
                body += "<p>Cited documents: " + a(fam, f"{fcc}{fnr}") + "</p>"
            pages[f"/publicationDetails/{t}{q}"] = p.page(
                EPS_LABEL[t],
                COOKIES
                + f'<div id="tabs">{tabs}</div>{body}'
                + '<p class="share">'
                + a("/quickSearch", "New search")
                + "</p>",
            )
    return [site(p, pages)]  # type: ignore[arg-type]


def _eps_case(name: str, nr: str) -> Case:
    fcc, fnr = EPS_FAMILY[nr]
    fam = f"http://{EPS}/publicationDetails/biblio{_eps_q(fcc, fnr, fnr[-2:] if fnr[-1] != 'A' else 'A')}"
    # GBIF shape: every tab of the record (and its PDF) carries the publication number in
    # the query; the title element is the same for every record, so no title string works
    # -> sig_uri.  Family members are other artifacts.
    return case(
        name, EPS_T, "Multi-Hop", "sig_uri", _eps_truth(nr)[0], _eps_truth(nr), _espacenet, [fam]
    )


# ---------------------------------------------------------------- IETF-datatracker-like
DT = host("datatracker", "netstdforum")
DT_WWW = host("www", "netstdforum")
RFCED = host("www", "rfcpubeditor")
DT_T = "IETF-datatracker-like document (revisions, HTML and text on other hosts, errata)"
DRAFT = "draft-ietf-lamps-pq-certificates"
RFC = "rfc9814"


def _dt_truth(doc: str) -> list[str]:
    if doc == DRAFT:
        return [
            f"http://{DT}/doc/{DRAFT}/",
            f"http://{DT}/doc/{DRAFT}/00/",
            f"http://{DT}/doc/{DRAFT}/01/",
            f"http://{DT}/doc/{DRAFT}/history/",
            f"http://{DT}/doc/{DRAFT}/bibtex/",
            f"http://{DT}/doc/html/{DRAFT}-02",
            *(f"http://{DT_WWW}/archive/id/{DRAFT}-0{i}.txt" for i in range(3)),
        ]
    return [
        f"http://{DT}/doc/{RFC}/",
        f"http://{DT}/doc/{RFC}/history/",
        f"http://{DT}/doc/{RFC}/bibtex/",
        f"http://{DT}/doc/html/{RFC}",
        f"http://{RFCED}/rfc/{RFC}.txt",
        f"http://{RFCED}/rfc/{RFC}.pdf",
        f"http://{RFCED}/errata/{RFC}",
    ]


def _datatracker() -> list[Site]:
    p = portal(
        DT,
        "NetStdForum Datatracker",
        [
            ("/doc/active/", "Active Internet-Drafts"),
            ("/wg/", "Working groups"),
            ("/meeting/", "Meetings"),
            ("/ipr/", "IPR disclosures"),
            ("/accounts/login/", "Sign in"),
        ],
        title_format="{title}",
    )
    pages: dict[str, object] = {}
    www = portal(DT_WWW, "NetStdForum", [("/standards/", "Standards"), ("/about/", "About")])
    ed = portal(
        RFCED, "RFC Publication Editor", [("/search/", "Search RFCs"), ("/about/", "About")]
    )
    wpages: dict[str, object] = {}
    epages: dict[str, object] = {}
    chrome = (
        "<p>Working group: "
        + a("/wg/lamps/about/", "Limited Additional Mechanisms for PKIX")
        + " · Authors: "
        + a("/person/m.ferrante@corvid.test", "Marta Ferrante")
        + " · References: "
        + a("/doc/rfc5280/", "RFC 5280")
        + "</p>"
    )
    # the draft, three revisions
    for rev in ("00", "01", "02"):
        wpages[f"/archive/id/{DRAFT}-{rev}.txt"] = blob(
            f"Internet-Draft  {DRAFT}-{rev}\nPost-quantum certificates\n", "text/plain"
        )
    revs = ul(
        [
            a(f"/doc/{DRAFT}/00/", "-00"),
            a(f"/doc/{DRAFT}/01/", "-01"),
            a(f"/doc/{DRAFT}/", "-02 (latest)"),
        ]
    )
    tabs = ul(
        [
            a(f"/doc/{DRAFT}/", "Status"),
            a(f"/doc/{DRAFT}/history/", "History"),
            a(f"/doc/{DRAFT}/bibtex/", "bibtex"),
        ]
    )
    pages[f"/doc/{DRAFT}/"] = p.page(
        f"{DRAFT}-02",
        COOKIES + f"<h1>Post-Quantum Certificates in X.509<br><small>{DRAFT}-02"
        f"</small></h1>{tabs}<p>Versions: {revs}</p><p>Formats: "
        + a(f"http://{DT_WWW}/archive/id/{DRAFT}-02.txt", "txt")
        + " "
        + a(f"/doc/html/{DRAFT}-02", "htmlized")
        + "</p>"
        + chrome,
    )
    for rev in ("00", "01"):
        pages[f"/doc/{DRAFT}/{rev}/"] = p.page(
            f"{DRAFT}-{rev}",
            f"<h1>{DRAFT}-{rev}</h1>{tabs}<p>Versions: {revs}</p><p>"
            + a(f"http://{DT_WWW}/archive/id/{DRAFT}-{rev}.txt", "txt")
            + "</p>"
            + chrome,
        )
    pages[f"/doc/{DRAFT}/history/"] = p.page(
        f"History for {DRAFT}-02", f"<h1>History</h1>{tabs}<p>New version -02.</p>"
    )
    pages[f"/doc/{DRAFT}/bibtex/"] = blob(
        f"@techreport{{{DRAFT}-02, number={{{DRAFT}-02}}}}\n", "text/plain"
    )
    pages[f"/doc/html/{DRAFT}-02"] = p.page(
        f"{DRAFT}-02",
        f"<pre>{DRAFT}-02 ... 1. Introduction</pre>" + a(f"/doc/{DRAFT}/", "Datatracker"),
    )
    # the RFC, with errata on the RFC editor's site
    rtabs = ul(
        [
            a(f"/doc/{RFC}/", "Status"),
            a(f"/doc/{RFC}/history/", "History"),
            a(f"/doc/{RFC}/bibtex/", "bibtex"),
        ]
    )
    pages[f"/doc/{RFC}/"] = p.page(
        "RFC 9814 - Use of ML-KEM in the Cryptographic Message Syntax",
        COOKIES + f"<h1>Use of ML-KEM in the Cryptographic Message Syntax<br><small>RFC 9814"
        f"</small></h1>{rtabs}<p>Formats: "
        + a(f"http://{RFCED}/rfc/{RFC}.txt", "txt")
        + " "
        + a(f"http://{RFCED}/rfc/{RFC}.pdf", "pdf")
        + " "
        + a(f"/doc/html/{RFC}", "html")
        + "</p><p>"
        + a(f"http://{RFCED}/errata/{RFC}", "Errata (2 reported)")
        + "</p><p>Was "
        + a(f"/doc/{DRAFT}/", DRAFT)
        + "</p>"
        + chrome,
    )
    pages[f"/doc/{RFC}/history/"] = p.page("History for RFC 9814", f"<h1>History</h1>{rtabs}")
    pages[f"/doc/{RFC}/bibtex/"] = blob(
        f"@misc{{{RFC}, series={{RFC}}, number={{9814}}}}\n", "text/plain"
    )
    pages[f"/doc/html/{RFC}"] = p.page("RFC 9814", "<pre>RFC 9814 ... Abstract</pre>")
    pages["/doc/rfc5280/"] = p.page("RFC 5280", "<h1>RFC 5280</h1>")
    pages["/wg/lamps/about/"] = p.page("LAMPS", "<h1>LAMPS working group</h1>")
    pages["/person/m.ferrante@corvid.test"] = p.page("Marta Ferrante", "<h1>Marta Ferrante</h1>")
    epages[f"/rfc/{RFC}.txt"] = blob("RFC 9814  Use of ML-KEM in CMS\n", "text/plain")
    epages[f"/rfc/{RFC}.pdf"] = pdf_file("RFC 9814", "Use of ML-KEM in CMS")
    epages[f"/errata/{RFC}"] = ed.page(
        "RFC Errata Report » RFC 9814",
        "<h1>Errata for RFC 9814</h1><p>Errata ID 8123 (Technical): section 3.</p>"
        + a(f"/rfc/{RFC}.txt", "RFC 9814 text")
        + " "
        + a("/search/?rfc=9814", "Search"),
    )
    return [site(p, pages), site(www, wpages), site(ed, epages)]  # type: ignore[arg-type]


def _dt_cases() -> list[Case]:
    return [
        # GBIF shape: the draft's name is in every URI of its record (status, revisions,
        # history, bibtex, htmlized and text versions on another host) -> sig_uri.  The
        # working group, authors and referenced RFCs are not the draft.
        case(
            "datatracker-pq-certificates-draft",
            DT_T,
            "Multi-Hop",
            "sig_uri",
            f"http://{DT}/doc/{DRAFT}/",
            _dt_truth(DRAFT),
            _datatracker,
            [f"http://{DT}/doc/rfc5280/"],
        ),
        # Same for the RFC, whose text, PDF and errata live on the editor's site; the draft
        # it was is another artifact.
        case(
            "datatracker-rfc9814",
            DT_T,
            "Multi-Hop",
            "sig_uri",
            f"http://{DT}/doc/{RFC}/",
            _dt_truth(RFC),
            _datatracker,
            [f"http://{DT}/doc/{DRAFT}/", f"http://{DT}/doc/rfc5280/"],
        ),
    ]


# ---------------------------------------------------------------- W3C-like technical reports
W3 = host("www", "webconsortia")
W3_T = "W3C-like technical report (dated version)"
CR = "/TR/2025/CR-sensor-fusion-20250312/"
CR_PARTS = [
    "intro.html",
    "model.html",
    "api.html",
    "security.html",
    "changes.html",
    "diagrams/architecture.svg",
]
CR_PREV = "/TR/2024/WD-sensor-fusion-20241105/"
WD = "/TR/2025/WD-haptics-events-20250601/"
WD_PREV = "/TR/2024/WD-haptics-events-20240910/"


def _tr_page(title: str, status: str, body: str, latest: str, prev: str) -> str:
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
        '<link rel="stylesheet" href="/StyleSheets/TR/2021/W3C-CR"></head><body>'
        f'<div class="head"><a href="/"><img src="/StyleSheets/TR/2021/logos/W3C" alt="WebConsortia">'
        f"</a><h1>{title}</h1><p>{status}</p><dl><dt>Latest published version:</dt><dd>"
        + a(latest, "http://" + W3 + latest)
        + "</dd><dt>Previous version:</dt><dd>"
        + a(prev, "http://" + W3 + prev)
        + "</dd><dt>Editor's Draft:</dt><dd>"
        + a("http://webconsortia.github.test/spec/", "Editor's draft")
        + "</dd><dt>History:</dt><dd>"
        + a(latest.replace("/TR/", "/standards/history/"), "Commit history")
        + "</dd><dt>Feedback:</dt><dd>"
        + a("http://github.test/webconsortia/issues", "GitHub issues")
        + '</dd></dl><p class="copyright">Copyright © 2025 '
        + a("/policies/#copyright", "WebConsortia")
        + ". "
        + a("/policies/patent-policy/", "Patent policy")
        + f"</p></div><hr>{body}</body></html>"
    )


def _w3c() -> list[Site]:
    p = portal(
        W3,
        "WebConsortia",
        [
            ("/standards/", "Standards"),
            ("/participate/", "Participate"),
            ("/membership/", "Membership"),
            ("/about/", "About"),
        ],
        title_format="{title} | WebConsortia",
    )
    pages: dict[str, object] = {}
    toc = ul(a(CR + part, part) for part in CR_PARTS if part.endswith(".html"))
    pages[CR] = _tr_page(
        "Sensor Fusion API",
        "Candidate Recommendation Snapshot, 12 March 2025",
        f"<h2>Abstract</h2><p>An API for fused motion sensors.</p><h2>Table of Contents</h2>{toc}",
        "/TR/sensor-fusion/",
        CR_PREV,
    )
    for part in CR_PARTS:
        if part.endswith(".svg"):
            pages[CR + part] = blob('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml")
            continue
        extra = a("diagrams/architecture.svg", "Figure 1 (SVG)") if part == "model.html" else ""
        pages[CR + part] = (
            f"<!DOCTYPE html><html><head><title>{part} - Sensor Fusion API</title></head><body>"
            f"<nav>{a(CR, 'Contents')} {toc}</nav><h1>{part}</h1><p>Section text.</p>{extra}"
            "</body></html>"
        )
    pages["/TR/sensor-fusion/"] = pages[CR]
    pages[CR_PREV] = _tr_page(
        "Sensor Fusion API",
        "Working Draft, 5 November 2024",
        "<p>Older draft.</p>",
        "/TR/sensor-fusion/",
        "/TR/2024/",
    )
    pages[WD] = _tr_page(
        "Haptics Events",
        "Working Draft, 1 June 2025",
        "<h2>Abstract</h2><p>Events for haptic actuators.</p><h2>1. "
        "Introduction</h2><p>Text.</p><h2>2. Conformance</h2>",
        "/TR/haptics-events/",
        WD_PREV,
    )
    pages["/TR/haptics-events/"] = pages[WD]
    pages[WD_PREV] = _tr_page(
        "Haptics Events",
        "First Public Working Draft",
        "<p>FPWD.</p>",
        "/TR/haptics-events/",
        "/TR/2024/",
    )
    pages["/TR/2024/"] = p.page("Technical reports 2024", "<h1>2024</h1>")
    for h in (
        "/standards/history/sensor-fusion/",
        "/standards/history/haptics-events/",
        "/policies/",
        "/policies/patent-policy/",
    ):
        pages[h] = p.page("History", f"<h1>{h}</h1>")
    pages["/StyleSheets/TR/2021/W3C-CR"] = blob("body{}", "text/css")
    pages["/StyleSheets/TR/2021/logos/W3C"] = blob("<svg/>", "image/svg+xml")
    return [site(p, pages)]  # type: ignore[arg-type]


W3_CASES = [
    # Silk/Bitbucket shape: a multipage snapshot whose sections and figures all live under
    # the dated URI -> path_based.  The previous draft is another artifact; the undated
    # "latest" alias, history and policies are not this snapshot.
    case(
        "w3c-sensor-fusion-cr",
        W3_T,
        "Multi-Hop",
        "path_based",
        f"http://{W3}{CR}",
        [f"http://{W3}{CR}", *(f"http://{W3}{CR}{p}" for p in CR_PARTS)],
        _w3c,
        [f"http://{W3}{CR_PREV}"],
    ),
    # Wikipedia/article shape: a single-page draft -> single_page.
    case(
        "w3c-haptics-events-wd",
        W3_T,
        "Single Artifact URI",
        "single_page",
        f"http://{W3}{WD}",
        [f"http://{W3}{WD}"],
        _w3c,
        [f"http://{W3}{WD_PREV}"],
    ),
]


CASES: list[Case] = [
    _gp_case("patent-us-braking-controller", "US11873210B2"),
    _gp_case("patent-ep-braking-controller", "EP4012345A1"),
    _eps_case("espace-battery-thermal-a1", "3987654A1"),
    _eps_case("espace-battery-thermal-b1", "3991122B1"),
    *_dt_cases(),
    *W3_CASES,
]
