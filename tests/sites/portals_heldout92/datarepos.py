"""heldout92's title-bound data repositories: a materials-testing database, a facility
dataverse and an engineering collaboration workspace.

- materials-testing database (matdb.alloytestarchive): Dryad-shaped, "Data from: ..." on the
  record, its item pages and its citation export; the data files carry no title and are one
  hop from those pages -> sig_title_plus_ignored.
- facility dataverse (dataverse.reactorneutronfac): Dataverse-shaped, every page title ends
  " | NRF Data Repository" (the homepage's too), the dataset title is on its file pages,
  versions and in its tabular files -> sig_filtered_title (filtered from the end).
- engineering collaboration workspace (workspace.engcollab-hub): OSF-shaped GUID paths,
  every title starts "EngHub | " -> sig_filtered_title (filtered from the start).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, csv_rows, data, table, ul

Pages = dict[str, str | Response]

# ---------------------------------------------------------------------------------------
# Materials-testing database (Dryad-like) -> sig_title_plus_ignored

ATA = "matdb.alloytestarchive.hx92.example"

# record id -> (title, {item id: (label, [file names])}, items shown on the record page)
_ATA_RECORDS: dict[str, tuple[str, dict[int, tuple[str, list[str]]], int]] = {
    "ata.4471": (
        "Data from: Creep rupture of alloy 617 weldments at 950 C",
        {
            8812: ("Creep curves, weld metal", ["creep_curves_W1.csv"]),
            8813: ("Rupture times and fractography", ["rupture_times.csv"]),
        },
        2,
    ),
    "ata.5120": (
        "Data from: Low-cycle fatigue of additively manufactured Ti-6Al-4V at 400 C",
        {
            9301: ("Hysteresis loops, as-built", ["loops_asbuilt.csv", "README_loops.txt"]),
            9302: ("Hysteresis loops, HIPed", ["loops_hiped.csv"]),
            9303: ("Specimen geometry and CT porosity", ["geometry.csv", "porosity_ct.csv"]),
        },
        2,
    ),
}
_ATA_RECENT = {
    "ata.4390": "Data from: Tensile properties of 316H after thermal ageing",
    "ata.5007": "Data from: Fretting wear of Ni-based superalloy contacts",
}
_ATA_BROWSE = [
    ("/browse/alloy/nickel", "Nickel alloys"),
    ("/browse/alloy/titanium", "Titanium"),
    ("/browse/test/creep", "Creep"),
    ("/browse/test/fatigue", "Fatigue"),
]


def _ata_chrome() -> Chrome:
    recent = ul([(f"/record/{k}", v) for k, v in _ATA_RECENT.items()])
    return Chrome(
        ATA,
        "AlloyTest Archive",
        [("/browse", "Browse"), ("/deposit", "Submit data"), ("/about", "About")],
        [("/policies", "Policies"), ("/contact", "Contact"), ("/api-docs", "API")],
        title_format="{title}",
        home_title="AlloyTest Archive: materials test data",
        home_main=f"<h1>AlloyTest Archive</h1><h2>Recently added</h2>{recent}"
        f"<h2>Browse</h2>{ul(_ATA_BROWSE)}",
        login="/user/login",
        signup="/user/register",
        analytics="http://stats.plausible-hx.test/js/script.js",
    )


def _ata_record(rid: str) -> tuple[Pages, list[str]]:
    """Pages and files of one record; its truth URIs."""
    title, items, shown = _ATA_RECORDS[rid]
    ch = _ata_chrome()
    out: Pages = {}
    truth = [ch.url(f"/record/{rid}")]
    cite = f"/export/ris?record={rid}"
    item_links = [(f"/item/{i}", f"{lab}") for i, (lab, _f) in items.items()]
    more = ""
    if len(items) > shown:
        more = f"<p>{a(f'/record/{rid}/items', f'Show all {len(items)} items')}</p>"
        out[f"/record/{rid}/items"] = ch.page(
            f"Items of {title}", f"<h1>All items of {escape(title)}</h1>{ul(item_links)}"
        )
        truth.append(ch.url(f"/record/{rid}/items"))
    alloy, test = ("nickel", "creep") if "617" in title else ("titanium", "fatigue")
    out[f"/record/{rid}"] = ch.page(
        title,
        f"<h1>{escape(title)}</h1><p class='doi'>doi:10.99994/{rid}</p>"
        f"<h2>Items in this record</h2>{ul(item_links[:shown])}{more}"
        f"<p>Cite: {a(cite, 'RIS')}</p>"
        f"<p>Subjects: {a(f'/browse/alloy/{alloy}', alloy)}, {a(f'/browse/test/{test}', test)}</p>"
        f"<aside><h2>Recently added</h2>"
        f"{ul([(f'/record/{k}', v) for k, v in _ATA_RECENT.items()])}</aside>",
    )
    out[cite] = data(
        f"TY  - DATA\nTI  - {title}\nDO  - 10.99994/{rid}\nER  -\n",
        "application/x-research-info-systems",
    )
    truth.append(ch.url(cite))
    for i, (lab, files) in items.items():
        flinks = [(f"/download/{i}/{f}", f) for f in files]
        out[f"/item/{i}"] = ch.page(
            f"{lab}: {title}",
            f"<h1>{escape(lab)}</h1><p>Part of: {a(f'/record/{rid}', title)}</p>"
            f"<h2>Files</h2>{ul(flinks)}",
        )
        truth.append(ch.url(f"/item/{i}"))
        for href, f in flinks:
            body = (
                csv_rows("cycle,stress_MPa,strain_pct", 15)
                if f.endswith(".csv")
                else "Columns: cycle, stress in MPa, strain in percent.\n"
            )
            out[href] = data(body, "text/csv" if f.endswith(".csv") else "text/plain")
            truth.append(ch.url(href))
    return out, truth


def _ata_build() -> list[Site]:
    ch = _ata_chrome()
    pages: Pages = {}
    for rid in _ATA_RECORDS:
        pages.update(_ata_record(rid)[0])
    for k, v in _ATA_RECENT.items():
        pages[f"/record/{k}"] = ch.page(v, f"<h1>{escape(v)}</h1>")
    for href, text in _ATA_BROWSE:
        pages[href] = ch.page(text, f"<h1>{escape(text)}</h1>")
    return [ch.site(pages)]


def _ata_case(name: str, rid: str, detail: str, other: str) -> Case:
    return case(
        name,
        f"materials-testing database ({detail})",
        "Multi-Hop",
        # Dryad-shaped: "Data from: <title>" is the entry's title and is on the record, its
        # item pages and its RIS export, but not in the data files linked from the items;
        # the seed prescribes Significant String from Title+ with Ignored URIs (as Dryad).
        "sig_title_plus_ignored",
        f"http://{ATA}/record/{rid}",
        _ata_record(rid)[1],
        _ata_build,
        others=[f"http://{ATA}/record/{other}"],
    )


# ---------------------------------------------------------------------------------------
# Facility dataverse (title suffix) -> sig_filtered_title

NRF = "dataverse.reactorneutronfac.hx92.example"

# doi -> (title, collection, versions newest first, {file id: name})
_NRF_DATASETS: dict[str, tuple[str, str, list[str], dict[int, str]]] = {
    "doi:10.99993/NRF/KX7QTA": (
        "Residual stress maps of friction-stir welded aluminium plates",
        "stress-lab",
        ["1.0"],
        {4411: "longitudinal_strain.tab", 4412: "transverse_strain.tab"},
    ),
    "doi:10.99993/NRF/P2M9WD": (
        "Neutron diffraction strain scans of a shot-peened railway axle, two campaigns",
        "stress-lab",
        ["2.1", "1.0"],
        {
            5101: "axle_hoop_2022.tab",
            5102: "axle_axial_2022.tab",
            5103: "axle_radial_2022.tab",
            5104: "axle_hoop_2023.tab",
            5105: "gauge_volume_calibration.tab",
            5106: "d0_reference_powder.tab",
        },
    ),
}


def _nrf_chrome() -> Chrome:
    return Chrome(
        NRF,
        "NRF Data Repository",
        [("/dataverse/root", "Browse"), ("/guides/user", "User guide"), ("/support", "Support")],
        [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About the NRF")],
        title_format="{title} | {name}",
        home_title="Home | NRF Data Repository",
        home_main="<h1>NRF Data Repository</h1><p>Data from the reactor's instruments.</p>"
        f"<p>{a('/dataverse/root', 'Browse all collections')}</p>",
        login="/loginpage.xhtml",
        signup="/dataverseuser.xhtml?editMode=CREATE",
        search="/dataverse/root/search",
    )


def _nrf_dataset(doi: str) -> tuple[Pages, list[str]]:
    title, coll, versions, files = _NRF_DATASETS[doi]
    ch = _nrf_chrome()
    out: Pages = {}
    land = f"/dataset.xhtml?persistentId={doi}"
    truth = [ch.url(land)]
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId={doi}", label)
        for e, label in (("dataverse_json", "JSON"), ("ddi", "DDI"), ("datacite", "DataCite"))
    ]
    rows = []
    for fid, fname in files.items():
        fpage = f"/file.xhtml?fileId={fid}&version={versions[0]}"
        dl = f"/api/access/datafile/{fid}"
        rows.append([a(fpage, fname), a(dl, "Download")])
        out[fpage] = ch.page(
            f"{fname} - {title}",
            f"<h1>{escape(fname)}</h1><p>Dataset: {a(land, title)}</p><p>{a(dl, 'Download')}</p>",
        )
        out[dl] = data(
            f"# {title}\n# file {fname}\n"
            + csv_rows("x_mm\ty_mm\tstrain_ue", 8, "{i}\t{a:.3f}\t{b:.2f}"),
            "text/tab-separated-values",
        )
        truth += [ch.url(fpage), ch.url(dl)]
    for href, label in exports:
        out[href] = data(
            f'{{"title":"{title}","persistentId":"{doi}","format":"{label}"}}', "application/json"
        )
        truth.append(ch.url(href))
    vers = ""
    if len(versions) > 1:
        vrows = [[a(f"{land}&version={v}", f"Version {v}")] for v in versions]
        vers = f"<h2>Versions</h2>{table(['Version'], vrows)}"
        for v in versions:
            out[f"{land}&version={v}"] = ch.page(
                title, f"<h1>{escape(title)}</h1><p>Version {v}.</p>{table(['Version'], vrows)}"
            )
            truth.append(ch.url(f"{land}&version={v}"))
    out[land] = ch.page(
        title,
        f'<nav class="breadcrumb">{a("/dataverse/root", "NRF")} &gt; '
        f"{a(f'/dataverse/{coll}', coll)}</nav><h1>{escape(title)}</h1>"
        f"<p class='citation'>{escape(doi)}, NRF Data Repository, V{versions[0]}</p>"
        f"<p>Export metadata: {' '.join(a(h, t) for h, t in exports)}</p>"
        f"<h2>Files</h2>{table(['File', ''], rows)}{vers}"
        f"<p>{a('/dataverse/root', 'Browse other datasets')}</p>",
    )
    return out, truth


def _nrf_build() -> list[Site]:
    ch = _nrf_chrome()
    pages: Pages = {}
    for doi in _NRF_DATASETS:
        pages.update(_nrf_dataset(doi)[0])
    # The collection page fills its dataset cards from the search API in the browser.
    pages["/dataverse/stress-lab"] = ch.page(
        "Stress Lab",
        '<h1>Stress Lab</h1><div id="cards" data-api="/api/search?subtree=stress-'
        'lab">Loading datasets…</div>',
    )
    pages["/dataverse/root"] = ch.page(
        "NRF", f"<h1>Collections</h1>{ul([('/dataverse/stress-lab', 'Stress Lab')])}"
    )
    return [ch.site(pages)]


def _nrf_case(name: str, doi: str, detail: str) -> Case:
    return case(
        name,
        f"facility dataverse ({detail})",
        "Multi-Hop",
        # Dataverse-shaped: every title ends " | NRF Data Repository" like the homepage's, so
        # the seed's Significant String from Filtered Title, filtered from the title's end
        # (as it says of Dataverse); the dataset title is on file pages, versions, exports
        # and in the tab files.
        "sig_filtered_title",
        f"http://{NRF}/dataset.xhtml?persistentId={doi}",
        _nrf_dataset(doi)[1],
        _nrf_build,
    )


# ---------------------------------------------------------------------------------------
# Engineering collaboration workspace (OSF-like, title prefix) -> sig_filtered_title

ECH = "workspace.engcollab-hub.hx92.example"

# project guid -> (title, {component guid: label}, {file guid: (name, owner guid)})
_ECH_PROJECTS: dict[str, tuple[str, dict[str, str], dict[str, tuple[str, str]]]] = {
    "7gk2m": (
        "Vibration fatigue of welded aluminium brackets",
        {},
        {"r3x9p": ("accel_sweep.csv", "7gk2m"), "t8v2n": ("strain_gauge_map.csv", "7gk2m")},
    ),
    "b4wq6": (
        "Thermal cycling of solder joints in power electronics modules",
        {"c5yz1": "Test vehicle design", "d9ke3": "Cycling campaign"},
        {
            "f2ab7": ("module_layout.csv", "c5yz1"),
            "g6cd8": ("cycles_to_failure.csv", "d9ke3"),
            "h1ef9": ("chamber_profile.csv", "d9ke3"),
            "j7gh2": ("crack_lengths.csv", "d9ke3"),
            "k3ij4": ("analysis_notes.txt", "b4wq6"),
        },
    ),
}


def _ech_chrome() -> Chrome:
    return Chrome(
        ECH,
        "EngHub",
        [
            ("/dashboard", "My projects"),
            ("/search", "Search"),
            ("/support", "Support"),
            ("/donate", "Donate"),
        ],
        [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
        title_format="{name} | {title}",
        home_title="EngHub | Home",
        home_main="<h1>Open engineering projects</h1>",
        login="/login",
        signup="/register",
        cdn="http://cdn.ember-hx.test/vendor.js",
    )


def _ech_project(guid: str) -> tuple[Pages, list[str]]:
    title, comps, files = _ECH_PROJECTS[guid]
    ch = _ech_chrome()
    out: Pages = {}
    truth = [ch.url(f"/{guid}/")]

    def node(g: str, label: str) -> str:
        own = [(f"/{fg}/", n) for fg, (n, owner) in files.items() if owner == g]
        sub = [(f"/{c}/", lab) for c, lab in comps.items()] if g == guid else []
        parent = "" if g == guid else f"<p>Component of {a(f'/{guid}/', title)}</p>"
        return (
            f"<h1>{escape(label)}</h1>{parent}"
            f"<p>{a(f'/{g}/files/', 'Files')} · {a(f'/{g}/wiki/', 'Wiki')} · "
            f"{a(f'/{g}/analytics/', 'Analytics')}</p>"
            + (f"<h2>Components</h2>{ul(sub)}" if sub else "")
            + f"<h2>Files</h2>{ul(own)}"
        )

    nodes = {guid: title, **{c: f"{title}: {lab}" for c, lab in comps.items()}}
    for g, label in nodes.items():
        own = [(f"/{fg}/", n) for fg, (n, owner) in files.items() if owner == g]
        out[f"/{g}/"] = ch.page(label, node(g, label))
        out[f"/{g}/files/"] = ch.page(label, f"<h1>{escape(label)}: files</h1>{ul(own)}")
        out[f"/{g}/wiki/"] = ch.page(label, f"<h1>{escape(label)}: wiki</h1><p>Test plan.</p>")
        out[f"/{g}/analytics/"] = ch.page(label, f"<h1>{escape(label)}: analytics</h1>")
        truth += [ch.url(f"/{g}/{p}") for p in ("", "files/", "wiki/", "analytics/")]
    truth = list(dict.fromkeys(truth))
    for fg, (fname, _owner) in files.items():
        out[f"/{fg}/"] = ch.page(
            fname,
            f"<h1>{escape(fname)}</h1><p>In {escape(title)}</p>"
            f"<p>{a(f'/{fg}/download', 'Download')} · {a(f'/{fg}/revisions', 'Revisions')}</p>",
        )
        out[f"/{fg}/revisions"] = ch.page(
            fname,
            f"<h1>{escape(fname)}</h1><p>Revisions of a file "
            f"of {escape(title)}.</p><ol><li>v1</li></ol>",
        )
        out[f"/{fg}/download"] = data(
            f"# {title}\n" + csv_rows("t_s,value,unit_code", 6), "text/plain; charset=utf-8"
        )
        truth += [ch.url(f"/{fg}/"), ch.url(f"/{fg}/revisions"), ch.url(f"/{fg}/download")]
    return out, truth


def _ech_build() -> list[Site]:
    pages: Pages = {}
    for g in _ECH_PROJECTS:
        pages.update(_ech_project(g)[0])
    return [_ech_chrome().site(pages)]


def _ech_case(name: str, guid: str, detail: str) -> Case:
    return case(
        name,
        f"engineering collaboration workspace ({detail})",
        "Multi-Hop",
        # OSF-shaped: GUID paths share no prefix, every title starts "EngHub | " as the
        # homepage's does and the project title is in every page and file of the project:
        # the seed's Significant String from Filtered Title (as OSF).
        "sig_filtered_title",
        f"http://{ECH}/{guid}/",
        _ech_project(guid)[1],
        _ech_build,
    )


CASES: list[Case] = [
    # Dryad-shaped: titled record and item pages, untitled data files one hop out.
    _ata_case("alloytest-617-creep", "ata.4471", "record with two items", "ata.4390"),
    # Same shape; the third item is only on the titled all-items page, two hops away.
    _ata_case(
        "alloytest-ti64-lcf",
        "ata.5120",
        "record with three items, one only on the all-items page",
        "ata.5007",
    ),
    # Dataverse-shaped: portal name at the end of every title (sig_filtered_title).
    _nrf_case("nrf-fsw-residual-stress", "doi:10.99993/NRF/KX7QTA", "dataset with two files"),
    # Same shape, more files and two version pages carrying the dataset title.
    _nrf_case(
        "nrf-railway-axle-strain",
        "doi:10.99993/NRF/P2M9WD",
        "dataset with six files and two versions",
    ),
    # OSF-shaped: "EngHub | " before every title, GUID paths (sig_filtered_title).
    _ech_case("enghub-bracket-vibration", "7gk2m", "project with two files"),
    # Same shape, components and their files under their own GUIDs.
    _ech_case("enghub-solder-thermal-cycling", "b4wq6", "project with two components"),
]
