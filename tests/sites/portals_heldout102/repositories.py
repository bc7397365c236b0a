"""Research-data repositories for trial and pharmacovigilance data: a general-purpose record
repository, a curated adverse-event data archive, a Dataverse-style trial data repository
and a clinical-study-report repository that signposts its records.

Four portal types, two records each (the second harder); the seed heuristic of each is
argued in a comment above its cases.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import (
    SUFFIX,
    Chrome,
    a,
    bibtex,
    csv_rows,
    json_file,
    pdf_file,
    redirect,
    ris,
    signposted,
    table,
    text_file,
    ul,
    zip_file,
)

# -- general-purpose record repository (single page+ with ignored URIs) ------------------

DEP = Chrome(
    host=f"data.trialdeposit.{SUFFIX}",
    name="TrialDeposit",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "Upload"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
    ],
    title_format="{title} | {name}",
    account=(("/login", "Log in"), ("/signup", "Sign up")),
    social=[("http://twitter.test/trialdeposit", "Twitter")],
)
DEP_STORE = Chrome(
    host=f"files.trialdeposit-store.{SUFFIX}",
    name="TrialDeposit file store",
    menu=[],
    footer=[],
)

# record -> (title, creators, files [(name, kind, on the external store?)], other version)
RECORDS = {
    8841207: (
        "Individual participant data dictionary and derived datasets of the COLDMI-65 trial",
        ["Okafor, Ngozi", "Lindqvist, Pär"],
        [
            ("coldmi65_data_dictionary.pdf", "pdf", False),
            ("coldmi65_adsl.csv", "csv", False),
            ("coldmi65_adae.csv", "csv", False),
        ],
        8712003,
    ),
    9105530: (
        "VELA-MF3 adverse event listings, MedDRA-coded narratives and analysis code",
        ["Brandt, Ilse", "Moreau, Julien", "Sato, Kenji"],
        [
            ("vela_mf3_adae.csv", "csv", False),
            ("vela_mf3_adsl.csv", "csv", False),
            ("vela_mf3_narratives.pdf", "pdf", False),
            ("meddra_coding_notes.pdf", "pdf", False),
            ("analysis_code_v2.zip", "zip", True),
            ("sdtm_full_export.zip", "zip", True),
            ("README.md", "txt", False),
        ],
        9001876,
    ),
}


def _dep_file(name: str, kind: str, title: str, seed: int) -> PageValue:
    if kind == "pdf":
        return pdf_file(name, title)
    if kind == "csv":
        return text_file(csv_rows(["USUBJID", "AETERM", "AESEV", "AESTDY"], 6, seed), "text/csv")
    if kind == "zip":
        return zip_file({"README.txt": title, "data/part1.csv": csv_rows(["A", "B"], 3, seed)})
    return text_file(f"# {title}\n\nFiles and variables are described below.\n", "text/markdown")


def _dep_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    recent: list[tuple[str, str]] = []
    for rid, (title, creators, files, older) in RECORDS.items():
        r = f"/records/{rid}"
        rows = []
        for i, (name, kind, ext) in enumerate(files):
            if ext:
                href = DEP_STORE.url(f"/objects/{rid}/{name}")
                store[f"/objects/{rid}/{name}"] = _dep_file(name, kind, title, rid + i)
                rows.append([escape(name), a(href, "Download")])
            else:
                href = f"{r}/files/{name}?download=1"
                pages[f"{r}/files/{name}?download=1"] = _dep_file(name, kind, title, rid + i)
                pv = ""
                if kind in ("csv", "pdf"):
                    pages[f"{r}/preview/{name}"] = DEP.page(
                        f"Preview {name}", f"<h1>{escape(name)}</h1><pre>preview</pre>"
                    )
                    pv = " " + a(f"{r}/preview/{name}", "Preview")
                rows.append([escape(name), a(href, "Download") + pv])
        exports = [
            (f"{r}/export/json", "JSON"),
            (f"{r}/export/datacite-xml", "DataCite XML"),
            (f"{r}/export/bibtex", "BibTeX"),
        ]
        doi = f"10.5281/trialdeposit.{rid}"
        pages[f"{r}/export/json"] = json_file({"id": rid, "metadata": {"title": title}})
        pages[f"{r}/export/datacite-xml"] = text_file(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>",
            "application/xml",
        )
        pages[f"{r}/export/bibtex"] = bibtex(f"td{rid}", title, creators, 2024, doi)
        aside = (
            "<h3>Versions</h3>"
            + ul([(f"/records/{older}", "Version 1.0 (earlier)")])
            + "<h3>Export</h3>"
            + ul(exports)
            + '<h3>Share</h3><button data-share="mastodon">Mastodon</button>'
        )
        pages[r] = DEP.page(
            title,
            f'<span class="badge">Dataset</span> <span class="badge">Open</span>'
            f'<h1>{escape(title)}</h1><p class="creators">{escape("; ".join(creators))}</p>'
            f'<p class="doi">DOI {escape(doi)}</p><h2>Files</h2>'
            + table(["Name", ""], rows)
            + "<h2>Description</h2><p>De-identified data.</p>",
            aside=aside,
        )
        pages[f"/records/{older}"] = DEP.page(
            f"{title} (version 1.0)", f"<h1>{escape(title)}</h1><p>Earlier version.</p>"
        )
        recent += [(r, title[:40]), (f"/records/{older}", title[:40] + " v1")]
    home = "<h1>TrialDeposit</h1><h2>Recent uploads</h2>" + ul(recent)
    return [replace(DEP, home_main=home).site(pages), Site(DEP_STORE.host, store)]


def _dep_truth(rid: int) -> list[str]:
    main, store = _dep_sites()
    r = f"/records/{rid}"
    out = [DEP.url(p) for p in main.pages if p == r or p.startswith(r + "/")]
    return sorted(out + [DEP_STORE.url(p) for p in store.pages if p.startswith(f"/objects/{rid}/")])


# Single Page+ with ignored URIs, as the seed prescribes for Zenodo and Figshare: files,
# previews and metadata exports are one hop from the record; the menu, footer and the
# earlier version (featured under "Recent uploads" on the homepage) are on the ignored list.
_DEP_CASES = [
    case(
        "deposit-coldmi65-ipd",
        "clinical data record repository (three files, exports)",
        "Single Hop",
        "single_page_plus_ignored",
        DEP.url("/records/8841207"),
        _dep_truth(8841207),
        _dep_sites,
        others=[DEP.url("/records/8712003")],
    ),
    # Harder: seven files, two of them served by a separate file-store host.
    case(
        "deposit-velamf3-ae",
        "clinical data record repository (seven files, external file store)",
        "Single Hop",
        "single_page_plus_ignored",
        DEP.url("/records/9105530"),
        _dep_truth(9105530),
        _dep_sites,
        others=[DEP.url("/records/9001876")],
    ),
]


# -- curated adverse-event data archive (significant string from title+ with ignores) ----

AEA = Chrome(
    host=f"datadepot.advevarchive.{SUFFIX}",
    name="AdvEv Data Archive",
    menu=[
        ("/discover", "Browse data"),
        ("/pages/submission", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/about", "About"),
    ],
    footer=[
        ("/pages/policies", "Policies"),
        ("/pages/terms", "Terms of service"),
        ("/pages/contact", "Contact"),
        ("/feed/rss", "RSS"),
    ],
    title_format="{title}",
    home_title="AdvEv Data Archive",
    account=(("/login", "Login"),),
)

# package id -> (title, article citation (plain text), files [(n, name, bitstream id)])
PACKAGES = {
    "avd.4f7k2": (
        "Data from: Hepatotoxicity signals for direct-acting antivirals in spontaneous "
        "adverse event reports",
        "Ferreira L, Adeyemi T (2023) Drug Safety 46: 811-824",
        [(1, "dili_case_series.csv", 71234)],
    ),
    "avd.9mq3r": (
        "Data from: Disproportionality analysis of tendon disorders with fluoroquinolones "
        "across three pharmacovigilance databases",
        "Nakamura H, Olsen B, Quist R (2024) Pharmacoepidemiology and Drug Safety 33: e5701",
        [
            (1, "faers_tendon_counts.csv", 80551),
            (2, "vigibase_tendon_counts.csv", 80552),
            (3, "eudravigilance_extract.csv", 80553),
            (4, "analysis_scripts.zip", 80554),
        ],
    ),
}


def _aea_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, (title, cite, files) in PACKAGES.items():
        res = f"/resource/doi:10.5061/{pid}"
        blurb = (
            f'<p class="citation">When using this data, please cite the original publication: '
            f"{escape(cite)}. Additionally, please cite the data package: {escape(title)}. "
            f"AdvEv Data Archive. doi:10.5061/{pid}</p>"
        )
        file_rows = []
        for n, name, bid in files:
            bit = f"/bitstream/handle/10255/{pid}.{bid}/{name}?sequence=1"
            pages[bit] = (
                zip_file({"run.R": "# analysis\n"})
                if name.endswith(".zip")
                else text_file(csv_rows(["drug", "event", "a", "b", "c", "d"], 5, bid), "text/csv")
            )
            pages[f"{res}/{n}"] = AEA.page(
                title,
                f"<h1>{escape(title)}</h1>{blurb}<h2>Files in this data file</h2>"
                + table(["Name", "Size"], [[a(bit, name), "18 KB"]])
                + f"<p>{a(f'{res}/{n}?show=full', 'Show full item record')}</p>"
                + f"<p>Part of: {a(res, title)}</p>",
            )
            pages[f"{res}/{n}?show=full"] = AEA.page(
                title,
                f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(name)}</td>"
                f"</tr><tr><td>dc.relation.ispartof</td><td>{escape(title)}</td></tr></table>",
            )
            file_rows.append([a(f"{res}/{n}", name), a(bit, "Download")])
        pkg_zip = f"/bitstream/handle/10255/{pid}/{pid}_package.zip?sequence=1"
        pages[pkg_zip] = zip_file({n: "x" for _i, n, _b in files})
        pages[f"{res}/citation/ris"] = ris(title, ["Archive"], 2024, f"10.5061/{pid}", AEA.url(res))
        pages[res] = AEA.page(
            title,
            f"<h1>{escape(title)}</h1>{blurb}<h2>Data files</h2>"
            + table(["Data file", ""], file_rows)
            + f"<p>{a(pkg_zip, 'Download the whole package')} | "
            + f"{a(f'{res}/citation/ris', 'Export citation (RIS)')} | "
            + f"{a(f'{res}?show=full', 'Show full item record')}</p>",
        )
        pages[f"{res}?show=full"] = AEA.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>"
            f"{escape(title)}</td></tr></table>",
        )
    return [AEA.site(pages)]


def _aea_truth(pid: str) -> list[str]:
    return sorted(AEA.url(p) for p in _aea_sites()[0].pages if pid in p)


# Significant String from Title+ with ignored URIs, the seed's Dryad case: the archive's
# titles are the bare "Data from: ..." package title, which the package page, its data-file
# pages, full records and citation repeat; the CSV and zip bitstreams do not contain it, so
# they are taken one hop out from the matching pages, the chrome being on the ignored list.
_AEA_CASES = [
    case(
        "advev-dili-antivirals",
        "adverse-event data archive (one data file)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        AEA.url("/resource/doi:10.5061/avd.4f7k2"),
        _aea_truth("avd.4f7k2"),
        _aea_sites,
    ),
    # Harder: four data files, each with its page, full record and bitstream, plus a package zip.
    case(
        "advev-tendon-disproportionality",
        "adverse-event data archive (four data files, package zip)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        AEA.url("/resource/doi:10.5061/avd.9mq3r"),
        _aea_truth("avd.9mq3r"),
        _aea_sites,
    ),
]


# -- Dataverse-style trial data repository (significant string from filtered title) ------

DVN = Chrome(
    host=f"dataverse.trialdatahub.{SUFFIX}",
    name="Trial Data Hub Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/about", "About"),
    ],
    title_format="{title} | {name}",
    home_title="Trial Data Hub Dataverse",
    account=(("/loginpage.xhtml", "Log In"), ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up")),
)

# doi -> (title, owning dataverse, versions, files [(file id, name, kind)])
DATASETS = {
    "doi:10.70122/FK2/QX7T1L": (
        "Replication data for the VELA-MF3 spleen volume response analysis",
        "heliontrials",
        ["1.0"],
        [(48811, "spleen_volume.tab", "tab"), (48812, "codebook.pdf", "pdf")],
    ),
    "doi:10.70122/FK2/ZB3K8W": (
        "Pooled serious adverse event data from six anticoagulation trials in older adults",
        "agingtrials",
        ["3.0", "2.0", "1.0"],
        [
            (50120, "sae_pooled.tab", "tab"),
            (50121, "trial_characteristics.tab", "tab"),
            (50122, "meddra_mapping.tab", "tab"),
            (50123, "analysis_plan.pdf", "pdf"),
            (50124, "readme.txt", "txt"),
            (50125, "stata_code.do", "txt"),
        ],
    ),
}


def _dvn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doi, (title, owner, versions, files) in DATASETS.items():
        ds = f"/dataset.xhtml?persistentId={doi}"
        fl = []
        for fid, name, kind in files:
            fp = f"/file.xhtml?fileId={fid}&version={versions[0]}"
            dl = f"/api/access/datafile/{fid}"
            pages[dl] = (
                pdf_file(title, name)
                if kind == "pdf"
                else text_file(
                    f"# {title}\n# {name}\nid\tvalue\n1\t0.42\n",
                    "text/tab-separated-values" if kind == "tab" else "text/plain",
                )
            )
            pages[fp] = DVN.page(
                f"{name} | {title}",
                f"<h1>{escape(name)}</h1><p>This file is part of "
                f"{a(ds, title)}</p><p>{a(dl, 'Download')}</p>"
                f"<p>{a(f'/dataverse/{owner}', owner)}</p>",
            )
            fl.append([a(fp, name), a(dl, "Download")])
        exports = [
            (f"/api/datasets/export?exporter={x}&persistentId={doi}", lab)
            for x, lab in (
                ("ddi", "DDI"),
                ("dataverse_json", "JSON"),
                ("schema.org", "Schema.org JSON-LD"),
            )
        ]
        for u, _l in exports:
            pages[u] = json_file({"datasetVersion": {"title": title, "persistentId": doi}})
        vrows = [[a(f"{ds}&version={v}", v), "Published"] for v in versions[1:]]
        pages[ds] = DVN.page(
            title,
            f"<h1>{escape(title)}</h1><p>{a(f'/dataverse/{owner}', owner + ' Dataverse')}</p>"
            f'<div class="tabs"><h2>Files</h2>{table(["File", ""], fl)}'
            f"<h2>Versions</h2>{table(['Version', 'Status'], vrows) if vrows else '<p>1.0</p>'}"
            f"</div><h2>Export metadata</h2>{ul(exports)}",
        )
        for v in versions[1:]:
            pages[f"{ds}&version={v}"] = DVN.page(
                title, f"<h1>{escape(title)}</h1><p>Version {v} (superseded).</p>"
            )
        pages[f"/dataverse/{owner}"] = DVN.page(owner, f"<h1>{owner} Dataverse</h1>")
    return [DVN.site(pages)]


def _dvn_truth(doi: str) -> list[str]:
    title, _o, versions, files = DATASETS[doi]
    ds = f"/dataset.xhtml?persistentId={doi}"
    out = [ds] + [f"{ds}&version={v}" for v in versions[1:]]
    out += [
        f"/api/datasets/export?exporter={x}&persistentId={doi}"
        for x in ("ddi", "dataverse_json", "schema.org")
    ]
    for fid, _n, _k in files:
        out += [f"/file.xhtml?fileId={fid}&version={versions[0]}", f"/api/access/datafile/{fid}"]
    return [DVN.url(p) for p in out]


# Significant String from Filtered Title, the seed's Dataverse case (filtered from the end):
# titles end with " | Trial Data Hub Dataverse", which the homepage title shares; the
# dataset title left is repeated by its file pages, file contents, metadata exports and
# earlier versions, whose URIs share neither a path nor an id.
_DVN_CASES = [
    case(
        "dvn-velamf3-spleen",
        "Dataverse-style trial data repository (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        DVN.url("/dataset.xhtml?persistentId=doi:10.70122/FK2/QX7T1L"),
        _dvn_truth("doi:10.70122/FK2/QX7T1L"),
        _dvn_sites,
        others=[DVN.url("/dataverse/heliontrials")],
    ),
    # Harder: six files and three published versions.
    case(
        "dvn-pooled-sae",
        "Dataverse-style trial data repository (six files, three versions)",
        "Multi-Hop",
        "sig_filtered_title",
        DVN.url("/dataset.xhtml?persistentId=doi:10.70122/FK2/ZB3K8W"),
        _dvn_truth("doi:10.70122/FK2/ZB3K8W"),
        _dvn_sites,
        others=[DVN.url("/dataverse/agingtrials")],
    ),
]


# -- clinical-study-report repository with FAIR signposting -------------------------------

CSR = Chrome(
    host=f"www.csrvault.{SUFFIX}",
    name="CSR Vault",
    menu=[
        ("/browse", "Browse reports"),
        ("/sponsors", "Sponsors"),
        ("/request-access", "Request data access"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/governance", "Governance"),
        ("/about/privacy", "Privacy"),
        ("/about/terms", "Terms"),
        ("/about/contact", "Contact"),
    ],
    title_format="{title} - {name}",
    account=(("/auth/login", "Log in"),),
    social=[("http://www.linkedin.test/company/csrvault", "LinkedIn")],
)
CSR_PID = f"doi.csrvault-pid.{SUFFIX}"
CSR_STORE = f"objects.csrvault-store.{SUFFIX}"

# record -> (title, doi suffix, files [(name, on the object store?)], metadata formats,
#            related records)
REPORTS = {
    "csr-00412": (
        "Clinical study report: COLDMI-65, low-dose colchicine after myocardial infarction",
        "csr.2023.0412",
        [("csr-synopsis.pdf", False), ("csr-body-redacted.pdf", False)],
        ["datacite.json"],
        ["csr-00398"],
    ),
    "csr-00577": (
        "Clinical study report: VELA-MF3, velarixostat versus best available therapy",
        "csr.2021.0577",
        [
            ("csr-synopsis.pdf", False),
            ("csr-body-redacted.pdf", True),
            ("appendix-16-1-1-protocol.pdf", True),
            ("appendix-16-1-9-sap.pdf", True),
            ("appendix-16-2-7-adverse-events.pdf", True),
            ("anonymisation-report.pdf", False),
        ],
        ["datacite.json", "ro-crate-metadata.json", "jsonld"],
        ["csr-00561", "csr-00602"],
    ),
}


def _csr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    pid: dict[str, PageValue] = {}
    for rid, (title, doi_suffix, files, metas, related) in REPORTS.items():
        r = f"/records/{rid}"
        doi = f"http://{CSR_PID}/10.99999/{doi_suffix}"
        pid[f"/10.99999/{doi_suffix}"] = redirect(CSR.url(r))
        links = [
            (doi, "cite-as", ""),
            ("http://orcid.test/0000-0002-1825-0097", "author", ""),
            ("http://creativecommons.test/licenses/by-nc/4.0/", "license", ""),
            ("http://schema.test/Report", "type", ""),
        ]
        rows = []
        for name, ext in files:
            if ext:
                u = f"http://{CSR_STORE}/{rid}/{name}"
                store[f"/{rid}/{name}"] = pdf_file(title, name)
            else:
                u = CSR.url(f"{r}/files/{name}")
                pages[f"{r}/files/{name}"] = pdf_file(title, name)
            links.append((u, "item", "application/pdf"))
            rows.append([a(u, name), "PDF"])
        meta_links = []
        for m in metas:
            u = CSR.url(f"{r}/metadata/{m}")
            pages[f"{r}/metadata/{m}"] = json_file({"title": title, "doi": doi})
            ctype = (
                "application/ld+json"
                if "json" in m and m != "datacite.json"
                else ("application/vnd.datacite.datacite+json")
            )
            links.append((u, "describedby", ctype))
            meta_links.append((u, m))
        body = CSR.page(
            title,
            f"<h1>{escape(title)}</h1><p>DOI: {a(doi, doi)}</p>"
            f"<h2>Documents</h2>{table(['File', 'Format'], rows)}"
            f"<h2>Metadata</h2>{ul(meta_links)}",
            aside="<h3>Related reports</h3>" + ul([(f"/records/{x}", x) for x in related]),
        )
        pages[r] = signposted(body, links)
        for x in related:
            pages[f"/records/{x}"] = CSR.page(x, f"<h1>Report {x}</h1>")
    return [CSR.site(pages), Site(CSR_STORE, store), Site(CSR_PID, pid)]


def _csr_truth(rid: str) -> list[str]:
    main, store, _pid = _csr_sites()
    r = f"/records/{rid}"
    out = [CSR.url(p) for p in main.pages if p == r or p.startswith(r + "/")]
    return sorted(out + [f"http://{CSR_STORE}{p}" for p in store.pages if p.startswith(f"/{rid}/")])


# Signposting: the record page's HTTP Link header lists its files (rel="item") and metadata
# records (rel="describedby"), the boundary the seed says signposting gives a crawler; the
# author, licence, type and cite-as targets are not parts of the report, and the related
# reports and chrome are not signposted.
_CSR_CASES = [
    case(
        "csr-coldmi65",
        "clinical study report repository (signposted, two documents)",
        "Single Hop",
        "signposting",
        CSR.url("/records/csr-00412"),
        _csr_truth("csr-00412"),
        _csr_sites,
        others=[CSR.url("/records/csr-00398")],
    ),
    # Harder: entered through its DOI (a redirect), six documents mostly on an object store,
    # three metadata formats.
    case(
        "csr-velamf3",
        "clinical study report repository (DOI entry, object store, appendices)",
        "Single Hop",
        "signposting",
        f"http://{CSR_PID}/10.99999/csr.2021.0577",
        _csr_truth("csr-00577"),
        _csr_sites,
        others=[CSR.url("/records/csr-00561"), CSR.url("/records/csr-00602")],
        landing=CSR.url("/records/csr-00577"),
    ),
]

CASES: list[Case] = _DEP_CASES + _AEA_CASES + _DVN_CASES + _CSR_CASES
