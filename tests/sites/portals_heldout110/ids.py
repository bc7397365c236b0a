"""heldout110 identifier families: a review registry, a review library on Literatum and a
clinical-skills video platform whose artifact URIs all carry one identifier (Significant
String from URI), and repositories that announce their boundary in HTTP Link headers
(Signposting: DSpace 7, InvenioRDM, Dataverse 6)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import binary, csv_file, host, image_file, other, pdf_file, signposted, text_file, ul

# --- Systematic-review registry (PROSPERO-style): a registered review record ----------------

RG = Portal(
    host("register", "crd-reviews"),
    "International Register of Systematic Reviews",
    menu=[
        ("/PROSPERO/", "Home"),
        ("/PROSPERO/search", "Search"),
        ("/PROSPERO/register", "Register a review"),
        ("/PROSPERO/guidance", "Guidance"),
    ],
    footer=[
        ("/PROSPERO/accessibility", "Accessibility"),
        ("/PROSPERO/privacy", "Privacy"),
        ("/PROSPERO/contact", "Contact"),
    ],
    title_format="{name} | {title}",
)
RG_ID = "CRD420250654321"
RG_E = f"/PROSPERO/view/{RG_ID}"
RG_VERS = [f"{RG_E}/versions", f"{RG_E}/versions/1", f"{RG_E}/versions/2"]
RG_MORE = [
    f"/PROSPERO/export/pdf?id={RG_ID}",
    f"/PROSPERO/export/ris?id={RG_ID}",
    f"/PROSPERO/documents/{RG_ID}_search_strategy.pdf",
]
RG_OTHER = "/PROSPERO/view/CRD420250611110"


def rg_build() -> list[Site]:
    t = "Texture-modified diets and thickened fluids for dysphagia after stroke: a systematic review"
    entry = RG.page(
        f"Record {RG_ID}",
        f"""<h1>{t}</h1><p class="record-id">{RG_ID}</p><p>Registered 3 March 2025, last updated
20 January 2026 (version 2). <a href="{RG_VERS[0]}">Version history</a></p>
<p>Export: <a href="{RG_MORE[0]}">PDF</a> <a href="{RG_MORE[1]}">RIS</a></p>
<h2>Review question</h2><p>In adults with post-stroke dysphagia, do texture-modified diets
reduce aspiration pneumonia?</p><h2>Searches</h2><p>MEDLINE, CINAHL, Embase. <a href="{RG_MORE[2]}">Search
strategy (PDF)</a></p><h2>Condition</h2><a href="/PROSPERO/search?condition=Dysphagia">Dysphagia</a>
<h2>Similar records</h2><a href="{RG_OTHER}">Thickened fluids in dementia care</a>""",
    )
    pages: dict[str, object] = {
        RG_E: entry,
        RG_VERS[0]: RG.page(
            f"Versions of {RG_ID}",
            ul(
                [
                    (RG_VERS[1], "Version 1, 3 March 2025"),
                    (RG_VERS[2], "Version 2, 20 January 2026"),
                ]
            ),
        ),
        RG_VERS[1]: RG.page(f"{RG_ID} version 1", f"<h1>{t}</h1><p>Version 1</p>"),
        RG_VERS[2]: RG.page(f"{RG_ID} version 2", f"<h1>{t}</h1><p>Version 2</p>"),
        RG_MORE[0]: pdf_file(f"Record {RG_ID}"),
        RG_MORE[1]: text_file(
            f"TY  - GEN\nID  - {RG_ID}\nER  -\n", "application/x-research-info-systems"
        ),
        RG_MORE[2]: pdf_file("Search strategy"),
        RG_OTHER: other(RG, "Thickened fluids in dementia care"),
    }
    return [RG.site(pages)]  # type: ignore[arg-type]


# --- Atypon Literatum: a Cochrane-style review library ------------------------------------

LT = Portal(
    host("www", "evidencelibrary"),
    "The Evidence Library",
    menu=[
        ("/cdsr/reviews", "Cochrane-style reviews"),
        ("/central", "Trials"),
        ("/about/about-the-library", "About"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about/terms", "Terms and conditions"),
        ("/about/privacy", "Privacy"),
        ("/about/cookies", "Cookies"),
    ],
    title_format="{title} | {name}",
)
LT_S = "CD015123.pub2"
LT_B = f"/cdsr/doi/10.1002/14651858.{LT_S}"
LT_E = LT_B + "/full"
LT_TABS = [LT_B + "/abstract", LT_B + "/references", LT_B + "/information", LT_B + "/epdf/full"]
LT_PDF = LT_B + "/pdf/full"
LT_FIGS = [LT_B + f"/media/CDSR/CD015123/image_n/nCD015123-FIG-0{i}.png" for i in (1, 2)]
LT_CIT = f"/action/showCitFormats?doi=10.1002%2F14651858.{LT_S}"
LT_RIS = f"/action/downloadCitation?doi=10.1002%2F14651858.{LT_S}&format=ris"
LT_OTHERS = [
    "/cdsr/doi/10.1002/14651858.CD015123.pub1/full",
    "/cdsr/doi/10.1002/14651858.CD013377.pub3/full",
]


def lt_build() -> list[Site]:
    t = "Oral care with chlorhexidine for critically ill adults receiving mechanical ventilation"
    tabs = ul(
        [
            (LT_E, "Full"),
            (LT_TABS[0], "Abstract"),
            (LT_TABS[1], "References"),
            (LT_TABS[2], "Information"),
        ],
        "tabs",
    )
    figs = "".join(
        f'<figure><img src="{f.replace("image_n", "image_t")}" alt=""><a href="{f}">Open in figure viewer</a></figure>'
        for f in LT_FIGS
    )
    entry = LT.page(
        t,
        f"""<h1 class="publication-title">{t}</h1><p>Cochrane-style Systematic Review - Intervention,
Version published: 12 February 2026. <a href="/action/doSearch?ContribAuthorStored=Lau%2C+Wing">Wing Lau</a></p>
{tabs}<div class="tools"><a href="{LT_PDF}">Download PDF</a> <a href="{LT_TABS[3]}">ePDF</a>
<a href="{LT_CIT}">Cite this review</a></div>
<section class="abstract"><h2>Abstract</h2><p>Chlorhexidine mouthwash or gel probably reduces
ventilator-associated pneumonia...</p></section>{figs}
<section class="versions">Other versions: <a href="{LT_OTHERS[0]}">2023, protocol</a></section>
<section class="related">Related reviews: <a href="{LT_OTHERS[1]}">Toothbrushing for ventilated adults</a></section>""",
    )
    pages: dict[str, object] = {
        LT_E: entry,
        LT_TABS[0]: LT.page(t + " - Abstract", f"<h1>{t}</h1>{tabs}<p>Abstract.</p>"),
        LT_TABS[1]: LT.page(
            t + " - References", f"<h1>{t}</h1>{tabs}<ol><li>Author 2019</li></ol>"
        ),
        LT_TABS[2]: LT.page(
            t + " - Information", f"<h1>{t}</h1>{tabs}<p>DOI: 10.1002/14651858.{LT_S}</p>"
        ),
        LT_TABS[3]: LT.page(
            t + " - ePDF", f'<div class="epdf-viewer"><a href="{LT_PDF}">Download</a></div>'
        ),
        LT_PDF: pdf_file(t),
        LT_CIT: LT.page(
            "Download citation",
            f'<h1>Download citation</h1><a href="{LT_RIS.replace("&", "&amp;")}">RIS (EndNote, Zotero)</a>',
        ),
        LT_RIS: text_file(
            f"TY  - JOUR\nDO  - 10.1002/14651858.{LT_S}\nER  -\n",
            "application/x-research-info-systems",
        ),
        LT_OTHERS[0]: other(LT, "Oral care with chlorhexidine (protocol)"),
        LT_OTHERS[1]: other(LT, "Toothbrushing for ventilated adults"),
    }
    for f in LT_FIGS:
        pages[f] = image_file()
        pages[f.replace("image_n", "image_t")] = image_file()
    return [LT.site(pages)]  # type: ignore[arg-type]


# --- Kaltura MediaSpace: a university clinical-skills video with attachments ---------------

KM = Portal(
    host("mediaspace", "clinskills-video"),
    "Clinical Skills MediaSpace",
    menu=[
        ("/home", "Home"),
        ("/channels", "Channels"),
        ("/my-media", "My Media"),
        ("/user/login", "Guest"),
    ],
    footer=[("/terms", "Terms of use"), ("http://corp.kaltura.test/", "Powered by Kaltura")],
    title_format="{title} - {name}",
)
KCDN = host("cdnapi", "clinskills-video")
KM_ID = "1_x7k2p9qa"
KM_E = f"/media/Hand+hygiene+the+WHO+five+moments/{KM_ID}"
KM_ATT = f"/attachments/list/entryid/{KM_ID}"
KM_CDN = [
    f"http://{KCDN}/p/2047/sp/204700/playManifest/entryId/{KM_ID}/format/download/protocol/http/flavorParamIds/0",
    f"http://{KCDN}/api_v3/index.php/service/caption_captionasset/action/serveByEntryId/entryId/{KM_ID}/captionParamId/0",
    f"http://{KCDN}/api_v3/index.php/service/attachment_attachmentasset/action/serve/entryId/{KM_ID}/attachmentAssetId/1_att55k1z/five-moments-checklist.pdf",
]
KM_OTHERS = [
    "/media/Donning+and+doffing+PPE/1_pp3ewq8m",
    "/channel/Clinical+Skills+-+Infection+Control/2204518",
]


def km_build() -> list[Site]:
    t = "Hand hygiene: the WHO five moments"
    entry = KM.page(
        t,
        f"""<div id="entryTitle"><h1>{t}</h1></div>
<iframe id="kplayer" src="http://{KCDN}/p/2047/embedPlaykitJs/uiconf_id/48211/partner_id/2047?entry_id={KM_ID}"></iframe>
<ul id="entry-tabs"><li><a href="{KM_ATT}">Attachments</a></li>
<li><a href="{KM_CDN[0]}">Download</a></li><li><a href="{KM_CDN[1]}">Captions (English)</a></li></ul>
<div id="entry-description"><p>Demonstration for first-year nursing and physiotherapy
students. Tags: <a href="/tag/tagid/hand+hygiene">hand hygiene</a></p></div>
<div class="published-in">Published in: <a href="{KM_OTHERS[1]}">Clinical Skills - Infection Control</a></div>
<div id="related"><h3>Related media</h3><a href="{KM_OTHERS[0]}">Donning and doffing PPE</a></div>""",
    )
    att = KM.page(
        f"Attachments - {t}",
        f'<h1>Attachments</h1>{ul([(KM_CDN[2], "five-moments-checklist.pdf")])}<a href="{KM_E}">Back to media</a>',
    )
    cdn = {
        KM_CDN[0].split(KCDN, 1)[1]: binary("video/mp4", 4096),
        KM_CDN[1].split(KCDN, 1)[1]: text_file(
            "1\n00:00:00,000 --> 00:00:03,000\nHand hygiene\n", "application/x-subrip"
        ),
        KM_CDN[2].split(KCDN, 1)[1]: pdf_file("Five moments checklist"),
        "/p/2047/embedPlaykitJs/uiconf_id/48211/partner_id/2047": binary("text/html", 64),
    }
    pages: dict[str, object] = {KM_E: entry, KM_ATT: att}
    pages.update({o: other(KM, o.split("/")[2].replace("+", " ")) for o in KM_OTHERS})
    return [KM.site(pages), Site(KCDN, cdn)]  # type: ignore[arg-type]


# --- DSpace 7 (Angular, signposting): a nursing doctoral thesis --------------------------

D7 = Portal(
    host("repository", "harbour-nursing"),
    "Harbour University Repository",
    menu=[
        ("/community-list", "Communities and Collections"),
        ("/browse/dateissued", "Browse by issue date"),
        ("/statistics", "Statistics"),
        ("/login", "Log In"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
)
D7_ITEM = "3f1c9e2a-6b7d-4e8f-a1c2-5d9e0b7f4a31"
D7_E = f"/items/{D7_ITEM}"
D7_BS = [
    "/bitstreams/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/download",
    "/bitstreams/0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e/download",
]
D7_DESC = f"/server/signposting/describedby/{D7_ITEM}"


def d7_build() -> list[Site]:
    t = "Compassion fatigue among paediatric oncology nurses: a grounded theory study"
    links = [
        ("http://hdl.test/10568/8841", "cite-as", ""),
        ("https://orcid.test/0000-0002-4411-2090", "author", ""),
        (D7.url(D7_BS[0]), "item", "application/pdf"),
        (D7.url(D7_BS[1]), "item", "application/pdf"),
        (D7.url(D7_DESC), "describedby", "application/vnd.datacite.datacite+xml"),
        ("http://creativecommons.test/licenses/by-nc-nd/4.0/", "license", ""),
        ("https://schema.test/Thesis", "type", ""),
        ("https://schema.test/AboutPage", "type", ""),
    ]
    head = "".join(
        f'<link href="{u}" rel="{r}"' + (f' type="{ty}"' if ty else "") + ">" for u, r, ty in links
    )
    main = f"""<ds-item-page><h1 class="item-page-title-field">{t}</h1>
<div class="item-page-field"><h2>Files</h2>{ul([(D7_BS[0], "Lynch_PhD_2024.pdf (3.2 MB)"), (D7_BS[1], "Lynch_PhD_2024_interview_guide.pdf (180 KB)")])}</div>
<div class="item-page-field"><h2>Authors</h2><a href="/browse/author?value=Lynch,%20Aoife">Lynch, Aoife</a></div>
<div class="item-page-field"><h2>URI</h2><a href="http://hdl.test/10568/8841">http://hdl.test/10568/8841</a></div>
<div class="item-page-field"><h2>Collections</h2><a href="/collections/5d2e1f0a-8b9c-4d3e-a2f1-6e7d8c9b0a1f">PhD theses, School of Nursing</a></div>
<a class="btn" href="{D7_E}/full">Full item page</a></ds-item-page>"""
    pages: dict[str, object] = {
        D7_E: signposted(D7.page(t, main, head=head), links),
        D7_E + "/full": D7.page(
            t, f"<h1>{t}</h1><table><tr><td>dc.title</td><td>{t}</td></tr></table>"
        ),
        D7_BS[0]: pdf_file(t),
        D7_BS[1]: pdf_file("Interview guide"),
        D7_DESC: text_file(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{t}</title></titles></resource>\n',
            "application/vnd.datacite.datacite+xml",
        ),
        "/collections/5d2e1f0a-8b9c-4d3e-a2f1-6e7d8c9b0a1f": other(
            D7, "PhD theses, School of Nursing"
        ),
    }
    return [D7.site(pages)]  # type: ignore[arg-type]


# --- InvenioRDM (signposting): a dental school's research data record ----------------------

IR = Portal(
    host("rdm", "dental-school"),
    "Dental School Research Data",
    menu=[
        ("/search", "Search records"),
        ("/communities", "Communities"),
        ("/uploads", "My dashboard"),
        ("/login/", "Log in"),
    ],
    footer=[
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title} | {name}",
)
IR_ID = "abcd1-ef234"
IR_E = f"/records/{IR_ID}"
IR_FILES = ["intraoral_scan_protocol.pdf", "scan_measurements.csv"]
IR_API = f"/api/records/{IR_ID}"


def ir_build() -> list[Site]:
    t = "Accuracy of intraoral scanners for full-arch implant impressions: measurement data"
    items = [
        (
            IR.url(f"{IR_E}/files/{f}"),
            "item",
            "application/pdf" if f.endswith("pdf") else "text/csv",
        )
        for f in IR_FILES
    ]
    links = [
        ("https://doi.test/10.5281/rdm.88213", "cite-as", ""),
        ("https://orcid.test/0000-0001-7777-1234", "author", ""),
        *items,
        (IR.url(IR_API), "describedby", "application/dcat+xml"),
        (IR.url(IR_API), "describedby", "application/vnd.datacite.datacite+json"),
        (IR.url(IR_API), "linkset", "application/linkset+json"),
        ("https://schema.test/Dataset", "type", ""),
        ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", ""),
    ]
    head = "".join(
        f'<link rel="{r}" href="{u}"' + (f' type="{ty}"' if ty else "") + ">"
        for u, r, ty in links
        if r in ("item", "describedby")
    )
    rows = "".join(
        f'<tr><td>{f}</td><td><a href="{IR_E}/preview/{f}">Preview</a> <a href="{IR_E}/files/{f}?download=1">Download</a></td></tr>'
        for f in IR_FILES
    )
    main = f"""<div id="record-title"><h1>{t}</h1><span class="ui label">Dataset</span><span>Open</span></div>
<section id="record-versions">Version v1.1 <a href="/records/abcd1-ef111">v1.0</a></section>
<section class="files"><h2>Files</h2><table>{rows}</table></section>
<section id="record-export"><h2>Export</h2><a href="{IR_E}/export/json">JSON</a> <a href="{IR_E}/export/datacite-xml">DataCite XML</a></section>
<section class="communities"><a href="/communities/prosthodontics">Prosthodontics</a></section>"""
    pages: dict[str, object] = {
        IR_E: signposted(IR.page(t, main, head=head), links),
        f"{IR_E}/files/{IR_FILES[0]}": pdf_file("Intraoral scan protocol"),
        f"{IR_E}/files/{IR_FILES[1]}": csv_file("scanner,trueness_um", "A,38.2"),
        IR_API: text_file(
            f'{{"id": "{IR_ID}", "metadata": {{"title": "{t}"}}}}\n', "application/json"
        ),
        f"{IR_E}/export/json": text_file(f'{{"id": "{IR_ID}"}}\n', "application/json"),
        f"{IR_E}/export/datacite-xml": text_file("<resource/>\n", "application/xml"),
        "/records/abcd1-ef111": other(IR, t + " (v1.0)"),
    }
    for f in IR_FILES:
        pages[f"{IR_E}/preview/{f}"] = IR.page(f, f"<h1>Preview: {f}</h1>")
    return [IR.site(pages)]  # type: ignore[arg-type]


# --- Dataverse 6 (signposting): a physiotherapy trial dataset ------------------------------

DS = Portal(
    host("dataverse", "alliedhealth-data"),
    "Allied Health Data Repository",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/6.5/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[("/guides/en/6.5/", "Guides"), ("http://dataverse.test/", "Powered by Dataverse v6.5")],
    title_format="{title} | {name}",
)
DS_PID = "doi:10.80231/AHD/7KQ2WX"
DS_E = f"/dataset.xhtml?persistentId={DS_PID}"
DS_FILES = [
    ("2201", "gait_speed_trial.csv", "text/csv"),
    ("2202", "trial_protocol.pdf", "application/pdf"),
]
DS_DESC = f"/api/datasets/export?exporter=schema.org&persistentId={DS_PID}"


def ds_build() -> list[Site]:
    t = "High-intensity gait training after stroke: trial data"
    links = [
        ("https://doi.test/10.80231/AHD/7KQ2WX", "cite-as", ""),
        ("https://orcid.test/0000-0003-1212-3434", "author", ""),
        (DS.url(DS_DESC), "describedby", "application/ld+json"),
        ("https://schema.test/AboutPage", "type", ""),
        ("https://schema.test/Dataset", "type", ""),
        ("http://creativecommons.test/publicdomain/zero/1.0", "license", ""),
        *((DS.url(f"/api/access/datafile/{i}"), "item", ty) for i, _n, ty in DS_FILES),
    ]
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?fileId={i}&amp;version=1.0">{n}</a></td><td><a href="/api/access/datafile/{i}">Download</a></td></tr>'
        for i, n, _t in DS_FILES
    )
    main = f"""<div id="breadcrumbNavBlock"><a href="/">Allied Health Data Repository</a> &gt; {t}</div>
<h1 id="title">{t}</h1><div class="citation-block">Oyelaran, T., 2025, "{t}", https://doi.test/10.80231/AHD/7KQ2WX, V1</div>
<div class="btn-group"><button>Export Metadata</button>{ul([(DS_DESC, "Schema.org JSON-LD"), (f"/api/datasets/export?exporter=oai_dc&persistentId={DS_PID}", "Dublin Core")], "dropdown-menu")}</div>
<table id="filesTable">{rows}</table>"""
    pages: dict[str, object] = {
        DS_E: signposted(DS.page(t, main), links),
        DS_DESC: text_file(f'{{"@type": "Dataset", "name": "{t}"}}\n', "application/ld+json"),
        f"/api/datasets/export?exporter=oai_dc&persistentId={DS_PID}": text_file(
            "<oai_dc:dc/>\n", "application/xml"
        ),
        "/api/access/datafile/2201": csv_file("participant,arm,gait_speed_ms", "S01,HIT,0.82"),
        "/api/access/datafile/2202": pdf_file("Trial protocol"),
    }
    for i, n, _t in DS_FILES:
        pages[f"/file.xhtml?fileId={i}&version=1.0"] = DS.page(
            n,
            f'<h1>{n}</h1><a href="{DS_E}">{t}</a> <a href="/api/access/datafile/{i}">Download</a>',
        )
    return [DS.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A review registry record (seed: GBIF -> Significant String from URI): the record ID
    # CRD420250654321 is in every URI of the artifact (version history and the versions it
    # lists, PDF and RIS exports, the uploaded search strategy); the similar record, the
    # condition search and the chrome lack it. Multi-Hop (versions are two hops away).
    case(
        "registry-dysphagia-review",
        "Systematic-review registry (PROSPERO-style registered review record)",
        "Multi-Hop",
        "sig_uri",
        RG.url(RG_E),
        [RG.url(u) for u in (RG_E, *RG_VERS, *RG_MORE)],
        rg_build,
        others=[RG.url(RG_OTHER)],
    ),
    # A review on a Literatum platform: the entry is .../CD015123.pub2/full, so neither its
    # path (tabs are siblings) nor one hop (the RIS file is two hops) fits; "CD015123.pub2"
    # is in every artifact URI, also URL-encoded in the citation tools. The earlier version
    # (.pub1) and the related review are other artifacts -> Significant String from URI.
    case(
        "literatum-chlorhexidine-oral-care",
        "Atypon Literatum (Cochrane-style systematic review library)",
        "Multi-Hop",
        "sig_uri",
        LT.url(LT_E),
        [LT.url(u) for u in (LT_E, *LT_TABS, LT_PDF, *LT_FIGS, LT_CIT, LT_RIS)],
        lt_build,
        others=[LT.url(u) for u in LT_OTHERS],
    ),
    # A Kaltura MediaSpace entry: the entry ID 1_x7k2p9qa is in the media page, its
    # attachments page, and the download, caption and attachment URLs on the cdnapi host
    # (like GBIF's api host) -> Significant String from URI. The player iframe is embedded;
    # channel, tag and related media are not the artifact.
    case(
        "kaltura-hand-hygiene",
        "Kaltura MediaSpace (university clinical-skills video)",
        "Multi-Hop",
        "sig_uri",
        KM.url(KM_E),
        [KM.url(KM_E), KM.url(KM_ATT), *KM_CDN],
        km_build,
        others=[KM.url(u) for u in KM_OTHERS],
    ),
    # DSpace 7 sends Signposting Link headers (and <link>s): two rel="item" bitstreams and a
    # rel="describedby" DataCite record; cite-as, author, type and licence point off the
    # portal. -> Signposting. Truth: the item page, 2 bitstreams, the describedby record.
    case(
        "dspace7-compassion-fatigue-thesis",
        "DSpace (7.6 Angular nursing thesis with signposting)",
        "Single Hop",
        "signposting",
        D7.url(D7_E),
        [D7.url(u) for u in (D7_E, *D7_BS, D7_DESC)],
        d7_build,
        others=[D7.url("/collections/5d2e1f0a-8b9c-4d3e-a2f1-6e7d8c9b0a1f")],
    ),
    # InvenioRDM's Link header lists the two files (rel="item", without ?download=1) and the
    # record's API URL (rel="describedby", also rel="linkset"). Previews, ?download=1 links,
    # exports, the older version and the community are outside what it announces.
    case(
        "invenio-intraoral-scanners",
        "InvenioRDM (dental school research data record)",
        "Single Hop",
        "signposting",
        IR.url(IR_E),
        [IR.url(IR_E), *(IR.url(f"{IR_E}/files/{f}") for f in IR_FILES), IR.url(IR_API)],
        ir_build,
        others=[IR.url("/records/abcd1-ef111")],
    ),
    # Dataverse 6 signposts its dataset page: rel="item" for both data files and
    # rel="describedby" for the schema.org export. -> Signposting. Truth: dataset page, two
    # /api/access/datafile URIs, the schema.org export.
    case(
        "dataverse6-gait-training",
        "Dataverse (6.x physiotherapy trial dataset with signposting)",
        "Single Hop",
        "signposting",
        DS.url(DS_E),
        [
            DS.url(u)
            for u in (DS_E, *(f"/api/access/datafile/{i}" for i, _n, _t in DS_FILES), DS_DESC)
        ],
        ds_build,
    ),
]
