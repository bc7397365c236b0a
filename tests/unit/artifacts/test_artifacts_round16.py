"""Round 16's recall rules (recall.py): the identifier over the single hop (R1)."""

from __future__ import annotations

from keepnet.artifacts.children import child_records
from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.loader import load
from keepnet.artifacts.model import Page
from keepnet.artifacts.partial import unaccounted_files
from keepnet.artifacts.recall import (
    file_directory,
    file_slot,
    folder_of,
    keyed_search,
    paged,
    prefixed_id,
)
from keepnet.artifacts.signposting import from_page
from keepnet.artifacts.urls import is_download
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

KEY = "5f0c2a9e-71b3-4d2e-9a44-c1d2e3f4a5b6"
TITLE = "Lichen survey of coastal heathland, 1990-2020"
CHROME = (
    '<a href="/">Home</a><a href="/occurrence/search">Occurrences</a>'
    '<a href="/dataset/search">Datasets</a><a href="/about">About</a>'
)


def page(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{CHROME}{body}</body></html>"


def web(search_names_record: bool = True) -> VirtualWeb:
    """A GBIF-like dataset: a filtered search, tabs and API documents carry its key."""
    search = (
        page("Occurrences", f"<h1>Occurrences in {TITLE}</h1><a href='/occurrence/77'>o</a>")
        if search_names_record
        else page("Log in", "<h1>Log in</h1><form action='/login'></form>")
    )
    www = Site(
        "www.lichens.test",
        {
            f"/dataset/{KEY}": page(
                TITLE,
                f"<h1>{TITLE}</h1>"
                f'<a href="/occurrence/search?datasetKey={KEY}">occurrences</a>'
                f'<a href="/dataset/{KEY}/metrics">metrics</a>'
                f'<a href="http://api.lichens.test/v1/dataset/{KEY}/document">EML</a>'
                f'<a href="http://api.lichens.test/v1/occurrence/download/{KEY}.zip">DwC-A</a>'
                '<a href="/publisher/9">Coastal Trust</a>',
            ),
            f"/occurrence/search?datasetKey={KEY}": search,
            f"/dataset/{KEY}/metrics": page(f"Metrics {TITLE}", "<h1>metrics</h1>"),
            "/publisher/9": page("Coastal Trust", "<h1>Coastal Trust</h1>"),
            "/occurrence/search": page("Occurrences", "<h1>Search</h1>"),
            "/occurrence/77": page("Occurrence 77", "<h1>Cladonia</h1>"),
            "/": page("Lichen portal", "<h1>Lichen portal</h1>"),
        },
    )
    api = Site(
        "api.lichens.test",
        {
            f"/v1/dataset/{KEY}/document": "<eml/>",
            f"/v1/occurrence/download/{KEY}.zip": "PK",
        },
    )
    return VirtualWeb([www, api])


async def test_a_search_filtered_by_the_record_makes_the_identifier_keep_the_artifact() -> None:
    fetch = web_fetch(web())
    plan = await plan_boundary(f"http://www.lichens.test/dataset/{KEY}", fetch)
    assert plan.source == "inference"
    assert (plan.heuristic, plan.significant) == ("sig_uri", KEY)
    # (round 24c: inference's rule 5a now decides it, the filtered search that names the
    # record being no service left, keyed.service_left; before, round 16's R1 did)
    assert any(e.startswith("round 16:") or "the identifier keeps" in e for e in plan.evidence)
    report = await discover(f"http://www.lichens.test/dataset/{KEY}", web_fetch(web()))
    assert f"http://www.lichens.test/occurrence/search?datasetKey={KEY}" in report.artifact_uris
    assert "http://www.lichens.test/publisher/9" not in report.artifact_uris


async def test_a_keyed_page_that_does_not_name_the_record_is_a_service() -> None:
    # The same key on a login screen (EPrints' `/cgi/users/home?eprintid=N`): the hop stays.
    fetch = web_fetch(web(search_names_record=False))
    plan = await plan_boundary(f"http://www.lichens.test/dataset/{KEY}", fetch)
    assert plan.heuristic.startswith("single_page_plus")
    assert not any(e.startswith("round 16:") for e in plan.evidence)


def test_keyed_search_and_folder_shapes() -> None:
    hints = ["/search"]
    assert keyed_search(f"http://h.test/occurrence/search?datasetKey={KEY}", KEY, hints)
    assert not keyed_search(f"http://h.test/occurrence/search?q=lichen&x={KEY}x", KEY, hints)
    assert not keyed_search(f"http://h.test/dataset/{KEY}/metrics?id={KEY}", KEY, hints)
    assert folder_of("http://ftp.test/geo/series/GSE1nnn/GSE1044/suppl/", "GSE1044")
    assert folder_of("http://ftp.test/geo/series/GSE1nnn/GSE1044/a.tar", "GSE1044")
    assert not folder_of("http://ftp.test/geo/series/GSE1nnn/GSE1044", "GSE1044")


def test_scientific_data_formats_are_files() -> None:
    assert is_download("http://h.test/eos/opendata/run/DYJets_0000.root")
    assert is_download("http://h.test/opendap/x/6901234_prof.nc.dap.nc4")
    assert is_download("http://h.test/grib/gfs.t00z.pgrb2.0p25.grib2")
    assert not is_download("http://h.test/eos/opendata/run/DYJets_0000.root", more_formats=False)


def test_a_file_in_a_signposted_items_slot_is_left_out_by_the_signposting() -> None:
    entry = "http://repo.test/items/5b1c0e3a-7d2f-4c8e-9a61-0f3b2d4e6a71"
    item = "http://repo.test/bitstreams/5b1c0e3a-a1f0/download"
    other = "http://repo.test/bitstreams/5b1c0e3a-a1f1/download"
    service = "http://repo.test/server/api/core/bitstreams/5b1c0e3a-a1f1/content"
    page = Page(entry, 200, links=[item, other, service], rels=[("item", item, None, "http")])
    got = unaccounted_files(page, from_page(page), frozenset(), frozenset({"repo.test"}), no)
    assert got == [other]
    assert file_slot(other) == file_slot(item) == "repo.test/bitstreams/*/download"
    assert file_slot(service) != file_slot(item)


def no(_url: str) -> bool:
    return False


def test_a_directory_of_files_is_told_by_its_links() -> None:
    d = "http://h.test/pub/data/sst/v5/netcdf/"
    files = [f"{d}sst.v5.2023{m:02d}.nc" for m in (1, 2, 3)]
    assert file_directory(d, ["http://h.test/pub/data/sst/v5/", *files])
    assert not file_directory(d, files[:1])  # one file: not a listing of files
    assert not file_directory(d.rstrip("/"), files)  # not a directory
    pages = [f"{d}{n}/" for n in ("a", "b", "c", "d", "e")]
    assert not file_directory(d, [*files[:2], *pages])  # mostly sub-directories


def data_release() -> VirtualWeb:
    """A dataset landing page linking the folder its files lie in, on another host."""
    d = "/pub/data/sst/v5/netcdf/"
    return VirtualWeb(
        [
            Site(
                "www.sea.test",
                {
                    "/access/landing?id=gov:C00927": page(
                        "Sea surface temperature, version 5 | Sea centre",
                        "<h1>Sea surface temperature, version 5</h1>"
                        f'<a href="http://files.sea.test{d}">files</a>'
                        '<a href="/pub/docs/sst-v5.pdf">guide</a><a href="/products">more</a>',
                    ),
                    "/pub/docs/sst-v5.pdf": "%PDF-1.4",
                    "/products": page("Products", "<h1>Products</h1>"),
                    "/": page("Sea centre", '<h1>Sea centre</h1><a href="/products">p</a>'),
                },
            ),
            Site(
                "files.sea.test",
                {
                    d: page(
                        f"Index of {d}",
                        "".join(f'<a href="{d}sst.v5.2023{m:02d}.nc">f</a>' for m in (1, 2)),
                    ),
                    f"{d}sst.v5.202301.nc": "CDF",
                    f"{d}sst.v5.202302.nc": "CDF",
                },
            ),
        ]
    )


async def test_the_hop_takes_the_files_of_a_directory_it_links() -> None:
    entry = "http://www.sea.test/access/landing?id=gov:C00927"
    report = await discover(entry, web_fetch(data_release()))
    assert report.plan.heuristic.startswith("single_page_plus")
    assert "http://files.sea.test/pub/data/sst/v5/netcdf/sst.v5.202302.nc" in report.artifact_uris


async def test_a_project_with_six_components_keeps_all_of_them() -> None:
    # Round 16 raised the child records probed from four to eight (children.MOST).
    kids = [f"/c{n}x7k/" for n in range(6)]
    nav = '<a href="/p9q2r/">project</a><a href="/p9q2r/wiki/home">wiki</a>'
    pages = {
        "/p9q2r/": page(
            "Fork restart",
            "<h1>Fork restart</h1>"
            + '<a href="/p9q2r/wiki/home">wiki</a>'
            + "".join(f'<a href="{k}">component</a>' for k in kids),
        ),
        "/p9q2r/wiki/home": page("wiki", nav),
        **{k: page(f"Component {k}", nav) for k in kids},
        "/": page("Projects", "<h1>Projects</h1>"),
    }
    fetch = web_fetch(VirtualWeb([Site("osf.test", pages)]))
    entry = await load(fetch, "http://osf.test/p9q2r/")
    got = await child_records(fetch, entry, None, frozenset())
    assert got == [f"http://osf.test{k}" for k in kids]


def test_a_number_under_a_letter_prefix_names_the_record() -> None:
    assert prefixed_id("http://explore.d.test/webview/?study=SN8860", "8860")
    assert prefixed_id("http://d.test/record/SN8860", "8860")
    assert not prefixed_id("http://d.test/webview/?study=SN88601", "8860")
    assert not prefixed_id("http://d.test/webview/?study=8860", "8860")  # contains_id's
    assert not prefixed_id("http://d.test/webview/?q=ABCDE8860", "8860")


def study_catalogue() -> VirtualWeb:
    study = page(
        "Health survey 2019 | Data",
        "<h1>Health survey 2019</h1>"
        '<a href="/studies/study/8860/documentation">docs</a>'
        '<a href="/studies/study/8860/variables">variables</a>'
        '<a href="/export?id=8860&amp;format=ddi">DDI</a>'
        '<a href="http://explore.data.test/webview/?study=SN8860">explore</a>'
        '<a href="/about">about</a>',
    )
    docs = page("docs 8860", '<a href="/studies/study/8860/documentation/user-guide">g</a>')
    return VirtualWeb(
        [
            Site(
                "cat.data.test",
                {
                    "/studies/study?id=8860": study,
                    "/studies/study/8860/documentation": docs,
                    "/studies/study/8860/documentation/user-guide": page("guide", "g"),
                    "/studies/study/8860/variables": page("vars 8860", "v"),
                    "/export?id=8860&format=ddi": "<codeBook/>",
                    "/about": page("About", "a"),
                    "/": page("Data", '<a href="/about">about</a>'),
                },
            ),
            Site("explore.data.test", {"/webview/?study=SN8860": page("Explore SN8860", "x")}),
        ]
    )


async def test_the_identifier_keeps_the_record_in_another_services_notation() -> None:
    entry = "http://cat.data.test/studies/study?id=8860"
    report = await discover(entry, web_fetch(study_catalogue()))
    assert (report.plan.heuristic, report.plan.significant) == ("sig_uri", "8860")
    assert "http://explore.data.test/webview/?study=SN8860" in report.artifact_uris


def test_a_page_continued_is_told_by_its_page_number() -> None:
    assert paged("http://p.test/toc/vol-2025", "http://p.test/toc/vol-2025?page=2")
    assert paged("http://p.test/volume/vol-2025", "http://p.test/toc/vol-2025?page=2")
    assert paged("http://p.test/files?sort=name", "http://p.test/files?sort=name&page=3")
    assert not paged("http://p.test/volume/vol-2025", "http://p.test/toc/vol-2024?page=2")
    assert not paged("http://p.test/toc/vol-2025", "http://p.test/toc/vol-2025?page=last")
    assert not paged("http://p.test/toc/vol-2025", "http://p.test/toc/vol-2025?q=x&page=2")


def proceedings() -> VirtualWeb:
    name = "Proceedings of the 2025 Symposium on Embedded Systems"
    nav = '<a href="/">Home</a><a href="/journals">Journals</a>'
    return VirtualWeb(
        [
            Site(
                "www.press.test",
                {
                    "/volume/ses-2025": page(
                        f"Press | {name}",
                        f"{nav}<h1>{name}</h1>"
                        '<a href="/doi/10.5555/ses.2025.01">paper 1</a>'
                        '<a href="/toc/ses-2025?page=2">next page</a>',
                    ),
                    "/doi/10.5555/ses.2025.01": page(
                        "Press | Paper one", f"{nav}<p>In: {name}</p><h1>Paper one</h1>"
                    ),
                    "/toc/ses-2025?page=2": page(
                        "Press | Contents, page 2",
                        f'{nav}<a href="/doi/10.5555/ses.2025.07">paper 7</a>',
                    ),
                    "/doi/10.5555/ses.2025.07": page("Press | Paper seven", nav),
                    "/journals": page("Press | Journals", nav),
                    "/": page("Press | Home", nav),
                },
            )
        ]
    )


async def test_the_title_keeps_the_contents_continued_on_a_page_without_it() -> None:
    entry, fetch = "http://www.press.test/volume/ses-2025", web_fetch(proceedings())
    report = await discover(entry, fetch, "sig_filtered_title")
    assert report.plan.significant == "Proceedings of the 2025 Symposium on Embedded Systems"
    assert "http://www.press.test/toc/ses-2025?page=2" in report.artifact_uris
