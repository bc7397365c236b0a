"""Round 25c (inf25): what a recognised portal's single hop would lose below the entry's
path (hoplost.py).  A dataset page recognised by signature (CKAN's resource links) gets
its software's single hop; when its resource pages, below the dataset's path, lead to
pages below it the entry does not link (a resource's preview, further resources), the hop
would lose them and the path keeps them."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.hoplost import lost_to_hop
from keepnet.artifacts.model import Page
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

DS = "/dataset/street-trees"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/dataset/">Datasets</a>{body}</body></html>'
    )


def catalogue(resource_body: str, files: str = "") -> VirtualWeb:
    """A CKAN-like dataset with two resources below its path; each resource page shows
    `resource_body` (with {r} for the resource's id)."""
    entry = page(
        "Street trees - Open Data",
        "<h1>Street trees</h1>"
        f'<a href="{DS}/resource/r1">Trees 2024 (CSV)</a>'
        f'<a href="{DS}/resource/r2">Trees 2025 (CSV)</a>'
        f'<a href="{DS}/resource/r1/download/trees-2024.csv">Download</a>'
        f'<a href="{DS}/resource/r2/download/trees-2025.csv">Download</a>{files}',
    )
    pages = {
        "/": page("Open Data", "<h1>Open Data</h1>"),
        "/dataset/": page("Datasets - Open Data", "<h1>Datasets</h1>"),
        DS: entry,
    }
    for r, year in (("r1", 2024), ("r2", 2025)):
        pages[f"{DS}/resource/{r}"] = page(
            f"Trees {year} - Open Data",
            f'<a href="{DS}">Street trees</a>'
            f'<a href="{DS}/resource/{r}/download/trees-{year}.csv">Download</a>'
            + resource_body.format(r=r),
        )
        pages[f"{DS}/resource/{r}/view/map"] = page(f"Map of trees {year}", "<p>map</p>")
    store = {f"/trees-{y}.csv": "id,species\n1,oak\n" for y in (2024, 2025)}
    return VirtualWeb([Site("data.council.test", pages), Site("files.councilstore.test", store)])


async def test_a_resource_preview_the_entry_does_not_link_makes_the_path_decide() -> None:
    web = catalogue(f'<a href="{DS}/resource/{{r}}/view/map">Preview</a>')
    plan = await plan_boundary(f"http://data.council.test{DS}", web_fetch(web))
    assert plan.source == "knowledge-base" and plan.recognised_by == "CKAN resource links"
    assert plan.heuristic == "path_based"
    assert plan.params["root"] == f"data.council.test{DS}"


async def test_resource_pages_that_lead_nowhere_new_keep_the_hop() -> None:
    web = catalogue("<p>No preview</p>")
    plan = await plan_boundary(f"http://data.council.test{DS}", web_fetch(web))
    assert plan.heuristic == "single_page_plus_ignored"


async def test_with_files_on_a_file_host_the_path_keeps_them_as_externals() -> None:
    files = "".join(
        f'<a href="http://files.councilstore.test/trees-{y}.csv">Mirror {y}</a>'
        for y in (2024, 2025)
    )
    web = catalogue(f'<a href="{DS}/resource/{{r}}/view/map">Preview</a>', files)
    plan = await plan_boundary(f"http://data.council.test{DS}", web_fetch(web))
    assert plan.heuristic == "path_based_externals"
    assert plan.params["externals"] == ["files.councilstore.test"]


async def test_feeds_actions_and_links_the_entry_has_are_no_loss() -> None:
    body = (
        f'<a href="{DS}/resource/{{r}}/download/trees.csv">again</a>'
        f'<a href="{DS}/resource/{{r}}/feed/">Feed</a>'
        f'<a href="{DS}/resource/{{r}}/edit">Edit</a>'
    )
    web = catalogue(body)
    entry = Page(
        url=f"http://data.council.test{DS}",
        status=200,
        links=[f"http://data.council.test{DS}/resource/r1"],
    )
    # (the entry links r1 only: r1's feed and edit action are not pages it would lose, its
    # downloads below the path are)
    found = await lost_to_hop(web_fetch(web), entry, frozenset(), ())
    assert found is not None
    root, lost = found
    assert root == f"data.council.test{DS}"
    assert lost == [
        f"http://data.council.test{DS}/resource/r1/download/trees-2024.csv",
        f"http://data.council.test{DS}/resource/r1/download/trees.csv",
    ]
