"""HTML rewriting: URL-bearing attributes, <style>, style="", meta refresh, <base>, srcset.

A token-level pass (the standard library's html.parser, the same approach pywb takes):
the document comes out as it went in — text, comments, scripts, untouched tags byte for
byte — except the start tags that hold a URL, which are written again with those values
rewritten (keepnet.replay.rewrite.urls) and re-escaped. Which modifier a URL gets follows
what it loads: stylesheets cs_, scripts js_, images im_, frames if_/fr_, media and objects
oe_, links, forms and refreshes the browsing view. `integrity` (SRI) is renamed, since a
rewritten resource no longer has its hash; `ping` and `manifest` are neutralised the same way.
The client script tag (keepnet.replay.rewrite.inject) is put first in <head>, or before the
first element when there is no <head>.
Left unhandled: URLs inside inline scripts and event-handler attributes (client.js wraps
fetch/XHR/etc. at run time and the CSP blocks the rest), document.write'd markup, and
conditional comments.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

from keepnet.replay.rewrite.css import rewrite_css
from keepnet.replay.rewrite.urls import UrlRewriter

Attrs = list[tuple[str, str | None]]

# (tag, attribute) -> modifier; tag "*" matches every tag
_URL_ATTRS: dict[tuple[str, str], str] = {
    ("a", "href"): "",
    ("area", "href"): "",
    ("form", "action"): "",
    ("button", "formaction"): "",
    ("input", "formaction"): "",
    ("blockquote", "cite"): "",
    ("q", "cite"): "",
    ("del", "cite"): "",
    ("ins", "cite"): "",
    ("img", "longdesc"): "",
    ("frame", "longdesc"): "",
    ("iframe", "longdesc"): "",
    ("script", "src"): "js_",
    ("img", "src"): "im_",
    ("img", "lowsrc"): "im_",
    ("input", "src"): "im_",
    ("video", "poster"): "im_",
    ("body", "background"): "im_",
    ("table", "background"): "im_",
    ("td", "background"): "im_",
    ("th", "background"): "im_",
    ("tr", "background"): "im_",
    ("image", "href"): "im_",
    ("image", "xlink:href"): "im_",
    ("use", "href"): "im_",
    ("use", "xlink:href"): "im_",
    ("feimage", "href"): "im_",
    ("feimage", "xlink:href"): "im_",
    ("iframe", "src"): "if_",
    ("frame", "src"): "fr_",
    ("embed", "src"): "oe_",
    ("object", "data"): "oe_",
    ("object", "codebase"): "oe_",
    ("applet", "codebase"): "oe_",
    ("applet", "archive"): "oe_",
    ("audio", "src"): "oe_",
    ("video", "src"): "oe_",
    ("source", "src"): "oe_",
    ("track", "src"): "oe_",
    ("param", "value"): "",  # only when it looks like a URL, see _attr
}
_SRCSET = {("img", "srcset"), ("source", "srcset"), ("link", "imagesrcset")}
_NEUTRALISE = {"integrity", "ping", "manifest", "nonce"}
_REFRESH = re.compile(
    r"^(\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?)(['\"]?)(.*?)\2\s*$", re.IGNORECASE | re.DOTALL
)
_NON_CONTENT = {"html", "head"}


def _link_mod(attrs: dict[str, str | None]) -> str:
    rel = (attrs.get("rel") or "").lower().split()
    kind = (attrs.get("as") or "").lower()
    if "stylesheet" in rel or kind == "style":
        return "cs_"
    if "modulepreload" in rel or kind in ("script", "worker"):
        return "js_"
    if kind == "image" or any("icon" in r for r in rel):
        return "im_"
    if rel and set(rel) <= {
        "alternate",
        "canonical",
        "next",
        "prev",
        "author",
        "help",
        "license",
        "search",
        "bookmark",
        "shortlink",
        "home",
    }:
        return ""
    return "oe_"


class _Rewriter(HTMLParser):
    def __init__(self, urls: UrlRewriter, head_insert: str) -> None:
        super().__init__(convert_charrefs=False)
        self.urls = urls
        self.head_insert = head_insert
        self.inserted = not head_insert
        self.out: list[str] = []
        self._style = False

    # -- insertion of the client script ----------------------------------------------
    def _maybe_insert(self, tag: str, after: bool) -> None:
        if self.inserted:
            return
        # right after <head>, or before the first element that is neither html nor head
        if (tag == "head" and after) or (not after and tag not in _NON_CONTENT):
            self.out.append(self.head_insert)
            self.inserted = True

    # -- tags --------------------------------------------------------------------------
    def handle_starttag(self, tag: str, attrs: Attrs) -> None:
        self._maybe_insert(tag, after=False)
        self.out.append(self._tag(tag, attrs, close=False))
        self._style = tag == "style"
        self._maybe_insert(tag, after=True)

    def handle_startendtag(self, tag: str, attrs: Attrs) -> None:
        self._maybe_insert(tag, after=False)
        self.out.append(self._tag(tag, attrs, close=True))
        self._maybe_insert(tag, after=True)

    def handle_endtag(self, tag: str) -> None:
        if tag == "head" and not self.inserted:
            self.out.append(self.head_insert)
            self.inserted = True
        self._style = False
        self.out.append(f"</{tag}>")

    def _tag(self, tag: str, attrs: Attrs, close: bool) -> str:
        amap = dict(attrs)
        if tag == "base" and amap.get("href"):
            absolute = self.urls.absolute(amap["href"] or "")
            if absolute:
                self.urls.base_url = absolute
        changed = False
        new: Attrs = []
        for name, value in attrs:
            out = self._attr(tag, name, value, amap)
            if out != (name, value):
                changed = True
            new.append(out)
        if not changed:
            return self.get_starttag_text() or ""
        parts = [f"<{tag}"]
        for name, value in new:
            parts.append(f" {name}" if value is None else f' {name}="{html.escape(value)}"')
        parts.append(" />" if close else ">")
        return "".join(parts)

    def _attr(
        self, tag: str, name: str, value: str | None, amap: dict[str, str | None]
    ) -> tuple[str, str | None]:
        if value is None:
            return name, value
        if name in _NEUTRALISE:
            return f"data-keepnet-{name}", value
        if name == "style":
            return name, rewrite_css(value, self.urls)
        if name == "srcdoc" and tag == "iframe":
            return name, rewrite_html(
                value, self.urls.prefix, self.urls.timestamp, self.urls.base_url, self.head_insert
            )
        if (tag, name) in _SRCSET:
            return name, self.urls.rewrite_srcset(value)
        if tag == "link" and name == "href":
            return name, self.urls.rewrite(value, _link_mod(amap))
        if tag == "base" and name == "href":
            return name, self.urls.rewrite(value, "")
        if (
            tag == "meta"
            and name == "content"
            and ((amap.get("http-equiv") or "").lower() == "refresh")
        ):
            return name, self._refresh(value)
        mod = _URL_ATTRS.get((tag, name))
        if mod is None:
            return name, value
        if tag == "param" and not re.match(r"\s*(https?:|/|\.)", value):
            return name, value
        return name, self.urls.rewrite(value, mod)

    def _refresh(self, value: str) -> str:
        m = _REFRESH.match(value)
        if not m or not m.group(3):
            return value
        return f"{m.group(1)}{m.group(2)}{self.urls.rewrite(m.group(3))}{m.group(2)}"

    # -- everything else goes out as it came in --------------------------------------
    def handle_data(self, data: str) -> None:
        self.out.append(rewrite_css(data, self.urls) if self._style else data)

    def handle_entityref(self, name: str) -> None:
        self.out.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.out.append(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl: str) -> None:
        self.out.append(f"<!{decl}>")

    def handle_pi(self, data: str) -> None:
        self.out.append(f"<?{data}>")

    def unknown_decl(self, data: str) -> None:
        # "<![CDATA[x]]>" arrives as "CDATA[x", "<![if IE]>" as "if IE"
        self.out.append(f"<![{data}]]>" if data.startswith("CDATA[") else f"<![{data}]>")


def rewrite_html(
    text: str, prefix: str, timestamp: str, base_url: str, head_insert: str = ""
) -> str:
    """The document with its URLs rewritten to replay URLs and head_insert put in <head>."""
    parser = _Rewriter(UrlRewriter(prefix, timestamp, base_url), head_insert)
    parser.feed(text)
    parser.close()
    if not parser.inserted:
        parser.out.insert(0, head_insert)
    return "".join(parser.out)
