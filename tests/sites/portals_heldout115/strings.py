"""Artifacts bounded by a significant string: a Dryad-like data repository (Title+ with
Ignored URIs), OSF preclinical preregistrations (Filtered Title, prefix "OSF | "), a
pharmacometrics Dataverse (Filtered Title from the title's end) and a hand-made preclinical
study registry whose page titles are the study titles (Significant String from Title)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, dl, full_site, host, pdf_file, text_file, ul, zip_file

# --- Dryad ----------------------------------------------------------------------------------

DY = Portal(
    host=host("datadryad", "dryad-data"),
    name="Dryad",
    menu=[
        ("/search", "Explore data"),
        ("/stash/our_membership", "Join us"),
        ("/stash/requirements", "Submission requirements"),
        ("/stash/about", "About"),
    ],
    footer=[("/stash/terms", "Terms of service"), ("/stash/privacy", "Privacy policy")],
    title_format="{title}",
    home_title="Dryad | Publish and preserve your data",
)
DY_SETS = {
    "dryad.x3ffbg7q2": (
        "Dose-response of zebrafish larvae to twelve antiseizure medications in a PTZ model",
        {1: [(91735, "locomotion_v1.csv")], 2: [(104412, "locomotion.csv"), (104413, "README.md")]},
        (48213, 52877),
        ["zebrafish", "antiseizure medication"],
    ),
    "dryad.7m0cfxq1k": (
        "Gut microbiome shifts after metformin exposure in aged mice",
        {1: [(98830, "otu_table.tsv"), (98831, "sample_metadata.csv")]},
        (50112,),
        ["metformin", "microbiome"],
    ),
}


def dy_site() -> list[Site]:
    pages: dict[str, object] = {}
    for key, (title, versions, res, kws) in DY_SETS.items():
        base = f"/stash/dataset/doi:10.5061/{key}"
        last = max(versions)
        for v, files in versions.items():
            path = base if v == last else f"{base}?version={v}"
            flist = "".join(
                f"<li>{a(f'/stash/downloads/file_stream/{fid}', n)}</li>" for fid, n in files
            )
            other = ""
            if len(versions) > 1 and v == last:
                other = f"<p>Versions: {a(f'{base}?version=1', 'Version 1 (2024-05-02)')}</p>"
            main = f"""<div id="dataset"><h1>{title}</h1><p class="citation">Rossi, Giulia
(2025). {title} [Dataset]. Dryad. {a(f"http://doi.test/10.5061/{key}", f"doi:10.5061/{key}")}</p>
<div class="files"><h2>Files</h2>{a(f"/stash/downloads/download_resource/{res[v - 1]}", "Download full dataset")}
<ul>{flist}</ul></div>{other}<h2>Keywords</h2>{ul([(f"/search?q={k.replace(' ', '+')}", k) for k in kws])}
<h2>Related works</h2>{a("http://doi.test/10.1016/j.eplepsyres.2025.107512", "Primary article")}</div>"""
            pages[path] = DY.page(title, main)
            pages[f"/stash/downloads/download_resource/{res[v - 1]}"] = zip_file(key)
            for fid, n in files:
                pages[f"/stash/downloads/file_stream/{fid}"] = (
                    text_file(f"# {title}\n\nColumns described below.\n", "text/markdown")
                    if n == "README.md"
                    else csv_file("larva,dose_uM,distance_mm", "1,10,41.2")
                )
    return [full_site(DY, pages)]  # type: ignore[arg-type]


def dy_truth(key: str) -> list[str]:
    _t, versions, res, _k = DY_SETS[key]
    base = f"/stash/dataset/doi:10.5061/{key}"
    last = max(versions)
    out = []
    for v, files in versions.items():
        out.append(DY.url(base if v == last else f"{base}?version={v}"))
        out.append(DY.url(f"/stash/downloads/download_resource/{res[v - 1]}"))
        out += [DY.url(f"/stash/downloads/file_stream/{fid}") for fid, _n in files]
    return out


# --- OSF ------------------------------------------------------------------------------------

OSF = Portal(
    host=host("osf", "openscience-fw"),
    name="OSF",
    menu=[
        ("/myprojects/", "My Projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[("/terms_of_use/", "Terms of Use"), ("/privacy_policy/", "Privacy Policy")],
    title_format="OSF | {title}",
    home_title="OSF",
)
OSF_PROJECTS = {
    "k8c2d": (
        "Preregistration: Psilocybin effects on anhedonia-like behaviour in chronic stress rats",
        [("m3x7q", "power_analysis.html"), ("r5t2w", "randomisation_scheme.csv")],
        ("z9w4e", "Histology substudy"),
    ),
    "p4hq9": (
        "Multi-lab replication of ketamine rapid antidepressant effects in the forced swim test",
        [("b6n1v", "analysis_plan.pdf")],
        None,
    ),
}


def osf_site() -> list[Site]:
    pages: dict[str, object] = {}
    for guid, (title, files, comp) in OSF_PROJECTS.items():

        def shell(inner: str, title: str = title, guid: str = guid) -> str:
            nav = ul(
                [
                    (f"/{guid}/", title),
                    (f"/{guid}/files/osfstorage", "Files"),
                    (f"/{guid}/wiki/home", "Wiki"),
                    (f"/{guid}/analytics", "Analytics"),
                ],
                "project-nav",
            )
            return f'<div class="project-header">{nav}</div>{inner}'

        flist = ul([(f"/{fg}/", n) for fg, n in files])
        comp_html = f"<h3>Components</h3>{a(f'/{comp[0]}/', comp[1])}" if comp else ""
        pages[f"/{guid}/"] = OSF.page(
            title,
            shell(
                f"<h1>{title}</h1>{dl([('Contributors', a('/u/y7e2k/', 'Hana Novak')), ('Date registered', '2025-02-11')])}"
                f"<h3>Files</h3>{flist}{comp_html}"
                f"<p>Registration DOI: {a(f'http://doi.test/10.17605/OSF.IO/{guid.upper()}', 'DOI')}</p>"
            ),
        )
        pages[f"/{guid}/files/osfstorage"] = OSF.page(f"{title} - Files", shell(flist))
        pages[f"/{guid}/wiki/home"] = OSF.page(
            "Home Wiki", shell("<h2>Wiki</h2><p>Protocol deviations are logged here.</p>")
        )
        pages[f"/{guid}/analytics"] = OSF.page("Analytics", shell("<p>Unique visits: 214</p>"))
        for fg, n in files:
            pages[f"/{fg}/"] = OSF.page(
                n,
                shell(
                    f"<h2>{n}</h2><button data-action='download'>Download</button>"
                    f"<div class='file-view'>{n}: rendered preview</div>"
                ),
            )
        if comp:
            pages[f"/{comp[0]}/"] = OSF.page(
                f"{title}: {comp[1]}", shell(f"<h2>{comp[1]}</h2><p>Component.</p>")
            )
    pages["/u/y7e2k/"] = OSF.page("Hana Novak", "<h1>Hana Novak</h1>")
    return [full_site(OSF, pages)]  # type: ignore[arg-type]


def osf_truth(guid: str) -> list[str]:
    _t, files, comp = OSF_PROJECTS[guid]
    paths = [f"/{guid}/", f"/{guid}/files/osfstorage", f"/{guid}/wiki/home", f"/{guid}/analytics"]
    paths += [f"/{fg}/" for fg, _n in files] + ([f"/{comp[0]}/"] if comp else [])
    return [OSF.url(p) for p in paths]


# --- Dataverse (pharmacometrics collection of an installation) -------------------------------

DV = Portal(
    host=host("dataverse", "pkpd-data"),
    name="PKPD Data Repository",
    menu=[
        ("/dataverse/root", "Add Data"),
        ("/dataverse/root/search", "Search"),
        ("/guides", "User Guide"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Privacy Policy"), ("http://dataverse.test/", "Powered by Dataverse")],
    title_format="{title} - {name}",
    home_title="PKPD Data Repository",
)
DV_SETS = {
    "FK2/QX4TZA": (
        "Replication Data for: Population pharmacokinetics of meropenem in critically ill children",
        [(4821, "meropenem_concentrations.tab"), (4822, "nonmem_control_stream.txt")],
        ["1.0", "1.1"],
    ),
    "FK2/7HDLWE": (
        "Tumour growth inhibition data for a KRAS G12C inhibitor in PDX mice",
        [(5107, "tgi_volumes.tab")],
        ["1.0"],
    ),
}
DV_EXPORTS = ["ddi", "dataverse_json", "schema.org", "Datacite"]


def dv_site() -> list[Site]:
    pages: dict[str, object] = {}
    for pid, (title, files, versions) in DV_SETS.items():
        q = f"persistentId=doi:10.70122/{pid}"
        crumbs = f'<div class="breadcrumbs">{a("/dataverse/pkpd", "Pharmacometrics")}</div>'
        for ver in versions:
            path = f"/dataset.xhtml?{q}" + ("" if ver == versions[-1] else f"&version={ver}")
            rows = "".join(
                f"<tr><td>{a(f'/file.xhtml?fileId={fid}&version={ver}', n)}</td>"
                "<td><button class='btn-download'>Access File</button></td></tr>"
                for fid, n in files
            )
            exports = ul([(f"/api/datasets/export?exporter={e}&{q}", e) for e in DV_EXPORTS])
            vers = ul(
                [
                    (f"/dataset.xhtml?{q}&version={v}", f"Version {v}")
                    for v in versions
                    if v != ver and v != versions[-1]
                ]
            )
            main = f"""{crumbs}<div id="datasetVersionBlock"><h1 id="title">{title}</h1>
<p class="citation">Nguyen, Thi Mai, 2025, "{title}", {a(f"http://doi.test/10.70122/{pid}", f"doi:10.70122/{pid}")}, PKPD Data Repository, V{ver}</p>
<div class="dropdown"><span>Export Metadata</span>{exports}</div>
<table id="filesTable">{rows}</table><h3>Versions</h3>{vers}
<p>Keywords: {a("/dataverse/root/search?q=keywordValue:pharmacokinetics", "pharmacokinetics")}</p></div>"""
            pages[path] = DV.page(title, main)
            for fid, n in files:
                pages[f"/file.xhtml?fileId={fid}&version={ver}"] = DV.page(
                    n,
                    f"{crumbs}<p>Dataset: {a(f'/dataset.xhtml?{q}', title)}</p><h1>{n}</h1>"
                    "<button class='btn-download'>Access File</button>",
                )
        for e in DV_EXPORTS:
            pages[f"/api/datasets/export?exporter={e}&{q}"] = text_file(
                f'{{"exporter": "{e}", "title": "{title}"}}', "application/json"
            )
    pages["/dataverse/pkpd"] = DV.page("Pharmacometrics", "<h1>Pharmacometrics</h1>")
    return [full_site(DV, pages)]  # type: ignore[arg-type]


def dv_truth(pid: str) -> list[str]:
    _t, files, versions = DV_SETS[pid]
    q = f"persistentId=doi:10.70122/{pid}"
    out = [DV.url(f"/dataset.xhtml?{q}")]
    out += [DV.url(f"/dataset.xhtml?{q}&version={v}") for v in versions[:-1]]
    out += [DV.url(f"/file.xhtml?fileId={fid}&version={v}") for v in versions for fid, _ in files]
    out += [DV.url(f"/api/datasets/export?exporter={e}&{q}") for e in DV_EXPORTS]
    return out


# --- Hand-made preclinical study registry (titles are the study titles) ---------------------

RG = Portal(
    host=host("www", "preclin-register"),
    name="Preclinical Study Register",
    menu=[("/register", "Register a study"), ("/browse", "Browse"), ("/faq", "FAQ")],
    footer=[("/imprint", "Imprint"), ("/data-protection", "Data protection")],
    title_format="{title}",
    home_title="Preclinical Study Register",
)
RG_STUDIES = {
    2861: (
        "Efficacy of intranasal oxytocin on social deficits in Shank3 knockout mice",
        "PSR-2025-0412",
        [10442, 10587],
    ),
    3017: (
        "Cardiotoxicity of doxorubicin with and without dexrazoxane in juvenile rats",
        "PSR-2025-0533",
        [11203],
    ),
}


def rg_site() -> list[Site]:
    pages: dict[str, object] = {}
    for sid, (title, reg, vers) in RG_STUDIES.items():
        items = [
            (f"/protocol-version/{v}", f"Protocol version {i + 1}") for i, v in enumerate(vers)
        ]
        pages[f"/study/{sid}"] = RG.page(
            title,
            f"<h1>{title}</h1>"
            + dl(
                [
                    ("Registration number", reg),
                    ("Status", "Registered, embargo lifted"),
                    ("Species", "Mus musculus"),
                    ("Institution", a("/browse?inst=17", "Inst. 17")),
                ]
            )
            + "<h2>Protocol history</h2>"
            + ul(items),
        )
        for i, v in enumerate(vers):
            prev = a(f"/protocol-version/{vers[i - 1]}", "Previous version") if i else ""
            pdfp = f"/documents/{reg}-protocol-v{i + 1}.pdf"
            pages[f"/protocol-version/{v}"] = RG.page(
                f"{title} - protocol version {i + 1}",
                f"<h1>{title}</h1><p>Protocol version {i + 1} of {reg}.</p>"
                f"{a(pdfp, 'Protocol (PDF)')} {prev}",
            )
            pages[pdfp] = pdf_file(title, f"{reg} protocol version {i + 1}")
    return [full_site(RG, pages)]  # type: ignore[arg-type]


def rg_truth(sid: int) -> list[str]:
    _t, reg, vers = RG_STUDIES[sid]
    out = [RG.url(f"/study/{sid}")]
    for i, v in enumerate(vers):
        out += [RG.url(f"/protocol-version/{v}"), RG.url(f"/documents/{reg}-protocol-v{i + 1}.pdf")]
    return out


CASES: list[Case] = []

# Dryad: the seed's Dryad row, Significant String from Title+ with Ignored URIs.  The title
# (the dataset title alone) is in every version's landing page and the README, not in the
# data files, which are one hop from those pages.  Truth: both versions' landing pages,
# their files and full-dataset downloads; keyword searches and the primary article are not.
for key in DY_SETS:
    CASES.append(
        case(
            f"dryad-{key.split('.')[1]}",
            "Dryad (pharmacology dataset)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            DY.url(f"/stash/dataset/doi:10.5061/{key}"),
            dy_truth(key),
            dy_site,
        )
    )

# OSF registration: the seed's OSF row, Significant String from Filtered Title: "OSF | " is
# stripped; the registration title is in the project header of every project page and of
# the file pages, which live at their own GUIDs (so neither path nor URI string bounds it).
# Truth: registration page, files, wiki, analytics, file pages, the component.
for guid in OSF_PROJECTS:
    CASES.append(
        case(
            f"osf-{guid}",
            "OSF (preclinical preregistration)",
            "Multi-Hop",
            "sig_filtered_title",
            OSF.url(f"/{guid}/"),
            osf_truth(guid),
            osf_site,
        )
    )

# Dataverse dataset: the seed's Dataverse row, Significant String from Filtered Title taken
# from the title's end (" - PKPD Data Repository").  File pages (by fileId), earlier version
# and metadata exports all carry the dataset title; downloads are buttons, not links.
# Truth: dataset page, older version, file pages per version, the four exports.
for pid in DV_SETS:
    CASES.append(
        case(
            f"dataverse-{pid.split('/')[1].lower()}",
            "Dataverse (pharmacometrics dataset)",
            "Multi-Hop",
            "sig_filtered_title",
            DV.url(f"/dataset.xhtml?persistentId=doi:10.70122/{pid}"),
            dv_truth(pid),
            dv_site,
        )
    )

# Hand-made registry whose <title> is the bare study title: the study title appears on the
# record, every protocol version page and inside every protocol PDF, which are two hops out
# and share no path or identifier with the record (Significant String from Title).  Truth:
# the record, its protocol versions and their PDFs; the institution browse is not.
for sid in RG_STUDIES:
    CASES.append(
        case(
            f"registry-study-{sid}",
            "Preclinical study registry (hand-made, titles are study titles)",
            "Multi-Hop",
            "sig_title",
            RG.url(f"/study/{sid}"),
            rg_truth(sid),
            rg_site,
        )
    )
