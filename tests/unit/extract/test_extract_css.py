"""CSS extraction: url() in all quoting styles, @import forms, image-set, comments, escapes."""

from __future__ import annotations

from keepnet.extract.css import extract_css
from keepnet.models import Hop, Outlink

BASE = "http://ex.test/css/main.css"


def urls(css: str) -> list[tuple[str, str]]:
    outlinks = extract_css(css, BASE)
    assert all(o.hop is Hop.EMBED for o in outlinks)
    return [(o.url, o.context) for o in outlinks]


def test_url_quoting_styles_and_whitespace() -> None:
    css = """a { background: url(plain.png) }
    b { background: url( "double.png" ) }
    c { background: URL('single.png') }
    d { background: url(  spaced.png  ) }"""
    assert urls(css) == [
        ("http://ex.test/css/plain.png", "css/url()"),
        ("http://ex.test/css/double.png", "css/url()"),
        ("http://ex.test/css/single.png", "css/url()"),
        ("http://ex.test/css/spaced.png", "css/url()"),
    ]


def test_import_string_and_url_forms() -> None:
    css = """@import "a.css";
    @import 'b.css' screen;
    @import url(c.css);
    @import url("/d.css") print;
    @IMPORT"e.css";"""
    assert urls(css) == [
        ("http://ex.test/css/a.css", "css/@import"),
        ("http://ex.test/css/b.css", "css/@import"),
        ("http://ex.test/css/c.css", "css/@import"),
        ("http://ex.test/d.css", "css/@import"),
        ("http://ex.test/css/e.css", "css/@import"),
    ]


def test_font_face_image_set_and_fragments() -> None:
    css = """@font-face { src: url(f.woff2#iefix) format("woff2"), url('f.woff') format("woff") }
    .h { background-image: -webkit-image-set("h1.png" 1x, url(h2.png) 2x); }
    .i { background-image: image-set('i1.avif' type("image/avif"), "i2.jpg" 1x) }"""
    assert urls(css) == [
        ("http://ex.test/css/f.woff2", "css/url()"),
        ("http://ex.test/css/f.woff", "css/url()"),
        ("http://ex.test/css/h1.png", "css/image-set()"),
        ("http://ex.test/css/h2.png", "css/url()"),
        ("http://ex.test/css/i1.avif", "css/image-set()"),
        ("http://ex.test/css/i2.jpg", "css/image-set()"),
    ]


def test_comments_data_uris_and_empty_urls_are_skipped() -> None:
    css = """/* url(commented.png) @import "no.css"; */
    a { background: url(data:image/png;base64,iVBOR==) }
    b { background: url() } c { background: url("") } d { filter: url(#svgfilter) }
    e { background: url(real.png) } /* unterminated comment url(x.png)"""
    assert urls(css) == [("http://ex.test/css/real.png", "css/url()")]


def test_escapes_in_urls() -> None:
    css = r"""a { background: url(paren\(1\).png) } b { background: url("sp\20 ace.png") }"""
    assert urls(css) == [
        ("http://ex.test/css/paren(1).png", "css/url()"),
        ("http://ex.test/css/sp%20ace.png", "css/url()"),
    ]


def test_duplicates_and_absolute_urls() -> None:
    css = "a{background:url(x.png)} b{background:url('x.png')} c{background:url(//cdn.test/y.png)}"
    assert extract_css(css, BASE) == [
        Outlink("http://ex.test/css/x.png", Hop.EMBED, "css/url()"),
        Outlink("http://cdn.test/y.png", Hop.EMBED, "css/url()"),
    ]


def test_malformed_css_does_not_crash() -> None:
    for css in [
        "url(",
        "url('unterminated",
        "@import",
        '@import "',
        "}}}{{{url(a.png",
        "\x00url(\x00)",
    ]:
        for o in extract_css(css, BASE):
            assert o.url.startswith("http://ex.test/")
