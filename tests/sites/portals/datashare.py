"""datashare.test: a Figshare-like dataset — Single Hop, Single Page+ with ignored URIs.

The landing page links its two files (/ndownloader/), two citation exports, the author's
profile, categories and a tag search, a related dataset of the portal, a thesis on another
portal (the seed's Fig. 1) and share links; the menu and footer are on every page (and on
the homepage and 404 page, so they land on the ignored list).  The homepage features this
very dataset (step 4 of the ignored-URI method removes it again).
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "datashare.test"
ENTRY_PATH = "/articles/dataset/coral_reef_survey_2019/7012345"
RELATED = "/articles/dataset/kelp_forest_census/7012399"
P = Portal(
    HOST,
    "datashare",
    menu=[
        ("/", "Home"),
        ("/browse", "Browse"),
        ("/features", "Features"),
        ("/blog", "Blog"),
        ("/help", "Help"),
    ],
    footer=[
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("http://twitter.test/datashare", "Twitter"),
    ],
    title_format="{title}",
    home_title="datashare - credit for all your research",
    home_main=links(
        [(ENTRY_PATH, "Coral reef survey 2019 (featured)"), (RELATED, "Kelp forest census")]
    ),
)
ENTRY = P.url(ENTRY_PATH)
THESIS = "http://repository.uni.test/thesis/889"
MEMBERS = [
    "/ndownloader/files/4411",
    "/ndownloader/files/4412",
    "/articles/7012345/export?format=bibtex",
    "/articles/7012345/export?format=ris",
]
TITLE = "Coral reef survey 2019"


def build() -> list[Site]:
    main = f"""<h1>{TITLE}</h1><p>Dataset posted on 2024-03-01 by
<a href="/authors/Jane_Doe/1234">Jane Doe</a></p>
<p>Benthic cover at 40 sites. Used in the thesis <a href="{THESIS}">Reef resilience</a>.</p>
<h2>Files</h2>{links([(MEMBERS[0], "reef_survey.csv"), (MEMBERS[1], "reef_photos.zip")])}
<p>Cite: {links([(MEMBERS[2], "BibTeX"), (MEMBERS[3], "RIS")])}</p>
<p>Categories: <a href="/categories/Marine_Biology">Marine Biology</a>
Keywords: <a href="/search?q=coral">coral</a></p>
<p>License: <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p>
<h2>Related</h2>{links([(RELATED, "Kelp forest census")])}"""
    return [
        P.site(
            {
                ENTRY_PATH: P.page(TITLE, main, share=ENTRY),
                RELATED: P.page("Kelp forest census", "<h1>Kelp forest census</h1>"),
                MEMBERS[0]: data("site,cover\nA,0.4\n", "text/csv"),
                MEMBERS[1]: data(b"PK\x03\x04zip", "application/zip"),
                MEMBERS[2]: data(f"@misc{{doe2024, title={{{TITLE}}}}}", "text/plain"),
                MEMBERS[3]: data(f"TY  - DATA\nTI  - {TITLE}\n", "text/plain"),
                "/authors/Jane_Doe/1234": P.page("Jane Doe", links([(ENTRY_PATH, TITLE)])),
                "/categories/Marine_Biology": P.page(
                    "Marine Biology", links([(ENTRY_PATH, TITLE)])
                ),
            }
        )
    ]


CASE = Case(
    "dataset",
    "Figshare",
    "Single Hop",
    "single_page_plus_ignored",
    ENTRY,
    frozenset({ENTRY, *(P.url(m) for m in MEMBERS)}),
    build,
    others=frozenset({THESIS, P.url(RELATED)}),
)
