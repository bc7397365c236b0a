"""Telescope-side portals of heldout77: a proposal abstract archive and an observation
archive whose observation id runs through every URI of an observation (pages, product
search, preview host, API host).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, file_host, text, ul

# --- telescope proposal archive (abstract pages): single_page ----------------------------

PROP = Chrome(
    "proposals.obsplan.hx77.example",
    "ObsPlan Proposal Archive",
    [
        ("/cycles", "Cycles"),
        ("/approved", "Approved programmes"),
        ("/calls", "Calls for proposals"),
        ("/tac", "Time allocation"),
    ],
    [("/privacy", "Privacy"), ("/accessibility", "Accessibility"), ("/helpdesk", "Helpdesk")],
    title_fmt="{t} - {name}",
    extra_chrome=("/people/pi/4471", "/people/pi/5120", "/cycles/3", "/cycles/4"),
)


def prop_site() -> list[Site]:
    pages: dict[str, object] = {}
    pages["/proposal/3/3318"] = PROP.page(
        "Proposal 3318",
        (
            "<h1>3318: Cold gas in quiescent galaxies at cosmic noon</h1>"
            '<dl><dt>PI</dt><dd><a href="/people/pi/4471">R. Okafor</a></dd><dt>Cycle</dt>'
            '<dd><a href="/cycles/3">3</a></dd><dt>Hours</dt><dd>21.4</dd></dl>'
            "<h2>Abstract</h2><p>We propose deep spectroscopy of ...</p>"
        ),
        share=PROP.url("/proposal/3/3318"),
    )
    pages["/proposal/4/4102"] = PROP.page(
        "Proposal 4102",
        (
            "<h1>4102: Time-domain monitoring of accreting white dwarfs</h1>"
            '<dl><dt>PI</dt><dd><a href="/people/pi/5120">J. Lindqvist</a></dd><dt>Cycle</dt>'
            '<dd><a href="/cycles/4">4</a></dd><dt>Type</dt><dd>Long-term, 3 cycles</dd></dl>'
            "<h2>Abstract</h2><p>We request coordinated monitoring ...</p>"
            '<p>Continuation of <a href="/proposal/2/2207">proposal 2207</a>; coordinated with '
            '<a href="/proposal/4/4135">4135</a>.</p>'
            '<p><a href="/approved?cycle=4&amp;category=stellar">Other stellar programmes</a> · '
            '<a href="/proposal/4/4102?format=print">Printable view</a></p>'
        ),
        aside=ul([("/calls", "Current call"), ("/tac", "How proposals are ranked")]),
        share=PROP.url("/proposal/4/4102"),
    )
    for p, t in (("/proposal/2/2207", "2207"), ("/proposal/4/4135", "4135")):
        pages[p] = PROP.page(f"Proposal {t}", f"<h1>{t}</h1>")
    return [PROP.site(pages)]  # type: ignore[arg-type]


# --- telescope observation archive (GBIF-like id in every URI): sig_uri ------------------

OBS = Chrome(
    "archive.deepfield.hx77.example",
    "DeepField Archive",
    [
        ("/portal/search", "Search observations"),
        ("/missions", "Missions"),
        ("/tutorials", "Tutorials"),
        ("/news", "Archive news"),
    ],
    [("/privacy", "Privacy"), ("/policies/data-rights", "Data rights"), ("/helpdesk", "Helpdesk")],
    title_fmt="{t} | {name}",
)
PREV = "previews.deepfield.hx77.example"
API = "api.deepfield.hx77.example"
OBS_RECS = {
    "jw02736o001": (["i2d", "cal"], 1, False, "2736"),
    "hs15842s07f": (["drz", "flt", "spt", "asn", "crj"], 2, True, "15842"),
}


def _obs_truth(oid: str) -> list[str]:
    kinds, pages_, api, _prop = OBS_RECS[oid]
    t = [OBS.url(f"/obs/{oid}"), OBS.url(f"/products?obs={oid}")]
    if pages_ > 1:
        t.append(OBS.url(f"/products?obs={oid}&page=2"))
    t += [OBS.url(f"/download/{oid}/{oid}_{k}.fits") for k in kinds]
    t.append(f"http://{PREV}/{oid}/{oid}_{kinds[0]}_thumb.jpg")
    if api:
        t += [f"http://{API}/v1/observations/{oid}", f"http://{API}/v1/observations/{oid}/files"]
    return t


def obs_sites() -> list[Site]:
    pages: dict[str, object] = {}
    prev: dict[str, object] = {}
    api: dict[str, object] = {}
    for oid, (kinds, npages, has_api, prop) in OBS_RECS.items():
        per = (len(kinds) + npages - 1) // npages
        for p in range(npages):
            chunk = kinds[p * per : (p + 1) * per]
            nxt = (
                f'<a href="/products?obs={oid}&amp;page={p + 2}">Next page</a>'
                if p + 1 < npages
                else ""
            )
            key = f"/products?obs={oid}" + (f"&page={p + 1}" if p else "")
            pages[key] = OBS.page(
                f"Products of {oid}",
                "<h1>Data products</h1>"
                + ul([(f"/download/{oid}/{oid}_{k}.fits", f"{oid}_{k}.fits") for k in chunk])
                + nxt,
            )
        for k in kinds:
            pages[f"/download/{oid}/{oid}_{k}.fits"] = blob("application/fits", oid + k, 2880)
        thumb = f"/{oid}/{oid}_{kinds[0]}_thumb.jpg"
        prev[thumb] = Response.data(png(16, 16, (200, 180, 90)), "image/jpeg")
        apis = ""
        if has_api:
            api[f"/v1/observations/{oid}"] = text(f'{{"obs_id":"{oid}"}}', "application/json")
            api[f"/v1/observations/{oid}/files"] = text(
                f'{{"files":{len(kinds)}}}', "application/json"
            )
            apis = ul(
                [
                    (f"http://{API}/v1/observations/{oid}", "Metadata (JSON)"),
                    (f"http://{API}/v1/observations/{oid}/files", "File list (JSON)"),
                ]
            )
        sibling = oid[:-1] + ("2" if oid[-1] != "2" else "3")
        pages[f"/obs/{oid}"] = OBS.page(
            f"Observation {oid}",
            (
                f"<h1>Observation {escape(oid)}</h1>"
                f'<a href="http://{PREV}{thumb}"><img src="http://{PREV}{thumb}" alt=""></a>'
                f'<p>Programme <a href="/programmes/{prop}">{prop}</a>; instrument NIRCam.</p>'
                f'<p><a href="/products?obs={oid}">All data products</a></p>{apis}'
                f'<p>Same programme: <a href="/obs/{sibling}">{sibling}</a></p>'
            ),
            aside=ul([("/portal/search", "New search"), ("/tutorials", "How to download")]),
        )
        pages[f"/obs/{sibling}"] = OBS.page(f"Observation {sibling}", f"<h1>{sibling}</h1>")
        pages[f"/programmes/{prop}"] = OBS.page(f"Programme {prop}", f"<h1>{prop}</h1>")
    return [OBS.site(pages), file_host(PREV, prev), file_host(API, api)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A proposal abstract is a single page of text (like a blog post or article):
    # Single Artifact URI -> Single Page; PI, cycle and related proposals are elsewhere.
    case(
        "obsplan-cold-gas",
        "telescope proposal archive (abstract page)",
        "single artifact URI",
        "single_page",
        PROP.url("/proposal/3/3318"),
        [PROP.url("/proposal/3/3318")],
        prop_site,
        others=[PROP.url("/people/pi/4471")],
    ),
    case(
        "obsplan-white-dwarfs",
        "telescope proposal archive (abstract with linked proposals and print view)",
        "single artifact URI",
        "single_page",
        PROP.url("/proposal/4/4102"),
        [PROP.url("/proposal/4/4102")],
        prop_site,
        others=[PROP.url("/proposal/2/2207"), PROP.url("/proposal/4/4135")],
    ),
    # GBIF-like: the observation id is in the path or query of every artifact URI, on the
    # archive, its preview host and its API host -> Significant String from URI.
    case(
        "deepfield-jw02736",
        "telescope observation archive (two products, preview)",
        "multi-hop",
        "sig_uri",
        OBS.url("/obs/jw02736o001"),
        _obs_truth("jw02736o001"),
        obs_sites,
        others=[OBS.url("/obs/jw02736o002"), OBS.url("/programmes/2736")],
    ),
    case(
        "deepfield-hs15842",
        "telescope observation archive (paged products, API host)",
        "multi-hop",
        "sig_uri",
        OBS.url("/obs/hs15842s07f"),
        _obs_truth("hs15842s07f"),
        obs_sites,
        others=[OBS.url("/obs/hs15842s072"), OBS.url("/programmes/15842")],
    ),
]
