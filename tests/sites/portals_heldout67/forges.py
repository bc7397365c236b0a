"""heldout67 path portals with off-domain files: a code forge for computer-music patches and
a hub for music-information-retrieval corpora (Path-Based with Externals, the seed's GitHub
and Kaggle rows).

Every page of a project lives under the project's path; release archives, raw files and
dataset downloads live on a blob host of another registrable domain.  Pages under the path
link off-domain to nothing but those blobs (the chrome's links stay on the portal host), so
the path plus its external links is exactly the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, blob, host, text, ul

# --- Code forge for computer-music patches --------------------------------------------------

FORGE = host("code", "patchwork-forge")
BLOBS = host("objects", "forge-blobstore")
RAW = host("raw", "forge-blobstore")

PROJECTS = {
    "/ensemble-lab/granular-choir/": {
        "files": ["README.md", "patches/choir.pd"],
        "issues": [1, 2],
        "per_page": 10,
        "releases": ["v1.0"],
        "wiki": [],
        "fork": "/marta-k/granular-choir/",
    },
    "/tidal-circle/livecode-etudes/": {
        "files": ["README.md", "etudes/01-pulse.tidal", "etudes/02-drift.tidal", "LICENSE"],
        "issues": [3, 4, 5, 7, 8],
        "per_page": 3,
        "releases": ["v0.9", "v1.0", "v1.1"],
        "wiki": ["Home", "Performance-setup"],
        "fork": "/oskar-b/livecode-etudes/",
    },
}


def _forge_chrome() -> Chrome:
    return Chrome(
        FORGE,
        "Patchwork",
        [("/explore", "Explore"), ("/snippets", "Snippets"), ("/help/docs", "Docs")],
        [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
        cookie=False,
        analytics=False,
        cdn=False,
        theme="dark",
    )


def _project_pages(c: Chrome, base: str, p: dict[str, object]) -> dict[str, object]:
    owner = base.strip("/").split("/")[0]
    name = base.strip("/").split("/")[1]
    files: list[str] = p["files"]  # type: ignore[assignment]
    issues: list[int] = p["issues"]  # type: ignore[assignment]
    per: int = p["per_page"]  # type: ignore[assignment]
    rels: list[str] = p["releases"]  # type: ignore[assignment]
    wiki: list[str] = p["wiki"]  # type: ignore[assignment]
    fork: str = p["fork"]  # type: ignore[assignment]
    tabs = [(base, "Code"), (f"{base}issues/", "Issues"), (f"{base}releases/", "Releases")]
    if wiki:
        tabs.append((f"{base}wiki/", "Wiki"))
    head = (
        f'<div class="repohead"><a href="/{owner}">{owner}</a> / <b>{name}</b> '
        f'<a href="{base}stargazers">Stars</a> forked as <a href="{fork}">{fork.strip("/")}</a>'
        f"{ul(tabs, 'tabs')}</div>"
    )

    def wrap(title: str, body: str) -> str:
        return c.page(f"{owner}/{name}: {title}", head + body)

    pages: dict[str, object] = {}
    tree = ul([(f"{base}blob/main/{f}", f) for f in files], "tree")
    pages[base] = wrap(
        "Overview", f"<h2>Files</h2>{tree}<h2>README</h2><p>Patches for performance.</p>"
    )
    pages[f"{base}stargazers"] = wrap("Stars", "<p>12 people starred this.</p>")
    for f in files:
        pages[f"{base}blob/main/{f}"] = wrap(
            f, f'<pre>{escape(f)}</pre><a href="http://{RAW}{base}main/{f}">Raw</a>'
        )
    pages_n = max(1, -(-len(issues) // per))
    for k in range(pages_n):
        chunk = issues[k * per : (k + 1) * per]
        nav = ""
        if k + 1 < pages_n:
            nav = f'<a href="{base}issues/?page={k + 2}">Next page</a>'
        body = ul([(f"{base}issues/{i}", f"Issue #{i}") for i in chunk]) + nav
        pages[f"{base}issues/" + (f"?page={k + 1}" if k else "")] = wrap("Issues", body)
    for i in issues:
        pages[f"{base}issues/{i}"] = wrap(
            f"Issue {i}", f'<h2>Issue #{i}</h2><p>Reported by <a href="/{owner}">{owner}</a>.</p>'
        )
    rel = "".join(
        f'<li><a href="{base}releases/tag/{r}">{r}</a> <a href="http://{BLOBS}{base}archive/'
        f'{r}.tar.gz">{name}-{r}.tar.gz</a></li>'
        for r in rels
    )
    pages[f"{base}releases/"] = wrap("Releases", f"<ul>{rel}</ul>")
    for r in rels:
        pages[f"{base}releases/tag/{r}"] = wrap(
            r, f'<h2>{r}</h2><a href="http://{BLOBS}{base}archive/{r}.tar.gz">Source archive</a>'
        )
    if wiki:
        pages[f"{base}wiki/"] = wrap("Wiki", ul([(f"{base}wiki/{w}", w) for w in wiki]))
        for w in wiki:
            pages[f"{base}wiki/{w}"] = wrap(w, f"<h2>{w}</h2><p>Notes.</p>")
    return pages


def _forge_build() -> list[Site]:
    c = _forge_chrome()
    pages: dict[str, object] = {}
    for base, p in PROJECTS.items():
        pages.update(_project_pages(c, base, p))
        owner = base.strip("/").split("/")[0]
        pages[f"/{owner}"] = c.page(owner, f"<h1>{owner}</h1>")
        fork: str = p["fork"]  # type: ignore[assignment]
        pages[fork] = c.page(fork.strip("/"), "<h1>A fork</h1>")
    blobs, raw = Site(BLOBS), Site(RAW)
    for base, p in PROJECTS.items():
        for r in p["releases"]:  # type: ignore[attr-defined]
            blobs.add(f"{base}archive/{r}.tar.gz", blob(binary(base + r), "application/gzip"))
        for f in p["files"]:  # type: ignore[attr-defined]
            raw.add(f"{base}main/{f}", text(f"# {f}\n"))
    return [c.site(pages), blobs, raw]  # type: ignore[arg-type]


def _forge_truth(base: str) -> list[str]:
    c = _forge_chrome()
    own = [c.url(p) for p in _project_pages(c, base, PROJECTS[base])]
    p = PROJECTS[base]
    ext = [f"http://{BLOBS}{base}archive/{r}.tar.gz" for r in p["releases"]]  # type: ignore[attr-defined]
    ext += [f"http://{RAW}{base}main/{f}" for f in p["files"]]  # type: ignore[attr-defined]
    return own + ext


# --- MIR corpus hub -------------------------------------------------------------------------

HUB = host("www", "corpushall")
STORE = host("files", "corpushall-storage")
CORPORA = {
    "/datasets/mirlab/choir-breath-corpus/": {
        "title": "Choir Breath Corpus",
        "files": ["annotations.csv", "audio.zip"],
        "threads": [12],
        "versions": [],
    },
    "/datasets/folkway-lab/fiddle-tune-transcriptions/": {
        "title": "Fiddle Tune Transcriptions",
        "files": ["tunes.abc", "metadata.json", "audio_part1.zip", "audio_part2.zip", "splits.csv"],
        "threads": [3, 9, 14],
        "versions": ["1", "2", "3"],
    },
}


def _hub_chrome() -> Chrome:
    return Chrome(
        HUB,
        "CorpusHall",
        [("/datasets", "Datasets"), ("/notebooks", "Notebooks"), ("/challenges", "Challenges")],
        [("/docs", "Docs"), ("/terms", "Terms"), ("/privacy", "Privacy")],
        title_fmt="{title} | {brand}",
        cdn=False,
    )


def _corpus_pages(c: Chrome, base: str, d: dict[str, object]) -> dict[str, object]:
    title: str = d["title"]  # type: ignore[assignment]
    files: list[str] = d["files"]  # type: ignore[assignment]
    threads: list[int] = d["threads"]  # type: ignore[assignment]
    versions: list[str] = d["versions"]  # type: ignore[assignment]
    owner = base.split("/")[2]
    tabs = [(base, "Overview"), (f"{base}data", "Data"), (f"{base}discussion", "Discussion")]
    if versions:
        tabs.append((f"{base}versions", "Versions"))
    top = (
        f'<div class="ds-head"><h1>{escape(title)}</h1><p>by <a href="/u/{owner}">{owner}</a>'
        f"</p>{ul(tabs, 'tabs')}</div>"
    )
    latest = versions[-1] if versions else "1"
    dl = "".join(
        f'<li>{f} <a href="http://{STORE}{base}v{latest}/{f}">download</a></li>' for f in files
    )
    pages: dict[str, object] = {
        base: c.page(
            title,
            top + f'<p>A corpus for music information retrieval.</p><p><a href="/notebooks/'
            f'{owner}/baseline">Baseline notebook</a> uses this dataset.</p>',
        ),
        f"{base}data": c.page(title, top + f"<ul>{dl}</ul>"),
        f"{base}discussion": c.page(
            title, top + ul([(f"{base}discussion/{t}", f"Thread {t}") for t in threads])
        ),
    }
    for t in threads:
        pages[f"{base}discussion/{t}"] = c.page(title, top + f"<p>Thread {t}.</p>")
    if versions:
        vl = "".join(
            f'<li><a href="http://{STORE}{base}v{v}/archive.zip">Version {v} archive</a></li>'
            for v in versions
        )
        pages[f"{base}versions"] = c.page(title, top + f"<ol>{vl}</ol>")
    return pages


def _hub_build() -> list[Site]:
    c = _hub_chrome()
    pages: dict[str, object] = {}
    store = Site(STORE)
    for base, d in CORPORA.items():
        pages.update(_corpus_pages(c, base, d))
        owner = base.split("/")[2]
        pages[f"/u/{owner}"] = c.page(owner, f"<h1>{owner}</h1>")
        pages[f"/notebooks/{owner}/baseline"] = c.page("Baseline", "<h1>Baseline notebook</h1>")
        vs: list[str] = d["versions"] or ["1"]  # type: ignore[assignment]
        for f in d["files"]:  # type: ignore[attr-defined]
            store.add(f"{base}v{vs[-1]}/{f}", blob(binary(base + f), "application/octet-stream"))
        for v in d["versions"]:  # type: ignore[attr-defined]
            store.add(f"{base}v{v}/archive.zip", blob(binary(base + v), "application/zip"))
    return [c.site(pages), store]  # type: ignore[arg-type]


def _hub_truth(base: str) -> list[str]:
    c = _hub_chrome()
    d = CORPORA[base]
    own = [c.url(p) for p in _corpus_pages(c, base, d)]
    vs: list[str] = d["versions"] or ["1"]  # type: ignore[assignment]
    ext = [f"http://{STORE}{base}v{vs[-1]}/{f}" for f in d["files"]]  # type: ignore[attr-defined]
    ext += [f"http://{STORE}{base}v{v}/archive.zip" for v in d["versions"]]  # type: ignore[attr-defined]
    return own + ext


CASES: list[Case] = [
    # A software project: every page under the project path, release archives and raw files
    # on another domain: the seed's GitHub row, Path-Based with Externals.
    case(
        "patchwork-granular-choir",
        "computer-music code forge (patch repository)",
        "multi-hop",
        "path_based_externals",
        f"http://{FORGE}/ensemble-lab/granular-choir/",
        _forge_truth("/ensemble-lab/granular-choir/"),
        _forge_build,
        [f"http://{FORGE}/marta-k/granular-choir/"],
    ),
    # Harder: paginated issues, three releases, a wiki, four files.
    case(
        "patchwork-livecode-etudes",
        "computer-music code forge (paginated issues, releases, wiki)",
        "multi-hop",
        "path_based_externals",
        f"http://{FORGE}/tidal-circle/livecode-etudes/",
        _forge_truth("/tidal-circle/livecode-etudes/"),
        _forge_build,
        [f"http://{FORGE}/oskar-b/livecode-etudes/"],
    ),
    # A dataset with data and discussion tabs under its path and downloads on a storage
    # domain: the seed's Kaggle row, Path-Based with Externals.
    case(
        "corpushall-choir-breath",
        "MIR corpus hub (dataset)",
        "multi-hop",
        "path_based_externals",
        f"http://{HUB}/datasets/mirlab/choir-breath-corpus/",
        _hub_truth("/datasets/mirlab/choir-breath-corpus/"),
        _hub_build,
        [f"http://{HUB}/notebooks/mirlab/baseline"],
    ),
    # Harder: five files, three discussion threads and three versioned archives off-domain.
    case(
        "corpushall-fiddle-tunes",
        "MIR corpus hub (versioned dataset, threads)",
        "multi-hop",
        "path_based_externals",
        f"http://{HUB}/datasets/folkway-lab/fiddle-tune-transcriptions/",
        _hub_truth("/datasets/folkway-lab/fiddle-tune-transcriptions/"),
        _hub_build,
        [f"http://{HUB}/notebooks/folkway-lab/baseline"],
    ),
]
