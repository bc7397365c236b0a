"""Artifacts held together by their title: a TEI Publisher edition of home-front letters
transcribed by volunteers (Significant String from Title), a CKAN participatory-mapping data
portal and a Dryad data package (Title+ with Ignored URIs), and a Dataverse installation and
a Mukurtu community archive whose page titles carry the site's name (Filtered Title).
"""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import a, csv_file, dl, host, jpeg_like, pdf_file, ul

# --- TEI Publisher: Homefront Letters ----------------------------------------------------

TP = Portal(
    host("letters", "homefront"),
    "Homefront Letters",
    menu=[
        ("/exist/apps/homefront/index.html", "Browse letters"),
        ("/exist/apps/homefront/people.html", "People"),
        ("/exist/apps/homefront/about.html", "About the transcription project"),
    ],
    footer=[("/exist/apps/homefront/credits.html", "Volunteers and credits")],
    title_format="{title}",
)
APP = "/exist/apps/homefront"
LETTERS = {
    "ellis-1917-03-03": "Mary Ellis to her sister Annie, Salford, 3 March 1917",
    "ellis-1917-04-11": "Private Fred Ellis to his mother, Etaples, 11 April 1917",
}
ORDER = list(LETTERS)


def _tp_urls(doc: str) -> list[str]:
    src = quote(f"letters/{doc}.xml", safe="")
    return [
        f"{APP}/letters/{doc}.xml",
        f"{APP}/letters/{doc}.xml?view=diplomatic",
        f"{APP}/api/document/{src}",
        f"{APP}/api/document/{src}/pdf",
    ]


def tei_sites() -> list[Site]:
    pages: dict[str, object] = {}
    browse = []
    for i, (doc, title) in enumerate(LETTERS.items()):
        reading, diplomatic, tei, pdf = _tp_urls(doc)
        date = doc.split("-", 1)[1]
        browse.append(a(reading, f"{date} \u00b7 Ellis family, letter {i + 1}"))
        nav = []
        if i > 0:
            nav.append(a(f"{APP}/letters/{ORDER[i - 1]}.xml", "\u2190 previous letter"))
        if i + 1 < len(ORDER):
            nav.append(a(f"{APP}/letters/{ORDER[i + 1]}.xml", "next letter \u2192"))
        tools = ul(
            [
                a(diplomatic, "Diplomatic transcription"),
                a(tei, "TEI/XML source"),
                a(pdf, "PDF"),
                a(f"{APP}/people/ellis-mary.html", "Mary Ellis"),
            ]
        )
        text = "Dearest Annie, the mill is on short time again and mother is poorly."
        pages[reading] = TP.page(
            title,
            f'<h1>{title}</h1><nav class="letters">{" ".join(nav)}</nav>{tools}'
            f'<img src="{APP}/iiif/{doc}-1/full/600,/0/default.jpg" alt="">'
            f"<div class='tei-text'><p>{text}</p></div>"
            "<p>Transcribed by volunteers of the Homefront Letters project.</p>",
        )
        pages[diplomatic] = TP.page(
            f"{title} (diplomatic transcription)",
            f"<h1>{title}</h1><p class='dipl'>Dearest Annie, the mill is on ſhort time "
            "again &amp; mother is poorly.</p>" + a(reading, "Reading text"),
        )
        pages[tei] = data(
            '<?xml version="1.0"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader>'
            f"<fileDesc><titleStmt><title>{title}</title></titleStmt></fileDesc></teiHeader>"
            f"<text><body><p>{text}</p></body></text></TEI>",
            "application/tei+xml",
        )
        pages[pdf] = pdf_file(title, text)
        pages[f"{APP}/iiif/{doc}-1/full/600,/0/default.jpg"] = jpeg_like()
    pages[f"{APP}/index.html"] = TP.page("Letters", "<h1>Letters</h1>" + ul(browse))
    pages[f"{APP}/people/ellis-mary.html"] = TP.page(
        "Ellis, Mary (1889\u20131961)",
        "<h1>Ellis, Mary</h1><p>Ring spinner, Salford. Wrote 14 letters, 1915\u20131919.</p>",
    )
    return [TP.site(pages)]  # type: ignore[arg-type]


# --- CKAN: CivicMaps, a city's participatory-mapping open data portal --------------------

CK = Portal(
    host("data", "civicmaps"),
    "CivicMaps Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[("/about", "About CivicMaps"), ("/api/3", "CKAN API"), ("http://ckan.test/", "CKAN")],
    title_format="{title} - {name}",
    home_title="Welcome - CivicMaps Open Data",
    home_main=(
        "<h1>Welcome to CivicMaps</h1><p>Maps made by residents, published openly.</p>"
        "<h2>Organizations</h2>"
        + ul(
            [
                a("/organization/friends-of-trees", "Friends of Trees"),
                a("/organization/quiet-streets", "Quiet Streets"),
            ]
        )
        + "<h2>Groups</h2>"
        + ul([a("/group/environment", "Environment"), a("/group/transport", "Transport")])
        + "<h2>Popular tags</h2>"
        + ul([a(f"/dataset/?tags={t}", t) for t in ("trees", "noise", "volunteers", "mapping")])
    ),
)
CK_SETS = {
    "street-tree-inventory-2025": (
        "Street Tree Inventory 2025",
        "6b0f3e2a-1c9d-4e57-8a2b-3f4d5e6a7b8c",
        "friends-of-trees",
        "environment",
        [
            ("b1f5a7c2-0d3e-4f61-9a8b-7c6d5e4f3a21", "trees.csv"),
            ("c2a6b8d3-1e4f-4a72-8b9c-8d7e6f5a4b32", "trees.geojson"),
        ],
        ["trees", "volunteers"],
    ),
    "community-noise-map": (
        "Community Noise Map: volunteer sound-level readings",
        "7c1a4f3b-2d0e-4f68-9b3c-4a5e6f7b8c9d",
        "quiet-streets",
        "transport",
        [
            ("d3b7c9e4-2f5a-4b83-9cad-9e8f7a6b5c43", "noise_readings_2025.csv"),
            ("e4c8dae5-3a6b-4c94-8dbe-af9a8b7c6d54", "noise_methods.pdf"),
        ],
        ["noise", "mapping"],
    ),
}


def _ck_activities(did: str) -> list[str]:
    """The ids of a dataset's two activities (created, then updated), newest first."""
    return [did[:-4] + "a002", did[:-4] + "a001"]


def _ck_urls(slug: str) -> list[str]:
    _t, did, _o, _g, res, _tags = CK_SETS[slug]
    out = [f"/dataset/{slug}", f"/dataset/groups/{slug}", f"/dataset/activity/{slug}"]
    for aid in _ck_activities(did):
        out += [f"/dataset/changes/{aid}", f"/dataset/{slug}?activity_id={aid}"]
    for rid, name in res:
        out += [f"/dataset/{slug}/resource/{rid}", f"/dataset/{did}/resource/{rid}/download/{name}"]
    return out


def ckan_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for slug, (title, did, org, group, res, tags) in CK_SETS.items():
        tabs = ul(
            [
                a(f"/dataset/{slug}", "Dataset"),
                a(f"/dataset/groups/{slug}", "Groups"),
                a(f"/dataset/activity/{slug}", "Activity Stream"),
            ],
            "nav-tabs",
        )
        side = (
            "<aside>"
            + a(f"/organization/{org}", org.replace("-", " ").title())
            + "<p>License: "
            + a("http://opendefinition.test/licenses/odc-by", "ODC-BY")
            + "</p></aside>"
        )
        items = [
            a(f"/dataset/{slug}/resource/{rid}", name)
            + " "
            + a(f"/dataset/{did}/resource/{rid}/download/{name}", "Download")
            for rid, name in res
        ]
        pages[f"/dataset/{slug}"] = CK.page(
            title,
            tabs + f"<h1>{title}</h1><p>Collected by volunteers with the CivicMaps app.</p>"
            "<h2>Data and Resources</h2>"
            + ul(items, "resource-list")
            + "<h2>Tags</h2>"
            + ul([a(f"/dataset/?tags={t}", t) for t in tags])
            + side,
        )
        pages[f"/dataset/groups/{slug}"] = CK.page(
            f"Groups - {title}", tabs + ul([a(f"/group/{group}", group.title())]) + side
        )
        stream = []
        for aid, verb, when in zip(
            _ck_activities(did), ("updated", "created"), ("3 days ago", "May 2, 2025"), strict=True
        ):
            stream.append(
                f"{a(f'/organization/{org}', org)} {verb} the dataset "
                f"{a(f'/dataset/{slug}', title)} {when} "
                + a(f"/dataset/{slug}?activity_id={aid}", "View this version")
                + " "
                + a(f"/dataset/changes/{aid}", "Changes")
            )
            pages[f"/dataset/changes/{aid}"] = CK.page(
                f"Changes - {title}",
                tabs + f"<h1>Changes</h1><p>{a(f'/organization/{org}', org)} {verb} "
                f"{a(f'/dataset/{slug}', title)}: resource descriptions edited.</p>" + side,
            )
            pages[f"/dataset/{slug}?activity_id={aid}"] = CK.page(
                title,
                "<p class='alert'>You're currently viewing an old version of this dataset. "
                + a(f"/dataset/{slug}", "Go to the current version")
                + f"</p><h1>{title}</h1>"
                + ul([a(f"/dataset/{slug}/resource/{r}", n) for r, n in res])
                + side,
            )
        pages[f"/dataset/activity/{slug}"] = CK.page(
            f"Activity Stream - {title}", tabs + ul(stream, "activity") + side
        )
        for rid, name in res:
            dl_url = f"/dataset/{did}/resource/{rid}/download/{name}"
            pages[f"/dataset/{slug}/resource/{rid}"] = CK.page(
                f"{name} - {title}",
                f"<p>{a(f'/dataset/{slug}', title)} \u203a {name}</p><h1>{name}</h1>"
                + a(dl_url, "Download")
                + "<h2>Resources</h2>"
                + ul([a(f"/dataset/{slug}/resource/{r}", n) for r, n in res]),
            )
            pages[dl_url] = (
                pdf_file("Noise survey methods", "Class 2 meters.")
                if name.endswith("pdf")
                else csv_file("id,lat,lon,value\n1,51.5,-0.1,62\n")
            )
    for o in ("friends-of-trees", "quiet-streets"):
        pages[f"/organization/{o}"] = CK.page(
            o.replace("-", " ").title(), "<p>Volunteer group.</p>"
        )
    return [CK.site(pages)]  # type: ignore[arg-type]


# --- Dryad: a pan-trap pollinator data package ---------------------------------------------

DR = Portal(
    host("www", "datadryad"),
    "Dryad",
    menu=[
        ("/pages/faq", "FAQ"),
        ("/pages/submissionIntegration", "Submit data"),
        ("/pages/about", "About"),
    ],
    footer=[("/pages/policies", "Terms of service"), ("/pages/contact", "Contact us")],
    title_format="{title}",
    home_title="Dryad Digital Repository",
)
DOI = "doi:10.5061/dryad.8931zcrx7"
DR_PKG = f"/resource/{DOI}"
DR_FILES = {1: ("pan_trap_records.csv", 231456), 2: ("garden_sites.csv", 231457)}
DR_TITLE = (
    "Data from: Volunteer pan-trap records reveal declines of ground-nesting bees in urban gardens"
)


def _dr_truth() -> list[str]:
    out = [DR_PKG, f"{DR_PKG}?show=full", f"{DR_PKG}/citation/ris", f"{DR_PKG}/citation/bib"]
    for n, (name, h) in DR_FILES.items():
        out += [
            f"{DR_PKG}/{n}",
            f"{DR_PKG}/{n}?show=full",
            f"/bitstream/handle/10255/dryad.{h}/{name}?sequence=1",
        ]
    return out


def dryad_sites() -> list[Site]:
    pkg_links = ul([a(f"{DR_PKG}/{n}", name) for n, (name, _h) in DR_FILES.items()])
    cite = (
        "<p>When using this data, please cite the original publication: "
        + a("http://doi.test/10.1111/icad.12712", "doi:10.1111/icad.12712")
        + "</p><p>Export: "
        + a(f"{DR_PKG}/citation/ris", "RIS")
        + " "
        + a(f"{DR_PKG}/citation/bib", "BibTeX")
        + "</p>"
    )
    pages: dict[str, object] = {}
    for q in ("", "?show=full"):
        pages[DR_PKG + q] = DR.page(
            DR_TITLE,
            f"<h1>{DR_TITLE}</h1>{cite}<h2>Files in this package</h2>{pkg_links}"
            + a(DR_PKG + ("?show=full" if not q else ""), "View full record"),
        )
    pages[f"{DR_PKG}/citation/ris"] = data(
        f"TY  - DATA\nT1  - {DR_TITLE}\n", "application/x-research-info-systems"
    )
    pages[f"{DR_PKG}/citation/bib"] = data(
        f"@misc{{dryad, title={{{DR_TITLE}}}}}\n", "application/x-bibtex"
    )
    for n, (name, h) in DR_FILES.items():
        bit = f"/bitstream/handle/10255/dryad.{h}/{name}?sequence=1"
        for q in ("", "?show=full"):
            pages[f"{DR_PKG}/{n}{q}"] = DR.page(
                f"{DR_TITLE} - {name}",
                f"<h1>{DR_TITLE}</h1><p>Files in this item: {a(bit, name)}</p>"
                + a(DR_PKG, "Data package")
                + " "
                + a(f"{DR_PKG}/{n}" + ("?show=full" if not q else ""), "View full record"),
            )
        pages[bit] = csv_file("site,date,taxon,count\nG01,2024-06-02,Andrena,3\n")
    return [DR.site(pages)]  # type: ignore[arg-type]


# --- Dataverse: a community-science data commons -----------------------------------------

DV = Portal(
    host("dataverse", "commonsci"),
    "CommonSci Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/en/latest/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[("/terms-of-use", "Terms of use"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
    home_title="CommonSci Data Commons | CommonSci Dataverse",
    home_main="<h1>CommonSci Data Commons</h1><p>Deposit and find community-science data.</p>",
)
DV_SETS = {
    "doi:10.70122/FK2/BATS24": (
        "Urban Bat Acoustic Survey, 2024",
        [
            ("QW8E2R", "bat_passes_2024.tab"),
            ("TY4U6I", "detector_sites.csv"),
            ("OP9A1S", "README.txt"),
        ],
    ),
    "doi:10.70122/FK2/FROGCL": (
        "FrogWatch volunteer call surveys, 2018-2025",
        [("DF3G5H", "call_surveys.tab"), ("JK7L2Z", "protocol.pdf")],
    ),
}
EXPORTERS = ["schema.org", "ddi", "dataverse_json", "oai_dc", "Datacite"]
# database ids of the tabular (.tab) files, whose file pages link a DDI codebook
DV_TABULAR = {"QW8E2R": 88401, "DF3G5H": 88517}


def _dv_urls(pid: str) -> list[str]:
    _t, files = DV_SETS[pid]
    out = [f"/dataset.xhtml?persistentId={pid}"]
    out += [f"/file.xhtml?persistentId={pid}/{f}&version=1.0" for f, _n in files]
    out += [f"/api/datasets/export?exporter={e}&persistentId={pid}" for e in EXPORTERS]
    out += [
        f"/api/access/datafile/{DV_TABULAR[f]}/metadata/ddi" for f, _n in files if f in DV_TABULAR
    ]
    return out


def dataverse_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for pid, (title, files) in DV_SETS.items():
        citation = f"CommonSci volunteers, 2025, \u201c{title}\u201d, https://doi.org/{pid[4:]}, CommonSci Dataverse, V1"
        rows = "".join(
            f"<tr><td>{a(f'/file.xhtml?persistentId={pid}/{f}&version=1.0', n)}</td>"
            '<td><a href="#" onclick="PrimeFaces.ab({s:\'download\'});return false;">'
            "Access File</a></td></tr>"
            for f, n in files
        )
        exports = ul(
            [a(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in EXPORTERS]
        )
        pages[f"/dataset.xhtml?persistentId={pid}"] = DV.page(
            title,
            a("/", "CommonSci Data Commons") + f"<h1>{title}</h1><p class='citation'>{citation}</p>"
            '<a href="#" onclick="return false;">Cite Dataset</a>'
            '<a href="#" onclick="PrimeFaces.ab({s:\'downloadAll\'});return false;">Access Dataset</a>'
            f"<div class='export'>Export Metadata{exports}</div><table>{rows}</table>",
        )
        for f, n in files:
            pages[f"/file.xhtml?persistentId={pid}/{f}&version=1.0"] = DV.page(
                n,
                a("/", "CommonSci Data Commons")
                + " \u203a "
                + a(f"/dataset.xhtml?persistentId={pid}", title)
                + f"<h1>{n}</h1><p>This file is part of \u201c{title}\u201d.</p>"
                '<a href="#" onclick="return false;">Access File</a>'
                + (
                    "<p>Variable Metadata: "
                    + a(f"/api/access/datafile/{DV_TABULAR[f]}/metadata/ddi", "DDI Codebook v2")
                    + "</p>"
                    if f in DV_TABULAR
                    else ""
                ),
            )
            if f in DV_TABULAR:
                pages[f"/api/access/datafile/{DV_TABULAR[f]}/metadata/ddi"] = data(
                    '<codeBook xmlns="ddi:codebook:2_5"><stdyDscr><citation><titlStmt>'
                    f"<titl>{title}</titl></titlStmt></citation></stdyDscr>"
                    f'<fileDscr ID="f{DV_TABULAR[f]}"><fileTxt><fileName>{n}</fileName>'
                    "</fileTxt></fileDscr></codeBook>",
                    "application/xml",
                )
        for e in EXPORTERS:
            pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = data(
                f'{{"exporter":"{e}","name":"{title}","identifier":"{pid}"}}',
                "application/json" if "json" in e or e == "schema.org" else "application/xml",
            )
    return [DV.site(pages)]  # type: ignore[arg-type]


# --- Mukurtu CMS: an Indigenous community's archive ---------------------------------------

MK = Portal(
    host("mukurtu", "salmonriver"),
    "Salmon River Archive",
    menu=[
        ("/digital-heritage", "Digital Heritage"),
        ("/communities", "Communities"),
        ("/dictionary", "Dictionary"),
        ("/about", "About"),
    ],
    footer=[("/cultural-protocols", "Our cultural protocols"), ("/user/login", "Log in")],
    title_format="{title} | {name}",
    home_title="Home | Salmon River Archive",
    home_main="<h1>Salmon River Archive</h1><p>Our belongings, our stories, our protocols.</p>",
)
MK_TITLE = "Cedar Bark Basket Weaving with Elder Mary Tom"
MK_ITEM = "/digital-heritage/cedar-bark-basket-weaving-elder-mary-tom"
MK_PARTS = [
    ("Gathering the bark", "/digital-heritage/gathering-the-bark"),
    ("Splitting and drying", "/digital-heritage/splitting-and-drying"),
    ("Weaving the base", "/digital-heritage/weaving-the-base"),
]


def mukurtu_sites() -> list[Site]:
    meta = dl(
        [
            ("Community", a("/communities/salmon-river-nation", "Salmon River Nation")),
            ("Cultural Protocol", a("/protocols/public-sharing", "Public sharing")),
            ("Category", "Plants; Weaving"),
            ("Creator", "Mary Tom; recorded by the Language and Culture Program"),
        ]
    )
    parts = ul([a(u, t) for t, u in MK_PARTS])
    pages: dict[str, object] = {
        MK_ITEM: MK.page(
            MK_TITLE,
            f"<h1>{MK_TITLE}</h1><video controls src='/system/files/media/basket-intro.mp4'>"
            f"</video><p>Elder Mary Tom shows each step, in three parts.</p>{parts}{meta}",
            head=f'<link rel="canonical" href="{MK.url(MK_ITEM)}">',
        ),
        "/communities/salmon-river-nation": MK.page(
            "Salmon River Nation", "<h1>Salmon River Nation</h1>"
        ),
        "/protocols/public-sharing": MK.page("Public sharing", "<p>Open to all visitors.</p>"),
        "/system/files/media/basket-intro.mp4": data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"),
    }
    for i, (t, u) in enumerate(MK_PARTS, 1):
        pages[u] = MK.page(
            f"{t} ({MK_TITLE}, part {i})",
            f"<h1>{t}</h1><p>Part {i} of {a(MK_ITEM, MK_TITLE)}.</p>"
            f"<video controls src='/system/files/media/basket-part{i}.mp4'></video>{meta}",
        )
        pages[f"/system/files/media/basket-part{i}.mp4"] = data(
            b"\x00\x00\x00\x18ftypmp42", "video/mp4"
        )
    return [MK.site(pages)]  # type: ignore[arg-type]


def _on(portal: Portal, paths: list[str]) -> list[str]:
    return [portal.url(p) for p in paths]


CASES: list[Case] = [
    # TEI Publisher letter: its <title> is the letter's title alone and every object of the
    # edition's letter (reading view, diplomatic view, TEI source, PDF) carries it, while the
    # browse list, person register and neighbouring letters word things differently: the
    # seed's Significant String from Title (multi-hop, content-matched).  Truth: 4 URIs.
    case(
        "tei-letter-mary-ellis",
        "TEI Publisher (volunteer-transcribed letters edition)",
        "Multi-Hop",
        "sig_title",
        TP.url(_tp_urls(ORDER[0])[0]),
        _on(TP, _tp_urls(ORDER[0])),
        tei_sites,
        others=[TP.url(_tp_urls(ORDER[1])[0])],
    ),
    # The next letter of the same edition: same structure.  Truth: its 4 URIs.
    case(
        "tei-letter-fred-ellis",
        "TEI Publisher (volunteer-transcribed letters edition)",
        "Multi-Hop",
        "sig_title",
        TP.url(_tp_urls(ORDER[1])[0]),
        _on(TP, _tp_urls(ORDER[1])),
        tei_sites,
        others=[TP.url(_tp_urls(ORDER[0])[0])],
    ),
    # CKAN dataset: the dataset, groups and activity tabs and each resource page carry the
    # entry's whole title ("<dataset> - CivicMaps Open Data"), the downloads do not but are
    # one hop from those pages; organization, group and tag links are on the homepage.  The
    # activity stream's "Changes" and "View this version" pages (two hops out) carry the
    # title too, so one hop is not enough: like the seed's Dryad, Significant String from
    # Title+ with Ignored URIs.  Truth: 3 tabs, 2 changes and 2 old-version pages, 2
    # resource pages, 2 downloads.
    case(
        "ckan-street-trees",
        "CKAN (participatory-mapping open data portal)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        CK.url("/dataset/street-tree-inventory-2025"),
        _on(CK, _ck_urls("street-tree-inventory-2025")),
        ckan_sites,
    ),
    # Another dataset of the same portal (a PDF method note as one resource).  Same truth
    # shape: 3 tabs, 4 activity pages, 2 resource pages, 2 downloads.
    case(
        "ckan-noise-map",
        "CKAN (participatory-mapping open data portal)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        CK.url("/dataset/community-noise-map"),
        _on(CK, _ck_urls("community-noise-map")),
        ckan_sites,
    ),
    # Dryad data package: the seed's own Dryad row (Fig. 7).  Package and file pages (and
    # their full records, citations) contain "Data from: ...", the bitstreams do not and are
    # one hop from the file pages.  Truth: 4 package URIs, 2 x (file page, full record,
    # bitstream).
    case(
        "dryad-pan-traps",
        "Dryad (data package of a volunteer pollinator survey)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DR.url(DR_PKG),
        _on(DR, _dr_truth()),
        dryad_sites,
    ),
    # Dataverse dataset: the seed's Dataverse row, Filtered Title "starting from title end"
    # (the homepage's title ends with the same " | CommonSci Dataverse").  File pages and
    # metadata exports contain the dataset title, and so does the DDI codebook a tabular
    # file's page links (two hops out, which one hop would miss); downloads and citation
    # formats sit behind JavaScript buttons, unreachable by links.  Truth: dataset, 3 file
    # pages, 5 exports, 1 DDI codebook.
    case(
        "dataverse-bat-survey",
        "Dataverse (community-science data commons)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_urls("doi:10.70122/FK2/BATS24")[0]),
        _on(DV, _dv_urls("doi:10.70122/FK2/BATS24")),
        dataverse_sites,
    ),
    # A second dataset of the same installation.  Truth: dataset, 2 file pages, 5 exports,
    # 1 DDI codebook.
    case(
        "dataverse-frogwatch",
        "Dataverse (community-science data commons)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_urls("doi:10.70122/FK2/FROGCL")[0]),
        _on(DV, _dv_urls("doi:10.70122/FK2/FROGCL")),
        dataverse_sites,
    ),
    # Mukurtu multi-part digital heritage item: Drupal titles end in " | Salmon River
    # Archive" like the homepage's, and each part's page names the item in its text but
    # lives at its own alias (not under the item's path): Significant String from Filtered
    # Title.  Truth: the item and its 3 parts (videos are embedded; community and protocol
    # pages are the archive's).
    case(
        "mukurtu-basket-weaving",
        "Mukurtu CMS (Indigenous community archive)",
        "Multi-Hop",
        "sig_filtered_title",
        MK.url(MK_ITEM),
        _on(MK, [MK_ITEM] + [u for _t, u in MK_PARTS]),
        mukurtu_sites,
    ),
]
