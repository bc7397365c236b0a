"""heldout56 portals whose artifact is a page and its direct links: a bulk-download
release index (single page plus) and a statistical dataset page and an intergovernmental
document library (single page plus with ignored URIs)."""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, binary, esc, jsonr, pdfr, textr, ul

# -- bulk download release index: a bare listing of one release's files (Single Page+) ----

DUMPS = "dumps.tallyvault.hx56.example"


@dataclass(frozen=True)
class Listing:
    path: str
    files: tuple[tuple[str, str, int], ...]  # name, content type, size


LISTINGS = (
    Listing(
        "/pub/cpi/2025-05/",
        (
            ("cpi-2025-05.csv", "text/csv", 18211),
            (
                "cpi-2025-05.xlsx",
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                40112,
            ),
            ("README.txt", "text/plain", 1450),
            ("SHA256SUMS", "text/plain", 310),
        ),
    ),
    Listing(
        "/pub/trade/2024-annual/",
        (
            ("trade-goods-2024-by-partner.csv", "text/csv", 902111),
            ("trade-goods-2024-by-commodity.csv", "text/csv", 1208840),
            ("trade-services-2024.csv", "text/csv", 77120),
            ("trade-2024-all.zip", "application/zip", 410338),
            ("trade-2024-all.zip.sig", "application/pgp-signature", 566),
            ("datapackage.json", "application/json", 4821),
            ("CHANGES.txt", "text/plain", 2301),
            ("LICENCE.txt", "text/plain", 1100),
            ("SHA256SUMS", "text/plain", 612),
            ("SHA256SUMS.sig", "application/pgp-signature", 566),
        ),
    ),
)


def _listing_page(ls: Listing) -> str:
    rows = "".join(
        f'<tr><td><a href="{esc(n)}">{esc(n)}</a></td><td>2025-06-02 09:30</td><td>{s}</td></tr>'
        for n, _c, s in ls.files
    )
    return (
        f"<!DOCTYPE html><html><head><title>Index of {esc(ls.path)}</title></head><body>"
        f"<h1>Index of {esc(ls.path)}</h1><table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>"
        f"{rows}</table><address>tallyvault bulk download service</address></body></html>"
    )


def _listing_file(ls: Listing, name: str, ctype: str) -> Response:
    if ctype.startswith("text/"):
        return textr(f"{name}\nPart of release {ls.path}\n")
    if ctype == "application/json":
        return jsonr(
            {
                "name": ls.path.strip("/").replace("/", "-"),
                "resources": [n for n, _c, _s in ls.files],
            }
        )
    return binary(name, ctype)


def _dumps_sites() -> list[Site]:
    site = Site(DUMPS)
    tops = sorted({"/" + ls.path.split("/")[2] + "/" for ls in LISTINGS})
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>tallyvault</title></head><body><h1>Bulk downloads</h1>"
        + ul([("/pub" + t, t.strip("/")) for t in tops])
        + "</body></html>",
    )
    for ls in LISTINGS:
        site.add(ls.path, _listing_page(ls))
        for n, c, _s in ls.files:
            site.add(ls.path + n, _listing_file(ls, n, c))
    return [site]


# -- statistical dataset page: files one hop away, chrome all around (Single Page+ ignored) -

CENS = Chrome(
    host="www.censtrava.hx56.example",
    name="Censtrava Statistics Authority",
    menu=(
        ("/businessindustryandtrade", "Business, industry and trade"),
        ("/economy", "Economy"),
        ("/employmentandlabourmarket", "Employment and labour market"),
        ("/peoplepopulationandcommunity", "People, population and community"),
        ("/releasecalendar", "Release calendar"),
        ("/methodology", "Methodology"),
    ),
    footer=(
        ("/help/accessibility", "Accessibility"),
        ("/help/cookies", "Cookies"),
        ("/help/privacy", "Privacy"),
        ("/help/termsandconditions", "Terms and conditions"),
        ("/aboutus/contactus", "Contact us"),
        (
            "/aboutus/transparencyandgovernance/freedomofinformationfoi",
            "Freedom of Information (FOI)",
        ),
    ),
    account=(),
    languages=(("/cy", "Cymraeg"),),
    title_format="{title} - {name}",
)


@dataclass(frozen=True)
class StatDataset:
    path: str
    title: str
    summary: str
    release: str
    next_release: str
    current: tuple[tuple[str, str], ...]  # (file path, label)
    previous: tuple[tuple[str, str], ...]
    related: tuple[tuple[str, str], ...]  # other artifacts
    crumbs: tuple[tuple[str, str], ...]


CENS_SETS = (
    StatDataset(
        "/economy/regionalaccounts/grossdisposablehouseholdincome/datasets/regionalgdhi",
        "Regional gross disposable household income",
        "Annual estimates of gross disposable household income for ITL1, ITL2 and ITL3 regions.",
        "5 September 2024",
        "September 2025 (provisional)",
        (
            (
                "/file?uri=/economy/regionalaccounts/datasets/regionalgdhi/current/regionalgdhi2022.xlsx",
                "xlsx (1.2 MB)",
            ),
        ),
        (
            (
                "/file?uri=/economy/regionalaccounts/datasets/regionalgdhi/2023/regionalgdhi2021.xlsx",
                "2023 edition of this dataset (xlsx)",
            ),
            (
                "/file?uri=/economy/regionalaccounts/datasets/regionalgdhi/2022/regionalgdhi2020.xlsx",
                "2022 edition of this dataset (xlsx)",
            ),
        ),
        (
            (
                "/economy/regionalaccounts/grossdisposablehouseholdincome/bulletins/regionalgdhi2022",
                "Regional household income bulletin: 1997 to 2022",
            ),
        ),
        (("/economy", "Economy"), ("/economy/regionalaccounts", "Regional accounts")),
    ),
    StatDataset(
        "/employmentandlabourmarket/peopleinwork/earningsandworkinghours/datasets/earningsbyoccupationashetable14",
        "Earnings and hours worked, occupation by four-digit SOC: ASHE Table 14",
        "Annual estimates of paid hours worked and earnings by four-digit occupation, for full-time, "
        "part-time, male and female employees.",
        "1 November 2024",
        "October 2025",
        (
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2024provisional/table142024provisional.zip",
                "2024 provisional edition (zip, 9 MB)",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2023revised/table142023revised.zip",
                "2023 revised edition (zip, 9 MB)",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/notes/ashetable14guidance.pdf",
                "Guidance notes for Table 14 (PDF)",
            ),
        ),
        (
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2023provisional/table142023provisional.zip",
                "2023 provisional",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2022revised/table142022revised.zip",
                "2022 revised",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2022provisional/table142022provisional.zip",
                "2022 provisional",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2021revised/table142021revised.zip",
                "2021 revised",
            ),
            (
                "/file?uri=/employmentandlabourmarket/datasets/ashetable14/2021provisional/table142021provisional.zip",
                "2021 provisional",
            ),
        ),
        (
            (
                "/employmentandlabourmarket/peopleinwork/earningsandworkinghours/bulletins/annualsurveyofhoursandearnings/2024",
                "Employee earnings in 2024",
            ),
            (
                "/methodology/ashequalityandmethodologyinformation",
                "ASHE quality and methodology information",
            ),
        ),
        (
            ("/employmentandlabourmarket", "Employment and labour market"),
            ("/employmentandlabourmarket/peopleinwork", "People in work"),
            (
                "/employmentandlabourmarket/peopleinwork/earningsandworkinghours",
                "Earnings and working hours",
            ),
        ),
    ),
)


def _cens_page(d: StatDataset) -> str:
    cur = "".join(
        f'<li><a class="download" href="{esc(h)}">{esc(t)}</a></li>' for h, t in d.current
    )
    prev = "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in d.previous)
    main = (
        f'<p class="page-type">Dataset</p><h1>{esc(d.title)}</h1>'
        f'<dl class="meta"><dt>Release date:</dt><dd>{esc(d.release)}</dd><dt>Next release:</dt>'
        f'<dd>{esc(d.next_release)}</dd><dt>Contact:</dt><dd><a href="mailto:stats@censtrava.example">'
        f"Statistics team</a></dd></dl><section><h2>About this dataset</h2><p>{esc(d.summary)}</p></section>"
        f'<section class="downloads"><h2>Download this dataset</h2><ul>{cur}</ul></section>'
        f"<section><h2>Previous versions of this dataset</h2><ul>{prev}</ul></section>"
        f"<section><h2>Related links</h2>{ul(list(d.related))}</section>"
        '<section><h2>You might also be interested in</h2><a href="/economy/inflationandpriceindices">'
        "Inflation and price indices</a></section>"
    )
    return CENS.page(d.title, main, crumbs=(("/", "Home"), *d.crumbs), share=CENS.url(d.path))


def _cens_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for d in CENS_SETS:
        pages[d.path] = _cens_page(d)
        for h, t in (*d.current, *d.previous):
            name = h.rsplit("/", 1)[1]
            if name.endswith(".pdf"):
                pages[h] = pdfr(d.title, t)
            else:
                ctype = "application/zip" if name.endswith(".zip") else "application/vnd.ms-excel"
                pages[h] = binary(name, ctype)
        for h, t in d.related:
            pages[h] = CENS.page(t, f"<h1>{esc(t)}</h1><p>Statistical bulletin.</p>")
        for h, t in d.crumbs:
            pages.setdefault(h, CENS.plain(t))
    pages["/economy/inflationandpriceindices"] = CENS.plain("Inflation and price indices")
    return [CENS.site(pages)]


# -- intergovernmental document library: a publication and its formats (Single Page+ ignored)

LIB = Chrome(
    host="read.oecumetrix.hx56.example",
    name="Oecumetrix iLibrary",
    menu=(
        ("/search?type=book", "Books"),
        ("/search?type=paper", "Papers"),
        ("/statistics", "Statistics"),
        ("/topics", "Topics"),
        ("/countries", "Countries"),
    ),
    footer=(
        ("/about", "About the library"),
        ("/terms", "Terms and conditions"),
        ("/privacy", "Privacy policy"),
        ("/help/cookies", "Cookie settings"),
        ("/librarians", "For librarians"),
    ),
    account=(("/account/signin", "Sign in"), ("/account/basket", "Basket")),
    title_format="{title} | {name}",
    analytics="http://tags.analyticsgrid.test/oecu-ga.js",
)


@dataclass(frozen=True)
class Publication:
    code: str
    title: str
    kind: str
    abstract: str
    files: tuple[tuple[str, str], ...]  # (path, label) on the landing page
    translations: tuple[tuple[str, str], ...]
    series: tuple[str, str]


PUBS = (
    Publication(
        "8f3a2c1d-en",
        "Economic Outlook, Volume 2025 Issue 1",
        "book",
        "The Economic Outlook is the twice-yearly analysis of the major economic trends and prospects.",
        (
            ("/content/pdf/8f3a2c1d-en.pdf", "Download PDF"),
            ("/content/epub/8f3a2c1d-en.epub", "Download EPUB"),
            ("/statlinks/8f3a2c1d-en/annex-tables.xlsx", "Statistical annex (Excel)"),
        ),
        (("/publications/perspectives-economiques-volume-2025-numero-1_8f3a2c1d-fr", "Français"),),
        ("/series/economic-outlook", "Economic Outlook"),
    ),
    Publication(
        "c4e71b09-en",
        "Measuring informal employment with labour force surveys: a practitioners' guide",
        "paper",
        "This working paper compares how 41 national labour force surveys identify informal jobs "
        "and proposes a harmonised set of questions.",
        (
            ("/content/pdf/c4e71b09-en.pdf", "Download PDF"),
            ("/statlinks/c4e71b09-en/figure-1.xlsx", "StatLink: Figure 1"),
            ("/statlinks/c4e71b09-en/figure-2.xlsx", "StatLink: Figure 2"),
            ("/statlinks/c4e71b09-en/table-3.xlsx", "StatLink: Table 3"),
            ("/statlinks/c4e71b09-en/table-4.xlsx", "StatLink: Table 4"),
            (
                "/content/annex/c4e71b09-en-questionnaire-module.pdf",
                "Annex: harmonised questionnaire module (PDF)",
            ),
            ("/content/corrigendum/c4e71b09-en-corr1.pdf", "Corrigendum (12 March 2025)"),
        ),
        (
            ("/publications/mesurer-l-emploi-informel_c4e71b09-fr", "Français"),
            ("/publications/medir-el-empleo-informal_c4e71b09-es", "Español"),
        ),
        ("/series/statistics-working-papers", "Statistics Working Papers"),
    ),
)


def _cite_links(code: str) -> list[tuple[str, str]]:
    return [
        (f"/citation/{code}?format={f}", label)
        for f, label in (("ris", "RIS"), ("bib", "BibTeX"), ("enw", "EndNote"))
    ]


def _pub_landing(p: Publication) -> str:
    files = "".join(
        f'<a class="btn btn-download" href="{esc(h)}">{esc(t)}</a> ' for h, t in p.files
    )
    cites = " ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for h, t in _cite_links(p.code))
    langs = " ".join(f'<a hreflang="x" href="{esc(h)}">{esc(t)}</a>' for h, t in p.translations)
    main = (
        f'<p class="pub-type">{esc(p.kind.title())}</p><h1>{esc(p.title)}</h1>'
        f'<p class="series">Part of <a href="{p.series[0]}">{esc(p.series[1])}</a></p>'
        f'<div class="abstract"><h2>Abstract</h2><p>{esc(p.abstract)}</p></div>'
        f'<div class="actions">{files}</div><p class="cite">Cite this: {cites}</p>'
        f'<p class="languages">Also available in: {langs}</p>'
    )
    aside = "<h2>Topics</h2>" + ul(
        [("/topics/economy", "Economy"), ("/topics/employment", "Employment")]
    )
    return LIB.page(p.title, main, aside=aside, share=LIB.url(f"/publications/{p.code}"))


def pub_path(p: Publication) -> str:
    return f"/publications/{p.code}"


def _lib_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for p in PUBS:
        pages[pub_path(p)] = _pub_landing(p)
        for h, t in p.files:
            pages[h] = (
                pdfr(p.title, t) if h.endswith(".pdf") else binary(h, "application/octet-stream")
            )
        for h, _t in _cite_links(p.code):
            pages[h] = textr(f"TY  - {p.kind.upper()}\nTI  - {p.title}\nPB  - Oecumetrix\nER  -\n")
        for h, t in p.translations:
            pages[h] = LIB.page(
                f"{p.title} ({t})", f"<h1>{esc(p.title)} ({esc(t)})</h1><p>Translated edition.</p>"
            )
        pages[p.series[0]] = LIB.page(
            p.series[1], f"<h1>{esc(p.series[1])}</h1>" + ul([(pub_path(p), p.title)])
        )
    pages["/topics/economy"] = LIB.plain("Economy")
    pages["/topics/employment"] = LIB.plain("Employment")
    return [LIB.site(pages)]


# -- cases ---------------------------------------------------------------------------------


def _files_truth(c: Chrome, entry: str, paths: list[str]) -> frozenset[str]:
    return frozenset([c.url(entry), *(c.url(p) for p in paths)])


CASES = [
    # A bare release index prints no chrome at all: every link is one of the release's
    # files one hop away, so plain Single Page+ is exact (the seed's Single Hop class).
    Case(
        "tallyvault-cpi-index",
        "bulk download index (monthly price index release)",
        "single hop",
        "single_page_plus",
        f"http://{DUMPS}{LISTINGS[0].path}",
        frozenset(
            [
                f"http://{DUMPS}{LISTINGS[0].path}",
                *(f"http://{DUMPS}{LISTINGS[0].path}{n}" for n, _c, _s in LISTINGS[0].files),
            ]
        ),
        _dumps_sites,
    ),
    # Same bare listing, ten files: checksums, signatures, a data package; still one hop.
    Case(
        "tallyvault-trade-index",
        "bulk download index (annual trade release with signatures and data package)",
        "single hop",
        "single_page_plus",
        f"http://{DUMPS}{LISTINGS[1].path}",
        frozenset(
            [
                f"http://{DUMPS}{LISTINGS[1].path}",
                *(f"http://{DUMPS}{LISTINGS[1].path}{n}" for n, _c, _s in LISTINGS[1].files),
            ]
        ),
        _dumps_sites,
    ),
    # Figshare/Zenodo shape: the dataset page links its current and previous files one hop
    # away, inside a heavy chrome that the 404 page and homepage reveal (ignored URIs).
    Case(
        "censtrava-regional-gdhi",
        "statistical dataset page (regional household income, two previous editions)",
        "single hop",
        "single_page_plus_ignored",
        CENS.url(CENS_SETS[0].path),
        _files_truth(
            CENS,
            CENS_SETS[0].path,
            [h for h, _t in (*CENS_SETS[0].current, *CENS_SETS[0].previous)],
        ),
        _cens_sites,
        others=frozenset(CENS.url(h) for h, _t in CENS_SETS[0].related),
    ),
    # Same page shape, three current files and five earlier editions, deeper breadcrumbs:
    # still Single Hop inside chrome (Single Page+ with Ignored URIs).
    Case(
        "censtrava-ashe-table14",
        "statistical dataset page (earnings table: provisional and revised editions, guidance)",
        "single hop",
        "single_page_plus_ignored",
        CENS.url(CENS_SETS[1].path),
        _files_truth(
            CENS,
            CENS_SETS[1].path,
            [h for h, _t in (*CENS_SETS[1].current, *CENS_SETS[1].previous)],
        ),
        _cens_sites,
        others=frozenset(CENS.url(h) for h, _t in CENS_SETS[1].related),
    ),
    # A publication landing page with its formats and citation exports one hop away, like
    # the seed's preprint servers; translations are separate artifacts.
    Case(
        "oecumetrix-economic-outlook",
        "intergovernmental document library (flagship report: PDF, EPUB, annex)",
        "single hop",
        "single_page_plus_ignored",
        LIB.url(pub_path(PUBS[0])),
        _files_truth(
            LIB,
            pub_path(PUBS[0]),
            [h for h, _t in PUBS[0].files] + [h for h, _t in _cite_links(PUBS[0].code)],
        ),
        _lib_sites,
        others=frozenset(LIB.url(h) for h, _t in PUBS[0].translations),
    ),
    # Working paper with four StatLinks, an annex and a corrigendum, two translations:
    # all files one hop from the landing page (Single Page+ with Ignored URIs).
    Case(
        "oecumetrix-informality-paper",
        "intergovernmental document library (working paper with StatLinks, annex and corrigendum)",
        "single hop",
        "single_page_plus_ignored",
        LIB.url(pub_path(PUBS[1])),
        _files_truth(
            LIB,
            pub_path(PUBS[1]),
            [h for h, _t in PUBS[1].files] + [h for h, _t in _cite_links(PUBS[1].code)],
        ),
        _lib_sites,
        others=frozenset(LIB.url(h) for h, _t in PUBS[1].translations),
    ),
]
