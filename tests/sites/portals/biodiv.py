"""www.biodiv.test + api.biodiv.test: a GBIF-like dataset — Multi-Hop, Significant String from URI.

The dataset key in the entry path is in every artifact URI: the occurrence search (and its
second page, one hop further), the metrics page and the API document on the api host.  The
publisher and country pages, and single occurrences, are not part of it.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data, links

KEY = "98333cb6-6c15-4add-aa0e-b322bf1500ba"
HOST = "www.biodiv.test"
API = "http://api.biodiv.test"
P = Portal(
    HOST,
    "BIODIV",
    menu=[
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resource/search", "Resources"),
        ("/what-is-biodiv", "About"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/citation-guidelines", "Citing"),
        ("http://twitter.test/biodiv", "Twitter"),
    ],
    title_format="{title}",
    home_title="BIODIV",
)
ENTRY = P.url(f"/dataset/{KEY}")
SEARCH = f"/occurrence/search?datasetKey={KEY}"
SEARCH2 = f"/occurrence/search?datasetKey={KEY}&offset=20"
METRICS = f"/dataset/{KEY}/metrics"
DOC = f"{API}/v1/dataset/{KEY}/document"
PUBLISHER = "/publisher/7ce8aef0-9e92-11dc-8738-b8a03c50a862"


def build() -> list[Site]:
    main = f"""<h1>EOD - eBird Observation Dataset</h1>
{links([(SEARCH, "Browse occurrences"), (METRICS, "Metrics"), (DOC, "EML document")])}
<p>Published by <a href="{PUBLISHER}">Cornell Lab</a> in <a href="/country/US">United States</a></p>"""
    occ = links([("/occurrence/1122334", "Occurrence 1122334"), (SEARCH2, "Next page")])
    site = P.site(
        {
            f"/dataset/{KEY}": P.page("EOD - eBird Observation Dataset", main, share=ENTRY),
            SEARCH: P.page("Occurrences", occ),
            SEARCH2: P.page("Occurrences", "<p>page 2</p>"),
            METRICS: P.page("Metrics", "<p>12M records</p>"),
            PUBLISHER: P.page("Cornell Lab", "<h1>Cornell Lab</h1>"),
            "/country/US": P.page("United States", "<h1>US</h1>"),
            "/occurrence/1122334": P.page("Occurrence", "<p>Turdus</p>"),
        }
    )
    api = Site(
        "api.biodiv.test",
        {f"/v1/dataset/{KEY}/document": data("<eml/>", "application/xml")},
        not_found=lambda r: Response.text('{"error":"not found"}', 404, "application/json"),
    )
    return [site, api]


CASE = Case(
    "dataset",
    "Global Biodiversity Information Facility",
    "Multi-Hop",
    "sig_uri",
    ENTRY,
    frozenset({ENTRY, P.url(SEARCH), P.url(SEARCH2), P.url(METRICS), DOC}),
    build,
)
