"""heldout71's significant-string portals: an archival finding aid (series and files each
repeat the collection title), a correspondence edition (letters repeat the edition title,
their TEI and facsimiles do not), a digitisation-project hub and an oral-history archive
(titles prefixed with the portal's name)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case
from sites.portals_heldout71._kit import (
    a,
    dl,
    finish,
    jpeg_like,
    lib,
    page,
    text_file,
    ul,
    xml_file,
)

# ---------------------------------------------------------------- archival finding aid
# Page titles are the bare record titles (no site name), as this installation prints them.
AIDS = lib(
    "findingaids.pellingford.hx71.example",
    "Pellingford Archives and Special Collections",
    (
        ("/repositories", "Repositories"),
        ("/agents", "Names"),
        ("/subjects", "Subjects"),
        ("/classifications", "Record groups"),
    ),
    title_format="{title}",
    home_title="Pellingford Archives and Special Collections",
)


def finding_aid(
    rid: int, title: str, series: list[tuple[int, str, list[tuple[int, str]]]], per_page: int
) -> tuple[dict[str, PageValue], list[str]]:
    """A resource, its series and their files (children listed `per_page` at a time)."""
    res = f"/repositories/2/resources/{rid}"
    crumb = f'<nav class="crumbs">{a("/repositories/2", "Pellingford Archives")} › {a(res, title)}'
    pages: dict[str, PageValue] = {}
    paths = [res, f"{res}/collection_organization"]
    tree = ul([a(f"/repositories/2/archival_objects/{sid}", st) for sid, st, _f in series])
    pages[res] = page(
        AIDS,
        title,
        f"{crumb}</nav><h1>{title}</h1>"
        + dl([("Dates", title.rsplit(", ", 1)[-1]), ("Extent", f"{len(series)} series")])
        + f"<h2>Collection organization</h2>{tree}"
        + f"<p>{a(f'{res}/collection_organization', 'View the full organization')}</p>"
        + "<p>Related collection: "
        + a("/repositories/2/resources/902", "Records of the Pellingford Naturalists Club")
        + "</p>",
        share=AIDS.url(res),
    )
    pages[f"{res}/collection_organization"] = page(
        AIDS, f"Collection organization: {title}", f"{crumb}</nav><h1>{title}</h1>{tree}"
    )
    for sid, st, files in series:
        sp = f"/repositories/2/archival_objects/{sid}"
        chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)] or [[]]
        for k, chunk in enumerate(chunks, 1):
            more = a(f"{sp}?page={k + 1}", "Next page") if k < len(chunks) else ""
            body = (
                f"{crumb} › {a(sp, st)}</nav><h1>{st}</h1><p>Part of {title}</p>"
                + ul([a(f"/repositories/2/archival_objects/{fid}", ft) for fid, ft in chunk])
                + more
            )
            path = sp if k == 1 else f"{sp}?page={k}"
            pages[path] = page(AIDS, st, body)
            paths.append(path)
        for fid, ft in files:
            fp = f"/repositories/2/archival_objects/{fid}"
            pages[fp] = page(
                AIDS,
                ft,
                f"{crumb} › {a(sp, st)} › {ft}</nav><h1>{ft}</h1>"
                f"<p>Box 1, folder {fid % 40}. From {title}.</p>"
                f"<p>{a('/subjects/44', 'Subject: Natural history')}</p>",
            )
            paths.append(fp)
    return pages, paths


THRELKELD = "Papers of Agnes Threlkeld, 1890-1954"
HARROWBY = "Harrowby family estate records, 1702-1938"


def aid_records() -> list[tuple[dict[str, PageValue], list[str]]]:
    return [
        finding_aid(
            881,
            THRELKELD,
            [
                (40211, "Series 1: Correspondence", [(40230, "Letters to her sister")]),
                (40212, "Series 2: Field notebooks", []),
            ],
            10,
        ),
        finding_aid(
            915,
            HARROWBY,
            [
                (51001, "Series 1: Deeds", [(51100 + i, f"Deed bundle {i}") for i in range(1, 6)]),
                (51002, "Series 2: Rentals", [(51200, "Rental 1790-1799")]),
                (51003, "Series 3: Maps and plans", [(51300, "Plan of Low Farm")]),
            ],
            2,
        ),
    ]


def aid_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, _paths in aid_records():
        pages.update(p)
    pages["/repositories/2/resources/902"] = page(
        AIDS,
        "Records of the Pellingford Naturalists Club, 1866-1990",
        "<h1>Records of the Pellingford Naturalists Club, 1866-1990</h1>",
    )
    return [finish(AIDS, pages)]


# ---------------------------------------------------------------- correspondence edition
ED = lib(
    "letters.marwood-edition.hx71.example",
    "The Marwood Letters",
    (("/letters", "Browse letters"), ("/editorial", "Editorial principles"), ("/about", "About")),
    title_format="{title}",
    home_title="The Marwood Letters: a digital edition",
)


def edition(
    slug: str, title: str, letters: list[str], facs: int
) -> tuple[dict[str, PageValue], list[str]]:
    """An edition of letters: its entry, its letters (title in their header), and the TEI
    and facsimiles each letter links (these files do not repeat the title)."""
    base = f"/editions/{slug}"
    pages: dict[str, PageValue] = {}
    truth = [base, f"/downloads/{slug}-tei.zip"]
    pages[f"/downloads/{slug}-tei.zip"] = jpeg_like(3).with_(
        headers=[("Content-Type", "application/zip")]
    )
    pages[base] = page(
        ED,
        title,
        f"<h1>{title}</h1><p>Letters in this edition:</p>"
        + ul([a(f"/letter/{lid}", f"Letter {lid}") for lid in letters])
        + f"<p>{a(f'/downloads/{slug}-tei.zip', 'Download all TEI (zip)')}</p>"
        + f'<div class="cite"><h2>Cite</h2><p>{title}. Ed. R. Pell.</p></div>',
    )
    for n, lid in enumerate(letters):
        files = [f"/tei/{lid}.xml"] + [f"/facsimile/{lid}-{k}.png" for k in range(1, facs + 1)]
        nav = a(f"/letter/{letters[n + 1]}", "Next letter") if n + 1 < len(letters) else ""
        pages[f"/letter/{lid}"] = page(
            ED,
            f"Letter {lid}",
            f'<p class="edition">{a(base, title)}</p><h1>Letter {lid}</h1>'
            f'<p>Dear sister, the roads are <span data-ref="pl-12">impassable</span>.</p>'
            + ul([a(f, f.rsplit("/", 1)[1]) for f in files])
            + nav,
        )
        pages[files[0]] = xml_file(
            f'<TEI><text><body><p n="{lid}">Dear sister</p></body></text></TEI>'
        )
        for k, f in enumerate(files[1:], 1):
            pages[f] = jpeg_like(k)
        truth += [f"/letter/{lid}", *files]
    return pages, truth


ELINOR = "Correspondence of Elinor Marwood, 1801-1812"
JAMES = "Letters of James Marwood from the Cape, 1820-1826"


def ed_records() -> list[tuple[dict[str, PageValue], list[str]]]:
    return [
        edition("elinor", ELINOR, ["EM001", "EM002"], 1),
        edition("james-cape", JAMES, [f"JM{i:03d}" for i in range(1, 6)], 2),
    ]


def ed_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, _t in ed_records():
        pages.update(p)
    return [finish(ED, pages)]


# ---------------------------------------------------------------- digitisation project hub
HUB = lib(
    "hub.norrowdigi.hx71.example",
    "Norrow Digitisation Hub",
    (("/explore", "Explore projects"), ("/institutions", "Institutions"), ("/support", "Support")),
    title_format="{name} | {title}",
    home_title="Norrow Digitisation Hub | Home",
)


def project(
    guid: str, title: str, comps: list[tuple[str, str]], files: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    """A project, its components and file pages (each its own GUID path), all showing the
    project title; raw downloads are buttons the viewer's script follows, not links."""
    pages: dict[str, PageValue] = {}
    truth = [f"/{guid}/", f"/{guid}/wiki/"]
    head = f'<p class="project">{a(f"/{guid}/", title)}</p>'
    pages[f"/{guid}/"] = page(
        HUB,
        title,
        f"<h1>{title}</h1><p>Contributors: "
        f"{a('/people/u84kq/', 'M. Oduya')}, {a('/people/p2zz7/', 'L. Fenn')}</p>"
        f"<h2>Components</h2>{ul([a(f'/{c}/', t) for c, t in comps])}"
        f"<h2>Files</h2>{ul([a(f'/f/{fid}/', n) for fid, n in files])}"
        f"<p>{a(f'/{guid}/wiki/', 'Wiki')}</p>",
    )
    pages[f"/{guid}/wiki/"] = page(
        HUB, f"{title} Wiki", f"{head}<h1>Wiki</h1><p>Workflow notes.</p>"
    )
    for c, t in comps:
        pages[f"/{c}/"] = page(HUB, t, f"{head}<h1>{t}</h1><p>Component of {title}.</p>")
        truth.append(f"/{c}/")
    for fid, n in files:
        pages[f"/f/{fid}/"] = page(
            HUB,
            n,
            f'{head}<h1>{n}</h1><pre class="preview">{n}: preview</pre>'
            f'<button data-href="/download/{fid}/?direct">Download</button>',
        )
        pages[f"/download/{fid}/"] = text_file(f"{n}\n")
        truth.append(f"/f/{fid}/")
    return pages, truth


FENLAND = "Mapping the Fenland parish registers"
GLASS = "Condition survey of the Norrow glass-plate negatives"


def hub_records() -> list[tuple[dict[str, PageValue], list[str]]]:
    return [
        project("x7k2m", FENLAND, [], [("q8w3e", "registers-inventory.csv")]),
        project(
            "g4t9p",
            GLASS,
            [("c2n5v", "Imaging protocol"), ("c7b1x", "Condition data")],
            [
                ("r1a6s", "plates-batch1.csv"),
                ("r1a6t", "plates-batch2.csv"),
                ("r1a6u", "survey-form.pdf"),
            ],
        ),
    ]


def hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, _t in hub_records():
        pages.update(p)
    return [finish(HUB, pages)]


# ---------------------------------------------------------------- oral history archive
ORAL = lib(
    "voices.ferncastle.hx71.example",
    "Ferncastle Oral History Archive",
    (("/interviews", "Interviews"), ("/themes", "Themes"), ("/contribute", "Share your story")),
    title_format="{name} | {title}",
    home_title="Ferncastle Oral History Archive | Home",
)


def interview(
    iid: str, title: str, sessions: list[str], tid: str, parts: int, other: tuple[str, str]
) -> tuple[dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    truth = [f"/interviews/{iid}", f"/transcripts/{tid}"]
    head = f'<p class="interview">{a(f"/interviews/{iid}", title)}</p>'
    pages[f"/interviews/{iid}"] = page(
        ORAL,
        title,
        f"<h1>{title}</h1>"
        + ul([a(f"/audio/{s}", f"Session {n}") for n, s in enumerate(sessions, 1)])
        + f"<p>{a(f'/transcripts/{tid}', 'Read the transcript')}</p>"
        + f"<aside>More from this theme: {a(*other)}</aside>",
    )
    for n, s in enumerate(sessions, 1):
        pages[f"/audio/{s}"] = page(
            ORAL,
            f"Session {n}",
            f'{head}<h1>Session {n}</h1><audio controls src="/media/{s}.mp3"></audio>',
        )
        pages[f"/media/{s}.mp3"] = jpeg_like(n).with_(headers=[("Content-Type", "audio/mpeg")])
        truth.append(f"/audio/{s}")
    for k in range(1, parts + 1):
        path = f"/transcripts/{tid}" + ("" if k == 1 else f"?part={k}")
        more = a(f"/transcripts/{tid}?part={k + 1}", "Continue") if k < parts else ""
        pages[path] = page(ORAL, f"Transcript part {k}", f"{head}<h1>Transcript</h1><p>…</p>{more}")
        if k > 1:
            truth.append(path)
    return pages, truth


DORA = "Interview with Dora Ashgrove, lacemaker"
WILF = "Interview with Wilfred Penhallow, lifeboat coxswain"


def oral_records() -> list[tuple[dict[str, PageValue], list[str]]]:
    return [
        interview(
            "oh-2291",
            DORA,
            ["s-88123"],
            "t-5521",
            1,
            ("/interviews/oh-2304", "Interview with Wilfred Penhallow"),
        ),
        interview(
            "oh-2304",
            WILF,
            ["s-88201", "s-88202", "s-88203", "s-88204"],
            "t-5540",
            3,
            ("/interviews/oh-2291", "Interview with Dora Ashgrove"),
        ),
    ]


def oral_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p, _t in oral_records():
        pages.update(p)
    return [finish(ORAL, pages)]


def cases() -> list[Case]:
    (_, t1), (_, t2) = aid_records()
    (_, e1), (_, e2) = ed_records()
    (_, h1), (_, h2) = hub_records()
    (_, o1), (_, o2) = oral_records()
    f, e, h, o = AIDS.url, ED.url, HUB.url, ORAL.url
    return [
        # Series and files are scattered ids, not under the resource's path, and every one
        # repeats the collection title (the page title is the bare title): Significant String
        # from Title; nothing of the aid lacks the title.
        case(
            "pellingford-threlkeld",
            "archival finding aid (2 series, 1 file)",
            "archival collection",
            "sig_title",
            f("/repositories/2/resources/881"),
            [f(p) for p in t1],
            aid_sites,
            others=[f("/repositories/2/resources/902")],
        ),
        case(
            "pellingford-harrowby",
            "archival finding aid (3 series, paged file lists)",
            "archival collection",
            "sig_title",
            f("/repositories/2/resources/915"),
            [f(p) for p in t2],
            aid_sites,
            others=[f("/repositories/2/resources/902")],
        ),
        # Letters repeat the edition title but their TEI and facsimiles do not: the Dryad
        # shape, Significant String from Title+ with Ignored URIs.
        case(
            "marwood-elinor",
            "correspondence edition (2 letters, TEI, facsimiles)",
            "scholarly edition",
            "sig_title_plus_ignored",
            e("/editions/elinor"),
            [e(p) for p in e1],
            ed_sites,
        ),
        case(
            "marwood-james",
            "correspondence edition (5 letters, 2 facsimiles each)",
            "scholarly edition",
            "sig_title_plus_ignored",
            e("/editions/james-cape"),
            [e(p) for p in e2],
            ed_sites,
        ),
        # OSF-like: GUID pages with no shared path, titles "Hub | <title>", the project title
        # in every page: Significant String from Filtered Title.
        case(
            "norrow-fenland",
            "digitisation project hub (wiki and one file)",
            "digitisation project",
            "sig_filtered_title",
            h("/x7k2m/"),
            [h(p) for p in h1],
            hub_sites,
        ),
        case(
            "norrow-glassplates",
            "digitisation project hub (2 components, 3 files)",
            "digitisation project",
            "sig_filtered_title",
            h("/g4t9p/"),
            [h(p) for p in h2],
            hub_sites,
        ),
        # Same shape: sessions and transcript on separate paths, all carrying the interview
        # title; page titles prefixed with the archive's name.
        case(
            "ferncastle-dora",
            "oral history archive (one session)",
            "oral history",
            "sig_filtered_title",
            o("/interviews/oh-2291"),
            [o(p) for p in o1],
            oral_sites,
            others=[o("/interviews/oh-2304")],
        ),
        case(
            "ferncastle-wilfred",
            "oral history archive (4 sessions, 3-part transcript)",
            "oral history",
            "sig_filtered_title",
            o("/interviews/oh-2304"),
            [o(p) for p in o2],
            oral_sites,
            others=[o("/interviews/oh-2291")],
        ),
    ]
