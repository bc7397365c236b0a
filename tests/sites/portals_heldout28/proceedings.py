"""Proceedings and evaluation: an ACM-DL-like digital library, an IEEE-Xplore-like library, a
USENIX-like conference site, an artifact-evaluation results site and GitHub-Pages-like
benchmark sites with leaderboards."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, links
from sites.portals_heldout28._kit import (
    binary,
    case,
    cookie_banner,
    fill,
    host,
    not_found,
    pdf_file,
    png_file,
    text,
)

# --------------------------------------------------------------------------------------------
# CompDL: an ACM-DL-like digital library.  A paper's landing page links, one hop out, its PDF,
# its e-reader view, its supplementary material and its citation export; the rest is chrome,
# author profiles, the proceedings, references and "recommended" papers, and artifact badges
# that point to the artifact archived elsewhere.  Like the seed's bioRxiv and SSRN: Single Hop,
# Single Page+ with Ignored URIs.

CD = host("dl", "compsocdl")
CDP = Portal(
    CD,
    "CompDL Digital Library",
    [
        ("/browse", "Browse"),
        ("/conferences", "Conferences"),
        ("/journals", "Journals"),
        ("/action/showLogin", "Sign in"),
        ("/acm-open", "Open access"),
    ],
    [
        ("/about", "About"),
        ("/terms", "Terms of Use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("http://x.socialsite28.test/compdl", "X"),
        ("http://li.socialsite28.test/compdl", "LinkedIn"),
    ],
    title_format="{title} | Proceedings of the 2025 Symposium on Systems for ML",
    home_title="CompDL Digital Library",
    home_main="<h1>The CompDL Digital Library</h1>"
    + links([("/doi/proceedings/10.55028/3712201", "SysML'25")]),
)
CD_PAPERS = {
    "3712201.3712245": (
        "LatticeServe: Batching Graph Routers at the Edge",
        ["81100512233", "81100734410"],
        "latticeserve-ae.zip",
        "1480233",
    ),
    "3712201.3712260": (
        "Drift-Aware Calibration of MEMS Inertial Sensors with Learned Priors",
        ["81100734410", "81100920017"],
        "calib-supplement.pdf",
        "1522907",
    ),
}


def _cd_members(suffix: str) -> list[str]:
    d = f"10.55028/{suffix}"
    supp = CD_PAPERS[suffix][2]
    return [
        f"/doi/{d}",
        f"/doi/pdf/{d}",
        f"/doi/epdf/{d}",
        f"/doi/suppl/{d}/suppl_file/{supp}",
        f"/action/exportCiteProcCitation?dois={quote(d, safe='')}&format=bibtex",
    ]


def compdl() -> list[Site]:
    p: dict[str, PageValue] = {}
    p["/specs/badges/artifacts_available_v1_1.png"] = png_file((0, 120, 60))
    p["/specs/badges/results_reproduced_v1_1.png"] = png_file((0, 60, 160))
    for suffix, (title, authors, supp, rec) in CD_PAPERS.items():
        d = f"10.55028/{suffix}"
        land, pdf, epdf, sup, bib = _cd_members(suffix)
        other = [s for s in CD_PAPERS if s != suffix][0]
        p[land] = CDP.page(
            title,
            cookie_banner("/privacy")
            + '<p class="citation__top">research-article · Open Access · <a href="/artifacts-badging">Artifacts '
            "Available</a></p>"
            f"<h1>{title}</h1><p>Authors: "
            + ", ".join(f'<a href="/profile/{a}">Author {a[-4:]}</a>' for a in authors)
            + "</p>"
            f'<p><a href="/doi/proceedings/10.55028/3712201">SysML \'25: Proceedings of the 2025 Symposium on '
            "Systems for ML</a> · Pages 311–326 · "
            f'<a href="http://doi28.test/{d}">https://doi28.test/{d}</a></p>'
            f'<div class="pb-dropzone"><a href="{pdf}">PDF</a> <a href="{epdf}">eReader</a> '
            f'<a href="{bib}">Export citation (BibTeX)</a> '
            '<a href="/action/showCitFormats?doi='
            + quote(d, safe="")
            + '&amp;format=ris">Other formats</a></div>'
            '<section class="badges"><a href="/artifacts-badging#available">'
            '<img src="/specs/badges/artifacts_available_v1_1.png" alt="Artifacts Available"></a>'
            '<a href="/artifacts-badging#reproduced"><img src="/specs/badges/results_reproduced_v1_1.png" '
            f'alt="Results Reproduced"></a> <a href="http://depot.relarchive.hx28.example/records/{rec}">'
            "Artifact (Relarchive)</a></section>"
            f'<section><h2>Supplementary Material</h2><a href="{sup}">{supp}</a> (4.2 MB)</section>'
            "<section><h2>Abstract</h2><p>We show that…</p></section>"
            "<section><h2>References</h2><ol><li>Okafor et al. 2024. "
            '<a href="/doi/10.55028/3651190.3651204">Tiny routers</a>.</li></ol></section>'
            f'<section><h2>Recommendations</h2><a href="/doi/10.55028/{other}">{CD_PAPERS[other][0]}</a></section>'
            '<section><h2>Index terms</h2><a href="/topic/ccs2012/10010520">Computer systems organization</a></section>',
            share=f"http://{CD}{land}",
        )
        p[pdf] = pdf_file(title, "SysML '25", "Pages 311-326")
        p[epdf] = CDP.page(
            f"eReader: {title}",
            f'<div id="epdf-viewer" data-src="{pdf}"></div><a href="{land}">Back to article</a>',
        )
        p[sup] = binary(sup, "application/zip") if supp.endswith(".zip") else pdf_file(supp, title)
        p[bib] = text(
            f"@inproceedings{{{suffix},\n  title = {{{title}}},\n  doi = {{{d}}}\n}}\n",
            "application/x-bibtex",
        )
        p[f"/action/showCitFormats?doi={quote(d, safe='')}&format=ris"] = CDP.page(
            "Download citation", f'<h1>Download citation</h1><a href="{bib}">BibTeX</a>'
        )
        for a in authors:
            fill(p, CDP, {f"/profile/{a}": f"Author profile {a}"})
    fill(
        p,
        CDP,
        {
            "/doi/proceedings/10.55028/3712201": "SysML '25: Proceedings",
            "/doi/10.55028/3651190.3651204": "Tiny routers",
            "/artifacts-badging": "Artifact Review and Badging",
            "/topic/ccs2012/10010520": "Computer systems organization",
            "/browse": "Browse",
            "/conferences": "Conferences",
            "/journals": "Journals",
            "/action/showLogin": "Sign in",
            "/acm-open": "Open access",
            "/about": "About",
            "/terms": "Terms",
            "/privacy": "Privacy",
            "/accessibility": "Accessibility",
            "/login": "Sign in",
            "/signup": "Register",
        },
    )
    return [CDP.site(p)]


def _cd_case(slug: str, suffix: str) -> Case:
    b = f"http://{CD}"
    # single_page_plus_ignored: landing, PDF, e-reader view, supplementary file and BibTeX
    # export, all one hop out.  Not authors, proceedings, references, recommendations, the
    # badging policy, the "other formats" dialog or the artifact archived on Relarchive.
    return case(
        f"compdl-{slug}",
        "CompDL (ACM-DL-like) conference paper",
        "Single Hop",
        "single_page_plus_ignored",
        f"{b}/doi/10.55028/{suffix}",
        [b + m for m in _cd_members(suffix)],
        compdl,
        others=[
            f"{b}/doi/proceedings/10.55028/3712201",
            f"{b}/doi/10.55028/{[s for s in CD_PAPERS if s != suffix][0]}",
        ],
    )


COMPDL = [_cd_case("latticeserve", "3712201.3712245"), _cd_case("mems-calib", "3712201.3712260")]


# --------------------------------------------------------------------------------------------
# Xplorex: an IEEE-Xplore-like library.  A document's tabs are /document/<n>/<tab>; its full
# text is a "stamp" page (/stamp/stamp.jsp?...arnumber=<n>) that frames and links the PDF
# (/stampPDF/getPDF.jsp?...arnumber=<n>), two hops out, and its citation download also goes
# by arnumber.  The arnumber is the string every member URI carries: Significant String from
# URI.

XP = host("ieeexplore", "sigengx")
XPP = Portal(
    XP,
    "Xplorex",
    [
        ("/Xplore/home.jsp", "Browse"),
        ("/xpl/mySettings.jsp", "My Settings"),
        ("/Xplore/help", "Help"),
        ("/institutional-sign-in", "Institutional Sign In"),
    ],
    [
        ("/xpl/aboutUs.jsp", "About"),
        ("/xpl/terms", "Terms of Use"),
        ("/privacy", "Privacy & Opting Out of Cookies"),
        ("/xpl/nondiscrimination", "Nondiscrimination Policy"),
        ("/sitemap", "Sitemap"),
    ],
    title_format="{title} | Xplorex Conference Publication | Xplorex",
    home_title="Xplorex",
    home_main="<h1>Xplorex digital library</h1>"
    + links([("/xpl/conhome/10598870/proceeding", "ICRA 2025")]),
)
XP_DOCS = {
    "10612345": (
        "TerraStep: Legged Locomotion over Deformable Terrain",
        ["37089914455", "37086120987"],
    ),
    "10734102": ("Learning Gearbox Fault Signatures from Acoustic Emission", ["37090077312"]),
}
XP_TABS = ("authors", "figures", "references", "citations", "keywords", "metrics")


def _xp_members(n: str) -> list[str]:
    return [
        f"/document/{n}",
        *(f"/document/{n}/{t}" for t in XP_TABS),
        f"/stamp/stamp.jsp?tp=&arnumber={n}",
        f"/stampPDF/getPDF.jsp?tp=&arnumber={n}&ref=",
        f"/xpl/downloadCitations?recordIds={n}&download-format=download-bibtex",
    ]


def xplorex() -> list[Site]:
    p: dict[str, PageValue] = {}
    for n, (title, authors) in XP_DOCS.items():
        other = [m for m in XP_DOCS if m != n][0]
        doc, *tabs = _xp_members(n)[:7]
        stamp, getpdf, cite = _xp_members(n)[7:]
        nav = (
            '<nav class="document-tabs">'
            + " ".join(f'<a href="{doc}/{t}">{t.title()}</a>' for t in XP_TABS)
            + "</nav>"
        )
        head = (
            f"<h1>{title}</h1><p>Publisher: Xplorex · "
            '<a href="/xpl/conhome/10598870/proceeding">2025 International Conference on Robotics and Automation</a></p>'
            "<p>" + " ".join(f'<a href="/author/{a}">Author {a[-3:]}</a>' for a in authors) + "</p>"
            f'<p><a href="{stamp.replace("&", "&amp;")}">PDF</a> '
            f'<a href="{cite.replace("&", "&amp;")}">Cite This (BibTeX)</a> '
            '<a href="/rightslink?publication=icra2025">Request permissions</a></p>'
        )
        p[doc] = XPP.page(
            title,
            cookie_banner("/privacy")
            + head
            + nav
            + "<section><h2>Abstract:</h2><p>We present…</p></section>"
            f'<section><h2>Related articles</h2><a href="/document/{other}">{XP_DOCS[other][0]}</a> '
            '<a href="/document/9981170">Soft terrain classification</a></section>',
            share=f"http://{XP}{doc}",
        )
        for t in XP_TABS:
            p[f"{doc}/{t}"] = XPP.page(
                f"{title} - {t.title()}", head + nav + f"<h2>{t.title()}</h2><p>…</p>"
            )
        p[stamp] = XPP.page(
            f"Xplorex Full-Text PDF: {title}",
            f'<iframe src="{getpdf.replace("&", "&amp;")}" width="100%" height="800"></iframe>'
            f'<p>If the PDF does not display, <a href="{getpdf.replace("&", "&amp;")}">open it directly</a>. '
            f'<a href="{doc}">Back to the document</a></p>',
            raw_title=True,
        )
        p[getpdf] = pdf_file(title, "2025 ICRA")
        p[cite] = text(f"@INPROCEEDINGS{{{n},\n  title={{{title}}}\n}}\n", "application/x-bibtex")
        fill(p, XPP, {f"/author/{a}": f"Author {a}" for a in authors})
    fill(
        p,
        XPP,
        {
            "/xpl/conhome/10598870/proceeding": "ICRA 2025 Proceedings",
            "/document/9981170": "Soft terrain classification",
            "/Xplore/home.jsp": "Browse",
            "/xpl/mySettings.jsp": "My Settings",
            "/Xplore/help": "Help",
            "/institutional-sign-in": "Institutional Sign In",
            "/xpl/aboutUs.jsp": "About",
            "/xpl/terms": "Terms",
            "/privacy": "Privacy",
            "/xpl/nondiscrimination": "Nondiscrimination",
            "/sitemap": "Sitemap",
            "/login": "Sign In",
            "/signup": "Create account",
            "/rightslink?publication=icra2025": "Rights",
        },
    )
    return [XPP.site(p)]


def _xp_case(slug: str, n: str) -> Case:
    b = f"http://{XP}"
    other = [m for m in XP_DOCS if m != n][0]
    # sig_uri: the arnumber is in the document page, its six tabs, the stamp page, the PDF it
    # frames and links (two hops out) and the BibTeX download.  Not the authors, the
    # proceedings, related documents or the permissions service.
    return case(
        f"xplorex-{slug}",
        "Xplorex (IEEE-Xplore-like) conference paper",
        "Multi-Hop",
        "sig_uri",
        f"{b}/document/{n}",
        [b + m for m in _xp_members(n)],
        xplorex,
        others=[f"{b}/document/{other}", f"{b}/xpl/conhome/10598870/proceeding"],
    )


XPLOREX = [_xp_case("terrastep", "10612345"), _xp_case("gearbox", "10734102")]


# --------------------------------------------------------------------------------------------
# Sysconf: a USENIX-like conference site (Drupal).  A presentation page links, one hop out,
# the paper PDF, the slides, the artifact appendix and the BibTeX export; the rest is the
# conference menu, the session's other presentations, the open-access sponsors and the
# artifact-evaluation call.  Single Page+ with Ignored URIs.

SC = host("www", "sysconf-assoc")
SCP = Portal(
    SC,
    "Sysconf",
    [
        ("/conferences", "Conferences"),
        ("/publications", "Publications"),
        ("/membership", "Membership"),
        ("/about", "About"),
        ("/conference/osdi25", "OSDI '25"),
    ],
    [
        ("/privacy-policy", "Privacy Policy"),
        ("/contact", "Contact Us"),
        ("/open-access", "Open Access"),
        ("http://x.socialsite28.test/sysconf", "X"),
        ("http://yt.socialsite28.test/sysconf", "YouTube"),
    ],
    title_format="{title} | {name}",
    home_title="Sysconf | The Advanced Computing Systems Association",
    home_main="<h1>Sysconf</h1>"
    + links([("/conference/osdi25/technical-sessions", "OSDI '25 program")]),
)
SC_TALKS = {
    "okafor": ("LatticeServe: Batching Graph Routers at the Edge", 30112),
    "lindqvist": (
        "Ferrite: Crash-Consistent Storage for Persistent Memory Key-Value Stores",
        30127,
    ),
}


def _sc_members(who: str) -> list[str]:
    return [
        f"/conference/osdi25/presentation/{who}",
        f"/system/files/osdi25-{who}.pdf",
        f"/system/files/osdi25_slides_{who}.pdf",
        f"/system/files/osdi25-{who}-artifact-appendix.pdf",
        f"/biblio/export/bibtex/{SC_TALKS[who][1]}",
    ]


def sysconf() -> list[Site]:
    p: dict[str, PageValue] = {}
    p["/sites/default/files/ae_badges/available.png"] = png_file((200, 40, 40))
    p["/sites/default/files/ae_badges/functional.png"] = png_file((40, 40, 200))
    for who, (title, _nid) in SC_TALKS.items():
        page, paper, slides, appendix, bib = _sc_members(who)
        other = [w for w in SC_TALKS if w != who][0]
        p[page] = SCP.page(
            title,
            cookie_banner("/privacy-policy")
            + f"<h1>{title}</h1><p>Authors: Mira Okafor and Per Lindqvist, <em>Lumen Lab</em></p>"
            '<div class="ae-badges"><a href="/conference/osdi25/call-for-artifacts">'
            '<img src="/sites/default/files/ae_badges/available.png" alt="Artifact Available"> '
            '<img src="/sites/default/files/ae_badges/functional.png" alt="Artifact Functional"></a></div>'
            "<h2>Abstract</h2><p>…</p>"
            f'<p><a href="{paper}">{who.title()} PDF</a> · <a href="{slides}">Slides (PDF)</a> · '
            f'<a href="{appendix}">Artifact Appendix</a></p>'
            '<iframe src="http://yt.socialsite28.test/embed/9dQwZl1" title="Video"></iframe>'
            f'<p><a href="{bib}">BibTeX</a></p>'
            '<p>Presented in <a href="/conference/osdi25/technical-sessions#session-3">Session 3: ML Systems</a>; '
            f'also in this session: <a href="/conference/osdi25/presentation/{other}">{SC_TALKS[other][0]}</a></p>'
            '<p><a href="/open-access">Open Access Media</a>: Sysconf is committed to Open Access. '
            '<a href="/sponsors/osdi25">Thanks to our sponsors</a></p>',
            share=f"http://{SC}{page}",
        )
        p[paper] = pdf_file(title, "OSDI '25")
        p[slides] = pdf_file(f"{title} (slides)")
        p[appendix] = pdf_file(f"Artifact Appendix: {title}")
        p[bib] = text(
            f"@inproceedings{{osdi25-{who},\n  title = {{{title}}}\n}}\n", "application/x-bibtex"
        )
    fill(
        p,
        SCP,
        {
            "/conference/osdi25/technical-sessions": "OSDI '25 Technical Sessions",
            "/conference/osdi25/call-for-artifacts": "OSDI '25 Call for Artifacts",
            "/sponsors/osdi25": "Sponsors",
            "/conferences": "Conferences",
            "/publications": "Publications",
            "/membership": "Membership",
            "/about": "About",
            "/conference/osdi25": "OSDI '25",
            "/privacy-policy": "Privacy Policy",
            "/contact": "Contact Us",
            "/open-access": "Open Access",
            "/login": "Log in",
            "/signup": "Create account",
        },
    )
    return [SCP.site(p)]


def _sc_case(who: str) -> Case:
    b = f"http://{SC}"
    other = [w for w in SC_TALKS if w != who][0]
    # single_page_plus_ignored: the presentation page, paper, slides, artifact appendix and
    # BibTeX.  Not the program, the other talk of the session, the AE call, sponsors or the
    # video embed (a frame on a video host, not a link).
    return case(
        f"sysconf-{who}",
        "Sysconf (USENIX-like) conference presentation",
        "Single Hop",
        "single_page_plus_ignored",
        f"{b}/conference/osdi25/presentation/{who}",
        [b + m for m in _sc_members(who)],
        sysconf,
        others=[f"{b}/conference/osdi25/presentation/{other}"],
    )


SYSCONF = [_sc_case("okafor"), _sc_case("lindqvist")]


# --------------------------------------------------------------------------------------------
# AEboard: an artifact-evaluation results site (a static site, like sysartifacts).  Each
# evaluated artifact has one report page: badges awarded, the evaluators' summary and links
# to the paper, the archived artifact and the code, all on other portals.  Single Artifact
# URI: Single Page.

AE = host("results", "aeboard-sys")
AEP = Portal(
    AE,
    "AE results",
    [
        ("/", "Home"),
        ("/osdi2025/", "OSDI 2025"),
        ("/sysml2025/", "SysML 2025"),
        ("/guidelines/", "Guidelines"),
        ("/committee/", "Committee"),
    ],
    [("http://gh.socialsite28.test/aeboard/results", "Source on GitHub"), ("/faq/", "FAQ")],
    title_format="{title} · {name}",
    home_title="Artifact Evaluation results",
    home_main="<h1>Artifact Evaluation</h1>"
    + links(
        [("/osdi2025/results", "OSDI 2025 results"), ("/sysml2025/results", "SysML 2025 results")]
    ),
)
AE_REPORTS = {
    "/osdi2025/artifacts/lindqvist-ferrite.html": (
        "Ferrite (OSDI '25)",
        "http://www.sysconf-assoc.hx28.example/conference/osdi25/presentation/lindqvist",
        "http://depot.relarchive.hx28.example/records/1480233",
        "/osdi2025/results",
    ),
    "/sysml2025/artifacts/okafor-latticeserve.html": (
        "LatticeServe (SysML '25)",
        "http://dl.compsocdl.hx28.example/doi/10.55028/3712201.3712245",
        "http://depot.relarchive.hx28.example/records/1522907",
        "/sysml2025/results",
    ),
}


def aeboard() -> list[Site]:
    p: dict[str, PageValue] = {}
    for path, (title, paper, archived, results) in AE_REPORTS.items():
        p[path] = AEP.page(
            title,
            f"<h1>{title}</h1><p>Badges: Available · Functional · Reproduced</p>"
            "<h2>Evaluators' summary</h2><p>All three claims reproduced within 5% on the provided "
            "cluster; figure 9 required a 40-minute run.</p>"
            f'<ul><li><a href="{paper}">Paper</a></li><li><a href="{archived}">Archived artifact</a></li>'
            '<li><a href="http://forge.lumenforge.hx28.example/lumenlab/gridwalk">Code repository</a></li></ul>'
            f'<p><a href="{results}">All results</a> · <a href="/guidelines/#badges">Badge definitions</a> · '
            '<a href="/committee/">Evaluated by the AE committee</a></p>',
        )
        fill(p, AEP, {results: "Results"})
    fill(
        p,
        AEP,
        {
            "/osdi2025/": "OSDI 2025",
            "/sysml2025/": "SysML 2025",
            "/guidelines/": "Guidelines",
            "/committee/": "Committee",
            "/faq/": "FAQ",
        },
    )
    return [AEP.site(p)]


def _ae_case(slug: str, path: str) -> Case:
    e = f"http://{AE}{path}"
    # single_page: the report is the whole artifact; everything it links is another artifact
    # (paper, archived artifact, code) or site navigation.
    return case(
        f"aeboard-{slug}",
        "AE results site (sysartifacts-like) artifact report",
        "Single Artifact URI",
        "single_page",
        e,
        [e],
        aeboard,
        others=[f"http://{AE}{AE_REPORTS[path][3]}"],
    )


AEBOARD = [
    _ae_case("ferrite", "/osdi2025/artifacts/lindqvist-ferrite.html"),
    _ae_case("latticeserve", "/sysml2025/artifacts/okafor-latticeserve.html"),
]


# --------------------------------------------------------------------------------------------
# Benchpages: GitHub-Pages-like project sites, one subdomain per benchmark.  The whole
# subdomain — leaderboard, tasks, data page and files, submission guide, changelog — is the
# benchmark artifact (the seed's Silk: "the entire subdomain site is itself an artifact"),
# Path-Based from "/".  The papers, code and submission form live on other portals.

BP_SITES = {
    "gridnav-bench": ("GridNav-Bench", ["gridnav-hard-v2.tar.gz", "gridnav-easy-v2.tar.gz"]),
    "edgelat-arena": ("EdgeLat Arena", ["edgelat-traces-2025q2.parquet"]),
}


def _bp_members(sub: str) -> list[str]:
    _n, files = BP_SITES[sub]
    return [
        "/",
        "/leaderboard.html",
        "/tasks.html",
        "/data.html",
        "/submit.html",
        "/changelog.html",
        "/leaderboard.csv",
        "/data/splits.json",
        *(f"/data/{f}" for f in files),
    ]


def benchpages() -> list[Site]:
    sites = []
    for sub, (name, files) in BP_SITES.items():

        def page(title: str, body: str, name: str = name) -> str:
            return (
                f"<!DOCTYPE html><html><head><meta charset=utf-8><title>{title} | {name}</title>"
                '<link rel="stylesheet" href="/assets/css/style.css"></head><body>'
                f'<header><a href="/">{name}</a><nav><a href="/leaderboard.html">Leaderboard</a> '
                '<a href="/tasks.html">Tasks</a> <a href="/data.html">Data</a> <a href="/submit.html">Submit</a> '
                '<a href="/changelog.html">Changelog</a></nav></header>'
                f"<main>{body}</main><footer><p>Maintained by Lumen Lab · "
                '<a href="http://forge.lumenforge.hx28.example/lumenlab/gridnav-bench">Source</a> · '
                '<a href="http://export.preprintshelf.hx28.example/abs/2505.01234">Paper</a> · '
                "Hosted on Benchpages</p></footer></body></html>"
            )

        pg: dict[str, PageValue] = {
            "/": page(
                "Home",
                f"<h1>{name}</h1><p>A benchmark for routing on sparse lattices.</p>"
                '<p><a href="/leaderboard.html">See the leaderboard</a></p>',
            ),
            "/leaderboard.html": page(
                "Leaderboard",
                "<table><tr><th>#</th><th>Method</th><th>Score</th><th>Paper</th></tr>"
                '<tr><td>1</td><td>GridWalk-large</td><td>74.9</td><td><a href="http://export.preprintshelf.hx28.'
                'example/abs/2505.01234">arXiv</a></td></tr><tr><td>2</td><td>A* (oracle heuristics)</td><td>61.0'
                '</td><td><a href="http://dl.compsocdl.hx28.example/doi/10.55028/3712201.3712245">CompDL</a></td></tr>'
                '</table><p><a href="/leaderboard.csv">Download as CSV</a></p>',
            ),
            "/tasks.html": page(
                "Tasks", "<h1>Tasks</h1><ul><li>point-to-point</li><li>multi-agent</li></ul>"
            ),
            "/data.html": page(
                "Data",
                "<h1>Data</h1>"
                + links([(f"/data/{f}", f) for f in files])
                + '<p>Splits: <a href="/data/splits.json">splits.json</a></p>'
                '<p>Licence: <a href="http://creativecommons28.test/licenses/by/4.0/">CC BY 4.0</a></p>',
            ),
            "/submit.html": page(
                "Submit",
                "<h1>Submit</h1><p>Send your predictions through "
                '<a href="http://forms.formhost28.test/e/1FAIpQL">the submission form</a>.</p>',
            ),
            "/changelog.html": page(
                "Changelog", "<h1>Changelog</h1><p>v2: fixed leaking splits.</p>"
            ),
            "/leaderboard.csv": text("rank,method,score\n1,GridWalk-large,74.9\n", "text/csv"),
            "/data/splits.json": text('{"train": 9000, "test": 1000}', "application/json"),
            "/assets/css/style.css": text("body{max-width:50em}", "text/css"),
        }
        for f in files:
            pg[f"/data/{f}"] = binary(f, "application/octet-stream")
        missing = page("404", "<h1>404</h1><p>File not found</p>")
        sites.append(Site(f"{sub}.benchpages.hx28.example", pg, not_found=not_found(missing)))
    return sites


def _bp_case(sub: str) -> Case:
    b = f"http://{sub}.benchpages.hx28.example"
    # path_based: every URI on the benchmark's subdomain; nothing off it.
    return case(
        f"benchpages-{sub}",
        "Benchpages (GitHub-Pages-like) benchmark site",
        "Multi-Hop",
        "path_based",
        f"{b}/",
        [b + m for m in _bp_members(sub)],
        benchpages,
    )


BENCHPAGES = [_bp_case("gridnav-bench"), _bp_case("edgelat-arena")]

CASES: list[Case] = [*COMPDL, *XPLOREX, *SYSCONF, *AEBOARD, *BENCHPAGES]
