"""Generated benchmark sites: deterministic, realistic sizes, shallow and closed link graph."""

from __future__ import annotations

from collections import deque

from keepnet.testweb import Response, VirtualWeb
from keepnet.testweb.generated import generated_site, many_hosts, page_path


def test_same_arguments_same_bytes_and_seed_changes_them() -> None:
    a, b = generated_site("g.test", 50, seed=1), generated_site("g.test", 50, seed=1)
    c = generated_site("g.test", 50, seed=2)
    assert [a.render(i).body for i in range(50)] == [b.render(i).body for i in range(50)]
    assert a.render(7).body != c.render(7).body


def test_pages_are_5_to_15_kb_and_link_only_to_existing_pages() -> None:
    site = generated_site("g.test", 300, links_per_page=12)
    paths = set(site.page_paths)
    for i in range(300):
        html = site.render(i).body
        assert 5000 <= len(html) <= 16000
        assert b"href=/static/style.css" in html
        for j in site.links(i):
            assert page_path(j) in paths
            assert f'href="{page_path(j)}"'.encode() in html


def test_every_page_is_reachable_within_five_links() -> None:
    site = generated_site("g.test", 2000, links_per_page=20)
    depth = {0: 0}
    queue = deque([0])
    while queue:
        i = queue.popleft()
        for j in site.links(i):
            if j not in depth:
                depth[j] = depth[i] + 1
                queue.append(j)
    assert len(depth) == 2000
    assert max(depth.values()) <= 5  # wget -r's default depth


async def test_served_pages_assets_and_404() -> None:
    site = generated_site("g.test", 10)
    web = VirtualWeb([site])
    for url in site.page_urls + site.asset_urls + ["http://g.test/robots.txt"]:
        resp = await web.fetch(url)
        assert isinstance(resp, Response) and resp.status == 200, url
    missing = await web.fetch("http://g.test/news/item-99999.html")
    assert isinstance(missing, Response) and missing.status == 404
    assert site.seed == "http://g.test/"


def test_many_hosts() -> None:
    sites = many_hosts(5, 7, latency=0.05)
    assert len({s.host for s in sites}) == 5
    assert all(s.latency == 0.05 and len(s.page_paths) == 7 for s in sites)
    assert sites[0].host == "host-000.bench.test"
