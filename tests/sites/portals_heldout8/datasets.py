"""Data packages: a classic (DSpace-based) Dryad-like repository, a Kaggle-like dataset
page, and a repository that announces its artifacts' boundaries with FAIR Signposting.

Expected heuristics:

* Dryad-like: the seed's table gives Dryad "Multi-Hop — Significant String From Title+ with
  Ignored URI List".  The page ``<title>`` is the package title ("Data from: …"), repeated
  on the package's metadata pages, its data-file pages and its citation exports; the data
  files themselves (CSV, ZIP) do not carry it, so the crawler takes one more hop from the
  matching pages, ignoring the portal chrome.
* Kaggle-like: the seed gives Kaggle datasets "Dataset with Code and Discussion — Multi-Hop —
  Path-Based with Externals": the dataset's tabs, file views, discussion and versions live
  under its path, and its downloads are signed URLs on a cloud-storage domain.
* Signposting repository: the seed names Signposting as the machine-readable boundary
  ("link relations in the HTTP Link header to indicate which URIs belong to an artifact"):
  when the landing page declares ``item`` and ``describedby`` links, they are the boundary.
  One dataset declares them in HTTP ``Link`` headers (with a ``linkset``), the other in
  ``<link>`` elements of its HTML head.

Truth:

* Dryad-like: the package page and its full-metadata view, each data file's page and its
  full-metadata view, the bitstreams, and the package's RIS/BibTeX citations.  Other
  packages (from the same article's journal) are `others`; the article on the journal's
  site, journal/author browse listings, submission, login, licence and badges are not.
* Kaggle-like: the dataset page, its file views (``?select=``), its Code and Discussion
  tabs, the discussion topic, the previous version page, its Croissant metadata, and the
  archive and per-file downloads on the storage domain.  Notebooks by other users are
  artifacts of their own (`others`); the owner's profile, tags, competitions, the source
  data's own portal, licence and social links are not.
* Signposting: the landing page, its ``item`` files, its ``describedby`` metadata documents
  and (for the header variant) its ``linkset``.  ``cite-as`` (a DOI redirecting to the landing
  page), ``author`` (ORCID), ``license`` and ``type`` name things outside the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, css, csv_file, image_file, js, json_file, text_file, ul, zip_file

# --------------------------------------------------------------------------- Dryad-like (classic)

DRY = "www.coracle-data.hx8.example"


def _dry_render(title: str, main: str, head: str) -> str:
    t = title or "Coracle Digital Repository"
    return f"""<!DOCTYPE html>
<html class="no-js"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="Generator" content="DSpace 1.7.3-SNAPSHOT">
<link rel="stylesheet" href="/themes/Mirage/lib/css/reset.css" media="screen">
<link rel="stylesheet" href="/themes/Mirage/lib/css/style.css" media="screen">
<link rel="stylesheet" href="/themes/Coracle/lib/css/coracle.css" media="screen">
<link rel="shortcut icon" href="/themes/Coracle/images/favicon.ico">
<script src="/themes/Coracle/lib/js/jquery-ui-1.8.15.custom.min.js"></script>
<title>{escape(t)}</title>{head}</head>
<body><div id="ds-main"><div id="ds-header-wrapper"><div id="ds-header"><a id="ds-header-logo-link" href="/">
<img src="/themes/Coracle/images/coracle-logo.png" alt="Coracle"></a>
<ul id="ds-global-nav"><li><a href="/pages/faq">FAQ</a></li><li><a href="/pages/submissionProcess">Submit data</a></li>
<li><a href="/pages/about">About</a></li><li><a href="/pages/contact">Contact us</a></li><li><a href="/login">Login</a></li></ul>
<form id="ds-search-form" action="/discover" method="get"><input name="query"><input type="submit" value="Go"></form></div></div>
<div id="ds-body">{main}</div>
<div id="ds-footer-wrapper"><div id="ds-footer"><a href="/pages/policies">Terms of Service</a> |
<a href="https://twitter.com/coracledata">Twitter</a> | <a href="http://www.dspace.org/">DSpace</a>
<p>Coracle is a nonprofit repository for data underlying scientific publications.</p></div></div></div></body></html>
"""


def _dry_package(
    doi: str,
    title: str,
    authors: str,
    article: str,
    files: list[tuple[int, int, str, str]],
    journal: str,
) -> tuple[dict[str, PageValue], set[str]]:
    """`files`: (file number, bitstream handle number, file name, description)."""
    pkg = f"/resource/doi:10.5061/{doi}"
    pages: dict[str, PageValue] = {}
    truth = {pkg, f"{pkg}?show=full", f"{pkg}/citation/ris", f"{pkg}/citation/bib"}
    cite_pkg = f"{escape(authors)} (2016) {escape(title)}. Coracle Digital Repository. https://doi.org/10.5061/{doi}"
    rows = []
    for n, h, name, desc in files:
        fp = f"{pkg}/{n}"
        bs = f"/bitstream/handle/10255/{doi}.{h}/{name}?sequence=1"
        truth |= {fp, f"{fp}?show=full", bs}
        fmain = (
            f"<h1>{escape(name.rsplit('.', 1)[0].replace('_', ' '))}</h1><p>{escape(desc)}</p>"
            f'<div class="citation-view"><p>When using this data, please cite the original publication:</p><p>{escape(article)}</p>'
            f"<p>Additionally, please cite the Coracle data package:</p><p>{cite_pkg}</p></div>"
            f"<p>Part of package: {a(pkg, title)}</p>"
            f'<table class="ds-table file-list"><tr><td>{a(bs, name)}</td><td>View</td><td>{a(bs, "Download")}</td></tr></table>'
            f"<p>{a(fp + '?show=full', 'View Full Record')}</p>"
        )
        label = name.rsplit(".", 1)[0].replace("_", " ")
        pages[fp] = _dry_render(label, fmain, "")
        pages[f"{fp}?show=full"] = _dry_render(
            label,
            f"<h1>{escape(name)}</h1><table><tr><td>dc.title</td><td>{escape(name)}</td></tr>"
            f"<tr><td>dc.relation.ispartof</td><td>{escape(title)}</td></tr></table>{a(fp, 'Show simple record')}",
            "",
        )
        if name.endswith(".csv"):
            pages[bs] = csv_file("nest_id,day,temp_c", 28, h % 9)
        elif name.endswith(".txt"):
            pages[bs] = text_file(f"README for {name}\nColumns described in the article.\n")
        else:
            pages[bs] = zip_file({f"{name[:-4]}/measurements.csv": "id,value\n1,2\n"})
        rows.append(
            f"<tr><td>{a(fp, name.rsplit('.', 1)[0].replace('_', ' '))}</td><td>{escape(desc)}</td><td>{a(bs, 'Download')}</td></tr>"
        )
    main = f"""<div class="primary"><h1 class="ds-div-head">{escape(title)}</h1>
<div class="citation-view"><p>When using this data, please cite the original publication:</p>
<blockquote>{escape(article)} {a("https://doi.org/10.1111/ele.12" + doi[-3:], "https://doi.org/10.1111/ele.12" + doi[-3:])}</blockquote>
<p>Additionally, please cite the Coracle data package:</p><blockquote>{cite_pkg}</blockquote>
<div class="citation-sample">{a(pkg + "/citation/ris", "Download the data package citation in the following formats: RIS")} {a(pkg + "/citation/bib", "BibTex")}</div></div>
<h2>Files in this package</h2><table class="package-file-description">{"".join(rows)}</table>
<p>{a(pkg + "?show=full", "View Full Record")}</p>
<div class="metadata"><p>Journal: {a("/discover?query=&filtertype=prism.publicationName&filter=" + journal.replace(" ", "+"), journal)}</p>
<p>Author: {a("/discover?filtertype=author&filter=" + authors.split(",")[0], authors)}</p>
<p>License: {a("http://creativecommons.org/publicdomain/zero/1.0/", "CC0 1.0")}</p>
<p><a href="https://www.altmetric.com/details.php?doi=10.5061/{doi}"><img src="https://badges.altmetric.com/?size=64&amp;doi=10.5061/{doi}" alt="Altmetric"></a></p></div></div>"""
    pages[pkg] = _dry_render(title, main, f'<meta name="DC.title" content="{escape(title)}">')
    pages[f"{pkg}?show=full"] = _dry_render(
        title,
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr><tr><td>dc.contributor.author</td><td>{escape(authors)}</td></tr></table>{a(pkg, 'Show simple record')}",
        "",
    )
    pages[f"{pkg}/citation/ris"] = text_file(
        f"TY  - DATA\nT1  - {title}\nAU  - {authors}\nDO  - 10.5061/{doi}\nER  -\n",
        "application/x-Research-Info-Systems",
    )
    pages[f"{pkg}/citation/bib"] = text_file(
        f"@misc{{{doi},\n  title = {{{title}}},\n  author = {{{authors}}}\n}}\n",
        "application/x-bibtex",
    )
    return pages, truth


DRY_A = (
    "dryad.8f4k2",
    "Data from: Incubation temperature shapes nestling growth in a cavity-nesting songbird",
    "Halvorsen, Ruth; Mbatha, Sipho",
    "Halvorsen R, Mbatha S (2016) Incubation temperature shapes nestling growth. Ecology Letters 19: 1021-1030.",
    [
        (1, 148812, "nest_temperatures.csv", "iButton nest temperatures, 2013-2014"),
        (2, 148813, "nestling_morphometrics.csv", "Mass and tarsus length per nestling"),
    ],
    "Ecology Letters",
)
DRY_B = (
    "dryad.2q9v7",
    "Data from: Thermal tolerance of alpine bumblebees along an elevation gradient",
    "Oyelaran, Tunde",
    "Oyelaran T (2016) Thermal tolerance of alpine bumblebees. Ecology Letters 19: 1188-1197.",
    [
        (1, 149020, "README.txt", "Description of files"),
        (2, 149021, "ctmax_trials.zip", "CTmax trial logs"),
    ],
    "Ecology Letters",
)


def _dry_build() -> list[Site]:
    pa, _ = _dry_package(*DRY_A)
    pb, _ = _dry_package(*DRY_B)
    pages: dict[str, PageValue] = {**pa, **pb}
    # Both packages come from the same journal; each lists the other under "More from this journal".
    for me, other in ((DRY_A, DRY_B), (DRY_B, DRY_A)):
        k = f"/resource/doi:10.5061/{me[0]}"
        pages[k] = pages[k].replace(  # type: ignore[union-attr]
            '<div class="metadata">',
            f'<div class="related"><h3>More from this journal</h3>{a(f"/resource/doi:10.5061/{other[0]}", other[1])}</div><div class="metadata">',
        )
    for p, t in (
        ("/pages/faq", "FAQ"),
        ("/pages/submissionProcess", "Submit data"),
        ("/pages/about", "About"),
        ("/pages/contact", "Contact us"),
        ("/login", "Login"),
        ("/discover", "Search"),
        ("/pages/policies", "Terms of Service"),
    ):
        pages[p] = _dry_render(t, f"<h1>{t}</h1>", "")
    pages.update(
        {
            "/themes/Mirage/lib/css/reset.css": css(),
            "/themes/Mirage/lib/css/style.css": css(),
            "/themes/Coracle/lib/css/coracle.css": css(),
            "/themes/Coracle/images/favicon.ico": image_file(),
            "/themes/Coracle/lib/js/jquery-ui-1.8.15.custom.min.js": js(),
            "/themes/Coracle/images/coracle-logo.png": image_file(),
        }
    )
    shell = Shell(
        DRY,
        _dry_render,
        home="<h1>Coracle Digital Repository</h1>"
        + ul([(f"/resource/doi:10.5061/{DRY_A[0]}", DRY_A[1])]),
    )
    return [shell.site(pages)]


def _dry_truth(
    spec: tuple[str, str, str, str, list[tuple[int, int, str, str]], str],
) -> frozenset[str]:
    return frozenset(f"http://{DRY}{p}" for p in _dry_package(*spec)[1])


# --------------------------------------------------------------------------- Kaggle-like

KAG = "www.dataarena.hx8.example"
KAG_STORE = "storage.cloudvault-objects.hx8.example"
KDS = "/datasets/mkhan/urban-heat-island-sensor-readings"
KAG_TITLE = "Urban Heat Island Sensor Readings"


def _kag_render(title: str, main: str, head: str) -> str:
    t = (
        f"{title} | DataArena"
        if title
        else "DataArena: Your Machine Learning and Data Science Community"
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="/static/assets/app.css?v=8b1f2e"><script src="/static/assets/vendor.js?v=1c9d" defer></script>
<script src="/static/assets/app.js?v=5a3e" defer></script>{head}</head>
<body><div id="site-container"><nav id="site-nav"><a href="/"><img src="/static/images/site-logo.svg" alt="DataArena"></a>
<a href="/competitions">Competitions</a> <a href="/datasets">Datasets</a> <a href="/models">Models</a> <a href="/code">Code</a>
<a href="/discussions">Discussions</a> <a href="/learn">Learn</a> <a href="/account/login?phase=startSignInTab">Sign In</a>
<a href="/account/login?phase=startRegisterTab">Register</a></nav>
<div id="site-content">{main}</div>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a> <a href="http://www.dataarena-blog.hx8.example/">Blog</a></footer></div></body></html>
"""


def _kag() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    sig = "?GoogleAccessId=web-data@dataarena.iam&Expires=1767225600&Signature=Zx8%2Fk3Lq"
    store = f"http://{KAG_STORE}/dataarena-datasets/381122/812345"
    files = [
        ("readings_2023.csv", "Hourly readings from 64 sensors"),
        ("sensor_locations.csv", "Sensor coordinates and land cover"),
    ]
    dl_all = f"{store}/bundle/archive.zip{sig}"
    dl = {name: f"{store}/{name}{sig}" for name, _d in files}
    tabs = ul(
        [(KDS, "Data Card"), (f"{KDS}/code", "Code (2)"), (f"{KDS}/discussion", "Discussion (1)")],
        "tabs",
    )
    explorer = "".join(
        f"<li>{a(f'{KDS}?select={n}', n)} <span>{escape(d)}</span> {a(dl[n], 'Download', 'class=file-download')}</li>"
        for n, d in files
    )
    head = (
        '<script type="application/ld+json">{"@context":"http://schema.org","@type":"Dataset","name":"'
        + KAG_TITLE
        + '",'
        '"distribution":[{"@type":"DataDownload","contentUrl":"'
        + dl_all.replace("&", "\\u0026")
        + '"}]}</script>'
    )
    main_card = f"""<h1>{escape(KAG_TITLE)}</h1><p>{a("/mkhan", "Mariam Khan")} · Updated 2 months ago · Version 3</p>
<div class="actions">{a(dl_all, "Download (14 MB)", 'class="download"')} {a(f"{KDS}/croissant/download", "Croissant")}
<a href="/code/new?datasetId=381122">New Notebook</a></div>{tabs}
<div class="about"><h2>About Dataset</h2><p>Readings from a low-cost sensor network. Source: derived from
{a("http://researchdata.kelsall-uni.hx8.example/articles/dataset/Urban_sensor_network/23000111", "the Kelsall University sensor network record")}.</p></div>
<div class="data-explorer"><h2>Data Explorer</h2><ul>{explorer}</ul></div>
<div class="meta"><h3>License</h3>{a("https://creativecommons.org/licenses/by-sa/4.0/", "CC BY-SA 4.0")}
<h3>Tags</h3>{a("/datasets?tags=13206-Weather+and+Climate", "Weather and Climate")} {a("/datasets?tags=urban", "Urban")}
<h3>Versions</h3>{ul([(f"{KDS}/versions/3", "Version 3 (current)"), (f"{KDS}/versions/2", "Version 2")])}</div>"""
    pages: dict[str, PageValue] = {KDS: _kag_render(KAG_TITLE, main_card, head)}
    for n, d in files:
        pages[f"{KDS}?select={n}"] = _kag_render(
            KAG_TITLE,
            f"<h1>{escape(KAG_TITLE)}</h1>{tabs}<h2>{escape(n)}</h2><p>{escape(d)}</p><table><tr><th>sensor_id</th></tr></table>{a(dl[n], 'Download')}",
            "",
        )
    pages[f"{KDS}/versions/3"] = pages[KDS]
    pages[f"{KDS}/versions/2"] = _kag_render(
        f"{KAG_TITLE} (Version 2)",
        f"<h1>{escape(KAG_TITLE)}</h1><p>Version 2</p>{a(KDS, 'Latest version')}",
        "",
    )
    pages[f"{KDS}/code"] = _kag_render(
        f"{KAG_TITLE} Code",
        f"<h1>{escape(KAG_TITLE)}</h1>{tabs}"
        + ul(
            [
                ("/code/jlopez/uhi-eda-and-mapping", "UHI EDA and mapping"),
                ("/code/pwong/heat-index-forecasting-lstm", "Heat index forecasting (LSTM)"),
            ]
        ),
        "",
    )
    pages[f"{KDS}/discussion"] = _kag_render(
        f"{KAG_TITLE} Discussion",
        f"<h1>{escape(KAG_TITLE)}</h1>{tabs}"
        + ul([(f"{KDS}/discussion/481233", "Sensor 17 drifts after July")]),
        "",
    )
    pages[f"{KDS}/discussion/481233"] = _kag_render(
        "Sensor 17 drifts after July",
        f"<h1>Sensor 17 drifts after July</h1><p>in {a(KDS, KAG_TITLE)}</p>",
        "",
    )
    pages[f"{KDS}/croissant/download"] = json_file(
        {"@context": {"@vocab": "https://schema.org/"}, "@type": "Dataset", "name": KAG_TITLE},
        "application/ld+json",
    )
    store_pages: dict[str, PageValue] = {
        dl_all: zip_file({n: "sensor_id,value\n" for n, _d in files}),
        **{u: csv_file("sensor_id,time,temp_c", 40, len(n)) for n, u in dl.items()},
    }
    truth = {f"http://{KAG}{p}" for p in pages} | set(store_pages)
    return pages, store_pages, truth


def _kag_build() -> list[Site]:
    pages, store, _t = _kag()
    for p, t in (
        ("/code/jlopez/uhi-eda-and-mapping", "UHI EDA and mapping"),
        ("/code/pwong/heat-index-forecasting-lstm", "Heat index forecasting (LSTM)"),
        ("/mkhan", "Mariam Khan"),
        ("/datasets", "Datasets"),
        ("/competitions", "Competitions"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
        ("/account/login", "Sign In"),
        ("/code/new", "New Notebook"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
    ):
        pages[p] = _kag_render(t, f"<h1>{escape(t)}</h1>", "")
    pages.update(
        {
            "/static/assets/app.css": css(),
            "/static/assets/vendor.js": js(),
            "/static/assets/app.js": js(),
            "/static/images/site-logo.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
        }
    )
    shell = Shell(KAG, _kag_render, home="<h1>DataArena</h1>" + a("/datasets", "Datasets"))
    st = Site(KAG_STORE)
    st.add("/", Response.text("<Error><Code>AccessDenied</Code></Error>", 403, "application/xml"))
    for u, v in store.items():
        st.add(u[len(f"http://{KAG_STORE}") :], v)
    return [shell.site(pages), st]


# --------------------------------------------------------------------------- Signposting repository

SIG = "repo.halvard-data.hx8.example"


def _sig_render(title: str, main: str, head: str) -> str:
    t = f"{title} | Halvard Data Repository" if title else "Halvard Data Repository"
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="/_assets/hdr.2b7c.css"><script type="module" src="/_assets/hdr.91fe.js"></script>{head}</head>
<body><header class="hdr-header"><a href="/" class="hdr-logo"><img src="/_assets/halvard-logo.png" alt="Halvard"></a>
<nav><a href="/browse">Browse</a> <a href="/deposit">Deposit</a> <a href="/docs/api">API</a> <a href="/docs/signposting">Signposting</a>
<a href="/auth/login">Log in</a></nav><form action="/search"><input name="q"></form></header>
<main>{main}</main><footer><a href="/about">About</a> <a href="/policies/preservation">Preservation policy</a>
<a href="https://www.coretrustseal.org/">CoreTrustSeal certified</a></footer></body></html>
"""


def _sig_dataset(
    did: str, title: str, files: list[tuple[str, str]], orcid: str, header: bool
) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/dataset/{did}"
    land = f"http://{SIG}{base}"
    items = [(f"{land}/files/{n}", t) for n, t in files]
    described = [
        (f"{land}/metadata.jsonld", "application/ld+json"),
        (f"{land}/metadata/datacite.xml", "application/vnd.datacite.datacite+xml"),
    ]
    linkset = f"{land}/linkset"
    rels = [
        (f"https://doi.org/10.55011/{did}", 'rel="cite-as"'),
        (f"https://orcid.org/{orcid}", 'rel="author"'),
        *((u, f'rel="item"; type="{t}"') for u, t in items),
        *((u, f'rel="describedby"; type="{t}"') for u, t in described),
        ("https://creativecommons.org/licenses/by/4.0/", 'rel="license"'),
        ("https://schema.org/Dataset", 'rel="type"'),
        ("https://schema.org/AboutPage", 'rel="type"'),
    ]
    if header:
        rels.append((linkset, 'rel="linkset"; type="application/linkset+json"'))
    link_header = ", ".join(f"<{u}>; {r}" for u, r in rels)
    # The header variant also points at its linkset from the HTML head (as some repositories
    # do), so a reader without the headers still finds the machine-readable boundary.
    head = (
        f'<link rel="linkset" type="application/linkset+json" href="{linkset}">'
        if header
        else "".join(f'<link href="{escape(u)}" {r}>' for u, r in rels)
    )
    body = f"""<article class="dataset"><p class="type">Dataset · Published 2025-04-09 · Version 1</p><h1>{escape(title)}</h1>
<p>{a("https://orcid.org/" + orcid, "Siri Halvorsrud")} · {a("/communities/soil-physics", "Soil Physics community")}</p>
<p>Cite as: {a(f"https://doi.org/10.55011/{did}", f"https://doi.org/10.55011/{did}")}</p>
<h2>Files</h2><table class="files">{"".join(f"<tr><td>{a(u, u.rsplit('/', 1)[-1])}</td><td>{t}</td></tr>" for u, t in items)}</table>
<h2>Metadata</h2><ul><li>{a(described[0][0], "Schema.org JSON-LD")}</li><li>{a(described[1][0], "DataCite XML")}</li></ul>
<h2>Related</h2><p>{a("/dataset/hd-2107", "Soil moisture at Halvard field station, 2019-2021")}</p>
<p>License: {a("https://creativecommons.org/licenses/by/4.0/", "CC BY 4.0")}</p></article>"""
    html = _sig_render(title, body, head)
    pages: dict[str, PageValue] = {
        base: Response.html(html, headers=[("Link", link_header)] if header else None),
    }
    for u, t in items:
        content = (
            csv_file("plot,depth_cm,theta", 36, len(u)).body
            if t == "text/csv"
            else f"# {title}\n\nFiles and columns.\n".encode()
        )
        pages[u[len(f"http://{SIG}") :]] = Response(
            200,
            [("Content-Type", t), ("Link", f'<{land}>; rel="collection"; type="text/html"')],
            content,
        )
    for u, t in described:
        pages[u[len(f"http://{SIG}") :]] = Response(
            200,
            [("Content-Type", t), ("Link", f'<{land}>; rel="describes"; type="text/html"')],
            f'{{"name": "{title}"}}'.encode()
            if "json" in t
            else f"<resource><title>{escape(title)}</title></resource>".encode(),
        )
    truth = {land} | {u for u, _ in items} | {u for u, _ in described}
    if header:
        pages[f"{base}/linkset"] = json_file(
            {"linkset": [{"anchor": land, "item": [{"href": u, "type": t} for u, t in items]}]},
            "application/linkset+json",
        )
        truth.add(linkset)
    return pages, truth


SIG_A = (
    "hd-2291",
    "Soil moisture and temperature profiles under winter cover crops, Halvard 2022-2024",
    [
        ("soil_moisture_profiles.csv", "text/csv"),
        ("soil_temperature_profiles.csv", "text/csv"),
        ("README.md", "text/markdown"),
    ],
    "0000-0002-7788-1122",
    True,
)
SIG_B = (
    "hd-2302",
    "Infiltration tests on compacted headlands, Halvard field station",
    [("infiltration_tests.csv", "text/csv"), ("README.md", "text/markdown")],
    "0000-0002-7788-1122",
    False,
)


def _sig_build() -> list[Site]:
    pa, _ = _sig_dataset(*SIG_A)
    pb, _ = _sig_dataset(*SIG_B)
    pages: dict[str, PageValue] = {**pa, **pb}
    pages["/dataset/hd-2107"] = _sig_render(
        "Soil moisture at Halvard field station, 2019-2021",
        "<h1>Soil moisture at Halvard field station, 2019-2021</h1>",
        "",
    )
    for p, t in (
        ("/communities/soil-physics", "Soil Physics community"),
        ("/browse", "Browse"),
        ("/deposit", "Deposit"),
        ("/docs/api", "API"),
        ("/docs/signposting", "Signposting"),
        ("/auth/login", "Log in"),
        ("/search", "Search"),
        ("/about", "About"),
        ("/policies/preservation", "Preservation policy"),
    ):
        pages[p] = _sig_render(t, f"<h1>{escape(t)}</h1>", "")
    pages.update(
        {
            "/_assets/hdr.2b7c.css": css(),
            "/_assets/hdr.91fe.js": js(),
            "/_assets/halvard-logo.png": image_file(),
        }
    )
    shell = Shell(
        SIG,
        _sig_render,
        home="<h1>Halvard Data Repository</h1>"
        + ul([("/dataset/hd-2291", SIG_A[1]), ("/dataset/hd-2302", SIG_B[1])]),
    )
    return [shell.site(pages)]


CASES: list[Case] = [
    Case(
        name="coracle_nest_temperature_package",
        imitates="Dryad-like data repository (classic, DSpace-based)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=f"http://{DRY}/resource/doi:10.5061/{DRY_A[0]}",
        truth=_dry_truth(DRY_A),
        build=_dry_build,
        others=frozenset([f"http://{DRY}/resource/doi:10.5061/{DRY_B[0]}"]),
    ),
    Case(
        name="coracle_bumblebee_package",
        imitates="Dryad-like data repository (classic, DSpace-based)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=f"http://{DRY}/resource/doi:10.5061/{DRY_B[0]}",
        truth=_dry_truth(DRY_B),
        build=_dry_build,
        others=frozenset([f"http://{DRY}/resource/doi:10.5061/{DRY_A[0]}"]),
    ),
    Case(
        name="dataarena_urban_heat_dataset",
        imitates="Kaggle-like dataset page (downloads on cloud storage)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{KAG}{KDS}",
        truth=frozenset(_kag()[2]),
        build=_kag_build,
        others=frozenset(
            f"http://{KAG}{p}"
            for p in ("/code/jlopez/uhi-eda-and-mapping", "/code/pwong/heat-index-forecasting-lstm")
        ),
    ),
    Case(
        name="halvard_signposting_headers",
        imitates="Signposting-enabled data repository (HTTP Link headers)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"http://{SIG}/dataset/{SIG_A[0]}",
        truth=frozenset(_sig_dataset(*SIG_A)[1]),
        build=_sig_build,
        others=frozenset(
            [f"http://{SIG}/dataset/hd-2107", f"http://{SIG}/communities/soil-physics"]
        ),
    ),
    Case(
        name="halvard_signposting_html_links",
        imitates="Signposting-enabled data repository (HTML link elements)",
        artifact_class="Single Hop",
        expected="signposting",
        entry=f"http://{SIG}/dataset/{SIG_B[0]}",
        truth=frozenset(_sig_dataset(*SIG_B)[1]),
        build=_sig_build,
        others=frozenset(
            [f"http://{SIG}/dataset/hd-2107", f"http://{SIG}/communities/soil-physics"]
        ),
    ),
]
