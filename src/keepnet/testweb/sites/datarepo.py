"""datarepo.example.test + doi.example.test: a dataset portal that publishes FAIR Signposting.

Ground truth (the artifact behind DATASET_DOI, heuristic Signposting):
- DATASET_DOI (http://doi.example.test/10.5555/demo.7781) answers 302 to DATASET_LANDING;
- the landing page sends `Link` headers: cite-as (the DOI), describedby (JSON-LD), item ×2
  (a CSV and a README), license, author, and a linkset (application/linkset+json) that
  declares one more item, the codebook, linked from no page;
- DATASET_MEMBERS: landing page, metadata, three items, linkset;
- not the artifact: menus, search, login, communities, another record (OTHER_RECORD),
  the licence page and the creator's profile.
"""

from __future__ import annotations

import json

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites._chrome import Chrome, para

HOST = "datarepo.example.test"
DOI_HOST = "doi.example.test"
ORIGIN = f"http://{HOST}"
DATASET_DOI = f"http://{DOI_HOST}/10.5555/demo.7781"
REC = "/records/7781"
DATASET_LANDING = ORIGIN + REC
METADATA = f"{ORIGIN}{REC}/export/json-ld"
ITEMS = [f"{ORIGIN}{REC}/files/reef_survey.csv", f"{ORIGIN}{REC}/files/README.txt"]
CODEBOOK = f"{ORIGIN}{REC}/files/codebook.pdf"
LINKSET = f"{ORIGIN}{REC}/linkset"
OTHER_RECORD = ORIGIN + "/records/7790"
LICENSE = ORIGIN + "/licenses/cc-by-4.0"
ORCID = ORIGIN + "/people/a-diver"  # the portal's profile page of the creator
DATASET_MEMBERS = sorted([DATASET_LANDING, METADATA, *ITEMS, CODEBOOK, LINKSET])
TITLE = "Reef survey of the northern atoll, 2019"

CHROME = Chrome(
    site_name="DataRepo",
    menu=[
        ("/", "Home"),
        ("/communities", "Communities"),
        ("/search", "Search"),
        ("/login", "Log in"),
        ("/help", "Help"),
    ],
    stylesheets=["/static/repo.css"],
    footer_links=[("/about", "About"), ("/policies", "Policies"), (LICENSE, "Content licence")],
)


def _landing() -> Response:
    links = [
        f'<{DATASET_DOI}>; rel="cite-as"',
        f'<{METADATA}>; rel="describedby"; type="application/ld+json"',
        *(f'<{u}>; rel="item"; type="text/csv"' for u in ITEMS[:1]),
        f'<{ITEMS[1]}>; rel="item"; type="text/plain"',
        f'<{LICENSE}>; rel="license"',
        f'<{ORCID}>; rel="author"',
        f'<{LINKSET}>; rel="linkset"; type="application/linkset+json"',
    ]
    main = (
        f"<h1>{TITLE}</h1>"
        + para("Benthic cover at 40 sites.")
        + f'<p>Files: <a href="{ITEMS[0]}">reef_survey.csv</a> <a href="{ITEMS[1]}">README</a></p>'
        + f'<p>Creator: <a href="{ORCID}">A. Diver</a>. Licence: <a href="{LICENSE}">CC BY</a></p>'
        + f'<p>Export: <a href="{METADATA}">JSON-LD</a>. See also <a href="{OTHER_RECORD}">record 7790</a></p>'
    )
    return Response.html(CHROME.page(TITLE, main), headers=[("Link", ", ".join(links))])


def _linkset() -> Response:
    body = {
        "linkset": [
            {
                "anchor": DATASET_LANDING,
                "cite-as": [{"href": DATASET_DOI}],
                "describedby": [{"href": METADATA, "type": "application/ld+json"}],
                "item": [{"href": u} for u in [*ITEMS, CODEBOOK]],
            }
        ]
    }
    return Response.data(json.dumps(body, indent=1).encode(), "application/linkset+json")


def _not_found(request: Request) -> Response:
    return Response.html(CHROME.page("Not found", "<h1>404</h1>" + para("No such record.")), 404)


def build() -> Site:
    site = Site(HOST, not_found=_not_found)
    site.add("/", CHROME.page("Open research data", f'<a href="{REC}">Featured: {TITLE}</a>'))
    site.add(REC, _landing())
    site.add(
        f"{REC}/export/json-ld",
        Response.data(json.dumps({"name": TITLE}).encode(), "application/ld+json"),
    )
    site.add(f"{REC}/files/reef_survey.csv", Response.data(b"site,cover\nA,0.4\n", "text/csv"))
    site.add(f"{REC}/files/README.txt", Response.text(f"{TITLE}\n"))
    site.add(f"{REC}/files/codebook.pdf", Response.data(b"%PDF-1.4\n%%EOF\n", "application/pdf"))
    site.add(f"{REC}/linkset", _linkset())
    site.add("/records/7790", CHROME.page("Seagrass cover", "<h1>Seagrass cover</h1>"))
    site.add(
        "/licenses/cc-by-4.0", CHROME.page("CC BY 4.0", "<h1>Creative Commons Attribution 4.0</h1>")
    )
    site.add("/people/a-diver", CHROME.page("A. Diver", f'<a href="{REC}">{TITLE}</a>'))
    for href, label in [*CHROME.menu, *CHROME.footer_links]:
        if href not in site.pages:
            site.add(href, CHROME.page(label, f"<h1>{label}</h1>"))
    site.add("/static/repo.css", Response.data(b"body{font:15px serif}", "text/css"))
    return site


def build_doi() -> Site:
    site = Site(DOI_HOST)
    site.add("/10.5555/demo.7781", Response.redirect(DATASET_LANDING, 302))
    return site
