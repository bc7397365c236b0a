"""Round 24b (inf24b): what the path would lose — a workspace's parts elsewhere on its host,
titled after it under a subtitle of their own (workspaces.py), make the title decide."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.workspaces import lost_to_identifier, subtitled
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

TITLE = "Conservation of the Lowfold chancel screen"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/search/">Search</a>{body}</body></html>'
    )


def workspace(component_title: str, component_body: str = "") -> VirtualWeb:
    """A project under /x7k2p/ (its files and wiki tabs below it) listing one component
    under a short id of its own, /q9m4d/, titled `component_title`; no breadcrumb trail,
    no file's title."""
    tabs = '<a href="/x7k2p/files/">Files</a><a href="/x7k2p/wiki/">Wiki</a>'
    pages = {
        "/": page("Hub | Home", "<h1>Hub</h1>"),
        "/search/": page("Hub | Search", "<h1>Search</h1>"),
        "/x7k2p/": page(
            f"Hub | {TITLE}",
            f'<h1>{TITLE}</h1>{tabs}<h2>Components</h2><a href="/q9m4d/">paint stratigraphy</a>',
        ),
        "/x7k2p/files/": page(f"Hub | {TITLE}: files", f"<h1>{TITLE}</h1>{tabs}<p>No files</p>"),
        "/x7k2p/wiki/": page(f"Hub | {TITLE}: wiki", f"<h1>{TITLE}</h1>{tabs}<p>Method</p>"),
        "/q9m4d/": page(
            f"Hub | {component_title}",
            f'<h1>{component_title}</h1>{component_body}<a href="/q9m4d/files/">Files</a>',
        ),
        "/q9m4d/files/": page(f"Hub | {component_title}: files", "<p>No files</p>"),
    }
    return VirtualWeb([Site("hub.lab.test", pages)])


async def test_a_component_titled_after_the_project_makes_it_more_than_its_path() -> None:
    web = workspace(f"{TITLE}: paint stratigraphy")
    plan = await plan_boundary("http://hub.lab.test/x7k2p/", web_fetch(web))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_filtered_title"


async def test_a_version_titled_after_the_project_is_no_part() -> None:
    # "<title> (v1.0)": another record's version, titled after this one; not a subtitle
    web = workspace(f"{TITLE} (v1.0)")
    plan = await plan_boundary("http://hub.lab.test/x7k2p/", web_fetch(web))
    assert plan.heuristic == "path_based"


async def test_a_record_titled_otherwise_that_does_not_name_the_project_leaves_the_path() -> None:
    # a linked project of its own: nothing of this artifact lies outside the path
    web = workspace("Survey of medieval rood screens", '<a href="/x7k2p/">Back</a>')
    plan = await plan_boundary("http://hub.lab.test/x7k2p/", web_fetch(web))
    assert plan.heuristic == "path_based"


def test_parts_without_the_identifier_would_be_lost_to_it() -> None:
    assert lost_to_identifier(["http://hub.lab.test/q9m4d/"], "x7k2p")
    assert not lost_to_identifier(["http://hub.lab.test/data/x7k2p/"], "x7k2p")


def test_a_subtitle_of_its_own() -> None:
    entry = f"Hub | {TITLE}"
    assert subtitled(f"Hub | {TITLE}: paint stratigraphy", TITLE, entry)
    assert subtitled(f"{TITLE} - Data collection | Hub", TITLE, f"{TITLE} | Hub")
    # the entry's own title again, the site's name after it, a version, a sequel
    assert not subtitled(f"{TITLE} - Hub", TITLE, f"{TITLE} - Hub")
    assert not subtitled(f"Hub | {TITLE} (v1.0)", TITLE, entry)
    assert not subtitled(f"Hub | {TITLE} v2", TITLE, entry)
    assert not subtitled(f"/docs/stable/ — {TITLE}", TITLE, entry)


def components_only() -> VirtualWeb:
    """A project whose tabs do not make rule 2 decide (its files tab is a file store, its
    wiki leads nowhere) and whose two components, under short ids of their own, are
    titled "<project>: <component>" and lead nowhere either."""
    tabs = '<a href="/x7k2p/files/">Files</a><a href="/x7k2p/wiki/">Wiki</a>'
    comps = '<a href="/c1a2b/">Nave</a><a href="/c3d4e/">Chancel</a>'
    pages = {
        "/": page("Hub | Home", "<h1>Hub</h1>"),
        "/search/": page("Hub | Search", "<h1>Search</h1>"),
        "/x7k2p/": page(
            f"Hub | {TITLE}",
            f"<h1>{TITLE}</h1>{tabs}<h2>Components</h2>{comps}"
            '<a href="/profile/jdoe">J. Doe</a><a href="/search/?q=screens">screens</a>',
        ),
        "/x7k2p/files/": page(f"Hub | {TITLE} - Files", f"<h1>{TITLE}</h1>{tabs}"),
        "/x7k2p/wiki/": page(f"Hub | {TITLE} - Wiki", f"<h1>{TITLE}</h1>{tabs}<p>Method</p>"),
        "/c1a2b/": page(f"Hub | {TITLE}: nave", f"<h1>{TITLE}: nave</h1>"),
        "/c3d4e/": page(f"Hub | {TITLE}: chancel", f"<h1>{TITLE}: chancel</h1>"),
        "/profile/jdoe": page("Hub | J. Doe", "<h1>J. Doe</h1>"),
    }
    return VirtualWeb([Site("hub.lab.test", pages)])


async def test_components_holding_the_title_outside_the_path_are_parts() -> None:
    plan = await plan_boundary("http://hub.lab.test/x7k2p/", web_fetch(components_only()))
    assert plan.heuristic == "sig_filtered_title"
