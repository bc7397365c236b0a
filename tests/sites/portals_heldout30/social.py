"""Social-science data archives: an ICPSR-like study archive (Path-Based) and a UK-Data-
Service-like catalogue whose study number recurs on a documentation host (Significant
String from URI).  Both keep their data behind a terms/licence request form (not part of
the artifact); documentation, codebooks, tabs and citation exports are members.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import a, authors, cookie_banner, host, items, text

# --------------------------------------------------------------------------------------
# ICPSR-like "Consortium for Social Data Archives" (CSDA): /web/CSDA/studies/<n> with tabs
# and documents under that path (summary, data documentation and its PDFs, variables,
# versions, citation export).  The seed's BitBucket/GitLab shape: Path-Based.  Truth:
# every page under the study path the entry reaches; not the series, related studies,
# bibliography records, the terms-of-use download gate (/cgi-bin/terms) or chrome.

CS = host("www", "csdarchive")
CS_STUDIES = {
    "38417": (
        "National Survey of Family Caregiving Transitions, United States, 2019-2021",
        ["V1", "V2"],
    ),
    "36151": (
        "Neighborhood Policing and Youth Trust Study, Four Cities, 2014-2016",
        ["V1", "V2", "V3"],
    ),
}
CS_TABS = ["summary", "datadocumentation", "variables", "versions"]
CS_DOCS = ["codebook.pdf", "questionnaire.pdf", "user_guide.pdf"]


def _cs_sites() -> list[Site]:
    p = Portal(
        CS,
        "CSDA",
        menu=[
            ("/web/CSDA/search/studies", "Find data"),
            ("/web/CSDA/deposit", "Share data"),
            ("/web/CSDA/teach", "Teach & learn"),
            ("/web/CSDA/about", "About"),
            ("/web/CSDA/membership", "Membership"),
        ],
        footer=[
            ("/web/CSDA/privacy", "Privacy"),
            ("/web/CSDA/accessibility", "Accessibility"),
            ("/web/CSDA/contact", "Contact us"),
            ("http://youtube.test/csdarchive", "YouTube"),
        ],
        title_format="CSDA - {title}",
        home_title="CSDA - Consortium for Social Data Archives",
    )
    pages: dict[str, object] = {}
    ids = list(CS_STUDIES)
    for sid, (title, versions) in CS_STUDIES.items():
        b = f"/web/CSDA/studies/{sid}"
        other = [i for i in ids if i != sid][0]
        tabs = (
            '<ul class="nav nav-tabs">'
            + "".join(f"<li>{a(f'{b}/{t}', t.title())}</li>" for t in CS_TABS)
            + "</ul>"
        )
        side = f"""<aside class="study-side"><p>{a(f"/cgi-bin/terms?study={sid}&ds=1", "Download", "btn btn-primary")} (log in and agree to terms)</p>
<p>Cite: {a(f"{b}/export?format=ris", "RIS")} {a(f"{b}/export?format=bibtex", "BibTeX")}</p>
<p>Series: {a("/web/CSDA/series/203", "Family and Caregiving Series")}</p>
<p>Related study: {a(f"/web/CSDA/studies/{other}", CS_STUDIES[other][0])}</p></aside>"""
        head = f'<h1 class="study-title">{escape(title)} (CSDA {sid})</h1><p>Version: {versions[-1]} · {authors([("Alvarez, Rosa", "0000-0002-3345-6677")])}</p>'
        pages[b] = p.page(
            title,
            cookie_banner("/web/CSDA/privacy")
            + head
            + tabs
            + "<p>Summary: a longitudinal survey.</p>"
            + side,
            share=p.url(b),
        )
        for t in CS_TABS:
            if t == "datadocumentation":
                body = items([(f"{b}/datadocumentation/{d}", d) for d in CS_DOCS])
            elif t == "variables":
                body = items([(f"{b}/variables/{v}", v) for v in ("V101", "V102", "V205")])
            elif t == "versions":
                body = items([(f"{b}/versions/{v}", f"{v} release notes") for v in versions])
            else:
                body = (
                    "<p>Universe: adults aged 18+.</p><p>"
                    + a("/web/CSDA/biblio/resources/?study=" + sid, "Publications using these data")
                    + "</p>"
                )
            pages[f"{b}/{t}"] = p.page(f"{title} - {t}", head + tabs + body + side)
        for d in CS_DOCS:
            pages[f"{b}/datadocumentation/{d}"] = Response.data(
                pdf(f"CSDA {sid} {d}", [title]), "application/pdf"
            )
        for v in ("V101", "V102", "V205"):
            pages[f"{b}/variables/{v}"] = p.page(
                f"{v} - {title}",
                f"<h1>{v}</h1><p>Frequencies for {v}.</p>{a(f'{b}/variables', 'All variables')}",
            )
        for v in versions:
            pages[f"{b}/versions/{v}"] = p.page(
                f"{title} {v}", f"<h1>{v}</h1><p>Release notes.</p>"
            )
        for fmt in ("ris", "bibtex"):
            pages[f"{b}/export?format={fmt}"] = text(f"{fmt}: {title}, CSDA {sid}\n")
        pages[f"/cgi-bin/terms?study={sid}&ds=1"] = p.page(
            "Terms of use",
            "<h1>Terms of use</h1><form method='post'><input type='checkbox' name='agree'> I agree</form>"
            + a("/web/CSDA/login", "Log in"),
        )
        pages[f"/web/CSDA/biblio/resources/?study={sid}"] = p.page(
            "Bibliography", "<h1>Publications</h1>"
        )
    for path in [
        "/web/CSDA/search/studies",
        "/web/CSDA/deposit",
        "/web/CSDA/teach",
        "/web/CSDA/about",
        "/web/CSDA/membership",
        "/web/CSDA/privacy",
        "/web/CSDA/accessibility",
        "/web/CSDA/contact",
        "/web/CSDA/series/203",
        "/web/CSDA/login",
    ]:
        pages[path] = p.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _cs_truth(sid: str) -> frozenset[str]:
    b = f"http://{CS}/web/CSDA/studies/{sid}"
    out = {b} | {f"{b}/{t}" for t in CS_TABS}
    out |= {f"{b}/datadocumentation/{d}" for d in CS_DOCS}
    out |= {f"{b}/variables/{v}" for v in ("V101", "V102", "V205")}
    out |= {f"{b}/versions/{v}" for v in CS_STUDIES[sid][1]}
    out |= {f"{b}/export?format={f}" for f in ("ris", "bibtex")}
    return frozenset(out)


CSDA_CASES = [
    # path_based: all members sit under /web/CSDA/studies/<n>, two hops deep (tab, then
    # PDF or variable page); the data download is a terms gate outside the path.
    Case(
        f"csda-{sid}",
        "ICPSR-like study archive",
        "multi-hop",
        "path_based",
        f"http://{CS}/web/CSDA/studies/{sid}",
        _cs_truth(sid),
        _cs_sites,
        others=frozenset({f"http://{CS}/web/CSDA/studies/{o}" for o in CS_STUDIES if o != sid}),
    )
    for sid in CS_STUDIES
]


# --------------------------------------------------------------------------------------
# UK-Data-Service-like "Albion Data Service": catalogue record /studies/study?id=<SN> with
# tabs as query variants, documentation PDFs and the data dictionary on a documentation
# host /doc/<SN>/..., a citation API /api/citation?studyNumber=<SN>, and an online
# variable browser on a third host (?study=SN<SN>).  The study number is the string all
# members share — the seed's GBIF shape: Significant String from URI.  Truth: record, its
# tabs, documentation files, the read-me page, citation exports, the variable browser.
# Not the series, the related studies, the login/licence gate or chrome.

AL = host("datacatalogue", "albiondata")
AL_DOC = host("doc", "albiondata")
AL_NES = host("explore", "albiondata")
AL_WWW = host("www", "albiondata")
AL_STUDIES = {
    "8860": (
        "Millennium-style Cohort of Northern Towns: Age 14 Sweep, 2015",
        "Safeguarded (End User Licence)",
        "2000031",
    ),
    "9021": (
        "Workplace Employment Relations Panel, 2018-2022: Secure Access",
        "Controlled (Secure Access)",
        "2000045",
    ),
}
AL_TABS = ["details", "documentation", "resources", "access"]


def _al_sites() -> list[Site]:
    p = Portal(
        AL,
        "Albion Data Service",
        menu=[
            (f"http://{AL_WWW}/", "Home"),
            ("/search", "Find data"),
            ("/collections", "Collections"),
            (f"http://{AL_WWW}/learning-hub", "Learning hub"),
            (f"http://{AL_WWW}/help", "Help"),
        ],
        footer=[
            (f"http://{AL_WWW}/legal/privacy", "Privacy notice"),
            (f"http://{AL_WWW}/legal/cookies", "Cookies"),
            (f"http://{AL_WWW}/legal/accessibility", "Accessibility"),
            ("http://x.test/albiondata", "X"),
        ],
        title_format="{title} | Albion Data Service Data Catalogue",
        home_title="Albion Data Service Data Catalogue",
    )
    pages: dict[str, object] = {}
    doc: dict[str, object] = {}
    nes: dict[str, object] = {}
    for sn, (title, access, series) in AL_STUDIES.items():
        b = f"/studies/study?id={sn}"
        tabs = (
            '<ul class="tabs">'
            + "".join(f"<li>{a(f'{b}&tab={t}', t.title())}</li>" for t in AL_TABS)
            + "</ul>"
        )
        docs = [
            f"/doc/{sn}/mrdoc/pdf/{sn}_userguide.pdf",
            f"/doc/{sn}/mrdoc/pdf/{sn}_questionnaire.pdf",
            f"/doc/{sn}/mrdoc/allissue/{sn}_data_dictionary.rtf",
        ]
        other = [s for s in AL_STUDIES if s != sn][0]
        head = f"""<div class="study-header"><p class="sn">SN: {sn}</p><h1>{escape(title)}</h1>
<p>Access: <span class="badge">{escape(access)}</span></p><p>Principal investigator(s): {authors([("Whitcombe, Harriet", "0000-0001-6677-8899")])}</p></div>"""
        side = f"""<aside><p>{a("/account/login?next=/order", "Register / log in to access data", "btn")}</p>
<p>Cite this study: {a(f"/api/citation?studyNumber={sn}&format=bibtex", "BibTeX")} {a(f"/api/citation?studyNumber={sn}&format=ris", "RIS")}</p>
<p>Series: {a(f"/series/series?id={series}", "Study series")}</p><p>Related: {a(f"/studies/study?id={other}", AL_STUDIES[other][0])}</p>
<p>{a(f"http://{AL_NES}/webview/?study=SN{sn}", "Explore variables online")}</p></aside>"""
        pages[b] = p.page(
            title,
            cookie_banner(f"http://{AL_WWW}/legal/cookies")
            + head
            + tabs
            + "<p>Abstract: a sweep of the cohort.</p>"
            + side,
            share=p.url(b),
        )
        for t in AL_TABS:
            if t == "documentation":
                body = (
                    items([(f"http://{AL_DOC}{d}", d.rsplit("/", 1)[-1]) for d in docs])
                    + f"<p>{a(f'http://{AL_DOC}/doc/{sn}/read{sn}.htm', 'Read file')}</p>"
                )
            elif t == "access":
                body = f"<p>Data are {escape(access)}. {a('/account/login?next=/order', 'Apply for access')}</p>"
            else:
                body = f"<p>{t.title()} of SN {sn}.</p>"
            pages[f"{b}&tab={t}"] = p.page(title, head + tabs + body + side)
        for d in docs:
            doc[d] = (
                Response.data(pdf(d, [title]), "application/pdf")
                if d.endswith(".pdf")
                else Response.data(b"{\\rtf1 " + title.encode() + b"}", "application/rtf")
            )
        doc[f"/doc/{sn}/read{sn}.htm"] = (
            f"<html><head><title>Read file SN {sn}</title></head><body><pre>Study {sn}: {escape(title)}\nFiles: see documentation.</pre></body></html>"
        )
        for fmt in ("bibtex", "ris"):
            pages[f"/api/citation?studyNumber={sn}&format={fmt}"] = text(
                f"{fmt} {title} (SN {sn})\n"
            )
        pages[f"/series/series?id={series}"] = p.page("Series", f"<h1>Series {series}</h1>")
        nes[f"/webview/?study=SN{sn}"] = (
            f"<!DOCTYPE html><html><head><title>Variable browser: SN{sn}</title></head><body><h1>{escape(title)}</h1><div id='tree'>Variables: AGE, SEX, REGION</div></body></html>"
        )
    pages["/account/login?next=/order"] = p.page(
        "Log in", "<h1>Log in</h1><form method='post'><input name='u'></form>"
    )
    for path in ["/search", "/collections"]:
        pages[path] = p.page("Search", f"<h1>{escape(path)}</h1>")
    www = Portal(AL_WWW, "Albion Data Service", menu=[("/", "Home"), ("/help", "Help")])
    www_pages = {
        path: www.page(path.rsplit("/", 1)[-1].title(), f"<h1>{escape(path)}</h1>")
        for path in [
            "/learning-hub",
            "/help",
            "/legal/privacy",
            "/legal/cookies",
            "/legal/accessibility",
        ]
    }
    return [p.site(pages), www.site(www_pages), Site(AL_DOC, doc), Site(AL_NES, nes)]  # type: ignore[arg-type]


def _al_truth(sn: str) -> frozenset[str]:
    b = f"http://{AL}/studies/study?id={sn}"
    out = {b} | {f"{b}&tab={t}" for t in AL_TABS}
    out |= {
        f"http://{AL_DOC}/doc/{sn}/mrdoc/pdf/{sn}_userguide.pdf",
        f"http://{AL_DOC}/doc/{sn}/mrdoc/pdf/{sn}_questionnaire.pdf",
        f"http://{AL_DOC}/doc/{sn}/mrdoc/allissue/{sn}_data_dictionary.rtf",
        f"http://{AL_DOC}/doc/{sn}/read{sn}.htm",
    }
    out |= {f"http://{AL}/api/citation?studyNumber={sn}&format={f}" for f in ("bibtex", "ris")}
    out.add(f"http://{AL_NES}/webview/?study=SN{sn}")
    return frozenset(out)


ALBION_CASES = [
    # sig_uri: the study number is in the record's query, the tab variants, the
    # documentation host's paths, the citation API and the variable browser; the data
    # themselves sit behind a login/licence form that does not carry it.
    Case(
        f"albion-sn{sn}",
        "UK-Data-Service-like catalogue",
        "multi-hop",
        "sig_uri",
        f"http://{AL}/studies/study?id={sn}",
        _al_truth(sn),
        _al_sites,
        others=frozenset({f"http://{AL}/studies/study?id={o}" for o in AL_STUDIES if o != sn}),
    )
    for sn in AL_STUDIES
]

CASES = [*CSDA_CASES, *ALBION_CASES]
