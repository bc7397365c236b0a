"""Round 17 (inf16q): a data server's file service route names its files."""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.urls import is_download
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

TITLE = "Baltic Sea monthly sea-ice concentration 1979-2023"
FILE = "/thredds/fileServer/polar/BSIC_monthly_v2.1.cdl"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/datasets">Datasets</a>{body}</body></html>'
    )


def catalogue() -> VirtualWeb:
    """A climate catalogue's dataset: its access page (below it) links the files on the
    catalogue's THREDDS file service, outside the dataset's path, in a text format."""
    return VirtualWeb(
        [
            Site(
                "catalogue.polar.test",
                {
                    "/dataset/baltic-ice": page(
                        TITLE, f'<h1>{TITLE}</h1><a href="/dataset/baltic-ice/access">Access</a>'
                    ),
                    "/dataset/baltic-ice/access": page(
                        f"Data access: {TITLE}", f'<h1>Access</h1><a href="{FILE}">cdl</a>'
                    ),
                    FILE: f'netcdf BSIC {{\n  :title = "{TITLE}" ;\n}}\n',
                    "/datasets": page("Datasets", "<h1>Datasets</h1>"),
                    "/": page("Polar catalogue", "<h1>Polar catalogue</h1>"),
                },
            )
        ]
    )


def test_the_file_service_route_names_files() -> None:
    assert is_download("http://h.test/thredds/fileServer/polar/BSIC_monthly_v2.1.cdl")
    assert is_download("http://h.test/thredds/fileServer/ocean/sst/2023/01")
    # a portal known by host name keeps its rules: the route counts for unknown ones only
    assert not is_download("http://h.test/thredds/fileServer/polar/x.cdl", more_formats=False)
    # the catalogue's other services are pages (forms, listings)
    assert not is_download("http://h.test/thredds/catalog/polar/catalog.html")
    assert not is_download("http://h.test/thredds/dodsC/polar/x.cdl.html")


async def test_a_member_pages_file_on_the_file_service_is_kept_by_the_path() -> None:
    entry = "http://catalogue.polar.test/dataset/baltic-ice"
    report = await discover(entry, web_fetch(catalogue()), "path_based")
    assert f"http://catalogue.polar.test{FILE}" in report.artifact_uris
    assert "http://catalogue.polar.test/datasets" not in report.artifact_uris
