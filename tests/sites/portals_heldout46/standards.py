"""Standards bodies and patent offices: consortium specifications with dated versions,
a standards-document tracker with texts on an archive host, patent records and a
standards store (heldout46)."""

from __future__ import annotations

from functools import cache

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import COOKIES, agency_site, analytics, bare_site

# --- consortium technical report: every version and companion page carries the spec's
# bare title (the <title> is the title alone), chrome does not ---------------------------

SP = Portal(
    host="specs.lintwell-consortium.hx46.example",
    name="Lintwell Consortium",
    menu=[
        ("/TR/", "Standards"),
        ("/groups/", "Groups"),
        ("/Consortium/", "About"),
        ("/participate/", "Participate"),
    ],
    footer=[
        ("/Consortium/Legal/copyright-documents", "Document use"),
        ("/Consortium/Patent-Policy/", "Patent policy"),
        ("/Consortium/privacy", "Privacy"),
    ],
    home_title="Lintwell Consortium — open standards for sensing",
)


def spec(title: str, status: str, this: str, latest: str, previous: str | None, body: str) -> str:
    prev = (
        f'<dt>Previous version:</dt><dd><a href="{previous}">{previous}</a></dd>'
        if previous
        else ""
    )
    return SP.page(
        title,
        f"""<div class="head"><p class="status">{status}</p><h1>{title}</h1>
<dl><dt>This version:</dt><dd><a href="{this}">{this}</a></dd>
<dt>Latest published version:</dt><dd><a href="{latest}">{latest}</a></dd>{prev}</dl>
<p class="copyright">Copyright © 2025 Lintwell Consortium. <a
href="/Consortium/Legal/copyright-documents">Document use</a> rules apply.</p></div>
<section id="sotd"><h2>Status of this document</h2><p>This document was published by the
Sensing Working Group. <a href="/Consortium/Patent-Policy/">Patent policy</a>.</p></section>
{body}""",
        raw_title=True,
    )


SEN = "Sensor Event Notation 1.1"
SEN_L = "/TR/sensor-notation/"
SEN_V = [
    "/TR/2025/REC-sensor-notation-20250312/",
    "/TR/2024/PR-sensor-notation-20241105/",
    "/TR/2024/CR-sensor-notation-20240618/",
]
SEN_ERR = "/2025/errata/sensor-notation.html"
SEN_10 = "/TR/2019/REC-sensor-notation-10-20190402/"
MDX = "Metering Data Exchange Profile 2.0"
MDX_L = "/TR/mdx-profile-2/"
MDX_V = [
    "/TR/2026/REC-mdx-profile-2-20260115/",
    "/TR/2025/CR-mdx-profile-2-20250901/",
    "/TR/2025/WD-mdx-profile-2-20250210/",
    "/TR/2024/WD-mdx-profile-2-20241003/",
]
MDX_CH = ["overview.html", "syntax.html", "conformance.html"]
MDX_TESTS, MDX_IMPL = "/2026/mdx-tests/", "/2026/mdx-tests/implementation-report.html"
MDX_10 = "/TR/2021/REC-mdx-profile-20210520/"


@cache
def sp_sites() -> list[Site]:
    sen_body = (
        "<section><h2>1. Introduction</h2><p>Events, sources and timestamps.</p></section>"
        f'<p>Errata: <a href="{SEN_ERR}">errata page</a>. Earlier edition: '
        f'<a href="{SEN_10}">version 1.0</a>.</p>'
    )
    pages: dict[str, object] = {
        SEN_L: spec(SEN, "Recommendation", SEN_V[0], SEN_L, SEN_V[1], sen_body),
        SEN_V[0]: spec(SEN, "Recommendation", SEN_V[0], SEN_L, SEN_V[1], sen_body),
        SEN_V[1]: spec(SEN, "Proposed Recommendation", SEN_V[1], SEN_L, SEN_V[2], ""),
        SEN_V[2]: spec(SEN, "Candidate Recommendation", SEN_V[2], SEN_L, None, ""),
        SEN_ERR: SP.page(
            f"Errata for {SEN}", f"<h1>Errata for {SEN}</h1><p>None known.</p>", raw_title=True
        ),
        SEN_10: spec(
            "Sensor Event Notation 1.0", "Superseded Recommendation", SEN_10, SEN_10, None, ""
        ),
    }
    chapters = links([(MDX_L + c, c.split(".")[0].capitalize()) for c in MDX_CH])
    mdx_body = (
        f"<nav class='toc'>{chapters}</nav><p>Test suite: <a href=\"{MDX_TESTS}\">tests</a>. "
        f'Previous profile: <a href="{MDX_10}">Metering Data Exchange Profile 1.0</a>.</p>'
    )
    for i, v in enumerate(MDX_V):
        status = [
            "Recommendation",
            "Candidate Recommendation",
            "Working Draft",
            "First Public Working Draft",
        ][i]
        prev = MDX_V[i + 1] if i + 1 < len(MDX_V) else None
        pages[v] = spec(MDX, status, v, MDX_L, prev, mdx_body if i == 0 else "")
    pages[MDX_L] = spec(MDX, "Recommendation", MDX_V[0], MDX_L, MDX_V[1], mdx_body)
    for c in MDX_CH:
        name = c.split(".")[0].capitalize()
        pages[MDX_L + c] = SP.page(
            f"{MDX} — {name}",
            f'<p><a href="{MDX_L}">{MDX}</a></p><h1>{name}</h1><p>Normative text.</p>',
            raw_title=True,
        )
    pages[MDX_TESTS] = SP.page(
        f"Test suite for {MDX}",
        f"<h1>Test suite for {MDX}</h1>" + links([(MDX_IMPL, "Implementation report")]),
        raw_title=True,
    )
    pages[MDX_IMPL] = SP.page(
        f"Implementation report: {MDX}",
        f"<h1>Implementation report: {MDX}</h1><p>Four interoperable implementations.</p>",
        raw_title=True,
    )
    pages[MDX_10] = spec(
        "Metering Data Exchange Profile 1.0", "Superseded Recommendation", MDX_10, MDX_10, None, ""
    )
    return [agency_site(SP, pages)]  # type: ignore[arg-type]


# --- standards document tracker: revisions and history under the document's path,
# the texts themselves on the text archive's domain ---------------------------------------

DT = Portal(
    host="tracker.fennick-stdorg.hx46.example",
    name="Fennick Standards Group Datatracker",
    menu=[
        ("/doc/search", "Documents"),
        ("/wg/", "Working groups"),
        ("/meeting/", "Meetings"),
        ("/stats/", "Statistics"),
    ],
    footer=[("/release/", "Tracker release"), ("/api/", "API"), ("/accounts/login/", "Sign in")],
    title_format="{title}",
    home_title="Fennick Standards Group Datatracker",
)
ARCH = "archive.fennick-texts.hx46.example"
DRAFT = "/doc/draft-fsg-sensor-transport/"
RFC = "/doc/rfc9811/"
RFC_DRAFT = "/doc/draft-fsg-metering-push/"


def doc_page(
    title: str,
    name: str,
    rows: list[tuple[str, str]],
    texts: list[tuple[str, str]],
    tabs: list[tuple[str, str]],
) -> str:
    table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
    return DT.page(
        title,
        f"""<h1>{title}<br><small>{name}</small></h1>
<ul class="nav-tabs">{"".join(f'<li><a href="{h}">{t}</a></li>' for h, t in tabs)}</ul>
<table class="doc-info">{table}</table><h2>Text</h2>{links(texts)}""",
        head=analytics("fennick-stdorg"),
    )


@cache
def dt_sites() -> list[Site]:
    dtitle = "Transport of Sensor Event Notation over constrained networks"
    rtitle = "Push delivery of metering data profiles"
    dtabs = [(DRAFT, "Status"), (DRAFT + "history/", "History"), (DRAFT + "bibtex/", "Bibtex")]
    rtabs = [
        (RFC, "Status"),
        (RFC + "history/", "History"),
        (RFC + "bibtex/", "Bibtex"),
        (RFC + "referenced-by/", "Referenced by"),
    ]
    a = f"http://{ARCH}"
    pages: dict[str, object] = {
        DRAFT: doc_page(
            dtitle,
            "draft-fsg-sensor-transport-07",
            [
                ("Type", "Active Internet-Draft (sensing WG)"),
                ("Last updated", "2026-03-02"),
                ("Revisions", f'<a href="{DRAFT}06/">06</a> <a href="{DRAFT}07/">07</a>'),
            ],
            [
                (f"{a}/drafts/draft-fsg-sensor-transport-07.txt", "plain text"),
                (f"{a}/drafts/draft-fsg-sensor-transport-07.html", "htmlized"),
            ],
            dtabs,
        ),
        DRAFT + "07/": doc_page(
            dtitle,
            "draft-fsg-sensor-transport-07",
            [],
            [(f"{a}/drafts/draft-fsg-sensor-transport-07.txt", "txt")],
            dtabs,
        ),
        DRAFT + "06/": doc_page(
            dtitle,
            "draft-fsg-sensor-transport-06",
            [],
            [(f"{a}/drafts/draft-fsg-sensor-transport-06.txt", "txt")],
            dtabs,
        ),
        DRAFT + "history/": DT.page(
            "History for draft-fsg-sensor-transport",
            "<h1>History</h1><p>2026-03-02 New version 07.</p>",
        ),
        DRAFT + "bibtex/": data("@misc{draft-fsg-sensor-transport-07}\n", "text/plain"),
        RFC: doc_page(
            rtitle,
            "RFC 9811",
            [("Type", "RFC — Proposed Standard"), ("Replaces", f'<a href="{RFC_DRAFT}">draft</a>')],
            [(f"{a}/rfc/rfc9811.{e}", e) for e in ("txt", "html", "pdf", "xml")]
            + [(f"{a}/errata/rfc9811", "Errata")],
            rtabs,
        ),
        RFC + "history/": DT.page("History for rfc9811", "<h1>History</h1><p>Published.</p>"),
        RFC + "bibtex/": data("@misc{rfc9811}\n", "text/plain"),
        RFC + "referenced-by/": DT.page(
            "References to rfc9811",
            "<h1>Referenced by</h1><p>No documents reference this RFC yet.</p>",
        ),
        RFC_DRAFT: doc_page(
            rtitle, "draft-fsg-metering-push-04", [("Type", "Replaced by RFC 9811")], [], []
        ),
    }
    arch_pages = {
        "/drafts/draft-fsg-sensor-transport-07.txt": data("FSG draft 07\n", "text/plain"),
        "/drafts/draft-fsg-sensor-transport-07.html": "<html><title>draft 07</title></html>",
        "/drafts/draft-fsg-sensor-transport-06.txt": data("FSG draft 06\n", "text/plain"),
        "/rfc/rfc9811.txt": data("RFC 9811\n", "text/plain"),
        "/rfc/rfc9811.html": "<html><title>RFC 9811</title></html>",
        "/rfc/rfc9811.pdf": data(b"%PDF-1.4\n%%EOF\n", "application/pdf"),
        "/rfc/rfc9811.xml": data("<rfc number='9811'/>", "application/xml"),
        "/errata/rfc9811": "<html><title>RFC Errata for RFC 9811</title><p>None.</p></html>",
    }
    return [agency_site(DT, pages), bare_site(ARCH, arch_pages)]  # type: ignore[arg-type]


def _dt_truth(path: str) -> frozenset[str]:
    site, arch = dt_sites()
    own = {p for p in site.pages if p.split("?", 1)[0].startswith(path)}
    ext = set()
    for p in own:
        body = site.pages[p].body.decode("utf-8", "replace")  # type: ignore[union-attr]
        ext |= {f"http://{ARCH}{q}" for q in arch.pages if f'{ARCH}{q}"' in body}
    return frozenset({DT.url(p) for p in own} | ext)


# --- patent record: "Brackwater IP | " opens every title, the record's pages repeat the
# publication number and title (OSF-like filtered title) -----------------------------------

PT = Portal(
    host="search.brackwater-ip.hx46.example",
    name="Brackwater IP",
    menu=[
        ("/search/advanced", "Advanced search"),
        ("/classification", "Classification"),
        ("/help/coverage", "Coverage"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about/legal-notice", "Legal notice"),
        ("/about/privacy", "Privacy"),
        ("/about/cookies", "Cookies"),
    ],
    title_format="{name} | {title}",
    home_title="Brackwater IP | Search patents",
)
P1, P2 = "EP4012345B1", "EP3987001A1"
P1_T = "EP 4012345 B1 - Self-calibrating hygrometer array"
P2_T = "EP 3987001 A1 - Method for estimating soil moisture from radar backscatter"
P1_US, P2_CITED = "US11873302B2", "EP3550917A1"
# The register and legal events are keyed by application number, not publication number.
A2 = "EP21700123"
APP = {P1: "EP20731188", P2: A2}


def pat(pn: str, full: str, tab: str, body: str, tabs: list[tuple[str, str]]) -> str:
    nav = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in tabs)
    return PT.page(
        full if tab == "Bibliographic data" else f"{tab} | {full}",
        f"""{COOKIES}<div class="pub-header"><h1>{full}</h1><p class="tab">{tab}</p></div>
<ul class="pub-tabs">{nav}</ul>{body}
<p class="export"><a href="/search?q=pn%3D{pn[:2]}">More from this office</a></p>""",
        head=analytics("brackwater-ip"),
        share=PT.url(f"/publication/{pn}"),
    )


@cache
def pt_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for pn, full, extra in (
        (P1, P1_T, []),
        (P2, P2_T, [(f"/register/{A2}", "Register"), (f"/dossier/{P2}", "Global dossier")]),
    ):
        tabs = [
            (f"/publication/{pn}", "Bibliographic data"),
            (f"/publication/{pn}/claims", "Claims"),
            (f"/publication/{pn}/description", "Description"),
            (f"/publication/{pn}/drawings", "Drawings"),
            (f"/family/{pn}", "INPADOC family"),
            *extra,
        ]
        for href, tab in tabs:
            pages[href] = pat(pn, full, tab, f"<p>{tab} of the publication.</p>", tabs)
        pages[f"/family/{pn}"] = pat(
            pn,
            full,
            "INPADOC family",
            links(
                [
                    (f"/publication/{P1_US}", "US 11873302 B2"),
                    (f"/inpadoc/legal?app={APP[pn]}", "Legal events"),
                ]
            )
            if pn == P1
            else links([(f"/inpadoc/legal?app={APP[pn]}", "Legal events")]),
            tabs,
        )
        pages[f"/inpadoc/legal?app={APP[pn]}"] = pat(
            pn, full, "Legal events", "<p>Grant, opposition period.</p>", tabs
        )
    pages[f"/publication/{P2}"] = pat(
        P2,
        P2_T,
        "Bibliographic data",
        "<h2>Cited documents</h2>" + links([(f"/publication/{P2_CITED}", "EP 3550917 A1")]),
        [
            (f"/publication/{P2}/claims", "Claims"),
            (f"/publication/{P2}/description", "Description"),
            (f"/publication/{P2}/drawings", "Drawings"),
            (f"/family/{P2}", "INPADOC family"),
            (f"/register/{A2}", "Register"),
            (f"/dossier/{P2}", "Global dossier"),
        ],
    )
    pages[f"/register/{A2}"] = pat(
        P2,
        P2_T,
        "Register",
        links([(f"/register/{A2}/events", "All procedural events")]),
        [],
    )
    pages[f"/register/{A2}/events"] = pat(P2, P2_T, "Procedural events", "<p>Exam report.</p>", [])
    pages[f"/publication/{P1_US}"] = pat(
        P1_US, "US 11873302 B2 - Self-calibrating hygrometer array", "Bibliographic data", "", []
    )
    pages[f"/publication/{P2_CITED}"] = pat(
        P2_CITED, "EP 3550917 A1 - Radar soil sensing apparatus", "Bibliographic data", "", []
    )
    return [agency_site(PT, pages)]  # type: ignore[arg-type]


def _pt_truth(full: str) -> frozenset[str]:
    site = pt_sites()[0]
    return frozenset(
        PT.url(p) for p, r in site.pages.items() if full in r.body.decode("utf-8", "replace")
    )  # type: ignore[union-attr]


# --- standards store: " — Normalia Standards Store" closes every title, the product's
# pages repeat its full designation (Dataverse-like filtered title, from the end) ----------

NS = Portal(
    host="shop.normalia-std.hx46.example",
    name="Normalia Standards Store",
    menu=[
        ("/en/catalogue", "Catalogue"),
        ("/en/sectors", "Sectors"),
        ("/en/committees", "Technical committees"),
        ("/en/basket", "Basket (0)"),
    ],
    footer=[
        ("/en/about", "About Normalia"),
        ("/en/terms", "Terms of sale"),
        ("/en/privacy", "Privacy"),
        ("/en/contact", "Contact"),
    ],
    title_format="{title} — {name}",
    home_title="Home — Normalia Standards Store",
)
NS1, NS1_OLD, NS2, NS2_AMD = "48213", "39120", "50002", "51877"
NS1_T = (
    "NSS 61508-4:2025 Functional safety of programmable sensors, Part 4: Definitions (Edition 3)"
)
NS2_T = "NSS 2230:2024 Calibration of radiation thermometers (Edition 1)"


def product(pid: str, full: str, tab: str, body: str, tabs: list[tuple[str, str]]) -> str:
    nav = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in tabs)
    return NS.page(
        full if tab == "Overview" else f"{full} · {tab}",
        f"""{COOKIES}<p class="ref">Reference {pid}</p><h1>{full}</h1><p>{tab}</p>
<ul class="product-tabs">{nav}</ul>{body}
<form action="/en/basket/add"><select name="format"><option>PDF</option>
<option>Paper</option></select><button>Add to basket</button></form>""",
        head=analytics("normalia-std"),
        share=NS.url(f"/en/standard/{pid}.html"),
    )


@cache
def ns_sites() -> list[Site]:
    t1 = [
        (f"/en/standard/{NS1}.html", "Overview"),
        (f"/en/preview/{NS1}-sample.html", "Preview"),
        (f"/en/lifecycle/{NS1}.html", "Life cycle"),
    ]
    t2 = [
        (f"/en/standard/{NS2}.html", "Overview"),
        (f"/en/preview/{NS2}-sample.html", "Preview"),
        (f"/en/lifecycle/{NS2}.html", "Life cycle"),
        (f"/en/redline/{NS2}.html", "Redline"),
        (f"/en/corrigenda?std={NS2}", "Corrigenda"),
    ]
    pages: dict[str, object] = {}
    for pid, full, tabs, body in (
        (NS1, NS1_T, t1, links([(f"/en/standard/{NS1_OLD}.html", "Previous edition (2019)")])),
        (NS2, NS2_T, t2, links([(f"/en/standard/{NS2_AMD}.html", "Amendment 1 (2026)")])),
    ):
        for href, tab in tabs:
            pages[href] = product(pid, full, tab, body if tab == "Overview" else "", tabs)
    pages[f"/en/lifecycle/{NS2}.html"] = product(
        NS2,
        NS2_T,
        "Life cycle",
        links([(f"/en/lifecycle/{NS2}/ballots.html", "Enquiry and approval ballots")]),
        t2,
    )
    pages[f"/en/lifecycle/{NS2}/ballots.html"] = product(
        NS2, NS2_T, "Ballots", "<p>Approved 2024-05.</p>", []
    )
    pages[f"/en/standard/{NS1_OLD}.html"] = product(
        NS1_OLD,
        "NSS 61508-4:2019 Functional safety of programmable sensors, Part 4: "
        "Definitions (Edition 2)",
        "Overview",
        "<p>Withdrawn.</p>",
        [],
    )
    pages[f"/en/standard/{NS2_AMD}.html"] = product(
        NS2_AMD,
        "NSS 2230:2024/Amd 1:2026 Calibration of radiation thermometers, Amendment 1",
        "Overview",
        "",
        [],
    )
    return [agency_site(NS, pages)]  # type: ignore[arg-type]


def _ns_truth(full: str) -> frozenset[str]:
    site = ns_sites()[0]
    return frozenset(
        NS.url(p) for p, r in site.pages.items() if full in r.body.decode("utf-8", "replace")
    )  # type: ignore[union-attr]


def _sp(paths: list[str]) -> frozenset[str]:
    return frozenset(SP.url(p) for p in paths)


CASES: list[Case] = [
    # The <title> is the spec's bare title, repeated by every dated version and the
    # errata page, not by the chrome nor by the 1.0 edition: Significant String from
    # Title; versions chain by "Previous version" links (multi-hop).
    Case(
        "lc-sensor-notation-spec",
        "consortium technical specification (latest, dated versions and errata)",
        "specification",
        "sig_title",
        SP.url(SEN_L),
        _sp([SEN_L, *SEN_V, SEN_ERR]),
        sp_sites,
        others=frozenset({SP.url(SEN_10)}),
    ),
    # Harder: a multi-page spec (chapters), four dated versions three hops deep, a test
    # suite page and its implementation report; the 1.0 profile is another artifact.
    Case(
        "lc-mdx-profile-spec",
        "consortium technical specification (chaptered, four versions, test suite)",
        "specification",
        "sig_title",
        SP.url(MDX_L),
        _sp([MDX_L, *MDX_V, *(MDX_L + c for c in MDX_CH), MDX_TESTS, MDX_IMPL]),
        sp_sites,
        others=frozenset({SP.url(MDX_10)}),
    ),
    # Status, revisions, history and bibtex all under /doc/<name>/ (GitLab-like), the texts
    # on the archive's own domain (GitHub's raw host): Path-Based with Externals.
    Case(
        "fsg-sensor-transport-draft",
        "standards document tracker (draft with revisions, texts on the archive host)",
        "standards document",
        "path_based_externals",
        DT.url(DRAFT),
        _dt_truth(DRAFT),
        dt_sites,
    ),
    # Harder: a published RFC with four text formats and errata on the archive host,
    # referenced-by page, and the replaced draft outside the path (another artifact).
    Case(
        "fsg-rfc9811",
        "standards document tracker (published RFC, four formats and errata on the archive)",
        "standards document",
        "path_based_externals",
        DT.url(RFC),
        _dt_truth(RFC),
        dt_sites,
        others=frozenset({DT.url(RFC_DRAFT)}),
    ),
    # Every title opens with "Brackwater IP | " (as OSF's "OSF | "), and every page of the
    # record repeats its number and title: Significant String from Filtered Title.
    Case(
        "bip-hygrometer-patent",
        "patent record (bibliographic data, claims, description, drawings, family, legal)",
        "patent",
        "sig_filtered_title",
        PT.url(f"/publication/{P1}"),
        _pt_truth(P1_T),
        pt_sites,
        others=frozenset({PT.url(f"/publication/{P1_US}")}),
    ),
    # Harder: register and procedural events two hops deep, global dossier, a cited
    # patent (another artifact).
    Case(
        "bip-soil-radar-application",
        "patent record (application with register, procedural events and citations)",
        "patent",
        "sig_filtered_title",
        PT.url(f"/publication/{P2}"),
        _pt_truth(P2_T),
        pt_sites,
        others=frozenset({PT.url(f"/publication/{P2_CITED}")}),
    ),
    # Every title closes with " — Normalia Standards Store": the seed's Dataverse case,
    # Significant String from Filtered Title filtered from the end.
    Case(
        "nss-functional-safety-standard",
        "standards store product (overview, preview and life cycle)",
        "standard",
        "sig_filtered_title",
        NS.url(f"/en/standard/{NS1}.html"),
        _ns_truth(NS1_T),
        ns_sites,
        others=frozenset({NS.url(f"/en/standard/{NS1_OLD}.html")}),
    ),
    # Harder: redline, corrigenda, ballots two hops deep, and an amendment sold apart.
    Case(
        "nss-radiation-thermometers-standard",
        "standards store product (redline, corrigenda, ballots, separate amendment)",
        "standard",
        "sig_filtered_title",
        NS.url(f"/en/standard/{NS2}.html"),
        _ns_truth(NS2_T),
        ns_sites,
        others=frozenset({NS.url(f"/en/standard/{NS2_AMD}.html")}),
    ),
]
