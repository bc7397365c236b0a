"""InvenioRDM portals: a university's research-data repository that emits FAIR Signposting,
and a consortium's Zenodo-like community repository (same software, older config, no Link
headers, file previews).

Record URLs as InvenioRDM 12 shapes them: ``/records/<5-5 id>``, files
``/records/<id>/files/<name>?download=1``, previews ``/records/<id>/preview/<name>``,
exports ``/records/<id>/export/<format>``, the REST API ``/api/records/<id>``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import (
    ANALYTICS,
    CC_BY,
    a,
    bibtex,
    binary,
    csv_file,
    pdf_file,
    text_file,
    with_links,
    zip_file,
)

MARBECK = Portal(
    host="research-data.tu-marbeck.hx12.example",
    name="TU Marbeck Research Data",
    menu=[("/search", "Search records"), ("/communities", "Communities"), ("/uploads", "Upload")],
    footer=[
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("http://www.tu-marbeck.hx12.example/", "TU Marbeck"),
        ("/api", "REST API"),
        ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",  # InvenioRDM puts the bare record title in <title>
    home_title="TU Marbeck Research Data",
)

OCEANIS = Portal(
    host="repository.oceanis-consortium.hx12.example",
    name="Oceanis Open Repository",
    menu=[("/search", "Search"), ("/communities", "Communities"), ("/me/uploads", "My dashboard")],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/contact", "Contact"),
        ("http://status.oceanis-consortium.hx12.example/", "Status"),
    ],
    title_format="{title}",
    home_title="Oceanis Open Repository",
)


@dataclass
class Record:
    rid: str
    title: str
    kind: str  # schema.org type and the resource-type label
    creators: list[tuple[str, str]]  # (name, ORCID)
    year: int
    doi: str
    files: dict[str, Response]
    previews: tuple[str, ...] = ()  # files with a preview page linked as "Preview"
    versions: tuple[tuple[str, str], ...] = ()  # (record id, label), newest first, incl. self
    community: tuple[str, str] = ("", "")
    related: tuple[tuple[str, str], ...] = ()  # other records of this portal it cites
    description: str = ""
    exports: tuple[str, ...] = ("bibtex", "datacite-json", "json-ld")
    extra_pages: dict[str, PageValue] = field(default_factory=dict)


def _record_page(p: Portal, r: Record, *, signposting: bool) -> tuple[str, PageValue]:
    base = f"/records/{r.rid}"
    files = ""
    for name in r.files:
        dl = f"{base}/files/{name}?download=1"
        prev = (
            " " + a(f"{base}/preview/{name}", "Preview", class_="ui button preview-link")
            if name in r.previews
            else ""
        )
        files += (
            f"<tr><td>{a(dl, name)}</td><td>{a(dl, 'Download', class_='ui button')}{prev}</td></tr>"
        )
    preview_frame = (
        f'<iframe class="preview-iframe" src="{base}/preview/{r.previews[0]}"></iframe>'
        if r.previews
        else ""
    )
    creators = ", ".join(
        f"{a('/search?q=metadata.creators.person_or_org.name:' + n.replace(' ', '+'), n)}"
        f" {a('http://orcid.test/' + o, 'ORCID', class_='orcid')}"
        for n, o in r.creators
    )
    versions = "".join(
        f"<li>{a('/records/' + vid, label) if vid != r.rid else label + ' (this version)'}</li>"
        for vid, label in r.versions
    )
    related = "".join(f"<li>{a('/records/' + rid, t)}</li>" for rid, t in r.related)
    exports = "".join(f"<li>{a(f'{base}/export/{e}', e)}</li>" for e in r.exports)
    community = (
        f"<p>Part of {a('/communities/' + r.community[0], r.community[1])}</p>"
        if r.community[0]
        else ""
    )
    main = f"""<div class="ui container record-page">
<span class="ui label">{r.kind}</span> <span class="ui label">Open access</span>
<h1 id="record-title">{r.title}</h1>
<p class="creatibutors">{creators}</p>
<p>Published {r.year} | {a("http://doi.test/" + r.doi, "https://doi.org/" + r.doi, class_="doi")}</p>
<section id="description"><h2>Description</h2><p>{r.description or "Data and code supporting " + r.title + "."}</p></section>
{community}
<section id="record-files"><h2>Files</h2>{preview_frame}<table class="ui table">{files}</table>
</section>
<aside><h3>Versions</h3><ul>{versions}</ul>
{a(f"/search?q=parent.id:{r.rid}&f=allversions:true", "View all versions")}
<h3>Related works</h3><ul>{related}</ul>
<h3>Rights</h3><p>{a(CC_BY, "Creative Commons Attribution 4.0 International")}</p>
<h3>Citation</h3><p>{r.creators[0][0]} et al. ({r.year}). {r.title}. {p.name}. https://doi.org/{r.doi}</p>
<h3>Export</h3><ul>{exports}</ul>
<p>{a(f"/api/records/{r.rid}", "JSON (API)")}</p>
</aside></div>"""
    head = ANALYTICS + f'<meta name="citation_title" content="{r.title}">'
    page = p.page(r.title, main, head=head, share=p.url(base))
    if not signposting:
        return base, page
    links = [(f"http://doi.test/{r.doi}", "cite-as"), (f"http://schema.test/{r.kind}", "type")]
    links += [(f"http://orcid.test/{o}", "author") for _, o in r.creators]
    links += [(p.url(f"{base}/files/{n}?download=1"), "item") for n in r.files]
    links += [(p.url(f"{base}/export/{e}"), "describedby") for e in r.exports]
    links.append((CC_BY, "license"))
    return base, with_links(page, links)


def _preview(p: Portal, r: Record, name: str) -> str:
    base = f"/records/{r.rid}"
    main = (
        f"<h1>{name}</h1><p>Preview of a file of {a(base, r.title)}</p>"
        f"<pre>{name}: first lines</pre>"
        f"{a(f'{base}/files/{name}?download=1', 'Download')}"
    )
    return p.page(name, main)


def _exports(r: Record) -> dict[str, PageValue]:
    base = f"/records/{r.rid}/export"
    out: dict[str, PageValue] = {}
    for e in r.exports:
        if e == "bibtex":
            out[f"{base}/bibtex"] = bibtex(r.rid.replace("-", ""), r.title, r.year, r.doi)
        else:
            body = f'{{"doi": "{r.doi}", "title": "{r.title}", "format": "{e}"}}'
            out[f"{base}/{e}"] = text_file(body, "application/json")
    return out


def _site(p: Portal, records: list[Record], *, signposting: bool) -> Site:
    pages: dict[str, PageValue] = {"/communities": p.page("Communities", "<h1>Communities</h1>")}
    for r in records:
        path, page = _record_page(p, r, signposting=signposting)
        pages[path] = page
        for name, body in r.files.items():
            pages[f"/records/{r.rid}/files/{name}?download=1"] = body
            pages[f"/records/{r.rid}/files/{name}"] = body
        for name in r.previews:
            pages[f"/records/{r.rid}/preview/{name}"] = _preview(p, r, name)
        pages.update(_exports(r))
        pages[f"/api/records/{r.rid}"] = text_file(
            f'{{"id": "{r.rid}", "metadata": {{"title": "{r.title}"}}}}', "application/json"
        )
        if r.community[0]:
            pages[f"/communities/{r.community[0]}"] = p.page(
                r.community[1], f"<h1>{r.community[1]}</h1>{a('/search', 'Browse records')}"
            )
        pages.update(r.extra_pages)
    return p.site(pages)


# --- TU Marbeck (Signposting) -------------------------------------------------------------

GLACIER = Record(
    rid="7hq2m-ak301",
    title="Englacial temperature profiles from the Marbeck Glacier borehole array, 2019-2023",
    kind="Dataset",
    creators=[("Ilse Vortmann", "0000-0002-1825-0097"), ("Paavo Lind", "0000-0001-5109-3700")],
    year=2024,
    doi="10.71203/tum.7hq2m-ak301",
    files={
        "borehole_temperatures_2019-2023.nc": binary("application/x-netcdf", 256),
        "station_metadata.csv": csv_file("station,lat,lon,depth_m"),
        "processing_scripts_v1.2.tar.gz": binary("application/gzip", 128),
    },
    versions=(("7hq2m-ak301", "Version 2.0"), ("3xk9p-wq774", "Version 1.0")),
    community=("glaciology", "Glaciology group"),
    related=(("r0c5t-mm418", "Marbeck Glacier surface velocity maps (Sentinel-1), 2020"),),
)
GLACIER_V1 = Record(
    rid="3xk9p-wq774",
    title="Englacial temperature profiles from the Marbeck Glacier borehole array, 2019-2021",
    kind="Dataset",
    creators=GLACIER.creators,
    year=2022,
    doi="10.71203/tum.3xk9p-wq774",
    files={"borehole_temperatures_2019-2021.nc": binary("application/x-netcdf", 200)},
    versions=GLACIER.versions,
    community=GLACIER.community,
)
VELOCITY = Record(
    rid="r0c5t-mm418",
    title="Marbeck Glacier surface velocity maps (Sentinel-1), 2020",
    kind="Dataset",
    creators=[("Paavo Lind", "0000-0001-5109-3700")],
    year=2021,
    doi="10.71203/tum.r0c5t-mm418",
    files={"velocity_2020.h5": binary("application/x-hdf5", 180)},
    versions=(("r0c5t-mm418", "Version 1.0"),),
)
SOLVER = Record(
    rid="b8n4d-ze562",
    title="fluxgrid: a finite-volume solver for coupled heat and moisture transport (v3.1.0)",
    kind="SoftwareSourceCode",
    creators=[("Hanne Oberdorf", "0000-0003-0469-8011")],
    year=2025,
    doi="10.71203/tum.b8n4d-ze562",
    files={
        "fluxgrid-3.1.0.tar.gz": binary("application/gzip", 300),
        "fluxgrid-3.1.0-manual.pdf": pdf_file("fluxgrid 3.1.0 manual", "User guide"),
    },
    versions=(
        ("b8n4d-ze562", "v3.1.0"),
        ("q2v6s-ty093", "v3.0.2"),
        ("k5m1a-pp250", "v2.4.0"),
    ),
    description="Release v3.1.0 of fluxgrid, archived from the TU Marbeck GitLab instance.",
)
SOLVER_OLD = [
    Record(
        rid=rid,
        title=f"fluxgrid: a finite-volume solver for coupled heat and moisture transport ({v})",
        kind="SoftwareSourceCode",
        creators=SOLVER.creators,
        year=year,
        doi=f"10.71203/tum.{rid}",
        files={f"fluxgrid-{v[1:]}.tar.gz": binary("application/gzip", 90)},
        versions=SOLVER.versions,
    )
    for rid, v, year in (("q2v6s-ty093", "v3.0.2", 2024), ("k5m1a-pp250", "v2.4.0", 2023))
]

# --- Oceanis (Zenodo-like, no Signposting, previews) ------------------------------------

SLIDES = Record(
    rid="d4f7w-nh128",
    title="Microplastic transport in estuarine turbidity maxima: results from the Oceanis field campaign",
    kind="Presentation",
    creators=[("Marisol Etxeberria", "0000-0002-7720-1451")],
    year=2025,
    doi="10.71940/oceanis.d4f7w-nh128",
    files={
        "etxeberria_osm2025_slides.pdf": pdf_file("Microplastic transport", "Ocean Sciences 2025"),
        "poster_abstract.pdf": pdf_file("Abstract", "OSM 2025"),
    },
    previews=("etxeberria_osm2025_slides.pdf", "poster_abstract.pdf"),
    versions=(("d4f7w-nh128", "1"),),
    community=("osm2025", "Ocean Sciences Meeting 2025"),
    related=(("m3c8e-lo611", "Oceanis estuary campaign CTD casts, 2024"),),
)
CTD = Record(
    rid="m3c8e-lo611",
    title="Oceanis estuary campaign CTD casts, 2024",
    kind="Dataset",
    creators=[("Joost Hageman", "0000-0001-9930-2210")],
    year=2024,
    doi="10.71940/oceanis.m3c8e-lo611",
    files={"ctd_casts_2024.csv": csv_file("cast,depth,temp,sal")},
    previews=("ctd_casts_2024.csv",),
    versions=(("m3c8e-lo611", "1.0"),),
)
NOTEBOOKS = Record(
    rid="x9t2r-ua347",
    title="Reproducible notebooks for the Oceanis sediment-trap flux analysis",
    kind="Software",
    creators=[("Joost Hageman", "0000-0001-9930-2210"), ("Lea Brandt", "0000-0003-4421-0090")],
    year=2025,
    doi="10.71940/oceanis.x9t2r-ua347",
    files={
        "oceanis-flux-notebooks-1.0.zip": zip_file(["README.md", "flux.ipynb", "env.yml"]),
        "README.md": text_file("# Oceanis flux notebooks\n", "text/markdown"),
    },
    previews=("README.md", "oceanis-flux-notebooks-1.0.zip"),
    versions=(("x9t2r-ua347", "1.0"),),
    related=(("m3c8e-lo611", "Oceanis estuary campaign CTD casts, 2024"),),
    exports=("bibtex", "csl", "datacite-xml", "dublincore"),
)


def marbeck_sites() -> list[Site]:
    return [_site(MARBECK, [GLACIER, GLACIER_V1, VELOCITY, SOLVER, *SOLVER_OLD], signposting=True)]


def oceanis_sites() -> list[Site]:
    return [_site(OCEANIS, [SLIDES, CTD, NOTEBOOKS], signposting=False)]


def _truth(p: Portal, r: Record) -> frozenset[str]:
    base = f"/records/{r.rid}"
    uris = {base, *(f"{base}/export/{e}" for e in r.exports)}
    uris |= {f"{base}/files/{n}?download=1" for n in r.files}
    uris |= {f"{base}/preview/{n}" for n in r.previews}
    return frozenset(p.url(u) for u in uris)


def _others(p: Portal, r: Record) -> frozenset[str]:
    ids = {v for v, _ in r.versions if v != r.rid} | {rid for rid, _ in r.related}
    return frozenset(p.url(f"/records/{i}") for i in ids)


CASES = [
    # Signposting: the landing page's Link header lists every file (rel=item) and the
    # metadata exports (rel=describedby) the archivist counts as the artifact; the older
    # version and the related dataset are other records (others).  The API JSON is linked
    # but is a machine view of the same metadata, not signposted: left out of the truth.
    Case(
        name="invenio-signposted-dataset",
        imitates="InvenioRDM with Signposting (university research data)",
        artifact_class="dataset",
        expected="signposting",
        entry=MARBECK.url("/records/7hq2m-ak301"),
        truth=_truth(MARBECK, GLACIER),
        build=marbeck_sites,
        others=_others(MARBECK, GLACIER),
    ),
    # The same instance archiving a software release: a tarball and a manual, three
    # versions in the sidebar (separate records, separate artifacts).
    Case(
        name="invenio-signposted-software-release",
        imitates="InvenioRDM with Signposting (university research data)",
        artifact_class="software",
        expected="signposting",
        entry=MARBECK.url("/records/b8n4d-ze562"),
        truth=_truth(MARBECK, SOLVER),
        build=marbeck_sites,
        others=_others(MARBECK, SOLVER),
    ),
    # Zenodo's row of the seed: Single Hop, Single Page+ with Ignores.  Files, their
    # preview pages and the citation exports are all one hop from the landing page; the
    # community page and the search links are chrome.
    Case(
        name="zenodo-like-conference-slides",
        imitates="Zenodo-like community repository (InvenioRDM without Signposting)",
        artifact_class="slides",
        expected="single_page_plus_ignored",
        entry=OCEANIS.url("/records/d4f7w-nh128"),
        truth=_truth(OCEANIS, SLIDES),
        build=oceanis_sites,
        others=_others(OCEANIS, SLIDES),
    ),
    Case(
        name="zenodo-like-notebooks",
        imitates="Zenodo-like community repository (InvenioRDM without Signposting)",
        artifact_class="software",
        expected="single_page_plus_ignored",
        entry=OCEANIS.url("/records/x9t2r-ua347"),
        truth=_truth(OCEANIS, NOTEBOOKS),
        build=oceanis_sites,
        others=_others(OCEANIS, NOTEBOOKS),
    ),
]
