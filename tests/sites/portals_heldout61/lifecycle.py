"""Records after their publication: a repository showing tombstones for withdrawn records,
and a dataset repository whose records moved to a successor host that forwards the old URLs.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, binary, resolver, text, ul

# --- DOI tombstone of a withdrawn record (the landing page is all that is left) -------------

SALLOW_DOI = "dx.verdigrisdoi.hx61.example"
SALLOW = Chrome(
    "archive.sallowrepo.hx61.example",
    "Sallow Open Archive",
    [("/browse", "Browse"), ("/collections", "Collections"), ("/deposit", "Deposit")],
    title_format="{name} – {title}",
    home_main="<h1>Sallow Open Archive</h1><p>Open access to the university's research.</p>",
    cdn="cdn.sallowstatic.hx61.example",
)


def _tombstone(rid: str, doi: str, title: str, reason: str, successor: str = "") -> str:
    succ = (
        f"<p>This work is superseded by {a(successor, 'a corrected record')}.</p>"
        if successor
        else ""
    )
    main = (
        f'<div class="tombstone"><h1>Record withdrawn</h1><p class="was">{escape(title)}</p>'
        f"<p>The record with identifier <code>{escape(doi)}</code> has been withdrawn. "
        f"Reason: {escape(reason)}</p>{succ}<p>Citation of the withdrawn record is kept "
        "for the scholarly record; its files are no longer available.</p></div>"
    )
    return SALLOW.page("Withdrawn record", main, share=SALLOW.url(f"/records/{rid}"))


def _sallow_sites() -> list[Site]:
    pages = {
        "/records/5521": _tombstone(
            "5521",
            "10.70114/sallow.5521",
            "Interview transcripts, harbour workers 1961-1975",
            "removed at the depositor's request (duplicate upload).",
        ),
        "/doi/10.70114/sallow.6630": Response.redirect(SALLOW.url("/records/6630"), 301),
        "/records/6630": _tombstone(
            "6630",
            "10.70114/sallow.6630",
            "Clinic waiting-time survey, 2022",
            "withdrawn for a data-protection issue.",
            "/records/6631",
        ),
        "/records/6631": SALLOW.page(
            "Clinic waiting-time survey, 2022 (corrected)",
            "<h1>Clinic waiting-time survey, 2022 (corrected)</h1>"
            f"<p>{a('/records/6631/files/survey.csv', 'survey.csv')}</p>",
        ),
        "/records/6631/files/survey.csv": text("clinic,weeks\nA,4\n", "text/csv"),
    }
    doi = resolver(
        SALLOW_DOI,
        "Verdigris DOI proxy",
        {
            "/10.70114/sallow.5521": SALLOW.url("/records/5521"),
            "/10.70114/sallow.6630": SALLOW.url("/doi/10.70114/sallow.6630"),
        },
        {
            "/10.70114/sallow.6630": {
                "title": "Clinic waiting-time survey, 2022",
                "note": "withdrawn",
            }
        },
    )
    return [*SALLOW.sites(pages), doi]


# --- dataset moved to a successor repository (old URLs forward; Dryad-like successor) -------

KESTREL_DOI = "doi.marlinpid.hx61.example"
OLD_KESTREL = "datashare.oldkestrel.hx61.example"
KESTREL = Chrome(
    "data.newkestrel.hx61.example",
    "Kestrel Data Repository",
    [
        ("/stash/search", "Explore data"),
        ("/stash/submit", "Submit data"),
        ("/stash/about", "About"),
    ],
    footer=[
        ("/stash/terms", "Terms of service"),
        ("/stash/privacy", "Privacy"),
        ("/stash/accessibility", "Accessibility"),
    ],
    title_format="{title}",
    home_title="Kestrel Data Repository",
    home_main=(
        "<h1>Kestrel Data Repository</h1><p>Formerly Kestrel Data Share.</p><h2>Recently published</h2>"
        + ul(
            [
                (
                    "/stash/dataset/doi:10.71305/kd.3120",
                    "Data from: Owl pellets across a rainfall gradient",
                ),
                ("/stash/dataset/doi:10.71305/kd.3987", "Data from: Hedgerow age and bat activity"),
            ]
        )
    ),
    login="/stash/sessions/choose_login",
    cdn="cdn.kestrelassets.hx61.example",
)


def _kestrel_dataset(
    kid: str, title: str, files: list[tuple[str, str]], version_of: str = ""
) -> dict[str, PageValue]:
    base = f"/stash/dataset/doi:10.71305/kd.{kid}"
    rows = ul([(f"/stash/downloads/file_stream/{fid}", name) for fid, name in files])
    hist = f"<p>{a(base + '/versions', 'Version history')}</p>" if version_of else ""
    main = (
        f"<h1>{escape(title)}</h1><p>Cite: Ferrow, A. (2024). {escape(title)}. "
        f"Kestrel Data Repository. doi:10.71305/kd.{kid}</p><h2>Files</h2>{rows}"
        f"<p>{a(f'/stash/downloads/download_resource/{kid}', 'Download full dataset')}</p>"
        f"<p>{a(base + '/metrics', 'Usage metrics')}</p>{hist}"
    )
    aside = "<h3>Similar datasets</h3>" + ul(
        [
            (
                "/stash/dataset/doi:10.71305/kd.3120",
                "Data from: Owl pellets across a rainfall gradient",
            )
        ]
    )
    pages: dict[str, PageValue] = {
        base: KESTREL.page(title, main, aside=aside),
        base + "/metrics": KESTREL.page(
            title, f"<h1>Usage of {escape(title)}</h1><p>331 downloads</p>"
        ),
        f"/stash/downloads/download_resource/{kid}": binary("zip" + kid),
    }
    for fid, name in files:
        pages[f"/stash/downloads/file_stream/{fid}"] = binary(name + fid)
    return pages


def _kestrel_sites() -> list[Site]:
    ta = "Data from: Nest-site fidelity of Eurasian kestrels in farmland mosaics"
    tb = "Data from: Vole cycles and kestrel brood size over two decades"
    pages = _kestrel_dataset("4471", ta, [("90211", "nests.csv"), ("90212", "README.md")])
    pb = _kestrel_dataset(
        "5208",
        tb,
        [
            ("91550", "broods.csv"),
            ("91551", "voles.csv"),
            ("91552", "sites.kml"),
            ("91553", "README.md"),
        ],
        version_of="5208",
    )
    pages.update(pb)
    pages.update(_kestrel_dataset("5208.2", tb + " (version 1)", [("88004", "broods_v1.csv")]))
    vb = "/stash/dataset/doi:10.71305/kd.5208/versions"
    pages[vb] = KESTREL.page(
        tb,
        f"<h1>Versions of {escape(tb)}</h1>"
        + ul([("/stash/dataset/doi:10.71305/kd.5208.2", "Version 1, 2022-06-01")]),
    )
    for kid, t in (
        ("3120", "Data from: Owl pellets across a rainfall gradient"),
        ("3987", "Data from: Hedgerow age and bat activity"),
    ):
        pages[f"/stash/dataset/doi:10.71305/kd.{kid}"] = KESTREL.page(t, f"<h1>{escape(t)}</h1>")
    old = Site(OLD_KESTREL)
    old.add(
        "/",
        "<!DOCTYPE html><html><head><title>Kestrel Data Share has moved</title></head><body>"
        "<h1>We have moved</h1><p>Kestrel Data Share is now "
        f'<a href="{KESTREL.url("/")}">Kestrel Data Repository</a>. Old record addresses forward '
        "automatically.</p></body></html>",
    )
    for kid in ("4471", "5208"):
        old.add(
            f"/resource/10.71305/kd.{kid}",
            Response.redirect(KESTREL.url(f"/stash/dataset/doi:10.71305/kd.{kid}"), 301),
        )
    doi = resolver(
        KESTREL_DOI,
        "Marlin PID service",
        {"/10.71305/kd.5208": f"http://{OLD_KESTREL}/resource/10.71305/kd.5208"},
    )
    return [*KESTREL.sites(pages), old, doi]


def _kestrel_truth(kid: str, fids: list[str]) -> set[str]:
    base = KESTREL.url(f"/stash/dataset/doi:10.71305/kd.{kid}")
    return {base, base + "/metrics", KESTREL.url(f"/stash/downloads/download_resource/{kid}")} | {
        KESTREL.url(f"/stash/downloads/file_stream/{f}") for f in fids
    }


CASES: list[Case] = [
    # A tombstone is a Single Artifact URI: nothing of the withdrawn record but the page
    # itself remains, so the seed's Single Page applies.
    case(
        "sallow-tombstone",
        "DOI tombstone of a withdrawn record (duplicate removed)",
        "Single Artifact URI",
        "single_page",
        f"http://{SALLOW_DOI}/10.70114/sallow.5521",
        {SALLOW.url("/records/5521")},
        _sallow_sites,
        landing=SALLOW.url("/records/5521"),
    ),
    # Harder: two redirects and a link to the superseding record, another artifact.
    case(
        "sallow-superseded",
        "DOI tombstone of a withdrawn record (superseded, via alias)",
        "Single Artifact URI",
        "single_page",
        f"http://{SALLOW_DOI}/10.70114/sallow.6630",
        {SALLOW.url("/records/6630")},
        _sallow_sites,
        others={SALLOW.url("/records/6631")},
        landing=SALLOW.url("/records/6630"),
    ),
    # Dryad in the seed: the "Data from: ..." title is in every metadata page but not in the
    # files, so Significant String from Title+ with Ignored URIs.  The old host forwards.
    case(
        "kestrel-moved",
        "moved dataset with forwarding redirect (old repository URL)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{OLD_KESTREL}/resource/10.71305/kd.4471",
        _kestrel_truth("4471", ["90211", "90212"]),
        _kestrel_sites,
        others={KESTREL.url("/stash/dataset/doi:10.71305/kd.3120")},
        landing=KESTREL.url("/stash/dataset/doi:10.71305/kd.4471"),
    ),
    # Harder: DOI -> old host -> new host, four files, a version history page and the
    # previous version (its pages carry the title too) with its own file.
    case(
        "kestrel-moved-versions",
        "moved dataset with forwarding redirect (DOI, two hops, versions)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{KESTREL_DOI}/10.71305/kd.5208",
        _kestrel_truth("5208", ["91550", "91551", "91552", "91553"])
        | _kestrel_truth("5208.2", ["88004"])
        | {KESTREL.url("/stash/dataset/doi:10.71305/kd.5208/versions")},
        _kestrel_sites,
        others={KESTREL.url("/stash/dataset/doi:10.71305/kd.3120")},
        landing=KESTREL.url("/stash/dataset/doi:10.71305/kd.5208"),
    ),
]
