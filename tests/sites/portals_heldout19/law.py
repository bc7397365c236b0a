"""Law: court judgments (Find-Case-Law-like), an official gazette, parliamentary bills with
versions, and a WordPress legal-scholarship blog."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.assets import pdf
from sites.portals._portal import Case, Portal, data, links

from ._kit import Hub, footer

# --- Court judgments: judgment, PDF, LegalDocML and press summary under one path ---------

CASELAW = Hub(
    "Court judgments archive",
    Portal(
        "caselaw.judarchive.hx19.example",
        "Find Case Law",
        [
            ("/judgments/search", "Search judgments"),
            ("/courts", "Courts and tribunals"),
            ("/what-to-expect", "What to expect"),
            ("/re-use", "Re-use"),
        ],
        footer("The National Judgments Archive"),
        title_format="{title} - {name} - The National Judgments Archive",
        home_title="Find Case Law - The National Judgments Archive",
    ),
)


def _judgment(path: str, ncn: str, name: str, press: bool, cites: str) -> set[str]:
    title = f"{name} [{ncn}]"
    truth: set[str] = set()
    parts = [
        (f"{path}/data.pdf", "Download PDF"),
        (f"{path}/data.xml", "Download XML (LegalDocML)"),
    ]
    truth.add(
        CASELAW.raw(
            f"{path}/data.pdf", data(pdf(name, [ncn, "Approved judgment"]), "application/pdf")
        )
    )
    truth.add(
        CASELAW.raw(
            f"{path}/data.xml",
            data(
                '<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0"><judgment name="decision">'
                f'<meta><identification><FRBRWork><FRBRname value="{name}"/></FRBRWork></identification></meta>'
                "</judgment></akomaNtoso>",
                "application/akn+xml",
            ),
        )
    )
    if press:
        ps = f"{path}/press-summary/1"
        truth.add(
            CASELAW.page(
                ps,
                f"Press Summary: {title}",
                f"<h1>Press summary</h1><p>{name}</p>"
                f'<p><a href="{path}">Read the judgment</a> · <a href="{ps}/data.pdf">PDF</a></p>',
            )
        )
        truth.add(
            CASELAW.raw(
                f"{ps}/data.pdf", data(pdf(f"Press summary {name}", [ncn]), "application/pdf")
            )
        )
        parts.append((ps, "Press summary"))
    truth.add(
        CASELAW.page(
            path,
            title,
            f'<h1>{name}</h1><p class="ncn">Neutral Citation Number: [{ncn}]</p>'
            + links(parts)
            + f'<div class="judgment-body"><p>1. This appeal concerns ... as held in <a href="{cites}">'
            "the earlier decision</a>.</p></div>"
            '<p><a href="/judgments/search?court=ewca%2Fciv">More judgments from this court</a></p>',
            head=f'<link rel="alternate" type="application/akn+xml" href="{path}/data.xml">'
            '<meta name="generator" content="Django">'
            '<script src="/static/js/dist/app.4b91e0.js" defer></script>',
        )
    )
    return truth


CASELAW.page(
    "/uksc/2023/42", "R (Halden) v Secretary of State [2023 UKSC 42]", "<h1>Earlier decision</h1>"
)
_CL_A = _judgment(
    "/ewca/civ/2025/1412",
    "2025 EWCA Civ 1412",
    "Marlow Estates Ltd v Thane District Council",
    True,
    "/uksc/2023/42",
)
_CL_B = _judgment(
    "/ewhc/kb/2025/2871",
    "2025 EWHC 2871 (KB)",
    "Okonjo v Northern Freight Carriers plc",
    False,
    "/uksc/2023/42",
)

CASELAW_CASES = [
    # path_based: the judgment, its PDF, its LegalDocML XML and its press summary all live
    # under /ewca/civ/2025/1412 (Find Case Law's scheme). Truth: those five; the cited
    # judgment is another artifact, search and court pages are chrome.
    CASELAW.case(
        "caselaw-ewca-civ-1412",
        expected="path_based",
        artifact_class="Multi-Hop",
        entry=CASELAW.url("/ewca/civ/2025/1412"),
        truth=_CL_A,
        others={CASELAW.url("/uksc/2023/42")},
    ),
    # path_based: a High Court judgment without press summary.
    CASELAW.case(
        "caselaw-ewhc-kb-2871",
        expected="path_based",
        artifact_class="Multi-Hop",
        entry=CASELAW.url("/ewhc/kb/2025/2871"),
        truth=_CL_B,
        others={CASELAW.url("/uksc/2023/42")},
    ),
]

# --- Official gazette: a notice (all text on the page) and an issue with its PDFs --------

GAZ = Hub(
    "Official legal gazette",
    Portal(
        "www.officialgazette.hx19.example",
        "The Official Gazette",
        [
            ("/all-notices", "All notices"),
            ("/insolvency", "Insolvency"),
            ("/wills-and-probate", "Wills and probate"),
            ("/place-a-notice", "Place a notice"),
            ("/data", "Data feeds"),
        ],
        footer("The Official Gazette"),
        title_format="{title} | The Official Gazette",
        home_title="The Official Gazette - Official public record",
    ),
)
GAZ.page(
    "/issue/64512",
    "Issue 64512",
    '<h1>Issue 64512</h1><p><a href="/issue/64512/data.pdf">PDF</a></p>',
)
GAZ.raw("/issue/64512/data.pdf", data(pdf("Issue 64512", ["20 November 2025"]), "application/pdf"))
_GAZ_NOTICE = GAZ.page(
    "/notice/4870123",
    "Deceased Estates: Harriet Anne Coleby",
    '<article class="notice"><h1>Deceased Estates</h1><dl><dt>Notice ID</dt><dd>4870123</dd>'
    "<dt>Publication date</dt><dd>20 November 2025</dd></dl><p>COLEBY, Harriet Anne, retired "
    "teacher, late of 4 Mill Lane, Ashby. Date of death 2 August 2025. Claims to the executors "
    "by 27 January 2026.</p></article>"
    '<p>Published in <a href="/issue/64512">Issue 64512</a>, page 21833 · '
    '<a href="/all-notices?categorycode=G206000000">More deceased estates notices</a></p>',
    head='<meta name="dcterms.identifier" content="4870123"><meta property="og:site_name" content="The Official Gazette">',
)


def _gazette_issue() -> set[str]:
    truth: set[str] = set()
    parts = []
    for name, label in [
        ("gz-2025-11-21.pdf", "Complete issue (PDF)"),
        ("gz-2025-11-21-suppl1.pdf", "Supplement 1"),
        ("gz-2025-11-21-index.pdf", "Index of notices"),
    ]:
        truth.add(
            GAZ.raw(
                f"/pdf/2025/11/{name}", data(pdf(label, ["21 November 2025"]), "application/pdf")
            )
        )
        parts.append((f"/pdf/2025/11/{name}", label))
    truth.add(
        GAZ.page(
            "/issues/2025-11-21/no-64513",
            "Issue 64513, 21 November 2025",
            "<h1>Issue 64513</h1><p>Friday 21 November 2025</p>"
            + links(parts)
            + '<p><a href="/all-notices?issue=64513">Browse the notices of this issue</a> · '
            '<a href="/issue/64512">Previous issue</a></p>',
        )
    )
    return truth


GAZ_CASES = [
    # single_page: the whole notice is the page's text; the issue it links is another
    # artifact and everything else is chrome. Truth: the notice page.
    GAZ.case(
        "gazette-notice-4870123",
        expected="single_page",
        artifact_class="Single Artifact URI",
        entry=_GAZ_NOTICE,
        truth={_GAZ_NOTICE},
        others={GAZ.url("/issue/64512")},
    ),
    # single_page_plus_ignored: the issue page links its PDFs (same host, other path) next to
    # chrome and the previous issue. Truth: the issue page and its three PDFs.
    GAZ.case(
        "gazette-issue-64513",
        expected="single_page_plus_ignored",
        artifact_class="Single Hop",
        entry=GAZ.url("/issues/2025-11-21/no-64513"),
        truth=_gazette_issue(),
        others={GAZ.url("/issue/64512")},
    ),
]

# --- Parliamentary bills: the bill number runs through pages, API and publications -------

BILLS = Hub(
    "Parliamentary bills with versions",
    Portal(
        "bills.parliament.hx19.example",
        "Parliamentary Bills",
        [
            ("/", "Bills"),
            ("/bills?Session=39", "Current session"),
            ("http://www.parliament.hx19.example/business", "Business"),
            ("http://www.parliament.hx19.example/mps-lords-and-offices", "MPs and Lords"),
        ],
        footer("Parliament"),
        title_format="{title} - Parliamentary Bills - Parliament",
        home_title="Parliamentary Bills - Parliament",
    ),
)
BILLS_PUB = "publications.parliament.hx19.example"
BILLS_API = "bills-api.parliament.hx19.example"
BILLS.file(
    "www.parliament.hx19.example", "/business", "<html><head><title>Business</title></head></html>"
)
BILLS.file(
    "www.parliament.hx19.example",
    "/mps-lords-and-offices",
    "<html><head><title>MPs</title></head></html>",
)


def _bill(bid: str, name: str, versions: list[str], related: str) -> set[str]:
    truth: set[str] = set()
    base = f"/bills/{bid}"
    pubs = []
    for n, label in enumerate(versions, 1):
        slug = label.lower().replace(" ", "-")
        url = BILLS.file(
            BILLS_PUB,
            f"/bills/{bid}/v{n}/{bid}-{slug}.pdf",
            pdf(f"{name} ({label})", [f"Bill {bid}"]),
            "application/pdf",
        )
        truth.add(url)
        pubs.append((url, f"{name}: {label} (PDF)"))
    notes = BILLS.file(
        BILLS_PUB,
        f"/bills/{bid}/en/{bid}-explanatory-notes.pdf",
        pdf(f"{name} Explanatory Notes", []),
        "application/pdf",
    )
    truth.add(notes)
    pubs.append((notes, "Explanatory Notes"))
    api = BILLS.file(
        BILLS_API,
        f"/api/v1/Bills/{bid}",
        f'{{"billId":{bid},"shortTitle":"{name}"}}'.encode(),
        "application/json",
    )
    truth.add(api)
    tabs = links(
        [
            (f"{base}/stages", "Stages"),
            (f"{base}/publications", "Publications"),
            (f"{base}/news", "News"),
            (api, "API (JSON)"),
        ]
    )
    truth.add(
        BILLS.page(
            f"{base}/stages",
            f"{name} stages",
            f"<h1>{name}</h1>{tabs}<ol><li>1st reading</li>"
            "<li>2nd reading</li><li>Committee stage</li></ol>",
        )
    )
    truth.add(
        BILLS.page(
            f"{base}/publications", f"{name} publications", f"<h1>{name}</h1>{tabs}{links(pubs)}"
        )
    )
    truth.add(
        BILLS.page(f"{base}/news", f"{name} news", f"<h1>{name}</h1>{tabs}<p>No news articles.</p>")
    )
    truth.add(
        BILLS.page(
            base,
            name,
            f"<h1>{name}</h1><p>Government Bill · Originated in the House of Commons, session 2024-26</p>{tabs}"
            f'<p>Related bill: <a href="{related}">see also</a></p>',
            head='<meta property="og:site_name" content="Parliamentary Bills">'
            '<script src="/dist/js/bills.bundle.min.js?v=3.1"></script>'
            f'<link rel="alternate" type="application/json" href="{api}">',
        )
    )
    return truth


_BILL_A = _bill(
    "3921",
    "Water (Special Measures) Bill",
    ["As introduced", "As amended in Public Bill Committee", "As brought from the Commons"],
    "/bills/3870",
)
_BILL_B = _bill(
    "3870", "Renters' Rights Bill", ["As introduced", "As amended on Report"], "/bills/3921"
)

BILLS_CASES = [
    # sig_uri: the bill number 3921 is in every artifact URI, on the bills site, its API
    # and the publications host (GBIF shape); chrome and the related bill lack it.
    # Truth: overview, stages, publications, news, API record, every version PDF, notes.
    BILLS.case(
        "bill-3921-water",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=BILLS.url("/bills/3921"),
        truth=_BILL_A,
        others={BILLS.url("/bills/3870")},
    ),
    # sig_uri: another bill, two versions.
    BILLS.case(
        "bill-3870-renters",
        expected="sig_uri",
        artifact_class="Multi-Hop",
        entry=BILLS.url("/bills/3870"),
        truth=_BILL_B,
        others={BILLS.url("/bills/3921")},
    ),
]

# --- Legal-scholarship blog on WordPress: a post is one page ----------------------------

BLOG = Hub(
    "Legal scholarship blog",
    Portal(
        "constblog.lawjournal.hx19.example",
        "ConstBlog",
        [
            ("/category/debates/", "Debates"),
            ("/category/articles/", "Articles"),
            ("/about/", "About"),
            ("/submissions/", "Submissions"),
            ("/newsletter/", "Newsletter"),
        ],
        footer("ConstBlog"),
        title_format="{title} \u2013 ConstBlog",
        home_title="ConstBlog \u2013 On Matters Constitutional",
    ),
)


def _post(path: str, pid: int, title: str, author: str, prev: str) -> str:
    url = BLOG.url(path)
    head = (
        '<meta name="generator" content="WordPress 6.4.2">'
        '<link rel="stylesheet" href="/wp-content/themes/constblog/style.css?ver=2.3">'
        '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>'
        '<link rel="https://api.w.org/" href="/wp-json/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{pid}">'
        f'<link rel="alternate" type="application/json+oembed" href="/wp-json/oembed/1.0/embed?url={quote(url, safe="")}">'
        f'<link rel="shortlink" href="/?p={pid}">'
        f'<link rel="alternate" type="application/rss+xml" href="{path}feed/">'
        '<meta property="og:type" content="article"><meta property="og:site_name" content="ConstBlog">'
    )
    BLOG.page(
        path,
        title,
        f'<article><h1>{title}</h1><p class="byline">by <a href="/author/{author}/">{author}</a>, '
        'in <a href="/category/articles/">Articles</a></p><p>The court\'s judgment of last week '
        'raises a question that ... </p><p>Tags: <a href="/tag/judicial-review/">judicial review</a></p>'
        f'</article><nav class="post-nav"><a href="{prev}" rel="prev">Previous post</a></nav>'
        f'<section id="comments"><h2>2 comments</h2><p>Reader comment.</p></section>',
        head=head,
    )
    return url


BLOG.page("/2025/10/standing-orders-revisited/", "Standing Orders Revisited", "<h1>Older post</h1>")
for _p in ("/author/akessler/", "/author/mrios/", "/tag/judicial-review/"):
    BLOG.page(_p, _p.strip("/"), f"<h1>{_p}</h1>")
_POST_A = _post(
    "/2025/11/the-court-and-the-clock/",
    48213,
    "The Court and the Clock",
    "akessler",
    "/2025/10/standing-orders-revisited/",
)
_POST_B = _post(
    "/2025/11/emergency-powers-sunset/",
    48290,
    "Sunset Clauses for Emergency Powers",
    "mrios",
    "/2025/11/the-court-and-the-clock/",
)

BLOG_CASES = [
    # single_page: a blog post (seed's blog rows); its comments are on the page. Truth:
    # the post only; author, tag, category, feed, oEmbed and previous post are not part.
    BLOG.case(
        "constblog-court-clock",
        expected="single_page",
        artifact_class="Single Artifact URI",
        entry=_POST_A,
        truth={_POST_A},
        others={BLOG.url("/2025/10/standing-orders-revisited/")},
    ),
    # single_page: a later post whose "previous" link points at the first one.
    BLOG.case(
        "constblog-sunset-clauses",
        expected="single_page",
        artifact_class="Single Artifact URI",
        entry=_POST_B,
        truth={_POST_B},
        others={_POST_A},
    ),
]

CASES: list[Case] = [*CASELAW_CASES, *GAZ_CASES, *BILLS_CASES, *BLOG_CASES]
