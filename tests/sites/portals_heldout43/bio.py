"""heldout43 life-science archives: a nucleotide sequence archive and a biodiversity
occurrence portal (accession / dataset key in every artifact URI: sig_uri), a protein
structure archive (landing page with its files one hop away: single_page_plus_ignored), a
sample and specimen registry (one page per sample: single_page) and an ontology repository
(every view of an ontology under its URI: path_based)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, links

from ._kit import Chrome, a, binary, chrome_pages, csv, json, row, text, xml

# --- nucleotide sequence archive (ENA-like browser, files on the archive's FTP-over-HTTP host)

SEQ = Chrome(
    "www.nucleovault.hx43.example",
    "NucleoVault",
    [("/browser/home", "Browse"), ("/submit", "Submit"), ("/about", "About"), ("/tools", "Tools")],
    [("/about/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} < NucleoVault < Archive",
    analytics="nucleovault",
)
SEQ_FTP = "http://ftp.nucleovault.hx43.example"
SEQ_RECORDS = {
    "PRJX24117": ("Gut metagenomes of wild alpine marmots", ["ERR7100231", "ERR7100232"], 0),
    "PRJX58302": (
        "Coral reef seawater metatranscriptomes, Red Sea transect",
        ["ERR8200410", "ERR8200411", "ERR8200412", "ERR8200413", "ERR8200414", "ERR8200415"],
        3,
    ),
}


def _seq_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(SEQ)
    ftp: dict[str, PageValue] = {}
    for acc, (title, runs, per_page) in SEQ_RECORDS.items():
        base = f"/browser/view/{acc}"

        def run_rows(rs: list[str], acc: str = acc) -> str:
            out = []
            for r in rs:
                f1 = f"/vol1/{acc}/{r}/{r}_1.fastq.gz"
                f2 = f"/vol1/{acc}/{r}/{r}_2.fastq.gz"
                ftp[f1] = binary(f1)
                ftp[f2] = binary(f2)
                pages[f"/browser/view/{r}"] = SEQ.page(r, f"<h1>Run {r}</h1>")
                out.append(
                    row([a(f"/browser/view/{r}", r), a(SEQ_FTP + f1, "R1"), a(SEQ_FTP + f2, "R2")])
                )
            return "<table><tr><th>Run</th><th>FASTQ</th></tr>" + "".join(out) + "</table>"

        shown = runs[:per_page] if per_page else runs
        more = ""
        if per_page:
            nxt = f"{base}?show=reads&offset={per_page}"
            more = f'<p class="pager">{a(nxt, "Next page of read files")}</p>'
            pages[nxt] = SEQ.page(
                f"{acc} read files",
                f"<h1>{escape(title)}</h1><p>Project {acc}, runs {per_page + 1}-{len(runs)}</p>"
                + run_rows(runs[per_page:])
                + f"<p>{a(base, 'Back to project')}</p>",
            )
            ana = f"{base}?show=analyses"
            gff = f"/vol1/{acc}/analysis/{acc}_assembly_annotation.gff3.gz"
            ftp[gff] = binary(gff)
            pages[ana] = SEQ.page(
                f"{acc} analyses",
                f"<h1>Analyses of {acc}</h1>" + links([(SEQ_FTP + gff, "Annotation (GFF3)")]),
            )
            more += f"<p>{a(ana, 'Analysis files')}</p>"
        report = f"/portal/api/filereport?accession={acc}&result=read_run&format=tsv"
        pages[report] = text("run_accession\tfastq_ftp\n" + "\n".join(f"{r}\t..." for r in runs))
        pages[f"/browser/api/xml/{acc}"] = xml(f"<PROJECT accession='{acc}'><TITLE>{title}</TITLE>")
        taxon = (
            "/browser/view/Taxon:408180" if acc.endswith("17") else "/browser/view/Taxon:1169740"
        )
        pages[taxon] = SEQ.page("Taxon", "<h1>Metagenome taxon</h1>")
        pages[base] = SEQ.page(
            acc,
            f"<h1>{escape(title)}</h1><dl><dt>Study accession</dt><dd>{acc}</dd><dt>Taxon</dt>"
            f"<dd>{a(taxon, 'metagenome')}</dd></dl><p>"
            f"{a(f'/browser/api/xml/{acc}', 'XML')} | {a(report, 'TSV file report')}</p>"
            f"<h2>Read files</h2>{run_rows(shown)}{more}",
        )
    return [
        SEQ.site(pages),
        Site(SEQ_FTP.removeprefix("http://"), ftp),
    ]


def _seq_truth(acc: str) -> frozenset[str]:
    title, runs, per_page = SEQ_RECORDS[acc]
    base = f"/browser/view/{acc}"
    out = {
        SEQ.url(base),
        SEQ.url(f"/browser/api/xml/{acc}"),
        SEQ.url(f"/portal/api/filereport?accession={acc}&result=read_run&format=tsv"),
    }
    for r in runs:
        out |= {
            f"{SEQ_FTP}/vol1/{acc}/{r}/{r}_1.fastq.gz",
            f"{SEQ_FTP}/vol1/{acc}/{r}/{r}_2.fastq.gz",
        }
    if per_page:
        out |= {SEQ.url(f"{base}?show=reads&offset={per_page}"), SEQ.url(f"{base}?show=analyses")}
        out.add(f"{SEQ_FTP}/vol1/{acc}/analysis/{acc}_assembly_annotation.gff3.gz")
    return frozenset(out)


# --- protein structure archive (RCSB-like entry page, coordinates on its file host)

STR = Chrome(
    "www.structabank.hx43.example",
    "StructaBank",
    [("/search/advanced", "Advanced search"), ("/deposit", "Deposit"), ("/news", "News")],
    [("/policies", "Usage policy"), ("/privacy", "Privacy"), ("/contact-us", "Contact us")],
    title_format="StructaBank {title}",
    home_title="StructaBank: Protein Data Archive",
    analytics="structabank",
)
STR_FILES = "http://files.structabank.hx43.example"
STR_RECORDS = {
    "8KQ2": (
        "Crystal structure of a cold-adapted lipase from Psychrobacter arcticus",
        ["8KQ2.cif", "8KQ2.pdb"],
        ["7PLM"],
    ),
    "9BTF": (
        "Cryo-EM structure of the hexameric ammonium transporter from a deep-sea archaeon",
        ["9BTF.cif", "9BTF-assembly1.cif", "9BTF.xml.gz", "emd_41234.map.gz", "emd_41234.xml"],
        ["8QWE", "8QWF"],
    ),
}


def _str_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(STR)
    files: dict[str, PageValue] = {}
    for pid, (title, names, similar) in STR_RECORDS.items():
        for n in names:
            files[f"/download/{n}"] = binary(n)
        pages[f"/fasta/entry/{pid}"] = text(f">{pid}_1|Chain A|{title}\nMKTAYIAKQR\n")
        pages[f"/validation/{pid}_full_validation.pdf"] = pdf(f"Validation report {pid}", [title])
        for other in similar:
            pages[f"/structure/{other}"] = STR.page(other, f"<h1>{other}</h1>")
        pages["/ligand/ZN"] = STR.page("Ligand ZN", "<h1>ZINC ION</h1>")
        dl = [(f"{STR_FILES}/download/{n}", n) for n in names]
        pages[f"/structure/{pid}"] = STR.page(
            pid,
            f'<div class="entry-header"><h1>{pid}</h1><h2>{escape(title)}</h2>'
            '<div class="dl-menu"><button>Download Files</button>'
            + links(
                [
                    *dl,
                    (f"/fasta/entry/{pid}", "FASTA Sequence"),
                    (f"/validation/{pid}_full_validation.pdf", "Full validation report"),
                ]
            )
            + "</div></div><h3>Small molecules</h3><p>"
            + a("/ligand/ZN", "ZN")
            + "</p><aside><h3>Similar structures</h3>"
            + links([(f"/structure/{o}", o) for o in similar])
            + "</aside>",
            share=STR.url(f"/structure/{pid}"),
        )
    return [STR.site(pages), Site(STR_FILES.removeprefix("http://"), files)]


def _str_truth(pid: str) -> frozenset[str]:
    _t, names, _s = STR_RECORDS[pid]
    return frozenset(
        {
            STR.url(f"/structure/{pid}"),
            STR.url(f"/fasta/entry/{pid}"),
            STR.url(f"/validation/{pid}_full_validation.pdf"),
            *(f"{STR_FILES}/download/{n}" for n in names),
        }
    )


# --- sample and specimen registry (IGSN-like: one page per registered sample)

SMP = Chrome(
    "registry.coresample.hx43.example",
    "CoreSample Registry",
    [("/samples", "Samples"), ("/register", "Register samples"), ("/allocating-agents", "Agents")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/about", "About IGSN")],
    title_format="{title} - CoreSample Registry",
    analytics="coresample",
)
SMP_RECORDS = {
    "IECSR0004A7": ("Peat core MB-17, 0-50 cm, Mer Bleue bog", "IECSR00049Z", []),
    "IECSR00B1K3": (
        "Basalt dredge haul D12, Southwest Indian Ridge",
        "IECSR00B1K0",
        ["IECSR00B1K4", "IECSR00B1K5", "IECSR00B1K6", "IECSR00B1K7"],
    ),
}


def _smp_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(SMP)
    for igsn, (title, parent, children) in SMP_RECORDS.items():
        for other in [parent, *children]:
            pages[f"/sample/igsn/{other}"] = SMP.page(other, f"<h1>Sample {other}</h1>")
        kids = ""
        if children:
            kids = "<h2>Child samples</h2>" + links(
                [(f"/sample/igsn/{c}", f"Split {c}") for c in children]
            )
        pages[f"/sample/igsn/{igsn}"] = SMP.page(
            f"IGSN {igsn}",
            f"<h1>{escape(title)}</h1><table>{row(['IGSN', igsn])}"
            f"{row(['Material', 'Rock' if children else 'Organic soil'])}"
            f"{row(['Parent', a(f'/sample/igsn/{parent}', parent)])}</table>{kids}",
        )
    return [SMP.site(pages)]


# --- biodiversity occurrence portal (GBIF-like: the dataset key in every artifact URI)

OCC = Chrome(
    "www.specinet.hx43.example",
    "Specinet",
    [
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/publishers", "Publishers"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/developer", "API")],
    title_format="{title}",
    analytics="specinet",
)
OCC_API = "http://api.specinet.hx43.example"
OCC_RECORDS = {
    "4b7e1c2a-9d3f-4e61-8a55-0c2f7d9e3b18": (
        "Vascular plant herbarium of the Tatra Mountains",
        "a01f3c55-2b64-4f0e-9e1d-7c6b5a4f3e21",
        0,
    ),
    "d3c9a8e2-71f4-4b0a-b6c1-58e2f09a7d44": (
        "Citizen-science dragonfly observations, Iberian Peninsula 2010-2023",
        "6e2d8b17-c9a0-4d35-8f41-2a7b0c3e9d56",
        40,
    ),
}


def _occ_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(OCC)
    api: dict[str, PageValue] = {}
    for key, (title, pub, count) in OCC_RECORDS.items():
        base = f"/dataset/{key}"
        search = f"/occurrence/search?dataset_key={key}"
        api[f"/v1/dataset/{key}/document"] = xml(f"<eml:eml packageId='{key}'><title>{title}")
        api[f"/v1/dataset/{key}"] = json(f'{{"key": "{key}", "title": "{title}"}}')
        pages[f"/publisher/{pub}"] = OCC.page("Publisher", f"<h1>Publisher {pub[:8]}</h1>")
        pages[f"{base}/metrics"] = OCC.page(
            "Metrics", f"<h1>Metrics</h1><p>{a(base, 'Back to dataset')}</p>"
        )
        extra = ""
        if count:
            nxt = f"{search}&offset=20"
            pages[search] = OCC.page(
                "Occurrence search", f"<h1>Occurrences</h1><p>{a(nxt, 'Next 20')}</p>"
            )
            pages[nxt] = OCC.page("Occurrence search", "<h1>Occurrences 21-40</h1>")
            pages[f"{base}/activity"] = OCC.page(
                "Citations",
                "<h1>Cited by</h1>"
                + links([(f"{OCC_API}/v1/literature/search?gbifDatasetKey={key}", "JSON")]),
            )
            api[f"/v1/literature/search?gbifDatasetKey={key}"] = json('{"count": 3}')
            extra = f"<li>{a(f'{base}/activity', 'Citations')}</li>"
        else:
            pages[search] = OCC.page("Occurrence search", "<h1>Occurrences</h1>")
        pages[base] = OCC.page(
            title,
            f'<p class="kind">Occurrence dataset</p><h1>{escape(title)}</h1>'
            f'<p>Published by {a(f"/publisher/{pub}", "the publisher")}</p><ul class="tabs">'
            f"<li>{a(search, 'Occurrences')}</li><li>{a(f'{base}/metrics', 'Metrics')}</li>"
            f"{extra}</ul><p>Metadata: "
            f"{a(f'{OCC_API}/v1/dataset/{key}/document', 'EML')} "
            f"{a(f'{OCC_API}/v1/dataset/{key}', 'JSON')}</p>",
        )
    return [OCC.site(pages), Site(OCC_API.removeprefix("http://"), api)]


def _occ_truth(key: str) -> frozenset[str]:
    base = f"/dataset/{key}"
    search = f"/occurrence/search?dataset_key={key}"
    out = {
        OCC.url(base),
        OCC.url(search),
        OCC.url(f"{base}/metrics"),
        f"{OCC_API}/v1/dataset/{key}/document",
        f"{OCC_API}/v1/dataset/{key}",
    }
    if OCC_RECORDS[key][2]:
        out |= {OCC.url(f"{search}&offset=20"), OCC.url(f"{base}/activity")}
        out.add(f"{OCC_API}/v1/literature/search?gbifDatasetKey={key}")
    return frozenset(out)


# --- ontology repository (BioPortal-like: every tab of an ontology under its URI)

ONT = Chrome(
    "browse.ontoforge.hx43.example",
    "OntoForge",
    [("/ontologies", "Browse"), ("/mappings", "Mappings"), ("/recommender", "Recommender")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/api-docs", "REST API")],
    title_format="{title} | OntoForge",
    analytics="ontoforge",
)
ONT_RECORDS = {
    "ENVTRAIT": ("Environmental Trait Ontology", 2, 1),
    "MARSEDO": ("Marine Sediment Ontology", 4, 2),
}


def _ont_pages(acr: str) -> dict[str, PageValue]:
    title, subs, class_pages = ONT_RECORDS[acr]
    base = f"/ontologies/{acr}"
    other = next(o for o in ONT_RECORDS if o != acr)
    tabs = [(f"{base}?p={t}", t.title()) for t in ("classes", "properties", "notes", "mappings")]
    nav = links([(base, "Summary"), *tabs])
    pages: dict[str, PageValue] = {}
    cls = [f"{base}?p=classes&conceptid={acr}_{i:07d}" for i in range(1, 4)]
    for c in cls:
        pages[c] = ONT.page(f"{acr} class", f"<h1>{acr}</h1>{nav}<h2>Class</h2>")
    cls_more = ""
    if class_pages > 1:
        nxt = f"{base}?p=classes&page=2"
        pages[nxt] = ONT.page(f"{acr} classes", f"<h1>{acr}</h1>{nav}<p>page 2</p>")
        cls_more = a(nxt, "More classes")
    pages[f"{base}?p=classes"] = ONT.page(
        f"{acr} classes", f"<h1>{acr}</h1>{nav}" + links([(c, c[-7:]) for c in cls]) + cls_more
    )
    pages[f"{base}?p=properties"] = ONT.page(f"{acr} properties", f"<h1>{acr}</h1>{nav}")
    pages[f"{base}?p=notes"] = ONT.page(
        f"{acr} notes",
        f"<h1>{acr}</h1>{nav}" + links([(f"{base}/notes/1", "Typo in definition")]),
    )
    pages[f"{base}/notes/1"] = ONT.page(f"{acr} note", f"<h1>Note</h1><p>{a(base, acr)}</p>")
    pages[f"{base}?p=mappings"] = ONT.page(
        f"{acr} mappings",
        f"<h1>{acr}</h1>{nav}<p>Mapped to {a(f'/ontologies/{other}', other)}</p>",
    )
    sub_rows = []
    for n in range(subs, 0, -1):
        dl = f"{base}/submissions/{n}/download"
        pages[dl] = xml(f"<rdf:RDF><owl:Ontology rdf:about='{acr}/v{n}'/></rdf:RDF>")
        sub_rows.append(row([str(n), a(dl, "OWL")]))
    pages[f"{base}/download?format=csv"] = csv(f"Class ID,Preferred Label\n{acr}_0000001,root\n")
    pages[base] = ONT.page(
        f"{escape(title)} - Summary",
        f"<h1>{escape(title)} ({acr})</h1>{nav}<h2>Submissions</h2><table>{''.join(sub_rows)}"
        f"</table><p>{a(f'{base}/download?format=csv', 'Download CSV')}</p>",
    )
    return pages


def _ont_sites() -> list[Site]:
    pages: dict[str, PageValue] = chrome_pages(ONT)
    for acr in ONT_RECORDS:
        pages.update(_ont_pages(acr))
    return [ONT.site(pages)]


def _ont_truth(acr: str) -> frozenset[str]:
    return frozenset(ONT.url(p) for p in _ont_pages(acr))


CASES = [
    # ENA-like: the project accession is in the path of every artifact URI (browser view,
    # XML, file report, FASTQ on the archive's own file host): the seed's GBIF reasoning,
    # Significant String from URI; taxon and run pages do not carry it and are not ours.
    Case(
        "seq-project-small",
        "sequence archive (study with two paired-end runs)",
        "dataset",
        "sig_uri",
        SEQ.url("/browser/view/PRJX24117"),
        _seq_truth("PRJX24117"),
        _seq_sites,
        others=frozenset({SEQ.url("/browser/view/Taxon:408180")}),
    ),
    # Harder: read files paginated and analyses on a second tab, all carrying the accession.
    Case(
        "seq-project-paged",
        "sequence archive (study with paged runs and analysis files)",
        "dataset",
        "sig_uri",
        SEQ.url("/browser/view/PRJX58302"),
        _seq_truth("PRJX58302"),
        _seq_sites,
        others=frozenset({SEQ.url("/browser/view/Taxon:1169740")}),
    ),
    # RCSB-like: landing with every file one hop away (like Figshare/Zenodo in the seed),
    # chrome shared with the 404 page and home: Single Page+ with Ignored URIs.
    Case(
        "structure-xray",
        "protein structure archive (X-ray entry)",
        "dataset",
        "single_page_plus_ignored",
        STR.url("/structure/8KQ2"),
        _str_truth("8KQ2"),
        _str_sites,
        others=frozenset({STR.url("/structure/7PLM"), STR.url("/ligand/ZN")}),
    ),
    # Harder: cryo-EM entry with assembly, map and map header files on the file host.
    Case(
        "structure-cryoem",
        "protein structure archive (cryo-EM entry with map files)",
        "dataset",
        "single_page_plus_ignored",
        STR.url("/structure/9BTF"),
        _str_truth("9BTF"),
        _str_sites,
        others=frozenset({STR.url("/structure/8QWE"), STR.url("/structure/8QWF")}),
    ),
    # IGSN-like sample page: the sample is described by its one page (Single Artifact URI);
    # parent and child samples are other registered samples.
    Case(
        "sample-peat-core",
        "sample registry (peat core)",
        "specimen",
        "single_page",
        SMP.url("/sample/igsn/IECSR0004A7"),
        frozenset({SMP.url("/sample/igsn/IECSR0004A7")}),
        _smp_sites,
        others=frozenset({SMP.url("/sample/igsn/IECSR00049Z")}),
    ),
    Case(
        "sample-dredge-splits",
        "sample registry (dredge haul with child splits)",
        "specimen",
        "single_page",
        SMP.url("/sample/igsn/IECSR00B1K3"),
        frozenset({SMP.url("/sample/igsn/IECSR00B1K3")}),
        _smp_sites,
        others=frozenset(
            SMP.url(f"/sample/igsn/{s}")
            for s in ["IECSR00B1K0", "IECSR00B1K4", "IECSR00B1K5", "IECSR00B1K6", "IECSR00B1K7"]
        ),
    ),
    # GBIF itself is the seed's Significant String from URI example: the dataset key is in
    # the occurrence search, metrics and API URIs; the publisher page is not ours.
    Case(
        "occurrence-herbarium",
        "biodiversity occurrence portal (herbarium dataset)",
        "dataset",
        "sig_uri",
        OCC.url("/dataset/4b7e1c2a-9d3f-4e61-8a55-0c2f7d9e3b18"),
        _occ_truth("4b7e1c2a-9d3f-4e61-8a55-0c2f7d9e3b18"),
        _occ_sites,
        others=frozenset({OCC.url("/publisher/a01f3c55-2b64-4f0e-9e1d-7c6b5a4f3e21")}),
    ),
    Case(
        "occurrence-citizen-science",
        "biodiversity occurrence portal (citizen-science dataset with citations)",
        "dataset",
        "sig_uri",
        OCC.url("/dataset/d3c9a8e2-71f4-4b0a-b6c1-58e2f09a7d44"),
        _occ_truth("d3c9a8e2-71f4-4b0a-b6c1-58e2f09a7d44"),
        _occ_sites,
        others=frozenset({OCC.url("/publisher/6e2d8b17-c9a0-4d35-8f41-2a7b0c3e9d56")}),
    ),
    # BioPortal-like: summary, tabs, classes, notes and OWL submissions all under the
    # ontology's URI (like BitBucket/GitLab projects in the seed): Path-Based.
    Case(
        "ontology-traits",
        "ontology repository (trait ontology)",
        "ontology",
        "path_based",
        ONT.url("/ontologies/ENVTRAIT"),
        _ont_truth("ENVTRAIT"),
        _ont_sites,
        others=frozenset({ONT.url("/ontologies/MARSEDO")}),
    ),
    Case(
        "ontology-sediments",
        "ontology repository (ontology with four submissions and paged classes)",
        "ontology",
        "path_based",
        ONT.url("/ontologies/MARSEDO"),
        _ont_truth("MARSEDO"),
        _ont_sites,
        others=frozenset({ONT.url("/ontologies/ENVTRAIT")}),
    ),
]
