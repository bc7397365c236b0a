"""A funder's CKAN open-data portal (grants-awarded data) and an EPrints repository of the
kind UK universities feed their REF submissions from."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv, dl, host, meta, pdf, text, ul, xml

# --- CKAN ------------------------------------------------------------------------------------

CK = Portal(
    host("opendata", "ukri-funder"),
    "Funder Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
        ("/user/login", "Log in"),
        ("/user/register", "Register"),
    ],
    footer=[
        ("/about", "About Funder Open Data"),
        ("/api/3", "CKAN API"),
        ("http://ckan.test/", "CKAN Association"),
        ("http://opendefinition.test/od/", "Open Data"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome - Funder Open Data",
    home_main="<h1>Funder Open Data</h1><h2>Popular tags</h2>"
    + ul(
        [
            a("/dataset/?tags=grants", "grants"),
            a("/dataset/?tags=research-funding", "research-funding"),
            a("/dataset/?tags=open-access", "open-access"),
        ]
    )
    + "<h2>Organizations</h2>"
    + ul([a("/organization/research-council-grants-office", "Grants Office")]),
)
CK_SLUG = "grants-awarded-2024-25"
CK_PKG = "5f1e0d9c-2b7a-4c8e-9f31-6a0b2d4c8e17"
CK_DS = f"/dataset/{CK_SLUG}"
CK_RES = [
    ("b3a9c6d2-71e4-4f0a-8c5b-9d2e1f3a4b60", "grants_awarded_2024-25.csv", "CSV"),
    ("e8d7c6b5-4a39-4281-b7f6-0e1d2c3b4a59", "data_dictionary.pdf", "PDF"),
]
CK_ACT = f"/dataset/activity/{CK_SLUG}"


def _res_page(rid: str) -> str:
    return f"{CK_DS}/resource/{rid}"


def _res_dl(rid: str, name: str) -> str:
    return f"/dataset/{CK_PKG}/resource/{rid}/download/{name}"


def _ckan() -> list[Site]:
    title = "Grants awarded 2024-25"
    items = "".join(
        f'<li class="resource-item"><a class="heading" href="{_res_page(rid)}">{name}</a>'
        f'<span class="format-label">{fmt}</span><div class="dropdown"><ul>'
        f"<li>{a(_res_page(rid), 'Preview')}</li><li>{a(_res_dl(rid, name), 'Download')}</li>"
        "</ul></div></li>"
        for rid, name, fmt in CK_RES
    )
    ds = CK.page(
        title,
        '<ol class="breadcrumb"><li>'
        + a("/organization/research-council-grants-office", "Grants Office")
        + "</li><li>"
        + title
        + '</li></ol><ul class="nav nav-tabs"><li class="active">Dataset</li><li>'
        + a(CK_ACT, "Activity Stream")
        + f"</li></ul><article><h1>{title}</h1><p>Every grant awarded in the 2024-25 "
        "financial year, updated quarterly.</p>"
        f'<h3>Data and Resources</h3><ul class="resource-list">{items}</ul>'
        '<ul class="tag-list">'
        + "".join(f"<li>{a(f'/dataset/?tags={t}', t)}</li>" for t in ["grants", "research-funding"])
        + "</ul>"
        + dl(
            [
                ("Licence", "Open Government Licence 3.0"),
                ("Maintainer", "Grants Office"),
                ("Last Updated", "January 14, 2026"),
            ]
        )
        + "</article>",
    )
    pages: dict[str, object] = {
        CK_DS: ds,
        CK_ACT: CK.page(
            f"{title} - Activity Stream",
            f"<h1>{title}</h1><p>Grants Office updated the dataset {title} 12 days ago.</p>",
        ),
        "/organization/research-council-grants-office": CK.page(
            "Grants Office", "<h1>Grants Office</h1>"
        ),
    }
    for rid, name, fmt in CK_RES:
        pages[_res_page(rid)] = CK.page(
            name,
            f"<h1>{name}</h1><p>URL: {a(_res_dl(rid, name), CK.url(_res_dl(rid, name)))}</p>"
            f"<p>From the dataset abstract: {a(CK_DS, title)}</p>",
        )
        pages[_res_dl(rid, name)] = (
            csv("grant_ref,award_gbp,start_date", "APP2024-0001,412000,2024-06-01")
            if fmt == "CSV"
            else pdf("Data dictionary", "grant_ref: application reference")
        )
    return [CK.site(pages)]  # type: ignore[arg-type]


# --- EPrints -----------------------------------------------------------------------------------

EP = Portal(
    host("eprints", "ashcombe-univ"),
    "Ashcombe Research Repository",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/users/home", "Login"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/accessibility.html", "Accessibility"),
        ("http://eprints.test/", "EPrints 3.4"),
    ],
    title_format="{title} - {name}",
)
EP_ID = "31207"
EP_ABS = f"/id/eprint/{EP_ID}/"
EP_DOC = f"/id/eprint/{EP_ID}/1/Hale_REF_output_selection_AAM.pdf"
EP_EXP = [
    f"/cgi/export/eprint/{EP_ID}/BibTeX/ashcombe-eprint-{EP_ID}.bib",
    f"/cgi/export/eprint/{EP_ID}/RIS/ashcombe-eprint-{EP_ID}.ris",
    f"/cgi/export/eprint/{EP_ID}/DC/ashcombe-eprint-{EP_ID}.txt",
    f"/cgi/export/eprint/{EP_ID}/XML/ashcombe-eprint-{EP_ID}.xml",
]
EP_DIV = "/view/divisions/soc=5Fpol/"


def _eprints() -> list[Site]:
    title = "How departments select outputs for the REF: evidence from 40 units"
    ab = EP.page(
        title,
        f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{title}</h1>'
        "<p>Hale, Rowan and Iqbal, Samira (2025) <em>" + title + "</em>. Research Evaluation, "
        "34 (2). pp. 155-171. ISSN 0958-2029</p>"
        '<div class="ep_block"><h2>Abstract</h2><p>Interviews with 40 REF '
        "coordinators.</p></div>"
        '<div class="ep_document"><span class="ep_document_citation">Text: '
        + a(EP_DOC, "Hale_REF_output_selection_AAM.pdf")
        + " - Accepted Version, 588kB</span></div>"
        + dl(
            [
                ("Item Type", "Article"),
                ("Divisions", a(EP_DIV, "Faculty of Social Sciences > Politics")),
                ("Depositing User", "Rowan Hale"),
                ("Date Deposited", "12 Jun 2025 10:41"),
                ("URI", f"http://eprints.ashcombe.ac.test/id/eprint/{EP_ID}"),
            ]
        )
        + '</div><div class="ep_block ep_export_bar"><form method="get" action="/cgi/export_redirect">'
        '<select name="format"><option value="BibTeX">BibTeX</option></select></form>'
        "<p>Export: " + " | ".join(a(u, u.split("/")[5]) for u in EP_EXP) + "</p></div>",
        head=meta("eprints.eprintid", EP_ID)
        + meta("citation_title", title)
        + meta("citation_pdf_url", EP.url(EP_DOC)),
    )
    bib = f"@article{{ashcombe{EP_ID},\n  title = {{{title}}},\n  year = {{2025}}\n}}\n"
    pages: dict[str, object] = {
        EP_ABS: ab,
        EP_DOC: pdf(title, "Accepted version"),
        EP_EXP[0]: text(bib, "text/plain"),
        EP_EXP[1]: text(f"TY  - JOUR\nTI  - {title}\nER  -\n", "text/plain"),
        EP_EXP[2]: text(f"title: {title}\ncreator: Hale, Rowan\n", "text/plain"),
        EP_EXP[3]: xml(f'<eprints><eprint id="{EP_ID}"><title>{title}</title></eprint></eprints>'),
        EP_DIV: EP.page("Browse by Division: Politics", "<h1>Politics</h1><p>312 items.</p>"),
    }
    return [EP.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A CKAN dataset of grants awarded: landing page, the resource pages, the direct download
    # URIs (under the package's UUID, not its slug, so no common path) and the activity
    # stream are one hop away; tags and the organisation also appear on the homepage, so the
    # ignored-URI list removes them with the chrome.  Single Page+ with Ignored URIs.
    case(
        "ckan-grants-awarded",
        "CKAN (funder open-data portal)",
        "Single Hop",
        "single_page_plus_ignored",
        CK.url(CK_DS),
        [CK.url(CK_DS), CK.url(CK_ACT)]
        + [CK.url(_res_page(r)) for r, _n, _f in CK_RES]
        + [CK.url(_res_dl(r, n)) for r, n, _f in CK_RES],
        _ckan,
    ),
    # An EPrints abstract page of a REF-returnable article: the document under
    # /id/eprint/31207/ and the export formats under /cgi/export/eprint/31207/ share only the
    # eprint id; the division browse page it links is the repository's, not the item's.
    # Significant String from URI.
    case(
        "eprints-ref-output",
        "EPrints (institutional repository)",
        "Single Hop",
        "sig_uri",
        EP.url(EP_ABS),
        [EP.url(EP_ABS), EP.url(EP_DOC), *(EP.url(u) for u in EP_EXP)],
        _eprints,
        others=[EP.url(EP_DIV)],
    ),
]
