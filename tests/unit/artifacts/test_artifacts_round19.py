"""Round 19 (inf16s): a path artifact's project site on another domain, named by the
project's name alone (elsewhere.py)."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.elsewhere import names_project, project_names
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

REPO = "/ecohydro/stomatal"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/explore">Explore</a>{body}</body></html>'
    )


def forge(docs: str) -> VirtualWeb:
    """A self-hosted forge's repository (its tabs below its path) whose README links the
    project's documentation site on another domain at `docs`."""
    tabs = "".join(
        f'<a href="{REPO}/{t}">{t}</a>' for t in ("src/branch/main", "issues", "releases")
    )
    sub = page("stomatal", f'<h1>{REPO}</h1><a href="{REPO}">repo</a>')
    return VirtualWeb(
        [
            Site(
                "code.uni.test",
                {
                    REPO: page(
                        "ecohydro/stomatal", f'<h1>stomatal</h1>{tabs}<a href="{docs}">Docs</a>'
                    ),
                    f"{REPO}/src/branch/main": sub,
                    f"{REPO}/issues": sub,
                    f"{REPO}/releases": sub,
                    "/explore": page("Explore", "<h1>Explore</h1>"),
                    "/": page("Forge", '<h1>Forge</h1><a href="/explore">Explore</a>'),
                },
            ),
            Site(
                "docs.uni-pages.test",
                {
                    "/stomatal/": page(
                        "stomatal docs", '<h1>stomatal</h1><a href="api.html">API</a>'
                    ),
                    "/stomatal/en/latest/": page("stomatal docs", "<h1>stomatal</h1>"),
                    "/stomatal/api.html": page("API", "<h1>API</h1>"),
                },
            ),
        ]
    )


async def test_the_projects_site_under_its_name_on_another_domain_is_kept() -> None:
    entry = f"http://code.uni.test{REPO}"
    web = forge("http://docs.uni-pages.test/stomatal/")
    plan = await plan_boundary(entry, web_fetch(web))
    assert (plan.source, plan.heuristic) == ("inference", "path_based_externals")
    assert "docs.uni-pages.test" in plan.params["externals"]
    assert any(e.startswith("round 19:") for e in plan.evidence)
    report = await discover(entry, web_fetch(web))
    assert "http://docs.uni-pages.test/stomatal/" in report.artifact_uris


async def test_a_path_going_on_past_the_name_is_not_the_projects_site() -> None:
    # a package's documentation (`/<name>/en/latest/`): the sets' writers leave it out
    web = forge("http://docs.uni-pages.test/stomatal/en/latest/")
    plan = await plan_boundary(f"http://code.uni.test{REPO}", web_fetch(web))
    assert plan.heuristic == "path_based"
    assert not any(e.startswith("round 19:") for e in plan.evidence)


def test_the_projects_name_is_its_roots_last_segment() -> None:
    assert project_names("code.uni.test/ecohydro/stomatal") == {"stomatal"}
    # a number, a short or common word, a one-segment root: no name
    assert project_names("anthology.test/volumes/2024.lexi-main/117") == set()
    assert project_names("h.test/group/docs") == set()
    assert project_names("h.test/stomatal") == set()
    assert names_project("http://docs.test/stomatal/", {"stomatal"})
    assert not names_project("http://docs.test/stomatal/1.1.0", {"stomatal"})
    assert not names_project("http://forge.test/other/stomatal", {"stomatal"})
