"""Data catalogues: a GBIF IPT run by a herbarium and CKAN run by a county council.

IPT: the seed's GBIF row — every URI of a resource (metadata, EML, RTF, Darwin Core archive
and each published version) carries the resource's short name, so the significant string
comes from the URI; the installation's menus and other resources do not carry it.
CKAN: a dataset's resource pages, previews and groups all live under the dataset's path,
while the files themselves sit on the council's object store (another registrable domain):
the seed's Kaggle/GitHub shape, Path-Based with Externals.  Neither portal prints share or
other off-site links on its pages (so what lies off-site is the artifact's).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Inst, a, csv_file, text_file, ul, zip_file

# --- GBIF IPT of the Ashgrove Herbarium ------------------------------------------------------

AH = Inst(
    "ipt.ashgrove-herbarium.hx37.example",
    "Ashgrove Herbarium IPT",
    "GBIF Integrated Publishing Toolkit",
    [("/index.do", "Home"), ("/about.do", "About"), ("/manage/", "Manage resources")],
    [("/about.do?lang=en", "English"), ("/about.do?lang=es", "Español"), ("/rss.do", "RSS")],
    title_format="{title}",
    home_title="Ashgrove Herbarium IPT",
    share=False,
)
AH_RECS = {
    "ashgrove-bryophytes": ("Bryophyte specimens of the Ashgrove Herbarium", ["1.2"], []),
    "ashgrove-seedbank-trials": (
        "Seed bank germination trials, Ashgrove native flora 2009-2024",
        ["1.0", "1.1", "2.0", "2.1"],
        ["ashgrove-vascular-types"],
    ),
}


def _ah_record(short: str) -> tuple[dict[str, PageValue], set[str]]:
    title, versions, related = AH_RECS[short]
    pages: dict[str, PageValue] = {}
    entry = f"/resource?r={short}"
    truth = {AH.url(entry)}

    def files(v: str | None) -> list[tuple[str, str]]:
        q = f"r={short}" + (f"&v={v}" if v else "")
        out = []
        for path, label in [("/archive.do", "DwC-A"), ("/eml.do", "EML"), ("/rtf.do", "RTF")]:
            u = f"{path}?{q}"
            if path == "/archive.do":
                pages[u] = zip_file(f"{short} {v or 'latest'}")
            elif path == "/eml.do":
                pages[u] = text_file(f"<eml:eml packageId='{short}'><title>{escape(title)}</title>")
            else:
                pages[u] = text_file(f"{{\\rtf1 {title}}}", "application/rtf")
            truth.add(AH.url(u))
            out.append((u, f"{label} ({v or 'latest'})"))
        return out

    latest = files(None)
    vrows = []
    for v in versions[:-1]:
        vp = f"/resource?r={short}&v={v}"
        pages[vp] = AH.page(
            f"{title} v{v}",
            f"<h1>{escape(title)}</h1><p>Version {v} (not the latest)</p>{ul(files(v))}",
            raw_title=True,
        )
        truth.add(AH.url(vp))
        vrows.append(f"<tr><td>{a(vp, v)}</td><td>published</td></tr>")
    others = ""
    for r in related:
        pages[f"/resource?r={r}"] = AH.page(
            "Vascular plant type specimens", "<h1>Types</h1>", raw_title=True
        )
        others += f"<p>Related: {a(f'/resource?r={r}', 'Vascular plant type specimens')}</p>"
    main = (
        f'<div class="container"><h1 property="dc:title">{escape(title)}</h1>'
        f"<p>Latest version published {versions[-1]} by "
        f"{a('/about.do#publisher', 'Ashgrove Herbarium')}</p><h2>Downloads</h2>{ul(latest)}"
        f"<h2>Versions</h2><table>{''.join(vrows) or '<tr><td>only version</td></tr>'}</table>"
        f"<h2>Citation</h2><p>Ashgrove Herbarium ({versions[-1]}). {escape(title)}.</p>"
        f"{others}</div>"
    )
    pages[entry] = AH.page(title, main, raw_title=True)
    return pages, truth


def _ah_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for short in AH_RECS:
        pages.update(_ah_record(short)[0])
    return [AH.site(pages)]


def _ah_case(name: str, short: str, detail: str) -> Case:
    return Case(
        name,
        f"GBIF IPT ({detail})",
        "Multi-Hop",
        "sig_uri",
        AH.url(f"/resource?r={short}"),
        frozenset(_ah_record(short)[1]),
        _ah_site,
        others=frozenset(AH.url(f"/resource?r={r}") for r in AH_RECS[short][2]),
    )


# --- CKAN of Brackenridge County Council, files on its object store ----------------------------

BC = Inst(
    "data.brackenridge-council.hx37.example",
    "Brackenridge Open Data",
    "CKAN",
    [("/dataset/", "Datasets"), ("/organization/", "Organisations"), ("/group/", "Groups")],
    [("/about", "About"), ("/api/3", "API"), ("/licence", "Open Government Licence")],
    share=False,
)
STORE = "files.brackenridge-store.hx37.example"
BC_RECS = {
    "street-tree-inventory": (
        "Street tree inventory",
        [("5d1c3e2a-77b0-4c1e-9a5b-1f2e3d4c5b6a", "trees.csv", "CSV")],
        [],
    ),
    "air-quality-diffusion-tubes": (
        "Air quality: nitrogen dioxide diffusion tubes",
        [
            ("a0b1c2d3-0001-4e5f-8a9b-0c1d2e3f4a51", "no2_2021.csv", "CSV"),
            ("a0b1c2d3-0002-4e5f-8a9b-0c1d2e3f4a52", "no2_2022.csv", "CSV"),
            ("a0b1c2d3-0003-4e5f-8a9b-0c1d2e3f4a53", "no2_2023.csv", "CSV"),
            ("a0b1c2d3-0004-4e5f-8a9b-0c1d2e3f4a54", "tube_locations.geojson", "GeoJSON"),
            ("a0b1c2d3-0005-4e5f-8a9b-0c1d2e3f4a55", "methodology.pdf", "PDF"),
        ],
        ["environment"],
    ),
}


def _bc_record(name: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    title, resources, groups = BC_RECS[name]
    base = f"/dataset/{name}"
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth = {BC.url(base)}
    items = []
    for rid, fname, fmt in resources:
        rp = f"{base}/resource/{rid}"
        dl = f"http://{STORE}/ckan/resources/{rid}/{fname}"
        store[f"/ckan/resources/{rid}/{fname}"] = (
            csv_file("tube,month,no2", 12) if fname.endswith(".csv") else text_file(fname)
        )
        view = f"{rp}/view/{rid[:8]}"
        pages[view] = BC.page(f"{fname} preview", f"<h1>Preview of {escape(fname)}</h1>")
        pages[rp] = BC.page(
            f"{fname} - {title}",
            f"<h1>{escape(fname)}</h1><p>Format: {fmt}</p>"
            f'<p><a class="resource-url-analytics" href="{dl}">Download</a></p>'
            f"<p>{a(view, 'Preview')}</p><p>{a(base, 'Back to dataset')}</p>",
        )
        truth |= {BC.url(rp), BC.url(view), dl}
        items.append(
            f'<li class="resource-item">{a(rp, fname)} <span class="format-label">{fmt}</span> '
            f'<a href="{dl}">Download</a></li>'
        )
    side = ""
    if groups:
        pages[f"{base}/groups"] = BC.page(
            f"Groups - {title}", ul([(f"/group/{g}", g) for g in groups])
        )
        truth.add(BC.url(f"{base}/groups"))
        for g in groups:
            pages[f"/group/{g}"] = BC.chrome(g.title(), "A group of datasets.")
        side = f"<h3>Groups</h3>{a(f'{base}/groups', 'Groups')}"
    main = (
        f'<div class="module-content"><h1 class="heading">{escape(title)}</h1>'
        f"<p>Published by {a('/organization/environmental-health', 'Environmental Health')}</p>"
        f'<h3>Data and Resources</h3><ul class="resource-list">{"".join(items)}</ul>'
        f"<p>Tags: {a('/dataset/?tags=open-data', 'open-data')}</p>"
        f"<p>{a(f'/dataset/activity/{name}', 'Activity Stream')}</p></div>"
    )
    pages[f"/dataset/activity/{name}"] = BC.page(f"Activity - {title}", "<h1>Activity</h1>")
    pages["/organization/environmental-health"] = BC.chrome("Environmental Health", "Team.")
    pages[base] = BC.page(title, main, side=side, crumbs=[("/dataset/", "Datasets")])
    return pages, store, truth


def _bc_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for name in BC_RECS:
        p, s, _t = _bc_record(name)
        pages.update(p)
        store.update(s)
    return [BC.site(pages), Site(STORE, store)]


def _bc_case(name: str, detail: str) -> Case:
    return Case(
        f"bc-{name.split('-')[0]}",
        f"CKAN ({detail})",
        "Multi-Hop",
        "path_based_externals",
        BC.url(f"/dataset/{name}"),
        frozenset(_bc_record(name)[2]),
        _bc_site,
    )


CASES = [
    # GBIF IPT: the seed's GBIF row, short name in every artifact URI.
    _ah_case("ah-bryophytes", "ashgrove-bryophytes", "herbarium resource, latest version"),
    _ah_case("ah-seedbank", "ashgrove-seedbank-trials", "four published versions"),
    # CKAN: resources under the dataset path, files on the council's object store.
    _bc_case("street-tree-inventory", "council portal, one resource"),
    _bc_case("air-quality-diffusion-tubes", "five resources, groups"),
]
