"""Artifacts bounded by an identifier in their URIs (Significant String from URI): OJS
articles of a pharmacology society journal, bioassay records of a PubChem-like
repository and assay report cards of a ChEMBL-like bioactivity database."""

from __future__ import annotations

import json
from urllib.parse import quote

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, dl, full_site, host, pdf_file, text_file, ul

# --- OJS: a pharmacology society journal -----------------------------------------------------

OJ = Portal(
    host=host("journals", "pharmsoc"),
    name="Journal of Preclinical Pharmacology",
    menu=[
        ("/index.php/jpp/issue/current", "Current"),
        ("/index.php/jpp/issue/archive", "Archives"),
        ("/index.php/jpp/announcement", "Announcements"),
        ("/index.php/jpp/about", "About"),
    ],
    footer=[
        ("/index.php/jpp/about/submissions", "Make a Submission"),
        ("/index.php/jpp/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs/", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
J = "/index.php/jpp"
# article id -> (title, pdf galley, html galley, pdf file id, publication id, issue)
OJ_ARTS = {
    1843: (
        "Antinociceptive effects of a peripherally restricted CB1 agonist in a rat model of "
        "osteoarthritis pain",
        1520,
        1521,
        4711,
        1901,
        112,
    ),
    2031: (
        "Sex differences in remifentanil-induced hyperalgesia in mice",
        1688,
        None,
        5120,
        2119,
        118,
    ),
}


def oj_links(aid: int) -> list[str]:
    """The article's URIs beyond its landing page."""
    _t, pg, hg, fid, pub, _i = OJ_ARTS[aid]
    out = [
        f"{J}/article/view/{aid}/{pg}",
        f"{J}/article/download/{aid}/{pg}/{fid}",
        f"{J}/citationstylelanguage/get/apa?submissionId={aid}&publicationId={pub}",
        f"{J}/citationstylelanguage/download/ris?submissionId={aid}&publicationId={pub}",
        f"{J}/citationstylelanguage/download/bibtex?submissionId={aid}&publicationId={pub}",
    ]
    if hg:
        out.append(f"{J}/article/view/{aid}/{hg}")
    return out


def oj_site() -> list[Site]:
    pages: dict[str, object] = {}
    for aid, (title, pg, hg, fid, pub, issue) in OJ_ARTS.items():
        other = next(x for x in OJ_ARTS if x != aid)
        galleys = a(f"{J}/article/view/{aid}/{pg}", "PDF", "obj_galley_link pdf")
        if hg:
            galleys += a(f"{J}/article/view/{aid}/{hg}", "HTML", "obj_galley_link file")
        cite = f"submissionId={aid}&publicationId={pub}"
        main = f"""<div class="page page_article"><nav class="cmp_breadcrumbs">
{a(f"{J}/issue/archive", "Archives")} / {a(f"{J}/issue/view/{issue}", f"Vol. 9 No. {issue - 100}")}</nav>
<article class="obj_article_details"><h1 class="page_title">{title}</h1>
<ul class="authors"><li>Ewa Kowalczyk {a("http://orcid.test/0000-0002-1825-0097", "ORCID")}</li></ul>
<div class="item doi">DOI: {a(f"http://doi.test/10.58211/jpp.v9i{issue - 100}.{aid}", f"10.58211/jpp.v9i{issue - 100}.{aid}")}</div>
<section class="item abstract"><h2>Abstract</h2><p>Background and aims of article {aid}.</p></section>
<ul class="value galleys_links"><li>{galleys}</li></ul>
<div class="item citation"><div id="citationOutput">Kowalczyk E. {title}.</div>
<div class="citation_formats">{a(f"{J}/citationstylelanguage/get/apa?{cite}", "APA")}
<h3>Download Citation</h3>{a(f"{J}/citationstylelanguage/download/ris?{cite}", "Endnote/Zotero/Mendeley (RIS)")}
{a(f"{J}/citationstylelanguage/download/bibtex?{cite}", "BibTeX")}</div></div>
<div class="item copyright">{a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}</div>
</article><div class="pkp_block block_most_read"><h2>Most Read</h2>{a(f"{J}/article/view/{other}", "Another article")}
{a(f"{J}/article/view/1799", "Editorial")}</div></div>"""
        pages[f"{J}/article/view/{aid}"] = OJ.page(title, main)
        pages[f"{J}/article/view/{aid}/{pg}"] = OJ.page(
            f"View of {title}",
            f'<header class="header_view">{a(f"{J}/article/view/{aid}", "Return to Article Details")}'
            f" {a(f'{J}/article/download/{aid}/{pg}/{fid}', 'Download', 'download')}</header>"
            f'<iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file='
            f'{quote(OJ.url(f"{J}/article/download/{aid}/{pg}/{fid}"), safe="")}"></iframe>',
        )
        pages[f"{J}/article/download/{aid}/{pg}/{fid}"] = pdf_file(title, "Full text")
        if hg:
            pages[f"{J}/article/view/{aid}/{hg}"] = OJ.page(
                f"View of {title}", f"<article><h1>{title}</h1><p>Full text.</p></article>"
            )
        pages[f"{J}/citationstylelanguage/get/apa?{cite}"] = text_file(
            json.dumps({"content": f"Kowalczyk, E. (2025). {title}."}), "application/json"
        )
        pages[f"{J}/citationstylelanguage/download/ris?{cite}"] = text_file(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        pages[f"{J}/citationstylelanguage/download/bibtex?{cite}"] = text_file(
            f"@article{{jpp{aid}, title={{{title}}}}}\n", "application/x-bibtex"
        )
        pages[f"{J}/issue/view/{issue}"] = OJ.page(
            "Issue", f"<h1>Issue</h1>{a(f'{J}/article/view/{aid}', title)}"
        )
    pages[f"{J}/article/view/1799"] = OJ.page("Editorial", "<h1>Editorial</h1>")
    pages["/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html"] = (
        "<!DOCTYPE html><html><head><title>PDF.js viewer</title></head><body></body></html>"
    )
    return [full_site(OJ, pages, [f"{J}/issue/archive"])]  # type: ignore[arg-type]


# --- PubChem-like BioAssay records ------------------------------------------------------------

PC = Portal(
    host=host("pubchem", "chemdb"),
    name="PubChem",
    menu=[
        ("/docs/about", "About"),
        ("/docs/", "Docs"),
        ("/docs/submissions", "Submit"),
        ("/docs/contact", "Contact"),
    ],
    footer=[
        ("http://www.hhs.test/vulnerability-disclosure-policy/", "Vulnerability disclosure"),
        ("/docs/policies", "Policies"),
        ("http://www.usa.test/", "USA.gov"),
    ],
    title_format="{title} - {name}",
)
PC_AIDS = {
    1845213: (
        "qHTS for inhibitors of KDM5B demethylase: primary screen",
        1845210,
        "Q9UGL1",
        [2244, 5311497],
    ),
    1671190: (
        "Cytotoxicity counterscreen of NCATS pharmaceutical collection in HEK293 cells",
        1671189,
        None,
        [5291, 3672],
    ),
}


def pc_links(aid: int) -> list[str]:
    return [
        f"/rest/pug_view/data/assay/{aid}/JSON",
        f"/rest/pug/assay/aid/{aid}/CSV",
        f"/rest/pug/assay/aid/{aid}/XML",
        f"/rest/pug/assay/aid/{aid}/sids/TXT",
        f"/bioassay/{aid}/datatable",
    ]


def pc_site() -> list[Site]:
    pages: dict[str, object] = {}
    for aid, (title, summary, target, cids) in PC_AIDS.items():
        rest = pc_links(aid)
        tgt = [("Target", a(f"/protein/{target}", f"{target} (KDM5B)"))] if target else []
        main = f"""<div id="main-content"><h1>{title}</h1><p class="subtitle">AID {aid}</p>
{
            dl(
                [
                    ("Source", a("/source/824", "NCATS")),
                    ("Summary AID", a(f"/bioassay/{summary}", f"AID {summary}")),
                    *tgt,
                    ("Deposit Date", "2025-07-18"),
                ]
            )
        }
<section id="Data-Table"><h2>Data Table</h2>{a(rest[4], "View full data table")}
<p>Download: {a(rest[1], "CSV")} {a(rest[2], "XML")}</p></section>
<section id="Tested-Substances"><h2>Tested Substances</h2>{a(rest[3], "SID list (TXT)")}
{ul([(f"/compound/{c}", f"CID {c}") for c in cids])}</section>
<section id="Information-Sources">{a(rest[0], "PUG View JSON of this record")}</section></div>"""
        pages[f"/bioassay/{aid}"] = PC.page(title, main)
        pages[rest[0]] = text_file(
            json.dumps({"Record": {"RecordNumber": aid}}), "application/json"
        )
        pages[rest[1]] = csv_file(
            "PUBCHEM_SID,PUBCHEM_CID,PUBCHEM_ACTIVITY_OUTCOME", "144203551,2244,1"
        )
        pages[rest[2]] = text_file(
            f"<PC-AssaySubmit><aid>{aid}</aid></PC-AssaySubmit>", "application/xml"
        )
        pages[rest[3]] = text_file("144203551\n144203552\n")
        pages[rest[4]] = PC.page(
            f"AID {aid} data table",
            f"<h1>Data table of AID {aid}</h1>{a(f'/bioassay/{aid}', title)}"
            f" {a(rest[1], 'Download CSV')} {ul([(f'/compound/{c}', f'CID {c}') for c in cids])}",
        )
        pages[f"/bioassay/{summary}"] = PC.page(f"Summary AID {summary}", "<h1>Summary</h1>")
        for c in cids:
            pages[f"/compound/{c}"] = PC.page(f"CID {c}", f"<h1>CID {c}</h1>")
    return [full_site(PC, pages, ["/source/824", "/protein/Q9UGL1"])]  # type: ignore[arg-type]


# --- ChEMBL-like assay report card -------------------------------------------------------------

CH = Portal(
    host=host("www", "ebi-bioactivity"),
    name="ChEMBL",
    menu=[
        ("/chembl/", "Home"),
        ("/chembl/explore/", "Explore"),
        ("/chembl/g/#search_results/all", "Search"),
        ("/chembl/faq", "FAQ"),
        ("/chembl/api/data/docs", "Web services"),
    ],
    footer=[
        ("/about/terms-of-use", "Terms of use"),
        ("/data-protection/privacy-notice", "Privacy"),
    ],
    title_format="{title}",
    home_title="ChEMBL Database",
)
CA = "CHEMBL5217645"
CA_LINKS = [
    f"/chembl/api/data/assay/{CA}.json",
    f"/chembl/api/data/assay/{CA}.xml",
    f"/chembl/explore/activities/?q=assay_chembl_id:{CA}",
    f"/chembl/api/data/activity.json?assay_chembl_id={CA}",
]


def ch_site() -> list[Site]:
    main = f"""<div class="report-card"><h1>Assay Report Card: {CA}</h1>
{
        dl(
            [
                ("Description", "Inhibition of human PDE10A2 using cAMP as substrate by SPA"),
                ("Target", a("/chembl/explore/target/CHEMBL4409", "CHEMBL4409 (PDE10A)")),
                ("Document", a("/chembl/explore/document/CHEMBL5216871", "CHEMBL5216871")),
                ("Cell line", a("/chembl/explore/cell_line/CHEMBL3307651", "HEK293")),
                ("Assay type", "Binding"),
            ]
        )
    }
<h2>Activity Charts</h2>{a(CA_LINKS[2], "Browse all 64 activities")}
<h2>Download</h2>{a(CA_LINKS[0], "JSON")} {a(CA_LINKS[1], "XML")}</div>"""
    pages: dict[str, object] = {
        f"/chembl/explore/assay/{CA}": CH.page(f"ChEMBL: Assay Report Card: {CA}", main),
        CA_LINKS[0]: text_file(json.dumps({"assay_chembl_id": CA}), "application/json"),
        CA_LINKS[1]: text_file(
            f"<assay><assay_chembl_id>{CA}</assay_chembl_id></assay>", "application/xml"
        ),
        CA_LINKS[2]: CH.page(
            "ChEMBL: Activities",
            f"<h1>Activities for {CA}</h1>{a(CA_LINKS[3], 'Download (JSON)')}"
            f"{ul([('/chembl/explore/compound/CHEMBL4594350', 'CHEMBL4594350'), ('/chembl/explore/compound/CHEMBL4584103', 'CHEMBL4584103')])}",
        ),
        CA_LINKS[3]: text_file(
            json.dumps({"activities": [{"assay_chembl_id": CA}]}), "application/json"
        ),
    }
    for p in (
        "target/CHEMBL4409",
        "document/CHEMBL5216871",
        "cell_line/CHEMBL3307651",
        "compound/CHEMBL4594350",
        "compound/CHEMBL4584103",
    ):
        pages[f"/chembl/explore/{p}"] = CH.page(f"ChEMBL: {p}", f"<h1>{p}</h1>")
    return [full_site(CH, pages)]  # type: ignore[arg-type]


CASES: list[Case] = []

# OJS article: the article id is in every URI of the article (landing, galley viewer pages,
# the PDF download two hops out behind the viewer, citation exports by submissionId) but the
# paths differ (view/ vs download/ vs citationstylelanguage/), so the path does not bound it
# and Single Page+ misses the PDF: Significant String from URI, as the seed's GBIF.  Truth:
# those URIs; the issue, most-read articles, ORCID and DOI are not the article.
for aid in OJ_ARTS:
    CASES.append(
        case(
            f"ojs-article-{aid}",
            "OJS (pharmacology society journal article)",
            "Multi-Hop",
            "sig_uri",
            OJ.url(f"{J}/article/view/{aid}"),
            [OJ.url(f"{J}/article/view/{aid}"), *(OJ.url(p) for p in oj_links(aid))],
            oj_site,
            others=[OJ.url(f"{J}/article/view/{x}") for x in (*OJ_ARTS, 1799) if x != aid],
        )
    )

# BioAssay record: like the seed's GBIF dataset, the AID appears in every URI of the record
# (the page, its data table view and the PUG REST/PUG View downloads) under different paths.
# Truth: those; the summary assay, target protein, depositor and tested compounds are other
# records.
for aid in PC_AIDS:
    CASES.append(
        case(
            f"pubchem-aid-{aid}",
            "PubChem (bioassay record)",
            "Multi-Hop",
            "sig_uri",
            PC.url(f"/bioassay/{aid}"),
            [PC.url(f"/bioassay/{aid}"), *(PC.url(p) for p in pc_links(aid))],
            pc_site,
            others=[PC.url(f"/bioassay/{PC_AIDS[aid][1]}")]
            + [PC.url(f"/compound/{c}") for c in PC_AIDS[aid][3]],
        )
    )

# ChEMBL assay report card: the assay's ChEMBL id is in the report card, its API records and
# its activity listing and download (the last two hops away): Significant String from URI.
# Truth: those five; the target, document, cell line and compounds are other report cards.
CASES.append(
    case(
        "chembl-assay-5217645",
        "ChEMBL (bioactivity assay report card)",
        "Multi-Hop",
        "sig_uri",
        CH.url(f"/chembl/explore/assay/{CA}"),
        [CH.url(f"/chembl/explore/assay/{CA}"), *(CH.url(p) for p in CA_LINKS)],
        ch_site,
        others=[
            CH.url("/chembl/explore/target/CHEMBL4409"),
            CH.url("/chembl/explore/document/CHEMBL5216871"),
        ],
    )
)
