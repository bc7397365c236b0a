"""Path-shaped preprint homes of heldout52: a department's static working-paper series and
a LaTeX project forge (every artifact URI extends the entry URI: Path-Based, as the seed
prescribes for BitBucket and GitLab), and a code forge whose raw files and release
assets sit on another registrable domain (Path-Based with Externals, as for GitHub)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Chrome, a, bibtex, case, file_data, file_pdf, ul

# --- an economics department's static working-paper series: one directory per paper ---

MARLOWE = Chrome(
    host="econ.marlowe-college.hx52.example",
    name="Department of Economics, Marlowe College",
    style="classic",
    title_format="{title} - {name}",
    menu=(
        ("/people/", "People"),
        ("/research/", "Research"),
        ("/working-papers/", "Working papers"),
        ("/seminars/", "Seminars"),
        ("/teaching/", "Teaching"),
    ),
    footer=(
        ("/contact.html", "Contact"),
        ("/accessibility.html", "Accessibility"),
        ("/sitemap.html", "Site map"),
    ),
    account=(("/intranet/", "Staff intranet"),),
    cookie=None,
    home_main="<h1>Department of Economics</h1><p>Marlowe College, since 1891.</p>",
    scripts=("http://stats.college-analytics.test/ma.js",),
)


def _wp(
    year: str,
    num: str,
    title: str,
    authors: list[str],
    files: list[tuple[str, str]],
    subdirs: dict[str, list[str]],
    notes: str,
    neighbours: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """A paper directory: index page, files, sub-directory index pages and their files."""
    base = f"/working-papers/{year}/{num}/"
    pages: dict[str, PageValue] = {}
    for f, label in files:
        if f.endswith(".pdf"):
            pages[base + f] = file_pdf(title, label, *authors)
        elif f.endswith(".bib"):
            pages[base + f] = bibtex(f"marlowe{year}{num}", title, " and ".join(authors), int(year))
        else:
            pages[base + f] = MARLOWE.page(
                f"{label}: WP {year}/{num}",
                f"<h1>{escape(label)}</h1><p>{escape(title)}</p><p>{a(base, 'Back to paper')}</p>",
            )
    sub_links = []
    for d, names in subdirs.items():
        sp = f"{base}{d}/"
        for n in names:
            pages[sp + n] = file_data(
                f"{n}\n", "text/plain" if "." in n else "application/octet-stream"
            )
        pages[sp] = (
            f"<html><head><title>Index of {sp}</title></head><body><h1>Index of {sp}</h1>"
            + ul([("../", "Parent Directory")] + [(n, n) for n in names])
            + "</body></html>"
        )
        sub_links.append((sp, f"{d.replace('-', ' ').title()} (directory)"))
    main = (
        f"<h1>Working Paper {year}/{num}</h1><h2>{escape(title)}</h2>"
        f"<p>{escape(', '.join(authors))}</p>{notes}"
        f"<p><b>Abstract.</b> We exploit ...</p><h3>Files</h3>"
        + ul([(base + f, label) for f, label in files] + sub_links)
        + f"<p>JEL: J24, I26</p><p>Series: {a('/working-papers/' + year + '/', f'{year} papers')}"
        f"</p><p>" + " &middot; ".join(a(h, t) for h, t in neighbours) + "</p>"
    )
    pages[base] = MARLOWE.page(f"WP {year}/{num}: {title}", main)
    return pages, [p for p in pages if p.startswith(base)]


MARLOWE_A, MARLOWE_A_TRUTH = _wp(
    "2026",
    "03",
    "Apprenticeship Levies and Firm Training",
    ["Gwen Pryce", "Tobias Ekwueme"],
    [("wp2026-03.pdf", "Paper (PDF)"), ("cite.bib", "BibTeX")],
    {"data": ["firm_panel.csv", "codebook.txt"]},
    "",
    [("/working-papers/2026/02/", "Previous paper"), ("/working-papers/2026/04/", "Next paper")],
)
MARLOWE_B, MARLOWE_B_TRUTH = _wp(
    "2025",
    "11",
    "Commuting Zones and the Geography of Remote Work",
    ["Ama Boateng", "Finn Calloway", "Rhea Mistry"],
    [
        ("wp2025-11-rev2.pdf", "Revised paper, March 2026 (PDF)"),
        ("wp2025-11-rev1.pdf", "First revision, January 2026 (PDF)"),
        ("wp2025-11.pdf", "Original version, November 2025 (PDF)"),
        ("online-appendix.pdf", "Online appendix"),
        ("errata.html", "Errata"),
        ("cite.bib", "BibTeX"),
    ],
    {
        "slides": ["seminar-2025-12.pdf", "conference-2026-02.pdf"],
        "replication": ["README.txt", "build.do", "commuting_zones.dta"],
    },
    (
        '<p class="note">Forthcoming in the <a href="http://doi.test/10.80006/jue.2026.77">'
        "Journal of Urban Economics</a>. Superseded in part by "
        f"{a('/working-papers/2026/07/', 'WP 2026/07')}.</p>"
    ),
    [("/working-papers/2025/10/", "Previous paper"), ("/working-papers/2025/12/", "Next paper")],
)


def marlowe_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**MARLOWE_A, **MARLOWE_B}
    others = ["2026/02", "2026/04", "2026/07", "2025/10", "2025/12"]
    for o in others:
        pages[f"/working-papers/{o}/"] = MARLOWE.page(
            f"WP {o}", f"<h1>Working Paper {o}</h1><p>Another paper of the series.</p>"
        )
    for y in ("2025", "2026"):
        pages[f"/working-papers/{y}/"] = MARLOWE.page(
            f"{y} working papers",
            f"<h1>{y}</h1>"
            + ul(
                [
                    (f"/working-papers/{o}/", o)
                    for o in [*others, "2026/03", "2025/11"]
                    if o[:4] == y
                ]
            ),
        )
    return [MARLOWE.site(pages)]


# --- a LaTeX project forge (GitLab-like): the preprint's source project ---

QUILL = Chrome(
    host="git.quillforge.hx52.example",
    name="Quillforge",
    title_format="{title} · {name}",
    menu=(("/explore", "Explore"), ("/explore/groups", "Groups"), ("/snippets", "Snippets")),
    footer=(("/help/docs", "Docs"), ("/help/terms", "Terms"), ("/about-instance", "About")),
    account=(("/users/sign_in", "Sign in"), ("/users/sign_up", "Register")),
    cookie=None,
    home_main="<h1>Quillforge</h1><p>A forge for LaTeX papers and their code.</p>",
    cdn=("http://assets.quillforge-cdn.test/application-8a1c.css",),
)


def _quill_project(
    ns: str,
    name: str,
    title: str,
    files: list[str],
    issues: list[str],
    per_page: int,
    releases: list[str],
    wiki: list[str],
    forked: str = "",
) -> tuple[dict[str, PageValue], list[str]]:
    """Project pages under /<ns>/<name>: tree, blobs, issues (paginated), releases with
    compiled PDFs and source archives, wiki.  Everything lives under the project path."""
    p = f"/{ns}/{name}"
    pages: dict[str, PageValue] = {}
    nav = [
        (p, "Project overview"),
        (f"{p}/-/tree/main", "Repository"),
        (f"{p}/-/issues", "Issues"),
        (f"{p}/-/releases", "Releases"),
    ] + ([(f"{p}/-/wikis/home", "Wiki")] if wiki else [])

    def proj(t: str, body: str) -> str:
        side = "<h4>" + escape(name) + "</h4>" + ul(nav)
        crumbs = ((f"/{ns}", ns), (p, name))
        return QUILL.page(f"{t} · {ns} / {name}", body, aside=side, crumbs=crumbs)

    blobs = [(f"{p}/-/blob/main/{f}", f) for f in files]
    for href, f in blobs:
        pages[href] = proj(
            f,
            f"<h2>{escape(f)}</h2><pre>% {escape(title)}\n\\section{{Intro}}</pre>"
            f"<p>{a(f'{p}/-/raw/main/{f}', 'Open raw')}</p>",
        )
        pages[f"{p}/-/raw/main/{f}"] = file_data(f"% {title}\n", "text/plain")
    pages[f"{p}/-/tree/main"] = proj("Files", "<h2>Files</h2>" + ul(blobs))
    pages[f"{p}/-/commits/main"] = proj("Commits", "<h2>Commits</h2><p>42 commits on main</p>")
    # issues, paginated
    chunks = [issues[i : i + per_page] for i in range(0, len(issues), per_page)]
    for n, chunk in enumerate(chunks, 1):
        start = sum(len(c) for c in chunks[: n - 1])
        lst = [(f"{p}/-/issues/{start + i + 1}", t) for i, t in enumerate(chunk)]
        for href, t in lst:
            pages[href] = proj(t, f"<h2>{escape(t)}</h2><p>Opened by a co-author.</p>")
        nxt = f"<p>{a(f'{p}/-/issues?page={n + 1}', 'Next')}</p>" if n < len(chunks) else ""
        key = f"{p}/-/issues" + (f"?page={n}" if n > 1 else "")
        pages[key] = proj("Issues", "<h2>Issues</h2>" + ul(lst) + nxt)
    rel = []
    for tag in releases:
        pdfp = f"{p}/-/releases/{tag}/downloads/{name}-{tag}.pdf"
        arc = f"{p}/-/archive/{tag}/{name}-{tag}.tar.gz"
        pages[pdfp] = file_pdf(title, f"release {tag}")
        pages[arc] = file_data("\x1f\x8b", "application/gzip")
        pages[f"{p}/-/releases/{tag}"] = proj(
            tag, f"<h2>{escape(tag)}</h2>" + ul([(pdfp, "Compiled PDF"), (arc, "Source (tar.gz)")])
        )
        rel.append((f"{p}/-/releases/{tag}", tag))
    pages[f"{p}/-/releases"] = proj("Releases", "<h2>Releases</h2>" + ul(rel))
    for w in wiki:
        pages[f"{p}/-/wikis/{w}"] = proj(
            w, f"<h2>{escape(w)}</h2>" + ul([(f"{p}/-/wikis/{x}", x) for x in wiki if x != w])
        )
    fork = f"<p>Forked from {a(forked, forked.strip('/'))}</p>" if forked else ""
    readme = (
        f"<h2>{escape(title)}</h2><p>LaTeX source of the preprint. Compiled PDFs are attached "
        f"to each release.</p>"
    )
    pages[p] = proj(
        "Project",
        f"<h1>{escape(name)}</h1>{fork}<p>{a(f'{p}/-/commits/main', '42 Commits')} "
        f"{a(f'{p}/-/tree/main', 'Files')}</p>{readme}",
    )
    return pages, list(pages)


QUILL_A, QUILL_A_TRUTH = _quill_project(
    "vortexgroup",
    "sheaf-cohomology-preprint",
    "Sheaf cohomology of tropical moduli spaces",
    ["main.tex", "refs.bib"],
    ["Typo in Lemma 2.3", "Referee 2: clarify notation"],
    20,
    ["arxiv-v1"],
    [],
)
QUILL_B, QUILL_B_TRUTH = _quill_project(
    "hydrolab",
    "karst-flow-paper",
    "Turbulent exchange in karst conduits: a lattice Boltzmann study",
    ["main.tex", "sections/methods.tex", "sections/results.tex", "figures/make_figs.py"],
    [f"Issue {i}: reviewer comment {i}" for i in range(1, 8)],
    3,
    ["preprint-v1", "preprint-v2", "accepted"],
    ["home", "Build-instructions", "Response-to-reviewers"],
    forked="/hydrolab-archive/karst-template",
)


def quill_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**QUILL_A, **QUILL_B}
    for g in ("vortexgroup", "hydrolab"):
        pages[f"/{g}"] = QUILL.page(g, f"<h1>{g}</h1><p>Group with 4 projects.</p>")
    pages["/hydrolab-archive/karst-template"] = QUILL.page(
        "karst-template", "<h1>karst-template</h1><p>A paper template.</p>"
    )
    return [QUILL.site(pages)]


# --- a code forge (GitHub-like) with raw files and release assets on another domain ---

HERONRY = Chrome(
    host="www.codeheronry.hx52.example",
    name="Heronry",
    title_format="{title}",
    menu=(("/explore", "Explore"), ("/topics", "Topics"), ("/pricing", "Pricing")),
    footer=(("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")),
    account=(("/login", "Sign in"), ("/signup", "Sign up")),
    home_main="<h1>Heronry</h1><p>Where research code nests.</p>",
    cdn=("http://assets.heronrystatic.test/css/primer-41.css",),
    scripts=("http://collector.heronrystatic.test/stats.js",),
)
RAW = "raw.heronrycontent.hx52.example"
OBJECTS = "objects.heronrycontent.hx52.example"


def _heronry_repo(
    owner: str,
    repo: str,
    desc: str,
    files: list[str],
    issues: list[str],
    releases: list[tuple[str, int, list[str]]],
    badge: str = "",
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Repository pages on the forge, raw files and release assets on the content hosts;
    the truth (absolute URIs) is the repository's pages plus those externals."""
    p = f"/{owner}/{repo}"
    web: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    tabs = ul([(p, "Code"), (f"{p}/issues", "Issues"), (f"{p}/releases", "Releases")], "reponav")

    def rpage(t: str, body: str) -> str:
        return HERONRY.page(
            f"{t} · {owner}/{repo}", f"<h1>{a(f'/{owner}', owner)} / {a(p, repo)}</h1>{tabs}{body}"
        )

    rows = []
    for f in files:
        bp = f"{p}/blob/main/{f}"
        rp = f"/{owner}/{repo}/main/{f}"
        raw[rp] = file_data(f"# {f}\n", "text/plain")
        web[bp] = rpage(f, f'<pre># {escape(f)}</pre><p><a href="http://{RAW}{rp}">Raw</a></p>')
        rows.append(f"<tr><td>{a(bp, f)}</td></tr>")
    ilist = [(f"{p}/issues/{i}", t) for i, t in enumerate(issues, 1)]
    for href, t in ilist:
        web[href] = rpage(t, f"<h2>{escape(t)}</h2><p>Comment thread.</p>")
    web[f"{p}/issues"] = rpage("Issues", ul(ilist))
    rel = []
    for tag, aid, assets in releases:
        alinks = []
        for asset in assets:
            ap = f"/release-assets/{aid}/{asset}"
            obj[ap] = (
                file_pdf(desc, tag, asset)
                if asset.endswith(".pdf")
                else file_data("PK", "application/zip")
            )
            alinks.append((f"http://{OBJECTS}{ap}", asset))
        zp = f"{p}/archive/refs/tags/{tag}.zip"
        web[zp] = file_data("PK\x05\x06", "application/zip")
        alinks.append((zp, "Source code (zip)"))
        web[f"{p}/releases/tag/{tag}"] = rpage(tag, f"<h2>{escape(tag)}</h2>" + ul(alinks))
        rel.append((f"{p}/releases/tag/{tag}", tag))
    web[f"{p}/releases"] = rpage("Releases", ul(rel))
    web[p] = rpage(
        desc,
        f'<p>{escape(desc)}</p>{badge}<table class="files">{"".join(rows)}</table>'
        f"<h3>Releases</h3>{ul(rel[-1:])}",
    )
    truth = [HERONRY.url(x) for x in web]
    truth += [f"http://{RAW}{x}" for x in raw] + [f"http://{OBJECTS}{x}" for x in obj]
    return web, raw, obj, truth


HER_A = _heronry_repo(
    "ameliafrost",
    "tidal-mixing-preprint",
    "Code and paper for the tidal mixing preprint",
    ["README.md", "paper/main.tex", "model/mixing.py"],
    ["Figure 4 colour map"],
    [("preprint-v1", 41122, ["tidal-mixing-v1.pdf"])],
)
HER_B = _heronry_repo(
    "ngozi-lab",
    "ribosome-stalling-analysis",
    "Analysis pipeline of the ribosome stalling preprint",
    ["README.md", "Snakefile", "scripts/call_stalls.py", "paper/manuscript.md", "env.yml"],
    ["Pin pysam version", "Results differ from preprint v1", "Add Zenodo DOI"],
    [
        ("preprint-v1", 50310, ["stalling-preprint-v1.pdf"]),
        ("preprint-v2", 51877, ["stalling-preprint-v2.pdf", "supplementary-tables.zip"]),
        ("published", 53001, ["stalling-accepted-manuscript.pdf", "figures.zip"]),
    ],
    badge=(
        '<p><a href="http://doi.test/10.77001/2025.08.14.559310">'
        '<img src="http://badges.shields.test/preprint.svg" alt="preprint DOI"></a></p>'
    ),
)


def heronry_sites() -> list[Site]:
    web: dict[str, PageValue] = {**HER_A[0], **HER_B[0]}
    for o in ("ameliafrost", "ngozi-lab"):
        web[f"/{o}"] = HERONRY.page(o, f"<h1>{o}</h1><p>6 repositories</p>")
    raw = {"/": "<title>Heronry raw content</title>", **HER_A[1], **HER_B[1]}
    obj = {"/": "<title>Heronry objects</title>", **HER_A[2], **HER_B[2]}
    return [HERONRY.site(web), Site(RAW, raw), Site(OBJECTS, obj)]


def _cases() -> list[Case]:
    M, Q, H = MARLOWE, QUILL, HERONRY
    return [
        # A static series keeps each paper in its own directory: every artifact URI
        # extends the entry URI (with its slash), the seed's Path-Based (Archive-It's
        # Standard seed); neighbours and the series index are outside the path.
        case(
            "marlowe-working-paper",
            "department working-paper series (paper, BibTeX, data directory)",
            "preprint",
            "path_based",
            M.url("/working-papers/2026/03/"),
            [M.url(x) for x in MARLOWE_A_TRUTH],
            marlowe_sites,
            others=[M.url("/working-papers/2026/02/"), M.url("/working-papers/2026/04/")],
        ),
        case(
            "marlowe-revised-working-paper",
            "department working-paper series (three revisions, slides, replication files)",
            "preprint",
            "path_based",
            M.url("/working-papers/2025/11/"),
            [M.url(x) for x in MARLOWE_B_TRUTH],
            marlowe_sites,
            others=[M.url(f"/working-papers/{o}/") for o in ("2026/07", "2025/10", "2025/12")],
        ),
        # GitLab-like: the seed prescribes Path-Based for GitLab.com and BitBucket.
        case(
            "quill-latex-project",
            "LaTeX project forge (one release)",
            "software",
            "path_based",
            Q.url("/vortexgroup/sheaf-cohomology-preprint"),
            [Q.url(x) for x in QUILL_A_TRUTH],
            quill_sites,
        ),
        case(
            "quill-latex-project-releases",
            "LaTeX project forge (paginated issues, three releases, wiki, fork)",
            "software",
            "path_based",
            Q.url("/hydrolab/karst-flow-paper"),
            [Q.url(x) for x in QUILL_B_TRUTH],
            quill_sites,
            others=[Q.url("/hydrolab-archive/karst-template")],
        ),
        # GitHub-like: raw files and release assets on another registrable domain; the
        # seed prescribes Path-Based with Externals for GitHub.
        case(
            "heronry-preprint-code",
            "code forge with release host (one release)",
            "software",
            "path_based_externals",
            H.url("/ameliafrost/tidal-mixing-preprint"),
            HER_A[3],
            heronry_sites,
        ),
        case(
            "heronry-preprint-code-versions",
            "code forge with release host (releases per preprint version, more files)",
            "software",
            "path_based_externals",
            H.url("/ngozi-lab/ribosome-stalling-analysis"),
            HER_B[3],
            heronry_sites,
        ),
    ]


CASES = _cases()
