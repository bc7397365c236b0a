"""heldout56 portals whose artifact lives under its entry page's URI: an open-data catalogue
and a microdata library (path based), a statistical code forge and a geodata hub whose
files sit on other domains (path based with externals)."""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, binary, csv, esc, jsonr, pdfr, ul

# -- open-data catalogue (CKAN-like): /dataset/<name> and everything below it ---------------

MOOR = Chrome(
    host="data.opendatamoor.hx56.example",
    name="Moorland Open Data",
    menu=(
        ("/dataset/", "Datasets"),
        ("/organization/", "Publishers"),
        ("/group/", "Themes"),
        ("/showcase/", "Showcases"),
    ),
    footer=(
        ("/pages/about", "About"),
        ("/pages/api-guide", "API guide"),
        ("/pages/accessibility", "Accessibility"),
        ("/help/cookies", "Cookies"),
        ("/pages/licence", "Licence"),
    ),
    title_format="{title} - {name}",
    search_path="/dataset/",
)


@dataclass(frozen=True)
class Resource:
    rid: str
    name: str
    fmt: str
    filename: str


@dataclass(frozen=True)
class Package:
    slug: str
    title: str
    notes: str
    org: tuple[str, str]
    tags: tuple[str, ...]
    resources: tuple[Resource, ...]
    per_page: int = 20


def _res(rid: str, name: str, fmt: str, fn: str) -> Resource:
    return Resource(rid, name, fmt, fn)


PACKAGES = (
    Package(
        "road-traffic-counts-annual",
        "Road traffic counts: annual average daily flow",
        "Annual average daily flow of motor vehicles at count points on major and minor roads.",
        ("dept-transport", "Department for Transport and Roads"),
        ("roads", "traffic", "transport"),
        (
            _res(
                "a3f1c9e2-5b7d-4e21-9c44-01d2e3f4a5b6",
                "AADF by count point 2023",
                "CSV",
                "aadf-count-points-2023.csv",
            ),
            _res(
                "b8e2d7a1-6c3f-4a90-8d15-22e3f4a5b6c7",
                "Count point locations",
                "GeoJSON",
                "count-points.geojson",
            ),
            _res(
                "c1d9e8f7-7a6b-4c5d-9e0f-33f4a5b6c7d8",
                "Metadata and guidance",
                "PDF",
                "aadf-guidance.pdf",
            ),
        ),
    ),
    Package(
        "school-census-pupil-numbers",
        "School census: pupil numbers by school and characteristic",
        "Yearly files of the spring school census, one per academic year, from 2013/14.",
        ("dept-education", "Education Directorate"),
        ("education", "schools", "pupils", "census"),
        tuple(
            _res(
                f"e{y:04d}0c2a-91b4-4f6e-a7d3-5c8b2e1f0{y % 100:03d}",
                f"Pupil numbers {y}/{(y + 1) % 100:02d}",
                "CSV",
                f"pupils-{y}-{(y + 1) % 100:02d}.csv",
            )
            for y in range(2013, 2025)
        )
        + (
            _res(
                "f77a0b1c-2d3e-4f50-8a6b-7c8d9e0f1a2b",
                "Data dictionary",
                "XLSX",
                "pupil-census-dictionary.xlsx",
            ),
        ),
        per_page=6,
    ),
)


def _pkg_url(p: Package) -> str:
    return f"/dataset/{p.slug}"


def _res_url(p: Package, r: Resource) -> str:
    return f"{_pkg_url(p)}/resource/{r.rid}"


def _dl_url(p: Package, r: Resource) -> str:
    return f"{_res_url(p, r)}/download/{r.filename}"


def _pkg_pages(p: Package) -> dict[str, str | Response]:
    base = _pkg_url(p)
    pages: dict[str, str | Response] = {}
    chunks = [p.resources[i : i + p.per_page] for i in range(0, len(p.resources), p.per_page)]
    tags = " ".join(f'<a class="tag" href="/dataset/?tags={t}">{esc(t)}</a>' for t in p.tags)
    side = (
        f'<section class="org"><h2>Publisher</h2><a href="/organization/{p.org[0]}">{esc(p.org[1])}</a></section>'
        '<section class="license"><h2>Licence</h2><a href="http://licences.opengov.test/ogl-3">Open Government '
        "Licence v3.0</a></section>"
        f'<section><h2>Export metadata</h2><a href="{base}.rdf">DCAT (RDF/XML)</a> '
        f'<a href="{base}.jsonld">DCAT (JSON-LD)</a> <a href="/api/3/action/package_show?id={p.slug}">API (JSON)</a></section>'
    )
    for n, chunk in enumerate(chunks, 1):
        items = "".join(
            f'<li class="resource-item"><a class="heading" href="{_res_url(p, r)}">{esc(r.name)}</a> '
            f'<span class="format-label">{r.fmt}</span> <a class="btn" href="{_dl_url(p, r)}">Download</a></li>'
            for r in chunk
        )
        nav = ""
        if len(chunks) > 1:
            nav = (
                '<nav class="pagination">'
                + " ".join(
                    f'<a href="{base}?resources_page={k}">{k}</a>'
                    if k > 1
                    else f'<a href="{base}">1</a>'
                    for k in range(1, len(chunks) + 1)
                )
                + "</nav>"
            )
        main = (
            f'<h1>{esc(p.title)}</h1><div class="notes"><p>{esc(p.notes)}</p></div>'
            f'<p class="dataset-nav"><a href="{base}/activity">Activity stream</a> '
            f'<a href="{base}/groups">Themes</a></p>'
            f'<section id="dataset-resources"><h2>Data and resources</h2><ul>{items}</ul>{nav}</section>'
            f'<section class="tags"><h2>Tags</h2>{tags}</section>'
        )
        path = base if n == 1 else f"{base}?resources_page={n}"
        pages[path] = MOOR.page(
            p.title, main, aside=side, crumbs=(("/dataset/", "Datasets"), (base, p.slug))
        )
    pages[f"{base}/activity"] = MOOR.page(
        f"Activity stream: {p.title}",
        f'<h1>Activity stream</h1><p><a href="{base}">{esc(p.title)}</a></p><ul><li>Published updated resources.</li></ul>',
    )
    pages[f"{base}/groups"] = MOOR.page(
        f"Themes: {p.title}",
        f'<h1>Themes</h1><p><a href="{base}">{esc(p.title)}</a></p>'
        + ul([("/group/society", "Society")]),
    )
    pages[f"{base}.rdf"] = Response.data(
        f'<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dcat="http://www.w3.org/ns/dcat#">'
        f'<dcat:Dataset rdf:about="{MOOR.url(base)}"><dct:title xmlns:dct="http://purl.org/dc/terms/">{esc(p.title)}'
        "</dct:title></dcat:Dataset></rdf:RDF>".encode(),
        "application/rdf+xml",
    )
    pages[f"{base}.jsonld"] = jsonr(
        {"@type": "dcat:Dataset", "@id": MOOR.url(base), "dct:title": p.title},
        "application/ld+json",
    )
    pages[f"/api/3/action/package_show?id={p.slug}"] = jsonr(
        {"success": True, "result": {"name": p.slug, "title": p.title}}
    )
    for r in p.resources:
        others = ul([(_res_url(p, o), o.name) for o in p.resources if o != r][:8])
        main = (
            f'<h1>{esc(r.name)}</h1><p class="muted">From the dataset <a href="{base}">{esc(p.title)}</a></p>'
            f'<p><a class="btn btn-primary" href="{_dl_url(p, r)}">Download ({r.fmt})</a> '
            f'<a href="/api/3/action/datastore_search?resource_id={r.rid}">Data API</a></p>'
            '<table class="preview"><tr><th>Field</th><th>Type</th></tr><tr><td>id</td><td>int</td></tr></table>'
        )
        pages[_res_url(p, r)] = MOOR.page(
            r.name,
            main,
            aside=f"<h2>Resources</h2>{others}",
            crumbs=(("/dataset/", "Datasets"), (base, p.slug)),
        )
        pages[f"/api/3/action/datastore_search?resource_id={r.rid}"] = jsonr(
            {"success": True, "result": {"records": []}}
        )
        if r.fmt == "CSV":
            pages[_dl_url(p, r)] = csv(["id,area,value", "1,North Moor,1204", "2,South Moor,877"])
        elif r.fmt == "GeoJSON":
            pages[_dl_url(p, r)] = jsonr(
                {"type": "FeatureCollection", "features": []}, "application/geo+json"
            )
        elif r.fmt == "PDF":
            pages[_dl_url(p, r)] = pdfr(r.name, p.title)
        else:
            pages[_dl_url(p, r)] = binary(
                r.filename, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            )
    return pages


def _moor_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for p in PACKAGES:
        pages.update(_pkg_pages(p))
        pages[f"/organization/{p.org[0]}"] = MOOR.page(
            p.org[1], f"<h1>{esc(p.org[1])}</h1>" + ul([(_pkg_url(p), p.title)])
        )
        for t in p.tags:
            pages[f"/dataset/?tags={t}"] = MOOR.page(
                f"Datasets tagged {t}", f"<h1>{esc(t)}</h1>" + ul([(_pkg_url(p), p.title)])
            )
    pages["/group/society"] = MOOR.plain("Society")
    pages["/dataset/"] = MOOR.page(
        "Datasets", "<h1>Datasets</h1>" + ul([(_pkg_url(p), p.title) for p in PACKAGES])
    )
    return [MOOR.site(pages)]


# -- microdata library (NADA-like): /index.php/catalog/<id>/... ------------------------------

LOOM = Chrome(
    host="microdata.surveyloom.hx56.example",
    name="Surveyloom Microdata Library",
    menu=(
        ("/index.php/catalog", "Central data catalog"),
        ("/index.php/collections", "Collections"),
        ("/index.php/citations", "Citations"),
        ("/index.php/page/about", "About"),
    ),
    footer=(
        ("/index.php/page/terms", "Terms of use"),
        ("/index.php/page/contact", "Contact"),
        ("/help/cookies", "Cookies"),
    ),
    account=(("/index.php/auth/login", "Login"), ("/index.php/auth/register", "Register")),
    title_format="{name} - {title}",
    search_path="/index.php/catalog/search",
)


@dataclass(frozen=True)
class Study:
    sid: int
    idno: str
    title: str
    country: str
    years: str
    files: tuple[tuple[str, tuple[str, ...]], ...]  # (file name, variables)
    docs: tuple[tuple[int, str], ...]  # (document id, label)
    related: tuple[int, ...] = ()
    var_page: int = 50


STUDIES = (
    Study(
        3187,
        "SLM-LFS-2022-v01",
        "Labour Force Survey 2022",
        "Republic of Surveyland",
        "2022",
        (
            ("households", ("hhid", "region", "urban", "hhsize")),
            ("persons", ("hhid", "pid", "age", "sex", "ilo_status", "hours")),
        ),
        ((41522, "Questionnaire (English)"), (41523, "Interviewer manual")),
        (2954,),
    ),
    Study(
        4402,
        "SLM-HIES-2023-v02",
        "Household Income and Expenditure Survey 2023-2024",
        "Republic of Surveyland",
        "2023-2024",
        (
            ("hh_roster", ("hhid", "pid", "relation", "age", "sex", "educ", "marital")),
            ("hh_consumption", ("hhid", "item", "qty", "unit", "value", "source", "recall")),
            ("hh_income", ("hhid", "pid", "source", "amount", "period")),
        ),
        (
            (51870, "Questionnaire, household module"),
            (51871, "Questionnaire, diary"),
            (51872, "Sampling report"),
            (51873, "Final report"),
        ),
        (3187, 2954),
        var_page=4,
    ),
)


def _study(sid: int) -> str:
    return f"/index.php/catalog/{sid}"


def _loom_pages(s: Study) -> dict[str, str | Response]:
    base = _study(s.sid)
    tabs = [
        (base, "Overview"),
        (f"{base}/study-description", "Study description"),
        (f"{base}/data-dictionary", "Data dictionary"),
        (f"{base}/related-materials", "Documentation"),
        (f"{base}/get-microdata", "Get microdata"),
    ]
    titles = {x.sid: x.title for x in STUDIES} | {2954: "Labour Force Survey 2019"}
    rel = ul([(_study(r), titles[r]) for r in s.related])

    def frame(title: str, main: str) -> str:
        head = f'<h1 class="study-title">{esc(s.title)}</h1><p>{esc(s.country)}, {esc(s.years)}</p>'
        return LOOM.page(
            title,
            head + ul(tabs, "nav-tabs") + main,
            aside=f"<h2>Related studies</h2>{rel}",
            crumbs=(("/index.php/catalog", "Catalog"), (base, s.idno)),
        )

    pages: dict[str, str | Response] = {
        base: frame(
            s.title,
            f"<p>Reference ID {s.idno}. Study type: sample survey.</p>"
            f'<a href="{base}/pdf-documentation">PDF documentation</a> <a href="{base}/export/ddi">DDI codebook</a>',
        ),
        f"{base}/study-description": frame(
            f"{s.title} - Study description", "<h2>Sampling</h2><p>Two-stage stratified sample.</p>"
        ),
        f"{base}/related-materials": frame(
            f"{s.title} - Documentation",
            ul([(f"{base}/download/{d}", label) for d, label in s.docs]),
        ),
        f"{base}/get-microdata": frame(
            f"{s.title} - Get microdata",
            f'<p>Licensed data files. <a href="/index.php/auth/login">Log in</a> to submit an '
            f'<a href="{base}/get-microdata/request">application for access</a>.</p>',
        ),
        f"{base}/get-microdata/request": frame(
            f"{s.title} - Application for access", "<form><textarea></textarea></form>"
        ),
        f"{base}/pdf-documentation": pdfr(s.title, s.idno, "Study documentation"),
        f"{base}/export/ddi": Response.data(
            f'<?xml version="1.0"?><codeBook ID="{s.idno}"><stdyDscr><citation><titlStmt><titl>{esc(s.title)}</titl>'
            "</titlStmt></citation></stdyDscr></codeBook>".encode(),
            "application/xml",
        ),
    }
    for d, label in s.docs:
        pages[f"{base}/download/{d}"] = pdfr(s.title, label)
    pages[f"{base}/data-dictionary"] = frame(
        f"{s.title} - Data dictionary",
        ul(
            [
                (f"{base}/data-dictionary/F{i}?file_name={name}", name)
                for i, (name, _v) in enumerate(s.files, 1)
            ]
        ),
    )
    for i, (name, variables) in enumerate(s.files, 1):
        chunks = [variables[k : k + s.var_page] for k in range(0, len(variables), s.var_page)]
        for n, chunk in enumerate(chunks):
            rows = "".join(
                f'<tr><td><a href="{base}/variable/F{i}/V{i * 100 + n * s.var_page + k}">{v}</a></td></tr>'
                for k, v in enumerate(chunk)
            )
            nav = ""
            if len(chunks) > 1:
                nav = " ".join(
                    f'<a href="{base}/data-dictionary/F{i}?file_name={name}&amp;offset={m * s.var_page}">{m + 1}</a>'
                    for m in range(len(chunks))
                )
            q = f"?file_name={name}" + (f"&offset={n * s.var_page}" if n else "")
            pages[f"{base}/data-dictionary/F{i}{q}"] = frame(
                f"{s.title} - {name}", f"<h2>{name}</h2><table>{rows}</table>{nav}"
            )
            if n == 0 and len(chunks) > 1:
                pages[f"{base}/data-dictionary/F{i}?file_name={name}&offset=0"] = pages[
                    f"{base}/data-dictionary/F{i}{q}"
                ]
            for k, v in enumerate(chunk):
                vid = i * 100 + n * s.var_page + k
                pages[f"{base}/variable/F{i}/V{vid}"] = frame(
                    f"{s.title} - {v}",
                    f'<h2>Variable {v}</h2><p>File <a href="{base}/data-dictionary/F{i}?file_name={name}">{name}</a></p>',
                )
    return pages


def _loom_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for s in STUDIES:
        pages.update(_loom_pages(s))
    pages[_study(2954)] = LOOM.page(
        "Labour Force Survey 2019", "<h1>Labour Force Survey 2019</h1><p>Earlier round.</p>"
    )
    pages["/index.php/catalog"] = LOOM.page(
        "Central data catalog", "<h1>Catalog</h1>" + ul([(_study(s.sid), s.title) for s in STUDIES])
    )
    return [LOOM.site(pages)]


def _tree_truth(c: Chrome, pages: dict[str, str | Response], base: str) -> set[str]:
    """The paths of a portal's page map that contain `base` (path-based membership)."""
    return {c.url(p) for p in pages if p.startswith(base)}


# -- cases -----------------------------------------------------------------------------------

_MOOR_PAGES = [_pkg_pages(p) for p in PACKAGES]
_LOOM_PAGES = [_loom_pages(s) for s in STUDIES]

CASES = [
    # CKAN-shaped catalogue: resource pages, downloads, activity, themes and the DCAT
    # exports all carry /dataset/<name> in their URI (the seed's GitLab/BitBucket reasoning:
    # the entry URI is a substring of every artifact URI); the API URLs do not.
    Case(
        "moor-road-traffic",
        "open-data catalogue (dataset with three resources)",
        "multi-hop",
        "path_based",
        MOOR.url(_pkg_url(PACKAGES[0])),
        frozenset(_tree_truth(MOOR, _MOOR_PAGES[0], _pkg_url(PACKAGES[0]))),
        _moor_sites,
    ),
    # A yearly series: thirteen resources over three pages of the dataset view.
    Case(
        "moor-school-census",
        "open-data catalogue (yearly file series with paginated resources)",
        "multi-hop",
        "path_based",
        MOOR.url(_pkg_url(PACKAGES[1])),
        frozenset(_tree_truth(MOOR, _MOOR_PAGES[1], _pkg_url(PACKAGES[1]))),
        _moor_sites,
    ),
    # NADA-shaped microdata library: study tabs, data dictionary, variable pages and
    # documentation downloads all sit under /index.php/catalog/<id>.
    Case(
        "surveyloom-lfs-2022",
        "microdata library (labour force survey study)",
        "multi-hop",
        "path_based",
        LOOM.url(_study(3187)),
        frozenset(_tree_truth(LOOM, _LOOM_PAGES[0], _study(3187))),
        _loom_sites,
        others=frozenset([LOOM.url(_study(2954))]),
    ),
    # Three data files whose variable lists page by offset, four documents and two related
    # studies (other artifacts): every member still under the study path (Path-Based).
    Case(
        "surveyloom-hies-2023",
        "microdata library (income survey: three data files, paged variable lists, four documents)",
        "multi-hop",
        "path_based",
        LOOM.url(_study(4402)),
        frozenset(_tree_truth(LOOM, _LOOM_PAGES[1], _study(4402))),
        _loom_sites,
        others=frozenset([LOOM.url(_study(3187)), LOOM.url(_study(2954))]),
    ),
]
