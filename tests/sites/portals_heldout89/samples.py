"""Sample and campaign databases of heldout89: a meteorite bulletin database keyed by an
identifier in every URI, a returned-sample catalogue whose titles carry the site name
first, and an observing-campaign dossier whose every page repeats the campaign title.

Seed reasoning: the GBIF shape (an identifier in the entry path that every artifact URI
shares, across hosts) is Significant String from URI; the OSF shape (site prefix in the
title, the rest in every artifact page) is Significant String from Filtered Title; pages
that all carry the entry's full title are Significant String from Title.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import frame, host, portal, site, table, text, ul

# --------------------------------------------------------- meteorite database (sig_uri)

MET = portal(
    host("meteorites", "fallfind"),
    "FallFind Meteoritical Database",
    [
        ("/meteorites", "Search meteorites"),
        ("/classes", "Classifications"),
        ("/bulletins", "Bulletins"),
        ("/map", "Map"),
    ],
    [("/society", "The society"), ("/nomenclature", "Nomenclature rules"), ("/contact", "Contact")],
)
METAPI = host("api", "fallfind-data")


def _meteorite(
    mid: str, name: str, cls: str, samples: list[str], analyses: int, related: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    base = f"/meteorite/{mid}"
    own: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    links = [
        (f"/samples?meteorite={mid}", "Specimens held in collections"),
        (f"/analyses?meteorite={mid}", "Published analyses"),
        (f"/meteorite/{mid}/writeup", "Bulletin write-up"),
        (f"http://{METAPI}/v2/meteorite/{mid}.json", "JSON record"),
        (f"http://{METAPI}/v2/meteorite/{mid}/bibliography.bib", "Bibliography (BibTeX)"),
    ]
    main = (
        f"<h1>{escape(name)}</h1>"
        + table([("Record", mid), ("Class", escape(cls)), ("Status", "Official")])
        + ul(links)
        + ul([("/classes", f"About class {cls}"), ("/map", "Show on map")])
    )
    side = "<h3>Paired meteorites</h3>" + ul([(related, "Paired")])
    own[base] = frame(MET, name, main, sidebar=side, share=MET.url(base))
    srows = [(f"/sample/{mid}-{s}", f"Specimen {s}") for s in samples]
    own[f"/samples?meteorite={mid}"] = frame(MET, f"Specimens of {name}", ul(srows))
    for p, _s in srows:
        own[p] = frame(
            MET,
            p,
            f"<h1>{escape(name)} specimen</h1>"
            + ul([(base, name), ("/classes", "Classifications")]),
        )
    arows = [(f"/analysis/{mid}/{n}", f"Analysis {n}") for n in range(1, analyses + 1)]
    own[f"/analyses?meteorite={mid}"] = frame(MET, f"Analyses of {name}", ul(arows))
    for p, t in arows:
        own[p] = frame(MET, t, f"<h1>{t}</h1>")
    own[f"/meteorite/{mid}/writeup"] = frame(
        MET, f"{name} write-up", f"<h1>{escape(name)}</h1><p>Classification and petrography.</p>"
    )
    api[f"/v2/meteorite/{mid}.json"] = text(
        f'{{"id": "{mid}", "name": "{name}"}}', "application/json"
    )
    api[f"/v2/meteorite/{mid}/bibliography.bib"] = text(
        f"@article{{{mid}, title={{{name}}}}}\n", "application/x-bibtex"
    )
    truth = {MET.url(k) for k in own} | {f"http://{METAPI}{k}" for k in api}
    return own, api, truth


_ALH = _meteorite(
    "MB-00843", "Allan Hills 84001", "Martian (OPX)", ["a", "b"], 1, "/meteorite/MB-21677"
)
_NWA = _meteorite(
    "MB-21677",
    "Northwest Africa 7034",
    "Martian (basaltic breccia)",
    ["a", "b", "c", "d", "e"],
    4,
    "/meteorite/MB-00843",
)


def _met_sites() -> list[Site]:
    home = "<html><head><title>FallFind API</title></head><body>API v2</body></html>"
    return [site(MET, {**_ALH[0], **_NWA[0]}), Site(METAPI, {"/": home, **_ALH[1], **_NWA[1]})]


# --------------------------------------------- returned-sample catalogue (sig_filtered_title)

RSC = portal(
    host("samples", "curationhall"),
    "Sample Curation Hall",
    [
        ("/lunar", "Lunar"),
        ("/asteroid", "Asteroid"),
        ("/cosmic-dust", "Cosmic dust"),
        ("/loans", "Sample requests"),
    ],
    [("/about", "About curation"), ("/lab-tours", "Lab tours"), ("/data-policy", "Data policy")],
    title_format="{name} | {title}",
    home_title="Sample Curation Hall | Welcome to the collections",
)


def _sample(
    sid: str, title: str, pages_spec: list[str], files: list[str], related: str
) -> tuple[dict[str, PageValue], set[str]]:
    """Sample pages all print the sample title (not the site name) in their content."""
    base = f"/sample/{sid}"
    subs = [(f"{base}/{p}", p.replace("-", " ").title()) for p in pages_spec]
    flist = [(f"/files/{sid}/{f}", f) for f in files]
    main = (
        f"<h1>{escape(title)}</h1>"
        + table([("Sample number", sid), ("Mass", "12.4 g")])
        + ul(subs, "tabs")
        + "<h2>Files</h2>"
        + ul(flist)
    )
    side = "<h3>Same mission</h3>" + ul([(related, "Another sample")])
    pages: dict[str, PageValue] = {base: frame(RSC, title, main, sidebar=side, share=RSC.url(base))}
    for p, t in subs:
        pages[p] = frame(
            RSC,
            f"{title}: {t}",
            f"<h1>{escape(title)}</h1><h2>{escape(t)}</h2>" + ul([(base, "Sample summary")]),
        )
    for p, f in flist:
        pages[p] = text(f"# {title}\n# file {f}\nsplit,mass_g\n1,0.5\n", "text/csv")
    truth = {RSC.url(base)} | {RSC.url(p) for p, _ in subs} | {RSC.url(p) for p, _ in flist}
    return pages, truth


_A15 = _sample(
    "15415", "Genesis Rock anorthosite 15415", ["petrography"], ["splits.csv"], "/sample/C0002"
)
_RYU = _sample(
    "C0002",
    "Ryugu chamber C aggregate C0002",
    ["petrography", "chemistry", "allocation-history", "images"],
    ["splits.csv", "xct_summary.csv", "allocations.csv"],
    "/sample/15415",
)


def _rsc_sites() -> list[Site]:
    return [site(RSC, {**_A15[0], **_RYU[0]})]


# ---------------------------------------------------- observing-campaign dossier (sig_title)

CAMP = host("campaigns", "smallbody-watch")


def _campaign(
    slug: str, title: str, parts: list[str], related: str
) -> tuple[dict[str, PageValue], set[str]]:
    """Every page of the dossier prints the full campaign title; the chrome never does."""
    base = f"/c/{slug}"
    nav = "".join(f'<a href="/{p}/{slug}">{escape(p)}</a> ' for p in parts)
    chrome = (
        '<nav><a href="/">Campaigns</a> <a href="/observers">Observers</a> '
        '<a href="/submit">Submit data</a></nav>'
    )
    foot = '<footer><a href="/code-of-conduct">Code of conduct</a></footer>'

    def pg(h: str, body: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>{chrome}"
            f"<h1>{escape(title)}</h1><h2>{escape(h)}</h2><p>{nav}</p>{body}{foot}</body></html>"
        )

    pages: dict[str, PageValue] = {
        base: pg("Overview", f'<p>See also <a href="{related}">another campaign</a>.</p>')
    }
    for p in parts:
        pages[f"/{p}/{slug}"] = pg(p, f'<p><a href="/{p}/{slug}.txt">Table</a></p>')
        pages[f"/{p}/{slug}.txt"] = text(f"{title} -- {p}\n2023-01-01 12.3\n")
    return pages, {f"http://{CAMP}{k}" for k in pages}


_APO = _campaign(
    "apophis-2029",
    "Apophis 2029 Close Approach Photometry Campaign",
    ["lightcurves"],
    "/c/didymos-2022",
)
_DID = _campaign(
    "didymos-2022",
    "Didymos DART Impact Ejecta Monitoring Campaign",
    ["lightcurves", "astrometry", "spectra", "tail-imaging"],
    "/c/apophis-2029",
)


def _camp_sites() -> list[Site]:
    def plain(t: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><title>{t}</title></head><body><h1>{t}</h1></body></html>"
        )

    home = (
        "<!DOCTYPE html><html><head><title>Small-body watch</title></head><body>"
        '<a href="/c/apophis-2029">Apophis</a> <a href="/c/didymos-2022">Didymos</a>'
        "</body></html>"
    )
    return [
        Site(
            CAMP,
            {
                "/": home,
                "/observers": plain("Observers"),
                "/submit": plain("Submit data"),
                "/code-of-conduct": plain("Code of conduct"),
                **_APO[0],
                **_DID[0],
            },
        )
    ]


CASES: list[Case] = [
    # GBIF shape: the record number MB-xxxxx is in every artifact URI, on the portal and its
    # API domain; chrome URIs lack it: Significant String from URI.
    case(
        "fallfind-alh84001",
        "meteorite database (one analysis)",
        "dataset",
        "sig_uri",
        MET.url("/meteorite/MB-00843"),
        _ALH[2],
        _met_sites,
        others=[MET.url("/meteorite/MB-21677")],
    ),
    case(
        "fallfind-nwa7034",
        "meteorite database (specimens, analyses, api host)",
        "dataset",
        "sig_uri",
        MET.url("/meteorite/MB-21677"),
        _NWA[2],
        _met_sites,
        others=[MET.url("/meteorite/MB-00843")],
    ),
    # OSF shape: "Sample Curation Hall | " prefixes every title, also the homepage's; the
    # rest of the title is in every artifact page and file: Significant String from
    # Filtered Title.
    case(
        "curation-15415",
        "returned-sample catalogue (lunar rock)",
        "dataset",
        "sig_filtered_title",
        RSC.url("/sample/15415"),
        _A15[1],
        _rsc_sites,
        others=[RSC.url("/sample/C0002")],
    ),
    case(
        "curation-ryugu",
        "returned-sample catalogue (asteroid aggregate, tabs, files)",
        "dataset",
        "sig_filtered_title",
        RSC.url("/sample/C0002"),
        _RYU[1],
        _rsc_sites,
        others=[RSC.url("/sample/15415")],
    ),
    # The whole title is the campaign name, printed by every dossier page and table, by no
    # chrome page: Significant String from Title.  (Dossier pages are siblings, not below
    # the entry path, so Path-Based does not fit.)
    case(
        "watch-apophis",
        "observing campaign dossier (one section)",
        "dataset",
        "sig_title",
        f"http://{CAMP}/c/apophis-2029",
        _APO[1],
        _camp_sites,
        others=[f"http://{CAMP}/c/didymos-2022"],
    ),
    case(
        "watch-didymos",
        "observing campaign dossier (four sections)",
        "dataset",
        "sig_title",
        f"http://{CAMP}/c/didymos-2022",
        _DID[1],
        _camp_sites,
        others=[f"http://{CAMP}/c/apophis-2029"],
    ),
]
