"""Path-shaped artifacts: a self-managed GitLab of a fisheries science centre, an Apache
autoindex cruise-data archive, and GitHub repositories with raw files on another host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Portal, a, csv_file, host, pdf_file, text_file, zip_file

# ---------------------------------------------------------------- GitLab (self-managed)
GL = Portal(
    host("gitlab", "fisheries-lab"),
    "GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[("/help", "Help"), ("http://about.gitlab.test", "About GitLab")],
    title_format="{title} · GitLab",
)

# project -> (description, files {path: body}, issues {n: title}, release tag, wiki pages)
GL_PROJECTS = {
    "assessment/haddock-gb-ss3": (
        "Stock Synthesis model for Georges Bank haddock, 2025 management track assessment",
        {
            "README.md": "# Georges Bank haddock SS3 model\n",
            "model/control.ss": "# control file\n",
            "model/data.ss": "# data file\n",
            "model/starter.ss": "# starter\n",
        },
        {7: "Recruitment deviations 2019-2021 look too high", 9: "Add 2024 survey indices"},
        "v2025.1",
        [],
    ),
    "acoustics/ek80-survey-processing": (
        "Processing pipeline for EK80 echosounder data from the herring acoustic survey",
        {
            "README.md": "# EK80 survey processing\n",
            "pipeline/calibrate.py": "def calibrate(): ...\n",
        },
        {3: "Support 333 kHz transducer"},
        None,
        ["home", "Calibration"],
    ),
}


def _gl_members(proj: str) -> list[str]:
    _d, files, issues, tag, wikis = GL_PROJECTS[proj]
    p = f"/{proj}"
    short = proj.split("/")[1]
    out = [
        p,
        f"{p}/-/tree/main",
        f"{p}/-/commits/main",
        f"{p}/-/commit/3f9e2c1a7b",
        f"{p}/-/issues",
    ]
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    out += [f"{p}/-/tree/main/{d}" for d in dirs]
    for f in files:
        out += [f"{p}/-/blob/main/{f}", f"{p}/-/raw/main/{f}"]
    out += [f"{p}/-/issues/{n}" for n in issues]
    if tag:
        out += [
            f"{p}/-/releases",
            f"{p}/-/releases/{tag}",
            f"{p}/-/archive/{tag}/{short}-{tag}.zip",
        ]
    out += [f"{p}/-/wikis/{w}" for w in wikis]
    return out


def gitlab_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for proj, (desc, files, issues, tag, wikis) in GL_PROJECTS.items():
        p = f"/{proj}"
        group, short = proj.split("/")
        dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
        top = [f for f in files if "/" not in f]

        def chrome(
            title: str,
            body: str,
            p: str = p,
            short: str = short,
            group: str = group,
            wikis: list[str] = wikis,
        ) -> str:
            side = (
                '<aside class="nav-sidebar"><ul>'
                f"<li>{a(p, 'Project overview')}</li><li>{a(p + '/-/tree/main', 'Repository')}</li>"
                f"<li>{a(p + '/-/issues', 'Issues')}</li>"
                + (f"<li>{a(p + '/-/wikis/home', 'Wiki')}</li>" if wikis else "")
                + "</ul></aside>"
            )
            crumbs = f'<nav class="breadcrumbs">{a("/" + group, group)} / {a(p, short)}</nav>'
            return GL.page(f"{title} · {group} / {short}", crumbs + side + body)

        tree = "".join(f"<li>{a(f'{p}/-/tree/main/{d}', d + '/')}</li>" for d in dirs) + "".join(
            f"<li>{a(f'{p}/-/blob/main/{f}', f)}</li>" for f in top
        )
        overview = (
            f'<h1 class="project-title">{escape(short)}</h1><p class="project-description">{escape(desc)}</p>'
            f'<div class="project-buttons">{a("/users/sign_in?redirect_to_referer=yes", "Star")} '
            f"{a('/users/sign_in?redirect_to_referer=yes', 'Fork')} "
            f"{a(f'/-/ide/project/{proj}/edit/main/-/', 'Web IDE')}</div>"
            f'<div class="commit">Last commit {a(f"{p}/-/commit/3f9e2c1a7b", "3f9e2c1a")} by '
            f"{a('/rmiller', 'Rachel Miller')} · {a(f'{p}/-/commits/main', 'History')}</div>"
            f'<ul class="tree">{tree}</ul>'
            + (
                f"<p>{a(f'{p}/-/releases', 'Releases')}: {a(f'{p}/-/releases/{tag}', tag)}</p>"
                if tag
                else ""
            )
            + f'<article class="readme">{escape(files["README.md"])}</article>'
        )
        pages[p] = chrome("Project overview", overview)
        pages[f"{p}/-/tree/main"] = chrome("Files", f'<ul class="tree">{tree}</ul>')
        for d in dirs:
            inner = "".join(
                f"<li>{a(f'{p}/-/blob/main/{f}', f.rsplit('/', 1)[1])}</li>"
                for f in files
                if f.startswith(d + "/")
            )
            pages[f"{p}/-/tree/main/{d}"] = chrome(d, f"<ul>{inner}</ul>")
        for f, body in files.items():
            pages[f"{p}/-/blob/main/{f}"] = chrome(
                f,
                f"<h2>{escape(f)}</h2><pre>{escape(body)}</pre>{a(f'{p}/-/raw/main/{f}', 'Open raw')}",
            )
            pages[f"{p}/-/raw/main/{f}"] = text_file(body)
        pages[f"{p}/-/commits/main"] = chrome(
            "Commits", f"<ul><li>{a(f'{p}/-/commit/3f9e2c1a7b', 'Update README')}</li></ul>"
        )
        pages[f"{p}/-/commit/3f9e2c1a7b"] = chrome(
            "Update README", "<pre>diff --git a/README.md b/README.md</pre>"
        )
        pages[f"{p}/-/issues"] = chrome(
            "Issues",
            "<ul>"
            + "".join(f"<li>{a(f'{p}/-/issues/{n}', t)}</li>" for n, t in issues.items())
            + "</ul>",
        )
        for n, t in issues.items():
            pages[f"{p}/-/issues/{n}"] = chrome(
                f"{t} (#{n})",
                f"<h1>{escape(t)}</h1><p>Opened by {a('/rmiller', 'Rachel Miller')}</p>",
            )
        if tag:
            arch = f"{p}/-/archive/{tag}/{short}-{tag}.zip"
            pages[f"{p}/-/releases"] = chrome(
                "Releases", f"<ul><li>{a(f'{p}/-/releases/{tag}', tag)}</li></ul>"
            )
            pages[f"{p}/-/releases/{tag}"] = chrome(
                tag, f"<h1>{tag}</h1>{a(arch, 'Source code (zip)')}"
            )
            pages[arch] = zip_file(arch)
        for w in wikis:
            others = "".join(f"<li>{a(f'{p}/-/wikis/{x}', x)}</li>" for x in wikis)
            pages[f"{p}/-/wikis/{w}"] = chrome(w, f"<h1>{escape(w)}</h1><ul>{others}</ul>")
        pages[f"/{group}"] = GL.page(group, f"<h1>{escape(group)}</h1>")
    pages["/rmiller"] = GL.page("Rachel Miller", "<h1>Rachel Miller</h1>")
    pages["/users/sign_in"] = GL.page("Sign in", "<form><input name='login'></form>")
    return [GL.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Apache autoindex archive
AP = host("data", "cruisearchive")
AP_ROOT = "/cruises/2023/HB2302/"
AP_TREE = {
    "": ["CTD/", "trawl/", "HB2302_cruise_report.pdf", "README.txt"],
    "CTD/": ["HB2302_001.cnv", "HB2302_002.cnv", "HB2302_003.cnv"],
    "trawl/": ["HB2302_catch.csv", "HB2302_lengths.csv"],
}


def _autoindex(path: str, entries: list[str]) -> str:
    rows = '<tr><td><a href="../">Parent Directory</a></td><td></td><td>-</td></tr>' + "".join(
        f'<tr><td><a href="{escape(e)}">{escape(e)}</a></td><td>2023-06-02 14:10</td><td>{"-" if e.endswith("/") else "18K"}</td></tr>'
        for e in entries
    )
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html><head>'
        f"<title>Index of {escape(path)}</title></head><body><h1>Index of {escape(path)}</h1>"
        "<table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>"
        f"{rows}</table><address>Apache/2.4.62 (Rocky Linux) Server at {AP} Port 80</address></body></html>"
    )


def apache_sites() -> list[Site]:
    site = Site(AP)
    site.add("/", _autoindex("/", ["cruises/"]))
    site.add("/cruises/", _autoindex("/cruises/", ["2022/", "2023/"]))
    site.add("/cruises/2023/", _autoindex("/cruises/2023/", ["HB2301/", "HB2302/", "HB2303/"]))
    for sub, entries in AP_TREE.items():
        site.add(AP_ROOT + sub, _autoindex(AP_ROOT + sub, entries))
        for e in entries:
            if e.endswith("/"):
                continue
            if e.endswith(".pdf"):
                body: object = pdf_file("Cruise report HB2302, Henry B. Bigelow")
            elif e.endswith(".csv"):
                body = csv_file("station,species,count", "101,Gadus morhua,12")
            else:
                body = text_file(
                    "* Sea-Bird SBE 9 Data File\n"
                    if e.endswith(".cnv")
                    else "Cruise HB2302 data.\n"
                )
            site.add(AP_ROOT + sub + e, body)  # type: ignore[arg-type]
    return [site]


def _ap_truth() -> list[str]:
    out = []
    for sub, entries in AP_TREE.items():
        out.append(f"http://{AP}{AP_ROOT}{sub}")
        out += [f"http://{AP}{AP_ROOT}{sub}{e}" for e in entries if not e.endswith("/")]
    return out


# ---------------------------------------------------------------- GitHub (raw on another host)
GH = Portal(
    host("www", "github"),
    "GitHub",
    menu=[
        ("/features", "Product"),
        ("/solutions", "Solutions"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://www.githubstatus.test", "Status"),
    ],
    title_format="{title}",
    home_title="GitHub: Let's build from here · GitHub",
)
RAW = host("raw", "githubusercontent")
GH_REPOS = {
    "ocean-tracking/glatos-lite": (
        "Lightweight R tools for acoustic telemetry detections from the Great Lakes and ocean tracking arrays",
        ["DESCRIPTION", "README.md", "R/detect_events.R", "R/false_detections.R"],
        {41: "detect_events() drops the last event", 44: "Support VUE 2.x exports"},
        "v0.8.2",
    ),
    "fisheries-assessment/ss3-diagnostics": (
        "Retrospective and hindcast diagnostics for Stock Synthesis models",
        ["README.md", "ss3diag.py"],
        {12: "Mohn's rho for F"},
        None,
    ),
}


def _gh_members(repo: str) -> tuple[list[str], list[str]]:
    _d, files, issues, tag = GH_REPOS[repo]
    p = f"/{repo}"
    own = [p, f"{p}/issues", f"{p}/commits/main"] + [f"{p}/issues/{n}" for n in issues]
    own += [f"{p}/tree/main/{d}" for d in sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})]
    own += [f"{p}/blob/main/{f}" for f in files]
    if tag:
        own += [f"{p}/releases", f"{p}/releases/tag/{tag}", f"{p}/archive/refs/tags/{tag}.zip"]
    raw = [f"http://{RAW}{p}/main/{f}" for f in files]
    return [GH.url(u) for u in own], raw


def github_sites() -> list[Site]:
    pages: dict[str, object] = {}
    raw = Site(RAW)
    for repo, (desc, files, issues, tag) in GH_REPOS.items():
        p = f"/{repo}"
        owner, name = repo.split("/")
        dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
        tabs = f'<nav class="UnderlineNav">{a(p, "Code")} {a(p + "/issues", "Issues")}</nav>'
        head = f'<div class="repohead">{a("/" + owner, owner)} / {a(p, name)} {a("/login?return_to=%2F" + owner + "%2F" + name, "Star")}</div>'

        def pg(title: str, body: str, head: str = head, tabs: str = tabs) -> str:
            return GH.page(title, head + tabs + body)

        listing = "".join(f"<li>{a(f'{p}/tree/main/{d}', d)}</li>" for d in dirs) + "".join(
            f"<li>{a(f'{p}/blob/main/{f}', f)}</li>" for f in files if "/" not in f
        )
        overview = (
            f'<div class="commit">{a(p + "/commits/main", "24 commits")}</div><ul class="files">{listing}</ul>'
            f'<article class="markdown-body"><h1>{escape(name)}</h1><p>{escape(desc)}</p>'
            '<p><a href="http://doi.test/10.5281/zenodo.1234567"><img src="http://zenodo.test/badge/1234567.svg" alt="DOI"></a></p>'
            '<p>Developed with the <a href="http://oceantracking.test">Ocean Tracking Network</a>.</p></article>'
            + (
                f'<div class="releases">{a(p + "/releases", "Releases")} {a(f"{p}/releases/tag/{tag}", tag)}</div>'
                if tag
                else ""
            )
            + f'<div class="topics">{a("/topics/telemetry", "telemetry")}</div>'
        )
        pages[p] = pg(f"GitHub - {repo}: {desc}", overview)
        pages[f"{p}/commits/main"] = pg(
            f"Commits · {repo}", "<ul><li>Fix event boundaries</li></ul>"
        )
        pages[f"{p}/issues"] = pg(
            f"Issues · {repo}",
            "<ul>"
            + "".join(f"<li>{a(f'{p}/issues/{n}', t)}</li>" for n, t in issues.items())
            + "</ul>",
        )
        for n, t in issues.items():
            pages[f"{p}/issues/{n}"] = pg(f"{t} · Issue #{n} · {repo}", f"<h1>{escape(t)}</h1>")
        for d in dirs:
            inner = "".join(
                f"<li>{a(f'{p}/blob/main/{f}', f)}</li>" for f in files if f.startswith(d + "/")
            )
            pages[f"{p}/tree/main/{d}"] = pg(f"{repo}/{d} at main · {repo}", f"<ul>{inner}</ul>")
        for f in files:
            pages[f"{p}/blob/main/{f}"] = pg(
                f"{repo}/{f} at main · {repo}",
                f"<pre># {escape(f)}</pre>{a(f'http://{RAW}{p}/main/{f}', 'Raw')}",
            )
            raw.add(f"{p}/main/{f}", text_file(f"# {f}\n"))
        if tag:
            z = f"{p}/archive/refs/tags/{tag}.zip"
            pages[f"{p}/releases"] = pg(f"Releases · {repo}", a(f"{p}/releases/tag/{tag}", tag))
            pages[f"{p}/releases/tag/{tag}"] = pg(
                f"Release {tag} · {repo}", a(z, "Source code (zip)")
            )
            pages[z] = zip_file(z)
        pages["/" + owner] = GH.page(owner, f"<h1>{escape(owner)}</h1>")
    return [GH.site(pages), raw]  # type: ignore[arg-type]


def _gh_truth(repo: str) -> list[str]:
    own, raw = _gh_members(repo)
    return own + raw


CASES: list[Case] = [
    # GitLab project (seed: GitLab.com software projects -> Path-Based: every artifact URI
    # starts with the project URI).  Truth: overview, tree and directory pages, blobs and
    # their raw files (GitLab serves raw under /-/raw/ on the same host), commits, the
    # commit, issues, the release and its source archive.  Group, user, sign-in and the Web
    # IDE (/-/ide/project/...) are outside the path.
    case(
        "gitlab-haddock-ss3-model",
        "GitLab (self-managed, fisheries science centre)",
        "Multi-Hop",
        "path_based",
        GL.url("/assessment/haddock-gb-ss3"),
        [GL.url(u) for u in _gl_members("assessment/haddock-gb-ss3")],
        gitlab_sites,
    ),
    # Second GitLab project with a wiki and no release.  Truth as above, plus wiki pages.
    case(
        "gitlab-ek80-processing",
        "GitLab (self-managed, fisheries science centre)",
        "Multi-Hop",
        "path_based",
        GL.url("/acoustics/ek80-survey-processing"),
        [GL.url(u) for u in _gl_members("acoustics/ek80-survey-processing")],
        gitlab_sites,
    ),
    # Apache autoindex of one cruise's data (like the seed's Silk subdomain: the directory is
    # the artifact) -> Path-Based.  Truth: the cruise directory, its CTD/ and trawl/
    # listings and every file; the Parent Directory links lead out of the path.
    case(
        "apache-hb2302-cruise-directory",
        "Apache httpd (autoindex cruise data archive)",
        "Multi-Hop",
        "path_based",
        f"http://{AP}{AP_ROOT}",
        _ap_truth(),
        apache_sites,
    ),
    # GitHub repository (seed: GitHub -> Path-Based with Externals, raw files on
    # raw.githubusercontent).  Truth: repository pages under the repo path plus the raw
    # files on the raw host; org page, topics, login, DOI badge and partner site are not it.
    case(
        "github-glatos-lite",
        "GitHub (organisation repository)",
        "Multi-Hop",
        "path_based_externals",
        GH.url("/ocean-tracking/glatos-lite"),
        _gh_truth("ocean-tracking/glatos-lite"),
        github_sites,
    ),
    # Second GitHub repository, no release.  Same reasoning and shape of truth.
    case(
        "github-ss3-diagnostics",
        "GitHub (organisation repository)",
        "Multi-Hop",
        "path_based_externals",
        GH.url("/fisheries-assessment/ss3-diagnostics"),
        _gh_truth("fisheries-assessment/ss3-diagnostics"),
        github_sites,
    ),
]
