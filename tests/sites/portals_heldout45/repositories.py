"""heldout45 repositories and data portals: a general repository, a package-style data
repository, a project registry, a biodiversity portal and a signposting repository."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, data, pdf_file, ul

# --- general repository (InvenioRDM-style record with files, exports and versions) -------

QS = Chrome(
    "records.quarrystore.hx45.example",
    "QuarryStore",
    menu=[
        ("/communities", "Communities"),
        ("/search?type=all", "Browse"),
        ("/uploads/new", "Upload"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/status", "Status"),
        ("/support", "Contact"),
    ],
    analytics="http://t.pulsemeter.hx45.example/q.js",
)


def _qs_record(
    rid: str, title: str, files: list[str], versions: list[tuple[str, str]], community: str
) -> str:
    frows = "".join(
        f'<tr><td><a href="/records/{rid}/files/{f}?download=1">{f}</a></td>'
        f'<td><a class="btn" href="/records/{rid}/preview/{f}">Preview</a></td></tr>'
        for f in files
    )
    vers = ul([(f"/records/{v}", label) for v, label in versions], "versions")
    exports = ul(
        [
            (f"/records/{rid}/export/{fmt}", name)
            for fmt, name in (
                ("bibtex", "BibTeX"),
                ("datacite-json", "DataCite JSON"),
                ("csl", "CSL"),
            )
        ]
    )
    main = f"""<article class="record"><p class="badge">Dataset · Open Access</p>
<h1>{escape(title)}</h1><p class="creators">Ines Tavares; Milo Okafor</p>
<section><h2>Files</h2><table>{frows}</table></section>
<aside><h3>Versions</h3>{vers}<h3>Export</h3>{exports}
<h3>Communities</h3><a href="/communities/{community}">{community}</a>
<p class="share"><a href="http://x.sharebird.hx45.example/share?u=/records/{rid}">Share</a></p></aside>
</article>"""
    return QS.page(title, main)


def _qs_sites() -> list[Site]:
    pages: dict[str, object] = {}
    recs = {
        "k3f9a-7xq20": (
            "Sediment cores from Lake Varre, 2019–2024",
            ["cores.csv", "README.md"],
            "limnology",
        ),
        "p8w1d-44mzn": (
            "Urban heat island sensor network, Porto (v3)",
            [
                "sensors-2024.parquet",
                "sensors-2025.parquet",
                "stations.geojson",
                "calibration.pdf",
                "codebook.pdf",
                "LICENSE.txt",
            ],
            "urban-climate",
        ),
    }
    versions = {
        "k3f9a-7xq20": [("k3f9a-7xq20", "Version 1 (current)")],
        "p8w1d-44mzn": [
            ("p8w1d-44mzn", "v3 (current)"),
            ("p8w0c-11abz", "v2"),
            ("p7zz2-09kle", "v1"),
        ],
    }
    for rid, (title, files, comm) in recs.items():
        pages[f"/records/{rid}"] = _qs_record(rid, title, files, versions[rid], comm)
        for f in files:
            body = (
                pdf_file(title, f)
                if f.endswith(".pdf")
                else data(f"{f} of {title}\n", "text/plain")
            )
            pages[f"/records/{rid}/files/{f}?download=1"] = body
            pages[f"/records/{rid}/files/{f}"] = body
            pages[f"/records/{rid}/preview/{f}"] = QS.page(
                f"Preview {f}", f"<h1>{f}</h1><pre>…</pre>"
            )
        for fmt, ct in (
            ("bibtex", "application/x-bibtex"),
            ("datacite-json", "application/json"),
            ("csl", "application/vnd.citationstyles.csl+json"),
        ):
            pages[f"/records/{rid}/export/{fmt}"] = data(f"{fmt}: {title}\n", ct)
        pages[f"/communities/{comm}"] = QS.stub(f"Community {comm}")
    for old, label in (("p8w0c-11abz", "v2"), ("p7zz2-09kle", "v1")):
        pages[f"/records/{old}"] = QS.page(
            f"Urban heat island sensor network, Porto ({label})",
            f"<h1>Urban heat island sensor network, Porto ({label})</h1>"
            '<p>A newer version exists: <a href="/records/p8w1d-44mzn">v3</a></p>',
        )
    return [QS.site(pages)]  # type: ignore[arg-type]


def _qs_truth(rid: str, files: list[str]) -> frozenset[str]:
    u = QS.url
    return frozenset(
        [u(f"/records/{rid}")]
        + [u(f"/records/{rid}/files/{f}?download=1") for f in files]
        + [u(f"/records/{rid}/preview/{f}") for f in files]
        + [u(f"/records/{rid}/export/{x}") for x in ("bibtex", "datacite-json", "csl")]
    )


# --- data repository (Dryad-style package: landing, file pages, bitstreams) ---------------

BV = Chrome(
    "vault.brackenvale.hx45.example",
    "Brackenvale Data",
    menu=[("/browse", "Explore data"), ("/submit", "Submit"), ("/pages/faq", "FAQ")],
    footer=[
        ("/pages/terms", "Terms"),
        ("/pages/privacy", "Privacy"),
        ("/pages/members", "Members"),
    ],
    title_fmt="{title}",  # the package title alone, as the seed's Dryad example
    analytics="http://t.pulsemeter.hx45.example/b.js",
)


def _bv_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for doi, title, files, related in _BV_PACKAGES:
        base = f"/dataset/doi:10.7777/bv.{doi}"
        items = "".join(
            f'<li><a href="{base}/file/{i}">{escape(title)} — {f}</a></li>'
            for i, f in enumerate(files, 1)
        )
        rel = "".join(
            f'<li><a href="/dataset/doi:10.7777/bv.{r}">Related dataset {r}</a></li>'
            for r in related
        )
        pages[base] = BV.page(
            title,
            f"""<h1>{escape(title)}</h1>
<p class="cite">When using this data, please cite: {escape(title)}. Brackenvale Data.
doi:10.7777/bv.{doi}</p><h2>Files in this package</h2><ul>{items}</ul>
<p>Export citation: <a href="{base}/cite.ris">RIS</a> <a href="{base}/cite.bib">BibTeX</a></p>
<h2>Related</h2><ul>{rel}</ul>""",
        )
        pages[f"{base}/cite.ris"] = data(
            f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        pages[f"{base}/cite.bib"] = data(
            f"@misc{{bv{doi}, title={{{title}}}}}\n", "application/x-bibtex"
        )
        for i, f in enumerate(files, 1):
            pages[f"{base}/file/{i}"] = BV.page(
                title,
                f"""<h1>{escape(title)}</h1>
<h2>File: {f}</h2><p>Part of the package <a href="{base}">{escape(title)}</a></p>
<p><a href="/bitstream/bv.{doi}/{i}/{f}">Download {f}</a></p>""",
            )
            pages[f"/bitstream/bv.{doi}/{i}/{f}"] = data(f"col_a,col_b\n1,2\n# {f}\n", "text/csv")
        for r in related:
            pages[f"/dataset/doi:10.7777/bv.{r}"] = BV.page(
                f"Data from: another study {r}", f"<h1>Data from: another study {r}</h1>"
            )
    return [BV.site(pages)]  # type: ignore[arg-type]


_BV_PACKAGES = [
    (
        "q41t",
        "Data from: Nest temperature shapes hatchling sex ratio in Emys turtles",
        ["nests.csv"],
        [],
    ),
    (
        "r77m",
        "Data from: Pollinator visitation across an elevational gradient in the Pyrenees",
        ["visits.csv", "plots.csv", "weather.csv", "scripts.zip"],
        ["r12a", "q03c"],
    ),
]


def _bv_truth(doi: str, files: list[str]) -> frozenset[str]:
    base = f"/dataset/doi:10.7777/bv.{doi}"
    out = [base, f"{base}/cite.ris", f"{base}/cite.bib"]
    for i, f in enumerate(files, 1):
        out += [f"{base}/file/{i}", f"/bitstream/bv.{doi}/{i}/{f}"]
    return frozenset(BV.url(p) for p in out)


# --- project registry (OSF-style: "Tessell | <project>" titles, files, wiki) ----------

TW = Chrome(
    "app.tessellworks.hx45.example",
    "Tessell",
    menu=[
        ("/dashboard", "My projects"),
        ("/registries", "Registries"),
        ("/preprints", "Preprints"),
    ],
    footer=[("/support", "Support"), ("/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_fmt="{name} | {title}",
    home_title="Tessell | Home",
    analytics="http://t.pulsemeter.hx45.example/t.js",
)


def _tw_project(
    pid: str, title: str, files: list[str], wiki: list[str], children: list[str]
) -> dict[str, object]:
    """Every artifact page and file repeats the project title (the seed's OSF reading)."""
    pages: dict[str, object] = {}
    tabs = ul(
        [
            (f"/{pid}/files/", "Files"),
            (f"/{pid}/wiki/", "Wiki"),
            (f"/{pid}/analytics", "Analytics"),
        ],
        "tabs",
    )
    crumbs = "".join(f'<li><a href="/{c}/">Component {c}</a></li>' for c in children)
    pages[f"/{pid}/"] = TW.page(
        title,
        f"""<div class="project-header"><h1>{escape(title)}</h1>
{tabs}</div><section><h2>Description</h2><p>Materials for {escape(title)}.</p></section>
<section><h2>Components</h2><ul>{crumbs}</ul></section>
<p>Cite: <a href="/{pid}/citation/ris">RIS</a> <a href="/{pid}/citation/bibtex">BibTeX</a></p>""",
    )
    flist = "".join(f'<li><a href="/{pid}/files/osfstorage/{f}">{f}</a></li>' for f in files)
    pages[f"/{pid}/files/"] = TW.page(
        f"{title} · Files", f"<h1>{escape(title)}</h1>{tabs}<h2>Files</h2><ul>{flist}</ul>"
    )
    for f in files:
        pages[f"/{pid}/files/osfstorage/{f}"] = TW.page(
            f"{f} · {title}",
            f"""<h1>{escape(title)}</h1>
<h2>{f}</h2><p><a href="/download/{pid}/{f}">Download</a></p>""",
        )
        pages[f"/download/{pid}/{f}"] = data(f"{title}\n{f}\n", "text/plain")
    wl = "".join(f'<li><a href="/{pid}/wiki/{w}">{w}</a></li>' for w in wiki)
    pages[f"/{pid}/wiki/"] = TW.page(
        f"{title} · Wiki", f"<h1>{escape(title)}</h1>{tabs}<ul>{wl}</ul>"
    )
    for w in wiki:
        pages[f"/{pid}/wiki/{w}"] = TW.page(
            f"{w} · {title}", f"<h1>{escape(title)}</h1><h2>{w}</h2>"
        )
    for fmt in ("ris", "bibtex"):
        pages[f"/{pid}/citation/{fmt}"] = data(f"{fmt} citation: {title}\n", "text/plain")
    pages[f"/{pid}/analytics"] = TW.page(
        f"{title} · Analytics", f"<h1>{escape(title)}</h1><p>42 views</p>"
    )
    return pages


_TW_PROJECTS = [
    (
        "b7xqe",
        "Replication of the anchoring effect in online markets",
        ["protocol.pdf"],
        ["home"],
        ["c9aaa"],
    ),
    (
        "m2hrv",
        "Microplastic uptake in freshwater mussels: a multi-site study",
        ["preregistration.pdf", "site-a.csv", "site-b.csv", "analysis.R", "codebook.txt"],
        ["home", "sampling", "lab-methods"],
        ["d4kkp", "e5llq"],
    ),
]


def _tw_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for pid, title, files, wiki, children in _TW_PROJECTS:
        pages.update(_tw_project(pid, title, files, wiki, children))
        for c in children:
            pages[f"/{c}/"] = TW.page(f"Component {c}", f"<h1>Component {c}</h1>")
    return [TW.site(pages)]  # type: ignore[arg-type]


def _tw_truth(pid: str, files: list[str], wiki: list[str]) -> frozenset[str]:
    p = [f"/{pid}/", f"/{pid}/files/", f"/{pid}/wiki/", f"/{pid}/analytics"]
    p += [f"/{pid}/citation/ris", f"/{pid}/citation/bibtex"]
    p += [f"/{pid}/files/osfstorage/{f}" for f in files] + [f"/download/{pid}/{f}" for f in files]
    p += [f"/{pid}/wiki/{w}" for w in wiki]
    return frozenset(TW.url(x) for x in p)


# --- biodiversity data portal (GBIF-style: the dataset key in every artifact URI) ---------

FA = Chrome(
    "www.fernatlas.hx45.example",
    "FernAtlas",
    menu=[
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
    ],
    footer=[("/what-is-fernatlas", "About"), ("/terms", "Data use"), ("/contact-us", "Contact")],
    analytics="http://t.pulsemeter.hx45.example/f.js",
)
FA_API = "api.fernatlas.hx45.example"


def _fa_dataset(key: str, title: str, extra: list[str], publisher: str) -> str:
    links = [
        (f"/occurrence/search?dataset_key={key}", "Occurrences"),
        (f"/dataset/{key}/metrics", "Metrics"),
        (f"/dataset/{key}/activity", "Download events"),
        (f"http://{FA_API}/v1/dataset/{key}/document", "EML document"),
    ] + [(p.format(key=key), p.split("/")[-1].format(key=key)) for p in extra]
    return FA.page(
        title,
        f"""<h1>{escape(title)}</h1>
<p>Published by <a href="/publisher/{publisher}">{publisher}</a></p>
<nav class="dataset-tabs">{ul(links)}</nav><p>Download requests need an account.</p>""",
    )


_FA_SETS = [
    (
        "3f1c8e2a-9b7d-4c55-8a10-6e2f0d9b4c71",
        "Herbarium of the Azores: vascular plants",
        [],
        "uac-herbarium",
    ),
    (
        "a0d4b6e9-2c13-47f8-b5e1-9d3a7c2f8e04",
        "Citizen moth trapping, Baltic coast 2010–2025",
        [
            "/dataset/{key}/project",
            "http://" + FA_API + "/v1/dataset/{key}/constituents",
            "/occurrence/charts?dataset_key={key}",
        ],
        "baltic-lepidoptera",
    ),
]


def _fa_sites() -> list[Site]:
    pages: dict[str, object] = {}
    api: dict[str, object] = {}
    for key, title, extra, pub in _FA_SETS:
        pages[f"/dataset/{key}"] = _fa_dataset(key, title, extra, pub)
        # Two result pages; the occurrence records they list carry their own ids, not the
        # dataset key (the seed's GBIF reading leaves them out).
        for n, q in enumerate(("", "&offset=20")):
            occ = [
                (f"/occurrence/{int(key[:7], 16) + 20 * n + i}", f"Record {i}") for i in range(3)
            ]
            nxt = (
                f'<a rel="next" href="/occurrence/search?dataset_key={key}&amp;offset=20">Next</a>'
            )
            pages[f"/occurrence/search?dataset_key={key}{q}"] = FA.page(
                "Occurrence search",
                f"<h1>Occurrences</h1><p>Filtered by dataset {key}</p>{ul(occ)}"
                f'{"" if n else nxt}<a href="/dataset/{key}">{escape(title)}</a>',
            )
            for path, label in occ:
                pages[path] = FA.page(label, f"<h1>Occurrence {label}</h1>")
        pages[f"/occurrence/charts?dataset_key={key}"] = FA.page(
            "Charts", f"<h1>Charts</h1><p>{key}</p>"
        )
        for sub in ("metrics", "activity", "project"):
            pages[f"/dataset/{key}/{sub}"] = FA.page(
                f"{title} · {sub}", f"<h1>{escape(title)}</h1><p>{sub}</p>"
            )
        pages[f"/publisher/{pub}"] = FA.stub(f"Publisher {pub}")
        api[f"/v1/dataset/{key}/document"] = data(
            f"<eml><title>{escape(title)}</title></eml>\n", "application/xml"
        )
        api[f"/v1/dataset/{key}/constituents"] = data('{"results": []}\n', "application/json")
    api_site = Site(FA_API)
    for p, v in api.items():
        api_site.add(p, v)  # type: ignore[arg-type]
    return [FA.site(pages), api_site]  # type: ignore[arg-type]


def _fa_truth(key: str, extra: list[str]) -> frozenset[str]:
    out = [
        FA.url(f"/dataset/{key}"),
        FA.url(f"/occurrence/search?dataset_key={key}"),
        FA.url(f"/occurrence/search?dataset_key={key}&offset=20"),
        FA.url(f"/dataset/{key}/metrics"),
        FA.url(f"/dataset/{key}/activity"),
        f"http://{FA_API}/v1/dataset/{key}/document",
    ]
    for p in extra:
        p = p.format(key=key)
        out.append(p if p.startswith("http") else FA.url(p))
    return frozenset(out)


# --- signposting repository (EPrints-style with FAIR Signposting Link headers) -----------

LU = Chrome(
    "eprints.lindqvist-univ.hx45.example",
    "Lindqvist University Research Archive",
    menu=[
        ("/view/year/", "Browse by year"),
        ("/view/divisions/", "Browse by school"),
        ("/cgi/latest", "Latest additions"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/accessibility.html", "Accessibility"),
        ("/contact.html", "Contact"),
    ],
    title_fmt="{title} - {name}",
    account=(("/cgi/users/home", "Login"),),
    search="/cgi/search",
)
LU_FILES = "files.lindqvist-univ.hx45.example"


def _lu_sites() -> list[Site]:
    pages: dict[str, object] = {}
    files_site = Site(LU_FILES)
    for eid, title, docs, metas in _LU_ITEMS:
        landing = LU.url(f"/id/eprint/{eid}/")
        items = [f"http://{LU_FILES}/{eid}/{i}/{d}" for i, d in enumerate(docs, 1)]
        meta = [LU.url(f"/cgi/export/eprint/{eid}/{fmt}") for fmt, _ in metas]
        link = [
            f'<{landing}>; rel="cite-as"',
            '<http://orcid.hx45ext.invalid/0000-0002-1825-0097>; rel="author"',
        ]
        link += [f'<{u}>; rel="item"; type="application/pdf"' for u in items]
        link += [
            f'<{u}>; rel="describedby"; type="{ct}"' for u, (_, ct) in zip(meta, metas, strict=True)
        ]
        dl = "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in items)
        ex = "".join(f'<option value="{fmt}">{fmt}</option>' for fmt, _ in metas)
        alts = "".join(
            f'<link rel="alternate" href="{u}" type="{ct}" title="{fmt}">'
            for u, (fmt, ct) in zip(meta, metas, strict=True)
        )
        body = LU.page(
            title,
            head=alts,
            main=f"""<div class="ep_summary_content"><h1>{escape(title)}</h1>
<p>Hallström, Greta (2025) <em>{escape(title)}</em>. PhD thesis, Lindqvist University.</p>
<h2>Documents</h2><ul>{dl}</ul>
<form action="/cgi/export_redirect"><select name="format">{ex}</select><button>Export</button></form>
<p>Divisions: <a href="/view/divisions/science/">School of Science</a></p></div>""",
        )
        pages[f"/id/eprint/{eid}/"] = Response.html(body, headers=[("Link", ", ".join(link))])
        for u, (fmt, ct) in zip(meta, metas, strict=True):
            pages[u.split(LU.host, 1)[1]] = data(f"{fmt} record of {title}\n", ct)
        for u in items:
            files_site.add(u.split(LU_FILES, 1)[1], pdf_file(title, u.rsplit("/", 1)[1]))
    pages["/view/divisions/science/"] = LU.stub("School of Science")
    return [LU.site(pages), files_site]  # type: ignore[arg-type]


_LU_ITEMS = [
    (
        "4821",
        "Frost heave in peatland roads: field measurements and models",
        ["thesis.pdf"],
        [("DC", "text/plain")],
    ),
    (
        "5107",
        "Sámi place names in nineteenth-century survey maps",
        ["thesis.pdf", "appendix-a.pdf", "appendix-b.pdf", "maps-gazetteer.pdf"],
        [("DC", "text/plain"), ("BibTeX", "application/x-bibtex"), ("DataCite", "application/xml")],
    ),
]


def _lu_truth(eid: str, docs: list[str], metas: list[tuple[str, str]]) -> frozenset[str]:
    return frozenset(
        [LU.url(f"/id/eprint/{eid}/")]
        + [f"http://{LU_FILES}/{eid}/{i}/{d}" for i, d in enumerate(docs, 1)]
        + [LU.url(f"/cgi/export/eprint/{eid}/{fmt}") for fmt, _ in metas]
    )


CASES: list[Case] = [
    # Single Hop like the seed's Zenodo/Figshare: files and exports one hop away amid
    # chrome that the 404 page and homepage also carry -> single_page_plus_ignored.
    Case(
        "quarrystore-lake-cores",
        "general repository (InvenioRDM-style dataset record)",
        "dataset",
        "single_page_plus_ignored",
        QS.url("/records/k3f9a-7xq20"),
        _qs_truth("k3f9a-7xq20", ["cores.csv", "README.md"]),
        _qs_sites,
    ),
    # Harder: six files with previews and three versions (older versions are other artifacts).
    Case(
        "quarrystore-heat-sensors",
        "general repository (InvenioRDM-style, six files, three versions)",
        "dataset",
        "single_page_plus_ignored",
        QS.url("/records/p8w1d-44mzn"),
        _qs_truth(
            "p8w1d-44mzn",
            [
                "sensors-2024.parquet",
                "sensors-2025.parquet",
                "stations.geojson",
                "calibration.pdf",
                "codebook.pdf",
                "LICENSE.txt",
            ],
        ),
        _qs_sites,
        others=frozenset({QS.url("/records/p8w0c-11abz"), QS.url("/records/p7zz2-09kle")}),
    ),
    # Dryad-shaped: the package title is on every metadata page but not in the bitstreams,
    # one hop out of matching pages -> sig_title_plus_ignored (the seed's Fig. 7 reading).
    Case(
        "brackenvale-turtle-nests",
        "data repository (Dryad-style data package)",
        "dataset",
        "sig_title_plus_ignored",
        BV.url("/dataset/doi:10.7777/bv.q41t"),
        _bv_truth("q41t", ["nests.csv"]),
        _bv_sites,
    ),
    Case(
        "brackenvale-pollinators",
        "data repository (Dryad-style, four files, related packages)",
        "dataset",
        "sig_title_plus_ignored",
        BV.url("/dataset/doi:10.7777/bv.r77m"),
        _bv_truth("r77m", ["visits.csv", "plots.csv", "weather.csv", "scripts.zip"]),
        _bv_sites,
        others=frozenset(
            {BV.url("/dataset/doi:10.7777/bv.r12a"), BV.url("/dataset/doi:10.7777/bv.q03c")}
        ),
    ),
    # OSF-shaped: "Tessell | " prefixes every title but the project title alone is in every
    # artifact resource -> sig_filtered_title.
    Case(
        "tessell-anchoring",
        "project registry (OSF-style project with files and wiki)",
        "project",
        "sig_filtered_title",
        TW.url("/b7xqe/"),
        _tw_truth("b7xqe", ["protocol.pdf"], ["home"]),
        _tw_sites,
        others=frozenset({TW.url("/c9aaa/")}),
    ),
    Case(
        "tessell-mussels",
        "project registry (OSF-style, five files, wiki pages, components)",
        "project",
        "sig_filtered_title",
        TW.url("/m2hrv/"),
        _tw_truth(
            "m2hrv",
            ["preregistration.pdf", "site-a.csv", "site-b.csv", "analysis.R", "codebook.txt"],
            ["home", "sampling", "lab-methods"],
        ),
        _tw_sites,
        others=frozenset({TW.url("/d4kkp/"), TW.url("/e5llq/")}),
    ),
    # GBIF-shaped: the dataset key is in the path or query of every artifact URI, on the
    # portal and its API host -> sig_uri.
    Case(
        "fernatlas-azores-herbarium",
        "biodiversity data portal (GBIF-style dataset)",
        "dataset",
        "sig_uri",
        FA.url(f"/dataset/{_FA_SETS[0][0]}"),
        _fa_truth(_FA_SETS[0][0], []),
        _fa_sites,
    ),
    Case(
        "fernatlas-baltic-moths",
        "biodiversity data portal (GBIF-style, project, constituents, charts)",
        "dataset",
        "sig_uri",
        FA.url(f"/dataset/{_FA_SETS[1][0]}"),
        _fa_truth(_FA_SETS[1][0], _FA_SETS[1][2]),
        _fa_sites,
    ),
    # The landing page's Link header names its files (item), metadata (describedby) and
    # itself (cite-as) -> signposting, the boundary the seed names as machine-friendly.
    Case(
        "lindqvist-frost-heave",
        "signposting repository (EPrints-style thesis)",
        "thesis",
        "signposting",
        LU.url("/id/eprint/4821/"),
        _lu_truth(_LU_ITEMS[0][0], _LU_ITEMS[0][2], _LU_ITEMS[0][3]),
        _lu_sites,
    ),
    Case(
        "lindqvist-place-names",
        "signposting repository (EPrints-style, four documents, three exports)",
        "thesis",
        "signposting",
        LU.url("/id/eprint/5107/"),
        _lu_truth(_LU_ITEMS[1][0], _LU_ITEMS[1][2], _LU_ITEMS[1][3]),
        _lu_sites,
    ),
]
