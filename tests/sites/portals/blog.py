"""sciblog.test: a blog post (ScienceBlogs/Hypotheses-like) — Single Artifact URI, Single Page.

The post links tags, its author page, the previous and next posts (other artifacts),
a comment feed, a cited paper on another portal and share links; only the post belongs.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "sciblog.test"
P = Portal(
    HOST,
    "SciBlogs",
    menu=[
        ("/", "Home"),
        ("/about/", "About"),
        ("/blogs/", "All blogs"),
        ("/category/physics/", "Physics"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ("/privacy/", "Privacy"),
        ("http://twitter.test/sciblogs", "Twitter"),
    ],
    home_main=links(
        [
            ("/2024/05/why-replication-matters/", "Why replication matters"),
            ("/2024/04/a-year-of-open-data/", "A year of open data"),
        ]
    ),
)
ENTRY = P.url("/2024/05/why-replication-matters/")
PAPER = "http://doi.test/10.1234/replication.2023"


def build() -> list[Site]:
    post = P.page(
        "Why replication matters",
        f"""<article><h1>Why replication matters</h1>
<p class="byline">by <a href="/author/jdoe/">J. Doe</a></p>
<p>Replication is the backbone of science, as <a href="{PAPER}">this paper</a> shows.</p>
<p>Tags: <a href="/tag/replication/">replication</a> <a href="/tag/open-science/">open science</a></p>
<p><a href="/2024/04/a-year-of-open-data/">Previous: A year of open data</a>
<a href="/2024/06/preregistration-101/">Next: Preregistration 101</a></p>
<p><a href="/2024/05/why-replication-matters/feed/">Comments feed</a></p></article>""",
        share=ENTRY,
    )
    other = P.page("A year of open data", "<article><h1>A year of open data</h1></article>")
    return [
        P.site(
            {
                "/2024/05/why-replication-matters/": post,
                "/2024/04/a-year-of-open-data/": other,
                "/2024/06/preregistration-101/": other,
                "/2024/05/why-replication-matters/feed/": data(
                    "<rss></rss>", "application/rss+xml"
                ),
                "/tag/replication/": P.page(
                    "replication", links([(ENTRY, "Why replication matters")])
                ),
                "/author/jdoe/": P.page("J. Doe", links([(ENTRY, "Why replication matters")])),
            }
        )
    ]


CASE = Case(
    "blog post",
    "ScienceBlogs",
    "Single Artifact URI",
    "single_page",
    ENTRY,
    frozenset({ENTRY}),
    build,
    others=frozenset(
        {PAPER, P.url("/2024/04/a-year-of-open-data/"), P.url("/2024/06/preregistration-101/")}
    ),
)
