"""Single-page and one-hop artifacts: a harmonised question bank and a survey-methods blog
(one page each), a statistics office's bare public-use-file release pages (no chrome at
all), a social-science preprint server's abstract pages and a general research repository's
records (Figshare/Zenodo/SSRN-shaped: files and exports one hop from a chrome-heavy page).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Chrome, bibtex, binary, csv, e, pdf_doc, ris, text, ul

# --- Harmonix question bank: one harmonised question per page ---------------------------

QB = Chrome(
    host="questions.harmonixbank.hx51.example",
    name="Harmonix Question Bank",
    menu=[
        ("/questions", "Questions"),
        ("/concepts", "Concepts"),
        ("/studies", "Source studies"),
        ("/guide", "Guide"),
    ],
    footer=[("/about", "About"), ("/licence", "Licence"), ("/privacy", "Privacy")],
    title_format="{title} · Harmonix",
)


def _qb_question(
    qid: str,
    label: str,
    wording: str,
    options: list[str],
    concepts: list[str],
    sources: list[tuple[str, str]],
    similar: list[tuple[str, str]],
) -> str:
    opts = "".join(f"<li>{e(o)}</li>" for o in options)
    return QB.page(
        label,
        f'<article class="question"><h1>{e(label)}</h1><p class="qid">{qid}</p>'
        f"<blockquote>{e(wording)}</blockquote><ol>{opts}</ol>"
        "<p>Concepts: "
        + " ".join(f'<a href="/concepts/{c}">{c.replace("-", " ")}</a>' for c in concepts)
        + "</p>"
        "<h2>Asked in</h2>"
        + ul(sources)
        + '<p><a href="/account/login">Log in to export this question</a></p></article>'
        + ("<aside><h2>Similar questions</h2>" + ul(similar) + "</aside>" if similar else ""),
    )


QB_SOURCES = {
    "/studies/ess-r9": "European social values round 9",
    "/studies/bhps-w18": "Household panel wave 18",
    "/studies/ukhls-w5": "Understanding lives wave 5",
    "/studies/nzav-2020": "Values survey 2020",
    "/studies/gss-2018": "General attitudes survey 2018",
    "/studies/issp-2019": "International social survey 2019",
}


def qb_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/q/HX-TRUST-0042": _qb_question(
            "HX-TRUST-0042",
            "Generalised trust (0-10)",
            "Generally speaking, would you say that most people can be trusted, or that you can not be too careful?",
            ["0 You can not be too careful", "10 Most people can be trusted"],
            ["social-trust"],
            [("/studies/ess-r9", QB_SOURCES["/studies/ess-r9"])],
            [("/q/HX-TRUST-0043", "Trust: helpfulness of others")],
        ),
        "/q/HX-HLTH-0107": _qb_question(
            "HX-HLTH-0107",
            "Self-rated general health (5-point, harmonised)",
            "In general, would you say your health is excellent, very good, good, fair or poor?",
            ["Excellent", "Very good", "Good", "Fair", "Poor"],
            ["health-status", "self-assessment", "wellbeing"],
            [(h, t) for h, t in QB_SOURCES.items() if h != "/studies/ess-r9"],
            [
                ("/q/HX-HLTH-0108", "Limiting long-standing illness"),
                ("/q/HX-HLTH-0111", "Health compared with a year ago"),
                ("/q/HX-TRUST-0042", "Generalised trust (0-10)"),
            ],
        ),
    }
    for q, t in [
        ("/q/HX-TRUST-0043", "Trust: helpfulness of others"),
        ("/q/HX-HLTH-0108", "Limiting long-standing illness"),
        ("/q/HX-HLTH-0111", "Health compared with a year ago"),
    ]:
        pages[q] = QB.page(t, f"<h1>{e(t)}</h1><p>{q[3:]}</p>")
    for h, t in QB_SOURCES.items():
        pages[h] = QB.page(t, f"<h1>{e(t)}</h1><p>Questions harmonised from this study.</p>")
    return [QB.site(pages)]


# --- Survey Craft Log: a survey-methods blog ---------------------------------------------

SC = Chrome(
    host="notes.surveycraftlog.hx51.example",
    name="Survey Craft Log",
    menu=[("/", "Home"), ("/archive/", "Archive"), ("/tags/", "Tags"), ("/about/", "About")],
    footer=[("/feed.xml", "RSS"), ("/privacy/", "Privacy")],
    title_format="{title} – Survey Craft Log",
    account=False,
)


def _sc_post(
    title: str,
    paras: list[str],
    tags: list[str],
    prev: tuple[str, str] | None,
    nxt: tuple[str, str] | None,
    comments: list[tuple[str, str]],
) -> str:
    body = "".join(f"<p>{p}</p>" for p in paras)
    nav = ""
    if prev:
        nav += f'<a rel="prev" href="{prev[0]}">&larr; {e(prev[1])}</a> '
    if nxt:
        nav += f'<a rel="next" href="{nxt[0]}">{e(nxt[1])} &rarr;</a>'
    com = "".join(f'<li class="comment"><b>{e(a)}</b>: {e(c)}</li>' for a, c in comments)
    return SC.page(
        title,
        f'<article class="post"><h1>{e(title)}</h1><p class="byline">Posted by Dana Whitcombe in '
        + ", ".join(f'<a href="/tags/{t}/">{t}</a>' for t in tags)
        + f"</p>{body}</article><nav class='post-nav'>{nav}</nav>"
        f'<section id="comments"><h2>{len(comments)} comments</h2><ol>{com}</ol></section>',
    )


SC_A = "/2025/02/11/why-your-panel-weights-drift/"
SC_B = "/2025/06/03/mixed-mode-measurement-equivalence/"
SC_OTHER = {
    "/2025/01/20/cognitive-interviews-on-a-budget/": "Cognitive interviews on a budget",
    "/2025/04/08/response-rates-are-not-bias/": "Response rates are not bias",
    "/2025/07/15/reading-a-codebook-backwards/": "Reading a codebook backwards",
}


def sc_sites() -> list[Site]:
    o = list(SC_OTHER.items())
    pages: dict[str, PageValue] = {
        SC_A: _sc_post(
            "Why your panel weights drift",
            [
                "Longitudinal weights are recomputed every wave, and attrition is not random.",
                "Raking to stale margins compounds the error.",
            ],
            ["weighting", "panels"],
            o[0],
            o[1],
            [("Priya", "We saw the same in wave 6.")],
        ),
        SC_B: _sc_post(
            "Mixed-mode measurement equivalence, in practice",
            [
                "Web and phone answers differ for sensitive items.",
                'See the <a href="http://questions.harmonixbank.hx51.example/q/HX-HLTH-0107">harmonised '
                "health question</a> for a mode-robust wording and the "
                f'<a href="{o[0][0]}">cognitive interview post</a>.',
                "Multi-group CFA with partial invariance is the usual check.",
            ],
            ["mode-effects", "measurement", "web-surveys"],
            o[1],
            o[2],
            [
                ("Tomas", "Did you test scalar invariance?"),
                ("Dana", "Yes: partial only."),
                ("Lee", "Great post."),
            ],
        ),
        "/feed.xml": text(
            "<rss version='2.0'><channel><title>Survey Craft Log</title></channel></rss>\n",
            "application/rss+xml",
        ),
    }
    for h, t in SC_OTHER.items():
        pages[h] = SC.page(t, f"<article><h1>{e(t)}</h1><p>An earlier post.</p></article>")
    return [SC.site(pages)]


# --- Statistics Nordal: bare release pages, files on the office's mirror -----------------

SN = "microdata.statnordal.hx51.example"
SN_MIRROR = "dl.nordalmirror.hx51.example"


def _bare(title: str, body: str) -> str:
    """The office's static release pages: no menu, no footer links, no scripts."""
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{e(title)}</title></head>"
        f"<body><h1>{e(title)}</h1>{body}<hr><address>Statistics Nordal, microdata unit</address>"
        "</body></html>"
    )


SN_A_FILES = [
    ("/data/puf/LFS_PUF_2024Q3.zip", "Public use file (CSV, zipped)"),
    ("/doc/guides/lfs-2024q3-user-guide.pdf", "User guide"),
    ("/doc/codebooks/LFS_2024Q3_codebook.txt", "Codebook"),
]
SN_B_LOCAL = [
    ("../doc/guides/hbs-2023-methodology.pdf", "Methodology report"),
    ("../doc/codebooks/HBS_2023_codebook.txt", "Codebook"),
    ("../doc/questionnaires/HBS_2023_diary.pdf", "Expenditure diary"),
    ("../doc/questionnaires/HBS_2023_interview.pdf", "Household interview"),
    ("../syntax/HBS_2023_labels.sps", "SPSS labels syntax"),
]
SN_B_MIRROR = [
    "hbs/2023/HBS2023_PUF_csv.zip",
    "hbs/2023/HBS2023_PUF_stata.zip",
    "hbs/2023/HBS2023_PUF_spss.zip",
]


def _sn_file(path: str, label: str) -> PageValue:
    if path.endswith(".pdf"):
        return pdf_doc(label, "Statistics Nordal")
    if path.endswith((".txt", ".sps")):
        return text(f"{label}\nVARIABLE LABELS ...\n")
    return binary(path, "application/zip")


def sn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/": _bare(
            "Statistics Nordal public use files",
            ul(
                [
                    ("/releases/lfs-2024q3.html", "Labour Force Survey 2024 Q3"),
                    ("/releases/hbs-2023.html", "Household Budget Survey 2023"),
                ]
            ),
        ),
        "/releases/lfs-2024q3.html": _bare(
            "Labour Force Survey 2024 Q3: public use file",
            "<p>Released 2024-11-12. Anonymised person-level records, 21,406 respondents.</p>"
            + ul(SN_A_FILES),
        ),
        "/releases/hbs-2023.html": _bare(
            "Household Budget Survey 2023: public use file",
            '<p>Released 2025-03-04. <a href="#notes">Release notes</a> below.</p><h2>Documentation</h2>'
            + ul(SN_B_LOCAL)
            + "<h2>Data (mirror)</h2>"
            + ul([(f"http://{SN_MIRROR}/{p}", p.rsplit("/", 1)[-1]) for p in SN_B_MIRROR])
            + '<h2 id="notes">Release notes</h2><p>Expenditure is top-coded at the 99th percentile.</p>',
        ),
    }
    for p, label in SN_A_FILES:
        pages[p] = _sn_file(p, label)
    for p, label in SN_B_LOCAL:
        pages[p[2:]] = _sn_file(p, label)
    mirror: dict[str, PageValue] = {"/": text("Statistics Nordal download mirror\n")}
    for p in SN_B_MIRROR:
        mirror["/" + p] = binary(p, "application/zip")
    return [Site(SN, pages), Site(SN_MIRROR, mirror)]


# --- Quorum Preprints: abstract pages with PDF deliveries and citation exports -----------

QP = Chrome(
    host="papers.quorumpreprints.hx51.example",
    name="Quorum Preprints",
    menu=[
        ("/browse", "Browse"),
        ("/ejournals", "eJournals"),
        ("/submit", "Submit a paper"),
        ("/rankings", "Rankings"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("/help", "Help"),
    ],
    title_format="{title} :: Quorum Preprints",
    home_main=(
        "<h1>Quorum Preprints</h1><p>Early research in the social sciences.</p>"
        + ul(
            [
                ("/ejournals/political-methodology", "Political Methodology eJournal"),
                ("/ejournals/health-policy", "Health Policy eJournal"),
                ("/abstract/4471203", "Featured: Social Desirability Bias in Online Vote Recall"),
            ]
        )
    ),
)


def _qp_abstract(
    pid: int,
    title: str,
    authors: list[tuple[int, str]],
    abstract: str,
    pdfs: list[tuple[str, str]],
    ejournal: str,
    related: list[tuple[int, str]],
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    dl = "".join(
        f'<a class="btn" href="/delivery/{pid}/{fn}">{e(label)}</a> ' for fn, label in pdfs
    )
    auth = ", ".join(f'<a href="/author/{aid}">{e(n)}</a>' for aid, n in authors)
    rel = (
        (
            "<aside><h2>Related papers</h2>"
            + ul([(f"/abstract/{r}", t) for r, t in related])
            + "</aside>"
        )
        if related
        else ""
    )
    pages[f"/abstract/{pid}"] = QP.page(
        title,
        f'<article><h1>{e(title)}</h1><p class="authors">{auth}</p><div class="downloads">{dl}</div>'
        f"<h2>Abstract</h2><p>{e(abstract)}</p>"
        f'<p>Cite: <a href="/cite/{pid}?style=ris">RIS</a> <a href="/cite/{pid}?style=bibtex">BibTeX</a></p>'
        f'<p>Included in <a href="/ejournals/{ejournal}">{ejournal.replace("-", " ").title()} eJournal</a></p>'
        "</article>" + rel,
        share=QP.url(f"/abstract/{pid}"),
        head=f'<meta name="citation_title" content="{e(title)}">'
        f'<meta name="citation_pdf_url" content="{QP.url(f"/delivery/{pid}/{pdfs[0][0]}")}">',
    )
    for fn, label in pdfs:
        pages[f"/delivery/{pid}/{fn}"] = pdf_doc(title, label)
    names = [n for _, n in authors]
    pages[f"/cite/{pid}?style=ris"] = ris(title, names, 2025, f"10.70042/qp.{pid}", "RPRT")
    pages[f"/cite/{pid}?style=bibtex"] = bibtex(
        f"qp{pid}", title, names, 2025, f"10.70042/qp.{pid}"
    )
    for aid, n in authors:
        pages[f"/author/{aid}"] = QP.page(n, f"<h1>{e(n)}</h1><p>Author page.</p>")
    return pages


QP_A_PDFS = [("QP4471203.pdf", "Download this paper")]
QP_B_PDFS = [
    ("QP4471288-v2.pdf", "Download this paper (version 2)"),
    ("QP4471288-v1.pdf", "Version 1 (2024)"),
    ("QP4471288-appendix.pdf", "Online appendix"),
]


def qp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _qp_abstract(
            4471203,
            "Social Desirability Bias in Online Vote Recall",
            [(1893, "Hanna Berglund")],
            "A list experiment in a probability web panel.",
            QP_A_PDFS,
            "political-methodology",
            [],
        )
    )
    pages.update(
        _qp_abstract(
            4471288,
            "Out-of-Pocket Costs and Trial Retention: Evidence from Three Pragmatic Trials",
            [(2210, "Ike Nwosu"), (2211, "Marta Solberg"), (1893, "Hanna Berglund")],
            "Reanalysis of retention in three pragmatic trials with cost reimbursement arms.",
            QP_B_PDFS,
            "health-policy",
            [
                (4470015, "Reimbursement and attrition"),
                (4469950, "Retention in pragmatic trials: a review"),
            ],
        )
    )
    for pid, t in [
        (4470015, "Reimbursement and attrition"),
        (4469950, "Retention in pragmatic trials: a review"),
    ]:
        pages[f"/abstract/{pid}"] = QP.page(t, f"<h1>{e(t)}</h1>")
    return [QP.site(pages)]


def _qp_truth(pid: int, pdfs: list[tuple[str, str]]) -> frozenset[str]:
    paths = [f"/abstract/{pid}", f"/cite/{pid}?style=ris", f"/cite/{pid}?style=bibtex"]
    return frozenset(QP.url(p) for p in paths + [f"/delivery/{pid}/{fn}" for fn, _ in pdfs])


# --- Tessell Archive: general repository records with files, previews and exports -------

TA = Chrome(
    host="records.tessellarchive.hx51.example",
    name="Tessell Archive",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help/faq", "FAQ"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/support", "Contact"),
    ],
    title_format="{title} | Tessell Archive",
    home_main=(
        "<h1>Tessell Archive</h1>"
        + ul(
            [
                ("/communities/survey-methods", "Survey methods"),
                ("/communities/clinical-data-sharing", "Clinical data sharing"),
                ("/licenses/cc-by-4.0", "CC BY 4.0"),
                ("/licenses/cc0-1.0", "CC0"),
            ]
        )
    ),
)
EXPORTS = ["json", "datacite-xml", "bibtex", "dcat"]


def _ta_record(
    rid: int,
    title: str,
    files: list[str],
    previews: list[str],
    restricted: list[str],
    exports: list[str],
    community: str,
    versions: list[int],
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    r = f"/records/{rid}"
    rows = "".join(
        f'<tr><td>{e(f)}</td><td><a href="{r}/files/{f}?download=1">Download</a>'
        + (f' <a href="{r}/preview/{f}">Preview</a>' if f in previews else "")
        + "</td></tr>"
        for f in files
    )
    rows += "".join(
        f"<tr class='restricted'><td>{e(f)}</td><td>Restricted: contact the creators</td></tr>"
        for f in restricted
    )
    vers = (
        "<aside><h2>Versions</h2>"
        + ul([(f"/records/{v}", f"Version {i}") for i, v in enumerate(versions, 1) if v != rid])
        + "</aside>"
        if len(versions) > 1
        else ""
    )
    pages[r] = TA.page(
        title,
        f"<h1>{e(title)}</h1><p>Dataset · Open access (partly restricted)</p><table class='files'>{rows}</table>"
        "<p>Export: " + " ".join(f'<a href="{r}/export/{x}">{x}</a>' for x in exports) + "</p>"
        f'<p>Community: <a href="/communities/{community}">{community.replace("-", " ")}</a> · '
        'License: <a href="/licenses/cc-by-4.0">CC BY 4.0</a></p>' + vers,
        share=TA.url(r),
    )
    for f in files:
        pages[f"{r}/files/{f}?download=1"] = (
            csv([["pid", "arm", "visit"], [1, "A", 1]])
            if f.endswith(".csv")
            else text(f"{f}\n")
            if f.endswith((".txt", ".md"))
            else binary(f)
        )
    for f in previews:
        pages[f"{r}/preview/{f}"] = TA.page(f"Preview {f}", f"<pre>{e(f)}</pre>")
    for x in exports:
        pages[f"{r}/export/{x}"] = (
            bibtex(f"ta{rid}", title, ["Creators"], 2025, f"10.70188/ta.{rid}")
            if x == "bibtex"
            else text(f'{{"id": {rid}, "title": "{title}"}}\n', "application/json")
        )
    return pages


TA_A = (
    918273,
    "Replication package: Attitudes to Immigration Panel, waves 1-6",
    ["replication.zip", "README.txt"],
    ["README.txt"],
    [],
    EXPORTS[:3],
    "survey-methods",
    [918273],
)
TA_B = (
    920114,
    "De-identified participant data: STRIDE walking trial",
    [
        "stride_baseline.csv",
        "stride_followup.csv",
        "data_dictionary.csv",
        "protocol_v4.pdf",
        "sap_v2.pdf",
        "README.md",
    ],
    ["data_dictionary.csv", "README.md"],
    ["stride_linked_hospital.csv", "stride_free_text.csv"],
    EXPORTS,
    "clinical-data-sharing",
    [915502, 917730, 920114],
)


def ta_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in (TA_A, TA_B):
        pages.update(_ta_record(*args))  # type: ignore[arg-type]
    for v in (915502, 917730):
        pages.update(
            _ta_record(
                v,
                TA_B[1],
                ["stride_baseline.csv"],
                [],
                [],
                ["json"],
                "clinical-data-sharing",
                [915502, 917730, 920114],
            )
        )
    return [TA.site(pages)]


def _ta_truth(args: tuple) -> frozenset[str]:  # type: ignore[type-arg]
    rid, _t, files, previews, _r, exports = args[:6]
    r = f"/records/{rid}"
    paths = (
        [r] + [f"{r}/files/{f}?download=1" for f in files] + [f"{r}/preview/{f}" for f in previews]
    )
    return frozenset(TA.url(p) for p in paths + [f"{r}/export/{x}" for x in exports])


CASES: list[Case] = [
    # A bare release page (no menu, no footer links): everything one hop away is the
    # release's own file, so plain Single Page+ is the seed's answer; nothing to ignore.
    Case(
        name="statnordal-lfs-2024q3",
        imitates="statistics office release page (public use file, three files)",
        artifact_class="Single Hop",
        expected="single_page_plus",
        entry=f"http://{SN}/releases/lfs-2024q3.html",
        truth=frozenset(
            {f"http://{SN}/releases/lfs-2024q3.html"} | {f"http://{SN}{p}" for p, _ in SN_A_FILES}
        ),
        build=sn_sites,
    ),
    # Harder: relative links, an in-page anchor, and the data on the office's mirror host.
    Case(
        name="statnordal-hbs-2023",
        imitates="statistics office release page (eight files, data on a mirror host)",
        artifact_class="Single Hop",
        expected="single_page_plus",
        entry=f"http://{SN}/releases/hbs-2023.html",
        truth=frozenset(
            {f"http://{SN}/releases/hbs-2023.html"}
            | {f"http://{SN}{p[2:]}" for p, _ in SN_B_LOCAL}
            | {f"http://{SN_MIRROR}/{p}" for p in SN_B_MIRROR}
        ),
        build=sn_sites,
    ),
    # SSRN-shaped abstract page (the seed's table: Single Page+ with Ignores): PDF and
    # citation exports one hop away among menus the homepage and 404 page also carry.
    Case(
        name="quorum-vote-recall",
        imitates="social science preprint server (abstract page, one PDF)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=QP.url("/abstract/4471203"),
        truth=_qp_truth(4471203, QP_A_PDFS),
        build=qp_sites,
    ),
    # Harder: two versions and an appendix, three authors, related papers linked.
    Case(
        name="quorum-trial-retention",
        imitates="social science preprint server (two versions and an appendix)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=QP.url("/abstract/4471288"),
        truth=_qp_truth(4471288, QP_B_PDFS),
        build=qp_sites,
        others=frozenset({QP.url("/abstract/4470015"), QP.url("/abstract/4469950")}),
    ),
    # Zenodo-shaped record (the seed's table: Single Page+ with Ignores): files, previews and
    # exports one hop away; communities and licences are on the homepage.
    Case(
        name="tessell-immigration-panel",
        imitates="general research repository (replication package record)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=TA.url("/records/918273"),
        truth=_ta_truth(TA_A),
        build=ta_sites,
    ),
    # Harder: six files, two previews, two restricted files, four exports, older versions.
    Case(
        name="tessell-stride-ipd",
        imitates="general research repository (clinical trial participant data, versions)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=TA.url("/records/920114"),
        truth=_ta_truth(TA_B),
        build=ta_sites,
        others=frozenset({TA.url("/records/915502"), TA.url("/records/917730")}),
    ),
    # A question-bank entry is one page (wording, options, sources inline); everything it
    # links is chrome or another record: Single Page.
    Case(
        name="harmonix-trust",
        imitates="harmonised question bank (one question, one source study)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=QB.url("/q/HX-TRUST-0042"),
        truth=frozenset({QB.url("/q/HX-TRUST-0042")}),
        build=qb_sites,
        others=frozenset({QB.url("/q/HX-TRUST-0043"), QB.url("/studies/ess-r9")}),
    ),
    # Harder: five source studies, three concepts and three similar questions linked.
    Case(
        name="harmonix-self-rated-health",
        imitates="harmonised question bank (question harmonised across five studies)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=QB.url("/q/HX-HLTH-0107"),
        truth=frozenset({QB.url("/q/HX-HLTH-0107")}),
        build=qb_sites,
        others=frozenset(
            {QB.url(q) for q in ("/q/HX-HLTH-0108", "/q/HX-HLTH-0111", "/q/HX-TRUST-0042")}
            | {QB.url(h) for h in QB_SOURCES if h != "/studies/ess-r9"}
        ),
    ),
    # A blog post: the seed's table gives every blog Single Page.
    Case(
        name="surveycraft-panel-weights",
        imitates="survey methods blog (short post, one comment)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=SC.url(SC_A),
        truth=frozenset({SC.url(SC_A)}),
        build=sc_sites,
        others=frozenset({SC.url(h) for h in list(SC_OTHER)[:2]}),
    ),
    # Harder: longer post linking another portal's question and an earlier post in-text.
    Case(
        name="surveycraft-mixed-mode",
        imitates="survey methods blog (post with in-text links and a comment thread)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=SC.url(SC_B),
        truth=frozenset({SC.url(SC_B)}),
        build=sc_sites,
        others=frozenset({SC.url(h) for h in SC_OTHER}),
    ),
]
