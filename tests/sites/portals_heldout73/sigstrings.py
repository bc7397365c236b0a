"""heldout73's portals whose artifact boundary is a significant string: a systematic-review
registry whose record, versions and audit trail all carry the review title (Significant
String from Title), a health-data repository whose metadata pages carry "Data from: …" but
whose data files do not (… Title+ with Ignored URIs, as for Dryad), a research-project
workspace and a health-survey dataverse that wrap titles in the site name before or after
(Significant String from Filtered Title, as for OSF and Dataverse), and a health-statistics
indicator portal whose indicator code is in every artifact URI (Significant String from
URI, as for GBIF)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site

from ._kit import csv, dl, meta, pdfr, portal, site, txt, wrap

# --- Systematic-review registry (PROSPERO-like) ---

REG = portal(
    "registry.sysrev-register.hx73.example",
    "SysRev Register",
    [
        ("/search.php", "Search records"),
        ("/register.php", "Register a review"),
        ("/guidance.php", "Guidance"),
    ],
    [("/about.php", "About the register"), ("/contact.php", "Contact")],
)


def _record(
    rid: str, title: str, versions: int, amendments: list[str]
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/display_record.php?RecordID={rid}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    vlinks = [
        (f"/display_record.php?RecordID={rid}&VersionID={v}", f"Version {v}")
        for v in range(1, versions + 1)
    ]
    audit = f"/audit_trail.php?RecordID={rid}"
    for p, label in vlinks:
        pages[p] = wrap(
            REG,
            title,
            f"<h1>{escape(title)}</h1><p>{label} of registration CRD4202{rid}.</p>"
            f'<p><a href="{audit}">Audit trail</a></p>',
            raw_title=True,
        )
        truth.append(p)
    am = []
    for i, a in enumerate(amendments, 1):
        p = f"/amendment.php?RecordID={rid}&AmendmentID={i}"
        pages[p] = wrap(
            REG,
            f"Amendment {i}",
            f"<h2>Amendment to: {escape(title)}</h2><p>{escape(a)}</p>",
            raw_title=True,
        )
        truth.append(p)
        am.append((p, a))
    pages[audit] = wrap(
        REG,
        "Audit trail",
        f"<h1>Audit trail</h1><p>{escape(title)}</p>{dl(vlinks)}{dl(am)}",
        raw_title=True,
    )
    truth.append(audit)
    pdfp = f"/RecordPDF.php?RecordID={rid}"
    pages[pdfp] = txt(
        f"Registration record\n{title}\nReview question, searches, condition, outcomes.\n"
    )
    truth.append(pdfp)
    main = (
        f"<h1>{escape(title)}</h1>"
        + meta(
            [
                ("Registration number", f"CRD4202{rid}"),
                ("Stage", "Ongoing"),
                ("Versions", str(versions)),
            ]
        )
        + "<h2>Review question</h2><p>…</p>"
        + f'<p><a href="{audit}">Audit trail</a> · <a href="{pdfp}">Print PDF</a></p>'
        + '<aside><h3>Similar records</h3><ul><li><a href="/display_record.php?RecordID=377201">'
        "Another registered review</a></li></ul></aside>"
    )
    pages[base] = wrap(REG, title, main, raw_title=True)
    return base, pages, [REG.url(t) for t in truth]


REG_A = _record(
    "3400118",
    "Group antenatal care versus individual care for maternal and neonatal outcomes",
    1,
    [],
)
REG_B = _record(
    "3391452",
    "Community health worker delivered hypertension management in low- and middle-income countries: "
    "a systematic review and network meta-analysis",
    4,
    ["Search extended to 2024", "Primary outcome changed to blood pressure control"],
)


def reg_sites() -> list[Site]:
    pages = {**REG_A[1], **REG_B[1]}
    pages["/display_record.php?RecordID=377201"] = wrap(
        REG,
        "Digital adherence technologies for tuberculosis",
        "<h1>Digital adherence technologies for tuberculosis</h1>",
        raw_title=True,
    )
    return [site(REG, pages)]


# --- Health-data repository (Dryad-like): "Data from: …" pages, files without it ---

DRY = portal(
    "datashare.healthdatarepo.hx73.example",
    "HealthData Repository",
    [
        ("/search", "Explore data"),
        ("/stash/submit", "Submit data"),
        ("/stash/our_mission", "Our mission"),
    ],
    [("/stash/terms", "Terms of service"), ("/stash/api", "API")],
)


def _dryad(
    doi: str, subject: str, files: list[str], versions: int
) -> tuple[str, dict[str, PageValue], list[str]]:
    title = f"Data from: {subject}"
    base = f"/stash/dataset/doi:10.5061/dryad.{doi}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    fl = []
    for i, f in enumerate(files):
        p = f"/stash/downloads/file_stream/{700000 + sum(map(ord, doi)) * 10 + i}"
        pages[p] = (
            csv("site,date,count\nA,2021-01-01,3\n")
            if f.endswith(".csv")
            else txt("README\nvariables\n")
        )
        fl.append((p, f))
        truth.append(p)
    # The newest version's files are listed on the landing; older versions on their own pages
    vl = []
    for v in range(1, versions):
        vp = f"{base}?version={v}"
        op = f"/stash/downloads/file_stream/{690000 + sum(map(ord, doi)) * 10 + v}"
        pages[op] = csv("site,date,count\nA,2020-01-01,2\n")
        pages[vp] = wrap(
            DRY,
            title,
            f"<h1>{escape(title)}</h1><p>Version {v}</p>{dl([(op, f'v{v} data.csv')])}",
            raw_title=True,
        )
        truth += [vp, op]
        vl.append((vp, f"Version {v}"))
    cite = f"{base}/citation"
    pages[cite] = wrap(
        DRY,
        title,
        f"<h1>Cite</h1><p>{escape(title)}, HealthData Repository, doi:10.5061/dryad.{doi}</p>",
        raw_title=True,
    )
    truth.append(cite)
    main = (
        f"<h1>{escape(title)}</h1>"
        + meta([("DOI", f"10.5061/dryad.{doi}"), ("License", "CC0 1.0")])
        + "<h2>Data files</h2>"
        + dl(fl)
        + (f"<h2>Versions</h2>{dl(vl)}" if vl else "")
        + f'<p><a href="{cite}">How to cite</a></p>'
        + '<aside><h3>Related works</h3><a href="http://journal-of-epi.test/article/123">Primary article</a></aside>'
    )
    pages[base] = wrap(DRY, title, main, raw_title=True)
    return base, pages, [DRY.url(t) for t in truth]


DRY_A = _dryad(
    "k3j9kd51c",
    "Mosquito larval density in urban water containers after a community clean-up campaign",
    ["larval_counts.csv", "README.txt"],
    1,
)
DRY_B = _dryad(
    "q83bk3jqx",
    "Household transmission of respiratory syncytial virus in a birth cohort",
    ["swabs.csv", "household_roster.csv", "symptom_diary.csv", "README.txt"],
    3,
)


def dry_sites() -> list[Site]:
    return [site(DRY, {**DRY_A[1], **DRY_B[1]})]


# --- Research-project workspace (OSF-like): "OpenLab | <title>" ---

OSF = portal(
    "hub.openprojects-lab.hx73.example",
    "OpenLab",
    [
        ("/dashboard", "My projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    [("/terms_of_use", "Terms of use"), ("/privacy_policy", "Privacy policy")],
    title_format="{name} | {title}",
    home_title="OpenLab | Home",
)


def _osf(
    guid: str, title: str, files: list[tuple[str, str]], components: list[tuple[str, str]]
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/{guid}/"
    pages: dict[str, PageValue] = {}
    truth = [base]
    fl = []
    for fid, name in files:
        fp = f"/{fid}/"
        dlp = f"/download/{fid}/"
        pages[dlp] = txt(f"{title}\n{name}\n")
        pages[fp] = wrap(
            OSF,
            name,
            f"<h2>{escape(title)}</h2><h1>{escape(name)}</h1>"
            f'<a href="{dlp}">Download</a> <a href="{base}">Back to project</a>',
        )
        fl.append((fp, name))
        truth += [fp, dlp]
    comps = []
    for cid, ctitle in components:
        cp = f"/{cid}/"
        pages[cp] = wrap(
            OSF,
            ctitle,
            f"<p>Component of {escape(title)}</p><h1>{escape(ctitle)}</h1>"
            f'<a href="{base}">Parent project</a>',
        )
        comps.append((cp, ctitle))
        truth.append(cp)
    wiki = f"{base}wiki/home"
    pages[wiki] = wrap(
        OSF, f"{title} Wiki", f"<h1>{escape(title)}</h1><p>Wiki: study overview.</p>"
    )
    truth.append(wiki)
    fpage = f"{base}files/"
    pages[fpage] = wrap(OSF, title, f"<h1>{escape(title)}</h1><h2>Files</h2>{dl(fl)}")
    truth.append(fpage)
    main = (
        f"<h1>{escape(title)}</h1><p class='contributors'>Contributors: A. Mensah, L. Ortiz</p>"
        + dl([(wiki, "Wiki"), (fpage, "Files")], "project-nav")
        + (f"<h2>Components</h2>{dl(comps)}" if comps else "")
        + '<p><a href="/search?tags=public-health">public-health</a></p>'
    )
    pages[base] = wrap(OSF, title, main, share=OSF.url(base))
    return base, pages, [OSF.url(t) for t in truth]


OSF_A = _osf(
    "x7k2p",
    "School-based deworming and attendance: pre-registered replication",
    [("f3q8n", "preregistration.pdf")],
    [],
)
OSF_B = _osf(
    "b4m9r",
    "Multi-site study of clinician burnout in intensive care units",
    [
        ("q2w7e", "survey-instrument.pdf"),
        ("z8c1v", "analysis-plan.docx"),
        ("m5t6y", "site-list.csv"),
    ],
    [("k9d3s", "Site data: Lagos"), ("p1f6h", "Site data: Lima")],
)


def osf_sites() -> list[Site]:
    return [site(OSF, {**OSF_A[1], **OSF_B[1]})]


# --- Health-survey dataverse (Dataverse-like): "<title> | Health Surveys Dataverse" ---

DV = portal(
    "dataverse.healthsurveys-hub.hx73.example",
    "Health Surveys Dataverse",
    [("/dataverse/root", "Browse"), ("/guides/user", "User guide"), ("/support", "Support")],
    [("/termsofuse", "Terms of use"), ("/about", "About")],
    home_title="Welcome | Health Surveys Dataverse",
)


def _dv(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str]
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/dataset.xhtml?persistentId=doi:10.7910/DVN/{pid}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    fl = []
    for fid, name in files:
        fp = f"/file.xhtml?fileId={fid}&version=1.0"
        ap = f"/api/access/datafile/{fid}"
        pages[ap] = txt(f"# {title}\n# {name}\nvar1\tvar2\n1\t2\n")
        pages[fp] = wrap(
            DV,
            name,
            f"<h1>{escape(name)}</h1><p>This file is part of "
            f'<a href="{base}">{escape(title)}</a>.</p><a href="{ap}">Download</a>',
        )
        fl.append((fp, name))
        truth += [fp, ap]
    vl = []
    for v in versions:
        vp = f"{base}&version={v}"
        pages[vp] = wrap(DV, title, f"<h1>{escape(title)}</h1><p>Version {v} (deaccessioned)</p>")
        vl.append((vp, f"Version {v}"))
        truth.append(vp)
    main = (
        f"<h1>{escape(title)}</h1>"
        + meta([("Persistent ID", f"doi:10.7910/DVN/{pid}")])
        + "<h2>Files</h2>"
        + dl(fl)
        + (f"<h2>Versions</h2>{dl(vl)}" if vl else "")
        + '<p><a href="/dataverse/root">Health Surveys Dataverse</a></p>'
    )
    pages[base] = wrap(DV, title, main)
    return base, pages, [DV.url(t) for t in truth]


DV_A = _dv(
    "QX7PLM",
    "Household food insecurity survey, urban districts 2019",
    [(50121, "fies_2019.tab")],
    [],
)
DV_B = _dv(
    "R2D8KZ",
    "Demographic and health survey replication files, wave 3",
    [
        (61001, "dhs_w3_women.tab"),
        (61002, "dhs_w3_household.tab"),
        (61003, "codebook_w3.pdf"),
        (61004, "questionnaire_w3.pdf"),
    ],
    ["1.0", "2.0"],
)


def dv_sites() -> list[Site]:
    return [site(DV, {**DV_A[1], **DV_B[1]})]


# --- Health-statistics indicator portal (GHO-like codes in every artifact URI) ---

GHO = portal(
    "www.healthstats-obs.hx73.example",
    "Global Health Statistics Observatory",
    [
        ("/data", "Data"),
        ("/indicators", "Indicators"),
        ("/countries", "Countries"),
        ("/methods", "Methods"),
    ],
    [("/data-policy", "Data policy")],
)
GHO_API = "api.healthstats-obs.hx73.example"


def _indicator(
    code: str, title: str, extra: bool
) -> tuple[str, dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/indicators/indicator-details/GHO/{code}"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    view = f"/data/view?indicator={code}"
    meta_pdf = f"/indicators/metadata/{code}.pdf"
    api_path = f"/v1/Indicator/{code}/values"
    truth = [GHO.url(base), GHO.url(view), GHO.url(meta_pdf), f"http://{GHO_API}{api_path}"]
    api[api_path] = txt('{"value": [{"SpatialDim": "AFG", "NumericValue": 1.0}]}')
    pages[meta_pdf] = pdfr(title, "Indicator metadata registry entry")
    body = "<table><tr><td>Country</td><td>2022</td></tr></table>"
    if extra:
        for fmt in ("csv", "xlsx"):
            p = f"/data/export/{code}.{fmt}"
            pages[p] = csv("country,value\nAFG,1.0\n")
            truth.append(GHO.url(p))
        body += dl([(f"/data/export/{code}.csv", "CSV"), (f"/data/export/{code}.xlsx", "Excel")])
        for dim in ("SEX", "WORLDBANKINCOMEGROUP"):
            p = f"/data/view?indicator={code}&disaggregation={dim}"
            pages[p] = wrap(GHO, f"{title} by {dim}", f"<h1>{escape(title)}</h1>{body}")
            truth.append(GHO.url(p))
        body += dl(
            [
                (f"/data/view?indicator={code}&disaggregation={d}", d)
                for d in ("SEX", "WORLDBANKINCOMEGROUP")
            ]
        )
        dp = f"/v1/Indicator/{code}/dimensions"
        api[dp] = txt('{"dims": ["SEX"]}')
        truth.append(f"http://{GHO_API}{dp}")
        body += f'<p><a href="http://{GHO_API}{dp}">Dimensions (OData)</a></p>'
    pages[view] = wrap(
        GHO,
        title,
        f'<h1>{escape(title)}</h1>{body}<p><a href="http://{GHO_API}{api_path}">OData API</a></p>',
    )
    related = [
        ("NCD_HYP_PREVALENCE_B", "Raised blood pressure"),
        ("NCD_BMI_30C", "Obesity (crude)"),
    ]
    main = (
        f"<h1>{escape(title)}</h1>"
        + meta([("Indicator code", code), ("Unit", "Percent")])
        + dl(
            [
                (view, "View data"),
                (meta_pdf, "Metadata (PDF)"),
                (f"http://{GHO_API}{api_path}", "API"),
            ]
        )
        + "<h3>Related indicators</h3>"
        + dl([(f"/indicators/indicator-details/GHO/{c}", t) for c, t in related])
        + '<p><a href="/countries">Country profiles</a> <a href="/methods">Methods</a></p>'
    )
    pages[base] = wrap(GHO, title, main, share=GHO.url(base))
    return base, pages, api, truth


GHO_A = _indicator(
    "NCD_BMI_30A", "Prevalence of obesity among adults, BMI >= 30 (age-standardized)", False
)
GHO_B = _indicator("MDG_0000000026", "Maternal mortality ratio (per 100 000 live births)", True)


def gho_sites() -> list[Site]:
    pages = {**GHO_A[1], **GHO_B[1]}
    for c, t in [
        ("NCD_HYP_PREVALENCE_B", "Raised blood pressure"),
        ("NCD_BMI_30C", "Obesity (crude)"),
    ]:
        pages[f"/indicators/indicator-details/GHO/{c}"] = wrap(GHO, t, f"<h1>{t}</h1>")
    return [site(GHO, pages), Site(GHO_API, {**GHO_A[2], **GHO_B[2]})]
