"""Single-object and single-hop artifacts: a WordPress drug-discovery blog, a MediaWiki drug
and target wiki, a Drupal medicines-safety agency site and bare hand-made Drug Analysis
Profile pages of a pharmacovigilance scheme."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, bare_site, csv_file, dl, full_site, host, image, pdf_file, ul

# --- WordPress: a medicinal-chemistry blog ------------------------------------------------

WP = Portal(
    host=host("blog", "leadoptnotes"),
    name="Lead Optimisation Notes",
    menu=[
        ("/", "Home"),
        ("/about/", "About"),
        ("/category/medicinal-chemistry/", "Med chem"),
        ("/category/pharmacokinetics/", "PK/PD"),
        ("/archives/", "Archives"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ("/feed/", "RSS"),
        ("http://mastodon.test/@leadoptnotes", "Mastodon"),
    ],
    title_format="{title} – {name}",
)

WP_POSTS = {
    "/2025/11/14/why-covalent-kinase-inhibitors-keep-failing-in-vivo/": (
        "Why covalent kinase inhibitors keep failing in vivo",
        "kinases",
        "/2025/10/30/glutathione-trapping-assays-a-practical-guide/",
        [
            "Target residence time looks great in the biochemical assay and then the "
            "compound dies in the first rat PK study.",
            "Glutathione conjugation, not CYP turnover, explains most of the clearance.",
        ],
        True,
    ),
    "/2026/01/09/fragment-screening-hit-rates-at-xchem-what-the-numbers-say/": (
        "Fragment screening hit rates: what the numbers say",
        "fragments",
        "/2025/12/12/ligand-efficiency-is-not-a-target/",
        [
            "We pooled 41 crystallographic fragment campaigns and counted the hits.",
            "Hit rates vary tenfold with the protein class, less with the library.",
        ],
        False,
    ),
}


def _wp_post(path: str, title: str, cat: str, prev: str, paras: list[str], replies: bool) -> str:
    fig = path.strip("/").split("/")[-1][:20]
    comments = ""
    if replies:
        comments = (
            '<section id="comments"><h2>3 thoughts on this post</h2><ol class="comment-list">'
            '<li id="comment-482"><p>Did you look at the cysteine pKa?</p>'
            f'<a rel="nofollow" class="comment-reply-link" href="{path}?replytocom=482#respond">'
            "Reply</a></li></ol></section>"
        )
    main = f"""<article class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">{title}</h1>
<div class="entry-meta">Posted on <a href="{path}" rel="bookmark"><time>2025-11-14</time></a>
by <span class="author vcard">{a("/author/mlindqvist/", "M. Lindqvist")}</span></div></header>
<div class="entry-content">{"".join(f"<p>{p}</p>" for p in paras)}
<figure class="wp-block-image"><img src="/wp-content/uploads/2025/11/{fig}.png" alt=""></figure>
<p>See the original paper: {a("http://doi.test/10.1021/acs.jmedchem.5c01234", "J. Med. Chem. 2025")}.</p>
</div><footer class="entry-footer">Posted in {a(f"/category/{cat}/", cat)} · Tagged
{a("/tag/drug-discovery/", "drug discovery")}</footer></article>
<nav class="post-navigation">{a(prev, "← Previous post")}</nav>{comments}"""
    return WP.page(title, main, share=WP.url(path))


def wp_site() -> list[Site]:
    pages: dict[str, str | object] = {}
    for path, (title, cat, prev, paras, replies) in WP_POSTS.items():
        pages[path] = _wp_post(path, title, cat, prev, paras, replies)
        fig = path.strip("/").split("/")[-1][:20]
        pages[f"/wp-content/uploads/2025/11/{fig}.png"] = image()
        pages[prev] = WP.page("An earlier post", "<article><h1>An earlier post</h1></article>")
        pages[f"/category/{cat}/"] = WP.page(cat, f"<h1>Category: {cat}</h1>")
    return [full_site(WP, pages, ["/author/mlindqvist/", "/tag/drug-discovery/"])]  # type: ignore[arg-type]


# --- MediaWiki: a drug and target wiki ----------------------------------------------------

MW = Portal(
    host=host("wiki", "drugtargetwiki"),
    name="DrugTargetWiki",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/DrugTargetWiki:Privacy_policy", "Privacy policy"),
        ("/wiki/DrugTargetWiki:About", "About DrugTargetWiki"),
        ("/wiki/DrugTargetWiki:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
)

MW_PAGES = {
    "Osimertinib": (
        "Osimertinib is a third-generation, irreversible EGFR tyrosine kinase inhibitor.",
        ["EGFR", "T790M", "Non-small-cell_lung_carcinoma"],
        48211,
    ),
    "HERG_channel": (
        "The hERG potassium channel (Kv11.1) is the main anti-target of safety pharmacology.",
        ["QT_prolongation", "Torsades_de_pointes", "Dofetilide"],
        51177,
    ),
}


def _mw_page(name: str, lead: str, links_: list[str], oldid: int) -> str:
    w = "/w/index.php?title="
    tabs = ul(
        [
            (f"/wiki/{name}", "Article"),
            (f"/wiki/Talk:{name}", "Talk"),
            (f"{w}{name}&action=edit", "Edit"),
            (f"{w}{name}&action=history", "View history"),
        ],
        "vector-tabs",
    )
    tools = ul(
        [
            (f"/wiki/Special:WhatLinksHere/{name}", "What links here"),
            (f"{w}{name}&oldid={oldid}", "Permanent link"),
            (f"{w}Special:CiteThisPage&page={name}&id={oldid}", "Cite this page"),
            (f"{w}{name}&printable=yes", "Printable version"),
        ],
        "tools",
    )
    body = " ".join(a(f"/wiki/{x}", x.replace("_", " ")) for x in links_)
    main = f"""{tabs}<div id="content" class="mw-body"><h1 id="firstHeading">
{name.replace("_", " ")}</h1><div id="mw-content-text" class="mw-parser-output">
<p><b>{name.replace("_", " ")}</b>: {lead}</p><p>See also: {body}.</p>
<ol class="references"><li>{a("http://doi.test/10.1056/NEJMoa1612674", "Mok et al. 2017")}</li>
</ol></div><div id="catlinks">{a("/wiki/Category:Kinase_inhibitors", "Kinase inhibitors")}</div>
</div><div id="p-tb">{tools}</div>"""
    return MW.page(name.replace("_", " "), main)


def mw_site() -> list[Site]:
    pages: dict[str, object] = {}
    for name, (lead, links_, oldid) in MW_PAGES.items():
        pages[f"/wiki/{name}"] = _mw_page(name, lead, links_, oldid)
        for x in links_:
            pages[f"/wiki/{x}"] = MW.page(x.replace("_", " "), f"<h1>{x}</h1><p>Stub.</p>")
    return [full_site(MW, pages, ["/wiki/Category:Kinase_inhibitors"])]  # type: ignore[arg-type]


# --- Drupal: a national medicines-safety agency -------------------------------------------

DR = Portal(
    host=host("www", "medsafety-agency"),
    name="National Medicines Safety Agency",
    menu=[
        ("/medicines", "Medicines"),
        ("/safety", "Safety information"),
        ("/report-a-side-effect", "Report a side effect"),
        ("/news", "News"),
        ("/about-us", "About us"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy-notice", "Privacy"),
        ("/copyright", "Copyright"),
        ("http://www.linkedin.test/company/nmsa", "LinkedIn"),
    ],
    title_format="{title} | {name}",
)

DSC = "/safety/safety-communications/2025/valproate-use-in-men-new-precautions"
SIG = "/medicines/signal-assessments/semaglutide-and-naion"
SIG_FILES = [
    "/sites/default/files/documents/signal-assessment-report-semaglutide-naion_en.pdf",
    "/sites/default/files/documents/prac-recommendation-semaglutide-naion_en.pdf",
    "/sites/default/files/documents/semaglutide-product-information-annex_en.pdf",
]


def dr_site() -> list[Site]:
    dsc_main = f"""<nav class="breadcrumb">{a("/safety", "Safety information")} ›
{a("/safety/safety-communications", "Safety communications")}</nav>
<article class="node node--type-safety-communication"><h1>Valproate use in men: new
precautions</h1><p class="date">Published 3 September 2025</p>
<div class="field--name-body"><p>A retrospective observational study suggests an increased
risk of neurodevelopmental disorders in children of men treated with valproate in the three
months before conception.</p><h2>Advice for healthcare professionals</h2><ul><li>Discuss
the potential risk with male patients.</li></ul>
<p>Report suspected adverse reactions via the {a("/report-a-side-effect", "Yellow Card")}
scheme.</p></div><div class="related">Related: {a("/news/2025/valproate-review", "Review")}
</div></article>"""
    sig_main = f"""<nav class="breadcrumb">{a("/medicines", "Medicines")} ›
{a("/medicines/signal-assessments", "Signal assessments")}</nav>
<article class="node node--type-signal-assessment"><h1>Semaglutide and non-arteritic
anterior ischaemic optic neuropathy (NAION)</h1>{
        dl(
            [
                ("Active substance", "semaglutide"),
                ("Signal number", "EPITT 20073"),
                ("Status", "Concluded, product information updated"),
            ]
        )
    }<h2>Documents</h2><ul class="file-list">
<li>{a(SIG_FILES[0], "Signal assessment report (PDF, 412 KB)", "file-link")}</li>
<li>{a(SIG_FILES[1], "PRAC recommendation (PDF, 188 KB)", "file-link")}</li>
<li>{a(SIG_FILES[2], "Product information annex (PDF, 96 KB)", "file-link")}</li></ul>
<p>Topics: {a("/taxonomy/term/412", "Diabetes")} · {a("/taxonomy/term/77", "Eye disorders")}
</p></article>"""
    pages: dict[str, object] = {
        DSC: DR.page("Valproate use in men: new precautions", dsc_main, share=DR.url(DSC)),
        SIG: DR.page("Semaglutide and NAION", sig_main, share=DR.url(SIG)),
        "/news/2025/valproate-review": DR.page("Review", "<h1>Valproate review</h1>"),
    }
    for i, f in enumerate(SIG_FILES):
        pages[f] = pdf_file(
            "Semaglutide and NAION", ["Signal assessment", "PRAC recommendation", "Annex"][i]
        )
    return [
        full_site(
            DR,
            pages,
            [
                "/medicines/signal-assessments",
                "/safety/safety-communications",
                "/taxonomy/term/412",
                "/taxonomy/term/77",
            ],
        )
    ]  # type: ignore[arg-type]


# --- Hand-made: Drug Analysis Profiles of a spontaneous-reporting scheme ---------------------

DAP = host("dap", "adrwatch")
DAP_DRUGS = {
    "SEMAGLUTIDE": "UK_NON_000588197846",
    "ISOTRETINOIN": "UK_NON_000171342210",
}


def _dap(drug: str, code: str) -> str:
    name = drug.capitalize()
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8">
<title>Interactive Drug Analysis Profile - {name}</title></head><body>
<h2>Interactive Drug Analysis Profile: {name}</h2>
<p>Data lock point: 29 October 2025. These reports are suspected adverse drug reactions;
a report does not mean the drug caused the reaction.</p>
<table border="1"><tr><th>Output</th><th>Format</th></tr>
<tr><td><a href="/drug-analysis-prints/{code}.pdf">Drug Analysis Print</a></td><td>PDF</td></tr>
<tr><td><a href="/idap-data/{code}/reactions.csv">Reactions by system organ class</a></td>
<td>CSV</td></tr>
<tr><td><a href="/idap-data/{code}/fatal.csv">Fatal reports by reaction</a></td><td>CSV</td></tr>
</table></body></html>"""


def dap_site() -> list[Site]:
    pages: dict[str, object] = {}
    for drug, code in DAP_DRUGS.items():
        pages[f"/drug-analysis-profiles/dap.html?drug={drug}"] = _dap(drug, code)
        pages[f"/drug-analysis-prints/{code}.pdf"] = pdf_file(f"Drug Analysis Print {drug}")
        pages[f"/idap-data/{code}/reactions.csv"] = csv_file("soc,reports", "Eye disorders,41")
        pages[f"/idap-data/{code}/fatal.csv"] = csv_file("reaction,fatal", "Pancreatitis,2")
    home = "<html><head><title>Drug Analysis Profiles</title></head><body>A-Z</body></html>"
    return [bare_site(DAP, home, pages)]  # type: ignore[arg-type]


def _u(h: str, p: str) -> str:
    return f"http://{h}{p}"


CASES: list[Case] = []

# WordPress blog post: the seed's blog posts (HASTAC, Hypotheses, SciLogs ...) are Single
# Artifact URI, Single Page.  The ?replytocom= link only re-renders the same post with a
# reply form, and categories, tags, author and neighbouring posts are other artifacts or
# chrome.  Truth: the post's URI alone.
for i, path in enumerate(WP_POSTS):
    CASES.append(
        case(
            f"wp-blog-post-{i + 1}",
            "WordPress (medicinal-chemistry blog post)",
            "Single Artifact URI",
            "single_page",
            WP.url(path),
            [WP.url(path)],
            wp_site,
        )
    )

# MediaWiki article: the seed's Wikipedia row, Single Page.  Edit, history, talk, permanent
# link and cite-this-page are wiki machinery around the article, wikilinks are other
# articles.  Truth: the article URI.
for name in MW_PAGES:
    CASES.append(
        case(
            f"mediawiki-{name.lower().replace('_', '-')}",
            "MediaWiki (drug and target wiki article)",
            "Single Artifact URI",
            "single_page",
            MW.url(f"/wiki/{name}"),
            [MW.url(f"/wiki/{name}")],
            mw_site,
        )
    )

# A regulator's safety communication is one article (like The Conversation, JSTOR Daily):
# Single Page; the report-a-side-effect and related-news links are other pages.
CASES.append(
    case(
        "drupal-safety-communication",
        "Drupal (medicines agency safety communication)",
        "Single Artifact URI",
        "single_page",
        DR.url(DSC),
        [DR.url(DSC)],
        dr_site,
    )
)
# A signal assessment page carries its documents one hop away, inside the agency's menus
# and taxonomy links: Single Hop, Single Page+ with Ignored URIs (as Zenodo, SSRN).  Truth:
# the page and its three PDFs; the topic terms and breadcrumbs are not the artifact.
CASES.append(
    case(
        "drupal-signal-assessment",
        "Drupal (medicines agency signal assessment)",
        "Single Hop",
        "single_page_plus_ignored",
        DR.url(SIG),
        [DR.url(SIG), *(DR.url(f) for f in SIG_FILES)],
        dr_site,
    )
)

# A hand-made Drug Analysis Profile page is a bare table with no menu or footer: every link
# on it is one of the profile's outputs, so Single Page+ takes exactly the artifact (no
# ignore list is needed).  Truth: the profile page, its PDF print and its two CSV tables.
for drug, code in DAP_DRUGS.items():
    entry = _u(DAP, f"/drug-analysis-profiles/dap.html?drug={drug}")
    CASES.append(
        case(
            f"dap-{drug.lower()}",
            "Hand-made site (pharmacovigilance drug analysis profile)",
            "Single Hop",
            "single_page_plus",
            entry,
            [
                entry,
                _u(DAP, f"/drug-analysis-prints/{code}.pdf"),
                _u(DAP, f"/idap-data/{code}/reactions.csv"),
                _u(DAP, f"/idap-data/{code}/fatal.csv"),
            ],
            dap_site,
        )
    )
