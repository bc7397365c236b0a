"""heldout73's one-URI and one-hop-without-chrome portals, and the signposting repository:
a public-health blog and a health-agency press room (Single Page: one artifact URI, as
the seed's blog posts and articles), a bare download index of a grey-literature mirror
with no chrome at all (Single Page+: everything one hop away is the artifact), and a
national public-health institute repository that lists its items in HTTP Link headers
(Signposting)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import data

from ._kit import csv, dl, meta, pdfr, portal, site, txt, wrap

# --- Public-health blog (single post, comments inline) ---

BLOG = portal(
    "blog.epinotes-health.hx73.example",
    "EpiNotes",
    [
        ("/archive", "Archive"),
        ("/topics", "Topics"),
        ("/authors", "Contributors"),
        ("/subscribe", "Newsletter"),
    ],
    [("/rss.xml", "RSS"), ("/contact", "Contact the editors")],
)


def _post(path: str, title: str, body: str, tags: list[str], prev: str, nxt: str) -> str:
    taglinks = " ".join(f'<a rel="tag" href="/topics/{t}">{t}</a>' for t in tags)
    return wrap(
        BLOG,
        title,
        f'<article><h1>{title}</h1><p class="byline">By <a href="/authors/mkoroma">M. Koroma</a></p>'
        f"{body}<p>Tags: {taglinks}</p></article>"
        '<section id="comments"><h2>Comments</h2><ol><li>Great overview. — R.</li>'
        "<li>Useful for our district team. — K.</li></ol>"
        '<form action="/comment" method="post"><textarea name="c"></textarea><button>Post</button></form></section>'
        f'<nav class="pager"><a rel="prev" href="{prev}">Previous post</a> <a rel="next" href="{nxt}">Next post</a></nav>',
        share=BLOG.url(path),
    )


BLOG_A = "/2024/03/why-cholera-returns-after-floods/"
BLOG_B = "/2024/05/reading-a-forest-plot-for-ministry-staff/"
BLOG_OTHERS = [
    "/2024/02/measles-catch-up-campaigns/",
    "/2024/04/zero-dose-children-explained/",
    "/2024/06/what-is-a-living-guideline/",
]


def blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        BLOG_A: _post(
            BLOG_A,
            "Why cholera returns after floods",
            "<p>Floodwater mixes sewage with drinking water…</p>"
            '<figure><img src="/media/2024/03/flood-map.png" alt="map"></figure>',
            ["cholera", "wash"],
            BLOG_OTHERS[0],
            BLOG_OTHERS[1],
        ),
        BLOG_B: _post(
            BLOG_B,
            "Reading a forest plot: a guide for ministry staff",
            "<p>Each square is a study; the diamond is the pooled estimate.</p>"
            '<figure><img src="/media/2024/05/forest.png" alt="forest plot"></figure>'
            '<ol class="footnotes"><li id="fn1">See <a href="http://www.cochrane-like.test/handbook">'
            'the handbook</a>.</li></ol><p>Also in <a href="/fr/2024/05/lire-un-forest-plot/">'
            "French</a>.</p>",
            ["evidence", "meta-analysis", "training"],
            BLOG_OTHERS[1],
            BLOG_OTHERS[2],
        ),
        "/fr/2024/05/lire-un-forest-plot/": wrap(
            BLOG, "Lire un forest plot", "<h1>Lire un forest plot</h1>"
        ),
        "/authors/mkoroma": wrap(BLOG, "M. Koroma", "<h1>M. Koroma</h1>"),
        "/comment": wrap(BLOG, "Comment", "<p>Comments are moderated.</p>"),
        "/media/2024/03/flood-map.png": data(b"\x89PNG\r\n\x1a\n", "image/png"),
        "/media/2024/05/forest.png": data(b"\x89PNG\r\n\x1a\n", "image/png"),
    }
    for t in ["cholera", "wash", "evidence", "meta-analysis", "training"]:
        pages[f"/topics/{t}"] = wrap(BLOG, t, f"<h1>Posts tagged {t}</h1>")
    for o in BLOG_OTHERS:
        pages[o] = wrap(BLOG, "Another post", "<article><h1>Another post</h1></article>")
    return [site(BLOG, pages)]


# --- Health-agency press room (news release / disease outbreak news item) ---

NEWS = portal(
    "www.worldhealthpress.hx73.example",
    "World Health Press Office",
    [
        ("/news-room", "Newsroom"),
        ("/emergencies", "Emergencies"),
        ("/data", "Data"),
        ("/about-us", "About us"),
    ],
    [("/careers", "Careers"), ("/procurement", "Procurement"), ("/sitemap", "Sitemap")],
    title_format="{title}",
)
NEWS_A = "/news/item/2024-03-22-world-tb-day-statement"
NEWS_B = "/emergencies/disease-outbreak-news/item/2024-DON512"


def news_sites() -> list[Site]:
    langs = '<ul class="languages"><li><a href="/fr' + NEWS_A + '">Français</a></li></ul>'
    pages: dict[str, PageValue] = {
        NEWS_A: wrap(
            NEWS,
            "World TB Day 2024: statement of the Director-General",
            "<h1>World TB Day 2024</h1><p class='date'>22 March 2024 | Statement</p>"
            f"<p>Yes, we can end TB…</p>{langs}"
            '<h3>Related</h3><ul><li><a href="/news/item/2023-11-07-global-tb-report">Global TB report</a></li></ul>',
            share=NEWS.url(NEWS_A),
        ),
        "/fr" + NEWS_A: wrap(
            NEWS, "Journée mondiale de la tuberculose 2024", "<h1>Journée mondiale</h1>"
        ),
        "/news/item/2023-11-07-global-tb-report": wrap(NEWS, "Global TB report", "<h1>Report</h1>"),
        NEWS_B: wrap(
            NEWS,
            "Avian influenza A(H5N1) – Cambodia-like province",
            "<h1>Avian influenza A(H5N1)</h1><p>Disease Outbreak News, 12 February 2024</p>"
            "<h2>Situation at a glance</h2><p>…</p><h2>Description of the situation</h2><p>…</p>"
            "<h2>Epidemiology</h2><p>…</p><h2>Public health response</h2><p>…</p>"
            "<h2>Risk assessment</h2><p>…</p><h2>Advice</h2><p>…</p>"
            '<h2>Further information</h2><ul><li><a href="/emergencies/disease-outbreak-news/item/2023-DON498">'
            'Previous DON on H5N1</a></li><li><a href="/data/zoonotic-influenza-summary">Zoonotic influenza summary'
            '</a></li><li><a href="http://www.animalhealth-org.test/h5n1">Animal health situation</a></li></ul>'
            "<p>Citable reference: World Health Press Office (12 Feb 2024). Disease Outbreak News; Avian influenza.</p>",
            share=NEWS.url(NEWS_B),
        ),
        "/emergencies/disease-outbreak-news/item/2023-DON498": wrap(
            NEWS, "Avian influenza 2023", "<h1>DON 2023</h1>"
        ),
        "/data/zoonotic-influenza-summary": wrap(
            NEWS, "Zoonotic influenza summary", "<h1>Summary</h1>"
        ),
    }
    return [site(NEWS, pages)]


# --- Grey-literature mirror: a generated download index, no chrome (Single Page+) ---

MIRROR_HOST = "dl.greydocs-mirror.hx73.example"
MIRROR_A = "/packages/hiv-testing-guideline-2019/"
MIRROR_B = "/packages/malaria-guidelines-2023-multilingual/"


def _index(title: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(
        f'<tr><td><a href="{h}">{h.rsplit("/", 1)[1]}</a></td><td>{s}</td></tr>' for h, s in files
    )
    return (
        f"<!DOCTYPE html><html><head><title>Download package: {title}</title></head><body>"
        f"<h1>{title}</h1><table><tr><th>File</th><th>Size</th></tr>{rows}</table></body></html>"
    )


def mirror_sites() -> list[Site]:
    a = [(MIRROR_A + "guideline-en.pdf", "1.2 MB"), (MIRROR_A + "policy-brief-en.pdf", "220 KB")]
    b = [(MIRROR_B + f"guidelines-malaria-{c}.pdf", "3.1 MB") for c in ("en", "fr", "pt", "es")]
    b += [
        (MIRROR_B + "annex-gdg-declarations.pdf", "400 KB"),
        (MIRROR_B + "SHA256SUMS.txt", "1 KB"),
        (MIRROR_B + "recommendations-map.csv", "12 KB"),
    ]
    pages: dict[str, PageValue] = {
        MIRROR_A: Response.html(_index("HIV testing services guideline (2019)", a)),
        MIRROR_B: Response.html(_index("Malaria guidelines 2023 (multilingual)", b)),
    }
    for h, _ in a + b:
        if h.endswith(".pdf"):
            pages[h] = pdfr(h.rsplit("/", 1)[1], "mirror copy")
        elif h.endswith(".csv"):
            pages[h] = csv("recommendation,strength\nR1,strong\nR2,conditional\n")
        else:
            pages[h] = txt("e3b0c44298fc1c149afbf4c8996fb924  guidelines-malaria-en.pdf\n")
    from keepnet.testweb.site import Site as _S

    s = _S(MIRROR_HOST, pages)
    return [s]


MIRROR_TRUTH_A = [MIRROR_A, MIRROR_A + "guideline-en.pdf", MIRROR_A + "policy-brief-en.pdf"]
MIRROR_TRUTH_B = (
    [MIRROR_B]
    + [MIRROR_B + f"guidelines-malaria-{c}.pdf" for c in ("en", "fr", "pt", "es")]
    + [
        MIRROR_B + "annex-gdg-declarations.pdf",
        MIRROR_B + "SHA256SUMS.txt",
        MIRROR_B + "recommendations-map.csv",
    ]
)


# --- National public-health institute repository with Signposting ---

NPHI = portal(
    "publications.nphi-repo.hx73.example",
    "NPHI Publications Archive",
    [("/browse", "Browse"), ("/series", "Report series"), ("/about", "About")],
    [("/oai", "OAI-PMH"), ("/contact", "Contact")],
)
RESOLVER = "hdl.nphi-handles.hx73.example"


def _nphi(
    rid: str, title: str, files: list[tuple[str, str]]
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/record/{rid}"
    pages: dict[str, PageValue] = {}
    links = [
        f'<http://{RESOLVER}/21.nphi/{rid}>; rel="cite-as"',
        '<http://orcid-like.test/0000-0002-1825-0097>; rel="author"',
        '<http://schema.org/Report>; rel="type"',
    ]
    flist = []
    for name, ctype in files:
        p = f"{base}/files/{name}"
        flist.append((p, name))
        links.append(f'<{NPHI.url(p)}>; rel="item"; type="{ctype}"')
        pages[p] = (
            pdfr(title, name)
            if name.endswith(".pdf")
            else csv("year,region,cases\n2023,North,120\n")
        )
    main = (
        f"<h1>{title}</h1>"
        + meta([("Series", "Surveillance reports"), ("Handle", f"21.nphi/{rid}")])
        + "<h2>Files</h2>"
        + dl(flist)
        + f'<p><a href="/record/{rid}/export/bibtex">BibTeX</a> <a href="/series">Series</a></p>'
    )
    pages[base] = Response.html(wrap(NPHI, title, main), headers=[("Link", ", ".join(links))])
    pages[f"/record/{rid}/export/bibtex"] = txt(f"@techreport{{{rid}, title={{{title}}}}}\n")
    return base, pages, [NPHI.url(base)] + [NPHI.url(p) for p, _ in flist]


NPHI_A = _nphi(
    "2023-0411",
    "Annual surveillance report: invasive meningococcal disease 2022",
    [("imd-annual-2022.pdf", "application/pdf")],
)
NPHI_B = _nphi(
    "2024-0087",
    "Antimicrobial resistance in hospital isolates, quarterly bulletin Q4 2023",
    [
        ("amr-bulletin-q4-2023.pdf", "application/pdf"),
        ("amr-bulletin-q4-2023-data.csv", "text/csv"),
        ("amr-bulletin-q4-2023-methods.pdf", "application/pdf"),
    ],
)


def nphi_sites() -> list[Site]:
    from keepnet.testweb.site import Site as _S

    resolver = _S(
        RESOLVER,
        {
            "/21.nphi/2024-0087": Response.redirect(NPHI.url(NPHI_B[0]), 302),
            "/21.nphi/2023-0411": Response.redirect(NPHI.url(NPHI_A[0]), 302),
        },
    )
    return [site(NPHI, {**NPHI_A[1], **NPHI_B[1]}), resolver]
