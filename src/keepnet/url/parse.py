"""The lossless URL layer: WHATWG URL parsing, serialization and resolution (ada-url).

The string this module returns is the URL keepnet fetches and writes as WARC-Target-URI;
lossy canonicalization (keepnet.url.canon) never touches it.  Standard: WHATWG URL.

Every function here is safe on junk: any input that is not a URL (text with lone surrogates,
bytes that are not UTF-8, None, numbers, megabytes of garbage) raises InvalidURL and nothing
else.  Bytes are accepted: valid UTF-8 is decoded, other bytes are percent-encoded as they are.
"""

from __future__ import annotations

import re

import ada_url

from keepnet.url.parts import URLParts

try:  # ada-url's own cffi binding: one parse gives the href and the offsets of its components
    from ada_url._ada_wrapper import ffi as _ffi
    from ada_url._ada_wrapper import lib as _lib
except ImportError:  # pragma: no cover - a differently built ada-url; the slow path still works
    _lib = None

_OMITTED = 0xFFFFFFFF  # ada_url_omitted: "component absent"


class InvalidURL(ValueError):
    """The text is not a URL the WHATWG parser accepts (or not one keepnet can fetch)."""


def as_text(url: object) -> str:
    """`url` as str: bytes are decoded as UTF-8, undecodable bytes become %XX escapes."""
    if isinstance(url, str):
        return url
    if isinstance(url, bytes | bytearray | memoryview):
        raw = bytes(url)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("utf-8", "surrogateescape")
            return "".join(
                f"%{ord(c) - 0xDC00:02X}" if "\udc80" <= c <= "\udcff" else c for c in text
            )
    raise InvalidURL(f"not a URL: {type(url).__name__}")


_SCHEME = re.compile(r"[\x00-\x20]*[a-zA-Z][a-zA-Z0-9+.-]*:")
_TAB_NL = re.compile(r"[\t\n\r]")
_LEADING = re.compile(r"^[\x00-\x20]*[/\\]*")
_HOST_PORT = re.compile(r"[\x00-\x20]*[^:/?#]*\.[^:/?#]*:[0-9]*(?:[/?#]|$)")


def implied_http(url: str | bytes) -> str:
    """Prefix "http://" when url has no scheme ("example.com/a", "//example.com/a",
    "example.com:8080/a"), as Heritrix and urlcanon do for seeds typed by people.

    Tabs and newlines are removed first, as the WHATWG parser would ignore them anyway.
    """
    url = as_text(url)
    if "\t" in url or "\n" in url or "\r" in url:
        url = _TAB_NL.sub("", url)
    if url.startswith(("http://", "https://")):
        return url  # the common case: _HOST_PORT cannot match before a dot-less "http:"
    if _SCHEME.match(url) and not _HOST_PORT.match(url):
        return url
    return "http://" + _LEADING.sub("", url)


def _short(url: object) -> str:
    return repr(url)[:200]


def parse_url(url: str | bytes, base: str | None = None) -> str:
    """The WHATWG serialization of `url` (resolved against `base`); raises InvalidURL."""
    try:
        text = as_text(url)
        if base is not None:
            return str(ada_url.join_url(as_text(base), text))
        return str(ada_url.URL(text).href)
    except InvalidURL:
        raise
    except (ValueError, TypeError) as exc:  # UnicodeEncodeError (lone surrogates) is a ValueError
        raise InvalidURL(f"invalid URL {_short(url)}") from exc


def try_parse(url: str | bytes, base: str | None = None) -> str | None:
    """Like parse_url but None for invalid input."""
    try:
        return parse_url(url, base)
    except InvalidURL:
        return None


def split_url(url: str | bytes, base: str | None = None) -> URLParts:
    """Parse `url` once (WHATWG) and return its components; raises InvalidURL.

    whatwg_serialize(split_url(u)) == parse_url(u) for every valid u.
    """
    try:
        text = as_text(url)
        data = text.encode("utf-8")
        base_data = None if base is None else as_text(base).encode("utf-8")
    except (ValueError, TypeError) as exc:
        raise InvalidURL(f"invalid URL {_short(url)}") from exc
    if _lib is None:  # pragma: no cover
        return _split_href(parse_url(text, None if base is None else as_text(base)))
    if base_data is None:
        obj = _lib.ada_parse(data, len(data))
    else:
        obj = _lib.ada_parse_with_base(data, len(data), base_data, len(base_data))
    try:
        if not _lib.ada_is_valid(obj):
            raise InvalidURL(f"invalid URL {_short(url)}")
        h = _lib.ada_get_href(obj)
        href = _ffi.unpack(h.data, h.length).decode("ascii")
        c = _lib.ada_get_components(obj)
        return _from_components(href, c)
    finally:
        _lib.ada_free(obj)


def _from_components(href: str, c: object) -> URLParts:
    """Slice an ada href by its url_components offsets (see ada's url_components docs)."""
    proto_end: int = c.protocol_end  # type: ignore[attr-defined]
    user_end: int = c.username_end  # type: ignore[attr-defined]
    host_start: int = c.host_start  # type: ignore[attr-defined]
    host_end: int = c.host_end  # type: ignore[attr-defined]
    path_start: int = c.pathname_start  # type: ignore[attr-defined]
    search: int = c.search_start  # type: ignore[attr-defined]
    hash_: int = c.hash_start  # type: ignore[attr-defined]
    port: int = c.port  # type: ignore[attr-defined]
    end = len(href)
    path_end = search if search != _OMITTED else (hash_ if hash_ != _OMITTED else end)
    query = None
    if search != _OMITTED:
        query = href[search + 1 : hash_ if hash_ != _OMITTED else end]
    fragment = href[hash_ + 1 :] if hash_ != _OMITTED else None
    host = username = password = ""
    has_authority = href.startswith("//", proto_end)
    if has_authority:
        if host_start < len(href) and href[host_start] == "@" and host_start >= user_end:
            username = href[proto_end + 2 : user_end]
            password = href[user_end + 1 : host_start] if host_start > user_end else ""
            host = href[host_start + 1 : host_end]
        else:
            host = href[host_start:host_end]
    return URLParts(
        href[: proto_end - 1],
        host if has_authority else None,
        href[path_start:path_end],
        username=username,
        password=password,
        port="" if port == _OMITTED else str(port),
        query=query,
        fragment=fragment,
    )


def _split_href(href: str) -> URLParts:  # pragma: no cover - only without ada's cffi module
    u = ada_url.URL(href)
    query = str(u.search)[1:] if "?" in href.split("#", 1)[0] else None
    fragment = href.split("#", 1)[1] if "#" in href else None
    proto = str(u.protocol)
    has_authority = href.startswith("//", len(proto))
    return URLParts(
        proto[:-1],
        str(u.hostname) if has_authority else None,
        str(u.pathname),
        username=str(u.username),
        password=str(u.password),
        port=str(u.port),
        query=query,
        fragment=fragment,
    )


def strip_fragment(url: str) -> str:
    """The URL without its fragment: what is requested over HTTP."""
    i = url.find("#")
    return url if i < 0 else url[:i]


def _url(url: str) -> ada_url.URL:
    try:
        return ada_url.URL(as_text(url))
    except InvalidURL:
        raise
    except (ValueError, TypeError) as exc:
        raise InvalidURL(f"invalid URL {_short(url)}") from exc


def hostname(url: str) -> str:
    """The host of a parsed URL, lowercased, without port ("" when it has none)."""
    return str(_url(url).hostname)


def host_port(url: str) -> str:
    """The politeness-queue key: "host" or "host:port" when the port is not the default."""
    return str(_url(url).host)


def scheme(url: str) -> str:
    return str(_url(url).protocol).rstrip(":")
