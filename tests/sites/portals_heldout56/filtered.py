"""heldout56 portals whose <title> wraps the artifact's title in the portal's name: an
intergovernmental project workspace ("Interstat Workspace | <project>", the seed's OSF
shape) and a government Dataverse ("<dataset> - Civic Vault Dataverse", the seed's
Dataverse shape, filtered from the end).  Both: Significant String from Filtered Title."""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, csv, esc, jsonr, textr, ul, xmlr

# -- intergovernmental project workspace (OSF-like) ------------------------------------------

WS = Chrome(
    host="workspace.interstatix.hx56.example",
    name="Interstat Workspace",
    menu=(
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/institutions/", "Institutions"),
    ),
    footer=(
        ("/terms/", "Terms of use"),
        ("/privacy/", "Privacy policy"),
        ("/help/cookies", "Cookies"),
        ("/status/", "Status"),
    ),
    account=(("/login/", "Sign in"), ("/register/", "Sign up")),
    title_format="{name} | {title}",
    home_title="Interstat Workspace | Home",
    search_path="/search/",
    cookie=False,
)


@dataclass(frozen=True)
class Project:
    guid: str
    title: str
    description: str
    files: tuple[tuple[str, str], ...]  # (file guid, file name)
    wiki: tuple[str, ...] = ("home",)
    components: tuple[tuple[str, str], ...] = ()  # (guid, component name)
    contributors: tuple[tuple[str, str], ...] = ()
    files_per_page: int = 10


PROJECTS = (
    Project(
        "k7m2p",
        "Trade in value added indicators: country notes 2025",
        "Country notes and the indicator file prepared by the working group on globalisation statistics.",
        (("f3x9a", "tiva_indicators_2025.csv"), ("f4d2q", "country_notes_outline.txt")),
        contributors=(("u81ka", "A. Ferreira"), ("u92tz", "J. Nakamura")),
    ),
    Project(
        "q2w8n",
        "Statistical capacity assessment of national statistical systems, round 3",
        "Assessment questionnaires, scoring rules and results for 38 national statistical systems.",
        tuple(
            (f"g{n:02d}x{n * 7 % 10}b", f"assessment_{c}.csv")
            for n, c in enumerate(
                (
                    "scores",
                    "questionnaire_items",
                    "weights",
                    "country_results_A_L",
                    "country_results_M_Z",
                    "peer_review_log",
                    "changelog",
                ),
                start=11,
            )
        ),
        wiki=("home", "scoring-rules", "data-sources"),
        components=(("c5r3j", "Questionnaire translations"),),
        contributors=(("u81ka", "A. Ferreira"), ("u33mm", "M. Diallo"), ("u47pe", "P. Eriksen")),
        files_per_page=3,
    ),
)


def _proj(p: Project) -> str:
    return f"/{p.guid}/"


def _ws_pages(p: Project) -> dict[str, str | Response]:
    b = _proj(p)
    tabs = [(b, "Overview"), (f"{b}files/", "Files"), (f"{b}wiki/", "Wiki")]
    people = " ".join(f'<a href="/profile/{u}/">{esc(n)}</a>' for u, n in p.contributors)

    def frame(title: str, main: str, head: str = "") -> str:
        bar = f'<div class="project-header"><h2 class="project-title"><a href="{b}">{esc(p.title)}</a></h2>{ul(tabs, "project-nav")}</div>'
        return WS.page(title, bar + main, head=head)

    chunks = [p.files[i : i + p.files_per_page] for i in range(0, len(p.files), p.files_per_page)]
    comps = ul([(f"/{g}/", f"{p.title}: {n}") for g, n in p.components]) if p.components else ""
    pages: dict[str, str | Response] = {
        b: frame(
            p.title,
            f"<h1>{esc(p.title)}</h1><p>Contributors: {people}</p><p>{esc(p.description)}</p>"
            f"<h3>Components</h3>{comps or '<p>No components.</p>'}"
            f'<h3>Files</h3>{ul([(f"/{g}/", n) for g, n in chunks[0]])}<a href="{b}files/">All files</a>'
            '<p>License: <a href="http://licences.opengov.test/cc-by-4.0">CC-By Attribution 4.0 International</a></p>',
        ),
        f"{b}wiki/": frame(
            f"{p.title} Wiki", "<h1>Wiki</h1>" + ul([(f"{b}wiki/{w}/", w) for w in p.wiki])
        ),
    }
    for k, chunk in enumerate(chunks, 1):
        nav = (
            " ".join(f'<a href="{b}files/?page={m}">{m}</a>' for m in range(1, len(chunks) + 1))
            if len(chunks) > 1
            else ""
        )
        pages[f"{b}files/" + (f"?page={k}" if k > 1 else "")] = frame(
            f"{p.title} Files",
            "<h1>Files</h1><p>Storage: Interstat storage (EU)</p>"
            + ul([(f"/{g}/", n) for g, n in chunk])
            + nav,
        )
    if len(chunks) > 1:
        pages[f"{b}files/?page=1"] = pages[f"{b}files/"]
    for w in p.wiki:
        pages[f"{b}wiki/{w}/"] = frame(
            f"{p.title} Wiki: {w}", f"<h1>{esc(w)}</h1><p>Working notes of the group.</p>"
        )
    for g, n in p.files:
        pages[f"/{g}/"] = frame(
            n,
            f'<h1>{esc(n)}</h1><p class="file-path">{esc(p.title)} / Files / {esc(n)}</p>'
            f'<a class="btn" href="/download/{g}/">Download</a> <a href="/{g}/?show=revision">Revisions</a>',
        )
        pages[f"/{g}/?show=revision"] = frame(
            n, f"<h1>{esc(n)}</h1><p>{esc(p.title)}: version 1 uploaded.</p>"
        )
        if n.endswith(".csv"):
            pages[f"/download/{g}/"] = csv(
                [f"# {p.title}", f"# file: {n}", "country,indicator,value", "AUS,1,0.42"]
            )
        else:
            pages[f"/download/{g}/"] = textr(f"{p.title}\n\n{n}: outline of the country notes.\n")
    for g, n in p.components:
        pages[f"/{g}/"] = frame(
            f"{p.title}: {n}", f"<h1>{esc(p.title)}: {esc(n)}</h1><p>Component of the project.</p>"
        )
    return pages


def _ws_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for p in PROJECTS:
        pages.update(_ws_pages(p))
        for u, n in p.contributors:
            pages[f"/profile/{u}/"] = WS.page(
                n, f"<h1>{esc(n)}</h1><p>Public projects: {len(p.contributors)}</p>"
            )
    return [WS.site(pages)]


# -- government Dataverse --------------------------------------------------------------------

CV = Chrome(
    host="dataverse.civicvault.hx56.example",
    name="Civic Vault Dataverse",
    menu=(
        ("/dataverse/civicvault", "Browse"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ),
    footer=(
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/help/cookies", "Cookies"),
        ("/guides/api", "API guide"),
    ),
    account=(("/loginpage.xhtml", "Log In"), ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up")),
    title_format="{title} - {name}",
    home_title="Welcome - Civic Vault Dataverse",
)


@dataclass(frozen=True)
class DvDataset:
    doi: str
    title: str
    collection: tuple[str, str]
    versions: tuple[str, ...]  # newest first
    files: tuple[tuple[str, int, str], ...]  # (file pid suffix, file id, name)


DATASETS = (
    DvDataset(
        "doi:10.70311/CV/QX7TRB",
        "Replication Data for: Municipal budget transparency index 2016-2023",
        ("/dataverse/municipal-finance", "Municipal Finance Observatory"),
        ("1.0",),
        (
            ("ABC12Q", 4412, "bti_panel.csv"),
            ("ABD90R", 4413, "codebook.txt"),
            ("ABE31S", 4414, "replication.do"),
        ),
    ),
    DvDataset(
        "doi:10.70311/CV/M2KZLP",
        "Replication Data for: Local election turnout and polling station closures, 2010-2024",
        ("/dataverse/electoral-statistics", "Electoral Statistics Unit"),
        ("2.1", "2.0", "1.0"),
        (
            ("ZK01AA", 5120, "turnout_wards.csv"),
            ("ZK02AB", 5121, "polling_stations.csv"),
            ("ZK03AC", 5122, "closures_events.csv"),
            ("ZK04AD", 5123, "readme.txt"),
            ("ZK05AE", 5124, "models.R"),
        ),
    ),
)
EXPORTERS = ("ddi", "schema.org", "dataverse_json", "oai_dc")


def _ds(d: DvDataset, version: str | None = None) -> str:
    return f"/dataset.xhtml?persistentId={d.doi}" + (f"&version={version}" if version else "")


def _file(d: DvDataset, suffix: str) -> str:
    return f"/file.xhtml?persistentId={d.doi}/{suffix}&version={d.versions[0]}"


def _export(d: DvDataset, exporter: str) -> str:
    return f"/api/datasets/export?exporter={exporter}&persistentId={d.doi}"


def _cv_pages(d: DvDataset) -> dict[str, str | Response]:
    def a(href: str, text: str) -> str:
        return f'<a href="{esc(href)}">{esc(text)}</a>'

    exports = " ".join(a(_export(d, e), e) for e in EXPORTERS)
    rows = "".join(
        f"<tr><td>{a(_file(d, s), n)}</td><td>{a(f'/api/access/datafile/{i}', 'Download')}</td></tr>"
        for s, i, n in d.files
    )
    versions = "".join(f"<tr><td>{a(_ds(d, v), v)}</td><td>Released</td></tr>" for v in d.versions)
    crumbs = (("/dataverse/civicvault", "Civic Vault Dataverse"), d.collection)
    cite = f"Civic Vault, 2025, &quot;{esc(d.title)}&quot;, https://doi.example/{d.doi[4:]}, Civic Vault Dataverse, V{d.versions[0]}"

    def dataset_page(version: str) -> str:
        return CV.page(
            d.title,
            f'<h1 id="title">{esc(d.title)}</h1><div class="citation">{cite}</div>'
            f"<p>Version {version}</p><p>Export metadata: {exports}</p>"
            f'<ul class="tabs"><li>Files</li><li>Metadata</li><li>Terms</li><li>Versions</li></ul>'
            f'<table class="files">{rows}</table><table class="versions">{versions}</table>',
            crumbs=crumbs,
            share=CV.url(_ds(d)),
        )

    pages: dict[str, str | Response] = {_ds(d): dataset_page(d.versions[0])}
    for v in d.versions:
        pages[_ds(d, v)] = dataset_page(v)
    for s, i, n in d.files:
        pages[_file(d, s)] = CV.page(
            n,
            f"<h1>{esc(n)}</h1><p>This file is part of {a(_ds(d), d.title)}</p>"
            f"<p>{a(f'/api/access/datafile/{i}', 'Download')}</p>",
            crumbs=crumbs,
        )
        if n.endswith(".csv"):
            pages[f"/api/access/datafile/{i}"] = csv(
                [f"# {d.title}", f"# {n}", "id,year,value", "1,2020,0.61"]
            )
        else:
            pages[f"/api/access/datafile/{i}"] = textr(f"* {d.title}\n* {n}\n")
    for e in EXPORTERS:
        if e in ("schema.org", "dataverse_json"):
            pages[_export(d, e)] = jsonr({"name": d.title, "identifier": d.doi})
        else:
            pages[_export(d, e)] = xmlr(
                f"<record><title>{esc(d.title)}</title><id>{d.doi}</id></record>"
            )
    return pages


def _cv_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for d in DATASETS:
        pages.update(_cv_pages(d))
        pages[d.collection[0]] = CV.page(
            d.collection[1],
            f"<h1>{esc(d.collection[1])}</h1><p>1 dataset. Search this collection.</p>",
        )
    pages["/dataverse/civicvault"] = CV.page(
        "Civic Vault Dataverse", "<h1>Collections</h1>" + ul([d.collection for d in DATASETS])
    )
    return [CV.site(pages)]


# -- cases -----------------------------------------------------------------------------------

CASES = [
    # OSF in the seed: "Interstat Workspace | " leads every title and is shared with the
    # homepage's title, so it is filtered off; the remaining project title is in every
    # project page, file page and downloaded file, whose GUID URLs share no path.
    Case(
        "interstatix-tiva-notes",
        "intergovernmental project workspace (working-group project with two files)",
        "multi-hop",
        "sig_filtered_title",
        WS.url(_proj(PROJECTS[0])),
        frozenset(WS.url(p) for p in _ws_pages(PROJECTS[0])),
        _ws_sites,
    ),
    # Same workspace: seven files over three file-list pages, a three-page wiki and a
    # component whose pages all repeat the project title (Filtered Title).
    Case(
        "interstatix-capacity-round3",
        "intergovernmental project workspace (seven files over three pages, wiki, a component)",
        "multi-hop",
        "sig_filtered_title",
        WS.url(_proj(PROJECTS[1])),
        frozenset(WS.url(p) for p in _ws_pages(PROJECTS[1])),
        _ws_sites,
    ),
    # Dataverse in the seed: the installation name ends every title and the homepage title,
    # so the filter works from the end; the dataset title is in file pages, versions,
    # metadata exports and (as a header line) the replication files.
    Case(
        "civicvault-budget-transparency",
        "government dataverse (replication dataset, three files)",
        "multi-hop",
        "sig_filtered_title",
        CV.url(_ds(DATASETS[0])),
        frozenset(CV.url(p) for p in _cv_pages(DATASETS[0])),
        _cv_sites,
    ),
    # Same Dataverse, three versions (each a version page), five files and four exports,
    # all carrying the dataset title (Filtered Title, from the end).
    Case(
        "civicvault-election-turnout",
        "government dataverse (three versions, five files, four metadata exports)",
        "multi-hop",
        "sig_filtered_title",
        CV.url(_ds(DATASETS[1])),
        frozenset(CV.url(p) for p in _cv_pages(DATASETS[1])),
        _cv_sites,
    ),
]
