"""Code and task forges of heldout63: a GitHub-like forge of treebank repositories (raw
files and release archives on other domains), a linguistics institute's self-hosted GitLab
of speech tools (everything under the project path) and a shared-task platform whose data
files live on a separate storage domain.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, text, ul, zipped

# --- treebank forge (GitHub-like) ----------------------------------------------------------

TF = Chrome(
    host="www.treeforge.hx63.example",
    name="TreeForge",
    menu=[("/explore", "Explore"), ("/topics", "Topics"), ("/pricing", "Pricing")],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("http://docs.treeforge.hx63.example/", "Docs"),
        ("http://status.treeforge.hx63.example/", "Status"),
    ],
    title_format="{title} · {name}",
    skin="tf",
    cookie=False,
    login=("/session/new", "/join"),
)
TF_RAW = "raw.treeforge-usercontent.hx63.example"
TF_DL = "dl.treeforge-assets.hx63.example"


def _tf_repo(
    owner: str,
    repo: str,
    about: str,
    files: list[tuple[str, str]],
    issues: list[tuple[int, str]],
    releases: list[str],
    fork_of: str = "",
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """(forge pages, raw-host pages, download-host pages, truth URLs) of one repository."""
    base = f"/{owner}/{repo}"
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    dl: dict[str, PageValue] = {}
    truth = [TF.url(base)]
    tabs = [
        (base, "Code"),
        (f"{base}/issues", f"Issues {len(issues)}"),
        (f"{base}/releases", "Releases"),
        (f"{base}/commits/master", "Commits"),
    ]
    tabnav = ul(tabs, "tf-tabs")
    rows = []
    for name, content in files:
        blob = f"{base}/blob/master/{name}"
        rawpath = f"{base}/master/{name}"
        raw[rawpath] = text(content)
        pages[blob] = TF.page(
            f"{repo}/{name} at master · {owner}/{repo}",
            f"<h1>{a(base, f'{owner}/{repo}')} / {escape(name)}</h1>{tabnav}"
            f"<p>{a(f'http://{TF_RAW}{rawpath}', 'Raw')}</p><pre>{escape(content)}</pre>",
        )
        truth += [TF.url(blob), f"http://{TF_RAW}{rawpath}"]
        rows.append(f"<tr><td>{a(blob, name)}</td><td>update {escape(name)}</td></tr>")
    issue_rows = []
    for num, title in issues:
        path = f"{base}/issues/{num}"
        pages[path] = TF.page(
            f"{title} · Issue #{num} · {owner}/{repo}",
            f"<h1>{escape(title)} <span>#{num}</span></h1>{tabnav}<p>Open. 2 comments.</p>",
        )
        truth.append(TF.url(path))
        issue_rows.append((path, f"#{num} {title}"))
    pages[f"{base}/issues"] = TF.page(
        f"Issues · {owner}/{repo}", f"<h1>Issues</h1>{tabnav}{ul(issue_rows)}"
    )
    rel_items = []
    for tag in releases:
        asset = f"/{owner}/{repo}/releases/{tag}/{repo}-{tag}.tgz"
        dl[asset] = Response.data(b"\x1f\x8b\x08\x00" + tag.encode(), "application/gzip")
        src = f"{base}/archive/refs/tags/{tag}.zip"
        pages[src] = zipped({f"{repo}-{tag}/README.md": about})
        truth += [f"http://{TF_DL}{asset}", TF.url(src)]
        rel_items.append(
            f"<li><h2>{escape(tag)}</h2>{a(f'http://{TF_DL}{asset}', f'{repo}-{tag}.tgz')} · "
            f"{a(src, 'Source code (zip)')}</li>"
        )
    pages[f"{base}/releases"] = TF.page(
        f"Releases · {owner}/{repo}", f"<h1>Releases</h1>{tabnav}<ul>{''.join(rel_items)}</ul>"
    )
    pages[f"{base}/commits/master"] = TF.page(
        f"Commits · {owner}/{repo}",
        f"<h1>Commits on master</h1>{tabnav}<ol><li>Release {escape(releases[-1])}</li></ol>",
    )
    truth += [TF.url(f"{base}/{t}") for t in ("issues", "releases", "commits/master")]
    forked = f"<p>forked from {a('/' + fork_of, fork_of)}</p>" if fork_of else ""
    pages[base] = TF.page(
        f"{owner}/{repo}: {about}",
        f"""<div class="tf-repohead"><h1>{a("/" + owner, owner)} / <strong>{escape(repo)}
</strong></h1>{forked}<span class="tf-vis">Public</span></div>{tabnav}
<table class="tf-files">{"".join(rows)}</table>
<article class="tf-readme"><h2>README.md</h2><p>{escape(about)}</p></article>""",
        aside=f"<h2>About</h2><p>{escape(about)}</p><h2>Releases</h2>"
        + ul([(f"{base}/releases", f"{len(releases)} tags")]),
    )
    return pages, raw, dl, truth


TF_A = _tf_repo(
    "ud-treebanks",
    "UD_Ainu-Kurikawa",
    "Universal Dependencies treebank of Ainu oral narratives",
    [
        ("README.md", "# UD Ainu Kurikawa\n"),
        ("ain_kurikawa-ud-test.conllu", "# sent_id = kur-1\n"),
        ("stats.xml", "<treebank/>\n"),
    ],
    [(3, "Wrong lemma for copula")],
    ["r2.15"],
)
TF_B = _tf_repo(
    "ud-treebanks",
    "UD_Old_Tamil-Sangam",
    "Universal Dependencies treebank of Sangam-era Old Tamil poetry",
    [
        ("README.md", "# UD Old Tamil Sangam\n"),
        ("LICENSE.txt", "CC BY-SA 4.0\n"),
        ("qtd_sangam-ud-train.conllu", "# sent_id = pu-1\n"),
        ("qtd_sangam-ud-dev.conllu", "# sent_id = pu-300\n"),
        ("qtd_sangam-ud-test.conllu", "# sent_id = pu-400\n"),
        ("eval.log", "LAS 71.2\n"),
    ],
    [(11, "Validation errors in dev"), (14, "Split sandhi tokens"), (15, "Add enhanced deps")],
    ["r2.13", "r2.14", "r2.15"],
    fork_of="tamil-nlp/sangam-dependency-bank",
)


def tf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**TF_A[0], **TF_B[0]}
    pages["/tamil-nlp/sangam-dependency-bank"] = TF.page(
        "tamil-nlp/sangam-dependency-bank", "<h1>tamil-nlp / sangam-dependency-bank</h1>"
    )
    raw = Site(TF_RAW, {**TF_A[1], **TF_B[1]})
    dl = Site(TF_DL, {**TF_A[2], **TF_B[2]})
    # the forge's own documentation and status hosts (same registrable domain as the forge)
    docs = Site("docs.treeforge.hx63.example", {"/": "<title>TreeForge Docs</title><h1>Docs</h1>"})
    status = Site("status.treeforge.hx63.example", {"/": "<title>TreeForge Status</title>"})
    return [TF.site(pages), raw, dl, docs, status]


# --- institute GitLab ----------------------------------------------------------------------

GL = Chrome(
    host="git.sprachlabor.hx63.example",
    name="GitLab @ Sprachlabor",
    menu=[("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[("/help/terms", "Terms"), ("/help/imprint", "Imprint")],
    title_format="{title} · {name}",
    skin="gl",
    cookie=False,
    login=("/users/sign_in", "/users/sign_up"),
)


def _gl_project(
    group: str,
    proj: str,
    desc: str,
    files: list[str],
    issues: list[tuple[int, str]],
    tags: list[str],
    wiki: list[str],
    forks: list[str],
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/{group}/{proj}"
    pages: dict[str, PageValue] = {}
    truth = [base]
    side = ul(
        [
            (f"{base}/-/tree/main", "Repository"),
            (f"{base}/-/issues", "Issues"),
            (f"{base}/-/releases", "Releases"),
            (f"{base}/-/wikis/home", "Wiki"),
            (f"{base}/-/forks", "Forks"),
        ],
        "gl-sidebar",
    )
    for p in ("-/tree/main", "-/issues", "-/releases", "-/wikis/home", "-/forks"):
        truth.append(f"{base}/{p}")
    tree = []
    for f in files:
        blob, raw = f"{base}/-/blob/main/{f}", f"{base}/-/raw/main/{f}"
        pages[raw] = text(f"{proj}: {f}\n")
        pages[blob] = GL.page(
            f"{f} · main · {group} / {proj}",
            f"<h1>{escape(f)}</h1><p>{a(raw, 'Open raw')} · "
            f"{a(f'{base}/-/tree/main', 'Back to files')}</p>",
            aside=side,
        )
        truth += [blob, raw]
        tree.append((blob, f))
    pages[f"{base}/-/tree/main"] = GL.page(f"Files · main · {group} / {proj}", ul(tree), aside=side)
    il = []
    for n, t in issues:
        pages[f"{base}/-/issues/{n}"] = GL.page(
            f"{t} (#{n}) · Issues · {group} / {proj}", f"<h1>{escape(t)}</h1>", aside=side
        )
        truth.append(f"{base}/-/issues/{n}")
        il.append((f"{base}/-/issues/{n}", t))
    pages[f"{base}/-/issues"] = GL.page(f"Issues · {group} / {proj}", ul(il), aside=side)
    rl = []
    for t in tags:
        z = f"{base}/-/archive/{t}/{proj}-{t}.zip"
        pages[z] = zipped({f"{proj}-{t}/README": desc})
        truth.append(z)
        rl.append((z, f"{t}: source (zip)"))
    pages[f"{base}/-/releases"] = GL.page(f"Releases · {group} / {proj}", ul(rl), aside=side)
    wl = []
    for w in wiki:
        if w != "home":
            pages[f"{base}/-/wikis/{w}"] = GL.page(
                f"{w} · Wiki · {group} / {proj}", f"<h1>{escape(w)}</h1>", aside=side
            )
            truth.append(f"{base}/-/wikis/{w}")
        wl.append((f"{base}/-/wikis/{w}", w))
    pages[f"{base}/-/wikis/home"] = GL.page(
        f"home · Wiki · {group} / {proj}", "<h1>Wiki</h1>" + ul(wl), aside=side
    )
    pages[f"{base}/-/forks"] = GL.page(
        f"Forks · {group} / {proj}", ul([(f"/{x}", x) for x in forks]), aside=side
    )
    pages[base] = GL.page(
        f"{group} / {proj}",
        f"""<nav class="gl-crumbs">{a("/" + group, group)} / {escape(proj)}</nav>
<h1>{escape(proj)}</h1><p class="gl-desc">{escape(desc)}</p>
<p>{len(files)} files · {len(tags)} tags · {a(f"{base}/-/releases", "Releases")}</p>
<div class="gl-readme"><h2>README</h2><p>{escape(desc)}</p>{ul(tree[:2])}</div>""",
        aside=side,
    )
    return pages, [GL.url(p) for p in truth]


GL_A = _gl_project(
    "phonetics",
    "formant-tracker",
    "Praat scripts for formant tracking in child speech.",
    ["README.md", "track_formants.praat"],
    [(4, "Crash on stereo input")],
    ["v1.0.0"],
    ["home"],
    ["kweber/formant-tracker"],
)
GL_B = _gl_project(
    "corpus-tools",
    "eaf2conllu",
    "Converts ELAN tiers into CoNLL-U with morpheme alignment.",
    ["README.md", "pyproject.toml", "eaf2conllu/cli.py", "eaf2conllu/tiers.py", "CHANGELOG.md"],
    [(21, "Support nested symbolic subdivisions"), (25, "Unicode normalisation of glosses")],
    ["v0.3.0", "v0.4.0", "v0.4.1"],
    ["home", "Installation", "Tier-mapping-files"],
    ["amartin/eaf2conllu", "lingdoc-lab/eaf2conllu"],
)


def gl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**GL_A[0], **GL_B[0]}
    for fork in ["kweber/formant-tracker", "amartin/eaf2conllu", "lingdoc-lab/eaf2conllu"]:
        pages["/" + fork] = GL.page(fork, f"<h1>{escape(fork)}</h1><p>Forked project.</p>")
    return [GL.site(pages)]


# --- shared-task platform -------------------------------------------------------------------

TA = Chrome(
    host="www.taskarena.hx63.example",
    name="TaskArena",
    menu=[("/challenges", "Challenges"), ("/datasets", "Datasets"), ("/learn", "Learn")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    skin="ta",
    tracker="collect.taskarena-telemetry.hx63.example",
    login=("/account/login", "/account/register"),
)
TA_DATA = "storage.taskarena-blobs.hx63.example"


def _ta_challenge(
    slug: str,
    num: int,
    title: str,
    host_org: str,
    files: list[str],
    threads: list[tuple[int, str]],
    notebooks: list[str],
    lb_pages: int,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/challenges/{slug}"
    tabs = [
        (base, "Overview"),
        (f"{base}/data", "Data"),
        (f"{base}/code", "Code"),
        (f"{base}/discussion", "Discussion"),
        (f"{base}/leaderboard", "Leaderboard"),
        (f"{base}/rules", "Rules"),
    ]
    nav = ul(tabs, "ta-tabs")
    pages: dict[str, PageValue] = {}
    blobs: dict[str, PageValue] = {}
    truth = [TA.url(p) for p, _ in tabs]
    fl = []
    for f in files:
        path = f"/challenges/{num}/{f}"
        blobs[path] = text(f"lemma\tform\tfeatures\n# {f}\n")
        truth.append(f"http://{TA_DATA}{path}")
        fl.append((f"http://{TA_DATA}{path}", f))
    dl_all = f"{base}/data/download-all"
    pages[dl_all] = zipped({f: "lemma\tform\n" for f in files})
    truth.append(TA.url(dl_all))
    pages[f"{base}/data"] = TA.page(
        f"{title} - data",
        f"<h1>{escape(title)}</h1>{nav}<h2>Data files</h2>{ul(fl)}"
        f"<p>{a(dl_all, 'Download all')}</p>",
    )
    dl = []
    for n, t in threads:
        pages[f"{base}/discussion/{n}"] = TA.page(t, f"<h1>{escape(t)}</h1>{nav}<p>3 replies</p>")
        truth.append(TA.url(f"{base}/discussion/{n}"))
        dl.append((f"{base}/discussion/{n}", t))
    pages[f"{base}/discussion"] = TA.page(f"{title} - discussion", nav + ul(dl))
    nl = []
    for nb in notebooks:
        pages[f"{base}/code/{nb}"] = TA.page(nb, f"<h1>{escape(nb)}</h1>{nav}<pre>import x</pre>")
        truth.append(TA.url(f"{base}/code/{nb}"))
        nl.append((f"{base}/code/{nb}", nb))
    pages[f"{base}/code"] = TA.page(f"{title} - code", nav + ul(nl))
    for k in range(1, lb_pages + 1):
        path = f"{base}/leaderboard" + (f"?page={k}" if k > 1 else "")
        more = [(f"{base}/leaderboard?page={j}", f"Page {j}") for j in range(2, lb_pages + 1)]
        pages[path] = TA.page(f"{title} - leaderboard", f"{nav}<table></table>{ul(more)}")
        if k > 1:
            truth.append(TA.url(path))
    pages[f"{base}/rules"] = TA.page(f"{title} - rules", f"{nav}<p>One submission a day.</p>")
    pages[base] = TA.page(
        title,
        f"<h1>{escape(title)}</h1><p>Hosted by {a('/orgs/' + host_org, host_org)}</p>{nav}"
        "<p>Predict inflected forms from lemmas and feature bundles.</p>",
    )
    return pages, blobs, truth


TA_A = _ta_challenge(
    "lowres-inflection-2025",
    8812,
    "Low-Resource Morphological Inflection 2025",
    "morph-workshop",
    ["train.tsv", "dev.tsv", "test-covered.tsv"],
    [(40112, "Are feature bundles UniMorph 4?")],
    ["baseline-transducer"],
    1,
)
TA_B = _ta_challenge(
    "code-switch-asr-hinglish",
    9140,
    "Code-Switched ASR: Hindi-English Conversational Speech",
    "speech-benchmarks",
    [
        "train_manifest.jsonl",
        "dev_manifest.jsonl",
        "test_manifest.jsonl",
        "lexicon.txt",
        "sample_submission.csv",
    ],
    [
        (41007, "Transliteration of English words"),
        (41019, "Audio sampling rate"),
        (41102, "Final evaluation timeline"),
    ],
    ["wav2vec-baseline", "ctc-lm-fusion"],
    3,
)


def ta_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**TA_A[0], **TA_B[0]}
    store = Site(TA_DATA, {**TA_A[1], **TA_B[1]})
    return [TA.site(pages), store]


def cases() -> list[Case]:
    return [
        # A GitHub-like repository: every page of the project lives under the repository
        # path, and its raw files and release archives on other domains: the seed's GitHub
        # answer, Path-Based with Externals.
        case(
            "treeforge-ainu-treebank",
            "treebank code forge (small treebank repository)",
            "Multi-Hop",
            "path_based_externals",
            TF.url("/ud-treebanks/UD_Ainu-Kurikawa"),
            TF_A[3],
            tf_sites,
        ),
        # Harder: six files, three issues, three releases with assets on the download
        # domain; the fork parent is another artifact.
        case(
            "treeforge-old-tamil-treebank",
            "treebank code forge (treebank with releases and a fork parent)",
            "Multi-Hop",
            "path_based_externals",
            TF.url("/ud-treebanks/UD_Old_Tamil-Sangam"),
            TF_B[3],
            tf_sites,
            others=[TF.url("/tamil-nlp/sangam-dependency-bank")],
        ),
        # A self-hosted GitLab: files, raw files, issues, wiki and release archives all sit
        # under /group/project/-/...: the seed's GitLab.com answer, Path-Based.
        case(
            "sprachlabor-formant-tracker",
            "institute GitLab (speech tool project)",
            "Multi-Hop",
            "path_based",
            GL.url("/phonetics/formant-tracker"),
            GL_A[1],
            gl_sites,
            others=[GL.url("/kweber/formant-tracker")],
        ),
        # Harder: five files, two issues, three tags, a three-page wiki and two forks.
        case(
            "sprachlabor-eaf2conllu",
            "institute GitLab (converter with wiki and tags)",
            "Multi-Hop",
            "path_based",
            GL.url("/corpus-tools/eaf2conllu"),
            GL_B[1],
            gl_sites,
            others=[GL.url("/amartin/eaf2conllu"), GL.url("/lingdoc-lab/eaf2conllu")],
        ),
        # A Kaggle-like challenge: tabs under the challenge path, data files on a storage
        # domain: the seed's Kaggle answer, Path-Based with Externals.
        case(
            "taskarena-lowres-inflection",
            "shared-task platform (inflection challenge)",
            "Multi-Hop",
            "path_based_externals",
            TA.url("/challenges/lowres-inflection-2025"),
            TA_A[2],
            ta_sites,
        ),
        # Harder: five data files, three discussion threads, two notebooks and a
        # three-page leaderboard.
        case(
            "taskarena-hinglish-asr",
            "shared-task platform (speech challenge with paginated leaderboard)",
            "Multi-Hop",
            "path_based_externals",
            TA.url("/challenges/code-switch-asr-hinglish"),
            TA_B[2],
            ta_sites,
        ),
    ]
