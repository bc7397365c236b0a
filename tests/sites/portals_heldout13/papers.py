"""Preprint and working-paper servers and a publisher, under unfamiliar names.

Prepnexus imitates bioRxiv (a version-less landing page, PDFs on an object store of its
own registrable domain, a version history), Workpaperhub imitates SSRN (query-string
landing pages, the PDF on a delivery host), Aperture imitates a journal publisher that
serves FAIR Signposting (Link headers, and HTML link elements on one of its pages) behind a
DOI resolver.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, bibtex, blob, doc, files_site, ris, signposted, ul

# --- Prepnexus (bioRxiv-like) ----------------------------------------------------------

PN = Shell(
    host="www.prepnexus.hx13.example",
    name="Prepnexus",
    nav=(
        ("/collections", "Subject collections"),
        ("/submit", "Submit a preprint"),
        ("/alerts", "Alerts"),
        ("/about/faq", "FAQ"),
    ),
    footer=(
        ("/about", "About"),
        ("/about/policies", "Policies"),
        ("/about/funders", "Funders"),
        ("/privacy", "Privacy"),
    ),
    title_format="{title} | Prepnexus",
    layout="top",
    assets="/assets/pn",
)
PN_STORE = "http://objects.prepnexus-store.hx13.example"
# (id, title, authors, versions)
PREPRINTS = [
    (
        "2024.03.0117",
        "Nitrogen Deposition Shifts Moss Communities on Boreal Peat Hummocks",
        ["Aino Virtanen", "Kalle Mäki", "Sunniva Berg"],
        2,
    ),
    (
        "2023.11.0452",
        "A Low-Cost Acoustic Logger for Monitoring Nocturnal Bird Migration",
        ["Rafael Ortega", "Mei Lin"],
        1,
    ),
]
PN_OTHERS = [
    ("2024.01.0088", "Peatland Carbon Flux After Drainage Reversal"),
    ("2023.09.0310", "Open Hardware for Field Ecology: A Review"),
]


def _prepnexus() -> list[Site]:
    pages: dict[str, str | bytes] = {}
    store: dict[str, bytes] = {}
    for pid, title, authors, versions in PREPRINTS:
        last = f"{pid}v{versions}"
        store[f"/pdf/{last}.pdf"] = doc(title, ", ".join(authors), f"version {versions}")
        store[f"/supp/{last}-S1.xlsx"] = blob(pid + "S1")
        history = []
        for v in range(1, versions):
            store[f"/pdf/{pid}v{v}.pdf"] = doc(title, ", ".join(authors), f"version {v}")
            pages[f"/preprint/{pid}v{v}"] = PN.page(
                f"{title} (version {v})",
                f"<h1>{escape(title)}</h1><p>This is version {v}. "
                f"{a(f'/preprint/{pid}', 'See the latest version')}</p>"
                f"<p>{a(f'{PN_STORE}/pdf/{pid}v{v}.pdf', 'PDF of version ' + str(v))}</p>",
            )
            history.append(
                f"<li>{a(f'/preprint/{pid}v{v}', f'Version {v}')} — "
                f"{a(f'{PN_STORE}/pdf/{pid}v{v}.pdf', 'PDF')}</li>"
            )
        history.append(f"<li>Version {versions} (this version)</li>")
        by = ", ".join(a(f"/search?author={x.replace(' ', '+')}", x) for x in authors)
        pages[f"/preprint/{pid}"] = PN.page(
            title,
            f'<div class="preprint-header"><span class="badge">New results</span>'
            f"<h1>{escape(title)}</h1><p>{by}</p><p>doi: 10.80051/{pid}</p>"
            "<p>This article is a preprint and has not been certified by peer review.</p></div>"
            f'<div class="tools">{a(f"{PN_STORE}/pdf/{last}.pdf", "Download PDF")} '
            f"{a(f'{PN_STORE}/supp/{last}-S1.xlsx', 'Supplementary Material')} "
            f"{a(f'/preprint/{pid}.ris', 'Export citation')} "
            f"{a(f'/preprint/{pid}/metrics', 'Metrics')}</div>"
            f"<h2>Abstract</h2><p>Full text of {escape(title)} follows.</p>"
            f'<h3>Version history</h3><ul class="versions">{"".join(history)}</ul>'
            f"<p>Subject area: {a('/collection/ecology', 'Ecology')}</p>",
            aside="<h3>Related preprints</h3>" + ul([(f"/preprint/{o}", t) for o, t in PN_OTHERS]),
        )
        pages[f"/preprint/{pid}.ris"] = ris(title, authors, 2024, f"10.80051/{pid}", "UNPB")
        pages[f"/preprint/{pid}/metrics"] = PN.page("Metrics", "<h1>Abstract views: 812</h1>")
    pages["/collection/ecology"] = PN.page(
        "Ecology", "<h1>Ecology</h1>" + ul([(f"/preprint/{p}", t) for p, t, *_ in PREPRINTS])
    )
    for pid, title in PN_OTHERS:
        pages[f"/preprint/{pid}"] = PN.page(title, f"<h1>{escape(title)}</h1>")
    return [PN.site(pages), files_site("objects.prepnexus-store.hx13.example", store)]


def _pn_case(k: int, name: str) -> Case:
    pid, _t, _a, versions = PREPRINTS[k]
    entry = PN.url(f"/preprint/{pid}")
    truth = {
        entry,
        PN.url(f"/preprint/{pid}.ris"),
        f"{PN_STORE}/pdf/{pid}v{versions}.pdf",
        f"{PN_STORE}/supp/{pid}v{versions}-S1.xlsx",
    }
    for v in range(1, versions):
        truth |= {PN.url(f"/preprint/{pid}v{v}"), f"{PN_STORE}/pdf/{pid}v{v}.pdf"}
    return Case(
        name=name,
        imitates="bioRxiv (preprint server: Prepnexus)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset(truth),
        build=_prepnexus,
        others=frozenset(PN.url(f"/preprint/{o}") for o, _ in PN_OTHERS),
    )


# bioRxiv is Single Page+ with Ignores.  The version-less landing page names the preprint
# across its versions (its DOI is version-less too), so the earlier version's page and PDF,
# both linked from the landing page's version history, are part of the artifact; the
# metrics tab is the portal's statistics about the preprint, not the preprint (excluded).
# PDFs and supplements live on objects.prepnexus-store, another registrable domain.
PN_CASES = [_pn_case(0, "prepnexus-moss-two-versions"), _pn_case(1, "prepnexus-acoustic-logger")]

# --- Workpaperhub (SSRN-like) ----------------------------------------------------------

WP = Shell(
    host="papers.wpaperhub.hx13.example",
    name="Workpaperhub",
    nav=(
        ("/browse", "Browse"),
        ("/networks", "Research networks"),
        ("/rankings", "Rankings"),
        ("/submit", "Submit a paper"),
    ),
    footer=(
        ("/about", "About"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookie settings"),
    ),
    title_format="{title} by {name}",
    layout="side",
    assets="/cfincludes",
)
WP_DELIVERY = "http://delivery.wpaperhub.hx13.example"
WP_PAPER = (
    4127765,
    "Carbon Border Adjustments and the Pass-Through to Export Prices",
    ["Henrike Vogel", "Arjun Mehta"],
)
WP_OTHERS = [
    (4098812, "Who Pays for Carbon Tariffs? Evidence from Steel"),
    (4130021, "Trade Diversion Under Unilateral Climate Policy"),
]


def _wpaperhub() -> list[Site]:
    pid, title, authors = WP_PAPER
    q = f"abstract_id={pid}"
    pages: dict[str, str | bytes] = {
        f"/paper?{q}": WP.page(
            title,
            f"<h1>{escape(title)}</h1><p>"
            + ", ".join(a(f"/author?per_id={9000 + i}", x) for i, x in enumerate(authors))
            + f"</p><p>{a(f'{WP_DELIVERY}/Delivery?abstractid={pid}&type=2', 'Download This Paper')}"
            f" · {a(f'/paper/export?{q}&format=bibtex', 'Export citation')}"
            f" · {a(f'/paper/stats?{q}', 'Paper statistics')}</p>"
            "<p>Number of pages: 41 · Posted: 12 Jun 2022</p><h2>Abstract</h2><p>We estimate…</p>"
            f"<p>Keywords: {a('/search?kw=carbon+tariff', 'carbon tariff')}, "
            f"{a('/search?kw=pass-through', 'pass-through')}</p>"
            f"<p>JEL: {a('/ejournal?jel=F18', 'F18')} {a('/ejournal?jel=Q56', 'Q56')}</p>",
            aside="<h3>Related papers</h3>"
            + ul([(f"/paper?abstract_id={o}", t) for o, t in WP_OTHERS])
            + "<h3>Top downloads</h3>"
            + ul([("/rankings/top-papers", "Top papers this month")]),
        ),
        f"/paper/export?{q}&format=bibtex": bibtex(
            f"vogel{pid}", title, " and ".join(authors), 2022, f"10.80052/wph.{pid}"
        ),
        f"/paper/stats?{q}": WP.page("Paper statistics", "<h1>Downloads: 1,204</h1>"),
    }
    for o, t in WP_OTHERS:
        pages[f"/paper?abstract_id={o}"] = WP.page(t, f"<h1>{escape(t)}</h1>")
    delivery = files_site(
        "delivery.wpaperhub.hx13.example",
        {f"/Delivery?abstractid={pid}&type=2": doc(title, *authors)},
    )
    return [WP.site(pages), delivery]


# SSRN is Single Page+ with Ignores: the PDF (on the delivery host) and the citation
# export are one hop away; the statistics page, author pages, JEL and keyword listings and
# related papers are not the paper.
WP_CASE = Case(
    name="wpaperhub-carbon-border",
    imitates="SSRN (working-paper server: Workpaperhub)",
    artifact_class="Single Hop",
    expected="single_page_plus_ignored",
    entry=WP.url(f"/paper?abstract_id={WP_PAPER[0]}"),
    truth=frozenset(
        {
            WP.url(f"/paper?abstract_id={WP_PAPER[0]}"),
            f"{WP_DELIVERY}/Delivery?abstractid={WP_PAPER[0]}&type=2",
            WP.url(f"/paper/export?abstract_id={WP_PAPER[0]}&format=bibtex"),
        }
    ),
    build=_wpaperhub,
    others=frozenset(WP.url(f"/paper?abstract_id={o}") for o, _ in WP_OTHERS),
)

# --- Aperture (a publisher with FAIR Signposting) --------------------------------------

AP = Shell(
    host="www.aperturepub.hx13.example",
    name="Journal of Applied Biogeography",
    nav=(
        ("/journals/jab", "Journal home"),
        ("/journals/jab/issues", "All issues"),
        ("/journals/jab/aims", "Aims and scope"),
        ("/journals/jab/submit", "Submit"),
    ),
    footer=(
        ("/open-access", "Open access"),
        ("/permissions", "Rights and permissions"),
        ("/accessibility", "Accessibility"),
        ("/privacy-notice", "Privacy"),
    ),
    title_format="{title} | {name}",
    layout="mag",
    assets="/static/ap",
    account=(("/myaccount", "My account"),),
)
AP_CDN = "http://esm.aperturepub-cdn.hx13.example"
AP_DOI = "http://doi.aperturepub-doi.hx13.example"
ARTICLES = [
    (
        "jab.2024.0312",
        "Island Size Predicts Beetle Endemism Across the Azores",
        ["Beatriz Nunes", "Owen Pryce"],
        "header",
    ),
    (
        "jab.2023.1187",
        "Range Contraction of Alpine Marmots Under Warming Summers",
        ["Lukas Gruber", "Chiara Bassi", "Eli Hart"],
        "both",
    ),
]
AP_OTHERS = [
    ("jab.2022.0944", "Dispersal Barriers in Macaronesian Ground Beetles"),
    ("jab.2024.0020", "Mountain Refugia for Cold-Adapted Mammals"),
]


def _aperture() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    esm: dict[str, bytes] = {}
    dois: dict[str, Response] = {}
    for aid, title, authors, mode in ARTICLES:
        land = f"/articles/{aid}"
        pdf, bib, risu = f"/content/pdf/{aid}.pdf", f"{land}/citation.bib", f"{land}/citation.ris"
        zipu = f"{AP_CDN}/esm/{aid}-ESM1.zip"
        links = [
            (f"{AP_DOI}/10.80057/{aid}", "cite-as", None),
            ("http://schema.test/ScholarlyArticle", "type", None),
            *(
                (f"http://orcid.test/0000-0002-{1000 + i}-77", "author", None)
                for i, _ in enumerate(authors)
            ),
            (AP.url(pdf), "item", "application/pdf"),
            (zipu, "item", "application/zip"),
            (AP.url(bib), "describedby", "application/x-bibtex"),
            (AP.url(risu), "describedby", "application/x-research-info-systems"),
            ("http://creativecommons.test/licenses/by/4.0/", "license", None),
        ]
        head = ""
        if mode == "both":
            head = "".join(
                f'<link rel="{rel}" href="{u}"' + (f' type="{t}"' if t else "") + ">"
                for u, rel, t in links
                if rel in ("item", "describedby", "cite-as")
            )
        html = AP.page(
            title,
            f'<p class="kicker">Research article · Open access</p><h1>{escape(title)}</h1>'
            f"<p>{', '.join(authors)}</p><p>https://doi.org/10.80057/{aid}</p>"
            f"<p>{a(pdf, 'Download PDF')} · {a(zipu, 'Supplementary information (ESM 1)')} · "
            f"Cite: {a(bib, 'BibTeX')} {a(risu, 'RIS')}</p>"
            f'<figure><img src="{AP_CDN}/fig/{aid}-f1.png" alt="Figure 1"></figure>'
            "<h2>Introduction</h2><p>Full text…</p>"
            f"<p>Issue: {a('/journals/jab/volumes/12/issues/3', 'Vol 12, Issue 3')}</p>"
            f"<p>{a('/permissions', 'Reprints and permissions')}</p>",
            head=head,
            aside="<h3>Recommended articles</h3>"
            + ul([(f"/articles/{o}", t) for o, t in AP_OTHERS])
            + "<h3>Subjects</h3>"
            + ul([("/subjects/biogeography", "Biogeography"), ("/subjects/ecology", "Ecology")]),
        )
        pages[land] = signposted(html, links)
        pages[pdf] = doc(title, *authors)
        pages[bib] = bibtex(
            aid.replace(".", ""), title, " and ".join(authors), 2024, f"10.80057/{aid}"
        )
        pages[risu] = ris(title, authors, 2024, f"10.80057/{aid}", "JOUR")
        esm[f"/esm/{aid}-ESM1.zip"] = blob(aid)
        esm[f"/fig/{aid}-f1.png"] = blob(aid + "f1", 100)
        dois[f"/10.80057/{aid}"] = Response.redirect(AP.url(land), 302)
    pages["/journals/jab/volumes/12/issues/3"] = AP.page("Vol 12 Issue 3", "<h1>Contents</h1>")
    for o, t in AP_OTHERS:
        pages[f"/articles/{o}"] = AP.page(t, f"<h1>{escape(t)}</h1>")
    resolver = Site("doi.aperturepub-doi.hx13.example", dois)
    return [AP.site(pages), files_site("esm.aperturepub-cdn.hx13.example", esm), resolver]


def _ap_case(k: int, name: str, via_doi: bool) -> Case:
    aid = ARTICLES[k][0]
    land = AP.url(f"/articles/{aid}")
    return Case(
        name=name,
        imitates="publisher article page with Signposting (Aperture)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"{AP_DOI}/10.80057/{aid}" if via_doi else land,
        truth=frozenset(
            {
                land,
                AP.url(f"/content/pdf/{aid}.pdf"),
                AP.url(f"{land[len(AP.origin) :]}/citation.bib"),
                AP.url(f"{land[len(AP.origin) :]}/citation.ris"),
                f"{AP_CDN}/esm/{aid}-ESM1.zip",
            }
        ),
        build=_aperture,
        others=frozenset(AP.url(f"/articles/{o}") for o, _ in AP_OTHERS),
        landing=land if via_doi else None,
    )


# Journal articles are outside the seed's table (LOCKSS-style preservation covers them);
# this publisher announces the boundary with FAIR Signposting, so the expected heuristic is
# signposting: the landing page, its items (PDF, and the supplement on the publisher's CDN,
# another registrable domain) and its describedby records.  cite-as (the DOI, a redirect),
# author (ORCID), type and licence are not parts.  The first case starts at the DOI, which
# redirects to the landing page; the second page repeats the links as HTML <link>
# elements.  The figure image is embedded.
AP_CASES = [
    _ap_case(0, "aperture-azores-beetles-doi", True),
    _ap_case(1, "aperture-alpine-marmots", False),
]

CASES = [*PN_CASES, WP_CASE, *AP_CASES]
