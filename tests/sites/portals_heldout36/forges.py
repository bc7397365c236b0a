"""Code forges (GitHub-, GitLab-, Bitbucket-, SourceHut-, Codeberg-like): a software project
is everything under its repository path (seed: Path-Based), plus — where the forge serves raw
files and release binaries from other registrable domains, as GitHub does — those external
files (Path-Based with Externals).  Owner profiles, other repositories, forks, topics, the
forge's explore/marketplace pages and third-party badges are outside the artifact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data

from ._kit import cookie_banner, host, site_of, u


@dataclass(frozen=True)
class Repo:
    owner: str
    name: str
    about: str
    files: tuple[str, ...]
    issues: tuple[tuple[int, str], ...]
    commits: tuple[tuple[str, str], ...]
    releases: tuple[tuple[str, tuple[str, ...]], ...]  # tag, asset file names
    wiki: tuple[str, ...] = ()
    others: tuple[str, ...] = ()  # other repositories of the owner (sidebar)
    fork_of: str | None = None
    topics: tuple[str, ...] = field(default=("research-software",))


@dataclass(frozen=True)
class Layout:
    """How one forge spells its URLs below the repository path P (which ends in '/')."""

    blob: str  # "blob/main/{f}"
    issues: str
    issue: str  # "issues/{n}"
    commits: str
    commit: str  # "commit/{sha}"
    releases: str
    release: str  # "releases/tag/{tag}"
    wiki: str  # "wiki/{page}"
    extra: tuple[tuple[str, str], ...]  # (sub-path, label) pages every repo has
    raw_host: str | None  # external raw host, or None: raw on the forge under `raw`
    raw: str  # "raw/main/{f}" (forge) or "{owner}/{name}/main/{f}" (raw host)
    asset_host: str | None
    asset: str  # "releases/download/{tag}/{a}" or external path


def _pages(
    portal: Portal, layout: Layout, repo: Repo, css: str
) -> tuple[dict[str, object], dict[str, dict[str, object]], set[str], str]:
    """(forge pages, pages by external host, truth, entry) of one repository."""
    p = f"/{repo.owner}/{repo.name}/"
    entry = portal.url(p)
    pages: dict[str, object] = {}
    ext: dict[str, dict[str, object]] = {}
    truth = {entry}
    full = f"{repo.owner}/{repo.name}"

    def mine(sub: str, body: str, title: str) -> None:
        pages[p + sub] = portal.page(f"{title} · {full}", _repo_frame(repo, p, layout, css, body))
        truth.add(portal.url(p + sub))

    def raw_url(f: str) -> str:
        if layout.raw_host is None:
            return portal.url(p + layout.raw.format(f=f))
        return u(layout.raw_host, "/" + layout.raw.format(owner=repo.owner, name=repo.name, f=f))

    def asset_url(tag: str, a: str) -> str:
        path = layout.asset.format(tag=tag, a=a, owner=repo.owner, name=repo.name)
        return portal.url(p + path) if layout.asset_host is None else u(layout.asset_host, path)

    def add_file(url: str, body: bytes, ctype: str) -> None:
        truth.add(url)
        h = url.split("/")[2]
        if h == portal.host:
            pages[url.split(h, 1)[1]] = data(body, ctype)
        else:
            ext.setdefault(h, {})[url.split(h, 1)[1]] = data(body, ctype)

    for f in repo.files:
        text = f"# {f} of {repo.name}\n{repo.about}\n"
        mine(
            layout.blob.format(f=f),
            f'<div class="file-header"><span>{escape(f)}</span> '
            f'<a class="btn" href="{raw_url(f)}">Raw</a></div><pre>{escape(text)}</pre>',
            f,
        )
        add_file(raw_url(f), text.encode(), "text/plain; charset=utf-8")
    items = "".join(
        f'<li><a href="{p}{layout.issue.format(n=n)}">#{n} {escape(t)}</a></li>'
        for n, t in repo.issues
    )
    mine(layout.issues, f"<h2>Issues</h2><ul class='issue-list'>{items}</ul>", "Issues")
    for n, t in repo.issues:
        mine(
            layout.issue.format(n=n),
            f"<h2>{escape(t)} #{n}</h2><p>Opened by a contributor.</p>"
            f'<p><a href="/{repo.owner}">@{repo.owner}</a> commented: thanks, see '
            f'<a href="{p}{layout.commit.format(sha=repo.commits[0][0])}">the fix</a>.</p>',
            t,
        )
    items = "".join(
        f'<li><a href="{p}{layout.commit.format(sha=s)}">{escape(m)}</a> <code>{s[:7]}</code></li>'
        for s, m in repo.commits
    )
    mine(layout.commits, f"<h2>Commits on main</h2><ol>{items}</ol>", "Commits")
    for s, m in repo.commits:
        mine(layout.commit.format(sha=s), f"<h2>{escape(m)}</h2><pre>diff --git a b</pre>", m)
    rel_items = []
    for tag, assets in repo.releases:
        al = []
        for a in assets:
            au = asset_url(tag, a)
            add_file(au, f"{repo.name} {tag} {a}\n".encode() * 8, "application/gzip")
            al.append(f'<li><a href="{au}" rel="nofollow">{escape(a)}</a></li>')
        body = f"<h2>{escape(repo.name)} {tag}</h2><p>Release notes.</p><ul>{''.join(al)}</ul>"
        mine(layout.release.format(tag=tag), body, f"Release {tag}")
        rel_items.append(f'<li><a href="{p}{layout.release.format(tag=tag)}">{tag}</a></li>')
    mine(layout.releases, f"<h2>Releases</h2><ul>{''.join(rel_items)}</ul>", "Releases")
    for w in repo.wiki:
        wl = "".join(
            f'<li><a href="{p}{layout.wiki.format(page=x)}">{x}</a></li>' for x in repo.wiki
        )
        mine(layout.wiki.format(page=w), f"<h2>{escape(w)}</h2><ul>{wl}</ul>", w)
    for sub, label in layout.extra:
        mine(sub, f"<h2>{escape(label)}</h2><p>{escape(label)} of {full}.</p>", label)

    # The entry: file tree, README, sidebar with releases, other repositories, topics.
    tree = "".join(
        f'<tr><td><a href="{p}{layout.blob.format(f=f)}">{escape(f)}</a></td></tr>'
        for f in repo.files
    )
    latest = repo.releases[-1][0]
    side = (
        f'<aside class="{css}-sidebar"><h3>About</h3><p>{escape(repo.about)}</p>'
        + "".join(f'<a class="topic" href="/topics/{t}">{t}</a> ' for t in repo.topics)
        + f'<h3>Releases</h3><a href="{p}{layout.release.format(tag=latest)}">{latest} '
        f'Latest</a> <a href="{p}{layout.releases}">all releases</a>'
        + (
            f'<h3>Wiki</h3><a href="{p}{layout.wiki.format(page=repo.wiki[0])}">Home</a>'
            if repo.wiki
            else ""
        )
        + "<h3>More from the owner</h3><ul>"
        + "".join(f'<li><a href="/{repo.owner}/{o}/">{o}</a></li>' for o in repo.others)
        + "</ul></aside>"
    )
    fork = (
        f'<p class="fork">forked from <a href="/{repo.fork_of}/">{repo.fork_of}</a></p>'
        if repo.fork_of
        else ""
    )
    nav = "".join(f'<a href="{p}{sub}">{escape(lab)}</a> ' for sub, lab in layout.extra)
    body = (
        f'<div class="{css}-repohead"><h1><a href="/{repo.owner}">{repo.owner}</a> / '
        f'<a href="{p}">{repo.name}</a></h1>{fork}'
        f'<nav class="reponav"><a href="{p}">Code</a> <a href="{p}{layout.issues}">Issues '
        f'{len(repo.issues)}</a> <a href="{p}{layout.commits}">{len(repo.commits)} commits</a> '
        f"{nav}</nav>"
        f'<form method="post" action="/{repo.owner}/{repo.name}/star"><button>Star</button>'
        f"</form></div><table class='files'>{tree}</table>"
        f'<article class="readme"><h2>{escape(repo.name)}</h2><p>{escape(repo.about)}</p>'
        f'<p><img src="https://img.shields.test/badge/build-passing-green.svg" alt="build"></p>'
        f"</article>{side}{cookie_banner()}"
    )
    pages[p] = portal.page(f"{full}: {repo.about}", body)
    for o in repo.others:
        pages.setdefault(
            f"/{repo.owner}/{o}/", portal.page(f"{repo.owner}/{o}", f"<h1>{repo.owner}/{o}</h1>")
        )
    return pages, ext, truth, entry


def _repo_frame(repo: Repo, p: str, layout: Layout, css: str, body: str) -> str:
    return (
        f'<div class="{css}-repohead"><a href="/{repo.owner}">{repo.owner}</a> / '
        f'<a href="{p}">{repo.name}</a> <a href="{p}{layout.issues}">Issues</a> '
        f'<a href="{p}{layout.releases}">Releases</a></div><div class="{css}-body">{body}</div>'
    )


def _forge(
    imitates: str,
    expected: str,
    portal: Portal,
    layout: Layout,
    css: str,
    repos: list[tuple[str, Repo]],
) -> list[Case]:
    built = [(label, _pages(portal, layout, r, css)) for label, r in repos]
    forge_pages: dict[str, object] = {}
    ext_pages: dict[str, dict[str, object]] = {}
    for _label, (pages, ext, _t, _e) in built:
        forge_pages.update(pages)
        for h, ps in ext.items():
            ext_pages.setdefault(h, {}).update(ps)

    def build() -> list[Site]:
        sites = [site_of(portal, forge_pages)]  # type: ignore[arg-type]
        for h, ps in ext_pages.items():
            s = Site(h)
            for path, v in ps.items():
                s.add(path, v)  # type: ignore[arg-type]
            sites.append(s)
        return sites

    cases = []
    for (label, (_p, _x, truth, entry)), (_l, repo) in zip(built, repos, strict=True):
        others = {portal.url(f"/{repo.owner}/{o}/") for o in repo.others}
        if repo.fork_of:
            others.add(portal.url(f"/{repo.fork_of}/"))
        cases.append(
            Case(
                name=f"{css}-{label}",
                imitates=f"{imitates} ({label})",
                artifact_class="software project",
                expected=expected,
                entry=entry,
                truth=frozenset(truth),
                build=build,
                others=frozenset(others),
            )
        )
    return cases


def _shas(seed: str, n: int) -> tuple[str, ...]:
    import hashlib

    return tuple(hashlib.sha1(f"{seed}{i}".encode()).hexdigest() for i in range(n))


def _menu(*items: str) -> list[tuple[str, str]]:
    return [(f"/{i.lower().replace(' ', '-')}", i) for i in items]


FOOT = [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")]


# --- GitHub-like: raw files and release binaries on two other registrable domains ---------
# Expected: path_based_externals (seed: GitHub). Truth: every page under /owner/repo/ linked
# from the repository (code, files, issues, commits, releases, wiki, insights) plus the raw
# files on the raw host and the release assets on the asset host.
GH = Portal(
    host("www", "quarrylight"),
    "Quarrylight",
    _menu("Explore", "Marketplace", "Pricing", "Topics"),
    FOOT,
    title_format="{title} · Quarrylight",
)
GH_LAYOUT = Layout(
    "blob/main/{f}",
    "issues",
    "issues/{n}",
    "commits/main",
    "commit/{sha}",
    "releases",
    "releases/tag/{tag}",
    "wiki/{page}",
    (("pulse", "Insights"), ("graphs/contributors", "Contributors")),
    host("raw", "quarrylightusercontent"),
    "{owner}/{name}/main/{f}",
    host("objects", "quarrylightassets"),
    "/release-assets/{owner}/{name}/{tag}/{a}",
)
GH_SHAS = _shas("gh", 6)
GH_CASES = _forge(
    "GitHub-like forge",
    "path_based_externals",
    GH,
    GH_LAYOUT,
    "ql",
    [
        (
            "simple",
            Repo(
                "fenwick-lab",
                "tidegauge-qc",
                "Quality control for tide gauge series",
                ("README.md", "tidegauge_qc.py", "LICENSE"),
                ((3, "Handle leap seconds"),),
                tuple(zip(GH_SHAS[:2], ("Initial import", "Fix flag parsing"), strict=True)),
                (("v0.2.0", ("tidegauge-qc-0.2.0.tar.gz",)),),
                others=("fenwick-lab-homepage",),
            ),
        ),
        (
            "harder",
            Repo(
                "orlaith-mcb",
                "snowpack-sim",
                "Snowpack energy-balance simulator",
                (
                    "README.md",
                    "setup.cfg",
                    "src/snowpack/model.py",
                    "docs/usage.md",
                    "CITATION.cff",
                ),
                ((12, "NaN in albedo"), (15, "Add Windows wheels"), (19, "Cite the paper")),
                tuple(zip(GH_SHAS[2:], ("Model core", "Albedo", "Docs", "Release"), strict=True)),
                (
                    ("v1.0.0", ("snowpack-sim-1.0.0.tar.gz",)),
                    (
                        "v1.1.0",
                        ("snowpack-sim-1.1.0.tar.gz", "snowpack_sim-1.1.0-py3-none-any.whl"),
                    ),
                ),
                wiki=("Home", "Calibration"),
                others=("snowpack-data", "dotfiles"),
                fork_of="alpine-models/snowpack-core",
            ),
        ),
    ],
)


# --- GitLab-like: raw files and tag archives served under /group/project/-/ on the forge ---
# Expected: path_based (seed: GitLab.com). Truth: every page and file under the project path.
GL = Portal(
    host("gitlab", "hollowmere"),
    "Hollowmere GitLab",
    _menu("Projects", "Groups", "Snippets", "Help"),
    FOOT,
    title_format="{title} · GitLab",
)
GL_LAYOUT = Layout(
    "-/blob/main/{f}",
    "-/issues",
    "-/issues/{n}",
    "-/commits/main",
    "-/commit/{sha}",
    "-/releases",
    "-/releases/{tag}",
    "-/wikis/{page}",
    (("-/graphs/main", "Contributors"), ("-/pipelines", "Pipelines")),
    None,
    "-/raw/main/{f}",
    None,
    "-/archive/{tag}/{a}",
)
GL_SHAS = _shas("gl", 6)
GL_CASES = _forge(
    "GitLab-like forge",
    "path_based",
    GL,
    GL_LAYOUT,
    "hm",
    [
        (
            "simple",
            Repo(
                "geodesy-group",
                "baseline-adjust",
                "Least-squares adjustment of GNSS baselines",
                ("README.md", "adjust.f90", "Makefile"),
                ((1, "Document input format"),),
                tuple(zip(GL_SHAS[:2], ("Import", "Makefile fix"), strict=True)),
                (("1.0", ("baseline-adjust-1.0.tar.gz",)),),
                others=("ntrip-tools",),
            ),
        ),
        (
            "harder",
            Repo(
                "lichen-survey",
                "phycobiont-pipeline",
                "Metabarcoding pipeline for lichen photobionts",
                ("README.md", "Snakefile", "envs/qc.yaml", "scripts/filter.R", "config.yaml"),
                ((4, "Support ITS2"), (7, "Docker image"), (9, "Paper reference")),
                tuple(zip(GL_SHAS[2:], ("Pipeline", "ITS2", "Docker", "v2"), strict=True)),
                (
                    ("v1.4", ("phycobiont-pipeline-v1.4.zip",)),
                    ("v2.0", ("phycobiont-pipeline-v2.0.zip", "phycobiont-pipeline-v2.0.tar.gz")),
                ),
                wiki=("home", "running-on-a-cluster"),
                others=("reference-db", "field-forms"),
            ),
        ),
    ],
)


# --- Bitbucket-like: source, issues, downloads all under /workspace/repo/ ------------------
# Expected: path_based (seed: BitBucket). Truth: everything under the repository path.
BB = Portal(
    host("bitbucket", "tarnwick"),
    "Tarnwick Bitbucket",
    _menu("Your work", "Repositories", "Projects"),
    FOOT,
    title_format="{title} — Tarnwick Bitbucket",
)
BB_LAYOUT = Layout(
    "src/main/{f}",
    "issues",
    "issues/{n}",
    "commits/",
    "commits/{sha}",
    "downloads/",
    "downloads/?tag={tag}",
    "wiki/{page}",
    (("branches/", "Branches"), ("pull-requests/", "Pull requests")),
    None,
    "raw/main/{f}",
    None,
    "downloads/{a}",
)
BB_SHAS = _shas("bb", 6)
BB_CASES = _forge(
    "Bitbucket-like forge",
    "path_based",
    BB,
    BB_LAYOUT,
    "tw",
    [
        (
            "simple",
            Repo(
                "cryo-em-unit",
                "ctf-estimate",
                "CTF estimation for cryo-EM micrographs",
                ("README.rst", "ctf/estimate.py"),
                ((2, "Astigmatism sign"),),
                tuple(zip(BB_SHAS[:2], ("Start", "Astigmatism"), strict=True)),
                (("0.9", ("ctf-estimate-0.9.tar.bz2",)),),
                others=("motion-correct",),
            ),
        ),
        (
            "harder",
            Repo(
                "hydro-modelling",
                "karst-flow",
                "Pipe-flow model of karst conduits",
                ("README.rst", "karst/conduit.py", "karst/exchange.py", "tests/test_flow.py"),
                ((5, "Turbulent regime"), (6, "Units in docs"), (8, "Python 3.12")),
                tuple(zip(BB_SHAS[2:], ("Core", "Exchange", "Tests", "Release"), strict=True)),
                (
                    ("2.0", ("karst-flow-2.0.tar.bz2",)),
                    ("2.1", ("karst-flow-2.1.tar.bz2", "karst-flow-2.1-manual.pdf")),
                ),
                wiki=("Home", "Benchmarks"),
                others=("karst-data", "thesis-figures"),
            ),
        ),
    ],
)


# --- SourceHut-like: ~user/repo with tree, log, refs and tickets under the repo path -------
# Expected: path_based (one host, everything under /~user/repo/). Truth: the repo's pages.
SH = Portal(
    host("git", "brackenhut"),
    "brackenhut git",
    [("/projects", "projects"), ("/~", "your repos"), ("/docs", "docs")],
    [("/site/privacy", "privacy"), ("/site/terms", "terms")],
    title_format="{title} - brackenhut git",
)
SH_LAYOUT = Layout(
    "tree/main/item/{f}",
    "tickets",
    "tickets/{n}",
    "log",
    "commit/{sha}",
    "refs",
    "refs/{tag}",
    "wiki/{page}",
    (("summary", "summary"),),
    None,
    "blob/main/{f}",
    None,
    "refs/download/{tag}/{a}",
)
SH_SHAS = _shas("sh", 6)
SH_CASES = _forge(
    "SourceHut-like forge",
    "path_based",
    SH,
    SH_LAYOUT,
    "bh",
    [
        (
            "simple",
            Repo(
                "~ineke",
                "ocr-fraktur",
                "OCR post-correction for Fraktur newspapers",
                ("README", "fraktur.c", "Makefile"),
                ((1, "Long s handling"),),
                tuple(zip(SH_SHAS[:2], ("initial", "long s"), strict=True)),
                (("0.3", ("ocr-fraktur-0.3.tar.gz",)),),
                others=("dotfiles",),
            ),
        ),
        (
            "harder",
            Repo(
                "~tomasz",
                "ice-core-age",
                "Age-depth models for ice cores",
                ("README.md", "agemodel/__init__.py", "agemodel/layers.py", "doc/method.md"),
                ((10, "Annual layer counting"), (11, "Volcanic tie points")),
                tuple(zip(SH_SHAS[2:], ("layers", "ties", "docs", "release"), strict=True)),
                (("0.8", ("ice-core-age-0.8.tar.gz",)), ("0.9", ("ice-core-age-0.9.tar.gz",))),
                wiki=("index", "tie-points"),
                others=("vostok-plots", "talks"),
            ),
        ),
    ],
)


# --- Codeberg-like (Gitea): src/branch, raw and release downloads under /owner/repo/ -------
# Expected: path_based (Gitea serves release attachments under the repo path).
CB = Portal(
    host("codeberg", "fernmarsh"),
    "Fernmarsh",
    _menu("Explore", "Help", "Blog"),
    FOOT,
    title_format="{title} - Fernmarsh",
)
CB_LAYOUT = Layout(
    "src/branch/main/{f}",
    "issues",
    "issues/{n}",
    "commits/branch/main",
    "commit/{sha}",
    "releases",
    "releases/tag/{tag}",
    "wiki/{page}",
    (("activity", "Activity"), ("pulls", "Pull requests")),
    None,
    "raw/branch/main/{f}",
    None,
    "releases/download/{tag}/{a}",
)
CB_SHAS = _shas("cb", 6)
CB_CASES = _forge(
    "Codeberg-like forge",
    "path_based",
    CB,
    CB_LAYOUT,
    "fm",
    [
        (
            "simple",
            Repo(
                "birdsong-archive",
                "syllable-seg",
                "Syllable segmentation for birdsong recordings",
                ("README.md", "syllable_seg.py"),
                ((2, "Sample rate"),),
                tuple(zip(CB_SHAS[:2], ("Initial", "Sample rate"), strict=True)),
                (("v0.1", ("syllable-seg-0.1.tar.gz",)),),
                others=("sonograms",),
            ),
        ),
        (
            "harder",
            Repo(
                "dendro-cooperative",
                "ringwidth",
                "Tree-ring width crossdating toolkit",
                (
                    "README.md",
                    "ringwidth/xdate.py",
                    "ringwidth/io.py",
                    "CHANGELOG.md",
                    "CITATION.cff",
                ),
                ((21, "Tucson format"), (22, "Heidelberg format"), (25, "Release 1.0")),
                tuple(zip(CB_SHAS[2:], ("xdate", "io", "changelog", "1.0"), strict=True)),
                (
                    ("v0.9", ("ringwidth-0.9.tar.gz",)),
                    ("v1.0", ("ringwidth-1.0.tar.gz", "ringwidth-1.0-manual.pdf")),
                ),
                wiki=("Home", "File-formats"),
                others=("chronologies",),
                fork_of="treering-tools/xdate-core",
            ),
        ),
    ],
)

CASES = [*GH_CASES, *GL_CASES, *BB_CASES, *SH_CASES, *CB_CASES]
