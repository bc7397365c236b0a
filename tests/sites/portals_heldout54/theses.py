"""Theses and dissertations portals of heldout54: an ETD repository with embargoes and
supplementary files, a graduate-school thesis archive with FAIR signposting, a thesis
commons of OSF-like projects and a Dataverse-like archive of thesis data."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import (
    bibtex,
    binary,
    build_site,
    case,
    frame,
    pdf_file,
    portal,
    ris,
    signposted,
    text,
    ul,
    with_link,
)

# ---------------------------------------------------------------------------------------
# ETD repository (Quillmere University): record page + files one hop away -> Single Page+
# with Ignored URIs, as the seed prescribes for Figshare/Zenodo/SSRN-shaped landing pages.

ETD = portal(
    "etd.quillmere.hx54.example",
    "Quillmere ETD",
    (
        ("/browse/department", "Departments"),
        ("/browse/year", "By year"),
        ("/collections/doctoral-theses", "Doctoral theses"),
        ("/deposit", "Deposit your thesis"),
        ("/policies/embargo", "Embargo policy"),
    ),
    home_main='<h1>Quillmere Electronic Theses</h1><h2>Recently added</h2><ul><li><a href="/record/7731">Tidal Memory</a></li></ul>',
)


def _etd_record(
    rid: int,
    title: str,
    author: str,
    year: int,
    degree: str,
    files: list[tuple[str, str, Response]],
    *,
    embargo: str = "",
    exports: tuple[str, ...] = ("bibtex", "ris"),
    related: tuple[tuple[str, str], ...] = (),
) -> dict[str, Response | str]:
    base = f"/record/{rid}"
    rows = "".join(
        f'<tr><td><a href="{escape(path)}">{escape(label)}</a></td>'
        f"<td>{escape(r.header('Content-Type') or '')}</td></tr>"
        for path, label, r in files
    )
    embargo_note = (
        f'<div class="embargo"><p>The full text is under embargo until {embargo}.</p>'
        f'<p><a href="/request-copy?record={rid}">Request a copy from the author</a></p></div>'
        if embargo
        else ""
    )
    export_links = ul([(f"/export/{rid}/{e}", e.upper()) for e in exports], "exports")
    body = (
        f'<h1 class="dc-title">{escape(title)}</h1><p class="creator">'
        f'<a href="/author/{author.lower().replace(" ", "-").replace(",", "")}">{escape(author)}'
        f"</a></p><dl><dt>Degree</dt><dd>{degree}</dd><dt>Year</dt><dd>{year}</dd>"
        f'<dt>Department</dt><dd><a href="/browse/department/history">History</a></dd></dl>'
        f'{embargo_note}<h2>Files</h2><table class="files">{rows}</table>'
        f'<p><a href="{base}?show=full">Show full item record</a></p>'
        f"<h2>Export citation</h2>{export_links}"
    )
    aside = "<h3>Related theses</h3>" + ul(related) if related else ""
    page = frame(
        ETD,
        title,
        body,
        crumbs=(("/", "Home"), ("/collections/doctoral-theses", "Doctoral theses"), (base, title)),
        aside=aside,
        share=ETD.url(base),
    )
    full = frame(
        ETD,
        f"Full record: {title}",
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
        f"<tr><td>dc.contributor.author</td><td>{escape(author)}</td></tr>"
        f"<tr><td>dc.date.issued</td><td>{year}</td></tr></table>"
        f'<p><a href="{base}">Show simple item record</a></p>',
        crumbs=(("/", "Home"), (base, title), (base + "?show=full", "Full record")),
    )
    out: dict[str, Response | str] = {base: page, f"{base}?show=full": full}
    for path, _label, r in files:
        out[path] = r
    for e in exports:
        out[f"/export/{rid}/{e}"] = (
            bibtex(f"q{rid}", "phdthesis", title, author, year, school="Quillmere University")
            if e == "bibtex"
            else ris("THES", title, author, year, pb="Quillmere University")
        )
    return out


T7731 = "Tidal Memory: Oral Histories of the Severn Estuary Fishing Communities"
T8015 = "Sediment, Song and Silence: Listening to Post-Industrial Rivers"
ETD_FILES_7731 = [
    ("/files/3f9c2a/tidal-memory-thesis.pdf", "Thesis (PDF, 4.1 MB)", pdf_file(T7731)),
]
ETD_FILES_8015 = [
    ("/files/a81e07/appendix-a-field-notes.pdf", "Appendix A: field notes", pdf_file("Appendix A")),
    (
        "/files/c2d94b/river-recordings.zip",
        "Sound recordings (ZIP)",
        binary("zip", "rec", "application/zip"),
    ),
    ("/files/0e6f31/walk-reading.mp3", "Walk-reading (MP3)", binary("mp3", "wr", "audio/mpeg")),
    (
        "/files/d55a12/codebook.csv",
        "Interview codebook (CSV)",
        text("code,label\nS1,silence\n", "text/csv"),
    ),
]


def etd_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _etd_record(
        7731,
        T7731,
        "Okafor, Adaeze",
        2023,
        "PhD",
        ETD_FILES_7731,
        related=(("/record/6120", "Fishing rights and estuary law, 1850-1914"),),
    )
    pages |= _etd_record(
        8015,
        T8015,
        "Lindqvist, Maren",
        2025,
        "PhD",
        ETD_FILES_8015,
        embargo="2028-09-01",
        exports=("bibtex", "ris", "endnote"),
        related=(
            ("/record/5590", "Earlier version (MPhil, 2020)"),
            ("/record/7731", T7731),
        ),
    )
    pages["/export/8015/endnote"] = text(
        f"%0 Thesis\n%T {T8015}\n%A Lindqvist, Maren\n%D 2025\n", "application/x-endnote-refer"
    )
    for rid, t in ((6120, "Fishing rights and estuary law, 1850-1914"), (5590, "Rivers heard")):
        pages[f"/record/{rid}"] = frame(ETD, t, f"<h1>{t}</h1><p>Master's dissertation.</p>")
    return [build_site(ETD, pages)]


def _etd_truth(rid: int, files: list[tuple[str, str, Response]], exports: int) -> set[str]:
    names = ("bibtex", "ris", "endnote")[:exports]
    return {
        ETD.url(f"/record/{rid}"),
        ETD.url(f"/record/{rid}?show=full"),
        *(ETD.url(p) for p, _l, _r in files),
        *(ETD.url(f"/export/{rid}/{e}") for e in names),
    }


# ---------------------------------------------------------------------------------------
# Graduate-school thesis archive (Harrowgate) with FAIR signposting in its Link headers.

ARC = portal(
    "theses.harrowgate.hx54.example",
    "Harrowgate Thesis Archive",
    (
        ("/communities", "Communities & collections"),
        ("/browse/author", "Authors"),
        ("/browse/subject", "Subjects"),
        ("/statistics", "Statistics"),
    ),
)
HDL = "hdl.harrowgate.hx54.example"
SCHEMA_THESIS = "https://schema.org/Thesis"
LICENSE = "https://creativecommons.org/licenses/by-nc/4.0/"


def _arc_item(
    uuid: str,
    handle: str,
    title: str,
    author: str,
    orcid: str,
    items: list[tuple[str, str, str, Response]],
    described: list[tuple[str, str, Response]],
    related: tuple[tuple[str, str], ...] = (),
) -> dict[str, Response | str]:
    landing = ARC.url(f"/items/{uuid}")
    rows = "".join(
        f'<li class="bitstream"><a href="/bitstreams/{b}/download">{escape(name)}</a></li>'
        for b, name, _t, _r in items
    )
    body = (
        f"<h1>{escape(title)}</h1><p>{escape(author)} "
        f'<a href="http://orcid.test/{orcid}">ORCID</a></p>'
        f"<p>Permanent link: http://{HDL}/{handle}</p><h2>Files</h2><ul>{rows}</ul>"
        + "<h2>Export metadata</h2>"
        + ul((p, p.rsplit("/", 1)[1].split(".")[0].upper()) for p, _t, _r in described)
        + f'<p><a href="/items/{uuid}/full">Full item page</a> · '
        f'<a href="/items/{uuid}/statistics">Usage statistics</a></p>'
    )
    aside = ("<h3>Related items</h3>" + ul(related)) if related else ""
    html = frame(ARC, title, body, aside=aside, crumbs=(("/", "Home"), (f"/items/{uuid}", title)))
    links = [
        (f"http://{HDL}/{handle}", "cite-as", ""),
        (f"http://orcid.test/{orcid}", "author", ""),
    ]
    links += [(ARC.url(f"/bitstreams/{b}/download"), "item", t) for b, _n, t, _r in items]
    links += [(ARC.url(p), "describedby", t) for p, t, _r in described]
    links += [(LICENSE, "license", ""), (SCHEMA_THESIS, "type", "")]
    out: dict[str, Response | str] = {f"/items/{uuid}": signposted(html, links)}
    for b, _n, _t, r in items:
        out[f"/bitstreams/{b}/download"] = with_link(r, landing, "collection")
    for p, _t, r in described:
        out[p] = with_link(r, landing, "describes")
    out[f"/items/{uuid}/full"] = frame(
        ARC,
        title,
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>",
    )
    return out


U1 = "a41f7c0e-5d2b-4c8e-9f31-2be0c6d4a719"
U2 = "7c2e9b14-0a6f-4e1d-b8c3-91d5f2a0e6b8"
U3 = "e03b5a77-2c19-4f8a-a6d0-5b7c4e9f1d22"
TU1 = "Measuring Reading Load in Doctoral Programmes: A Mixed-Methods Study"
TU2 = "Afterlives of the Archive: Digitised Newspapers and the Writing of Regional History"
ARC_ITEMS_1 = [
    ("b7d1", "thesis.pdf", "application/pdf", pdf_file(TU1)),
    ("b7d2", "abstract.txt", "text/plain", text(f"{TU1}\n\nAbstract.\n")),
]
ARC_DESC_1 = [(f"/metadata/{U1}/datacite.xml", "application/vnd.datacite.datacite+xml")]
ARC_ITEMS_2 = [
    ("c4e1", "thesis-final.pdf", "application/pdf", pdf_file(TU2)),
    ("c4e2", "corpus-sample.zip", "application/zip", binary("zip", "corp", "application/zip")),
    ("c4e3", "defence-talk.mp4", "video/mp4", binary("mp4", "talk", "video/mp4")),
    ("c4e4", "newspaper-titles.csv", "text/csv", text("title,years\nThe Gazette,1850-1899\n")),
]
ARC_DESC_2 = [
    (f"/metadata/{U2}/datacite.xml", "application/vnd.datacite.datacite+xml"),
    (f"/metadata/{U2}/mods.xml", "application/mods+xml"),
]


def _xml(title: str) -> Response:
    return text(f"<resource><title>{escape(title)}</title></resource>\n", "application/xml")


def arc_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _arc_item(
        U1,
        "20.500.3321/9102",
        TU1,
        "Baptiste, Noor",
        "0000-0002-4417-9031",
        ARC_ITEMS_1,
        [(p, t, _xml(TU1)) for p, t in ARC_DESC_1],
    )
    pages |= _arc_item(
        U2,
        "20.500.3321/9471",
        TU2,
        "Harcourt, Ewan",
        "0000-0003-1185-6620",
        ARC_ITEMS_2,
        [(p, t, _xml(TU2)) for p, t in ARC_DESC_2],
        related=((f"/items/{U3}", "Published article: Regional history after digitisation"),),
    )
    pages[f"/items/{U3}"] = frame(ARC, "Regional history after digitisation", "<h1>Article</h1>")
    hdl = Site(HDL)
    hdl.add("/", Response.redirect(ARC.url("/")))
    hdl.add("/20.500.3321/9102", Response.redirect(ARC.url(f"/items/{U1}"), 302))
    hdl.add("/20.500.3321/9471", Response.redirect(ARC.url(f"/items/{U2}"), 302))
    return [build_site(ARC, pages), hdl]


def _arc_truth(
    uuid: str, items: list[tuple[str, str, str, Response]], desc: list[tuple[str, str]]
) -> set[str]:
    return {
        ARC.url(f"/items/{uuid}"),
        *(ARC.url(f"/bitstreams/{b}/download") for b, *_ in items),
        *(ARC.url(p) for p, _t in desc),
    }


# ---------------------------------------------------------------------------------------
# Thesis commons (Tarnwick): OSF-like projects whose titles carry "TarnCommons | ", while
# every page and file of the project carries the project title -> Significant String from
# Filtered Title (the prefix the homepage title shares is removed, as for OSF).

COM = portal(
    "commons.tarnwick.hx54.example",
    "TarnCommons",
    (
        ("/discover", "Discover"),
        ("/preprints", "Thesis preprints"),
        ("/institutions", "Institutions"),
        ("/support", "Support"),
    ),
    title_format="{name} | {title}",
    home_title="TarnCommons | Home",
)


def _com_project(
    guid: str,
    title: str,
    files: list[tuple[str, str, Response]],
    *,
    parent: tuple[str, str] | None = None,
    components: tuple[tuple[str, str], ...] = (),
    per_page: int = 10,
    wiki: bool = True,
) -> dict[str, Response | str]:
    tabs = [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files")]
    tabs += [(f"/{guid}/wiki/home", "Wiki")] if wiki else []
    tabs += [(f"/{guid}/analytics/", "Analytics"), (f"/{guid}/registrations/", "Registrations")]
    head = f'<div class="project-header"><h1>{escape(title)}</h1>{ul(tabs, "tabs")}</div>'
    if parent:
        head += f'<p>Component of <a href="/{parent[0]}/">{escape(parent[1])}</a></p>'
    contributors = '<p>Contributors: <a href="/profile/ab12c/">R. Ndlovu</a></p>'
    comps = ("<h2>Components</h2>" + ul((f"/{g}/", t) for g, t in components)) if components else ""
    out: dict[str, Response | str] = {}
    out[f"/{guid}/"] = frame(
        COM,
        title,
        head + contributors + f"<p>Public project. Citation: Ndlovu, R. (2025). {title}.</p>"
        f'{comps}<p>Tags: <a href="/search?q=thesis">thesis</a></p>',
        share=COM.url(f"/{guid}/"),
    )
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)] or [[]]
    for n, chunk in enumerate(chunks, 1):
        key = f"/{guid}/files/" + (f"?page={n}" if n > 1 else "")
        rows = ul((f"/{fid}/", name) for fid, name, _r in chunk)
        nxt = f'<a href="/{guid}/files/?page={n + 1}">Next page</a>' if n < len(chunks) else ""
        out[key] = frame(COM, f"{title}: Files", head + f"<h2>Storage</h2>{rows}{nxt}")
    if wiki:
        out[f"/{guid}/wiki/home"] = frame(
            COM, f"{title}: Wiki", head + "<p>Read me first: how this thesis is organised.</p>"
        )
    for fid, name, r in files:
        out[f"/{fid}/"] = frame(
            COM,
            f"{title}: {name}",
            f'<p><a href="/{guid}/">{escape(title)}</a> » Files » {escape(name)}</p>'
            f'<p><a href="/download/{fid}/">Download</a> · '
            f'<a href="/{fid}/revisions/">Revisions</a></p>',
        )
        out[f"/download/{fid}/"] = r
    return out


TC1 = "Reading Rooms and Retreats: A Material History of the Doctoral Thesis, 1919-1970"
TC2 = "Slow Chapters: Embargo, Revision and the Afterlife of the Doctoral Dissertation"
TC2C = f"{TC2}: Interview Data"
COM_FILES_1 = [
    ("m4vq8", "thesis.pdf", pdf_file(TC1)),
    ("p2xr6", "README.md", text(f"# {TC1}\n\nDeposit notes.\n", "text/markdown")),
]
COM_FILES_2 = [
    ("a3kd9", "dissertation.pdf", pdf_file(TC2)),
    ("b6mn1", "interview-protocol.pdf", pdf_file(TC2, "Interview protocol")),
    ("c8pz4", "consent.md", text(f"# {TC2}\n\nConsent procedures.\n", "text/markdown")),
]
COM_FILES_2C = [
    ("d1qs3", "interviews-coded.csv", text(f"# {TC2C}\nid,code\n1,delay\n", "text/csv")),
    ("e9vb5", "participants.csv", text(f"# {TC2C}\nid,field\n1,history\n", "text/csv")),
]


def com_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _com_project("k7dw3", TC1, COM_FILES_1)
    pages |= _com_project("r8hq2", TC2, COM_FILES_2, components=(("w5tj7", TC2C),), per_page=2)
    pages |= _com_project("w5tj7", TC2C, COM_FILES_2C, parent=("r8hq2", TC2), wiki=False)
    return [build_site(COM, pages)]


def _com_truth(
    guid: str, files: list[tuple[str, str, Response]], pages: int, wiki: bool
) -> set[str]:
    out = {COM.url(f"/{guid}/"), COM.url(f"/{guid}/files/")}
    out |= {COM.url(f"/{guid}/files/?page={n}") for n in range(2, pages + 1)}
    out |= {COM.url(f"/{guid}/wiki/home")} if wiki else set()
    for fid, _n, _r in files:
        out |= {COM.url(f"/{fid}/"), COM.url(f"/download/{fid}/")}
    return out


# ---------------------------------------------------------------------------------------
# Thesis data archive (Fenmoor): Dataverse-like, "<title> | Fenmoor Graduate Data Archive",
# every dataset page, file page, download and export carries the dataset title -> the seed's
# Dataverse row: Significant String from Filtered Title, filtered from the title's end.

DV = portal(
    "data.fenmoor.hx54.example",
    "Fenmoor Graduate Data Archive",
    (
        ("/dataverse/theses", "Thesis data"),
        ("/dataverse/root?q=", "Search datasets"),
        ("/guides/deposit", "User guide"),
        ("/dataverseuser.xhtml", "Account"),
    ),
    home_title="Home | Fenmoor Graduate Data Archive",
)


def _dv_dataset(
    pid: str,
    title: str,
    files: list[tuple[int, str, Response | None]],
    *,
    per_page: int = 10,
    versions: tuple[str, ...] = (),
    exporters: tuple[str, ...] = ("ddi", "dataverse_json"),
) -> dict[str, Response | str]:
    ds = f"/dataset.xhtml?persistentId={pid}"
    exp = [(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in exporters]
    cite = (
        f'<div class="citation">Rahman, T., 2025, "{escape(title)}", '
        f"https://doi.test/{pid[4:]}, Fenmoor Graduate Data Archive, V{len(versions) + 1}</div>"
        f'<div class="dropdown">Cite dataset {ul(exp)}</div>'
    )
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)]
    out: dict[str, Response | str] = {}
    vers = ul((f"{ds}&version={v}", f"Version {v}") for v in versions)
    for n, chunk in enumerate(chunks, 1):
        key = ds + (f"&page={n}" if n > 1 else "")
        rows = ul((f"/file.xhtml?fileId={fid}", name) for fid, name, _r in chunk)
        nav = "".join(
            f'<a href="{escape(ds + (f"&page={k}" if k > 1 else ""))}">{k}</a> '
            for k in range(1, len(chunks) + 1)
        )
        out[key] = frame(
            DV,
            title,
            f"<h1>{escape(title)}</h1>{cite}<h2>Files</h2>{rows}<p>{nav}</p>"
            + (f"<h2>Versions</h2>{vers}" if versions else "")
            + '<p><a href="/dataverse/theses">Fenmoor thesis data</a> · '
            '<a href="/dataset.xhtml?persistentId=doi:10.70154/FGDA/ZZ90AA">Related dataset</a></p>',
            share=DV.url(ds),
        )
    for v in versions:
        out[f"{ds}&version={v}"] = frame(
            DV, title, f"<h1>{escape(title)}</h1><p>You are viewing version {v}.</p>{cite}"
        )
    for fid, name, r in files:
        dl = (
            f'<a href="/api/access/datafile/{fid}">Download</a>'
            if r is not None
            else '<p>Restricted file. <a href="/dataverseuser.xhtml">Log in</a> to request access.</p>'
        )
        out[f"/file.xhtml?fileId={fid}"] = frame(
            DV,
            name,
            f"<h1>{escape(name)}</h1><p>This file is part of "
            f'<a href="{escape(ds)}">{escape(title)}</a>.</p>{dl}',
        )
        if r is not None:
            out[f"/api/access/datafile/{fid}"] = r
    for path, e in exp:
        out[path] = text(
            f'<codeBook exporter="{e}"><titl>{escape(title)}</titl></codeBook>\n', "application/xml"
        )
    return out


P1, P2 = "doi:10.70154/FGDA/QX81ZT", "doi:10.70154/FGDA/M2WK7Q"
TD1 = "Replication Data for: Footnotes at Scale, Citation Practice in 412 History Dissertations"
TD2 = "Survey of Doctoral Candidates on Thesis Embargo Decisions, 2015-2024"


def _tab(title: str, rows: str) -> Response:
    return text(f"# {title}\n{rows}", "text/tab-separated-values")


DV_FILES_1: list[tuple[int, str, Response | None]] = [
    (4411, "footnotes.tab", _tab(TD1, "thesis\tnotes\n1\t812\n")),
    (4412, "codebook.txt", text(f"{TD1}\nCodebook\n")),
]
DV_FILES_2: list[tuple[int, str, Response | None]] = [
    (5301, "survey-responses.tab", _tab(TD2, "id\tembargo\n1\tyes\n")),
    (5302, "questionnaire.pdf", pdf_file(TD2, "Questionnaire")),
    (5303, "free-text-answers.tab", None),
    (5304, "weights.tab", _tab(TD2, "id\tweight\n1\t0.8\n")),
    (5305, "readme.txt", text(f"{TD2}\nRead me.\n")),
]


def dv_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _dv_dataset(P1, TD1, DV_FILES_1)
    pages |= _dv_dataset(
        P2,
        TD2,
        DV_FILES_2,
        per_page=3,
        versions=("1.0",),
        exporters=("ddi", "datacite", "schema.org"),
    )
    pages["/dataset.xhtml?persistentId=doi:10.70154/FGDA/ZZ90AA"] = frame(
        DV, "Archive of thesis metadata", "<h1>Archive of thesis metadata</h1>"
    )
    return [build_site(DV, pages)]


def _dv_truth(
    pid: str,
    files: list[tuple[int, str, Response | None]],
    exporters: tuple[str, ...],
    extra: tuple[str, ...] = (),
) -> set[str]:
    ds = f"/dataset.xhtml?persistentId={pid}"
    out = {DV.url(ds), *(DV.url(ds + e) for e in extra)}
    for fid, _n, r in files:
        out.add(DV.url(f"/file.xhtml?fileId={fid}"))
        if r is not None:
            out.add(DV.url(f"/api/access/datafile/{fid}"))
    out |= {DV.url(f"/api/datasets/export?exporter={e}&persistentId={pid}") for e in exporters}
    return out


CASES: list[Case] = [
    # Landing page + thesis PDF + metadata view + exports, all one hop away, among menus
    # and related theses: the seed's Single Hop class (Zenodo/Figshare/SSRN) -> Single Page+
    # with Ignored URIs (the homepage/404 links drop the menus).
    case(
        "quillmere-etd-thesis",
        "ETD repository (doctoral thesis with one PDF)",
        "single_hop",
        "single_page_plus_ignored",
        ETD.url("/record/7731"),
        _etd_truth(7731, ETD_FILES_7731, 2),
        etd_sites,
        others={ETD.url("/record/6120")},
    ),
    # Harder: main text embargoed (no link, a request form instead), four supplementary
    # files and three exports; still all one hop from the record -> the same heuristic.
    case(
        "quillmere-etd-embargoed",
        "ETD repository (embargoed thesis with supplementary files)",
        "single_hop",
        "single_page_plus_ignored",
        ETD.url("/record/8015"),
        _etd_truth(8015, ETD_FILES_8015, 3),
        etd_sites,
        others={ETD.url("/record/5590"), ETD.url("/record/7731")},
    ),
    # The archive declares its boundary in Link headers (cite-as, item, describedby): the
    # seed names Signposting as the machine-friendly answer -> signposting.
    case(
        "harrowgate-signposted-thesis",
        "Graduate thesis archive (signposted thesis)",
        "single_hop",
        "signposting",
        ARC.url(f"/items/{U1}"),
        _arc_truth(U1, ARC_ITEMS_1, ARC_DESC_1),
        arc_sites,
    ),
    # Harder: entered by its handle (redirects), four items and two metadata records.
    case(
        "harrowgate-signposted-handle",
        "Graduate thesis archive (handle entry, supplements and two metadata formats)",
        "single_hop",
        "signposting",
        f"http://{HDL}/20.500.3321/9471",
        _arc_truth(U2, ARC_ITEMS_2, ARC_DESC_2),
        arc_sites,
        others={ARC.url(f"/items/{U3}")},
        landing=ARC.url(f"/items/{U2}"),
    ),
    # OSF-like: titles "TarnCommons | <project>", the project title on every page and file
    # -> Significant String from Filtered Title (the seed's OSF row).
    case(
        "tarncommons-thesis-project",
        "Thesis commons (thesis project with two files)",
        "multi_hop",
        "sig_filtered_title",
        COM.url("/k7dw3/"),
        _com_truth("k7dw3", COM_FILES_1, 1, True),
        com_sites,
    ),
    # Harder: paginated file list and a component project whose title extends the parent's.
    case(
        "tarncommons-project-with-component",
        "Thesis commons (project with a data component and paginated files)",
        "multi_hop",
        "sig_filtered_title",
        COM.url("/r8hq2/"),
        _com_truth("r8hq2", COM_FILES_2, 2, True) | _com_truth("w5tj7", COM_FILES_2C, 1, False),
        com_sites,
    ),
    # Dataverse-like, site name at the title's end -> the seed's Dataverse row.
    case(
        "fenmoor-replication-data",
        "Thesis data archive (replication data for a dissertation)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={P1}"),
        _dv_truth(P1, DV_FILES_1, ("ddi", "dataverse_json")),
        dv_sites,
        others={DV.url("/dataset.xhtml?persistentId=doi:10.70154/FGDA/ZZ90AA")},
    ),
    # Harder: paginated files, an earlier version, a restricted file, three exports.
    case(
        "fenmoor-survey-versions",
        "Thesis data archive (versioned survey with a restricted file)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={P2}"),
        _dv_truth(P2, DV_FILES_2, ("ddi", "datacite", "schema.org"), ("&page=2", "&version=1.0")),
        dv_sites,
        others={DV.url("/dataset.xhtml?persistentId=doi:10.70154/FGDA/ZZ90AA")},
    ),
]
