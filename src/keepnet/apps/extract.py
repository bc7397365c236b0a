"""The web objects of a page (posts, comments, articles), by XPath expressions.

An object is {"app", "type", "id", "url", "author", "date", "title", "text"}: `id` the
application's own (a phpBB post id, a WordPress comment ID, a MediaWiki page title), `date`
ISO 8601 from the page's machine-readable date where there is one (a `datetime` attribute),
else parsed from the date as printed (dateutil), `text` the object's visible text.  The
expressions are the knowledge base's, or the ones `adapt` found for a host whose theme
changed them (`Rules`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cache
from typing import Any

from lxml import etree, html

from keepnet.apps.knowledge import App, FieldRule, ObjectRule

FIELDS = ("id", "title", "author", "date", "text")
_SPACE = re.compile(r"\s+")
_YEAR = re.compile(r"(?<!\d)(19|20)\d\d(?!\d)")
MAX_DATE = 80
_BYLINE = re.compile(r"^(posted by|written by|by|von|par|por|di)\s+", re.I)  # "by alice" → "alice"


def parse_html(body: bytes | str) -> Any:
    """An lxml tree of the page (None when it cannot be parsed)."""
    try:
        return html.fromstring(body)
    except (etree.ParserError, ValueError):
        return None


def clean(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


BLOCK = frozenset(
    [
        "address",
        "article",
        "aside",
        "blockquote",
        "br",
        "dd",
        "div",
        "dl",
        "dt",
        "figcaption",
        "figure",
        "footer",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "li",
        "main",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
    ]
)
SKIP = frozenset(["script", "style", "noscript", "template", "figure"])
# Parts of a body that are not its text: media captions, tables of contents, edit links.
SKIP_CLASSES = frozenset(["thumb", "thumbcaption", "toc", "mw-editsection", "wp-caption"])


def visible_text(node: Any) -> str:
    """The text a reader sees: block elements and line breaks separate words, inline
    markup does not (<b>wo</b>rd stays "word"); scripts, styles, figures (media and their
    captions), tables of contents and edit links are left out."""
    parts: list[str] = []

    def walk(el: Any) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in SKIP or (tag and SKIP_CLASSES.intersection((el.get("class") or "").split())):
            if el.tail:
                parts.append(el.tail)
            return
        block = tag in BLOCK
        if block:
            parts.append(" ")
        if el.text and tag:
            parts.append(el.text)
        for child in el:
            walk(child)
        if block:
            parts.append(" ")
        if el.tail:
            parts.append(el.tail)

    if node.text:
        parts.append(node.text)
    for child in node:
        walk(child)
    return clean("".join(parts))


# dateutil (~20 ms of CPU to import, its parser and tz modules) parses only a printed date
# of a recognised application's object; most crawls never meet one, so it is imported on
# the first such date rather than at every crawl's start.
@cache
def _dateutil() -> tuple[Any, Any]:
    """dateutil's parser module and the month names it is given (built once)."""
    from dateutil import parser as dateparser

    class _Months(dateparser.parserinfo):
        """Month names as pages print them in the languages archivists meet most."""

        MONTHS = [  # noqa: RUF012 (dateutil's own class attribute)
            (
                "Jan",
                "January",
                "janvier",
                "janv",
                "Januar",
                "Jänner",
                "enero",
                "gennaio",
                "janeiro",
                "januari",
            ),
            (
                "Feb",
                "February",
                "février",
                "févr",
                "Februar",
                "febrero",
                "febbraio",
                "fevereiro",
                "februari",
            ),
            ("Mar", "March", "mars", "März", "marzo", "março", "maart"),
            ("Apr", "April", "avril", "abril", "aprile"),
            ("May", "mai", "Mai", "mayo", "maggio", "maio", "mei"),
            ("Jun", "June", "juin", "Juni", "junio", "giugno", "junho", "juni"),
            ("Jul", "July", "juillet", "juil", "Juli", "julio", "luglio", "julho", "juli"),
            ("Aug", "August", "août", "agosto", "augustus"),
            ("Sep", "Sept", "September", "septembre", "septiembre", "settembre", "setembro"),
            ("Oct", "October", "octobre", "Oktober", "octubre", "ottobre", "outubro", "oktober"),
            ("Nov", "November", "novembre", "noviembre", "novembro"),
            ("Dec", "December", "décembre", "déc", "Dezember", "diciembre", "dicembre", "dezembro"),
        ]

    return dateparser, _Months()


def iso_date(value: str) -> str:
    """value as ISO 8601 UTC ("2024-03-05T14:22:00Z"), or "" when it is no date."""
    value = clean(value)
    # A date as printed is short and names its year; anything else is some text that fuzzy
    # parsing would turn into a date of today.
    if not value or len(value) > MAX_DATE or not _YEAR.search(value):
        return ""
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        dateparser, months = _dateutil()
        try:
            when = dateparser.parse(value, parserinfo=months, fuzzy=True, dayfirst=False)
        except (ValueError, OverflowError, dateparser.ParserError):
            return ""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _value(node: Any, rule: FieldRule) -> str:
    if not rule.xpath:
        return ""
    try:
        found = node.xpath(rule.xpath)
    except etree.XPathError:
        return ""
    if isinstance(found, list):
        elements = [f for f in found if isinstance(f, etree._Element)]
        if rule.join and len(elements) > 1 and elements == found:
            # Several elements (a body's paragraphs): their text in order, an element inside
            # another counted once.
            ids = {id(e) for e in elements}
            tops = [e for e in elements if not any(id(a) in ids for a in e.iterancestors())]
            text = clean(" ".join(visible_text(e) for e in tops))
            return _apply(rule, text)
        found = found[0] if found else ""
    if isinstance(found, str):
        text = str(found)
    elif found is None or isinstance(found, bool | float):
        text = ""
    else:
        text = visible_text(found)
    return _apply(rule, clean(text))


def _apply(rule: FieldRule, text: str) -> str:
    if rule.regex is not None:
        m = rule.regex.search(text)
        text = (m.group(1) if m.groups() else m.group(0)) if m else ""
    return text


def objects_in(tree: Any, url: str, app: App, rule: ObjectRule) -> list[dict[str, str]]:
    """The objects `rule` finds in a parsed page."""
    if tree is None or not rule.container:
        return []
    try:
        nodes = tree.xpath(rule.container)
    except etree.XPathError:
        return []
    nodes = [n for n in nodes if isinstance(n, etree._Element)]
    # Containers may nest (a reply inside the comment it answers); an expression may also
    # match a container and an element inside it: the same object found twice is kept once.
    out = []
    seen: set[str] = set()
    for node in nodes:
        obj = {k: _value(node, rule.fields[k]) for k in FIELDS}
        obj["date"] = iso_date(obj["date"])
        obj["author"] = _BYLINE.sub("", obj["author"])
        prefix = rule.fields["id"].url_prefix
        if prefix is not None and obj["id"]:
            m = prefix.search(url)
            obj["id"] = f"{m.group(1)}/{obj['id']}" if m else ""
        key = obj["id"] or obj["text"]
        if not obj["text"] or key in seen or (rule.fields["id"].xpath and not obj["id"]):
            continue  # no text, seen, or not the object the rule means (it has no id)
        seen.add(key)
        out.append({"app": app.id, "type": rule.type, "url": url, **obj})
    return out


@dataclass
class Rules:
    """The object rules in force for one host: the knowledge base's, or adapted ones."""

    app: App
    rules: dict[str, ObjectRule]

    @classmethod
    def of(cls, app: App) -> Rules:
        return cls(app, {r.type: r for r in app.objects})

    def with_rule(self, rule: ObjectRule) -> Rules:
        return replace(self, rules={**self.rules, rule.type: rule})

    def extract(self, tree: Any, url: str, level: str) -> dict[str, list[dict[str, str]]]:
        """Per object type of this level, the objects found (possibly none)."""
        return {
            t: objects_in(tree, url, self.app, r) for t, r in self.rules.items() if r.level == level
        }
