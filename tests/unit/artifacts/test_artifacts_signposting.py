"""FAIR Signposting: level 1 from Link headers and <link>, level 2 from linksets, plus ORE maps."""

from __future__ import annotations

import json

from keepnet.artifacts.loader import load
from keepnet.artifacts.model import Page
from keepnet.artifacts.signposting import collect, from_page, parse_linkset
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch

L = "http://repo.test/rec/1"


def test_from_page_reads_header_and_html_rels() -> None:
    page = Page(
        L,
        200,
        rels=[
            ("item", "http://repo.test/f.csv", "text/csv", "http"),
            ("describedby", "http://repo.test/m.json", None, "html"),
            ("stylesheet", "http://repo.test/s.css", None, "html"),
            ("resourcemap", "http://repo.test/rem.rdf", None, "html"),
        ],
    )
    sp = from_page(page)
    assert sp.get("item") == ["http://repo.test/f.csv"]
    assert sp.sources == ["http-link", "html-link"]
    assert sp.resource_maps == ["http://repo.test/rem.rdf"]
    assert sp.publishes_boundary
    assert sp.members() == [
        "http://repo.test/m.json",
        "http://repo.test/f.csv",
        "http://repo.test/rem.rdf",
    ]


def test_cite_as_alone_does_not_publish_a_boundary() -> None:
    sp = from_page(Page(L, 200, rels=[("cite-as", "http://doi.test/1", None, "http")]))
    assert not sp.publishes_boundary and sp.members() == []


def test_linkset_text_and_json() -> None:
    text = (
        b'<http://repo.test/f.csv>\n ; anchor="http://repo.test/rec/1"\n ; rel="item" ; type="text/csv",\n'
        b'<http://repo.test/m.ttl> ; anchor="http://repo.test/rec/1" ; rel="describedby"'
    )
    triples = parse_linkset(Page("http://repo.test/ls", 200, mime="application/linkset", body=text))
    assert triples == [
        (L, "item", "http://repo.test/f.csv"),
        (L, "describedby", "http://repo.test/m.ttl"),
    ]
    doc = {
        "linkset": [
            {
                "anchor": L,
                "item": [{"href": "f2.csv"}],
                "Describedby": [{"href": "http://repo.test/m"}],
            }
        ]
    }
    triples = parse_linkset(
        Page(
            "http://repo.test/ls.json",
            200,
            mime="application/linkset+json",
            body=json.dumps(doc).encode(),
        )
    )
    assert triples == [
        (L, "item", "http://repo.test/f2.csv"),
        (L, "describedby", "http://repo.test/m"),
    ]
    assert parse_linkset(Page("x", 200, mime="application/linkset+json", body=b"{oops")) == []


async def test_collect_follows_linksets_for_this_anchor_only() -> None:
    doc = {
        "linkset": [
            {"anchor": L, "item": [{"href": "http://repo.test/only-in-linkset.csv"}]},
            {"anchor": "http://repo.test/rec/2", "item": [{"href": "http://repo.test/not-ours"}]},
        ]
    }
    site = Site(
        "repo.test",
        {
            "/rec/1": Response.html(
                "<title>r</title>",
                headers=[
                    (
                        "Link",
                        '<http://repo.test/ls>; rel="linkset"; type="application/linkset+json"',
                    )
                ],
            ),
            "/ls": Response.data(json.dumps(doc).encode(), "application/linkset+json"),
        },
    )
    fetch = web_fetch(VirtualWeb([site]))
    sp = await collect(fetch, await load(fetch, L))
    assert sp.get("item") == ["http://repo.test/only-in-linkset.csv"]
    assert "linkset application/linkset+json" in sp.sources


async def test_collect_reports_a_missing_linkset_and_reads_ore_maps() -> None:
    rdf = (
        b'<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        b'xmlns:ore="http://www.openarchives.org/ore/terms/"><rdf:Description>'
        b'<ore:aggregates rdf:resource="http://repo.test/a.pdf"/></rdf:Description></rdf:RDF>'
    )
    site = Site(
        "repo.test",
        {
            "/rec/1": Response.html(
                '<link rel="resourcemap" href="/rem.rdf"><link rel="linkset" href="/gone">'
            ),
            "/rem.rdf": Response.data(rdf, "application/rdf+xml"),
        },
    )
    fetch = web_fetch(VirtualWeb([site]))
    sp = await collect(fetch, await load(fetch, L))
    assert sp.aggregated == ["http://repo.test/a.pdf"]
    assert any("linkset http://repo.test/gone unavailable" in w for w in sp.warnings)
