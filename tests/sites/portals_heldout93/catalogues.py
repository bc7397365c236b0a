"""Survey data catalogues: a DDI microdata catalogue with study- and variable-level pages
(path-based), a census microdata extract portal and a cross-national catalogue keyed by a
study UUID (both significant string from URI).

Each portal is one builder serving all its records; its two cases read the same site.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Chrome, filled, finish, pdf_file, text, ul, zipped

# --- DDI microdata catalogue ("national statistics office microdata library") --------------

CAT = Chrome(
    host="microdata.kestrelstat.hx93.example",
    name="Kestria Microdata Library",
    menu=[
        ("/", "Home"),
        ("/index.php/catalog", "Data catalog"),
        ("/index.php/collections", "Collections"),
        ("/index.php/citations", "Citations"),
        ("/index.php/about", "About"),
    ],
    footer=[
        ("/index.php/terms", "Terms of use"),
        ("/index.php/privacy", "Privacy"),
        ("/index.php/contact", "Contact us"),
        ("http://twitter.test/kestrelstat", "Follow us"),
    ],
    title_format="{title} | {name}",
)


@dataclass(frozen=True)
class Datafile:
    fid: str
    name: str
    variables: tuple[tuple[str, str, str], ...]  # (vid, name, label)
    per_page: int = 0  # 0: one page; else the variable list is paginated


@dataclass(frozen=True)
class Study:
    sid: int
    idno: str
    title: str
    files: tuple[Datafile, ...]
    downloads: tuple[tuple[int, str, str], ...]  # (id, file name, label)
    versions: tuple[str, ...] = ()
    related: tuple[tuple[int, str], ...] = ()


STUDIES = (
    Study(
        412,
        "KES-HBS-2018-v1.0",
        "Household Budget Survey 2018",
        (
            Datafile(
                "F1",
                "hh_roster",
                (("V1", "hhid", "Household identifier"), ("V2", "hhsize", "Household size")),
            ),
            Datafile(
                "F2",
                "expenditure",
                (("V7", "food_exp", "Food expenditure"), ("V8", "tot_exp", "Total expenditure")),
            ),
        ),
        ((2201, "KES_HBS_2018_questionnaire.pdf", "Household questionnaire"),),
        related=((398, "Household Budget Survey 2013"),),
    ),
    Study(
        415,
        "KES-LFS-2021-v2.1",
        "Labour Force Survey 2021, Quarterly Panel",
        (
            Datafile(
                "F1",
                "persons",
                tuple(
                    (f"V{i}", f"q{i:02d}", f"Question {i} of the individual module")
                    for i in range(1, 8)
                ),
                per_page=3,
            ),
            Datafile(
                "F2", "dwelling", (("V20", "urban", "Urban or rural"), ("V21", "region", "Region"))
            ),
            Datafile("F3", "weights", (("V30", "wgt_q", "Quarterly weight"),)),
        ),
        (
            (2290, "KES_LFS_2021_questionnaire.pdf", "Questionnaire"),
            (2291, "KES_LFS_2021_interviewer_manual.pdf", "Interviewer manual"),
            (2292, "KES_LFS_2021_puf.zip", "Public use file (CSV)"),
        ),
        versions=("v2.1 (2023-02, current)", "v2.0 (2022-06)", "v1.0 (2022-01)"),
        related=((409, "Labour Force Survey 2020"), (377, "Child Labour Survey 2019")),
    ),
)


def _cat_path(s: Study, rest: str = "") -> str:
    return f"/index.php/catalog/{s.sid}/{rest}"


def _study_tabs(s: Study) -> str:
    tabs = [
        (_cat_path(s), "Overview"),
        (_cat_path(s, "study-description"), "Study description"),
        (_cat_path(s, "data-dictionary"), "Data dictionary"),
        (_cat_path(s, "related-materials"), "Downloads"),
        (_cat_path(s, "get-microdata"), "Get microdata"),
        (_cat_path(s, "related-citations"), "Citations"),
    ]
    if s.versions:
        tabs.append((_cat_path(s, "version-history"), "Versions"))
    return ul(tabs, "nav-tabs")


def _cat_study_pages(s: Study) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    head = f"<h1>{s.title}</h1><p class='idno'>Reference ID: {s.idno}</p>" + _study_tabs(s)
    side = "<aside><h2>Related studies</h2>" + ul(
        (f"/index.php/catalog/{sid}/", t) for sid, t in s.related
    )
    side += "<h2>Metadata</h2>" + ul(
        [
            (_cat_path(s, "export/ddi"), "DDI Codebook (2.5)"),
            (_cat_path(s, "export/json"), "JSON"),
        ]
    )
    side += "</aside>"
    pages[_cat_path(s)] = CAT.record(
        s.title,
        head + f"<section><p>The {s.title} is a nationally representative sample survey "
        "conducted by the national statistics office.</p>"
        f"<p>Data access: public use files after free registration.</p></section>{side}",
        share=CAT.url(_cat_path(s)),
    )
    pages[_cat_path(s, "study-description")] = CAT.record(
        f"Study description - {s.title}",
        head + "<dl><dt>Producer</dt><dd>Kestria National Statistics Office</dd>"
        "<dt>Sampling</dt><dd>Two-stage stratified cluster sample.</dd></dl>",
    )
    dd = ul(
        (_cat_path(s, f"datafile/{f.fid}"), f"{f.name} ({len(f.variables)} variables)")
        for f in s.files
    )
    pages[_cat_path(s, "data-dictionary")] = CAT.record(
        f"Data dictionary - {s.title}", head + "<h2>Data files</h2>" + dd
    )
    for f in s.files:
        chunks = [f.variables]
        if f.per_page:
            chunks = [
                f.variables[i : i + f.per_page] for i in range(0, len(f.variables), f.per_page)
            ]
        for n, chunk in enumerate(chunks, 1):
            rows = ul(
                (_cat_path(s, f"variable/{f.fid}/{vid}"), f"{name}: {label}")
                for vid, name, label in chunk
            )
            pager = ""
            if len(chunks) > 1:
                pager = (
                    "<nav class='pager'>"
                    + " ".join(
                        f'<a href="{_cat_path(s, f"datafile/{f.fid}")}{"" if k == 1 else f"?page={k}"}">{k}</a>'
                        for k in range(1, len(chunks) + 1)
                        if k != n
                    )
                    + "</nav>"
                )
            key = _cat_path(s, f"datafile/{f.fid}") + (f"?page={n}" if n > 1 else "")
            pages[key] = CAT.record(f"Data file {f.name} - {s.title}", head + rows + pager)
        for vid, name, label in f.variables:
            pages[_cat_path(s, f"variable/{f.fid}/{vid}")] = CAT.record(
                f"{name}: {label} - {s.title}",
                head + f"<h2>{name}</h2><p>{label}</p><table><tr><th>Valid</th><td>9812</td></tr>"
                "<tr><th>Invalid</th><td>14</td></tr></table>"
                f'<p><a href="{_cat_path(s, f"datafile/{f.fid}")}">Back to {f.name}</a></p>',
            )
    pages[_cat_path(s, "related-materials")] = CAT.record(
        f"Downloads - {s.title}",
        head
        + ul(
            (_cat_path(s, f"download/{d}"), f"{label} ({fname})") for d, fname, label in s.downloads
        ),
    )
    for d, fname, label in s.downloads:
        if fname.endswith(".zip"):
            pages[_cat_path(s, f"download/{d}")] = zipped(fname)
        else:
            pages[_cat_path(s, f"download/{d}")] = pdf_file(label, s.title)
    pages[_cat_path(s, "get-microdata")] = CAT.record(
        f"Get microdata - {s.title}",
        head + "<p>Please log in to request access to the public use files.</p>"
        f'<a href="/index.php/auth/login?destination=catalog/{s.sid}/get-microdata">Log in</a>',
    )
    pages[_cat_path(s, "related-citations")] = CAT.record(
        f"Citations - {s.title}", head + "<p>2 publications cite this study.</p>"
    )
    if s.versions:
        pages[_cat_path(s, "version-history")] = CAT.record(
            f"Version history - {s.title}",
            head + "<ol>" + "".join(f"<li>{v}</li>" for v in s.versions) + "</ol>",
        )
    pages[_cat_path(s, "export/ddi")] = text(
        f'<?xml version="1.0"?><codeBook><stdyDscr><citation><titlStmt><titl>{s.title}</titl>'
        f"<IDNo>{s.idno}</IDNo></titlStmt></citation></stdyDscr></codeBook>\n",
        "application/xml",
    )
    pages[_cat_path(s, "export/json")] = text(
        f'{{"idno": "{s.idno}", "title": "{s.title}"}}\n', "application/json"
    )
    return pages


def _cat_truth(s: Study) -> list[str]:
    site = _cat_site()
    prefix = CAT.url(_cat_path(s))
    # every page the study's own tabs serve, nothing the filler generated
    gen = filled(CAT.host)
    return sorted(CAT.url(p) for p in site.pages if CAT.url(p).startswith(prefix) and p not in gen)


def _cat_site() -> Site:
    pages: dict[str, PageValue] = {}
    for s in STUDIES:
        pages.update(_cat_study_pages(s))
    for sid, t in {r for s in STUDIES for r in s.related}:
        pages[f"/index.php/catalog/{sid}/"] = CAT.record(
            t, f"<h1>{t}</h1><p>Earlier round of the series.</p>"
        )
    pages["/index.php/catalog"] = CAT.plain(
        "Data catalog", ul((_cat_path(s), s.title) for s in STUDIES)
    )
    return finish(CAT, pages)


def _cat_sites() -> list[Site]:
    return [_cat_site()]


CAT_CASES = [
    # The study's tabs, data files, variables and downloads all live under its catalogue
    # path (/index.php/catalog/412/...), menus and related studies do not: the seed's
    # Path-Based heuristic for GitLab/BitBucket-shaped portals (entry URI a prefix of every
    # artifact URI, several hops deep: tab -> data file -> variable).
    case(
        "kestria-hbs-2018",
        "DDI microdata catalogue (household budget survey, two data files)",
        "Multi-Hop",
        "path_based",
        CAT.url(_cat_path(STUDIES[0])),
        _cat_truth(STUDIES[0]),
        _cat_sites,
    ),
    # Same portal, harder: a paginated variable list, three data files, three downloads,
    # a version-history tab; still all under the study path, so still Path-Based.
    case(
        "kestria-lfs-2021-panel",
        "DDI microdata catalogue (labour force panel, paginated variables, versions)",
        "Multi-Hop",
        "path_based",
        CAT.url(_cat_path(STUDIES[1])),
        _cat_truth(STUDIES[1]),
        _cat_sites,
    ),
]

# --- census microdata extract portal (samples keyed by a sample code) ----------------------

CEN = Chrome(
    host="usa.censusweave.hx93.example",
    name="CensusWeave Integrated Microdata",
    menu=[
        ("/", "Home"),
        ("/samples", "Samples"),
        ("/variables", "Browse variables"),
        ("/extract", "My data cart"),
        ("/faq", "FAQ"),
        ("/citation", "How to cite"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{name}: {title}",
)
CEN_API = "api.censusweave.hx93.example"


@dataclass(frozen=True)
class Sample:
    code: str
    title: str
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # (group, variables)
    forms: tuple[str, ...]
    related: tuple[tuple[str, str], ...]


SAMPLES = (
    Sample(
        "kst1990a",
        "Kestria 1990 Census, 5% sample",
        (("household", ("HHWT", "OWNERSHP")), ("person", ("AGE", "SEX", "EMPSTAT"))),
        ("enumeration form",),
        (("kst1990b", "Kestria 1990 Census, 1% sample"), ("kst2000a", "Kestria 2000 Census")),
    ),
    Sample(
        "mrv2011h05",
        "Moravela 2011 Housing and Population Census, 10% household sample",
        (
            ("household", ("HHWT", "ROOMS", "WATSUP")),
            ("person", ("AGE", "SEX", "MARST", "EDATTAIN")),
            ("migration", ("MIGRATE5", "BPLCTRY")),
        ),
        ("household form", "person form", "enumerator instructions"),
        (("mrv2001h05", "Moravela 2001 Census"), ("mrv2011p01", "Moravela 2011, 1% person sample")),
    ),
)


def _cen_urls(s: Sample) -> dict[str, str]:
    """Artifact path (or absolute URL on the API host) -> what it is."""
    out = {f"/samples/{s.code}": "sample page", f"/variables/browse?samples={s.code}": "variables"}
    for g, vs in s.groups:
        out[f"/variables/browse?samples={s.code}&group={g}"] = f"{g} variables"
        for v in vs:
            out[f"/variables/{v}/codes?sample={s.code}"] = f"{v} codes"
    for i, _f in enumerate(s.forms, 1):
        out[f"/resources/enumeration/{s.code}_form{i}.pdf"] = "form"
    out[f"http://{CEN_API}/v2/samples/{s.code}"] = "api json"
    out[f"http://{CEN_API}/v2/samples/{s.code}/ddi.xml"] = "api ddi"
    return out


def _cen_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for s in SAMPLES:
        groups = ul(
            (f"/variables/browse?samples={s.code}&group={g}", f"{g.title()} ({len(vs)})")
            for g, vs in s.groups
        )
        forms = ul(
            (f"/resources/enumeration/{s.code}_form{i}.pdf", f.capitalize())
            for i, f in enumerate(s.forms, 1)
        )
        pages[f"/samples/{s.code}"] = CEN.record(
            s.title,
            f"<h1>{s.title}</h1><p>Sample code: <code>{s.code}</code></p>"
            f"<p><a href='/variables/browse?samples={s.code}'>Variables in this sample</a></p>"
            f"<h2>Variable groups</h2>{groups}<h2>Enumeration materials</h2>{forms}"
            "<form action='/extract/cart' method='post'><input type='hidden' name='sample' "
            f"value='{s.code}'><button>Add to cart</button></form>"
            f"<p>Machine-readable: <a href='http://{CEN_API}/v2/samples/{s.code}'>JSON</a> "
            f"<a href='http://{CEN_API}/v2/samples/{s.code}/ddi.xml'>DDI</a></p>"
            "<aside><h2>Other samples of this country</h2>"
            + ul((f"/samples/{c}", t) for c, t in s.related)
            + "<p><a href='/samples?country=all'>All samples</a> "
            "<a href='/variables?topic=census'>Census variables</a></p></aside>",
        )
        pages[f"/variables/browse?samples={s.code}"] = CEN.record(
            f"Variables - {s.code}",
            f"<h1>Variables available in {s.code}</h1>{groups}"
            f"<p><a href='/samples/{s.code}'>Sample description</a></p>",
        )
        for g, vs in s.groups:
            pages[f"/variables/browse?samples={s.code}&group={g}"] = CEN.record(
                f"{g.title()} variables - {s.code}",
                f"<h1>{g.title()} variables</h1>"
                + ul((f"/variables/{v}/codes?sample={s.code}", v) for v in vs)
                + "<p>Switch sample: "
                + " ".join(f"<a href='/samples/{c}'>{c}</a>" for c, _t in s.related)
                + "</p>",
            )
            for v in vs:
                pages[f"/variables/{v}/codes?sample={s.code}"] = CEN.record(
                    f"{v} codes in {s.code}",
                    f"<h1>{v}</h1><table><tr><td>1</td><td>Code one</td><td>48.2%</td></tr></table>"
                    f"<p><a href='/variables/{v}'>{v} in all samples</a></p>",
                )
        for i, f in enumerate(s.forms, 1):
            pages[f"/resources/enumeration/{s.code}_form{i}.pdf"] = pdf_file(
                f.capitalize(), s.title
            )
        api[f"/v2/samples/{s.code}"] = text(
            f'{{"sample": "{s.code}", "label": "{s.title}"}}\n', "application/json"
        )
        api[f"/v2/samples/{s.code}/ddi.xml"] = text(
            f"<codeBook><stdyDscr><titl>{s.title}</titl></stdyDscr></codeBook>\n", "application/xml"
        )
        for c, t in s.related:
            pages[f"/samples/{c}"] = CEN.record(t, f"<h1>{t}</h1><p>Sample code {c}.</p>")
    pages["/samples"] = CEN.plain("Samples", ul((f"/samples/{s.code}", s.title) for s in SAMPLES))
    api_site = Site(CEN_API)
    for path, value in api.items():
        api_site.add(path, value)
    return [finish(CEN, pages), api_site]


def _cen_truth(s: Sample) -> list[str]:
    return [u if u.startswith("http") else CEN.url(u) for u in _cen_urls(s)]


CEN_CASES = [
    # Like the seed's GBIF: the sample code in the entry URI recurs in every artifact URI
    # (variable browse pages by query, code tables, enumeration forms, the API host) while
    # the paths differ, so the prefix of the entry path would miss most of them:
    # Significant String from URI.
    case(
        "censusweave-kst1990a",
        "census microdata extract portal (5% census sample)",
        "Multi-Hop",
        "sig_uri",
        CEN.url(f"/samples/{SAMPLES[0].code}"),
        _cen_truth(SAMPLES[0]),
        _cen_site,
    ),
    # Harder: three variable groups, nine variables, three enumeration forms, sibling
    # samples whose codes share the country prefix (mrv2011p01) but not the sample code.
    case(
        "censusweave-mrv2011h05",
        "census microdata extract portal (housing census, sibling samples)",
        "Multi-Hop",
        "sig_uri",
        CEN.url(f"/samples/{SAMPLES[1].code}"),
        _cen_truth(SAMPLES[1]),
        _cen_site,
    ),
]
