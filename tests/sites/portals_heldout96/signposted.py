"""Signposted conference portals of heldout96: the landing page's HTTP Link header names
the artifact's members (rel="item" for content, rel="describedby" for metadata).

- an open-access proceedings publisher (article landing page, FAIR signposting: PDF, XML
  and metadata items among author, licence and type links);
- a conference-materials repository (Zenodo-like deposit of slides, posters and recordings
  with signposting; the harder record is reached through its handle, which redirects).

The seed names Signposting as the machine-readable boundary ("link relations in the HTTP
Link header indicate which URIs belong to an artifact"): where a portal sends it, it is the
heuristic to use, and the truth is the landing page with its items and metadata
(cite-as, author, license and type point outside the artifact).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case, data, links

from ._kit import cookie_banner, head, html_with_links, serve

# --- open-access proceedings publisher --------------------------------------------------

PUB = Portal(
    "www.procpressa.hx96.example",
    "ProcPressa Open Proceedings",
    menu=[
        ("/series", "Proceedings series"),
        ("/for-organisers", "For organisers"),
        ("/open-access", "Open access"),
        ("/news", "News"),
    ],
    footer=[
        ("/imprint", "Imprint"),
        ("/privacy", "Privacy"),
        ("/oai", "OAI-PMH"),
        ("/sitemap.xml", "Sitemap"),
    ],
    title_format="{title} | {name}",
)


def _article(
    aid: str, title: str, items: list[tuple[str, str, bytes]], meta: list[str], related: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    """items: (path, media type, body); meta: metadata export formats."""
    base = f"/article/{aid}"
    hd = head("static.procpressa-cdn.test", "log.pagepulse.test", og_title=title)
    pages: dict[str, PageValue] = {}
    mlinks = [(f"{base}/export/{m}", m) for m in meta]
    sig = [
        (PUB.url(base), 'rel="cite-as"'),
        ("http://orcid.test/0000-0002-1825-0097", 'rel="author"'),
        ("http://creativecommons.test/licenses/by/4.0/", 'rel="license"'),
        ("http://schema.test/ScholarlyArticle", 'rel="type"'),
    ]
    sig += [(PUB.url(p), f'rel="item"; type="{t}"') for p, t, _b in items]
    sig += [(PUB.url(p), 'rel="describedby"; type="application/ld+json"') for p, _ in mlinks[:1]]
    main = (
        f'<p class="series"><a href="/series/lnxc">Lecture notes in event computing</a>, '
        f"vol. 12</p><h1>{escape(title)}</h1><p>Published 2025-09-04 · Open access</p>"
        "<h2>Full text</h2>"
        + links([(p, p.rsplit("/", 1)[1]) for p, _t, _b in items])
        + "<h2>Metadata</h2>"
        + links(mlinks)
        + "<h2>Further reading</h2>"
        + links([(f"/article/{r}", r) for r in related])
        + cookie_banner()
    )
    pages[base] = html_with_links(PUB.page(title, main, head=hd, share=PUB.url(base)), sig)
    for p, t, b in items:
        pages[p] = Response(
            200, [("Content-Type", t), ("Link", f'<{PUB.url(base)}>; rel="collection"')], b
        )
    for p, m in mlinks:
        pages[p] = data(
            f'{{"@type":"ScholarlyArticle","name":"{title}","format":"{m}"}}', "application/ld+json"
        )
    return pages, [base, *[p for p, _t, _b in items], mlinks[0][0]]


def _pdf_item(path: str, title: str) -> tuple[str, str, bytes]:
    return path, "application/pdf", pdf(title, [path])


ART1 = _article(
    "lnxc.12.4",
    "Queue-aware badge scanning at registration desks",
    [_pdf_item("/article/lnxc.12.4/pdf", "Badge scanning")],
    ["jsonld", "bibtex"],
    ["lnxc.12.9"],
)
ART2 = _article(
    "lnxc.12.7",
    "Carbon accounting for hybrid academic conferences",
    [
        _pdf_item("/article/lnxc.12.7/pdf", "Carbon accounting"),
        ("/article/lnxc.12.7/jats.xml", "application/jats+xml", b"<article/>"),
        (
            "/files/lnxc.12.7/supplement-emissions.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            b"PK\x03\x04xlsx",
        ),
        _pdf_item("/files/lnxc.12.7/erratum.pdf", "Erratum"),
    ],
    ["jsonld", "bibtex", "ris", "datacite"],
    ["lnxc.12.4", "lnxc.12.9"],
)


def pub_sites() -> list[Site]:
    pages = {
        **ART1[0],
        **ART2[0],
        "/article/lnxc.12.9": PUB.page("Another article", "<h1>Another article</h1>"),
        "/sitemap.xml": data("<urlset/>", "application/xml"),
    }
    return [serve(PUB, pages)]


# --- conference-materials repository (Zenodo-like, signposted) --------------------------

REPO = Portal(
    "deposit.eventarchiva.hx96.example",
    "EventArchiva",
    menu=[
        ("/communities", "Communities"),
        ("/search", "Search"),
        ("/deposit/new", "Upload"),
        ("/help", "Help"),
    ],
    footer=[
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/api-docs", "Developers"),
        ("/stats", "Statistics"),
    ],
    title_format="{title} | {name}",
)


def _record(
    rid: int, title: str, files: list[tuple[str, str]], versions: list[int], community: str
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/records/{rid}"
    hd = head("cdn.eventarchiva-assets.test", "matomo.archivametrics.test", og_title=title)
    pages: dict[str, PageValue] = {}
    flinks = [(f"{base}/files/{name}?download=1", name) for name, _t in files]
    exports = [(f"{base}/export/{f}", f) for f in ("json-ld", "datacite-xml", "bibtex")]
    sig = [
        (REPO.url(f"/handle/{rid}"), 'rel="cite-as"'),
        ("http://orcid.test/0000-0001-5109-3700", 'rel="author"'),
        ("http://creativecommons.test/licenses/by/4.0/", 'rel="license"'),
        ("http://schema.test/PresentationDigitalDocument", 'rel="type"'),
    ]
    sig += [
        (REPO.url(u), f'rel="item"; type="{t}"')
        for (u, _n), (_f, t) in zip(flinks, files, strict=True)
    ]
    sig += [
        (REPO.url(exports[0][0]), 'rel="describedby"; type="application/ld+json"'),
        (REPO.url(exports[1][0]), 'rel="describedby"; type="application/vnd.datacite+xml"'),
    ]
    vlinks = [(f"/records/{v}", f"Version {i}") for i, v in enumerate(versions, 1)]
    main = (
        f'<span class="badge">Presentation</span><h1>{escape(title)}</h1>'
        f'<p>Part of community <a href="/communities/{community}">{community}</a></p>'
        "<h2>Files</h2>"
        + links(flinks)
        + "<h2>Export</h2>"
        + links(exports)
        + ("<h2>Versions</h2>" + links(vlinks) if vlinks else "")
        + f'<p>Cite as: <a href="/handle/{rid}">/handle/{rid}</a></p>'
        + cookie_banner()
    )
    pages[base] = html_with_links(REPO.page(title, main, head=hd, share=REPO.url(base)), sig)
    pages[f"/handle/{rid}"] = Response.redirect(REPO.url(base), 302)
    for (u, name), (_f, t) in zip(flinks, files, strict=True):
        body = pdf(title, [name]) if t == "application/pdf" else name.encode()
        pages[u] = Response(
            200, [("Content-Type", t), ("Link", f'<{REPO.url(base)}>; rel="collection"')], body
        )
    for u, f in exports:
        pages[u] = data(
            f"{f}: {title}\n", "application/ld+json" if f == "json-ld" else "text/plain"
        )
    truth = [base, *[u for u, _ in flinks], exports[0][0], exports[1][0]]
    return pages, truth


REC1 = _record(
    73012,
    "Keynote slides: the state of open conference data",
    [("keynote-slides.pdf", "application/pdf")],
    [],
    "open-conf-data",
)
REC2 = _record(
    81440,
    "Poster and lightning talk: sustainable conference travel",
    [
        ("poster.pdf", "application/pdf"),
        ("lightning-talk.pdf", "application/pdf"),
        ("lightning-talk.mp4", "video/mp4"),
        ("survey-results.csv", "text/csv"),
    ],
    [80015, 80977],
    "green-events",
)


def repo_sites() -> list[Site]:
    pages = {**REC1[0], **REC2[0]}
    for v in (80015, 80977):
        pages[f"/records/{v}"] = REPO.page(
            f"Earlier version {v}",
            '<h1>Earlier version</h1><a href="/records/81440">Newest version</a>',
        )
    return [serve(REPO, pages)]


# --- cases ------------------------------------------------------------------------------


def cases() -> list[Case]:
    return [
        # Link header: cite-as (itself), items (PDF) and describedby (JSON-LD).
        case(
            "procpressa-article",
            "open-access proceedings publisher (article, PDF)",
            "Single Hop",
            "signposting",
            PUB.url("/article/lnxc.12.4"),
            [PUB.url(u) for u in ART1[1]],
            pub_sites,
            others=[PUB.url("/article/lnxc.12.9")],
        ),
        # Harder: four items, two outside the article's path, and more exports than the
        # header names (only the described-by metadata is part of the signposted boundary).
        case(
            "procpressa-article-supplements",
            "open-access proceedings publisher (JATS, supplement, erratum)",
            "Single Hop",
            "signposting",
            PUB.url("/article/lnxc.12.7"),
            [PUB.url(u) for u in ART2[1]],
            pub_sites,
            others=[PUB.url("/article/lnxc.12.4"), PUB.url("/article/lnxc.12.9")],
        ),
        case(
            "eventarchiva-slides",
            "conference-materials repository (keynote slides)",
            "Single Hop",
            "signposting",
            REPO.url("/records/73012"),
            [REPO.url(u) for u in REC1[1]],
            repo_sites,
        ),
        # Entered through the handle (cite-as), which redirects to the landing page; older
        # versions are other records.
        case(
            "eventarchiva-poster-versions",
            "conference-materials repository (poster, talk, video, data; via handle)",
            "Single Hop",
            "signposting",
            REPO.url("/handle/81440"),
            [REPO.url(u) for u in REC2[1]],
            repo_sites,
            others=[REPO.url("/records/80015"), REPO.url("/records/80977")],
            landing=REPO.url("/records/81440"),
        ),
    ]
