"""protocols.test: a step-by-step lab protocol — Multi-Hop, Significant String from Title.

Every page of the protocol (materials, steps 1 → 2 → 3, each reached from the previous one)
names the protocol in its content; the step URIs share neither a path nor an identifier with
the entry, so only the title ties them together.  Titles carry no site name.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, links

HOST = "protocols.test"
TITLE = "Extracting DNA from strawberries with household reagents"
P = Portal(
    HOST,
    "Protocol Exchange",
    menu=[("/browse", "Browse"), ("/about", "About"), ("/submit", "Submit")],
    footer=[("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"), ("/privacy", "Privacy")],
    title_format="{title}",
    home_title="Protocol Exchange",
)
ENTRY_PATH = "/protocol/strawberry-dna-extraction"
ENTRY = P.url(ENTRY_PATH)
STEPS = ["/s/9f2c1", "/s/a81d3", "/s/c44e0"]
MATERIALS = "/m/5521"
RELATED = "/protocol/onion-dna-extraction"


def _step(i: int) -> str:
    nxt = links([(STEPS[i + 1], f"Step {i + 2}")]) if i + 1 < len(STEPS) else "<p>Done.</p>"
    return P.page(
        f"Step {i + 1}",
        f"<p>Protocol: {TITLE}</p><h1>Step {i + 1}</h1>{nxt}"
        f'<p>Questions? <a href="/people/ana">Ask the author</a></p>',
    )


def build() -> list[Site]:
    main = f"""<h1>{TITLE}</h1><p>By <a href="/people/ana">Ana Ruiz</a>.</p>
{links([(STEPS[0], "Start the protocol"), (MATERIALS, "Materials")])}
<p>Related: <a href="{RELATED}">Onion DNA extraction</a></p>"""
    pages = {
        ENTRY_PATH: P.page(TITLE, main, share=ENTRY),
        MATERIALS: P.page("Materials", f"<p>Materials for {TITLE}: salt, soap, ethanol.</p>"),
        RELATED: P.page("Extracting DNA from onions", "<h1>Onions</h1>"),
        "/people/ana": P.page("Ana Ruiz", links([(ENTRY_PATH, TITLE), (RELATED, "Onions")])),
    }
    pages.update({s: _step(i) for i, s in enumerate(STEPS)})
    return [P.site(pages)]


CASE = Case(
    "lab protocol",
    "(protocol sharing site)",
    "Multi-Hop",
    "sig_title",
    ENTRY,
    frozenset({ENTRY, P.url(MATERIALS), *(P.url(s) for s in STEPS)}),
    build,
    others=frozenset({P.url(RELATED)}),
)
