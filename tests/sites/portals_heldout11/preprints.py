"""A bioRxiv-like preprint: versioned URIs whose tabs (full text, supplementary material,
metrics) are separate pages, the PDF and a supplementary file."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import build, pdf_file

BX = Portal(
    "www.bioprepub.hx11.example",
    "bioPrePub",
    menu=[
        ("/collection/ecology", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-bioprepub", "About"),
    ],
    footer=[
        ("/content/terms", "Terms"),
        ("http://www.csh-lab.hx11.example/", "Cold Spring Lab"),
        ("http://bsky.skysocial.hx11.example/bioprepub", "Bluesky"),
    ],
    title_format="{title} | {name}",
)
DOI = "10.1101/2025.01.14.632870"
C = f"/content/{DOI}"
SUPP = "/content/bioprepub/early/2025/01/16/2025.01.14.632870/DC1/embed/media-1.xlsx"


def _biorxiv() -> list[Site]:
    t = "Soil fungal networks buffer drought stress in oak seedlings"

    def v(ver: str, tab: str, body: str) -> str:
        tabs = links(
            [
                (f"{C}{ver}", "Abstract"),
                (f"{C}{ver}.full", "Full Text"),
                (f"{C}{ver}.supplementary-material", "Info/History"),
                (f"{C}{ver}.article-metrics", "Metrics"),
                (f"{C}{ver}.full.pdf", "Preview PDF"),
            ]
        )
        return BX.page(
            t,
            f"<h1 id='page-title'>{t}</h1><p>doi: https://doi.org/{DOI} · {tab}</p>{tabs}{body}"
            f"<p>This article is a preprint. Now published in <a href='http://www.plantjournal.hx11.example/doi/10.1111/pj.20011'>Plant Journal</a></p>"
            f"<p>Previous version: <a href='{C}v1'>v1</a></p>"
            "<p>Subject Area: <a href='/collection/ecology'>Ecology</a></p>",
        )

    pages = {
        f"{C}v2": v("v2", "Abstract", "<p>Abstract ...</p>"),
        f"{C}v2.full": v("v2", "Full Text", "<p>Full text ...</p>"),
        f"{C}v2.supplementary-material": v(
            "v2", "Supplementary Material", f"<a href='{SUPP}'>media-1.xlsx</a>"
        ),
        f"{C}v2.article-metrics": v("v2", "Metrics", "<p>Abstract views 1,204</p>"),
        f"{C}v2.full.pdf": pdf_file(t),
        f"{C}v1": v("v1", "Abstract (v1)", "<p>Abstract of version 1 ...</p>"),
        f"{C}v1.full": v("v1", "Full Text (v1)", "<p>...</p>"),
        f"{C}v1.supplementary-material": v(
            "v1", "Supplementary Material (v1)", "<p>No supplementary material</p>"
        ),
        f"{C}v1.article-metrics": v("v1", "Metrics (v1)", "<p>...</p>"),
        f"{C}v1.full.pdf": pdf_file(t + " v1"),
        SUPP: data(
            b"PK\x03\x04xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
    }
    return [build(BX, pages)]


CASES = [
    Case(
        # bioRxiv: Single Page+ with ignores.  Truth: each version's abstract, full text,
        # info/history, metrics and PDF (v1's reached through the v1 page: every version is
        # kept) and the supplementary spreadsheet (behind the Info tab, two hops, served
        # outside the /content/<doi> path); not the published article, subject collection or
        # the portal's social and funder links.
        name="hx11-bioprepub-preprint",
        imitates="bioRxiv-like preprint server",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=BX.url(f"{C}v2"),
        truth=frozenset(
            {
                *(
                    BX.url(f"{C}{ver}{tab}")
                    for ver in ("v1", "v2")
                    for tab in (
                        "",
                        ".full",
                        ".supplementary-material",
                        ".article-metrics",
                        ".full.pdf",
                    )
                ),
                BX.url(SUPP),
            }
        ),
        build=_biorxiv,
    ),
]
