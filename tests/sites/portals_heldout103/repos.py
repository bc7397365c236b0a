"""Data repositories of heldout103: a motion-capture archive (Zenodo-like), an athlete-
monitoring vault with consent restrictions (Dryad-like), a kinesiology Dataverse, a sports
performance observation network (GBIF-like) and a Signposting force-plate bank."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import binary, build_site, csv, jsondoc, make_portal, shell, ul, with_links, xmldoc

# --- motion-capture archive: Zenodo-like single hop ------------------------------------

MOCAP = make_portal(
    "capture.kinarchive.hx103.example",
    "KinArchive",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/deposit", "Upload"),
        ("/about", "About"),
    ],
    footer=[("/api-docs", "API"), ("/status", "Status")],
)
MC = MOCAP.url


def _mocap_record(
    rid: str, title: str, files: list[str], exports: list[str], side: list[tuple[str, str]]
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    rows = "".join(
        f'<tr><td>{f}</td><td><a href="/record/{rid}/files/{f}?download=1">Download</a></td></tr>'
        for f in files
    )
    exp = ul([(f"/record/{rid}/export/{e}", e) for e in exports], "exports")
    main = (
        f'<article class="record"><h1>{title}</h1><p class="creators">Gait lab consortium</p>'
        f'<p><span class="badge">Dataset</span> Open Access</p><table class="files">{rows}</table>'
        f"<section><h2>Export</h2>{exp}</section><aside><h2>Related</h2>{ul(side)}</aside>"
        '<p><a href="/communities/biomech">Community: biomechanics</a></p></article>'
    )
    pages[f"/record/{rid}"] = shell(MOCAP, title, main, share=MC(f"/record/{rid}"))
    for f in files:
        kind = "text/csv" if f.endswith(".csv") else "application/octet-stream"
        pages[f"/record/{rid}/files/{f}?download=1"] = binary(kind, 80 + len(f))
    for e in exports:
        pages[f"/record/{rid}/export/{e}"] = Response.text(f"@misc{{ka{rid}, title={{{title}}}}}")
    return pages


def mocap_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _mocap_record(
            "40817",
            "Marker trajectories of twelve recreational runners at three speeds",
            ["runners_c3d.zip", "markerset.xml"],
            ["bibtex", "datacite-json"],
            [("/record/39002", "Treadmill calibration trials")],
        )
    )
    pages.update(
        _mocap_record(
            "51200",
            "Full-body motion capture of youth fast bowlers (version 3)",
            ["bowler01.c3d", "bowler02.c3d", "bowler03.c3d", "anthropometrics.csv", "README.txt"],
            ["bibtex", "datacite-json", "csl", "dublincore"],
            [
                ("/record/48800", "Version 2 of this record"),
                ("/record/40817", "Runner trajectories"),
            ],
        )
    )
    for rid in ("39002", "48800"):
        pages[f"/record/{rid}"] = shell(MOCAP, f"Record {rid}", f"<h1>Record {rid}</h1>")
    pages["/communities/biomech"] = shell(MOCAP, "Biomechanics", "<h1>Biomechanics community</h1>")
    return [build_site(MOCAP, pages)]


def _mocap_truth(rid: str, files: list[str], exports: list[str]) -> list[str]:
    return [
        MC(f"/record/{rid}"),
        *(MC(f"/record/{rid}/files/{f}?download=1") for f in files),
        *(MC(f"/record/{rid}/export/{e}") for e in exports),
    ]


MOCAP_CASES = [
    # Zenodo-like record: every file and export is one hop from the landing page, and the
    # chrome is shared with the 404 page and the homepage: the seed's Zenodo row,
    # Single Page+ with Ignored URIs.  Related records are other artifacts.
    case(
        "kinarchive-runners",
        "motion-capture archive (runner trajectories)",
        "dataset",
        "single_page_plus_ignored",
        MC("/record/40817"),
        _mocap_truth("40817", ["runners_c3d.zip", "markerset.xml"], ["bibtex", "datacite-json"]),
        mocap_sites,
        others=[MC("/record/39002")],
    ),
    # Harder: five files, four exports, an older version and a related record in the sidebar
    # (separate artifacts); still single hop, so Single Page+ with Ignored URIs.
    case(
        "kinarchive-bowlers",
        "motion-capture archive (versioned bowling record)",
        "dataset",
        "single_page_plus_ignored",
        MC("/record/51200"),
        _mocap_truth(
            "51200",
            ["bowler01.c3d", "bowler02.c3d", "bowler03.c3d", "anthropometrics.csv", "README.txt"],
            ["bibtex", "datacite-json", "csl", "dublincore"],
        ),
        mocap_sites,
        others=[MC("/record/48800"), MC("/record/40817")],
    ),
]

# --- athlete-monitoring vault: Dryad-like, title in every page but the data files --------

VAULT = make_portal(
    "vault.loadvault.hx103.example",
    "LoadVault",
    [
        ("/search", "Explore data"),
        ("/submit", "Submit"),
        ("/consent-policy", "Consent policy"),
        ("/about", "About"),
    ],
    footer=[("/api", "API")],
    title_format="{title}",
    home_title="LoadVault: athlete monitoring data",
)
LV = VAULT.url
T_NETBALL = "Data from: Session RPE and GPS load in elite netball players across a season"
T_ROWING = "Data from: Heart-rate variability and wellness in consenting junior rowers"


def vault_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    b = "/stash/dataset/lv-7k2m1"
    p[b] = shell(
        VAULT,
        T_NETBALL,
        (
            f"<h1>{T_NETBALL}</h1><p>Cite: Okafor et al. (2024) {T_NETBALL}. LoadVault.</p>"
            f'<p><a href="{b}/files">Data files</a> · <a href="{b}/usage-terms">Usage terms</a> · '
            f'<a href="{b}/metadata.xml">Metadata (XML)</a></p>'
            '<p>Article: <a href="http://journal.netballsci.test/a/88">published paper</a></p>'
            '<aside>Similar: <a href="/stash/dataset/lv-2b9x0">Netball injury audit</a></aside>'
        ),
        raw=True,
    )
    p[f"{b}/files"] = shell(
        VAULT,
        T_NETBALL,
        (
            f"<h1>Files of {T_NETBALL}</h1>"
            + ul(
                [
                    ("/stash/downloads/file_stream/88121", "session_rpe.csv"),
                    ("/stash/downloads/file_stream/88122", "gps_load.csv"),
                ]
            )
        ),
        raw=True,
    )
    p[f"{b}/usage-terms"] = shell(
        VAULT,
        T_NETBALL,
        (
            f"<h1>Usage terms</h1><p>{T_NETBALL} is shared under CC0; athletes consented to "
            "open release of de-identified data.</p>"
        ),
        raw=True,
    )
    p[f"{b}/metadata.xml"] = xmldoc(f"<resource><title>{T_NETBALL}</title></resource>")
    p["/stash/downloads/file_stream/88121"] = csv("athlete,session,rpe\nA1,1,6\n")
    p["/stash/downloads/file_stream/88122"] = csv("athlete,session,distance_m\nA1,1,5120\n")
    p["/stash/dataset/lv-2b9x0"] = shell(
        VAULT, "Netball injury audit", "<h1>Injury audit</h1>", raw=True
    )
    r = "/stash/dataset/lv-9q4t8"
    p[r] = shell(
        VAULT,
        T_ROWING,
        (
            f"<h1>{T_ROWING}</h1><p>Some files are restricted: minors consented to research use "
            "only.</p>"
            + ul(
                [
                    (f"{r}/files", "Open files"),
                    (f"{r}/readme", "README"),
                    (f"{r}/access-request", "Request restricted files"),
                    (f"{r}/metadata.xml", "Metadata"),
                ]
            )
            + '<aside>Also by these authors: <a href="/stash/dataset/lv-5c3d1">Rowing ergometer '
            'tests</a> · <a href="/stash/dataset/lv-7k2m1">Netball load</a></aside>'
        ),
        share=LV(r),
        raw=True,
    )
    p[f"{r}/files"] = shell(
        VAULT,
        T_ROWING,
        (
            f"<h1>Open files of {T_ROWING}</h1>"
            + ul(
                [
                    ("/stash/downloads/file_stream/90301", "hrv_morning.csv"),
                    ("/stash/downloads/file_stream/90302", "wellness_daily.csv"),
                ]
            )
            + f'<p class="pager"><a href="{r}/files?page=2">Next page</a></p>'
        ),
        raw=True,
    )
    p[f"{r}/files?page=2"] = shell(
        VAULT,
        T_ROWING,
        (
            f"<h1>Open files of {T_ROWING} (page 2)</h1>"
            + ul(
                [
                    ("/stash/downloads/file_stream/90303", "training_log.csv"),
                    ("/stash/downloads/file_stream/90304", "codebook.pdf"),
                ]
            )
        ),
        raw=True,
    )
    p[f"{r}/readme"] = shell(
        VAULT, T_ROWING, f"<h1>README</h1><p>{T_ROWING}: variables.</p>", raw=True
    )
    p[f"{r}/access-request"] = shell(
        VAULT,
        T_ROWING,
        (
            f"<h1>Request access</h1><p>To obtain restricted files of {T_ROWING}, sign the data "
            'use agreement. <a href="/login">Log in</a> first.</p>'
        ),
        raw=True,
    )
    p[f"{r}/metadata.xml"] = xmldoc(f"<resource><title>{T_ROWING}</title></resource>")
    for n in ("90301", "90302", "90303"):
        p[f"/stash/downloads/file_stream/{n}"] = csv("athlete,day,value\nR1,1,62\n")
    p["/stash/downloads/file_stream/90304"] = binary("application/pdf")
    p["/stash/dataset/lv-5c3d1"] = shell(VAULT, "Rowing ergometer tests", "<h1>Erg</h1>", raw=True)
    return [build_site(VAULT, p)]


VAULT_CASES = [
    # Dryad-like: the title string is in the landing, file list, usage terms and metadata
    # but not in the CSV downloads, which hang one hop off matching pages: the seed's Dryad
    # row, Significant String from Title+ with Ignored URIs.  The similar dataset is another
    # artifact; the journal paper is off the portal.
    case(
        "loadvault-netball",
        "athlete-monitoring vault (netball load)",
        "dataset",
        "sig_title_plus_ignored",
        LV("/stash/dataset/lv-7k2m1"),
        [
            LV("/stash/dataset/lv-7k2m1"),
            LV("/stash/dataset/lv-7k2m1/files"),
            LV("/stash/dataset/lv-7k2m1/usage-terms"),
            LV("/stash/dataset/lv-7k2m1/metadata.xml"),
            LV("/stash/downloads/file_stream/88121"),
            LV("/stash/downloads/file_stream/88122"),
        ],
        vault_sites,
        others=[LV("/stash/dataset/lv-2b9x0")],
    ),
    # Harder: consent-restricted record with a paginated file list (two hops through pages
    # carrying the title), a README and an access-request page; same prescription.
    case(
        "loadvault-rowing",
        "athlete-monitoring vault (consent-restricted rowing HRV)",
        "dataset",
        "sig_title_plus_ignored",
        LV("/stash/dataset/lv-9q4t8"),
        [
            LV("/stash/dataset/lv-9q4t8"),
            LV("/stash/dataset/lv-9q4t8/files"),
            LV("/stash/dataset/lv-9q4t8/files?page=2"),
            LV("/stash/dataset/lv-9q4t8/readme"),
            LV("/stash/dataset/lv-9q4t8/access-request"),
            LV("/stash/dataset/lv-9q4t8/metadata.xml"),
            *(
                LV(f"/stash/downloads/file_stream/{n}")
                for n in ("90301", "90302", "90303", "90304")
            ),
        ],
        vault_sites,
        others=[LV("/stash/dataset/lv-5c3d1"), LV("/stash/dataset/lv-7k2m1")],
    ),
]

# --- kinesiology Dataverse: site name at the title's end -------------------------------

DV = make_portal(
    "dataverse.kinesiodata.hx103.example",
    "Kinesiology Dataverse",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    title_format="{title} | {name}",
    home_title="Home | Kinesiology Dataverse",
)
KD = DV.url
T_GRIP = "Handgrip strength norms in masters athletes"
T_VO2 = "Breath-by-breath VO2 kinetics in trained cyclists"


def _dv_dataset(
    pid: str, title: str, files: list[tuple[str, str]], versions: list[str], extra: str = ""
) -> dict[str, PageValue]:
    p: dict[str, PageValue] = {}
    q = f"persistentId=doi:10.5072/FK2/{pid}"
    rows = "".join(
        f'<li><a href="/file.xhtml?fileId={fid}&amp;version=1.0">{name}</a></li>'
        for fid, name in files
    )
    vers = "".join(
        f'<li><a href="/dataset.xhtml?{q}&amp;version={v}">Version {v}</a></li>' for v in versions
    )
    p[f"/dataset.xhtml?{q}"] = shell(
        DV,
        title,
        (
            f'<h1>{title}</h1><p>Kinesiology Dataverse &gt; <a href="/dataverse/labs">Labs</a></p>'
            f"<h2>Files</h2><ul>{rows}</ul><h2>Versions</h2><ul>{vers}</ul>"
            f'<p>Export: <a href="/api/datasets/export?exporter=ddi&amp;{q}">DDI</a></p>{extra}'
        ),
    )
    for v in versions:
        p[f"/dataset.xhtml?{q}&version={v}"] = shell(DV, title, f"<h1>{title}</h1><p>v{v}</p>")
    p[f"/api/datasets/export?exporter=ddi&{q}"] = xmldoc(
        f"<codeBook><titl>{title}</titl></codeBook>"
    )
    for fid, name in files:
        p[f"/file.xhtml?fileId={fid}&version=1.0"] = shell(
            DV,
            name,
            (
                f'<h1>{name}</h1><p>This file is part of "{title}".</p>'
                f'<a href="/api/access/datafile/{fid}">Download</a>'
            ),
        )
        p[f"/api/access/datafile/{fid}"] = csv("id,value\n1,2\n")
    return p


def dv_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    p.update(_dv_dataset("GRP7Q1", T_GRIP, [("3011", "grip_norms.tab")], ["1.0"]))
    p.update(
        _dv_dataset(
            "VO2K88",
            T_VO2,
            [
                ("4101", "breath_by_breath.tab"),
                ("4102", "ramp_protocol.txt"),
                ("4103", "participants.tab"),
            ],
            ["1.0", "2.0", "2.1"],
            extra='<p>Related: <a href="/dataset.xhtml?persistentId=doi:10.5072/FK2/GRP7Q1">'
            "Handgrip norms</a></p>",
        )
    )
    p["/dataverse/labs"] = shell(DV, "Labs", "<h1>Labs</h1>")
    return [build_site(DV, p)]


def _dv_truth(pid: str, fids: list[str], versions: list[str]) -> list[str]:
    q = f"persistentId=doi:10.5072/FK2/{pid}"
    return [
        KD(f"/dataset.xhtml?{q}"),
        KD(f"/api/datasets/export?exporter=ddi&{q}"),
        *(KD(f"/dataset.xhtml?{q}&version={v}") for v in versions),
        *(KD(f"/file.xhtml?fileId={f}&version=1.0") for f in fids),
    ]


DV_CASES = [
    # The seed's Dataverse row: Significant String from Filtered Title, the site name
    # trimmed from the title's end.  Dataset, version, export and file pages carry the
    # title; the raw datafile downloads do not, so the heuristic leaves them out.
    case(
        "kinesiodata-grip",
        "kinesiology dataverse (handgrip norms)",
        "dataset",
        "sig_filtered_title",
        KD("/dataset.xhtml?persistentId=doi:10.5072/FK2/GRP7Q1"),
        _dv_truth("GRP7Q1", ["3011"], ["1.0"]),
        dv_sites,
    ),
    # Harder: three files, three versions and a related dataset (another artifact).
    case(
        "kinesiodata-vo2",
        "kinesiology dataverse (versioned VO2 kinetics)",
        "dataset",
        "sig_filtered_title",
        KD("/dataset.xhtml?persistentId=doi:10.5072/FK2/VO2K88"),
        _dv_truth("VO2K88", ["4101", "4102", "4103"], ["1.0", "2.0", "2.1"]),
        dv_sites,
        others=[KD("/dataset.xhtml?persistentId=doi:10.5072/FK2/GRP7Q1")],
    ),
]

# --- sports performance observation network: GBIF-like --------------------------------

OBS = make_portal(
    "www.perfobsnet.hx103.example",
    "PerfObs Network",
    [
        ("/dataset/search", "Datasets"),
        ("/observation/search", "Observations"),
        ("/publisher/search", "Publishers"),
        ("/developer", "API"),
    ],
)
OB = OBS.url
API = "api.perfobsnet.hx103.example"
U1 = "3f9c2a10-6b1e-4d7a-9e55-0c1d2b7e8a41"
U2 = "b71e0d44-2c9a-4f13-8d6e-5a9f3c20e917"
PUB = "0d5e7c1a-9a88-4b21-a3f0-77e6c2b1d9aa"


def obs_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for uid, title, extra in (
        (U1, "Sprint split times from national youth championships", []),
        (
            U2,
            "Jump height observations from talent identification camps",
            [("/dataset/{u}/project", "Project"), ("/dataset/{u}/metrics", "Metrics")],
        ),
    ):
        items = [
            (f"/observation/search?datasetKey={uid}", "Browse observations"),
            (f"http://{API}/v1/dataset/{uid}/document", "Metadata document"),
            (f"/publisher/{PUB}", "Published by: Youth Athletics Federation"),
        ]
        items += [(h.format(u=uid), t) for h, t in extra]
        if uid == U2:
            items.append((f"http://{API}/v1/dataset/{uid}/endpoint", "Endpoints"))
        p[f"/dataset/{uid}"] = shell(OBS, title, f"<h1>{title}</h1>{ul(items)}")
        first = "/observation/1001" if uid == U1 else "/observation/2001"
        pager = (
            f'<a href="/observation/search?datasetKey={uid}&amp;offset=20">Next 20</a>'
            if uid == U2
            else ""
        )
        p[f"/observation/search?datasetKey={uid}"] = shell(
            OBS, "Observations", f'<h1>Observations</h1><a href="{first}">#1</a>{pager}'
        )
        p[first] = shell(OBS, "Observation", "<h1>Observation</h1>")
        for h, t in extra:
            p[h.format(u=uid)] = shell(OBS, t, f"<h1>{t}</h1><p>{title}</p>")
        api[f"/v1/dataset/{uid}/document"] = xmldoc(f"<eml><title>{title}</title></eml>")
        api[f"/v1/dataset/{uid}/endpoint"] = jsondoc('[{"type": "DWC_ARCHIVE"}]')
    p[f"/observation/search?datasetKey={U2}&offset=20"] = shell(
        OBS,
        "Observations",
        f'<h1>Observations 21-40</h1><a href="/observation/2021">#21</a>'
        f'<a href="/observation/search?datasetKey={U2}">Previous</a>',
    )
    p["/observation/2021"] = shell(OBS, "Observation", "<h1>Observation</h1>")
    p[f"/publisher/{PUB}"] = shell(OBS, "Youth Athletics Federation", "<h1>Publisher</h1>")
    return [build_site(OBS, p), Site(API, api)]


OBS_CASES = [
    # The seed's GBIF row: the dataset key in the entry URI recurs in every artifact URI
    # (observation search, API document), on both portal hosts: Significant String from URI.
    # The publisher page and single observations do not carry the key.
    case(
        "perfobs-sprint",
        "performance observation network (sprint splits)",
        "dataset",
        "sig_uri",
        OB(f"/dataset/{U1}"),
        [
            OB(f"/dataset/{U1}"),
            OB(f"/observation/search?datasetKey={U1}"),
            f"http://{API}/v1/dataset/{U1}/document",
        ],
        obs_sites,
    ),
    # Harder: project and metrics tabs, an endpoint document and a second result page that
    # is two hops away but still carries the key.
    case(
        "perfobs-jump",
        "performance observation network (paginated jump camps)",
        "dataset",
        "sig_uri",
        OB(f"/dataset/{U2}"),
        [
            OB(f"/dataset/{U2}"),
            OB(f"/observation/search?datasetKey={U2}"),
            OB(f"/observation/search?datasetKey={U2}&offset=20"),
            OB(f"/dataset/{U2}/project"),
            OB(f"/dataset/{U2}/metrics"),
            f"http://{API}/v1/dataset/{U2}/document",
            f"http://{API}/v1/dataset/{U2}/endpoint",
        ],
        obs_sites,
    ),
]

# --- force-plate bank with Signposting -------------------------------------------------

BANK = make_portal(
    "data.forceplatebank.hx103.example",
    "ForcePlate Bank",
    [("/records", "Records"), ("/deposit", "Deposit"), ("/about", "About")],
)
FB = BANK.url
PID = "pid.fpbresolve.hx103.example"


def _bank_record(
    rid: str, title: str, items: list[str], described: list[str], side: list[tuple[str, str]]
) -> dict[str, PageValue]:
    base = f"/records/{rid}"
    hdr = [
        f'<http://{PID}/10.5072/{rid}>; rel="cite-as"',
        '<https://schema.org/Dataset>; rel="type"',
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://licenses.test/cc-by-4.0>; rel="license"',
    ]
    hdr += [f'<{FB(base + "/files/" + i)}>; rel="item"' for i in items]
    hdr += [f'<{FB(base + "/" + d)}>; rel="describedby"' for d in described]
    body = shell(
        BANK,
        title,
        (
            f"<h1>{title}</h1>"
            + ul([(f"{base}/files/{i}", i) for i in items], "files")
            + ul([(f"{base}/{d}", d) for d in described], "meta")
            + f'<aside>{ul(side)}</aside><p><a href="{base}/stats">Usage statistics</a></p>'
        ),
    )
    p: dict[str, PageValue] = {base: with_links(body, hdr)}
    for i in items:
        p[f"{base}/files/{i}"] = csv("t,fz\n0,712\n")
    for d in described:
        p[f"{base}/{d}"] = jsondoc(f'{{"title": "{title}"}}')
    p[f"{base}/stats"] = shell(BANK, "Usage statistics", "<h1>Views and downloads</h1>")
    return p


def bank_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    p.update(
        _bank_record(
            "fpb-221",
            "Countermovement jump force-time curves of volleyball players",
            ["cmj_trials.csv"],
            ["metadata.datacite.json"],
            [("/records/fpb-190", "Squat jump curves")],
        )
    )
    p.update(
        _bank_record(
            "fpb-307",
            "Landing forces after fatigue protocol in female footballers",
            ["drop_landing.csv", "fatigue_protocol.csv", "emg_sync.csv", "participants.csv"],
            ["metadata.datacite.json", "metadata.ro-crate.json"],
            [
                ("/records/fpb-221", "Countermovement jump curves"),
                ("/records/fpb-300", "Pilot landings"),
            ],
        )
    )
    for rid in ("fpb-190", "fpb-300"):
        p[f"/records/{rid}"] = shell(BANK, rid, f"<h1>{rid}</h1>")
    pid = Site(
        PID,
        {
            "/10.5072/fpb-221": Response.redirect(FB("/records/fpb-221"), 302),
            "/10.5072/fpb-307": Response.redirect(FB("/records/fpb-307"), 302),
        },
    )
    return [build_site(BANK, p), pid]


BANK_CASES = [
    # The landing page's Link header names its items and metadata (Signposting), the
    # machine-readable boundary the seed points to: Signposting.  Truth: landing, items,
    # describedby.  The sidebar record is another artifact; statistics are chrome.
    case(
        "fpbank-cmj",
        "signposting force-plate bank (jump curves)",
        "dataset",
        "signposting",
        FB("/records/fpb-221"),
        [
            FB("/records/fpb-221"),
            FB("/records/fpb-221/files/cmj_trials.csv"),
            FB("/records/fpb-221/metadata.datacite.json"),
        ],
        bank_sites,
        others=[FB("/records/fpb-190")],
    ),
    # Harder: entered through the persistent-identifier resolver, which redirects; four
    # items and two metadata documents.
    case(
        "fpbank-landing",
        "signposting force-plate bank (resolver entry, four items)",
        "dataset",
        "signposting",
        f"http://{PID}/10.5072/fpb-307",
        [
            FB("/records/fpb-307"),
            *(
                FB(f"/records/fpb-307/files/{i}")
                for i in (
                    "drop_landing.csv",
                    "fatigue_protocol.csv",
                    "emg_sync.csv",
                    "participants.csv",
                )
            ),
            FB("/records/fpb-307/metadata.datacite.json"),
            FB("/records/fpb-307/metadata.ro-crate.json"),
        ],
        bank_sites,
        others=[FB("/records/fpb-221"), FB("/records/fpb-300")],
        landing=FB("/records/fpb-307"),
    ),
]

CASES: list[Case] = [*MOCAP_CASES, *VAULT_CASES, *DV_CASES, *OBS_CASES, *BANK_CASES]
