"""Archive-like aggregators of heldout60: a source-code archive of harvested origins, a
disciplinary data aggregator that re-hosts datasets, and a harvesting data commons.

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
    plain_site,
    service_site,
    ul,
)

# --- Source-code archive (Software-Heritage-like) ----------------------------------------------
# The archive crawls forges and keeps each origin under /origins/<forge>/<owner>/<name>/: tree,
# files, visits, releases.  File contents are served raw from a separate content domain (like
# raw.githubusercontent.com for GitHub), and forks are other origins: path_based_externals.
# The forge URL of the origin is shown as text, so the only external links are raw content.

CS = Aggregator(
    host="archive.codestratum.hx60.example",
    name="CodeStratum archive",
    menu=(
        ("/browse/", "Browse"),
        ("/save/", "Save code now"),
        ("/stats/", "Statistics"),
        ("/api/docs/", "API"),
    ),
    footer=(("/legal/", "Legal"), ("/mirrors/", "Mirror network"), ("/donate/", "Donate")),
    title_format="{title} – {name}",
    cookie_banner=False,
    account=(("/oidc/login/", "Login"),),
)
RAW = "http://raw.codestratum-content.hx60.example"
CS_ORIGINS = {
    "gitforge.hx60/kelp-lab/seagrass-model": (
        ["README.md", "model.py"],
        [],
        ["v1.0"],
        ["gitforge.hx60/mirror-bot/seagrass-model"],
    ),
    "forgebase.hx60/ice-sheets/firnpy": (
        [
            "README.rst",
            "setup.cfg",
            "firnpy/__init__.py",
            "firnpy/densify.py",
            "tests/test_densify.py",
        ],
        ["firnpy", "tests"],
        ["v0.3.0", "v0.4.1"],
        ["gitforge.hx60/jdoe/firnpy", "codeplace.hx60/polar/firnpy-fork"],
    ),
}


def _sha(path: str) -> str:
    return "".join(f"{(ord(c) * 7 + i) % 16:x}" for i, c in enumerate((path * 8)[:40]))


def _cs_pages(origin: str) -> tuple[dict[str, str | Response], list[str], list[str]]:
    """Pages of one origin, its archive paths and its raw-content URLs."""
    files, dirs, releases, forks = CS_ORIGINS[origin]
    b = f"/origins/{origin}/"
    paths = [b, b + "tree/", b + "visits/"]
    raws: list[str] = []
    tabs = ul(
        [(b, "Overview"), (b + "tree/", "Code"), (b + "visits/", "Visits")]
        + [(f"{b}releases/{r}/", r) for r in releases],
        "tabs",
    )
    pages: dict[str, str | Response] = {}
    root_files = [f for f in files if "/" not in f]
    tree = [(f"{b}tree/{d}/", d + "/") for d in dirs] + [(f"{b}blob/{f}", f) for f in root_files]
    pages[b] = CS.page(
        origin,
        f"<h1>Origin</h1><p><code>http://{origin.replace('.hx60', '.org')}</code></p>{tabs}"
        f"<p>Last visit 2026-10-02, 14 snapshots.</p><h2>Forks also archived</h2>"
        + ul([(f"/origins/{f}/", f) for f in forks]),
    )
    pages[b + "tree/"] = CS.page(f"{origin} tree", f"<h1>Directory /</h1>{tabs}{ul(tree)}")
    for d in dirs:
        inner = [(f"{b}blob/{f}", f.split("/", 1)[1]) for f in files if f.startswith(d + "/")]
        pages[f"{b}tree/{d}/"] = CS.page(
            f"{origin} {d}", f"<h1>Directory /{d}</h1>{tabs}{ul(inner)}"
        )
        paths.append(f"{b}tree/{d}/")
    for f in files:
        raw = f"{RAW}/content/sha1_git:{_sha(f + origin)}/raw/"
        raws.append(raw)
        pages[f"{b}blob/{f}"] = CS.page(
            f"{origin}/{f}",
            f'<h1>{escape(f)}</h1>{tabs}<pre>...</pre><p><a href="{raw}">Raw file</a></p>',
        )
        paths.append(f"{b}blob/{f}")
    pages[b + "visits/"] = CS.page(
        f"{origin} visits",
        f"<h1>Visits</h1>{tabs}<ol><li>2026-10-02 full</li><li>2025-03-11 full</li></ol>",
    )
    for r in releases:
        tar = f"{RAW}/vault/release/{_sha(r + origin)}.tar.gz"
        raws.append(tar)
        pages[f"{b}releases/{r}/"] = CS.page(
            f"{origin} {r}", f'<h1>Release {r}</h1>{tabs}<a href="{tar}">Download tarball</a>'
        )
        paths.append(f"{b}releases/{r}/")
    return pages, paths, raws


def _cs_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    raw = plain_site(RAW.removeprefix("http://"), "CodeStratum content")
    for origin in CS_ORIGINS:
        p, _paths, raws = _cs_pages(origin)
        pages.update(p)
        for u in raws:
            path = u.removeprefix(RAW)
            raw.add(
                path,
                binary(path) if path.endswith(".tar.gz") else Response.text(f"content {path}\n"),
            )
        for fork in CS_ORIGINS[origin][3]:
            pages[f"/origins/{fork}/"] = CS.page(fork, f"<h1>Origin</h1><p><code>{fork}</code></p>")
    return [CS.site(pages), raw]


def _cs_case(name: str, origin: str, detail: str) -> Case:
    _p, paths, raws = _cs_pages(origin)
    return case(
        name,
        f"source-code archive ({detail})",
        "multi-hop",
        "path_based_externals",
        CS.url(f"/origins/{origin}/"),
        [*(CS.url(p) for p in paths), *raws],
        _cs_sites,
        others=[CS.url(f"/origins/{f}/") for f in CS_ORIGINS[origin][3]],
    )


# --- Disciplinary data aggregator (Dryad-like re-hosting) -----------------------------------------
# Titles are "Data from: ..." alone and every record page and text metadata repeats them; the
# data packages themselves (zip) do not.  Crawl what carries the title, then one hop more
# without the chrome: sig_title_plus_ignored, as the seed prescribes for Dryad.  The article
# the data belong to is cited as text (no link), so the extra hop adds only data files.

BM = Aggregator(
    host="data.biotamirror.hx60.example",
    name="BiotaMirror",
    menu=(
        ("/discover", "Explore data"),
        ("/submit", "Submit"),
        ("/partners", "Partner repositories"),
        ("/help", "Help"),
    ),
    footer=(
        ("/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ),
    title_format="{title}",
    home_title="BiotaMirror | open ecological data",
    analytics_host="collect.biotamirror-analytics.hx60.example",
)
BM_RECS = {
    "bm.k3q9": (
        "Data from: Thermal tolerance of intertidal snails across a latitudinal gradient",
        ["ctmax_trials.zip"],
        0,
    ),
    "bm.r8t2": (
        "Data from: Pollinator visitation networks in fragmented chalk grassland",
        ["visits_2019.zip", "visits_2020.zip", "site_traits.zip"],
        1,
    ),
}


def _bm_pages(rid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, files, old = BM_RECS[rid]
    b = f"/dataset/doi:10.60066/{rid}"
    paths = [b, f"{b}/files", f"/metadata/{rid}.xml", f"/readme/{rid}.txt"]
    paths += [f"/stash/downloads/{rid}/{f}" for f in files]
    side = f'<p><a href="{b}/versions">Version history</a></p>' if old else ""
    pages: dict[str, str | Response] = {
        b: BM.page(
            title,
            f"""<h1>{escape(title)}</h1><p class="cite">Cite the article: Harrow et al. 2022, Oecologia Borealis 41:112.</p>
<p><a href="{b}/files">Data files ({len(files)})</a> · <a href="/readme/{rid}.txt">README</a> ·
<a href="/metadata/{rid}.xml">Metadata (XML)</a></p>{side}""",
        ),
        f"{b}/files": BM.page(
            f"Files - {title}",
            f"<h1>Files</h1><p>{escape(title)}</p>"
            + ul([(f"/stash/downloads/{rid}/{f}", f) for f in files]),
            raw_title=True,
        ),
        f"/metadata/{rid}.xml": file_response(
            f"<dataset><title>{escape(title)}</title></dataset>", "application/xml"
        ),
        f"/readme/{rid}.txt": file_response(
            f"README for: {title}\n\nColumns are described below.\n", "text/plain"
        ),
    }
    for f in files:
        pages[f"/stash/downloads/{rid}/{f}"] = binary(rid + f)
    if old:
        old_b = f"{b}?version=1"
        paths += [f"{b}/versions", old_b, f"/stash/downloads/{rid}/v1/{files[0]}"]
        pages[f"{b}/versions"] = BM.page(
            f"Versions - {title}",
            f'<h1>Versions</h1><p>{escape(title)}</p><ol><li><a href="{old_b}">Version 1 (2020-05-01)</a></li>'
            f'<li><a href="{b}">Version 2 (current)</a></li></ol>',
            raw_title=True,
        )
        pages[old_b] = BM.page(
            title,
            f'<h1>{escape(title)}</h1><p class="old">You are viewing version 1.</p>'
            f'<p><a href="/stash/downloads/{rid}/v1/{files[0]}">{files[0]} (v1)</a></p>',
        )
        pages[f"/stash/downloads/{rid}/v1/{files[0]}"] = binary(rid + "v1")
    return pages, paths


def _bm_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for rid in BM_RECS:
        pages.update(_bm_pages(rid)[0])
    collect = service_site(
        "collect.biotamirror-analytics.hx60.example", ["/tag.js"], "text/javascript", b"//"
    )
    return [BM.site(pages), collect]


def _bm_case(name: str, rid: str, detail: str) -> Case:
    return case(
        name,
        f"disciplinary data aggregator ({detail})",
        "multi-hop",
        "sig_title_plus_ignored",
        BM.url(f"/dataset/doi:10.60066/{rid}"),
        [BM.url(p) for p in _bm_pages(rid)[1]],
        _bm_sites,
    )


# --- Harvesting data commons (Dataverse-like) -------------------------------------------------------
# Every <title> ends with " - Arctic Data Commons"; the record's file pages and text data
# repeat the bare dataset title but never the portal name.  Filtering the title from its end
# against the homepage's ("Home - Arctic Data Commons") leaves the significant string:
# sig_filtered_title, as for Dataverse in the seed.  The copy at the depositor's archive
# (mirror) is another artifact, on another portal.

AC = Aggregator(
    host="data.arcticcommons.hx60.example",
    name="Arctic Data Commons",
    menu=(
        ("/dataverse/root?q=", "Find data"),
        ("/dataverse/harvested", "Harvested collections"),
        ("/guides/user", "User guide"),
    ),
    footer=(
        ("/guides/terms", "Terms of use"),
        ("/guides/privacy", "Privacy"),
        ("/guides/support", "Support"),
    ),
    title_format="{title} - {name}",
    home_title="Home - Arctic Data Commons",
    account=(("/loginpage.xhtml", "Log in"), ("/dataverseuser.xhtml?editMode=CREATE", "Sign up")),
)
MIRROR = "http://archive.tundra-depot.hx60.example"
AC_SETS = {
    "doi:10.60067/AC/XK2P9Q": (
        "Permafrost borehole temperatures at Kapp Linne station",
        [("771", "boreholes.tab")],
        "pd-4431",
    ),
    "doi:10.60067/AC/M3WQ7R": (
        "Snow depth and density transects on Svalbard glaciers",
        [("812", "transects_2021.tab"), ("813", "transects_2022.tab"), ("814", "codebook.txt")],
        "pd-5902",
    ),
}


def _ac_pages(pid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, files, _m = AC_SETS[pid]
    entry = f"/dataset.xhtml?persistentId={pid}"
    paths = [entry, f"/api/datasets/export?exporter=ddi&persistentId={pid}"]
    rows = ""
    pages: dict[str, str | Response] = {}
    for fid, fname in files:
        fpage = f"/file.xhtml?fileId={fid}&version=1.0"
        dl = f"/api/access/datafile/{fid}"
        paths += [fpage, dl]
        rows += f'<tr><td><a href="{fpage.replace("&", "&amp;")}">{fname}</a></td><td><a href="{dl}">Download</a></td></tr>'
        pages[fpage] = AC.page(
            f"{fname}",
            f'<h1>{fname}</h1><p>Part of dataset: <a href="{entry}">{escape(title)}</a></p><a href="{dl}">Access file</a>',
        )
        pages[dl] = file_response(
            f"# {title}\n# file {fname}\nsite\tdepth\tvalue\nA\t1\t-3.2\n",
            "text/tab-separated-values",
        )
    exp = f"/api/datasets/export?exporter=ddi&persistentId={pid}"
    pages[exp] = file_response(
        f"<codeBook><stdyDscr><titl>{escape(title)}</titl></stdyDscr></codeBook>", "application/xml"
    )
    pages[entry] = AC.page(
        title,
        f"""<h1>{escape(title)}</h1><p>Version 1.0</p><table class="files">{rows}</table>
<p>Metadata export: <a href="{exp.replace("&", "&amp;")}">DDI</a></p>
<p>Also deposited at: <a href="{MIRROR}/record/{_m}">Tundra Depot</a></p>""",
    )
    return pages, paths


def _ac_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    mirror = plain_site(MIRROR.removeprefix("http://"), "Tundra Depot")
    for pid, (title, _f, m) in AC_SETS.items():
        pages.update(_ac_pages(pid)[0])
        mirror.add(
            f"/record/{m}",
            f"<html><head><title>Tundra Depot record {m}</title></head><body>{escape(title)}</body></html>",
        )
    return [AC.site(pages), mirror]


def _ac_case(name: str, pid: str, detail: str) -> Case:
    return case(
        name,
        f"harvesting data commons ({detail})",
        "multi-hop",
        "sig_filtered_title",
        AC.url(f"/dataset.xhtml?persistentId={pid}"),
        [AC.url(p) for p in _ac_pages(pid)[1]],
        _ac_sites,
        others=[f"{MIRROR}/record/{AC_SETS[pid][2]}"],
    )


CASES: list[Case] = [
    _cs_case("codestratum-seagrass-model", "gitforge.hx60/kelp-lab/seagrass-model", "small origin"),
    _cs_case(
        "codestratum-firnpy", "forgebase.hx60/ice-sheets/firnpy", "nested tree, two releases, forks"
    ),
    _bm_case("biotamirror-snail-ctmax", "bm.k3q9", "one data package"),
    _bm_case("biotamirror-pollinator-networks", "bm.r8t2", "three packages and an older version"),
    _ac_case("arcticcommons-boreholes", "doi:10.60067/AC/XK2P9Q", "one tabular file"),
    _ac_case(
        "arcticcommons-snow-transects", "doi:10.60067/AC/M3WQ7R", "three files and a codebook"
    ),
]
