"""heldout74's code and specimen portals: a lab's project forge (GitHub-like, with a raw
content host and a release-download host) and a herbarium specimen portal (GBIF-like, with
an API host)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_site, binary, image, text_file, ul

# ------------------------------------------------ lab project forge (GitHub-like)

FG = Chrome(
    "code.tidehub.hx74.example",
    "TideHub",
    [("/explore", "Explore"), ("/marketplace", "Marketplace"), ("/pricing", "Pricing")],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/status", "Status"),
        ("/docs", "Docs"),
    ],
    title_format="{title} · {name}",
    login="/login",
)
RAW = "raw.tidehub-usercontent.hx74.example"
OBJ = "objects.tidehub-usercontent.hx74.example"
REPOS = {
    ("qlab", "tidegauge"): (
        ["README.md", "tidegauge/core.py"],
        1,
        ["v1.0"],
        ["tidegauge-1.0.tar.gz"],
        1,
    ),
    ("marlow-lab", "ocean-mixing-model"): (
        ["README.md", "LICENSE", "src/mixing/solver.f90", "src/mixing/io.py", "docs/index.md"],
        3,
        ["v0.9", "v1.0", "v1.1"],
        ["omm-{v}-linux.tar.gz", "omm-{v}-src.zip"],
        2,
    ),
    ("qlab", "harbour-sensors"): (["README.md"], 0, [], [], 1),
}


def _repo(owner: str, name: str) -> tuple[list[str], list[str]]:
    """(in-path pages, external URIs) of one repository."""
    files, issues, tags, assets, commit_pages = REPOS[(owner, name)]
    base = f"/{owner}/{name}"
    pages = [
        base,
        f"{base}/tree/main",
        f"{base}/commits/main",
        f"{base}/issues",
        f"{base}/releases",
    ]
    pages += [f"{base}/blob/main/{f}" for f in files]
    pages += [f"{base}/issues/{i}" for i in range(1, issues + 1)]
    pages += [f"{base}/releases/tag/{t}" for t in tags]
    pages += [f"{base}/commits/main?page={p}" for p in range(2, commit_pages + 1)]
    ext = [f"http://{RAW}/{owner}/{name}/main/{f}" for f in files]
    ext += [
        f"http://{OBJ}/{owner}/{name}/releases/{t}/{a.format(v=t)}" for t in tags for a in assets
    ]
    return pages, ext


def _repo_pages(owner: str, name: str) -> dict[str, PageValue]:
    files, issues, tags, assets, commit_pages = REPOS[(owner, name)]
    base = f"/{owner}/{name}"
    full = f"{owner}/{name}"
    tabs = ul(
        [
            (base, "Code"),
            (f"{base}/issues", "Issues"),
            (f"{base}/releases", "Releases"),
            (f"{base}/commits/main", "Commits"),
        ],
        "repo-tabs",
    )
    head = f'<h1><a href="/{owner}">{owner}</a> / <a href="{base}">{name}</a></h1>{tabs}'

    def page(title: str, main: str) -> str:
        return FG.page(f"{title} · {full}", head + main)

    out: dict[str, PageValue] = {}
    tree = ul([(f"{base}/blob/main/{f}", f) for f in files])
    out[base] = page(
        full,
        f'{tree}<p><a href="{base}/tree/main">Browse tree</a></p>'
        f'<article class="readme">README for {escape(name)}</article>',
    )
    out[f"{base}/tree/main"] = page("main", tree)
    for f in files:
        out[f"{base}/blob/main/{f}"] = page(
            f,
            (
                f'<pre>{escape(f)} contents</pre><a href="http://{RAW}/{owner}/{name}/main/{f}">Raw</a>'
            ),
        )
    iss = ul([(f"{base}/issues/{i}", f"Issue #{i}") for i in range(1, issues + 1)])
    out[f"{base}/issues"] = page("Issues", iss or "<p>No open issues.</p>")
    for i in range(1, issues + 1):
        out[f"{base}/issues/{i}"] = page(
            f"Issue #{i}", (f'<h2>Issue #{i}</h2><p>opened by <a href="/hkaur">hkaur</a></p>')
        )
    rel = ul([(f"{base}/releases/tag/{t}", t) for t in tags])
    out[f"{base}/releases"] = page("Releases", rel or "<p>No releases.</p>")
    for t in tags:
        dl = ul(
            [
                (f"http://{OBJ}/{owner}/{name}/releases/{t}/{a.format(v=t)}", a.format(v=t))
                for a in assets
            ]
        )
        out[f"{base}/releases/tag/{t}"] = page(f"Release {t}", f"<h2>{t}</h2>{dl}")
    more = [(f"{base}/commits/main?page={p}", f"Page {p}") for p in range(2, commit_pages + 1)]
    for p in range(1, commit_pages + 1):
        key = f"{base}/commits/main" + (f"?page={p}" if p > 1 else "")
        out[key] = page("Commits", f"<ol><li>Commit {p}a</li><li>Commit {p}b</li></ol>{ul(more)}")
    return out


def fg_build() -> list[Site]:
    pages: dict[str, PageValue] = {"/hkaur": FG.page("hkaur", "<h1>hkaur</h1>")}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    for owner, name in REPOS:
        pages.update(_repo_pages(owner, name))
        for u in _repo(owner, name)[1]:
            path = "/" + u.split("/", 3)[3]
            (raw if RAW in u else obj)[path] = text_file(f"{path}\n") if RAW in u else binary(u)
    for owner in {o for o, _n in REPOS}:
        pages[f"/{owner}"] = FG.page(
            owner, f"<h1>{owner}</h1>" + ul([(f"/{o}/{n}", n) for o, n in REPOS if o == owner])
        )
    return [FG.site(pages), bare_site(RAW, raw), bare_site(OBJ, obj)]


def _fg_case(name: str, owner: str, repo: str, detail: str) -> Case:
    pages, ext = _repo(owner, repo)
    return case(
        name,
        f"lab project forge ({detail})",
        "Multi-Hop",
        # GitHub in the seed's table: everything under the repository's path, plus the raw
        # files and release assets it links on other domains -> Path-Based with Externals
        "path_based_externals",
        FG.url(f"/{owner}/{repo}"),
        [*(FG.url(p) for p in pages), *ext],
        fg_build,
        others=[FG.url(f"/{owner}/{n}") for o, n in REPOS if o == owner and n != repo][:1],
    )


# ------------------------------------------------ herbarium specimen portal (GBIF-like)

HB = Chrome(
    "www.herbaria-atlas.hx74.example",
    "Herbaria Atlas",
    [("/occurrence/search", "Occurrences"), ("/collection", "Collections"), ("/tools", "Tools")],
    [
        ("/terms", "Data use"),
        ("/contact", "Helpdesk"),
        ("/citation-guidelines", "Citation guidelines"),
    ],
    title_format="{title} - {name}",
    login="/user/login",
)
API = "api.herbaria-atlas.hx74.example"
SPECIMENS = {
    "5f0c2a91-3b7e-4d21-9a6c-0e8f44b1c2d7": ("Saxifraga oppositifolia L.", 1, 0),
    "b27e9d40-8c15-4a6f-b3d2-71e5aa09f8c3": ("Carex bigelowii Torr. ex Schwein.", 3, 2),
    "0d93f1c6-2a7b-45e8-9c40-bb18e6d27a5f": ("Dryas octopetala L.", 1, 0),
}


def _hb_parts(key: str) -> tuple[list[str], list[str]]:
    """(same-host paths, api URIs) of one specimen record."""
    _t, sheets, annot_pages = SPECIMENS[key]
    local = [f"/specimen/{key}", f"/occurrence/search?specimenKey={key}", f"/specimen/{key}/cite"]
    local += [f"/media/{key}/sheet-{s}.png" for s in range(1, sheets + 1)]
    if annot_pages:
        local += [f"/specimen/{key}/annotations"]
        local += [f"/specimen/{key}/annotations?page={p}" for p in range(2, annot_pages + 1)]
    api = [f"http://{API}/v1/specimen/{key}/document"]
    if sheets > 1:
        api.append(f"http://{API}/v1/specimen/{key}/media")
    return local, api


def hb_build() -> list[Site]:
    pages: dict[str, PageValue] = {"/collection/norrvik-herbarium": HB.page("NRV", "<h1>NRV</h1>")}
    api: dict[str, PageValue] = {
        "/": text_file('{"service":"herbaria atlas api"}', "application/json")
    }
    keys = list(SPECIMENS)
    for key, (name, sheets, annot_pages) in SPECIMENS.items():
        local, apis = _hb_parts(key)
        other = keys[(keys.index(key) + 1) % len(keys)]
        sheets_ = ul([(f"/media/{key}/sheet-{s}.png", f"Sheet {s}") for s in range(1, sheets + 1)])
        links = ul(
            [
                (local[1], "Occurrences of this specimen"),
                (local[2], "Cite"),
                *((p, "Annotations") for p in local[3 + sheets : 4 + sheets]),
            ]
            + [(a, "API: " + a.rsplit("/", 1)[1]) for a in apis]
        )
        pages[f"/specimen/{key}"] = HB.page(
            name,
            (
                f"<h1><i>{escape(name)}</i></h1><dl><dt>Institution</dt><dd>"
                '<a href="/collection/norrvik-herbarium">Norrvik herbarium (NRV)</a></dd></dl>'
                f"{sheets_}{links}<h2>Duplicates</h2>{ul([(f'/specimen/{other}', 'Duplicate')])}"
            ),
        )
        pages[local[1]] = HB.page(
            "Occurrence search", f"<h1>1 occurrence</h1>{ul([(local[0], name)])}"
        )
        pages[local[2]] = HB.page("Cite", f"<p>Herbaria Atlas specimen {key}.</p>")
        for s in range(1, sheets + 1):
            pages[f"/media/{key}/sheet-{s}.png"] = image((60, 120 + s, 60))
        for p in range(1, annot_pages + 1):
            nxt = (
                ul([(f"/specimen/{key}/annotations?page={p + 1}", "Next")])
                if p < annot_pages
                else ""
            )
            key_p = f"/specimen/{key}/annotations" + (f"?page={p}" if p > 1 else "")
            pages[key_p] = HB.page("Annotations", f"<h1>Determinations, page {p}</h1>{nxt}")
        for a in apis:
            api["/" + a.split("/", 3)[3]] = text_file(f'{{"key":"{key}"}}', "application/json")
    return [HB.site(pages), bare_site(API, api)]


def _hb_case(name: str, key: str, detail: str) -> Case:
    local, apis = _hb_parts(key)
    keys = list(SPECIMENS)
    other = keys[(keys.index(key) + 1) % len(keys)]
    return case(
        name,
        f"herbarium specimen portal ({detail})",
        "Multi-Hop",
        # GBIF in the seed's table: the record's key is in the URI of every member, on the
        # portal and on its API host -> Significant String from URI
        "sig_uri",
        HB.url(f"/specimen/{key}"),
        [*(HB.url(p) for p in local), *apis],
        hb_build,
        others=[HB.url(f"/specimen/{other}")],
    )


CASES: list[Case] = [
    _fg_case("fg-tidegauge", "qlab", "tidegauge", "small repository with one release"),
    _fg_case(
        "fg-ocean-mixing",
        "marlow-lab",
        "ocean-mixing-model",
        "repository with issues, paged commits and three releases",
    ),
    _hb_case("hb-saxifraga", "5f0c2a91-3b7e-4d21-9a6c-0e8f44b1c2d7", "specimen with one sheet"),
    _hb_case(
        "hb-carex",
        "b27e9d40-8c15-4a6f-b3d2-71e5aa09f8c3",
        "specimen with three sheets, paged annotations and API media",
    ),
]
