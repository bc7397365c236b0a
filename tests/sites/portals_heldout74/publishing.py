"""heldout74's publishing portals: a faculty working-paper series, a preprint server, an
institutional repository with signposting, a museum's loan catalogue and a department blog.

Single-hop portals (working papers, preprints) list every other record on their homepage, as
such portals do ("latest papers"), so the seed's ignored-URI list (homepage and 404 links)
removes them; their share buttons are scripted, not links.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, image, pdf_file, text_file, ul

# ---------------------------------------------------------------- working papers (SSRN-like)

WP = Chrome(
    "wp.vellmar-econ.hx74.example",
    "Vellmar Faculty of Economics Working Papers",
    [("/series", "Series"), ("/submit", "Submit a paper"), ("/editors", "Editors")],
    [("/about", "About"), ("/contact", "Contact"), ("/accessibility", "Accessibility")],
)
WP_PAPERS = {
    "2026-07": ("Minimum Wages and Apprenticeship Uptake in Border Regions", ["k-osei"], False),
    "2026-11": ("Municipal Bond Spreads after Flood Events", ["m-haldor", "k-osei"], True),
    "2026-03": ("Household Energy Debt in Rental Markets", ["m-haldor"], False),
    "2025-19": ("Trade Credit Chains among Small Wineries", ["t-ruiz"], False),
}
AUTHORS = {"k-osei": "Kwame Osei", "m-haldor": "Maja Haldor", "t-ruiz": "Teresa Ruiz"}


def _wp_files(num: str, rich: bool) -> dict[str, Response]:
    title = WP_PAPERS[num][0]
    files = {
        f"/wp/{num}/download": pdf_file(title, "Vellmar working paper " + num),
        f"/wp/{num}/cite.ris": text_file(
            f"TY  - RPRT\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        ),
        f"/wp/{num}/cite.bib": text_file(
            f"@techreport{{vellmar{num},title={{{title}}}}}\n", "application/x-bibtex"
        ),
    }
    if rich:
        files[f"/wp/{num}/appendix.pdf"] = pdf_file(title + " - Online Appendix", "Tables A1-A9")
        files[f"/wp/{num}/replication.zip"] = binary("repl" + num)
        files[f"/wp/{num}/revisions"] = Response.html(
            WP.page(
                f"Revisions of WP {num}",
                f"<h1>Revision history</h1><p>{escape(title)}: "
                "first version 2026-05-02, revised 2026-09-30.</p>",
            )
        )
    return files


def _wp_page(num: str) -> str:
    title, authors, rich = WP_PAPERS[num]
    files = _wp_files(num, rich)
    by = ", ".join(f'<a href="/author/{a}">{escape(AUTHORS[a])}</a>' for a in authors)
    dl = ul([(p, p.rsplit("/", 1)[1]) for p in files])
    others = ul([(f"/wp/{n}", t) for n, (t, _a, _r) in WP_PAPERS.items() if n != num])
    main = (
        f'<article class="paper"><p class="series">Working Paper No. {num}</p>'
        f'<h1>{escape(title)}</h1><p class="by">{by}</p>'
        "<section><h2>Abstract</h2><p>We study a policy change using administrative data.</p>"
        f'</section><section class="downloads"><h2>Download and cite</h2>{dl}</section>'
        f'<button class="share" data-url="{WP.url("/wp/" + num)}">Share</button></article>'
        f"<aside><h2>More in this series</h2>{others}</aside>"
    )
    return WP.page(title, main)


def wp_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for num, (_t, _a, rich) in WP_PAPERS.items():
        pages[f"/wp/{num}"] = _wp_page(num)
        pages.update(_wp_files(num, rich))
    for a, name in AUTHORS.items():
        pages[f"/author/{a}"] = WP.page(name, f"<h1>{escape(name)}</h1><p>Faculty member.</p>")
    latest = ul([(f"/wp/{n}", t) for n, (t, _a, _r) in WP_PAPERS.items()])
    people = ul([(f"/author/{a}", n) for a, n in AUTHORS.items()])
    WP.home_main = f"<h1>Working papers</h1><h2>Latest</h2>{latest}<h2>Our faculty</h2>{people}"
    return [WP.site(pages)]


def _wp_case(name: str, num: str, detail: str) -> Case:
    title, authors, rich = WP_PAPERS[num]
    entry = WP.url(f"/wp/{num}")
    return case(
        name,
        f"faculty working paper series ({detail})",
        "Single Hop",
        # SSRN shape: a landing page whose own links (PDF, citation exports, appendix) are the
        # artifact; chrome and the series list are on the homepage -> Single Page+ with Ignores
        "single_page_plus_ignored",
        entry,
        [entry, *(WP.url(p) for p in _wp_files(num, rich))],
        wp_build,
        others=[WP.url(f"/wp/{n}") for n in WP_PAPERS if n != num],
    )


# ---------------------------------------------------------------- preprint server (bioRxiv-like)

PP = Chrome(
    "preprints.lumenrxiv.hx74.example",
    "lumenRxiv",
    [("/collection", "Subject areas"), ("/submit", "Submit"), ("/alerts", "Alerts & RSS")],
    [("/about", "About lumenRxiv"), ("/faq", "FAQ"), ("/terms", "Terms of use")],
    title_format="{title} | {name}",
)
PREPRINTS = {
    "601122": ("Circadian gating of nectar secretion in alpine gentians", 1, 1),
    "603390": ("A benchmark of long-read assemblers on lichen metagenomes", 3, 3),
    "598871": ("Soil fungal networks under simulated drought", 1, 0),
    "600245": ("Vocal learning in captive starling flocks", 2, 0),
}


def _pp_base(key: str) -> str:
    return f"/content/10.55501/2026.03.14.{key}"


def _pp_members(key: str) -> dict[str, Response | str]:
    title, versions, supps = PREPRINTS[key]
    v = f"{_pp_base(key)}v{versions}"
    out: dict[str, Response | str] = {
        v + ".full": PP.page(title + " (full text)", f"<h1>{escape(title)}</h1><p>Full text.</p>"),
        v + ".full.pdf": pdf_file(title, "lumenRxiv preprint"),
        v + ".article-metrics": PP.page("Metrics", "<h1>Article usage</h1><p>412 views</p>"),
        v + ".ris": text_file(f"TY  - JOUR\nT1  - {title}\nER  -\n"),
    }
    for n in range(1, supps + 1):
        out[v + f".supplementary-material/media-{n}.xlsx"] = binary(
            f"{key}-{n}", "application/vnd.ms-excel"
        )
    for old in range(1, versions):
        out[f"{_pp_base(key)}v{old}"] = PP.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {old}. "
            "A newer version of this preprint exists.</p>",
        )
    return out


def _pp_landing(key: str) -> str:
    title, versions, _s = PREPRINTS[key]
    members = _pp_members(key)
    tabs = ul([(p, p.rsplit("/", 1)[-1].split(".", 2)[-1]) for p in members])
    recent = ul(
        [
            (f"{_pp_base(k)}v{PREPRINTS[k][1]}", t)
            for k, (t, _v, _s) in PREPRINTS.items()
            if k != key
        ]
    )
    main = (
        f'<div class="article"><span class="badge">New Results</span><h1>{escape(title)}</h1>'
        f"<p>doi: 10.55501/2026.03.14.{key} &middot; version {versions}</p>"
        f'<nav class="tabs">{tabs}</nav><p>Abstract of the preprint.</p>'
        '<div class="altmetric-embed" data-doi="10.55501"></div></div>'
        f"<aside><h2>Preprints in this subject</h2>{recent}</aside>"
    )
    return PP.page(title, main, head='<meta name="citation_title" content="' + escape(title) + '">')


def pp_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for key, (_t, versions, _s) in PREPRINTS.items():
        pages[f"{_pp_base(key)}v{versions}"] = _pp_landing(key)
        pages.update(_pp_members(key))
    recent = ul([(f"{_pp_base(k)}v{v}", t) for k, (t, v, _s) in PREPRINTS.items()])
    PP.home_main = f"<h1>lumenRxiv</h1><h2>Just posted</h2>{recent}"
    return [PP.site(pages)]


def _pp_case(name: str, key: str, detail: str) -> Case:
    entry = PP.url(f"{_pp_base(key)}v{PREPRINTS[key][1]}")
    return case(
        name,
        f"preprint server ({detail})",
        "Single Hop",
        # bioRxiv shape in the seed's table: everything one hop from the landing page minus
        # the menu/home links -> Single Page+ with Ignores
        "single_page_plus_ignored",
        entry,
        [entry, *(PP.url(p) for p in _pp_members(key))],
        pp_build,
        others=[PP.url(f"{_pp_base(k)}v{v}") for k, (_t, v, _s) in PREPRINTS.items() if k != key],
    )


# ------------------------------------------------- institutional repository (DSpace 7, signposting)

IR = Chrome(
    "dspace.oakhurst-univ.hx74.example",
    "Oakhurst Research Repository",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    [("/info/end-user-agreement", "End User Agreement"), ("/info/feedback", "Send feedback")],
    title_format="{title}",
    home_title="Oakhurst Research Repository :: Home",
)
HDL = "hdl.oakhurst-handle.hx74.example"
IR_ITEMS = {
    "7c1e0f3a-5d2b-4e8a-9f10-22ab6c3d9e01": (
        "Sediment transport in a restored lowland stream",
        "8812",
        ["thesis.pdf"],
        ["dc"],
    ),
    "a93b2e77-0c41-4f6d-8b5e-61d0f8e2c7a4": (
        "Reading rooms as civic infrastructure, 1890-1939",
        "9034",
        ["dissertation.pdf", "appendix-maps.pdf", "interview-transcripts.zip"],
        ["dc", "datacite"],
    ),
    "e1d44c09-7b3a-48f2-a6c5-9d0e3b1f5a77": (
        "Ice nucleation on pollen surfaces",
        "8790",
        ["article.pdf"],
        ["dc"],
    ),
}


def _ir_parts(uid: str) -> tuple[list[str], list[str]]:
    _t, _h, files, metas = IR_ITEMS[uid]
    items = [f"/bitstreams/{uid[:-3]}b{n:02d}/download" for n in range(len(files))]
    described = [f"/server/api/core/items/{uid}/metadata/{m}.xml" for m in metas]
    return items, described


def _ir_landing(uid: str) -> Response:
    title, hdl, files, _m = IR_ITEMS[uid]
    items, described = _ir_parts(uid)
    link = [
        f'<http://{HDL}/20.500.14291/{hdl}> ; rel="cite-as"',
        '<http://schema.org/ScholarlyArticle> ; rel="type"',
    ]
    link += [f'<{IR.url(i)}> ; rel="item" ; type="application/octet-stream"' for i in items]
    link += [f'<{IR.url(d)}> ; rel="describedby" ; type="application/xml"' for d in described]
    others = ul([(f"/items/{u}", t) for u, (t, _h, _f, _m) in IR_ITEMS.items() if u != uid])
    main = (
        f'<ds-item-page><h1>{escape(title)}</h1><div class="files"><h2>Files</h2>'
        + ul([(i, f) for i, f in zip(items, files, strict=True)])
        + f'</div><p>URI: <a href="http://{HDL}/20.500.14291/{hdl}">http://{HDL}/20.500.14291/{hdl}</a></p>'
        f'<p><a href="/items/{uid}/full">Full item page</a> &middot; '
        f'<a href="/collections/geo-theses">Collection: Theses</a></p>'
        f"<aside><h2>Related items</h2>{others}</aside></ds-item-page>"
    )
    # DSpace 7 repeats the typed links in the HTML head for crawlers that ignore headers
    head = "".join(f'<link rel="item" href="{i}">' for i in items) + "".join(
        f'<link rel="describedby" type="application/xml" href="{d}">' for d in described
    )
    return Response.html(IR.page(title, main, head=head), headers=[("Link", ", ".join(link))])


def ir_build() -> list[Site]:
    pages: dict[str, PageValue] = {"/collections/geo-theses": IR.page("Theses", "<h1>Theses</h1>")}
    handles: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><title>Handle resolver</title><h1>Handle.Net</h1>"
    }
    for uid, (title, hdl, files, metas) in IR_ITEMS.items():
        items, described = _ir_parts(uid)
        pages[f"/items/{uid}"] = _ir_landing(uid)
        pages[f"/items/{uid}/full"] = IR.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title"
            f"</td><td>{escape(title)}</td></tr></table>",
        )
        for i, f in zip(items, files, strict=True):
            pages[i] = pdf_file(title, f) if f.endswith(".pdf") else binary(uid + f)
        for d, m in zip(described, metas, strict=True):
            pages[d] = text_file(
                f'<?xml version="1.0"?><metadata schema="{m}"><title>{escape(title)}'
                "</title></metadata>\n",
                "application/xml",
            )
        handles[f"/20.500.14291/{hdl}"] = Response.redirect(IR.url(f"/items/{uid}"), 302)
    return [IR.site(pages), Site(HDL, handles)]


def _ir_case(name: str, uid: str, detail: str, via_handle: bool) -> Case:
    items, described = _ir_parts(uid)
    landing = IR.url(f"/items/{uid}")
    return case(
        name,
        f"institutional repository record ({detail})",
        "Multi-Hop",
        # the landing page announces its boundary in HTTP Link headers (item, describedby):
        # signposting names the artifact, no guessing from links needed
        "signposting",
        f"http://{HDL}/20.500.14291/{IR_ITEMS[uid][1]}" if via_handle else landing,
        [landing, *(IR.url(p) for p in items + described)],
        ir_build,
        others=[IR.url(f"/items/{u}") for u in IR_ITEMS if u != uid],
        landing=landing if via_handle else None,
    )


# ---------------------------------------------------------------- museum loans (Omeka-like)

MU = Chrome(
    "collections.harwick-museum.hx74.example",
    "Harwick Museum Collections Online",
    [
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Browse collections"),
        ("/exhibits", "Exhibits"),
        ("/visit", "Plan your visit"),
    ],
    [("/rights", "Image rights"), ("/contact", "Contact the registrar")],
    title_format="{title} · {name}",
)
MU_ITEMS = {
    1432: (
        "Bronze astrolabe, Nuremberg, c. 1560",
        "On loan to the University Library until June 2027",
    ),
    1433: ("Herbarium sheet, Linnaea borealis, 1791", "On loan from the Oakhurst herbarium"),
    1431: ("Wax anatomical model of the ear", "In storage"),
    1434: ("Letter from Caroline Herschel", "On display"),
}


def _mu_item(n: int, rich: bool) -> str:
    title, loan = MU_ITEMS[n]
    tags = ""
    if rich:  # the richer record: tags and a file page for its image (navigation, not it)
        tags = ul([(f"/items/browse?tags={t}", t) for t in ("loans", "science")])
        tags += f'<p><a href="/files/show/{n}">View file details</a></p>'
    main = (
        f'<div id="primary"><h1>{escape(title)}</h1>'
        f'<div class="item-file"><img src="/files/fullsize/{n}.png" alt="{escape(title)}"></div>'
        f'<div class="element"><h3>Loan status</h3><p>{escape(loan)}</p></div>'
        '<div class="element"><h3>Citation</h3><p>Harwick Museum, object record.</p></div>'
        f'{tags}</div><ul class="item-pagination">'
        f'<li class="previous"><a href="/items/show/{n - 1}">&larr; Previous item</a></li>'
        f'<li class="next"><a href="/items/show/{n + 1}">Next item &rarr;</a></li></ul>'
        '<p><a href="/collections/show/12">Collection: University loans 2026</a></p>'
    )
    return MU.page(title, main, share=MU.url(f"/items/show/{n}"))


def mu_build() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/collections/show/12": MU.page("University loans 2026", "<h1>Loans</h1>")
    }
    for n in range(1430, 1436):
        pages[f"/items/show/{n}"] = (
            _mu_item(n, n == 1433) if n in MU_ITEMS else MU.page("Item", f"<h1>Item {n}</h1>")
        )
        pages[f"/files/fullsize/{n}.png"] = image((n % 200, 90, 60))
        pages[f"/files/show/{n}"] = MU.page(
            f"File {n}", f'<img src="/files/fullsize/{n}.png" alt="">'
        )
    for t in ("loans", "science"):
        pages[f"/items/browse?tags={t}"] = MU.page(f"Items tagged {t}", f"<h1>Tag: {t}</h1>")
    return [MU.site(pages)]


def _mu_case(name: str, n: int, detail: str) -> Case:
    entry = MU.url(f"/items/show/{n}")
    return case(
        name,
        f"museum loan catalogue ({detail})",
        "Single Artifact URI",
        # Omeka item page in the seed's table: the record is the page itself (its image is
        # embedded), every link is navigation -> Single Page
        "single_page",
        entry,
        [entry],
        mu_build,
        others=[MU.url(f"/items/show/{n - 1}"), MU.url(f"/items/show/{n + 1}")],
    )


# ---------------------------------------------------------------- department news blog

BL = Chrome(
    "news.fennwick-cs.hx74.example",
    "Fennwick Computer Science News",
    [("/category/research", "Research"), ("/category/people", "People"), ("/events", "Events")],
    [("/feed", "RSS"), ("/wp-login.php", "Staff login"), ("/imprint", "Imprint")],
    title_format="{title} – {name}",
    login="/wp-login.php",
)
POSTS = [
    ("2026/10/archiving-workshop-recap", "Recap: our web archiving workshop"),
    ("2026/11/phd-defence-lena-park", "PhD defence: Lena Park on provenance graphs"),
    ("2026/11/new-gpu-cluster", "A new GPU cluster for teaching"),
    ("2026/11/best-paper-award", "Best paper award at the archival systems conference"),
]


def _post(i: int, rich: bool) -> str:
    slug, title = POSTS[i]
    media = (
        (
            '<figure><iframe src="http://video.tubecdn.test/embed/x81k" title="talk"></iframe></figure>'
            '<div class="gallery"><img src="/wp-content/uploads/2026/11/defence-1.png" alt="">'
            '<img src="/wp-content/uploads/2026/11/defence-2.png" alt=""></div>'
        )
        if rich
        else ""
    )
    nav = []
    if i > 0:
        nav.append((f"/{POSTS[i - 1][0]}/", "« " + POSTS[i - 1][1]))
    if i + 1 < len(POSTS):
        nav.append((f"/{POSTS[i + 1][0]}/", POSTS[i + 1][1] + " »"))
    main = (
        f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
        '<p class="meta">Posted in <a href="/category/people">People</a></p>'
        f"<p>News from the department.</p>{media}</article>"
        f'<nav class="post-navigation">{ul(nav)}</nav>'
        '<section id="comments"><h2>Comments are closed.</h2></section>'
    )
    return BL.page(title, main, share=BL.url(f"/{slug}/"))


def bl_build() -> list[Site]:
    pages: dict[str, PageValue] = {f"/{s}/": _post(i, i == 1) for i, (s, _t) in enumerate(POSTS)}
    for k in (1, 2):
        pages[f"/wp-content/uploads/2026/11/defence-{k}.png"] = image((30 * k, 100, 140))
    pages["/feed"] = text_file(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>\n',
        "application/rss+xml",
    )
    return [BL.site(pages)]


def _bl_case(name: str, i: int, detail: str) -> Case:
    entry = BL.url(f"/{POSTS[i][0]}/")
    others = [BL.url(f"/{POSTS[j][0]}/") for j in (i - 1, i + 1) if 0 <= j < len(POSTS)]
    return case(
        name,
        f"department news blog ({detail})",
        "Single Artifact URI",
        # a blog post: the seed's table gives Single Page for every blog platform it reviewed
        "single_page",
        entry,
        [entry],
        bl_build,
        others=others,
    )


CASES: list[Case] = [
    _wp_case("wp-minimum-wages", "2026-07", "paper with PDF and citation exports"),
    _wp_case("wp-bond-spreads", "2026-11", "revised paper with appendix and replication files"),
    _pp_case("pp-nectar", "601122", "single-version preprint with one supplement"),
    _pp_case("pp-lichen-assemblers", "603390", "third version with older versions and supplements"),
    _ir_case(
        "ir-sediment-thesis", "7c1e0f3a-5d2b-4e8a-9f10-22ab6c3d9e01", "thesis landing page", False
    ),
    _ir_case(
        "ir-reading-rooms-handle",
        "a93b2e77-0c41-4f6d-8b5e-61d0f8e2c7a4",
        "handle redirect to a dissertation with several files",
        True,
    ),
    _mu_case("mu-astrolabe", 1432, "object on loan"),
    _mu_case("mu-herbarium-sheet", 1433, "incoming loan with tags and collection"),
    _bl_case("bl-workshop-recap", 0, "news post"),
    _bl_case("bl-phd-defence", 1, "post with embedded video and gallery"),
]
