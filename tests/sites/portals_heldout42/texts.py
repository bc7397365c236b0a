"""heldout42 text portals: a TEI digital edition, an EPrints-like theses repository, a
repository that signposts, a RePEc-like working-paper series and a bare static archive of
conference abstract books."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import file, host, make_case, page, portal_site, ul

PDF = "application/pdf"

# --- digital edition (path_based) -------------------------------------------------------
# A scholarly edition lives under its own directory (letters, apparatus, indexes, TEI
# downloads, paginated tables of contents); the project's other editions and the chrome
# are outside it: Path-Based, like a GitLab or BitBucket project in the seed.
ED = Portal(
    host("editions", "thornleytextlab"),
    "Thornley Text Lab Editions",
    [
        ("/editions/", "All editions"),
        ("/about", "About the lab"),
        ("/guidelines", "Encoding guidelines"),
    ],
    [("/licence", "CC BY 4.0"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} · {name}",
)


def _edition(
    slug: str, title: str, letters: list[str], per_page: int
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/editions/{slug}/"
    pages: dict[str, PageValue] = {}
    chunks = [letters[i : i + per_page] for i in range(0, len(letters), per_page)]
    for n, chunk in enumerate(chunks, 1):
        nxt = f'<a href="{base}letters/?page={n + 1}">Next</a>' if n < len(chunks) else ""
        pages[f"{base}letters/" + (f"?page={n}" if n > 1 else "")] = page(
            ED,
            f"Letters - {title}",
            "<h1>Letters</h1>"
            + ul([(f"{base}letters/{d}", f"Letter of {d}") for d in chunk])
            + nxt,
        )
    for d in letters:
        pages[f"{base}letters/{d}"] = page(
            ED,
            f"Letter {d} - {title}",
            f"<h1>Letter, {d}</h1><p>Diplomatic transcription.</p>"
            f'<a href="{base}tei/{d}.xml">TEI XML</a> <a href="{base}persons">Persons</a> '
            f'<a href="/guidelines#letters">Encoding notes</a>',
        )
        pages[f"{base}tei/{d}.xml"] = file(f"<TEI><text>{d}</text></TEI>", "application/tei+xml")
    pages[f"{base}persons"] = page(ED, f"Persons - {title}", "<h1>Index of persons</h1>")
    pages[f"{base}introduction"] = page(ED, f"Introduction - {title}", "<h1>Introduction</h1>")
    pages[base] = page(
        ED,
        title,
        f"<h1>{escape(title)}</h1>"
        + ul(
            [
                (f"{base}introduction", "Introduction"),
                (f"{base}letters/", "Letters"),
                (f"{base}persons", "Index of persons"),
            ]
        )
        + '<p>Other editions: <a href="/editions/wexcombe-diaries/">Wexcombe diaries</a></p>',
        share=ED.url(base),
    )
    return pages, [ED.url(p) for p in pages]


ED1 = (
    "kemble-letters",
    "The Letters of Harriet Kemble, 1811-1819",
    ["1811-03-02", "1812-07-19", "1815-01-30"],
    10,
)
ED2 = (
    "ashdown-correspondence",
    "The Ashdown Family Correspondence",
    [f"18{y}-0{m}-1{m}" for y in (40, 41, 42, 43) for m in (2, 5, 8)],
    5,
)


def ed_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/editions/wexcombe-diaries/": page(ED, "Wexcombe diaries", "<h1>Wexcombe diaries</h1>")
    }
    for e in (ED1, ED2):
        pages.update(_edition(*e)[0])
    return [portal_site(ED, pages)]


ED_CASES = [
    # GitLab-like project directory: everything under the edition's path.
    make_case(
        "edition-kemble",
        "digital edition (three letters)",
        "multi-hop",
        "path_based",
        ED.url("/editions/kemble-letters/"),
        _edition(*ED1)[1],
        ed_sites,
    ),
    # harder: twelve letters over a paginated list, TEI files two hops in.
    make_case(
        "edition-ashdown",
        "digital edition (twelve letters, paginated list)",
        "multi-hop",
        "path_based",
        ED.url("/editions/ashdown-correspondence/"),
        _edition(*ED2)[1],
        ed_sites,
    ),
]

# --- theses repository (single_page_plus_ignored) ---------------------------------------
# An EPrints-style record: the abstract page links its full texts and export formats one
# hop away, beside menus, browse-by links and a "most downloaded" list the homepage also
# shows: the SSRN / Zenodo shape, Single Page+ with Ignored URIs.
TH = Portal(
    host("etheses", "wrenfordunivlib"),
    "Wrenford eTheses Online",
    [
        ("/view/year/", "Browse by year"),
        ("/view/divisions/", "Browse by school"),
        ("/cgi/latest", "Latest"),
    ],
    [("/policies", "Policies"), ("/takedown", "Takedown"), ("/accessibility", "Accessibility")],
    title_format="{title} - {name}",
)
TH_POPULAR = [
    ("/3107/", "The Welsh chapels of Liverpool, 1850-1914"),
    ("/2950/", "Lead mining communities"),
]
TH_HOME = (
    "<h1>Wrenford eTheses Online</h1><h2>Most downloaded</h2>"
    + ul(TH_POPULAR)
    + "<h2>Browse by school</h2>"
    + ul([("/view/divisions/history/", "School of History")])
)
TH.home_main = TH_HOME


def _thesis(
    eid: int, title: str, files: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    exports = [
        f"/cgi/export/eprint/{eid}/{fmt}/wrenford-eprint-{eid}.{ext}"
        for fmt, ext in (("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"))
    ]
    fpaths = [f"/{eid}/{i}/{name}" for i, (name, _t) in enumerate(files, 1)]
    main = (
        f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1><p>Thesis (PhD), Wrenford University.</p>'
        + ul(
            [(p, f"{files[i][1]} ({files[i][0]})") for i, p in enumerate(fpaths)],
            "ep_document_list",
        )
        + "<h3>Export</h3>"
        + ul([(e, e.split("/")[5]) for e in exports])
        + "<aside><h3>Most downloaded</h3>"
        + ul(TH_POPULAR)
        + "</aside>"
        + '<p><a href="/view/divisions/history/">School of History</a></p>'
    )
    pages: dict[str, PageValue] = {f"/{eid}/": page(TH, title, main, share=TH.url(f"/{eid}/"))}
    for p, (name, _t) in zip(fpaths, files, strict=True):
        pages[p] = (
            file(pdf(name, ["Wrenford eTheses"]), PDF)
            if name.endswith(".pdf")
            else file(b"PK\x03\x04data", "application/zip")
        )
    for e in exports:
        pages[e] = file(f"title = {title}", "text/plain")
    return pages, [TH.url(p) for p in pages]


TH1 = (
    4521,
    "Gleaning and customary right in rural Shropshire, 1760-1840",
    [("thesis.pdf", "Thesis")],
)
TH2 = (
    4588,
    "Printing the Welsh border: provincial presses, 1790-1860",
    [
        ("Volume_1.pdf", "Volume 1"),
        ("Volume_2.pdf", "Volume 2"),
        ("Appendix_press_census.pdf", "Appendix"),
        ("imprint_database.zip", "Dataset"),
    ],
)


def th_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: page(TH, t, f"<h1>{t}</h1>") for p, t in TH_POPULAR}
    pages["/view/divisions/history/"] = page(TH, "School of History", "<h1>History</h1>")
    for t in (TH1, TH2):
        pages.update(_thesis(*t)[0])
    return [portal_site(TH, pages)]


TH_CASES = [
    # Zenodo/SSRN-like: files and exports one hop from the abstract page, chrome on home/404.
    make_case(
        "thesis-gleaning",
        "theses repository (one PDF, exports)",
        "single hop",
        "single_page_plus_ignored",
        TH.url("/4521/"),
        _thesis(*TH1)[1],
        th_sites,
    ),
    # harder: two volumes, appendix and dataset.
    make_case(
        "thesis-presses",
        "theses repository (two volumes, appendix, dataset)",
        "single hop",
        "single_page_plus_ignored",
        TH.url("/4588/"),
        _thesis(*TH2)[1],
        th_sites,
    ),
]

# --- signposting repository (signposting) -----------------------------------------------
# A DSpace-7-style repository that announces the record's boundary in HTTP Link headers
# (cite-as, item, describedby): the seed names Signposting as the machine-readable answer,
# so the truth is the landing page plus what its headers point at.
SP = Portal(
    host("openresearch", "calderwoodinstitute"),
    "Calderwood Open Research",
    [
        ("/communities", "Communities"),
        ("/browse/dateissued", "By date"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/end-user-agreement", "End user agreement"),
        ("/privacy", "Privacy"),
        ("/feedback", "Feedback"),
    ],
    title_format="{title} | {name}",
)


def _signposted(handle: str, title: str, bits: list[str]) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/handles/{handle}"
    items = [f"/server/api/core/bitstreams/{b}/content" for b in bits]
    meta = f"/signposting/describedby/{handle.replace('/', '-')}.xml"
    links = [
        f'<{SP.url(land)}>; rel="cite-as"',
        f'<{SP.url(meta)}>; rel="describedby"; type="application/xml"',
        '<http://orcid.hx42.test/0000-0002-1825-0097>; rel="author"',
    ]
    links += [f'<{SP.url(i)}>; rel="item"; type="application/pdf"' for i in items]
    body = page(
        SP,
        title,
        f"<h1>{escape(title)}</h1><h2>Files</h2>"
        + ul([(i, f"Download {n + 1}") for n, i in enumerate(items)])
        + f'<p><a href="{meta}">Export metadata (DataCite XML)</a></p>'
        + "<aside><h3>Related items</h3>"
        + ul([("/handles/20.500.14321/900", "Annual report 2019")])
        + "</aside>"
        + '<p><a href="/communities/grey-literature">Grey literature community</a></p>',
        head=f'<link rel="describedby" href="{meta}" type="application/xml">',
    )
    pages: dict[str, PageValue] = {
        land: Response.html(body, headers=[("Link", ", ".join(links))]),
        meta: file(f"<resource><title>{escape(title)}</title></resource>", "application/xml"),
    }
    for i in items:
        pages[i] = file(pdf(title, ["Calderwood"]), PDF)
    return pages, [SP.url(p) for p in (land, meta, *items)]


SP1 = (
    "20.500.14321/1207",
    "Fuel poverty in upland villages: a field report",
    ["4f0c21aa-91d3-4b7e-a8f1-0f7d1b3c9e21"],
)
SP2 = (
    "20.500.14321/1388",
    "Community archives and the right to be forgotten",
    [
        "b81e5d02-3c6a-4e10-9f2d-55d0a7e3c4b1",
        "0a9c7e64-d2b5-41f8-8e3a-7c1f60b2d9e8",
        "6e2d4b91-8a07-4c35-b1f6-2d9e0c8a5f73",
    ],
)


def sp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/handles/20.500.14321/900": page(SP, "Annual report 2019", "<h1>Annual report 2019</h1>"),
        "/communities/grey-literature": page(SP, "Grey literature", "<h1>Grey literature</h1>"),
    }
    for s in (SP1, SP2):
        pages.update(_signposted(*s)[0])
    return [portal_site(SP, pages)]


SP_CASES = [
    # the seed's machine-readable boundary: Link headers name the item and metadata.
    make_case(
        "signposted-fuel",
        "signposting repository (report with one bitstream)",
        "single hop",
        "signposting",
        SP.url(f"/handles/{SP1[0]}"),
        _signposted(*SP1)[1],
        sp_sites,
        others=[SP.url("/handles/20.500.14321/900")],
    ),
    # harder: three bitstreams and a related item in the sidebar.
    make_case(
        "signposted-archives",
        "signposting repository (three bitstreams)",
        "single hop",
        "signposting",
        SP.url(f"/handles/{SP2[0]}"),
        _signposted(*SP2)[1],
        sp_sites,
        others=[SP.url("/handles/20.500.14321/900")],
    ),
]

# --- working-paper series (single_page_plus_ignored) ------------------------------------
# RePEc-like abstract pages: the paper's download and citation exports are one hop away;
# the series, JEL browse and "also in this series" (the homepage's new-papers list) are not.
# Single Hop like SSRN: Single Page+ with Ignored URIs.
WP = Portal(
    host("papers", "gallowayecondept"),
    "Galloway Economic History Working Papers",
    [("/series/", "Series"), ("/jel/", "JEL codes"), ("/authors/", "Authors")],
    [("/about", "About"), ("/submit", "Submit a paper"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
WP_NEW = [
    ("/p/geh/wpaper/2023-11.html", "Tariffs and tallow"),
    ("/p/geh/wpaper/2023-12.html", "Wages of dockers"),
]
WP.home_main = (
    "<h1>New working papers</h1>"
    + ul(WP_NEW)
    + "<h2>Browse by JEL code</h2>"
    + ul([("/jel/N33", "N33")])
)


def _wp(num: str, title: str, files: list[str]) -> tuple[dict[str, PageValue], list[str]]:
    p = f"/p/geh/wpaper/{num}.html"
    refs = [f"/cite/geh/wpaper/{num}.{e}" for e in ("bib", "ris")]
    dl = [f"/RePEc/geh/wpaper/{f}" for f in files]
    main = (
        f"<h1>{escape(title)}</h1><p>Working Paper {num}</p><h2>Download</h2>"
        + ul([(d, d.rsplit("/", 1)[1]) for d in dl])
        + "<h2>Cite</h2>"
        + ul([(r, r.rsplit(".", 1)[1].upper()) for r in refs])
        + '<p>JEL: <a href="/jel/N33">N33</a></p><aside><h3>Also in this series</h3>'
        + ul(WP_NEW)
        + "</aside>"
    )
    pages: dict[str, PageValue] = {p: page(WP, title, main, share=WP.url(p))}
    for d in dl:
        pages[d] = (
            file(pdf(title, [num]), PDF) if d.endswith(".pdf") else file("year,wage\n", "text/csv")
        )
    for r in refs:
        pages[r] = file(f"@techreport{{{num}, title={{{title}}}}}", "text/plain")
    return pages, [WP.url(x) for x in pages]


WP1 = ("2021-07", "Grain prices in Scottish burghs, 1620-1700", ["geh2021-07.pdf"])
WP2 = (
    "2022-03",
    "Friendly societies and sickness insurance before 1911",
    ["geh2022-03.pdf", "geh2022-03-appendix.pdf", "geh2022-03-data.csv"],
)


def wp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: page(WP, t, f"<h1>{t}</h1>") for p, t in WP_NEW}
    pages["/jel/N33"] = page(WP, "JEL N33", "<h1>N33</h1>")
    for w in (WP1, WP2):
        pages.update(_wp(*w)[0])
    return [portal_site(WP, pages)]


WP_CASES = [
    # SSRN-like preprint page: download and citation exports one hop away.
    make_case(
        "wpaper-grain",
        "working-paper series (one PDF)",
        "single hop",
        "single_page_plus_ignored",
        WP.url("/p/geh/wpaper/2021-07.html"),
        _wp(*WP1)[1],
        wp_sites,
    ),
    # harder: paper, appendix and data file.
    make_case(
        "wpaper-friendly",
        "working-paper series (paper, appendix, data)",
        "single hop",
        "single_page_plus_ignored",
        WP.url("/p/geh/wpaper/2022-03.html"),
        _wp(*WP2)[1],
        wp_sites,
    ),
]

# --- conference abstracts archive (single_page_plus) -----------------------------------
# A society's hand-written static page per meeting: no menu, no footer, nothing but the
# meeting's own files one hop away.  Single Page+ takes exactly the artifact here, and no
# ignore list is needed because the page carries no chrome.
CONF = host("meetings", "oralhistorysocietynw")


def _conf(year: int, files: list[str]) -> tuple[Site, list[str]]:
    p = f"/{year}/index.html"
    body = (
        f"<html><head><title>Annual Meeting {year}: abstracts and programme</title></head><body>"
        f"<h1>Annual Meeting {year}</h1><ul>"
        + "".join(f'<li><a href="files/{f}">{f}</a></li>' for f in files)
        + "</ul><p>Last updated by the secretary.</p></body></html>"
    )
    return Site(CONF, {p: body, **{f"/{year}/files/{f}": pdf(f, [str(year)]) for f in files}}), [
        f"http://{CONF}{x}" for x in (p, *(f"/{year}/files/{f}" for f in files))
    ]


CF1 = (2016, ["programme.pdf", "abstracts.pdf"])
CF2 = (
    2019,
    ["programme.pdf", "abstracts-day1.pdf", "abstracts-day2.pdf", "posters.pdf", "delegates.pdf"],
)


def conf_sites() -> list[Site]:
    site = Site(
        CONF,
        {
            "/": "<html><head><title>Meetings</title></head><body><a href='/2016/index.html'>2016</a> <a href='/2019/index.html'>2019</a></body></html>"
        },
    )
    for c in (CF1, CF2):
        for path, value in _conf(*c)[0].pages.items():
            site.add(path, value)
    return [site]


CONF_CASES = [
    # no chrome at all: everything one hop away is the meeting's own (Single Page+).
    make_case(
        "conference-2016",
        "conference abstracts archive (programme and abstracts)",
        "single hop",
        "single_page_plus",
        f"http://{CONF}/2016/index.html",
        _conf(*CF1)[1],
        conf_sites,
    ),
    # harder: five files over two days.
    make_case(
        "conference-2019",
        "conference abstracts archive (five files, two days)",
        "single hop",
        "single_page_plus",
        f"http://{CONF}/2019/index.html",
        _conf(*CF2)[1],
        conf_sites,
    ),
]

CASES: list[Case] = [*ED_CASES, *TH_CASES, *SP_CASES, *WP_CASES, *CONF_CASES]
