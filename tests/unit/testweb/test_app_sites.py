"""The application imitations in keepnet.testweb.sites.apps are well-formed."""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest

from keepnet.testweb import Response
from keepnet.testweb.sites.apps import APP_SITES, AppSite, app_web
from keepnet.testweb.sites.apps.model import norm
from unit.testweb.app_pages import get, parse

IDS = [f"{a.app}{'-themed' if a.themed else ''}" for a in APP_SITES]


def test_hosts_are_distinct_and_every_application_is_there() -> None:
    hosts = [a.host for a in APP_SITES]
    assert len(hosts) == len(set(hosts))
    plain = {a.app for a in APP_SITES if not a.themed}
    themed = {a.app for a in APP_SITES if a.themed}
    assert plain <= {"phpbb", "vbulletin", "mediawiki", "wordpress", "drupal", "discourse"}
    assert themed <= {"phpbb", "vbulletin", "discourse"}


@pytest.mark.parametrize("app", APP_SITES, ids=IDS)
async def test_content_views_answer_and_hold_their_objects(app: AppSite) -> None:
    web = app_web([app])
    assert app.content_views and app.objects
    assert set(app.seeds) <= app.content_views
    texts: dict[str, str] = {}
    for url in sorted(app.content_views):
        resp = await get(web, url)
        assert resp.status == 200, url
        if "html" in (resp.header("content-type") or ""):
            texts[url] = norm("".join(parse(resp.body).text))
    ids = set()
    for obj in app.objects:
        assert obj.app == app.app
        assert (obj.type, obj.id) not in ids
        ids.add((obj.type, obj.id))
        assert obj.url in app.content_views, obj
        assert obj.text and obj.text in texts[obj.url], obj
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", obj.date)
        if obj.title:
            assert obj.title in texts[obj.url]


@pytest.mark.parametrize("app", APP_SITES, ids=IDS)
async def test_waste_links_outnumber_content_views(app: AppSite) -> None:
    """Crawl the site breadth-first a little: every same-host link a guest sees answers,
    and most of them are not content views."""
    web = app_web([app])
    seen: set[str] = set()
    queue = list(app.seeds)
    statuses: dict[str, int] = {}
    while queue and len(seen) < 400:
        url = queue.pop(0).split("#", 1)[0]
        if url in seen:
            continue
        seen.add(url)
        resp = await get(web, url)
        statuses[url] = resp.status
        assert resp.status in (200, 301, 302, 403, 404), (url, resp.status)
        if resp.status in (301, 302):
            queue.append(urljoin(url, resp.header("location") or ""))
        if resp.status != 200 or "html" not in (resp.header("content-type") or ""):
            continue
        for link in parse(resp.body).links:
            absolute = urljoin(url, link).split("#", 1)[0]
            if absolute.startswith(app.origin + "/") and absolute not in seen:
                queue.append(absolute)
    assert not web.unknown
    waste = [u for u in seen if u not in app.content_views]
    assert len(waste) > len(app.content_views), (len(waste), len(app.content_views))
    # nothing a guest is shown is a server error, and almost everything answers 200
    assert sum(s == 200 for s in statuses.values()) > 0.6 * len(statuses)


WASTE_MARKERS = {
    "discourse": [
        "/u/",
        ".rss",
        '<meta name="generator" content="Discourse',
        "/c/",
        "/categories",
        'Powered by <a href="https://www.discourse.org">Discourse</a>',
    ],
    "drupal": [
        "/comment/",
        "/user/",
        "/taxonomy/term/",
        "?destination=",
        "/rss.xml",
        '<meta name="Generator" content="Drupal 10',
        "/sites/default/files/",
        "field--name-body",
        'class="comment js-comment',
    ],
    "mediawiki": [
        "action=edit",
        "action=history",
        "action=info",
        "printable=yes",
        "oldid=",
        "/wiki/Special:",
        "action=edit&redlink=1",
        '<meta name="generator" content="MediaWiki 1.',
        'id="mw-content-text"',
        'id="firstHeading"',
        'id="footer-info-lastmod"',
    ],
    "wordpress": [
        "?replytocom=",
        "rel='shortlink'",
        "/feed/",
        "/wp-json/",
        "oembed/1.0/embed?url=",
        "/wp-login.php",
        "/category/",
        "/tag/",
        "/author/",
        '<meta name="generator" content="WordPress 6',
        "wp-content/themes/twentytwentyone/",
    ],
    "vbulletin": [
        "s=",
        "newreply.php?s=",
        "report.php?s=",
        "member.php?s=",
        "printthread.php",
        "postcounter",
        "archive/index.php",
        "vbulletin_core.js",
        '<meta name="generator" content="vBulletin',
        'Powered by <a href="https://www.vbulletin.com"',
    ],
    "phpbb": [
        "sid=",
        "posting.php?mode=reply",
        "posting.php?mode=quote",
        "report.php",
        "memberlist.php?mode=viewprofile",
        "view=print",
        "ucp.php?mode=login",
        "feed.php",
        'Powered by <a href="https://www.phpbb.com/">phpBB</a>',
    ],
}


@pytest.mark.parametrize("app", APP_SITES, ids=IDS)
async def test_pages_link_the_applications_waste(app: AppSite) -> None:
    web = app_web([app])
    urls = [o.url for o in app.objects]
    busiest = max(sorted(set(urls)), key=urls.count)
    body = (await get(web, busiest)).body.decode()
    for marker in WASTE_MARKERS.get(app.app, []):
        assert marker in body.replace("&amp;", "&"), marker


def _post_markup(app: AppSite) -> set[tuple[str, str]]:
    import asyncio

    async def run() -> set[tuple[str, str]]:
        web = app_web([app])
        return parse((await get(web, app.objects[0].url)).body).tags

    return asyncio.run(run())


@pytest.mark.parametrize("name", sorted({a.app for a in APP_SITES if a.themed}))
def test_themed_instances_use_other_post_markup(name: str) -> None:
    plain = next(a for a in APP_SITES if a.app == name and not a.themed)
    themed = next(a for a in APP_SITES if a.app == name and a.themed)
    assert plain.host != themed.host
    p, t = _post_markup(plain), _post_markup(themed)
    post_classes = {
        "phpbb": {("div", "post"), ("p", "author"), ("div", "content")},
        "vbulletin": {("li", "postcontainer"), ("blockquote", "postcontent")},
        "discourse": {("div", "topic-body"), ("span", "creator"), ("div", "post")},
    }[name]
    assert post_classes <= p
    assert not post_classes & t


@pytest.mark.parametrize(
    ("name", "param", "cookie"),
    [("phpbb", "sid", "phpbb3_kn_sid"), ("vbulletin", "s", "bb_sessionhash")],
)
async def test_cookieless_guests_get_a_fresh_session_id_on_every_link(
    name: str, param: str, cookie: str
) -> None:
    app = next(a for a in APP_SITES if a.app == name and not a.themed)
    web = app_web([app])
    seed = app.seeds[0]
    first, second = (await get(web, seed)).body.decode(), (await get(web, seed)).body.decode()
    sids = [set(re.findall(rf"[?;]{param}=([0-9a-f]{{32}})", b)) for b in (first, second)]
    assert len(sids[0]) == 1 and len(sids[1]) == 1 and sids[0] != sids[1]
    # a URL that carries its session keeps it; a guest returning the cookie gets clean links
    sid = next(iter(sids[0]))
    again = (await get(web, f"{seed}?{param}={sid}")).body.decode()
    assert set(re.findall(rf"[?;]{param}=([0-9a-f]{{32}})", again)) == {sid}
    resp = await web.fetch(seed, headers=[("Cookie", f"{cookie}={sid}")])
    assert isinstance(resp, Response)
    assert not re.findall(rf"[?;]{param}=[0-9a-f]{{32}}", resp.body.decode())


async def test_permalinks_and_shortlinks_lead_to_the_content_views() -> None:
    by_app = {a.app: a for a in APP_SITES if not a.themed}
    # phpBB post permalinks render the topic page that holds the post
    phpbb = by_app["phpbb"]
    late = next(o for o in phpbb.objects if "start=" in o.url)
    resp = await get(app_web([phpbb]), f"{phpbb.origin}/viewtopic.php?p={late.id}")
    assert resp.status == 200 and f'id="p{late.id}"' in resp.body.decode()
    assert late.url.replace("&", "&amp;") in resp.body.decode()  # its canonical link
    # WordPress shortlinks redirect to the permalink
    wp = by_app["wordpress"]
    post = next(o for o in wp.objects if o.type == "post")
    resp = await get(app_web([wp]), f"{wp.origin}/?p={post.id}")
    assert resp.status == 301 and resp.header("location") == post.url
    # Discourse post-number URLs render the page holding the post, canonical to it
    dc = by_app["discourse"]
    late = next(o for o in dc.objects if "?page=" in o.url)
    topic_url = late.url.split("?")[0]
    resp = await get(app_web([dc]), f"{topic_url}/{late.id.split('/')[1]}")
    assert resp.status == 200 and f'<link rel="canonical" href="{late.url}"' in resp.body.decode()


@pytest.mark.parametrize(
    ("name", "rule"),
    [
        ("wordpress", "Disallow: /wp-admin/"),
        ("drupal", "Disallow: /user/login"),
        ("discourse", "Disallow: /u/"),
    ],
)
async def test_robots_txt_is_the_applications_default(name: str, rule: str) -> None:
    app = next(a for a in APP_SITES if a.app == name and not a.themed)
    resp = await get(app_web([app]), f"{app.origin}/robots.txt")
    assert resp.status == 200 and rule in resp.body.decode()
    # and it never disallows a content view
    disallowed = [
        ln.split(":", 1)[1].strip()
        for ln in resp.body.decode().splitlines()
        if ln.startswith("Disallow:")
    ]
    for url in app.content_views:
        path = url[len(app.origin) :]
        assert not any(d and "*" not in d and path.startswith(d) for d in disallowed), url
