"""Events and what they leave behind: workshop microsites on their own subdomains, a learned
society's event archive, a meetings project hub and a society's meeting-data archive
(8 cases).

Seed reasoning per portal shape is in a comment above each case.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import a, case, chrome_site, cookie_banner, head, text, ul

# --- workshop microsites (Sitewright): one subdomain per workshop, the whole site is it -------

SW_MAIN = Portal(
    host="www.sitewright.hx50.example",
    name="Sitewright",
    menu=[("/pricing", "Pricing"), ("/templates", "Templates"), ("/showcase", "Showcase")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy")],
    home_main="<h1>Conference and workshop websites in minutes</h1>",
)


def _micro(title: str, nav: list[tuple[str, str]], heading: str, body: str) -> str:
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(heading)} · {escape(title)}</title>
<link rel="stylesheet" href="http://{SW_MAIN.host}/assets/theme.css"><script src="http://stats.tallycount.test/t.js" async></script></head>
<body><header class="hero"><img src="http://{SW_MAIN.host}/assets/banner.png" alt=""><h1>{escape(title)}</h1>
<nav>{" ".join(a(h, t) for h, t in nav)}</nav></header><main><h2>{escape(heading)}</h2>{body}</main>
<footer><p>Built with <a href="http://{SW_MAIN.host}/">Sitewright</a> · <a href="http://{SW_MAIN.host}/report-abuse">Report abuse</a></p></footer></body></html>"""


def _microsite(
    host: str, title: str, pages: dict[str, tuple[str, str]], files: dict[str, PageValue]
) -> Site:
    """`pages`: path -> (heading, body html); the first five make the top navigation."""
    nav = [(p, h) for p, (h, _b) in list(pages.items())[:5]]
    site = Site(
        host,
        not_found=lambda r: Response.html(
            _micro(title, nav, "Not found", "<p>No such page.</p>"), 404
        ),
    )
    for path, (heading, body) in pages.items():
        site.add(path, _micro(title, nav, heading, body))
    for path, value in files.items():
        site.add(path, value)
    return site


XAI = "xaiws24.sitewright.hx50.example"
SOUND = "soundscapes25.sitewright.hx50.example"


def _xai() -> tuple[dict[str, tuple[str, str]], dict[str, PageValue]]:
    papers = {
        3: "Saliency maps under distribution shift",
        5: "Counterfactuals for tabular credit data",
    }
    pages = {
        "/": (
            "Home",
            '<p>Half-day workshop co-located with <a href="http://www.bigmlconf.test/2024/">BigML 2024</a>.</p>',
        ),
        "/cfp.html": ("Call for papers", "<p>Submit 4-page extended abstracts.</p>"),
        "/program.html": ("Program", ul([(f"/papers/{n}/", t) for n, t in papers.items()])),
        "/papers/": ("Accepted papers", ul([(f"/papers/{n}/", t) for n, t in papers.items()])),
        "/committee.html": ("Committee", "<p>Chairs: A. Rossi, K. Sato.</p>"),
    }
    files: dict[str, PageValue] = {}
    for n, t in papers.items():
        pages[f"/papers/{n}/"] = (t, f"<p>{a(f'/papers/{n}/paper.pdf', 'Paper (PDF)')}</p>")
        files[f"/papers/{n}/paper.pdf"] = Response.data(
            pdf(t, ["XAI workshop 2024"]), "application/pdf"
        )
    return pages, files


def _sound() -> tuple[dict[str, tuple[str, str]], dict[str, PageValue]]:
    papers = {
        f"p0{i}": t
        for i, t in enumerate(
            [
                "Dawn chorus indices at scale",
                "Hydrophone arrays on a budget",
                "Noise maps of city parks",
                "Bat pass detection with tiny models",
                "Soundscape ecology curricula",
            ],
            1,
        )
    }
    listing = list(papers.items())
    pages = {
        "/": (
            "Welcome",
            "<p>Third workshop on soundscape data. Registration via the congress.</p>",
        ),
        "/cfp/": ("Call for contributions", "<p>Deadline extended, see news.</p>"),
        "/program/": ("Program", ul([("/program/day-1/", "Day 1"), ("/program/day-2/", "Day 2")])),
        "/accepted/": (
            "Accepted contributions",
            ul([(f"/papers/{k}/", t) for k, t in listing[:3]])
            + a("/accepted/?page=2", "Next page"),
        ),
        "/organizers/": ("Organizers", "<p>M. Alvarez, T. Nakamura, E. Lund.</p>"),
        "/accepted/?page=2": (
            "Accepted contributions (2)",
            ul([(f"/papers/{k}/", t) for k, t in listing[3:]]) + a("/accepted/", "Previous page"),
        ),
        "/program/day-1/": (
            "Day 1",
            ul([(f"/papers/{k}/talk/", f"Talk: {t}") for k, t in listing[:3]]),
        ),
        "/program/day-2/": (
            "Day 2",
            ul([(f"/papers/{k}/talk/", f"Talk: {t}") for k, t in listing[3:]])
            + a("/news/deadline-extended/", "Schedule change"),
        ),
        "/news/deadline-extended/": (
            "Deadline extended",
            "<p>Submissions now close on 15 March.</p>",
        ),
    }
    files: dict[str, PageValue] = {}
    for k, t in listing:
        pages[f"/papers/{k}/"] = (
            t,
            ul(
                [
                    (f"/papers/{k}/paper.pdf", "Paper"),
                    (f"/papers/{k}/slides.pdf", "Slides"),
                    (f"/papers/{k}/talk/", "Recorded talk"),
                ]
            ),
        )
        pages[f"/papers/{k}/talk/"] = (
            f"Talk: {t}",
            f'<video controls src="/papers/{k}/talk.mp4"></video><p>{a(f"/papers/{k}/", "Back to paper")}</p>',
        )
        files[f"/papers/{k}/paper.pdf"] = Response.data(
            pdf(t, ["Soundscapes 2025"]), "application/pdf"
        )
        files[f"/papers/{k}/slides.pdf"] = Response.data(pdf(t, ["slides"]), "application/pdf")
        files[f"/papers/{k}/talk.mp4"] = Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4")
    return pages, files


def sw_sites() -> list[Site]:
    out = []
    for host, title, (pages, files) in (
        (XAI, "XAI-WS 2024: Explanations in the Wild", _xai()),
        (SOUND, "Soundscapes 2025", _sound()),
    ):
        out.append(_microsite(host, title, pages, files))
    main = chrome_site(
        SW_MAIN,
        {
            "/assets/theme.css": Response.data(b"body{margin:0}", "text/css"),
            "/assets/banner.png": Response.data(png(16, 4), "image/png"),
            "/showcase": SW_MAIN.page(
                "Showcase",
                ul([(f"http://{XAI}/", "XAI-WS 2024"), (f"http://{SOUND}/", "Soundscapes 2025")]),
            ),
        },
        [("/report-abuse", "Report abuse")],
    )
    return [*out, main]


def _sw_truth(
    host: str, build: tuple[dict[str, tuple[str, str]], dict[str, PageValue]]
) -> list[str]:
    pages, files = build
    return [f"http://{host}{p}" for p in [*pages, *files] if not p.endswith(".mp4")]


# --- learned society event archive (Paleoguild): everything keyed by the event's UUID --------

PG = Portal(
    host="events.paleoguild.hx50.example",
    name="Paleoguild",
    menu=[
        ("/events", "Past meetings"),
        ("/membership", "Membership"),
        ("/awards", "Awards"),
        ("/about", "About the Guild"),
    ],
    footer=[
        ("/code-of-conduct", "Code of conduct"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} — Paleoguild",
)
PG_API = "api.paleoguild.hx50.example"
PG_IMG = "img.paleoguild-media.hx50.example"
EV1 = "5f0c2b7e-91aa-4d3e-8a61-2c9b04d7e1f3"
EV2 = "a3c1d9e8-2b7f-4e65-9c04-8d1f3e6a7b52"
EV0 = "0d4e8f21-6c3a-4b9d-a1e7-5f2c8b9d0e63"


def _event(key: str, title: str, where: str, links: list[tuple[str, str]]) -> str:
    past = ul(
        [
            (f"/event/{k}", t)
            for k, t in (
                (EV0, "Annual Meeting 2021 (online)"),
                (EV1, "Annual Meeting 2022, Tartu"),
                (EV2, "Annual Meeting 2023, Lyon"),
            )
            if k != key
        ]
    )
    main = f"""<h1>{escape(title)}</h1><p class="where">{escape(where)}</p>
<section><h2>Meeting records</h2>{ul(links)}</section>
<aside><h2>Other meetings</h2>{past}<p>{a("/membership", "Join the Guild")}</p></aside>{cookie_banner()}"""
    return PG.page(title, main, head=head(PG.host), share=PG.url(f"/event/{key}"))


def pg_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    img: dict[str, PageValue] = {}
    p[f"/event/{EV1}"] = _event(
        EV1,
        "Annual Meeting 2022, Tartu",
        "University of Tartu, 6-9 September 2022",
        [
            (f"/programme?eventKey={EV1}", "Programme"),
            (f"/abstracts?eventKey={EV1}", "Abstracts"),
            (f"http://{PG_API}/v1/event/{EV1}/document", "Meeting record (JSON)"),
        ],
    )
    p[f"/programme?eventKey={EV1}"] = PG.page(
        "Programme",
        f"<h1>Programme 2022</h1><p>Day 1: plenary. Day 2: sessions.</p>{a('/events', 'All meetings')}",
    )
    p[f"/abstracts?eventKey={EV1}"] = PG.page(
        "Abstracts",
        "<h1>Abstracts 2022</h1><ol><li>Trilobite moulting</li><li>Ediacaran mats</li></ol>",
    )
    api[f"/v1/event/{EV1}/document"] = text(
        f'{{"key": "{EV1}", "title": "Annual Meeting 2022"}}', "application/json"
    )
    sessions = ["S1", "S2", "S3"]
    p[f"/event/{EV2}"] = _event(
        EV2,
        "Annual Meeting 2023, Lyon",
        "Musée des Confluences, 4-8 September 2023",
        [
            (f"/programme?eventKey={EV2}", "Programme"),
            (f"/abstracts?eventKey={EV2}&page=1", "Abstracts"),
            (f"http://{PG_IMG}/gallery/{EV2}/", "Photo gallery"),
            (f"http://{PG_API}/v1/event/{EV2}/document", "Meeting record (JSON)"),
            (f"/registration?eventKey={EV2}", "Registration statistics"),
        ],
    )
    p[f"/programme?eventKey={EV2}"] = PG.page(
        "Programme",
        "<h1>Programme 2023</h1>"
        + ul([(f"/session?eventKey={EV2}&code={s}", f"Session {s}") for s in sessions])
        + a("/events", "All meetings"),
    )
    for s in sessions:
        p[f"/session?eventKey={EV2}&code={s}"] = PG.page(
            f"Session {s}",
            f"<h1>Session {s}</h1><p>Chaired by a Guild fellow.</p>{a(f'/programme?eventKey={EV2}', 'Programme')}",
        )
    p[f"/abstracts?eventKey={EV2}&page=1"] = PG.page(
        "Abstracts",
        f"<h1>Abstracts 2023 (1/2)</h1>{a(f'/abstracts?eventKey={EV2}&page=2', 'Next')}",
    )
    p[f"/abstracts?eventKey={EV2}&page=2"] = PG.page(
        "Abstracts",
        f"<h1>Abstracts 2023 (2/2)</h1>{a(f'/abstracts?eventKey={EV2}&page=1', 'Previous')}",
    )
    p[f"/registration?eventKey={EV2}"] = PG.page(
        "Registration", "<h1>412 registered participants</h1>"
    )
    api[f"/v1/event/{EV2}/document"] = text(
        f'{{"key": "{EV2}", "title": "Annual Meeting 2023"}}', "application/json"
    )
    img[f"/gallery/{EV2}/"] = (
        "<!DOCTYPE html><html><head><title>Gallery</title></head><body><h1>Lyon 2023</h1>"
        + ul([(f"/gallery/{EV2}/{n:02d}.png", f"Photo {n}") for n in (1, 2, 3)])
        + "</body></html>"
    )
    for n in (1, 2, 3):
        img[f"/gallery/{EV2}/{n:02d}.png"] = Response.data(png(12, 8), "image/png")
    p[f"/event/{EV0}"] = _event(EV0, "Annual Meeting 2021 (online)", "Online", [])
    # The API and image hosts answer every path with JSON/HTML of their own (no chrome).
    api_site, img_site = Site(PG_API), Site(PG_IMG)
    for k, v in api.items():
        api_site.add(k, v)
    for k, v in img.items():
        img_site.add(k, v)
    api_site.add("/", text('{"version": "v1"}', "application/json"))
    img_site.add(
        "/",
        "<!DOCTYPE html><html><head><title>Media</title></head><body>Media server</body></html>",
    )
    return [chrome_site(PG, p), api_site, img_site]


# --- meetings project hub (Cairnworks, OSF-like): "Cairnworks | " prefixes every title --------

CW = Portal(
    host="hub.cairnworks.hx50.example",
    name="Cairnworks",
    menu=[
        ("/dashboard/", "My projects"),
        ("/meetings/", "Meetings"),
        ("/preprints/", "Preprints"),
        ("/support/", "Support"),
    ],
    footer=[("/terms/", "Terms of use"), ("/privacy/", "Privacy policy"), ("/status/", "Status")],
    title_format="Cairnworks | {title}",
    home_title="Cairnworks | Home",
)


def _cw_page(title: str, crumbs: list[tuple[str, str]], body: str) -> str:
    bc = " / ".join(a(h, t) for h, t in crumbs)
    return CW.page(
        title, f'<nav class="project-crumbs">{bc}</nav>{body}{cookie_banner()}', head=head(CW.host)
    )


def _cw_project(
    p: dict[str, PageValue],
    guid: str,
    title: str,
    comps: list[tuple[str, str]],
    files: dict[str, list[tuple[str, str, PageValue]]],
    contributor: str,
) -> None:
    """A project with components; `files`: node guid -> [(file id, name, content)]."""
    for node, ntitle in [(guid, title), *comps]:
        full = title if node == guid else f"{title} / {ntitle}"
        crumbs = [(f"/{guid}/", title)] + ([(f"/{node}/", ntitle)] if node != guid else [])
        listing = ul(
            [(f"/{node}/files/osfstorage/{fid}/", n) for fid, n, _c in files.get(node, [])]
        )
        sub = ul([(f"/{c}/", t) for c, t in comps]) if node == guid else ""
        tabs = (
            ul([(f"/{node}/files/", "Files"), (f"/{node}/wiki/", "Wiki")])
            if node == guid
            else ul([(f"/{node}/files/", "Files")])
        )
        p[f"/{node}/"] = _cw_page(
            full,
            crumbs,
            f"<h1>{escape(full)}</h1>{tabs}<p>Contributors: {a(f'/profile/{contributor}/', contributor)}</p><h2>Components</h2>{sub}<h2>Files</h2>{listing}",
        )
        p[f"/{node}/files/"] = _cw_page(
            f"{full} / Files", crumbs, f"<h1>{escape(full)}: files</h1>{listing}"
        )
        if node == guid:
            p[f"/{node}/wiki/"] = _cw_page(
                f"{full} / Wiki",
                crumbs,
                f"<h1>Wiki: {escape(full)}</h1><p>How to cite: see the overview.</p>",
            )
        for fid, name, content in files.get(node, []):
            p[f"/{node}/files/osfstorage/{fid}/"] = _cw_page(
                f"{full} / {name}",
                crumbs,
                f"<h1>{escape(name)}</h1><p>In {escape(full)}</p>{a(f'/download/{fid}/', 'Download')}",
            )
            p[f"/download/{fid}/"] = content


def cw_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    t1 = "Soil carbon flux posters from the 2023 field meeting"
    _cw_project(
        p,
        "x7k2p",
        t1,
        [],
        {
            "x7k2p": [
                (
                    "6551a0c9e1",
                    "poster-soil-flux.pdf",
                    Response.data(pdf(t1, ["poster"]), "application/pdf"),
                )
            ]
        },
        "r8dz3",
    )
    t2 = "Reading group recordings from the open scholarship unconference"
    _cw_project(
        p,
        "m4t8z",
        t2,
        [("q2r5v", "Slides"), ("d8s1n", "Recordings")],
        {
            "q2r5v": [
                (
                    "66a01b2c3d",
                    "session-1-slides.pdf",
                    Response.data(pdf(t2, ["Session 1 slides"]), "application/pdf"),
                ),
                (
                    "66a01b2c3e",
                    "session-2-slides.pdf",
                    Response.data(pdf(t2, ["Session 2 slides"]), "application/pdf"),
                ),
            ],
            "d8s1n": [
                ("66a01b2c4f", "transcripts.txt", text(f"{t2}\nTranscript of sessions 1 and 2.\n"))
            ],
            "m4t8z": [
                (
                    "66a01b2c50",
                    "README.md",
                    text(f"# {t2}\n\nSee the components.\n", "text/markdown"),
                )
            ],
        },
        "k3vq9",
    )
    extra = [("/profile/r8dz3/", "R. Diaz"), ("/profile/k3vq9/", "K. Varga")]
    return [chrome_site(CW, p, extra)]


def _cw_truth(guid: str, comps: list[str], wiki_files: list[tuple[str, str]]) -> list[str]:
    out = [f"/{guid}/", f"/{guid}/files/", f"/{guid}/wiki/"] + [
        x for c in comps for x in (f"/{c}/", f"/{c}/files/")
    ]
    out += [
        x
        for node, fid in wiki_files
        for x in (f"/{node}/files/osfstorage/{fid}/", f"/download/{fid}/")
    ]
    return [CW.url(x) for x in out]


# --- society meeting-data archive (Meetverse, Dataverse-like): " | Meetverse" ends titles ----

MV = Portal(
    host="data.meetverse.hx50.example",
    name="Meetverse",
    menu=[
        ("/dataverse/root", "Collections"),
        ("/guides/user/", "User guide"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/api/info/version", "API")],
    title_format="{title} | Meetverse",
    home_title="Home | Meetverse",
)


def _ds(
    pid: str,
    title: str,
    files: list[tuple[int, str]],
    versions: list[str],
    version: str | None = None,
) -> str:
    base = f"/dataset.xhtml?persistentId={pid}"
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?fileId={f}', n)}</td><td>{a(f'/api/access/datafile/{f}', 'Download')}</td></tr>"
        for f, n in files
    )
    exports = (
        ul(
            [
                (f"/api/datasets/export?exporter={e}&persistentId={pid}", e)
                for e in ("dcterms", "ddi", "schema.org")
            ]
        )
        if version is None
        else ""
    )
    vers = ul([(f"{base}&version={v}", f"Version {v}") for v in versions])
    main = f"""<nav>{a("/dataverse/root", "Meetverse")} / {a("/dataverse/meetsoc", "Society Meetings")}</nav>
<h1>{escape(title)}</h1><p class="version">{"Version " + version if version else "Latest version"}</p>
<table class="files">{rows}</table><h2>Export metadata</h2>{exports}<h2>Versions</h2>{vers}{cookie_banner("/privacy")}"""
    return MV.page(title, main, head=head(MV.host))


def mv_sites() -> list[Site]:
    p: dict[str, PageValue] = {}
    data = {
        "doi:10.70021/MV/QX7T2L": (
            "Replication data for: Turn-taking latency in hybrid conference panels",
            [(88231, "latencies.csv"), (88232, "codebook.pdf")],
            [],
            {},
        ),
        "doi:10.70021/MV/HB4W9K": (
            "Attendance and carbon footprint of the 2019-2023 society meetings",
            [
                (90411, "attendance.csv"),
                (90412, "travel-emissions.csv"),
                (90413, "methods.pdf"),
                (90414, "README.txt"),
            ],
            ["1.0", "1.1"],
            {
                "1.0": [(77001, "attendance-2019-2021.csv")],
                "1.1": [(77002, "attendance-2019-2022.csv"), (90413, "methods.pdf")],
            },
        ),
    }
    for pid, (t, files, versions, old) in data.items():
        p[f"/dataset.xhtml?persistentId={pid}"] = _ds(pid, t, files, versions)
        for v, vfiles in old.items():
            p[f"/dataset.xhtml?persistentId={pid}&version={v}"] = _ds(pid, t, vfiles, versions, v)
        allfiles = files + [f for vf in old.values() for f in vf]
        for fid, name in allfiles:
            p[f"/file.xhtml?fileId={fid}"] = MV.page(
                f"{name} - {t}",
                f"<h1>{escape(name)}</h1><p>Part of dataset: {escape(t)}</p>{a(f'/api/access/datafile/{fid}', 'Download')}",
            )
            if name.endswith(".pdf"):
                body: PageValue = Response.data(pdf(t, [name]), "application/pdf")
            elif name.endswith(".csv"):
                body = text(f"# {t}\nyear,value\n2019,1\n", "text/csv")
            else:
                body = text(f"{t}\n\nREADME\n")
            p[f"/api/access/datafile/{fid}"] = body
        for e in ("dcterms", "ddi", "schema.org"):
            p[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = text(
                f"<metadata><title>{escape(t)}</title><identifier>{pid}</identifier></metadata>",
                "application/xml",
            )
    # The collection lists its datasets through a script (no titles in the served HTML).
    p["/dataverse/meetsoc"] = MV.page(
        "Society Meetings",
        '<h1>Society Meetings</h1><div id="results" data-src="/api/search?subtree=meetsoc"></div>',
    )
    p["/dataverse/root"] = MV.page(
        "Collections", f"<h1>Collections</h1>{ul([('/dataverse/meetsoc', 'Society Meetings')])}"
    )
    p["/api/info/version"] = text('{"version": "6.2"}', "application/json")
    return [chrome_site(MV, p)]


def cases() -> list[Case]:
    pg, cw, mv = PG.url, CW.url, MV.url
    d1, d2 = "doi:10.70021/MV/QX7T2L", "doi:10.70021/MV/HB4W9K"
    return [
        # Silk-like: the workshop site is its own subdomain; every page of it is the
        # artifact, the entry is "/" -> path_based (no externals: nothing lives elsewhere).
        case(
            "sitewright-xai",
            "workshop microsite (half-day workshop, two papers)",
            "Multi-Hop",
            "path_based",
            f"http://{XAI}/",
            _sw_truth(XAI, _xai()),
            sw_sites,
            others=[f"http://{SW_MAIN.host}/"],
        ),
        case(
            "sitewright-soundscapes",
            "workshop microsite (two-day workshop, paged list, talks and news)",
            "Multi-Hop",
            "path_based",
            f"http://{SOUND}/",
            _sw_truth(SOUND, _sound()),
            sw_sites,
            others=[f"http://{SW_MAIN.host}/"],
        ),
        # GBIF-like: the event UUID in the entry path is in every URI of the meeting's record,
        # on the site, its API host and its media host -> sig_uri.
        case(
            "paleoguild-2022",
            "society event archive (annual meeting record)",
            "Multi-Hop",
            "sig_uri",
            pg(f"/event/{EV1}"),
            [
                pg(f"/event/{EV1}"),
                pg(f"/programme?eventKey={EV1}"),
                pg(f"/abstracts?eventKey={EV1}"),
                f"http://{PG_API}/v1/event/{EV1}/document",
            ],
            pg_sites,
            others=[pg(f"/event/{EV2}")],
        ),
        case(
            "paleoguild-2023",
            "society event archive (meeting with sessions, paged abstracts, photo gallery)",
            "Multi-Hop",
            "sig_uri",
            pg(f"/event/{EV2}"),
            [
                pg(f"/event/{EV2}"),
                pg(f"/programme?eventKey={EV2}"),
                pg(f"/abstracts?eventKey={EV2}&page=1"),
                pg(f"/abstracts?eventKey={EV2}&page=2"),
                pg(f"/registration?eventKey={EV2}"),
                f"http://{PG_API}/v1/event/{EV2}/document",
                f"http://{PG_IMG}/gallery/{EV2}/",
            ]
            + [pg(f"/session?eventKey={EV2}&code={s}") for s in ("S1", "S2", "S3")]
            + [f"http://{PG_IMG}/gallery/{EV2}/{n:02d}.png" for n in (1, 2, 3)],
            pg_sites,
            others=[pg(f"/event/{EV1}"), pg(f"/event/{EV0}")],
        ),
        # OSF-like: titles carry the hub's "Cairnworks | " prefix (shared with the homepage's
        # title); the rest is in every object of the project -> sig_filtered_title.
        case(
            "cairnworks-posters",
            "meetings project hub (poster project)",
            "Multi-Hop",
            "sig_filtered_title",
            cw("/x7k2p/"),
            _cw_truth("x7k2p", [], [("x7k2p", "6551a0c9e1")]),
            cw_sites,
        ),
        case(
            "cairnworks-unconference",
            "meetings project hub (project with components, slides and transcripts)",
            "Multi-Hop",
            "sig_filtered_title",
            cw("/m4t8z/"),
            _cw_truth(
                "m4t8z",
                ["q2r5v", "d8s1n"],
                [
                    ("q2r5v", "66a01b2c3d"),
                    ("q2r5v", "66a01b2c3e"),
                    ("d8s1n", "66a01b2c4f"),
                    ("m4t8z", "66a01b2c50"),
                ],
            ),
            cw_sites,
        ),
        # Dataverse-like: " | Meetverse" ends every title (filtered from the end, as the seed
        # notes for Dataverse); the dataset title is in files, downloads and exports.
        case(
            "meetverse-latency",
            "society meeting-data archive (replication dataset)",
            "Multi-Hop",
            "sig_filtered_title",
            mv(f"/dataset.xhtml?persistentId={d1}"),
            [mv(f"/dataset.xhtml?persistentId={d1}")]
            + [mv(f"/file.xhtml?fileId={f}") for f in (88231, 88232)]
            + [mv(f"/api/access/datafile/{f}") for f in (88231, 88232)]
            + [
                mv(f"/api/datasets/export?exporter={e}&persistentId={d1}")
                for e in ("dcterms", "ddi", "schema.org")
            ],
            mv_sites,
        ),
        case(
            "meetverse-footprint",
            "society meeting-data archive (versioned dataset, four files)",
            "Multi-Hop",
            "sig_filtered_title",
            mv(f"/dataset.xhtml?persistentId={d2}"),
            [
                mv(f"/dataset.xhtml?persistentId={d2}"),
                mv(f"/dataset.xhtml?persistentId={d2}&version=1.0"),
                mv(f"/dataset.xhtml?persistentId={d2}&version=1.1"),
            ]
            + [mv(f"/file.xhtml?fileId={f}") for f in (90411, 90412, 90413, 90414, 77001, 77002)]
            + [mv(f"/api/access/datafile/{f}") for f in (90411, 90412, 90413, 90414, 77001, 77002)]
            + [
                mv(f"/api/datasets/export?exporter={e}&persistentId={d2}")
                for e in ("dcterms", "ddi", "schema.org")
            ],
            mv_sites,
        ),
    ]
