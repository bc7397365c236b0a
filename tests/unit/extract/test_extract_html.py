"""HTML link extraction: every link form with its hop and context, base href, robots, caps."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from html import escape
from pathlib import Path

import pytest
from selectolax.lexbor import LexborHTMLParser

from keepnet.extract.html import _SELECTOR, _css, _css_first, extract_html
from keepnet.models import Hop, Outlink

E, L, R, X = Hop.EMBED, Hop.LINK, Hop.REDIRECT, Hop.SPECULATIVE
PAGE = "http://ex.test/dir/page.html"


def links(html: str | bytes, url: str = PAGE, **kw: object) -> list[tuple[str, str, str]]:
    body = html.encode() if isinstance(html, str) else html
    return [(o.url, o.hop.value, o.context) for o in extract_html(body, url, **kw).outlinks]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<a href="a.html">x</a>', [("http://ex.test/dir/a.html", "L", "a/@href")]),
        (
            '<map><area href="/area" shape=rect></map>',
            [("http://ex.test/area", "L", "area/@href")],
        ),
        (
            "<form action=s?q=1></form><form method=GET action=g></form>"
            "<form method=post action=p></form><form action=''></form>",
            [
                ("http://ex.test/dir/s?q=1", "L", "form/@action"),
                ("http://ex.test/dir/g", "L", "form/@action"),
            ],
        ),
        (
            "<link rel=next href=2.html><link rel=prev href=0.html><link rel=alternate "
            "type=application/rss+xml href=/feed><link rel=canonical href=/c>"
            "<link rel=preconnect href=https://cdn.test><link rel=dns-prefetch href=//d.test>",
            [
                ("http://ex.test/dir/2.html", "L", "link/@href"),
                ("http://ex.test/dir/0.html", "L", "link/@href"),
                ("http://ex.test/feed", "L", "link/@href"),
                ("http://ex.test/c", "L", "link/@href"),
            ],
        ),
        (
            "<link rel=stylesheet href=s.css><link rel='shortcut icon' href=/favicon.ico>"
            "<link rel=preload as=font href=f.woff2><link rel=modulepreload href=m.js>"
            "<link rel=manifest href=/app.webmanifest><link rel='alternate stylesheet' href=alt.css>"
            "<link rel=preload as=image imagesrcset='w1.png 1x, w2.png 2x' href=w1.png>",
            [
                ("http://ex.test/dir/s.css", "E", "link/@href"),
                ("http://ex.test/favicon.ico", "E", "link/@href"),
                ("http://ex.test/dir/f.woff2", "E", "link/@href"),
                ("http://ex.test/dir/m.js", "E", "link/@href"),
                ("http://ex.test/app.webmanifest", "E", "link/@href"),
                ("http://ex.test/dir/alt.css", "E", "link/@href"),
                ("http://ex.test/dir/w1.png", "E", "link/@imagesrcset"),
                ("http://ex.test/dir/w2.png", "E", "link/@imagesrcset"),
            ],
        ),
        (
            "<img src=i.png srcset='i2.png 2x' data-src=lazy.png data-srcset='l2.png 2x' lowsrc=low.gif>",
            [
                ("http://ex.test/dir/i.png", "E", "img/@src"),
                ("http://ex.test/dir/lazy.png", "E", "img/@data-src"),
                ("http://ex.test/dir/low.gif", "E", "img/@lowsrc"),
                ("http://ex.test/dir/i2.png", "E", "img/@srcset"),
                ("http://ex.test/dir/l2.png", "E", "img/@data-srcset"),
            ],
        ),
        (
            "<picture><source srcset='p.avif 1x, p2.avif 2x' type=image/avif><img src=p.jpg></picture>",
            [
                ("http://ex.test/dir/p.avif", "E", "source/@srcset"),
                ("http://ex.test/dir/p2.avif", "E", "source/@srcset"),
                ("http://ex.test/dir/p.jpg", "E", "img/@src"),
            ],
        ),
        (
            "<script src=/app.js></script><script type=module src=m.mjs></script>",
            [
                ("http://ex.test/app.js", "E", "script/@src"),
                ("http://ex.test/dir/m.mjs", "E", "script/@src"),
            ],
        ),
        (
            "<iframe src=frame.html></iframe>",
            [("http://ex.test/dir/frame.html", "E", "iframe/@src")],
        ),
        (
            "<html><frameset><frame src=top.html><frame src=/main.html></frameset></html>",
            [
                ("http://ex.test/dir/top.html", "E", "frame/@src"),
                ("http://ex.test/main.html", "E", "frame/@src"),
            ],
        ),
        ("<embed src=movie.swf>", [("http://ex.test/dir/movie.swf", "E", "embed/@src")]),
        (
            "<object data=o.swf codebase=/cb/ archive='a.jar b.jar'></object><object data=plain.svg></object>",
            [
                ("http://ex.test/cb/", "E", "object/@codebase"),
                ("http://ex.test/cb/o.swf", "E", "object/@data"),
                ("http://ex.test/cb/a.jar", "E", "object/@archive"),
                ("http://ex.test/cb/b.jar", "E", "object/@archive"),
                ("http://ex.test/dir/plain.svg", "E", "object/@data"),
            ],
        ),
        (
            "<video src=v.mp4 poster=v.jpg><source src=v.webm type=video/webm>"
            "<track src=v.vtt kind=subtitles></video><audio src=a.mp3><source src=a.ogg></audio>",
            [
                ("http://ex.test/dir/v.mp4", "E", "video/@src"),
                ("http://ex.test/dir/v.jpg", "E", "video/@poster"),
                ("http://ex.test/dir/v.webm", "E", "source/@src"),
                ("http://ex.test/dir/v.vtt", "E", "track/@src"),
                ("http://ex.test/dir/a.mp3", "E", "audio/@src"),
                ("http://ex.test/dir/a.ogg", "E", "source/@src"),
            ],
        ),
        (
            "<input type=image src=go.png><input type=text src=no.png><INPUT TYPE=IMAGE SRC=go2.png>",
            [
                ("http://ex.test/dir/go.png", "E", "input/@src"),
                ("http://ex.test/dir/go2.png", "E", "input/@src"),
            ],
        ),
        (
            "<body background=bg.gif><table background=t.gif><tr><td background=td.gif>x</td></tr></table>",
            [
                ("http://ex.test/dir/bg.gif", "E", "body/@background"),
                ("http://ex.test/dir/t.gif", "E", "table/@background"),
                ("http://ex.test/dir/td.gif", "E", "td/@background"),
            ],
        ),
        (
            "<div style=\"background: url('d.png')\">x</div><p style='color:red'>y</p>"
            "<span style='background-image:url(\"s.png\"), url(t.png)'>z</span>",
            [
                ("http://ex.test/dir/d.png", "E", "div/@style/url()"),
                ("http://ex.test/dir/s.png", "E", "span/@style/url()"),
                ("http://ex.test/dir/t.png", "E", "span/@style/url()"),
            ],
        ),
        (
            "<style>@import 'i.css'; @import url(j.css); body { background: url(/bg.png) }</style>",
            [
                ("http://ex.test/dir/i.css", "E", "style/@import"),
                ("http://ex.test/dir/j.css", "E", "style/@import"),
                ("http://ex.test/bg.png", "E", "style/url()"),
            ],
        ),
        (
            "<meta http-equiv=refresh content='0; url=next.html'>",
            [("http://ex.test/dir/next.html", "R", "meta/@content")],
        ),
        (
            "<svg><image href=s.png /><image xlink:href=x.png /><use href='sprite.svg#i' /></svg>",
            [
                ("http://ex.test/dir/s.png", "E", "image/@href"),
                ("http://ex.test/dir/x.png", "E", "image/@xlink:href"),
                ("http://ex.test/dir/sprite.svg", "E", "use/@href"),
            ],
        ),
        (
            "<svg><a xlink:href='svg-link.html'><text>t</text></a></svg><a name=anchor-only>x</a>",
            [("http://ex.test/dir/svg-link.html", "L", "a/@xlink:href")],
        ),
        (
            "<blockquote cite=q1.html>a</blockquote><q cite=/q2>b</q><del cite=d.html>c</del>",
            [
                ("http://ex.test/dir/q1.html", "L", "blockquote/@cite"),
                ("http://ex.test/q2", "L", "q/@cite"),
                ("http://ex.test/dir/d.html", "L", "del/@cite"),
            ],
        ),
        (
            "<noscript><img src=ns.png></noscript>",
            [("http://ex.test/dir/ns.png", "E", "img/@src")],
        ),
    ],
)
def test_link_forms(html: str, expected: list[tuple[str, str, str]]) -> None:
    assert links(html) == expected


def test_all_forms_in_one_document_keep_document_order() -> None:
    html = (
        "<html><head><link rel=stylesheet href=a.css><script src=b.js></script></head>"
        "<body><a href=c.html>c</a><img src=d.png><a href=e.html>e</a></body></html>"
    )
    assert [u.rsplit("/", 1)[1] for u, _, _ in links(html)] == [
        "a.css",
        "b.js",
        "c.html",
        "d.png",
        "e.html",
    ]


def test_unfetchable_schemes_and_fragments_are_dropped() -> None:
    html = (
        "<a href='javascript:void(0)'>j</a><a href='JavaScript:x()'>J</a><a href='mailto:a@b.test'>m</a>"
        "<a href='tel:+123'>t</a><img src='data:image/png;base64,iVBORw0KGgo='><a href='#top'>#</a>"
        "<a href='ftp://ex.test/f'>f</a><a href=''>empty</a><a href='http://[bad'>bad</a>"
        "<a href='java\nscript:alert(1)'>split</a><a href='page2.html#s2'>frag</a>"
    )
    assert links(html) == [("http://ex.test/dir/page2.html", "L", "a/@href")]


def test_whitespace_is_stripped_as_browsers_do() -> None:
    html = "<a href='\n\t  sp ace.html \n'>x</a><img src=' /i\n.png '>"
    assert links(html) == [
        ("http://ex.test/dir/sp%20ace.html", "L", "a/@href"),
        ("http://ex.test/i.png", "E", "img/@src"),
    ]


def test_duplicates_keep_first_position_and_embed_wins() -> None:
    html = (
        "<a href=x.png>link first</a><a href=other.html>o</a><img src=x.png>"
        "<a href=other.html#again>dup</a><a href=http://EX.test/dir/other.html>same url</a>"
    )
    assert links(html) == [
        ("http://ex.test/dir/x.png", "E", "img/@src"),
        ("http://ex.test/dir/other.html", "L", "a/@href"),
    ]


def test_base_href_first_one_wins_and_resolves_against_document() -> None:
    html = (
        "<head><base href='../b/'><base href='http://other.test/'></head>"
        "<body><a href=x.html>x</a><img src=/abs.png><a href='//cdn.test/c'>c</a></body>"
    )
    result = extract_html(html.encode(), PAGE)
    assert result.base_url == "http://ex.test/b/"
    assert [(o.url, o.hop) for o in result.outlinks] == [
        ("http://ex.test/b/x.html", L),
        ("http://ex.test/abs.png", E),
        ("http://cdn.test/c", L),
    ]


def test_base_anywhere_applies_to_every_reference_and_a_base_without_href_is_walked() -> None:
    html = (
        "<a href=x.html>x</a><base style='background: url(s.png)' background=bg.png>"
        "<p><base href='/b/'><base href='/c/'></p><img src=i.png>"
    )
    result = extract_html(html.encode(), PAGE)
    assert result.base_url == "http://ex.test/b/"
    assert [(o.url, o.hop, o.context) for o in result.outlinks] == [
        ("http://ex.test/b/x.html", L, "a/@href"),
        ("http://ex.test/b/s.png", E, "base/@style/url()"),
        ("http://ex.test/b/bg.png", E, "base/@background"),
        ("http://ex.test/b/i.png", E, "img/@src"),
    ]
    empty = extract_html(b"<BASE HREF><base href=/c/><a href=x>x</a>", PAGE)
    assert empty.base_url == PAGE  # the first <base href> has none: the document's URL


def test_base_without_href_or_unfetchable_is_ignored() -> None:
    html = "<base target=_blank><base href='javascript:x'><a href=x.html>x</a>"
    result = extract_html(html.encode(), PAGE)
    assert result.base_url == PAGE
    assert result.outlinks == [Outlink("http://ex.test/dir/x.html", L, "a/@href")]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("0; url=http://ex.test/a", "http://ex.test/a"),
        ("0;URL='b.html'", "http://ex.test/dir/b.html"),
        ('5 ; url = "c.html"', "http://ex.test/dir/c.html"),
        ("3, d.html", "http://ex.test/dir/d.html"),
        ("0; e.html", "http://ex.test/dir/e.html"),
        ("1.5; url=f.html", "http://ex.test/dir/f.html"),
        ("0; url='g.html' trailing", "http://ex.test/dir/g.html"),
        ("10", None),
        ("0;", None),
        ("0; url=", None),
        ("soon; url=h.html", None),
        ("", None),
    ],
)
def test_meta_refresh_variants(content: str, expected: str | None) -> None:
    html = f'<meta http-equiv="Refresh" content="{escape(content)}"><p>x</p>'.encode()
    result = extract_html(html, PAGE)
    assert result.outlinks == ([Outlink(expected, R, "meta/@content")] if expected else [])
    assert result.refresh == ([expected] if expected else [])


def test_title_is_stripped_and_collapsed() -> None:
    html = "<html><head><title>\n  Hello\n   &amp;  world  </title></head></html>"
    assert extract_html(html.encode(), PAGE).title == "Hello & world"
    assert extract_html(b"<title>   </title>", PAGE).title is None
    assert extract_html(b"<p>no title</p>", PAGE).title is None


@pytest.mark.parametrize(
    ("content", "noindex", "nofollow"),
    [
        ("noindex, nofollow", True, True),
        ("NOINDEX,FOLLOW", True, False),
        ("none", True, True),
        ("index follow", False, False),
        ("nofollow", False, True),
    ],
)
def test_meta_robots(content: str, noindex: bool, nofollow: bool) -> None:
    html = f"<meta name=Robots content='{content}'><a href=a>a</a>".encode()
    result = extract_html(html, PAGE)
    assert (result.noindex, result.nofollow) == (noindex, nofollow)
    assert len(result.outlinks) == 1  # flags are reported, links still extracted


def test_speculative_urls_in_inline_scripts() -> None:
    html = (
        "<script>var a = '/static/app.js?v=3', b = \"https://cdn.test/lib.min.js\";"
        "var c = 'http:\\/\\/esc.test\\/img.png', d = 'not/a/url', e = '//g', f = 'x.js';</script>"
        '<script type=application/ld+json>{"url": "https://json.test/x"}</script>'
        "<script src=ext.js>'/ignored.js'</script>"
    )
    assert links(html) == [
        ("http://ex.test/static/app.js?v=3", "X", "script/#text"),
        ("https://cdn.test/lib.min.js", "X", "script/#text"),
        ("http://esc.test/img.png", "X", "script/#text"),
        ("http://ex.test/dir/ext.js", "E", "script/@src"),
    ]
    assert all(h != "X" for _, h, _ in links(html, speculative=False))


def test_max_outlinks_on_a_page_with_10000_links_keeps_embeds() -> None:
    anchors = "".join(f"<a href='/p{i}'>{i}</a>" for i in range(10_000))
    html = f"<html><body>{anchors}<img src=/last.png></body></html>".encode()
    full = extract_html(html, PAGE)
    assert len(full.outlinks) == 10_001 and full.truncated_outlinks == 0
    capped = extract_html(html, PAGE, max_outlinks=100)
    assert len(capped.outlinks) == 100
    assert capped.truncated_outlinks == 9_901
    assert capped.outlinks[-1] == Outlink("http://ex.test/last.png", E, "img/@src")
    assert [o.url for o in capped.outlinks[:3]] == [f"http://ex.test/p{i}" for i in range(3)]
    assert extract_html(html, PAGE, max_outlinks=0).outlinks == []


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"<",
        b"<a href=",
        b"<a href='unterminated",
        b"<html><<<>>><a href=ok.html>ok<table><td><a href=x.html></div></span></table>",
        b"\x00\x01\x02<a\x00 href=n\x00.html>",
        b"<img srcset=',,, ,'><img srcset='(('><source srcset='a.png 1x (,'>",
        b"<meta http-equiv=refresh><meta http-equiv=refresh content><style>url(</style>",
        b"<object codebase='http://[x'><object data></object>",
        b"\xff\xfe<\x00a\x00",
        b"<svg><a xlink:href='svg.html'><text>t</text></a></svg>" * 3,
        bytes(range(256)) * 20,
    ],
)
def test_malformed_html_does_not_crash(body: bytes) -> None:
    result = extract_html(body, PAGE)
    assert all(o.url.startswith(("http://", "https://")) for o in result.outlinks)


def test_unclosed_tags_still_yield_links() -> None:
    html = b"<div><p><a href=one.html>one<p><a href=two.html>two<table><tr><td><img src=3.png>"
    # A tag cut off by the end of the file is dropped, as browsers do (HTML "eof-in-tag").
    assert links(html + b"<img src=cut.png")[-1][0] == "http://ex.test/dir/3.png"
    assert [u for u, _, _ in links(html)] == [
        "http://ex.test/dir/one.html",
        "http://ex.test/dir/two.html",
        "http://ex.test/dir/3.png",
    ]


def test_invalid_utf8_is_replaced_not_fatal() -> None:
    html = b"<title>caf\xe9 \xff\xfe ok</title><a href='/\xe9t\xe9'>x</a>"
    result = extract_html(html, PAGE)
    assert result.charset == "utf-8"
    assert result.title == "caf\ufffd \ufffd\ufffd ok"
    assert result.outlinks == [Outlink("http://ex.test/%EF%BF%BDt%EF%BF%BD", L, "a/@href")]


def test_charset_from_meta() -> None:
    html = "<meta charset='iso-8859-1'><title>café</title><a href='/é'>x</a>".encode("latin-1")
    result = extract_html(html, PAGE)
    assert result.charset == "cp1252"
    assert result.title == "café"
    assert result.outlinks[0].url == "http://ex.test/%C3%A9"  # WHATWG: paths are UTF-8


def test_charset_from_http_header_wins_over_meta() -> None:
    html = "<meta charset=utf-8><title>Ωmega</title>".encode("cp1253")
    result = extract_html(html, PAGE, content_type="text/html; charset=windows-1253")
    assert (result.charset, result.title) == ("cp1253", "Ωmega")


def test_with_text_shares_the_parse() -> None:
    html = (
        b"<title>T</title><p>Hello <b>there</b></p><script>var x='/a.js'</script><a href=l>link</a>"
    )
    result = extract_html(html, PAGE, with_text=True)
    assert result.text == "Hello there link"
    assert [o.hop for o in result.outlinks] == [X, L]


# --- real pages -------------------------------------------------------------------------

READABILITY_URL = "http://fakehost/test/page.html"


def test_readability_corpus(corpora: Path) -> None:
    pages = sorted((corpora / "html" / "readability").glob("*/source.html"))
    assert len(pages) >= 100
    titled = exact = contained = total_links = 0
    for source in pages:
        result = extract_html(source.read_bytes(), READABILITY_URL)
        total_links += len(result.outlinks)
        assert all(o.url.startswith(("http://", "https://")) for o in result.outlinks), source
        assert all("#" not in o.url for o in result.outlinks), source
        expected = json.loads((source.parent / "expected-metadata.json").read_text()).get("title")
        if expected:
            titled += 1
            if result.title == expected:
                exact += 1
            elif result.title and " ".join(expected.split()) in result.title:
                contained += 1  # Readability strips site names ("Title | Site"); we do not
    print(
        f"readability: {len(pages)} pages, {total_links} outlinks, titles {exact}/{titled} exact,"
        f" {exact + contained}/{titled} exact or contained"
    )
    assert exact / titled >= 0.4
    assert (exact + contained) / titled >= 0.8
    assert total_links > 10 * len(pages)


_DOCS = [
    "",
    "plain text, no markup",
    "<title>first</title><title>second</title>",
    "<svg><title>svg's</title></svg><title>page</title><a href=/x style='color:red'>x</a>",
    "<html><head><base href=/d/><meta http-equiv=refresh content='0;url=/r'></head>"
    "<body background=/bg.png><img srcset='/a.png 1x, /b.png 2x'><script src=/s.js></script>"
    "<form action=/f><input type=image src=/i.png></form><object data=/o></object></body></html>",
    "<template><a href=/t>in a template</a></template><frameset><frame src=/fr></frameset>",
]


def test_the_threads_engine_queries_as_the_parsers_own() -> None:
    # the shared engine finds the very nodes the parser's own selector finds, tree after
    # tree and from several threads at once (one engine a thread)
    def check(doc: str) -> None:
        for _ in range(50):
            tree, own = LexborHTMLParser(doc), LexborHTMLParser(doc)
            assert [n.html for n in _css(tree, _SELECTOR)] == [n.html for n in own.css(_SELECTOR)]
            first, theirs = _css_first(tree, "title"), own.css_first("title")
            assert (first is None) == (theirs is None)
            assert first is None or (first.html, first.parser) == (theirs.html, tree)

    for doc in _DOCS:
        check(doc)
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(check, _DOCS * 4))
