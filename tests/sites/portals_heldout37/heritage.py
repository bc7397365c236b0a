"""Cultural-heritage and file-release installs: Samvera Hyrax, Islandora, Omeka S and an
autoindexed data-release host.

Hyrax (a university's themed install whose <title> is the bare work title): the work page,
its file-set pages, downloads (PDFs that print the work title), IIIF manifest and EndNote
export all carry the title, no chrome page or other work does — Significant String from
Title, with nothing left for a "+" hop to add.
Islandora and Omeka S: the seed's Omeka.net row — the item page shows everything (images
and audio embedded, metadata inline); every link goes to chrome or to other items, so the
artifact is the single page.
Autoindex: one host per data release, an index page with no menus and no parent link whose
every link is a file of the release: Single Page+ collects exactly the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Inst, a, csv_file, json_file, pdf_file, text_file, ul

# --- Samvera Hyrax at Penhallow University ---------------------------------------------------

PH = Inst(
    "scholar.penhallow-uni.hx37.example",
    "Penhallow Scholar Archive",
    "Samvera Hyrax",
    [("/catalog", "Browse"), ("/collections", "Collections"), ("/about", "About")],
    [("/help", "Help"), ("/terms", "Terms of Use"), ("/agreement", "Deposit Agreement")],
    title_format="{title}",
    home_title="Penhallow Scholar Archive",
    cdn="assets.penhallow-cdn.hx37.example",
)
PH_RECS = {
    "8k71m3d2x": (
        "Weaving Patterns in Cornish Fishing Nets, 1850-1930",
        "generic_works",
        [("qv33rx18w", "report.pdf")],
        "pq7n",
    ),
    "3t9d5r61c": (
        "Oral Histories of the Penhallow Tin Streamers",
        "oral_histories",
        [("fb49t652k", "interview_01.pdf"), ("fb49t653v", "interview_02.pdf")]
        + [("fb49t654d", "interview_03.pdf"), ("fb49t655p", "finding_aid.pdf")],
        "tm4r",
    ),
}


def _ph_record(wid: str) -> tuple[dict[str, PageValue], set[str], str]:
    title, kind, filesets, coll = PH_RECS[wid]
    base = f"/concern/{kind}/{wid}"
    pages: dict[str, PageValue] = {}
    truth = {PH.url(base), PH.url(f"{base}/manifest"), PH.url(f"{base}?format=endnote")}
    pages[f"{base}/manifest"] = json_file(f'{{"@type": "sc:Manifest", "label": "{title}"}}')
    pages[f"{base}?format=endnote"] = text_file(f"%0 Generic\n%T {title}\n")
    rows = []
    for n, (fs, fname) in enumerate(filesets, 1):
        fp = f"/concern/parent/{wid}/file_sets/{fs}"
        dl = f"/downloads/{fs}"
        pages[dl] = pdf_file(title, f"{fname} — part {n}")
        pages[fp] = PH.page(
            fname,
            f"<h1>{escape(fname)}</h1><p>File set of {a(base, title)}</p>"
            f"<p>{a(dl, 'Download the file')}</p>",
            raw_title=True,
            crumbs=[("/", "Home"), (base, title)],
        )
        truth |= {PH.url(fp), PH.url(dl)}
        rows.append(f"<tr><td>{a(fp, fname)}</td><td>{a(dl, 'Download')}</td></tr>")
    pages[f"/collections/{coll}"] = PH.chrome("Special collections", "Collection page.")
    main = (
        f'<header class="work-title-wrapper"><h1>{escape(title)}</h1><span>Public</span></header>'
        f'<img src="/downloads/{filesets[0][0]}?file=thumbnail" alt="">'
        f"<dl><dt>Creator</dt><dd>{a('/catalog?f[creator_sim][]=Trevenna', 'Trevenna, Loveday')}"
        f"</dd><dt>Keyword</dt><dd>{a('/catalog?f[keyword_sim][]=maritime', 'maritime')}</dd>"
        f"<dt>In collection</dt><dd>{a(f'/collections/{coll}', 'Special collections')}</dd></dl>"
        f"<h2>Items</h2><table class='related-files'>{''.join(rows)}</table>"
        f"<p>{a(f'{base}/manifest', 'IIIF manifest')} {a(f'{base}?format=endnote', 'EndNote')}</p>"
    )
    pages[base] = PH.page(title, main, raw_title=True, share_path=base)
    return pages, truth, base


def _ph_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for wid in PH_RECS:
        pages.update(_ph_record(wid)[0])
    return [PH.site(pages)]


def _ph_case(name: str, wid: str, detail: str) -> Case:
    _p, truth, base = _ph_record(wid)
    return Case(
        name,
        f"Samvera Hyrax ({detail})",
        "Multi-Hop",
        "sig_title",
        PH.url(base),
        frozenset(truth),
        _ph_site,
    )


# --- Islandora 2 at the Caradoc Museum -------------------------------------------------------

CM = Inst(
    "digital.caradoc-museum.hx37.example",
    "Caradoc Museum Digital Collections",
    "Islandora",
    [("/collections", "Collections"), ("/search-objects", "Search"), ("/visit", "Visit us")],
    [("/rights", "Rights & reproductions"), ("/node/3", "Accessibility")],
    title_format="{title} | {name}",
)
CM_RECS = {
    "1843": ("Brass ship's chronometer, 1862", 1, "12", []),
    "2290": ("Album of glass-plate negatives: the Caradoc quarries", 6, "31", ["2291", "2388"]),
}


def _cm_record(nid: str) -> tuple[dict[str, PageValue], set[str]]:
    title, n, coll, related = CM_RECS[nid]
    pages: dict[str, PageValue] = {}
    imgs = "".join(
        f'<img src="/_flysystem/fedora/2023-05/{nid}_{i}.jpg" alt="Page {i}">'
        for i in range(1, n + 1)
    )
    for i in range(1, n + 1):
        pages[f"/_flysystem/fedora/2023-05/{nid}_{i}.jpg"] = Response.data(
            b"\xff\xd8\xff", "image/jpeg"
        )
    others = set()
    rel = ""
    for r in related:
        pages[f"/node/{r}"] = CM.page(f"Object {r}", f"<h1>Object {r}</h1>")
        others.add(CM.url(f"/node/{r}"))
    if related:
        rel = "<h3>Related objects</h3>" + ul([(f"/node/{r}", f"Object {r}") for r in related])
    pages[f"/node/{coll}"] = CM.chrome("Collection", "A collection of the museum.")
    pages["/taxonomy/term/55"] = CM.chrome("Maritime", "Subject.")
    main = (
        f'<article class="node--type-islandora-object"><h1>{escape(title)}</h1>'
        f'<div class="openseadragon-viewer" data-tiles="/iiif/2/{nid}">{imgs}</div>'
        f"<dl><dt>Member of</dt><dd>{a(f'/node/{coll}', 'Collection')}</dd>"
        f"<dt>Subject</dt><dd>{a('/taxonomy/term/55', 'Maritime')}</dd>"
        f"<dt>Object number</dt><dd>CM.{nid}</dd><dt>Rights</dt><dd>In copyright</dd></dl>"
        f'<details class="citation"><summary>Cite this object</summary><p>Caradoc Museum, '
        f"{escape(title)}, CM.{nid}.</p></details>{rel}</article>"
    )
    pages[f"/node/{nid}"] = CM.page(title, main, share_path=f"/node/{nid}")
    return pages, others


def _cm_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for nid in CM_RECS:
        pages.update(_cm_record(nid)[0])
    return [CM.site(pages)]


def _cm_case(name: str, nid: str, detail: str) -> Case:
    return Case(
        name,
        f"Islandora ({detail})",
        "Single Artifact URI",
        "single_page",
        CM.url(f"/node/{nid}"),
        frozenset({CM.url(f"/node/{nid}")}),
        _cm_site,
        others=frozenset(_cm_record(nid)[1]),
    )


# --- Omeka S at Greyfriars Library -----------------------------------------------------------

GL = Inst(
    "exhibits.greyfriars-library.hx37.example",
    "Greyfriars Library Exhibits",
    "Omeka S",
    [
        ("/s/cartography/page/welcome", "Welcome"),
        ("/s/cartography/item", "Browse items"),
        ("/s/cartography/page/about", "About the exhibit"),
    ],
    [("/s/cartography/page/credits", "Credits"), ("/s/cartography/page/reuse", "Reuse")],
    title_format="{title} · Mapping the Borders · {name}",
)
GL_RECS = {
    "2231": ("Estate map of Kirkhope, surveyed 1768", 1, ["12"], []),
    "2410": ("Military road survey sheets, Tweed valley", 4, ["12", "15"], ["2231", "2402"]),
}


def _gl_record(iid: str) -> tuple[dict[str, PageValue], set[str]]:
    title, n, sets, linked = GL_RECS[iid]
    pages: dict[str, PageValue] = {}
    media = "".join(
        f'<figure><img src="/files/large/{iid}{i:02d}a9f3.jpg" alt=""></figure>' for i in range(n)
    )
    for i in range(n):
        pages[f"/files/large/{iid}{i:02d}a9f3.jpg"] = Response.data(b"\xff\xd8\xff", "image/jpeg")
    for s in sets:
        pages[f"/s/cartography/item-set/{s}"] = GL.chrome(f"Item set {s}", "Items in this set.")
    others = set()
    for r in linked:
        if r not in GL_RECS:
            pages[f"/s/cartography/item/{r}"] = GL.page(f"Item {r}", f"<h1>Item {r}</h1>")
        others.add(GL.url(f"/s/cartography/item/{r}"))
    lr = ""
    if linked:
        lr = "<h3>Linked resources</h3>" + ul(
            [(f"/s/cartography/item/{r}", f"Item {r}") for r in linked]
        )
    main = (
        f'<div class="resource item"><h2>{escape(title)}</h2><div class="media-embeds">{media}'
        f'</div><div class="property"><h4>Title</h4><div class="value">{escape(title)}</div></div>'
        f'<div class="property"><h4>Item sets</h4>'
        + ul([(f"/s/cartography/item-set/{s}", f"Item set {s}") for s in sets])
        + f"</div>{lr}</div>"
    )
    pages[f"/s/cartography/item/{iid}"] = GL.page(
        title, main, share_path=f"/s/cartography/item/{iid}"
    )
    return pages, others


def _gl_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for iid in GL_RECS:
        pages.update(_gl_record(iid)[0])
    return [GL.site(pages)]


def _gl_case(name: str, iid: str, detail: str) -> Case:
    return Case(
        name,
        f"Omeka S ({detail})",
        "Single Artifact URI",
        "single_page",
        GL.url(f"/s/cartography/item/{iid}"),
        frozenset({GL.url(f"/s/cartography/item/{iid}")}),
        _gl_site,
        others=frozenset(_gl_record(iid)[1]),
    )


# --- nginx autoindex release hosts of the Polarstore Institute ---------------------------------

RELEASES = {
    "glacier-mass-2023.polarstore-inst.hx37.example": [
        "README.txt",
        "glacier_mass_balance_2023.csv",
        "LICENSE.txt",
    ],
    "seaice-thickness-v4.polarstore-inst.hx37.example": [
        "README.html",
        "CHANGES.txt",
        "SHA256SUMS",
        "SHA256SUMS.asc",
    ]
    + [f"thickness_{y}.nc" for y in range(2018, 2024)]
    + ["grid_definition.json"],
}


def _release(name: str) -> Response | str:
    if name.endswith(".csv"):
        return csv_file("glacier,year,mass_balance_mwe", 20)
    if name.endswith(".html"):
        return "<!DOCTYPE html><title>README</title><h1>Sea-ice thickness v4</h1>"
    if name.endswith((".nc", ".asc")):
        return Response.data(b"CDF\x01" + name.encode(), "application/octet-stream")
    return text_file(f"{name}\n")


def _rel_site(host: str) -> Site:
    rows = "".join(
        f'<a href="{escape(f)}">{escape(f)}</a>{" " * max(1, 50 - len(f))}12-Jan-2024 09:14'
        f"{(i * 7919) % 90000 + 1000:>12}\n"
        for i, f in enumerate(RELEASES[host])
    )
    index = (
        "<html>\n<head><title>Index of /</title></head>\n<body>\n<h1>Index of /</h1><hr><pre>"
        f"{rows}</pre><hr></body>\n</html>\n"
    )
    pages: dict[str, PageValue] = {"/": index}
    for f in RELEASES[host]:
        pages["/" + f] = _release(f)
    return Site(host, pages)


def _rel_case(name: str, host: str, detail: str) -> Case:
    return Case(
        name,
        f"nginx autoindex release host ({detail})",
        "Single Hop",
        "single_page_plus",
        f"http://{host}/",
        frozenset({f"http://{host}/"} | {f"http://{host}/{f}" for f in RELEASES[host]}),
        lambda: [_rel_site(host)],
    )


CASES = [
    # Hyrax: bare work title carried by every object (PDFs print it): Significant String.
    _ph_case("ph-nets", "8k71m3d2x", "university archive, one file set"),
    _ph_case("ph-tin", "3t9d5r61c", "oral histories, four file sets"),
    # Islandora, Omeka S: the seed's Omeka.net row, one page with everything embedded.
    _cm_case("cm-chronometer", "1843", "museum object, one image"),
    _cm_case("cm-negatives", "2290", "album with six embedded plates, related objects"),
    _gl_case("gl-estate-map", "2231", "exhibit item, one map"),
    _gl_case("gl-road-survey", "2410", "four sheets, linked resources, two item sets"),
    # Autoindex: no chrome at all, every link a file of the release.
    _rel_case("ps-glacier", "glacier-mass-2023.polarstore-inst.hx37.example", "three files"),
    _rel_case("ps-seaice", "seaice-thickness-v4.polarstore-inst.hx37.example", "eleven files"),
]
