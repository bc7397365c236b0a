"""heldout90's portals bounded by a significant string: a Dryad-like food-composition data
repository (title string plus one hop, ignoring chrome), a questionnaire translation archive
(title string in every object), an OSF-like cohort catalogue and a Dataverse-like nutrition
repository (title filtered of the site name, at its start and at its end), and a GBIF-like
activity data registry and a cohort variable browser (an identifier in every URI)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout90._kit import COOKIES, anchors, binary, chrome_site, csv, head, pdf_file

# --- Dryad-like food-composition data repository (Sig. Title+ with Ignored URIs) --------

FCD = Portal(
    "repo.foodcompdata.hx90.example",
    "FoodComp Data",
    [("/search", "Explore data"), ("/stash/our_mission", "About"), ("/stash/submit", "Submit")],
    [("/stash/terms", "Terms"), ("/stash/contact", "Contact")],
)
FCD_SETS = {
    "fcd.k9x2mt": (
        "Data from: Nutrient composition of fermented millet foods in the Sahel",
        {1: [("nutrients.xlsx", 9101)]},
    ),
    "fcd.r4p7qz": (
        "Data from: Iodine and selenium in seaweed products sold in Nordic markets",
        {
            1: [("samples.csv", 9140), ("lab_methods.docx", 9141)],
            2: [("samples.csv", 9266), ("lab_methods.docx", 9267), ("errata.txt", 9268)],
        },
    ),
}


def _fcd() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for key, (title, versions) in FCD_SETS.items():
        base = f"/stash/dataset/doi:10.90177/{key}"
        last = max(versions)
        own = [base, f"{base}/metadata"]
        dls = [(f"/stash/downloads/file_stream/{n}", f) for f, n in versions[last]]
        own += [p for p, _ in dls]
        vlinks = []
        if len(versions) > 1:
            vlinks = [(f"{base}/versions/{v}", f"Version {v}") for v in versions]
            own += [p for p, _ in vlinks]
            for v, files in versions.items():
                vd = [(f"/stash/downloads/file_stream/{n}", f) for f, n in files]
                pages[f"{base}/versions/{v}"] = FCD.page(
                    f"{title} v{v}",
                    f"<h1>{escape(title)}</h1><p>Version {v}</p>{anchors(vd)}",
                    raw_title=True,
                )
                own += [p for p, _ in vd]
                for p, _f in vd:
                    pages[p] = binary(p)
        main = (
            f"<h1>{escape(title)}</h1><p>Cite: doi:10.90177/{key}</p><h2>Files</h2>"
            f'{anchors(dls)}<p><a href="{base}/metadata">Full metadata</a></p>'
            f"{anchors(vlinks, 'versions')}"
            '<p>Related article: <a href="http://journals.jfc.test/article/1">J Food Comp</a></p>'
            f"{COOKIES}"
        )
        pages[base] = FCD.page(title, main, head=head("foodcompdata"), raw_title=True)
        pages[f"{base}/metadata"] = FCD.page(
            title,
            f"<h1>{escape(title)}</h1><dl><dt>Keywords</dt><dd>food composition</dd></dl>"
            f'<a href="{base}">Back to dataset</a>',
            raw_title=True,
        )
        for p, _f in dls:
            pages[p] = binary(p)
        truth[key] = [FCD.url(p) for p in own]
    return [chrome_site(FCD, pages)], truth


# --- questionnaire translation archive (Significant String from Title) ------------------

QTA = Portal(
    "library.qtranslate-archive.hx90.example",
    "Questionnaire Translation Archive",
    [("/browse", "Browse"), ("/methods", "Translation methods"), ("/request", "Request access")],
    [("/about", "About"), ("/copyright", "Copyright")],
)
QTA_ITEMS = {
    "asbq": ("Adolescent Sedentary Behaviour Questionnaire", ["de", "nl"], []),
    "wfrq": (
        "Weekly Fruit Recall Questionnaire for Primary Schools",
        ["es", "it", "pl", "tr", "zh"],
        ["2.0", "2.1"],
    ),
}
LANG = {
    "de": "German",
    "nl": "Dutch",
    "es": "Spanish",
    "it": "Italian",
    "pl": "Polish",
    "tr": "Turkish",
    "zh": "Chinese",
}


def _qta() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for slug, (title, langs, hist) in QTA_ITEMS.items():
        b = f"/q/{slug}"
        own = [b, f"{b}/source.pdf"]
        tr = [(f"{b}/translation/{lg}", LANG[lg]) for lg in langs]
        for p, name in tr:
            pdfp = f"{p}.pdf"
            pages[p] = QTA.page(
                f"{title}, {name}",
                f"<h1>{escape(title)}</h1><h2>{name} translation</h2>"
                f'<a href="{pdfp}">Download PDF</a>',
                raw_title=True,
            )
            pages[pdfp] = pdf_file(title, f"{name} translation")
            own += [p, pdfp]
        hl = [(f"{b}/history", "Version history")] if hist else []
        if hist:
            vs = [(f"{b}/history/{v}.pdf", f"Version {v}") for v in hist]
            pages[f"{b}/history"] = QTA.page(
                f"{title}, history", f"<h1>{escape(title)}</h1>{anchors(vs)}", raw_title=True
            )
            for p, v in vs:
                pages[p] = pdf_file(title, v)
            own += [f"{b}/history", *(p for p, _ in vs)]
        other = [(f"/q/{o}", "See also") for o in QTA_ITEMS if o != slug]
        main = (
            f'<h1>{escape(title)}</h1><p><a href="{b}/source.pdf">Source instrument</a></p>'
            f"<h2>Translations</h2>{anchors(tr)}{anchors(hl)}<aside>{anchors(other)}</aside>"
        )
        pages[b] = QTA.page(title, main, head=head("qtranslate"), raw_title=True)
        pages[f"{b}/source.pdf"] = pdf_file(title, "English source")
        truth[slug] = [QTA.url(p) for p in own]
    return [chrome_site(QTA, pages)], truth


# --- OSF-like cohort project catalogue (Sig. String from Filtered Title, prefix) --------

CC = Portal(
    "projects.cohortcommons.hx90.example",
    "CohortCommons",
    [("/search", "Search"), ("/preprints", "Preprints"), ("/registries", "Registries")],
    [("/support", "Support"), ("/terms_of_use", "Terms of use")],
    title_format="{name} | {title}",
    home_title="CohortCommons | Home",
)
CC_PROJECTS = {
    "x7k2m": (
        "Diet quality trajectories in the Lakeshore Birth Cohort",
        [("f41a", "diet_scores.csv"), ("f41b", "analysis_plan.pdf")],
        "p9q3r",
    ),
    "p9q3r": (
        "Sit-stand desks and sedentary time: a pragmatic office trial",
        [
            ("g10a", "protocol.pdf"),
            ("g10b", "activpal_daily.csv"),
            ("g10c", "consort.pdf"),
            ("g10d", "codebook.csv"),
        ],
        "x7k2m",
    ),
}


def _cc() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for pid, (title, files, linked) in CC_PROJECTS.items():
        b = f"/{pid}/"
        own = [b, f"{b}files/", f"{b}wiki/"]
        fl = [(f"{b}files/osfstorage/{fid}", name) for fid, name in files]
        for (p, name), (fid, _n) in zip(fl, files, strict=True):
            dl = f"/download/{fid}/"
            pages[p] = CC.page(
                f"{title} - {name}",
                f'<h1>{escape(title)}</h1><h2>{name}</h2><a href="{dl}">Download</a>',
            )
            body = (
                csv((f"# {title}",), ("id", "value"))
                if name.endswith(".csv")
                else pdf_file(title, name)
            )
            pages[dl] = body
            own += [p, dl]
        tabs = [(b, "Overview"), (f"{b}files/", "Files"), (f"{b}wiki/", "Wiki")]
        main = (
            f"{anchors(tabs, 'project-nav')}<h1>{escape(title)}</h1>{anchors(fl)}"
            f'<p>Linked project: <a href="/{linked}/">view</a></p>{COOKIES}'
        )
        pages[b] = CC.page(title, main, head=head("cohortcommons"))
        pages[f"{b}files/"] = CC.page(title, f"<h1>{escape(title)}</h1>{anchors(fl)}")
        pages[f"{b}wiki/"] = CC.page(f"{title} Wiki", f"<h1>{escape(title)}</h1><p>Wiki home.</p>")
        truth[pid] = [CC.url(p) for p in own]
    return [chrome_site(CC, pages)], truth


# --- Dataverse-like nutrition repository (Sig. String from Filtered Title, suffix) ------

NDV = Portal(
    "dataverse.nutridata-archive.hx90.example",
    "NutriData Dataverse",
    [("/dataverse/root", "Root"), ("/guides", "User guide"), ("/loginpage.xhtml", "Log in")],
    [("/privacy", "Privacy"), ("/support", "Support")],
    title_format="{title} - {name}",
    home_title="Root - NutriData Dataverse",
)
NDV_SETS = {
    "NDD/KQ2T7L": (
        "Household food insecurity survey, coastal districts 2021",
        [(4411, "hfias_2021.tab")],
        ["1.0"],
    ),
    "NDD/ZM8W3C": (
        "Breakfast skipping and school performance panel, waves 1 to 3",
        [(5120, "wave1.tab"), (5121, "wave2.tab"), (5122, "wave3.tab"), (5123, "codebook.pdf")],
        ["1.0", "1.1", "2.0"],
    ),
}


def _ndv() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for pid, (title, files, vers) in NDV_SETS.items():
        doi = f"doi:10.90210/{pid}"
        b = f"/dataset.xhtml?persistentId={doi}"
        own = [b]
        fl = []
        for fid, name in files:
            fp, dl = f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"
            fl.append((fp, name))
            pages[fp] = NDV.page(
                f"{name} - {title}",
                f'<h1>{escape(title)}</h1><p>{name}</p><a href="{dl}">Access file</a>',
            )
            pages[dl] = (
                pdf_file(title, name)
                if name.endswith(".pdf")
                else Response.text(
                    f"# {title}\nid\tvalue\n", content_type="text/tab-separated-values"
                )
            )
            own += [fp, dl]
        vl = [(f"{b}&version={v}", f"Version {v}") for v in vers]
        for p, v in vl:
            pages[p] = NDV.page(title, f"<h1>{escape(title)}</h1><p>{v}</p>")
        ex = [
            (f"/api/datasets/export?exporter={e}&persistentId={doi}", e)
            for e in ("ddi", "dataverse_json")
        ]
        for p, _e in ex:
            pages[p] = data(f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml")
        own += [p for p, _ in vl + ex]
        main = (
            f"<h1>{escape(title)}</h1><h2>Files</h2>{anchors(fl)}<h2>Versions</h2>{anchors(vl)}"
            f"<h2>Export metadata</h2>{anchors(ex)}"
            '<p>In <a href="/dataverse/root">Root</a></p>'
        )
        pages[b] = NDV.page(title, main, head=head("nutridata"))
        truth[pid] = [NDV.url(p) for p in own]
    return [chrome_site(NDV, pages)], truth


# --- GBIF-like activity data registry (Significant String from URI) ---------------------

AA = Portal(
    "www.activity-atlas.hx90.example",
    "Activity Atlas",
    [("/dataset/search", "Datasets"), ("/publisher/search", "Publishers"), ("/tools", "Tools")],
    [("/terms", "Terms"), ("/citation-guidelines", "Citing")],
)
AA_API = "http://api.activity-atlas.hx90.example"
AA_SETS = {
    "5c1e0a7e-93d2-4f5b-a0c4-1b8e2d6f9a31": (
        "National step-count surveillance 2019",
        "b7d0c2aa-1f3e-4c5d-9e8f-a1b2c3d4e5f6",
        1,
        [],
    ),
    "e4a9b6d2-7c13-48f0-bb51-6d2e0f9c8a77": (
        "Pedometer trial pooled records",
        "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        3,
        ["5c1e0a7e-93d2-4f5b-a0c4-1b8e2d6f9a31"],
    ),
}


def _aa() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for key, (title, pub, npages, related) in AA_SETS.items():
        own = [f"/dataset/{key}", f"/dataset/{key}/metrics", f"/dataset/{key}/project"]
        search = [f"/measurement/search?datasetKey={key}"] + [
            f"/measurement/search?datasetKey={key}&offset={20 * i}" for i in range(1, npages)
        ]
        req = f"/measurement/download/request?datasetKey={key}"
        doc = f"{AA_API}/v1/dataset/{key}/document"
        eml = f"{AA_API}/v1/dataset/{key}/endpoint"
        for i, s in enumerate(search):
            nxt = f'<a rel="next" href="{search[i + 1]}">Next</a>' if i + 1 < len(search) else ""
            pages[s] = AA.page(
                f"Measurements · {title}",
                f'<h1>Measurements</h1>{nxt}<a href="/dataset/{key}">Dataset</a>',
            )
        pages[req] = AA.page(
            "Request download", '<h1>Request download</h1><a href="/login">Log in to request</a>'
        )
        for p, t in (
            (f"/dataset/{key}/metrics", "Metrics"),
            (f"/dataset/{key}/project", "Project"),
        ):
            pages[p] = AA.page(f"{t} · {title}", f"<h1>{t}</h1>")
        api[doc[len(AA_API) :]] = data(
            f"<eml><title>{escape(title)}</title></eml>", "application/xml"
        )
        api[eml[len(AA_API) :]] = data('[{"type": "DWC_ARCHIVE"}]', "application/json")
        tabs = [(p, p.rsplit("/", 1)[1]) for p in own[1:]]
        main = (
            f"<h1>{escape(title)}</h1>{anchors(tabs)}<p>Published by "
            f'<a href="/publisher/{pub}">publisher</a></p><p><a href="{search[0]}">Browse '
            f'measurements</a> · <a href="{req}">Download</a></p><p>Metadata: <a href="{doc}">'
            f'EML</a> · <a href="{eml}">endpoints</a></p>'
            f"<h2>Related datasets</h2>{anchors([(f'/dataset/{r}', 'related') for r in related])}"
        )
        pages[f"/dataset/{key}"] = AA.page(title, main, head=head("activity-atlas"))
        pages[f"/publisher/{pub}"] = AA.page("Publisher", "<h1>Publisher</h1>")
        truth[key] = [AA.url(p) for p in [*own, *search, req]] + [doc, eml]
    return [chrome_site(AA, pages), Site(AA_API[len("http://") :], api)], truth


# --- cohort variable browser (Significant String from URI) ------------------------------

CV = Portal(
    "explore.cohortvariables.hx90.example",
    "Cohort Variable Explorer",
    [
        ("/studies", "Studies"),
        ("/variables/search", "Variable search"),
        ("/harmonisation", "Harmonisation"),
    ],
    [("/about", "About"), ("/access-policy", "Data access policy")],
)
CV_STUDIES = {
    "CV-4471": ("Lakeland Adolescent Nutrition Study", ["bmi_w1", "fruit_serv_w1"], False),
    "CV-5930": (
        "Greyfield Older Adults Activity Cohort",
        ["steps_mean", "mvpa_min", "sed_hours", "grip_kg", "gait_speed", "falls_12m", "sleep_eff"],
        True,
    ),
}


def _cv() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for sid, (title, variables, paged) in CV_STUDIES.items():
        e = f"/studies/view?id={sid}"
        vs = f"/variables/search?study={sid}"
        lists = [vs, f"{vs}&page=2"] if paged else [vs]
        half = (len(variables) + 1) // 2 if paged else len(variables)
        chunks = [variables[:half], variables[half:]] if paged else [variables]
        own = [e, *lists]
        for i, (lp, chunk) in enumerate(zip(lists, chunks, strict=True)):
            vl = [(f"/variables/view?study={sid}&var={v}", v) for v in chunk]
            nxt = f'<a href="{lists[i + 1]}">Next page</a>' if i + 1 < len(lists) else ""
            pages[lp] = CV.page(f"Variables · {title}", anchors(vl) + nxt)
            for p, v in vl:
                pages[p] = CV.page(
                    v,
                    f'<h1>{v}</h1><p>In <a href="{e}">{escape(title)}</a></p>'
                    '<a href="/harmonisation">Harmonised</a>',
                )
                own.append(p)
        dd = [f"/dictionary/export?study={sid}&format={f}" for f in ("csv", "pdf")]
        pages[dd[0]] = csv(("variable", "label"), *((v, v) for v in variables))
        pages[dd[1]] = pdf_file(title, "Data dictionary")
        acc = f"/access/request?study={sid}"
        pages[acc] = CV.page(
            "Data access request", '<h1>Request data</h1><a href="/login">Log in</a>'
        )
        own += [*dd, acc]
        others = [(f"/studies/view?id={o}", "Other study") for o in CV_STUDIES if o != sid]
        main = (
            f'<h1>{escape(title)}</h1><p><a href="{vs}">Browse {len(variables)} variables</a></p>'
            f'<p>Data dictionary: <a href="{dd[0]}">CSV</a> <a href="{dd[1]}">PDF</a></p>'
            f'<p><a href="{acc}">Request access</a></p><aside>{anchors(others)}</aside>{COOKIES}'
        )
        pages[e] = CV.page(title, main, head=head("cohortvariables"))
        truth[sid] = [CV.url(p) for p in own]
    return [chrome_site(CV, pages)], truth


def _build(make: Callable[[], tuple[list[Site], dict[str, list[str]]]]) -> Callable[[], list[Site]]:
    return lambda: make()[0]


_FCD_T, _QTA_T, _CC_T, _NDV_T, _AA_T, _CV_T = (
    _fcd()[1],
    _qta()[1],
    _cc()[1],
    _ndv()[1],
    _aa()[1],
    _cv()[1],
)
_A1, _A2 = list(AA_SETS)

CASES: list[Case] = [
    # Dryad-like: the title string is in the landing and metadata pages but not in the
    # downloads, so one hop from matching pages, ignoring chrome (seed: Dryad -> Sig. Title+
    # with Ignored URIs); the journal article is on another portal.
    case(
        "foodcomp-sahel-millet",
        "food-composition data repository (one file)",
        "dataset",
        "sig_title_plus_ignored",
        FCD.url("/stash/dataset/doi:10.90177/fcd.k9x2mt"),
        _FCD_T["fcd.k9x2mt"],
        _build(_fcd),
    ),
    # Two versions, each page with the title and its own downloads.
    case(
        "foodcomp-nordic-seaweed",
        "food-composition data repository (two versions)",
        "dataset",
        "sig_title_plus_ignored",
        FCD.url("/stash/dataset/doi:10.90177/fcd.r4p7qz"),
        _FCD_T["fcd.r4p7qz"],
        _build(_fcd),
    ),
    # Every page and PDF of the record carries its title, the title has no site name: the
    # seed's Significant String from Title (no object lacks the string, so no "+" needed).
    case(
        "qta-asbq",
        "questionnaire translation archive (two translations)",
        "questionnaire",
        "sig_title",
        QTA.url("/q/asbq"),
        _QTA_T["asbq"],
        _build(_qta),
        others=[QTA.url("/q/wfrq")],
    ),
    case(
        "qta-wfrq",
        "questionnaire translation archive (five translations, history)",
        "questionnaire",
        "sig_title",
        QTA.url("/q/wfrq"),
        _QTA_T["wfrq"],
        _build(_qta),
        others=[QTA.url("/q/asbq")],
    ),
    # OSF-like: "CohortCommons | " starts every title; filtered, the project title is in all
    # of its pages and files (seed: OSF -> Sig. String from Filtered Title).
    case(
        "cohortcommons-lakeshore-diet",
        "cohort project catalogue (two files)",
        "dataset",
        "sig_filtered_title",
        CC.url("/x7k2m/"),
        _CC_T["x7k2m"],
        _build(_cc),
        others=[CC.url("/p9q3r/")],
    ),
    case(
        "cohortcommons-sit-stand",
        "cohort project catalogue (four files, linked project)",
        "dataset",
        "sig_filtered_title",
        CC.url("/p9q3r/"),
        _CC_T["p9q3r"],
        _build(_cc),
        others=[CC.url("/x7k2m/")],
    ),
    # Dataverse-like: the site name ends every title, filtered from the end (seed: Dataverse
    # -> Sig. String from Filtered Title, from the title's end).
    case(
        "nutridata-food-insecurity",
        "nutrition dataverse repository (one file)",
        "dataset",
        "sig_filtered_title",
        NDV.url("/dataset.xhtml?persistentId=doi:10.90210/NDD/KQ2T7L"),
        _NDV_T["NDD/KQ2T7L"],
        _build(_ndv),
    ),
    case(
        "nutridata-breakfast-panel",
        "nutrition dataverse repository (four files, versions)",
        "dataset",
        "sig_filtered_title",
        NDV.url("/dataset.xhtml?persistentId=doi:10.90210/NDD/ZM8W3C"),
        _NDV_T["NDD/ZM8W3C"],
        _build(_ndv),
    ),
    # GBIF-like: the dataset key is in every artifact URI, on the site and its API host
    # (seed: GBIF -> Significant String from URI).
    case(
        "activity-atlas-steps-2019",
        "activity data registry (one results page)",
        "dataset",
        "sig_uri",
        AA.url(f"/dataset/{_A1}"),
        _AA_T[_A1],
        _build(_aa),
    ),
    case(
        "activity-atlas-pedometer-pool",
        "activity data registry (paged results, related)",
        "dataset",
        "sig_uri",
        AA.url(f"/dataset/{_A2}"),
        _AA_T[_A2],
        _build(_aa),
        others=[AA.url(f"/dataset/{_A1}")],
    ),
    # The study identifier is in every URI of the study (variables, dictionary, access
    # request), not its path: Significant String from URI as on GBIF.
    case(
        "cohortvars-lakeland",
        "cohort variable browser (two variables)",
        "dataset",
        "sig_uri",
        CV.url("/studies/view?id=CV-4471"),
        _CV_T["CV-4471"],
        _build(_cv),
        others=[CV.url("/studies/view?id=CV-5930")],
    ),
    case(
        "cohortvars-greyfield",
        "cohort variable browser (paged variable list)",
        "dataset",
        "sig_uri",
        CV.url("/studies/view?id=CV-5930"),
        _CV_T["CV-5930"],
        _build(_cv),
        others=[CV.url("/studies/view?id=CV-4471")],
    ),
]
