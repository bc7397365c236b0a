"""A literal reading of the seed's heuristics, to check this set's labels (not keepnet's code).

Each case names the heuristic the seed would choose; this module applies that heuristic as
the seed's text defines it, on the case's web, so a test can check that the label and the
ground truth agree (the chosen heuristic loses no artifact URI).  It is deliberately naive:
links are <a>, <area> and non-stylesheet <link> hrefs resolved against <base href>;
"Ignored URIs" are the links of the homepage and of a 404 page, minus the entry; the
significant string from the URI is the longest token of the entry's path or query that
recurs in the entry's links; significant-string crawls follow matching URIs / pages only.
"""

from __future__ import annotations

import asyncio
import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.server import VirtualWeb


class _Links(HTMLParser):
    def __init__(self, url: str) -> None:
        super().__init__(convert_charrefs=True)
        self.base, self.hrefs, self.title, self._t = url, [], "", False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "base" and a.get("href"):
            self.base = urljoin(self.base, a["href"])
        elif tag == "title":
            self._t = True
        elif tag in ("a", "area", "link") and a.get("href") and not self._embed(tag, a):
            self.hrefs.append(a["href"])

    @staticmethod
    def _embed(tag: str, attrs: dict[str, str]) -> bool:
        """A <link> to a stylesheet or icon is an embedded resource, not a link."""
        return tag == "link" and re.search("stylesheet|icon", attrs.get("rel", "")) is not None

    def handle_endtag(self, tag: str) -> None:
        self._t = self._t and tag != "title"

    def handle_data(self, data: str) -> None:
        if self._t:
            self.title += data


class SeedReference:
    """The seed's heuristics over one VirtualWeb, from one entry URI."""

    def __init__(self, web: VirtualWeb, entry: str) -> None:
        self.web, self.entry = web, entry
        self.host = urlsplit(entry).hostname or ""
        self._cache: dict[str, tuple[str, set[str], str]] = {}

    def get(self, url: str) -> tuple[str, set[str], str]:
        """(body text, links, title) of url; empty for non-HTML, errors and unknown hosts."""
        if url not in self._cache:
            body, links, title = "", set(), ""
            if urlsplit(url).hostname in self.web:
                r = asyncio.run(self.web.fetch(url))
                body = r.body.decode("utf-8", "replace")
                if "html" in (r.header("Content-Type") or "") and r.status < 500:
                    p = _Links(url)
                    p.feed(body)
                    links = {urljoin(p.base, h).split("#", 1)[0] for h in p.hrefs}
                    links = {u for u in links if urlsplit(u).scheme in ("http", "https")}
                    title = p.title.strip()
            self._cache[url] = (body, links, title)
        return self._cache[url]

    def links(self, url: str) -> set[str]:
        return self.get(url)[1]

    def ignored(self) -> set[str]:
        home = f"http://{self.host}/"
        return (self.links(home) | self.links(home + "no-such-page-7f3a91")) - {self.entry}

    def _crawl(self, keep) -> set[str]:  # type: ignore[no-untyped-def]
        seen, todo = {self.entry}, [self.entry]
        while todo:
            for link in self.links(todo.pop()) - seen:
                if keep(link):
                    seen.add(link)
                    todo.append(link)
        return seen

    def sig_token(self) -> str:
        parts = urlsplit(self.entry)
        tokens = [t for t in re.split(r"[/?=&]", parts.path + "?" + parts.query) if len(t) >= 4]
        tokens = [t for t in tokens if sum(t in u for u in self.links(self.entry)) >= 2]
        # the longest; on a tie the later (more specific) token, as ids follow their type
        return max(reversed(tokens), key=len, default=parts.path)

    def _title_pages(self, title: str) -> set[str]:
        return self._crawl(lambda u: title in self.get(u)[0])

    def run(self, heuristic: str) -> set[str]:
        e = self.entry
        if heuristic == "single_page":
            return {e}
        if heuristic == "single_page_plus":
            return {e} | self.links(e)
        if heuristic == "single_page_plus_ignored":
            return {e} | (self.links(e) - self.ignored())
        if heuristic in ("path_based", "path_based_externals"):
            inside = self._crawl(lambda u: u.startswith(e))
            if heuristic == "path_based":
                return inside
            ext = {u for p in inside for u in self.links(p) if urlsplit(u).hostname != self.host}
            return inside | ext
        if heuristic == "sig_uri":
            tok = self.sig_token()
            return self._crawl(lambda u: tok in u)
        title = self.get(e)[2]
        if heuristic == "sig_filtered_title":
            home = self.get(f"http://{self.host}/")[2]
            n = 0
            while n < min(len(title), len(home)) and title[n] == home[n]:
                n += 1
            return self._title_pages(title[n:].strip())
        pages = self._title_pages(title)
        if heuristic == "sig_title":
            return pages
        if heuristic == "sig_title_plus_ignored":
            return pages | ({u for p in pages for u in self.links(p)} - self.ignored())
        raise ValueError(heuristic)
