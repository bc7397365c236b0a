"""Title-bound portals: Dataverse and OSF Preprints (site name in every <title>, filtered
away against the homepage's title) and a Dryad-like data repository (bare "Data from: ..."
titles, data files that do not carry them).

Dataverse (the seed: filtered title, "starting from title end") prints "<title> - <site>";
its homepage title ends the same way, so the common suffix comes off.  OSF (the seed's own
example) prints "<site> | <title>", the homepage "<site> | Home": the common prefix comes
off.  Every object of these artifacts (file pages, exports, downloads as text carrying the
dataset's citation) contains the filtered title; no chrome page or other record does.
Dryad-like: the seed's Fig. 7 — metadata pages carry the title, the bitstreams do not, so
the truth is the titled pages plus what they link one hop out, minus the chrome.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Inst, a, csv_file, pdf_file, text_file, ul, zip_file

# --- Dataverse at Harbourview University ---------------------------------------------------

HV = Inst(
    "dataverse.harbourview-uni.hx37.example",
    "Harbourview University Dataverse",
    "Dataverse",
    [("/dataverse/root", "Root"), ("/guides/user", "User Guide"), ("/support", "Support")],
    [("/terms", "Terms of Use"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")],
    title_format="{title} - {name}",
    home_title="Dataverse Home - Harbourview University Dataverse",
    cdn="cdn.harbourview-assets.hx37.example",
)
# titles must not end in "e": the common suffix with "...Home - <site>" stops at the title
HV_RECS = {
    "doi:10.70417/HVU/QX7T2A": (
        "Replication Data for: Tidal Exchange in Small Estuaries",
        [(1201, "exchange_rates.tab"), (1202, "codebook.pdf")],
        ["1.0"],
        "coastal",
    ),
    "doi:10.70417/HVU/M3KD8P": (
        "Harbour Sediment Cores, 2012-2021",
        [(1310, "cores_metals.tab"), (1311, "cores_grain_size.tab"), (1312, "core_logs.pdf")]
        + [(1313, "analysis.R"), (1314, "README.txt")],
        ["1.0", "1.1", "2.0"],
        "sediments",
    ),
}
HV_EXPORTERS = ["ddi", "dataverse_json", "schema.org", "Datacite", "oai_dc", "OAI_ORE"]


def _hv_record(pid: str) -> tuple[str, dict[str, PageValue], set[str]]:
    """(entry path, pages, truth) of one dataset."""
    title, files, versions, parent = HV_RECS[pid]
    entry = f"/dataset.xhtml?persistentId={pid}"
    pages: dict[str, PageValue] = {}
    truth = {HV.url(entry)}
    crumbs = [("/dataverse/root", "Root"), (f"/dataverse/{parent}", parent.title())]
    rows = []
    for fid, fname in files:
        fpage = f"/file.xhtml?fileId={fid}&version={versions[-1]}"
        dl = f"/api/access/datafile/{fid}"
        cite = f"Cite: Harbourview University Dataverse, {title}, {pid}"
        if fname.endswith(".pdf"):
            pages[dl] = pdf_file(title, fname)
        elif fname.endswith(".tab"):
            pages[dl] = csv_file("core,depth_cm,value", 10, cite)
        else:
            pages[dl] = text_file(f"# {cite}\n# {fname}\n")
        pages[fpage] = HV.page(
            fname,
            f"<h1>{escape(fname)}</h1><p>Part of {a(entry, title)}</p>"
            f"<p>{a(dl, 'Access File')}</p><p>Dataset citation: {escape(title)}, "
            f"Harbourview University Dataverse, V{len(versions)}.</p>",
            crumbs=[*crumbs, (entry, title)],
        )
        truth |= {HV.url(fpage), HV.url(dl)}
        rows.append(f"<tr><td>{a(fpage, fname)}</td><td>{a(dl, 'Download')}</td></tr>")
    vrows = []
    for v in versions[:-1]:
        vp = f"{entry}&version={v}"
        pages[vp] = HV.page(
            title, f"<h1>{escape(title)}</h1><p>Version {v} (superseded)</p>", crumbs=crumbs
        )
        truth.add(HV.url(vp))
        vrows.append(f"<tr><td>{a(vp, v)}</td><td>Superseded</td></tr>")
    exports = []
    for ex in HV_EXPORTERS:
        u = f"/api/datasets/export?exporter={ex}&persistentId={pid}"
        pages[u] = text_file(f"<metadata exporter='{ex}'><title>{escape(title)}</title>\n")
        truth.add(HV.url(u))
        exports.append((u, ex))
    main = (
        f'<div id="datasetForm"><h1 id="title">{escape(title)}</h1>'
        f'<div class="citation">{escape(title)}, {pid}, Harbourview University Dataverse, '
        f"V{len(versions)}</div><ul class='nav-tabs'><li>Files</li><li>Metadata</li>"
        f"<li>Versions</li></ul><table id='filesTable'>{''.join(rows)}</table>"
        f"<table id='versionsTable'><tr><td>{versions[-1]}</td><td>This version</td></tr>"
        f"{''.join(vrows)}</table><div class='dropdown'>Export Metadata{ul(exports)}</div>"
        f"<p>Contact: {a('/dataset.xhtml?contact=1', 'Contact Owner')}</p></div>"
    )
    pages[entry] = HV.page(title, main, crumbs=crumbs, share_path=entry)
    pages[f"/dataverse/{parent}"] = HV.chrome(parent.title(), "A sub-dataverse.")
    pages["/dataset.xhtml?contact=1"] = HV.chrome("Contact", "Send a message to the contact.")
    return entry, pages, truth


def _hv_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid in HV_RECS:
        pages.update(_hv_record(pid)[1])
    return [HV.site(pages)]


def _hv_case(name: str, pid: str, detail: str) -> Case:
    entry, _p, truth = _hv_record(pid)
    return Case(
        name,
        f"Dataverse ({detail})",
        "Multi-Hop",
        "sig_filtered_title",
        HV.url(entry),
        frozenset(truth),
        _hv_site,
    )


# --- OSF Preprints, institution branded: Fellcrest Preprints ------------------------------

FC = Inst(
    "preprints.fellcrest-uni.hx37.example",
    "Fellcrest Preprints",
    "OSF Preprints",
    [("/preprints/fellcrest/discover", "Discover"), ("/preprints/fellcrest/submit", "Submit")],
    [("/support", "Support"), ("/terms_of_use", "Terms"), ("/privacy_policy", "Privacy")],
    title_format="{name} | {title}",
    home_title="Fellcrest Preprints | Home",
)
FCP = Inst(
    "osf.fellcrest-uni.hx37.example",
    "OSF",
    "OSF",
    [("/dashboard", "My Projects"), ("/search", "Search"), ("/support", "Support")],
    [("/terms_of_use", "Terms"), ("/privacy_policy", "Privacy")],
    title_format="{name} | {title}",
    home_title="OSF | Home",
)
# titles must not start with "H": the common prefix with "Fellcrest Preprints | Home" stops
FC_RECS = {
    "7tq3m": ("Attention Drift in Remote Lectures: A Registered Report", [], None, []),
    "b2w9k": (
        "Sleep Timing and Exam Performance in First-Year Students",
        ["b2w9k_v1", "b2w9k_v2"],
        ("k4r8z", [("65f0a1", "sleep_logs.csv"), ("65f0a2", "analysis.Rmd")]),
        ["c8v1x"],
    ),
}


def _fc_record(pid: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    title, versions, project, related = FC_RECS[pid]
    base = f"/preprints/fellcrest/{pid}"
    pages: dict[str, PageValue] = {}
    ppages: dict[str, PageValue] = {}
    truth = {FC.url(base), FC.url(f"{base}/download")}
    pages[f"{base}/download"] = pdf_file(title, "Preprint, Fellcrest Preprints")
    side = ""
    if versions:
        items = []
        for i, v in enumerate(versions, 1):
            vp = f"/preprints/fellcrest/{v}"
            pages[vp] = FC.page(title, f"<h1>{escape(title)}</h1><p>Version {i}</p>")
            truth.add(FC.url(vp))
            items.append((vp, f"Version {i}"))
        side += "<h4>Versions</h4>" + ul(items)
    if project:
        node, files = project
        proj = f"/{node}/"
        ptitle = f"Supplementary materials: {title}"
        flist = []
        for fid, fname in files:
            fp = f"/{node}/files/osfstorage/{fid}"
            dl = f"/download/{fid}/"
            ppages[fp] = FCP.page(
                fname, f"<h1>{escape(fname)}</h1><p>{escape(ptitle)}</p><p>{a(dl, 'Download')}</p>"
            )
            ppages[dl] = text_file(f"# {ptitle}\n# {fname}\nid,hours\n1,7.5\n")
            truth |= {FCP.url(fp), FCP.url(dl)}
            flist.append((fp, fname))
        ppages[f"/{node}/files/osfstorage"] = FCP.page(
            f"{ptitle} Files", f"<h1>{escape(ptitle)}</h1><h2>Files</h2>{ul(flist)}"
        )
        ppages[proj] = FCP.page(
            ptitle,
            f"<h1>{escape(ptitle)}</h1>{a(f'/{node}/files/osfstorage', 'Files')}"
            f"<p>Wiki: {escape(title)} — data and scripts.</p>",
        )
        truth |= {FCP.url(proj), FCP.url(f"/{node}/files/osfstorage")}
        side += f'<h4>Supplemental materials</h4><a href="{FCP.url(proj)}">View project</a>'
    others = []
    for r in related:
        rp = f"/preprints/fellcrest/{r}"
        pages[rp] = FC.page("Related preprint", "<h1>Working memory in online teaching</h1>")
        others.append((rp, "Working memory in online teaching"))
    if others:
        side += "<h4>Similar preprints</h4>" + ul(others)
    pages["/u8d2x/"] = FC.chrome("Noor Azizi", "Researcher profile.")
    main = (
        f'<div class="preprint-header"><h1>{escape(title)}</h1>'
        f"<p>Authors: {a('/u8d2x/', 'Noor Azizi')}</p></div>"
        f'<div class="pdf-viewer" data-src="{base}/download"></div>'
        f"<p>{a(f'{base}/download', 'Download preprint')}</p><h3>Abstract</h3>"
        f"<p>We report the study described in the title.</p><p>Subjects: "
        f"{a('/preprints/fellcrest/discover?subject=Psychology', 'Psychology')}</p>"
    )
    pages[base] = FC.page(title, main, side=side, share_path=base)
    return pages, ppages, truth


def _fc_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ppages: dict[str, PageValue] = {}
    for pid in FC_RECS:
        p, pp, _t = _fc_record(pid)
        pages.update(p)
        ppages.update(pp)
    return [FC.site(pages), FCP.site(ppages)]


def _fc_case(name: str, pid: str, detail: str) -> Case:
    _p, _pp, truth = _fc_record(pid)
    others = frozenset(FC.url(f"/preprints/fellcrest/{r}") for r in FC_RECS[pid][3])
    return Case(
        name,
        f"OSF Preprints ({detail})",
        "Multi-Hop",
        "sig_filtered_title",
        FC.url(f"/preprints/fellcrest/{pid}"),
        frozenset(truth),
        _fc_site,
        others=others,
    )


# --- Dryad-like data repository of the Wrenfield Survey ------------------------------------

WS = Inst(
    "datarepo.wrenfield-survey.hx37.example",
    "Wrenfield Survey Data Repository",
    "Dryad-like (DSpace-based data packages)",
    [("/discover", "Search data"), ("/pages/submit", "Submit data"), ("/pages/faq", "FAQ")],
    [("/pages/policies", "Policies"), ("/pages/contact", "Contact"), ("/pages/about", "About")],
    title_format="{title}",
    home_title="Wrenfield Survey Data Repository",
)
WS_RECS = {
    "wsd.4k2m1": (
        "Data from: Nest-site selection of ground beetles on managed heathland",
        [("1187", "pitfall_counts.csv")],
        "",
    ),
    "wsd.9p7t3": (
        "Data from: Hedgerow connectivity and dormouse occupancy across lowland farmland",
        [("1402", "occupancy.csv"), ("1403", "hedgerow_network.zip"), ("1404", "README.txt")],
        "2",
    ),
}


def _ws_record(doi: str) -> tuple[dict[str, PageValue], set[str], str]:
    title, files, newer = WS_RECS[doi]
    base = f"/resource/doi:10.71802/{doi}"
    pages: dict[str, PageValue] = {}
    truth = {WS.url(base), WS.url(f"{base}?show=full"), WS.url(f"{base}/citation/ris")}
    pages[f"{base}/citation/ris"] = text_file(f"TY  - DATA\nTI  - {title}\nER  -\n")
    flinks = []
    for n, (bid, fname) in enumerate(files, 1):
        fp = f"{base}/{n}"
        bs = f"/bitstream/handle/10255/{doi.replace('.', '-')}-{bid}/{fname}"
        pages[bs] = (
            zip_file(fname)
            if fname.endswith(".zip")
            else csv_file("site,visit,count", 8)
            if fname.endswith(".csv")
            else text_file("Columns and units of the files in this package.\n")
        )
        pages[fp] = WS.page(
            title,
            f"<h1>{escape(fname)}</h1><p>Part of the data package: {a(base, title)}</p>"
            f"<p>{a(bs, 'Download')} ({escape(fname)})</p>"
            f"<p>{a(f'{fp}?show=full', 'Show full metadata')}</p>",
            raw_title=True,
        )
        pages[f"{fp}?show=full"] = WS.page(
            title,
            f"<table><tr><td>dc.relation.ispartof</td><td>{escape(title)}</td></tr></table>",
            raw_title=True,
        )
        truth |= {WS.url(fp), WS.url(bs), WS.url(f"{fp}?show=full")}
        flinks.append((fp, fname))
    ver = ""
    if newer:
        vp = f"{base}.{newer}"
        pages[vp] = WS.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {newer} of this package.</p>",
            raw_title=True,
        )
        truth.add(WS.url(vp))
        ver = f"<p>A newer version exists: {a(vp, 'version ' + newer)}</p>"
    pages[f"{base}?show=full"] = WS.page(
        title, f"<table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>", raw_title=True
    )
    main = (
        f'<div class="ds-static-div primary"><h1>{escape(title)}</h1>{ver}'
        f"<p>Authors: {a('/discover?query=author:Pellow', 'Pellow, Ines')}</p>"
        f"<h2>Files in this package</h2>{ul(flinks)}"
        f"<p>{a(f'{base}?show=full', 'View full metadata')}</p>"
        f"<p>Cite: {a(f'{base}/citation/ris', 'RIS')}</p>"
        f'<p>Article: <a href="http://journal.heathland-ecology.test/article/5521">'
        f"Journal of Heathland Ecology</a></p></div>"
    )
    pages[base] = WS.page(title, main, raw_title=True, share_path=base)
    return pages, truth, base


def _ws_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doi in WS_RECS:
        pages.update(_ws_record(doi)[0])
    return [WS.site(pages)]


def _ws_case(name: str, doi: str, detail: str) -> Case:
    _p, truth, base = _ws_record(doi)
    return Case(
        name,
        f"Dryad-like data repository ({detail})",
        "Multi-Hop",
        "sig_title_plus_ignored",
        WS.url(base),
        frozenset(truth),
        _ws_site,
    )


CASES = [
    # Dataverse: the seed's row, filtered title from the end of the <title>.
    _hv_case("hv-tidal", "doi:10.70417/HVU/QX7T2A", "replication data, two files"),
    _hv_case("hv-cores", "doi:10.70417/HVU/M3KD8P", "five files, three versions"),
    # OSF Preprints: the seed's OSF example, "<site> | " prefix filtered off.
    _fc_case("fc-attention", "7tq3m", "branded preprint server, PDF only"),
    _fc_case("fc-sleep", "b2w9k", "two versions, supplementary OSF project with files"),
    # Dryad-like: the seed's Fig. 7, titled metadata pages, untitled bitstreams.
    _ws_case("ws-beetles", "wsd.4k2m1", "data package with one file"),
    _ws_case("ws-dormouse", "wsd.9p7t3", "three files and a newer version"),
]
