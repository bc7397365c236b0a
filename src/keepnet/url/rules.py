"""The small named canonicalization rules that profiles list (urlcanon style), each one edit.

A rule is a function that edits a URLParts in place.  Each rule is idempotent on its own and
writes only what a WHATWG parse would leave unchanged (see keepnet.url.recode), so a profile
-- an ordered list of rules -- is idempotent too.  The Heritrix rules follow Heritrix 3's
org.archive.modules.canonicalize defaults; the aggressive ones follow urlcanon's
"semantic_precise" and "aggressive" canonicalizers (OpenWayback's AggressiveUrlCanonicalizer).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from keepnet.url import recode
from keepnet.url.parse import InvalidURL, split_url
from keepnet.url.parts import URLParts

RuleFn = Callable[[URLParts], None]


@dataclass(frozen=True)
class Rule:
    """A named step; `params` are recorded in warcinfo so the step can be reproduced."""

    name: str
    fn: RuleFn = field(compare=False, repr=False)
    params: tuple[tuple[str, object], ...] = ()

    def spec(self) -> dict[str, object]:
        return {"rule": self.name, **dict(self.params)}


def _params(query: str) -> list[str]:
    return query.split("&")


def drop_query_params(p: URLParts, drop: Callable[[str, str], bool]) -> None:
    """Remove every &-separated parameter for which drop(name, value) is true."""
    if not p.query:
        return
    kept = [a for a in _params(p.query) if not drop(*(a.split("=", 1) + [""])[:2])]
    p.query = "&".join(kept) if kept else None


# --- Heritrix 3 defaults ------------------------------------------------------------------


def lowercase(p: URLParts) -> None:
    """LowercaseRule: the whole URL in lower case (path and query too: lossy on purpose)."""
    p.username, p.password = p.username.lower(), p.password.lower()
    if p.host:
        p.host = p.host.lower()
    p.path = p.path.lower()
    if p.query:
        p.query = p.query.lower()
    if p.fragment:
        p.fragment = p.fragment.lower()


def strip_userinfo(p: URLParts) -> None:
    """StripUserinfoRule: http://user:pw@host/ -> http://host/."""
    p.username = p.password = ""


_WWWN = re.compile(r"www\d*\.")


def strip_www(p: URLParts) -> None:
    """StripWWWNRule: www.example.com, www3.example.com -> example.com (http and https).

    Repeated until no www-label is left (Heritrix strips one per pass; canonicalization
    must be idempotent), and never down to a bare top-level name: www.com stays www.com.
    """
    if not p.host or p.scheme not in ("http", "https"):
        return
    host = p.host
    while (m := _WWWN.match(host)) and "." in host[m.end() :].rstrip("."):
        host = host[m.end() :]
    p.host = host


_HERITRIX_SESSION = re.compile(
    r"(?:jsessionid|phpsessid|sid)=[0-9a-z]{32}|aspsessionid[a-z]{8}=[a-z]{24}", re.I
)
_PATH_JSESSIONID = re.compile(r";jsessionid=[0-9a-z]{32}(?=/|$)", re.I)


def _heritrix_session_param(name: str, value: str) -> bool:
    if name.lower() in ("cfid", "cftoken"):
        return bool(value)
    return bool(_HERITRIX_SESSION.fullmatch(f"{name}={value}"))


def strip_session_ids(p: URLParts) -> None:
    """StripSessionIDs + StripSessionCFIDs: jsessionid, PHPSESSID, sid (32 alphanumerics),
    ASPSESSIONIDxxxxxxxx (24 letters), CFID/CFTOKEN -- as query parameters, and a
    ";jsessionid=" path parameter."""
    if ";" in p.path:
        p.path = _PATH_JSESSIONID.sub("", p.path)
    q = p.query
    if q and ("sid=" in (ql := q.lower()) or "sessionid" in ql or "cf" in ql):
        drop_query_params(p, _heritrix_session_param)


def fixup_query(p: URLParts) -> None:
    """FixupQueryString: no empty query, no leading or trailing '&' ("?&a=1&" -> "?a=1")."""
    if p.query is not None:
        p.query = p.query.strip("&") or None


def drop_fragment(p: URLParts) -> None:
    p.fragment = None


# --- semantic (urlcanon semantic_precise) -------------------------------------------------


def fix_host_dots(p: URLParts) -> None:
    """www.example.com... -> www.example.com; a..b -> a.b (never to an empty host)."""
    host = p.host
    if host and (".." in host or host[0] == "." or host[-1] == "."):
        host = re.sub(r"\.{2,}", ".", host.strip("."))
        if host:
            # the shorter name must still be a WHATWG host ("foo.09.." is, "foo.09" is not)
            with contextlib.suppress(InvalidURL):
                p.host = split_url(f"{p.scheme}://{host}/").host


def _hierarchical(p: URLParts) -> bool:
    return p.path.startswith("/")


def recode_path(p: URLParts) -> None:
    """Decode every escape of the path, re-escape a minimal set, then resolve dot segments."""
    if p.scheme == "file":  # drive letters and hosts make file: paths special; keep WHATWG's
        return
    encode_set = recode.SPECIAL_PATH_SET if p.special else recode.PATH_SET
    path = recode.recode(p.path, encode_set)
    if _hierarchical(p):
        path = recode.resolve_dots(path)
    elif path.startswith("/"):  # a decoded "%2F" must not turn an opaque path hierarchical
        path = "%2F" + path[1:]
    p.path = path


def recode_query(p: URLParts) -> None:
    if p.query:
        p.query = recode.recode_query(p.query)


def recode_fragment(p: URLParts) -> None:
    if p.fragment:
        p.fragment = recode.recode(p.fragment, recode.FRAGMENT_SET)


def collapse_slashes(p: URLParts) -> None:
    """/a//b -> /a/b (special schemes only, where empty segments carry no meaning)."""
    if p.special and p.scheme != "file":
        p.path = recode.collapse_slashes(p.path)


def sort_query(p: URLParts) -> None:
    """Sort the &-separated parameters (stable for equal names: sorts whole "name=value")."""
    if p.query and "&" in p.query:
        p.query = "&".join(sorted(_params(p.query)))


# --- aggressive (urlcanon aggressive / OpenWayback AggressiveUrlCanonicalizer) ---------


def https_to_http(p: URLParts) -> None:
    """https -> http; an explicit :80 goes with it (it is http's default port)."""
    if p.scheme == "https":
        p.scheme = "http"
        if p.port == "80":
            p.port = ""


def strip_www_any(p: URLParts) -> None:
    """Like strip_www, for every scheme that has a host (urlcanon's strip_www)."""
    if p.host and p.host.startswith("www"):
        host = p.host
        while (m := _WWWN.match(host)) and m.end() < len(host):
            host = host[m.end() :]
        p.host = host


def lowercase_path(p: URLParts) -> None:
    p.path = p.path.lower()


def lowercase_query(p: URLParts) -> None:
    if p.query:
        p.query = p.query.lower()


_AGGRESSIVE_SESSION = re.compile(
    r"jsessionid=[0-9a-z$]{10,}|sessionid=[0-9a-z]{16,}|phpsessid=[0-9a-z]{16,}"
    r"|sid=[0-9a-z]{16,}|aspsessionid[a-z]{8}=[0-9a-z]{16,}|cfid=[0-9]+|cftoken=[0-9a-z-]+",
    re.I,
)
_ASPX_SESSION_SEG = re.compile(r"\((?:[0-9a-z]{24}|(?:[a-z]\([0-9a-z]{24}\))+)\)", re.I)
_PATH_JSESSIONID_END = re.compile(r";jsessionid=[0-9a-z]{32}$", re.I)


def strip_session_ids_aggressive(p: URLParts) -> None:
    """urlcanon's session-id patterns, in the query and in the path (ASP.NET cookieless
    "/(S(...))/" segments before an .aspx page, and a trailing ";jsessionid=")."""
    q = p.query
    if q and ("sessionid" in (ql := q.lower()) or "sid=" in ql or "cf" in ql):
        drop_query_params(p, lambda k, v: bool(_AGGRESSIVE_SESSION.fullmatch(f"{k}={v}")))
    path = p.path
    if path.lower().endswith(".aspx") and "(" in path:
        segs = path.split("/")
        path = "/".join(
            s
            for i, s in enumerate(segs)
            if i == 0 or i == len(segs) - 1 or not _ASPX_SESSION_SEG.fullmatch(s)
        )
    p.path = _PATH_JSESSIONID_END.sub("", path)


def strip_trailing_slash(p: URLParts) -> None:
    """/a/b/ -> /a/b (the root path "/" stays)."""
    if p.path.endswith("/") and p.path != "/":
        path = p.path.rstrip("/")
        p.path = path if path else "/"


def tidy_ampersands(p: URLParts) -> None:
    """ "&&a=1&&b=2&" -> "a=1&b=2"; an empty query is dropped with its "?"."""
    if p.query is not None:
        p.query = "&".join(a for a in _params(p.query) if a) or None


def _rule(fn: RuleFn) -> Rule:
    return Rule(fn.__name__.replace("_", "-"), fn)


HERITRIX = tuple(
    map(
        _rule, (lowercase, strip_userinfo, strip_www, strip_session_ids, fixup_query, drop_fragment)
    )
)
SEMANTIC_PRECISE = tuple(
    map(
        _rule,
        (
            fix_host_dots,
            strip_userinfo,
            recode_path,
            recode_query,
            recode_fragment,
            collapse_slashes,
            sort_query,
        ),
    )
)
AGGRESSIVE = SEMANTIC_PRECISE + tuple(
    map(
        _rule,
        (
            drop_fragment,
            https_to_http,
            strip_www_any,
            fix_host_dots,
            lowercase_path,
            lowercase_query,
            strip_session_ids_aggressive,
            strip_trailing_slash,
            tidy_ampersands,
            sort_query,
        ),
    )
)
