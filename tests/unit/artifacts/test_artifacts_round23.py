"""Round 23 (inf23): records shaped like the entry do not weigh against its identifier in
rule 3's share (idshare.py); a record whose directory is named by its identifier and whose
title holders carry it gives way to the identifier when it links the site's listings
filtered by it (filtered.py); files featured beside the entry on the homepage; a
preprint's version views.  (Round 23's service guard read on the page and its identifier
over the path rule were taken out after blind grading: docs/artifacts.md.)"""

from __future__ import annotations

from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.filtered import filtered_listings
from keepnet.artifacts.idshare import kin_aside
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals.inproc import web_fetch

OID = "e94b2d60-7a3f-4c18-b5e0-3d6f1a8c2e97"
ENTRY = f"http://archive.sky.test/observation/{OID}"


def page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{title}</title></head><body>"
        f'<a href="/">Home</a><a href="/search">Search</a>{body}</body></html>'
    )


def archive(neighbours: int) -> VirtualWeb:
    """An observation keyed by its identifier: its products listing (paginated, listing the
    files under the identifier on an API host), sky map, manifest, provenance and preview, two pages of the
    archive (instrument, proposal), and `neighbours` other observations."""
    api = f"http://api.sky.test/v2/observations/{OID}"
    others = [f"/observation/0b6c1f2e-93d8-4a57-8e41-7c25d9a0f6{i:02d}" for i in range(neighbours)]
    links = [
        "/instruments/slx",
        "/proposals/2026A-004",
        f"/products?observation={OID}",
        f"/sky-map?observation={OID}",
        f"{api}/manifest.json",
        f"{api}/provenance.xml",
        f"http://previews.sky.test/q/{OID}/quicklook.png",
        *others,
    ]
    body = "".join(f'<a href="{u}">{u}</a>' for u in links)
    title = "Observation of SN 2026abc"
    pages: dict[str, str] = {
        "/": page("Sky Archive", "<h1>Sky Archive</h1>"),
        "/search": page("Search | Sky Archive", "<h1>Search</h1>"),
        f"/observation/{OID}": page(f"{title} | Sky Archive", f"<h1>{title}</h1>{body}"),
        "/instruments/slx": page("SLX | Sky Archive", "<h1>SLX spectrograph</h1>"),
        "/proposals/2026A-004": page(
            "2026A-004 | Sky Archive", f"<h1>Proposal</h1><p>Observations: {title}</p>"
        ),
    }
    for n in (1, 2):
        query = f"/products?observation={OID}" + (f"&page={n}" if n > 1 else "")
        files = "".join(f'<a href="{api}/files/spec_{n}{i}.fits">f</a>' for i in range(3))
        nxt = f'<a href="/products?observation={OID}&page={n + 1}">next</a>' if n < 2 else ""
        pages[query] = page("Data products | Sky Archive", files + nxt)
    pages[f"/sky-map?observation={OID}"] = page("Sky map | Sky Archive", "<h1>Map</h1>")
    for o in others:
        pages[o] = page("Observation of M 31 | Sky Archive", "<h1>M 31</h1>")
    api_files = {f"/v2/observations/{OID}/{f}": "{}" for f in ("manifest.json", "provenance.xml")}
    for n in (1, 2):
        for i in range(3):
            api_files[f"/v2/observations/{OID}/files/spec_{n}{i}.fits"] = "SIMPLE"
    return VirtualWeb(
        [
            Site("archive.sky.test", pages),
            Site("api.sky.test", api_files),
            Site("previews.sky.test", {f"/q/{OID}/quicklook.png": "png"}),
        ]
    )


async def test_neighbouring_records_do_not_outweigh_the_identifier() -> None:
    # five carriers among seven links (71%, the homepage's link counted); the two
    # neighbouring observations would bring it to 56% and the single hop would lose the second page of
    # products and every file it lists
    plan = await plan_boundary(ENTRY, web_fetch(archive(2)))
    assert plan.source == "inference"
    assert plan.heuristic == "sig_uri"


async def test_without_neighbours_the_identifier_decided_already() -> None:
    plan = await plan_boundary(ENTRY, web_fetch(archive(0)))
    assert plan.heuristic == "sig_uri"


def test_kin_aside_only_without_structure_of_its_own() -> None:
    sib = "http://h.test/observation/0b6c1f2e-93d8-4a57-8e41-7c25d9a0f613"
    counted = [sib, f"http://h.test/products?observation={OID}"]
    entry = f"http://h.test/observation/{OID}"
    assert kin_aside(entry, counted, [sib], [counted[1]], []) == [sib]
    # a part found outside the path, or a link below it: the shaped-alike may be components
    assert kin_aside(entry, counted, [sib], [counted[1]], ["http://h.test/x9k2m/"]) == []
    below = [*counted, f"{entry}/files"]
    assert kin_aside(entry, below, [sib], [counted[1]], []) == []


DKEY = "d91e04b7-58a3-4f26-8c0d-7b3e9a12f5e8"


def test_filtered_listings_need_the_identifier_to_name_the_root() -> None:
    entry = f"http://h.test/dataset/{DKEY}"
    search = f"http://h.test/occurrence/search?dataset_key={DKEY}"
    params = {"root": f"h.test/dataset/{DKEY}"}
    assert filtered_listings(entry, [search], params) == [search]
    # a root above the identifier (the whole section) does not carry it
    assert filtered_listings(entry, [search], {"root": "h.test/dataset"}) == []
    # nor does a file the entry links on the path's other host without the identifier
    ext = {**params, "externals": ["cdn.h.test"]}
    assert filtered_listings(entry, [search, "http://cdn.h.test/all.zip"], ext) == []


RKEY = "5d0c9e6a-2f41-4b7e-9a13-6e2f0b8c4d71"


def recording(holder_elsewhere: bool) -> VirtualWeb:
    """A recording whose one tab below its path (holding its title) leads on to its stream,
    with the site's search filtered by its key and an API document; when
    `holder_elsewhere`, a liner-notes page outside the path holds the title too."""
    title = "Field recording: bell ringers of Santiago"
    entry = f"/recording/{RKEY}"
    links = [
        f"{entry}/listen",
        f"/search?recordingKey={RKEY}",
        f"http://api.sounds.test/v1/recording/{RKEY}/document",
        "/collections/iberia",
        *(["/notes/7741"] if holder_elsewhere else []),
    ]
    body = "".join(f'<a href="{u}">{u}</a>' for u in links)
    pages = {
        "/": page("Sound archive", "<h1>Sound archive</h1>"),
        "/search": page("Search | Sound archive", "<h1>Search</h1>"),
        entry: page(f"{title} | Sound archive", f"<h1>{title}</h1>{body}"),
        f"{entry}/listen": page(
            f"Listen: {title} | Sound archive",
            f'<h1>{title}</h1><a href="{entry}/stream.mp3">s</a>',
        ),
        f"/search?recordingKey={RKEY}": page("Search | Sound archive", '<a href="/item/9">9</a>'),
        "/collections/iberia": page("Iberia | Sound archive", "<h1>Iberia</h1>"),
        "/notes/7741": page("Liner notes | Sound archive", f"<p>{title}</p><a href='/n/2'>n</a>"),
    }
    files = {f"/v1/recording/{RKEY}/document": "<doc/>"}
    return VirtualWeb(
        [
            Site("sounds.test", {**pages, f"{entry}/stream.mp3": "ID3"}),
            Site("api.sounds.test", files),
        ]
    )


async def test_a_listing_filtered_by_the_identifier_over_the_title() -> None:
    entry = f"http://sounds.test/recording/{RKEY}"
    plan = await plan_boundary(entry, web_fetch(recording(holder_elsewhere=False)))
    assert plan.source == "inference"
    assert (plan.heuristic, plan.significant) == ("sig_uri", RKEY)
    # a page holding the title without the identifier: the identifier would lose it
    plan = await plan_boundary(entry, web_fetch(recording(holder_elsewhere=True)))
    assert plan.heuristic.startswith("sig_") and plan.heuristic != "sig_uri"


def exhibit(featured: bool, logo_on_404: bool = False) -> VirtualWeb:
    """A static collection site whose homepage lists items with their files (`featured`:
    the entry among them); the 404 page is bare unless `logo_on_404`."""
    files = [f"/files/original/0412-letter-p{i}.jpg" for i in (1, 2)]
    links = "".join(f'<a href="{u}">{u}</a>' for u in files)
    listed = (f'<a href="/items/item-0412.html">Letter</a>{links}' if featured else "") + (
        '<a href="/items/item-0415.html">Interview</a><a href="/files/original/0415.mp3">a</a>'
    )
    notfound = '<a href="/files/original/0412-letter-p1.jpg">logo</a>' if logo_on_404 else ""
    pages = {
        "/": page("Museum collection", f"<h1>Collection</h1>{listed}"),
        "/items/item-0412.html": page(
            "Letter from Agnes, 1917 — Museum", f"<h1>Letter</h1>{links}"
        ),
        "/keepnet-404": page("Not found", notfound),
        **{u: "JPEG" for u in files},
    }
    return VirtualWeb([Site("archive.museum.test", pages)])


async def test_files_shown_beside_the_featured_entry_are_not_chrome() -> None:
    entry = "http://archive.museum.test/items/item-0412.html"
    plan = await plan_boundary(entry, web_fetch(exhibit(featured=True)))
    assert plan.heuristic.startswith("single_page_plus")
    # the homepage lists other items' files only: the entry's files were never chrome
    plan = await plan_boundary(entry, web_fetch(exhibit(featured=False)))
    assert plan.heuristic.startswith("single_page_plus")


async def test_featured_files_need_the_homepage_to_feature_the_entry() -> None:
    from keepnet.artifacts.ignored import featured_files
    from keepnet.artifacts.loader import load

    entry_url = "http://archive.museum.test/items/item-0412.html"
    for featured, logo, expected in ((True, False, 2), (False, False, 0), (True, True, 1)):
        fetch = web_fetch(exhibit(featured, logo))
        entry = await load(fetch, entry_url)
        home = await load(fetch, "http://archive.museum.test/")
        bad = await load(fetch, "http://archive.museum.test/keepnet-404")
        assert len(featured_files(entry, home, bad)) == expected


def test_version_views_are_the_record_again() -> None:
    from keepnet.artifacts.versions import version_views

    entry = "http://rx.test/content/10.5/2024.03.11.2430v2"
    links = [
        "http://rx.test/content/10.5/2024.03.11.2430v1",
        "http://rx.test/content/10.5/2024.03.11.2430v1.full",
        "http://rx.test/content/10.5/2024.03.11.2430v1.full.pdf",
        "http://rx.test/content/10.5/2024.03.11.2431v1.full",  # another preprint
        "http://rx.test/collection/nephrology",
    ]
    assert version_views(entry, links) == links[:3]


def preprint() -> VirtualWeb:
    """A preprint's second version linking its own views, its first version and a subject
    collection; the first version's page links its own views, all titled alike."""
    title = "Kidney outcomes after paediatric cardiac surgery"
    doi = "/content/10.58101/2024.03.11.24304112"
    views = (".full", ".full.pdf", ".supplementary-material")
    own = "".join(f'<a href="{doi}v2{v}">{v}</a>' for v in views)
    pages = {
        "/": page("medRx", "<h1>medRx</h1>"),
        "/search": page("Search | medRx", "<h1>Search</h1>"),
        f"{doi}v2": page(
            f"{title} | medRx",
            f'<h1>{title}</h1>{own}<a href="{doi}v1">v1</a><a href="/collection/renal">Renal</a>',
        ),
        f"{doi}v1": page(
            f"{title} | medRx",
            f"<h1>{title}</h1>" + "".join(f'<a href="{doi}v1{v}">{v}</a>' for v in views),
        ),
        "/collection/renal": page("Renal | medRx", "<h1>Renal</h1>"),
    }
    for n in (1, 2):
        for v in views:
            body = f"<h1>{title}</h1>" if not v.endswith("pdf") else ""
            pages[f"{doi}v{n}{v}"] = page(f"{title} | medRx", body) if body else "%PDF"
    return VirtualWeb([Site("rx.test", pages)])


async def test_versions_leading_on_to_their_own_views_are_not_the_title_s_lead() -> None:
    plan = await plan_boundary(
        "http://rx.test/content/10.58101/2024.03.11.24304112v2", web_fetch(preprint())
    )
    assert plan.source == "inference"
    assert plan.heuristic.startswith("single_page_plus")


def test_the_record_on_another_host_of_the_domain_is_kept_by_the_identifier() -> None:
    entry = "http://www.docks.test/docket/66120473/acme-v-borealis/"
    params = {"root": "www.docks.test/docket/66120473"}
    api = "http://api.docks.test/api/rest/v4/dockets/66120473/"
    other = "http://api.docks.test/api/rest/v4/dockets/"
    assert filtered_listings(entry, [api, other], params) == [api]
    # on another registered domain it is another portal's page, not this record's
    elsewhere = "http://mirror.test/dockets/66120473/"
    assert filtered_listings(entry, [elsewhere], params) == []
