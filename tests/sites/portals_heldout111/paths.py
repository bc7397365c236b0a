"""Multi-Hop software and corpus projects on self-hosted forges: two GitLab projects and a
Forgejo repository (Path-Based: every artifact URI contains the entry URI).  The page
helpers `project_pages`/`project_truth` are shared with `externals`.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepnet.testweb.site import Response
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import a, esc, lis, txt, zipfile_bytes

Page = tuple[str, str, str]  # (path under the project, page title, main HTML)


def project_pages(
    portal: Portal,
    prefix: str,
    tabs: Sequence[tuple[str, str]],
    pages: Sequence[Page],
    files: dict[str, Response],
) -> dict[str, object]:
    """The pages of one forge project: each carries the project's tab bar."""
    nav = '<nav class="project-tabs">' + "".join(a(prefix + p, t) for p, t in tabs) + "</nav>"
    out: dict[str, object] = {
        prefix + p: portal.page(title, nav + main) for p, title, main in pages
    }
    out.update({prefix + p: r for p, r in files.items()})
    return out


def project_truth(portal: Portal, prefix: str, pages: Sequence[Page], files: dict[str, Response]):
    return [portal.url(prefix + p) for p, _t, _m in pages] + [portal.url(prefix + p) for p in files]


# --- GitLab (self-managed, a faculty of translation) ---------------------------------------

GL = Portal(
    host="gitlab.philtrans.hx111.example",
    name="GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[("/help", "Help"), ("/-/user_settings/profile", "Preferences")],
    title_format="{title} · GitLab",
    home_title="Sign in · GitLab",
)
GL_A = "/corpus-tools/parallel-aligner"
GL_A_SHA = ["4f7c2e91a0b3d5e6f8a1c2b3d4e5f6a7b8c9d0e1", "9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b"]
GL_TABS = [
    ("", "Project"),
    ("/-/tree/main", "Repository"),
    ("/-/commits/main", "Commits"),
    ("/-/issues", "Issues"),
    ("/-/merge_requests", "Merge requests"),
    ("/-/wikis/home", "Wiki"),
    ("/-/releases", "Releases"),
]


def _gl_aligner() -> tuple[list[Page], dict[str, Response]]:
    p = GL_A
    readme = (
        "<article class='readme'><h1>parallel-aligner</h1><p>Sentence alignment for "
        "translation corpora (Gale–Church with a bilingual-lexicon rescoring step), used in "
        "the faculty's Polish–English and Polish–Ukrainian corpora.</p>"
        f"<p>See the {a(p + '/-/wikis/Evaluation-on-Europarl-samples', 'evaluation notes')} and "
        f"{a(p + '/-/blob/main/CONTRIBUTING.md', 'CONTRIBUTING.md')}.</p></article>"
    )
    files_list = lis(
        [
            a(p + "/-/tree/main/aligner", "aligner"),
            a(p + "/-/blob/main/README.md", "README.md"),
            a(p + "/-/blob/main/pyproject.toml", "pyproject.toml"),
            a(p + "/-/blob/main/CONTRIBUTING.md", "CONTRIBUTING.md"),
        ]
    )
    owner = f"<p>Owner: {a('/corpus-tools', 'corpus-tools')} · Maintainer {a('/mkowalska', 'Maria Kowalska')}</p>"
    clone = (
        f"<input readonly value='http://gitlab.philtrans.hx111.example{p}.git'> "
        f"{a(p + '/-/archive/v1.2.0/parallel-aligner-v1.2.0.zip', 'Download zip')}"
    )

    def blob(path: str) -> Page:
        return (
            f"/-/blob/main/{path}",
            f"{path} · main · corpus-tools / parallel-aligner",
            f"<h2>{esc(path)}</h2>{a(p + '/-/raw/main/' + path, 'Open raw')} "
            f"{a(p + '/-/commits/main/' + path, 'History')}<pre>…</pre>",
        )

    pages: list[Page] = [
        ("", "corpus-tools / parallel-aligner", owner + clone + files_list + readme),
        ("/-/tree/main", "Files · main · corpus-tools / parallel-aligner", files_list),
        (
            "/-/tree/main/aligner",
            "aligner · main · corpus-tools / parallel-aligner",
            lis(
                [
                    a(p + "/-/blob/main/aligner/align.py", "align.py"),
                    a(p + "/-/blob/main/aligner/lexicon.py", "lexicon.py"),
                ]
            ),
        ),
        blob("README.md"),
        blob("pyproject.toml"),
        blob("CONTRIBUTING.md"),
        blob("aligner/align.py"),
        blob("aligner/lexicon.py"),
        (
            "/-/commits/main",
            "Commits · main",
            lis([a(f"{p}/-/commit/{s}", f"commit {s[:8]}") for s in GL_A_SHA]),
        ),
        (
            "/-/issues",
            "Issues · corpus-tools / parallel-aligner",
            lis(
                [
                    a(p + "/-/issues/12", "#12 Ukrainian apostrophes break the tokenizer"),
                    a(p + "/-/issues/15", "#15 Support TMX 1.4b output"),
                ]
            ),
        ),
        (
            "/-/issues/12",
            "Ukrainian apostrophes break the tokenizer (#12)",
            f"<p>Opened by {a('/onovak', 'Oksana Novak')}. Fixed in {a(f'{p}/-/commit/{GL_A_SHA[0]}', GL_A_SHA[0][:8])}.</p>",
        ),
        (
            "/-/issues/15",
            "Support TMX 1.4b output (#15)",
            "<p>Would help the CAT-tools course.</p>",
        ),
        (
            "/-/merge_requests",
            "Merge requests",
            lis([a(p + "/-/merge_requests/7", "!7 TMX writer")]),
        ),
        ("/-/merge_requests/7", "TMX writer (!7)", f"<p>Closes {a(p + '/-/issues/15', '#15')}</p>"),
        (
            "/-/releases",
            "Releases",
            f"<h2>v1.2.0</h2>{a(p + '/-/tags/v1.2.0', 'v1.2.0')} "
            f"{a(p + '/-/archive/v1.2.0/parallel-aligner-v1.2.0.zip', 'zip')} "
            f"{a(p + '/-/archive/v1.2.0/parallel-aligner-v1.2.0.tar.gz', 'tar.gz')}",
        ),
        (
            "/-/tags/v1.2.0",
            "v1.2.0 · Tags",
            f"<p>{a(f'{p}/-/commit/{GL_A_SHA[1]}', GL_A_SHA[1][:8])}</p>",
        ),
        (
            "/-/wikis/home",
            "Home · Wiki",
            lis([a(p + "/-/wikis/Evaluation-on-Europarl-samples", "Evaluation")]),
        ),
        (
            "/-/wikis/Evaluation-on-Europarl-samples",
            "Evaluation on Europarl samples · Wiki",
            "<p>F1 0.94 on 2,000 hand-aligned pairs.</p>",
        ),
    ]
    pages += [(f"/-/commit/{s}", f"Commit {s[:8]}", "<pre>diff --git …</pre>") for s in GL_A_SHA]
    pages += [
        (
            f"/-/commits/main/{f}",
            f"History for {f}",
            lis([a(f"{p}/-/commit/{GL_A_SHA[0]}", "commit")]),
        )
        for f in [
            "README.md",
            "pyproject.toml",
            "CONTRIBUTING.md",
            "aligner/align.py",
            "aligner/lexicon.py",
        ]
    ]
    files = {
        f"/-/raw/main/{f}": txt(f"# {f}\n")
        for f in [
            "README.md",
            "pyproject.toml",
            "CONTRIBUTING.md",
            "aligner/align.py",
            "aligner/lexicon.py",
        ]
    }
    files["/-/archive/v1.2.0/parallel-aligner-v1.2.0.zip"] = zipfile_bytes()
    files["/-/archive/v1.2.0/parallel-aligner-v1.2.0.tar.gz"] = data(
        b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
    )
    return pages, files


GL_Q = "/lang-centre/arabic-quiz-bank"
GL_Q_SHA = "c0ffee12ab34cd56ef7890a1b2c3d4e5f6a7b8c9"


def _gl_quizbank() -> tuple[list[Page], dict[str, Response]]:
    p = GL_Q
    xmlfiles = ["a1/greetings.xml", "a1/numbers.xml", "a2/directions.xml"]
    pages: list[Page] = [
        (
            "",
            "lang-centre / arabic-quiz-bank",
            "<article class='readme'><h1>Arabic quiz bank</h1><p>Moodle XML question banks for "
            "Modern Standard Arabic, CEFR A1–A2, with audio prompts recorded at the centre. Import "
            f"through {a('http://docs.moodle-lms.hx111-org.hx111.example/en/Moodle_XML_format', 'Moodle XML')}.</p></article>"
            + lis([a(p + "/-/tree/main", "Files"), a(p + "/-/blob/main/LICENSE", "LICENSE")]),
        ),
        (
            "/-/tree/main",
            "Files · main · lang-centre / arabic-quiz-bank",
            lis(
                [
                    a(p + "/-/tree/main/a1", "a1"),
                    a(p + "/-/tree/main/a2", "a2"),
                    a(p + "/-/blob/main/LICENSE", "LICENSE"),
                ]
            ),
        ),
        ("/-/tree/main/a1", "a1", lis([a(p + "/-/blob/main/" + f, f) for f in xmlfiles[:2]])),
        ("/-/tree/main/a2", "a2", lis([a(p + "/-/blob/main/" + xmlfiles[2], xmlfiles[2])])),
        (
            "/-/blob/main/LICENSE",
            "LICENSE",
            f"{a(p + '/-/raw/main/LICENSE', 'Open raw')}<pre>CC BY-SA 4.0</pre>",
        ),
        ("/-/commits/main", "Commits · main", lis([a(f"{p}/-/commit/{GL_Q_SHA}", GL_Q_SHA[:8])])),
        (f"/-/commit/{GL_Q_SHA}", f"Commit {GL_Q_SHA[:8]}", "<pre>A2 directions bank</pre>"),
        ("/-/issues", "Issues", lis([a(p + "/-/issues/3", "#3 Harakat missing in numbers.xml")])),
        ("/-/issues/3", "Harakat missing in numbers.xml (#3)", "<p>Questions 4–9.</p>"),
        ("/-/merge_requests", "Merge requests", "<p>No open merge requests.</p>"),
        ("/-/wikis/home", "Home · Wiki", "<p>How we record prompts.</p>"),
        (
            "/-/releases",
            "Releases",
            a(p + "/-/archive/2025.1/arabic-quiz-bank-2025.1.zip", "2025.1 zip"),
        ),
    ]
    pages += [
        ("/-/blob/main/" + f, f, f"{a(p + '/-/raw/main/' + f, 'Open raw')}<pre>&lt;quiz&gt;</pre>")
        for f in xmlfiles
    ]
    files: dict[str, Response] = {
        "/-/raw/main/" + f: data("<quiz/>\n", "text/plain") for f in xmlfiles
    }
    files["/-/raw/main/LICENSE"] = txt("CC BY-SA 4.0\n")
    files["/-/archive/2025.1/arabic-quiz-bank-2025.1.zip"] = zipfile_bytes()
    return pages, files


def _gl_site():
    pages: dict[str, object] = {}
    for prefix, (pp, ff) in [(GL_A, _gl_aligner()), (GL_Q, _gl_quizbank())]:
        pages.update(project_pages(GL, prefix, GL_TABS, pp, ff))
    pages["/corpus-tools"] = GL.page(
        "corpus-tools", "<h1>corpus-tools</h1>" + lis([a(GL_A, "parallel-aligner")])
    )
    pages["/lang-centre"] = GL.page(
        "lang-centre", "<h1>lang-centre</h1>" + lis([a(GL_Q, "arabic-quiz-bank")])
    )
    return [GL.site(pages)]  # type: ignore[arg-type]


# --- Forgejo (a university language centre's instance) -------------------------------------

FJ = Portal(
    host="code.sprachenzentrum.hx111.example",
    name="Sprachenzentrum Code",
    menu=[
        ("/explore/repos", "Explore"),
        ("/explore/organizations", "Organizations"),
        ("/help", "Help"),
    ],
    footer=[
        ("http://forgejo-project.hx111-org.hx111.example/", "Powered by Forgejo"),
        ("/api/swagger", "API"),
        ("/assets/licenses.txt", "Licenses"),
    ],
    title_format="{title} - {name}",
)
FJ_P = "/szk/anki-turkish-a1-b1"
FJ_SHA = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4"
FJ_TABS = [
    ("", "Code"),
    ("/issues", "Issues"),
    ("/pulls", "Pull requests"),
    ("/releases", "Releases"),
    ("/wiki", "Wiki"),
    ("/activity", "Activity"),
]


def _fj_site():
    p = FJ_P
    src = [
        "build_decks.py",
        "decks/a1_vocabulary.csv",
        "decks/a2_vocabulary.csv",
        "decks/b1_verbs.csv",
    ]
    pages: list[Page] = [
        (
            "",
            "szk/anki-turkish-a1-b1: Anki decks for Turkish A1–B1",
            lis(
                [
                    a(p + "/src/branch/main/decks", "decks"),
                    a(p + "/src/branch/main/build_decks.py", "build_decks.py"),
                ]
            )
            + f"<p>{a(p + '/commits/branch/main', '23 Commits')} · {a(p + '/archive/main.zip', 'Download ZIP')}</p>"
            "<article class='readme'><h2>Anki decks for Turkish A1–B1</h2><p>Vocabulary and verb "
            "decks built from the Sprachenzentrum's course lists, with audio by native "
            "speakers.</p></article>",
        ),
        (
            "/src/branch/main/decks",
            "decks",
            lis([a(p + "/src/branch/main/" + f, f.split("/")[1]) for f in src[1:]]),
        ),
        ("/commits/branch/main", "Commits", lis([a(f"{p}/commit/{FJ_SHA}", FJ_SHA[:10])])),
        (f"/commit/{FJ_SHA}", "B1 verbs: add aorist forms", "<pre>+ gelir, gelmez</pre>"),
        ("/issues", "Issues", lis([a(p + "/issues/4", "#4 Wrong vowel harmony in a2 card 112")])),
        ("/issues/4", "Wrong vowel harmony in a2 card 112 #4", "<p>evler → evlerde</p>"),
        ("/pulls", "Pull requests", "<p>No results.</p>"),
        (
            "/releases",
            "Releases",
            f"{a(p + '/releases/tag/v2.1', 'v2.1')} {a(p + '/releases/download/v2.1/turkish-a1-b1.apkg', 'turkish-a1-b1.apkg')}",
        ),
        (
            "/releases/tag/v2.1",
            "v2.1",
            a(p + "/releases/download/v2.1/turkish-a1-b1.apkg", "turkish-a1-b1.apkg"),
        ),
        ("/wiki", "Home - Wiki", lis([a(p + "/wiki/Audio-sources", "Audio sources")])),
        ("/wiki/Audio-sources", "Audio sources - Wiki", "<p>Recorded in Köln, 2024.</p>"),
        ("/activity", "Activity", "<p>1 commit in the last month.</p>"),
    ]
    pages += [
        ("/src/branch/main/" + f, f, f"{a(p + '/raw/branch/main/' + f, 'Raw')}<pre>…</pre>")
        for f in src
    ]
    files: dict[str, Response] = {"/raw/branch/main/" + f: txt("kelime;Wort\n") for f in src}
    files["/archive/main.zip"] = zipfile_bytes()
    files["/releases/download/v2.1/turkish-a1-b1.apkg"] = zipfile_bytes()
    site_pages = project_pages(FJ, p, FJ_TABS, pages, files)
    site_pages["/szk"] = FJ.page(
        "szk", "<h1>Sprachenzentrum Köln</h1>" + lis([a(p, "anki-turkish-a1-b1")])
    )
    return [FJ.site(site_pages)], pages, files  # type: ignore[arg-type]


def _gl_truth(prefix: str, built) -> list[str]:
    pages, files = built
    return project_truth(GL, prefix, pages, files)


_fj = _fj_site()

CASES: list[Case] = [
    # A GitLab project: the seed's GitLab.com row, Multi-Hop → Path-Based.  Truth: every page
    # under /corpus-tools/parallel-aligner reachable from it (overview, trees, blobs, raw
    # files, commits, issues, merge request, tags, releases, archives, wiki); the group,
    # user profiles and GitLab's own pages are out.
    case(
        "gitlab-parallel-aligner",
        "GitLab (self-managed, sentence-alignment tool)",
        "multi_hop",
        "path_based",
        GL.url(GL_A),
        _gl_truth(GL_A, _gl_aligner()),
        _gl_site,
    ),
    # A second project on the same GitLab: Moodle question banks for Arabic.  Path-Based;
    # truth: everything under /lang-centre/arabic-quiz-bank.  The Moodle documentation it
    # cites is another portal.
    case(
        "gitlab-arabic-quiz-bank",
        "GitLab (self-managed, language-teaching question bank)",
        "multi_hop",
        "path_based",
        GL.url(GL_Q),
        _gl_truth(GL_Q, _gl_quizbank()),
        _gl_site,
    ),
    # A Forgejo repository: like the seed's BitBucket/GitLab rows, every URI of the project
    # contains the repository's URI → Path-Based.  Truth: code, raw files, commits, issues,
    # releases and their asset, archive, wiki and activity pages under /szk/anki-turkish-a1-b1.
    case(
        "forgejo-anki-turkish",
        "Forgejo (language-centre code forge)",
        "multi_hop",
        "path_based",
        FJ.url(FJ_P),
        project_truth(FJ, FJ_P, _fj[1], _fj[2]),
        lambda: _fj_site()[0],
    ),
]
