"""Single Page+ with Ignored URIs cases of heldout112: repository landing pages whose
files and metadata exports are one hop from the entry, among chrome and browse links."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import blob, csv, host, json, pdf, text, xml, zipfile

# --- DSpace 7 (Angular, server-side rendered): a fusion centre's report series ----------

DS = host("dspace", "psfc-mit")
DS_ID = "3f1c9a2e-7b44-4d0e-9b6a-51c0e2d8a7f4"
DS_BS = ["a0b2c4d6-1e3f-4a5b-8c7d-9e0f1a2b3c4d", "b7e8f9a0-2c3d-4e5f-9a6b-0c1d2e3f4a5b"]


def dspace_sites() -> list[Site]:
    p = Portal(
        DS,
        "DSpace@PSFC",
        [
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "Authors"),
            ("/statistics", "Statistics"),
        ],
        [
            ("/info/privacy", "Privacy policy"),
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/feedback", "Send Feedback"),
            ("http://dspace.test/", "DSpace software"),
        ],
        title_format="{title}",
        home_title="DSpace@PSFC",
    )
    title = "SPARC V2 toroidal field model coil: quench test report"
    item = p.page(
        title,
        f"""<ds-item-page><div class="item-page"><h2 class="item-page-title-field">{title}</h2>
<div class="row"><div class="col-xs-12 col-md-4">
<ds-item-page-file-section><h5>Files</h5>
<a href="/bitstreams/{DS_BS[0]}/download">PSFC-RR-25-07.pdf (4.81 MB)</a><br>
<a href="/bitstreams/{DS_BS[1]}/download">TFMC-quench-traces.zip (212.3 MB)</a>
</ds-item-page-file-section>
<ds-item-page-date-field><h5>Date</h5><span>2025-09</span></ds-item-page-date-field>
<ds-item-page-author-field><h5>Authors</h5>
<a href="/browse/author?value=Whyte,%20Dennis%20G.">Whyte, Dennis G.</a>;
<a href="/browse/author?value=Hartwig,%20Zachary%20S.">Hartwig, Zachary S.</a>
</ds-item-page-author-field></div>
<div class="col-xs-12 col-md-6"><h5>Abstract</h5><p>Results of the 2025 quench campaign of the
V2 toroidal field model coil at 20 T...</p>
<h5>URI</h5><a href="/handle/1721.1/158822">http://{DS}/handle/1721.1/158822</a>
<h5>Collections</h5><a href="/collections/6d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2a">PSFC Research
Reports</a>
<a class="btn btn-outline-primary" href="/items/{DS_ID}/full">Full item page</a>
</div></div></div></ds-item-page>""",
        head=f'<meta name="citation_title" content="{title}">'
        f'<meta name="citation_pdf_url" content="http://{DS}/bitstreams/{DS_BS[0]}/download">',
    )
    full = p.page(
        title,
        f"<h2>{title}</h2><table><tr><td>dc.contributor.author</td><td>Whyte, Dennis G.</td></tr>"
        f"<tr><td>dc.title</td><td>{title}</td></tr><tr><td>dc.identifier.uri</td>"
        f"<td>http://{DS}/handle/1721.1/158822</td></tr></table>"
        f'<a href="/items/{DS_ID}">Simple item page</a>'
        f'<a href="/bitstreams/{DS_BS[0]}/download">PSFC-RR-25-07.pdf</a>',
    )
    stub = p.page("Browse", "<h1>Browse</h1>")
    return [
        p.site(
            {
                f"/items/{DS_ID}": item,
                f"/items/{DS_ID}/full": full,
                f"/bitstreams/{DS_BS[0]}/download": pdf(title, "PSFC-RR-25-07"),
                f"/bitstreams/{DS_BS[1]}/download": zipfile("quench"),
                "/handle/1721.1/158822": Response.redirect(f"/items/{DS_ID}", 301),
                "/collections/6d1e2f3a-0b4c-4d5e-8f6a-7b8c9d0e1f2a": stub,
                "/browse/author?value=Whyte,%20Dennis%20G.": stub,
                "/browse/author?value=Hartwig,%20Zachary%20S.": stub,
            }
        )
    ]


# --- EPrints 3.4: a university energy institute's repository ---------------------------

EP = host("eprints", "energy-institute")
EP_N = "31877"


def eprints_sites() -> list[Site]:
    p = Portal(
        EP,
        "Energy Institute Research Repository",
        [
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/cgi/search/simple", "Search"),
            ("/policies.html", "Policies"),
        ],
        [
            ("/cgi/stats/report", "Repository statistics"),
            ("/contact.html", "Contact"),
            ("http://eprints.test/", "EPrints"),
        ],
        title_format="{title} - {name}",
    )
    title = "Siting criteria for a deep geological repository in crystalline rock"
    exp = f"/cgi/export/eprint/{EP_N}"
    body = f"""<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{title}</h1>
<p style="margin-bottom: 1em"><span class="person_name">Lindqvist, Anna</span> and
<span class="person_name">Mäkelä, Juho</span> (2025) {title}. Technical Report.</p>
<div class="ep_summary_content_main"><table><tr><td valign="top" align="right">
<a class="ep_document_link" href="/id/eprint/{EP_N}/1/Lindqvist_2025_repository_siting.pdf">
<img class="ep_doc_icon" alt="[thumbnail of Lindqvist_2025_repository_siting.pdf]"
src="/style/images/fileicons/application_pdf.png" border="0"></a></td><td valign="top">
<a href="/id/eprint/{EP_N}/1/Lindqvist_2025_repository_siting.pdf" class="ep_document_link">
<span class="ep_document_citation">Text - Published Version (3MB)</span></a></td></tr></table>
<h2>Abstract</h2><p>We review the siting criteria applied in Finland and Sweden...</p>
<table class="ep_block"><tr><th>Item Type:</th><td>Monograph (Technical Report)</td></tr>
<tr><th>Subjects:</th><td><a href="/view/subjects/TK.html">T Technology &gt; TK Electrical
engineering. Nuclear engineering</a></td></tr>
<tr><th>Divisions:</th><td><a href="/view/divisions/nucl/">Nuclear Engineering</a></td></tr>
<tr><th>URI:</th><td><a href="http://{EP}/id/eprint/{EP_N}">http://{EP}/id/eprint/{EP_N}</a></td></tr>
</table>
<h3>Export</h3><ul>
<li><a href="{exp}/BibTeX/energyinst-eprint-{EP_N}.bib">BibTeX</a></li>
<li><a href="{exp}/RIS/energyinst-eprint-{EP_N}.ris">Reference Manager</a></li>
<li><a href="{exp}/DC/energyinst-eprint-{EP_N}.txt">Dublin Core</a></li></ul>
<h3>Actions (login required)</h3>
<a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={EP_N}">View Item</a></div></div>"""
    stub = p.page("Browse", "<h1>Browse</h1>")
    page = p.page(title, body)
    bib = f"@techreport{{lindqvist2025, title={{{title}}}, year={{2025}}}}\n"
    return [
        p.site(
            {
                f"/id/eprint/{EP_N}/": page,
                f"/id/eprint/{EP_N}": page,
                f"/id/eprint/{EP_N}/1/Lindqvist_2025_repository_siting.pdf": pdf(title, "Report"),
                "/style/images/fileicons/application_pdf.png": blob(b"\x89PNG\r\n", "image/png"),
                f"{exp}/BibTeX/energyinst-eprint-{EP_N}.bib": text(bib),
                f"{exp}/RIS/energyinst-eprint-{EP_N}.ris": text(f"TY  - RPRT\nTI  - {title}\n"),
                f"{exp}/DC/energyinst-eprint-{EP_N}.txt": text(f"title: {title}\n"),
                f"/cgi/users/home?screen=EPrint::View&eprintid={EP_N}": stub,
                "/view/subjects/TK.html": stub,
                "/view/divisions/nucl/": stub,
            }
        )
    ]


# --- Figshare for institutions: a university's energy data repository -------------------

FS = host("strathenergy", "figshare-inst")
FSD = host("ndownloader", "figshare-inst")
FS_ART = (
    "/articles/dataset/Hourly_electrolyser_operation_data_from_a_wind-coupled_PEM_pilot/28374915"
)
FS_FILES = ["51960311", "51960314", "51960317"]


def figshare_sites() -> list[Site]:
    p = Portal(
        FS,
        "University of Strathclyde KnowledgeBase",
        [
            ("/browse", "Browse"),
            ("/categories", "Categories"),
            ("/groups", "Groups"),
            ("/about", "About"),
        ],
        [
            ("http://knowledge.figshare.test/privacy", "Privacy Policy"),
            ("/accessibility", "Accessibility"),
            ("http://figshare.test/", "figshare"),
        ],
        title_format="{title}",
        home_title="University of Strathclyde KnowledgeBase",
    )
    title = "Hourly electrolyser operation data from a wind-coupled PEM pilot"
    names = ["electrolyser_hourly_2024.csv", "stack_voltage_2024.csv", "README.txt"]
    files = "".join(
        f'<li class="file"><span>{n}</span> <a href="http://{FSD}/files/{i}" '
        f'aria-label="download {n}">Download</a></li>'
        for n, i in zip(names, FS_FILES, strict=True)
    )
    body = f"""<div class="article-page"><h2 class="title">{title}</h2>
<div class="meta">Dataset posted on 2025-03-14, 09:12 authored by
<a href="/authors/Callum_Reid/19283746">Callum Reid</a>,
<a href="/authors/Ewa_Nowak/19283755">Ewa Nowak</a></div>
<a class="download-all" href="http://{FSD}/articles/28374915/versions/1">Download all (14.2 MB)</a>
<ul class="files">{files}</ul>
<div class="description"><p>Hourly operating data of a 1 MW PEM electrolyser coupled to a
wind farm, January-December 2024.</p></div>
<div class="categories"><h3>Categories</h3><a href="/categories/Energy/Hydrogen_energy_systems">Hydrogen
energy systems</a></div>
<div class="keywords"><h3>Keywords</h3><a href="/search?q=:keyword:%20%22electrolysis%22">electrolysis</a>
<a href="/search?q=:keyword:%20%22wind%20power%22">wind power</a></div>
<div class="licence"><h3>Licence</h3><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div>
<div class="export"><h3>Export</h3>
<a href="http://{FS}/articles/28374915/export/bibtex">BibTeX</a>
<a href="http://{FS}/articles/28374915/export/refworks">RefWorks</a>
<a href="http://{FS}/articles/28374915/export/datacite">DataCite</a></div></div>"""
    stub = p.page("Browse", "<h1>Browse</h1>")
    meta = f"@misc{{reid2025, title={{{title}}}, doi={{10.15129/28374915}}}}\n"
    dl = Portal(FSD, "figshare downloader", [])
    return [
        p.site(
            {
                FS_ART: p.page(title, body, share=p.url(FS_ART)),
                "/articles/28374915/export/bibtex": text(meta),
                "/articles/28374915/export/refworks": text(f"RT Dataset\nT1 {title}\n"),
                "/articles/28374915/export/datacite": xml(
                    f"<resource><title>{title}</title></resource>"
                ),
                "/authors/Callum_Reid/19283746": stub,
                "/authors/Ewa_Nowak/19283755": stub,
                "/categories/Energy/Hydrogen_energy_systems": stub,
                "/search?q=:keyword:%20%22electrolysis%22": stub,
                "/search?q=:keyword:%20%22wind%20power%22": stub,
            }
        ),
        dl.site(
            {
                f"/files/{FS_FILES[0]}": csv("hour,power_kW,h2_kg", "0,812,14.6", "1,790,14.2"),
                f"/files/{FS_FILES[1]}": csv("hour,cell_V", "0,1.91", "1,1.90"),
                f"/files/{FS_FILES[2]}": text("Columns: hour, power_kW, h2_kg\n"),
                "/articles/28374915/versions/1": zipfile("all"),
            }
        ),
    ]


# --- Samvera Hyrax: a nuclear-engineering department's data repository ------------------

HY = host("scholarsphere", "nuce-dept")
HY_W = "7h149q89z"
HY_FS = ["2v23vt61b", "3x816m99c"]


def hyrax_sites() -> list[Site]:
    p = Portal(
        HY,
        "NucE ScholarSphere",
        [
            ("/", "Home"),
            ("/catalog", "Browse"),
            ("/collections", "Collections"),
            ("/about", "About"),
            ("/help", "Help"),
        ],
        [
            ("/terms", "Deposit Agreement"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("http://samvera.test/", "Samvera"),
        ],
        title_format="{title} // {name}",
    )
    title = "Critical heat flux measurements in a 5x5 rod bundle with mixing vanes"
    rows = "".join(
        f'<tr class="file_set attributes"><td><a href="/concern/parent/{HY_W}/file_sets/{fs}?locale=en">'
        f"{n}</a></td><td>{s}</td><td>"
        f'<a href="/downloads/{fs}?locale=en" title="Download {n}" target="_blank">Download</a>'
        f"</td></tr>"
        for fs, n, s in zip(
            HY_FS,
            ["chf_bundle_runs.xlsx", "test_section_drawings.pdf"],
            ["1.2 MB", "3.4 MB"],
            strict=True,
        )
    )
    body = f"""<div class="work-type"><header><h2 class="work-title">{title}</h2>
<span class="label label-success">Open Access</span></header>
<div class="row"><div class="col-sm-8"><dl class="work-show dataset">
<dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Avramova%2C+Maria&amp;locale=en">Avramova,
Maria</a></dd><dt>Keyword</dt><dd><a href="/catalog?f%5Bkeyword_sim%5D%5B%5D=CHF&amp;locale=en">CHF</a></dd>
<dt>License</dt><dd><a href="http://creativecommons.test/licenses/by/4.0/">Attribution 4.0</a></dd></dl>
<div class="citations"><a href="/concern/datasets/{HY_W}.endnote?locale=en">EndNote</a>
<a href="/concern/datasets/{HY_W}/citation?locale=en">Citations</a></div></div></div>
<h2>Items</h2><table class="table related-files">{rows}</table>
<h2>Relationships</h2><p>In collection <a href="/collections/m613mx59r?locale=en">Thermal
hydraulics laboratory data</a></p></div>"""
    stub = p.page("Catalog", "<h1>Catalog</h1>")
    fsp = {
        fs: p.page(
            n,
            f'<h2>{n}</h2><p>File set of <a href="/concern/datasets/{HY_W}?locale=en">{title}</a></p>'
            f'<a href="/downloads/{fs}?locale=en">Download the file</a>',
        )
        for fs, n in zip(HY_FS, ["chf_bundle_runs.xlsx", "test_section_drawings.pdf"], strict=True)
    }
    xlsx = blob(
        b"PK\x03\x04xl/workbook.xml" + b"\x00" * 20,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    page = p.page(title, body)
    return [
        p.site(
            {
                f"/concern/datasets/{HY_W}": page,
                f"/concern/datasets/{HY_W}?locale=en": page,
                f"/concern/datasets/{HY_W}.endnote?locale=en": text(f"%0 Generic\n%T {title}\n"),
                f"/concern/datasets/{HY_W}/citation?locale=en": p.page(
                    title, f"<h2>Citations</h2><p>{title}</p>"
                ),
                f"/concern/parent/{HY_W}/file_sets/{HY_FS[0]}?locale=en": fsp[HY_FS[0]],
                f"/concern/parent/{HY_W}/file_sets/{HY_FS[1]}?locale=en": fsp[HY_FS[1]],
                f"/downloads/{HY_FS[0]}?locale=en": xlsx,
                f"/downloads/{HY_FS[1]}?locale=en": pdf("Test section drawings", "CHF loop"),
                "/catalog?f%5Bcreator_sim%5D%5B%5D=Avramova%2C+Maria&locale=en": stub,
                "/catalog?f%5Bkeyword_sim%5D%5B%5D=CHF&locale=en": stub,
                "/collections/m613mx59r?locale=en": stub,
            }
        )
    ]


# --- CKAN 2.10 with ckanext-dcat: a national renewable-energy lab's data catalog --------

CK = host("data", "renewables-lab")
CK_SLUG = "wind-toolkit-long-term-ensemble-2026"
CK_PKG = "5b0a3c1e-8f2d-4c6b-a9e7-1d3f5b7c9e02"
CK_RES = [
    ("c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e90", "wtk_led_sites.csv"),
    ("d2e3f4a5-1b2c-4d3e-9f4a-5b6c7d8e9f01", "wtk_led_user_guide.pdf"),
]


def ckan_sites() -> list[Site]:
    p = Portal(
        CK,
        "Renewables Lab Data Catalog",
        [
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/about", "About"),
        ],
        [
            ("/api/3", "API"),
            ("http://ckan.test/", "Powered by CKAN"),
            ("/disclaimer", "Disclaimer"),
        ],
        title_format="{title} - {name}",
    )
    title = "WIND Toolkit Long-term Ensemble Dataset (WTK-LED) 2026"
    res = ""
    for rid, name in CK_RES:
        res += (
            f'<li class="resource-item"><a class="heading" href="/dataset/{CK_SLUG}/resource/{rid}">{name}</a>'
            f'<div class="dropdown"><a class="dropdown-item" href="/dataset/{CK_SLUG}/resource/{rid}">More '
            f'information</a><a class="dropdown-item resource-url-analytics" '
            f'href="/dataset/{CK_PKG}/resource/{rid}/download/{name}">Download</a></div></li>'
        )
    body = f"""<div class="module-content"><h1 class="heading">{title}</h1>
<div class="notes embedded-content"><p>Hourly 100 m wind speeds from a 30-member ensemble,
2000-2025, at 1,600 candidate wind sites.</p></div>
<section id="dataset-resources" class="resources"><h2>Data and Resources</h2>
<ul class="resource-list">{res}</ul></section>
<section class="tags"><ul class="tag-list"><li><a class="tag" href="/dataset/?tags=wind">wind</a></li>
<li><a class="tag" href="/dataset/?tags=reanalysis">reanalysis</a></li></ul></section>
<section class="additional-info"><table><tr><th>Source</th><td>
<a href="http://doi.test/10.7799/2570114">doi:10.7799/2570114</a></td></tr></table></section>
</div><aside class="secondary"><section class="module module-narrow"><h2>Organization</h2>
<a href="/organization/wind-energy-technologies">Wind Energy Technologies</a></section>
<section class="module"><a href="/dataset/groups/{CK_SLUG}">Groups</a>
<a href="/dataset/activity/{CK_SLUG}">Activity Stream</a></section></aside>"""
    head = (
        f'<link rel="alternate" type="application/rdf+xml" href="/dataset/{CK_SLUG}.rdf">'
        f'<link rel="alternate" type="application/ld+json" href="/dataset/{CK_SLUG}.jsonld">'
    )
    stub = p.page("Datasets", "<h1>Datasets</h1>")
    pages = {
        f"/dataset/{CK_SLUG}": p.page(title, body, head=head),
        f"/dataset/{CK_SLUG}.rdf": xml(
            f"<rdf:RDF><dcat:Dataset><dct:title>{title}</dct:title></dcat:Dataset></rdf:RDF>"
        ),
        f"/dataset/{CK_SLUG}.jsonld": json(f'{{"@type": "dcat:Dataset", "dct:title": "{title}"}}'),
        f"/dataset/groups/{CK_SLUG}": stub,
        f"/dataset/activity/{CK_SLUG}": stub,
        "/dataset/?tags=wind": stub,
        "/dataset/?tags=reanalysis": stub,
        "/organization/wind-energy-technologies": stub,
    }
    for rid, name in CK_RES:
        pages[f"/dataset/{CK_SLUG}/resource/{rid}"] = p.page(
            name,
            f'<h1>{name}</h1><p>URL: <a href="/dataset/{CK_PKG}/resource/{rid}/download/{name}">'
            f'{name}</a></p><a href="/dataset/{CK_SLUG}">{title}</a>',
        )
    pages[f"/dataset/{CK_PKG}/resource/{CK_RES[0][0]}/download/{CK_RES[0][1]}"] = csv(
        "site_id,lat,lon,mean_ws_100m", "1,41.2,-104.9,8.1"
    )
    pages[f"/dataset/{CK_PKG}/resource/{CK_RES[1][0]}/download/{CK_RES[1][1]}"] = pdf(
        "WTK-LED user guide", "Ensemble members and bias correction"
    )
    return [p.site(pages)]


def _ds_truth() -> list[str]:
    return [
        f"http://{DS}/items/{DS_ID}",
        f"http://{DS}/items/{DS_ID}/full",
        *(f"http://{DS}/bitstreams/{b}/download" for b in DS_BS),
    ]


CASES: list[Case] = [
    # DSpace 7 item page: bitstreams and the full-metadata page are one hop; menus, author
    # browse and collection links are on the 404 page / home or are not the item.  The
    # seed's preprint rows (bioRxiv, SSRN): Single Page+ with Ignored URIs.  Truth: item
    # page, full item page, the two bitstreams (the /handle/ URI only redirects here).
    case(
        "dspace-tfmc-quench-report",
        "DSpace 7 (fusion centre research reports)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{DS}/items/{DS_ID}",
        _ds_truth(),
        dspace_sites,
    ),
    # EPrints abstract page: PDF and three export formats one hop; subjects, divisions and
    # the login-only "View Item" are not the artifact.  Single Page+ with Ignored URIs.
    case(
        "eprints-repository-siting",
        "EPrints (energy institute repository)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{EP}/id/eprint/{EP_N}/",
        [
            f"http://{EP}/id/eprint/{EP_N}/",
            f"http://{EP}/id/eprint/{EP_N}/1/Lindqvist_2025_repository_siting.pdf",
            f"http://{EP}/cgi/export/eprint/{EP_N}/BibTeX/energyinst-eprint-{EP_N}.bib",
            f"http://{EP}/cgi/export/eprint/{EP_N}/RIS/energyinst-eprint-{EP_N}.ris",
            f"http://{EP}/cgi/export/eprint/{EP_N}/DC/energyinst-eprint-{EP_N}.txt",
        ],
        eprints_sites,
    ),
    # Figshare for institutions: the seed's Figshare row, Single Page+ with Ignored URIs.
    # Files on the portal's ndownloader host and the export formats are one hop.  Truth:
    # landing page, three files, the download-all zip, three exports.
    case(
        "figshare-pem-electrolyser",
        "Figshare for institutions (university energy data)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{FS}{FS_ART}",
        [
            f"http://{FS}{FS_ART}",
            *(f"http://{FSD}/files/{i}" for i in FS_FILES),
            f"http://{FSD}/articles/28374915/versions/1",
            *(
                f"http://{FS}/articles/28374915/export/{f}"
                for f in ("bibtex", "refworks", "datacite")
            ),
        ],
        figshare_sites,
    ),
    # Samvera Hyrax work: file-set pages, downloads and citation exports one hop (every
    # Hyrax link carries ?locale=en).  Single Page+ with Ignored URIs.  Truth: work page,
    # two file sets, two downloads, EndNote and citations page.
    case(
        "hyrax-chf-rod-bundle",
        "Samvera Hyrax (nuclear-engineering data repository)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{HY}/concern/datasets/{HY_W}",
        [
            f"http://{HY}/concern/datasets/{HY_W}",
            f"http://{HY}/concern/datasets/{HY_W}.endnote?locale=en",
            f"http://{HY}/concern/datasets/{HY_W}/citation?locale=en",
            *(f"http://{HY}/concern/parent/{HY_W}/file_sets/{fs}?locale=en" for fs in HY_FS),
            *(f"http://{HY}/downloads/{fs}?locale=en" for fs in HY_FS),
        ],
        hyrax_sites,
    ),
    # CKAN dataset: resource pages and their downloads (under the package UUID, not the
    # slug) are one hop from the dropdowns, the DCAT exports are <link>s.  Groups and
    # activity tabs, tags and the organization are not the dataset.  Single Page+ with
    # Ignored URIs.  Truth: dataset, two resource pages, two downloads, RDF and JSON-LD.
    case(
        "ckan-wtk-led",
        "CKAN (renewable-energy lab data catalog)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{CK}/dataset/{CK_SLUG}",
        [
            f"http://{CK}/dataset/{CK_SLUG}",
            f"http://{CK}/dataset/{CK_SLUG}.rdf",
            f"http://{CK}/dataset/{CK_SLUG}.jsonld",
            *(f"http://{CK}/dataset/{CK_SLUG}/resource/{r}" for r, _n in CK_RES),
            *(f"http://{CK}/dataset/{CK_PKG}/resource/{r}/download/{n}" for r, n in CK_RES),
        ],
        ckan_sites,
    ),
]
