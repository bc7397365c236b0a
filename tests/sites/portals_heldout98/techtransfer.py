"""heldout98 technology-transfer portals: a university office's invention disclosures, an
IP licensing marketplace, a tech-transfer success-story blog and an industry-academia
consortium's per-project microsites.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Case, Chrome, data, dl, table

# ---------------------------------------------------------------------------------------
# University technology-transfer office, invention disclosures (Dryad-like): the page
# <title> is the technology's title, and every page about the technology (summary, IP
# status, publications, translations) carries it; the files they link do not.  Significant
# String from Title+ with Ignored URIs.

QUILL = "inventions.quillfield-tto.hx98.example"
_CATS = (("biomaterials", "Biomaterials"), ("energy", "Energy"), ("medtech", "Medical devices"))
_TECHS: dict[int, dict[str, object]] = {
    2291: {
        "title": "Self-healing hydrogel scaffold for cartilage repair",
        "cat": "biomaterials",
        "figures": 0,
        "extra": (),
        "spanish": False,
        "related": None,
    },
    2317: {
        "title": "Wearable ultrasound patch for continuous bladder monitoring",
        "cat": "medtech",
        "figures": 2,
        "extra": (("brief", "Technology brief (slides)", "pptx"),),
        "spanish": True,
        "related": 2240,
    },
}
_FEATURED = {2240: "Low-cost perovskite tandem cell encapsulation", 2302: "Soil carbon probe"}

QUILL_CHROME = Chrome(
    QUILL,
    "Quillfield Innovations",
    menu=[
        ("/", "Home"),
        ("/technologies", "Available technologies"),
        ("/inventors", "For inventors"),
        ("/industry", "For industry"),
        ("/startups", "Startups"),
        ("/news", "News"),
    ],
    footer=[
        ("/privacy/cookies", "Cookies"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("http://www.quillfield-university.test/", "Quillfield University"),
    ],
    home_main=(
        "<h1>Partner with Quillfield research</h1><h2>Browse by category</h2><ul>"
        + "".join(f'<li><a href="/technologies?category={c}">{t}</a></li>' for c, t in _CATS)
        + "</ul><h2>Featured technologies</h2><ul>"
        + "".join(
            f'<li><a href="/technologies/view?id={i}">{escape(t)}</a></li>'
            for i, t in _FEATURED.items()
        )
        + "</ul>"
    ),
)


def _quill_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for c, t in _CATS:
        pages[f"/technologies?category={c}"] = QUILL_CHROME.page(t, f"<h1>{t}</h1>")
    for i, t in _FEATURED.items():
        pages[f"/technologies/view?id={i}"] = QUILL_CHROME.page(
            t, f"<h1>{escape(t)}</h1><p>Contact the office for details.</p>", raw_title=True
        )
    for tid, d in _TECHS.items():
        title, cat = str(d["title"]), str(d["cat"])
        ref = f"QF-{tid}"
        h1 = f"<h1>{escape(title)}</h1>"
        files = f"<li>{dl(f'/files/ncs/{ref}.pdf', 'Non-confidential summary', 'PDF')}</li>"
        pages[f"/files/ncs/{ref}.pdf"] = data(pdf(title, [ref]), "application/pdf")
        for n in range(1, int(d["figures"]) + 1):  # type: ignore[call-overload]
            path = f"/files/figures/{ref.lower()}-fig{n}.png"
            files += f"<li>{dl(path, f'Figure {n}', 'PNG')}</li>"
            pages[path] = data(png(40, 30), "image/png")
        for slug, label, ext in tuple(d["extra"]):  # type: ignore[call-overload]
            path = f"/files/{slug}/{ref}.{ext}"
            files += f"<li>{dl(path, label, ext.upper())}</li>"
            pages[path] = data(b"PK\x03\x04" + bytes(26), "application/octet-stream")
        cat_label = dict(_CATS)[cat]
        related = d["related"]
        rel = (
            f'<aside><h2>Related technology</h2><a href="/technologies/view?id={related}">'
            f"{escape(_FEATURED[int(related)])}</a></aside>"  # type: ignore[call-overload]
            if related
            else ""
        )
        spanish = (
            f'<p lang="es"><a href="/technologies/view?id={tid}&amp;lang=es">Resumen en español</a></p>'
            if d["spanish"]
            else ""
        )
        main = (
            f'<p class="crumbs"><a href="/technologies?category={cat}">{cat_label}</a></p>{h1}'
            + table(
                [
                    ("Reference", ref),
                    ("Inventors", "A. Marlow, T. Osei"),
                    ("Licensing manager", '<a href="mailto:licensing@quillfield.test">Email</a>'),
                ]
            )
            + "<h2>Background</h2><p>Existing approaches fall short.</p>"
            + f"<h2>Downloads</h2><ul>{files}</ul>"
            + f'<p><a href="/technologies/ip-status?id={tid}">IP status</a> · '
            + f'<a href="/technologies/publications?id={tid}">Publications</a></p>{spanish}'
            + '<form action="/technologies/interest" method="post">'
            + f'<input type="hidden" name="id" value="{tid}"><button>Express interest</button>'
            + f"</form>{rel}"
        )
        pages[f"/technologies/view?id={tid}"] = QUILL_CHROME.page(
            title, main, raw_title=True, share=f"http://{QUILL}/technologies/view?id={tid}"
        )
        pages[f"/files/ip/{ref}-claims.pdf"] = data(
            pdf(f"{ref} claims", ["Claims"]), "application/pdf"
        )
        pages[f"/technologies/ip-status?id={tid}"] = QUILL_CHROME.page(
            f"IP status: {title}",
            f"<h1>IP status</h1><p>Technology: {escape(title)}</p>"
            + table(
                [
                    ("Priority filing", "GB2301234.5"),
                    (
                        "PCT",
                        '<a href="http://fulltext.patlumen.test/doc/WO2024001122A1/en">'
                        "WO2024001122A1</a>",
                    ),
                ]
            )
            + f"<p>{dl(f'/files/ip/{ref}-claims.pdf', 'Summary of claims', 'PDF')}</p>"
            + f'<p><a href="/technologies/view?id={tid}">Back</a></p>',
            raw_title=True,
        )
        pages[f"/technologies/publications?id={tid}"] = QUILL_CHROME.page(
            f"Publications: {title}",
            f"<h1>Publications</h1><p>Underlying research for {escape(title)}:</p><ul>"
            '<li><a href="http://doi.resolver.test/10.1002/adma.202301122">Adv. Mater. 2023</a>'
            "</li></ul>",
            raw_title=True,
        )
        if d["spanish"]:
            pages[f"/files/ncs/{ref}-es.pdf"] = data(
                pdf(f"{ref} resumen", ["ES"]), "application/pdf"
            )
            pages[f"/technologies/view?id={tid}&lang=es"] = QUILL_CHROME.page(
                f"{title} (ES)",
                f"<h1>Parche de ultrasonido</h1><p>Título original: {escape(title)}</p>"
                f"<p>{dl(f'/files/ncs/{ref}-es.pdf', 'Resumen no confidencial', 'PDF')}</p>",
                raw_title=True,
            )
    pages["/technologies/view"] = QUILL_CHROME.page("Technology", "<p>Choose a technology.</p>")
    return [QUILL_CHROME.site(pages)]


def _quill_truth(tid: int) -> list[str]:
    d, ref, u = _TECHS[tid], f"QF-{tid}", f"http://{QUILL}"
    out = [
        f"{u}/technologies/view?id={tid}",
        f"{u}/technologies/ip-status?id={tid}",
        f"{u}/technologies/publications?id={tid}",
        f"{u}/files/ncs/{ref}.pdf",
        f"{u}/files/ip/{ref}-claims.pdf",
    ]
    out += [
        f"{u}/files/figures/{ref.lower()}-fig{n}.png"
        for n in range(1, int(d["figures"]) + 1)  # type: ignore[call-overload]
    ]
    out += [f"{u}/files/{s}/{ref}.{e}" for s, _l, e in tuple(d["extra"])]  # type: ignore[call-overload]
    if d["spanish"]:
        out += [f"{u}/technologies/view?id={tid}&lang=es", f"{u}/files/ncs/{ref}-es.pdf"]
    return out


# ---------------------------------------------------------------------------------------
# IP licensing marketplace (OSF-like): "IPBazaar | <listing>" titles, the listing's tabs
# and its data-room documents at their own short ids, each page and text document carrying
# the listing title.  Significant String from Filtered Title.

BAZAAR = "listings.ipbazaar-exchange.hx98.example"
_LISTINGS: dict[int, dict[str, object]] = {
    58213: {
        "title": "Graphene-enhanced anticorrosion coating for offshore turbines",
        "docs": (("k7Qm2", "Salt-spray test summary"), ("p9Xr4", "Licensing term sheet")),
        "qa_pages": 1,
        "history": False,
    },
    60477: {
        "title": "Predictive maintenance analytics for rail bogies",
        "docs": (
            ("a3Fd8", "Field trial results"),
            ("b5Gh1", "Model card"),
            ("c2Jk6", "Sensor bill of materials"),
            ("d8Lm3", "Term sheet (exclusive, EU)"),
        ),
        "qa_pages": 2,
        "history": True,
    },
}

BAZAAR_CHROME = Chrome(
    BAZAAR,
    "IPBazaar",
    menu=[
        ("/", "Marketplace"),
        ("/browse", "Browse listings"),
        ("/sell", "Sell or license IP"),
        ("/pricing", "Pricing"),
        ("/blog", "Insights"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/privacy/cookies", "Cookie preferences"),
        ("/contact", "Contact"),
    ],
    title_format="{name} | {title}",
    home_title="IPBazaar | The patent licensing marketplace",
    home_main="<h1>Where inventions meet industry</h1>",
)


def _bazaar_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for lid, d in _LISTINGS.items():
        title = str(d["title"])
        docs = tuple(d["docs"])  # type: ignore[call-overload]
        tabs = [
            (f"/l/{lid}", "Overview"),
            (f"/l/{lid}/patents", "Patents"),
            (f"/l/{lid}/questions", "Q&A"),
        ]
        if d["history"]:
            tabs.append((f"/l/{lid}/history", "Listing history"))
        nav = (
            '<ul class="tabs">'
            + "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in tabs)
            + "</ul>"
        )
        head = f'<h1 class="listing-title">{escape(title)}</h1>{nav}'
        room = "".join(f'<li><a href="/d/{g}">{escape(n)}</a></li>' for g, n in docs)
        similar = "".join(
            f'<li><a href="/l/{o}">Listing {o}</a></li>' for o in _LISTINGS if o != lid
        )
        pages[f"/l/{lid}"] = BAZAAR_CHROME.page(
            title,
            head
            + "<p>Asking: licence, negotiable. Seller: "
            + '<a href="http://www.seller-company.test/">company website</a></p>'
            + f"<h2>Data room</h2><ul>{room}</ul>"
            + f"<aside><h2>Similar listings</h2><ul>{similar}</ul></aside>",
            share=f"http://{BAZAAR}/l/{lid}",
        )
        pages[f"/l/{lid}/patents"] = BAZAAR_CHROME.page(
            f"Patents - {title}", head + "<p>1 granted patent, 2 pending applications.</p>"
        )
        n_qa = int(d["qa_pages"])  # type: ignore[call-overload]
        for p in range(1, n_qa + 1):
            pager = " ".join(
                f'<a href="/l/{lid}/questions?page={q}">Page {q}</a>'
                for q in range(1, n_qa + 1)
                if n_qa > 1 and q != p
            )
            key = f"/l/{lid}/questions" + (f"?page={p}" if p > 1 else "")
            pages[key] = BAZAAR_CHROME.page(
                f"Q&A - {title}",
                head + f"<p>Question {p}: is field-of-use licensing possible?</p>{pager}",
            )
            if n_qa > 1 and p == 1:
                pages[f"/l/{lid}/questions?page=1"] = pages[key]
        if d["history"]:
            pages[f"/l/{lid}/history"] = BAZAAR_CHROME.page(
                f"History - {title}", head + "<p>Listed 2023-05-02; price updated 2024-01-15.</p>"
            )
        for g, n in docs:
            pages[f"/d/{g}"] = BAZAAR_CHROME.page(
                n,
                f'<p class="crumbs">Data room of <a href="/l/{lid}">{escape(title)}</a></p>'
                f"<h1>{escape(n)}</h1><p>Preview unavailable.</p>"
                f'<p><a href="/d/{g}/download">Download</a></p>',
            )
            pages[f"/d/{g}/download"] = data(
                f"{title}\n{n}\n\nitem,value\nsamples,12\n", "text/csv; charset=utf-8"
            )
    return [BAZAAR_CHROME.site(pages)]


def _bazaar_truth(lid: int) -> list[str]:
    d, u = _LISTINGS[lid], f"http://{BAZAAR}"
    out = [f"{u}/l/{lid}", f"{u}/l/{lid}/patents", f"{u}/l/{lid}/questions"]
    for g, _n in tuple(d["docs"]):  # type: ignore[call-overload]
        out += [f"{u}/d/{g}", f"{u}/d/{g}/download"]
    n_qa = int(d["qa_pages"])  # type: ignore[call-overload]
    if n_qa > 1:
        out += [f"{u}/l/{lid}/questions?page={q}" for q in range(1, n_qa + 1)]
    if d["history"]:
        out.append(f"{u}/l/{lid}/history")
    return out


# ---------------------------------------------------------------------------------------
# Tech-transfer success-story blog: one post is the whole artifact.  Single Page.

STORIES = "stories.harrowgate-ventures.hx98.example"
_POSTS = {
    "/2024/02/from-bench-to-spinout-tidewell/": (
        "From bench to spin-out: how Tidewell turned a wave sensor into a company",
        ("/tag/spinouts", "/tag/marine", "/author/r-achebe"),
        ("/2024/01/our-year-in-licensing/",),
    ),
    "/2023/11/first-royalty-cheque-rail-analytics/": (
        "The first royalty cheque: rail analytics licensed to three operators",
        ("/tag/licensing", "/tag/rail", "/tag/royalties", "/author/m-lindqvist"),
        (
            "/2024/02/from-bench-to-spinout-tidewell/",
            "/2023/10/how-we-value-early-stage-ip/",
            "/2023/09/student-founders-programme/",
        ),
    ),
}

STORIES_CHROME = Chrome(
    STORIES,
    "Harrowgate Ventures Stories",
    menu=[
        ("/", "Stories"),
        ("/category/spinouts", "Spin-outs"),
        ("/category/licensing", "Licensing"),
        ("/about", "About"),
        ("/subscribe", "Newsletter"),
    ],
    footer=[
        ("/feed", "RSS"),
        ("/privacy/cookies", "Cookies"),
        ("/privacy", "Privacy"),
        ("/archive", "Archive"),
    ],
)


def _stories_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    linked: set[str] = set()
    for path, (title, taxo, related) in _POSTS.items():
        tags = " ".join(f'<a href="{t}" rel="tag">{t.rsplit("/", 1)[1]}</a>' for t in taxo)
        rel = "".join(
            f'<li><a href="{r}">{r.strip("/").rsplit("/", 1)[1]}</a></li>' for r in related
        )
        main = (
            f'<article><h1>{escape(title)}</h1><p class="byline">{tags}</p>'
            "<p>When the first prototype worked, nobody expected a company.</p>"
            "<p>Read the underlying invention on "
            '<a href="http://inventions.quillfield-tto.test/technologies/view?id=2100">'
            "the TTO portal</a>.</p>"
            '<iframe src="http://video.streamhost.test/embed/x81k"></iframe>'
            f"</article><aside><h2>Read next</h2><ul>{rel}</ul></aside>"
            f'<p><a href="/wp-comments?post={path}">Comment</a></p>'
        )
        pages[path] = STORIES_CHROME.page(title, main, share=f"http://{STORIES}{path}")
        linked.update(taxo)
        linked.update(r for r in related if r not in _POSTS)
    for p in sorted(linked):
        pages[p] = STORIES_CHROME.page(p.strip("/"), f"<h1>{escape(p)}</h1>")
    pages["/wp-comments"] = STORIES_CHROME.page("Comments", "<p>Comments are moderated.</p>")
    pages["/feed"] = data("<?xml version='1.0'?><rss><channel/></rss>", "application/rss+xml")
    return [STORIES_CHROME.site(pages)]


# ---------------------------------------------------------------------------------------
# Industry-academia consortium microsites (Silk-like): each project has its own subdomain,
# and the whole subdomain — pages, deliverables, news — is the artifact.  Path-Based with
# the entry at "/".

_COBALT = "cobalt-consortia.hx98.example"


def _microsite(name: str, title: str, n_deliverables: int, news_pages: int) -> Site:
    host = f"{name}.{_COBALT}"
    nav = [
        ("/", "Home"),
        ("/partners/", "Partners"),
        ("/deliverables/", "Deliverables"),
        ("/publications/", "Publications"),
        ("/news/", "News"),
        ("/contact/", "Contact"),
    ]

    def page(t: str, body: str) -> str:
        menu = "".join(f'<a href="{h}">{x}</a> ' for h, x in nav)
        return (
            f"<!DOCTYPE html><html><head><title>{escape(t)} - {escape(title)}</title>"
            '<link rel="stylesheet" href="/assets/theme.css"></head><body>'
            f"<header><strong>{escape(title)}</strong><nav>{menu}</nav></header>"
            f"<main>{body}</main><footer>Funded by the Cobalt industry-academia programme · "
            f'<a href="http://www.{_COBALT}/">Cobalt consortia</a> · '
            '<a href="http://funding.eu-programme.test/grant/101070">Grant agreement</a></footer>'
            "</body></html>"
        )

    s = Site(host)
    s.add("/assets/theme.css", data(b"body{margin:0}", "text/css"))
    sister = "sealcoat" if name != "sealcoat" else "gridtwin"
    s.add(
        "/",
        page(
            "Home",
            f"<h1>{escape(title)}</h1><p>A three-year project of four universities and six "
            f'companies.</p><p>Sister project: <a href="http://{sister}.{_COBALT}/">{sister}</a></p>',
        ),
    )
    s.add(
        "/partners/",
        page(
            "Partners",
            '<ul><li><a href="http://www.uni-north.test/">University of the North</a></li>'
            '<li><a href="http://www.gridco.test/">GridCo</a></li></ul>',
        ),
    )
    rows = ""
    for i in range(1, n_deliverables + 1):
        rows += f'<li><a href="/deliverables/D{i}.1.pdf">D{i}.1</a></li>'
        s.add(
            f"/deliverables/D{i}.1.pdf", data(pdf(f"{title} D{i}.1", ["Public"]), "application/pdf")
        )
    s.add("/deliverables/", page("Deliverables", f"<ul>{rows}</ul>"))
    s.add(
        "/publications/",
        page(
            "Publications",
            '<ul><li><a href="http://doi.resolver.test/10.1016/j.apenergy.2023.121">'
            "Applied Energy 2023</a></li></ul>",
        ),
    )
    for p in range(1, news_pages + 1):
        path = "/news/" if p == 1 else f"/news/page/{p}/"
        pager = "".join(
            f'<a href="{"/news/" if q == 1 else f"/news/page/{q}/"}">{q}</a> '
            for q in range(1, news_pages + 1)
            if q != p
        )
        post = f"/news/item-{p}/"
        s.add(path, page("News", f'<ul><li><a href="{post}">Update {p}</a></li></ul>{pager}'))
        s.add(post, page(f"Update {p}", f"<h1>Update {p}</h1><p>Milestone reached.</p>"))
    s.add("/contact/", page("Contact", "<p>Coordinator: project office.</p>"))
    return s


_MICROSITES = {
    "gridtwin": ("GridTwin: digital twins for distribution grids", 2, 1),
    "sealcoat": ("SealCoat: bio-based barrier coatings for food packaging", 5, 3),
}


def _cobalt_sites() -> list[Site]:
    return [_microsite(n, t, d, p) for n, (t, d, p) in _MICROSITES.items()]


def _cobalt_truth(name: str) -> list[str]:
    _t, n_del, news = _MICROSITES[name]
    u = f"http://{name}.{_COBALT}"
    out = [f"{u}{p}" for p in ("/", "/partners/", "/deliverables/", "/publications/", "/contact/")]
    out += [f"{u}/deliverables/D{i}.1.pdf" for i in range(1, n_del + 1)]
    out += [f"{u}/news/"] + [f"{u}/news/page/{p}/" for p in range(2, news + 1)]
    out += [f"{u}/news/item-{p}/" for p in range(1, news + 1)]
    return out


CASES: list[Case] = [
    # Each page about the technology carries its title (its <title> is exactly that title);
    # the files they link do not, so crawl one hop out from the title pages, minus the
    # chrome the homepage and 404 page print: the seed's Dryad shape, Significant String
    # from Title+ with Ignored URIs.
    case(
        "quillfield-hydrogel",
        "university invention-disclosure portal (summary PDF, IP status, publications)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{QUILL}/technologies/view?id=2291",
        _quill_truth(2291),
        _quill_sites,
    ),
    # Harder: figures, slides, a Spanish summary page (carrying the original title) with its
    # own PDF, and a related technology that the homepage features (ignored).
    case(
        "quillfield-bladder-patch",
        "university invention-disclosure portal (figures, slides, translation, related)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{QUILL}/technologies/view?id=2317",
        _quill_truth(2317),
        _quill_sites,
        others=[f"http://{QUILL}/technologies/view?id=2240"],
    ),
    # "IPBazaar | " prefixes every title but not the content; every page and document of
    # the listing carries the listing title, at ids of their own (no common path or id):
    # the seed's OSF shape, Significant String from Filtered Title.
    case(
        "ipbazaar-graphene-coating",
        "IP licensing marketplace (listing with two data-room documents)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{BAZAAR}/l/58213",
        _bazaar_truth(58213),
        _bazaar_sites,
        others=[f"http://{BAZAAR}/l/60477"],
    ),
    case(
        "ipbazaar-rail-bogies",
        "IP licensing marketplace (four documents, paginated Q&A, listing history)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{BAZAAR}/l/60477",
        _bazaar_truth(60477),
        _bazaar_sites,
        others=[f"http://{BAZAAR}/l/58213"],
    ),
    # A blog post: the seed's Single Artifact URI class, Single Page.
    case(
        "harrowgate-tidewell",
        "tech-transfer success-story blog (spin-out story)",
        "Single Artifact URI",
        "single_page",
        f"http://{STORIES}/2024/02/from-bench-to-spinout-tidewell/",
        [f"http://{STORIES}/2024/02/from-bench-to-spinout-tidewell/"],
        _stories_sites,
        others=[f"http://{STORIES}/2024/01/our-year-in-licensing/"],
    ),
    case(
        "harrowgate-royalty",
        "tech-transfer success-story blog (licensing story, more tags and read-next posts)",
        "Single Artifact URI",
        "single_page",
        f"http://{STORIES}/2023/11/first-royalty-cheque-rail-analytics/",
        [f"http://{STORIES}/2023/11/first-royalty-cheque-rail-analytics/"],
        _stories_sites,
        others=[
            f"http://{STORIES}/2024/02/from-bench-to-spinout-tidewell/",
            f"http://{STORIES}/2023/10/how-we-value-early-stage-ip/",
        ],
    ),
    # A project's own subdomain is the artifact (the seed's Silk shape): Path-Based from "/".
    case(
        "cobalt-gridtwin",
        "consortium project microsite (small: two deliverables)",
        "Multi-Hop",
        "path_based",
        "http://gridtwin.cobalt-consortia.hx98.example/",
        _cobalt_truth("gridtwin"),
        _cobalt_sites,
        others=["http://sealcoat.cobalt-consortia.hx98.example/"],
    ),
    case(
        "cobalt-sealcoat",
        "consortium project microsite (five deliverables, paginated news)",
        "Multi-Hop",
        "path_based",
        "http://sealcoat.cobalt-consortia.hx98.example/",
        _cobalt_truth("sealcoat"),
        _cobalt_sites,
        others=["http://gridtwin.cobalt-consortia.hx98.example/"],
    ),
]
