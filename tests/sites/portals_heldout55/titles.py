"""heldout55's title-string portals: a field-notebook archive, a record office's finding aids
and a specimen data depot.

Seed reasoning: when the entry page's <title> is a string that every object of the
artifact carries in its content (and nothing else on the portal does), and the objects'
URIs share no path, the heuristic is Significant String from Title; when the data files
themselves lack the string but sit one hop from pages that have it (the seed's Dryad), it
is Significant String from Title+ with Ignored URIs.  The notebook and finding-aid pages
put the record title, with no site name, in <title>; every page, transcript and export of
the record repeats it; the chrome and the other records never do.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, binary, dl, host, pdf_file, text, ul

# ---------------------------------------------------------------------------------------
# Lanternfly Archive: digitised field notebooks, page by page, with transcriptions.

BOOKS = host("fieldbooks", "lanternfly-archive")
_NOTEBOOKS = {
    4471: {
        "title": "Field notebook of Hedda Lindqvist: Lofoten shore collecting, 1907",
        "short": "Lofoten 1907",
        "first_page": 88213,
        "pages": 4,
        "revisions": False,
        "others": [4472],
    },
    5120: {
        "title": "Journal of the Kinabalu expedition, Rowan Achterberg, vol. 2, 1929",
        "short": "Kinabalu vol. 2",
        "first_page": 90410,
        "pages": 9,
        "revisions": True,
        "others": [5119, 5121],
    },
}
_OTHER_BOOKS = {
    4472: "Field notebook of Hedda Lindqvist: Vesteralen dredging, 1908",
    5119: "Journal of the Kinabalu expedition, Rowan Achterberg, vol. 1, 1929",
    5121: "Journal of the Kinabalu expedition, Rowan Achterberg, vol. 3, 1929",
}
_SHOWN = 6  # pages listed on the notebook page before "more pages"


def _book_paths(nid: int) -> list[str]:
    nb = _NOTEBOOKS[nid]
    first, n = int(nb["first_page"]), int(nb["pages"])
    out = [f"/notebook/{nid}", f"/export/tei/{nid}.xml", f"/export/pdf/{nid}", f"/cite/{nid}.ris"]
    if n > _SHOWN:
        out.append(f"/notebook/{nid}/pages?from={_SHOWN + 1}")
    for pid in range(first, first + n):
        out += [f"/page/{pid}", f"/page/{pid}/transcript.txt"]
        if nb["revisions"]:
            out.append(f"/page/{pid}/history")
    return out


def _books_sites() -> list[Site]:
    ch = Chrome(
        BOOKS,
        "Lanternfly Field Book Archive",
        nav=[
            ("/notebooks", "Notebooks"),
            ("/collectors", "Collectors"),
            ("/places", "Places"),
            ("/volunteer", "Transcribe with us"),
        ],
        footer=[("/about", "About"), ("/rights", "Rights and reuse"), ("/privacy", "Privacy")],
        accent="#334422",
        tagline="Digitised field notebooks from natural-history expeditions",
    )
    pages: dict[str, object] = {}
    for nid, nb in _NOTEBOOKS.items():
        title, short = str(nb["title"]), str(nb["short"])
        first, n = int(nb["first_page"]), int(nb["pages"])
        ids = list(range(first, first + n))
        t = escape(title)
        exports = ul(
            [
                (f"/export/tei/{nid}.xml", "TEI XML"),
                (f"/export/pdf/{nid}", "PDF"),
                (f"/cite/{nid}.ris", "Cite (RIS)"),
            ]
        )
        listing = ul([(f"/page/{p}", f"Page {k}") for k, p in enumerate(ids[:_SHOWN], 1)])
        if n > _SHOWN:
            listing += f'<a href="/notebook/{nid}/pages?from={_SHOWN + 1}">More pages</a>'
            rest = ul([(f"/page/{p}", f"Page {k}") for k, p in enumerate(ids, 1)][_SHOWN:])
            pages[f"/notebook/{nid}/pages?from={_SHOWN + 1}"] = ch.page(
                f"{title}: pages {_SHOWN + 1}-{n}",
                f"<h1>{t}</h1><h2>Pages {_SHOWN + 1} to {n}</h2>{rest}",
                raw_title=True,
            )
        others = ul([(f"/notebook/{o}", _OTHER_BOOKS[o]) for o in nb["others"]])
        main = (
            f"<h1>{t}</h1>"
            + dl(
                [
                    ("Collector", '<a href="/collectors/c-1182">see collector</a>'),
                    ("Pages", str(n)),
                    ("Held at", "Lanternfly Archive"),
                ]
            )
            + f"<h2>Pages</h2>{listing}<h2>Download</h2>{exports}"
        )
        pages[f"/notebook/{nid}"] = ch.page(
            title, main, aside=f"<h2>Other notebooks</h2>{others}", raw_title=True
        )
        pages[f"/export/tei/{nid}.xml"] = text(
            f"<TEI><teiHeader><title>{t}</title></teiHeader></TEI>\n", "application/tei+xml"
        )
        pages[f"/export/pdf/{nid}"] = pdf_file(title, "Transcription export")
        pages[f"/cite/{nid}.ris"] = text(
            f"TY  - MANSCPT\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        for k, p in enumerate(ids, 1):
            pager = ""
            if k > 1:
                pager += f'<a rel="prev" href="/page/{ids[k - 2]}">Previous page</a> '
            if k < n:
                pager += f'<a rel="next" href="/page/{ids[k]}">Next page</a>'
            hist = (
                f' · <a href="/page/{p}/history">Transcription history</a>'
                if nb["revisions"]
                else ""
            )
            pages[f"/page/{p}"] = ch.page(
                f"{short}, page {k}",
                f'<p class="parent">From <a href="/notebook/{nid}">{t}</a></p><h1>Page {k}</h1>'
                f'<img src="/scans/{p}.png" alt="scan"><p><a href="/page/{p}/transcript.txt">Plain-text transcript</a>'
                f"{hist}</p><p>{pager}</p>",
            )
            pages[f"/page/{p}/transcript.txt"] = text(
                f"{title}\nPage {k}\nShore at low tide...\n", "text/plain"
            )
            pages[f"/scans/{p}.png"] = binary(str(p), 200, "image/png")
            if nb["revisions"]:
                pages[f"/page/{p}/history"] = ch.page(
                    f"{short}, page {k}: history",
                    f"<h1>{t}</h1><p>Page {k}: 3 revisions by volunteers.</p>",
                )
        for o in nb["others"]:
            pages[f"/notebook/{o}"] = ch.page(
                _OTHER_BOOKS[o], f"<h1>{escape(_OTHER_BOOKS[o])}</h1>", raw_title=True
            )
    pages["/collectors/c-1182"] = ch.page(
        "Collector", "<h1>Collector</h1><p>Notebooks: Lofoten 1907, Kinabalu vol. 2.</p>"
    )
    return [ch.site(pages)]


def _book_case(name: str, nid: int) -> Case:
    nb = _NOTEBOOKS[nid]
    return Case(
        name=name,
        imitates=f"field notebook archive ({nb['title']})",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=f"http://{BOOKS}/notebook/{nid}",
        truth=frozenset(f"http://{BOOKS}{p}" for p in _book_paths(nid)),
        build=_books_sites,
        others=frozenset(f"http://{BOOKS}/notebook/{o}" for o in nb["others"]),
    )


# ---------------------------------------------------------------------------------------
# Cardmoor Record Office: finding aids for digitised museum registers and ledgers.

AIDS = host("findingaids", "cardmoor-records")
_FONDS = {
    118: {
        "title": "Register of specimens received by Cardmoor Museum, 1862-1871",
        "series": {"118-1": ["118-1-1", "118-1-2", "118-1-3"]},
        "digital": ["dobj-5531"],
        "related": [119],
    },
    207: {
        "title": "Ledgers of the Cardmoor Herbarium exchange club, 1890-1914",
        "series": {
            "207-1": [f"207-1-{i}" for i in range(1, 13)],
            "207-2": ["207-2-1", "207-2-2"],
            "207-3": ["207-3-1"],
        },
        "digital": ["dobj-6001", "dobj-6002", "dobj-6003"],
        "related": [208, 118],
    },
}
_RELATED = {
    119: "Letters to the curator of Cardmoor Museum, 1860-1880",
    208: "Minute books of the exchange club",
}
_ITEMS_PER_PAGE = 10


def _fonds_paths(fid: int) -> list[str]:
    f = _FONDS[fid]
    out = [f"/fonds/{fid}", f"/export/ead/{fid}.xml", f"/export/dc/{fid}.xml", f"/print/{fid}.pdf"]
    for sid, items in f["series"].items():
        out.append(f"/series/{sid}")
        pages = (len(items) + _ITEMS_PER_PAGE - 1) // _ITEMS_PER_PAGE
        out += [f"/series/{sid}?page={p}" for p in range(2, pages + 1)]
        out += [f"/item/{i}" for i in items]
    out += [f"/digital/{d}" for d in f["digital"]]
    return out


def _aids_sites() -> list[Site]:
    ch = Chrome(
        AIDS,
        "Cardmoor Record Office",
        nav=[
            ("/repositories", "Repositories"),
            ("/subjects", "Subjects"),
            ("/agents", "Names"),
            ("/reading-room", "Reading room"),
        ],
        accent="#40304f",
        signin=(("/users/sign_in", "Researcher account"),),
    )
    pages: dict[str, object] = {}
    titles = {**{k: str(v["title"]) for k, v in _FONDS.items()}, **_RELATED}
    for fid, f in _FONDS.items():
        title = str(f["title"])
        t = escape(title)
        part = f'<p class="partof">Part of <a href="/fonds/{fid}">{t}</a></p>'
        series = f["series"]
        digital = list(f["digital"])
        exports = ul(
            [
                (f"/export/ead/{fid}.xml", "EAD"),
                (f"/export/dc/{fid}.xml", "Dublin Core"),
                (f"/print/{fid}.pdf", "Printable PDF"),
            ]
        )
        main = (
            f"<h1>{t}</h1>"
            + dl(
                [
                    ("Reference", f"CRO/MUS/{fid}"),
                    ("Level", "Fonds"),
                    ("Extent", f"{len(series)} series"),
                ]
            )
            + "<h2>Series</h2>"
            + ul([(f"/series/{s}", f"Series {s}") for s in series])
            + "<h2>Digitised</h2>"
            + ul([(f"/digital/{d}", f"Digital object {d}") for d in digital])
            + f"<h2>Export</h2>{exports}"
        )
        rel = ul([(f"/fonds/{r}", titles[r]) for r in f["related"]])
        pages[f"/fonds/{fid}"] = ch.page(
            title, main, aside=f"<h2>Related materials</h2>{rel}", raw_title=True
        )
        pages[f"/export/ead/{fid}.xml"] = text(
            f"<ead><archdesc><did><unittitle>{t}</unittitle></did></archdesc></ead>\n",
            "application/xml",
        )
        pages[f"/export/dc/{fid}.xml"] = text(
            f"<oai_dc:dc><dc:title>{t}</dc:title></oai_dc:dc>\n", "application/xml"
        )
        pages[f"/print/{fid}.pdf"] = pdf_file(title, "Finding aid")
        for sid, items in series.items():
            npages = (len(items) + _ITEMS_PER_PAGE - 1) // _ITEMS_PER_PAGE
            for p in range(1, npages + 1):
                chunk = items[(p - 1) * _ITEMS_PER_PAGE : p * _ITEMS_PER_PAGE]
                pager = " ".join(
                    f'<a href="/series/{sid}' + (f"?page={q}" if q > 1 else "") + f'">{q}</a>'
                    for q in range(1, npages + 1)
                    if q != p
                )
                key = f"/series/{sid}" + (f"?page={p}" if p > 1 else "")
                pages[key] = ch.page(
                    f"Series {sid}",
                    f"{part}<h1>Series {sid}</h1>"
                    + ul([(f"/item/{i}", f"File {i}") for i in chunk])
                    + f"<p>{pager}</p>",
                )
            for i in items:
                pages[f"/item/{i}"] = ch.page(
                    f"File {i}",
                    f'{part}<h1>File {i}</h1><p>Volume, <a href="/series/{sid}">series {sid}</a>.</p>',
                )
        for d in digital:
            pages[f"/digital/{d}"] = ch.page(
                f"Digital object {d}",
                f'{part}<h1>Digital object {d}</h1><img src="/dobj/{d}/thumb.png" alt="">',
            )
            pages[f"/dobj/{d}/thumb.png"] = binary(d, 100, "image/png")
        for r in f["related"]:
            if r not in _FONDS:
                pages[f"/fonds/{r}"] = ch.page(
                    titles[r], f"<h1>{escape(titles[r])}</h1>", raw_title=True
                )
    return [ch.site(pages)]


def _fonds_case(name: str, fid: int) -> Case:
    f = _FONDS[fid]
    return Case(
        name=name,
        imitates=f"record office finding aid ({f['title']})",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=f"http://{AIDS}/fonds/{fid}",
        truth=frozenset(f"http://{AIDS}{p}" for p in _fonds_paths(fid)),
        build=_aids_sites,
        others=frozenset(f"http://{AIDS}/fonds/{r}" for r in f["related"]),
    )


# ---------------------------------------------------------------------------------------
# Thornback Data Depot: data packages behind journal articles, Dryad-shaped.

DEPOT = host("datadepot", "thornback")
_PACKAGES = {
    "thb.k3m9q": {
        "title": "Data from: Body size clines in museum bird skins across a century of collecting",
        "files": [("skins_measurements.csv", "text/csv"), ("README.txt", "text/plain")],
        "cited": ("/resource/doi:10.55077/thb.p2x7w", "Data from: Wing wear in migratory warblers"),
    },
    "thb.r8v4d": {
        "title": "Data from: Herbarium specimens reveal earlier flowering of orchids in a warming Britain",
        "files": [
            ("flowering_dates.csv", "text/csv"),
            ("specimen_images.zip", "application/zip"),
            ("climate_covariates.csv", "text/csv"),
            ("analysis_scripts.zip", "application/zip"),
            ("README.md", "text/markdown"),
        ],
        "cited": ("/resource/doi:10.55077/thb.c5n1z", "Data from: Phenology of British orchids"),
    },
}


def _pkg_paths(key: str) -> list[str]:
    pkg = _PACKAGES[key]
    b = f"/resource/doi:10.55077/{key}"
    out = [b, f"{b}/mets.xml", f"{b}/citation.ris"]
    for k, (name, _t) in enumerate(pkg["files"], 1):
        out += [f"{b}/{k}", f"/bitstream/handle/10255/{key}.{k}/{name}?sequence=1"]
    return out


def _depot_sites() -> list[Site]:
    ch = Chrome(
        DEPOT,
        "Thornback Data Depot",
        nav=[
            ("/discover", "Browse data"),
            ("/submit", "Submit data"),
            ("/pages/faq", "FAQ"),
            ("/pages/journals", "Partner journals"),
        ],
        footer=[
            ("/pages/about", "About"),
            ("/pages/policies", "Terms of service"),
            ("/pages/privacy", "Privacy"),
            ("/feedback", "Contact"),
        ],
        title_format="{title}",
        home_title="Thornback Data Depot",
        accent="#244c5a",
    )
    pages: dict[str, object] = {}
    for key, pkg in _PACKAGES.items():
        title, b = str(pkg["title"]), f"/resource/doi:10.55077/{key}"
        t = escape(title)
        files = list(pkg["files"])
        rows = ul([(f"{b}/{k}", name) for k, (name, _c) in enumerate(files, 1)])
        cited = pkg["cited"]
        main = (
            f"<h1>{t}</h1><p>Citation: Okafor, N. et al. (2021). {t}. Thornback Data Depot.</p>"
            f'<p>Article: <a href="http://journal.ornithoquarterly.test/doi/10.5555/oq.{key}">published paper</a></p>'
            f"<h2>Files in this package</h2>{rows}"
            + ul(
                [
                    (f"{b}/mets.xml", "View full metadata (METS)"),
                    (f"{b}/citation.ris", "Export citation (RIS)"),
                ]
            )
            + '<p><a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0</a></p>'
        )
        pages[b] = ch.page(
            title,
            main,
            aside=f'<h2>Related data</h2><ul><li><a href="{cited[0]}">{escape(cited[1])}</a></li></ul>',
        )
        pages[f"{b}/mets.xml"] = text(
            f"<mets><dmdSec><mods:title>{t}</mods:title></dmdSec></mets>\n", "application/xml"
        )
        pages[f"{b}/citation.ris"] = text(
            f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        for k, (name, ctype) in enumerate(files, 1):
            bit = f"/bitstream/handle/10255/{key}.{k}/{name}?sequence=1"
            pages[f"{b}/{k}"] = ch.page(
                f"{name}: {title}",
                f'<p>This file is part of <a href="{b}">{t}</a></p><h1>{escape(name)}</h1>'
                f'<p><a href="{bit}">Download</a> ({ctype})</p>',
            )
            pages[bit] = (
                binary(name, 600, ctype)
                if "zip" in ctype
                else text("specimen_id,value\nA1,3.2\n", ctype)
            )
        pages[str(cited[0])] = ch.page(str(cited[1]), f"<h1>{escape(str(cited[1]))}</h1>")
    return [ch.site(pages)]


def _pkg_case(name: str, key: str) -> Case:
    pkg = _PACKAGES[key]
    return Case(
        name=name,
        imitates=f"specimen data depot (data package {key})",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=f"http://{DEPOT}/resource/doi:10.55077/{key}",
        truth=frozenset(f"http://{DEPOT}{p}" for p in _pkg_paths(key)),
        build=_depot_sites,
        others=frozenset({f"http://{DEPOT}{pkg['cited'][0]}"}),
    )


CASES = [
    # The notebook's title (no site name) is in <title>; its page views, transcripts and
    # exports repeat it, and their URIs share nothing with the entry's: Significant String
    # from Title gathers them and nothing of the chrome or the collector's other notebooks.
    _book_case("lanternfly-lofoten-1907", 4471),
    # Harder: nine pages chained by next links, a "more pages" listing, per-page history.
    _book_case("lanternfly-kinabalu-vol2", 5120),
    # A finding aid: series, files and digital objects all say "Part of <fonds title>", the
    # exports carry it; URIs are /series/, /item/, /digital/: Significant String from Title.
    _fonds_case("cardmoor-specimen-register", 118),
    # Harder: three series, one paginated over two pages, three digital objects, a related
    # fonds that is itself a case's entry.
    _fonds_case("cardmoor-exchange-ledgers", 207),
    # Dryad-shaped: the package and its file pages carry the "Data from: ..." title, the
    # data files one hop further do not: Significant String from Title+ with Ignored URIs.
    _pkg_case("thornback-bird-skins", "thb.k3m9q"),
    # Harder: five files, two of them zip archives.
    _pkg_case("thornback-orchid-flowering", "thb.r8v4d"),
]
