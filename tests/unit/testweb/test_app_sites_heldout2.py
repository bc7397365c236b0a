"""The second held-out application instances (keepnet.testweb.sites.apps_heldout2) are well-formed.

These check the instances themselves (content views answer and hold their objects, every
link a guest sees answers, re-themed instances use other post markup, sessions behave);
they deliberately do not run keepnet's detection or extraction.
"""

from __future__ import annotations

import asyncio
import re
from urllib.parse import urljoin

import pytest

from keepnet.testweb.sites.apps import app_sites
from keepnet.testweb.sites.apps.model import AppSite, norm
from keepnet.testweb.sites.apps_heldout import heldout_app_sites
from keepnet.testweb.sites.apps_heldout2 import (
    HELDOUT2_APP_SITES,
    heldout2_app_sites,
    heldout2_app_web,
)
from unit.testweb.app_pages import Page, get, parse

IDS = [f"{a.app}{'-themed' if a.themed else ''}-{a.host}" for a in HELDOUT2_APP_SITES]
FORUMS = {"phpbb", "vbulletin", "discourse"}


def by(app: str, themed: bool = False) -> AppSite:
    return next(a for a in heldout2_app_sites() if a.app == app and a.themed == themed)


def test_instances_and_hosts_are_their_own() -> None:
    hosts = [a.host for a in HELDOUT2_APP_SITES]
    assert len(hosts) == len(set(hosts))
    others = {a.host for a in app_sites()} | {a.host for a in heldout_app_sites()}
    assert not set(hosts) & others
    assert len(HELDOUT2_APP_SITES) >= 7
    assert len({a.app for a in HELDOUT2_APP_SITES}) >= 5
    assert {a.app for a in HELDOUT2_APP_SITES if a.themed} == {
        a.app for a in HELDOUT2_APP_SITES if a.app in FORUMS
    }
    a, b = heldout2_app_sites(), heldout2_app_sites()
    assert all(x.sites[0] is not y.sites[0] for x, y in zip(a, b, strict=True))
    assert set(heldout2_app_web().hosts) == set(hosts)


@pytest.mark.parametrize("app", HELDOUT2_APP_SITES, ids=IDS)
def test_sizes_are_those_of_a_small_real_site(app: AppSite) -> None:
    kinds = {o.type for o in app.objects}
    if app.app in FORUMS:
        assert kinds == {"post"}
        assert 60 <= len(app.objects) <= 250
        assert any(re.search(r"start=|page=?\d", o.url) for o in app.objects)  # paginated
    elif app.app == "mediawiki":
        assert kinds == {"article"} and len(app.objects) == 20
        assert any("Cat%C3%A9gorie:" in u for u in app.content_views)
        assert any("Fichier:" in u for u in app.content_views)
    else:
        assert "comment" in kinds
        assert 13 <= sum(o.type != "comment" for o in app.objects) <= 17
        assert any("page" in u for u in app.content_views)  # the home page paginates


@pytest.mark.parametrize("app", HELDOUT2_APP_SITES, ids=IDS)
async def test_content_views_answer_and_hold_their_objects(app: AppSite) -> None:
    web = heldout2_app_web([app])
    assert app.content_views and app.objects
    assert set(app.seeds) <= app.content_views
    texts: dict[str, str] = {}
    for url in sorted(app.content_views):
        assert url.startswith(app.origin + "/"), url
        resp = await get(web, url)
        assert resp.status == 200, url
        assert "html" in (resp.header("content-type") or ""), url
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
            assert obj.title in texts[obj.url], obj
        if obj.author:
            assert obj.author in texts[obj.url], obj


@pytest.mark.parametrize("app", HELDOUT2_APP_SITES, ids=IDS)
async def test_every_link_a_guest_sees_answers(app: AppSite) -> None:
    """Breadth-first from the seeds: every same-host link answers 200, a redirect, 403, 404
    or 405 (never a server error), and waste views outnumber the content views."""
    web = heldout2_app_web([app])
    seen: set[str] = set()
    queue = list(app.seeds)
    statuses: dict[str, int] = {}
    while queue and len(seen) < 600:
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
    # the crawl from the seed reaches every content view (sessions aside)
    clean = {re.sub(r"[?&]s(id)?=[0-9a-f]{32}", "", u) for u in seen}
    assert app.content_views <= clean | seen, sorted(app.content_views - clean - seen)[:5]


@pytest.mark.parametrize("app", HELDOUT2_APP_SITES, ids=IDS)
async def test_unknown_paths_are_404_and_robots_txt_answers(app: AppSite) -> None:
    web = heldout2_app_web([app])
    for path in ("/no-such-thing-here", "/definitely/not/a/page.html"):
        assert (await get(web, app.origin + path)).status == 404, path
    robots = await get(web, app.origin + "/robots.txt")
    assert robots.status == 200 and b"User-agent: *" in robots.body


def _markup(app: AppSite) -> Page:
    async def run() -> Page:
        return parse((await get(heldout2_app_web([app]), app.objects[0].url)).body)

    return asyncio.run(run())


# post container, author and date markup of the plain forum instances
PLAIN_POST_MARKUP = {
    "phpbb": {("div", "post"), ("div", "postbody"), ("p", "author"), ("dl", "postprofile")},
    "vbulletin": {
        ("li", "postcontainer"),
        ("li", "postbitlegacy"),
        ("a", "username"),
        ("span", "date"),
        ("blockquote", "postcontent"),
    },
    "discourse": {
        ("div", "crawler-post"),
        ("div", "crawler-post-meta"),
        ("span", "creator"),
        ("time", "post-time"),
        ("div", "post"),
    },
}
PLAIN_POST_IDS = {
    "phpbb": r"p\d+|post_content\d+|profile\d+",
    "vbulletin": r"post_\d+|post_message_\d+|postcount\d+",
    "discourse": r"post_\d+",
}


@pytest.mark.parametrize("name", sorted(PLAIN_POST_MARKUP))
def test_themed_instances_share_no_post_markup_with_the_plain_ones(name: str) -> None:
    plain, themed = by(name), by(name, themed=True)
    p, t = _markup(plain), _markup(themed)
    assert PLAIN_POST_MARKUP[name] <= p.tags
    assert not PLAIN_POST_MARKUP[name] & t.tags
    assert any(re.fullmatch(PLAIN_POST_IDS[name], i) for i in p.ids)
    assert not any(re.fullmatch(PLAIN_POST_IDS[name], i) for i in t.ids)

    def scheme(u: str) -> str:
        u = re.sub(r"^http://[^/]+", "", u)
        u = re.sub(r"/t/[a-z0-9-]+/", "/t/S/", u)
        u = re.sub(r"\?(\d+)-[A-Za-z0-9-]+", r"?\1-S", u)
        return re.sub(r"\d+", "N", u)

    assert {scheme(o.url) for o in themed.objects} == {scheme(o.url) for o in plain.objects}
    assert scheme(themed.seeds[0]) == scheme(plain.seeds[0])


@pytest.mark.parametrize(
    ("name", "param", "cookie"),
    [("phpbb", "sid", "phpbb3_k8x2m_sid"), ("vbulletin", "s", "bb_sessionhash")],
)
@pytest.mark.parametrize("themed", [False, True])
async def test_cookieless_guests_get_a_session_id_on_every_link(
    name: str, param: str, cookie: str, themed: bool
) -> None:
    app = by(name, themed)
    web = heldout2_app_web([app])
    seed = app.seeds[0]
    pat = rf"[?;&](?:amp;)?{param}=([0-9a-f]{{32}})"
    first, second = (await get(web, seed)).body.decode(), (await get(web, seed)).body.decode()
    sids = [set(re.findall(pat, b)) for b in (first, second)]
    assert len(sids[0]) == 1 and len(sids[1]) == 1 and sids[0] != sids[1]
    sid = next(iter(sids[0]))
    sep = "&" if "?" in seed else "?"
    again = (await get(web, f"{seed}{sep}{param}={sid}")).body.decode()
    assert set(re.findall(pat, again)) == {sid}
    clean = await get(web, seed, headers=((("Cookie", f"{cookie}={sid}"),)))
    assert not re.findall(pat, clean.body.decode())


async def test_permalinks_answer_with_the_page_holding_the_object() -> None:
    phpbb = by("phpbb")
    late = next(o for o in phpbb.objects if "start=" in o.url)
    web = heldout2_app_web([phpbb])
    body = (await get(web, f"{phpbb.origin}/forum/viewtopic.php?p={late.id}")).body.decode()
    assert f'id="p{late.id}"' in body and late.text in norm("".join(parse(body.encode()).text))

    vb = by("vbulletin")
    late = next(o for o in vb.objects if "/page" in o.url)
    web = heldout2_app_web([vb])
    body = (await get(web, f"{vb.origin}/showthread.php?p={late.id}")).body.decode()
    assert f'id="post_message_{late.id}"' in body
    assert f'<link rel="canonical" href="{late.url}" />' in body.replace("&amp;", "&")

    dc = by("discourse")
    late = next(o for o in dc.objects if "?page=" in o.url)
    web = heldout2_app_web([dc])
    topic = late.url.split("?")[0]
    resp = await get(web, f"{topic}/{late.id.split('/')[1]}")
    assert resp.status == 200
    assert f'<link rel="canonical" href="{late.url}" />' in resp.body.decode().replace("&amp;", "&")
    short = await get(web, f"{dc.origin}/community/t/{late.id.split('/')[0]}")
    assert short.status == 301 and short.header("location") == topic
    assert (await get(web, f"{topic}.json")).status == 200
    assert (await get(web, f"{topic}.rss")).status == 200

    wp = by("wordpress")
    post = next(o for o in wp.objects if o.type == "post")
    assert re.fullmatch(rf"{wp.origin}/\?p=\d+", post.url)
    web = heldout2_app_web([wp])
    reply = await get(web, f"{post.url}&replytocom=1")
    assert reply.status == 200 and post.text in norm("".join(parse(reply.body).text))

    dr = by("drupal")
    node = next(o for o in dr.objects if o.type == "article")
    comment = next(o for o in dr.objects if o.type == "comment")
    web = heldout2_app_web([dr])
    resp = await get(web, f"{dr.origin}/node/{node.id}")
    assert (
        resp.status == 200 and f'<link rel="canonical" href="{node.url}" />' in resp.body.decode()
    )
    resp = await get(web, f"{dr.origin}/comment/{comment.id}")
    assert resp.status == 200 and comment.text in norm("".join(parse(resp.body).text))
    assert (await get(web, f"{dr.origin}/user/{3}")).status == 403

    mw = by("mediawiki")
    web = heldout2_app_web([mw])
    art = mw.objects[0]
    title = art.url.rsplit("/", 1)[1]
    for q in ("action=edit", "action=history", "action=info", "printable=yes"):
        assert (await get(web, f"{mw.origin}/w/index.php?title={title}&{q}")).status == 200, q
    assert (await get(web, f"{mw.origin}/wiki/Discussion:{title}")).status == 404
    assert (await get(web, f"{mw.origin}/w/index.php?title=Pas_de_page")).status == 404


async def test_pretty_wordpress_redirects_query_forms_to_its_permalinks() -> None:
    wp = next(a for a in heldout2_app_sites() if a.host == "journal.harbour-signal.test")
    web = heldout2_app_web([wp])
    post = next(o for o in wp.objects if o.type == "post")
    assert re.fullmatch(rf"{wp.origin}/[a-z]+/[a-z0-9-]+/", post.url)
    resp = await get(web, f"{wp.origin}/?p={post.id}")
    assert resp.status == 301 and resp.header("location") == post.url
    assert (
        f"<link rel='shortlink' href='{wp.origin}/?p={post.id}' />"
        in (await get(web, post.url)).body.decode()
    )
    oembed = await get(web, f"{wp.origin}/wp-json/oembed/1.0/embed?url={post.url}")
    assert oembed.status == 200 and b'"type": "rich"' in oembed.body
    assert (await get(web, f"{wp.origin}/page/2/")).status == 200
    assert (await get(web, f"{wp.origin}/page/9/")).status == 404
