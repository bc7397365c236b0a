"""Archival description and digitised collections: an ArchivesSpace public interface
(collection → series → file, with a digital object on a DAMS), an AtoM catalogue (fonds →
series → file, EAD and Dublin Core exports), a Europeana-like aggregator record pointing at
its holding museum, and a Chronicling America-like newspaper viewer (issue → pages → OCR)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, links

from ._kit import file_host, generator, html, image, json, pdf, portal, text, xml

# --- ArchivesSpace public interface -----------------------------------------------------
ASPACE = portal(
    "archives.westbrook-univ.hx15.example",
    "Westbrook University Archives",
    menu=[
        ("/repositories", "Repositories"),
        ("/repositories/resources", "Collections"),
        ("/objects", "Digital Materials"),
        ("/agents", "Names"),
        ("/subjects", "Subjects"),
    ],
)
ASPACE_DAMS = "dams.westbrook-univ.hx15.example"
# resource id -> (title, agent, [(series id, series title, [(file id, file title, do id)])])
ASPACE_COLLECTIONS = {
    145: (
        "Records of the Thornbury Weavers' Union",
        "/agents/corporate_entities/61",
        [
            (5521, "Series 1: Minute books", [(5530, "Minute book, 1921-1925", 88)]),
            (5522, "Series 2: Strike fund ledgers", [(5540, "Ledger, 1926", None)]),
        ],
    ),
    151: (
        "Agnes Pryor papers on women's suffrage",
        "/agents/people/212",
        [
            (6010, "Series 1: Correspondence", [(6011, "Letters from Millicent Fawcett", 97)]),
            (6020, "Series 2: Pamphlets", [(6021, "Votes for Women leaflets", 98)]),
        ],
    ),
}


def _aspace_pages() -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    dams: dict[str, PageValue] = {}
    for rid, (title, agent, series) in ASPACE_COLLECTIONS.items():
        res = f"/repositories/2/resources/{rid}"
        crumbs = f'<ol class="breadcrumb"><li><a href="/repositories/2">Westbrook University Archives</a></li><li><a href="{res}">{escape(title)}</a></li>'
        other = next(r for r in ASPACE_COLLECTIONS if r != rid)
        tools = (
            '<div class="page_actions"><a href="/repositories/2/resources/'
            f'{rid}/pdf">Download PDF finding aid</a> · <a href="/cite?uri={res}">Cite</a> · '
            f'<a href="/fill_request?uri={res}">Request</a></div>'
        )
        pages[res] = html(
            ASPACE.page(
                title,
                f"{crumbs}</ol><h1>{escape(title)}</h1>{tools}<h2>Scope and Contents</h2><p>…</p>"
                f'<h2>Creator</h2><p><a href="{agent}">Creator record</a></p>'
                f'<p><a href="/subjects/33">Labor unions -- England</a></p>'
                + links(
                    [
                        (f"{res}/collection_organization", "Collection organization"),
                        (f"{res}/inventory", "Inventory"),
                        *((f"/repositories/2/archival_objects/{s}", t) for s, t, _f in series),
                    ]
                )
                + f'<p>Related collection: <a href="/repositories/2/resources/{other}">'
                f"{escape(ASPACE_COLLECTIONS[other][0])}</a></p>",
            )
        )
        pages[f"{res}/pdf"] = pdf(f"Finding aid: {title}", "Westbrook University Archives")
        tree = links([(f"/repositories/2/archival_objects/{s}", t) for s, t, _f in series])
        for p, t in [
            ("collection_organization", "Collection organization"),
            ("inventory", "Inventory"),
        ]:
            pages[f"{res}/{p}"] = html(
                ASPACE.page(f"{t} | {title}", f"{crumbs}</ol><h1>{t}</h1>{tree}")
            )
        for sid, stitle, files in series:
            pages[f"/repositories/2/archival_objects/{sid}"] = html(
                ASPACE.page(
                    stitle,
                    f"{crumbs}<li>{escape(stitle)}</li></ol><h1>{escape(stitle)}</h1>"
                    f"<p>Part of {escape(title)}</p>"
                    + links([(f"/repositories/2/archival_objects/{f}", ft) for f, ft, _d in files]),
                )
            )
            for fid, ftitle, do in files:
                extra = ""
                if do:
                    extra = f'<p>Digital object: <a href="/repositories/2/digital_objects/{do}">{escape(ftitle)} (digitised)</a></p>'
                    pages[f"/repositories/2/digital_objects/{do}"] = html(
                        ASPACE.page(
                            f"{ftitle} (digitised)",
                            f"{crumbs}</ol><h1>{escape(ftitle)} (digitised)</h1>"
                            f"<p>From the collection {escape(title)}</p>"
                            f'<p><a href="http://{ASPACE_DAMS}/access/{do}/master.pdf">View file</a></p>',
                        )
                    )
                    dams[f"/access/{do}/master.pdf"] = pdf(ftitle, f"Scan of item {do}")
                pages[f"/repositories/2/archival_objects/{fid}"] = html(
                    ASPACE.page(
                        ftitle,
                        f'{crumbs}<li><a href="/repositories/2/archival_objects/{sid}">{escape(stitle)}</a></li>'
                        f"</ol><h1>{escape(ftitle)}</h1><p>Box 1, Folder {fid % 100}</p>{extra}",
                    )
                )
        pages[agent] = html(
            ASPACE.page("Creator", f"<h1>Creator</h1><p><a href='{res}'>{escape(title)}</a></p>")
        )
    pages["/subjects/33"] = html(ASPACE.page("Labor unions -- England", "<h1>Subject</h1>"))
    pages["/repositories/2"] = html(
        ASPACE.page("Westbrook University Archives", "<h1>Repository</h1>")
    )
    return pages, dams


def aspace_sites() -> list[Site]:
    pages, dams = _aspace_pages()
    return [ASPACE.site(pages), file_host(ASPACE_DAMS, dams)]


def _aspace_case(rid: int) -> Case:
    # Expected sig_title_plus_ignored: ArchivesSpace URIs carry internal ids of different
    # record types (resources, archival_objects, digital_objects), so no path or URI
    # string spans the collection; the collection title, however, appears in the
    # breadcrumb of every component page — the seed's Dryad pattern — while the digitised
    # file on the DAMS and the PDF finding aid do not all carry it and sit one hop out.
    # Truth: collection, its organization and inventory views, the PDF finding aid, every
    # series and file record, digital object records and their files.  Not: the creator
    # agent and subject (authority records, shared with other collections: `others`), the
    # repository page, cite/request forms, the related collection.
    title, agent, series = ASPACE_COLLECTIONS[rid]
    u = ASPACE.url
    res = f"/repositories/2/resources/{rid}"
    truth = {u(res), u(f"{res}/collection_organization"), u(f"{res}/inventory"), u(f"{res}/pdf")}
    for sid, _st, files in series:
        truth.add(u(f"/repositories/2/archival_objects/{sid}"))
        for fid, _ft, do in files:
            truth.add(u(f"/repositories/2/archival_objects/{fid}"))
            if do:
                truth |= {
                    u(f"/repositories/2/digital_objects/{do}"),
                    f"http://{ASPACE_DAMS}/access/{do}/master.pdf",
                }
    other = next(r for r in ASPACE_COLLECTIONS if r != rid)
    return Case(
        f"aspace-collection-{rid}",
        "ArchivesSpace PUI (finding aid)",
        "archival finding aid",
        "sig_title_plus_ignored",
        u(res),
        frozenset(truth),
        aspace_sites,
        others=frozenset({u(agent), u("/subjects/33"), u(f"/repositories/2/resources/{other}")}),
    )


# --- AtoM catalogue ----------------------------------------------------------------------
ATOM = portal(
    "catalogue.harrowgate-record-office.hx15.example",
    "Harrowgate County Record Office",
    menu=[
        ("/index.php/informationobject/browse", "Archival descriptions"),
        ("/index.php/actor/browse", "Authority records"),
        ("/index.php/repository/browse", "Archival institutions"),
        ("/index.php/taxonomy/index/id/35", "Subjects"),
    ],
    title_format="{title} - {name}",
)
# fonds slug -> (title, creator slug, [(series slug, title, [file slug, title])])
ATOM_FONDS = {
    "harrowgate-estate-papers": (
        "Harrowgate Estate papers",
        "harrowgate-family",
        [
            ("estate-rentals", "Estate rentals", [("rental-1843", "Rental, Michaelmas 1843")]),
            (
                "estate-maps",
                "Estate maps",
                [
                    ("map-of-low-farm", "Map of Low Farm, 1811"),
                    ("tithe-apportionment", "Tithe apportionment copy"),
                ],
            ),
        ],
    ),
    "ellerby-parish-records": (
        "Ellerby parish records",
        "ellerby-parish",
        [("registers", "Parish registers", [("baptisms-1754-1812", "Baptisms 1754-1812")])],
    ),
}


def _atom_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    head = generator("Access to Memory (AtoM) 2.7.1")
    for slug, (title, creator, series) in ATOM_FONDS.items():
        p = f"/index.php/{slug}"
        crumb = f'<section class="breadcrumb"><a href="{p}">{escape(title)}</a>'
        other = next(s for s in ATOM_FONDS if s != slug)
        pages[p] = html(
            ATOM.page(
                title,
                f"{crumb}</section><h1>{escape(title)}</h1><p>Level of description: Fonds</p>"
                f'<p>Name of creator: <a href="/index.php/{creator}">{creator}</a></p>'
                f'<p>Subject access points: <a href="/index.php/agriculture">Agriculture</a></p>'
                + links([(f"/index.php/{s}", t) for s, t, _f in series])
                + f'<p>Export: <a href="{p};ead?sf_format=xml">EAD 2002 XML</a> · '
                f'<a href="{p};dc?sf_format=xml">Dublin Core XML</a></p>'
                f'<p>Clipboard: <a href="/index.php/user/clipboard">View</a></p>'
                f'<p>Other fonds: <a href="/index.php/{other}">{ATOM_FONDS[other][0]}</a></p>',
                head=head,
            )
        )
        pages[f"{p};ead?sf_format=xml"] = xml(
            f"<ead><archdesc level='fonds'><did><unittitle>{escape(title)}</unittitle></did></archdesc></ead>"
        )
        pages[f"{p};dc?sf_format=xml"] = xml(
            f"<oai_dc:dc xmlns:oai_dc='http://www.openarchives.org/OAI/2.0/oai_dc/'><title>{escape(title)}</title></oai_dc:dc>"
        )
        pages[f"/index.php/{creator}"] = html(
            ATOM.page(creator, f"<h1>{creator}</h1><p>Authority record</p>", head=head)
        )
        for s, st, files in series:
            pages[f"/index.php/{s}"] = html(
                ATOM.page(
                    st,
                    f"{crumb} &gt; {escape(st)}</section><h1>{escape(st)}</h1><p>Level of description: Series</p>"
                    + links([(f"/index.php/{f}", ft) for f, ft in files]),
                    head=head,
                )
            )
            for f, ft in files:
                pages[f"/index.php/{f}"] = html(
                    ATOM.page(
                        ft,
                        f'{crumb} &gt; <a href="/index.php/{s}">{escape(st)}</a> &gt; {escape(ft)}'
                        f"</section><h1>{escape(ft)}</h1><p>Level of description: File</p>",
                        head=head,
                    )
                )
    pages["/index.php/agriculture"] = html(
        ATOM.page("Agriculture", "<h1>Agriculture</h1>", head=head)
    )
    return pages


def atom_sites() -> list[Site]:
    return [ATOM.site(_atom_pages())]


def _atom_case(slug: str) -> Case:
    # Expected sig_title: AtoM slugs are flat (/index.php/<slug>) so paths do not nest,
    # but every lower-level description repeats the fonds title in its breadcrumb, and the
    # EAD and Dublin Core exports carry it too; there are no digitised files here, so no
    # "+": every artifact URI contains the title string.  Truth: fonds, series, files,
    # both exports.  Not: creator authority record and subject (`others`), clipboard,
    # browse pages, the other fonds.
    title, creator, series = ATOM_FONDS[slug]
    u = ATOM.url
    p = f"/index.php/{slug}"
    truth = {u(p), u(f"{p};ead?sf_format=xml"), u(f"{p};dc?sf_format=xml")}
    for s, _st, files in series:
        truth.add(u(f"/index.php/{s}"))
        truth |= {u(f"/index.php/{f}") for f, _ft in files}
    other = next(s for s in ATOM_FONDS if s != slug)
    return Case(
        f"atom-{slug}",
        "AtoM catalogue (fonds)",
        "archival finding aid",
        "sig_title",
        u(p),
        frozenset(truth),
        atom_sites,
        others=frozenset(
            {u(f"/index.php/{creator}"), u("/index.php/agriculture"), u(f"/index.php/{other}")}
        ),
    )


# --- Europeana-like aggregator -----------------------------------------------------------
AGG = portal(
    "www.culturalia-eu.hx15.example",
    "Culturalia",
    menu=[
        ("/en/collections", "Collections"),
        ("/en/stories", "Stories"),
        ("/en/galleries", "Galleries"),
    ],
)
MUSEUM = portal("collections.marlow-museum.hx15.example", "Marlow Town Museum")
AGG_ITEMS = {
    "2048128/item_MTM_1987_44": ("Embroidered sampler by Hannah Peel, 1832", "/object/1987.44"),
    "2048128/item_MTM_2003_7": ("Glass lantern slide of the Marlow regatta", "/object/2003.7"),
}


def aggregator_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    mus: dict[str, PageValue] = {}
    head = generator("Nuxt")
    for rid, (title, obj) in AGG_ITEMS.items():
        other = next(r for r in AGG_ITEMS if r != rid)
        provider = MUSEUM.url(obj)
        pages[f"/en/item/{rid}"] = html(
            AGG.page(
                title,
                f"<h1>{escape(title)}</h1><img src='{provider}/thumb.png' alt=''>"
                f"<dl><dt>Providing institution</dt><dd>Marlow Town Museum</dd>"
                f"<dt>Rights</dt><dd><a href='http://creativecommons.test/licenses/by-sa/4.0/'>CC BY-SA</a></dd></dl>"
                f'<p><a href="{provider}">View at Marlow Town Museum</a></p>'
                f'<p>Similar items: <a href="/en/item/{other}">{escape(AGG_ITEMS[other][0])}</a></p>'
                f'<p><a href="/en/search?query=who:%22Marlow%22">More from this provider</a></p>',
                head=head,
                share=AGG.url(f"/en/item/{rid}"),
            )
        )
        mus[obj] = html(MUSEUM.page(title, f"<h1>{escape(title)}</h1><img src='{obj}/thumb.png'>"))
        mus[f"{obj}/thumb.png"] = image(len(obj))
    return [AGG.site(pages), MUSEUM.site(mus)]


def _agg_case(rid: str) -> Case:
    # Expected single_page: an aggregator record is a metadata surrogate — like the seed's
    # Omeka items and Wikipedia articles it is one page; the object itself belongs to the
    # holding museum's own record (an `other`, archived as its own artifact), the thumbnail
    # is embedded, and "similar items" are other records.
    title, obj = AGG_ITEMS[rid]
    other = next(r for r in AGG_ITEMS if r != rid)
    return Case(
        f"aggregator-{rid.rsplit('_', 2)[-2]}-{rid.rsplit('_', 1)[-1]}",
        "Europeana-like aggregator record",
        "cultural heritage aggregator record",
        "single_page",
        AGG.url(f"/en/item/{rid}"),
        frozenset({AGG.url(f"/en/item/{rid}")}),
        aggregator_sites,
        others=frozenset({MUSEUM.url(obj), AGG.url(f"/en/item/{other}")}),
    )


# --- Newspaper viewer (Chronicling America-like) -------------------------------------------
NEWS = portal(
    "papers.penrith-library.hx15.example",
    "Penrith Historic Newspapers",
    menu=[
        ("/newspapers/", "All titles"),
        ("/search/pages/advanced/", "Advanced search"),
        ("/about/", "About"),
    ],
)
LCCN = "sn84031522"
ISSUES = ["1912-04-16", "1912-04-17"]
N_PAGES = 3


def newspaper_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    t = f"/lccn/{LCCN}"
    pages[f"{t}/"] = html(
        NEWS.page(
            "The Penrith Observer",
            "<h1>The Penrith Observer</h1>" + links([(f"{t}/issues/", "All issues")]),
        )
    )
    pages[f"{t}/issues/"] = html(
        NEWS.page("Issues", links([(f"{t}/{d}/ed-1/", d) for d in ISSUES]))
    )
    for k, d in enumerate(ISSUES):
        ed = f"{t}/{d}/ed-1"
        nav = f'<p><a href="{t}/">The Penrith Observer</a> · <a href="{t}/issues/">All issues</a>'
        if k > 0:
            nav += f' · <a href="{t}/{ISSUES[k - 1]}/ed-1/">Previous issue</a>'
        if k + 1 < len(ISSUES):
            nav += f' · <a href="{t}/{ISSUES[k + 1]}/ed-1/">Next issue</a>'
        nav += "</p>"
        pages[f"{ed}/"] = html(
            NEWS.page(
                f"The Penrith Observer, {d}, Edition 1",
                f"<h1>The Penrith Observer, {d}</h1>{nav}"
                + links([(f"{ed}/seq-{i}/", f"Page {i}") for i in range(1, N_PAGES + 1)])
                + f'<p><a href="{ed}.json">JSON</a></p>',
            )
        )
        pages[f"{ed}.json"] = json(
            {"date_issued": d, "pages": [f"{ed}/seq-{i}.json" for i in range(1, N_PAGES + 1)]}
        )
        for i in range(1, N_PAGES + 1):
            seq = f"{ed}/seq-{i}"
            pages[f"{seq}/"] = html(
                NEWS.page(
                    f"Image {i} of The Penrith Observer, {d}",
                    f"<h1>Page {i}</h1>{nav}<img src='{seq}/thumbnail.jpg'>"
                    + links(
                        [
                            (f"{ed}/", "Issue"),
                            (f"{seq}/ocr/", "Text"),
                            (f"{seq}.pdf", "PDF"),
                            (f"{seq}.jp2", "JP2"),
                            (f"{seq}/ocr.xml", "ALTO XML"),
                        ]
                    ),
                )
            )
            pages[f"{seq}/thumbnail.jpg"] = image(i)
            pages[f"{seq}/ocr/"] = html(
                NEWS.page(
                    f"OCR text, page {i}, {d}",
                    f"<h1>Text</h1><pre>PENRITH OBSERVER …</pre><a href='{seq}/ocr.txt'>Plain text</a> <a href='{seq}/'>Page image</a>",
                )
            )
            pages[f"{seq}/ocr.txt"] = text(f"PENRITH OBSERVER {d} page {i}")
            pages[f"{seq}/ocr.xml"] = xml(f"<alto><Page ID='p{i}'/></alto>")
            pages[f"{seq}.pdf"] = pdf(f"The Penrith Observer {d}", f"page {i}")
            pages[f"{seq}.jp2"] = b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes(64)
    return [NEWS.site(pages)]


def _issue_case(d: str) -> Case:
    # Expected path_based: everything of an issue — page viewers, OCR pages and text,
    # ALTO, PDF and JP2 per page — sits under /lccn/<lccn>/<date>/ed-1/ (the JSON
    # description at ed-1.json shares the prefix "…/ed-1" but not "…/ed-1/": disputable,
    # it is the issue's metadata, so it is in the truth).  Not: the newspaper title
    # page, the issue list, the previous and next issues (other artifacts).
    u = NEWS.url
    ed = f"/lccn/{LCCN}/{d}/ed-1"
    truth = {u(f"{ed}/"), u(f"{ed}.json")}
    for i in range(1, N_PAGES + 1):
        seq = f"{ed}/seq-{i}"
        truth |= {
            u(f"{seq}/"),
            u(f"{seq}/ocr/"),
            u(f"{seq}/ocr.txt"),
            u(f"{seq}/ocr.xml"),
            u(f"{seq}.pdf"),
            u(f"{seq}.jp2"),
        }
    others = {u(f"/lccn/{LCCN}/"), *(u(f"/lccn/{LCCN}/{x}/ed-1/") for x in ISSUES if x != d)}
    return Case(
        f"newspaper-issue-{d}",
        "Chronicling America-like newspaper viewer",
        "digitised newspaper issue",
        "path_based",
        u(f"{ed}/"),
        frozenset(truth),
        newspaper_sites,
        others=frozenset(others),
    )


CASES = [
    _aspace_case(145),
    _aspace_case(151),
    _atom_case("harrowgate-estate-papers"),
    _atom_case("ellerby-parish-records"),
    _agg_case("2048128/item_MTM_1987_44"),
    _agg_case("2048128/item_MTM_2003_7"),
    _issue_case("1912-04-16"),
    _issue_case("1912-04-17"),
]
