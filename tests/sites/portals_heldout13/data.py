"""Data repositories of every kind in the seed's table, under unfamiliar names.

Datacairn imitates Figshare (files on an object store of another registrable domain),
Depositum imitates Zenodo with FAIR Signposting (Link headers behind a DOI resolver on one
record, a linkset on another) and versions that are records of their own, Siltbank
imitates Dryad (the title "Data from: …" in every page of the deposit, raw files without
it, and a related deposit quoting it), Lattice imitates OSF (a site name before the
title), Aurora Data Commons imitates Dataverse (a site name after the title) and Specimap
imitates GBIF (the dataset key in every URI of the dataset).
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, bibtex, blob, doc, files_site, ris, signposted, ul

# --- Datacairn (Figshare-like) ---------------------------------------------------------

DC = Shell(
    host="www.datacairn.hx13.example",
    name="Datacairn",
    nav=(
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/institutions", "Institutions"),
        ("/upload", "Upload"),
    ),
    footer=(
        ("/about", "About Datacairn"),
        ("/support", "Support"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/api-docs", "API"),
    ),
    title_format="{title} · Datacairn",
    layout="top",
    assets="/dist",
)
DC_FILES = "http://files.cairnstore.hx13.example"
# (id, slug, title, kind, files)
ITEMS = [
    (
        21934417,
        "soil-respiration-warming-plots",
        "Soil respiration under experimental warming, Abisko plots 2019–2022",
        "Dataset",
        ["respiration_2019_2022.csv", "plot_metadata.csv", "README.txt"],
    ),
    (
        22017803,
        "figures-urban-heat-island-sensors",
        "Figures for: Urban heat islands measured with citizen sensors",
        "Figure",
        ["fig1_sensor_map.png", "fig2_night_anomaly.png", "fig3_diurnal.png"],
    ),
]
DC_OTHERS = [
    (21900002, "thesis-carbon-fluxes-tundra", "Carbon fluxes in warming tundra (MSc thesis)"),
    (21877310, "soil-temperature-loggers-abisko", "Soil temperature loggers, Abisko"),
    (20555119, "citizen-weather-stations-review", "Citizen weather stations: a review"),
]


def _datacairn() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, bytes] = {}
    for iid, slug, title, kind, files in ITEMS:
        base = f"/item/{iid}-{slug}"
        rows = []
        for n, f in enumerate(files):
            fid = iid * 10 + n
            store[f"/dl/{fid}/{f}"] = blob(f) if f.endswith(".png") else b"col_a,col_b\n1,2\n"
            rows.append(f"<li>{escape(f)} {a(f'{DC_FILES}/dl/{fid}/{f}', 'Download')}</li>")
        preview = (
            f'<img src="{DC_FILES}/dl/{iid * 10}/{files[0]}" alt="preview">'
            if kind == "Figure"
            else ""
        )
        pages[base] = DC.page(
            title,
            f'<p class="type">{kind}</p><h1>{escape(title)}</h1>{preview}'
            f"<p>Posted on 2023-02-11 by {a('/authors/e-lund-4411', 'Erik Lund')} and "
            f"{a('/authors/s-iyer-9034', 'Sana Iyer')}</p>"
            f'<ul class="files">{"".join(rows)}</ul>'
            f"<p>{a(f'{DC_FILES}/dl/{iid}/all.zip', 'Download all (zip)')}</p>"
            f"<p>Cite: {a(f'/item/{iid}/cite.bib', 'BibTeX')} {a(f'/item/{iid}/cite.ris', 'RIS')}"
            f" · DOI 10.80061/dc.{iid}</p><p>Licence: CC0</p>"
            f"<p>Categories: {a('/categories/ecology', 'Ecology')} {a('/categories/soil', 'Soil science')}"
            f"</p><p>Keywords: {a('/search?tag=warming', 'warming')} {a('/search?tag=tundra', 'tundra')}</p>"
            f"<p>Related thesis: {a(f'/item/{DC_OTHERS[0][0]}-{DC_OTHERS[0][1]}', DC_OTHERS[0][2])}</p>"
            f"<p>{a(f'/item/{iid}/stats', 'Views and downloads')}</p>",
            aside="<h3>Similar items</h3>"
            + ul([(f"/item/{o}-{s}", t) for o, s, t in DC_OTHERS[1:]])
            + f"<p>Part of {a('/institutions/polar-university', 'Polar University')}</p>",
        )
        store[f"/dl/{iid}/all.zip"] = blob(slug)
        pages[f"/item/{iid}/cite.bib"] = bibtex(
            f"dc{iid}", title, "Lund, Erik and Iyer, Sana", 2023, f"10.80061/dc.{iid}"
        )
        pages[f"/item/{iid}/cite.ris"] = ris(
            title, ["Lund, Erik", "Iyer, Sana"], 2023, f"10.80061/dc.{iid}"
        )
        pages[f"/item/{iid}/stats"] = DC.page("Statistics", "<h1>312 views</h1>")
    for o, s, t in DC_OTHERS:
        pages[f"/item/{o}-{s}"] = DC.page(t, f"<h1>{escape(t)}</h1>")
    return [DC.site(pages), files_site("files.cairnstore.hx13.example", store)]


def _dc_case(k: int, name: str) -> Case:
    iid, slug, _t, _k, files = ITEMS[k]
    entry = DC.url(f"/item/{iid}-{slug}")
    truth = {
        entry,
        DC.url(f"/item/{iid}/cite.bib"),
        DC.url(f"/item/{iid}/cite.ris"),
        f"{DC_FILES}/dl/{iid}/all.zip",
    }
    truth |= {f"{DC_FILES}/dl/{iid * 10 + n}/{f}" for n, f in enumerate(files)}
    return Case(
        name=name,
        imitates="Figshare (data repository: Datacairn)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset(truth),
        build=_datacairn,
        others=frozenset(DC.url(f"/item/{o}-{s}") for o, s, _ in DC_OTHERS),
    )


# Figshare is Single Page+ with Ignores: every file, the zip of all files and the
# citation exports are one hop from the landing page.  The files live on the portal's
# object store (files.cairnstore, another registrable domain).  The related thesis is
# another artifact (as in the seed's own Figshare example); statistics, categories,
# keywords, authors and the institution page are chrome.  In the figure set, the first
# figure is also embedded as a preview: its download link still makes it an artifact URI.
DC_CASES = [_dc_case(0, "datacairn-soil-respiration"), _dc_case(1, "datacairn-heat-island-figures")]

# --- Depositum (Zenodo-like, with Signposting) -----------------------------------------

DP = Shell(
    host="www.depositum.hx13.example",
    name="Depositum",
    nav=(
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/deposit/new", "New upload"),
        ("/help/faq", "FAQ"),
    ),
    footer=(
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/infrastructure", "Infrastructure"),
        ("/status", "Status"),
        ("/donate", "Donate"),
    ),
    title_format="{title} | Depositum",
    layout="side",
    assets="/static/dpm",
)
DP_DOI = "http://doi.depositum-pid.hx13.example"
# (record, title, creators, files, previous version record or None, concept record, linkset)
RECORDS = [
    (
        884213,
        "Sea-ice algae pigment concentrations, Fram Strait 2021 (v2)",
        ["Ingrid Solberg", "Paul Anker"],
        ["pigments_v2.csv", "methods.pdf"],
        871002,
        871001,
        False,
    ),
    (
        902115,
        "tidewatch: tide-gauge quality control toolkit v1.4.0",
        ["Kofi Mensah"],
        ["tidewatch-1.4.0.zip"],
        899870,
        899869,
        True,
    ),
]
DP_OTHERS = [
    (871002, "Sea-ice algae pigment concentrations, Fram Strait 2021 (v1)"),
    (899870, "tidewatch: tide-gauge quality control toolkit v1.3.2"),
    (880455, "Fram Strait CTD casts 2021"),
]


def _depositum() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dois: dict[str, PageValue] = {}
    for rec, title, creators, files, prev, concept, linkset in RECORDS:
        base = f"/records/{rec}"
        items = [f"{base}/files/{f}?download=1" for f in files]
        described = [f"{base}/export/json", f"{base}/export/datacite-xml", f"{base}/export/bibtex"]
        links: list[tuple[str, str, str | None]] = [
            (f"{DP_DOI}/10.80013/depositum.{rec}", "cite-as", None),
            *((DP.url(u), "item", "application/octet-stream") for u in items),
            (DP.url(described[0]), "describedby", "application/json"),
            (DP.url(described[1]), "describedby", "application/x-datacite+xml"),
            (DP.url(described[2]), "describedby", "application/x-bibtex"),
            ("http://spdx.test/licenses/CC-BY-4.0", "license", None),
            *(
                (f"http://orcid.test/0000-0001-{5000 + i}-12", "author", None)
                for i, _ in enumerate(creators)
            ),
        ]
        head = ""
        if linkset:
            lsu = f"/api/records/{rec}/linkset"
            anchor = DP.url(base)
            body: dict[str, list[dict[str, str]]] = {}
            for u, rel, t in links:
                body.setdefault(rel, []).append({"href": u, **({"type": t} if t else {})})
            pages[lsu] = Response.data(
                json.dumps({"linkset": [{"anchor": anchor, **body}]}, indent=1).encode(),
                "application/linkset+json",
            )
            header = [
                (f"{DP_DOI}/10.80013/depositum.{rec}", "cite-as", None),
                (DP.url(lsu), "linkset", "application/linkset+json"),
            ]
            head = f'<link rel="linkset" href="{lsu}" type="application/linkset+json">'
        else:
            header = links
        filelist = "".join(
            f"<tr><td>{escape(f)}</td><td>{a(u, 'Download')} {a(f'{base}/preview/{f}', 'Preview')}</td></tr>"
            for f, u in zip(files, items, strict=True)
        )
        html = DP.page(
            title,
            f'<span class="badge">Published 2024 · Version {"v2" if rec == 884213 else "v1.4.0"}</span>'
            f"<h1>{escape(title)}</h1><p>{'; '.join(creators)}</p>"
            f"<p>DOI: {a(f'{DP_DOI}/10.80013/depositum.{rec}', f'10.80013/depositum.{rec}')}</p>"
            f"<table>{filelist}</table>"
            f"<p>Export: {a(described[0], 'JSON')} {a(described[1], 'DataCite XML')} "
            f"{a(described[2], 'BibTeX')}</p>"
            "<p>Licence: Creative Commons Attribution 4.0</p>",
            head=head,
            aside="<h3>Versions</h3><ul>"
            f"<li>This version ({rec})</li><li>{a(f'/records/{prev}', f'Earlier version ({prev})')}</li>"
            f"</ul><p>Cite all versions: {a(f'{DP_DOI}/10.80013/depositum.{concept}', 'concept DOI')}</p>"
            "<h3>Communities</h3>"
            + ul(
                [
                    ("/communities/arctic-ecology", "Arctic ecology"),
                    ("/communities/ocean-obs", "Ocean observing"),
                ]
            )
            + "<h3>Similar records</h3>"
            + ul([("/records/880455", "Fram Strait CTD casts 2021")])
            + f"<p>{a(f'{base}/stats', 'Views: 402 · Downloads: 97')}</p>",
        )
        pages[base] = signposted(html, header)
        for f, u in zip(files, items, strict=True):
            pages[u] = (
                doc(title, f)
                if f.endswith(".pdf")
                else (blob(f) if f.endswith(".zip") else b"depth,chl_a\n5,0.41\n")
            )
            pages[f"{base}/preview/{f}"] = DP.page(f"Preview {f}", f"<h1>{escape(f)}</h1>")
        pages[described[0]] = Response.data(
            json.dumps({"title": title}).encode(), "application/json"
        )
        pages[described[1]] = Response.data(
            f"<resource><title>{escape(title)}</title></resource>".encode(), "application/xml"
        )
        pages[described[2]] = bibtex(
            f"dpm{rec}", title, " and ".join(creators), 2024, f"10.80013/depositum.{rec}"
        )
        pages[f"{base}/stats"] = DP.page("Statistics", "<h1>Statistics</h1>")
        dois[f"/10.80013/depositum.{rec}"] = Response.redirect(DP.url(base), 302)
        dois[f"/10.80013/depositum.{concept}"] = Response.redirect(DP.url(base), 302)
    for o, t in DP_OTHERS:
        pages[f"/records/{o}"] = DP.page(t, f"<h1>{escape(t)}</h1><p>A newer version exists.</p>")
    return [DP.site(pages), Site("doi.depositum-pid.hx13.example", dois)]


def _dp_case(k: int, name: str, via_doi: bool) -> Case:
    rec, _t, _c, files, *_ = RECORDS[k]
    base = DP.url(f"/records/{rec}")
    truth = {
        base,
        *(f"{base}/files/{f}?download=1" for f in files),
        *(f"{base}/export/{x}" for x in ("json", "datacite-xml", "bibtex")),
    }
    if RECORDS[k][6]:
        truth.add(DP.url(f"/api/records/{rec}/linkset"))
    return Case(
        name=name,
        imitates="Zenodo (data repository with Signposting: Depositum)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"{DP_DOI}/10.80013/depositum.{rec}" if via_doi else base,
        truth=frozenset(truth),
        build=_depositum,
        others=frozenset(DP.url(f"/records/{o}") for o, _ in DP_OTHERS),
        landing=base if via_doi else None,
    )


# Zenodo is Single Page+ with Ignores in the seed, but this portal declares the boundary
# with FAIR Signposting, which names exactly the landing page's items (the files) and its
# describedby records (three exports): signposting is expected.  Each version of a deposit
# is a record with its own DOI here (the older version is a separate, citable artifact,
# listed in `others`); the concept DOI redirects to the latest version and is no part.
# File previews are viewer pages of the portal, not in the signposting, not parts.  The
# second record publishes its links in a linkset (only cite-as and the linkset in its
# Link header); the linkset document itself is the artifact's boundary record and is
# counted as a part, like the describedby exports.
DP_CASES = [
    _dp_case(0, "depositum-sea-ice-pigments-doi", True),
    _dp_case(1, "depositum-tidewatch-linkset", False),
]

# --- Siltbank (Dryad-like) -------------------------------------------------------------

SB = Shell(
    host="www.siltbank.hx13.example",
    name="Siltbank Data Archive",
    nav=(
        ("/browse/journals", "Journals"),
        ("/browse/recent", "Recently published"),
        ("/submit", "Submit data"),
        ("/about/curation", "Curation"),
    ),
    footer=(
        ("/about", "About"),
        ("/membership", "Membership"),
        ("/terms", "Terms of service"),
        ("/contact", "Contact"),
    ),
    title_format="{title}",  # the deposit's own title, as Dryad's pages had
    home_title="Siltbank Data Archive",
    layout="top",
    assets="/themes/silt",
)
SB_DOI = "http://doi.siltbank-id.hx13.example"
# (deposit, title, files [(file id, name, has title in content)])
DEPOSITS = [
    (
        "sb.q83k2",
        "Data from: Thermal tolerance of intertidal limpets along a latitudinal gradient",
        [
            (77120, "ctmax_trials.csv", False),
            (77121, "site_temperatures.csv", False),
            (77122, "README.txt", True),
        ],
    ),
    (
        "sb.r5t1x",
        "Data from: Pollinator visitation to urban wildflower strips",
        [(80311, "visits_2022.xlsx", False), (80312, "R_analysis_scripts.zip", False)],
    ),
]
SB_OTHERS = [
    ("sb.m2w7c", "Data from: Heat shock protein expression in rocky shore gastropods"),
    ("sb.k9d4e", "Data from: Bee diversity in city parks"),
]


def _siltbank() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dois: dict[str, PageValue] = {}
    for dep, title, files in DEPOSITS:
        rows = []
        for fid, fname, titled in files:
            raw = f"/bits/{fid}/{fname}"
            pages[f"/file/{fid}"] = SB.page(
                f"{title} — {fname}",
                f"<p>{a(f'/deposit/{dep}', title)}</p><h1>{escape(fname)}</h1>"
                f"<p>{a(raw, 'Download ' + fname)} · 14.2 kB · MD5 9f…</p>",
            )
            pages[raw] = (
                f"{title}\n\nFiles and columns explained.\n".encode()
                if titled
                else b"\x00binary-ish,data\n1,2\n"
                if fname.endswith((".xlsx", ".zip"))
                else b"site,trial,ctmax\nA,1,41.2\n"
            )
            rows.append(f"<li>{a(f'/file/{fid}', fname)}</li>")
        related = [(f"/deposit/{o}", t) for o, t in SB_OTHERS]
        pages[f"/deposit/{dep}"] = SB.page(
            title,
            f"<h1>{escape(title)}</h1><p>Cite the data: … doi:10.80021/{dep}</p>"
            f'<p>Article: <a href="http://journal.example.test/{dep}">published article</a></p>'
            f"<h2>Files in this package</h2><ul>{''.join(rows)}</ul>"
            f"<p>{a(f'/meta/{dep}/mets.xml', 'Metadata (METS)')}</p>"
            f"<p>Keywords: {a('/search?kw=thermal+tolerance', 'thermal tolerance')}</p>",
            aside="<h3>Related deposits</h3>"
            + ul(related)
            + f"<p>{a('/browse/journals/jeb', 'More from this journal')}</p>",
            raw_title=True,
        )
        pages[f"/meta/{dep}/mets.xml"] = Response.data(
            f"<mets><dmdSec><title>{escape(title)}</title></dmdSec></mets>".encode(),
            "application/xml",
        )
        dois[f"/10.80021/{dep}"] = Response.redirect(SB.url(f"/deposit/{dep}"), 303)
    # The related deposits list these deposits back ("cited together"): the title recurs
    # on pages of other artifacts.
    for (o, t), (dep, title, _f) in zip(SB_OTHERS, DEPOSITS, strict=True):
        pages[f"/deposit/{o}"] = SB.page(
            t,
            f"<h1>{escape(t)}</h1><h3>Related deposits</h3>" + ul([(f"/deposit/{dep}", title)]),
            raw_title=True,
        )
    return [SB.site(pages), Site("doi.siltbank-id.hx13.example", dois)]


def _sb_case(k: int, name: str, via_doi: bool) -> Case:
    dep, _t, files = DEPOSITS[k]
    land = SB.url(f"/deposit/{dep}")
    truth = {land, SB.url(f"/meta/{dep}/mets.xml")}
    for fid, fname, _ in files:
        truth |= {SB.url(f"/file/{fid}"), SB.url(f"/bits/{fid}/{fname}")}
    return Case(
        name=name,
        imitates="Dryad (data repository: Siltbank)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=f"{SB_DOI}/10.80021/{dep}" if via_doi else land,
        truth=frozenset(truth),
        build=_siltbank,
        others=frozenset(SB.url(f"/deposit/{o}") for o, _ in SB_OTHERS),
        landing=land if via_doi else None,
    )


# Dryad is Significant String from Title+ with Ignored URIs: the landing page, each file's
# page and the METS record carry "Data from: …"; the raw files (two hops away, through the
# file pages) mostly do not, so one more hop is needed.  The related deposit links back to
# this one under its full title: it contains the significant string yet is another
# artifact (not in the truth).  The article the data supports is on a publisher.  The
# second case starts from its DOI (a 303 to the landing page).
SB_CASES = [
    _sb_case(0, "siltbank-limpet-thermal-tolerance", False),
    _sb_case(1, "siltbank-urban-pollinators-doi", True),
]

# --- Lattice (OSF-like) ----------------------------------------------------------------

LT = Shell(
    host="www.latticeopen.hx13.example",
    name="Lattice",
    nav=(
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ),
    footer=(
        ("/about/", "About"),
        ("/terms/", "Terms"),
        ("/privacy/", "Privacy"),
        ("/status/", "Status"),
    ),
    title_format="Lattice | {title}",
    home_title="Lattice | Open Research Home",
    layout="top",
    assets="/static/lattice",
    account=(("/login/", "Sign in"), ("/register/", "Sign up")),
)
PROJECT = (
    "k4p9w",
    "Mind-wandering during lectures: a preregistered replication",
    [
        ("r8d2q", "analysis_plan.md", True),
        ("t3v9z", "responses_clean.csv", False),
        ("w6y1h", "materials_probe_script.py", True),
    ],
)
LT_OTHERS = [
    ("m2n4p", "Mind-wandering and note-taking (original study)"),
    ("c7f3s", "Lecture attention probes: item bank"),
]


def _lattice() -> list[Site]:
    pid, title, files = PROJECT
    pages: dict[str, PageValue] = {}
    crumbs = f'<p class="crumbs">{a(f"/{pid}/", title)}</p>'
    for guid, fname, titled in files:
        pages[f"/{guid}/"] = LT.page(
            fname, f"{crumbs}<h1>{escape(fname)}</h1><p>{a(f'/download/{guid}/', 'Download')}</p>"
        )
        pages[f"/download/{guid}/"] = (
            f"# {title}\n\nThis file belongs to the project.\n".encode()
            if titled
            else b"participant,probe,on_task\n1,1,0\n"
        )
    listing = ul([(f"/{g}/", f) for g, f, _ in files])
    pages[f"/{pid}/"] = LT.page(
        title,
        f"<h1>{escape(title)}</h1><p>Contributors: {a('/profile/hq8e2/', 'Jana Novak')}, "
        f"{a('/profile/zz41b/', 'Samuel Osei')}</p>"
        + ul([(f"/{pid}/{t}/", t.title()) for t in ("files", "wiki", "analytics", "forks")], "tabs")
        + f"<h2>Files</h2>{listing}<p>Licence: CC-BY 4.0 · DOI 10.80071/lattice.{pid}</p>"
        f"<p>Linked projects: {ul([(f'/{o}/', t) for o, t in LT_OTHERS])}</p>",
    )
    pages[f"/{pid}/files/"] = LT.page(f"{title} — Files", f"{crumbs}<h1>Files</h1>{listing}")
    pages[f"/{pid}/wiki/"] = LT.page(
        f"{title} — Wiki", f"{crumbs}<h1>Wiki: {escape(title)}</h1><p>Lab notebook and changes.</p>"
    )
    pages[f"/{pid}/analytics/"] = LT.page(f"{title} — Analytics", f"{crumbs}<h1>Visits: 231</h1>")
    pages[f"/{pid}/forks/"] = LT.page(f"{title} — Forks", f"{crumbs}<h1>No forks</h1>")
    for o, t in LT_OTHERS:
        pages[f"/{o}/"] = LT.page(t, f"<h1>{escape(t)}</h1>")
    return [LT.site(pages)]


_LT_TRUTH = {
    LT.url(f"/{PROJECT[0]}/"),
    LT.url(f"/{PROJECT[0]}/files/"),
    LT.url(f"/{PROJECT[0]}/wiki/"),
}
_LT_TRUTH |= {LT.url(f"/{g}/") for g, _f, _t in PROJECT[2]}
_LT_TRUTH |= {LT.url(f"/download/{g}/") for g, _f, _t in PROJECT[2]}

# OSF is Significant String from Filtered Title: "Lattice | " prefixes every title (and
# the homepage's), the project title itself recurs in every page of the project and in
# the text files.  The CSV does not carry it (the heuristic may miss it; it is still
# part).  The analytics tab is the portal's visit counter and the forks tab an empty
# listing: not parts of the research project, though they quote its title.
LT_CASE = Case(
    name="lattice-mind-wandering-replication",
    imitates="Open Science Framework (project host: Lattice)",
    artifact_class="Multi-Hop",
    expected="sig_filtered_title",
    entry=LT.url(f"/{PROJECT[0]}/"),
    truth=frozenset(_LT_TRUTH),
    build=_lattice,
    others=frozenset(LT.url(f"/{o}/") for o, _ in LT_OTHERS),
)

# --- Aurora Data Commons (Dataverse-like) ----------------------------------------------

AU = Shell(
    host="www.auroradata.hx13.example",
    name="Aurora Data Commons",
    nav=(
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/guides/api", "API guide"),
    ),
    footer=(("/about", "About"), ("/terms-of-use", "Terms of use"), ("/privacy", "Privacy")),
    title_format="{title} | Aurora Data Commons",
    home_title="Aurora Data Commons",
    layout="side",
    assets="/resources",
    account=(("/loginpage.xhtml", "Log In"), ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up")),
)
AU_PID = "doi:10.80033/AUR/7QK2ZB"
AU_TITLE = "Replication Data for: Remittances and School Enrolment in Rural Nepal"
AU_FILES = [
    (5521, "enrolment_panel.tab", False),
    (5522, "codebook.pdf", True),
    (5523, "replication.do", True),
]


def _aurora() -> list[Site]:
    q = f"persistentId={AU_PID}"
    pages: dict[str, PageValue] = {}
    rows = []
    for fid, fname, titled in AU_FILES:
        pages[f"/file.xhtml?fileId={fid}&version=2.0"] = AU.page(
            fname,
            f"<p>{a(f'/dataset.xhtml?{q}', AU_TITLE)}</p><h1>{escape(fname)}</h1>"
            f"<p>{a(f'/api/access/datafile/{fid}', 'Access file')}</p>",
        )
        pages[f"/api/access/datafile/{fid}"] = (
            doc(AU_TITLE, "Codebook")
            if fname.endswith(".pdf")
            else f"* {AU_TITLE}\nuse enrolment_panel, clear\n".encode()
            if titled
            else b"hh_id\tyear\tenrolled\n1\t2015\t1\n"
        )
        rows.append(f"<tr><td>{a(f'/file.xhtml?fileId={fid}&version=2.0', fname)}</td></tr>")
    exports = [f"/api/datasets/export?exporter={x}&{q}" for x in ("ddi", "dataverse_json")]
    pages[f"/dataset.xhtml?{q}"] = AU.page(
        AU_TITLE,
        f"<p>{a('/dataverse/root', 'Aurora')} &gt; {a('/dataverse/devecon-lab', 'Development Economics Lab')}</p>"
        f'<h1>{escape(AU_TITLE)}</h1><p>Thapa, Rina; Gurung, Dev, 2022, "{escape(AU_TITLE)}", '
        f"https://doi.org/10.80033/AUR/7QK2ZB, Aurora Data Commons, V2</p>"
        f"<table class=files>{''.join(rows)}</table>"
        f"<p>Export metadata: {a(exports[0], 'DDI')} {a(exports[1], 'JSON')}</p>"
        f"<h3>Versions</h3><ul><li>2.0 (this)</li><li>{a(f'/dataset.xhtml?{q}&version=1.0', 'Version 1.0')}</li></ul>"
        "<p>Terms: CC0 1.0</p>",
    )
    pages[f"/dataset.xhtml?{q}&version=1.0"] = AU.page(
        AU_TITLE,
        f"<h1>{escape(AU_TITLE)}</h1><p>Version 1.0 (superseded by 2.0): same files, "
        "draft codebook.</p>",
    )
    for e in exports:
        pages[e] = Response.data(
            f"<codeBook><titl>{escape(AU_TITLE)}</titl></codeBook>".encode(), "application/xml"
        )
    # The collection page lists its datasets by title: the string recurs outside the artifact.
    pages["/dataverse/devecon-lab"] = AU.page(
        "Development Economics Lab",
        "<h1>Development Economics Lab</h1>"
        + ul(
            [
                (f"/dataset.xhtml?{q}", AU_TITLE),
                (
                    "/dataset.xhtml?persistentId=doi:10.80033/AUR/M1XX0P",
                    "Migration and Land Use in Nepal",
                ),
            ]
        ),
    )
    pages["/dataset.xhtml?persistentId=doi:10.80033/AUR/M1XX0P"] = AU.page(
        "Migration and Land Use in Nepal", "<h1>Migration and Land Use in Nepal</h1>"
    )
    return [AU.site(pages)]


_AQ = f"persistentId={AU_PID}"
_AU_TRUTH = {AU.url(f"/dataset.xhtml?{_AQ}"), AU.url(f"/dataset.xhtml?{_AQ}&version=1.0")}
_AU_TRUTH |= {AU.url(f"/file.xhtml?fileId={f}&version=2.0") for f, _n, _t in AU_FILES}
_AU_TRUTH |= {AU.url(f"/api/access/datafile/{f}") for f, _n, _t in AU_FILES}
_AU_TRUTH |= {AU.url(f"/api/datasets/export?exporter={x}&{_AQ}") for x in ("ddi", "dataverse_json")}

# Dataverse is Significant String from Filtered Title, filtering from the title's end
# (" | Aurora Data Commons").  Every file page, the metadata exports and the text files
# carry the dataset title; the tabular file does not (the heuristic may miss it).  The DOI
# names the dataset across versions, so the version 1.0 view is part of it.  The parent
# collection page lists the title among its datasets but is not the dataset.
AU_CASE = Case(
    name="aurora-remittances-replication",
    imitates="Dataverse (data repository: Aurora Data Commons)",
    artifact_class="Multi-Hop",
    expected="sig_filtered_title",
    entry=AU.url(f"/dataset.xhtml?{_AQ}"),
    truth=frozenset(_AU_TRUTH),
    build=_aurora,
    others=frozenset({AU.url("/dataset.xhtml?persistentId=doi:10.80033/AUR/M1XX0P")}),
)

# --- Specimap (GBIF-like) --------------------------------------------------------------

SM = Shell(
    host="www.specimap.hx13.example",
    name="Specimap",
    nav=(
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resource/search", "Resources"),
    ),
    footer=(
        ("/what-is-specimap", "What is Specimap"),
        ("/terms", "Terms"),
        ("/citation-guidelines", "Citation guidelines"),
        ("/contact-us", "Contact"),
    ),
    title_format="{title}",
    home_title="Specimap — free biodiversity data",
    layout="top",
    assets="/img",
)
SM_API = "http://api.specimap.hx13.example"
# (key, title, kind, publisher key, search path)
SM_SETS = [
    (
        "7c1e0f2a-5b3d-4e8a-9f61-2d0c4b8a1e37",
        "Herbarium of the Tartu Natural History Museum",
        "Occurrence dataset",
        "e0a1b2c3-0000-4a4a-8b8b-111122223333",
        "/occurrence/search?dataset_key=",
    ),
    (
        "c4d7a9e1-8f02-4b6c-a3d5-6e9f0b1c2d34",
        "Checklist of the Vascular Plants of Svalbard",
        "Checklist dataset",
        "f9e8d7c6-1111-4b4b-9c9c-444455556666",
        "/species/search?dataset_key=",
    ),
]


def _specimap() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for key, title, kind, pub, search in SM_SETS:
        pages[f"/dataset/{key}"] = SM.page(
            title,
            f'<p class="kind">{kind}</p><h1>{escape(title)}</h1>'
            f"<p>Published by {a(f'/publisher/{pub}', 'Estonian Biodiversity Network')}</p>"
            f"<p>{a(f'{search}{key}', 'Explore records')} · "
            f"{a(f'/dataset/{key}/taxonomy', 'Taxonomic coverage')} · "
            f"{a(f'{SM_API}/v1/dataset/{key}/document', 'Source metadata (EML)')} · "
            f"{a(f'{SM_API}/v1/dataset/{key}', 'API')}</p>"
            f"<p>Hosted by {a('/installation/22aa33bb-4c4c-4d5d-8e8e-999900001111', 'IPT installation')}"
            f" · Country: {a('/country/EE', 'Estonia')} · Network: {a('/network/obis', 'OBIS')}</p>"
            "<p>Licence: CC BY 4.0</p><p>Citation: … accessed via Specimap.</p>",
        )
        pages[f"{search}{key}"] = SM.page(
            f"Records in {title}", f"<h1>Search</h1><p>{escape(title)}: 48,211 records</p>"
        )
        pages[f"/dataset/{key}/taxonomy"] = SM.page(
            f"Taxonomic coverage of {title}", "<h1>Plantae</h1>"
        )
        pages[f"/publisher/{pub}"] = SM.page(
            "Publisher", "<h1>Publisher</h1>" + ul([(f"/dataset/{key}", title)])
        )
        api[f"/v1/dataset/{key}/document"] = Response.data(
            f"<eml:eml><dataset><title>{escape(title)}</title></dataset></eml:eml>".encode(),
            "application/xml",
        )
        api[f"/v1/dataset/{key}"] = Response.data(
            json.dumps({"key": key, "title": title}).encode(), "application/json"
        )
    pages["/installation/22aa33bb-4c4c-4d5d-8e8e-999900001111"] = SM.page(
        "IPT", "<h1>Installation</h1>"
    )
    return [SM.site(pages), files_site("api.specimap.hx13.example", api)]


def _sm_case(k: int, name: str) -> Case:
    key, _t, _k, _p, search = SM_SETS[k]
    entry = SM.url(f"/dataset/{key}")
    return Case(
        name=name,
        imitates="GBIF (biodiversity data portal: Specimap)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=entry,
        truth=frozenset(
            {
                entry,
                SM.url(f"{search}{key}"),
                SM.url(f"/dataset/{key}/taxonomy"),
                f"{SM_API}/v1/dataset/{key}/document",
                f"{SM_API}/v1/dataset/{key}",
            }
        ),
        build=_specimap,
    )


# GBIF is Significant String from URI: the dataset key is in every URI of the dataset —
# its record search, its coverage tab, its EML document and API record on the API host.
# Publisher, installation, country and network pages (no key) are other things.  The data
# itself cannot be downloaded without an account (as on GBIF), so it is not linked.
SM_CASES = [_sm_case(0, "specimap-tartu-herbarium"), _sm_case(1, "specimap-svalbard-checklist")]

CASES = [*DC_CASES, *DP_CASES, *SB_CASES, LT_CASE, AU_CASE, *SM_CASES]
