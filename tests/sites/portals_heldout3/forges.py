"""Software projects on code forges, model hubs and documentation hosts.

Truth reasoning (the seed: a software project is source code, documentation, issues,
released binaries and discussion; the project page URI is a prefix of them on path-based
forges; items on other hosts of the same forge, like GitHub's raw host, belong too):

- gitlab_selfhosted_*: a self-hosted GitLab (GitLab.com in the seed's table: path_based).
  Truth: the project page and everything under /group/project/-/ it links to (tree, blob,
  issues and one issue, merge requests, releases, a release archive, the raw README, the
  starrers page: pages about this project alone count as its pages).  The group page
  (a prefix of the project path for the subgroup case),
  the author's profile, /explore and /help are the portal's; a fork link is another artifact.
- gitea_*: Gitea/Forgejo is not in the seed's table; most similar is GitLab.com/BitBucket
  (self-hosted forge, every project page under /owner/repo), so path_based.  Truth: the repo
  and its src, raw, issues, releases, archive, wiki and activity pages, and its
  stars/forks/watchers pages.  A sibling repo whose name extends this one is outside.
- ghe_*: GitHub Enterprise with subdomain isolation (raw.<host>, media.<host>) is GitHub in
  the seed's table: path_based_externals.  Truth: repo pages under /org/repo plus the raw
  file and the release asset served from the raw/media hosts.
- sourcehut_*: SourceHut splits one project over git., todo. and lists. hosts (all the
  same portal, path ~user/repo on each); most similar is GitHub (project parts on other
  hosts), so path_based_externals.  Truth: git pages, the tracker and a ticket, the list.
- bitbucket_*: BitBucket in the table: path_based.  Truth: repo pages under
  /workspace/repo/ (src, commits, a commit, branches, downloads, a download, wiki, issues).
- hub_model_* / hub_dataset_*: a Hugging Face-like hub; not in the table, most similar to
  GitLab.com (git repos whose every page is under /owner/name on the same host): path_based.
  Truth: card, tree, blob pages, resolve (file download) URLs, commits, discussions.  The
  owner's profile (a prefix of the repo path!), task/tag listings, other models and the
  "datasets used to train" links are outside.
- kaggle_*: Kaggle datasets in the table: path_based_externals.  Truth: the dataset page,
  its data/code/discussion tabs, a version page, a discussion thread and the zip served from
  the storage host.  Notebooks by other users (/code/...) are separate artifacts.
- docs_mkdocs_* / docs_sphinx_*: a project documentation site published at
  <project>.<docs host>/en/latest/: like Silk in the seed (the whole site of the project is
  the artifact, its path is the significant part): path_based.  Truth: every page of that
  version's site; the /en/stable/ version switcher, the code repo and the docs host's own
  pages are outside.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._web import Chrome, a, data, redirect, stub, ul, zip_file

# --------------------------------------------------------------------------- GitLab

GL = "code.lab-of-rivers.hx3.example"


def _gitlab_chrome() -> Chrome:
    menu = [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/dashboard/projects", "Your work"),
        ("/help", "Help"),
        ("/help/user/index.md", "GitLab documentation"),
        ("https://about.gitlab-like.example/pricing/", "Pricing"),
    ]
    footer = [
        ("/-/user_settings/profile", "Preferences"),
        ("/help/legal", "Terms"),
        ("https://status.lab-of-rivers.hx3.example/", "Status"),
    ]
    return Chrome(
        GL,
        "GitLab",
        title="{t} · GitLab",
        menu=menu,
        footer=footer,
        login="/users/sign_in",
        search="/search",
        static="/assets",
        home_title="Sign in · GitLab",
        theme="gl-light",
    )


def _gitlab_project(
    ch: Chrome, group: str, proj: str, title: str, user: str, other: str
) -> tuple[dict[str, str], frozenset[str]]:
    base = f"/{group}/{proj}"
    parts = {
        f"{base}/-/tree/main": f"Files · main · {title}",
        f"{base}/-/tree/main/src": f"src · main · {title}",
        f"{base}/-/blob/main/README.md": f"README.md · main · {title}",
        f"{base}/-/blob/main/pyproject.toml": f"pyproject.toml · main · {title}",
        f"{base}/-/commits/main": f"Commits · main · {title}",
        f"{base}/-/issues": f"Issues · {title}",
        f"{base}/-/issues/14": f"Fails on empty input (#14) · Issues · {title}",
        f"{base}/-/merge_requests": f"Merge requests · {title}",
        f"{base}/-/releases": f"Releases · {title}",
        f"{base}/-/wikis/home": f"Home · Wiki · {title}",
    }
    pages: dict[str, str] = {}
    for p, t in parts.items():
        pages[p] = ch.page(t, f"<h1>{t}</h1>" + a(base, title), raw_title=False)
    archive = f"{base}/-/archive/v2.1.0/{proj}-v2.1.0.tar.gz"
    raw = f"{base}/-/raw/main/README.md"
    main = f"""<nav class="breadcrumbs">{a("/" + group, group.title())} / {a(base, proj)}</nav>
<h1>{title}</h1><p class="description">Tools for {proj.replace("-", " ")} analysis.</p>
<p>Project ID: 4821 · {a("/" + user, "@" + user)} · {a(base + "/-/starrers", "Star 12")}
· {a(other, "Forked from " + other.strip("/"))}</p>
<ul class="project-nav">{"".join("<li>" + a(p, t.split(" · ")[0]) + "</li>" for p, t in parts.items())}</ul>
<p>{a(archive, "Download tar.gz")} · {a(raw, "Open raw")}</p>
<p>Topics: {a("/explore/projects/topics/hydrology", "hydrology")}
{a("/explore/projects/topics/python", "python")}</p>
<article class="readme"><h2>README.md</h2><p>Install with pip.</p></article>"""
    pages[base] = ch.page(f"{title} · GitLab", main, raw_title=True)
    pages[archive] = zip_file(proj)  # type: ignore[assignment]
    pages[raw] = data("# " + title + "\n", "text/plain")  # type: ignore[assignment]
    pages[base + "/-/starrers"] = stub(ch, "Starrers")
    truth = frozenset(ch.url(p) for p in [base, *parts, archive, raw, base + "/-/starrers"])
    return pages, truth


def _gitlab_sites() -> list:
    ch = _gitlab_chrome()
    p1, _ = _gitlab_project(ch, "hydro", "flowgauge", "flowgauge", "mbakker", "/upstream/flowgauge")
    p2, _ = _gitlab_project(
        ch, "glaciology/tools", "icecore-align", "icecore-align", "tsvensson", "/ice/icecore-align"
    )
    pages = {**p1, **p2}
    for p in [
        "/hydro",
        "/glaciology/tools",
        "/glaciology",
        "/mbakker",
        "/tsvensson",
        "/upstream/flowgauge",
        "/ice/icecore-align",
        "/explore",
        "/explore/groups",
        "/explore/snippets",
        "/help",
        "/explore/projects/topics/hydrology",
        "/explore/projects/topics/python",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    ch.featured = ()
    return [ch.site(pages)]


def _gitlab_truth(group: str, proj: str, title: str, user: str, other: str) -> frozenset[str]:
    return _gitlab_project(_gitlab_chrome(), group, proj, title, user, other)[1]


# --------------------------------------------------------------------------- Gitea

GT = "forge.commons-code.hx3.example"


def _gitea_chrome() -> Chrome:
    menu = [
        ("/explore/repos", "Explore"),
        ("/explore/users", "Users"),
        ("/explore/organizations", "Organizations"),
        ("https://docs.forgejo-like.example/", "Help"),
    ]
    footer = [
        ("/assets/licenses.txt", "Licenses"),
        ("/api/swagger", "API"),
        ("https://forgejo-like.example/", "Powered by Forgejo"),
    ]
    return Chrome(
        GT,
        "Commons Code",
        title="{t} - {n}",
        menu=menu,
        footer=footer,
        login="/user/login",
        search="/explore/repos",
        static="/assets",
        featured=[("/geo-lab/shoreline", "geo-lab/shoreline")],
        theme="forgejo-auto",
    )


def _gitea_repo(ch: Chrome, owner: str, repo: str, desc: str, related: str):
    base = f"/{owner}/{repo}"
    parts = {
        f"{base}/src/branch/main/README.md": "README.md",
        f"{base}/src/branch/main/docs": "docs",
        f"{base}/commits/branch/main": "Commits",
        f"{base}/branches": "Branches",
        f"{base}/tags": "Tags",
        f"{base}/issues": "Issues",
        f"{base}/issues/3": "Projection mismatch #3",
        f"{base}/pulls": "Pull requests",
        f"{base}/releases": "Releases",
        f"{base}/releases/tag/v0.9.2": "v0.9.2",
        f"{base}/wiki": "Wiki",
        f"{base}/activity": "Activity",
    }
    pages = {
        p: ch.page(f"{t} - {owner}/{repo}", f"<h1>{t}</h1>{a(base, repo)}")
        for p, t in parts.items()
    }
    files = {
        f"{base}/archive/v0.9.2.zip": zip_file(repo),
        f"{base}/archive/v0.9.2.tar.gz": data(b"\x1f\x8b", "application/gzip"),
        f"{base}/raw/branch/main/README.md": data(f"# {repo}\n{desc}\n", "text/plain"),
    }
    main = f"""<div class="repo-header"><h1>{a("/" + owner, owner)} / {a(base, repo)}</h1>
{a(base + "/stars", "Star 5")} {a(base + "/forks", "Fork 1")} {a(base + "/watchers", "Watch 2")}</div>
<p>{desc}</p>{ul([(p, t) for p, t in parts.items()], "repo-tabs")}
<p>Clone: <code>https://{GT}{base}.git</code> {a(base + "/archive/v0.9.2.zip", "ZIP")}
{a(base + "/archive/v0.9.2.tar.gz", "TAR.GZ")} {a(base + "/raw/branch/main/README.md", "Raw")}</p>
<p>Topics {a("/explore/repos?q=coastal&topic=1", "coastal")}</p>
<p>Related: {a(related, related.strip("/"))}</p>"""
    pages[base] = ch.page(f"{owner}/{repo}: {desc}", main)
    for extra in ("/stars", "/forks", "/watchers"):
        pages[base + extra] = ch.page(
            f"{extra.strip('/').title()} - {owner}/{repo}", "<p>users</p>"
        )
    social = [base + x for x in ("/stars", "/forks", "/watchers")]
    truth = frozenset(ch.url(p) for p in [base, *parts, *files, *social])
    return {**pages, **files}, truth


def _gitea_sites() -> list:
    ch = _gitea_chrome()
    p1, _ = _gitea_repo(
        ch,
        "geo-lab",
        "shoreline",
        "Shoreline change detection from Landsat",
        "/geo-lab/shoreline-validation",
    )
    p2, _ = _gitea_repo(
        ch, "lindqvist", "tidal-harmonics", "Tidal harmonic analysis in Rust", "/geo-lab/shoreline"
    )
    pages = {**p1, **p2}
    for p in [
        "/geo-lab",
        "/lindqvist",
        "/geo-lab/shoreline-validation",
        "/explore/repos",
        "/explore/users",
        "/explore/organizations",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    return [ch.site(pages)]


# --------------------------------------------------------------------------- GitHub Enterprise

GHE = "github.eng-univ.hx3.example"
GHE_RAW = "raw.github.eng-univ.hx3.example"
GHE_MEDIA = "media.github.eng-univ.hx3.example"


def _ghe_sites() -> list:
    ch = Chrome(
        GHE,
        "GitHub Enterprise",
        title="{t}",
        menu=[
            ("/dashboard", "Dashboard"),
            ("/pulls", "Pull requests"),
            ("/issues", "Issues"),
            ("/explore", "Explore"),
            ("/settings/profile", "Settings"),
            ("https://docs.github-like.example/enterprise-server@3.12", "Docs"),
        ],
        footer=[
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
            ("https://support.eng-univ.hx3.example/", "Support"),
        ],
        login="/login",
        search="/search",
        static="/assets",
        theme="dark",
    )
    base = "/comp-bio/seqtrim"
    parts = [
        f"{base}/tree/main",
        f"{base}/tree/main/seqtrim",
        f"{base}/blob/main/README.md",
        f"{base}/blob/main/seqtrim/cli.py",
        f"{base}/issues",
        f"{base}/issues/27",
        f"{base}/pulls",
        f"{base}/releases",
        f"{base}/releases/tag/v1.4.0",
        f"{base}/wiki",
        f"{base}/commits/main",
        f"{base}/graphs/contributors",
    ]
    pages = {p: ch.page(f"{p.removeprefix(base)} · comp-bio/seqtrim", "<p>part</p>") for p in parts}
    raw = f"http://{GHE_RAW}/comp-bio/seqtrim/main/README.md"
    asset = f"http://{GHE_MEDIA}/releases/2231/seqtrim-1.4.0-linux-x86_64.tar.gz"
    pages[base] = ch.page(
        "GitHub - comp-bio/seqtrim: Adapter trimming for long reads",
        f"""<h1>{a("/comp-bio", "comp-bio")} / {a(base, "seqtrim")}</h1>
<p>Adapter trimming for long reads</p>{ul([(p, p.rsplit("/", 1)[-1]) for p in parts])}
<p>{a(raw, "Raw README")} · Latest release {a(asset, "seqtrim-1.4.0-linux-x86_64.tar.gz")}</p>
<p>Contributors {a("/hkaur", "hkaur")} {a("/jdoe", "jdoe")}</p>
<p>Used by {a("/comp-bio/readsim", "comp-bio/readsim")}</p>
<p>Topics {a("/topics/bioinformatics", "bioinformatics")}</p>""",
    )
    for p in [
        "/comp-bio",
        "/hkaur",
        "/jdoe",
        "/comp-bio/readsim",
        "/topics/bioinformatics",
        "/explore",
        "/dashboard",
        "/pulls",
        "/issues",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    raw_site = redirect(GHE_RAW, {})
    raw_site.add("/comp-bio/seqtrim/main/README.md", data("# seqtrim\n", "text/plain"))
    media = redirect(GHE_MEDIA, {})
    media.add(
        "/releases/2231/seqtrim-1.4.0-linux-x86_64.tar.gz", data(b"\x1f\x8b", "application/gzip")
    )
    truth = frozenset([ch.url(base), *(ch.url(p) for p in parts), raw, asset])
    return [ch.site(pages), raw_site, media], truth


# --------------------------------------------------------------------------- SourceHut

SH = "hut-forge.hx3.example"
SH_GIT, SH_TODO, SH_LISTS = f"git.{SH}", f"todo.{SH}", f"lists.{SH}"


def _sourcehut() -> tuple[list, frozenset[str]]:
    def ch(host: str, name: str) -> Chrome:
        return Chrome(
            host,
            name,
            title="{t}",
            menu=[
                (f"http://meta.{SH}/", "meta"),
                (f"http://{SH_GIT}/", "git"),
                (f"http://{SH_TODO}/", "todo"),
                (f"http://{SH_LISTS}/", "lists"),
                (f"http://man.{SH}/", "man"),
            ],
            footer=[
                (f"http://{SH}/privacy.md", "Privacy"),
                (f"http://{SH}/terms.md", "Terms"),
                ("mailto:sir@cmpwn.example", "Contact"),
            ],
            social=(),
            login=f"http://meta.{SH}/login",
            static="/static",
            theme="srht",
        )

    g, t, li = ch(SH_GIT, "git"), ch(SH_TODO, "todo"), ch(SH_LISTS, "lists")
    u = "/~ewalsh/phyloprune"
    gparts = [
        f"{u}/tree",
        f"{u}/tree/master/item/phyloprune.c",
        f"{u}/log",
        f"{u}/refs",
        f"{u}/refs/v0.3",
        f"{u}/commit/9f1c2ab",
        f"{u}/blob/master/README.md",
    ]
    gpages = {
        p: g.page(
            f"{p.removeprefix(u)} - ~ewalsh/phyloprune - sourcehut git",
            f"<p>{a(u, 'phyloprune')}</p>",
        )
        for p in gparts
    }
    tarball = f"{u}/archive/v0.3.tar.gz"
    gpages[tarball] = data(b"\x1f\x8b", "application/gzip")  # type: ignore[assignment]
    gpages[u] = g.page(
        "~ewalsh/phyloprune - Prune phylogenetic trees by support - sourcehut git",
        f"""<h2>{a("/~ewalsh", "~ewalsh")}/{a(u, "phyloprune")}</h2>
<p>Prune phylogenetic trees by support</p>{ul([(p, p.rsplit("/", 1)[-1]) for p in gparts])}
<p>{a(tarball, "v0.3.tar.gz")}</p>
<p>{a(f"http://{SH_TODO}{u}", "Tickets")} · {a(f"http://{SH_LISTS}/~ewalsh/phyloprune-devel", "Mailing list")}
· {a(f"http://man.{SH}/~ewalsh/phyloprune", "Wiki on man")}</p>
<p>See also {a("/~ewalsh/treeview", "~ewalsh/treeview")}</p>""",
    )
    gpages["/~ewalsh"] = stub(g, "~ewalsh")
    gpages["/~ewalsh/treeview"] = stub(g, "~ewalsh/treeview")
    tpages = {
        u: t.page(
            "~ewalsh/phyloprune - sourcehut todo",
            f"<h2>Tickets</h2>{a(u + '/1', '#1 segfault on empty tree')}",
        ),
        u + "/1": t.page(
            "#1: segfault on empty tree - ~ewalsh/phyloprune - sourcehut todo", "<p>fixed</p>"
        ),
    }
    lpages = {
        "/~ewalsh/phyloprune-devel": li.page(
            "~ewalsh/phyloprune-devel - sourcehut lists", "<p>Patches for phyloprune</p>"
        ),
    }
    man = Chrome(f"man.{SH}", "man", title="{t}")
    mpages = {u: man.page("phyloprune wiki - sourcehut man", "<p>Usage</p>")}
    truth = frozenset(
        [
            g.url(u),
            *(g.url(p) for p in gparts),
            g.url(tarball),
            t.url(u),
            t.url(u + "/1"),
            li.url("/~ewalsh/phyloprune-devel"),
            man.url(u),
        ]
    )
    meta = Chrome(f"meta.{SH}", "meta", title="{t}")
    home = Chrome(SH, "sourcehut", title="{t}")
    return [
        g.site(gpages),
        t.site(tpages),
        li.site(lpages),
        man.site(mpages),
        meta.site({"/login": stub(meta, "Log in")}),
        home.site({}),
    ], truth


# --------------------------------------------------------------------------- Bitbucket

BB = "bitbucket.alpine-inst.hx3.example"


def _bitbucket() -> tuple[list, frozenset[str]]:
    ch = Chrome(
        BB,
        "Bitbucket",
        title="{t} — Bitbucket",
        menu=[
            ("/dashboard/overview", "Your work"),
            ("/dashboard/repositories", "Repositories"),
            ("/dashboard/projects", "Projects"),
            ("/account/signup/", "Create"),
            ("https://support.atlassian-like.example/bitbucket-cloud/", "Help"),
        ],
        footer=[
            ("https://www.atlassian-like.example/legal/privacy-policy", "Privacy"),
            ("https://www.atlassian-like.example/legal/cloud-terms-of-service", "Terms"),
            ("https://bitbucket.status.hx3.example/", "API status"),
        ],
        login="/account/signin/",
        static="/static",
        theme="atlaskit",
    )
    b = "/snowlab/avalanche-sim"
    parts = [
        f"{b}/src/main/",
        f"{b}/src/main/sim/core.py",
        f"{b}/commits/",
        f"{b}/commits/4e1d0c7a9b",
        f"{b}/branches/",
        f"{b}/pull-requests/",
        f"{b}/downloads/",
        f"{b}/wiki/Home",
        f"{b}/issues?status=new&status=open",
        f"{b}/issues/8/crash-with-zero-slope",
    ]
    pages = {
        p: ch.page(
            f"snowlab / avalanche-sim / {p.removeprefix(b)}", f"<p>{a(b, 'avalanche-sim')}</p>"
        )
        for p in parts
    }
    dl = f"{b}/downloads/avalanche-sim-2.0-manual.pdf"
    pages[dl] = data(b"%PDF-1.4\n%%EOF\n", "application/pdf")  # type: ignore[assignment]
    pages[f"{b}/downloads/"] = ch.page(
        "snowlab / avalanche-sim / Downloads", f"<p>{a(dl, 'avalanche-sim-2.0-manual.pdf')}</p>"
    )
    pages[b] = ch.page(
        "snowlab / avalanche-sim",
        f"""<h1>{a("/snowlab/", "snowlab")} / avalanche-sim</h1>
<p>Snow avalanche runout simulation (SPH).</p>{ul([(p, p.removeprefix(b)) for p in parts])}
<p>Owner {a("/%7Bb2d0c1e4-0000-4a1e-9b0d-7f3c2a1e5d11%7D/", "Anna Moser")}</p>
<p>Other repositories of snowlab: {a("/snowlab/snowpack-obs", "snowpack-obs")}</p>""",
    )
    for p in [
        "/snowlab/",
        "/%7Bb2d0c1e4-0000-4a1e-9b0d-7f3c2a1e5d11%7D/",
        "/snowlab/snowpack-obs",
        "/dashboard/overview",
        "/dashboard/repositories",
        "/dashboard/projects",
    ]:
        pages[p] = stub(ch, p)
    truth = frozenset([ch.url(b), *(ch.url(p) for p in parts), ch.url(dl)])
    return [ch.site(pages)], truth


# --------------------------------------------------------------------------- model hub

HF = "hub.tensor-commons.hx3.example"


def _hub_chrome() -> Chrome:
    return Chrome(
        HF,
        "Tensor Commons",
        title="{t}",
        menu=[
            ("/models", "Models"),
            ("/datasets", "Datasets"),
            ("/spaces", "Spaces"),
            ("/docs", "Docs"),
            ("/enterprise", "Enterprise"),
            ("/pricing", "Pricing"),
        ],
        footer=[
            ("/terms-of-service", "TOS"),
            ("/privacy", "Privacy"),
            ("/about", "About"),
            ("/jobs", "Jobs"),
        ],
        login="/login",
        search="/search/full-text",
        static="/front/assets",
        featured=[
            ("/nordic-nlp/sv-bert-base", "nordic-nlp/sv-bert-base"),
            ("/datasets/coral-watch/reef-images", "coral-watch/reef-images"),
        ],
        theme="light",
    )


def _hub_repo(
    ch: Chrome, prefix: str, owner: str, name: str, files: list[str], title: str, related: list[str]
) -> tuple[dict, frozenset[str]]:
    base = f"{prefix}/{owner}/{name}"
    listing = prefix or "/models"
    parts = [
        f"{base}/tree/main",
        f"{base}/commits/main",
        f"{base}/discussions",
        f"{base}/discussions/2",
    ]
    pages: dict = {
        p: ch.page(f"{title} · {p.rsplit('/', 1)[-1]}", f"<p>{a(base, name)}</p>") for p in parts
    }
    for f in files:
        pages[f"{base}/blob/main/{f}"] = ch.page(f"{f} · {owner}/{name} at main", "<pre>…</pre>")
        pages[f"{base}/resolve/main/{f}"] = data(f"{f} contents\n", "application/octet-stream")
        parts += [f"{base}/blob/main/{f}", f"{base}/resolve/main/{f}"]
    pages[base] = ch.page(
        f"{owner}/{name} · {title}",
        f"""<h1>{a(prefix + "/" + owner if prefix else "/" + owner, owner)} / {name}</h1>
<div class="tags">{a(listing + "?other=task", "Task")} {a(listing + "?library=transformers", "Transformers")}
{a(listing + "?license=license:apache-2.0", "apache-2.0")}</div>
<nav>{a(base, "Card")} {a(base + "/tree/main", "Files and versions")} {a(base + "/discussions", "Community")}</nav>
<ul>{"".join("<li>" + a(f"{base}/blob/main/{f}", f) + " " + a(f"{base}/resolve/main/{f}", "download") + "</li>" for f in files)}</ul>
<p>{a(base + "/commits/main", "History")} · {a(base + "/discussions/2", "Licence question")}</p>
<h2>Related</h2>{ul([(r, r.strip("/")) for r in related])}
<p>Spaces using this: {a("/spaces/demo-user/try-it", "demo-user/try-it")}</p>""",
        share_url=ch.url(base),
    )
    return pages, frozenset(ch.url(p) for p in [base, *parts])


def _hub_sites() -> list:
    ch = _hub_chrome()
    p1, _ = _hub_repo(
        ch,
        "",
        "nordic-nlp",
        "sv-bert-base",
        ["config.json", "model.safetensors", "vocab.txt"],
        "Swedish BERT base",
        ["/datasets/nordic-nlp/sv-wiki-clean", "/nordic-nlp/sv-bert-base-cased"],
    )
    p2, _ = _hub_repo(
        ch,
        "/datasets",
        "coral-watch",
        "reef-images",
        ["data/train-00000-of-00002.parquet", "data/train-00001-of-00002.parquet", "README.md"],
        "Reef bleaching images",
        ["/datasets/coral-watch/reef-masks", "/nordic-nlp/sv-bert-base"],
    )
    pages = {**p1, **p2}
    for p in [
        "/nordic-nlp",
        "/datasets/coral-watch",
        "/coral-watch",
        "/datasets/nordic-nlp/sv-wiki-clean",
        "/nordic-nlp/sv-bert-base-cased",
        "/datasets/coral-watch/reef-masks",
        "/spaces/demo-user/try-it",
        "/models",
        "/datasets",
        "/spaces",
        "/docs",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    return [ch.site(pages)]


def _hub_truth(prefix: str, owner: str, name: str, files: list[str]) -> frozenset[str]:
    return _hub_repo(_hub_chrome(), prefix, owner, name, files, "x", [])[1]


# --------------------------------------------------------------------------- Kaggle-like

KG = "www.compete-data.hx3.example"
KG_STORE = "storage.compete-data-usercontent.hx3.example"


def _kaggle() -> tuple[list, frozenset[str]]:
    ch = Chrome(
        KG,
        "CompeteData",
        title="{t} | CompeteData",
        menu=[
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/models", "Models"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
            ("/rankings", "Rankings"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("/docs/api", "API"),
        ],
        login="/account/login",
        static="/static/assets",
        theme="kg",
    )
    b = "/datasets/okoro/lagos-air-quality-2019-2024"
    tabs = [
        f"{b}/data",
        f"{b}/code",
        f"{b}/discussion",
        f"{b}/discussion/501233",
        f"{b}/versions/4",
        f"{b}/suggestions",
    ]
    dl = f"http://{KG_STORE}/datasets/3390121/4/archive.zip?X-Goog-Signature=abc123"
    pages = {
        p: ch.page("Lagos Air Quality 2019–2024", f"<p>{a(b, 'Back to dataset')}</p>") for p in tabs
    }
    pages[f"{b}/data"] = ch.page(
        "Lagos Air Quality 2019–2024", f"<p>{a(dl, 'Download (38 MB)')}</p>"
    )
    pages[b] = ch.page(
        "Lagos Air Quality 2019–2024",
        f"""<h1>Lagos Air Quality 2019–2024</h1><p>PM2.5 and NO2 from 41 low-cost sensors</p>
<p>{a("/okoro", "Chidi Okoro")} · updated 3 months ago · {a(dl, "Download")}</p>
{ul([(t, t.removeprefix(b)) for t in tabs])}
<h2>Code</h2>{ul([("/code/fatima-b/pm2-5-forecast-lstm", "PM2.5 forecast LSTM"), ("/code/okoro/eda-lagos-aq", "EDA")])}
<h2>Similar datasets</h2>{ul([("/datasets/nairobi-env/nairobi-pm25", "Nairobi PM2.5"), ("/datasets?tags=13203-Pollution", "Pollution")])}""",
        share_url=ch.url(b),
    )
    for p in [
        "/okoro",
        "/fatima-b",
        "/code/fatima-b/pm2-5-forecast-lstm",
        "/code/okoro/eda-lagos-aq",
        "/datasets/nairobi-env/nairobi-pm25",
        "/datasets",
        "/competitions",
        "/code",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    store = redirect(KG_STORE, {})
    store.add("/datasets/3390121/4/archive.zip", zip_file("x"))
    truth = frozenset([ch.url(b), *(ch.url(t) for t in tabs), dl])
    return [ch.site(pages), store], truth


# --------------------------------------------------------------------------- docs hosts

DOCS = "docs-shelf.hx3.example"


def _docs(proj: str, kind: str, title: str) -> tuple[list, frozenset[str]]:
    host = f"{proj}.{DOCS}"
    pre = "/en/latest/"
    if kind == "mkdocs":
        paths = [
            "",
            "getting-started/",
            "user-guide/",
            "user-guide/configuration/",
            "api/",
            "api/reader/",
            "changelog/",
            "about/license/",
        ]
        tf = "{t} - " + title
    else:
        paths = [
            "",
            "install.html",
            "tutorial.html",
            "api.html",
            "api/io.html",
            "genindex.html",
            "py-modindex.html",
            "changes.html",
        ]
        tf = "{t} — " + title + " 3.2 documentation"
    ch = Chrome(
        host,
        title,
        title=tf,
        menu=[
            (pre + p, p.rstrip("/").rsplit("/", 1)[-1].removesuffix(".html") or "Home")
            for p in paths
        ],
        footer=[
            ("/en/stable/", "stable"),
            ("/en/2.x/", "2.x"),
            (f"http://{DOCS}/", "Hosted by Docs Shelf"),
            (f"http://{GL}/docs/{proj}", "Source"),
        ],
        social=(),
        login=f"http://{DOCS}/accounts/login/",
        search=pre + "search.html",
        static=pre + "_static",
        theme=kind,
    )
    pages = {}
    for i, p in enumerate(paths):
        nxt = paths[(i + 1) % len(paths)]
        nm = p.rstrip("/").rsplit("/", 1)[-1].removesuffix(".html") or "Home"
        pages[pre + p] = ch.page(
            nm.replace("-", " ").title(),
            f"<h1>{nm}</h1><p>{title} documentation.</p>{a(pre + nxt, 'Next')}",
        )
    pages["/en/stable/"] = stub(ch, "stable")
    pages["/en/2.x/"] = stub(ch, "2.x")
    site = ch.site(pages)
    site.add("/", Response.redirect(pre))
    shelf = Chrome(DOCS, "Docs Shelf", menu=[("/projects/", "Projects")])
    truth = frozenset(ch.url(pre + p) for p in paths)
    return [
        site,
        shelf.site(
            {"/accounts/login/": stub(shelf, "Log in"), "/projects/": stub(shelf, "Projects")}
        ),
    ], truth


def _mkdocs():
    return _docs("geotiler", "mkdocs", "geotiler")


def _sphinx():
    return _docs("spectrapy", "sphinx", "SpectraPy")


def _g(url: str) -> str:
    return f"http://{GL}{url}"


CASES = [
    Case(
        "gitlab_selfhosted_flowgauge",
        "GitLab self-hosted",
        "software project",
        "path_based",
        _g("/hydro/flowgauge"),
        _gitlab_truth("hydro", "flowgauge", "flowgauge", "mbakker", "/upstream/flowgauge"),
        _gitlab_sites,
        frozenset([_g("/upstream/flowgauge")]),
    ),
    Case(
        "gitlab_selfhosted_icecore_subgroup",
        "GitLab self-hosted",
        "software project",
        "path_based",
        _g("/glaciology/tools/icecore-align"),
        _gitlab_truth(
            "glaciology/tools", "icecore-align", "icecore-align", "tsvensson", "/ice/icecore-align"
        ),
        _gitlab_sites,
        frozenset([_g("/ice/icecore-align")]),
    ),
    Case(
        "gitea_shoreline",
        "Gitea/Forgejo",
        "software project",
        "path_based",
        f"http://{GT}/geo-lab/shoreline",
        _gitea_repo(
            _gitea_chrome(),
            "geo-lab",
            "shoreline",
            "Shoreline change detection from Landsat",
            "/geo-lab/shoreline-validation",
        )[1],
        _gitea_sites,
        frozenset([f"http://{GT}/geo-lab/shoreline-validation"]),
    ),
    Case(
        "gitea_tidal_harmonics",
        "Gitea/Forgejo",
        "software project",
        "path_based",
        f"http://{GT}/lindqvist/tidal-harmonics",
        _gitea_repo(
            _gitea_chrome(),
            "lindqvist",
            "tidal-harmonics",
            "Tidal harmonic analysis in Rust",
            "/geo-lab/shoreline",
        )[1],
        _gitea_sites,
        frozenset([f"http://{GT}/geo-lab/shoreline"]),
    ),
    Case(
        "ghe_seqtrim",
        "GitHub Enterprise",
        "software project",
        "path_based_externals",
        f"http://{GHE}/comp-bio/seqtrim",
        _ghe_sites()[1],
        lambda: _ghe_sites()[0],
        frozenset([f"http://{GHE}/comp-bio/readsim"]),
    ),
    Case(
        "sourcehut_phyloprune",
        "SourceHut",
        "software project",
        "path_based_externals",
        f"http://{SH_GIT}/~ewalsh/phyloprune",
        _sourcehut()[1],
        lambda: _sourcehut()[0],
        frozenset([f"http://{SH_GIT}/~ewalsh/treeview"]),
    ),
    Case(
        "bitbucket_avalanche_sim",
        "Bitbucket",
        "software project",
        "path_based",
        f"http://{BB}/snowlab/avalanche-sim",
        _bitbucket()[1],
        lambda: _bitbucket()[0],
        frozenset([f"http://{BB}/snowlab/snowpack-obs"]),
    ),
    Case(
        "hub_model_sv_bert",
        "Hugging Face-like hub",
        "model",
        "path_based",
        f"http://{HF}/nordic-nlp/sv-bert-base",
        _hub_truth(
            "", "nordic-nlp", "sv-bert-base", ["config.json", "model.safetensors", "vocab.txt"]
        ),
        _hub_sites,
        frozenset(
            [
                f"http://{HF}/datasets/nordic-nlp/sv-wiki-clean",
                f"http://{HF}/nordic-nlp/sv-bert-base-cased",
            ]
        ),
    ),
    Case(
        "hub_dataset_reef_images",
        "Hugging Face-like hub",
        "dataset",
        "path_based",
        f"http://{HF}/datasets/coral-watch/reef-images",
        _hub_truth(
            "/datasets",
            "coral-watch",
            "reef-images",
            ["data/train-00000-of-00002.parquet", "data/train-00001-of-00002.parquet", "README.md"],
        ),
        _hub_sites,
        frozenset(
            [f"http://{HF}/datasets/coral-watch/reef-masks", f"http://{HF}/nordic-nlp/sv-bert-base"]
        ),
    ),
    Case(
        "kaggle_lagos_air",
        "Kaggle-like datasets",
        "dataset with code and discussion",
        "path_based_externals",
        f"http://{KG}/datasets/okoro/lagos-air-quality-2019-2024",
        _kaggle()[1],
        lambda: _kaggle()[0],
        frozenset(
            [
                f"http://{KG}/code/fatima-b/pm2-5-forecast-lstm",
                f"http://{KG}/datasets/nairobi-env/nairobi-pm25",
            ]
        ),
    ),
    Case(
        "docs_mkdocs_geotiler",
        "Read the Docs-like documentation site",
        "software documentation",
        "path_based",
        f"http://geotiler.{DOCS}/en/latest/",
        _mkdocs()[1],
        lambda: _mkdocs()[0],
    ),
    Case(
        "docs_sphinx_spectrapy",
        "Read the Docs-like documentation site",
        "software documentation",
        "path_based",
        f"http://spectrapy.{DOCS}/en/latest/",
        _sphinx()[1],
        lambda: _sphinx()[0],
    ),
]
