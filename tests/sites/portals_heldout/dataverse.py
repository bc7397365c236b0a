"""A Dataverse installation (seed: Dataverse, multi-hop, Significant String From Filtered
Title, the site name at the end of the title).

Truth: the dataset page (`dataset.xhtml?persistentId=doi:...`), every file page
(`file.xhtml?fileId=...&version=...`), the downloads `/api/access/datafile/<id>` linked from the
file pages (tabular files also in `?format=original`), the "Download ZIP" bundle and the
metadata exports `/api/datasets/export?exporter=...` of the Export Metadata menu.  The file
pages are part of the dataset: they carry its citation and title; the downloads are the data.
Not truth: the root and group dataverses (collections of many datasets), keyword searches,
log in / sign up, the user guide, the related publication, share links.  The per-file
"Access File" menu on the dataset page is a JSF widget (no href), so the downloads are two
hops away.
"""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, csv, doc_pdf, e, ul

HOST = "dataverse.fjord-institute.test"
NAME = "Fjord Institute Dataverse"

HEADER = (
    '<div id="dataverseHeader"><nav class="navbar navbar-default navbar-fixed-top">'
    f'<a class="navbar-brand" href="/dataverse/root"><img src="/resources/images/dataverse-icon.png.xhtml" alt="">{NAME}</a>'
    '<ul class="nav navbar-nav navbar-right">'
    '<li><a href="/dataverse/root/search">Search</a></li>'
    '<li><a href="https://fjord-institute.test/about">About</a></li>'
    '<li><a href="https://guides.dataverse.org/en/5.13/user/">User Guide</a></li>'
    '<li><a href="/dataverseuser.xhtml?editMode=CREATE&amp;redirectPage=%2Fdataverse.xhtml">Sign Up</a></li>'
    '<li><a href="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml">Log In</a></li></ul></nav></div>'
)
FOOTER = (
    '<div id="footer"><div class="container"><p>Copyright © 2024, Fjord Institute · '
    '<a href="https://fjord-institute.test/privacy">Privacy Policy</a> · '
    '<a href="/ApiTermsOfUse.xhtml">API Terms of Use</a></p>'
    '<p class="poweredbylogo"><a href="https://dataverse.org/">Powered by Dataverse v. 5.13</a></p></div></div>'
)

SHELL = Shell(
    HOST,
    NAME,
    "{title} | " + NAME,
    HEADER,
    FOOTER,
    css=(
        "/javax.faces.resource/theme.css.xhtml?ln=primefaces-bootstrap",
        "/resources/css/structure.css",
    ),
    js=(
        "/javax.faces.resource/jquery/jquery.js.xhtml?ln=primefaces&v=11.0.0",
        "/resources/js/dv_rebind_bootstrap_ui.js",
    ),
    logo="/resources/images/dataverse-icon.png.xhtml",
    favicon="/javax.faces.resource/images/favicondataverse.png.xhtml?ln=images",
    body_attrs='class="dataset-page"',
)

EXPORTERS = ["ddi", "oai_dc", "dataverse_json", "schema.org", "OAI_ORE", "Datacite"]


def dataset(pid, title, authors, group, version, files, keywords, related):
    ds = f"/dataset.xhtml?persistentId={pid}"
    pages, truth = {}, {ds}
    cite = (
        f'{"; ".join(authors)}, 2023, "{title}", https://doi.org/{pid[4:]}, {NAME}, V{version[0]}'
    )
    rows = ""
    for fid, name, data, tabular in files:
        fp = f"/file.xhtml?fileId={fid}&version={version}"
        dl = f"/api/access/datafile/{fid}"
        links = [(dl, "Download" + (" (Tab-Delimited)" if tabular else ""))]
        if tabular:
            links.append((dl + "?format=original", "Original File Format"))
        for href, _ in links:
            pages[href] = data
            truth.add(href)
        truth.add(fp)
        pages[fp] = SHELL.page(
            f"{name} | {title}",
            f'<ol class="breadcrumb"><li>{a("/dataverse/root", NAME)}</li><li>{a("/dataverse/" + group[0], group[1])}</li>'
            f"<li>{a(ds.replace('&', '&amp;'), title)}</li></ol>"
            f'<h1 id="fileTitleBlock">{e(name)}</h1><p>This file is part of "{e(title)}".</p>'
            f'<div class="citation-block">{e(cite)} [fileName]</div>'
            f'<div class="btn-group"><h2>Access File</h2>{ul(links)}</div>'
            f'<table class="table"><tr><th>Size</th><td>{len(data)} B</td></tr>'
            f"<tr><th>Deposit date</th><td>2023-05-02</td></tr></table>",
        )
        rows += (
            f'<tr><td class="col-file-metadata"><a href="{e(fp)}">{e(name)}</a>'
            f'<div class="fileDescription">{len(data)} B · MD5: 7c2a…</div></td>'
            f'<td><div class="btn-group"><button type="button" class="btn btn-default dropdown-toggle">'
            f"Access File</button></div></td></tr>"
        )
    zipurl = f"/api/access/dataset/:persistentId/?persistentId={pid}"
    pages[zipurl] = b"PK\x05\x06" + b"\x00" * 18
    truth.add(zipurl)
    exports = []
    for ex in EXPORTERS:
        href = f"/api/datasets/export?exporter={ex}&persistentId={pid}"
        pages[href] = f"<metadata><title>{e(title)}</title></metadata>".encode()
        truth.add(href)
        exports.append((href, ex.replace("_", " ")))
    kws = ", ".join(
        a(f"/dataverse/root?q=keywordValue:%22{k.replace(' ', '+')}%22", k) for k in keywords
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/dataverse/root", NAME)}</li><li>{a("/dataverse/" + group[0], group[1])}</li></ol>'
        f'<div id="title-block"><h1 id="title">{e(title)}</h1><span class="label label-default">Version {version}</span></div>'
        f'<div id="citation" class="citation-block"><p>{e(cite)}</p></div>'
        f'<div class="btn-group" id="datasetButtonBar"><a class="btn btn-primary" href="{e(zipurl)}">Access Dataset: Download ZIP</a>'
        f'<div class="dropdown-menu"><h3>Export Metadata</h3>{ul(exports)}</div></div>'
        f'<ul class="nav nav-tabs"><li class="active"><a href="#filesTab">Files</a></li>'
        f'<li><a href="#metadataMapTab">Metadata</a></li><li><a href="#versionsTab">Versions</a></li></ul>'
        f'<table id="filesTable" class="table">{rows}</table>'
        f'<table class="metadata"><tr><th>Keyword</th><td>{kws}</td></tr>'
        f"<tr><th>Related Publication</th><td>{a(related, related)}</td></tr>"
        f"<tr><th>License</th><td>{a('https://creativecommons.org/publicdomain/zero/1.0/', 'CC0 1.0')}</td></tr></table>"
        f'<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=https://{HOST}{e(ds)}">Share</a></div>'
    )
    pages[ds] = SHELL.page(title, main)
    return pages, {SHELL.url(t) for t in truth}, ds


A_PID, B_PID = "doi:10.82090/FK2/QX7T1L", "doi:10.82090/FK2/ZR04MB"
A_TITLE = "Replication Data for: Herring spawning ground temperatures in Norwegian fjords"
B_TITLE = "Zooplankton net hauls, Sognefjord, autumn 2021"


def _all():
    pa, ta, da = dataset(
        A_PID,
        A_TITLE,
        ["Haugen, Ingrid", "Lunde, Arvid"],
        ("marine-eco", "Marine Ecology Group"),
        "2.0",
        [
            (4821, "spawning_temperatures.tab", csv("site\tdate\ttemp"), True),
            (4822, "codebook.pdf", doc_pdf("Codebook", A_TITLE), False),
            (4823, "analysis.R", b"library(mgcv)\n", False),
        ],
        ["herring", "spawning", "fjord"],
        "https://journal.coastal-sciences.example/article/10.3354/meps14102",
    )
    pb, tb, db = dataset(
        B_PID,
        B_TITLE,
        ["Rønning, Kari"],
        ("plankton", "Plankton Monitoring"),
        "1.0",
        [(5101, "hauls_2021.csv", csv("station,depth,count"), False)],
        ["zooplankton", "Sognefjord"],
        "https://report.fjord-institute.test/2022/plankton",
    )
    return {**pa, **pb}, ta, tb, da, db


def build():
    pages, _, _, da, db = _all()
    SHELL.featured = [(da, A_TITLE), (db, B_TITLE)]
    for grp, label in (("marine-eco", "Marine Ecology Group"), ("plankton", "Plankton Monitoring")):
        pages[f"/dataverse/{grp}"] = SHELL.page(label, f"<h1>{label}</h1>" + ul(SHELL.featured))
    home = f"<h1>{NAME}</h1><p>Datasets of the Fjord Institute.</p>" + ul(SHELL.featured)
    pages["/dataverse/root"] = SHELL.page(NAME, home, raw_title=True)
    return [build_site(SHELL, pages, home)]


_, _TA, _TB, _DA, _DB = _all()
CASES = [
    Case(
        "dataverse-replication",
        "dataverse",
        "multi-hop",
        "sig_filtered_title",
        SHELL.url(_DA),
        frozenset(_TA),
        build,
        frozenset({"https://journal.coastal-sciences.example/article/10.3354/meps14102"}),
    ),
    Case(
        "dataverse-single-file",
        "dataverse",
        "multi-hop",
        "sig_filtered_title",
        SHELL.url(_DB),
        frozenset(_TB),
        build,
        frozenset({"https://report.fjord-institute.test/2022/plankton"}),
    ),
]
