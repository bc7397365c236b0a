"""DSpace 7/8 and DSpace-CRIS portals, with and without FAIR Signposting.

DSpace's Angular UI titles an item page with the item's title alone; the simple item page
shows the primary files and a "Full item page" button; bitstreams download from
/bitstreams/<uuid>/download.  Truth rule for this family: the landing page, the item's
bitstreams (ORIGINAL bundle) and its complete metadata record.  Where the installation
signposts, the metadata record is the declared `describedby` (and the linksets); where it
does not, it is the "full item page", the only page showing every metadata field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    linkset,
    linkset_text,
    portal,
    resolver,
    signed_html,
)

LICENSE = "http://creativecommons.test/licenses/by-nc/4.0/"


@dataclass
class Item:
    uuid: str
    handle: str
    title: str
    authors: Sequence[str]
    files: Sequence[tuple[str, str]]  # (bitstream uuid, name)
    shown: int = 2  # files on the simple item page
    embargo: str = ""  # an embargoed file's name (shown, not downloadable)
    collection: tuple[str, str] = ("c0ll-0001", "Theses")
    files_have_title: bool = False
    route: str = "items"


def _item_page(p: Portal, it: Item, head: str = "", full: bool = False) -> str:
    files = it.files if full else it.files[: it.shown]
    rows = "".join(
        f'<div class="file-section"><a href="/bitstreams/{b}/download">{escape(n)}</a>'
        f" <span>({(len(n) * 37) % 900 + 40}.{len(n) % 9} KB)</span></div>"
        for b, n in files
    )
    if it.embargo:
        rows += (
            f'<div class="file-section"><i class="fas fa-lock"></i> {escape(it.embargo)} '
            f"(embargoed until 2027-09-30) "
            f'<a href="/bitstreams/e{it.uuid[1:]}/request-a-copy">Request a copy</a></div>'
        )
    authors = "".join(
        f'<div><a href="/browse/author?value={quote(a)}">{escape(a)}</a></div>' for a in it.authors
    )
    if full:
        meta = "".join(
            f"<tr><td>{k}</td><td>{escape(v)}</td><td>en</td></tr>"
            for k, v in [
                ("dc.contributor.author", "; ".join(it.authors)),
                ("dc.date.accessioned", "2025-05-02T09:14:55Z"),
                ("dc.identifier.uri", f"http://hdl.test/{it.handle}"),
                ("dc.title", it.title),
                ("dc.type", "Dataset"),
                ("dc.rights", "CC BY-NC 4.0"),
                ("dc.description.provenance", "Submitted by Library (repository@example)"),
            ]
        )
        body = (
            f'<h1 class="item-page-title-field">{escape(it.title)}</h1>'
            f'<table class="table table-responsive">{meta}</table>'
            f'<h2>Files in this item</h2><div class="bundle ORIGINAL">{rows}</div>'
            f'<a class="btn btn-outline-primary" href="/{it.route}/{it.uuid}">Simple item page</a>'
        )
    else:
        body = (
            f'<h1 class="item-page-title-field">{escape(it.title)}</h1>'
            f'<div class="row"><div class="col-xs-12 col-md-4">'
            f'<ds-thumbnail><img src="/static/logo.png" alt="Thumbnail"></ds-thumbnail>'
            f"<h5>Files</h5>{rows}<h5>Date</h5><span>2025</span>"
            f"<h5>Authors</h5>{authors}</div>"
            f'<div class="col-xs-12 col-md-6"><h5>Abstract</h5><p>Research outputs of the '
            f"department, deposited by the author.</p><h5>URI</h5>"
            f'<a href="http://hdl.test/{it.handle}">http://hdl.test/{it.handle}</a>'
            f'<h5>Collections</h5><a href="/collections/{it.collection[0]}">'
            f"{escape(it.collection[1])}</a>"
            f'<br><a class="btn btn-outline-primary" href="/{it.route}/{it.uuid}/full">'
            f"Full item page</a></div></div>"
        )
    main = f"{COOKIE}<ds-item-page><div class='container'>{body}</div></ds-item-page>"
    return p.page(it.title, main, head=head)


def _serve_item(p: Portal, it: Item, pages: dict[str, PageValue], signs: Sequence[Sign]) -> None:
    head = link_elements(signs) if signs else ""
    pages[f"/{it.route}/{it.uuid}"] = signed_html(_item_page(p, it, head), signs)
    pages[f"/{it.route}/{it.uuid}/full"] = _item_page(p, it, full=True)
    for b, n in it.files:
        pages[f"/bitstreams/{b}/download"] = file_response(
            n, it.title, with_title=it.files_have_title
        )
    if it.embargo:
        pages[f"/bitstreams/e{it.uuid[1:]}/request-a-copy"] = p.page(
            "Request a copy",
            "<h1>Request a copy</h1><form method='post'><label>Your e-mail <input name='e'>"
            "</label><button>Request copy</button></form>",
        )
    pages.setdefault(
        f"/collections/{it.collection[0]}",
        p.page(
            it.collection[1],
            f"<h1>{escape(it.collection[1])}</h1><p>Recent submissions "
            '<a href="/items/0a0a0a0a-recent">Annual report 2024</a></p>',
        ),
    )
    pages.setdefault("/browse/author", p.page("Browse by Author", "<h1>Browse by Author</h1>"))
    pages.setdefault(
        "/items/0a0a0a0a-recent", p.page("Annual report 2024", "<h1>Annual report 2024</h1>")
    )


def _menu() -> tuple[tuple[str, str], ...]:
    return (
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/statistics", "Statistics"),
    )


# --- Harrowgate College: DSpace 7.6, signposting inline + linksets -----------------------

HG = "dspace.harrowgate-college.hx33.example"
HG_HDL = "hdl.harrowgate-handle.hx33.example"
HG_ITEMS = [
    Item(
        "5e1b7c2a-0d9f-4e6a-8b3c-71f2a9d04e11",
        "20.500.14291/3120",
        "Reed-bed filtration of agricultural run-off: a field trial",
        ["Pennington, Rhiannon", "Obi, Kelechi"],
        [
            ("9a8b7c6d-1111-4a2b-9c3d-000000000a01", "thesis.pdf"),
            ("9a8b7c6d-1111-4a2b-9c3d-000000000a02", "supplementary_data.zip"),
        ],
    ),
    Item(
        "2c44d0e9-73aa-4f10-9f5e-0b9e8d7c6a52",
        "20.500.14291/3177",
        "Soil microbial respiration under repeated drought",
        ["Aldana, Marisol"],
        [("9a8b7c6d-2222-4a2b-9c3d-000000000b01", "article_accepted_manuscript.pdf")],
        collection=("c0ll-0002", "Articles"),
    ),
]


def _hg_portal() -> Portal:
    return portal(HG, "Harrowgate College Repository", _menu(), title_format="{title}")


def _hg_signs(p: Portal, it: Item) -> list[Sign]:
    s: list[Sign] = [(f"http://{HG_HDL}/{it.handle}", "cite-as", None)]
    s += [
        (f"http://orcid.test/0000-0002-{i:04d}-1{i}1{i}", "author", None)
        for i, _a in enumerate(it.authors)
    ]
    s.append(("http://schema.test/ScholarlyArticle", "type", None))
    s.append((LICENSE, "license", None))
    s += [
        (p.url(f"/bitstreams/{b}/download"), "item", "application/octet-stream")
        for b, _n in it.files
    ]
    s.append(
        (
            p.url(f"/server/signposting/describedby/{it.uuid}"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        )
    )
    s.append((p.url(f"/server/signposting/linksets/{it.uuid}"), "linkset", "application/linkset"))
    s.append(
        (
            p.url(f"/server/signposting/linksets/{it.uuid}/json"),
            "linkset",
            "application/linkset+json",
        )
    )
    return s


def harrowgate_sites() -> list[Site]:
    p = _hg_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for it in HG_ITEMS:
        signs = _hg_signs(p, it)
        _serve_item(p, it, pages, signs)
        anchor = p.url(f"/items/{it.uuid}")
        pages[f"/server/signposting/describedby/{it.uuid}"] = export("datacite", it.title, it.uuid)
        pages[f"/server/signposting/linksets/{it.uuid}"] = linkset_text(anchor, signs)
        pages[f"/server/signposting/linksets/{it.uuid}/json"] = linkset(anchor, signs)
    hdl = resolver(
        HG_HDL, {f"/{it.handle}": p.url(f"/items/{it.uuid}") for it in HG_ITEMS}, "Handle.Net proxy"
    )
    return [p.site(pages), hdl]


def _hg_truth(it: Item) -> frozenset[str]:
    p = _hg_portal()
    return frozenset(
        [
            p.url(f"/items/{it.uuid}"),
            p.url(f"/server/signposting/describedby/{it.uuid}"),
            p.url(f"/server/signposting/linksets/{it.uuid}"),
            p.url(f"/server/signposting/linksets/{it.uuid}/json"),
        ]
        + [p.url(f"/bitstreams/{b}/download") for b, _n in it.files]
    )


# --- Fenwick Abbey Institute: DSpace 7.4, no signposting, binary data files --------------

FA = "repository.fenwick-abbey-institute.hx33.example"
FA_ITEMS = [
    Item(
        "7d3e2f10-aa41-4c55-b0e9-1f6a2b3c4d50",
        "20.500.12877/884",
        "Fenwick Abbey excavation archive: context sheets and finds register",
        ["Hargreave, Tomasz", "Nakamura, Aiko", "Fenwick Field School"],
        [
            (f"b1f0c3d2-0000-4e1a-9b2c-0000000001{i:02d}", n)
            for i, n in enumerate(
                [
                    "finds_register.csv",
                    "context_sheets_A.zip",
                    "context_sheets_B.zip",
                    "site_plan.tif",
                    "section_drawings.zip",
                    "harris_matrix.png",
                    "photo_index.csv",
                ]
            )
        ],
        shown=2,
        collection=("c0ll-0100", "Archaeology Datasets"),
    ),
    Item(
        "7d3e2f10-bb42-4c55-b0e9-1f6a2b3c4d61",
        "20.500.12877/902",
        "Bell-ringing recordings from Fenwick parish towers, 1962-1971",
        ["Oakes, Winifred"],
        [
            (f"b1f0c3d2-0000-4e1a-9b2c-0000000002{i:02d}", n)
            for i, n in enumerate(
                [
                    "tower_st_mary.zip",
                    "tower_st_oswald.zip",
                    "tower_holy_cross.zip",
                    "catalogue.csv",
                    "cover_photo.png",
                ]
            )
        ],
        shown=1,
        collection=("c0ll-0101", "Sound Archive"),
    ),
    Item(
        "7d3e2f10-cc43-4c55-b0e9-1f6a2b3c4d72",
        "20.500.12877/915",
        "Monastic land tenure in the northern marches, 1280-1400",
        ["Ellery, Bronwen"],
        [],
        embargo="thesis_final.pdf",
        collection=("c0ll-0102", "Doctoral Theses"),
    ),
]


def _fa_portal() -> Portal:
    return portal(FA, "Fenwick Abbey Institute Repository", _menu(), title_format="{title}")


def fenwick_sites() -> list[Site]:
    p = _fa_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for it in FA_ITEMS:
        _serve_item(p, it, pages, [])
    return [p.site(pages)]


def _full_truth(p: Portal, it: Item) -> frozenset[str]:
    return frozenset(
        [p.url(f"/{it.route}/{it.uuid}"), p.url(f"/{it.route}/{it.uuid}/full")]
        + [p.url(f"/bitstreams/{b}/download") for b, _n in it.files]
    )


# --- Ravensmoor Conservatoire: DSpace 8.1, no signposting, PDFs naming the work ----------

RM = "scholar.ravensmoor-conservatoire.hx33.example"
RM_ITEMS = [
    Item(
        "3f9a0b1c-5d6e-4f70-8a9b-c0d1e2f3a401",
        "20.500.13055/77",
        "Performance practice in early Romantic guitar duets",
        ["Castellanos, Inés"],
        [
            ("c2d3e4f5-0000-4a1b-8c2d-0000000003a1", "dissertation.pdf"),
            ("c2d3e4f5-0000-4a1b-8c2d-0000000003a2", "appendix_scores.pdf"),
            ("c2d3e4f5-0000-4a1b-8c2d-0000000003a3", "abstract.txt"),
        ],
        shown=1,
        files_have_title=True,
        collection=("c0ll-0200", "Doctoral Dissertations"),
    ),
    Item(
        "3f9a0b1c-5d6e-4f70-8a9b-c0d1e2f3a402",
        "20.500.13055/81",
        "Breath and phrasing in the Baroque oboe repertoire",
        ["Lindgren, Astrid M."],
        [
            ("c2d3e4f5-0000-4a1b-8c2d-0000000003b1", "article.pdf"),
            ("c2d3e4f5-0000-4a1b-8c2d-0000000003b2", "errata.pdf"),
        ],
        shown=1,
        files_have_title=True,
        collection=("c0ll-0201", "Staff Publications"),
    ),
]


def _rm_portal() -> Portal:
    return portal(RM, "Ravensmoor Conservatoire Research Online", _menu(), title_format="{title}")


def ravensmoor_sites() -> list[Site]:
    p = _rm_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for it in RM_ITEMS:
        _serve_item(p, it, pages, [])
    return [p.site(pages)]


# --- Ardglass TU: DSpace-CRIS 2024, only rel=linkset inline ------------------------------

AG = "cris.ardglass-technological.hx33.example"
AG_ITEM = Item(
    "e8f7d6c5-b4a3-4921-8f0e-d1c2b3a4f506",
    "20.500.14777/1204",
    "Wind-tunnel pressure taps on a ridge-top turbine nacelle",
    ["Byrne, Siobhán", "Keane, Daithí"],
    [
        (f"f0e1d2c3-0000-4b5a-9c8d-0000000004{i:02d}", n)
        for i, n in enumerate(
            [
                "run_01.csv",
                "run_02.csv",
                "run_03.csv",
                "tap_layout.pdf",
                "calibration.txt",
                "README.txt",
            ]
        )
    ],
    shown=3,
    collection=("c0ll-0300", "Engineering Datasets"),
    route="entities/product",
)


def _ag_portal() -> Portal:
    return portal(
        AG,
        "Ardglass TU Research Portal",
        (
            ("/explore/researchoutputs", "Research outputs"),
            ("/explore/people", "People"),
            ("/explore/projects", "Projects"),
        ),
        title_format="{title}",
    )


def ardglass_sites() -> list[Site]:
    p = _ag_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    it = AG_ITEM
    ls = p.url(f"/server/signposting/linksets/{it.uuid}/json")
    inline: list[Sign] = [(ls, "linkset", "application/linkset+json")]
    _serve_item(p, it, pages, inline)
    full: list[Sign] = [
        (f"http://hdl.test/{it.handle}", "cite-as", None),
        ("http://schema.test/Dataset", "type", None),
    ]
    full += [
        (p.url(f"/bitstreams/{b}/download"), "item", "application/octet-stream")
        for b, _n in it.files
    ]
    full.append(
        (
            p.url(f"/server/signposting/describedby/{it.uuid}"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        )
    )
    pages[f"/server/signposting/linksets/{it.uuid}/json"] = linkset(
        p.url(f"/{it.route}/{it.uuid}"), full
    )
    pages[f"/server/signposting/describedby/{it.uuid}"] = export("datacite", it.title, it.uuid)
    # the full item page links the DataCite record too (the CRIS "Export" box)
    pages[f"/{it.route}/{it.uuid}/full"] = Response.html(
        _item_page(p, it, full=True).replace(
            "Simple item page</a>",
            f'Simple item page</a> <a href="/server/signposting/describedby/{it.uuid}">'
            "Export DataCite XML</a>",
        )
    )
    return [p.site(pages)]


def cases() -> list[Case]:
    hg = "DSpace 7.6 (Harrowgate College, signposting + linksets)"
    fa = "DSpace 7.4 (Fenwick Abbey, no signposting)"
    rm = "DSpace 8.1 (Ravensmoor, no signposting)"
    ag = "DSpace-CRIS 2024 (Ardglass TU, linkset only)"
    h1, h2 = HG_ITEMS
    f1, f2, f3 = FA_ITEMS
    r1, r2 = RM_ITEMS
    hp, fp, rp, ap = _hg_portal(), _fa_portal(), _rm_portal(), _ag_portal()
    ag_truth = frozenset(
        [
            ap.url(f"/{AG_ITEM.route}/{AG_ITEM.uuid}"),
            ap.url(f"/server/signposting/linksets/{AG_ITEM.uuid}/json"),
            ap.url(f"/server/signposting/describedby/{AG_ITEM.uuid}"),
        ]
        + [ap.url(f"/bitstreams/{b}/download") for b, _n in AG_ITEM.files]
    )
    return [
        # signposting: complete (items = both bitstreams, describedby DataCite, two
        # linksets). Truth: exactly the declared boundary plus the landing page; the full
        # item page is a second rendering of the declared metadata.
        Case(
            "hg-reedbed-thesis",
            hg,
            "Single Hop",
            "signposting",
            hp.url(f"/items/{h1.uuid}"),
            _hg_truth(h1),
            harrowgate_sites,
        ),
        # signposting, entered through the Handle proxy (resolver hop to the item page).
        Case(
            "hg-soil-respiration-handle",
            hg,
            "Single Hop",
            "signposting",
            f"http://{HG_HDL}/{h2.handle}",
            _hg_truth(h2),
            harrowgate_sites,
            landing=hp.url(f"/items/{h2.uuid}"),
        ),
        # sig_title_plus_ignored (the seed's Dryad shape): the simple page shows 2 of 7
        # bitstreams; the full item page (title-bearing) lists all 7; the data files do not
        # contain the title, so one hop out of the title pages, minus chrome, is needed.
        Case(
            "fa-excavation-archive",
            fa,
            "Multi-Hop",
            "sig_title_plus_ignored",
            fp.url(f"/items/{f1.uuid}"),
            _full_truth(fp, f1),
            fenwick_sites,
        ),
        # sig_title_plus_ignored: 1 of 5 audio archives on the simple page, the rest on the
        # full item page.
        Case(
            "fa-bell-recordings",
            fa,
            "Multi-Hop",
            "sig_title_plus_ignored",
            fp.url(f"/items/{f2.uuid}"),
            _full_truth(fp, f2),
            fenwick_sites,
        ),
        # sig_title: embargoed thesis; the only artifact pages are the item page and its full
        # item page (both titled); "Request a copy" is a form, not the work.
        Case(
            "fa-embargoed-thesis",
            fa,
            "Single Hop",
            "sig_title",
            fp.url(f"/items/{f3.uuid}"),
            _full_truth(fp, f3),
            fenwick_sites,
        ),
        # sig_title: PDFs and the abstract text name the work's title; everything of the
        # artifact (item page, full page, 3 bitstreams) carries the title; the collection,
        # browse and author pages do not.
        Case(
            "rm-guitar-duets",
            rm,
            "Multi-Hop",
            "sig_title",
            rp.url(f"/items/{r1.uuid}"),
            _full_truth(rp, r1),
            ravensmoor_sites,
        ),
        Case(
            "rm-baroque-oboe",
            rm,
            "Multi-Hop",
            "sig_title",
            rp.url(f"/items/{r2.uuid}"),
            _full_truth(rp, r2),
            ravensmoor_sites,
        ),
        # signposting: only rel=linkset inline; the linkset lists all 6 bitstreams (3 shown on
        # the page, all 6 on the full page) and the DataCite describedby.
        Case(
            "ag-windtunnel-taps",
            ag,
            "Multi-Hop",
            "signposting",
            ap.url(f"/{AG_ITEM.route}/{AG_ITEM.uuid}"),
            ag_truth,
            ardglass_sites,
        ),
    ]
