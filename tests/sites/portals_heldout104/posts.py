"""Single-URI and chrome-less single-hop portals of heldout104: a food-safety blog and a
nutrition-science magazine (Single Page), and a sensory-science lab's hand-written
supplement pages (Single Page+)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import ANALYTICS, chrome, csv, host, jpeg_like, pdf_file, shell, txt, ul, zip_file

# --- Food-safety blog (WordPress-like: dated permalinks, tags, categories, comments) ---

BLOG = Portal(
    host("notes", "pantryhazard"),
    "Pantry Hazard",
    [
        ("/", "Home"),
        ("/category/recalls/", "Recalls"),
        ("/category/lab-notes/", "Lab notes"),
        ("/about/", "About"),
        ("/subscribe/", "Subscribe"),
    ],
    [
        ("/privacy/", "Privacy"),
        ("/cookies", "Cookies"),
        ("/feed/", "RSS"),
        ("http://mastodon.test/@pantryhazard", "Mastodon"),
    ],
    title_format="{title} – {name}",
    home_main="<h1>Pantry Hazard</h1><p>Notes on food recalls, pathogens and kitchen science.</p>",
)
FLOUR = "/2025/03/14/raw-flour-and-stec-what-the-recalls-tell-us/"
SPROUTS = "/2025/06/02/sprouts-seeds-and-the-long-tail-of-salmonella/"
OLDER = "/2024/11/20/why-best-before-is-not-a-safety-date/"
NEWER = "/2025/08/09/a-season-of-listeria-in-soft-cheese/"


def _post(title: str, body: str, tags: list[str], prev: str, nxt: str, comments: int) -> str:
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}/">{escape(t)}</a>' for t in tags)
    comm = "".join(
        f'<li id="comment-{i}"><b>Reader {i}</b> <a href="#comment-{i}">#</a>'
        f'<p>Thanks, useful summary ({i}).</p><a href="#respond">Reply</a></li>'
        for i in range(1, comments + 1)
    )
    return (
        f'<article class="post"><h1>{escape(title)}</h1><p class="byline">By '
        '<a href="/author/mkowal/">M. Kowal</a> in <a href="/category/recalls/">Recalls</a></p>'
        f"{body}<p>Tags: {tag_links}</p></article>"
        f'<nav class="post-nav"><a rel="prev" href="{prev}">Previous post</a> '
        f'<a rel="next" href="{nxt}">Next post</a></nav>'
        f'<section id="comments"><h2>{comments} comments</h2><ol>{comm}</ol>'
        '<form id="respond" action="/wp-comments-post.php" method="post"><textarea name="c">'
        "</textarea><button>Post comment</button></form></section>"
        '<aside class="widget"><h3>Popular</h3>'
        + ul([(OLDER, "Why best-before is not a safety date"), (NEWER, "Listeria in soft cheese")])
        + "</aside>"
    )


def _blog_sites() -> list[Site]:
    p = BLOG
    flour = _post(
        "Raw flour and STEC: what the recalls tell us",
        "<p>Flour is a raw agricultural product. Three recalls in two years traced STEC "
        'to milled wheat.</p><figure><img src="/wp-content/uploads/2025/03/flour.png" alt="">'
        "</figure><p>Heat-treated flour is the safer choice for no-bake recipes.</p>",
        ["flour", "stec", "baking"],
        OLDER,
        SPROUTS,
        3,
    )
    sprouts = _post(
        "Sprouts, seeds and the long tail of Salmonella",
        "<p>Seed lots contaminated at low levels survive disinfection and multiply during "
        "sprouting.</p><p>The outbreak report is on the "
        '<a href="http://outbreaks.test/reports/2025-sprouts.pdf">agency site</a>; the '
        'lab method is in <a href="/2024/11/20/why-best-before-is-not-a-safety-date/">'
        "an older post</a>.</p><table><tr><th>Year</th><th>Outbreaks</th></tr>"
        "<tr><td>2022</td><td>4</td></tr><tr><td>2023</td><td>6</td></tr></table>",
        ["sprouts", "salmonella", "seeds", "outbreaks"],
        FLOUR,
        NEWER,
        7,
    )
    pages: dict[str, object] = {
        FLOUR: shell(p, "Raw flour and STEC: what the recalls tell us", flour, share=p.url(FLOUR)),
        SPROUTS: shell(
            p, "Sprouts, seeds and the long tail of Salmonella", sprouts, share=p.url(SPROUTS)
        ),
        OLDER: shell(p, "Why best-before is not a safety date", "<h1>Best-before</h1>"),
        NEWER: shell(p, "A season of Listeria in soft cheese", "<h1>Listeria</h1>"),
        "/author/mkowal/": shell(p, "M. Kowal", "<h1>Posts by M. Kowal</h1>"),
        "/wp-content/uploads/2025/03/flour.png": jpeg_like((200, 180, 120)),
    }
    for t in ["flour", "stec", "baking", "sprouts", "salmonella", "seeds", "outbreaks"]:
        pages[f"/tag/{t}/"] = shell(p, f"Tag: {t}", f"<h1>Posts tagged {t}</h1>")
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Nutrition-science magazine (long-form articles, contributors, sections) ---

MAG = Portal(
    host("read", "platelore"),
    "Platelore",
    [
        ("/section/nutrition", "Nutrition"),
        ("/section/food-systems", "Food systems"),
        ("/section/evidence", "Evidence checks"),
        ("/newsletter", "Newsletter"),
        ("/donate", "Donate"),
    ],
    [
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("/contact", "Contact"),
    ],
    home_main="<h1>Platelore</h1><p>Evidence-based writing on what we eat.</p>",
)
UPF = "/articles/why-ultra-processed-is-so-hard-to-define-18342"
FIBRE = "/articles/the-fibre-gap-in-four-charts-and-a-caveat-18977"


def _mag_sites() -> list[Site]:
    p = MAG

    def article(title: str, author: str, paras: int, related: list[tuple[str, str]]) -> str:
        body = "".join(f"<p>Paragraph {i} of the argument.</p>" for i in range(1, paras + 1))
        return (
            f'<article><p class="kicker"><a href="/section/nutrition">Nutrition</a></p>'
            f'<h1>{escape(title)}</h1><p>By <a href="/contributors/{author}">{author}</a></p>'
            f'<figure><img src="/images/{author}-lead.png" alt=""></figure>{body}'
            '<p class="disclosure">The author declares no competing interests.</p></article>'
            "<aside><h2>Read next</h2>" + ul(related) + "</aside>"
            '<p><a href="/newsletter">Get the weekly newsletter</a></p>'
        )

    rel = [
        (FIBRE, "The fibre gap in four charts"),
        ("/articles/salt-and-the-bread-aisle-17001", "Salt and the bread aisle"),
    ]
    pages: dict[str, object] = {
        UPF: shell(
            p,
            "Why ultra-processed is so hard to define",
            article("Why ultra-processed is so hard to define", "r-achebe", 4, rel),
            share=p.url(UPF),
        ),
        FIBRE: shell(
            p,
            "The fibre gap in four charts, and a caveat",
            article(
                "The fibre gap in four charts, and a caveat",
                "l-moreau",
                9,
                [
                    (UPF, "Why ultra-processed is so hard to define"),
                    ("/articles/salt-and-the-bread-aisle-17001", "Salt and the bread aisle"),
                    (
                        "/articles/do-food-labels-change-what-we-buy-16520",
                        "Do food labels change what we buy?",
                    ),
                ],
            )
            + '<p>Source data: <a href="http://stats.test/ndns/table-4.xlsx">national survey, '
            'table 4</a> and the <a href="http://journal.test/10.1000/fib.2024.77">trial '
            "paper</a>.</p>",
            share=p.url(FIBRE),
        ),
        "/articles/salt-and-the-bread-aisle-17001": shell(
            p, "Salt and the bread aisle", "<h1>Salt</h1>"
        ),
        "/articles/do-food-labels-change-what-we-buy-16520": shell(
            p, "Do food labels change what we buy?", "<h1>Labels</h1>"
        ),
        "/contributors/r-achebe": shell(p, "R. Achebe", "<h1>R. Achebe</h1>"),
        "/contributors/l-moreau": shell(p, "L. Moreau", "<h1>L. Moreau</h1>"),
        "/images/r-achebe-lead.png": jpeg_like((90, 140, 60)),
        "/images/l-moreau-lead.png": jpeg_like((140, 90, 60)),
    }
    pages.update(chrome(p))
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Sensory-science lab supplement pages (hand-written HTML, no site chrome at all) ---

LAB = host("tastelab", "mouthfeelunit")


def _bare(title: str, items: list[tuple[str, str]], note: str) -> str:
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"{ANALYTICS}</head><body><h1>{escape(title)}</h1><p>{escape(note)}</p>"
        + ul(items)
        + "<p><small>Last updated by the lab manager.</small></p></body></html>"
    )


CRISP = "/supp/crispness-2023/"
EMUL = "/supp/emulsion-tribology-2024/index.html"
CRISP_FILES = ["raw_ratings.csv", "panel_protocol.pdf", "acoustic_spectra.zip", "README.txt"]
EMUL_FILES = [
    "data/friction_curves_session1.csv",
    "data/friction_curves_session2.csv",
    "data/friction_curves_session3.csv",
    "data/panel_attributes.csv",
    "scripts/stribeck_fit.R",
    "figures/figure2_high_res.pdf",
    "consent_form_template.pdf",
    "../common/booth_layout_2024.pdf",
]


def _lab_sites() -> list[Site]:
    site = Site(LAB)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>Mouthfeel Unit</title></head><body>"
        f'<h1>Mouthfeel Unit</h1><p><a href="{CRISP}">Crispness 2023</a> '
        f'<a href="{EMUL}">Emulsion tribology 2024</a></p></body></html>',
    )
    site.add(
        CRISP,
        _bare(
            "Supplementary material: acoustic crispness of extruded snacks",
            [(f, f) for f in CRISP_FILES],
            "Data for the 2023 crispness panel.",
        ),
    )
    site.add(
        EMUL,
        _bare(
            "Supplement: oral tribology of oil-in-water emulsions",
            [(f, f.split("/")[-1]) for f in EMUL_FILES],
            "Friction curves, panel attributes and the fitting script.",
        ),
    )
    for f in CRISP_FILES:
        site.add(CRISP + f, _lab_file(f))
    for f in EMUL_FILES:
        path = (
            "/supp/common/booth_layout_2024.pdf"
            if f.startswith("..")
            else ("/supp/emulsion-tribology-2024/" + f)
        )
        site.add(path, _lab_file(f))
    return [site]


def _lab_file(name: str) -> object:
    if name.endswith(".csv"):
        return csv("panelist,sample,score\nP01,A,6.5\nP02,A,7.0\n")
    if name.endswith(".pdf"):
        return pdf_file(name, ["Mouthfeel Unit"])
    if name.endswith(".zip"):
        return zip_file(name)
    return txt(f"{name}\nMouthfeel Unit supplementary file.\n")


def _abs_lab(base: str, f: str) -> str:
    if f.startswith("../"):
        return f"http://{LAB}/supp/common/" + f.split("/")[-1]
    return f"http://{LAB}" + base + f


CASES: list[Case] = [
    # Blog post: one artifact URI; the seed's blog rows (Hypotheses, SciLogs...) are Single Page.
    case(
        "pantryhazard-flour",
        "food-safety blog (raw flour post)",
        "blog post",
        "single_page",
        BLOG.url(FLOUR),
        [BLOG.url(FLOUR)],
        _blog_sites,
        others=[BLOG.url(OLDER), BLOG.url(SPROUTS)],
    ),
    # Harder: longer post, more comments, outbound report links and an in-text older post;
    # still a Single Artifact URI (comments are on the page), so Single Page.
    case(
        "pantryhazard-sprouts",
        "food-safety blog (sprouts post with comments)",
        "blog post",
        "single_page",
        BLOG.url(SPROUTS),
        [BLOG.url(SPROUTS)],
        _blog_sites,
        others=[BLOG.url(OLDER), BLOG.url(FLOUR), BLOG.url(NEWER)],
    ),
    # Magazine article (The Conversation, Nautilus rows): Single Page.
    case(
        "platelore-upf",
        "nutrition-science magazine (ultra-processed article)",
        "article",
        "single_page",
        MAG.url(UPF),
        [MAG.url(UPF)],
        _mag_sites,
        others=[MAG.url(FIBRE)],
    ),
    # Harder: longer article, more read-next links and outbound source links: Single Page.
    case(
        "platelore-fibre",
        "nutrition-science magazine (fibre charts article)",
        "article",
        "single_page",
        MAG.url(FIBRE),
        [MAG.url(FIBRE)],
        _mag_sites,
        others=[MAG.url(UPF)],
    ),
    # A chrome-less page whose every link is one of its files: a Single Hop artifact, and
    # with no menu to over-collect Single Page+ is exact.
    case(
        "mouthfeel-crispness",
        "sensory-lab supplement page (crispness panel)",
        "dataset",
        "single_page_plus",
        f"http://{LAB}{CRISP}",
        [f"http://{LAB}{CRISP}", *(_abs_lab(CRISP, f) for f in CRISP_FILES)],
        _lab_sites,
    ),
    # Harder: more files in sub-folders and a shared booth layout one folder up (linked from
    # the page, so one hop): Single Page+.
    case(
        "mouthfeel-emulsion",
        "sensory-lab supplement page (tribology, files in folders)",
        "dataset",
        "single_page_plus",
        f"http://{LAB}{EMUL}",
        [
            f"http://{LAB}{EMUL}",
            *(_abs_lab("/supp/emulsion-tribology-2024/", f) for f in EMUL_FILES),
        ],
        _lab_sites,
    ),
]
