"""Self-hosted repository software: records with files one hop from the landing page.

The seed's Zenodo and Figshare rows (non-web content, Single Hop, Single Page+ with Ignores)
are the nearest kind for every repository platform here: a landing page whose files,
previews and bibliographic exports are all one link away, among menus and links to other
records.  Truth, per the seed (Figshare example: "the landing page, dataset, and
bibliographic metadata are all objects making up this artifact"): the landing page, each
file, each file preview page, each metadata export and tab of the record, on the portal's
own hosts.  Never: menus, help, licence, search pages, communities/collections and other
records (those go in `others`), author profiles, citation managers on other hosts.

- InvenioRDM (two records on one installation, one reached through its DOI): files with
  ``?download=1``, preview pages, ``export/<format>`` pages, a "Download all" archive.
  Other versions of a record have their own DOI: separate artifacts.
- Institutional Figshare: ``ndownloader`` file URLs, a "download all" URL, citation
  exports; a sibling item whose title extends this one's is another artifact.
- DSpace 7 (Angular UI) reached by its Handle: it announces its boundary with Signposting
  (HTTP Link headers and ``<link>`` elements: item, describedby, cite-as), so its expected
  heuristic is ``signposting``, the seed's named machine-readable boundary.  The "full item
  page" is the same record's metadata view: truth, though Signposting does not list it.
- DSpace 6 XMLUI: ``?show=full`` view and ``/bitstream/handle/...?sequence=1`` files.
- EPrints: ``/id/eprint/N/`` document files, ``/cgi/export/...`` exports; the
  "Actions (login required)" link carries the eprint id but is a staff screen, not artifact.
- Samvera Hyrax: file-set pages and ``/downloads/<id>`` downloads, ``.ttl``/``.endnote``
  exports of the work.
- Islandora 7: datastream download/view URLs of the object; object ``uni:4410`` is a
  different object although its PID starts with this one's (``uni:441``).
- Pure research portal: a research output with its fingerprint tab and a PDF under
  ``/files/``; persons and organisations are other entities.
- Omeka Classic, plain installation: the seed's Omeka.net row (Single Page): the item page
  shows its image inline (embedded, not an artifact URI) and has no file links.
"""

from __future__ import annotations

import json

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Portal

from ._kit import (
    LICENCE_BY,
    LICENCE_CC0,
    a,
    citation_meta,
    csv,
    files_host,
    generator,
    host,
    image,
    jsonld,
    make_case,
    orcid,
    pdf,
    redirector,
    site,
    social,
    text,
    ul,
    xml,
    zipped,
)

# ---------------------------------------------------------------- InvenioRDM

RDM = host("rdm", "velmora-univ")
RDM_DOI = host("doi", "velmora-pid")
rdm = Portal(
    RDM,
    "Velmora Research Data",
    [("/communities", "Communities"), ("/search", "Search"), ("/uploads", "My dashboard")],
    [
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("/help/faq", "FAQ"),
        ("http://status.velmora.test/", "Status"),
    ],
    title_format="{title} | {name}",
)
R1, R1_OLD, R2 = "k3f9q-7wz21", "p0d2m-8xv44", "t71bd-0nq5s"
rdm.home_main = "<h1>Velmora Research Data</h1><h2>Recent uploads</h2>" + ul(
    [
        a(f"/records/{R1}", "Coastal salinity profiles"),
        a(f"/records/{R2}", "salinator"),
        a("/communities/estuary-obs", "Estuary observatory"),
    ]
)
R1_TITLE = "Coastal salinity profiles, Velmora estuary 2021-2023"
R2_TITLE = "salinator: a Python toolkit for CTD profile quality control"


def _rdm_record(
    rid: str,
    title: str,
    files: list[tuple[str, str]],
    *,
    doi: str,
    zip_all: bool,
    versions: list[tuple[str, str]],
) -> dict[str, object]:
    base = f"/records/{rid}"
    rows = "".join(
        f"<tr><td>{a(f'{base}/preview/{n}', n)}</td><td>{size}</td>"
        f"<td>{a(f'{base}/preview/{n}', 'Preview')} {a(f'{base}/files/{n}?download=1', 'Download')}"
        "</td></tr>"
        for n, size in files
    )
    exports = ul(
        a(f"{base}/export/{f}", label)
        for f, label in [
            ("json", "JSON"),
            ("bibtex", "BibTeX"),
            ("datacite-xml", "DataCite XML"),
            ("csl", "CSL"),
            ("dcat-ap", "DCAT"),
        ]
    )
    ld = jsonld(
        {
            "@context": "http://schema.org",
            "@type": "Dataset",
            "name": title,
            "identifier": f"https://doi.org/{doi}",
            "distribution": [
                {"@type": "DataDownload", "contentUrl": rdm.url(f"{base}/files/{n}")}
                for n, _s in files
            ],
        }
    )
    head = citation_meta(title, ["Okafor, Ada", "Lindqvist, Per"], "2024-02-12", doi=doi) + ld
    head += f'<link rel="alternate" type="application/x-bibtex" href="{base}/export/bibtex">'
    main = (
        f'<section id="record"><p class="badge">Published February 12, 2024 | Version '
        f"{len(versions) + 1}</p><h1>{title}</h1>"
        f"<p>{a(orcid('1111-2222'), 'Okafor, Ada')} ; {a('/search?q=metadata.creators.person_or_org.name:%22Lindqvist%2C%20Per%22', 'Lindqvist, Per')}</p>"
        f"<p>DOI {a(f'http://{RDM_DOI}/{doi}', doi)}</p>"
        f"<h2>Files</h2><table><tr><th>Name</th><th>Size</th><th></th></tr>{rows}</table>"
        + (f"<p>{a(f'/api/records/{rid}/files-archive', 'Download all')}</p>" if zip_all else "")
        + f"<h2>Export</h2>{exports}"
        f"<aside><h3>Versions</h3>{ul(a(f'/records/{v}', label) for v, label in versions)}"
        f"{a(f'/search?q=parent.id:{rid}&f=allversions:true', 'View all versions')}"
        f"<h3>Communities</h3>{a('/communities/estuary-obs', 'Estuary observatory')}"
        f"<h3>Rights</h3>{a(LICENCE_BY, 'Creative Commons Attribution 4.0 International')}"
        f"<h3>Funding</h3>{a('http://cordis.test/project/id/101055', 'EU Horizon 101055')}"
        "</aside></section>" + social(rdm.url(base))
    )
    pages: dict[str, object] = {
        base: rdm.page(title, main, head=head + generator("InvenioRDM 12.0"))
    }
    for n, _s in files:
        pages[f"{base}/preview/{n}"] = rdm.page(
            n, f"<h1>{n}</h1><p>Preview of a file of {a(base, title)}</p><pre>depth,psu</pre>"
        )
        pages[f"{base}/files/{n}?download=1"] = (
            csv("depth,psu", "1,31.2")
            if n.endswith(".csv")
            else pdf(title, "README")
            if n.endswith(".pdf")
            else zipped({"src/x.py": "print(1)"})
        )
    pages[f"{base}/export/json"] = text(json.dumps({"title": title}), "application/json")
    pages[f"{base}/export/bibtex"] = text(f"@dataset{{velmora_{rid}, title={{{title}}}}}")
    pages[f"{base}/export/datacite-xml"] = xml(f"<resource><title>{title}</title></resource>")
    pages[f"{base}/export/csl"] = text(json.dumps({"title": title}), "application/json")
    pages[f"{base}/export/dcat-ap"] = xml(f"<rdf:RDF><dct:title>{title}</dct:title></rdf:RDF>")
    if zip_all:
        pages[f"/api/records/{rid}/files-archive"] = zipped({n: "x" for n, _s in files})
    return pages


def _rdm_sites() -> list[Site]:
    pages: dict[str, object] = {}
    pages.update(
        _rdm_record(
            R1,
            R1_TITLE,
            [("profiles_2021-2023.csv", "2.1 MB"), ("README.pdf", "80 kB")],
            doi="10.80213/velmora.4821",
            zip_all=False,
            versions=[(R1_OLD, "Version 1 (Mar 2023)")],
        )
    )
    pages.update(
        _rdm_record(
            R2,
            R2_TITLE,
            [
                ("salinator-1.4.0.zip", "310 kB"),
                ("manual.pdf", "1.2 MB"),
                ("example_cast.csv", "12 kB"),
            ],
            doi="10.80213/velmora.5090",
            zip_all=True,
            versions=[],
        )
    )
    pages[f"/records/{R1_OLD}"] = rdm.page(R1_TITLE + " (2021-2022)", "<h1>Version 1</h1>")
    pages["/communities/estuary-obs"] = rdm.page("Estuary observatory", "<h1>Estuary</h1>")
    pages[f"/search?q=parent.id:{R1}&f=allversions:true"] = rdm.page("Search", "<h1>2 results</h1>")
    pages[f"/search?q=parent.id:{R2}&f=allversions:true"] = rdm.page("Search", "<h1>1 result</h1>")
    doi = redirector(
        RDM_DOI,
        {
            "/10.80213/velmora.4821": rdm.url(f"/records/{R1}"),
            "/10.80213/velmora.5090": rdm.url(f"/records/{R2}"),
        },
    )
    return [site(rdm, pages), doi]  # type: ignore[arg-type]


def _rdm_truth(rid: str, files: list[str], zip_all: bool) -> set[str]:
    base = rdm.url(f"/records/{rid}")
    out = {base}
    out |= {f"{base}/preview/{n}" for n in files}
    out |= {f"{base}/files/{n}?download=1" for n in files}
    out |= {f"{base}/export/{f}" for f in ("json", "bibtex", "datacite-xml", "csl", "dcat-ap")}
    if zip_all:
        out.add(rdm.url(f"/api/records/{rid}/files-archive"))
    return out


# ---------------------------------------------------------------- institutional Figshare

FIG = host("hollowmere", "figdepot")
fig = Portal(
    FIG,
    "Hollowmere University",
    [
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/projects", "Projects"),
        ("/account/home", "My data"),
    ],
    [
        ("/about", "About"),
        ("/terms", "Terms"),
        ("http://support.figdepot.test/", "Support"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} - {name}",
    home_title="Hollowmere University - Figshare",
)
FIG_ID, FIG_SIB = "24681357", "24681400"
FIG_TITLE = "Soil moisture transects, Hollowmere moor 2019-2022"
FIG_SLUG = f"/articles/dataset/Soil_moisture_transects_Hollowmere_moor_2019-2022/{FIG_ID}"
FIG_SIB_SLUG = f"/articles/dataset/Soil_moisture_transects_Hollowmere_moor_2019-2022_sensor_calibration/{FIG_SIB}"
fig.home_main = "<h1>Hollowmere University data repository</h1><h2>Featured</h2>" + ul(
    [
        a(FIG_SIB_SLUG, "Sensor calibration"),
        a("/collections/Hollowmere_field_campaigns/6012345", "Field campaigns"),
    ]
)
FIG_FILES = [
    ("43210987", "transects.csv"),
    ("43210988", "site_map.pdf"),
    ("43210990", "codebook.txt"),
]
FIG_EXPORTS = ["bibtex", "refworks", "endnote", "datacite", "nlm", "dc", "refman"]


def _fig_sites() -> list[Site]:
    files = "".join(
        f'<li class="file">{n} {a(f"/ndownloader/files/{fid}", "Download")}</li>'
        for fid, n in FIG_FILES
    )
    exports = " ".join(a(f"/articles/export/{FIG_ID}/{fmt}", fmt.title()) for fmt in FIG_EXPORTS)
    main = (
        f"<h1>{FIG_TITLE}</h1><p>Dataset posted on 2023-05-02, authored by "
        f"{a('/authors/Jana_Kovar/15520031', 'Jana Kovar')}, {a('/authors/Idris_Bello/15520032', 'Idris Bello')}</p>"
        f"<ul class=files>{files}</ul>"
        f"<p>{a(f'/ndownloader/articles/{FIG_ID}/versions/1', 'Download all (3)')}</p>"
        f"<p>Cite: {exports}</p>"
        f"<p>Categories: {a('/categories/Soil_sciences/434', 'Soil sciences')}</p>"
        f"<p>Keywords: {a('/search?q=:keyword:%20%22soil%20moisture%22', 'soil moisture')}</p>"
        f"<p>Licence {a(LICENCE_BY, 'CC BY 4.0')}</p>"
        f"<h2>Collections</h2>{a('/collections/Hollowmere_field_campaigns/6012345', 'Hollowmere field campaigns')}"
        f"<h2>Related</h2>{a(FIG_SIB_SLUG, FIG_TITLE + ': sensor calibration')}"
        f"<p>{a('http://www.mendeley.test/import/?url=' + fig.url(FIG_SLUG), 'Save to Mendeley')}</p>"
    )
    head = generator("figshare") + citation_meta(
        FIG_TITLE,
        ["Jana Kovar", "Idris Bello"],
        "2023/05/02",
        doi="10.81920/hollowmere.24681357.v1",
    )
    pages: dict[str, object] = {
        FIG_SLUG: fig.page(FIG_TITLE, main, head=head, share=fig.url(FIG_SLUG)),
        FIG_SIB_SLUG: fig.page(
            FIG_TITLE + ": sensor calibration", f"<h1>{FIG_TITLE}: sensor calibration</h1>"
        ),
        "/collections/Hollowmere_field_campaigns/6012345": fig.page(
            "Hollowmere field campaigns", "<h1>Collection</h1>"
        ),
        "/authors/Jana_Kovar/15520031": fig.page("Jana Kovar", "<h1>Jana Kovar</h1>"),
        "/authors/Idris_Bello/15520032": fig.page("Idris Bello", "<h1>Idris Bello</h1>"),
        "/categories/Soil_sciences/434": fig.page("Soil sciences", "<h1>Soil sciences</h1>"),
        f"/ndownloader/articles/{FIG_ID}/versions/1": zipped({n: "x" for _f, n in FIG_FILES}),
    }
    for fid, n in FIG_FILES:
        pages[f"/ndownloader/files/{fid}"] = (
            csv("plot,vwc", "A1,0.31")
            if n.endswith("csv")
            else (pdf(FIG_TITLE, "Map") if n.endswith("pdf") else text("plot: transect plot id"))
        )
    for fmt in FIG_EXPORTS:
        pages[f"/articles/export/{FIG_ID}/{fmt}"] = text(
            f"TI  - {FIG_TITLE}\n", "application/x-research-info-systems"
        )
    return [site(fig, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- DSpace 7 (Signposting)

DS7 = host("dspace", "karsvik-univ")
DS7_HDL = host("hdl", "karsvik-handle")
ds7 = Portal(
    DS7,
    "Karsvik DSpace",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("http://www.lyrasis.test/dspace", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Karsvik DSpace :: Home",
)
DS7_ITEM = "0f6c2d1e-8a4b-4c3e-9d27-5b1a7e2c9f40"
DS7_BITS = [
    ("6d1e4a20-0c33-47b1-8f0a-2e9b3c4d5f61", "Thesis_Nordin_2022.pdf"),
    ("9a2b7c41-5e6f-4d80-b1c2-3d4e5f607182", "Appendix_data.xlsx"),
]
DS7_TITLE = "Ice-jam flooding on regulated rivers: a hydraulic modelling study"


def _ds7_sites() -> list[Site]:
    item = f"/items/{DS7_ITEM}"
    describedby = f"/server/api/core/items/{DS7_ITEM}/metadata.xml"
    headers = [
        f'<http://{DS7_HDL}/11250/3042>; rel="cite-as"',
        f'<{ds7.url(describedby)}>; rel="describedby"; type="application/xml"',
        '<http://schema.test/Thesis>; rel="type"',
        f'<{orcid("3030-4141")}>; rel="author"',
        f'<{LICENCE_BY}>; rel="license"',
    ] + [f'<{ds7.url(f"/bitstreams/{b}/download")}>; rel="item"' for b, _n in DS7_BITS]
    head_links = (
        "".join(f'<link rel="item" href="/bitstreams/{b}/download">' for b, _n in DS7_BITS)
        + f'<link rel="describedby" href="{describedby}" type="application/xml">'
    )
    head_links += f'<link rel="cite-as" href="http://{DS7_HDL}/11250/3042">'
    head = (
        generator("DSpace 7.6")
        + citation_meta(
            DS7_TITLE,
            ["Nordin, Elsa"],
            "2022",
            pdf_url=ds7.url(f"/bitstreams/{DS7_BITS[0][0]}/download"),
            extra={"citation_dissertation_institution": "Karsvik University"},
        )
        + head_links
    )
    files = ul(
        f"{a(f'/bitstreams/{b}/download', n)} ({'4.1' if n.endswith('pdf') else '0.3'} MB)"
        for b, n in DS7_BITS
    )
    main = (
        f"<ds-item-page><h2>{DS7_TITLE}</h2><div>Files {files}</div>"
        f"<div>Date 2022 · Author {a('/browse/author?value=Nordin,%20Elsa', 'Nordin, Elsa')}</div>"
        f"<div>URI {a(f'http://{DS7_HDL}/11250/3042', f'http://{DS7_HDL}/11250/3042')}</div>"
        f"<div>Collections {a('/collections/2b7e1f00-1d2c-4f3a-8e9b-0c1d2e3f4a5b', 'Doctoral theses')}</div>"
        f"<p>{a(item + '/full', 'Full item page')}</p></ds-item-page>"
    )
    full = (
        f"<ds-full-item-page><h2>{DS7_TITLE}</h2><table>"
        f"<tr><td>dc.title</td><td>{DS7_TITLE}</td></tr><tr><td>dc.contributor.author</td>"
        f"<td>Nordin, Elsa</td></tr></table>{files}{a(item, 'Simple item page')}</ds-full-item-page>"
    )
    pages: dict[str, object] = {
        item: Response.html(
            ds7.page(DS7_TITLE, main, head=head), headers=[("Link", ", ".join(headers))]
        ),
        item + "/full": ds7.page(DS7_TITLE, full, head=head_links),
        describedby: xml(f"<metadata><dc:title>{DS7_TITLE}</dc:title></metadata>"),
        "/collections/2b7e1f00-1d2c-4f3a-8e9b-0c1d2e3f4a5b": ds7.page(
            "Doctoral theses", "<h2>Doctoral theses</h2>"
        ),
        "/browse/author?value=Nordin,%20Elsa": ds7.page(
            "Browsing by Author", "<h2>Nordin, Elsa</h2>"
        ),
        f"/bitstreams/{DS7_BITS[0][0]}/download": pdf(DS7_TITLE, "Doctoral thesis"),
        f"/bitstreams/{DS7_BITS[1][0]}/download": Response.data(
            b"PK\x03\x04xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
    }
    return [site(ds7, pages), redirector(DS7_HDL, {"/11250/3042": ds7.url(item)})]  # type: ignore[arg-type]


# ---------------------------------------------------------------- DSpace 6 XMLUI

DS6 = host("repository", "ostrevia-tech")
ds6 = Portal(
    DS6,
    "Ostrevia Tech Repository",
    [
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
    ],
    [
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
        ("http://www.dspace.test/", "DSpace software"),
    ],
    title_format="{name}: {title}",
)
DS6_TITLE = "Corrosion of galvanised fasteners in timber frames: field report"
DS6_H = "/handle/20.500.14022/7713"


def _ds6_sites() -> list[Site]:
    bits = [
        ("Report_7713.pdf", "1"),
        ("Photographs.zip", "2"),
    ]
    files = "".join(
        f'<div class="file-wrapper">{a(f"/bitstream/handle/20.500.14022/7713/{n}?sequence={s}&isAllowed=y", n)}</div>'
        for n, s in bits
    )
    head = generator("DSpace 6.3") + citation_meta(
        DS6_TITLE,
        ["Havel, Tomas", "Rusu, Ioana"],
        "2019-11",
        pdf_url=ds6.url(
            "/bitstream/handle/20.500.14022/7713/Report_7713.pdf?sequence=1&isAllowed=y"
        ),
    )
    main = (
        f"<h2 class=page-header>{DS6_TITLE}</h2><div class=files>{files}</div>"
        f"<p>{a(f'{DS6_H}?show=full', 'Show full item record')}</p>"
        f"<p>Appears in Collections: {a('/handle/20.500.14022/12', 'Technical reports')}</p>"
        f"<p>Related: {a('/handle/20.500.14022/7714', DS6_TITLE + ' (appendix B)')}</p>"
        f"<p>{a('/discover?filtertype=author&filter_relational_operator=equals&filter=Havel,+Tomas', 'Havel, Tomas')}</p>"
    )
    full = (
        f"<h2>{DS6_TITLE}</h2><table><tr><td>dc.title</td><td>{DS6_TITLE}</td></tr></table>{files}"
    )
    pages: dict[str, object] = {
        DS6_H: ds6.page(DS6_TITLE, main, head=head),
        f"{DS6_H}?show=full": ds6.page(DS6_TITLE, full, head=head),
        "/bitstream/handle/20.500.14022/7713/Report_7713.pdf": pdf(DS6_TITLE, "Report"),
        "/bitstream/handle/20.500.14022/7713/Photographs.zip": zipped({"p1.jpg": "jpg"}),
        "/handle/20.500.14022/12": ds6.page("Technical reports", "<h2>Technical reports</h2>"),
        "/discover?filtertype=author&filter_relational_operator=equals&filter=Havel,+Tomas": ds6.page(
            "Search", "<h2>Havel, Tomas</h2>"
        ),
        "/handle/20.500.14022/7714": ds6.page(DS6_TITLE + " (appendix B)", "<h2>Appendix B</h2>"),
    }
    return [site(ds6, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- EPrints

EPR = host("eprints", "brackley-uni")
epr = Portal(
    EPR,
    "Brackley Research Online",
    [
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/view/creators/", "Browse by Author"),
        ("/cgi/latest", "Latest"),
    ],
    [
        ("/policies.html", "Policies"),
        ("/contact.html", "Contact"),
        ("/cgi/stats/report", "Statistics"),
    ],
    title_format="{title} - {name}",
)
EPR_TITLE = "Reading aloud and comprehension in multilingual primary classrooms"
EPR_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("JSON", "js"), ("METS", "xml")]


def _epr_sites() -> list[Site]:
    exports = ul(
        a(f"/cgi/export/eprint/3318/{fmt}/brackley-eprint-3318.{ext}", fmt)
        for fmt, ext in EPR_EXPORTS
    )
    main = (
        f'<h1 class="ep_tm_pagetitle">{EPR_TITLE}</h1>'
        f"<p>{a('/view/creators/Achterberg=3AMarit=3A=3A.html', 'Achterberg, Marit')} (2021) {EPR_TITLE}. "
        "Journal of Literacy Studies, 14 (2). pp. 88-107.</p>"
        f"<p>{a('/id/eprint/3318/1/achterberg_2021_aam.pdf', 'PDF - Accepted Version')} (620kB)</p>"
        f"<p>{a('/id/eprint/3318/2/supplementary_tables.docx', 'Supplementary tables')}</p>"
        f"<p>Official URL: {a('http://doi.test/10.5555/jls.2021.0142', 'doi:10.5555/jls.2021.0142')}</p>"
        f"<h3>Export</h3>{exports}"
        f"<p>Divisions: {a('/view/divisions/educ/', 'School of Education')}</p>"
        f"<p>{a('/cgi/users/home?screen=EPrint::View&eprintid=3318', 'Actions (login required)')}</p>"
        f"<p>{a('/cgi/request_doc?docid=9921', 'Request a copy')}</p>"
    )
    head = generator("EPrints 3.4.5") + citation_meta(
        EPR_TITLE,
        ["Achterberg, Marit"],
        "2021",
        pdf_url=epr.url("/id/eprint/3318/1/achterberg_2021_aam.pdf"),
    )
    pages: dict[str, object] = {
        "/id/eprint/3318/": epr.page(EPR_TITLE, main, head=head),
        "/id/eprint/3318/1/achterberg_2021_aam.pdf": pdf(EPR_TITLE, "Accepted manuscript"),
        "/id/eprint/3318/2/supplementary_tables.docx": Response.data(
            b"PK\x03\x04docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
        "/view/creators/Achterberg=3AMarit=3A=3A.html": epr.page(
            "Achterberg, Marit", "<h1>Items by Achterberg</h1>"
        ),
        "/view/divisions/educ/": epr.page("School of Education", "<h1>School of Education</h1>"),
        "/cgi/users/home?screen=EPrint::View&eprintid=3318": epr.page(
            "Login", "<h1>Login required</h1>"
        ),
        "/cgi/request_doc?docid=9921": epr.page("Request a copy", "<h1>Request a copy</h1>"),
    }
    for fmt, ext in EPR_EXPORTS:
        pages[f"/cgi/export/eprint/3318/{fmt}/brackley-eprint-3318.{ext}"] = text(
            f"title = {EPR_TITLE}"
        )
    return [site(epr, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Samvera Hyrax

HYR = host("scholar", "tullworth-coll")
hyr = Portal(
    HYR,
    "Tullworth ScholarSphere",
    [
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/contact", "Contact"),
    ],
    [
        ("/terms", "Terms of Use"),
        ("/agreement", "Deposit Agreement"),
        ("http://samvera.test/", "Samvera"),
    ],
    title_format="{name} // {title}",
)
HYR_TITLE = "Interviews with Tullworth dock workers, 1978 (transcripts and audio)"
HYR_W = "/concern/datasets/9k41zd52x"
HYR_FS = [("h702q6411", "transcripts.pdf"), ("b5644r53j", "interview_03.mp3")]


def _hyr_sites() -> list[Site]:
    rows = "".join(
        f"<tr><td>{a(f'/concern/parent/9k41zd52x/file_sets/{i}', n)}</td>"
        f"<td>{a(f'/downloads/{i}', 'Download')}</td></tr>"
        for i, n in HYR_FS
    )
    main = (
        f"<h1>{HYR_TITLE}</h1><p>Creator {a('/catalog?f[creator_sim][]=Marsh,+Colin', 'Marsh, Colin')}</p>"
        f"<table class=related-files>{rows}</table>"
        f"<p>Citations: {a(HYR_W + '.endnote', 'EndNote')} {a(HYR_W + '/citation', 'Citations')} "
        f"{a(HYR_W + '.ttl', 'Turtle')} {a(HYR_W + '/manifest', 'IIIF manifest')}</p>"
        f"<p>Collection {a('/collections/7h149q54r', 'Docklands oral history')}</p>"
        f"<p>Rights {a(LICENCE_CC0, 'CC0')}</p>"
    )
    pages: dict[str, object] = {
        HYR_W: hyr.page(
            HYR_TITLE,
            main,
            head=generator("Hyrax 4.0") + citation_meta(HYR_TITLE, ["Marsh, Colin"], "2020"),
        ),
        HYR_W + ".endnote": text(f"%T {HYR_TITLE}", "application/x-endnote-refer"),
        HYR_W + ".ttl": text(f'<> <http://purl.org/dc/terms/title> "{HYR_TITLE}" .', "text/turtle"),
        HYR_W + "/citation": hyr.page(
            HYR_TITLE, f"<h1>{HYR_TITLE}</h1><p>APA: Marsh, C. (2020)...</p>"
        ),
        HYR_W + "/manifest": text('{"@type": "sc:Manifest"}', "application/json"),
        "/collections/7h149q54r": hyr.page("Docklands oral history", "<h1>Collection</h1>"),
        "/catalog?f[creator_sim][]=Marsh,+Colin": hyr.page("Search", "<h1>Marsh, Colin</h1>"),
    }
    for i, n in HYR_FS:
        pages[f"/concern/parent/9k41zd52x/file_sets/{i}"] = hyr.page(
            n, f"<h1>{n}</h1><p>In {a(HYR_W, HYR_TITLE)}</p>{a(f'/downloads/{i}', 'Download')}"
        )
        pages[f"/downloads/{i}"] = (
            pdf(HYR_TITLE, "Transcripts")
            if n.endswith("pdf")
            else Response.data(b"ID3\x03\x00audio", "audio/mpeg")
        )
    return [site(hyr, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Islandora 7

ISL = host("digital", "marrow-library")
isl = Portal(
    ISL,
    "Marrow Digital Collections",
    [
        ("/collections", "Collections"),
        ("/islandora/search", "Advanced search"),
        ("/about-us", "About"),
    ],
    [("/copyright", "Copyright"), ("/take-down", "Take-down policy")],
    title_format="{title} | {name}",
)
ISL_TITLE = "Map of the parish of Marrow showing enclosures, 1811"
ISL_OBJ = "/islandora/object/marrow:441"


def _isl_sites() -> list[Site]:
    ds = [
        ("OBJ", "download", "Original TIFF"),
        ("JP2", "download", "JPEG 2000"),
        ("MODS", "view", "MODS record"),
        ("DC", "view", "Dublin Core"),
    ]
    main = (
        f"<h1>{ISL_TITLE}</h1><img src='{ISL_OBJ}/datastream/TN/view' alt=''>"
        f"<h2>Downloads</h2>{ul(a(f'{ISL_OBJ}/datastream/{d}/{m}', label) for d, m, label in ds)}"
        f"<p>In collections: {a('/islandora/object/marrow:maps', 'Historic maps')}</p>"
        f"<p>See also: {a('/islandora/object/marrow:4410', 'Map of the parish of Marrow, tithe apportionment 1841')}</p>"
    )
    pages: dict[str, object] = {
        ISL_OBJ: isl.page(ISL_TITLE, main, head=generator("Drupal 7 (http://drupal.org)")),
        f"{ISL_OBJ}/datastream/TN/view": image("image/jpeg"),
        f"{ISL_OBJ}/datastream/OBJ/download": Response.data(b"II*\x00tiff", "image/tiff"),
        f"{ISL_OBJ}/datastream/JP2/download": Response.data(b"\x00\x00\x00\x0cjP  ", "image/jp2"),
        f"{ISL_OBJ}/datastream/MODS/view": xml(
            f"<mods><titleInfo><title>{ISL_TITLE}</title></titleInfo></mods>"
        ),
        f"{ISL_OBJ}/datastream/DC/view": xml(
            f"<oai_dc:dc><dc:title>{ISL_TITLE}</dc:title></oai_dc:dc>"
        ),
        "/islandora/object/marrow:maps": isl.page("Historic maps", "<h1>Historic maps</h1>"),
        "/islandora/object/marrow:4410": isl.page(
            "Tithe map 1841", "<h1>Tithe apportionment 1841</h1>"
        ),
    }
    return [site(isl, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Pure portal

PUR = host("research", "quenby-univ")
PUR_FILES = host("pure-files", "quenby-cdn")
pur = Portal(
    PUR,
    "Quenby University Research Portal",
    [
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
    ],
    [
        ("/en/about", "About web accessibility"),
        ("http://www.elsevier.test/pure", "Powered by Pure"),
    ],
    title_format="{title} — {name}",
)
PUR_TITLE = "Tidal energy siting under ecological constraints"
PUR_P = "/en/publications/tidal-energy-siting-under-ecological-constraints"


def _pur_sites() -> list[Site]:
    main = (
        f"<h1>{PUR_TITLE}</h1><p>{a('/en/persons/helena-farrow', 'Helena Farrow')}, "
        f"{a('/en/organisations/school-of-engineering', 'School of Engineering')}</p>"
        f"<nav class=tabs>{a(PUR_P, 'Overview')} {a(PUR_P + '/fingerprints', 'Fingerprint')}</nav>"
        f"<p>Research output: Contribution to journal › Article › peer-review</p>"
        f"<p>{a(f'http://{PUR_FILES}/ws/portalfiles/portal/88214501/Farrow_tidal_AAM.pdf', 'Farrow_tidal_AAM.pdf')} "
        "Accepted author manuscript, 2 MB</p>"
        f"<p>{a('http://doi.test/10.5555/renene.2023.04.011', '10.5555/renene.2023.04.011')}</p>"
        f"<p>Cite this: {a(PUR_P + '/export/bibtex', 'BibTeX')} {a(PUR_P + '/export/ris', 'RIS')}</p>"
        f"<h2>Similar</h2>{a('/en/publications/tidal-energy-siting-under-ecological-constraints-a-review', PUR_TITLE + ': a review')}"
    )
    pages: dict[str, object] = {
        PUR_P: pur.page(PUR_TITLE, main, head=citation_meta(PUR_TITLE, ["Farrow, Helena"], "2023")),
        PUR_P + "/fingerprints": pur.page(
            PUR_TITLE,
            f"<h1>{PUR_TITLE}</h1><p>Fingerprint: tidal stream 100%, benthic habitat 62%</p>",
        ),
        PUR_P + "/export/bibtex": text(f"@article{{x, title={{{PUR_TITLE}}}}}"),
        PUR_P + "/export/ris": text(f"TI  - {PUR_TITLE}"),
        "/en/persons/helena-farrow": pur.page("Helena Farrow", "<h1>Helena Farrow</h1>"),
        "/en/organisations/school-of-engineering": pur.page(
            "School of Engineering", "<h1>School</h1>"
        ),
        "/en/publications/tidal-energy-siting-under-ecological-constraints-a-review": pur.page(
            PUR_TITLE + ": a review", f"<h1>{PUR_TITLE}: a review</h1>"
        ),
    }
    cdn = files_host(
        PUR_FILES, {"/ws/portalfiles/portal/88214501/Farrow_tidal_AAM.pdf": pdf(PUR_TITLE, "AAM")}
    )
    return [site(pur, pages), cdn]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Omeka Classic

OMK = host("archive", "fennick-histsoc")
omk = Portal(
    OMK,
    "Fennick Historical Society Archive",
    [
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    [("/contact", "Contact"), ("http://omeka.test/", "Proudly powered by Omeka")],
    title_format="{title} · {name}",
)
OMK_TITLE = "Letter from Agnes Pryce to her sister, 14 March 1916"


def _omk_sites() -> list[Site]:
    main = (
        f"<h1>{OMK_TITLE}</h1><div id=item-images><img src='/files/fullsize/3f2a9c.jpg' alt='letter'></div>"
        "<div class=element-set><h3>Dublin Core</h3><p>Creator: Pryce, Agnes</p><p>Date: 1916-03-14</p></div>"
        f"<p>Collection: {a('/collections/show/7', 'Pryce family papers')}</p>"
        f"<p>Tags: {a('/items/browse?tags=wartime', 'wartime')} {a('/items/browse?tags=letters', 'letters')}</p>"
        f"<ul class=item-pagination>{a('/items/show/411', '← Previous Item')} {a('/items/show/413', 'Next Item →')}</ul>"
        f"<p>Citation: Pryce, Agnes, “{OMK_TITLE},” Fennick Historical Society Archive, accessed May 2, 2024.</p>"
    )
    pages: dict[str, object] = {
        "/items/show/412": omk.page(OMK_TITLE, main, head=generator("Omeka Classic 3.1")),
        "/files/fullsize/3f2a9c.jpg": image("image/jpeg"),
        "/collections/show/7": omk.page("Pryce family papers", "<h1>Pryce family papers</h1>"),
        "/items/show/411": omk.page("Postcard, 1915", "<h1>Postcard, 1915</h1>"),
        "/items/show/413": omk.page("Letter, April 1916", "<h1>Letter, April 1916</h1>"),
        "/items/browse?tags=wartime": omk.page("Browse Items", "<h1>wartime</h1>"),
        "/items/browse?tags=letters": omk.page("Browse Items", "<h1>letters</h1>"),
    }
    return [site(omk, pages)]  # type: ignore[arg-type]


SPI = "single_page_plus_ignored"
CASES = [
    make_case(
        "velmora_rdm_salinity",
        "InvenioRDM (dataset record, DOI entry)",
        "Single Hop",
        SPI,
        f"http://{RDM_DOI}/10.80213/velmora.4821",
        _rdm_truth(R1, ["profiles_2021-2023.csv", "README.pdf"], False),
        _rdm_sites,
        others={rdm.url(f"/records/{R1_OLD}"), rdm.url("/communities/estuary-obs")},
        landing=rdm.url(f"/records/{R1}"),
    ),
    make_case(
        "velmora_rdm_software",
        "InvenioRDM (software record, download all)",
        "Single Hop",
        SPI,
        rdm.url(f"/records/{R2}"),
        _rdm_truth(R2, ["salinator-1.4.0.zip", "manual.pdf", "example_cast.csv"], True),
        _rdm_sites,
        others={rdm.url("/communities/estuary-obs")},
    ),
    make_case(
        "hollowmere_figshare_transects",
        "institutional Figshare (dataset)",
        "Single Hop",
        SPI,
        fig.url(FIG_SLUG),
        {fig.url(FIG_SLUG), fig.url(f"/ndownloader/articles/{FIG_ID}/versions/1")}
        | {fig.url(f"/ndownloader/files/{f}") for f, _n in FIG_FILES}
        | {fig.url(f"/articles/export/{FIG_ID}/{x}") for x in FIG_EXPORTS},
        _fig_sites,
        others={fig.url(FIG_SIB_SLUG), fig.url("/collections/Hollowmere_field_campaigns/6012345")},
    ),
    make_case(
        "karsvik_dspace7_thesis",
        "DSpace 7 (thesis, Signposting, Handle entry)",
        "Single Hop",
        "signposting",
        f"http://{DS7_HDL}/11250/3042",
        {
            ds7.url(f"/items/{DS7_ITEM}"),
            ds7.url(f"/items/{DS7_ITEM}/full"),
            ds7.url(f"/server/api/core/items/{DS7_ITEM}/metadata.xml"),
        }
        | {ds7.url(f"/bitstreams/{b}/download") for b, _n in DS7_BITS},
        _ds7_sites,
        others={ds7.url("/collections/2b7e1f00-1d2c-4f3a-8e9b-0c1d2e3f4a5b")},
        landing=ds7.url(f"/items/{DS7_ITEM}"),
    ),
    make_case(
        "ostrevia_dspace6_report",
        "DSpace 6 XMLUI (report)",
        "Single Hop",
        SPI,
        ds6.url(DS6_H),
        {
            ds6.url(DS6_H),
            ds6.url(f"{DS6_H}?show=full"),
            ds6.url("/bitstream/handle/20.500.14022/7713/Report_7713.pdf?sequence=1&isAllowed=y"),
            ds6.url("/bitstream/handle/20.500.14022/7713/Photographs.zip?sequence=2&isAllowed=y"),
        },
        _ds6_sites,
        others={ds6.url("/handle/20.500.14022/12"), ds6.url("/handle/20.500.14022/7714")},
    ),
    make_case(
        "brackley_eprints_article",
        "EPrints (article)",
        "Single Hop",
        SPI,
        epr.url("/id/eprint/3318/"),
        {
            epr.url("/id/eprint/3318/"),
            epr.url("/id/eprint/3318/1/achterberg_2021_aam.pdf"),
            epr.url("/id/eprint/3318/2/supplementary_tables.docx"),
        }
        | {
            epr.url(f"/cgi/export/eprint/3318/{f}/brackley-eprint-3318.{e}") for f, e in EPR_EXPORTS
        },
        _epr_sites,
        others={epr.url("/view/divisions/educ/")},
    ),
    make_case(
        "tullworth_hyrax_interviews",
        "Samvera Hyrax (dataset work)",
        "Single Hop",
        SPI,
        hyr.url(HYR_W),
        {
            hyr.url(HYR_W),
            hyr.url(HYR_W + ".endnote"),
            hyr.url(HYR_W + ".ttl"),
            hyr.url(HYR_W + "/citation"),
            hyr.url(HYR_W + "/manifest"),
        }
        | {hyr.url(f"/concern/parent/9k41zd52x/file_sets/{i}") for i, _n in HYR_FS}
        | {hyr.url(f"/downloads/{i}") for i, _n in HYR_FS},
        _hyr_sites,
        others={hyr.url("/collections/7h149q54r")},
    ),
    make_case(
        "marrow_islandora_map",
        "Islandora 7 (map object)",
        "Single Hop",
        SPI,
        isl.url(ISL_OBJ),
        {isl.url(ISL_OBJ)}
        | {
            isl.url(f"{ISL_OBJ}/datastream/{d}")
            for d in ("OBJ/download", "JP2/download", "MODS/view", "DC/view")
        },
        _isl_sites,
        others={isl.url("/islandora/object/marrow:maps"), isl.url("/islandora/object/marrow:4410")},
    ),
    make_case(
        "quenby_pure_article",
        "Pure research portal (research output)",
        "Single Hop",
        SPI,
        pur.url(PUR_P),
        {
            pur.url(PUR_P),
            pur.url(PUR_P + "/fingerprints"),
            pur.url(PUR_P + "/export/bibtex"),
            pur.url(PUR_P + "/export/ris"),
            f"http://{PUR_FILES}/ws/portalfiles/portal/88214501/Farrow_tidal_AAM.pdf",
        },
        _pur_sites,
        others={
            pur.url("/en/publications/tidal-energy-siting-under-ecological-constraints-a-review")
        },
    ),
    make_case(
        "fennick_omeka_letter",
        "Omeka Classic (collection item)",
        "Single Artifact URI",
        "single_page",
        omk.url("/items/show/412"),
        {omk.url("/items/show/412")},
        _omk_sites,
        others={
            omk.url("/collections/show/7"),
            omk.url("/items/show/411"),
            omk.url("/items/show/413"),
        },
    ),
]
