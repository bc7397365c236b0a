"""More Single Hop portals: a Samvera Hyrax oral-history repository, a CKAN open-data portal
of a language centre, a Drupal language-teaching resource bank and an Omeka S partition
archive (all Single Page+ with Ignored URIs), and a hand-made fieldwork recordings site
without any chrome (plain Single Page+).
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import (
    a,
    audio,
    dl,
    esc,
    json_doc,
    link_head,
    lis,
    pdf_file,
    txt,
    wav,
    xml,
    zipfile_bytes,
)

# --- Samvera Hyrax: an oral-history work with three file sets ------------------------------

HY = Portal(
    host="hyrax.deltavoices.hx111.example",
    name="Delta Voices Digital Repository",
    menu=[
        ("/?locale=en", "Home"),
        ("/about?locale=en", "About"),
        ("/collections?locale=en", "Collections"),
        ("/catalog?locale=en", "Browse"),
        ("/contact?locale=en", "Contact"),
    ],
    footer=[
        ("/terms?locale=en", "Terms of Use"),
        ("/agreement?locale=en", "Deposit Agreement"),
        ("http://samvera.hx111-org.hx111.example/", "A service powered by Samvera Hyrax"),
    ],
    title_format="{title} // {name}",
)
HY_W = "7p88cg52m"
HY_ENTRY = f"/concern/oral_histories/{HY_W}?locale=en"
HY_TITLE = "Interview with Vũ Thị Lan on teaching Vietnamese in Houston weekend schools"
HY_FS = [
    ("z890rt12k", "lan_interview_part1.mp3", "audio"),
    ("z890rt13v", "lan_interview_part2.mp3", "audio"),
    ("c821gk05p", "lan_transcript_vi_en.pdf", "pdf"),
]


def _hy_site():
    rows = "".join(
        f"<tr><td>{a(f'/concern/parent/{HY_W}/file_sets/{fs}?locale=en', name)}</td>"
        f"<td>{'Audio' if kind == 'audio' else 'PDF'}</td>"
        f"<td>{a(f'/downloads/{fs}', 'Download', title=f'Download {name}')}</td></tr>"
        for fs, name, kind in HY_FS
    )
    main = (
        f'<header><h1>{esc(HY_TITLE)}</h1><span class="label">Open Access</span></header>'
        + dl(
            [
                ("Interviewee", "Vũ, Thị Lan"),
                ("Interviewer", "Nguyen, Minh Chau"),
                ("Language", "Vietnamese; English"),
                (
                    "Keyword",
                    a(
                        "/catalog?f%5Bkeyword_sim%5D%5B%5D=heritage+language&locale=en",
                        "heritage language",
                    ),
                ),
                ("Date created", "2022-04-17"),
                (
                    "Rights statement",
                    a(
                        "http://rightsstatements.test/vocab/InC-EDU/1.0/",
                        "In Copyright - Educational Use Permitted",
                    ),
                ),
            ]
        )
        + "<h2>Relationships</h2><p>In Collection: "
        + a("/collections/9k41zd51g?locale=en", "Vietnamese Heritage Language Project")
        + "</p><h2>Items</h2><table class='related-files'><tr><th>Title</th><th>Type</th>"
        + "<th>Actions</th></tr>"
        + rows
        + "</table>"
        + f"<p>{a(f'/concern/oral_histories/{HY_W}.endnote?locale=en', 'EndNote')} · "
        + f"{a(f'/concern/oral_histories/{HY_W}/manifest?locale=en', 'IIIF Manifest')}</p>"
    )
    pages = {HY_ENTRY: HY.page(f"Oral History | {HY_TITLE} | ID: {HY_W}", main)}
    for fs, name, kind in HY_FS:
        pages[f"/concern/parent/{HY_W}/file_sets/{fs}?locale=en"] = HY.page(
            f"File Set | {name}",
            f"<h1>{esc(name)}</h1><p>Parent: {a(HY_ENTRY, HY_TITLE)}</p>"
            f"<p>{a(f'/downloads/{fs}', 'Download the file')}</p>",
        )
        pages[f"/downloads/{fs}"] = (
            audio()
            if kind == "audio"
            else pdf_file(HY_TITLE, "Transcript, Vietnamese with English translation")
        )
    pages[f"/concern/oral_histories/{HY_W}.endnote?locale=en"] = data(
        f"%0 Generic\n%T {HY_TITLE}\n", "application/x-endnote-refer"
    )
    pages[f"/concern/oral_histories/{HY_W}/manifest?locale=en"] = json_doc(
        '{"@context": "http://iiif.io/api/presentation/2/context.json", "@type": "sc:Manifest"}'
    )
    pages["/collections/9k41zd51g?locale=en"] = HY.page(
        "Vietnamese Heritage Language Project", "<h1>Vietnamese Heritage Language Project</h1>"
    )
    return [HY.site(pages)]


# --- CKAN: a learner-corpus dataset with DCAT exports --------------------------------------

CK = Portal(
    host="data.nordlangs.hx111.example",
    name="Nordic Language Centre Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/api/3", "CKAN API"),
        ("http://ckan-project.hx111-org.hx111.example/", "Powered by CKAN"),
    ],
    title_format="{title} - Dataset - {name}",
)
CK_NAME = "swedish-l2-learner-essays-2019-2023"
CK_PKG = "1b6c9e3a-5d2f-4c8e-9a71-0f3e2d4b8c11"
CK_TITLE = "Swedish L2 learner essays, 2019–2023"
CK_RES = [
    ("3f2a7c1d-88b0-4e61-a5d2-6c9f10e4b7a3", "essays_metadata.csv", "CSV"),
    ("a0c4e8b2-1d7f-4f3a-b6e9-52d1c7a9f018", "essay_texts_v3.zip", "ZIP"),
    ("e7d19b54-3c2a-47f0-8e1b-9a6f0d2c5b37", "data_dictionary.pdf", "PDF"),
]
CK_DCAT = [
    ("rdf", "application/rdf+xml"),
    ("ttl", "text/turtle"),
    ("jsonld", "application/ld+json"),
]


def _ck_site():
    head = "".join(link_head("alternate", f"/dataset/{CK_NAME}.{ext}", t) for ext, t in CK_DCAT)
    res = "".join(
        f'<li class="resource-item"><a class="heading" href="/dataset/{CK_NAME}/resource/{rid}">'
        f"{esc(fn)} <span class='format-label'>{fmt}</span></a>"
        f"<ul class='dropdown-menu'><li>{a(f'/dataset/{CK_NAME}/resource/{rid}', 'Preview')}</li>"
        f"<li>{a(f'/dataset/{CK_PKG}/resource/{rid}/download/{fn}', 'Download')}</li></ul></li>"
        for rid, fn, fmt in CK_RES
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/organization/", "Organizations")}</li>'
        f"<li>{a('/organization/nlc-corpus-unit', 'NLC Corpus Unit')}</li>"
        f"<li>{a(f'/dataset/{CK_NAME}', CK_TITLE)}</li></ol>"
        f'<ul class="nav nav-tabs"><li>{a(f"/dataset/{CK_NAME}", "Dataset")}</li>'
        f"<li>{a(f'/dataset/activity/{CK_NAME}', 'Activity Stream')}</li></ul>"
        f"<h1>{esc(CK_TITLE)}</h1><p>1,312 argumentative essays written by adult learners of "
        "Swedish at levels A2–C1, with learner metadata and normalised versions.</p>"
        f'<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">{res}'
        "</ul></section>"
        f"<section class='tags'>{a('/dataset/?tags=learner+corpus', 'learner corpus')} "
        f"{a('/dataset/?tags=Swedish', 'Swedish')}</section>"
        + dl(
            [
                ("Maintainer", "NLC Corpus Unit"),
                ("Version", "3.0"),
                ("License", a("http://opendefinition.test/licenses/odc-by/", "ODC-BY")),
            ]
        )
    )
    pages = {f"/dataset/{CK_NAME}": CK.page(CK_TITLE, main, head=head)}
    pages[f"/dataset/activity/{CK_NAME}"] = CK.page(
        f"Activity Stream - {CK_TITLE}",
        f"<h1>Activity Stream</h1><p>NLC Corpus Unit updated the dataset {a(f'/dataset/{CK_NAME}', CK_TITLE)}</p>",
    )
    for rid, fn, fmt in CK_RES:
        dl_url = f"/dataset/{CK_PKG}/resource/{rid}/download/{fn}"
        pages[f"/dataset/{CK_NAME}/resource/{rid}"] = CK.page(
            f"{fn} - {CK_TITLE}",
            f"<h1>{esc(fn)}</h1><p>{a(dl_url, 'Download', class_='btn resource-url-analytics')}</p>"
            f"<p>From the dataset {a(f'/dataset/{CK_NAME}', CK_TITLE)}</p>",
        )
        pages[dl_url] = (
            txt("essay_id,l1,level\nE0001,fa,B1\n", "text/csv")
            if fmt == "CSV"
            else zipfile_bytes()
            if fmt == "ZIP"
            else pdf_file("Data dictionary", "essay_id: text")
        )
    for ext, t in CK_DCAT:
        pages[f"/dataset/{CK_NAME}.{ext}"] = data(f"# DCAT record: {CK_TITLE}\n", t)
    pages["/organization/nlc-corpus-unit"] = CK.page("NLC Corpus Unit", "<h1>NLC Corpus Unit</h1>")
    return [CK.site(pages)]


# --- Drupal: a less-commonly-taught-languages resource bank --------------------------------

DR = Portal(
    host="www.lctlbank.hx111.example",
    name="LCTL Resource Bank",
    menu=[
        ("/", "Home"),
        ("/resources", "Find resources"),
        ("/languages", "Languages"),
        ("/contribute", "Contribute"),
        ("/about", "About"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
DR_NODE = "/resources/yoruba-proverbs-intermediate-reading-pack"
DR_TITLE = "Yoruba proverbs: intermediate reading pack"
DR_FILES = [
    ("/sites/default/files/2025-02/yoruba-proverbs-reading-pack.pdf", "Reading pack (PDF, 2.1 MB)"),
    ("/sites/default/files/2025-02/yoruba-proverbs-answer-key.pdf", "Answer key (PDF, 180 KB)"),
    ("/sites/default/files/2025-02/yoruba-proverbs-read-aloud.mp3", "Read-aloud audio (MP3)"),
]


def _dr_site():
    main = (
        f'<article class="node node--type-resource"><h1 class="page-title">{esc(DR_TITLE)}</h1>'
        f"<p>Submitted by {a('/user/212', 'folake.adeyemi')} on 11 February 2025</p>"
        "<div class='field--name-body'><p>Twelve proverbs with glossed vocabulary, comprehension "
        "questions and a read-aloud recording by a Lagos-born teacher.</p></div>"
        f"<audio controls src='{DR_FILES[2][0]}'></audio>"
        "<div class='field--name-field-attachments'><h2>Attachments</h2>"
        + lis([a(u, label, type="application/octet-stream") for u, label in DR_FILES], "file")
        + "</div>"
        + dl(
            [
                ("Language", a("/languages/yoruba", "Yoruba")),
                ("ACTFL level", a("/proficiency/intermediate-mid", "Intermediate Mid")),
                ("Skill", a("/skills/reading", "Reading")),
                ("License", a("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0")),
            ]
        )
        + "</article><aside class='block-views-related'><h2>Related resources</h2>"
        + lis(
            [
                a("/resources/yoruba-tone-marking-drills", "Yoruba tone-marking drills"),
                a("/resources/igbo-market-dialogues", "Igbo market dialogues"),
            ]
        )
        + "</aside>"
    )
    pages = {
        DR_NODE: DR.page(DR_TITLE, main, head=link_head("canonical", DR.url(DR_NODE))),
        DR_FILES[0][0]: pdf_file(DR_TITLE, "Twelve proverbs"),
        DR_FILES[1][0]: pdf_file(f"{DR_TITLE}: answer key", "1. b  2. a"),
        DR_FILES[2][0]: audio(),
        "/resources/yoruba-tone-marking-drills": DR.page(
            "Yoruba tone-marking drills", "<h1>Drills</h1>"
        ),
        "/resources/igbo-market-dialogues": DR.page("Igbo market dialogues", "<h1>Dialogues</h1>"),
        "/languages/yoruba": DR.page("Yoruba", "<h1>Yoruba</h1>" + lis([a(DR_NODE, DR_TITLE)])),
    }
    return [DR.site(pages)]


# --- Omeka S: a partition-memories item with three media -----------------------------------

OS = Portal(
    host="omeka.partitionarchive.hx111.example",
    name="Partition Memories",
    menu=[
        ("/s/memories/page/welcome", "Welcome"),
        ("/s/memories/item", "Browse"),
        ("/s/memories/item-set", "Collections"),
        ("/s/memories/page/about", "About"),
    ],
    footer=[
        ("/s/memories/page/take-down", "Take-down policy"),
        ("http://omeka-s.hx111-org.hx111.example/", "Powered by Omeka S"),
    ],
    title_format="{title} · {name} · Omeka S",
)
OS_ITEM = "/s/memories/item/1532"
OS_TITLE = "Interview with Gurdev Kaur, Amritsar, 2017"
OS_MEDIA = [
    (1533, "/files/original/8b1f0c6e2a4d91f7c3e5.mp3", "Audio recording (Punjabi)"),
    (1534, "/files/original/2c9e4f71a0b35d8e6f12.pdf", "Transcript (Gurmukhi)"),
    (1535, "/files/original/d4a7b2e9c1f5a3086b47.pdf", "English translation"),
]


def _os_site():
    media = "".join(
        f"<li>{a(f'/s/memories/media/{mid}', label)} — {a(orig, 'Download original')}</li>"
        for mid, orig, label in OS_MEDIA
    )
    main = (
        f'<h2>{esc(OS_TITLE)}</h2><div class="media-list"><ul>{media}</ul></div>'
        + dl(
            [
                ("Title", esc(OS_TITLE)),
                (
                    "Description",
                    "Gurdev Kaur remembers the journey from Lyallpur in August 1947. "
                    "Recorded in Punjabi; transcript and English translation by volunteers.",
                ),
                ("Language", "Punjabi; English (translation)"),
                ("Date", "2017-11-04"),
                ("Item sets", a("/s/memories/item-set/12", "Amritsar interviews")),
            ]
        )
        + f"<p>{a('/s/memories/item?fulltext_search=Lyallpur', 'More items about Lyallpur')}</p>"
    )
    pages = {OS_ITEM: OS.page(OS_TITLE, main)}
    for mid, orig, label in OS_MEDIA:
        pages[f"/s/memories/media/{mid}"] = OS.page(
            label,
            f"<h2>{esc(label)}</h2><p>{a(orig, 'Download original')}</p>"
            f"<p>Item: {a(OS_ITEM, OS_TITLE)}</p>",
        )
        pages[orig] = audio() if orig.endswith(".mp3") else pdf_file(label, OS_TITLE)
    pages["/s/memories/item-set/12"] = OS.page(
        "Amritsar interviews", "<h2>Amritsar interviews</h2>"
    )
    return [OS.site(pages)]


# --- Hand-made: a fieldwork recordings site with no chrome at all -------------------------

FW = "fieldwork.ngunilab.hx111.example"
STYLE = "<style>body{font:15px Georgia,serif;margin:2em}td{padding:2px 8px}</style>"


def _fw_session(n: str, heading: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(f"<tr><td><a href='{f}'>{f}</a></td><td>{esc(d)}</td></tr>" for f, d in files)
    return (
        f"<html><head><title>Session {n}: {esc(heading)}</title>{STYLE}</head><body>"
        f"<h2>Session {n}</h2><p>{esc(heading)}</p><table>{rows}</table>"
        "<p><small>Recorded with a Zoom H5, 44.1 kHz. Please cite the project when using "
        "these files.</small></p></body></html>"
    )


FW_S04 = [
    ("session04.wav", "audio, 38 min"),
    ("session04.TextGrid", "Praat segmentation"),
    ("session04_transcript.pdf", "transcript"),
    ("session04_gloss.txt", "interlinear gloss (Leipzig rules)"),
]
FW_S07 = [
    ("session07.wav", "audio, 52 min"),
    ("session07.eaf", "ELAN annotation"),
    ("session07_transcript.pdf", "transcript"),
    ("session07_translation_en.pdf", "free translation into English"),
]


def _fw_site() -> list[Site]:
    base = "/recordings/2019/"
    home = (
        f"<html><head><title>Nguni Varieties Recording Project</title>{STYLE}</head><body>"
        "<h1>Nguni Varieties Recording Project</h1><p>Recordings made in Zimbabwe and South "
        "Africa, 2018–2020.</p><ul>"
        f"<li><a href='{base}session04.html'>Session 04 — isiNdebele, Bulawayo</a></li>"
        f"<li><a href='{base}session07.html'>Session 07 — siSwati, Mbabane</a></li></ul>"
        "<p>All transcripts in one place: "
        f"<a href='{base}session04_transcript.pdf'>04</a> "
        f"<a href='{base}session07_transcript.pdf'>07</a></p>"
        "<p><a href='/about.html'>About the project</a> · <a href='/consent-form.pdf'>Blank "
        "consent form</a></p></body></html>"
    )
    pages: dict[str, object] = {
        "/": home,
        "/about.html": "<html><head><title>About</title></head><body><h1>About</h1></body></html>",
        "/consent-form.pdf": pdf_file("Consent form", "Nguni Varieties Recording Project"),
        base + "session04.html": _fw_session(
            "04", "isiNdebele (Zimbabwe), Bulawayo, 12 July 2019", FW_S04
        ),
        base + "session07.html": _fw_session(
            "07", "siSwati (Eswatini), Mbabane, 3 August 2019", FW_S07
        ),
    }
    for f, _d in FW_S04 + FW_S07:
        if f.endswith(".wav"):
            pages[base + f] = wav()
        elif f.endswith(".pdf"):
            pages[base + f] = pdf_file(f, "Nguni Varieties Recording Project")
        elif f.endswith(".eaf"):
            pages[base + f] = xml('<ANNOTATION_DOCUMENT AUTHOR="tm" FORMAT="3.0"/>')
        else:
            pages[base + f] = txt(f'File type="ooTextFile"\n{f}\n')
    return [Site(FW, pages)]  # type: ignore[arg-type]


def _fw_truth(page: str, files: list[tuple[str, str]]) -> list[str]:
    base = f"http://{FW}/recordings/2019/"
    return [base + page] + [base + f for f, _d in files]


CASES: list[Case] = [
    # A Hyrax oral-history work: Single Hop (its file sets and their downloads are one hop
    # away, on paths that do not contain the work's) → Single Page+ with Ignores, as the
    # seed's repositories.  Truth: the work, three file-set pages, three downloads, the
    # EndNote export and the IIIF manifest; the collection, keyword facet and rights
    # statement are not the interview.
    case(
        "hyrax-vietnamese-weekend-schools",
        "Samvera Hyrax (oral-history work)",
        "single_hop",
        "single_page_plus_ignored",
        HY.url(HY_ENTRY),
        [
            HY.url(HY_ENTRY),
            HY.url(f"/concern/oral_histories/{HY_W}.endnote?locale=en"),
            HY.url(f"/concern/oral_histories/{HY_W}/manifest?locale=en"),
        ]
        + [HY.url(f"/concern/parent/{HY_W}/file_sets/{fs}?locale=en") for fs, _n, _k in HY_FS]
        + [HY.url(f"/downloads/{fs}") for fs, _n, _k in HY_FS],
        _hy_site,
    ),
    # A CKAN dataset: downloads live under the package UUID, not the dataset's name, so the
    # path does not hold the artifact; everything is one hop away → Single Page+ with
    # Ignores (Figshare-like).  Truth: the dataset page, its activity stream, three resource
    # pages, three downloads and the DCAT RDF/Turtle/JSON-LD records.
    case(
        "ckan-swedish-learner-essays",
        "CKAN (language-centre open data portal)",
        "single_hop",
        "single_page_plus_ignored",
        CK.url(f"/dataset/{CK_NAME}"),
        [CK.url(f"/dataset/{CK_NAME}"), CK.url(f"/dataset/activity/{CK_NAME}")]
        + [CK.url(f"/dataset/{CK_NAME}/resource/{r}") for r, _f, _t in CK_RES]
        + [CK.url(f"/dataset/{CK_PKG}/resource/{r}/download/{f}") for r, f, _t in CK_RES]
        + [CK.url(f"/dataset/{CK_NAME}.{ext}") for ext, _t in CK_DCAT],
        _ck_site,
    ),
    # A Drupal resource-bank node with attachments: Single Hop → Single Page+ with Ignores.
    # Truth: the node and its three attachments (the MP3 is also the <audio> source, but it
    # is linked as an attachment); taxonomy terms, related resources and the user are out.
    case(
        "drupal-yoruba-reading-pack",
        "Drupal (language-teaching resource bank)",
        "single_hop",
        "single_page_plus_ignored",
        DR.url(DR_NODE),
        [DR.url(DR_NODE)] + [DR.url(u) for u, _l in DR_FILES],
        _dr_site,
    ),
    # An Omeka S item with media: the seed's Omeka row is "Single Page, but depends on the
    # installation" — this one links its media pages and original files, so the item is
    # Single Hop → Single Page+ with Ignores.  Truth: the item, three media pages, three
    # original files; the item set and the full-text search are not the interview.
    case(
        "omeka-s-gurdev-kaur",
        "Omeka S (partition oral-history archive)",
        "single_hop",
        "single_page_plus_ignored",
        OS.url(OS_ITEM),
        [OS.url(OS_ITEM)]
        + [OS.url(f"/s/memories/media/{m}") for m, _o, _l in OS_MEDIA]
        + [OS.url(o) for _m, o, _l in OS_MEDIA],
        _os_site,
    ),
    # A hand-made fieldwork page: no menu, no footer, nothing but the session's files, so
    # every link one hop away belongs → Single Page+.  Ignoring the homepage's links would
    # even lose the transcript, which the project index also links.  Truth: the page and
    # its four files.
    case(
        "fieldwork-session04-ndebele",
        "Hand-made site (fieldwork recordings page)",
        "single_hop",
        "single_page_plus",
        f"http://{FW}/recordings/2019/session04.html",
        _fw_truth("session04.html", FW_S04),
        _fw_site,
    ),
    # The same site's session 07 (ELAN instead of Praat, plus a translation): Single Page+,
    # truth the page and its four files.
    case(
        "fieldwork-session07-swati",
        "Hand-made site (fieldwork recordings page)",
        "single_hop",
        "single_page_plus",
        f"http://{FW}/recordings/2019/session07.html",
        _fw_truth("session07.html", FW_S07),
        _fw_site,
    ),
]
