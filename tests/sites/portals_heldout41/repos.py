"""heldout41's data repositories: a signposting repository, general-purpose deposit
repositories (Zenodo/Figshare-like), a preprint server, a video journal, a curated data
repository (Dryad-like), a self-describing archive and a biodiversity portal (GBIF-like).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, data, plain_site, signposted, ul

# --- signposting repository -----------------------------------------------------------------

QUAY = Chrome(
    host="records.quayarchive.hx41.example",
    name="Quay Archive",
    menu=[("/communities", "Communities"), ("/deposit", "Deposit"), ("/policies", "Policies")],
    footer=[("/about/contact", "Contact"), ("/about/privacy", "Privacy")],
    title_format="{title} · Quay Archive",
    skin="side",
)
QUAY_FILES = "bits.quaystore.hx41.example"
QUAY_DOI = "resolve.quaypid.hx41.example"


def _quay(
    rid: str, title: str, files: list[str], doi_entry: bool
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str], str]:
    landing = QUAY.url(f"/rec/{rid}")
    meta = QUAY.url(f"/rec/{rid}/export/datacite.xml")
    truth = {landing, meta}
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    links: list[tuple[str, str, str]] = [
        (f"http://{QUAY_DOI}/10.99041/quay.{rid}" if doi_entry else landing, "cite-as", ""),
        (meta, "describedby", "application/vnd.datacite.datacite+xml"),
        ("https://schema.org/Dataset", "type", ""),
    ]
    rows = []
    for f in files:
        u = f"http://{QUAY_FILES}/{rid}/{f}"
        store[f"/{rid}/{f}"] = data(f"{f} of {title}\n", "application/octet-stream")
        links.append((u, "item", "application/octet-stream"))
        rows.append((u, f))
        truth.add(u)
    pages[f"/rec/{rid}/export/datacite.xml"] = data(
        f"<resource><titles><title>{escape(title)}</title></titles></resource>", "application/xml"
    )
    main = (
        f"<h1>{escape(title)}</h1><p>Deposited 2021. Licence CC-BY-4.0.</p><h3>Files</h3>"
        + ul(rows)
        + f'<p>Export: <a href="/rec/{rid}/export/datacite.xml">DataCite XML</a></p>'
        + '<div class="stats">Views 120 · Downloads 31</div>'
        + '<aside><a href="/communities/coastal">Coastal community</a></aside>'
    )
    pages[f"/rec/{rid}"] = signposted(QUAY.page(title, main), links)
    return pages, store, truth, landing


_QUAY = {
    "quay-salinity": ("48213", "Estuary salinity loggers 2018", ["loggers.csv"], False),
    "quay-doi-seabirds": (
        "50977",
        "Seabird tracking, Hebridean colonies",
        ["tracks.gpx", "birds.csv", "README.txt", "methods.pdf"],
        True,
    ),
}


def _quay_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    doi = Site(QUAY_DOI)
    for rid, *_r in _QUAY.values():
        p, s, _t, landing = _quay(rid, *_r)
        pages |= p
        store |= s
        doi.add(f"/10.99041/quay.{rid}", Response.redirect(landing, 302))
    return [QUAY.site(pages), plain_site(QUAY_FILES, store), doi]


def _quay_case(name: str, detail: str) -> Case:
    rid, title, files, doi_entry = _QUAY[name]
    _p, _s, truth, landing = _quay(rid, title, files, doi_entry)
    return Case(
        name=name,
        imitates=f"signposting repository ({detail})",
        artifact_class="Single Hop",
        # Seed: Signposting tells a crawler the boundary by typed links in the HTTP Link
        # header: the landing page, its rel=item files and rel=describedby metadata.
        expected="signposting",
        entry=f"http://{QUAY_DOI}/10.99041/quay.{rid}" if doi_entry else landing,
        truth=frozenset(truth),
        build=_quay_sites,
        landing=landing if doi_entry else None,
    )


# --- single-hop portals with chrome: Single Page+ with Ignored URIs -------------------------


def _single_hop(
    c: Chrome,
    path: str,
    title: str,
    files: list[tuple[str, str, bytes | str, str]],
    related: list[tuple[str, str]],
    extra_html: str = "",
) -> tuple[dict[str, PageValue], set[str]]:
    """A landing page linking its files (path, label, body, type) and featured records."""
    pages: dict[str, PageValue] = {}
    truth = {c.url(path)}
    for p, _label, body, ctype in files:
        pages[p] = data(body, ctype) if ctype != "text/html" else c.page(_label, str(body))
        truth.add(c.url(p))
    main = (
        f'<article><h1 class="rec-title">{escape(title)}</h1>{extra_html}'
        + ul([(p, label) for p, label, _b, _t in files], "downloads")
        + "</article><aside><h4>You may also like</h4>"
        + ul(related)
        + "</aside>"
    )
    pages[path] = c.page(title, main)
    return pages, truth


PLINTH = Chrome(
    host="deposit.plinthbox.hx41.example",
    name="Plinth",
    menu=[("/browse", "Browse"), ("/browse?type=dataset", "Datasets"), ("/help/faq", "FAQ")],
    footer=[
        ("/p/terms", "Terms"),
        ("/p/privacy", "Privacy"),
        ("/p/accessibility", "Accessibility"),
    ],
    title_format="{title} - Plinth",
    skin="top",
    cdn="cdn.plinthfonts.hx41.example",
    home_links=[
        ("/items/9001-glacier-dem", "Glacier DEM"),
        ("/items/9002-bee-sounds", "Bee sounds"),
    ],
)


def _plinth(name: str) -> tuple[dict[str, PageValue], set[str]]:
    rel = list(PLINTH.home_links)
    if name == "plinth-moss":
        p = "/items/7310-moss-moisture"
        return _single_hop(
            PLINTH,
            p,
            "Moss moisture uptake measurements",
            [
                (p + "/files/moss.csv", "moss.csv", "t,w\n0,1\n", "text/csv"),
                (p + "/cite.bib", "BibTeX", "@data{plinth7310}", "application/x-bibtex"),
            ],
            rel,
        )
    p = "/items/8422-coral-spawn"
    v = "".join(f'<a href="{p}/v/{n}">v{n}</a> ' for n in (1, 2, 3))
    pages, truth = _single_hop(
        PLINTH,
        p,
        "Coral spawning timelapse and logs",
        [
            (
                p + "/files/spawn-2019.mp4",
                "spawn-2019.mp4",
                b"\x00\x00\x00\x18ftypmp42",
                "video/mp4",
            ),
            (p + "/files/logs.xlsx", "logs.xlsx", b"PK\x03\x04", "application/vnd.ms-excel"),
            (p + "/files/readme.txt", "readme.txt", "Coral spawning\n", "text/plain"),
            (p + "/cite.bib", "BibTeX", "@data{plinth8422}", "application/x-bibtex"),
            (p + "/cite.ris", "RIS", "TY  - DATA\n", "application/x-research-info-systems"),
            (p + "/files.zip", "Download all", b"PK\x03\x04", "application/zip"),
        ],
        rel,
        f'<p class="versions">Versions: {v}</p>',
    )
    for n in (1, 2, 3):
        pages[f"{p}/v/{n}"] = PLINTH.page(
            f"Coral spawning timelapse and logs (v{n})", f"<h1>Version {n}</h1>"
        )
        truth.add(PLINTH.url(f"{p}/v/{n}"))
    return pages, truth


def _plinth_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for n in ("plinth-moss", "plinth-coral"):
        pages |= _plinth(n)[0]
    for h, t in PLINTH.home_links:
        pages[h] = PLINTH.page(t, f"<h1>{t}</h1>")
    return [
        PLINTH.site(pages),
        plain_site(PLINTH.cdn, {"/lib/vendor.min.js": data("//", "text/javascript")}),
    ]


PRE = Chrome(
    host="www.arxivelle.hx41.example",
    name="Arxivelle",
    menu=[("/subjects", "Subjects"), ("/submit", "Submit"), ("/about/screening", "Screening")],
    footer=[("/about", "About"), ("/feeds", "RSS"), ("/contact", "Contact")],
    title_format="{title} | Arxivelle preprints",
    skin="table",
    home_links=[
        ("/subjects/ecology", "Ecology"),
        ("/subjects/genomics", "Genomics"),
        ("/pre/2020.11.0042", "Featured: Tardigrade desiccation"),
    ],
)


def _pre(name: str) -> tuple[dict[str, PageValue], set[str]]:
    rel = [("/subjects/ecology", "Ecology"), ("/pre/2020.11.0042", "Tardigrade desiccation")]
    if name == "pre-wolves":
        p = "/pre/2021.03.1187"
        return _single_hop(
            PRE,
            p,
            "Wolf recolonisation and deer browsing",
            [
                (
                    p + ".full.pdf",
                    "Full text PDF",
                    pdf("Wolf recolonisation", ["preprint"]),
                    "application/pdf",
                ),
                (p + ".abstract", "Abstract", "<p>Wolves...</p>", "text/html"),
            ],
            rel,
        )
    p = "/pre/2022.07.0311v3"
    pages, truth = _single_hop(
        PRE,
        p,
        "Long-read assembly of the axolotl genome",
        [
            (p + ".full.pdf", "Full text PDF", pdf("Axolotl genome", ["v3"]), "application/pdf"),
            (p + ".full", "Full text HTML", "<p>Full text</p>", "text/html"),
            (
                p + ".supplementary-material",
                "Supplementary material",
                "<p>Tables S1-S4</p>",
                "text/html",
            ),
            (p + "/media-1.xlsx", "Table S1", b"PK\x03\x04", "application/vnd.ms-excel"),
            (p + ".article-metrics", "Metrics", "<p>Views</p>", "text/html"),
            ("/pre/2022.07.0311v2", "Version 2", "<p>Previous version</p>", "text/html"),
            ("/pre/2022.07.0311v1", "Version 1", "<p>First version</p>", "text/html"),
        ],
        rel,
    )
    return pages, truth


def _pre_site() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/pre/2020.11.0042": PRE.page("Tardigrade desiccation", "<h1>Tardigrades</h1>")
    }
    for n in ("pre-wolves", "pre-axolotl"):
        pages |= _pre(n)[0]
    return [PRE.site(pages)]


VID = Chrome(
    host="watch.benchreel.hx41.example",
    name="BenchReel Journal",
    menu=[
        ("/sections/biology", "Biology"),
        ("/sections/chemistry", "Chemistry"),
        ("/subscribe", "Subscribe"),
    ],
    footer=[("/info/authors", "For authors"), ("/info/librarians", "For librarians")],
    title_format="{name}: {title}",
    skin="side",
    cdn="player.reelcdn.hx41.example",
    home_links=[("/v/58001/zebrafish-injection", "Zebrafish injection")],
)


def _vid(name: str) -> tuple[dict[str, PageValue], set[str]]:
    rel = [
        ("/v/58001/zebrafish-injection", "Zebrafish injection"),
        ("/sections/biology", "Biology"),
    ]
    if name == "reel-organoid":
        p = "/v/61234/brain-organoid-slicing"
        return _single_hop(
            VID,
            p,
            "Slicing brain organoids for electrophysiology",
            [
                (p + "/video.mp4", "Watch", b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
                (
                    p + "/protocol.pdf",
                    "Protocol PDF",
                    pdf("Organoid slicing", []),
                    "application/pdf",
                ),
            ],
            rel,
        )
    p = "/v/63390/soil-dna-extraction"
    return _single_hop(
        VID,
        p,
        "Field extraction of soil DNA",
        [
            (p + "/video.mp4", "Watch", b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
            (p + "/protocol.pdf", "Protocol PDF", pdf("Soil DNA", []), "application/pdf"),
            (
                p + "/materials",
                "Table of materials",
                "<table><tr><td>Kit</td></tr></table>",
                "text/html",
            ),
            (p + "/transcript", "Transcript", "<p>In this video...</p>", "text/html"),
            (p + "/chapters.vtt", "Chapters", "WEBVTT\n", "text/vtt"),
            (
                p + "/cite?format=ris",
                "Cite (RIS)",
                "TY  - JOUR\n",
                "application/x-research-info-systems",
            ),
        ],
        rel,
    )


def _vid_site() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/v/58001/zebrafish-injection": VID.page("Zebrafish injection", "<h1>Zebrafish</h1>")
    }
    for n in ("reel-organoid", "reel-soildna"):
        pages |= _vid(n)[0]
    return [
        VID.site(pages),
        plain_site(VID.cdn, {"/lib/vendor.min.js": data("//", "text/javascript")}),
    ]


def _hop_case(
    name: str, kind: str, c: Chrome, truth: set[str], entry: str, build: Callable[[], list[Site]]
) -> Case:
    return Case(
        name=name,
        imitates=kind,
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=c.url(entry),
        truth=frozenset(truth),
        build=build,
    )


# --- biodiversity portal (GBIF-like): Significant String from URI --------------------------

BIO = Chrome(
    host="portal.taxawell.hx41.example",
    name="Taxawell",
    menu=[("/occurrences", "Occurrences"), ("/species", "Species"), ("/publishers", "Publishers")],
    footer=[("/terms", "Data use"), ("/citation-guidelines", "Citation")],
    title_format="{title} :: Taxawell",
    skin="top",
)
BIO_API = "api.taxawell.hx41.example"


def _bio(
    key: str, title: str, occ_pages: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    ds = f"/ds/{key}"
    truth = {BIO.url(ds)}
    subs = [f"{ds}/metrics", f"{ds}/constituents"]
    for s in subs:
        pages[s] = BIO.page(f"{s.rsplit('/', 1)[1]} of {title}", f"<h2>{title}</h2>")
        truth.add(BIO.url(s))
    occ = []
    for n in range(occ_pages):
        q = f"/occurrences?dataset_key={key}" + (f"&offset={n * 20}" if n else "")
        nxt = (
            f'<a href="/occurrences?dataset_key={key}&amp;offset={(n + 1) * 20}">Next</a>'
            if n + 1 < occ_pages
            else ""
        )
        pages[q] = BIO.page(
            f"Occurrences of {title}",
            f'<table><tr><td><a href="/occ/{40000 + n}">Record {40000 + n}</a></td></tr></table>{nxt}',
        )
        occ.append(q)
        truth.add(BIO.url(q))
    doc = f"/v1/dataset/{key}/document"
    api[doc] = data(f"<eml><title>{escape(title)}</title></eml>", "application/xml")
    api[f"/v1/dataset/{key}"] = data(f'{{"key":"{key}"}}', "application/json")
    truth |= {f"http://{BIO_API}{doc}", f"http://{BIO_API}/v1/dataset/{key}"}
    main = (
        f'<h1>{escape(title)}</h1><p>Published by <a href="/publishers/5e1c0b7a">Field Station</a></p>'
        + ul([(s, s.rsplit("/", 1)[1].capitalize()) for s in subs])
        + f'<a href="{occ[0]}">Explore occurrences</a> '
        f'<a href="http://{BIO_API}{doc}">Metadata (EML)</a> <a href="http://{BIO_API}/v1/dataset/{key}">API</a>'
        '<p>To download, <a href="/login">sign in</a> and request an export.</p>'
    )
    pages[ds] = BIO.page(title, main)
    return pages, api, truth


_BIO = {
    "taxa-moths": ("7a9c2e14-5b3d-4f61-9e08-c1d2a3b4e5f6", "Light-trap moth survey, Cairngorms", 1),
    "taxa-reefs": ("e03f8b21-aa47-4c9e-b6d5-90f1e2d3c4b5", "Reef fish visual census 2005-2019", 3),
}


def _bio_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for args in _BIO.values():
        p, a, _t = _bio(*args)
        pages |= p
        api |= a
    return [BIO.site(pages), plain_site(BIO_API, api)]


def _bio_case(name: str, detail: str) -> Case:
    args = _BIO[name]
    return Case(
        name=name,
        imitates=f"biodiversity portal ({detail})",
        artifact_class="Multi-Hop",
        # Seed, GBIF row: the dataset key in the entry URI recurs in every artifact URI
        # (sub-pages, occurrence search, API document), so Significant String from URI.
        expected="sig_uri",
        entry=BIO.url(f"/ds/{args[0]}"),
        truth=frozenset(_bio(*args)[2]),
        build=_bio_sites,
        others=frozenset({BIO.url("/publishers/5e1c0b7a")}),
    )


CASES: list[Case] = [
    _quay_case("quay-salinity", "one file on a storage host"),
    _quay_case("quay-doi-seabirds", "DOI entry redirect, four files"),
    # Seed, Figshare/Zenodo rows: files and citation exports one hop from the landing page;
    # the ignored list (404 page, homepage) removes menus and featured items.
    _hop_case(
        "plinth-moss",
        "general-purpose deposit repository (one file and BibTeX)",
        PLINTH,
        _plinth("plinth-moss")[1],
        "/items/7310-moss-moisture",
        _plinth_site,
    ),
    _hop_case(
        "plinth-coral",
        "general-purpose deposit repository (six files, three versions)",
        PLINTH,
        _plinth("plinth-coral")[1],
        "/items/8422-coral-spawn",
        _plinth_site,
    ),
    # Seed, bioRxiv/SSRN rows: preprint PDF, full text and supplements one hop away.
    _hop_case(
        "pre-wolves",
        "preprint server (PDF and abstract)",
        PRE,
        _pre("pre-wolves")[1],
        "/pre/2021.03.1187",
        _pre_site,
    ),
    _hop_case(
        "pre-axolotl",
        "preprint server (v3 with earlier versions, supplements)",
        PRE,
        _pre("pre-axolotl")[1],
        "/pre/2022.07.0311v3",
        _pre_site,
    ),
    # Seed, JoVE row: video, protocol and materials one hop from the article page.
    _hop_case(
        "reel-organoid",
        "video journal (video and protocol)",
        VID,
        _vid("reel-organoid")[1],
        "/v/61234/brain-organoid-slicing",
        _vid_site,
    ),
    _hop_case(
        "reel-soildna",
        "video journal (transcript, chapters, materials, citation)",
        VID,
        _vid("reel-soildna")[1],
        "/v/63390/soil-dna-extraction",
        _vid_site,
    ),
    _bio_case("taxa-moths", "one occurrence page"),
    _bio_case("taxa-reefs", "paginated occurrences and API host"),
]
