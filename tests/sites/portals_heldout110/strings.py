"""heldout110 significant-string families: a conference e-poster (Significant String from
Title), Dryad and a Drupal clinical-skills library whose files lack the title (Title+ with
Ignored URIs), OSF and an older Dataverse whose titles carry the portal's name (Filtered
Title)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import binary, csv_file, host, image_file, other, pdf_file, text_file, ul

# --- Conference abstract platform: a dental hygiene conference e-poster --------------------

CF = Portal(
    host("eposters", "dhconf"),
    "DHC 2026",
    menu=[
        ("/programme", "Programme"),
        ("/eposters", "ePoster gallery"),
        ("/speakers", "Speakers"),
        ("/venue", "Venue"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/code-of-conduct", "Code of conduct"),
        ("http://oxfordabstracts.test/", "Powered by Oxford Abstracts"),
    ],
    title_format="{title}",
    home_title="DHC 2026 Annual Conference of Dental Hygienists",
)
CF_T = "Silver diamine fluoride for arresting root caries in care-home residents: a pilot audit"
CF_ENTRY = "/eposters/silver-diamine-fluoride-root-caries-care-homes"
CF_ABS = "/programme/abstract/5531"
CF_PDF = "/uploads/eposters/2026/5531-final.pdf"
CF_DISC = "/eposters/discussion/8812"
CF_NEXT = "/eposters/sealant-retention-in-school-programmes"


def cf_build() -> list[Site]:
    t = CF_T
    entry = CF.page(
        t,
        f"""<div class="eposter"><p class="code">Poster P-117</p><h1>{t}</h1>
<p class="authors">Priya Natarajan, Callum Reid (Northbridge School of Dental Hygiene)</p>
<img class="poster-thumb" src="/uploads/eposters/2026/5531-thumb.png" alt="Poster preview">
<ul class="actions"><li><a href="{CF_PDF}">Download poster (PDF)</a></li>
<li><a href="{CF_ABS}">View abstract</a></li><li><a href="{CF_DISC}">Ask the presenter</a></li></ul>
<p class="pager"><a href="{CF_NEXT}">Next poster &rarr;</a></p></div>""",
    )
    abstract = CF.page(
        f"Abstract 5531: {t}",
        f"""<h1>{t}</h1><p>Session 4B, Preventive care, Friday 15 May 2026.</p>
<h2>Aim</h2><p>To audit arrest of root caries after two applications of 38% SDF.</p>
<h2>Results</h2><p>71% of 142 lesions were arrested at six months.</p>
<p><a href="{CF_PDF}">Poster PDF</a></p>""",
    )
    disc = CF.page(
        f"Discussion: {t}",
        f"""<h1>Discussion: {t}</h1><div class="comment"><b>M. Osei</b>: Was staining
acceptable to residents?</div><div class="comment"><b>P. Natarajan</b>: Most accepted it
after explanation.</div><a href="{CF_ENTRY}">Back to the poster</a>""",
    )
    return [
        CF.site(
            {
                CF_ENTRY: entry,
                CF_ABS: abstract,
                CF_DISC: disc,
                CF_PDF: pdf_file(t, "Northbridge School of Dental Hygiene", "n = 142 lesions"),
                "/uploads/eposters/2026/5531-thumb.png": image_file(),
                CF_NEXT: other(CF, "Fissure sealant retention in school programmes"),
            }
        )
    ]


# --- Dryad: a dental cohort data package with data-file pages ------------------------------

DY = Portal(
    host("datadryad", "dryad"),
    "Dryad Digital Repository",
    menu=[
        ("/discover", "Search"),
        ("/pages/submissionIntro", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/about", "About"),
    ],
    footer=[
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
        ("/pages/policies", "Terms of service"),
        ("/pages/contact", "Contact"),
    ],
    title_format="{title}",
)
DY_T = "Data from: Periodontal status and glycaemic control in adults with type 2 diabetes: a cohort study"
DY_E = "/resource/doi:10.5061/dryad.t4b8gtj5k"
DY_FULL = DY_E + "?show=full"
DY_RIS = DY_E + "/citation/ris"
DY_FP = [DY_E + "/1", DY_E + "/2"]
DY_BS = [
    "/bitstream/handle/10255/dryad.318722/perio_cohort_baseline.csv?sequence=1",
    "/bitstream/handle/10255/dryad.318723/perio_cohort_followup.csv?sequence=1",
]


def dy_build() -> list[Site]:
    t = DY_T
    cite = f"""<div class="citation"><p>Okonkwo A, Lindqvist E (2025) {t}. Dryad Digital Repository.
https://doi.test/10.5061/dryad.t4b8gtj5k</p><p>Article: <a href="https://doi.test/10.1111/jcpe.14102">J Clin
Periodontol 2025</a></p></div>"""
    entry = DY.page(
        t,
        f"""<h1>{t}</h1>{cite}<a href="{DY_RIS}">Export citation (RIS)</a>
<h2>Files in this package</h2>{ul([(DY_FP[0], "Baseline examination data"), (DY_FP[1], "Two-year follow-up data")])}
<a href="{DY_FULL}">View full metadata</a>""",
    )
    pages: dict[str, object] = {
        DY_E: entry,
        DY_FULL: DY.page(t, f"<h1>{t}</h1><table><tr><td>dc.title</td><td>{t}</td></tr></table>"),
        DY_RIS: text_file(f"TY  - DATA\nTI  - {t}\nER  -\n", "application/x-research-info-systems"),
        DY_BS[0]: csv_file("pid,pocket_depth_mm,hba1c", "P001,4.5,7.9"),
        DY_BS[1]: csv_file("pid,pocket_depth_mm,hba1c,months", "P001,3.9,7.1,24"),
    }
    for fp, bs, name in zip(
        DY_FP, DY_BS, ["Baseline examination data", "Two-year follow-up data"], strict=True
    ):
        pages[fp] = DY.page(
            name,
            f"""<h1>{name}</h1><p>This file is part of the data package: <a href="{DY_E}">{t}</a></p>
<a href="{bs}">{bs.split("/")[-1].split("?")[0]}</a> (CSV)""",
        )
    return [DY.site(pages)]  # type: ignore[arg-type]


# --- Drupal: a clinical-skills video library with transcript and checklist pages ----------

CS = Portal(
    host("skills-library", "westmoor-nursing"),
    "Westmoor Clinical Skills Library",
    menu=[
        ("/skills", "All skills"),
        ("/osce", "OSCE preparation"),
        ("/about", "About"),
        ("/user/login", "Staff login"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("/copyright", "Copyright"),
    ],
    title_format="{title}",
    home_title="Westmoor Clinical Skills Library",
)
CS_T = "Nasogastric tube insertion in adults"
CS_ENTRY = "/skills/nasogastric-tube-insertion-adults"
CS_TRANS = "/transcript/1182"
CS_CHECK = "/osce/checklists/ngt-adult"
CS_MP4 = "/sites/default/files/videos/ngt_adult_v3_1080p.mp4"
CS_FILES = [
    "/sites/default/files/captions/ngt_adult_v3_en.vtt",
    "/sites/default/files/transcripts/ngt_adult_v3_transcript.docx",
    "/sites/default/files/checklists/OSCE_NGT_adult_2025.pdf",
]


def cs_build() -> list[Site]:
    t = CS_T
    entry = CS.page(
        t,
        f"""<article class="node--type-skill-video"><h1>{t}</h1>
<video controls src="/sites/default/files/videos/ngt_adult_v3_720p.mp4"></video>
<div class="field--name-field-summary"><p>Measuring NEX, lubricating and passing the tube,
and confirming position by pH testing of aspirate.</p></div>
<ul class="skill-links"><li><a href="{CS_MP4}">Download video (MP4, 1080p)</a></li>
<li><a href="{CS_TRANS}">Read the transcript</a></li><li><a href="{CS_CHECK}">OSCE checklist</a></li></ul>
<p>Reviewed March 2026 by the nutrition nurse team.</p></article>""",
    )
    trans = CS.page(
        f"Transcript: {t}",
        f"""<h1>Transcript: {t}</h1><p>[00:00] Hello, in this video we will insert a fine-bore
nasogastric tube...</p>{ul([(CS_FILES[0], "Captions (WebVTT)"), (CS_FILES[1], "Transcript (Word)")])}""",
    )
    check = CS.page(
        f"OSCE checklist: {t}",
        f"""<h1>OSCE checklist: {t}</h1><ol><li>Checks patient identity and consent</li>
<li>Measures NEX distance</li></ol><a href="{CS_FILES[2]}">Printable checklist (PDF)</a>""",
    )
    return [
        CS.site(
            {
                CS_ENTRY: entry,
                CS_TRANS: trans,
                CS_CHECK: check,
                CS_MP4: binary("video/mp4", 4096),
                "/sites/default/files/videos/ngt_adult_v3_720p.mp4": binary("video/mp4", 2048),
                CS_FILES[0]: text_file("WEBVTT\n\n00:00.000 --> 00:04.000\nHello\n", "text/vtt"),
                CS_FILES[1]: binary(
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 500
                ),
                CS_FILES[2]: pdf_file("OSCE checklist NGT adult 2025", "Station 6"),
            }
        )
    ]


# --- OSF: a scoping-review protocol project ("OSF | " before every title) ------------------

OSF = Portal(
    host("osf", "openscience-hub"),
    "OSF",
    menu=[
        ("/myprojects/", "My Projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[
        ("/terms_of_use/", "Terms of Use"),
        ("/privacy_policy/", "Privacy Policy"),
        ("http://status.cos.test/", "Status"),
    ],
    title_format="{name} | {title}",
    home_title="OSF | Home",
)
OSF_T = "Early mobilisation after hip fracture surgery in older adults: a scoping review protocol"
OSF_P = "/x7q2m/"
OSF_TABS = ["/x7q2m/files/osfstorage", "/x7q2m/wiki/", "/x7q2m/analytics"]
OSF_FILES = [
    ("/k3d9w/", "/download/k3d9w/", "Protocol_v1.2.pdf"),
    ("/p5r8t/", "/download/p5r8t/", "Search_strategy_MEDLINE.txt"),
]


def osf_build() -> list[Site]:
    t = OSF_T
    nav = ul(
        [
            (OSF_P, "Overview"),
            (OSF_TABS[0], "Files"),
            (OSF_TABS[1], "Wiki"),
            (OSF_TABS[2], "Analytics"),
        ],
        "project-nav",
    )
    head = f'<h1 class="node-title">{t}</h1><p>Contributors: <a href="/jt4kp/">Hannah Berg</a>, Sam Iqbal</p>{nav}'
    files = ul([(g, n) for g, _d, n in OSF_FILES])
    pages: dict[str, object] = {
        OSF_P: OSF.page(
            t,
            f"{head}<div class='wiki'>Protocol for a JBI scoping review.</div><h2>Files</h2>{files}<p>License: CC-By Attribution 4.0</p>",
        ),
        OSF_TABS[0]: OSF.page(t, f"{head}<h2>OSF Storage (United States)</h2>{files}"),
        OSF_TABS[1]: OSF.page(t, f"{head}<h2>Home</h2><p>Registered on 2 February 2026.</p>"),
        OSF_TABS[2]: OSF.page(t, f"{head}<h2>Analytics</h2><p>Unique visits: 214</p>"),
        "/jt4kp/": OSF.page(
            "Hannah Berg", "<h1>Hannah Berg</h1><p>Physiotherapist, PhD candidate.</p>"
        ),
        "/download/k3d9w/": pdf_file(t, "Protocol version 1.2", "Registered 2 February 2026"),
        "/download/p5r8t/": text_file(
            f"Search strategy for: {t}\n1 exp Hip Fractures/\n2 early ambulation.ti,ab.\n"
        ),
    }
    for guid, dl, name in OSF_FILES:
        pages[guid] = OSF.page(
            name,
            f'<p class="breadcrumb"><a href="{OSF_P}">{t}</a> &raquo; OSF Storage &raquo; {name}</p><h1>{name}</h1><a href="{dl}">Download</a>',
        )
    return [OSF.site(pages)]  # type: ignore[arg-type]


# --- Dataverse 5.x (no signposting): a dental public-health replication dataset -----------

DV = Portal(
    host("dataverse", "northbridge-dental"),
    "Northbridge Dental Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/5.14/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/guides/en/5.14/", "Guides"),
        ("http://dataverse.test/", "Powered by Dataverse v5.14"),
    ],
    title_format="{title} - {name}",
    home_title="Northbridge Dental Dataverse",
)
DV_PID = "doi:10.70122/FK2/QX8ZLM"
DV_T = "Replication Data for: Fluoride varnish uptake in community dental clinics"
DV_ENTRY = f"/dataset.xhtml?persistentId={DV_PID}"
DV_FILES = [
    ("7TYH2A", "codebook.pdf", True),
    ("K9WQ3D", "README.txt", True),
    ("B4NM8R", "clinic_uptake.tab", False),
]
DV_EXPORTS = [
    "/api/datasets/export?exporter=dataverse_json&persistentId=doi%3A10.70122/FK2/QX8ZLM",
    "/api/datasets/export?exporter=ddi&persistentId=doi%3A10.70122/FK2/QX8ZLM",
]


def dv_file(fid: str) -> str:
    return f"/file.xhtml?persistentId={DV_PID}/{fid}&version=2.0"


def dv_dl(fid: str) -> str:
    return f"/api/access/datafile/:persistentId?persistentId={DV_PID}/{fid}"


def dv_build() -> list[Site]:
    t = DV_T
    rows = ""
    for fid, name, public in DV_FILES:
        act = (
            f'<a href="{dv_dl(fid)}">Download</a>'
            if public
            else '<span class="restricted">Restricted</span> <button>Request Access</button>'
        )
        rows += f'<tr><td><a href="{dv_file(fid).replace("&", "&amp;")}">{name}</a></td><td>{act}</td></tr>'
    exports = ul([(u, u.split("exporter=")[1].split("&")[0]) for u in DV_EXPORTS], "dropdown-menu")
    main = f"""<div id="breadcrumbNavBlock"><a href="/">Northbridge Dental Dataverse</a> &gt; {t}</div>
<div id="title-block"><h1 id="title">{t}</h1><span class="label">Version 2.0</span></div>
<div class="citation-block">Haddad, Leila; Moreno, Pablo, 2025, "{t}", https://doi.test/10.70122/FK2/QX8ZLM, Northbridge Dental Dataverse, V2</div>
<div class="btn-group"><button>Export Metadata</button>{exports}</div>
<div id="datasetForm:tabView:filesTable"><table>{rows}</table></div>"""
    pages: dict[str, object] = {
        DV_ENTRY: DV.page(t, main),
        dv_dl("7TYH2A"): pdf_file(t, "Codebook", "Variables: clinic_id, varnish_rate"),
        dv_dl("K9WQ3D"): text_file(f"{t}\n\nREADME. Uptake of fluoride varnish in 38 clinics.\n"),
        DV_EXPORTS[0]: text_file(
            f'{{"datasetVersion": {{"citation": {{"title": "{t}"}}}}}}\n', "application/json"
        ),
        DV_EXPORTS[1]: text_file(
            f"<codeBook><stdyDscr><citation><titlStmt><titl>{t}</titl></titlStmt></citation></stdyDscr></codeBook>\n",
            "application/xml",
        ),
    }
    for fid, name, public in DV_FILES:
        dl = (
            f'<a href="{dv_dl(fid)}">Download</a>'
            if public
            else "<p>Restricted: request access.</p>"
        )
        pages[dv_file(fid)] = DV.page(
            name,
            f'<div id="breadcrumbNavBlock"><a href="/">Northbridge Dental Dataverse</a> &gt; <a href="{DV_ENTRY}">{t}</a> &gt; {name}</div><h1>{name}</h1><p>Dataset: {t}</p>{dl}',
        )
    return [DV.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # An e-poster on a conference platform whose <title> is the poster title alone: the
    # abstract page, the discussion page and the poster PDF all carry that title, but share
    # no path or identifier with the entry (slug, abstract number, discussion number). The
    # next poster does not carry it. -> Significant String from Title. Truth: the four.
    case(
        "conference-eposter-sdf",
        "Conference abstract platform (dental hygiene conference e-poster)",
        "Multi-Hop",
        "sig_title",
        CF.url(CF_ENTRY),
        [CF.url(u) for u in (CF_ENTRY, CF_ABS, CF_DISC, CF_PDF)],
        cf_build,
        others=[CF.url(CF_NEXT)],
    ),
    # A Dryad data package (seed: Dryad -> Significant String from Title+ with Ignored URIs):
    # package page, full metadata, RIS export and data-file pages all carry "Data from: ...";
    # the CSV bitstreams do not and are one hop from the data-file pages. The CC0 link is
    # in the footer (ignored); the article DOI is another portal's.
    case(
        "dryad-perio-diabetes-cohort",
        "Dryad (dental cohort data package with data-file pages)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DY.url(DY_E),
        [DY.url(u) for u in (DY_E, DY_FULL, DY_RIS, *DY_FP, *DY_BS)],
        dy_build,
    ),
    # A clinical-skills video on a Drupal library whose theme prints the bare node title:
    # the skill page, its transcript and OSCE checklist pages carry "Nasogastric tube
    # insertion in adults"; the MP4 download, captions, Word transcript and checklist PDF do
    # not and hang one hop off those pages -> Significant String from Title+ with Ignored URIs.
    # (The 720p video is embedded.) Truth: 3 pages and 4 files.
    case(
        "drupal-skills-ngt-insertion",
        "Drupal (clinical-skills video library with transcript and checklist pages)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        CS.url(CS_ENTRY),
        [CS.url(u) for u in (CS_ENTRY, CS_TRANS, CS_CHECK, CS_MP4, *CS_FILES)],
        cs_build,
    ),
    # An OSF project (seed: OSF -> Significant String from Filtered Title): titles are
    # "OSF | <title>", the homepage's "OSF | Home"; removing the common prefix leaves the
    # project title, which the tabs, file pages and both downloaded files contain. The
    # contributor's profile does not. Truth: overview, 3 tabs, 2 file pages, 2 downloads.
    case(
        "osf-hip-fracture-scoping-protocol",
        "OSF (scoping-review protocol project)",
        "Multi-Hop",
        "sig_filtered_title",
        OSF.url(OSF_P),
        [
            OSF.url(u)
            for u in (
                OSF_P,
                *OSF_TABS,
                *(g for g, _d, _n in OSF_FILES),
                *(d for _g, d, _n in OSF_FILES),
            )
        ],
        osf_build,
    ),
    # A dataset on an older Dataverse without signposting (seed: Dataverse -> Significant
    # String from Filtered Title, filtered from the title's end): "<title> - Northbridge Dental
    # Dataverse" against the homepage's "Northbridge Dental Dataverse". File pages, the two
    # public files and the two metadata exports contain the dataset title; the restricted
    # data file has a page but no download. Truth: entry, 3 file pages, 2 files, 2 exports.
    case(
        "dataverse5-fluoride-varnish",
        "Dataverse (5.x dental public-health replication dataset)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(DV_ENTRY),
        [
            DV.url(u)
            for u in (
                DV_ENTRY,
                *(dv_file(f) for f, _n, _p in DV_FILES),
                dv_dl("7TYH2A"),
                dv_dl("K9WQ3D"),
                *DV_EXPORTS,
            )
        ],
        dv_build,
    ),
]
