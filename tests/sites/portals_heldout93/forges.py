"""Replication code hosts: a code forge where political-science journals keep replication
repositories (raw files on a separate user-content domain) and a computational
reproducibility capsule platform (results and data on a separate storage domain).  Every
artifact URI on the portal extends the entry's path; the rest sit on the other domain:
path-based with externals, as the seed says of GitHub and Kaggle.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Chrome, bare_site, csv_file, finish, pdf_file, text, ul, zipped

# --- code forge -----------------------------------------------------------------------------

FORGE = Chrome(
    host="code.polisforge.hx93.example",
    name="PolisForge",
    menu=[
        ("/explore", "Explore"),
        ("/topics/replication", "Replication"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")],
    title_format="{title} · {name}",
)
RAW = "raw.polisforge-usercontent.hx93.example"


@dataclass(frozen=True)
class Repo:
    owner: str
    name: str
    files: tuple[str, ...]
    issues: tuple[tuple[int, str], ...]
    releases: tuple[str, ...]


REPOS = (
    Repo(
        "ajps-replication",
        "ballot-length-turnout",
        ("README.md", "analysis.do"),
        ((1, "Table 2 does not reproduce with Stata 17"),),
        (),
    ),
    Repo(
        "cses-lab",
        "mode-effects-replication",
        ("README.md", "R/01_clean.R", "R/02_models.R", "data/codebook.md", "Makefile"),
        ((3, "Weights missing for wave 2"), (5, "Add session info"), (8, "Figure 3 colours")),
        ("v1.0", "v1.1"),
    ),
)


def _repo(r: Repo, rest: str = "") -> str:
    return f"/{r.owner}/{r.name}/{rest}"


def _forge_truth(r: Repo) -> list[str]:
    out = [_repo(r), _repo(r, "issues"), _repo(r, "commits/main")]
    out += [_repo(r, f"blob/main/{f}") for f in r.files]
    out += [_repo(r, f"issues/{n}") for n, _t in r.issues]
    dirs = sorted({f.rsplit("/", 1)[0] for f in r.files if "/" in f})
    out += [_repo(r, f"tree/main/{d}") for d in dirs]
    if r.releases:
        out.append(_repo(r, "releases"))
        out += [_repo(r, f"releases/tag/{v}") for v in r.releases]
        out += [_repo(r, f"archive/refs/tags/{v}.zip") for v in r.releases]
    urls = [FORGE.url(u) for u in out]
    urls += [f"http://{RAW}/{r.owner}/{r.name}/main/{f}" for f in r.files]
    return urls


def _forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw = bare_site(RAW, {})
    for r in REPOS:
        tabs = ul(
            [
                (_repo(r), "Code"),
                (_repo(r, "issues"), f"Issues {len(r.issues)}"),
                (_repo(r, "commits/main"), "Commits"),
            ]
            + ([(_repo(r, "releases"), "Releases")] if r.releases else [])
        )
        owner = f"<a href='/{r.owner}'>{r.owner}</a> / <a href='{_repo(r)}'>{r.name}</a>"
        top = [f for f in r.files if "/" not in f]
        dirs = sorted({f.rsplit("/", 1)[0] for f in r.files if "/" in f})
        listing = ul(
            [(_repo(r, f"tree/main/{d}"), d + "/") for d in dirs]
            + [(_repo(r, f"blob/main/{f}"), f) for f in top]
        )
        pages[_repo(r)] = FORGE.record(
            f"{r.owner}/{r.name}",
            f"<h1>{owner}</h1>{tabs}{listing}<p>Replication materials.</p>"
            "<aside><a href='/topics/replication'>replication</a> <a href='/topics/stata'>stata</a> "
            f"<a href='/{r.owner}?tab=repositories'>More from {r.owner}</a></aside>",
        )
        for d in dirs:
            pages[_repo(r, f"tree/main/{d}")] = FORGE.record(
                f"{r.name}/{d}",
                f"<h1>{owner} / {d}</h1>{tabs}"
                + ul(
                    (_repo(r, f"blob/main/{f}"), f.rsplit("/", 1)[1])
                    for f in r.files
                    if f.startswith(d + "/")
                ),
            )
        for f in r.files:
            rawu = f"http://{RAW}/{r.owner}/{r.name}/main/{f}"
            pages[_repo(r, f"blob/main/{f}")] = FORGE.record(
                f"{r.name}/{f} at main",
                f"<h1>{owner} / {f}</h1>{tabs}<p><a href='{rawu}'>Raw</a></p><pre>...</pre>",
            )
            raw.add(f"/{r.owner}/{r.name}/main/{f}", text(f"# {f}\n"))
        pages[_repo(r, "issues")] = FORGE.record(
            f"Issues · {r.owner}/{r.name}",
            f"<h1>{owner}</h1>{tabs}"
            + ul((_repo(r, f"issues/{n}"), f"#{n} {t}") for n, t in r.issues),
        )
        for n, t in r.issues:
            pages[_repo(r, f"issues/{n}")] = FORGE.record(
                f"{t} · Issue #{n}",
                f"<h1>{t} #{n}</h1>{tabs}<p>Opened by <a href='/replicator42'>replicator42</a></p>",
            )
        pages[_repo(r, "commits/main")] = FORGE.record(
            f"Commits · {r.owner}/{r.name}",
            f"<h1>{owner}</h1>{tabs}<ol><li>Initial commit</li></ol>",
        )
        if r.releases:
            pages[_repo(r, "releases")] = FORGE.record(
                f"Releases · {r.owner}/{r.name}",
                f"<h1>{owner}</h1>{tabs}"
                + ul((_repo(r, f"releases/tag/{v}"), v) for v in r.releases),
            )
            for v in r.releases:
                pages[_repo(r, f"releases/tag/{v}")] = FORGE.record(
                    f"Release {v} · {r.owner}/{r.name}",
                    f"<h1>{v}</h1>{tabs}<a href='{_repo(r, f'archive/refs/tags/{v}.zip')}'>Source code (zip)</a>",
                )
                pages[_repo(r, f"archive/refs/tags/{v}.zip")] = zipped(v)
    return [finish(FORGE, pages), raw]


FORGE_CASES = [
    # The seed's GitHub row: every page of the repository extends the entry URI
    # (blob, issues, commits), raw files sit on the user-content domain: Path-Based with
    # Externals.  The owner's profile, topics and menus are outside the path.
    case(
        "polisforge-ballot-length",
        "replication code forge (two files, one issue)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url(_repo(REPOS[0])),
        _forge_truth(REPOS[0]),
        _forge_sites,
    ),
    # Harder: nested directories, three issues, two releases with source archives.
    case(
        "polisforge-mode-effects",
        "replication code forge (directories, issues, releases)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url(_repo(REPOS[1])),
        _forge_truth(REPOS[1]),
        _forge_sites,
    ),
]

# --- computational reproducibility capsule platform -----------------------------------------

CAP = Chrome(
    host="capsules.reprocapsule.hx93.example",
    name="ReproCapsule",
    menu=[
        ("/explore", "Explore capsules"),
        ("/journals", "For journals"),
        ("/pricing", "Plans"),
        ("/help", "Help"),
    ],
    footer=[("/legal/terms", "Terms"), ("/legal/privacy", "Privacy"), ("/blog", "Blog")],
    title_format="{title} | {name}",
)
STORE = "storage.reprocapsule-files.hx93.example"


@dataclass(frozen=True)
class Capsule:
    cid: int
    title: str
    code: tuple[str, ...]
    data: tuple[str, ...]
    results: tuple[str, ...]
    versions: int


CAPSULES = (
    Capsule(
        4417203,
        "Reproducing: Ideological Scaling of Survey Respondents",
        ("run.sh", "scale.R"),
        ("ces_subset.csv",),
        ("fig1.pdf",),
        1,
    ),
    Capsule(
        5530118,
        "Reproducing: Split-Ballot Experiments on Question Order",
        ("run.sh", "code/prepare.py", "code/models.py", "code/figures.py"),
        ("split_ballot_a.csv", "split_ballot_b.csv"),
        ("table1.csv", "fig2.pdf", "fig3.pdf", "output.log"),
        3,
    ),
)


def _cap(c: Capsule, rest: str = "") -> str:
    return f"/capsule/{c.cid}/{rest}"


def _store(c: Capsule, kind: str, f: str) -> str:
    return f"http://{STORE}/capsule-{c.cid}/{kind}/{f}"


def _cap_truth(c: Capsule) -> list[str]:
    out = [_cap(c), _cap(c, "code"), _cap(c, "data"), _cap(c, "results"), _cap(c, "environment")]
    out += [_cap(c, f"code/{f}") for f in c.code]
    if c.versions > 1:
        out.append(_cap(c, "versions"))
        out += [_cap(c, f"version/{v}") for v in range(1, c.versions)]
    urls = [CAP.url(u) for u in out]
    urls += [_store(c, "data", f) for f in c.data] + [_store(c, "results", f) for f in c.results]
    return urls


def _cap_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store = bare_site(STORE, {})
    for c in CAPSULES:
        tabs = ul(
            [(_cap(c, t), t.capitalize()) for t in ("code", "data", "results", "environment")]
            + ([(_cap(c, "versions"), "Versions")] if c.versions > 1 else [])
        )
        head = f"<h1><a href='{_cap(c)}'>{c.title}</a></h1>{tabs}"
        pages[_cap(c)] = CAP.record(
            c.title,
            head
            + "<p>Reproducible run: 4 min. Published with the journal's replication policy.</p>"
            "<p><a href='/journals/polmeth'>Journal of Political Methods</a></p>",
        )
        pages[_cap(c, "code")] = CAP.record(
            f"Code - {c.title}", head + ul((_cap(c, f"code/{f}"), f) for f in c.code)
        )
        for f in c.code:
            pages[_cap(c, f"code/{f}")] = CAP.record(f"{f} - {c.title}", head + f"<pre># {f}</pre>")
        pages[_cap(c, "data")] = CAP.record(
            f"Data - {c.title}", head + ul((_store(c, "data", f), f) for f in c.data)
        )
        pages[_cap(c, "results")] = CAP.record(
            f"Results - {c.title}", head + ul((_store(c, "results", f), f) for f in c.results)
        )
        pages[_cap(c, "environment")] = CAP.record(
            f"Environment - {c.title}",
            head + "<p>Base image: r-base 4.3; packages: fixest, data.table</p>",
        )
        for f in c.data:
            store.add(f"/capsule-{c.cid}/data/{f}", csv_file(["id", "x", "y"], 4))
        for f in c.results:
            body = pdf_file(f, c.title) if f.endswith(".pdf") else text(f"{f}\n")
            store.add(f"/capsule-{c.cid}/results/{f}", body)
        if c.versions > 1:
            pages[_cap(c, "versions")] = CAP.record(
                f"Versions - {c.title}",
                head + ul((_cap(c, f"version/{v}"), f"Version {v}") for v in range(1, c.versions)),
            )
            for v in range(1, c.versions):
                pages[_cap(c, f"version/{v}")] = CAP.record(
                    f"Version {v} - {c.title}", head + f"<p>Version {v}.</p>"
                )
    return [finish(CAP, pages), store]


CAP_CASES = [
    # The seed's Kaggle row (dataset with code): the capsule's tabs and code files extend
    # its path, data and results live on the storage domain: Path-Based with Externals.
    case(
        "reprocapsule-ideological-scaling",
        "reproducibility capsule platform (one result)",
        "Multi-Hop",
        "path_based_externals",
        CAP.url(_cap(CAPSULES[0])),
        _cap_truth(CAPSULES[0]),
        _cap_sites,
    ),
    # Harder: nested code, two data files, four results, two earlier versions.
    case(
        "reprocapsule-split-ballot",
        "reproducibility capsule platform (versions, four results)",
        "Multi-Hop",
        "path_based_externals",
        CAP.url(_cap(CAPSULES[1])),
        _cap_truth(CAPSULES[1]),
        _cap_sites,
    ),
]
