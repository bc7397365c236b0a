"""Portals whose artifact URIs all carry the record's identifier, across several hosts: an
observatory science archive (observation UUIDs on the web, API and preview hosts) and a
crystal-structure database (numeric entry ids on the web, API and a mirror)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, blob, li, png, text

# --- Observatory science archive --------------------------------------------------------

SL = Skin(
    host="archive.skyledger.hx53.example",
    name="SkyLedger Science Archive",
    menu=[
        ("/search", "Search observations"),
        ("/proposals", "Proposals"),
        ("/instruments", "Instruments"),
        ("/helpdesk", "Helpdesk"),
    ],
    footer=[
        ("/about", "About the archive"),
        ("/data-rights", "Data rights"),
        ("/acknowledging", "How to acknowledge"),
        ("/privacy", "Privacy"),
    ],
    title_fmt="{title} | {name}",
    analytics="http://piwik.observatory-stats.test/piwik.js",
    login=("/auth/login", "Log in with ObsID"),
    tagline="Raw and calibrated data from the SkyLedger telescopes",
)
SL_API = "api.skyledger.hx53.example"
SL_PREV = "previews.skyledger.hx53.example"

SL_OBS = {
    "5c1e7f3a-22b9-4d0e-9a61-0f3d8b7e4c21": dict(
        target="NGC 2264 field 3",
        instrument="SLIM imager",
        proposal="2025B-017",
        products=["raw_001.fits", "raw_002.fits", "cal_stack.fits"],
        pages=1,
        siblings=["a07d93c4-6f15-4b7e-8d2a-51c0e9f4b8a3"],
    ),
    "e94b2d60-7a3f-4c18-b5e0-3d6f1a8c2e97": dict(
        target="SN 2026abc",
        instrument="SLX spectrograph",
        proposal="2026A-004",
        products=[f"spec_{i:03d}.fits" for i in range(1, 8)]
        + ["arc_lamp.fits", "flux_std.fits", "reduction_log.txt"],
        pages=3,
        siblings=["0b6c1f2e-93d8-4a57-8e41-7c25d9a0f613", "c3f8e1a9-5d27-4b06-9f3c-82e4a1d7b560"],
    ),
}


def _sl_members(oid: str) -> set[str]:
    d = SL_OBS[oid]
    out = {
        SL.url(f"/observation/{oid}"),
        SL.url(f"/products?observation={oid}"),
        f"http://{SL_API}/v2/observations/{oid}/manifest.json",
        f"http://{SL_API}/v2/observations/{oid}/provenance.xml",
        f"http://{SL_PREV}/q/{oid}/quicklook.png",
    }
    out |= {SL.url(f"/products?observation={oid}&page={n}") for n in range(2, d["pages"] + 1)}
    out |= {f"http://{SL_API}/v2/observations/{oid}/files/{p}" for p in d["products"]}
    return out


def sl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api, prev = Site(SL_API), Site(SL_PREV)
    api.add(
        "/", text('{"service": "SkyLedger archive API", "version": "2.4"}\n', "application/json")
    )
    prev.add("/", "<html><head><title>previews</title></head><body></body></html>")
    for oid, d in SL_OBS.items():
        sib = li([(f"/observation/{s}", f"Observation {s[:8]}") for s in d["siblings"]])
        pages[f"/observation/{oid}"] = SL.page(
            f"Observation of {d['target']}",
            (
                f'<h1>{escape(d["target"])}</h1><table class="obs"><tr><th>Observation ID</th>'
                f'<td><code>{oid}</code></td></tr><tr><th>Instrument</th><td><a href="/instruments'
                f'/{d["instrument"].split()[0].lower()}">{d["instrument"]}</a></td></tr>'
                f'<tr><th>Proposal</th><td><a href="/proposals/{d["proposal"]}">{d["proposal"]}</a>'
                f"</td></tr><tr><th>Proprietary period</th><td>ended</td></tr></table>"
                f'<p><a class="btn" href="/products?observation={oid}">Data products</a> '
                f'<a href="http://{SL_API}/v2/observations/{oid}/manifest.json">Manifest (JSON)</a> '
                f'<a href="http://{SL_API}/v2/observations/{oid}/provenance.xml">Provenance</a></p>'
                f'<p><a href="http://{SL_PREV}/q/{oid}/quicklook.png"><img src="http://{SL_PREV}'
                f'/q/{oid}/thumb.png" alt="quicklook"></a></p>'
                '<form action="/cart/add" method="post"><button>Add to download cart</button></form>'
            ),
            aside="<h3>Same target</h3>" + sib,
        )
        prods, per = d["products"], (len(d["products"]) + d["pages"] - 1) // d["pages"]
        for n in range(1, d["pages"] + 1):
            rows = li(
                [
                    (f"http://{SL_API}/v2/observations/{oid}/files/{p}", p)
                    for p in prods[(n - 1) * per : n * per]
                ]
            )
            pager = "".join(
                f' <a href="/products?observation={oid}'
                + (f"&amp;page={k}" if k > 1 else "")
                + f'">{k}</a>'
                for k in range(1, d["pages"] + 1)
            )
            key = f"/products?observation={oid}" + (f"&page={n}" if n > 1 else "")
            pages[key] = SL.page(
                f"Products of {d['target']}",
                (
                    f"<h1>Data products</h1>{rows}<nav>{pager if d['pages'] > 1 else ''}</nav>"
                    f'<a href="/observation/{oid}">Back to the observation</a>'
                ),
            )
        for p in d["products"]:
            api.add(
                f"/v2/observations/{oid}/files/{p}",
                text(f"{oid} reduction log\n")
                if p.endswith(".txt")
                else blob(b"SIMPLE  =                    T" + bytes(50), "application/fits"),
            )
        api.add(
            f"/v2/observations/{oid}/manifest.json",
            text(
                f'{{"observation": "{oid}", "files": {len(d["products"])}}}\n', "application/json"
            ),
        )
        api.add(
            f"/v2/observations/{oid}/provenance.xml",
            text(f'<prov:document><entity id="{oid}"/></prov:document>\n', "application/xml"),
        )
        prev.add(f"/q/{oid}/quicklook.png", blob(png(64, 64), "image/png"))
        prev.add(f"/q/{oid}/thumb.png", blob(png(16, 16), "image/png"))
        for s in d["siblings"]:
            pages[f"/observation/{s}"] = SL.page(
                f"Observation of {d['target']} (earlier visit)",
                f"<h1>{escape(d['target'])}</h1><p>Earlier visit, ID <code>{s}</code>.</p>",
            )
        pages[f"/proposals/{d['proposal']}"] = SL.page(
            f"Proposal {d['proposal']}", f"<h1>Proposal {d['proposal']}</h1><p>Abstract ...</p>"
        )
    return [SL.site(pages), api, prev]


# --- Crystal-structure database --------------------------------------------------------------

CX = Skin(
    host="www.crystallodex.hx53.example",
    name="Crystallodex",
    menu=[
        ("/search.html", "Search"),
        ("/deposit.html", "Deposit"),
        ("/stats.html", "Statistics"),
        ("/wiki/", "Wiki"),
    ],
    footer=[
        ("/about.html", "About"),
        ("/license.html", "Public domain dedication"),
        ("/mirrors.html", "Mirrors"),
        ("/contact.html", "Contact"),
    ],
    title_fmt="{name}: {title}",
    banner=False,
    login=("/login.php", "Depositor login"),
    search="/result.php",
    tagline="An open database of crystal structures",
)
CX_API = "api.crystallodex.hx53.example"
CX_MIRROR = "mirror.xtal-archive-eu.hx53.example"

CX_ENTRIES = {
    "4312087": dict(
        formula="Fe2 O3",
        name="hematite, 10 GPa",
        revisions=[],
        mirror=False,
        same_paper=["4312088"],
    ),
    "4330512": dict(
        formula="C24 H18 Cu N6 O4",
        name="copper bis(pyrazolyl) MOF, 100 K",
        revisions=["301122", "301548", "302007"],
        mirror=True,
        same_paper=["4330511", "4330513", "4330514"],
    ),
}


def _cx_mirror(eid: str) -> str:
    return f"http://{CX_MIRROR}/cod/cif/{eid[0]}/{eid[1:3]}/{eid[3:5]}/{eid}.cif"


def _cx_members(eid: str) -> set[str]:
    d = CX_ENTRIES[eid]
    out = {
        CX.url(f"/entry/{eid}.html"),
        CX.url(f"/cif/{eid}.cif"),
        CX.url(f"/hkl/{eid}.hkl"),
        CX.url(f"/jsmol/view.php?id={eid}"),
        f"http://{CX_API}/v1/structures/{eid}.json",
    }
    out |= {CX.url(f"/entry/{eid}/rev/{r}.html") for r in d["revisions"]}
    out |= {CX.url(f"/cif/{eid}.cif@{r}") for r in d["revisions"]}
    if d["mirror"]:
        out.add(_cx_mirror(eid))
    return out


def cx_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api, mirror = Site(CX_API), Site(CX_MIRROR)
    api.add("/", text('{"api": "crystallodex", "v": 1}\n', "application/json"))
    mirror.add(
        "/", "<html><head><title>xtal-archive EU mirror</title></head><body>rsync</body></html>"
    )
    for eid, d in CX_ENTRIES.items():
        revs = li([(f"/entry/{eid}/rev/{r}.html", f"Revision {r}") for r in d["revisions"]])
        same = li([(f"/entry/{o}.html", f"Entry {o}") for o in d["same_paper"]])
        mirror_link = f'<a href="{_cx_mirror(eid)}">EU mirror</a>' if d["mirror"] else ""
        pages[f"/entry/{eid}.html"] = CX.page(
            f"{eid}",
            (
                f"<h1>Entry {eid}</h1><table><tr><td>Formula</td><td>- {d['formula']} -</td></tr>"
                f"<tr><td>Name</td><td>{escape(d['name'])}</td></tr><tr><td>Space group</td>"
                f'<td>R -3 c</td></tr></table><p>Files: <a href="/cif/{eid}.cif">CIF</a> '
                f'<a href="/hkl/{eid}.hkl">HKL</a> {mirror_link} '
                f'<a href="http://{CX_API}/v1/structures/{eid}.json">JSON</a></p>'
                f'<p><a href="/jsmol/view.php?id={eid}">3D view</a></p>'
                + (f"<h2>Revision history</h2>{revs}" if d["revisions"] else "")
                + f"<h2>Other entries from the same publication</h2>{same}"
            ),
        )
        pages[f"/cif/{eid}.cif"] = text(
            f"data_{eid}\n_chemical_formula_sum '{d['formula']}'\n", "chemical/x-cif"
        )
        pages[f"/hkl/{eid}.hkl"] = text("   1   0   0  123.4   2.1\n", "text/plain")
        pages[f"/jsmol/view.php?id={eid}"] = CX.page(
            f"{eid} 3D",
            f'<div id="jsmol" data-src="/cif/{eid}.cif"></div><a href="/entry/{eid}.html">Back</a>',
        )
        api.add(f"/v1/structures/{eid}.json", text(f'{{"id": {eid}}}\n', "application/json"))
        for r in d["revisions"]:
            pages[f"/entry/{eid}/rev/{r}.html"] = CX.page(
                f"{eid} revision {r}",
                f"<h1>Entry {eid}, revision {r}</h1>"
                f'<a href="/cif/{eid}.cif@{r}">CIF at this revision</a>',
            )
            pages[f"/cif/{eid}.cif@{r}"] = text(
                f"data_{eid}\n# svn revision {r}\n", "chemical/x-cif"
            )
        if d["mirror"]:
            mirror.add(
                _cx_mirror(eid).split(CX_MIRROR, 1)[1], text(f"data_{eid}\n", "chemical/x-cif")
            )
        for o in d["same_paper"]:
            pages[f"/entry/{o}.html"] = CX.page(o, f"<h1>Entry {o}</h1><p>Polymorph.</p>")
    return [CX.site(pages), api, mirror]


CASES = [
    # Every URI of the observation (products list and its pages, API manifest, provenance,
    # files, quicklook) carries the observation UUID across three hosts of the archive; the
    # seed's GBIF row -> Significant String from URI.  Proposal and sibling visits do not.
    Case(
        "skyledger-ngc2264",
        "observatory science archive (imaging observation)",
        "multi_hop",
        "sig_uri",
        SL.url("/observation/5c1e7f3a-22b9-4d0e-9a61-0f3d8b7e4c21"),
        frozenset(_sl_members("5c1e7f3a-22b9-4d0e-9a61-0f3d8b7e4c21")),
        sl_sites,
        others=frozenset({SL.url("/observation/a07d93c4-6f15-4b7e-8d2a-51c0e9f4b8a3")}),
    ),
    Case(
        "skyledger-sn2026abc",
        "observatory science archive (spectroscopy with ten products "
        "over three pages, two sibling visits)",
        "multi_hop",
        "sig_uri",
        SL.url("/observation/e94b2d60-7a3f-4c18-b5e0-3d6f1a8c2e97"),
        frozenset(_sl_members("e94b2d60-7a3f-4c18-b5e0-3d6f1a8c2e97")),
        sl_sites,
        others=frozenset(
            SL.url(f"/observation/{s}")
            for s in (
                "0b6c1f2e-93d8-4a57-8e41-7c25d9a0f613",
                "c3f8e1a9-5d27-4b06-9f3c-82e4a1d7b560",
            )
        ),
    ),
    # Structure entry: CIF, HKL, viewer, API record, revisions and the mirror copy all
    # carry the entry number; entries of the same paper have neighbouring numbers.
    # GBIF-like identifier in every URI -> Significant String from URI.
    Case(
        "crystallodex-hematite",
        "crystal-structure database (entry with CIF and HKL)",
        "multi_hop",
        "sig_uri",
        CX.url("/entry/4312087.html"),
        frozenset(_cx_members("4312087")),
        cx_sites,
        others=frozenset({CX.url("/entry/4312088.html")}),
    ),
    Case(
        "crystallodex-cu-mof",
        "crystal-structure database (entry with three revisions and a mirror copy)",
        "multi_hop",
        "sig_uri",
        CX.url("/entry/4330512.html"),
        frozenset(_cx_members("4330512")),
        cx_sites,
        others=frozenset(CX.url(f"/entry/{o}.html") for o in ("4330511", "4330513", "4330514")),
    ),
]
