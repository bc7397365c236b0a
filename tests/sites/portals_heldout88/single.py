"""heldout88's single-URI and single-hop portals: a transport research blog, an urban-policy
magazine, an energy data repository, a transport preprint server, a traffic-count file
server and a signposting institutional repository (two records each)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, ul

# --- transport research blog (single_page) -------------------------------------------------

BLOG = Chrome(
    "notes.kerbsidelab.hx88.example",
    "Kerbside Lab Notes",
    [("/", "Posts"), ("/topics/", "Topics"), ("/about/", "About the lab"), ("/feed.xml", "RSS")],
    [("/privacy/", "Privacy"), ("/imprint/", "Imprint"), ("/about/team/", "Team")],
    title_fmt="{title} \u2013 {name}",
)
BLOG_POSTS = {
    "/2024/03/bus-lane-camera-enforcement/": (
        "What two years of bus-lane camera enforcement did to journey times",
        "transit",
        ["Dwell times fell by 9 percent on the camera corridors.", "Violations halved."],
    ),
    "/2024/05/cargo-bikes-last-mile-counts/": (
        "Counting cargo bikes: a last-mile census across six districts",
        "freight",
        ["We placed 41 video counters at loading bays.", "Cargo bikes were 14 percent."]
        + [
            f"District {d}: {n} trips per day."
            for d, n in zip("ABCDEF", (310, 122, 87, 405, 66, 91), strict=True)
        ],
    ),
    "/2023/11/school-streets-pilot/": ("School streets: the pilot in numbers", "walking", []),
    "/2024/01/ev-charger-queues/": ("Why EV charger queues form at 6pm", "energy", []),
    "/2024/07/rail-replacement-buses/": ("Rail replacement buses and who they lose", "transit", []),
}
BLOG_ORDER = list(BLOG_POSTS)


def _blog_post(path: str) -> str:
    title, topic, paras = BLOG_POSTS[path]
    i = BLOG_ORDER.index(path)
    nav = [(BLOG_ORDER[(i - 1) % len(BLOG_ORDER)], "Previous post")]
    nav.append((BLOG_ORDER[(i + 1) % len(BLOG_ORDER)], "Next post"))
    body = "".join(f"<p>{escape(p)}</p>" for p in paras) or "<p>Short note.</p>"
    main = (
        f'<article class="post"><h1>{escape(title)}</h1><p class="byline">by '
        f'<a href="/author/r-okafor/">R. Okafor</a> in <a href="/topics/{topic}/">{topic}</a></p>'
        f'{body}<figure><img src="/_cdn/favicon.png" alt="chart"></figure>'
        f'<p>Data: <a href="http://data.example.org/dataset/counts">city open data</a>.</p>'
        f"</article>{ul(nav, 'postnav')}"
        '<section id="comments"><h2>3 comments</h2><p>Great analysis!</p></section>'
    )
    recent = ul([(p, BLOG_POSTS[p][0]) for p in BLOG_ORDER[-3:]], "recent")
    return BLOG.page(title, main, aside="<h3>Recent posts</h3>" + recent, share=BLOG.url(path))


def _blog_sites() -> list[Site]:
    BLOG.home_main = "<h1>Latest posts</h1>" + ul([(p, BLOG_POSTS[p][0]) for p in BLOG_ORDER])
    return [BLOG.site({p: _blog_post(p) for p in BLOG_POSTS}, forbid=["/20"])]


# --- urban-policy magazine (single_page) ----------------------------------------------------

MAG = Chrome(
    "www.gridlinesquarterly.hx88.example",
    "Gridlines Quarterly",
    [
        ("/cities", "Cities"),
        ("/energy", "Energy"),
        ("/mobility", "Mobility"),
        ("/subscribe", "Subscribe"),
    ],
    [
        ("/masthead", "Masthead"),
        ("/pitch", "Pitch us"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
    ],
    title_fmt="{title} \u2014 {name}",
)
MAG_ARTICLES = {
    "/mobility/the-fifteen-minute-city-audit": ("The fifteen-minute city, audited", 2),
    "/energy/district-heating-comeback": ("District heating makes a comeback in midsize towns", 5),
    "/cities/parking-minimums-repeal": ("What happened after the parking minimums went", 0),
    "/energy/rooftop-solar-renters": ("Rooftop solar for renters", 0),
    "/mobility/night-buses": ("Who rides the night buses", 0),
}


def _mag_article(path: str) -> str:
    title, notes = MAG_ARTICLES[path]
    others = [p for p in MAG_ARTICLES if p != path][:3]
    notes_html = "".join(
        f'<li id="fn{i}">Source {i}: municipal report <a href="http://council.test/r/{i}">'
        f"{i}</a></li>"
        for i in range(1, notes + 1)
    )
    main = (
        f'<article><p class="kicker"><a href="{path.split("/")[1] and "/" + path.split("/")[1]}">'
        f"{path.split('/')[1]}</a></p><h1>{escape(title)}</h1>"
        '<p class="by">By <a href="/contributors/lena-marsh">Lena Marsh</a></p>'
        "<p>Planners promised a lot. We went and measured.</p>"
        f"<ol class='notes'>{notes_html}</ol></article>"
        '<div class="newsletter"><a href="/subscribe?src=article">Get the newsletter</a></div>'
    )
    aside = "<h3>Read next</h3>" + ul([(p, MAG_ARTICLES[p][0]) for p in others])
    return MAG.page(title, main, aside=aside, share=MAG.url(path))


def _mag_sites() -> list[Site]:
    MAG.home_main = "<h1>This issue</h1>" + ul([(p, t) for p, (t, _) in MAG_ARTICLES.items()])
    return [MAG.site({p: _mag_article(p) for p in MAG_ARTICLES})]


# --- energy data repository (single_page_plus_ignored) --------------------------------------

ZEN = Chrome(
    "archive.wattvault.hx88.example",
    "WattVault",
    [("/search", "Search"), ("/communities", "Communities"), ("/deposit", "Upload")],
    [
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/api-docs", "Developers"),
        ("/status", "Status"),
    ],
    title_fmt="{title} | {name}",
)
# record id -> (title, version label, files, versions family, featured-on-home)
ZEN_RECORDS: dict[int, tuple[str, str, list[str], str]] = {
    48213: (
        "Nordic power system scenario outputs 2030-2050",
        "v2.0",
        ["outputs-2050.zip", "inputs.xlsx"],
        "nps",
    ),
    41007: ("Nordic power system scenario outputs 2030-2050", "v1.0", ["outputs-2050.zip"], "nps"),
    52990: (
        "Hourly heat demand profiles for 120 German districts",
        "v3.1",
        [
            "profiles-2019.csv",
            "profiles-2020.csv",
            "profiles-2021.csv",
            "districts.geojson",
            "README.md",
        ],
        "hdp",
    ),
    50011: (
        "Hourly heat demand profiles for 120 German districts",
        "v3.0",
        ["profiles-2019.csv"],
        "hdp",
    ),
    46650: (
        "Hourly heat demand profiles for 120 German districts",
        "v2.0",
        ["profiles.csv"],
        "hdp",
    ),
    39120: ("Offshore wind capacity factors, North Sea", "v1.0", ["cf.nc"], "owc"),
    40555: ("EV charging session logs, Utrecht", "v1.0", ["sessions.csv"], "evc"),
}
ZEN_FEATURED = [39120, 40555]
ZEN_EXPORTS = {
    "nps": ["bibtex", "datacite-json"],
    "hdp": ["bibtex", "datacite-json", "csl", "dcat"],
}


def _zen_links(rid: int) -> list[str]:
    """A record's own links: files, exports and its other versions."""
    title, ver, files, fam = ZEN_RECORDS[rid]
    out = [f"/records/{rid}/files/{f}?download=1" for f in files]
    out += [f"/records/{rid}/export/{e}" for e in ZEN_EXPORTS.get(fam, ["bibtex"])]
    out += [f"/records/{r}" for r, v in ZEN_RECORDS.items() if v[3] == fam and r != rid]
    return out


def _zen_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for rid, (title, ver, files, fam) in ZEN_RECORDS.items():
        filelist = ul([(f"/records/{rid}/files/{f}?download=1", f) for f in files], "files")
        exports = ul([(f"/records/{rid}/export/{e}", e) for e in ZEN_EXPORTS.get(fam, ["bibtex"])])
        versions = ul(
            [
                (f"/records/{r}", f"Version {v[1]}")
                for r, v in ZEN_RECORDS.items()
                if v[3] == fam and r != rid
            ]
        )
        similar = ul([(f"/records/{r}", ZEN_RECORDS[r][0]) for r in ZEN_FEATURED if r != rid])
        main = (
            f'<h1>{escape(title)}</h1><p class="ver">{ver}</p><p>Dataset, open access (CC BY 4.0). '
            f"DOI 10.5281/wv.{rid}</p><h2>Files</h2>{filelist}<h2>Export</h2>{exports}"
        )
        aside = f"<h3>Versions</h3>{versions}<h3>Similar records</h3>{similar}"
        pages[f"/records/{rid}"] = ZEN.page(title, main, aside=aside)
        for f in files:
            pages[f"/records/{rid}/files/{f}"] = Response.data(
                f"{title} {f}\n".encode(), "application/octet-stream"
            )
        for e in ZEN_EXPORTS.get(fam, ["bibtex"]):
            pages[f"/records/{rid}/export/{e}"] = blob(
                f"@dataset{{wv{rid}, title={{{title}}}}}\n", "text/plain"
            )
    return pages


def _zen_sites() -> list[Site]:
    ZEN.home_main = "<h1>Recent uploads</h1>" + ul(
        [(f"/records/{r}", ZEN_RECORDS[r][0]) for r in ZEN_FEATURED]
    )
    return [ZEN.site(_zen_pages(), forbid=["/records/"])]  # type: ignore[arg-type]


# --- transport preprint server (single_page_plus_ignored) -----------------------------------

RX = Chrome(
    "preprints.transitrxiv.hx88.example",
    "transitRxiv",
    [("/collection", "Subject areas"), ("/submit", "Submit"), ("/alerts", "Alerts")],
    [
        ("/about", "About"),
        ("/faq", "FAQ"),
        ("/content/policies", "Policies"),
        ("/contact", "Contact"),
    ],
    title_fmt="{title} | {name}",
)
RX_PAPERS = {
    "2024.0117": ("Ride-hailing deadheading in three US metros", 2, ["media-1.xlsx"]),
    "2023.0884": (
        "A calibrated agent-based model of commuter rail crowding",
        3,
        ["media-1.pdf", "media-2.zip", "media-3.csv"],
    ),
    "2024.0031": ("Signal priority for trams: a meta-analysis", 1, []),
}
RX_FEATURED = ["2024.0031"]


def _rx_links(pid: str, v: int) -> list[str]:
    base = f"/content/10.5599/trx.{pid}v{v}"
    out = [
        base + ".full",
        base + ".full.pdf",
        base + ".supplementary-material",
        base + ".article-metrics",
    ]
    out += [f"/content/10.5599/trx.{pid}v{w}" for w in range(1, RX_PAPERS[pid][1] + 1) if w != v]
    return out


def _rx_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for pid, (title, nv, supp) in RX_PAPERS.items():
        for v in range(1, nv + 1):
            base = f"/content/10.5599/trx.{pid}v{v}"
            tabs = ul(
                [
                    (base, "Abstract"),
                    (base + ".full", "Full text"),
                    (base + ".full.pdf", "PDF"),
                    (base + ".supplementary-material", "Supplementary material"),
                    (base + ".article-metrics", "Metrics"),
                ],
                "tabs",
            )
            vers = ul(
                [
                    (f"/content/10.5599/trx.{pid}v{w}", f"Version {w}")
                    for w in range(1, nv + 1)
                    if w != v
                ]
            )
            feat = ul(
                [(f"/content/10.5599/trx.{f}v1", RX_PAPERS[f][0]) for f in RX_FEATURED if f != pid]
            )
            main = f"<h1>{escape(title)}</h1><p>Posted version {v}. This article is a preprint.</p>{tabs}"
            aside = f"<h3>Previous versions</h3>{vers}<h3>Trending</h3>{feat}"
            pages[base] = RX.page(title, main, aside=aside)
            pages[base + ".full"] = RX.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
            pages[base + ".full.pdf"] = Response.data(pdf(title, [f"v{v}"]), "application/pdf")
            sm = ul([(f"/content/biorxiv/early/{pid}/DC{i}/{f}", f) for i, f in enumerate(supp, 1)])
            pages[base + ".supplementary-material"] = RX.page(
                title, f"<h1>Supplementary material</h1>{sm}"
            )
            pages[base + ".article-metrics"] = RX.page(
                title, "<h1>Article usage</h1><p>812 views</p>"
            )
            for i, f in enumerate(supp, 1):
                pages[f"/content/biorxiv/early/{pid}/DC{i}/{f}"] = Response.data(
                    f.encode(), "application/octet-stream"
                )
    return pages


def _rx_sites() -> list[Site]:
    RX.home_main = "<h1>New preprints</h1>" + ul(
        [(f"/content/10.5599/trx.{f}v1", RX_PAPERS[f][0]) for f in RX_FEATURED]
    )
    return [RX.site(_rx_pages(), forbid=["/content/10."])]  # type: ignore[arg-type]


# --- traffic-count file server (single_page_plus) -------------------------------------------

TALLY = "counts.roadtally.hx88.example"
STATIONS = {
    "A38-1207": [f"A38-1207_{y}.csv" for y in (2021, 2022, 2023)],
    "M6-0341": [f"M6-0341_{y}.csv.gz" for y in range(2012, 2024)]
    + [f"M6-0341_{y}.csv.gz.sha256" for y in range(2012, 2024)]
    + ["README.txt", "LICENCE.txt", "station-metadata.json"],
}


def _autoindex(path: str, names: list[str]) -> str:
    rows = "".join(
        f'<a href="{escape(n)}">{escape(n)}</a>{" " * max(1, 40 - len(n))}26-Jan-2024 04:10  1.2M\n'
        for n in names
    )
    return (
        f"<html><head><title>Index of {path}</title></head><body><h1>Index of {path}</h1>"
        f"<hr><pre>{rows}</pre><hr></body></html>\n"
    )


def _tally_sites() -> list[Site]:
    site = Site(TALLY)
    site.add("/", _autoindex("/", ["stations/"]))
    site.add("/stations/", _autoindex("/stations/", [f"{s}/" for s in STATIONS]))
    for st, files in STATIONS.items():
        site.add(f"/stations/{st}/", _autoindex(f"/stations/{st}/", files))
        for f in files:
            site.add(f"/stations/{st}/{f}", Response.data(f"{st},{f}\n".encode(), "text/plain"))
    return [site]


# --- institutional repository with signposting (signposting) --------------------------------

DEPOT = Chrome(
    "depot.voltstead-univ.hx88.example",
    "Voltstead Research Depot",
    [("/browse", "Browse"), ("/communities-list", "Communities"), ("/statistics", "Statistics")],
    [
        ("/info/accessibility", "Accessibility"),
        ("/info/privacy", "Privacy"),
        ("/info/feedback", "Feedback"),
    ],
    title_fmt="{title}",
    home_title="Voltstead Research Depot",
    login="/login",
)
DEPOT_ITEMS = {
    "5d1e0b7a-6c2f-4f0e-9a51-3b7f0c2d8e11": (
        "Measured indoor climate and energy use of a passive-house school, 2020-2023",
        ["indoor-climate-2020-2023.csv", "energy-meters.csv"],
        ["bibtex", "datacite.xml"],
    ),
    "a94c7e02-1b3d-4c55-8e9f-20d6b4f7a3c9": (
        "Regional energy transition model: scenario outputs and input data",
        [
            "scenario-ref.parquet",
            "scenario-high-re.parquet",
            "scenario-lowdemand.parquet",
            "inputs-demand.xlsx",
            "inputs-costs.xlsx",
            "model-doc.pdf",
        ],
        ["bibtex", "datacite.xml", "ris", "dc.xml"],
    ),
    "0c6b5d4e-7777-4a1a-b2c3-d4e5f6a7b8c9": (
        "Campus e-bike sharing trips 2022",
        ["trips.csv"],
        ["bibtex"],
    ),
}
DEPOT_RELATED = {
    "5d1e0b7a-6c2f-4f0e-9a51-3b7f0c2d8e11": [],
    "a94c7e02-1b3d-4c55-8e9f-20d6b4f7a3c9": ["0c6b5d4e-7777-4a1a-b2c3-d4e5f6a7b8c9"],
}


def _bit(uid: str, i: int) -> str:
    return f"/bitstreams/{uid[:8]}-{i:04d}/download"


def _depot_members(uid: str) -> list[str]:
    """The URIs the entry's Link header names as items and descriptions."""
    _t, files, metas = DEPOT_ITEMS[uid]
    return [_bit(uid, i) for i in range(len(files))] + [
        f"/server/api/export/{uid}/{m}" for m in metas
    ]


def _depot_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for uid, (title, files, metas) in DEPOT_ITEMS.items():
        entry = DEPOT.url(f"/items/{uid}")
        links = [
            f'<{entry}>; rel="cite-as"',
            '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
            '<http://schema.test/Dataset>; rel="type"',
        ]
        links += [
            f'<{DEPOT.url(_bit(uid, i))}>; rel="item"; type="application/octet-stream"'
            for i in range(len(files))
        ]
        links += [
            f'<{DEPOT.url(f"/server/api/export/{uid}/{m}")}>; rel="describedby"; type="text/plain"'
            for m in metas
        ]
        filelist = ul([(_bit(uid, i), f) for i, f in enumerate(files)], "files")
        export = ul([(f"/server/api/export/{uid}/{m}", m) for m in metas])
        rel = ul([(f"/items/{r}", DEPOT_ITEMS[r][0]) for r in DEPOT_RELATED.get(uid, [])])
        main = (
            f"<h1>{escape(title)}</h1><p>Collection: <a href='/collections/energy-data'>Energy data</a></p>"
            f"<h2>Files</h2>{filelist}<h2>Export citation</h2>{export}"
            f'<p><a href="/items/{uid}/full">Show full item record</a></p>'
        )
        pages[f"/items/{uid}"] = Response.html(
            DEPOT.page(title, main, aside="<h3>Related items</h3>" + rel),
            headers=[("Link", ", ".join(links))],
        )
        pages[f"/items/{uid}/full"] = DEPOT.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
        )
        for i, f in enumerate(files):
            pages[_bit(uid, i)] = Response.data(f"{f}\n".encode(), "application/octet-stream")
        for m in metas:
            pages[f"/server/api/export/{uid}/{m}"] = blob(f"title = {title}\n", "text/plain")
    return pages


def _depot_sites() -> list[Site]:
    return [DEPOT.site(_depot_pages(), forbid=["/items/", "/bitstreams/", "/server/"])]  # type: ignore[arg-type]


# --- cases ----------------------------------------------------------------------------------

A, B = list(DEPOT_ITEMS)[:2]
CASES: list[Case] = [
    # A blog post is a single artifact URI (seed: Hypotheses, SciLogs...): single_page.
    case(
        "kerbside-bus-lanes",
        "transport research blog (bus-lane enforcement post)",
        "single artifact URI",
        "single_page",
        BLOG.url(BLOG_ORDER[0]),
        [BLOG.url(BLOG_ORDER[0])],
        _blog_sites,
        others=[BLOG.url(BLOG_ORDER[-1]), BLOG.url(BLOG_ORDER[1])],
    ),
    # Longer post with a district table, more outbound links: still one URI.
    case(
        "kerbside-cargo-bikes",
        "transport research blog (cargo-bike census with table)",
        "single artifact URI",
        "single_page",
        BLOG.url(BLOG_ORDER[1]),
        [BLOG.url(BLOG_ORDER[1])],
        _blog_sites,
        others=[BLOG.url(BLOG_ORDER[0]), BLOG.url(BLOG_ORDER[2])],
    ),
    # Magazine articles are single URIs (seed: The Conversation, Nautilus): single_page.
    case(
        "gridlines-15min",
        "urban-policy magazine (fifteen-minute city article)",
        "single artifact URI",
        "single_page",
        MAG.url("/mobility/the-fifteen-minute-city-audit"),
        [MAG.url("/mobility/the-fifteen-minute-city-audit")],
        _mag_sites,
        others=[MAG.url("/energy/district-heating-comeback")],
    ),
    # Article with five sourced notes to external reports and a read-next sidebar.
    case(
        "gridlines-district-heat",
        "urban-policy magazine (district-heating feature with notes)",
        "single artifact URI",
        "single_page",
        MAG.url("/energy/district-heating-comeback"),
        [MAG.url("/energy/district-heating-comeback")],
        _mag_sites,
        others=[MAG.url("/mobility/the-fifteen-minute-city-audit")],
    ),
    # Zenodo-like record: files, exports and versions one hop away; menus drop with the
    # ignored list (seed: Zenodo, Figshare -> single_page_plus_ignored).
    case(
        "wattvault-nordic",
        "energy data repository (Nordic scenario outputs, two versions)",
        "single hop",
        "single_page_plus_ignored",
        ZEN.url("/records/48213"),
        [ZEN.url("/records/48213")] + [ZEN.url(u) for u in _zen_links(48213)],
        _zen_sites,
        others=[ZEN.url("/records/39120"), ZEN.url("/records/40555")],
    ),
    # Five files, four exports, three versions.
    case(
        "wattvault-heat-profiles",
        "energy data repository (heat-demand profiles, three versions)",
        "single hop",
        "single_page_plus_ignored",
        ZEN.url("/records/52990"),
        [ZEN.url("/records/52990")] + [ZEN.url(u) for u in _zen_links(52990)],
        _zen_sites,
        others=[ZEN.url("/records/39120"), ZEN.url("/records/40555")],
    ),
    # bioRxiv/SSRN-like preprint: full text, PDF, supplements tab, other versions one hop
    # away (seed: BioRxiv, SSRN -> single_page_plus_ignored).
    case(
        "transitrxiv-ridehail",
        "transport preprint server (ride-hailing preprint v2)",
        "single hop",
        "single_page_plus_ignored",
        RX.url("/content/10.5599/trx.2024.0117v2"),
        [RX.url("/content/10.5599/trx.2024.0117v2")]
        + [RX.url(u) for u in _rx_links("2024.0117", 2)],
        _rx_sites,
        others=[RX.url("/content/10.5599/trx.2024.0031v1")],
    ),
    # Third version with two earlier ones; supplements live two hops away on the
    # supplementary tab, so the seed's one hop stops at that tab.
    case(
        "transitrxiv-rail-crowding",
        "transport preprint server (rail-crowding model v3)",
        "single hop",
        "single_page_plus_ignored",
        RX.url("/content/10.5599/trx.2023.0884v3"),
        [RX.url("/content/10.5599/trx.2023.0884v3")]
        + [RX.url(u) for u in _rx_links("2023.0884", 3)],
        _rx_sites,
        others=[RX.url("/content/10.5599/trx.2024.0031v1")],
    ),
    # A bare autoindex page: no chrome, every link is a yearly file one hop away, so
    # single_page_plus takes exactly the artifact.
    case(
        "roadtally-a38",
        "traffic-count file server (station A38-1207, three years)",
        "single hop",
        "single_page_plus",
        f"http://{TALLY}/stations/A38-1207/",
        [f"http://{TALLY}/stations/A38-1207/"]
        + [f"http://{TALLY}/stations/A38-1207/{f}" for f in STATIONS["A38-1207"]],
        _tally_sites,
    ),
    # Twelve years of gzip files, checksums, readme, licence and metadata.
    case(
        "roadtally-m6",
        "traffic-count file server (station M6-0341, twelve years with checksums)",
        "single hop",
        "single_page_plus",
        f"http://{TALLY}/stations/M6-0341/",
        [f"http://{TALLY}/stations/M6-0341/"]
        + [f"http://{TALLY}/stations/M6-0341/{f}" for f in STATIONS["M6-0341"]],
        _tally_sites,
    ),
    # The entry's Link header names its items and descriptions (signposting); the HTML
    # links chrome, a collection and a full-record view the header does not name.
    case(
        "voltstead-passive-school",
        "signposting institutional repository (passive-house school data)",
        "single hop",
        "signposting",
        DEPOT.url(f"/items/{A}"),
        [DEPOT.url(f"/items/{A}")] + [DEPOT.url(u) for u in _depot_members(A)],
        _depot_sites,
    ),
    # Six items, four descriptions, a related item in the sidebar.
    case(
        "voltstead-energy-transition",
        "signposting institutional repository (energy-transition model outputs)",
        "single hop",
        "signposting",
        DEPOT.url(f"/items/{B}"),
        [DEPOT.url(f"/items/{B}")] + [DEPOT.url(u) for u in _depot_members(B)],
        _depot_sites,
        others=[DEPOT.url("/items/0c6b5d4e-7777-4a1a-b2c3-d4e5f6a7b8c9")],
    ),
]
