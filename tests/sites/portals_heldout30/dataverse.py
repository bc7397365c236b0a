"""Dataverse installations: a DANS-Data-Station-like one whose titles carry the station
name as a prefix, and a Harvard-Dataverse-variant whose titles carry it as a suffix.

The seed's table: Dataverse -> Significant String from Filtered Title (the common part
of the entry's and the homepage's <title> removed, from the end for Harvard's).  Every
member page and metadata export repeats the dataset title; the tabular data files do not
(the heuristic may miss those, as the seed's table says it "potentially misses").  Truth:
the dataset page, its older version page, file pages, data file downloads, metadata
exports and the citation downloads — not the collection, the depositor's profile, the
request-access form, other datasets, or chrome.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout30._kit import a, authors, cookie_banner, host, items, js, text, tsv, xml

EXPORTERS = ["dataverse_json", "ddi", "oai_datacite", "schema.org"]


@dataclass(frozen=True)
class DvFile:
    fid: int
    name: str
    restricted: bool = False


@dataclass(frozen=True)
class DvSet:
    doi: str
    title: str
    files: tuple[DvFile, ...]
    versions: tuple[str, ...]  # older version numbers besides the latest


def _dv_sites(
    h: str,
    name: str,
    title_format: str,
    home_title: str,
    collection: str,
    sets: tuple[DvSet, ...],
    list_titles: bool,
) -> list[Site]:
    p = Portal(
        h,
        name,
        menu=[
            ("/dataverse/root?q=", "Search"),
            ("/dataverse/root/?q=&types=dataverses", "Collections"),
            ("/guides/en/latest/user/", "User guide"),
            ("/loginpage.xhtml", "Log in"),
        ],
        footer=[
            ("/guides/en/latest/", "Guides"),
            ("/privacy-statement", "Privacy"),
            ("/terms-of-use", "Terms of use"),
            ("http://dataverse-project.test/", "Powered by Dataverse"),
        ],
        title_format=title_format,
        home_title=home_title,
    )
    pages: dict[str, object] = {}
    for ds in sets:
        pid = f"doi:{ds.doi}"
        base = f"/dataset.xhtml?persistentId={pid}"
        rows = ""
        for f in ds.files:
            fpage = f"/file.xhtml?persistentId={pid}/FILE{f.fid}&version=2.0"
            if f.restricted:
                dl = a(f"/dataset.xhtml?persistentId={pid}&requestAccess=true", "Request Access")
            else:
                dl = a(f"/api/access/datafile/{f.fid}", "Download")
            lock = ' <span class="icon-lock">Restricted</span>' if f.restricted else ""
            rows += f"<tr><td>{a(fpage, f.name)}{lock}</td><td>{dl}</td></tr>"
            main = (
                f'<ol class="breadcrumb"><li>{a(f"/dataverse/{collection}", collection)}</li>'
                f"<li>{a(base, ds.title)}</li></ol><h1>{escape(f.name)}</h1>"
                f"<p>File of dataset “{escape(ds.title)}”, version 2.0.</p>"
                + (
                    "<p>This file is restricted. "
                    + a(f"/dataset.xhtml?persistentId={pid}&requestAccess=true", "Request access")
                    + "</p>"
                    if f.restricted
                    else f"<p>{a(f'/api/access/datafile/{f.fid}', 'Download')} · "
                    f"{a(f'/api/access/datafile/{f.fid}?format=original', 'Original file format')}</p>"
                )
            )
            pages[fpage] = p.page(f"{f.name} - {ds.title}", main)
            if not f.restricted:
                if f.name.endswith(".txt"):
                    body = (
                        f"README for {ds.title}\n\nVariables are documented in the DDI codebook.\n"
                    )
                    pages[f"/api/access/datafile/{f.fid}"] = text(body)
                    pages[f"/api/access/datafile/{f.fid}?format=original"] = text(body)
                else:
                    data = tsv(ds.title, ["respondent", "wave", "score"], 8)
                    pages[f"/api/access/datafile/{f.fid}"] = Response.data(
                        data, "text/tab-separated-values"
                    )
                    pages[f"/api/access/datafile/{f.fid}?format=original"] = Response.data(
                        data.replace(b"\t", b","), "text/csv"
                    )
        exports = items(
            [(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in EXPORTERS]
        )
        cites = items(
            [
                (
                    f"/api/datasets/:persistentId/versions/2.0/citation?persistentId={pid}&format={fmt}",
                    fmt,
                )
                for fmt in ("EndNote", "RIS", "BibTeX")
            ]
        )
        vers = items([(f"{base}&version={v}", f"Version {v}") for v in ds.versions])
        main = f"""{cookie_banner("/privacy-statement")}
<ol class="breadcrumb"><li>{a("/dataverse/root", "Root")}</li><li>{a(f"/dataverse/{collection}", collection)}</li></ol>
<div id="datasetVersionBlock"><h1 id="title">{escape(ds.title)}</h1><span class="label label-default">Version 2.0</span>
<div class="citation-block">{authors([("Janssen, Pieter", "0000-0002-9000-1177"), ("Oduya, Grace", "0000-0001-1234-8765")])}, 2023, "{escape(ds.title)}", https://doi.test/{ds.doi}, {escape(name)}, V2</div>
<div class="btn-group">Cite Dataset {cites}</div>
<div class="btn-group">Export Metadata {exports}</div>
<p>Deposited by {a("/dataverseuser.xhtml?selectTab=dataRelatedToMe&userId=pjanssen", "Pieter Janssen")}</p></div>
<ul class="nav nav-tabs"><li>Files</li><li>Metadata</li><li>Terms</li><li>Versions</li></ul>
<div id="filesTable"><table class="table">{rows}</table>
{a(f"/api/access/dataset/:persistentId/?persistentId={pid}", "Download all (zip)")}</div>
<div id="versionsTab"><h3>Versions</h3>{vers}</div>
<div id="termsTab"><p>Terms of access: restricted files need an approved request.</p></div>"""
        pages[base] = p.page(ds.title, main, share=p.url(base))
        pages[f"/dataset.xhtml?persistentId={pid}&requestAccess=true"] = p.page(
            "Request access",
            "<h1>Request access</h1><form method='post'><textarea name='why'></textarea></form><p>You must log in.</p>",
        )
        for v in ds.versions:
            pages[f"{base}&version={v}"] = p.page(
                ds.title,
                f"<h1>{escape(ds.title)}</h1><p>Version {v} (superseded by {a(base, 'version 2.0')})</p>",
            )
        for e in EXPORTERS:
            body = f'{{"exporter": "{e}", "title": "{ds.title}", "doi": "{ds.doi}"}}'
            pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = (
                xml(f"<codeBook><titl>{escape(ds.title)}</titl></codeBook>")
                if e in ("ddi", "oai_datacite")
                else js(body)
            )
        for fmt in ("EndNote", "RIS", "BibTeX"):
            pages[
                f"/api/datasets/:persistentId/versions/2.0/citation?persistentId={pid}&format={fmt}"
            ] = text(f"{fmt}: {ds.title} ({ds.doi})\n")
        pages[f"/api/access/dataset/:persistentId/?persistentId={pid}"] = Response.data(
            b"PK\x03\x04" + ds.doi.encode() * 20, "application/zip"
        )
    listing = items(
        [
            (f"/dataset.xhtml?persistentId=doi:{ds.doi}", ds.title if list_titles else ds.doi)
            for ds in sets
        ]
    )
    pages[f"/dataverse/{collection}"] = p.page(
        collection, f"<h1>{escape(collection)}</h1>{listing}"
    )
    pages["/dataverse/root"] = p.page(
        "Root", "<h1>Root</h1>" + items([(f"/dataverse/{collection}", collection)])
    )
    pages["/dataverseuser.xhtml?selectTab=dataRelatedToMe&userId=pjanssen"] = p.page(
        "Pieter Janssen", "<h1>Pieter Janssen</h1>"
    )
    for path in [
        "/dataverse/root?q=",
        "/dataverse/root/?q=&types=dataverses",
        "/guides/en/latest/user/",
        "/loginpage.xhtml",
        "/guides/en/latest/",
        "/privacy-statement",
        "/terms-of-use",
    ]:
        pages[path] = p.page("Dataverse", f"<h1>{escape(path)}</h1>")
    return [p.site(pages)]  # type: ignore[arg-type]


def _truth(h: str, ds: DvSet) -> frozenset[str]:
    b, pid = f"http://{h}", f"doi:{ds.doi}"
    base = f"{b}/dataset.xhtml?persistentId={pid}"
    out = {base, f"{b}/api/access/dataset/:persistentId/?persistentId={pid}"}
    out |= {f"{base}&version={v}" for v in ds.versions}
    out |= {f"{b}/api/datasets/export?exporter={e}&persistentId={pid}" for e in EXPORTERS}
    out |= {
        f"{b}/api/datasets/:persistentId/versions/2.0/citation?persistentId={pid}&format={fmt}"
        for fmt in ("EndNote", "RIS", "BibTeX")
    }
    for f in ds.files:
        out.add(f"{b}/file.xhtml?persistentId={pid}/FILE{f.fid}&version=2.0")
        if not f.restricted:
            out |= {
                f"{b}/api/access/datafile/{f.fid}",
                f"{b}/api/access/datafile/{f.fid}?format=original",
            }
    return frozenset(out)


# DANS-like "Lowlands Data Station": <title> "LDS | <dataset title>"; homepage "LDS | Data
# Station Social Sciences" — the common prefix "LDS | " is filtered (as OSF's "OSF | ").
LDS = host("ssh", "lowlandsdans")
LDS_SETS = (
    DvSet(
        "10.17026/LDS-7XK2-QP41",
        "Panel survey on housing and neighbourhood cohesion in Dutch mid-sized towns, waves 1-4",
        (
            DvFile(4412, "housing_panel_w1-4.tab"),
            DvFile(4413, "README.txt"),
            DvFile(4414, "interviews_transcripts.zip", restricted=True),
        ),
        ("1.0", "1.1"),
    ),
    DvSet(
        "10.17026/LDS-93MA-RT08",
        "Excavation records of the Roman castellum at Valkenburg-Marktveld, 1985-1988 campaigns",
        (DvFile(5120, "finds_register.tab"), DvFile(5121, "README.txt")),
        ("1.0",),
    ),
)


def _lds_sites() -> list[Site]:
    return _dv_sites(
        LDS,
        "Lowlands Data Station",
        "LDS | {title}",
        "LDS | Data Station Social Sciences",
        "lds-ssh",
        LDS_SETS,
        list_titles=False,
    )


# Harvard-Dataverse-variant "Crimson Dataverse": <title> "<dataset title> | Crimson
# Dataverse", homepage "Crimson Dataverse": the common end is filtered (the seed's note on
# Dataverse).  Its collection page lists full dataset titles (a page outside the artifact
# that also carries the string).
CRD = host("dataverse", "crimsonuniv")
CRD_SETS = (
    DvSet(
        "10.7910/DVN/QX7T2M",
        "Replication Data for: Turnout effects of polling place consolidation in county elections",
        (
            DvFile(7001231, "turnout_precincts.tab"),
            DvFile(7001232, "codebook.txt"),
            DvFile(7001233, "voter_file_extract.tab", restricted=True),
        ),
        ("1.0",),
    ),
    DvSet(
        "10.7910/DVN/ZB0KWN",
        "Roll-call votes of state legislatures 1990-2020, cleaned and linked",
        (DvFile(7004410, "rollcalls_states.tab"), DvFile(7004411, "codebook.txt")),
        (),
    ),
)


def _crd_sites() -> list[Site]:
    return _dv_sites(
        CRD,
        "Crimson Dataverse",
        "{title} | Crimson Dataverse",
        "Crimson Dataverse",
        "polisci-lab",
        CRD_SETS,
        list_titles=True,
    )


CASES = [
    # sig_filtered_title (prefix "LDS | " filtered): multi-version panel survey with a
    # restricted file (its file page is a member, the request form is not).
    Case(
        "lds-housing-panel",
        "DANS-Data-Station-like Dataverse",
        "multi-hop",
        "sig_filtered_title",
        f"http://{LDS}/dataset.xhtml?persistentId=doi:{LDS_SETS[0].doi}",
        _truth(LDS, LDS_SETS[0]),
        _lds_sites,
    ),
    # sig_filtered_title: excavation records, one older version.
    Case(
        "lds-valkenburg",
        "DANS-Data-Station-like Dataverse",
        "multi-hop",
        "sig_filtered_title",
        f"http://{LDS}/dataset.xhtml?persistentId=doi:{LDS_SETS[1].doi}",
        _truth(LDS, LDS_SETS[1]),
        _lds_sites,
    ),
    # sig_filtered_title (suffix " | Crimson Dataverse" filtered): replication data with a
    # restricted voter-file extract.
    Case(
        "crimson-turnout",
        "Harvard-Dataverse-variant",
        "multi-hop",
        "sig_filtered_title",
        f"http://{CRD}/dataset.xhtml?persistentId=doi:{CRD_SETS[0].doi}",
        _truth(CRD, CRD_SETS[0]),
        _crd_sites,
    ),
    # sig_filtered_title: single-version dataset.
    Case(
        "crimson-rollcalls",
        "Harvard-Dataverse-variant",
        "multi-hop",
        "sig_filtered_title",
        f"http://{CRD}/dataset.xhtml?persistentId=doi:{CRD_SETS[1].doi}",
        _truth(CRD, CRD_SETS[1]),
        _crd_sites,
    ),
]
