"""An Omeka-like collection item: one item page among browse, tag and exhibit links."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal

from ._kit import build

OM = Portal(
    "harbourhistory.omekahost.hx11.example",
    "Harbour History Collections",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
    ],
    footer=[
        ("http://www.omeka-project.hx11.example/", "Proudly powered by Omeka"),
        ("/about", "About"),
    ],
    title_format="{title} · {name}",
)


def _omeka() -> list[Site]:
    t = "Letter from the harbour master, 12 March 1887"
    pages = {
        "/items/show/214": OM.page(
            t,
            f"<h1>{t}</h1><div id='item-images'><img src='/files/thumbnails/7f3d2.jpg' alt=''></div>"
            "<dl><dt>Creator</dt><dd>J. Sorensen</dd><dt>Date</dt><dd>1887-03-12</dd></dl>"
            "<p>Collection: <a href='/collections/show/5'>Port correspondence</a></p>"
            "<p>Tags: <a href='/items/browse?tags=shipping'>shipping</a></p>"
            "<p>Citation: “" + t + ",” Harbour History Collections.</p>"
            "<p><a href='/items/show/213'>← Previous Item</a> <a href='/items/show/215'>Next Item →</a></p>",
        ),
        "/files/thumbnails/7f3d2.jpg": b"\xff\xd8\xff\xe0thumb",
        "/collections/show/5": OM.page("Port correspondence", "<h1>Port correspondence</h1>"),
        "/items/browse?tags=shipping": OM.page("Browse Items", "<h1>shipping</h1>"),
        "/items/show/213": OM.page("Customs ledger, 1886", "<h1>Customs ledger</h1>"),
        "/items/show/215": OM.page("Photograph of the east pier", "<h1>East pier</h1>"),
    }
    return [build(OM, pages)]


CASES = [
    Case(
        # Omeka.net: Single Page (the table's note: depends on the installation; this one
        # shows only a thumbnail, embedded).  Truth: the item page; not the collection, tag
        # browse or the neighbouring items.
        name="hx11-omeka-item",
        imitates="Omeka collection item",
        artifact_class="single",
        expected="single_page",
        entry=OM.url("/items/show/214"),
        truth=frozenset({OM.url("/items/show/214")}),
        build=_omeka,
        others=frozenset({OM.url("/items/show/215")}),
    ),
]
