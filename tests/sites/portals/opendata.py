"""opendata.test: a bare data landing page — Single Hop, Single Page+.

A small institutional data dump: the landing page has no site menu, only its files and a
methods page, so everything one hop away belongs (Archive-It "One Page+").
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

HOST = "opendata.test"
O = f"http://{HOST}"  # noqa: E741
ENTRY = f"{O}/view.php?ds=coral-reefs"
FILES = [f"{O}/data/reef_survey_2019.csv", f"{O}/data/reef_codebook.pdf", f"{O}/docs/methods.html"]

LANDING = """<!DOCTYPE html><html><head><title>Coral reef survey of the northern atoll</title>
<link rel="stylesheet" href="/plain.css"></head><body><h1>Coral reef survey of the northern atoll</h1>
<p>Collected 2019 by the Marine Station. Files:</p><ul>
<li><a href="/data/reef_survey_2019.csv">reef_survey_2019.csv</a></li>
<li><a href="/data/reef_codebook.pdf">Codebook (PDF)</a></li>
<li><a href="/docs/methods.html">Methods</a></li></ul></body></html>"""


def build() -> list[Site]:
    home = (
        "<!DOCTYPE html><html><head><title>Marine Station open data</title></head><body>"
        "<ul><li><a href='/view.php?ds=coral-reefs'>Coral reefs</a></li>"
        "<li><a href='/view.php?ds=seagrass'>Seagrass</a></li></ul></body></html>"
    )
    return [
        Site(
            HOST,
            {
                "/": home,
                "/view.php?ds=coral-reefs": LANDING,
                "/view.php?ds=seagrass": "<title>Seagrass</title>",
                "/plain.css": data("body{margin:2em}", "text/css"),
                "/data/reef_survey_2019.csv": data("site,depth,cover\nA,3,0.4\n", "text/csv"),
                "/data/reef_codebook.pdf": data(b"%PDF-1.4\n%%EOF\n", "application/pdf"),
                "/docs/methods.html": "<title>Methods</title><p>Transects of 50 m.</p>",
            },
            not_found=lambda r: Response.html("<title>404</title>Not Found", 404),
        )
    ]


CASE = Case(
    "data landing page",
    "(bare data repository)",
    "Single Hop",
    "single_page_plus",
    ENTRY,
    frozenset({ENTRY, *FILES}),
    build,
)
