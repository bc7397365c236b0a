"""Significant-string portals: Dataverse (filtered title), Dryad (title+ with ignored
URIs), a Drupal notebook archive (title), eMuseum and TEI Publisher (string from URI)."""

from __future__ import annotations

from sites.portals._portal import Case, case

from ._kit import a, builder, jsonr, pdfr, pngr, portal, ul, xmlr

# --- Dataverse: glassblowing ledgers and apparatus inventories ------------------------
DV = portal(
    "dataverse.histsci-data.hx124.example",
    "Science History Dataverse",
    menu=(
        ("/dataverse/root", "Root"),
        ("/guides/en/latest/user/", "User Guide"),
        ("/dataverse/root?q=", "Search"),
    ),
    title_format="{title} | {name}",
    home_title="Science History Dataverse",
)
DV_SETS = {
    "FK2/RL9QTA": (
        "Glassblowing ledgers of the Manchester physics laboratory, 1908-1919",
        [301, 302],
    ),
    "FK2/7UWXEB": ("Apparatus inventories of the Royal Institution, 1799-1850", [415]),
}


def _dv_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for pid, (title, fids) in DV_SETS.items():
        q = f"persistentId=doi:10.70122/{pid}"
        rows = "".join(
            f"<tr><td>{a(f'/file.xhtml?fileId={f}&amp;version=1.0', f'ledger_{f}.tab')}</td>"
            f"<td><button onclick=\"PF('downloadPopup').show()\">Access File</button></td></tr>"
            for f in fids
        )
        main = (
            f'<div id="datasetVersionBlock"><h1 id="title">{title}</h1>'
            f'<div class="citation">Hall, M., 2025, "{title}", doi:10.70122/{pid}, '
            f"Science History Dataverse, V1</div>"
            f'<div class="export">{a(f"/api/datasets/export?exporter=dataverse_json&amp;{q}", "JSON")}'
            f" {a(f'/api/datasets/export?exporter=oai_dc&amp;{q}', 'Dublin Core')}</div>"
            f'<table id="filesTable">{rows}</table>'
            f"<p>Dataverse: {a('/dataverse/labhistory', 'Laboratory History')}</p></div>"
        )
        pages[f"/dataset.xhtml?{q}"] = DV.page(title, main)
        pages[f"/api/datasets/export?exporter=dataverse_json&{q}"] = jsonr(
            f'{{"datasetVersion": {{"metadataBlocks": {{"citation": {{"title": "{title}"}}}}}}}}'
        )
        pages[f"/api/datasets/export?exporter=oai_dc&{q}"] = xmlr(
            f"<oai_dc:dc><dc:title>{title}</dc:title></oai_dc:dc>"
        )
        for f in fids:
            pages[f"/file.xhtml?fileId={f}&version=1.0"] = DV.page(
                f"ledger_{f}.tab",
                f"<h1>ledger_{f}.tab</h1><p>This file is part of "
                f"{a(f'/dataset.xhtml?{q}', title)}.</p><button>Access File</button>",
            )
    pages["/dataverse/labhistory"] = DV.page("Laboratory History", "<h1>Laboratory History</h1>")
    pages["/dataverse/root"] = DV.page("Root", "<h1>Root</h1>")
    return pages


dv_build = builder(DV, _dv_pages())

# --- Dryad: data behind history-of-science papers --------------------------------------
DR = portal(
    "datadryad.dryad-hist.hx124.example",
    "Dryad",
    menu=(
        ("/stash/our_membership", "Membership"),
        ("/stash/requirements", "Submission"),
        ("/stash/about", "About"),
    ),
    title_format="{title}",
    home_title="Dryad | Data -- the rest of the story",
)
DR_SETS = {
    "dryad.x3ffbg7q1": (
        "Data from: A census of annotated first-edition copies of the Principia",
        [81120, 81121],
    ),
    "dryad.m0cfxpp9t": (
        "Data from: Thermometer scales in eighteenth-century weather diaries",
        [90233],
    ),
}


def _dr_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for doi, (title, fids) in DR_SETS.items():
        files = [a(f"/stash/downloads/file_stream/{f}", f"table_{f}.csv") for f in fids]
        zipl = a(f"/stash/downloads/download_resource/{fids[0] // 10}", "Download full dataset")
        pages[f"/stash/dataset/doi:10.5061/{doi}"] = DR.page(
            title,
            f'<div class="o-dataset"><h1 class="o-heading__level1">{title}</h1>{zipl}'
            f"<h2>Files</h2>{ul(files)}"
            f"<p>{a(f'/stash/data_paper/doi:10.5061/{doi}', 'Data paper (printable)')}</p></div>",
        )
        pages[f"/stash/data_paper/doi:10.5061/{doi}"] = DR.page(
            title, f"<h1>{title}</h1><p>Methods and README.</p>{ul(files)}"
        )
        pages[f"/stash/downloads/download_resource/{fids[0] // 10}"] = b"PK\x03\x04" + b"\x00" * 40
        for f in fids:
            pages[f"/stash/downloads/file_stream/{f}"] = b"copy,owner,annotations\n1,Cambridge,42\n"
    return pages


dr_build = builder(DR, _dr_pages())

# --- Drupal: a laboratory notebook digital edition -------------------------------------
DN = portal(
    "notebooks.menlo-papers.hx124.example",
    "Menlo Park Notebooks",
    menu=(("/notebooks", "Notebooks"), ("/people", "People"), ("/about", "About the edition")),
    title_format="{title}",
    home_title="Menlo Park Notebooks | Digital edition",
)
DN_BOOKS = {
    "n-78-02-11": ("Menlo Park notebook N-78-02-11: phonograph experiments", [5521, 5522, 5523]),
    "n-79-07-31": ("Menlo Park notebook N-79-07-31: carbon filament trials", [6104, 6105]),
}


def _dn_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for slug, (title, nodes) in DN_BOOKS.items():
        other = [s for s in DN_BOOKS if s != slug][0]
        pages[f"/notebooks/{slug}"] = DN.page(
            title,
            f'<div class="node node--type-notebook"><h1 class="page-title">{title}</h1>'
            f'<div class="field--name-field-pages">'
            f"{ul([a(f'/node/{n}', f'Page {i}') for i, n in enumerate(nodes, 1)])}</div>"
            f'<div class="field--name-field-people">{a("/people/charles-batchelor", "Charles Batchelor")}</div>'
            f'<div class="related">See also {a(f"/notebooks/{other}", "another notebook")}</div></div>',
        )
        for i, n in enumerate(nodes, 1):
            pages[f"/node/{n}"] = DN.page(
                f"{title}, page {i}",
                f'<h1>{title}, page {i}</h1><img src="/sites/default/files/scans/{n}.png">'
                f"<p>Transcription: tried tinfoil on the cylinder ...</p>"
                f"{a(f'/notebooks/{slug}', 'Back to notebook')}",
            )
            pages[f"/sites/default/files/scans/{n}.png"] = pngr()
    pages["/people/charles-batchelor"] = DN.page("Charles Batchelor", "<h1>Charles Batchelor</h1>")
    return pages


dn_build = builder(DN, _dn_pages())

# --- eMuseum (Gallery Systems): a science museum's instrument collection ---------------
EM = portal(
    "collections.instrument-museum.hx124.example",
    "Collections Online",
    menu=(("/collections", "Collections"), ("/search/*/objects", "Objects"), ("/people", "People")),
    title_format="{title} – {name}",
)
EM_OBJS = {
    34521: ("reflecting-telescope", "Gregorian reflecting telescope by James Short, 1750"),
    40877: ("orrery", "Grand orrery by Thomas Wright, c.1733"),
}


def _em_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for oid, (slug, title) in EM_OBJS.items():
        main = (
            f'<div class="emuseumObject"><h1 class="titleField">{title}</h1>'
            f'<img src="/internal/media/dispatcher/{oid + 7}/preview">'
            f'<div class="peopleField">{a("/people/1102/james-short", "James Short")}</div>'
            f'<div class="relatedObjects">{a("/collections/12/astronomy", "Astronomy")}</div>'
            f'<div class="toolbar">{a(f"/objects/{oid}/{slug}/print", "Print")} '
            f"{a(f'/apis/iiif/presentation/v2/objects-{oid}/manifest', 'IIIF manifest')} "
            f"{a(f'/search/*/objects/json?filter=objectId%3A{oid}', 'JSON')}</div></div>"
        )
        pages[f"/objects/{oid}/{slug}"] = EM.page(title, main)
        pages[f"/objects/{oid}/{slug}/print"] = EM.page(title, f"<h1>{title}</h1>")
        pages[f"/apis/iiif/presentation/v2/objects-{oid}/manifest"] = jsonr(
            f'{{"label": "{title}"}}'
        )
        pages[f"/search/*/objects/json?filter=objectId%3A{oid}"] = jsonr(f'{{"id": {oid}}}')
        pages[f"/internal/media/dispatcher/{oid + 7}/preview"] = pngr()
    pages["/people/1102/james-short"] = EM.page("James Short", "<h1>James Short</h1>")
    pages["/collections/12/astronomy"] = EM.page("Astronomy", "<h1>Astronomy</h1>")
    return pages


em_build = builder(EM, _em_pages())

# --- TEI Publisher: a scientist's correspondence edition -------------------------------
TP = portal(
    "letters.tyndall-corr.hx124.example",
    "The Correspondence of John Tyndall",
    menu=(
        ("/exist/apps/tyndall/letters.html", "Letters"),
        ("/exist/apps/tyndall/people.html", "People"),
        ("/exist/apps/tyndall/about.html", "About"),
    ),
    title_format="{title} - {name}",
)
TP_BASE = "/exist/apps/tyndall"
TP_LETTERS = {"tyndall-0457": "Tyndall to Faraday, 12 March 1856"}


def _tp_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for lid, title in TP_LETTERS.items():
        main = (
            f'<pb-view src="document1"><h1>{title}</h1><p>My dear Faraday, the ice experiments ...</p>'
            f'</pb-view><nav class="downloads">'
            f"{a(f'{TP_BASE}/api/document/{lid}.xml', 'TEI/XML')} "
            f"{a(f'{TP_BASE}/api/document/{lid}/pdf', 'PDF')} "
            f"{a(f'{TP_BASE}/facsimile/{lid}', 'Facsimile')}</nav>"
            f"<p>People: {a(f'{TP_BASE}/people/faraday-michael.html', 'Michael Faraday')}</p>"
            f"<p>{a(f'{TP_BASE}/essays/editorial-principles.html', 'Editorial principles')}</p>"
        )
        pages[f"{TP_BASE}/letters/{lid}.html"] = TP.page(title, main)
        pages[f"{TP_BASE}/api/document/{lid}.xml"] = xmlr(f"<TEI><title>{title}</title></TEI>")
        pages[f"{TP_BASE}/api/document/{lid}/pdf"] = pdfr(title, "Letter")
        pages[f"{TP_BASE}/facsimile/{lid}"] = TP.page(f"Facsimile: {title}", f"<h1>{title}</h1>")
    pages[f"{TP_BASE}/people/faraday-michael.html"] = TP.page("Michael Faraday", "<h1>Faraday</h1>")
    pages[f"{TP_BASE}/essays/editorial-principles.html"] = TP.page(
        "Editorial principles",
        '<article class="essay"><h1>Editorial principles</h1><p>Letters are transcribed '
        'diplomatically; see the <a href="/exist/apps/tyndall/letters.html">list of letters</a>.'
        "</p></article>",
    )
    for h, t in TP.menu:
        pages[h] = TP.page(t, f"<h1>{t}</h1>")
    return pages


tp_build = builder(TP, _tp_pages())


CASES: list[Case] = [
    # Dataverse: the seed's Dataverse row, Significant String from Filtered Title (the site
    # name trails the title).  The dataset title appears in its page, its file pages and its
    # metadata exports; downloads sit behind buttons.  Truth: those pages; not the parent
    # dataverse.
    *[
        case(
            f"dataverse-{pid[4:].lower()}",
            "Dataverse (history of science data)",
            "dataset",
            "sig_filtered_title",
            DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
            [
                DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
                DV.url(
                    f"/api/datasets/export?exporter=dataverse_json&persistentId=doi:10.70122/{pid}"
                ),
                DV.url(f"/api/datasets/export?exporter=oai_dc&persistentId=doi:10.70122/{pid}"),
                *(DV.url(f"/file.xhtml?fileId={f}&version=1.0") for f in fids),
            ],
            dv_build,
            others=[DV.url("/dataverse/labhistory")],
        )
        for pid, (_t, fids) in DV_SETS.items()
    ],
    # Dryad: the seed's own Fig. 7 case, Significant String from Title+ with Ignored URIs.
    # The title ("Data from: ...") is in the landing and data-paper pages; the files and
    # the zip lack it and are one hop out.  Truth: both pages, the files, the zip.
    *[
        case(
            f"dryad-{doi[6:]}",
            "Dryad (history of science data)",
            "dataset",
            "sig_title_plus_ignored",
            DR.url(f"/stash/dataset/doi:10.5061/{doi}"),
            [
                DR.url(f"/stash/dataset/doi:10.5061/{doi}"),
                DR.url(f"/stash/data_paper/doi:10.5061/{doi}"),
                DR.url(f"/stash/downloads/download_resource/{fids[0] // 10}"),
                *(DR.url(f"/stash/downloads/file_stream/{f}") for f in fids),
            ],
            dr_build,
        )
        for doi, (_t, fids) in DR_SETS.items()
    ],
    # Drupal notebook edition: the page title is the bare notebook title and every page
    # node repeats it (Dryad-like), the nodes sharing no path with the notebook:
    # Significant String from Title.  Truth: notebook page and its page nodes (scans are
    # embedded); not the person page nor the related notebook.
    *[
        case(
            f"drupal-{slug}",
            "Drupal (laboratory notebook edition)",
            "digitised notebook",
            "sig_title",
            DN.url(f"/notebooks/{slug}"),
            [DN.url(f"/notebooks/{slug}"), *(DN.url(f"/node/{n}") for n in nodes)],
            dn_build,
            others=[DN.url(f"/notebooks/{[s for s in DN_BOOKS if s != slug][0]}")],
        )
        for slug, (_t, nodes) in DN_BOOKS.items()
    ],
    # eMuseum object: its number is in every URI of the object (print view, IIIF manifest,
    # JSON), on paths that differ: the seed's GBIF row, Significant String from URI.
    *[
        case(
            f"emuseum-{oid}",
            "eMuseum (scientific instrument collection)",
            "museum object record",
            "sig_uri",
            EM.url(f"/objects/{oid}/{slug}"),
            [
                EM.url(f"/objects/{oid}/{slug}"),
                EM.url(f"/objects/{oid}/{slug}/print"),
                EM.url(f"/apis/iiif/presentation/v2/objects-{oid}/manifest"),
                EM.url(f"/search/*/objects/json?filter=objectId%3A{oid}"),
            ],
            em_build,
            others=[EM.url("/people/1102/james-short")],
        )
        for oid, (slug, _t) in EM_OBJS.items()
    ],
    # TEI Publisher letter: the letter id is in its TEI, PDF and facsimile URIs, which sit
    # on other paths: Significant String from URI.  Truth: letter, TEI, PDF, facsimile.
    case(
        "teipub-tyndall-0457",
        "TEI Publisher (correspondence edition)",
        "edited letter",
        "sig_uri",
        TP.url(f"{TP_BASE}/letters/tyndall-0457.html"),
        [
            TP.url(f"{TP_BASE}/letters/tyndall-0457.html"),
            TP.url(f"{TP_BASE}/api/document/tyndall-0457.xml"),
            TP.url(f"{TP_BASE}/api/document/tyndall-0457/pdf"),
            TP.url(f"{TP_BASE}/facsimile/tyndall-0457"),
        ],
        tp_build,
        others=[TP.url(f"{TP_BASE}/people/faraday-michael.html")],
    ),
    # The edition's editorial essay: an article, a Single Artifact URI (the seed's JSTOR
    # Daily/Conversation rows): Single Page.  Its one link is the menu's list of letters.
    case(
        "teipub-editorial-principles",
        "TEI Publisher (correspondence edition)",
        "essay",
        "single_page",
        TP.url(f"{TP_BASE}/essays/editorial-principles.html"),
        [TP.url(f"{TP_BASE}/essays/editorial-principles.html")],
        tp_build,
    ),
]
