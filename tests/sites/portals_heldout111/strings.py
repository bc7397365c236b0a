"""Multi-Hop artifacts held together by their title (the seed's Significant String family):
two Dataverse datasets and an OSF project (Filtered Title: the installation's name sits at
the end of Dataverse titles and at the start of OSF's), a classic Dryad package and an OHMS
oral-history record (Title+ with Ignored URIs: the data files and audio do not carry the
title), and a hand-made lesson bank whose pages carry only the lesson title (Title).
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import a, audio, dl, esc, lis, pdf_file, txt, xml

# --- Dataverse (v5, before signposting): two datasets of a regional-studies lab -----------

DV = Portal(
    host="dataverse.iberoamericana.hx111.example",
    name="Iberoamerican Studies Dataverse",
    menu=[
        ("/dataverse/root", "Home"),
        ("/dataverse/root?q=", "Search"),
        ("http://guides.dataverse-mock.hx111-org.hx111.example/en/5.13/user/", "User Guide"),
        ("/contact", "Support"),
    ],
    footer=[("/dataverse/root/about", "About"), ("/privacy", "Privacy Policy")],
    title_format="{title} - {name}",
)
DV_PARENT = "/dataverse/mediacion-lab"


def _dv_dataset(
    doi: str, title: str, files: list[tuple[str, int, str]], blurb: str
) -> dict[str, object]:
    """Pages of one dataset; `files` are (file PID suffix, file id, file name)."""
    ds = f"/dataset.xhtml?persistentId={doi}"
    exporters = ["ddi", "oai_dc", "schema.org", "dataverse_json", "Datacite"]
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={doi}/{pid}&version=1.0', name)}</td>"
        f"<td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
        for pid, fid, name in files
    )
    main = (
        f'<div id="breadcrumbNavBlock">{a("/dataverse/root", "Iberoamerican Studies Dataverse")} &gt; '
        f"{a(DV_PARENT, 'Laboratorio de Mediación Lingüística')}</div>"
        f'<h1 id="title">{esc(title)}</h1><div class="citation">Romero, Lucía; Benali, Karim, '
        f"2024, &quot;{esc(title)}&quot;, https://doi.org/{doi[4:]}, Iberoamerican Studies "
        "Dataverse, V1</div>"
        "<div class='export'><span>Export Metadata</span>"
        + lis([a(f"/api/datasets/export?exporter={e}&persistentId={doi}", e) for e in exporters])
        + "</div>"
        + dl(
            [
                ("Description", esc(blurb)),
                ("Keyword", a("/dataverse/root?q=keywordValue%3Ainterpreting", "interpreting")),
                ("License", a("http://creativecommons.test/publicdomain/zero/1.0/", "CC0 1.0")),
            ]
        )
        + f"<h2>Files</h2><table class='files'>{rows}</table>"
        + "<div id='versionsTab'><p>Version 1.0 — published 2024-06-12</p></div>"
    )
    out: dict[str, object] = {ds: DV.page(title, main)}
    for e in exporters:
        out[f"/api/datasets/export?exporter={e}&persistentId={doi}"] = (
            data(f'{{"name": "{title}", "identifier": "{doi}"}}', "application/json")
            if e in ("schema.org", "dataverse_json")
            else xml(f"<record><title>{esc(title)}</title><id>{doi}</id></record>")
        )
    for pid, fid, name in files:
        out[f"/file.xhtml?persistentId={doi}/{pid}&version=1.0"] = DV.page(
            name,
            f"<div class='breadcrumb'>{a(DV_PARENT, 'Laboratorio de Mediación Lingüística')} &gt; "
            f"{a(ds, title)}</div><h1>{esc(name)}</h1><p>This file is part of &quot;{esc(title)}&quot;.</p>"
            f"<p>{a(f'/api/access/datafile/{fid}', 'Download')} · "
            f"{a(f'/api/access/datafile/{fid}/metadata/ddi', 'Variable metadata')}</p>",
        )
        out[f"/api/access/datafile/{fid}"] = (
            pdf_file(title, name)
            if name.endswith(".pdf")
            else xml(f"<teiCorpus><teiHeader><title>{esc(title)}</title></teiHeader></teiCorpus>")
            if name.endswith(".xml")
            else txt(f"{title}\n\n{name}: see the codebook.\n")
        )
        out[f"/api/access/datafile/{fid}/metadata/ddi"] = xml(
            f"<codeBook><stdyDscr><titl>{esc(title)}</titl></stdyDscr><fileDscr>{esc(name)}</fileDscr></codeBook>"
        )
    return out


DV_A_DOI = "doi:10.83210/DVN/QX7TRB"
DV_A_TITLE = "Interviews with community interpreters in Andalusia, 2021-2023"
DV_A_FILES = [
    ("AB12CD", 1042, "interpreter_interviews_tei.xml"),
    ("AB12CE", 1043, "codebook.pdf"),
    ("AB12CF", 1044, "README.txt"),
]
DV_B_DOI = "doi:10.83210/DVN/7LMPWA"
DV_B_TITLE = "Spanish-Arabic translated school notices from Ceuta and Melilla"
DV_B_FILES = [
    ("K9PQ2R", 1107, "notices_parallel_tei.xml"),
    ("K9PQ2S", 1108, "selection_criteria.pdf"),
]


def _dv_site():
    pages = _dv_dataset(
        DV_A_DOI,
        DV_A_TITLE,
        DV_A_FILES,
        "Forty semi-structured interviews "
        "with ad hoc and professional interpreters in health and social services.",
    )
    pages |= _dv_dataset(
        DV_B_DOI,
        DV_B_TITLE,
        DV_B_FILES,
        "212 school notices issued in "
        "Spanish with their Moroccan Arabic or Tamazight translations, aligned.",
    )
    pages[DV_PARENT] = DV.page(
        "Laboratorio de Mediación Lingüística",
        "<h1>Laboratorio de Mediación Lingüística</h1>"
        + lis(
            [
                a(f"/dataset.xhtml?persistentId={DV_A_DOI}", DV_A_TITLE),
                a(f"/dataset.xhtml?persistentId={DV_B_DOI}", DV_B_TITLE),
            ]
        ),
    )
    return [DV.site(pages)]  # type: ignore[arg-type]


def _dv_truth(doi: str, files: list[tuple[str, int, str]]) -> list[str]:
    exporters = ["ddi", "oai_dc", "schema.org", "dataverse_json", "Datacite"]
    return (
        [DV.url(f"/dataset.xhtml?persistentId={doi}")]
        + [DV.url(f"/api/datasets/export?exporter={e}&persistentId={doi}") for e in exporters]
        + [DV.url(f"/file.xhtml?persistentId={doi}/{pid}&version=1.0") for pid, _f, _n in files]
        + [DV.url(f"/api/access/datafile/{fid}") for _p, fid, _n in files]
        + [DV.url(f"/api/access/datafile/{fid}/metadata/ddi") for _p, fid, _n in files]
    )


# --- OSF: a preregistered interpreting study with a materials component --------------------

OSF = Portal(
    host="osf.openframe.hx111.example",
    name="OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("http://status.osf-mock.hx111-org.hx111.example/", "Status"),
    ],
    title_format="OSF | {title}",
    home_title="OSF",
)
OSF_P = "/x7k2q/"
OSF_C = "/b3n8z/"
OSF_TITLE = "Heritage-language interpreting in paediatric clinics: preregistration and materials"
OSF_FILES = [
    ("f4r6t", "interview_protocol.pdf", OSF_P),
    ("h2m9v", "coding_scheme.pdf", OSF_P),
    ("k7p3d", "consent_form_es.pdf", OSF_C),
    ("w5n8c", "vignettes_es_en.pdf", OSF_C),
]


def _osf_site():
    def files_of(node: str) -> str:
        return lis([a(f"/{g}/", n) for g, n, nd in OSF_FILES if nd == node])

    pages: dict[str, object] = {
        OSF_P: OSF.page(
            OSF_TITLE,
            f"<h1>{esc(OSF_TITLE)}</h1><p>Contributors: {a('/profile/ab3cd/', 'Sofía Marín')}, "
            f"{a('/profile/ef5gh/', 'Daniel Okafor')}</p>"
            f"<p>{a(OSF_P + 'wiki/home', 'Wiki')} · {a(OSF_P + 'files/osfstorage', 'Files')}</p>"
            f"<h2>Components</h2>{lis([a(OSF_C, 'Study materials')])}"
            f"<h2>Registrations</h2>{lis([a('/q9w3e/', 'Preregistration (frozen, 2024-01-15)')])}",
        ),
        OSF_P + "wiki/home": OSF.page(
            f"{OSF_TITLE} Wiki: Home", f"<h2>{esc(OSF_TITLE)}</h2><p>Study aims and timeline.</p>"
        ),
        OSF_P + "files/osfstorage": OSF.page(
            f"{OSF_TITLE} Files", f"<h2>{esc(OSF_TITLE)}: OSF Storage</h2>" + files_of(OSF_P)
        ),
        OSF_C: OSF.page(
            "Study materials",
            f"<p>Parent project: {a(OSF_P, OSF_TITLE)}</p><h1>Study materials</h1>"
            f"<p>{a(OSF_C + 'files/osfstorage', 'Files')}</p>",
        ),
        OSF_C + "files/osfstorage": OSF.page(
            "Study materials Files",
            f"<p>{esc(OSF_TITLE)} » Study materials</p>" + files_of(OSF_C),
        ),
        "/q9w3e/": OSF.page(
            f"{OSF_TITLE} (Registration)", f"<h1>{esc(OSF_TITLE)}</h1><p>Registered 2024-01-15.</p>"
        ),
        "/profile/ab3cd/": OSF.page(
            "Sofía Marín", "<h1>Sofía Marín</h1>" + lis([a(OSF_P, OSF_TITLE)])
        ),
    }
    for g, name, node in OSF_FILES:
        parent = OSF_TITLE if node == OSF_P else f"{OSF_TITLE} » Study materials"
        pages[f"/{g}/"] = OSF.page(
            name,
            f"<p>{a(node, parent)}</p><h1>{esc(name)}</h1><p>{a(f'/download/{g}/', 'Download')}</p>",
        )
        pages[f"/download/{g}/"] = pdf_file(OSF_TITLE, name.replace("_", " "))
    return [OSF.site(pages)]  # type: ignore[arg-type]


OSF_TRUTH = (
    [
        OSF.url(u)
        for u in (
            OSF_P,
            OSF_P + "wiki/home",
            OSF_P + "files/osfstorage",
            OSF_C,
            OSF_C + "files/osfstorage",
        )
    ]
    + [OSF.url(f"/{g}/") for g, _n, _d in OSF_FILES]
    + [OSF.url(f"/download/{g}/") for g, _n, _d in OSF_FILES]
)

# --- Dryad (classic): a phonological-typology data package ---------------------------------

DRY = Portal(
    host="www.dryadarchive.hx111.example",
    name="Dryad Digital Repository",
    menu=[
        ("/pages/searchTips", "Search"),
        ("/pages/submissionIntro", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/about", "About"),
    ],
    footer=[("/pages/policies", "Terms of Service"), ("/pages/contact", "Contact us")],
    title_format="{title}",
    home_title="Dryad Digital Repository",
)
DRY_DOI = "doi:10.5061/dryad.k4p27"
DRY_P = f"/resource/{DRY_DOI}"
DRY_TITLE = "Data from: Click consonant inventories and sound change in Khoisan languages"
DRY_FILES = [
    (1, "click_inventories.csv", "dryad.98213"),
    (2, "recording_sources.csv", "dryad.98214"),
]
ARTICLE = "http://journal.phonotypmock.hx111.example/article/10.3765/pt.2019.44"


def _dry_sites():
    pages: dict[str, object] = {
        DRY_P: DRY.page(
            DRY_TITLE,
            f"<h1>{esc(DRY_TITLE)}</h1><p>Güldemann, T.; Naumann, C. (2019)</p>"
            f"<p>Article: {a(ARTICLE, 'Phonological Typology 44: 101-139')}</p>"
            "<h2>Files in this package</h2>"
            + lis([a(f"{DRY_P}/{n}", f"Title: {name}") for n, name, _h in DRY_FILES])
            + f"<p>{a(DRY_P + '?show=full', 'View full metadata')} · Cite: "
            f"{a(DRY_P + '/citation/ris', 'RIS')} {a(DRY_P + '/citation/bib', 'BibTeX')}</p>"
            f"<p>Subject: {a('/discover?field=dc.subject&query=clicks', 'clicks')}</p>",
        ),
        DRY_P + "?show=full": DRY.page(
            DRY_TITLE, f"<table><tr><td>dc.title</td><td>{esc(DRY_TITLE)}</td></tr></table>"
        ),
        DRY_P + "/citation/ris": data(
            f"TY  - DATA\nTI  - {DRY_TITLE}\nER  -\n", "application/x-research-info-systems"
        ),
        DRY_P + "/citation/bib": data(
            f"@misc{{dryad_k4p27, title={{{DRY_TITLE}}}}}\n", "application/x-bibtex"
        ),
    }
    for n, name, handle in DRY_FILES:
        bit = f"/bitstream/handle/10255/{handle}/{name}?sequence=1"
        pages[f"{DRY_P}/{n}"] = DRY.page(
            name,
            f"<h1>{esc(name)}</h1><p>This file is part of the Dryad package: {a(DRY_P, DRY_TITLE)}</p>"
            f"<p>{a(bit, 'Download')} ({name}, 14 kB)</p>",
        )
        pages[bit] = data("language,family,clicks\nJu|'hoan,Kx'a,48\n", "text/csv")
    journal = Site(ARTICLE[len("http://") :].split("/", 1)[0])
    journal.add(
        "/article/10.3765/pt.2019.44",
        "<!DOCTYPE html><html><head><title>Click consonant "
        "inventories | Phonological Typology</title></head><body><h1>Article</h1></body></html>",
    )
    return [DRY.site(pages), journal]  # type: ignore[arg-type]


DRY_TRUTH = (
    [
        DRY.url(u)
        for u in (DRY_P, DRY_P + "?show=full", DRY_P + "/citation/ris", DRY_P + "/citation/bib")
    ]
    + [DRY.url(f"{DRY_P}/{n}") for n, _name, _h in DRY_FILES]
    + [DRY.url(f"/bitstream/handle/10255/{h}/{name}?sequence=1") for _n, name, h in DRY_FILES]
)

# --- OHMS with a SPOKEdb-style catalogue: an indexed oral history --------------------------

OH = Portal(
    host="spokedb.detroitvoices.hx111.example",
    name="Arab American Voices of Detroit",
    menu=[
        ("/", "Home"),
        ("/catalog/projects", "Projects"),
        ("/catalog/interviews", "Interviews"),
        ("/about", "About the Center"),
    ],
    footer=[("/access-policy", "Access policy"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Arab American Voices of Detroit | Oral History Center",
)
OH_ENTRY = "/catalog/interview/6712"
OH_ACC = "2021oh044_ar017"
OH_TITLE = "Interview with Nadia Haddad, March 3, 2021"


def _oh_site():
    viewer = f"/ohms/viewer.php?cachefile={OH_ACC}_ohm.xml"
    pages: dict[str, object] = {
        OH_ENTRY: OH.page(
            OH_TITLE,
            f"<h1>{esc(OH_TITLE)}</h1>"
            + dl(
                [
                    ("Accession", OH_ACC),
                    ("Interviewer", "Yousef, Samir"),
                    ("Languages", "Arabic (Levantine); English"),
                    ("Project", a("/catalog/project/88", "Arabic in Dearborn Schools")),
                    ("Duration", "01:42:10"),
                ]
            )
            + f"<p>{a(viewer, 'Listen with the synchronized index')} · "
            f"{a(f'/media/transcripts/{OH_ACC}.pdf', 'Transcript (PDF)')}</p>",
        ),
        viewer: OH.page(
            OH_TITLE,
            f"<h1>{esc(OH_TITLE)}</h1><p>{a(OH_ENTRY, 'Back to the record')}</p>"
            f"<p>{a(f'/media/audio/{OH_ACC}.mp3', 'Download audio (MP3)')}</p>"
            "<ol class='index'><li>[00:02:10] Arriving from Beirut, 1983</li>"
            "<li>[00:27:45] Teaching Arabic at the weekend school</li></ol>",
        ),
        f"/media/transcripts/{OH_ACC}.pdf": pdf_file(OH_TITLE, "Transcript, Arabic and English"),
        f"/media/audio/{OH_ACC}.mp3": audio(),
        "/catalog/project/88": OH.page(
            "Arabic in Dearborn Schools",
            "<h1>Arabic in Dearborn Schools</h1>"
            + lis([a(OH_ENTRY, "Haddad, Nadia"), a("/catalog/interview/6713", "Khalil, Omar")]),
        ),
    }
    return [OH.site(pages)]  # type: ignore[arg-type]


# --- Hand-made: a legacy Tagalog lesson bank ------------------------------------------------

TB = "www.tagalogbank.hx111.example"
TB_TITLE = "Sa Palengke: Ordering Food at the Market"
TB_NAV = (
    "<table width='100%' bgcolor='#ffeecc'><tr><td><a href='/'>Home</a> | "
    "<a href='/lessons.php?level=1'>Beginner</a> | <a href='/lessons.php?level=2'>Intermediate</a> | "
    "<a href='/links.html'>Links</a> | <a href='/guestbook.php'>Guestbook</a></td></tr></table>"
)


def _tb_page(title: str, body: str) -> str:
    return (
        f"<html><head><title>{esc(title)}</title></head><body bgcolor='#fffaf0'>{TB_NAV}"
        f"{body}<hr><font size='1'>Maintained by the Filipino Heritage School, 2003-2026</font></body></html>"
    )


def _tb_site():
    pages: dict[str, object] = {
        "/": _tb_page(
            "Tagalog Lesson Bank",
            "<h1>Tagalog Lesson Bank</h1><p>Free lessons for heritage learners.</p>",
        ),
        "/lessons.php?level=1": _tb_page(
            "Beginner lessons",
            "<h1>Beginner</h1>"
            + lis(
                [
                    a("/lesson.php?id=117", "Lesson 17 - Sa Bahay"),
                    a("/lesson.php?id=118", "Lesson 18 - Sa Palengke"),
                    a("/lesson.php?id=119", "Lesson 19 - Sa Paaralan"),
                ]
            ),
        ),
        "/lesson.php?id=118": _tb_page(
            TB_TITLE,
            f"<h1>Lesson 18</h1><h2>{esc(TB_TITLE)}</h2><p>Learn to ask for prices and quantities "
            "at a Filipino market.</p><ul>"
            f"<li><a href='/vocab.php?list=54'>Vocabulary</a></li>"
            f"<li><a href='/dialogue.php?d=207'>Dialogue with audio</a></li>"
            f"<li><a href='/worksheet.php?ws=3391'>Worksheet</a></li>"
            f"<li><a href='/handouts/sa-palengke.pdf'>Printable handout (PDF)</a></li></ul>"
            "<p><a href='/lesson.php?id=117'>&lt;&lt; Lesson 17</a> | "
            "<a href='/lesson.php?id=119'>Lesson 19 &gt;&gt;</a></p>",
        ),
        "/vocab.php?list=54": _tb_page(
            f"Vocabulary - {TB_TITLE}",
            f"<h2>Vocabulary for {esc(TB_TITLE)}</h2><table><tr><td>magkano</td><td>how much</td></tr>"
            "<tr><td>isang kilo</td><td>one kilo</td></tr></table>",
        ),
        "/dialogue.php?d=207": _tb_page(
            f"Dialogue - {TB_TITLE}",
            f"<h2>Dialogue: {esc(TB_TITLE)}</h2><audio controls src='/audio/d207.mp3'></audio>"
            "<p><a href='/dialogue.php?d=207&amp;view=transcript'>Show the transcript and translation</a></p>",
        ),
        "/dialogue.php?d=207&view=transcript": _tb_page(
            f"Transcript - {TB_TITLE}",
            f"<h2>Transcript: {esc(TB_TITLE)}</h2><p>A: Magkano po ang isang kilo ng kamatis?<br>"
            "B: Singkuwenta pesos po.</p>",
        ),
        "/worksheet.php?ws=3391": _tb_page(
            f"Worksheet - {TB_TITLE}",
            f"<h2>Worksheet: {esc(TB_TITLE)}</h2><ol><li>Magkano ang ___?</li></ol>"
            "<p><a href='/handouts/sa-palengke-answers.pdf'>Answer key (PDF)</a></p>",
        ),
        "/handouts/sa-palengke.pdf": pdf_file(TB_TITLE, "Lesson 18 handout"),
        "/handouts/sa-palengke-answers.pdf": pdf_file(TB_TITLE + " - Answer key", "1. kamatis"),
        "/audio/d207.mp3": audio(),
        "/lesson.php?id=117": _tb_page("Sa Bahay: Rooms and Furniture", "<h2>Sa Bahay</h2>"),
        "/lesson.php?id=119": _tb_page("Sa Paaralan: In the Classroom", "<h2>Sa Paaralan</h2>"),
    }
    return [Site(TB, pages)]  # type: ignore[arg-type]


TB_TRUTH = [
    f"http://{TB}{p}"
    for p in (
        "/lesson.php?id=118",
        "/vocab.php?list=54",
        "/dialogue.php?d=207",
        "/dialogue.php?d=207&view=transcript",
        "/worksheet.php?ws=3391",
        "/handouts/sa-palengke.pdf",
        "/handouts/sa-palengke-answers.pdf",
    )
]

CASES: list[Case] = [
    # A Dataverse dataset: the seed's Dataverse row → Significant String from Filtered Title,
    # filtered from the end (" - Iberoamerican Studies Dataverse").  The file pages, the
    # downloads (TEI corpus, codebook, README), their DDI variable metadata and the five
    # metadata exports all carry the dataset title; they are the truth.  The parent
    # dataverse lists the title too but is not the dataset.
    case(
        "dataverse-andalusia-interpreters",
        "Dataverse (regional-studies data repository)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={DV_A_DOI}"),
        _dv_truth(DV_A_DOI, DV_A_FILES),
        _dv_site,
    ),
    # A second dataset of the same Dataverse: Filtered Title; truth as above for its two files.
    case(
        "dataverse-ceuta-school-notices",
        "Dataverse (regional-studies data repository)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={DV_B_DOI}"),
        _dv_truth(DV_B_DOI, DV_B_FILES),
        _dv_site,
    ),
    # An OSF project: the seed's own OSF example ("OSF | " removed from the start of the
    # title) → Significant String from Filtered Title.  Truth: the project, its wiki and
    # storage, the materials component and its storage, four file pages (GUIDs of their own)
    # and their downloads.  The frozen registration is another artifact; the contributor's
    # profile lists the title but is not the project.
    case(
        "osf-paediatric-interpreting",
        "OSF (preregistered study project)",
        "multi_hop",
        "sig_filtered_title",
        OSF.url(OSF_P),
        OSF_TRUTH,
        _osf_site,
        others=[OSF.url("/q9w3e/")],
    ),
    # A classic Dryad package: the seed's Dryad example exactly → Significant String from
    # Title+ with Ignored URIs.  The package, its full metadata, citations and data-file
    # pages carry "Data from: …"; the CSV bitstreams do not and are one hop from the file
    # pages.  Truth: those eight; the journal article is another artifact.
    case(
        "dryad-click-inventories",
        "Dryad (classic data package)",
        "multi_hop",
        "sig_title_plus_ignored",
        DRY.url(DRY_P),
        DRY_TRUTH,
        _dry_sites,
        others=[ARTICLE],
    ),
    # An OHMS-indexed interview in a SPOKEdb-style catalogue: the record, the OHMS viewer and
    # the transcript carry the interview title (the catalogue uses it as the page title);
    # the MP3 does not and is one hop from the viewer; record, viewer and files share no
    # path or identifier → Significant String from Title+ with Ignored URIs.  Truth: record,
    # viewer, transcript PDF and MP3.
    case(
        "ohms-nadia-haddad",
        "OHMS (indexed oral-history interview)",
        "multi_hop",
        "sig_title_plus_ignored",
        OH.url(OH_ENTRY),
        [
            OH.url(OH_ENTRY),
            OH.url(f"/ohms/viewer.php?cachefile={OH_ACC}_ohm.xml"),
            OH.url(f"/media/transcripts/{OH_ACC}.pdf"),
            OH.url(f"/media/audio/{OH_ACC}.mp3"),
        ],
        _oh_site,
    ),
    # A hand-made lesson bank: the lesson's pages (vocabulary, dialogue, transcript,
    # worksheet) and PDFs sit on unrelated scripts and numbers, two hops deep, and every one
    # carries the lesson title, which is the whole <title> of the entry → Significant String
    # from Title.  Truth: those seven; the dialogue MP3 is only an embedded <audio> source;
    # the level index names the lesson only as "Lesson 18 - Sa Palengke".
    case(
        "lessonbank-sa-palengke",
        "Hand-made site (legacy PHP lesson bank)",
        "multi_hop",
        "sig_title",
        f"http://{TB}/lesson.php?id=118",
        TB_TRUTH,
        _tb_site,
    ),
]
