"""CKAN open-data portals: a 2.10 instance with its own filestore, a 2.9 instance whose
uploads live on a cloud blob host, a 2.11 instance with DCAT + signposting, harvested
metadata-only records and a showcase.

CKAN's dataset page (/dataset/<name>) lists resources linking their resource pages
(/dataset/<name>/resource/<id>); the download button is on the resource page; the groups
and activity tabs live outside the dataset's path (/dataset/groups/<name>,
/dataset/activity/<name>).  Truth: dataset page, resource pages, downloads (and, where the
portal declares them, the DCAT serialisations).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    portal,
    signed_html,
)


@dataclass
class Pkg:
    name: str
    title: str
    org: tuple[str, str]
    resources: Sequence[tuple[str, str]]  # (resource id, file name)
    source: str = ""  # harvested from


MENU = (
    ("/dataset/", "Datasets"),
    ("/organization/", "Organizations"),
    ("/group/", "Groups"),
    ("/showcase", "Showcases"),
    ("/about", "About"),
)


def _dl(p: Portal, pk: Pkg, rid: str, fn: str, blob: str) -> str:
    if blob:
        return f"http://{blob}/resources/{rid}/{fn}"
    return p.url(f"/dataset/{pk.name}/resource/{rid}/download/{fn}")


def _pkg_page(p: Portal, pk: Pkg, head: str) -> str:
    res = "".join(
        f'<li class="resource-item"><a class="heading" href="/dataset/{pk.name}/resource/{rid}"'
        f' title="{escape(fn)}">{escape(fn)} <span class="format-label">'
        f"{fn.rsplit('.', 1)[-1].upper()}</span></a><div class='dropdown btn-group'>"
        f'<a class="btn btn-primary dropdown-toggle" href="#">Explore</a><ul class="dropdown-menu">'
        f'<li><a href="/dataset/{pk.name}/resource/{rid}">More information</a></li></ul></div></li>'
        for rid, fn in pk.resources
    )
    if not pk.resources:
        res = "<p class='empty'>This dataset has no data</p>"
    src = (
        f'<tr><th>Source</th><td><a href="{pk.source}">{pk.source}</a></td></tr>'
        f"<tr><th>Harvest source</th><td>Regional catalogue (CSW)</td></tr>"
        if pk.source
        else ""
    )
    main = f"""{COOKIE}<ol class="breadcrumb"><li><a href="/organization/">Organizations</a></li>
<li><a href="/organization/{pk.org[0]}">{escape(pk.org[1])}</a></li><li class="active">
{escape(pk.title)}</li></ol>
<ul class="nav nav-tabs"><li class="active"><a href="/dataset/{pk.name}">Dataset</a></li>
<li><a href="/dataset/groups/{pk.name}">Groups</a></li>
<li><a href="/dataset/activity/{pk.name}">Activity Stream</a></li></ul>
<article class="module"><h1>{escape(pk.title)}</h1><div class="notes"><p>Published by
{escape(pk.org[1])} under the Open Government Licence.</p></div>
<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">{res}</ul>
</section><section class="tags"><ul class="tag-list"><li><a class="tag"
href="/dataset/?tags=transport">transport</a></li></ul></section>
<section class="additional-info"><table class="table">{src}
<tr><th>Maintainer</th><td><a href="mailto:data@example.test">Open Data Team</a></td></tr>
<tr><th>Last Updated</th><td>October 3, 2025</td></tr></table></section></article>
<aside><section class="module"><h2>License</h2><a
href="http://opendefinition.test/licenses/odc-by">Open Data Commons Attribution</a></section>
<section class="module"><h2>Social</h2><a href="http://twitter.test/share?url={pk.name}">
Twitter</a></section></aside>"""
    return p.page(pk.title, main, head=head)


def _res_page(p: Portal, pk: Pkg, rid: str, fn: str, blob: str) -> str:
    others = "".join(
        f'<li><a href="/dataset/{pk.name}/resource/{r}">{escape(f)}</a></li>'
        for r, f in pk.resources
    )
    main = f"""{COOKIE}<ol class="breadcrumb"><li><a href="/dataset/">Datasets</a></li>
<li><a href="/dataset/{pk.name}">{escape(pk.title)}</a></li><li>{escape(fn)}</li></ol>
<section class="module-content"><div class="actions"><a class="btn btn-primary resource-url-analytics"
href="{_dl(p, pk, rid, fn, blob)}">Download</a>
<a class="btn btn-success" href="/api/3/action/datastore_search?resource_id={rid}">Data API</a>
</div><h1>{escape(fn)}</h1><p>URL: <a href="{_dl(p, pk, rid, fn, blob)}">{escape(fn)}</a></p>
<iframe src="/dataset/{pk.name}/resource/{rid}/view/v-{rid[:6]}" title="Preview"></iframe>
<table class="table"><tr><th>Format</th><td>{fn.rsplit(".", 1)[-1].upper()}</td></tr>
<tr><th>License</th><td><a href="http://opendefinition.test/licenses/odc-by">ODC-BY</a></td></tr>
</table></section><aside><h2>Resources</h2><ul>{others}</ul></aside>"""
    return p.page(f"{fn} - {pk.title}", main)


def _serve(
    p: Portal, pk: Pkg, pages: dict[str, PageValue], blob: Site | None, signs: Sequence[Sign] = ()
) -> None:
    pages[f"/dataset/{pk.name}"] = signed_html(_pkg_page(p, pk, link_elements(signs)), signs)
    pages[f"/dataset/groups/{pk.name}"] = p.page(pk.title, "<h2>Groups</h2><p>Transport</p>")
    pages[f"/dataset/activity/{pk.name}"] = p.page(pk.title, "<h2>Activity Stream</h2>")
    pages.setdefault(f"/organization/{pk.org[0]}", p.page(pk.org[1], f"<h1>{pk.org[1]}</h1>"))
    for rid, fn in pk.resources:
        host = blob.host if blob else ""
        pages[f"/dataset/{pk.name}/resource/{rid}"] = _res_page(p, pk, rid, fn, host)
        pages[f"/dataset/{pk.name}/resource/{rid}/view/v-{rid[:6]}"] = p.page(
            fn, "<div class='recline-data-explorer'></div>"
        )
        pages[f"/api/3/action/datastore_search?resource_id={rid}"] = export("json", fn, rid)
        if blob:
            blob.add(f"/resources/{rid}/{fn}", file_response(fn, pk.title))
        else:
            pages[f"/dataset/{pk.name}/resource/{rid}/download/{fn}"] = file_response(fn, pk.title)


def _truth(p: Portal, pk: Pkg, blob: str = "", extra: Sequence[str] = ()) -> frozenset[str]:
    t = [p.url(f"/dataset/{pk.name}")]
    t += [p.url(f"/dataset/{pk.name}/resource/{r}") for r, _f in pk.resources]
    t += [_dl(p, pk, r, f, blob) for r, f in pk.resources]
    return frozenset([*t, *extra])


# --- Pellwick County Council: CKAN 2.10, own filestore ------------------------------------

PW = "data.pellwick-county.hx33.example"
PW_ORG = ("pellwick-county-council", "Pellwick County Council")
PW_PKGS = [
    Pkg(
        "road-traffic-counts-2024",
        "Road traffic counts 2024",
        PW_ORG,
        [
            ("3b0c5a9e-1d7f-4f2a-8e61-aa01", "counts_q1.csv"),
            ("3b0c5a9e-1d7f-4f2a-8e61-aa02", "counts_q2.csv"),
            ("3b0c5a9e-1d7f-4f2a-8e61-aa03", "counts_q3.csv"),
            ("3b0c5a9e-1d7f-4f2a-8e61-aa04", "counter_locations.geojson"),
        ],
    ),
    Pkg(
        "public-toilets",
        "Public conveniences",
        PW_ORG,
        [
            ("7e2d9c10-44b1-4c3e-9d2a-bb01", "toilets.csv"),
            ("7e2d9c10-44b1-4c3e-9d2a-bb02", "toilets_schema.json"),
        ],
    ),
    Pkg(
        "listed-buildings-register",
        "Listed buildings register (harvested)",
        PW_ORG,
        [],
        source="http://heritage-catalogue.test/record/LB-7731",
    ),
]


def _pw_portal() -> Portal:
    return portal(PW, "Pellwick Open Data", MENU, title_format="{title} - {name}")


def pellwick_sites() -> list[Site]:
    p = _pw_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for pk in PW_PKGS:
        _serve(p, pk, pages, None)
    pages["/showcase/traffic-dashboard"] = p.page(
        "Traffic dashboard",
        f"""{COOKIE}<ol class="breadcrumb"><li><a href="/showcase">Showcases</a></li></ol>
<h1>Traffic dashboard</h1><p>An interactive dashboard built by a local developer from the
council's traffic counts.</p><p><a class="btn" href="http://traffic-dash.test/">Launch
website</a></p><h3>Datasets in Showcase</h3><ul>
<li><a href="/dataset/road-traffic-counts-2024">Road traffic counts 2024</a></li></ul>
<p>Submitted by Jo Kettering, 2025-06-11</p>""",
    )
    return [p.site(pages)]


# --- Marrowfield Region: CKAN 2.9, uploads on a cloud blob host ---------------------------

MR = "opendata.marrowfield-region.hx33.example"
MR_BLOB = "blob.marrowfield-datastore.hx33.example"
MR_ORG = ("marrowfield-environment", "Marrowfield Environment Directorate")
MR_PKGS = [
    Pkg(
        "river-gauge-levels",
        "River gauge levels (15-minute)",
        MR_ORG,
        [
            ("c41f0e2a-aaaa-4b1b-9c3c-0001", "gauge_levels_2023.csv"),
            ("c41f0e2a-aaaa-4b1b-9c3c-0002", "gauge_levels_2024.csv"),
            ("c41f0e2a-aaaa-4b1b-9c3c-0003", "gauges.geojson"),
            ("c41f0e2a-aaaa-4b1b-9c3c-0004", "data_dictionary.pdf"),
        ],
    ),
    Pkg(
        "tree-inventory",
        "Street tree inventory",
        MR_ORG,
        [
            ("d52a1f3b-bbbb-4c2c-8d4d-0001", "trees.csv"),
            ("d52a1f3b-bbbb-4c2c-8d4d-0002", "trees.geojson"),
            ("d52a1f3b-bbbb-4c2c-8d4d-0003", "species_codes.csv"),
        ],
    ),
]


def _mr_portal() -> Portal:
    return portal(MR, "Marrowfield Open Data", MENU, title_format="{title} - {name}")


def marrowfield_sites() -> list[Site]:
    p = _mr_portal()
    blob = Site(MR_BLOB)
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    for pk in MR_PKGS:
        _serve(p, pk, pages, blob)
    return [p.site(pages), blob]


# --- Eskdale Environment Agency: CKAN 2.11 + DCAT + signposting ---------------------------

EK = "catalogue.eskdale-environment-agency.hx33.example"
EK_PKG = Pkg(
    "bathing-water-quality",
    "Bathing water quality samples 2025",
    ("eskdale-ea", "Eskdale Environment Agency"),
    [
        ("e63b2a4c-cccc-4d3d-9e5e-0001", "samples_2025.csv"),
        ("e63b2a4c-cccc-4d3d-9e5e-0002", "sites.csv"),
        ("e63b2a4c-cccc-4d3d-9e5e-0003", "method_statement.pdf"),
    ],
)
DCAT = (("rdf", "application/rdf+xml"), ("ttl", "text/turtle"), ("jsonld", "application/ld+json"))


def _ek_portal() -> Portal:
    return portal(EK, "Eskdale Data Catalogue", MENU, title_format="{title} - {name}")


def _ek_signs(p: Portal) -> list[Sign]:
    pk = EK_PKG
    s: list[Sign] = [(p.url(f"/dataset/{pk.name}"), "cite-as", None)]
    s.append(("http://schema.test/Dataset", "type", None))
    s.append(("http://opendefinition.test/licenses/odc-by", "license", None))
    s += [(p.url(f"/dataset/{pk.name}.{ext}"), "describedby", t) for ext, t in DCAT]
    s += [(_dl(p, pk, r, f, ""), "item", None) for r, f in pk.resources]
    return s


def eskdale_sites() -> list[Site]:
    p = _ek_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    _serve(p, EK_PKG, pages, None, _ek_signs(p))
    for ext, _t in DCAT:
        fmt = {"rdf": "dcat", "ttl": "ttl", "jsonld": "jsonld"}[ext]
        pages[f"/dataset/{EK_PKG.name}.{ext}"] = export(fmt, EK_PKG.title, EK_PKG.name)
    return [p.site(pages)]


def cases() -> list[Case]:
    pw = "CKAN 2.10 (Pellwick, own filestore)"
    mr = "CKAN 2.9 (Marrowfield, cloud blob uploads)"
    ek = "CKAN 2.11 (Eskdale, DCAT + signposting)"
    p1, p2, p3 = PW_PKGS
    m1, m2 = MR_PKGS
    pp, mp, ep = _pw_portal(), _mr_portal(), _ek_portal()
    return [
        # path_based: resource pages and their downloads all under /dataset/<name>/ (the
        # downloads two hops away); groups/activity tabs, tags, organisation and the Data
        # API lie outside the path.
        Case(
            "pw-traffic-counts",
            pw,
            "Multi-Hop",
            "path_based",
            pp.url(f"/dataset/{p1.name}"),
            _truth(pp, p1),
            pellwick_sites,
        ),
        Case(
            "pw-public-toilets",
            pw,
            "Multi-Hop",
            "path_based",
            pp.url(f"/dataset/{p2.name}"),
            _truth(pp, p2),
            pellwick_sites,
        ),
        # single_page: a harvested metadata-only record; its source is another portal.
        Case(
            "pw-harvested-listed-buildings",
            pw,
            "Single Artifact URI",
            "single_page",
            pp.url(f"/dataset/{p3.name}"),
            _truth(pp, p3),
            pellwick_sites,
        ),
        # single_page: a ckanext-showcase page (the app is elsewhere; the dataset it uses is
        # another artifact).
        Case(
            "pw-traffic-dashboard-showcase",
            pw,
            "Single Artifact URI",
            "single_page",
            pp.url("/showcase/traffic-dashboard"),
            frozenset([pp.url("/showcase/traffic-dashboard")]),
            pellwick_sites,
            others=frozenset([pp.url(f"/dataset/{p1.name}")]),
        ),
        # path_based_externals (the seed's GitHub/Kaggle shape): resource pages under the
        # dataset path, their uploads on the cloud blob host (another domain).
        Case(
            "mr-river-gauges",
            mr,
            "Multi-Hop",
            "path_based_externals",
            mp.url(f"/dataset/{m1.name}"),
            _truth(mp, m1, MR_BLOB),
            marrowfield_sites,
        ),
        Case(
            "mr-street-trees",
            mr,
            "Multi-Hop",
            "path_based_externals",
            mp.url(f"/dataset/{m2.name}"),
            _truth(mp, m2, MR_BLOB),
            marrowfield_sites,
        ),
        # signposting: items = the 3 downloads, describedby = 3 DCAT serialisations (linked
        # as <link> elements too); resource pages are renderings of declared metadata.
        Case(
            "ek-bathing-water",
            ek,
            "Multi-Hop",
            "signposting",
            ep.url(f"/dataset/{EK_PKG.name}"),
            frozenset(
                [ep.url(f"/dataset/{EK_PKG.name}")]
                + [ep.url(f"/dataset/{EK_PKG.name}.{x}") for x, _t in DCAT]
                + [_dl(ep, EK_PKG, r, f, "") for r, f in EK_PKG.resources]
            ),
            eskdale_sites,
        ),
    ]
