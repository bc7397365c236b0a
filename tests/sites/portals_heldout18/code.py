"""Software and teaching artifacts: a Software-Heritage-like archive, a self-hosted
GitLab-like forge, a Forgejo-like forge, Jupyter Book course sites and a hackathon project
gallery."""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case, Portal, data

from ._kit import Hub, a, meta, ul

TGZ = b"\x1f\x8b\x08\x00" + b"\x00" * 16

# --- Software-Heritage-like archive ----------------------------------------------------

SW = "archive.codeheritage.hx18.example"


def heritage() -> list[Case]:
    hub = Hub(
        "Software Heritage archive",
        Portal(
            SW,
            "Code Heritage archive",
            menu=[
                ("/", "Search"),
                ("/browse/search/", "Browse"),
                ("/save/", "Save code now"),
                ("/api/", "Web API"),
                ("/browse/help/", "Help"),
            ],
            footer=[
                ("/legal/", "Terms of use"),
                ("/donate/", "Donate"),
                ("http://mastodon.test/@codeheritage", "Mastodon"),
            ],
            title_format="{title} – Code Heritage archive",
            home_title="Code Heritage archive",
        ),
    )
    origin = "https://forge.ifh-karlsruhe.example/coast/wavecalc"
    q = f"?origin_url={origin}"
    d = "4b1e0c7d2a9f3e6b8c5d1a0f9e8d7c6b5a4f3e2d"
    rev = "a81c5d2e9b3f4a6c7d8e9f0a1b2c3d4e5f6a7b8c"
    title = f"{origin}"
    tabs = {}
    for tab, label in [
        ("visits", "Visits"),
        ("branches", "Branches"),
        ("releases", "Releases"),
        ("log", "History"),
    ]:
        tabs[label] = hub.page(
            f"/browse/origin/{tab}/{q}",
            f"{label} – {title}",
            f"<h1>{label}</h1><p>Origin: {escape(origin)}</p>",
        )
    readme = hub.page(
        f"/browse/origin/content/{q}&path=README.md",
        f"README.md – {title}",
        "<h1>wavecalc</h1><p>Spectral wave model for coastal engineering.</p>",
    )
    api = hub.raw(
        f"/api/1/origin/{origin}/get/",
        data(
            f'{{"url":"{origin}","visits_url":"/api/1/origin/{origin}/visits/"}}',
            "application/json",
        ),
    )
    perma = hub.page(
        f"/swh:1:dir:{d};origin={origin};visit=swh:1:snp:0f1e2d3c;anchor=swh:1:rev:{rev}",
        f"swh:1:dir:{d}",
        "<h1>Permalink</h1>",
    )
    vault = hub.file(None, f"/api/1/vault/flat/swh:1:dir:{d}/raw/", TGZ, "application/gzip")
    entry = hub.page(
        f"/browse/origin/directory/{q}",
        title,
        f"<h1>{a(origin, origin)}</h1><p>Visit of 2024-05-02 – branch HEAD – revision {rev[:10]}</p>"
        + ul(a(u, label) for label, u in tabs.items())
        + "<table><tr><td>"
        + a(readme, "README.md")
        + "</td></tr><tr><td>src/</td></tr></table>"
        + ul(
            [
                a(perma, "Permalinks: swh:1:dir"),
                a(vault, "Download directory (tar.gz)"),
                a(api, "Origin (API)"),
            ]
        ),
        head=meta("", "Code Heritage archive"),
    )
    truth1 = [entry, *tabs.values(), readme, api, perma, vault]

    c = "9f2a6b1c8d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a"
    raw = hub.file(
        None,
        f"/api/1/content/sha1_git:{c}/raw/?filename=solver.f90",
        "! wavecalc spectral solver\nprogram solver\nend program\n",
        "text/x-fortran",
    )
    cjson = hub.raw(
        f"/api/1/content/sha1_git:{c}/",
        data(f'{{"checksums":{{"sha1_git":"{c}"}},"length":1832}}', "application/json"),
    )
    content = hub.page(
        f"/browse/content/sha1_git:{c}/",
        "solver.f90",
        "<h1>solver.f90</h1><pre>! wavecalc spectral solver\nprogram solver</pre>"
        + ul([a(raw, "Raw File"), a(cjson, "Content metadata (API)")])
        + f"<p>Found in: {a(entry, origin)}</p>",
        head=meta("", "Code Heritage archive"),
    )
    return [
        # sig_uri: every page of the archived origin carries its origin_url (tabs, README,
        # permalink, API); the vault tarball only carries the directory SWHID, which an
        # archivist wants all the same. Chrome (save, API docs, help) carries neither.
        hub.case(
            "swh-origin-wavecalc",
            "sig_uri",
            entry,
            truth1,
            cls="software (archived repository)",
            detail="origin browse page",
        ),
        # single_page_plus_ignored: one archived file: its view, raw download and API
        # metadata are one hop away; the origin it was found in is another artifact.
        hub.case(
            "swh-content-solver",
            "single_page_plus_ignored",
            content,
            [content, raw, cjson],
            cls="software (single file)",
            detail="content view",
            others=[entry],
        ),
    ]


# --- GitLab-like self-hosted -----------------------------------------------------------

GL = "gitlab.fluidlab.hx18.example"
GL_OBJ = "objects.fluidlab-storage.hx18.example"
GL_PAGES = "hydro.fluidlab-pages.hx18.example"


def gitlab() -> list[Case]:
    hub = Hub(
        "GitLab",
        Portal(
            GL,
            "GitLab",
            menu=[
                ("/explore", "Explore"),
                ("/explore/groups", "Groups"),
                ("/explore/snippets", "Snippets"),
                ("/help", "Help"),
                ("/-/user_settings/profile", "Preferences"),
            ],
            footer=[
                ("/help/legal", "Terms"),
                ("http://about.gitlab.test/", "About GitLab"),
                ("/help/docs", "Docs"),
            ],
            title_format="{title} · GitLab",
            home_title="Explore projects · GitLab",
        ),
        plain=[GL_OBJ, GL_PAGES],
    )
    head = (
        meta("GitLab", "GitLab") + '<script src="/assets/webpack/runtime.bundle.js" defer></script>'
    )
    hub.stub("/hydro", "hydro · GitLab")

    def project(p: str, name: str, tag: str, external: bool) -> tuple[list[str], list[str]]:
        base = f"/hydro/{p}"
        t = f"{name} · hydro / {name}"
        sub = {}
        for path, label in [
            ("/-/tree/main", "Files"),
            ("/-/commits/main", "Commits"),
            ("/-/issues", "Issues"),
            ("/-/merge_requests", "Merge requests"),
            ("/-/wikis/home", "Wiki"),
            ("/-/releases", "Releases"),
            ("/-/tags", "Tags"),
        ]:
            sub[label] = hub.page(
                base + path, f"{label} · {t}", f"<h1>{label}</h1>" + a(base, name), head=head
            )
        blob = hub.page(
            f"{base}/-/blob/main/README.md",
            f"README.md · main · {t}",
            "<h1>README.md</h1>" + a(f"{base}/-/raw/main/README.md", "Open raw"),
            head=head,
        )
        raw = hub.file(None, f"{base}/-/raw/main/README.md", f"# {name}\n", "text/markdown")
        issue = hub.page(
            f"{base}/-/issues/12",
            f"Calibration fails on Windows (#12) · Issues · {t}",
            "<h1>Calibration fails on Windows</h1>",
            head=head,
        )
        rel = hub.page(
            f"{base}/-/releases/{tag}", f"{tag} · Releases · {t}", f"<h1>{tag}</h1>", head=head
        )
        arch = hub.file(None, f"{base}/-/archive/{tag}/{p}-{tag}.tar.gz", TGZ, "application/gzip")
        extra: list[str] = []
        externals: list[str] = []
        if external:
            asset = hub.file(
                GL_OBJ,
                f"/releases/{p}/{tag}/{p}-{tag}-win64.zip",
                b"PK\x05\x06" + b"\x00" * 18,
                "application/zip",
            )
            docs = hub.file(
                GL_PAGES,
                f"/{p}/index.html",
                f"<html><head><title>{name} documentation</title></head><body><h1>{name}</h1></body></html>",
                "text/html; charset=utf-8",
            )
            externals = [asset, docs]
        else:
            pkg = hub.page(
                f"{base}/-/packages/34",
                f"{p} · Package Registry · {t}",
                "<h1>Package "
                + p
                + "</h1>"
                + a(f"{base}/-/package_files/77/download", f"{p}-{tag}.whl"),
                head=head,
            )
            whl = hub.file(
                None,
                f"{base}/-/package_files/77/download",
                b"PK\x05\x06" + b"\x00" * 18,
                "application/zip",
            )
            extra = [pkg, whl]
        # the releases page lists the assets; the tree links the README
        hub.pages[base + "/-/releases"] = hub.portal.page(
            f"Releases · {t}",
            f"<h1>Releases</h1><h2>{a(rel, tag)}</h2>"
            + ul(
                [
                    a(arch, "Source code (tar.gz)"),
                    *[a(u, u.rsplit("/", 1)[1]) for u in externals + extra],
                ]
            ),
            head=head,
        )
        hub.pages[base + "/-/tree/main"] = hub.portal.page(
            f"Files · {t}", "<h1>Files</h1>" + a(blob, "README.md"), head=head
        )
        hub.pages[base + "/-/issues"] = hub.portal.page(
            f"Issues · {t}",
            "<h1>Issues</h1>" + a(issue, "#12 Calibration fails on Windows"),
            head=head,
        )
        entry = hub.page(
            base,
            t,
            f"<h1>{name}</h1>"
            + ul(a(u, label) for label, u in sub.items())
            + (f"<p>Documentation: {a(externals[1], 'hydro pages')}</p>" if external else "")
            + f"<p>Related: {a('/hydro/' + p + '-data', p + '-data')} · Group: {a('/hydro', 'hydro')}</p>",
            head=head,
        )
        related = hub.stub(f"/hydro/{p}-data", f"{name}-data · hydro / {name}-data")
        truth = [entry, *sub.values(), blob, raw, issue, rel, arch, *extra, *externals]
        return truth, [related]

    t1, o1 = project("swmm-calib", "swmm-calib", "v2.1.0", False)
    t2, o2 = project("sediflux", "sediflux", "v0.9.4", True)
    return [
        # path_based: a GitLab project: tree, blob, raw, issues, wiki, releases, packages
        # and archives all sit under /hydro/swmm-calib/; the sibling project
        # /hydro/swmm-calib-data shares the prefix string but is another artifact.
        hub.case(
            "gitlab-swmm-calib",
            "path_based",
            t1[0],
            t1,
            cls="software project",
            detail="packages",
            others=o1,
        ),
        # path_based_externals: release binaries on an object store and documentation on
        # a pages host, both other domains, belong to the project as well.
        hub.case(
            "gitlab-sediflux",
            "path_based_externals",
            t2[0],
            t2,
            cls="software project",
            detail="external release assets",
            others=o2,
        ),
    ]


# --- Forgejo-like ----------------------------------------------------------------------

FJ = "code.ingenieurwerk.hx18.example"


def forgejo() -> list[Case]:
    hub = Hub(
        "Forgejo",
        Portal(
            FJ,
            "Ingenieurwerk Code",
            menu=[
                ("/explore/repos", "Explore"),
                ("/explore/users", "Users"),
                ("/explore/organizations", "Organizations"),
                ("/help", "Help"),
            ],
            footer=[
                ("http://forgejo.test/", "Powered by Forgejo"),
                ("/assets/licenses.txt", "Licenses"),
                ("/api/swagger", "API"),
            ],
            title_format="{title} - Ingenieurwerk Code",
            home_title="Ingenieurwerk Code",
        ),
    )
    head = (
        meta("", "Ingenieurwerk Code", og__type="object")
        + '<script src="/assets/js/index.js?v=8.0.3" defer></script>'
    )
    repo = "/lrt/orbit-prop"
    t = "lrt/orbit-prop: Orbit propagation with J2-J6 and drag for cubesat mission design"
    sub = {}
    for path, label in [
        ("/src/branch/main", "Code"),
        ("/issues", "Issues"),
        ("/pulls", "Pull requests"),
        ("/releases", "Releases"),
        ("/wiki", "Wiki"),
        ("/activity", "Activity"),
        ("/commits/branch/main", "Commits"),
    ]:
        sub[label] = hub.page(repo + path, f"{label} - {t}", f"<h1>{label}</h1>", head=head)
    readme = hub.page(
        f"{repo}/src/branch/main/README.md",
        f"orbit-prop/README.md at main - {t}",
        "<h1>README.md</h1>" + a(f"{repo}/raw/branch/main/README.md", "Raw"),
        head=head,
    )
    raw = hub.file(None, f"{repo}/raw/branch/main/README.md", "# orbit-prop\n", "text/markdown")
    tag = hub.page(f"{repo}/releases/tag/v0.3.0", f"v0.3.0 - {t}", "<h1>v0.3.0</h1>", head=head)
    bins = [
        hub.file(None, f"{repo}/releases/download/v0.3.0/{f}", TGZ, "application/gzip")
        for f in ("orbit-prop-linux-amd64.tar.gz", "orbit-prop-darwin-arm64.tar.gz")
    ]
    zips = [
        hub.file(None, f"{repo}/archive/v0.3.0.{e}", TGZ, "application/octet-stream")
        for e in ("zip", "tar.gz")
    ]
    hub.pages[repo + "/releases"] = hub.portal.page(
        f"Releases - {t}",
        f"<h1>{a(tag, 'v0.3.0')}</h1>" + ul(a(u, u.rsplit("/", 1)[1]) for u in bins + zips),
        head=head,
    )
    hub.pages[repo + "/src/branch/main"] = hub.portal.page(
        f"Code - {t}", a(readme, "README.md"), head=head
    )
    issue_t = "Drag model diverges below 250 km"
    issue = f"{repo}/issues/7"
    hub.pages[repo + "/issues"] = hub.portal.page(f"Issues - {t}", a(issue, issue_t), head=head)
    label = hub.stub(f"{repo}/issues?labels=3", f"Issues labelled bug - {t}")
    commit = hub.stub(f"{repo}/commit/3f9e2c1a7b", f"Fix atmospheric density table - {t}")
    user = hub.stub("/mweber", "mweber - Ingenieurwerk Code")
    issue_url = hub.page(
        issue,
        f"#7 - {issue_t} - lrt/orbit-prop",
        f"<h1>{issue_t} <span>#7</span></h1><p>Opened by {a(user, 'mweber')} · Label {a(label, 'bug')}</p>"
        "<div class='comment'><p>With NRLMSISE-00 and F10.7 above 200 the propagation diverges after 3 days.</p></div>"
        f"<div class='comment'><p>Fixed in {a(commit, '3f9e2c1a7b')}.</p></div>",
        head=head,
    )
    entry = hub.page(
        repo,
        t,
        "<h1>lrt / orbit-prop</h1><p>Orbit propagation with J2-J6 and drag for cubesat mission design</p>"
        + ul(a(u, lab) for lab, u in sub.items())
        + a(readme, "README.md")
        + f"<p>Owner: {a('/lrt', 'lrt')}</p>",
        head=head,
    )
    hub.stub("/lrt", "lrt - Ingenieurwerk Code")
    truth = [entry, *sub.values(), readme, raw, tag, *bins, *zips, issue_url, label, commit]
    return [
        # path_based: a Forgejo repository: code, raw files, issues, releases and their
        # downloads, archives, wiki, and the commit and label listing an issue links, all
        # under /lrt/orbit-prop/.
        hub.case(
            "forgejo-orbit-prop",
            "path_based",
            entry,
            truth,
            cls="software project",
            detail="repository",
        ),
        # single_page: one issue is a discussion on one page; the commit, label listing
        # and user it links are not part of it.
        hub.case(
            "forgejo-issue-drag",
            "single_page",
            issue_url,
            [issue_url],
            cls="discussion (issue)",
            detail="issue",
            others=[entry, commit],
        ),
    ]


# --- Jupyter Book course sites ---------------------------------------------------------

JB = "courses.geoflow-school.hx18.example"
JB_RAW = "raw.geoflow-git.hx18.example"


def jupyter_book() -> list[Case]:
    hub = Hub(
        "Jupyter Book course site",
        Portal(
            JB,
            "GeoFlow Summer School",
            menu=[
                ("/", "All courses"),
                ("/schedule/", "Schedule"),
                ("/people/", "People"),
                ("/code-of-conduct/", "Code of conduct"),
            ],
            footer=[("/imprint/", "Imprint"), ("http://github.test/geoflow-school", "GitHub")],
            title_format="{title}",
            home_title="GeoFlow Summer School",
        ),
        plain=[JB_RAW],
    )

    def book(slug: str, name: str, chapters: list[str], raw: bool, dataset: str) -> list[str]:
        root = f"/{slug}/"
        head = (
            meta("Jupyter Book 1.0.2", name)
            + f'<script src="/{slug}/_static/scripts/sphinx-book-theme.js"></script>'
        )
        chap_urls = [
            hub.url(f"{root}chapters/{i + 1:02d}-{c.lower().replace(' ', '-')}.html")
            for i, c in enumerate(chapters)
        ]
        nav = ul(
            a(u, f"{i + 1}. {c}") for i, (u, c) in enumerate(zip(chap_urls, chapters, strict=True))
        )
        extra = []
        nbs = []
        for i, c in enumerate(chapters):
            stem = f"{i + 1:02d}-{c.lower().replace(' ', '-')}"
            if raw:
                nb = hub.file(
                    JB_RAW,
                    f"/school/{slug}/main/notebooks/{stem}.ipynb",
                    '{"cells":[],"nbformat":4}',
                    "application/x-ipynb+json",
                )
            else:
                nb = hub.file(
                    None,
                    f"{root}_sources/chapters/{stem}.ipynb",
                    '{"cells":[],"nbformat":4}',
                    "application/x-ipynb+json",
                )
            nbs.append(nb)
            hub.page(
                f"{root}chapters/{stem}.html",
                f"{i + 1}. {c} — {name}",
                f"<nav class='bd-sidebar'>{nav}</nav><article><h1>{i + 1}. {escape(c)}</h1><p>Worked example.</p>"
                + a(nb, "Download .ipynb")
                + a(
                    f"http://binder.example/v2/gh/geoflow-school/{slug}/main?urlpath=lab/tree/{stem}.ipynb",
                    "Launch Binder",
                )
                + "</article>",
                head=head,
                raw_title=True,
            )
        data_url = hub.file(
            None,
            f"{root}_downloads/3c1f0e9a/{dataset}",
            "station,lat,lon\nCuxhaven,53.87,8.72\n",
            "text/csv",
        )
        extra.append(data_url)
        bib = hub.page(
            f"{root}bibliography.html",
            f"Bibliography — {name}",
            f"<nav>{nav}</nav><h1>Bibliography</h1>",
            head=head,
            raw_title=True,
        )
        gen = hub.page(
            f"{root}genindex.html",
            f"Index — {name}",
            f"<nav>{nav}</nav><h1>Index</h1>",
            head=head,
            raw_title=True,
        )
        entry = hub.page(
            root,
            f"Welcome — {name}",
            f"<nav class='bd-sidebar'>{nav}{ul([a(bib, 'Bibliography')])}</nav>"
            f"<article><h1>{escape(name)}</h1><p>Course material. Data: {a(data_url, dataset)}</p>"
            f"<p>{a(gen, 'Index')}</p></article>",
            head=head,
            raw_title=True,
        )
        return [entry, *chap_urls, *nbs, *extra, bib, gen]

    om = book(
        "ocean-modelling-101",
        "Ocean Modelling 101",
        ["Basics", "Shallow water", "Tides", "Storm surge"],
        False,
        "tide_gauges.csv",
    )
    hl = book(
        "hydrology-lab",
        "Hydrology Lab",
        ["Rainfall runoff", "Flood frequency", "Groundwater"],
        True,
        "rain_gauges.csv",
    )
    return [
        # path_based: a Jupyter Book is a whole site under /ocean-modelling-101/: chapters,
        # notebook sources, downloads, bibliography and index; the other course is not.
        hub.case(
            "jbook-ocean-modelling",
            "path_based",
            om[0],
            om,
            cls="course (online book)",
            detail="notebooks on the site",
        ),
        # path_based_externals: the same, but the notebooks are downloaded from a raw
        # git host, another domain.
        hub.case(
            "jbook-hydrology-lab",
            "path_based_externals",
            hl[0],
            hl,
            cls="course (online book)",
            detail="notebooks on a raw git host",
        ),
    ]


# --- Hackathon project gallery ---------------------------------------------------------

HK = "devhub.hackgeo.hx18.example"
HK_MEDIA = "media.hackgeo-cdn.hx18.example"


def hackathon() -> list[Case]:
    hub = Hub(
        "hackathon project gallery",
        Portal(
            HK,
            "HackGeo",
            menu=[
                ("/hackathons", "Join a hackathon"),
                ("/software", "Projects"),
                ("/hackathons/host", "Host a hackathon"),
                ("/blog", "Blog"),
            ],
            footer=[
                ("/about", "About"),
                ("/help", "Help"),
                ("/terms", "Terms"),
                ("http://twitter.test/hackgeo", "Twitter"),
                ("http://linkedin.test/hackgeo", "LinkedIn"),
            ],
            title_format="{title} | HackGeo",
            home_title="HackGeo",
        ),
        plain=[HK_MEDIA],
    )
    event = hub.stub("/hackathons/climathon-north-sea-2024", "Climathon North Sea 2024 | HackGeo")

    def project(slug: str, name: str, pitch: str, files: list[tuple[str, str]]) -> list[str]:
        imgs = "".join(
            f'<img src="http://{HK_MEDIA}/software_photos/{slug}-{i}.jpg" alt="">' for i in range(2)
        )
        for i in range(2):
            hub.file(
                HK_MEDIA, f"/software_photos/{slug}-{i}.jpg", b"\xff\xd8\xff\xe0", "image/jpeg"
            )
        urls = []
        for fname, ctype in files:
            path = f"/software_files/files/{slug}/{fname}"
            if ctype == "application/pdf":
                urls.append(hub.pdf(HK_MEDIA, path, name, pitch))
            else:
                urls.append(hub.file(HK_MEDIA, path, f"# {name}\nsite,kelp_ha\nA,12.5\n", ctype))
        return [
            hub.page(
                f"/software/{slug}",
                name,
                f"<h1>{escape(name)}</h1><p class='large'>{escape(pitch)}</p><div class='gallery'>{imgs}</div>"
                f"<h2>Inspiration</h2><p>Storm surges and sensor gaps.</p><h2>Built With</h2>"
                + ul(
                    [
                        a("/software/built-with/lora", "lora"),
                        a("/software/built-with/python", "python"),
                    ]
                )
                + (
                    "<h2>Try it out</h2>" + ul(a(u, u.rsplit("/", 1)[1]) for u in urls)
                    if urls
                    else ""
                )
                + f"<p>Submitted to {a(event, 'Climathon North Sea 2024')} · Winner</p>"
                + f"<p>Created by {a('/users/ana-kowalski', 'Ana Kowalski')}</p>",
                head=meta("", "HackGeo", og__type="website", og__title=name),
                share=True,
            ),
            *urls,
        ]

    p1 = project(
        "flood-sensor-mesh",
        "Flood Sensor Mesh",
        "Cheap LoRa water-level sensors that warn villages before the river does.",
        [],
    )
    p2 = project(
        "kelp-watch-drone",
        "Kelp Watch Drone",
        "Drone imagery and a small CNN to map kelp forest loss.",
        [("pitch-deck.pdf", "application/pdf"), ("kelp_survey_2024.csv", "text/csv")],
    )
    return [
        # single_page: a project page whose only content is the page itself (images are
        # embedded); the hackathon, tags and team profiles are other things.
        hub.case(
            "hackathon-flood-sensor",
            "single_page",
            p1[0],
            p1,
            cls="project page",
            detail="project without files",
            others=[event],
        ),
        # single_page_plus_ignored: a project page with its pitch deck and survey data on
        # the media host, one hop away; the chrome is ignored.
        hub.case(
            "hackathon-kelp-drone",
            "single_page_plus_ignored",
            p2[0],
            p2,
            cls="project page",
            detail="project with files",
            others=[event],
        ),
    ]


def cases() -> list[Case]:
    return [*heritage(), *gitlab(), *forgejo(), *jupyter_book(), *hackathon()]
