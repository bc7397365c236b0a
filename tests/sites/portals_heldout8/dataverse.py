"""Dataverse installations (JSF pages, ``dataset.xhtml?persistentId=`` URLs, the access API).

Expected heuristic: the seed's table gives Dataverse "Multi-Hop — Significant String From
Filtered Title (starting from title end instead of beginning like OSF)": every page of a
Dataverse dataset carries the dataset title, and the page ``<title>`` ends with the
installation's name, which the homepage's title shares and the filter removes.  Both
installations here put their name at the end of the title ("<dataset> - <installation>").

Truth: what makes up the dataset as Dataverse presents it —

* the dataset landing page (the ``/citation?persistentId=`` entry redirects to it);
* its older published version (``&version=1.0``): the same persistent identifier, so the
  artifact's history rather than another artifact;
* each file's own page (``file.xhtml?persistentId=…&version=…``), reached from the files
  table — the multi-hop part — and each file's downloads: ``/api/access/datafile/N``, the
  original format of ingested tabular files and their DDI variable metadata;
* the whole-dataset ZIP (``/api/access/dataset/:persistentId/``) and the metadata exports
  (``/api/datasets/export?exporter=…``), which describe this dataset only.

A restricted file contributes its file page (public metadata) but no download: none is
linked.  The parent Dataverse collection goes to `others`; the citation-download entries of
"Cite Dataset" are JSF post-backs (``href="#"``), so they have no URI of their own.  Not the
artifact: the installation's menus, search, login, guides, licence and sharing links, and
author ORCID profiles.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Render, Shell, a, css, csv_file, image_file, js, pdf_file, text_file, zip_file

EXPORTERS = [
    ("ddi", "DDI Codebook v2"),
    ("dataverse_json", "JSON"),
    ("schema.org", "Schema.org JSON-LD"),
    ("oai_dc", "Dublin Core"),
    ("Datacite", "DataCite"),
]


def _render(name: str, host: str) -> Render:
    def render(title: str, main: str, head: str) -> str:
        t = f"{title} - {name}" if title else name
        return f"""<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head id="j_idt2">
<link type="text/css" rel="stylesheet" href="/javax.faces.resource/theme.css.xhtml?ln=primefaces-bootstrap">
<script type="text/javascript" src="/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces&amp;v=11.0.0"></script>
<title>{escape(t)}</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="apple-touch-icon" sizes="180x180" href="/javax.faces.resource/images/fav/apple-touch-icon.png.xhtml">
<link type="text/css" rel="stylesheet" href="/resources/css/structure.css?version=5.14">
<script type="text/javascript" src="/resources/js/dv_rebind_bootstrap_ui.js?version=5.14"></script>{head}
</head><body>
<div id="dataverse-header-block"><nav id="navbarFixed" class="navbar navbar-default navbar-fixed-top">
<a href="/" class="navbar-brand"><img src="/logos/navbar/logo.png" alt="{escape(name)}"></a>
<ul class="nav navbar-nav navbar-right">
<li><a href="/dataverse.xhtml?alias=root&amp;q=">Search</a></li>
<li><a href="https://guides.dataverse.org/en/5.14/user/index.html">User Guide</a></li>
<li><a href="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml">Log In</a></li>
<li><a href="/dataverseuser.xhtml?editMode=CREATE">Sign Up</a></li>
<li><a href="http://{host}/contact">Support</a></li></ul></nav></div>
<div class="container" id="content">{main}</div>
<div id="footer"><div class="container"><p>Copyright &#169; 2024, {escape(name)} |
<a href="/privacy">Privacy Policy</a> | <a href="/terms-of-use">Terms of Use</a></p>
<p>Powered by <a href="http://dataverse.org/" title="The Dataverse Project">
<img src="/resources/images/dataverse_project_logo.svg" alt="The Dataverse Project logo"></a> v. 5.14</p></div></div>
</body></html>
"""

    return render


def _dataset(
    host: str,
    render: Render,
    pid: str,
    title: str,
    authors: list[tuple[str, str]],
    collection: tuple[str, str],
    files: list[tuple[int, str, str, str]],
    version: str,
    older: str | None,
) -> tuple[dict[str, PageValue], set[str]]:
    """Pages of one dataset and its truth paths.  `files`: (id, suffix of the file PID,
    name, kind) with kind "tab" (ingested tabular), "file" or "restricted"."""
    rnd = render
    ds = f"/dataset.xhtml?persistentId={pid}"
    pages: dict[str, PageValue] = {}
    truth = {ds}
    exports = [
        (f"/api/datasets/export?exporter={e}&persistentId={pid}", label) for e, label in EXPORTERS
    ]
    truth |= {u for u, _ in exports}
    zipu = f"/api/access/dataset/:persistentId/?persistentId={pid}"
    truth.add(zipu)
    cite = (
        ", ".join(n for n, _ in authors)
        + f', 2023, "{title}", https://doi.org/{pid[4:]}, {collection[1]}, V{version}'
    )
    rows = []
    for fid, suffix, name, kind in files:
        fp = f"/file.xhtml?persistentId={pid}/{suffix}&version={version}"
        truth.add(fp)
        dl = f"/api/access/datafile/{fid}"
        links = []
        if kind != "restricted":
            truth.add(dl)
            links.append(a(dl, "Download" if kind == "file" else "Tab-Delimited"))
        if kind == "tab":
            orig = f"{dl}?format=original"
            ddi = f"{dl}/metadata/ddi"
            truth |= {orig, ddi}
            pages[orig] = csv_file("station,year,discharge", 25, fid % 11)
            pages[ddi] = text_file(
                f"<codeBook><stdyDscr><titl>{escape(title)}</titl></stdyDscr></codeBook>",
                "application/xml",
            )
            pages[dl] = text_file(
                "station\tyear\tdischarge\n1\t2001\t3.2\n", "text/tab-separated-values"
            )
        elif kind == "file":
            if name.endswith(".pdf"):
                pages[dl] = pdf_file(title, name)
            elif name.endswith(".txt") or name.endswith(".R") or name.endswith(".do"):
                pages[dl] = text_file(f"# {title}\n# {name}\n")
            else:
                pages[dl] = zip_file({name + "/data.bin": "x"})
        access = (
            " | ".join(links)
            if links
            else (
                '<span class="glyphicon glyphicon-lock"></span> Restricted '
                + a(
                    "/loginpage.xhtml?redirectPage=%2Fdataset.xhtml",
                    "Request Access",
                    'class="btn btn-default"',
                )
            )
        )
        name_link = a(fp, name, 'class="fileNameOriginal"')
        rows.append(
            f'<tr><td class="col-file-metadata">{name_link}'
            f'<div class="text-muted">{kind}</div></td><td class="col-file-action">{access}</td></tr>'
        )
        file_main = (
            f'<div id="fileCitation"><span class="text-muted">File Citation:</span> {escape(cite)} [fileName]</div>'
            f'<h1>{escape(name)}</h1><p>This file is part of "{a(ds, title)}".</p>'
            + (
                f'<div class="btn-group">{" ".join(links)}</div>'
                if links
                else "<p>Restricted file.</p>"
            )
            + (
                f"<p>Metadata: {a(f'{dl}/metadata/ddi', 'DDI (variables)')}</p>"
                if kind == "tab"
                else ""
            )
        )
        if kind == "tab":
            file_main += f"<p>{a(f'{dl}?format=original', 'Original File Format')}</p>"
        pages[fp] = rnd(name, file_main, "")
    versions = f"<tr><td>{version}</td><td>Published</td></tr>"
    if older:
        ov = f"{ds}&version={older}"
        truth.add(ov)
        versions += f"<tr><td>{a(ov, older)}</td><td>Published, superseded</td></tr>"
        pages[ov] = rnd(
            title,
            f'<h1 id="title">{escape(title)}</h1><p>Version {older}. {a(ds, "View the latest version")}</p>',
            "",
        )
    who = "; ".join(f"{escape(n)} {a('https://orcid.org/' + o, 'ORCID')}" for n, o in authors)
    ld = (
        '{"@context":"http://schema.org","@type":"Dataset","name":"'
        + title.replace('"', "'")
        + '"}'
    )
    main = f"""<div id="breadcrumbNavBlock"><a href="/dataverse/root">Root</a> &gt; <a href="/dataverse/{collection[0]}">{escape(collection[1])}</a></div>
<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1><span class="label label-default">Version {version}</span></div>
<div id="citation-block"><div class="citation-select">{escape(cite)}</div>
<div class="btn-group"><button type="button" class="btn btn-default dropdown-toggle">Cite Dataset</button>
<ul class="dropdown-menu"><li><a href="#" onclick="PrimeFaces.ab({{s:'endNote'}});return false;">EndNote XML</a></li>
<li><a href="#" onclick="PrimeFaces.ab({{s:'ris'}});return false;">RIS</a></li>
<li><a href="#" onclick="PrimeFaces.ab({{s:'bibtex'}});return false;">BibTeX</a></li></ul></div>
<a href="https://guides.dataverse.org/en/5.14/user/find-use-data.html#cite-data">Learn about Data Citation Standards.</a></div>
<div id="actionButtonBlock"><div class="btn-group"><button class="btn btn-primary dropdown-toggle">Access Dataset</button>
<ul class="dropdown-menu"><li>{a(zipu, "Download ZIP")}</li></ul></div>
<a href="/dataset.xhtml?persistentId={pid}#contact" class="btn btn-default">Contact Owner</a>
<a href="https://twitter.com/intent/tweet?text={escape(title)}" class="btn btn-default">Share</a></div>
<div id="datasetDescription"><p>{who}</p><p>Description: data and documentation for {escape(title)}.</p>
<p>License: {a("https://creativecommons.org/publicdomain/zero/1.0/", "CC0 1.0")}</p></div>
<ul class="nav nav-tabs"><li class="active"><a href="#dataFilesTab">Files</a></li><li><a href="#metadataMapTab">Metadata</a></li>
<li><a href="#termsTab">Terms</a></li><li><a href="#versionsTab">Versions</a></li></ul>
<div id="dataFilesTab"><table class="table table-striped" id="filesTable">{"".join(rows)}</table></div>
<div id="metadataMapTab"><div class="btn-group"><button class="btn btn-default">Export Metadata</button>
<ul class="dropdown-menu">{"".join(f"<li>{a(u, t)}</li>" for u, t in exports)}</ul></div></div>
<div id="versionsTab"><table>{versions}</table></div>"""
    head = f'<meta name="DC.identifier" content="{pid}"><script type="application/ld+json">{ld}</script>'
    pages[ds] = rnd(title, main, head)
    for u, label in exports:
        pages[u] = text_file(
            f"<!-- {label} --><record><title>{escape(title)}</title><id>{pid}</id></record>",
            "application/xml",
        )
    pages[zipu] = zip_file(
        {f"{n}": "" for _i, _s, n, k in files if k != "restricted"} | {"MANIFEST.TXT": title}
    )
    pages[f"/citation?persistentId={pid}"] = Response.redirect(f"http://{host}{ds}", 302)
    pages[f"/dataverse/{collection[0]}"] = rnd(
        collection[1], f"<h1>{escape(collection[1])}</h1>" + a(ds, title), ""
    )
    return pages, truth


def _chrome(host: str, name: str, render: Render, extra: dict[str, PageValue]) -> Site:
    pages: dict[str, PageValue] = {
        "/javax.faces.resource/theme.css.xhtml": css(),
        "/javax.faces.resource/jquery/jquery.js.xhtml": js(),
        "/javax.faces.resource/images/fav/apple-touch-icon.png.xhtml": image_file(),
        "/resources/css/structure.css": css(),
        "/resources/js/dv_rebind_bootstrap_ui.js": js(),
        "/logos/navbar/logo.png": image_file(),
        "/resources/images/dataverse_project_logo.svg": Response.data(
            b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
        ),
        "/dataverse/root": render(name, f"<h1>{escape(name)}</h1>", ""),
        "/dataverse.xhtml": render(name, "<h1>Search</h1>", ""),
        "/loginpage.xhtml": render("Log In", "<h1>Log In</h1>", ""),
        "/dataverseuser.xhtml": render("Sign Up", "<h1>Sign Up</h1>", ""),
        "/contact": render("Support", "<h1>Support</h1>", ""),
        "/privacy": render("Privacy Policy", "<h1>Privacy Policy</h1>", ""),
        "/terms-of-use": render("Terms of Use", "<h1>Terms of Use</h1>", ""),
    }
    pages.update(extra)
    home = (
        f'<div id="dataverseHeader"><h1>{escape(name)}</h1></div><form action="/dataverse.xhtml"><input name="q"></form>'
        '<p>Browse: <a href="/dataverse/root">All Dataverse collections</a></p>'
    )
    shell = Shell(host, render, home_title="", home=home)
    return shell.site(pages)


LAP = "dataverse.saamivaara-arc.hx8.example"
LAP_NAME = "Saamivaara Arctic Research Data"
LAP_PID = "doi:10.70122/SAR/QX8VLM"
LAP_TITLE = "River ice break-up dates and discharge, Tana and Teno basins, 1961-2022"

VES = "data.vesterhav-ocean.hx8.example"
VES_NAME = "Vesterhav Ocean Dataverse"
VES_PID = "doi:10.70571/VOD/ZB4NQR"
VES_TITLE = (
    "Replication Data for: Fishing effort displacement after offshore wind farm construction"
)


def _lap() -> tuple[dict[str, PageValue], set[str]]:
    return _dataset(
        LAP,
        _render(LAP_NAME, LAP),
        LAP_PID,
        LAP_TITLE,
        [("Ante, Sara", "0000-0003-4418-2207"), ("Niemi, Juho", "0000-0002-9931-0415")],
        ("arctic-hydrology", "Arctic Hydrology Group"),
        [
            (184221, "AB1CDE", "breakup_dates.tab", "tab"),
            (184222, "FG2HIJ", "discharge_daily.tab", "tab"),
            (184223, "KL3MNO", "README.txt", "file"),
            (184224, "PQ4RST", "station_photos.zip", "file"),
        ],
        "2.0",
        "1.0",
    )


def _ves() -> tuple[dict[str, PageValue], set[str]]:
    return _dataset(
        VES,
        _render(VES_NAME, VES),
        VES_PID,
        VES_TITLE,
        [("Haugland, Eirik", "0000-0001-7321-6650")],
        ("marine-spatial-planning", "Marine Spatial Planning Lab"),
        [
            (77310, "1XYZ9A", "vms_effort_grid.tab", "tab"),
            (77311, "2BCD8E", "analysis.R", "file"),
            (77312, "3FGH7I", "codebook.pdf", "file"),
            (77313, "4JKL6M", "logbooks_confidential.csv", "restricted"),
        ],
        "1.1",
        None,
    )


def _lap_build() -> list[Site]:
    pages, _t = _lap()
    return [_chrome(LAP, LAP_NAME, _render(LAP_NAME, LAP), pages)]


def _ves_build() -> list[Site]:
    pages, _t = _ves()
    return [_chrome(VES, VES_NAME, _render(VES_NAME, VES), pages)]


def _truth(host: str, paths: set[str]) -> frozenset[str]:
    return frozenset(f"http://{host}{p}" for p in paths)


CASES: list[Case] = [
    Case(
        name="dataverse_river_ice_dataset",
        imitates="Dataverse (installation, 5.x JSF)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{LAP}/dataset.xhtml?persistentId={LAP_PID}",
        truth=_truth(LAP, _lap()[1]),
        build=_lap_build,
        others=frozenset([f"http://{LAP}/dataverse/arctic-hydrology"]),
    ),
    Case(
        name="dataverse_replication_via_citation_url",
        imitates="Dataverse (installation, 5.x JSF)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=f"http://{VES}/citation?persistentId={VES_PID}",
        landing=f"http://{VES}/dataset.xhtml?persistentId={VES_PID}",
        truth=_truth(VES, _ves()[1]),
        build=_ves_build,
        others=frozenset([f"http://{VES}/dataverse/marine-spatial-planning"]),
    ),
]
