"""heldout91's communication working-paper server (SSRN-like): an abstract page whose
artifact is the page, its PDF deliveries and its citation exports, one hop away amid
portal chrome (Single Page+ with Ignored URIs)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import MediaPortal, pdf_file, serve, text

NETWORKS = [
    (
        "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1210",
        "Political Communication eJournal",
    ),
    (
        "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1244",
        "Journalism & News Media eJournal",
    ),
    (
        "/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1302",
        "Social Media Studies eJournal",
    ),
]
TOP = [("/sol3/papers.cfm?abstract_id=3900017", "Trust in news after platform changes")]

WP = MediaPortal(
    "papers.commwork-network.hx91.example",
    "CommWork Papers",
    [("/en/browse", "Browse"), ("/en/rankings", "Rankings"), ("/en/submit", "Submit a paper")],
    [("/en/terms", "Terms of use"), ("/en/privacy", "Privacy"), ("/en/contact", "Contact")],
    title_format="{title} :: {name}",
    home_main=(
        "<h1>CommWork Papers</h1><h2>Networks</h2>"
        + "".join(f'<p><a href="{escape(h)}">{escape(t)}</a></p>' for h, t in NETWORKS)
        + "<h2>Top downloads</h2>"
        + "".join(f'<p><a href="{escape(h)}">{escape(t)}</a></p>' for h, t in TOP)
    ),
)
W = WP.origin


def _abstract(
    aid: int, title: str, authors: str, downloads: list[tuple[str, str]], nets: int
) -> tuple[dict[str, object], list[str]]:
    abs_path = f"/sol3/papers.cfm?abstract_id={aid}"
    cites = [(f"/sol3/cite.cfm?abstract_id={aid}&format={f}", f.upper()) for f in ("bibtex", "ris")]
    dls = "".join(
        f'<p><a class="button" href="{escape(h)}">{escape(t)}</a></p>' for h, t in downloads
    )
    net = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in NETWORKS[:nets])
    cite_html = " ".join(f'<a href="{escape(h)}">{t}</a>' for h, t in cites)
    main = (
        f'<div class="abstract-page"><h1>{escape(title)}</h1><p class="authors">{escape(authors)} '
        '<a href="mailto:author@uni.test">Contact</a></p>'
        f"<p>Posted: 2024 · {len(downloads)} download option(s)</p>{dls}"
        "<h2>Abstract</h2><p>We study how newsrooms and platforms shape political communication.</p>"
        f"<p>Suggested citation: {cite_html}</p>"
        f"<h2>Related eJournals</h2><ul>{net}</ul><h2>Recommended</h2><ul>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in TOP)
        + "</ul></div>"
    )
    pages: dict[str, object] = {abs_path: WP.page(title, main)}
    for h, t in downloads:
        pages[h] = pdf_file(title, t)
    for h, _t in cites:
        pages[h] = text(f"@techreport{{cw{aid}, title={{{title}}}}}\n", "text/plain; charset=utf-8")
    truth = [W + abs_path] + [W + h for h, _t in downloads] + [W + h for h, _t in cites]
    return pages, truth


WP1 = _abstract(
    4410021,
    "Television debates and second-screen commentary",
    "A. Lindqvist",
    [("/sol3/Delivery.cfm?abstractid=4410021&type=2", "Download this paper")],
    1,
)
WP2 = _abstract(
    4562388,
    "Local news deserts and the nationalization of political attention",
    "B. Okafor, C. Marin",
    [
        ("/sol3/Delivery.cfm?abstractid=4562388&type=2", "Download this paper"),
        ("/sol3/Delivery.cfm?abstractid=4562388&type=2&rev=1", "Download the 2023 version"),
        ("/sol3/Delivery.cfm?abstractid=4562388&type=3", "Online appendix with county data"),
    ],
    3,
)


def wp_sites() -> list[Site]:
    other = {TOP[0][0]: WP.page(TOP[0][1], f"<h1>{TOP[0][1]}</h1>")}
    return [serve(WP, {**WP1[0], **WP2[0], **other})]


CASES: list[Case] = [
    # SSRN-like abstract page: the PDF and citation exports are one hop away; menus, eJournal
    # networks and top downloads are also on the homepage/404 (seed: SSRN -> Single Page+
    # with Ignores).
    case(
        "commwork-debates",
        "communication working-paper server (one-PDF abstract)",
        "preprint",
        "single_page_plus_ignored",
        WP1[1][0],
        WP1[1],
        wp_sites,
    ),
    # Harder: a revised and an earlier PDF, an appendix, three eJournals, a recommended paper.
    case(
        "commwork-news-deserts",
        "communication working-paper server (revised paper with appendix)",
        "preprint",
        "single_page_plus_ignored",
        WP2[1][0],
        WP2[1],
        wp_sites,
        [W + TOP[0][0]],
    ),
]
