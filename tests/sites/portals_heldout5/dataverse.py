"""Dataverse installations at two universities, under unfamiliar host names.

The dataset page /dataset.xhtml?persistentId=doi:... is titled "<dataset> - <installation
name>" (the installation name, the homepage title, ends every title); it links file pages
/file.xhtml?persistentId=<file pid>&version=2.0 that name the dataset, the downloads
/api/access/datafile/<id> (and ?format=original for ingested tables), the download-all
zip /api/access/dataset/:persistentId/ and the metadata exports /api/datasets/export.  The
seed's Dataverse row: **sig_filtered_title**, filtered from the title's end.  The artifact
(the seed's definition: landing page, data and bibliographic metadata) is the dataset page,
its file pages, the datafile downloads and the exports.  Not in it: the parent collection
page, which lists this dataset's title among others, another dataset of the collection
whose title contains this one's (`others`), the related publication, the guides.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, share, ul

DV_SHELL = """<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>{title}</title>{head}</head>
<body><div id="dataverse-header-block"><nav id="navbarFixed" class="navbar navbar-default navbar-fixed-top" role="navigation">
<div class="container"><div class="navbar-header"><a href="/" class="navbar-brand"><img src="/resources/images/dataverse_project_logo.svg" alt="{name}">{name}</a></div>
<div class="collapse navbar-collapse" id="topNavBar">{nav}
<form id="navbarsearch" action="{search}" method="get"><input name="q" class="form-control" placeholder="Find"></form>
<ul class="nav navbar-nav navbar-right"><li><a href="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml">Log In</a></li>
<li><a href="/dataverseuser.xhtml?editMode=CREATE">Sign Up</a></li></ul></div></div></nav></div>
<div class="container" id="content"><form id="datasetForm" method="post" action="/dataset.xhtml" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="javax.faces.ViewState" value="-5417:2210">{main}</form></div>
<div id="footer"><div class="container"><p>Copyright {name}. {footer}</p>
<p class="poweredbylogo"><a href="http://dataverse.test/" title="The Dataverse Project">Powered by Dataverse</a></p></div></div>
<script src="/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces&amp;v=11.0.0"></script>
<script src="/javax.faces.resource/js/dv_rebind_bootstrap_ui.js.xhtml"></script></body></html>
"""

DV_ASSETS = [
    "/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces&v=11.0.0",
    "/javax.faces.resource/js/dv_rebind_bootstrap_ui.js.xhtml",
    "/javax.faces.resource/css/structure.css.xhtml?ln=dataverse",
    "/resources/images/dataverse_project_logo.svg",
]

# host, installation name, collection alias, datasets {pid: (title, files[(fileid, fpid, name)])}
DV_HOSTS = {
    "data.kestrel-state.hx5.example": (
        "Kestrel State University Data Repository",
        "coastal-lab",
        {
            "doi:10.80555/KSU/QF3ZRT": (
                "Replication Data for: Nitrate flux in restored salt marshes",
                [
                    (4411, "doi:10.80555/KSU/QF3ZRT/7HJ2KD", "nitrate_flux.tab"),
                    (4412, "doi:10.80555/KSU/QF3ZRT/P0LMNA", "analysis_script.R"),
                ],
            ),
        },
    ),
    "researchdata.ambergate.hx5.example": (
        "Ambergate Research Data",
        "socsci",
        {
            "doi:10.80556/AMB/TT81QX": (
                "Household survey on commuting patterns, wave 3",
                [
                    (90017, "doi:10.80556/AMB/TT81QX/CBY6ZW", "wave3_codebook.pdf"),
                ],
            ),
        },
    ),
}
DV_EXPORTS = ("ddi", "schema.org", "dataverse_json", "oai_datacite")


def _dv_skin(host: str, name: str) -> Skin:
    return Skin(
        host=host,
        name=name,
        shell=DV_SHELL,
        title_fmt="{t} - {n}",
        home_title=name,
        head=(
            '<meta name="generator" content="Dataverse 6.2">'
            '<link type="text/css" rel="stylesheet" href="/javax.faces.resource/css/structure.css.xhtml?ln=dataverse">'
        ),
        nav=[
            ("/dataverse/root?q=", "Search"),
            ("/guides/en/latest/user/index.html", "User Guide"),
            ("/dataverse.xhtml?alias=root&about=1", "About"),
            ("/contact", "Support"),
        ],
        footer=[("/terms-of-use", "Terms of Use"), ("/privacy", "Privacy Policy")],
        assets=DV_ASSETS,
        search="/dataverse/root",
        home_main=f"<h1>{escape(name)}</h1><p>Browse the collections.</p>",
    )


def _dv_members(pid: str, files: list) -> list[str]:
    out = [
        f"/dataset.xhtml?persistentId={pid}",
        f"/api/access/dataset/:persistentId/?persistentId={pid}",
    ]
    for fid, fpid, fname in files:
        out += [f"/file.xhtml?persistentId={fpid}&version=2.0", f"/api/access/datafile/{fid}"]
        if fname.endswith(".tab"):
            out.append(f"/api/access/datafile/{fid}?format=original")
    out += [f"/api/datasets/export?exporter={x}&persistentId={pid}" for x in DV_EXPORTS]
    return out


def _dv_site(host: str):
    name, alias, datasets = DV_HOSTS[host]
    skin = _dv_skin(host, name)
    pages: dict = {}
    for pid, (title, files) in datasets.items():
        rows = ""
        for fid, fpid, fname in files:
            orig = (
                a(f"/api/access/datafile/{fid}?format=original", "Original File Format")
                if fname.endswith(".tab")
                else ""
            )
            rows += (
                f'<tr><td class="col-file-metadata">{a(f"/file.xhtml?persistentId={fpid}&version=2.0", fname)}'
                f'<div class="fileDescription">{fname}, 2.0 MB, MD5: 4f0c…</div></td>'
                f'<td class="col-file-action"><div class="btn-group">{a(f"/api/access/datafile/{fid}", "Download", class_="btn-download")} {orig}</div></td></tr>'
            )
            fmain = (
                f'<div id="breadcrumbNavBlock">{a("/", name)} &gt; {a(f"/dataverse/{alias}", alias)} &gt; '
                f"{a(f'/dataset.xhtml?persistentId={pid}', title)}</div><h1>{escape(fname)}</h1>"
                f'<p class="help-block">This file is part of "{escape(title)}".</p>'
                f'<div class="btn-group">{a(f"/api/access/datafile/{fid}", "Access File", class_="btn btn-primary")}</div>'
                f'<ul class="nav nav-tabs"><li><a href="#fileMetadataTab">Metadata</a></li><li><a href="#fileVersionsTab">Versions</a></li></ul>'
            )
            pages[f"/file.xhtml?persistentId={fpid}&version=2.0"] = skin.page(fname, fmain)
            kind = {"tab": "txt", "R": "txt"}.get(
                fname.rsplit(".", 1)[-1], fname.rsplit(".", 1)[-1]
            )
            pages[f"/api/access/datafile/{fid}"] = blob(kind, fname)
            if fname.endswith(".tab"):
                pages[f"/api/access/datafile/{fid}?format=original"] = blob("csv", fname)
        exports = "".join(
            f"<li>{a(f'/api/datasets/export?exporter={x}&persistentId={pid}', x)}</li>"
            for x in DV_EXPORTS
        )
        main = f"""<div id="breadcrumbNavBlock">{a("/", name)} &gt; {a(f"/dataverse/{alias}", alias.replace("-", " ").title())}</div>
<div id="title-block"><h1 id="title">{escape(title)}</h1><span class="label label-default">Version 2.0</span></div>
<div id="datasetVersionBlock"><div class="citation-block"><span class="citation-select">Okonkwo, Ada; Lindgren, Per, 2023,
"{escape(title)}", {a(f"http://doi.test/{pid[4:]}", f"https://doi.org/{pid[4:]}")}, {escape(name)}, V2</span>
<div class="dropdown"><button class="btn btn-default dropdown-toggle" type="button">Cite Dataset</button>
<ul class="dropdown-menu"><li><a href="#">EndNote XML</a></li><li><a href="#">RIS</a></li><li><a href="#">BibTeX</a></li></ul></div></div>
<div class="btn-group" id="exportMetadata"><button type="button">Export Metadata</button><ul class="dropdown-menu">{exports}</ul></div>
<div class="btn-group">{a(f"/api/access/dataset/:persistentId/?persistentId={pid}", "Download All Files (Original)", class_="btn btn-primary")}</div>
<button type="button" class="btn btn-default" onclick="PF('contactForm').show()">Contact Owner</button>
<div class="sharrre">{share(skin.url(f"/dataset.xhtml?persistentId={pid}"))}</div></div>
<ul class="nav nav-tabs"><li><a href="#filesTab">Files</a></li><li><a href="#metadataMapTab">Metadata</a></li>
<li><a href="#termsTab">Terms</a></li><li><a href="#versionsTab">Versions</a></li></ul>
<div id="filesTab"><table class="table table-striped ui-datatable" id="filesTable">{rows}</table></div>
<div id="metadataMapTab"><p>Related publication: {a("http://doi.test/10.81234/pp.2023.0042", "doi:10.81234/pp.2023.0042")}</p>
<p>Subject: {a(f"/dataverse/{alias}?q=&fq0=subject_ss%3A%22Earth+and+Environmental+Sciences%22", "Earth and Environmental Sciences")}</p></div>"""
        pages[f"/dataset.xhtml?persistentId={pid}"] = skin.page(title, main)
        pages[f"/api/access/dataset/:persistentId/?persistentId={pid}"] = blob("zip", title)
        for x in DV_EXPORTS:
            pages[f"/api/datasets/export?exporter={x}&persistentId={pid}"] = export(
                "json" if "json" in x or x == "schema.org" else "xml", title, pid
            )
        listing = ul(
            [
                (f"/dataset.xhtml?persistentId={pid}", title),
                (f"/dataset.xhtml?persistentId={pid[:-2]}AA", f"Pilot study: {title}"),
            ],
            "card-title-icon-block",
        )
        pages[f"/dataverse/{alias}"] = skin.page(alias, f"<h1>{alias}</h1>{listing}")
        pages[f"/dataset.xhtml?persistentId={pid[:-2]}AA"] = skin.page(
            f"Pilot study: {title}", f"<h1>Pilot study: {escape(title)}</h1>"
        )
    for p in (
        "/dataverse/root",
        "/guides/en/latest/user/index.html",
        "/contact",
        "/terms-of-use",
        "/privacy",
        "/loginpage.xhtml",
        "/dataverseuser.xhtml",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[0].split(".")[0].title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages)]


def _dv_case(name: str, host: str) -> Case:
    _n, alias, datasets = DV_HOSTS[host]
    ((pid, (_title, files)),) = datasets.items()
    return Case(
        name=name,
        imitates="Dataverse (self-hosted)",
        artifact_class="multi-hop",
        expected="sig_filtered_title",
        entry=f"http://{host}/dataset.xhtml?persistentId={pid}",
        truth=frozenset(f"http://{host}{p}" for p in _dv_members(pid, files)),
        build=lambda: _dv_site(host),
        others=frozenset({f"http://{host}/dataset.xhtml?persistentId={pid[:-2]}AA"}),
    )


CASES: list[Case] = [
    _dv_case("hx5_dataverse_marsh", "data.kestrel-state.hx5.example"),
    _dv_case("hx5_dataverse_survey", "researchdata.ambergate.hx5.example"),
]
