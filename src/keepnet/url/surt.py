"""SURT (Sort-friendly URI Reordering Transform): keys, prefixes and index search ranges.

Two SURT shapes are used in web archiving and both live here:
  * the scheme-ful SURT of Heritrix scope rules, "http://(org,example,www,:8080)/path?q"
    (host labels reversed, trailing comma, IP addresses not reversed, no userinfo);
  * the CDXJ index key of IA/pywb/cdxj-indexer, "org,example)/path?q" (surt-ia profile,
    see keepnet.url.iacanon), which is what keepnet's CDXJ files are sorted by.
References: Heritrix SURT and SurtPrefixSet; pywb's calc_search_range (behaviour only).
"""

from __future__ import annotations

import re

from keepnet.url.iacanon import ia_key, ia_parts
from keepnet.url.parse import InvalidURL, as_text, implied_http, split_url
from keepnet.url.parts import URLParts, whatwg_serialize

MATCH_TYPES = ("exact", "prefix", "host", "domain")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_SCHEMEFUL = re.compile(r"([a-zA-Z][a-zA-Z0-9+.-]*)://\(([^)]*)\)(.*)", re.S)
_NO_PATH_SEED = re.compile(r"\s*(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?/*[^/?#]*\s*")


def reverse_host(host: str, trailing_comma: bool = True) -> str:
    """example.org -> "org,example," (IP addresses and IPv6 literals stay as they are).

    A comma inside a label (legal in a WHATWG host) is written as "." so that the commas of
    a SURT only ever separate labels (as urlcanon does).
    """
    if host.startswith("[") or _IPV4.fullmatch(host):
        return host
    labels = host.split(".")
    if "," in host:
        labels = [label.replace(",", ".") for label in labels]
    labels.reverse()
    return ",".join(labels) + ("," if trailing_comma else "")


def parts_to_surt(p: URLParts, *, with_scheme: bool = True, trailing_comma: bool = True) -> str:
    """The scheme-ful SURT of already-split URL parts; URLs without a host are unchanged."""
    if not p.host:
        return whatwg_serialize(p)
    inner = reverse_host(p.host, trailing_comma) + (":" + p.port if p.port else "")
    tail = p.path
    if p.query is not None:
        tail += "?" + p.query
    if p.fragment is not None:
        tail += "#" + p.fragment
    if with_scheme:
        return f"{p.scheme}://({inner}){tail}"
    return f"{inner}){tail}"


def to_surt(url: str, *, with_scheme: bool = True, trailing_comma: bool = True) -> str:
    """Scheme-ful SURT of the WHATWG form of url, e.g. http://(org,example,)/a; InvalidURL.

    with_scheme=False gives "org,example,)/a"; trailing_comma=False "http://(org,example)/a".
    """
    return parts_to_surt(split_url(url), with_scheme=with_scheme, trailing_comma=trailing_comma)


def from_surt(s: str) -> str:
    """The URL a SURT stands for: scheme-ful SURTs and schemeless IA keys (read as http)."""
    m = _SCHEMEFUL.fullmatch(s)
    if m:
        scheme, inner, tail = m.groups()
    elif ")" in s and "://" not in s.split(")", 1)[0]:
        scheme, (inner, tail) = "http", s.split(")", 1)
    else:
        return s
    host, port = inner, ""
    if not host.startswith("["):
        host, _, port = inner.partition(":")
    elif "]:" in inner:
        host, port = inner.rsplit(":", 1)
    if "," in host:
        labels = host.rstrip(",").split(",")
        labels.reverse()
        host = ".".join(labels)
    return f"{scheme}://{host}{':' + port if port else ''}{tail}"


def index_key(url: str) -> str:
    """The CDXJ key pywb and cdxj-indexer write for url (surt-ia profile, no scheme).

    Like cdxj-indexer: "-" for an empty URL, "filedesc:..." as is, and the URL itself when
    it cannot be parsed at all.
    """
    if not url:
        return "-"
    url = as_text(url)
    plain = _PLAIN_URL.fullmatch(url)
    if plain is not None:
        key = _plain_key(plain)
        if key is not None:
            return key
    if url.startswith("filedesc"):
        return url
    try:
        return ia_key(ia_parts(url))
    except InvalidURL:
        return url


# A URL whose IA key is its own pieces rearranged (what most crawled URLs are): http(s),
# a host of letters, digits, "-" and single inner dots, an optional port, a path of
# printable ASCII without "%" (nothing to unescape or escape), "?", "#", "(" (session
# ids), "//" or "/." (nothing to resolve), no userinfo, query or fragment.
_PLAIN_URL = re.compile(
    r"https?://([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)(?::([0-9]{1,5}))?"
    r"((?:/(?![/.])[!$&-'*-.0-9;=@-Z\[-_a-z|~]*)*)",
    re.ASCII,
)
_DOTTED_QUAD = re.compile(
    r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}"
    r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
)
_IP_LIKE = re.compile(r"[0-9.]+")
_WWW = re.compile(r"www[0-9]*\.")


def _plain_key(m: re.Match[str]) -> str | None:
    """index_key of a _PLAIN_URL match, by ia_parts' steps that can touch it: the host
    lower-cased, a leading "www", "www2"... label dropped (IAURLCanonicalizer), the
    scheme's default port and port 0 dropped, the path lower-cased and without its
    trailing "/" ("/" when empty).  None for a host of digits and dots that is not a
    plain dotted quad (the IPv4 number forms), or a port above 65535: ia_parts decides."""
    host, port, path = m.groups()
    host = host.lower()
    if _IP_LIKE.fullmatch(host) and not _DOTTED_QUAD.fullmatch(host):
        return None
    www = _WWW.match(host)
    if www is not None:
        host = host[www.end() :]
    if port is not None:
        number = int(port)
        if number > 65535:
            return None
        default = 443 if m.string[4] == "s" else 80
        port = "" if number in (0, default) else f":{number}"
    path = path.lower()
    if len(path) > 1 and path[-1] == "/":
        path = path[:-1]
    return ",".join(reversed(host.split("."))) + (port or "") + ")" + (path or "/")


def surt_prefix_from_seed(url: str) -> str:
    """Heritrix's implied SURT prefix for a seed: its SURT up to the last '/' of the path.

    A seed written without any path ("example.com", "http://www.example.com") leaves the
    host open -- "http://(com,example,www," -- so the prefix also covers its subdomains,
    as Heritrix's SurtPrefixSet does.  Query and fragment never count.
    """
    url = as_text(url)
    p = split_url(implied_http(url))
    p.query = p.fragment = None
    p.username = p.password = ""
    surt = parts_to_surt(p)
    if p.host and _NO_PATH_SEED.fullmatch(url):
        return surt[: surt.index(")")]
    return surt[: surt.rindex("/") + 1] if p.host else surt


def surt_prefix_matches(prefix: str, surt: str) -> bool:
    """True when a SURT falls under a SURT prefix (plain string prefix, as in Heritrix)."""
    return surt.startswith(prefix)


def _successor(key: str) -> str:
    """The smallest string greater than every string that starts with key."""
    return key[:-1] + chr(ord(key[-1]) + 1)


def search_range(url: str, match_type: str = "exact") -> tuple[str, str]:
    """Index-key range [start, end) holding the captures an exact/prefix/host/domain query wants.

    Keys compare as strings; the ranges also hold whole CDXJ lines ("key timestamp {...}").
      exact   one key.
      prefix  every key starting with this one ("http://ex.com/a/" keeps its slash).
      host    every key of this host (and port).
      domain  this host and all its subdomains, default port only (as pywb).
    """
    if match_type not in MATCH_TYPES:
        raise ValueError(f"match_type must be one of {', '.join(MATCH_TYPES)}: {match_type!r}")
    key = index_key(url)
    if match_type == "exact":
        return key, key + "!"
    if match_type == "prefix":
        if url.rstrip().endswith("/") and not key.endswith("/"):
            key += "/"
        return key, _successor(key)
    host, paren, _ = key.partition(")")
    if not paren:
        raise ValueError(f"{match_type} search needs a URL with a host: {url!r}")
    if match_type == "host":
        return host + ")", host + "*"
    domain = host.split(":", 1)[0]
    return domain + ")", domain + "-"
