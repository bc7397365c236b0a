"""Round 17 (inf16q): a data server's file service route names its files (urls.py); a
listing named by the record or passed as its part is the record's own (ownlists.py; round
17's `own_listing` was removed in round 19)."""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.materials import names_material
from keepnet.artifacts.ownlists import own_list
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


def test_own_list_is_a_named_directory_or_a_part() -> None:
    entry = "http://h.test/acc.cgi?acc=GSE271044"
    assert own_list("http://h.test/geo/series/GSE271nnn/GSE271044/", entry, {})
    assert own_list("http://h.test/tags/7731", entry, {"parts": ["http://h.test/tags/7731"]})
    assert not own_list("http://h.test/tags/7731", entry, {})


def test_a_file_named_by_the_identifier_and_what_it_is_is_a_material() -> None:
    assert names_material("http://w.test/2024/slides/paper12-slides.pdf", "paper12")
    assert names_material("http://w.test/2024/code/paper12-scripts.zip", "paper12")
    assert names_material("http://w.test/d/ds42_supplementary-data.csv", "ds42")
    # a longer identifier, a year, a version: another record, not this one's material
    assert not names_material("http://w.test/2024/papers/paper123-slides.pdf", "paper12")
    assert not names_material("http://w.test/data/seabirds-2019.csv", "seabirds")
    assert not names_material("http://w.test/2024/paper12-2.pdf", "paper12")
    # a plain word is no identifier slot: `report-summary.pdf` for `/report`
    assert not names_material("http://w.test/report-summary.pdf", "report")


def workshop() -> VirtualWeb:
    """A hand-made workshop site: the programme (homepage) links every paper's materials,
    each paper page links its own, named by the paper's name and what each is."""
    files = ["/2024/papers/paper12.pdf", "/2024/slides/paper12-slides.pdf"]
    files += ["/2024/code/paper12-scripts.zip"]
    mats = "".join(f'<a href="{f}">{f}</a>' for f in files)
    pages = {f: "%PDF-1.4 x" for f in files}
    pages["/2024/papers/paper12.html"] = (
        "<html><head><title>A corpus of dead links</title></head>"
        f"<body><h1>A corpus of dead links</h1>{mats}</body></html>"
    )
    pages["/"] = (
        "<html><head><title>Workshop</title></head><body><h1>Programme</h1>"
        f'<a href="/2024/papers/paper12.html">paper</a>{mats}<a href="/cfp.html">CfP</a>'
        "</body></html>"
    )
    pages["/cfp.html"] = "<html><head><title>CfP</title></head><body>CfP</body></html>"
    return VirtualWeb([Site("www.ws.test", pages)])


async def test_materials_the_programme_links_too_stay_the_papers() -> None:
    entry = "http://www.ws.test/2024/papers/paper12.html"
    report = await discover(entry, web_fetch(workshop()))
    uris = set(report.artifact_uris)
    assert "http://www.ws.test/2024/slides/paper12-slides.pdf" in uris
    assert "http://www.ws.test/2024/code/paper12-scripts.zip" in uris


def test_a_script_handing_out_one_file_names_a_file() -> None:
    assert is_download("http://j.test/DownloadFile/DownloadFile.aspx?fileId=41")
    assert is_download("http://j.test/cgi/download_file.php?id=3")
    assert is_download("http://j.test/getfile.do?id=2")
    # known hosts keep their rules; a folder of that name or a page of files is no file
    assert not is_download("http://j.test/DownloadFile/DownloadFile.aspx?fileId=41", False)
    assert not is_download("http://j.test/DownloadFile/")
    assert not is_download("http://j.test/getfiles/list.html")
