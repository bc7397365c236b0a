"""Research-data deposits of the social sciences and humanities: an ICPSR-like survey data
archive (study tabs, variable pages, downloads on a file host), a Dataverse installation
(file pages, access API, DDI export; one DOI entry), a Mendeley Data-like deposit (files on
a CDN) and a DSpace 7 repository announcing its items with Signposting."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, links

from ._kit import file_host, generator, html, pdf, portal, text, xml, zipfile

# --- ICPSR-like survey data archive ----------------------------------------------------------
SDA = portal(
    "www.meridian-sda.hx15.example",
    "Meridian Social Data Archive",
    menu=[
        ("/web/SDA/search/studies", "Find data"),
        ("/web/SDA/series", "Series"),
        ("/web/SDA/deposit", "Deposit"),
        ("/web/SDA/help", "Help"),
    ],
)
SDA_FILES = "files.meridian-sda-dl.hx15.example"
STUDIES = {
    38417: ("Midlands Household Panel Survey, Wave 4, 2021", 37120, ["Q12", "Q13", "INCOME"]),
    37120: ("Midlands Household Panel Survey, Wave 3, 2019", 38417, ["Q12", "HHSIZE"]),
}


def sda_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    for sn, (title, rel, variables) in STUDIES.items():
        st = f"/web/SDA/studies/{sn}"
        tabs = [
            (f"{st}", "Summary"),
            (f"{st}/datadocumentation", "Data & Documentation"),
            (f"{st}/variables", "Variables"),
            (f"{st}/publications", "Data-related publications"),
        ]
        chrome = (
            f"<h1>{escape(title)} (SDA {sn})</h1><nav class='tabs'>{links(tabs)}</nav>"
            f'<p>Series: <a href="/web/SDA/series/212">Midlands Household Panel Survey Series</a></p>'
            f'<p><a href="/web/SDA/citation/export?study={sn}&amp;format=ris">Export citation</a> · '
            f'<a href="/web/SDA/search/studies?q=household+panel">Similar studies</a></p>'
        )
        dl = f"http://{SDA_FILES}/download/{sn}"
        pages[st] = html(
            SDA.page(
                title,
                chrome + "<h2>Summary</h2><p>A panel survey of households …</p>"
                f'<p>Related study: <a href="/web/SDA/studies/{rel}">{escape(STUDIES[rel][0])}</a></p>',
                share=SDA.url(st),
            )
        )
        pages[f"{st}/datadocumentation"] = html(
            SDA.page(
                f"Data & Documentation - {title}",
                chrome
                + links(
                    [
                        (f"{dl}/{sn}-Codebook.pdf", "Codebook (PDF)"),
                        (f"{dl}/{sn}-Questionnaire.pdf", "Questionnaire (PDF)"),
                        (f"{dl}/{sn}-0001-Data-stata.zip", "DS1 Stata"),
                        (f"{dl}/{sn}-0001-Data-delimited.zip", "DS1 Delimited"),
                    ]
                ),
            )
        )
        files[f"/download/{sn}/{sn}-Codebook.pdf"] = pdf(f"Codebook SDA {sn}", title)
        files[f"/download/{sn}/{sn}-Questionnaire.pdf"] = pdf(f"Questionnaire SDA {sn}", title)
        files[f"/download/{sn}/{sn}-0001-Data-stata.zip"] = zipfile(f"{sn} stata")
        files[f"/download/{sn}/{sn}-0001-Data-delimited.zip"] = zipfile(f"{sn} tsv")
        var_links = [
            (f"/web/SDA/ssvd/studies/{sn}/datasets/0001/variables/{v}?archive=SDA", v)
            for v in variables
        ]
        pages[f"{st}/variables"] = html(SDA.page(f"Variables - {title}", chrome + links(var_links)))
        for v in variables:
            pages[f"/web/SDA/ssvd/studies/{sn}/datasets/0001/variables/{v}?archive=SDA"] = html(
                SDA.page(
                    f"Variable {v} - {title}",
                    f"<h1>{v}</h1><p>Study: <a href='{st}'>{escape(title)}</a></p><table><tr><td>1</td><td>Yes</td></tr></table>",
                )
            )
        pages[f"{st}/publications"] = html(
            SDA.page(f"Publications - {title}", chrome + "<p>3 publications use these data.</p>")
        )
        pages[f"/web/SDA/citation/export?study={sn}&format=ris"] = text(
            f"TY  - DATA\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
    pages["/web/SDA/series/212"] = html(
        SDA.page(
            "Midlands Household Panel Survey Series",
            links([(f"/web/SDA/studies/{s}", t) for s, (t, _r, _v) in STUDIES.items()]),
        )
    )
    return [SDA.site(pages), file_host(SDA_FILES, files)]


def _sda_case(sn: int) -> Case:
    # Expected sig_uri: the study number is the seed's GBIF identifier — it is in every
    # artifact URI (study tabs, variable pages under /ssvd/, downloads on the file host),
    # while tabs and variables do not share one path.  Truth: the four tabs, the variable
    # pages, the documentation PDFs and data files.  Not: series (an `other`), the related
    # wave (an `other`), search, the RIS citation export (chrome by this set's convention;
    # disputable — it carries the study number, so sig_uri will take it).
    title, rel, variables = STUDIES[sn]
    u = SDA.url
    st = f"/web/SDA/studies/{sn}"
    dl = f"http://{SDA_FILES}/download/{sn}"
    truth = {u(st), u(f"{st}/datadocumentation"), u(f"{st}/variables"), u(f"{st}/publications")}
    truth |= {
        u(f"/web/SDA/ssvd/studies/{sn}/datasets/0001/variables/{v}?archive=SDA") for v in variables
    }
    truth |= {
        f"{dl}/{sn}-Codebook.pdf",
        f"{dl}/{sn}-Questionnaire.pdf",
        f"{dl}/{sn}-0001-Data-stata.zip",
        f"{dl}/{sn}-0001-Data-delimited.zip",
    }
    return Case(
        f"survey-archive-{sn}",
        "ICPSR-like survey data archive",
        "survey dataset",
        "sig_uri",
        u(st),
        frozenset(truth),
        sda_sites,
        others=frozenset({u("/web/SDA/series/212"), u(f"/web/SDA/studies/{rel}")}),
    )


# --- Dataverse -----------------------------------------------------------------------------
DV = portal(
    "dataverse.calloway-univ.hx15.example",
    "Calloway Dataverse",
    menu=[
        ("/dataverse/root", "Calloway Dataverse"),
        ("/dataverse/root?q=", "Search"),
        ("/loginpage.xhtml", "Log In"),
        ("http://guides.dataverse.test/", "User Guide"),
    ],
    title_format="{title} - {name}",
    home_title="Calloway Dataverse",
)
DV_DOI = "doi.calloway-pid.hx15.example"
DATASETS = {
    "doi:10.70122/FK2/QX7RPL": (
        "Replication Data for: Parish Relief and Migration in Rural Wales, 1834-1871",
        [(4411, "relief_claims.tab"), (4412, "codebook.pdf")],
    ),
    "doi:10.70122/FK2/B3NV0T": (
        "Interview transcripts: Welsh chapel communities, 1960s",
        [(4520, "transcripts.zip"), (4521, "consent_forms_redacted.pdf"), (4522, "readme.txt")],
    ),
}


def dataverse_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    doi: dict[str, PageValue] = {}
    head = generator("Dataverse 6.1")
    for pid, (title, files) in DATASETS.items():
        ds = f"/dataset.xhtml?persistentId={pid}"
        other = next(p for p in DATASETS if p != pid)
        citation = f"<p class='citation'>Jones, Carys, 2023, \"{escape(title)}\", https://doi.test/{pid[4:]}, Calloway Dataverse, V1</p>"
        pages[ds] = html(
            DV.page(
                title,
                f'<p><a href="/dataverse/root">Calloway Dataverse</a> &gt; <a href="/dataverse/history">Department of History Dataverse</a></p>'
                f"<h1>{escape(title)}</h1>{citation}"
                f'<p><a href="/api/access/dataset/:persistentId/?persistentId={pid}">Access Dataset: Download ZIP</a> · '
                f'<a href="/api/datasets/export?exporter=ddi&amp;persistentId={pid}">Export Metadata: DDI Codebook</a> · '
                f'<a href="/dataset.xhtml?persistentId={other}">Related dataset</a></p><h2>Files</h2>'
                + links([(f"/file.xhtml?fileId={fid}&version=1.0", name) for fid, name in files])
                + "".join(
                    f'<a href="/api/access/datafile/{fid}">Download {escape(name)}</a> '
                    for fid, name in files
                ),
                head=head,
                share=DV.url(ds),
            )
        )
        pages[f"/api/access/dataset/:persistentId/?persistentId={pid}"] = zipfile(pid)
        pages[f"/api/datasets/export?exporter=ddi&persistentId={pid}"] = xml(
            f"<codeBook><stdyDscr><citation><titlStmt><titl>{escape(title)}</titl></titlStmt></citation></stdyDscr></codeBook>"
        )
        for fid, name in files:
            pages[f"/file.xhtml?fileId={fid}&version=1.0"] = html(
                DV.page(
                    name,
                    f'<h1>{escape(name)}</h1><p>This file is part of "{escape(title)}".</p>{citation}'
                    f'<p><a href="/api/access/datafile/{fid}">Download</a> · <a href="{ds}">Dataset</a></p>',
                    head=head,
                )
            )
            pages[f"/api/access/datafile/{fid}"] = Response.data(
                f"file {fid}\n".encode(), "application/octet-stream"
            )
        doi[f"/{pid[4:]}"] = Response.redirect(DV.url(ds), 302)
    pages["/dataverse/history"] = html(
        DV.page(
            "Department of History Dataverse",
            links([(f"/dataset.xhtml?persistentId={p}", t) for p, (t, _f) in DATASETS.items()]),
            head=head,
        )
    )
    return [DV.site(pages), file_host(DV_DOI, doi)]


def _dv_case(pid: str, via_doi: bool) -> Case:
    # Expected sig_filtered_title: the seed's own call for Harvard's Dataverse — the title
    # "<dataset> - Calloway Dataverse" is filtered from its end against the homepage title
    # "Calloway Dataverse", and the dataset title recurs on every file page and in the DDI
    # export.  Truth: landing, file pages, each file's access URI, the ZIP bundle and the
    # DDI export (the downloads carry no title: the seed notes this heuristic may miss
    # them, but an archivist wants the data).  Not: the parent dataverses (one an `other`)
    # and the related dataset.
    title, files = DATASETS[pid]
    u = DV.url
    ds = u(f"/dataset.xhtml?persistentId={pid}")
    truth = {
        ds,
        u(f"/api/access/dataset/:persistentId/?persistentId={pid}"),
        u(f"/api/datasets/export?exporter=ddi&persistentId={pid}"),
    }
    for fid, _n in files:
        truth |= {u(f"/file.xhtml?fileId={fid}&version=1.0"), u(f"/api/access/datafile/{fid}")}
    other = next(p for p in DATASETS if p != pid)
    return Case(
        f"dataverse-{pid.rsplit('/', 1)[-1].lower()}",
        "Dataverse installation (dataset)",
        "dataset",
        "sig_filtered_title",
        f"http://{DV_DOI}/{pid[4:]}" if via_doi else ds,
        frozenset(truth),
        dataverse_sites,
        others=frozenset({u("/dataverse/history"), u(f"/dataset.xhtml?persistentId={other}")}),
        landing=ds if via_doi else None,
    )


# --- Mendeley Data-like deposit ----------------------------------------------------------------
MD = portal(
    "data.quillon-research.hx15.example",
    "Quillon Data",
    menu=[
        ("/research-data/", "Search"),
        ("/datasets/create", "Upload your data"),
        ("/institutions", "Institutions"),
    ],
    title_format="{title} - {name}",
)
MD_CDN = "files.quillon-cdn.hx15.example"
DEPOSITS = {
    "k7t9xw2m3b": (
        "Coded interviews with heritage volunteers in three English market towns",
        ["interviews_coded.xlsx", "coding_frame.docx", "README.txt"],
    ),
    "p2f8dn4c9z": (
        "Survey of reading habits among 19th-century library borrowers: transcribed registers",
        ["registers.csv", "notes.pdf"],
    ),
}


def mendeley_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for k, (title, files) in DEPOSITS.items():
        other = next(x for x in DEPOSITS if x != k)
        flinks = []
        for i, name in enumerate(files):
            path = f"/{k}/files/{i:02d}a7c3e9-{i}/{name}"
            cdn[path] = Response.data(f"{name}\n".encode(), "application/octet-stream")
            flinks.append((f"http://{MD_CDN}{path}", name))
        pages[f"/datasets/{k}/2"] = html(
            MD.page(
                title,
                f"<h1>{escape(title)}</h1><p>Published: 12 March 2024 | Version 2 | DOI: 10.17632/{k}.2</p>"
                "<h2>Description</h2><p>…</p><h2>Files</h2>"
                + links(flinks)
                + f'<p><a href="/public-api/zip/{k}/download/2">Download All</a></p>'
                f'<p>Versions: <a href="/datasets/{k}/1">Version 1</a> · Institutions: <a href="/institutions/anglia-ruskin">Anglia Ruskin</a></p>'
                f'<p>Related: <a href="/datasets/{other}/1">{escape(DEPOSITS[other][0])}</a></p>',
                share=MD.url(f"/datasets/{k}/2"),
            )
        )
        pages[f"/public-api/zip/{k}/download/2"] = zipfile(k)
        pages[f"/datasets/{k}/1"] = html(
            MD.page(f"{title} (version 1)", f"<h1>{escape(title)}</h1><p>Version 1</p>")
        )
    pages["/institutions/anglia-ruskin"] = html(MD.page("Anglia Ruskin", "<h1>Institution</h1>"))
    return [MD.site(pages), file_host(MD_CDN, cdn)]


def _md_case(k: str) -> Case:
    # Expected single_page_plus_ignored: the seed's Figshare/Zenodo shape — one landing
    # page whose files (on a CDN) and "Download All" bundle are one hop away, among menus
    # and related records.  Truth: landing, files, ZIP.  Not: version 1 (a separate,
    # citable version: an `other`; disputable), the institution page, the related deposit.
    title, files = DEPOSITS[k]
    truth = {MD.url(f"/datasets/{k}/2"), MD.url(f"/public-api/zip/{k}/download/2")}
    truth |= {f"http://{MD_CDN}/{k}/files/{i:02d}a7c3e9-{i}/{n}" for i, n in enumerate(files)}
    other = next(x for x in DEPOSITS if x != k)
    return Case(
        f"mendeley-like-{k}",
        "Mendeley Data-like deposit",
        "dataset",
        "single_page_plus_ignored",
        MD.url(f"/datasets/{k}/2"),
        frozenset(truth),
        mendeley_sites,
        others=frozenset({MD.url(f"/datasets/{k}/1"), MD.url(f"/datasets/{other}/1")}),
    )


# --- DSpace 7 repository with Signposting ------------------------------------------------------
DS = portal(
    "repository.ferncliff-univ.hx15.example",
    "Ferncliff Research Repository",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/statistics", "Statistics"),
        ("/login", "Log In"),
    ],
    title_format="{title}",
    home_title="Ferncliff Research Repository",
)
DS_HDL = "hdl.ferncliff-pid.hx15.example"
THESES = {
    "3f1c2a90-5be7-4c1e-9a55-7d0c81e2b401": (
        "Print culture and dissent in Norwich, 1790-1820",
        "10871/4412",
        ["thesis.pdf", "appendix-images.pdf"],
    ),
    "8a40d6e2-1c3b-4f7a-b2d9-0e6f5c7a9d13": (
        "Vernacular chapels of the Pennine uplands: an architectural survey",
        "10871/4490",
        ["thesis.pdf"],
    ),
}


def dspace_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    hdl: dict[str, PageValue] = {}
    head = generator("DSpace 7.6")
    for uid, (title, handle, files) in THESES.items():
        bits = [(f"/bitstreams/{uid[:8]}-{i}/download", name) for i, name in enumerate(files)]
        desc = f"/server/signposting/describedby/{uid}"
        signs = [
            (f"http://{DS_HDL}/{handle}", "cite-as"),
            (DS.url(desc), "describedby"),
            *((DS.url(b), "item") for b, _n in bits),
            ("http://schema.test/Thesis", "type"),
            ("http://creativecommons.test/licenses/by-nc/4.0/", "license"),
        ]
        item = f"/items/{uid}"
        other = next(x for x in THESES if x != uid)
        pages[item] = html(
            DS.page(
                title,
                f"<h1>{escape(title)}</h1><p>Type: Thesis (PhD). Handle: "
                f'<a href="http://{DS_HDL}/{handle}">http://{DS_HDL}/{handle}</a></p><h2>Files</h2>'
                + links(bits)
                + f'<p><a href="{item}/full">Full item page</a> · <a href="/statistics/items/{uid}">Statistics</a> · '
                f'<a href="/collections/phd-theses-humanities">PhD Theses (Humanities)</a></p>'
                f'<p>Related: <a href="/items/{other}">{escape(THESES[other][0])}</a></p>',
                head=head + f'<link rel="describedby" href="{desc}" type="application/xml">',
            ),
            link=signs,
        )
        pages[f"{item}/full"] = html(
            DS.page(
                title,
                f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
                head=head,
            )
        )
        pages[f"/statistics/items/{uid}"] = html(
            DS.page("Statistics", "<h1>Total visits</h1><p>412</p>", head=head)
        )
        pages[desc] = xml(
            f"<qdc:qualifieddc xmlns:qdc='http://dspace.org/qualifieddc/'><dc:title>{escape(title)}</dc:title></qdc:qualifieddc>"
        )
        for i, (b, name) in enumerate(bits):
            pages[b] = pdf(f"{title}: {name}", f"File {i}")
        hdl[f"/{handle}"] = Response.redirect(DS.url(item), 302)
    pages["/collections/phd-theses-humanities"] = html(
        DS.page(
            "PhD Theses (Humanities)",
            links([(f"/items/{u}", t) for u, (t, _h, _f) in THESES.items()]),
            head=head,
        )
    )
    return [DS.site(pages), file_host(DS_HDL, hdl)]


def _ds_case(uid: str, via_handle: bool) -> Case:
    # Expected signposting: the landing page sends Signposting Link headers (cite-as,
    # describedby, item, type, license), the boundary the repository itself declares.
    # Truth: landing, every `item` bitstream, the `describedby` record, and the "full item
    # page" (the same record's full metadata view; disputable, since Signposting does not
    # announce it — an archivist would keep it).  Not: statistics, the collection (an
    # `other`), the related thesis, the handle (an alias of the landing page).
    title, handle, files = THESES[uid]
    item = DS.url(f"/items/{uid}")
    truth = {item, f"{item}/full", DS.url(f"/server/signposting/describedby/{uid}")}
    truth |= {DS.url(f"/bitstreams/{uid[:8]}-{i}/download") for i in range(len(files))}
    other = next(x for x in THESES if x != uid)
    return Case(
        f"dspace-signposting-{uid[:8]}",
        "DSpace 7 repository (Signposting)",
        "doctoral thesis",
        "signposting",
        f"http://{DS_HDL}/{handle}" if via_handle else item,
        frozenset(truth),
        dspace_sites,
        others=frozenset({DS.url("/collections/phd-theses-humanities"), DS.url(f"/items/{other}")}),
        landing=item if via_handle else None,
    )


CASES = [
    _sda_case(38417),
    _sda_case(37120),
    _dv_case("doi:10.70122/FK2/QX7RPL", via_doi=True),
    _dv_case("doi:10.70122/FK2/B3NV0T", via_doi=False),
    _md_case("k7t9xw2m3b"),
    _md_case("p2f8dn4c9z"),
    _ds_case("3f1c2a90-5be7-4c1e-9a55-7d0c81e2b401", via_handle=False),
    _ds_case("8a40d6e2-1c3b-4f7a-b2d9-0e6f5c7a9d13", via_handle=True),
]
