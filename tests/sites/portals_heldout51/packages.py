"""Path-bounded artifacts: replication packages in a journal-linked deposit archive, study
microsites on their own subdomain, replication-code repositories on a code forge (raw files
on a content host) and harmonised datasets on a data-science hub (downloads on a blob host).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, binary, csv, e, pdf_doc, text, ul

# --- Repliquarium: versioned replication packages with a file tree ---------------------

RQ = Chrome(
    host="deposit.repliquarium.hx51.example",
    name="Repliquarium",
    menu=[
        ("/search/studies", "Find packages"),
        ("/deposit/start", "Deposit"),
        ("/journals", "Partner journals"),
        ("/faq", "FAQ"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | Repliquarium",
)
RQ_JOURNAL = "www.econsocletters.hx51.example"

Tree = dict[str, list[str]]  # folder path ("" for the root) -> file names


def _rq_version(
    pid: int,
    ver: str,
    title: str,
    tree: Tree,
    restricted: list[str],
    versions: list[str],
    per_page: int,
) -> dict[str, PageValue]:
    """One version of a package: landing, folder views (paged), file views, readme, terms."""
    pages: dict[str, PageValue] = {}
    root = f"/project/{pid}/version/{ver}/"
    vlist = ul([(f"/project/{pid}/version/{v}/", f"Version {v}") for v in versions if v != ver])

    def folder_html(folder: str, names: list[str], sub: list[str]) -> str:
        rows = "".join(
            f'<li class="dir"><a href="{root}tree/{s}">{e(s.rsplit("/", 1)[-1])}/</a></li>'
            for s in sub
        )
        rows += "".join(
            f'<li><a href="{root}file/{folder + "/" if folder else ""}{n}">{e(n)}</a></li>'
            for n in names
        )
        return f"<ul class='tree'>{rows}</ul>"

    top = [f for f in tree if f and "/" not in f]
    gated = "".join(
        f"<li>{e(r)} <em>restricted: apply via the journal data editor</em></li>"
        for r in restricted
    )
    pages[root] = RQ.page(
        f"{title}, version {ver}",
        f"<h1>{e(title)}</h1><p class='version'>Version {ver} · "
        f'<a href="{root}readme">Read me</a> · <a href="{root}terms">Terms of use for this package</a> · '
        f'<a href="{root}download-all">Download all (zip)</a></p>'
        f"<p>Replication package for an article in <a href='http://{RQ_JOURNAL}/article/{pid}'>Economic and "
        "Social Letters</a>.</p>"
        + folder_html("", tree.get("", []), top)
        + f"<ul class='restricted'>{gated}</ul><h2>Other versions</h2>{vlist}"
        '<p><a href="/account/login">Log in</a> to follow this project.</p>',
    )
    pages[f"{root}readme"] = RQ.page(
        "README", f"<h1>README</h1><pre>Replication package: {e(title)}</pre>"
    )
    pages[f"{root}terms"] = RQ.page(
        "Terms", "<h1>Terms of use</h1><p>CC BY 4.0; restricted files under a DUA.</p>"
    )
    pages[f"{root}download-all"] = binary(f"{pid}-{ver}.zip", "application/zip")
    for folder, names in tree.items():
        if not folder:
            continue
        sub = [f for f in tree if f.startswith(folder + "/") and "/" not in f[len(folder) + 1 :]]
        chunks = [names[i : i + per_page] for i in range(0, len(names), per_page)] or [[]]
        for n, chunk in enumerate(chunks, 1):
            pager = " ".join(
                f'<a href="{root}tree/{folder}' + (f"?page={k}" if k > 1 else "") + f'">{k}</a>'
                for k in range(1, len(chunks) + 1)
                if k != n and len(chunks) > 1
            )
            key = f"{root}tree/{folder}" + (f"?page={n}" if n > 1 else "")
            pages[key] = RQ.page(
                f"{folder} - {title}",
                f'<p><a href="{root}">{e(title)}</a> / {e(folder)}</p>'
                + folder_html(folder, chunk, sub if n == 1 else [])
                + f"<nav>{pager}</nav>",
            )
    for folder, names in tree.items():
        for name in names:
            path = f"{root}file/{folder + '/' if folder else ''}{name}"
            pages[path] = (
                csv([["id", "y", "x"], [1, 0.4, 2]])
                if name.endswith(".csv")
                else text(f"* {name}\n")
                if name.endswith((".do", ".R", ".txt", ".md"))
                else binary(name)
            )
    return pages


RQ_A_TREE: Tree = {
    "": ["README.md"],
    "data": ["survey_clean.dta", "survey_raw.csv"],
    "code": ["main.do", "tables.do"],
}
RQ_B_TREE: Tree = {
    "": ["README.md", "LICENSE.txt"],
    "data": [
        "panel_w1.dta",
        "panel_w2.dta",
        "panel_w3.dta",
        "panel_w4.dta",
        "panel_w5.dta",
        "links.csv",
    ],
    "data/derived": ["analysis_sample.dta", "weights.csv"],
    "code": ["00_master.do", "01_clean.do", "02_models.R"],
}


def rq_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _rq_version(
            118204,
            "V1",
            "Minimum Wage Increases and Teen Employment: Survey Evidence",
            RQ_A_TREE,
            ["employer_ids.dta"],
            ["V1"],
            10,
        )
    )
    b_title = "Housing Insecurity and Political Participation"
    for ver in ("V1", "V2", "V3"):
        tree = (
            RQ_B_TREE
            if ver == "V3"
            else {k: v for k, v in RQ_B_TREE.items() if k != "data/derived"}
        )
        pages.update(
            _rq_version(
                131977,
                ver,
                b_title,
                tree,
                ["address_geocodes.dta", "eviction_records.dta"],
                ["V1", "V2", "V3"],
                4,
            )
        )
    journal = Chrome(
        host=RQ_JOURNAL, name="Economic and Social Letters", menu=[("/issues", "Issues")]
    )
    arts = {
        f"/article/{pid}": journal.page(
            t, f"<h1>{e(t)}</h1><p>Data and code: see the journal's archive.</p>"
        )
        for pid, t in [
            (118204, "Minimum wage and teen employment"),
            (131977, "Housing insecurity and participation"),
        ]
    }
    return [RQ.site(pages), journal.site(arts)]


def _rq_truth(pid: int, ver: str, tree: Tree, per_page: int) -> frozenset[str]:
    root = f"/project/{pid}/version/{ver}/"
    paths = [root, f"{root}readme", f"{root}terms", f"{root}download-all"]
    for folder, names in tree.items():
        if folder:
            paths.append(f"{root}tree/{folder}")
            paths += [
                f"{root}tree/{folder}?page={k}" for k in range(2, (len(names) - 1) // per_page + 2)
            ]
        paths += [f"{root}file/{folder + '/' if folder else ''}{n}" for n in names]
    return frozenset(RQ.url(p) for p in paths)


# --- Cohort Pages: one study's documentation microsite on its own subdomain -------------

CP_PLATFORM = "www.cohortpages.hx51.example"


def _cp_site(
    host: str, study: str, sections: dict[str, list[tuple[str, str]]], files: list[str]
) -> tuple[Site, frozenset[str]]:
    """A microsite: every page and file on `host` is the study's; the only links away go
    to the hosting platform.  Returns the site and its truth."""
    nav = [("/", "Home")] + [(f"/{s}/", s.replace("-", " ").title()) for s in sections]

    def frame(title: str, main: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{e(title)} — {e(study)}</title>"
            "<link rel='stylesheet' href='/_theme/site.css'></head><body>"
            f"<header><b>{e(study)}</b>{ul(nav)}</header><main>{main}</main>"
            f"<footer>Built with <a href='http://{CP_PLATFORM}/'>Cohort Pages</a> · "
            f"<a href='http://{CP_PLATFORM}/report-abuse'>Report</a></footer></body></html>"
        )

    pages: dict[str, PageValue] = {
        "/_theme/site.css": Response.data(b"body{font:16px serif}\n", "text/css")
    }
    pages["/"] = frame("Home", f"<h1>{e(study)}</h1><p>A longitudinal study of a birth cohort.</p>")
    for s, subs in sections.items():
        pages[f"/{s}/"] = frame(
            s.title(), f"<h1>{e(s.title())}</h1>" + ul([(f"/{s}/{p}/", t) for p, t in subs])
        )
        for p, t in subs:
            links = ul([(f"/files/{f}", f) for f in files if f.startswith(p)])
            pages[f"/{s}/{p}/"] = frame(t, f"<h1>{e(t)}</h1>{links}")
    for f in files:
        pages[f"/files/{f}"] = pdf_doc(f, study) if f.endswith(".pdf") else text(f"{study}: {f}\n")
    truth = frozenset(f"http://{host}{p}" for p in pages if not p.startswith("/_theme/"))
    return Site(host, pages), truth


CP_A_HOST = "lifecourse58.cohortpages.hx51.example"
CP_B_HOST = "millenniumkids.cohortpages.hx51.example"


def _cp_a() -> tuple[Site, frozenset[str]]:
    return _cp_site(
        CP_A_HOST,
        "Lifecourse 1958 Cohort",
        {
            "sweeps": [("age-11", "Sweep at age 11"), ("age-33", "Sweep at age 33")],
            "documentation": [("guides", "User guides")],
        },
        ["age-11-questionnaire.pdf", "age-33-questionnaire.pdf", "guides-user-guide.pdf"],
    )


def _cp_b() -> tuple[Site, frozenset[str]]:
    return _cp_site(
        CP_B_HOST,
        "Millennium Kids Study",
        {
            "sweeps": [(f"age-{a}", f"Sweep at age {a}") for a in (3, 5, 7, 11, 14, 17)],
            "documentation": [
                ("guides", "User guides"),
                ("derived", "Derived variables"),
                ("linkage", "Data linkage"),
            ],
            "access": [("safeguarded", "Safeguarded data"), ("secure", "Secure lab data")],
        },
        [f"age-{a}-questionnaire.pdf" for a in (3, 5, 7, 11, 14, 17)]
        + [
            "guides-user-guide.pdf",
            "derived-variables.txt",
            "linkage-consent.txt",
            "safeguarded-application.pdf",
        ],
    )


def cp_sites() -> list[Site]:
    platform = Chrome(
        host=CP_PLATFORM,
        name="Cohort Pages",
        menu=[("/pricing", "Pricing"), ("/showcase", "Showcase")],
        extra={
            "/report-abuse": "<html><head><title>Report</title></head><body>Report a site</body></html>"
        },
    )
    return [_cp_a()[0], _cp_b()[0], platform.site({})]


# --- Grove: replication-code repositories, raw files on a content host ---------------------

GR = Chrome(
    host="code.gitgrove-rx.hx51.example",
    name="Grove",
    menu=[
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title} · Grove",
    cookie=False,
)
GR_RAW = "raw.grovecontent-rx.hx51.example"
GR_OBJ = "objects.grovecontent-rx.hx51.example"


def _gr_repo(
    repo: str,
    desc: str,
    files: list[str],
    issues: list[tuple[int, str]],
    commits: list[str],
    releases: list[tuple[str, list[str]]],
    sibling: str = "",
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue]]:
    site: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    r = f"/{repo}/"
    tabs = (
        f'<nav class="repo-tabs"><a href="{r}">Code</a> <a href="{r}issues">Issues {len(issues)}</a> '
        f'<a href="{r}commits/main">Commits</a>'
        + (f' <a href="{r}releases">Releases</a>' if releases else "")
        + "</nav>"
    )
    owner = repo.split("/")[0]
    head = f'<p class="repo-head"><a href="/{owner}">{owner}</a> / <b>{repo.split("/")[1]}</b></p>{tabs}'
    flist = "".join(f'<li><a href="{r}blob/main/{f}">{e(f)}</a></li>' for f in files)
    sib = f'<p>Data: see <a href="/{sibling}">{sibling}</a></p>' if sibling else ""
    site[r] = GR.page(
        repo,
        f"{head}<p>{e(desc)}</p><ul class='files'>{flist}</ul>{sib}"
        f'<p>Latest commit <a href="{r}commit/{commits[0]}">{commits[0][:7]}</a></p>',
    )
    for f in files:
        site[f"{r}blob/main/{f}"] = GR.page(
            f"{repo}/{f} at main",
            f'{head}<h1>{e(f)}</h1><a href="http://{GR_RAW}/{repo}/main/{f}">Raw</a> '
            f'<a href="{r}commits/main">History</a><pre>…</pre>',
        )
        raw[f"/{repo}/main/{f}"] = text(f"# {f}\n")
    site[f"{r}issues"] = GR.page(
        f"Issues · {repo}", head + ul([(f"{r}issues/{n}", t) for n, t in issues])
    )
    for n, t in issues:
        site[f"{r}issues/{n}"] = GR.page(
            f"{t} · Issue #{n} · {repo}", f"{head}<h1>{e(t)} #{n}</h1>"
        )
    site[f"{r}commits/main"] = GR.page(
        f"Commits · {repo}", head + ul([(f"{r}commit/{c}", c[:7]) for c in commits])
    )
    for c in commits:
        site[f"{r}commit/{c}"] = GR.page(
            f"Commit {c[:7]} · {repo}", f"{head}<h1>Commit {c[:7]}</h1>"
        )
    if releases:
        rel = ""
        for tag, assets in releases:
            rel += f"<h2>{tag}</h2>" + ul(
                [(f"http://{GR_OBJ}/{repo}/releases/{tag}/{a}", a) for a in assets]
                + [(f"{r}archive/{tag}.zip", "Source code (zip)")]
            )
            site[f"{r}archive/{tag}.zip"] = binary(f"{repo}-{tag}", "application/zip")
            for a in assets:
                obj[f"/{repo}/releases/{tag}/{a}"] = binary(a)
        site[f"{r}releases"] = GR.page(f"Releases · {repo}", head + rel)
    return site, raw, obj


GR_A = (
    "civiclab/turnout-replication",
    "Replication code for Turnout and Weather",
    ["README.md", "analysis.R", "clean.R"],
    [(1, "Seed for bootstrap")],
    ["a41c9e02d7", "77b0f31c55"],
    [],
)
GR_B = (
    "cashlab-pol/cash-transfer-trial-analysis",
    "Analysis code for the cash transfer RCT (pre-registered)",
    ["README.md", "LICENSE", "00_setup.R", "01_balance.R", "02_itt.R", "03_heterogeneity.R"],
    [(3, "Attrition table differs from paper"), (7, "Add Stata port"), (9, "Document seeds")],
    ["c0ffee1234", "b16b00b5aa", "5eed5eed99"],
    [("v1.0", ["tables.pdf"]), ("v1.1", ["tables.pdf", "figures.zip"])],
    "cashlab-pol/cash-transfer-trial-analysis-data",
)


def gr_sites() -> list[Site]:
    site: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {"/": text("raw content host\n")}
    obj: dict[str, PageValue] = {"/": text("release objects\n")}
    for args in (GR_A, GR_B):
        s, r, o = _gr_repo(*args)  # type: ignore[arg-type]
        site.update(s)
        raw.update(r)
        obj.update(o)
    site["/cashlab-pol/cash-transfer-trial-analysis-data"] = GR.page(
        "cashlab-pol/cash-transfer-trial-analysis-data",
        "<h1>cash-transfer-trial-analysis-data</h1><p>Public-use data.</p>",
    )
    return [GR.site(site), Site(GR_RAW, raw), Site(GR_OBJ, obj)]


def _gr_truth(args: tuple) -> frozenset[str]:  # type: ignore[type-arg]
    repo, _d, files, issues, commits, releases = args[:6]
    r = f"/{repo}/"
    paths = [r, f"{r}issues", f"{r}commits/main"] + [f"{r}blob/main/{f}" for f in files]
    paths += [f"{r}issues/{n}" for n, _ in issues] + [f"{r}commit/{c}" for c in commits]
    out = {GR.url(p) for p in paths} | {f"http://{GR_RAW}/{repo}/main/{f}" for f in files}
    if releases:
        out |= {GR.url(f"{r}releases")} | {GR.url(f"{r}archive/{t}.zip") for t, _ in releases}
        out |= {
            f"http://{GR_OBJ}/{repo}/releases/{t}/{a}" for t, assets in releases for a in assets
        }
    return frozenset(out)


# --- Data Quarry: community datasets, downloads from a blob store ------------------------

DQ = Chrome(
    host="hub.dataquarry-sx.hx51.example",
    name="Data Quarry",
    menu=[
        ("/datasets", "Datasets"),
        ("/notebooks", "Notebooks"),
        ("/competitions", "Competitions"),
        ("/learn", "Learn"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | Data Quarry",
)
DQ_BLOB = "storage.quarryblobs-sx.hx51.example"


def _dq_dataset(
    slug: str,
    title: str,
    dsid: int,
    files: list[str],
    versions: int,
    threads: list[tuple[int, str]],
    notebooks: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    site: dict[str, PageValue] = {}
    blob: dict[str, PageValue] = {}
    b = f"/datasets/{slug}"
    tabs = (
        f'<nav class="ds-tabs"><a href="{b}">Data card</a> <a href="{b}/data">Data explorer</a> '
        f'<a href="{b}/code">Code</a> <a href="{b}/discussion">Discussion ({len(threads)})</a> '
        f'<a href="{b}/versions">Versions ({versions})</a></nav>'
    )
    dl = ul([(f"http://{DQ_BLOB}/ds/{dsid}/v{versions}/{f}", f"Download {f}") for f in files])
    site[b] = DQ.page(
        title,
        f"{tabs}<h1>{e(title)}</h1><p>Harmonised from national survey releases.</p>{dl}"
        f'<p><a href="http://{DQ_BLOB}/ds/{dsid}/v{versions}/archive.zip">Download all</a></p>'
        f'<p>By <a href="/{slug.split("/")[0]}">{slug.split("/")[0]}</a> · '
        '<a href="/licenses/odbl">ODbL</a></p>',
        share=DQ.url(b),
    )
    site[f"{b}/data"] = DQ.page(
        f"{title}: data explorer", tabs + ul([(f"{b}/data?select={f}", f) for f in files])
    )
    for f in files:
        site[f"{b}/data?select={f}"] = DQ.page(
            f"{f} | {title}", f"{tabs}<h1>{e(f)}</h1><table><tr><td>…</td></tr></table>"
        )
        blob[f"/ds/{dsid}/v{versions}/{f}"] = csv([["country", "year", "trust"], ["NO", 2020, 6.9]])
    blob[f"/ds/{dsid}/v{versions}/archive.zip"] = binary(slug, "application/zip")
    site[f"{b}/code"] = DQ.page(
        f"Code for {title}", tabs + "<h2>Notebooks using this dataset</h2>" + ul(notebooks)
    )
    site[f"{b}/discussion"] = DQ.page(
        f"Discussion: {title}", tabs + ul([(f"{b}/discussion/{n}", t) for n, t in threads])
    )
    for n, t in threads:
        site[f"{b}/discussion/{n}"] = DQ.page(t, f"{tabs}<h1>{e(t)}</h1>")
    site[f"{b}/versions"] = DQ.page(
        f"Versions of {title}",
        tabs + ul([(f"{b}/versions/{v}", f"Version {v}") for v in range(versions, 0, -1)]),
    )
    for v in range(1, versions + 1):
        site[f"{b}/versions/{v}"] = DQ.page(f"{title} (version {v})", f"{tabs}<h1>Version {v}</h1>")
    for h, t in notebooks:
        site[h] = DQ.page(t, f"<h1>{e(t)}</h1><p>A notebook.</p>")
    return site, blob


DQ_A = (
    "anya-k/eu-social-trust-harmonised",
    "EU Social Trust, Harmonised 2002-2020",
    88213,
    ["trust_long.csv"],
    1,
    [(1, "Country codes")],
    [("/notebooks/lmoreau/trust-trends", "Trust trends")],
)
DQ_B = (
    "panelwatch/global-lfs-microdata-index",
    "Global Labour Force Survey Harmonised Indicators",
    90577,
    ["lfs_country_year.csv", "lfs_codebook.csv", "lfs_sources.csv"],
    3,
    [(12, "Missing 2020 waves"), (15, "ISCO mapping question"), (18, "Weights?")],
    [
        ("/notebooks/ravi/lfs-unemployment-gaps", "Unemployment gaps"),
        ("/notebooks/jo/lfs-eda", "LFS EDA"),
    ],
)


def dq_sites() -> list[Site]:
    site: dict[str, PageValue] = {}
    blob: dict[str, PageValue] = {"/": text("blob store\n")}
    for args in (DQ_A, DQ_B):
        s, bl = _dq_dataset(*args)  # type: ignore[arg-type]
        site.update(s)
        blob.update(bl)
    return [DQ.site(site), Site(DQ_BLOB, blob)]


def _dq_truth(args: tuple) -> frozenset[str]:  # type: ignore[type-arg]
    slug, _t, dsid, files, versions, threads, _n = args
    b = f"/datasets/{slug}"
    paths = [b, f"{b}/data", f"{b}/code", f"{b}/discussion", f"{b}/versions"]
    paths += [f"{b}/data?select={f}" for f in files] + [f"{b}/discussion/{n}" for n, _ in threads]
    paths += [f"{b}/versions/{v}" for v in range(1, versions + 1)]
    out = {DQ.url(p) for p in paths} | {
        f"http://{DQ_BLOB}/ds/{dsid}/v{versions}/{f}" for f in [*files, "archive.zip"]
    }
    return frozenset(out)


CASES: list[Case] = [
    # A versioned replication package: every member sits under the version's path (the
    # seed's Standard seed with the ending slash); other versions and the article are
    # outside it: Path-Based.
    Case(
        name="repliquarium-min-wage",
        imitates="replication package archive (one version, two folders, a restricted file)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=RQ.url("/project/118204/version/V1/"),
        truth=_rq_truth(118204, "V1", RQ_A_TREE, 10),
        build=rq_sites,
        others=frozenset({f"http://{RQ_JOURNAL}/article/118204"}),
    ),
    # Harder: version 3 of three, nested folders, a paged folder, two restricted files.
    Case(
        name="repliquarium-housing-v3",
        imitates="replication package archive (third version, nested and paged folders)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=RQ.url("/project/131977/version/V3/"),
        truth=_rq_truth(131977, "V3", RQ_B_TREE, 4),
        build=rq_sites,
        others=frozenset(
            {RQ.url("/project/131977/version/V1/"), RQ.url("/project/131977/version/V2/")}
            | {f"http://{RQ_JOURNAL}/article/131977"}
        ),
    ),
    # The seed's Silk case: a study's microsite is its own subdomain, the whole of it the
    # artifact; Path-Based from "/" (no externals: the platform links are not the study's).
    Case(
        name="cohortpages-lifecourse58",
        imitates="study documentation microsite (cohort site, two sweeps)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{CP_A_HOST}/",
        truth=_cp_a()[1],
        build=cp_sites,
    ),
    # Harder: six sweeps, three documentation and two access sections, ten files.
    Case(
        name="cohortpages-millennium-kids",
        imitates="study documentation microsite (six sweeps, access conditions, linkage)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{CP_B_HOST}/",
        truth=_cp_b()[1],
        build=cp_sites,
    ),
    # GitHub-shaped forge: members under the repository path plus raw files on another
    # domain: the seed's Path-Based with Externals.
    Case(
        name="grove-turnout-replication",
        imitates="code forge (replication code repository)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=GR.url(f"/{GR_A[0]}/"),
        truth=_gr_truth(GR_A),
        build=gr_sites,
    ),
    # Harder: issues, commits, two releases with assets on a second external host, and a
    # sibling data repository whose path extends this one's name (not under its path).
    Case(
        name="grove-cash-transfer-rct",
        imitates="code forge (trial analysis repository with releases)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=GR.url(f"/{GR_B[0]}/"),
        truth=_gr_truth(GR_B),
        build=gr_sites,
        others=frozenset({GR.url("/cashlab-pol/cash-transfer-trial-analysis-data")}),
    ),
    # Kaggle-shaped hub (the seed's table: Path-Based with Externals): data card, explorer,
    # code, discussion and versions under the dataset path, downloads on a blob host.
    Case(
        name="dataquarry-eu-trust",
        imitates="data science hub (harmonised dataset, one file)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=DQ.url(f"/datasets/{DQ_A[0]}"),
        truth=_dq_truth(DQ_A),
        build=dq_sites,
        others=frozenset({DQ.url("/notebooks/lmoreau/trust-trends")}),
    ),
    # Harder: three files, three versions, three threads, two notebooks (their own artifacts).
    Case(
        name="dataquarry-global-lfs",
        imitates="data science hub (three files, versions, discussion)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=DQ.url(f"/datasets/{DQ_B[0]}"),
        truth=_dq_truth(DQ_B),
        build=dq_sites,
        others=frozenset({DQ.url(h) for h, _ in DQ_B[6]}),
    ),
]
