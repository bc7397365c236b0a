"""Significant String from URI portals of heldout123: CKAN forest-inventory data service
and a GBIF IPT of woodland occurrence datasets."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import csv, portal, text

# --- CKAN national forest inventory data service --------------------------------------
CK = portal(
    "ckan",
    "nfi",
    "NFI Open Data",
    [("/dataset/", "Datasets"), ("/organization/", "Organisations"), ("/group/", "Groups")],
)
CK_SETS = {
    "nfi-plot-level-estimates-2021-2025": (
        "NFI plot-level estimates 2021-2025",
        [("3f1c2a9e-0b4d-4e8a-9d71-5a2c6e8f1b03", "plots_2021_2025.csv")],
    ),
    "nfi-deadwood-volume-by-region": (
        "Deadwood volume by region",
        [
            ("a6b7c8d9-e0f1-4a2b-8c3d-4e5f6a7b8c9d", "deadwood_region.csv"),
            ("0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a", "deadwood_methods.pdf"),
        ],
    ),
}


def _ck_site() -> list[Site]:
    pages: dict[str, object] = {}
    for name, (title, res) in CK_SETS.items():
        items = "".join(
            f'<li class="resource-item"><a class="heading" href="/dataset/{name}/resource/{rid}">'
            f'{f}</a> <a class="resource-url-analytics" href="/dataset/{name}/resource/{rid}'
            f'/download/{f}">Download</a></li>'
            for rid, f in res
        )
        pages[f"/dataset/{name}"] = CK.page(
            title,
            f'<ul class="nav nav-tabs"><li><a href="/dataset/{name}">Dataset</a></li>'
            f'<li><a href="/dataset/groups/{name}">Groups</a></li>'
            f'<li><a href="/dataset/activity/{name}">Activity Stream</a></li></ul>'
            f'<h1>{escape(title)}</h1><ul class="resource-list">{items}</ul>'
            '<ul class="tag-list"><li><a href="/dataset/?tags=forest+inventory">forest '
            'inventory</a></li></ul><p>Organisation: <a href="/organization/nfi-unit">NFI '
            f'Unit</a></p><a href="/api/3/action/package_show?id={name}">API</a>',
        )
        pages[f"/dataset/groups/{name}"] = CK.page(title, "<p>No groups.</p>")
        pages[f"/dataset/activity/{name}"] = CK.page(title, "<p>Dataset created.</p>")
        pages[f"/api/3/action/package_show?id={name}"] = Response.data(
            f'{{"success": true, "result": {{"name": "{name}"}}}}'.encode(), "application/json"
        )
        for rid, f in res:
            pages[f"/dataset/{name}/resource/{rid}"] = CK.page(
                f,
                f'<h1>{f}</h1><a href="/dataset/{name}/resource/{rid}/download/{f}">'
                f'Download</a> <a href="/dataset/{name}">{escape(title)}</a>',
            )
            pages[f"/dataset/{name}/resource/{rid}/download/{f}"] = csv("region,m3_ha", "N,12.4")
    pages["/organization/nfi-unit"] = CK.page("NFI Unit", "<h1>NFI Unit</h1>")
    pages["/dataset/?tags=forest+inventory"] = CK.page("Datasets", "<h1>Datasets</h1>")
    return [CK.site(pages)]  # type: ignore[arg-type]


def _ck_truth(name: str) -> list[str]:
    out = [
        CK.url(f"/dataset/{name}"),
        CK.url(f"/dataset/groups/{name}"),
        CK.url(f"/dataset/activity/{name}"),
        CK.url(f"/api/3/action/package_show?id={name}"),
    ]
    for rid, f in CK_SETS[name][1]:
        out += [
            CK.url(f"/dataset/{name}/resource/{rid}"),
            CK.url(f"/dataset/{name}/resource/{rid}/download/{f}"),
        ]
    return out


# --- GBIF IPT: every resource URI carries ?r=<shortname> -------------------------------
IP = portal(
    "ipt",
    "woodland",
    "Woodland Biodiversity IPT",
    [("/", "Home"), ("/about.do", "About"), ("/rss.do", "RSS")],
    title_format="{name} - {title}",
)
IP_RES = {
    "veteran-oaks-sherwood": ("Veteran oak trees of Sherwood Forest", "1.4"),
    "saproxylic-beetles-bialowieza": ("Saproxylic beetles in Bialowieza deadwood traps", "2.1"),
}


def _ip_site() -> list[Site]:
    pages: dict[str, object] = {}
    for r, (title, v) in IP_RES.items():
        pages[f"/resource?r={r}"] = IP.page(
            title,
            f'<h1 class="rtitle">{escape(title)}</h1><p>Version {v}</p>'
            f'<ul class="downloads"><li><a href="/archive.do?r={r}">Darwin Core Archive</a></li>'
            f'<li><a href="/eml.do?r={r}">Metadata (EML)</a></li>'
            f'<li><a href="/rtf.do?r={r}">Metadata (RTF)</a></li></ul>'
            f'<p>Previous version: <a href="/resource?r={r}&amp;v=1.0">1.0</a></p>'
            '<p>Publisher: <a href="/organisation/3b1f">Woodland Trust Data Unit</a></p>',
        )
        pages[f"/resource?r={r}&v=1.0"] = IP.page(title, f"<h1>{escape(title)} (1.0)</h1>")
        pages[f"/archive.do?r={r}"] = Response.data(b"PK\x05\x06" + b"\0" * 18, "application/zip")
        pages[f"/eml.do?r={r}"] = Response.data(
            f"<eml><dataset><title>{escape(title)}</title></dataset></eml>".encode(),
            "application/xml",
        )
        pages[f"/rtf.do?r={r}"] = Response.data(
            ("{\\rtf1 " + title + "}").encode(), "application/rtf"
        )
    pages["/organisation/3b1f"] = IP.page("Woodland Trust Data Unit", "<h1>Publisher</h1>")
    pages["/about.do"] = IP.page("About", "<h1>About</h1>")
    pages["/rss.do"] = text("<rss/>")
    return [IP.site(pages)]  # type: ignore[arg-type]


def _ip_truth(r: str) -> list[str]:
    return [
        IP.url(f"/resource?r={r}"),
        IP.url(f"/resource?r={r}&v=1.0"),
        IP.url(f"/archive.do?r={r}"),
        IP.url(f"/eml.do?r={r}"),
        IP.url(f"/rtf.do?r={r}"),
    ]


CASES: list[Case] = [
    # A CKAN dataset: its tabs, resources, downloads and API record all carry the dataset's
    # name (seed: like GBIF -> Significant String from URI); the organisation and tag
    # search do not.  Truth: the URIs holding the name.
    *(
        case(
            f"ckan-{name.split('-')[1]}",
            "CKAN (forest inventory data service)",
            "dataset",
            "sig_uri",
            CK.url(f"/dataset/{name}"),
            _ck_truth(name),
            _ck_site,
        )
        for name in CK_SETS
    ),
    # A GBIF IPT resource: DwC-A, EML, RTF and the older version share ?r=<shortname> but no
    # path (seed: GBIF -> Significant String from URI).  Truth: those five URIs.
    *(
        case(
            f"ipt-{r.split('-')[0]}",
            "GBIF IPT (woodland occurrence dataset)",
            "dataset",
            "sig_uri",
            IP.url(f"/resource?r={r}"),
            _ip_truth(r),
            _ip_site,
        )
        for r in IP_RES
    ),
]
