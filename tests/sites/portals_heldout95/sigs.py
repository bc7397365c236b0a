"""Thesis portals whose artifact is held together by its title: an e-thesis reader whose
<title> is the bare thesis title and whose every part repeats it (Significant String from
Title), a thesis data repository whose "Data from: ..." pages lead to files that do not
repeat it (Significant String from Title+ with Ignored URIs, like Dryad), a capstone
registry that prefixes every title with its name (Significant String from Filtered Title,
like OSF) and a thesis dataverse that suffixes it (filtered from the end, like Dataverse)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Skin, pdf_file, text_file, ul

# --- e-thesis reader (Significant String from Title) ---------------------------------------

QB = Skin(
    host="read.quarrybrook.hx95.example",
    name="Quarrybrook e-Theses",
    menu=[
        ("/browse/year", "Browse by year"),
        ("/browse/school", "Browse by school"),
        ("/about", "About"),
    ],
    footer=[("/copyright", "Copyright"), ("/takedown", "Takedown policy"), ("/privacy", "Privacy")],
    cdn="static.quarrybrookcdn.hx95.example",
    cls="qr",
    title_format="{title}",
    home_title="Quarrybrook e-Theses",
    login="/staff/login",
    signup="/staff/request-account",
)


def _qb_thesis(
    tid: str,
    vol: str,
    fkey: str,
    title: str,
    author: str,
    chapters: list[str],
    appendix: list[str],
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    """The landing page and every part of one thesis; each repeats the title."""
    pages: dict[str, PageValue] = {}
    reader = [f"/reader/v/{vol}/{n}" for n in range(1, len(chapters) + 1)]
    exports = [f"/export/{tid}.bib", f"/export/{tid}.ris"]
    pdf = f"/files/{fkey}/thesis.pdf"
    rec = f"/record/{tid}/full"
    app = f"/appendices/{fkey}" if appendix else None
    main = (
        f'<h1>{escape(title)}</h1><p class="qr-by">{escape(author)} · Doctoral thesis</p>'
        f'<p><a href="{pdf}">Download the thesis (PDF)</a> · <a href="{reader[0]}">Read online</a> · '
        f'<a href="{rec}">Full record</a></p>'
        + (f'<p><a href="{app}">Appendices and data</a></p>' if app else "")
        + f'<p>Cite: <a href="{exports[0]}">BibTeX</a> <a href="{exports[1]}">RIS</a></p>'
        f'<p>Author: <a href="/browse/author?name={quote(author)}">{escape(author)}</a></p>'
    )
    aside = "<h3>More from this school</h3>" + ul(related)
    pages[f"/etd/{tid}"] = QB.page(title, main, aside=aside, share=QB.url(f"/etd/{tid}"))
    pages[rec] = QB.page(
        title,
        f"<h1>Full record</h1><table><tr><td>Title</td><td>{escape(title)}"
        f"</td></tr><tr><td>Author</td><td>{escape(author)}</td></tr></table>"
        f'<p><a href="/etd/{tid}">Back to the thesis</a></p>',
    )
    for n, ch in enumerate(chapters, 1):
        nxt = f'<a href="{reader[n]}">Next chapter</a>' if n < len(chapters) else ""
        pages[reader[n - 1]] = QB.page(
            title,
            f'<p class="qr-head">{escape(title)}</p><h1>Chapter {n}: {escape(ch)}</h1>'
            f"<p>Text of the chapter.</p>{nxt}",
        )
    pages[exports[0]] = text_file(
        f"@phdthesis{{qb{tid},\n  title = {{{title}}},\n  author = {{{author}}}\n}}\n",
        "application/x-bibtex",
    )
    pages[exports[1]] = text_file(
        f"TY  - THES\nTI  - {title}\nAU  - {author}\nER  -\n", "application/x-research-info-systems"
    )
    pages[pdf] = pdf_file(title, author)
    own = [f"/etd/{tid}", rec, *reader, *exports, pdf]
    if app:
        csvs = [f"/files/{fkey}/{a}" for a in appendix]
        pages[app] = QB.page(
            title,
            f"<h1>Appendices</h1><p>{escape(title)}</p>"
            + ul([(c, c.rsplit("/", 1)[1]) for c in csvs]),
        )
        for c in csvs:
            pages[c] = text_file(f"# {title}\n# {c.rsplit('/', 1)[1]}\nx,y\n1,2\n", "text/csv")
        own += [app, *csvs]
    for path, t in related:
        pages[path] = QB.page(t, f"<h1>{escape(t)}</h1><p>Another thesis.</p>")
    return pages, own


QB_REL1 = [
    ("/etd/2198", "Sediment budgets of a chalk stream"),
    ("/etd/2240", "River otter diet in winter"),
]
QB_REL2 = [("/etd/3055", "Urban heat islands in small towns")]
QB_ARGS1 = (
    "2231",
    "88213",
    "7b1c3e",
    "Groundwater recharge beneath arable land",
    "Osei, Kwame",
    ["Introduction", "Methods", "Findings"],
    [],
    QB_REL1,
)
QB_ARGS2 = (
    "3061",
    "90517",
    "c44d0a",
    "Microclimate of green roofs in a maritime city",
    "Reyes, Marisol",
    ["Introduction", "Site", "Instruments", "Summer results", "Winter results", "Synthesis"],
    ["substrate-temperatures.csv", "evapotranspiration.csv", "species-cover.csv"],
    QB_REL2,
)


def qb_sites() -> list[Site]:
    p1, _ = _qb_thesis(*QB_ARGS1)
    p2, _ = _qb_thesis(*QB_ARGS2)
    return QB.sites({**p1, **p2})


# --- thesis data repository (Significant String from Title+ with Ignored URIs) -------------

MP = Skin(
    host="datashelf.marlpit.hx95.example",
    name="Marlpit DataShelf",
    menu=[
        ("/discover", "Discover data"),
        ("/deposit", "Deposit"),
        ("/journals", "Partner programmes"),
    ],
    footer=[
        ("/about", "About"),
        ("/faq", "FAQ"),
        ("/terms", "Terms of service"),
        ("/privacy", "Privacy"),
    ],
    cdn="cdn.marlpitassets.hx95.example",
    cls="ms",
    title_format="{title}",
    home_title="Marlpit DataShelf: thesis and research data",
    login="/login",
    signup="/register",
    search="/discover",
)


def _mp_package(
    pid: str, title: str, files: list[str], previous: str | None = None, current: str | None = None
) -> tuple[dict[str, PageValue], list[str]]:
    """A data package page, its file pages (repeating the title) and their downloads
    (plain data that do not), plus the package's metadata record."""
    pages: dict[str, PageValue] = {}
    fpages = [f"/pkg/{pid}/f/{n}" for n in range(1, len(files) + 1)]
    dls = [f"/bitstream/{pid}/{n}/{f}" for n, f in enumerate(files, 1)]
    mets = f"/pkg/{pid}/metadata.xml"
    ver = ""
    if previous:
        ver = (
            f'<p class="ms-version">This is version 2. <a href="/pkg/{previous}">Version 1</a></p>'
        )
    if current:
        ver = f'<p class="ms-version">A newer version exists: <a href="/pkg/{current}">version 2</a></p>'
    main = (
        f'<h1>{escape(title)}</h1>{ver}<p class="ms-cite">Please cite: {escape(title)}. Marlpit '
        f"DataShelf. doi:10.80977/ms.{pid}</p><h2>Files in this package</h2>"
        + ul([(fp, f) for fp, f in zip(fpages, files, strict=True)])
        + f'<p><a href="{mets}">Metadata (XML)</a></p><p>Keywords: '
        '<a href="/discover?kw=hydrology">hydrology</a> <a href="/discover?kw=thesis">thesis</a></p>'
        '<p>Related thesis: <a href="http://theses.marlpit-uni.test/handle/5521">'
        "held at the university repository</a></p>"
    )
    pages[f"/pkg/{pid}"] = MP.page(title, main, share=MP.url(f"/pkg/{pid}"))
    for fp, dl, f in zip(fpages, dls, files, strict=True):
        pages[fp] = MP.page(
            f"{f}: {title}",
            f"<h1>{escape(f)}</h1><p>Part of the data package <a "
            f'href="/pkg/{pid}">{escape(title)}</a>.</p><p><a href="{dl}">Download '
            f"{escape(f)}</a></p>",
        )
        pages[dl] = (
            text_file("site,value\nA,1\n", "text/csv")
            if f.endswith(".csv")
            else text_file("binary", "application/octet-stream")
        )
    pages[mets] = text_file(f"<mets><dc:title>{title}</dc:title></mets>\n", "application/xml")
    return pages, [f"/pkg/{pid}", *fpages, *dls, mets]


MP_T1 = "Data from: Nitrate leaching under cover crops on sandy soil"
MP_T2 = "Data from: Bat activity along restored hedgerows"


def _mp_all() -> tuple[dict[str, PageValue], list[str], list[str]]:
    p1, own1 = _mp_package("q7h2k9", MP_T1, ["lysimeter_nitrate.csv", "soil_profiles.csv"])
    p2a, own2a = _mp_package(
        "r3x8v1.2",
        MP_T2,
        ["detector_nights.csv", "hedgerow_map.zip", "call_library.zip", "README.txt"],
        previous="r3x8v1.1",
    )
    p2b, own2b = _mp_package(
        "r3x8v1.1", MP_T2, ["detector_nights.csv", "README.txt"], current="r3x8v1.2"
    )
    return {**p1, **p2a, **p2b}, own1, own2a + own2b


def mp_sites() -> list[Site]:
    return MP.sites(_mp_all()[0])


# --- capstone registry with prefixed titles (Significant String from Filtered Title) -------

CS = Skin(
    host="registry.capstride.hx95.example",
    name="CapStride",
    menu=[("/explore", "Explore"), ("/institutions", "Institutions"), ("/support", "Support")],
    footer=[
        ("/support/terms", "Terms"),
        ("/support/privacy", "Privacy"),
        ("/support/status", "Status"),
    ],
    cdn="static.capstridecdn.hx95.example",
    cls="cs",
    title_format="{name} | {title}",
    home_title="CapStride | Home",
    login="/auth/signin",
    signup="/auth/signup",
)


def _cs_node(
    nid: str,
    title: str,
    parent: tuple[str, str] | None,
    files: list[tuple[str, str]],
    wiki: list[str],
    children: list[tuple[str, str]],
    project_title: str,
) -> tuple[dict[str, PageValue], list[str]]:
    """A project or component: overview, files, file details, downloads (PDF or text that
    repeat the project title), wiki pages."""
    pages: dict[str, PageValue] = {}
    crumbs = ([(f"/{parent[0]}/", parent[1])] if parent else []) + [(f"/{nid}/", title)]
    tabs = ul(
        [(f"/{nid}/", "Overview"), (f"/{nid}/files/", "Files"), (f"/{nid}/wiki/", "Wiki")],
        "cs-tabs",
    )

    def pg(t: str, main: str) -> str:
        return CS.page(t, tabs + main, crumbs=crumbs)

    own = [f"/{nid}/", f"/{nid}/files/", f"/{nid}/wiki/"]
    pages[f"/{nid}/"] = pg(
        title,
        f"<h1>{escape(title)}</h1>"
        + (f"<p>Component of {escape(project_title)}</p>" if parent else "")
        + "<h2>Components</h2>"
        + ul([(f"/{c}/", t) for c, t in children])
        + '<p>Contributors: <a href="/profile/4kq2m/">team lead</a></p>'
        '<p>Forks: <a href="/forks/">none</a></p>',
    )
    pages[f"/{nid}/files/"] = pg(
        f"{title} files",
        f"<h1>{escape(title)}: files</h1>"
        + ul([(f"/{nid}/files/store/{f}", f) for _k, f in files]),
    )
    for key, f in files:
        dl = f"/download/{key}/"
        pages[f"/{nid}/files/store/{f}"] = pg(
            f,
            f"<h1>{escape(f)}</h1><p>In {escape(title)}</p>"
            f'<p><a href="{dl}">Download</a> · <a href="{dl}?revision=1">'
            "Revision 1</a></p>",
        )
        pages[dl] = (
            pdf_file(project_title, f)
            if f.endswith(".pdf")
            else text_file(f"{project_title}\n{f}\n")
        )
        own += [f"/{nid}/files/store/{f}", dl, f"{dl}?revision=1"]
    pages[f"/{nid}/wiki/"] = pg(
        f"{title} wiki",
        f"<h1>Wiki of {escape(title)}</h1>" + ul([(f"/{nid}/wiki/{w}/", w) for w in wiki]),
    )
    for w in wiki:
        pages[f"/{nid}/wiki/{w}/"] = pg(w, f"<h1>{escape(w)}</h1><p>{escape(project_title)}</p>")
        own.append(f"/{nid}/wiki/{w}/")
    return pages, own


CS_T1 = "Autonomous greenhouse vent controller"
CS_T2 = "Wearable gait monitor for physiotherapy"


def _cs_all() -> tuple[dict[str, PageValue], list[str], list[str]]:
    p1, own1 = _cs_node(
        "x7k2p",
        CS_T1,
        None,
        [("a81bc", "final-report.pdf"), ("a81bd", "firmware.txt")],
        ["Requirements"],
        [],
        CS_T1,
    )
    comps = [("m3v9q", f"{CS_T2}: sensor subsystem"), ("m3v9r", f"{CS_T2}: clinician app")]
    p2, own2 = _cs_node(
        "b5n8w", CS_T2, None, [("c10aa", "design-review.pdf")], ["Timeline", "Ethics"], comps, CS_T2
    )
    pages, own = {**p1, **p2}, list(own2)
    for (cid, ct), files in zip(
        comps,
        [
            [("c10ab", "imu-calibration.txt"), ("c10ac", "pcb.pdf")],
            [("c10ad", "usability-study.pdf")],
        ],
        strict=True,
    ):
        pc, oc = _cs_node(cid, ct, ("b5n8w", CS_T2), files, ["Notes"], [], CS_T2)
        pages.update(pc)
        own += oc
    reg = "/registrations/k8d2f/"
    pages[reg] = CS.page(
        f"Registration: {CS_T2}",
        f"<h1>Registered snapshot of {escape(CS_T2)}</h1><p>Frozen at the start of testing.</p>",
    )
    own.append(reg)
    pages["/b5n8w/"] = str(pages["/b5n8w/"]).replace(
        "<h2>Components</h2>", f'<p><a href="{reg}">Registrations (1)</a></p><h2>Components</h2>'
    )
    return pages, own1, own


def cs_sites() -> list[Site]:
    return CS.sites(_cs_all()[0])


# --- thesis dataverse with suffixed titles (filtered from the end) -------------------------

NL = Skin(
    host="dv.norrlakeu.hx95.example",
    name="Norrlake Thesis Dataverse",
    menu=[
        ("/dataverse/theses", "Theses"),
        ("/dataverse/capstones", "Capstones"),
        ("/guides", "User guide"),
    ],
    footer=[
        ("/guides/terms", "Terms of use"),
        ("/guides/privacy", "Privacy"),
        ("/guides/contact", "Contact"),
    ],
    cdn="cdn.norrlakestatic.hx95.example",
    cls="dv",
    title_format="{title} | {name}",
    home_title="Home | Norrlake Thesis Dataverse",
    login="/loginpage.xhtml",
    signup="/dataverseuser.xhtml",
    search="/dataverse/root",
)


def _nl_dataset(
    doi: str, title: str, files: list[tuple[int, str]], versions: list[str], restricted: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    pid = f"persistentId=doi:10.80231/NTD/{doi}"
    landing = f"/dataset.xhtml?{pid}"
    own = [landing]
    rows = []
    for fid, name in files:
        fpage, dl = f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"
        rows.append(
            f'<tr><td><a href="{fpage}">{escape(name)}</a></td><td><a href="{dl}">Download'
            "</a></td></tr>"
        )
        pages[fpage] = NL.page(
            f"{name} | {title}",
            f"<h1>{escape(name)}</h1><p>Dataset: {escape(title)}"
            f'</p><p><a href="{dl}">Download</a> · <a href="{landing}">Back</a></p>',
        )
        pages[dl] = text_file(f"# {title}\n# {name}\nid,value\n1,0.5\n", "text/csv")
        own += [fpage, dl]
    for name in restricted:
        rows.append(
            f"<tr><td>{escape(name)} (restricted)</td><td><button>Request access</button></td></tr>"
        )
    exports = [f"/api/datasets/export?exporter={e}&{pid}" for e in ("ddi", "dataverse_json")]
    cites = [f"/api/datasets/citation?format={f}&{pid}" for f in ("RIS", "BibTeX")]
    vers = [f"/dataset.xhtml?{pid}&version={v}" for v in versions[:-1]]
    main = (
        f'<h1 class="dv-title">{escape(title)}</h1><p class="dv-cite">Student, 2025, "{escape(title)}", '
        f"doi:10.80231/NTD/{doi}, Norrlake Thesis Dataverse, V{versions[-1]}</p>"
        f"<p>Cite dataset: "
        + " ".join(
            f'<a href="{c.replace("&", "&amp;")}">{c.split("=")[1].split("&")[0]}</a>'
            for c in cites
        )
        + "</p><p>Export metadata: "
        + " ".join(
            f'<a href="{e.replace("&", "&amp;")}">{e.split("=")[1].split("&")[0]}</a>'
            for e in exports
        )
        + f'</p><table class="dv-files">{"".join(rows)}</table>'
        + (
            "<h2>Versions</h2>" + ul([(v, "Version " + v.rsplit("=", 1)[1]) for v in vers])
            if vers
            else ""
        )
        + '<p>Dataverse: <a href="/dataverse/theses">Theses</a></p>'
    )
    pages[landing] = NL.page(title, main, share=NL.url(landing))
    for e in exports + cites:
        pages[e] = text_file(f"{title}\n", "text/plain")
    for v in vers:
        pages[v] = NL.page(
            title, f"<h1>{escape(title)}</h1><p>Version {v.rsplit('=', 1)[1]}, superseded.</p>"
        )
    own += exports + cites + vers
    return pages, own


NL_T1 = "Replication data for: Frost heave in peat soils"
NL_T2 = "Survey data for: Student housing and commuting in mid-sized cities"


def _nl_all() -> tuple[dict[str, PageValue], list[str], list[str]]:
    p1, o1 = _nl_dataset(
        "QF3K2A", NL_T1, [(5521, "heave_measurements.tab"), (5522, "codebook.txt")], ["1.0"], []
    )
    p2, o2 = _nl_dataset(
        "ZP81MB",
        NL_T2,
        [
            (6101, "survey_wave1.tab"),
            (6102, "survey_wave2.tab"),
            (6103, "questionnaire.txt"),
            (6104, "analysis.R"),
        ],
        ["1.0", "1.1", "2.0"],
        ["interview_transcripts.zip"],
    )
    return {**p1, **p2}, o1, o2


def nl_sites() -> list[Site]:
    return NL.sites(_nl_all()[0])


def _urls(skin: Skin, paths: list[str]) -> list[str]:
    return [skin.url(p) for p in paths]


CASES: list[Case] = [
    # The page title is the bare thesis title and the record, reader pages, exports and PDF
    # all repeat it (the seed's Significant String from Title, Dryad without the data files).
    case(
        "quarrybrook-recharge",
        "e-thesis reader (thesis with three chapters)",
        "multi_hop",
        "sig_title",
        QB.url("/etd/2231"),
        _urls(QB, _qb_thesis(*QB_ARGS1)[1]),
        qb_sites,
        others=[QB.url(p) for p, _ in QB_REL1],
    ),
    # Harder: six chapters reached one after another, an appendices page with three CSVs.
    case(
        "quarrybrook-green-roofs",
        "e-thesis reader (long thesis with appendix data)",
        "multi_hop",
        "sig_title",
        QB.url("/etd/3061"),
        _urls(QB, _qb_thesis(*QB_ARGS2)[1]),
        qb_sites,
        others=[QB.url(p) for p, _ in QB_REL2],
    ),
    # "Data from: ..." pages repeat the title but the data files do not, one hop beyond the
    # file pages (the seed's Fig. 7 Dryad): Significant String from Title+ with Ignored URIs.
    case(
        "marlpit-nitrate",
        "thesis data repository (data package)",
        "multi_hop",
        "sig_title_plus_ignored",
        MP.url("/pkg/q7h2k9"),
        _urls(MP, _mp_all()[1]),
        mp_sites,
    ),
    # Harder: version 2 of a package with four files, and version 1 with its own files.
    case(
        "marlpit-bats-v2",
        "thesis data repository (versioned package)",
        "multi_hop",
        "sig_title_plus_ignored",
        MP.url("/pkg/r3x8v1.2"),
        _urls(MP, _mp_all()[2]),
        mp_sites,
    ),
    # Every page title starts "CapStride | ", which the content never repeats (the seed's
    # OSF): Significant String from Filtered Title.
    case(
        "capstride-greenhouse",
        "capstone registry (project with files and wiki)",
        "multi_hop",
        "sig_filtered_title",
        CS.url("/x7k2p/"),
        _urls(CS, _cs_all()[1]),
        cs_sites,
    ),
    # Harder: two components with their own files and wikis, and a registration.
    case(
        "capstride-gait-monitor",
        "capstone registry (project with components and registration)",
        "multi_hop",
        "sig_filtered_title",
        CS.url("/b5n8w/"),
        _urls(CS, _cs_all()[2]),
        cs_sites,
    ),
    # Titles end " | Norrlake Thesis Dataverse" (the seed's Dataverse, filtered from the end).
    case(
        "norrlake-frost-heave",
        "thesis dataverse (replication dataset)",
        "multi_hop",
        "sig_filtered_title",
        NL.url("/dataset.xhtml?persistentId=doi:10.80231/NTD/QF3K2A"),
        _urls(NL, _nl_all()[1]),
        nl_sites,
    ),
    # Harder: four files, a restricted one, two older versions, citation and metadata exports.
    case(
        "norrlake-student-housing",
        "thesis dataverse (survey dataset with versions)",
        "multi_hop",
        "sig_filtered_title",
        NL.url("/dataset.xhtml?persistentId=doi:10.80231/NTD/ZP81MB"),
        _urls(NL, _nl_all()[2]),
        nl_sites,
    ),
]
