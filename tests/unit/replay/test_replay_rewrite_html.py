"""HTML rewriting: which attributes, which modifiers, what stays byte for byte."""

from __future__ import annotations

import pytest

from keepnet.replay.rewrite.html import rewrite_html

BASE = "http://site.example/dir/page.html"
TAG = '<script src="/_keepnet/client.js"></script>'


def rw(html: str, head: str = "") -> str:
    return rewrite_html(html, "/web/", "20140101000000", BASE, head)


@pytest.mark.parametrize(
    ("src", "want"),
    [
        ('<a href="x.html">', '<a href="/web/20140101000000/http://site.example/dir/x.html">'),
        ("<a href='/root'>", '<a href="/web/20140101000000/http://site.example/root">'),
        (
            '<img src="//cdn.example/i.png">',
            '<img src="/web/20140101000000im_/http://cdn.example/i.png">',
        ),
        (
            '<script src="a.js"></script>',
            '<script src="/web/20140101000000js_/http://site.example/dir/a.js"></script>',
        ),
        (
            '<link rel="stylesheet" href="s.css">',
            '<link rel="stylesheet" href="/web/20140101000000cs_/http://site.example/dir/s.css">',
        ),
        (
            '<link rel="icon" href="f.ico">',
            '<link rel="icon" href="/web/20140101000000im_/http://site.example/dir/f.ico">',
        ),
        (
            '<iframe src="f.html"></iframe>',
            '<iframe src="/web/20140101000000if_/http://site.example/dir/f.html"></iframe>',
        ),
        (
            '<form action="/s" method=get>',
            '<form action="/web/20140101000000/http://site.example/s" method="get">',
        ),
        (
            '<video poster="p.jpg" src="v.mp4">',
            '<video poster="/web/20140101000000im_/http://site.example/dir/p.jpg" src="/web/20140101000000oe_/http://site.example/dir/v.mp4">',
        ),
        (
            '<object data="o.swf">',
            '<object data="/web/20140101000000oe_/http://site.example/dir/o.swf">',
        ),
        ('<a href="#top">', '<a href="#top">'),
        ('<a href="mailto:a@b.example">', '<a href="mailto:a@b.example">'),
        ('<a href="javascript:void(0)">', '<a href="javascript:void(0)">'),
        ('<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'),
        ('<a href="http://[bad">', '<a href="about:invalid">'),
        (
            '<a href="ftp://files.example/x">',
            '<a href="/web/20140101000000/ftp://files.example/x">',
        ),
        (
            '<a href="x?a=1&amp;b=2">',
            '<a href="/web/20140101000000/http://site.example/dir/x?a=1&amp;b=2">',
        ),
        (
            '<script integrity="sha384-x" src="a.js">',
            '<script data-keepnet-integrity="sha384-x" src="/web/20140101000000js_/http://site.example/dir/a.js">',
        ),
        (
            '<a ping="http://t.example/p" href="#">',
            '<a data-keepnet-ping="http://t.example/p" href="#">',
        ),
        (
            '<svg><image xlink:href="i.svg"/></svg>',
            '<svg><image xlink:href="/web/20140101000000im_/http://site.example/dir/i.svg" /></svg>',
        ),
    ],
)
def test_attributes(src: str, want: str) -> None:
    assert rw(src) == want


def test_srcset() -> None:
    out = rw('<img srcset="a.png 1x, b.png 2x,data:image/png;base64,A,B 3x">')
    assert out == (
        '<img srcset="/web/20140101000000im_/http://site.example/dir/a.png 1x, '
        "/web/20140101000000im_/http://site.example/dir/b.png 2x, "
        'data:image/png;base64,A,B 3x">'
    )


def test_meta_refresh_and_base() -> None:
    out = rw('<meta http-equiv="refresh" content="0; url=/next">')
    assert out == (
        '<meta http-equiv="refresh" content="0; url=/web/20140101000000/http://site.example/next">'
    )
    out = rw('<base href="http://other.example/b/"><a href="c">')
    assert out == (
        '<base href="/web/20140101000000/http://other.example/b/">'
        '<a href="/web/20140101000000/http://other.example/b/c">'
    )


def test_style_element_and_attribute() -> None:
    out = rw(
        '<style>body{background:url(bg.png)} @import "more.css";</style>'
        "<div style=\"background-image:url('x.png')\">"
    )
    assert "url(/web/20140101000000im_/http://site.example/dir/bg.png)" in out
    assert '@import "/web/20140101000000cs_/http://site.example/dir/more.css"' in out
    assert "url(&#x27;/web/20140101000000im_/http://site.example/dir/x.png&#x27;)" in out


def test_untouched_markup_is_byte_identical() -> None:
    src = (
        '<!DOCTYPE html>\n<!-- <a href="/c"> --><P CLASS=x>Caf&eacute; &#233; &lt;'
        "<script>var a = \"<a href='/x'>\";</script><textarea>z</textarea><br/>"
        "<![CDATA[ x ]]><?php echo 1 ?></p>"
    )
    assert rw(src) == src


def test_script_tag_goes_first_in_head() -> None:
    assert rw("<html><head><title>t</title></head></html>", TAG) == (
        f"<html><head>{TAG}<title>t</title></head></html>"
    )
    assert rw("<!doctype html><p>no head", TAG) == f"<!doctype html>{TAG}<p>no head"
    assert rw("<html><body>x</body></html>", TAG) == f"<html>{TAG}<body>x</body></html>"
    assert rw("just text", TAG) == f"{TAG}just text"
    assert rw("<head></head><head></head>", TAG).count(TAG) == 1


def test_srcdoc_is_rewritten_too() -> None:
    out = rw('<iframe srcdoc="<img src=&quot;a.png&quot;>"></iframe>')
    assert "/web/20140101000000im_/http://site.example/dir/a.png" in out
    assert 'srcdoc="<img' not in out  # the nested markup is escaped again


def test_attribute_values_are_escaped() -> None:
    out = rw('<a href="x&quot;onmouseover=&quot;alert(1)">')
    assert '"onmouseover' not in out
    assert "%22onmouseover=%22alert(1)" in out
