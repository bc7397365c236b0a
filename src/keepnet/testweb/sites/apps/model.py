"""The content model the application sites are rendered from, and their ground truth.

Every application site (phpBB, vBulletin, MediaWiki, WordPress, Drupal, Discourse) renders
the same kinds of content — boards of topics of posts, blogs of articles with comments, wikis
of articles — generated deterministically from a seed, so that what an extractor should find
(`WebObject`) and which URLs an archivist needs (`AppSite.content_views`) are known exactly.
"""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs

from keepnet.testweb.site import Request, Site


@dataclass(frozen=True)
class WebObject:
    """One object an extractor should find (a forum post, a comment, an article)."""

    app: str  # "phpbb" | "vbulletin" | "mediawiki" | "wordpress" | "drupal" | "discourse"
    type: str  # "post" | "comment" | "article"
    id: str  # the application's own id (phpBB post id, WordPress post ID, wiki page title...)
    url: str  # the canonical content view it appears in
    author: str  # "" when the application does not show one (MediaWiki articles)
    date: str  # ISO 8601 UTC ("2024-03-05T14:22:00Z")
    title: str  # topic/post/article title ("" for comments)
    text: str  # visible text of the body, whitespace-normalised


@dataclass
class AppSite:
    """One application instance of the virtual web, with its ground truth."""

    app: str
    host: str
    sites: list[Site]
    seeds: list[str]
    content_views: frozenset[str]  # every URL an archivist needs (canonical forms)
    objects: list[WebObject]
    themed: bool = False  # a re-themed instance (other markup, same application)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"


# ---------------------------------------------------------------------------------------------
# helpers


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def iso(dt: datetime) -> str:
    """The ground-truth date form: ISO 8601 UTC with a Z."""
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_offset(dt: datetime) -> str:
    """The "+00:00" form PHP's date('c') prints (phpBB, WordPress)."""
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


def query(request: Request) -> dict[str, str]:
    """The request's query as a flat dict (first value of each name)."""
    return {k: v[0] for k, v in parse_qs(request.query, keep_blank_values=True).items()}


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def hexid(*parts: object, n: int = 32) -> str:
    return hashlib.md5("|".join(map(str, parts)).encode()).hexdigest()[:n]


def pages(count: int, per_page: int) -> int:
    return max(1, -(-count // per_page))


class Sessions:
    """Cookieless guest sessions, as phpBB and vBulletin hand them out.

    A guest without the session cookie gets a fresh 32-hex session id appended to every link
    (phpBB's sid=, vBulletin's s=); a request that carries an id in its URL keeps it; a request
    with the cookie gets clean links.  Ids are deterministic (a counter), not random.
    """

    def __init__(self, host: str, cookie: str, param: str) -> None:
        self.host = host
        self.cookie = cookie
        self.param = param
        self.issued = 0

    def for_request(self, request: Request) -> tuple[str, list[tuple[str, str]]]:
        """(session id for links, "" when the cookie came back; extra headers)."""
        cookies = request.header("cookie") or ""
        if f"{self.cookie}=" in cookies:
            return "", []
        sid = query(request).get(self.param, "")
        if not re.fullmatch(r"[0-9a-f]{32}", sid):
            self.issued += 1
            sid = hexid(self.host, self.issued)
        return sid, [("Set-Cookie", f"{self.cookie}={sid}; path=/; HttpOnly")]


# ---------------------------------------------------------------------------------------------
# the generator

FIRST = [
    "alice",
    "bob",
    "carol",
    "dave",
    "erin",
    "frank",
    "grace",
    "heidi",
    "ivan",
    "judy",
    "mallory",
    "niaj",
    "olivia",
    "peggy",
    "rupert",
    "sybil",
    "trent",
    "victor",
    "walter",
    "yasmin",
]
LAST = [
    "smith",
    "jones",
    "okafor",
    "garcia",
    "novak",
    "berg",
    "tanaka",
    "kowalski",
    "silva",
    "moreau",
]
WORDS = [
    "archive",
    "crawler",
    "heron",
    "canal",
    "river",
    "bridge",
    "lantern",
    "copper",
    "garden",
    "harbour",
    "meadow",
    "orchard",
    "signal",
    "ledger",
    "timber",
    "valley",
    "window",
    "winter",
    "summer",
    "basket",
    "candle",
    "engine",
    "island",
    "kettle",
    "library",
    "market",
    "needle",
    "pocket",
    "quartz",
    "saddle",
    "thunder",
    "velvet",
    "whistle",
    "anchor",
    "barrel",
    "compass",
    "ferry",
    "granite",
    "hollow",
    "journal",
    "marble",
    "pepper",
    "ribbon",
    "shelter",
    "tunnel",
    "voyage",
    "walnut",
    "beacon",
    "cellar",
    "fossil",
    "glacier",
    "mirror",
    "parcel",
    "rabbit",
    "sparrow",
    "tractor",
    "bucket",
    "clover",
    "ember",
    "falcon",
    "gravel",
    "maple",
    "nickel",
    "oyster",
    "pebble",
    "quill",
    "raven",
    "spindle",
    "thistle",
]
TOPIC_NOUNS = [
    "backup strategy",
    "canal walk",
    "firmware update",
    "reading list",
    "bread recipe",
    "bike repair",
    "garden pests",
    "photo workflow",
    "server migration",
    "tea brewing",
    "map collection",
    "chess opening",
    "kettle descaling",
    "winter tyres",
    "old newspapers",
    "rainwater tank",
    "sourdough starter",
    "pocket watch",
    "ferry timetable",
    "bird census",
    "solar panels",
    "library hours",
    "quilting pattern",
    "radio antenna",
    "mushroom season",
    "book binding",
    "night sky",
    "compost heap",
    "fountain pen",
    "tram history",
]
TOPIC_FORMS = (
    "Question about the {}",
    "My {} so far",
    "Help with {}",
    "Thoughts on the {}",
    "A guide to {}",
    "Problem with my {}",
)


@dataclass
class User:
    id: int
    name: str
    joined: datetime


@dataclass
class Post:
    id: int
    author: User
    date: datetime
    paras: list[str]
    title: str = ""  # phpBB posts have their own subject ("Re: ...")

    @property
    def text(self) -> str:
        return norm(" ".join(self.paras))


@dataclass
class Topic:
    id: int
    title: str
    slug: str
    posts: list[Post]
    views: int = 0
    tags: list[str] = field(default_factory=list)


@dataclass
class Forum:
    id: int
    name: str
    slug: str
    description: str
    topics: list[Topic]


@dataclass
class Board:
    title: str
    users: list[User]
    forums: list[Forum]

    def topics(self) -> list[Topic]:
        return [t for f in self.forums for t in f.topics]

    def posts(self) -> list[Post]:
        return [p for t in self.topics() for p in t.posts]

    def forum_of(self, topic: Topic) -> Forum:
        return next(f for f in self.forums if topic in f.topics)


@dataclass
class Comment:
    id: int
    author: User
    date: datetime
    paras: list[str]
    parent: int = 0

    @property
    def text(self) -> str:
        return norm(" ".join(self.paras))


@dataclass
class Article:
    id: int
    title: str
    slug: str
    author: User
    date: datetime
    paras: list[str]
    category: str
    tags: list[str]
    comments: list[Comment]

    @property
    def text(self) -> str:
        return norm(" ".join(self.paras))


@dataclass
class Blog:
    title: str
    users: list[User]
    articles: list[Article]  # newest first

    def categories(self) -> list[str]:
        return sorted({a.category for a in self.articles})

    def tags(self) -> list[str]:
        return sorted({t for a in self.articles for t in a.tags})


class Gen:
    """Seeded content: users, dates and paragraphs."""

    def __init__(self, seed: str) -> None:
        self.r = random.Random(seed)
        self.t = datetime(2023, 9, 1, 8, 0, tzinfo=UTC)

    def users(self, n: int, first_id: int = 2) -> list[User]:
        names = self.r.sample([f"{f}_{ln}" for f in FIRST for ln in LAST], n)
        return [
            User(first_id + i, name, self.t - timedelta(days=self.r.randint(30, 900)))
            for i, name in enumerate(names)
        ]

    def later(self, lo: int = 10, hi: int = 4000) -> datetime:
        self.t += timedelta(minutes=self.r.randint(lo, hi))
        return self.t

    def sentence(self) -> str:
        words = self.r.choices(WORDS, k=self.r.randint(6, 14))
        return words[0].capitalize() + " " + " ".join(words[1:]) + "."

    def paras(self, lo: int = 1, hi: int = 3) -> list[str]:
        return [
            " ".join(self.sentence() for _ in range(self.r.randint(1, 4)))
            for _ in range(self.r.randint(lo, hi))
        ]

    def title(self, used: set[str]) -> str:
        while True:
            t = self.r.choice(TOPIC_FORMS).format(self.r.choice(TOPIC_NOUNS))
            if t not in used:
                used.add(t)
                return t


FORUM_NAMES = [
    ("General Discussion", "Anything that fits nowhere else."),
    ("Help and Support", "Ask the community for help."),
    ("Projects", "Show what you are working on."),
    ("Announcements", "News from the team."),
]


def make_board(
    seed: str,
    *,
    forums: int = 3,
    topics: tuple[int, int] = (3, 6),
    posts: tuple[int, int] = (1, 35),
    long_topics: int = 2,
    first_post_id: int = 1,
) -> Board:
    """A forum: `forums` forums of topics of posts, ids ascending in posting order."""
    g = Gen(seed)
    users = g.users(12)
    used: set[str] = set()
    out: list[Forum] = []
    topic_id, post_id = 1, first_post_id
    for i in range(forums):
        name, desc = FORUM_NAMES[i % len(FORUM_NAMES)]
        tlist: list[Topic] = []
        ntopics = topics[1] if i == 0 else g.r.randint(*topics)
        for _ in range(ntopics):
            title = g.title(used)
            n = g.r.randint(posts[0], min(posts[1], 12))
            if long_topics > 0 and g.r.random() < 0.35:
                n = g.r.randint(21, posts[1])
                long_topics -= 1
            plist = []
            for k in range(n):
                plist.append(
                    Post(
                        post_id,
                        g.r.choice(users),
                        g.later(),
                        g.paras(),
                        title if k == 0 else f"Re: {title}",
                    )
                )
                post_id += 1
            tags = g.r.sample(["howto", "news", "hardware", "software", "meta"], 2)
            tlist.append(Topic(topic_id, title, slugify(title), plist, g.r.randint(5, 900), tags))
            topic_id += 1
        out.append(Forum(i + 2, name, slugify(name), desc, tlist))
    # some forum might have drawn no long topic: force at least `long_topics` long ones
    if long_topics > 0:
        t = out[-1].topics[-1]
        while len(t.posts) < 23:
            t.posts.append(Post(post_id, g.r.choice(users), g.later(), g.paras(), f"Re: {t.title}"))
            post_id += 1
    return Board("", users, out)


def make_blog(
    seed: str, *, articles: int = 15, comments: tuple[int, int] = (0, 8), first_id: int = 1
) -> Blog:
    """A blog: `articles` articles (newest first), each with threaded comments."""
    g = Gen(seed)
    users = g.users(10)
    authors = users[:3]
    used: set[str] = set()
    cats = ["News", "Travel", "Workshop", "Reviews"]
    tagpool = ["archives", "bikes", "boats", "books", "maps", "radio", "tea", "tools"]
    out: list[Article] = []
    aid, cid = first_id, 1
    for _ in range(articles):
        title = g.title(used)
        date = g.later(600, 6000)
        art = Article(
            aid,
            title,
            slugify(title),
            g.r.choice(authors),
            date,
            g.paras(2, 5),
            g.r.choice(cats),
            sorted(g.r.sample(tagpool, g.r.randint(1, 3))),
            [],
        )
        aid += g.r.randint(1, 4)  # ids are shared with revisions/attachments in real apps
        out.append(art)
    for art in out:
        t = art.date
        for _ in range(g.r.randint(*comments)):
            t += timedelta(minutes=g.r.randint(5, 900))
            parent = 0
            if art.comments and g.r.random() < 0.3:
                parent = g.r.choice(art.comments).id
            art.comments.append(Comment(cid, g.r.choice(users), t, g.paras(1, 2), parent))
            cid += 1
    out.reverse()  # newest first
    return Blog("", users, out)
