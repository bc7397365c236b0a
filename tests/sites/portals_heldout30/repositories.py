"""General research-data repositories: a PANGAEA-like data publisher (signposting), a
B2SHARE-like and a Zenodo-community-like Invenio repository and a Materials-Cloud-like
archive (Single Page+ with Ignored URIs), 4TU.ResearchData-like and Mendeley-Data-like
repositories whose record identifier recurs in every member URI (Significant String from
URI)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import (
    CC_BY,
    ORCID,
    a,
    authors,
    blob,
    cookie_banner,
    csv,
    host,
    items,
    js,
    text,
    tsv,
    xml,
)

# --------------------------------------------------------------------------------------
# PANGAEA-like "Pelagica": the DOI host *is* the landing host; every landing answers with a
# Signposting Link header (cite-as, author, license, describedby per metadata/citation
# format, item per data rendition).  Expected: signposting.  Truth: the landing page, every
# rel="item" and every rel="describedby" target (all on the portal); cite-as (the resolver
# URI that redirects back), author (ORCID) and license (off-portal) are not members.

PG = host("doi", "pelagica")
PG_WWW = host("www", "pelagica")
PG_RES = host("dx", "pelagicapid")
PG_DESC = [
    ("metadata_iso19139", "ISO 19139 metadata", "application/vnd.iso.19139+xml"),
    ("metadata_datacite4", "DataCite 4 metadata", "application/vnd.datacite.datacite+xml"),
    ("citation_bibtex", "BibTeX citation", "application/x-bibtex"),
    ("citation_ris", "RIS citation", "application/x-research-info-systems"),
]
PG_RECORDS = {
    "912345": {
        "title": "Seawater carbonate chemistry and calcification of Emiliania huxleyi "
        "under ocean acidification, mesocosm experiment Raunefjord 2019",
        "people": [
            ("Aalberg, Tora", "0000-0002-1182-3301"),
            ("Quist, Henrik", "0000-0001-5560-1290"),
        ],
        "parent": "912340",
        "open": True,
    },
    "912346": {
        "title": "Sediment trap fluxes of particulate organic carbon at mooring PEL-7, "
        "Lofoten Basin, 2016-2018",
        "people": [("Varga, Ilona", "0000-0003-4410-7788")],
        "parent": "912340",
        "open": True,
    },
    "912347": {
        "title": "CTD profiles of research cruise MS-44/2 (embargoed raw casts)",
        "people": [("Quist, Henrik", "0000-0001-5560-1290")],
        "parent": None,
        "open": False,
    },
}


def _pg_portal() -> Portal:
    return Portal(
        PG,
        "PELAGICA",
        menu=[
            (f"http://{PG_WWW}/", "Home"),
            (f"http://{PG_WWW}/submit", "Submit data"),
            (f"http://{PG_WWW}/about", "About"),
            (f"http://{PG_WWW}/search", "Data search"),
            (f"http://{PG_WWW}/help", "Help"),
        ],
        footer=[
            (f"http://{PG_WWW}/imprint", "Imprint"),
            (f"http://{PG_WWW}/privacy", "Privacy"),
            (f"http://{PG_WWW}/terms", "Terms of use"),
            ("http://mastodon.test/@pelagica", "Mastodon"),
        ],
        title_format="{title} - PELAGICA",
        home_title="PELAGICA - Data Publisher for Marine Science",
    )


def _pg_link(doi: str, rec: dict[str, object]) -> str:
    base = f"http://{PG}/10.1594/PELAGICA.{doi}"
    parts = [f'<http://{PG_RES}/10.1594/PELAGICA.{doi}>; rel="cite-as"']
    parts += [f'<{ORCID}/{o}>; rel="author"' for _n, o in rec["people"]]  # type: ignore[attr-defined]
    parts.append(f'<{CC_BY}>; rel="license"')
    parts.append('<https://schema.test/Dataset>; rel="type"')
    parts += [f'<{base}?format={f}>; rel="describedby"; type="{t}"' for f, _l, t in PG_DESC]
    if rec["open"]:
        parts.append(f'<{base}?format=textfile>; rel="item"; type="text/tab-separated-values"')
        parts.append(f'<{base}?format=html>; rel="item"; type="text/html"')
    return ", ".join(parts)


def _pg_sites() -> list[Site]:
    p = _pg_portal()
    pages: dict[str, object] = {}
    for doi, rec in PG_RECORDS.items():
        title = str(rec["title"])
        base = f"/10.1594/PELAGICA.{doi}"
        people = rec["people"]  # type: ignore[assignment]
        cit = (
            f"{'; '.join(n for n, _o in people)} (2021): {title}. PELAGICA, https://{PG_RES}{base}"
        )
        parent = ""
        if rec["parent"]:
            pid = str(rec["parent"])
            label = f"Mesocosm and trap collection (PELAGICA.{pid})"
            parent = f"<tr><th>Is part of:</th><td>{a(f'/10.1594/PELAGICA.{pid}', label)}</td></tr>"

        if rec["open"]:
            access = (
                f'<div class="dl">{a(base + "?format=textfile", "Download dataset as tab-delimited text", "btn")} '
                f"{a(base + '?format=html', 'View dataset as HTML')}</div>"
            )
        else:
            access = (
                '<div class="alert">This dataset is protected: access is limited to '
                f"authorised users until 2027-01-01. {a('/login?redirect=' + base, 'Sign in to request access')}</div>"
            )
        exports = " | ".join(a(f"{base}?format={f}", lab) for f, lab, _t in PG_DESC)
        main = f"""{cookie_banner(f"http://{PG_WWW}/privacy")}
<div class="MetaHeader"><h1 class="hanging">{escape(title)}</h1></div>
<table class="MetaData">
<tr><th>Citation:</th><td class="citation">{escape(cit)}</td></tr>
<tr><th>Authors:</th><td>{authors(people)}</td></tr>
{parent}
<tr><th>Abstract:</th><td>Measurements reported here were obtained during {escape(title.split(",")[0].lower())}; see the event list for stations.</td></tr>
<tr><th>Project(s):</th><td>{a(f"http://{PG_WWW}/projects/ACIDMESO", "Ocean acidification mesocosms (ACIDMESO)")}</td></tr>
<tr><th>Parameter(s):</th><td>{a(f"http://{PG_WWW}/parameter/4512", "Calcification rate")}, {a(f"http://{PG_WWW}/parameter/17", "Salinity")}, {a(f"http://{PG_WWW}/parameter/5", "Temperature, water")}</td></tr>
<tr><th>License:</th><td>{a(CC_BY, "Creative Commons Attribution 4.0 International (CC-BY-4.0)")}</td></tr>
<tr><th>Export:</th><td class="exports">{exports}</td></tr>
<tr><th>Size:</th><td>12 data points x 6 parameters</td></tr>
</table>
{access}
<p class="howtocite">Always quote the citation above when using the data. {a(f"http://{PG_WWW}/citing", "How to cite")}</p>"""
        head = "".join(
            f'<link rel="describedby" href="{base}?format={f}" type="{t}">' for f, _l, t in PG_DESC
        )
        page = p.page(title, main, head=head, share=p.url(base))
        pages[base] = Response.html(page, headers=[("Link", _pg_link(doi, rec))])
        pages[f"{base}?format=textfile"] = text(
            tsv(title, ["Date/Time", "Depth [m]", "pH", "TA [umol/kg]"], 12, cit).decode(),
            "text/tab-separated-values; charset=utf-8",
        )
        pages[f"{base}?format=html"] = p.page(
            title,
            f"<h1>{escape(title)}</h1><table class='data'><tr><th>Depth [m]</th><th>pH</th></tr>"
            + "".join(f"<tr><td>{d}</td><td>7.{90 - d}</td></tr>" for d in range(1, 9))
            + f"</table><p>{a(base, 'Back to metadata')}</p>",
        )
        pages[f"{base}?format=metadata_iso19139"] = xml(
            f'<?xml version="1.0"?><gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd">'
            f"<gmd:title>{escape(title)}</gmd:title></gmd:MD_Metadata>"
        )
        pages[f"{base}?format=metadata_datacite4"] = xml(
            f'<?xml version="1.0"?><resource xmlns="http://datacite.org/schema/kernel-4">'
            f"<identifier identifierType='DOI'>10.1594/PELAGICA.{doi}</identifier>"
            f"<titles><title>{escape(title)}</title></titles></resource>"
        )
        pages[f"{base}?format=citation_bibtex"] = text(
            f"@misc{{pelagica{doi},\n title={{{{{title}}}}},\n doi={{10.1594/PELAGICA.{doi}}}\n}}\n",
            "application/x-bibtex",
        )
        pages[f"{base}?format=citation_ris"] = text(
            f"TY  - DATA\nTI  - {title}\nDO  - 10.1594/PELAGICA.{doi}\nER  - \n",
            "application/x-research-info-systems",
        )
        pages[f"/login?redirect={base}"] = p.page(
            "Sign in",
            "<h1>Sign in</h1><form method='post'><input name='user'><input type='password' name='pw'></form>",
        )
    pages["/10.1594/PELAGICA.912340"] = p.page(
        "Mesocosm and sediment trap studies, Norwegian Sea (collection)",
        "<h1>Mesocosm and sediment trap studies, Norwegian Sea</h1><p>This collection "
        "comprises 2 datasets.</p>"
        + items(
            [
                ("/10.1594/PELAGICA.912345", "Raunefjord mesocosm carbonate chemistry"),
                ("/10.1594/PELAGICA.912346", "PEL-7 trap POC fluxes"),
            ]
        ),
    )
    www = Portal(PG_WWW, "PELAGICA", menu=[("/", "Home"), ("/about", "About")])
    www_pages = {
        path: www.page(path.strip("/").title() or "Home", f"<h1>{escape(path)}</h1>")
        for path in [
            "/submit",
            "/about",
            "/search",
            "/help",
            "/imprint",
            "/privacy",
            "/terms",
            "/citing",
            "/projects/ACIDMESO",
            "/parameter/4512",
            "/parameter/17",
            "/parameter/5",
        ]
    }
    resolver = Site(
        PG_RES,
        {
            f"/10.1594/PELAGICA.{d}": Response.redirect(f"http://{PG}/10.1594/PELAGICA.{d}", 302)
            for d in PG_RECORDS
        },
    )
    return [p.site(pages), www.site(www_pages), resolver]  # type: ignore[arg-type]


def _pg_truth(doi: str) -> frozenset[str]:
    base = f"http://{PG}/10.1594/PELAGICA.{doi}"
    out = {base} | {f"{base}?format={f}" for f, _l, _t in PG_DESC}
    if PG_RECORDS[doi]["open"]:
        out |= {f"{base}?format=textfile", f"{base}?format=html"}
    return frozenset(out)


PG_COLLECTION = frozenset({f"http://{PG}/10.1594/PELAGICA.912340"})
PELAGICA_CASES = [
    # signposting: Link header names item (tab file, HTML view) and describedby (ISO,
    # DataCite, BibTeX, RIS); the collection it is part of is another artifact.
    Case(
        "pelagica-mesocosm",
        "PANGAEA-like data publisher (signposting)",
        "multi-hop",
        "signposting",
        f"http://{PG}/10.1594/PELAGICA.912345",
        _pg_truth("912345"),
        _pg_sites,
        others=PG_COLLECTION,
    ),
    # signposting, entered through the DOI resolver (cite-as) that redirects to the landing.
    Case(
        "pelagica-trap-via-doi",
        "PANGAEA-like data publisher (via DOI resolver)",
        "multi-hop",
        "signposting",
        f"http://{PG_RES}/10.1594/PELAGICA.912346",
        _pg_truth("912346"),
        _pg_sites,
        others=PG_COLLECTION,
        landing=f"http://{PG}/10.1594/PELAGICA.912346",
    ),
    # signposting, protected data: no rel="item" in the header; the sign-in link is not a
    # member, the metadata and citation exports are.
    Case(
        "pelagica-protected-ctd",
        "PANGAEA-like data publisher (protected data)",
        "multi-hop",
        "signposting",
        f"http://{PG}/10.1594/PELAGICA.912347",
        _pg_truth("912347"),
        _pg_sites,
    ),
]


# --------------------------------------------------------------------------------------
# B2SHARE-like "EUDAT-ish Share" (Invenio): /records/<hex id>; files live in a bucket
# /api/files/<bucket uuid>/<name> that does not repeat the record id, metadata exports at
# /api/records/<id> and /records/<id>/export/<fmt>.  The seed's Zenodo/Figshare shape:
# Single Page+ with Ignored URIs.  Truth: landing, files, JSON API record and exports;
# not the community page, the creator's other records, the "similar records" or chrome.

B2 = host("share", "eudatix")
B2_RECORDS = {
    "a3f91c0d5e7b4c2a9d1e60f2b7c8e415": {
        "title": "Soil moisture time series, TERENO-like catchment Wüstebach-Nord 2012-2020",
        "bucket": "5b0e2c8a-41d7-4a09-b3f6-1e9ad2c07f31",
        "files": ["soilmoist_2012_2020.csv", "station_metadata.json", "README.txt"],
        "community": "hydrology",
    },
    "c7d02e9f1a6b48e3b5c4d9a8f0e1b2c3": {
        "title": "Eddy covariance fluxes of CO2 at a boreal fen, raw 20 Hz and half-hourly",
        "bucket": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
        "files": ["ec_halfhourly.csv", "ec_raw_20Hz.tar.gz"],
        "community": "hydrology",
    },
}
B2_EXPORTS = [("dcat", "DCAT"), ("marcxml", "MARCXML"), ("dc", "Dublin Core")]


def _b2_sites() -> list[Site]:
    p = Portal(
        B2,
        "EUDATIX Share",
        menu=[
            ("/records", "Records"),
            ("/communities", "Communities"),
            ("/records/new", "Upload"),
            ("/help", "Help"),
        ],
        footer=[
            ("/help/terms", "Terms of use"),
            ("/help/privacy", "Privacy"),
            ("http://eudatix-project.test/", "Project"),
            ("http://twitter.test/eudatix", "Twitter"),
        ],
        title_format="{title} | EUDATIX Share",
        home_title="EUDATIX Share",
        home_main="<h1>Store and share research data</h1>"
        + items([("/communities/hydrology", "Hydrology"), ("/records", "Latest records")]),
    )
    pages: dict[str, object] = {}
    ids = list(B2_RECORDS)
    for rid, rec in B2_RECORDS.items():
        title, bucket = str(rec["title"]), rec["bucket"]
        files = list(rec["files"])  # type: ignore[call-overload]
        other = [i for i in ids if i != rid][0]
        rows = "".join(
            f"<tr><td>{a(f'/api/files/{bucket}/{f}', f)}</td><td>{120 + 7 * n} kB</td><td><code>md5:{rid[n : n + 12]}</code></td></tr>"
            for n, f in enumerate(files)
        )
        main = f"""{cookie_banner("/help/privacy")}
<div class="record-container"><div class="record-header"><span class="badge">Open Access</span>
<h1 class="record-title">{escape(title)}</h1>
<p class="creators">{authors([("Brandt, Lea", "0000-0002-7771-0021"), ("Okafor, Ben", "0000-0001-9182-4470")])}</p>
<p>Community: {a("/communities/" + str(rec["community"]), "Hydrology")} · PID: <code>11304/{rid[:8]}-{rid[8:12]}</code></p></div>
<div class="record-body"><h3>Description</h3><p>Quality-controlled observations; see README.txt.</p>
<h3>Files</h3><table class="table files"><thead><tr><th>Name</th><th>Size</th><th>Checksum</th></tr></thead><tbody>{rows}</tbody></table>
<h3>Metadata</h3><p>{a(f"/api/records/{rid}", "JSON (API)")} · {" · ".join(a(f"/records/{rid}/export/{e}", lab) for e, lab in B2_EXPORTS)}</p>
<h3>Other records by these creators</h3>{items([(f"/records/{other}", str(B2_RECORDS[other]["title"]))])}
<h3>Similar records</h3>{items([("/records?q=keywords:%22soil%20moisture%22", "More with keyword soil moisture")])}</div></div>"""
        pages[f"/records/{rid}"] = p.page(title, main, share=p.url(f"/records/{rid}"))
        for n, f in enumerate(files):
            if f.endswith(".csv"):
                pages[f"/api/files/{bucket}/{f}"] = Response.data(
                    csv(["time", "depth_cm", "theta"], 10 + n), "text/csv"
                )
            elif f.endswith(".json"):
                pages[f"/api/files/{bucket}/{f}"] = js('{"stations": ["WN-01", "WN-02"]}')
            elif f.endswith(".txt"):
                pages[f"/api/files/{bucket}/{f}"] = text(
                    "README\nColumns: time, depth_cm, theta (m3/m3).\n"
                )
            else:
                pages[f"/api/files/{bucket}/{f}"] = Response.data(blob(f, 900), "application/gzip")
        pages[f"/api/records/{rid}"] = js(
            f'{{"id": "{rid}", "metadata": {{"titles": [{{"title": "{title}"}}]}}}}'
        )
        for e, _lab in B2_EXPORTS:
            pages[f"/records/{rid}/export/{e}"] = xml(
                f"<record><title>{escape(title)}</title><format>{e}</format></record>"
            )
    pages["/communities/hydrology"] = p.page(
        "Hydrology",
        "<h1>Hydrology community</h1>"
        + items([(f"/records/{i}", str(r["title"])) for i, r in B2_RECORDS.items()]),
    )
    for path in [
        "/records",
        "/communities",
        "/records/new",
        "/help",
        "/help/terms",
        "/help/privacy",
        "/records?q=keywords:%22soil%20moisture%22",
    ]:
        pages[path] = p.page("Records", f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _b2_truth(rid: str) -> frozenset[str]:
    rec = B2_RECORDS[rid]
    base = f"http://{B2}"
    out = {f"{base}/records/{rid}", f"{base}/api/records/{rid}"}
    out |= {f"{base}/api/files/{rec['bucket']}/{f}" for f in rec["files"]}  # type: ignore[attr-defined]
    out |= {f"{base}/records/{rid}/export/{e}" for e, _l in B2_EXPORTS}
    return frozenset(out)


B2SHARE_CASES = [
    # single_page_plus_ignored: every member is one hop from the landing; the bucket URIs
    # share neither the record path nor its id, so path- and URI-string heuristics fail.
    Case(
        f"eudatix-{rid[:6]}",
        "B2SHARE-like repository",
        "single-hop",
        "single_page_plus_ignored",
        f"http://{B2}/records/{rid}",
        _b2_truth(rid),
        _b2_sites,
        others=frozenset({f"http://{B2}/records/{o}" for o in B2_RECORDS if o != rid}),
    )
    for rid in B2_RECORDS
]


# --------------------------------------------------------------------------------------
# Zenodo-community-like "Helix" (InvenioRDM): /records/<n> with files /records/<n>/files/
# <name>?download=1 and exports /records/<n>/export/<fmt>; every version is its own record
# and DOI (other artifacts), and the record sits in a community (a collection, not the
# artifact).  The seed's Zenodo: Single Page+ with Ignored URIs.  Truth: landing, files,
# exports.  One case enters through the concept DOI resolver hop.

HX = host("www", "helixrepo")
HX_DOI = host("doi", "helixpid")
HX_RECORDS = {
    "7712031": (
        "Global glacier mass balance reanalysis (GlaMBR), version 1.0",
        ["glambr_v1.nc", "glambr_regions.geojson"],
        "7712031",
        ["7712030", "7712032"],
    ),
    "7712032": (
        "Global glacier mass balance reanalysis (GlaMBR), version 1.1",
        ["glambr_v1.1.nc", "glambr_regions.geojson", "CHANGELOG.md"],
        "7712032",
        ["7712030", "7712031"],
    ),
    "8003310": (
        "Code and data for: Thinning rates of Patagonian outlet glaciers",
        ["patagonia_dhdt.zip", "analysis_notebooks.zip"],
        "8003310",
        [],
    ),
}
HX_EXPORTS = ["json", "datacite-xml", "bibtex", "csl", "dcat-ap"]


def _hx_sites() -> list[Site]:
    p = Portal(
        HX,
        "Helix",
        menu=[
            ("/communities", "Communities"),
            ("/search", "Search"),
            ("/uploads/new", "New upload"),
            ("/help", "Help"),
        ],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/privacy", "Privacy policy"),
            ("/terms", "Terms of use"),
            ("http://github.test/helixrepo", "GitHub"),
            ("http://status.helixrepo-ops.test/", "Status"),
        ],
        title_format="{title}",
        home_title="Helix",
        home_main="<h1>Research. Shared.</h1>"
        + items(
            [
                ("/communities/cryosphere-obs", "Cryosphere observatories"),
                ("/records/8003310", "Featured: Patagonian outlet glaciers"),
            ]
        ),
    )
    pages: dict[str, object] = {}
    for rid, (title, files, _r, versions) in HX_RECORDS.items():
        vers = (
            items([(f"/records/{v}", f"Version {n + 1}") for n, v in enumerate(versions)])
            if versions
            else "<p>Only one version.</p>"
        )
        main = f"""{cookie_banner("/privacy")}
<div class="ui container"><section id="record-info"><span class="ui label">Published March 3, 2023</span> <span class="ui label">Dataset</span> <span class="ui label green">Open</span></section>
<h1 id="record-title">{escape(title)}</h1>
<section id="creatibutors">{authors([("Moreau, Camille", "0000-0003-2201-9087"), ("Sato, Ren", "0000-0002-6654-0312")])}</section>
<section id="description"><p>Annual mass balance of all glaciers in a consistent reanalysis.</p></section>
<section id="record-files"><h2>Files</h2><table class="ui table">{"".join(f"<tr><td>{a(f'/records/{rid}/files/{f}?download=1', f)}</td><td>{a(f'/records/{rid}/files/{f}?download=1', 'Download', 'ui button')}</td></tr>" for f in files)}</table>
{a(f"/api/records/{rid}/files-archive", "Download all")}</section>
<aside><div class="sidebar-container"><h2>Versions</h2>{vers}<p>{a("/search?q=parent.id:glambr&f=allversions:true", "View all versions")}</p></div>
<div class="sidebar-container"><h2>Communities</h2>{items([("/communities/cryosphere-obs", "Cryosphere observatories")])}</div>
<div class="sidebar-container"><h2>Export</h2>{items([(f"/records/{rid}/export/{e}", e) for e in HX_EXPORTS])}</div>
<div class="sidebar-container"><h2>Details</h2><p>DOI {a(f"http://{HX_DOI}/10.5281/helix.{rid}", f"10.5281/helix.{rid}")}</p>
<p>Is supplement to {a("http://journal.glaciology-soc.test/article/10.3189/jog.2023.14", "Journal of Glaciology article")}</p></div></aside></div>"""
        pages[f"/records/{rid}"] = p.page(title, main, share=p.url(f"/records/{rid}"))
        for f in files:
            body = blob(f, 700) if f.endswith((".nc", ".zip")) else text(f"# {f}\n").body
            pages[f"/records/{rid}/files/{f}?download=1"] = Response.data(
                body, "application/octet-stream"
            )
        pages[f"/api/records/{rid}/files-archive"] = Response.data(
            blob(rid, 1200), "application/zip"
        )
        for e in HX_EXPORTS:
            pages[f"/records/{rid}/export/{e}"] = text(f"{e}: {title}\n")
    pages["/communities/cryosphere-obs"] = p.page(
        "Cryosphere observatories",
        "<h1>Cryosphere observatories</h1>"
        + items([(f"/records/{r}", t[0]) for r, t in HX_RECORDS.items()]),
    )
    pages["/records/7712030"] = p.page(
        "GlaMBR (concept record)",
        "<h1>GlaMBR: all versions</h1>"
        + items([("/records/7712031", "1.0"), ("/records/7712032", "1.1")]),
    )
    for path in [
        "/communities",
        "/search",
        "/uploads/new",
        "/help",
        "/about",
        "/policies",
        "/privacy",
        "/terms",
        "/search?q=parent.id:glambr&f=allversions:true",
    ]:
        pages[path] = p.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    doi = Site(
        HX_DOI,
        {
            f"/10.5281/helix.{r}": Response.redirect(f"http://{HX}/records/{r}", 302)
            for r in [*HX_RECORDS, "7712030"]
        },
    )
    return [p.site(pages), doi]  # type: ignore[arg-type]


def _hx_truth(rid: str) -> frozenset[str]:
    title, files, _r, _v = HX_RECORDS[rid]
    b = f"http://{HX}"
    out = {f"{b}/records/{rid}", f"{b}/api/records/{rid}/files-archive"}
    out |= {f"{b}/records/{rid}/files/{f}?download=1" for f in files}
    out |= {f"{b}/records/{rid}/export/{e}" for e in HX_EXPORTS}
    return frozenset(out)


def _hx_case(name: str, rid: str, doi_hop: bool = False) -> Case:
    versions = HX_RECORDS[rid][3]
    return Case(
        name,
        "Zenodo-community-like repository" + (" (via DOI resolver)" if doi_hop else ""),
        "single-hop",
        "single_page_plus_ignored",
        f"http://{HX_DOI}/10.5281/helix.{rid}" if doi_hop else f"http://{HX}/records/{rid}",
        _hx_truth(rid),
        _hx_sites,
        others=frozenset({f"http://{HX}/records/{v}" for v in versions}),
        landing=f"http://{HX}/records/{rid}" if doi_hop else None,
    )


HELIX_CASES = [
    # single_page_plus_ignored: a version of a multi-version dataset; the sibling versions
    # and the concept record are other artifacts, the community a collection.
    _hx_case("helix-glambr-v1", "7712031"),
    # single_page_plus_ignored through the DOI resolver; newest version.
    _hx_case("helix-glambr-v11-doi", "7712032", doi_hop=True),
    # single_page_plus_ignored: a single-version record featured on the homepage (the
    # ignored list must not drop the entry itself).
    _hx_case("helix-patagonia", "8003310"),
]


# --------------------------------------------------------------------------------------
# Materials-Cloud-like "Crystallum Archive": /record/<year.n>; files served by a query
# endpoint /record/file?record_id=<internal n>&filename=<name> whose internal number is
# not the public id; exports /record/<year.n>/export/<fmt>; "Explore" and "Discover"
# sections on another host are separate (interactive) artifacts.  Record shape of the
# seed's Zenodo: Single Page+ with Ignored URIs.  Truth: landing, files, exports.

MC = host("archive", "crystallum")
MC_EXPLORE = host("explore", "crystallum")
MC_RECORDS = {
    "2023.118": (
        "1041",
        "High-throughput screening of two-dimensional ferroelectrics from exfoliable bulk compounds",
        ["structures.tar.gz", "phonons.aiida", "README.md"],
    ),
    "2024.7": (
        "1207",
        "Machine-learned interatomic potential for amorphous lithium phosphorus oxynitride",
        ["training_set.xyz", "potential.json"],
    ),
}
MC_EXPORTS = ["json", "dublin-core", "datacite"]


def _mc_sites() -> list[Site]:
    p = Portal(
        MC,
        "Crystallum Archive",
        menu=[
            ("/", "Archive"),
            ("/communities/mcarchive/search", "Browse"),
            ("/deposit/new", "Deposit"),
            (f"http://{MC_EXPLORE}/", "Explore"),
            ("/faq", "FAQ"),
        ],
        footer=[
            ("/terms", "Terms of use"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("http://linkedin.test/company/crystallum", "LinkedIn"),
        ],
        title_format="{title} | Crystallum Archive",
        home_title="Crystallum Archive",
    )
    pages: dict[str, object] = {}
    for rid, (internal, title, files) in MC_RECORDS.items():
        rows = "".join(
            f"<tr><td>{a(f'/record/file?record_id={internal}&filename={f}', f)}</td><td>MD5 {internal}{n}</td></tr>"
            for n, f in enumerate(files)
        )
        main = f"""{cookie_banner("/privacy")}
<div class="container"><div class="record-meta"><span>Archive ID: <b>{rid}</b></span> <span>DOI: {a(f"http://{MC}/record/{rid}", "10.24435/crystallum:" + rid.replace(".", "-"))}</span> <span>Published on: 2023-09-14</span></div>
<h2 class="record-title">{escape(title)}</h2>
<p class="authors">{authors([("Ferreira, Iris", "0000-0002-4812-9961"), ("Nakamura, Jun", "0000-0003-0019-3320")])}</p>
<h4>Description</h4><p>DFT calculations performed with an AiiDA workflow; provenance graphs included.</p>
<h4>Files</h4><table class="table-files"><tr><th>File name</th><th>Checksum</th></tr>{rows}</table>
<h4>License</h4><p>{a(CC_BY, "Creative Commons Attribution 4.0")}</p>
<h4>External references</h4><ul><li>Journal reference: {a("http://physrev.test/prmaterials/7/034003", "Phys. Rev. Materials 7, 034003")}</li>
<li>Explore: {a(f"http://{MC_EXPLORE}/discover/2dferro", "Interactive discovery section")}</li></ul>
<h4>Export</h4><p>{" ".join(a(f"/record/{rid}/export/{e}", e.upper()) for e in MC_EXPORTS)}</p>
<h4>Keywords</h4><p>{a("/communities/mcarchive/search?q=keywords:DFT", "DFT")} {a("/communities/mcarchive/search?q=keywords:AiiDA", "AiiDA")}</p></div>"""
        pages[f"/record/{rid}"] = p.page(title, main)
        for f in files:
            pages[f"/record/file?record_id={internal}&filename={f}"] = Response.data(
                blob(f, 800), "application/octet-stream"
            )
        for e in MC_EXPORTS:
            pages[f"/record/{rid}/export/{e}"] = text(f"{e}\t{title}\n")
    for path in [
        "/communities/mcarchive/search",
        "/deposit/new",
        "/faq",
        "/terms",
        "/privacy",
        "/contact",
        "/communities/mcarchive/search?q=keywords:DFT",
        "/communities/mcarchive/search?q=keywords:AiiDA",
    ]:
        pages[path] = p.page("Search", f"<h1>{escape(path)}</h1>")
    ex = Portal(
        MC_EXPLORE, "Crystallum Explore", menu=[("/", "Explore"), (f"http://{MC}/", "Archive")]
    )
    return [
        p.site(pages),
        ex.site(
            {
                "/discover/2dferro": ex.page(
                    "2D ferroelectrics", "<h1>Discover 2D ferroelectrics</h1><div id='app'></div>"
                )
            }
        ),
    ]  # type: ignore[arg-type]


def _mc_truth(rid: str) -> frozenset[str]:
    internal, _t, files = MC_RECORDS[rid]
    b = f"http://{MC}"
    return frozenset(
        {f"{b}/record/{rid}"}
        | {f"{b}/record/file?record_id={internal}&filename={f}" for f in files}
        | {f"{b}/record/{rid}/export/{e}" for e in MC_EXPORTS}
    )


CRYSTALLUM_CASES = [
    # single_page_plus_ignored: files one hop away at a query endpoint with an internal id;
    # the Explore section (other host) is a separate interactive artifact.
    Case(
        "crystallum-" + rid.replace(".", "-"),
        "Materials-Cloud-like archive",
        "single-hop",
        "single_page_plus_ignored",
        f"http://{MC}/record/{rid}",
        _mc_truth(rid),
        _mc_sites,
        others=frozenset({f"http://{MC_EXPLORE}/discover/2dferro"})
        if rid == "2023.118"
        else frozenset(),
    )
    for rid in MC_RECORDS
]


# --------------------------------------------------------------------------------------
# 4TU.ResearchData-like "Polder ResearchData" (Djehuty): /datasets/<uuid>/<version>; files
# /file/<uuid>/<file uuid>, zip /ndownloader/items/<uuid>/versions/<v>, metadata
# /v2/articles/<uuid> on the API host, a THREDDS-like OPeNDAP browser on another host at
# /thredds/catalog/data2/<uuid>/catalog.html.  The dataset uuid is the one string every
# member URI repeats: Significant String from URI (the seed's GBIF shape).  Truth: landing,
# files, zip, API record, file browser and its file pages.  Only one version exists.

PD = host("data", "polder4tu")
PD_API = host("api", "polder4tu")
PD_TDS = host("opendap", "polder4tu")
PD_RECORDS = {
    "61e28011-f96d-4b01-900e-15145b77ee59": (
        "Wave overtopping discharges on a dike with a berm, wave flume experiments Delft 2021",
        ["a3c1e9d2-1111-4c2e-9a11-d0e5c4b2a101", "b7f0aa31-2222-4d9f-8b22-e1f6d5c3b202"],
        ["overtopping_runs.csv", "flume_setup.pdf"],
    ),
    "9d0c71b4-3a25-4f1e-8c6b-2e7f40d95a13": (
        "Salt intrusion in the Rhine-Meuse estuary: 3D model output 2018 drought",
        ["c1d2e3f4-3333-4a5b-9c6d-7e8f9a0b1c2d"],
        ["salinity_3d_2018.nc"],
    ),
}


def _pd_sites() -> list[Site]:
    p = Portal(
        PD,
        "Polder ResearchData",
        menu=[
            ("/search", "Explore data"),
            ("/collections", "Collections"),
            ("/info/publish", "Publish"),
            ("/info/about", "About"),
            ("/my/dashboard", "My data"),
        ],
        footer=[
            ("/info/privacy", "Privacy"),
            ("/info/accessibility", "Accessibility"),
            ("/info/contact", "Contact"),
            ("http://bsky.test/polder4tu", "Bluesky"),
        ],
        title_format="{title}",
        home_title="Polder ResearchData",
    )
    pages: dict[str, object] = {}
    api: dict[str, object] = {}
    tds: dict[str, object] = {}
    for uid, (title, fids, names) in PD_RECORDS.items():
        files = "".join(
            f'<li class="file"><span>{escape(n)}</span> {a(f"/file/{uid}/{fid}", "download")}</li>'
            for fid, n in zip(fids, names, strict=True)
        )
        main = f"""{cookie_banner("/info/privacy")}
<div id="wrapper"><div class="metadata"><h1>{escape(title)}</h1>
<p class="doi">doi: {a(f"http://{PD}/datasets/{uid}/1", f"10.4121/{uid[:8]}.v1")}</p>
<p>{authors([("de Vries, Sanne", "0000-0001-7350-4412"), ("Bakker, Joost", "0000-0002-0601-2290")])}</p>
<p>Categories: {a("/categories/13555", "Hydraulic Engineering")} · Organisation: {a("/institutions/tud-ceg", "TU Delft, Civil Engineering")}</p>
<p>Version 1 - published 2022-05-30</p><h2>Description</h2><p>Laboratory measurements; see the PDF for setup.</p></div>
<div class="files"><h2>Files ({len(fids)})</h2><ul>{files}</ul>
<p>{a(f"/ndownloader/items/{uid}/versions/1", "Download all files (zip)")}</p>
<p>Browse with OPeNDAP: {a(f"http://{PD_TDS}/thredds/catalog/data2/{uid}/catalog.html", "file browser")}</p>
<p>Metadata: {a(f"http://{PD_API}/v2/articles/{uid}", "JSON (API)")}</p></div>
<div class="related"><h2>Part of collection</h2>{items([("/collections/4f1a2b3c-coastal", "Coastal engineering experiments")])}</div></div>"""
        pages[f"/datasets/{uid}/1"] = p.page(title, main, share=p.url(f"/datasets/{uid}/1"))
        for fid, n in zip(fids, names, strict=True):
            pages[f"/file/{uid}/{fid}"] = Response.data(
                pdf(n, [title])
                if n.endswith(".pdf")
                else (csv(["run", "q_ls_m"], 9) if n.endswith(".csv") else blob(n)),
                "application/pdf" if n.endswith(".pdf") else "application/octet-stream",
            )
        pages[f"/ndownloader/items/{uid}/versions/1"] = Response.data(
            blob(uid, 1000), "application/zip"
        )
        api[f"/v2/articles/{uid}"] = js(f'{{"uuid": "{uid}", "title": "{title}", "version": 1}}')
        tds[f"/thredds/catalog/data2/{uid}/catalog.html"] = (
            f"<!DOCTYPE html><html><head><title>Catalog data2/{uid}</title></head><body><h1>Catalog data2/{uid}</h1><table>"
            + "".join(
                f"<tr><td>{a(f'/thredds/fileServer/data2/{uid}/{n}', n)}</td></tr>" for n in names
            )
            + f"</table><hr><p>{a('/thredds/catalog/catalog.html', 'Top catalog')} · THREDDS Data Server 5.4</p></body></html>"
        )
        for n in names:
            tds[f"/thredds/fileServer/data2/{uid}/{n}"] = Response.data(
                blob(n + "tds"), "application/octet-stream"
            )
    tds["/thredds/catalog/catalog.html"] = (
        "<html><head><title>Top catalog</title></head><body><h1>Catalog</h1></body></html>"
    )
    for path in [
        "/search",
        "/collections",
        "/info/publish",
        "/info/about",
        "/my/dashboard",
        "/info/privacy",
        "/info/accessibility",
        "/info/contact",
        "/categories/13555",
        "/institutions/tud-ceg",
        "/collections/4f1a2b3c-coastal",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages), Site(PD_API, api), Site(PD_TDS, tds)]  # type: ignore[arg-type]


def _pd_truth(uid: str) -> frozenset[str]:
    _t, fids, names = PD_RECORDS[uid]
    return frozenset(
        {
            f"http://{PD}/datasets/{uid}/1",
            f"http://{PD}/ndownloader/items/{uid}/versions/1",
            f"http://{PD_API}/v2/articles/{uid}",
            f"http://{PD_TDS}/thredds/catalog/data2/{uid}/catalog.html",
        }
        | {f"http://{PD}/file/{uid}/{f}" for f in fids}
        | {f"http://{PD_TDS}/thredds/fileServer/data2/{uid}/{n}" for n in names}
    )


POLDER_CASES = [
    # sig_uri: the dataset uuid recurs in the file, zip, API and file-browser URIs (three
    # hosts); collection, categories and institution pages do not carry it.
    Case(
        f"polder-{uid[:8]}",
        "4TU.ResearchData-like repository",
        "multi-hop",
        "sig_uri",
        f"http://{PD}/datasets/{uid}/1",
        _pd_truth(uid),
        _pd_sites,
    )
    for uid in PD_RECORDS
]


# --------------------------------------------------------------------------------------
# Mendeley-Data-like "Quillon Data": /datasets/<id>/<v>; files at
# /public-files/datasets/<id>/files/<file uuid>/file_downloaded, a zip at
# /public-api/zip/<id>/download/<v>, and folder views /datasets/<id>/<v>/files/<folder>.
# The short dataset id recurs in every member URI: Significant String from URI.  Only
# version 1 exists.  Truth: landing, folder view, files, zip.

QD = host("data", "quillonsci")
QD_RECORDS = {
    "8gm8v8xbwv": (
        "Annotated chest radiographs for pneumothorax segmentation",
        {
            "images": [
                "3f0b1c2d-aaaa-4b1c-8d2e-1f2a3b4c5d6e",
                "4a1c2d3e-bbbb-4c2d-9e3f-2a3b4c5d6e7f",
            ],
            "labels": ["5b2d3e4f-cccc-4d3e-af40-3b4c5d6e7f80"],
        },
    ),
    "t2kx9rjz7p": (
        "Survey responses on research software practices among doctoral researchers",
        {"": ["6c3e4f50-dddd-4e4f-b051-4c5d6e7f8091"]},
    ),
}


def _qd_sites() -> list[Site]:
    p = Portal(
        QD,
        "Quillon Data",
        menu=[
            ("/research-data/", "Search"),
            ("/datasets/new", "New dataset"),
            ("/institutions", "Institutions"),
            ("/about", "About"),
        ],
        footer=[
            ("http://www.quillon-publishing.test/legal/terms", "Terms"),
            ("http://www.quillon-publishing.test/legal/privacy", "Privacy"),
            ("/cookies", "Cookie settings"),
        ],
        title_format="{title} - Quillon Data",
        home_title="Quillon Data",
    )
    pages: dict[str, object] = {}
    for did, (title, folders) in QD_RECORDS.items():
        flinks = []
        for folder, fids in folders.items():
            if folder:
                flinks.append(
                    (f"/datasets/{did}/1/files/{folder}", f"{folder}/ ({len(fids)} files)")
                )
                pages[f"/datasets/{did}/1/files/{folder}"] = p.page(
                    f"{folder} - {title}",
                    f"<h1>{escape(folder)}</h1>"
                    + items(
                        [
                            (
                                f"/public-files/datasets/{did}/files/{f}/file_downloaded",
                                f"{folder}_{n}.png" if folder == "images" else f"{folder}_{n}.json",
                            )
                            for n, f in enumerate(fids)
                        ]
                    )
                    + f"<p>{a(f'/datasets/{did}/1', 'Back to dataset')}</p>",
                )
            else:
                flinks += [
                    (f"/public-files/datasets/{did}/files/{f}/file_downloaded", "responses.csv")
                    for f in fids
                ]
            for f in fids:
                pages[f"/public-files/datasets/{did}/files/{f}/file_downloaded"] = Response.data(
                    blob(f), "application/octet-stream"
                )
        main = f"""{cookie_banner("/cookies")}
<div class="dataset-page"><p class="published">Published: 12 January 2024 | Version 1 | DOI: 10.17632/{did}.1</p>
<h1 class="dataset-title">{escape(title)}</h1><p class="contributors">{authors([("Lindqvist, Maja", "0000-0002-3311-4545")])}</p>
<section><h2>Description</h2><p>Data collected under ethics approval; see files.</p></section>
<section class="files"><h2>Files</h2>{items(flinks)}<p>{a(f"/public-api/zip/{did}/download/1", "Download All", "btn")}</p></section>
<section><h2>Institutions</h2>{items([("/institutions/uppsala-x", "Uppsala-like University")])}</section>
<section><h2>Categories</h2>{items([("/research-data/?search=category:Radiology", "Radiology")])}</section>
<section><h2>Related links</h2>{items([("http://journal.quillon-publishing.test/article/S0010-4825(24)00012-3", "Article in Computers in Biology and Medicine")])}</section></div>"""
        pages[f"/datasets/{did}/1"] = p.page(title, main, share=p.url(f"/datasets/{did}/1"))
        pages[f"/public-api/zip/{did}/download/1"] = Response.data(
            blob(did, 1500), "application/zip"
        )
    for path in [
        "/research-data/",
        "/datasets/new",
        "/institutions",
        "/about",
        "/cookies",
        "/institutions/uppsala-x",
        "/research-data/?search=category:Radiology",
    ]:
        pages[path] = p.page("Quillon Data", f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _qd_truth(did: str) -> frozenset[str]:
    b = f"http://{QD}"
    out = {f"{b}/datasets/{did}/1", f"{b}/public-api/zip/{did}/download/1"}
    for folder, fids in QD_RECORDS[did][1].items():
        if folder:
            out.add(f"{b}/datasets/{did}/1/files/{folder}")
        out |= {f"{b}/public-files/datasets/{did}/files/{f}/file_downloaded" for f in fids}
    return frozenset(out)


QUILLON_CASES = [
    # sig_uri: the dataset id recurs in landing, folder views, file and zip URIs; the
    # files in folders are two hops away (folder view first).
    Case(
        f"quillon-{did}",
        "Mendeley-Data-like repository",
        "multi-hop",
        "sig_uri",
        f"http://{QD}/datasets/{did}/1",
        _qd_truth(did),
        _qd_sites,
    )
    for did in QD_RECORDS
]

CASES = [
    *PELAGICA_CASES,
    *B2SHARE_CASES,
    *HELIX_CASES,
    *CRYSTALLUM_CASES,
    *POLDER_CASES,
    *QUILLON_CASES,
]
