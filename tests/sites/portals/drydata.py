"""drydata.test: a Dryad-like dataset — Multi-Hop, Significant String from Title+ with ignored URIs.

The title ("Data from: …", as in the seed's Fig. 7) is in the content of the landing,
metadata and versions pages, but not in the data files the versions page links: only the
"+" hop from the matching pages (minus the ignored URIs) reaches them.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "drydata.test"
TITLE = (
    "Data from: Cytokine responses in birds challenged with the human food-borne pathogen "
    "Campylobacter jejuni implies a Th17 response"
)
P = Portal(
    HOST,
    "Drydata",
    menu=[
        ("/stash/search", "Explore data"),
        ("/stash/about", "About"),
        ("/stash/submit", "Submit data"),
        ("/stash/help", "Help"),
    ],
    footer=[
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
        ("/stash/privacy", "Privacy"),
        ("http://twitter.test/drydata", "Twitter"),
    ],
    title_format="{title}",
    home_title="Drydata Digital Repository",
)
ENTRY_PATH = "/stash/dataset/doi:10.5061/dryad.k4t82"
ENTRY = P.url(ENTRY_PATH)
META, META_XML, VERSIONS = (
    "/stash/landing/metadata/4411",
    "/stash/landing/metadata/4411?format=xml",
    "/stash/versions/4411",
)
ZIP = "/stash/downloads/download_resource/4411"
FILES = ["/stash/downloads/file_stream/98765", "/stash/downloads/file_stream/98766"]
ARTICLE = "http://journal.test/article/10.1371/journal.pone.0000001"
RELATED = "/stash/dataset/doi:10.5061/dryad.m93f6"
ORCID = "http://orcid.test/0000-0002-1825-0097"


def build() -> list[Site]:
    main = f"""<h1>{TITLE}</h1><p>Authors: Ana Smith <a href="{ORCID}">ORCID</a></p>
{links([(META, "Full metadata"), (VERSIONS, "Data files and versions"), (ZIP, "Download dataset (zip)")])}
<p>Related article: <a href="{ARTICLE}">PLoS ONE</a>. Related dataset: <a href="{RELATED}">dryad.m93f6</a></p>"""
    meta = f"<h1>Metadata</h1><p>Title: {TITLE}</p>" + links(
        [(META_XML, "XML"), (ENTRY_PATH, "Back")]
    )
    versions = f"<h1>Versions of {TITLE}</h1>" + links(
        [(FILES[0], "cytokines.csv"), (FILES[1], "birds.csv")]
    )
    return [
        P.site(
            {
                ENTRY_PATH: P.page(TITLE, main, share=ENTRY),
                META: P.page(f"Metadata: {TITLE}", meta),
                META_XML: data(f"<dataset><title>{TITLE}</title></dataset>", "application/xml"),
                VERSIONS: P.page(f"Versions: {TITLE}", versions),
                ZIP: data(b"PK\x03\x04 zip", "application/zip"),
                FILES[0]: data("bird,il17\n1,0.2\n", "text/csv"),
                FILES[1]: data("bird,species\n1,chicken\n", "text/csv"),
                RELATED: P.page("Data from: Something else", "<h1>Data from: Something else</h1>"),
            }
        )
    ]


CASE = Case(
    "dataset",
    "Dryad",
    "Multi-Hop",
    "sig_title_plus_ignored",
    ENTRY,
    frozenset(P.url(u) for u in [ENTRY_PATH, META, META_XML, VERSIONS, ZIP, *FILES]),
    build,
    others=frozenset({ARTICLE, P.url(RELATED), ORCID}),
)
