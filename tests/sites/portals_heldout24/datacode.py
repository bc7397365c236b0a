"""Research data, code and methods platforms: Mendeley-Data-like datasets with versions,
Code-Ocean-like capsules and protocols.io-like protocols with steps and versions."""

from __future__ import annotations

import json

from sites.portals._portal import Case
from sites.portals_heldout24._kit import EMPTY_ZIP, Hub, a, csv, doc, host, meta, signposting, ul

# --- Mendeley-Data-like -------------------------------------------------------------------
MD = Hub(
    "Mendeley-Data-like",
    "data",
    "mendeleyx",
    "Mendeley Data",
    [("/research-data/", "Search"), ("/datasets/new", "Create dataset"), ("/faq", "FAQ")],
    [
        ("/terms", "Terms of service"),
        ("/privacy", "Privacy policy"),
        ("/cookies", "Cookies"),
        ("http://www.elsevier-x.test/", "Elsevier"),
    ],
    title_format="{title} - {name}",
    home_title="Mendeley Data",
)
MD_S3 = host("prod-dcd-datasets-cache-zipfiles", "mdata-s3")
MD_DOI = host("doi", "mendeleyx-doi")


def md_version(
    did: str, ver: int, title: str, files: list[str], sign: bool
) -> tuple[set[str], str]:
    p = MD.portal.host
    doi = f"10.17632/{did}.{ver}"
    cite = MD.redirect(MD_DOI, f"/{doi}", MD.url(f"/datasets/{did}/{ver}"))
    fl = [
        MD.serve(
            MD_S3,
            f"/{did}-{ver}/{f}",
            csv(title) if f.endswith(".csv") else EMPTY_ZIP,
            "text/csv" if f.endswith(".csv") else "application/zip",
        )
        for f in files
    ]
    zipall = MD.serve(
        p, f"/public-files/datasets/{did}/files/{did}-{ver}.zip", EMPTY_ZIP, "application/zip"
    )
    api = MD.serve(
        p,
        f"/public-api/datasets/{did}?version={ver}",
        json.dumps({"id": did, "version": ver, "name": title, "doi": {"id": doi}}),
        "application/json",
    )
    headers = []
    if sign:
        headers = [
            signposting(
                cite,
                [(u, "text/csv" if u.endswith(".csv") else "application/zip") for u in fl]
                + [(zipall, "application/zip")],
                [(MD.url(f"/public-api/datasets/{did}?version={ver}"), "application/json")],
                ["https://orcid.org/0000-0002-1825-0097"],
                "https://creativecommons.org/licenses/by/4.0/",
                "https://schema.org/Dataset",
            )
        ]
    versions = [a(MD.url(f"/datasets/{did}/{v}"), f"Version {v}") for v in range(1, 3)]
    head = meta(
        [
            ("og:site_name", "Mendeley Data"),
            ("og:title", title),
            ("citation_title", title),
            ("citation_doi", doi),
        ]
    )
    head += f'<script type="application/ld+json">{json.dumps({"@type": "Dataset", "name": title, "identifier": doi})}</script>'
    main = f"""<div class="dataset-header"><h1>{title}</h1><p>Published: 3 May 2022 | Version {ver} | DOI: {doi}</p>
<div class="versions">{ul(versions)}</div></div>
<section><h2>Description</h2><p>{title}: description.</p></section>
<section class="files"><h2>Files</h2>{ul([a(u, u.rsplit("/", 1)[1]) for u in fl])}
{a(zipall, "Download All")}</section>
<section><h2>Cite this dataset</h2><p>{a(f"http://{MD_DOI}/{doi}", "https://doi.org/" + doi)}</p>
{a(api, "API record (JSON)")}</section>
<section><h2>Related links</h2>{a("http://www.sdirect.hx24.example/science/article/pii/S0043135421004567", "Article in Water Research")}</section>"""
    landing = MD.page(f"/datasets/{did}/{ver}", title, main, head=head, headers=headers)
    return {landing, *fl, zipall, api}, landing


MD1_TRUTH, _ = md_version(
    "k3m7x9p2bd",
    2,
    "Groundwater nitrate time series, Po Valley 2015-2021",
    ["nitrate_wells.csv", "well_locations.zip"],
    True,
)
_, MD1_V1 = md_version(
    "k3m7x9p2bd",
    1,
    "Groundwater nitrate time series, Po Valley 2015-2021",
    ["nitrate_wells.csv"],
    True,
)
MD2_TRUTH, _ = md_version(
    "w8t2hr5c3n",
    2,
    "Annotated bird song spectrograms from Borneo",
    ["spectrograms.zip", "labels.csv"],
    False,
)
_, MD2_V1 = md_version(
    "w8t2hr5c3n", 1, "Annotated bird song spectrograms from Borneo", ["spectrograms.zip"], False
)

# --- Code-Ocean-like ----------------------------------------------------------------------
CO = Hub(
    "Code-Ocean-like",
    "codeocean",
    "codeoceanx",
    "Code Ocean",
    [("/explore", "Explore"), ("/capsule/new", "New capsule"), ("/pricing", "Pricing")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
    home_title="Code Ocean | Computational research platform",
)
CO_FILES = host("files", "codeocean-cdn")
CO_GIT = host("git", "codeoceanx-git")


def co_capsule(cid: str, title: str, files: list[str], versions: int) -> tuple[set[str], set[str]]:
    base = f"/capsule/{cid}/tree"
    truth: set[str] = set()
    vlinks = []
    for v in range(1, versions + 1):
        vurl = CO.page(
            f"{base}/v{v}",
            f"{title} (v{v})",
            f"<h1>{title}</h1><p>Version {v}.</p>"
            + ul([a(CO.url(f"{base}/v{v}/code/{f}"), f) for f in files])
            + a(
                f"http://{CO_FILES}/capsules/{cid}/v{v}/capsule-{cid}-v{v}.zip",
                "Export this version",
            ),
        )
        truth.add(vurl)
        vlinks.append(a(vurl, f"v{v}"))
        for f in files:
            truth.add(
                CO.page(
                    f"{base}/v{v}/code/{f}", f"{f} - {title}", f"<pre>{f} of {title} v{v}</pre>"
                )
            )
        truth.add(
            CO.serve(
                CO_FILES,
                f"/capsules/{cid}/v{v}/capsule-{cid}-v{v}.zip",
                EMPTY_ZIP,
                "application/zip",
            )
        )
    results = CO.serve(
        CO_FILES,
        f"/capsules/{cid}/v{versions}/results/figure1.pdf",
        doc(title, "results"),
        "application/pdf",
    )
    truth.add(results)
    CO.serve(CO_GIT, f"/capsule-{cid}.git/info/refs", "# git smart-http refs\n", "text/plain")
    gh = CO.serve(
        host("github", "codeoceanx-gh"),
        f"/lab/{cid}-analysis",
        "<html><head><title>lab/analysis</title></head><body>GitHub repo</body></html>",
    )
    head = meta(
        [
            ("og:site_name", "Code Ocean"),
            ("og:title", title),
            ("citation_title", title),
            ("citation_doi", f"10.24433/CO.{cid}.v{versions}"),
        ]
    )
    main = f"""<div class="capsule-header"><h1>{title}</h1><p>Published capsule · {" ".join(vlinks)}</p>
{a(f"http://{CO_FILES}/capsules/{cid}/v{versions}/capsule-{cid}-v{versions}.zip", "Export capsule")}
{a(CO.url(f"/capsule/{cid}/invite"), "Share")} {a(CO.url("/capsule/new?duplicate=" + cid), "Duplicate")}</div>
<div class="file-tree">{ul([a(CO.url(f"{base}/v{versions}/code/{f}"), f) for f in files])}</div>
<div class="results">{a(results, "figure1.pdf")}</div>
<p>Clone: <code>git clone http://{CO_GIT}/capsule-{cid}.git</code> · Source: {a(gh, "GitHub")}</p>"""
    landing = CO.page(base, title, main, head=head)
    return truth | {landing}, {gh}


CO1_TRUTH, CO1_OTHERS = co_capsule(
    "5471208",
    "Bayesian change-point detection for river discharge",
    ["run.sh", "main.R", "environment.yml"],
    2,
)
CO2_TRUTH, CO2_OTHERS = co_capsule(
    "8830156", "Replication package: minimum wage and teen employment", ["run", "analysis.do"], 1
)

# --- protocols.io-like --------------------------------------------------------------------
PR = Hub(
    "protocols.io-like",
    "www",
    "protocolsx",
    "protocols.io",
    [("/workspaces", "Workspaces"), ("/search", "Search"), ("/plans", "Plans")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/about", "About")],
    title_format="{title}",
    home_title="protocols.io - Life sciences protocol repository",
)
PR_FILES = host("content", "protocolsx-files")
PR_DOI = host("dx", "protocolsx-doi")


def pr_protocol(slug: str, pid: str, title: str, versions: int) -> tuple[set[str], str]:
    root = f"/view/{slug}-{pid}"
    truth = set()
    pdf_url = PR.serve(PR.portal.host, f"{root}.pdf", doc(title, "protocols.io"), "application/pdf")
    truth.add(pdf_url)
    vurls = [PR.url(f"{root}/v{v}") for v in range(1, versions + 1)]
    switcher = (
        f'<div class="version-switcher">{ul([a(u, "V" + u[-1]) for u in vurls])}</div>'
        f"{a(pdf_url, 'Download PDF')} {a(PR.url(root), 'Latest version')} "
        f"{a(PR.url(f'{root}/steps'), 'Steps')}"
    )
    for v in range(1, versions + 1):
        steps = "".join(f"<li>Step {i}: {title} step {i}.</li>" for i in range(1, 4))
        vurl = PR.page(
            f"{root}/v{v}",
            title,
            f"<h1>{title}</h1><p>Version {v}</p>{switcher}<ol>{steps}</ol>"
            + a(PR.url(f"{root}/v{v}/materials"), "Materials"),
        )
        mat = PR.page(
            f"{root}/v{v}/materials",
            f"Materials: {title}",
            f"<h1>Materials</h1><p>{title}</p>" + ul(["Proteinase K", "TE buffer"]),
        )
        truth |= {vurl, mat}
    head = meta(
        [
            ("og:site_name", "protocols.io"),
            ("og:title", title),
            ("citation_title", title),
            ("citation_doi", f"10.17504/protocols.io.{pid}"),
        ]
    )
    head += '<script src="/static/bundle/protocol-view.js"></script>'
    main = f"""<div class="protocol-header"><h1>{title}</h1>
{switcher}
{a("/workspaces/soil-lab", "Workspace")} {a("/signup?ref=fork", "Fork")}</div>
<section class="steps"><h2>Steps</h2><ol><li>{title}: step one.</li></ol></section>"""
    steps_url = PR.page(
        f"{root}/steps", f"Steps: {title}", f"<h1>{title}</h1><ol><li>step</li></ol>"
    )
    truth.add(steps_url)
    entry = PR.page(root, title, main, head=head)
    truth.add(entry)
    return truth, entry


PR.serve(PR.portal.host, "/static/bundle/protocol-view.js", b"void 0;\n", "text/javascript")
PR1_TRUTH, PR1_ENTRY = pr_protocol(
    "rna-extraction-from-coral-tissue", "bp2l6xyz", "RNA extraction from coral tissue", 2
)
PR2_TRUTH, _ = pr_protocol(
    "soil-dna-extraction-for-metabarcoding", "c8ryzv6", "Soil DNA extraction for metabarcoding", 3
)
PR2_ENTRY = PR.url("/view/soil-dna-extraction-for-metabarcoding-c8ryzv6/v3")
# A fork carries the same title (as real forks do) and links its origin: another artifact.
PR2_FORK = PR.page(
    "/view/soil-dna-extraction-modified-d9k2wq1",
    "Soil DNA extraction for metabarcoding",
    "<h1>Soil DNA extraction for metabarcoding</h1><p>Forked from "
    + a(PR2_ENTRY, "the original")
    + "</p>",
)
PR.redirect(PR_DOI, "/10.17504/protocols.io.c8ryzv6", PR2_ENTRY)

CASES: list[Case] = [
    # signposting: the version page's Link header names its DOI, files, zip and API record;
    # version 1 (its own DOI) is another artifact.
    MD.case(
        "mendeley-nitrate-v2",
        "dataset with versions",
        "Single Hop",
        "signposting",
        MD.url("/datasets/k3m7x9p2bd/2"),
        MD1_TRUTH,
        {MD1_V1},
    ),
    # sig_uri: the dataset id is in every member URI (S3 files, zip, API), but also in
    # version 1's, which is another artifact with its own DOI.
    MD.case(
        "mendeley-birdsong-v2",
        "dataset with versions",
        "Single Hop",
        "sig_uri",
        MD.url("/datasets/w8t2hr5c3n/2"),
        MD2_TRUTH,
        {MD2_V1},
    ),
    # path_based_externals: the capsule's versions and code files live under its /tree path;
    # exports and results sit on a file CDN (an external domain).  The GitHub mirror is
    # another artifact (over-collected by the externals rule).
    CO.case(
        "codeocean-discharge",
        "capsule",
        "Multi-Hop",
        "path_based_externals",
        CO.url("/capsule/5471208/tree"),
        CO1_TRUTH,
        CO1_OTHERS,
    ),
    CO.case(
        "codeocean-minwage",
        "capsule",
        "Multi-Hop",
        "path_based_externals",
        CO.url("/capsule/8830156/tree"),
        CO2_TRUTH,
        CO2_OTHERS,
    ),
    # path_based: the unversioned protocol URL is a prefix of its versions, steps,
    # materials and PDF (slug.pdf); all on one host.
    PR.case(
        "protocols-coral-rna",
        "protocol with steps and versions",
        "Multi-Hop",
        "path_based",
        PR1_ENTRY,
        PR1_TRUTH,
    ),
    # sig_title: entered at /v3 (where the DOI lands), so v1, v2 and the slug-level pages are
    # not under the entry path; page titles are the bare protocol title, found in every
    # member (PDF included).  A same-titled fork is another artifact.
    PR.case(
        "protocols-soil-dna-v3",
        "protocol entered at a version",
        "Multi-Hop",
        "sig_title",
        PR2_ENTRY,
        PR2_TRUTH,
        {PR2_FORK},
    ),
]
