"""The held-out application instances in keepnet.testweb.sites.apps_heldout are well-formed.

These tests check the instances themselves (every content view answers and holds its
objects, every link a guest sees answers, re-themed instances really use other markup);
they deliberately do not run keepnet's detection or extraction.
"""

from __future__ import annotations

import asyncio
import re
from urllib.parse import urljoin

import pytest

from keepnet.testweb.sites.apps import app_sites
from keepnet.testweb.sites.apps.model import AppSite, norm
from keepnet.testweb.sites.apps_heldout import (
    HELDOUT_APP_SITES,
    heldout_app_sites,
    heldout_app_web,
)
from unit.testweb.app_pages import Page, get, parse

IDS = [f"{a.app}{'-themed' if a.themed else ''}-{a.host}" for a in HELDOUT_APP_SITES]
APPS = {"phpbb", "vbulletin", "mediawiki", "wordpress", "drupal", "discourse"}


def by(app: str, themed: bool = False) -> AppSite:
    return next(a for a in heldout_app_sites() if a.app == app and a.themed == themed)


def test_every_application_is_there_on_hosts_of_its_own() -> None:
    hosts = [a.host for a in HELDOUT_APP_SITES]
    assert len(hosts) == len(set(hosts))
    assert not set(hosts) & {a.host for a in app_sites()}
    assert {a.app for a in HELDOUT_APP_SITES if not a.themed} == APPS
    assert {a.app for a in HELDOUT_APP_SITES if a.themed} == {"phpbb", "vbulletin", "discourse"}
    # fresh instances each time (own request logs and session counters)
    a, b = heldout_app_sites(), heldout_app_sites()
    assert all(x.sites[0] is not y.sites[0] for x, y in zip(a, b, strict=True))
    web = heldout_app_web()
    assert set(web.hosts) == set(hosts)


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
def test_sizes_are_those_of_a_small_real_site(app: AppSite) -> None:
    kinds = {o.type for o in app.objects}
    if app.app in ("phpbb", "vbulletin", "discourse"):
        assert kinds == {"post"}
        assert 60 <= len(app.objects) <= 250
        assert any("start=" in o.url or "page=" in o.url for o in app.objects)  # paginated
    elif app.app == "mediawiki":
        assert kinds == {"article"} and len(app.objects) == 20
        assert any("Category:" in u for u in app.content_views)
        assert any("File:" in u for u in app.content_views)
    else:
        assert "comment" in kinds and 13 <= sum(o.type != "comment" for o in app.objects) <= 17


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
async def test_content_views_answer_and_hold_their_objects(app: AppSite) -> None:
    web = heldout_app_web([app])
    assert app.content_views and app.objects
    assert set(app.seeds) <= app.content_views
    texts: dict[str, str] = {}
    for url in sorted(app.content_views):
        assert url.startswith(app.origin + "/"), url
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
        if obj.author:
            assert obj.author in texts[obj.url]


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
async def test_every_link_a_guest_sees_answers(app: AppSite) -> None:
    """Breadth-first from the seeds: every same-host link answers 200, a redirect, 403 or
    404 (never a server error), and waste views outnumber the content views."""
    web = heldout_app_web([app])
    seen: set[str] = set()
    queue = list(app.seeds)
    statuses: dict[str, int] = {}
    while queue and len(seen) < 500:
        url = queue.pop(0).split("#", 1)[0]
        if url in seen:
            continue
        seen.add(url)
        resp = await get(web, url)
        statuses[url] = resp.status
        assert resp.status in (200, 301, 302, 403, 404, 405), (url, resp.status)
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
    assert sum(s == 200 for s in statuses.values()) > 0.6 * len(statuses)


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
async def test_unknown_paths_are_404_and_robots_txt_answers(app: AppSite) -> None:
    web = heldout_app_web([app])
    for path in ("/no-such-thing-here", "/definitely/not/a/page.html"):
        assert (await get(web, app.origin + path)).status == 404, path
    robots = await get(web, app.origin + "/robots.txt")
    assert robots.status == 200 and b"User-agent: *" in robots.body


# the post containers, author and date markup of the plain forum instances
PLAIN_POST_MARKUP = {
    "phpbb": {("b", "postauthor"), ("div", "postbody"), ("td", "profile"), ("table", "tablebg")},
    "vbulletin": {("a", "bigusername"), ("td", "thead"), ("td", "alt1"), ("table", "tborder")},
    "discourse": {
        ("div", "topic-body"),
        ("div", "crawler-post"),
        ("span", "creator"),
        ("div", "post"),
        ("time", "post-time"),
        ("div", "crawler-post-meta"),
    },
}
# ids of the plain post containers (phpBB subsilver2's posts carry none, only <a name="pN">)
PLAIN_POST_IDS = {
    "phpbb": r"p\d+",
    "vbulletin": r"post_message_\d+|postmenu_\d+|td_post_\d+|post\d+|edit\d+",
    "discourse": r"post_\d+",
}


def _markup(app: AppSite) -> Page:
    async def run() -> Page:
        web = heldout_app_web([app])
        return parse((await get(web, app.objects[0].url)).body)

    return asyncio.run(run())


@pytest.mark.parametrize("name", sorted(PLAIN_POST_MARKUP))
def test_themed_instances_use_none_of_the_plain_post_markup(name: str) -> None:
    plain, themed = by(name), by(name, themed=True)
    assert plain.host != themed.host
    p, t = _markup(plain), _markup(themed)
    assert PLAIN_POST_MARKUP[name] <= p.tags
    assert not PLAIN_POST_MARKUP[name] & t.tags
    assert any(re.fullmatch(PLAIN_POST_IDS[name], i) for i in p.ids) or name == "phpbb"
    assert not any(re.fullmatch(PLAIN_POST_IDS[name], i) for i in t.ids)

    # the same application URL scheme (host, numbers and slugs aside)
    def scheme(u: str) -> str:
        u = re.sub(r"/t/[a-z0-9-]+/", "/t/S/", re.sub(r"^http://[^/]+", "", u))
        return re.sub(r"\d+", "N", u)

    assert {scheme(o.url) for o in themed.objects} == {scheme(o.url) for o in plain.objects}
    assert scheme(themed.seeds[0]) == scheme(plain.seeds[0])


@pytest.mark.parametrize(
    ("name", "param", "cookie"),
    [("phpbb", "sid", "phpbb3_q7h2k_sid"), ("vbulletin", "s", "bb_sessionhash")],
)
@pytest.mark.parametrize("themed", [False, True])
async def test_cookieless_guests_get_a_fresh_session_id_on_every_link(
    name: str, param: str, cookie: str, themed: bool
) -> None:
    app = by(name, themed)
    web = heldout_app_web([app])
    seed = app.seeds[0]
    pat = rf"[?;&]{param}=([0-9a-f]{{32}})"
    first, second = (await get(web, seed)).body.decode(), (await get(web, seed)).body.decode()
    sids = [set(re.findall(pat, b)) for b in (first, second)]
    assert len(sids[0]) == 1 and len(sids[1]) == 1 and sids[0] != sids[1]
    sid = next(iter(sids[0]))
    again = (await get(web, f"{seed}?{param}={sid}")).body.decode()
    assert set(re.findall(pat, again)) == {sid}
    clean = await get(web, seed, headers=[("Cookie", f"{cookie}={sid}")])
    assert not re.findall(pat, clean.body.decode())


async def test_permalinks_lead_to_the_page_holding_the_object() -> None:
    phpbb = by("phpbb")
    late = next(o for o in phpbb.objects if "start=" in o.url)
    body = (
        await get(heldout_app_web([phpbb]), f"{phpbb.origin}/viewtopic.php?p={late.id}")
    ).body.decode()
    assert f'<a name="p{late.id}"></a>' in body
    assert "<strong>2</strong>" in body  # the second page of the topic, as at its canonical URL

    vb = by("vbulletin")
    late = next(o for o in vb.objects if "page=" in o.url)
    body = (
        await get(heldout_app_web([vb]), f"{vb.origin}/showthread.php?p={late.id}")
    ).body.decode()
    assert f'id="post_message_{late.id}"' in body and late.url.replace("&", "&amp;") in body

    dc = by("discourse")
    late = next(o for o in dc.objects if "?page=" in o.url)
    topic = late.url.split("?")[0]
    resp = await get(heldout_app_web([dc]), f"{topic}/{late.id.split('/')[1]}")
    assert resp.status == 200 and f'<link rel="canonical" href="{late.url}"' in resp.body.decode()
    short = await get(heldout_app_web([dc]), f"{dc.origin}/t/{late.id.split('/')[0]}")
    assert short.status == 301 and short.header("location") == topic

    wp = by("wordpress")
    post = next(o for o in wp.objects if o.type == "post")
    resp = await get(heldout_app_web([wp]), f"{wp.origin}/?p={post.id}")
    assert resp.status == 301 and resp.header("location") == post.url
    assert re.fullmatch(rf"{wp.origin}/archives/\d+", post.url)

    dr = by("drupal")
    node = next(o for o in dr.objects if o.type == "article")
    resp = await get(heldout_app_web([dr]), f"{dr.origin}/node/{node.id}")
    path = node.url[len(dr.origin) :]
    assert resp.status == 200 and f'<link rel="canonical" href="{path}" />' in resp.body.decode()

    mw = by("mediawiki")
    assert all("/index.php?title=" in o.url for o in mw.objects)
    web = heldout_app_web([mw])
    assert (await get(web, f"{mw.origin}/index.php?title=No_such_page")).status == 404


# links and markers each application really prints on its busiest content view
WASTE_MARKERS = {
    "phpbb": [
        "sid=",
        "posting.php?mode=reply",
        "posting.php?mode=quote",
        "report.php?f=",
        "memberlist.php?mode=viewprofile",
        "view=print",
        "view=next",
        "viewtopic.php?p=",
        "ucp.php?mode=login",
        "feed.php",
        'Powered by <a href="https://www.phpbb.com/">phpBB</a>',
    ],
    "vbulletin": [
        "?s=",
        "newreply.php?s=",
        "report.php?s=",
        "member.php?s=",
        "showpost.php?s=",
        "printthread.php?s=",
        "goto=nextoldest",
        "archive/index.php",
        "vbulletin_global.js",
        '<meta name="generator" content="vBulletin 3.8',
    ],
    "discourse": [
        "/u/",
        "/t/",
        ".rss",
        "/c/",
        "/tag/",
        "/categories",
        '<meta name="generator" content="Discourse 3.',
        'Powered by <a href="https://www.discourse.org">Discourse</a>',
    ],
    "wordpress": [
        "?replytocom=",
        "rel='shortlink'",
        "/feed",
        "/wp-json/",
        "oembed/1.0/embed?url=",
        "/wp-login.php",
        "/archives/category/",
        "/archives/tag/",
        "/archives/author/",
        "/archives/date/",
        "xmlrpc.php?rsd",
        '<meta name="generator" content="WordPress 6',
        "wp-content/themes/twentyseventeen/",
    ],
    "drupal": [
        "/comment/",
        "/user/login?destination=",
        "/user/register",
        "/tags/",
        "/rss.xml",
        '<link rel="shortlink" href="/node/',
        '<meta name="Generator" content="Drupal 7',
        "field-name-body",
        'class="comment',
    ],
    "mediawiki": [
        "action=edit",
        "action=history",
        "action=info",
        "printable=yes",
        "oldid=",
        "Special:WhatLinksHere",
        "Special:RecentChanges",
        "Special:UserLogin",
        "action=edit&redlink=1",
        '<meta name="generator" content="MediaWiki 1.3',
        'id="mw-content-text"',
        'id="firstHeading"',
        'id="footer-info-lastmod"',
    ],
}


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
async def test_content_views_link_the_applications_waste(app: AppSite) -> None:
    web = heldout_app_web([app])
    urls = [o.url for o in app.objects]
    busiest = max(sorted(set(urls)), key=urls.count)
    body = (await get(web, busiest)).body.decode().replace("&amp;", "&")
    for marker in WASTE_MARKERS[app.app]:
        assert marker in body, marker


LOGIN_WALLS = {
    "phpbb": ["/posting.php?mode=reply&f=2&t=1", "/ucp.php?mode=login", "/memberlist.php"],
    "vbulletin": ["/newreply.php?do=newreply&p=101", "/private.php", "/usercp.php"],
    "discourse": ["/login"],
    "wordpress": ["/wp-login.php"],
    "drupal": ["/user/login?destination=node/3%23comment-form"],
    "mediawiki": ["/index.php?title=Special:UserLogin", "/index.php?title=Special:Upload"],
}


@pytest.mark.parametrize("app", HELDOUT_APP_SITES, ids=IDS)
async def test_login_walls_answer_a_login_page(app: AppSite) -> None:
    web = heldout_app_web([app])
    for path in LOGIN_WALLS[app.app]:
        resp = await get(web, app.origin + path)
        assert resp.status == 200, path
        assert re.search(r"(?i)log ?in", resp.body.decode()), path
    if app.app == "wordpress":
        resp = await get(web, app.origin + "/wp-admin/")
        assert resp.status == 302 and "/wp-login.php?redirect_to=" in (
            resp.header("location") or ""
        )
    if app.app == "drupal":
        assert (await get(web, app.origin + "/comment/reply/3")).status == 403
        assert (await get(web, app.origin + "/user/3")).status == 403
