"""Single-hop repository records of heldout109 (the seed's SSRN / bioRxiv / Figshare /
Zenodo rows: Single Page+ with Ignored URIs): EPrints preprint archives, a DSpace 6
thesis, a Figshare-for-institutions dataset and a CKAN dataset."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import host, pdf_file, text

# --- EPrints 3: an archive of preprints in ancient philosophy and science -------------------

EXPORTS = [
    ("BibTeX", "bib", "text/plain"),
    ("DC", "txt", "text/plain"),
    ("EndNote", "enw", "text/plain"),
    ("JSON", "js", "application/json"),
    ("METS", "xml", "text/xml"),
    ("RIS", "ris", "text/plain"),
    ("RDFXML", "rdf", "application/rdf+xml"),
    ("Text", "txt", "text/plain; charset=utf-8"),
]


def eprints_portal(hostname: str, name: str) -> Portal:
    return Portal(
        hostname,
        name,
        menu=[
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/view/year/", "Browse by Year"),
            ("/view/subjects/", "Browse by Subject"),
            ("/cgi/search/advanced", "Advanced search"),
            ("/cgi/users/home", "Deposit"),
        ],
        footer=[
            ("/policies.html", "Policies"),
            ("/contact.html", "Contact"),
            ("http://eprints.test/", "Powered by EPrints 3"),
        ],
        title_format="{title} - {name}",
    )


def eprint_page(
    p: Portal,
    eid: int,
    slug: str,
    title: str,
    creators: list[tuple[str, str]],
    abstract: str,
    docs: list[tuple[int, str, str]],
    subject: tuple[str, str],
    versions: list[int] = (),
) -> dict[str, object]:
    base = f"/id/eprint/{eid}/"
    pfx = p.name.split()[0].lower()
    head = (
        "".join(
            f'<link rel="alternate" href="/cgi/export/eprint/{eid}/{fmt}/{pfx}-eprint-{eid}.{ext}"'
            f' type="{ct}" title="{fmt}">'
            for fmt, ext, ct in EXPORTS
        )
        + f'<meta name="eprints.eprintid" content="{eid}"><meta name="eprints.title" '
        f'content="{title}">'
    )
    names = ", ".join(
        f'<a href="/view/creators/{c}.html"><span class="person_name">{n}</span></a>'
        for c, n in creators
    )
    files = "".join(
        f'<div class="ep_summary_page_document"><a class="ep_document_link" '
        f'href="{base}{pos}/{fn}"><img class="ep_doc_icon" src="/style/images/fileicons/'
        f'application_pdf.png" alt="[thumbnail]"></a><span class="document_format">{desc}'
        f'</span><br><a href="{base}{pos}/{fn}" class="ep_document_link">Download</a></div>'
        for pos, fn, desc in docs
    )
    vers = ""
    if versions:
        vers = (
            "<h3>Available Versions of this Item</h3><ul>"
            + "".join(
                f'<li><a href="/id/eprint/{v}/">earlier version (deposited)</a></li>'
                for v in versions
            )
            + "</ul>"
        )
    main = (
        f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{title}</h1>'
        f'<p style="margin-bottom: 1em">{names} (2026) {title}. [Preprint]</p>{files}'
        f'<h2>Abstract</h2><p class="ep_field_para">{abstract}</p>'
        '<table class="ep_summary_table" style="margin-bottom: 1em"><tr><th>Item Type:</th>'
        "<td>Preprint</td></tr><tr><th>Subjects:</th><td>"
        f'<a href="/view/subjects/{subject[0]}.html">{subject[1]}</a></td></tr>'
        '<tr><th>Depositing User:</th><td><a href="/cgi/users/home?screen=User::View&amp;'
        f'userid={eid % 977}"><span class="ep_name_citation">{creators[0][1]}</span></a></td>'
        f'</tr><tr><th>URI:</th><td><a href="{p.url(base)}">{p.url(base)}</a></td></tr></table>'
        f"{vers}"
        '<h3>Export/Citation:</h3><form method="get" action="/cgi/export_redirect">'
        f'<input name="eprintid" value="{eid}" type="hidden"><select name="format">'
        + "".join(f'<option value="{fmt}">{fmt}</option>' for fmt, _e, _c in EXPORTS)
        + '</select><input type="submit" value="Export"></form>'
        '<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint%3A%3AView&amp;'
        f'eprintid={eid}">View Item</a></div>'
    )
    pages: dict[str, object] = {base: p.page(title, main, head=head, share=p.url(base))}
    for pos, fn, _d in docs:
        pages[f"{base}{pos}/{fn}"] = pdf_file(title, f"{pos}/{fn}")
    for fmt, ext, ct in EXPORTS:
        pages[f"/cgi/export/eprint/{eid}/{fmt}/{pfx}-eprint-{eid}.{ext}"] = text(
            f"{fmt} record of eprint {eid}: {title}\n", ct
        )
    for v in versions:
        pages[f"/id/eprint/{v}/"] = p.page(f"{title} (earlier version)", f"<h1>{title}</h1>")
    return pages


def eprint_truth(p: Portal, eid: int, docs: list[tuple[int, str, str]]) -> list[str]:
    base = f"/id/eprint/{eid}/"
    pfx = p.name.split()[0].lower()
    return (
        [p.url(base)]
        + [p.url(f"{base}{pos}/{fn}") for pos, fn, _d in docs]
        + [
            p.url(f"/cgi/export/eprint/{eid}/{fmt}/{pfx}-eprint-{eid}.{ext}")
            for fmt, ext, _c in EXPORTS
        ]
    )


APA = eprints_portal(host("archive", "ancphilsci"), "ANCPHILSCI Archive")
APA.home_main = "<h1>ANCPHILSCI Archive</h1><p>Preprints in ancient philosophy and science.</p>"
APA_DOCS = [(1, "Marchetti_Ptolemy_Harmonics.pdf", "Text")]
APA_DOCS2 = [
    (1, "Okafor_Galen_demonstration_v2.pdf", "Text"),
    (2, "Okafor_Galen_appendix_tables.pdf", "Other"),
]
APA_PAGES = {
    **eprint_page(
        APA,
        24518,
        "ptolemy",
        "Ptolemy on the Criterion of Truth in the Harmonics",
        [("Marchetti=3ALuca=3A=3A", "Marchetti, Luca")],
        "I reconstruct the account of the criterion in Harmonics I.1-2 ...",
        APA_DOCS,
        ("hist-ancient", "Ancient and Medieval Science"),
    ),
    **eprint_page(
        APA,
        24602,
        "galen",
        "Galen on Demonstration and the Axiomatic Method",
        [("Okafor=3AAdaeze=3A=3A", "Okafor, Adaeze"), ("Lindqvist=3AOla=3A=3A", "Lindqvist, Ola")],
        "Galen's lost On Demonstration is reconstructed from ...",
        APA_DOCS2,
        ("logic-ancient", "Ancient Logic"),
        versions=[23977],
    ),
}

THEO = eprints_portal(host("eprints", "divinityschool"), "Divinity School Research Archive")
THEO.home_main = "<h1>Divinity School Research Archive</h1>"
THEO_DOCS = [(1, "WP-2026-03_Ephrem_Madrashe.pdf", "Text")]
THEO_PAGES = eprint_page(
    THEO,
    1187,
    "ephrem",
    "Working Paper 2026-03: Ephrem the Syrian and the Poetics of the Madrashe",
    [("Haddad=3ASamira=3A=3A", "Haddad, Samira")],
    "This working paper examines the hymnic form of the madrasha ...",
    THEO_DOCS,
    ("patristics", "Patristics and Early Christianity"),
)


def apa() -> list[Site]:
    return [APA.site(APA_PAGES)]


def theo() -> list[Site]:
    return [THEO.site(THEO_PAGES)]


# --- DSpace 6 (XMLUI, Mirage 2): a doctoral thesis in theology --------------------------

DS6 = Portal(
    host("repository", "st-andrews-div"),
    "Research Repository",
    menu=[
        ("/", "Home"),
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
        ("/browse?type=subject", "Subjects"),
    ],
    footer=[
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
        ("http://www.dspace.test", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Research Repository",
)
_H = "/handle/10023/31877"
_BIT = "/bitstream/handle/10023/31877/Thesis-Benedict-Oyelaran-complete-version.pdf"
_BITQ = _BIT + "?sequence=1&isAllowed=y"
_LIC = "/bitstream/handle/10023/31877/license.txt?sequence=2&isAllowed=y"
DS6_TITLE = "Divine impassibility and the cry of dereliction in Cyril of Alexandria"
DS6_ITEM = DS6.page(
    DS6_TITLE,
    '<div id="ds-body"><ul class="breadcrumb"><li><a href="/">Research Repository</a></li>'
    '<li><a href="/handle/10023/4">School of Divinity</a></li><li><a href="/handle/10023/91">'
    "Divinity Theses</a></li><li>View Item</li></ul>"
    f'<h2 class="page-header first-page-header">{DS6_TITLE}</h2>'
    '<div class="row"><div class="col-sm-4"><div class="item-page-field-wrapper table">'
    '<h5>Files</h5><div><a href="' + _BITQ.replace("&", "&amp;") + '"><i aria-hidden="true" '
    'class="glyphicon glyphicon-file"></i> Thesis-Benedict-Oyelaran-complete-version.pdf '
    "(1.847Mb)</a></div></div>"
    '<div class="simple-item-view-date word-break item-page-field-wrapper table"><h5>Date</h5>'
    "2025-11-29</div>"
    '<div class="simple-item-view-authors item-page-field-wrapper table"><h5>Author</h5>'
    '<div><a href="/browse?type=author&amp;value=Oyelaran%2C+Benedict">Oyelaran, Benedict</a>'
    "</div></div>"
    '<div class="simple-item-view-show-full item-page-field-wrapper table"><h5>Metadata</h5>'
    f'<a href="{_H}?show=full">Show full item record</a></div></div>'
    '<div class="col-sm-8"><div class="simple-item-view-description"><h5>Abstract</h5>'
    "<div>This thesis reads Cyril's exegesis of Matthew 27:46 ...</div></div>"
    '<div class="simple-item-view-uri item-page-field-wrapper table"><h5>URI</h5>'
    '<a href="http://hdl.handle.test/10023/31877">http://hdl.handle.test/10023/31877</a>'
    '</div><div class="simple-item-view-collections item-page-field-wrapper table">'
    '<h5>Collections</h5><ul class="ds-referenceSet-list"><li><a href="/handle/10023/91">'
    "Divinity Theses</a> [412]</li></ul></div></div></div>"
    '<div class="license-info table"><p>Items in the Repository are protected by copyright, '
    "with all rights reserved, unless otherwise indicated.</p></div>"
    f'<a href="{_H}/statistics">View Usage Statistics</a></div>',
    head='<link rel="schema.DCTERMS" href="http://purl.org/dc/terms/">'
    f'<meta name="DC.title" content="{DS6_TITLE}"><meta name="citation_pdf_url" '
    f'content="{DS6.url(_BIT)}">',
)
DS6_FULL = DS6.page(
    DS6_TITLE,
    f'<h2>{DS6_TITLE}</h2><table class="ds-includeSet-table detailtable table"><tr>'
    f"<td>dc.contributor.advisor</td><td>Marsh, Gwen</td></tr><tr><td>dc.title</td><td>"
    f"{DS6_TITLE}</td></tr><tr><td>dc.type</td><td>Thesis</td></tr></table>"
    f'<h5>Files in this item</h5><a href="{_BITQ.replace("&", "&amp;")}">Thesis PDF</a> '
    f'<a href="{_LIC.replace("&", "&amp;")}">license.txt</a>'
    f'<p><a href="{_H}">Show simple item record</a></p>',
)


def ds6() -> list[Site]:
    return [
        DS6.site(
            {
                _H: DS6_ITEM,
                _H + "?show=full": DS6_FULL,
                _BIT: pdf_file(DS6_TITLE, "PhD thesis, 2025"),
                _LIC: text("NON-EXCLUSIVE DISTRIBUTION LICENSE\n"),
                "/handle/10023/91": DS6.page("Divinity Theses", "<h1>Divinity Theses</h1>"),
            }
        )
    ]


# --- Figshare for institutions: a dataset of a papyrology project -------------------------

FIG = Portal(
    host("sas", "figshare-inst"),
    "School of Advanced Study",
    menu=[
        ("/", "Home"),
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/projects", "Projects"),
        ("/about", "About"),
    ],
    footer=[
        ("http://figshare.test/", "Powered by Figshare"),
        ("/privacy", "Privacy Policy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title}",
    home_title="School of Advanced Study",
)
_FSLUG = "/articles/dataset/Scribal_hands_in_the_Oxyrhynchus_tax_registers/28411907"
_FFILES = [
    ("51927734", "hands_catalogue.csv", "text/csv"),
    ("51927737", "palaeographic_features.csv", "text/csv"),
    ("51927740", "README.txt", "text/plain"),
]
FIG_TITLE = "Scribal hands in the Oxyrhynchus tax registers"
FIG_ITEM = FIG.page(
    FIG_TITLE,
    f'<div class="item-page"><h2 class="title">{FIG_TITLE}</h2>'
    '<div class="meta">Dataset posted on 2026-01-14, 09:12 authored by '
    '<a href="/authors/Chiara_Vitale/16220315">Chiara Vitale</a>, '
    '<a href="/authors/Tomas_Navarro/16220318">Tomas Navarro</a></div>'
    '<div class="files"><h3>Files</h3><ul>'
    + "".join(
        f'<li><span>{fn}</span> <a href="/ndownloader/files/{fid}" download>Download</a></li>'
        for fid, fn, _c in _FFILES
    )
    + '</ul><a class="download-all" href="/ndownloader/articles/28411907/versions/2">'
    "Download all (2.81 MB)</a></div>"
    '<div class="description"><p>Catalogue of 214 scribal hands identified in P.Oxy. tax '
    "registers ...</p></div>"
    '<div class="cite"><h3>Cite</h3><p>Vitale, Chiara; Navarro, Tomas (2026). Scribal hands '
    "in the Oxyrhynchus tax registers. School of Advanced Study. Dataset. "
    '<a href="https://doi.test/10.14296/sas.28411907.v2">https://doi.test/10.14296/sas.'
    "28411907.v2</a></p></div>"
    '<div class="categories"><h3>Categories</h3><a href="/categories/'
    'Classical_Greek_and_Roman_history/24537">Classical Greek and Roman history</a></div>'
    '<div class="keywords"><h3>Keywords</h3><a href="/search?q=:keyword:%20%22papyrology%22">'
    'papyrology</a> <a href="/search?q=:keyword:%20%22palaeography%22">palaeography</a></div>'
    '<div class="licence"><h3>Licence</h3><a href="http://creativecommons.test/licenses/by/4.0/">'
    'CC BY 4.0</a></div><div class="versions"><h3>Version 2</h3><a href="'
    + _FSLUG
    + '/1">Version 1 - 2025-09-30</a></div></div>',
    share=FIG.url(_FSLUG),
)


def fig() -> list[Site]:
    return [
        FIG.site(
            {
                _FSLUG: FIG_ITEM,
                _FSLUG + "/1": FIG.page(FIG_TITLE, f"<h2>{FIG_TITLE}</h2><p>Version 1</p>"),
                **{f"/ndownloader/files/{fid}": text(f"{fn}\n", c) for fid, fn, c in _FFILES},
                "/ndownloader/articles/28411907/versions/2": text("PK\x03\x04", "application/zip"),
            }
        )
    ]


# --- CKAN (with ckanext-dcat): an open-data dataset of curse tablets -----------------------

CKAN = Portal(
    host("data", "epigraphy-hub"),
    "Epigraphy Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
        ("/api/3", "API"),
    ],
    footer=[
        ("/about", "About Epigraphy Open Data"),
        ("http://docs.ckan.test/", "CKAN API"),
        ("http://ckan.test/", "CKAN Association"),
        ("http://opendefinition.test/od/", "Open Data"),
    ],
    title_format="{title} - {name}",
    home_main='<h1>Epigraphy Open Data</h1><a href="/dataset/ephesos-graffiti">Graffiti '
    "from Terrace House 2</a>",
)
_DS = "/dataset/curse-tablets-uley"
_DSID = "0c5d1e2a-8b7f-4e21-9a6d-3f2b1c0e9d84"
_RES = [
    ("6a2f0b7e-1c3d-4f5a-8b9c-0d1e2f3a4b5c", "Tablets catalogue", "uley-tablets.csv", "text/csv"),
    (
        "9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b",
        "Transcriptions (EpiDoc)",
        "uley-epidoc.zip",
        "application/zip",
    ),
    (
        "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
        "Data dictionary",
        "uley-dictionary.pdf",
        "application/pdf",
    ),
]
_DCAT = [
    (".rdf", "application/rdf+xml"),
    (".ttl", "text/turtle"),
    (".jsonld", "application/ld+json"),
]


def _dl(rid: str, fn: str) -> str:
    return f"/dataset/{_DSID}/resource/{rid}/download/{fn}"


CKAN_DS = CKAN.page(
    "Curse tablets from the temple of Mercury at Uley",
    '<div class="module-content"><ol class="breadcrumb"><li><a href="/">Home</a></li>'
    '<li><a href="/organization/">Organizations</a></li><li><a href="/organization/'
    'uley-project">Uley Tablets Project</a></li><li class="active"><a href="' + _DS + '">'
    "Curse tablets from the temple...</a></li></ol>"
    '<h1 class="heading">Curse tablets from the temple of Mercury at Uley</h1>'
    '<div class="notes embedded-content"><p>Catalogue and transcriptions of the 140 lead '
    "defixiones from West Hill, Uley.</p></div>"
    '<section id="dataset-resources" class="resources"><h2>Data and Resources</h2>'
    '<ul class="resource-list">'
    + "".join(
        f'<li class="resource-item" data-id="{rid}"><a class="heading" href="{_DS}/resource/'
        f'{rid}" title="{name}">{name}<span class="format-label">{fn.rsplit(".", 1)[1]}'
        '</span></a><div class="dropdown btn-group"><ul class="dropdown-menu">'
        f'<li><a class="dropdown-item" href="{_DS}/resource/{rid}">More information</a></li>'
        f'<li><a class="dropdown-item resource-url-analytics" href="{_dl(rid, fn)}">Download'
        "</a></li></ul></div></li>"
        for rid, name, fn, _c in _RES
    )
    + '</ul></section><section class="tags"><ul class="tag-list">'
    '<li><a class="tag" href="/dataset/?tags=defixiones">defixiones</a></li>'
    '<li><a class="tag" href="/dataset/?tags=Roman+Britain">Roman Britain</a></li></ul>'
    '</section><section class="additional-info"><h3>Additional Info</h3><table><tr>'
    '<th>Source</th><td><a href="http://uley-project.test/">uley-project.test</a></td></tr>'
    "<tr><th>Version</th><td>1.2</td></tr></table></section></div>"
    '<aside class="secondary"><section class="module module-narrow"><h2>Organization</h2>'
    '<a href="/organization/uley-project">Uley Tablets Project</a></section>'
    '<section class="module"><a href="/dataset/activity/curse-tablets-uley">Activity Stream'
    '</a> <a href="/dataset/groups/curse-tablets-uley">Groups</a></section>'
    '<section class="module module-narrow module-shallow license"><h2>License</h2>'
    '<a href="http://opendefinition.test/licenses/cc-by/">Creative Commons Attribution</a>'
    "</section></aside>",
    head="".join(f'<link rel="alternate" type="{ct}" href="{_DS}{ext}">' for ext, ct in _DCAT),
    share=CKAN.url(_DS),
)


def ckan() -> list[Site]:
    pages: dict[str, object] = {_DS: CKAN_DS}
    for rid, name, fn, ct in _RES:
        pages[f"{_DS}/resource/{rid}"] = CKAN.page(
            f"{name} - Curse tablets from the temple of Mercury at Uley",
            f'<h1>{name}</h1><p class="text-muted ellipsis">URL: <a href="{_dl(rid, fn)}">'
            f'{CKAN.url(_dl(rid, fn))}</a></p><a class="btn btn-primary resource-url-analytics"'
            f' href="{_dl(rid, fn)}">Download</a><p><a href="{_DS}">Curse tablets from the '
            "temple of Mercury at Uley</a></p>",
        )
        pages[_dl(rid, fn)] = text(f"{fn}\n", ct)
    for ext, ct in _DCAT:
        pages[_DS + ext] = text(f"dcat:Dataset {_DS}\n", ct)
    pages["/organization/uley-project"] = CKAN.page("Uley Tablets Project", "<h1>Uley</h1>")
    return [CKAN.site(pages)]


CASES: list[Case] = [
    # Preprint archive (the seed's SSRN / bioRxiv rows): the PDF and the export formats
    # (bibliographic metadata, as in the seed's Figshare example) are one hop away, the
    # ignored list takes the menu and footer; author/subject/depositor pages remain extras.
    # Truth: abstract page, the PDF, the eight export records.
    case(
        "eprints-ptolemy",
        "EPrints (preprint archive for ancient philosophy and science)",
        "Single Hop",
        "single_page_plus_ignored",
        APA.url("/id/eprint/24518/"),
        eprint_truth(APA, 24518, APA_DOCS),
        apa,
    ),
    # Same archive, a two-document preprint with an earlier version (another artifact).
    case(
        "eprints-galen",
        "EPrints (preprint archive for ancient philosophy and science)",
        "Single Hop",
        "single_page_plus_ignored",
        APA.url("/id/eprint/24602/"),
        eprint_truth(APA, 24602, APA_DOCS2),
        apa,
        others=[APA.url("/id/eprint/23977/")],
    ),
    # A working-paper series on another EPrints installation: same decision, same shape.
    case(
        "eprints-ephrem-wp",
        "EPrints (divinity school working-paper series)",
        "Single Hop",
        "single_page_plus_ignored",
        THEO.url("/id/eprint/1187/"),
        eprint_truth(THEO, 1187, THEO_DOCS),
        theo,
    ),
    # DSpace 6 thesis: the PDF and the full item record are one hop away; the collection,
    # author browse and statistics are extras the ignored list does not remove. The licence
    # bitstream is only on the full record (two hops): outside. Truth: item, full, PDF.
    case(
        "dspace6-cyril-thesis",
        "DSpace (6.x XMLUI institutional repository)",
        "Single Hop",
        "single_page_plus_ignored",
        DS6.url(_H),
        [DS6.url(_H), DS6.url(_H + "?show=full"), DS6.url(_BITQ)],
        ds6,
        others=[DS6.url("/handle/10023/91")],
    ),
    # Figshare (the seed's own Single Page+ with Ignores example): the files and the
    # download-all archive; author, category, keyword pages and version 1 are not it.
    case(
        "figshare-scribal-hands",
        "Figshare for institutions (dataset)",
        "Single Hop",
        "single_page_plus_ignored",
        FIG.url(_FSLUG),
        [FIG.url(_FSLUG)]
        + [FIG.url(f"/ndownloader/files/{fid}") for fid, _f, _c in _FFILES]
        + [FIG.url("/ndownloader/articles/28411907/versions/2")],
        fig,
        others=[FIG.url(_FSLUG + "/1")],
    ),
    # CKAN dataset: resource pages, downloads (under the dataset's UUID, not its name, so
    # no path rule) and the DCAT exports are one hop away. Organization, tags, activity and
    # groups are extras. Truth: dataset, 3 resource pages, 3 downloads, 3 DCAT records.
    case(
        "ckan-uley-defixiones",
        "CKAN (open data portal, epigraphic datasets)",
        "Single Hop",
        "single_page_plus_ignored",
        CKAN.url(_DS),
        [CKAN.url(_DS)]
        + [CKAN.url(f"{_DS}/resource/{r}") for r, _n, _f, _c in _RES]
        + [CKAN.url(_dl(r, f)) for r, _n, f, _c in _RES]
        + [CKAN.url(_DS + e) for e, _c in _DCAT],
        ckan,
    ),
]
