"""The application knowledge base, navigation, detection, extraction and adaptation, on
small pages written the way the applications write them."""

from __future__ import annotations

from pathlib import Path

import pytest

from keepnet.apps.adapt import adapt
from keepnet.apps.detect import Detector
from keepnet.apps.extract import Rules, iso_date, parse_html
from keepnet.apps.knowledge import KnowledgeError, load_apps, parse_app
from keepnet.apps.navigate import classify

APPS = {a.id: a for a in load_apps()}
B = "http://forum.test"


def test_the_bundled_knowledge_base_loads_every_application() -> None:
    assert set(APPS) >= {"phpbb", "vbulletin", "mediawiki", "wordpress", "drupal", "discourse"}
    for app in APPS.values():
        assert app.levels and app.objects and app.category in ("forum", "wiki", "blog")


def test_a_bad_entry_names_its_field() -> None:
    with pytest.raises(KnowledgeError, match="levels.0.url: bad regex"):
        parse_app(
            {
                "id": "x",
                "name": "X",
                "category": "forum",
                "detect": {},
                "levels": [{"name": "a", "url": "("}],
            },
            "x.yaml",
        )
    with pytest.raises(KnowledgeError, match="bad XPath"):
        parse_app(
            {
                "id": "x",
                "name": "X",
                "category": "forum",
                "detect": {},
                "levels": [{"name": "a", "url": "a"}],
                "objects": {"post": {"level": "a", "container": "//div[", "text": "."}},
            },
            "x.yaml",
        )


def test_user_applications_come_from_the_jobs_directory(tmp_path: Path) -> None:
    (tmp_path / "mybb.yaml").write_text(
        "id: mybb\nname: MyBB\ncategory: forum\ndetect: {html: ['MyBB']}\n"
        "levels: [{name: thread, url: 'showthread\\.php', terminal: true}]\n"
    )
    assert "mybb" in {a.id for a in load_apps(tmp_path)}
    with pytest.raises(KnowledgeError, match="does not exist"):
        load_apps(tmp_path / "nope")


@pytest.mark.parametrize(
    ("url", "content", "canonical_or_reason"),
    [
        (
            f"{B}/viewtopic.php?f=2&t=5&sid=0123456789abcdef0123456789abcdef",
            True,
            f"{B}/viewtopic.php?f=2&t=5",
        ),
        (f"{B}/viewtopic.php?t=5&start=15", True, f"{B}/viewtopic.php?t=5&start=15"),
        (f"{B}/viewforum.php?f=2&start=25&sid=ab", True, f"{B}/viewforum.php?f=2&start=25"),
        (f"{B}/index.php?sid=ab", True, f"{B}/index.php"),
        (f"{B}/posting.php?mode=quote&p=9", False, "post action"),
        (f"{B}/viewtopic.php?p=9#p9", False, "post permalink"),
        (f"{B}/viewtopic.php?t=5&view=print", False, "print"),
        (f"{B}/memberlist.php?mode=viewprofile&u=2", False, "member profiles"),
        (f"{B}/ucp.php?mode=login", False, "login wall"),
        (f"{B}/something-else", False, "not a content view"),
    ],
)
def test_phpbb_navigation(url: str, content: bool, canonical_or_reason: str) -> None:
    verdict = classify(APPS["phpbb"], url)
    assert verdict.content is content
    if content:
        assert verdict.url == canonical_or_reason
    else:
        assert canonical_or_reason in verdict.reason


def test_wordpress_and_mediawiki_navigation() -> None:
    wp, mw = APPS["wordpress"], APPS["mediawiki"]
    assert classify(wp, "http://b.test/2024/03/05/hello-world/").content
    assert classify(wp, "http://b.test/page/2/").content
    reply = classify(wp, "http://b.test/2024/03/05/hello-world/?replytocom=7")
    assert "reply-to-comment" in reply.reason
    assert not classify(wp, "http://b.test/2024/03/05/").content  # a day archive
    assert classify(mw, "http://w.test/wiki/Lighthouse").content
    assert classify(mw, "http://w.test/wiki/Category:Coasts").content
    assert not classify(mw, "http://w.test/index.php?title=Lighthouse&action=history").content
    assert not classify(mw, "http://w.test/wiki/Special:RecentChanges").content
    assert not classify(mw, "http://w.test/index.php?title=Lighthouse&oldid=12").content


PHPBB_PAGE = """<html><head><link href="./styles/prosilver/theme/stylesheet.css" rel="stylesheet"></head>
<body id="phpbb"><div id="page-body">
<h2 class="topic-title"><a href="./viewtopic.php?t=5">Tide tables</a></h2>
{posts}
</div><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a></div></body></html>"""
POST = """<div id="p{n}" class="post has-profile bg2"><div class="inner"><div class="postbody">
<div id="post_content{n}"><h3><a href="#p{n}">Re: Tide tables</a></h3>
<p class="author"><a href="./viewtopic.php?p={n}#p{n}">Post</a> by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={n}" class="username">user{n}</a></strong>
 » <time datetime="2024-03-0{n}T14:22:00+00:00">Tue Mar 0{n}, 2024 2:22 pm</time></p>
<div class="content">Message number {n} about the tides of the estuary.</div></div></div></div></div>"""
THEMED_POST = """<article id="msg{n}" class="message-block"><header><span class="poster-name">user{n}</span>
<span class="when" title="2024-03-0{n} 14:22">posted 2024-03-0{n} 14:22</span></header>
<section class="message-text">Message number {n} about the tides of the estuary, written in another theme.</section>
<footer><a href="./posting.php?mode=quote&amp;p={n}">Quote</a></footer></article>"""


def page(post: str, ns: range) -> str:
    return PHPBB_PAGE.format(posts="".join(post.format(n=n) for n in ns))


def test_detection_needs_several_pages_and_rechecks() -> None:
    d = Detector(list(APPS.values()))
    url = f"{B}/viewtopic.php?t=5"
    assert d.observe("forum.test", url, page(POST, range(1, 3))) is None  # one page is not enough
    assert d.app_of("forum.test") is None
    assert "phpBB" in (d.observe("forum.test", url, page(POST, range(3, 5))) or "")
    assert d.app_of("forum.test") is APPS["phpbb"]
    # one page that looks like phpBB on another host does not switch that host
    other = Detector(list(APPS.values()))
    other.observe("blog.test", "http://blog.test/", "<html><body>plain</body></html>")
    other.observe("blog.test", url, page(POST, range(1, 2)))
    other.observe("blog.test", "http://blog.test/a", "<html><body>plain</body></html>")
    assert other.app_of("blog.test") is None
    for _ in range(5):  # a decided host that stops showing its application goes generic again
        d.observe("forum.test", f"{B}/x", "<html><body>migrated</body></html>")
    assert d.app_of("forum.test") is None


def test_phpbb_posts_are_extracted_with_author_date_and_text() -> None:
    rules = Rules.of(APPS["phpbb"])
    found = rules.extract(parse_html(page(POST, range(1, 4))), f"{B}/viewtopic.php?t=5", "topic")
    posts = found["post"]
    assert [p["id"] for p in posts] == ["1", "2", "3"]
    assert posts[0]["author"] == "user1" and posts[0]["date"] == "2024-03-01T14:22:00Z"
    assert posts[0]["text"] == "Message number 1 about the tides of the estuary."
    assert posts[0]["title"] == "Re: Tide tables"


def test_a_rethemed_board_is_adapted_and_verified_on_several_pages() -> None:
    app = APPS["phpbb"]
    trees = [parse_html(page(THEMED_POST, range(k, k + 3))) for k in (1, 4, 7)]
    assert not Rules.of(app).extract(trees[0], f"{B}/viewtopic.php?t=5", "topic")["post"]
    assert adapt(app, app.objects[0], trees[:2], list(APPS.values())) is None  # too few pages
    got = adapt(app, app.objects[0], trees, list(APPS.values()))
    assert got is not None and got.pages == 3
    posts = (
        Rules.of(app)
        .with_rule(got.rule)
        .extract(trees[0], f"{B}/viewtopic.php?t=5", "topic")["post"]
    )
    assert [p["author"] for p in posts] == ["user1", "user2", "user3"]
    assert posts[0]["date"] == "2024-03-01T14:22:00Z"
    assert posts[0]["text"].startswith("Message number 1 about the tides")
    assert posts[0]["id"] == "1"
    assert any("container" in c for c in got.changes)


def test_dates_as_printed_become_iso_8601() -> None:
    assert iso_date("2024-03-05T14:22:00+01:00") == "2024-03-05T13:22:00Z"
    assert iso_date("5 March 2024, at 14:22") == "2024-03-05T14:22:00Z"
    assert iso_date("no date here at all") == ""


def test_signals_are_exact_from_the_minimum_and_stop_early_below_it() -> None:
    app = parse_app(
        {
            "id": "x",
            "name": "X",
            "category": "forum",
            "detect": {"min": 2, "html": ["alpha", "beta", "gamma", "delta"], "url": ["/x/"]},
            "levels": [{"name": "a", "url": "a"}],
        },
        "x.yaml",
    )
    assert app.signals("http://h.test/x/1", "alpha beta gamma delta") == 5
    reordered = parse_app(
        {
            "id": "z",
            "name": "Z",
            "category": "forum",
            "detect": {"html": ["(a|b)c", "x|y", "word", "/path/(p|q)", "<b>"]},
            "levels": [{"name": "a", "url": "a"}],
        },
        "z.yaml",
    )  # patterns re can scan for by their first character are tried first
    assert [p.pattern for p in reordered.detect_html][:2] == ["/path/(p|q)", "<b>"]
    assert app.signals("http://h.test/1", "alpha ... delta") == 2  # first and last pattern
    assert app.signals("http://h.test/x/1", "delta") == 2  # the URL and the last pattern
    assert app.signals("http://h.test/1", "delta") < 2  # cannot make the minimum: stopped
    assert app.signals("http://h.test/1", "nothing") == 0
    other = parse_app(
        {
            "id": "y",
            "name": "Y",
            "category": "forum",
            "detect": {"min": 2, "html": ["alpha", "omega", "delta"]},
            "levels": [{"name": "a", "url": "a"}],
        },
        "y.yaml",
    )
    detector = Detector([app, other])
    assert detector.looks_like("http://h.test/1", "alpha omega delta") is other  # 3 over 2
    assert detector.looks_like("http://h.test/x/2", "alpha omega delta") is app  # a tie: first


def test_bundled_files_read_the_same_by_libyaml_and_pure_python() -> None:
    # load_apps reads the bundled files with libyaml for start-up speed; the result must be
    # what PyYAML's own safe loader gives.
    from importlib import resources

    import yaml

    from keepnet.apps import knowledge

    files = [
        e for e in (resources.files("keepnet.apps") / "kb").iterdir() if e.name.endswith(".yaml")
    ]
    assert files
    for entry in files:
        text = entry.read_text(encoding="utf-8")
        assert yaml.load(text, Loader=knowledge._BUNDLED_LOADER) == yaml.safe_load(text), entry.name  # noqa: S506
