"""Code forges, model/data hubs and a documentation site.

Expected heuristics:

* GitLab (self-managed) -> path_based (the seed's GitLab.com row).  Truth: every project
  page under ``/<namespace>/<project>/-/...``; a sibling project whose name extends this
  one (``seismo-pick-models``) is another artifact, as are the group and user pages.  The
  project's GitLab Pages documentation lives on the portal's pages host: part of the
  software project although path_based cannot see it (the seed: path-based "depends on
  portal/artifact").
* Gitea/Forgejo (Codeberg-like) -> path_based, its most similar row being GitLab/BitBucket
  (a forge whose project URIs all extend the repository URI, no raw host).
* GitHub Enterprise -> path_based_externals (the seed's GitHub row): raw files on the
  ``raw.`` host and project pages on the ``pages.`` host belong to the project.
* Hugging Face-like model hub -> path_based_externals, most similar to GitHub: a git
  repository whose large files are served from a CDN host.  Datasets and Spaces linked
  from the model card are other artifacts.
* Kaggle-like dataset -> path_based_externals (the seed's Kaggle row): data, discussion,
  versions under the dataset path, the archive on the user-content storage host.
  Notebooks by other users are their own artifacts.
* Read-the-Docs-like Sphinx documentation -> path_based, most similar to Silk (a site
  devoted to one project, bounded by its path).  The entry ``/`` redirects to
  ``/en/latest/``; other versions (``/en/stable/``, ``/en/v1.0/``) are other artifacts, the
  search page is chrome, the general and module indexes are part of the manual.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._web import Chrome, a, blob, json_file, plain, ul

PB, PBX = "path_based", "path_based_externals"


def _repo_pages(
    c: Chrome,
    base: str,
    title: str,
    nav: list[tuple[str, str]],
    subpages: dict[str, str],
    page_title,
) -> dict:
    """Every sub-page of a repository, each with the repository's own tab bar."""
    tabs = '<nav class="repo-tabs">' + ul([(base + p, t) for p, t in nav]) + "</nav>"
    out = {}
    for sub, main in subpages.items():
        out[base + sub] = c.page(
            page_title(sub),
            f'<div class="repo-header"><h1>{escape(title)}</h1></div>' + tabs + main,
        )
    return out


# --------------------------------------------------------------------------- GitLab

GL = "git.geolab.hx4.example"
GL_PAGES = "ostsee.pages.geolab.hx4.example"
GL_SHA = "3f9c2a71d4e8b05c6a1f7e2d9b3c4a5e6f708192"


def gitlab_sites() -> list[Site]:
    c = Chrome(
        GL,
        "GitLab",
        menu=[
            ("/explore", "Explore"),
            ("/explore/groups", "Groups"),
            ("/explore/snippets", "Snippets"),
            ("/help", "Help"),
            ("https://about.geolab.hx4.example/", "GeoLab"),
        ],
        footer=[
            ("/help", "Help"),
            ("/-/user_settings/profile", "Preferences"),
            ("https://about.gitlab.hx4proj.example/", "About GitLab"),
        ],
        title_format="{title} · GitLab",
        login=[
            ("/users/sign_in?redirect_to_referer=yes", "Sign in"),
            ("/users/sign_up", "Register"),
        ],
        home_title="Explore projects · GitLab",
        home_main="<h1>Explore projects</h1>"
        + ul(
            [
                ("/geo-lab/seismo-pick", "Geo Lab / seismo-pick"),
                ("/ostsee/ocean-models/baltic-ice", "Ostsee / ocean-models / baltic-ice"),
            ]
        ),
    )
    pages: dict = {}
    projects = {
        "/geo-lab/seismo-pick": (
            "seismo-pick",
            "Geo Lab",
            [
                ("/-/issues/12", "Picker misses S phases at low SNR"),
                ("/-/issues/9", "Add ObsPy 1.5 support"),
                ("/-/releases/v0.9.0", "v0.9.0"),
            ],
        ),
        "/ostsee/ocean-models/baltic-ice": (
            "baltic-ice",
            "Ostsee / ocean-models",
            [("/-/issues/3", "Ice thickness restart file corrupt"), ("/-/releases/v2.0", "v2.0")],
        ),
    }
    for base, (name, ns, extras) in projects.items():
        nav = [
            ("", "Project overview"),
            ("/-/tree/main", "Repository"),
            ("/-/commits/main", "Commits"),
            ("/-/issues", "Issues"),
            ("/-/merge_requests", "Merge requests"),
            ("/-/wikis/home", "Wiki"),
            ("/-/releases", "Releases"),
            ("/-/graphs/main", "Contributors"),
        ]
        files = ["README.md", "pyproject.toml", "LICENSE"]
        tree = ul([(f"{base}/-/blob/main/{f}", f) for f in files])
        sub = {
            "": f"<p>Project ID: 4{len(name)}21</p>{tree}<p>{a(f'{base}/-/archive/main/{name}-main.zip', 'Download source code (zip)')}</p>"
            f"<p>Owner: {a('/users/kmeyer', 'Katrin Meyer')} · Namespace: {a(base.rsplit('/', 1)[0], ns)}</p>"
            f"<p>Star {a(f'{base}/-/starrers', '14')} Fork {a(f'{base}/-/forks/new', 'Fork')}</p>"
            f"<div class='readme'><h2>{name}</h2><p>Automatic phase picking.</p>"
            + (
                f"<p>Pretrained weights live in {a('/geo-lab/seismo-pick-models', 'geo-lab/seismo-pick-models')}.</p>"
                if name == "seismo-pick"
                else f"<p>Documentation: {a(f'https://{GL_PAGES}/ocean-models/baltic-ice/', 'baltic-ice docs')}</p>"
            )
            + "</div>",
            "/-/tree/main": tree,
            "/-/commits/main": ul([(f"{base}/-/commit/{GL_SHA}", "Fix restart I/O")]),
            f"/-/commit/{GL_SHA}": f"<p>Commit {GL_SHA[:8]}</p>"
            + a(f"{base}/-/tree/{GL_SHA}", "Browse files"),
            f"/-/tree/{GL_SHA}": tree,
            "/-/issues": ul([(base + p, t) for p, t in extras if "/issues/" in p]),
            "/-/merge_requests": "<p>There are no open merge requests</p>",
            "/-/wikis/home": f"<h2>Home</h2>{a(f'{base}/-/wikis/installation', 'Installation')}",
            "/-/wikis/installation": "<h2>Installation</h2><p>pip install .</p>",
            "/-/releases": ul([(base + p, t) for p, t in extras if "/releases/" in p]),
            "/-/graphs/main": f"<p>Contributions to main</p>{a('/users/kmeyer', 'Katrin Meyer')}",
        }
        for p, t in extras:
            sub[p] = f"<h2>{escape(t)}</h2>" + (
                a(
                    f"{base}/-/archive/{p.rsplit('/', 1)[1]}/{name}-{p.rsplit('/', 1)[1]}.tar.gz",
                    "Source code (tar.gz)",
                )
                if "/releases/" in p
                else ""
            )
        for f in files:
            sub[f"/-/blob/main/{f}"] = f"<pre>{f}</pre>{a(f'{base}/-/raw/main/{f}', 'Open raw')}"
            pages[f"{base}/-/raw/main/{f}"] = blob(f"# {f}\n", "text/plain")
        pages.update(
            _repo_pages(
                c,
                base,
                f"{ns} / {name}",
                nav,
                sub,
                lambda s, n=name, ns=ns: (
                    f"{n} · {ns}" if not s else f"{s.strip('/-')} · {n} · {ns}"
                ),
            )
        )
        pages[f"{base}/-/archive/main/{name}-main.zip"] = blob("PK", "application/zip")
        for p, _t in extras:
            if "/releases/" in p:
                tag = p.rsplit("/", 1)[1]
                pages[f"{base}/-/archive/{tag}/{name}-{tag}.tar.gz"] = blob(
                    "tar", "application/gzip"
                )
    pages["/geo-lab/seismo-pick-models"] = c.page(
        "seismo-pick-models · Geo Lab", "<h1>seismo-pick-models</h1>"
    )
    pages["/geo-lab"] = c.page(
        "Geo Lab",
        "<h1>Geo Lab</h1>"
        + ul(
            [
                ("/geo-lab/seismo-pick", "seismo-pick"),
                ("/geo-lab/seismo-pick-models", "seismo-pick-models"),
            ]
        ),
    )
    pages["/users/kmeyer"] = c.page(
        "Katrin Meyer", "<h1>Katrin Meyer</h1>" + ul([("/geo-lab/seismo-pick", "seismo-pick")])
    )
    docs = plain(
        GL_PAGES,
        {
            "/ocean-models/baltic-ice/": Response.html(
                "<!doctype html><title>baltic-ice documentation</title><h1>baltic-ice</h1>"
                '<a href="usage.html">Usage</a> <a href="https://git.geolab.hx4.example/ostsee/ocean-models/baltic-ice">Source</a>'
            ),
            "/ocean-models/baltic-ice/usage.html": Response.html(
                "<!doctype html><title>Usage - baltic-ice</title><h1>Usage</h1>"
            ),
        },
    )
    return [c.site(pages), docs]


def _gl_truth(base: str, name: str, extras: list[str]) -> frozenset[str]:
    b = f"https://{GL}{base}"
    subs = [
        "",
        "/-/tree/main",
        "/-/commits/main",
        f"/-/commit/{GL_SHA}",
        f"/-/tree/{GL_SHA}",
        "/-/issues",
        "/-/merge_requests",
        "/-/wikis/home",
        "/-/wikis/installation",
        "/-/releases",
        "/-/graphs/main",
        f"/-/archive/main/{name}-main.zip",
        *extras,
    ]
    subs += [
        f"/-/{k}/main/{f}"
        for f in ["README.md", "pyproject.toml", "LICENSE"]
        for k in ("blob", "raw")
    ]
    subs += [
        f"/-/archive/{p.rsplit('/', 1)[1]}/{name}-{p.rsplit('/', 1)[1]}.tar.gz"
        for p in extras
        if "/releases/" in p
    ]
    return frozenset(b + s for s in subs)


# --------------------------------------------------------------------------- Gitea / Forgejo

GT = "forge.kollektiv.hx4.example"
GT_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678"
GT_REPOS = {
    "/ferns/spore-count": ("v1.2", ["Installation", "Calibration"]),
    "/ferns/herbarium-ocr": ("v0.3.1", []),
}


def gitea_sites() -> list[Site]:
    c = Chrome(
        GT,
        "Kollektiv",
        menu=[
            ("/explore/repos", "Explore"),
            ("/explore/users", "Users"),
            ("/explore/organizations", "Organizations"),
            ("https://docs.kollektiv.hx4.example/", "Help"),
        ],
        footer=[
            ("https://kollektiv.hx4.example/imprint", "Imprint"),
            ("https://kollektiv.hx4.example/privacy", "Privacy"),
            ("/assets/licenses.txt", "Licenses"),
            ("/api/swagger", "API"),
            ("https://forgejo.hx4proj.example", "Powered by Forgejo"),
        ],
        title_format="{title} - Kollektiv",
        home_title="Kollektiv",
        login=[("/user/sign_up", "Register"), ("/user/login?redirect_to=%2f", "Sign in")],
        soft_404=True,
    )
    pages: dict = {}
    for base, (tag, wiki) in GT_REPOS.items():
        name = base.rsplit("/", 1)[1]
        nav = [
            ("", "Code"),
            ("/issues", "Issues"),
            ("/pulls", "Pull requests"),
            ("/releases", "Releases"),
            ("/wiki", "Wiki"),
            ("/activity", "Activity"),
        ]
        files = ["README.md", "Cargo.toml" if "spore" in name else "setup.cfg"]
        tree = ul([(f"{base}/src/branch/main/{f}", f) for f in files])
        sub = {
            "": f"{tree}<p>{a(f'{base}/commits/branch/main', '37 Commits')} {a(f'{base}/branches', '2 Branches')} "
            f"{a(f'{base}/tags', '4 Tags')}</p><p>{a(f'{base}/archive/main.zip', 'Download ZIP')} "
            f"{a(f'{base}/archive/main.tar.gz', 'Download TAR.GZ')}</p><p>Owner {a('/ferns', 'ferns')}</p>"
            f"<p>Topics: {a('/explore/repos?q=botany&topic=1', 'botany')}</p>"
            + (
                f"<p>CI: {a('https://ci.kollektiv-woodpecker.hx4ci.example/repos/77', 'build status')}</p>"
                if "ocr" in name
                else ""
            ),
            "/issues": ul([(f"{base}/issues/3", "Counts differ on Windows")]),
            "/issues/3": "<p>Counts differ on Windows</p>"
            + a(f"{base}/commit/{GT_SHA}", GT_SHA[:10]),
            "/pulls": "<p>No results</p>",
            "/releases": ul([(f"{base}/releases/tag/{tag}", tag)]),
            f"/releases/tag/{tag}": a(
                f"{base}/releases/download/{tag}/{name}-{tag}.tar.gz", f"{name}-{tag}.tar.gz"
            )
            + " "
            + a(f"{base}/archive/{tag}.zip", "Source code (ZIP)"),
            "/wiki": ul([(f"{base}/wiki/{w}", w) for w in wiki])
            if wiki
            else "<p>Welcome to the Wiki.</p>",
            "/activity": "<p>Overview</p>",
            "/commits/branch/main": ul([(f"{base}/commit/{GT_SHA}", "fix counting")]),
            f"/commit/{GT_SHA}": "<pre>diff --git a/src/count.rs</pre>",
            "/branches": ul([(f"{base}/src/branch/main", "main")]),
            "/tags": ul([(f"{base}/src/tag/{tag}", tag)]),
            "/src/branch/main": tree,
            f"/src/tag/{tag}": tree,
        }
        for w in wiki:
            sub[f"/wiki/{w}"] = f"<h2>{w}</h2>"
        for f in files:
            sub[f"/src/branch/main/{f}"] = f"<pre>{f}</pre>" + a(
                f"{base}/raw/branch/main/{f}", "Raw"
            )
            pages[f"{base}/raw/branch/main/{f}"] = blob(f, "text/plain")
        pages.update(
            _repo_pages(
                c,
                base,
                base.strip("/"),
                nav,
                sub,
                lambda s, b=base: b.strip("/") if not s else f"{s.strip('/')} - {b.strip('/')}",
            )
        )
        for p in [
            "/archive/main.zip",
            "/archive/main.tar.gz",
            f"/archive/{tag}.zip",
            f"/releases/download/{tag}/{name}-{tag}.tar.gz",
        ]:
            pages[base + p] = blob("archive", "application/octet-stream")
    pages["/ferns"] = c.page("ferns", "<h1>ferns</h1>" + ul([(b, b.strip("/")) for b in GT_REPOS]))
    return [c.site(pages)]


def _gt_truth(base: str) -> frozenset[str]:
    tag, wiki = GT_REPOS[base]
    name = base.rsplit("/", 1)[1]
    files = ["README.md", "Cargo.toml" if "spore" in name else "setup.cfg"]
    subs = [
        "",
        "/issues",
        "/issues/3",
        "/pulls",
        "/releases",
        f"/releases/tag/{tag}",
        "/wiki",
        "/activity",
        "/commits/branch/main",
        f"/commit/{GT_SHA}",
        "/branches",
        "/tags",
        "/src/branch/main",
        f"/src/tag/{tag}",
        "/archive/main.zip",
        "/archive/main.tar.gz",
        f"/archive/{tag}.zip",
        f"/releases/download/{tag}/{name}-{tag}.tar.gz",
    ]
    subs += [f"/wiki/{w}" for w in wiki]
    subs += [f"/{k}/branch/main/{f}" for f in files for k in ("src", "raw")]
    return frozenset(f"https://{GT}{base}{s}" for s in subs)


# --------------------------------------------------------------------------- GitHub Enterprise

GH = "github.corp-uni.hx4.example"
GH_RAW = "raw.github.corp-uni.hx4.example"
GH_PAGES = "pages.github.corp-uni.hx4.example"
GH_REPOS = {"/hydro/flowcast": ("v3.0.1", True), "/bio-imaging/cellseg-napari": ("0.4.0", False)}


def ghe_sites() -> list[Site]:
    c = Chrome(
        GH,
        "GitHub Enterprise",
        menu=[
            ("/pulls", "Pull requests"),
            ("/issues", "Issues"),
            ("/explore", "Explore"),
            ("/codespaces", "Codespaces"),
        ],
        footer=[
            ("https://docs.github.hx4proj.example/enterprise-server@3.12", "Docs"),
            ("/contact", "Contact GitHub"),
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
        ],
        title_format="{title}",
        home_title="GitHub Enterprise",
        search_path="/search",
        login=[("/login", "Sign in")],
    )
    pages: dict = {}
    raw: dict = {}
    gp: dict = {}
    for base, (tag, has_pages) in GH_REPOS.items():
        owner, name = base.strip("/").split("/")
        nav = [
            ("", "Code"),
            ("/issues", "Issues"),
            ("/pulls", "Pull requests"),
            ("/actions", "Actions"),
            ("/wiki", "Wiki"),
            ("/releases", "Releases"),
        ]
        files = ["README.md", "environment.yml"]
        tree = "".join(f"<div>{a(f'{base}/blob/main/{f}', f)}</div>" for f in files)
        sub = {
            "": f"<div class='files'>{tree}</div><p>{a(f'{base}/archive/refs/heads/main.zip', 'Download ZIP')}</p>"
            f"<p>{a(f'{base}/stargazers', '31 stars')} {a(f'{base}/network/members', '6 forks')}</p>"
            f"<p>Contributors {a(f'{base}/graphs/contributors', 'see all')} {a('/' + owner, owner)}</p>"
            f"<p>{a('/topics/hydrology', 'hydrology')}</p>"
            + (
                f"<p>Docs: {a(f'https://{GH_PAGES}/{owner}/{name}/', f'{GH_PAGES}/{owner}/{name}')}</p>"
                if has_pages
                else ""
            )
            + f"<p>Cite: {a('https://doi.hx4cite.example/10.5281/arkiva.4242', 'DOI 10.5281/arkiva.4242')}</p>",
            "/issues": ul([(f"{base}/issues/21", "NaN in routing step")]),
            "/issues/21": "<p>NaN in routing step</p>",
            "/pulls": "<p>0 Open</p>",
            "/actions": "<p>All workflows</p>",
            "/wiki": "<p>Welcome to the wiki!</p>",
            "/releases": ul([(f"{base}/releases/tag/{tag}", tag)]),
            f"/releases/tag/{tag}": a(
                f"{base}/releases/download/{tag}/{name}-{tag}.tar.gz", "asset"
            )
            + " "
            + a(f"{base}/archive/refs/tags/{tag}.zip", "Source code (zip)"),
            "/graphs/contributors": "<p>Contributions to main</p>",
            "/stargazers": "<p>Stargazers</p>",
            "/network/members": "<p>Forks</p>",
        }
        for f in files:
            sub[f"/blob/main/{f}"] = f"<pre>{f}</pre>" + a(
                f"https://{GH_RAW}{base}/main/{f}", "Raw"
            )
            raw[f"{base}/main/{f}"] = blob(f, "text/plain")
        pages.update(
            _repo_pages(
                c,
                base,
                f"{owner}/{name}",
                nav,
                sub,
                lambda s, o=owner, n=name: f"{o}/{n}" if not s else f"{s.strip('/')} · {o}/{n}",
            )
        )
        for p in [
            "/archive/refs/heads/main.zip",
            f"/archive/refs/tags/{tag}.zip",
            f"/releases/download/{tag}/{name}-{tag}.tar.gz",
        ]:
            pages[base + p] = blob("archive", "application/zip")
        if has_pages:
            gp[f"/{owner}/{name}/"] = Response.html(
                f"<!doctype html><title>{name} docs</title><h1>{name}</h1>"
                '<a href="quickstart/">Quickstart</a>'
            )
            gp[f"/{owner}/{name}/quickstart/"] = Response.html(
                f"<!doctype html><title>Quickstart - {name}</title><h1>Quickstart</h1>"
            )
    return [c.site(pages), plain(GH_RAW, raw), plain(GH_PAGES, gp)]


def _gh_truth(base: str) -> frozenset[str]:
    tag, has_pages = GH_REPOS[base]
    owner, name = base.strip("/").split("/")
    subs = [
        "",
        "/issues",
        "/issues/21",
        "/pulls",
        "/actions",
        "/wiki",
        "/releases",
        f"/releases/tag/{tag}",
        "/graphs/contributors",
        "/stargazers",
        "/network/members",
        "/blob/main/README.md",
        "/blob/main/environment.yml",
        "/archive/refs/heads/main.zip",
        f"/archive/refs/tags/{tag}.zip",
        f"/releases/download/{tag}/{name}-{tag}.tar.gz",
    ]
    out = [f"https://{GH}{base}{s}" for s in subs]
    out += [f"https://{GH_RAW}{base}/main/{f}" for f in ("README.md", "environment.yml")]
    if has_pages:
        out += [
            f"https://{GH_PAGES}/{owner}/{name}/",
            f"https://{GH_PAGES}/{owner}/{name}/quickstart/",
        ]
    return frozenset(out)


# --------------------------------------------------------------------------- Hugging Face-like

HF = "hub.tensorleaf.hx4.example"
HF_CDN = "cdn-lfs.tensorleaf.hx4.example"
HF_BASE = "/nordic-nlp/sami-bert-base"
HF_LFS = (
    "/repos/5a/9c/5a9c0e1b2d3f/7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f"
)


def hf_sites() -> list[Site]:
    c = Chrome(
        HF,
        "Tensorleaf",
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
            ("https://x.hx4share.example/tensorleaf", "X"),
        ],
        title_format="{title}",
        home_title="Tensorleaf - The AI community building the future.",
        search_path="/search/full-text",
        login=[("/login", "Log In"), ("/join", "Sign Up")],
        home_main="<h1>Trending</h1>"
        + ul(
            [
                (HF_BASE, "nordic-nlp/sami-bert-base"),
                ("/spaces/nordic-nlp/sami-ner-demo", "sami-ner-demo"),
            ]
        ),
    )
    b = HF_BASE
    files = ["README.md", "config.json", "tokenizer.json", "model.safetensors"]
    nav = [("", "Model card"), ("/tree/main", "Files and versions"), ("/discussions", "Community")]
    sub = {
        "": "<div class='model-card'><h2>sami-bert-base</h2><p>A BERT model for Northern Sami.</p>"
        f"<p>Trained on {a('/datasets/nordic-nlp/sami-corpus-v2', 'nordic-nlp/sami-corpus-v2')}.</p>"
        f"<p>Spaces using this model: {a('/spaces/nordic-nlp/sami-ner-demo', 'sami-ner-demo')}</p>"
        f"<p>{a('/models?other=bert', 'bert')} {a('/models?language=se', 'Northern Sami')} "
        f"{a('/models?license=license:apache-2.0', 'apache-2.0')}</p><p>{a('/nordic-nlp', 'nordic-nlp')}</p></div>",
        "/tree/main": ul([(f"{b}/blob/main/{f}", f) for f in files])
        + a(f"{b}/commits/main", "History: 12 commits"),
        "/commits/main": ul(
            [(f"{b}/commit/9f8e7d6c5b4a39281706f5e4d3c2b1a098765432", "Upload model")]
        ),
        "/commit/9f8e7d6c5b4a39281706f5e4d3c2b1a098765432": "<p>Upload model</p>",
        "/discussions": ul([(f"{b}/discussions/3", "Tokenizer splits diacritics")]),
        "/discussions/3": "<p>Tokenizer splits diacritics</p>",
    }
    for f in files[:3]:
        sub[f"/blob/main/{f}"] = f"<pre>{f}</pre>" + a(
            f"{b}/resolve/main/{f}?download=true", "download"
        )
    sub["/blob/main/model.safetensors"] = "<p>This file is stored with Git LFS (438 MB).</p>" + a(
        f"https://{HF_CDN}{HF_LFS}?response-content-disposition=attachment", "download"
    )
    pages = {}
    pages.update(
        _repo_pages(
            c,
            b,
            "nordic-nlp/sami-bert-base",
            nav,
            sub,
            lambda s: (
                "nordic-nlp/sami-bert-base · Tensorleaf" + (f" ({s.strip('/')})" if s else "")
            ),
        )
    )
    for f in files[:3]:
        pages[f"{b}/resolve/main/{f}?download=true"] = (
            json_file("{}") if f.endswith(".json") else blob("# card", "text/markdown")
        )
    pages["/datasets/nordic-nlp/sami-corpus-v2"] = c.page(
        "nordic-nlp/sami-corpus-v2 · Datasets at Tensorleaf", "<h1>sami-corpus-v2</h1>"
    )
    pages["/spaces/nordic-nlp/sami-ner-demo"] = c.page(
        "Sami NER Demo - a Tensorleaf Space", "<h1>sami-ner-demo</h1>"
    )
    cdn = plain(
        HF_CDN,
        {
            HF_LFS + "?response-content-disposition=attachment": blob(
                "safetensors", "application/octet-stream"
            )
        },
    )
    return [c.site(pages), cdn]


HF_TRUTH = frozenset(
    [
        f"https://{HF}{HF_BASE}{s}"
        for s in [
            "",
            "/tree/main",
            "/commits/main",
            "/commit/9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
            "/discussions",
            "/discussions/3",
            "/blob/main/README.md",
            "/blob/main/config.json",
            "/blob/main/tokenizer.json",
            "/blob/main/model.safetensors",
            "/resolve/main/README.md?download=true",
            "/resolve/main/config.json?download=true",
            "/resolve/main/tokenizer.json?download=true",
        ]
    ]
    + [f"https://{HF_CDN}{HF_LFS}?response-content-disposition=attachment"]
)


# --------------------------------------------------------------------------- Kaggle-like

KG = "www.datakite.hx4.example"
KG_STORE = "storage.datakite-content.hx4.example"
KG_BASE = "/datasets/amaraokoye/lagos-air-quality-sensors"


def kaggle_sites() -> list[Site]:
    c = Chrome(
        KG,
        "Datakite",
        menu=[
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/models", "Models"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ],
        footer=[
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
            ("/blog", "Blog"),
        ],
        title_format="{title} | Datakite",
        home_title="Datakite: Your Machine Learning and Data Science Community",
        soft_404=True,
        login=[
            ("/account/login?phase=startSignInTab", "Sign In"),
            ("/account/login?phase=startRegisterTab", "Register"),
        ],
    )
    b = KG_BASE
    title = "Lagos Air Quality Sensors 2021-2024"
    dl = f"https://{KG_STORE}/datasets/318844/2207113/bundle/archive.zip?X-Goog-Expires=259200"
    nav = [("", "Data Card"), ("/code", "Code (7)"), ("/discussion", "Discussion (2)")]
    sub = {
        "": f"<h2>{title}</h2><p>By {a('/amaraokoye', 'Amara Okoye')}</p><p>{a(dl, 'Download (48 MB)')}</p>"
        f"<p>Tags: {a('/datasets?tags=2101-Pollution', 'Pollution')} {a('/datasets?tags=2412-Africa', 'Africa')}</p>"
        f"<p>{a(f'{b}/data', 'Data Explorer')} · {a(f'{b}/versions/4', 'Version 4')} · {a(f'{b}/versions/3', 'Version 3')}</p>"
        f"<p>License {a('https://creativecommons.hx4lic.example/licenses/by/4.0/', 'CC BY 4.0')}</p>",
        "/data": f"<h2>Data Explorer</h2><p>{a(f'{b}/data?select=sensors.csv', 'sensors.csv')} {a(f'{b}/data?select=readings_2024.csv', 'readings_2024.csv')}</p>",
        "/data?select=sensors.csv": "<h2>sensors.csv</h2>",
        "/data?select=readings_2024.csv": "<h2>readings_2024.csv</h2>",
        "/code": ul(
            [
                ("/code/tundeb/lagos-pm2-5-eda", "Lagos PM2.5 EDA"),
                ("/code/amaraokoye/starter-lagos-air-quality", "Starter notebook"),
            ]
        ),
        "/discussion": ul([(f"{b}/discussion/471102", "Sensor 17 offline in March?")]),
        "/discussion/471102": "<p>Sensor 17 offline in March?</p>",
        "/versions/4": "<p>Version 4 (current)</p>",
        "/versions/3": "<p>Version 3</p>",
    }
    pages = _repo_pages(c, b, title, nav, sub, lambda s: title)
    pages["/code/tundeb/lagos-pm2-5-eda"] = c.page("Lagos PM2.5 EDA", "<h1>Lagos PM2.5 EDA</h1>")
    pages["/code/amaraokoye/starter-lagos-air-quality"] = c.page(
        "Starter notebook", "<h1>Starter</h1>"
    )
    pages["/amaraokoye"] = c.page("Amara Okoye", "<h1>Amara Okoye</h1>" + ul([(b, title)]))
    return [
        c.site(pages),
        plain(KG_STORE, {dl.split(KG_STORE, 1)[1]: blob("PK", "application/zip")}),
    ]


KG_TRUTH = frozenset(
    [
        f"https://{KG}{KG_BASE}{s}"
        for s in [
            "",
            "/data",
            "/data?select=sensors.csv",
            "/data?select=readings_2024.csv",
            "/code",
            "/discussion",
            "/discussion/471102",
            "/versions/4",
            "/versions/3",
        ]
    ]
    + [f"https://{KG_STORE}/datasets/318844/2207113/bundle/archive.zip?X-Goog-Expires=259200"]
)


# --------------------------------------------------------------------------- Read-the-Docs-like

RD = "fluxkit.readleaf.hx4.example"
RD_PAGES = [
    "",
    "install.html",
    "tutorial/index.html",
    "tutorial/fitting.html",
    "api/fluxkit.core.html",
    "api/fluxkit.io.html",
    "changelog.html",
    "genindex.html",
    "py-modindex.html",
]


def docs_sites() -> list[Site]:
    def page(path: str, version: str = "latest") -> Response:
        depth = path.count("/")
        up = "../" * depth
        toc = ul(
            [
                (up + p if p else up or "./", (p or "Home").replace(".html", ""))
                for p in RD_PAGES[:7]
            ]
        )
        body = f"""<!doctype html><html><head><meta charset="utf-8">
<title>{escape((path or "Welcome").replace(".html", "").split("/")[-1])} &mdash; fluxkit 2.3 documentation</title>
<link rel="stylesheet" href="{up}_static/pygments.css"><script src="{up}_static/doctools.js"></script>
<link rel="index" href="{up}genindex.html"><link rel="search" href="{up}search.html"></head><body>
<div class="wy-side-nav-search"><a href="{up or "./"}">fluxkit</a><form action="{up}search.html"><input name="q"></form></div>
<nav class="toc">{toc}</nav><div role="main"><h1>{escape(path or "fluxkit: eddy-covariance flux processing")}</h1>
<p>Indices: <a href="{up}genindex.html">Index</a> <a href="{up}py-modindex.html">Module Index</a></p></div>
<div class="rst-versions"><a href="/en/latest/">latest</a> <a href="/en/stable/">stable</a> <a href="/en/v1.0/">v1.0</a>
<a href="https://readleaf.hx4.example/projects/fluxkit/downloads/pdf/{version}/">PDF</a>
<a href="https://readleaf.hx4.example/projects/fluxkit/">Project Home</a></div>
<footer>Built with <a href="https://sphinx.hx4proj.example/">Sphinx</a> using a theme provided by
<a href="https://readleaf.hx4.example">Read the Leaf</a>. <a href="https://git.hx4code.example/fluxkit/fluxkit">Source</a></footer>
</body></html>"""
        return Response.html(body)

    pages: dict = {"/": Response.redirect("https://fluxkit.readleaf.hx4.example/en/latest/", 302)}
    for p in RD_PAGES:
        pages["/en/latest/" + p] = page(p)
    pages["/en/latest/search.html"] = page("search.html")
    for v in ("stable", "v1.0"):
        pages[f"/en/{v}/"] = page("", v)
    pages["/en/latest/_static/pygments.css"] = Response.data(b"pre{}", "text/css")
    pages["/en/latest/_static/doctools.js"] = Response.data(b"", "text/javascript")
    return [plain(RD, pages)]


RD_TRUTH = frozenset(f"https://{RD}/en/latest/{p}" for p in RD_PAGES)


CASES = [
    Case(
        "geolab-gitlab-seismo-pick",
        "GitLab (self-managed)",
        "multi_hop",
        PB,
        f"https://{GL}/geo-lab/seismo-pick",
        _gl_truth(
            "/geo-lab/seismo-pick",
            "seismo-pick",
            ["/-/issues/12", "/-/issues/9", "/-/releases/v0.9.0"],
        ),
        gitlab_sites,
        others=frozenset([f"https://{GL}/geo-lab/seismo-pick-models"]),
    ),
    Case(
        "geolab-gitlab-subgroup-pages",
        "GitLab (self-managed)",
        "multi_hop",
        PB,
        f"https://{GL}/ostsee/ocean-models/baltic-ice",
        _gl_truth(
            "/ostsee/ocean-models/baltic-ice", "baltic-ice", ["/-/issues/3", "/-/releases/v2.0"]
        )
        | {
            f"https://{GL_PAGES}/ocean-models/baltic-ice/",
            f"https://{GL_PAGES}/ocean-models/baltic-ice/usage.html",
        },
        gitlab_sites,
    ),
    Case(
        "kollektiv-forgejo-spore-count",
        "Gitea/Forgejo (Codeberg-like)",
        "multi_hop",
        PB,
        f"https://{GT}/ferns/spore-count",
        _gt_truth("/ferns/spore-count"),
        gitea_sites,
    ),
    Case(
        "kollektiv-forgejo-herbarium-ocr",
        "Gitea/Forgejo (Codeberg-like)",
        "multi_hop",
        PB,
        f"https://{GT}/ferns/herbarium-ocr",
        _gt_truth("/ferns/herbarium-ocr"),
        gitea_sites,
        others=frozenset(["https://ci.kollektiv-woodpecker.hx4ci.example/repos/77"]),
    ),
    Case(
        "corp-ghe-flowcast",
        "GitHub Enterprise",
        "multi_hop",
        PBX,
        f"https://{GH}/hydro/flowcast",
        _gh_truth("/hydro/flowcast"),
        ghe_sites,
        others=frozenset(["https://doi.hx4cite.example/10.5281/arkiva.4242"]),
    ),
    Case(
        "corp-ghe-cellseg",
        "GitHub Enterprise",
        "multi_hop",
        PBX,
        f"https://{GH}/bio-imaging/cellseg-napari",
        _gh_truth("/bio-imaging/cellseg-napari"),
        ghe_sites,
    ),
    Case(
        "tensorleaf-model-hub",
        "Hugging Face-like model hub",
        "multi_hop",
        PBX,
        f"https://{HF}{HF_BASE}",
        HF_TRUTH,
        hf_sites,
        others=frozenset(
            [
                f"https://{HF}/datasets/nordic-nlp/sami-corpus-v2",
                f"https://{HF}/spaces/nordic-nlp/sami-ner-demo",
            ]
        ),
    ),
    Case(
        "datakite-dataset",
        "Kaggle-like datasets",
        "multi_hop",
        PBX,
        f"https://{KG}{KG_BASE}",
        KG_TRUTH,
        kaggle_sites,
        others=frozenset(
            [
                f"https://{KG}/code/tundeb/lagos-pm2-5-eda",
                f"https://{KG}/code/amaraokoye/starter-lagos-air-quality",
            ]
        ),
    ),
    Case(
        "readleaf-sphinx-docs",
        "Read-the-Docs-like Sphinx documentation",
        "multi_hop",
        PB,
        f"https://{RD}/",
        RD_TRUTH,
        docs_sites,
        landing=f"https://{RD}/en/latest/",
        others=frozenset([f"https://{RD}/en/stable/", f"https://{RD}/en/v1.0/"]),
    ),
]
