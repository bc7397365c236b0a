"""URL predicates of the boundary strategies: what a URL is on its own or against a root."""

from __future__ import annotations

from keepnet.artifacts.kinship import matches_hint
from keepnet.artifacts.urls import (
    host_matches,
    is_ancestor,
    is_copy_action,
    is_download,
    is_feed,
    is_oembed,
    on_portal,
    pages_site_root,
    path_root,
    repeats_path,
    the_project_elsewhere,
    under_root,
)


def test_path_root_and_under_root_respect_segment_boundaries() -> None:
    root = path_root("https://github.com/erikaris/web-memento-damage/")
    assert root == "github.com/erikaris/web-memento-damage"
    assert under_root("https://github.com/erikaris/web-memento-damage/issues", root)
    assert under_root("http://GitHub.com/erikaris/web-memento-damage?tab=readme", root)
    assert not under_root("https://github.com/erikaris/web-memento-damage2", root)
    assert not under_root("https://raw.github.com/erikaris/web-memento-damage/x", root)


def test_path_root_cut_to_segments() -> None:
    assert path_root("https://github.com/o/r/tree/main/src", 2) == "github.com/o/r"
    assert path_root("http://proj.silk.co/page/3", 0) == "proj.silk.co"


def test_downloads() -> None:
    assert is_download("http://x.test/files/data.csv")
    assert is_download("http://x.test/ndownloader/files/4411")
    assert is_download("http://x.test/articles/1/export?format=bibtex")
    assert not is_download("http://x.test/articles/dataset/title/7012345")
    # a signed object-store URL asking for an attachment, whatever its path
    assert is_download("http://cdn.x.test/repos/7c/1e/9d2f?response-content-disposition=attachment")
    assert not is_download("http://x.test/page?disposition=inline")
    # file formats beyond data and papers: packages, model weights, geodata
    assert is_download("http://objects.x.test/releases/8/tool-3.0.1-py3-none-any.whl?token=a")
    assert is_download("http://cdn.x.test/repos/3f/model-00001-of-00002.safetensors")
    assert is_download("http://files.x.test/air/sensor_locations.geojson")
    # a portal named by host keeps the original list
    assert not is_download("http://files.x.test/air/sensor_locations.geojson", more_formats=False)
    # version-like and DOI-like last segments are not file names
    assert not is_download("http://x.test/resource/doi:10.70040/sda.4k3m2")
    assert not is_download("http://x.test/docs/python-3.12")


def test_host_patterns_and_portal() -> None:
    assert host_matches("www.zenodo.org", "zenodo.org") and not host_matches(
        "notzenodo.org", "zenodo.org"
    )
    assert host_matches("proj.silk.co", "*.silk.co") and not host_matches("silk.co", "*.silk.co")
    assert on_portal("http://api.gbif.org/v1", frozenset({"gbif.org"}))
    assert matches_hint("http://x.test/tag/open/", ["/tag/"]) and not matches_hint(
        "http://tag.test/", ["/tag/"]
    )
    # round 7, portals not known by host name: an action's plural names things
    assert matches_hint("http://x.test/index.php/registers", ["/register"])
    assert not matches_hint("http://x.test/index.php/registers", ["/register"], plural_out=True)
    assert matches_hint("http://x.test/register?next=/", ["/register"], plural_out=True)
    assert matches_hint("http://x.test/loginpage.xhtml", ["/login"], plural_out=True)


def test_repeats_path_finds_the_project_served_elsewhere() -> None:
    root = "forge.test/owner/repo"
    assert repeats_path("http://raw.forge-cdn.test/owner/repo/main/a.py", root)
    assert repeats_path("http://forge.test/raw/owner/repo/main/a.py", root)
    assert repeats_path("http://codeload.forge.test/owner/repo/tar.gz/v1", root)
    assert not repeats_path("http://forge.test/owner/repo2/x", root)  # segment boundary
    assert not repeats_path("http://x.test/proj/x", "x.test/proj")  # one segment: too weak


def test_pages_site_root_is_the_project_path_under_its_namespaces_host() -> None:
    root = "git.lab.test/ostsee/ocean-models/baltic-ice"
    site = "ostsee.pages.lab.test/ocean-models/baltic-ice"
    assert pages_site_root("https://ostsee.pages.lab.test/ocean-models/baltic-ice/", root) == site
    assert pages_site_root("http://ostsee-pages.lab.test/ocean-models/baltic-ice/a.html", root)
    # another namespace's site, another project, or the forge itself: no
    assert pages_site_root("https://other.pages.lab.test/ocean-models/baltic-ice/", root) is None
    assert pages_site_root("https://ostsee.pages.lab.test/ocean-models/other/", root) is None
    assert pages_site_root("https://git.lab.test/ocean-models/baltic-ice/", root) is None


def test_feeds_and_reply_forms() -> None:
    assert is_feed("http://b.test/2231/feed/") and is_feed("http://b.test/x?format=rss")
    assert is_feed("http://b.test/2231?replytocom=7") and is_feed("http://b.test/rss.xml")
    assert not is_feed("http://b.test/2231/feedback") and not is_feed("http://b.test/2231")


def test_a_page_beside_an_index_entry_lies_below_it_not_above() -> None:
    # the entry index.html stands for its directory: citation.html beside it is the
    # package's own page; the directory's owner above and the index of a parent are above
    entry = "http://cran.test/web/packages/rmixo/index.html"
    assert not is_ancestor("http://cran.test/web/packages/rmixo/citation.html", entry)
    assert is_ancestor("http://cran.test/web/packages/index.html", entry)
    assert is_ancestor("http://cran.test/web/packages/", entry)
    # a page that is not an index stands for itself: its directory's pages are above it
    paper = "http://lab.test/pubs/Paper117.html"
    assert is_ancestor("http://lab.test/pubs/index.html", paper)
    assert is_ancestor("http://lab.test/pubs/list.html", paper)


def test_a_portal_known_by_host_name_keeps_pages_beside_an_index_entry_above_it() -> None:
    assert is_ancestor(
        "http://cran.test/web/packages/rmixo/citation.html",
        "http://cran.test/web/packages/rmixo/index.html",
        index_is_dir=False,
    )


def test_the_project_elsewhere_is_its_whole_path_on_another_host() -> None:
    root = "forge.test/lena/tidyflux"
    assert the_project_elsewhere("http://ci.test/lena/tidyflux", root)  # a CI status page
    assert the_project_elsewhere("http://ci.test/gh/lena/tidyflux/", root)
    assert not the_project_elsewhere("http://raw.test/lena/tidyflux/main/README.md", root)
    assert not the_project_elsewhere("http://forge.test/lena/tidyflux", root)  # its own host
    assert not the_project_elsewhere("http://ci.test/tidyflux", "forge.test/tidyflux")


def test_round8_cad_and_mesh_formats_are_files_off_the_knowledge_base() -> None:
    assert is_download("http://cdn.test/f/a1b2/impeller_dn80.step")
    assert is_download("http://cdn.test/f/a1b2/impeller_dn80.stl")
    assert not is_download("http://cdn.test/f/a1b2/impeller_dn80.stl", more_formats=False)


def test_round9_3d_scene_formats_are_files_off_the_knowledge_base() -> None:
    assert is_download("http://cdn.test/archives/3a8f/usdz/font.usdz")
    assert is_download("http://cdn.test/archives/3a8f/gltf/font.gltf")
    assert not is_download("http://cdn.test/archives/3a8f/usdz/font.usdz", more_formats=False)
    # JPEG 2000, a digitised newspaper page's master image on a storage host
    assert is_download("http://tile.test/ndnp/batch_x/data/sn83045462/1919111101/0001.jp2")


def test_round9_forms_to_copy_or_run_a_page() -> None:
    assert is_copy_action("http://oer.test/lesson/4821/remix")
    assert is_copy_action("http://galaxy.test/workflow/imp?id=f2db")
    assert is_copy_action("http://galaxy.test/workflows/run?id=f2db")
    assert not is_copy_action("http://cc.test/capsule/5187343/tree/v2/code/run.sh")
    assert not is_copy_action("http://cc.test/capsule/5187343/reproducible-run/8811")


def test_round9_oembed_endpoints() -> None:
    assert is_oembed("http://m.test/oembed?url=%2F3d-models%2Ffont-3a8f")
    assert is_oembed("http://b.test/blog/wp-json/oembed/1.0/embed?url=x")
    assert is_oembed("http://t.test/services/oembed?url=x")
    assert not is_oembed("http://m.test/models/3a8f/embed")


def test_round12_a_host_named_owner_name_is_the_projects_own() -> None:
    root = "hub.test/spaces/lumenlab/wavesplit-demo"
    app = "http://lumenlab-wavesplit-demo.apps.test/"
    assert pages_site_root(app, root) == "lumenlab-wavesplit-demo.apps.test"
    # the name alone is a documentation host, not the project's own (round 5's truths)
    assert pages_site_root("http://wavesplit-demo.docs.test/", root) is None
