"""Portals whose artifact URIs share an identifier rather than a path: a natural history
museum's GBIF IPT 3 and a university's Opencast 15 (Paella 7 player, media on a
distribution host).

IPT: ``/resource?r=<short>``, ``/archive.do?r=<short>`` (Darwin Core Archive),
``/eml.do?r=<short>``, ``/rtf.do?r=<short>``, versions ``&v=<n.m>``.  Opencast:
``/paella7/ui/watch.html?id=<uuid>``, ``/search/episode.json?id=<uuid>``, media
``http://<dist>/static/mh_default_org/engage-player/<uuid>/<track>/<file>``.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import CC0, CC_BY, a, binary, text_file, zip_file

VANDEL = Portal(
    host="ipt.museum-vandel.hx12.example",
    name="Vandel Natural History Museum IPT",
    menu=[
        ("/", "Home"),
        ("/about.do", "About"),
        ("/manage/", "Manage resources"),
        ("/admin/", "Administration"),
    ],
    footer=[
        ("http://gbif.test/ipt", "Powered by the GBIF Integrated Publishing Toolkit"),
        ("/rss.do", "RSS"),
        ("/inventory/dataset", "Inventory"),
    ],
    title_format="{title}",
    home_title="Vandel Natural History Museum IPT",
)


@dataclass(frozen=True)
class IptResource:
    short: str
    title: str
    version: str
    older: tuple[str, ...]
    kind: str
    gbif_key: str


def _ipt_pages(r: IptResource) -> dict[str, PageValue]:
    p = VANDEL
    q = f"r={r.short}"
    vers = "".join(
        f"<tr><td>{a(f'/resource?{q}&v={v}', v)}</td><td>{a(f'/archive.do?{q}&v={v}', 'DwC-A')}</td></tr>"
        for v in r.older
    )
    main = f"""<div id="resource-header"><h1 property="dc:title">{r.title}</h1>
<p>Latest version published by Vandel Natural History Museum on 12 May 2025</p>
<ul class="downloads"><li>{a(f"/archive.do?{q}", "Darwin Core Archive (zip)")}</li><li>{a(f"/eml.do?{q}", "Metadata as EML")}</li><li>{a(f"/rtf.do?{q}", "Metadata as RTF")}</li></ul></div>
<section id="dataDescription"><h2>Data Records</h2><p>The data in this {r.kind} resource has been published as a Darwin Core Archive (DwC-A).</p></section>
<section id="versions"><h2>Versions</h2><table><tr><td>{r.version} (this version)</td></tr>{vers}</table></section>
<section id="rights"><h2>Rights</h2><p>{a(CC_BY if r.kind == "occurrence" else CC0, "licence")}</p></section>
<section id="gbif"><h2>GBIF Registration</h2><p>{a(f"http://www.gbif.test/dataset/{r.gbif_key}", "View on GBIF.org")}</p></section>
<section id="contacts"><p>{a("http://www.museum-vandel.hx12.example/staff/botany", "Botany department")}</p></section>"""
    pages: dict[str, PageValue] = {f"/resource?{q}": p.page(r.title, main)}
    pages[f"/archive.do?{q}"] = zip_file(["occurrence.txt", "meta.xml", "eml.xml"])
    pages[f"/eml.do?{q}"] = text_file(
        f"<eml:eml><dataset><title>{r.title}</title></dataset></eml:eml>", "text/xml"
    )
    pages[f"/rtf.do?{q}"] = text_file("{\\rtf1 " + r.title + "}", "application/rtf")
    for v in r.older:
        pages[f"/resource?{q}&v={v}"] = p.page(
            r.title,
            f"<h1>{r.title}</h1><p>Version {v}. {a(f'/resource?{q}', 'Latest version')}</p>",
        )
        pages[f"/archive.do?{q}&v={v}"] = zip_file(["occurrence.txt", "meta.xml"])
    return pages


HERBARIUM = IptResource(
    "vandel_herbarium_vascular",
    "Vandel Herbarium: vascular plant specimens",
    "2.7",
    ("2.6", "2.5"),
    "occurrence",
    "4f1c2b7e-90aa-4d2e-b1c3-5a6d7e8f9012",
)
MOTHS = IptResource(
    "vandel_light_trap_2015_2024",
    "Light-trap moth monitoring at Vandel heath, 2015-2024",
    "1.3",
    ("1.2",),
    "sampling event",
    "9a8b7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d",
)


def vandel_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r in (HERBARIUM, MOTHS):
        pages.update(_ipt_pages(r))
    return [VANDEL.site(pages)]


def _ipt_truth(r: IptResource) -> frozenset[str]:
    q = f"r={r.short}"
    return frozenset(
        VANDEL.url(u)
        for u in (f"/resource?{q}", f"/archive.do?{q}", f"/eml.do?{q}", f"/rtf.do?{q}")
    )


def _ipt_others(r: IptResource) -> frozenset[str]:
    return frozenset(VANDEL.url(f"/resource?r={r.short}&v={v}") for v in r.older)


# --- Opencast -------------------------------------------------------------------------------

ANSLEY = Portal(
    host="video.univ-ansley.hx12.example",
    name="Ansley Lecture Recordings",
    menu=[
        ("/engage/ui/index.html", "All recordings"),
        ("/engage/ui/index.html?q=", "Search"),
        ("/admin-ng/index.html", "Admin"),
    ],
    footer=[
        ("http://opencast.test/", "Opencast"),
        ("http://www.univ-ansley.hx12.example/privacy", "Privacy"),
    ],
    title_format="{title} | Ansley Lecture Recordings",
    home_title="Ansley Lecture Recordings",
)
ANSLEY_DIST = "distribution.univ-ansley-media.hx12.example"


@dataclass(frozen=True)
class Episode:
    uuid: str
    title: str
    series: tuple[str, str]
    tracks: tuple[tuple[str, str, str], ...]  # (track uuid, file, mime)
    next_in_series: tuple[tuple[str, str], ...] = ()

    def media(self, track: str, name: str) -> str:
        return (
            f"http://{ANSLEY_DIST}/static/mh_default_org/engage-player/{self.uuid}/{track}/{name}"
        )


def _episode_pages(e: Episode) -> dict[str, PageValue]:
    p = ANSLEY
    downloads = "".join(f"<li>{a(e.media(t, n), n)}</li>" for t, n, _ in e.tracks)
    series = "".join(
        f"<li>{a(f'/paella7/ui/watch.html?id={u}', t)}</li>" for u, t in e.next_in_series
    )
    video = next(e.media(t, n) for t, n, m in e.tracks if m.startswith("video"))
    main = f"""<div id="player-container"><video src="{video}" controls></video></div>
<h1>{e.title}</h1><p>Series: {a(f"/engage/ui/index.html?epFrom={e.series[0]}", e.series[1])}</p>
<div class="downloads"><h2>Downloads</h2><ul>{downloads}</ul></div>
<p>{a(f"/search/episode.json?id={e.uuid}", "Episode metadata (JSON)")}</p>
<h2>More from this series</h2><ul>{series}</ul>"""
    pages: dict[str, PageValue] = {
        f"/paella7/ui/watch.html?id={e.uuid}": p.page(
            e.title, main, head='<meta name="generator" content="Paella Player 7">'
        )
    }
    pages[f"/search/episode.json?id={e.uuid}"] = text_file(
        f'{{"result": [{{"id": "{e.uuid}", "dcTitle": "{e.title}"}}]}}', "application/json"
    )
    return pages


LECTURE = Episode(
    uuid="3e9a1f52-7b0c-4d8e-a6f3-21c4b5d6e7f8",
    title="Lecture 7: Bayesian hierarchical models for ecological count data",
    series=("b1c2d3e4-aaaa-4bbb-8ccc-ddddeeeeffff", "STAT-4420 Applied Bayesian Modelling (2025)"),
    tracks=(
        ("a0000001-1111-4222-8333-444455556666", "presenter.mp4", "video/mp4"),
        ("a0000002-1111-4222-8333-444455556666", "presentation.mp4", "video/mp4"),
        ("a0000003-1111-4222-8333-444455556666", "captions_en.vtt", "text/vtt"),
        ("a0000004-1111-4222-8333-444455556666", "slides.pdf", "application/pdf"),
    ),
    next_in_series=(
        (
            "5c7d9e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f",
            "Lecture 8: Model checking and posterior predictive checks",
        ),
    ),
)
LECTURE8 = Episode(
    uuid="5c7d9e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f",
    title="Lecture 8: Model checking and posterior predictive checks",
    series=LECTURE.series,
    tracks=(("a0000011-1111-4222-8333-444455556666", "presenter.mp4", "video/mp4"),),
    next_in_series=(("3e9a1f52-7b0c-4d8e-a6f3-21c4b5d6e7f8", LECTURE.title),),
)
SEMINAR = Episode(
    uuid="d41f0e6a-93b2-4c17-8e5d-0a9b8c7d6e5f",
    title="Research seminar: Sediment DNA as an archive of lake biodiversity",
    series=("c9d8e7f6-1111-4222-8333-aaaabbbbcccc", "Ansley Environmental Science Seminar Series"),
    tracks=(
        ("b0000001-1111-4222-8333-444455556666", "composite_1080p.mp4", "video/mp4"),
        ("b0000002-1111-4222-8333-444455556666", "composite_480p.mp4", "video/mp4"),
        ("b0000003-1111-4222-8333-444455556666", "audio.m4a", "audio/mp4"),
    ),
)


def ansley_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dist = Site(ANSLEY_DIST)
    for e in (LECTURE, LECTURE8, SEMINAR):
        pages.update(_episode_pages(e))
        for t, n, m in e.tracks:
            dist.add(
                e.media(t, n)[len(f"http://{ANSLEY_DIST}") :],
                text_file("WEBVTT\n", m) if m == "text/vtt" else binary(m, 120),
            )
    return [ANSLEY.site(pages), dist]


def _episode_truth(e: Episode) -> frozenset[str]:
    uris = {
        ANSLEY.url(f"/paella7/ui/watch.html?id={e.uuid}"),
        ANSLEY.url(f"/search/episode.json?id={e.uuid}"),
    }
    return frozenset(uris | {e.media(t, n) for t, n, _ in e.tracks})


CASES = [
    # GBIF's row: Significant String from URI — the resource's short name is in every
    # artifact URI (resource page, DwC-A, EML, RTF).  Truth is the current version: the older
    # versions' pages and archives (which carry the short name too) are earlier snapshots,
    # recorded as others; the GBIF.org registration page is elsewhere.
    Case(
        name="ipt-herbarium-occurrences",
        imitates="GBIF IPT 3 (museum)",
        artifact_class="dataset",
        expected="sig_uri",
        entry=VANDEL.url(f"/resource?r={HERBARIUM.short}"),
        truth=_ipt_truth(HERBARIUM),
        build=vandel_sites,
        others=_ipt_others(HERBARIUM),
    ),
    Case(
        name="ipt-moth-sampling-events",
        imitates="GBIF IPT 3 (museum)",
        artifact_class="dataset",
        expected="sig_uri",
        entry=VANDEL.url(f"/resource?r={MOTHS.short}"),
        truth=_ipt_truth(MOTHS),
        build=vandel_sites,
        others=_ipt_others(MOTHS),
    ),
    # Opencast: every URI of the recording (player page, episode JSON, media tracks,
    # captions, slides on the distribution host) carries the episode UUID and nothing else
    # ties them: no common path, another host.  Nearest seed row: GBIF, Significant String
    # from URI (JoVE's Single Page+ would also take series and search links).  The next
    # lecture of the series is another artifact.
    Case(
        name="opencast-lecture-recording",
        imitates="Opencast 15 (lecture capture)",
        artifact_class="video",
        expected="sig_uri",
        entry=ANSLEY.url(f"/paella7/ui/watch.html?id={LECTURE.uuid}"),
        truth=_episode_truth(LECTURE),
        build=ansley_sites,
        others=frozenset({ANSLEY.url(f"/paella7/ui/watch.html?id={LECTURE8.uuid}")}),
    ),
    Case(
        name="opencast-seminar",
        imitates="Opencast 15 (lecture capture)",
        artifact_class="video",
        expected="sig_uri",
        entry=ANSLEY.url(f"/paella7/ui/watch.html?id={SEMINAR.uuid}"),
        truth=_episode_truth(SEMINAR),
        build=ansley_sites,
    ),
]
