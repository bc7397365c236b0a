"""Round 17 (inf16q): a data server's file service route names its files (urls.py); a
listing that names the record and leads to its members is the record's own (ownlists.py)."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
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


REPO = "reeflab/whistle-detector"


def registry(tag_page_names_image: bool = True) -> VirtualWeb:
    """A container registry's image: the entry links its tag list (`/tags/<id>`, a listing
    word), whose rows lead to each tag's manifest, which names the image and links its scan."""
    tags = (
        page("Tags 7731", f'<h1>Tags of {REPO}</h1><a href="/manifest/sha256-9f3c">1.4</a>')
        if tag_page_names_image
        else page("Tags 7731", '<h1>Popular tags</h1><a href="/manifest/sha256-9f3c">1.4</a>')
    )
    return VirtualWeb(
        [
            Site(
                "hub.port.test",
                {
                    f"/r/{REPO}": page(
                        REPO,
                        f'<h1>{REPO}</h1><a href="/org/reeflab">reeflab</a>'
                        '<a href="/tags/7731">Tags</a>',
                    ),
                    "/tags/7731": tags,
                    "/manifest/sha256-9f3c": page(
                        f"{REPO}:1.4",
                        f'<h1>{REPO}:1.4</h1><a href="/scan/sha256-9f3c">scan</a>',
                    ),
                    "/scan/sha256-9f3c": page("Scan", f"<h1>Scan of {REPO}:1.4</h1>"),
                    "/org/reeflab": page("reeflab", "<h1>reeflab</h1><p>1 repository</p>"),
                    "/datasets": page("Datasets", "<h1>Datasets</h1>"),
                    "/": page("Port", "<h1>Port</h1>"),
                },
            )
        ]
    )


async def test_a_listing_that_names_the_record_and_leads_to_its_members_keeps_them() -> None:
    entry = f"http://hub.port.test/r/{REPO}"
    plan = await plan_boundary(entry, web_fetch(registry()))
    assert (plan.source, plan.heuristic, plan.significant) == ("inference", "sig_title", REPO)
    assert any(e.startswith("round 17:") for e in plan.evidence)
    report = await discover(entry, web_fetch(registry()))
    uris = set(report.artifact_uris)
    assert {"http://hub.port.test/tags/7731", "http://hub.port.test/manifest/sha256-9f3c"} <= uris
    assert "http://hub.port.test/scan/sha256-9f3c" in uris
    assert "http://hub.port.test/org/reeflab" not in uris


async def test_a_listing_that_does_not_name_the_record_stays_a_listing() -> None:
    # a tag page of many (the record's title absent from its text): no evidence of members
    plan = await plan_boundary(f"http://hub.port.test/r/{REPO}", web_fetch(registry(False)))
    assert not any(e.startswith("round 17:") for e in plan.evidence)
    assert "http://hub.port.test/tags/7731" not in plan.params.get("parts", ())


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
