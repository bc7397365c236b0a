"""From a URL string to what goes on the wire: scheme, host, port, Host header, request target.

The URL is parsed by the WHATWG parser (ada-url, as in keepnet.url.parse), so the fetcher
requests exactly the URL the rest of keepnet serialized.  Most URLs reach the fetcher
already WHATWG-serialized, and ada's Python binding costs tens of microseconds per URL, so
a fast path splits URLs that are provably in serialized form already (`_SERIALIZED` below:
lowercase DNS host that cannot be read as an IPv4 number, or an IPv4 address in dotted
decimal as the serializer writes it, no default port, path and query made only of
characters the WHATWG serializer leaves alone, no dot segments).  Everything
else takes the full parser.  The test suite checks the two paths agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import ada_url

from keepnet.fetch.addresses import normalize_host

PORTS = {"http": 80, "https": 443}

_SERIALIZED = re.compile(
    r"(https?)://"
    r"((?:[a-z0-9-]+\.)*([a-z0-9-]+))"  # host; group 3 is its last label
    r"(?::([1-9][0-9]{0,4}))?"
    r"(/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)"  # path
    r"(\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?"  # query (' is percent-encoded in special URLs)
    r"(#.*)?\Z",
    re.DOTALL,
)
_NUMERIC_LABEL = re.compile(r"(?:[0-9]+|0x[0-9a-f]*)\Z")  # WHATWG "ends in a number"
# An IPv4 host as WHATWG serializes it: four decimal numbers 0-255 without leading zeros
# (a site crawled by address, e.g. http://127.0.0.1:8080/, is already in this form).
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_DOTTED_IPV4 = re.compile(rf"{_OCTET}\.{_OCTET}\.{_OCTET}\.{_OCTET}\Z")
_DOT_SEGMENT = re.compile(r"/(?:\.|%2e){1,2}(?:/|\Z)", re.IGNORECASE)


class InvalidTarget(ValueError):
    """Not an http(s) URL keepnet can fetch."""


@dataclass(slots=True)
class Target:
    url: str  # the absolute URL without fragment (absolute-form request target)
    scheme: str
    host: str  # no brackets, lowercase: for connecting, SNI and the address policy
    port: int
    authority: str  # the Host header value (port only when not the default)
    origin_form: str  # path?query


def parse_target(url: str) -> Target:
    """The Target of `url`; raises InvalidTarget."""
    m = _SERIALIZED.match(url)
    if m is not None:
        scheme, host, last, port, path, query, frag = m.groups()
        if (
            (not _NUMERIC_LABEL.match(last) or _DOTTED_IPV4.match(host))
            and "xn--" not in host
            and (port is None or int(port) != PORTS[scheme])
            and int(port or 1) < 65536
            and not _DOT_SEGMENT.search(path)
        ):
            origin_form = path + (query or "")
            absolute = url[: len(url) - len(frag)] if frag else url
            authority = f"{host}:{port}" if port else host
            return Target(
                absolute, scheme, host, int(port) if port else PORTS[scheme], authority, origin_form
            )
    return _parse_slow(url)


def _parse_slow(url: str) -> Target:
    try:
        u = ada_url.parse_url(
            url,
            attributes=(
                "href",
                "protocol",
                "hostname",
                "port",
                "host",
                "pathname",
                "search",
                "hash",
            ),
        )
    except ValueError:
        raise InvalidTarget(f"invalid URL {url[:200]!r}") from None
    scheme = u["protocol"].rstrip(":")
    if scheme not in PORTS:
        raise InvalidTarget(f"unsupported scheme {scheme!r}")
    if not u["hostname"]:
        raise InvalidTarget("URL has no host")
    href = u["href"]
    cut = href.find("#")  # "#" elsewhere is percent-encoded; the hash is "" for a bare "#"
    if cut >= 0:
        href = href[:cut]
    # From the serialization, not pathname + search: those lose a bare "?" ("/?" stays "/?").
    origin_form = href[href.index("/", len(scheme) + 3) :]
    authority = u["host"]
    return Target(
        url=f"{scheme}://{authority}{origin_form}",  # without any user:password@
        scheme=scheme,
        host=normalize_host(u["hostname"]),
        port=int(u["port"]) if u["port"] else PORTS[scheme],
        authority=authority,
        origin_form=origin_form,
    )
