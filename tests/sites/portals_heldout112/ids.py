"""Significant String from URI cases of heldout112: report servers, a regulator's document
library, a data repository, a journal and a plasma-shot catalogue, each keyed by an id."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import SOCIAL, blob, host, json, pdf, text, ul, xml, zipfile

# --- OSTI.GOV-style technical report server -------------------------------------------

OT = host("www", "osti-reports")
OT_ID = "2573318"
OT_TRUTH = [
    f"/biblio/{OT_ID}",
    f"/servlets/purl/{OT_ID}",
    f"/api/v1/records/{OT_ID}",
    f"/biblio/{OT_ID}?format=bibtex",
    f"/biblio/{OT_ID}?format=ris",
]


def osti_sites() -> list[Site]:
    p = Portal(
        OT,
        "OSTI.GOV",
        [
            ("/", "Home"),
            ("/search", "Advanced Search"),
            ("/collections", "Collections"),
            ("/about", "About"),
            ("/faq", "FAQ"),
        ],
        [
            ("/disclaim", "Website Policies / Important Links"),
            ("/contact", "Contact Us"),
            ("http://energy.test/", "U.S. Department of Energy"),
            *SOCIAL,
        ],
        title_format="{title} (Technical Report) | OSTI.GOV",
    )
    title = "Molten Salt Reactor Fuel Salt Chemistry: Redox Control Experiments in FLiBe-UF4"
    body = f"""<div class="biblio-header"><h3 class="citation-title">{title}</h3>
<p>Technical Report · Tue Sep 30 00:00:00 EDT 2025 · OSTI ID: {OT_ID}</p>
<p><a href="/search/author:%22Riley,%20Brian%22">Riley, Brian J.</a>;
<a href="/search/author:%22Chapel,%20Ana%22">Chapel, Ana</a></p></div>
<div class="biblio-fulltext"><a class="btn btn-primary" href="/servlets/purl/{OT_ID}">View Technical
Report (PDF)</a></div>
<div class="biblio-metadata"><dl><dt>Research Org.:</dt><dd><a href="/search/research-org:%22Oak%20Ridge%20National%20Laboratory%22">Oak
Ridge National Laboratory</a></dd><dt>Report Number(s):</dt><dd>ORNL/TM-2025/3961</dd>
<dt>DOI:</dt><dd><a href="http://doi.test/10.2172/{OT_ID}">10.2172/{OT_ID}</a></dd>
<dt>Subject:</dt><dd><a href="/search/subject:%2221%20SPECIFIC%20NUCLEAR%20REACTORS%22">21
SPECIFIC NUCLEAR REACTORS</a></dd></dl></div>
<div class="biblio-cite"><h4>Citation Formats</h4><a href="/biblio/{OT_ID}?format=bibtex">BibTeX</a>
<a href="/biblio/{OT_ID}?format=ris">RIS</a> <a href="/api/v1/records/{OT_ID}">JSON</a></div>
<div class="biblio-similar"><h4>Similar Records</h4>
<a href="/biblio/2480117">Corrosion of 316H in FLiBe with Be redox control</a>
<a href="/biblio/1987305">Thermophysical properties of FLiBe-UF4</a></div>"""
    stub = p.page("Search", "<h1>Search results</h1>")
    return [
        p.site(
            {
                f"/biblio/{OT_ID}": p.page(title, body, share=p.url(f"/biblio/{OT_ID}")),
                f"/servlets/purl/{OT_ID}": pdf(title, "ORNL/TM-2025/3961"),
                f"/api/v1/records/{OT_ID}": json(f'[{{"osti_id": "{OT_ID}", "title": "{title}"}}]'),
                f"/biblio/{OT_ID}?format=bibtex": text(
                    f"@techreport{{osti_{OT_ID}, title = {{{title}}}}}\n"
                ),
                f"/biblio/{OT_ID}?format=ris": text(f"TY  - RPRT\nTI  - {title}\n"),
                "/biblio/2480117": stub,
                "/biblio/1987305": stub,
                "/search/author:%22Riley,%20Brian%22": stub,
                "/search/author:%22Chapel,%20Ana%22": stub,
                "/search/research-org:%22Oak%20Ridge%20National%20Laboratory%22": stub,
                "/search/subject:%2221%20SPECIFIC%20NUCLEAR%20REACTORS%22": stub,
            }
        )
    ]


# --- A nuclear regulator's document library (ADAMS-style accession numbers) ------------

AD = host("adams", "nuclear-regulator")
ADW = host("www", "nuclear-regulator")
ML = "ML25170A214"
ML_PKG = "ML25170A213"


def adams_sites() -> list[Site]:
    p = Portal(
        AD,
        "ADAMS Public Search",
        [
            ("/webSearch2/main.jsp", "Web-based ADAMS"),
            ("/webSearch2/help.html", "Help"),
            (f"http://{ADW}/reading-rm/adams.html", "About ADAMS"),
        ],
        [
            (f"http://{ADW}/site-help/privacy.html", "Privacy Policy"),
            (f"http://{ADW}/site-help/disclaimer.html", "Site Disclaimer"),
            (f"http://{ADW}/", "NRC Home"),
        ],
        title_format="{title} - ADAMS",
    )
    props = f"/webSearch2/main.jsp?AccessionNumber={ML}"
    title = "Kairos Power Hermes 2 - Safety Evaluation for the Construction Permit Application"
    body = f"""<h2>Document properties</h2><table class="properties">
<tr><th>Accession Number</th><td>{ML}</td></tr>
<tr><th>Document Title</th><td>{title}</td></tr>
<tr><th>Document Date</th><td>06/18/2025</td></tr>
<tr><th>Docket Number</th><td><a href="/webSearch2/main.jsp?DocketNumber=05000611">05000611</a></td></tr>
<tr><th>Package Number</th><td><a href="/webSearch2/main.jsp?AccessionNumber={ML_PKG}">{ML_PKG}</a></td></tr>
<tr><th>Document Type</th><td>Safety Evaluation Report</td></tr></table>
<p><a href="http://{ADW}/docs/ML2517/{ML}.pdf">View document (PDF, 212 pages)</a>
<a href="/webSearch2/api/document?AccessionNumber={ML}&amp;format=xml">Properties (XML)</a></p>"""
    stub = p.page("Search results", "<h1>Search results</h1>")
    pages = {
        props: p.page(f"{ML} - {title}", body),
        f"/webSearch2/api/document?AccessionNumber={ML}&format=xml": xml(
            f"<document><AccessionNumber>{ML}</AccessionNumber><DocumentTitle>{title}</DocumentTitle></document>"
        ),
        f"/webSearch2/main.jsp?AccessionNumber={ML_PKG}": p.page(
            f"{ML_PKG} - Package", ul([(props, f"{ML} Safety Evaluation")])
        ),
        "/webSearch2/main.jsp?DocketNumber=05000611": stub,
        "/webSearch2/main.jsp": stub,
    }
    www = Portal(ADW, "NRC", [("/", "Home"), ("/reading-rm/adams.html", "ADAMS")])
    return [
        p.site(pages),
        www.site(
            {
                f"/docs/ML2517/{ML}.pdf": pdf(title, ML),
                "/reading-rm/adams.html": www.page("ADAMS", "<h1>ADAMS</h1>"),
            }
        ),
    ]


# --- Djehuty (4TU.ResearchData-style): a wave-energy data set ---------------------------

DJ = host("data", "tu-research-data")
DJ_ID = "c7a2e915-3b4d-4f08-8e61-2d9b0a5f7c13"
DJ_FILES = [
    ("0f5e9d21-6a7b-4c3d-9e8f-1a2b3c4d5e6f", "wec_tank_tests_2024.h5"),
    ("1a6f0e32-7b8c-4d4e-8f9a-2b3c4d5e6f70", "README.txt"),
]


def djehuty_sites() -> list[Site]:
    p = Portal(
        DJ,
        "4TU.ResearchData",
        [
            ("/search", "Search"),
            ("/categories", "Categories"),
            ("/collections", "Collections"),
            ("/info/about", "About"),
            ("/login", "Log in"),
        ],
        [
            ("/info/privacy", "Privacy statement"),
            ("/info/terms", "Terms of use"),
            ("/info/contact", "Contact"),
            *SOCIAL,
        ],
        title_format="{title}",
        home_title="4TU.ResearchData | science.engineering.design",
    )
    title = "Wave tank tests of a point-absorber wave energy converter with latching control"
    files = "".join(f'<li><a href="/file/{DJ_ID}/{fid}">{name}</a></li>' for fid, name in DJ_FILES)
    body = f"""<div id="dataset"><h1>{title}</h1><p>cite this dataset as: van Dijk, R., Smits, E.
(2025): {title}. Version 1. 4TU.ResearchData. dataset.
<a href="http://doi.test/10.4121/c7a2e915-3b4d-4f08-8e61-2d9b0a5f7c13.v1">https://doi.org/10.4121/c7a2e915-3b4d-4f08-8e61-2d9b0a5f7c13.v1</a></p>
<h2>Files</h2><ul class="files">{files}</ul>
<a href="/ndownloader/items/{DJ_ID}/versions/1">Download all (zip)</a>
<h2>Versions</h2><a href="/datasets/{DJ_ID}/1">Version 1 (current)</a>
<h2>Export</h2><a href="/export/datacite/datasets/{DJ_ID}/1">DataCite</a>
<a href="/export/bibtex/datasets/{DJ_ID}/1">BibTeX</a>
<h2>Categories</h2><a href="/categories/13/ocean-engineering">Ocean Engineering</a>
<h2>Organizations</h2><a href="/search?organizations=TU%20Delft,%20Faculty%20of%20Mechanical%20Engineering">TU
Delft, Faculty of Mechanical Engineering</a></div>"""
    stub = p.page("Search", "<h1>Search</h1>")
    page = p.page(title, body)
    return [
        p.site(
            {
                f"/datasets/{DJ_ID}/1": page,
                f"/file/{DJ_ID}/{DJ_FILES[0][0]}": blob(
                    b"\x89HDF\r\n\x1a\n" + b"\x00" * 40, "application/x-hdf5"
                ),
                f"/file/{DJ_ID}/{DJ_FILES[1][0]}": text(
                    "Tank: 40 m flume, TU Delft. Sampling 100 Hz.\n"
                ),
                f"/ndownloader/items/{DJ_ID}/versions/1": zipfile("all"),
                f"/export/datacite/datasets/{DJ_ID}/1": xml(
                    f"<resource><title>{title}</title></resource>"
                ),
                f"/export/bibtex/datasets/{DJ_ID}/1": text(
                    f"@misc{{wec2025, title={{{title}}}}}\n"
                ),
                "/categories/13/ocean-engineering": stub,
                "/search?organizations=TU%20Delft,%20Faculty%20of%20Mechanical%20Engineering": stub,
            }
        )
    ]


DJ_TRUTH = [
    f"/datasets/{DJ_ID}/1",
    *(f"/file/{DJ_ID}/{f}" for f, _n in DJ_FILES),
    f"/ndownloader/items/{DJ_ID}/versions/1",
    f"/export/datacite/datasets/{DJ_ID}/1",
    f"/export/bibtex/datasets/{DJ_ID}/1",
]

# --- OJS 3.4: an open-access energy-transitions journal ---------------------------------

OJ = host("journals", "energy-transitions")
OJ_A = "2741"
OJ_J = "/index.php/etr"


def ojs_sites() -> list[Site]:
    p = Portal(
        OJ,
        "Energy Transitions Review",
        [
            (f"{OJ_J}/issue/current", "Current"),
            (f"{OJ_J}/issue/archive", "Archives"),
            (f"{OJ_J}/about", "About"),
            (f"{OJ_J}/about/submissions", "Submissions"),
            (f"{OJ_J}/login", "Login"),
        ],
        [
            (f"{OJ_J}/about/privacy", "Privacy Statement"),
            ("http://pkp.test/ojs/", "Open Journal Systems"),
        ],
        title_format="{title} | {name}",
    )
    title = "Municipal heat planning under the German Heat Planning Act: a comparative assessment"
    a = f"{OJ_J}/article"
    csl = f"{OJ_J}/citationstylelanguage"
    body = f"""<article class="obj_article_details"><h1 class="page_title">{title}</h1>
<ul class="authors"><li><span class="name">Greta Vogel</span> <a href="http://orcid.test/0000-0001-5109-3700">ORCID</a></li>
<li><span class="name">Paul Hartmann</span></li></ul>
<div class="item doi"><a href="http://doi.test/10.52825/etr.v4i2.{OJ_A}">https://doi.org/10.52825/etr.v4i2.{OJ_A}</a></div>
<section class="item abstract"><h2>Abstract</h2><p>We compare 41 municipal heat plans...</p></section>
<div class="item galleys"><ul class="value galleys_links"><li>
<a class="obj_galley_link pdf" href="{a}/view/{OJ_A}/1988">PDF</a></li><li>
<a class="obj_galley_link file" href="{a}/view/{OJ_A}/1989">Supplementary data (XLSX)</a></li></ul></div>
<div class="item citation"><h2>How to Cite</h2><div id="citationOutput">Vogel, G., &amp; Hartmann, P.
(2025). {title}. <i>Energy Transitions Review</i>, 4(2).</div>
<ul class="citation_formats_styles"><li><a href="{csl}/get/acm-sig-proceedings?submissionId={OJ_A}&amp;publicationId=2803">ACM</a></li>
<li><a href="{csl}/get/ieee?submissionId={OJ_A}&amp;publicationId=2803">IEEE</a></li></ul>
<h3>Download Citation</h3><ul><li><a href="{csl}/download/ris?submissionId={OJ_A}&amp;publicationId=2803">Endnote/Zotero/Mendeley (RIS)</a></li>
<li><a href="{csl}/download/bibtex?submissionId={OJ_A}&amp;publicationId=2803">BibTeX</a></li></ul></div>
<div class="item issue"><a class="title" href="{OJ_J}/issue/view/112">Vol. 4 No. 2 (2025)</a>
<a href="{OJ_J}/section/view/research-articles">Research Articles</a></div>
<div class="item copyright"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></article>"""
    viewer = p.page(
        title,
        f"""<header class="header_view"><a href="{a}/view/{OJ_A}" class="return">Return to Article Details</a>
<a href="{a}/download/{OJ_A}/1988/9034" class="download" download>Download</a></header>
<div id="pdfCanvasContainer" class="galley_view"><iframe src="{OJ_J}/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file={a}/download/{OJ_A}/1988/9034"></iframe></div>""",
    )
    supp = p.page(
        title,
        f'<a href="{a}/download/{OJ_A}/1989/9035">Download supplementary data</a>'
        f'<a href="{a}/view/{OJ_A}">Return to Article Details</a>',
    )
    stub = p.page("Issue", "<h1>Issue</h1>")
    q = f"submissionId={OJ_A}&publicationId=2803"
    return [
        p.site(
            {
                f"{a}/view/{OJ_A}": p.page(title, body),
                f"{a}/view/{OJ_A}/1988": viewer,
                f"{a}/view/{OJ_A}/1989": supp,
                f"{a}/download/{OJ_A}/1988/9034": pdf(title, "Energy Transitions Review 4(2)"),
                f"{a}/download/{OJ_A}/1989/9035": blob(
                    b"PK\x03\x04xl/" + b"\x00" * 20,
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                ),
                f"{OJ_J}/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html": blob(
                    "<html></html>", "text/html"
                ),
                f"{csl}/get/acm-sig-proceedings?{q}": text(f"Vogel, G. 2025. {title}.\n"),
                f"{csl}/get/ieee?{q}": text(f'G. Vogel, "{title}"\n'),
                f"{csl}/download/ris?{q}": text(f"TY  - JOUR\nTI  - {title}\n"),
                f"{csl}/download/bibtex?{q}": text(f"@article{{vogel2025, title={{{title}}}}}\n"),
                f"{OJ_J}/issue/view/112": stub,
                f"{OJ_J}/section/view/research-articles": stub,
            }
        )
    ]


def _ojs_truth() -> list[str]:
    o, a, csl = f"http://{OJ}", f"{OJ_J}/article", f"{OJ_J}/citationstylelanguage"
    q = f"submissionId={OJ_A}&publicationId=2803"
    return [
        f"{o}{a}/view/{OJ_A}",
        f"{o}{a}/view/{OJ_A}/1988",
        f"{o}{a}/view/{OJ_A}/1989",
        f"{o}{a}/download/{OJ_A}/1988/9034",
        f"{o}{a}/download/{OJ_A}/1989/9035",
        f"{o}{csl}/get/acm-sig-proceedings?{q}",
        f"{o}{csl}/get/ieee?{q}",
        f"{o}{csl}/download/ris?{q}",
        f"{o}{csl}/download/bibtex?{q}",
    ]


# --- A spherical-tokamak shot catalogue (FAIR data portal with an object store) ---------

MS = host("data", "st-shots")
MSS = host("s3", "st-shots")
SHOT = "49213"


def shots_sites() -> list[Site]:
    p = Portal(
        MS,
        "ST Shot Data Portal",
        [
            ("/", "Home"),
            ("/shots", "Shots"),
            ("/signals", "Signals"),
            ("/sources", "Sources"),
            ("/docs/", "Documentation"),
            ("/api/v2/docs", "API"),
        ],
        [
            ("/docs/licence.html", "Licence"),
            ("/docs/citing.html", "Citing"),
            ("/privacy", "Privacy"),
        ],
        title_format="{title} · {name}",
    )
    sig = [
        ("ip", "Plasma current"),
        ("ane_density", "Line-integrated density"),
        ("efm_q95", "q95 (EFIT)"),
    ]
    body = f"""<h1>Shot {SHOT}</h1><table class="shot-meta">
<tr><th>Campaign</th><td><a href="/shots?campaign=MU03">MU03</a></td></tr>
<tr><th>Date</th><td>2024-11-07 14:21</td></tr>
<tr><th>Scenario</th><td>Super-X divertor, double null</td></tr>
<tr><th>Preshot comment</th><td>Repeat 49211 with higher fuelling.</td></tr></table>
<p><a href="/shots/{int(SHOT) - 1}">&larr; previous shot</a> ·
<a href="/shots/{int(SHOT) + 1}">next shot &rarr;</a></p>
<h2>Signals</h2><ul>{"".join(f'<li><a href="/shots/{SHOT}/signals/{s}">{n}</a></li>' for s, n in sig)}</ul>
<h2>Data access</h2><ul><li><a href="http://{MSS}/fairmast/level2/shots/{SHOT}.zarr/zarr.json">Zarr store
(level 2)</a></li><li><a href="/api/v2/shots/{SHOT}">Shot metadata (JSON)</a></li>
<li><a href="/api/v2/shots/{SHOT}/signals?format=csv">Signal list (CSV)</a></li></ul>
<p>Compare with <a href="/shots/49211">shot 49211</a>.</p>"""
    stub = p.page("Shots", "<h1>Shots</h1>")
    pages = {
        f"/shots/{SHOT}": p.page(f"Shot {SHOT}", body),
        f"/api/v2/shots/{SHOT}": json(f'{{"shot_id": {SHOT}, "campaign": "MU03"}}'),
        f"/api/v2/shots/{SHOT}/signals?format=csv": blob(
            "name,units\nip,A\nane_density,m^-2\n", "text/csv"
        ),
        "/shots?campaign=MU03": stub,
        "/shots/49211": stub,
        "/shots/49212": stub,
        "/shots/49214": stub,
    }
    for s, n in sig:
        pages[f"/shots/{SHOT}/signals/{s}"] = p.page(
            f"{n} – shot {SHOT}",
            f'<h1>{n}, shot {SHOT}</h1><img src="/shots/{SHOT}/signals/{s}/plot.png" alt="">'
            f'<a href="/api/v2/shots/{SHOT}/signals/{s}?format=csv">Download CSV</a>'
            f'<a href="/signals/{s}">About this signal</a>',
        )
        pages[f"/shots/{SHOT}/signals/{s}/plot.png"] = blob(b"\x89PNG\r\n\x1a\n", "image/png")
        pages[f"/api/v2/shots/{SHOT}/signals/{s}?format=csv"] = blob(
            "time,value\n0.0,0.0\n", "text/csv"
        )
        pages[f"/signals/{s}"] = stub
    s3 = Portal(MSS, "object store", [])
    return [
        p.site(pages),
        s3.site(
            {
                f"/fairmast/level2/shots/{SHOT}.zarr/zarr.json": json(
                    '{"zarr_format": 3, "node_type": "group"}'
                )
            }
        ),
    ]


def _shots_truth() -> list[str]:
    o = f"http://{MS}"
    sig = ["ip", "ane_density", "efm_q95"]
    return [
        f"{o}/shots/{SHOT}",
        f"{o}/api/v2/shots/{SHOT}",
        f"{o}/api/v2/shots/{SHOT}/signals?format=csv",
        f"http://{MSS}/fairmast/level2/shots/{SHOT}.zarr/zarr.json",
        *(f"{o}/shots/{SHOT}/signals/{s}" for s in sig),
        *(f"{o}/api/v2/shots/{SHOT}/signals/{s}?format=csv" for s in sig),
    ]


CASES: list[Case] = [
    # Technical report record: the OSTI ID 2573318 is in every URI of the record (full
    # text purl, JSON API record, BibTeX/RIS) and in none of the similar records, searches
    # or chrome: the seed's GBIF row, Significant String from URI.
    case(
        "osti-msr-redox",
        "OSTI.GOV (DOE technical report server)",
        "Single Hop",
        "sig_uri",
        f"http://{OT}/biblio/{OT_ID}",
        [f"http://{OT}{x}" for x in OT_TRUTH],
        osti_sites,
    ),
    # Regulator's document properties page: the accession number is in the properties
    # query, the XML properties and the PDF on the agency's www host.  The package
    # ML25170A213 is another record (its number differs).  Significant String from URI.
    case(
        "adams-hermes2-ser",
        "NRC ADAMS (regulatory document library)",
        "Single Hop",
        "sig_uri",
        f"http://{AD}/webSearch2/main.jsp?AccessionNumber={ML}",
        [
            f"http://{AD}/webSearch2/main.jsp?AccessionNumber={ML}",
            f"http://{AD}/webSearch2/api/document?AccessionNumber={ML}&format=xml",
            f"http://{ADW}/docs/ML2517/{ML}.pdf",
        ],
        adams_sites,
        others=[f"http://{AD}/webSearch2/main.jsp?AccessionNumber={ML_PKG}"],
    ),
    # Djehuty data set: the dataset UUID is in the file URLs, the zip, the exports and the
    # version URL; the categories and organisation searches do not carry it.  Significant
    # String from URI.
    case(
        "djehuty-wec-tank-tests",
        "Djehuty (4TU.ResearchData-style repository)",
        "Single Hop",
        "sig_uri",
        f"http://{DJ}/datasets/{DJ_ID}/1",
        [f"http://{DJ}{x}" for x in DJ_TRUTH],
        djehuty_sites,
    ),
    # OJS article: the submission id 2741 is in the galley views, the file downloads (two
    # hops: galley view -> download) and the citation-format links (?submissionId=2741);
    # issue, section and chrome do not carry it.  Significant String from URI.
    case(
        "ojs-heat-planning",
        "OJS (energy-transitions journal)",
        "Multi-Hop",
        "sig_uri",
        f"http://{OJ}{OJ_J}/article/view/{OJ_A}",
        _ojs_truth(),
        ojs_sites,
    ),
    # Shot page of a tokamak data portal: shot 49213 is in the signal pages, the API
    # metadata and CSVs and the Zarr store on the object-store host; neighbour shots
    # 49212/49214/49211 and the signal descriptions are other records.  Significant
    # String from URI (plots are embedded images).
    case(
        "shots-mu03-49213",
        "FAIR-MAST (spherical tokamak shot data portal)",
        "Multi-Hop",
        "sig_uri",
        f"http://{MS}/shots/{SHOT}",
        _shots_truth(),
        shots_sites,
    ),
]
