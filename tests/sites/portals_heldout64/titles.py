"""heldout64 portals whose artifact is told by its title: a veterinary case-report collection
(sig_title), a soil-survey data repository (sig_title_plus_ignored), an agronomy project
workspace whose titles start with the site name and an agricultural Dataverse whose titles
end with it (sig_filtered_title).

Every artifact page here prints the record's title in its content, and the artifact's files
carry it too except where the seed's heuristic reaches them one hop out (soil repository);
no page outside an artifact prints its full title (listings abbreviate titles).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import chrome, finish, page, text, ul

# --- Veterinary case-report collection (opaque section URLs, bare case title) ---------------

CB = chrome(
    "cases.vetcasebook-ovc.hx64.example",
    "Open Veterinary Casebook",
    [
        ("/casebook/browse", "Browse cases"),
        ("/casebook/species", "By species"),
        ("/casebook/submit", "Submit a case"),
        ("/cpd", "CPD quizzes"),
    ],
)


def _casebook(
    cid: str,
    title: str,
    chain: list[tuple[str, str, str]],
    summary: str,
    species: str,
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """Case sections in a chain: the entry links the first sections, each section the next."""
    entry = f"/casebook/c/{cid}"
    own = [entry, summary]
    pages: dict[str, PageValue] = {}
    heading = f"<p class='case-title'>{escape(title)}</p>"
    for i, (path, name, body) in enumerate(chain):
        nxt = [(chain[i + 1][0], chain[i + 1][1])] if i + 1 < len(chain) else []
        pages[path] = page(
            CB,
            f"{name}: {title}",
            f"{heading}<h1>{escape(name)}</h1><p>{body}"
            f"</p>{ul(nxt, 'next-section')}<p><a href='{entry}'>Back to case</a>"
            f"</p><a href='/casebook/species/{species}'>{species}</a>",
            raw_title=True,
        )
        own.append(path)
    pages[summary] = text(f"{title}\nCase {cid}. Summary for download.\n")
    pages[entry] = page(
        CB,
        title,
        f"<h1>{escape(title)}</h1><p>Case {cid} · <a href='/casebook/species/{species}'>"
        f"{species}</a> · by <a href='/contributors/{cid[:3]}'>contributor</a></p>"
        f"{ul([(chain[0][0], chain[0][1]), (chain[1][0], chain[1][1])], 'sections')}"
        f"<p><a href='{summary}'>Download case summary</a></p><aside><h2>Related cases</h2>"
        f"{ul(related)}</aside>",
        raw_title=True,
        share=CB.url(entry),
    )
    return pages, own


CB1_T = "Hypocalcaemia with left displaced abomasum in a Jersey cow"
CB1 = _casebook(
    "8f31ad",
    CB1_T,
    [
        ("/casebook/history/2c91e0", "History", "Calved 2 days ago, off feed, weak."),
        ("/casebook/findings/7b02fd", "Clinical findings", "Ping on the left flank, cold ears."),
        ("/casebook/outcome/d4e8a1", "Treatment and outcome", "Calcium IV, toggle-pin repair."),
    ],
    "/casebook/download/8f31ad-summary.txt",
    "bovine",
    [("/casebook/c/51aa02", "Milk fever in a Holstein heifer")],
)
CB2_T = "Equine grass sickness in a pony gelding, a fatal case"
CB2 = _casebook(
    "e70b94",
    CB2_T,
    [
        ("/casebook/history/90fe12", "History", "Grazing new pasture after a cold snap."),
        ("/casebook/exam/a17c33", "Clinical examination", "Tachycardia, patchy sweating."),
        ("/casebook/labs/4cd210", "Laboratory results", "Ileal biopsy requested."),
        ("/casebook/labs/4cd211", "Laboratory results, page 2", "Biopsy confirms neuron loss."),
        ("/casebook/imaging/b8e0f7", "Imaging", "Distended small intestine on ultrasound."),
        ("/casebook/treatment/6d0a45", "Treatment", "Supportive care for 5 days."),
        ("/casebook/outcome/f3c918", "Outcome", "Euthanised on welfare grounds."),
        ("/casebook/discussion/0aa7c2", "Discussion and references", "Compare published series."),
    ],
    "/casebook/download/e70b94-summary.txt",
    "equine",
    [
        ("/casebook/c/3bd915", "Colic from sand impaction in a mare"),
        ("/casebook/c/7c0e48", "Botulism in a foal"),
    ],
)


def casebook_sites() -> list[Site]:
    return [finish(CB, {**CB1[0], **CB2[0]})]


# --- Soil-survey data repository (Dryad-like "Data from:" packages) -------------------------

SP = chrome(
    "data.soilprofile-repo.hx64.example",
    "SoilProfile Data Repository",
    [
        ("/discover", "Browse data"),
        ("/pages/submit", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/members", "Members"),
    ],
)


def _package(
    doi: str, title: str, files: list[tuple[str, list[str]]], article: str
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/resource/doi:10.80264/{doi}"
    own = [base, f"{base}?show=full", f"{base}/citation/ris"]
    pages: dict[str, PageValue] = {
        f"{base}/citation/ris": text(
            f"TY  - DATA\nTI  - {title}\nDO  - 10.80264/{doi}\nER  -\n",
            "application/x-research-info-systems",
        ),
    }
    file_links = []
    for k, (fname, streams) in enumerate(files, 1):
        fp = f"{base}/{k}"
        file_links.append((fp, fname))
        bits = []
        for s in streams:
            b = f"/bitstream/handle/10264/{doi}.{k}/{s}?sequence=1"
            pages[b] = text(
                "horizon,depth_cm,soc_g_kg\nAp,0-15,18.2\nBt,15-40,9.6\n",
                "text/csv" if s.endswith(".csv") else "text/plain; charset=utf-8",
            )
            bits.append((b, f"Download {s}"))
            own.append(SP.url(b))
        pages[fp] = page(
            SP,
            f"{title}: {fname}",
            f"<h1>{escape(title)}</h1><h2>"
            f"{escape(fname)}</h2>{ul(bits)}<p><a href='{base}'>View data package"
            "</a></p>",
            raw_title=True,
        )
        own.append(fp)
    pages[f"{base}?show=full"] = page(
        SP,
        title,
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}"
        f"</td></tr><tr><td>dc.identifier</td><td>doi:10.80264/{doi}</td></tr></table>",
        raw_title=True,
    )
    pages[base] = page(
        SP,
        title,
        f"<h1>{escape(title)}</h1><p>When using this data, please cite the original article: "
        f"<a href='{article}'>{article}</a></p><h2>Files in this package</h2>{ul(file_links)}"
        f"<p><a href='{base}?show=full'>Show full metadata</a> · <a href='{base}/citation/ris'>"
        "Export citation (RIS)</a></p><aside><h2>Keywords</h2><a href='/discover?subject=soil"
        "+carbon'>soil carbon</a> <a href='/discover?subject=tillage'>tillage</a></aside>",
        raw_title=True,
    )
    return pages, [p if p.startswith("http") else SP.url(p) for p in own]


SP1_T = "Data from: Soil organic carbon stocks under long-term no-till in the Rolling Pampa"
SP1 = _package(
    "sspr.4k2m9",
    SP1_T,
    [("profiles.csv", ["profiles.csv"]), ("README", ["README.txt"])],
    "http://doi.soiljournals.test/10.1016/j.still.2022.105311",
)
SP2_T = "Data from: Legacy soil survey pedons of the Ethiopian highlands, harmonised"
SP2 = _package(
    "sspr.9tq7w",
    SP2_T,
    [
        ("pedons.csv", ["pedons.csv"]),
        ("horizons.csv", ["horizons.csv"]),
        ("lab_methods", ["lab_methods.txt", "method_codes.csv"]),
        ("site_locations.csv", ["site_locations.csv"]),
        ("README", ["README.txt"]),
    ],
    "http://doi.geoderma-regional.test/10.1016/j.geodrs.2023.e00688",
)


def soil_sites() -> list[Site]:
    return [finish(SP, {**SP1[0], **SP2[0]})]


# --- Agronomy project workspace (OSF-like, titles "AgroProject Space | ...") ----------------

AP = chrome(
    "hub.agroproject-space.hx64.example",
    "AgroProject Space",
    [
        ("/dashboard", "My projects"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
        ("/institutions", "Institutions"),
    ],
    title_format="{name} | {title}",
    home_title="AgroProject Space | Home",
)


def _project(
    guid: str,
    title: str,
    comps: list[tuple[str, str, list[tuple[str, str]]]],
    wiki: list[str],
    user: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """comps: (component guid, component name, [(file guid, file name)])."""
    crumbs = f"<nav class='crumbs'><a href='/{guid}/'>{escape(title)}</a></nav>"
    own = [f"/{guid}/", f"/{guid}/files/", f"/{guid}/wiki/home"]
    pages: dict[str, PageValue] = {}
    comp_links = []
    for cg, cname, files in comps:
        comp_links.append((f"/{cg}/", cname))
        flinks = []
        for fg, fname in files:
            pages[f"/{fg}/"] = page(
                AP,
                fname,
                f"{crumbs}<h1>{escape(fname)}</h1><p><a href="
                f"'/download/{fg}/'>Download</a> · <a href='/{fg}/"
                f"?show=revision'>Revisions</a></p>",
            )
            pages[f"/{fg}/?show=revision"] = page(
                AP, f"{fname} revisions", f"{crumbs}<p>Version 2, version 1.</p>"
            )
            pages[f"/download/{fg}/"] = text(
                f"# {title}: {fname}\nplot,n_rate,yield\n1,0,7.9\n", "text/csv"
            )
            flinks.append((f"/{fg}/", fname))
            own += [f"/{fg}/", f"/{fg}/?show=revision", f"/download/{fg}/"]
        pages[f"/{cg}/"] = page(AP, cname, f"{crumbs}<h1>{escape(cname)}</h1>{ul(flinks)}")
        own.append(f"/{cg}/")
    pages[f"/{guid}/files/"] = page(
        AP, f"{title}: Files", f"{crumbs}<h1>Files</h1>" + ul(comp_links)
    )
    wl = [(f"/{guid}/wiki/{w}", w.replace("-", " ")) for w in wiki]
    for w in ["home", *wiki[1:]]:
        pages[f"/{guid}/wiki/{w}"] = page(
            AP, f"{title}: Wiki", f"{crumbs}<h1>Wiki: {w}</h1>" + ul(wl)
        )
    own += [f"/{guid}/wiki/{w}" for w in wiki[1:]]
    short = title[:24] + "…"
    pages[f"/{user}/"] = page(
        AP, user, f"<h1>{user}</h1><p>Projects: <a href='/{guid}/'>{escape(short)}</a></p>"
    )
    pages[f"/{guid}/"] = page(
        AP,
        title,
        f"{crumbs}<h1>{escape(title)}</h1><p>Contributors: <a href='/{user}/'>"
        f"{user}</a></p><h2>Components</h2>{ul(comp_links)}<p><a href='/{guid}/files/'>Files"
        f"</a> · <a href='/{guid}/wiki/home'>Wiki</a></p><p>Tags: <a href='/search?q=tags:"
        "agronomy'>agronomy</a></p><p>Cite: AgroProject Space, doi:10.80564/"
        f"{guid.upper()}</p>",
        share=AP.url(f"/{guid}/"),
    )
    return pages, [AP.url(p) for p in own]


AP1_T = "Cover crop nitrogen credits in Iowa corn"
AP1 = _project(
    "x7k2p",
    AP1_T,
    [("r5t9v", "Field data", [("d8m3q", "n_credits_2021.csv")])],
    ["home"],
    "j-brennan",
)
AP2_T = "Intercropping faba bean with oats under organic management"
AP2 = _project(
    "q4w8e",
    AP2_T,
    [
        ("m2n6b", "Site trials", [("h7j3k", "yields_2022.csv"), ("h7j3m", "yields_2023.csv")]),
        ("t1y5u", "Weed counts", [("z9x2c", "weed_density.csv")]),
        ("p0o8i", "Soil sampling", [("l3k9j", "soil_n_min.csv")]),
    ],
    ["home", "Protocol", "Site-descriptions"],
    "s-viljoen",
)


def workspace_sites() -> list[Site]:
    return [finish(AP, {**AP1[0], **AP2[0]})]


# --- Agricultural Dataverse (titles "... | AgroData Dataverse") -----------------------------

DV = chrome(
    "dv.agrodata-verse.hx64.example",
    "AgroData Dataverse",
    [
        ("/dataverse/root", "All dataverses"),
        ("/dataverseuser.xhtml", "Account"),
        ("/guides/user", "User guide"),
    ],
    home_title="Home | AgroData Dataverse",
)


def _dataverse(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str], coll: str
) -> tuple[dict[str, PageValue], list[str]]:
    ds = f"/dataset.xhtml?persistentId=doi:10.80364/DVN/{pid}"
    exp = f"/api/datasets/export?exporter=dataverse_json&persistentId=doi:10.80364/DVN/{pid}"
    crumbs = (
        f"<nav><a href='/dataverse/root'>AgroData</a> › <a href='/dataverse/{coll}'>"
        f"{coll}</a> › <a href='{ds}'>{escape(title)}</a></nav>"
    )
    own = [ds, exp]
    pages: dict[str, PageValue] = {
        exp: text(f'{{"datasetVersion": {{"title": "{title}"}}}}\n', "application/json"),
    }
    rows = []
    for fid, fname in files:
        fp, dl = f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"
        pages[fp] = page(
            DV, fname, f"{crumbs}<h1>{escape(fname)}</h1><a href='{dl}'>Access file</a>"
        )
        pages[dl] = text(
            f"# {title}\nhousehold\tplot\tp_rate\tyield\n1\t1\t0\t1.8\n",
            "text/tab-separated-values",
        )
        rows.append((fp, fname))
        own += [fp, dl]
    vlinks = []
    for v in versions:
        vp = f"{ds}&version={v}"
        pages[vp] = page(DV, title, f"{crumbs}<h1>{escape(title)}</h1><p>Version {v}</p>")
        vlinks.append((vp, f"Version {v}"))
        own.append(vp)
    pages[ds] = page(
        DV,
        title,
        f"{crumbs}<h1>{escape(title)}</h1><p>doi:10.80364/DVN/{pid}</p><h2>Files</h2>"
        f"{ul(rows)}<h2>Versions</h2>{ul(vlinks)}<p>Export metadata: <a href='{exp}'>"
        f"Dataverse JSON</a></p><p><a href='/dataverse/{coll}'>More from {coll}</a></p>",
        share=DV.url(ds),
    )
    return pages, [DV.url(p) for p in own]


DV1_T = "Phosphorus fertiliser response of smallholder maize in Malawi"
DV1 = _dataverse("QX7KLM", DV1_T, [(4401, "p_response_2019.tab")], ["1.0"], "malawi-soils")
DV2_T = "Aflatoxin in stored groundnut from Senegal markets, 2018 to 2021"
DV2 = _dataverse(
    "B3RT9W",
    DV2_T,
    [
        (5710, "market_samples.tab"),
        (5711, "storage_survey.tab"),
        (5712, "codebook.txt"),
        (5713, "elisa_plates.tab"),
    ],
    ["1.0", "1.1", "2.0"],
    "food-safety-sahel",
)


def dataverse_sites() -> list[Site]:
    return [finish(DV, {**DV1[0], **DV2[0]})]


CASES: list[Case] = [
    # Case sections at opaque URLs, each printing the bare case title the entry's <title>
    # holds; no site name in the title (seed: Significant String from Title).
    case(
        "casebook-jersey-lda",
        "veterinary casebook (three sections)",
        "case report",
        "sig_title",
        CB.url(CB1[1][0]),
        [CB.url(p) for p in CB1[1]],
        casebook_sites,
    ),
    case(
        "casebook-grass-sickness",
        "veterinary casebook (eight chained sections)",
        "case report",
        "sig_title",
        CB.url(CB2[1][0]),
        [CB.url(p) for p in CB2[1]],
        casebook_sites,
        others=[CB.url("/casebook/c/3bd915")],
    ),
    # "Data from:" pages all carry the title, the bitstreams do not: one hop out from them,
    # ignoring chrome (seed: Dryad, Significant String from Title+ with Ignored URIs).
    case(
        "soil-pampa-soc",
        "soil survey data repository (two files)",
        "dataset",
        "sig_title_plus_ignored",
        SP1[1][0],
        SP1[1],
        soil_sites,
    ),
    case(
        "soil-ethiopia-pedons",
        "soil survey data repository (five files, six bitstreams)",
        "dataset",
        "sig_title_plus_ignored",
        SP2[1][0],
        SP2[1],
        soil_sites,
    ),
    # Titles start with the site name, which the content lacks: strip the homepage title
    # from the front (seed: OSF, Significant String from Filtered Title).
    case(
        "agroproject-cover-crop-n",
        "agronomy project workspace (one component)",
        "project",
        "sig_filtered_title",
        AP1[1][0],
        AP1[1],
        workspace_sites,
    ),
    case(
        "agroproject-faba-oat",
        "agronomy project workspace (three components, wiki)",
        "project",
        "sig_filtered_title",
        AP2[1][0],
        AP2[1],
        workspace_sites,
    ),
    # Titles end with the site name: filter from the end (seed: Dataverse).
    case(
        "agrodv-malawi-p",
        "agricultural dataverse (one file)",
        "dataset",
        "sig_filtered_title",
        DV1[1][0],
        DV1[1],
        dataverse_sites,
    ),
    case(
        "agrodv-aflatoxin",
        "agricultural dataverse (four files, three versions)",
        "dataset",
        "sig_filtered_title",
        DV2[1][0],
        DV2[1],
        dataverse_sites,
    ),
]
