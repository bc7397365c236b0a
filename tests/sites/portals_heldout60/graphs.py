"""Graph and index aggregators of heldout60: a research-graph explorer, an ocean-biodiversity
aggregator, a PID-metadata discovery portal and an open-access full-text aggregator.

Each portal type has two records (the second harder); both cases of a type build the same
full sites.
"""

from __future__ import annotations

import json
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

# --- Research-graph explorer (OpenAIRE-like) --------------------------------------------------
# A deduplicated publication of the graph is shown through query-string views of one id
# (?id=rw50_...): the record, its merged versions (paged), its related research, and the
# graph API's JSON and exports on an api host.  The views share no path, only the id, and the
# record's instances point to the original repositories: like GBIF, sig_uri.

RW = Aggregator(
    host="explore.researchweave.hx60.example",
    name="ResearchWeave Explore",
    menu=(
        ("/search/find", "Search"),
        ("/search/find/projects", "Projects"),
        ("/search/find/dataproviders", "Content providers"),
    ),
    footer=(
        ("/legal/terms", "Terms of use"),
        ("/legal/privacy", "Privacy"),
        ("/support", "Support"),
    ),
    title_format="{name} | {title}",
    home_title="ResearchWeave Explore | Home",
    analytics_host="matomo.researchweave.hx60.example",
    account=(("/user-info", "Sign in"),),
)
API = "http://api.researchweave.hx60.example"
DEPOSITA = Aggregator(
    host="records.deposita-repo.hx60.example",
    name="Deposita",
    menu=(("/communities", "Communities"),),
    cookie_banner=False,
)
RW_PUBS = {
    "rw50_8f3c2a91d0e4": ("Microplastic ingestion by estuarine amphipods", ["3301"], 1, []),
    "rw50_b71e06d4c932": (
        "Benthic oxygen fluxes under seasonal hypoxia",
        ["4410", "4411", "5120"],
        2,
        ["rw40_proj_c11a93"],
    ),
}
RW_OTHER = {
    "rw50_2d9a7f55e018": "Amphipod feeding behaviour in turbid water",
    "rw40_proj_c11a93": "HYPOXBALT project",
}


def _rw_pages(pid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, instances, vpages, projects = RW_PUBS[pid]
    views = [
        (f"/search/publication?id={pid}", "Overview"),
        (f"/search/publication/versions?id={pid}", f"Versions ({len(instances)})"),
        (f"/search/publication/related?id={pid}", "Related research"),
    ]
    api = [
        (f"{API}/graph/v1/researchProducts/{pid}", "JSON"),
        (f"{API}/graph/v1/researchProducts/{pid}/export?format=bibtex", "BibTeX"),
    ]
    inst = ul(
        [(DEPOSITA.url(f"/records/{i}"), f"Deposita record {i}") for i in instances], "instances"
    )
    proj = (
        ul([(f"/search/project?id={p}", RW_OTHER[p]) for p in projects])
        if projects
        else "<p>No projects.</p>"
    )
    tabs = ul(views, "tabs")
    pages: dict[str, str | Response] = {
        views[0][0]: RW.page(
            title,
            f"<h1>{escape(title)}</h1>{tabs}<h2>Download from</h2>{inst}<h2>Funded by</h2>{proj}"
            f"<h2>Cite or export</h2>{ul(api)}",
            aside='<h2>Share</h2><button data-share="x">Share</button>',
        ),
        views[2][0]: RW.page(
            f"Related research: {title}",
            f"<h1>Related research</h1>{tabs}"
            + ul([("/search/publication?id=rw50_2d9a7f55e018", RW_OTHER["rw50_2d9a7f55e018"])]),
        ),
    }
    paths = [v[0] for v in views] + [a[0] for a in api]
    for p in range(1, vpages + 1):
        path = f"/search/publication/versions?id={pid}" + ("" if p == 1 else f"&page={p}")
        rows = ul(
            [
                (DEPOSITA.url(f"/records/{i}"), f"Instance {i}")
                for i in instances[(p - 1) * 2 : p * 2]
            ]
        )
        more = (
            f'<a href="/search/publication/versions?id={pid}&amp;page={p + 1}">More</a>'
            if p < vpages
            else ""
        )
        pages[path] = RW.page(f"Versions: {title}", f"<h1>Merged versions</h1>{tabs}{rows}{more}")
        if p > 1:
            paths.append(path)
    return pages, paths


def _rw_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    api = plain_site(API.removeprefix("http://"), "ResearchWeave Graph API")
    for pid, (title, instances, _v, _p) in RW_PUBS.items():
        pages.update(_rw_pages(pid)[0])
        doc = {"id": pid, "title": title, "instances": instances}
        api.add(
            f"/graph/v1/researchProducts/{pid}", file_response(json.dumps(doc), "application/json")
        )
        api.add(
            f"/graph/v1/researchProducts/{pid}/export?format=bibtex",
            file_response(f"@article{{{pid}, title={{{title}}}}}\n", "application/x-bibtex"),
        )
    pages["/search/publication?id=rw50_2d9a7f55e018"] = RW.page(
        RW_OTHER["rw50_2d9a7f55e018"], "<h1>Other</h1>"
    )
    pages["/search/project?id=rw40_proj_c11a93"] = RW.page(
        RW_OTHER["rw40_proj_c11a93"], "<h1>Project</h1>"
    )
    dep = {
        f"/records/{i}": DEPOSITA.page(f"Record {i}", f"<h1>Record {i}</h1>")
        for _t, ins, _v, _p in RW_PUBS.values()
        for i in ins
    }
    matomo = service_site(
        "matomo.researchweave.hx60.example", ["/tag.js"], "text/javascript", b"//"
    )
    return [RW.site(pages), api, DEPOSITA.site(dep), matomo]


def _rw_case(name: str, pid: str, detail: str) -> Case:
    return case(
        name,
        f"research-graph explorer ({detail})",
        "multi-hop",
        "sig_uri",
        RW.url(f"/search/publication?id={pid}"),
        [p if p.startswith("http") else RW.url(p) for p in _rw_pages(pid)[1]],
        _rw_sites,
        others=[DEPOSITA.url(f"/records/{i}") for i in RW_PUBS[pid][1]],
    )


# --- Ocean-biodiversity aggregator (OBIS-like) -------------------------------------------------
# A harvested dataset is known by its UUID: the dataset page, its occurrence table and map
# (query views), its API record, EML metadata and occurrence export on the api host.  The
# publishing node, the institute and the source IPT are other things: sig_uri, as for GBIF.

OO = Aggregator(
    host="www.oceanoccur.hx60.example",
    name="OceanOccur",
    menu=(("/datasets", "Datasets"), ("/taxa", "Taxa"), ("/nodes", "Nodes"), ("/manual", "Manual")),
    footer=(("/data-policy", "Data policy"), ("/citation", "How to cite"), ("/contact", "Contact")),
    title_format="{name} - {title}",
    home_title="OceanOccur - ocean biodiversity information",
    cdn_host="cdn.oceanoccur-assets.hx60.example",
    account=(),
)
OO_API = "http://api.oceanoccur.hx60.example"
IPT = "http://ipt.marinenode-baltic.hx60.example"
OO_SETS = {
    "4b0d7e52-91aa-4c3e-b2f1-7d2f0e8a6c11": (
        "Zooplankton net hauls, Gulf of Riga 2009-2014",
        "rigazoo",
        1,
    ),
    "c3f81a06-5e27-4d9b-8a44-0b6de1f2a937": ("Seabed video transects, Bothnian Sea", "bothvid", 3),
}


def _oo_paths(uuid: str) -> list[str]:
    _t, _r, occ_pages = OO_SETS[uuid]
    out = [
        OO.url(f"/dataset/{uuid}"),
        OO.url(f"/occurrence?datasetid={uuid}"),
        OO.url(f"/map?datasetid={uuid}"),
    ]
    out += [OO.url(f"/occurrence?datasetid={uuid}&page={p}") for p in range(2, occ_pages + 1)]
    out += [
        f"{OO_API}/v3/dataset/{uuid}",
        f"{OO_API}/v3/dataset/{uuid}/eml",
        f"{OO_API}/v3/occurrence?datasetid={uuid}",
    ]
    return out


def _oo_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/node/baltic": OO.chrome_page("Baltic node"),
        "/institute/20411": OO.chrome_page("Institute of Marine Ecology"),
    }
    api = plain_site(OO_API.removeprefix("http://"), "OceanOccur API v3")
    ipt = plain_site(IPT.removeprefix("http://"), "Baltic marine node IPT")
    for uuid, (title, resource, occ_pages) in OO_SETS.items():
        q = f"datasetid={uuid}"
        api_links = [
            (f"{OO_API}/v3/dataset/{uuid}", "API record"),
            (f"{OO_API}/v3/dataset/{uuid}/eml", "EML metadata"),
            (f"{OO_API}/v3/occurrence?{q}", "Occurrences as JSON"),
        ]
        pages[f"/dataset/{uuid}"] = OO.page(
            title,
            f"""<h1>{escape(title)}</h1><ul class="nav-pills"><li><a href="/occurrence?{q}">Occurrences</a></li>
<li><a href="/map?{q}">Map</a></li></ul><p>Published by <a href="/node/baltic">Baltic node</a>,
<a href="/institute/20411">Institute of Marine Ecology</a>.</p>
<p>Source: <a href="{IPT}/resource?r={resource}">IPT resource {resource}</a></p><h2>Data access</h2>{ul(api_links)}""",
        )
        pages[f"/map?{q}"] = OO.page(
            f"Map of {title}",
            f'<h1>Map</h1><div id="map" data-dataset="{uuid}"></div><a href="/dataset/{uuid}">Dataset</a>',
        )
        for p in range(1, occ_pages + 1):
            path = f"/occurrence?{q}" + ("" if p == 1 else f"&page={p}")
            nxt = (
                f'<a href="/occurrence?{q}&amp;page={p + 1}">Next page</a>' if p < occ_pages else ""
            )
            rows = "".join(f"<tr><td>occ-{p}-{i}</td><td>Calanus sp.</td></tr>" for i in range(3))
            pages[path] = OO.page(
                f"Occurrences - {title}",
                f'<h1>Occurrences</h1><table>{rows}</table>{nxt}<a href="/dataset/{uuid}">Dataset</a>',
            )
        api.add(
            f"/v3/dataset/{uuid}",
            file_response(json.dumps({"id": uuid, "title": title}), "application/json"),
        )
        api.add(
            f"/v3/dataset/{uuid}/eml",
            file_response(
                f"<eml><dataset><title>{escape(title)}</title></dataset></eml>", "application/xml"
            ),
        )
        api.add(
            f"/v3/occurrence?{q}",
            file_response(json.dumps({"total": 3 * occ_pages, "results": []}), "application/json"),
        )
        ipt.add(
            f"/resource?r={resource}",
            f"<html><head><title>IPT {resource}</title></head><body>{escape(title)}</body></html>",
        )
    cdn = service_site(
        "cdn.oceanoccur-assets.hx60.example",
        ["/libs/jquery-3.7.1.min.js"],
        "text/javascript",
        b"//",
    )
    return [OO.site(pages), api, ipt, cdn]


def _oo_case(name: str, uuid: str, detail: str) -> Case:
    return case(
        name,
        f"ocean-biodiversity aggregator ({detail})",
        "multi-hop",
        "sig_uri",
        OO.url(f"/dataset/{uuid}"),
        _oo_paths(uuid),
        _oo_sites,
        others=[f"{IPT}/resource?r={OO_SETS[uuid][1]}"],
    )


# --- PID-metadata discovery portal (DataCite-Commons-like) --------------------------------------
# Each DOI page answers with FAIR signposting in its Link header: cite-as (itself), the
# describedby metadata exports and the items (the files, kept at the original repository's
# file host).  The boundary is declared by the portal: signposting.

PW = Aggregator(
    host="commons.pidweave.hx60.example",
    name="PIDweave Commons",
    menu=(
        ("/works", "Works"),
        ("/people", "People"),
        ("/organizations", "Organizations"),
        ("/repositories", "Repositories"),
    ),
    footer=(("/about", "About"), ("/privacy", "Privacy policy"), ("/status", "Status")),
    title_format="{title} | {name}",
    account=(("/sign-in", "Sign in"),),
)
PW_DOIS = {
    "10.60065/glds.2291": (
        "Firn core density profiles, Lomonosov ice cap",
        [("http://files.glacier-datastore.hx60.example/2291/firn_density.csv", "text/csv")],
    ),
    "10.60065/fjl.88.4": (
        "Fjord mooring temperature and salinity, 2016-2022",
        [
            (
                "http://files.glacier-datastore.hx60.example/fjl884/mooring_a.nc",
                "application/x-netcdf",
            ),
            (
                "http://files.glacier-datastore.hx60.example/fjl884/mooring_b.nc",
                "application/x-netcdf",
            ),
            (
                "http://data.fjordlab-archive.hx60.example/bitstreams/fjl884/readme.txt",
                "text/plain",
            ),
            (
                "http://data.fjordlab-archive.hx60.example/bitstreams/fjl884/calibration.pdf",
                "application/pdf",
            ),
        ],
    ),
}


def _pw_meta(doi: str) -> list[tuple[str, str]]:
    return [
        (PW.url(f"/doi.org/{doi}/datacite.xml"), "application/vnd.datacite.datacite+xml"),
        (PW.url(f"/doi.org/{doi}/schema.jsonld"), "application/ld+json"),
    ]


def _pw_page(doi: str) -> Response:
    title, items = PW_DOIS[doi]
    me = PW.url(f"/doi.org/{doi}")
    link = [f'<{me}>; rel="cite-as"', '<https://schema.org/Dataset>; rel="type"']
    link += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    link += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in _pw_meta(doi)]
    files = ul([(u, u.rsplit("/", 1)[1]) for u, _t in items], "files")
    meta = ul(
        [
            (u, "DataCite XML" if u.endswith("xml") else "Schema.org JSON-LD")
            for u, _t in _pw_meta(doi)
        ]
    )
    body = PW.page(
        title,
        f"""<h1>{escape(title)}</h1><p class="doi">DOI {doi}</p>
<p>Published in <a href="/repositories/glacier-datastore">Glacier Datastore</a></p>
<h2>Files (at the repository)</h2>{files}<h2>Metadata</h2>{meta}
<h2>Usage</h2><p>42 views, 7 downloads</p>""",
        head="".join(f'<link rel="describedby" href="{u}" type="{t}">' for u, t in _pw_meta(doi)),
    )
    return Response.html(body, headers=[("Link", ", ".join(link))])


def _pw_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/repositories/glacier-datastore": PW.chrome_page("Glacier Datastore")
    }
    stores: dict[str, Site] = {}
    for doi, (title, items) in PW_DOIS.items():
        pages[f"/doi.org/{doi}"] = _pw_page(doi)
        pages[f"/doi.org/{doi}/datacite.xml"] = file_response(
            f'<resource><identifier identifierType="DOI">{doi}</identifier><titles><title>{escape(title)}</title></titles></resource>',
            "application/xml",
        )
        pages[f"/doi.org/{doi}/schema.jsonld"] = file_response(
            json.dumps({"@type": "Dataset", "@id": f"https://doi.org/{doi}", "name": title}),
            "application/ld+json",
        )
        for u, t in items:
            host, path = u.removeprefix("http://").split("/", 1)
            site = stores.setdefault(host, plain_site(host, f"File service {host}"))
            if t == "application/pdf":
                site.add("/" + path, pdf_file(title, "Calibration report"))
            elif t == "application/x-netcdf":
                site.add("/" + path, Response.data(binary(path).body, t))
            else:
                site.add("/" + path, file_response(f"# {title}\n1,2,3\n", t))
    return [PW.site(pages), *stores.values()]


def _pw_case(name: str, doi: str, detail: str) -> Case:
    return case(
        name,
        f"PID-metadata discovery portal ({detail})",
        "single hop",
        "signposting",
        PW.url(f"/doi.org/{doi}"),
        [
            PW.url(f"/doi.org/{doi}"),
            *(u for u, _t in PW_DOIS[doi][1]),
            *(u for u, _t in _pw_meta(doi)),
        ],
        _pw_sites,
    )


# --- Open-access full-text aggregator (CORE-like) -----------------------------------------------
# An output harvested from a repository is kept under /outputs/<id>/: the cached full text,
# the reader pages, versions, references (paged), citation exports.  Similar outputs and the
# data provider are elsewhere on the portal; every artifact URI has the entry as prefix and
# some take two hops: path_based, like GitLab.

OC = Aggregator(
    host="www.oacorpus.hx60.example",
    name="OA Corpus",
    menu=(
        ("/search/", "Search"),
        ("/data-providers/", "Data providers"),
        ("/services/api/", "API"),
        ("/membership/", "Membership"),
    ),
    footer=(("/about/", "About"), ("/terms/", "Terms"), ("/privacy/", "Privacy notice")),
    title_format="{title} - {name}",
    account=(("/accounts/login/", "Log in"),),
    analytics_host="t.oacorpus-metrics.hx60.example",
)
MILLBROOK = "http://dspace.millbrook-univ.hx60.example"
OC_OUT = {
    "48211907": ("Soil crust microbiomes in semi-arid rangeland", 2, 0, 1, []),
    "51730044": ("Wind erosion thresholds of biocrusted soils", 3, 2, 2, ["bib", "ris", "json"]),
}
OC_SIMILAR = {
    "49002231": "Dryland restoration with cyanobacterial inoculants",
    "50110873": "Biocrust cover mapping from drones",
}


def _oc_pages(oid: str) -> tuple[dict[str, str | Response], list[str]]:
    title, reader, versions, refs, cites = OC_OUT[oid]
    b = f"/outputs/{oid}/"
    paths = [b, b + "download.pdf", b + "reader/"]
    paths += [f"{b}reader/page/{p}/" for p in range(2, reader + 1)]
    paths += [b + "references/"] + [f"{b}references/?page={p}" for p in range(2, refs + 1)]
    if versions:
        paths += [b + "versions/"] + [f"{b}versions/{v}/" for v in range(1, versions + 1)]
    paths += [f"{b}cite.{c}" for c in cites]
    extra = ""
    if versions:
        extra += f'<p><a href="{b}versions/">{versions} earlier versions</a></p>'
    if cites:
        extra += (
            "<p>Cite: " + " ".join(f'<a href="{b}cite.{c}">{c.upper()}</a>' for c in cites) + "</p>"
        )
    pages: dict[str, str | Response] = {
        b: OC.page(
            title,
            f"""<h1>{escape(title)}</h1><p><a class="btn" href="{b}download.pdf">Download PDF</a>
<a href="{b}reader/">Read online</a> <a href="{b}references/">References</a></p>{extra}
<p>Provided by: <a href="/data-providers/1187/">Millbrook University DSpace</a>;
<a href="{MILLBROOK}/handle/1187/{oid}">original record</a></p>""",
            aside="<h2>Similar outputs</h2>"
            + ul([(f"/outputs/{k}/", v) for k, v in OC_SIMILAR.items()]),
        ),
        b + "download.pdf": pdf_file(title, "Full text cached by OA Corpus"),
    }
    for p in range(1, reader + 1):
        path = b + "reader/" if p == 1 else f"{b}reader/page/{p}/"
        nxt = f'<a href="{b}reader/page/{p + 1}/">Next page</a>' if p < reader else ""
        pages[path] = OC.page(
            f"Reader: {title}",
            f'<div class="reader"><p>Page {p}</p>{nxt}<a href="{b}">Record</a></div>',
        )
    for p in range(1, refs + 1):
        path = b + "references/" + ("" if p == 1 else f"?page={p}")
        nxt = f'<a href="{b}references/?page={p + 1}">More references</a>' if p < refs else ""
        pages[path] = OC.page(
            f"References: {title}", f"<h1>References</h1><ol><li>Ref {p}.1</li></ol>{nxt}"
        )
    if versions:
        pages[b + "versions/"] = OC.page(
            f"Versions: {title}",
            "<h1>Versions</h1>"
            + ul([(f"{b}versions/{v}/", f"Version {v}") for v in range(1, versions + 1)]),
        )
        for v in range(1, versions + 1):
            pages[f"{b}versions/{v}/"] = OC.page(
                f"Version {v}: {title}", f'<h1>Version {v}</h1><a href="{b}">Current version</a>'
            )
    for c in cites:
        pages[f"{b}cite.{c}"] = file_response(f"{title} ({c})\n", "text/plain")
    return pages, paths


def _oc_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/data-providers/1187/": OC.chrome_page("Millbrook University DSpace")
    }
    mill = plain_site(MILLBROOK.removeprefix("http://"), "Millbrook University DSpace")
    for oid, (title, *_rest) in OC_OUT.items():
        pages.update(_oc_pages(oid)[0])
        mill.add(
            f"/handle/1187/{oid}",
            f"<html><head><title>{escape(title)}</title></head><body>DSpace item</body></html>",
        )
    for k, v in OC_SIMILAR.items():
        pages[f"/outputs/{k}/"] = OC.page(v, f"<h1>{escape(v)}</h1>")
    metrics = service_site("t.oacorpus-metrics.hx60.example", ["/tag.js"], "text/javascript", b"//")
    return [OC.site(pages), mill, metrics]


def _oc_case(name: str, oid: str, detail: str) -> Case:
    return case(
        name,
        f"open-access full-text aggregator ({detail})",
        "multi-hop",
        "path_based",
        OC.url(f"/outputs/{oid}/"),
        [OC.url(p) for p in _oc_pages(oid)[1]],
        _oc_sites,
        others=[f"{MILLBROOK}/handle/1187/{oid}", *(OC.url(f"/outputs/{k}/") for k in OC_SIMILAR)],
    )


CASES: list[Case] = [
    _rw_case("weave-microplastic-amphipods", "rw50_8f3c2a91d0e4", "one instance"),
    _rw_case(
        "weave-benthic-hypoxia", "rw50_b71e06d4c932", "merged versions over two pages, project"
    ),
    _oo_case("oceanoccur-riga-zooplankton", "4b0d7e52-91aa-4c3e-b2f1-7d2f0e8a6c11", "dataset"),
    _oo_case(
        "oceanoccur-bothnian-video", "c3f81a06-5e27-4d9b-8a44-0b6de1f2a937", "paged occurrences"
    ),
    _pw_case("pidweave-firn-density", "10.60065/glds.2291", "one file"),
    _pw_case("pidweave-fjord-mooring", "10.60065/fjl.88.4", "files on two repository hosts"),
    _oc_case("oacorpus-soil-crust", "48211907", "reader and references"),
    _oc_case("oacorpus-wind-erosion", "51730044", "versions, paged references, exports"),
]
