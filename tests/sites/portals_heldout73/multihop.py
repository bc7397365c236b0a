"""heldout73's multi-hop portals whose artifact lives under one path: a clinical guideline
repository (each guideline's chapters, evidence reviews, update history and withdrawn
versions under /guidance/<id>/) and a health-statistics dashboard platform that gives
each project its own subdomain (Path-Based, as the seed prescribes for GitLab, BitBucket
and Silk); a code forge holding systematic-review analysis code with raw files on a
separate host, and a health-data competition site with downloads on a blob store
(Path-Based with Externals, as for GitHub and Kaggle)."""

from __future__ import annotations

import zlib
from html import escape

from keepnet.testweb.site import PageValue, Response, Site

from ._kit import ANALYTICS, csv, dl, pdfr, portal, site, txt, wrap

# --- Clinical guideline repository (NICE-like chapters, evidence, history) ---

GL = portal(
    "guidance.carequal-guides.hx73.example",
    "CareQual Guidance",
    [
        ("/guidance/published", "Published guidance"),
        ("/guidance/indevelopment", "In development"),
        ("/standards-and-indicators", "Standards"),
        ("/about/what-we-do", "What we do"),
    ],
    [("/terms-and-conditions", "Terms"), ("/get-involved/contact-us", "Contact us")],
)


def _guideline(
    gid: str,
    title: str,
    chapters: list[str],
    evidence: list[str],
    history: list[tuple[str, str]],
    rec_pages: int,
    replaces: str | None,
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/guidance/{gid}/"
    pages: dict[str, PageValue] = {}
    truth = [base]
    side = [(f"{base}chapter/{c}", c.replace("-", " ").capitalize()) for c in chapters]
    side += [
        (f"{base}evidence", "Evidence"),
        (f"{base}history", "History"),
        (f"{base}resources", "Tools and resources"),
    ]
    nav = '<nav class="guidance-nav">' + dl(side, "chapters") + "</nav>"

    def gpage(path: str, heading: str, body: str) -> None:
        pages[path] = wrap(
            GL,
            f"{heading} | {title} | Guidance",
            f"<h1>{escape(title)}</h1>{nav}<h2>{heading}</h2>{body}",
        )
        truth.append(path)

    for c in chapters:
        path = f"{base}chapter/{c}"
        if c == "recommendations" and rec_pages > 1:
            pager = " ".join(f'<a href="{path}?page={k}">{k}</a>' for k in range(2, rec_pages + 1))
            gpage(path, "Recommendations", f"<p>1.1 Offer…</p><p class='pager'>Pages: {pager}</p>")
            for k in range(2, rec_pages + 1):
                gpage(f"{path}?page={k}", f"Recommendations (page {k})", f"<p>1.{k} Consider…</p>")
        else:
            gpage(path, c.replace("-", " ").capitalize(), "<p>Guideline text.</p>")
    ev = []
    for e in evidence:
        p = f"{base}evidence/{e}-pdf-{zlib.crc32(e.encode()) % 10**9}"
        ev.append((p, e.replace("-", " ").capitalize() + " (PDF)"))
        pages[p] = pdfr(title, e)
        truth.append(p)
    gpage(f"{base}evidence", "Evidence", dl(ev))
    hist = []
    for ver, note in history:
        p = f"{base}history/{ver}"
        hist.append((p, f"{ver}: {note}"))
        gpage(
            p,
            f"Version {ver}",
            f"<p>{note}</p><p class='status'>{'Withdrawn' if 'withdrawn' in note else 'Archived'} version.</p>",
        )
    rep = (
        f'<p>This guideline replaces <a href="/guidance/{replaces}/">{replaces.upper()}</a>.</p>'
        if replaces
        else ""
    )
    gpage(f"{base}history", "History", dl(hist) + rep)
    rp = f"{base}resources/visual-summary-pdf"
    pages[rp] = pdfr(title, "Visual summary")
    truth.append(rp)
    gpage(f"{base}resources", "Tools and resources", dl([(rp, "Visual summary (PDF)")]))
    pages[base] = wrap(
        GL,
        f"Overview | {title} | Guidance",
        f"<h1>{escape(title)}</h1><p class='ref'>Guideline {gid.upper()}</p>{nav}"
        f"<p>This guideline covers…</p>{rep}"
        '<p><a href="/guidance/published?type=guideline">More guidelines</a></p>',
        share=GL.url(base),
    )
    return base, pages, [GL.url(t) for t in truth]


GL_A = _guideline(
    "ng240",
    "Asthma: diagnosis, monitoring and chronic management",
    ["recommendations", "rationale-and-impact", "context"],
    ["evidence-review-a-diagnostic-tests"],
    [("2024-11", "First published")],
    1,
    None,
)
GL_B = _guideline(
    "ng185",
    "Acute coronary syndromes",
    ["recommendations", "recommendations-for-research", "rationale-and-impact", "context"],
    [
        "evidence-review-a-antiplatelet-therapy",
        "evidence-review-b-invasive-strategy",
        "evidence-review-c-cardiac-rehabilitation",
        "supplement-1-methods",
    ],
    [
        ("2020-11", "Updated: replaces CG94 and CG167"),
        ("2016-07", "Partially withdrawn: section 1.3"),
        ("2013-07", "withdrawn original recommendations"),
    ],
    3,
    "cg94",
)


def gl_sites() -> list[Site]:
    pages = {**GL_A[1], **GL_B[1]}
    pages["/guidance/cg94/"] = wrap(
        GL, "Unstable angina (withdrawn)", "<h1>CG94 has been withdrawn</h1>"
    )
    return [site(GL, pages)]


# --- Dashboard platform: one subdomain per project (Silk-like) ---

DASH_MAIN = portal(
    "www.dashhub.hx73.example",
    "DashHub",
    [("/explore", "Explore dashboards"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    [("/terms", "Terms")],
)


def _project(
    host: str, title: str, views: list[str], tables: list[str]
) -> tuple[str, Site, list[str]]:
    pages: dict[str, PageValue] = {}
    nav = dl(
        [("/", "Overview")]
        + [(f"/view/{v}", v.replace("-", " ").title()) for v in views]
        + [("/data", "Data"), ("/about", "About this project")],
        "project-nav",
    )

    def page(t: str, body: str) -> Response:
        return Response.html(
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(t)} — {escape(title)}</title>"
            f"{ANALYTICS.format(host=host)}<script src='http://cdn.dashhub-static.test/widgets.js'></script></head>"
            f"<body><header><a href='http://www.dashhub.hx73.example/'>Made with DashHub</a> "
            f"<a href='http://www.dashhub.hx73.example/login'>Log in</a></header>{nav}<main><h1>{escape(t)}</h1>"
            f"{body}</main><footer><a href='http://www.dashhub.hx73.example/terms'>Terms</a></footer></body></html>"
        )

    truth = ["/", "/data", "/about"]
    pages["/"] = page(title, "<div class='chart' data-src='/data/summary.json'></div>")
    for v in views:
        pages[f"/view/{v}"] = page(
            v.replace("-", " ").title(),
            f"<p>Interactive view: {v}</p><a href='/view/{v}?region=all'>All regions</a>",
        )
        pages[f"/view/{v}?region=all"] = page(v.title() + " (all regions)", "<p>Table</p>")
        truth += [f"/view/{v}", f"/view/{v}?region=all"]
    files = [(f"/data/{t}.csv", f"{t}.csv") for t in tables]
    for p, _ in files:
        pages[p] = csv("country,year,value\nA,2022,1.2\n")
        truth.append(p)
    pages["/data"] = page("Data", dl(files))
    pages["/about"] = page("About this project", "<p>Sources and methods.</p>")
    return f"http://{host}/", Site(host, pages), [f"http://{host}{t}" for t in truth]


def dash_sites() -> list[Site]:
    return [site(DASH_MAIN, {}), DASH_A[1], DASH_B[1]]


DASH_A = _project(
    "hepatitis-elimination.dashhub.hx73.example",
    "Hepatitis elimination tracker",
    ["prevalence"],
    ["hbv-prevalence"],
)
DASH_B = _project(
    "ncd-risk-factors.dashhub.hx73.example",
    "NCD risk factor atlas",
    ["tobacco-use", "raised-blood-pressure", "obesity", "physical-inactivity"],
    ["tobacco", "blood-pressure", "bmi", "activity", "metadata-dictionary"],
)


# --- Code forge with review analysis code; raw files on another registrable domain ---

FORGE = portal(
    "git.medforge.hx73.example",
    "MedForge",
    [("/explore", "Explore"), ("/marketplace", "Marketplace"), ("/pricing", "Pricing")],
    [("/site/terms", "Terms"), ("/site/security", "Security"), ("/status", "Status")],
)
RAW = "raw.medforge-usercontent.hx73.example"


def _repo(
    slug: str, desc: str, files: list[str], issues: list[int], releases: list[str]
) -> tuple[str, dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/{slug}"
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    truth = [FORGE.url(base)]
    tabs = dl(
        [
            (base, "Code"),
            (f"{base}/issues", "Issues"),
            (f"{base}/releases", "Releases"),
            (f"{base}/commits/main", "Commits"),
        ],
        "repo-tabs",
    )

    def rp(path: str, t: str, body: str) -> None:
        pages[path] = wrap(FORGE, f"{t} · {slug}", f"<h1>{escape(slug)}</h1>{tabs}{body}")
        truth.append(FORGE.url(path))

    tree = []
    for f in files:
        bp = f"{base}/blob/main/{f}"
        rawu = f"http://{RAW}/{slug}/main/{f}"
        raw[f"/{slug}/main/{f}"] = txt(f"# {f}\n")
        rp(bp, f, f'<pre># {f}</pre><a href="{rawu}">Raw</a>')
        truth.append(rawu)
        tree.append((bp, f))
    rp(f"{base}/commits/main", "Commits", "<ul><li>Update forest plot</li></ul>")
    rp(f"{base}/issues", "Issues", dl([(f"{base}/issues/{i}", f"#{i}") for i in issues]))
    for i in issues:
        rp(
            f"{base}/issues/{i}",
            f"Issue #{i}",
            "<p>Sensitivity analysis excluding high risk of bias.</p>",
        )
    rels = []
    for r in releases:
        asset = f"http://{RAW}/{slug}/releases/{r}/results-{r}.zip"
        raw[f"/{slug}/releases/{r}/results-{r}.zip"] = Response.data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        rp(f"{base}/releases/tag/{r}", f"Release {r}", f'<a href="{asset}">results-{r}.zip</a>')
        truth.append(asset)
        rels.append((f"{base}/releases/tag/{r}", r))
    rp(f"{base}/releases", "Releases", dl(rels))
    pages[base] = wrap(
        FORGE,
        f"{slug}: {desc}",
        f"<h1>{escape(slug)}</h1><p>{escape(desc)}</p>{tabs}{dl(tree, 'file-tree')}"
        '<aside><a href="/explore?topic=meta-analysis">meta-analysis</a></aside>',
        share=FORGE.url(base),
    )
    return base, pages, raw, truth


FORGE_A = _repo(
    "lshtm-epi/ors-zinc-meta-analysis",
    "Analysis code for a review of ORS and zinc",
    ["README.md", "analysis.R"],
    [1],
    [],
)
FORGE_B = _repo(
    "hsr-unit/antenatal-care-nma",
    "Network meta-analysis of antenatal care models (registry protocol CRD42023400118)",
    ["README.md", "R/01_import.R", "R/02_nma.R", "data/extraction.csv", "protocol/protocol-v2.md"],
    [4, 7, 9],
    ["v1.0.0", "v1.1.0"],
)


def forge_sites() -> list[Site]:
    return [site(FORGE, {**FORGE_A[1], **FORGE_B[1]}), Site(RAW, {**FORGE_A[2], **FORGE_B[2]})]


# --- Health-data competition / dataset hub (Kaggle-like) with a blob store ---

HDC = portal(
    "www.healthdatacomp.hx73.example",
    "HealthDataComp",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/learn", "Learn"),
        ("/discussions", "Discussions"),
    ],
    [("/terms", "Terms"), ("/community-guidelines", "Community guidelines")],
)
BLOB = "storage.hdc-blobs.hx73.example"


def _dataset(
    slug: str, title: str, files: list[str], versions: int, threads: list[int], notebooks: list[str]
) -> tuple[str, dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/datasets/{slug}"
    pages: dict[str, PageValue] = {}
    blob: dict[str, PageValue] = {}
    truth = [HDC.url(base)]
    tabs = dl(
        [
            (base, "Data card"),
            (f"{base}/code", "Code"),
            (f"{base}/discussion", "Discussion"),
            (f"{base}/versions", "Versions"),
        ],
        "tabs",
    )

    def dp(path: str, t: str, body: str) -> None:
        pages[path] = wrap(HDC, f"{t} | {title}", f"<h1>{escape(title)}</h1>{tabs}{body}")
        truth.append(HDC.url(path))

    dls = []
    for f in files:
        u = f"http://{BLOB}/datasets/{zlib.crc32(slug.encode()) % 10**6}/{f}"
        blob[u.split(BLOB, 1)[1]] = csv("country,year,value\nX,2020,70.1\n")
        dls.append((u, f))
        truth.append(u)
    dp(f"{base}/code", "Code", dl([(f"{base}/code/{n}", n) for n in notebooks]))
    for n in notebooks:
        dp(f"{base}/code/{n}", n, "<pre>import pandas as pd</pre>")
    pages_n = (len(threads) + 1) // 2
    for k in range(1, pages_n + 1):
        chunk = threads[(k - 1) * 2 : k * 2]
        more = f'<a href="{base}/discussion?page={k + 1}">Next</a>' if k < pages_n else ""
        path = f"{base}/discussion" + (f"?page={k}" if k > 1 else "")
        dp(
            path,
            "Discussion",
            dl([(f"{base}/discussion/{t}", f"Thread {t}") for t in chunk]) + more,
        )
    if not threads:
        dp(f"{base}/discussion", "Discussion", "<p>No topics yet.</p>")
    for t in threads:
        dp(f"{base}/discussion/{t}", f"Thread {t}", "<p>Missing values for 2019?</p>")
    dp(
        f"{base}/versions",
        "Versions",
        dl([(f"{base}/versions/{v}", f"Version {v}") for v in range(1, versions + 1)]),
    )
    for v in range(1, versions + 1):
        dp(f"{base}/versions/{v}", f"Version {v}", "<p>Changes.</p>")
    pages[base] = wrap(
        HDC,
        title,
        f"<h1>{escape(title)}</h1>{tabs}<h2>Data explorer</h2>{dl(dls, 'downloads')}"
        f'<a href="/datasets?tag=public-health">public-health</a>',
        share=HDC.url(base),
    )
    return base, pages, blob, truth


HDC_A = _dataset(
    "gho-like/life-expectancy-2000-2019",
    "Life expectancy and healthy life expectancy 2000-2019",
    ["life_expectancy.csv"],
    1,
    [],
    [],
)
HDC_B = _dataset(
    "who-like/maternal-mortality-estimates",
    "Maternal mortality estimates 2000-2020",
    ["mmr_country.csv", "mmr_region.csv", "uncertainty_intervals.csv"],
    4,
    [311, 318, 402],
    ["eda-maternal-mortality", "bayesian-trend-model"],
)


def hdc_sites() -> list[Site]:
    return [site(HDC, {**HDC_A[1], **HDC_B[1]}), Site(BLOB, {**HDC_A[2], **HDC_B[2]})]
