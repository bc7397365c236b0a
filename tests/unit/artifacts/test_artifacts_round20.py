"""Round 20: the heuristics' own recall — each collects what the seed's definition says.

Significant String from URI takes the identifier's parts (`<id>_recto`) and the portal's
hosts under names of its own (`<portal>-media`); Path-Based takes the URIs holding the
entry URI as a substring (`e2301.full`, `hal-0441v2`); the title heuristics follow a page
holding the string that a member links at a file-shaped URL (`/<guid>/files/?page=2`)."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.identifiers import contains_id, names_part
from keepnet.artifacts.strategies.base import Context
from keepnet.artifacts.strategies.path import artifact_root
from keepnet.artifacts.urls import continues_root, kindred_domain
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch

UUID = "a3c1d9e8-2b7f-4e65-9c04-8d1f3e6a7b52"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/events">Events</a>{body}</body></html>'
    )


def test_an_identifiers_parts_carry_it_when_asked() -> None:
    assert contains_id("http://i.test/image/1987.33.4_recto/full.png", "1987.33.4", parts=True)
    assert contains_id("http://f.test/qw/03473000_samples_2023.csv", "03473000", parts=True)
    assert contains_id("http://x.test/abs/physics/0611203v2", "0611203", parts=True)
    assert not contains_id("http://x.test/abs/physics/0611203v2", "0611203")
    # without parts, as before; and never another identifier continued by a hyphen
    assert not contains_id("http://i.test/image/1987.33.4_recto/full.png", "1987.33.4")
    assert not contains_id("http://w.test/data/ds42-2019.csv", "ds42", parts=True)
    assert not contains_id("http://w.test/data/ds420_x.csv", "ds42", parts=True)
    # a word is no identifier: its underscore names stay as they were
    assert not contains_id("http://w.test/seabirds_2019", "seabirds", parts=True)


def test_a_kindred_domain_is_named_after_the_portal() -> None:
    entry = "http://events.paleoguild.test/event/1"
    assert kindred_domain("http://img.paleoguild-media.test/g/1", entry)
    assert kindred_domain("http://api.biotawebapi.org/v1/d/1", "http://www.biotaweb.org/d/1")
    assert not kindred_domain("http://www.paleoguild.test/x", entry)  # the portal itself
    assert not kindred_domain("http://img.otherguild.test/g/1", entry)
    # the organisation above the portal is not its host: its services are its own
    assert not kindred_domain("http://binder.calder.test/v2/n/7f", "http://nb.calder-inst.test/n")


def event_web() -> VirtualWeb:
    """A society's event page keyed by a UUID; its gallery on the society's media host."""
    gallery = f"/gallery/{UUID}/"
    return VirtualWeb(
        [
            Site(
                "events.paleoguild.test",
                {
                    f"/event/{UUID}": page(
                        "Annual Meeting 2023",
                        f'<h1>Annual Meeting</h1><a href="/event/{UUID}/programme">Programme</a>'
                        f'<a href="http://img.paleoguild-media.test{gallery}">Photos</a>'
                        f'<a href="http://img.otherhost.test{gallery}">Elsewhere</a>'
                        f'<a href="http://img.paleoguild-media.test/gallery/">All galleries</a>',
                    ),
                    f"/event/{UUID}/programme": page("Programme", "<h1>Programme</h1>"),
                    "/events": page("Events", "<h1>Events</h1>"),
                    "/": page("Paleoguild", "<h1>Paleoguild</h1>"),
                },
            ),
            Site(
                "img.paleoguild-media.test",
                {
                    gallery: page("Gallery", f'<a href="{gallery}01.png">1</a>'),
                    f"{gallery}01.png": b"\x89PNG\r\n\x1a\n",
                    "/gallery/": page("Galleries", "<h1>All</h1>"),
                },
            ),
        ]
    )


async def test_the_identifier_on_the_portals_own_media_host_belongs() -> None:
    entry = f"http://events.paleoguild.test/event/{UUID}"
    report = await discover(entry, web_fetch(event_web()), "sig_uri")
    uris = set(report.artifact_uris)
    media = f"http://img.paleoguild-media.test/gallery/{UUID}/"
    assert {entry, f"{entry}/programme", media, media + "01.png"} <= uris
    assert f"http://img.otherhost.test/gallery/{UUID}/" not in uris  # another portal's
    assert "http://img.paleoguild-media.test/gallery/" not in uris  # no identifier


def test_a_path_root_ending_in_an_identifier_is_continued_by_views_and_versions() -> None:
    root = "content.test/content/112/4/e2301"
    assert continues_root("http://content.test/content/112/4/e2301.full", root)
    assert continues_root("http://content.test/content/112/4/e2301.figures-only", root)
    assert continues_root("http://hal.test/hal-04412345v2/document", "hal.test/hal-04412345")
    # another record continues it with a character of its own
    assert not continues_root("http://content.test/content/112/4/e23010", root)
    assert not continues_root("http://content.test/content/112/4/e2301-2", root)
    # a name without a digit is no identifier: `repo.js` is another project beside `repo`
    assert not continues_root("http://forge.test/o/repo.js", "forge.test/o/repo")


def article_web() -> VirtualWeb:
    base = "/content/112/4/e2301"
    return VirtualWeb(
        [
            Site(
                "content.test",
                {
                    base: page(
                        "Article",
                        f'<a href="{base}.full">Full text</a><a href="{base}.abstract">Abstract</a>'
                        '<a href="/content/112/4/e2302">Next article</a>',
                    ),
                    f"{base}.full": page("Full", f'<a href="{base}.full.pdf">PDF</a>'),
                    f"{base}.full.pdf": b"%PDF-1.4",
                    f"{base}.abstract": page("Abstract", "<p>Abstract</p>"),
                    "/content/112/4/e2302": page("Another", "<p>Other</p>"),
                    "/events": page("Events", "<h1>Events</h1>"),
                    "/": page("Content", "<h1>Content</h1>"),
                },
            )
        ]
    )


async def test_path_based_takes_the_uris_holding_the_entry_uri() -> None:
    entry = "http://content.test/content/112/4/e2301"
    report = await discover(entry, web_fetch(article_web()), "path_based")
    uris = set(report.artifact_uris)
    assert {f"{entry}.full", f"{entry}.abstract", f"{entry}.full.pdf"} <= uris
    assert "http://content.test/content/112/4/e2302" not in uris


TITLE = "Strain-gauge fatigue campaign on a composite wing spar"


def hub_web() -> VirtualWeb:
    """A project hub: the project's file list is paged (`/p6z2n/files/?page=2`, a URL shaped
    like a download), each file page holds the project title and links its download."""
    files = {"b1x5f": "plan.txt", "e7j4q": "cycles.csv"}
    pages = {
        "/p6z2n/": page(f"Hub | {TITLE}", f'<h2>{TITLE}</h2><a href="/p6z2n/files/">Files</a>'),
        "/p6z2n/files/": page(
            f"Hub | {TITLE} · Files",
            f'<h2>{TITLE}</h2><a href="/b1x5f/">plan.txt</a><a href="/p6z2n/files/?page=2">2</a>',
        ),
        "/p6z2n/files/?page=2": page(
            f"Hub | {TITLE} · Files", f'<h2>{TITLE}</h2><a href="/e7j4q/">cycles.csv</a>'
        ),
        "/events": page("Hub | Events", "<h1>Events</h1>"),
        "/": page("Hub | Home", "<h1>Hub</h1>"),
    }
    for fid, name in files.items():
        pages[f"/{fid}/"] = page(
            f"Hub | {name}", f'<p>In project {TITLE}</p><a href="/download/{fid}/">Download</a>'
        )
        pages[f"/download/{fid}/"] = f"{TITLE}\n{name}\n"
    return VirtualWeb([Site("hub.test", pages)])


async def test_a_page_holding_the_title_at_a_file_shaped_url_is_followed() -> None:
    report = await discover("http://hub.test/p6z2n/", web_fetch(hub_web()), "sig_filtered_title")
    uris = set(report.artifact_uris)
    assert "http://hub.test/p6z2n/files/?page=2" in uris
    assert {"http://hub.test/e7j4q/", "http://hub.test/download/e7j4q/"} <= uris


PACKAGE = "Data from: Eelgrass wasting disease along the coast"


def package_web() -> VirtualWeb:
    """A Dryad-like package whose every <title> starts with the site name: a file's page
    holds the package's title in its text, not the site name before it."""
    entry, part = "/resource/doi:10.8/dock.2h6x4", "/resource/doi:10.8/dock.2h6x4/1"
    csv = "/bitstream/handle/10255/dock.355.1/quadrats.csv?sequence=1"
    return VirtualWeb(
        [
            Site(
                "dock.test",
                {
                    entry: page(f"Dock Repository - {PACKAGE}", f'<a href="{part}">quadrats</a>'),
                    part: page(
                        "Dock Repository - quadrats.csv",
                        f'<p>Part of the data package: {PACKAGE}</p><a href="{csv}">Download</a>',
                    ),
                    csv: "site,count\n",
                    "/events": page("Dock Repository - Events", "<h1>Events</h1>"),
                    "/": page("Dock Repository - Home", "<h1>Dock</h1>"),
                },
            )
        ]
    )


async def test_the_title_heuristics_string_is_the_title_without_its_site_name() -> None:
    entry = "http://dock.test/resource/doi:10.8/dock.2h6x4"
    report = await discover(entry, web_fetch(package_web()), "sig_title_plus_ignored")
    assert report.plan.significant == f"Dock Repository - {PACKAGE}"  # as the seed says
    uris = set(report.artifact_uris)
    assert f"{entry}/1" in uris  # its content holds the title without the site name
    assert "http://dock.test/bitstream/handle/10255/dock.355.1/quadrats.csv?sequence=1" in uris


def test_an_index_page_roots_its_directory() -> None:
    def root(entry: str, **kw: object) -> str:
        known = bool(kw.pop("known_host", False))
        ctx = Context(entry, frozenset({entry}), frozenset(), params=kw, known_host=known)
        return artifact_root(ctx)

    assert root("http://s.test/harbour-voices/index") == "s.test/harbour-voices"
    assert (
        root("http://s.test/reports/eag-2022_3197-en/index.html")
        == "s.test/reports/eag-2022_3197-en"
    )
    # a page among its siblings, a portal known by host name, a root given: as they were
    assert root("http://s.test/reports/chapter-3.html") == "s.test/reports/chapter-3.html"
    assert root("http://s.test/book/index", known_host=True) == "s.test/book/index"
    assert root("http://s.test/o/r/tree/index", root_segments=2) == "s.test/o/r"


def book_web() -> VirtualWeb:
    """A Scalar-like book entered at `/voices/index`; each chapter page offers to share
    itself on a social site (other portals: the Externals' hop takes them otherwise)."""

    def share(path: str) -> str:
        return f'<a href="http://social.test/share?u={quote("http://book.test" + path, safe="")}">s</a>'

    return VirtualWeb(
        [
            Site(
                "book.test",
                {
                    "/voices/index": page(
                        "Voices", f'<a href="/voices/cranes">Cranes</a>{share("/voices/index")}'
                    ),
                    "/voices/cranes": page(
                        "Cranes",
                        f'<a href="http://media.test/voices/cranes.png">photo</a>{share("/voices/cranes")}',
                    ),
                    "/events": page("Events", "<h1>Events</h1>"),
                    "/": page("Books", "<h1>Books</h1>"),
                },
            )
        ]
    )


async def test_path_based_from_an_index_page_takes_its_directory_not_share_links() -> None:
    entry = "http://book.test/voices/index"
    report = await discover(entry, web_fetch(book_web()), "path_based_externals")
    uris = set(report.artifact_uris)
    assert {"http://book.test/voices/cranes", "http://media.test/voices/cranes.png"} <= uris
    assert not any(u.startswith("http://social.test/") for u in uris)


RELEASE = "DeepSky Survey Data Release 3 photometric catalogue"


def release_web() -> VirtualWeb:
    """A data release whose files sit on the observatory's mirror, a domain named after it."""
    mirror = "http://dl.deepsky-mirror.test/dr3"
    return VirtualWeb(
        [
            Site(
                "data.deepsky.test",
                {
                    "/releases/dr3": page(
                        f"DeepSky | {RELEASE}",
                        f'<h1>{RELEASE}</h1><a href="/releases/dr3/files">Files</a>',
                    ),
                    "/releases/dr3/files": page(
                        f"DeepSky | Files of {RELEASE}",
                        f'<a href="{mirror}/SHA256SUMS">sums</a><a href="{mirror}/part0.ecsv">0</a>'
                        '<a href="http://dl.elsewhere.test/dr3/part0.ecsv">copy</a>',
                    ),
                    "/events": page("DeepSky | Events", "<h1>Events</h1>"),
                    "/": page("DeepSky | Home", "<h1>DeepSky</h1>"),
                },
            ),
            Site(
                "dl.deepsky-mirror.test",
                {
                    "/dr3/SHA256SUMS": Response.text("ab  part0.ecsv\n"),
                    "/dr3/part0.ecsv": Response.text("# x\n"),
                },
            ),
            Site("dl.elsewhere.test", {"/dr3/part0.ecsv": Response.text("# x\n")}),
        ]
    )


async def test_the_title_heuristics_try_the_portals_own_hosts_named_after_it() -> None:
    entry = "http://data.deepsky.test/releases/dr3"
    report = await discover(entry, web_fetch(release_web()), "sig_filtered_title")
    uris = set(report.artifact_uris)
    assert {
        "http://dl.deepsky-mirror.test/dr3/SHA256SUMS",
        "http://dl.deepsky-mirror.test/dr3/part0.ecsv",
    } <= uris
    assert "http://dl.elsewhere.test/dr3/part0.ecsv" not in uris


STUDY = "Many Labs Style Study of Survey Question Order Effects"


def workspace_web() -> VirtualWeb:
    """A project whose component lists two files: the component's page, titled after the
    project, links back to it and to two pages shaped like the project (`/<guid>/`)."""
    pages = {
        "/t3mz6/": page(f"Bench | {STUDY}", f'<h1>{STUDY}</h1><a href="/t3mz7/">Materials</a>'),
        "/t3mz7/": page(
            f"Bench | {STUDY} / Materials",
            f'<a href="/t3mz6/">{STUDY}</a><a href="/mm5a1/">a.txt</a><a href="/mm5a2/">b.txt</a>',
        ),
        "/events": page("Bench | Events", "<h1>Events</h1>"),
        "/": page("Bench | Home", "<h1>Bench</h1>"),
    }
    for fid in ("mm5a1", "mm5a2"):
        pages[f"/{fid}/"] = page(
            f"Bench | {fid}.txt",
            f'<a href="/t3mz6/">{STUDY}</a><p>Stored in {STUDY}.</p>'
            f'<a href="/download/{fid}/">Download</a>',
        )
        pages[f"/download/{fid}/"] = Response.text(f"# {STUDY}\n")
    return VirtualWeb([Site("bench.test", pages)])


async def test_a_component_titled_after_the_artifact_is_no_listing() -> None:
    report = await discover(
        "http://bench.test/t3mz6/", web_fetch(workspace_web()), "sig_filtered_title"
    )
    uris = set(report.artifact_uris)
    assert {
        "http://bench.test/t3mz7/",
        "http://bench.test/mm5a1/",
        "http://bench.test/mm5a2/",
    } <= uris
    assert "http://bench.test/download/mm5a2/" in uris


def test_an_identifier_with_a_parts_name_beside_it_is_a_part() -> None:
    entry = "http://a.test/meeting/2025/webprogram/Paper52107.html"
    assert names_part("http://a.test/meeting/2025/webprogram/Paper52107_media.html", entry)
    assert names_part("http://a.test/meeting/2025/webprogram/Paper52107_transcript.txt", entry)
    # another paper, another directory, a name going on by words: not parts
    assert not names_part("http://a.test/meeting/2025/webprogram/Paper52108_media.html", entry)
    assert not names_part("http://a.test/meeting/2024/webprogram/Paper52107_media.html", entry)
    assert not names_part("http://f.test/p/tidyflux_extras", "http://f.test/p/tidyflux")


def abstracts_web() -> VirtualWeb:
    base = "/meeting/2025/webprogram"
    title = "Lidar reconstructions of medieval field systems in the Weald"
    return VirtualWeb(
        [
            Site(
                "abstracts.test",
                {
                    f"{base}/Paper52107.html": page(
                        title,
                        f'<h1>{title}</h1><a href="{base}/Paper52107_media.html">Media</a>'
                        f'<a href="{base}/Paper52108.html">Next abstract</a>',
                    ),
                    f"{base}/Paper52107_media.html": page(f"Media: {title}", f"<h1>{title}</h1>"),
                    f"{base}/Paper52108.html": page("Another abstract", "<h1>Another</h1>"),
                    "/events": page("Events", "<h1>Events</h1>"),
                    "/": page("Abstracts", "<h1>Abstracts</h1>"),
                },
            )
        ]
    )


async def test_sig_title_takes_the_records_parts_named_after_its_identifier() -> None:
    entry = "http://abstracts.test/meeting/2025/webprogram/Paper52107.html"
    report = await discover(entry, web_fetch(abstracts_web()), "sig_title")
    uris = set(report.artifact_uris)
    assert "http://abstracts.test/meeting/2025/webprogram/Paper52107_media.html" in uris
    assert "http://abstracts.test/meeting/2025/webprogram/Paper52108.html" not in uris
