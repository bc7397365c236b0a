"""heldout58's deposit repositories: a Dryad-like life-science data depot (pages carry
the title, data files do not) and a signposted medical-school repository (typed links in
HTTP headers); two records each, the second harder."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Portal, a, build, data, e, ul

# --- life-science data depot (Dryad-like: pages carry the title, data files do not) --------

LDD = Portal(
    "www.lifedatadepot.hx58.example",
    "LifeData Depot",
    menu=[
        ("/search", "Explore data"),
        ("/stash/submit", "Publish data"),
        ("/docs/best-practices", "Best practices"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/docs/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("/docs/api", "API"),
    ],
    title_format="{title}",
    home_title="LifeData Depot: publish and preserve research data",
    skin="stack",
    login="/stash/sessions/choose_login",
    home_main=(
        "<h1>LifeData Depot</h1><p>Curated, citable research data.</p><h2>Recently published</h2>"
        + ul([("/dataset/doi:10.58061/ldd.5fq2ab", "Stool metabolomics in recurrent infection")])
        + ul(
            [
                ("/docs/why-use-depot", "Why use the Depot?"),
                ("/docs/fees", "Data publishing charges"),
            ]
        )
    ),
)


def _ldd(
    doi: str, title: str, meta_id: int, files: list[tuple[int, str]], old: list[tuple[int, str]]
) -> tuple[dict[str, PageValue], frozenset[str]]:
    sig = f"Data from: {title}"
    entry = f"/dataset/{doi}"
    pages: dict[str, PageValue] = {}
    truth = {entry, f"/export/ris/{meta_id}", f"/metadata/{meta_id}.xml"}

    def file_pages(group: list[tuple[int, str]]) -> str:
        for fid, name in group:
            pages[f"/file/{fid}"] = LDD.page(
                f"{name} - {sig}",
                f'<p class="pkg">{e(sig)}</p><h1>{e(name)}</h1><p>Part of {a(entry, sig)}</p>'
                f"<p>{a(f'/download/stream/{fid}', 'Download ' + name)} (CSV, 2 MB)</p>",
            )
            body = (
                "sample,reads\nA1,10211\n"
                if name.endswith(".csv")
                else "Columns are described below.\n"
            )
            pages[f"/download/stream/{fid}"] = data(
                body, "text/csv" if name.endswith(".csv") else "text/plain"
            )
            truth.update({f"/file/{fid}", f"/download/stream/{fid}"})
        return ul((f"/file/{fid}", name) for fid, name in group)

    vers = ""
    if old:
        vp = f"/stash/version/{meta_id}-1"
        pages[vp] = LDD.page(
            f"Version 1 - {sig}",
            f"<h1>{e(sig)}</h1><p>Version 1 of this dataset (superseded).</p>{file_pages(old)}"
            f"<p>{a(entry, 'Latest version')}</p>",
        )
        truth.add(vp)
        vers = f"<h2>Versions</h2>{ul([(vp, 'Version 1 (2022-09-30)')])}"
    main = (
        f'<div class="dataset"><h1>{e(sig)}</h1><p>{a(f"http://doi.test/{doi[4:]}", doi)}</p>'
        f"<p>Authors: {a('/search?q=author:Okafor', 'Okafor, Maya')}; {a('/search?q=author:Reyes', 'Reyes, Tomas')}</p>"
        f"<h2>Files</h2>{file_pages(files)}{vers}"
        f"<h2>Cite</h2>{ul([(f'/export/ris/{meta_id}', 'RIS'), (f'/metadata/{meta_id}.xml', 'DataCite XML')])}"
        f"<h2>Related works</h2><p>{a('http://journal.plos.test/article?id=10.1371/jbio.1142', 'Primary article')}</p></div>"
    )
    pages[entry] = LDD.page(
        sig,
        main,
        aside="<h2>Related datasets</h2>"
        + ul([("/dataset/doi:10.58061/ldd.5fq2ab", "Stool metabolomics in recurrent infection")]),
        share_url=LDD.url(entry),
    )
    pages[f"/export/ris/{meta_id}"] = data(
        f"TY  - DATA\nTI  - {sig}\nER  -\n", "application/x-research-info-systems"
    )
    pages[f"/metadata/{meta_id}.xml"] = data(
        f"<resource><titles><title>{sig}</title></titles></resource>", "application/xml"
    )
    return pages, frozenset(LDD.url(p) for p in truth)


LDD1 = (
    "doi:10.58061/ldd.7h44kq",
    "Gut microbiome shifts after faecal transplant in Clostridioides difficile infection",
    5521,
    [(88213, "otu_table.csv"), (88214, "sample_metadata.csv")],
    [],
)
LDD2 = (
    "doi:10.58061/ldd.2m9rtx",
    "Wastewater surveillance of antimicrobial resistance genes across 14 hospitals",
    6604,
    [
        (91120 + i, n)
        for i, n in enumerate(
            ["arg_counts.csv", "sites.csv", "qpcr_raw.csv", "flow_rates.csv", "README.txt"]
        )
    ],
    [(90001, "arg_counts.csv"), (90002, "sites.csv")],
)


def ldd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataset/doi:10.58061/ldd.5fq2ab": LDD.page(
            "Data from: Stool metabolomics in recurrent infection",
            "<h1>Data from: Stool metabolomics in recurrent infection</h1>",
        )
    }
    for rec in (LDD1, LDD2):
        pages.update(_ldd(*rec)[0])
    return build([(LDD, pages)])


# --- signposted medical-school repository (InvenioRDM-like, typed links in HTTP headers) ---

HMS = Portal(
    "repo.hollismed.hx58.example",
    "Hollis Medical School Research Repository",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/faq", "Help"),
    ],
    footer=[
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy policy"),
        ("/help/faq", "FAQ"),
        ("/help/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    skin="bar",
    home_main=(
        "<h1>Research repository</h1><p>Share datasets, software and reports from Hollis.</p>"
        + ul(
            [
                ("/communities/cardiology-research", "Cardiology Research"),
                ("/communities/ophthalmology", "Ophthalmology"),
            ]
        )
        + ul([("/search?sort=newest", "Recent uploads")])
    ),
)
HMS_ID = "id.hollisdoi.hx58.example"
HMS_STORE = "objects.hollisstore.hx58.example"


def _link(url: str, rel: str, ctype: str = "") -> str:
    return f'<{url}>; rel="{rel}"' + (f'; type="{ctype}"' if ctype else "")


def _hms(
    rid: str,
    doi: str,
    title: str,
    files: list[tuple[str, str]],
    store: bool,
    formats: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    rec = f"/records/{rid}"
    landing = HMS.url(rec)
    items = [
        (
            f"http://{HMS_STORE}/hms-prod/{rid}/{f}"
            if store
            else HMS.url(f"{rec}/files/{f}?download=1"),
            t,
        )
        for f, t in files
    ]
    described = [(HMS.url(f"/api/records/{rid}"), "application/json")] + [
        (HMS.url(f"{rec}/export/{x}"), t) for x, t in formats
    ]
    cite = f"http://{HMS_ID}/{doi}" if store else f"http://doi.test/{doi}"
    links = [
        _link(cite, "cite-as"),
        _link("http://orcid.test/0000-0002-1825-0097", "author"),
        _link("http://creativecommons.test/licenses/by/4.0/legalcode", "license"),
        _link("http://schema.test/Dataset", "type"),
        _link("http://schema.test/AboutPage", "type"),
        *(_link(u, "describedby", t) for u, t in described),
        *(_link(u, "item", t) for u, t in items),
    ]
    names = [u.rsplit("/", 1)[1].split("?")[0] for u, _ in items]
    rows = "".join(
        f"<tr><td>{e(n)}</td><td>{a(f'{rec}/preview/{n}', 'Preview')} {a(u, 'Download')}</td></tr>"
        for n, (u, _) in zip(names, items, strict=True)
    )
    exports = ul(
        [(f"{rec}/export/{x}", x) for x in ("json", "datacite-xml", "bibtex", "csl", "dublincore")]
    )
    main = (
        f'<div class="record-landing"><span class="label">Dataset</span> <span>Open access</span>'
        f"<h1>{e(title)}</h1><p>{a(cite, doi)}</p>"
        f"<p>{a('http://orcid.test/0000-0002-1825-0097', 'Priya Natarajan')}</p>"
        f"<h2>Files</h2><table>{rows}</table><h2>Export</h2>{exports}"
        f"<h2>Versions</h2>{ul([(rec, 'Version 2 (this)'), ('/records/2b8vd-1qq54', 'Version 1')])}"
        f"<h2>Communities</h2>{ul([('/communities/cardiology-research', 'Cardiology Research')])}</div>"
    )
    alt = f'<link rel="alternate" type="application/json" href="/api/records/{rid}">'
    pages: dict[str, PageValue] = {
        rec: Response.html(
            HMS.page(title, main, share_url=landing, head=alt), headers=[("Link", ", ".join(links))]
        ),
        f"/api/records/{rid}": data(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}', "application/json"
        ),
    }
    for x in ("json", "datacite-xml", "bibtex", "csl", "dublincore"):
        pages[f"{rec}/export/{x}"] = data(
            f"{x} of {title}\n", "application/xml" if "xml" in x else "text/plain"
        )
    collection = [("Link", _link(landing, "collection", "text/html"))]
    store_pages: dict[str, PageValue] = {}
    for u, t in items:
        name = u.rsplit("/", 1)[1].split("?")[0]
        pages[f"{rec}/preview/{name}"] = HMS.page(
            f"Preview {name}", f"<h1>{e(name)}</h1><pre>preview</pre><p>{a(rec, title)}</p>"
        )
        resp = Response(200, [("Content-Type", t), *collection], f"{name} bytes\n".encode())
        if store:
            store_pages[u.split(HMS_STORE, 1)[1]] = resp
        else:
            pages[u.split(HMS.host, 1)[1]] = resp
    truth = frozenset({landing} | {u for u, _ in items} | {u for u, _ in described})
    return pages, store_pages, truth


HMS1 = (
    "4kq9m-2ab71",
    "10.71234/hms.4kq9m",
    "ECG-derived features for early sepsis detection in the emergency department",
    [("ecg_features.csv", "text/csv"), ("README.md", "text/markdown")],
    False,
    [("datacite-xml", "application/vnd.datacite.datacite+xml")],
)
HMS2 = (
    "9pz3x-7tk20",
    "10.71234/hms.9pz3x",
    "Retinal OCT volumes and grading labels from a diabetic retinopathy screening cohort",
    [(f"oct_batch_{i}.zip", "application/zip") for i in range(1, 4)]
    + [("labels.csv", "text/csv"), ("codebook.pdf", "application/pdf")],
    True,
    [
        ("datacite-xml", "application/vnd.datacite.datacite+xml"),
        ("dublincore", "application/x-dc+xml"),
    ],
)


def hms_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/records/2b8vd-1qq54": HMS.page(
            "Retinal OCT volumes (version 1)", "<h1>Retinal OCT volumes, version 1</h1>"
        ),
    }
    store: dict[str, PageValue] = {"/": data("<ListAllMyBucketsResult/>", "application/xml")}
    for rec in (HMS1, HMS2):
        p, s, _t = _hms(*rec)
        pages.update(p)
        store.update(s)
    ids = Site(HMS_ID, {"/": "<html><head><title>Hollis DOI resolver</title></head></html>"})
    ids.add(f"/{HMS2[1]}", Response.redirect(HMS.url(f"/records/{HMS2[0]}"), 302))
    return build([(HMS, pages), (None, Site(HMS_STORE, store)), (None, ids)])


CASES: list[Case] = [
    # The seed's Dryad row: every page of the package carries "Data from: <title>", the
    # data files do not, so one hop out from the matching pages with chrome ignored:
    # Significant String from Title+ with Ignored URIs.
    Case(
        "ldd-fmt-microbiome",
        "life-science data depot (two files)",
        "multi_hop",
        "sig_title_plus_ignored",
        LDD.url(f"/dataset/{LDD1[0]}"),
        _ldd(*LDD1)[1],
        ldd_sites,
        others=frozenset({LDD.url("/dataset/doi:10.58061/ldd.5fq2ab")}),
    ),
    Case(
        "ldd-wastewater-amr",
        "life-science data depot (five files, a superseded version with its own files)",
        "multi_hop",
        "sig_title_plus_ignored",
        LDD.url(f"/dataset/{LDD2[0]}"),
        _ldd(*LDD2)[1],
        ldd_sites,
        others=frozenset({LDD.url("/dataset/doi:10.58061/ldd.5fq2ab")}),
    ),
    # The repository declares the boundary itself (the seed's Signposting): the landing
    # page, its describedby metadata and its items; not previews, other exports, versions.
    Case(
        "hms-ecg-sepsis",
        "signposted medical-school repository (two items, typed links)",
        "single_hop",
        "signposting",
        HMS.url(f"/records/{HMS1[0]}"),
        _hms(*HMS1)[2],
        hms_sites,
    ),
    Case(
        "hms-retinal-oct",
        "signposted medical-school repository (DOI redirect, five items on an object store)",
        "single_hop",
        "signposting",
        f"http://{HMS_ID}/{HMS2[1]}",
        _hms(*HMS2)[2],
        hms_sites,
        others=frozenset({HMS.url("/records/2b8vd-1qq54")}),
        landing=HMS.url(f"/records/{HMS2[0]}"),
    ),
]
