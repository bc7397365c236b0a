"""Round 26 (inf26): a one-step trail through the entry (trails.py).  A workspace's
component, under a short id of its own outside the project's path, heads its pages with
`<a href=project>Project title</a> / Component`; no breadcrumb markup marks it and its own
title is only its name.  The path (or the single hop) would lose what the component holds;
the title keeps it.  A page naming the entry in prose is no trail."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.trails import trail_through
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

HOST = "hub.lab.test"
P = "/w4x9z/"
C = "/r8t3m/"
NAME = "Glacier melt sensors across three valleys"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>Lab Hub | {title}</title></head><body>"
        f'<a href="/">Lab Hub</a><a href="/search/">Search</a>{body}</body></html>'
    )


def workspace(head: str) -> VirtualWeb:
    """A project with tabs below its path and one component elsewhere, whose pages begin
    with `head` (a trail through the project, or a mention of it)."""
    tabs = f'<a href="{P}files/">Files</a><a href="{P}wiki/">Wiki</a><a href="{P}logs/">Logs</a>'
    pages = {
        "/": page("Lab Hub", "<h1>Lab Hub</h1>").replace("Lab Hub | Lab Hub", "Lab Hub"),
        "/search/": page("Search", "<h1>Search</h1>"),
        P: page(
            NAME,
            f"<h1>{NAME}</h1>{tabs}<h2>Components</h2>"
            f'<a href="{C}">Field logs</a><a href="/u9k2d/">Ada Berg</a>',
        ),
        "/u9k2d/": page("Ada Berg", "<h1>Ada Berg</h1><p>Projects: 12</p>"),
        C: page("Field logs", f'{head}<a href="{C}files/">Files</a>'),
        f"{C}files/": page("Field logs Files", f'{head}<a href="/download/f1/">logs.csv</a>'),
        "/download/f1/": "site,melt\nA,3\n",
    }
    for tab in ("files/", "wiki/", "logs/"):
        pages[f"{P}{tab}"] = page(f"{NAME} {tab[:-1]}", f"<h2>{NAME}</h2>{tabs}")
    return VirtualWeb([Site(HOST, pages)])


async def test_a_component_heading_its_pages_with_a_trail_through_the_entry_is_a_part() -> None:
    web = workspace(f'<div class="head"><a href="{P}">{NAME}</a> / Field logs</div>')
    plan = await plan_boundary(f"http://{HOST}{P}", web_fetch(web))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_filtered_title"
    assert any("trail through" in e for e in plan.evidence)


async def test_a_page_naming_the_entry_in_prose_is_no_trail() -> None:
    web = workspace(f'<p>Uses <a href="{P}">{NAME}</a>, and more.</p>')
    plan = await plan_boundary(f"http://{HOST}{P}", web_fetch(web))
    assert plan.heuristic == "path_based"


def test_the_trail_is_the_link_then_a_separator_and_a_name() -> None:
    targets = {f"http://{HOST}{P}"}
    base = f"http://{HOST}{C}"
    for sep in ("/", "›", "»", ">"):
        body = f'<p><a href="{P}">{NAME}</a> {sep} Field logs</p>'.encode()
        assert trail_through(body, base, targets, NAME)
    for body in (
        f'<p><a href="{P}">{NAME}</a>, and more</p>',  # prose
        f'<p><a href="/other/">{NAME}</a> / Field logs</p>',  # another page's link
        f'<p><a href="{P}">Home</a> / Field logs</p>',  # not titled after the artifact
    ):
        assert not trail_through(body.encode(), base, targets, NAME)
