"""Registers and catalogues: a clinical-trial register and a harmonised cohort catalogue
(both keyed by an identifier that every artifact URI carries, across hosts), a DDI microdata
catalogue whose study title bounds each study (every document, data-file and variable page
repeats it) and a survey data archive that signposts its records.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, binary, ddi, e, pdf_doc, record_head, ris, text, ul

# --- Trial Ledger: trial records, protocol versions, documents on a second host ----------

TL = Chrome(
    host="register.trialledger-ct.hx51.example",
    name="Trial Ledger",
    menu=[
        ("/search/advanced", "Find trials"),
        ("/submit", "Register a trial"),
        ("/about/data-standards", "Data standards"),
    ],
    footer=[
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/about/api", "API"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | Trial Ledger",
)
TL_DOCS = Chrome(
    host="docs.trialledger-ct.hx51.example",
    name="Trial Ledger documents",
    menu=[("/help", "Help")],
    cookie=False,
    account=False,
)
TL_API = "api.trialledger-ct.hx51.example"


def _tl_trial(
    tid: str,
    title: str,
    versions: list[str],
    docs: list[tuple[str, str]],
    results: bool,
    per_page: int,
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue]]:
    reg: dict[str, PageValue] = {}
    doc: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    n = len(versions)
    doc_links = "".join(
        f'<li><a href="http://{TL_DOCS.host}/stored/{tid[-2:]}/{tid}/{fn}">{e(label)}</a></li>'
        for fn, label in docs
    )
    tabs = (
        f'<nav class="tabs"><a href="/trial/{tid}">Record</a> '
        f'<a href="/history?trial={tid}">Record history ({n} versions)</a>'
        + (f' <a href="/results?trial={tid}">Results</a>' if results else "")
        + "</nav>"
    )
    rel = (
        "<aside><h2>Other trials by this sponsor</h2>"
        + ul([(f"/trial/{o}", t) for o, t in others])
        + "</aside>"
        if others
        else ""
    )
    reg[f"/trial/{tid}"] = TL.page(
        title,
        f"{tabs}<h1>{e(title)}</h1><dl><dt>Identifier</dt><dd>{tid}</dd><dt>Status</dt>"
        "<dd>Completed</dd><dt>Individual participant data</dt><dd>Will be shared on request "
        'through the sponsor after publication; <a href="/about/data-standards">policy</a>.</dd></dl>'
        f"<h2>Study documents</h2><ul>{doc_links}</ul>"
        f'<p>Machine-readable: <a href="http://{TL_API}/v2/trials/{tid}">JSON</a> '
        f'<a href="http://{TL_API}/v2/trials/{tid}?format=xml">XML</a></p>{rel}',
        head=record_head(title, ["Trial Ledger"], "2023-06-01"),
    )
    pages = [versions[i : i + per_page] for i in range(0, n, per_page)]
    for p, chunk in enumerate(pages, 1):
        rows = "".join(
            f'<tr><td><a href="/history?trial={tid}&amp;version={versions.index(v) + 1}">'
            f"Version {versions.index(v) + 1}</a></td><td>{e(v)}</td></tr>"
            for v in chunk
        )
        pager = " ".join(
            f'<a href="/history?trial={tid}' + (f"&amp;page={k}" if k > 1 else "") + f'">{k}</a>'
            for k in range(1, len(pages) + 1)
            if k != p and len(pages) > 1
        )
        cmp_ = (
            f'<p><a href="/history?trial={tid}&amp;a=1&amp;b={n}">Compare first and latest</a></p>'
            if n > 2
            else ""
        )
        key = f"/history?trial={tid}" + (f"&page={p}" if p > 1 else "")
        reg[key] = TL.page(
            f"History of changes for {tid}",
            f"{tabs}<h1>History of changes</h1><table>{rows}</table><nav>{pager}</nav>{cmp_}",
        )
    for i, v in enumerate(versions, 1):
        reg[f"/history?trial={tid}&version={i}"] = TL.page(
            f"{tid} version {i}",
            f"{tabs}<h1>Version {i} ({e(v)})</h1><p>Protocol as submitted on {e(v)}.</p>",
        )
    if n > 2:
        reg[f"/history?trial={tid}&a=1&b={n}"] = TL.page(
            f"{tid}: version 1 vs {n}", f"{tabs}<h1>Changes between version 1 and {n}</h1>"
        )
    if results:
        reg[f"/results?trial={tid}"] = TL.page(
            f"Results for {tid}", f"{tabs}<h1>Results</h1><p>Primary outcome reported.</p>"
        )
    for fn, label in docs:
        doc[f"/stored/{tid[-2:]}/{tid}/{fn}"] = pdf_doc(label, tid, title)
    api[f"/v2/trials/{tid}"] = text(f'{{"id": "{tid}", "versions": {n}}}\n', "application/json")
    api[f"/v2/trials/{tid}?format=xml"] = text(
        f"<trial id='{tid}' versions='{n}'/>\n", "application/xml"
    )
    return reg, doc, api


TL_A, TL_B = "TLR-2022-013506", "TLR-2023-004417"
TL_A_DOCS = [("Prot_000.pdf", "Study protocol")]
TL_B_DOCS = [
    ("Prot_000.pdf", "Study protocol"),
    ("SAP_001.pdf", "Statistical analysis plan"),
    ("ICF_000.pdf", "Informed consent form"),
]
TL_A_VERSIONS = ["2022-02-14", "2022-09-30"]
TL_B_VERSIONS = ["2023-01-09", "2023-03-20", "2023-07-02", "2024-01-15", "2024-11-04", "2025-05-28"]


def tl_sites() -> list[Site]:
    reg: dict[str, PageValue] = {}
    doc: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": text("Trial Ledger API v2\n")}
    for args in [
        (
            TL_A,
            "Brief Motivational Interviewing for Alcohol Use in Primary Care",
            TL_A_VERSIONS,
            TL_A_DOCS,
            False,
            10,
            [],
        ),
        (
            TL_B,
            "Text Message Reminders to Improve Adherence to Antihypertensive Medication",
            TL_B_VERSIONS,
            TL_B_DOCS,
            True,
            4,
            [("TLR-2021-008842", "SMS reminders for statin adherence")],
        ),
    ]:
        r, d, a = _tl_trial(*args)  # type: ignore[arg-type]
        reg.update(r)
        doc.update(d)
        api.update(a)
    reg["/trial/TLR-2021-008842"] = TL.page(
        "SMS reminders for statin adherence", "<h1>SMS reminders for statin adherence</h1>"
    )
    api_site = Site(TL_API, api)
    return [TL.site(reg), TL_DOCS.site(doc), api_site]


def _tl_truth(
    tid: str, versions: list[str], docs: list[tuple[str, str]], results: bool, per_page: int
) -> frozenset[str]:
    n = len(versions)
    paths = [f"/trial/{tid}", f"/history?trial={tid}"]
    paths += [f"/history?trial={tid}&page={p}" for p in range(2, (n - 1) // per_page + 2)]
    paths += [f"/history?trial={tid}&version={i}" for i in range(1, n + 1)]
    paths += [f"/history?trial={tid}&a=1&b={n}"] if n > 2 else []
    paths += [f"/results?trial={tid}"] if results else []
    out = {TL.url(p) for p in paths}
    out |= {TL_DOCS.url(f"/stored/{tid[-2:]}/{tid}/{fn}") for fn, _ in docs}
    out |= {f"http://{TL_API}/v2/trials/{tid}", f"http://{TL_API}/v2/trials/{tid}?format=xml"}
    return frozenset(out)


# --- Cohort Mosaic: harmonised collections keyed by a dataset key ------------------------

CM = Chrome(
    host="catalogue.cohortmosaic.hx51.example",
    name="Cohort Mosaic",
    menu=[
        ("/collections", "Collections"),
        ("/variables/search", "Variables"),
        ("/network", "Cohorts"),
        ("/access", "Data access"),
    ],
    footer=[
        ("/about", "About"),
        ("/funding", "Funding"),
        ("/privacy", "Privacy"),
        ("/developer", "API"),
    ],
    title_format="{title} - Cohort Mosaic",
)
CM_API = "api.cohortmosaic.hx51.example"
CM_A = "0b6f2e4c-9d1a-4f7e-8c33-51a9d2e7f004"
CM_B = "7c41d8aa-2e95-4b06-a1f3-c8e0b6d49a21"
CM_C = "e2a09b51-6c7d-4f8e-9a02-3b1c5d7e8f90"  # a contributing cohort's own collection


def _cm_dataset(
    key: str,
    title: str,
    n_vars: int,
    extras: list[tuple[str, str]],
    contributing: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    site: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    offsets = list(range(0, n_vars, 20))
    contrib = (
        "<h2>Contributing cohorts</h2>" + ul([(f"/dataset/{k}", t) for k, t in contributing])
        if contributing
        else ""
    )
    site[f"/dataset/{key}"] = CM.page(
        title,
        f"<h1>{e(title)}</h1><p>{n_vars} harmonised variables. Individual-level data are not "
        'downloadable here: researchers apply through the <a href="/access">access committee</a>.</p>'
        + ul(
            [(f"/variables/search?datasetKey={key}", "Browse harmonised variables")]
            + [(h.format(key=key), t) for h, t in extras]
            + [(f"http://{CM_API}/v1/dataset/{key}/document", "Metadata document (DDI)")]
        )
        + contrib
        + '<p><a href="/collections">All collections</a></p>',
    )
    for i, off in enumerate(offsets):
        q = f"/variables/search?datasetKey={key}" + (f"&offset={off}" if off else "")
        nxt = (
            f'<a href="/variables/search?datasetKey={key}&amp;offset={offsets[i + 1]}">Next</a>'
            if i + 1 < len(offsets)
            else ""
        )
        prv = (
            f'<a href="/variables/search?datasetKey={key}'
            + (f"&amp;offset={offsets[i - 1]}" if offsets[i - 1] else "")
            + '">Previous</a>'
            if i
            else ""
        )
        site[q] = CM.page(
            "Variables",
            f"<h1>Harmonised variables</h1><p>Showing {off + 1} to {min(off + 20, n_vars)} of {n_vars}</p>"
            f"<nav>{prv} {nxt}</nav>",
        )
    for h, t in extras:
        site[h.format(key=key)] = CM.page(t, f"<h1>{e(t)}</h1><p>{e(title)}</p>")
    api[f"/v1/dataset/{key}/document"] = ddi(
        title, key, [("bmi_h", "Body mass index (harmonised)")]
    )
    return site, api


CM_B_EXTRAS = [
    ("/harmonisation?datasetKey={key}", "Harmonisation protocol"),
    ("/harmonisation?datasetKey={key}&variable=smoking_status", "Harmonisation of smoking status"),
    ("/coverage?datasetKey={key}", "Wave coverage"),
]


def cm_sites() -> list[Site]:
    site: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": text("Cohort Mosaic API\n")}
    for key, title, n, extras, contrib in [
        (CM_A, "Harmonised Childhood Growth Collection", 35, [], []),
        (
            CM_B,
            "Harmonised Ageing and Multimorbidity Collection",
            61,
            CM_B_EXTRAS,
            [(CM_C, "Northfield Ageing Cohort")],
        ),
        (CM_C, "Northfield Ageing Cohort", 12, [], []),
    ]:
        s, a = _cm_dataset(key, title, n, extras, contrib)  # type: ignore[arg-type]
        site.update(s)
        api.update(a)
    return [CM.site(site), Site(CM_API, api)]


def _cm_truth(key: str, n_vars: int, extras: list[tuple[str, str]]) -> frozenset[str]:
    paths = [f"/dataset/{key}", f"/variables/search?datasetKey={key}"]
    paths += [f"/variables/search?datasetKey={key}&offset={o}" for o in range(20, n_vars, 20)]
    paths += [h.format(key=key) for h, _ in extras]
    return frozenset({CM.url(p) for p in paths} | {f"http://{CM_API}/v1/dataset/{key}/document"})


# --- Weave Microdata Catalog: DDI study documentation with opaque document URLs ---------

WV = Chrome(
    host="catalog.ddiweave-nz.hx51.example",
    name="Weave Microdata Catalog",
    menu=[
        ("/catalog", "Central data catalog"),
        ("/collections", "Collections"),
        ("/citations", "Citations"),
    ],
    footer=[("/about", "About"), ("/terms-of-use", "Terms of use"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Weave Microdata Catalog",
    cookie=False,
)
WV_A = "Survey of Household Living Conditions 2018, Wave 3"
WV_B = "National Time Use and Wellbeing Survey 2021"


def _wv_study(
    sid: int,
    title: str,
    docs: list[tuple[str, str]],
    dicts: list[tuple[str, str, list[tuple[str, str]]]],
    other: tuple[int, str],
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    crumb = f'<p class="study-crumb">Study: <a href="/catalog/{sid}">{e(title)}</a></p>'
    pages[f"/catalog/{sid}"] = WV.page(
        title,
        f"<h1>{e(title)}</h1><dl><dt>Reference ID</dt><dd>NZ-WV-{sid}</dd><dt>Access</dt>"
        "<dd>Licensed data: microdata require an approved application.</dd></dl>"
        "<h2>Documentation</h2>"
        + ul(docs)
        + "<h2>Data files</h2>"
        + ul([(h, t) for h, t, _ in dicts])
        + f'<p>Metadata: <a href="/metadata/export/{sid}.xml">DDI 2.5</a> '
        f'<a href="/metadata/cite/{sid}.ris">Citation (RIS)</a></p>'
        f'<aside><h2>Same series</h2><a href="/catalog/{other[0]}">{e(other[1])}</a> '
        '<a href="/account/login?apply=licensed">Apply for access</a></aside>',
    )
    for href, label in docs:
        pages[href] = WV.page(
            label, f"{crumb}<h1>{e(label)}</h1><p>{e(label)} for the {e(title)}.</p>"
        )
    for href, label, variables in dicts:
        chunks = [variables[i : i + 3] for i in range(0, len(variables), 3)]
        for n, chunk in enumerate(chunks, 1):
            pager = (
                '<nav class="pager">'
                + " ".join(
                    f'<a href="{href if k == 1 else href + "?page=" + str(k)}">{k}</a>'
                    for k in range(1, len(chunks) + 1)
                    if k != n
                )
                + "</nav>"
                if len(chunks) > 1
                else ""
            )
            vl = "".join(f'<li><a href="{vh}">{e(vn)}</a></li>' for vh, vn in chunk)
            key = href if n == 1 else f"{href}?page={n}"
            pages[key] = WV.page(
                label, f"{crumb}<h1>Data file: {e(label)}</h1><ul>{vl}</ul>{pager}"
            )
        for vh, vn in variables:
            pages[vh] = WV.page(
                vn,
                f"{crumb}<h1>Variable {e(vn)}</h1><p>Weighted frequencies in the {e(title)}.</p>",
            )
    pages[f"/metadata/export/{sid}.xml"] = ddi(
        title, f"NZ-WV-{sid}", [(vn, vn) for _, _, vs in dicts for _, vn in vs]
    )
    pages[f"/metadata/cite/{sid}.ris"] = ris(
        title, ["Statistics Weave"], 2022, f"10.70311/wv.{sid}", "DBASE"
    )
    return pages


WV_A_DOCS = [("/doc/7f3a91", "Questionnaire"), ("/doc/7f3a92", "Interviewer manual")]
WV_A_DICTS = [
    (
        "/datafile/f51",
        "household.sav",
        [("/var/f51-v1", "hh_size"), ("/var/f51-v2", "tenure"), ("/var/f51-v3", "income_band")],
    )
]
WV_B_DOCS = [
    ("/doc/b20c11", "Diary instrument"),
    ("/doc/b20c12", "Technical report"),
    ("/doc/b20c13", "Weighting note"),
]
WV_B_DICTS = [
    (
        "/datafile/g07",
        "diary_episodes.sav",
        [
            (f"/var/g07-v{i}", n)
            for i, n in enumerate(["activity", "start", "duration", "with_whom", "location"], 1)
        ],
    ),
    (
        "/datafile/g08",
        "respondent.sav",
        [("/var/g08-v1", "wellbeing"), ("/var/g08-v2", "employment")],
    ),
]


def wv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _wv_study(
            3301,
            WV_A,
            WV_A_DOCS,
            WV_A_DICTS,
            (2977, "Survey of Household Living Conditions 2015, Wave 2"),
        )
    )
    pages.update(
        _wv_study(4410, WV_B, WV_B_DOCS, WV_B_DICTS, (3880, "National Time Use Survey 2016"))
    )
    for sid, t in [
        (2977, "Survey of Household Living Conditions 2015, Wave 2"),
        (3880, "National Time Use Survey 2016"),
    ]:
        pages[f"/catalog/{sid}"] = WV.page(
            t, f"<h1>{e(t)}</h1><p>Documentation in preparation.</p>"
        )
    return [WV.site(pages)]


def _wv_truth(
    sid: int, docs: list[tuple[str, str]], dicts: list[tuple[str, str, list[tuple[str, str]]]]
) -> frozenset[str]:
    paths = [f"/catalog/{sid}", f"/metadata/export/{sid}.xml", f"/metadata/cite/{sid}.ris"]
    paths += [h for h, _ in docs]
    for h, _, vs in dicts:
        paths.append(h)
        paths += [f"{h}?page={k}" for k in range(2, (len(vs) + 2) // 3 + 1)]
        paths += [vh for vh, _ in vs]
    return frozenset(WV.url(p) for p in paths)


# --- Panel Keep: a survey data archive that signposts its study records ----------------

PK = Chrome(
    host="archive.panelkeep-ss.hx51.example",
    name="Panel Keep Data Archive",
    menu=[
        ("/series", "Study series"),
        ("/catalogue", "Catalogue"),
        ("/deposit", "Deposit"),
        ("/training", "Training"),
    ],
    footer=[
        ("/conditions", "Conditions of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | Panel Keep",
)
PK_FILES = "files.panelkeep-ss.hx51.example"
PK_DOI = "doi.idresolve-ss.hx51.example"


def _pk_study(
    sn: int,
    title: str,
    series: str,
    items: list[tuple[str, str, str]],
    gated: list[str],
    meta: list[tuple[str, str]],
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    """A study landing page with its Link header, and its open files on the file host."""
    land = PK.url(f"/study/{sn}")
    links = [f'<http://{PK_DOI}/10.70777/pk-{sn}>; rel="cite-as"']
    links += [f'<{u}>; rel="item"; type="{t}"' for u, t, _ in items]
    links += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in meta]
    links += [
        '<http://schema.org/Dataset>; rel="type"',
        f'<{PK.url("/conditions")}>; rel="license"',
    ]
    head = "".join(f'<link rel="item" href="{e(u)}" type="{e(t)}">' for u, t, _ in items)
    head += "".join(f'<link rel="describedby" href="{e(u)}" type="{e(t)}">' for u, t in meta)
    head += record_head(title, ["Panel Keep"], "2024")
    main = (
        f'<nav class="crumbs"><a href="/series">Series</a> &gt; <a href="/series/{sn // 100}">{e(series)}</a></nav>'
        f"<h1>{e(title)}</h1><p>Persistent identifier: doi:10.70777/pk-{sn}</p>"
        "<h2>Open documentation and data</h2>"
        + ul([(u, label) for u, _, label in items])
        + "<h2>Safeguarded and secure files</h2><ul>"
        + "".join(f'<li>{e(g)} <a href="/account/login">Log in to apply</a></li>' for g in gated)
        + "</ul><h2>Metadata</h2>"
        + ul([(u, t) for u, t in meta])
        + ("<h2>Other waves</h2>" + ul(others) if others else "")
    )
    site: dict[str, PageValue] = {
        f"/study/{sn}": Response.html(
            PK.page(title, main, head=head), headers=[("Link", ", ".join(links))]
        )
    }
    files: dict[str, PageValue] = {}
    for u, t, label in items:
        path = u.split("/", 3)[3]
        raw = binary(label).body if t == "application/zip" else f"{title}\n{label}\n".encode()
        body = Response.data(raw, t)
        body.headers.append(("Link", f'<{land}>; rel="collection"'))
        (files if PK_FILES in u else site)["/" + path] = body
    for u, t in meta:
        site["/" + u.split("/", 3)[3]] = text(f"{title} ({sn})\n", t)
    return site, files


def _pk_args() -> list[
    tuple[
        int,
        str,
        str,
        list[tuple[str, str, str]],
        list[str],
        list[tuple[str, str]],
        list[tuple[str, str]],
    ]
]:
    f, s = f"http://{PK_FILES}", PK.url("")
    a = (
        8812,
        "Coastal Communities Panel, Wave 2, 2022",
        "Coastal Communities Panel",
        [
            (f"{s}/study/8812/doc/user-guide.txt", "text/plain", "User guide"),
            (f"{f}/8812/ccp_w2_tab.zip", "application/zip", "Data (tab-delimited)"),
        ],
        ["ccp_w2_postcodes.tab (secure access)"],
        [(f"{s}/metadata/8812.ddi.xml", "application/xml")],
        [("/study/8740", "Wave 1, 2020")],
    )
    b = (
        9034,
        "Young Adults Transitions Study, Sweep 5, 2023",
        "Young Adults Transitions Study",
        [
            (f"{s}/study/9034/doc/questionnaire-sweep5.txt", "text/plain", "Questionnaire"),
            (f"{s}/study/9034/doc/technical-report.txt", "text/plain", "Technical report"),
            (f"{f}/9034/yats_s5_spss.zip", "application/zip", "Data (SPSS)"),
            (f"{f}/9034/yats_s5_stata.zip", "application/zip", "Data (Stata)"),
            (f"{f}/9034/yats_s5_syntax.zip", "application/zip", "Derivation syntax"),
        ],
        ["yats_s5_school_ids.tab (secure)", "yats_s5_geography.tab (safeguarded special licence)"],
        [
            (f"{s}/metadata/9034.ddi.xml", "application/xml"),
            (f"{s}/metadata/9034.jsonld", "application/ld+json"),
        ],
        [("/study/8951", "Sweep 4, 2021"), ("/study/9120", "Sweep 6, 2025")],
    )
    return [a, b]


def pk_sites() -> list[Site]:
    site: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {"/": text("Panel Keep file service\n")}
    for args in _pk_args():
        s, f = _pk_study(*args)
        site.update(s)
        files.update(f)
    for sn, t in [
        (8740, "Coastal Communities Panel, Wave 1, 2020"),
        (8951, "Young Adults Transitions Study, Sweep 4, 2021"),
        (9120, "Young Adults Transitions Study, Sweep 6, 2025"),
    ]:
        site[f"/study/{sn}"] = PK.page(t, f"<h1>{e(t)}</h1>")
    resolver = Site(
        PK_DOI,
        {
            "/": text("Identifier resolver\n"),
            **{
                f"/10.70777/pk-{sn}": Response.redirect(PK.url(f"/study/{sn}"), 302)
                for sn in (8812, 9034)
            },
        },
    )
    return [PK.site(site), Site(PK_FILES, files), resolver]


def _pk_truth(i: int) -> frozenset[str]:
    sn, _t, _s, items, _g, meta, _o = _pk_args()[i]
    return frozenset({PK.url(f"/study/{sn}")} | {u for u, _, _ in items} | {u for u, _ in meta})


CASES: list[Case] = [
    # A trial register: the trial identifier is in every artifact URI, on three hosts and in
    # query strings (history versions, results, API), so the seed's GBIF heuristic,
    # Significant String from URI, bounds it; the sponsor's other trial lacks it.
    Case(
        name="trialledger-alcohol-mi",
        imitates="clinical trial register (trial with two protocol versions)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=TL.url(f"/trial/{TL_A}"),
        truth=_tl_truth(TL_A, TL_A_VERSIONS, TL_A_DOCS, False, 10),
        build=tl_sites,
    ),
    # Harder: six protocol versions over a paged history, a comparison view, results, three
    # documents on the document host, and another trial of the sponsor linked.
    Case(
        name="trialledger-sms-adherence",
        imitates="clinical trial register (six protocol versions, paged history, results)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=TL.url(f"/trial/{TL_B}"),
        truth=_tl_truth(TL_B, TL_B_VERSIONS, TL_B_DOCS, True, 4),
        build=tl_sites,
        others=frozenset({TL.url("/trial/TLR-2021-008842")}),
    ),
    # GBIF-shaped harmonised catalogue: the dataset key is in the variable search, its pages
    # and the API document; the data themselves are gated (no link), as GBIF's are.
    Case(
        name="cohortmosaic-growth",
        imitates="harmonised cohort catalogue (collection with paged variable search)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=CM.url(f"/dataset/{CM_A}"),
        truth=_cm_truth(CM_A, 35, []),
        build=cm_sites,
    ),
    # Harder: four variable pages, harmonisation and coverage pages, and a contributing
    # cohort (its own collection, its own key) linked from the entry.
    Case(
        name="cohortmosaic-ageing",
        imitates="harmonised cohort catalogue (collection with protocols and contributing cohorts)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=CM.url(f"/dataset/{CM_B}"),
        truth=_cm_truth(CM_B, 61, CM_B_EXTRAS),
        build=cm_sites,
        others=frozenset({CM.url(f"/dataset/{CM_C}")}),
    ),
    # The archive signposts each study: Link headers (and <link> elements) name the items
    # and metadata, so the seed's machine-readable boundary, Signposting, applies.
    Case(
        name="panelkeep-coastal-w2",
        imitates="signposting survey data archive (study wave with two open items)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=PK.url("/study/8812"),
        truth=_pk_truth(0),
        build=pk_sites,
        others=frozenset({PK.url("/study/8740")}),
    ),
    # Harder: reached through its DOI (redirect), five items on two hosts, two metadata
    # records, two gated files without links, and the series' other sweeps linked.
    Case(
        name="panelkeep-yats-sweep5",
        imitates="signposting survey data archive (DOI entry, five items on two hosts)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"http://{PK_DOI}/10.70777/pk-9034",
        landing=PK.url("/study/9034"),
        truth=_pk_truth(1),
        build=pk_sites,
        others=frozenset({PK.url("/study/8951"), PK.url("/study/9120")}),
    ),
    # DDI catalogue: the page title is the study title alone and every document, data-file
    # and variable page (two hops away, opaque URLs) repeats it; no binary members, so the
    # plain Significant String from Title bounds it.
    Case(
        name="weave-living-conditions-w3",
        imitates="microdata documentation catalogue (DDI study, one data file)",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=WV.url("/catalog/3301"),
        truth=_wv_truth(3301, WV_A_DOCS, WV_A_DICTS),
        build=wv_sites,
        others=frozenset({WV.url("/catalog/2977")}),
    ),
    # Harder: two data files, a paged variable list, seven variable pages, three documents.
    Case(
        name="weave-time-use-2021",
        imitates="microdata documentation catalogue (two data files, paged variables)",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=WV.url("/catalog/4410"),
        truth=_wv_truth(4410, WV_B_DOCS, WV_B_DICTS),
        build=wv_sites,
        others=frozenset({WV.url("/catalog/3880")}),
    ),
]
