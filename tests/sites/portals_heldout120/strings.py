"""Multi-hop artifacts held together by a significant string: Islandora oral histories
(title), Dryad packages (title, one hop out), Dataverse datasets and an OSF project
(title filtered of the portal's name)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, binary, dl, host, json_, simple, txt, ul, xml

# --- Islandora 2 (Drupal 10): an oral history and ethnographic interview collection ----

ISL = Portal(
    host("oralhistory", "prairie-peoples-archive"),
    "Prairie Peoples Oral History Archive",
    menu=[
        ("/collections", "Collections"),
        ("/search-objects", "Search objects"),
        ("/about", "About the archive"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("http://islandora.test/", "Islandora"),
    ],
    title_format="{title}",  # the site's metatag pattern is [node:title]
    home_title="Prairie Peoples Oral History Archive",
)


def _isl_interview(node: int, title: str, narrator: str, related: int) -> dict[str, object]:
    """Object node, transcript node, index node, audio media page, transcript text file."""
    tr, ix, media = node + 1, node + 2, node // 4
    crumb = (
        f'<nav class="breadcrumb">{a("/collections", "Collections")} › '
        f"{a('/node/10', 'Treaty Four Elders Project')}</nav>"
    )
    main = (
        crumb
        + f"<h1>{escape(title)}</h1>"
        + dl(
            [
                ("Narrator", escape(narrator)),
                ("Interviewer", "J. Desjarlais"),
                ("Resource type", "Sound"),
                ("Subject", a("/taxonomy/term/33", "Treaties")),
                ("Member of", a("/node/10", "Treaty Four Elders Project")),
            ]
        )
        + "<h2>Media</h2>"
        + ul(
            [
                (f"/media/{media}", "Audio (original, preservation master)"),
                (f"/node/{tr}", "Transcript"),
                (f"/node/{ix}", "Time-coded index and summary"),
            ]
        )
        + f"<h2>Related</h2>{a(f'/node/{related}', 'Another interview in this project')}"
    )
    return {
        f"/node/{node}": ISL.page(title, main),
        f"/node/{tr}": ISL.page(
            f"Transcript: {title}",
            crumb + f"<h1>Transcript: {escape(title)}</h1><p>Transcript of {escape(title)}."
            f"</p>{a(f'/system/files/transcripts/oh{node}.txt', 'Plain text transcript')}"
            f"<p>Part of {a(f'/node/{node}', title)}</p>",
        ),
        f"/node/{ix}": ISL.page(
            f"Index: {title}",
            crumb + f"<h1>Index: {escape(title)}</h1><ol><li>00:00 Introductions</li>"
            f"<li>04:12 The treaty medal</li></ol><p>Part of {a(f'/node/{node}', title)}</p>",
        ),
        f"/media/{media}": ISL.page(
            f"Audio: {title}",
            f'<h1>Audio: {escape(title)}</h1><audio controls src="/system/files/'
            f'audio/oh{node}.mp3"></audio><p>Media of {a(f"/node/{node}", title)}</p>',
        ),
        f"/system/files/audio/oh{node}.mp3": binary("audio/mpeg"),
        f"/system/files/transcripts/oh{node}.txt": txt(f"{title}\n\nJD: Good morning...\n"),
    }


ISL_A = (
    412,
    "Interview with Marie Bigstone on the treaty medal, Fort Qu Appelle, 1974",
    "Marie Bigstone",
    520,
)
ISL_B = (
    520,
    "Interview with Albert Kaye on winter counts and trapping lines, 1975",
    "Albert Kaye",
    412,
)


def islandora() -> list[Site]:
    pages: dict = {
        "/node/10": simple(
            ISL,
            "Treaty Four Elders Project",
            "Fifty-two interviews recorded 1973 to 1977. Browse the items.",
        ),
        "/taxonomy/term/33": simple(ISL, "Treaties"),
        "/collections": simple(ISL, "Collections"),
    }
    for i in (ISL_A, ISL_B):
        pages.update(_isl_interview(*i))
    return [ISL.site(pages)]


def _isl_truth(i: tuple) -> list[str]:
    n = i[0]
    return [
        ISL.url(p)
        for p in (
            f"/node/{n}",
            f"/node/{n + 1}",
            f"/node/{n + 2}",
            f"/media/{n // 4}",
            f"/system/files/transcripts/oh{n}.txt",
        )
    ]


# --- Dryad (classic, DSpace-based): data packages with per-file pages -----------------

DRY = Portal(
    host("www", "datadryad"),
    "Dryad Digital Repository",
    menu=[
        ("/pages/faq", "FAQ"),
        ("/pages/submissionIntegration", "Submit data"),
        ("/pages/organization", "About"),
        ("/discover", "Browse"),
    ],
    footer=[
        ("/pages/policies", "Terms of Service"),
        ("/pages/privacy", "Privacy"),
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
    ],
    title_format="{title}",
    home_title="Dryad Digital Repository",
)


def _dryad_pkg(
    doi: str, title: str, files: list[tuple[str, str, int]], article: str
) -> dict[str, object]:
    """Package page, ?show=full, citation downloads, file pages and bitstreams."""
    pkg = f"/resource/doi:10.5061/dryad.{doi}"
    cite = (
        f"<p>When using this data, please cite the original publication and the data: "
        f"{escape(title)}. Dryad Digital Repository. doi:10.5061/dryad.{doi}</p>"
    )

    def bit(i: int, fname: str, bid: int) -> str:
        return f"/bitstream/handle/10255/dryad.{bid}/{fname}?sequence=1"

    listing = "".join(
        f"<tr><td>{a(f'{pkg}/{i}', 'Title: ' + label)}</td><td>"
        f"{a(bit(i, fn, bid), 'Download ' + fn)}</td></tr>"
        for i, (label, fn, bid) in enumerate(files, 1)
    )
    main = (
        f"<h1>{escape(title)}</h1>{cite}"
        f'<p>Article: <a href="http://dx.doi.test/{article}">doi:{article}</a></p>'
        f"<h2>Files in this package</h2><table>{listing}</table>"
        + a(f"{pkg}?show=full", "View Full Metadata")
        + " | Download citation: "
        + a(f"{pkg}/citation/ris", "RIS")
        + " "
        + a(f"{pkg}/citation/bib", "BibTeX")
    )
    pages: dict[str, object] = {
        pkg: DRY.page(title, main),
        f"{pkg}?show=full": DRY.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>"
            f"dc.title</td><td>{escape(title)}</td></tr></table>"
            + a(pkg, "Show simple item record"),
        ),
        f"{pkg}/citation/ris": txt(f"TY  - DATA\nT1  - {title}\nER  -\n"),
        f"{pkg}/citation/bib": txt(f"@misc{{dryad_{doi}, title = {{{title}}}}}\n"),
    }
    for i, (label, fn, bid) in enumerate(files, 1):
        pages[f"{pkg}/{i}"] = DRY.page(
            label,
            f"<h1>{escape(label)}</h1><p>This file is part of the Dryad package "
            f"{a(pkg, title)}</p>{cite}{a(bit(i, fn, bid), 'Download ' + fn)}",
        )
        pages[bit(i, fn, bid).split("?")[0] + "?sequence=1"] = binary("text/csv")
    return pages


DRY_A = (
    "k9s2v",
    "Data from: Kin proximity and childcare networks among Agta foragers",
    [
        ("Camp composition and kinship ties", "agta_camp_kin.csv", 88121),
        ("Focal follow childcare observations", "agta_focal_follows.csv", 88122),
    ],
    "10.1016/j.evolhumbehav.2024.03.004",
)
DRY_B = (
    "3tx95cb",
    "Data from: Bridewealth inflation and marriage timing in rural Malawi",
    [("Household survey responses", "malawi_hh_marriage.csv", 90457)],
    "10.1086/729981",
)


def dryad() -> list[Site]:
    pages: dict = {}
    for d in (DRY_A, DRY_B):
        pages.update(_dryad_pkg(*d))
    return [DRY.site(pages)]


def _dry_truth(d: tuple) -> list[str]:
    return [DRY.url(p) for p in _dryad_pkg(*d)]


# --- Dataverse 6: a qualitative and survey data repository ----------------------------

DV = Portal(
    host("dataverse", "qualdata-anthro"),
    "Anthropological Data Repository",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/dataverseuser.xhtml", "User guide"),
        ("/loginpage.xhtml", "Log in"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign up"),
    ],
    footer=[
        ("http://dataverse.test/", "Powered by Dataverse 6.4"),
        ("/privacy", "Privacy policy"),
        ("/terms", "Terms of use"),
    ],
    title_format="{title} | {name}",
    home_title="Anthropological Data Repository",
)


def _dv_dataset(doi: str, title: str, files: list[tuple[str, str]], coll: str) -> dict:
    pid = f"doi:10.70122/FK2/{doi}"
    ds = f"/dataset.xhtml?persistentId={pid}"
    exports = [
        (f"/api/datasets/export?exporter={x}&persistentId={pid}", label)
        for x, label in (
            ("dataverse_json", "JSON"),
            ("ddi", "DDI Codebook v2"),
            ("Datacite", "DataCite"),
        )
    ]
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={pid}/{fid}&version=1.0', fn)}</td>"
        f'<td><button type="button" onclick="downloadFile(\'{fid}\')">Access File'
        f"</button></td></tr>"
        for fid, fn in files
    )
    crumb = (
        f'<div id="breadcrumbNavBlock">{a("/dataverse/root", "Root")} &gt; '
        f"{a(f'/dataverse/{coll}', coll)}</div>"
    )
    main = (
        crumb + f'<h1 id="title">{escape(title)}</h1><p>Version 1.0</p>'
        f'<p>Persistent Identifier: {pid}</p><div class="dropdown-menu">Export Metadata'
        + ul(exports)
        + "</div><h2>Files</h2><table>"
        + rows
        + "</table>"
        "<h2>Terms</h2><p>Restricted: signed data use agreement required for transcripts.</p>"
    )
    pages: dict = {ds: DV.page(title, main)}
    for url, _l in exports:
        pages[url] = (
            xml(f"<codeBook><titl>{escape(title)}</titl></codeBook>")
            if "ddi" in url
            else json_(f'{{"title": "{title}"}}')
        )
    for fid, fn in files:
        pages[f"/file.xhtml?persistentId={pid}/{fid}&version=1.0"] = DV.page(
            fn,
            crumb + f"<h1>{escape(fn)}</h1><p>This file is part of {a(ds, title)}</p>"
            '<p>Version 1.0</p><button type="button">Access File</button>',
        )
    return pages


DV_A = (
    "QX1ZKD",
    "Kinship Terminology and Marriage Rules Survey, Western Highlands 2022",
    [
        ("RT7BNM", "kinship_survey_2022.tab"),
        ("WQ2LPA", "codebook_kinship_2022.pdf"),
        ("JH8VCE", "interview_guide_tokpisin.docx"),
    ],
    "highlands-kinship",
)
DV_B = (
    "ZP44RN",
    "Semi-structured interviews with museum repatriation officers 2018-2023",
    [("CE9TAX", "interview_transcripts_redacted.zip")],
    "repatriation-studies",
)


def dataverse() -> list[Site]:
    pages: dict = {
        "/dataverse/root": simple(DV, "Root"),
        "/dataverse/highlands-kinship": simple(
            DV, "Highlands Kinship Project", "Showing 1 to 10 of 23 results (newest first)."
        ),
        "/dataverse/repatriation-studies": simple(DV, "Repatriation Studies Dataverse"),
    }
    for d in (DV_A, DV_B):
        pages.update(_dv_dataset(*d))
    return [DV.site(pages)]


def _dv_truth(d: tuple) -> list[str]:
    return [DV.url(p) for p in _dv_dataset(*d)]


# --- OSF: a project with components and files ------------------------------------------

OSF = Portal(
    host("osf", "cos-open"),
    "OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("http://cos.test/", "Center for Open Science"),
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
    ],
    title_format="OSF | {title}",
    home_title="OSF",
)
OSF_P = "/x7k2p/"


def osf() -> list[Site]:
    t = "Multi-sited ethnography of Filipino seafarers and their households"
    comp = "/q2w9e/"
    files = [("/a8d3m", "interview_protocol_v3.pdf"), ("/b5n6r", "consent_form_tagalog.pdf")]

    def bar(project: str = OSF_P) -> str:
        return (
            f'<nav class="project-nav">{a(OSF_P, t)} · {a(OSF_P + "files/osfstorage", "Files")}'
            f" · {a(OSF_P + 'wiki/home', 'Wiki')} · {a('/u5r4t/', 'Contributors')}</nav>"
        )

    pages: dict[str, object] = {
        OSF_P: OSF.page(
            t,
            bar() + f"<h1>{escape(t)}</h1><p>Contributors: "
            f"{a('/u5r4t/', 'Carmela Villanueva')}</p><h2>Components</h2>"
            + ul([(comp, "Manila crewing agency observations")])
            + "<h2>Files</h2>"
            + ul(files),
        ),
        OSF_P + "files/osfstorage": OSF.page(t + " Files", bar() + ul(files)),
        OSF_P + "wiki/home": OSF.page(t + " Wiki", bar() + "<p>Data management plan.</p>"),
        comp: OSF.page(
            "Manila crewing agency observations",
            bar() + f"<h1>Manila crewing agency observations</h1><p>Component of {a(OSF_P, t)}</p>",
        ),
        "/u5r4t/": OSF.page(
            "Carmela Villanueva",
            "<h1>Carmela Villanueva</h1>"
            '<div id="projects" data-src="/api/v2/users/u5r4t/nodes/"></div>',
        ),
    }
    for path, fn in files:
        pages[path] = OSF.page(
            fn,
            bar() + f"<h1>{escape(fn)}</h1><button "
            f'data-download="/download{path}/">Download</button>',
        )
    return [OSF.site(pages)]


OSF_TRUTH = [
    OSF.url(p)
    for p in (OSF_P, OSF_P + "files/osfstorage", OSF_P + "wiki/home", "/q2w9e/", "/a8d3m", "/b5n6r")
]


CASES: list[Case] = [
    # Islandora interview: its parts (transcript and index nodes, the audio media page,
    # the transcript text) sit at unrelated /node/ and /media/ paths but all carry the
    # interview's title, and the site's <title> is the bare node title: Significant
    # String from Title, as for Dryad.  The audio itself is embedded.  Truth: the five.
    case(
        "islandora-treaty-medal",
        "Islandora 2 (oral history archive)",
        "Multi-Hop",
        "sig_title",
        ISL.url(f"/node/{ISL_A[0]}"),
        _isl_truth(ISL_A),
        islandora,
        others=[ISL.url(f"/node/{ISL_A[3]}")],
    ),
    case(
        "islandora-winter-counts",
        "Islandora 2 (oral history archive)",
        "Multi-Hop",
        "sig_title",
        ISL.url(f"/node/{ISL_B[0]}"),
        _isl_truth(ISL_B),
        islandora,
        others=[ISL.url(f"/node/{ISL_B[3]}")],
    ),
    # Dryad package: the seed's own Dryad example.  Package, full record, file pages and
    # citations carry "Data from: ..."; the bitstreams do not and are one hop out:
    # Significant String from Title+ with Ignored URIs.  Truth: those pages + bitstreams.
    case(
        "dryad-agta-childcare",
        "Dryad (classic data repository)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DRY.url(f"/resource/doi:10.5061/dryad.{DRY_A[0]}"),
        _dry_truth(DRY_A),
        dryad,
    ),
    case(
        "dryad-malawi-bridewealth",
        "Dryad (classic data repository)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DRY.url(f"/resource/doi:10.5061/dryad.{DRY_B[0]}"),
        _dry_truth(DRY_B),
        dryad,
    ),
    # Dataverse dataset: the seed's Dataverse row, Significant String from Filtered Title
    # (the repository's name ends every title).  File pages and metadata exports carry
    # the dataset title; downloads are buttons.  Truth: dataset, file pages, exports.
    case(
        "dataverse-highlands-kinship",
        "Dataverse (anthropological data repository)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/FK2/{DV_A[0]}"),
        _dv_truth(DV_A),
        dataverse,
        others=[DV.url("/dataverse/highlands-kinship")],
    ),
    case(
        "dataverse-repatriation-interviews",
        "Dataverse (anthropological data repository)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/FK2/{DV_B[0]}"),
        _dv_truth(DV_B),
        dataverse,
    ),
    # OSF project: the seed's OSF row ("OSF | " removed).  Project pages, the component
    # and the file pages (GUID paths) all show the project title in their navigation.
    # Truth: project, files list, wiki, component, two file pages.
    case(
        "osf-seafarer-households",
        "OSF (project)",
        "Multi-Hop",
        "sig_filtered_title",
        OSF.url(OSF_P),
        OSF_TRUTH,
        osf,
        others=[OSF.url("/u5r4t/")],
    ),
]
