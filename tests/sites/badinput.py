"""bad.test: one URL per way a server's answer can be broken (the issue's bad-input acceptance).

Ground truth (http://bad.test): "/" links every case below; BAD_EXPECT says, for each
case URL, what a crawler sees and must log (none of them may crash it).

=====================  =========================================================================
/broken-gzip.html      200, Content-Encoding: gzip, body is not gzip (decoding fails)
/bad-utf8.html         200 text/html; charset=utf-8 with invalid UTF-8; still links
                       /after-bad-utf8.html (BAD_UTF8_LINK), which exists
/huge.bin              200 with Content-Length HUGE_SIZE (6 MiB > a 5 MB limit)
/huge-chunked.bin      200 chunked, HUGE_SIZE bytes, no Content-Length (limit while streaming)
/slow.html             200 after SLOW_SECONDS (30 s): past any sane read timeout
/stall-body.html       head + 100 body bytes of 10,000 promised, then silence until stop
/trickle.html          4 KB sent 64 bytes every 0.2 s (~13 s): read timeout never fires
/reset.html            head + 1,000 of 20,000 body bytes, then TCP RST
/truncated.html        Content-Length 20,000, 5,000 bytes sent, then FIN
/garbage-status        a status line no HTTP parser accepts
/not-http              not HTTP at all
/empty-reply           the connection closes without a byte
/malformed.html        junk HTML; an HTML5 parser finds MALFORMED_LINKS (all exist)
                       and not MALFORMED_HIDDEN (inside an unterminated comment)
/many-links.html       MANY_LINKS (5,000) links to /many/0.html .. /many/4999.html (all exist)
=====================  =========================================================================
"""

from __future__ import annotations

import re

from keepnet.testweb import behaviours as hb
from keepnet.testweb.site import Request, Response, Site

HOST = "bad.test"
ORIGIN = f"http://{HOST}"
HUGE_SIZE = 6 * 1024 * 1024
SLOW_SECONDS = 30.0
MANY_LINKS = 5000

BAD_UTF8_LINK = f"{ORIGIN}/after-bad-utf8.html"
MALFORMED_LINKS = frozenset(f"{ORIGIN}/m/{n}.html" for n in ("one", "two", "three", "four", "five"))
MALFORMED_HIDDEN = f"{ORIGIN}/m/hidden.html"
MANY_LINK_URLS = frozenset(f"{ORIGIN}/many/{i}.html" for i in range(MANY_LINKS))

BAD_EXPECT: dict[str, str] = {
    f"{ORIGIN}/broken-gzip.html": "response 200; content decoding fails (archive as received)",
    f"{ORIGIN}/bad-utf8.html": "response 200; decodes with replacement, links still found",
    f"{ORIGIN}/huge.bin": "response 200 truncated at the size limit (WARC-Truncated: length)",
    f"{ORIGIN}/huge-chunked.bin": "response 200 truncated at the size limit (WARC-Truncated: length)",
    f"{ORIGIN}/slow.html": "failure: timeout (no head within the read timeout)",
    f"{ORIGIN}/stall-body.html": "timeout mid-body (WARC-Truncated: time, or a failure)",
    f"{ORIGIN}/trickle.html": "total timeout (WARC-Truncated: time, or a failure)",
    f"{ORIGIN}/reset.html": "connection reset mid-body (WARC-Truncated: disconnect, or a failure)",
    f"{ORIGIN}/truncated.html": "body shorter than Content-Length (WARC-Truncated: disconnect)",
    f"{ORIGIN}/garbage-status": "failure: bad status line",
    f"{ORIGIN}/not-http": "failure: not HTTP",
    f"{ORIGIN}/empty-reply": "failure: connection closed without a response",
    f"{ORIGIN}/malformed.html": "response 200; MALFORMED_LINKS extracted",
    f"{ORIGIN}/many-links.html": "response 200; 5,000 outlinks (capped by max outlinks per page)",
}
BAD_CASE_URLS = frozenset(BAD_EXPECT)

BAD_UTF8 = (
    b"<!doctype html><html><head><meta charset=utf-8><title>Bad \xff\xfe UTF-8</title></head>"
    b"<body><p>lone continuation \x80\x80, overlong \xc0\xaf, surrogate \xed\xa0\x80, "
    b'truncated \xe2\x82</p><a href="/after-bad-utf8.html">next \xf0\x28\x8c\x28</a></body></html>\n'
)
MALFORMED = b"""<html><head><title>Malformed</title></head
<body><div><p>unclosed <b>bold <i>italic
<a href="/m/one.html">one
<table><tr><td><a href='/m/two.html'>two</p></span></td>
<a href=/m/three.html>three</a></font></center>
<<<>>> &bogus; &#xZZ; \x00 nul byte
<A HREF="/m/four.html" CLASS=x>four</A>
<img src="" alt=><a href="  /m/five.html  ">five</a></div></div></div>
<!-- an unterminated comment hides the rest: <a href="/m/hidden.html">hidden</a>
"""


def _index() -> str:
    items = "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in BAD_EXPECT)
    return f"<!doctype html><title>Bad input</title><h1>Bad input cases</h1><ul>{items}</ul>"


def _many_links() -> str:
    links = "\n".join(f'<a href="/many/{i}.html">link {i}</a>' for i in range(MANY_LINKS))
    return f"<!doctype html><title>5,000 links</title><body>{links}</body>"


def _many_target(request: Request) -> Response:
    assert request.match is not None
    return Response.html(f"<!doctype html><title>Many {request.match[1]}</title><p>leaf</p>")


def build() -> Site:
    site = Site(HOST)
    body20k = Response.html(b"<!doctype html><title>x</title><p>" + b"y" * 19960 + b"</p>")
    huge = bytes(range(256)) * (HUGE_SIZE // 256)
    site.add("/", _index())
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add(
        "/broken-gzip.html",
        Response(
            200,
            [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Encoding", "gzip"),
            ],
            b"\x1f\x8b\x08\x00\x00\x00\x00\x00this is not deflate data at all" + bytes(range(64)),
        ),
    )
    site.add("/bad-utf8.html", Response.html(BAD_UTF8))
    site.add("/after-bad-utf8.html", "<!doctype html><title>After</title><p>ok</p>")
    site.add("/huge.bin", Response.data(huge))
    site.add("/huge-chunked.bin", Response.data(huge).with_(chunked=True, chunk_size=65536))
    site.add("/slow.html", hb.slow(Response.html("<p>finally</p>"), SLOW_SECONDS))
    site.add("/stall-body.html", hb.stall(Response.html(b"z" * 10000), after=100))
    site.add("/trickle.html", hb.trickle(Response.html(b"t" * 4096), chunk=64, interval=0.2))
    site.add("/reset.html", hb.reset_mid_body(body20k, after=1000))
    site.add("/truncated.html", hb.truncated(body20k, keep=5000))
    site.add("/garbage-status", hb.garbage_status())
    site.add("/not-http", hb.not_http())
    site.add("/empty-reply", hb.close_without_response())
    site.add("/malformed.html", Response.html(MALFORMED))
    for name in ("one", "two", "three", "four", "five", "hidden"):
        site.add(f"/m/{name}.html", f"<!doctype html><title>{name}</title><p>{name}</p>")
    site.add("/many-links.html", _many_links())
    site.route(re.compile(r"/many/(\d+)\.html"))(_many_target)
    return site
