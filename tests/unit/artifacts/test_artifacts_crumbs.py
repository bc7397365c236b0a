"""Breadcrumb trails: the links a page shows as its ancestors."""

from __future__ import annotations

from keepnet.artifacts.crumbs import breadcrumb_links


def test_links_inside_a_breadcrumb_element_are_the_trail() -> None:
    body = (
        b'<nav><a href="/about">About</a></nav>'
        b'<section class="breadcrumb"><a href="/index.php/fonds">Fonds</a> &gt; '
        b'<a href="series">Series</a><br></section>'
        b'<p><a href="/index.php/other">Other fonds</a></p>'
    )
    got = breadcrumb_links(body, "http://a.test/index.php/file")
    assert got == {"http://a.test/index.php/fonds", "http://a.test/index.php/series"}


def test_schema_org_and_aria_trails_count_and_pages_without_one_have_none() -> None:
    schema = b'<ol itemtype="http://schema.org/BreadcrumbList"><li><a href="/p">P</a></li></ol>'
    assert breadcrumb_links(schema, "http://a.test/x") == {"http://a.test/p"}
    aria = b'<nav aria-label="Breadcrumb"><a href="/q#top">Q</a></nav><a href="/r">R</a>'
    assert breadcrumb_links(aria, "http://a.test/x") == {"http://a.test/q"}
    assert breadcrumb_links(b'<a href="/p">P</a>', "http://a.test/x") == frozenset()
