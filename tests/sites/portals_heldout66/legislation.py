"""Legislation portals of heldout66: a statute book with original and point-in-time texts, a
parliamentary bill tracker, a law-as-code forge with a raw-file domain, an official
journal that signposts its items, and a resolutions document system keyed by symbol."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, Tree, a, data, leaf, pdf_file, tree_pages, ul

# --- statute book: every text of an act under /act/YEAR/N/ -------------------------------

STB = Chrome(
    "www.statutebook.hx66.example",
    "Statute Book",
    [
        ("/browse", "Browse legislation"),
        ("/new", "New legislation"),
        ("/changes-to-legislation", "Changes to legislation"),
        ("/help", "Help"),
    ],
)

STATUTES: dict[str, tuple[str, Tree, str]] = {
    "/act/2019/14/": (
        "Tenancy Deposits (Reform) Act 2019",
        {
            "": [
                ("contents", "Table of contents"),
                ("enacted", "Original (as enacted)"),
                ("2023-04-01", "Point in time: 1 April 2023"),
                ("changes", "Changes to this Act"),
                ("data.xml", "Download XML"),
            ],
            "contents": [
                ("section/1", "1 Interpretation"),
                ("section/2", "2 Protection of deposits"),
                ("section/3", "3 Sanctions"),
                ("section/4", "4 Commencement"),
                ("schedule/1", "Schedule 1 Approved schemes"),
            ],
            "enacted": [("enacted/data.pdf", "Original print PDF")],
        },
        "/act/2020/3/",
    ),
    "/si/2021/1302/": (
        "The Court Fees (Amendment) Order 2021",
        {
            "": [
                ("contents", "Table of contents"),
                ("made", "Original (as made)"),
                ("timeline", "Timeline of changes"),
                ("memorandum", "Explanatory memorandum"),
                ("impacts", "Impact assessments"),
                ("data.xml", "Download XML"),
            ],
            "contents": [
                ("article/1", "1 Citation and commencement"),
                ("article/2", "2 Amendment of the 2008 Order"),
                ("article/3", "3 Fees in civil proceedings"),
                ("contents?page=2", "Next page of contents"),
            ],
            "contents?page=2": [
                ("article/4", "4 Fees in family proceedings"),
                ("article/5", "5 Remissions"),
                ("schedule/1", "Schedule Table of fees"),
            ],
            "made": [("made/data.pdf", "Original print PDF")],
            "timeline": [
                ("2022-06-30", "Version of 30 June 2022"),
                ("2024-01-15", "Latest version, 15 January 2024"),
            ],
            "2022-06-30": [("2022-06-30/data.pdf", "PDF of this version")],
            "2024-01-15": [("2024-01-15/data.pdf", "PDF of this version")],
            "memorandum": [("memorandum/data.pdf", "Explanatory memorandum PDF")],
            "impacts": [("impacts/2021-114.pdf", "Impact assessment IA 2021/114")],
        },
        "/si/2023/88/",
    ),
}


def _statute_parts(base: str) -> tuple[dict[str, PageValue], list[str]]:
    title, tree, amended = STATUTES[base]
    year = base.split("/")[2]
    pages, _ext, truth = tree_pages(
        STB,
        base,
        title,
        tree,
        entry_main="<p>This is the latest available (revised) version.</p>",
        aside="<h2>Amended by</h2>" + ul([(amended, "Amending legislation")]),
        crumbs=[("/browse", "Legislation"), (base.rsplit("/", 2)[0] + "/", year)],
    )
    return pages, truth


def statutebook_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for base, (_t, _tree, amended) in STATUTES.items():
        p, _truth = _statute_parts(base)
        pages.update(p)
        pages[amended] = STB.page("Amending legislation", "<h1>Amending legislation</h1>")
        year_index = base.rsplit("/", 2)[0] + "/"
        pages[year_index] = STB.page("Legislation by year", "<h1>Legislation by year</h1>")
    return [STB.site(pages)]


def _stb_case(name: str, detail: str, base: str) -> Case:
    _p, truth = _statute_parts(base)
    return case(
        name,
        f"legislation portal ({detail})",
        "Multi-Hop",
        # Like GitLab/BitBucket in the seed: the entry URI (with its ending slash) is a
        # prefix of every text, version and download of the act, several hops deep.
        "path_based",
        STB.url(base),
        truth,
        statutebook_sites,
        others=[STB.url(STATUTES[base][2])],
    )


# --- parliamentary bill tracker: stages, publications and amendments under /bills/N/ ------

BIL = Chrome(
    "bills.legisassembly.hx66.example",
    "Legislative Assembly Bills",
    [
        ("/bills", "All bills"),
        ("/sessions", "Sessions"),
        ("/acts-of-parliament", "Acts"),
        ("/guide", "How a bill becomes law"),
    ],
)

BILLS: dict[str, tuple[str, Tree]] = {
    "/bills/3318/": (
        "Judicial Review and Courts Bill",
        {
            "": [("stages", "Stages"), ("publications", "Publications"), ("news", "News")],
            "stages": [("stages/17702", "Second reading"), ("stages/17741", "Committee stage")],
            "publications": [
                ("publications/1/bill-as-introduced.pdf", "Bill as introduced"),
                ("publications/2/explanatory-notes.pdf", "Explanatory notes"),
            ],
        },
    ),
    "/bills/3402/": (
        "Arbitration (Amendment) Bill",
        {
            "": [
                ("stages", "Stages"),
                ("publications", "Publications"),
                ("amendments", "Amendments"),
                ("divisions", "Divisions"),
            ],
            "stages": [
                ("stages/18115", "First reading"),
                ("stages/18160", "Second reading"),
                ("stages/18203", "Committee stage"),
                ("stages/18290", "Report stage"),
            ],
            "stages/18203": [("stages/18203/committee-debate.pdf", "Committee debate")],
            "publications": [
                ("publications/1/as-introduced.pdf", "Bill as introduced"),
                ("publications/3/as-amended-in-committee.pdf", "As amended in committee"),
                ("publications/5/as-brought-from-the-other-house.pdf", "As brought from the HL"),
                ("publications/2/explanatory-notes.pdf", "Explanatory notes"),
                ("publications/4/delegated-powers-memorandum.pdf", "Delegated powers memo"),
            ],
            "amendments": [
                ("amendments/9921", "Amendment 1"),
                ("amendments/9922", "Amendment 2"),
                ("amendments?page=2", "Next page"),
            ],
            "amendments?page=2": [
                ("amendments/9930", "Amendment 11"),
                ("amendments/9931", "Amendment 12"),
                ("amendments?page=3", "Next page"),
            ],
            "amendments?page=3": [("amendments/9941", "Amendment 21")],
            "divisions": [("divisions/1544", "Division 1544 on Amendment 12")],
        },
    ),
}


def _bill_parts(base: str) -> tuple[dict[str, PageValue], list[str]]:
    title, tree = BILLS[base]
    pages, _ext, truth = tree_pages(
        BIL,
        base,
        title,
        tree,
        entry_main="<p>Government bill. Originated in the Assembly.</p>",
        aside="<h2>Sponsor</h2>"
        + ul([("/members/4471", "Dame Ingrid Salway")])
        + "<h2>Related bills</h2>"
        + ul([("/bills/3290/", "Courts (Procedure) Bill")]),
        crumbs=[("/bills", "Bills"), ("/sessions", "Session 2023-24")],
    )
    return pages, truth


def bills_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/members/4471": BIL.page("Dame Ingrid Salway", "<h1>Dame Ingrid Salway</h1>"),
        "/bills/3290/": BIL.page("Courts (Procedure) Bill", "<h1>Courts (Procedure) Bill</h1>"),
    }
    for base in BILLS:
        pages.update(_bill_parts(base)[0])
    return [BIL.site(pages)]


def _bill_case(name: str, detail: str, base: str) -> Case:
    return case(
        name,
        f"parliamentary bill tracker ({detail})",
        "Multi-Hop",
        # Stages, publications, amendment pages and their files all live under the bill's
        # path, reached through tab pages and pagination: Path-Based, nothing external.
        "path_based",
        BIL.url(base),
        _bill_parts(base)[1],
        bills_sites,
        others=[BIL.url("/bills/3290/")],
    )


# --- law-as-code forge: repository pages under /owner/repo/, raw files on another domain --

FRG = Chrome(
    "code.lawforge.hx66.example",
    "LawForge",
    [("/explore", "Explore"), ("/docs", "Docs"), ("/pricing", "Pricing")],
    social=False,
)
RAW = "http://raw.lawforge-usercontent.hx66.example"

REPOS: dict[str, tuple[str, Tree]] = {
    "/openrules/tax-credit-rules/": (
        "openrules/tax-credit-rules",
        {
            "": [
                ("tree/main/rules", "rules/"),
                ("issues", "Issues 2"),
                ("releases", "Releases 1"),
                (RAW + "/openrules/tax-credit-rules/main/README.md", "README.md (raw)"),
            ],
            "tree/main/rules": [
                ("blob/main/rules/eligibility.yaml", "eligibility.yaml"),
                ("blob/main/rules/rates.yaml", "rates.yaml"),
            ],
            "blob/main/rules/eligibility.yaml": [
                (RAW + "/openrules/tax-credit-rules/main/rules/eligibility.yaml", "Raw"),
            ],
            "blob/main/rules/rates.yaml": [
                (RAW + "/openrules/tax-credit-rules/main/rules/rates.yaml", "Raw"),
            ],
            "issues": [("issues/12", "Taper rate wrong after 2023 order"), ("issues/14", "Docs")],
            "issues/12": [],
            "issues/14": [],
            "releases": [("releases/v1.2.0", "v1.2.0")],
            "releases/v1.2.0": [
                (RAW + "/openrules/tax-credit-rules/archive/v1.2.0.tar.gz", "Source code")
            ],
        },
    ),
    "/parlcode/consolidation-engine/": (
        "parlcode/consolidation-engine",
        {
            "": [
                ("tree/main", "Files"),
                ("commits/main", "Commits"),
                ("issues", "Issues"),
                ("wiki", "Wiki"),
                ("releases", "Releases"),
            ],
            "tree/main": [
                ("tree/main/engine", "engine/"),
                ("blob/main/README.md", "README.md"),
            ],
            "tree/main/engine": [
                ("blob/main/engine/apply_amendments.py", "apply_amendments.py"),
                ("blob/main/engine/akn_parser.py", "akn_parser.py"),
            ],
            "blob/main/README.md": [
                (RAW + "/parlcode/consolidation-engine/main/README.md", "Raw"),
            ],
            "blob/main/engine/apply_amendments.py": [
                (RAW + "/parlcode/consolidation-engine/main/engine/apply_amendments.py", "Raw"),
            ],
            "blob/main/engine/akn_parser.py": [
                (RAW + "/parlcode/consolidation-engine/main/engine/akn_parser.py", "Raw"),
            ],
            "commits/main": [
                ("commit/9c41e0b7", "Handle textual amendments"),
                ("commits/main?page=2", "Older"),
            ],
            "commits/main?page=2": [("commit/51aa02fd", "Initial import")],
            "commit/9c41e0b7": [],
            "commit/51aa02fd": [],
            "issues": [("issues/3", "Repeal with saving"), ("issues?page=2", "Next page")],
            "issues?page=2": [("issues/1", "Schema for commencement")],
            "issues/3": [],
            "issues/1": [],
            "wiki": [("wiki/Amendment-model", "Amendment model")],
            "wiki/Amendment-model": [],
            "releases": [("releases/v0.9.0", "v0.9.0"), ("releases/v1.0.0", "v1.0.0")],
            "releases/v0.9.0": [
                (RAW + "/parlcode/consolidation-engine/archive/v0.9.0.zip", "Source code")
            ],
            "releases/v1.0.0": [
                (RAW + "/parlcode/consolidation-engine/archive/v1.0.0.zip", "Source code"),
                (RAW + "/parlcode/consolidation-engine/releases/v1.0.0/engine.tar.gz", "Build"),
            ],
        },
    ),
}


def _repo_parts(
    base: str,
) -> tuple[dict[str, PageValue], dict[str, dict[str, PageValue]], list[str]]:
    title, tree = REPOS[base]
    owner = "/" + base.split("/")[1] + "/"
    return tree_pages(
        FRG,
        base,
        title,
        tree,
        entry_main=f"<p>Owner: {a(owner, owner.strip('/'))}. Licensed under EUPL-1.2.</p>",
        aside="<h2>Forks</h2>" + ul([("/lexmirror/tax-credit-rules/", "lexmirror fork")]),
    )


def lawforge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/lexmirror/tax-credit-rules/": FRG.page("lexmirror/tax-credit-rules", "<h1>Fork</h1>"),
        "/openrules/": FRG.page("openrules", "<h1>openrules</h1>"),
        "/parlcode/": FRG.page("parlcode", "<h1>parlcode</h1>"),
    }
    raw: dict[str, PageValue] = {"/": data("raw content host", "text/plain")}
    for base in REPOS:
        p, ext, _t = _repo_parts(base)
        pages.update(p)
        for host_pages in ext.values():
            raw.update(host_pages)
    return [FRG.site(pages), Site(RAW.removeprefix("http://"), raw)]


def _repo_case(name: str, detail: str, base: str) -> Case:
    return case(
        name,
        f"law-as-code forge ({detail})",
        "Multi-Hop",
        # The seed's GitHub: the repository's pages share the entry path, and its raw files
        # and release archives sit on a separate user-content domain.
        "path_based_externals",
        FRG.url(base),
        _repo_parts(base)[2],
        lawforge_sites,
        others=[FRG.url("/lexmirror/tax-credit-rules/")],
    )


# --- official journal with signposting (HTTP Link headers) -------------------------------

GAZ = Chrome(
    "www.gazettelex.hx66.example",
    "Official Gazette Online",
    [
        ("/oj/daily-view", "Official Journal"),
        ("/legislation", "Legislation"),
        ("/case-law", "Case-law"),
        ("/procedures", "Procedures"),
    ],
    footer=[("/legal-notice", "Legal notice"), ("/privacy", "Privacy"), ("/contact", "Contact")],
)
PID = "http://id.gazettepid.hx66.example"

ACTS = {
    "reg/2023/1142": (
        "Regulation 2023/1142 on the interconnection of insolvency registers",
        "L_202301142",
        ["EN"],
        False,
    ),
    "dir/2022/2555": (
        "Directive 2022/2555 on cross-border mediation in civil matters",
        "L_202202555",
        ["EN", "FR", "DE"],
        True,
    ),
}


def _act_links(eli: str) -> tuple[str, list[tuple[str, str, str]]]:
    """(landing URI, [(URI, rel, type)]) of one act's signposting."""
    _title, celex, langs, via_pid = ACTS[eli]
    landing = GAZ.url(f"/eli/{eli}/oj")
    items = [
        (GAZ.url(f"/legal-content/{lg}/TXT/PDF/?uri=OJ:{celex}"), "item", "application/pdf")
        for lg in langs
    ]
    items.append((GAZ.url(f"/legal-content/EN/TXT/HTML/?uri=OJ:{celex}"), "item", "text/html"))
    if via_pid:
        items.append(
            (GAZ.url(f"/legal-content/EN/TXT/XML/?uri=OJ:{celex}"), "item", "application/xml")
        )
        items.append((GAZ.url(f"/eli-meta/{eli}/oj.jsonld"), "describedby", "application/ld+json"))
    items.append((GAZ.url(f"/eli-meta/{eli}/oj.rdf"), "describedby", "application/rdf+xml"))
    return landing, items


def gazette_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pid: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>Identifiers</title><p>Resolver</p>"}
    for eli, (title, _celex, _langs, via_pid) in ACTS.items():
        landing, items = _act_links(eli)
        cite = PID + f"/eli/{eli}/oj" if via_pid else landing
        header = ", ".join(
            [f'<{cite}>; rel="cite-as"']
            + [f'<{u}>; rel="{rel}"; type="{t}"' for u, rel, t in items]
            + ['<http://schema.org/Legislation>; rel="type"']
            + [f'<{GAZ.url("/legal-notice")}>; rel="license"']
        )
        head = ""
        if via_pid:
            head = "".join(
                f'\n<link rel="{rel}" href="{escape(u)}" type="{t}">' for u, rel, t in items
            )
        downloads = ul([(u, f"{rel}: {t}") for u, rel, t in items])
        body = GAZ.page(
            title,
            f"<h1>{escape(title)}</h1><p>ELI: {escape(cite)}</p><h2>Formats</h2>{downloads}"
            f"<h2>Consolidated versions</h2>{ul([(f'/eli/{eli}/2024-03-01', '1 March 2024')])}"
            f"<h2>Procedure</h2><p>{a('/procedures', 'Legislative procedure file')}</p>",
            head=head,
            aside="<h2>Amended by</h2>" + ul([("/eli/reg/2024/310/oj", "Regulation 2024/310")]),
            share=landing,
        )
        pages[f"/eli/{eli}/oj"] = Response.html(body, headers=[("Link", header)])
        pages[f"/eli/{eli}/2024-03-01"] = GAZ.page("Consolidated text", "<h1>Consolidated</h1>")
        back = [("Link", f'<{landing}>; rel="collection"')]
        for u, _rel, t in items:
            path = u.removeprefix(GAZ.origin)
            if t == "text/html":
                html = f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head>"
                html += f"<body><h1>{escape(title)}</h1><p>Article 1 Subject matter</p></body>"
                pages[path] = Response.html(html, headers=back)
            else:
                kind = "x.json" if "json" in t else "x.xml"
                r = pdf_file(title, t) if t == "application/pdf" else leaf(kind, title, t)
                pages[path] = r.with_(headers=[*r.headers, *back])
        if via_pid:
            pid[f"/eli/{eli}/oj"] = Response.redirect(landing, 303)
    pages["/eli/reg/2024/310/oj"] = GAZ.page("Regulation 2024/310", "<h1>Regulation</h1>")
    return [GAZ.site(pages), Site(PID.removeprefix("http://"), pid)]


def _gaz_case(name: str, detail: str, eli: str) -> Case:
    landing, items = _act_links(eli)
    via_pid = ACTS[eli][3]
    return case(
        name,
        f"official journal with signposting ({detail})",
        "Single Hop",
        # The portal declares the boundary itself in HTTP Link headers (cite-as, item,
        # describedby), the machine-friendly solution the seed names: Signposting.
        "signposting",
        PID + f"/eli/{eli}/oj" if via_pid else landing,
        [landing, *(u for u, _r, _t in items)],
        gazette_sites,
        others=[GAZ.url("/eli/reg/2024/310/oj"), GAZ.url(f"/eli/{eli}/2024-03-01")],
        landing=landing if via_pid else None,
    )


# --- resolutions document system: the document symbol recurs in every artifact URI -------

UND = Chrome(
    "undocs.globalassembly.hx66.example",
    "Global Assembly Documents",
    [("/browse", "Browse by body"), ("/sessions", "Sessions"), ("/help", "Help")],
)
DL = "http://dl.globalassembly.hx66.example"
LIB = "http://library.globalassembly.hx66.example"

RESOLUTIONS = {
    "A-RES-78-214": (
        "Resolution 78/214: Rule of law at the national and international levels",
        ["fr", "es"],
        False,
    ),
    "S-RES-2719-2024": (
        "Resolution 2719 (2024) on the protection of judicial personnel in peace operations",
        ["fr", "es", "ru", "ar", "zh"],
        True,
    ),
}


def _resolution(sym: str) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    title, langs, rich = RESOLUTIONS[sym]
    pages: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    entry = f"/record/{sym}"
    truth = [UND.url(entry), LIB + f"/voting?symbol={sym}"]
    links = [(DL + f"/files/{sym}-EN.pdf", "English (PDF)")]
    dl[f"/files/{sym}-EN.pdf"] = pdf_file(title, "EN")
    for lg in langs:
        links.append((f"{entry}?lang={lg}", f"Language version: {lg}"))
        pdf_url = DL + f"/files/{sym}-{lg.upper()}.pdf"
        pages[f"{entry}?lang={lg}"] = UND.page(
            f"{sym} ({lg})",
            f"<h1>{escape(sym)}</h1>{ul([(pdf_url, 'PDF'), (entry, 'English record')])}",
        )
        dl[f"/files/{sym}-{lg.upper()}.pdf"] = pdf_file(title, lg)
        truth += [UND.url(f"{entry}?lang={lg}"), pdf_url]
    links.append((LIB + f"/voting?symbol={sym}", "Voting record"))
    if rich:
        links.append((f"/search?cites={sym}", "Documents citing this resolution"))
        links.append((f"{entry}/export/marc.xml", "Export MARCXML"))
        pages[f"/search?cites={sym}"] = UND.page(
            "Search results", "<h1>Citing documents</h1>" + ul([("/record/S-PV-9520", "S/PV.9520")])
        )
        pages[f"{entry}/export/marc.xml"] = leaf("marc.xml", title, "MARC")
        truth += [UND.url(f"/search?cites={sym}"), UND.url(f"{entry}/export/marc.xml")]
    truth += [u for u, _l in links if u.startswith(DL)]
    pages[entry] = UND.page(
        sym.replace("-", "/"),
        f"<h1>{escape(title)}</h1><p>Symbol: {escape(sym.replace('-', '/'))}</p>{ul(links)}",
        aside="<h2>Related documents</h2>"
        + ul([("/record/S-PV-9520", "Meeting record S/PV.9520"), ("/record/A-78-L41", "Draft")]),
        share=UND.url(entry),
    )
    return pages, dl, truth


def assembly_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/record/S-PV-9520": UND.page("S/PV.9520", "<h1>Meeting record</h1>"),
        "/record/A-78-L41": UND.page("A/78/L.41", "<h1>Draft resolution</h1>"),
    }
    dl: dict[str, PageValue] = {"/": data("download service", "text/plain")}
    lib: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>Library</title><p>Library</p>"}
    for sym, (title, _l, _r) in RESOLUTIONS.items():
        p, d, _t = _resolution(sym)
        pages.update(p)
        dl.update(d)
        lib[f"/voting?symbol={sym}"] = (
            f"<!DOCTYPE html><title>Voting record {sym}</title><h1>{escape(title)}</h1>"
            "<p>Adopted without a vote.</p>"
        )
    return [
        UND.site(pages),
        Site(DL.removeprefix("http://"), dl),
        Site(LIB.removeprefix("http://"), lib),
    ]


def _res_case(name: str, detail: str, sym: str) -> Case:
    return case(
        name,
        f"resolutions document system ({detail})",
        "Multi-Hop",
        # GBIF's shape: the document symbol of the entry URI is in every URI of the
        # resolution (language versions, downloads, the library's voting record), and in
        # none of the portal's chrome or related records.
        "sig_uri",
        UND.url(f"/record/{sym}"),
        _resolution(sym)[2],
        assembly_sites,
        others=[UND.url("/record/S-PV-9520"), UND.url("/record/A-78-L41")],
    )


CASES: list[Case] = [
    _stb_case(
        "statutebook-act", "act with contents, original text and one version", "/act/2019/14/"
    ),
    _stb_case(
        "statutebook-order",
        "statutory instrument with paginated contents, versions, memorandum and impacts",
        "/si/2021/1302/",
    ),
    _bill_case("legisassembly-bill", "bill with stages and publications", "/bills/3318/"),
    _bill_case(
        "legisassembly-bill-amendments",
        "bill with bill versions, paginated amendments and divisions",
        "/bills/3402/",
    ),
    _repo_case(
        "lawforge-rules", "rules-as-code repository with raw files", "/openrules/tax-credit-rules/"
    ),
    _repo_case(
        "lawforge-engine",
        "consolidation engine with paginated commits and issues, wiki and release assets",
        "/parlcode/consolidation-engine/",
    ),
    _gaz_case("gazettelex-regulation", "regulation with PDF, HTML and RDF", "reg/2023/1142"),
    _gaz_case(
        "gazettelex-directive",
        "directive via persistent identifier redirect, three languages, XML and JSON-LD",
        "dir/2022/2555",
    ),
    _res_case("assembly-resolution", "resolution with two language versions", "A-RES-78-214"),
    _res_case(
        "assembly-council-resolution",
        "council resolution with five languages, citing search and MARC export",
        "S-RES-2719-2024",
    ),
]
