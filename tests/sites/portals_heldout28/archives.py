"""Archives and documentation: a Software-Heritage-like source archive, a Zenodo-like release
archive with Signposting, a Dataverse-like engineering data repository, a Read-the-Docs-like
documentation host and an nbviewer-like notebook renderer."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, links
from sites.portals_heldout28._kit import binary, case, cookie_banner, fill, host, not_found, text

# --------------------------------------------------------------------------------------------
# Codevault: a Software-Heritage-like archive of source code origins.  Every view of an
# archived origin (directory, file contents, visits, branches, releases, history, a revision)
# carries ?origin_url=<the origin> in its URI, with paths that share nothing else; the rest is
# search, "save code now", deposit and other origins.  Significant String from URI: the origin
# URL is the identification string, as GBIF's dataset key.

CV = host("archive", "codevault-heritage")
CVP = Portal(
    CV,
    "Codevault archive",
    [
        ("/browse/search/", "Search"),
        ("/save/", "Save code now"),
        ("/deposit/", "Deposit"),
        ("/api/", "API"),
        ("/coverage/", "Archive coverage"),
    ],
    [
        ("/legal/", "Legal"),
        ("/privacy/", "Privacy"),
        ("/contact/", "Contact"),
        ("http://x.socialsite28.test/codevault", "X"),
    ],
    title_format="{title} – {name}",
    home_title="Codevault archive – the universal source code archive",
    home_main="<h1>Welcome to the Codevault archive</h1>"
    + links([("/coverage/", "Coverage"), ("/browse/search/", "Search origins")]),
)
CV_ORIGINS = {
    # origin URL: (files at root, a src file, revision, snapshot, release)
    "https://forge.lumenforge.hx28.example/lumenlab/gridwalk": (
        ["README.md", "pyproject.toml"],
        "src/gridwalk/router.py",
        "9c1e2f0a7b3d4e5f60718293a4b5c6d7e8f90a1b",
        "e0b4c9d2a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1",
        "v0.4.1",
    ),
    "https://git.halvorsen-robotics.hx28.example/terrastep/controller": (
        ["README.rst", "CMakeLists.txt"],
        "src/gait_planner.cpp",
        "4d2a9e1c7b0f3a5e6d8c1b2a3f4e5d6c7b8a9f01",
        "7a1c3e5f7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f70",
        "corl-2025",
    ),
}


def _cv_views(origin: str) -> list[str]:
    files, src, rev, snap, rel = CV_ORIGINS[origin]
    o = f"origin_url={origin}"
    src_dir = src.rsplit("/", 1)[0]
    return [
        f"/browse/origin/directory/?{o}",
        f"/browse/origin/visits/?{o}",
        f"/browse/origin/branches/?{o}",
        f"/browse/origin/releases/?{o}",
        f"/browse/origin/log/?{o}",
        *(f"/browse/origin/content/?{o}&path={f}" for f in files),
        f"/browse/origin/directory/?{o}&path={src_dir}",
        f"/browse/origin/content/?{o}&path={src}",
        f"/browse/revision/{rev}/?{o}&snapshot={snap}",
        f"/browse/release/?{o}&release={rel}",
    ]


def codevault() -> list[Site]:
    p: dict[str, PageValue] = {}
    other = "https://forge.lumenforge.hx28.example/lumenlab/lattice-tools"
    for origin, (files, src, rev, snap, rel) in CV_ORIGINS.items():
        v = _cv_views(origin)
        o = f"origin_url={origin}"
        tabs = (
            '<nav class="origin-tabs">'
            f'<a href="{v[0]}">Code</a> <a href="{v[2]}">Branches</a> <a href="{v[3]}">Releases</a> '
            f'<a href="{v[1]}">Visits</a> <a href="{v[4]}">History</a></nav>'
        )
        head = (
            f'<h1>Browse archived code</h1><p>Origin: <a href="{origin}">{origin}</a> '
            f"· visit 2025-05-28 · snapshot {snap[:7]}</p>" + tabs
        )
        src_dir, src_name = src.rsplit("/", 1)
        parent = f"/browse/revision/0de1aa3f/?{o}&snapshot={snap}"
        p[v[0]] = CVP.page(
            f"{origin} – directory",
            cookie_banner("/privacy/")
            + head
            + links([(v[-4], src_dir + "/"), *zip(v[5:-4], files, strict=True)])
            + f'<p>Also archived from this forge: <a href="/browse/origin/directory/?origin_url={other}">'
            "lumenlab/lattice-tools</a></p>",
        )
        p[v[1]] = CVP.page(
            f"{origin} – visits", head + "<ul><li>2025-05-28 full</li><li>2024-11-02 full</li></ul>"
        )
        p[v[2]] = CVP.page(
            f"{origin} – branches", head + "<ul><li>HEAD</li><li>refs/heads/main</li></ul>"
        )
        p[v[3]] = CVP.page(f"{origin} – releases", head + links([(v[-1], rel)]))
        p[v[4]] = CVP.page(
            f"{origin} – history",
            head
            + links(
                [
                    (v[-2], f"{rev[:7]} Merge branch 'faster-router'"),
                    (parent, "0de1aa3 initial commit"),
                ]
            ),
        )
        for path, f in zip(v[5:-4], files, strict=True):
            p[path] = CVP.page(f"{origin} – {f}", head + f"<pre># {f}\n…</pre>")
        p[v[-4]] = CVP.page(f"{origin} – {src_dir}", head + links([(v[-3], src_name)]))
        p[v[-3]] = CVP.page(
            f"{origin} – {src}", head + "<pre>def route(lattice, src, dst): …</pre>"
        )
        p[v[-2]] = CVP.page(
            f"Revision {rev[:7]}",
            head + f"<p>Revision {rev}</p><p>Author: Mira Okafor</p>"
            f'<p>Parent: <a href="{parent}">0de1aa3</a></p><p>See <a href="/api/">the API</a>.</p>',
        )
        p[parent] = CVP.page("Revision 0de1aa3", head + "<p>initial commit</p>")
        p[v[-1]] = CVP.page(
            f"Release {rel}", head + f"<p>Release {rel}, targeting revision {rev[:7]}</p>"
        )
    fill(
        p,
        CVP,
        {
            "/browse/search/": "Search archived origins",
            "/save/": "Save code now",
            "/deposit/": "Deposit",
            "/api/": "API",
            "/coverage/": "Archive coverage",
            "/legal/": "Legal",
            "/privacy/": "Privacy",
            "/contact/": "Contact",
            "/login": "Log in",
            "/signup": "Sign up",
            f"/browse/origin/directory/?origin_url={other}": "lattice-tools – directory",
        },
    )
    return [CVP.site(p)]


def _cv_case(slug: str, origin: str) -> Case:
    b = f"http://{CV}"
    views = _cv_views(origin)
    snap = CV_ORIGINS[origin][3]
    # sig_uri: the origin URL is in every view of the archived origin (root and src
    # directories, file contents, visits, branches, releases, history, the head revision two
    # hops out, a release); the parent revision is also a view of the origin's history.  Not
    # search, save, deposit, API or coverage pages.
    return case(
        f"codevault-{slug}",
        "Codevault archive (Software-Heritage-like) origin",
        "Multi-Hop",
        "sig_uri",
        b + views[0],
        [b + x for x in views]
        + [f"{b}/browse/revision/0de1aa3f/?origin_url={origin}&snapshot={snap}"],
        codevault,
    )


CODEVAULT = [
    _cv_case("gridwalk", "https://forge.lumenforge.hx28.example/lumenlab/gridwalk"),
    _cv_case("terrastep", "https://git.halvorsen-robotics.hx28.example/terrastep/controller"),
]


# --------------------------------------------------------------------------------------------
# Relarchive: a Zenodo-like archive of software releases and model checkpoints that implements
# Signposting: the record page's HTTP Link header (and <link> elements) name its files
# (rel="item") and its metadata exports (rel="describedby"), its DOI (cite-as), authors and
# licence.  The seed names Signposting as the way a portal tells a crawler its boundary.

RA = host("depot", "relarchive")
RA_DOI = host("doi", "relarchive")
RAP = Portal(
    RA,
    "Relarchive",
    [
        ("/communities", "Communities"),
        ("/search", "Search"),
        ("/uploads/new", "Upload"),
        ("/help", "Help"),
    ],
    [
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("http://x.socialsite28.test/relarchive", "X"),
    ],
    title_format="{title}",
    home_title="Relarchive",
    home_main="<h1>Research. Shared.</h1>"
    + links([("/records/1480110", "Recent: GridWalk v1.1.0")]),
)
RA_EXPORTS = (
    ("bibtex", "application/x-bibtex"),
    ("datacite-xml", "application/vnd.datacite.datacite+xml"),
    ("json-ld", "application/ld+json"),
)
RA_RECORDS = {
    # id: (title, files, previous version id, community)
    "1480233": (
        "lumenlab/gridwalk: v1.2.0 – bidirectional search",
        [("gridwalk-v1.2.0.zip", "application/zip")],
        "1480110",
        "mlsys-artifacts",
    ),
    "1522907": (
        "GridWalk-large checkpoints and evaluation logs",
        [
            ("gridwalk-large.safetensors", "application/octet-stream"),
            ("eval-logs.tar.gz", "application/gzip"),
            ("MODEL_CARD.md", "text/markdown"),
        ],
        "1519001",
        "lumenlab",
    ),
}


def _ra_members(rid: str) -> tuple[list[str], list[str]]:
    files = RA_RECORDS[rid][1]
    return (
        [f"/records/{rid}/files/{f}" for f, _t in files],
        [f"/records/{rid}/export/{e}" for e, _t in RA_EXPORTS],
    )


def relarchive() -> list[Site]:
    p: dict[str, PageValue] = {}
    doi: dict[str, PageValue] = {}
    for rid, (title, files, prev, community) in RA_RECORDS.items():
        items, exports = _ra_members(rid)
        d = f"10.5281/depot.{rid}"
        base = f"http://{RA}"
        link_hdr = ", ".join(
            [
                f'<http://{RA_DOI}/{d}>; rel="cite-as"',
                '<http://orcid28.test/0000-0002-1825-0097>; rel="author"',
                '<http://spdx28.test/licenses/MIT>; rel="license"',
                '<http://schema28.test/SoftwareSourceCode>; rel="type"',
            ]
            + [
                f'<{base}{i}>; rel="item"; type="{t}"'
                for i, (_f, t) in zip(items, files, strict=True)
            ]
            + [
                f'<{base}{e}>; rel="describedby"; type="{t}"'
                for e, (_n, t) in zip(exports, RA_EXPORTS, strict=True)
            ]
        )
        head = (
            "".join(f'<link rel="item" href="{i}">' for i in items)
            + "".join(f'<link rel="describedby" href="{e}">' for e in exports)
            + f'<link rel="cite-as" href="http://{RA_DOI}/{d}">'
        )
        rows = "".join(
            f'<tr><td>{f}</td><td>12.4 MB</td><td><a href="{i}">Download</a></td></tr>'
            for i, (f, _t) in zip(items, files, strict=True)
        )
        body = (
            cookie_banner("/privacy")
            + f"<p>Published May 14, 2025 | Version {'1.2.0' if rid == '1480233' else '2'}</p>"
            f'<h1>{title}</h1><p>Creators: <a href="/search?q=creators.name:Okafor">Okafor, Mira</a> '
            '<a href="http://orcid28.test/0000-0002-1825-0097">ORCID</a></p>'
            f'<p>DOI: <a href="http://{RA_DOI}/{d}">{d}</a></p>'
            f"<h2>Files</h2><table>{rows}</table>"
            "<h2>Export</h2>"
            + " ".join(
                f'<a href="{e}">{n}</a>' for e, (n, _t) in zip(exports, RA_EXPORTS, strict=True)
            )
            + f'<aside><h3>Versions</h3><a href="/records/{rid}">this version</a> '
            f'<a href="/records/{prev}">previous version</a> <a href="/search?q=parent.id:{rid}&amp;f=allversions:true">'
            "View all versions</a>"
            f'<h3>Communities</h3><a href="/communities/{community}">{community}</a>'
            '<h3>Related works</h3><p>Is supplement to <a href="http://forge.lumenforge.hx28.example/lumenlab/gridwalk/'
            'tree/v1.2.0">forge.lumenforge/lumenlab/gridwalk</a></p>'
            '<h3>Rights</h3><a href="http://spdx28.test/licenses/MIT">MIT License</a></aside>'
        )
        p[f"/records/{rid}"] = Response.html(
            RAP.page(title, body, head=head, share=f"{base}/records/{rid}"),
            headers=[("Link", link_hdr)],
        )
        for i, (f, t) in zip(items, files, strict=True):
            p[i] = text("# GridWalk-large\n", t) if f.endswith(".md") else binary(i, t)
        for e, (n, t) in zip(exports, RA_EXPORTS, strict=True):
            p[e] = text(f"{n}: {title} ({d})\n", t)
        doi[f"/{d}"] = Response.redirect(f"{base}/records/{rid}", 302)
        fill(
            p,
            RAP,
            {
                f"/records/{prev}": f"{title} (previous version)",
                f"/communities/{community}": community,
                f"/search?q=parent.id:{rid}&f=allversions:true": "Search",
            },
        )
    fill(
        p,
        RAP,
        {
            "/search?q=creators.name:Okafor": "Search",
            "/communities": "Communities",
            "/search": "Search",
            "/uploads/new": "Upload",
            "/help": "Help",
            "/about": "About",
            "/policies": "Policies",
            "/privacy": "Privacy",
            "/login": "Log in",
            "/signup": "Sign up",
        },
    )
    return [RAP.site(p), Site(RA_DOI, doi)]


def _ra_case(slug: str, rid: str, kind: str) -> Case:
    b = f"http://{RA}"
    items, exports = _ra_members(rid)
    # signposting: the Link header lists exactly the files (item) and the metadata exports
    # (describedby) shown on the page; with the landing page they are the artifact.  Not the
    # DOI resolver, authors, licence, previous version, versions search or community.
    return case(
        f"relarchive-{slug}",
        f"Relarchive (Zenodo-like, with Signposting) {kind}",
        "Single Hop",
        "signposting",
        f"{b}/records/{rid}",
        [f"{b}/records/{rid}", *(b + i for i in items), *(b + e for e in exports)],
        relarchive,
        others=[f"{b}/records/{RA_RECORDS[rid][2]}"],
    )


RELARCHIVE = [
    _ra_case("software", "1480233", "software release"),
    _ra_case("checkpoints", "1522907", "model checkpoints"),
]


# --------------------------------------------------------------------------------------------
# EngRepo: a Dataverse-like repository for engineering data.  Page titles end with
# " - EngRepo Dataverse" (the homepage's is "Home - EngRepo Dataverse"); a dataset's file
# pages, older version and metadata exports sit at URIs that share nothing with the dataset's
# (file pages go by fileId) but all of them carry the dataset's title in their content.  The
# seed's Dataverse row: Significant String from Filtered Title, filtered from the title's end.

ER = host("dataverse", "engrepo-data")
ERP = Portal(
    ER,
    "EngRepo Dataverse",
    [
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Add Data"),
        ("http://guides.engrepo-data.hx28.example/en/latest/user/", "User Guide"),
        ("/support", "Support"),
    ],
    [
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("http://dataverse28.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - EngRepo Dataverse",
    home_title="Home - EngRepo Dataverse",
    home_main="<h1>EngRepo Dataverse</h1>"
    + links(
        [
            ("/dataverse/mems-lab", "MEMS Reliability Lab"),
            ("/dataverse/wind-lab", "Wind Energy Group"),
        ]
    ),
)
ErFile = tuple[int, str, str, str | None]  # fileId, name, content type, "readme" or None
ER_DATASETS: dict[str, tuple[str, str, list[ErFile]]] = {
    # DOI: (title, collection, files [(fileId, name, ctype, body or None)])
    "doi:10.70122/FK2/QX7TZL": (
        "Thermal drift of MEMS gyroscopes under cyclic thermal load",
        "mems-lab",
        [
            (98231, "drift_cycles.csv", "text/csv", None),
            (98232, "chamber_profile.csv", "text/csv", None),
            (98233, "README.txt", "text/plain", "readme"),
        ],
    ),
    "doi:10.70122/FK2/B8MWQ4": (
        "Acoustic emission recordings from wind-turbine gearbox bearings",
        "wind-lab",
        [
            (99410, "ae_bearing_runs.tar.gz", "application/gzip", None),
            (99411, "codebook.pdf", "application/pdf", None),
        ],
    ),
}


def _er_exports(doi: str) -> list[str]:
    q = quote(doi, safe="/")
    return [
        f"/api/datasets/export?exporter={e}&persistentId={q}"
        for e in ("dataverse_json", "ddi", "schema.org")
    ]


def _er_members(doi: str) -> list[str]:
    _t, _c, files = ER_DATASETS[doi]
    return [
        f"/dataset.xhtml?persistentId={doi}",
        f"/dataset.xhtml?persistentId={doi}&version=1.0",
        *(f"/file.xhtml?fileId={fid}&version=2.0" for fid, *_ in files),
        *(f"/api/access/datafile/{fid}" for fid, *_ in files),
        *_er_exports(doi),
    ]


def engrepo() -> list[Site]:
    p: dict[str, PageValue] = {}
    for doi, (title, coll, files) in ER_DATASETS.items():
        cite = (
            f'<p class="citation">Okafor, Mira; Lindqvist, Per, 2025, "{title}", '
            f'<a href="http://doi28.test/{doi[4:]}">http://doi28.test/{doi[4:]}</a>, EngRepo Dataverse, V2</p>'
        )
        crumbs = f'<p class="breadcrumb"><a href="/">EngRepo Dataverse</a> &gt; <a href="/dataverse/{coll}">{coll}</a></p>'
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}&amp;version=2.0">{name}</a></td><td>{ctype}</td>'
            f'<td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
            for fid, name, ctype, _b in files
        )
        ex = _er_exports(doi)
        body = (
            crumbs
            + f"<h1>{title}</h1>"
            + cite
            + '<div class="tabs"><a href="#files">Files</a> <a href="#metadata">Metadata</a> '
            '<a href="#terms">Terms</a> <a href="#versions">Versions</a></div>'
            f'<section id="files"><table>{rows}</table>'
            '<p>Explore with <a href="http://explore.dataexplorer28.test/?siteUrl=engrepo">Data Explorer</a></p></section>'
            '<section id="metadata"><h3>Export Metadata</h3>'
            f'<a href="{escape(ex[0])}">Dataverse JSON</a> <a href="{escape(ex[1])}">DDI</a> '
            f'<a href="{escape(ex[2])}">Schema.org JSON-LD</a>'
            '<p>Related publication: <a href="http://doi28.test/10.55028/3712201.3712260">doi:10.55028/3712201.3712260</a></p>'
            '<p>Subject: Engineering · Keyword: <a href="/dataverse/root?q=keywordValue:MEMS">MEMS</a></p></section>'
            '<section id="terms"><a href="http://creativecommons28.test/publicdomain/zero/1.0">CC0 1.0</a></section>'
            '<section id="versions"><table><tr><td>2.0</td><td>this version</td></tr>'
            f'<tr><td><a href="/dataset.xhtml?persistentId={doi}&amp;version=1.0">1.0</a></td><td>Files added</td></tr></table>'
            '</section><p><a href="/dataverse/' + coll + '?contact=true">Contact Owner</a></p>'
        )
        p[f"/dataset.xhtml?persistentId={doi}"] = ERP.page(title, cookie_banner("/privacy") + body)
        p[f"/dataset.xhtml?persistentId={doi}&version=1.0"] = ERP.page(
            title,
            crumbs + f"<h1>{title}</h1><p>Version 1.0 (superseded)</p>" + cite.replace("V2", "V1"),
        )
        for fid, name, ctype, b in files:
            p[f"/file.xhtml?fileId={fid}&version=2.0"] = ERP.page(
                name,
                crumbs + f'<p>Dataset: <a href="/dataset.xhtml?persistentId={doi}">{title}</a></p>'
                f"<h1>{name}</h1><p>This file is part of \u201c{title}\u201d.</p>"
                + cite
                + f'<a href="/api/access/datafile/{fid}">Access File</a>',
            )
            if b == "readme":
                p[f"/api/access/datafile/{fid}"] = text(
                    f"{title}\n\nColumns: cycle, temp_c, bias_dps\n"
                )
            elif ctype == "text/csv":
                p[f"/api/access/datafile/{fid}"] = text(
                    "cycle,temp_c,bias_dps\n1,-20,0.013\n", ctype
                )
            else:
                p[f"/api/access/datafile/{fid}"] = binary(name, ctype)
        for e in ex:
            kind = e.split("exporter=", 1)[1].split("&", 1)[0]
            p[e] = text(
                f'{{"exporter": "{kind}", "title": "{title}", "persistentId": "{doi}"}}',
                "application/json",
            )
        p[f"/dataverse/{coll}"] = ERP.page(
            coll,
            crumbs
            + f'<h1>{coll}</h1><ul><li><a href="/dataset.xhtml?persistentId={doi}">{title}</a></li>'
            "<li>Calibration sweeps 2023</li></ul>",
        )
        fill(p, ERP, {f"/dataverse/{coll}?contact=true": f"Contact {coll}"})
    fill(
        p,
        ERP,
        {
            "/dataverse/root?q=": "Search",
            "/dataverse/root?q=keywordValue:MEMS": "Search",
            "/dataverseuser.xhtml?editMode=CREATE": "Sign Up",
            "/support": "Support",
            "/terms": "Terms",
            "/privacy": "Privacy",
            "/accessibility": "Accessibility",
            "/login": "Log In",
            "/signup": "Sign Up",
        },
    )
    return [ERP.site(p)]


def _er_case(slug: str, doi: str) -> Case:
    b = f"http://{ER}"
    # sig_filtered_title: strip " - EngRepo Dataverse" (shared with the homepage's title, from
    # the end); the dataset title is then in the landing page, its version 1.0, every file
    # page and every metadata export.  Truth also holds the files themselves (the archivist
    # wants the data; the seed's table admits this heuristic may miss such non-web content).
    # Not the collection page (another artifact, though it lists this title), keyword
    # searches, the contact form, the data explorer or the related paper.
    return case(
        f"engrepo-{slug}",
        "EngRepo Dataverse (Dataverse-like) dataset",
        "Multi-Hop",
        "sig_filtered_title",
        f"{b}/dataset.xhtml?persistentId={doi}",
        [b + m for m in _er_members(doi)],
        engrepo,
        others=[f"{b}/dataverse/{ER_DATASETS[doi][1]}"],
    )


ENGREPO = [
    _er_case("mems", "doi:10.70122/FK2/QX7TZL"),
    _er_case("gearbox", "doi:10.70122/FK2/B8MWQ4"),
]


# --------------------------------------------------------------------------------------------
# Docsbay: a Read-the-Docs-like host.  Each project's documentation is its own subdomain
# (like the seed's Silk), each version a directory (/en/stable/, /en/latest/); the project
# root redirects to the default version.  A version's documentation is every page under its
# directory: Path-Based.  The flyout links the other versions and the project's dashboard on
# the main site; "Edit on Forge" leaves the portal.

DB_ABOUT = host("about", "docsbay")
DB_PROJECTS: dict[str, tuple[str, str, dict[str, str], dict[str, str]]] = {
    # subdomain: (project, default version, versions, pages {file: title})
    "gridwalk": (
        "GridWalk",
        "stable",
        {"stable": "1.2.0", "latest": "1.3.0.dev0", "v1.1": "1.1.0"},
        {
            "index": "GridWalk",
            "installation": "Installation",
            "api": "API reference",
            "changelog": "Changelog",
        },
    ),
    "tinytensor": (
        "tiny-tensor",
        "latest",
        {"latest": "0.4.1", "v0.3": "0.3.2"},
        {"index": "tiny-tensor", "guide": "User guide", "api": "API", "faq": "FAQ"},
    ),
}
SPHINX_EXTRA = ("genindex", "py-modindex", "search")


def _db_members(sub: str) -> list[str]:
    _n, default, _v, pages = DB_PROJECTS[sub]
    d = f"/en/{default}/"
    return [
        d,
        *(f"{d}{pg}.html" for pg in [*pages, *SPHINX_EXTRA]),
        *(f"{d}_sources/{pg}.rst.txt" for pg in pages),
    ]


def _sphinx(sub: str, version: str, page: str, title: str, body: str) -> str:
    name, _d, versions, pages = DB_PROJECTS[sub]
    toc = "".join(
        f'<li><a href="{pg}.html">{t}</a></li>' for pg, t in pages.items() if pg != "index"
    )
    flyout = " ".join(f'<a href="/en/{v}/">{v}</a>' for v in versions)
    src = (
        f'<a href="_sources/{page}.rst.txt" rel="nofollow">View page source</a>'
        if page in pages
        else ""
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title} &mdash; {name} {versions[version]} documentation</title>
<link rel="stylesheet" href="_static/css/theme.css"><script src="_static/js/theme.js"></script>
<link rel="canonical" href="http://{sub}.docsbay.hx28.example/en/{version}/{page}.html">
<link rel="index" title="Index" href="genindex.html"><link rel="search" title="Search" href="search.html"></head>
<body class="wy-body-for-nav"><nav class="wy-nav-side"><a href="index.html" class="icon icon-home">{name}</a>
<form action="search.html" method="get"><input name="q"></form>
<ul class="current">{toc}</ul></nav>
<section class="wy-nav-content"><div role="navigation"><a href="index.html">Docs</a> &raquo; {title}
<a href="http://forge.lumenforge.hx28.example/lumenlab/{sub}/blob/main/docs/{page}.rst">Edit on Forge</a> {src}</div>
<div class="document">{body}</div>
<footer><p>&copy; Copyright 2025, Lumen Lab.</p><p>Built with <a href="http://sphinx28.test/">Sphinx</a> using a
<a href="http://gh.socialsite28.test/docsbay/sphinx_theme">theme</a> provided by
<a href="http://{DB_ABOUT}/">Docsbay</a>.</p></footer></section>
<div class="rst-versions" data-toggle="rst-versions"><span>v: {version}</span>
<dl><dt>Versions</dt><dd>{flyout}</dd><dt>On Docsbay</dt>
<dd><a href="http://{DB_ABOUT}/projects/{sub}/">Project Home</a> <a href="http://{DB_ABOUT}/projects/{sub}/builds/">Builds</a></dd></dl>
<p>Ad: <a href="http://{DB_ABOUT}/sponsors/?ref=flyout">Host your docs with Docsbay</a></p></div></body></html>
"""


def docsbay() -> list[Site]:
    sites = []
    about: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>Docsbay</title><h1>Docsbay</h1>"}
    for sub, (name, default, versions, pages) in DB_PROJECTS.items():
        site = Site(
            f"{sub}.docsbay.hx28.example",
            not_found=not_found(
                "<!DOCTYPE html><title>404 Not Found - Docsbay</title><h1>Maze Found</h1>"
                '<p>You have found something that doesn\'t exist. <a href="/">Back to the docs</a></p>'
            ),
        )
        site.add("/", Response.redirect(f"/en/{default}/"))
        for v in versions:
            d = f"/en/{v}/"
            for pg, title in pages.items():
                body = f"<h1>{title}</h1><p>{name} {versions[v]}: {title.lower()}.</p>"
                if pg == "index":
                    body += (
                        "<h2>Contents</h2>"
                        + "".join(
                            f'<p><a href="{p2}.html">{t2}</a></p>'
                            for p2, t2 in pages.items()
                            if p2 != "index"
                        )
                        + '<p><a href="genindex.html">Index</a> · <a href="py-modindex.html">Module Index</a> · '
                        '<a href="search.html">Search Page</a></p>'
                    )
                html = _sphinx(sub, v, pg, title, body)
                site.add(f"{d}{pg}.html", html)
                if pg == "index":
                    site.add(d, html)
                site.add(f"{d}_sources/{pg}.rst.txt", text(f"{title}\n{'=' * len(title)}\n"))
            for extra, t in zip(
                SPHINX_EXTRA, ("Index", "Python Module Index", "Search"), strict=True
            ):
                site.add(f"{d}{extra}.html", _sphinx(sub, v, extra, t, f"<h1>{t}</h1>"))
            site.add(
                f"{d}_static/css/theme.css",
                Response.data(b".wy-nav-side{width:300px}\n", "text/css"),
            )
            site.add(f"{d}_static/js/theme.js", Response.data(b"/* theme */\n", "text/javascript"))
        about[f"/projects/{sub}/"] = (
            f"<!DOCTYPE html><title>{name} - Docsbay</title><h1>{name}</h1>"
        )
        about[f"/projects/{sub}/builds/"] = (
            f"<!DOCTYPE html><title>Builds | {name}</title><h1>Builds</h1>"
        )
        sites.append(site)
    about["/sponsors/?ref=flyout"] = (
        "<!DOCTYPE html><title>Sponsors - Docsbay</title><h1>Sponsors</h1>"
    )
    return [*sites, Site(DB_ABOUT, about)]


def _db_case(sub: str) -> Case:
    b = f"http://{sub}.docsbay.hx28.example"
    default = DB_PROJECTS[sub][1]
    redirected = default == "stable"
    # path_based: every page of the documented version (HTML pages with the index twice, as
    # /en/<v>/ and /en/<v>/index.html, the Sphinx index, module index and search pages, and
    # each page's reStructuredText source) is under /en/<v>/.  Not the other versions, the
    # Docsbay dashboard and builds, the sponsor ad or "Edit on Forge".
    return case(
        f"docsbay-{sub}",
        "Docsbay (Read-the-Docs-like) project documentation",
        "Multi-Hop",
        "path_based",
        f"{b}/" if redirected else f"{b}/en/{default}/",
        [b + m for m in _db_members(sub)],
        docsbay,
        others=[
            f"{b}/en/latest/" if redirected else f"{b}/en/v0.3/",
            f"http://{DB_ABOUT}/projects/{sub}/",
        ],
        landing=f"{b}/en/{default}/" if redirected else None,
    )


DOCSBAY = [_db_case("gridwalk"), _db_case("tinytensor")]


# --------------------------------------------------------------------------------------------
# NBShow: an nbviewer-like renderer.  A rendered notebook page links the notebook file it
# renders (on the forge's raw-content host, another registrable domain) — that pair is the
# artifact; the breadcrumbs, the sibling notebooks it mentions, the forge and Binder are not.
# Single Hop: Single Page+ with Ignored URIs.

NS = host("nbviewer", "nbshow")
NS_RAW = host("raw", "lumenforgecontent")
NS_GIST = host("gist", "lumenforgecontent")
NSP = Portal(
    NS,
    "nbshow",
    [("/faq", "FAQ"), ("http://jupyter28.test/", "Jupyter")],
    [
        ("http://jupyter28.test/", "Jupyter"),
        ("http://nbconvert28.test/", "nbconvert"),
        ("/faq#hosting", "Hosting provided by our sponsors"),
    ],
    title_format="{title}",
    home_title="nbshow - A simple way to share Jupyter Notebooks",
    home_main='<h1>A simple way to share Jupyter Notebooks</h1><form action="/create/"><input name=gistnorurl></form>'
    + links([("/forge/lumenlab/gridwalk/tree/main/notebooks", "Showcase: GridWalk tutorials")]),
)
NS_NOTEBOOKS = {
    # path on nbshow: (title, raw url, breadcrumbs, forge page, related notebook)
    "/forge/lumenlab/gridwalk/blob/main/notebooks/01-tutorial.ipynb": (
        "01-tutorial.ipynb",
        f"http://{NS_RAW}/lumenlab/gridwalk/main/notebooks/01-tutorial.ipynb",
        [
            ("/forge/lumenlab", "lumenlab"),
            ("/forge/lumenlab/gridwalk/tree/main", "gridwalk"),
            ("/forge/lumenlab/gridwalk/tree/main/notebooks", "notebooks"),
        ],
        "http://forge.lumenforge.hx28.example/lumenlab/gridwalk/blob/main/notebooks/01-tutorial.ipynb",
        "/forge/lumenlab/gridwalk/blob/main/notebooks/02-benchmarks.ipynb",
    ),
    "/gist/mokafor/5f1e2d3c4b5a69788796a5b4c3d2e1f0": (
        "latency-plots.ipynb",
        f"http://{NS_GIST}/mokafor/5f1e2d3c4b5a69788796a5b4c3d2e1f0/raw/latency-plots.ipynb",
        [("/gist/mokafor", "mokafor")],
        "http://gist.lumenforge.hx28.example/mokafor/5f1e2d3c4b5a69788796a5b4c3d2e1f0",
        "/gist/mokafor/0a9b8c7d6e5f40312233445566778899",
    ),
}


def nbshow() -> list[Site]:
    p: dict[str, PageValue] = {}
    raw, gist = Site(NS_RAW), Site(NS_GIST)
    for path, (title, rawu, crumbs, forge, related) in NS_NOTEBOOKS.items():
        bc = " / ".join(f'<a href="{h}">{t}</a>' for h, t in crumbs)
        p[path] = NSP.page(
            "Jupyter Notebook Viewer",
            f'<div class="breadcrumb">{bc} / {title}</div>'
            f'<div class="icons"><a href="{forge}" title="View on Forge">Forge</a> '
            f'<a href="{rawu}" title="Download Notebook" download>Download</a> '
            f'<a href="http://mybinder.binderhub28.test/v2/gh/lumenlab/gridwalk/main?filepath={title}" '
            'title="Execute on Binder">Binder</a></div>'
            '<div id="notebook"><div class="cell text_cell"><h1>Routing on sparse lattices</h1>'
            f'<p>Continue with <a href="{related.rsplit("/", 1)[1] if "/blob/" in path else related}">the next '
            'notebook</a>.</p></div><div class="cell code_cell"><pre>In [1]: import gridwalk</pre></div>'
            '<div class="output"><img src="data:image/png;base64,iVBORw0KGgo=" alt="plot"></div></div>',
        )
        p[related] = NSP.page("Jupyter Notebook Viewer", "<h1>Next notebook</h1>")
        site = raw if rawu.startswith(f"http://{NS_RAW}") else gist
        site.add(
            rawu.split(".example", 1)[1],
            text('{"cells": [], "nbformat": 4, "nbformat_minor": 5}', "application/x-ipynb+json"),
        )
        for h, t in crumbs:
            fill(p, NSP, {h: f"{t} - nbshow"})
    fill(p, NSP, {"/faq": "FAQ"})
    return [NSP.site(p), raw, gist]


def _ns_case(slug: str, path: str) -> Case:
    e = f"http://{NS}{path}"
    rawu, related = NS_NOTEBOOKS[path][1], NS_NOTEBOOKS[path][4]
    # single_page_plus_ignored: the rendered page and the notebook file it renders.
    return case(
        f"nbshow-{slug}",
        "nbshow (nbviewer-like) rendered notebook",
        "Single Hop",
        "single_page_plus_ignored",
        e,
        [e, rawu],
        nbshow,
        others=[f"http://{NS}{related}"],
    )


NBSHOW = [
    _ns_case("tutorial", "/forge/lumenlab/gridwalk/blob/main/notebooks/01-tutorial.ipynb"),
    _ns_case("gist", "/gist/mokafor/5f1e2d3c4b5a69788796a5b4c3d2e1f0"),
]

CASES: list[Case] = [*CODEVAULT, *RELARCHIVE, *ENGREPO, *DOCSBAY, *NBSHOW]
