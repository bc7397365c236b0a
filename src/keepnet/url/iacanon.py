"""The Internet Archive URL key: parse and canonicalize exactly as IA's surt library does.

pywb and cdxj-indexer key their CDXJ indexes with `surt.surt(url)`: archive-commons'
WaybackURLKeyMaker = GoogleURLCanonicalizer then IAURLCanonicalizer over a loose RFC 2396
parse (not WHATWG).  keepnet's `surt-ia` profile reimplements that behaviour here, step by
step, so its keys are interchangeable with theirs (the surt package is only a test oracle).

It works on bytes, as the original does.  One deliberate change: where the original calls
gethostbyname() to read dotted/octal IPv4 forms, this uses inet_aton() on names made only of
digits and dots -- the same answer for every name the resolver answers without DNS, and no
DNS lookup ever (an address the resolver would only find over DNS stays a host name).
"""

from __future__ import annotations

import contextlib
import re
import socket
import struct

from keepnet.url.parse import InvalidURL
from keepnet.url.parts import URLParts

_HAS_SCHEME = re.compile(rb"^([a-zA-Z][a-zA-Z0-9+\-.]*):")
_REPEATED_HTTP = re.compile(rb"^(https?://)+")
_TAB_NL = re.compile(rb"[\n\r\t]")
_PCT = re.compile(rb"%([0-9a-fA-F]{2})")
# Google safe-browsing escaping: control bytes, space, DEL, non-ASCII, '#' and '%'.
_ESCAPE = re.compile(rb"[\x00-\x20\x7f-\xff#%]")
_DECIMAL_IP = re.compile(rb"^([1-9][0-9]*)(\.[0-9]+)?(\.[0-9]+)?(\.[0-9]+)?$")
_OCTAL_IP = re.compile(rb"^(0[0-7]*)(\.[0-7]+)?(\.[0-7]+)?(\.[0-7]+)?$")
_DIGITS_DOTS = re.compile(rb"[0-9.]+")
_WWWN = re.compile(rb"www\d*\.")
_PATH_SESSION = (
    re.compile(rb"^(.*/)(\((?:[a-z]\([0-9a-z]{24}\))+\)/)([^?]+\.aspx.*)$", re.I),
    re.compile(rb"^(.*/)(\([0-9a-z]{24}\)/)([^?]+\.aspx.*)$", re.I),
)
_QUERY_SESSION = tuple(
    re.compile(rb"^(.*)(?:" + p + rb")(?:&(.*))?$", re.I)
    for p in (
        rb"jsessionid=[0-9a-zA-Z]{32}",
        rb"phpsessid=[0-9a-zA-Z]{32}",
        rb"sid=[0-9a-zA-Z]{32}",
        rb"aspsessionid[a-zA-Z]{8}=[a-zA-Z]{24}",
        rb"cfid=[^&]+&cftoken=[^&]+",
    )
)


_DEFAULT_PORTS = {b"http": 80, b"https": 443}


class IAURL:
    """The loose parse the IA canonicalizer works on (archive-commons' HandyURL), as bytes."""

    __slots__ = ("scheme", "host", "port", "path", "query", "trailing_qmark")

    def __init__(
        self,
        scheme: bytes | None,
        host: bytes | None,
        port: int | None,
        path: bytes | None,
        query: bytes | None,
        trailing_qmark: bool,
    ) -> None:
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.trailing_qmark = trailing_qmark  # "?" ending the URL with no query after it


def ia_parse(url: str | bytes) -> IAURL:
    """Split like HandyURL.parse: implied http://, repeated http:// collapsed, RFC 2396 regex."""
    try:
        b = url.encode("utf-8") if isinstance(url, str) else bytes(url)
    except (UnicodeError, TypeError) as exc:
        raise InvalidURL(f"invalid URL {url!r:.200}") from exc
    b = b.strip()
    if b"\t" in b or b"\n" in b or b"\r" in b:
        b = _TAB_NL.sub(b"", b)
    if b and not _HAS_SCHEME.match(b):
        b = b"http://" + b
    if b.startswith((b"http://http", b"https://http")):  # else _REPEATED_HTTP is a no-op
        b = _REPEATED_HTTP.sub(lambda m: m.group(1), b)
    # RFC 2396 appendix B's regex, by hand: it always matches once a scheme is there (no newline is left for its
    # "." to stop at), and its groups are these slices
    colon = b.find(b":")
    if colon <= 0:
        raise InvalidURL(f"invalid URL {url!r:.200}")
    scheme = b[:colon]
    rest = b[colon + 1 :]
    hash_ = rest.find(b"#")
    if hash_ >= 0:
        rest = rest[:hash_]
    netloc = b""
    if rest.startswith(b"//"):
        end = rest.find(b"/", 2)
        k = rest.find(b"?", 2)
        if end < 0 or 0 <= k < end:
            end = k if k >= 0 else len(rest)
        netloc = rest[2:end].rstrip(b":")
        rest = rest[end:]
    path_text, _, query_text = rest.partition(b"?")
    hostinfo = netloc.rpartition(b"@")[2]
    before, bracket, inside = hostinfo.partition(b"[")
    if bracket:
        host, _, rest = inside.partition(b"]")
        port_text = rest.partition(b":")[2]
    else:
        host, _, port_text = hostinfo.partition(b":")
    port = None
    if port_text:
        if not (port_text.isdigit() and int(port_text) <= 65535):
            raise InvalidURL(f"invalid port in {url!r:.200}")
        port = int(port_text) or None
    if host:
        if b"%" in host:  # an IPv6 zone id keeps its case
            name, pct, zone = host.partition(b"%")
            host = name.lower() + pct + zone
        else:
            host = host.lower()
    path = path_text or None
    if scheme.startswith(b"http") and not host and path is not None:
        host, _, tail = path.lstrip(b"/").partition(b"/")
        path = b"/" + tail
    query = query_text or None
    return IAURL(scheme, host or None, port, path, query, b.endswith(b"?") and query is None)


def unescape_repeatedly(b: bytes) -> bytes:
    """Percent-decode until nothing changes (%2525 -> %25 -> %)."""
    if b"%" not in b:
        return b
    while True:
        un = _PCT.sub(lambda m: bytes.fromhex(m.group(1).decode()), b)
        if un == b:
            return b
        b = un


def escape_once(b: bytes) -> bytes:
    if not _ESCAPE.search(b):
        return b
    return _ESCAPE.sub(lambda m: b"%%%02X" % m.group()[0], b)


def attempt_ip(host: bytes) -> bytes | None:
    """Dotted-quad form of an IPv4 host written as one number, dotted or octal; else None."""
    if not host[:1].isdigit():
        return None
    if host.isdigit():
        return socket.inet_ntoa(struct.pack(">L", int(host) & 0xFFFFFFFF)).encode()
    if (_DECIMAL_IP.match(host) or _OCTAL_IP.match(host)) and _DIGITS_DOTS.fullmatch(host):
        try:
            return socket.inet_ntoa(socket.inet_aton(host.decode())).encode()
        except OSError:
            return None
    return None


def normalize_path(path: bytes | None) -> bytes:
    """Resolve "." and "..", drop empty inner segments, keep a trailing slash."""
    if not path:
        return b"/"
    if path[:1] == b"/" and b"/." not in path and b"//" not in path:
        return path  # nothing to resolve or drop
    kept: list[bytes] = []
    for seg in path.split(b"/")[1:]:
        if seg == b".":
            continue
        if seg == b".." and kept:
            kept.pop()
        else:
            kept.append(seg)
    if not kept:
        return b"/"
    return b"/" + b"".join(s + b"/" for s in kept[:-1] if s) + kept[-1]


def google_stage(u: IAURL) -> None:
    """GoogleURLCanonicalizer: unescape/escape, IDNA, host dots, IPv4 forms, path dots."""
    if u.query:
        u.query = escape_once(unescape_repeatedly(u.query))
    if u.host:
        host = unescape_repeatedly(u.host)
        if not host.isascii():
            with contextlib.suppress(ValueError):
                host = host.decode("utf-8", "ignore").encode("idna")
        host = host.replace(b"..", b".").strip(b".")
        ip = attempt_ip(host)
        u.host = ip if ip else escape_once(host.lower())
    path = unescape_repeatedly(u.path) if u.path is not None else None
    if u.host:
        path = normalize_path(path)
    u.path = escape_once(path) if path else path


def alpha_reorder_query(q: bytes) -> bytes:
    """Sort the &-separated arguments by (name, value)."""
    if len(q) <= 1:
        return q
    args = q.split(b"&")
    args.sort(key=_name_value)
    return b"&".join(args)


def _name_value(arg: bytes) -> list[bytes]:
    return arg.split(b"=", 1)


def massage_host(host: bytes) -> bytes:
    m = _WWWN.match(host)
    return host[m.end() :] if m else host


def strip_path_session_id(path: bytes) -> bytes:
    if b"(" not in path or b".aspx" not in path.lower():  # both patterns need these
        return path
    for pattern in _PATH_SESSION:
        m = pattern.match(path)
        if m:
            path = m.group(1) + m.group(3)
    return path


def strip_query_session_id(query: bytes) -> bytes:
    low = query.lower()
    if b"sid=" not in low and b"sessionid" not in low and b"cftoken=" not in low:
        return query  # no pattern can match: each needs one of these three substrings
    for pattern in _QUERY_SESSION:
        m = pattern.match(query)
        if m:
            query = m.group(1) + (m.group(2) or b"")
    return query


def ia_stage(u: IAURL) -> None:
    """IAURLCanonicalizer with its defaults: lowercase, strip www/userinfo/port/sessions/slash."""
    if u.host:
        u.host = u.host.lower()
        if u.scheme != b"dns":
            u.host = massage_host(u.host)
    if u.scheme and u.port == _DEFAULT_PORTS.get(u.scheme.lower(), 0):
        u.port = None
    path = u.path
    if path:
        path = strip_path_session_id(path.lower())
        if path.endswith(b"/") and len(path) > 1:
            path = path[:-1]
    u.path = path
    if u.query:
        query = alpha_reorder_query(strip_query_session_id(u.query).lower())
        u.query = query or None
    u.trailing_qmark = False


def to_parts(u: IAURL) -> URLParts:
    """The canonicalized IAURL as URLParts (all ASCII by now); host None when it has none."""
    if u.scheme is None:
        raise InvalidURL("no scheme")
    return URLParts(
        u.scheme.decode("ascii"),
        u.host.decode("ascii") if u.host else None,
        u.path.decode("ascii") if u.path else "",
        port=str(u.port) if u.port is not None else "",
        query=""
        if u.trailing_qmark and u.query is None
        else (u.query.decode("ascii") if u.query is not None else None),
    )


def ia_parts(url: str | bytes) -> URLParts:
    """Parse and canonicalize like surt's DefaultIAURLCanonicalizer; raises InvalidURL."""
    u = ia_parse(url)
    google_stage(u)
    ia_stage(u)
    try:
        return to_parts(u)
    except UnicodeDecodeError as exc:  # pragma: no cover - every byte is escaped by now
        raise InvalidURL(f"invalid URL {url!r:.200}") from exc


# A host one more IA pass leaves alone: lower-case labels of letters, digits and "-", starting
# with a letter (no IPv4 form to re-read), no "..", no "%" escape, no port, no www label left.
_SETTLED_HOST = re.compile(r"(?!www\d*\.)[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*")


def settled(p: URLParts) -> bool:
    """True when one more IA pass surely gives p back (a sufficient test, not a necessary one).

    canonicalize() must reach IA's fixpoint, and a second full pass costs as much as the
    first; this rules out every way a pass can change its own output.  What a pass writes
    escapes only control bytes, space, non-ASCII, "#" and "%" (none is "/", "." or "?" once
    decoded, and no "%25" is followed by two hex digits, since the escapes were decoded
    first), so only these can move again: a "?" decoded into the path (it would split off
    as a query), "//" or dot segments or a trailing "/" that session-stripping or
    lowercasing exposed, a second www label, "..", an IPv4 number form or an escape in the
    host, a session id left in path or query, and any URL without an http(s) authority.
    """
    if p.scheme not in ("http", "https") or not p.host or not _SETTLED_HOST.fullmatch(p.host):
        return False
    path = p.path
    if path:
        if path[0] != "/" or "?" in path or "//" in path or "/." in path or "(" in path:
            return False
        if path[-1] == "/" and len(path) > 1:
            return False
    q = p.query
    return q is None or (
        q != "" and "sid=" not in q and "sessionid" not in q and "cftoken=" not in q
    )


def _tail(p: URLParts) -> str:
    tail = p.path if p.path else ("/" if p.query is not None else "")
    return tail + ("?" + p.query if p.query is not None else "")


def ia_key(p: URLParts) -> str:
    """The CDXJ key: reversed host joined by ',' then ')' then path and query (no scheme)."""
    if not p.host:
        return p.scheme + ":" + _tail(p)
    host = ",".join(reversed(p.host.split(".")))
    return host + (":" + p.port if p.port else "") + ")" + _tail(p)


def ia_url(p: URLParts) -> str:
    """The canonical URL form of the same record (scheme kept; "dns:" takes no "//")."""
    if not p.host:
        return p.scheme + ":" + _tail(p)
    sep = "" if p.scheme == "dns" else "//"
    return p.scheme + ":" + sep + p.host + (":" + p.port if p.port else "") + _tail(p)
