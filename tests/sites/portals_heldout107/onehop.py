"""Single-Hop artifacts: a record whose files and metadata are all one link from its page.

A hand-made release site of a volunteer butterfly count (no chrome at all, and a homepage
that links every release's files), and five repository platforms that community archives and
citizen-science projects deposit into: EPrints, Figshare for institutions, Hyrax (Samvera),
CONTENTdm and Islandora.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import a, audio, csv_file, dl, host, jpeg_like, pdf_file, text_file, ul, zipped

# --- Hand-made release site: Garden Butterfly Count --------------------------------------

BC = host("releases", "butterflycount")
BF = host("files", "butterflycount")
BC_RELEASES = {
    "2025": ("gbc2025_counts.csv", "gbc2025_gardens.geojson", "gbc2025_report.pdf", "methods"),
    "2024": ("gbc2024_counts.csv", "gbc2024_gardens.geojson", "gbc2024_report.pdf", "erratum"),
}


def _bare(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{title}</title></head><body>{body}</body></html>\n"
    )


def _bc_links(year: str) -> list[str]:
    counts, gardens, report, note = BC_RELEASES[year]
    return [
        f"http://{BF}/{year}/{counts}",
        f"http://{BF}/{year}/{gardens}",
        f"http://{BF}/{year}/{report}",
        f"http://{BC}/notes/gbc{year}-{note}.html",
    ]


def butterfly_sites() -> list[Site]:
    rel, files = Site(BC), Site(BF)
    rows = []
    for year, (counts, gardens, report, note) in BC_RELEASES.items():
        c, g, r, n = _bc_links(year)
        rows.append(
            f"<tr><td>{a(f'/{year}/', year)}</td><td>{a(c, 'counts')}</td>"
            f"<td>{a(g, 'gardens')}</td><td>{a(r, 'report')}</td></tr>"
        )
        rel.add(
            f"/{year}/",
            _bare(
                f"Garden Butterfly Count {year} \u2014 data release",
                f"<h1>Garden Butterfly Count {year}</h1>"
                f"<p>Counts submitted by volunteers during the {year} count fortnight "
                "(15-minute counts in gardens, parks and allotments). Licence: CC BY 4.0.</p>"
                + ul(
                    [
                        a(c, f"Counts, one row per species per count (CSV) \u2014 {counts}"),
                        a(g, f"Garden locations, 1 km grid (GeoJSON) \u2014 {gardens}"),
                        a(r, f"Summary report (PDF) \u2014 {report}"),
                        a(n, "Methods and caveats" if note == "methods" else "Erratum"),
                    ]
                )
                + f"<p>Cite as: Garden Butterfly Count ({year}). Volunteer counts.</p>",
            ),
        )
        files.add(
            f"/{year}/{counts}", csv_file("count_id,date,species,n\n1,2024-07-20,Peacock,3\n")
        )
        files.add(
            f"/{year}/{gardens}",
            data('{"type":"FeatureCollection","features":[]}', "application/geo+json"),
        )
        files.add(f"/{year}/{report}", pdf_file(f"Garden Butterfly Count {year}", "Summary."))
        rel.add(
            f"/notes/gbc{year}-{note}.html",
            _bare(
                f"Garden Butterfly Count {year} \u2014 {note}",
                f"<h1>{note.title()}</h1><p>Counts above 200 were checked by a verifier.</p>",
            ),
        )
    rel.add(
        "/",
        _bare(
            "Garden Butterfly Count \u2014 data releases",
            "<h1>Garden Butterfly Count: data releases</h1>"
            f"<table><tr><th>Release</th><th colspan=3>Downloads</th></tr>{''.join(rows)}</table>",
        ),
    )
    return [rel, files]


# --- EPrints: a marine-litter citizen-science programme's outputs repository -------------

EP = Portal(
    host("eprints", "coastwatch"),
    "CoastWatch Research Online",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/latest", "Latest additions"),
    ],
    footer=[("/policies.html", "Repository policies"), ("/cgi/register", "Register")],
    title_format="{title} - {name}",
)
EP_ID = 2417
EP_ABS = f"/id/eprint/{EP_ID}/"
EP_DOCS = [
    f"/id/eprint/{EP_ID}/1/CoastWatch_Beach_Litter_Survey_2024.pdf",
    f"/id/eprint/{EP_ID}/2/coastwatch_2024_litter_counts.csv",
]
EP_EXPORTS = [
    f"/cgi/export/eprint/{EP_ID}/{fmt}/coastwatch-eprint-{EP_ID}.{ext}"
    for fmt, ext in (("BibTeX", "bib"), ("DC", "txt"), ("RIS", "ris"), ("EndNote", "enw"))
]
EP_STATS = f"/cgi/stats/report/eprint/{EP_ID}"


def eprints_sites() -> list[Site]:
    title = "Beach litter on the Northumberland coast: volunteer surveys 2024"
    main = (
        f'<h1 class="ep_tm_pagetitle">{title}</h1>'
        "<p>Holt, Ruth and Okafor, Daniel and CoastWatch volunteers (2025) <em>" + title + "."
        "</em> Technical Report. CoastWatch, Alnmouth.</p>"
        '<table class="ep_block">'
        + "".join(
            f'<tr><td><a class="ep_document_link" href="{d}">{d.rsplit("/", 1)[1]}</a>'
            f"</td><td>{kind}</td></tr>"
            for d, kind in zip(EP_DOCS, ("PDF, 1MB", "Data (CSV)"), strict=True)
        )
        + "</table><h2>Abstract</h2><p>312 volunteers surveyed 48 100-metre stretches...</p>"
        + dl(
            [
                ("Item Type", "Monograph (Technical Report)"),
                ("Subjects", "G Geography &gt; GC Oceanography"),
                ("Divisions", "CoastWatch programme"),
                ("Depositing User", "Ruth Holt"),
                ("Date Deposited", "12 Feb 2025 10:41"),
                ("URI", a(EP.url(EP_ABS), EP.url(EP_ABS))),
            ]
        )
        + "<h3>Export</h3>"
        + ul([a(u, u.split("/")[-2]) for u in EP_EXPORTS])
        + "<h3>Downloads</h3><p>"
        + a(EP_STATS, "Downloads per month over past year")
        + "</p>"
    )
    pages: dict[str, object] = {
        EP_ABS: EP.page(title, main),
        EP_DOCS[0]: pdf_file(title, "CoastWatch technical report."),
        EP_DOCS[1]: csv_file("stretch,date,plastic,glass\nALN-01,2024-05-04,212,7\n"),
        EP_STATS: EP.page(
            f"Statistics for {title}", "<h1>Downloads</h1><p>PDF: 1,208. CSV: 97.</p>"
        ),
    }
    for u in EP_EXPORTS:
        pages[u] = text_file(f"TI  - {title}\nAU  - Holt, Ruth\n")
    return [EP.site(pages)]  # type: ignore[arg-type]


# --- Figshare for institutions: a university's moth-recording dataset --------------------

FS = Portal(
    host("data", "northfield-uni"),
    "Northfield University Research Data",
    menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
    footer=[
        ("/privacy", "Privacy policy"),
        ("/accessibility", "Accessibility statement"),
        ("http://figshare.test/", "Powered by figshare"),
    ],
    title_format="{title}",
    home_title="Northfield University Research Data",
)
FS_ID = 27813406
FS_ENTRY = f"/articles/dataset/Garden_moth_trap_records_by_volunteers_2019-2024/{FS_ID}"
FS_FILES = [49101237, 49101240, 49101243]


def figshare_sites() -> list[Site]:
    title = "Garden moth trap records by volunteers, 2019-2024"
    files = "".join(
        f"<li>{name} {a(f'/ndownloader/files/{fid}', 'Download')}</li>"
        for fid, name in zip(
            FS_FILES, ("moth_records.csv", "trap_sites.csv", "README.txt"), strict=True
        )
    )
    main = (
        f"<h1>{title}</h1><p>Dataset posted on 2025-03-18, 09:12 authored by Aisha Rahman, "
        "Tom Greaves</p>"
        f"<ul class='files'>{files}</ul><p>{a(f'/ndownloader/articles/{FS_ID}/versions/2', 'Download all (4.2 MB)')}</p>"
        "<p>Weekly Robinson and Skinner trap catches from 73 gardens...</p>"
        "<h2>Cite</h2><p>Rahman, Aisha; Greaves, Tom (2025). Garden moth trap records by "
        "volunteers, 2019-2024. Northfield University. Dataset. "
        f"{a('http://doi.test/10.25405/data.nu.27813406.v2', 'https://doi.org/10.25405/data.nu.27813406.v2')}</p>"
        "<p>Version 2 (current)</p><h2>Licence</h2><p>"
        + a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")
        + "</p>"
    )
    pages: dict[str, object] = {
        FS_ENTRY: FS.page(title, main),
        f"/ndownloader/articles/{FS_ID}/versions/2": zipped("moth records v2"),
        f"/ndownloader/files/{FS_FILES[0]}": csv_file("date,trap,species,n\n"),
        f"/ndownloader/files/{FS_FILES[1]}": csv_file("trap,gridref\n"),
        f"/ndownloader/files/{FS_FILES[2]}": text_file("Garden moth trap records README\n"),
    }
    return [FS.site(pages)]  # type: ignore[arg-type]


# --- Hyrax (Samvera): a public library's local-history oral histories --------------------

HY = Portal(
    host("digital", "valleylibrary"),
    "Valley Library Digital Collections",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/contact", "Contact"),
        ("/help", "Help"),
        ("/collections", "Collections"),
    ],
    footer=[("/terms", "Terms of Use"), ("/agreement", "Deposit Agreement")],
    title_format="{title} // {name}",
    home_main=(
        "<h1>Explore collections</h1>"
        + ul([a("/collections/fb494865v?locale=en", "Cannery Row oral histories")])
    ),
)
HY_WORK = "/concern/oral_histories/x346d415z"
HY_FILESETS = {"9k41zd52j": "interview_part1.mp3", "5t34sj56q": "transcript.pdf"}


def hyrax_sites() -> list[Site]:
    title = "Oral history interview with Rosa Delgado, 2019"
    rows = "".join(
        f"<tr><td>{a(f'/concern/parent/x346d415z/file_sets/{fs}?locale=en', name)}</td>"
        f"<td>{a(f'/downloads/{fs}', 'Download', title='Download ' + name)}</td></tr>"
        for fs, name in HY_FILESETS.items()
    )
    exports = [
        a(f"{HY_WORK}.ttl", "Turtle"),
        a(f"{HY_WORK}.jsonld", "JSON-LD"),
        a(f"{HY_WORK}.nt", "N-Triples"),
        a(f"{HY_WORK}.endnote", "EndNote"),
    ]
    main = (
        f"<h1>{title}</h1><span class='badge'>Public</span>"
        + dl(
            [
                ("Creator", "Delgado, Rosa"),
                ("Interviewer", "Valley Library volunteers"),
                ("Subject", "Canning industry; Women--Employment"),
                ("Date created", "2019-08-14"),
                ("Rights statement", "In Copyright - Educational Use Permitted"),
            ]
        )
        + "<p>In Collection: "
        + a("/collections/fb494865v?locale=en", "Cannery Row oral histories")
        + "</p><h2>Items</h2><table>"
        + rows
        + "</table><p>"
        + a(f"{HY_WORK}/manifest?locale=en", "IIIF manifest")
        + "</p><div class='dropdown'>Export: "
        + ul(exports)
        + "</div>"
    )
    pages: dict[str, object] = {f"{HY_WORK}?locale=en": HY.page(title, main)}
    pages[HY_WORK] = pages[f"{HY_WORK}?locale=en"]
    for fs, name in HY_FILESETS.items():
        pages[f"/concern/parent/x346d415z/file_sets/{fs}?locale=en"] = HY.page(
            name,
            f"<h1>{name}</h1><p>File set of {a(f'{HY_WORK}?locale=en', title)}</p>"
            f"<p>{a(f'/downloads/{fs}', 'Download the file')}</p>",
        )
        pages[f"/downloads/{fs}"] = (
            audio("Rosa Delgado") if name.endswith("mp3") else pdf_file(title, "Transcript")
        )
    pages[f"{HY_WORK}/manifest?locale=en"] = data(
        '{"@context":"http://iiif.io/api/presentation/2/context.json","label":"' + title + '"}',
        "application/json",
    )
    for ext, ctype in (
        ("ttl", "text/turtle"),
        ("jsonld", "application/ld+json"),
        ("nt", "application/n-triples"),
        ("endnote", "application/x-endnote-refer"),
    ):
        pages[f"{HY_WORK}.{ext}"] = data(f"# {title}\n", ctype)
    pages["/collections/fb494865v?locale=en"] = HY.page(
        "Cannery Row oral histories", "<h1>Cannery Row oral histories</h1><p>24 works.</p>"
    )
    return [HY.site(pages)]  # type: ignore[arg-type]


HY_TRUTH = (
    [f"{HY_WORK}?locale=en", f"{HY_WORK}/manifest?locale=en"]
    + [f"/concern/parent/x346d415z/file_sets/{fs}?locale=en" for fs in HY_FILESETS]
    + [f"/downloads/{fs}" for fs in HY_FILESETS]
    + [f"{HY_WORK}.{e}" for e in ("ttl", "jsonld", "nt", "endnote")]
)

# --- CONTENTdm: a county historical society's scrapbook ----------------------------------

CD = Portal(
    host("cdm", "countyhistory"),
    "Hale County Digital Archive",
    menu=[
        ("/digital/collections", "Browse All"),
        ("/digital/custom/about", "About"),
        ("/digital/custom/contribute", "Contribute"),
    ],
    footer=[("/digital/custom/rights", "Rights and reproductions")],
    title_format="{title} - {name}",
    home_main=(
        "<h1>Collections</h1>"
        + ul(
            [
                a("/digital/collection/p16001coll5", "Scrapbooks"),
                a("/digital/collection/p16001coll5/search", "Search Scrapbooks"),
                a("/digital/collection/p16001coll8", "Church records"),
            ]
        )
    ),
)
CD_ITEM = "/digital/collection/p16001coll5/id/1234"
CD_PAGES = [1231, 1232, 1233]


def contentdm_sites() -> list[Site]:
    title = "Home Demonstration Club scrapbook, 1953"
    children = ul(
        [
            a(f"/digital/collection/p16001coll5/id/{p}", f"Page {i}")
            for i, p in enumerate(CD_PAGES, 1)
        ]
    )
    main = (
        f"<h1>{title}</h1>"
        + a("/digital/collection/p16001coll5", "Scrapbooks")
        + f'<img src="/digital/api/singleitem/image/p16001coll5/{CD_PAGES[0]}/default.jpg"'
        ' alt="">'
        + children
        + dl(
            [
                ("Title", title),
                ("Creator", "Sawyerville Home Demonstration Club"),
                ("Description", "Clippings, photographs and minutes kept by the club secretary."),
                ("Contributor", "Digitized by volunteers of the Hale County Historical Society"),
            ]
        )
        + ul(
            [
                a(f"/digital/api/collection/p16001coll5/id/{1234}/download", "Download (PDF)"),
                a("/iiif/info/p16001coll5/1234/manifest.json", "IIIF manifest"),
            ]
        )
    )
    pages: dict[str, object] = {
        CD_ITEM: CD.page(title, main),
        f"/digital/api/collection/p16001coll5/id/{1234}/download": pdf_file(title, "Scrapbook."),
        "/iiif/info/p16001coll5/1234/manifest.json": data(
            '{"@type":"sc:Manifest","label":"' + title + '"}', "application/json"
        ),
        f"/digital/api/singleitem/image/p16001coll5/{CD_PAGES[0]}/default.jpg": jpeg_like(),
        "/digital/collection/p16001coll5": CD.page("Scrapbooks", "<h1>Scrapbooks</h1>"),
        "/digital/collection/p16001coll5/search": CD.page("Search", "<h1>Results</h1>"),
    }
    for i, p in enumerate(CD_PAGES, 1):
        pages[f"/digital/collection/p16001coll5/id/{p}"] = CD.page(
            f"Page {i}",
            f"<h1>Page {i}</h1><p>{a(CD_ITEM, title)}</p>"
            f'<img src="/digital/api/singleitem/image/p16001coll5/{p}/default.jpg" alt="">',
        )
        pages[f"/digital/api/singleitem/image/p16001coll5/{p}/default.jpg"] = jpeg_like()
    return [CD.site(pages)]  # type: ignore[arg-type]


CD_TRUTH = (
    [CD_ITEM, f"/digital/api/collection/p16001coll5/id/{1234}/download"]
    + ["/iiif/info/p16001coll5/1234/manifest.json"]
    + [f"/digital/collection/p16001coll5/id/{p}" for p in CD_PAGES]
)

# --- Islandora 2: a harbour town's community memory archive ------------------------------

IS = Portal(
    host("islandora", "harbourmemory"),
    "Harbour Memory",
    menu=[("/", "Home"), ("/browse", "Browse"), ("/about", "About"), ("/contribute", "Share")],
    footer=[("/node/2", "Take-down policy"), ("/user/login", "Staff login")],
    title_format="{title} | {name}",
    home_main=(
        "<h1>Collections</h1>" + ul([a("/node/12", "Oral histories"), a("/node/14", "Photos")])
    ),
)
IS_NODE = "/node/1187"
IS_FILES = [
    "/_flysystem/fedora/2024-05/OW17_Tom_Reilly_interview.mp3",
    "/_flysystem/fedora/2024-05/OW17_Tom_Reilly_transcript.pdf",
]


def islandora_sites() -> list[Site]:
    title = "Tom Reilly on the herring fleet (OW17)"
    head = f'<link rel="alternate" type="application/ld+json" href="{IS_NODE}?_format=jsonld">'
    main = (
        f"<h1>{title}</h1><audio controls src='/system/files/styles/ow17-service.mp3'></audio>"
        + dl(
            [
                ("Member of", a("/node/12", "Oral histories")),
                ("Resource type", "Sound"),
                ("Date", "2023-11-02"),
                ("Interviewer", "Harbour Memory volunteer team"),
            ]
        )
        + "<h2>Downloads</h2>"
        + ul([a(IS_FILES[0], "Original file (MP3)"), a(IS_FILES[1], "Transcript (PDF)")])
        + "<p>"
        + a(f"{IS_NODE}/manifest", "IIIF manifest")
        + "</p>"
    )
    pages: dict[str, object] = {
        IS_NODE: IS.page(title, main, head=head),
        f"{IS_NODE}?_format=jsonld": data('{"@graph":[]}', "application/ld+json"),
        f"{IS_NODE}/manifest": data('{"@type":"sc:Manifest"}', "application/json"),
        IS_FILES[0]: audio(title),
        IS_FILES[1]: pdf_file(title, "Transcript"),
        "/system/files/styles/ow17-service.mp3": audio("service"),
        "/node/12": IS.page("Oral histories", "<h1>Oral histories</h1>"),
    }
    return [IS.site(pages)]  # type: ignore[arg-type]


def _urls(portal_host: str, paths: list[str]) -> list[str]:
    return [f"http://{portal_host}{p}" for p in paths]


CASES: list[Case] = [
    # Hand-made release page (2025): no chrome, and every link on it is a file or note of
    # the release: Single Hop, captured by Single Page+.  The ignored list the seed builds
    # from the homepage would throw away the release's own files, which the homepage's
    # download table links, so the "with Ignored URIs" refinement must not be used; the
    # files live on a second host and the note under /notes/, out of a path's reach.
    # Truth: page, CSV, GeoJSON, PDF, methods note.
    case(
        "butterfly-release-2025",
        "Hand-made site (volunteer butterfly count data releases)",
        "Single Hop",
        "single_page_plus",
        f"http://{BC}/2025/",
        [f"http://{BC}/2025/", *_bc_links("2025")],
        butterfly_sites,
    ),
    # The 2024 release of the same site: same reasoning; its note is an erratum.
    case(
        "butterfly-release-2024",
        "Hand-made site (volunteer butterfly count data releases)",
        "Single Hop",
        "single_page_plus",
        f"http://{BC}/2024/",
        [f"http://{BC}/2024/", *_bc_links("2024")],
        butterfly_sites,
    ),
    # EPrints technical report with its data: documents, export formats and the item's
    # statistics page are one hop from the abstract page; the rest is the repository's menu
    # (the seed gives preprint servers like SSRN Single Page+ with Ignores).  Truth: abstract
    # page, PDF, CSV, four exports, the stats report.
    case(
        "eprints-litter-report",
        "EPrints (marine-litter citizen-science outputs repository)",
        "Single Hop",
        "single_page_plus_ignored",
        EP.url(EP_ABS),
        _urls(EP.host, [EP_ABS, *EP_DOCS, *EP_EXPORTS, EP_STATS]),
        eprints_sites,
    ),
    # Figshare for institutions: the seed's own Figshare row, Single Page+ with Ignores.
    # Truth: landing page, three file downloads and the "download all" archive (DOI and
    # licence are off-portal).
    case(
        "figshare-moth-records",
        "Figshare for institutions (university research data)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(FS_ENTRY),
        _urls(
            FS.host,
            [FS_ENTRY, f"/ndownloader/articles/{FS_ID}/versions/2"]
            + [f"/ndownloader/files/{f}" for f in FS_FILES],
        ),
        figshare_sites,
    ),
    # Hyrax work: file set pages, downloads, IIIF manifest and linked-data exports are all
    # linked from the work page; its collection is on the homepage: Single Page+ with
    # Ignores.  Truth: the work page, 2 file sets, 2 downloads, manifest, 4 exports.
    case(
        "hyrax-oral-history",
        "Hyrax (Samvera) (public library local-history collections)",
        "Single Hop",
        "single_page_plus_ignored",
        HY.url(f"{HY_WORK}?locale=en"),
        _urls(HY.host, HY_TRUTH),
        hyrax_sites,
        others=[HY.url("/collections/fb494865v?locale=en")],
    ),
    # CONTENTdm compound object: its page images, PDF download and IIIF manifest are one
    # hop away; the collection and its search are on the homepage.  Single Page+ with
    # Ignores.  Truth: the object, 3 page records, the PDF, the manifest.
    case(
        "contentdm-scrapbook",
        "CONTENTdm (county historical society digital archive)",
        "Single Hop",
        "single_page_plus_ignored",
        CD.url(CD_ITEM),
        _urls(CD.host, CD_TRUTH),
        contentdm_sites,
    ),
    # Islandora 2 repository item: original and transcript files, IIIF manifest and the
    # JSON-LD alternate are one hop away; the parent collection is on the homepage.
    # Single Page+ with Ignores.  Truth: node, its JSON-LD, manifest, MP3, PDF (the service
    # audio is embedded).
    case(
        "islandora-herring-fleet",
        "Islandora (harbour community memory archive)",
        "Single Hop",
        "single_page_plus_ignored",
        IS.url(IS_NODE),
        _urls(IS.host, [IS_NODE, f"{IS_NODE}?_format=jsonld", f"{IS_NODE}/manifest", *IS_FILES]),
        islandora_sites,
    ),
]
