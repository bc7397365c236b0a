"""heldout49, SourceCellar (our GitLab-like package), two major versions at two
universities.

A project lives under /<group>/<project>/: tree, blobs, commits, issues, releases, wiki and
merge requests (the seed's GitLab.com row, path_based).  The newer install at Universidad
Marisol serves raw files and release assets from a separate user-content domain (the
seed's GitHub row, path_based_externals).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, binary, case, text, ul, zipped

# ------------------------------------------------------- SourceCellar (GitLab-like) -------


@dataclass
class Project:
    """One SourceCellar project: its files, history, issues, releases and wiki."""

    group: str
    name: str
    description: str
    files: dict[str, str]
    commits: list[tuple[str, str]]
    issues: list[str]
    releases: list[tuple[str, list[str]]]
    wiki: list[str] = field(default_factory=list)
    merge_requests: list[str] = field(default_factory=list)
    sibling: tuple[str, str] | None = None  # another project of the group, linked as a fork

    @property
    def base(self) -> str:
        return f"/{self.group}/{self.name}/"


ISSUES_PER_PAGE = 3


def _forge(
    dep: Deployment, p: Project, raw: Deployment | None, assets: Deployment | None
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """The project's pages on `dep`, its raw and asset files (on their hosts when given),
    and its artifact URIs."""
    b = p.base
    pages: dict[str, PageValue] = {}
    raw_pages: dict[str, PageValue] = {}
    asset_pages: dict[str, PageValue] = {}
    externals: list[str] = []

    def raw_url(path: str) -> str:
        if raw is None:
            return f"{b}-/raw/main/{path}"
        return raw.url(f"/{p.group}/{p.name}/main/{path}")

    def asset_url(tag: str, name: str) -> str:
        if assets is None:
            return f"{b}-/releases/{tag}/downloads/{name}"
        return assets.url(f"/{p.group}/{p.name}/releases/{tag}/{name}")

    nav = [
        ("-/tree/main", "Repository"),
        ("-/commits/main", "Commits"),
        ("-/issues", "Issues"),
        ("-/releases", "Releases"),
    ]
    if p.merge_requests:
        nav.append(("-/merge_requests", "Merge requests"))
    if p.wiki:
        nav.append(("-/wikis/home", "Wiki"))
    side = ul([(b + h, t) for h, t in nav], "project-nav")
    readme = escape(p.files.get("README.md", ""))
    fork = (
        f'<p class="fork-info">Forked as <a href="/{p.group}/{p.sibling[0]}/">{escape(p.sibling[1])}</a></p>'
        if p.sibling
        else ""
    )
    home = (
        f'<div class="project-header"><h1>{escape(p.name)}</h1><p>{escape(p.description)}</p>'
        f'<p>Group: <a href="/{p.group}">{escape(p.group)}</a></p>{fork}'
        f'<p><a href="{b}-/archive/main/{p.name}-main.zip">Download source (zip)</a></p></div>'
        f'<div class="readme"><a href="{b}-/blob/main/README.md">README.md</a><pre>{readme}</pre></div>'
        '<p>Badges: <a href="http://ci.test/pipelines">pipeline passing</a> '
        '<a href="http://doi.test/10.70020/zenodo.123">DOI</a></p>'
    )
    pages[b] = dep.page(f"{p.group} / {p.name}", home, aside=side)
    pages[f"{b}-/archive/main/{p.name}-main.zip"] = zipped(p.files)
    dirs: dict[str, list[str]] = {}
    for path in p.files:
        d = path.rsplit("/", 1)[0] if "/" in path else ""
        dirs.setdefault(d, []).append(path)
    for d, paths in dirs.items():
        entries = [(f"{b}-/blob/main/{x}", x.rsplit("/", 1)[-1]) for x in paths]
        if d == "":
            entries = [(f"{b}-/tree/main/{sub}", sub + "/") for sub in dirs if sub] + entries
        tree_path = f"{b}-/tree/main" + (f"/{d}" if d else "")
        pages[tree_path] = dep.page(
            f"{d or 'Files'} · {p.name}", "<h1>Files</h1>" + ul(entries), aside=side
        )
    for path, body in p.files.items():
        pages[f"{b}-/blob/main/{path}"] = dep.page(
            f"{path} · main · {p.name}",
            f'<h1>{escape(path)}</h1><p><a href="{raw_url(path)}">Open raw</a></p><pre>{escape(body)}</pre>',
            aside=side,
        )
        target = raw_pages if raw is not None else pages
        key = f"/{p.group}/{p.name}/main/{path}" if raw is not None else raw_url(path)
        target[key] = text(body)
        if raw is not None:
            externals.append(raw_url(path))
    pages[f"{b}-/commits/main"] = dep.page(
        f"Commits · {p.name}",
        "<h1>Commits</h1>" + ul([(f"{b}-/commit/{sha}", msg) for sha, msg in p.commits]),
        aside=side,
    )
    for sha, msg in p.commits:
        pages[f"{b}-/commit/{sha}"] = dep.page(
            f"{msg} ({sha[:8]})",
            f'<h1>{escape(msg)}</h1><p>Commit {sha}</p><p><a href="/u/rkoenig">R. König</a></p>',
            aside=side,
        )
    npages = max(1, (len(p.issues) + ISSUES_PER_PAGE - 1) // ISSUES_PER_PAGE)
    for ip in range(npages):
        chunk = list(enumerate(p.issues, 1))[ip * ISSUES_PER_PAGE : (ip + 1) * ISSUES_PER_PAGE]
        nxt = f'<a href="{b}-/issues?page={ip + 2}">Next page</a>' if ip + 1 < npages else ""
        pages[f"{b}-/issues" + (f"?page={ip + 1}" if ip else "")] = dep.page(
            f"Issues · {p.name}",
            "<h1>Issues</h1>" + ul([(f"{b}-/issues/{n}", t) for n, t in chunk]) + nxt,
            aside=side,
        )
    # The label filter every issue links is a view of the project's own issues.
    pages[f"{b}-/issues?label_name=bug"] = dep.page(
        f"bug · Issues · {p.name}",
        "<h1>Issues labelled bug</h1>" + ul([(f"{b}-/issues/1", p.issues[0])]),
        aside=side,
    )
    for n, t in enumerate(p.issues, 1):
        pages[f"{b}-/issues/{n}"] = dep.page(
            f"{t} (#{n}) · Issues · {p.name}",
            f'<h1>{escape(t)}</h1><p>Opened by <a href="/u/lmeier">L. Meier</a></p>'
            f'<p><a href="/{p.group}/{p.name}/-/issues?label_name=bug" class="label">bug</a></p>',
            aside=side,
        )
    rel = []
    for tag, names in p.releases:
        links = [(asset_url(tag, nm), nm) for nm in names]
        links.append((f"{b}-/archive/{tag}/{p.name}-{tag}.tar.gz", "Source code (tar.gz)"))
        pages[f"{b}-/releases/{tag}"] = dep.page(
            f"{tag} · Releases · {p.name}", f"<h1>{escape(tag)}</h1>" + ul(links), aside=side
        )
        pages[f"{b}-/archive/{tag}/{p.name}-{tag}.tar.gz"] = binary(
            b"\x1f\x8b\x08\x00" + tag.encode(), "application/gzip"
        )
        for nm in names:
            body = binary(b"\x7fELF" + nm.encode(), "application/octet-stream")
            if assets is None:
                pages[asset_url(tag, nm)] = body
            else:
                asset_pages[f"/{p.group}/{p.name}/releases/{tag}/{nm}"] = body
                externals.append(asset_url(tag, nm))
        rel.append((f"{b}-/releases/{tag}", tag))
    pages[f"{b}-/releases"] = dep.page(
        f"Releases · {p.name}", "<h1>Releases</h1>" + ul(rel), aside=side
    )
    if p.wiki:
        for slug in p.wiki:
            pages[f"{b}-/wikis/{slug}"] = dep.page(
                f"{slug} · Wiki · {p.name}",
                f"<h1>{escape(slug)}</h1>"
                + ul([(f"{b}-/wikis/{s}", s) for s in p.wiki if s != slug]),
                aside=side,
            )
    if p.merge_requests:
        pages[f"{b}-/merge_requests"] = dep.page(
            f"Merge requests · {p.name}",
            "<h1>Merge requests</h1>"
            + ul([(f"{b}-/merge_requests/{n}", t) for n, t in enumerate(p.merge_requests, 1)]),
            aside=side,
        )
        for n, t in enumerate(p.merge_requests, 1):
            pages[f"{b}-/merge_requests/{n}"] = dep.page(
                f"{t} (!{n}) · {p.name}", f"<h1>{escape(t)}</h1>", aside=side
            )
    truth = [dep.url(path.split("#")[0]) for path in pages] + externals
    return pages, raw_pages, asset_pages, truth


SC = Deployment(
    host="git.oberland-tu.hx49.example",
    name="TU Oberland GitLab",
    languages=["en"],
    lang="de",
    skin="app",
    menu=[
        ("/explore", "Erkunden"),
        ("/explore/groups", "Gruppen"),
        ("/help", "Hilfe"),
        ("/snippets", "Snippets"),
    ],
    footer=[
        ("/help/impressum", "Impressum"),
        ("/help/datenschutz", "Datenschutz"),
        ("/help/nutzungsordnung", "Nutzungsordnung"),
    ],
    title_format="{title} · {name}",
    home_title="Anmelden · TU Oberland GitLab",
    login="/users/sign_in",
    banner='<div class="tuo-brand">Rechenzentrum der TU Oberland</div>',
)

SC_P1 = Project(
    "hydro-lab",
    "flowsim",
    "1-D river flow simulator used in the hydraulics course.",
    {
        "README.md": "flowsim: a 1-D Saint-Venant solver.",
        "LICENSE": "MIT License",
        "src/solver.py": "def step(state):\n    return state\n",
        "src/io.py": "def read(path):\n    return open(path).read()\n",
    },
    [
        ("4c1a9e07b2d35f8e6a0c9d1b7e2f3a4b5c6d7e8f", "Fix upwind scheme"),
        ("9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d", "Initial import"),
    ],
    ["Courant number check too strict", "Add CSV output"],
    [("v1.0", [])],
)
SC_P2 = Project(
    "hydro-lab",
    "sedtrans",
    "Sediment transport library with a command-line tool, coupled to flowsim.",
    {
        "README.md": "sedtrans: bedload and suspended load formulas.",
        "LICENSE": "BSD-3-Clause",
        "CITATION.cff": "cff-version: 1.2.0\ntitle: sedtrans\n",
        "sedtrans/__init__.py": "__version__ = '2.3.1'\n",
        "sedtrans/bedload.py": "def meyer_peter_mueller(theta):\n    return 8 * (theta - 0.047) ** 1.5\n",
        "sedtrans/suspended.py": "def rouse(z):\n    return z\n",
        "tests/test_bedload.py": "def test_mpm():\n    assert True\n",
        "docs/usage.md": "Run `sedtrans --help`.",
    },
    [
        ("0a1b2c3d4e5f60718293a4b5c6d7e8f901234567", "Release 2.3.1"),
        ("1b2c3d4e5f60718293a4b5c6d7e8f9012345678a", "Vectorise Rouse profile"),
        ("2c3d4e5f60718293a4b5c6d7e8f9012345678ab1", "Add CLI"),
    ],
    [
        "Negative transport for theta below critical",
        "Document units of grain size",
        "CLI ignores --output",
        "Support Python 3.13",
        "Wrong Rouse number for fine silt",
        "Add van Rijn formula",
        "Tests fail on Windows",
    ],
    [("v2.3.1", ["sedtrans-2.3.1-linux-x86_64"]), ("v2.2.0", ["sedtrans-2.2.0-linux-x86_64"])],
    wiki=["home", "Installation", "Benchmarks"],
    merge_requests=["Add van Rijn formula", "CI: test on 3.13"],
    sibling=("sedtrans-gpu", "sedtrans-gpu"),
)


def _sc_sites() -> list[Site]:
    p1, _r1, _a1, _t1 = _forge(SC, SC_P1, None, None)
    p2, _r2, _a2, _t2 = _forge(SC, SC_P2, None, None)
    extra: dict[str, PageValue] = {
        "/hydro-lab/sedtrans-gpu/": SC.page(
            "hydro-lab / sedtrans-gpu", "<h1>sedtrans-gpu</h1><p>CUDA port.</p>"
        ),
    }
    return [SC.site(p1 | p2 | extra)]


SC_TYPE = "SourceCellar 16 install at TU Oberland"


def _sc_cases() -> list[Case]:
    return [
        # The seed's GitLab.com row: every URI of the project extends the project URI (with
        # its ending slash): path_based.  Group, user and help pages lie outside it.
        case(
            "sc-flowsim",
            f"{SC_TYPE} (small project: tree, commits, issues, one release)",
            "Multi-Hop",
            "path_based",
            SC.url(SC_P1.base),
            _forge(SC, SC_P1, None, None)[3],
            _sc_sites,
        ),
        # Harder: nested tree, paginated issues, wiki, merge requests, release binaries, and
        # a fork whose path /hydro-lab/sedtrans-gpu/ extends the project path without slash.
        case(
            "sc-sedtrans",
            f"{SC_TYPE} (library: paginated issues, wiki, merge requests, binaries, fork)",
            "Multi-Hop",
            "path_based",
            SC.url(SC_P2.base),
            _forge(SC, SC_P2, None, None)[3],
            _sc_sites,
            others=[SC.url("/hydro-lab/sedtrans-gpu/")],
        ),
    ]


# ----------------------------------- SourceCellar with a separate user-content domain -----

SCX = Deployment(
    host="code.marisol-univ.hx49.example",
    name="Marisol Code",
    skin="classic",
    menu=[("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[
        ("/-/terms", "Terms"),
        ("/-/privacy", "Privacy"),
        ("http://status.marisol-univ.hx49.example/", "Status"),
    ],
    title_format="{title} · {name}",
    home_title="Marisol Code",
    login="/users/sign_in",
    banner='<div class="mu-brand">Universidad Marisol · Research Software</div>',
)
SCX_STATUS = Deployment(
    host="status.marisol-univ.hx49.example", name="Status", menu=[], skin="minimal"
)
SCX_RAW = Deployment(
    host="raw.marisol-usercontent.hx49.example", name="raw", menu=[], skin="minimal"
)
SCX_ASSETS = Deployment(
    host="assets.marisol-usercontent.hx49.example", name="assets", menu=[], skin="minimal"
)

SCX_P1 = Project(
    "ecomod",
    "reefsim",
    "Agent-based coral reef recovery model.",
    {
        "README.md": "reefsim: coral recruitment and bleaching scenarios.",
        "model/agents.R": "agents <- list()\n",
        "LICENSE": "GPL-3.0",
    },
    [("5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80", "Bleaching scenario B")],
    ["Recruitment rate units"],
    [("v0.9", ["reefsim-0.9.tar.gz"])],
)
SCX_P2 = Project(
    "ecomod",
    "mangrove-carbon",
    "Mangrove blue-carbon stock accounting toolkit.",
    {
        "README.md": "mangrove-carbon: allometric stock estimates.",
        "LICENSE": "Apache-2.0",
        "mcarbon/allometry.py": "def agb(dbh, rho):\n    return 0.251 * rho * dbh ** 2.46\n",
        "mcarbon/soil.py": "def soc(depth):\n    return depth\n",
        "data/species_wood_density.csv": "species,rho\nRhizophora mangle,0.84\n",
        "notebooks/example.ipynb": "{}",
    },
    [
        ("6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091", "Add soil carbon"),
        ("7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2", "Species table"),
    ],
    [
        "Wood density for Avicennia",
        "Units in soil module",
        "Notebook outdated",
        "Add uncertainty propagation",
    ],
    [
        ("v1.2.0", ["mangrove_carbon-1.2.0-py3-none-any.whl", "mangrove_carbon-1.2.0.tar.gz"]),
        ("v1.1.0", ["mangrove_carbon-1.1.0-py3-none-any.whl"]),
    ],
    wiki=["home", "Field-protocol"],
)


def _scx_sites() -> list[Site]:
    p1, r1, a1, _t1 = _forge(SCX, SCX_P1, SCX_RAW, SCX_ASSETS)
    p2, r2, a2, _t2 = _forge(SCX, SCX_P2, SCX_RAW, SCX_ASSETS)
    return [SCX.site(p1 | p2), SCX_RAW.site(r1 | r2), SCX_ASSETS.site(a1 | a2), SCX_STATUS.site({})]


SCX_TYPE = "SourceCellar 17 install at Universidad Marisol with a user-content domain"


def _scx_cases() -> list[Case]:
    return [
        # The seed's GitHub row: path-based project pages plus raw files and release
        # assets served from a separate user-content domain: path_based_externals.
        case(
            "scx-reefsim",
            f"{SCX_TYPE} (model, raw files and one release asset off-domain)",
            "Multi-Hop",
            "path_based_externals",
            SCX.url(SCX_P1.base),
            _forge(SCX, SCX_P1, SCX_RAW, SCX_ASSETS)[3],
            _scx_sites,
        ),
        # Harder: nested tree, paginated issues, wiki, two releases with wheels and sdists on
        # the assets host.
        case(
            "scx-mangrove-carbon",
            f"{SCX_TYPE} (toolkit, paginated issues, wiki, two releases off-domain)",
            "Multi-Hop",
            "path_based_externals",
            SCX.url(SCX_P2.base),
            _forge(SCX, SCX_P2, SCX_RAW, SCX_ASSETS)[3],
            _scx_sites,
        ),
    ]


CASES: list[Case] = [*_sc_cases(), *_scx_cases()]
