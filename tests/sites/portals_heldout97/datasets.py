"""Data portals editions publish through, where the artifact's title is the thread: a
Dryad-like package repository, an OSF-like project workspace and a Dataverse-like
installation (two records each, the second harder)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, finish, host, page, static_site, tei, text, ul

# --- Package repository (Dryad-like: significant string from title + one hop, ignoring
# chrome, because the file pages repeat the package title but the bitstreams do not) ----

DR = host("datadepot", "dryas-data")
DR_STATIC = host("static", "dryas-data")
DR_PORTAL = Portal(
    DR,
    "Dryas Digital Repository",
    [
        ("/discover", "Browse data"),
        ("/pages/submit", "Submit data"),
        ("/pages/journals", "Journals"),
        ("/pages/faq", "FAQ"),
    ],
    [("/pages/about", "About"), ("/pages/policies", "Terms of service"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Dryas Digital Repository",
)


def _dr_page(title: str, main: str) -> str:
    aside = "<h2>More data from this journal</h2>" + ul(
        [
            ("/resource/doi:10.5072/dryas.9h2m1", "Data from: Paper and watermarks of Hamburg"),
            ("/discover?journal=editio", "All packages of Editio"),
        ]
    )
    return page(DR_PORTAL, title, main, static=DR_STATIC, aside=aside, raw_title=True)


def _dryas_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    packs = {
        "4f7k2": (
            "Data from: The correspondence network of Elise Reimarus, 1770-1800",
            "dryas.3301",
            ["letters.csv", "network.graphml"],
        ),
        "8c3t5": (
            "Data from: Copying practice in early modern letter-books",
            "dryas.4470",
            ["witnesses.csv", "collation.tsv", "stemma.nex", "hands.csv", "README.txt"],
        ),
    }
    for pid, (title, handle, files) in packs.items():
        base = f"/resource/doi:10.5072/dryas.{pid}"
        listing = ul([(f"{base}/{n}", f) for n, f in enumerate(files, 1)])
        pages[base] = _dr_page(
            title,
            f"<h1>{escape(title)}</h1><p>Files in this package</p>{listing}"
            + ul(
                [
                    (f"{base}?show=full", "View full metadata"),
                    (f"{base}/citation/ris", "Export citation (RIS)"),
                    ("http://journal.editio.test/article/2023-117", "Article in Editio"),
                ]
            ),
        )
        pages[f"{base}?show=full"] = _dr_page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
        )
        pages[f"{base}/citation/ris"] = text(
            f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        for n, f in enumerate(files, 1):
            bit = f"/bitstream/handle/10255/{handle}/{f}?sequence={n}"
            pages[f"{base}/{n}"] = _dr_page(
                f"{title}: {f}",
                f"<p>This file is part of the package {a(base, title)}</p><h1>{escape(f)}</h1>"
                + ul([(bit, f"Download {f}"), (f"{base}/{n}?show=full", "View full metadata")]),
            )
            pages[f"{base}/{n}?show=full"] = _dr_page(
                f"{title}: {f}",
                f"<p>Part of {escape(title)}</p><table><tr><td>dc.format</td></tr></table>",
            )
            # the bitstream is data: it does not carry the package title
            pages[bit] = text("id,value\n1,2\n", "text/csv" if f.endswith("csv") else "text/plain")
    return [finish(DR_PORTAL, pages, DR_STATIC), static_site(DR_STATIC)]


def _dryas_truth(pid: str, handle: str, files: list[str]) -> list[str]:
    base = f"http://{DR}/resource/doi:10.5072/dryas.{pid}"
    out = [base, f"{base}?show=full", f"{base}/citation/ris"]
    for n, f in enumerate(files, 1):
        out += [
            f"{base}/{n}",
            f"{base}/{n}?show=full",
            f"http://{DR}/bitstream/handle/10255/{handle}/{f}?sequence={n}",
        ]
    return out


# --- Project workspace (OSF-like: significant string from filtered title; every title
# starts with "Quirehub | ", which the homepage title shares and the content lacks) -------

QU = host("app", "quirehub")
QU_STATIC = host("cdn", "quirehub")
QU_PORTAL = Portal(
    QU,
    "Quirehub",
    [
        ("/myprojects/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    [
        ("/terms/", "Terms of use"),
        ("/privacy/", "Privacy policy"),
        ("/status/", "Status"),
        ("http://github.test/quirehub", "GitHub"),
    ],
    title_format="Quirehub | {title}",
    home_title="Quirehub | Home",
)


def _qu(project: str, trail: list[tuple[str, str]], title: str, main: str) -> str:
    crumbs = " / ".join(a(h, t) for h, t in trail)
    head = f'<h2 class="project-title">{escape(project)}</h2><p class="breadcrumb">{crumbs}</p>'
    aside = (
        "<h2>Contributors</h2>"
        + ul([("/profile/x9k2m/", "Ruth Ostrander"), ("/profile/b3c8d/", "Niels Hagedorn")])
        + "<h2>Tags</h2>"
        + ul([("/search/?q=tags:letters", "letters"), ("/search/?q=tags:tei", "TEI")])
    )
    return page(QU_PORTAL, title, head + main, static=QU_STATIC, aside=aside)


def _project(
    pages: dict[str, PageValue],
    guid: str,
    project: str,
    name: str,
    trail: list[tuple[str, str]],
    files: list[tuple[str, str]],
    extra_tabs: list[tuple[str, str]],
    extra: str = "",
) -> None:
    """A project or component (`name`) of `project`: overview, files, wiki, analytics."""
    tabs = ul(
        [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files"), (f"/{guid}/wiki/home/", "Wiki")]
        + extra_tabs
        + [(f"/{guid}/analytics/", "Analytics")],
        "tabs",
    )
    crumbs = [*trail, (f"/{guid}/", name)]
    pages[f"/{guid}/"] = _qu(project, trail, name, tabs + f"<p>Public project. {extra}</p>")
    pages[f"/{guid}/files/"] = _qu(
        project,
        trail,
        name,
        tabs + "<h3>Quirehub Storage</h3>" + ul([(f"/{fg}/", fn) for fg, fn in files]),
    )
    pages[f"/{guid}/wiki/home/"] = _qu(project, trail, name, tabs + "<p>Welcome to the wiki.</p>")
    pages[f"/{guid}/analytics/"] = _qu(project, trail, name, tabs + "<p>Unique visits: 311</p>")
    for fg, fn in files:
        pages[f"/{fg}/"] = _qu(
            project, crumbs, fn, f"<h1>{escape(fn)}</h1>" + a(f"/download/{fg}/", "Download")
        )
        # the files carry the project title in their headers
        pages[f"/download/{fg}/"] = (
            tei(project, fn) if fn.endswith(".xml") else text(f"# {project}\nid,date\n", "text/csv")
        )


def _quirehub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    p1 = "Letters of Helferich Peter Sturz, 1768-1779"
    _project(
        pages,
        "k7w2q",
        p1,
        p1,
        [],
        [("m3r8z", "sturz_letters.xml"), ("t6p4n", "letter_register.csv")],
        [],
    )
    p2 = "Correspondence of Amalie Sieveking: an edition in progress"
    _project(
        pages,
        "h4v9c",
        p2,
        p2,
        [],
        [
            ("q1z6r", "sieveking_1821-1830.xml"),
            ("e5k3j", "sieveking_1831-1840.xml"),
            ("u8n2f", "recipients.csv"),
        ],
        [
            ("/h4v9c/wiki/transcription-guidelines/", "Guidelines"),
            ("/h4v9c/components/", "Components"),
        ],
        a("/p5d9h/", "Component: Facsimiles"),
    )
    trail2 = [("/h4v9c/", p2)]
    pages["/h4v9c/wiki/transcription-guidelines/"] = _qu(
        p2, trail2, "Guidelines", "<p>Abbreviations are expanded silently.</p>"
    )
    pages["/h4v9c/components/"] = _qu(p2, trail2, "Components", ul([("/p5d9h/", "Facsimiles")]))
    _project(
        pages,
        "p5d9h",
        p2,
        "Facsimiles",
        [("/h4v9c/", p2)],
        [("w2b7x", "facsimile_index.csv"), ("c9d4m", "image_manifest.xml")],
        [],
    )
    return [finish(QU_PORTAL, pages, QU_STATIC), static_site(QU_STATIC)]


def _quire_truth(guid: str, files: list[str]) -> list[str]:
    base = f"http://{QU}/{guid}/"
    out = [base, base + "files/", base + "wiki/home/", base + "analytics/"]
    for fg in files:
        out += [f"http://{QU}/{fg}/", f"http://{QU}/download/{fg}/"]
    return out


QU_TRUTH1 = _quire_truth("k7w2q", ["m3r8z", "t6p4n"])
QU_TRUTH2 = (
    _quire_truth("h4v9c", ["q1z6r", "e5k3j", "u8n2f"])
    + _quire_truth("p5d9h", ["w2b7x", "c9d4m"])
    + [f"http://{QU}/h4v9c/wiki/transcription-guidelines/", f"http://{QU}/h4v9c/components/"]
)

# --- Dataverse-like installation (significant string from filtered title, filtered from
# the end: every title ends " - Scriptoria Dataverse", the homepage's title) ---------------

DV = host("dataverse", "scriptoria-dv")
DV_STATIC = host("static", "scriptoria-dv")
DV_PORTAL = Portal(
    DV,
    "Scriptoria Dataverse",
    [
        ("/dataverse/scriptoria", "Scriptoria"),
        ("/dataverse/apparatus-lab", "Apparatus Lab"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/api-guide", "API guide")],
    title_format="{title} - Scriptoria Dataverse",
    home_title="Scriptoria Dataverse",
)


def _dv(title: str, main: str, heading: str) -> str:
    aside = (
        "<h2>Dataverse</h2>"
        + ul([("/dataverse/apparatus-lab", "Apparatus Lab")])
        + (
            "<h2>Similar datasets</h2>"
            + ul([("/dataset.xhtml?persistentId=doi:10.5072/SCR/ZZ9ABC", "Watermark database")])
        )
    )
    return page(
        DV_PORTAL, title, f"<h1>{escape(heading)}</h1>{main}", static=DV_STATIC, aside=aside
    )


def _dataverse_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    sets = {
        "QX1ZPA": (
            "Variant readings in the Lavater letters, 1768-1790",
            [(4411, "lavater_variants.tab"), (4412, "sigla.txt")],
            ["1.0"],
        ),
        "M7RT2K": (
            "Apparatus criticus of the Bonstetten correspondence",
            [
                (5201, "apparatus_vol1.xml"),
                (5202, "apparatus_vol2.xml"),
                (5203, "witnesses.tab"),
                (5204, "hands.tab"),
                (5205, "codebook.txt"),
            ],
            ["2.0", "1.0"],
        ),
    }
    for pid, (title, files, versions) in sets.items():
        doi = f"doi:10.5072/SCR/{pid}"
        base = f"/dataset.xhtml?persistentId={doi}"
        latest = versions[0]
        first = files[:3]
        more = files[3:]
        rows = ul([(f"/file.xhtml?fileId={fid}&version={latest}", fn) for fid, fn in first])
        if more:
            rows += a(f"{base}&page=2", "More files")
        vlinks = ul([(f"{base}&version={v}", f"Version {v}") for v in versions[1:]])
        exports = ul(
            [
                (f"/api/datasets/export?exporter=ddi&persistentId={doi}", "DDI"),
                (f"/api/datasets/export?exporter=dataverse_json&persistentId={doi}", "JSON"),
            ]
        )
        body = f"<p>Version {latest}</p>{rows}<h2>Metadata export</h2>{exports}<h2>Versions</h2>{vlinks}"
        pages[base] = _dv(title, body, title)
        if more:
            pages[f"{base}&page=2"] = _dv(
                title,
                ul([(f"/file.xhtml?fileId={fid}&version={latest}", fn) for fid, fn in more]),
                title,
            )
        for v in versions[1:]:
            pages[f"{base}&version={v}"] = _dv(title, f"<p>Version {v} (superseded)</p>", title)
        for exp in ("ddi", "dataverse_json"):
            pages[f"/api/datasets/export?exporter={exp}&persistentId={doi}"] = text(
                f'{{"title": "{title}"}}', "application/json"
            )
        for fid, fn in files:
            pages[f"/file.xhtml?fileId={fid}&version={latest}"] = _dv(
                fn,
                f"<p>Dataset: {a(base, title)}</p>" + a(f"/api/access/datafile/{fid}", "Download"),
                fn,
            )
            pages[f"/api/access/datafile/{fid}"] = (
                tei(title, fn) if fn.endswith(".xml") else text(f"# {title}\n{fn}\n")
            )
    return [finish(DV_PORTAL, pages, DV_STATIC), static_site(DV_STATIC)]


def _dv_truth(pid: str, files: list[int], versions: list[str], paged: bool) -> list[str]:
    doi = f"doi:10.5072/SCR/{pid}"
    base = f"http://{DV}/dataset.xhtml?persistentId={doi}"
    out = [base] + [f"{base}&version={v}" for v in versions[1:]]
    out += [
        f"http://{DV}/api/datasets/export?exporter={e}&persistentId={doi}"
        for e in ("ddi", "dataverse_json")
    ]
    for fid in files:
        out += [
            f"http://{DV}/file.xhtml?fileId={fid}&version={versions[0]}",
            f"http://{DV}/api/access/datafile/{fid}",
        ]
    if paged:
        out.append(f"{base}&page=2")
    return out


def cases() -> list[Case]:
    return [
        case(
            "dryas-reimarus-network",
            "Data package repository (package with two data files)",
            "Multi-Hop",
            # The seed's Dryad row: the package and file pages all carry the title
            # "Data from: …", the bitstreams do not and hang one hop off the file pages:
            # Significant String from Title+ with Ignored URIs.
            "sig_title_plus_ignored",
            f"http://{DR}/resource/doi:10.5072/dryas.4f7k2",
            _dryas_truth("4f7k2", "dryas.3301", ["letters.csv", "network.graphml"]),
            _dryas_sites,
            others=[f"http://{DR}/resource/doi:10.5072/dryas.9h2m1"],
        ),
        case(
            "dryas-letter-book-copying",
            "Data package repository (package with five files, metadata views and RIS)",
            "Multi-Hop",
            # Same shape with five file pages, each with its bitstream and metadata view.
            "sig_title_plus_ignored",
            f"http://{DR}/resource/doi:10.5072/dryas.8c3t5",
            _dryas_truth(
                "8c3t5",
                "dryas.4470",
                ["witnesses.csv", "collation.tsv", "stemma.nex", "hands.csv", "README.txt"],
            ),
            _dryas_sites,
        ),
        case(
            "quirehub-sturz-letters",
            "Research project workspace (edition project with wiki and files)",
            "Multi-Hop",
            # The seed's OSF row: titles start with "Quirehub | " (shared with the
            # homepage title), the project title without it is in every page and file of
            # the project, and files live at top-level guids: Significant String from
            # Filtered Title.
            "sig_filtered_title",
            f"http://{QU}/k7w2q/",
            QU_TRUTH1,
            _quirehub_sites,
        ),
        case(
            "quirehub-sieveking",
            "Research project workspace (project with a component, guidelines, more files)",
            "Multi-Hop",
            # Same, with a component (its own guid, the parent title in its breadcrumb)
            # whose files are three and four hops from the entry.
            "sig_filtered_title",
            f"http://{QU}/h4v9c/",
            QU_TRUTH2,
            _quirehub_sites,
        ),
        case(
            "scriptoria-lavater-variants",
            "Dataverse installation (dataset with two files)",
            "Multi-Hop",
            # The seed's Dataverse row: Significant String from Filtered Title, filtering
            # from the end (" - Scriptoria Dataverse"); file pages and files carry the
            # dataset title; the portal links are query-string pages on shared paths.
            "sig_filtered_title",
            f"http://{DV}/dataset.xhtml?persistentId=doi:10.5072/SCR/QX1ZPA",
            _dv_truth("QX1ZPA", [4411, 4412], ["1.0"], False),
            _dataverse_sites,
        ),
        case(
            "scriptoria-bonstetten-apparatus",
            "Dataverse installation (dataset with five files over two pages and two versions)",
            "Multi-Hop",
            # Same, with a paged file table and an earlier version of the dataset.
            "sig_filtered_title",
            f"http://{DV}/dataset.xhtml?persistentId=doi:10.5072/SCR/M7RT2K",
            _dv_truth("M7RT2K", [5201, 5202, 5203, 5204, 5205], ["2.0", "1.0"], True),
            _dataverse_sites,
        ),
    ]
