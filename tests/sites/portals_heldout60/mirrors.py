"""Mirror-like discovery layers of heldout60: a preprint aggregation hub over community
servers, a preprint-archive mirror node and an institutional portal onto a shared data
platform.

Each portal type has two records (the second harder); both cases of a type build the same
full sites.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case
from sites.portals_heldout60._kit import (
    Aggregator,
    binary,
    file_response,
    pdf_file,
    plain_site,
    service_site,
    ul,
)

# --- Preprint aggregation hub (OSF-Preprints-like) -----------------------------------------------
# Every <title> starts "Preprint Confluence | "; the preprint's pages (overview, files,
# versions) and its downloads carry the bare title only.  Filtering the homepage title's
# common prefix ("Preprint Confluence | Home") off the entry title gives the significant
# string: sig_filtered_title, the seed's OSF prescription.  The copy on the community server
# the hub aggregates is another artifact on another portal.

PC = Aggregator(
    host="www.preprintconfluence.hx60.example",
    name="Preprint Confluence",
    menu=(
        ("/preprints/discover", "Discover"),
        ("/preprints/providers", "Community servers"),
        ("/preprints/submit", "Add a preprint"),
    ),
    footer=(
        ("/support/faq", "FAQ"),
        ("/support/terms", "Terms of use"),
        ("/support/privacy", "Privacy policy"),
    ),
    title_format="{name} | {title}",
    home_title="Preprint Confluence | Home",
    analytics_host="pixel.preprintconfluence.hx60.example",
    account=(("/login", "Sign in"), ("/register", "Sign up")),
)
AGRIX = "http://papers.agrixiv-server.hx60.example"
PC_PRE = {
    "7kq2m": ("Cover crops and nitrate leaching in loess soils", "agrixiv", 1, []),
    "b2x9v": (
        "Seed bank persistence of arable weeds after deep ploughing",
        "agrixiv",
        3,
        [("r4fw8", "weed_counts.csv"), ("r4fw8", "germination_protocol.md")],
    ),
}


def _pc_pages(gid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, prov, nver, supp = PC_PRE[gid]
    entry = f"/preprints/{prov}/{gid}/"
    paths = [entry, f"/{gid}/files/", f"/download/{gid}/"]
    paths += [f"/download/{gid}/?version={v}" for v in range(1, nver)]
    vers = "".join(
        f'<li><a href="/download/{gid}/?version={v}">Version {v}</a></li>' for v in range(1, nver)
    )
    sup_links = [(f"/download/{sid}/{fname}", fname) for sid, fname in supp]
    paths += [h for h, _f in sup_links]
    supp_html = f"<h2>Supplemental materials</h2>{ul(sup_links)}" if supp else ""
    pages: dict[str, str | Response] = {
        entry: PC.page(
            title,
            f"""<h1>{escape(title)}</h1><p class="provider">Preprint from agriXiv, version {nver}</p>
<p><a class="btn" href="/download/{gid}/">Download preprint</a> <a href="/{gid}/files/">View files</a></p>
{f"<h2>Older versions</h2><ul>{vers}</ul>" if vers else ""}{supp_html}
<p>Original at the community server: <a href="{AGRIX}/abs/{gid}">agriXiv</a></p>
<button data-share="x">Share</button>""",
        ),
        f"/{gid}/files/": PC.page(
            "Files",
            f'<h1>Files</h1><p class="of">{escape(title)}</p><ul><li><a href="/download/{gid}/">preprint.md</a></li></ul>',
        ),
        f"/download/{gid}/": file_response(
            f"# {title}\n\nVersion {nver}. Abstract...\n", "text/markdown"
        ),
    }
    for v in range(1, nver):
        pages[f"/download/{gid}/?version={v}"] = file_response(
            f"# {title}\n\nVersion {v}.\n", "text/markdown"
        )
    for h, fname in sup_links:
        pages[h] = file_response(f"Supplement to: {title}\n{fname}\n", "text/plain")
    return pages, paths


def _pc_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    agrix = plain_site(AGRIX.removeprefix("http://"), "agriXiv")
    for gid, (title, *_r) in PC_PRE.items():
        pages.update(_pc_pages(gid)[0])
        agrix.add(
            f"/abs/{gid}",
            f"<html><head><title>agriXiv: {escape(title)}</title></head><body>{escape(title)}</body></html>",
        )
    pixel = service_site(
        "pixel.preprintconfluence.hx60.example", ["/tag.js"], "text/javascript", b"//"
    )
    return [PC.site(pages), agrix, pixel]


def _pc_case(name: str, gid: str, detail: str) -> Case:
    return case(
        name,
        f"preprint aggregation hub ({detail})",
        "multi-hop",
        "sig_filtered_title",
        PC.url(f"/preprints/{PC_PRE[gid][1]}/{gid}/"),
        [PC.url(p) for p in _pc_pages(gid)[1]],
        _pc_sites,
        others=[f"{AGRIX}/abs/{gid}"],
    )


# --- Preprint-archive mirror node (arXiv-mirror-like) ----------------------------------------------
# An abstract page links its PDFs (per version), the older abstract versions, source, other
# formats and a BibTeX export, all one hop away; the browse context and the menu are the
# same on the mirror's homepage.  Single Hop with chrome: single_page_plus_ignored, as the
# seed prescribes for bioRxiv and SSRN.

PR = Aggregator(
    host="mirror.physprint-relay.hx60.example",
    name="PhysPrint relay",
    menu=(
        ("/list/astro-ph/new", "New"),
        ("/list/astro-ph/recent", "Recent"),
        ("/help/mirrors", "Mirrors"),
    ),
    footer=(
        ("/help/contact", "Contact"),
        ("/help/license", "License"),
        ("/help/accessibility", "Accessibility"),
    ),
    title_format="{title} - {name}",
    home_title="PhysPrint relay - mirror node 4",
    home_main='<h1>PhysPrint relay</h1><h2>Browse</h2><ul><li><a href="/list/astro-ph.EP/recent">astro-ph.EP</a></li>'
    '<li><a href="/list/astro-ph.SR/recent">astro-ph.SR</a></li></ul>',
    cookie_banner=False,
    account=(("/login", "Login"),),
)
PR_PAPERS = {
    "2403.11872": ("Tidal heating of close-in super-Earths", "astro-ph.EP", 1, []),
    "2405.00417": (
        "Asteroseismic ages of red giants in the open cluster NGC 6811",
        "astro-ph.SR",
        3,
        ["posterior_samples.csv", "README"],
    ),
}


def _pr_links(aid: str) -> list[str]:
    _t, _c, nver, anc = PR_PAPERS[aid]
    out = [f"/pdf/{aid}", f"/format/{aid}", f"/src/{aid}", f"/bibtex/{aid}"]
    for v in range(1, nver):
        out += [f"/abs/{aid}v{v}", f"/pdf/{aid}v{v}"]
    out += [f"/src/{aid}v{nver}/anc/{a}" for a in anc]
    return out


def _pr_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/list/astro-ph.EP/recent": PR.chrome_page("astro-ph.EP recent"),
        "/list/astro-ph.SR/recent": PR.chrome_page("astro-ph.SR recent"),
    }
    for aid, (title, cat, nver, anc) in PR_PAPERS.items():
        hist = "".join(
            f'<li><a href="/abs/{aid}v{v}">[v{v}]</a> (<a href="/pdf/{aid}v{v}">pdf</a>)</li>'
            for v in range(1, nver)
        )
        anc_html = ""
        if anc:
            anc_html = "<h3>Ancillary files</h3>" + ul(
                [(f"/src/{aid}v{nver}/anc/{a}", a) for a in anc]
            )
        pages[f"/abs/{aid}"] = PR.page(
            f"[{aid}] {title}",
            f"""<div id="abs"><h1 class="title">{escape(title)}</h1><div class="authors">C. Okafor, L. Brandt</div>
<blockquote>Abstract ...</blockquote><p>Subjects: {cat}. Mirror copy; the primary archive is canonical.</p>
<h2>Submission history</h2><ul>{hist}<li>[v{nver}] current</li></ul></div>""",
            aside=f"""<h2>Access paper</h2><ul><li><a href="/pdf/{aid}">PDF</a></li><li><a href="/format/{aid}">Other formats</a></li>
<li><a href="/src/{aid}">Source</a></li></ul>{anc_html}<p><a href="/bibtex/{aid}">Export BibTeX citation</a></p>
<p>Current browse context: <a href="/list/{cat}/recent">{cat}</a></p>""",
            raw_title=True,
        )
        pages[f"/pdf/{aid}"] = pdf_file(title, f"arXiv-style id {aid}v{nver}")
        pages[f"/format/{aid}"] = PR.page(
            f"Formats for {aid}",
            f'<h1>Download formats</h1><ul><li><a href="/pdf/{aid}">PDF</a></li><li><a href="/src/{aid}">Source</a></li></ul>',
        )
        pages[f"/src/{aid}"] = Response.data(binary(aid).body, "application/x-eprint-tar")
        pages[f"/bibtex/{aid}"] = file_response(
            f"@misc{{{aid},\n  title={{{title}}}\n}}\n", "text/plain"
        )
        for v in range(1, nver):
            pages[f"/abs/{aid}v{v}"] = PR.page(
                f"[{aid}v{v}] {title}", f"<h1>{escape(title)} (v{v})</h1>", raw_title=True
            )
            pages[f"/pdf/{aid}v{v}"] = pdf_file(title, f"version {v}")
        for a in anc:
            pages[f"/src/{aid}v{nver}/anc/{a}"] = file_response(f"{a} of {aid}\n", "text/plain")
    return [PR.site(pages)]


def _pr_case(name: str, aid: str, detail: str) -> Case:
    return case(
        name,
        f"preprint-archive mirror node ({detail})",
        "single hop",
        "single_page_plus_ignored",
        PR.url(f"/abs/{aid}"),
        [PR.url(f"/abs/{aid}"), *(PR.url(p) for p in _pr_links(aid))],
        _pr_sites,
    )


# --- Institutional portal onto a shared data platform (Figshare-for-institutions-like) ---------
# The university's portal shows its items from the shared platform: an item page links its
# files (served by the platform's download host), a download-all zip, citation exports and,
# for a versioned item, the earlier version.  Categories are listed on the portal's homepage,
# keywords are plain text.  Single Hop with chrome: single_page_plus_ignored (Figshare).

KV = Aggregator(
    host="research.kestrelvale-uni.hx60.example",
    name="Kestrelvale University Research Repository",
    menu=(
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/collections", "Collections"),
        ("/projects", "Projects"),
    ),
    footer=(
        ("/about", "About"),
        ("/policies/deposit", "Deposit policy"),
        ("/policies/privacy", "Privacy"),
    ),
    title_format="{title}",
    home_title="Kestrelvale University Research Repository",
    home_main='<h1>Research data</h1><h2>Categories</h2><ul><li><a href="/categories/Marine_Biology/1203">Marine biology</a></li>'
    '<li><a href="/categories/Hydrology/1188">Hydrology</a></li></ul>',
    cdn_host="static.kestrelvale-cdn.hx60.example",
    account=(("/account/login", "Log in"),),
)
NDL = "http://ndl.kestrelvale-files.hx60.example"
KV_ITEMS = {
    "24680135": (
        "Kelp_canopy_temperature_loggers",
        "Kelp canopy temperature loggers",
        "Marine_Biology/1203",
        1,
        ["44312010"],
    ),
    "25019377": (
        "River_gauge_records_for_the_Awen_catchment",
        "River gauge records for the Awen catchment",
        "Hydrology/1188",
        3,
        ["45100201", "45100202", "45100203", "45100204"],
    ),
}
KV_EXPORTS = ["bibtex", "ris", "datacite"]


def _kv_links(iid: str) -> list[str]:
    slug, _t, _c, ver, files = KV_ITEMS[iid]
    out = [f"{NDL}/files/{f}" for f in files] + [f"{NDL}/articles/{iid}/versions/{ver}"]
    out += [KV.url(f"/articles/{iid}/export/{e}") for e in KV_EXPORTS]
    out += [KV.url(f"/articles/dataset/{slug}/{iid}/{v}") for v in range(1, ver)]
    return out


def _kv_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/categories/Marine_Biology/1203": KV.chrome_page("Marine biology"),
        "/categories/Hydrology/1188": KV.chrome_page("Hydrology"),
    }
    ndl = plain_site(NDL.removeprefix("http://"), "Kestrelvale file delivery")
    for iid, (slug, title, cat, ver, files) in KV_ITEMS.items():
        flinks = [(f"{NDL}/files/{f}", f"file_{f}.csv") for f in files]
        olds = "".join(
            f'<li><a href="/articles/dataset/{slug}/{iid}/{v}">Version {v}</a></li>'
            for v in range(1, ver)
        )
        exports = " ".join(f'<a href="/articles/{iid}/export/{e}">{e}</a>' for e in KV_EXPORTS)
        main = f"""<article><h1>{escape(title)}</h1><p>Dataset posted on 2025-06-12, version {ver}</p>
<div class="files">{ul(flinks)}<a class="dl-all" href="{NDL}/articles/{iid}/versions/{ver}">Download all</a></div>
<p>Categories: <a href="/categories/{cat}">{cat.split("/")[0].replace("_", " ")}</a></p>
<p>Keywords: <span>loggers</span> <span>time series</span></p><p>Licence: CC BY 4.0</p>
<p>Cite: {exports}</p>{f"<h2>Versions</h2><ul>{olds}</ul>" if olds else ""}</article>"""
        pages[f"/articles/dataset/{slug}/{iid}"] = KV.page(title, main)
        for v in range(1, ver):
            pages[f"/articles/dataset/{slug}/{iid}/{v}"] = KV.page(
                f"{title} (version {v})", f"<h1>{escape(title)}</h1><p>Version {v}</p>"
            )
        for e in KV_EXPORTS:
            pages[f"/articles/{iid}/export/{e}"] = file_response(
                f"{e} citation of {title}\n", "text/plain"
            )
        for f in files:
            ndl.add(f"/files/{f}", file_response(f"time,temp\n0,{f[-2:]}\n", "text/csv"))
        ndl.add(f"/articles/{iid}/versions/{ver}", binary(iid))
    cdn = service_site(
        "static.kestrelvale-cdn.hx60.example",
        ["/libs/jquery-3.7.1.min.js"],
        "text/javascript",
        b"//",
    )
    return [KV.site(pages), ndl, cdn]


def _kv_case(name: str, iid: str, detail: str) -> Case:
    slug = KV_ITEMS[iid][0]
    entry = KV.url(f"/articles/dataset/{slug}/{iid}")
    return case(
        name,
        f"institutional data portal ({detail})",
        "single hop",
        "single_page_plus_ignored",
        entry,
        [entry, *_kv_links(iid)],
        _kv_sites,
    )


CASES: list[Case] = [
    _pc_case("confluence-cover-crops", "7kq2m", "single version"),
    _pc_case("confluence-weed-seedbank", "b2x9v", "three versions, supplements"),
    _pr_case("physprint-tidal-heating", "2403.11872", "one version"),
    _pr_case("physprint-red-giants", "2405.00417", "three versions, ancillary files"),
    _kv_case("kestrelvale-kelp-loggers", "24680135", "one file"),
    _kv_case("kestrelvale-river-gauges", "25019377", "four files, two older versions"),
]
