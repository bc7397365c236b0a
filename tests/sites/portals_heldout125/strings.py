"""Significant-string-from-title portals of heldout125 (Dryad, Dataverse, OSF)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, links

from ._kit import csv, pdf_doc, portal, text

# --- Dryad: the title is in every page of the dataset, not in the data files -------------
DR = portal(
    "datadryad",
    "dryadtourism",
    "Dryad",
    menu=[
        ("/search", "Explore data"),
        ("/stash/our_membership", "Membership"),
        ("/stash/about", "About"),
    ],
    footer=[
        ("/stash/terms", "Terms"),
        ("/stash/privacy", "Privacy"),
        ("http://creativecommons.test/publicdomain/zero/1.0/", "CC0"),
    ],
    title_format="{title}",
    home_title="Dryad | Publish and preserve your data",
)
DR_SETS = {
    "dryad.9kd51c5qr": (
        "Data from: Crowding perceptions of cruise passengers in a World Heritage old town",
        ["passenger_survey.csv", "gps_tracks.zip"],
        "61103",
    ),
    "dryad.b2rbnzsq7": (
        "Data from: Restaurant menu prices and tourist density across 40 European cities",
        ["menu_prices.csv"],
        "61877",
    ),
    "dryad.w3r2280xk": (
        "Survey of trail users in three national parks, 2024",
        ["README.md", "trail_users.csv"],
        "62050",
    ),
}


def _dr_paths(doi: str) -> tuple[str, str, str]:
    q = quote(f"doi:10.5061/{doi}", safe="")
    return f"/dataset/{q}", f"/stash/dataset/{q}/versions", f"/stash/dataset/{q}/metadata.xml"


def _dr_files(doi: str) -> list[str]:
    _t, files, fid = DR_SETS[doi]
    return [f"/downloads/file_stream/{int(fid) + i}" for i in range(len(files))] + [
        f"/downloads/zip/{doi}.zip"
    ]


def _dr_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for doi, (t, files, _fid) in DR_SETS.items():
        land, vers, meta = _dr_paths(doi)
        fl = _dr_files(doi)
        rows = "".join(
            f'<li><a href="{u}">{escape(f)}</a></li>' for u, f in zip(fl, files, strict=False)
        )
        pages[land] = DR.page(
            t,
            f"<h1>{escape(t)}</h1><p>Ioana Marin, Paolo Serra (2025). <em>{escape(t)}</em> [Dataset]. Dryad.</p>"
            f'<p>Cite: <a href="http://doi.test/10.5061/{doi}">https://doi.org/10.5061/{doi}</a></p>'
            f'<h2>Files</h2><ul>{rows}</ul><a class="download" href="{fl[-1]}">Download full dataset</a>'
            f'<p><a href="{vers}">Version history</a> · <a href="{meta}">Metadata (XML)</a></p>'
            f'<h2>Related works</h2><p><a href="http://journals.eventstudies.hx125.example/index.php/jefs/issue/archive">Primary article</a></p>'
            f'<p>Author ORCID: <a href="http://orcid.test/0000-0001-5109-3700">0000-0001-5109-3700</a></p>',
        )
        pages[vers] = DR.page(
            f"Versions: {t}",
            f'<h1>{escape(t)}</h1><p>Version 1 (2025-09-12)</p><a href="{land}">Current version</a>',
        )
        pages[meta] = text(f"<resource><title>{escape(t)}</title></resource>", "application/xml")
        for u, f in zip(fl, files, strict=False):
            pages[u] = (
                text(f"# {t}\n", "text/markdown") if f == "README.md" else csv("id,value", "1,2")
            )
        pages[fl[-1]] = text("PK", "application/zip")
    return [DR.site(pages)]  # type: ignore[arg-type]


def _dr_truth(doi: str) -> list[str]:
    return [DR.url(u) for u in (*_dr_paths(doi), *_dr_files(doi))]


def _dr_title_only(doi: str) -> list[str]:
    land, vers, meta = _dr_paths(doi)
    fl = _dr_files(doi)
    return [DR.url(u) for u in (land, vers, meta, fl[0])]  # README.md carries the title


# --- Dataverse: "<title> | <installation>" titles, filtered from the end -----------------
DV = portal(
    "dataverse",
    "coastaltourism",
    "Coastal Tourism Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("/loginpage.xhtml", "Log In"),
        ("http://guides.dataverse.test/en/6.5/user/", "User Guide"),
    ],
    footer=[("/privacy", "Privacy Policy"), ("http://dataverse.test/", "Powered by Dataverse")],
    title_format="{title} | {name}",
    home_title="Coastal Tourism Dataverse",
)
DV_SETS = {
    "CTD/QX7TNM": (
        "Beach visitor counts and water quality, 2019-2025",
        ["beach_counts.tab", "codebook.pdf"],
    ),
    "CTD/8LK2WE": (
        "Replication Data for: Airbnb supply and hotel prices in island destinations",
        ["listings.tab", "analysis.R", "README.txt"],
    ),
}


def _dv_urls(pid: str) -> dict[str, str]:
    d = f"doi:10.5555/{pid}"
    out = {
        "landing": f"/dataset.xhtml?persistentId={d}",
        "ddi": f"/api/datasets/export?exporter=ddi&persistentId={d}",
        "jsonld": f"/api/datasets/export?exporter=schema.org&persistentId={d}",
    }
    for i, f in enumerate(DV_SETS[pid][1]):
        out[f"page:{f}"] = f"/file.xhtml?persistentId={d}/FILE{i + 1}&version=1.0"
        out[f"dl:{f}"] = f"/api/access/datafile/:persistentId?persistentId={d}/FILE{i + 1}"
    return out


def _dv_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for pid, (t, files) in DV_SETS.items():
        u = _dv_urls(pid)
        rows = "".join(
            f'<tr><td><a href="{escape(u["page:" + f])}">{f}</a></td><td><a href="{escape(u["dl:" + f])}">Access File</a></td></tr>'
            for f in files
        )
        pages[u["landing"]] = DV.page(
            t,
            f'<div id="title-block"><h1 id="title">{escape(t)}</h1></div>'
            f'<p>Dataverse: <a href="/dataverse/harbourlab">Harbour Tourism Lab</a></p>'
            f'<div class="citation">Novak, J., 2025, "{escape(t)}", <a href="http://doi.test/10.5555/{pid}">https://doi.org/10.5555/{pid}</a>, Coastal Tourism Dataverse, V1</div>'
            f'<table id="filesTable">{rows}</table>'
            f'<p>Export Metadata: <a href="{escape(u["ddi"])}">DDI</a> <a href="{escape(u["jsonld"])}">Schema.org JSON-LD</a></p>',
        )
        pages[u["ddi"]] = text(f"<codeBook><titl>{escape(t)}</titl></codeBook>", "application/xml")
        pages[u["jsonld"]] = text(f'{{"name": "{t}"}}', "application/ld+json")
        for f in files:
            pages[u["page:" + f]] = DV.page(
                f,
                f'<h1>{f}</h1><p>Dataset: <a href="{escape(u["landing"])}">{escape(t)}</a></p><a href="{escape(u["dl:" + f])}">Download</a>',
            )
            if f.endswith(".pdf"):
                pages[u["dl:" + f]] = pdf_doc(t, "Codebook")
            elif f == "README.txt":
                pages[u["dl:" + f]] = text(f"{t}\nREADME\n")
            else:
                pages[u["dl:" + f]] = text("id\tvalue\n1\t2\n", "text/tab-separated-values")
        pages["/dataverse/harbourlab"] = DV.page(
            "Harbour Tourism Lab", "<h1>Harbour Tourism Lab</h1>"
        )
    return [DV.site(pages)]  # type: ignore[arg-type]


def _dv_truth(pid: str) -> list[str]:
    u = _dv_urls(pid)
    keep = [u["landing"], u["ddi"], u["jsonld"]]
    for f in DV_SETS[pid][1]:
        keep.append(u["page:" + f])
        if f.endswith(".pdf") or f == "README.txt":
            keep.append(u["dl:" + f])
    return [DV.url(k) for k in keep]


# --- OSF: "OSF | <title>" titles, filtered from the start --------------------------------
OSF = portal(
    "osf",
    "openleisure",
    "OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/login", "Sign In"),
    ],
    footer=[
        ("http://cos.test/", "Center for Open Science"),
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
    ],
    title_format="OSF | {title}",
    home_title="OSF | Home",
)
OSF_PROJECTS = {
    "x7k2m": (
        "Wellbeing effects of short city breaks: a preregistered panel study",
        "66a1b2c3d4e5f60718293a4b",
    ),
    "qp4zr": (
        "Sustainable event management practices in Nordic festivals",
        "67c2d3e4f5a6b70819203b5c",
    ),
}


def _osf_urls(g: str) -> list[str]:
    fid = OSF_PROJECTS[g][1]
    return [f"/{g}/", f"/{g}/wiki/home", f"/{g}/files/osfstorage", f"/{fid}/", f"/download/{fid}/"]


def _osf_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for g, (t, _fid) in OSF_PROJECTS.items():
        land, wiki, files, fpage, dl = _osf_urls(g)
        crumb = f'<p class="project-title"><a href="{land}">{escape(t)}</a></p>'
        pages[land] = OSF.page(
            t,
            f'<h1>{escape(t)}</h1><p>Contributors: <a href="/u8r3t/">A. Lindqvist</a></p>'
            + links([(wiki, "Wiki"), (files, "Files")])
            + '<p>License: <a href="http://creativecommons.test/licenses/by/4.0/">CC-By Attribution 4.0</a></p>',
        )
        pages[wiki] = OSF.page(
            f"{t} Wiki", crumb + "<h2>Home</h2><p>Study protocol and timeline.</p>"
        )
        pages[files] = OSF.page(f"{t} Files", crumb + links([(fpage, "preregistration.pdf")]))
        pages[fpage] = OSF.page("preregistration.pdf", crumb + f'<a href="{dl}">Download</a>')
        pages[dl] = pdf_doc(t, "Preregistration")
    pages["/u8r3t/"] = OSF.page("A. Lindqvist", "<h1>A. Lindqvist</h1>")
    return [OSF.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Dryad, as in the seed: the title is on the landing, versions and metadata pages but
    # not in the data files, so Significant String from Title+ with Ignored URIs; truth =
    # those three plus the files and the full-dataset zip one hop out (the DOI, ORCID and
    # the related article elsewhere are not part of it).
    *[
        case(
            f"dryad-{doi.split('.')[1]}",
            "Dryad (data repository)",
            "dataset",
            "sig_title_plus_ignored",
            DR.url(_dr_paths(doi)[0]),
            _dr_truth(doi),
            _dr_sites,
        )
        for doi in ("dryad.9kd51c5qr", "dryad.b2rbnzsq7")
    ],
    # A Dryad dataset whose only full copy is reached through pages and a README that all
    # carry the title: plain Significant String from Title; truth = the title-bearing
    # resources (landing, versions, metadata, README); the CSV and zip lack it and are
    # what this heuristic misses by design ("Potentially Misses": yes).
    case(
        "dryad-w3r2280xk",
        "Dryad (data repository)",
        "dataset",
        "sig_title",
        DR.url(_dr_paths("dryad.w3r2280xk")[0]),
        _dr_title_only("dryad.w3r2280xk"),
        _dr_sites,
    ),
    # Dataverse: the seed's Dataverse row, Filtered Title (the installation name at the end
    # of the title is cut); truth = the resources holding the dataset title: landing, file
    # pages, metadata exports, and the codebook PDF / README (tabular files lack it).
    *[
        case(
            f"dataverse-{pid.split('/')[1].lower()}",
            "Dataverse (tourism data)",
            "dataset",
            "sig_filtered_title",
            DV.url(_dv_urls(pid)["landing"]),
            _dv_truth(pid),
            _dv_sites,
        )
        for pid in DV_SETS
    ],
    # OSF project: the seed's OSF row; "OSF | " is removed; truth = project, wiki, files
    # list, file page and the PDF download (which prints the project title).
    *[
        case(
            f"osf-{g}",
            "OSF (leisure studies projects)",
            "research project",
            "sig_filtered_title",
            OSF.url(f"/{g}/"),
            [OSF.url(u) for u in _osf_urls(g)],
            _osf_sites,
        )
        for g in OSF_PROJECTS
    ],
]
