"""Multi-hop journal artifacts whose URIs share the entry's path: an open peer review
history site, a university-press platform with article versions and errata, a special
issue published as its own microsite, and a code forge for articles' reproducibility
repositories with raw files on a separate content host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Shell, html, jats, pdf_file, text_file, ul, zip_file

# --- Open peer review history site (path_based) -------------------------------------------
OPR = "reviews.copsewoodpeer.hx87.example"


def _opr_shell() -> Shell:
    return Shell(
        OPR,
        "Copsewood Open Review",
        menu=[
            ("/histories", "Review histories"),
            ("/journals", "Participating journals"),
            ("/reviewers", "For reviewers"),
            ("/about/transparency", "Why open review?"),
        ],
        footer=[
            ("/about/policy", "Publication policy"),
            ("/about/privacy", "Privacy"),
            ("/about/contact", "Contact"),
            ("/about/credits", "Reviewer credit"),
        ],
        account=[("/accounts/login/", "Log in"), ("/accounts/orcid/", "Sign in with ORCID")],
        search="/histories/search",
        cookie="/about/privacy",
        theme="copse",
        home_main="<h1>Peer review, in the open</h1><p>Reports, responses and decisions of "
        "participating society journals.</p>",
    )


def _opr_history(
    ms: str, title: str, rounds: list[list[str]], comments_pages: int = 1
) -> tuple[dict[str, PageValue], list[str]]:
    """A manuscript's history: rounds of reports (with attachments) and author responses."""
    sh = _opr_shell()
    base = f"/history/{ms}/"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    rl = []
    for n, reports in enumerate(rounds, 1):
        rp = f"{base}round/{n}/"
        items = []
        for r in reports:
            p = f"{rp}report/{r}/"
            att = f"{rp}report/{r}/annotated-manuscript.pdf"
            pages[p] = sh.page(
                f"Round {n}, reviewer {r.upper()}",
                f"<p><a href='{base}'>{escape(title)}</a> › <a href='{rp}'>Round {n}</a></p>"
                f"<h1>Report of reviewer {r.upper()}</h1><p>The manuscript is clear; minor revisions.</p>"
                f"<p>Attachment: <a href='{att}'>annotated manuscript (PDF)</a></p>"
                f"<p><a href='/reviewers/guidelines'>Reviewer guidelines</a></p>",
            )
            pages[att] = pdf_file(f"Annotated manuscript {ms}", f"Reviewer {r.upper()}")
            truth += [sh.url(p), sh.url(att)]
            items.append((p, f"Reviewer {r.upper()}"))
        resp = f"{rp}author-response/"
        pages[resp] = sh.page(
            f"Round {n}, author response",
            f"<p><a href='{rp}'>Round {n}</a></p><h1>Author response</h1><p>We thank the reviewers.</p>",
        )
        items.append((resp, "Author response"))
        dec = f"{rp}decision/"
        pages[dec] = sh.page(
            f"Round {n}, decision", f"<h1>Editor's decision</h1><p><a href='{rp}'>Round {n}</a></p>"
        )
        items.append((dec, "Decision letter"))
        pages[rp] = sh.page(
            f"Round {n}",
            f"<p><a href='{base}'>{escape(title)}</a></p><h1>Round {n}</h1>{ul(items)}",
        )
        truth += [sh.url(resp), sh.url(dec), sh.url(rp)]
        rl.append((rp, f"Round {n}"))
    cl = f"{base}comments/"
    pager = "".join(f"<a href='{cl}?page={i}'>{i}</a> " for i in range(2, comments_pages + 1))
    pages[cl] = sh.page(
        "Community comments", f"<h1>Community comments</h1><p>Two comments.</p><p>{pager}</p>"
    )
    truth.append(sh.url(cl))
    for i in range(2, comments_pages + 1):
        pages[f"{cl}?page={i}"] = sh.page(
            f"Community comments, page {i}",
            f"<h1>Comments page {i}</h1><p><a href='{cl}'>First page</a></p>",
        )
        truth.append(sh.url(f"{cl}?page={i}"))
    main = (
        f"<p class='crumbs'><a href='/histories'>Review histories</a></p><h1>{escape(title)}</h1>"
        f"<p>Manuscript {ms}. Published version: <a href='https://doi.org/10.99941/{ms}'>doi:10.99941/{ms}</a></p>"
        f"<h2>Timeline</h2>{ul(rl)}<p><a href='{cl}'>Community comments</a></p>"
        "<p><a href='/about/transparency'>About open review</a></p>"
    )
    pages[base] = sh.page(f"Review history: {title}", main)
    return pages, truth


def _opr_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    p1, t1 = _opr_history(
        "ms-2211", "Grazing pressure and ground-flora recovery in coppiced hazel", [["a", "b"]]
    )
    p2, t2 = _opr_history(
        "ms-2398",
        "Dormouse nest-box occupancy across three coppice rotations",
        [["a", "b", "c"], ["a", "c"], ["c"]],
        comments_pages=3,
    )
    return {**p1, **p2}, {"a": t1, "b": t2}


def opr_sites() -> list[Site]:
    return [_opr_shell().site(_opr_all()[0])]


# --- University-press journal platform with versions and errata (path_based) ---------------
UPR = "press.rowanbridgeuni.hx87.example"


def _upr_shell() -> Shell:
    return Shell(
        UPR,
        "Rowanbridge University Press Journals",
        menu=[
            ("/journals/", "Journals"),
            ("/jrs/issues/", "Issues"),
            ("/jrs/submissions/", "Submit"),
            ("/jrs/news/", "News"),
        ],
        footer=[
            ("/site/accessibility/", "Accessibility"),
            ("/site/privacy/", "Privacy"),
            ("/site/repository-policy/", "Repository policy"),
            ("/site/contact/", "Contact"),
        ],
        account=[("/login/", "Login"), ("/register/step/1/", "Register")],
        search="/search/",
        cookie="/site/privacy/",
        theme="rowan",
        title_format="{title} | {name}",
    )


def _upr_article(
    aid: int,
    title: str,
    galleys: list[tuple[int, str, PageValue]],
    versions: list[tuple[int, list[int]]],
    notes: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """Article page, galley downloads, earlier version pages each with their own galleys,
    and erratum/correction notices, all under /jrs/article/id/<aid>/."""
    sh = _upr_shell()
    base = f"/jrs/article/id/{aid}/"
    pages: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    gl = []
    for gid, label, body in galleys:
        p = f"{base}galley/{gid}/download/"
        pages[p] = body
        truth.append(sh.url(p))
        gl.append((p, label))
    vl = []
    for vn, vgids in versions:
        vp = f"{base}version/{vn}/"
        vg = []
        for gid in vgids:
            p = f"{vp}galley/{gid}/download/"
            pages[p] = pdf_file(title, f"Version {vn}")
            truth.append(sh.url(p))
            vg.append((p, f"PDF (version {vn})"))
        pages[vp] = sh.page(
            f"{title} (version {vn})",
            f"<div class='callout'>You are reading an earlier version. <a href='{base}'>Current version</a></div>"
            f"<h1>{escape(title)}</h1>{ul(vg)}",
        )
        truth.append(sh.url(vp))
        vl.append((vp, f"Version {vn}"))
    nl = []
    for slug, text in notes:
        np = f"{base}{slug}/"
        pages[np] = sh.page(
            f"{slug.capitalize()}: {title}",
            f"<h1>{escape(slug.capitalize())}</h1><p>{escape(text)}</p>",
        )
        truth.append(sh.url(np))
        nl.append((np, slug.capitalize()))
    main = (
        f"<p><a href='/jrs/issues/'>Issues</a> › <a href='/jrs/issue/18/info/'>Volume 9 (2026)</a></p>"
        f"<h1>{escape(title)}</h1><h2>Download</h2>{ul(gl)}"
        + (f"<h2>Versions</h2>{ul(vl)}" if vl else "")
        + (f"<h2>Notices</h2>{ul(nl)}" if nl else "")
        + "<h2>Keywords</h2><p><a href='/jrs/keywords/hedges/'>hedges</a></p>"
    )
    pages[base] = sh.page(title, main)
    return pages, truth


def _upr_all() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    t1 = "Reading the Rowanbridge enclosure maps"
    p1, tr1 = _upr_article(
        77, t1, [(301, "PDF", pdf_file(t1)), (302, "HTML", html(f"<h1>{t1}</h1>"))], [], []
    )
    t2 = "Parish boundary hedges as records of medieval land use"
    p2, tr2 = _upr_article(
        91,
        t2,
        [
            (340, "PDF", pdf_file(t2)),
            (341, "HTML", html(f"<h1>{t2}</h1>")),
            (342, "XML", jats(t2, "10.99937/jrs.91", "Hedges.")),
            (343, "Supplementary survey data (ZIP)", zip_file(["hedge_survey.csv"])),
        ],
        [(1, [330]), (2, [335, 336])],
        [
            ("erratum", "Figure 4 was mislabelled in version 2."),
            ("comments", "Reader comments and replies."),
        ],
    )
    return {**p1, **p2}, {"a": tr1, "b": tr2}


def upr_sites() -> list[Site]:
    return [_upr_shell().site(_upr_all()[0])]


# --- Special issue published as its own microsite (path_based, whole subdomain) ------------
MS1 = "moorfire2025.issuepages.hx87.example"
MS2 = "saltwork-heritage.issuepages.hx87.example"
MSW = "www.issuepages.hx87.example"


def _ms_page(host_name: str, title: str, nav: list[tuple[str, str]], main: str) -> str:
    # the platform serves shared assets from its main host and adds its own badge links
    links = "".join(f'<a href="{h}">{escape(t)}</a> ' for h, t in nav)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="http://{MSW}/static/issuepages.css">
<script src="http://{MSW}/static/issuepages.js" defer></script></head>
<body><header><strong>{escape(host_name)}</strong><nav>{links}</nav></header><main>{main}</main>
<footer><a href="http://{MSW}/">Made with IssuePages</a> · <a href="http://{MSW}/login">Editor login</a>
· <a href="http://{MSW}/terms">Terms</a></footer></body></html>
"""


def _microsite(
    host: str, name: str, articles: list[tuple[str, str, list[str]]], extra: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    nav = [("/", "Introduction"), ("/articles/", "Articles")] + [(p, t) for p, t in extra]
    pages: dict[str, PageValue] = {}
    al = []
    for slug, title, files in articles:
        p = f"/articles/{slug}/"
        fl = []
        for f in files:
            fp = f"/files/{slug}/{f}"
            pages[fp] = (
                pdf_file(title) if f.endswith(".pdf") else text_file(f"{f}\n1,2,3\n", "text/csv")
            )
            fl.append((fp, f))
        pages[p] = _ms_page(
            name, f"{title} — {name}", nav, f"<h1>{escape(title)}</h1><p>Article.</p>{ul(fl)}"
        )
        al.append((p, title))
    pages["/articles/"] = _ms_page(name, f"Articles — {name}", nav, f"<h1>Articles</h1>{ul(al)}")
    for p, t in extra:
        pages[p] = _ms_page(
            name,
            f"{t} — {name}",
            nav,
            f"<h1>{escape(t)}</h1><p>{escape(t)} of this special issue.</p>",
        )
    pages["/"] = _ms_page(
        name,
        name,
        nav,
        f"<h1>{escape(name)}</h1><p>A special issue of the Upland Fire Ecology Bulletin.</p>",
    )
    truth = [f"http://{host}{p}" for p in pages]
    return pages, truth


def _ms_all() -> tuple[dict[str, dict[str, PageValue]], dict[str, list[str]]]:
    p1, t1 = _microsite(
        MS1,
        "Moorland fire after the 2025 drought",
        [
            ("heather-regrowth", "Heather regrowth after summer burns", ["article.pdf"]),
            ("peat-carbon-loss", "Peat carbon loss on Ilkley Moor", ["article.pdf"]),
        ],
        [("/editorial/", "Editorial")],
    )
    p2, t2 = _microsite(
        MS2,
        "Saltworks heritage of the north-east coast",
        [
            ("pan-houses", "Pan houses of Seaton", ["article.pdf", "pan-sites.csv"]),
            ("brine-pits", "Brine pits at Greatham", ["article.pdf"]),
            ("coal-supply", "Coal supply to the salt pans", ["article.pdf", "shipments.csv"]),
            ("oral-histories", "Oral histories of the last salt makers", ["article.pdf"]),
        ],
        [
            ("/editorial/", "Editorial"),
            ("/contributors/", "Contributors"),
            ("/data/", "Data and maps"),
            ("/errata/", "Errata"),
        ],
    )
    return {MS1: p1, MS2: p2}, {"a": t1, "b": t2}


def ms_sites() -> list[Site]:
    pages, _ = _ms_all()
    www: dict[str, PageValue] = {
        "/static/issuepages.css": Response.data(b"body{font-family:serif}\n", "text/css"),
        "/static/issuepages.js": Response.data(b"void 0;\n", "text/javascript"),
    }
    for p in ("/", "/login", "/terms"):
        www[p] = (
            f"<!DOCTYPE html><html><head><title>IssuePages {p}</title></head><body><a href='/'>IssuePages</a></body></html>"
        )
    return [Site(MS1, pages[MS1]), Site(MS2, pages[MS2]), Site(MSW, www)]


# --- Code forge for articles' reproducibility repositories (path_based_externals) ---------
FRG = "forge.ashgrovecompute.hx87.example"
RAW = "raw.ashgroveusercontent.hx87.example"


def _frg_shell() -> Shell:
    return Shell(
        FRG,
        "Ashgrove Forge",
        menu=[("/explore/repos", "Explore"), ("/explore/groups", "Groups"), ("/docs/", "Help")],
        footer=[
            ("/-/about", "About"),
            ("/-/terms", "Terms"),
            ("/-/privacy", "Privacy"),
            ("/-/status", "Status"),
        ],
        account=[("/user/login", "Sign in"), ("/user/sign_up", "Register")],
        search="/search",
        cookie="/-/privacy",
        theme="forge",
        title_format="{title} · {name}",
    )


def _frg_repo(
    owner: str,
    repo: str,
    files: list[str],
    issues: list[int],
    releases: list[str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """A repository: code pages, issues and releases under /<owner>/<repo>/, raw files and
    release archives on the separate content host."""
    sh = _frg_shell()
    base = f"/{owner}/{repo}/"
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    truth = [sh.url(base)]
    tabs = [
        (f"{base}src/branch/main/", "Code"),
        (f"{base}issues/", "Issues"),
        (f"{base}releases/", "Releases"),
        (f"{base}commits/branch/main/", "Commits"),
    ]
    tab = "<nav class='repo-tabs'>" + " ".join(f"<a href='{h}'>{t}</a>" for h, t in tabs) + "</nav>"
    head = f"<p><a href='/{owner}'>{owner}</a> / <a href='{base}'>{repo}</a></p>{tab}"
    fl = []
    for f in files:
        bp = f"{base}src/branch/main/{f}"
        rp = f"/{owner}/{repo}/main/{f}"
        raw[rp] = text_file(f"# {f} of {repo}\n", "text/plain")
        pages[bp] = sh.page(
            f"{f} at main · {owner}/{repo}",
            f"{head}<h1>{f}</h1><pre>...</pre><a href='http://{RAW}{rp}'>Raw</a>",
        )
        truth += [sh.url(bp), f"http://{RAW}{rp}"]
        fl.append((bp, f))
    pages[f"{base}src/branch/main/"] = sh.page(f"{owner}/{repo}", f"{head}{ul(fl)}")
    pages[f"{base}commits/branch/main/"] = sh.page(
        f"Commits · {owner}/{repo}", f"{head}<h1>Commits</h1><p>{3 * len(files)} commits</p>"
    )
    il = []
    for i in issues:
        ip = f"{base}issues/{i}"
        pages[ip] = sh.page(
            f"Issue {i} · {owner}/{repo}", f"{head}<h1>Issue #{i}</h1><p>Reported by a reader.</p>"
        )
        truth.append(sh.url(ip))
        il.append((ip, f"#{i}"))
    pages[f"{base}issues/"] = sh.page(f"Issues · {owner}/{repo}", f"{head}<h1>Issues</h1>{ul(il)}")
    rl = []
    for tag in releases:
        ap = f"/{owner}/{repo}/archive/{tag}.zip"
        raw[ap] = zip_file(["README.md", "analysis.R"], tag)
        rl.append((f"http://{RAW}{ap}", f"{tag} (zip)"))
        truth.append(f"http://{RAW}{ap}")
    pages[f"{base}releases/"] = sh.page(
        f"Releases · {owner}/{repo}", f"{head}<h1>Releases</h1>{ul(rl)}"
    )
    truth += [sh.url(p) for p, _ in tabs]
    readme = "<h2>README</h2><p>Code and data for the article in the <em>Journal of Ecological Computation</em>.</p>"
    pages[base] = sh.page(
        f"{owner}/{repo}",
        f"{head}{ul(fl)}{readme}<p>Forked from nothing. <a href='/{owner}'>{owner}</a></p>",
    )
    return pages, raw, truth


def _frg_all() -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, list[str]]]:
    p1, r1, t1 = _frg_repo(
        "jec-articles", "beetle-pitfall-models", ["README.md", "models.R"], [1], ["v1.0"]
    )
    p2, r2, t2 = _frg_repo(
        "jec-articles",
        "woodland-canopy-lidar",
        [
            "README.md",
            "CITATION.cff",
            "pipeline/segment.py",
            "pipeline/metrics.py",
            "data/plots.csv",
        ],
        [1, 2, 5],
        ["v1.0", "v1.1-erratum", "v2.0"],
    )
    sh = _frg_shell()
    p1["/jec-articles"] = sh.page(
        "jec-articles",
        "<h1>Journal of Ecological Computation article code</h1>"
        + ul(
            [
                ("/jec-articles/beetle-pitfall-models/", "beetle-pitfall-models"),
                ("/jec-articles/woodland-canopy-lidar/", "woodland-canopy-lidar"),
            ]
        ),
    )
    return {**p1, **p2}, {**r1, **r2}, {"a": t1, "b": t2}


def frg_sites() -> list[Site]:
    pages, raw, _ = _frg_all()
    raw["/"] = Response.text("Ashgrove raw content host\n")
    return [_frg_shell().site(pages), Site(RAW, raw)]


def cases() -> list[Case]:
    opr, upr, ms, frg = _opr_all()[1], _upr_all()[1], _ms_all()[1], _frg_all()[2]
    rv = "Open peer review history site"
    up = "University press journal platform"
    mi = "Special issue microsite"
    fo = "Article code forge"
    return [
        # Everything of a review history lives under /history/<ms>/ and takes several
        # hops (rounds, reports, attachments): BitBucket/GitLab's shape, Path-Based.
        case(
            "copse-grazing-history",
            f"{rv} (one round, two reports)",
            "multi_hop",
            "path_based",
            f"http://{OPR}/history/ms-2211/",
            opr["a"],
            opr_sites,
        ),
        case(
            "copse-dormouse-history",
            f"{rv} (three rounds, paginated comments)",
            "multi_hop",
            "path_based",
            f"http://{OPR}/history/ms-2398/",
            opr["b"],
            opr_sites,
        ),
        # The article path holds galleys, earlier versions with their own galleys and the
        # erratum two hops away: Path-Based.
        case(
            "rowan-enclosure-maps",
            f"{up} (article with two galleys)",
            "multi_hop",
            "path_based",
            f"http://{UPR}/jrs/article/id/77/",
            upr["a"],
            upr_sites,
        ),
        case(
            "rowan-boundary-hedges",
            f"{up} (versions with galleys, erratum, comments)",
            "multi_hop",
            "path_based",
            f"http://{UPR}/jrs/article/id/91/",
            upr["b"],
            upr_sites,
        ),
        # Silk's shape: the special issue is a whole subdomain; Path-Based on "/".
        case(
            "issuepages-moorfire",
            f"{mi} (two articles and an editorial)",
            "multi_hop",
            "path_based",
            f"http://{MS1}/",
            ms["a"],
            ms_sites,
        ),
        case(
            "issuepages-saltworks",
            f"{mi} (four articles, data, contributors, errata)",
            "multi_hop",
            "path_based",
            f"http://{MS2}/",
            ms["b"],
            ms_sites,
        ),
        # GitHub's shape: repository pages under /<owner>/<repo>/ plus raw files and
        # release archives on another domain: Path-Based with Externals.
        case(
            "ashgrove-beetle-models",
            f"{fo} (small repository with one release)",
            "multi_hop",
            "path_based_externals",
            f"http://{FRG}/jec-articles/beetle-pitfall-models/",
            frg["a"],
            frg_sites,
        ),
        case(
            "ashgrove-canopy-lidar",
            f"{fo} (nested code, three issues, erratum release)",
            "multi_hop",
            "path_based_externals",
            f"http://{FRG}/jec-articles/woodland-canopy-lidar/",
            frg["b"],
            frg_sites,
        ),
    ]
