"""Scholarly repositories and publishers: a DSpace-like theses repository, an Indico-like
conference site, a journal publisher with supplements on a CDN, a medRxiv-like preprint
server, a Figshare-like and a Dataverse-like institutional instance and an InvenioRDM-like
repository that prints Signposting."""

from __future__ import annotations

import json

from keepnet.testweb.site import Response
from sites.portals._portal import Case, data
from sites.portals_heldout17._kit import Hub, a, meta, ul

# --- DSpace-like theses and dissertations repository -----------------------------------------
# A thesis landing page whose PDF, supplementary bitstreams and full-record view are one
# hop away, amid browse links, collections and statistics: Zenodo-like, Single Page+ with
# Ignored URIs.
ETD = Hub(
    "theses repository (DSpace-like)",
    "scholarship.northvale.hx17.example",
    "Northvale ScholarShip",
    [
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "Authors"),
        ("/browse/title", "Titles"),
        ("/statistics", "Statistics"),
    ],
    title_format="{title}",
    head=meta(generator="DSpace 7.6.1", og_site_name="Northvale ScholarShip"),
    scripts=["/main.4a1b2c3d.js", "/runtime.9e8f7a6b.js"],
)
HANDLE = "http://hdl.northvale.hx17.example"


def _thesis(
    handle: str, uuid: str, title: str, author: str, bits: list[tuple[str, str, str]], coll: str
) -> tuple[str, str, set[str], set[str]]:
    truth = set()
    rows = []
    for buuid, fname, ctype in bits:
        u = ETD.put(
            ETD.url(f"/bitstreams/{buuid}/download"),
            data(b"%PDF-1.4 thesis" if ctype == "application/pdf" else b"PK\x03\x04", ctype),
        )
        truth.add(u)
        rows.append(a(f"/bitstreams/{buuid}/download", fname))
    truth.add(
        ETD.page(
            f"/items/{uuid}/full",
            title,
            f"<h1>{title}</h1><table><tr><td>dc.contributor.author</td><td>{author}</td></tr>"
            f"<tr><td>dc.identifier.uri</td><td>{HANDLE}/{handle}</td></tr></table>",
        )
    )
    others = {ETD.page(f"/collections/{coll}", "Doctoral Dissertations", "<h1>Collection</h1>")}
    author_link = "/browse/author?value=" + author.replace(" ", "%20")
    main = (
        f"<h1>{title}</h1><p>{a(author_link, author)}</p>"
        "<h2>Files</h2>"
        + ul(rows)
        + ul(
            [
                a(f"/items/{uuid}/full", "Full item page"),
                a(f"/collections/{coll}", "Doctoral Dissertations"),
                a(f"/statistics/items/{uuid}", "Statistics"),
            ]
        )
        + f"<p>URI: {a(f'{HANDLE}/{handle}', f'{HANDLE}/{handle}')}</p>"
    )
    landing = ETD.page(
        f"/items/{uuid}",
        title,
        main,
        head=meta(
            citation_title=title,
            citation_author=author,
            citation_pdf_url=ETD.url(f"/bitstreams/{bits[0][0]}/download"),
        ),
    )
    ETD.page(f"/statistics/items/{uuid}", "Statistics", "<h1>Views</h1>", share=False)
    entry = ETD.redirect(f"{HANDLE}/{handle}", landing, 302)
    return entry, landing, truth | {landing}, others


_e1, _l1, _t1, _o1 = _thesis(
    "20.500.14021/8841",
    "3c9e1a2b-4d5f-4e6a-8b7c-9d0e1f2a3b4c",
    "Social determinants of hypertension control in rural primary care",
    "Okafor, Adaeze",
    [
        ("a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "Okafor_PhD_2024.pdf", "application/pdf"),
        (
            "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
            "Okafor_supplementary_tables.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
    ],
    "7e6d5c4b-3a29-4180-97f6-e5d4c3b2a190",
)
_e2, _l2, _t2, _o2 = _thesis(
    "20.500.14021/9017",
    "5e0f3c4d-6f7a-4a8b-9c0d-1e2f3a4b5c6d",
    "Machine learning for early sepsis detection in neonatal intensive care",
    "Lindqvist, Maja",
    [("c3d4e5f6-a7b8-4c9d-0e1f-2a3b4c5d6e7f", "Lindqvist_MSc_2023.pdf", "application/pdf")],
    "7e6d5c4b-3a29-4180-97f6-e5d4c3b2a190",
)

# --- Indico-like conference site ---------------------------------------------------------
# An event's timetable, contributions, attachments and calendar export all live under
# /event/<id>/: Path-Based.  A contribution's slides live under the contribution's path.
IND = Hub(
    "conference proceedings (Indico-like)",
    "indico.medconf.hx17.example",
    "MedConf Indico",
    [
        ("/category/0/", "Home"),
        ("/category/12/", "Clinical Research Meetings"),
        ("/rooms/", "Room booking"),
        ("/search/", "Search"),
    ],
    title_format="{title} · {name}",
    head=meta(generator="Indico 3.3", og_site_name="MedConf Indico"),
    scripts=["/dist/js/common-runtime.a1b2.bundle.js", "/dist/js/main.c3d4.bundle.js"],
)
EVENT = "/event/1187"
EV_TITLE = "Annual Meeting on Pragmatic Clinical Trials 2025"
_talks = [
    (4412, "Estimands in pragmatic trials", ["slides.pdf"]),
    (4413, "Routinely collected data for outcome ascertainment", ["slides.pdf", "poster.pdf"]),
    (4419, "Patient partners on trial steering committees", []),
]
_ind_truth = set()
_contrib_links = []
for cid, ttl, att in _talks:
    cbase = f"{EVENT}/contributions/{cid}"
    parts = []
    for k, fname in enumerate(att):
        u = IND.pdf(IND.url(f"{cbase}/attachments/{9900 + cid + k}/{30100 + cid + k}/{fname}"), ttl)
        _ind_truth.add(u)
        parts.append(a(f"{cbase}/attachments/{9900 + cid + k}/{30100 + cid + k}/{fname}", fname))
    _ind_truth.add(
        IND.page(
            f"{cbase}/",
            f"{ttl} ({EV_TITLE})",
            f"<h1>{ttl}</h1><p>{a(f'{EVENT}/', EV_TITLE)}</p>"
            + ul(parts)
            + ul([a(f"{EVENT}/contributions/{cid}.ics", "Export to calendar")]),
        )
    )
    _ind_truth.add(
        IND.file(
            IND.url(f"{EVENT}/contributions/{cid}.ics"),
            "BEGIN:VCALENDAR\nEND:VCALENDAR\n",
            "text/calendar",
        )
    )
    _contrib_links.append(a(f"{cbase}/", ttl))
_ind_truth |= {
    IND.page(
        f"{EVENT}/timetable/", f"Timetable ({EV_TITLE})", "<h1>Timetable</h1>" + ul(_contrib_links)
    ),
    IND.page(
        f"{EVENT}/contributions/",
        f"Contribution list ({EV_TITLE})",
        "<h1>Contributions</h1>" + ul(_contrib_links),
    ),
    IND.file(IND.url(f"{EVENT}/event.ics"), "BEGIN:VCALENDAR\nEND:VCALENDAR\n", "text/calendar"),
    IND.pdf(
        IND.url(f"{EVENT}/attachments/8120/28004/Book_of_abstracts.pdf"),
        "Book of abstracts",
        EV_TITLE,
    ),
}
_reg = IND.page(
    f"{EVENT}/registrations/", f"Registration ({EV_TITLE})", "<h1>Register</h1><form></form>"
)
_e3 = IND.page(
    f"{EVENT}/",
    EV_TITLE,
    f"<h1>{EV_TITLE}</h1><p>12-13 June 2025, Lyon</p>"
    + ul(
        [
            a(f"{EVENT}/timetable/", "Timetable"),
            a(f"{EVENT}/contributions/", "Contribution list"),
            a(f"{EVENT}/attachments/8120/28004/Book_of_abstracts.pdf", "Book of abstracts"),
            a(f"{EVENT}/event.ics", "Export event (iCal)"),
            a(f"{EVENT}/registrations/", "Registration"),
            a("/category/12/", "Clinical Research Meetings"),
        ]
    ),
)
_ind_event_truth = _ind_truth | {_e3}
_c2 = f"{EVENT}/contributions/4413/"
_ind_contrib_truth = {u for u in _ind_truth if u.startswith(IND.url(_c2)) or u.endswith("4413.ics")}

# --- Journal publisher, supplementary material on a CDN ------------------------------------
# The DOI resolves to the article page, which prints Signposting: cite-as, describedby (a
# citation export), item (PDF and supplements on the CDN): the seed's Signposting.
JNL = Hub(
    "journal article with supplements (publisher-like)",
    "www.jclinmed.hx17.example",
    "Journal of Clinical Medicine Research",
    [
        ("/journal/current", "Current issue"),
        ("/journal/archive", "Archive"),
        ("/authors", "For authors"),
        ("/journal/subscribe", "Subscribe"),
    ],
    title_format="{title} | {name}",
    head=meta(og_site_name="Journal of Clinical Medicine Research"),
    scripts=["/products/journals/app.js", "/templates/jsp/_style2/_pb/js/build.bundle.js"],
)
JDOI = "http://doi.jcmrlink.hx17.example"
SUPP = "http://static.jcmrcdn.hx17.example"


def _article(
    suffix: str, title: str, supps: list[tuple[str, str, str]], cited: str
) -> tuple[str, str, set[str], set[str]]:
    doi = f"10.5501/jcmr.{suffix}"
    pdfu = JNL.pdf(JNL.url(f"/doi/pdf/{doi}"), title)
    ris = JNL.file(
        JNL.url(f"/action/downloadCitation?doi={doi}&format=ris"),
        f"TY  - JOUR\nTI  - {title}\n",
        "application/x-research-info-systems",
    )
    truth = {pdfu, ris}
    items = [(pdfu, 'rel="item"; type="application/pdf"')]
    slinks = []
    for fname, label, ctype in supps:
        u = JNL.put(
            f"{SUPP}/jcmr/{suffix.replace('.', '/')}/{fname}",
            data(b"supplement " + fname.encode(), ctype),
        )
        truth.add(u)
        items.append((u, f'rel="item"; type="{ctype}"'))
        slinks.append(a(u, label))
    others = {JNL.page(f"/doi/{cited}", "Cited article", "<h1>Cited article</h1>")}
    landing_url = JNL.url(f"/doi/{doi}")
    links = [
        (f"{JDOI}/{doi}", 'rel="cite-as"'),
        (ris, 'rel="describedby"; type="application/x-research-info-systems"'),
        *items,
        ("http://orcid.test/0000-0002-1825-0097", 'rel="author"'),
        ("http://creativecommons.test/licenses/by/4.0/", 'rel="license"'),
    ]
    main = (
        f"<h1>{title}</h1><p>DOI: {a(f'{JDOI}/{doi}', f'{JDOI}/{doi}')}</p>"
        + ul(
            [
                a(f"/doi/pdf/{doi}", "PDF"),
                a(f"/action/downloadCitation?doi={doi}&amp;format=ris", "Download citation"),
            ]
        )
        + "<h2>Supplementary material</h2>"
        + ul(slinks)
        + f"<h2>References</h2><ol><li>{a(f'/doi/{cited}', 'Earlier study')}</li></ol>"
        + ul(
            [
                a("/journal/current", "Back to issue"),
                a("/action/showLogin?uri=/doi/" + doi, "Get access"),
            ]
        )
    )
    JNL.page("/action/showLogin", "Log in", "<h1>Log in</h1>", share=False)
    JNL.page(
        f"/doi/{doi}", title, main, head=meta(citation_title=title, citation_doi=doi), links=links
    )
    entry = JNL.redirect(f"{JDOI}/{doi}", landing_url)
    return entry, landing_url, truth | {landing_url}, others


_e4, _l4, _t4, _o4 = _article(
    "2025.0113",
    "Colchicine after myocardial infarction in patients with chronic kidney disease",
    [
        (
            "jcmr-2025-0113-suppl1.docx",
            "Supplementary appendix",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
        (
            "jcmr-2025-0113-data.xlsx",
            "Source data",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        ("jcmr-2025-0113-protocol.pdf", "Trial protocol", "application/pdf"),
    ],
    "10.5501/jcmr.2022.0457",
)
_e5, _l5, _t5, _o5 = _article(
    "2024.0981",
    "Frailty screening in emergency departments: a stepped-wedge cluster trial",
    [("jcmr-2024-0981-suppl.pdf", "Supplementary figures", "application/pdf")],
    "10.5501/jcmr.2021.0333",
)

# --- medRxiv-like preprint server ---------------------------------------------------------
# A preprint version page links its full text, PDF, supplementary material and earlier
# version one hop away: bioRxiv-like, Single Page+ with Ignored URIs.
RXV = Hub(
    "preprint server (medRxiv-like)",
    "www.clinrxiv.hx17.example",
    "clinRxiv",
    [
        ("/content/early/recent", "New results"),
        ("/collection", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-clinrxiv", "About"),
        ("/alertsrss", "Alerts / RSS"),
    ],
    title_format="{title} | {name}",
    head=meta(generator="HighWire Press", og_site_name="clinRxiv"),
    scripts=["/sites/all/modules/highwire/highwire/js/highwire.js"],
)
RDOI = "http://doi.rxivlink.hx17.example"


def _preprint(dnum: str, title: str, version: int, supp: bool) -> tuple[str, set[str], str]:
    base = f"/content/10.1101/{dnum}v{version}"
    truth = {
        RXV.page(
            f"{base}.full-text",
            f"{title} (full text)",
            f"<h1>{title}</h1><p>Abstract ... Methods ...</p>",
        ),
        RXV.pdf(RXV.url(f"{base}.full.pdf"), title),
        RXV.file(
            RXV.url(f"/highwire/citation/{dnum}/ris"),
            f"TY  - JOUR\nTI  - {title}\n",
            "application/x-research-info-systems",
        ),
    }
    items = [
        a(f"{base}.full-text", "Full Text"),
        a(f"{base}.full.pdf", "Full Text (PDF)"),
        a(f"/highwire/citation/{dnum}/ris", "Download citation (RIS)"),
    ]
    if supp:
        s = RXV.page(
            f"{base}.supplementary-material",
            f"{title} (supplementary material)",
            f"<h1>{title}</h1>"
            + ul(
                [
                    a(
                        f"/content/medrxiv/early/2025/02/11/{dnum}/DC1/embed/media-1.pdf",
                        "media-1.pdf",
                    )
                ]
            ),
        )
        m = RXV.pdf(
            RXV.url(f"/content/medrxiv/early/2025/02/11/{dnum}/DC1/embed/media-1.pdf"), "Supplement"
        )
        truth |= {s, m}
        items.append(a(f"{base}.supplementary-material", "Supplementary Material"))
        items.append(a(m, "Supplementary data: media-1.pdf"))
    if version > 1:
        truth.add(
            RXV.page(
                f"/content/10.1101/{dnum}v{version - 1}",
                f"{title} (v{version - 1})",
                f"<h1>{title}</h1><p>Previous version</p>",
            )
        )
        items.append(
            a(f"/content/10.1101/{dnum}v{version - 1}", f"Previous version (v{version - 1})")
        )
    main = (
        f"<h1>{title}</h1><p>doi: {a(f'{RDOI}/10.1101/{dnum}', f'https://doi.org/10.1101/{dnum}')}</p>"
        f"<p>This article is a preprint and has not been peer-reviewed.</p>"
        + ul(items)
        + ul(
            [
                a("/collection/epidemiology", "Subject Area: Epidemiology"),
                a("/content/early/recent", "Recent"),
            ]
        )
    )
    RXV.page("/collection/epidemiology", "Epidemiology", "<h1>Epidemiology</h1>", share=False)
    landing = RXV.page(
        base, title, main, head=meta(citation_title=title, citation_doi=f"10.1101/{dnum}")
    )
    doi_url = RXV.redirect(f"{RDOI}/10.1101/{dnum}", landing)
    return landing, truth | {landing}, doi_url


_l6, _t6, _d6 = _preprint(
    "2025.02.09.25321877", "Long COVID prevalence in a national household cohort", 2, True
)
_l7, _t7, _d7 = _preprint(
    "2024.11.30.24318102", "Wastewater surveillance of RSV predicts paediatric admissions", 1, False
)

# --- Figshare-like institutional repository -----------------------------------------------
# Figshare's shape under another name: the item page, the files on a download host, the
# citation exports one hop away: Single Page+ with Ignored URIs (the seed's Figshare).
FIG = Hub(
    "institutional repository (Figshare-like)",
    "researchdata.kestrel.hx17.example",
    "Kestrel University Research Data",
    [
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/authors", "Researchers"),
        ("/about", "About"),
        ("/deposit", "Deposit"),
    ],
    title_format="{title}",
    head=meta(og_site_name="Kestrel University Research Data", twitter_site="@figsharelike"),
    scripts=["/static/js/vendors~main.6c1e.chunk.js", "/static/js/main.17ad.chunk.js"],
)
FDL = "http://ndownloader.kestrelfiles.hx17.example"


def _fig(
    kind: str, slug: str, aid: int, title: str, files: list[tuple[int, str]]
) -> tuple[str, set[str]]:
    truth = set()
    rows = []
    for fid, fname in files:
        u = FIG.file(f"{FDL}/files/{fid}", b"file " + fname.encode(), "application/octet-stream")
        truth.add(u)
        rows.append(a(u, f"{fname} (download)"))
    for fmt in ("endnote", "refworks", "bibtex", "datacite"):
        truth.add(
            FIG.file(
                FIG.url(f"/articles/{aid}/export/{fmt}"), f"{fmt} export of {title}", "text/plain"
            )
        )
    main = (
        f"<h1>{title}</h1><p>{kind.title()} posted on 2025-01-20 by Kestrel Research Data</p>"
        + ul(rows)
        + "<h2>Cite</h2>"
        + ul(
            [
                a(f"/articles/{aid}/export/{f}", f)
                for f in ("endnote", "refworks", "bibtex", "datacite")
            ]
        )
        + ul(
            [
                a("/categories/Public_Health", "Categories: Public health"),
                a("/authors/Rohan_Mehta/8812", "Rohan Mehta"),
                a("/search?q=:keyword:%20%22air%20quality%22", "air quality"),
            ]
        )
    )
    FIG.page("/categories/Public_Health", "Public health", "<h1>Public health</h1>", share=False)
    FIG.page("/authors/Rohan_Mehta/8812", "Rohan Mehta", "<h1>Rohan Mehta</h1>", share=False)
    entry = FIG.page(f"/articles/{kind}/{slug}/{aid}", title, main, head=meta(citation_title=title))
    return entry, truth | {entry}


_e8, _t8 = _fig(
    "dataset",
    "Indoor_air_quality_and_asthma_exacerbations_in_social_housing",
    28110544,
    "Indoor air quality and asthma exacerbations in social housing",
    [(51402117, "iaq_sensor_readings.csv"), (51402120, "codebook.pdf")],
)
_e9, _t9 = _fig(
    "poster",
    "Community_pharmacy_blood_pressure_checks",
    29004417,
    "Community pharmacy blood pressure checks: poster",
    [(53100981, "poster_final.pdf")],
)

# --- Dataverse-like instance ----------------------------------------------------------------
# A dataset page, its file pages and metadata exports all carry the dataset title; titles
# end with the installation's name: the seed's Dataverse, Significant String from Filtered
# Title (from the title's end).
DVN = Hub(
    "data repository (Dataverse-like)",
    "dataverse.lumen.hx17.example",
    "Lumen Data Commons",
    [
        ("/dataverse/root?q=", "Search"),
        ("/dataverse/root/?showAbout=true", "About"),
        ("/guides", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    title_format="{title} - {name}",
    home_title="Lumen Root Dataverse - Lumen Data Commons",
    head=meta(generator="Dataverse 6.2", og_site_name="Lumen Data Commons"),
    scripts=[
        "/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces&v=11.0.0",
        "/resources/js/dv_rebind_bootstrap_ui.js",
    ],
)


def _dataverse(doi: str, title: str, files: list[tuple[int, str, str]]) -> tuple[str, set[str]]:
    pid = f"doi:10.70122/FK2/{doi}"
    truth = set()
    rows = []
    for fid, fname, ctype in files:
        fp = DVN.page(
            f"/file.xhtml?persistentId={pid}/{fid:X}&version=1.0",
            fname,
            f"<h1>{fname}</h1><p>This file is part of &quot;{title}&quot;.</p>"
            + a(f"/api/access/datafile/{fid}", "Access File"),
        )
        dl = DVN.file(DVN.url(f"/api/access/datafile/{fid}"), b"col1,col2\n1,2\n", ctype)
        truth |= {fp, dl}
        rows.append(a(f"/file.xhtml?persistentId={pid}/{fid:X}&amp;version=1.0", fname))
    for exp in ("ddi", "schema.org", "dataverse_json"):
        truth.add(
            DVN.file(
                DVN.url(f"/api/datasets/export?exporter={exp}&persistentId={pid}"),
                json.dumps({"title": title, "exporter": exp}),
                "application/json",
            )
        )
    main = (
        f"<h1>{title}</h1><p>Version 1.0</p>"
        + ul(rows)
        + "<h2>Export metadata</h2>"
        + ul(
            [
                a(f"/api/datasets/export?exporter={e}&amp;persistentId={pid}", e)
                for e in ("ddi", "schema.org", "dataverse_json")
            ]
        )
        + ul(
            [
                a("/dataverse/epi", "Epidemiology Dataverse"),
                a("/dataverse/root?q=&fq0=subject_ss:Medicine", "Medicine"),
            ]
        )
    )
    DVN.page(
        "/dataverse/epi", "Epidemiology Dataverse", "<h1>Epidemiology Dataverse</h1>", share=False
    )
    entry = DVN.page(f"/dataset.xhtml?persistentId={pid}", title, main)
    return entry, truth | {entry}


_e10, _t10 = _dataverse(
    "QX7ZPA",
    "Replication Data for: Heat waves and emergency admissions in older adults",
    [
        (2291, "admissions_daily.tab", "text/tab-separated-values"),
        (2292, "replication.R", "text/plain"),
    ],
)
_e11, _t11 = _dataverse(
    "BLM3KD",
    "Survey of rural general practitioners on telehealth use 2023",
    [(3104, "gp_survey_2023.csv", "text/csv")],
)

# --- InvenioRDM-like institutional repository with Signposting --------------------------------
INV = Hub(
    "research repository (InvenioRDM-like)",
    "repository.tidewater.hx17.example",
    "Tidewater Health Repository",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help", "Help"),
    ],
    title_format="{title} | {name}",
    head=meta(generator="InvenioRDM 12.0", og_site_name="Tidewater Health Repository"),
    scripts=["/static/dist/js/manifest.1c2d.js", "/static/dist/js/invenio-app-rdm-landing-page.js"],
)
IDOI = "http://doi.tidewaterpid.hx17.example"


def _invenio(
    rid: int, title: str, files: list[str], community: str
) -> tuple[str, set[str], set[str]]:
    base = f"/records/{rid}"
    truth = set()
    links: list[tuple[str, str]] = [(f"{IDOI}/10.71234/thr.{rid}", 'rel="cite-as"')]
    rows = []
    for f in files:
        u = INV.file(
            INV.url(f"{base}/files/{f}?download=1"),
            b"data " + f.encode(),
            "application/octet-stream",
        )
        truth.add(u)
        links.append((u, 'rel="item"; type="application/octet-stream"'))
        rows.append(a(f"{base}/files/{f}?download=1", f))
    for fmt, ctype in (
        ("json", "application/json"),
        ("datacite-xml", "application/xml"),
        ("csl", "application/json"),
    ):
        u = INV.file(INV.url(f"{base}/export/{fmt}"), json.dumps({"title": title}), ctype)
        truth.add(u)
        links.append((u, f'rel="describedby"; type="{ctype}"'))
    ls = INV.file(
        INV.url(f"/api/records/{rid}"), json.dumps({"linkset": []}), "application/linkset+json"
    )
    links.append((ls, 'rel="linkset"; type="application/linkset+json"'))
    truth.add(ls)
    others = {INV.page(f"/communities/{community}", community, "<h1>Community</h1>")}
    main = (
        f"<h1>{title}</h1><p>Published 3 March 2025 | Version v1</p>"
        + ul(rows)
        + "<h2>Export</h2>"
        + ul([a(f"{base}/export/{f}", f) for f in ("json", "datacite-xml", "csl")])
        + ul(
            [
                a(f"/communities/{community}", f"Community: {community}"),
                a(f"/api/records/{rid}", "Linkset"),
                a(f"{IDOI}/10.71234/thr.{rid}", f"10.71234/thr.{rid}"),
            ]
        )
    )
    entry = INV.page(base, title, main, links=links)
    INV.put(f"{IDOI}/10.71234/thr.{rid}", Response.redirect(entry))
    return entry, truth | {entry}, others


_e12, _t12, _o12 = _invenio(
    14220,
    "Harmonised hospital discharge codes for maternal sepsis, 2015-2024",
    ["discharge_codes.csv", "README.md"],
    "maternal-health",
)
_e13, _t13, _o13 = _invenio(
    14877,
    "Focus-group transcripts (anonymised): vaccine confidence in care workers",
    ["transcripts_anon.zip", "interview_guide.pdf", "consent_form.pdf"],
    "vaccine-research",
)

CASES: list[Case] = [
    # single_page_plus_ignored: the handle redirects to the item page; PDF, supplementary
    # spreadsheet and full record are one hop away.  Truth: item page, full record, both
    # bitstreams; not the collection, author browse or statistics pages.
    ETD.case(
        "etd-phd-via-handle",
        "Single Hop",
        "single_page_plus_ignored",
        _e1,
        _t1,
        others=_o1,
        landing=_l1,
    ),
    # single_page_plus_ignored, as above with one bitstream.
    ETD.case(
        "etd-msc-via-handle",
        "Single Hop",
        "single_page_plus_ignored",
        _e2,
        _t2,
        others=_o2,
        landing=_l2,
    ),
    # path_based: the proceedings of one event live under /event/1187/.  Truth: overview,
    # timetable, contribution list, three contributions with their slides/posters and
    # calendar exports, book of abstracts, event.ics; not the registration form or category.
    IND.case("indico-event", "Multi-Hop", "path_based", _e3, _ind_event_truth),
    # path_based: one contribution and its attachments under its path.  Truth: the
    # contribution page, slides, poster and its calendar export (which Indico serves beside
    # the path, at …/4413.ics, so path_based misses it); the event is another artifact.
    IND.case(
        "indico-contribution",
        "Multi-Hop",
        "path_based",
        IND.url(_c2),
        _ind_contrib_truth,
        others={_e3},
    ),
    # signposting: the DOI redirects to the article, whose Link header names the PDF,
    # supplements on the CDN (item) and the RIS export (describedby).  Truth: article,
    # PDF, RIS and the three supplements; not the cited article, issue or login pages.
    JNL.case(
        "journal-article-via-doi", "Single Hop", "signposting", _e4, _t4, others=_o4, landing=_l4
    ),
    # signposting, entered at the article page itself; one supplement.
    JNL.case("journal-article-direct", "Single Hop", "signposting", _l5, _t5, others=_o5),
    # single_page_plus_ignored (bioRxiv in the seed): full text, PDF, citation, supplement
    # page and file, previous version one hop away.  Truth: those; not subject or recent lists.
    RXV.case("preprint-v2-supplement", "Single Hop", "single_page_plus_ignored", _l6, _t6),
    # single_page_plus_ignored, entered through the DOI resolver; a first version.
    RXV.case("preprint-via-doi", "Single Hop", "single_page_plus_ignored", _d7, _t7, landing=_l7),
    # single_page_plus_ignored (Figshare in the seed): files on the download host and four
    # citation exports.  Truth: item page, files, exports; not category, author or tag pages.
    FIG.case("figshare-like-dataset", "Single Hop", "single_page_plus_ignored", _e8, _t8),
    # single_page_plus_ignored, as above for a poster.
    FIG.case("figshare-like-poster", "Single Hop", "single_page_plus_ignored", _e9, _t9),
    # sig_filtered_title (Dataverse in the seed: filtered from the title's end): file pages
    # and metadata exports print the dataset title.  Truth: dataset page, file pages, the
    # datafiles (which do not print it) and three exports; not the parent dataverse.
    DVN.case("dataverse-like-replication", "Multi-Hop", "sig_filtered_title", _e10, _t10),
    # sig_filtered_title, as above with one file.
    DVN.case("dataverse-like-survey", "Multi-Hop", "sig_filtered_title", _e11, _t11),
    # signposting: the record's Link header names its files (item), exports (describedby)
    # and linkset.  Truth: record, files, exports, linkset; not the community page.
    INV.case("invenio-signposting-dataset", "Single Hop", "signposting", _e12, _t12, others=_o12),
    # signposting, as above with three files.
    INV.case(
        "invenio-signposting-transcripts", "Single Hop", "signposting", _e13, _t13, others=_o13
    ),
]
