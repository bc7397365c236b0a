"""Artifacts held together by their title: Dryad datasets (files lack the title), a
Dataverse installation and an Islandora 2 digital archive (titles carry the site name)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Portal, a, csv_file, dl, host, json_file, png_file, text_file, xml_file, zip_file

# ---------------------------------------------------------------- Dryad
DRY = Portal(
    host("www", "datadryad"),
    "Dryad",
    menu=[
        ("/search", "Explore data"),
        ("/stash/our_membership", "Join us"),
        ("/stash/requirements", "Submission requirements"),
        ("/stash/about", "About"),
    ],
    footer=[
        ("/stash/terms", "Terms of service"),
        ("/stash/privacy", "Privacy policy"),
        ("http://github.test/datadryad", "GitHub"),
    ],
    title_format="{title}",
    home_title="Dryad | Home",
)
DRY_SETS = {
    "8w9ghx3t1": (
        "Movement ecology of tiger sharks tracked with satellite tags in the western North Atlantic",
        [("2871042", "tiger_shark_positions_2019_2023.csv"), ("2871043", "tag_metadata.csv")],
        ("2871044", "data_dictionary.csv"),
        "10.1111/jfb.15812",
        "biotelemetry",
    ),
    "t4b8gtj2w": (
        "Growth and survival of juvenile Pacific oysters under ocean acidification in hatchery culture",
        [
            ("2903310", "oyster_growth_trials.xlsx"),
            ("2903311", "carbonate_chemistry.csv"),
            ("2903312", "analysis_scripts.zip"),
        ],
        None,
        "10.1016/j.aquaculture.2025.742211",
        "ocean acidification",
    ),
}


def _dry_landing(key: str) -> str:
    return f"/dataset/doi:10.5061/dryad.{key}"


def dryad_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for key, (title, files, extra, pub, kw) in DRY_SETS.items():
        land = _dry_landing(key)
        readme = land + "/readme"
        zipu = "/downloads/zip/" + quote(f"doi:10.5061/dryad.{key}", safe="")
        flist = "".join(
            f"<li>{escape(n)} {a(f'/downloads/file_stream/{fid}', 'Download')}</li>"
            for fid, n in files
        )
        main = (
            f'<div class="o-dataset-heading"><h1 class="o-heading__level1">{escape(title)}</h1>'
            '<p class="o-metadata__author">Marisol Ortega; Derek Whitfield</p>'
            f"<p>Cite this dataset: Ortega, M. (2025). {escape(title)} [Dataset]. Dryad. "
            f'<a href="http://doi.test/10.5061/dryad.{key}">http://doi.test/10.5061/dryad.{key}</a></p></div>'
            '<section class="o-dataset-files"><h2>Data files</h2>'
            f"<ul>{flist}</ul>{a(zipu, 'Download full dataset')}</section>"
            f"<h2>Abstract</h2><p>Abstract of {escape(title)}.</p>"
            f"<h2>Usage notes</h2><p>{a(readme, 'README')}</p>"
            f'<h2>Related works</h2><p>Primary article: <a href="http://doi.test/{pub}">http://doi.test/{pub}</a></p>'
            f"<h2>Keywords</h2><p>{a('/search?q=' + kw.replace(' ', '+'), kw)}</p>"
            "<h2>Funding</h2><p>National Science Foundation</p>"
        )
        extra_html = ""
        if extra:
            extra_html = (
                f"<p>Column definitions: {a(f'/downloads/file_stream/{extra[0]}', extra[1])}</p>"
            )
            pages[f"/downloads/file_stream/{extra[0]}"] = csv_file(
                "column,definition", "ptt,Argos PTT number"
            )
        readme_html = (
            f"<h1>README: {escape(title)}</h1><p>This README describes the files of the dataset "
            f"{a(land, title)}.</p><ul>"
            + "".join(f"<li>{escape(n)}</li>" for _f, n in files)
            + f"</ul>{extra_html}"
        )
        pages[land] = DRY.page(title, main)
        pages[readme] = DRY.page(title + " README", readme_html)
        for fid, n in files:
            if n.endswith(".zip"):
                pages[f"/downloads/file_stream/{fid}"] = zip_file(n)
            elif n.endswith(".xlsx"):
                pages[f"/downloads/file_stream/{fid}"] = Response.data(
                    b"PK\x03\x04",
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                )
            else:
                pages[f"/downloads/file_stream/{fid}"] = csv_file(
                    "id,date,lat,lon", "1,2021-07-04,31.2,-78.9"
                )
        pages[zipu] = zip_file(key)
    pages["/search"] = DRY.page("Search", "<h1>Explore data</h1><p>Enter a search term.</p>")
    return [DRY.site(pages)]  # type: ignore[arg-type]


def _dry_truth(key: str) -> list[str]:
    _t, files, extra, _p, _k = DRY_SETS[key]
    land = _dry_landing(key)
    out = [land, land + "/readme", "/downloads/zip/" + quote(f"doi:10.5061/dryad.{key}", safe="")]
    out += [f"/downloads/file_stream/{fid}" for fid, _n in files]
    if extra:
        out.append(f"/downloads/file_stream/{extra[0]}")
    return [DRY.url(u) for u in out]


# ---------------------------------------------------------------- Dataverse 6
DV = Portal(
    host("dataverse", "oceandata"),
    "Ocean Data Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/ApiTermsOfUse.xhtml", "Terms of use"),
        ("/privacy.xhtml", "Privacy"),
        ("http://dataverse.test", "Powered by Dataverse"),
    ],
    title_format="{title} | {name}",
    home_title="Ocean Data Dataverse",
)
DV_SETS = {
    "K3T9QX": (
        "CTD profiles from the NAFO Division 3LNO spring multispecies survey 2023",
        "nafo-surveys",
        [
            ("ZP1A2B", 4411, "ctd_profiles_3LNO_2023.tab", False),
            ("ZP1A2C", 4412, "station_metadata_2023.csv", False),
        ],
    ),
    "R7WQ2M": (
        "Acoustic tag detections of snow crab in Conception Bay, 2021 to 2023",
        "fishery-oceanography",
        [("M9V4E1", 5520, "README.txt", True), ("M9V4E2", 5521, "snowcrab_detections.csv", False)],
    ),
}


def _dv_pid(key: str) -> str:
    return f"doi:10.70118/ODD/{key}"


def _dv_landing(key: str) -> str:
    return f"/dataset.xhtml?persistentId={_dv_pid(key)}"


def _dv_file(key: str, fkey: str) -> str:
    return f"/file.xhtml?persistentId={_dv_pid(key)}/{fkey}&version=1.0"


EXPORTERS = [
    ("dcterms", "Dublin Core"),
    ("ddi", "DDI Codebook v2"),
    ("schema.org", "Schema.org JSON-LD"),
]


def _dv_export(key: str, exp: str) -> str:
    return f"/api/datasets/export?exporter={exp}&persistentId={quote(_dv_pid(key), safe='')}"


def dataverse_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for key, (title, parent, files) in DV_SETS.items():
        land = _dv_landing(key)
        exports = "".join(f"<li>{a(_dv_export(key, e), label)}</li>" for e, label in EXPORTERS)
        rows = ""
        for fkey, fid, name, direct in files:
            access = (
                a(f"/api/access/datafile/{fid}", "Download")
                if direct
                else '<a href="#" onclick="PF(\'guestbookAndTermsPopup\').show();return false;">Download</a>'
            )
            rows += f"<tr><td>{a(_dv_file(key, fkey), name)}</td><td>{access}</td></tr>"
            fpage = (
                f"<h1>{escape(name)}</h1><p>This file is part of {a(land, title)}</p>"
                + dl(
                    [("Persistent Identifier", f"{_dv_pid(key)}/{fkey}"), ("File Access", "Public")]
                )
                + f"<p>{access}</p>"
            )
            pages[_dv_file(key, fkey)] = DV.page(name, fpage)
            if direct:
                pages[f"/api/access/datafile/{fid}"] = text_file(
                    f"{title}\n\nThis README describes the files of the dataset.\n"
                )
        breadcrumb = f'<div id="breadcrumbNavBlock">{a("/dataverse/root", "Ocean Data Dataverse")} &gt; {a(f"/dataverse/{parent}", parent)}</div>'
        main = (
            breadcrumb + f'<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1>'
            '<div class="citation">Tremblay, Julie; Power, Kevin, 2024, "'
            f'{escape(title)}", <a href="http://doi.test/10.70118/ODD/{key}">http://doi.test/10.70118/ODD/{key}</a>, Ocean Data Dataverse, V1</div>'
            '<div class="dropdown"><button>Cite Dataset</button><ul>'
            '<li><a href="#" onclick="mojarra.jsfcljs(\'endnote\');return false">EndNote XML</a></li>'
            '<li><a href="#" onclick="mojarra.jsfcljs(\'ris\');return false">RIS</a></li></ul></div>'
            f'<div class="dropdown"><button>Export Metadata</button><ul>{exports}</ul></div>'
            f'<div id="filesTable"><table>{rows}</table></div>'
            "<h2>Metadata</h2>"
            + dl([("Keyword", "oceanography; fisheries survey"), ("License", "CC0 1.0")])
            + "</div>"
        )
        pages[land] = DV.page(title, main)
        for e, _label in EXPORTERS:
            if e == "schema.org":
                body: object = json_file({"@type": "Dataset", "name": title}, "application/ld+json")
            else:
                body = xml_file(f"<record><title>{escape(title)}</title></record>")
            pages[_dv_export(key, e)] = body
        pages[f"/dataverse/{parent}"] = DV.page(
            parent,
            f'<h1>{escape(parent)}</h1><div id="search-results" data-url="/api/search?subtree={parent}">Loading datasets…</div>',
        )
    pages["/dataverse/root"] = DV.page("Ocean Data Dataverse", "<h1>Ocean Data Dataverse</h1>")
    site = DV.site(pages)  # type: ignore[arg-type]
    return [site]


def _dv_truth(key: str) -> list[str]:
    _t, _p, files = DV_SETS[key]
    out = [_dv_landing(key)] + [_dv_file(key, f) for f, _i, _n, _d in files]
    out += [_dv_export(key, e) for e, _l in EXPORTERS]
    out += [f"/api/access/datafile/{i}" for _f, i, _n, d in files if d]
    return [DV.url(u) for u in out]


# ---------------------------------------------------------------- Islandora 2
ISL = Portal(
    host("archive", "aquaculture-heritage"),
    "Marine Aquaculture Digital Archive",
    menu=[
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/user/login", "Log in"),
    ],
    footer=[("/accessibility", "Accessibility"), ("/copyright", "Copyright and takedown")],
    title_format="{title} | {name}",
    home_title="Marine Aquaculture Digital Archive",
)
ISL_TITLE = (
    "Salmon farming trials at Loch Ailort, 1965 to 1972: final report of the White Fish Authority"
)
ISL_BOOK = "/node/4512"
ISL_PAGES = ["/node/4513", "/node/4514", "/node/4515"]
ISL_MANIFEST = "/node/4512/book-manifest"


def islandora_sites() -> list[Site]:
    pages: dict[str, object] = {}
    thumbs = "".join(
        f'<li>{a(p, f"Page {i}")}<img src="/_flysystem/fedora/2024-05/page_{i}_tn.jpg" alt=""></li>'
        for i, p in enumerate(ISL_PAGES, 1)
    )
    main = (
        f'<h1 class="page-title">{escape(ISL_TITLE)}</h1>'
        '<div class="mirador-viewer" data-manifest="' + ISL_MANIFEST + '"></div>'
        f'<div class="field--name-field-member-of">Member of: {a("/node/12", "White Fish Authority reports")}</div>'
        + dl(
            [("Date", "1973"), ("Resource type", "Text"), ("Extent", "3 pages (digitised sample)")]
        )
        + f'<h2>Pages</h2><ul class="children">{thumbs}</ul>'
        + f"<p>{a(ISL_MANIFEST, 'IIIF Manifest')}</p>"
        + f'<div class="field--name-field-subject">Subject: {a("/taxonomy/term/88", "Salmon farming")}</div>'
    )
    pages[ISL_BOOK] = ISL.page(ISL_TITLE, main)
    for i, p in enumerate(ISL_PAGES, 1):
        prev_next = links([(ISL_PAGES[i - 2], "Previous page")] if i > 1 else []) + (
            links([(ISL_PAGES[i], "Next page")]) if i < len(ISL_PAGES) else ""
        )
        pages[p] = ISL.page(
            f"Page {i}",
            f"<h1>Page {i}</h1><p>Member of: {a(ISL_BOOK, ISL_TITLE)}</p>"
            f'<img src="/_flysystem/fedora/2024-05/page_{i}_service.jpg" alt="Page {i}">{prev_next}',
        )
        pages[f"/_flysystem/fedora/2024-05/page_{i}_tn.jpg"] = png_file((200, 190, 170))
        pages[f"/_flysystem/fedora/2024-05/page_{i}_service.jpg"] = png_file((200, 190, 170))
    pages[ISL_MANIFEST] = json_file(
        {
            "@context": "http://iiif.io/api/presentation/2/context.json",
            "@type": "sc:Manifest",
            "label": ISL_TITLE,
        },
        "application/ld+json",
    )
    pages["/node/12"] = ISL.page(
        "White Fish Authority reports",
        "<h1>White Fish Authority reports</h1><p>Reports of the Authority's marine farming unit, "
        "1961 to 1981.</p>" + a("/browse?f[0]=member_of:12", "Browse this collection"),
    )
    pages["/taxonomy/term/88"] = ISL.page("Salmon farming", "<h1>Salmon farming</h1>")
    return [ISL.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Dryad dataset (seed's Fig. 7: Dryad -> Significant String from Title+ with Ignored
    # URIs: the landing page and README carry the title, the files do not, so one hop out
    # from titled pages, minus the ignore list).  Truth: landing page, README page, both
    # files, the column dictionary linked only from the README, the full-dataset zip.  The
    # article DOI, keyword search and author ORCIDs are not the dataset.
    case(
        "dryad-tiger-shark-satellite-tags",
        "Dryad (data publishing platform)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DRY.url(_dry_landing("8w9ghx3t1")),
        _dry_truth("8w9ghx3t1"),
        dryad_sites,
    ),
    # Second Dryad dataset (aquaculture), three files.  Truth: landing, README, files, zip.
    case(
        "dryad-oyster-acidification",
        "Dryad (data publishing platform)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DRY.url(_dry_landing("t4b8gtj2w")),
        _dry_truth("t4b8gtj2w"),
        dryad_sites,
    ),
    # Dataverse dataset (seed: Dataverse -> Significant String from Filtered Title, the site
    # name trimmed from the end of the title).  File pages and metadata exports carry the
    # dataset title; downloads sit behind the guestbook popup (no link).  Truth: dataset
    # page, two file pages, three metadata exports; the parent dataverse (its listing is
    # loaded by script) and the root are not it.
    case(
        "dataverse-3lno-ctd-profiles",
        "Dataverse (6.x, ocean data installation)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_landing("K3T9QX")),
        _dv_truth("K3T9QX"),
        dataverse_sites,
    ),
    # Second Dataverse dataset: the README is a direct download whose text starts with the
    # dataset title, so it belongs; the CSV stays behind the guestbook.  Truth: dataset
    # page, two file pages, three exports, the README download.
    case(
        "dataverse-snow-crab-telemetry",
        "Dataverse (6.x, ocean data installation)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(_dv_landing("R7WQ2M")),
        _dv_truth("R7WQ2M"),
        dataverse_sites,
    ),
    # Islandora 2 paged object: the book node and its page nodes are /node/N (no common
    # path); every page names its parent's title, the IIIF manifest's label is the title,
    # and <title> ends with the site name -> Significant String from Filtered Title.
    # Truth: book node, three page nodes, IIIF manifest; the collection and subject pages
    # do not carry the title; page images are embedded.
    case(
        "islandora-loch-ailort-salmon-trials",
        "Islandora (2, Drupal digital archive)",
        "Multi-Hop",
        "sig_filtered_title",
        ISL.url(ISL_BOOK),
        [ISL.url(u) for u in [ISL_BOOK, *ISL_PAGES, ISL_MANIFEST]],
        islandora_sites,
    ),
]
