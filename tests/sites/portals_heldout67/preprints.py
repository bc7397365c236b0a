"""heldout67 preprints and ephemera: a musicology preprint server (Single Page+ with ignored
URIs, the seed's bioRxiv / SSRN rows) and a theatre-ephemera collection on a hosted
collections platform (Single Page, its Omeka.net row).

A preprint's full text, PDF, supplements, metrics and citation exports are one hop from
its abstract page; whatever else it links (subject collections, most-read preprints) is
on the homepage too.  An ephemera item is one page: its images are embedded, and its
collection, tags, neighbours and related items are other things.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, blob, host, text, ul

# --- Musicology preprint server ----------------------------------------------------------

RXIV = host("www", "resonarxiv")
PREPRINTS = {
    "2025.03.14.551200": (
        "Tempo rubato in early recordings of Chopin nocturnes",
        [],
        ["2025.02.02.548811"],
    ),
    "2025.06.30.560417": (
        "Listening publics: concert programmes as data, 1850-1914",
        ["media-1.csv", "media-2.zip", "media-3.pdf"],
        ["2025.05.19.557730", "2025.06.01.558004", "2025.03.14.551200"],
    ),
}
MOST_READ = ["2025.02.02.548811", "2025.05.19.557730", "2025.06.01.558004", "2025.03.14.551200"]
SUBJECTS = ["historical-musicology", "music-theory", "ethnomusicology"]


def _rxiv_chrome() -> Chrome:
    return Chrome(
        RXIV,
        "ResonaRxiv",
        [("/submit", "Submit a manuscript"), ("/about", "About"), ("/alerts", "Alerts")],
        [("/content/about-preprints", "About preprints"), ("/feedback", "Feedback")],
        [("http://twitter.test/resonarxiv", "Twitter")],
        title_fmt="{title} | {brand}",
        home_main="<h1>The preprint server for music research</h1><h2>Most read</h2>"
        + ul([(f"/content/10.80067/{d}v1", f"Preprint {d}") for d in MOST_READ])
        + "<h2>Subject areas</h2>"
        + ul([(f"/collection/{s}", s.replace("-", " ")) for s in SUBJECTS]),
    )


def _rxiv_page(c: Chrome, doi: str) -> str:
    title, supp, related = PREPRINTS.get(doi, (f"Preprint {doi}", [], []))
    base = f"/content/10.80067/{doi}v1"
    tabs = [
        (base, "Abstract"),
        (f"{base}.full", "Full text"),
        (f"{base}.article-metrics", "Metrics"),
    ]
    if supp:
        tabs.append((f"{base}.supplementary-material", "Supplementary material"))
    tid = doi.rsplit(".", 1)[1]
    dc = f"/content/resonarxiv/early/2025/{tid}/DC1/embed/"
    sfiles = ""
    if supp:
        sfiles = "<h2>Supplementary files</h2>" + ul([(f"{dc}{f}?download=true", f) for f in supp])
    main = f"""<div class="article"><p class="warn">This article is a preprint and has not been
certified by peer review.</p><h1 class="highwire-title">{escape(title)}</h1>
{ul(tabs, "tabs")}<p>doi: <a href="http://doi.test/10.80067/{doi}">10.80067/{doi}</a></p>
<p><a class="pdf" href="{base}.full.pdf">Download PDF</a> \u00b7 Citation:
<a href="/highwire/citation/{tid}/ris">RIS</a> <a href="/highwire/citation/{tid}/bibtex">BibTeX</a></p>
<p>Subject area: <a href="/collection/historical-musicology">historical musicology</a></p>
<h2>Abstract</h2><p>We study a corpus of historical performances.</p>{sfiles}</div>
<aside><h3>Most read</h3>{ul([(f"/content/10.80067/{r}v1", f"Preprint {r}") for r in related])}</aside>"""
    return c.page(title, main)


def _rxiv_build() -> list[Site]:
    c = _rxiv_chrome()
    pages: dict[str, object] = {}
    for doi in {*PREPRINTS, *MOST_READ}:
        pages[f"/content/10.80067/{doi}v1"] = _rxiv_page(c, doi)
    for doi in {*PREPRINTS, *MOST_READ}:
        title, supp, _r = PREPRINTS.get(doi, (f"Preprint {doi}", [], []))
        base = f"/content/10.80067/{doi}v1"
        tid = doi.rsplit(".", 1)[1]
        pages[f"{base}.full"] = c.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
        pages[f"{base}.full.pdf"] = blob(pdf(title, ["Preprint"]), "application/pdf")
        pages[f"{base}.article-metrics"] = c.page(title, "<p>Abstract views: 412</p>")
        pages[f"/highwire/citation/{tid}/ris"] = text(f"TY  - JOUR\nTI  - {title}\nER  -\n")
        pages[f"/highwire/citation/{tid}/bibtex"] = text(f"@article{{{tid}, title={{{title}}}}}")
        if supp:
            dc = f"/content/resonarxiv/early/2025/{tid}/DC1/embed/"
            pages[f"{base}.supplementary-material"] = c.page(
                title, ul([(f"{dc}{f}?download=true", f) for f in supp])
            )
            for f in supp:
                pages[f"{dc}{f}?download=true"] = blob(binary(f), "application/octet-stream")
    for s in SUBJECTS:
        pages[f"/collection/{s}"] = c.page(s, f"<h1>{s}</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _rxiv_truth(doi: str) -> list[str]:
    _t, supp, _r = PREPRINTS[doi]
    base = f"http://{RXIV}/content/10.80067/{doi}v1"
    tid = doi.rsplit(".", 1)[1]
    out = [base, f"{base}.full", f"{base}.full.pdf", f"{base}.article-metrics"]
    out += [f"http://{RXIV}/highwire/citation/{tid}/{x}" for x in ("ris", "bibtex")]
    if supp:
        out.append(f"{base}.supplementary-material")
        dc = f"http://{RXIV}/content/resonarxiv/early/2025/{tid}/DC1/embed/"
        out += [f"{dc}{f}?download=true" for f in supp]
    return out


# --- Theatre-ephemera collection (hosted collections platform) ----------------------------

EPH = host("playbills", "curio-collections")
ITEMS = {
    "812": ("Playbill, The Tempest, Lyceum Theatre, 1904", 1, [], 811, 813),
    "1207": (
        "Costume design for the Queen of the Night, 1956 production",
        4,
        ["1206", "1190", "1044"],
        1206,
        1208,
    ),
}


def _eph_chrome() -> Chrome:
    return Chrome(
        EPH,
        "Footlights Ephemera Collection",
        [
            ("/items/browse", "Browse items"),
            ("/collections/browse", "Collections"),
            ("/exhibits", "Exhibits"),
        ],
        [("/about", "About the collection"), ("/rights", "Rights")],
        title_fmt="{title} \u00b7 {brand}",
        cookie=False,
        home_main="<h1>Footlights</h1><p>Playbills, programmes and designs.</p>"
        '<p>Powered by <a href="http://www.curio-platform.test/">Curio</a></p>',
    )


def _eph_item(c: Chrome, iid: str) -> str:
    title, images, related, prev, nxt = ITEMS.get(iid, (f"Item {iid}", 1, [], 0, 0))
    imgs = "".join(
        f'<a class="lightbox" href="#img{k}"><img id="img{k}" src="/files/square_thumbnails/'
        f'{iid}-{k}.jpg" alt=""></a>'
        for k in range(1, images + 1)
    )
    rel = ""
    if related:
        rel = "<h3>Item relations</h3>" + ul([(f"/items/show/{r}", f"Item {r}") for r in related])
    pager = "".join(
        f'<a href="/items/show/{n}">{label}</a> '
        for n, label in ((prev, "Previous"), (nxt, "Next"))
        if n
    )
    main = f"""<div id="primary"><h1>{escape(title)}</h1><div id="item-images">{imgs}</div>
<div class="element-set"><h2>Dublin Core</h2><div class="element"><h3>Title</h3>
<p>{escape(title)}</p></div><div class="element"><h3>Date</h3><p>See title</p></div></div>
<p>Collection: <a href="/collections/show/4">Theatre programmes</a></p>
<p>Tags: <a href="/items/browse?tags=opera">opera</a> <a href="/items/browse?tags=design">design</a></p>
{rel}<ul class="item-pagination">{pager}</ul></div>"""
    return c.page(title, main)


def _eph_build() -> list[Site]:
    c = _eph_chrome()
    pages: dict[str, object] = {}
    ids = set(ITEMS)
    for _t, _n, related, prev, nxt in ITEMS.values():
        ids |= {*related, str(prev), str(nxt)}
    for iid in ids:
        pages[f"/items/show/{iid}"] = _eph_item(c, iid)
        for k in range(1, (ITEMS[iid][1] if iid in ITEMS else 1) + 1):
            pages[f"/files/square_thumbnails/{iid}-{k}.jpg"] = blob(png(10, 10), "image/png")
    pages["/collections/show/4"] = c.page("Theatre programmes", "<h1>Theatre programmes</h1>")
    for t in ("opera", "design"):
        pages[f"/items/browse?tags={t}"] = c.page("Browse", f"<h1>Tag: {t}</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # An abstract page with full text, PDF, metrics and citation exports one hop away: the
    # seed's bioRxiv row, Single Page+ with ignores (subject and most-read links are on
    # the homepage).
    case(
        "resonarxiv-rubato",
        "musicology preprint server (preprint)",
        "single hop",
        "single_page_plus_ignored",
        f"http://{RXIV}/content/10.80067/2025.03.14.551200v1",
        _rxiv_truth("2025.03.14.551200"),
        _rxiv_build,
        [f"http://{RXIV}/content/10.80067/2025.02.02.548811v1"],
    ),
    # Harder: a supplementary-material tab and three supplementary files listed under the
    # abstract, and three most-read preprints (one of them the other case).
    case(
        "resonarxiv-listening-publics",
        "musicology preprint server (preprint with supplements)",
        "single hop",
        "single_page_plus_ignored",
        f"http://{RXIV}/content/10.80067/2025.06.30.560417v1",
        _rxiv_truth("2025.06.30.560417"),
        _rxiv_build,
        [f"http://{RXIV}/content/10.80067/{d}v1" for d in PREPRINTS["2025.06.30.560417"][2]],
    ),
    # One item page, images embedded: the seed's Omeka.net row, Single Page.
    case(
        "footlights-tempest-playbill",
        "theatre-ephemera collection (playbill item)",
        "single artifact URI",
        "single_page",
        f"http://{EPH}/items/show/812",
        [f"http://{EPH}/items/show/812"],
        _eph_build,
        [f"http://{EPH}/items/show/811", f"http://{EPH}/items/show/813"],
    ),
    # Harder: four images behind lightbox fragments and three related items.
    case(
        "footlights-queen-costume",
        "theatre-ephemera collection (design item with relations)",
        "single artifact URI",
        "single_page",
        f"http://{EPH}/items/show/1207",
        [f"http://{EPH}/items/show/1207"],
        _eph_build,
        [f"http://{EPH}/items/show/{i}" for i in ("1206", "1190", "1044", "1208")],
    ),
]
