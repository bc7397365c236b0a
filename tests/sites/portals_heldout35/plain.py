"""Repository, data-portal and code-forge records without Signposting.

An institutional Figshare-like repository (files on a download CDN), a Dryad-like data
repository, an OSF-like project space, a CKAN open-data portal (downloads on a blob host),
a GBIF IPT, a Pure research portal (metadata-only outputs), a self-hosted GitLab and a
Forgejo forge.  The seed's table decides each shape's heuristic.
"""

from __future__ import annotations

import json

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import COOKIES, FOOTER, csv_file, login_wall, make_site, pdf_file, ul, zip_file

# ---------------------------------------------------------------- Figshare-like institutional
FG = Portal(
    "researchdata.ulvenbrook.hx35.example",
    "Ulvenbrook University Research Data",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/account/home", "My data")],
    FOOTER,
)
FG_CDN = "ndownloader.ulvenbrook-cdn.hx35.example"
FG_ITEMS = {
    24681357: (
        "wetland-methane-flux-tower-2025",
        "Wetland methane flux tower data 2025",
        [(48213001, "flux_30min.csv"), (48213002, "instrument_log.pdf")],
    ),
    25099120: (
        "ethics-of-citizen-science-survey",
        "Ethics of citizen science: survey responses",
        [(49100551, "responses.csv"), (49100552, "questionnaire.pdf"), (49100553, "analysis.R")],
    ),
}


def _fg_land(aid: int) -> str:
    return FG.url(f"/articles/dataset/{FG_ITEMS[aid][0]}/{aid}")


def _fg_files(aid: int) -> list[str]:
    return [f"http://{FG_CDN}/files/{fid}" for fid, _n in FG_ITEMS[aid][2]]


def _fg_exports(aid: int) -> list[str]:
    return [
        FG.url(f"/articles/{aid}/export/{f}") for f in ("refworks", "bibtex", "ris", "datacite")
    ]


def fg_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn = Site(FG_CDN)
    for aid, (slug, title, files) in FG_ITEMS.items():
        other = next(a for a in FG_ITEMS if a != aid)
        rows = "".join(
            f'<li>{n} <a href="http://{FG_CDN}/files/{fid}">Download ({fid % 97} kB)</a></li>'
            for fid, n in files
        )
        main = f"""{COOKIES}<div role="main"><h1>{title}</h1>
<p>Dataset posted on 2026-01-{aid % 27 + 1:02d}, authored by
<a href="/authors/Maren_Holt/7712">Maren Holt</a>, <a href="/authors/Tomas_Reyes/7713">Tomas Reyes</a></p>
<div class="preview"><iframe src="/articles/{aid}/preview"></iframe></div>
<ul class="files">{rows}</ul><a href="http://{FG_CDN}/articles/{aid}/versions/1">Download all (zip)</a>
<section><h2>Cite</h2><p>Holt, M. (2026). {title}. Ulvenbrook University. Dataset.</p>
{ul([(u[len(FG.origin) :], u.rsplit("/", 1)[1]) for u in _fg_exports(aid)])}</section>
<section><h2>Categories</h2><a href="/categories/Ecology">Ecology</a> <a href="/search?q=:keyword:%20methane">methane</a></section>
<section><h2>Licence</h2><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></section>
<section><h2>Related items</h2><a href="/articles/dataset/{FG_ITEMS[other][0]}/{other}">{FG_ITEMS[other][1]}</a>
<a href="http://thesis-archive.test/handle/1/55">Master's thesis using these data</a></section>
<section><a href="/articles/{aid}/collect">Add to collection</a> <a href="/articles/{aid}/embed">Embed</a></section>
</div>"""
        pages[f"/articles/dataset/{slug}/{aid}"] = FG.page(title, main, share=_fg_land(aid))
        pages[f"/articles/{aid}/preview"] = FG.page("Preview", "<pre>preview</pre>")
        pages[f"/articles/{aid}/collect"] = login_wall(FG, f"/articles/{aid}")
        pages[f"/articles/{aid}/embed"] = FG.page("Embed", "<textarea>&lt;iframe&gt;</textarea>")
        for u in _fg_exports(aid):
            pages[u[len(FG.origin) :]] = data(f"TY  - DATA\nTI  - {title}\n", "text/plain")
        for fid, n in files:
            cdn.add(
                f"/files/{fid}", pdf_file(title, n) if n.endswith(".pdf") else csv_file("t,ch4,qc")
            )
        cdn.add(f"/articles/{aid}/versions/1", zip_file(slug))
    for path, t in (
        ("/authors/Maren_Holt/7712", "Maren Holt"),
        ("/authors/Tomas_Reyes/7713", "Tomas Reyes"),
        ("/categories/Ecology", "Ecology"),
    ):
        pages[path] = FG.page(t, f"<h1>{t}</h1>")
    return [make_site(FG, pages), cdn]


def _fg_truth(aid: int) -> frozenset[str]:
    return frozenset([_fg_land(aid), *_fg_files(aid), *_fg_exports(aid)])


# ---------------------------------------------------------------- Dryad-like
DR = Portal(
    "datadryad.corvesse.hx35.example",
    "Dryad",
    [
        ("/search", "Explore data"),
        ("/stash/our_membership", "Membership"),
        ("/stash/submission_process", "Submit"),
    ],
    FOOTER,
    title_format="{title}",
    home_title="Dryad",
)
DR_SETS = {
    "dryad.q83bk3jpw": (
        "Data from: Nest predation rates along an urbanisation gradient in European blackbirds",
        [(330101, "nest_survival.csv"), (330102, "camera_trap_events.csv")],
        [(290011, "nest_survival_v1.csv")],
    ),
    "dryad.5tb2rbp9k": (
        "Data from: Thermal tolerance of intertidal snails under repeated heatwaves",
        [(340201, "ctmax_trials.csv"), (340202, "R_scripts.zip")],
        [(301501, "ctmax_trials_v1.csv")],
    ),
}


def _dr_land(d: str) -> str:
    return DR.url(f"/stash/dataset/doi:10.5061/{d}")


def dr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for d, (title, files, old) in DR_SETS.items():
        base = f"/stash/dataset/doi:10.5061/{d}"
        rows = "".join(
            f'<li><a href="/stash/downloads/file_stream/{f}">{n}</a></li>' for f, n in files
        )
        main = f"""{COOKIES}<h1>{title}</h1>
<p>Cite this dataset: Varga, E.; Pohl, J. (2026). {title} [Dataset]. Dryad.</p>
<p><a href="{base}/citation.ris">Export RIS</a> <a href="{base}/citation.bib">Export BibTeX</a></p>
<h2>Data files</h2><ul>{rows}</ul><a href="/stash/downloads/download_resource/{d}">Download full dataset</a>
<h2>Versions</h2><a href="{base}?version=1">Version 1 (2025-06-02)</a>
<h2>Usage notes</h2><a href="{base}/readme">README</a>
<h2>Related works</h2><a href="http://journal-elsewhere.test/doi/10.1111/ecol.{d[-4:]}">Primary article</a>
<h2>Subjects</h2><a href="/search?f%5Bdryad_subject%5D=Ecology">Ecology</a>
<p>Funding: <a href="/search?f%5Bfunder%5D=ERC">European Research Council</a></p>"""
        pages[base] = DR.page(title, main)
        pages[f"{base}/readme"] = DR.page(
            f"README: {title}", f"<h1>README for {title}</h1><p>Columns ...</p>"
        )
        orows = "".join(
            f'<li><a href="/stash/downloads/file_stream/{f}">{n}</a></li>' for f, n in old
        )
        pages[f"{base}?version=1"] = DR.page(
            title,
            f"<h1>{title}</h1><p>This is version 1 (superseded). "
            f'<a href="{base}">Latest version</a></p><ul>{orows}</ul>',
        )
        for ext in ("ris", "bib"):
            pages[f"{base}/citation.{ext}"] = data(f"TI  - {title}\n", "text/plain")
        for f, n in [*files, *old]:
            pages[f"/stash/downloads/file_stream/{f}"] = (
                zip_file(n) if n.endswith(".zip") else csv_file("nest,day,fate")
            )
        pages[f"/stash/downloads/download_resource/{d}"] = zip_file(d)
    return [make_site(DR, pages)]


def _dr_truth(d: str) -> frozenset[str]:
    base = _dr_land(d)
    _t, files, old = DR_SETS[d]
    return frozenset(
        [
            base,
            f"{base}/readme",
            f"{base}?version=1",
            f"{base}/citation.ris",
            f"{base}/citation.bib",
            *(DR.url(f"/stash/downloads/file_stream/{f}") for f, _n in [*files, *old]),
        ]
    )


# ---------------------------------------------------------------- OSF-like
OSF = Portal(
    "osf.brennhof.hx35.example",
    "OSF",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    FOOTER,
    title_format="OSF | {title}",
    home_title="OSF | Home",
)
OSF_STORE = "files.brennhof-storage.hx35.example"
OSF_PROJ = {
    "h7zq4": (
        "Many Labs replication of the anchoring effect, Nordic sites",
        [("64f1a0c2e9", "anchoring_raw.csv"), ("64f1a0c2ea", "preregistration.pdf")],
    ),
    "u2kd9": (
        "Soundscape recordings of urban parks: annotated corpus",
        [
            ("65b2c3d4f0", "annotations.csv"),
            ("65b2c3d4f1", "recording_protocol.pdf"),
            ("65b2c3d4f2", "sample_clips.zip"),
        ],
    ),
}


def _osf_dl(p: str, fid: str) -> str:
    return f"http://{OSF_STORE}/v1/resources/{p}/providers/osfstorage/{fid}?action=download"


def osf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store = Site(OSF_STORE)
    for p, (title, files) in OSF_PROJ.items():
        nav = (
            f'<nav class="project-nav"><a href="/{p}/">{title}</a> <a href="/{p}/files/">Files</a> '
            f'<a href="/{p}/wiki/home">Wiki</a> <a href="/{p}/analytics">Analytics</a> '
            f'<a href="/{p}/registrations">Registrations</a></nav>'
        )
        flist = "".join(
            f'<li><a href="/{p}/files/osfstorage/{fid}">{n}</a></li>' for fid, n in files
        )
        pages[f"/{p}/"] = OSF.page(
            title,
            f"""{COOKIES}{nav}<h1>{title}</h1>
<p>Contributors: <a href="/x3fha/">Signe Dahl</a>, <a href="/r8pw2/">Jonas Eck</a></p>
<p>Date created: 2025-09-14 | Last updated: 2026-02-02 · Identifiers: DOI 10.17605/OSF.IO/{p.upper()}</p>
<div id="wiki"><h2>Wiki</h2><p>{title}: overview of aims and materials. <a href="/{p}/wiki/home">Read more</a></p></div>
<div id="files"><h2>Files</h2><ul>{flist}</ul></div>
<div><h2>Citation</h2><p>Dahl, S. (2026). {title}. OSF.</p></div>
<div><h2>Tags</h2><a href="/search?q=tags:replication">replication</a></div>
<a href="/{p}/forks">Forks</a> <a href="/{p}/bookmark">Bookmark</a>""",
        )
        pages[f"/{p}/files/"] = OSF.page(
            f"{title}: Files", f"{nav}<h2>{title}</h2><ul>{flist}</ul>"
        )
        pages[f"/{p}/wiki/home"] = OSF.page(
            f"{title}: Wiki", f"{nav}<h2>{title}</h2><p>Aims, methods, contacts.</p>"
        )
        pages[f"/{p}/analytics"] = OSF.page("Analytics", "<h2>Analytics</h2><p>Unique visits</p>")
        pages[f"/{p}/registrations"] = OSF.page(
            "Registrations", "<p>There have been no completed registrations.</p>"
        )
        pages[f"/{p}/forks"] = login_wall(OSF, f"/{p}/")
        pages[f"/{p}/bookmark"] = login_wall(OSF, f"/{p}/")
        for fid, n in files:
            pages[f"/{p}/files/osfstorage/{fid}"] = OSF.page(
                n,
                f'{nav}<h2>{title}</h2><h3>{n}</h3><iframe src="/{p}/files/osfstorage/{fid}/render"></iframe>'
                f'<a href="{_osf_dl(p, fid)}">Download</a> <a href="/{p}/files/osfstorage/{fid}?show=revision">Revisions</a>',
            )
            pages[f"/{p}/files/osfstorage/{fid}/render"] = "<html><body>rendered</body></html>"
            pages[f"/{p}/files/osfstorage/{fid}?show=revision"] = OSF.page(
                n, f"{nav}<h2>{title}</h2><p>Version 1</p>"
            )
            store.add(
                f"/v1/resources/{p}/providers/osfstorage/{fid}",
                pdf_file("Document", n)
                if n.endswith(".pdf")
                else zip_file(n)
                if n.endswith(".zip")
                else csv_file("trial,anchor,estimate"),
            )
    for u in ("/x3fha/", "/r8pw2/"):
        pages[u] = OSF.page("Profile", "<h1>Profile</h1>")
    return [make_site(OSF, pages), store]


def _osf_truth(p: str) -> frozenset[str]:
    fids = [f for f, _n in OSF_PROJ[p][1]]
    return frozenset(
        [
            OSF.url(f"/{p}/"),
            OSF.url(f"/{p}/files/"),
            OSF.url(f"/{p}/wiki/home"),
            *(OSF.url(f"/{p}/files/osfstorage/{f}") for f in fids),
            *(OSF.url(f"/{p}/files/osfstorage/{f}?show=revision") for f in fids),
            *(_osf_dl(p, f) for f in fids),
        ]
    )


# ---------------------------------------------------------------- CKAN open-data portal
CK = Portal(
    "opendata.hallorvik.hx35.example",
    "Hallorvik Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organisations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    FOOTER,
    title_format="{title} - {name}",
)
CK_BLOB = "blob.hallorvik-files.hx35.example"
CK_SETS = {
    "bus-punctuality-2025": (
        "Bus punctuality by route, 2025",
        "transport",
        [
            ("7c1e9a2b-0d34-4f51-a8e2-3b6c9d0e1f22", "punctuality_2025.csv"),
            ("7c1e9a2b-0d34-4f51-a8e2-3b6c9d0e1f23", "data_dictionary.pdf"),
        ],
    ),
    "street-tree-inventory": (
        "Street tree inventory",
        "parks",
        [
            ("91aa02c4-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "trees.geojson"),
            ("91aa02c4-5e6f-4a7b-8c9d-0e1f2a3b4c5e", "trees.csv"),
        ],
    ),
}


def _ck_blob(slug: str, rid: str, n: str) -> str:
    return f"http://{CK_BLOB}/resources/{rid}/{n}"


def ck_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    blob = Site(CK_BLOB)
    for slug, (title, org, res) in CK_SETS.items():
        items = "".join(
            f'<li class="resource-item"><a class="heading" href="/dataset/{slug}/resource/{rid}">{n}</a>'
            f'<div class="dropdown"><a href="/dataset/{slug}/resource/{rid}">More information</a>'
            f'<a href="{_ck_blob(slug, rid, n)}">Download</a></div></li>'
            for rid, n in res
        )
        pages[f"/dataset/{slug}"] = CK.page(
            title,
            f"""{COOKIES}<ol class="breadcrumb"><li><a href="/organization/{org}">{org}</a></li></ol>
<h1>{title}</h1><p>Published by <a href="/organization/{org}">{org.title()} department</a>. Updated monthly.</p>
<section id="dataset-resources"><h2>Data and Resources</h2><ul>{items}</ul></section>
<section><h3>Formats</h3><a href="/dataset/{slug}.rdf">RDF/XML</a> <a href="/dataset/{slug}.jsonld">JSON-LD</a>
<a href="/dataset/{slug}.ttl">Turtle</a></section>
<ul class="nav-tabs"><li><a href="/dataset/groups/{slug}">Groups</a></li>
<li><a href="/dataset/activity/{slug}">Activity Stream</a></li></ul>
<section><h3>Tags</h3><a href="/dataset/?tags=mobility">mobility</a></section>
<section><h3>API</h3><a href="/api/3/action/package_show?id={slug}">package_show</a></section>""",
            share=CK.url(f"/dataset/{slug}"),
        )
        for ext, ct in (
            ("rdf", "application/rdf+xml"),
            ("jsonld", "application/ld+json"),
            ("ttl", "text/turtle"),
        ):
            pages[f"/dataset/{slug}.{ext}"] = data(f"<dataset>{title}</dataset>", ct)
        pages[f"/dataset/groups/{slug}"] = CK.page("Groups", "<p>No groups</p>")
        pages[f"/dataset/activity/{slug}"] = CK.page("Activity", "<p>Updated</p>")
        pages[f"/api/3/action/package_show?id={slug}"] = data(
            json.dumps({"result": {"title": title}}), "application/json"
        )
        pages[f"/organization/{org}"] = CK.page(org, f"<h1>{org}</h1>")
        for rid, n in res:
            pages[f"/dataset/{slug}/resource/{rid}"] = CK.page(
                n,
                f'<h1>{n}</h1><p>From <a href="/dataset/{slug}">{title}</a></p>'
                f'<a href="{_ck_blob(slug, rid, n)}">Download</a> <iframe src="/dataset/{slug}/resource/{rid}/view/1"></iframe>',
            )
            pages[f"/dataset/{slug}/resource/{rid}/view/1"] = "<html><body>table view</body></html>"
            blob.add(
                f"/resources/{rid}/{n}",
                pdf_file(title, n) if n.endswith(".pdf") else csv_file("route,month,on_time"),
            )
    pages["/dataset/"] = CK.page("Datasets", "<h1>Datasets</h1>")
    return [make_site(CK, pages), blob]


def _ck_truth(slug: str) -> frozenset[str]:
    res = CK_SETS[slug][2]
    return frozenset(
        [
            CK.url(f"/dataset/{slug}"),
            *(CK.url(f"/dataset/{slug}.{e}") for e in ("rdf", "jsonld", "ttl")),
            *(CK.url(f"/dataset/{slug}/resource/{r}") for r, _n in res),
            *(_ck_blob(slug, r, n) for r, n in res),
        ]
    )


# ---------------------------------------------------------------- GBIF IPT
IPT = Portal(
    "ipt.sorvanger.hx35.example",
    "Sorvanger Museum IPT",
    [("/resources", "Home"), ("/about.do", "About"), ("/manage/", "Manage resources")],
    FOOTER,
    title_format="{title}",
    home_title="IPT - Sorvanger Museum",
)
IPT_RES = {
    "sorvanger_herbarium": ("Sorvanger Museum vascular plant herbarium", "1.7", "1.6"),
    "coastal_seabird_counts": ("Coastal seabird colony counts 1985-2025", "2.1", "2.0"),
}


def ipt_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r, (title, v, prev) in IPT_RES.items():
        other = next(x for x in IPT_RES if x != r)
        body = f"""<div id="resourcelogo"></div><h1>{title}</h1><p>Latest version published by Sorvanger Museum
on 2026-01-20 · Version {v}</p>
<div class="downloads"><h2>Downloads</h2><table>
<tr><td>Darwin Core Archive</td><td><a href="/archive.do?r={r}">download</a> (12 MB)</td></tr>
<tr><td>Metadata as EML</td><td><a href="/eml.do?r={r}">download</a></td></tr>
<tr><td>Metadata as RTF</td><td><a href="/rtf.do?r={r}">download</a></td></tr></table></div>
<h2>Versions</h2><table><tr><td><a href="/resource?r={r}&amp;v={prev}">{prev}</a></td><td>2025-05-01</td></tr></table>
<h2>How to cite</h2><p>Sorvanger Museum (2026). {title}. Occurrence dataset
<a href="http://gbif-portal.test/dataset/{r}">via GBIF</a>.</p>
<h2>Contacts</h2><a href="mailto:curator@museum.test">Curator</a>
<p><a href="/resource?r={other}">{IPT_RES[other][0]}</a> is another resource of this publisher.</p>"""
        pages[f"/resource?r={r}"] = IPT.page(title, body)
        pages[f"/resource?r={r}&v={prev}"] = IPT.page(
            title,
            f'<h1>{title}</h1><p>Version {prev}</p><a href="/archive.do?r={r}&amp;v={prev}">Darwin Core Archive</a>'
            f' <a href="/eml.do?r={r}&amp;v={prev}">EML</a>',
        )
        pages[f"/archive.do?r={r}"] = zip_file(r)
        pages[f"/archive.do?r={r}&v={prev}"] = zip_file(r + prev)
        pages[f"/eml.do?r={r}"] = data(f"<eml><title>{title}</title></eml>", "application/xml")
        pages[f"/eml.do?r={r}&v={prev}"] = data(
            f"<eml><title>{title}</title></eml>", "application/xml"
        )
        pages[f"/rtf.do?r={r}"] = data(r"{\rtf1 " + title + "}", "application/rtf")
    return [make_site(IPT, pages)]


def _ipt_truth(r: str) -> frozenset[str]:
    prev = IPT_RES[r][2]
    return frozenset(
        IPT.url(p)
        for p in (
            f"/resource?r={r}",
            f"/resource?r={r}&v={prev}",
            f"/archive.do?r={r}",
            f"/archive.do?r={r}&v={prev}",
            f"/eml.do?r={r}",
            f"/eml.do?r={r}&v={prev}",
            f"/rtf.do?r={r}",
        )
    )


# ---------------------------------------------------------------- Pure research portal
PU = Portal(
    "research.kestelford.hx35.example",
    "Kestelford University Research Portal",
    [
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
    ],
    FOOTER,
    title_format="{title} — {name}",
)
PU_OUT = {
    "coastal-flood-insurance-uptake": "Coastal flood insurance uptake after the 2024 storm surge",
    "a-corpus-of-medieval-charters": "A corpus of medieval charters from the Kestel valley",
}


def pu_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug, title in PU_OUT.items():
        other = next(s for s in PU_OUT if s != slug)
        pages[f"/en/publications/{slug}"] = PU.page(
            title,
            f"""{COOKIES}<div class="rendering_researchoutput">
<h1>{title}</h1><p class="relations persons"><a href="/en/persons/nadia-ferro">Nadia Ferro</a>,
<a href="/en/persons/paul-wex">Paul Wex</a></p>
<p><a href="/en/organisations/school-of-geosciences">School of Geosciences</a></p>
<p>Research output: Contribution to journal › Article › peer-review</p>
<div class="abstract"><h2>Abstract</h2><p>We examine {title.lower()} using administrative records.</p></div>
<p>Original language: English · Journal: <a href="/en/publications/?journal=natural-hazards">Natural Hazards Review</a></p>
<p>DOI: <a href="http://doi-resolver.test/10.1234/nhr.2026.{len(slug)}">10.1234/nhr.2026.{len(slug)}</a></p>
<div class="cite-this"><h2>Cite this</h2><ul class="tabs"><li>APA</li><li>Harvard</li><li>BibTeX</li></ul>
<pre>Ferro, N., &amp; Wex, P. (2026). {title}.</pre></div>
<h2>Fingerprint</h2><a href="/en/fingerprints/concepts/flood">Flood</a>
<h2>Related research output</h2><a href="/en/publications/{other}">{PU_OUT[other]}</a></div>""",
        )
    for path, t in (
        ("/en/persons/nadia-ferro", "Nadia Ferro"),
        ("/en/persons/paul-wex", "Paul Wex"),
        ("/en/organisations/school-of-geosciences", "School of Geosciences"),
        ("/en/publications/?journal=natural-hazards", "Natural Hazards Review"),
        ("/en/fingerprints/concepts/flood", "Flood"),
    ):
        pages[path] = PU.page(t, f"<h1>{t}</h1>")
    return [make_site(PU, pages)]


# ---------------------------------------------------------------- GitLab (self-hosted)
GL = Portal(
    "gitlab.ravnholt.hx35.example",
    "GitLab",
    [("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    (("/about", "About GitLab"), ("/-/privacy", "Privacy")),
    title_format="{title} · GitLab",
)
GL_PROJ = {
    "geo-lab/tidekit": ("tidekit", "Tidal harmonic analysis toolkit", "v1.2.0", [12, 15]),
    "hydro-group/snowmelt-model": (
        "snowmelt-model",
        "Degree-day snowmelt model with calibration notebooks",
        "v0.9.3",
        [4],
    ),
}


def _gl_paths(p: str) -> list[str]:
    name, _d, tag, issues = GL_PROJ[p]
    return [
        f"/{p}",
        f"/{p}/-/tree/main",
        f"/{p}/-/blob/main/README.md",
        f"/{p}/-/blob/main/LICENSE",
        f"/{p}/-/commits/main",
        f"/{p}/-/issues",
        *(f"/{p}/-/issues/{i}" for i in issues),
        f"/{p}/-/releases",
        f"/{p}/-/releases/{tag}",
        f"/{p}/-/archive/{tag}/{name}-{tag}.zip",
        f"/{p}/-/archive/{tag}/{name}-{tag}.tar.gz",
        f"/{p}/-/tags",
    ]


def gl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, (name, desc, tag, issues) in GL_PROJ.items():
        group = p.split("/")[0]
        pn = (
            f'<nav class="sidebar"><a href="/{p}">Project overview</a> <a href="/{p}/-/tree/main">Repository</a> '
            f'<a href="/{p}/-/commits/main">Commits</a> <a href="/{p}/-/issues">Issues {len(issues)}</a> '
            f'<a href="/{p}/-/releases">Releases</a> <a href="/{p}/-/tags">Tags</a></nav>'
        )
        pages[f"/{p}"] = GL.page(
            f"{group} / {name}",
            f"""{pn}<h1>{name}</h1><p>{desc}</p>
<p><a href="/{group}">{group}</a> · Project ID: {len(p) * 97} · <a href="/{p}/-/starrers">Star</a>
<a href="/{p}/-/forks/new">Fork</a></p>
<div class="tree"><a href="/{p}/-/blob/main/README.md">README.md</a> <a href="/{p}/-/blob/main/LICENSE">LICENSE</a></div>
<p>Latest release: <a href="/{p}/-/releases/{tag}">{tag}</a> · maintained by <a href="/ingrid.holm">Ingrid Holm</a></p>
<article class="readme"><h2>{name}</h2><p>{desc}. Install with pip.</p></article>""",
        )
        pages[f"/{p}/-/tree/main"] = GL.page(
            f"Files · main · {name}",
            f'{pn}<a href="/{p}/-/blob/main/README.md">README.md</a>'
            f' <a href="/{p}/-/blob/main/LICENSE">LICENSE</a>',
        )
        pages[f"/{p}/-/blob/main/README.md"] = GL.page(
            f"README.md · main · {name}", f"{pn}<pre># {name}</pre>"
        )
        pages[f"/{p}/-/blob/main/LICENSE"] = GL.page(
            f"LICENSE · main · {name}", f"{pn}<pre>MIT License</pre>"
        )
        pages[f"/{p}/-/commits/main"] = GL.page(
            f"Commits · {name}", f"{pn}<ul><li>Release {tag}</li></ul>"
        )
        pages[f"/{p}/-/issues"] = GL.page(
            f"Issues · {name}", pn + ul([(f"/{p}/-/issues/{i}", f"#{i}") for i in issues])
        )
        for i in issues:
            pages[f"/{p}/-/issues/{i}"] = GL.page(
                f"Issue #{i} · {name}",
                f'{pn}<h1>Bug {i}</h1><a href="/ingrid.holm">@ingrid.holm</a>',
            )
        pages[f"/{p}/-/releases"] = GL.page(
            f"Releases · {name}", f'{pn}<a href="/{p}/-/releases/{tag}">{tag}</a>'
        )
        pages[f"/{p}/-/releases/{tag}"] = GL.page(
            f"{tag} · Releases · {name}",
            f'{pn}<h1>{tag}</h1><a href="/{p}/-/archive/{tag}/{name}-{tag}.zip">zip</a>'
            f' <a href="/{p}/-/archive/{tag}/{name}-{tag}.tar.gz">tar.gz</a>',
        )
        pages[f"/{p}/-/tags"] = GL.page(
            f"Tags · {name}", f'{pn}<a href="/{p}/-/releases/{tag}">{tag}</a>'
        )
        pages[f"/{p}/-/archive/{tag}/{name}-{tag}.zip"] = zip_file(name)
        pages[f"/{p}/-/archive/{tag}/{name}-{tag}.tar.gz"] = data(
            b"\x1f\x8b" + name.encode(), "application/gzip"
        )
        pages[f"/{p}/-/starrers"] = GL.page("Starrers", "<p>3 stars</p>")
        pages[f"/{p}/-/forks/new"] = Response.redirect(GL.url("/users/sign_in"))
        pages[f"/{group}"] = GL.page(group, f"<h1>{group}</h1>")
    pages["/ingrid.holm"] = GL.page("Ingrid Holm", "<h1>Ingrid Holm</h1>")
    return [make_site(GL, pages)]


# ---------------------------------------------------------------- Forgejo
FJ = Portal(
    "code.ellidor.hx35.example",
    "Ellidor Forge",
    [("/explore/repos", "Explore"), ("/user/sign_up", "Register"), ("/user/login", "Sign in")],
    FOOTER,
    title_format="{title} - {name}",
)
FJ_REPOS = {
    "paleo-lab/proxycal/": (
        "proxycal",
        "Calibration of lake-sediment temperature proxies",
        "v0.4.1",
    ),
    "cl-nlp/runetagger/": (
        "runetagger",
        "Part-of-speech tagger for Old Norse runic inscriptions",
        "v2.0.0",
    ),
}


def _fj_paths(r: str) -> list[str]:
    name, _d, tag = FJ_REPOS[r]
    return [
        f"/{r}",
        f"/{r}src/branch/main",
        f"/{r}src/branch/main/README.md",
        f"/{r}src/branch/main/CITATION.cff",
        f"/{r}issues",
        f"/{r}issues/3",
        f"/{r}releases",
        f"/{r}releases/tag/{tag}",
        f"/{r}releases/download/{tag}/{name}-{tag}.tar.gz",
        f"/{r}archive/{tag}.zip",
        f"/{r}wiki",
    ]


def fj_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r, (name, desc, tag) in FJ_REPOS.items():
        owner = r.split("/")[0]
        tabs = (
            f'<div class="repo-tabs"><a href="/{r}">Code</a> <a href="/{r}issues">Issues</a> '
            f'<a href="/{r}releases">Releases</a> <a href="/{r}wiki">Wiki</a> <a href="/{r}activity">Activity</a></div>'
        )
        pages[f"/{r}"] = FJ.page(
            f"{owner}/{name}",
            f"""{tabs}<h1><a href="/{owner}">{owner}</a>/{name}</h1><p>{desc}</p>
<a href="/{r}src/branch/main">Files</a> <a href="/{r}src/branch/main/README.md">README.md</a>
<a href="/{r}src/branch/main/CITATION.cff">CITATION.cff</a> <a href="/{r}archive/{tag}.zip">Download ZIP</a>
<a href="/{r}stars">Stars</a> <a href="/repo/fork/{len(r)}">Fork</a>""",
        )
        pages[f"/{r}src/branch/main"] = FJ.page(
            name, f'{tabs}<a href="/{r}src/branch/main/README.md">README.md</a>'
        )
        pages[f"/{r}src/branch/main/README.md"] = FJ.page(name, f"{tabs}<pre># {name}</pre>")
        pages[f"/{r}src/branch/main/CITATION.cff"] = FJ.page(
            name, f"{tabs}<pre>title: {name}</pre>"
        )
        pages[f"/{r}issues"] = FJ.page(
            f"Issues - {name}", f'{tabs}<a href="/{r}issues/3">#3 Units wrong</a>'
        )
        pages[f"/{r}issues/3"] = FJ.page(f"#3 - {name}", f"{tabs}<p>Units wrong</p>")
        pages[f"/{r}releases"] = FJ.page(
            f"Releases - {name}",
            f'{tabs}<a href="/{r}releases/tag/{tag}">{tag}</a>'
            f' <a href="/{r}releases/download/{tag}/{name}-{tag}.tar.gz">{name}-{tag}.tar.gz</a>',
        )
        pages[f"/{r}releases/tag/{tag}"] = FJ.page(
            f"{tag} - {name}",
            f'{tabs}<a href="/{r}releases/download/{tag}/{name}-{tag}.tar.gz">asset</a>',
        )
        pages[f"/{r}releases/download/{tag}/{name}-{tag}.tar.gz"] = data(
            b"\x1f\x8b" + name.encode(), "application/gzip"
        )
        pages[f"/{r}archive/{tag}.zip"] = zip_file(name)
        pages[f"/{r}wiki"] = FJ.page(f"Wiki - {name}", f"{tabs}<h1>Home</h1>")
        pages[f"/{r}activity"] = FJ.page(f"Activity - {name}", f"{tabs}<p>Pulse</p>")
        pages[f"/{r}stars"] = FJ.page("Stars", "<p>Stargazers</p>")
        pages[f"/repo/fork/{len(r)}"] = Response.redirect(FJ.url("/user/login"))
        pages[f"/{owner}"] = FJ.page(owner, f"<h1>{owner}</h1>")
    return [make_site(FJ, pages)]


_fg, _dr, _osf, _ck = list(FG_ITEMS), list(DR_SETS), list(OSF_PROJ), list(CK_SETS)
_ipt, _pu, _gl, _fj = list(IPT_RES), list(PU_OUT), list(GL_PROJ), list(FJ_REPOS)

CASES: list[Case] = [
    # Figshare row of the seed: Single Hop, single_page_plus_ignored. Truth = landing + file
    # downloads on the CDN + the four citation exports (the seed's "bibliographic metadata");
    # previews are iframes, "download all" duplicates the files, related items are other artifacts.
    *(
        Case(
            f"figshare-inst-{i}",
            "Figshare for Institutions",
            "Single Hop",
            "single_page_plus_ignored",
            _fg_land(a),
            _fg_truth(a),
            fg_sites,
        )
        for i, a in enumerate(_fg)
    ),
    # Dryad row: sig_title_plus_ignored. "Data from: ..." is in the landing, README and the
    # version-1 page (and RIS/BibTeX), not in the CSV files; files are one hop from those pages.
    # Truth = landing, README, version 1, exports, current + v1 files (the full-dataset zip
    # only repackages the current files).
    *(
        Case(
            f"dryad-{i}",
            "Dryad",
            "Multi-Hop",
            "sig_title_plus_ignored",
            _dr_land(d),
            _dr_truth(d),
            dr_sites,
        )
        for i, d in enumerate(_dr)
    ),
    # OSF row: sig_filtered_title ("OSF | " stripped by the home title "OSF | Home"). Truth =
    # project, files list, wiki, file pages and their revisions (all show the project title)
    # plus the downloads on the storage host (the seed notes this heuristic may miss those).
    # Analytics/registrations carry no project content and are chrome of the project space.
    *(
        Case(
            f"osf-{i}",
            "OSF",
            "Multi-Hop",
            "sig_filtered_title",
            OSF.url(f"/{p}/"),
            _osf_truth(p),
            osf_sites,
        )
        for i, p in enumerate(_osf)
    ),
    # CKAN: the entry URI prefixes the resource pages and DCAT exports; the downloads live on a
    # blob host -> path_based_externals (the GitHub/Kaggle shape). Activity/groups tabs are
    # portal views outside the dataset path, not part of the data.
    *(
        Case(
            f"ckan-{i}",
            "CKAN",
            "Multi-Hop",
            "path_based_externals",
            CK.url(f"/dataset/{s}"),
            _ck_truth(s),
            ck_sites,
        )
        for i, s in enumerate(_ck)
    ),
    # GBIF's shape: every artifact URI carries the resource id (r=...) -> sig_uri. Truth =
    # resource page, its previous version page, DwC-A, EML (both versions) and RTF.
    *(
        Case(
            f"gbif-ipt-{i}",
            "GBIF IPT",
            "Multi-Hop",
            "sig_uri",
            IPT.url(f"/resource?r={r}"),
            _ipt_truth(r),
            ipt_sites,
            others=frozenset([IPT.url(f"/resource?r={next(x for x in _ipt if x != r)}")]),
        )
        for i, r in enumerate(_ipt)
    ),
    # A metadata-only research output (no full text): Single Artifact URI -> single_page.
    # Everything linked is a person, unit, journal listing, concept or another output.
    *(
        Case(
            f"pure-{i}",
            "Pure research portal",
            "Single Artifact URI",
            "single_page",
            PU.url(f"/en/publications/{s}"),
            frozenset([PU.url(f"/en/publications/{s}")]),
            pu_sites,
        )
        for i, s in enumerate(_pu)
    ),
    # GitLab row: path_based. Truth = the project's pages under its path (tree, blobs, commits,
    # issues, releases, tags, archives); group, user, star/fork pages are outside.
    *(
        Case(
            f"gitlab-{i}",
            "GitLab (self-hosted)",
            "Multi-Hop",
            "path_based",
            GL.url(f"/{p}"),
            frozenset(GL.url(x) for x in _gl_paths(p)),
            gl_sites,
        )
        for i, p in enumerate(_gl)
    ),
    # Forgejo (BitBucket/GitLab shape, entry with its ending slash): path_based. Truth = the
    # repository's code, issues, releases, assets, archive and wiki; activity is a statistics view.
    *(
        Case(
            f"forgejo-{i}",
            "Forgejo",
            "Multi-Hop",
            "path_based",
            FJ.url(f"/{r}"),
            frozenset(FJ.url(x) for x in _fj_paths(r)),
            fj_sites,
        )
        for i, r in enumerate(_fj)
    ),
]
