"""CSS rewriting: url() in every quoting, @import, escapes, and what is left alone."""

from __future__ import annotations

from keepnet.replay.rewrite.css import rewrite_css
from keepnet.replay.rewrite.urls import UrlRewriter

U = UrlRewriter("/web/", "2014", "http://s.example/css/main.css")
P = "/web/2014im_/http://s.example/"


def test_url_forms() -> None:
    assert rewrite_css("a{b:url(i.png)}", U) == f"a{{b:url({P}css/i.png)}}"
    assert rewrite_css('a{b:url( "../i.png" )}', U) == f'a{{b:url( "{P}i.png" )}}'
    assert rewrite_css("a{b:URL('/i.png')}", U) == f"a{{b:URL('{P}i.png')}}"
    assert rewrite_css("@font-face{src:url(f.woff2) format('woff2')}", U) == (
        f"@font-face{{src:url({P}css/f.woff2) format('woff2')}}"
    )


def test_imports() -> None:
    assert (
        rewrite_css('@import "x.css";', U) == '@import "/web/2014cs_/http://s.example/css/x.css";'
    )
    assert rewrite_css("@import url(x.css) screen;", U) == (
        "@import url(/web/2014cs_/http://s.example/css/x.css) screen;"
    )


def test_left_alone() -> None:
    for css in (
        "a{b:url(data:image/png;base64,AA==)}",
        "a{b:url()}",
        "a{content:'url'}",
        "a{b:url(#frag)}",
    ):
        assert rewrite_css(css, U) == css


def test_escapes_and_quotes() -> None:
    out = rewrite_css(r'a{b:url("a\"b.png")}', U)
    assert out == f'a{{b:url("{P}css/a%22b.png")}}'
    out = rewrite_css(r"a{b:url(sp\ ace.png)}", U)
    assert out == f"a{{b:url({P}css/sp%20ace.png)}}"
