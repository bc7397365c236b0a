"""OAI-ORE resource maps: aggregated resources from RDF/XML, Atom and JSON-LD."""

from __future__ import annotations

from keepnet.artifacts.ore import aggregated, is_resource_map

BASE = "http://repo.test/rem.rdf"


def test_rdf_xml() -> None:
    rdf = b"""<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
      xmlns:ore="http://www.openarchives.org/ore/terms/"><rdf:Description rdf:about="#agg">
      <ore:aggregates rdf:resource="http://repo.test/a.pdf"/><ore:aggregates rdf:resource="b.zip"/>
      </rdf:Description></rdf:RDF>"""
    assert is_resource_map(rdf)
    assert aggregated(rdf, BASE) == ["http://repo.test/a.pdf", "http://repo.test/b.zip"]


def test_atom() -> None:
    atom = b"""<feed xmlns="http://www.w3.org/2005/Atom"><entry>
      <link rel="http://www.openarchives.org/ore/terms/aggregates" href="http://repo.test/c.csv"/>
      <link rel="alternate" href="http://repo.test/not-aggregated"/></entry></feed>"""
    assert aggregated(atom, BASE) == ["http://repo.test/c.csv"]


def test_json_ld() -> None:
    doc = b'{"@graph": [{"@id": "#agg", "ore:aggregates": [{"@id": "http://repo.test/d"}, "e"]}]}'
    assert aggregated(doc, BASE) == ["http://repo.test/d", "http://repo.test/e"]


def test_garbage_gives_nothing() -> None:
    assert aggregated(b"<not xml", BASE) == [] and aggregated(b"{broken", BASE) == []
    assert not is_resource_map(b"<html></html>")
