"""Round 19 (inf16s): a path artifact's project site on another domain, named by the
project's name alone (elsewhere.py); a versioned entry's other versions under the path
and the identifier (versions.py)."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.elsewhere import names_project, project_names
from keepnet.artifacts.versions import CHOICES, entry_versions
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
                        "stomatal docs",
                        '<h1>stomatal</h1><a href="api.html">API</a><a href="/leafgas/">leafgas</a>',
                    ),
                    "/leafgas/": page("leafgas docs", "<h1>leafgas</h1>"),
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
    assert (plan.source, plan.heuristic) == ("inference", "path_based")
    assert plan.params["also_roots"] == ["docs.uni-pages.test/stomatal"]
    assert any(e.startswith("round 19:") for e in plan.evidence)
    report = await discover(entry, web_fetch(web))
    uris = set(report.artifact_uris)
    assert {
        "http://docs.uni-pages.test/stomatal/",
        "http://docs.uni-pages.test/stomatal/api.html",
    } <= uris
    # the site's host serves other projects: theirs stay out
    assert "http://docs.uni-pages.test/leafgas/" not in uris


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


PRE = "/pre/2022.07.0311"


def preprints() -> VirtualWeb:
    """An open archive's third version of a thesis: its document, metadata and files below
    its path, its earlier versions beside it."""
    tabs = "".join(f'<a href="{PRE}v3/{t}">{t}</a>' for t in ("document", "metadata", "files"))
    body = (
        f'<h1>Axolotl limb regeneration</h1>{tabs}<a href="{PRE}v2">v2</a><a href="{PRE}v1">v1</a>'
    )
    old = page("Axolotl limb regeneration (earlier version)", "<h1>Axolotl</h1>")
    tab = page("Axolotl limb regeneration", f'<h1>Axolotl</h1><a href="{PRE}v3">record</a>')
    return VirtualWeb(
        [
            Site(
                "www.preprints.test",
                {
                    f"{PRE}v3": page("Axolotl limb regeneration", body),
                    f"{PRE}v2": old,
                    f"{PRE}v1": old,
                    f"{PRE}v3/document": tab,
                    f"{PRE}v3/metadata": tab,
                    f"{PRE}v3/files": tab,
                    "/explore": page("Explore", "<h1>Explore</h1>"),
                    "/": page("Preprints", '<h1>Preprints</h1><a href="/explore">Explore</a>'),
                },
            )
        ]
    )


async def test_a_versioned_entrys_earlier_versions_are_kept() -> None:
    entry = f"http://www.preprints.test{PRE}v3"
    plan = await plan_boundary(entry, web_fetch(preprints()))
    assert plan.source == "inference" and plan.heuristic in CHOICES
    assert any(e.startswith("round 19:") for e in plan.evidence)
    report = await discover(entry, web_fetch(preprints()))
    assert {f"http://www.preprints.test{PRE}v1", f"http://www.preprints.test{PRE}v2"} <= set(
        report.artifact_uris
    )


def test_versions_are_the_entrys_path_with_its_marker_changed() -> None:
    links = [
        "http://h.test/pre/2022.07.0311v1",
        "http://h.test/pre/2022.07.0311",
        "http://h.test/pre/2022.07.0312v1",  # another record
        "http://h.test/other/2022.07.0311v1",  # another directory
        "http://g.test/pre/2022.07.0311v1",  # another host
    ]
    found = entry_versions("http://h.test/pre/2022.07.0311v3", links)
    assert found == links[:2]
    assert entry_versions("http://h.test/p/x7k2m_v2", ["http://h.test/p/x7k2m_v1"]) == [
        "http://h.test/p/x7k2m_v1"
    ]
    # an entry without a marker keeps its rules: `<slug>-v2` may be another work
    assert (
        entry_versions("http://h.test/d/sea-level-talk", ["http://h.test/d/sea-level-talk-v2"])
        == []
    )
