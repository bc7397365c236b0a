"""heldout20: software and computational artifacts.

A Read-the-Docs-like documentation host, a conda-channel package page, a container
registry, a crates.io-like registry, a SourceForge-like forge with mirrors, a
Papers-with-Code-like index, a Kaggle-like notebook platform, an Observable-like notebook
platform and a Galaxy-like workflow server.
"""

from __future__ import annotations

import zlib

from sites.portals._portal import Case, Portal

from ._kit import Hub, a, blob, host, meta, pdf_file, raw, ul

# --- Read-the-Docs-like versioned documentation ----------------------------------------------


def read_the_docs() -> list[Case]:
    tidal = host("tidalflow", "docsfarm")
    sea = host("seaglass", "docsfarm")
    main_site = "http://about.docsfarm.test"

    def project(h: str, name: str) -> Portal:
        return Portal(
            h,
            f"{name} documentation",
            [
                ("/en/latest/", "latest"),
                ("/en/stable/", "stable"),
                (f"{main_site}/projects/{name.lower()}/", "Project home"),
                (f"{main_site}/projects/{name.lower()}/builds/", "Builds"),
            ],
            [
                ("http://sphinx-doc.test/", "Built with Sphinx"),
                (f"{main_site}/", "Hosted by DocsFarm"),
            ],
            title_format="{title} — {name}",
        )

    hub = Hub(
        "Read-the-Docs-like documentation",
        [project(tidal, "TidalFlow"), project(sea, "SeaGlass")],
        meta(
            "Docutils 0.18.1: http://docutils.sourceforge.net/",
            "",
            [
                "/_static/jquery.js",
                "/_static/doctools.js",
                "/_/static/javascript/readthedocs-doc-embed.js",
            ],
            '<link rel="stylesheet" href="/_static/css/theme.css">',
        ),
    )

    def version(
        h: str, name: str, ver: str, pages: list[tuple[str, str]], versions: list[str]
    ) -> tuple[list[str], list[str]]:
        base = f"/en/{ver}/"
        toc = ul([(base + f if f != "index.html" else base, t) for f, t in pages])
        flyout = (
            '<div class="rst-versions"><dl><dt>Versions</dt>'
            + "".join(f'<dd><a href="/en/{v}/">{v}</a></dd>' for v in versions)
            + "</dl><dl><dt>Downloads</dt>"
            f'<dd><a href="/_/downloads/en/{ver}/pdf/">PDF</a></dd>'
            f'<dd><a href="/_/downloads/en/{ver}/htmlzip/">HTML</a></dd></dl></div>'
        )
        urls = []
        for f, t in [*pages, ("genindex.html", "Index"), ("py-modindex.html", "Module Index")]:
            src = f"_sources/{f.replace('.html', '.rst.txt')}"
            has_src = f not in ("genindex.html", "py-modindex.html")
            body = (
                f'<div class="wy-menu">{toc}<a href="{base}genindex.html">Index</a> '
                f'<a href="{base}py-modindex.html">Module Index</a></div>'
                f"<h1>{t}</h1><p>{name} {ver}: {t}.</p>"
                + (
                    f'<a href="{base}{src}">View page source</a> '
                    f'<a href="http://github.test/{name.lower()}/{name.lower()}/blob/{ver}/docs/{f.replace(".html", ".rst")}">Edit on GitHub</a>'
                    if has_src
                    else ""
                )
                + flyout
            )
            path = base if f == "index.html" else base + f
            urls.append(hub.page(path, t, body, on=h, share=False))
            if has_src:
                urls.append(hub.put(h, base + src, blob(f"{t}\n{'=' * len(t)}\n", "text/plain")))
        pdf = hub.put(h, f"/_/downloads/en/{ver}/pdf/", pdf_file(f"{name} {ver}", "Docs"))
        zipped = hub.put(
            h, f"/_/downloads/en/{ver}/htmlzip/", raw(b"PK\x03\x04 html", "application/zip")
        )
        return [*urls, pdf, zipped], [f"http://{h}/en/{v}/" for v in versions if v != ver]

    tpages = [
        ("index.html", "Welcome to TidalFlow"),
        ("install.html", "Installation"),
        ("tutorial.html", "Tutorial"),
        ("api.html", "API reference"),
        ("changelog.html", "Changelog"),
    ]
    t23, t_other = version(tidal, "TidalFlow", "v2.3", tpages, ["latest", "stable", "v2.3", "v2.2"])
    for v in ("latest", "stable", "v2.2"):
        hub.page(f"/en/{v}/", f"TidalFlow {v}", f"<h1>TidalFlow {v}</h1>", on=tidal)
    spages = [("index.html", "SeaGlass"), ("usage.html", "Usage"), ("api.html", "API")]
    s10, s_other = version(sea, "SeaGlass", "1.0", spages, ["latest", "1.0"])
    hub.page("/en/latest/", "SeaGlass latest", "<h1>SeaGlass latest</h1>", on=sea)
    # Expected path_based (the seed's Slideshare/GitLab pattern): one version of the docs
    # is everything under /en/VERSION/ (pages, indices, page sources).  Truth also holds the
    # version's PDF and HTML-zip builds, which Read the Docs serves under /_/downloads/en/
    # VERSION/ — outside the path, a miss the seed's table admits for path-based.  Not the
    # other versions, the project home or the GitHub sources.
    return [
        hub.case(
            "rtd-version-v2-3",
            "one version of a project's documentation",
            "multi_hop",
            "path_based",
            t23[0],
            t23,
            t_other,
        ),
        hub.case(
            "rtd-second-project-version",
            "another project's single version",
            "multi_hop",
            "path_based",
            s10[0],
            s10,
            s_other,
        ),
    ]


# --- conda channel package page --------------------------------------------------------------


def conda() -> list[Case]:
    ac = host("anaconda", "condapkgs")
    portal = Portal(
        ac,
        "CondaPkgs.org",
        [("/", "Home"), ("/search", "Packages"), ("/explore", "Explore"), ("/pricing", "Pricing")],
        [("/about", "About"), ("/legal", "Legal"), ("http://docs.condapkgs.test/", "Docs")],
        title_format="{title} :: {name}",
    )
    hub = Hub(
        "conda-forge-like package page",
        [portal],
        meta("", "CondaPkgs.org", ["/static/js/channel_pkg.min.js"]),
    )
    channel = hub.page("/conda-forge", "conda-forge", "<h1>conda-forge channel</h1>")

    def package(name: str, ver: str, builds: list[tuple[str, str]], sibling: str) -> list[str]:
        base = f"/conda-forge/{name}"
        files = []
        for plat, build in builds:
            f = hub.put(
                ac,
                f"{base}/{ver}/download/{plat}/{name}-{ver}-{build}.conda",
                raw(b"PK\x03\x04 conda", "application/octet-stream"),
            )
            files.append((f, f"{plat}/{name}-{ver}-{build}.conda"))
        tabs = ul(
            [
                (base, "Overview"),
                (f"{base}/files", "Files"),
                (f"{base}/labels", "Labels"),
                (f"{base}/badges", "Badges"),
            ]
        )
        overview = hub.page(
            base,
            name,
            f"<h1>conda-forge / {name} {ver}</h1>{tabs}"
            f"<pre>conda install conda-forge::{name}</pre>"
            f"<p>Channel: {a(channel, 'conda-forge')} · "
            f"{a(f'http://github.test/conda-forge/{name}-feedstock', 'Feedstock')} · "
            f"Related: {a(sibling, sibling.rsplit('/', 1)[-1])}</p>",
        )
        pages = [overview]
        pages.append(
            hub.page(f"{base}/files", f"Files :: {name}", f"<h1>Files</h1>{tabs}" + ul(files))
        )
        pages.append(
            hub.page(f"{base}/labels", f"Labels :: {name}", f"<h1>Labels</h1>{tabs}<p>main</p>")
        )
        hub.put(
            ac,
            f"{base}/badges/version.svg",
            blob(f"<svg><text>{ver}</text></svg>", "image/svg+xml"),
        )
        pages.append(
            hub.page(
                f"{base}/badges",
                f"Badges :: {name}",
                f'<h1>Badges</h1>{tabs}<img src="{base}/badges/version.svg" alt="version">'
                "<p>Markdown: ![version](...)</p>",
            )
        )
        return [*pages, *(f for f, _ in files)]

    proj_sib = hub.page("/conda-forge/pyproj-data", "pyproj-data", "<h1>pyproj-data</h1>")
    nc_sib = hub.page("/conda-forge/libnetcdf-fortran", "libnetcdf-fortran", "<h1>nf</h1>")
    pyproj = package(
        "pyproj",
        "3.6.1",
        [
            ("linux-64", "py311h1facc83_4"),
            ("osx-arm64", "py311h20a9b75_4"),
            ("win-64", "py311h517f58c_4"),
        ],
        proj_sib,
    )
    netcdf = package("libnetcdf", "4.9.2", [("linux-64", "nompi_h9612171_113")], nc_sib)
    # Expected path_based: the package's tabs and build files all sit under /conda-forge/NAME
    # (the seed's Bitbucket/GitLab pattern).  The trap: a sibling package whose name extends
    # this one (pyproj-data, libnetcdf-fortran) shares the string prefix but is another
    # artifact.  Truth: overview, files, labels and badges pages, the builds (the badge
    # image is embedded, not a part); not the channel or the sibling.
    return [
        hub.case(
            "conda-package-three-builds",
            "package with three platform builds",
            "multi_hop",
            "path_based",
            pyproj[0],
            pyproj,
            [channel, proj_sib],
        ),
        hub.case(
            "conda-package-prefix-sibling",
            "package with a longer-named sibling package",
            "multi_hop",
            "path_based",
            netcdf[0],
            netcdf,
            [channel, nc_sib],
        ),
    ]


# --- container registry ----------------------------------------------------------------------


def registry() -> list[Case]:
    q = host("quay", "imagebay")
    portal = Portal(
        q,
        "ImageBay",
        [("/", "Home"), ("/search", "Explore"), ("/tutorial/", "Tutorial"), ("/plans/", "Pricing")],
        [("/security/", "Security"), ("/tos", "Terms"), ("http://status.imagebay.test/", "Status")],
        title_format="{title} · {name}",
    )
    hub = Hub(
        "container registry image",
        [portal],
        meta("", "ImageBay", ["/static/build/main-quay-frontend-3b9c.bundle.js"]),
    )

    def image(ns: str, repo: str, tags: list[tuple[str, str]]) -> tuple[list[str], str]:
        base = f"/repository/{ns}/{repo}"
        org = hub.page(f"/organization/{ns}", ns, f"<h1>{ns}</h1>")
        tabs = ul(
            [
                (base, "Information"),
                (f"{base}?tab=tags", "Tags"),
                (f"{base}?tab=history", "Tag History"),
            ]
        )
        manifests = []
        rows = []
        for tag, digest in tags:
            m = hub.page(
                f"{base}/manifest/sha256:{digest}",
                f"{ns}/{repo}:{tag}",
                f"<h1>Manifest {tag}</h1><p>sha256:{digest}</p><pre>layers: 7</pre>",
            )
            manifests.append(m)
            rows.append(f"<tr><td>{tag}</td><td>{a(m, 'sha256:' + digest[:12])}</td></tr>")
        table = f'<table class="tags">{"".join(rows)}</table>'
        info = hub.page(
            base,
            f"{ns}/{repo}",
            f"<h1>{ns}/{repo}</h1>{tabs}<p>Namespace {a(org, ns)}</p><pre>docker pull {q}/{ns}/{repo}</pre>",
        )
        tagp = hub.page(f"{base}?tab=tags", f"{ns}/{repo}", f"<h1>{ns}/{repo}</h1>{tabs}{table}")
        hist = hub.page(
            f"{base}?tab=history", f"{ns}/{repo}", f"<h1>History</h1>{tabs}<p>pushed</p>"
        )
        return [info, tagp, hist, *manifests], org

    samtools, bio = image(
        "biocontainers",
        "samtools",
        [("1.17--h00cdaf9_0", "9f3a0c" + "1" * 58), ("1.16.1--h6899075_1", "5b7e2d" + "2" * 58)],
    )
    bcftools = hub.page(
        "/repository/biocontainers/bcftools", "biocontainers/bcftools", "<h1>bcftools</h1>"
    )
    galaxy, gp = image("galaxyproject", "galaxy-min", [("23.1", "0c4d8e" + "3" * 58)])
    # Expected path_based: the image repository's tabs (?tab=...) and per-tag manifest
    # pages all extend /repository/NS/NAME.  Truth: those pages; not the organisation page
    # or other images of the namespace.
    return [
        hub.case(
            "registry-image-two-tags",
            "image repository with two tags",
            "multi_hop",
            "path_based",
            samtools[0],
            samtools,
            [bio, bcftools],
        ),
        hub.case(
            "registry-image-one-tag",
            "image repository with one tag",
            "multi_hop",
            "path_based",
            galaxy[0],
            galaxy,
            [gp],
        ),
    ]


# --- crates.io-like package version ----------------------------------------------------------


def crates() -> list[Case]:
    cr = host("crates", "cratebox")
    st = host("static", "cratebox-cdn")
    portal = Portal(
        cr,
        "cratebox",
        [
            ("/", "Home"),
            ("/crates", "Browse All Crates"),
            ("/categories", "Categories"),
            ("/policies", "Policies"),
        ],
        [
            ("/data-access", "Data access"),
            ("/support", "Support"),
            ("http://status.cratebox.test/", "Status"),
        ],
        title_format="{title} - {name}: Rust Package Registry",
    )
    hub = Hub(
        "crates.io-like package registry",
        [portal],
        meta("", "cratebox", ["/assets/cargo-3a7b8f.js", "/assets/vendor-0c1d2e.js"]),
    )

    def version(
        name: str, ver: str, prev: str, deps: list[tuple[str, str]]
    ) -> tuple[list[str], list[str]]:
        base = f"/crates/{name}/{ver}"
        crate_file = hub.put(
            st,
            f"/crates/{name}/{name}-{ver}.crate",
            raw(b"\x1f\x8b crate " + ver.encode(), "application/gzip"),
        )
        dep_urls = [hub.page(f"/crates/{d}/{v}", f"{d}", f"<h1>{d} {v}</h1>") for d, v in deps]
        prev_url = hub.page(f"/crates/{name}/{prev}", f"{name}", f"<h1>{name} {prev}</h1>")
        crate_home = hub.page(
            f"/crates/{name}", name, f"<h1>{name}</h1><p>latest: {a(base, ver)}</p>"
        )
        tabs = ul(
            [
                (base, "Readme"),
                (f"/crates/{name}/versions", "Versions"),
                (f"{base}/dependencies", "Dependencies"),
                (f"/crates/{name}/reverse_dependencies", "Dependents"),
            ]
        )
        hub.page(
            f"/crates/{name}/versions",
            name,
            f"<h1>Versions</h1>{ul([(base, ver), (f'/crates/{name}/{prev}', prev)])}",
        )
        hub.page(f"/crates/{name}/reverse_dependencies", name, "<h1>Dependents</h1>")
        side = (
            f"<aside><p>{a(crate_file, 'Download')}</p>"
            f"<p>{a(f'http://docs.rs.test/{name}/{ver}', 'Documentation')} · "
            f"{a(f'http://github.test/ferrous/{name}', 'Repository')}</p></aside>"
        )
        readme = hub.page(
            base,
            name,
            f"<h1>{name} v{ver}</h1>{tabs}<p>cargo add {name}@{ver}</p><h2>README</h2><p>{name}: a small crate.</p>{side}",
        )
        depp = hub.page(
            f"{base}/dependencies",
            name,
            f"<h1>{name} v{ver} dependencies</h1>{tabs}"
            + ul([(u, d) for u, (d, _) in zip(dep_urls, deps, strict=True)])
            + side,
        )
        return [readme, depp, crate_file], [prev_url, crate_home, *dep_urls]

    tide, tide_o = version(
        "tidepool", "0.4.2", "0.4.1", [("serde", "1.0.193"), ("thiserror", "1.0.50")]
    )
    hull, hull_o = version("quickhull3", "1.1.0", "1.0.3", [("nalgebra", "0.32.3")])
    # Expected path_based_externals (the seed's GitHub pattern): the version's readme and
    # dependencies pages extend /crates/NAME/VERSION, its .crate archive is on the static
    # host.  Truth: those three; not the crate's all-versions page, the previous version,
    # dependents, the dependencies' own pages, docs or repository.
    return [
        hub.case(
            "crate-version-with-archive",
            "one version of a crate with its archive on a static host",
            "multi_hop",
            "path_based_externals",
            tide[0],
            tide,
            tide_o,
        ),
        hub.case(
            "crate-second-version",
            "another crate's version page",
            "multi_hop",
            "path_based_externals",
            hull[0],
            hull,
            hull_o,
        ),
    ]


# --- SourceForge-like forge with mirrors -----------------------------------------------------


def forge() -> list[Case]:
    sf = host("sourceforge", "forgehub")
    mirror = host("netix", "forgehub-dl")
    portal = Portal(
        sf,
        "ForgeHub",
        [
            ("/", "Home"),
            ("/directory/", "Browse"),
            ("/top", "Top downloads"),
            ("/create", "Create a project"),
        ],
        [
            ("/about", "About"),
            ("/privacy", "Privacy"),
            ("/terms", "Terms"),
            ("http://twitter.test/forgehub", "Twitter"),
        ],
        title_format="{title} download | {name}.net",
    )
    hub = Hub(
        "SourceForge-like project forge",
        [portal],
        meta("", "ForgeHub", ["/js/sf.js?v=1699", "/js/bizx-ads.js"]),
    )
    proj = "gnuplotter"
    base = f"/projects/{proj}"
    user = hub.page("/u/ptomas/profile/", "ptomas", "<h1>ptomas</h1>")
    similar = hub.page("/projects/plotkit-lite/", "plotkit-lite", "<h1>plotkit-lite</h1>")
    directory = hub.page("/directory/science-engineering/", "Science & Engineering", "<h1>Sci</h1>")
    tabs = ul(
        [
            (f"{base}/", "Summary"),
            (f"{base}/files/", "Files"),
            (f"{base}/reviews/", "Reviews"),
            (f"{base}/support", "Support"),
            (f"/p/{proj}/wiki/Home/", "Wiki"),
            (f"/p/{proj}/code/ci/master/tree/", "Code"),
        ]
    )

    def release(ver: str, files: list[str]) -> tuple[list[str], list[str]]:
        folder = f"{base}/files/{proj}/{ver}/"
        pages, mirrors, rows = [], [], []
        for fname in files:
            m = hub.put(
                mirror,
                f"/project/{proj}/{proj}/{ver}/{fname}",
                raw(b"\x1f\x8b" + fname.encode(), "application/octet-stream"),
            )
            d = hub.page(
                f"{folder}{fname}/download",
                f"{fname}",
                f"<h1>Your download will start shortly...</h1><p>Problems downloading? "
                f"{a(m, 'Use this direct link')}</p>{tabs}",
            )
            pages.append(d)
            mirrors.append(m)
            rows.append((f"{folder}{fname}/download", fname))
        readme = hub.put(
            sf, f"{folder}README.txt", blob(f"{proj} {ver} release notes\n", "text/plain")
        )
        fp = hub.page(
            folder,
            f"{proj} {ver}",
            f"<h1>{proj} / {ver}</h1>{tabs}" + ul([*rows, (f"{folder}README.txt", "README.txt")]),
        )
        return [fp, *pages, readme, *mirrors], rows

    r548, _ = release("5.4.8", [f"{proj}-5.4.8.tar.gz", f"{proj}-5.4.8-win64.exe"])
    r547, _ = release("5.4.7", [f"{proj}-5.4.7.tar.gz"])
    files_root = hub.page(
        f"{base}/files/",
        proj,
        f"<h1>Files</h1>{tabs}"
        + ul([(f"{base}/files/{proj}/5.4.8/", "5.4.8"), (f"{base}/files/{proj}/5.4.7/", "5.4.7")]),
    )
    reviews = hub.page(
        f"{base}/reviews/", f"{proj} reviews", f"<h1>Reviews</h1>{tabs}<p>Great tool.</p>"
    )
    support = hub.page(f"{base}/support", f"{proj} support", f"<h1>Support</h1>{tabs}")
    wiki = hub.page(f"/p/{proj}/wiki/Home/", f"{proj} / Wiki", f"<h1>Wiki</h1>{tabs}")
    code = hub.page(f"/p/{proj}/code/ci/master/tree/", f"{proj} / Code", f"<h1>Code</h1>{tabs}")
    summary = hub.page(
        f"{base}/",
        "gnuplotter",
        f"<h1>gnuplotter</h1>{tabs}<p>Plot data from the command line.</p>"
        f"<p>{a(f'{base}/files/{proj}/5.4.8/{proj}-5.4.8.tar.gz/download', 'Download Latest Version')}</p>"
        f"<p>Maintainer: {a(user, 'ptomas')} · Category: {a(directory, 'Science & Engineering')}</p>"
        f"<p>Similar: {a(similar, 'plotkit-lite')}</p>",
    )
    project_truth = [summary, files_root, reviews, support, wiki, code, *r548, *r547]
    # Expected path_based_externals (the seed's GitHub pattern): the project's pages extend
    # /projects/NAME/ and its downloads come from mirror hosts.  SourceForge's Allura tools
    # live under /p/NAME/ (wiki, code), which the truth holds and the path misses.  Truth:
    # the whole project (summary, files tree, releases, download pages, mirror files,
    # reviews, support, wiki, code); not the maintainer, directory or similar projects.
    # The second case is one release folder: its download pages and README under the
    # folder path, its files on the mirror.
    return [
        hub.case(
            "forge-project-with-mirrors",
            "software project with file releases on mirrors",
            "multi_hop",
            "path_based_externals",
            summary,
            project_truth,
            [user, similar, directory],
        ),
        hub.case(
            "forge-release-folder",
            "one file release folder",
            "multi_hop",
            "path_based_externals",
            r548[0],
            r548,
            [files_root, r547[0]],
        ),
    ]


# --- Papers-with-Code-like paper page --------------------------------------------------------


def papers_code() -> list[Case]:
    pw = host("www", "paperscode")
    git = host("git", "paperscode-mirror")
    portal = Portal(
        pw,
        "Papers with Kode",
        [
            ("/", "Browse State-of-the-Art"),
            ("/datasets", "Datasets"),
            ("/methods", "Methods"),
            ("/newsletter", "Newsletter"),
        ],
        [
            ("/about", "About"),
            ("/site/terms", "Terms"),
            ("/site/data-policy", "Data policy"),
            ("http://twitter.test/paperskode", "Twitter"),
        ],
        title_format="{title} | {name}",
    )
    hub = Hub(
        "Papers-with-Code-like index",
        [portal],
        meta("", "Papers with Kode", ["/static/js/paper-page.7c1.js"]),
    )
    others_hosted = {
        "repo1": hub.put(
            git,
            "/lena-ko/tidal-attn",
            "<html><head><title>lena-ko/tidal-attn</title></head><body>code</body></html>",
        ),
        "repo2": hub.put(
            git,
            "/timeseries-lab/mixer-seg",
            "<html><head><title>mixer-seg</title></head><body>code</body></html>",
        ),
    }

    def stub(path: str, title: str) -> str:
        return hub.page(path, title, f"<h1>{title}</h1>")

    ett = stub("/dataset/ett", "ETT Dataset")
    weather = stub("/dataset/weather", "Weather Dataset")
    cityscapes = stub("/dataset/cityscapes", "Cityscapes Dataset")
    mha = stub("/method/multi-head-attention", "Multi-Head Attention")
    task = stub("/task/time-series-forecasting", "Time Series Forecasting")
    seg = stub("/task/semantic-segmentation", "Semantic Segmentation")
    sota = stub("/sota/time-series-forecasting-on-ett", "ETT Benchmark")

    def paper(
        slug: str, title: str, arxiv: str, code: list[tuple[str, str]], links: list[tuple[str, str]]
    ) -> str:
        main = (
            f'<h1>{title}</h1><p class="authors">L. Ko, M. Brandt</p>'
            f"<p>{a(f'http://arxiv.test/abs/{arxiv}', 'Paper')} · {a(f'http://arxiv.test/pdf/{arxiv}v2.pdf', 'PDF')}</p>"
            "<h2>Code</h2>"
            + ul(code)
            + "<h2>Tasks, datasets, methods</h2>"
            + ul(links)
            + f'<p><a href="/paper/{slug}/review/">Edit</a> (login)</p>'
        )
        return hub.page(f"/paper/{slug}", title, main)

    hub.page(
        "/paper/tidal-attention-for-long-horizon-forecasting/review/",
        "Edit paper",
        "<h1>Log in</h1>",
    )
    hub.page("/paper/token-mixing-for-street-scenes/review/", "Edit paper", "<h1>Log in</h1>")
    p1 = paper(
        "tidal-attention-for-long-horizon-forecasting",
        "Tidal Attention for Long-Horizon Forecasting",
        "2311.04417",
        [(others_hosted["repo1"], "lena-ko/tidal-attn (official)")],
        [
            (task, "Time Series Forecasting"),
            (ett, "ETT"),
            (weather, "Weather"),
            (mha, "Multi-Head Attention"),
            (sota, "Benchmarks"),
        ],
    )
    p2 = paper(
        "token-mixing-for-street-scenes",
        "Token Mixing for Street-Scene Segmentation",
        "2402.00981",
        [(others_hosted["repo2"], "timeseries-lab/mixer-seg")],
        [(seg, "Semantic Segmentation"), (cityscapes, "Cityscapes")],
    )
    # Expected single_page: the paper page is an index entry whose every link leads to
    # another artifact (arXiv paper, code repositories, datasets, methods, tasks,
    # leaderboards) or to chrome; what the archivist keeps of this portal is the page.
    return [
        hub.case(
            "pwc-paper-code-datasets",
            "paper page pointing at code and two datasets",
            "single_uri",
            "single_page",
            p1,
            [p1],
            [others_hosted["repo1"], ett, weather, mha, task, sota],
        ),
        hub.case(
            "pwc-paper-one-repo",
            "paper page with one unofficial repository",
            "single_uri",
            "single_page",
            p2,
            [p2],
            [others_hosted["repo2"], seg, cityscapes],
        ),
    ]


# --- Kaggle-like notebook --------------------------------------------------------------------


def kaggle() -> list[Case]:
    kg = host("www", "datakettle")
    store = host("storage", "kettle-usercontent")
    portal = Portal(
        kg,
        "DataKettle",
        [
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/models", "Models"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ],
        [
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("http://twitter.test/datakettle", "Twitter"),
        ],
        title_format="{title} | {name}",
    )
    hub = Hub(
        "Kaggle-like notebook platform",
        [portal],
        meta("", "DataKettle", ["/static/assets/vendor.3f2e1d.js", "/static/assets/app.9a8b7c.js"]),
    )

    def notebook(
        user: str,
        slug: str,
        title: str,
        version: str,
        dataset: str,
        outputs: list[tuple[str, str, bytes]],
        similar: str,
    ) -> tuple[list[str], list[str]]:
        base = f"/code/{user}/{slug}"
        ds = hub.page(dataset, dataset.rsplit("/", 1)[-1], f"<h1>Dataset {dataset}</h1>")
        profile = hub.page(f"/{user}", user, f"<h1>{user}</h1>")
        outs = []
        for fname, ctype, body in outputs:
            outs.append(
                hub.put(
                    store,
                    f"/kf/{version}/{zlib.crc32(slug.encode()):08x}/{fname}",
                    raw(body, ctype),
                )
            )
        tabs = ul(
            [
                (base, "Notebook"),
                (f"{base}/input", "Input"),
                (f"{base}/output", "Output"),
                (f"{base}/log", "Logs"),
                (f"{base}/comments", "Comments"),
            ]
        )
        head_row = f"<h1>{title}</h1><p>by {a(profile, user)} · Version 7 of 7 · {a(f'{base}?scriptVersionId={version}', 'this version')}</p>{tabs}"
        nb = hub.page(
            base,
            title,
            head_row
            + f'<div class="notebook"><p>import pandas as pd</p></div><p>Copy &amp; edit: {a(f"/kernels/fork-version/{version}", "Copy & Edit")}</p><p>Similar: {a(similar, "notebook")}</p>',
        )
        ver = hub.page(f"{base}?scriptVersionId={version}", title, head_row + "<p>Version 7</p>")
        inp = hub.page(f"{base}/input", title, head_row + f"<p>Input data: {a(ds, dataset)}</p>")
        out = hub.page(
            f"{base}/output", title, head_row + ul([(u, u.rsplit("/", 1)[-1]) for u in outs])
        )
        log = hub.page(f"{base}/log", title, head_row + "<pre>[1] Successfully ran</pre>")
        com = hub.page(f"{base}/comments", title, head_row + "<p>Nice EDA!</p>")
        return [nb, ver, inp, out, log, com, *outs], [ds, profile]

    hub.page("/kernels/fork-version/148220331", "Sign in", "<h1>Sign in to copy</h1>")
    hub.page("/kernels/fork-version/150993872", "Sign in", "<h1>Sign in to copy</h1>")
    sim1 = hub.page("/code/rkoval/coral-bleaching-baseline", "Coral baseline", "<h1>baseline</h1>")
    sim2 = hub.page("/code/mirabel/energy-eda", "Energy EDA", "<h1>energy</h1>")
    reef, reef_o = notebook(
        "mirabel",
        "eda-coral-reef-bleaching",
        "EDA: coral reef bleaching",
        "148220331",
        "/datasets/mirabel/coral-reef-surveys",
        [
            ("bleaching_summary.csv", "text/csv", b"site,pct\n"),
            ("figures.zip", "application/zip", b"PK figs"),
        ],
        sim1,
    )
    energy, energy_o = notebook(
        "okafor",
        "baseline-lightgbm-building-energy",
        "Baseline LightGBM: building energy",
        "150993872",
        "/competitions/building-energy-2024",
        [("submission.csv", "text/csv", b"id,meter_reading\n")],
        sim2,
    )
    # Expected path_based_externals (the seed's Kaggle entry): the notebook's tabs and
    # versions extend /code/USER/SLUG, its output files are on the user-content storage
    # host.  The input dataset or competition is another artifact.  Truth: notebook,
    # version, input/output/log/comments tabs, output files; not the copy-and-edit action,
    # the input data, the author or similar notebooks.
    return [
        hub.case(
            "kaggle-notebook-with-outputs",
            "notebook with its data and output files",
            "multi_hop",
            "path_based_externals",
            reef[0],
            reef,
            [*reef_o, sim1],
        ),
        hub.case(
            "kaggle-competition-notebook",
            "competition notebook with a submission file",
            "multi_hop",
            "path_based_externals",
            energy[0],
            energy,
            [*energy_o, sim2],
        ),
    ]


# --- Observable-like notebook ----------------------------------------------------------------


def observable() -> list[Case]:
    ob = host("observable", "observa")
    api = host("api", "observa")
    uc = host("static", "observa-usercontent")
    portal = Portal(
        ob,
        "Observa",
        [
            ("/", "Home"),
            ("/explore", "Explore"),
            ("/documentation", "Docs"),
            ("/pricing", "Pricing"),
        ],
        [("/about", "About"), ("/terms", "Terms"), ("http://github.test/observa", "GitHub")],
        title_format="{title} / {name}",
    )
    hub = Hub(
        "Observable-like notebook", [portal], meta("", "Observa", ["/worker/runtime-7a1b.js"])
    )
    nb = "/@tmarsh/tide-gauge-explorer"
    d3 = hub.page("/@d3/color-legend", "Color legend", "<h1>Color legend</h1>")
    fork = hub.page("/@kpaul/tide-gauge-explorer", "Tide gauge explorer (fork)", "<h1>Fork</h1>")
    user = hub.page("/@tmarsh", "T. Marsh", "<h1>T. Marsh</h1>")
    att = hub.put(
        uc,
        "/files/4f1c9e2ab7d3e8f60a5b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f",
        raw(b"station,t,level\n", "text/csv"),
    )
    js = hub.put(
        api,
        f"{nb}.js?v=3",
        blob("export default function define(runtime, observer) {}", "text/javascript"),
    )
    tgz = hub.put(api, f"{nb}.tgz?v=3", raw(b"\x1f\x8b tgz", "application/gzip"))
    vers = [
        hub.page(
            f"{nb}/{n}",
            f"Tide gauge explorer (version {n})",
            f"<h1>Tide gauge explorer, version {n}</h1>",
        )
        for n in (2, 3)
    ]
    main = (
        f"<h1>Tide gauge explorer</h1><p>by {a(user, 'T. Marsh')} · "
        f"{a(vers[1], 'Version 3')} · {a(vers[0], 'Version 2')}</p>"
        f'<div class="cell">data = FileAttachment("levels.csv") {a(att, "levels.csv")}</div>'
        f'<div class="cell">import {{legend}} from {a(d3, "@d3/color-legend")}</div>'
        f"<p>Export: {a(js, 'ES module')} · {a(tgz, 'Download code')}</p>"
        f"<p>Forks: {a(fork, '@kpaul/tide-gauge-explorer')}</p>"
    )
    page = hub.page(nb, "Tide gauge explorer", main)
    # Expected path_based_externals: the notebook's versions extend /@USER/SLUG; its file
    # attachment is on the user-content host and its exports on the API host.  A fork (the
    # same slug under another user) and an imported notebook are other artifacts.  Truth:
    # notebook, versions, attachment, ES-module export, code tarball.
    return [
        hub.case(
            "observable-notebook-attachment",
            "notebook with a file attachment, versions and exports",
            "multi_hop",
            "path_based_externals",
            page,
            [page, *vers, att, js, tgz],
            [d3, fork, user],
        )
    ]


# --- Galaxy-like workflow server -------------------------------------------------------------


def galaxy() -> list[Case]:
    gx = host("usegalaxy", "helixlab")
    portal = Portal(
        gx,
        "Galaxy Helix",
        [
            ("/", "Analyze Data"),
            ("/workflows/list", "Workflow"),
            ("/visualizations/list", "Visualize"),
            ("/published/workflows", "Shared Data"),
            ("/help", "Help"),
        ],
        [("/terms", "Terms and Conditions"), ("http://galaxyproject.test/", "Galaxy Project")],
        title_format="{name} | {title}",
        home_title="Galaxy Helix",
    )
    hub = Hub(
        "Galaxy-like workflow server",
        [portal],
        meta(
            "",
            "Galaxy Helix",
            ["/static/dist/libs.bundled.js?v=1700", "/static/dist/analysis.bundled.js?v=1700"],
        ),
    )
    owner = hub.page(
        "/workflows/list_published?f-username=mdiaz", "Published workflows", "<h1>mdiaz</h1>"
    )
    wid = "f2db41e1fa331b3e"
    ga = hub.put(
        gx,
        f"/api/workflows/{wid}/download?format=json-download",
        blob('{"a_galaxy_workflow": "true", "name": "RNA-seq QC"}', "application/json"),
    )
    svg = hub.put(
        gx,
        f"/workflow/gen_image?id={wid}",
        blob("<svg><text>RNA-seq QC</text></svg>", "image/svg+xml"),
    )
    hub.page(f"/workflows/run?id={wid}", "Run workflow", "<h1>Log in to run</h1>")
    hub.page(f"/workflow/imp?id={wid}", "Import workflow", "<h1>Log in to import</h1>")
    tool = hub.page(
        "/tool_runner?tool_id=toolshed.helix%2Ffastqc%2F0.74", "FastQC", "<h1>FastQC</h1>"
    )
    wf = hub.page(
        f"/published/workflow?id={wid}",
        "Published workflow: RNA-seq QC",
        f"<h1>RNA-seq QC</h1><p>Owner: {a(owner, 'mdiaz')}</p>"
        f"<p>{a(ga, 'Download (.ga)')} · {a(svg, 'View as image')} · "
        f"{a(f'/workflows/run?id={wid}', 'Run')} · {a(f'/workflow/imp?id={wid}', 'Import')}</p>"
        f"<ol><li>{a(tool, 'FastQC')}</li><li>MultiQC</li></ol>",
    )
    hid = "8c2e4f6a1b3d5e7f"
    dsets = [
        ("0a1b2c3d4e5f6a7b", "reads_R1.fastqsanger"),
        ("1b2c3d4e5f6a7b8c", "reads_R2.fastqsanger"),
        ("2c3d4e5f6a7b8c9d", "counts.tabular"),
    ]
    dpages = [
        hub.put(gx, f"/datasets/{d}/display?preview=True", blob(f"# {name}\n", "text/plain"))
        for d, name in dsets
    ]
    archive = hub.put(
        gx, f"/history/export_archive?id={hid}", raw(b"\x1f\x8b history", "application/gzip")
    )
    hub.page(f"/history/imp?id={hid}", "Import history", "<h1>Log in to import</h1>")
    hist = hub.page(
        "/u/mdiaz/h/rna-seq-tutorial-reads",
        "Published history: RNA-seq tutorial reads",
        f"<h1>RNA-seq tutorial reads</h1><p>Owner: {a(owner, 'mdiaz')}</p>"
        + ul([(u, n) for u, (_, n) in zip(dpages, dsets, strict=True)])
        + f"<p>{a(archive, 'Export history archive')} · {a(f'/history/imp?id={hid}', 'Import')}</p>"
        f"<p>Workflow: {a(wf, 'RNA-seq QC')}</p>",
    )
    return [
        # Expected sig_uri: the workflow's encoded id (f2db41e1fa331b3e) is in every URI of
        # it (published page, .ga download, image) and in no chrome.  Truth: those three;
        # not the owner listing, tools, or the run/import actions (login forms that carry
        # the id too: the heuristic's admitted over-collection).
        hub.case(
            "galaxy-published-workflow",
            "published workflow with its .ga and image",
            "multi_hop",
            "sig_uri",
            wf,
            [wf, ga, svg],
            [owner, tool],
        ),
        # Expected single_page_plus_ignored: a published history's datasets have their own
        # ids, so the URI shares nothing with them; they, and the export archive, are one
        # hop from the history page.  Truth: history page, dataset previews, archive; not
        # the import action, the owner or the workflow it links.
        hub.case(
            "galaxy-published-history",
            "published history with three datasets",
            "single_hop",
            "single_page_plus_ignored",
            hist,
            [hist, *dpages, archive],
            [owner, wf],
        ),
    ]


def cases() -> list[Case]:
    return [
        *read_the_docs(),
        *conda(),
        *registry(),
        *crates(),
        *forge(),
        *papers_code(),
        *kaggle(),
        *observable(),
        *galaxy(),
    ]
