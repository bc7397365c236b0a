"""The HTTP headers an archived response is served with, in raw (id_) and browsing views.

Never passed on, in any view: hop-by-hop and framing headers (RFC 9110 section 7.6.1:
Connection, Keep-Alive, Transfer-Encoding, ...; Content-Length is recomputed), and the
headers that would act on the replay server's own origin rather than describe the
archived page — cookies, HSTS, Clear-Site-Data, CSP and its reporting endpoints, Alt-Svc.
Those are kept under an `X-Archive-Orig-` prefix so nothing is lost from view.
Browsing view: only headers describing the body stay (Content-Type, Content-Disposition,
Content-Language, Last-Modified); Location and Refresh are rewritten to replay URLs;
everything else (Link preloads included) is prefixed.
"""

from __future__ import annotations

import re

from keepnet.replay.rewrite.urls import UrlRewriter

ORIG = "X-Archive-Orig-"
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-connection",
        "transfer-encoding",
        "te",
        "trailer",
        "upgrade",
        "content-length",
        "proxy-authenticate",
        "proxy-authorization",
    }
)
ORIGIN_AFFECTING = frozenset(
    {
        "set-cookie",
        "set-cookie2",
        "strict-transport-security",
        "clear-site-data",
        "content-security-policy",
        "content-security-policy-report-only",
        "report-to",
        "reporting-endpoints",
        "nel",
        "alt-svc",
        "public-key-pins",
        "expect-ct",
        "x-content-security-policy",
        "x-webkit-csp",
        "origin-agent-cluster",
        "cross-origin-opener-policy",
        "cross-origin-embedder-policy",
    }
)
BROWSING_KEEP = frozenset(
    {"content-type", "content-disposition", "content-language", "last-modified"}
)
_SAFE_VALUE = re.compile(r"[\x00-\x1f\x7f]")


def _clean(value: str) -> str:
    """A header value without control characters (archived bytes may hold anything)."""
    return _SAFE_VALUE.sub(" ", value)


def raw_headers(
    headers: list[tuple[str, str]], keep_encoding: bool = True
) -> list[tuple[str, str]]:
    """Headers of the id_ view: as captured, minus hop-by-hop and origin-affecting ones."""
    out = []
    for name, value in headers:
        low = name.lower()
        if low in HOP_BY_HOP or (low == "content-encoding" and not keep_encoding):
            continue
        out.append((ORIG + name if low in ORIGIN_AFFECTING else name, _clean(value)))
    return out


def browsing_headers(
    headers: list[tuple[str, str]],
    urls: UrlRewriter,
    mod: str,
    content_type: str | None = None,
    keep_encoding: bool = False,
) -> list[tuple[str, str]]:
    """Headers of the browsing views; content_type replaces the captured one when given."""
    out = []
    for name, value in headers:
        low = name.lower()
        value = _clean(value)
        if low in HOP_BY_HOP:
            continue
        if low == "content-encoding":
            if keep_encoding:
                out.append((name, value))
            continue
        if low == "content-type" and content_type is not None:
            continue
        if low == "location":
            out.append((name, urls.rewrite(value.strip(), mod)))
        elif low == "refresh":
            delay, sep, target = value.partition("=")
            out.append((name, f"{delay}{sep}{urls.rewrite(target.strip())}" if sep else value))
        elif low in BROWSING_KEEP:
            out.append((name, value))
        else:
            out.append((ORIG + name, value))
    if content_type is not None:
        out.append(("Content-Type", content_type))
    return out
