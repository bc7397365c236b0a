"""heldout72 registries that point elsewhere: a research-software registry, a registry of data
repositories (single pages), ORCID-like researcher records (path-based), a grant database
(significant string from URI), an instrument registry (single page+ with ignores) and an
IGSN-like sample registry (signposting)."""

from __future__ import annotations

import zlib
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, pdf_file, ul

MENU = [("/browse", "Browse"), ("/about", "About"), ("/help", "Help"), ("/news", "News")]
FOOT = [
    ("/legal/privacy", "Privacy"),
    ("/legal/terms", "Terms"),
    ("/contact", "Contact"),
    ("/accessibility", "Accessibility"),
]

# ---- research-software registry (ASCL-like): the record is one page pointing at code elsewhere
SW = Chrome(
    "www.quillcodex-ledger.hx72.example",
    "QuillCodex",
    MENU + [("/submit", "Submit code")],
    FOOT,
    "{title} — QuillCodex software registry",
    tagline="Citable research codes",
)


def _sw_entry(
    code: str,
    title: str,
    abstract: str,
    repo: str,
    cites: list[str],
    related: list[tuple[str, str]],
) -> str:
    main = (
        f'<article class="entry"><p class="code">[qcx:{code}]</p><h1>{escape(title)}</h1>'
        f'<p>{escape(abstract)}</p><dl><dt>Code site</dt><dd><a href="{repo}">{repo}</a></dd>'
        f"<dt>Preferred citation</dt><dd>{escape(cites[0])}</dd></dl>"
        f"<h2>Cited in</h2><ol>{''.join(f'<li>{escape(c)}</li>' for c in cites[1:])}</ol></article>"
        f"<aside><h3>Similar codes</h3>{ul(related)}</aside>"
    )
    return SW.page(title, main)


def software_sites() -> list[Site]:
    return [
        SW.site(
            {
                "/code/2203.017": _sw_entry(
                    "2203.017",
                    "TIDEWRAP: tidal harmonic fitting for tide-gauge records",
                    "Fits tidal constituents to gappy gauge series.",
                    "http://forge.example.invalid/tidewrap",
                    ["Okafor, N. 2022, TIDEWRAP"],
                    [("/code/1907.004", "HarmoniQ")],
                ),
                "/code/1911.042": _sw_entry(
                    "1911.042",
                    "Pyrrhic-MCMC: affine-invariant samplers for galactic dynamics",
                    "Ensemble samplers with built-in convergence diagnostics.",
                    "http://codehost.example.invalid/pyrrhic",
                    [
                        "Lindqvist, A. 2019, Pyrrhic-MCMC",
                        "Chen 2020 ApJ 901 12",
                        "Roy 2021 MNRAS 502 8",
                        "Adeyemi 2023 A&A 671 3",
                    ],
                    [
                        ("/code/1806.011", "walkerz"),
                        ("/code/2001.019", "nestlefit"),
                        ("/code/1702.003", "ChainCheck"),
                    ],
                ),
            }
        )
    ]


# ---- registry of data repositories (re3data-like): one descriptive record, links all external
RR = Chrome(
    "www.reposcope-atlas.hx72.example",
    "RepoScope",
    MENU + [("/suggest", "Suggest")],
    FOOT,
    "RepoScope: {title}",
    tagline="Registry of research data repositories",
)


def _rr_entry(rid: str, name: str, url: str, subjects: list[str], apis: list[str]) -> str:
    facets = "".join(
        f'<li><a href="/browse/subject/{i}">{escape(s)}</a></li>'
        for i, s in enumerate(subjects, 11)
    )
    main = (
        f'<h1>{escape(name)}</h1><p class="id">{rid}</p><table>'
        f'<tr><th>URL</th><td><a href="{url}">{url}</a></td></tr>'
        f"<tr><th>API</th><td>{'<br>'.join(escape(a) for a in apis)}</td></tr>"
        f"<tr><th>Certificates</th><td>CoreTrustSeal</td></tr></table>"
        f"<h2>Subjects</h2><ul>{facets}</ul>"
    )
    return RR.page(name, main)


def reporeg_sites() -> list[Site]:
    return [
        RR.site(
            {
                "/repository/rsa100004417": _rr_entry(
                    "rsa100004417",
                    "Coastal Sediment Archive",
                    "http://csa.example.invalid/",
                    ["Geosciences"],
                    ["OAI-PMH"],
                ),
                "/repository/rsa100011902": _rr_entry(
                    "rsa100011902",
                    "Polar Cryosphere Data Hub",
                    "http://pcdh.example.invalid/",
                    ["Glaciology", "Oceanography", "Atmospheric sciences"],
                    ["OAI-PMH", "REST", "SWORD", "FTP"],
                ),
            }
        )
    ]


# ---- researcher record (ORCID-like): every tab and page lives under the iD's path
ORC = Chrome(
    "id.scholartrail-fenwick.hx72.example",
    "ScholarTrail",
    MENU,
    FOOT,
    "{title} | ScholarTrail",
    tagline="Persistent researcher identifiers",
)


def _orc_tabs(oid: str) -> list[tuple[str, str]]:
    return [
        (f"/{oid}", "Summary"),
        (f"/{oid}/works", "Works"),
        (f"/{oid}/affiliations", "Affiliations"),
    ]


def _orc(
    oid: str, name: str, works: list[str], per_page: int, coauthors: list[str]
) -> dict[str, str]:
    tabs = ul(_orc_tabs(oid), "tabs")
    pages: dict[str, str] = {}
    n = max(1, -(-len(works) // per_page))
    for p in range(1, n + 1):
        chunk = works[(p - 1) * per_page : p * per_page]
        rows = "".join(
            f'<li>{escape(w)} <a href="http://doi.example.invalid/10.5555/{zlib.crc32(w.encode()) % 9999}">doi</a></li>'
            for w in chunk
        )
        pager = "".join(
            f'<a href="/{oid}/works' + ("" if q == 1 else f"/page/{q}") + f'">{q}</a> '
            for q in range(1, n + 1)
            if n > 1
        )
        path = f"/{oid}/works" + ("" if p == 1 else f"/page/{p}")
        pages[path] = ORC.page(
            f"{name} ({oid}) — works", f"<h1>{escape(name)}</h1>{tabs}<ol>{rows}</ol><p>{pager}</p>"
        )
    co = ul([(f"/{c}", f"Co-author {c}") for c in coauthors])
    pages[f"/{oid}"] = ORC.page(
        f"{name} ({oid})",
        f'<h1>{escape(name)}</h1><p>iD {oid}</p>{tabs}<p><a href="/{oid}/print">Printable record</a></p>'
        f"<h2>Recent co-authors</h2>{co}",
    )
    pages[f"/{oid}/affiliations"] = ORC.page(
        f"{name} — affiliations",
        f"<h1>{escape(name)}</h1>{tabs}<p>Employment: Institute of Hydrology</p>",
    )
    pages[f"/{oid}/print"] = ORC.page(
        f"{name} — print view", f"<h1>{escape(name)}</h1><p>{len(works)} works</p>"
    )
    return pages


ORC_A = "0000-0002-7781-4410"
ORC_B = "0000-0003-1962-5083"
ORC_A_WORKS = ["Glacier melt runoff modelling", "Snowpack persistence in the Alps"]
ORC_B_WORKS = [f"Soil microbiome survey part {i}" for i in range(1, 24)]


def orcid_sites() -> list[Site]:
    pages = {
        **_orc(ORC_A, "Ingrid Solvang", ORC_A_WORKS, 20, ["0000-0001-5550-2209"]),
        **_orc(
            ORC_B,
            "Tomás Ferreira-Quist",
            ORC_B_WORKS,
            10,
            ["0000-0001-8812-3307", "0000-0002-2201-6618"],
        ),
    }
    pages["/0000-0001-5550-2209"] = ORC.page("Ravi Menon", "<h1>Ravi Menon</h1>")
    pages["/0000-0001-8812-3307"] = ORC.page("Ada Okoro", "<h1>Ada Okoro</h1>")
    pages["/0000-0002-2201-6618"] = ORC.page("Lea Brandt", "<h1>Lea Brandt</h1>")
    return [ORC.site(pages)]


def _orc_truth(oid: str, pages: int) -> list[str]:
    paths = [f"/{oid}", f"/{oid}/works", f"/{oid}/affiliations", f"/{oid}/print"]
    paths += [f"/{oid}/works/page/{p}" for p in range(2, pages + 1)]
    return [ORC.url(p) for p in paths]


# ---- grant database (CORDIS-like): the grant number is in every output's URI, on two hosts
GR = Chrome(
    "projects.grantlumen-rsc.hx72.example",
    "GrantLumen",
    MENU + [("/programmes", "Programmes")],
    FOOT,
    "{title} | GrantLumen",
    tagline="Publicly funded research, project by project",
)
GRAPI = "http://api.grantlumen-rsc.hx72.example"


def _grant(
    gid: str, title: str, deliverables: list[str], pubs: list[str], result_pages: int
) -> dict[str, object]:
    base = f"/project/id/{gid}"
    nav = ul(
        [
            (base, "Fact sheet"),
            (f"{base}/results", "Results"),
            (f"/publications?grant={gid}", "Publications"),
            (f"{GRAPI}/v2/project/{gid}.xml", "XML"),
            (f"{GRAPI}/v2/project/{gid}.json", "JSON"),
        ],
        "tabs",
    )
    pages: dict[str, object] = {
        base: GR.page(
            title,
            f"<h1>{escape(title)}</h1><p>Grant agreement ID: {gid}</p>{nav}"
            f'<p>Programme: <a href="/programmes/horizon">Horizon</a></p>'
            f'<p>Coordinator: <a href="/organisation/998877">Univ. of Tarn</a></p>',
        ),
    }
    per = max(1, -(-len(deliverables) // result_pages))
    for p in range(1, result_pages + 1):
        part = deliverables[(p - 1) * per : p * per]
        items = ul([(f"{base}/files/{d}.pdf", d) for d in part])
        pager = (
            " ".join(
                f'<a href="{base}/results' + ("" if q == 1 else f"?page={q}") + f'">{q}</a>'
                for q in range(1, result_pages + 1)
            )
            if result_pages > 1
            else ""
        )
        key = f"{base}/results" + ("" if p == 1 else f"?page={p}")
        pages[key] = GR.page(f"Results — {title}", f"<h1>Results</h1>{nav}{items}<p>{pager}</p>")
    for d in deliverables:
        pages[f"{base}/files/{d}.pdf"] = pdf_file(d, f"Grant {gid}")
    pub_items = ul([(f"/publication/{zlib.crc32(t.encode()) % 900000 + 100000}", t) for t in pubs])
    pages[f"/publications?grant={gid}"] = GR.page(
        "Publications", f"<h1>Publications of {gid}</h1>{pub_items}"
    )
    for t in pubs:
        pages[f"/publication/{zlib.crc32(t.encode()) % 900000 + 100000}"] = GR.page(
            t, f"<h1>{escape(t)}</h1>"
        )
    return pages


GR_A = ("874219", "Cold-water coral resilience", ["D1.1-data-management-plan"], ["Coral survey"], 1)
GR_B = (
    "101057744",
    "Federated sensor grids for urban air",
    ["D1.1-dmp", "D2.1-sensor-spec", "D2.2-field-test", "D3.1-models", "D4.1-final-report"],
    ["Urban NO2 maps", "Low-cost PM sensors"],
    2,
)


def grant_sites() -> list[Site]:
    pages: dict[str, object] = {}
    api: dict[str, object] = {}
    for gid, title, *_rest in (GR_A, GR_B):
        pages.update(_grant(*(GR_A if gid == GR_A[0] else GR_B)))
        api[f"/v2/project/{gid}.xml"] = data(
            f"<project><id>{gid}</id><title>{title}</title></project>", "application/xml"
        )
        api[f"/v2/project/{gid}.json"] = data(
            f'{{"id": "{gid}", "title": "{title}"}}', "application/json"
        )
    api_site = Site("api.grantlumen-rsc.hx72.example")
    for p, v in api.items():
        api_site.add(p, v)  # type: ignore[arg-type]
    return [GR.site(pages), api_site]  # type: ignore[arg-type]


def _grant_truth(g: tuple[str, str, list[str], list[str], int]) -> list[str]:
    gid, _t, dels, _p, rp = g
    base = f"/project/id/{gid}"
    paths = [base, f"{base}/results", f"/publications?grant={gid}"]
    paths += [f"{base}/results?page={q}" for q in range(2, rp + 1)]
    paths += [f"{base}/files/{d}.pdf" for d in dels]
    return [GR.url(p) for p in paths] + [
        f"{GRAPI}/v2/project/{gid}.xml",
        f"{GRAPI}/v2/project/{gid}.json",
    ]


# ---- instrument registry (PIDINST-like): landing page, exports and documents one hop away
INS = Chrome(
    "pid.instrumentum-hub.hx72.example",
    "Instrumentum",
    MENU,
    FOOT,
    "{title} · Instrumentum",
    tagline="Persistent identifiers for instruments",
)


def _ins(key: str, name: str, docs: list[tuple[str, str]], exports: list[str]) -> dict[str, object]:
    base = f"/instrument/{key}"
    links = [(f"{base}/export/{e}", e) for e in exports] + [
        (f"/files/{key}/{f}", t) for f, t in docs
    ]
    main = (
        f"<h1>{escape(name)}</h1><p>PID 21.T11998/{key}</p>"
        f'<p>Owner: <a href="http://ror.example.invalid/03yrm5c26">Marine institute</a></p>'
        f'<p>Manufacturer: <a href="http://maker.example.invalid/">Maker</a></p>'
        f"<h2>Documents and metadata</h2>{ul(links)}"
        f'<p class="share"><a href="http://social.example.invalid/share?u={key}">Share</a></p>'
    )
    pages: dict[str, object] = {base: INS.page(name, main)}
    for e in exports:
        pages[f"{base}/export/{e}"] = data(
            f"<instrument><name>{name}</name></instrument>", "application/xml"
        )
    for f, t in docs:
        pages[f"/files/{key}/{f}"] = pdf_file(t, name)
    return pages


INS_A = (
    "8c41f2e0",
    "CTD profiler SBE-like 911 #0412",
    [("manual.pdf", "Operator manual")],
    ["datacite.xml"],
)
INS_B = (
    "e07b9d13",
    "Multibeam echosounder MBX-300 hull unit",
    [
        ("manual.pdf", "Manual"),
        ("calibration-2021.pdf", "Calibration 2021"),
        ("calibration-2023.pdf", "Calibration 2023"),
        ("patch-test.pdf", "Patch test report"),
    ],
    ["datacite.xml", "pidinst.json", "schemaorg.jsonld"],
)


def instrument_sites() -> list[Site]:
    return [INS.site({**_ins(*INS_A), **_ins(*INS_B)})]  # type: ignore[arg-type]


def _ins_truth(i: tuple[str, str, list[tuple[str, str]], list[str]]) -> list[str]:
    key, _n, docs, exports = i
    base = f"/instrument/{key}"
    return [
        INS.url(p)
        for p in [
            base,
            *(f"{base}/export/{e}" for e in exports),
            *(f"/files/{key}/{f}" for f, _t in docs),
        ]
    ]


# ---- sample registry (IGSN-like): the landing page's Link header names its members
SMP = Chrome(
    "app.samplenexus-geo.hx72.example",
    "SampleNexus",
    MENU + [("/register", "Register samples")],
    FOOT,
    "{title} – SampleNexus",
    tagline="Physical samples with persistent IDs",
)


def _smp(
    igsn: str,
    name: str,
    items: list[tuple[str, str]],
    meta: list[tuple[str, str]],
    parent: str | None,
    children: list[str],
) -> dict[str, object]:
    base = f"/sample/{igsn}"
    url = SMP.url(base)
    link = [f'<{url}>; rel="cite-as"']
    link += [f'<{SMP.url(p)}>; rel="item"; type="{t}"' for p, t in items]
    link += [f'<{SMP.url(p)}>; rel="describedby"; type="{t}"' for p, t in meta]
    rel = []
    if parent:
        rel.append((f"/sample/{parent}", f"Parent {parent}"))
    rel += [(f"/sample/{c}", f"Sub-sample {c}") for c in children]
    main = (
        f"<h1>{escape(name)}</h1><p>IGSN {igsn}</p><h2>Files</h2>{ul([(p, p.rsplit('/', 1)[1]) for p, _ in items])}"
        f"<h2>Metadata</h2>{ul([(p, t) for p, t in meta])}<h2>Related samples</h2>{ul(rel)}"
    )
    pages: dict[str, object] = {
        base: Response.html(SMP.page(name, main), headers=[("Link", ", ".join(link))])
    }
    for p, t in items:
        pages[p] = (
            data(f"sample,{igsn}\n", t)
            if t == "text/csv"
            else Response.data(b"\xff\xd8\xff\xe0 jpeg", t)
        )
    for p, t in meta:
        pages[p] = data(f"<sample igsn='{igsn}'/>", t)
    return pages


SMP_A = (
    "IEXH0002K",
    "Basalt core fragment, Reykjanes ridge",
    [("/files/IEXH0002K/photo.jpg", "image/jpeg")],
    [("/sample/IEXH0002K/metadata.xml", "application/xml")],
    None,
    [],
)
SMP_B = (
    "IEXH0007Q",
    "Sediment core SN-17, 0-340 cm",
    [
        ("/files/IEXH0007Q/photo-top.jpg", "image/jpeg"),
        ("/files/IEXH0007Q/photo-base.jpg", "image/jpeg"),
        ("/files/IEXH0007Q/xrf-scan.csv", "text/csv"),
        ("/files/IEXH0007Q/grain-size.csv", "text/csv"),
    ],
    [
        ("/sample/IEXH0007Q/metadata.xml", "application/xml"),
        ("/sample/IEXH0007Q/metadata.jsonld", "application/ld+json"),
    ],
    "IEXH0001A",
    ["IEXH0007R", "IEXH0007S"],
)


def sample_sites() -> list[Site]:
    pages = {**_smp(*SMP_A), **_smp(*SMP_B)}  # type: ignore[arg-type]
    for s in ("IEXH0001A", "IEXH0007R", "IEXH0007S"):
        pages[f"/sample/{s}"] = SMP.page(f"Sample {s}", f"<h1>Sample {s}</h1>")
    return [SMP.site(pages)]  # type: ignore[arg-type]


def _smp_truth(
    s: tuple[str, str, list[tuple[str, str]], list[tuple[str, str]], str | None, list[str]],
) -> list[str]:
    return [
        SMP.url(f"/sample/{s[0]}"),
        *(SMP.url(p) for p, _ in s[2]),
        *(SMP.url(p) for p, _ in s[3]),
    ]


SW_T = "Research software registry"
RR_T = "Data repository registry"
ORC_T = "Researcher identifier record"
GR_T = "Grant and project database"
INS_T = "Instrument PID registry"
SMP_T = "Physical sample registry"

CASES: list[Case] = [
    # A registry entry describes code hosted elsewhere: the record itself is the artifact, like
    # the seed's blog posts (Single Artifact URI -> single_page); the code site is another portal.
    case(
        "swreg-tidewrap",
        f"{SW_T} (ASCL-like entry, one citation)",
        "Single Artifact URI",
        "single_page",
        SW.url("/code/2203.017"),
        [SW.url("/code/2203.017")],
        software_sites,
        others=[SW.url("/code/1907.004")],
    ),
    case(
        "swreg-pyrrhic",
        f"{SW_T} (entry with citing papers and similar codes)",
        "Single Artifact URI",
        "single_page",
        SW.url("/code/1911.042"),
        [SW.url("/code/1911.042")],
        software_sites,
        others=[SW.url(f"/code/{c}") for c in ("1806.011", "2001.019", "1702.003")],
    ),
    # A repository-registry record is a descriptive page; everything it links is elsewhere
    # (seed: Single Artifact URI -> single_page).
    case(
        "reporeg-csa",
        f"{RR_T} (re3data-like record, one subject)",
        "Single Artifact URI",
        "single_page",
        RR.url("/repository/rsa100004417"),
        [RR.url("/repository/rsa100004417")],
        reporeg_sites,
    ),
    case(
        "reporeg-pcdh",
        f"{RR_T} (record with many subject facets and APIs)",
        "Single Artifact URI",
        "single_page",
        RR.url("/repository/rsa100011902"),
        [RR.url("/repository/rsa100011902")],
        reporeg_sites,
    ),
    # Every tab and works page sits under the iD's path, like the seed's GitLab/BitBucket
    # projects: path_based (works link to DOIs on other portals).
    case(
        "orcid-solvang",
        f"{ORC_T} (ORCID-like, short works list)",
        "Multi-Hop",
        "path_based",
        ORC.url(f"/{ORC_A}"),
        _orc_truth(ORC_A, 1),
        orcid_sites,
        others=[ORC.url("/0000-0001-5550-2209")],
    ),
    case(
        "orcid-ferreira",
        f"{ORC_T} (paginated works list, co-authors)",
        "Multi-Hop",
        "path_based",
        ORC.url(f"/{ORC_B}"),
        _orc_truth(ORC_B, 3),
        orcid_sites,
        others=[ORC.url("/0000-0001-8812-3307"), ORC.url("/0000-0002-2201-6618")],
    ),
    # The grant number is in every output URI, including the API host, but the paths differ
    # (/project/id/N, /publications?grant=N, api .../N.xml): GBIF's shape -> sig_uri.
    case(
        "grant-coral",
        f"{GR_T} (CORDIS-like project, one deliverable)",
        "Multi-Hop",
        "sig_uri",
        GR.url(f"/project/id/{GR_A[0]}"),
        _grant_truth(GR_A),
        grant_sites,
    ),  # type: ignore[arg-type]
    case(
        "grant-airgrid",
        f"{GR_T} (paginated results, API exports, publications)",
        "Multi-Hop",
        "sig_uri",
        GR.url(f"/project/id/{GR_B[0]}"),
        _grant_truth(GR_B),
        grant_sites,
    ),  # type: ignore[arg-type]
    # Landing page + exports + documents one hop away among site chrome: the seed's Zenodo /
    # Figshare shape (Single Hop -> single_page_plus_ignored).
    case(
        "instr-ctd",
        f"{INS_T} (PIDINST-like, one manual)",
        "Single Hop",
        "single_page_plus_ignored",
        INS.url(f"/instrument/{INS_A[0]}"),
        _ins_truth(INS_A),  # type: ignore[arg-type]
        instrument_sites,
    ),
    case(
        "instr-multibeam",
        f"{INS_T} (calibration history, three exports)",
        "Single Hop",
        "single_page_plus_ignored",
        INS.url(f"/instrument/{INS_B[0]}"),
        _ins_truth(INS_B),  # type: ignore[arg-type]
        instrument_sites,
    ),
    # The landing page's HTTP Link header lists items and metadata (FAIR signposting), while
    # related samples are separate records: signposting.
    case(
        "sample-basalt",
        f"{SMP_T} (IGSN-like, one photo)",
        "Multi-Hop",
        "signposting",
        SMP.url(f"/sample/{SMP_A[0]}"),
        _smp_truth(SMP_A),
        sample_sites,
    ),  # type: ignore[arg-type]
    case(
        "sample-core",
        f"{SMP_T} (sub-samples, scans, two metadata formats)",
        "Multi-Hop",
        "signposting",
        SMP.url(f"/sample/{SMP_B[0]}"),
        _smp_truth(SMP_B),
        sample_sites,  # type: ignore[arg-type]
        others=[SMP.url("/sample/IEXH0001A"), SMP.url("/sample/IEXH0007R")],
    ),
]
