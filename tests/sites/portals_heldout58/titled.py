"""heldout58's title-marked portals, whose member pages all print the record's title: an
OSF-like lab project hub and a Dataverse-like clinical data repository (titles wrapped in
the portal's name) and a clinical guideline portal (bare titles); two records each, the
second harder."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Portal, a, build, data, e, pdf_file, ul

# --- lab project hub (OSF-like: "OpenBench | <title>", files under their own GUIDs) -------

OB = Portal(
    "www.openbench.hx58.example",
    "OpenBench",
    menu=[
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[
        ("/support/terms/", "Terms of use"),
        ("/support/privacy/", "Privacy"),
        ("/support/status/", "Status"),
        ("/support/contact/", "Contact"),
    ],
    title_format="{name} | {title}",
    home_title="OpenBench | Open science for labs",
    skin="bar",
    login="/login/",
    home_main=(
        "<h1>Open science for labs</h1><p>Plan, collaborate and share your research.</p><h2>Popular public projects</h2>"
        + ul(
            [
                ("/b8c4n/", "Cardiac fibroblast lineage tracing"),
                ("/explore/activity/", "Recent activity"),
            ]
        )
    ),
)


def _ob(
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    wiki: list[str],
    comps: list[tuple[str, str, list[tuple[str, str]]]],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    pages: dict[str, PageValue] = {}
    truth: set[str] = set()

    def add(path: str, title_: str, main: str) -> None:
        pages[path] = OB.page(title_, main)
        truth.add(path)

    def proj(g: str, t: str, parent: str, fl: list[tuple[str, str]], with_wiki: bool) -> None:
        crumb = f'<p class="crumb">{a(f"/{parent}/", title)} &raquo; {e(t)}</p>' if parent else ""
        tabs = [
            (f"/{g}/", "Overview"),
            (f"/{g}/files/", "Files"),
            (f"/{g}/registrations/", "Registrations"),
        ]
        if with_wiki:
            tabs.insert(2, (f"/{g}/wiki/home", "Wiki"))
        head = f'<div class="project-header"><h1>{e(t)}</h1>{crumb}{ul(tabs, "project-nav")}</div>'
        rows = "".join(
            f'<tr><td>{a(f"/{fg}/", fn)}</td><td><button class="dl" data-href="http://files.openbench.test/v1/resources/{g}/providers/osfstorage/{fg}">Download</button></td></tr>'
            for fg, fn in fl
        )
        add(f"/{g}/files/", f"{t} - Files", f"{head}<h2>OSF Storage</h2><table>{rows}</table>")
        add(
            f"/{g}/registrations/",
            f"{t} - Registrations",
            f"{head}<p>There have been no completed registrations of this project.</p>",
        )
        for fg, fn in fl:
            add(
                f"/{fg}/",
                fn,
                f'<div class="file-view"><p class="crumb">{a(f"/{g}/", t)} &raquo; {a(f"/{g}/files/", "Files")} &raquo; {e(fn)}</p><h1>{e(fn)}</h1><p>Version 1. Rendered preview below.</p><div class="mfr"></div></div>',
            )
        extra = ""
        if with_wiki:
            wl = ul((f"/{g}/wiki/{w}", w.replace("-", " ")) for w in ["home", *wiki])
            for w in ["home", *wiki]:
                add(
                    f"/{g}/wiki/{w}",
                    f"{t} - Wiki - {w}",
                    f"{head}<h2>{e(w)}</h2><p>Lab notes.</p>{wl}",
                )
        if comps:
            extra = "<h2>Components</h2>" + ul((f"/{cg}/", ct) for cg, ct, _ in comps)
        add(
            f"/{g}/",
            t,
            f"{head}<p>Contributors: {a('/profile/7ab2k/', 'Lena Fischer')}, {a('/profile/9zq1x/', 'Omar Haddad')}</p>"
            f"<p>License: {a('http://creativecommons.test/licenses/by/4.0/', 'CC-By Attribution 4.0')}</p>{extra}"
            f"<h2>Linked projects</h2>{ul([('/b8c4n/', 'Cardiac fibroblast lineage tracing')])}",
        )

    proj(guid, title, "", files, True)
    for cg, ct, cf in comps:
        proj(cg, ct, guid, cf, False)
    return pages, frozenset(OB.url(p) for p in truth)


OB1 = (
    "x7kq2",
    "Zebrafish heart regeneration single-cell atlas",
    [("m4pz8", "counts_matrix.h5ad"), ("q2we5", "cell_annotations.csv")],
    [],
    [],
)
OB2 = (
    "h3v9d",
    "Sleep deprivation and hippocampal sharp-wave ripples in mice",
    [("a1b2c", "preregistration.pdf"), ("d3e4f", "analysis_plan.md")],
    ["methods", "data-dictionary"],
    [
        (
            "k5l6m",
            "Sleep deprivation and hippocampal sharp-wave ripples in mice: electrophysiology",
            [("n7p8q", "session_01.nwb"), ("r9s0t", "session_02.nwb")],
        ),
        (
            "u1v2w",
            "Sleep deprivation and hippocampal sharp-wave ripples in mice: behaviour",
            [("x3y4z", "open_field_tracks.csv")],
        ),
    ],
)


def ob_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/b8c4n/": OB.page(
            "Cardiac fibroblast lineage tracing", "<h1>Cardiac fibroblast lineage tracing</h1>"
        )
    }
    for rec in (OB1, OB2):
        pages.update(_ob(*rec)[0])
    return build([(OB, pages)])


# --- clinical data repository (Dataverse-like: "<title> | Northgate Clinical Dataverse") ---

NCD = Portal(
    "dataverse.northgateclin.hx58.example",
    "Northgate Clinical Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/dataverseuser.xhtml", "Account"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/guides/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/guides/api", "API guide"),
    ],
    title_format="{title} | {name}",
    home_title="Dataverse home | Northgate Clinical Dataverse",
    skin="side",
    login="/loginpage.xhtml",
    home_main=(
        "<h1>Northgate Clinical Dataverse</h1><h2>Dataverses</h2>"
        + ul(
            [
                ("/dataverse/geriatrics", "Geriatrics"),
                ("/dataverse/emergency-medicine", "Emergency medicine"),
                ("/dataverse/cardiology", "Cardiology"),
            ]
        )
        + ul(
            [
                (
                    "/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ81PQ",
                    "Hip fracture registry extract 2015-2020",
                )
            ]
        )
    ),
)


def _ncd(
    pid: str, title: str, files: list[tuple[int, str]], versions: list[str], sub: str
) -> tuple[dict[str, PageValue], frozenset[str], str]:
    entry = f"/dataset.xhtml?persistentId={pid}"
    pages: dict[str, PageValue] = {}
    truth = {entry}
    crumb = f'<p class="breadcrumb">{a("/dataverse/root", "Northgate")} &gt; {a(f"/dataverse/{sub}", sub.title())} &gt; {e(title)}</p>'
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?fileId={fid}', name)}</td><td>Tabular, 1.2 MB, MD5 3f2a</td>"
        f'<td><form action="/api/access/datafile/{fid}" method="post"><button>Access file</button></form></td></tr>'
        for fid, name in files
    )
    for fid, name in files:
        p = f"/file.xhtml?fileId={fid}"
        pages[p] = NCD.page(
            f"{name} | {title}",
            f"{crumb}<h1>{e(name)}</h1><p>Dataset: {a(entry, title)}</p><p>Variables: 14, observations: 2310.</p>",
        )
        truth.add(p)
    export = f"/api/datasets/export?exporter=ddi&persistentId={pid}"
    pages[export] = data(
        f"<codeBook><stdyDscr><citation><titlStmt><titl>{e(title)}</titl></titlStmt></citation></stdyDscr></codeBook>",
        "application/xml",
    )
    truth.add(export)
    vrows = []
    for v in versions[:-1]:
        vp = f"{entry}&version={v}"
        pages[vp] = NCD.page(
            title,
            f"{crumb}<h1>{e(title)}</h1><p>Version {v} (deaccessioned view of an earlier version).</p>",
        )
        truth.add(vp)
        vrows.append((vp, f"Version {v}"))
    vtab = (
        f"<h2>Versions</h2>{ul(vrows + [(entry, f'Version {versions[-1]} (current)')])}"
        if len(versions) > 1
        else ""
    )
    pages[entry] = NCD.page(
        title,
        f'{crumb}<div id="datasetForm"><h1>{e(title)}</h1><p class="citation">Okafor, M.; Reyes, T., 2024, "{e(title)}", '
        f"{a(f'http://doi.test/{pid[4:]}', 'https://doi.org/' + pid[4:])}, Northgate Clinical Dataverse, V{versions[-1][0]}</p>"
        f"<p>Cite dataset: {a(export, 'DDI Codebook v2.5')}</p>"
        f"<h2>Files</h2><table>{rows}</table>{vtab}"
        f"<h2>Terms</h2><p>{a('/guides/terms#restricted', 'Restricted files: request access')}</p></div>",
        aside="<h2>Related datasets</h2>"
        + ul(
            [
                (
                    "/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ81PQ",
                    "Hip fracture registry extract 2015-2020",
                )
            ]
        ),
        share_url=NCD.url(entry),
    )
    return pages, frozenset(NCD.url(p) for p in truth), entry


NCD1 = (
    "doi:10.70122/FK2/QX4LMN",
    "Frailty index and postoperative delirium in an elderly surgical cohort",
    [(88213, "delirium_cohort.tab")],
    ["1.0"],
    "geriatrics",
)
NCD2 = (
    "doi:10.70122/FK2/T7RWB2",
    "Emergency department crowding and sepsis outcomes 2018-2023",
    [
        (90411 + i, n)
        for i, n in enumerate(
            [
                "ed_visits.tab",
                "sepsis_flags.tab",
                "triage_times.tab",
                "codebook.pdf",
                "analysis.R",
                "README.txt",
            ]
        )
    ],
    ["1.0", "2.0", "3.0"],
    "emergency-medicine",
)


def ncd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ81PQ": NCD.page(
            "Hip fracture registry extract 2015-2020",
            "<h1>Hip fracture registry extract 2015-2020</h1>",
        ),
    }
    for rec in (NCD1, NCD2):
        pages.update(_ncd(*rec)[0])
    return build([(NCD, pages)])


# --- clinical guideline portal (bare guideline titles, pages spread over sections) --------

CG = Portal(
    "www.careguidance.hx58.example",
    "CareGuidance",
    menu=[
        ("/topics", "Health topics"),
        ("/published", "Published guidance"),
        ("/in-development", "In development"),
        ("/get-involved", "Get involved"),
    ],
    footer=[
        ("/about", "About us"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy notice"),
        ("/terms-and-conditions", "Terms"),
    ],
    title_format="{title}",
    home_title="CareGuidance - national clinical guidelines",
    skin="stack",
    login="/account/sign-in",
    home_main=(
        "<h1>CareGuidance</h1><p>Evidence-based recommendations for health and care.</p><h2>Recently published</h2>"
        + ul(
            [
                ("/g/hypertension-in-pregnancy", "Hypertension in pregnancy"),
                ("/published?type=quality-standards", "Quality standards"),
            ]
        )
        + ul([("/news/consultations-open", "Consultations open now")])
    ),
)


def _cg(
    slug: str,
    title: str,
    rec_id: int,
    reviews: list[str],
    tools: list[str],
    pdf: bool,
    extra: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    entry = f"/g/{slug}"
    pages: dict[str, PageValue] = {}
    truth = {entry}
    head = f'<p class="guideline-name">{e(title)}</p>'

    def add(path: str, label: str, body: str) -> None:
        pages[path] = CG.page(
            label, f"{head}<h1>{e(label)}</h1>{body}<p>{a(entry, 'Guideline overview')}</p>"
        )
        truth.add(path)

    rv = [(f"/evidence/{r}", f"Evidence review {chr(65 + i)}") for i, r in enumerate(reviews)]
    for p, lbl in rv:
        add(
            p,
            lbl,
            f"<p>Question, methods and GRADE profiles. {a('/about/methods', 'Our methods')}.</p>",
        )
    add(
        f"/recommendations/{rec_id}",
        "Recommendations",
        f"<ol><li>Offer testing at 24-28 weeks.</li></ol><h2>Evidence</h2>{ul(rv)}",
    )
    tl = [(f"/tools/{t}", t.replace("-", " ").title()) for t in tools]
    for p, lbl in tl:
        add(p, lbl, "<p>Printable resource for use in clinics.</p>")
    for p, lbl in extra:
        add(p, lbl, "<p>Summary of the guideline for the public.</p>")
    files = ""
    if pdf:
        pp = f"/media/default/guideline-{rec_id}.pdf"
        pages[pp] = pdf_file(title, "Full guideline", "Published 2024")
        truth.add(pp)
        files = f"<p>{a(pp, 'Download full guideline (PDF)')}</p>"
    main = (
        f'<div class="guideline"><h1>{e(title)}</h1><p>Clinical guideline. Published: 12 March 2024.</p>'
        f"{ul([(f'/recommendations/{rec_id}', 'Recommendations'), *tl, *extra], 'chapters')}{files}"
        f"<p>{a('/topics/pregnancy', 'Topic: pregnancy and kidneys')} &middot; {a('/get-involved/stakeholder-registration', 'Register as a stakeholder')}</p></div>"
    )
    pages[entry] = CG.page(
        title,
        main,
        aside="<h2>Related guidance</h2>"
        + ul([("/g/hypertension-in-pregnancy", "Hypertension in pregnancy")]),
        share_url=CG.url(entry),
    )
    return pages, frozenset(CG.url(p) for p in truth)


CG1 = (
    "gestational-diabetes-detection-and-management",
    "Gestational diabetes: detection and management in pregnancy",
    1804,
    ["er-88ab"],
    ["patient-decision-aid-2217"],
    False,
    [("/information-for-the-public/771", "Information for the public")],
)
CG2 = (
    "chronic-kidney-disease-in-adults",
    "Chronic kidney disease in adults: assessment and management",
    2093,
    ["er-31cd", "er-32ce", "er-33cf", "er-34d0"],
    ["egfr-acr-risk-chart-4410", "implementation-audit-4411"],
    True,
    [
        ("/information-for-the-public/902", "Information for the public"),
        ("/surveillance/sr-5530", "Surveillance report 2025"),
    ],
)


def cg_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/g/hypertension-in-pregnancy": CG.page(
            "Hypertension in pregnancy: diagnosis and management",
            "<h1>Hypertension in pregnancy</h1>",
        )
    }
    for rec in (CG1, CG2):
        pages.update(_cg(*rec)[0])
    return build([(CG, pages)])


CASES: list[Case] = [
    # The seed's OSF row: every page of the project (file pages under their own GUIDs too)
    # prints the project title, but <title> carries the "OpenBench | " prefix the homepage
    # shares; downloads are buttons, not links: Significant String from Filtered Title.
    Case(
        "ob-zebrafish-atlas",
        "lab project hub (two files, wiki)",
        "multi_hop",
        "sig_filtered_title",
        OB.url(f"/{OB1[0]}/"),
        _ob(*OB1)[1],
        ob_sites,
        others=frozenset({OB.url("/b8c4n/")}),
    ),
    Case(
        "ob-sleep-ripples",
        "lab project hub (two components with their own files, wiki pages)",
        "multi_hop",
        "sig_filtered_title",
        OB.url(f"/{OB2[0]}/"),
        _ob(*OB2)[1],
        ob_sites,
        others=frozenset({OB.url("/b8c4n/")}),
    ),
    # The seed's Dataverse row: the portal name ends every <title> (filtered from the end);
    # file pages, versions and the DDI export print the dataset title, file access is a
    # form: Significant String from Filtered Title.
    Case(
        "ncd-frailty-delirium",
        "clinical data repository (one file, one version)",
        "multi_hop",
        "sig_filtered_title",
        NCD.url(_ncd(*NCD1)[2]),
        _ncd(*NCD1)[1],
        ncd_sites,
        others=frozenset({NCD.url("/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ81PQ")}),
    ),
    Case(
        "ncd-ed-crowding-sepsis",
        "clinical data repository (six files, three versions)",
        "multi_hop",
        "sig_filtered_title",
        NCD.url(_ncd(*NCD2)[2]),
        _ncd(*NCD2)[1],
        ncd_sites,
        others=frozenset({NCD.url("/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ81PQ")}),
    ),
    # A guideline whose sections sit at unrelated paths without a shared ID, each printing
    # the bare guideline title that is also the <title>, with no data files (the seed's
    # Dryad shape with every object carrying the string): Significant String from Title.
    Case(
        "cg-gestational-diabetes",
        "clinical guideline portal (recommendations, one evidence review, one tool)",
        "multi_hop",
        "sig_title",
        CG.url(f"/g/{CG1[0]}"),
        _cg(*CG1)[1],
        cg_sites,
        others=frozenset({CG.url("/g/hypertension-in-pregnancy")}),
    ),
    Case(
        "cg-chronic-kidney-disease",
        "clinical guideline portal (four evidence reviews two hops away, tools, full PDF)",
        "multi_hop",
        "sig_title",
        CG.url(f"/g/{CG2[0]}"),
        _cg(*CG2)[1],
        cg_sites,
        others=frozenset({CG.url("/g/hypertension-in-pregnancy")}),
    ),
]
