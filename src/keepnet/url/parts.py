"""The mutable URL record that canonicalization rules edit, and its WHATWG-shaped serializer.

A URL is split once (by keepnet.url.parse.split_url, or the IA parser in keepnet.url.iacanon);
every rule then edits fields of one URLParts in place and the profile serializes it once at the
end.  That is what keeps a canonicalization to a single parse (WHATWG URL, "URL serializing").
"""

from __future__ import annotations

# WHATWG "special" schemes and their default ports (WHATWG URL, "special scheme").
SPECIAL_SCHEMES: dict[str, str] = {
    "ftp": "21",
    "file": "",
    "http": "80",
    "https": "443",
    "ws": "80",
    "wss": "443",
}


class URLParts:
    """The components of one URL, as plain strings.

    `host` is None when the URL has no authority (mailto:, urn:...); `query` and `fragment`
    are None when absent and "" when present but empty ("http://a/?").  `port` is "" when
    absent.  No field holds its delimiter.
    """

    __slots__ = ("scheme", "username", "password", "host", "port", "path", "query", "fragment")

    def __init__(
        self,
        scheme: str,
        host: str | None,
        path: str,
        *,
        username: str = "",
        password: str = "",
        port: str = "",
        query: str | None = None,
        fragment: str | None = None,
    ) -> None:
        self.scheme = scheme
        self.username = username
        self.password = password
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment

    @property
    def special(self) -> bool:
        return self.scheme in SPECIAL_SCHEMES

    def copy(self) -> URLParts:
        return URLParts(
            self.scheme,
            self.host,
            self.path,
            username=self.username,
            password=self.password,
            port=self.port,
            query=self.query,
            fragment=self.fragment,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, URLParts):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        fields = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__slots__)
        return f"URLParts({fields})"


def whatwg_serialize(p: URLParts) -> str:
    """Serialize like the WHATWG URL serializer (the inverse of split_url on valid input)."""
    out = p.scheme + ":"
    if p.host is not None:
        out += "//"
        if p.username or p.password:
            out += p.username
            if p.password:
                out += ":" + p.password
            out += "@"
        out += p.host
        if p.port:
            out += ":" + p.port
    elif p.path.startswith("//"):
        # WHATWG: a host-less URL whose path starts with "//" is serialized with "/." so that
        # re-parsing does not mistake the path for an authority.
        out += "/."
    out += p.path
    if p.query is not None:
        out += "?" + p.query
    if p.fragment is not None:
        out += "#" + p.fragment
    return out
