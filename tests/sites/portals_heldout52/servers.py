"""Preprint servers of heldout52: a biology preprint server and a working-paper network
(single hop, with chrome: Single Page+ with Ignored URIs, as the seed prescribes for
BioRxiv and SSRN), a bare physics preprint mirror (single hop without any chrome: Single
Page+), and an OSF-style preprint service (Significant String from Filtered Title, as the
seed prescribes for OSF)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Chrome, a, bibtex, case, file_data, file_pdf, ris, ul

# --- a biology preprint server (bioRxiv-like: versions, supplements, published version) ---

LAMELLA = Chrome(
    host="www.lamellarxiv.hx52.example",
    name="LamellaRxiv",
    menu=(
        ("/subjects", "Subject areas"),
        ("/submit", "Submit a manuscript"),
        ("/alerts", "Alerts / RSS"),
        ("/about", "About"),
    ),
    footer=(
        ("/about/contact", "Contact"),
        ("/terms", "Terms of use"),
        ("/accessibility", "Accessibility"),
        ("/about/funders", "Funders"),
    ),
    home_title="LamellaRxiv: the preprint server for cell and tissue biology",
    home_main=(
        "<h1>LamellaRxiv</h1><p>Preprints in cell and tissue biology, unrefereed.</p>"
        "<h2>Subject collections</h2>"
        + ul(
            [
                ("/collection/cell-biology", "Cell biology"),
                ("/collection/developmental-biology", "Developmental biology"),
                ("/collection/biophysics", "Biophysics"),
            ]
        )
    ),
    cdn=("http://cdn.fontlibrary.test/inter/4.0/inter.css",),
    scripts=("http://www.tagmanager.test/gtm.js?id=GTM-LMX7Q2",),
)
LX = "/content/10.77001/"


def _lamella_record(
    key: str,
    title: str,
    authors: list[str],
    versions: list[str],
    supplements: list[tuple[str, str]],
    notice: str,
    related: list[str],
    abstract: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """Pages of one preprint (latest version is the landing page) and its truth paths."""
    latest = len(versions)
    land = f"{LX}{key}v{latest}"
    num = key.rsplit(".", 1)[1]
    pages: dict[str, PageValue] = {}
    truth = [land]

    def member(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.append(path)

    member(f"{land}.full.pdf", file_pdf(title, *authors, f"doi:10.77001/{key}v{latest}"))
    member(
        f"{land}.full",
        LAMELLA.page(
            f"{title} (full text)",
            f"<article><h1>{escape(title)}</h1><p>{escape(', '.join(authors))}</p>"
            f"<h2>Introduction</h2><p>{escape(abstract)}</p>"
            f"<h2>Results</h2><p>...</p></article><p>{a(land, 'Back to abstract')}</p>",
        ),
    )
    member(
        f"{land}.supplementary-material",
        LAMELLA.page(
            f"{title} (supplementary material)",
            "<h1>Supplementary material</h1>"
            + ul([(f"/supplements/{num}/{f}", label) for f, label in supplements])
            + f"<p>{a(land, 'Back to abstract')}</p>",
        ),
    )
    for f, label in supplements:
        member(f"/supplements/{num}/{f}", file_data(f"{label}\n1,2,3\n", "text/csv"))
    member(
        f"{land}.article-metrics",
        LAMELLA.page(
            f"{title} (metrics)",
            f"<h1>Article usage</h1><table><tr><td>Abstract views</td><td>1204</td></tr>"
            f"<tr><td>PDF downloads</td><td>377</td></tr></table><p>{a(land, 'Back')}</p>",
        ),
    )
    member(f"/citation/{num}/bibtex", bibtex(f"lamella{num}", title, " and ".join(authors), 2026))
    member(f"/citation/{num}/ris", ris(title, authors, 2026, "GEN"))
    hist = []
    for i, date in enumerate(versions[:-1], 1):
        vp = f"{LX}{key}v{i}"
        member(
            vp,
            LAMELLA.page(
                f"{title} (version {i})",
                f"<h1>{escape(title)}</h1><p class='version-banner'>This is version {i}, "
                f"posted {date}. A newer version is available: {a(land, 'read the latest')}."
                f"</p><p>{a(vp + '.full.pdf', 'Download PDF')}</p>",
            ),
        )
        member(vp + ".full.pdf", file_pdf(title, f"version {i}", *authors))
        hist.append(
            f"<li>Version {i} ({date}): {a(vp, 'abstract')} &middot; "
            f"{a(vp + '.full.pdf', 'PDF')}</li>"
        )
    hist.append(f"<li>Version {latest} ({versions[-1]}): this version</li>")
    side = "<h3>Related preprints</h3>" + ul(
        [(r, "Related preprint " + r.rsplit("/", 1)[1]) for r in related]
    )
    main = (
        f'<div class="article-type">New Results &middot; '
        f"{a('/collection/cell-biology', 'Cell biology')}</div>"
        f'<h1 class="highwire-title">{escape(title)}</h1>'
        f'<p class="authors">{escape(", ".join(authors))}</p>'
        f"<p>doi: https://doi.test/10.77001/{key}</p>{notice}"
        f'<div class="tabs">{a(land, "Abstract")} {a(land + ".full", "Full Text")} '
        f"{a(land + '.supplementary-material', 'Info/History')} "
        f"{a(land + '.article-metrics', 'Metrics')} {a(land + '.full.pdf', 'Preview PDF')}</div>"
        f"<h2>Abstract</h2><p>{escape(abstract)}</p>"
        f'<h3>Version history</h3><ol class="versions">{"".join(hist)}</ol>'
        f"<h3>Supplementary material</h3>"
        + ul([(f"/supplements/{num}/{f}", label) for f, label in supplements])
        + f'<div class="cite">Download citation: {a(f"/citation/{num}/bibtex", "BibTeX")} '
        f"{a(f'/citation/{num}/ris', 'RIS')}</div>"
        f'<p class="share">Share: <a href="http://twitter.test/intent/tweet?url='
        f'http%3A%2F%2F{LAMELLA.host}{land}">X</a> '
        f'<a href="http://www.facebook.test/sharer.php?u={LAMELLA.host}{land}">Facebook</a></p>'
    )
    pages[land] = LAMELLA.page(title, main, aside=side)
    return pages, truth


def _lamella_stub(path: str, title: str) -> str:
    return LAMELLA.page(title, f"<h1>{escape(title)}</h1><p>{a(path + '.full.pdf', 'PDF')}</p>")


LAMELLA_A_TITLE = "Branched actin density sets lamellipodial protrusion speed"
LAMELLA_B_TITLE = "Septin rings scaffold the cytokinetic bridge in planarian neoblasts"
LAMELLA_A, LAMELLA_A_TRUTH = _lamella_record(
    "2026.03.14.588120",
    LAMELLA_A_TITLE,
    ["Ines Okonkwo", "Tomas Berglund"],
    ["March 14, 2026", "April 2, 2026"],
    [("media-1.csv", "Table S1: speed measurements")],
    "",
    [f"{LX}2026.02.02.577001v1"],
    "We image lamellipodial actin networks in migrating keratocytes.",
)
LAMELLA_B, LAMELLA_B_TRUTH = _lamella_record(
    "2025.11.02.566410",
    LAMELLA_B_TITLE,
    ["Ruth Adeyemi", "Kenji Hallorann", "Petra Vukovic"],
    ["November 2, 2025", "December 19, 2025", "February 7, 2026", "March 30, 2026"],
    [
        ("media-1.csv", "Table S1: neoblast counts"),
        ("media-2.csv", "Table S2: bridge lengths"),
        ("media-3.csv", "Table S3: primers"),
    ],
    (
        '<div class="notice published">Now published in <i>Journal of Regenerative '
        'Cell Biology</i> doi: <a href="http://doi.test/10.80002/jrcb.2026.0411">'
        "10.80002/jrcb.2026.0411</a></div>"
        '<div class="notice">This preprint replaces the withdrawn preprint '
        f"{a(LX + '2025.06.11.551200v2', '10.77001/2025.06.11.551200')}.</div>"
    ),
    [f"{LX}2026.03.14.588120v2", f"{LX}2026.01.20.571133v1"],
    "Septin rings persist at the intercellular bridge of dividing planarian neoblasts.",
)


def lamella_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**LAMELLA_A, **LAMELLA_B}
    for p, t in [
        (f"{LX}2026.02.02.577001v1", "Talin unfolding under load in focal adhesions"),
        (f"{LX}2026.01.20.571133v1", "Anillin dynamics in neoblast division"),
    ]:
        pages[p] = _lamella_stub(p, t)
        pages[p + ".full.pdf"] = file_pdf(t)
    pages[f"{LX}2025.06.11.551200v2"] = LAMELLA.page(
        "WITHDRAWN: Septin filaments in planarian stem cells",
        "<h1>WITHDRAWN: Septin filaments in planarian stem cells</h1><p>The authors have "
        "withdrawn this manuscript because an imaging artefact invalidated Figure 3. "
        f"A revised study was posted as {a(LX + '2025.11.02.566410v4', 'a new preprint')}."
        "</p>",
    )
    for coll in ("cell-biology", "developmental-biology", "biophysics"):
        pages[f"/collection/{coll}"] = LAMELLA.page(
            coll.replace("-", " ").title(), f"<h1>{coll.replace('-', ' ').title()}</h1>"
        )
    return [LAMELLA.site(pages)]


def _abs(c: Chrome, paths: list[str]) -> list[str]:
    return [c.url(p) for p in paths]


# --- a social-science working-paper network (SSRN-like abstract pages) ---

QUORUM = Chrome(
    host="papers.quorumwpn.hx52.example",
    name="Quorum Working Papers",
    title_format="{title} :: {name}",
    style="classic",
    menu=(
        ("/browse", "Browse"),
        ("/networks", "Research networks"),
        ("/rankings", "Top papers"),
        ("/submit", "Submit a paper"),
    ),
    footer=(("/about", "About"), ("/terms-of-use", "Terms of use"), ("/contact", "Contact")),
    account=(("/login", "Sign in"), ("/register", "Create account")),
    home_main=(
        "<h1>Quorum Working Papers</h1><p>Early-stage research in economics, law and "
        "the social sciences.</p><h2>Networks</h2>"
        + ul(
            [
                ("/networks/labor", "Labor economics network"),
                ("/networks/legal-history", "Legal history network"),
                ("/networks/public-finance", "Public finance network"),
            ]
        )
    ),
    scripts=(
        "http://static.adsmetrics.test/qwp.js",
        "http://www.tagmanager.test/gtm.js?id=GTM-QWP",
    ),
)


def _quorum_record(
    pid: str,
    title: str,
    authors: list[tuple[str, str]],
    network: str,
    files: list[tuple[str, str]],
    revisions: list[str],
    related: list[str],
    published: str = "",
) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/abstract/{pid}"
    pages: dict[str, PageValue] = {}
    truth = [land]
    names = [n for n, _ in authors]

    def member(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.append(path)

    for f, label in files:
        member(f"/delivery/{pid}/{f}", file_pdf(f"{title}: {label}", *names))
    member(f"/export/{pid}?format=bibtex", bibtex(f"qwp{pid}", title, " and ".join(names), 2026))
    member(f"/export/{pid}?format=ris", ris(title, names, 2026, "RPRT"))
    member(
        f"{land}/references",
        QUORUM.page(
            f"References: {title}",
            f"<h1>References</h1><ol><li>Card, D. (1992) ...</li><li>Autor, D. (2003) ..."
            f"</li></ol><p>{a(land, 'Back to abstract')}</p>",
        ),
    )
    member(
        f"{land}/citations",
        QUORUM.page(
            f"Citations: {title}",
            f"<h1>Cited by 3 papers</h1><p>Citing papers are listed on their own pages.</p>"
            f"<p>{a(land, 'Back to abstract')}</p>",
        ),
    )
    if revisions:
        member(
            f"{land}/revisions",
            QUORUM.page(
                f"Revision history: {title}",
                "<h1>Revision history</h1><ul>"
                + "".join(f"<li>{escape(r)}</li>" for r in revisions)
                + f"</ul><p>{a(land, 'Back to abstract')}</p>",
            ),
        )
    dl = " ".join(
        a(f"/delivery/{pid}/{f}", f"Download {label}", class_="btn") for f, label in files
    )
    auth = ", ".join(a(f"/author/{aid}", n) for n, aid in authors)
    rev = f" &middot; {a(f'{land}/revisions', 'Revision history')}" if revisions else ""
    main = (
        f'<table class="abstract"><tr><td><h1>{escape(title)}</h1><p>{auth}</p>'
        f"<p>Posted: 12 Jan 2026{rev}</p>{published}"
        f"<p><b>Abstract</b>: We study the effect of minimum-wage indexation on ...</p>"
        f"<p>Keywords: minimum wage, indexation</p>"
        f"<p>Suggested citation: {escape(', '.join(names))}, {escape(title)} (2026). "
        f"Quorum Working Paper No. {pid}.</p>"
        f"<p>Export: {a(f'/export/{pid}?format=bibtex', 'BibTeX')} "
        f"{a(f'/export/{pid}?format=ris', 'RIS')}</p>"
        f"<p>{a(f'{land}/references', 'References (24)')} "
        f"{a(f'{land}/citations', 'Citations (3)')}</p>"
        f"<p>Classified in: {a(network, network.rsplit('/', 1)[1].replace('-', ' ').title())}</p>"
        f"</td><td>{dl}</td></tr></table>"
    )
    side = "<h3>Papers you may like</h3>" + ul([(r, f"Working paper {r[10:]}") for r in related])
    pages[land] = QUORUM.page(title, main, aside=side)
    return pages, truth


QUORUM_A, QUORUM_A_TRUTH = _quorum_record(
    "4471902",
    "Indexed Minimum Wages and Regional Employment",
    [("Lea Marchetti", "90112"), ("Owen Adair", "90113")],
    "/networks/labor",
    [("QWP-4471902.pdf", "full paper")],
    [],
    ["/abstract/4390217"],
)
QUORUM_B, QUORUM_B_TRUTH = _quorum_record(
    "4390217",
    "Tax Farming and the Origins of the Fiscal State: Evidence from Ottoman Court Records",
    [("Selin Karaca", "88231"), ("Marcus Heald", "71004"), ("Ana Ribeiro", "90440")],
    "/networks/legal-history",
    [
        ("QWP-4390217.pdf", "full paper"),
        ("QWP-4390217-online-appendix.pdf", "online appendix"),
        ("QWP-4390217-slides.pdf", "conference slides"),
    ],
    [
        "Revised 3 Mar 2026: new section on court fees",
        "Revised 10 Oct 2025: corrected Table 2",
        "First posted 2 Jun 2025",
    ],
    ["/abstract/4471902", "/abstract/4402288"],
    published=(
        '<p class="published">Published version: <a href="http://doi.test/10.80003/'
        'jeh.2026.12">Journal of Economic History (2026)</a></p>'
    ),
)


def quorum_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**QUORUM_A, **QUORUM_B}
    pages["/abstract/4402288"] = QUORUM.page(
        "Guild Monopolies and Urban Wages",
        "<h1>Guild Monopolies and Urban Wages</h1><p>Abstract page of another paper.</p>",
    )
    for aid, n in [
        ("90112", "Lea Marchetti"),
        ("90113", "Owen Adair"),
        ("88231", "Selin Karaca"),
        ("71004", "Marcus Heald"),
        ("90440", "Ana Ribeiro"),
    ]:
        pages[f"/author/{aid}"] = QUORUM.page(n, f"<h1>{n}</h1><p>Author page: 4 papers.</p>")
    for net in ("labor", "legal-history", "public-finance"):
        pages[f"/networks/{net}"] = QUORUM.page(net.title(), f"<h1>{net.title()} network</h1>")
    return [QUORUM.site(pages)]


# --- a bare physics preprint mirror (static pages, no menus, no footer, no scripts) ---

TAMARACK = "mirror.tamarackphys.hx52.example"


def _bare(title: str, body: str) -> str:
    return f"<html><head><title>{escape(title)}</title></head>\n<body>\n{body}\n</body></html>\n"


def _mirror_abs(
    pid: str, title: str, authors: str, versions: int, extra: list[tuple[str, str]], comments: str
) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/abs/{pid}"
    pages: dict[str, PageValue] = {}
    truth = [land]
    items: list[tuple[str, str]] = []
    for v in range(versions, 0, -1):
        items.append((f"/pdf/{pid}v{v}", f"PDF (v{v})"))
        pages[f"/pdf/{pid}v{v}"] = file_pdf(title, authors, f"{pid}v{v}")
    items.append((f"/src/{pid}v{versions}.tar.gz", "Source (tar.gz)"))
    pages[f"/src/{pid}v{versions}.tar.gz"] = file_data("\x1f\x8bsource", "application/gzip")
    items.append((f"/abs/{pid}.txt", "Metadata (plain text)"))
    pages[f"/abs/{pid}.txt"] = file_data(
        f"Paper: {pid}\nTitle: {title}\nAuthors: {authors}\nComments: {comments}\n",
        "text/plain; charset=utf-8",
    )
    for path, label in extra:
        items.append((path, label))
    truth += [p for p, _ in items]
    body = (
        f"<h1>{escape(title)}</h1>\n<p>{escape(authors)}</p>\n<p>Comments: "
        f"{escape(comments)}</p>\n<blockquote>We compute ...</blockquote>\n<p>"
        + " |\n".join(f'<a href="{escape(p)}">{escape(label)}</a>' for p, label in items)
        + f"</p>\n<hr>\n<address>Mirrored from the primary server, identifier {pid}. "
        "Mirror updated nightly.</address>"
    )
    pages[land] = _bare(f"[{pid}] {title}", body)
    return pages, truth


MIRROR_A, MIRROR_A_TRUTH = _mirror_abs(
    "2603.04417",
    "Two-loop corrections to the chiral anomaly in curved backgrounds",
    "D. Feldhaus, M. Ivanova",
    2,
    [],
    "18 pages, v2: typos corrected",
)
_RU = "/abs/2511.09921/ru"
MIRROR_B, MIRROR_B_TRUTH = _mirror_abs(
    "2511.09921",
    "Withdrawn: Bound on the gluon condensate from lattice sum rules",
    "P. Okafor, L. Zhang, S. Lindqvist",
    3,
    [
        ("/ps/2511.09921v3", "PostScript (v3)"),
        (_RU, "Russian translation of the abstract"),
        ("/abs/2511.09921/replacement-notice", "Withdrawal and replacement notice"),
    ],
    "v3 withdrawn by the authors: superseded by a corrected analysis",
)
MIRROR_B["/ps/2511.09921v3"] = file_data("%!PS-Adobe-3.0\n", "application/postscript")
MIRROR_B[_RU] = _bare(
    "2511.09921 (ru)", "<h1>Ограничение на глюонный конденсат</h1><p>Перевод аннотации.</p>"
)
MIRROR_B["/abs/2511.09921/replacement-notice"] = _bare(
    "2511.09921 notice",
    "<p>The authors withdrew this work; a corrected analysis appears as a new submission.</p>",
)


def tamarack_sites() -> list[Site]:
    home = _bare(
        "Tamarack physics preprint mirror",
        "<h1>Tamarack mirror</h1>"
        + ul([("/abs/2603.04417", "2603.04417"), ("/abs/2511.09921", "2511.09921")]),
    )
    return [Site(TAMARACK, {"/": home, **MIRROR_A, **MIRROR_B})]


# --- an OSF-style preprint service: "Loam Preprints | <title>" on every page ---

LOAM = Chrome(
    host="preprints.loamarchive.hx52.example",
    name="Loam Preprints",
    title_format="{name} | {title}",
    home_title="Loam Preprints | Home",
    menu=(
        ("/discover", "Discover"),
        ("/submit", "Add a preprint"),
        ("/providers", "Community servers"),
        ("/support", "Support"),
    ),
    footer=(
        ("/terms", "Terms of use"),
        ("/privacy-policy", "Privacy policy"),
        ("/status", "Status"),
        ("/api-docs", "API"),
    ),
    account=(("/login", "Sign in"), ("/register", "Sign up")),
    cdn=("http://cdn.emberassets.test/loam/vendor-3f2a.css",),
    scripts=("http://www.tagmanager.test/gtag.js?id=G-LOAM41",),
    home_main="<h1>Loam Preprints</h1><p>Open preprints across the social sciences.</p>",
)


def _loam_record(
    guid: str,
    title: str,
    authors: list[str],
    versions: int,
    supplements: list[str],
    banner: str,
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """Every member shows the preprint title (the filtered significant string)."""
    land = f"/{guid}"
    pages: dict[str, PageValue] = {}
    truth = [land]

    def member(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.append(path)

    crumbs = (("/discover", "Preprints"), (land, title))
    member(f"{land}/download", file_pdf(title, *authors, f"Version {versions}"))
    vers = "".join(
        f"<li>{a(f'{land}/download?version={v}', f'Version {v}')}</li>"
        for v in range(versions, 0, -1)
    )
    member(
        f"{land}/versions",
        LOAM.page(
            f"{title} - versions",
            f"<h1>{escape(title)}</h1><h2>All versions</h2><ol>{vers}</ol>",
            crumbs=crumbs,
        ),
    )
    for v in range(1, versions + 1):
        member(f"{land}/download?version={v}", file_pdf(title, *authors, f"Version {v}"))
    member(
        f"{land}/citation",
        LOAM.page(
            f"{title} - cite",
            f"<h1>Cite this preprint</h1><p>APA: {escape(', '.join(authors))} (2026). "
            f"<i>{escape(title)}</i>. Loam Preprints.</p>",
            crumbs=crumbs,
        ),
    )
    supp = ""
    if supplements:
        files = [(f"{land}/supplements/{s}", s) for s in supplements]
        for path, s in files:
            member(path, file_pdf(title, f"Supplement {s}"))
        member(
            f"{land}/supplements",
            LOAM.page(
                f"{title} - supplementary files",
                f"<h1>Supplementary files for {escape(title)}</h1>" + ul(files),
                crumbs=crumbs,
            ),
        )
        supp = f"<p>{a(f'{land}/supplements', 'Supplementary files')}</p>"
    rel = "".join(f"<p>{label}: {a(href, href)}</p>" for href, label in others)
    main = (
        f"{banner}<h1>{escape(title)}</h1><p>{escape(', '.join(authors))}</p>"
        f"<p>{a(f'{land}/download', 'Download preprint', class_='btn')} "
        f"{a(f'{land}/versions', f'Version {versions} (all versions)')} "
        f"{a(f'{land}/citation', 'Cite')}</p>{supp}"
        f"<h2>Abstract</h2><p>Three preregistered studies test ...</p>{rel}"
        f"<p>License: CC-By Attribution 4.0 International</p>"
    )
    pages[land] = LOAM.page(title, main)
    return pages, truth


LOAM_A_TITLE = "Moral licensing after charitable giving: a registered replication"
LOAM_A, LOAM_A_TRUTH = _loam_record(
    "k7q2m",
    LOAM_A_TITLE,
    ["Hanna Lindfors", "Diego Arrieta"],
    2,
    [],
    "",
    [],
)
LOAM_B_TITLE = "Attentional capture by reward-associated faces in adolescents"
LOAM_B, LOAM_B_TRUTH = _loam_record(
    "r5t9x",
    LOAM_B_TITLE,
    ["Yusuf Demir", "Claire Beaumont", "Ana Lucia Prado", "Tomasz Nowicki"],
    3,
    ["s1-codebook.pdf", "s2-preregistration.pdf"],
    (
        '<div class="alert alert-warning">A newer, peer-reviewed version of this preprint '
        'is published: <a href="http://doi.test/10.80004/dev.2026.118">Developmental '
        "Science</a>.</div>"
    ),
    [("/w3v8e", "Supplemental materials project"), ("/k7q2m", "Related preprint")],
)


def loam_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**LOAM_A, **LOAM_B}
    pages["/w3v8e"] = LOAM.page(
        "Face-reward study: materials and data",
        "<h1>Face-reward study: materials and data</h1><p>Project with stimuli, code and "
        "raw data for the adolescent attention studies.</p>",
    )
    return [LOAM.site(pages)]


def _cases() -> list[Case]:
    L, Q, P = LAMELLA, QUORUM, LOAM
    m = f"http://{TAMARACK}"
    return [
        # bioRxiv-like: the seed's table puts BioRxiv preprints in Single Hop with chrome,
        # so Single Page+ with Ignored URIs; truth = the landing page and what it links of
        # its own (PDF, full text, info, metrics, supplements, versions, citations).
        case(
            "lamella-preprint-v2",
            "biology preprint server (two versions, one supplement)",
            "preprint",
            "single_page_plus_ignored",
            L.url(f"{LX}2026.03.14.588120v2"),
            _abs(L, LAMELLA_A_TRUTH),
            lamella_sites,
            others=[L.url(f"{LX}2026.02.02.577001v1")],
        ),
        # Same shape, harder: four versions with PDFs, three supplements, a published
        # version and a withdrawn predecessor (other artifacts, not members).
        case(
            "lamella-replacement-v4",
            "biology preprint server (replacement of a withdrawn preprint, four versions)",
            "preprint",
            "single_page_plus_ignored",
            L.url(f"{LX}2025.11.02.566410v4"),
            _abs(L, LAMELLA_B_TRUTH),
            lamella_sites,
            others=[
                L.url(f"{LX}2025.06.11.551200v2"),
                L.url(f"{LX}2026.03.14.588120v2"),
                L.url(f"{LX}2026.01.20.571133v1"),
            ],
        ),
        # SSRN-like: the seed's table prescribes Single Page+ with Ignores for SSRN.
        case(
            "quorum-working-paper",
            "working-paper network (single download)",
            "preprint",
            "single_page_plus_ignored",
            Q.url("/abstract/4471902"),
            _abs(Q, QUORUM_A_TRUTH),
            quorum_sites,
            others=[Q.url("/abstract/4390217")],
        ),
        case(
            "quorum-revised-paper",
            "working-paper network (revised, appendix and slides, published version)",
            "preprint",
            "single_page_plus_ignored",
            Q.url("/abstract/4390217"),
            _abs(Q, QUORUM_B_TRUTH),
            quorum_sites,
            others=[Q.url("/abstract/4471902"), Q.url("/abstract/4402288")],
        ),
        # A bare mirror page has no menu, footer or sidebar: every link one hop away is
        # the preprint's own (versions, source, metadata), so plain Single Page+ is exact.
        case(
            "tamarack-mirror-abs",
            "physics preprint mirror (two versions)",
            "preprint",
            "single_page_plus",
            f"{m}/abs/2603.04417",
            [m + p for p in MIRROR_A_TRUTH],
            tamarack_sites,
        ),
        case(
            "tamarack-mirror-withdrawn",
            "physics preprint mirror (withdrawn v3, translation, notice)",
            "preprint",
            "single_page_plus",
            f"{m}/abs/2511.09921",
            [m + p for p in MIRROR_B_TRUTH],
            tamarack_sites,
        ),
        # OSF-like: the seed prescribes Significant String from Filtered Title for OSF;
        # "Loam Preprints | " prefixes every title and is stripped by comparing with the
        # homepage title; the preprint title is in every member, PDFs included.
        case(
            "loam-preprint",
            "OSF-style preprint service (two versions)",
            "preprint",
            "sig_filtered_title",
            P.url("/k7q2m"),
            _abs(P, LOAM_A_TRUTH),
            loam_sites,
        ),
        case(
            "loam-preprint-published",
            "OSF-style preprint service (three versions, supplements, published version)",
            "preprint",
            "sig_filtered_title",
            P.url("/r5t9x"),
            _abs(P, LOAM_B_TRUTH),
            loam_sites,
            others=[P.url("/w3v8e"), P.url("/k7q2m")],
        ),
    ]


CASES = _cases()
