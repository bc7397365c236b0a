"""heldout58's database portals: a bioimage archive, a protein structure database and a
clinical trial registry (two records each, the second harder)."""

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
    home_main=(
        "<h1>BioImage Vault</h1><p>Reference archive of biological images.</p><h2>Latest studies</h2>"
        + ul([("/studies/S-BIV0981/", "S-BIV0981 Zebrafish heart light-sheet series")])
        + ul(
            [
                ("/help/submission-guide/", "How to submit"),
                ("/news/2025-new-viewer/", "A new image viewer"),
            ]
        )
    ),
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
    home_main=(
        "<h1>StructBank</h1><p>223,401 biological macromolecular structures.</p><h2>Molecule of the month</h2>"
        + ul(
            [
                ("/structure/7ZR1", "7ZR1 ABC transporter, inward-facing"),
                ("/motm/2025-11", "Past molecules"),
            ]
        )
        + ul(
            [
                ("/news/weekly-release", "Weekly release notes"),
                ("/docs/file-formats", "File formats"),
            ]
        )
    ),
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
    home_main=(
        "<h1>OpenTrials Register</h1><p>Search 92,000 registered clinical trials.</p>"
        + ul(
            [("/study/CTR-2020-018842", "Recently updated: early mobilisation after hip fracture")]
        )
        + ul(
            [
                ("/resources/who-dataset", "WHO trial registration data set"),
                ("/news", "News and updates"),
            ]
        )
    ),
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
]
