"""A signposted institutional repository of conference outputs (2 cases): the landing
page's HTTP Link header names the item's files (rel="item") and metadata records
(rel="describedby"), the boundary the seed says Signposting hands a crawler.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import a, bibtex, case, chrome_site, cookie_banner, head

# --- signposted repository of conference outputs (MeetRepo, DSpace-like) ---------------------

REPO = Portal(
    host="outputs.meetrepo.hx50.example",
    name="MeetRepo",
    menu=[
        ("/communities", "Communities & collections"),
        ("/browse/dateissued", "By date"),
        ("/browse/author", "By author"),
    ],
    footer=[
        ("/info/end-user-agreement", "End user agreement"),
        ("/info/privacy", "Privacy"),
        ("/info/feedback", "Send feedback"),
    ],
    title_format="{title}",
)
DOI = Portal(host="doi.pidresolve.hx50.example", name="PID resolver", menu=[])


def _item(
    uuid: str,
    title: str,
    doi: str | None,
    bits: list[tuple[str, str, str]],
    meta: list[tuple[str, str]],
    orcid: str,
) -> Response:
    rows = "".join(
        f"<tr><td>{a(f'/bitstreams/{b}/download', n)}</td><td>{escape(m)}</td></tr>"
        for b, n, m in bits
    )
    cite = f"http://{DOI.host}/{doi}" if doi else REPO.url(f"/items/{uuid}")
    main = f"""<h1>{escape(title)}</h1><table class="files">{rows}</table>
<p>Cite as: {a(cite, cite)}</p><p>Export: {" ".join(a(h, t) for h, t in meta)}</p>
<p>{a(f"/items/{uuid}/full", "Show full item record")} · {a("/communities", "Collections")}</p>
<p>Licence: {a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}</p>{cookie_banner("/info/privacy")}"""
    link = [
        f'<{cite}> ; rel="cite-as"',
        f'<http://orcid.test/{orcid}> ; rel="author"',
        '<http://schema.test/ScholarlyArticle> ; rel="type"',
        '<http://creativecommons.test/licenses/by/4.0/> ; rel="license"',
    ]
    link += [
        f'<{REPO.url(f"/bitstreams/{b}/download")}> ; rel="item" ; type="{m}"' for b, _n, m in bits
    ]
    link += [
        f'<{REPO.url(h)}> ; rel="describedby" ; type="{"application/xml" if h.endswith("xml") else "application/x-bibtex"}"'
        for h, _t in meta
    ]
    html = REPO.page(title, main, head=head(REPO.host))
    return Response.html(html, headers=[("Link", ", ".join(link))])


def repo_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    u1, t1 = "5e2d9a10-3c4b-4f7e-9a61-0b8c7d6e5f41", "Keynote slides: archiving the conference web"
    bits1 = [("c1a8e2f0-7d3b-4c2a-8e1f-9b0a6d5c4e32", "keynote-slides.pdf", "application/pdf")]
    meta1 = [(f"/items/{u1}/datacite.xml", "DataCite"), (f"/items/{u1}/cite.bib", "BibTeX")]
    p[f"/items/{u1}"] = _item(u1, t1, None, bits1, meta1, "0000-0002-7781-3310")
    u2, t2 = (
        "9b7c6d5e-4f3a-4b2c-8d1e-7f6a5b4c3d21",
        "Panel recording and data: open infrastructure for meetings",
    )
    bits2 = [
        ("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "panel-recording.mp4", "video/mp4"),
        ("1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", "panel-transcript.pdf", "application/pdf"),
        ("2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f", "survey-responses.csv", "text/csv"),
    ]
    meta2 = [(f"/items/{u2}/datacite.xml", "DataCite"), (f"/items/{u2}/cite.bib", "BibTeX")]
    doi2 = "10.59012/meetrepo.4471"
    p[f"/items/{u2}"] = _item(u2, t2, doi2, bits2, meta2, "0000-0001-5522-9087")
    for uuid, t, bits in ((u1, t1, bits1), (u2, t2, bits2)):
        back = [("Link", f'<{REPO.url(f"/items/{uuid}")}> ; rel="collection"')]
        for b, n, m in bits:
            body = (
                pdf(t, [n])
                if m == "application/pdf"
                else (
                    b"\x00\x00\x00\x18ftypmp42"
                    if m == "video/mp4"
                    else b"respondent,answer\n1,yes\n"
                )
            )
            p[f"/bitstreams/{b}/download"] = Response(200, [("Content-Type", m), *back], body)
        p[f"/items/{uuid}/datacite.xml"] = Response(
            200,
            [("Content-Type", "application/xml"), *back],
            f"<resource><title>{escape(t)}</title></resource>".encode(),
        )
        p[f"/items/{uuid}/cite.bib"] = bibtex(
            uuid[:8], t, "MeetRepo depositor", 2024, REPO.url(f"/items/{uuid}"), "misc"
        )
        p[f"/items/{uuid}/full"] = REPO.page(
            t, f"<h1>{escape(t)}</h1><table><tr><td>dc.title</td><td>{escape(t)}</td></tr></table>"
        )
    doi_site = DOI.site({f"/{doi2}": Response.redirect(REPO.url(f"/items/{u2}"), 302)})
    return [chrome_site(REPO, p), doi_site]


def cases() -> list[Case]:
    rp = REPO.url
    u1, u2 = "5e2d9a10-3c4b-4f7e-9a61-0b8c7d6e5f41", "9b7c6d5e-4f3a-4b2c-8d1e-7f6a5b4c3d21"
    return [
        # The landing page's Link header names its items and metadata -> signposting.
        case(
            "meetrepo-keynote",
            "signposted conference repository (keynote slides)",
            "Single Hop",
            "signposting",
            rp(f"/items/{u1}"),
            [
                rp(f"/items/{u1}"),
                rp("/bitstreams/c1a8e2f0-7d3b-4c2a-8e1f-9b0a6d5c4e32/download"),
                rp(f"/items/{u1}/datacite.xml"),
                rp(f"/items/{u1}/cite.bib"),
            ],
            repo_sites,
        ),
        # Entered by its DOI (a redirect); three items and two metadata records.
        case(
            "meetrepo-panel-doi",
            "signposted conference repository (panel recording, transcript and data, by DOI)",
            "Single Hop",
            "signposting",
            "http://doi.pidresolve.hx50.example/10.59012/meetrepo.4471",
            [
                rp(f"/items/{u2}"),
                rp("/bitstreams/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/download"),
                rp("/bitstreams/1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e/download"),
                rp("/bitstreams/2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f/download"),
                rp(f"/items/{u2}/datacite.xml"),
                rp(f"/items/{u2}/cite.bib"),
            ],
            repo_sites,
            landing=rp(f"/items/{u2}"),
        ),
    ]
