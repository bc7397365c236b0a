"""Trap families: URLs of one shape, judged by what their pages add, capped when they add nothing.

A crawler trap is rarely one URL: it is a family — a calendar's `?month=N`, a date archive's
`/2031/07/`, pagination past the last item, every `?sort=&order=` combination, one page under
ever new session ids.  Shape rules (scope/traps.py) cannot see them: each URL is well formed.
What gives a trap away is what its pages return: nothing new.

- **Shape** (`shape`): a URL's family is its host and path with numeric, date-like and
  token-like segments abstracted, plus its query's parameter names (values abstracted);
  session parameters are dropped.  `/calendar?month=7` and `/calendar?month=8` are one
  family, `/events/2031/07/` and `/events/2031/08/` another.  Paths with no variable part
  (no number, token or query) form no family: a plain site is never judged.
- **Productive page**: a fetched page of the family is productive when its visible text is
  mostly new to the family (at least NOVELTY of its word 3-shingles never seen on an earlier
  member: an article, a real page of items) or when it links to new URLs outside its own
  family (real pagination leads to new items).  A calendar month with no events, an empty
  page 57, the same listing sorted another way, a page under a new session id: not
  productive.  Error answers are not productive either.
- **Cap**: after `idle` unproductive pages in a row (default 10) the family is capped: its
  URLs are refused at queue time and, already queued, at fetch time, each refusal naming the
  family.  A family whose pages keep adding content is never capped, however long.

State is bounded (families tracked LRU, shingles per family capped) and saved as JSON so a
resumed crawl keeps its caps.
"""

from __future__ import annotations

import functools
import re
import zlib
from array import array
from collections import OrderedDict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, NamedTuple
from urllib.parse import parse_qsl, urlsplit

NOVELTY = 0.3  # share of new shingles that makes a page's text new to its family...
MIN_NEW = 8  # ...or this many new shingles (a short text amid much shared boilerplate)
MAX_FAMILIES = 20_000  # families tracked at once (least recently seen forgotten)
MAX_SHINGLES = 20_000  # shingle hashes remembered per family
MAX_KEYS = 500_000  # URL content keys remembered (to tell new outlinks)

SESSION_PARAMS = frozenset({
    "sid", "sessionid", "session_id", "session", "jsessionid", "phpsessid", "aspsessionid",
    "sessid", "cfid", "cftoken", "zenid", "oscsid", "s_id", "sess",
})  # fmt: skip
_NUM = re.compile(r"\d+")
_TOKEN = re.compile(r"^(?=.*\d)(?=.*[a-zA-Z])[A-Za-z0-9_-]{16,}$|^[0-9a-fA-F]{12,}$")
_WORD = re.compile(r"\w+", re.UNICODE)


def _segment(seg: str) -> str:
    if ";" in seg:  # ;jsessionid=... path parameters
        seg = seg.split(";", 1)[0]
    if len(seg) < 12 and seg.isalpha():  # no digit (\d is not alphabetic), too short for a token
        return seg
    if _TOKEN.match(seg):
        return "{tok}"
    return _NUM.sub("{n}", seg)


def _query(query: str) -> list[tuple[str, str]]:
    return [
        (k, v)
        for k, v in parse_qsl(query, keep_blank_values=True)
        if k.lower() not in SESSION_PARAMS
    ]


# An ASCII http(s) URL without query, fragment, ";", brackets or what urlsplit removes: its
# netloc and path by one match, not urlsplit and parse_qsl (half a cold shape); else urlsplit.
_PLAIN = re.compile(r"https?://([^/?#;\[\]\t\r\n]*)(/[^?#;\[\]\t\r\n]*)?\Z")


def _plain(url: str) -> re.Match[str] | None:
    return _PLAIN.match(url) if url.isascii() else None


# A crawl asks for a URL's family and content key more than once (its family when it is
# first seen as a page's new link, then before its page goes to the extraction worker
# (`learning`) and again once it is back (`observe`)): both are pure functions of the URL,
# remembered for the last few thousand URLs, which is where the crawl is working.
@functools.lru_cache(maxsize=4096)
def shape(url: str) -> str | None:
    """The family of `url`, or None when its path has no variable part."""
    plain = _plain(url)
    if plain is not None:  # no query, no ";": urlsplit's netloc and path, no parameters
        netloc, path = plain.group(1, 2)
        path = "/".join([_segment(s) for s in path.split("/")]) if path else ""
        return f"{netloc.lower()}{path}" if "{" in path else None
    parts = urlsplit(url)
    segments = [_segment(s) for s in parts.path.split("/")]
    params = sorted({k for k, _ in _query(parts.query)})
    if ";" in parts.path or any(
        k.lower() in SESSION_PARAMS for k, _ in parse_qsl(parts.query, keep_blank_values=True)
    ):
        params.append("{session}")  # one page under ever new session ids is a family too
    path = "/".join(segments) or "/"
    if "{" not in path and not params:
        return None
    query = "&".join(f"{k}=*" if k != "{session}" else k for k in params)
    return f"{parts.netloc.lower()}{path}" + (f"?{query}" if query else "")


@functools.lru_cache(maxsize=4096)
def content_key(url: str) -> int:
    """A hash of `url` without session ids and fragment: what makes two URLs one page."""
    plain = _plain(url)
    if plain is not None:  # no query, no fragment, no ";": the path as it is
        netloc, path = plain.group(1, 2)
        path = path or ""
        return zlib.crc32(f"{netloc.lower()}{path}?".encode()) | (len(path) << 32)
    parts = urlsplit(url)
    path = "/".join(s.split(";", 1)[0] for s in parts.path.split("/"))
    query = "&".join(f"{k}={v}" for k, v in sorted(_query(parts.query)))
    return zlib.crc32(f"{parts.netloc.lower()}{path}?{query}".encode()) | (len(path) << 32)


# characters of text hashed first when a page may stop early (is_novel), and at most at a
# time after.  The first piece is short: a page new to its full family is told so by its
# first MIN_NEW new shingles, ~10-80 words of its content (256 against 512 characters:
# is_novel -31% on the generated site's pages, -24% on Debian documentation's)
PIECE = 256
MAX_PIECE = 8192
MAX_WORD_IDS = 20_000  # words whose ids are remembered (emptied past it: ~3.5 MB at most)

# word -> its 64-bit id, numbers folded to the id of "#".  An id is the word's CRC-32 and
# Adler-32, not Python's hash(): the extraction worker (keepnet.pipeline.offload) hashes
# most pages' text into shingles in another process, and both processes must give one
# text the same shingles (str hashes are seeded per process; int and tuple-of-int hashes
# are not).
# Keys are the words as bytes (UTF-8), or as str (the id is of their UTF-8 bytes either way).
_IDS: dict[str | bytes, int] = {}
# Every ASCII byte that \w does not match (in ASCII, \w is [A-Za-z0-9_]) becomes a space;
# bytes of other characters are kept.  With every non-ASCII character \w does not match
# turned into a space first (_NON_ASCII_SEP), bytes.split() then gives the words
# `_WORD.findall` gives (as UTF-8), without a Python object per match.
_NON_WORD = bytes(
    c if c >= 128 or chr(c).isalnum() or c == ord("_") else ord(" ") for c in range(256)
)
_NON_ASCII_SEP = re.compile(r"[^\x00-\x7f\w]+")
# UTF-8 bytes of ASCII characters to 0, of the others (all 0x80 or above) to 1: the runs of
# non-ASCII characters are then found by bytes.find (memchr), not by a pattern's scan of
# the whole text (~5.7 ns a character: 50 us for a page of 9 KB with one "·" in it)
_NON_ASCII_MARKS = bytes(0 if c < 128 else 1 for c in range(256))


def _non_ascii_separated(data: bytes, lower: bool = False) -> bytes:
    """UTF-8 `data` with every character of its non-ASCII runs that \\w does not match
    turned into a space (each run's characters decoded and judged by _NON_ASCII_SEP), each
    run lowered first when `lower` (see _text_words)."""
    marks = data.translate(_NON_ASCII_MARKS)
    parts: list[bytes] = []
    pos = 0
    while (start := marks.find(1, pos)) >= 0:
        end = marks.find(0, start)
        end = len(data) if end < 0 else end
        run = data[start:end].decode("utf-8", "surrogatepass")
        if lower:
            run = run.lower()
        parts += (data[pos:start], _NON_ASCII_SEP.sub(" ", run).encode("utf-8", "surrogatepass"))
        pos = end
    parts.append(data[pos:])
    return b"".join(parts)


def _word_id(word: str | bytes) -> int:
    if isinstance(word, bytes):
        # str.isdigit of the word: ASCII digits, or another script's (a "²" is one too)
        digit = word.isdigit() or (
            not word.isascii() and word.decode("utf-8", "surrogatepass").isdigit()
        )
        data = b"#" if digit else word
    else:
        data = ("#" if word.isdigit() else word).encode("utf-8", "surrogatepass")
    wid = zlib.crc32(data) | zlib.adler32(data) << 32
    if len(_IDS) >= MAX_WORD_IDS:
        _IDS.clear()
    _IDS[word] = wid
    return wid


def _words(low: str) -> list[int]:
    """The word ids of lower-cased text's `_WORD.findall` words, numbers folded to "#"."""
    data = low.encode("utf-8", "surrogatepass")
    if not low.isascii():
        data = _non_ascii_separated(data)
    return _ids(data)


def _text_words(text: str) -> list[int]:
    """`_words(text.lower())`, lowering the text's UTF-8 bytes instead of the text.

    str.lower of a text that is not all ASCII takes ~3.5 ns a character (30 us a page of
    9 KB with one "·" in it); bytes.lower of its UTF-8 lowers the ASCII letters alone
    (every byte of another character is 0x80 or above), and the non-ASCII runs, decoded
    anyway to find their separators, are lowered there.  str.lower maps each character
    alone but a capital sigma (its final form depends on the letters around it, which
    may be ASCII): a text with one is lowered whole.  A run's lower case may hold ASCII
    ("K" is "k", "İ" "i̇") or more characters: the run's characters then
    are what text.lower() has there, and only how many spaces separate words differs."""
    if "Σ" in text:
        return _words(text.lower())
    data = text.encode("utf-8", "surrogatepass").lower()
    if not text.isascii():
        data = _non_ascii_separated(data, lower=True)
    return _ids(data)


def _ids(data: bytes) -> list[int]:
    """The word ids of UTF-8 `data` whose non-ASCII non-word characters are spaces."""
    split = data.translate(_NON_WORD).split()
    # the known words' ids by a C loop (`map`); a Python loop only when a word is new
    # (`all`: no None; an id of 0 would take the slow path and be kept, as before)
    ids: list[int | None] = list(map(_IDS.get, split))
    if all(ids):
        return ids  # type: ignore[return-value]  # no None in it
    return [i if i is not None else _word_id(w) for i, w in zip(ids, split, strict=True)]


def _hashes(words: list[int]) -> set[int]:
    # the hashes of the word-id triples, at C speed: a hash of a tuple of ints is the same
    # in every process (see _IDS)
    return set(map(hash, zip(words, words[1:], words[2:], strict=False)))


def shingles(text: str) -> set[int]:
    """Word 3-shingles of `text`, numbers folded: a calendar month, a page number or a
    session counter is no new content, however many of them a family has."""
    words = _text_words(text)
    if len(words) < 3:
        return {hash(tuple(words))} if words else set()
    return _hashes(words)


def shingle_array(text: str) -> array[int]:
    """The shingles of `text` (`set(shingle_array(text)) == shingles(text)`), each once, in
    the order of their first occurrence: what the extraction worker sends (`tobytes()`), so
    the crawl can judge a page by its first shingles and stop (is_novel_shingles)."""
    words = _text_words(text)
    if len(words) < 3:
        return array("q", [hash(tuple(words))] if words else [])
    # from a list: array() iterates a dict item by item (~45 ns each), a list by fromlist
    return array(
        "q", list(dict.fromkeys(map(hash, zip(words, words[1:], words[2:], strict=False))))
    )


def shingles_from_bytes(data: bytes) -> array[int]:
    """A shingle_array from its bytes (`tobytes()`)."""
    arr = array("q")
    arr.frombytes(data)
    return arr


# shingles looked up at a time by is_novel_shingles (about those of 2 KB of text)
PIECE_SHINGLES = 256


def _novel(words: Collection[int], new: set[int]) -> bool:
    return bool(words) and len(new) >= min(NOVELTY * len(words), MIN_NEW)


def is_novel(text: str, seen: set[int]) -> bool:
    """`_novel(shingles(text), shingles(text) - seen)`, hashing the text a piece at a time and
    stopping as soon as MIN_NEW new shingles are found (the threshold is never above it).

    For a family that has nothing more to learn (its shingle set is full), most pages are
    told new by their first piece, so the first piece is short (PIECE) and each next one
    twice as long (up to MAX_PIECE).  Pieces are cut at spaces, so no word spans two; the
    last two words of a piece start the next one's triples, so the shingles are exactly
    those of the whole text, however it is cut.  Each piece is lowered by itself: str.lower
    maps a character alone except a capital sigma, whose final form depends on the letters
    around it up to the nearest space (neither cased nor case-ignorable), so lowering pieces
    cut at spaces gives the whole text's lower(), and a page told new early is not lowered
    whole.

    A piece of PIECE characters from the middle of the text is looked at first: a page's
    first characters are mostly what its family's pages share (navigation, a header), its
    middle its own content.  Cut at spaces, its word triples are the text's, so when MIN_NEW
    of them are new the answer is the whole text's; else the scan goes on from the start
    with the new ones the probe found (a set: counted once if the scan meets them again)."""
    if len(text) <= 2 * PIECE:
        whole = shingles(text)
        return _novel(whole, whole - seen)
    found: set[int] = set()  # new shingles so far
    middle = text.find(" ", len(text) // 2)
    if middle >= 0:
        end = text.find(" ", middle + PIECE)
        found = _hashes(_text_words(text[middle : len(text) if end < 0 else end])) - seen
        if len(found) >= MIN_NEW:
            return True
    every: set[int] | None = set()  # every shingle so far; None once NOVELTY of it >= MIN_NEW
    carry: list[int] = []
    n_words, start, size = 0, 0, PIECE
    while start < len(text):
        end = text.find(" ", start + size)
        end = len(text) if end < 0 else end
        piece = _text_words(text[start:end])
        n_words += len(piece)
        words = carry + piece
        piece_set = _hashes(words)
        found |= piece_set - seen
        if len(found) >= MIN_NEW:
            return True
        if every is not None:  # then only MIN_NEW new make it novel: no need to gather all
            every = every | piece_set if NOVELTY * len(every) < MIN_NEW else None
        carry = words[-2:]
        start = end
        size = min(2 * size, MAX_PIECE)
    if n_words < 3:
        whole = shingles(text)
        return _novel(whole, whole - seen)
    return every is not None and _novel(every, found)


def is_novel_shingles(ordered: Sequence[int], seen: set[int]) -> bool:
    """is_novel for a text whose shingle_array is `ordered`: the same answer, looking its
    shingles up a slice at a time and stopping once MIN_NEW are new."""
    found = 0
    for start in range(0, len(ordered), PIECE_SHINGLES):
        found += len(set(ordered[start : start + PIECE_SHINGLES]).difference(seen))
        if found >= MIN_NEW:
            return True
    return len(ordered) > 0 and found >= min(NOVELTY * len(ordered), MIN_NEW)


# Full families' shingle sets the extraction worker holds at once (keepnet.pipeline.offload):
# a set is ~1-2 MB there; the crawl's side mirrors which ones it has sent.
JUDGED_FAMILIES = 16


class Judging(NamedTuple):
    """A full family's page for the extraction worker to judge (`is_novel` of its text
    against the family's shingle set), so the crawl's event loop hashes none of its text.

    A full family's set never changes again (`_learn` stops at MAX_SHINGLES; a capped
    family's pages are not judged), so the worker's copy, sent once per family (`token`),
    gives the answer the crawl would compute.  `seen` is the crawl's set itself: the
    offload sends it (as 8-byte ints) only the first time, or after the worker dropped it."""

    token: int
    seen: set[int]


class Verdict(NamedTuple):
    """The worker's answer to a Judging: whether the page's text was novel to the family
    `token` names; None when the worker did not hold that family's set."""

    token: int
    novel: bool | None


class JudgedSets:
    """Which full families' sets the extraction worker holds, least recently used first.

    Both processes keep one: the crawl's Offload decides from it whether a Judging carries
    the set, the worker stores what it is sent; both apply the same steps in the frames'
    order (`use`), so they agree on which sets are held without telling each other."""

    def __init__(self, size: int = JUDGED_FAMILIES) -> None:
        self.size = size
        self.sets: OrderedDict[int, set[int] | None] = OrderedDict()

    def use(self, token: int, seen: set[int] | None) -> bool:
        """A Judging for `token` goes by (`seen`: its set, when it travels with it, or
        None); True when the worker already held it."""
        held = token in self.sets
        if held:
            self.sets.move_to_end(token)
            if seen is not None:
                self.sets[token] = seen
        else:
            self.sets[token] = seen
        while len(self.sets) > self.size:
            self.sets.popitem(last=False)
        return held

    def judge(self, token: int, text: str) -> Verdict:
        """In the worker: is `text` novel to the family `token` (see Judging)?"""
        seen = self.sets.get(token)
        return Verdict(token, None if seen is None else is_novel(text, seen))


def _judge(fam: Family, text: str | None, ordered: Sequence[int] | Verdict | None) -> bool:
    """Is a full family's page novel: the worker's verdict when it judged this very family
    (a family forgotten and seen again is another one), else the crawl's own is_novel."""
    if isinstance(ordered, Verdict):
        if ordered.token == fam.token and ordered.novel is not None:
            return ordered.novel
        return is_novel(text or "", fam.seen)
    if ordered is None:
        return is_novel(text or "", fam.seen)
    return is_novel_shingles(ordered, fam.seen)


@dataclass
class Family:
    signature: str
    fetched: int = 0
    productive: int = 0
    idle_streak: int = 0
    refused: int = 0
    capped: str | None = None  # why, once capped
    seen: set[int] = field(default_factory=set, repr=False)
    token: int | None = None  # its name for the extraction worker, once full (Judging)

    def public(self) -> dict[str, Any]:
        # not asdict(): it deep-copies `seen` (thousands of shingles) for every stats flush
        return {
            "fetched": self.fetched,
            "productive": self.productive,
            "idle_streak": self.idle_streak,
            "refused": self.refused,
            "capped": self.capped,
        }


class TrapFamilies:
    """Observes fetched pages by family and says which URLs to refuse (see module doc)."""

    def __init__(self, idle: int = 10) -> None:
        self.idle = idle
        self.families: OrderedDict[str, Family] = OrderedDict()
        self._keys: OrderedDict[int, None] = OrderedDict()
        # exact outlink URLs seen lately: most links of a page were on the page before
        # (navigation), and recognising them by a hash spares their content key
        self._raw: OrderedDict[int, None] = OrderedDict()
        self._any_capped = False  # nothing to check until a family is capped
        self._tokens = 0

    def _family(self, signature: str) -> Family:
        fam = self.families.get(signature)
        if fam is None:
            fam = self.families[signature] = Family(signature)
            while len(self.families) > MAX_FAMILIES:
                oldest = next(iter(self.families))
                if self.families[oldest].capped:  # caps are kept: move on past them
                    self.families.move_to_end(oldest)
                    if all(f.capped for f in self.families.values()):
                        break
                    continue
                del self.families[oldest]
        else:
            self.families.move_to_end(signature)
        return fam

    def _remember(self, key: int) -> bool:
        """True when `key` was new."""
        if key in self._keys:
            self._keys.move_to_end(key)
            return False
        self._keys[key] = None
        if len(self._keys) > MAX_KEYS:
            self._keys.popitem(last=False)
        return True

    @staticmethod
    def _learn(fam: Family, words: Collection[int], productive: bool) -> bool:
        """Add a page's shingles (`words`: each once) to its still-learning family; whether
        they were novel.

        A page already productive by its links is not judged: its shingles are only learned,
        and while the family has room for all of them, `seen.update(words)` is `seen | new`
        without building `new` (most pages of a many-hosts crawl are such), nor a set of
        the worker's shingle array."""
        room = MAX_SHINGLES - len(fam.seen)
        if productive and len(words) <= room:
            fam.seen.update(words)
            return True
        new = (words if isinstance(words, set) else set(words)) - fam.seen
        if len(new) <= room:
            fam.seen |= new
        else:  # the set fills up: keep what fits (which of `new` is arbitrary, as before)
            fam.seen.update(islice(new, room))
        return productive or _novel(words, new)

    def learning(self, url: str) -> bool:
        """Would a page of `url` now have its whole text's shingles learned (its family
        neither full nor capped)?  Else observe hashes its text only until it is told new."""
        sig = shape(url)
        if sig is None:
            return False
        fam = self.families.get(sig)
        return fam is None or (fam.capped is None and len(fam.seen) < MAX_SHINGLES)

    def judging(self, url: str) -> Judging | None:
        """A Judging for a page of `url` when its family is full (not capped): the
        extraction worker can then tell whether its text is novel (see Judging)."""
        sig = shape(url)
        fam = self.families.get(sig) if sig is not None else None
        if fam is None or fam.capped is not None or len(fam.seen) < MAX_SHINGLES:
            return None
        if fam.token is None:
            self._tokens += 1
            fam.token = self._tokens
        return Judging(fam.token, fam.seen)

    def check(self, url: str) -> str | None:
        """A refusal reason when `url` belongs to a capped family."""
        if not self._any_capped:
            return None
        sig = shape(url)
        fam = self.families.get(sig) if sig is not None else None
        if fam is None or fam.capped is None:
            return None
        fam.refused += 1
        return f"trap: family {sig} capped ({fam.capped})"

    def observe(
        self,
        url: str,
        status: int,
        html: bool,
        text: str | None,
        outlinks: list[str],
        ordered: Sequence[int] | Verdict | None = None,
    ) -> bool:
        """Record a fetched page; True when it was productive for its family.

        `ordered`: `shingle_array(text)` when already computed (by the extraction worker),
        or the worker's Verdict on the text of a full family's page (see Judging)."""
        self._remember(content_key(url))
        new_outside = 0
        sig = shape(url)
        hit = self._raw.move_to_end  # one lookup a hit (most links: the page's navigation)
        for link in outlinks:
            raw = hash(link)
            try:
                hit(raw)
                continue
            except KeyError:
                self._raw[raw] = None
            if len(self._raw) > MAX_KEYS:
                self._raw.popitem(last=False)
            fresh = self._remember(content_key(link))
            if fresh and shape(link) != sig:
                new_outside += 1
        if sig is None:
            return True
        fam = self._family(sig)
        if fam.capped:
            return False
        fam.fetched += 1
        productive = False
        if 200 <= status < 300:
            if not html:
                productive = True  # a document of its own (PDF, data...): content
            else:
                if len(fam.seen) >= MAX_SHINGLES:  # nothing more to learn: judge, cheaply
                    productive = new_outside > 0 or _judge(fam, text, ordered)
                else:
                    words: Collection[int] = (
                        shingles(text or "")
                        if ordered is None or isinstance(ordered, Verdict)
                        else ordered
                    )
                    productive = self._learn(fam, words, new_outside > 0)
                productive = productive or new_outside > 0
        if productive:
            fam.productive += 1
            fam.idle_streak = 0
        else:
            fam.idle_streak += 1
            if fam.idle_streak >= self.idle:
                self._any_capped = True
                fam.capped = (
                    f"{fam.idle_streak} fetched pages in a row added no new text and no new links"
                )
        return productive

    # -- reporting and resume ------------------------------------------------------------

    def report(self, min_fetched: int = 2) -> dict[str, dict[str, Any]]:
        """Families worth telling about: every capped one, and the others fetched often."""
        return {
            sig: fam.public()
            for sig, fam in self.families.items()
            if fam.capped or fam.fetched >= min_fetched
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "idle": self.idle,
            "families": {
                sig: fam.public() for sig, fam in self.families.items() if fam.capped or fam.fetched
            },
        }

    def load(self, data: dict[str, Any]) -> None:
        for sig, fields in (data.get("families") or {}).items():
            fam = self._family(sig)
            for name in ("fetched", "productive", "idle_streak", "refused", "capped"):
                if name in fields:
                    setattr(fam, name, fields[name])
            self._any_capped = self._any_capped or fam.capped is not None
