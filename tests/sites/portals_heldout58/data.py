"""heldout58's data portals: a bioimage archive, a protein structure database, a clinical
trial registry, a Dryad-like life-science data depot and a signposted medical-school
repository (two records each, the second harder)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Portal, a, binary, build, data, e, image, pdf_file, ul

# --- bioimage archive (BioImage Archive-like; files on an FTP-style download domain) ---------

BIV = Portal(
    "www.bioimagevault.hx58.example",
    "BioImage Vault",
    menu=[
        ("/browse/", "Browse studies"),
        ("/submit/", "Submit"),
        ("/help/", "Help"),
        ("/about/", "About"),
    ],
    footer=[
        ("/about/", "About"),
        ("/terms-of-use/", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/help/contact/", "Contact"),
    ],
    title_format="{title} < {name}",
    skin="side",
)
BIV_FTP = "ftp.bivdata.hx58.example"


def _ftp(acc: str, name: str) -> str:
    return f"http://{BIV_FTP}/pub/databases/biv/{acc[-4:]}/{acc}/Files/{name}"


def _biv_study(
    acc: str, title: str, n_ds: int, files: list[str], per_page: int
) -> tuple[dict[str, PageValue], set[str], set[str]]:
    """The pages of one study, its truth (path pages and linked files) and its FTP files."""
    root = f"/studies/{acc}/"
    dsl = [(f"{root}datasets/ds{i}/", f"Dataset {i}: imaging run {i}") for i in range(1, n_ds + 1)]
    pages: dict[str, PageValue] = {}
    nav = ul(
        [
            (root, "Overview"),
            (f"{root}files/", "Files"),
            (f"{root}{acc}.json", "Study metadata (JSON)"),
        ],
        "study-tabs",
    )
    pages[root] = BIV.page(
        f"{acc} {title}",
        f'<div class="study" data-acc="{acc}">{nav}<h1>{e(title)}</h1><p>Accession {acc}. '
        f"Released 2024-02-02. Licence {a('http://creativecommons.test/publicdomain/zero/1.0/', 'CC0')}."
        f"</p><p>Authors: {a('http://orcid.test/0000-0001-5109-3700', 'Ana Ruiz')}</p>"
        f"<h2>Datasets</h2>{ul(dsl)}<h2>Publication</h2><p>"
        f"{a(f'http://doi.test/10.58300/{acc.lower()}', 'Associated article')}</p></div>",
        aside="<h2>Related studies</h2>"
        + ul([("/studies/S-BIV0981/", "S-BIV0981 Zebrafish heart light-sheet series")]),
        crumbs=[("/browse/", "Studies")],
        share_url=BIV.url(root),
    )
    pages[f"{root}{acc}.json"] = data(
        f'{{"accno": "{acc}", "title": "{title}"}}', "application/json"
    )
    truth = {root, f"{root}{acc}.json", f"{root}files/"} | {p for p, _ in dsl}
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)]
    for n, chunk in enumerate(chunks, 1):
        path = f"{root}files/" + (f"?page={n}" if n > 1 else "")
        pager = " ".join(
            a(f"{root}files/" + (f"?page={k}" if k > 1 else ""), str(k))
            for k in range(1, len(chunks) + 1)
        )
        rows = "".join(
            f"<tr><td>{e(f)}</td><td>{a(_ftp(acc, f), 'Download')}</td></tr>" for f in chunk
        )
        pages[path] = BIV.page(
            f"Files of {acc}",
            f"<h1>Files</h1><p>{a(root, title)}</p><table>{rows}</table>"
            + (f'<p class="pager">Page {pager}</p>' if len(chunks) > 1 else ""),
        )
        truth.add(path)
    for i, (p, label) in enumerate(dsl, 1):
        pages[p] = BIV.page(
            f"{label} - {acc}",
            f"<h1>{e(label)}</h1><p>Part of {a(root, acc)}. Imaging method: light-sheet.</p>"
            f'<p>Example image: <img src="{root}datasets/ds{i}/thumb.png" alt=""> '
            f"{a(_ftp(acc, files[(i - 1) % len(files)]), 'Download the example image')}</p>",
        )
        pages[f"{root}datasets/ds{i}/thumb.png"] = image(i)
    out = {BIV.url(p) for p in truth} | {_ftp(acc, f) for f in files}
    return pages, out, {_ftp(acc, f) for f in files}


BIV1 = (
    "S-BIV1042",
    "Light-sheet atlas of mouse embryonic heart looping",
    1,
    ["embryo_E8.5_01.ome.tiff", "embryo_E8.5_02.ome.tiff", "segmentation_masks.zip"],
    10,
)
BIV2 = (
    "S-BIV2230",
    "Expansion microscopy of human kidney podocyte foot processes",
    3,
    [f"glomerulus_{i:02d}.ome.zarr.zip" for i in range(1, 9)] + ["annotations.csv", "README.txt"],
    4,
)


def biv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ftp: dict[str, PageValue] = {
        "/": "<html><head><title>BIV FTP</title></head><body>pub/</body></html>"
    }
    for acc, title, n, files, per in (BIV1, BIV2):
        p, _truth, f = _biv_study(acc, title, n, files, per)
        pages.update(p)
        for u in f:
            ftp[u.split(BIV_FTP, 1)[1]] = binary(u, 1024)
    pages["/studies/S-BIV0981/"] = BIV.page(
        "S-BIV0981", "<h1>Zebrafish heart light-sheet series</h1>"
    )
    return build([(BIV, pages), (None, Site(BIV_FTP, ftp))])


# --- protein structure database (PDB-like; the entry ID is in every artifact URI) -----------

SB = Portal(
    "www.structbank.hx58.example",
    "StructBank",
    menu=[
        ("/search/advanced", "Advanced search"),
        ("/browse/taxonomy", "Browse"),
        ("/deposit", "Deposit"),
        ("/docs/", "Documentation"),
    ],
    footer=[
        ("/about/team", "Team"),
        ("/about/usage-policy", "Usage policy"),
        ("/privacy", "Privacy"),
        ("/about/cite-us", "Cite StructBank"),
    ],
    title_format="{name}: {title}",
    skin="bar",
)
SB_FILES = "files.structbank.hx58.example"
SB_API = "api.structbank.hx58.example"


def _sb(
    pdb: str, title: str, chains: list[str], assemblies: int, anno_pages: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    low = pdb.lower()
    files = [f"/download/{pdb}.cif", f"/download/{pdb}.pdb", f"/download/{pdb}-sf.cif"]
    if assemblies > 1:
        files = [
            f"/download/{pdb}.cif",
            f"/download/{pdb}-assembly1.cif",
            f"/download/{pdb}.tar.gz",
        ]
    seq = [f"/sequence/{pdb}"] + [f"/sequence/{pdb}?chain={c}" for c in chains[1:]]
    asm = [f"/assembly/{pdb}-{i}" for i in range(1, assemblies + 1)] if assemblies > 1 else []
    anno = [f"/annotations/{pdb}"] + [
        f"/annotations/{pdb}?page={i}" for i in range(2, anno_pages + 1)
    ]
    val_files = [
        f"/validation/{low[1:3]}/{pdb}_full_validation.pdf",
        f"/validation/{low[1:3]}/{pdb}_validation.xml",
    ]
    api = f"/rest/v1/core/entry/{pdb}"
    dl = ul(
        [(f"http://{SB_FILES}{f}", f.rsplit("/", 1)[1]) for f in files]
        + [(f"/fasta/entry/{pdb}", "FASTA sequence")]
    )
    main = (
        f'<div id="structure-summary" data-id="{pdb}"><h1>{pdb}: {e(title)}</h1>'
        f"<p>{a(f'http://doi.test/10.2210/sb{low}/sb', f'DOI 10.2210/sb{low}/sb')} &middot; "
        f"Released 2024-04-17</p><h2>Download files</h2>{dl}"
        f"<h2>Explore</h2>{ul([(seq[0], 'Sequence'), (f'/3d-view/{pdb}', '3D view'), (anno[0], 'Annotations'), (f'/validation/{pdb}', 'Validation report'), (f'http://{SB_API}{api}', 'JSON (REST API)')] + [(x, 'Assembly ' + x[-1]) for x in asm])}"
        f"<h2>Ligands</h2>{ul([('/ligand/ATP', 'ATP'), ('/ligand/MG', 'MG')])}"
        f"<h2>Literature</h2><p>{a('http://pubindex.test/record/38812277', 'Primary citation')}</p></div>"
    )
    web: dict[str, PageValue] = {
        f"/structure/{pdb}": SB.page(
            pdb,
            main,
            aside="<h2>Similar structures</h2>"
            + ul([("/structure/7ZR1", "7ZR1 ABC transporter, inward-facing")]),
            share_url=SB.url(f"/structure/{pdb}"),
        ),
        f"/3d-view/{pdb}": SB.page(
            f"3D view {pdb}",
            f'<h1>3D view of {pdb}</h1><div class="molstar" data-url="http://{SB_FILES}{files[0]}"></div>',
        ),
        f"/fasta/entry/{pdb}": data(f">{pdb}_1 chain {chains[0]}\nMSTAKLV\n", "text/plain"),
        f"/validation/{pdb}": SB.page(
            f"Validation {pdb}",
            f"<h1>wwPDB-style validation of {pdb}</h1>"
            + ul([(f"http://{SB_FILES}{v}", v.rsplit("/", 1)[1]) for v in val_files])
            + f"<p>{a(f'/structure/{pdb}', 'Back to ' + pdb)}</p>",
        ),
    }
    for i, s in enumerate(seq):
        others = ul([(x, "Chain " + (x[-1] if "chain=" in x else chains[0])) for x in seq])
        web[s] = SB.page(
            f"Sequence {pdb} {i}", f"<h1>Sequence of {pdb}</h1>{others}<pre>MSTAKLVEEG</pre>"
        )
    for i, s in enumerate(anno, 1):
        pager = ul([(x, f"Page {k}") for k, x in enumerate(anno, 1)]) if len(anno) > 1 else ""
        web[s] = SB.page(
            f"Annotations {pdb} p{i}",
            f"<h1>Annotations of {pdb}</h1><p>Domains page {i}: Pfam, CATH.</p>{pager}",
        )
    for x in asm:
        web[x] = SB.page(
            f"Assembly {x}",
            f"<h1>Biological assembly {x[-1]} of {pdb}</h1><p>{a(f'/structure/{pdb}', pdb)}</p>",
        )
    fweb: dict[str, PageValue] = {f: data(f"data_{pdb}\n#\n", "chemical/x-mmcif") for f in files}
    fweb[val_files[0]] = pdf_file(f"Validation {pdb}", "Clashscore 2")
    fweb[val_files[1]] = data(f"<wwPDBValidationInformation entry='{pdb}'/>", "application/xml")
    aweb: dict[str, PageValue] = {api: data(f'{{"entry": {{"id": "{pdb}"}}}}', "application/json")}
    truth = {
        SB.url(p)
        for p in [
            f"/structure/{pdb}",
            f"/3d-view/{pdb}",
            f"/fasta/entry/{pdb}",
            f"/validation/{pdb}",
            *seq,
            *anno,
            *asm,
        ]
    }
    truth |= {f"http://{SB_FILES}{f}" for f in files + val_files} | {f"http://{SB_API}{api}"}
    return web, fweb, aweb, frozenset(truth)


SB1 = ("8KQ3", "Crystal structure of human carbonic anhydrase IX catalytic domain", ["A"], 1, 1)
SB2 = (
    "9TB7",
    "Cryo-EM structure of the human ABCA7 lipid flippase in nanodiscs",
    ["A", "B", "C"],
    2,
    3,
)


def sb_sites() -> list[Site]:
    web: dict[str, PageValue] = {
        "/structure/7ZR1": SB.page("7ZR1", "<h1>7ZR1: ABC transporter, inward-facing</h1>"),
    }
    fweb: dict[str, PageValue] = {"/": "<html><head><title>StructBank files</title></head></html>"}
    aweb: dict[str, PageValue] = {
        "/": Response.text('{"service": "StructBank REST"}', 200, "application/json")
    }
    for rec in (SB1, SB2):
        w, f, api, _t = _sb(*rec)
        web.update(w)
        fweb.update(f)
        aweb.update(api)
    return build([(SB, web), (None, Site(SB_FILES, fweb)), (None, Site(SB_API, aweb))])


# --- clinical trial registry (the trial number is in every artifact URI) ------------------

CTR = Portal(
    "register.opentrialsreg.hx58.example",
    "OpenTrials Register",
    menu=[
        ("/search", "Find a trial"),
        ("/how-to-register", "Register a trial"),
        ("/resources/glossary", "Glossary"),
        ("/news", "News"),
    ],
    footer=[
        ("/about", "About"),
        ("/disclaimer", "Disclaimer"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    skin="stack",
)
CTR_DOCS = "docs.opentrialsreg.hx58.example"


def _ctr(
    tid: str, title: str, versions: int, tabs: list[str], docs: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    study = f"/study/{tid}"
    hist = f"/history/{tid}"
    tablinks = ul(
        [(study, "Study details")] + [(f"{study}?tab={t}", t.title()) for t in tabs], "tabs"
    )
    docl = ul((f"http://{CTR_DOCS}/ProvidedDocs/{tid[-2:]}/{tid}/{d}", d) for d in docs)

    def study_page(tab: str) -> str:
        return CTR.page(
            f"{title} ({tab})" if tab else title,
            f'<div class="record" data-trial="{tid}">{tablinks}<h1>{e(title)}</h1>'
            f"<p>Trial number: {tid}. Status: Completed. Sponsor: "
            f"{a('/search?sponsor=Northgate+University+Hospital', 'Northgate University Hospital')}</p>"
            f"<h2>{tab.title() or 'Summary'}</h2><p>Details of the {tab or 'design'} of the trial.</p>"
            f"<h2>Documents</h2>{docl}"
            f"<p>{a(hist, 'Record history')} &middot; {a(f'/export/{tid}.xml', 'Download XML')}</p></div>",
            aside="<h2>Similar trials</h2>"
            + ul([("/study/CTR-2020-018842", "Early mobilisation after hip fracture")]),
            share_url=CTR.url(study),
        )

    pages: dict[str, PageValue] = {study: study_page("")}
    for t in tabs:
        pages[f"{study}?tab={t}"] = study_page(t)
    vers = [f"{hist}/v{i}" for i in range(1, versions + 1)]
    pages[hist] = CTR.page(
        f"History of changes for {tid}",
        f"<h1>History of changes</h1>{ul((v, 'Version ' + v[-1]) for v in vers)}<p>{a(study, 'Current record')}</p>",
    )
    for i, v in enumerate(vers, 1):
        pages[v] = CTR.page(
            f"{tid} version {i}",
            f"<h1>{tid} as registered in version {i}</h1><p>{a(hist, 'All versions')}</p>",
        )
    pages[f"/export/{tid}.xml"] = data(
        f"<trial id='{tid}'><title>{e(title)}</title></trial>", "application/xml"
    )
    dweb: dict[str, PageValue] = {
        f"/ProvidedDocs/{tid[-2:]}/{tid}/{d}": pdf_file(d, tid) for d in docs
    }
    truth = {
        CTR.url(p)
        for p in [study, hist, f"/export/{tid}.xml", *vers, *(f"{study}?tab={t}" for t in tabs)]
    }
    truth |= {f"http://{CTR_DOCS}{p}" for p in dweb}
    return pages, dweb, frozenset(truth)


CTR1 = (
    "CTR-2021-004417",
    "Tranexamic acid to reduce blood loss in hip arthroplasty",
    2,
    [],
    ["Prot_000.pdf"],
)
CTR2 = (
    "CTR-2019-002351",
    "Intermittent fasting and glycaemic control in type 2 diabetes: a randomised trial",
    6,
    ["eligibility", "outcomes", "results", "documents"],
    ["Prot_000.pdf", "SAP_001.pdf", "ICF_000.pdf", "Results_summary.pdf"],
)


def ctr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/study/CTR-2020-018842": CTR.page(
            "Early mobilisation after hip fracture",
            "<h1>Early mobilisation after hip fracture</h1>",
        )
    }
    docs: dict[str, PageValue] = {"/": "<html><head><title>docs</title></head></html>"}
    for rec in (CTR1, CTR2):
        p, d, _t = _ctr(*rec)
        pages.update(p)
        docs.update(d)
    return build([(CTR, pages), (None, Site(CTR_DOCS, docs))])


# --- life-science data depot (Dryad-like: pages carry the title, data files do not) --------

LDD = Portal(
    "www.lifedatadepot.hx58.example",
    "LifeData Depot",
    menu=[
        ("/search", "Explore data"),
        ("/stash/submit", "Publish data"),
        ("/docs/best-practices", "Best practices"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/docs/terms", "Terms of service"),
        ("/privacy", "Privacy"),
        ("/docs/api", "API"),
    ],
    title_format="{title}",
    home_title="LifeData Depot: publish and preserve research data",
    skin="stack",
    login="/stash/sessions/choose_login",
)


def _ldd(
    doi: str, title: str, meta_id: int, files: list[tuple[int, str]], old: list[tuple[int, str]]
) -> tuple[dict[str, PageValue], frozenset[str]]:
    sig = f"Data from: {title}"
    entry = f"/dataset/{doi}"
    pages: dict[str, PageValue] = {}
    truth = {entry, f"/export/ris/{meta_id}", f"/metadata/{meta_id}.xml"}

    def file_pages(group: list[tuple[int, str]]) -> str:
        for fid, name in group:
            pages[f"/file/{fid}"] = LDD.page(
                f"{name} - {sig}",
                f'<p class="pkg">{e(sig)}</p><h1>{e(name)}</h1><p>Part of {a(entry, sig)}</p>'
                f"<p>{a(f'/download/stream/{fid}', 'Download ' + name)} (CSV, 2 MB)</p>",
            )
            body = (
                "sample,reads\nA1,10211\n"
                if name.endswith(".csv")
                else "Columns are described below.\n"
            )
            pages[f"/download/stream/{fid}"] = data(
                body, "text/csv" if name.endswith(".csv") else "text/plain"
            )
            truth.update({f"/file/{fid}", f"/download/stream/{fid}"})
        return ul((f"/file/{fid}", name) for fid, name in group)

    vers = ""
    if old:
        vp = f"/stash/version/{meta_id}-1"
        pages[vp] = LDD.page(
            f"Version 1 - {sig}",
            f"<h1>{e(sig)}</h1><p>Version 1 of this dataset (superseded).</p>{file_pages(old)}"
            f"<p>{a(entry, 'Latest version')}</p>",
        )
        truth.add(vp)
        vers = f"<h2>Versions</h2>{ul([(vp, 'Version 1 (2022-09-30)')])}"
    main = (
        f'<div class="dataset"><h1>{e(sig)}</h1><p>{a(f"http://doi.test/{doi[4:]}", doi)}</p>'
        f"<p>Authors: {a('/search?q=author:Okafor', 'Okafor, Maya')}; {a('/search?q=author:Reyes', 'Reyes, Tomas')}</p>"
        f"<h2>Files</h2>{file_pages(files)}{vers}"
        f"<h2>Cite</h2>{ul([(f'/export/ris/{meta_id}', 'RIS'), (f'/metadata/{meta_id}.xml', 'DataCite XML')])}"
        f"<h2>Related works</h2><p>{a('http://journal.plos.test/article?id=10.1371/jbio.1142', 'Primary article')}</p></div>"
    )
    pages[entry] = LDD.page(
        sig,
        main,
        aside="<h2>Related datasets</h2>"
        + ul([("/dataset/doi:10.58061/ldd.5fq2ab", "Stool metabolomics in recurrent infection")]),
        share_url=LDD.url(entry),
    )
    pages[f"/export/ris/{meta_id}"] = data(
        f"TY  - DATA\nTI  - {sig}\nER  -\n", "application/x-research-info-systems"
    )
    pages[f"/metadata/{meta_id}.xml"] = data(
        f"<resource><titles><title>{sig}</title></titles></resource>", "application/xml"
    )
    return pages, frozenset(LDD.url(p) for p in truth)


LDD1 = (
    "doi:10.58061/ldd.7h44kq",
    "Gut microbiome shifts after faecal transplant in Clostridioides difficile infection",
    5521,
    [(88213, "otu_table.csv"), (88214, "sample_metadata.csv")],
    [],
)
LDD2 = (
    "doi:10.58061/ldd.2m9rtx",
    "Wastewater surveillance of antimicrobial resistance genes across 14 hospitals",
    6604,
    [
        (91120 + i, n)
        for i, n in enumerate(
            ["arg_counts.csv", "sites.csv", "qpcr_raw.csv", "flow_rates.csv", "README.txt"]
        )
    ],
    [(90001, "arg_counts.csv"), (90002, "sites.csv")],
)


def ldd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/dataset/doi:10.58061/ldd.5fq2ab": LDD.page(
            "Data from: Stool metabolomics in recurrent infection",
            "<h1>Data from: Stool metabolomics in recurrent infection</h1>",
        )
    }
    for rec in (LDD1, LDD2):
        pages.update(_ldd(*rec)[0])
    return build([(LDD, pages)])


# --- signposted medical-school repository (InvenioRDM-like, typed links in HTTP headers) ---

HMS = Portal(
    "repo.hollismed.hx58.example",
    "Hollis Medical School Research Repository",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/faq", "Help"),
    ],
    footer=[
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy policy"),
        ("/help/faq", "FAQ"),
        ("/help/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    skin="bar",
)
HMS_ID = "id.hollisdoi.hx58.example"
HMS_STORE = "objects.hollisstore.hx58.example"


def _link(url: str, rel: str, ctype: str = "") -> str:
    return f'<{url}>; rel="{rel}"' + (f'; type="{ctype}"' if ctype else "")


def _hms(
    rid: str,
    doi: str,
    title: str,
    files: list[tuple[str, str]],
    store: bool,
    formats: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    rec = f"/records/{rid}"
    landing = HMS.url(rec)
    items = [
        (
            f"http://{HMS_STORE}/hms-prod/{rid}/{f}"
            if store
            else HMS.url(f"{rec}/files/{f}?download=1"),
            t,
        )
        for f, t in files
    ]
    described = [(HMS.url(f"/api/records/{rid}"), "application/json")] + [
        (HMS.url(f"{rec}/export/{x}"), t) for x, t in formats
    ]
    cite = f"http://{HMS_ID}/{doi}" if store else f"http://doi.test/{doi}"
    links = [
        _link(cite, "cite-as"),
        _link("http://orcid.test/0000-0002-1825-0097", "author"),
        _link("http://creativecommons.test/licenses/by/4.0/legalcode", "license"),
        _link("http://schema.test/Dataset", "type"),
        _link("http://schema.test/AboutPage", "type"),
        *(_link(u, "describedby", t) for u, t in described),
        *(_link(u, "item", t) for u, t in items),
    ]
    names = [u.rsplit("/", 1)[1].split("?")[0] for u, _ in items]
    rows = "".join(
        f"<tr><td>{e(n)}</td><td>{a(f'{rec}/preview/{n}', 'Preview')} {a(u, 'Download')}</td></tr>"
        for n, (u, _) in zip(names, items, strict=True)
    )
    exports = ul(
        [(f"{rec}/export/{x}", x) for x in ("json", "datacite-xml", "bibtex", "csl", "dublincore")]
    )
    main = (
        f'<div class="record-landing"><span class="label">Dataset</span> <span>Open access</span>'
        f"<h1>{e(title)}</h1><p>{a(cite, doi)}</p>"
        f"<p>{a('http://orcid.test/0000-0002-1825-0097', 'Priya Natarajan')}</p>"
        f"<h2>Files</h2><table>{rows}</table><h2>Export</h2>{exports}"
        f"<h2>Versions</h2>{ul([(rec, 'Version 2 (this)'), ('/records/2b8vd-1qq54', 'Version 1')])}"
        f"<h2>Communities</h2>{ul([('/communities/cardiology-research', 'Cardiology Research')])}</div>"
    )
    alt = f'<link rel="alternate" type="application/json" href="/api/records/{rid}">'
    pages: dict[str, PageValue] = {
        rec: Response.html(
            HMS.page(title, main, share_url=landing, head=alt), headers=[("Link", ", ".join(links))]
        ),
        f"/api/records/{rid}": data(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}', "application/json"
        ),
    }
    for x in ("json", "datacite-xml", "bibtex", "csl", "dublincore"):
        pages[f"{rec}/export/{x}"] = data(
            f"{x} of {title}\n", "application/xml" if "xml" in x else "text/plain"
        )
    collection = [("Link", _link(landing, "collection", "text/html"))]
    store_pages: dict[str, PageValue] = {}
    for u, t in items:
        name = u.rsplit("/", 1)[1].split("?")[0]
        pages[f"{rec}/preview/{name}"] = HMS.page(
            f"Preview {name}", f"<h1>{e(name)}</h1><pre>preview</pre><p>{a(rec, title)}</p>"
        )
        resp = Response(200, [("Content-Type", t), *collection], f"{name} bytes\n".encode())
        if store:
            store_pages[u.split(HMS_STORE, 1)[1]] = resp
        else:
            pages[u.split(HMS.host, 1)[1]] = resp
    truth = frozenset({landing} | {u for u, _ in items} | {u for u, _ in described})
    return pages, store_pages, truth


HMS1 = (
    "4kq9m-2ab71",
    "10.71234/hms.4kq9m",
    "ECG-derived features for early sepsis detection in the emergency department",
    [("ecg_features.csv", "text/csv"), ("README.md", "text/markdown")],
    False,
    [("datacite-xml", "application/vnd.datacite.datacite+xml")],
)
HMS2 = (
    "9pz3x-7tk20",
    "10.71234/hms.9pz3x",
    "Retinal OCT volumes and grading labels from a diabetic retinopathy screening cohort",
    [(f"oct_batch_{i}.zip", "application/zip") for i in range(1, 4)]
    + [("labels.csv", "text/csv"), ("codebook.pdf", "application/pdf")],
    True,
    [
        ("datacite-xml", "application/vnd.datacite.datacite+xml"),
        ("dublincore", "application/x-dc+xml"),
    ],
)


def hms_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/records/2b8vd-1qq54": HMS.page(
            "Retinal OCT volumes (version 1)", "<h1>Retinal OCT volumes, version 1</h1>"
        ),
    }
    store: dict[str, PageValue] = {"/": data("<ListAllMyBucketsResult/>", "application/xml")}
    for rec in (HMS1, HMS2):
        p, s, _t = _hms(*rec)
        pages.update(p)
        store.update(s)
    ids = Site(HMS_ID, {"/": "<html><head><title>Hollis DOI resolver</title></head></html>"})
    ids.add(f"/{HMS2[1]}", Response.redirect(HMS.url(f"/records/{HMS2[0]}"), 302))
    return build([(HMS, pages), (None, Site(HMS_STORE, store)), (None, ids)])


CASES: list[Case] = [
    # Bioimage archive study: the study's pages share the study path (GitHub-like), while
    # the images live on a separate FTP-style download domain linked from those pages:
    # Path-Based with Externals.
    Case(
        "biv-embryo-heart",
        "bioimage archive (one dataset, three files on the download domain)",
        "multi_hop",
        "path_based_externals",
        BIV.url(f"/studies/{BIV1[0]}/"),
        frozenset(_biv_study(*BIV1)[1]),
        biv_sites,
        others=frozenset({BIV.url("/studies/S-BIV0981/")}),
    ),
    Case(
        "biv-podocyte-exm",
        "bioimage archive (three datasets, paginated file list of ten files)",
        "multi_hop",
        "path_based_externals",
        BIV.url(f"/studies/{BIV2[0]}/"),
        frozenset(_biv_study(*BIV2)[1]),
        biv_sites,
        others=frozenset({BIV.url("/studies/S-BIV0981/")}),
    ),
    # A structure entry, like the seed's GBIF dataset: its ID is in every artifact URI, on
    # the web, file and API hosts alike, but the URIs share no path: Significant String
    # from URI.
    Case(
        "sb-carbonic-anhydrase",
        "protein structure database (X-ray entry, three files, validation report)",
        "multi_hop",
        "sig_uri",
        SB.url(f"/structure/{SB1[0]}"),
        _sb(*SB1)[3],
        sb_sites,
        others=frozenset({SB.url("/structure/7ZR1")}),
    ),
    Case(
        "sb-abca7-cryoem",
        "protein structure database (cryo-EM, three chains, assemblies, paged annotations)",
        "multi_hop",
        "sig_uri",
        SB.url(f"/structure/{SB2[0]}"),
        _sb(*SB2)[3],
        sb_sites,
        others=frozenset({SB.url("/structure/7ZR1")}),
    ),
    # A trial record: the trial number is in the URI of the record, its history versions,
    # its export and its documents on the document host: Significant String from URI.
    Case(
        "ctr-tranexamic-hip",
        "clinical trial registry (two registered versions, protocol)",
        "multi_hop",
        "sig_uri",
        CTR.url(f"/study/{CTR1[0]}"),
        _ctr(*CTR1)[2],
        ctr_sites,
        others=frozenset({CTR.url("/study/CTR-2020-018842")}),
    ),
    Case(
        "ctr-fasting-diabetes",
        "clinical trial registry (tabs, six versions, four documents)",
        "multi_hop",
        "sig_uri",
        CTR.url(f"/study/{CTR2[0]}"),
        _ctr(*CTR2)[2],
        ctr_sites,
        others=frozenset({CTR.url("/study/CTR-2020-018842")}),
    ),
    # The seed's Dryad row: every page of the package carries "Data from: <title>", the
    # data files do not, so one hop out from the matching pages with chrome ignored:
    # Significant String from Title+ with Ignored URIs.
    Case(
        "ldd-fmt-microbiome",
        "life-science data depot (two files)",
        "multi_hop",
        "sig_title_plus_ignored",
        LDD.url(f"/dataset/{LDD1[0]}"),
        _ldd(*LDD1)[1],
        ldd_sites,
        others=frozenset({LDD.url("/dataset/doi:10.58061/ldd.5fq2ab")}),
    ),
    Case(
        "ldd-wastewater-amr",
        "life-science data depot (five files, a superseded version with its own files)",
        "multi_hop",
        "sig_title_plus_ignored",
        LDD.url(f"/dataset/{LDD2[0]}"),
        _ldd(*LDD2)[1],
        ldd_sites,
        others=frozenset({LDD.url("/dataset/doi:10.58061/ldd.5fq2ab")}),
    ),
    # The repository declares the boundary itself (the seed's Signposting): the landing
    # page, its describedby metadata and its items; not previews, other exports, versions.
    Case(
        "hms-ecg-sepsis",
        "signposted medical-school repository (two items, typed links)",
        "single_hop",
        "signposting",
        HMS.url(f"/records/{HMS1[0]}"),
        _hms(*HMS1)[2],
        hms_sites,
    ),
    Case(
        "hms-retinal-oct",
        "signposted medical-school repository (DOI redirect, five items on an object store)",
        "single_hop",
        "signposting",
        f"http://{HMS_ID}/{HMS2[1]}",
        _hms(*HMS2)[2],
        hms_sites,
        others=frozenset({HMS.url("/records/2b8vd-1qq54")}),
        landing=HMS.url(f"/records/{HMS2[0]}"),
    ),
]
