"""University thesis repositories on three kinds of repository software, each item a landing
page one hop from its files, full record and citation exports, wrapped in the portal's
menus, collection links and related-items sidebar: the seed's Figshare/Zenodo/SSRN shape,
Single Page+ with Ignored URIs.  A handle-style repository (with an embargoed thesis whose
supplementary files are open), an eprint repository (one of its entries a redirecting
short id) and a works-and-file-sets repository."""

from __future__ import annotations

import hashlib
from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Skin, figure, pdf_file, text_file, ul

# --- handle-style repository ---------------------------------------------------------------

OAK = Skin(
    host="scholar.oakhollowu.hx95.example",
    name="Oak Hollow ScholarWorks",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By issue date"),
        ("/browse/author", "Authors"),
        ("/browse/title", "Titles"),
    ],
    footer=[
        ("/policies", "Repository policies"),
        ("/feedback", "Send feedback"),
        ("/privacy", "Privacy"),
    ],
    cdn="static.oakhollowcdn.hx95.example",
    cls="ds",
    title_format="{name}: {title}",
    login="/login",
    signup="/register",
    search="/discover",
    # Like a real repository's front page, it features recent submissions, this set's items
    # among them (the seed removes the entry from the ignored list for this reason).
    home_main="<h1>Oak Hollow ScholarWorks</h1><h2>Recent submissions</h2><ul>"
    '<li><a href="/items/handle/20.500.9931/4502">Biofilm formation on 3D-printed catheter '
    'materials</a></li><li><a href="/items/handle/20.500.9931/4471">Nest-site selection of '
    "urban kestrels</a></li></ul>",
)
OAK_H1 = "/items/handle/20.500.9931/4471"
OAK_H2 = "/items/handle/20.500.9931/4502"
OAK_FILES1 = [("Mwangi_thesis_2024.pdf", "3.2 MB", True)]
OAK_FILES2 = [
    ("Dubois_dissertation_2025.pdf", "11.8 MB", False),
    ("S1_confocal_stacks.zip", "240 MB", True),
    ("S2_colony_counts.csv", "44 kB", True),
    ("S3_printing_parameters.xlsx", "18 kB", True),
    ("S4_timelapse.mp4", "65 MB", True),
    ("license.txt", "1 kB", True),
]
OAK_RELATED = ["/items/handle/20.500.9931/4468", "/items/handle/20.500.9931/4490"]
OAK_RELATED_TITLES = {
    "4468": "Roost fidelity of common swifts in church towers",
    "4490": "Antimicrobial coatings for urinary catheters: a review",
}


def _oak_item(
    hid: str,
    title: str,
    author: str,
    abstract: str,
    files: list[tuple[str, str, bool]],
    note: str = "",
) -> tuple[str, list[str]]:
    """The item page and the paths of its own URIs (full record, open files, exports)."""
    base = f"/items/handle/20.500.9931/{hid}"
    rows, own = [], [f"{base}?view=full", f"/export/ris/{hid}", f"/export/bibtex/{hid}"]
    for seq, (name, size, open_) in enumerate(files, 1):
        path = _bitstream(hid, seq)
        if open_:
            rows.append(
                f'<tr><td><a href="{path}">{name}</a></td><td>{size}</td><td>Open access</td></tr>'
            )
            own.append(path)
        else:
            rows.append(
                f"<tr><td>{name}</td><td>{size}</td><td>Embargoed until 2027-09-01</td></tr>"
            )
    main = (
        f'<h1 class="ds-title">{escape(title)}</h1>{note}<table class="ds-files"><tr><th>File'
        f"</th><th>Size</th><th>Access</th></tr>{''.join(rows)}</table>"
        f'<dl><dt>Author</dt><dd><a href="/browse/author?value={quote_plus(author)}">{author}</a></dd>'
        f"<dt>Type</dt><dd>Thesis</dd><dt>URI</dt><dd>http://hdl.test/20.500.9931/{hid}</dd>"
        f"<dt>Abstract</dt><dd>{escape(abstract)}</dd></dl>"
        f'<p><a href="{base}?view=full">Show full item record</a></p>'
        f'<p>Export citation: <a href="/export/ris/{hid}">RIS</a> '
        f'<a href="/export/bibtex/{hid}">BibTeX</a></p>'
        '<p>This item appears in: <a href="/collections/handle/20.500.9931/12">'
        "Graduate Theses and Dissertations</a></p>"
    )
    aside = (
        "<h3>Related items</h3>"
        + ul([(p, OAK_RELATED_TITLES[p[-4:]]) for p in OAK_RELATED], "ds-related")
        + "<h3>Statistics</h3><p>Views and downloads are counted anonymously.</p>"
    )
    return OAK.page(title, main, aside=aside, share=OAK.url(base)), own


def _bitstream(hid: str, seq: int) -> str:
    """A file's URI: a bitstream UUID, which does not repeat the item's handle."""
    h = hashlib.sha1(f"{hid}/{seq}".encode()).hexdigest()
    return f"/bitstreams/{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}/download"


def _oak_full(hid: str, title: str) -> str:
    rows = [
        ("dc.title", title),
        ("dc.type", "Thesis"),
        ("dc.date.issued", "2024"),
        ("dc.rights", "CC BY 4.0"),
    ]
    table = "".join(f"<tr><td>{k}</td><td>{escape(v)}</td></tr>" for k, v in rows)
    main = (
        f"<h1>{escape(title)}</h1><table class='ds-full'>{table}</table>"
        f'<p><a href="/items/handle/20.500.9931/{hid}">Show simple item record</a></p>'
    )
    return OAK.page(title, main)


def oak_sites() -> list[Site]:
    t1 = "Nest-site selection of urban kestrels"
    p1, own1 = _oak_item(
        "4471",
        t1,
        "Mwangi, Ruth",
        "Kestrels chose ledges on buildings over 20 m.",
        OAK_FILES1,
    )
    t2 = "Biofilm formation on 3D-printed catheter materials"
    p2, own2 = _oak_item(
        "4502",
        t2,
        "Dubois, Elise",
        "PLA and PETG surfaces were colonised within 48 hours.",
        OAK_FILES2,
        note='<div class="ds-embargo">The dissertation is under embargo until 2027-09-01 at '
        "the author's request. Supplementary files are open. Use <form method='post' "
        "action='/request-copy/4502'><button>Request a copy</button></form></div>",
    )
    pages: dict[str, PageValue] = {
        OAK_H1: p1,
        OAK_H2: p2,
        f"{OAK_H1}?view=full": _oak_full("4471", t1),
        f"{OAK_H2}?view=full": _oak_full("4502", t2),
    }
    for hid, title, own, files in [("4471", t1, own1, OAK_FILES1), ("4502", t2, own2, OAK_FILES2)]:
        pages[f"/export/ris/{hid}"] = text_file(
            f"TY  - THES\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        pages[f"/export/bibtex/{hid}"] = text_file(
            f"@phdthesis{{oak{hid},\n title={{{title}}}\n}}\n", "application/x-bibtex"
        )
        for p, name in zip(own[3:], [n for n, _s, open_ in files if open_], strict=True):
            pages[p] = (
                pdf_file(title, name)
                if name.endswith(".pdf")
                else text_file(f"{name}\n", "application/octet-stream")
            )
    for p in OAK_RELATED:
        pages[p] = _oak_item(p[-4:], OAK_RELATED_TITLES[p[-4:]], "Other, A.", "Another study.", [])[
            0
        ]
    return OAK.sites(pages)


# --- eprint repository ---------------------------------------------------------------------

BRK = Skin(
    host="eprints.brackenmoor.hx95.example",
    name="Bracken Moor Research Online",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by School"),
        ("/view/type/thesis.html", "Theses"),
    ],
    footer=[
        ("/policies.html", "Policies"),
        ("/contact.html", "Contact"),
        ("/cookies.html", "Cookies"),
    ],
    cdn="style.brackenmoorcdn.hx95.example",
    cls="ep",
    title_format="{title} - {name}",
    login="/cgi/users/home",
    signup="/cgi/register",
    search="/cgi/search/simple",
    cookies="/cookies.html",
)
BRK_1, BRK_2 = "/8812/", "/9107/"
BRK_2_SHORT = "/id/eprint/9107"
BRK_FORMATS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("EndNote", "enw")]


def _brk_item(
    eid: str, title: str, docs: list[str], formats: list[tuple[str, str]], extra: str = ""
) -> tuple[str, list[str]]:
    own = [f"/{eid}/{n}/{d}" for n, d in enumerate(docs, 1)]
    own += [f"/cgi/export/eprint/{eid}/{f}/brackenmoor-eprint-{eid}.{ext}" for f, ext in formats]
    doclist = "".join(
        f'<div class="ep_doc"><a href="{p}">{p.rsplit("/", 1)[1]}</a> - Accepted Version</div>'
        for p in own[: len(docs)]
    )
    exports = "".join(f'<option value="{f}">{f}</option>' for f, _ in formats)
    links = " ".join(
        f'<a href="{p}">{f}</a>' for (f, _), p in zip(formats, own[len(docs) :], strict=True)
    )
    main = (
        f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1><p>Thesis (Doctoral), Bracken Moor '
        f"University.</p>{doclist}{extra}<h2>Abstract</h2><p>See the full text.</p>"
        f'<table class="ep_summary"><tr><th>Item Type:</th><td>Thesis</td></tr><tr><th>'
        f'Divisions:</th><td><a href="/view/divisions/geog/">Geography</a></td></tr><tr><th>'
        f"URI:</th><td>http://eprints.brackenmoor.hx95.example/id/eprint/{eid}</td></tr></table>"
        f'<form action="/cgi/export_redirect" method="get"><select name="format">{exports}'
        f"</select><button>Export</button></form><p>Export as: {links}</p>"
        f'<p class="ep_act"><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={eid}">'
        "Edit item (repository staff only)</a></p>"
    )
    return BRK.page(title, main, share=BRK.url(f"/{eid}/")), own


def brk_sites() -> list[Site]:
    t1 = "Peat erosion on upland commons since 1950"
    p1, own1 = _brk_item("8812", t1, ["Marsh_thesis.pdf"], BRK_FORMATS[:2])
    t2 = "Glacial lake outburst risk in the Kyrgyz Tien Shan"
    p2, own2 = _brk_item(
        "9107",
        t2,
        ["Abdyldaev_thesis_vol1.pdf", "Abdyldaev_thesis_vol2_maps.pdf", "lake_inventory.csv"],
        BRK_FORMATS,
        extra='<div class="ep_block">Volume 2 contains the A3 maps. The lake inventory is '
        "released under CC BY.</div>",
    )
    pages: dict[str, PageValue] = {
        BRK_1: p1,
        BRK_2: p2,
        BRK_2_SHORT: Response.redirect(BRK.url(BRK_2), 301),
    }
    for title, own in [(t1, own1), (t2, own2)]:
        for p in own:
            name = p.rsplit("/", 1)[1]
            if name.endswith(".pdf"):
                pages[p] = pdf_file(title, name)
            else:
                pages[p] = text_file(f"{title}\n{name}\n")
    return BRK.sites(pages)


# --- works-and-file-sets repository --------------------------------------------------------

FEN = Skin(
    host="works.fenwicklib.hx95.example",
    name="Fenwick Honors Scholarship",
    menu=[("/catalog", "Browse"), ("/collections", "Collections"), ("/about", "About")],
    footer=[("/contact", "Contact"), ("/terms", "Terms of use"), ("/privacy", "Privacy")],
    cdn="cdn.fenwickassets.hx95.example",
    cls="hy",
    title_format="{title} // {name}",
    login="/users/sign_in",
    signup="/users/sign_up",
    search="/catalog",
)
FEN_1 = "/concern/honors_theses/q237hr51k"
FEN_2 = "/concern/honors_theses/b8g4tn09x"


def _fen_work(
    wid: str, title: str, sets: list[tuple[str, str, str]]
) -> tuple[str, list[str], dict[str, PageValue]]:
    own = [f"/concern/honors_theses/{wid}/citation", f"/concern/honors_theses/{wid}/manifest"]
    rows, extra_pages = [], {}
    for fsid, name, kind in sets:
        fs, dl = f"/concern/file_sets/{fsid}", f"/downloads/{fsid}"
        own += [fs, dl]
        rows.append(
            f'<tr><td><img src="/downloads/{fsid}?file=thumbnail" alt=""></td><td>'
            f'<a href="{fs}">{name}</a></td><td>{kind}</td><td><a href="{dl}">Download'
            "</a></td></tr>"
        )
        extra_pages[fs] = FEN.page(
            name,
            f"<h1>{escape(name)}</h1><p>File set in {escape(title)}."
            f'</p><p><a href="{dl}">Download</a></p>',
        )
        extra_pages[dl] = (
            pdf_file(title, name)
            if name.endswith(".pdf")
            else text_file(name + "\n", "application/octet-stream")
        )
    main = (
        f'<header class="hy-work"><h1>{escape(title)}</h1><span class="hy-badge">Open Access'
        f'</span></header><dl class="hy-meta"><dt>Creator</dt><dd><a href="/catalog?f=creator">'
        "Student author</a></dd><dt>Department</dt><dd>Honors College</dd></dl>"
        f'<p><a href="{own[0]}">Citations</a> · <a href="{own[1]}">IIIF manifest</a></p>'
        f'<table class="hy-items"><tr><th></th><th>Title</th><th>Type</th><th></th></tr>'
        f"{''.join(rows)}</table>"
        '<p>In collection: <a href="/collections/honors-2024">Honors Theses 2024</a></p>'
    )
    extra_pages[own[0]] = FEN.page(
        f"Citations: {title}", f"<h1>Citations</h1><p>APA: {escape(title)}.</p>"
    )
    extra_pages[own[1]] = text_file(f'{{"label": "{title}"}}\n', "application/ld+json")
    return FEN.page(title, main, share=FEN.url(f"/concern/honors_theses/{wid}")), own, extra_pages


def fen_sites() -> list[Site]:
    p1, _own, x1 = _fen_work(
        "q237hr51k", "Translating Catullus for the stage", [("7p88cg21m", "thesis.pdf", "Thesis")]
    )
    p2, _own, x2 = _fen_work(
        "b8g4tn09x",
        "Acoustic design of a small recital hall",
        [
            ("2v23vt57q", "thesis.pdf", "Thesis"),
            ("5t34sj90w", "room-model.skp", "3D model"),
            ("9k41zd55r", "impulse-responses.zip", "Audio"),
            ("3n20cb44t", "defense-poster.pdf", "Poster"),
        ],
    )
    for p in ["7p88cg21m", "2v23vt57q", "5t34sj90w", "9k41zd55r", "3n20cb44t"]:
        x2[f"/downloads/{p}?file=thumbnail"] = figure()
    return FEN.sites({FEN_1: p1, FEN_2: p2, **x1, **x2})


def _own(skin: Skin, entry: str, paths: list[str]) -> list[str]:
    return [skin.url(entry), *(skin.url(p) for p in paths)]


def _oak_own(hid: str, files: list[str]) -> list[str]:
    base = f"/items/handle/20.500.9931/{hid}"
    return _own(
        OAK,
        base,
        [
            f"{base}?view=full",
            f"/export/ris/{hid}",
            f"/export/bibtex/{hid}",
            *(_bitstream(hid, n) for n, _f in files),
        ],
    )


def _brk_own(eid: str, docs: list[str], formats: list[tuple[str, str]]) -> list[str]:
    return _own(
        BRK,
        f"/{eid}/",
        [
            *(f"/{eid}/{n}/{d}" for n, d in enumerate(docs, 1)),
            *(f"/cgi/export/eprint/{eid}/{f}/brackenmoor-eprint-{eid}.{e}" for f, e in formats),
        ],
    )


def _fen_own(wid: str, sets: list[str]) -> list[str]:
    base = f"/concern/honors_theses/{wid}"
    return _own(
        FEN,
        base,
        [
            f"{base}/citation",
            f"{base}/manifest",
            *(p for s in sets for p in (f"/concern/file_sets/{s}", f"/downloads/{s}")),
        ],
    )


CASES: list[Case] = [
    # A handle-style item page: the PDF, the full record and two exports are one hop away,
    # wrapped in menus the homepage also shows (the seed's Figshare/Zenodo shape): Single
    # Page+ with Ignored URIs.  Related items and the collection are not the thesis.
    case(
        "oakhollow-kestrels",
        "handle-style university repository (thesis item)",
        "single_hop",
        "single_page_plus_ignored",
        OAK.url(OAK_H1),
        _oak_own("4471", [(1, "Mwangi_thesis_2024.pdf")]),
        oak_sites,
        others=[OAK.url(p) for p in OAK_RELATED],
    ),
    # Harder: the dissertation is embargoed (no link), five supplementary files are open.
    case(
        "oakhollow-biofilm-embargo",
        "handle-style university repository (embargoed dissertation with open supplements)",
        "single_hop",
        "single_page_plus_ignored",
        OAK.url(OAK_H2),
        _oak_own(
            "4502",
            [
                (2, "S1_confocal_stacks.zip"),
                (3, "S2_colony_counts.csv"),
                (4, "S3_printing_parameters.xlsx"),
                (5, "S4_timelapse.mp4"),
                (6, "license.txt"),
            ],
        ),
        oak_sites,
        others=[OAK.url(p) for p in OAK_RELATED],
    ),
    # An eprint abstract page: documents and export formats one hop away, browse menus
    # around them: Single Page+ with Ignored URIs.
    case(
        "brackenmoor-peat",
        "eprint repository (doctoral thesis)",
        "single_hop",
        "single_page_plus_ignored",
        BRK.url(BRK_1),
        _brk_own("8812", ["Marsh_thesis.pdf"], BRK_FORMATS[:2]),
        brk_sites,
    ),
    # Harder: entered by its short id, which redirects; two volumes, a data file and four
    # export formats.
    case(
        "brackenmoor-glacial-lakes",
        "eprint repository (two-volume thesis entered by redirecting id)",
        "single_hop",
        "single_page_plus_ignored",
        BRK.url(BRK_2_SHORT),
        _brk_own(
            "9107",
            ["Abdyldaev_thesis_vol1.pdf", "Abdyldaev_thesis_vol2_maps.pdf", "lake_inventory.csv"],
            BRK_FORMATS,
        ),
        brk_sites,
        landing=BRK.url(BRK_2),
    ),
    # A work page linking each file set's page and its download, the citation page and the
    # manifest, all one hop away: Single Page+ with Ignored URIs.
    case(
        "fenwick-catullus",
        "works-and-file-sets repository (honors thesis)",
        "single_hop",
        "single_page_plus_ignored",
        FEN.url(FEN_1),
        _fen_own("q237hr51k", ["7p88cg21m"]),
        fen_sites,
    ),
    # Harder: four file sets of different kinds (thesis, 3D model, audio, poster).
    case(
        "fenwick-recital-hall",
        "works-and-file-sets repository (honors thesis with model, audio and poster)",
        "single_hop",
        "single_page_plus_ignored",
        FEN.url(FEN_2),
        _fen_own("b8g4tn09x", ["2v23vt57q", "5t34sj90w", "9k41zd55r", "3n20cb44t"]),
        fen_sites,
    ),
]
