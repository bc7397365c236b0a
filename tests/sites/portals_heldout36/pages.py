"""Personal project sites, blog posts, a signposting repository, a GBIF-like portal and
supplementary-file indexes on lab servers.

Seed: a project with its own (sub)domain is an artifact as a whole (Silk: Path-Based from
"/"); blog posts are a Single Artifact URI (Single Page); GBIF-like dataset pages carry an
identifier in every artifact URI (Significant String from URI); a repository that declares
its boundary in HTTP Link headers (rel item / describedby / cite-as) is read by Signposting;
a bare supplementary-file index with no site chrome is Single Hop with nothing to ignore
(Single Page+).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import bibtex, cookie_banner, host, sidebar, site_of, u

FOOT = [("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact")]


# --- personal project sites: the whole host --------------------------------------------------
def _project(
    h: str, name: str, tagline: str, sections: list[str], files: list[str], repo: str
) -> tuple[Site, set[str], set[str]]:
    nav = "".join(f'<a href="/{s}/">{s.title()}</a> ' for s in sections)

    def pg(title: str, main: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><title>{escape(title)} — {escape(name)}</title>"
            '<link rel="stylesheet" href="/assets/theme.css"></head><body><header>'
            f'<a href="/">{escape(name)}</a> <nav>{nav}</nav></header><main>{main}</main>'
            f'<footer>© the {escape(name)} team · <a href="{repo}">source</a> · built with '
            '<a href="http://hugo.hx-sitegen.test/">a static site generator</a></footer>'
            "</body></html>"
        )

    site = Site(h)
    site.add("/assets/theme.css", Response.data(b"body{margin:2em}", "text/css"))
    truth = {u(h, "/")}
    flinks = "".join(f'<li><a href="/download/{f}">{f}</a></li>' for f in files)
    for s in sections:
        main = f"<h1>{s.title()}</h1>"
        if s == "download":
            main += f"<ul>{flinks}</ul>"
        if s == "docs":
            main += '<p><a href="/docs/install/">Installation</a></p>'
            site.add("/docs/install/", pg("Installation", "<h1>Install</h1><pre>make</pre>"))
            truth.add(u(h, "/docs/install/"))
        site.add(f"/{s}/", pg(s.title(), main))
        truth.add(u(h, f"/{s}/"))
    for f in files:
        site.add(
            f"/download/{f}",
            data(
                pdf(f, [name]) if f.endswith(".pdf") else b"x" * 64,
                "application/pdf" if f.endswith(".pdf") else "application/gzip",
            ),
        )
        truth.add(u(h, f"/download/{f}"))
    site.add(
        "/",
        pg(
            name,
            f"<h1>{escape(name)}</h1><p>{escape(tagline)}</p><p>{nav}</p>"
            f'<p>Code: <a href="{repo}">repository</a>. Funded by <a href="http://funder.'
            'hx-grants.test/">the research council</a>.</p>',
        ),
    )
    return site, truth, {repo}


def _project_cases() -> list[Case]:
    # Expected: path_based (seed: Silk, the whole subdomain site is the artifact). Truth: every
    # page and download on the project host; its code repository is another artifact.
    repo_portal = Portal(host("www", "gitmoorland"), "Gitmoorland", [("/explore", "Explore")])
    ra, rb = repo_portal.url("/mire-lab/peatcam/"), repo_portal.url("/quench/ferroviz/")
    a = _project(
        host("peatcam", "mirelab"),
        "PeatCam",
        "Time-lapse peatland phenology",
        ["docs", "gallery"],
        [],
        ra,
    )
    b = _project(
        host("ferroviz", "quenchworks"),
        "FerroViz",
        "Visualising ferroelectric domains",
        ["docs", "gallery", "publications", "download", "team"],
        ["ferroviz-2.3.tar.gz", "ferroviz-manual.pdf"],
        rb,
    )
    rpages = {
        "/mire-lab/peatcam/": "<title>peatcam</title>",
        "/quench/ferroviz/": "<title>fv</title>",
    }

    def build_a() -> list[Site]:
        return [
            _project(
                host("peatcam", "mirelab"),
                "PeatCam",
                "Time-lapse peatland phenology",
                ["docs", "gallery"],
                [],
                ra,
            )[0],
            site_of(repo_portal, rpages),
        ]

    def build_b() -> list[Site]:
        return [
            _project(
                host("ferroviz", "quenchworks"),
                "FerroViz",
                "Visualising ferroelectric domains",
                ["docs", "gallery", "publications", "download", "team"],
                ["ferroviz-2.3.tar.gz", "ferroviz-manual.pdf"],
                rb,
            )[0],
            site_of(repo_portal, rpages),
        ]  # type: ignore[arg-type]

    return [
        Case(
            "project-simple",
            "Personal project site (simple)",
            "project website",
            "path_based",
            u(a[0].host, "/"),
            frozenset(a[1]),
            build_a,
            frozenset(a[2]),
        ),
        Case(
            "project-harder",
            "Personal project site (harder)",
            "project website",
            "path_based",
            u(b[0].host, "/"),
            frozenset(b[1]),
            build_b,
            frozenset(b[2]),
        ),
    ]


# --- blog posts ------------------------------------------------------------------------------
def _blog_site(
    portal: Portal, posts: dict[str, tuple[str, list[str], list[str]]]
) -> dict[str, object]:
    """posts: path -> (title, neighbouring post paths, outbound reference URLs)."""
    pages: dict[str, object] = {}
    for path, (title, near, refs) in posts.items():
        refl = "".join(f'<li><a href="{r}">{escape(r)}</a></li>' for r in refs)
        body = (
            f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
            '<p class="byline">Posted on 2024-04-02 by <a href="/author/nkhumalo/">N. Khumalo</a> '
            'in <a href="/category/fieldwork/">Fieldwork</a></p>'
            f"<div class='entry-content'><p>{escape(title)}: notes from the field.</p>"
            f'<figure><img src="/static/logo.png" alt="figure"></figure><ol>{refl}</ol></div>'
            '<p class="tags"><a href="/tag/methods/">methods</a> <a href="/tag/ecology/">ecology'
            "</a></p>"
            + "".join(f'<a rel="prev" href="{n}">Older post</a> ' for n in near)
            + '<section id="comments"><h2>2 comments</h2><a href="#respond">Leave a reply</a>'
            '<form action="/wp-comments-post.php" method="post"></form></section></article>'
            + sidebar("Recent posts", [(n, "Recent") for n in near])
            + '<a href="/feed/">RSS</a>'
            + cookie_banner()
        )
        pages[path] = portal.page(title, body, share=portal.url(path))
    return pages


def _blog_cases(
    portal: Portal,
    label: str,
    posts: dict[str, tuple[str, list[str], list[str]]],
    extra_sites: list[Site],
) -> list[Case]:
    pages = _blog_site(portal, posts)
    for _t, near, _r in posts.values():
        for n in near:
            pages.setdefault(n, portal.page("Older post", "<h1>Older post</h1>"))

    def build() -> list[Site]:
        return [site_of(portal, pages), *extra_sites]  # type: ignore[arg-type]

    out = []
    for kind, (path, (_t, near, _r)) in zip(("simple", "harder"), posts.items(), strict=True):
        # Expected: single_page (seed: blog posts, Single Artifact URI). Truth: the post only.
        out.append(
            Case(
                f"{label.split('-')[0].lower()}-{kind}",
                f"{label} ({kind})",
                "blog post",
                "single_page",
                portal.url(path),
                frozenset({portal.url(path)}),
                build,
                frozenset(portal.url(n) for n in near),
            )
        )
    return out


HY = Portal(
    host("carnets", "sillonblogs"),
    "Sillon — carnets de recherche",
    [
        ("/category/fieldwork/", "Fieldwork"),
        ("/category/archives/", "Archives"),
        ("/a-propos/", "À propos"),
    ],
    FOOT,
    title_format="{title} – Sillon",
)
SB = Portal(
    host("www", "lanternfishblogs"),
    "Lanternfish Science Blogs",
    [("/channel/life/", "Life"), ("/channel/physical/", "Physical"), ("/bloggers/", "Bloggers")],
    [*FOOT, ("/advertise/", "Advertise")],
    title_format="{title} | Lanternfish",
)
REFS = Portal(host("www", "obsidianjournal"), "Obsidian Journal", [("/browse", "Browse")])
REFS2 = Portal(host("www", "marlinreview"), "Marlin Review", [("/browse", "Browse")])


def _blogs() -> list[Case]:
    ref = REFS.url("/doi/10.7777/obs.2210")
    refs = site_of(REFS, {"/doi/10.7777/obs.2210": REFS.page("Article", "<h1>Article</h1>")})
    return [
        *_blog_cases(
            HY,
            "Hypotheses-like research blog",
            {
                "/2024/04/02/archives-of-the-salt-marsh/": (
                    "Archives of the salt marsh",
                    ["/2024/03/15/reading-parish-registers/"],
                    [],
                ),
                "/2024/05/19/transcribing-notarial-deeds-at-scale/": (
                    "Transcribing notarial deeds at scale",
                    [
                        "/2024/05/01/htr-models-compared/",
                        "/2024/04/02/archives-of-the-salt-marsh/",
                        "/2024/03/15/reading-parish-registers/",
                    ],
                    [ref],
                ),
            },
            [refs],
        ),
        *_blog_cases(
            SB,
            "ScienceBlogs-like network blog",
            {
                "/deepwater/2023/11/08/why-lanternfish-glow/": (
                    "Why lanternfish glow",
                    ["/deepwater/2023/10/20/the-twilight-zone/"],
                    [],
                ),
                "/quarkside/2024/02/14/neutrino-mass-ordering-explained/": (
                    "Neutrino mass ordering, explained",
                    [
                        "/quarkside/2024/01/30/detector-tour/",
                        "/quarkside/2023/12/11/year-in-review/",
                    ],
                    [REFS2.url("/abs/2024PhRvD.109")],
                ),
            },
            [site_of(REFS2, {"/abs/2024PhRvD.109": REFS2.page("Article", "<h1>Article</h1>")})],
        ),
    ]


# --- signposting repository --------------------------------------------------------------------
SP = Portal(
    host("repository", "thistledown"),
    "Thistledown Research Repository",
    [("/browse", "Browse"), ("/deposit", "Deposit"), ("/policies", "Policies")],
    FOOT,
    title_format="{title} - Thistledown Research Repository",
)


def _signposted(
    rid: int, title: str, files: list[str], related: list[int]
) -> tuple[dict[str, object], str, set[str], set[str]]:
    p = f"/id/eprint/{rid}/"
    entry = SP.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    items = []
    for i, f in enumerate(files, 1):
        fp = f"/id/eprint/{rid}/{i}/{f}"
        pages[fp] = data(pdf(title, [f]), "application/pdf")
        truth.add(SP.url(fp))
        items.append(fp)
    meta = f"/cgi/export/eprint/{rid}/BibTeX/thistle-eprint-{rid}.bib"
    pages[meta] = data(bibtex(f"t{rid}", title, "Authors", 2023), "application/x-bibtex")
    truth.add(SP.url(meta))
    link = ", ".join(
        [f'<{SP.url(x)}>; rel="item"; type="application/pdf"' for x in items]
        + [
            f'<{SP.url(meta)}>; rel="describedby"; type="application/x-bibtex"',
            f'<http://doi.hx-resolver.test/10.6666/thistle.{rid}>; rel="cite-as"',
            '<http://orcid.hx-ids.test/0000-0002-1825-0097>; rel="author"',
            '<http://creativecommons.hx-licenses.test/by/4.0/>; rel="license"',
        ]
    )
    head = "".join(f'<link rel="item" href="{x}" type="application/pdf">' for x in items)
    head += f'<link rel="describedby" href="{meta}" type="application/x-bibtex">'
    for r in related:
        pages[f"/id/eprint/{r}/"] = SP.page(f"Eprint {r}", f"<h1>Eprint {r}</h1>")
    body = (
        f'<div class="ep_summary_content"><h1>{escape(title)}</h1>'
        + "".join(f'<p><a href="{x}">{escape(x.rsplit("/", 1)[1])}</a></p>' for x in items)
        + f'<p><a href="{meta}">Export as BibTeX</a></p>'
        '<p>Divisions: <a href="/view/divisions/geog/">Geography</a></p>'
        + sidebar("Related items", [(f"/id/eprint/{r}/", f"Eprint {r}") for r in related])
        + "</div>"
    )
    pages[p] = Response.html(SP.page(title, body, head=head), headers=[("Link", link)])
    return pages, entry, truth, {SP.url(f"/id/eprint/{r}/") for r in related}


def _signposting_cases() -> list[Case]:
    # Expected: signposting (the landing page's Link header lists rel=item and describedby).
    # Truth: landing page, every rel=item file, the describedby BibTeX export.
    a = _signposted(4410, "Coastal squeeze in estuarine saltmarshes", ["thesis.pdf"], [4388])
    b = _signposted(
        5127,
        "Peat pipe hydrology of blanket bogs",
        ["article.pdf", "supplementary_S1.pdf", "supplementary_S2.pdf"],
        [5001, 5012, 5099],
    )
    pages = {**a[0], **b[0]}

    def build() -> list[Site]:
        return [site_of(SP, pages)]  # type: ignore[arg-type]

    return [
        Case(
            "thistle-simple",
            "EPrints-like repository with signposting (simple)",
            "thesis",
            "signposting",
            a[1],
            frozenset(a[2]),
            build,
            frozenset(a[3]),
        ),
        Case(
            "thistle-harder",
            "EPrints-like repository with signposting (harder)",
            "article",
            "signposting",
            b[1],
            frozenset(b[2]),
            build,
            frozenset(b[3]),
        ),
    ]


# --- GBIF-like biodiversity portal: the dataset key in every artifact URI ----------------------
GB = Portal(
    host("www", "mossgrid"),
    "MossGrid",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
    ],
    FOOT,
    title_format="{title}",
    home_title="MossGrid | Biodiversity data",
)
GB_API = host("api", "mossgrid")


def _gbif(
    key: str, title: str, publisher: str, extra: bool
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/dataset/{key}"
    entry = GB.url(p)
    occ = f"/occurrence/search?datasetKey={key}"
    doc = f"/v1/dataset/{key}/document"
    pages: dict[str, object] = {occ: GB.page(title, f"<h1>Occurrences in {escape(title)}</h1>")}
    api: dict[str, object] = {doc: data(f"<eml><title>{title}</title></eml>", "application/xml")}
    truth = {entry, GB.url(occ), u(GB_API, doc)}
    links = [(occ, "Occurrences"), (u(GB_API, doc), "EML metadata")]
    if extra:
        for sub in ("metrics", "activity", "project"):
            pages[f"{p}/{sub}"] = GB.page(f"{title} {sub}", f"<h1>{sub}</h1>")
            truth.add(GB.url(f"{p}/{sub}"))
            links.append((f"{p}/{sub}", sub.title()))
        api[f"/v1/occurrence/download/request?datasetKey={key}&format=DWCA"] = data(
            b"PK\x03\x04dwca", "application/zip"
        )
        dl = u(GB_API, f"/v1/occurrence/download/request?datasetKey={key}&format=DWCA")
        truth.add(dl)
        links.append((dl.replace("&", "&amp;"), "Darwin Core Archive"))
    pages[f"/publisher/{publisher}"] = GB.page("Publisher", "<h1>Publisher</h1>")
    body = (
        f'<h1>{escape(title)}</h1><p>Published by <a href="/publisher/{publisher}">the '
        "herbarium</a></p><ul>"
        + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links)
        + '</ul><p><a href="/species/search?rank=SPECIES">Browse species</a></p>'
        + cookie_banner()
    )
    pages[p] = GB.page(title, body)
    return pages, api, entry, truth, {GB.url(f"/publisher/{publisher}")}


def _gbif_cases() -> list[Case]:
    # Expected: sig_uri (seed: GBIF). Truth: dataset page and the URIs carrying its key
    # (occurrence search, EML document on the API host; metrics/activity/project, DwC-A).
    a = _gbif(
        "4c1e2a90-7b3d-4f6e-9a21-5d8c0e7f1b33",
        "Bryophytes of the Cairngorms",
        "0b7d9e11-2c4a-4e8f-8d3b-6a1f5c2e9d40",
        False,
    )
    b = _gbif(
        "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
        "Herbarium sheets of Sphagnum, 1850-1950",
        "0b7d9e11-2c4a-4e8f-8d3b-6a1f5c2e9d40",
        True,
    )
    pages, api = {**a[0], **b[0]}, {**a[1], **b[1]}

    def build() -> list[Site]:
        s = Site(GB_API)
        for k, v in api.items():
            s.add(k, v)
        return [site_of(GB, pages), s]  # type: ignore[arg-type]

    return [
        Case(
            "mossgrid-simple",
            "GBIF-like biodiversity portal (simple)",
            "dataset",
            "sig_uri",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "mossgrid-harder",
            "GBIF-like biodiversity portal (harder)",
            "dataset",
            "sig_uri",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- supplementary-material directory on a lab file server: no site chrome at all -----------
def _supplement(
    h: str, path: str, title: str, files: list[str], parent: bool
) -> tuple[Site, str, set[str], set[str]]:
    site = Site(h)
    rows = []
    truth = {u(h, path)}
    for f in files:
        if f.endswith(".pdf"):
            body = pdf(title, [f])
        elif f.endswith((".txt", ".md5", ".csv")):
            body = f"{title}\n{f}\n".encode()
        else:
            body = b"\x00" * 96
        site.add(path + f, body)
        truth.add(u(h, path + f))
        rows.append(f'<tr><td><a href="{f}">{escape(f)}</a></td><td>2023-09-01 10:12</td></tr>')
    up = path.rstrip("/").rsplit("/", 1)[0] + "/"
    others: set[str] = set()
    if parent:
        # Apache-style index: "Parent Directory" leads out of the artifact
        rows.insert(0, '<tr><td><a href="../">Parent Directory</a></td><td></td></tr>')
        site.add(
            up,
            f"<!DOCTYPE html><html><head><title>Index of {up}</title></head><body>"
            f"<h1>Index of {up}</h1></body></html>",
        )
        others.add(u(h, up))
    site.add(
        path,
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>"
        f"<h1>{escape(title)}</h1><p>Supplementary material for the article.</p>"
        f"<table>{''.join(rows)}</table><address>lab file server</address></body></html>",
    )
    return site, u(h, path), truth, others


SUPP_A = (
    host("files", "gannetlab"),
    "/supp/2023-ortega/",
    "Supplementary data: Ortega et al. 2023",
    ["S1_table.csv", "S2_methods.pdf"],
    False,
)
SUPP_B = (
    host("ftp", "verdigrisgroup"),
    "/pub/suppl/ribozyme-kinetics/",
    "Supplement: ribozyme kinetics",
    [
        "S1_rates.xlsx",
        "S2_gels.tif",
        "S3_scripts.zip",
        "README.txt",
        "MD5SUMS.md5",
        "S4_protocol.pdf",
    ],
    True,
)


def _supp_a() -> list[Site]:
    return [_supplement(*SUPP_A)[0]]


def _supp_b() -> list[Site]:
    return [_supplement(*SUPP_B)[0]]


def _supplement_cases() -> list[Case]:
    # Expected: single_page_plus (Single Hop with no menus or site chrome to ignore: every
    # link but "Parent Directory" is the artifact). Truth: the index page and every file.
    a, b = _supplement(*SUPP_A), _supplement(*SUPP_B)
    return [
        Case(
            "supp-simple",
            "Lab supplementary-file index (simple)",
            "supplementary data",
            "single_page_plus",
            a[1],
            frozenset(a[2]),
            _supp_a,
            frozenset(a[3]),
        ),
        Case(
            "supp-harder",
            "Lab supplementary-file index (harder)",
            "supplementary data",
            "single_page_plus",
            b[1],
            frozenset(b[2]),
            _supp_b,
            frozenset(b[3]),
        ),
    ]


CASES: list[Case] = [
    c
    for make in (_project_cases, _blogs, _signposting_cases, _gbif_cases, _supplement_cases)
    for c in make()
]
