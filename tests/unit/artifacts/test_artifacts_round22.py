"""Round 22 (inf22): a file page outside the project's path that names the project in one
line of prose, "In project <a href=entry>name</a>" (parents.py), is a part of it."""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.parents import links_as_parent, titled_as_file
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

TITLE = "Vibration isolation benchmark for a cryogenic optical table"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/explore">Explore</a>{body}</body></html>'
    )


def workspace(parent_line: str, kind: str = ".csv") -> VirtualWeb:
    """A project (its tabs below /k4w9t/) whose files tab lists pages under short ids of
    their own, titled by the id and `kind`; each carries `parent_line`."""
    tabs = '<a href="/k4w9t/files/">Files</a><a href="/k4w9t/wiki/">Wiki</a>'
    files = "".join(f'<li><a href="/{f}/">{f}{kind}</a></li>' for f in ("q2m7c", "r8d3v"))
    pages = {
        "/": page("Hub", '<h1>Hub</h1><a href="/explore">Explore</a>'),
        "/explore": page("Hub | Explore", "<h1>Explore</h1>"),
        "/k4w9t/": page(f"Hub | {TITLE}", f"<h1>{TITLE}</h1>{tabs}"),
        "/k4w9t/files/": page(f"Hub | {TITLE} · Files", f"<h2>{TITLE}</h2>{tabs}<ul>{files}</ul>"),
        "/k4w9t/wiki/": page(f"Hub | {TITLE} · Wiki", f"<h2>{TITLE}</h2>{tabs}<p>Notes</p>"),
    }
    for f in ("q2m7c", "r8d3v"):
        pages[f"/{f}/"] = page(
            f"Hub | {f}{kind}",
            f"<h1>{f}{kind}</h1><p>{parent_line}</p>"
            f'<a href="/download/{f}/">Download</a><a href="/k4w9t/files/">All files</a>',
        )
        pages[f"/download/{f}/"] = "specimen,value\n"
    return VirtualWeb([Site("hub.lab.test", pages)])


def test_a_title_naming_a_file() -> None:
    assert titled_as_file("Labyard | accelerometer_runs.csv")
    assert titled_as_file("f3n8q.csv")
    assert not titled_as_file("dropout-baseline-xgb")
    assert not titled_as_file("Release 1.2 of the survey")


def test_links_as_parent_reads_the_link_text() -> None:
    body = f'<p>In project <a href="/k4w9t/">{TITLE}</a></p>'.encode()
    targets = {"http://hub.lab.test/k4w9t/"}
    assert links_as_parent(body, "http://hub.lab.test/q2m7c/", targets, TITLE)
    # the same link under another text (a "Back" button) does not name it
    other = b'<p><a href="/k4w9t/">Back</a></p>'
    assert not links_as_parent(other, "http://hub.lab.test/q2m7c/", targets, TITLE)


async def test_file_pages_naming_the_project_by_a_link_make_it_more_than_its_path() -> None:
    web = workspace(f'In project <a href="/k4w9t/">{TITLE}</a>')
    plan = await plan_boundary("http://hub.lab.test/k4w9t/", web_fetch(web))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_filtered_title"


async def test_file_pages_linking_back_without_the_name_leave_the_path() -> None:
    web = workspace('<a href="/k4w9t/">Back to the project</a>')
    plan = await plan_boundary("http://hub.lab.test/k4w9t/", web_fetch(web))
    assert plan.heuristic == "path_based"


async def test_pages_of_another_kind_naming_the_project_are_not_its_parts() -> None:
    # a notebook "using" a dataset, listed by its code tab, is an artifact of its own
    web = workspace(f'Notebook using <a href="/k4w9t/">{TITLE}</a>', kind="-baseline-notebook")
    plan = await plan_boundary("http://hub.lab.test/k4w9t/", web_fetch(web))
    assert plan.heuristic == "path_based"


def compound_db(siblings: int, parts: bool = False) -> VirtualWeb:
    """A compound's record keyed by its identifier: its spectra (`/spectrum/<kind>?cid=ID`,
    leading nowhere further), its structure files on a file host, all carrying the
    identifier, and `siblings` other compounds' records linked beside them."""
    cid = "SDX-11902"
    spectra = [f"/spectrum/{k}?cid={cid}" for k in ("ir", "ms", "nmr1h", "nmr13c")]
    files = [f"http://files.spectra.test/mol/{cid}.{x}" for x in ("mol", "sdf")]
    others = [f"/compound/SDX-{20000 + i}" for i in range(siblings)]
    links = "".join(f'<a href="{u}">{u}</a>' for u in [*spectra, *files, *others])
    pages: dict[str, str] = {
        "/": page("Spectra", '<h1>Spectra</h1><a href="/explore">Explore</a>'),
        "/explore": page("Explore | Spectra", "<h1>Explore</h1>"),
        f"/compound/{cid}": page(f"{cid} 2-Naphthol | Spectra", f"<h1>2-Naphthol</h1>{links}"),
    }
    for s in spectra:
        pages[s] = page("Spectrum of 2-Naphthol | Spectra", f'<a href="/compound/{cid}">back</a>')
    for o in others:
        own = f"SDX-11902 2-Naphthol: part {o[10:]}" if parts else o[10:]
        pages[o] = page(f"{own} | Spectra", f"<h1>{own}</h1>")
    mol = {f"/mol/{cid}.{x}": "molfile\n" for x in ("mol", "sdf")}
    return VirtualWeb([Site("www.spectra.test", pages), Site("files.spectra.test", mol)])


async def test_records_shaped_like_the_entry_do_not_stop_the_identifier() -> None:
    # every download and page of the compound carries its identifier; the other records
    # beside it (too many to probe) are other compounds, not pages the single hop must keep
    web = compound_db(siblings=8)
    plan = await plan_boundary("http://www.spectra.test/compound/SDX-11902", web_fetch(web))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_uri"


async def test_records_shaped_like_the_entry_and_titled_after_it_still_count() -> None:
    # titled after the entry in their own titles, they are its parts (components): the
    # identifier, which they do not carry, would lose them
    web = compound_db(siblings=2, parts=True)
    plan = await plan_boundary("http://www.spectra.test/compound/SDX-11902", web_fetch(web))
    assert plan.heuristic != "sig_uri"
