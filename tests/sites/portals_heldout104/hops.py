"""Single-hop portals of heldout104 with site chrome: a food-safety alert registry and a
consumer-research working-paper repository (Single Page+ with Ignored URIs), and a
sensory-science data repository that announces its boundary with Signposting."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import chrome, csv, host, jpeg_like, jsonr, pdf_file, shell, txt, ul, xml, zip_file

# --- Food-safety alert registry (recall notices with PDFs, photos and CAP feeds) ---

ALERT_A = "/alerts/2025/lg-2025-0417"
ALERT_B = "/alerts/2025/lg-2025-0592"
ALERT_C = "/alerts/2025/lg-2025-0388"
ALERT_D = "/alerts/2025/lg-2025-0601"
LATEST = [
    (ALERT_D, "Undeclared sesame in falafel wraps"),
    (ALERT_B, "Listeria in smoked trout pate, further batches"),
    (ALERT_A, "Undeclared milk in dark chocolate buttons"),
    (ALERT_C, "Glass fragments in jarred baby food"),
]
ALERTS = Portal(
    host("alerts", "larderguard"),
    "Larder Guard",
    [
        ("/alerts", "Alerts"),
        ("/alerts?type=allergy", "Allergy alerts"),
        ("/alerts?type=recall", "Product recalls"),
        ("/subscribe", "Get alerts by email"),
        ("/business-guidance", "For businesses"),
    ],
    [
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("/report-a-problem", "Report a food problem"),
        ("http://social.test/larderguard", "Follow us"),
    ],
    home_main="<h1>Food alerts and recalls</h1><h2>Latest alerts</h2>" + ul(LATEST),
)


def _alert(
    code: str, title: str, files: list[tuple[str, str]], photos: list[str], welsh: bool
) -> str:
    base = f"/alerts/2025/{code}"
    photo_html = "".join(
        f'<figure><img src="/media/alerts/{code}/{p}-thumb.png" alt="">'
        f'<a href="/media/alerts/{code}/{p}.png">View full size</a></figure>'
        for p in photos
    )
    lang = f'<p><a hreflang="cy" href="/cy{base}">Cymraeg</a></p>' if welsh else ""
    latest = [item for item in LATEST if item[0] != base]
    return (
        f'<nav class="crumbs"><a href="/">Home</a> › <a href="/alerts">Alerts</a></nav>{lang}'
        f'<article><h1>{escape(title)}</h1><p class="ref">Reference: {code.upper()}</p>'
        "<h2>Product details</h2><table><tr><th>Pack size</th><td>150g</td></tr></table>"
        f"{photo_html}<h2>Documents</h2>"
        + ul(files)
        + f'<p><a href="{base}.cap.xml">Machine-readable alert (CAP)</a></p></article>'
        "<aside><h2>Latest alerts</h2>" + ul(latest) + "</aside>"
    )


def _alert_sites() -> list[Site]:
    p = ALERTS
    a_files = [(f"{ALERT_A}/notice.pdf", "Recall notice (PDF)")]
    b_files = [
        (f"{ALERT_B}/notice.pdf", "Original notice (PDF)"),
        (f"{ALERT_B}/update-1.pdf", "Update 1: further batch codes (PDF)"),
        (f"{ALERT_B}/update-2.pdf", "Update 2: best-before dates extended (PDF)"),
        (f"{ALERT_B}/batch-codes.csv", "All affected batch codes (CSV)"),
    ]
    pages: dict[str, object] = {
        ALERT_A: shell(
            p,
            "Undeclared milk in dark chocolate buttons",
            _alert(
                "lg-2025-0417",
                "Undeclared milk in dark chocolate buttons",
                a_files,
                ["label-front"],
                False,
            ),
        ),
        ALERT_B: shell(
            p,
            "Listeria in smoked trout pate, further batches",
            _alert(
                "lg-2025-0592",
                "Listeria in smoked trout pate, further batches",
                b_files,
                ["pack-front", "pack-back", "batch-label"],
                True,
            ),
        ),
        f"/cy{ALERT_B}": shell(p, "Listeria mewn pate brithyll", "<h1>Listeria mewn pate</h1>"),
        ALERT_C: shell(p, "Glass fragments in jarred baby food", "<h1>Glass</h1>"),
        ALERT_D: shell(p, "Undeclared sesame in falafel wraps", "<h1>Sesame</h1>"),
    }
    for path, _t in [*a_files, *b_files]:
        if path.endswith(".pdf"):
            pages[path] = pdf_file("Larder Guard notice", [path.rsplit("/", 1)[-1]])
        else:
            pages[path] = csv("batch_code,best_before\nTR2291,2025-07-01\nTR2292,2025-07-08\n")
    for code, photos in [
        ("lg-2025-0417", ["label-front"]),
        ("lg-2025-0592", ["pack-front", "pack-back", "batch-label"]),
    ]:
        pages[f"/alerts/2025/{code}.cap.xml"] = xml(
            f'<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>{code}'
            "</identifier></alert>"
        )
        for ph in photos:
            pages[f"/media/alerts/{code}/{ph}.png"] = jpeg_like((180, 40, 40))
            pages[f"/media/alerts/{code}/{ph}-thumb.png"] = jpeg_like((180, 40, 40))
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Consumer-research working-paper repository (abstract pages, PDFs, citation exports) ---

PAPER_A = "/paper/sl-48213"
PAPER_B = "/paper/sl-51007"
TOP = [
    (PAPER_B, "Nudges at the shelf edge: a field experiment in 40 supermarkets"),
    ("/paper/sl-39950", "Price salience and sugar-sweetened beverage purchases"),
    (PAPER_A, "Who reads nutrition labels? Evidence from a consumer panel"),
    ("/paper/sl-44102", "Organic premiums and household income"),
]
PAPERS = Portal(
    host("papers", "shopperlens"),
    "ShopperLens Research Network",
    [
        ("/browse", "Browse"),
        ("/networks/consumer-behaviour", "Consumer behaviour"),
        ("/networks/food-policy", "Food policy"),
        ("/submit", "Submit a paper"),
        ("/rankings", "Rankings"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/cookies", "Cookies"), ("/help", "Help")],
    home_main="<h1>ShopperLens Research Network</h1><h2>Most downloaded this month</h2>" + ul(TOP),
)


def _abstract(code: str, title: str, authors: str, links: list[tuple[str, str]]) -> str:
    related = [t for t in TOP if t[0] != f"/paper/{code}"]
    return (
        f'<article class="abstract"><h1>{escape(title)}</h1><p class="authors">{authors}</p>'
        f"<p>Working paper {code.upper()}. Posted: 2025. 34 pages.</p><h2>Abstract</h2>"
        "<p>We study purchase records of a consumer panel and ...</p>"
        "<p>Keywords: food labels, consumer panels, attention</p><h2>Downloads</h2>"
        + ul(links)
        + '</article><aside class="related"><h2>Most downloaded</h2>'
        + ul(related)
        + "</aside>"
    )


def _paper_sites() -> list[Site]:
    p = PAPERS
    a_links = [
        (f"{PAPER_A}/SL-48213.pdf", "Download this paper"),
        (f"{PAPER_A}/cite?format=ris", "Export citation (RIS)"),
        (f"{PAPER_A}/cite?format=bibtex", "Export citation (BibTeX)"),
    ]
    b_links = [
        (f"{PAPER_B}/SL-51007-v3.pdf", "Download this paper (version 3)"),
        (f"{PAPER_B}/SL-51007-v2.pdf", "Version 2 (March 2025)"),
        (f"{PAPER_B}/SL-51007-v1.pdf", "Version 1 (October 2024)"),
        (f"{PAPER_B}/online-appendix.pdf", "Online appendix"),
        (f"{PAPER_B}/replication-package.zip", "Replication package"),
        (f"{PAPER_B}/references", "References (52)"),
        (f"{PAPER_B}/cite?format=ris", "Export citation (RIS)"),
        (f"{PAPER_B}/cite?format=bibtex", "Export citation (BibTeX)"),
        (f"{PAPER_B}/cite?format=endnote", "Export citation (EndNote)"),
    ]
    pages: dict[str, object] = {
        PAPER_A: shell(
            p,
            "Who reads nutrition labels? Evidence from a consumer panel",
            _abstract(
                "sl-48213",
                "Who reads nutrition labels? Evidence from a consumer panel",
                "A. Lindqvist, Uppsala; B. Otieno, Nairobi",
                a_links,
            ),
        ),
        PAPER_B: shell(
            p,
            "Nudges at the shelf edge: a field experiment in 40 supermarkets",
            _abstract(
                "sl-51007",
                "Nudges at the shelf edge: a field experiment in 40 supermarkets",
                "C. Duarte; D. Hamid; E. Varga",
                b_links,
            ),
        ),
        f"{PAPER_B}/references": shell(
            p,
            "References",
            '<h1>References</h1><ol><li><a href="http://doi.test/10.1000/jcr.2019.1">'
            "Thaler 2019</a></li></ol>",
        ),
        "/paper/sl-39950": shell(p, "Price salience", "<h1>Price salience</h1>"),
        "/paper/sl-44102": shell(p, "Organic premiums", "<h1>Organic premiums</h1>"),
    }
    for path, _t in [*a_links, *b_links]:
        if path.endswith(".pdf"):
            pages[path] = pdf_file("ShopperLens working paper", [path])
        elif path.endswith(".zip"):
            pages[path] = zip_file(path)
        elif "cite?" in path:
            pages[path] = txt(f"TY  - RPRT\nUR  - {p.url(path.split('/cite')[0])}\nER  -\n")
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Sensory-science data repository with Signposting (Link headers: item, describedby) ---

VAULT = Portal(
    host("data", "sensoryvault"),
    "SensoryVault",
    [("/search", "Search records"), ("/communities", "Communities"), ("/uploads/new", "Upload")],
    [("/about", "About"), ("/policies", "Policies"), ("/cookies", "Cookies"), ("/api-docs", "API")],
    home_main="<h1>SensoryVault</h1><p>Open data from sensory and consumer science.</p>",
)
RESOLVER = host("id", "tastehandle")
DOI_B = f"http://{RESOLVER}/10.99104/sv.7hq3m"


def _record(
    rid: str, title: str, files: list[str], exports: list[str], versions: list[str]
) -> tuple[Response, list[str]]:
    p = VAULT
    base = f"/records/{rid}"
    file_urls = [f"{base}/files/{f}?download=1" for f in files]
    export_urls = [f"{base}/export/{e}" for e in exports]
    links = [f'<{p.url(u)}>; rel="item"' for u in file_urls]
    links += [f'<{p.url(u)}>; rel="describedby"' for u in export_urls]
    main = (
        f"<h1>{escape(title)}</h1><p>Published 2025 · Dataset · Open access</p>"
        '<p>Community: <a href="/communities/sensory-panels">Sensory panels</a></p>'
        "<h2>Files</h2>"
        + ul([(u, f) for u, f in zip(file_urls, files, strict=True)], "files")
        + "<h2>Export</h2>"
        + ul([(u, e) for u, e in zip(export_urls, exports, strict=True)], "exports")
        + "<h2>Versions</h2>"
        + ul([(f"/records/{v}", f"Version of {v}") for v in versions])
        + '<p><a href="/records/sv-0c1aa">Similar: bitterness thresholds in adolescents</a></p>'
    )
    body = shell(p, title, main, share=p.url(base))
    return Response.html(body, headers=[("Link", ", ".join(links))]), [
        base,
        *file_urls,
        *export_urls,
    ]


REC_A = _record(
    "sv-4k2p9",
    "Triangle tests on reduced-sugar yoghurt",
    ["triangle_results.csv", "protocol.pdf"],
    ["datacite-xml", "json-ld"],
    [],
)
REC_B = _record(
    "sv-7hq3m",
    "Temporal dominance of sensations for 12 craft beers, two panels",
    [
        "tds_panel_a.csv",
        "tds_panel_b.csv",
        "attribute_lexicon.csv",
        "panel_training.pdf",
        "analysis_notebook.ipynb",
        "README.md",
    ],
    ["datacite-xml", "datacite-json", "json-ld"],
    ["sv-2bn8c"],
)


def _vault_sites() -> list[Site]:
    p = VAULT
    pages: dict[str, object] = {
        "/records/sv-4k2p9": REC_A[0],
        "/records/sv-7hq3m": REC_B[0],
        "/records/sv-2bn8c": shell(p, "TDS craft beers (v1)", "<h1>Version 1</h1>"),
        "/records/sv-0c1aa": shell(p, "Bitterness thresholds", "<h1>Bitterness</h1>"),
        "/communities/sensory-panels": shell(p, "Sensory panels", "<h1>Sensory panels</h1>"),
    }
    for uri in [*REC_A[1][1:], *REC_B[1][1:]]:
        name = uri.split("?")[0].rsplit("/", 1)[-1]
        if name.endswith(".csv"):
            pages[uri] = csv("assessor,sample,attribute,time\nA1,S1,sweet,3.2\n")
        elif name.endswith(".pdf"):
            pages[uri] = pdf_file(name, ["SensoryVault"])
        elif "json" in name or name.endswith(".ipynb"):
            pages[uri] = jsonr({"name": name})
        elif "xml" in name:
            pages[uri] = xml(f"<resource><identifier>{name}</identifier></resource>")
        else:
            pages[uri] = txt(f"# {name}\n")
    pages.update(chrome(p))
    resolver = Site(RESOLVER)
    resolver.add("/", "<!DOCTYPE html><title>TasteHandle resolver</title><h1>Resolver</h1>")
    resolver.add("/10.99104/sv.7hq3m", Response.redirect(p.url("/records/sv-7hq3m")))
    return [p.site(pages), resolver]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Recall notice with its PDF, photo and CAP file one hop away, menus on every page: the
    # seed's Single Hop class with chrome (Figshare, Zenodo rows) -> Single Page+ with Ignores.
    # The "latest alerts" sidebar repeats the homepage's list, so the ignored list drops it.
    case(
        "larderguard-milk",
        "food-safety alert registry (allergy alert)",
        "alert notice",
        "single_page_plus_ignored",
        ALERTS.url(ALERT_A),
        [
            ALERTS.url(u)
            for u in [
                ALERT_A,
                f"{ALERT_A}/notice.pdf",
                f"{ALERT_A}.cap.xml",
                "/media/alerts/lg-2025-0417/label-front.png",
            ]
        ],
        _alert_sites,
        others=[ALERTS.url(ALERT_B), ALERTS.url(ALERT_C)],
    ),
    # Harder: an updated recall with three notices, a batch-code table, three photos and its
    # Welsh translation, all one hop away: Single Page+ with Ignores.
    case(
        "larderguard-trout",
        "food-safety alert registry (updated recall, translations)",
        "alert notice",
        "single_page_plus_ignored",
        ALERTS.url(ALERT_B),
        [
            ALERTS.url(u)
            for u in [
                ALERT_B,
                f"{ALERT_B}/notice.pdf",
                f"{ALERT_B}/update-1.pdf",
                f"{ALERT_B}/update-2.pdf",
                f"{ALERT_B}/batch-codes.csv",
                f"{ALERT_B}.cap.xml",
                f"/cy{ALERT_B}",
                "/media/alerts/lg-2025-0592/pack-front.png",
                "/media/alerts/lg-2025-0592/pack-back.png",
                "/media/alerts/lg-2025-0592/batch-label.png",
            ]
        ],
        _alert_sites,
        others=[ALERTS.url(ALERT_A), ALERTS.url(ALERT_D)],
    ),
    # Working-paper abstract page (SSRN row): Single Page+ with Ignores.
    case(
        "shopperlens-labels",
        "consumer-research working-paper repository (label paper)",
        "preprint",
        "single_page_plus_ignored",
        PAPERS.url(PAPER_A),
        [
            PAPERS.url(u)
            for u in [
                PAPER_A,
                f"{PAPER_A}/SL-48213.pdf",
                f"{PAPER_A}/cite?format=ris",
                f"{PAPER_A}/cite?format=bibtex",
            ]
        ],
        _paper_sites,
        others=[PAPERS.url(PAPER_B)],
    ),
    # Harder: three versions, appendix, replication package, references page and three
    # exports, all one hop from the abstract: Single Page+ with Ignores.
    case(
        "shopperlens-nudges",
        "consumer-research working-paper repository (versions, appendix)",
        "preprint",
        "single_page_plus_ignored",
        PAPERS.url(PAPER_B),
        [
            PAPERS.url(u)
            for u in [
                PAPER_B,
                f"{PAPER_B}/SL-51007-v3.pdf",
                f"{PAPER_B}/SL-51007-v2.pdf",
                f"{PAPER_B}/SL-51007-v1.pdf",
                f"{PAPER_B}/online-appendix.pdf",
                f"{PAPER_B}/replication-package.zip",
                f"{PAPER_B}/references",
                f"{PAPER_B}/cite?format=ris",
                f"{PAPER_B}/cite?format=bibtex",
                f"{PAPER_B}/cite?format=endnote",
            ]
        ],
        _paper_sites,
        others=[PAPERS.url(PAPER_A)],
    ),
    # The landing page's Link header names its files (item) and metadata (describedby): the
    # seed's machine-readable boundary, Signposting.  Versions and "similar" are outside.
    case(
        "sensoryvault-yoghurt",
        "sensory-data repository with signposting (triangle tests)",
        "dataset",
        "signposting",
        VAULT.url("/records/sv-4k2p9"),
        [VAULT.url(u) for u in REC_A[1]],
        _vault_sites,
        others=[VAULT.url("/records/sv-0c1aa")],
    ),
    # Harder: entered by a DOI-style resolver that redirects, six files, three metadata
    # exports and an older version (another record): Signposting.
    case(
        "sensoryvault-beer",
        "sensory-data repository with signposting (DOI entry, versions)",
        "dataset",
        "signposting",
        DOI_B,
        [VAULT.url(u) for u in REC_B[1]],
        _vault_sites,
        others=[VAULT.url("/records/sv-2bn8c")],
        landing=VAULT.url("/records/sv-7hq3m"),
    ),
]
