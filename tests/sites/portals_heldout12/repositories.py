"""Institutional repositories: DSpace 7 (a 7.6 instance with Signposting and a generator
meta, a 7.4 instance with neither) and EPrints 3.4.

DSpace 7 (Angular, server-side rendered): items ``/items/<uuid>``, the full record
``/items/<uuid>/full`` (its file list paginated ``?obo.page=<n>``), files
``/bitstreams/<uuid>/download``, handles ``/handle/<prefix>/<n>`` redirecting to the item;
the 7.6 instance's Signposting ``describedby`` is served by its REST host.  EPrints:
``/id/eprint/<n>/``, documents ``/<n>/<pos>/<file>``, exports
``/cgi/export/eprint/<n>/<Format>/<repo>-eprint-<n>.<ext>``, ``/<n>/`` redirecting.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import (
    ANALYTICS,
    CC_BY,
    a,
    bibtex,
    binary,
    csv_file,
    pdf_file,
    ris,
    text_file,
    with_links,
)

KESTREL = Portal(
    host="repository.univ-kestrel.hx12.example",
    name="Kestrel Repository",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By issue date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/end-user-agreement", "End user agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send feedback"),
        ("http://dspace.test/", "DSpace software"),
    ],
    title_format="Kestrel Repository :: {title}",
    home_title="Kestrel Repository :: Home",
)
KESTREL_API = "server.univ-kestrel.hx12.example"
TARRANT = Portal(
    host="openaccess.college-tarrant.hx12.example",
    name="Tarrant Open Access",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/title", "Browse"),
        ("/search", "Search"),
    ],
    footer=[("/info/end-user-agreement", "End user agreement"), ("/info/privacy", "Privacy")],
    title_format="{title}",
    home_title="Tarrant Open Access",
)
BRACK = Portal(
    host="eprints.univ-brackwater.hx12.example",
    name="Brackwater Research Online",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/users/home", "Login"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("http://eprints.test/", "Powered by EPrints 3.4"),
    ],
    title_format="{title} - Brackwater Research Online",
    home_title="Welcome to Brackwater Research Online - Brackwater Research Online",
)
GENERATOR_DSPACE = '<meta name="Generator" content="DSpace 7.6.2">'
GENERATOR_EPRINTS = '<meta name="Generator" content="EPrints 3.4.6">'


@dataclass(frozen=True)
class Item:
    uuid: str
    handle: str
    title: str
    kind: str
    authors: tuple[str, ...]
    year: int
    files: tuple[tuple[str, str], ...]  # (bitstream uuid, file name)
    collection: tuple[str, str]
    related: tuple[str, ...] = ()  # uuids of other items linked ("Related items")

    def file_url(self, bid: str) -> str:
        return f"/bitstreams/{bid}/download"


PAGE = 5  # files per page of the full item view (DSpace's default page size is larger)


def _dspace_pages(
    p: Portal, it: Item, items: dict[str, Item], *, signposted: bool
) -> dict[str, PageValue]:
    base = f"/items/{it.uuid}"
    authors = "; ".join(a(f"/browse/author?value={n.replace(' ', '%20')}", n) for n in it.authors)
    shown = "".join(f"<li>{a(it.file_url(b), n)}</li>" for b, n in it.files[:PAGE])
    more = a(base + "/full", "Show more") if len(it.files) > PAGE else ""
    related = "".join(f"<li>{a('/items/' + u, items[u].title)}</li>" for u in it.related)
    head = ANALYTICS + f'<meta name="citation_title" content="{it.title}">'
    if signposted:
        head += (
            GENERATOR_DSPACE
            + f'<link rel="describedby" href="http://{KESTREL_API}/server/signposting/describedby/{it.uuid}" type="application/vnd.datacite.datacite+xml">'
        )
    simple = f"""<ds-item-page><h1 class="item-page-title-field">{it.title}</h1>
<div class="simple-view-element"><h2>Authors</h2>{authors}</div>
<div class="simple-view-element"><h2>Date</h2>{it.year}</div>
<div class="simple-view-element"><h2>Type</h2>{it.kind}</div>
<div class="simple-view-element"><h2>URI</h2>{a(f"http://hdl.test/{it.handle}", f"https://hdl.handle.net/{it.handle}")}</div>
<div class="simple-view-element"><h2>Files</h2><ul>{shown}</ul>{more}</div>
<div class="simple-view-element"><h2>Collections</h2>{a("/collections/" + it.collection[0], it.collection[1])}</div>
<div class="simple-view-element"><h2>Licence</h2>{a(CC_BY, "CC BY 4.0")}</div>
<div><h2>Related items</h2><ul>{related}</ul></div>
<p>{a(base + "/full", "Full item page")} {a("/statistics/items/" + it.uuid, "Statistics")}</p></ds-item-page>"""
    pages: dict[str, PageValue] = {}
    page = p.page(it.title, simple, head=head, share=p.url(base))
    if signposted:
        sp = [
            (f"http://hdl.test/{it.handle}", "cite-as"),
            ("http://schema.test/AboutPage", "type"),
            (CC_BY, "license"),
        ]
        sp += [(p.url(it.file_url(b)), "item") for b, _ in it.files]
        sp += [(f"http://{KESTREL_API}/server/signposting/describedby/{it.uuid}", "describedby")]
        pages[base] = with_links(page, sp)
    else:
        pages[base] = page
    npages = (len(it.files) + PAGE - 1) // PAGE
    for k in range(1, npages + 1):
        chunk = it.files[(k - 1) * PAGE : k * PAGE]
        rows = "".join(
            f"<tr><td>{a(it.file_url(b), n)}</td><td>{a(it.file_url(b), 'Download')}</td></tr>"
            for b, n in chunk
        )
        pager = " ".join(
            a(f"{base}/full?obo.page={j}" if j > 1 else base + "/full", str(j))
            for j in range(1, npages + 1)
        )
        full = f"""<h1>{it.title}</h1><table class="metadata"><tr><td>dc.contributor.author</td><td>{"; ".join(it.authors)}</td></tr>
<tr><td>dc.date.issued</td><td>{it.year}</td></tr><tr><td>dc.title</td><td>{it.title}</td></tr><tr><td>dc.type</td><td>{it.kind}</td></tr></table>
<h2>Files in this item (ORIGINAL)</h2><table>{rows}</table><nav class="pagination">{pager}</nav>{a(base, "Simple item page")}"""
        pages[f"{base}/full" + (f"?obo.page={k}" if k > 1 else "")] = p.page(
            it.title, full, head=head
        )
    for b, n in it.files:
        pages[it.file_url(b)] = (
            pdf_file(it.title, n)
            if n.endswith(".pdf")
            else csv_file("id,value")
            if n.endswith(".csv")
            else binary("application/octet-stream", 80)
        )
    pages[f"/handle/{it.handle}"] = Response.redirect(p.url(base), 301)
    pages[f"/statistics/items/{it.uuid}"] = p.page(
        "Statistics", f"<h1>Total visits</h1><p>{it.title}: 212</p>"
    )
    pages[f"/collections/{it.collection[0]}"] = p.page(
        it.collection[1], f"<h1>{it.collection[1]}</h1>"
    )
    return pages


def _dspace_truth(p: Portal, it: Item, *, signposted: bool) -> frozenset[str]:
    base = f"/items/{it.uuid}"
    uris = {p.url(base), p.url(base + "/full")}
    uris |= {
        p.url(f"{base}/full?obo.page={k}") for k in range(2, (len(it.files) + PAGE - 1) // PAGE + 1)
    }
    uris |= {p.url(it.file_url(b)) for b, _ in it.files}
    if signposted:
        uris.add(f"http://{KESTREL_API}/server/signposting/describedby/{it.uuid}")
    return frozenset(uris)


FIELDWORK = Item(
    uuid="5b1e07c2-9d4a-4f3e-a8b1-6c0d2e9f7a14",
    handle="20.500.14211/3380",
    title="Hedgerow bird surveys across the Kestrel catchment: survey sheets, transcriptions and GIS layers (2016-2024)",
    kind="Dataset",
    authors=("Whitcombe, Rosalind", "Adeyemi, Tunde", "Faulkner, Gwen"),
    year=2025,
    files=tuple(
        (f"e{n:07d}-7c1a-4b22-9e0d-3f5a1b2c{n:04d}", name)
        for n, name in enumerate(
            [
                "README.pdf",
                "survey_sheets_2016-2019.pdf",
                "survey_sheets_2020-2024.pdf",
                "transcribed_counts.csv",
                "hedgerow_segments.gpkg",
                "site_photos_index.csv",
                "data_dictionary.pdf",
            ],
            1,
        )
    ),
    collection=("ecology-data", "School of Biosciences datasets"),
    related=("a7c3f9e1-0b2d-4e6f-8a9b-1c3d5e7f9a20",),
)
HEDGEROW_PAPER = Item(
    uuid="a7c3f9e1-0b2d-4e6f-8a9b-1c3d5e7f9a20",
    handle="20.500.14211/3312",
    title="Hedgerow structure predicts winter bird occupancy in lowland farmland",
    kind="Journal article",
    authors=("Adeyemi, Tunde", "Whitcombe, Rosalind"),
    year=2024,
    files=(("f1000001-7c1a-4b22-9e0d-3f5a1b2c0001", "Adeyemi_2024_accepted.pdf"),),
    collection=("bio-articles", "School of Biosciences articles"),
    related=("5b1e07c2-9d4a-4f3e-a8b1-6c0d2e9f7a14",),
)
THESIS = Item(
    uuid="0e4d8a2b-61f7-4c95-b3a0-92d7e1c5f863",
    handle="11772/9045",
    title="Community energy cooperatives and local acceptance of onshore wind in the Tarrant valley",
    kind="Thesis",
    authors=("Okonkwo-Reilly, Nneka",),
    year=2024,
    files=(
        ("b20e0a11-5d3c-4e8f-9a7b-0c1d2e3f4a51", "Okonkwo-Reilly_MPhil_thesis.pdf"),
        ("b20e0a12-5d3c-4e8f-9a7b-0c1d2e3f4a52", "interview_protocol.pdf"),
    ),
    collection=("theses-geog", "Geography theses"),
    related=("c93a1f70-2e84-4b6d-8f15-7a0b3c2d1e99",),
)
REPORT = Item(
    uuid="c93a1f70-2e84-4b6d-8f15-7a0b3c2d1e99",
    handle="11772/9102",
    title="Tarrant valley household energy survey 2023: technical report",
    kind="Technical report",
    authors=("Lindqvist, Ebba", "Okonkwo-Reilly, Nneka"),
    year=2024,
    files=(
        ("b20e0a21-5d3c-4e8f-9a7b-0c1d2e3f4a61", "energy_survey_report_2023.pdf"),
        ("b20e0a22-5d3c-4e8f-9a7b-0c1d2e3f4a62", "survey_questionnaire.pdf"),
        ("b20e0a23-5d3c-4e8f-9a7b-0c1d2e3f4a63", "aggregate_tables.csv"),
    ),
    collection=("reports-geog", "Geography reports"),
    related=("0e4d8a2b-61f7-4c95-b3a0-92d7e1c5f863",),
)


def kestrel_sites() -> list[Site]:
    items = {i.uuid: i for i in (FIELDWORK, HEDGEROW_PAPER)}
    pages: dict[str, PageValue] = {}
    for it in items.values():
        pages.update(_dspace_pages(KESTREL, it, items, signposted=True))
    api = Site(KESTREL_API)
    for it in items.values():
        api.add(
            f"/server/signposting/describedby/{it.uuid}",
            text_file(
                f"<resource><titles><title>{it.title}</title></titles></resource>",
                "application/vnd.datacite.datacite+xml",
            ),
        )
    return [KESTREL.site(pages), api]


def tarrant_sites() -> list[Site]:
    items = {i.uuid: i for i in (THESIS, REPORT)}
    pages: dict[str, PageValue] = {}
    for it in items.values():
        pages.update(_dspace_pages(TARRANT, it, items, signposted=False))
    return [TARRANT.site(pages)]


# --- EPrints 3.4 --------------------------------------------------------------------------


@dataclass(frozen=True)
class Eprint:
    n: int
    title: str
    kind: str
    creators: tuple[str, ...]
    year: int
    docs: tuple[tuple[int, str], ...]  # (position, file name), publicly available
    restricted: tuple[tuple[int, str], ...] = ()
    related: tuple[int, ...] = ()

    @property
    def base(self) -> str:
        return f"/id/eprint/{self.n}/"

    def exports(self) -> list[str]:
        stem = f"brackwater-eprint-{self.n}"
        return [
            f"/cgi/export/eprint/{self.n}/{fmt}/{stem}.{ext}"
            for fmt, ext in (("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"))
        ]


def _eprint_pages(e: Eprint, by_n: dict[int, Eprint]) -> dict[str, PageValue]:
    p = BRACK
    docs = "".join(
        f'<tr><td><img src="/{e.n}/{pos}.haspreviewThumbnailVersion/{name}" alt=""></td><td>{a(f"/{e.n}/{pos}/{name}", name)}<br>PDF - Published Version, '
        f"{a(CC_BY, 'CC BY 4.0')}</td></tr>"
        for pos, name in e.docs
    )
    docs += "".join(
        f"<tr><td>{name}<br>Restricted to Repository staff only. {a(f'/cgi/request_doc?docid={e.n * 10 + pos}', 'Request a copy')}</td></tr>"
        for pos, name in e.restricted
    )
    exports = "".join(f"<option>{x.split('/')[5]}</option>" for x in e.exports())
    export_links = " ".join(a(x, x.split("/")[5]) for x in e.exports())
    related = "".join(f"<li>{a(by_n[r].base, by_n[r].title)}</li>" for r in e.related)
    creators = ", ".join(a(f"/view/creators/{c.split(',')[0]}.html", c) for c in e.creators)
    main = f"""<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{e.title}</h1>
<p>{creators} ({e.year}) <em>{e.title}.</em> {e.kind}.</p>
<table class="ep_block">{docs}</table>
<div class="ep_block"><form action="/cgi/export_redirect"><select name="format">{exports}</select></form><p>Export: {export_links}</p></div>
<table class="ep_summary_page"><tr><th>Item Type:</th><td>{e.kind}</td></tr>
<tr><th>URI:</th><td>{a(p.url(e.base), p.url(e.base))}</td></tr></table>
<h3>Related items</h3><ul>{related}</ul>
<p>{a(f"/cgi/stats/report/eprint/{e.n}", "View Item Statistics")} {a(f"/cgi/users/home?screen=EPrint::View&eprintid={e.n}", "Edit item (login required)")}</p></div>"""
    head = (
        GENERATOR_EPRINTS
        + f'<meta name="eprints.title" content="{e.title}"><link rel="alternate" href="{e.exports()[0]}" type="text/plain" title="BibTeX">'
    )
    pages: dict[str, PageValue] = {e.base: p.page(e.title, main, head=head, share=p.url(e.base))}
    pages[f"/{e.n}/"] = Response.redirect(p.url(e.base), 301)
    for pos, name in e.docs:
        pages[f"/{e.n}/{pos}/{name}"] = pdf_file(e.title, name)
        pages[f"/{e.n}/{pos}.haspreviewThumbnailVersion/{name}"] = binary("image/png", 40)
    x = e.exports()
    pages[x[0]] = bibtex(f"brackwater{e.n}", e.title, e.year, f"10.70355/bro.{e.n}")
    pages[x[1]] = ris(e.title, e.year, f"10.70355/bro.{e.n}")
    pages[x[2]] = text_file(f"title: {e.title}\n")
    pages[f"/cgi/stats/report/eprint/{e.n}"] = p.page(
        "Statistics", f"<h1>Downloads</h1><p>{e.title}</p>"
    )
    return pages


SALTMARSH_PAPER = Eprint(
    n=41873,
    title="Tidal asymmetry and sediment infilling of a managed-realignment site on the Brack estuary",
    kind="Article",
    creators=("Pennington, Alys", "Mbeki, Sipho", "Grant, Euan"),
    year=2023,
    docs=((1, "Pennington_etal_2023_ESPL.pdf"), (2, "Pennington_etal_2023_supplement.pdf")),
    related=(40219,),
)
PHD = Eprint(
    n=40219,
    title="Sediment dynamics of managed realignment sites in macrotidal estuaries",
    kind="Thesis (Doctoral)",
    creators=("Pennington, Alys",),
    year=2021,
    docs=((1, "Pennington_A_PhD_2021.pdf"),),
    restricted=((3, "Pennington_A_PhD_2021_appendix_data.zip"),),
    related=(41873,),
)


def brack_sites() -> list[Site]:
    by_n = {e.n: e for e in (SALTMARSH_PAPER, PHD)}
    pages: dict[str, PageValue] = {}
    for e in by_n.values():
        pages.update(_eprint_pages(e, by_n))
    return [BRACK.site(pages)]


def _eprint_truth(e: Eprint) -> frozenset[str]:
    return frozenset(
        BRACK.url(u)
        for u in [e.base, *(f"/{e.n}/{pos}/{name}" for pos, name in e.docs), *e.exports()]
    )


CASES = [
    # DSpace 7.6 emits Signposting: the Link header lists all seven files (rel=item), two of
    # which the item pages reach only through the second page of the full record's file
    # list, and the DataCite record on the REST host (rel=describedby).  Truth: the item
    # page, its full record (both pages of files: one item's metadata view, not another
    # artifact), the seven files and the DataCite record.  The related article is another
    # artifact; statistics and collection pages are repository chrome.
    Case(
        name="dspace-signposted-survey-data",
        imitates="DSpace 7 (7.6 with Signposting)",
        artifact_class="dataset",
        expected="signposting",
        entry=KESTREL.url(f"/items/{FIELDWORK.uuid}"),
        truth=_dspace_truth(KESTREL, FIELDWORK, signposted=True),
        build=kestrel_sites,
        others=frozenset({KESTREL.url(f"/items/{HEDGEROW_PAPER.uuid}")}),
    ),
    # DSpace 7.4 without Signposting or generator meta: a repository item is the seed's
    # Figshare/SSRN/Zenodo kind (Single Hop, Single Page+ with Ignores).  Truth: item page,
    # full record, the two files.
    Case(
        name="dspace-thesis",
        imitates="DSpace 7 (7.4, no Signposting)",
        artifact_class="thesis",
        expected="single_page_plus_ignored",
        entry=TARRANT.url(f"/items/{THESIS.uuid}"),
        truth=_dspace_truth(TARRANT, THESIS, signposted=False),
        build=tarrant_sites,
        others=frozenset({TARRANT.url(f"/items/{REPORT.uuid}")}),
    ),
    # Entered by its handle, which redirects to the item (the redirect is not the artifact).
    Case(
        name="dspace-handle-entry-report",
        imitates="DSpace 7 (7.4, no Signposting)",
        artifact_class="report",
        expected="single_page_plus_ignored",
        entry=TARRANT.url(f"/handle/{REPORT.handle}"),
        truth=_dspace_truth(TARRANT, REPORT, signposted=False),
        build=tarrant_sites,
        landing=TARRANT.url(f"/items/{REPORT.uuid}"),
        others=frozenset({TARRANT.url(f"/items/{THESIS.uuid}")}),
    ),
    # EPrints 3.4 (preprint repository; seed: SSRN-like, Single Page+ with Ignores).  Truth:
    # abstract page, both documents, the BibTeX/RIS/DC exports of this eprint.  Thumbnails
    # are embedded; statistics and the login-only edit screen are not the artifact.
    Case(
        name="eprints-article-with-supplement",
        imitates="EPrints 3.4 (university repository)",
        artifact_class="paper",
        expected="single_page_plus_ignored",
        entry=BRACK.url(SALTMARSH_PAPER.base),
        truth=_eprint_truth(SALTMARSH_PAPER),
        build=brack_sites,
        others=frozenset({BRACK.url(PHD.base)}),
    ),
    # Entered by the short URL /40219/ (301 to /id/eprint/40219/).  The restricted appendix
    # is not served (only a request-a-copy form): not in the truth.
    Case(
        name="eprints-thesis-short-url",
        imitates="EPrints 3.4 (university repository)",
        artifact_class="thesis",
        expected="single_page_plus_ignored",
        entry=BRACK.url(f"/{PHD.n}/"),
        truth=_eprint_truth(PHD),
        build=brack_sites,
        landing=BRACK.url(PHD.base),
        others=frozenset({BRACK.url(SALTMARSH_PAPER.base)}),
    ),
]
