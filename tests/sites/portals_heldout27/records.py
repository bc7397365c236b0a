"""Records: a Humanities-Commons-like deposit repository (with Signposting), an
ArchivesSpace-like finding-aid site, a Dryad-like repository of humanities corpora, a
Zotero-like group library and a Hypotheses-like scholarly blog."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout27._kit import (
    a,
    binary,
    cookie_banner,
    host,
    json_doc,
    make_case,
    pdf_file,
    ul,
    xml,
)

# --------------------------------------------------------------------------------------
# Humanities-Commons-like deposit repository (InvenioRDM-shaped).  The landing page
# answers with Signposting Link headers: cite-as (the DOI), describedby (JSON and
# DataCite XML) and item (the deposited files), and repeats them as <link> elements.  The
# Link header is the portal's own statement of the boundary: Signposting.  Truth =
# landing + items + describedby documents; other versions, the community, the author's
# profile and chrome are outside.  One case enters by its DOI, which redirects.
# --------------------------------------------------------------------------------------

QC = Portal(
    host=host("works", "quillcommons"),
    name="Quill Commons",
    menu=[
        ("/search", "Search deposits"),
        ("/communities", "Groups"),
        ("/uploads/new", "New deposit"),
        ("/about", "About"),
    ],
    footer=[
        ("/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("/help/faq", "FAQ"),
        ("http://social.quillcommons.hx27.example/@quill", "Mastodon"),
    ],
    title_format="{title} | {name}",
)
QC_DOI = host("doi", "quillregistry")

DEPOSITS = {
    "8x2f1-9ab44": (
        "10.59233/qc.8x2f1-9ab44",
        "Parish chest inventories of the Isle of Ely, 1550-1640: an edition",
        [("inventories-edition.pdf", "application/pdf"), ("inventories-data.csv", "text/csv")],
        "k7m2q-11d0e",
    ),
    "p4r0t-77c21": (
        "10.59233/qc.p4r0t-77c21",
        "Teaching the archive: syllabus for an undergraduate palaeography module",
        [("palaeography-syllabus.pdf", "application/pdf")],
        "p4r0t-77c20",
    ),
}


def _qc_urls(rid: str) -> tuple[list[str], list[str]]:
    files = DEPOSITS[rid][2]
    items = [QC.url(f"/records/{rid}/files/{f}") for f, _t in files]
    described = [QC.url(f"/api/records/{rid}"), QC.url(f"/records/{rid}/export/datacite-xml")]
    return items, described


def quill_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    doi = Site(QC_DOI)
    for rid, (dval, title, files, older) in DEPOSITS.items():
        items, described = _qc_urls(rid)
        link = ", ".join(
            [f'<http://{QC_DOI}/{dval}>; rel="cite-as"']
            + [f'<{u}>; rel="describedby"; type="application/json"' for u in described[:1]]
            + [f'<{described[1]}>; rel="describedby"; type="application/vnd.datacite.datacite+xml"']
            + [f'<{u}>; rel="item"; type="{t}"' for u, (_f, t) in zip(items, files, strict=True)]
            + ['<https://schema.org/ScholarlyArticle>; rel="type"']
        )
        head = "".join(f'<link rel="item" href="{u}">' for u in items) + "".join(
            f'<link rel="describedby" href="{u}">' for u in described
        )
        body = QC.page(
            title,
            f"""{cookie_banner("/privacy")}
<div class="record"><span class="label">Published {dval[-4:]}</span> · Version 2
<h1>{escape(title)}</h1>
<p>{a("/profiles/hmarsh", "Helen Marsh")} ({a("http://orcid.example/0000-0002-1825-0097", "ORCID")})</p>
<p>DOI: {a(f"http://{QC_DOI}/{dval}", dval)}</p>
<h2>Files</h2>{ul([(u, u.rsplit("/", 1)[1]) for u in items])}
<h2>Export</h2>{ul([(described[0], "JSON"), (described[1], "DataCite XML")])}
<h2>Versions</h2>{ul([(f"/records/{rid}", "Version 2 (this)"), (f"/records/{older}", "Version 1")])}
<h2>Groups</h2>{ul([("/communities/early-modern-studies", "Early Modern Studies")])}
<p>{a(f"/records/{rid}/stats", "Usage statistics")} · {a("http://creativecommons.org/licenses/by/4.0/", "CC BY 4.0")}</p></div>""",
            head=head,
            share=QC.url(f"/records/{rid}"),
        )
        pages[f"/records/{rid}"] = Response.html(body, headers=[("Link", link)])
        pages[f"/api/records/{rid}"] = json_doc(
            f'{{"id":"{rid}","pids":{{"doi":{{"identifier":"{dval}"}}}},"metadata":{{"title":"{title}"}}}}'
        )
        pages[f"/records/{rid}/export/datacite-xml"] = xml(
            f"<resource><identifier identifierType='DOI'>{dval}</identifier></resource>"
        )
        for f, t in files:
            pages[f"/records/{rid}/files/{f}"] = (
                pdf_file(title) if t == "application/pdf" else Response.data(b"parish,date\n", t)
            )
        pages[f"/records/{older}"] = QC.page(f"{title} (v1)", "<h1>Version 1</h1>")
        doi.add(f"/{dval}", Response.redirect(QC.url(f"/records/{rid}"), 302))
    return [QC.site(pages), doi]


def _qc_truth(rid: str) -> set[str]:
    items, described = _qc_urls(rid)
    return {QC.url(f"/records/{rid}"), *items, *described}


# --------------------------------------------------------------------------------------
# ArchivesSpace-like public interface.  Titles end " | Marsh Record Office" (the
# homepage: "Home | Marsh Record Office").  A collection's finding aid is the collection
# page, its "collection organization" view, its series and file components (files two hops
# away) and a digital object, every one showing the collection title in its breadcrumb,
# but components live at /archival_objects/<n>, outside the collection's path:
# Significant String from Filtered Title, filtered from the end (the seed's Dataverse).
# --------------------------------------------------------------------------------------

MR = Portal(
    host=host("archives", "marshrecordoffice"),
    name="Marsh Record Office",
    menu=[
        ("/repositories", "Repositories"),
        ("/repositories/resources", "Collections"),
        ("/objects", "Digital materials"),
        ("/agents", "Names"),
        ("/subjects", "Subjects"),
    ],
    footer=[
        ("/visit", "Visiting us"),
        ("/copies", "Ordering copies"),
        ("/accessibility", "Accessibility"),
        ("http://archivesspace.example/", "ArchivesSpace"),
    ],
    title_format="{title} | {name}",
    home_title="Home | Marsh Record Office",
)

COLLECTIONS = {
    145: (
        "Papers of the Ely Drainage Board, 1790-1932",
        {9901: ("Minute books", [9904, 9905]), 9902: ("Engineers reports", [9906])},
        77,
        146,
    ),
    203: (
        "Records of the Welney Washes Commoners, 1806-1961",
        {12010: ("Stint registers", [12012])},
        81,
        204,
    ),
}


def _crumb(cid: int, title: str) -> str:
    return (
        f'<nav class="breadcrumb">{a("/repositories/2", "Marsh Record Office")} / '
        f"{a(f'/repositories/2/resources/{cid}', title)}</nav>"
    )


def marsh_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for cid, (title, series, dobj, neighbour) in COLLECTIONS.items():
        tree = ul(
            [(f"/repositories/2/archival_objects/{s}", name) for s, (name, _f) in series.items()]
        )
        pages[f"/repositories/2/resources/{cid}"] = MR.page(
            title,
            f"""<div class="record-type-badge resource">Collection</div><h1>{escape(title)}</h1>
<p>Identifier: MRO/{cid} · {a(f"/repositories/2/resources/{cid}/collection_organization", "Collection Organization")}</p>
<h2>Creator</h2><p>{a("/agents/corporate_entities/31", "Ely Drainage Board")}</p>
<h2>Subjects</h2><p>{a("/subjects/12", "Drainage")} · {a("/subjects/19", "Fens")}</p>
<h2>Components</h2>{tree}
<p>{a(f"/repositories/2/digital_objects/{dobj}", "Digitised plan")}</p>
<div class="actions"><form action="/fill_request"><button>Request</button></form>
{a("/repositories/2", "Repository details")} · {a(f"/repositories/2/resources/{neighbour}", "Next collection")}</div>""",
        )
        org_rows = []
        for s, (name, files) in series.items():
            org_rows.append((f"/repositories/2/archival_objects/{s}", name))
            pages[f"/repositories/2/archival_objects/{s}"] = MR.page(
                f"{name} - {title}",
                _crumb(cid, title)
                + f"<h1>{escape(name)}</h1>"
                + ul([(f"/repositories/2/archival_objects/{f}", f"File {f}") for f in files]),
            )
            for f in files:
                org_rows.append((f"/repositories/2/archival_objects/{f}", f"File {f}"))
                pages[f"/repositories/2/archival_objects/{f}"] = MR.page(
                    f"File {f} - {title}",
                    _crumb(cid, title)
                    + f" / {a(f'/repositories/2/archival_objects/{s}', name)}"
                    + f"<h1>File {f}</h1><p>1 volume. Open.</p>",
                )
        pages[f"/repositories/2/resources/{cid}/collection_organization"] = MR.page(
            f"Collection organization: {title}", _crumb(cid, title) + ul(org_rows)
        )
        pages[f"/repositories/2/digital_objects/{dobj}"] = MR.page(
            f"Digitised plan - {title}",
            _crumb(cid, title) + '<img src="/static/logo.png" alt="plan">',
        )
        pages[f"/repositories/2/resources/{neighbour}"] = MR.page(
            f"Collection {neighbour}", "<h1>Another collection</h1>"
        )
    pages["/agents/corporate_entities/31"] = MR.page(
        "Ely Drainage Board", "<h1>Ely Drainage Board</h1><p>Corporate body, 1727-1932.</p>"
    )
    return [MR.site(pages)]


def _mr_truth(cid: int) -> set[str]:
    _t, series, dobj, _n = COLLECTIONS[cid]
    out = {
        MR.url(f"/repositories/2/resources/{cid}"),
        MR.url(f"/repositories/2/resources/{cid}/collection_organization"),
        MR.url(f"/repositories/2/digital_objects/{dobj}"),
    }
    for s, (_name, files) in series.items():
        out.add(MR.url(f"/repositories/2/archival_objects/{s}"))
        out |= {MR.url(f"/repositories/2/archival_objects/{f}") for f in files}
    return out


# --------------------------------------------------------------------------------------
# Dryad-like repository of humanities corpora.  The package page's title is the package
# title alone ("Data from: ..."); the package page, its file description pages, its full
# metadata page and its RIS citation all contain it, but the files themselves (audio
# archive, CSV) do not and are one hop from the file pages: Significant String from
# Title+ with Ignored URIs (the seed's Dryad).
# --------------------------------------------------------------------------------------

LD = Portal(
    host=host("datarepo", "lingdepositfen"),
    name="Fen Language Data Repository",
    menu=[
        ("/discover", "Search data"),
        ("/pages/submit", "Submit data"),
        ("/pages/about", "About"),
    ],
    footer=[("/pages/policies", "Policies"), ("/pages/contact", "Contact")],
    title_format="{title}",
    home_title="Fen Language Data Repository",
)

PACKAGES = {
    "doi:10.58211/fenl.4k2q": (
        "Data from: Dialect levelling in Fenland speech, 1954-2004",
        [("recordings.zip", "application/zip"), ("speakers.csv", "text/csv")],
        "http://journal.sociophon.example/article/2019/881",
    ),
    "doi:10.58211/fenl.7w3x": (
        "Data from: Place-name evidence for medieval drainage in the Wash",
        [("gazetteer.csv", "text/csv")],
        "http://journal.onomastics.example/article/2021/40",
    ),
}


def lingdeposit_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, (title, files, article) in PACKAGES.items():
        base = f"/resource/{pid}"
        filepages = [(f"{base}/{i + 1}", f) for i, (f, _t) in enumerate(files)]
        pages[base] = LD.page(
            title,
            f"""<div class="pub-header"><h1>{escape(title)}</h1>
<p>Associated article: {a(article, "published in the journal")}</p>
<h2>Files in this package</h2>{ul([(h, f"Data file: {n}") for h, n in filepages])}
<p>{a(f"{base}?show=full", "View full metadata")} · Cite: {a(f"{base}/citation/ris", "RIS")}</p>
<p>{a("/discover?field=subject&query=dialectology", "Dialectology")} · {a("/pages/policies#cc0", "CC0")}</p></div>""",
        )
        pages[f"{base}?show=full"] = LD.page(
            f"{title} (full record)",
            f"<table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
            f"<tr><td>dc.identifier</td><td>{pid}</td></tr></table>{a(base, 'Back')}",
        )
        pages[f"{base}/citation/ris"] = Response.text(
            f"TY  - DATA\nTI  - {title}\nDO  - {pid[4:]}\nER  - \n",
            content_type="application/x-research-info-systems",
        )
        for (h, n), (_f, t) in zip(filepages, files, strict=True):
            bit = f"/bitstream/handle/10255/{pid[-9:]}/{n}?sequence=1"
            pages[h] = LD.page(
                f"{n} - {title}",
                f"<h1>{escape(title)}</h1><h2>{escape(n)}</h2>"
                f"<p>{a(bit, 'Download')} · {a(base, 'Part of this package')}</p>",
            )
            pages[bit] = (
                binary(n, t) if t == "application/zip" else Response.data(b"id,village\n1,x\n", t)
            )
    return [LD.site(pages)]


def _ld_truth(pid: str) -> set[str]:
    _t, files, _a = PACKAGES[pid]
    base = f"/resource/{pid}"
    out = {LD.url(base), LD.url(f"{base}?show=full"), LD.url(f"{base}/citation/ris")}
    for i, (f, _ty) in enumerate(files):
        out.add(LD.url(f"{base}/{i + 1}"))
        out.add(LD.url(f"/bitstream/handle/10255/{pid[-9:]}/{f}?sequence=1"))
    return out


# --------------------------------------------------------------------------------------
# Zotero-like group library.  The group page, its library, its collections and its item
# pages (two hops away) all lie under /groups/<id>/<slug>; members' profiles, the API
# and chrome do not: Path-Based.
# --------------------------------------------------------------------------------------

CS = Portal(
    host=host("www", "citestack"),
    name="Citestack",
    menu=[
        ("/groups", "Groups"),
        ("/support", "Documentation"),
        ("/forums", "Forums"),
        ("/download", "Download"),
        ("/storage", "Upgrade storage"),
    ],
    footer=[("/support/privacy", "Privacy"), ("/blog", "Blog"), ("/support/terms", "Terms")],
    title_format="{title} - {name}",
)

GROUPS = {
    "4417/fen_drainage_history": (
        "Fen Drainage History",
        {"K3N8WQ2A": "Seventeenth-century adventurers", "T9XZ2B7C": "Engineers"},
        ["8HJ2KL4M", "2WQ7RT9P", "5VB3NX8D"],
        ["hmarsh", "tpybus"],
    ),
    "5120/oral_history_methods": (
        "Oral History Methods Reading Group",
        {"R2D4F6G8": "Ethics and consent"},
        ["A1S2D3F4", "Q9W8E7R6"],
        ["jsayle"],
    ),
}


def citestack_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for gid, (name, colls, items, members) in GROUPS.items():
        g = f"/groups/{gid}"
        pages[g] = CS.page(
            name,
            f"""<h1>{escape(name)}</h1><p>Public group, open membership</p>
<p>{a(f"{g}/library", "Group library")} · {a(f"/groups/{gid.split('/')[0]}/join", "Join group")}</p>
<h2>Members</h2>{ul([(f"/{m}", m) for m in members])}
<p>{a(f"http://api.citestack.hx27.example/groups/{gid.split('/')[0]}/items?format=bibtex", "API")}</p>""",
        )
        pages[f"{g}/library"] = CS.page(
            f"{name} library",
            "<h2>Collections</h2>"
            + ul([(f"{g}/collections/{k}", v) for k, v in colls.items()])
            + "<h2>Items</h2>"
            + ul([(f"{g}/items/{i}", f"Item {i}") for i in items]),
        )
        for k, v in colls.items():
            pages[f"{g}/collections/{k}"] = CS.page(
                f"{v} - {name}", ul([(f"{g}/items/{i}", f"Item {i}") for i in items[:1]])
            )
        for i in items:
            pages[f"{g}/items/{i}"] = CS.page(
                f"Item {i} - {name}",
                f"<h1>Item {i}</h1><p>Journal Article. {a(f'{g}/library', 'Back to library')}</p>",
            )
        for m in members:
            pages[f"/{m}"] = CS.page(m, f"<h1>{m}</h1>")
    return [CS.site(pages)]


def _cs_truth(gid: str) -> set[str]:
    _n, colls, items, _m = GROUPS[gid]
    g = f"/groups/{gid}"
    return {
        CS.url(g),
        CS.url(f"{g}/library"),
        *(CS.url(f"{g}/collections/{k}") for k in colls),
        *(CS.url(f"{g}/items/{i}") for i in items),
    }


# --------------------------------------------------------------------------------------
# Hypotheses-like scholarly blog (WordPress).  A post is one page: categories, tags,
# author archive, comment-reply links, neighbouring posts, the platform's chrome: Single
# Page (the seed's Hypotheses row).
# --------------------------------------------------------------------------------------

MN = Portal(
    host=host("marshnotes", "carnetblogs"),
    name="Marsh Notes: a research notebook",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/category/sources", "Sources"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("http://www.carnetblogs.hx27.example/", "Carnet blogs"),
        ("/feed/", "RSS"),
        ("/wp-login.php", "Log in"),
        ("http://creativecommons.org/licenses/by-nc/4.0/", "CC BY-NC"),
    ],
    title_format="{title} – {name}",
)

POSTS = {
    "/2025/11/03/a-sluice-keepers-ledger/": "A sluice keeper ledger, 1821",
    "/2026/01/17/reading-drainage-maps-against-the-grain/": "Reading drainage maps against the grain",
}


def marshnotes_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    paths = list(POSTS)
    for i, (p, title) in enumerate(POSTS.items()):
        nav = []
        if i > 0:
            nav.append((paths[i - 1], "Previous post"))
        if i + 1 < len(paths):
            nav.append((paths[i + 1], "Next post"))
        pages[p] = MN.page(
            title,
            f"""<article class="post"><h1 class="entry-title">{escape(title)}</h1>
<p class="byline">by {a("/author/hmarsh/", "Helen Marsh")} · {a("/category/sources/", "Sources")}</p>
<div class="entry-content"><p>Among the papers of the drainage board is a small ledger...</p>
<p>See the {a("http://archives.records.example/resources/145", "catalogue entry")} and
{a("http://doi.example/10.1000/fen.1999.4", "Smith 1999")}.</p></div>
<p class="tags">Tags: {a("/tag/ledgers/", "ledgers")} {a("/tag/sluices/", "sluices")}</p>
<p>Cite this post: Helen Marsh, "{escape(title)}", <i>Marsh Notes</i>.</p>
{ul(nav, "post-navigation")}
<section id="comments"><h2>1 comment</h2><p>Fascinating! {a(f"{p}?replytocom=58", "Reply")}</p>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></section>
</article><aside><h2>Recent posts</h2>{ul([(q, t) for q, t in POSTS.items() if q != p])}
<h2>Archives</h2>{ul([("/2026/01/", "January 2026"), ("/2025/11/", "November 2025")])}</aside>""",
            share=MN.url(p),
        )
    return [MN.site(pages)]


CASES: list[Case] = [
    # signposting: Link headers list the files (item) and metadata (describedby); truth
    # = landing + 2 files + JSON + DataCite XML; entry is the DOI (redirects).
    make_case(
        name="quill-inventories",
        imitates="Humanities Commons deposit",
        artifact_class="single_hop",
        expected="signposting",
        entry=f"http://{QC_DOI}/10.59233/qc.8x2f1-9ab44",
        landing=QC.url("/records/8x2f1-9ab44"),
        truth=_qc_truth("8x2f1-9ab44"),
        build=quill_sites,
        others={QC.url("/records/k7m2q-11d0e")},
    ),
    make_case(
        name="quill-syllabus",
        imitates="Humanities Commons deposit",
        artifact_class="single_hop",
        expected="signposting",
        entry=QC.url("/records/p4r0t-77c21"),
        truth=_qc_truth("p4r0t-77c21"),
        build=quill_sites,
        others={QC.url("/records/p4r0t-77c20")},
    ),
    # sig_filtered_title (suffix filtered): collection page, organization view, series,
    # files, digital object — each shows the collection title.
    make_case(
        name="marsh-drainage-board",
        imitates="ArchivesSpace finding aid",
        artifact_class="multi_hop",
        expected="sig_filtered_title",
        entry=MR.url("/repositories/2/resources/145"),
        truth=_mr_truth(145),
        build=marsh_sites,
        others={MR.url("/repositories/2/resources/146"), MR.url("/agents/corporate_entities/31")},
    ),
    make_case(
        name="marsh-welney-commoners",
        imitates="ArchivesSpace finding aid",
        artifact_class="multi_hop",
        expected="sig_filtered_title",
        entry=MR.url("/repositories/2/resources/203"),
        truth=_mr_truth(203),
        build=marsh_sites,
        others={MR.url("/repositories/2/resources/204")},
    ),
    # sig_title_plus_ignored: package, full record, RIS, file pages (all with the title)
    # + the files one hop from the file pages.
    make_case(
        name="lingdeposit-levelling",
        imitates="Dryad-like humanities data package",
        artifact_class="multi_hop",
        expected="sig_title_plus_ignored",
        entry=LD.url("/resource/doi:10.58211/fenl.4k2q"),
        truth=_ld_truth("doi:10.58211/fenl.4k2q"),
        build=lingdeposit_sites,
    ),
    make_case(
        name="lingdeposit-placenames",
        imitates="Dryad-like humanities data package",
        artifact_class="multi_hop",
        expected="sig_title_plus_ignored",
        entry=LD.url("/resource/doi:10.58211/fenl.7w3x"),
        truth=_ld_truth("doi:10.58211/fenl.7w3x"),
        build=lingdeposit_sites,
    ),
    # path_based: group page, library, collections, items (two hops).
    make_case(
        name="citestack-drainage",
        imitates="Zotero group library",
        artifact_class="multi_hop",
        expected="path_based",
        entry=CS.url("/groups/4417/fen_drainage_history"),
        truth=_cs_truth("4417/fen_drainage_history"),
        build=citestack_sites,
        others={CS.url("/hmarsh"), CS.url("/tpybus")},
    ),
    make_case(
        name="citestack-ohmethods",
        imitates="Zotero group library",
        artifact_class="multi_hop",
        expected="path_based",
        entry=CS.url("/groups/5120/oral_history_methods"),
        truth=_cs_truth("5120/oral_history_methods"),
        build=citestack_sites,
        others={CS.url("/jsayle")},
    ),
    # single_page: a blog post is its page.
    make_case(
        name="marshnotes-ledger",
        imitates="Hypotheses scholarly blog post",
        artifact_class="single_uri",
        expected="single_page",
        entry=MN.url("/2025/11/03/a-sluice-keepers-ledger/"),
        truth={MN.url("/2025/11/03/a-sluice-keepers-ledger/")},
        build=marshnotes_sites,
        others={MN.url("/2026/01/17/reading-drainage-maps-against-the-grain/")},
    ),
    make_case(
        name="marshnotes-maps",
        imitates="Hypotheses scholarly blog post",
        artifact_class="single_uri",
        expected="single_page",
        entry=MN.url("/2026/01/17/reading-drainage-maps-against-the-grain/"),
        truth={MN.url("/2026/01/17/reading-drainage-maps-against-the-grain/")},
        build=marshnotes_sites,
        others={MN.url("/2025/11/03/a-sluice-keepers-ledger/")},
    ),
]
