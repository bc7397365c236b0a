"""Registries: a trial registry with record versions, a European-style trials register with
national protocols and results, a systematic-review protocol registry with amendments and
a health-technology-assessment body's guidance with chapters and committee papers.

Four portal types, two records each (the second harder); the seed heuristic of each is
argued in a comment above its cases.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import SUFFIX, Chrome, a, json_file, pdf_file, table, text_file, ul

# -- trial registry with record versions (path-based) ----------------------------------

CTR = Chrome(
    host=f"registry.ctrindex.{SUFFIX}",
    name="CTR Index",
    menu=[
        ("/search", "Find studies"),
        ("/submit", "Register a study"),
        ("/data-api", "Data and API"),
        ("/policy", "Policy"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/disclaimer", "Disclaimer"),
        ("/about/privacy", "Privacy"),
        ("/about/accessibility", "Accessibility"),
        ("/about/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    account=(("/account/login", "Sign in"), ("/account/saved", "Saved studies")),
    social=[("http://twitter.test/ctrindex", "Follow us")],
)

# study id -> (title, sponsor, versions [(date, change)], documents, result tabs, related)
STUDIES = {
    "CTRX-20190417": (
        "Low-dose colchicine after myocardial infarction in older adults (COLDMI-65)",
        "Northbridge Heart Institute",
        [
            ("2019-04-17", "First posted"),
            ("2020-02-03", "Recruitment status: recruiting"),
            ("2022-06-14", "Primary completion date updated"),
            ("2023-09-01", "Results first posted"),
        ],
        [("prot_sap_000.pdf", "Study protocol and statistical analysis plan")],
        [],
        ["CTRX-20200311"],
    ),
    "CTRX-20170923": (
        "Velarixostat versus best available therapy in myelofibrosis (VELA-MF3)",
        "Helion Therapeutics",
        [
            ("2017-09-23", "First posted"),
            ("2018-01-10", "Recruitment status: recruiting"),
            ("2018-06-30", "Amendment 1: eligibility (platelets) widened"),
            ("2019-03-12", "Amendment 2: sample size increased to 412"),
            ("2019-11-05", "Locations added"),
            ("2020-07-21", "Amendment 3: secondary outcome added"),
            ("2021-05-02", "Recruitment completed"),
            ("2022-02-15", "Results first posted"),
            ("2023-10-09", "Results updated (overall survival)"),
        ],
        [
            ("prot_000.pdf", "Study protocol (original)"),
            ("prot_003.pdf", "Study protocol, amendment 3"),
            ("sap_001.pdf", "Statistical analysis plan"),
            ("icf_000.pdf", "Informed consent form"),
        ],
        ["participant-flow", "baseline", "outcomes", "adverse-events"],
        ["CTRX-20150612", "CTRX-20210808"],
    ),
}
PER_PAGE = 5


def _ctr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for sid, (title, sponsor, versions, docs, tabs, related) in STUDIES.items():
        base = f"/study/{sid}/"
        tabnav = [
            (base, "Study details"),
            (f"{base}results", "Results"),
            (f"{base}history", "Record history"),
            (f"{base}documents", "Documents"),
        ]
        aside = "<h3>Similar studies</h3>" + ul([(f"/study/{r}/", r) for r in related])
        aside += "<h3>Download</h3>" + ul(
            [(f"{base}export?format=json", "JSON"), (f"{base}export?format=xml", "XML")]
        )

        def page(
            sub: str,
            main: str,
            sid: str = sid,
            title: str = title,
            tabnav: list[tuple[str, str]] = tabnav,
            aside: str = aside,
        ) -> str:
            head = f'<link rel="canonical" href="{CTR.url("/study/" + sid + "/")}">'
            return CTR.page(
                f"{sub} | {title}" if sub else title,
                f'<p class="id">{escape(sid)}</p><h1>{escape(title)}</h1>'
                + ul(tabnav, "tabs")
                + main,
                head=head,
                aside=aside,
                crumbs=[("/search", "Find studies")],
            )

        pages[base] = page(
            "",
            f"<h2>Sponsor</h2><p>{escape(sponsor)}</p><h2>Brief summary</h2><p>A randomised, "
            "open-label, multicentre trial.</p><h2>Locations</h2><p>42 sites.</p>",
        )
        if tabs:
            pages[f"{base}results"] = page(
                "Results",
                "<h2>Results overview</h2>"
                + ul([(f"{base}results/{t}", t.replace("-", " ")) for t in tabs]),
            )
            for t in tabs:
                pages[f"{base}results/{t}"] = page(t, f"<h2>{escape(t)}</h2><p>Tabulated data.</p>")
        else:
            pages[f"{base}results"] = page("Results", "<h2>Results</h2><p>Posted 2023-09-01.</p>")
        n = len(versions)
        chunks = [list(range(n, 0, -1))[i : i + PER_PAGE] for i in range(0, n, PER_PAGE)]
        for i, chunk in enumerate(chunks):
            rows = [
                [
                    a(f"{base}history/v{v}", f"Version {v}"),
                    escape(versions[v - 1][0]),
                    escape(versions[v - 1][1]),
                ]
                for v in chunk
            ]
            more = (
                a(f"{base}history?page={i + 2}", "Earlier versions") if i + 1 < len(chunks) else ""
            )
            cmp_ = a(f"{base}history/compare?a=1&b={n}", "Compare first and latest")
            key = f"{base}history" + (f"?page={i + 1}" if i else "")
            pages[key] = page(
                "Record history", table(["Version", "Date", "Changes"], rows) + more + cmp_
            )
        pages[f"{base}history/compare?a=1&b={n}"] = page(
            "Compare versions", f"<h2>Changes between version 1 and {n}</h2><p>42 fields.</p>"
        )
        for v, (d, ch) in enumerate(versions, 1):
            pages[f"{base}history/v{v}"] = page(
                f"Version {v}", f"<h2>Version {v} ({escape(d)})</h2><p>{escape(ch)}</p>"
            )
        pages[f"{base}documents"] = page(
            "Documents", ul([(f"{base}documents/{f}", lab) for f, lab in docs])
        )
        for f, lab in docs:
            pages[f"{base}documents/{f}"] = pdf_file(f"{sid} {lab}", title)
        pages[f"{base}export?format=json"] = json_file({"id": sid, "title": title})
        pages[f"{base}export?format=xml"] = text_file(
            f"<study><id>{sid}</id><title>{escape(title)}</title></study>", "application/xml"
        )
        for r in related:
            pages[f"/study/{r}/"] = CTR.page(r, f"<h1>{escape(r)}</h1><p>Another study.</p>")
    return [CTR.site(pages)]


def _ctr_truth(sid: str) -> list[str]:
    return sorted(CTR.url(p) for p in _ctr_sites()[0].pages if p.startswith(f"/study/{sid}/"))


# Path-Based (the seed's GitLab/BitBucket shape): every part of a study record -- results
# tabs, the record history with one page per version, documents, exports -- lives under the
# study's own path /study/<id>/, while similar studies and the chrome do not.
_CTR_CASES = [
    case(
        "ctr-coldmi65",
        "trial registry record (four versions, one document)",
        "Multi-Hop",
        "path_based",
        CTR.url("/study/CTRX-20190417/"),
        _ctr_truth("CTRX-20190417"),
        _ctr_sites,
        others=[CTR.url("/study/CTRX-20200311/")],
    ),
    # Harder: nine versions over two history pages, amendments, results tabs, four documents.
    case(
        "ctr-velamf3",
        "trial registry record (amendments, paginated history, results tabs)",
        "Multi-Hop",
        "path_based",
        CTR.url("/study/CTRX-20170923/"),
        _ctr_truth("CTRX-20170923"),
        _ctr_sites,
        others=[CTR.url("/study/CTRX-20150612/"), CTR.url("/study/CTRX-20210808/")],
    ),
]


# -- European-style clinical trials register (significant string from URI) ---------------

EUR = Chrome(
    host=f"www.eutrialsledger.{SUFFIX}",
    name="EU Trials Ledger",
    menu=[
        ("/ctr-search/search", "Search"),
        ("/ctr-search/advanced", "Advanced search"),
        ("/help.html", "Help"),
        ("/about.html", "About"),
        ("/joint-statement.html", "Results reporting"),
    ],
    footer=[
        ("/legal.html", "Legal notice"),
        ("/privacy.html", "Privacy statement"),
        ("/contacts.html", "Contacts"),
    ],
    title_format="{name} - {title}",
    account=(),
)
CS = "/ctr-search"

# trial number -> (title, member states, result versions, paediatric plan id, sponsor's others)
TRIALS = {
    "2018-004512-33": (
        "A phase III study of ostrevimab in moderate to severe plaque psoriasis",
        ["DE", "NL", "PL"],
        1,
        "",
        ["2019-001287-41"],
    ),
    "2016-002741-19": (
        "Davrelimab plus chemotherapy in first-line small-cell lung cancer",
        ["BE", "DE", "ES", "FR", "IT", "HU", "3RD"],
        3,
        "EMEA-002233-PIP01-17",
        ["2015-000514-22", "2020-003318-07"],
    ),
}


def _eur_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for num, (title, states, nres, pip, sibs) in TRIALS.items():
        search = f"{CS}/search?query={num}"
        res = f"{CS}/trial/{num}/results"
        state_links = [(f"{CS}/trial/{num}/{s}", s) for s in states]
        dl = f"{CS}/rest/download/full?query={num}&mode=current_page"
        for s in states:
            body = (
                f'<h1>Clinical trial {escape(num)}</h1><table class="protocol">'
                f"<tr><td>A.2 EudraCT number</td><td>{escape(num)}</td></tr>"
                f"<tr><td>A.3 Full title</td><td>{escape(title)}</td></tr>"
                f"<tr><td>Member state concerned</td><td>{escape(s)}</td></tr></table>"
                "<h2>Protocols in other member states</h2>"
                + ul(state_links)
                + f"<p>{a(res, 'View results')} | {a(search, 'All records for this trial')} | "
                + f"{a(dl, 'Download (text)')}</p>"
                + "<h2>Other trials of this sponsor</h2>"
                + ul([(f"{CS}/trial/{o}/DE", o) for o in sibs])
            )
            if pip:
                body += f"<p>Paediatric plan: {a(f'/pip/{pip}', pip)}</p>"
            pages[f"{CS}/trial/{num}/{s}"] = EUR.page(f"Clinical trial {num}/{s}", body)
        rv = [(f"{res}?version={v}", f"Results version {v}") for v in range(1, nres + 1)]
        pages[res] = EUR.page(
            f"Clinical trial results {num}",
            f"<h1>Summary results {escape(num)}</h1><p>{escape(title)}</p>"
            + (ul(rv[:-1]) if nres > 1 else "")
            + f"<p>{a(f'{CS}/rest/download/result/pdf/{num}', 'Results (PDF)')}</p>"
            + ul(state_links),
        )
        for u, lab in rv[:-1]:
            pages[u] = EUR.page(f"{num} {lab}", f"<h1>{escape(lab)}</h1><p>{escape(num)}</p>")
        pages[f"{CS}/rest/download/result/pdf/{num}"] = pdf_file(f"Results {num}", title)
        pages[dl] = text_file(f"EudraCT Number: {num}\nFull title: {title}\n")
        pages[search] = EUR.page(
            f"Search results for {num}",
            f"<h1>{len(states)} result(s) for {escape(num)}</h1>" + ul(state_links),
        )
        for o in sibs:
            pages[f"{CS}/trial/{o}/DE"] = EUR.page(f"Clinical trial {o}/DE", f"<h1>{o}</h1>")
        if pip:
            pages[f"/pip/{pip}"] = EUR.page(f"Paediatric plan {pip}", f"<h1>{pip}</h1>")
    pages[f"{CS}/search"] = EUR.page("Search", "<h1>Search the register</h1>")
    return [EUR.site(pages)]


def _eur_truth(num: str) -> list[str]:
    return sorted(EUR.url(p) for p in _eur_sites()[0].pages if num in p)


# The seed's GBIF reasoning: the national protocols, results (and their versions), the
# search listing and the downloads of one trial share no path prefix but all carry the trial
# number in their URIs; the sponsor's other trials and the paediatric plan do not.
_EUR_CASES = [
    case(
        "eur-ostrevimab-psoriasis",
        "European clinical trials register (three national protocols)",
        "Multi-Hop",
        "sig_uri",
        EUR.url(f"{CS}/trial/2018-004512-33/DE"),
        _eur_truth("2018-004512-33"),
        _eur_sites,
        others=[EUR.url(f"{CS}/trial/2019-001287-41/DE")],
    ),
    # Harder: seven protocols (one third-country), three results versions, a paediatric plan.
    case(
        "eur-davrelimab-sclc",
        "European clinical trials register (seven protocols, results versions)",
        "Multi-Hop",
        "sig_uri",
        EUR.url(f"{CS}/trial/2016-002741-19/BE"),
        _eur_truth("2016-002741-19"),
        _eur_sites,
        others=[
            EUR.url(f"{CS}/trial/2015-000514-22/DE"),
            EUR.url("/pip/EMEA-002233-PIP01-17"),
        ],
    ),
]


# -- systematic-review protocol registry (significant string from filtered title) --------

SRR = Chrome(
    host=f"www.reviewprotoreg.{SUFFIX}",
    name="ReviewReg",
    menu=[
        ("/search.php", "Search"),
        ("/register.php", "Register a review"),
        ("/guidance.php", "Guidance"),
        ("/about.php", "About"),
    ],
    footer=[
        ("/accessibility.php", "Accessibility"),
        ("/privacy.php", "Privacy"),
        ("/contact.php", "Contact us"),
    ],
    title_format="{name} | {title}",
    home_title="ReviewReg | Home",
    account=(("/login.php", "Log in"), ("/myreviews.php", "My reviews")),
)

# record id -> (title, [(version id, date, note)], strategy file, linked reviews)
PROTOCOLS = {
    312457: (
        "Oral anticoagulants versus antiplatelet therapy after transcatheter valve "
        "implantation: a systematic review and network meta-analysis",
        [(1367720, "2022-05-30", "Review ongoing"), (1204431, "2022-02-11", "First published")],
        "",
        [],
    ),
    246810: (
        "Adverse events of immune checkpoint inhibitors in older adults: a systematic "
        "review of randomised trials and pharmacovigilance data",
        [
            (1551203, "2024-01-19", "Review completed, published"),
            (1488312, "2023-06-02", "Amendment: pharmacovigilance databases added"),
            (1390077, "2022-09-14", "Amendment: search updated"),
            (1299650, "2021-12-01", "Amendment: outcomes revised"),
            (1246811, "2021-03-22", "First published"),
        ],
        "/documents/CRD42021246810_STRATEGY_20210322.pdf",
        [212340, 277001],
    ),
}


def _srr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid, (title, versions, strategy, linked) in PROTOCOLS.items():
        crd = f"CRD4202{1 if rid < 300000 else 2}{rid}"
        hist = f"/record_history.php?RecordID={rid}"

        def rec(heading: str, extra: str, title: str = title, crd: str = crd) -> str:
            return (
                f'<div class="record"><p class="crd">{crd}</p><h1>{escape(title)}</h1>'
                f"<h2>{escape(heading)}</h2>{extra}</div>"
            )

        cur = versions[0][0]
        linked_html = ""
        if linked:
            linked_html = "<h3>Linked records</h3>" + ul(
                [(f"/display_record.php?RecordID={r}", f"CRD4202{r}") for r in linked]
            )
        strat = f"<p>{a(strategy, 'Search strategy (PDF)')}</p>" if strategy else ""
        pages[f"/display_record.php?RecordID={rid}"] = SRR.page(
            title,
            rec(
                "Review question",
                "<p>Population, intervention, comparator and outcomes as registered.</p>" + strat,
            )
            + ul(
                [
                    (hist, "Record history"),
                    (f"/export_pdf.php?VersionID={cur}", "PDF"),
                    (f"/export_ris.php?VersionID={cur}", "Export citation (RIS)"),
                ],
                "tools",
            )
            + linked_html,
        )
        rows = [[a(f"/version_record.php?VersionID={v}", d), escape(n)] for v, d, n in versions]
        pages[hist] = SRR.page(
            f"Record history: {title}", rec("Record history", table(["Version", "Note"], rows))
        )
        for v, d, n in versions:
            pages[f"/version_record.php?VersionID={v}"] = SRR.page(
                title,
                rec(
                    f"Version of {d}",
                    f"<p>{escape(n)}</p>"
                    + a(f"/export_pdf.php?VersionID={v}", "PDF of this version"),
                ),
            )
            pages[f"/export_pdf.php?VersionID={v}"] = pdf_file(title, crd, f"Version {d}")
        pages[f"/export_ris.php?VersionID={cur}"] = text_file(
            f"TY  - GEN\nTI  - {title}\nID  - {crd}\nER  - \n",
            "application/x-research-info-systems",
        )
        if strategy:
            pages[strategy] = pdf_file(title, "Search strategy", "MEDLINE, Embase, CENTRAL")
        for r in linked:
            pages[f"/display_record.php?RecordID={r}"] = SRR.page(
                f"Linked review {r}", f"<h1>Review CRD4202{r}</h1><p>Another protocol.</p>"
            )
    for p in ("/search.php", "/register.php", "/guidance.php", "/about.php"):
        pages[p] = SRR.page(p[1:-4].capitalize(), f"<h1>{p[1:-4].capitalize()}</h1>")
    return [SRR.site(pages)]


def _srr_truth(rid: int) -> list[str]:
    title, versions, strategy, _l = PROTOCOLS[rid]
    out = [
        f"/display_record.php?RecordID={rid}",
        f"/record_history.php?RecordID={rid}",
        f"/export_ris.php?VersionID={versions[0][0]}",
    ]
    for v, _d, _n in versions:
        out += [f"/version_record.php?VersionID={v}", f"/export_pdf.php?VersionID={v}"]
    if strategy:
        out.append(strategy)
    return [SRR.url(p) for p in out]


# Significant String from Filtered Title (the seed's OSF case): every page title starts with
# "ReviewReg | ", which the homepage title shares and the records' content does not; the
# rest of the title, the review question, is repeated by every version page, PDF export,
# citation and search-strategy file of the record, whose URIs share no path and use
# different ids (record id, version ids).
_SRR_CASES = [
    case(
        "srr-anticoagulants-tavi",
        "systematic-review protocol registry (two versions)",
        "Multi-Hop",
        "sig_filtered_title",
        SRR.url("/display_record.php?RecordID=312457"),
        _srr_truth(312457),
        _srr_sites,
    ),
    # Harder: five versions with amendments, a search-strategy attachment, linked reviews.
    case(
        "srr-checkpoint-older-adults",
        "systematic-review protocol registry (amendments, attachment, linked reviews)",
        "Multi-Hop",
        "sig_filtered_title",
        SRR.url("/display_record.php?RecordID=246810"),
        _srr_truth(246810),
        _srr_sites,
        others=[SRR.url("/display_record.php?RecordID=212340")],
    ),
]


# -- health-technology-assessment guidance (path-based) ---------------------------------

HTA = Chrome(
    host=f"www.carevalueinstitute.{SUFFIX}",
    name="Care Value Institute",
    menu=[
        ("/guidance/published", "Published guidance"),
        ("/guidance/indevelopment", "In development"),
        ("/about/what-we-do", "What we do"),
        ("/get-involved", "Get involved"),
        ("/news", "News"),
    ],
    footer=[
        ("/terms-and-conditions", "Terms and conditions"),
        ("/privacy-notice", "Privacy notice"),
        ("/cookies", "Cookies"),
        ("/accessibility", "Accessibility"),
        ("/contact-us", "Contact us"),
    ],
    title_format="{title} | Guidance | {name}",
    account=(("/account/sign-in", "Sign in"),),
    social=[("http://www.facebook.test/carevalueinstitute", "Facebook")],
)

# guidance id -> (title, chapters, evidence docs, history [(slug, label, files)], resources,
#                 related guidance)
GUIDANCE = {
    "ta944": (
        "Ostrevimab for treating moderate to severe plaque psoriasis",
        [
            "1-recommendations",
            "2-information-about-ostrevimab",
            "3-committee-discussion",
            "4-implementation",
            "5-appraisal-committee-members",
        ],
        [("committee-papers-pdf-13008766", "Committee papers")],
        [],
        [("ostrevimab-for-treating-plaque-psoriasis-pdf-82613544", "Guidance (PDF)")],
        ["ta871"],
    ),
    "ta951": (
        "Velarixostat for treating disease-related splenomegaly or symptoms in myelofibrosis",
        [
            "1-recommendations",
            "2-information-about-velarixostat",
            "3-committee-discussion",
            "4-implementation",
            "5-evaluation-committee-members-and-project-team",
        ],
        [
            ("committee-papers-pdf-13110234", "Committee papers"),
            ("final-draft-guidance-pdf-13110235", "Final draft guidance"),
            ("appeal-decision-pdf-13110240", "Appeal decision"),
        ],
        [
            (
                "draft-guidance-consultation",
                "Draft guidance consultation",
                [
                    ("draft-guidance-pdf-13004411", "Draft guidance"),
                    ("consultation-comments-pdf-13004420", "Consultation comments"),
                ],
            ),
            (
                "appeal-hearing",
                "Appeal hearing",
                [("appeal-panel-decision-pdf-13110239", "Appeal panel decision")],
            ),
        ],
        [
            ("velarixostat-for-myelofibrosis-pdf-82613601", "Guidance (PDF)"),
            ("resource-impact-template-xlsx-13110300", "Resource impact template"),
        ],
        ["ta756", "ta818"],
    ),
}


def _hta_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for gid, (title, chapters, evidence, history, resources, related) in GUIDANCE.items():
        g = f"/guidance/{gid}"
        tabs = [
            (g, "Overview"),
            (f"{g}/chapter/{chapters[0]}", "Guidance"),
            (f"{g}/informationforpublic", "Information for the public"),
            (f"{g}/evidence", "Evidence"),
            (f"{g}/history", "History"),
            (f"{g}/resources", "Tools and resources"),
        ]
        aside = "<h3>Related guidance</h3>" + ul([(f"/guidance/{r}", r.upper()) for r in related])

        def page(
            sub: str,
            main: str,
            g: str = g,
            gid: str = gid,
            title: str = title,
            tabs: list[tuple[str, str]] = tabs,
            aside: str = aside,
        ) -> str:
            return HTA.page(
                f"{sub} | {title}" if sub else title,
                f'<p class="ref">Technology appraisal guidance {gid.upper()}</p>'
                f"<h1>{escape(title)}</h1>" + ul(tabs, "tabs") + main,
                aside=aside,
                crumbs=[("/guidance/published", "Published guidance")],
            )

        chap_nav = ul(
            [(f"{g}/chapter/{c}", c.split("-", 1)[1].replace("-", " ")) for c in chapters],
            "chapters",
        )
        pages[g] = page("", "<p>Published: 2024. Evidence-based recommendations.</p>" + chap_nav)
        for c in chapters:
            pages[f"{g}/chapter/{c}"] = page(
                c.split("-", 1)[1].replace("-", " "), f"{chap_nav}<h2>{escape(c)}</h2><p>Text.</p>"
            )
        pages[f"{g}/informationforpublic"] = page(
            "Information for the public", "<p>A summary for patients.</p>"
        )
        pages[f"{g}/evidence"] = page(
            "Evidence", ul([(f"{g}/evidence/{f}", lab) for f, lab in evidence])
        )
        for f, lab in evidence:
            pages[f"{g}/evidence/{f}"] = pdf_file(f"{gid.upper()} {lab}", title)
        pages[f"{g}/history"] = page(
            "History",
            ul([(f"{g}/history/{s}", lab) for s, lab, _f in history])
            if history
            else "<p>No earlier stages published.</p>",
        )
        for s, lab, files in history:
            pages[f"{g}/history/{s}"] = page(
                lab, ul([(f"{g}/documents/{f}", fl) for f, fl in files])
            )
            for f, fl in files:
                pages[f"{g}/documents/{f}"] = pdf_file(f"{gid.upper()} {fl}", title)
        pages[f"{g}/resources"] = page(
            "Tools and resources", ul([(f"{g}/resources/{f}", lab) for f, lab in resources])
        )
        for f, lab in resources:
            pages[f"{g}/resources/{f}"] = (
                pdf_file(f"{gid.upper()} {lab}", title)
                if "-pdf-" in f
                else text_file(
                    "PK-sheet", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                )
            )
        for r in related:
            pages[f"/guidance/{r}"] = HTA.page(r.upper(), f"<h1>{r.upper()}</h1><p>Guidance.</p>")
    return [HTA.site(pages)]


def _hta_truth(gid: str) -> list[str]:
    g = f"/guidance/{gid}"
    return sorted(HTA.url(p) for p in _hta_sites()[0].pages if p == g or p.startswith(g + "/"))


# Path-Based: the guidance's chapters, evidence, history stages, consultation documents and
# resources all live under /guidance/<id>/ (the seed's GitLab shape), reached over several
# hops; related guidance and the chrome are elsewhere.
_HTA_CASES = [
    case(
        "hta-ta944-ostrevimab",
        "health technology assessment guidance (chapters, committee papers)",
        "Multi-Hop",
        "path_based",
        HTA.url("/guidance/ta944"),
        _hta_truth("ta944"),
        _hta_sites,
        others=[HTA.url("/guidance/ta871")],
    ),
    # Harder: consultation and appeal stages, each with documents two hops from the entry.
    case(
        "hta-ta951-velarixostat",
        "health technology assessment guidance (consultation and appeal history)",
        "Multi-Hop",
        "path_based",
        HTA.url("/guidance/ta951"),
        _hta_truth("ta951"),
        _hta_sites,
        others=[HTA.url("/guidance/ta756"), HTA.url("/guidance/ta818")],
    ),
]

CASES: list[Case] = _CTR_CASES + _EUR_CASES + _SRR_CASES + _HTA_CASES
