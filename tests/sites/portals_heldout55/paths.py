"""heldout55's path-shaped portals: a museum collections database, per-exhibition microsites,
a code forge holding collection-data pipelines and a digitised-ledger viewer.

Seed reasoning: when every URI of the artifact contains the entry page's URI (GitLab,
BitBucket, Slideshare, and Silk, whose whole per-project subdomain is the artifact) the
heuristic is Path-Based; when, as on GitHub with raw.githubusercontent.com, part of the
artifact lives on hosts of another domain linked from those pages, it is Path-Based with
Externals.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, binary, dl, file_host, host, image, jpeg_like, pdf_file, text, ul

# ---------------------------------------------------------------------------------------
# Marrowstone NHM collections database: a specimen record with tabs, media and exports.

CAT = host("catalogue", "marrowstone-nhm")
_SPECIMENS = {
    "ZOO.1887.4.12.1": {
        "title": "Halichoerus grypus (grey seal), skull",
        "dept": "zoology",
        "images": 3,
        "revisions": 0,
        "related": ["ZOO.1887.4.12.2", "ZOO.1887.4.12.10"],
    },
    "BOT.HRB.0049921": {
        "title": "Drosera anglica Huds., herbarium sheet with fragment packet",
        "dept": "botany",
        "images": 11,
        "revisions": 3,
        "related": ["BOT.HRB.0049920", "BOT.HRB.0049922"],
    },
}
_PER_PAGE = 8


def _cat_chrome() -> Chrome:
    return Chrome(
        CAT,
        "Marrowstone Natural History Museum",
        nav=[
            ("/search/advanced", "Advanced search"),
            ("/departments/zoology", "Zoology"),
            ("/departments/botany", "Botany"),
            ("/data-portal-api", "API"),
            ("/about-the-data", "About the data"),
        ],
        title_format="{title} — Collections Online — {name}",
        accent="#1f3b57",
        tracker="http://metrics.quillcount.test/collect.js",
    )


def _cat_paths(sid: str) -> list[str]:
    spec = _SPECIMENS[sid]
    base = f"/specimen/{sid}/"
    n = int(spec["images"])
    out = [base, f"{base}media/", f"{base}events/"]
    out += [f"{base}export/dwc.xml", f"{base}export/record.json", f"{base}export/record.csv"]
    pages = (n + _PER_PAGE - 1) // _PER_PAGE
    out += [f"{base}media/?page={p}" for p in range(2, pages + 1)]
    for i in range(1, n + 1):
        out += [f"{base}media/{i}/", f"{base}media/{i}/full.jpg"]
    revs = int(spec["revisions"])
    if revs:
        out += [f"{base}history/", *(f"{base}history/{r}/" for r in range(1, revs + 1))]
        out += [f"{base}export/iiif-manifest.json"]
    return out


def _cat_sites() -> list[Site]:
    ch = _cat_chrome()
    pages: dict[str, object] = {}
    for sid, spec in _SPECIMENS.items():
        title, base = str(spec["title"]), f"/specimen/{sid}/"
        n, revs = int(spec["images"]), int(spec["revisions"])
        tabs = [(base, "Summary"), (f"{base}media/", f"Media ({n})"), (f"{base}events/", "Events")]
        if revs:
            tabs.append((f"{base}history/", "Record history"))
        tabbar = ul(tabs, "tabs")
        exports = [
            (f"{base}export/dwc.xml", "Darwin Core XML"),
            (f"{base}export/record.json", "JSON"),
            (f"{base}export/record.csv", "CSV"),
        ]
        if revs:
            exports.append((f"{base}export/iiif-manifest.json", "IIIF manifest"))
        crumbs = [(f"/departments/{spec['dept']}", str(spec["dept"]).title()), (base, sid)]

        def pg(t: str, body: str, aside: str = "", _c: list = crumbs) -> str:
            return ch.page(t, body, aside=aside, crumbs=_c)

        related = ul([(f"/specimen/{r}/", r) for r in spec["related"]])
        summary = (
            f"<h1>{escape(title)}</h1>{tabbar}"
            f'<img class="lead" src="{base}media/1/thumb.jpg" alt="">'
            + dl(
                [
                    ("Catalogue number", sid),
                    ("Collector", '<a href="/agents/ag-3391">Harriet Pell</a>'),
                    ("Taxon", '<a href="/taxa/tx-55120">see taxon page</a>'),
                ]
            )
            + "<h2>Download this record</h2>"
            + ul(exports)
            + '<p class="share"><a href="http://www.facebook.test/sharer.php?u=x">Share</a></p>'
        )
        pages[base] = pg(title, summary, "<h2>Same lot</h2>" + related)
        pages[f"{base}events/"] = pg(
            f"{title}: events",
            f"<h1>Collecting event and determinations</h1>{tabbar}<p>Collected 1887.</p>",
        )
        pages[f"{base}export/dwc.xml"] = text(
            f"<dwr:Record><dwc:catalogNumber>{sid}</dwc:catalogNumber></dwr:Record>\n",
            "application/xml",
        )
        pages[f"{base}export/record.json"] = text(
            f'{{"catalogNumber": "{sid}"}}\n', "application/json"
        )
        pages[f"{base}export/record.csv"] = text(f"catalogNumber\n{sid}\n", "text/csv")
        pages[f"{base}export/iiif-manifest.json"] = text(
            '{"type": "Manifest"}\n', "application/ld+json"
        )
        npages = (n + _PER_PAGE - 1) // _PER_PAGE
        for p in range(1, npages + 1):
            lo, hi = (p - 1) * _PER_PAGE + 1, min(n, p * _PER_PAGE)
            grid = "".join(
                f'<a href="{base}media/{i}/"><img src="{base}media/{i}/thumb.jpg" alt="image {i}"></a>'
                for i in range(lo, hi + 1)
            )
            pager = " ".join(
                f'<a href="{base}media/' + (f"?page={q}" if q > 1 else "") + f'">{q}</a>'
                for q in range(1, npages + 1)
                if q != p
            )
            key = f"{base}media/" + (f"?page={p}" if p > 1 else "")
            pages[key] = pg(f"{title}: media", f"<h1>Media</h1>{tabbar}{grid}<p>{pager}</p>")
        for i in range(1, n + 1):
            pages[f"{base}media/{i}/thumb.jpg"] = image((50, 60, 70 + i))
            pages[f"{base}media/{i}/full.jpg"] = jpeg_like((60, 70, 80 + i))
            pages[f"{base}media/{i}/"] = pg(
                f"{title}: image {i}",
                f'<h1>Image {i} of {n}</h1><img src="{base}media/{i}/thumb.jpg" alt="">'
                f'<p><a href="{base}media/{i}/full.jpg">Full resolution</a> · '
                f'<a href="{base}media/">All media</a></p>',
            )
        if revs:
            hist = ul([(f"{base}history/{r}/", f"Revision {r}") for r in range(1, revs + 1)])
            pages[f"{base}history/"] = pg(f"{title}: history", f"<h1>Record history</h1>{hist}")
            for r in range(1, revs + 1):
                pages[f"{base}history/{r}/"] = pg(
                    f"{title}: revision {r}",
                    f'<h1>Revision {r}</h1><p><a href="{base}history/">All revisions</a></p>',
                )
        for r in spec["related"]:
            pages[f"/specimen/{r}/"] = ch.other(f"Specimen {r}", "Another specimen of the lot.")
    pages["/agents/ag-3391"] = ch.page("Harriet Pell", "<h1>Harriet Pell (collector)</h1>")
    pages["/taxa/tx-55120"] = ch.page("Taxon", "<h1>Taxon page</h1>")
    return [ch.site(pages)]


def _cat_case(name: str, sid: str) -> Case:
    return Case(
        name=name,
        imitates=f"museum collections database (specimen record {sid})",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{CAT}/specimen/{sid}/",
        truth=frozenset(f"http://{CAT}{p}" for p in _cat_paths(sid)),
        build=_cat_sites,
        others=frozenset(f"http://{CAT}/specimen/{r}/" for r in _SPECIMENS[sid]["related"]),
    )


# ---------------------------------------------------------------------------------------
# Vitrinarium: a platform giving every online exhibition its own subdomain.

VITRINE = host("www", "vitrinarium")
_EXHIBITS = {
    host("fenmosses", "vitrinarium"): {
        "title": "Mosses of the Fens",
        "chapters": ["the-peat", "the-collectors"],
        "objects": ["sphagnum-papillosum", "pell-collecting-box"],
        "files": ["/data/specimens.csv"],
    },
    host("wartimeherbarium", "vitrinarium"): {
        "title": "The Wartime Herbarium: Plants Collected in the Blitz",
        "chapters": ["evacuation", "bombsite-flora", "the-return", "afterlives", "sources"],
        "objects": ["senecio-squalidus-1944", "rosebay-willowherb", "crate-label", "diary-1941"],
        "files": ["/data/specimens.csv", "/data/specimens.json", "/downloads/catalogue.pdf"],
    },
}


def _vitrine_paths(h: str) -> list[str]:
    ex = _EXHIBITS[h]
    out = ["/", "/map", "/credits"]
    out += [f"/chapter/{c}" for c in ex["chapters"]]
    for o in ex["objects"]:
        out += [f"/object/{o}", f"/object/{o}/zoom"]
    return out + list(ex["files"])


def _vitrine_sites() -> list[Site]:
    platform = Chrome(
        VITRINE,
        "Vitrinarium",
        nav=[("/showcase", "Showcase"), ("/pricing", "Pricing"), ("/docs", "Docs")],
        home_main="<h1>Online exhibitions for museums</h1>"
        + ul([(f"http://{h}/", str(e["title"])) for h, e in _EXHIBITS.items()]),
    )
    extra = {"/report": platform.page("Report", "<h1>Report an exhibition</h1>")}
    sites = [platform.site(extra)]
    for h, ex in _EXHIBITS.items():
        title = str(ex["title"])
        chapters, objects = list(ex["chapters"]), list(ex["objects"])

        def page(t: str, body: str, _title: str = title, _ch: list[str] = chapters) -> str:
            menu = ul(
                [("/", "Introduction")]
                + [(f"/chapter/{c}", c.replace("-", " ").title()) for c in _ch]
                + [("/map", "Map"), ("/credits", "Credits")]
            )
            return (
                f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(t)}</title>"
                "<link rel='stylesheet' href='/theme/exhibit.css'></head><body>"
                f"<header><p class='ex'>{escape(_title)}</p><nav>{menu}</nav></header>"
                f"<main>{body}</main><footer>Made with <a href='http://{VITRINE}/'>Vitrinarium</a>"
                f" · <a href='http://{VITRINE}/login'>Log in</a>"
                f" · <a href='http://{VITRINE}/report'>Report</a></footer></body></html>\n"
            )

        pages: dict[str, object] = {
            "/theme/exhibit.css": text("body{margin:2em}\n", "text/css"),
            "/": page(title, f"<h1>{escape(title)}</h1><p>An online exhibition.</p>"),
            "/map": page(f"Map · {title}", "<h1>Where the plants were found</h1>"),
            "/credits": page(f"Credits · {title}", "<h1>Credits</h1>"),
        }
        for k, c in enumerate(chapters):
            nxt = (
                f'<a href="/chapter/{chapters[k + 1]}">Next chapter</a>'
                if k + 1 < len(chapters)
                else ""
            )
            links = ul([(f"/object/{o}", o.replace("-", " ")) for o in objects[k :: len(chapters)]])
            pages[f"/chapter/{c}"] = page(f"{c} · {title}", f"<h1>{c}</h1>{links}{nxt}")
        for o in objects:
            pages[f"/object/{o}"] = page(
                f"{o} · {title}",
                f'<h1>{o}</h1><img src="/media/{o}.png" alt=""><a href="/object/{o}/zoom">Zoom</a>',
            )
            pages[f"/object/{o}/zoom"] = page(f"{o} (zoom)", f'<img src="/media/{o}.png" alt="">')
            pages[f"/media/{o}.png"] = image((80, 120, 60))
        files = list(ex["files"])
        for f in files:
            pages[f] = (
                pdf_file(title, "Exhibition catalogue")
                if f.endswith(".pdf")
                else text("specimen\n", "text/plain")
            )
        pages["/credits"] = page(
            f"Credits · {title}", "<h1>Credits</h1><h2>Data</h2>" + ul([(f, f) for f in files])
        )
        s = Site(h)
        for p, v in pages.items():
            s.add(p, v)
        sites.append(s)
    return sites


def _vitrine_case(name: str, h: str) -> Case:
    return Case(
        name=name,
        imitates=f"online exhibition microsite ({_EXHIBITS[h]['title']})",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{h}/",
        truth=frozenset(f"http://{h}{p}" for p in _vitrine_paths(h)),
        build=_vitrine_sites,
    )


# ---------------------------------------------------------------------------------------
# Stoatforge: a code forge where museums keep their collection-data pipelines.

FORGE = host("code", "stoatforge")
RAW = host("raw", "stoatusercontent")
OBJ = host("objects", "stoatusercontent")
_REPOS = {
    "marrowstone-nhm/herp-dwca-pipeline": {
        "files": ["README.md", "meta.xml", "data/occurrence.txt"],
        "issues": [12, 14],
        "releases": {"v1.2.0": ["herp-dwca-v1.2.0.zip"]},
        "wiki": [],
        "fork_of": "gbif-tools/dwca-template",
    },
    "holmgard-lichens/checklist-data": {
        "files": [
            "README.md",
            "checklist.csv",
            "taxa.json",
            "images/index.csv",
            "schema/fields.md",
        ],
        "issues": [1, 2, 3, 5, 8, 9, 11, 13, 21, 22, 24],
        "releases": {
            "2023.1": ["checklist-2023.1.zip", "checklist-2023.1.csv"],
            "2024.1": ["checklist-2024.1.zip"],
        },
        "wiki": ["Home", "Data-dictionary", "Contributing-records"],
        "fork_of": "",
    },
}
_ISSUES_PER_PAGE = 8


def _forge_paths(repo: str) -> tuple[list[str], list[str]]:
    r = _REPOS[repo]
    b = f"/{repo}"
    same = [b, f"{b}/tree/main", f"{b}/issues", f"{b}/releases", f"{b}/commits/main"]
    same += [f"{b}/blob/main/{f}" for f in r["files"]]
    same += [f"{b}/issues/{i}" for i in r["issues"]]
    pages = (len(r["issues"]) + _ISSUES_PER_PAGE - 1) // _ISSUES_PER_PAGE
    same += [f"{b}/issues?page={p}" for p in range(2, pages + 1)]
    same += [f"{b}/releases/tag/{t}" for t in r["releases"]]
    if r["wiki"]:
        same += [f"{b}/wiki", *(f"{b}/wiki/{w}" for w in r["wiki"])]
    ext = [f"http://{RAW}/{repo}/main/{f}" for f in r["files"]]
    ext += [
        f"http://{OBJ}/releases/{repo}/{t}/{a}"
        for t, assets in r["releases"].items()
        for a in assets
    ]
    return same, ext


def _forge_sites() -> list[Site]:
    ch = Chrome(
        FORGE,
        "Stoatforge",
        nav=[
            ("/explore", "Explore"),
            ("/topics/biodiversity-data", "Topics"),
            ("/orgs", "Organisations"),
        ],
        footer=[
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
            ("/site/status", "Status"),
            ("/site/docs", "Docs"),
        ],
        title_format="{title} · {name}",
        accent="#24292e",
        cookie=False,
        cdn_css="http://cdn.staticmoth.test/npm/bulma@0.9.4/css/bulma.min.css",
        signin=(("/user/login", "Sign in"), ("/user/sign_up", "Sign up")),
    )
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    obj: dict[str, object] = {}
    for repo, r in _REPOS.items():
        b = f"/{repo}"
        owner = repo.split("/")[0]
        tabs = ul(
            [(b, "Code"), (f"{b}/issues", "Issues"), (f"{b}/releases", "Releases")]
            + ([(f"{b}/wiki", "Wiki")] if r["wiki"] else [])
        )
        head = f'<h1><a href="/{owner}">{owner}</a> / <a href="{b}">{repo.split("/")[1]}</a></h1>'
        if r["fork_of"]:
            head += f'<p>forked from <a href="/{r["fork_of"]}">{r["fork_of"]}</a></p>'
            pages[f"/{r['fork_of']}"] = ch.other(str(r["fork_of"]), "Template repository.")
        pages[f"/{owner}"] = ch.page(owner, f"<h1>{owner}</h1><p>Organisation.</p>")

        def pg(t: str, body: str, _h: str = head, _t: str = tabs) -> str:
            return ch.page(t, _h + _t + body)

        tree = ul([(f"{b}/blob/main/{f}", f) for f in r["files"]])
        pages[b] = pg(
            repo,
            f'<p><a href="{b}/tree/main">Browse files</a> · <a href="{b}/commits/main">Commits</a></p>{tree}',
        )
        pages[f"{b}/tree/main"] = pg(f"{repo} at main", tree)
        pages[f"{b}/commits/main"] = pg(f"Commits · {repo}", "<p>Commit history of main.</p>")
        for f in r["files"]:
            pages[f"{b}/blob/main/{f}"] = pg(
                f"{f} at main · {repo}",
                f'<pre>{escape(f)}</pre><a href="http://{RAW}/{repo}/main/{f}">Raw</a>',
            )
            raw[f"/{repo}/main/{f}"] = text(f"{f} of {repo}\n", "text/plain")
        issues = list(r["issues"])
        npages = (len(issues) + _ISSUES_PER_PAGE - 1) // _ISSUES_PER_PAGE
        for p in range(1, npages + 1):
            chunk = issues[(p - 1) * _ISSUES_PER_PAGE : p * _ISSUES_PER_PAGE]
            pager = " ".join(
                f'<a href="{b}/issues' + (f"?page={q}" if q > 1 else "") + f'">{q}</a>'
                for q in range(1, npages + 1)
                if q != p
            )
            key = f"{b}/issues" + (f"?page={p}" if p > 1 else "")
            pages[key] = pg(
                f"Issues · {repo}", ul([(f"{b}/issues/{i}", f"#{i}") for i in chunk]) + pager
            )
        for i in issues:
            pages[f"{b}/issues/{i}"] = pg(
                f"Issue #{i} · {repo}", f"<h2>Issue {i}</h2><p>Discussion.</p>"
            )
        rel_list = []
        for t, assets in r["releases"].items():
            rel_list.append((f"{b}/releases/tag/{t}", t))
            alinks = ul([(f"http://{OBJ}/releases/{repo}/{t}/{a}", a) for a in assets])
            pages[f"{b}/releases/tag/{t}"] = pg(f"Release {t} · {repo}", f"<h2>{t}</h2>{alinks}")
            for a in assets:
                obj[f"/releases/{repo}/{t}/{a}"] = (
                    binary(a) if a.endswith(".zip") else text("taxon\n", "text/csv")
                )
        pages[f"{b}/releases"] = pg(f"Releases · {repo}", ul(rel_list))
        if r["wiki"]:
            wl = ul([(f"{b}/wiki/{w}", w.replace("-", " ")) for w in r["wiki"]])
            pages[f"{b}/wiki"] = pg(f"Wiki · {repo}", wl)
            for w in r["wiki"]:
                pages[f"{b}/wiki/{w}"] = pg(f"{w} · Wiki · {repo}", f"<h2>{w}</h2>{wl}")
    return [ch.site(pages), file_host(RAW, ch, raw), file_host(OBJ, ch, obj)]


def _forge_case(name: str, repo: str) -> Case:
    same, ext = _forge_paths(repo)
    fork = _REPOS[repo]["fork_of"]
    return Case(
        name=name,
        imitates=f"code forge for collection data pipelines (repository {repo})",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{FORGE}/{repo}",
        truth=frozenset({*(f"http://{FORGE}{p}" for p in same), *ext}),
        build=_forge_sites,
        others=frozenset({f"http://{FORGE}/{fork}"} if fork else set()),
    )


# ---------------------------------------------------------------------------------------
# Quill Hall Museum ledgers: digitised registers, folio views, images on an IIIF server.

LEDGERS = host("ledgers", "quillhall-museum")
IIIF = host("iiif", "imagequay")
PRINT = host("dl", "quillprint")
_REGISTERS = {
    "acc-1894": {
        "title": "Accessions register, 1894-1896",
        "folios": ["1r", "1v", "2r"],
        "pdf": False,
    },
    "loans-1921": {
        "title": "Register of specimens lent, 1921-1930",
        "folios": [f"{n}{s}" for n in range(1, 7) for s in "rv"],
        "pdf": True,
    },
}
_FOLIOS_PER_PAGE = 6


def _ledger_paths(rid: str) -> tuple[list[str], list[str]]:
    reg = _REGISTERS[rid]
    b = f"/register/{rid}/"
    folios = list(reg["folios"])
    pages = (len(folios) + _FOLIOS_PER_PAGE - 1) // _FOLIOS_PER_PAGE
    same = [b, f"{b}about/", *(f"{b}?page={p}" for p in range(2, pages + 1))]
    for f in folios:
        same += [f"{b}folio/{f}/", f"{b}folio/{f}/transcript.txt"]
    ext = [f"http://{IIIF}/presentation/quill-{rid}/manifest.json"]
    ext += [f"http://{IIIF}/iiif/3/quill-{rid}-{f}/full/max/0/default.jpg" for f in folios]
    if reg["pdf"]:
        ext.append(f"http://{PRINT}/pdf/quill-{rid}.pdf")
    return same, ext


def _ledger_sites() -> list[Site]:
    ch = Chrome(
        LEDGERS,
        "Quill Hall Museum Registers",
        nav=[
            ("/registers", "All registers"),
            ("/people", "People"),
            ("/transcribe", "Help transcribe"),
            ("/guide", "Using the viewer"),
        ],
        accent="#3d2b1f",
    )
    pages: dict[str, object] = {}
    iiif: dict[str, object] = {}
    prints: dict[str, object] = {}
    for rid, reg in _REGISTERS.items():
        title, b, folios = str(reg["title"]), f"/register/{rid}/", list(reg["folios"])
        manifest = f"http://{IIIF}/presentation/quill-{rid}/manifest.json"
        iiif[f"/presentation/quill-{rid}/manifest.json"] = text(
            '{"@context": "http://iiif.io/api/presentation/3/context.json", "type": "Manifest"}\n',
            "application/ld+json",
        )
        npages = (len(folios) + _FOLIOS_PER_PAGE - 1) // _FOLIOS_PER_PAGE
        tools = f'<p><a href="{manifest}">IIIF manifest</a> · <a href="{b}about/">About this register</a>'
        if reg["pdf"]:
            tools += f' · <a href="http://{PRINT}/pdf/quill-{rid}.pdf">Download PDF</a>'
            prints[f"/pdf/quill-{rid}.pdf"] = pdf_file(title, "Digitised register")
        tools += "</p>"
        for p in range(1, npages + 1):
            chunk = folios[(p - 1) * _FOLIOS_PER_PAGE : p * _FOLIOS_PER_PAGE]
            grid = "".join(
                f'<a href="{b}folio/{f}/"><img src="http://{IIIF}/iiif/3/quill-{rid}-{f}/full/120,/0/default.jpg" alt="folio {f}"></a>'
                for f in chunk
            )
            pager = " ".join(
                f'<a href="{b}' + (f"?page={q}" if q > 1 else "") + f'">Page {q}</a>'
                for q in range(1, npages + 1)
                if q != p
            )
            key = b + (f"?page={p}" if p > 1 else "")
            pages[key] = ch.page(
                title,
                f"<h1>{escape(title)}</h1>{tools}<div class='folios'>{grid}</div><p>{pager}</p>",
                aside='<h2>Mentioned</h2><ul><li><a href="/people/p-208">J. Quill</a></li></ul>',
            )
        pages[f"{b}about/"] = ch.page(
            f"About: {title}",
            f'<h1>About this register</h1><p><a href="{b}">Back to folios</a></p>',
        )
        for k, f in enumerate(folios):
            img = f"http://{IIIF}/iiif/3/quill-{rid}-{f}/full/max/0/default.jpg"
            nav = f'<a href="{b}">All folios</a>'
            if k + 1 < len(folios):
                nav += f' <a href="{b}folio/{folios[k + 1]}/">Next folio</a>'
            pages[f"{b}folio/{f}/"] = ch.page(
                f"Folio {f}: {title}",
                f'<h1>Folio {f}</h1><img src="http://{IIIF}/iiif/3/quill-{rid}-{f}/full/800,/0/default.jpg" alt="">'
                f'<p><a href="{img}">Full image</a> · <a href="{b}folio/{f}/transcript.txt">Transcript</a></p><p>{nav}</p>',
            )
            pages[f"{b}folio/{f}/transcript.txt"] = text(f"Folio {f}\n", "text/plain")
            for size in ("max", "120,", "800,"):
                iiif[f"/iiif/3/quill-{rid}-{f}/full/{size}/0/default.jpg"] = jpeg_like()
    pages["/people/p-208"] = ch.page("J. Quill", "<h1>J. Quill</h1>")
    return [ch.site(pages), file_host(IIIF, ch, iiif), file_host(PRINT, ch, prints)]


def _ledger_case(name: str, rid: str) -> Case:
    same, ext = _ledger_paths(rid)
    return Case(
        name=name,
        imitates=f"digitised ledger viewer ({_REGISTERS[rid]['title']})",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{LEDGERS}/register/{rid}/",
        truth=frozenset({*(f"http://{LEDGERS}{p}" for p in same), *ext}),
        build=_ledger_sites,
    )


CASES = [
    # A specimen record whose tabs, media pages, full images and exports all live under
    # /specimen/<number>/: the entry URI is in every artifact URI (GitLab-like): Path-Based.
    _cat_case("marrowstone-seal-skull", "ZOO.1887.4.12.1"),
    # Harder: eleven images over two media pages, record history with revisions, an IIIF
    # manifest export; related specimens of the lot are other records.
    _cat_case("marrowstone-drosera-sheet", "BOT.HRB.0049921"),
    # An exhibition on its own subdomain: the whole subdomain is the artifact, as the seed
    # reads Silk; platform links go to the platform host.  Path-Based from "/".
    _vitrine_case("vitrine-fen-mosses", host("fenmosses", "vitrinarium")),
    # Harder: five chained chapters, four objects with zoom pages, data and a catalogue PDF.
    _vitrine_case("vitrine-wartime-herbarium", host("wartimeherbarium", "vitrinarium")),
    # A pipeline repository: pages under the repository path plus raw files and release
    # assets on the forge's content domain (GitHub + raw.githubusercontent): Path-Based with
    # Externals.
    _forge_case("stoatforge-herp-dwca", "marrowstone-nhm/herp-dwca-pipeline"),
    # Harder: eleven issues over two pages, two releases with assets, a wiki.
    _forge_case("stoatforge-lichen-checklist", "holmgard-lichens/checklist-data"),
    # A register viewer: folio pages and transcripts under /register/<id>/, the manifest and
    # full images on the IIIF image server's domain: Path-Based with Externals.
    _ledger_case("quillhall-accessions-1894", "acc-1894"),
    # Harder: twelve folios over two pages and a PDF on the print service's domain.
    _ledger_case("quillhall-loans-1921", "loans-1921"),
]
