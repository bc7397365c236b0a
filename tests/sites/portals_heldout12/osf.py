"""An OSF instance run by a research consortium ("Saltmarsh OSF"): a project and a preprint.

OSF shapes: projects ``/<guid>/``, wiki ``/<guid>/wiki/<page>``, the file browser
``/<guid>/files/osfstorage``, file pages at their own guid ``/<fileguid>/`` (not under the
project), downloads ``/download/<fileguid>/``; preprints
``/preprints/<provider>/<guid>_v<n>`` with ``/download``.  Every title starts
"Saltmarsh OSF | " as the home page's does; file pages name the project they belong to.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import ANALYTICS, CC_BY, a, csv_file, pdf_file

SALT = Portal(
    host="osf.saltmarsh-consortium.hx12.example",
    name="Saltmarsh OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("http://status.osf-saltmarsh.test/", "Status"),
        ("http://cos.test/", "Center for Open Science"),
    ],
    title_format="Saltmarsh OSF | {title}",
    home_title="Saltmarsh OSF | Home",
)

PROJECT = ("w8r4k", "Carbon burial in restored salt marshes: core data and age models")
PROJECT_FILES = (
    ("q2m7z", "core_inventory.csv"),
    ("t9v3x", "pb210_age_models.csv"),
    ("b6n1c", "loss_on_ignition.csv"),
    ("y4k8d", "protocol_coring_v3.pdf"),
)
WIKI = ("home", "Sampling design", "Data dictionary")
FORK = ("z5e2j", "Carbon burial in restored salt marshes (teaching fork)")
PREPRINT = (
    "saltrxiv",
    "c3p8m",
    2,
    "Blue carbon accounting in restored marshes underestimates lateral export",
)
PREPRINT_DATA = ("r7x2n", "Lateral carbon export sensors: supplementary materials")


def _wiki(guid: str, page: str) -> str:
    return f"/{guid}/wiki/" + page.replace(" ", "%20")


def _project_pages() -> dict[str, PageValue]:
    p, (guid, title) = SALT, PROJECT
    files = "".join(f"<li>{a(f'/{fg}/', name)}</li>" for fg, name in PROJECT_FILES)
    wiki_nav = "".join(f"<li>{a(_wiki(guid, w), w)}</li>" for w in WIKI)
    nav = f"""<nav class="project-nav">{a(f"/{guid}/", title)} {a(f"/{guid}/files/osfstorage", "Files")} {a(f"/{guid}/wiki/home", "Wiki")}
{a(f"/{guid}/analytics", "Analytics")} {a(f"/{guid}/registrations", "Registrations")} {a(f"/{guid}/forks", "Forks")}</nav>"""
    main = f"""{nav}<h1 id="nodeTitleEditable">{title}</h1>
<p>Contributors: {a("/u7k2m/", "Elin Sandvik")}, {a("/p3j9q/", "Rafael Ortega")}</p>
<p>Date created: 2023-04-02 | Last updated: 2025-06-17 | License: {a(CC_BY, "CC-By Attribution 4.0 International")}</p>
<p>DOI: {a("http://doi.test/10.70721/OSF.IO/W8R4K", "10.70721/OSF.IO/W8R4K")}</p>
<div class="wiki"><h2>Wiki</h2><p>Sediment cores from six restored marshes.</p><ul>{wiki_nav}</ul></div>
<div class="files"><h2>Files</h2><p>OSF Storage (United Kingdom)</p><ul>{files}</ul></div>
<div class="citation"><h2>Citation</h2><p>Sandvik, E., &amp; Ortega, R. (2025). {title}. https://doi.org/10.70721/OSF.IO/W8R4K</p></div>
<div class="forks"><p>Forked as {a(f"/{FORK[0]}/", FORK[1])}</p></div>"""
    pages: dict[str, PageValue] = {
        f"/{guid}/": p.page(title, main, head=ANALYTICS, share=p.url(f"/{guid}/"))
    }
    pages[f"/{guid}/files/osfstorage"] = p.page(
        f"{title} Files", f"{nav}<h1>{title}: Files</h1><ul>{files}</ul>"
    )
    for w in WIKI:
        pages[_wiki(guid, w)] = p.page(
            f"{title} Wiki", f"{nav}<h1>{title}</h1><h2>{w}</h2><ul>{wiki_nav}</ul>"
        )
    pages[f"/{guid}/analytics"] = p.page(
        f"{title} Analytics", f"{nav}<h1>{title}: Analytics</h1><p>Unique visits: 412</p>"
    )
    pages[f"/{guid}/registrations"] = p.page(
        f"{title} Registrations",
        f"{nav}<p>There have been no completed registrations of this project.</p>",
    )
    pages[f"/{guid}/forks"] = p.page(
        f"{title} Forks", f"{nav}<ul><li>{a(f'/{FORK[0]}/', FORK[1])}</li></ul>"
    )
    pages[f"/{FORK[0]}/"] = p.page(
        FORK[1], f"<h1>{FORK[1]}</h1><p>Forked from {a(f'/{guid}/', title)}</p>"
    )
    for fg, name in PROJECT_FILES:
        fmain = f"""<div class="breadcrumb">{a(f"/{guid}/", title)} / {a(f"/{guid}/files/osfstorage", "OSF Storage")} / {name}</div>
<h1>{name}</h1><p>{a(f"/download/{fg}/", "Download")} {a(f"/{fg}/?show=revision", "Revisions")}</p>
<iframe src="http://mfr.osf-saltmarsh.test/render?url=/download/{fg}/"></iframe>"""
        pages[f"/{fg}/"] = p.page(name, fmain)
        pages[f"/download/{fg}/"] = (
            pdf_file(title, name) if name.endswith(".pdf") else csv_file("core,depth,value")
        )
    return pages


def _preprint_pages() -> dict[str, PageValue]:
    p = SALT
    prov, guid, v, title = PREPRINT
    base = f"/preprints/{prov}/{guid}_v{v}"
    main = f"""<h1>{title}</h1>
<p>{a("/u7k2m/", "Elin Sandvik")}, {a("/k1w5t/", "Tomasz Wróbel")}</p>
<p>{a(f"{base}/download", "Download preprint", class_="btn btn-primary")}</p>
<iframe src="http://mfr.osf-saltmarsh.test/render?url={base}/download"></iframe>
<h2>Abstract</h2><p>Inventory methods omit dissolved and particulate lateral fluxes.</p>
<p>Version {v} (current) | {a(f"/preprints/{prov}/{guid}_v1", "Version 1")}</p>
<h2>Supplemental Materials</h2><p>{a(f"/{PREPRINT_DATA[0]}/", PREPRINT_DATA[1])}</p>
<h2>Preprint DOI</h2><p>{a(f"http://doi.test/10.70721/osf.io/{guid}_v{v}", f"https://doi.org/10.70721/osf.io/{guid}_v{v}")}</p>
<h2>License</h2><p>{a(CC_BY, "CC-By Attribution 4.0 International")}</p>
<p>{a(f"/preprints/{prov}/discover", "SaltRxiv preprints")} {a(f"/preprints/{prov}/submit", "Add a preprint")}</p>"""
    pages: dict[str, PageValue] = {base: p.page(title, main, head=ANALYTICS, share=p.url(base))}
    pages[f"{base}/download"] = pdf_file(title, "SaltRxiv preprint")
    pages[f"/preprints/{prov}/{guid}_v1"] = p.page(
        title, f"<h1>{title}</h1><p>Version 1. {a(base, 'Latest version')}</p>"
    )
    pages[f"/preprints/{prov}/{guid}_v1/download"] = pdf_file(title, "Version 1")
    pages[f"/{PREPRINT_DATA[0]}/"] = p.page(PREPRINT_DATA[1], f"<h1>{PREPRINT_DATA[1]}</h1>")
    pages[f"/preprints/{prov}/discover"] = p.page("SaltRxiv", "<h1>SaltRxiv</h1>")
    return pages


def salt_sites() -> list[Site]:
    pages = {**_project_pages(), **_preprint_pages()}
    pages["/u7k2m/"] = SALT.page("Elin Sandvik", "<h1>Elin Sandvik</h1>")
    pages["/support"] = SALT.page("Support", "<h1>Support</h1><p>Ask the consortium help desk.</p>")
    return [SALT.site(pages)]


_G, _T = PROJECT
PROJECT_TRUTH = frozenset(
    SALT.url(u)
    for u in [
        f"/{_G}/",
        f"/{_G}/files/osfstorage",
        *(_wiki(_G, w) for w in WIKI),
        *(f"/{fg}/" for fg, _ in PROJECT_FILES),
        *(f"/download/{fg}/" for fg, _ in PROJECT_FILES),
    ]
)
_PB = f"/preprints/{PREPRINT[0]}/{PREPRINT[1]}_v{PREPRINT[2]}"

CASES = [
    # OSF's row: Significant String from Filtered Title ("Saltmarsh OSF | " is the home
    # page's title prefix too).  Truth: project page, file browser, the three wiki pages,
    # the file pages (their own guids, not under the project path) and their downloads.
    # Analytics/registrations/forks pages are OSF's per-project chrome; the fork is another
    # artifact; contributor profiles are people, not the project.
    Case(
        name="osf-project-cores",
        imitates="OSF (consortium instance)",
        artifact_class="dataset",
        expected="sig_filtered_title",
        entry=SALT.url(f"/{_G}/"),
        truth=PROJECT_TRUTH,
        build=salt_sites,
        others=frozenset({SALT.url(f"/{FORK[0]}/")}),
    ),
    # An OSF preprint: the page and its PDF.  Version 1 and the supplemental-materials
    # project are other artifacts.  Nearest rows: OSF (filtered title), not bioRxiv's
    # Single Page+ (the same OSF chrome and title prefix).
    Case(
        name="osf-preprint",
        imitates="OSF (consortium instance)",
        artifact_class="preprint",
        expected="sig_filtered_title",
        entry=SALT.url(_PB),
        truth=frozenset({SALT.url(_PB), SALT.url(f"{_PB}/download")}),
        build=salt_sites,
        others=frozenset(
            {
                SALT.url(f"/preprints/{PREPRINT[0]}/{PREPRINT[1]}_v1"),
                SALT.url(f"/{PREPRINT_DATA[0]}/"),
            }
        ),
    ),
]
