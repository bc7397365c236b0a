"""Figshare for Institutions portals: files on a separate ndownloader host, citation exports,
"Download all", versions, collections of child items.

Lowmoor University's portal signposts only in part (items capped at the first ten files,
one describedby); Cairnholm Institute's does not signpost.  The seed prescribes Single
Page+ with Ignored URIs for Figshare: everything of the artifact is one hop from the
landing page.  Truth: landing page, every file, "Download all", the citation exports.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    portal,
    resolver,
    signed_html,
)

EXPORTS = (
    ("bibtex", "BibTeX"),
    ("ris", "Ref. manager"),
    ("endnote", "Endnote"),
    ("datacite", "DataCite"),
    ("nlm", "NLM"),
    ("dc", "DC"),
)
ITEM_CAP = 10


@dataclass
class Art:
    aid: int
    kind: str  # dataset, figure, software, collection
    title: str
    authors: Sequence[str]
    files: Sequence[tuple[int, str]]  # (file id, name)
    versions: Sequence[int] = ()
    children: Sequence[tuple[int, str]] = ()  # collection members (aid, title)
    github: str = ""

    @property
    def slug(self) -> str:
        return "_".join(w.strip(",:") for w in self.title.split()[:8])

    @property
    def path(self) -> str:
        if self.kind == "collection":
            return f"/collections/{self.slug}/{self.aid}"
        return f"/articles/{self.kind}/{self.slug}/{self.aid}"


def _page(p: Portal, a: Art, dl: str, head: str) -> str:
    files = "".join(
        f'<li class="file"><a href="http://{dl}/files/{fid}">{escape(n)}</a>'
        f" <span>{(fid % 800) + 12} KB</span></li>"
        for fid, n in a.files
    )
    dall = (
        f'<a class="download-all" href="http://{dl}/articles/{a.aid}/versions/'
        f'{len(a.versions) + 1}">Download all ({len(a.files)} files)</a>'
        if a.files
        else ""
    )
    cites = "".join(
        f'<li><a href="/articles/{a.aid}/export/{k}">{escape(lbl)}</a></li>' for k, lbl in EXPORTS
    )
    authors = "".join(
        f'<a class="author" href="/authors/{escape(x.split()[-1])}/{(a.aid * (i + 3)) % 99991}">'
        f"{escape(x)}</a> "
        for i, x in enumerate(a.authors)
    )
    vers = (
        "".join(f'<li><a href="{a.path}/{v}">Version {v}</a></li>' for v in a.versions)
        + f"<li>Version {len(a.versions) + 1} (current)</li>"
    )
    kids = "".join(
        f'<li class="item"><a href="/articles/dataset/{escape(t.replace(" ", "_"))}/{c}">'
        f"{escape(t)}</a></li>"
        for c, t in a.children
    )
    gh = f'<p>Code: <a href="{a.github}">{a.github}</a></p>' if a.github else ""
    main = f"""{COOKIE}<div class="item-page"><div class="viewer">
{"<ul class='collection-items'>" + kids + "</ul>" if kids else ""}
<ul class="files">{files}</ul>{dall}</div>
<h1 class="title">{escape(a.title)}</h1><div class="authors">{authors}</div>
<p>{escape(a.kind.title())} posted on 2025-10-02, 14:21 authored by {escape(a.authors[0])}</p>
<div class="description">Data supporting the study.</div>{gh}
<div class="meta"><h3>Categories</h3><a href="/categories/Ecology">Ecology</a>
<h3>Keywords</h3><a href="/search?q=:keyword:%20moorland">moorland</a>
<h3>Licence</h3><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a>
<h3>Exports</h3><ul class="cite">{cites}</ul>
<h3>Versions</h3><ul>{vers}</ul>
<h3>Usage metrics</h3><a href="/account/login">Sign in to see your usage metrics</a></div>
<div class="share"><a href="http://twitter.test/intent/tweet?text={a.aid}">Share</a>
<a href="/articles/{a.aid}/embed">Embed</a></div></div>"""
    return p.page(a.title, main, head=head)


def _serve(p: Portal, a: Art, dl: Site, pages: dict[str, PageValue], signs: Sequence[Sign]) -> None:
    pages[a.path] = signed_html(_page(p, a, dl.host, link_elements(signs)), signs)
    for v in a.versions:
        old = Art(a.aid, a.kind, a.title, a.authors, a.files[:1])
        pages[f"{a.path}/{v}"] = _page(p, old, dl.host, "").replace("(current)", "")
    for k, _l in EXPORTS:
        pages[f"/articles/{a.aid}/export/{k}"] = export(k, a.title, f"fs{a.aid}")
    pages[f"/articles/{a.aid}/embed"] = Response.html(
        f'<!doctype html><title>Embed</title><textarea>&lt;iframe src="{p.url(a.path)}"'
        "&gt;&lt;/iframe&gt;</textarea>"
    )
    for c, t in a.children:
        child = Art(c, "dataset", t, a.authors, [(c * 10 + 1, "data.csv")])
        pages[f"/articles/dataset/{t.replace(' ', '_')}/{c}"] = _page(p, child, dl.host, "")
        for k, _l in EXPORTS:
            pages[f"/articles/{c}/export/{k}"] = export(k, t, f"fs{c}")
        pages[f"/articles/{c}/embed"] = pages[f"/articles/{a.aid}/embed"]
        dl.add(f"/files/{c * 10 + 1}", file_response("data.csv", t))
        dl.add(f"/articles/{c}/versions/1", file_response("all.zip", t))
    for fid, n in a.files:
        dl.add(f"/files/{fid}", file_response(n, a.title))
    for v in a.versions:
        dl.add(f"/articles/{a.aid}/versions/{v}", file_response("all.zip", a.title))
    if a.files:
        dl.add(
            f"/articles/{a.aid}/versions/{len(a.versions) + 1}", file_response("all.zip", a.title)
        )


def _truth(p: Portal, a: Art, dl: str) -> frozenset[str]:
    t = [p.url(a.path)] + [p.url(f"/articles/{a.aid}/export/{k}") for k, _l in EXPORTS]
    t += [f"http://{dl}/files/{fid}" for fid, _n in a.files]
    if a.files:
        t.append(f"http://{dl}/articles/{a.aid}/versions/{len(a.versions) + 1}")
    return frozenset(t)


def _others(p: Portal, a: Art) -> frozenset[str]:
    out = [p.url(f"{a.path}/{v}") for v in a.versions]
    out += [p.url(f"/articles/dataset/{t.replace(' ', '_')}/{c}") for c, t in a.children]
    return frozenset(out)


def _with_profiles(p: Portal, pages: dict[str, PageValue]) -> Site:
    """The portal's site plus its author profiles and category listings."""
    site = p.site(pages)

    @site.route(re.compile(r"/(authors|categories)/.+"))
    def _profile(req: Request) -> str:
        return p.page("Profile", f"<h1>{escape(req.path.rsplit('/', 2)[-2])}</h1><p>Items</p>")

    return site


MENU = (
    ("/browse", "Browse"),
    ("/search", "Search"),
    ("/account/home", "My data"),
    ("/account/login", "Log in"),
)

# --- Lowmoor University: partial signposting ---------------------------------------------

LM = "figshare.lowmoor-university.hx33.example"
LM_DL = "ndownloader.lowmoor-figstore.hx33.example"
LM_DOI = "doi.lowmoor-pid.hx33.example"
LM_ARTS = [
    Art(
        24681357,
        "dataset",
        "Moorland pool chemistry, Lowmoor Flow 2021-2024",
        ["Rhiannon Price", "Tomasz Wrobel"],
        [(46012300 + i, f"pool_{i:02d}.csv") for i in range(1, 13)]
        + [(46012399, "methods.pdf"), (46012398, "README.txt")],
        versions=[1],
    ),
    Art(
        24700001,
        "collection",
        "Lowmoor Flow peatland monitoring programme",
        ["Rhiannon Price"],
        [],
        children=[(24681357, "Moorland pool chemistry"), (24690222, "Dipwell water tables 2022")],
    ),
    Art(
        24712345,
        "figure",
        "Figure 3: seasonal dissolved organic carbon",
        ["Tomasz Wrobel"],
        [(46100001, "figure3.png")],
    ),
]


def _lm_portal() -> Portal:
    return portal(LM, "Lowmoor University Research Data", MENU, title_format="{title}")


def _lm_signs(p: Portal, a: Art) -> list[Sign]:
    s: list[Sign] = [(f"http://{LM_DOI}/10.71001/lowmoor.{a.aid}", "cite-as", None)]
    s += [
        (f"http://orcid.test/0000-0001-8{i}00-000{i}", "author", None)
        for i, _x in enumerate(a.authors)
    ]
    s.append(("http://creativecommons.test/licenses/by/4.0/", "license", None))
    s.append(
        (
            p.url(f"/articles/{a.aid}/export/datacite"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        )
    )
    if a.kind == "dataset":
        s += [(f"http://{LM_DL}/files/{fid}", "item", None) for fid, _n in a.files[:ITEM_CAP]]
    if a.kind == "collection":  # the portal signposts the member articles as items
        s += [
            (p.url(f"/articles/dataset/{t.replace(' ', '_')}/{c}"), "item", "text/html")
            for c, t in a.children
        ]
    return s


def lowmoor_sites() -> list[Site]:
    p = _lm_portal()
    dl = Site(LM_DL)
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for a in LM_ARTS:
        _serve(p, a, dl, pages, _lm_signs(p, a))
    res = resolver(LM_DOI, {f"/10.71001/lowmoor.{a.aid}": p.url(a.path) for a in LM_ARTS})
    return [_with_profiles(p, pages), dl, res]


# --- Cairnholm Institute: no signposting --------------------------------------------------

CH = "data.cairnholm-institute.hx33.example"
CH_DL = "ndownloader.cairnholm-files.hx33.example"
CH_ARTS = [
    Art(
        31002233,
        "dataset",
        "Cairnholm seabird colony counts 1986-2025",
        ["Morag Sinclair", "Ibrahim Diallo"],
        [
            (51000001, "counts.csv"),
            (51000002, "colony_map.pdf"),
            (51000003, "species.csv"),
            (51000004, "README.txt"),
            (51000005, "protocol.pdf"),
        ],
    ),
    Art(
        31004411,
        "software",
        "puffincount: burrow occupancy estimation v1.4",
        ["Ibrahim Diallo"],
        [(51000101, "puffincount-1.4.zip"), (51000102, "manual.pdf")],
        versions=[1, 2],
        github="http://github.test/cairnholm/puffincount",
    ),
]


def _ch_portal() -> Portal:
    return portal(CH, "Cairnholm Institute Data Repository", MENU, title_format="{title} · {name}")


def cairnholm_sites() -> list[Site]:
    p = _ch_portal()
    dl = Site(CH_DL)
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for a in CH_ARTS:
        _serve(p, a, dl, pages, [])
    return [_with_profiles(p, pages), dl]


def cases() -> list[Case]:
    lm = "Figshare for Institutions (Lowmoor, partial signposting)"
    ch = "Figshare for Institutions (Cairnholm, no signposting)"
    l1, l2, l3 = LM_ARTS
    c1, c2 = CH_ARTS
    lp, cp = _lm_portal(), _ch_portal()
    return [
        # single_page_plus_ignored (the seed's Figshare): 14 files but only 10 signposted as
        # items, 1 of 6 exports as describedby; all files, "Download all" and exports are one
        # hop away on the ndownloader host and the portal. Version 1 is another artifact.
        Case(
            "lm-pool-chemistry-14-files",
            lm,
            "Single Hop",
            "single_page_plus_ignored",
            lp.url(l1.path),
            _truth(lp, l1, LM_DL),
            lowmoor_sites,
            others=_others(lp, l1),
        ),
        # single_page_plus_ignored: a collection; its members (signposted as items!) are
        # artifacts of their own. Truth: the collection page and its exports.
        Case(
            "lm-peatland-collection",
            lm,
            "Single Hop",
            "single_page_plus_ignored",
            lp.url(l2.path),
            _truth(lp, l2, LM_DL),
            lowmoor_sites,
            others=_others(lp, l2),
        ),
        # single_page_plus_ignored: one figure; signposting gives no item at all.
        Case(
            "lm-doc-figure",
            lm,
            "Single Hop",
            "single_page_plus_ignored",
            lp.url(l3.path),
            _truth(lp, l3, LM_DL),
            lowmoor_sites,
        ),
        # single_page_plus_ignored, no signposting: the same Figshare shape.
        Case(
            "ch-seabird-counts",
            ch,
            "Single Hop",
            "single_page_plus_ignored",
            cp.url(c1.path),
            _truth(cp, c1, CH_DL),
            cairnholm_sites,
        ),
        # single_page_plus_ignored: software with two earlier versions (other artifacts) and
        # a GitHub repository (another portal).
        Case(
            "ch-puffincount-software",
            ch,
            "Single Hop",
            "single_page_plus_ignored",
            cp.url(c2.path),
            _truth(cp, c2, CH_DL),
            cairnholm_sites,
            others=_others(cp, c2),
        ),
    ]
