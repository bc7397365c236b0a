"""Multi-Hop artifacts kept under their entry's path: a Zooniverse-style project (with its
data exports on an uploads host) and one of its Talk threads, a GitHub-style repository of
volunteer water-quality data (raw files on a raw host), a GitLab project of a participatory
mapping tool, a By the People (Concordia) transcription item and a FromThePage work.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, host, jpeg_like, text_file, ul, zipped

# --- Zooniverse-style project builder ----------------------------------------------------

ZO = Portal(
    host("www", "zoocitizen"),
    "Zooniverse",
    menu=[
        ("/projects", "Projects"),
        ("/about", "About"),
        ("/get-involved", "Get Involved"),
        ("/talk", "Talk"),
        ("/lab", "Build a Project"),
    ],
    footer=[
        ("/privacy", "Privacy Policy"),
        ("/security", "Security"),
        ("/about/contact", "Contact"),
    ],
    title_format="{title} \u2014 {name}",
)
ZU = host("uploads", "zoocitizen")
ZP = "/projects/nightsky-network/backyard-meteors"
ZO_EXPORTS = [
    f"http://{ZU}/project_data_export/18233/backyard-meteors-classifications.csv",
    f"http://{ZU}/project_data_export/18233/backyard-meteors-subjects.csv",
    f"http://{ZU}/project_data_export/18233/backyard-meteors-workflows.csv",
]
ZO_ABOUT = ["research", "team", "results", "faq", "education"]
ZO_BOARDS = {2107: ("Meteors", 3456789), 2108: ("Help", 3456999)}
ZO_THREAD = f"{ZP}/talk/2107/3456789"


def _zo(title: str, main: str) -> str:
    tabs = ul(
        [a(ZP, "Backyard Meteors")]
        + [a(f"{ZP}/about/{s}", s.title()) for s in ZO_ABOUT[:2]]
        + [a(f"{ZP}/classify", "Classify"), a(f"{ZP}/talk", "Talk")],
        "project-nav",
    )
    return ZO.page(f"{title} | Backyard Meteors", tabs + main)


def zooniverse_sites() -> list[Site]:
    pages: dict[str, object] = {
        ZP: _zo(
            "Home",
            "<h1>Backyard Meteors</h1><p>Help us find meteors in video from 40 amateur "
            "all-sky cameras.</p>"
            + ul([a(f"{ZP}/about/{s}", f"About: {s}") for s in ZO_ABOUT])
            + "<p>Project by "
            + a("/users/nightsky-network", "nightsky-network")
            + "</p>",
        ),
        f"{ZP}/classify": _zo(
            "Classify",
            f'<h1>Is there a meteor?</h1><img src="http://{ZU}/subject_location/8f1e2d.jpeg" alt="">'
            "<form><button>Yes</button><button>No</button></form>",
        ),
        f"{ZP}/talk": _zo(
            "Talk",
            "<h1>Backyard Meteors Talk</h1>"
            + ul([a(f"{ZP}/talk/{b}", t) for b, (t, _x) in ZO_BOARDS.items()]),
        ),
    }
    for s in ZO_ABOUT:
        body = f"<h1>{s.title()}</h1><p>About the project: {s}.</p>"
        if s == "results":
            body += "<h2>Data exports</h2>" + ul([a(u, u.rsplit("/", 1)[1]) for u in ZO_EXPORTS])
        if s == "team":
            body += ul([a("/users/dalesastro", "dalesastro (researcher)")])
        pages[f"{ZP}/about/{s}"] = _zo(s.title(), body)
    for b, (t, thread) in ZO_BOARDS.items():
        pages[f"{ZP}/talk/{b}"] = _zo(
            t, f"<h1>{t}</h1>" + ul([a(f"{ZP}/talk/{b}/{thread}", f"{t} discussion")])
        )
    pages[ZO_THREAD] = _zo(
        "Double-station meteor in subject 81234567?",
        "<h1>Double-station meteor in subject 81234567?</h1>"
        f'<img src="http://{ZU}/subject_location/8f1e2d.jpeg" alt="">'
        f"<div class='comment'>{a('/users/skywatcher_jo', 'skywatcher_jo')}: Same streak as "
        "camera 12 at 23:41:07.</div>"
        f"<div class='comment'>{a('/users/dalesastro', 'dalesastro')} (researcher): Yes, "
        "we triangulated it. #perseids</div>",
    )
    pages[f"{ZP}/talk/2108/3456999"] = _zo(
        "Frames look green", "<h1>Frames look green</h1><p>That is the camera's IR filter.</p>"
    )
    uploads = Site(ZU)
    for u in ZO_EXPORTS:
        uploads.add(u.split(ZU, 1)[1], csv_file("classification_id,user_name,annotations\n"))
    uploads.add("/subject_location/8f1e2d.jpeg", jpeg_like())
    return [ZO.site(pages), uploads]  # type: ignore[arg-type]


ZO_TRUTH = (
    [ZO.url(p) for p in (ZP, f"{ZP}/classify", f"{ZP}/talk")]
    + [ZO.url(f"{ZP}/about/{s}") for s in ZO_ABOUT]
    + [ZO.url(f"{ZP}/talk/{b}") for b in ZO_BOARDS]
    + [ZO.url(f"{ZP}/talk/{b}/{t}") for b, (_n, t) in ZO_BOARDS.items()]
    + ZO_EXPORTS
)

# --- GitHub-style forge: a volunteer monitoring group's data repository ------------------

GH = Portal(
    host("code", "hubforge"),
    "HubForge",
    menu=[("/features", "Product"), ("/explore", "Explore"), ("/pricing", "Pricing")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="HubForge: Let\u2019s build from here",
)
GR = host("raw", "hubforge")
RP = "/riverwatch-volunteers/water-quality-data"
GH_BLOBS = ["README.md", "data/sites.csv", "data/readings_2025.csv", "CITATION.cff"]
GH_SHA = "4e1f0c2b9a7d"


def github_sites() -> list[Site]:
    desc = "riverwatch-volunteers/water-quality-data"
    tabs = ul(
        [
            a(RP, "Code"),
            a(f"{RP}/issues", "Issues 2"),
            a(f"{RP}/pulls", "Pull requests"),
            a(f"{RP}/releases", "Releases"),
            a(f"{RP}/graphs/contributors", "Insights"),
        ]
    )

    def page(title: str, main: str) -> str:
        owner = a("/riverwatch-volunteers", "riverwatch-volunteers")
        return GH.page(
            f"{title} \u00b7 {desc}", f"<div>{owner} / water-quality-data</div>{tabs}{main}"
        )

    files = ul(
        [a(f"{RP}/tree/main/data", "data")]
        + [a(f"{RP}/blob/main/{f}", f) for f in GH_BLOBS if "/" not in f]
    )
    pages: dict[str, object] = {
        RP: page(
            "GitHub - " + desc + ": Monthly volunteer water-quality readings",
            files
            + "<p>"
            + a(f"{RP}/commits/main", "128 commits")
            + " "
            + a(f"{RP}/archive/refs/heads/main.zip", "Download ZIP")
            + "</p><article><h1>Water-quality data</h1><p>Monthly phosphate, nitrate and "
            "turbidity readings from 18 volunteer sites.</p></article>",
        ),
        f"{RP}/tree/main/data": page(
            "water-quality-data/data at main",
            ul([a(f"{RP}/blob/main/{f}", f) for f in GH_BLOBS if f.startswith("data/")]),
        ),
        f"{RP}/issues": page(
            "Issues",
            ul(
                [
                    a(f"{RP}/issues/7", "Site WEN-04 readings in May look swapped"),
                    a(f"{RP}/issues/9", "Add 2025 Q3 data"),
                ]
            ),
        ),
        f"{RP}/issues/7": page(
            "Site WEN-04 readings in May look swapped \u00b7 Issue #7",
            "<h1>Site WEN-04 readings in May look swapped</h1><p>"
            + a("/hbrennan", "hbrennan")
            + " opened this issue. Fixed in "
            + a(f"{RP}/commit/{GH_SHA}", GH_SHA[:7])
            + ".</p>",
        ),
        f"{RP}/issues/9": page("Add 2025 Q3 data \u00b7 Issue #9", "<h1>Add 2025 Q3 data</h1>"),
        f"{RP}/pulls": page("Pull requests", "<p>There aren\u2019t any open pull requests.</p>"),
        f"{RP}/releases": page(
            "Releases",
            "<h2>"
            + a(f"{RP}/releases/tag/v2025.1", "v2025.1")
            + "</h2>"
            + a(f"{RP}/releases/download/v2025.1/water-quality-2025.zip", "water-quality-2025.zip"),
        ),
        f"{RP}/releases/tag/v2025.1": page(
            "Release v2025.1",
            "<h1>v2025.1</h1>"
            + a(f"{RP}/releases/download/v2025.1/water-quality-2025.zip", "water-quality-2025.zip"),
        ),
        f"{RP}/releases/download/v2025.1/water-quality-2025.zip": zipped("wq 2025"),
        f"{RP}/archive/refs/heads/main.zip": zipped("main"),
        f"{RP}/commits/main": page(
            "Commits", ul([a(f"{RP}/commit/{GH_SHA}", "Swap WEN-04 May readings (#7)")])
        ),
        f"{RP}/commit/{GH_SHA}": page(
            "Swap WEN-04 May readings (#7)",
            "<pre>- WEN-04,2025-05,0.12\n+ WEN-04,2025-05,0.21</pre>",
        ),
        f"{RP}/graphs/contributors": page(
            "Contributors", ul([a("/hbrennan", "hbrennan"), a("/devpatel", "devpatel")])
        ),
    }
    raw = Site(GR)
    for f in GH_BLOBS:
        rawurl = f"http://{GR}{RP}/main/{f}"
        pages[f"{RP}/blob/main/{f}"] = page(
            f"water-quality-data/{f} at main",
            f"<div class='file-actions'>{a(rawurl, 'Raw')}</div><pre>{f}</pre>",
        )
        raw.add(f"{RP}/main/{f}", text_file(f"{f}\n") if not f.endswith("csv") else csv_file("a\n"))
    return [GH.site(pages), raw]  # type: ignore[arg-type]


GH_TRUTH = (
    [
        GH.url(RP + p)
        for p in (
            "",
            "/tree/main/data",
            "/issues",
            "/issues/7",
            "/issues/9",
            "/pulls",
            "/releases",
            "/releases/tag/v2025.1",
            "/releases/download/v2025.1/water-quality-2025.zip",
            "/archive/refs/heads/main.zip",
            "/commits/main",
            f"/commit/{GH_SHA}",
            "/graphs/contributors",
        )
    ]
    + [GH.url(f"{RP}/blob/main/{f}") for f in GH_BLOBS]
    + [f"http://{GR}{RP}/main/{f}" for f in GH_BLOBS]
)

# --- GitLab: a participatory aerial-mapping tool ------------------------------------------

GL = Portal(
    host("gitlab", "openplots"),
    "GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    footer=[("/-/privacy", "Privacy"), ("/-/terms", "Terms")],
    title_format="{title} \u00b7 {name}",
)
GP = "/openplots/balloon-mapper"
GL_SUB = [
    "",
    "/-/tree/main",
    "/-/blob/main/README.md",
    "/-/raw/main/README.md",
    "/-/issues",
    "/-/issues/42",
    "/-/merge_requests",
    "/-/releases",
    "/-/wikis/home",
    "/-/wikis/Flying-in-wind",
    "/-/commits/main",
    "/-/archive/main/balloon-mapper-main.zip",
]


def gitlab_sites() -> list[Site]:
    side = ul(
        [
            a(GP, "Project overview"),
            a(f"{GP}/-/tree/main", "Repository"),
            a(f"{GP}/-/issues", "Issues"),
            a(f"{GP}/-/merge_requests", "Merge requests"),
            a(f"{GP}/-/wikis/home", "Wiki"),
            a(f"{GP}/-/releases", "Releases"),
        ],
        "sidebar",
    )
    crumbs = a("/openplots", "OpenPlots") + " / " + a(GP, "balloon-mapper")

    def page(title: str, main: str) -> str:
        return GL.page(f"{title} \u00b7 OpenPlots / balloon-mapper", crumbs + side + main)

    pages: dict[str, object] = {
        GP: page(
            "OpenPlots / balloon-mapper",
            "<h1>balloon-mapper</h1><p>Stitch kite and balloon photos into maps.</p>"
            + a(f"{GP}/-/commits/main", "412 Commits")
            + a(f"{GP}/-/archive/main/balloon-mapper-main.zip", "zip"),
        ),
        f"{GP}/-/tree/main": page("Files", ul([a(f"{GP}/-/blob/main/README.md", "README.md")])),
        f"{GP}/-/blob/main/README.md": page(
            "README.md", a(f"{GP}/-/raw/main/README.md", "Open raw") + "<p># balloon-mapper</p>"
        ),
        f"{GP}/-/raw/main/README.md": text_file("# balloon-mapper\n"),
        f"{GP}/-/issues": page("Issues", ul([a(f"{GP}/-/issues/42", "Tiles misaligned")])),
        f"{GP}/-/issues/42": page(
            "Tiles misaligned (#42)",
            "<h1>Tiles misaligned</h1><p>Reported by " + a("/jwarren", "jwarren") + "</p>",
        ),
        f"{GP}/-/merge_requests": page("Merge requests", "<p>No open merge requests</p>"),
        f"{GP}/-/releases": page(
            "Releases", "<h2>v1.4.0</h2>" + a(f"{GP}/-/archive/main/balloon-mapper-main.zip", "zip")
        ),
        f"{GP}/-/wikis/home": page(
            "Home \u00b7 Wiki", a(f"{GP}/-/wikis/Flying-in-wind", "Flying in wind")
        ),
        f"{GP}/-/wikis/Flying-in-wind": page("Flying in wind \u00b7 Wiki", "<p>Use a drogue.</p>"),
        f"{GP}/-/commits/main": page("Commits", "<p>Fix tile offset (#42)</p>"),
        f"{GP}/-/archive/main/balloon-mapper-main.zip": zipped("balloon-mapper"),
        "/openplots": GL.page("OpenPlots", "<h1>OpenPlots</h1>" + ul([a(GP, "balloon-mapper")])),
    }
    return [GL.site(pages)]  # type: ignore[arg-type]


# --- By the People (Concordia): a crowdsourced transcription item -------------------------

BP = Portal(
    host("crowd", "nationallibrary"),
    "By the People",
    menu=[
        ("/campaigns/", "Campaigns"),
        ("/topics/", "Topics"),
        ("/get-started/", "How-to"),
        ("/about/", "About"),
        ("/help-center/", "Help center"),
    ],
    footer=[("/for-educators/", "Educators"), ("/contact/", "Contact"), ("/legal/", "Legal")],
    title_format="{title} | {name}",
)
BC_CAMP = "/campaigns/mill-girls-letters/"
BC_PROJ = BC_CAMP + "clara-boyd-correspondence/"
BI = BC_PROJ + "mss41235-0007/"
BI_ASSETS = [f"{BI}mss41235-0007-{n}/" for n in range(1, 5)]


def concordia_sites() -> list[Site]:
    title = "Clara Boyd to her mother, 1848"
    crumbs = a(BC_CAMP, "Mill Girls' Letters") + " \u203a " + a(BC_PROJ, "Clara Boyd")
    pages: dict[str, object] = {
        BI: BP.page(
            title,
            crumbs
            + f"<h1>{title}</h1><p>4 pages \u00b7 3 completed</p>"
            + ul([a(u, f"Page {i}") for i, u in enumerate(BI_ASSETS, 1)])
            + a("http://www.loc.test/item/mss41235-0007/", "View this item on loc.gov"),
        ),
        BC_PROJ: BP.page("Clara Boyd correspondence", "<h1>Clara Boyd</h1>" + ul([a(BI, title)])),
    }
    for i, u in enumerate(BI_ASSETS, 1):
        nav = [a(BI, "Back to item")]
        if i > 1:
            nav.append(a(BI_ASSETS[i - 2], "Previous page"))
        if i < len(BI_ASSETS):
            nav.append(a(BI_ASSETS[i], "Next page"))
        pages[u] = BP.page(
            f"{title}: Page {i}",
            crumbs
            + ul(nav)
            + f'<img src="http://tile.loc.test/mss41235-0007/{i}.jpg" alt="">'
            + f"<textarea>Lowell, May {i}th 1848. Dear Mother,</textarea>"
            + "<p>Status: Completed</p>",
        )
    return [BP.site(pages)]  # type: ignore[arg-type]


# --- FromThePage: a diary transcribed by a historical society's volunteers ------------

FP = Portal(
    host("fromthepage", "transcribe"),
    "FromThePage",
    menu=[
        ("/findaproject", "Find a Project"),
        ("/landing/about", "About"),
        ("/pricing", "Pricing"),
    ],
    footer=[("/landing/privacy", "Privacy"), ("/landing/terms", "Terms")],
    title_format="{title} | {name}",
)
FW = "/halecountyhistory/civil-war-diaries/diary-of-samuel-pruitt-1863"
FW_PAGES = [24601, 24602, 24603, 24604]


def fromthepage_sites() -> list[Site]:
    coll = "/halecountyhistory/civil-war-diaries"
    tabs = ul([a(FW, "Read"), a(f"{FW}/contents", "Contents"), a(f"{FW}/about", "About")])
    crumbs = a("/halecountyhistory", "Hale County Historical Society") + " / " + a(coll, "Diaries")

    def page(title: str, main: str) -> str:
        return FP.page(title, crumbs + tabs + main)

    title = "Diary of Samuel Pruitt, 1863"
    reading = "".join(
        f"<h3>{a(f'{FW}/display/{p}', f'Page {i}')}</h3><p>Jan {i} Cold. Drilled.</p>"
        for i, p in enumerate(FW_PAGES, 1)
    )
    pages: dict[str, object] = {
        FW: page(title, f"<h1>{title}</h1>{reading}"),
        f"{FW}/contents": page(
            f"Contents - {title}",
            ul([a(f"{FW}/display/{p}", f"Page {i}") for i, p in enumerate(FW_PAGES, 1)]),
        ),
        f"{FW}/about": page(f"About - {title}", "<p>Donated by the Pruitt family, 1971.</p>"),
        coll: FP.page(
            "Civil War diaries",
            ul([a(FW, title), a(coll + "/diary-of-samuel-pruitt-1864", "Diary, 1864")]),
        ),
        coll + "/diary-of-samuel-pruitt-1864": page(
            "Diary of Samuel Pruitt, 1864", "<h1>Diary of Samuel Pruitt, 1864</h1>"
        ),
    }
    for i, p in enumerate(FW_PAGES, 1):
        pages[f"{FW}/display/{p}"] = page(
            f"Page {i} - {title}",
            f'<img src="/image-service/{p}/full/600,/0/default.jpg" alt="">'
            f"<p>January {i}. Cold. Drilled in the morning.</p>"
            + (a(f"{FW}/display/{FW_PAGES[i]}", "Next page") if i < len(FW_PAGES) else ""),
        )
        pages[f"/image-service/{p}/full/600,/0/default.jpg"] = jpeg_like()
    return [FP.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Zooniverse project: like the seed's GitHub project, everything of the project sits under
    # its URI (about pages, classify interface, Talk boards and threads) and its published
    # data exports are on another host of the same portal: Path-Based with Externals.
    # Truth: 8 project pages, 2 Talk boards, 2 threads, 3 export CSVs; user profiles and the
    # site menu are outside, the subject image is embedded.
    case(
        "zooniverse-project",
        "Zooniverse (volunteer classification project builder)",
        "Multi-Hop",
        "path_based_externals",
        ZO.url(ZP),
        ZO_TRUTH,
        zooniverse_sites,
    ),
    # One Talk thread of that project: a discussion (PubPeer-like in the seed's table):
    # Single Page.  Truth: the thread.
    case(
        "zooniverse-talk-thread",
        "Zooniverse (volunteer classification project builder)",
        "Single Artifact URI",
        "single_page",
        ZO.url(ZO_THREAD),
        [ZO.url(ZO_THREAD)],
        zooniverse_sites,
    ),
    # GitHub-style repository: the seed's GitHub row, Path-Based with Externals (raw files
    # on the raw host).  Truth: 17 repository pages and downloads under the repo path, 4 raw
    # files; the owner, user profiles and site menu are outside.
    case(
        "github-water-quality-data",
        "GitHub (volunteer monitoring data repository)",
        "Multi-Hop",
        "path_based_externals",
        GH.url(RP),
        GH_TRUTH,
        github_sites,
    ),
    # GitLab project: the seed's GitLab.com row, Path-Based (GitLab serves raw files and
    # archives under the project path).  Truth: the 12 pages under /openplots/balloon-mapper.
    case(
        "gitlab-balloon-mapper",
        "GitLab (participatory aerial-mapping software)",
        "Multi-Hop",
        "path_based",
        GL.url(GP),
        [GL.url(GP + p) for p in GL_SUB],
        gitlab_sites,
    ),
    # Concordia item: the item and its page-by-page transcription screens all live under the
    # item's URI (the seed's Path-Based, entry with its trailing slash).  Truth: item and 4
    # asset pages; campaign and project pages hold other items, page images are on the
    # library's image server (embedded).
    case(
        "concordia-letter-item",
        "By the People (Concordia crowdsourced transcription)",
        "Multi-Hop",
        "path_based",
        BP.url(BI),
        [BP.url(BI)] + [BP.url(u) for u in BI_ASSETS],
        concordia_sites,
        others=[BP.url(BC_PROJ)],
    ),
    # FromThePage work: reader, contents, about and each transcribed page are under the work's
    # URI: Path-Based.  Truth: 3 work tabs and 4 page displays; the collection, its owner
    # and the 1864 diary are outside.
    case(
        "fromthepage-diary-1863",
        "FromThePage (crowdsourced transcription platform)",
        "Multi-Hop",
        "path_based",
        FP.url(FW),
        [FP.url(FW + s) for s in ("", "/contents", "/about")]
        + [FP.url(f"{FW}/display/{p}") for p in FW_PAGES],
        fromthepage_sites,
        others=[FP.url("/halecountyhistory/civil-war-diaries/diary-of-samuel-pruitt-1864")],
    ),
]
