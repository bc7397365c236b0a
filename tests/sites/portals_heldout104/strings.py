"""Multi-hop portals of heldout104 held together by a significant string: a nutrient-table
archive (Significant String from Title), a nutrition data repository whose downloads lack
the title (Title+ with Ignored URIs), a consumer-panel project hub and a dietary-intake
Dataverse whose titles carry the portal's name (Filtered Title, from the start and from the
end), and a food-composition database whose food id is in every artifact URI (from URI).

Titles here are written so that no page outside an artifact carries them: related records
are named by id, profiles and collections list no titles.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import chrome, csv, host, jsonr, shell, txt, ul, xml

# --- Nutrient-table archive: every object of a record carries the record's title ---

LEDGER = Portal(
    host("archive", "nutrientledger"),
    "Nutrient Ledger",
    [("/ledger", "Browse records"), ("/compilers", "Compilers"), ("/standards", "Standards")],
    [("/about", "About"), ("/cookies", "Cookies"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Nutrient Ledger",
)
TA = "Mineral content of traditional fermented cassava products"
TB = "Vitamin retention in home-cooked leafy vegetables after boiling, steaming and frying"
NA, NB = "/ledger/NL-2291", "/ledger/NL-2307"
NUTS = ["vitamin-c", "folate", "beta-carotene"]


def _ledger_pages() -> tuple[dict[str, object], list[str], list[str]]:
    p = LEDGER
    pages: dict[str, object] = {}

    def rec(path: str, title: str, main: str) -> None:
        pages[path] = shell(p, title, main)

    meta = '<p>Compiler: <a href="/compilers/okeke">Okeke</a> · Standard: <a href="/standards">INFOODS</a></p>'
    rec(
        NA,
        TA,
        f"<h1>{TA}</h1>{meta}"
        + ul(
            [
                (f"{NA}/table", "Nutrient table"),
                ("/files/NL-2291/minerals.csv", "minerals.csv"),
                ("/files/NL-2291/README.txt", "README"),
                (f"{NA}/cite.bib", "Cite (BibTeX)"),
                (NB, "Related record NL-2307"),
            ]
        ),
    )
    rec(
        f"{NA}/table",
        f"Nutrient table: {TA}",
        f"<h1>Nutrient table</h1><p>{TA}</p><table><tr><th>Iron mg</th><td>1.2</td></tr></table>",
    )
    pages["/files/NL-2291/minerals.csv"] = csv(f"# {TA}\nproduct,fe_mg,zn_mg\ngari,1.2,0.4\n")
    pages["/files/NL-2291/README.txt"] = txt(f"{TA}\nCompiled 2024 by the Nutrient Ledger.\n")
    pages[f"{NA}/cite.bib"] = txt(f"@dataset{{nl2291, title={{{TA}}}}}\n")
    rec(
        NB,
        TB,
        f"<h1>{TB}</h1>{meta}"
        + ul(
            [
                (f"{NB}/tables", "Nutrient tables"),
                (f"{NB}/methods", "Methods"),
                (f"{NB}/cite.bib", "Cite (BibTeX)"),
                (NA, "Related record NL-2291"),
            ]
        ),
    )
    rec(
        f"{NB}/tables",
        f"Tables: {TB}",
        f"<p>{TB}</p>"
        + ul([(f"{NB}/tables/vitamin-c", "Vitamin C")])
        + f'<a href="{NB}/tables?page=2">Next page</a>',
    )
    rec(
        f"{NB}/tables?page=2",
        f"Tables: {TB}",
        f"<p>{TB}</p>" + ul([(f"{NB}/tables/{n}", n) for n in NUTS[1:]]),
    )
    for n in NUTS:
        rec(
            f"{NB}/tables/{n}",
            f"{n}: {TB}",
            f"<p>{TB}</p><h1>{n}</h1>"
            + ul([(f"/files/NL-2307/{n}.csv", f"{n}.csv"), (f"/nutrients/{n}", f"About {n}")]),
        )
        pages[f"/files/NL-2307/{n}.csv"] = csv(
            f"# {TB}\nvegetable,method,retention\nkale,boil,0.55\n"
        )
        pages[f"/nutrients/{n}"] = shell(p, n, f"<h1>{n}</h1><p>Definition and units.</p>")
    rec(f"{NB}/methods", f"Methods: {TB}", f"<p>{TB}</p><p>Cooking methods ...</p>")
    pages[f"{NB}/cite.bib"] = txt(f"@dataset{{nl2307, title={{{TB}}}}}\n")
    pages["/compilers/okeke"] = shell(p, "Okeke", "<h1>Compiler Okeke</h1><p>12 records.</p>")
    truth_a = [
        NA,
        f"{NA}/table",
        "/files/NL-2291/minerals.csv",
        "/files/NL-2291/README.txt",
        f"{NA}/cite.bib",
    ]
    truth_b = [
        NB,
        f"{NB}/tables",
        f"{NB}/tables?page=2",
        f"{NB}/methods",
        f"{NB}/cite.bib",
        *(f"{NB}/tables/{n}" for n in NUTS),
        *(f"/files/NL-2307/{n}.csv" for n in NUTS),
    ]
    pages.update(chrome(p))
    return pages, truth_a, truth_b


def _ledger_sites() -> list[Site]:
    return [LEDGER.site(_ledger_pages()[0])]  # type: ignore[arg-type]


# --- Nutrition data repository (Dryad-like: pages carry the title, downloads do not) ---

DEPOT = Portal(
    host("repo", "nutridepot"),
    "NutriDepot",
    [("/search", "Search data"), ("/publish", "Publish data"), ("/members", "Members")],
    [("/about", "About"), ("/cookies", "Cookies"), ("/terms", "Terms of use"), ("/api", "API")],
    title_format="{title}",
    home_title="NutriDepot",
)
DA, DB = "/dataset/nd-3x7q", "/dataset/nd-9m2k"
TDA = "Data from: Sodium reduction in bread and consumer acceptance across three panels"
TDB = "Data from: Front-of-pack colour labels and snack choice in a virtual supermarket"
DEPOT.home_main = "<h1>NutriDepot</h1><h2>Recently published</h2>" + ul(
    [(DB, "Front-of-pack colour labels"), (DA, "Sodium reduction in bread")]
)


def _dl(n: int) -> str:
    return f"/stash/downloads/file_stream/{n}"


def _depot_sites() -> list[Site]:
    p = DEPOT
    pages: dict[str, object] = {}
    cite = "<p>Cite: Mbeki, Sato (2025). Dryad-style dataset.</p>"
    pages[DA] = shell(
        p,
        TDA,
        f"<h1>{TDA}</h1>{cite}<p>Downloads: 212</p>"
        + ul(
            [
                (f"{DA}/metadata", "Full metadata"),
                (_dl(88123), "acceptance_scores.csv (2 MB)"),
                (_dl(88124), "panel_demographics.csv"),
                (f"{DA}/cite.ris", "Citation (RIS)"),
            ]
        ),
    )
    pages[f"{DA}/metadata"] = shell(
        p,
        f"Metadata: {TDA}",
        f"<h1>{TDA}</h1><dl><dt>Funding</dt><dd>Salt Reduction Council</dd></dl>",
    )
    pages[f"{DA}/cite.ris"] = txt(f"TY  - DATA\nTI  - {TDA}\nER  -\n")
    files_b = {
        1: (70101, "choices.csv"),
        2: (70102, "eye_tracking.csv"),
        3: (70103, "store_layout.json"),
    }
    pages[DB] = shell(
        p,
        TDB,
        f"<h1>{TDB}</h1>{cite}"
        + ul(
            [(f"{DB}/file/{i}", name) for i, (_n, name) in files_b.items()]
            + [
                (f"{DB}?version=1", "Version 1 (2024-05-02)"),
                (f"{DB}/cite.ris", "Citation (RIS)"),
                (DA, "Related dataset: nd-3x7q"),
            ]
        ),
    )
    for i, (n, name) in files_b.items():
        pages[f"{DB}/file/{i}"] = shell(
            p, f"{name}: {TDB}", f"<p>File of {TDB}</p>" + ul([(_dl(n), f"Download {name}")])
        )
        pages[_dl(n)] = csv("respondent,choice\n1,green\n")
    pages[f"{DB}?version=1"] = shell(
        p,
        f"{TDB} (version 1)",
        f"<h1>{TDB}</h1><p>Version 1</p>" + ul([(_dl(60001), "choices_v1.csv")]),
    )
    pages[_dl(60001)] = csv("respondent,choice\n1,red\n")
    pages[f"{DB}/cite.ris"] = txt(f"TY  - DATA\nTI  - {TDB}\nER  -\n")
    pages[_dl(88123)] = csv("panelist,bread,liking\n1,low-salt,6\n")
    pages[_dl(88124)] = csv("panelist,age\n1,34\n")
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Consumer-panel project hub (OSF-like: "PanelCommons | " starts every title) ---

HUB = Portal(
    host("hub", "panelcommons"),
    "PanelCommons",
    [
        ("/explore", "Explore"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
        ("/support", "Support"),
    ],
    [("/about", "About"), ("/cookies", "Cookies"), ("/terms", "Terms"), ("/status", "Status")],
    title_format="PanelCommons | {title}",
    home_title="PanelCommons | Open consumer research",
)
HA = "Household scanner data on breakfast cereal purchases"
HB = "Loyalty-card panel of plant-based milk switching, 2018-2024"


def _hub_project(
    pid: str,
    title: str,
    files: list[tuple[str, str]],
    wiki: list[str],
    parent: str = "",
    components: str = "",
) -> dict[str, object]:
    p = HUB
    base = f"/p/{pid}/"
    crumb = f'<p class="crumb">{escape(parent)}</p>' if parent else ""
    head = (
        f'{crumb}<h1>{escape(title)}</h1><p>Contributors: <a href="/u/ab12c/">R. Iyer</a>, '
        '<a href="/u/zz91k/">T. Brandt</a></p>'
        + ul([(base, "Overview"), (base + "files/", "Files"), (base + "wiki/home", "Wiki")])
    )
    out: dict[str, object] = {
        base: shell(p, title, head + "<p>Project overview.</p>" + components),
        base + "files/": shell(
            p,
            f"{title}: Files",
            head + ul([(f"{base}files/osfstorage/{fid}", name) for fid, name in files]),
        ),
    }
    for fid, name in files:
        out[f"{base}files/osfstorage/{fid}"] = shell(
            p, f"{title}: {name}", head + ul([(f"/download/{fid}/", f"Download {name}")])
        )
        out[f"/download/{fid}/"] = csv(
            f"# project: {title}\n# {parent or 'top-level project'}\n# file: {name}\n"
            "hh,week,units\n1,1,2\n"
        )
    for w in wiki:
        others = ul([(f"{base}wiki/{x}", x) for x in wiki if x != w])
        out[f"{base}wiki/{w}"] = shell(p, f"{title}: wiki {w}", head + f"<h2>{w}</h2>{others}")
    return out


HA_FILES = [("6651a2", "purchases_2022.csv"), ("6651a3", "codebook.csv")]
HB_FILES = [
    ("77c0e1", "switching_panel.csv"),
    ("77c0e2", "store_ids.csv"),
    ("77c0e3", "prices_weekly.csv"),
]
HB_COMP_FILES = [("77c0f9", "survey_wave1.csv")]


def _hub_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    pages.update(_hub_project("7xk2m", HA, HA_FILES, ["home"]))
    comp = ul([("/p/3vv8d/", "Component: Attitude survey")])
    wiki = ["home", "data-dictionary", "changelog"]
    pages.update(_hub_project("9qw4e", HB, HB_FILES, wiki, components=comp))
    pages.update(
        _hub_project(
            "3vv8d", "Attitude survey", HB_COMP_FILES, ["home"], parent=f"Component of {HB}"
        )
    )
    for uid in ["ab12c", "zz91k"]:
        pages[f"/u/{uid}/"] = shell(HUB, "Profile", "<h1>Profile</h1><p>4 public projects</p>")
    pages.update(chrome(HUB))
    return pages


def _hub_sites() -> list[Site]:
    return [HUB.site(_hub_pages())]  # type: ignore[arg-type]


def _hub_truth(pid: str, files: list[tuple[str, str]], wiki: list[str]) -> list[str]:
    base = f"/p/{pid}/"
    return [
        base,
        base + "files/",
        *(f"{base}files/osfstorage/{f}" for f, _ in files),
        *(f"/download/{f}/" for f, _ in files),
        *(f"{base}wiki/{w}" for w in wiki),
    ]


# --- Dietary-intake Dataverse (" | IntakeHarbor Dataverse" ends every title) ---

DVN = Portal(
    host("dataverse", "intakeharbor"),
    "IntakeHarbor Dataverse",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    [("/about", "About"), ("/cookies", "Cookies"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
    home_title="Data portal | IntakeHarbor Dataverse",
)
VA = "Replication data for: 24-hour dietary recalls in coastal adolescents, wave 2"
VB = "Weighed food records and biomarkers from the OLIVE feeding study, 2021-2023"
PA, PB = "doi:10.99104/IH/QX7T2A", "doi:10.99104/IH/WB3K9R"


def _ds(pid: str, extra: str = "") -> str:
    return f"/dataset.xhtml?persistentId={pid}{extra}"


def _dvn_dataset(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str], coll: str
) -> tuple[dict[str, object], list[str]]:
    p = DVN
    head = (
        f'<nav><a href="/dataverse/{coll}">{coll}</a></nav><h1>{escape(title)}</h1>'
        "<p>Version and citation: IntakeHarbor Dataverse, V2, UNF:6:abc==</p>"
    )
    exports = [
        f"/api/datasets/export?exporter={e}&persistentId={pid}" for e in ("ddi", "dataverse_json")
    ]
    links = [(f"/file.xhtml?fileId={n}", name) for n, name in files]
    links += [(e, "Export metadata: " + e.split("=")[1].split("&")[0]) for e in exports]
    links += [(_ds(pid, f"&version={v}"), f"Version {v}") for v in versions]
    out: dict[str, object] = {_ds(pid): shell(p, title, head + ul(links))}
    for n, name in files:
        out[f"/file.xhtml?fileId={n}"] = shell(
            p,
            name,
            f"<p>This file is part of {escape(title)}</p>"
            + ul([(f"/api/access/datafile/{n}", "Download")]),
        )
        out[f"/api/access/datafile/{n}"] = txt(f"# {title}\nid\tkcal\n1\t1850\n")
    for e in exports:
        out[e] = xml(f"<codeBook><titl>{escape(title)}</titl></codeBook>")
    for v in versions:
        out[_ds(pid, f"&version={v}")] = shell(p, title, head + f"<p>Version {v}</p>")
    truth = [
        _ds(pid),
        *exports,
        *(f"/file.xhtml?fileId={n}" for n, _ in files),
        *(f"/api/access/datafile/{n}" for n, _ in files),
        *(_ds(pid, f"&version={v}") for v in versions),
    ]
    return out, truth


DVA = _dvn_dataset(
    PA, VA, [(4101, "recalls_wave2.tab"), (4102, "readme.txt")], [], "coastal-nutrition"
)
DVB = _dvn_dataset(
    PB,
    VB,
    [
        (5201, "weighed_records.tab"),
        (5202, "biomarkers.tab"),
        (5203, "recipes_used.tab"),
        (5204, "codebook.txt"),
    ],
    ["1.0", "1.1"],
    "olive-study",
)


def _dvn_sites() -> list[Site]:
    pages: dict[str, object] = {**DVA[0], **DVB[0]}
    for coll, pid in [("coastal-nutrition", PA), ("olive-study", PB)]:
        pages[f"/dataverse/{coll}"] = shell(DVN, coll, f"<h1>{coll}</h1><p>1 dataset: {pid}</p>")
    pages.update(chrome(DVN))
    return [DVN.site(pages)]  # type: ignore[arg-type]


# --- Food-composition database (GBIF-like: the food id is in every artifact URI) ---

COMPO = Portal(
    host("www", "compotable"),
    "CompoTable",
    [("/foods", "Foods"), ("/nutrients", "Nutrients"), ("/api-docs", "API"), ("/about", "About")],
    [("/cookies", "Cookies"), ("/licence", "Licence"), ("/contact", "Contact")],
)
API = host("api", "compotable")
FA, FB = "fc-7d41b9e2", "fc-c91e0f55"


def _compo_sites() -> list[Site]:
    p = COMPO
    pages: dict[str, object] = {}
    nut = ul([("/nutrient/vitamin-b6", "Vitamin B6"), ("/nutrient/magnesium", "Magnesium")])
    pages[f"/food/{FA}"] = shell(
        p,
        "Rice, brown, cooked",
        "<h1>Rice, brown, cooked</h1>"
        + nut
        + ul(
            [
                (f"/food/{FA}/nutrients", "Full nutrient profile"),
                (f"/food/{FA}/sources", "Sources"),
                (f"/nutrients?food={FA}&basis=serving", "Per serving"),
                (f"http://{API}/v3/food-items/{FA}.json", "JSON"),
                (f"http://{API}/v3/food-items/{FA}/export.csv", "CSV"),
                ("/food/fc-2aa04c17", "Similar: rice, white, cooked"),
                (f"/food/{FB}", "Used in: lentil curry"),
            ]
        ),
        share=p.url(f"/food/{FA}"),
    )
    pages[f"/food/{FA}/nutrients"] = shell(
        p, "Nutrients", nut + "<table><tr><td>Mg</td><td>43</td></tr></table>"
    )
    pages[f"/food/{FA}/sources"] = shell(p, "Sources", "<p>Lab analysis 2019, n=6</p>")
    pages[f"/nutrients?food={FA}&basis=serving"] = shell(p, "Per serving", "<p>Per 150 g</p>")
    pages[f"/food/{FB}"] = shell(
        p,
        "Lentil and vegetable curry",
        "<h1>Lentil curry</h1>"
        + nut
        + ul(
            [
                (f"/food/{FB}/nutrients", "Full nutrient profile"),
                (f"/food/{FB}/recipe", "Recipe calculation"),
                (f"/food/{FB}/samples", "Analysed samples"),
                (f"/history?food={FB}", "Change history"),
                (f"http://{API}/v3/food-items/{FB}.json", "JSON"),
                (f"http://{API}/v3/food-items/{FB}/export.csv", "CSV"),
            ]
        ),
        share=p.url(f"/food/{FB}"),
    )
    pages[f"/food/{FB}/nutrients"] = shell(p, "Nutrients", nut)
    pages[f"/food/{FB}/recipe"] = shell(
        p,
        "Recipe",
        ul([(f"/food/{FA}", "Rice, brown"), ("/food/fc-0b77de31", "Lentils, red")])
        + f'<a href="/food/{FB}/recipe/yield-factors">Yield factors</a>',
    )
    pages[f"/food/{FB}/recipe/yield-factors"] = shell(p, "Yield factors", "<p>0.92</p>")
    pages[f"/food/{FB}/samples"] = shell(
        p,
        "Samples",
        ul([(f"/food/{FB}/samples/s1", "S1")]) + f'<a href="/food/{FB}/samples?page=2">Next</a>',
    )
    pages[f"/food/{FB}/samples?page=2"] = shell(
        p, "Samples 2", ul([(f"/food/{FB}/samples/s2", "S2")])
    )
    for s in ("s1", "s2"):
        pages[f"/food/{FB}/samples/{s}"] = shell(p, s, f"<h1>Sample {s}</h1>")
    pages[f"/history?food={FB}"] = shell(p, "History", "<p>2024: recalculated</p>")
    for fid in ["fc-2aa04c17", "fc-0b77de31"]:
        pages[f"/food/{fid}"] = shell(p, fid, f"<h1>{fid}</h1>")
    for n in ["vitamin-b6", "magnesium"]:
        pages[f"/nutrient/{n}"] = shell(p, n, f"<h1>{n}</h1>")
    pages.update(chrome(p))
    api = Site(API)
    api.add("/", jsonr({"service": "CompoTable API", "version": 3}))
    for fid in (FA, FB):
        api.add(f"/v3/food-items/{fid}.json", jsonr({"id": fid, "energy_kcal": 123}))
        api.add(f"/v3/food-items/{fid}/export.csv", csv("nutrient,value\nenergy,123\n"))
    return [p.site(pages), api]  # type: ignore[arg-type]


_LP = _ledger_pages()
CASES: list[Case] = [
    # Every object of the record (pages, CSV, README, BibTeX) carries the title, nothing
    # else does: Significant String from Title is complete and exact.
    case(
        "nutrientledger-cassava",
        "nutrient-table archive (single table)",
        "dataset",
        "sig_title",
        LEDGER.url(NA),
        [LEDGER.url(u) for u in _LP[1]],
        _ledger_sites,
        others=[LEDGER.url(NB)],
    ),
    # Harder: paginated table index, per-nutrient pages each with their CSV, methods page.
    case(
        "nutrientledger-greens",
        "nutrient-table archive (paginated per-nutrient tables)",
        "dataset",
        "sig_title",
        LEDGER.url(NB),
        [LEDGER.url(u) for u in _LP[2]],
        _ledger_sites,
        others=[LEDGER.url(NA)],
    ),
    # Dryad's shape: metadata pages carry the title, the downloads do not, so one hop out
    # from the matching pages minus the ignored menus (seed: Dryad -> Title+ with Ignored).
    case(
        "nutridepot-sodium",
        "nutrition data repository (two downloads)",
        "dataset",
        "sig_title_plus_ignored",
        DEPOT.url(DA),
        [DEPOT.url(u) for u in [DA, f"{DA}/metadata", f"{DA}/cite.ris", _dl(88123), _dl(88124)]],
        _depot_sites,
    ),
    # Harder: per-file pages with their downloads two hops out, and an older version page
    # (carrying the title) with its own download: Title+ with Ignored URIs.
    case(
        "nutridepot-labels",
        "nutrition data repository (file pages, versions)",
        "dataset",
        "sig_title_plus_ignored",
        DEPOT.url(DB),
        [
            DEPOT.url(u)
            for u in [
                DB,
                f"{DB}/file/1",
                f"{DB}/file/2",
                f"{DB}/file/3",
                _dl(70101),
                _dl(70102),
                _dl(70103),
                f"{DB}?version=1",
                _dl(60001),
                f"{DB}/cite.ris",
            ]
        ],
        _depot_sites,
        others=[DEPOT.url(DA)],
    ),
    # OSF's shape: "PanelCommons | " starts every title and no content; strip the part the
    # homepage title shares (seed: OSF -> Significant String from Filtered Title).
    case(
        "panelcommons-cereal",
        "consumer-panel project hub (two files)",
        "dataset",
        "sig_filtered_title",
        HUB.url("/p/7xk2m/"),
        [HUB.url(u) for u in _hub_truth("7xk2m", HA_FILES, ["home"])],
        _hub_sites,
    ),
    # Harder: more files, three wiki pages and a component project that names its parent.
    case(
        "panelcommons-plantmilk",
        "consumer-panel project hub (component, wiki)",
        "dataset",
        "sig_filtered_title",
        HUB.url("/p/9qw4e/"),
        [
            HUB.url(u)
            for u in _hub_truth("9qw4e", HB_FILES, ["home", "data-dictionary", "changelog"])
            + _hub_truth("3vv8d", HB_COMP_FILES, ["home"])
        ],
        _hub_sites,
    ),
    # Dataverse's shape: the portal's name ends every title (seed: Dataverse -> Filtered
    # Title, filtered from the end).
    case(
        "intakeharbor-recalls",
        "dietary-intake dataverse (two files)",
        "dataset",
        "sig_filtered_title",
        DVN.url(_ds(PA)),
        [DVN.url(u) for u in DVA[1]],
        _dvn_sites,
    ),
    # Harder: four files, two metadata exports and two older versions.
    case(
        "intakeharbor-olive",
        "dietary-intake dataverse (versions, four files)",
        "dataset",
        "sig_filtered_title",
        DVN.url(_ds(PB)),
        [DVN.url(u) for u in DVB[1]],
        _dvn_sites,
    ),
    # GBIF's shape: the food id is in every artifact URI, on the portal and its API host
    # (seed: GBIF -> Significant String from URI); nutrient and similar-food links lack it.
    case(
        "compotable-rice",
        "food-composition database (single food)",
        "dataset",
        "sig_uri",
        COMPO.url(f"/food/{FA}"),
        [
            COMPO.url(f"/food/{FA}"),
            COMPO.url(f"/food/{FA}/nutrients"),
            COMPO.url(f"/food/{FA}/sources"),
            COMPO.url(f"/nutrients?food={FA}&basis=serving"),
            f"http://{API}/v3/food-items/{FA}.json",
            f"http://{API}/v3/food-items/{FA}/export.csv",
        ],
        _compo_sites,
        others=[COMPO.url(f"/food/{FB}")],
    ),
    # Harder: a recipe food with paginated samples, recipe sub-page, history and
    # ingredient links to other foods (other ids).
    case(
        "compotable-curry",
        "food-composition database (recipe, paginated samples)",
        "dataset",
        "sig_uri",
        COMPO.url(f"/food/{FB}"),
        [
            COMPO.url(u)
            for u in [
                f"/food/{FB}",
                f"/food/{FB}/nutrients",
                f"/food/{FB}/recipe",
                f"/food/{FB}/recipe/yield-factors",
                f"/food/{FB}/samples",
                f"/food/{FB}/samples?page=2",
                f"/food/{FB}/samples/s1",
                f"/food/{FB}/samples/s2",
                f"/history?food={FB}",
            ]
        ]
        + [f"http://{API}/v3/food-items/{FB}.json", f"http://{API}/v3/food-items/{FB}/export.csv"],
        _compo_sites,
        others=[COMPO.url(f"/food/{FA}")],
    ),
]
