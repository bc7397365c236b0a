"""Particle physics: a CERN-Open-Data-like record portal (Single Hop, like the seed's Zenodo),
a HEPData-like table repository (an id in every URI, like GBIF) and an Indico-like meeting
agenda whose contributions nest their attachments under the contribution's path."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, cookie_banner, host, pdf_file, text, ul

# --------------------------------------------------------------------------- CERN-Open-Data-like
COD = Portal(
    host=host("opendata", "hadronvault"),
    name="HadronVault Open Data",
    menu=[
        ("/search", "Search"),
        ("/docs/about", "About"),
        ("/docs/getting-started", "Getting started"),
        ("/docs/faq", "FAQ"),
        ("/visualise/events", "Visualise events"),
    ],
    footer=[
        ("/docs/terms-of-use", "Terms of use"),
        ("/privacy-notice", "Privacy"),
        ("http://twitter.test/hadronvaultdata", "Twitter"),
        ("/docs/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="HadronVault Open Data Portal",
    home_main="<h1>Explore more than four petabytes of open data</h1>"
    + ul(
        [
            ("/search?type=Dataset", "Datasets"),
            ("/search?type=Software", "Software"),
            ("/search?type=Documentation", "Documentation"),
        ]
    ),
)
# recid -> (title, experiment, run, files, related software record)
COD_RECORDS = {
    "15005": (
        "SingleMuon primary dataset in NANOAOD format from Run2016G",
        "HXS",
        "Run2016G",
        ["SingleMuon_Run2016G_0000.root", "SingleMuon_Run2016G_0001.root"],
        "560",
    ),
    "15210": (
        "Simulated dataset DYJetsToLL in NANOAODSIM format for 2016 collision data",
        "HXS",
        "RunIISummer20UL16",
        ["DYJetsToLL_M50_0000.root"],
        "560",
    ),
}


def _cod_files(recid: str) -> list[str]:
    _t, exp, run, files, _s = COD_RECORDS[recid]
    return [f"/eos/opendata/{exp.lower()}/{run}/{f}" for f in files]


def _cod_page(recid: str) -> str:
    title, exp, run, files, sw = COD_RECORDS[recid]
    rows = "".join(
        f'<tr><td><a href="{p}">{escape(p.rsplit("/", 1)[1])}</a></td><td>2.1 GiB</td></tr>'
        for p in _cod_files(recid)
    )
    other = next(k for k in COD_RECORDS if k != recid)
    main = f"""{cookie_banner("/privacy-notice")}
<div class="record"><h1>{escape(title)}</h1><p>{exp} collaboration</p>
<p>Cite as: {exp} collaboration (2024). {escape(title)}. HadronVault Open Data Portal.
DOI:<a href="http://doi.test/10.7483/HXOPENDATA.{exp}.{recid}">10.7483/HXOPENDATA.{exp}.{
        recid
    }</a></p>
<dl><dt>Dataset</dt><dd>Collision</dd><dt>Run period</dt><dd>{run}</dd>
<dt>Collision energy</dt><dd>13TeV</dd></dl>
<h2>Description</h2><p>This dataset contains events of {escape(title)}.</p>
<h2>Files and indexes</h2><table>{rows}</table>
{
        ul(
            [
                (f"/record/{recid}/files/{run}_file_index.txt", "File index (txt)"),
                (f"/record/{recid}/files/{run}_file_index.json", "File index (json)"),
            ]
        )
    }
<h2>How to use</h2><p>See the <a href="/docs/getting-started">getting started guide</a> and the
software record <a href="/record/{sw}">HXS NanoAOD analysis examples</a>.</p>
<h2>Validation</h2><p>Validated by the <a href="/docs/hxs-data-quality">data quality team</a>.</p>
<p>Export: <a href="/record/{recid}/export/json">JSON</a> ·
<a href="/record/{recid}/export/dcite4">DataCite XML</a></p>
<aside><h3>Similar datasets</h3>{ul([(f"/record/{other}", COD_RECORDS[other][0])])}</aside></div>"""
    return COD.page(title, main, share=COD.url(f"/record/{recid}"))


def cod_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for recid, (title, exp, run, _f, sw) in COD_RECORDS.items():
        pages[f"/record/{recid}"] = _cod_page(recid)
        for p in _cod_files(recid):
            pages[p] = blob(p, 600, "application/octet-stream")
        idx = "\n".join(f"root://eospublic.hadronvault.test/{p}" for p in _cod_files(recid))
        pages[f"/record/{recid}/files/{run}_file_index.txt"] = text(idx + "\n")
        pages[f"/record/{recid}/files/{run}_file_index.json"] = text(
            "[" + ",".join(f'{{"uri": "{p}"}}' for p in _cod_files(recid)) + "]", "application/json"
        )
        pages[f"/record/{recid}/export/json"] = text(
            f'{{"recid": {recid}, "metadata": {{"title": "{title}", "experiment": "{exp}"}}}}',
            "application/json",
        )
        pages[f"/record/{recid}/export/dcite4"] = text(
            f'<?xml version="1.0"?><resource><titles><title>{escape(title)}</title></titles>'
            "</resource>",
            "application/xml",
        )
        pages.setdefault(
            f"/record/{sw}",
            COD.page(
                "HXS NanoAOD analysis examples",
                "<h1>HXS NanoAOD analysis examples</h1>"
                "<p>Software record with example analysis code.</p>",
            ),
        )
    return [COD.site(pages)]


def _cod_truth(recid: str) -> frozenset[str]:
    run = COD_RECORDS[recid][2]
    paths = [
        f"/record/{recid}",
        *_cod_files(recid),
        f"/record/{recid}/files/{run}_file_index.txt",
        f"/record/{recid}/files/{run}_file_index.json",
        f"/record/{recid}/export/json",
        f"/record/{recid}/export/dcite4",
    ]
    return frozenset(COD.url(p) for p in paths)


# --------------------------------------------------------------------------- HEPData-like
HTAB = Portal(
    host=host("www", "heptabula"),
    name="HEPTabula",
    menu=[
        ("/search/", "Search"),
        ("/submission", "Submit"),
        ("/about", "About"),
        ("/formats", "Formats"),
        ("/record/resource/help", "Help"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/cookies", "Cookie policy"),
        ("http://github.test/heptabula", "GitHub"),
        ("http://twitter.test/heptabula", "Twitter"),
    ],
    title_format="{name} | {title}",
    home_title="HEPTabula | Home",
    home_main="<h1>Repository for publication-related high-energy physics data</h1>",
)
# inspire id -> (paper title, tables, collaboration, related record)
HTAB_RECORDS = {
    "ins1873412": (
        "Search for long-lived particles decaying to displaced jets",
        ["Table 1", "Table 2", "Figure 5a"],
        "ATLAX",
        "ins1720001",
    ),
    "ins2204518": (
        "Measurement of the inclusive top-quark pair cross section at 13.6 TeV",
        ["Table 1", "Table 3"],
        "CMX",
        "ins1902233",
    ),
}


def _q(t: str) -> str:
    return t.replace(" ", "%20")


def _htab_page(ins: str, table: str | None) -> str:
    title, tables, coll, rel = HTAB_RECORDS[ins]
    shown = table or tables[0]
    tlist = ul([(f"/record/{ins}?version=1&table={_q(t)}", t) for t in tables], "table-list")
    dl = [
        (f"/download/submission/{ins}/1/yaml", "Download all (YAML)"),
        (f"/download/submission/{ins}/1/root", "Download all (ROOT)"),
        (f"/download/submission/{ins}/1/csv", "Download all (CSV)"),
        (f"/download/table/{ins}/{_q(shown)}/1/csv", f"{shown} as CSV"),
        (f"/download/table/{ins}/{_q(shown)}/1/yoda", f"{shown} as YODA"),
    ]
    main = f"""{cookie_banner("/cookies")}
<div class="record-header"><h2>{escape(title)}</h2><p>The {coll} collaboration</p>
<p><a href="http://lit.quarklit.test/literature/{ins[3:]}">QuarkLit record</a> ·
<a href="http://doi.test/10.17182/heptabula.{ins[3:]}.v1">DOI 10.17182/heptabula.{ins[3:]}.v1</a> ·
<a href="/record/{ins}?format=json">JSON</a></p>
<p>Versions: <strong>1</strong></p></div><div class="tables">{tlist}</div>
<div class="table-view"><h3>{escape(shown)}</h3><table><tr><th>pT [GeV]</th><th>sigma [pb]</th>
</tr><tr><td>100-200</td><td>12.3 +- 0.8</td></tr></table>{ul(dl, "downloads")}</div>
<aside><h4>Related records</h4>{ul([(f"/record/{rel}", f"Record {rel}")])}
<a href="/search/?collaboration={coll}">More from {coll}</a>
<a href="/search/?q=&amp;observables=SIG">Similar observables</a></aside>"""
    return HTAB.page(title, main)


def htab_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for ins, (title, tables, _coll, rel) in HTAB_RECORDS.items():
        pages[f"/record/{ins}"] = _htab_page(ins, None)
        pages[f"/record/{ins}?format=json"] = text(
            f'{{"record": {{"inspire_id": "{ins[3:]}", "title": "{title}"}}}}', "application/json"
        )
        for fmt in ("yaml", "root", "csv"):
            pages[f"/download/submission/{ins}/1/{fmt}"] = blob(
                f"{ins}-{fmt}", 400, "application/gzip"
            )
        for t in tables:
            pages[f"/record/{ins}?version=1&table={_q(t)}"] = _htab_page(ins, t)
            for fmt in ("csv", "yoda"):
                pages[f"/download/table/{ins}/{_q(t)}/1/{fmt}"] = text(
                    f"# {t} of {ins}\npT,sigma\n150,12.3\n", "text/csv"
                )
        pages.setdefault(f"/record/{rel}", HTAB.page(f"Record {rel}", f"<h2>Record {rel}</h2>"))
    return [HTAB.site(pages)]


def _htab_truth(ins: str) -> frozenset[str]:
    tables = HTAB_RECORDS[ins][1]
    paths = [
        f"/record/{ins}",
        f"/record/{ins}?format=json",
        *(f"/download/submission/{ins}/1/{f}" for f in ("yaml", "root", "csv")),
    ]
    for t in tables:
        paths.append(f"/record/{ins}?version=1&table={_q(t)}")
        paths += [f"/download/table/{ins}/{_q(t)}/1/{f}" for f in ("csv", "yoda")]
    return frozenset(HTAB.url(p) for p in paths)


# --------------------------------------------------------------------------- Indico-like
AGENDA = Portal(
    host=host("indico", "colliderforum"),
    name="Collider Forum Indico",
    menu=[
        ("/category/0/", "Home"),
        ("/category/12/", "Workshops"),
        ("/rooms/", "Room booking"),
        ("/user/dashboard/", "My profile"),
    ],
    footer=[
        ("/contact", "Contact"),
        ("/tos", "Terms"),
        ("/privacy", "Privacy"),
        ("http://getindico.test/", "Powered by Indico"),
    ],
    title_format="{title} · {name}",
    home_title="Collider Forum Indico",
)
EVENT = "1421"
# contribution id -> (title, speaker (name, person id), attachments [(folder, file id, name)])
CONTRIBS = {
    "6120": (
        "Status of the muon spectrometer phase-2 upgrade",
        ("Eleni Papadaki", "889"),
        [("3301", "5120", "phase2_muon_status.pdf"), ("3301", "5121", "backup_slides.pdf")],
    ),
    "6133": (
        "Fast timing layers for pile-up mitigation",
        ("Diego Alvarez", "902"),
        [("3315", "5166", "timing_layers.pdf")],
    ),
}


def _contrib_page(cid: str) -> str:
    title, (spk, pid), atts = CONTRIBS[cid]
    base = f"/event/{EVENT}/contributions/{cid}/"
    others = [c for c in CONTRIBS if c != cid]
    main = f"""<div class="event-header"><a href="/event/{EVENT}/">HL-LHC Detector Upgrade Workshop
2024</a> · <a href="/event/{EVENT}/timetable/">Timetable</a> ·
<a href="/event/{EVENT}/contributions/">Contribution list</a> ·
<a href="/event/{EVENT}/registrations/">Registration</a></div>
<div class="contribution"><h1>{escape(title)}</h1>
<p>11 Apr 2024, 09:{cid[-2:]} · 20m · Main auditorium</p>
<p>Speaker: <a href="/event/{EVENT}/persons/{pid}">{escape(spk)}</a>
(<a href="http://orcid.test/0000-0002-{pid}-0000">ORCID</a>)</p>
<h2>Description</h2><p>{escape(title)}: progress report and plans.</p>
<h2>Presentation materials</h2>
{ul([(f"{base}attachments/{f}/{i}/{n}", n) for f, i, n in atts])}
<p><a href="{base}subcontributions/">Sub-contributions</a> ·
<a href="{base}minutes/">Minutes</a></p>
<p>Next talk: {ul([(f"/event/{EVENT}/contributions/{o}/", CONTRIBS[o][0]) for o in others])}</p>
</div>"""
    return AGENDA.page(f"{title} ({EVENT})", main)


def agenda_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for cid, (title, (spk, _p), atts) in CONTRIBS.items():
        base = f"/event/{EVENT}/contributions/{cid}/"
        pages[base] = _contrib_page(cid)
        for f, i, n in atts:
            pages[f"{base}attachments/{f}/{i}/{n}"] = pdf_file(title, spk, n)
        pages[f"{base}subcontributions/"] = AGENDA.page(
            f"Sub-contributions: {title}",
            f"<h1>{escape(title)}</h1><p>No sub-contributions.</p>"
            f'<a href="{base}">Back to the contribution</a>',
        )
        pages[f"{base}minutes/"] = AGENDA.page(
            f"Minutes: {title}",
            f"<h1>Minutes: {escape(title)}</h1><p>Questions on cooling and "
            f'radiation tolerance. <a href="{base}">Back</a></p>',
        )
    pages[f"/event/{EVENT}/"] = AGENDA.page(
        "HL-LHC Detector Upgrade Workshop 2024",
        "<h1>HL-LHC Detector Upgrade Workshop 2024</h1>"
        + ul([(f"/event/{EVENT}/contributions/{c}/", t[0]) for c, t in CONTRIBS.items()]),
    )
    return [AGENDA.site(pages)]


def _contrib_truth(cid: str) -> frozenset[str]:
    base = f"/event/{EVENT}/contributions/{cid}/"
    paths = [
        base,
        f"{base}subcontributions/",
        f"{base}minutes/",
        *(f"{base}attachments/{f}/{i}/{n}" for f, i, n in CONTRIBS[cid][2]),
    ]
    return frozenset(AGENDA.url(p) for p in paths)


CASES: list[Case] = [
    # single_page_plus_ignored (seed: Zenodo, Figshare): the record links its data files,
    # file indexes and metadata exports, all one hop; menus/footer are on the homepage and
    # 404 (ignored); the software record, docs pages and similar datasets are not this
    # dataset. Truth: record, data files, two indexes, JSON and DataCite exports.
    Case(
        "hvod-singlemuon",
        "CERN-Open-Data-like record portal",
        "Single Hop",
        "single_page_plus_ignored",
        COD.url("/record/15005"),
        _cod_truth("15005"),
        cod_sites,
        others=frozenset({COD.url("/record/560"), COD.url("/record/15210")}),
    ),
    Case(
        "hvod-dyjets-sim",
        "CERN-Open-Data-like record portal",
        "Single Hop",
        "single_page_plus_ignored",
        COD.url("/record/15210"),
        _cod_truth("15210"),
        cod_sites,
        others=frozenset({COD.url("/record/560"), COD.url("/record/15005")}),
    ),
    # sig_uri (seed: GBIF): every URI of the record carries "ins<id>" — table views as query
    # strings on the record path, whole-submission and per-table downloads under /download/.
    # Table views are a second hop (per-table downloads hang off them). Truth: record, JSON,
    # table views, submission and table downloads; related records and searches are not.
    Case(
        "htab-displaced-jets",
        "HEPData-like table repository",
        "Multi-Hop",
        "sig_uri",
        HTAB.url("/record/ins1873412"),
        _htab_truth("ins1873412"),
        htab_sites,
        others=frozenset({HTAB.url("/record/ins1720001")}),
    ),
    Case(
        "htab-ttbar-xsec",
        "HEPData-like table repository",
        "Multi-Hop",
        "sig_uri",
        HTAB.url("/record/ins2204518"),
        _htab_truth("ins2204518"),
        htab_sites,
        others=frozenset({HTAB.url("/record/ins1902233")}),
    ),
    # path_based (seed: Slideshare-like presentations): the contribution's slides,
    # sub-contributions and minutes all live under its path (entry ends with "/"); the
    # event, timetable, speaker page and other talks do not. Truth: those under the path.
    Case(
        "indico-muon-phase2",
        "Indico-like meeting agenda",
        "Multi-Hop",
        "path_based",
        AGENDA.url(f"/event/{EVENT}/contributions/6120/"),
        _contrib_truth("6120"),
        agenda_sites,
        others=frozenset({AGENDA.url(f"/event/{EVENT}/contributions/6133/")}),
    ),
    Case(
        "indico-timing-layers",
        "Indico-like meeting agenda",
        "Multi-Hop",
        "path_based",
        AGENDA.url(f"/event/{EVENT}/contributions/6133/"),
        _contrib_truth("6133"),
        agenda_sites,
        others=frozenset({AGENDA.url(f"/event/{EVENT}/contributions/6120/")}),
    ),
]
