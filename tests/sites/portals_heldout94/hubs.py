"""Container, workflow and documentation hubs: a bioinformatics container registry, a
workflow registry that signposts its records, a community pipeline catalogue whose releases
live on other hosts, and a documentation host with a subdomain per project.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, sha256_of, ul

# --- container image registry: a repository's tags and layers under its path -----------------

BCY = Chrome(
    host="hub.biocontainery.hx94.example",
    name="BioContainery",
    title_fmt="{title} | BioContainery",
    menu=(("/explore", "Explore"), ("/organizations", "Organizations"), ("/docs/", "Docs")),
    footer=(("/docs/terms", "Terms"), ("/docs/privacy", "Privacy"), ("/status", "Status")),
    signin=(("/login", "Sign in"), ("/signup", "Create account")),
    social=(("http://mastodon.test/@biocontainery", "Mastodon"),),
)

_SAMPLEX = ("biocore", "samplexer", [["1.4.0"]], ["linux-amd64"])
_BWA = (
    "biocore",
    "bwa-mem3",
    [["3.0.2", "3.0.1"], ["3.0.0", "2.9.9"], ["2.9.8"]],
    ["linux-amd64", "linux-arm64"],
)


def _bcy_repo(
    spec: tuple[str, str, list[list[str]], list[str]],
) -> tuple[dict[str, PageValue], list[str]]:
    org, repo, tag_pages, arches = spec
    base = f"/r/{org}/{repo}/"
    tabs = ul(
        [(base, "Overview"), (base + "tags", "Tags"), (base + "security", "Security")], "tabs"
    )
    pages: dict[str, PageValue] = {}
    ours = [base, base + "security"]
    pages[base] = BCY.page(
        f"{org}/{repo}",
        f"<h1>{a(f'/u/{org}', org)}/{repo}</h1>{tabs}<pre>docker pull "
        f"hub.biocontainery.example/{org}/{repo}:{tag_pages[0][0]}</pre><p>Bioinformatics tool.</p>",
        share=BCY.url(base),
    )
    pages[base + "security"] = BCY.page(f"{repo} security", f"<h1>Scan</h1>{tabs}<p>0 critical</p>")
    for n, tags in enumerate(tag_pages, 1):
        key = base + "tags" + (f"?page={n}" if n > 1 else "")
        ours.append(key)
        nav = a(base + f"tags?page={n + 1}", "Older tags") if n < len(tag_pages) else ""
        pages[key] = BCY.page(
            f"{repo} tags",
            f"<h1>Tags</h1>{tabs}" + ul([(base + f"tags/{t}", t) for t in tags]) + nav,
        )
        for t in tags:
            tp = base + f"tags/{t}"
            sub = [(tp + "/dockerfile", "Dockerfile"), (tp + "/sbom.json", "SBOM")]
            if len(arches) > 1:
                sub += [(tp + f"/{arch}", arch) for arch in arches]
                for arch in arches:
                    pages[tp + f"/{arch}"] = BCY.page(
                        f"{repo}:{t} {arch}",
                        f"<h1>{repo}:{t} ({arch})</h1><p>digest sha256:{sha256_of(t + arch)}</p>",
                    )
                    ours.append(tp + f"/{arch}")
            pages[tp] = BCY.page(f"{repo}:{t}", f"<h1>{repo}:{t}</h1>{tabs}{ul(sub)}")
            pages[tp + "/dockerfile"] = blob(
                "txt", f"FROM mambaorg/micromamba\nRUN install {repo}={t}"
            )
            pages[tp + "/sbom.json"] = blob("json", f'{{"name": "{repo}", "version": "{t}"}}')
            ours += [tp, tp + "/dockerfile", tp + "/sbom.json"]
    return pages, [BCY.url(p) for p in ours]


def bcy_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/u/biocore": BCY.page("biocore", "<h1>biocore</h1>")}
    for spec in (_SAMPLEX, _BWA):
        pages.update(_bcy_repo(spec)[0])
    return [BCY.site(pages)]


def _bcy_cases() -> list[Case]:
    out = []
    for spec, detail in ((_SAMPLEX, "one tag"), (_BWA, "paginated tags, two architectures")):
        _p, truth = _bcy_repo(spec)
        # A repository's overview, tags, per-tag Dockerfiles, SBOMs and architectures all
        # extend the entry's path, as the seed's BitBucket/GitLab projects -> Path-Based.
        out.append(
            case(
                f"biocontainery-{spec[1]}",
                f"container image registry ({detail})",
                "Multi-Hop",
                "path_based",
                truth[0],
                truth,
                bcy_sites,
                others=[BCY.url("/u/biocore")],
            )
        )
    return out


# --- workflow registry: records signposted in Link headers ------------------------------------

FLOW = Chrome(
    host="registry.flowcrate-hub.hx94.example",
    name="FlowCrate Hub",
    title_fmt="{title} - FlowCrate Hub",
    menu=(
        ("/workflows", "Workflows"),
        ("/collections", "Collections"),
        ("/people", "People"),
        ("/about", "About"),
    ),
    footer=(("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/funding", "Funding")),
    signin=(("/session/new", "Log in"), ("/signup", "Register")),
)

_MAPPER = ("412", "Amplicon read mapper", 3, ["main.nf"], ["ro-crate-metadata.jsonld"], "1207")
_VARIANT = (
    "530",
    "Somatic variant calling (tumour/normal)",
    5,
    [
        "main.cwl",
        "subworkflows/align.cwl",
        "subworkflows/call.cwl",
        "subworkflows/annotate.cwl",
        "test/job.yml",
    ],
    ["ro-crate-metadata.jsonld", "CITATION.cff"],
    "1311",
)


def _flow_record(
    spec: tuple[str, str, int, list[str], list[str], str],
) -> tuple[dict[str, PageValue], list[str]]:
    wid, title, ver, files, meta, person = spec
    base = f"/workflows/{wid}"
    crate = f"{base}/ro_crate?version={ver}"
    items = [crate] + [f"{base}/git/{ver}/raw/{f}" for f in files]
    described = [f"{base}/{m}?version={ver}" for m in meta]
    u = FLOW.url
    header = ", ".join(
        [f'<{u(base)}>; rel="cite-as"']
        + [f'<{u(i)}>; rel="item"' for i in items]
        + [f'<{u(d)}>; rel="describedby"' for d in described]
        + [
            f'<http://orcid.test/0000-0002-{person}-0001>; rel="author"',
            '<http://schema.org/ComputationalWorkflow>; rel="type"',
            '<http://spdx.test/licenses/MIT>; rel="license"',
        ]
    )
    head = "".join(f'<link rel="item" href="{escape(i)}">' for i in items) + "".join(
        f'<link rel="describedby" href="{escape(d)}">' for d in described
    )
    filerows = ul([(i, i.rsplit("/", 1)[-1]) for i in items[1:]])
    older = ul([(f"{base}?version={v}", f"Version {v}") for v in range(ver - 1, 0, -1)])
    body = FLOW.page(
        title,
        f"<h1>{escape(title)}</h1><p>Version {ver} · {a(f'/people/{person}', 'Creator')}</p>"
        f"<p>{a(crate, 'Download RO-Crate')}</p><h3>Files</h3>{filerows}"
        f"<h3>Metadata</h3>{ul([(d, d.split('/')[-1].split('?')[0]) for d in described])}"
        f"<h3>Other versions</h3>{older}<p>{a('/collections/12', 'Genomics collection')}</p>",
        head=head,
        share=u(base),
    )
    pages: dict[str, PageValue] = {base: Response.html(body, headers=[("Link", header)])}
    pages[crate] = blob("zip", f"{title} RO-Crate v{ver}")
    for i in items[1:]:
        pages[i] = blob("yaml" if i.endswith((".yml", ".cwl")) else "txt", i)
    for d in described:
        pages[d] = blob("json" if d.split("?")[0].endswith("jsonld") else "yaml", f"{title} {d}")
    for v in range(1, ver):
        pages[f"{base}?version={v}"] = FLOW.page(
            f"{title} (v{v})", f"<h1>{escape(title)}</h1><p>v{v}</p>"
        )
    pages[f"/people/{person}"] = FLOW.page("Creator", "<h1>A. Researcher</h1>")
    return pages, [u(base), *(u(i) for i in items), *(u(d) for d in described)]


def flow_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/collections/12": FLOW.page("Genomics", "<h1>Genomics</h1>")}
    for spec in (_MAPPER, _VARIANT):
        pages.update(_flow_record(spec)[0])
    return [FLOW.site(pages)]


def _flow_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_MAPPER, "Nextflow workflow"),
        (_VARIANT, "CWL workflow, subworkflows, two metadata files"),
    ):
        _p, truth = _flow_record(spec)
        wid, ver = spec[0], spec[2]
        # The record's HTTP Link header lists its items (RO-Crate, workflow files) and its
        # metadata (describedby): the seed's machine-readable boundary -> Signposting.
        out.append(
            case(
                f"flowcrate-{wid}",
                f"workflow registry ({detail})",
                "Multi-Hop",
                "signposting",
                truth[0],
                truth,
                flow_sites,
                others=[
                    FLOW.url(f"/workflows/{wid}?version={ver - 1}"),
                    FLOW.url("/collections/12"),
                ],
            )
        )
    return out


# --- community pipeline catalogue: docs under a release path, downloads on other hosts -------

NFC = Chrome(
    host="pipelines.nfcommunal.hx94.example",
    name="nf-communal",
    title_fmt="{title} » nf-communal",
    menu=(
        ("/pipelines", "Pipelines"),
        ("/modules", "Modules"),
        ("/events", "Events"),
        ("/join", "Join"),
    ),
    footer=(
        ("/code-of-conduct", "Code of conduct"),
        ("/governance", "Governance"),
        ("/publications", "Publications"),
    ),
    signin=(),
    cookie=None,
)
CODELOAD = "codeload.gitforgebox.hx94.example"
TESTDATA = "bucket.nfc-testdata.hx94.example"

_FUSION = ("rnafusionx", "2.3.0", ["usage", "output", "parameters"], False, ["2.2.0"])
_METH = (
    "methylseqx",
    "3.1.0",
    ["usage", "output", "parameters", "results", "releases"],
    True,
    ["3.0.0", "2.6.0"],
)


def _nfc_release(
    spec: tuple[str, str, list[str], bool, list[str]],
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    name, ver, tabs_, testdata, older = spec
    base = f"/pipelines/{name}/{ver}/"
    tabs = ul([(base, "Introduction")] + [(base + t, t.title()) for t in tabs_], "tabs")
    ext = [
        f"http://{CODELOAD}/nf-communal/{name}/tar.gz/{ver}",
        f"http://{CODELOAD}/nf-communal/{name}/zip/{ver}",
    ]
    if testdata:
        ext.append(f"http://{TESTDATA}/{name}/{ver}/samplesheet_test.csv")
    pages: dict[str, PageValue] = {}
    ours = [base] + [base + t for t in tabs_]
    vers = ul([(f"/pipelines/{name}/{v}/", v) for v in older])
    pages[base] = NFC.page(
        f"{name} {ver}",
        f"<h1>nf-communal/{name}</h1><p>Release {ver}</p>{tabs}"
        f"<p>{a(ext[0], 'Download .tar.gz')} {a(ext[1], '.zip')}</p>",
        aside=f"<h4>Other versions</h4>{vers}",
    )
    for t in tabs_:
        extra = ""
        if t == "parameters":
            extra = a(base + "parameters/schema.json", "nextflow_schema.json")
            ours.append(base + "parameters/schema.json")
            pages[base + "parameters/schema.json"] = blob("json", f'{{"title": "{name}"}}')
        if t == "usage" and testdata:
            extra = a(ext[2], "Test samplesheet")
        pages[base + t] = NFC.page(f"{name}: {t}", f"<h1>{t.title()}</h1>{tabs}<p>{extra}</p>")
    for v in older:
        pages[f"/pipelines/{name}/{v}/"] = NFC.page(f"{name} {v}", f"<h1>{name} {v}</h1>")
    return pages, [NFC.url(p) for p in ours], ext


def nfc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    code, data = Site(CODELOAD), Site(TESTDATA)
    code.add("/", "<html><head><title>codeload</title></head><body>archives</body></html>")
    data.add("/", "<html><head><title>bucket</title></head><body>ListBucketResult</body></html>")
    for spec in (_FUSION, _METH):
        p, _ours, ext = _nfc_release(spec)
        pages.update(p)
        for e in ext:
            site = code if CODELOAD in e else data
            site.add(e.split(site.host, 1)[1], blob("txt" if e.endswith(".csv") else "tgz", e))
    return [NFC.site(pages), code, data]


def _nfc_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_FUSION, "release docs, archive downloads"),
        (_METH, "five doc tabs, test data bucket"),
    ):
        _p, ours, ext = _nfc_release(spec)
        # The release's documentation pages extend the entry's path; its archives and test
        # data sit on other domains, as GitHub's raw host in the seed -> Path-Based with
        # Externals.
        out.append(
            case(
                f"nfcommunal-{spec[0]}",
                f"community pipeline catalogue ({detail})",
                "Multi-Hop",
                "path_based_externals",
                ours[0],
                ours + ext,
                nfc_sites,
                others=[NFC.url(f"/pipelines/{spec[0]}/{v}/") for v in spec[4]],
            )
        )
    return out


# --- documentation host: one subdomain per project, versions under /en/<version>/ -------------

RMD_WWW = "www.readmydocs.hx94.example"
SPECTRA = "spectrafit.readmydocs.hx94.example"
QTILE = "qtilemap.readmydocs.hx94.example"


def _sphinx(
    host: str,
    project: str,
    prefix: str,
    page: str,
    title: str,
    toc: list[tuple[str, str]],
    body: str,
    flyout: str,
) -> str:
    nav = "".join(
        f'<li class="toctree-l1"><a class="reference internal" href="{prefix}{h}">{escape(t)}</a></li>'
        for h, t in toc
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(title)} — {escape(project)} documentation</title>
<link rel="stylesheet" href="{prefix}_static/pygments.css"><link rel="stylesheet" href="{prefix}_static/theme.css">
<link rel="index" title="Index" href="{prefix}genindex.html"><link rel="search" title="Search" href="{prefix}search.html">
<script src="{prefix}_static/documentation_options.js"></script>
<script async src="http://ads.ethicalbanner.test/client.js"></script></head>
<body class="wy-body"><nav class="wy-nav-side"><a href="{prefix}" class="icon-home">{escape(project)}</a>
<form id="rtd-search-form" action="{prefix}search.html" method="get"><input name="q"></form>
<ul class="current">{nav}</ul></nav><section class="wy-nav-content"><div role="main" class="document">
{body}</div><footer><p>© Copyright 2024, {escape(project)} developers.</p>
<p>Built with Sphinx using a theme. Hosted by <a href="http://{RMD_WWW}/">ReadMyDocs</a>.</p></footer></section>
<div class="rst-versions" data-toggle="rst-versions">{flyout}</div></body></html>
"""


def _docs(
    host: str, project: str, prefix: str, pages_: list[tuple[str, str]], flyout: str, forge: str
) -> dict[str, PageValue]:
    out: dict[str, PageValue] = {}
    toc = [(h, t) for h, t in pages_ if h]
    for h, t in pages_:
        src = f"{prefix}_sources/{h.replace('.html', '') or 'index'}.rst.txt"
        body = (
            f"<h1>{escape(t)}</h1><p>{escape(project)}: {escape(t)}.</p>"
            f'<a href="{src}" rel="nofollow">View page source</a> '
            f'<a href="{forge}">Edit on forge</a>'
        )
        out[prefix + h] = _sphinx(host, project, prefix, h, t, toc, body, flyout)
        out[src] = blob("txt", f"{t}\n====")
    for extra, t in (("genindex.html", "Index"), ("search.html", "Search")):
        out[prefix + extra] = _sphinx(host, project, prefix, extra, t, toc, f"<h1>{t}</h1>", flyout)
    out[prefix + "_static/theme.css"] = Response.data(b"body{}", "text/css")
    out[prefix + "_static/pygments.css"] = Response.data(b".hll{}", "text/css")
    out[prefix + "_static/documentation_options.js"] = Response.data(
        b"var D={};", "text/javascript"
    )
    return out


_SPECTRA_PAGES = [
    ("", "spectrafit"),
    ("install.html", "Installation"),
    ("tutorial.html", "Tutorial"),
    ("api.html", "API reference"),
    ("changelog.html", "Changelog"),
]
_QTILE_PAGES = [
    ("", "qtilemap"),
    ("guide/quickstart.html", "Quickstart"),
    ("guide/projections.html", "Projections"),
    ("notebooks/demo.html", "Demo notebook"),
    ("api/qtilemap.core.html", "qtilemap.core"),
    ("api/qtilemap.io.html", "qtilemap.io"),
]


def _spectra_flyout() -> str:
    return (
        "<span>v: v2.1</span><dl><dt>Versions</dt>"
        '<dd><a href="/en/latest/">latest</a></dd><dd><a href="/en/v2.1/">v2.1</a></dd>'
        '<dd><a href="/en/v2.0/">v2.0</a></dd></dl><dl><dt>Downloads</dt>'
        '<dd><a href="/en/v2.1/_downloads/spectrafit.pdf">PDF</a></dd></dl>'
        f'<dl><dt>On ReadMyDocs</dt><dd><a href="http://{RMD_WWW}/projects/spectrafit/">Project home</a></dd></dl>'
    )


def rmd_sites() -> list[Site]:
    www = Site(RMD_WWW)
    www.add(
        "/", "<html><head><title>ReadMyDocs</title></head><body><h1>Docs hosting</h1></body></html>"
    )
    for p in ("spectrafit", "qtilemap"):
        www.add(
            f"/projects/{p}/",
            f"<html><head><title>{p} · ReadMyDocs</title></head><body>{p}</body></html>",
        )
    spectra = Site(SPECTRA)
    spectra.add("/", Response.redirect("/en/latest/"))
    for ver in ("latest", "v2.1", "v2.0"):
        for path, value in _docs(
            SPECTRA,
            "spectrafit",
            f"/en/{ver}/",
            _SPECTRA_PAGES,
            _spectra_flyout(),
            "http://forge.test/spectrafit",
        ).items():
            spectra.add(path, value)
    spectra.add(
        "/en/v2.1/_downloads/spectrafit.pdf",
        Response.data(pdf("spectrafit", ["v2.1"]), "application/pdf"),
    )
    qtile = Site(QTILE)
    flyout = (
        f'<span>ReadMyDocs</span><a href="http://{RMD_WWW}/projects/qtilemap/">Project home</a>'
    )
    for path, value in _docs(
        QTILE, "qtilemap", "/", _QTILE_PAGES, flyout, "http://forge.test/qtilemap"
    ).items():
        qtile.add(path, value)
    return [www, spectra, qtile]


def _docs_truth(host: str, prefix: str, pages_: list[tuple[str, str]]) -> list[str]:
    out = []
    for h, _t in pages_:
        out.append(f"http://{host}{prefix}{h}")
        out.append(f"http://{host}{prefix}_sources/{h.replace('.html', '') or 'index'}.rst.txt")
    out += [f"http://{host}{prefix}genindex.html", f"http://{host}{prefix}search.html"]
    return out


def _rmd_cases() -> list[Case]:
    spectra = _docs_truth(SPECTRA, "/en/v2.1/", _SPECTRA_PAGES) + [
        f"http://{SPECTRA}/en/v2.1/_downloads/spectrafit.pdf"
    ]
    return [
        # One version of a project's documentation: every page, page source and download of
        # it lives under /en/v2.1/, other versions beside it -> Path-Based.
        case(
            "readmydocs-spectrafit-v2-1",
            "documentation host (one version of a versioned project)",
            "Multi-Hop",
            "path_based",
            f"http://{SPECTRA}/en/v2.1/",
            spectra,
            rmd_sites,
            others=[f"http://{SPECTRA}/en/latest/", f"http://{SPECTRA}/en/v2.0/"],
        ),
        # A project with its own subdomain and a single unversioned build: as the seed's Silk,
        # the whole subdomain is the artifact and the path is just "/" -> Path-Based.
        case(
            "readmydocs-qtilemap",
            "documentation host (whole project subdomain, nested sections)",
            "Multi-Hop",
            "path_based",
            f"http://{QTILE}/",
            _docs_truth(QTILE, "/", _QTILE_PAGES),
            rmd_sites,
        ),
    ]


CASES: list[Case] = [*_bcy_cases(), *_flow_cases(), *_nfc_cases(), *_rmd_cases()]
