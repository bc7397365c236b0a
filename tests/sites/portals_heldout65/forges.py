"""Multi-hop course artifacts under one path whose files live on other domains: a
course-code forge with raw-content and release-asset domains (GitHub-like) and a
learning-analytics notebook arena with a blob-storage domain (Kaggle-like) -- the seed's
Path-Based with Externals portals.

Each portal's `build()` makes its whole host (both records and the pages they link).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Shell, data, ul

# --- Course-code forge with a raw-content domain (GitHub-like) ---------------------------

FORGE = Shell(
    "git.classforge.hx65.example",
    "ClassForge",
    [("/explore", "Explore"), ("/classrooms", "Classrooms"), ("/pricing", "Pricing")],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/status", "Status"),
        ("/site/docs", "Docs"),
    ],
    title_format="{title} · {name}",
    chrome_extra={
        "/cs-teach": "cs-teach",
        "/ulla-berg": "ulla-berg",
        "/upstream-edu": "upstream-edu",
    },
)
RAW = "raw.classforgecdn.hx65.example"
OBJ = "objects.classforgecdn.hx65.example"


def forge_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>raw</title><p>raw content</p>"}
    obj: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>objects</title><p>objects</p>"}
    repos = {
        "/cs-teach/intro-programming-labs": (
            ["README.md", "lab01/instructions.md", "lab01/starter.py"],
            [],
            2,
            None,
        ),
        "/ulla-berg/autograder-workshop": (
            ["README.md", "grader/run.py", "grader/tests.yaml", "slides/workshop.md"],
            [
                ("v1.0", "autograder-workshop-1.0.tar.gz"),
                ("v1.1", "autograder-workshop-1.1.tar.gz"),
            ],
            3,
            "/upstream-edu/autograder",
        ),
        "/upstream-edu/autograder": (["README.md"], [], 0, None),
    }
    for repo, (files, rels, issues, fork) in repos.items():
        name = repo.rsplit("/", 1)[1]
        tabs = [
            (f"{repo}/", "Code"),
            (f"{repo}/issues", f"Issues {issues}"),
            (f"{repo}/releases", "Releases"),
            (f"{repo}/wiki", "Wiki"),
        ]
        nav = ul(tabs, "repo-tabs")
        owner = repo.rsplit("/", 1)[0]
        forked = f'<p>forked from <a href="{fork}/">{fork[1:]}</a></p>' if fork else ""
        tree = ul([(f"{repo}/blob/main/{f}", f) for f in files])
        pages[f"{repo}/"] = FORGE.page(
            repo[1:],
            f'<h1><a href="{owner}">{owner[1:]}</a> / {name}</h1>{forked}{nav}{tree}'
            f'<p><a href="http://{RAW}{repo}/main/README.md">README (raw)</a></p>',
        )
        for f in files:
            pages[f"{repo}/blob/main/{f}"] = FORGE.page(
                f"{name}/{f} at main",
                f"{nav}<h1>{escape(f)}</h1>"
                f'<a href="http://{RAW}{repo}/main/{f}">Raw</a> '
                f'<a href="{repo}/commits/main/{f}">History</a>',
            )
            pages[f"{repo}/commits/main/{f}"] = FORGE.page(
                f"History for {f}", f'{nav}<a href="{repo}/commit/4e1f0a9">4e1f0a9 initial</a>'
            )
            raw[f"{repo}/main/{f}"] = data(f"# {f}\n", "text/plain")
        pages[f"{repo}/commit/4e1f0a9"] = FORGE.page(f"initial · {name}", f"{nav}<pre>diff</pre>")
        pages[f"{repo}/issues"] = FORGE.page(
            f"Issues · {name}",
            nav + ul([(f"{repo}/issues/{i}", f"Issue {i}") for i in range(1, issues + 1)]),
        )
        for i in range(1, issues + 1):
            pages[f"{repo}/issues/{i}"] = FORGE.page(f"Issue {i} · {name}", f"{nav}<p>Lab typo</p>")
        pages[f"{repo}/releases"] = FORGE.page(
            f"Releases · {name}",
            nav
            + ul(
                [(f"{repo}/releases/tag/{t}", t) for t, _ in rels]
                + [(f"http://{OBJ}{repo}/releases/{t}/{a}", a) for t, a in rels]
            ),
        )
        for t, a in rels:
            pages[f"{repo}/releases/tag/{t}"] = FORGE.page(
                f"Release {t} · {name}",
                f'{nav}<a href="http://{OBJ}{repo}/releases/{t}/{a}">{a}</a>',
            )
            obj[f"{repo}/releases/{t}/{a}"] = b"\x1f\x8b\x08\x00" + bytes(16)
        pages[f"{repo}/wiki"] = FORGE.page(f"Wiki · {name}", f"{nav}<p>Teaching notes.</p>")
    return [FORGE.site(pages), Site(RAW, raw), Site(OBJ, obj)]


def _forge_cases() -> list[Case]:
    u = FORGE.url

    def truth(repo: str, files: list[str], issues: int, rels: list[tuple[str, str]]) -> list[str]:
        t = [u(f"{repo}/{x}") for x in ("", "issues", "releases", "wiki", "commit/4e1f0a9")]
        t += [u(f"{repo}/issues/{i}") for i in range(1, issues + 1)]
        for f in files:
            t += [u(f"{repo}/blob/main/{f}"), u(f"{repo}/commits/main/{f}")]
            t.append(f"http://{RAW}{repo}/main/{f}")
        for tag, a in rels:
            t += [u(f"{repo}/releases/tag/{tag}"), f"http://{OBJ}{repo}/releases/{tag}/{a}"]
        return t

    r1, r2 = "/cs-teach/intro-programming-labs", "/ulla-berg/autograder-workshop"
    return [
        # A software project on a GitHub-like forge: everything under the repository path,
        # raw files on a separate content domain -> Path-Based with Externals.
        case(
            "classforge-intro-labs",
            "Course-code forge (lab repository with raw files)",
            "Multi-Hop",
            "path_based_externals",
            u(r1 + "/"),
            truth(r1, ["README.md", "lab01/instructions.md", "lab01/starter.py"], 2, []),
            forge_build,
        ),
        # Harder: a fork with releases whose assets are on a second external domain; the
        # upstream repository is another artifact -> Path-Based with Externals.
        case(
            "classforge-autograder-fork",
            "Course-code forge (forked workshop repository with releases)",
            "Multi-Hop",
            "path_based_externals",
            u(r2 + "/"),
            truth(
                r2,
                ["README.md", "grader/run.py", "grader/tests.yaml", "slides/workshop.md"],
                3,
                [
                    ("v1.0", "autograder-workshop-1.0.tar.gz"),
                    ("v1.1", "autograder-workshop-1.1.tar.gz"),
                ],
            ),
            forge_build,
            others=[u("/upstream-edu/autograder/")],
        ),
    ]


# --- Learning-analytics notebook arena (Kaggle-like) -------------------------------------

ARENA = Shell(
    "www.learnlyticsarena.hx65.example",
    "Learnlytics Arena",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    chrome_extra={"/ana-ruiz": "Ana Ruiz", "/edm-lab": "EDM Lab"},
)
BLOB = "storage.arenablobs.hx65.example"


def arena_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    blobs: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>blobs</title><p>storage</p>"}
    sets = {
        "/datasets/ana-ruiz/mooc-clickstream-2023": (
            "MOOC Clickstream 2023",
            88213,
            ["events.csv", "courses.csv"],
            [1],
            ["/code/ana-ruiz/clickstream-eda"],
            [],
        ),
        "/datasets/edm-lab/open-university-dropout": (
            "Open University Dropout Prediction",
            90417,
            ["students.csv", "assessments.csv", "vle_interactions.csv", "README.md"],
            [1, 2, 3],
            ["/code/edm-lab/dropout-baseline", "/code/ana-ruiz/survival-models"],
            [4411, 4419],
        ),
    }
    for d, (title, num, files, versions, notebooks, threads) in sets.items():
        tabs = ul(
            [
                (f"{d}/", "Data card"),
                (f"{d}/data", "Data"),
                (f"{d}/code", "Code"),
                (f"{d}/discussion", "Discussion"),
            ]
        )
        owner = "/" + d.split("/")[2]
        dl = f"http://{BLOB}/datasets/{num}/archive.zip"
        pages[d + "/"] = ARENA.page(
            title,
            f'<h1>{escape(title)}</h1><p>by <a href="{owner}">{owner[1:]}</a></p>{tabs}'
            f'<p><a href="{dl}">Download ({len(files)} files)</a></p>'
            "<p>Versions: "
            + " ".join(f'<a href="{d}/versions/{v}">v{v}</a>' for v in versions)
            + "</p>",
        )
        blobs[f"/datasets/{num}/archive.zip"] = b"PK\x05\x06" + bytes(18)
        pages[f"{d}/data"] = ARENA.page(
            f"Data: {title}",
            tabs
            + ul([(f"{d}/data?select={f}", f) for f in files])
            + ul([(f"http://{BLOB}/datasets/{num}/files/{f}", f"Download {f}") for f in files]),
        )
        for f in files:
            pages[f"{d}/data?select={f}"] = ARENA.page(
                f"{f}: {title}", f"{tabs}<p>Preview of {f}</p>"
            )
            blobs[f"/datasets/{num}/files/{f}"] = data(f"col\n{f}\n", "text/csv")
        for v in versions:
            pages[f"{d}/versions/{v}"] = ARENA.page(
                f"{title} (version {v})", f"{tabs}<p>Version {v}</p>"
            )
        pages[f"{d}/code"] = ARENA.page(
            f"Code: {title}", tabs + ul([(n, n.rsplit("/", 1)[1]) for n in notebooks])
        )
        for n in notebooks:
            pages[n] = ARENA.page(
                n.rsplit("/", 1)[1], f'<p>Notebook using <a href="{d}/">{title}</a></p>'
            )
        pages[f"{d}/discussion"] = ARENA.page(
            f"Discussion: {title}",
            tabs + ul([(f"{d}/discussion/{t}", f"Thread {t}") for t in threads]),
        )
        for t in threads:
            pages[f"{d}/discussion/{t}"] = ARENA.page(
                f"Thread {t}", f"{tabs}<p>Question about labels.</p>"
            )
    return [ARENA.site(pages), Site(BLOB, blobs)]


def _arena_cases() -> list[Case]:
    u = ARENA.url

    def truth(
        d: str, num: int, files: list[str], versions: list[int], threads: list[int]
    ) -> list[str]:
        t = [u(f"{d}/{x}") for x in ("", "data", "code", "discussion")]
        t += [u(f"{d}/data?select={f}") for f in files]
        t += [f"http://{BLOB}/datasets/{num}/files/{f}" for f in files]
        t += [f"http://{BLOB}/datasets/{num}/archive.zip"]
        t += [u(f"{d}/versions/{v}") for v in versions]
        t += [u(f"{d}/discussion/{x}") for x in threads]
        return t

    d1, d2 = "/datasets/ana-ruiz/mooc-clickstream-2023", "/datasets/edm-lab/open-university-dropout"
    return [
        # The seed's Kaggle row: dataset with code and discussion under its path, downloads
        # on a storage domain -> Path-Based with Externals.  Notebooks (under /code/) are
        # their own artifacts.
        case(
            "learnlytics-clickstream",
            "Learning-analytics notebook arena (dataset with one notebook)",
            "Multi-Hop",
            "path_based_externals",
            u(d1 + "/"),
            truth(d1, 88213, ["events.csv", "courses.csv"], [1], []),
            arena_build,
            others=[u("/code/ana-ruiz/clickstream-eda")],
        ),
        # Harder: four files, three versions, two discussion threads, two notebooks.
        case(
            "learnlytics-dropout",
            "Learning-analytics notebook arena (dataset with versions, threads and notebooks)",
            "Multi-Hop",
            "path_based_externals",
            u(d2 + "/"),
            truth(
                d2,
                90417,
                ["students.csv", "assessments.csv", "vle_interactions.csv", "README.md"],
                [1, 2, 3],
                [4411, 4419],
            ),
            arena_build,
            others=[u("/code/edm-lab/dropout-baseline"), u("/code/ana-ruiz/survival-models")],
        ),
    ]


CASES: list[Case] = [*_forge_cases(), *_arena_cases()]
