"""heldout82 hierarchical archives: a model-output data node and a cruise data catalogue.

Both nest every resource of one simulation member or one cruise under the entry's path
(tables, variables, versions and files; instrument filesets, navigation and reports), with
sibling members, parent experiments, vessels and people outside it: the seed's Path-Based
heuristic (the entry URI, with its ending slash, is a prefix of every artifact URI).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import Chrome, csv, nc, pdf_doc, text, ul, zipped

# --- model-output data node --------------------------------------------------------------

NODE = Chrome(
    Portal(
        "datanode.cmipvault.hx82.example",
        "CMIP Vault data node",
        [
            ("/search/cmip7/", "Search CMIP7"),
            ("/projects/", "Projects"),
            ("/errata/", "Errata"),
            ("/help/wget/", "Download help"),
            ("/news/", "News"),
        ],
        [
            ("/terms-of-use/", "Terms of use"),
            ("/citation/", "Citing model data"),
            ("http://status.federation.test/", "Federation status"),
        ],
        title_format="{title} :: {name}",
    ),
    "CV-44",
)

ROOT = "/archive/CMIP7"
# member path (under ROOT) -> {table/variable: [(version, [periods])]}
MEMBERS: dict[str, dict[str, list[tuple[str, list[str]]]]] = {
    "ScenarioMIP/NorthLab/NLESM2-LR/ssp370/r1i1p1f1": {
        "Amon/tas": [("v20240315", ["201501-210012"])],
        "Amon/pr": [("v20240315", ["201501-210012"])],
    },
    "CMIP/BaltOcean/BOCM-1-0-HR/historical/r2i1p1f2": {
        "Amon/tas": [("v20231104", ["185001-201412"]), ("v20240522", ["185001-201412"])],
        "Omon/tos": [
            ("v20231104", [f"{y}01-{y + 49}12" for y in range(1850, 2000, 50)] + ["200001-201412"])
        ],
        "Omon/zos": [("v20231104", ["185001-194912", "195001-201412"])],
        "SImon/siconc": [("v20240522", ["185001-201412"])],
    },
}
PER_PAGE = 3


def _page_query(n: int) -> str:
    """The pager's query for page n: page 1 is the bare listing URL."""
    return "" if n == 1 else f"?page={n}"


def _member_paths(member: str) -> dict[str, PageValue]:
    """Every page and file of one member, keyed by path (all under the member's path)."""
    base = f"{ROOT}/{member}/"
    source, exp, ens = member.split("/")[2], member.split("/")[3], member.split("/")[4]
    out: dict[str, PageValue] = {}
    tree = MEMBERS[member]
    tables = sorted({tv.split("/")[0] for tv in tree})
    siblings = f"{ROOT}/{member.rsplit('/', 1)[0]}/r1i1p1f9/"
    out[base] = NODE.page(
        f"{source} {exp} {ens}",
        f"<h1>{escape(source)} · {escape(exp)} · {escape(ens)}</h1>"
        f'<p>Experiment: <a href="/projects/cmip7/experiments/{exp}/">{exp}</a>; '
        f'institution: <a href="/institutions/{member.split("/")[1].lower()}/">{member.split("/")[1]}</a></p>'
        "<h2>Tables</h2>"
        + ul([(f"{base}{t}/", t) for t in tables])
        + f'<p><a href="{base}wget-script.sh">wget script for this member</a></p>'
        f'<aside><h2>Other members</h2><a href="{siblings}">r1i1p1f9</a></aside>',
        share=NODE.url(base),
    )
    out[f"{base}wget-script.sh"] = text("#!/bin/sh\n# wget script\n", "text/x-shellscript")
    out[siblings] = NODE.page("Other member", f"<h1>{escape(siblings)}</h1>")
    for t in tables:
        vars_ = sorted(tv.split("/")[1] for tv in tree if tv.startswith(t + "/"))
        out[f"{base}{t}/"] = NODE.page(
            f"{source} {exp} {ens} {t}",
            f'<h1>Table {t}</h1><p><a href="{base}">up</a></p>'
            + ul([(f"{base}{t}/{v}/gn/", v) for v in vars_]),
        )
        for v in vars_:
            versions = tree[f"{t}/{v}"]
            out[f"{base}{t}/{v}/gn/"] = NODE.page(
                f"{v} {t} {source} {exp} {ens}",
                f"<h1>{v} ({t}), grid gn</h1>"
                + ul(
                    [
                        (
                            f"{base}{t}/{v}/gn/{ver}/",
                            ver + (" (latest)" if i == len(versions) - 1 else " (superseded)"),
                        )
                        for i, (ver, _p) in enumerate(versions)
                    ]
                ),
            )
            for ver, periods in versions:
                files = [f"{v}_{t}_{source}_{exp}_{ens}_gn_{p}.nc" for p in periods]
                vdir = f"{base}{t}/{v}/gn/{ver}/"
                n = (len(files) + PER_PAGE - 1) // PER_PAGE
                for k in range(n):
                    chunk = files[k * PER_PAGE : (k + 1) * PER_PAGE]
                    pager = "".join(
                        f' <a href="{vdir}{_page_query(q + 1)}">{q + 1}</a>'
                        for q in range(n)
                        if q != k
                    )
                    out[vdir + ("" if k == 0 else f"?page={k + 1}")] = NODE.page(
                        f"{v} {ver}",
                        f"<h1>{v} {ver}</h1>"
                        + ul([(vdir + f, f) for f in chunk])
                        + f'<p class="pages">{pager}</p><p><a href="{vdir}checksums.sha256">checksums</a></p>',
                    )
                out[vdir + "checksums.sha256"] = text("".join(f"0123abcd  {f}\n" for f in files))
                for f in files:
                    out[vdir + f] = nc(f, [v, "time", "lat", "lon"])
    return out


def node_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for m in MEMBERS:
        pages.update(_member_paths(m))
    return [NODE.site(pages)]


def _node_truth(member: str) -> list[str]:
    base = f"{ROOT}/{member}/"
    return [NODE.url(p) for p in _member_paths(member) if p.startswith(base)]


# --- cruise data catalogue ---------------------------------------------------------------

CRUISE = Chrome(
    Portal(
        "catalog.cruisebase.hx82.example",
        "CruiseBase",
        [
            ("/search", "Search cruises"),
            ("/vessels", "Vessels"),
            ("/organizations", "Organizations"),
            ("/standards", "Standards"),
            ("/about", "About"),
        ],
        [("/policy", "Data policy"), ("/contact", "Contact"), ("/accessibility", "Accessibility")],
        title_format="{name}: {title}",
    ),
    "CB-5",
)

# cruise id -> (vessel, chief scientist, {instrument: [files]}, qc reports)
CRUISES: dict[str, tuple[str, str, dict[str, list[str]], bool]] = {
    "AT50-12": (
        "Atlantis",
        "M. Ferreira",
        {"ctd": ["AT50-12_ctd.tar.gz"], "adcp": ["AT50-12_os75nb.tar.gz"]},
        False,
    ),
    "RR2404": (
        "Roger Revelle",
        "K. Tanaka",
        {
            "ctd": ["RR2404_ctd_casts.tar.gz", "RR2404_ctd_bottle.csv"],
            "adcp": ["RR2404_os38.tar.gz"],
            "multibeam": ["RR2404_em124_raw.tar.gz", "RR2404_em124_grid.zip"],
            "met": ["RR2404_met_1min.csv"],
            "tsg": ["RR2404_tsg.csv"],
        },
        True,
    ),
}


def _cruise_paths(cid: str) -> dict[str, PageValue]:
    vessel, chief, insts, qc = CRUISES[cid]
    base = f"/cruise/{cid}/"
    out: dict[str, PageValue] = {}
    vslug = vessel.lower().replace(" ", "-")
    out[base] = CRUISE.page(
        f"Cruise {cid}",
        f'<h1>Cruise {cid}</h1><dl><dt>Vessel</dt><dd><a href="/vessels/{vslug}">{vessel}</a></dd>'
        f'<dt>Chief scientist</dt><dd><a href="/people?name={chief.replace(" ", "+")}">{chief}</a></dd></dl>'
        + ul(
            [
                (f"{base}fileset/", "Data filesets"),
                (f"{base}navigation/", "Navigation (best track)"),
                (f"{base}cruise-report.pdf", "Cruise report (PDF)"),
            ]
        )
        + '<aside><h2>Related cruises</h2><a href="/cruise/AT50-11/">AT50-11</a> '
        '<a href="/cruise/AT50-12B/">AT50-12B (leg 2)</a></aside>',
        share=CRUISE.url(base),
    )
    out[f"{base}cruise-report.pdf"] = pdf_doc(
        f"Cruise report {cid}", f"Vessel {vessel}", f"Chief scientist {chief}"
    )
    out[f"{base}navigation/"] = CRUISE.page(
        f"{cid} navigation",
        f'<h1>Navigation for {cid}</h1><a href="{base}navigation/{cid}_1min.geoCSV">1-minute best track</a>'
        + (f' <a href="{base}navigation/qc-report/">QC report</a>' if qc else ""),
    )
    out[f"{base}navigation/{cid}_1min.geoCSV"] = csv(
        "#dataset: GeoCSV 2.0\niso_time,ship_longitude,ship_latitude",
        ["2024-04-02T00:00:00Z,-117.2,32.7"],
    )
    if qc:
        out[f"{base}navigation/qc-report/"] = CRUISE.page(
            f"{cid} navigation QC",
            f'<h1>QC for {cid} navigation</h1><a href="{base}navigation/qc-report/nav_qc.pdf">QC PDF</a>',
        )
        out[f"{base}navigation/qc-report/nav_qc.pdf"] = pdf_doc(
            f"{cid} navigation QC", "No gaps > 5 min"
        )
    out[f"{base}fileset/"] = CRUISE.page(
        f"{cid} filesets",
        f"<h1>Filesets of {cid}</h1>" + ul([(f"{base}fileset/{i}/", i.upper()) for i in insts]),
    )
    for inst, files in insts.items():
        out[f"{base}fileset/{inst}/"] = CRUISE.page(
            f"{cid} {inst}",
            f'<h1>{inst.upper()} data from {cid}</h1><p>Instrument class: <a href="/standards/instruments/{inst}">'
            f"{inst}</a></p>" + ul([(f"{base}fileset/{inst}/{f}", f) for f in files]),
        )
        for f in files:
            if f.endswith(".csv"):
                out[f"{base}fileset/{inst}/{f}"] = csv("time,value", ["2024-04-02T00:00:00Z,1.0"])
            else:
                out[f"{base}fileset/{inst}/{f}"] = zipped(
                    {f"{cid}/{inst}/README.txt": f"{cid} {inst}\n"}
                )
    return out


def cruise_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for c in CRUISES:
        pages.update(_cruise_paths(c))
    for other in ("AT50-11", "AT50-12B"):
        pages[f"/cruise/{other}/"] = CRUISE.page(f"Cruise {other}", f"<h1>Cruise {other}</h1>")
    return [CRUISE.site(pages)]


M1, M2 = list(MEMBERS)
CASES: list[Case] = [
    # Data node: the member's tables, variables, versions and files all live under the
    # member's path (seed: GitLab/BitBucket-like Multi-Hop, entry URI a prefix) -> path_based.
    case(
        "cmipvault-nlesm2-ssp370-r1",
        "model-output data node (one member, two variables)",
        "dataset",
        "path_based",
        NODE.url(f"{ROOT}/{M1}/"),
        _node_truth(M1),
        node_sites,
        others=[NODE.url(f"{ROOT}/{M1.rsplit('/', 1)[0]}/r1i1p1f9/")],
    ),
    # Harder: four variables in three tables, a superseded and a latest version, multi-file
    # variables paginated three files a page, checksums and a wget script -> path_based.
    case(
        "cmipvault-bocm-historical-r2",
        "model-output data node (four variables, two versions, paginated files)",
        "dataset",
        "path_based",
        NODE.url(f"{ROOT}/{M2}/"),
        _node_truth(M2),
        node_sites,
        others=[NODE.url(f"{ROOT}/{M2.rsplit('/', 1)[0]}/r1i1p1f9/")],
    ),
    # Cruise catalogue: filesets, navigation and the report all under /cruise/<id>/ ->
    # path_based; vessel, people and standards pages are outside it.
    case(
        "cruisebase-at50-12",
        "cruise data catalogue (two instruments)",
        "dataset",
        "path_based",
        CRUISE.url("/cruise/AT50-12/"),
        [CRUISE.url(p) for p in _cruise_paths("AT50-12")],
        cruise_sites,
        others=[CRUISE.url("/cruise/AT50-11/"), CRUISE.url("/cruise/AT50-12B/")],
    ),
    # Harder: five instruments, a navigation QC report three hops down, and a sibling leg
    # "AT50-12B" linked beside it (the ending slash keeps it out) -> path_based.
    case(
        "cruisebase-rr2404",
        "cruise data catalogue (five instruments with navigation QC)",
        "dataset",
        "path_based",
        CRUISE.url("/cruise/RR2404/"),
        [CRUISE.url(p) for p in _cruise_paths("RR2404")],
        cruise_sites,
        others=[CRUISE.url("/cruise/AT50-11/"), CRUISE.url("/cruise/AT50-12B/")],
    ),
]
