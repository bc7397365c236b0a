"""Catalogue-like aggregators of heldout60: a cultural-heritage aggregator, an academic search
engine, a union catalogue, a thesis aggregator and a preservation-network bag mirror.

Each portal type has two records (the second harder); both cases of a type build the same
full sites, so the web of the whole set serves every record.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case
from sites.portals_heldout60._kit import (
    Aggregator,
    binary,
    file_response,
    plain_site,
    service_site,
    ul,
)

# --- Cultural-heritage aggregator (Europeana-like) ------------------------------------------
# An item page aggregates one provider's object: images are embedded, the provider's own
# record is another artifact on another portal, downloads and exports are buttons (scripts).
# Like Omeka collection items in the seed's table: Single Artifact URI, so single_page.

HL = Aggregator(
    host="www.heritagelattice.hx60.example",
    name="Heritage Lattice",
    menu=(
        ("/en/collections", "Collections"),
        ("/en/stories", "Stories"),
        ("/en/galleries", "Galleries"),
    ),
    footer=(
        ("/en/about-us", "About us"),
        ("/en/rights", "Terms and rights"),
        ("/en/privacy", "Privacy"),
    ),
    title_format="{title} | {name}",
    home_title="Heritage Lattice - discover cultural heritage",
    analytics_host="stats.heritagelattice.hx60.example",
    account=(("/en/account/login", "Log in"),),
)
SALT = Aggregator(
    host="collections.saltmarsh-museum.hx60.example",
    name="Saltmarsh Museum collections",
    menu=(("/objects", "Objects"), ("/visit", "Visit")),
    cookie_banner=False,
)
HL_ITEMS = {
    "2048/SM_1912_044": ("Herring drifter model, Saltmarsh harbour", "1912-044", ["front", "side"]),
    "2048/SM_1930_117": ("Net-mending needle with carved handle", "1930-117", ["front"]),
    "2048/SM_1887_003": (
        "Harbour master logbook, winter season",
        "1887-003",
        ["cover", "folio-1r", "folio-1v", "folio-2r"],
    ),
    "2048/SM_1954_210": ("Tide table poster for the estuary", "1954-210", ["front"]),
}


def _hl_item(key: str, similar: list[str]) -> str:
    title, acc, views = HL_ITEMS[key]
    imgs = "".join(
        f'<figure><img src="/iiif/{key}/{v}/full/600,/0/default.png" alt="{escape(v)}">'
        f"<figcaption>{escape(v)}</figcaption></figure>"
        for v in views
    )
    sim = ul([(f"/en/item/{k}", HL_ITEMS[k][0]) for k in similar], "similar")
    main = f"""<article class="item-page"><h1>{escape(title)}</h1><div class="media-viewer">{imgs}</div>
<button data-action="download">Download</button><button data-action="cite">Cite this item</button>
<dl class="meta"><dt>Providing institution</dt><dd>Saltmarsh Museum</dd>
<dt>Identifier</dt><dd>{acc}</dd><dt>Rights</dt><dd>In copyright - educational use permitted</dd></dl>
<p class="provider"><a href="{SALT.url("/objects/" + acc)}">View at Saltmarsh Museum</a></p></article>"""
    return HL.page(title, main, aside=f"<h2>Similar items</h2>{sim}")


def _hl_sites() -> list[Site]:
    keys = list(HL_ITEMS)
    pages: dict[str, str | Response] = {}
    for i, k in enumerate(keys):
        pages[f"/en/item/{k}"] = _hl_item(k, [x for x in keys if x != k][: 1 + i % 3])
        for v in HL_ITEMS[k][2]:
            pages[f"/iiif/{k}/{v}/full/600,/0/default.png"] = Response.data(
                png(60, 40), "image/png"
            )
    salt = {
        f"/objects/{acc}": SALT.page(t, f"<h1>{escape(t)}</h1><p>Accession {acc}</p>")
        for t, acc, _v in HL_ITEMS.values()
    }
    stats = service_site(
        "stats.heritagelattice.hx60.example", ["/tag.js"], "text/javascript", b"//"
    )
    return [HL.site(pages), SALT.site(salt), stats]


def _hl_case(name: str, key: str, detail: str) -> Case:
    return case(
        name,
        f"cultural-heritage aggregator ({detail})",
        "single artifact URI",
        "single_page",
        HL.url(f"/en/item/{key}"),
        [HL.url(f"/en/item/{key}")],
        _hl_sites,
        others=[SALT.url("/objects/" + HL_ITEMS[key][1])],
    )


# --- Academic search engine (BASE-like) ---------------------------------------------------
# A detail view of one harvested OAI record: every link leads away (to the original
# repository, to duplicate records of the same work from other sources); the export is a
# POST form.  The aggregator's record is one page: single_page.

SW = Aggregator(
    host="www.scholarsweep.hx60.example",
    name="ScholarSweep",
    menu=(
        ("/Search/Advanced", "Advanced search"),
        ("/Browse/Home", "Browse"),
        ("/Sources", "Sources"),
    ),
    footer=(
        ("/About/Privacy", "Privacy"),
        ("/About/Contact", "Contact"),
        ("/About/Imprint", "Imprint"),
    ),
    title_format="{name}: {title}",
    home_title="ScholarSweep - academic search",
    search_path="/Search/Results",
    account=(("/MyResearch/Home", "Favorites"),),
)
LOWFEN = Aggregator(
    host="eprints.lowfen-univ.hx60.example",
    name="Lowfen University ePrints",
    menu=(("/view/year/", "Browse by year"),),
    cookie_banner=False,
)
SW_RECS = {
    "ftlowfen:oai:eprints.lowfen:4471": ("Peat subsidence under drained grassland", "4471", []),
    "ftlowfen:oai:eprints.lowfen:5102": (
        "Ditch water levels and carbon loss in fen soils",
        "5102",
        [
            "ftcrossref:10.60064/fen.2021.88",
            "ftdoaj:art-9c1e44",
            "ftlowfen:oai:eprints.lowfen:5102-v2",
        ],
    ),
    "ftcrossref:10.60064/fen.2021.88": (
        "Ditch water levels and carbon loss in fen soils",
        "x88",
        [],
    ),
    "ftdoaj:art-9c1e44": ("Ditch water levels and carbon loss in fen soils", "x9c", []),
    "ftlowfen:oai:eprints.lowfen:5102-v2": (
        "Ditch water levels and carbon loss in fen soils",
        "5102v2",
        [],
    ),
}


def _sw_record(rid: str) -> str:
    title, eid, dups = SW_RECS[rid]
    orig = LOWFEN.url(f"/id/eprint/{eid}/")
    dup = ""
    if dups:
        dup = f"<h2>This work in {len(dups)} more sources</h2>" + ul(
            [(f"/Record/{d}", d.split(":")[0]) for d in dups], "dedup"
        )
    main = f"""<div class="record"><h1>{escape(title)}</h1><table>
<tr><th>Content provider</th><td>Lowfen University ePrints</td></tr>
<tr><th>Document type</th><td>Article (peer reviewed)</td></tr><tr><th>Language</th><td>English</td></tr>
<tr><th>Record id</th><td>{escape(rid)}</td></tr></table>
<p><a class="fulltext" href="{orig}">Link to the record at the content provider</a></p>
<form method="post" action="/Record/Export"><input type="hidden" name="id" value="{escape(rid)}">
<select name="style"><option>BibTeX</option><option>RIS</option></select><button>Export</button></form>
{dup}</div>"""
    return SW.page(title, main)


def _sw_sites() -> list[Site]:
    pages = {f"/Record/{r}": _sw_record(r) for r in SW_RECS}
    lowfen = {
        f"/id/eprint/{e}/": LOWFEN.page(t, f"<h1>{escape(t)}</h1>") for t, e, _d in SW_RECS.values()
    }
    return [SW.site(pages), LOWFEN.site(lowfen)]


def _sw_case(name: str, rid: str, detail: str) -> Case:
    title, eid, dups = SW_RECS[rid]
    return case(
        name,
        f"academic search engine ({detail})",
        "single artifact URI",
        "single_page",
        SW.url(f"/Record/{rid}"),
        [SW.url(f"/Record/{rid}")],
        _sw_sites,
        others=[LOWFEN.url(f"/id/eprint/{eid}/"), *(SW.url(f"/Record/{d}") for d in dups)],
    )


# --- Union catalogue (WorldCat-like) ---------------------------------------------------------
# A title's record lives under /title/<n>/: holdings (paged), editions list, citation formats,
# MARC export.  Editions are other titles (their own /title/<m>/).  Every artifact URI has
# the entry URI as prefix and it takes several hops: like BitBucket/GitLab, path_based.

SU = Aggregator(
    host="www.shelfunion.hx60.example",
    name="ShelfUnion",
    menu=(("/libraries/", "Libraries"), ("/lists/", "Lists"), ("/advanced/", "Advanced search")),
    footer=(
        ("/policies/privacy/", "Privacy"),
        ("/policies/cookies/", "Cookies"),
        ("/help/", "Help"),
    ),
    title_format="{title} | {name}",
    search_path="/search/",
    account=(("/signin/", "Sign in"), ("/join/", "Create account")),
)
SU_TITLES = {
    "88210451": ("The salt roads of the northern coast", 2, 2, ["88210452"]),
    "90031777": ("Atlas of medieval field systems", 3, 4, ["90031778", "90031779", "71002345"]),
}
SU_OTHER = {
    "88210452": "The salt roads of the northern coast (2nd ed.)",
    "90031778": "Atlas of medieval field systems (abridged)",
    "90031779": "Atlas of medieval field systems (facsimile)",
    "71002345": "Feldsysteme des Mittelalters",
}
LIBS = ["Hollin County Library", "Marrow College", "Eastwick Public Library", "St Anselm Seminary"]


def _su_title(n: str) -> tuple[dict[str, str | Response], list[str]]:
    """Pages of one title record and its artifact paths."""
    title, npages, nformats, eds = SU_TITLES[n]
    base = f"/title/{n}/"
    tabs = [
        (base, "Details"),
        (base + "holdings/", "Find a copy"),
        (base + "editions/", "Editions"),
    ]
    tabs.append((base + "cite/", "Cite"))
    nav = ul(tabs, "tabs")
    pages: dict[str, str | Response] = {}
    paths = [base, base + "holdings/", base + "editions/", base + "cite/", base + "marc.xml"]
    pages[base] = SU.page(
        title,
        f"<h1>{escape(title)}</h1>{nav}<p>Book, {npages * 3} libraries hold this item.</p>"
        f'<p><a href="{base}marc.xml">MARC21 XML</a> · <a href="/subjects/coastal-history/">Coastal history</a></p>',
    )
    for p in range(1, npages + 1):
        path = base + "holdings/" + ("" if p == 1 else f"?page={p}")
        rows = "".join(f"<li>{escape(lib)} (copy {p})</li>" for lib in LIBS[:3])
        nxt = f'<a href="{base}holdings/?page={p + 1}">Next</a>' if p < npages else ""
        pages[path] = SU.page(
            f"Holdings: {title}", f"<h1>Find a copy</h1>{nav}<ol>{rows}</ol>{nxt}"
        )
        if p > 1:
            paths.append(path)
    pages[base + "editions/"] = SU.page(
        f"Editions: {title}",
        f"<h1>All editions</h1>{nav}" + ul([(f"/title/{e}/", SU_OTHER[e]) for e in eds]),
    )
    fmts = ["apa", "mla", "chicago", "harvard"][:nformats]
    pages[base + "cite/"] = SU.page(
        f"Cite: {title}",
        f"<h1>Cite</h1>{nav}" + ul([(f"{base}cite/{f}.txt", f.upper()) for f in fmts]),
    )
    for f in fmts:
        pages[f"{base}cite/{f}.txt"] = file_response(
            f"{title}. Hollin Press. ({f})\n", "text/plain"
        )
        paths.append(f"{base}cite/{f}.txt")
    pages[base + "marc.xml"] = file_response(
        f'<record><datafield tag="245"><subfield code="a">{escape(title)}</subfield></datafield></record>',
        "application/marcxml+xml",
    )
    return pages, paths


def _su_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/subjects/coastal-history/": SU.chrome_page("Coastal history")
    }
    for n in SU_TITLES:
        pages.update(_su_title(n)[0])
    for n, t in SU_OTHER.items():
        pages[f"/title/{n}/"] = SU.page(t, f"<h1>{escape(t)}</h1><p>Book.</p>")
    return [SU.site(pages)]


def _su_case(name: str, n: str, detail: str) -> Case:
    return case(
        name,
        f"union catalogue ({detail})",
        "multi-hop",
        "path_based",
        SU.url(f"/title/{n}/"),
        [SU.url(p) for p in _su_title(n)[1]],
        _su_sites,
        others=[SU.url(f"/title/{e}/") for e in SU_TITLES[n][3]],
    )


# --- Thesis aggregator (national e-theses service) -------------------------------------------
# The <title> is the thesis title alone (like Dryad's), and every page and text export of the
# record repeats it; chrome and other theses do not.  Keeping what contains the title while
# crawling finds the record: sig_title.

TU = Aggregator(
    host="www.thesisunion.hx60.example",
    name="ThesisUnion",
    menu=(
        ("/browse/institutions", "Institutions"),
        ("/browse/subjects", "Subjects"),
        ("/deposit", "For libraries"),
    ),
    footer=(
        ("/legal/takedown", "Takedown policy"),
        ("/legal/privacy", "Privacy"),
        ("/about", "About"),
    ),
    title_format="{title}",
    home_title="ThesisUnion: doctoral theses from 140 institutions",
    cdn_host="cdn.thesisunion-static.hx60.example",
)
HARWICK = Aggregator(
    host="repository.harwick-university.hx60.example",
    name="Harwick Research Repository",
    menu=(("/browse", "Browse"),),
    cookie_banner=False,
)
TU_THESES = {
    "tu.71234": ("Grazing pressure and lichen recovery on upland heaths", [], "7712"),
    "tu.80915": (
        "Sediment transport in braided glacial outwash rivers",
        ["Introduction", "Field sites and methods", "Bedload pulses", "Synthesis"],
        "8810",
    ),
}
TU_OTHER = {"tu.66001": "Moorland burning regimes and peat hydrology"}


def _tu_pages(tid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, chapters, hid = TU_THESES[tid]
    base = f"/thesis/{tid}"
    paths = [base, f"{base}/abstract", f"/export/{tid}.ris", f"/export/{tid}.bib"]
    chap_links = [(f"/thesis/{tid}/chapter/{i}", c) for i, c in enumerate(chapters, 1)]
    paths += [h for h, _c in chap_links]
    contents = f"<h2>Contents</h2>{ul(chap_links)}" if chapters else ""
    pages: dict[str, str | Response] = {
        base: TU.page(
            title,
            f"""<h1>{escape(title)}</h1><p class="awarded">PhD, Harwick University, 2019</p>
<p><a href="{base}/abstract">Read the abstract</a></p>{contents}
<p>Export: <a href="/export/{tid}.ris">RIS</a> <a href="/export/{tid}.bib">BibTeX</a></p>
<p><a href="{HARWICK.url(f"/handle/20.500/{hid}")}">Full text at Harwick Research Repository</a></p>""",
            aside="<h2>Related theses</h2>"
            + ul([(f"/thesis/{k}", v) for k, v in TU_OTHER.items()]),
        ),
        f"{base}/abstract": TU.page(
            f"Abstract - {title}",
            f'<h1>Abstract</h1><p class="of">{escape(title)}</p><p>This thesis examines ...</p>'
            f'<p><a href="{base}">Back to the record</a></p>',
            raw_title=True,
        ),
        f"/export/{tid}.ris": file_response(
            f"TY  - THES\nTI  - {title}\nPY  - 2019\nER  -\n", "application/x-research-info-systems"
        ),
        f"/export/{tid}.bib": file_response(
            f"@phdthesis{{{tid},\n  title = {{{title}}},\n  year = 2019\n}}\n",
            "application/x-bibtex",
        ),
    }
    for i, c in enumerate(chapters, 1):
        pages[f"/thesis/{tid}/chapter/{i}"] = TU.page(
            f"{c} - {title}",
            f"<h1>Chapter {i}: {escape(c)}</h1><p>Part of: {escape(title)}</p><p>Summary of the chapter.</p>",
            raw_title=True,
        )
    return pages, paths


def _tu_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for tid in TU_THESES:
        pages.update(_tu_pages(tid)[0])
    for k, v in TU_OTHER.items():
        pages[f"/thesis/{k}"] = TU.page(v, f"<h1>{escape(v)}</h1>")
    harwick = {
        f"/handle/20.500/{h}": HARWICK.page(t, f"<h1>{escape(t)}</h1>")
        for t, _c, h in TU_THESES.values()
    }
    cdn = service_site(
        "cdn.thesisunion-static.hx60.example",
        ["/libs/jquery-3.7.1.min.js"],
        "text/javascript",
        b"//",
    )
    return [TU.site(pages), HARWICK.site(harwick), cdn]


def _tu_case(name: str, tid: str, detail: str) -> Case:
    return case(
        name,
        f"thesis aggregator ({detail})",
        "multi-hop",
        "sig_title",
        TU.url(f"/thesis/{tid}"),
        [TU.url(p) for p in _tu_pages(tid)[1]],
        _tu_sites,
        others=[HARWICK.url(f"/handle/20.500/{TU_THESES[tid][2]}")],
    )


# --- Preservation-network bag mirror ---------------------------------------------------------
# A mirror node of a preservation network serves each replicated BagIt bag as a bare index page
# with no site chrome at all: every link is a member of the bag (tag files, payload; a holey bag's
# payload on the network's object store).  Single Hop with nothing to ignore: single_page_plus.

BAG_HOST = "bags.strata-preserve.hx60.example"
STORE_HOST = "objects.coldvault-storage.hx60.example"
BAGS = {
    "ark-60060-b4k2": (["data/observations.csv", "data/README.txt"], []),
    "ark-60060-c9x7": (
        ["data/survey/transects.csv", "data/survey/photos.zip", "data/docs/protocol.txt"],
        ["payload/c9x7/lidar_tile_01.laz", "payload/c9x7/lidar_tile_02.laz"],
    ),
}
TAGS = ["bagit.txt", "bag-info.txt", "manifest-sha256.txt", "tagmanifest-sha256.txt"]


def _bag_links(bag: str) -> list[str]:
    local, remote = BAGS[bag]
    out = [f"http://{BAG_HOST}/{bag}/{t}" for t in TAGS + (["fetch.txt"] if remote else [])]
    out += [f"http://{BAG_HOST}/{bag}/{p}" for p in local]
    out += [f"http://{STORE_HOST}/{p}" for p in remote]
    return out


def _bag_sites() -> list[Site]:
    bags = plain_site(BAG_HOST, "Strata preservation network, mirror node 2")
    store = plain_site(STORE_HOST, "ColdVault object storage")
    for bag, (local, remote) in BAGS.items():
        rows = "".join(
            f'<li><a href="{u}">{escape(u.rsplit("/", 1)[1])}</a></li>' for u in _bag_links(bag)
        )
        bags.add(
            f"/{bag}/",
            f"<!DOCTYPE html><html><head><title>Bag {bag}</title></head><body>"
            f"<h1>Bag {bag}</h1><p>Replica 3 of 5, last audit passed.</p><ul>{rows}</ul></body></html>",
        )
        bags.add(
            f"/{bag}/bagit.txt",
            Response.text("BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n"),
        )
        bags.add(
            f"/{bag}/bag-info.txt",
            Response.text(f"External-Identifier: {bag}\nPayload-Oxum: 5121.{len(local)}\n"),
        )
        bags.add(
            f"/{bag}/manifest-sha256.txt",
            Response.text("".join(f"{'a' * 64}  {p}\n" for p in local)),
        )
        bags.add(
            f"/{bag}/tagmanifest-sha256.txt",
            Response.text("".join(f"{'b' * 64}  {t}\n" for t in TAGS[:3])),
        )
        if remote:
            bags.add(
                f"/{bag}/fetch.txt",
                Response.text("".join(f"http://{STORE_HOST}/{p} - data/{p}\n" for p in remote)),
            )
        for p in local:
            body = binary(p).body if p.endswith(".zip") else f"{bag} {p}\n".encode()
            bags.add(f"/{bag}/{p}", body)
        for p in remote:
            store.add(f"/{p}", binary(p))
    return [bags, store]


def _bag_case(name: str, bag: str, detail: str) -> Case:
    return case(
        name,
        f"preservation-network bag mirror ({detail})",
        "single hop",
        "single_page_plus",
        f"http://{BAG_HOST}/{bag}/",
        [f"http://{BAG_HOST}/{bag}/", *_bag_links(bag)],
        _bag_sites,
    )


CASES: list[Case] = [
    _hl_case("heritage-drifter-model", "2048/SM_1912_044", "one object, two views"),
    _hl_case("heritage-harbour-logbook", "2048/SM_1887_003", "multi-folio object, similar items"),
    _sw_case("sweep-peat-subsidence", "ftlowfen:oai:eprints.lowfen:4471", "single source"),
    _sw_case(
        "sweep-ditch-carbon-dedup", "ftlowfen:oai:eprints.lowfen:5102", "record with duplicates"
    ),
    _su_case("shelfunion-salt-roads", "88210451", "two holdings pages"),
    _su_case(
        "shelfunion-field-atlas", "90031777", "paged holdings, editions, four citation styles"
    ),
    _tu_case("thesisunion-lichen", "tu.71234", "abstract and exports"),
    _tu_case("thesisunion-outwash", "tu.80915", "chapters, exports, related theses"),
    _bag_case("strata-bag-small", "ark-60060-b4k2", "complete bag"),
    _bag_case("strata-bag-holey", "ark-60060-c9x7", "holey bag with remote payload"),
]
