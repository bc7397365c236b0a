"""The held-out MediaWiki's content: pages with their revisions, files, and how dates print."""

from __future__ import annotations

import hashlib
import struct
import zlib
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import quote

from keepnet.testweb.sites.apps.model import TOPIC_NOUNS, Gen


@dataclass
class Rev:
    id: int
    user: str
    date: datetime
    size: int
    comment: str


@dataclass
class Page:
    title: str  # "Canal walk"
    paras: list[str]
    category: str
    revs: list[Rev]  # oldest first
    see_also: list[str] = field(default_factory=list)
    image: str = ""  # "Canal walk.png"
    talk: list[str] = field(default_factory=list)  # talk page paragraphs ("" = no talk page)

    @property
    def key(self) -> str:
        return self.title.replace(" ", "_")

    @property
    def text(self) -> str:
        return " ".join(self.paras)


def tiny_png(seed: str) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    rgb = hashlib.md5(seed.encode()).digest()[:3]
    raw = b"".join(b"\x00" + rgb * 4 for _ in range(4))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def make_wiki(seed: str, n: int = 20) -> tuple[list[Page], list[str]]:
    g = Gen(seed)
    users = [u.name.capitalize() for u in g.users(8)]
    titles = [t.capitalize() for t in g.r.sample(TOPIC_NOUNS, n)]
    cats = ["Equipment", "Places", "Methods", "History"]
    rev_id = 101
    out = []
    for i, t in enumerate(titles):
        revs = []
        for _ in range(g.r.randint(1, 4)):
            revs.append(
                Rev(
                    rev_id,
                    g.r.choice(users),
                    g.later(30, 3000),
                    g.r.randint(400, 4000),
                    g.r.choice(["", "typo", "expand", "copyedit", "add source"]),
                )
            )
            rev_id += g.r.randint(1, 3)
        page = Page(t, g.paras(2, 5), cats[i % len(cats)], revs)
        page.see_also = g.r.sample([x for x in titles if x != t], 2)
        if i % 3 == 0:
            page.image = f"{t}.png"
        if i % 4 == 1:
            page.talk = g.paras(1, 2)
        out.append(page)
    return out, users


def img_path(name: str) -> str:
    key = name.replace(" ", "_")
    md5 = hashlib.md5(key.encode()).hexdigest()
    return f"/images/{md5[0]}/{md5[:2]}/{quote(key)}"


def printed(dt: datetime) -> str:
    return f"{dt.day} {dt.strftime('%B %Y')}, at {dt.strftime('%H:%M')}"
