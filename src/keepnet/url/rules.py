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
    """http://user:pw@host/ -> http://host/ (every scheme: urlcanon's strip_userinfo)."""
    p.username = p.password = ""


def strip_userinfo_heritrix(p: URLParts) -> None:
    """StripUserinfoRule: only http, https, ftp and ftps ("^((?:(?:https?)|(?:ftps?))://)")."""
    if p.scheme in ("http", "https", "ftp", "ftps"):
        p.username = p.password = ""


_WWWN = re.compile(r"www\d*\.")


def strip_www(p: URLParts) -> None:
    """StripWWWNRule, "(?i)^(https?://)(?:www[0-9]*\\.)([^/]*/.+)$": www.example.com,
    www3.example.com -> example.com for http and https, but only when something follows the
    first "/" of the path (a query counts, even an empty one): Heritrix leaves the "slash
    page" http://www.example.com/ alone.  Heritrix strips one label per pass; this repeats
    until none is left (its fixpoint: canonicalization must be idempotent).  www.com/a goes
    to com/a as in Heritrix; a host is never stripped to nothing.
    """
    if not p.host or p.scheme not in ("http", "https"):
        return
    if len(p.path) < 2 and p.query is None:
        return  # "http://www.example.com/": nothing after the slash, ".+" fails
    host = p.host
    while (m := _WWWN.match(host)) and m.end() < len(host):
        host = host[m.end() :]
    p.host = host


# StripSessionIDs' and StripSessionCFIDs' regexes, verbatim but for the leading "^(.+)":
# they run on the URL after its host ("(.+)" always has the scheme and host to eat), so
# "^(.*)" here.  Each strips the LAST match only, keeps whatever stood before it (a
# "&", or the end of a longer name: "xsid=..." leaves "x"), and needs "&" or the end of
# the URL right after the id.
_HERITRIX_SESSION_RES = tuple(
    re.compile(pat, re.I | re.S)
    for pat in (
        r"^(.*)(?:(?:(?:jsessionid)|(?:phpsessid))=[0-9a-zA-Z]{32})(?:&(.*))?$",
        r"^(.*)(?:sid=[0-9a-zA-Z]{32})(?:&(.*))?$",
        r"^(.*)(?:ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24})(?:&(.*))?$",
        r"^(.*)(?:cfid=[^&]+&cftoken=[^&]+(?:jsession=[^&]+)?)(?:&(.*))?$",
    )
)


def _heritrix_strip_sessions(tail: str) -> str:
    for pattern in _HERITRIX_SESSION_RES:
        m = pattern.match(tail)
        if m:
            tail = m.group(1) + (m.group(2) or "")
    return tail


def strip_session_ids(p: URLParts) -> None:
    """StripSessionIDs + StripSessionCFIDs: Heritrix's regexes on path and query together.

    jsessionid/phpsessid/sid=<32 alphanumerics>, ASPSESSIONIDxxxxxxxx=<24 letters>,
    CFID=..&CFTOKEN=..; anywhere after the host (a ";jsessionid=<32>" ending the URL goes,
    its ";" stays).  Repeated, with FixupQueryString between passes, to the fixpoint of
    Heritrix's chain: FixupQueryString can bring an id to the end of the URL
    ("/jsessionid=<32>?" -> "/jsessionid=<32>"), where a next pass would strip it.
    """
    path, q = p.path, p.query
    while True:
        tail = path if q is None else path + "?" + q
        low = tail.lower()
        if "sid=" not in low and "sessionid" not in low and "cftoken=" not in low:
            break  # every pattern needs one of these
        while (again := _heritrix_strip_sessions(tail)) != tail:
            tail = again
        new_path, qmark, query = tail.partition("?")
        if new_path != path:
            new_path = _whatwg_path(p.scheme, new_path)
        new_q = _fixup_query(query if qmark else None)
        if new_path == path and new_q == q:
            break
        path, q = new_path, new_q
    p.path, p.query = path, q


def _whatwg_path(scheme: str, path: str) -> str:
    """What is left of a path must stay a WHATWG path: stripping "/a/%2ejsessionid=..." leaves
    the dot segment "/a/%2e", which the parser would resolve on the next pass."""
    if not path.startswith("/"):
        return path
    try:
        return split_url(f"{scheme}://h{path}").path
    except InvalidURL:  # pragma: no cover - a path WHATWG wrote stays parseable
        return path


def _fixup_query_once(q: str) -> str | None:
    # FixupQueryString works from the URL's LAST "?" (a "?" inside the query moves it)
    i = q.rfind("?")
    head, tail = (q[: i + 1], q[i + 1 :]) if i >= 0 else ("", q)
    if tail == "" or tail == "&":  # "?" or "?&" ends the URL: both go
        return head[:-1] if i >= 0 else None
    if tail[0] == "&":  # one redundant leading "&"
        return head + tail[1:]
    if tail[-1] == "&":  # else one trailing "&"
        return head + tail[:-1]
    return q


def _fixup_query(q: str | None) -> str | None:
    while q is not None and (again := _fixup_query_once(q)) != q:
        q = again
    return q


def fixup_query(p: URLParts) -> None:
    """FixupQueryString: "?" or "?&" ending the URL go; else one leading "&" after the last
    "?", else one trailing "&" -- repeated to its fixpoint ("?&a=1&" -> "?a=1")."""
    p.query = _fixup_query(p.query)


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
    if path is p.path:
        # nothing decoded or escaped: the path is as the WHATWG parser left it (no rule before
        # this one in a profile edits the path), so it has no dot segment left to resolve
        return
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
    if "//" in p.path and p.special and p.scheme != "file":  # cheapest test first
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
    p.path = _PATH_JSESSIONID_END.sub("", path) if ";" in path else path


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
        _rule,
        (
            lowercase,
            strip_userinfo_heritrix,
            strip_www,
            strip_session_ids,
            fixup_query,
            drop_fragment,  # Heritrix's UURIs never hold one; last here, the result is the same
        ),
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
