"""Cultural-heritage and library platforms: a museum's Omeka S 4, a library's Islandora 2
(Drupal 10) and a university's Samvera Hyrax 5.

Omeka S: items ``/s/<site>/item/<id>``, media ``/s/<site>/media/<id>``, files
``/files/original/<sha>.<ext>`` (images shown through the lightGallery viewer's data
attributes, not links).  Islandora 2: every object a Drupal node ``/node/<n>``, a book's
pages child nodes listed 10 a page (``?page=<k>``).  Hyrax: works
``/concern/<type>/<id>``, file sets ``/concern/parent/<work>/file_sets/<fs>``, downloads
``/downloads/<fs>``, EndNote export ``?format=endnote``.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import (
    ANALYTICS,
    CC_BY,
    a,
    binary,
    csv_file,
    image_file,
    pdf_file,
    text_file,
)

# --- Omeka S --------------------------------------------------------------------------------

HARROW = Portal(
    host="collections.museum-harrowgate.hx12.example",
    name="Harrowgate Museum Collections",
    menu=[
        ("/s/collections/page/about", "About"),
        ("/s/collections/item", "Browse items"),
        ("/s/collections/item-set", "Collections"),
        ("/s/collections/page/exhibits", "Exhibits"),
    ],
    footer=[
        ("http://omeka.test/s", "Powered by Omeka S"),
        ("/s/collections/page/rights", "Rights and reproductions"),
    ],
    title_format="{title} · Harrowgate Museum Collections",
    home_title="Harrowgate Museum Collections",
)
OMEKA_GEN = '<meta name="generator" content="Omeka S">'
SAMPLER = (1842, "Sampler worked by Hannah Coltby, aged eleven, 1797")
SAMPLER_IMGS = (
    "6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c",
    "0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3",
)
LEDGER = (2210, "Account book of the Harrowgate Mechanics' Institute, 1851-1863")
LEDGER_MEDIA = (
    (2211, "b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f80", "pdf", "Digitised volume (PDF)"),
    (2212, "c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091", "txt", "Transcription"),
)
MINUTES = (2240, "Minute book of the Harrowgate Mechanics' Institute, 1849-1870")


def _omeka_item(iid: int, title: str, body: str, related: tuple[tuple[int, str], ...]) -> str:
    rel = "".join(f"<li>{a(f'/s/collections/item/{i}', t)}</li>" for i, t in related)
    main = f"""<h2>{title}</h2>{body}
<dl class="property"><dt>Date</dt><dd>{title.rsplit(", ", 1)[-1]}</dd>
<dt>Subject</dt><dd>{a("/s/collections/item?property[0][property]=3&property[0][type]=eq&property[0][text]=Needlework", "Needlework")}</dd>
<dt>Rights</dt><dd>{a(CC_BY, "CC BY 4.0")}</dd></dl>
<div class="item-sets"><h4>Item sets</h4>{a("/s/collections/item-set/12", "Social history collection")}</div>
<div id="linked-resources"><h4>Linked resources</h4><ul>{rel}</ul></div>"""
    return HARROW.page(
        title, main, head=OMEKA_GEN + ANALYTICS, share=HARROW.url(f"/s/collections/item/{iid}")
    )


def harrow_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    gallery = "".join(
        f'<div class="media-render" data-src="/files/original/{h}.jpg" data-thumb="/files/square/{h}.jpg"><img src="/files/medium/{h}.jpg" alt=""></div>'
        for h in SAMPLER_IMGS
    )
    pages[f"/s/collections/item/{SAMPLER[0]}"] = _omeka_item(
        SAMPLER[0],
        SAMPLER[1],
        f'<div id="itemfiles" class="media-list lightgallery">{gallery}</div><p>Linen ground worked in silk cross stitch; alphabet, verse and a house.</p>',
        (),
    )
    for h in SAMPLER_IMGS:
        for size in ("original", "medium", "square"):
            pages[f"/files/{size}/{h}.jpg"] = image_file((150, 90, 60))
    media = "".join(
        f"<li>{a(f'/s/collections/media/{mid}', label)} {a(f'/files/original/{h}.{ext}', 'Download')}</li>"
        for mid, h, ext, label in LEDGER_MEDIA
    )
    pages[f"/s/collections/item/{LEDGER[0]}"] = _omeka_item(
        LEDGER[0],
        LEDGER[1],
        f'<ul class="media-list">{media}</ul><p>Receipts and payments, with subscription lists.</p>',
        (MINUTES,),
    )
    for mid, h, ext, label in LEDGER_MEDIA:
        body = (
            pdf_file(LEDGER[1], "Digitised volume")
            if ext == "pdf"
            else text_file("Transcription of folios 1-40\n")
        )
        pages[f"/files/original/{h}.{ext}"] = body
        mmain = f"<h2>{label}</h2><p>Media of {a(f'/s/collections/item/{LEDGER[0]}', LEDGER[1])}</p><p>{a(f'/files/original/{h}.{ext}', 'Download original file')}</p>"
        pages[f"/s/collections/media/{mid}"] = HARROW.page(label, mmain, head=OMEKA_GEN)
    pages[f"/s/collections/item/{MINUTES[0]}"] = _omeka_item(
        MINUTES[0], MINUTES[1], "<p>Minutes of committee meetings.</p>", (LEDGER,)
    )
    pages["/s/collections/item-set/12"] = HARROW.page(
        "Social history collection", "<h2>Social history collection</h2>"
    )
    return [HARROW.site(pages)]


# --- Islandora 2 ------------------------------------------------------------------------------

PENNOCK = Portal(
    host="digital.library-pennock.hx12.example",
    name="Pennock Library Digital Collections",
    menu=[
        ("/collections", "Collections"),
        ("/search", "Search"),
        ("/about", "About"),
        ("/contact", "Ask a librarian"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/takedown", "Takedown policy"),
        ("http://islandora.test/", "Islandora"),
    ],
    title_format="{title}",  # the theme prints the node title alone
    home_title="Pennock Library Digital Collections | Home",
)
DRUPAL_GEN = '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">'
BOOK = (4521, "Letters of Captain Elias Thorne to his sister Mercy, 1862-1865")
BOOK_PAGES = tuple(range(4522, 4536))  # 14 page nodes, 10 listed per page
OTHER_BOOK = (4610, "Diary of Mercy Thorne, 1863")
PER_PAGE = 10


def pennock_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    nid, title = BOOK
    for k in range(0, (len(BOOK_PAGES) + PER_PAGE - 1) // PER_PAGE):
        chunk = BOOK_PAGES[k * PER_PAGE : (k + 1) * PER_PAGE]
        rows = "".join(f"<li>{a(f'/node/{n}', f'{title} - page {n - nid}')}</li>" for n in chunk)
        pager = " ".join(
            a(f"/node/{nid}" + (f"?page={j}" if j else ""), str(j + 1)) for j in range(0, 2)
        )
        main = f"""<article class="node--type-islandora-object"><h1 class="page-title">{title}</h1>
<div id="mirador" data-manifest="/node/{nid}/book-manifest"></div>
<div class="field--name-field-model">Paged Content</div>
<div class="field--name-field-member-of">{a("/node/4000", "Thorne family papers")}</div>
<div class="field--name-field-rights">{a("http://rightsstatements.test/vocab/NoC-US/1.0/", "No Copyright - United States")}</div>
<h2>Pages</h2><ul>{rows}</ul><nav class="pager">{pager}</nav>
<h2>Related</h2><p>{a(f"/node/{OTHER_BOOK[0]}", OTHER_BOOK[1])}</p></article>"""
        pages[f"/node/{nid}" + (f"?page={k}" if k else "")] = PENNOCK.page(
            title, main, head=DRUPAL_GEN + ANALYTICS
        )
    for n in BOOK_PAGES:
        pmain = f"""<h1 class="page-title">{title} - page {n - nid}</h1>
<div class="openseadragon" data-iiif="/iiif/2/{n}/info.json"></div>
<p>Member of: {a(f"/node/{nid}", title)}</p>
<p>{a(f"/node/{n - 1}", "Previous page") if n > BOOK_PAGES[0] else ""} {a(f"/node/{n + 1}", "Next page") if n < BOOK_PAGES[-1] else ""}</p>"""
        pages[f"/node/{n}"] = PENNOCK.page(f"{title} - page {n - nid}", pmain, head=DRUPAL_GEN)
    pages[f"/node/{OTHER_BOOK[0]}"] = PENNOCK.page(OTHER_BOOK[1], f"<h1>{OTHER_BOOK[1]}</h1>")
    pages["/node/4000"] = PENNOCK.page("Thorne family papers", "<h1>Thorne family papers</h1>")
    pages[f"/node/{nid}/book-manifest"] = text_file('{"@type": "sc:Manifest"}', "application/json")
    return [PENNOCK.site(pages)]


# --- Hyrax 5 ---------------------------------------------------------------------------------

CORRIB = Portal(
    host="scholar.univ-corrib.hx12.example",
    name="Corrib Scholar",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
        ("/catalog", "Search"),
    ],
    footer=[
        ("/terms", "Deposit agreement"),
        ("http://samvera.test/", "A Samvera Hyrax application"),
    ],
    title_format="{title} // Corrib Scholar",
    home_title="Corrib Scholar",
)


def _hyrax_work(
    kind: str,
    wid: str,
    title: str,
    filesets: tuple[tuple[str, str], ...],
    related: tuple[tuple[str, str, str], ...],
) -> dict[str, PageValue]:
    p = CORRIB
    base = f"/concern/{kind}/{wid}"
    rows = "".join(
        f'<tr><td>{a(f"/concern/parent/{wid}/file_sets/{fs}", name)}</td><td><ul class="dropdown-menu">'
        f"<li>{a(f'/concern/parent/{wid}/file_sets/{fs}', 'View details')}</li><li>{a(f'/downloads/{fs}', 'Download')}</li></ul></td></tr>"
        for fs, name in filesets
    )
    rel = "".join(f"<li>{a(f'/concern/{k}/{r}', t)}</li>" for k, r, t in related)
    main = f"""<header><h1>{title} <span class="label label-success">Open Access</span></h1></header>
<div class="viewer-wrapper"><div class="uv" data-uri="{base}/manifest"></div></div>
<dl class="work-show"><dt>Creator</dt><dd>{a("/catalog?f%5Bcreator_sim%5D%5B%5D=N%C3%AD+Fhlaithearta%2C+S%C3%ADle", "Ní Fhlaithearta, Síle")}</dd>
<dt>Keyword</dt><dd>{a("/catalog?f%5Bkeyword_sim%5D%5B%5D=seaweed", "seaweed")}</dd>
<dt>License</dt><dd>{a(CC_BY, "Attribution 4.0 International")}</dd></dl>
<div class="citations">{a(f"{base}?format=endnote", "EndNote")} {a(f"{base}/citation", "Citations")}</div>
<h2>Items</h2><table class="related-files">{rows}</table>
<h2>Relationships</h2><p>In Collection: {a("/collections/h702q6403", "Marine Institute datasets")}</p><ul>{rel}</ul>"""
    pages: dict[str, PageValue] = {base: p.page(title, main, head=ANALYTICS, share=p.url(base))}
    pages[f"{base}?format=endnote"] = text_file(
        f"%0 Generic\n%T {title}\n", "application/x-endnote-refer"
    )
    pages[f"{base}/citation"] = p.page(
        title,
        f"<h1>{title}</h1><h2>APA</h2><p>Ní Fhlaithearta, S. (2025). {title}.</p>{a(base, 'Back')}",
    )
    pages[f"{base}/manifest"] = text_file('{"@type": "sc:Manifest"}', "application/json")
    for fs, name in filesets:
        fmain = f"<h1>{name}</h1><p>File set of {a(base, title)}</p><p>{a(f'/downloads/{fs}', 'Download')}</p>"
        pages[f"/concern/parent/{wid}/file_sets/{fs}"] = p.page(name, fmain)
        pages[f"/downloads/{fs}"] = (
            csv_file("site,date,biomass")
            if name.endswith(".csv")
            else pdf_file(title, name)
            if name.endswith(".pdf")
            else binary("image/tiff", 100)
        )
    return pages


SEAWEED = ("datasets", "7w62f8471", "Intertidal seaweed biomass surveys, Galway Bay, 2018-2024")
SEAWEED_FILES = (
    ("3t945r10b", "biomass_surveys_2018-2024.csv"),
    ("5q47rn80c", "site_coordinates.csv"),
    ("9k41zd47m", "survey_protocol.pdf"),
)
POSTER = (
    "conference_items",
    "2b88qc27w",
    "Kelp forest restoration trials: first-year results (conference poster)",
)
POSTER_FILES = (("6h440s35v", "poster_final.pdf"), ("8j33jf09d", "poster_figure1.tif"))


def corrib_sites() -> list[Site]:
    pages = {
        **_hyrax_work(*SEAWEED, SEAWEED_FILES, (POSTER,)),
        **_hyrax_work(*POSTER, POSTER_FILES, (SEAWEED,)),
    }
    pages["/collections/h702q6403"] = CORRIB.page(
        "Marine Institute datasets", "<h1>Marine Institute datasets</h1>"
    )
    return [CORRIB.site(pages)]


def _hyrax_truth(work: tuple[str, str, str], files: tuple[tuple[str, str], ...]) -> frozenset[str]:
    kind, wid, _t = work
    base = f"/concern/{kind}/{wid}"
    uris = {base, f"{base}?format=endnote", f"{base}/citation"}
    uris |= {f"/concern/parent/{wid}/file_sets/{fs}" for fs, _ in files} | {
        f"/downloads/{fs}" for fs, _ in files
    }
    return frozenset(CORRIB.url(u) for u in uris)


CASES = [
    # Omeka's row: Single Page.  This item's images are shown by the lightGallery viewer
    # (embedded, data attributes, no links): the item page is the whole artifact.  The item
    # set and subject links are browse chrome.
    Case(
        name="omeka-s-sampler",
        imitates="Omeka S 4 (museum collections)",
        artifact_class="collection item",
        expected="single_page",
        entry=HARROW.url(f"/s/collections/item/{SAMPLER[0]}"),
        truth=frozenset({HARROW.url(f"/s/collections/item/{SAMPLER[0]}")}),
        build=harrow_sites,
    ),
    # The seed: Omeka "depends on installation".  This item's media are a PDF and a
    # transcription with media pages and download links: Single Hop, so Single Page+ with
    # Ignores.  Truth: item page, both media pages, both files.  The minute book it links
    # is another item.
    Case(
        name="omeka-s-ledger-with-media",
        imitates="Omeka S 4 (museum collections)",
        artifact_class="collection item",
        expected="single_page_plus_ignored",
        entry=HARROW.url(f"/s/collections/item/{LEDGER[0]}"),
        truth=frozenset(
            {HARROW.url(f"/s/collections/item/{LEDGER[0]}")}
            | {HARROW.url(f"/s/collections/media/{m}") for m, _h, _e, _l in LEDGER_MEDIA}
            | {HARROW.url(f"/files/original/{h}.{e}") for _m, h, e, _l in LEDGER_MEDIA}
        ),
        build=harrow_sites,
        others=frozenset({HARROW.url(f"/s/collections/item/{MINUTES[0]}")}),
    ),
    # Islandora 2 book: the book node, the second page of its page list and fourteen page
    # nodes, all /node/<n> (no shared path), every one carrying the book's title — which is
    # the entry's whole <title> in this theme.  No downloadable member (images are IIIF,
    # embedded): Significant String from Title, with nothing for a "+" hop to add.  The
    # diary is another artifact; the parent collection node is a container.
    Case(
        name="islandora-letters-book",
        imitates="Islandora 2 (library digital collections)",
        artifact_class="book",
        expected="sig_title",
        entry=PENNOCK.url(f"/node/{BOOK[0]}"),
        truth=frozenset(
            {PENNOCK.url(f"/node/{BOOK[0]}"), PENNOCK.url(f"/node/{BOOK[0]}?page=1")}
            | {PENNOCK.url(f"/node/{n}") for n in BOOK_PAGES}
        ),
        build=pennock_sites,
        others=frozenset({PENNOCK.url(f"/node/{OTHER_BOOK[0]}")}),
    ),
    # Hyrax: a work, its file sets, downloads and citation pages, all one hop from the
    # work page (nearest seed rows Figshare/Zenodo: Single Page+ with Ignores).  The IIIF
    # manifest is read by the embedded viewer (not linked); the related poster is another
    # work; collection and facet links are chrome.
    Case(
        name="hyrax-seaweed-dataset",
        imitates="Samvera Hyrax 5 (university repository)",
        artifact_class="dataset",
        expected="single_page_plus_ignored",
        entry=CORRIB.url(f"/concern/{SEAWEED[0]}/{SEAWEED[1]}"),
        truth=_hyrax_truth(SEAWEED, SEAWEED_FILES),
        build=corrib_sites,
        others=frozenset({CORRIB.url(f"/concern/{POSTER[0]}/{POSTER[1]}")}),
    ),
    Case(
        name="hyrax-conference-poster",
        imitates="Samvera Hyrax 5 (university repository)",
        artifact_class="poster",
        expected="single_page_plus_ignored",
        entry=CORRIB.url(f"/concern/{POSTER[0]}/{POSTER[1]}"),
        truth=_hyrax_truth(POSTER, POSTER_FILES),
        build=corrib_sites,
        others=frozenset({CORRIB.url(f"/concern/{SEAWEED[0]}/{SEAWEED[1]}")}),
    ),
]
