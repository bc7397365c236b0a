"""heldout41's path-shaped portals: code forges (with and without a raw-content host), a
slide-sharing site, a one-subdomain-per-project data-visualisation site and a
data-science competition platform.

The seed prescribes Path-Based where every artifact URI has the entry URI as a prefix
(BitBucket, GitLab, Slideshare, Silk) and Path-Based with Externals where some artifact
files live on another domain (GitHub's raw.githubusercontent.com, Kaggle).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, data, plain_site, ul

# --- code forge with a raw-content host (GitHub-like): Path-Based with Externals ---------

SPRIG = Chrome(
    host="www.sprigcode.hx41.example",
    name="Sprig",
    menu=[("/trending", "Trending"), ("/topics", "Topics"), ("/plans", "Plans")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title} · Sprig",
    skin="top",
    login="/session/new",
    search="/find",
)
SPRIG_RAW = "blobs.sprigcontent.hx41.example"
SPRIG_DL = "objects.sprigassets.hx41.example"


def _forge_externals(
    owner: str,
    repo: str,
    files: dict[str, str],
    issues: int,
    releases: list[str],
    per_page: int,
    fork: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], set[str]]:
    """(sprig pages, raw files, release assets, truth) of one repository."""
    base = f"/{owner}/{repo}/"
    e = SPRIG.url(base)
    truth = {e}
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    tabs = [
        (base + "tree/trunk", "Code"),
        (base + "issues", f"Issues {issues}"),
        (base + "releases", "Releases"),
        (base + "graph/people", "Contributors"),
    ]
    tabbar = '<div class="repo-tabs">' + ul(tabs) + "</div>"
    head = f'<div class="repohead"><a href="/{owner}">{owner}</a> / <b>{repo}</b>'
    head += f' <span>forked as <a href="{fork}">{fork.strip("/")}</a></span></div>'
    listing = []
    for path, text in files.items():
        blob = base + "blob/trunk/" + path
        listing.append((blob, path))
        rawu = f"http://{SPRIG_RAW}/{owner}/{repo}/trunk/{path}"
        raw[f"/{owner}/{repo}/trunk/{path}"] = data(text, "text/plain; charset=utf-8")
        pages[blob] = SPRIG.page(
            f"{repo}/{path} at trunk · {owner}/{repo}",
            head + tabbar + f'<div class="blob"><a href="{rawu}">Raw</a>'
            f'<a href="{base}commits/trunk/{path}">History</a><pre>{escape(text)}</pre></div>',
        )
        pages[base + "commits/trunk/" + path] = SPRIG.page(
            f"History for {path} · {owner}/{repo}",
            head + tabbar + f"<ol><li>edit {escape(path)} (3f9a1c2)</li></ol>",
        )
        truth |= {SPRIG.url(blob), SPRIG.url(base + "commits/trunk/" + path), rawu}
    pages[base] = SPRIG.page(
        f"{owner}/{repo}: {next(iter(files.values())).splitlines()[0]}",
        head
        + tabbar
        + '<table class="files">'
        + "".join(f'<tr><td><a href="{escape(h)}">{escape(t)}</a></td></tr>' for h, t in listing)
        + "</table>",
    )
    pages[base + "tree/trunk"] = SPRIG.page(f"{owner}/{repo} at trunk", head + tabbar + ul(listing))
    pages[base + "graph/people"] = SPRIG.page(
        f"Contributors to {owner}/{repo}", head + tabbar + f"<p>{owner} and 2 others</p>"
    )
    truth |= {SPRIG.url(base + "tree/trunk"), SPRIG.url(base + "graph/people")}
    # Issue list, paginated
    npages = (issues + per_page - 1) // per_page
    for p in range(1, npages + 1):
        nums = range((p - 1) * per_page + 1, min(issues, p * per_page) + 1)
        items = [(f"{base}issues/{n}", f"#{n} problem report {n}") for n in nums]
        nav = "".join(
            f'<a href="{base}issues?page={q}">{q}</a> ' for q in range(1, npages + 1) if q != p
        )
        key = base + "issues" + ("" if p == 1 else f"?page={p}")
        pages[key] = SPRIG.page(f"Issues · {owner}/{repo}", head + tabbar + ul(items) + nav)
        truth.add(SPRIG.url(key))
        if p == 1 and npages > 1:
            truth.add(SPRIG.url(base + "issues?page=1"))
            pages[base + "issues?page=1"] = pages[key]
        for h, t in items:
            pages[h] = SPRIG.page(f"{t} · {owner}/{repo}", head + tabbar + f"<h2>{t}</h2>")
            truth.add(SPRIG.url(h))
    rel = []
    for tag in releases:
        asset = f"/{owner}/{repo}/{tag}/{repo}-{tag}.tar.gz"
        dl[asset] = data(f"{repo} {tag} source\n".encode() * 8, "application/gzip")
        rel.append(
            f'<section><h3><a href="{base}releases/tag/{tag}">{tag}</a></h3>'
            f'<a href="http://{SPRIG_DL}{asset}">{repo}-{tag}.tar.gz</a></section>'
        )
        pages[base + f"releases/tag/{tag}"] = SPRIG.page(
            f"Release {tag} · {owner}/{repo}",
            head + tabbar + f'<a href="http://{SPRIG_DL}{asset}">{repo}-{tag}.tar.gz</a>',
        )
        truth |= {SPRIG.url(base + f"releases/tag/{tag}"), f"http://{SPRIG_DL}{asset}"}
    pages[base + "releases"] = SPRIG.page(
        f"Releases · {owner}/{repo}", head + tabbar + "".join(rel)
    )
    truth.add(SPRIG.url(base + "releases"))
    return pages, raw, dl, truth


_SPRIG_REPOS = {
    "sprig-tidecalc": (
        "halvorsen-lab",
        "tidecalc",
        {
            "README.md": "tidecalc - harmonic tide prediction for small harbours\n",
            "tidecalc/core.py": "def predict(station):\n    return []\n",
        },
        3,
        ["v0.4.0"],
        10,
        "/mbrekke/tidecalc/",
    ),
    "sprig-lichenseg": (
        "okonkwo",
        "lichen-seg",
        {
            "README.rst": "lichen-seg: segmenting lichen thalli in field photographs\n",
            "lichenseg/model.py": "class Net: ...\n",
            "lichenseg/train.py": "def main(): ...\n",
            "docs/usage.rst": "Usage\n=====\n",
            "CITATION.cff": "cff-version: 1.2.0\ntitle: lichen-seg\n",
        },
        7,
        ["1.0.0", "1.1.0", "2.0.0rc1"],
        3,
        "/terrain-ml/lichen-seg/",
    ),
}


def _sprig_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    for args in _SPRIG_REPOS.values():
        p, r, d, _t = _forge_externals(*args)
        pages |= p
        raw |= r
        dl |= d
    return [SPRIG.site(pages), plain_site(SPRIG_RAW, raw), plain_site(SPRIG_DL, dl)]


def _sprig_case(name: str, detail: str) -> Case:
    args = _SPRIG_REPOS[name]
    truth = _forge_externals(*args)[3]
    return Case(
        name=name,
        imitates=f"code forge with raw host ({detail})",
        artifact_class="Multi-Hop",
        # Seed, GitHub row: every page of the repository extends the entry URI, but the raw
        # files and release assets live on other domains, so Path-Based with Externals.
        expected="path_based_externals",
        entry=SPRIG.url(f"/{args[0]}/{args[1]}/"),
        truth=frozenset(truth),
        build=_sprig_site,
        others=frozenset({SPRIG.url(args[6])}),
    )


# --- self-hosted forge (GitLab/BitBucket-like): Path-Based ---------------------------------

FERN = Chrome(
    host="code.fernhollow.hx41.example",
    name="Fernhollow Code",
    menu=[("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[("/help/about", "About this instance"), ("/help/terms", "Terms")],
    title_format="{title} · Fernhollow Code",
    skin="side",
    login="/users/sign_in",
    search="/search",
)


def _forge_plain(
    group: str, proj: str, files: list[str], mrs: int, tags: list[str], wiki: list[str]
) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/{group}/{proj}/"
    pages: dict[str, PageValue] = {}
    truth = {FERN.url(base)}
    side = ul(
        [
            (base + "-/tree/main", "Repository"),
            (base + "-/merge_requests", "Merge requests"),
            (base + "-/tags", "Tags"),
            (base + "-/wikis/home", "Wiki"),
        ],
        "project-nav",
    )
    crumbs = f'<p class="crumbs"><a href="/{group.split("/")[0]}">{group}</a> › {proj}</p>'
    for f in files:
        blob, rawp = base + "-/blob/main/" + f, base + "-/raw/main/" + f
        pages[blob] = FERN.page(
            f"{f} · main · {group}/{proj}",
            crumbs
            + side
            + f'<div class="file"><a href="{rawp}">Open raw</a><code>{f}</code></div>',
        )
        pages[rawp] = data(f"# {f} of {proj}\n", "text/plain")
        truth |= {FERN.url(blob), FERN.url(rawp)}
    tree = [(base + "-/blob/main/" + f, f) for f in files]
    pages[base + "-/tree/main"] = FERN.page(
        f"Files · main · {group}/{proj}", crumbs + side + ul(tree)
    )
    pages[base] = FERN.page(
        f"{group}/{proj}",
        crumbs + side + f"<h1>{proj}</h1>" + ul(tree[:2]) + "<p>Last commit 2d ago</p>",
    )
    truth.add(FERN.url(base + "-/tree/main"))
    mr_items = [(f"{base}-/merge_requests/{n}", f"!{n} Update {proj}") for n in range(1, mrs + 1)]
    pages[base + "-/merge_requests"] = FERN.page(
        f"Merge requests · {group}/{proj}", crumbs + side + ul(mr_items)
    )
    truth.add(FERN.url(base + "-/merge_requests"))
    for h, t in mr_items:
        pages[h] = FERN.page(f"{t} · {group}/{proj}", crumbs + side + f"<h2>{t}</h2>")
        truth.add(FERN.url(h))
    tag_items = []
    for tag in tags:
        arch = f"{base}-/archive/{tag}/{proj}-{tag}.zip"
        pages[arch] = data(f"PK {proj} {tag}".encode(), "application/zip")
        tag_items.append((arch, f"{tag} (zip)"))
        truth.add(FERN.url(arch))
    pages[base + "-/tags"] = FERN.page(f"Tags · {group}/{proj}", crumbs + side + ul(tag_items))
    truth.add(FERN.url(base + "-/tags"))
    wiki_items = [(f"{base}-/wikis/{w}", w.replace("-", " ")) for w in ["home", *wiki]]
    for h, t in wiki_items:
        pages[h] = FERN.page(f"{t} · Wiki · {group}/{proj}", crumbs + side + ul(wiki_items))
        truth.add(FERN.url(h))
    return pages, truth


_FERN = {
    "fern-peatflux": ("wetlands", "peatflux", ["README.md", "flux.R"], 2, ["v1.2"], []),
    "fern-corpusalign": (
        "lingua/tools",
        "corpus-align",
        ["README.md", "align/__init__.py", "align/dtw.py", "tests/test_dtw.py", "LICENSE"],
        5,
        ["v0.9", "v1.0", "v1.0.1"],
        ["install", "data-formats"],
    ),
}


def _fern_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for args in _FERN.values():
        pages |= _forge_plain(*args)[0]
    return [FERN.site(pages)]


def _fern_case(name: str, detail: str) -> Case:
    args = _FERN[name]
    return Case(
        name=name,
        imitates=f"self-hosted code forge ({detail})",
        artifact_class="Multi-Hop",
        # Seed, GitLab/BitBucket rows: the repository, its raw files, merge requests, tags
        # and wiki all sit under the project URI on the one host, so Path-Based.
        expected="path_based",
        entry=FERN.url(f"/{args[0]}/{args[1]}/"),
        truth=frozenset(_forge_plain(*args)[1]),
        build=_fern_site,
    )


# --- slide sharing: Path-Based --------------------------------------------------------------

LANTERN = Chrome(
    host="decks.lanternslide.hx41.example",
    name="LanternSlide",
    menu=[("/browse/popular", "Popular"), ("/browse/science", "Science"), ("/upload", "Upload")],
    footer=[("/company/about", "About"), ("/company/privacy", "Privacy"), ("/company/api", "API")],
    title_format="{title} — LanternSlide",
    skin="top",
    cdn="static.lanterncdn.hx41.example",
    login="/auth",
)


def _deck(
    user: str, slug: str, title: str, slides: int, extra: bool
) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/d/{user}/{slug}/"
    pages: dict[str, PageValue] = {}
    truth = {LANTERN.url(base)}
    thumbs = "".join(
        f'<a href="{base}{n}"><img src="/thumbs/{slug}-{n}.png" alt="slide {n}"></a>'
        for n in range(1, slides + 1)
    )
    for n in range(1, slides + 1):
        prev = f'<a href="{base}{n - 1}">‹</a>' if n > 1 else ""
        nxt = f'<a href="{base}{n + 1}">›</a>' if n < slides else ""
        pages[base + str(n)] = LANTERN.page(
            f"{title} (slide {n})",
            f'<img src="/thumbs/{slug}-{n}.png" alt="">{prev}{nxt}<a href="{base}">All slides</a>',
        )
        pages[f"/thumbs/{slug}-{n}.png"] = Response.data(png(16, 9), "image/png")
        truth.add(LANTERN.url(base + str(n)))
    pages[base + "download"] = Response.data(pdf(title, ["slides"]), "application/pdf")
    pages[base + "transcript"] = LANTERN.page(
        f"Transcript of {title}", f"<h1>{escape(title)}</h1><p>Slide 1 ...</p>"
    )
    truth |= {LANTERN.url(base + "download"), LANTERN.url(base + "transcript")}
    more = ""
    if extra:
        pages[base + "embed"] = LANTERN.page(
            f"Embed {title}", f'<textarea>&lt;iframe src="{LANTERN.url(base)}"&gt;</textarea>'
        )
        pages[base + "notes"] = LANTERN.page(f"Speaker notes: {title}", "<ol><li>Intro</li></ol>")
        truth |= {LANTERN.url(base + "embed"), LANTERN.url(base + "notes")}
        more = f'<a href="{base}embed">Embed</a> <a href="{base}notes">Speaker notes</a>'
    pages[base] = LANTERN.page(
        title,
        f'<h1>{escape(title)}</h1><p>by <a href="/d/{user}/">{user}</a></p><div class="strip">{thumbs}</div>'
        f'<a href="{base}download">Download PDF</a> <a href="{base}transcript">Transcript</a> {more}'
        '<aside><h4>More from Science</h4><a href="/d/pvance/kelp-forests-101/">Kelp forests 101</a></aside>',
    )
    return pages, truth


_DECKS = {
    "lantern-soilcarbon": ("akimura", "soil-carbon-agu", "Soil carbon under cover crops", 3, False),
    "lantern-phdtalk": (
        "rdlamini",
        "defence-talk-2019",
        "Thesis defence: acoustic monitoring of bats",
        9,
        True,
    ),
}


def _lantern_site() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/d/pvance/kelp-forests-101/": LANTERN.page("Kelp forests 101", "<h1>Kelp forests 101</h1>")
    }
    for args in _DECKS.values():
        pages |= _deck(*args)[0]
    return [
        LANTERN.site(pages),
        plain_site(LANTERN.cdn, {"/lib/vendor.min.js": data("//\n", "text/javascript")}),
    ]


def _lantern_case(name: str, detail: str) -> Case:
    args = _DECKS[name]
    return Case(
        name=name,
        imitates=f"slide sharing site ({detail})",
        artifact_class="Multi-Hop",
        # Seed, Slideshare row: each slide page, the PDF and the transcript extend the deck's
        # URI; the author's profile and related decks do not.  Path-Based.
        expected="path_based",
        entry=LANTERN.url(f"/d/{args[0]}/{args[1]}/"),
        truth=frozenset(_deck(*args)[1]),
        build=_lantern_site,
        others=frozenset({LANTERN.url("/d/pvance/kelp-forests-101/")}),
    )


# --- one subdomain per visualisation project (Silk-like): Path-Based from "/" ------------

LOOM_MAIN = Chrome(
    host="www.loomviz.hx41.example",
    name="Loomviz",
    menu=[("/gallery", "Gallery"), ("/pricing", "Pricing")],
    footer=[("/legal", "Legal")],
    skin="table",
)


def _viz(sub: str, title: str, views: list[str], rows: int) -> tuple[Site, set[str]]:
    host = f"{sub}.loomviz.hx41.example"
    o = f"http://{host}"
    nav = " ".join(f'<a href="/v/{v}">{v.replace("-", " ")}</a>' for v in views)
    made = f'<p class="madewith">Made with <a href="{LOOM_MAIN.url("/")}">Loomviz</a> · <a href="{LOOM_MAIN.url("/signup")}">Make your own</a></p>'

    def page(t: str, body: str) -> str:
        return (
            f'<!doctype html><html><head><title>{escape(t)}</title><script src="/_lv/render.js"></script></head>'
            f'<body><div class="lv-top"><a href="/">{escape(title)}</a> {nav} <a href="/records">Records</a></div>{body}{made}</body></html>'
        )

    site = Site(host)
    site.add("/_lv/render.js", data("//\n", "text/javascript"))
    site.add("/", page(title, f"<h1>{escape(title)}</h1><p>{rows} records.</p>"))
    truth = {o + "/", o + "/records"}
    rec = [(f"/records/{i}", f"Record {i}") for i in range(1, rows + 1)]
    site.add("/records", page(f"Records · {title}", ul(rec) + '<a href="/export.csv">CSV</a>'))
    site.add("/export.csv", data("id,value\n1,2\n", "text/csv"))
    truth.add(o + "/export.csv")
    for h, t in rec:
        site.add(h, page(f"{t} · {title}", f"<h2>{t}</h2>"))
        truth.add(o + h)
    for v in views:
        site.add(
            f"/v/{v}", page(f"{v} · {title}", f'<div class="chart" data-src="/records">{v}</div>')
        )
        truth.add(o + f"/v/{v}")
    return site, truth


_VIZ = {
    "loom-riverdams": ("riverdams", "Dams of the Mekong basin", ["map"], 3),
    "loom-campusenergy": (
        "campus-energy",
        "Campus energy use 2010-2020",
        ["by-building", "timeline", "map"],
        8,
    ),
}


def _loom_sites(name: str) -> list[Site]:
    return [_viz(*_VIZ[name])[0], LOOM_MAIN.site({})]


def _loom_case(name: str, detail: str) -> Case:
    args = _VIZ[name]
    return Case(
        name=name,
        imitates=f"data visualisation site ({detail})",
        artifact_class="Multi-Hop",
        # Seed, Silk row: the whole project subdomain is the artifact; Path-Based from "/",
        # without the portal's main host.
        expected="path_based",
        entry=f"http://{args[0]}.loomviz.hx41.example/",
        truth=frozenset(_viz(*args)[1]),
        build=lambda: _loom_sites(name),
    )


# --- data-science competition platform (Kaggle-like): Path-Based with Externals -----------

ARENA = Chrome(
    host="arena.gridcomp.hx41.example",
    name="GridComp",
    menu=[("/competitions", "Competitions"), ("/datasets", "Datasets"), ("/learn", "Learn")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/host", "Host a competition")],
    title_format="{title} | GridComp",
    skin="side",
    login="/account/login",
)
ARENA_STORE = "bucket.gridstorage.hx41.example"


def _arena(
    slug: str, files: list[str], threads: int, board_pages: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    base = f"/c/{slug}/"
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth = {ARENA.url(base)}
    tabs = ul(
        [
            (base + "overview/rules", "Rules"),
            (base + "data", "Data"),
            (base + "notebooks", "Notebooks"),
            (base + "forum", "Discussion"),
            (base + "board", "Leaderboard"),
        ],
        "tabs",
    )
    dl = []
    for f in files:
        u = f"http://{ARENA_STORE}/comp-data/{slug}/{f}"
        store[f"/comp-data/{slug}/{f}"] = data("id,target\n1,0\n", "text/csv")
        dl.append((u, f))
        truth.add(u)
    pages[base + "data"] = ARENA.page(f"Data · {slug}", tabs + ul(dl))
    pages[base + "overview/rules"] = ARENA.page(
        f"Rules · {slug}", tabs + "<p>One account per team.</p>"
    )
    nbs = [
        (f"{base}notebooks/{n}", n.replace("-", " "))
        for n in ("starter-eda", "baseline-gbm")[: 1 + (threads > 2)]
    ]
    for h, t in nbs:
        pages[h] = ARENA.page(
            f"{t} · {slug}",
            tabs + f'<pre>import pandas</pre><a href="{h}/output.csv">output.csv</a>',
        )
        pages[h + "/output.csv"] = data("id,target\n1,0\n", "text/csv")
        truth |= {ARENA.url(h), ARENA.url(h + "/output.csv")}
    pages[base + "notebooks"] = ARENA.page(f"Notebooks · {slug}", tabs + ul(nbs))
    th = [(f"{base}forum/{500 + n}", f"Question {n}") for n in range(threads)]
    for h, t in th:
        pages[h] = ARENA.page(
            f"{t} · {slug}", tabs + f'<p>{t}</p><p>by <a href="/u/kestrel{h[-1]}">kestrel</a></p>'
        )
        truth.add(ARENA.url(h))
    pages[base + "forum"] = ARENA.page(f"Discussion · {slug}", tabs + ul(th))
    for n in range(1, board_pages + 1):
        key = base + "board" + ("" if n == 1 else f"?page={n}")
        nav = "".join(
            f'<a href="{base}board?page={q}">{q}</a> ' for q in range(2, board_pages + 1) if q != n
        )
        pages[key] = ARENA.page(
            f"Leaderboard · {slug}", tabs + "<table><tr><td>1</td><td>0.91</td></tr></table>" + nav
        )
        truth.add(ARENA.url(key))
    truth |= {
        ARENA.url(base + t) for t in ("data", "overview/rules", "notebooks", "forum", "board")
    }
    pages[base] = ARENA.page(
        slug.replace("-", " ").title(), tabs + "<h1>Overview</h1><p>Prize pool: kudos.</p>"
    )
    return pages, store, truth


_ARENA = {
    "arena-pollen": ("pollen-count-forecast", ["train.csv", "test.csv"], 1, 1),
    "arena-seismic": (
        "seismic-phase-picking",
        ["train.csv", "test.csv", "stations.csv", "sample_submission.csv"],
        4,
        3,
    ),
}


def _arena_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for args in _ARENA.values():
        p, st, _t = _arena(*args)
        pages |= p
        store |= st
    return [ARENA.site(pages), plain_site(ARENA_STORE, store)]


def _arena_case(name: str, detail: str) -> Case:
    args = _ARENA[name]
    return Case(
        name=name,
        imitates=f"data-science competition platform ({detail})",
        artifact_class="Multi-Hop",
        # Seed, Kaggle row: data, notebooks and discussion under the competition's URI, the
        # data files on a storage domain: Path-Based with Externals.
        expected="path_based_externals",
        entry=ARENA.url(f"/c/{args[0]}/"),
        truth=frozenset(_arena(*args)[2]),
        build=_arena_sites,
    )


CASES: list[Case] = [
    _sprig_case("sprig-tidecalc", "two files, one release"),
    _sprig_case("sprig-lichenseg", "paginated issues, three releases on an asset host"),
    _fern_case("fern-peatflux", "small project"),
    _fern_case("fern-corpusalign", "subgroup, merge requests, tags, wiki"),
    _lantern_case("lantern-soilcarbon", "three slides"),
    _lantern_case("lantern-phdtalk", "nine slides, notes and embed pages"),
    _loom_case("loom-riverdams", "one view"),
    _loom_case("loom-campusenergy", "three views, eight records"),
    _arena_case("arena-pollen", "two data files, one thread"),
    _arena_case("arena-seismic", "four data files, notebooks, paginated leaderboard"),
]
