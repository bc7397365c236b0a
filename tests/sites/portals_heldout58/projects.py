"""heldout58's multi-hop project portals: a protocol repository with versioned steps, a
bioinformatics pipeline hub, an OSF-like lab project hub, a Dataverse-like clinical data
repository and a clinical guideline portal (two records each, the second harder)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Portal, a, binary, build, data, e, pdf_file, ul

# --- protocol repository (protocols.io-like, versions and steps under the protocol path) ---

BP = Portal(
    "www.benchprotocols.hx58.example",
    "BenchProtocols",
    menu=[
        ("/explore", "Explore"),
        ("/workspaces", "Workspaces"),
        ("/plans", "Plans"),
        ("/blog", "Blog"),
    ],
    footer=[
        ("/company", "Company"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/help-center", "Help center"),
    ],
    title_format="{title} · {name}",
    skin="bar",
    login="/signin",
    home_main=(
        "<h1>BenchProtocols</h1><p>Share and run reproducible methods.</p><h2>Trending protocols</h2>"
        + ul([("/view/ampure-bead-cleanup-96-well-plate-r3w8e/", "AMPure cleanup, 96-well plate")])
        + ul(
            [
                ("/explore?category=cell-biology", "Cell biology"),
                ("/explore?category=genomics", "Genomics"),
            ]
        )
    ),
)


def _bp(
    slug: str, title: str, versions: int, step_pages: int, files: list[str], comment_pages: int
) -> tuple[dict[str, PageValue], frozenset[str]]:
    root = f"/view/{slug}/"
    pages: dict[str, PageValue] = {}
    truth: set[str] = set()

    def add(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.add(path)

    def steps(prefix: str, n: int, ver: int) -> list[str]:
        out = [f"{prefix}steps"] + [f"{prefix}steps?page={i}" for i in range(2, n + 1)]
        for i, p in enumerate(out, 1):
            pager = ul((q, f"Steps page {k}") for k, q in enumerate(out, 1)) if n > 1 else ""
            add(
                p,
                BP.page(
                    f"Steps (V.{ver}) - {title}",
                    f'<h1>{e(title)} V.{ver}</h1><ol start="{i * 10 - 9}"><li>Add 1.8x beads.</li><li>Incubate 5 min.</li></ol>{pager}<p>{a(prefix, "Protocol overview")}</p>',
                ),
            )
        return out

    latest = steps(root, step_pages, versions)
    vers = [(f"{root}v{i}/", f"V.{i}") for i in range(1, versions)]
    for i, (vp, _lbl) in enumerate(vers, 1):
        vs = steps(vp, 1, i)
        add(
            vp,
            BP.page(
                f"{title} V.{i}",
                f'<h1>{e(title)}</h1><p class="ver">Version {i} (superseded)</p><p>{a(vs[0], "Steps")} {a(root, "Latest version")}</p>',
            ),
        )
    add(
        f"{root}versions",
        BP.page(
            f"Versions - {title}",
            f"<h1>Version history</h1>{ul(vers + [(root, f'V.{versions} (latest)')])}",
        ),
    )
    add(
        f"{root}materials",
        BP.page(
            f"Materials - {title}",
            "<h1>Materials</h1><ul><li>SPRI beads</li><li>80% ethanol</li></ul>",
        ),
    )
    add(f"{root}protocol.pdf", pdf_file(title, f"Version {versions}"))
    for f in files:
        add(f"{root}files/{f}", binary(f))
    com = [f"{root}comments"] + [f"{root}comments?page={i}" for i in range(2, comment_pages + 1)]
    for i, c in enumerate(com, 1):
        more = ul((q, f"Page {k}") for k, q in enumerate(com, 1)) if len(com) > 1 else ""
        add(
            c,
            BP.page(
                f"Comments - {title}",
                f"<h1>Comments</h1><p>Worked well with low input (page {i}).</p>{more}",
            ),
        )
    attach = f"<h2>Attachments</h2>{ul((f'{root}files/{f}', f) for f in files)}" if files else ""
    main = (
        f'<div class="protocol" data-version="{versions}"><h1>{e(title)}</h1>'
        f"<p>{a('/researchers/jlee-genomics', 'Jin Lee')}, {a('/workspaces/genomics-core', 'Genomics Core')}</p>"
        f"<p>V.{versions} &middot; {a(f'{root}versions', 'Other versions')} &middot; {a(f'http://doi.test/10.58176/bp.{slug[-5:]}', 'DOI')}</p>"
        f"{ul([(latest[0], 'Steps'), (f'{root}materials', 'Materials'), (com[0], 'Comments'), (f'{root}protocol.pdf', 'Download PDF')], 'tabs')}"
        f"{attach}<p>{a(f'/run/new?protocol={slug[-5:]}', 'Run this protocol')} {a('/signin?next=/fork', 'Fork')}</p></div>"
    )
    add(
        root,
        BP.page(
            title,
            main,
            aside="<h2>Forks</h2>"
            + ul(
                [
                    (
                        "/view/ampure-bead-cleanup-96-well-plate-r3w8e/",
                        "AMPure cleanup, 96-well plate",
                    )
                ]
            ),
            share_url=BP.url(root),
        ),
    )
    return pages, frozenset(BP.url(p) for p in truth)


BP1 = ("ampure-bead-cleanup-k7d2r", "AMPure bead clean-up of PCR products", 2, 1, [], 1)
BP2 = (
    "organoid-derivation-from-colorectal-biopsies-x9m2t",
    "Organoid derivation from colorectal biopsies",
    4,
    3,
    ["plate-map.xlsx", "media-recipes.pdf", "passage-video.mp4"],
    2,
)


def bp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/view/ampure-bead-cleanup-96-well-plate-r3w8e/": BP.page(
            "AMPure cleanup, 96-well plate", "<h1>AMPure cleanup, 96-well plate</h1>"
        )
    }
    for rec in (BP1, BP2):
        pages.update(_bp(*rec)[0])
    return build([(BP, pages)])


# --- bioinformatics pipeline hub (GitHub-like; raw files and release assets elsewhere) -----

PH = Portal(
    "www.pipehub.hx58.example",
    "PipeHub",
    menu=[
        ("/explore", "Explore"),
        ("/topics/bioinformatics", "Topics"),
        ("/features", "Features"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/status", "Status"),
        ("/docs", "Docs"),
    ],
    title_format="{name} - {title}",
    skin="stack",
    login="/login",
    home_main=(
        "<h1>Where bioinformatics pipelines are built</h1>"
        + ul(
            [
                ("/topics/nextflow", "Nextflow"),
                ("/topics/snakemake", "Snakemake"),
                ("/trending", "Trending repositories"),
            ]
        )
        + '<p><a href="/signup?source=home">Sign up for PipeHub</a></p>'
    ),
)
PH_RAW = "raw.pipehubcontent.hx58.example"
PH_ASSETS = "objects.pipehub-assets.hx58.example"


def _ph(
    repo: str,
    desc: str,
    files: list[str],
    issues: list[int],
    per_page: int,
    releases: list[str],
    wiki: list[str],
    pulls: list[int],
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    root = f"/{repo}/"
    owner, name = repo.split("/")
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    assets: dict[str, PageValue] = {}
    truth: set[str] = set()

    def add(path: str, value: PageValue) -> None:
        pages[path] = value
        truth.add(PH.url(path))

    tabs = [
        (root, "Code"),
        (f"{root}issues", "Issues"),
        (f"{root}releases", "Releases"),
        (f"{root}commits/main", "Commits"),
    ]
    if pulls:
        tabs.append((f"{root}pulls", "Pull requests"))
    if wiki:
        tabs.append((f"{root}wiki", "Wiki"))
    nav = ul(tabs, "repo-tabs")

    def rpage(title: str, body: str) -> str:
        return PH.page(
            f"{repo}: {title}",
            f'<div class="repohead"><h1>{a("/" + owner, owner)} / {a(root, name)}</h1>{nav}</div>{body}',
        )

    tree = ul((f"{root}blob/main/{f}", f) for f in files)
    add(
        root,
        PH.page(
            repo,
            f'<div class="repohead"><h1>{a("/" + owner, owner)} / {e(name)}</h1>{nav}</div><p>{e(desc)}</p>'
            f"<p>{a(f'/login?return_to=/{repo}/', 'Star')} {a(f'/login?return_to=/{repo}/fork', 'Fork')}</p>"
            f"<h2>Files</h2>{tree}<p>{a(f'{root}tree/main/', 'Browse all files')}</p>"
            f'<p><img src="http://ci.badgeworks.test/{repo}.svg" alt="CI"></p>',
            share_url=None,
        ),
    )
    add(f"{root}tree/main/", rpage("tree", tree))
    for f in files:
        rp = f"/{repo}/main/{f}"
        raw[rp] = data(f"// {f}\nnextflow.enable.dsl=2\n", "text/plain")
        truth.add(f"http://{PH_RAW}{rp}")
        add(
            f"{root}blob/main/{f}",
            rpage(
                f,
                f"<h2>{e(f)}</h2><pre>...</pre><p>{a(f'http://{PH_RAW}{rp}', 'Raw')} {a(f'{root}commits/main', 'History')}</p>",
            ),
        )
    add(
        f"{root}commits/main",
        rpage("commits", "<ul><li>Bump version</li><li>Fix VCF header</li></ul>"),
    )
    chunks = [issues[i : i + per_page] for i in range(0, len(issues), per_page)] or [[]]
    ipages = [f"{root}issues"] + [f"{root}issues?page={k}" for k in range(2, len(chunks) + 1)]
    for k, (ip, chunk) in enumerate(zip(ipages, chunks, strict=True), 1):
        pager = ul((q, f"Page {n}") for n, q in enumerate(ipages, 1)) if len(ipages) > 1 else ""
        add(
            ip,
            rpage(f"issues {k}", ul((f"{root}issues/{n}", f"Issue #{n}") for n in chunk) + pager),
        )
    for n in issues:
        add(
            f"{root}issues/{n}",
            rpage(
                f"issue {n}",
                f"<h2>Issue #{n}</h2><p>Crash on empty BAM.</p><p>{a('/biofork', 'biofork')} mentioned this</p>",
            ),
        )
    if pulls:
        add(f"{root}pulls", rpage("pulls", ul((f"{root}pull/{n}", f"PR #{n}") for n in pulls)))
        for n in pulls:
            add(f"{root}pull/{n}", rpage(f"pull {n}", f"<h2>Pull request #{n}</h2>"))
    if wiki:
        add(f"{root}wiki", rpage("wiki", ul((f"{root}wiki/{w}", w) for w in wiki)))
        for w in wiki:
            add(
                f"{root}wiki/{w}",
                rpage(w, f"<h2>{e(w)}</h2><p>See {a(f'{root}wiki', 'wiki home')}.</p>"),
            )
    rel = []
    for tag in releases:
        asset = f"/release-assets/{repo}/{tag}/{name}-{tag}.tar.gz"
        assets[asset] = binary(asset, 2048)
        truth.add(f"http://{PH_ASSETS}{asset}")
        add(
            f"{root}releases/tag/{tag}",
            rpage(
                tag,
                f"<h2>{tag}</h2><p>{a(f'http://{PH_ASSETS}{asset}', 'Source bundle (tar.gz)')}</p>",
            ),
        )
        rel.append((f"{root}releases/tag/{tag}", tag))
    add(f"{root}releases", rpage("releases", ul(rel)))
    return pages, raw, assets, frozenset(truth)


PH1 = (
    "genomelab/varcall-lite",
    "A small germline variant-calling pipeline",
    ["main.nf", "nextflow.config", "README.md"],
    [12],
    25,
    ["v1.2.0"],
    [],
    [],
)
PH2 = (
    "clinseq/tumor-normal-somatic",
    "Somatic SNV and CNV calling for tumour-normal pairs",
    [
        "main.nf",
        "nextflow.config",
        "modules/mutect2.nf",
        "modules/cnvkit.nf",
        "conf/hg38.config",
        "README.md",
    ],
    [3, 5, 8, 13, 21, 34, 55],
    4,
    ["v0.9.0", "v1.0.0", "v1.1.0"],
    ["Parameters", "Reference-genomes"],
    [7, 9],
)


def ph_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {"/": "<html><head><title>raw</title></head></html>"}
    assets: dict[str, PageValue] = {"/": data("<Error>AccessDenied</Error>", "application/xml")}
    for rec in (PH1, PH2):
        p, r, s, _t = _ph(*rec)
        pages.update(p)
        raw.update(r)
        assets.update(s)
    return build([(PH, pages), (None, Site(PH_RAW, raw)), (None, Site(PH_ASSETS, assets))])


CASES: list[Case] = [
    # A protocol and all its versions, steps, materials, comments and files live under the
    # protocol's path (the seed's GitLab/BitBucket shape): Path-Based.
    Case(
        "bp-ampure-cleanup",
        "protocol repository (two versions, single steps page)",
        "multi_hop",
        "path_based",
        BP.url(f"/view/{BP1[0]}/"),
        _bp(*BP1)[1],
        bp_sites,
        others=frozenset({BP.url("/view/ampure-bead-cleanup-96-well-plate-r3w8e/")}),
    ),
    Case(
        "bp-crc-organoids",
        "protocol repository (four versions, paginated steps and comments, attachments)",
        "multi_hop",
        "path_based",
        BP.url(f"/view/{BP2[0]}/"),
        _bp(*BP2)[1],
        bp_sites,
        others=frozenset({BP.url("/view/ampure-bead-cleanup-96-well-plate-r3w8e/")}),
    ),
    # The seed's GitHub row: repository pages under the repository path, raw files and
    # release bundles on other domains of the portal: Path-Based with Externals.
    Case(
        "ph-varcall-lite",
        "bioinformatics pipeline hub (three files, one issue, one release)",
        "multi_hop",
        "path_based_externals",
        PH.url(f"/{PH1[0]}/"),
        _ph(*PH1)[3],
        ph_sites,
    ),
    Case(
        "ph-somatic-pipeline",
        "bioinformatics pipeline hub (nested files, paged issues, pulls, wiki, three releases)",
        "multi_hop",
        "path_based_externals",
        PH.url(f"/{PH2[0]}/"),
        _ph(*PH2)[3],
        ph_sites,
    ),
]
