"""Data and document repositories: InvenioRDM, Dataverse, DSpace 6/7, EPrints, CKAN.

Expected heuristics (the seed's table):

* InvenioRDM imitates Zenodo -> single_page_plus_ignored: the record page links its files
  (``?download=1``) and metadata exports, one hop away.  Truth: the record page, its file
  downloads and its exports.  Other versions (own DOIs), communities, creator searches,
  subject searches and the linked code repository are not part of the record.
* Dataverse -> sig_filtered_title (site name at the title's end): file pages carry the
  dataset title in their breadcrumb; downloads, exports, the zip bundle and earlier
  versions of the same persistent id belong to the dataset.  The parent dataverse,
  contact and subject facets do not.
* DSpace and EPrints are institutional repositories: an item page with bitstreams and
  exports one hop away, like Figshare/Zenodo in the seed's table -> single_page_plus_ignored.
  Truth: the item page, its full-record view, its bitstreams (DSpace's licence bitstream is
  listed on the full record only: part of the item although two hops away) and exports.
* CKAN dataset pages list their resource pages and download URLs one hop away, like a
  Figshare dataset -> single_page_plus_ignored.  Truth: dataset page, resource pages,
  downloads hosted by the portal, DCAT metadata.  A resource that is an external web
  service is another portal's and only recorded in ``others``.
"""

from __future__ import annotations

import zlib
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._web import Chrome, a, blob, csv, json_file, pdf_file, redirector, share, ul

SPO = "single_page_plus_ignored"

# --------------------------------------------------------------------------- InvenioRDM

ARK = "rdm.arkiva.hx4.example"
ARK_DOI = "resolve-arkiva.hx4.example"


def _ark() -> Chrome:
    return Chrome(
        ARK,
        "Arkiva",
        menu=[
            ("/communities", "Communities"),
            ("/search", "Search"),
            ("/uploads", "My dashboard"),
            ("https://help.arkiva.hx4.example/", "Help"),
        ],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/terms", "Terms of use"),
            ("/privacy", "Privacy policy"),
            ("/support", "Contact"),
            ("https://status.arkiva.hx4.example/", "Status"),
            ("https://github.hx4.example/arkiva/arkiva-rdm", "Source code"),
        ],
        title_format="{title}",
        home_title="Arkiva - research. shared.",
        home_main="<h1>Recent uploads</h1>"
        + ul(
            [
                ("/records/8123456", "Sediment core geochemistry from Lake Varnen, 2019-2022"),
                ("/records/8555001", "Interview transcripts on rural broadband adoption"),
                ("/records/8400321", "Poster: Drift of moored buoys in the Kattegat"),
            ]
        ),
        login=[("/login/?next=%2F", "Log in"), ("/signup/", "Sign up")],
    )


def _ark_record(
    c: Chrome,
    rid: str,
    title: str,
    kind: str,
    creators: list[str],
    files: list[tuple[str, str]],
    keywords: list[str],
    versions: list[tuple[str, str]],
    related: list[tuple[str, str]],
    community: tuple[str, str],
) -> str:
    doi = f"10.5281/arkiva.{rid}"
    people = ", ".join(
        a(f"/search?q=metadata.creators.person_or_org.name:%22{p.replace(' ', '+')}%22", p)
        for p in creators
    )
    frows = "".join(
        f"<tr><td>{a(f'/records/{rid}/files/{n}?download=1', n)}</td><td>{s}</td>"
        f"<td>md5:{zlib.crc32(n.encode()):08x}</td><td>{a(f'/records/{rid}/files/{n}?download=1', 'Download')}</td></tr>"
        for n, s in files
    )
    kw = " ".join(
        a(f"/search?q=metadata.subjects.subject:%22{k.replace(' ', '+')}%22", k) for k in keywords
    )
    vers = ul([(f"/records/{v}", lbl) for v, lbl in versions])
    exports = " ".join(
        a(f"/records/{rid}/export/{fmt}", lbl)
        for fmt, lbl in [
            ("json", "JSON"),
            ("datacite-xml", "DataCite XML"),
            ("dublincore", "Dublin Core"),
            ("bibtex", "BibTeX"),
        ]
    )
    return f"""<div class="ui grid"><section class="record-main">
<div class="labels"><span class="label">Published June 3, 2024</span> <span>Version v2</span>
<span class="label">{escape(kind)}</span> <span class="label">Open</span></div>
<h1 id="record-title">{escape(title)}</h1><p class="creators">{people}</p>
<div id="description"><p>{escape(title)}. Measurements, processing scripts and a README
are included. Please cite the DOI.</p></div>
<h2>Files</h2><table class="files"><thead><tr><th>Name</th><th>Size</th><th>Checksum</th>
<th></th></tr></thead><tbody>{frows}</tbody></table>
<h2>Additional details</h2><dl><dt>Related works</dt><dd>{ul(related)}</dd>
<dt>Keywords and subjects</dt><dd>{kw}</dd></dl></section>
<aside class="sidebar"><div class="doi">DOI {a(f"https://{ARK_DOI}/{doi}", doi)}</div>
<div>Communities: {a(f"/communities/{community[0]}", community[1])}</div>
<div class="versions"><h3>Versions</h3>{vers}
{a(f"/search?q=parent.id:{rid}p&f=allversions:true", "View all versions")}</div>
<div class="export"><h3>Export</h3>{exports}</div>
<div>{a("/communities/new", "New community")} {a("/uploads/new", "New upload")}</div>
{share(c.url("/records/" + rid), title)}</aside></div>"""


def arkiva_sites() -> list[Site]:
    c = _ark()
    pages: dict = {}
    recs = {
        "8123456": (
            "Sediment core geochemistry from Lake Varnen, 2019-2022",
            "Dataset",
            ["Lindqvist, Maja", "Okafor, Emeka"],
            [
                ("cores_2019_2022.csv", "1.4 MB"),
                ("README.txt", "3.1 kB"),
                ("xrf_scans.zip", "212.9 MB"),
            ],
            ["limnology", "sediment", "XRF"],
            [("8123456", "Version v2 (this)"), ("8011111", "Version v1")],
            [
                (
                    "https://journal.lakes.hx4pub.example/article/view/1187",
                    "Is described by: Lindqvist et al. 2024",
                )
            ],
            ("limnology-nord", "Nordic Limnology"),
        ),
        "9900417": (
            "tidewatch: quality control for tide-gauge records (v2.1.0)",
            "Software",
            ["Haddad, Rami"],
            [("tidewatch-2.1.0.zip", "884.0 kB")],
            ["oceanography", "python", "quality control"],
            [("9900417", "v2.1.0 (this)"), ("9700002", "v2.0.0"), ("9100008", "v1.4.2")],
            [
                (
                    "https://github.hx4.example/rhaddad/tidewatch/tree/v2.1.0",
                    "Is supplement to: github.hx4.example/rhaddad/tidewatch",
                )
            ],
            ("sealevel", "Sea level science"),
        ),
        "8011111": (
            "Sediment core geochemistry from Lake Varnen, 2019-2021",
            "Dataset",
            ["Lindqvist, Maja"],
            [("cores_2019_2021.csv", "1.1 MB")],
            ["limnology"],
            [("8123456", "Version v2"), ("8011111", "Version v1 (this)")],
            [],
            ("limnology-nord", "Nordic Limnology"),
        ),
    }
    for rid, (title, kind, people, files, kws, vers, rel, comm) in recs.items():
        pages[f"/records/{rid}"] = c.page(
            title,
            _ark_record(c, rid, title, kind, people, files, kws, vers, rel, comm),
            head=f'<meta name="citation_title" content="{escape(title)}">'
            f'<meta name="citation_doi" content="10.5281/arkiva.{rid}">',
        )
        for n, _s in files:
            pages[f"/records/{rid}/files/{n}?download=1"] = (
                csv("core_id,depth_cm,Fe_ppm,Mn_ppm", "VA-01,0.5,41230,812")
                if n.endswith(".csv")
                else blob(
                    f"{title}\n{n}\n", "text/plain" if n.endswith(".txt") else "application/zip"
                )
            )
        pages[f"/records/{rid}/export/json"] = json_file(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}'
        )
        pages[f"/records/{rid}/export/datacite-xml"] = blob(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>",
            "application/xml",
        )
        pages[f"/records/{rid}/export/dublincore"] = blob(
            f"<oai_dc:dc><dc:title>{escape(title)}</dc:title></oai_dc:dc>", "application/xml"
        )
        pages[f"/records/{rid}/export/bibtex"] = blob(
            f"@misc{{arkiva_{rid},\n  title = {{{title}}}\n}}\n", "text/plain"
        )
    pages["/communities/limnology-nord"] = c.page(
        "Nordic Limnology",
        "<h1>Nordic Limnology</h1>"
        + ul([("/records/8123456", recs["8123456"][0]), ("/records/8011111", recs["8011111"][0])]),
    )
    pages["/communities"] = c.page(
        "Communities",
        "<h1>Communities</h1>"
        + ul(
            [
                ("/communities/limnology-nord", "Nordic Limnology"),
                ("/communities/sealevel", "Sea level science"),
            ]
        ),
    )
    pages["/about"] = c.page("About Arkiva", "<h1>About</h1><p>A catch-all repository.</p>")
    doi = redirector(
        ARK_DOI,
        {
            "/10.5281/arkiva.8123456": c.url("/records/8123456"),
            "/10.5281/arkiva.9900417": c.url("/records/9900417"),
        },
    )
    return [c.site(pages), doi]


def _ark_truth(rid: str, files: list[str]) -> frozenset[str]:
    base = f"https://{ARK}/records/{rid}"
    return frozenset(
        [base]
        + [f"{base}/files/{f}?download=1" for f in files]
        + [f"{base}/export/{x}" for x in ("json", "datacite-xml", "dublincore", "bibtex")]
    )


# --------------------------------------------------------------------------- Dataverse

DV = "dataverse.polaris.hx4.example"
DV_DOI = "resolve-polaris.hx4.example"


def _dv() -> Chrome:
    return Chrome(
        DV,
        "Polaris Dataverse",
        menu=[
            ("/dataverse/root?q=", "Search"),
            ("/dataverse/root/?action=about", "About"),
            ("https://guides.polaris.hx4.example/en/6.2/user/", "User Guide"),
            ("/dataverse/root?action=support", "Support"),
        ],
        footer=[
            ("https://polaris.hx4.example/", "Polaris Research Data Commons"),
            ("/dataverse/root/?action=privacy", "Privacy Policy"),
            ("https://dataverse.hx4proj.example/", "Powered by Dataverse"),
        ],
        title_format="{title} - {name}",
        search_path="/dataverse/root",
        login=[
            ("/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml", "Log In"),
            ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ],
        home_main="<h1>Polaris Dataverse</h1>"
        + ul(
            [
                ("/dataverse/glaciology", "Glaciology Lab Dataverse"),
                ("/dataverse/econ-ost", "Ostland Economics Dataverse"),
                (
                    "/dataset.xhtml?persistentId=doi:10.70122/FK2/QWERTY",
                    "Replication Data for: Meltwater pulses and calving fronts",
                ),
            ]
        ),
    )


DV_SETS = {
    "QWERTY": (
        "Replication Data for: Meltwater pulses and calving fronts",
        "glaciology",
        "Glaciology Lab Dataverse",
        [
            ("4411", "A1B2C3", "front_positions.tab"),
            ("4412", "D4E5F6", "pulses_daily.tab"),
            ("4413", "G7H8J9", "replication_code.R"),
        ],
        ["1.1", "1.0"],
    ),
    "ZX81QP": (
        "Household panel on energy poverty, Ostland 2015-2023",
        "econ-ost",
        "Ostland Economics Dataverse",
        [("5120", "K1L2M3", "codebook.pdf"), ("5121", "N4P5Q6", "panel_wave1_9.csv")],
        ["2.0"],
    ),
}


def dataverse_sites() -> list[Site]:
    c = _dv()
    pages: dict = {}
    for key, (title, dvn, dvname, files, versions) in DV_SETS.items():
        pid = f"doi:10.70122/FK2/{key}"
        latest = versions[0]
        crumb = (
            f'<div class="breadcrumbs">{a("/dataverse/root", "Polaris Dataverse")} &gt; '
            f"{a('/dataverse/' + dvn, dvname)} &gt; "
            f"{a('/dataset.xhtml?persistentId=' + pid, title)}</div>"
        )
        frows = "".join(
            f"<tr><td>{a(f'/file.xhtml?persistentId={pid}/{fk}&version={latest}', fn)}</td>"
            f"<td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
            for fid, fk, fn in files
        )
        vrows = "".join(
            f"<tr><td>{a(f'/dataset.xhtml?persistentId={pid}&version={v}', v)}</td>"
            f"<td>{'Latest' if v == latest else 'Previous'}</td></tr>"
            for v in versions
        )
        exports = " ".join(
            a(f"/api/datasets/export?exporter={x}&persistentId={pid}", lbl)
            for x, lbl in [
                ("ddi", "DDI Codebook v2"),
                ("dataverse_json", "JSON"),
                ("schema.org", "Schema.org JSON-LD"),
                ("oai_datacite", "OpenAIRE"),
            ]
        )
        main = f"""{crumb}<h1 id="title">{escape(title)}</h1>
<div class="citation">Polaris Team, 2024, "{escape(title)}",
{a("https://" + DV_DOI + "/10.70122/FK2/" + key, "https://doi.org/10.70122/FK2/" + key)},
Polaris Dataverse, V{latest}</div>
<div class="btn-group">{
            a(
                f"/api/access/dataset/:persistentId/?persistentId={pid}",
                "Access Dataset: Download ZIP",
            )
        }
<span>Export Metadata:</span> {exports}
{a(f"/dataverse/{dvn}?action=contact", "Contact Owner")}
{a(f"/dataset.xhtml?persistentId={pid}&shareDialog=true", "Share")}</div>
<div class="tabs"><h2>Files</h2><table>{frows}</table>
<h2>Metadata</h2><p>Subject: {
            a(
                "/dataverse/root?q=&fq0=subject_ss%3A%22Earth+and+Environmental+Sciences%22",
                "Earth and Environmental Sciences",
            )
        }</p>
<h2>Terms</h2><p>{a("https://creativecommons.hx4lic.example/publicdomain/zero/1.0", "CC0 1.0")}</p>
<h2>Versions</h2><table>{vrows}</table></div>"""
        page = c.page(title, main)
        pages[f"/dataset.xhtml?persistentId={pid}"] = page
        for v in versions:
            pages[f"/dataset.xhtml?persistentId={pid}&version={v}"] = c.page(
                title, main.replace(f", V{latest}</div>", f", V{v}</div>")
            )
        pages[f"/api/access/dataset/:persistentId/?persistentId={pid}"] = blob(
            "PK\x03\x04" + title, "application/zip"
        )
        for x in ("ddi", "dataverse_json", "schema.org", "oai_datacite"):
            pages[f"/api/datasets/export?exporter={x}&persistentId={pid}"] = blob(
                f'{{"title": "{title}", "exporter": "{x}"}}', "application/json"
            )
        for fid, fk, fn in files:
            pages[f"/file.xhtml?persistentId={pid}/{fk}&version={latest}"] = c.page(
                fn,
                f"{crumb}<h1>{escape(fn)}</h1><p>This file is part of "
                f'"{escape(title)}".</p><p>{a(f"/api/access/datafile/{fid}", "Download")} '
                f"{a(f'/api/access/datafile/{fid}/metadata/ddi', 'Variable metadata')}</p>",
            )
            pages[f"/api/access/datafile/{fid}"] = csv("id\tvalue", "1\t0.42")
            pages[f"/api/access/datafile/{fid}/metadata/ddi"] = blob(
                f"<codeBook><fileDscr>{fn}</fileDscr></codeBook>", "application/xml"
            )
        pages[f"/dataverse/{dvn}"] = c.page(
            dvname,
            f"<h1>{escape(dvname)}</h1>" + ul([(f"/dataset.xhtml?persistentId={pid}", title)]),
        )
    doi = redirector(
        DV_DOI,
        {
            "/10.70122/FK2/ZX81QP": c.url("/citation?persistentId=doi:10.70122/FK2/ZX81QP"),
            "/10.70122/FK2/QWERTY": c.url("/citation?persistentId=doi:10.70122/FK2/QWERTY"),
        },
    )

    for key in DV_SETS:
        pages[f"/citation?persistentId=doi:10.70122/FK2/{key}"] = Response.redirect(
            c.url(f"/dataset.xhtml?persistentId=doi:10.70122/FK2/{key}")
        )
    return [c.site(pages), doi]


def _dv_truth(key: str) -> frozenset[str]:
    title, _dvn, _n, files, versions = DV_SETS[key]
    pid = f"doi:10.70122/FK2/{key}"
    b = f"https://{DV}"
    out = [
        f"{b}/dataset.xhtml?persistentId={pid}",
        f"{b}/api/access/dataset/:persistentId/?persistentId={pid}",
    ]
    out += [f"{b}/dataset.xhtml?persistentId={pid}&version={v}" for v in versions]
    out += [
        f"{b}/api/datasets/export?exporter={x}&persistentId={pid}"
        for x in ("ddi", "dataverse_json", "schema.org", "oai_datacite")
    ]
    for fid, fk, _fn in files:
        out += [
            f"{b}/file.xhtml?persistentId={pid}/{fk}&version={versions[0]}",
            f"{b}/api/access/datafile/{fid}",
            f"{b}/api/access/datafile/{fid}/metadata/ddi",
        ]
    return frozenset(out)


# --------------------------------------------------------------------------- DSpace 6 / 7

DS6 = "dspace.uni-nord.hx4.example"
DS6_HDL = "hdl-nord.hx4.example"
DS7 = "repository.tech-ost.hx4.example"


def dspace6_sites() -> list[Site]:
    c = Chrome(
        DS6,
        "NORA - Nord University Open Research Archive",
        menu=[
            ("/community-list", "Communities & Collections"),
            ("/browse?type=dateissued", "By Issue Date"),
            ("/browse?type=author", "Authors"),
            ("/browse?type=title", "Titles"),
            ("/browse?type=subject", "Subjects"),
        ],
        footer=[
            ("/contact", "Contact Us"),
            ("/feedback", "Send Feedback"),
            ("https://www.dspace.hx4proj.example/", "DSpace software"),
        ],
        title_format="{name}: {title}",
        search_path="/discover",
        login=[("/login", "Login"), ("/register", "Register")],
        home_main="<h1>Recently added</h1>"
        + ul([("/handle/20.500.12345/678", "Sami place names in coastal charts, 1750-1900")]),
        sidebar="<h3>Discover</h3>"
        + ul(
            [
                (
                    "/discover?filtertype=dateIssued&filter_relational_operator=equals&filter=2023",
                    "2023",
                ),
                (
                    "/discover?filtertype=type&filter_relational_operator=equals&filter=Doctoral+thesis",
                    "Doctoral thesis",
                ),
            ]
        ),
    )
    h = "/handle/20.500.12345/678"
    title = "Sami place names in coastal charts, 1750-1900"
    bits = [("thesis_fulltext.pdf", "1"), ("appendix_gazetteer.xlsx", "2")]
    blinks = "".join(
        f"<li>{a(f'/bitstream/handle/20.500.12345/678/{n}?sequence={s}&isAllowed=y', n)}</li>"
        for n, s in bits
    )
    meta = (
        f"<h1>{escape(title)}</h1><div>Author: {a('/browse?type=author&value=Aikio%2C+Ristin', 'Aikio, Ristin')}</div>"
        f"<div>Collections: {a('/handle/20.500.12345/12', 'Doctoral theses (Humanities)')}</div>"
        f"<div>Subject: {a('/discover?filtertype=subject&filter_relational_operator=equals&filter=toponymy', 'toponymy')}</div>"
        f"<div>URI: {a(f'https://{DS6_HDL}/20.500.12345/678', 'https://hdl.handle.net/20.500.12345/678')}</div>"
        f"<h2>Files in this item</h2><ul>{blinks}</ul>"
    )
    pages = {
        h: c.page(title, meta + a(f"{h}?show=full", "Show full item record")),
        f"{h}?show=full": c.page(
            title,
            meta.replace(
                "<h2>Files",
                f"<table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table><h2>Files",
            )
            + "<h2>License bundle</h2>"
            + a(
                "/bitstream/handle/20.500.12345/678/license.txt?sequence=3&isAllowed=y",
                "license.txt",
            )
            + " "
            + a(h, "Show simple item record"),
        ),
        "/bitstream/handle/20.500.12345/678/license.txt?sequence=3&isAllowed=y": blob(
            "Deposit licence", "text/plain"
        ),
        "/handle/20.500.12345/12": c.page(
            "Doctoral theses (Humanities)", "<h1>Doctoral theses</h1>" + ul([(h, title)])
        ),
    }
    for n, s in bits:
        pages[f"/bitstream/handle/20.500.12345/678/{n}?sequence={s}&isAllowed=y"] = (
            pdf_file(title, "Doctoral thesis")
            if n.endswith(".pdf")
            else blob("PK", "application/vnd.ms-excel")
        )
    return [c.site(pages), redirector(DS6_HDL, {"/20.500.12345/678": c.url(h)})]


DS6_TRUTH = frozenset(
    [f"https://{DS6}/handle/20.500.12345/678", f"https://{DS6}/handle/20.500.12345/678?show=full"]
    + [
        f"https://{DS6}/bitstream/handle/20.500.12345/678/{n}?sequence={s}&isAllowed=y"
        for n, s in [
            ("thesis_fulltext.pdf", "1"),
            ("appendix_gazetteer.xlsx", "2"),
            ("license.txt", "3"),
        ]
    ]
)

DS7_ITEM = "0b9e3c5e-6f41-4a8e-9d0a-57f1c2d3e4a5"
DS7_BITS = [
    ("5d1c8a90-1f2e-4b3c-8d4e-6a7b8c9d0e1f", "wind_tunnel_runs.csv"),
    ("7e2f9b01-3a4b-4c5d-9e6f-0a1b2c3d4e5f", "README.md"),
]


def dspace7_sites() -> list[Site]:
    c = Chrome(
        DS7,
        "TechOst Repository",
        menu=[
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "Browse by Issue Date"),
            ("/browse/author", "Browse by Author"),
            ("/browse/subject", "Browse by Subject"),
            ("/statistics", "Statistics"),
        ],
        footer=[
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy policy"),
            ("/info/feedback", "Send Feedback"),
            ("/cookies", "Cookie settings"),
        ],
        title_format="{title}",
        home_title="TechOst Repository :: Home",
        login=[("/login", "Log In")],
        home_main="<h1>TechOst Repository</h1>"
        + ul([(f"/items/{DS7_ITEM}", "Wind tunnel measurements of porous fences")]),
    )
    title = "Wind tunnel measurements of porous fences"
    other = "/items/a1a1a1a1-2b2b-3c3c-4d4d-5e5e5e5e5e5e"
    body = (
        f"<h1>{escape(title)}</h1><ds-item-page-files><h2>Files</h2>"
        + "".join(
            f"<div>{a(f'/bitstreams/{u}/download', n)} ({a(f'/bitstreams/{u}/download', 'Download')})</div>"
            for u, n in DS7_BITS
        )
        + f"</ds-item-page-files><div>Authors: {a('/browse/author?value=Brandt,%20Jonas', 'Brandt, Jonas')}</div>"
        f"<div>Collections: {a('/collections/9f9f9f9f-0000-1111-2222-333333333333', 'Fluid Dynamics Datasets')}</div>"
        f"<div>Is referenced by: {a(other, 'Shelter efficiency of porous fences (article)')}</div>"
        f"<div>{a(f'/items/{DS7_ITEM}/full', 'Full item page')}</div>"
    )
    pages = {
        f"/items/{DS7_ITEM}": c.page(title, body),
        f"/items/{DS7_ITEM}/full": c.page(
            title,
            body + "<table><tr><td>dc.title</td>"
            f"<td>{escape(title)}</td></tr><tr><td>dc.type</td><td>Dataset</td></tr></table>",
        ),
        other: c.page(
            "Shelter efficiency of porous fences", "<h1>Shelter efficiency of porous fences</h1>"
        ),
    }
    for u, n in DS7_BITS:
        pages[f"/bitstreams/{u}/download"] = (
            csv("run,u_ms,porosity", "1,12.5,0.4")
            if n.endswith("csv")
            else blob("# README", "text/markdown")
        )
    return [c.site(pages)]


# --------------------------------------------------------------------------- EPrints

EP = "eprints.kestrel.hx4.example"
EP_ITEMS = {
    "4512": (
        "Working paper: Informal credit networks in harbour towns",
        [("1", "kestrel_wp_2023_07.pdf")],
    ),
    "4513": (
        "Reef fish counts at Skerry Bank, 2010-2020",
        [("1", "skerry_counts.pdf"), ("7", "skerry_counts_data.zip")],
    ),
}
EP_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("EndNote", "enw")]


def eprints_sites() -> list[Site]:
    c = Chrome(
        EP,
        "Kestrel Research Online",
        menu=[
            ("/view/year/", "Browse by Year"),
            ("/view/divisions/", "Browse by School"),
            ("/view/creators/", "Browse by Author"),
            ("/cgi/search/simple", "Search"),
            ("/information.html", "About"),
            ("/policies.html", "Policies"),
        ],
        footer=[
            ("/cgi/latest", "Latest additions"),
            ("/cgi/stats/report", "Statistics"),
            ("https://eprints.hx4proj.example/", "Powered by EPrints 3.4"),
        ],
        title_format="{title} - {name}",
        search_path="/cgi/search/simple",
        login=[("/cgi/users/home", "Login"), ("/cgi/register", "Create Account")],
        soft_404=False,
        home_main="<h1>Welcome to Kestrel Research Online</h1>"
        + ul([("/id/eprint/4512/", EP_ITEMS["4512"][0])]),
    )
    pages: dict = {}

    for eid, (title, docs) in EP_ITEMS.items():
        dl = "".join(f"<li>{a(f'/id/eprint/{eid}/{d}/{n}', n)}</li>" for d, n in docs)
        ex = "".join(f"<option value='{f}'>{f}</option>" for f, _ in EP_EXPORTS)
        exl = " ".join(
            a(f"/cgi/export/eprint/{eid}/{f}/kestrel-eprint-{eid}.{e}", f) for f, e in EP_EXPORTS
        )
        body = (
            f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1><p>Pedersen, Lise and '
            f"{a('/view/creators/Moreau=3ATheo=3A=3A.html', 'Moreau, Theo')} (2023) {escape(title)}. "
            f"Working Paper. Kestrel University.</p><ul class='ep_docs'>{dl}</ul>"
            f"<form action='/cgi/export_redirect' method='get'><input type='hidden' name='eprintid' value='{eid}'>"
            f"<select name='format'>{ex}</select><button>Export</button></form><p>Export: {exl}</p>"
            f"<table><tr><th>Item Type:</th><td>Monograph</td></tr><tr><th>Divisions:</th>"
            f"<td>{a('/view/divisions/econ/', 'School of Economics')}</td></tr><tr><th>URI:</th>"
            f"<td>{a(f'/id/eprint/{eid}', f'https://{EP}/id/eprint/{eid}')}</td></tr></table>"
            f"<p>{a(f'/cgi/users/home?screen=EPrint::View&eprintid={eid}', 'Edit item (repository staff only)')}</p>"
        )
        pages[f"/id/eprint/{eid}/"] = c.page(
            title, body, head=f'<meta name="eprints.title" content="{escape(title)}">'
        )
        pages[f"/id/eprint/{eid}"] = Response.redirect(c.url(f"/id/eprint/{eid}/"), 301)
        pages[f"/{eid}/"] = Response.redirect(c.url(f"/id/eprint/{eid}/"), 301)
        for d, n in docs:
            pages[f"/id/eprint/{eid}/{d}/{n}"] = (
                pdf_file(title) if n.endswith(".pdf") else blob("PK", "application/zip")
            )
        for f, e in EP_EXPORTS:
            pages[f"/cgi/export/eprint/{eid}/{f}/kestrel-eprint-{eid}.{e}"] = blob(
                f"{f}: {title}", "text/plain"
            )
    pages["/view/year/"] = c.page(
        "Browse by Year", "<h1>Browse by Year</h1>" + ul([("/view/year/2023.html", "2023")])
    )
    return [c.site(pages)]


def _ep_truth(eid: str) -> frozenset[str]:
    b = f"https://{EP}"
    _t, docs = EP_ITEMS[eid]
    return frozenset(
        [f"{b}/id/eprint/{eid}/"]
        + [f"{b}/id/eprint/{eid}/{d}/{n}" for d, n in docs]
        + [f"{b}/cgi/export/eprint/{eid}/{f}/kestrel-eprint-{eid}.{e}" for f, e in EP_EXPORTS]
    )


# --------------------------------------------------------------------------- CKAN

CK = "data.riverton.hx4.example"
CK_SETS = {
    "bridge-inspections-2024": (
        "Bridge inspections 2024",
        "6a0f1c2e-8b7d-4e5f-a1b2-c3d4e5f60718",
        [
            (
                "b1f0e2d3-1111-4a4a-8b8b-000000000001",
                "Inspection results (CSV)",
                "bridge_inspections_2024.csv",
            ),
            ("b1f0e2d3-1111-4a4a-8b8b-000000000002", "Data dictionary", "data_dictionary.pdf"),
            ("b1f0e2d3-1111-4a4a-8b8b-000000000003", "Bridges map service", None),
        ],
    ),
    "street-tree-inventory": (
        "Street tree inventory",
        "77c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e",
        [("c2a1b3c4-2222-4b5c-9d6e-000000000011", "Trees (GeoJSON)", "street_trees.geojson")],
    ),
}


def ckan_sites() -> list[Site]:
    c = Chrome(
        CK,
        "Riverton Open Data",
        menu=[
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/showcase", "Showcases"),
            ("/about", "About"),
        ],
        footer=[
            ("/about", "About Riverton Open Data"),
            ("/api/3", "CKAN API"),
            ("https://ckan.hx4proj.example/", "CKAN Association"),
            ("https://opendefinition.hx4lic.example/", "Open Data"),
        ],
        title_format="{title} - {name}",
        search_path="/dataset/",
        login=[("/user/login", "Log in"), ("/user/register", "Register")],
        home_main="<h1>Riverton Open Data</h1><h2>Popular datasets</h2>"
        + ul([(f"/dataset/{k}", v[0]) for k, v in CK_SETS.items()]),
    )
    pages: dict = {}
    for slug, (title, pkg, res) in CK_SETS.items():
        items = ""
        for rid, name, fn in res:
            dl = (
                f"/dataset/{pkg}/resource/{rid}/download/{fn}"
                if fn
                else "https://gis.riverton.hx4gis.example/arcgis/rest/services/Bridges/MapServer"
            )
            items += (
                f'<li class="resource-item"><a class="heading" href="/dataset/{slug}/resource/{rid}">{escape(name)}</a>'
                f'<div class="dropdown"><a href="/dataset/{slug}/resource/{rid}">More information</a> '
                f"{a(dl, 'Go to resource')}</div></li>"
            )
            pages[f"/dataset/{slug}/resource/{rid}"] = c.page(
                f"{name} - {title}",
                f"<ol class='breadcrumb'><li>{a('/organization/public-works', 'Public Works')}</li>"
                f"<li>{a(f'/dataset/{slug}', title)}</li><li>{escape(name)}</li></ol>"
                f"<h1>{escape(name)}</h1><p>URL: {a(dl, dl)}</p>{a(dl, 'Download')} "
                f"{a(f'/api/3/action/resource_show?id={rid}', 'Data API')}",
            )
            if fn:
                pages[f"/dataset/{pkg}/resource/{rid}/download/{fn}"] = (
                    csv("bridge_id,condition", "RB-001,fair")
                    if fn.endswith(".csv")
                    else pdf_file(title)
                    if fn.endswith(".pdf")
                    else json_file('{"type":"FeatureCollection","features":[]}')
                )
            pages[f"/api/3/action/resource_show?id={rid}"] = json_file(
                f'{{"success": true, "result": {{"id": "{rid}"}}}}'
            )
        body = (
            f"<h1>{escape(title)}</h1><p>Published by {a('/organization/public-works', 'Public Works Department')}</p>"
            f"<h2>Data and Resources</h2><ul class='resource-list'>{items}</ul>"
            f"<ul class='tag-list'><li>{a('/dataset/?tags=infrastructure', 'infrastructure')}</li>"
            f"<li>{a('/dataset/?tags=transport', 'transport')}</li></ul>"
            f"<p>Metadata: {a(f'/dataset/{slug}.rdf', 'RDF/XML')} {a(f'/dataset/{slug}.jsonld', 'JSON-LD')}</p>"
            f"<p>Groups: {a('/group/transport', 'Transport')}</p>"
            f"<p>License: {a('/licenses/odc-by', 'Open Data Commons Attribution License')}</p>"
            f"<p>{a(f'/dataset/activity/{slug}', 'Activity Stream')}</p>"
            + share(c.url(f"/dataset/{slug}"), title)
        )
        pages[f"/dataset/{slug}"] = c.page(
            title,
            body,
            head=f'<link rel="alternate" type="application/rdf+xml" href="/dataset/{slug}.rdf">',
        )
        pages[f"/dataset/{slug}.rdf"] = blob(
            f"<rdf:RDF><dcat:Dataset><dct:title>{escape(title)}</dct:title></dcat:Dataset></rdf:RDF>",
            "application/rdf+xml",
        )
        pages[f"/dataset/{slug}.jsonld"] = json_file(
            f'{{"@type": "dcat:Dataset", "dct:title": "{title}"}}'
        )
    pages["/organization/public-works"] = c.page(
        "Public Works Department",
        "<h1>Public Works</h1>" + ul([(f"/dataset/{k}", v[0]) for k, v in CK_SETS.items()]),
    )
    return [c.site(pages)]


def _ck_truth(slug: str) -> frozenset[str]:
    b = f"https://{CK}"
    _t, pkg, res = CK_SETS[slug]
    out = [f"{b}/dataset/{slug}", f"{b}/dataset/{slug}.rdf", f"{b}/dataset/{slug}.jsonld"]
    for rid, _n, fn in res:
        out.append(f"{b}/dataset/{slug}/resource/{rid}")
        if fn:
            out.append(f"{b}/dataset/{pkg}/resource/{rid}/download/{fn}")
    return frozenset(out)


CASES = [
    Case(
        "arkiva-dataset-doi",
        "Zenodo/InvenioRDM",
        "single_hop",
        SPO,
        f"https://{ARK_DOI}/10.5281/arkiva.8123456",
        _ark_truth("8123456", ["cores_2019_2022.csv", "README.txt", "xrf_scans.zip"]),
        arkiva_sites,
        others=frozenset(
            [
                f"https://{ARK}/records/8011111",
                "https://journal.lakes.hx4pub.example/article/view/1187",
            ]
        ),
        landing=f"https://{ARK}/records/8123456",
    ),
    Case(
        "arkiva-software-versions",
        "Zenodo/InvenioRDM",
        "single_hop",
        SPO,
        f"https://{ARK}/records/9900417",
        _ark_truth("9900417", ["tidewatch-2.1.0.zip"]),
        arkiva_sites,
        others=frozenset(
            [
                f"https://{ARK}/records/9700002",
                f"https://{ARK}/records/9100008",
                "https://github.hx4.example/rhaddad/tidewatch/tree/v2.1.0",
            ]
        ),
    ),
    Case(
        "polaris-dataverse-dataset",
        "Dataverse",
        "multi_hop",
        "sig_filtered_title",
        f"https://{DV}/dataset.xhtml?persistentId=doi:10.70122/FK2/QWERTY",
        _dv_truth("QWERTY"),
        dataverse_sites,
    ),
    Case(
        "polaris-dataverse-doi",
        "Dataverse",
        "multi_hop",
        "sig_filtered_title",
        f"https://{DV_DOI}/10.70122/FK2/ZX81QP",
        _dv_truth("ZX81QP"),
        dataverse_sites,
        landing=f"https://{DV}/dataset.xhtml?persistentId=doi:10.70122/FK2/ZX81QP",
    ),
    Case(
        "nora-dspace6-thesis-handle",
        "DSpace 6 (JSPUI/XMLUI)",
        "single_hop",
        SPO,
        f"https://{DS6_HDL}/20.500.12345/678",
        DS6_TRUTH,
        dspace6_sites,
        landing=f"https://{DS6}/handle/20.500.12345/678",
    ),
    Case(
        "techost-dspace7-dataset",
        "DSpace 7 (Angular)",
        "single_hop",
        SPO,
        f"https://{DS7}/items/{DS7_ITEM}",
        frozenset(
            [f"https://{DS7}/items/{DS7_ITEM}", f"https://{DS7}/items/{DS7_ITEM}/full"]
            + [f"https://{DS7}/bitstreams/{u}/download" for u, _ in DS7_BITS]
        ),
        dspace7_sites,
        others=frozenset([f"https://{DS7}/items/a1a1a1a1-2b2b-3c3c-4d4d-5e5e5e5e5e5e"]),
    ),
    Case(
        "kestrel-eprints-working-paper",
        "EPrints",
        "single_hop",
        SPO,
        f"https://{EP}/id/eprint/4512/",
        _ep_truth("4512"),
        eprints_sites,
    ),
    Case(
        "kestrel-eprints-short-url",
        "EPrints",
        "single_hop",
        SPO,
        f"https://{EP}/4513/",
        _ep_truth("4513"),
        eprints_sites,
        landing=f"https://{EP}/id/eprint/4513/",
    ),
    Case(
        "riverton-ckan-bridges",
        "CKAN",
        "single_hop",
        SPO,
        f"https://{CK}/dataset/bridge-inspections-2024",
        _ck_truth("bridge-inspections-2024"),
        ckan_sites,
        others=frozenset(
            ["https://gis.riverton.hx4gis.example/arcgis/rest/services/Bridges/MapServer"]
        ),
    ),
    Case(
        "riverton-ckan-trees",
        "CKAN",
        "single_hop",
        SPO,
        f"https://{CK}/dataset/street-tree-inventory",
        _ck_truth("street-tree-inventory"),
        ckan_sites,
    ),
]
