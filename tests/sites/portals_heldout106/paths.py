"""heldout106's path-shaped portals: a design-competition archive (entries with drawing
boards under the entry's path: Path-Based), studio project microsites (one subdomain per
project, Silk-like: Path-Based) and a BIM model forge (git-hosted models whose raw files
and release assets live on a separate content domain: Path-Based with Externals)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import anchors, chrome_pages, merge, render, text

# --- design-competition archive (Path-Based) --------------------------------------------

COMP = Portal(
    "archive.concoursatlas.hx106.example",
    "Concours Atlas",
    [("/competitions", "Competitions"), ("/juries", "Juries"), ("/winners", "Winners")],
    [("/about", "About the archive"), ("/privacy", "Privacy"), ("/terms", "Terms of use")],
    title_format="{title} | {name}",
)
# competition slug -> (competition title, {entry code: (motto, number of boards, gallery pages)})
COMPETITIONS = {
    "2023-harbour-baths": (
        "Harbour Baths open ideas competition",
        {"HB-0317": ("Tidal Rooms", 2, 1), "HB-0212": ("Salt and Stone", 2, 1)},
    ),
    "2024-riverside-library": (
        "Riverside Library two-stage competition",
        {"RL-1044": ("Reading Terraces", 6, 3), "RL-1090": ("The Long Table", 3, 1)},
    ),
}


def _comp_entry_pages(slug: str, code: str) -> dict[str, PageValue]:
    ctitle, entries = COMPETITIONS[slug]
    motto, boards, gpages = entries[code]
    base = f"/competitions/{slug}/entries/{code}/"
    pages: dict[str, PageValue] = {}
    tabs = [
        (base, "Overview"),
        (base + "boards", "Boards"),
        (base + "jury-comments", "Jury comments"),
        (base + "team", "Team"),
    ]
    if gpages > 1:
        tabs.append((base + "gallery", "Model photographs"))
    siblings = [
        (f"/competitions/{slug}/entries/{c}/", f"{c} {m}") for c, (m, _b, _g) in entries.items()
    ]
    siblings = [s for s in siblings if s[0] != base]

    def shell(title: str, body: str) -> str:
        return render(
            COMP,
            f"{code} {motto} – {title}",
            f'<nav class="crumbs"><a href="/competitions">Competitions</a> › '
            f'<a href="/competitions/{slug}/">{escape(ctitle)}</a> › {code}</nav>'
            f'<h1>{code} “{escape(motto)}”</h1><nav class="tabs">{anchors(tabs)}</nav>{body}'
            f"<aside><h2>Other entries</h2>{anchors(siblings)}</aside>",
        )

    pages[base] = shell("Overview", f"<p>Entry {code} to the {escape(ctitle)}.</p>")
    board_links = [(base + f"boards/{n}", f"Board {n}") for n in range(1, boards + 1)]
    pages[base + "boards"] = shell("Boards", anchors(board_links))
    for n in range(1, boards + 1):
        pages[base + f"boards/{n}"] = shell(
            f"Board {n}",
            f'<img src="{base}boards/{n}/preview.png" alt="Board {n}">'
            f'<p><a href="{base}boards/{n}/A1.pdf">Download board {n} (A1 PDF)</a></p>',
        )
        pages[base + f"boards/{n}/preview.png"] = Response.data(png(12, 8), "image/png")
        pages[base + f"boards/{n}/A1.pdf"] = Response.data(
            pdf(f"{code} board {n}", [motto]), "application/pdf"
        )
    pages[base + "jury-comments"] = shell("Jury", "<p>The jury admired the section.</p>")
    pages[base + "team"] = shell("Team", "<p>Team names are published after the award.</p>")
    if gpages > 1:
        for p in range(1, gpages + 1):
            nav = " ".join(
                f'<a href="{base}gallery?page={q}">{q}</a>'
                if q > 1
                else f'<a href="{base}gallery">1</a>'
                for q in range(1, gpages + 1)
            )
            key = base + "gallery" + (f"?page={p}" if p > 1 else "")
            pages[key] = shell(
                f"Photographs {p}",
                f'<img src="{base}gallery/{p}.png" alt=""><p class="pager">{nav}</p>',
            )
            pages[base + f"gallery/{p}.png"] = Response.data(png(10, 10), "image/png")
    return pages


def comp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug, (ctitle, entries) in COMPETITIONS.items():
        items = [
            (f"/competitions/{slug}/entries/{c}/", f"{c} {m}") for c, (m, _b, _g) in entries.items()
        ]
        pages[f"/competitions/{slug}/"] = render(
            COMP, ctitle, f"<h1>{escape(ctitle)}</h1><h2>Entries</h2>{anchors(items)}"
        )
        for code in entries:
            pages.update(_comp_entry_pages(slug, code))
    return [COMP.site(merge(chrome_pages(COMP), pages))]


# --- studio project microsites, one subdomain per project (Path-Based on "/") -----------

BOARD_HOME = "www.atlasboard.hx106.example"
# subdomain -> (project title, extra pages under "/", process pages)
MICROSITES = {
    "quayside-commons": ("Quayside Commons: a co-design atlas", ["plans", "data"], 1),
    "ringroad-retrofit": (
        "Ring Road Retrofit: mapping a post-car corridor",
        ["plans", "data", "interviews", "map"],
        3,
    ),
}


def board_sites() -> list[Site]:
    home = Portal(
        BOARD_HOME,
        "AtlasBoard",
        [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/start", "Start a project")],
        [("/terms", "Terms"), ("/privacy", "Privacy")],
    )
    sites = [home.site(chrome_pages(home))]
    for sub, (title, sections, nproc) in MICROSITES.items():
        host = f"{sub}.atlasboard.hx106.example"
        nav = [
            ("/", "Overview"),
            *[(f"/{s}", s.title()) for s in sections],
            ("/process", "Process"),
        ]
        made = (
            f'<footer class="made-with">Made with <a href="http://{BOARD_HOME}/">AtlasBoard</a>'
            f' · <a href="http://{BOARD_HOME}/start">Start your own</a></footer>'
        )

        def page(
            h: str,
            body: str,
            title: str = title,
            nav: list[tuple[str, str]] = nav,
            made: str = made,
        ) -> str:
            return (
                f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(h)} · "
                f"{escape(title)}</title><script async src='http://tags.pixelcount.test/pc.js'>"
                f"</script></head><body><header><b>{escape(title)}</b>{anchors(nav)}</header>"
                f"<main>{body}</main>{made}</body></html>"
            )

        s = Site(host)
        s.add("/", page("Overview", f"<h1>{escape(title)}</h1><p>An open atlas.</p>"))
        for sec in sections:
            if sec == "data":
                body = (
                    '<table><tr><td><a href="/data/sites.csv">sites.csv</a></td></tr>'
                    '<tr><td><a href="/data/sites.geojson">sites.geojson</a></td></tr></table>'
                )
                s.add("/data/sites.csv", text("id,name\n1,quay\n", "text/csv"))
                s.add(
                    "/data/sites.geojson",
                    text('{"type":"FeatureCollection","features":[]}', "application/geo+json"),
                )
            elif sec == "plans":
                body = '<p><a href="/plans/masterplan.pdf">Masterplan (PDF)</a></p>'
                s.add(
                    "/plans/masterplan.pdf",
                    Response.data(pdf(title, ["masterplan"]), "application/pdf"),
                )
            else:
                body = f"<p>{sec.title()} of the project.</p>"
            s.add(f"/{sec}", page(sec.title(), f"<h1>{sec.title()}</h1>{body}"))
        for p in range(1, nproc + 1):
            pager = " ".join(
                f'<a href="/process{f"?page={q}" if q > 1 else ""}">{q}</a>'
                for q in range(1, nproc + 1)
                if q != p
            )
            s.add(
                "/process" + (f"?page={p}" if p > 1 else ""),
                page("Process", f"<h1>Process {p}</h1><p>{pager}</p>"),
            )
        sites.append(s)
    return sites


def _board_truth(sub: str) -> list[str]:
    site = next(s for s in board_sites() if s.host.startswith(sub + "."))
    return [site.url(p) for p in site.pages]


# --- BIM model forge with a raw-content domain (Path-Based with Externals) --------------

FORGE = Portal(
    "code.ifcforge.hx106.example",
    "IFCForge",
    [("/explore", "Explore"), ("/standards", "Standards"), ("/pricing", "Pricing")],
    [("/docs", "Docs"), ("/status", "Status"), ("/privacy", "Privacy"), ("/terms", "Terms")],
    title_format="{title} · {name}",
)
RAW = "raw.ifcforgecontent.hx106.example"
OBJ = "objects.ifcforgecontent.hx106.example"
# repo -> (description, model files, issues, releases)
REPOS = {
    "kestrel-bim/terraced-house-retrofit": (
        "IFC4 model of a retrofitted 1900s terraced house",
        ["models/house.ifc", "models/house-services.ifc"],
        1,
        [],
    ),
    "civicmodels/tramdepot-adaptive-reuse": (
        "Federated IFC models for the tram depot adaptive reuse scheme",
        [
            "arch/depot-arch.ifc",
            "struct/depot-struct.ifc",
            "mep/depot-mep.ifc",
            "docs/model-execution-plan.md",
        ],
        3,
        ["v1.0", "v1.1"],
    ),
}


def _forge_repo(repo: str) -> dict[str, PageValue]:
    desc, files, nissues, rels = REPOS[repo]
    owner = repo.split("/")[0]
    b = f"/{repo}"
    tabs = [(b, "Model"), (f"{b}/issues", f"Issues {nissues}"), (f"{b}/commits/main", "History")]
    if rels:
        tabs.append((f"{b}/releases", "Releases"))
    tabs.append((f"{b}/stargazers", "Stars"))

    def shell(title: str, body: str) -> str:
        return render(
            FORGE,
            f"{title} · {repo}",
            f'<p class="repo"><a href="/{owner}">{owner}</a> / <a href="{b}">{repo.split("/")[1]}'
            f'</a></p><nav class="tabs">{anchors(tabs)}</nav>{body}',
        )

    pages: dict[str, PageValue] = {}
    dirs = sorted({f.split("/")[0] for f in files})
    pages[b] = shell(
        repo,
        f"<p>{escape(desc)}</p>"
        + anchors([(f"{b}/tree/main/{d}", d + "/") for d in dirs])
        + f'<p><a href="{b}/archive/main.zip">Download ZIP</a></p>',
    )
    pages[f"{b}/archive/main.zip"] = Response.data(b"PK\x05\x06" + b"\0" * 18, "application/zip")
    for d in dirs:
        inside = [
            (f"{b}/blob/main/{f}", f.split("/", 1)[1]) for f in files if f.startswith(d + "/")
        ]
        pages[f"{b}/tree/main/{d}"] = shell(d, anchors(inside))
    for f in files:
        pages[f"{b}/blob/main/{f}"] = shell(
            f,
            f"<pre>ISO-10303-21; {escape(f)}</pre>"
            f'<p><a href="http://{RAW}{b}/main/{f}">Raw</a> '
            f'<a href="{b}/commits/main/{f}">History</a></p>',
        )
        pages[f"{b}/commits/main/{f}"] = shell(
            f"History of {f}", f'<p><a href="{b}/commit/4f1c9e2">4f1c9e2</a></p>'
        )
    pages[f"{b}/commits/main"] = shell(
        "Commits", f'<p><a href="{b}/commit/4f1c9e2">4f1c9e2 Federate models</a></p>'
    )
    pages[f"{b}/commit/4f1c9e2"] = shell("Commit 4f1c9e2", "<pre>+ models</pre>")
    issues = [(f"{b}/issues/{n}", f"Clash #{n}") for n in range(1, nissues + 1)]
    pages[f"{b}/issues"] = shell("Issues", anchors(issues))
    for n in range(1, nissues + 1):
        pages[f"{b}/issues/{n}"] = shell(f"Clash #{n}", "<p>Duct clashes with beam.</p>")
    pages[f"{b}/stargazers"] = shell("Stargazers", "<p>12 people starred this model.</p>")
    if rels:
        pages[f"{b}/releases"] = shell(
            "Releases", anchors([(f"{b}/releases/tag/{r}", r) for r in rels])
        )
        for r in rels:
            pages[f"{b}/releases/tag/{r}"] = shell(
                r,
                f'<p><a href="http://{OBJ}{b}/releases/{r}/federated-{r}.ifczip">'
                f'federated-{r}.ifczip</a> <a href="{b}/archive/{r}.zip">Source</a></p>',
            )
            pages[f"{b}/archive/{r}.zip"] = Response.data(
                b"PK\x05\x06" + b"\0" * 18, "application/zip"
            )
    return pages


def _forge_externals(repo: str) -> list[str]:
    _d, files, _n, rels = REPOS[repo]
    out = [f"http://{RAW}/{repo}/main/{f}" for f in files]
    out += [f"http://{OBJ}/{repo}/releases/{r}/federated-{r}.ifczip" for r in rels]
    return out


def forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    owners = {r.split("/")[0] for r in REPOS}
    for repo in REPOS:
        pages.update(_forge_repo(repo))
    for o in owners:
        mine = [(f"/{r}", r) for r in REPOS if r.startswith(o + "/")]
        pages[f"/{o}"] = render(FORGE, o, f"<h1>{o}</h1>{anchors(mine)}")
    raw, obj = Site(RAW), Site(OBJ)
    for repo in REPOS:
        for u in _forge_externals(repo):
            path = u.split(".example", 1)[1]
            target = raw if u.startswith(f"http://{RAW}") else obj
            target.add(
                path,
                Response.data(
                    f"ISO-10303-21;\n/* {repo} */\n".encode(), "application/octet-stream"
                ),
            )
    return [FORGE.site(merge(chrome_pages(FORGE), pages)), raw, obj]


def _paths_of(build: Callable[[], list[Site]], host: str, prefix: str) -> list[str]:
    site = next(s for s in build() if s.host == host)
    return [site.url(p) for p in site.pages if p.startswith(prefix) and not p.endswith(".png")]


def cases() -> list[Case]:
    out: list[Case] = []
    picks = [("2023-harbour-baths", "HB-0317"), ("2024-riverside-library", "RL-1044")]
    for i, (slug, code) in enumerate(picks):
        base = f"/competitions/{slug}/entries/{code}/"
        others = [
            COMP.url(f"/competitions/{slug}/entries/{c}/")
            for c in COMPETITIONS[slug][1]
            if c != code
        ]
        # A competition entry lives under its own path (like a BitBucket/GitLab project):
        # Path-Based.  Board previews are embedded images, not artifact URIs.
        out.append(
            case(
                f"competition-entry-{i + 1}",
                "design competition archive ("
                + ("2 boards" if i == 0 else "6 boards, paginated model photographs")
                + ")",
                "competition entry",
                "path_based",
                COMP.url(base),
                _paths_of(comp_sites, COMP.host, base),
                comp_sites,
                others,
            )
        )
    for i, sub in enumerate(MICROSITES):
        # A whole subdomain per project, the seed's Silk case: Path-Based on "/".
        out.append(
            case(
                f"project-microsite-{i + 1}",
                "studio project microsite ("
                + ("two sections" if i == 0 else "four sections, paginated process log")
                + ")",
                "project website",
                "path_based",
                f"http://{sub}.atlasboard.hx106.example/",
                _board_truth(sub),
                board_sites,
            )
        )
    for i, repo in enumerate(REPOS):
        # A GitHub-like model repository with a raw-content domain: the seed's GitHub row,
        # Path-Based with Externals (the externals are the raw files and release assets).
        out.append(
            case(
                f"bim-forge-{i + 1}",
                "BIM model forge ("
                + ("two models" if i == 0 else "federated models, issues, two releases")
                + ")",
                "model repository",
                "path_based_externals",
                FORGE.url(f"/{repo}"),
                _paths_of(forge_sites, FORGE.host, f"/{repo}") + _forge_externals(repo),
                forge_sites,
            )
        )
    return out
