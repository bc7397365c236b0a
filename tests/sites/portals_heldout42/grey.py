"""heldout42 grey literature: a government publications library, an NGO resource library
and a think tank's policy-paper series, whose records are bound by their titles."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._kit import file, host, make_case, page, portal_site, ul

# --- government publications library (sig_title_plus_ignored) --------------------------
# A publication's overview, its HTML attachment and its consultation outcome all repeat the
# title (and the overview's <title> is the title alone), under unrelated paths; the data
# tables they link carry no title.  As with Dryad in the seed: Significant String from
# Title+ with Ignored URIs; "latest publications" is the homepage's own list, so ignored.
GOV = Portal(
    host("publications", "ministryofrurallife"),
    "Ministry of Rural Life",
    [("/topics", "Topics"), ("/departments", "Departments"), ("/news", "News")],
    [
        ("/help/cookies", "Cookies"),
        ("/help/accessibility", "Accessibility statement"),
        ("/crown-copyright", "Crown copyright"),
    ],
    title_format="{title}",
    home_title="Publications - Ministry of Rural Life",
)
GOV_LATEST = [
    ("/publications/ploughing-match-grants-2024", "Ploughing match grants"),
    ("/publications/village-hall-survey", "Village hall survey"),
]
GOV.home_main = "<h1>Publications</h1><h2>Latest</h2>" + ul(GOV_LATEST)


def _gov(
    slug: str, title: str, attach: int, consult: int | None, data: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    over = f"/publications/{slug}"
    html_att = f"/publications/{slug}-html/{attach}"
    members = [(html_att, f"{title} (HTML)")]
    pages: dict[str, PageValue] = {}
    if consult is not None:
        members.append((f"/consultations/{consult}/outcome", "Consultation outcome"))
    files = [f"/media/{h}/{n}" for h, n in (d.split(":") for d in data)]
    pages[over] = page(
        GOV,
        title,
        f'<p class="gem-c-title__context">Research and analysis</p><h1>{escape(title)}</h1>'
        + ul(members)
        + "<h2>Data tables</h2>"
        + ul([(f, f.rsplit("/", 1)[1]) for f in files[:1]])
        + "<aside><h2>Latest</h2>"
        + ul(GOV_LATEST)
        + "</aside>",
        share=GOV.url(over),
    )
    pages[html_att] = page(
        GOV,
        f"{title} (HTML)",
        f"<h1>{escape(title)}</h1><p>Full report text.</p>"
        + ul([(f, f.rsplit("/", 1)[1]) for f in files]),
    )
    if consult is not None:
        pages[f"/consultations/{consult}/outcome"] = page(
            GOV,
            "Consultation outcome",
            f"<h1>Outcome</h1><p>Responses to {escape(title)}.</p>"
            + ul([(files[-1], "Summary of responses (CSV)")]),
        )
    for f in files:
        pages[f] = file("region,count\nNorth,12\n", "text/csv")
    return pages, [GOV.url(p) for p in pages]


GV1 = (
    "rural-bus-services-review",
    "Rural bus services review 2023",
    41207,
    None,
    ["a1f3c9e2:bus-routes.csv", "77b02d4e:fares.csv"],
)
GV2 = (
    "hedgerow-restoration-evidence",
    "Hedgerow restoration: an evidence review",
    41388,
    5521,
    ["c90e1b7a:sites.csv", "04dd3f18:costs.csv", "e6a2b5c1:species.csv", "91f7e0a3:responses.csv"],
)


def gov_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: page(GOV, t, f"<h1>{t}</h1>") for p, t in GOV_LATEST}
    for g in (GV1, GV2):
        pages.update(_gov(*g)[0])
    return [portal_site(GOV, pages)]


GOV_CASES = [
    # Dryad-like: title pages plus the untitled data tables they link.
    make_case(
        "gov-bus",
        "government publications library (report, HTML version, tables)",
        "multi-hop",
        "sig_title_plus_ignored",
        GOV.url(f"/publications/{GV1[0]}"),
        _gov(*GV1)[1],
        gov_sites,
    ),
    # harder: a consultation outcome page and four tables spread over the title pages.
    make_case(
        "gov-hedgerow",
        "government publications library (evidence review, consultation outcome, four tables)",
        "multi-hop",
        "sig_title_plus_ignored",
        GOV.url(f"/publications/{GV2[0]}"),
        _gov(*GV2)[1],
        gov_sites,
    ),
]

# --- NGO resource library (sig_filtered_title) ------------------------------------------
# Every page title starts "Riverlands Trust | "; the resource's pages (summary, toolkit
# viewer, translations) sit at unrelated ids and repeat the title without that prefix, and
# the PDFs embed it.  OSF in the seed: Significant String from Filtered Title.
NGO = Portal(
    host("resources", "riverlandstrust"),
    "Riverlands Trust",
    [("/what-we-do", "What we do"), ("/resources", "Resources"), ("/donate", "Donate")],
    [
        ("/safeguarding", "Safeguarding"),
        ("/privacy", "Privacy"),
        ("/charity-info", "Charity no. 1098"),
    ],
    title_format="{name} | {title}",
    home_title="Riverlands Trust | Welcome",
)


def _ngo(
    rid: int, title: str, extra: list[tuple[int, str]], pdfs: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    links = [(f"/documents/{d}/view", label) for d, label in extra]
    links += [(f"/media-library/{p}", p) for p in pdfs]
    pages[f"/resources/{rid}"] = page(
        NGO,
        title,
        f"<h1>{escape(title)}</h1><p>Resource type: report.</p>"
        + ul(links)
        + "<aside><h3>Related resources</h3>"
        + ul([("/resources/310", "Flood wardens handbook")])
        + "</aside>",
        share=NGO.url(f"/resources/{rid}"),
    )
    for d, label in extra:
        pages[f"/documents/{d}/view"] = page(
            NGO, f"{title} - {label}", f"<h1>{escape(title)}</h1><h2>{label}</h2>"
        )
    for p in pdfs:
        pages[f"/media-library/{p}"] = file(pdf(title, ["Riverlands Trust"]), "application/pdf")
    return pages, [NGO.url(p) for p in pages]


NG1 = (482, "Clean water for riverside schools", [(9913, "Summary")], ["cwrs-report.pdf"])
NG2 = (
    517,
    "Community flood mapping toolkit",
    [(10240, "Toolkit viewer"), (10241, "Welsh translation"), (10242, "Facilitator notes")],
    ["cfm-toolkit.pdf", "cfm-worksheets.pdf"],
)


def ngo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/resources/310": page(NGO, "Flood wardens handbook", "<h1>Handbook</h1>")
    }
    for n in (NG1, NG2):
        pages.update(_ngo(*n)[0])
    return [portal_site(NGO, pages)]


NGO_CASES = [
    # OSF-like: the site-name prefix of every title must be filtered before matching.
    make_case(
        "ngo-water",
        "NGO resource library (report and summary)",
        "multi-hop",
        "sig_filtered_title",
        NGO.url("/resources/482"),
        _ngo(*NG1)[1],
        ngo_sites,
        others=[NGO.url("/resources/310")],
    ),
    # harder: three document views and two PDFs carrying the title.
    make_case(
        "ngo-flood",
        "NGO resource library (toolkit, translation, notes, two PDFs)",
        "multi-hop",
        "sig_filtered_title",
        NGO.url("/resources/517"),
        _ngo(*NG2)[1],
        ngo_sites,
        others=[NGO.url("/resources/310")],
    ),
]

# --- policy-paper series (sig_filtered_title, from the title's end) ----------------------
# Every title ends " — Meridian Institute for Public Policy", which the paper's pages do not
# repeat: the Dataverse entry of the seed's table, Filtered Title compared from the end.
# Paper pages (brief, full paper, data annex, event) are scattered over unrelated paths.
POL = Portal(
    host("www", "meridianpolicyinst"),
    "Meridian Institute for Public Policy",
    [
        ("/research", "Research"),
        ("/events", "Events"),
        ("/people", "People"),
        ("/support-us", "Support us"),
    ],
    [("/media", "Media enquiries"), ("/privacy", "Privacy"), ("/funding", "Our funding")],
    title_format="{title} — {name}",
    home_title="Research and analysis — Meridian Institute for Public Policy",
)


def _pol(
    slug: str, title: str, more: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/research/policy-papers/{slug}"
    pdf_path = f"/wp-content/uploads/2024/03/{slug}.pdf"
    pages: dict[str, PageValue] = {
        land: page(
            POL,
            title,
            f"<h1>{escape(title)}</h1><p>Policy paper.</p>"
            + ul([(pdf_path, "Read the full paper"), *more])
            + "<aside>"
            + ul([("/research/policy-papers/council-tax-reform", "Council tax reform")])
            + "</aside>",
            share=POL.url(land),
        ),
        pdf_path: file(pdf(title, ["Meridian Institute"]), "application/pdf"),
    }
    for path, label in more:
        pages[path] = page(
            POL, label, f"<h1>{label}</h1><p>Accompanies <cite>{escape(title)}</cite>.</p>"
        )
    return pages, [POL.url(p) for p in pages]


PO1 = ("libraries-as-civic-infrastructure", "Libraries as civic infrastructure", [])
PO2 = (
    "heritage-skills-gap-2024",
    "Closing the heritage skills gap in 2024",
    [
        ("/data/annex-heritage-skills", "Data annex"),
        ("/events/launch-heritage-skills-paper", "Launch event"),
        ("/blog/2024/03/why-heritage-skills-matter", "Authors' blog"),
    ],
)


def pol_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/research/policy-papers/council-tax-reform": page(
            POL, "Council tax reform", "<h1>Council tax</h1>"
        )
    }
    for p in (PO1, PO2):
        pages.update(_pol(*p)[0])
    return [portal_site(POL, pages)]


POL_CASES = [
    # Dataverse-like: the site-name suffix is filtered from the title's end.
    make_case(
        "policy-libraries",
        "policy-paper series (paper and PDF)",
        "multi-hop",
        "sig_filtered_title",
        POL.url(f"/research/policy-papers/{PO1[0]}"),
        _pol(*PO1)[1],
        pol_sites,
    ),
    # harder: annex, event and blog pages at unrelated paths.
    make_case(
        "policy-heritage-skills",
        "policy-paper series (paper, annex, event, blog)",
        "multi-hop",
        "sig_filtered_title",
        POL.url(f"/research/policy-papers/{PO2[0]}"),
        _pol(*PO2)[1],
        pol_sites,
    ),
]

CASES: list[Case] = [*GOV_CASES, *NGO_CASES, *POL_CASES]
