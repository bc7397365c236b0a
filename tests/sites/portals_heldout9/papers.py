"""Preprints, papers and protocol videos: bioRxiv, SSRN, ResearchGate, OSF Preprints and
JoVE look-alikes.

How the truth is decided: a preprint or paper is its abstract page, its full text (HTML
and PDF, every URL the portal gives it: "download" and "open in browser" are two URIs of
the paper), its supplementary material, the tabs of its page that are separate pages
(full text, info/history, metrics, supplementary material) and its citation exports.
Not in it: earlier versions (own landing pages and DOIs: ``others``), recommended or
similar papers (``others``), author and institution pages, subject collections and
journal browse pages, the journal version of the paper (another portal), comments hosted
by a third party, and the portal's chrome.

Expected heuristics, from the seed's table: bioRxiv and SSRN *Single Page+ with Ignores*
(Single Hop), JoVE *Single Page+ with Ignores*.  ResearchGate is not in the table; its
publication page is a paper with a full-text link, the same class as SSRN's: *Single
Page+ with Ignores*.  OSF Preprints is OSF: the table gives OSF *Significant String from
Filtered Title* — its titles carry the service's prefix ("AgriXiv Preprints | …") and the
PDF carries the paper's title.

Cases (truth = …):
- bioRxiv-like: abstract, full text, PDF, supplementary tab and its file, info and
  metrics tabs, 3 citation exports.
- SSRN-like entered by DOI: abstract page and the PDF's two URLs (download, open inline).
- ResearchGate-like (title "(PDF) …"): publication page and full-text PDF.
- OSF Preprints: preprint page and its PDF download; version 1 is ``others``.
- JoVE-like: video page, protocol PDF, materials list, RIS and BibTeX.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._chrome import CC_BY, FOOTER, a, bare, binary, pdf_file, redirect, site, stub, text, ul

SPP = "single_page_plus_ignored"

# ---------------------------------------------------------------------- bioRxiv-like
BX = Portal(
    "www.protorxiv.hx9.example",
    "protoRxiv",
    [
        ("/content/about-biorxiv", "About"),
        ("/submit-a-manuscript", "Submit"),
        ("/alertsrss", "Alerts/RSS"),
        ("/collection", "Subject Areas"),
    ],
    FOOTER,
    title_format="{title} | protoRxiv",
)
BX_ID = "2024.03.18.585611"
BX_BASE = f"/content/10.1101/{BX_ID}v2"
BX_ENTRY = BX.url(BX_BASE)
BX_CIT = "3367712"
BX_SUPP = f"/content/biorxiv/early/2024/03/20/{BX_ID}/DC1/embed/media-1.xlsx?download=true"
BX_V1 = BX.url(f"/content/10.1101/{BX_ID}v1")
BX_REL = BX.url("/content/10.1101/2024.02.27.582210v1")


def _bx_urls() -> list[str]:
    b = BX_BASE
    return [
        BX.url(u)
        for u in [
            b,
            f"{b}.full",
            f"{b}.full.pdf",
            f"{b}.supplementary-material",
            f"{b}.article-info",
            f"{b}.article-metrics",
            BX_SUPP,
            f"/highwire/citation/{BX_CIT}/bibtext",
            f"/highwire/citation/{BX_CIT}/ris",
            f"/highwire/citation/{BX_CIT}/endnote-tagged",
        ]
    ]


def _biorxiv() -> list[Site]:
    title = "Astrocytic calcium waves gate sharp-wave ripples in the mouse hippocampus"
    b = BX_BASE
    tabs = ul(
        [
            (b, "Abstract"),
            (f"{b}.full", "Full Text"),
            (f"{b}.article-info", "Info/History"),
            (f"{b}.article-metrics", "Metrics"),
            (f"{b}.supplementary-material", "Supplementary material"),
            (f"{b}.full.pdf", "Preview PDF"),
        ],
        "tabs",
    )
    head = (
        f'<meta name="citation_title" content="{title}">'
        f'<meta name="citation_pdf_url" content="{BX.url(b + ".full.pdf")}">'
    )
    top = f"""<div class="highwire-article-citation"><h1>{title}</h1>
<p>{a("/search/author1%3ASanchez%2BL.", "Lucía Sánchez")}, {a("/search/author1%3AMbeki%2BT.", "Thabo Mbeki-Roux")}</p>
<p>doi: {a("http://doi.test/10.1101/2024.03.18.585611", "https://doi.org/10.1101/2024.03.18.585611")}</p>
<p>This article is a preprint and has not been certified by peer review.</p></div>{tabs}"""
    cite = ul(
        [
            (f"/highwire/citation/{BX_CIT}/bibtext", "BibTeX"),
            (f"/highwire/citation/{BX_CIT}/ris", "RIS"),
            (f"/highwire/citation/{BX_CIT}/endnote-tagged", "EndNote"),
        ],
        "citation-tools",
    )
    abstract = f"""{top}<h2>Abstract</h2><p>Sharp-wave ripples…</p>
<p>Download citation: {cite}</p>
<p>{a(BX_V1, "Previous version (March 18, 2024)")}</p>
<p>Subject area: {a("/collection/neuroscience", "Neuroscience")}</p>
<p>Similar articles: {a(BX_REL, "Glial control of theta rhythms")}</p>
<p>{a(CC_BY, "CC-BY 4.0 International license")}</p>
<div id="disqus_thread">{a("http://disqus.test/embed/protorxiv", "comments")}</div>"""
    pages: dict[str, PageValue] = {
        b: BX.page(title, abstract, head=head),
        f"{b}.full": BX.page(title, top + "<h2>Introduction</h2><p>Full text…</p>" + cite),
        f"{b}.full.pdf": pdf_file(title, "Sanchez L, Mbeki-Roux T"),
        f"{b}.supplementary-material": BX.page(title, top + f"<p>{a(BX_SUPP, 'media-1.xlsx')}</p>"),
        f"{b}.article-info": BX.page(title, top + "<p>Posted March 20, 2024.</p>"),
        f"{b}.article-metrics": BX.page(title, top + "<p>Abstract views 1,204</p>"),
        BX_SUPP.split("?")[0]: binary("application/vnd.ms-excel", "supp"),
        BX_V1.removeprefix(BX.origin): stub(BX, title + " (v1)"),
        BX_REL.removeprefix(BX.origin): stub(BX, "Glial control of theta rhythms"),
        "/collection/neuroscience": stub(BX, "Neuroscience"),
    }
    for fmt in ("bibtext", "ris", "endnote-tagged"):
        pages[f"/highwire/citation/{BX_CIT}/{fmt}"] = text(f"TI  - {title}\n")
    return [site(BX, pages)]


# ------------------------------------------------------------------------- SSRN-like
SS = Portal(
    "papers.paperlode.hx9.example",
    "PaperLode",
    [
        ("/sol3/DisplayJournalBrowse.cfm", "Browse"),
        ("/sol3/DisplayAbstractSearch.cfm", "Search"),
        ("/sol3/submit", "Submit a paper"),
    ],
    FOOTER,
    title_format="{title}",
)
SS_DOI = "doi.refgate.hx9.example"
SS_ENTRY = f"http://{SS_DOI}/10.2139/plr.4412873"
SS_LANDING = SS.url("/sol3/papers.cfm?abstract_id=4412873")
SS_PDF = SS.url("/sol3/Delivery.cfm/SSRN_ID4412873_code3351207.pdf?abstractid=4412873&mirid=1")
SS_PDF2 = SS.url(
    "/sol3/Delivery.cfm/SSRN_ID4412873_code3351207.pdf?abstractid=4412873&mirid=1&type=2"
)
SS_REC = SS.url("/sol3/papers.cfm?abstract_id=4398811")


def _ssrn() -> list[Site]:
    title = "Algorithmic Pricing and Tacit Collusion in Retail Fuel Markets"
    main = f"""<div class="box-abstract-main"><h1>{title}</h1>
<p>{a("/sol3/cf_dev/AbsByAuth.cfm?per_id=3351207", "Johanna Metzger")} (University of Kessel)</p>
<p>48 Pages · Posted: 12 Apr 2023</p>
<p>{a(SS_PDF, "Download This Paper")} {a(SS_PDF2, "Open PDF in Browser")}</p>
<h2>Abstract</h2><p>Using station-level prices…</p>
<p>Keywords: algorithmic pricing, collusion · JEL: {a("/sol3/JELJOUR_Results.cfm?form_name=journalBrowse&journal_id=1204", "L41")}</p>
<p>Suggested Citation: Metzger, Johanna, {title} (April 12, 2023).
Available at PaperLode: {a(SS_ENTRY, SS_ENTRY)}</p>
<h2>Recommended Papers</h2>{ul([(SS_REC, "Price Transparency and Coordination")])}</div>"""
    pages: dict[str, PageValue] = {
        "/sol3/papers.cfm?abstract_id=4412873": SS.page(
            f"{title} by Johanna Metzger :: PaperLode", main
        ),
        "/sol3/papers.cfm?abstract_id=4398811": stub(SS, "Price Transparency and Coordination"),
        "/sol3/Delivery.cfm/SSRN_ID4412873_code3351207.pdf": pdf_file(title, "Johanna Metzger"),
        "/sol3/cf_dev/AbsByAuth.cfm?per_id=3351207": stub(SS, "Johanna Metzger :: PaperLode"),
    }
    return [site(SS, pages), bare(SS_DOI, {"/10.2139/plr.4412873": redirect(SS_LANDING)})]


# ----------------------------------------------------------------- ResearchGate-like
RG = Portal(
    "www.scholarnexus.hx9.example",
    "ScholarNexus",
    [
        ("/search", "Search"),
        ("/topics", "Topics"),
        ("/jobs", "Jobs"),
        ("/signup.SignUp.html", "Join for free"),
    ],
    FOOTER,
    title_format="{title}",
)
RG_SLUG = "378812345_Urban_heat_islands_in_mid-sized_European_cities"
RG_ENTRY = RG.url(f"/publication/{RG_SLUG}")
RG_PDF = RG.url(
    f"/profile/Jana-Kral-3/publication/{RG_SLUG}/links/65f1a2b3c4d5e6f7a8b9c0d1/"
    "Urban-heat-islands-in-mid-sized-European-cities.pdf"
)
RG_SIM = RG.url("/publication/377001122_Surface_urban_heat_island_intensity_across_Europe")


def _researchgate() -> list[Site]:
    title = "Urban heat islands in mid-sized European cities"
    main = f"""<h1>{title}</h1><p>Article · Full-text available · July 2024 ·
<em>Urban Climate</em> 56(3):102011 · {a("http://doi.test/10.1016/j.uclim.2024.102011", "DOI:10.1016/j.uclim.2024.102011")}</p>
<p>Authors: {a("/profile/Jana-Kral-3", "Jana Král")}, {a("/scientific-contributions/Pavel-Novak-2201187654", "Pavel Novák")}</p>
<p>{a(RG_PDF, "Download full-text PDF")} {a("/publication/" + RG_SLUG + "#read", "Read full-text")}</p>
<p>Affiliation: {a("/institution/Masaryk_University", "Masaryk University")}</p>
<h2>Similar research</h2>{ul([(RG_SIM, "Surface urban heat island intensity across Europe")])}"""
    pages: dict[str, PageValue] = {
        f"/publication/{RG_SLUG}": RG.page(f"(PDF) {title}", main),
        RG_PDF.removeprefix(RG.origin): pdf_file(title, "Jana Kral, Pavel Novak"),
        RG_SIM.removeprefix(RG.origin): stub(
            RG, "Surface urban heat island intensity across Europe"
        ),
        "/profile/Jana-Kral-3": stub(RG, "Jana Král"),
    }
    return [site(RG, pages)]


# ---------------------------------------------------------------------- OSF Preprints
OP = Portal(
    "preprints.mossgate.hx9.example",
    "AgriXiv Preprints",
    [
        ("/agrixiv/discover", "Search"),
        ("/agrixiv/submit", "Add a preprint"),
        ("/agrixiv/about", "About"),
    ],
    FOOTER,
    title_format="{name} | {title}",
    home_title="AgriXiv Preprints",
)
OP_ENTRY = OP.url("/agrixiv/7yh2c_v2")
OP_PDF = OP.url("/agrixiv/7yh2c_v2/download")
OP_V1 = OP.url("/agrixiv/7yh2c_v1")


def _osf_preprint() -> list[Site]:
    title = "Cover crops and nitrate leaching on sandy soils: a field trial"
    main = f"""<h1>{title}</h1><p>Authors: {a("http://olf.test/abx12/", "Greta Vogel")}</p>
<p>{a(OP_PDF, "Download preprint")} · Version 2 · {a(OP_V1, "Version 1")}</p>
<p>Preprint DOI: {a("http://doi.test/10.31220/agrixiv.7yh2c_v2", "10.31220/agrixiv.7yh2c_v2")}</p>
<p>License: {a(CC_BY, "CC-By Attribution 4.0 International")}</p>
<p>Supplemental materials: {a("http://olf.test/q2xy7/", "OSF project")}</p>
<p>Subjects: {a("/agrixiv/discover?subject=Agronomy", "Agronomy")}</p>"""
    pages: dict[str, PageValue] = {
        "/agrixiv/7yh2c_v2": OP.page(title, main),
        "/agrixiv/7yh2c_v2/download": pdf_file(title, "Greta Vogel"),
        "/agrixiv/7yh2c_v1": stub(OP, title + " (version 1)"),
    }
    return [site(OP, pages)]


# --------------------------------------------------------------------------- JoVE-like
JV = Portal(
    "www.labvisio.hx9.example",
    "LabVisio",
    [("/research", "Research"), ("/education", "Education"), ("/subscribe", "Subscribe")],
    FOOTER,
    title_format="{title} | Protocol",
)
JV_SLUG = "patch-clamp-recording-from-organotypic-hippocampal-slices"
JV_ENTRY = JV.url(f"/v/65321/{JV_SLUG}")
JV_REL = JV.url("/v/64110/preparing-organotypic-slice-cultures")


def _jv_urls() -> list[str]:
    return [JV_ENTRY] + [
        JV.url(u)
        for u in [
            f"/pdf/65321/labvisio-protocol-65321-{JV_SLUG}.pdf",
            "/files/materials/65321/Materials_List.xlsx",
            "/api/citation/65321?type=ris",
            "/api/citation/65321?type=bibtex",
        ]
    ]


def _jove() -> list[Site]:
    title = "Patch-Clamp Recording from Organotypic Hippocampal Slices"
    u = _jv_urls()
    main = f"""<h1>{title}</h1><video src="http://cdn.test/video/65321.mp4" controls></video>
<p>{a("/author/Chen-Wei", "Wei Chen")} · J. Vis. Exp. (203), e65321 · {a("http://doi.test/10.3791/65321", "doi:10.3791/65321")}</p>
<p>{a(u[1], "Download PDF")} · {a(u[2], "Materials List")}</p>
<p>Cite: {a(u[3], "RIS")} {a(u[4], "BibTeX")}</p>
<h2>Transcript</h2><p>1. Preparing the slice chamber…</p>
<h2>Related videos</h2>{ul([(JV_REL, "Preparing Organotypic Slice Cultures")])}"""
    pages: dict[str, PageValue] = {
        f"/v/65321/{JV_SLUG}": JV.page(title, main),
        u[1].removeprefix(JV.origin): pdf_file(title, "Protocol"),
        "/files/materials/65321/Materials_List.xlsx": binary("application/vnd.ms-excel", "mat"),
        "/api/citation/65321?type=ris": text(f"TY  - JOUR\nTI  - {title}\nER  -\n"),
        "/api/citation/65321?type=bibtex": text(f"@article{{chen2024, title={{{title}}}}}\n"),
        JV_REL.removeprefix(JV.origin): stub(JV, "Preparing Organotypic Slice Cultures"),
        "/author/Chen-Wei": stub(JV, "Wei Chen"),
    }
    return [site(JV, pages)]


CASES: list[Case] = [
    Case(
        "hx9-biorxiv-preprint-tabs",
        "bioRxiv (preprint with tabs)",
        "Single Hop",
        SPP,
        BX_ENTRY,
        frozenset(_bx_urls()),
        _biorxiv,
        frozenset([BX_V1, BX_REL]),
    ),
    Case(
        "hx9-ssrn-paper-doi",
        "SSRN (preprint via DOI)",
        "Single Hop",
        SPP,
        SS_ENTRY,
        frozenset([SS_LANDING, SS_PDF, SS_PDF2]),
        _ssrn,
        frozenset([SS_REC]),
        landing=SS_LANDING,
    ),
    Case(
        "hx9-researchgate-publication",
        "ResearchGate (publication page)",
        "Single Hop",
        SPP,
        RG_ENTRY,
        frozenset([RG_ENTRY, RG_PDF]),
        _researchgate,
        frozenset([RG_SIM]),
    ),
    Case(
        "hx9-osf-preprint",
        "OSF preprints (branded service)",
        "Single Hop",
        "sig_filtered_title",
        OP_ENTRY,
        frozenset([OP_ENTRY, OP_PDF]),
        _osf_preprint,
        frozenset([OP_V1]),
    ),
    Case(
        "hx9-jove-protocol-video",
        "JoVE (protocol video)",
        "Single Hop",
        SPP,
        JV_ENTRY,
        frozenset(_jv_urls()),
        _jove,
        frozenset([JV_REL]),
    ),
]
