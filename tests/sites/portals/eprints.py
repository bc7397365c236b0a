"""eprints.test: an institutional-repository item publishing an OAI-ORE resource map.

The landing page announces `<link rel="resourcemap">`; the RDF/XML map aggregates the
paper and its data.  The boundary is the published one: landing page, map, aggregates.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "eprints.test"
P = Portal(
    HOST,
    "University Repository",
    menu=[
        ("/view/year/", "Browse by year"),
        ("/view/subjects/", "Subjects"),
        ("/cgi/latest", "Latest"),
        ("/information.html", "About"),
    ],
    footer=[
        ("/policies.html", "Policies"),
        ("http://eprints.software.test/", "Powered by EPrints"),
    ],
)
ENTRY = P.url("/id/eprint/4242/")
REM = "/id/eprint/4242/ore.rdf"
DOCS = ["/4242/1/paper.pdf", "/4242/2/data.zip"]
RDF = f"""<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ore="http://www.openarchives.org/ore/terms/">
 <rdf:Description rdf:about="{P.url(REM)}"><ore:describes rdf:resource="{ENTRY}#aggregation"/></rdf:Description>
 <rdf:Description rdf:about="{ENTRY}#aggregation">
  <ore:aggregates rdf:resource="{P.url(DOCS[0])}"/><ore:aggregates rdf:resource="{DOCS[1]}"/>
 </rdf:Description></rdf:RDF>"""


def build() -> list[Site]:
    head = f'<link rel="resourcemap" type="application/rdf+xml" href="{REM}">'
    main = (
        f"<h1>Tidal mixing in fjords</h1>{links([(DOCS[0], 'Paper (PDF)')])}"
        '<p>Subjects: <a href="/view/subjects/GC.html">Oceanography</a></p>'
    )
    return [
        P.site(
            {
                "/id/eprint/4242/": P.page("Tidal mixing in fjords", main, head=head),
                REM: data(RDF, "application/rdf+xml"),
                DOCS[0]: data(b"%PDF-1.4", "application/pdf"),
                DOCS[1]: data(b"PK\x03\x04", "application/zip"),
            }
        )
    ]


CASE = Case(
    "paper with data",
    "(EPrints repository, OAI-ORE)",
    "Declared",
    "signposting",
    ENTRY,
    frozenset({ENTRY, P.url(REM), *(P.url(d) for d in DOCS)}),
    build,
)
