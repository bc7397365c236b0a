"""Repository landing pages: DSpace 7 and InvenioRDM (signposted), Figshare for
institutions, EPrints and OJS (one hop, with ignored URIs)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, binary, dl, host, json_, pdf_, signposted, simple, txt, ul, xml

# --- DSpace 7.6 (signposting on): a university's anthropology theses and reports --------

DS = Portal(
    host("repository", "uni-leuvenhall"),
    "LeuvenHall Research Repository",
    menu=[
        ("/home", "Home"),
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("http://dspace.test/", "DSpace software"),
    ],
    title_format="{title}",
    home_title="LeuvenHall Research Repository",
)
HDL = "http://hdl.handle.test/20.500.12942"


def _dspace_item(
    uuid: str,
    handle: str,
    title: str,
    author: str,
    orcid: str,
    files: list[tuple[str, str, str, str]],
    kind: str,
) -> tuple[str, dict]:
    """(entry path, pages); files are (bitstream uuid, name, mime, size)."""
    entry = f"/items/{uuid}"
    rels: list[tuple[str, str, str | None]] = [
        (f"{HDL}/{handle}", "cite-as", None),
        (f"http://orcid.test/{orcid}", "author", None),
    ]
    rels += [(DS.url(f"/bitstreams/{b}/download"), "item", m) for b, _n, m, _s in files]
    rels += [
        (
            DS.url(f"/server/signposting/describedby/{uuid}"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        ),
        ("http://creativecommons.test/licenses/by/4.0/", "license", None),
        ("http://schema.test/" + kind, "type", None),
        (DS.url(f"/server/signposting/linksets/{uuid}"), "linkset", "application/linkset"),
        (
            DS.url(f"/server/signposting/linksets/{uuid}/json"),
            "linkset",
            "application/linkset+json",
        ),
    ]
    head = "".join(
        f'<link href="{escape(u)}" rel="{r}"' + (f' type="{t}"' if t else "") + ">"
        for u, r, t in rels
        if r in ("cite-as", "item", "describedby", "linkset")
    )
    fl = "".join(
        f'<div class="file-section">{a(f"/bitstreams/{b}/download", n)} ({s})</div>'
        for b, n, _m, s in files
    )
    main = (
        f'<ds-item-page><h1 class="item-page-title-field">{escape(title)}</h1>'
        f'<div class="row"><div class="col-xs-12 col-md-4"><ds-item-page-file-section>'
        f"<h5>Files</h5>{fl}</ds-item-page-file-section>"
        f"<h5>Date</h5><p>2025</p><h5>Author</h5><p>"
        f"{a('/browse/author?value=' + author.replace(' ', '%20'), author)}</p></div>"
        f'<div class="col-xs-12 col-md-6"><h5>Abstract</h5><p>Ethnographic study '
        f"submitted to the Department of Anthropology.</p><h5>URI</h5><p>"
        f'<a href="{HDL}/{handle}">{HDL}/{handle}</a></p><h5>Collections</h5><p>'
        f"{a('/collections/3b1e8f9a-0c51-4d0d-9a39-61c1a5d0f0aa', 'Anthropology theses')}</p>"
        f'<a class="btn" href="/items/{uuid}/full">Full item page</a></div></div>'
        "</ds-item-page>"
    )
    pages: dict = {
        entry: signposted(DS.page(title, main, head=head), *rels),
        f"/items/{uuid}/full": DS.page(title, f"<h1>{escape(title)}</h1><table></table>"),
        f"/server/signposting/describedby/{uuid}": xml(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>'
            f"{escape(title)}</title></titles></resource>"
        ),
        f"/server/signposting/linksets/{uuid}": Response.data(
            f'<{DS.url(entry)}> ; rel="cite-as"'.encode(), "application/linkset"
        ),
        f"/server/signposting/linksets/{uuid}/json": json_('{"linkset": []}'),
    }
    for b, n, m, _s in files:
        pages[f"/bitstreams/{b}/download"] = pdf_(n, title) if m == "application/pdf" else binary(m)
    return entry, pages


DS_A = dict(
    uuid="a7c3e2d4-59b1-4f7e-8d22-0e6f4b1c9a01",
    handle="4471",
    title="Bridewealth, cattle and cash: marriage payments in Mandari villages, 1990-2023",
    author="Aguek, Deng",
    orcid="0000-0002-7714-3391",
    files=[
        (
            "5e0b9c77-1a2d-4b8e-9f44-2c6d0e8a7b10",
            "Aguek_PhD_2025.pdf",
            "application/pdf",
            "4.81 MB",
        ),
        (
            "9a41f0c3-6e2b-4d5a-8c17-b3e9d2f4a6c2",
            "Appendix_C_marriage_register.xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "212 KB",
        ),
    ],
    kind="Thesis",
)
DS_B = dict(
    uuid="0d92bb61-7f3a-4c08-b5e1-94a2c6e37f5d",
    handle="4502",
    title="Listening to the river: an ethnography of flood memory in the Scheldt polders",
    author="Verhaegen, Sofie",
    orcid="0000-0001-5523-0817",
    files=[
        (
            "c1e7a3b5-2f9d-4e61-8a0b-7d3c5f1e9b24",
            "Verhaegen_report.pdf",
            "application/pdf",
            "2.02 MB",
        )
    ],
    kind="Report",
)


def dspace() -> list[Site]:
    pages: dict = {}
    for d in (DS_A, DS_B):
        pages.update(_dspace_item(**d)[1])  # type: ignore[arg-type]
    pages["/collections/3b1e8f9a-0c51-4d0d-9a39-61c1a5d0f0aa"] = simple(DS, "Anthropology theses")
    return [DS.site(pages)]


def _ds_truth(d: dict) -> list[str]:
    return [
        DS.url(f"/items/{d['uuid']}"),
        DS.url(f"/server/signposting/describedby/{d['uuid']}"),
    ] + [DS.url(f"/bitstreams/{f[0]}/download") for f in d["files"]]


# --- InvenioRDM: a university's ethnographic film and sound archive ---------------------

RDM = Portal(
    host("rdm", "nordlicht-ethnoarchive"),
    "Nordlicht Ethnographic Archive",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads", "My dashboard"),
        ("/help/search", "Help"),
    ],
    footer=[
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
    home_title="Nordlicht Ethnographic Archive",
)


def _rdm_record(rid: str, doi: str, title: str, files: list[tuple[str, str]]) -> dict:
    base = f"/records/{rid}"
    rels: list[tuple[str, str, str | None]] = [
        (f"http://doi.test/{doi}", "cite-as", None),
        ("http://orcid.test/0000-0003-1180-2267", "author", None),
    ]
    rels += [(RDM.url(f"{base}/files/{n}"), "item", m) for n, m in files]
    rels += [
        (RDM.url(f"/api/records/{rid}"), "describedby", "application/ld+json"),
        ("http://creativecommons.test/licenses/by-nc-sa/4.0/legalcode", "license", None),
        ("http://schema.test/Dataset", "type", None),
    ]
    head = "".join(
        f'<link rel="{r}" href="{escape(u)}"' + (f' type="{t}"' if t else "") + ">"
        for u, r, t in rels
        if r in ("cite-as", "item", "describedby")
    )
    files_html = "".join(
        f"<tr><td>{a(f'{base}/preview/{n}', n)}</td><td>"
        f"{a(f'{base}/files/{n}?download=1', 'Download')}</td></tr>"
        for n, _m in files
    )
    exports = ul([(f"{base}/export/{x}", x) for x in ("json", "datacite-xml", "bibtex")])
    main = (
        f'<div id="record"><h1 id="record-title">{escape(title)}</h1>'
        f"<p>{a('/communities/arctic-sound', 'Arctic Sound Heritage')} · Published 2026-01-12 "
        f"| Version v1</p><h2>Files</h2><table>{files_html}</table>"
        f'<a href="{base}/files-archive">Download all</a>'
        f"<h2>Export</h2>{exports}"
        f"<h2>Versions</h2>{a(f'/search?q=parent.id:{rid}p&f=allversions:true', 'View all versions')}"
        "</div>"
    )
    pages = {
        base: signposted(RDM.page(title, main, head=head), *rels),
        f"/api/records/{rid}": json_(f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}'),
        f"{base}/files-archive": binary("application/zip"),
    }
    for x in ("json", "datacite-xml", "bibtex"):
        pages[f"{base}/export/{x}"] = txt(title)
    for n, m in files:
        pages[f"{base}/files/{n}"] = binary(m)
        pages[f"{base}/preview/{n}"] = RDM.page(n, f"<h1>{escape(n)}</h1>")
    return pages


RDM_A = (
    "k4d7w-2qz81",
    "10.48762/nea.k4d7w-2qz81",
    "Joik recordings from Kautokeino, reel 14 (1962)",
    [
        ("reel14_side_a.flac", "audio/flac"),
        ("reel14_side_b.flac", "audio/flac"),
        ("reel14_content_notes.pdf", "application/pdf"),
    ],
)
RDM_B = (
    "pm3s9-hh5t0",
    "10.48762/nea.pm3s9-hh5t0",
    "Reindeer earmark registers of Guovdageaidnu siida, digitised",
    [("earmark_register_1958-1974.pdf", "application/pdf"), ("earmarks_coded.csv", "text/csv")],
)


def invenio() -> list[Site]:
    pages: dict = {"/communities/arctic-sound": simple(RDM, "Arctic Sound Heritage")}
    for r in (RDM_A, RDM_B):
        pages.update(_rdm_record(*r))
    return [RDM.site(pages)]


def _rdm_truth(r: tuple) -> list[str]:
    rid = r[0]
    return [RDM.url(f"/records/{rid}"), RDM.url(f"/api/records/{rid}")] + [
        RDM.url(f"/records/{rid}/files/{n}") for n, _m in r[3]
    ]


# --- Figshare for institutions: a museum's media and datasets --------------------------

FS = Portal(
    host("weltmuseum", "figshare"),
    "Weltmuseum Research Data",
    menu=[
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/collections", "Collections"),
        ("/projects", "Projects"),
    ],
    footer=[
        ("http://knowledge.figshare.test/", "Help"),
        ("/privacy", "Privacy policy"),
        ("/terms", "Terms"),
        ("http://figshare.test/", "Powered by figshare"),
    ],
    title_format="{title}",
    home_title="Weltmuseum Research Data",
)
NDL = host("ndownloader", "figshare")


def _fs_item(
    kind: str,
    slug: str,
    aid: int,
    title: str,
    files: list[tuple[int, str]],
    author: tuple[str, int],
) -> tuple[str, dict]:
    entry = f"/articles/{kind}/{slug}/{aid}"
    author_path = "/authors/" + author[0].replace(" ", "_") + f"/{author[1]}"
    fl = "".join(
        f'<li>{escape(n)} <a href="http://{NDL}/files/{fid}">Download</a></li>' for fid, n in files
    )
    main = (
        f'<div role="main"><h1>{escape(title)}</h1><p>{kind.title()} posted on 2025-11-03, '
        f"authored by {a(author_path, author[0])}</p>"
        f'<ul class="files">{fl}</ul>'
        f'<a href="http://{NDL}/articles/{aid}/versions/1">Download all ({len(files)})</a>'
        "<h3>Categories</h3>"
        + ul(
            [
                (
                    "/categories/Social_and_cultural_anthropology/16033",
                    "Social and cultural anthropology",
                )
            ]
        )
        + "<h3>Keywords</h3>"
        + a("/search?q=:keyword:%20%22visual%20anthropology%22", "visual anthropology")
        + f"<h3>Licence</h3>{a('http://creativecommons.test/licenses/by/4.0/', 'CC BY 4.0')}"
        + f"<p>DOI: 10.25390/weltmuseum.{aid}.v1</p></div>"
    )
    pages = {entry: FS.page(title, main, share=FS.url(entry))}
    return entry, pages


FS_A = (
    "media",
    "Kula_canoe_launch_Vakuta_1976_16mm_digitised_",
    28814407,
    "Kula canoe launch, Vakuta, 1976 (16mm, digitised)",
    [(51203377, "vakuta_canoe_launch_1976.mp4"), (51203380, "vakuta_shotlist.pdf")],
    ("Hanna Wiesinger", 14420871),
)
FS_B = (
    "dataset",
    "Inventory_of_the_Bilongo_collection_with_provenance_notes",
    28907133,
    "Inventory of the Bilongo collection with provenance notes",
    [
        (51388102, "bilongo_inventory.csv"),
        (51388105, "provenance_notes.pdf"),
        (51388107, "README.txt"),
    ],
    ("Joseph Mbuyi", 15003392),
)


def figshare() -> list[Site]:
    pages: dict = {
        "/categories/Social_and_cultural_anthropology/16033": simple(FS, "Social anthropology"),
    }
    nd = Site(NDL)
    for it in (FS_A, FS_B):
        pages.update(_fs_item(*it)[1])
        for fid, _n in it[4]:
            nd.add(f"/files/{fid}", binary("application/octet-stream"))
        nd.add(f"/articles/{it[2]}/versions/1", binary("application/zip"))
        author = it[5]
        pages[f"/authors/{author[0].replace(' ', '_')}/{author[1]}"] = simple(FS, author[0])
    return [FS.site(pages), nd]


def _fs_truth(it: tuple) -> list[str]:
    return [
        FS.url(f"/articles/{it[0]}/{it[1]}/{it[2]}"),
        f"http://{NDL}/articles/{it[2]}/versions/1",
    ] + [f"http://{NDL}/files/{fid}" for fid, _n in it[4]]


# --- EPrints 3.4: a university research repository (area studies and anthropology) ---

EP = Portal(
    host("eprints", "kingsgate-univ"),
    "Kingsgate Research Online",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Department"),
        ("/view/creators/", "Browse by Author"),
        ("/cgi/search/advanced", "Advanced search"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/contact.html", "Contact"),
        ("http://eprints.test/", "Powered by EPrints 3.4"),
    ],
    title_format="{title} - {name}",
)
EP_ENTRY = "/id/eprint/40217/"


def eprints() -> list[Site]:
    t = "Spirit possession and the market: zar ceremonies in Gondar, 2008-2019"
    main = (
        f"<h1>{escape(t)}</h1><p>Tesfaye, Mekdes (2021) <em>{escape(t)}</em>. PhD thesis, "
        "Department of Anthropology and Sociology.</p>"
        + ul(
            [
                (EP_ENTRY + "1/Tesfaye_4217.pdf", "Text - Tesfaye_4217.pdf (3MB)"),
                (
                    EP_ENTRY + "3/Tesfaye_appendix_interviews.pdf",
                    "Text (Appendix: interview schedule) - 428kB",
                ),
            ],
            "ep_document_list",
        )
        + "<h2>Abstract</h2><p>Based on 22 months of fieldwork...</p>"
        + dl(
            [
                ("Item Type", "Thesis (PhD)"),
                ("Departments", a("/view/divisions/anthro/", "Anthropology & Sociology")),
                ("URI", a(EP.url(EP_ENTRY), EP.url(EP_ENTRY))),
            ]
        )
        + '<form method="get" action="/cgi/export/eprint/40217/"><select name="format">'
        '<option>BibTeX</option><option>EndNote</option></select><input type="submit" '
        'value="Export"></form>'
        + f"<p>{a('/cgi/stats/report/eprint/40217', 'Downloads per month over past year')}</p>"
        + "<h3>Actions (login required)</h3>"
        + a("/cgi/users/home?screen=EPrint::View&eprintid=40217", "View Item")
    )
    pages = {
        EP_ENTRY: EP.page(t, main),
        EP_ENTRY + "1/Tesfaye_4217.pdf": pdf_(t, "PhD thesis"),
        EP_ENTRY + "3/Tesfaye_appendix_interviews.pdf": pdf_("Appendix", "Interview schedule"),
        "/view/divisions/anthro/": simple(EP, "Anthropology & Sociology"),
    }
    return [EP.site(pages)]


# --- OJS 3.4: an open-access anthropology journal -----------------------------------------

OJS = Portal(
    host("journals", "ethnoscripts-press"),
    "Journal of Lowland South American Ethnography",
    menu=[
        ("/index.php/jlsae/issue/current", "Current"),
        ("/index.php/jlsae/issue/archive", "Archives"),
        ("/index.php/jlsae/announcement", "Announcements"),
        ("/index.php/jlsae/about", "About"),
    ],
    footer=[
        ("/index.php/jlsae/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs/", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
J = "/index.php/jlsae"
OJS_ENTRY = f"{J}/article/view/1432"


def ojs() -> list[Site]:
    t = "Counting in-laws: affinity and census-taking in a Yanesha village"
    cite = f"{J}/citationstylelanguage/download/"
    main = (
        f'<article class="obj_article_details"><h1 class="page_title">{escape(t)}</h1>'
        f'<ul class="authors"><li>Rosa Quispe, Universidad Nacional de San Marcos</li></ul>'
        f"<p>DOI: https://doi.test/10.15291/jlsae.1432</p>"
        f'<section class="abstract"><h2>Abstract</h2><p>How do Yanesha households '
        "answer a state census that has no category for classificatory kin?</p></section>"
        f'<div class="galleys">{a(f"{J}/article/view/1432/2210", "PDF", class_="obj_galley_link pdf")} '
        f"{a(f'{J}/article/view/1432/2211', 'HTML', class_='obj_galley_link')} "
        f"{a(f'{J}/article/download/1432/2210', 'Download PDF', class_='download')}</div>"
        f'<div class="item citation"><h2>How to Cite</h2><p>Quispe, R. (2025). {escape(t)}.</p>'
        f"{a(cite + 'ris?submissionId=1432&publicationId=1501', 'Endnote/Zotero/Mendeley (RIS)')}"
        f" {a(cite + 'bibtex?submissionId=1432&publicationId=1501', 'BibTeX')}</div>"
        f'<div class="item issue"><h2>Issue</h2>{a(f"{J}/issue/view/88", "Vol. 23 No. 2 (2025)")}'
        f'</div><div class="item section"><h2>Section</h2>Articles</div>'
        f'<div class="item copyright">{a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}'
        "</div></article>"
    )
    viewer = OJS.page(
        t,
        f"<header>{a(OJS_ENTRY, '← Back to ' + t)}</header>"
        f'<iframe src="{J}/article/download/1432/2210?inline=1"></iframe>'
        f"{a(f'{J}/article/download/1432/2210', 'Download')}",
    )
    pages = {
        OJS_ENTRY: OJS.page(t, main),
        f"{J}/article/view/1432/2210": viewer,
        f"{J}/article/view/1432/2211": OJS.page(t, f"<h1>{escape(t)}</h1><p>Full text.</p>"),
        f"{J}/article/download/1432/2210": pdf_(t, "Rosa Quispe"),
        f"{cite}ris": txt(f"TY  - JOUR\nTI  - {t}\nER  -\n"),
        f"{cite}bibtex": txt(f"@article{{jlsae1432, title={{{t}}}}}\n"),
        f"{J}/issue/view/88": simple(OJS, "Vol. 23 No. 2 (2025)"),
    }
    return [OJS.site(pages)]


CASES: list[Case] = [
    # DSpace 7.6 item with signposting switched on: the portal says in its Link header
    # which URIs are the item's (rel=item bitstreams, rel=describedby DataCite record), so
    # the seed's Signposting applies.  Truth: the item page, its bitstreams and its
    # describedby record (not the cite-as handle, author, licence, type or the linksets).
    case(
        "dspace-bridewealth-thesis",
        "DSpace 7 (university repository)",
        "Single Hop",
        "signposting",
        DS.url(f"/items/{DS_A['uuid']}"),
        _ds_truth(DS_A),
        dspace,
        others=[DS.url("/collections/3b1e8f9a-0c51-4d0d-9a39-61c1a5d0f0aa")],
    ),
    case(
        "dspace-flood-memory-report",
        "DSpace 7 (university repository)",
        "Single Hop",
        "signposting",
        DS.url(f"/items/{DS_B['uuid']}"),
        _ds_truth(DS_B),
        dspace,
    ),
    # InvenioRDM record: signposted like Zenodo today (items and a JSON-LD describedby).
    # Truth: record page, the signposted files and the describedby API record; previews,
    # the other exports and the zip are left out as the portal leaves them out.
    case(
        "invenio-joik-reel-14",
        "InvenioRDM (ethnographic sound archive)",
        "Single Hop",
        "signposting",
        RDM.url(f"/records/{RDM_A[0]}"),
        _rdm_truth(RDM_A),
        invenio,
    ),
    case(
        "invenio-earmark-registers",
        "InvenioRDM (ethnographic sound archive)",
        "Single Hop",
        "signposting",
        RDM.url(f"/records/{RDM_B[0]}"),
        _rdm_truth(RDM_B),
        invenio,
    ),
    # Figshare for institutions: the seed's Figshare row, Single Page+ with Ignored URIs.
    # Truth: the item page, each file on ndownloader and the download-all zip.
    case(
        "figshare-vakuta-canoe-film",
        "Figshare for institutions (museum research data)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(f"/articles/{FS_A[0]}/{FS_A[1]}/{FS_A[2]}"),
        _fs_truth(FS_A),
        figshare,
        others=[FS.url(f"/authors/{FS_A[5][0].replace(' ', '_')}/{FS_A[5][1]}")],
    ),
    case(
        "figshare-bilongo-inventory",
        "Figshare for institutions (museum research data)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(f"/articles/{FS_B[0]}/{FS_B[1]}/{FS_B[2]}"),
        _fs_truth(FS_B),
        figshare,
    ),
    # EPrints abstract page: a preprint/thesis landing page like SSRN's, one hop to its
    # documents (the export is a form; stats and the staff-only view are not the thesis).
    # Single Page+ with Ignored URIs.  Truth: abstract page and its two PDFs.
    case(
        "eprints-zar-thesis",
        "EPrints (institutional repository)",
        "Single Hop",
        "single_page_plus_ignored",
        EP.url(EP_ENTRY),
        [
            EP.url(EP_ENTRY),
            EP.url(EP_ENTRY + "1/Tesfaye_4217.pdf"),
            EP.url(EP_ENTRY + "3/Tesfaye_appendix_interviews.pdf"),
        ],
        eprints,
    ),
    # OJS article page: like bioRxiv's preprints, one hop reaches the galleys, the PDF and
    # the citation downloads.  Single Page+ with Ignored URIs.  Truth: article page, two
    # galley views, the PDF download, RIS and BibTeX.
    case(
        "ojs-counting-in-laws",
        "OJS (anthropology journal)",
        "Single Hop",
        "single_page_plus_ignored",
        OJS.url(OJS_ENTRY),
        [
            OJS.url(OJS_ENTRY),
            OJS.url(f"{J}/article/view/1432/2210"),
            OJS.url(f"{J}/article/view/1432/2211"),
            OJS.url(f"{J}/article/download/1432/2210"),
            OJS.url(f"{J}/citationstylelanguage/download/ris?submissionId=1432&publicationId=1501"),
            OJS.url(
                f"{J}/citationstylelanguage/download/bibtex?submissionId=1432&publicationId=1501"
            ),
        ],
        ojs,
        others=[OJS.url(f"{J}/issue/view/88")],
    ),
]
