"""heldout26, molecular and bioinformatics records: an ENA-like sequence archive's HTTP
file tree, a BioStudies-like study database with an FTP-style file host, a BioModels-like
model repository, a GEO-like expression archive and a model-organism gene database.
"""

from __future__ import annotations

from functools import cache
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case, Portal, data
from sites.portals_heldout26._kit import (
    HOP,
    MULTI,
    SINGLE,
    a,
    blob,
    cookie_banner,
    host,
    related,
    rows,
    text,
)

# ------------------------------------------------ sequence archive file tree (single_page_plus)

SEQFTP = host("ftp", "sedgeseq-archive")

# run directory -> its files
SEQ_RUNS = {
    "/vol1/fastq/ERR458/004/ERR4581234/": ["ERR4581234_1.fastq.gz", "ERR4581234_2.fastq.gz"],
    "/vol1/fastq/ERR458/007/ERR4581237/": ["ERR4581237_1.fastq.gz", "ERR4581237_2.fastq.gz"],
    "/vol1/run/ERR458/ERR4589907/": [
        "sedge_leaf_rep3.bam",
        "sedge_leaf_rep3.bam.bai",
        "sedge_leaf_rep3.bam.md5",
    ],
}


def _listing(path: str, entries: list[tuple[str, str, str]]) -> str:
    """An nginx-style autoindex page (entries: name, date, size)."""
    lines = ['<a href="../">../</a>'] if path != "/" else []
    for name, date, size in entries:
        lines.append(
            f'<a href="{escape(name)}">{escape(name)}</a>{" " * max(1, 50 - len(name))}{date}  {size:>10}'
        )
    body = "\n".join(lines)
    return (
        f"<html>\r\n<head><title>Index of {path}</title></head>\r\n<body>\r\n"
        f"<h1>Index of {path}</h1><hr><pre>{body}\n</pre><hr></body>\r\n</html>\r\n"
    )


def _seq_not_found(_request: Request) -> Response:
    return Response.html(
        "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n"
        "<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        404,
    )


@cache
def _seq_sites() -> tuple[Site, ...]:
    site = Site(SEQFTP, not_found=_seq_not_found)
    dirs: dict[str, set[str]] = {}
    for run, files in SEQ_RUNS.items():
        parts = run.strip("/").split("/")
        for i in range(len(parts)):
            parent = "/" + "/".join(parts[:i]) + ("/" if i else "")
            dirs.setdefault(parent, set()).add(parts[i] + "/")
        dirs.setdefault(run, set()).update(files)
        for f in files:
            if f.endswith(".md5"):
                site.add(run + f, text(f"3f2a9c0e5b7d41a8c6e2f0b19d4e8a71  {f[:-4]}\n"))
            else:
                site.add(
                    run + f,
                    blob(
                        run + f,
                        "application/gzip" if f.endswith("gz") else "application/octet-stream",
                        2048,
                    ),
                )
    for d, names in dirs.items():
        entries = [
            (n, "12-Mar-2026 09:14", "-" if n.endswith("/") else str(1_000_000 + 7919 * len(n)))
            for n in sorted(names)
        ]
        site.add(d, _listing(d, entries))
    return (site,)


def _seq_build() -> list[Site]:
    return list(_seq_sites())


def _seq_case(name: str, run: str) -> Case:
    # single_page_plus: a run directory of the archive's HTTP file tree is a Single Hop
    # artifact with no site chrome at all: the listing and its files.  One hop takes
    # everything (and the parent "../" listing, the only extra); with no chrome to learn,
    # an ignored list would change nothing, so the plain heuristic is the one to expect.
    entry = f"http://{SEQFTP}{run}"
    return Case(
        name=name,
        imitates="sequence read archive file tree (ENA FTP-like)",
        artifact_class=HOP,
        expected="single_page_plus",
        entry=entry,
        truth=frozenset({entry, *(entry + f for f in SEQ_RUNS[run])}),
        build=_seq_build,
    )


# ---------------------------------------- study database (single_page_plus_ignored)

STUDY = Portal(
    host("www", "biostrata-ebx"),
    "BioStrata",
    menu=[
        ("/services", "Services"),
        ("/research", "Research"),
        ("/training", "Training"),
        ("/about", "About us"),
        ("/biostrata/", "BioStrata"),
        ("/biostrata/help", "Help"),
        ("/biostrata/submit", "Submit"),
    ],
    footer=[
        ("/about/terms-of-use", "Terms of use"),
        ("/data-protection", "Data protection"),
        ("/accessibility", "Accessibility"),
        ("/biostrata/about", "About BioStrata"),
        ("http://www.funder-eu.test/", "Funded by the EU"),
    ],
    title_format="{title} < BioStrata < EBX",
    home_title="BioStrata < EBX",
)
STUDY_FTP = host("ftp", "biostrata-ebx")

# accession -> (title, authors, release date, files [(name, desc)], linked, collection)
STUDIES = {
    "S-BSST1187": (
        "Single-cell atlas of regenerating planarian neoblasts",
        ["Rhiannon Dace", "Yusuf Armagan", "Petra Nowell"],
        "2025-09-30",
        [
            ("Files/counts_matrix.mtx.gz", "Raw UMI counts"),
            ("Files/cell_metadata.tsv", "Cell annotations"),
            ("Files/clusters_umap.png", "UMAP figure"),
        ],
        [("S-BSST1190", "S-BSST1190: Planarian wound-response time course")],
        "BioImages",
    ),
    "E-MTAB-14022": (
        "RNA-seq of Arabidopsis roots under phosphate starvation",
        ["Marit Solberg", "Kenji Oyelaran"],
        "2026-01-12",
        [
            ("Files/E-MTAB-14022.idf.txt", "Investigation description (IDF)"),
            ("Files/E-MTAB-14022.sdrf.txt", "Sample and data relationship (SDRF)"),
            ("Files/normalized_counts.tsv", "Processed data"),
        ],
        [],
        "ArrayExpress",
    ),
}


def _study_ftp_dir(acc: str) -> str:
    prefix, num = acc.rsplit("-", 1)
    return f"/pub/databases/biostrata/{prefix}/{num[-3:]}/{acc}/"


def _study_files(acc: str) -> list[str]:
    base = f"http://{STUDY_FTP}{_study_ftp_dir(acc)}"
    return [base + f for f, _d in STUDIES[acc][3]] + [
        base + f"{acc}.json",
        base + f"{acc}.xml",
        base + f"{acc}.tsv",
    ]


def _study(acc: str) -> str:
    title, authors, date, files, linked, coll = STUDIES[acc]
    base = f"http://{STUDY_FTP}{_study_ftp_dir(acc)}"
    frows = rows([[a(base + f, f.split("/")[-1]), escape(d)] for f, d in files])
    people = "".join(f"<li>{escape(n)}<sup>1</sup></li>" for n in authors)
    exports = " ".join(a(base + f"{acc}.{x}", x.upper()) for x in ("json", "xml", "tsv"))
    links = (
        related("Linked studies", [(f"/biostrata/studies/{x}", t) for x, t in linked])
        if linked
        else ""
    )
    main = f"""{cookie_banner("/data-protection#cookies")}
<div id="local-masthead"><a href="/biostrata/">BioStrata</a> · <a href="/biostrata/{coll.lower()}/studies">{coll}</a> · <a href="/biostrata/studies">Browse studies</a></div>
<div id="study"><div class="release-date">Release date: {date}</div><h1 id="orcid-title">{escape(title)}</h1>
<ul class="authors">{people}</ul><p><sup>1</sup>Institute of Regenerative Biology</p>
<div class="accession">Accession: <b>{acc}</b> · <a href="/biostrata/{coll.lower()}/studies">{coll}</a> collection</div>
<section><h3>Publication</h3><p>{a("http://doi.test/10.1038/s41556-025-01711-2", "doi:10.1038/s41556-025-01711-2")} · {a("http://pubmed.test/40123456", "PubMed 40123456")}</p></section>
<section><h3>Data files</h3><table><tr><th>Name</th><th>Description</th></tr>{frows}</table>
<p>Study metadata: {exports} · Files are also available over FTP.</p></section>
<section><h3>Protocols</h3><p>Cells were dissociated with papain and sorted by FACS.</p></section>
</div>{links}"""
    return STUDY.page(acc, main)


@cache
def _study_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    ftp: dict[str, PageValue] = {}
    for acc, (title, _au, _d, files, linked, coll) in STUDIES.items():
        pages[f"/biostrata/studies/{acc}"] = _study(acc)
        d = _study_ftp_dir(acc)
        for f, _desc in files:
            ftp[d + f] = (
                data(png(30, 30), "image/png")
                if f.endswith(".png")
                else (
                    blob(f, "application/gzip")
                    if f.endswith("gz")
                    else text("gene\tcell_1\tcell_2\nsmedwi-1\t3\t0\n", "text/tab-separated-values")
                )
            )
        ftp[d + f"{acc}.json"] = text(
            f'{{"accno":"{acc}","attributes":[{{"name":"Title","value":"{title}"}}]}}',
            "application/json",
        )
        ftp[d + f"{acc}.xml"] = text(
            f'<submission><section accno="{acc}"><attribute name="Title">{escape(title)}</attribute></section></submission>',
            "application/xml",
        )
        ftp[d + f"{acc}.tsv"] = text(
            f"Submission\t{acc}\nTitle\t{title}\n", "text/tab-separated-values"
        )
        for x, t in linked:
            pages.setdefault(
                f"/biostrata/studies/{x}",
                STUDY.page(x, f"<h1>{escape(t)}</h1><p>Accession {x}</p>"),
            )
        pages.setdefault(
            f"/biostrata/{coll.lower()}/studies", STUDY.page(coll, f"<h1>{coll} studies</h1>")
        )
    for p, t in [
        ("/services", "Services"),
        ("/research", "Research"),
        ("/training", "Training"),
        ("/about", "About us"),
        ("/biostrata/", "BioStrata"),
        ("/biostrata/help", "Help"),
        ("/biostrata/submit", "Submit"),
        ("/biostrata/studies", "Browse studies"),
        ("/about/terms-of-use", "Terms of use"),
        ("/data-protection", "Data protection"),
        ("/accessibility", "Accessibility"),
        ("/biostrata/about", "About BioStrata"),
    ]:
        pages[p] = STUDY.page(t, f"<h1>{escape(t)}</h1>")
    return (STUDY.site(pages), Site(STUDY_FTP, ftp))


def _study_build() -> list[Site]:
    return list(_study_sites())


def _study_case(name: str, acc: str) -> Case:
    # single_page_plus_ignored: the study page links its data files and its metadata
    # exports (JSON/XML/TSV page-tab) on the FTP-style file host: one hop (the seed's
    # Figshare/Zenodo rows).  The institute-wide header/footer is on the homepage and 404
    # page; linked studies, the collection, publication and PubMed are other artifacts.
    entry = STUDY.url(f"/biostrata/studies/{acc}")
    linked = STUDIES[acc][4]
    return Case(
        name=name,
        imitates="biological study database record (BioStudies-like)",
        artifact_class=HOP,
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset({entry, *_study_files(acc)}),
        build=_study_build,
        others=frozenset(STUDY.url(f"/biostrata/studies/{x}") for x, _t in linked),
    )


# --------------------------------------- model repository (single_page_plus_ignored)

MODELS = Portal(
    host("www", "kinetomodels-repo"),
    "KinetoModels",
    menu=[
        ("/kinetomodels/", "Home"),
        ("/kinetomodels/search?query=*", "Browse"),
        ("/kinetomodels/submit", "Submit"),
        ("/kinetomodels/docs", "Documentation"),
        ("/kinetomodels/about", "About"),
    ],
    footer=[
        ("/kinetomodels/terms", "Terms of use"),
        ("/kinetomodels/privacy", "Privacy notice"),
        ("/kinetomodels/citation", "How to cite KinetoModels"),
        ("http://x.test/kinetomodels", "X"),
    ],
    title_format="{title} | KinetoModels",
    home_title="KinetoModels",
    home_main='<h1>KinetoModels</h1><p>A repository of mathematical models of biological processes.</p><h2>Model of the month</h2><p><a href="/kinetomodels/KMOD0000000987">Circadian clock of Ostreococcus</a></p>',
)

# id -> (name, files [(filename, kind)], curated, similar, submitter)
MODEL_RECORDS = {
    "KMOD0000001042": (
        "Sedgwick2025 - Quorum sensing in Vibrio fischeri with LuxR autoregulation",
        [
            ("KMOD0000001042_url.xml", "SBML L3V2"),
            ("KMOD0000001042.sedml", "SED-ML"),
            ("KMOD0000001042.omex", "COMBINE archive"),
            ("KMOD0000001042-sbgn.png", "SBGN diagram"),
            ("Sedgwick2025_curation.pdf", "Curation notes"),
        ],
        True,
        [("KMOD0000000987", "Circadian clock of Ostreococcus")],
        "ilse-brandvold",
    ),
    "MODEL2402190003": (
        "Okafor2024 - Glycolytic oscillations in yeast extracts (non-curated)",
        [("Okafor2024_glycolysis.xml", "SBML L3V1"), ("Okafor2024_glycolysis.cps", "COPASI file")],
        False,
        [],
        "chidi-okafor",
    ),
}


def _model_downloads(mid: str) -> list[str]:
    return [
        MODELS.url(f"/kinetomodels/model/download/{mid}?filename={f}")
        for f, _k in MODEL_RECORDS[mid][1]
    ]


def _model(mid: str) -> str:
    name, files, curated, similar, submitter = MODEL_RECORDS[mid]
    frows = rows(
        [[a(u, f), escape(k)] for u, (f, k) in zip(_model_downloads(mid), files, strict=True)]
    )
    badge = (
        '<span class="badge curated">Curated</span>'
        if curated
        else '<span class="badge">Non-curated</span>'
    )
    main = f"""{cookie_banner("/kinetomodels/privacy")}
<div class="model-header"><h1>{escape(name)}</h1>{badge}<p>{mid} · Format: SBML · Submitter: <a href="/kinetomodels/people/{submitter}">{escape(submitter.replace("-", " ").title())}</a></p>
<p><a class="btn" href="/kinetomodels/model/download/{mid}">Download all files (.zip)</a></p></div>
<ul class="tabs"><li><a href="#Overview">Overview</a></li><li><a href="#Files">Files</a></li><li><a href="#History">History</a></li><li><a href="#Curation">Curation</a></li></ul>
<section id="Overview"><h2>Overview</h2><p>Mathematical model described in the title; reproduces figure 3 of the publication.</p>
<p>Publication: {a("http://pubmed.test/39811220", "PubMed 39811220")} · Encoder: {escape(submitter)}</p>
<p>Annotations: {a("http://identifiers.test/uniprot/P12746", "uniprot:P12746")} {a("http://identifiers.test/GO:0009372", "GO:0009372")} {a("http://identifiers.test/taxonomy/668", "taxonomy:668")}</p></section>
<section id="Files"><h2>Model files</h2><table><tr><th>File</th><th>Description</th></tr>{frows}</table></section>
<section id="History"><h2>History</h2><p>Revision 2 (current), 2026-01-05; revision 1, 2025-11-20.</p></section>
<section id="Curation"><h2>Curation</h2><p>{"Model simulated in COPASI 4.44 and reproduces the published results." if curated else "This model has not been curated."}</p></section>
{related("Similar models", [(f"/kinetomodels/{s}", t) for s, t in similar]) if similar else ""}"""
    return MODELS.page(f"{mid} - {name}", main, share=MODELS.url("/kinetomodels/" + mid))


@cache
def _model_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    for mid, (name, files, _c, similar, submitter) in MODEL_RECORDS.items():
        pages[f"/kinetomodels/{mid}"] = _model(mid)
        for f, _k in files:
            key = f"/kinetomodels/model/download/{mid}?filename={f}"
            if f.endswith(".png"):
                pages[key] = data(png(40, 30), "image/png")
            elif f.endswith(".pdf"):
                pages[key] = data(pdf("Curation notes", [name]), "application/pdf")
            elif f.endswith(".omex"):
                pages[key] = blob(f, "application/zip")
            else:
                pages[key] = text(
                    f'<?xml version="1.0"?><sbml><model id="{mid}" name="{escape(name)}"/></sbml>',
                    "application/xml",
                )
        pages[f"/kinetomodels/model/download/{mid}"] = blob(mid, "application/zip")
        pages[f"/kinetomodels/people/{submitter}"] = MODELS.page(
            submitter, f"<h1>{escape(submitter)}</h1><p>Models submitted: 3</p>"
        )
        for s, t in similar:
            pages.setdefault(
                f"/kinetomodels/{s}", MODELS.page(f"{s} - {t}", f"<h1>{escape(t)}</h1>")
            )
    for p, t in [
        ("/kinetomodels/", "KinetoModels"),
        ("/kinetomodels/search", "Browse"),
        ("/kinetomodels/submit", "Submit"),
        ("/kinetomodels/docs", "Documentation"),
        ("/kinetomodels/about", "About"),
        ("/kinetomodels/terms", "Terms"),
        ("/kinetomodels/privacy", "Privacy"),
        ("/kinetomodels/citation", "How to cite"),
    ]:
        pages[p] = MODELS.page(t, f"<h1>{escape(t)}</h1>")
    return (MODELS.site(pages),)


def _model_build() -> list[Site]:
    return list(_model_sites())


def _model_case(name: str, mid: str) -> Case:
    # single_page_plus_ignored: the model page links each model file and a zip of all of
    # them (tabs are fragments of the same page): Single Hop, like the seed's Zenodo row.
    # Truth: page + per-file downloads + the zip.  Submitter, similar models, PubMed and
    # identifiers.org annotations are other things.
    entry = MODELS.url("/kinetomodels/" + mid)
    _n, _f, _c, similar, submitter = MODEL_RECORDS[mid]
    return Case(
        name=name,
        imitates="computational model repository entry (BioModels-like)",
        artifact_class=HOP,
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset(
            {entry, MODELS.url(f"/kinetomodels/model/download/{mid}"), *_model_downloads(mid)}
        ),
        build=_model_build,
        others=frozenset(
            {
                MODELS.url(f"/kinetomodels/people/{submitter}"),
                *(MODELS.url(f"/kinetomodels/{s}") for s, _t in similar),
            }
        ),
    )


# ------------------------------------------------ expression archive series (sig_uri)

GEO = Portal(
    host("www", "transcriptarium-db"),
    "Transcriptarium",
    menu=[
        ("/geo/", "Transcriptarium home"),
        ("/geo/info/overview.html", "Documentation"),
        ("/geo/info/submission.html", "Submission"),
        ("/geo/browse/", "Browse content"),
        ("/geo/summary/", "Repository summary"),
    ],
    footer=[
        ("/home/about/policies/", "Policies"),
        ("/home/about/disclaimer/", "Disclaimer"),
        ("/home/about/accessibility/", "Accessibility"),
        ("http://www.hhs-like.test/vulnerability-disclosure/", "Vulnerability disclosure"),
    ],
    title_format="Transcriptarium Accession viewer",
)
GEO_FTP = host("ftp", "transcriptarium-db")

# accession -> (title, organism, platform, samples, suppl files, bioproject)
SERIES = {
    "GSE271044": (
        "Transcriptional response of coral larvae to marine heatwave temperatures",
        "Acropora millepora",
        "GPL24676",
        [
            ("GSM8367101", "larvae_27C_rep1"),
            ("GSM8367102", "larvae_27C_rep2"),
            ("GSM8367103", "larvae_32C_rep1"),
            ("GSM8367104", "larvae_32C_rep2"),
        ],
        ["GSE271044_RAW.tar", "GSE271044_gene_counts.tsv.gz"],
        "PRJNA1134567",
    ),
    "GSE268815": (
        "ATAC-seq of zebrafish fin regenerates at 3 days post amputation",
        "Danio rerio",
        "GPL24995",
        [("GSM8290011", "regenerate_3dpa_A"), ("GSM8290012", "uninjured_A")],
        ["GSE268815_peaks.narrowPeak.gz"],
        "PRJNA1120448",
    ),
}


def _geo_dir(acc: str) -> str:
    return f"/geo/series/{acc[:-3]}nnn/{acc}/"


def _geo_urls(acc: str) -> list[str]:
    """Every URI of the series (all carry the accession): page, FTP listings, files, HTTP downloads."""
    d = f"http://{GEO_FTP}{_geo_dir(acc)}"
    suppl = SERIES[acc][4]
    return [
        GEO.url(f"/geo/query/acc.cgi?acc={acc}"),
        d,
        d + "soft/",
        d + f"soft/{acc}_family.soft.gz",
        d + "miniml/",
        d + f"miniml/{acc}_family.xml.tgz",
        d + "matrix/",
        d + f"matrix/{acc}_series_matrix.txt.gz",
        d + "suppl/",
        *(d + "suppl/" + f for f in suppl),
        GEO.url(f"/geo/download/?acc={acc}&format=file"),
        *(GEO.url(f"/geo/download/?acc={acc}&format=file&file={f}") for f in suppl),
    ]


def _geo_series(acc: str) -> str:
    title, org, gpl, samples, suppl, bioproject = SERIES[acc]
    d = f"http://{GEO_FTP}{_geo_dir(acc)}"
    srows = rows([[a(f"/geo/query/acc.cgi?acc={g}", g), escape(n)] for g, n in samples])
    frows = rows(
        [
            [
                escape(f),
                "12.4 Mb",
                f"{a(d + 'suppl/' + f, '(ftp)')}{a(f'/geo/download/?acc={acc}&format=file&file={f}', '(http)')}",
                "TAR" if f.endswith("tar") else "TSV",
            ]
            for f in suppl
        ]
    )
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Transcriptarium Accession viewer</title>
<link rel="stylesheet" href="/static/site.css"></head><body>
<div id="universal-header"><a href="/">Transcriptarium</a> <a href="/geo/">Home</a> <a href="/geo/info/overview.html">Documentation</a> <a href="/geo/browse/">Browse</a> <a href="/account/">Log in</a></div>
<form action="/geo/query/acc.cgi" method="get">Accession <input name="acc" value="{acc}"><button>GO</button></form>
<table class="series">
<tr><td>Status</td><td>Public on Feb 02, 2026</td></tr>
<tr><td>Title</td><td>{escape(title)}</td></tr>
<tr><td>Organism</td><td>{a(f"/Taxonomy/Browser/wwwtax.cgi?name={org.replace(' ', '+')}", org)}</td></tr>
<tr><td>Experiment type</td><td>Expression profiling by high throughput sequencing</td></tr>
<tr><td>Contributor(s)</td><td>{a("/geo/browse/?view=series&contributor=Halvorsen+T", "Halvorsen T")}, {a("/geo/browse/?view=series&contributor=Mbeki+L", "Mbeki L")}</td></tr>
<tr><td>Citation(s)</td><td>{a("http://pubmed.test/41002345", "Halvorsen T et al. Mol Ecol 2026")}</td></tr>
<tr><td>Platforms (1)</td><td>{a(f"/geo/query/acc.cgi?acc={gpl}", gpl)} Illumina NovaSeq 6000</td></tr>
<tr><td>Samples ({len(samples)})</td><td><table>{srows}</table></td></tr>
<tr><td>Relations</td><td>BioProject {a(f"http://www.bioproj-archive.test/bioproject/{bioproject}", bioproject)} · SRA {a(f"http://www.bioproj-archive.test/sra?term=SRP5{acc[-5:]}", "SRP5" + acc[-5:])}</td></tr>
</table>
<p>Download family: {a(d + f"soft/{acc}_family.soft.gz", "SOFT formatted family file(s)")} · {a(d + f"miniml/{acc}_family.xml.tgz", "MINiML formatted family file(s)")} · {a(d + "matrix/", "Series Matrix File(s)")}</p>
<table class="suppl"><tr><th>Supplementary file</th><th>Size</th><th>Download</th><th>File type</th></tr>{frows}</table>
<p>{a(f"/geo/download/?acc={acc}&format=file", "Download all supplementary files (http)")} · {a(d + "suppl/", "Browse the supplementary folder (ftp)")} · {a(d, "All series files (ftp)")}</p>
<div id="footer">{a("/home/about/policies/", "Policies")} {a("/home/about/disclaimer/", "Disclaimer")} {a("/home/about/accessibility/", "Accessibility")}</div>
</body></html>"""


def _ftp_listing(path: str, names: list[str]) -> str:
    items = "".join(
        f'<a href="{escape(n)}">{escape(n)}</a>   02-Feb-2026 10:01    -\n' for n in names
    )
    return f'<html><head><title>Index of {path}</title></head><body><h1>Index of {path}</h1><pre><a href="../">Parent Directory</a>\n{items}</pre></body></html>'


@cache
def _geo_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {}
    ftp: dict[str, PageValue] = {}
    for acc, (_title, _org, gpl, samples, suppl, _bp) in SERIES.items():
        pages[f"/geo/query/acc.cgi?acc={acc}"] = _geo_series(acc)
        for g, n in samples:
            pages[f"/geo/query/acc.cgi?acc={g}"] = (
                f"<!DOCTYPE html><html><head><title>Transcriptarium Accession viewer</title></head><body><table><tr><td>Sample</td><td>{g}</td></tr><tr><td>Title</td><td>{escape(n)}</td></tr></table></body></html>"
            )
        pages.setdefault(
            f"/geo/query/acc.cgi?acc={gpl}",
            f"<!DOCTYPE html><html><head><title>Transcriptarium Accession viewer</title></head><body><p>Platform {gpl}</p></body></html>",
        )
        pages[f"/geo/download/?acc={acc}&format=file"] = blob(acc, "application/x-tar")
        d = _geo_dir(acc)
        ftp[d] = _ftp_listing(d, ["matrix/", "miniml/", "soft/", "suppl/"])
        ftp[d + "soft/"] = _ftp_listing(d + "soft/", [f"{acc}_family.soft.gz"])
        ftp[d + "miniml/"] = _ftp_listing(d + "miniml/", [f"{acc}_family.xml.tgz"])
        ftp[d + "matrix/"] = _ftp_listing(d + "matrix/", [f"{acc}_series_matrix.txt.gz"])
        ftp[d + "suppl/"] = _ftp_listing(d + "suppl/", suppl)
        for f in [
            f"soft/{acc}_family.soft.gz",
            f"miniml/{acc}_family.xml.tgz",
            f"matrix/{acc}_series_matrix.txt.gz",
            *("suppl/" + s for s in suppl),
        ]:
            ftp[d + f] = blob(f, "application/gzip")
        for s in suppl:
            pages[f"/geo/download/?acc={acc}&format=file&file={s}"] = blob(s, "application/gzip")
        parent = d.rsplit("/", 2)[0] + "/"
        ftp.setdefault(parent, _ftp_listing(parent, [acc + "/"]))
    for p, t in [
        ("/geo/", "Transcriptarium"),
        ("/geo/info/overview.html", "Overview"),
        ("/geo/info/submission.html", "Submission"),
        ("/geo/browse/", "Browse"),
        ("/geo/summary/", "Summary"),
        ("/home/about/policies/", "Policies"),
        ("/home/about/disclaimer/", "Disclaimer"),
        ("/home/about/accessibility/", "Accessibility"),
        ("/account/", "Log in"),
    ]:
        pages[p] = GEO.page(t, f"<h1>{escape(t)}</h1>", raw_title=True)
    return (GEO.site(pages), Site(GEO_FTP, ftp))


def _geo_build() -> list[Site]:
    return list(_geo_sites())


def _geo_case(name: str, acc: str) -> Case:
    # sig_uri: like the seed's GBIF row, the series accession is in every URI of the
    # artifact, across the viewer host and the FTP host and several hops deep (family
    # files inside the soft/miniml/matrix folders).  Every page has the same generic
    # <title>, so no title string helps.  Samples (GSM) and the platform (GPL) are records of
    # their own; BioProject/SRA/PubMed are elsewhere.
    _t, _o, gpl, samples, _s, _b = SERIES[acc]
    return Case(
        name=name,
        imitates="gene-expression archive series (GEO-like)",
        artifact_class=MULTI,
        expected="sig_uri",
        entry=GEO.url(f"/geo/query/acc.cgi?acc={acc}"),
        truth=frozenset(_geo_urls(acc)),
        build=_geo_build,
        others=frozenset(
            GEO.url(f"/geo/query/acc.cgi?acc={g}") for g in [gpl, *(s for s, _n in samples)]
        ),
    )


# ----------------------------------------------- model-organism gene page (single_page)

FISH = Portal(
    host("www", "finnowbase"),
    "FinnowBase",
    menu=[
        ("/search?category=Genes", "Genes"),
        ("/search?category=Mutants", "Mutants / Tg"),
        ("/search?category=Expression", "Expression"),
        ("/search?category=Phenotype", "Phenotype"),
        ("/action/blast/blast", "BLAST"),
        ("/downloads", "Downloads"),
        ("/community", "Community"),
    ],
    footer=[
        ("/about", "About FinnowBase"),
        ("/citing", "Citing FinnowBase"),
        ("/privacy", "Privacy"),
        ("http://www.finnow-consortium.test/", "Finnow consortium"),
    ],
    title_format="FinnowBase: {title}",
    home_title="FinnowBase",
)

# gene id -> (symbol, name, chromosome, alleles, figures, pubs)
GENES = {
    "FNB-GENE-040312-7": (
        "pigr3",
        "pigment ring 3",
        "14",
        [("FNB-ALT-190611-2", "pigr3<sup>fn41</sup>")],
        [("FNB-FIG-220104-11", "Fig. 3 from Aalto et al., 2022")],
        [("FNB-PUB-220104-3", "Aalto et al., 2022"), ("FNB-PUB-180920-9", "Moreau et al., 2018")],
    ),
    "FNB-GENE-991207-3": (
        "fgf20b",
        "fibroblast growth factor 20b",
        "1",
        [("FNB-ALT-210302-5", "fgf20b<sup>fn88</sup>")],
        [],
        [("FNB-PUB-180920-9", "Moreau et al., 2018")],
    ),
}


def _gene(gid: str) -> str:
    sym, gname, chrom, alleles, figs, pubs = GENES[gid]
    al = ", ".join(f'<a href="/{x}">{t}</a>' for x, t in alleles)
    fg = ", ".join(f'<a href="/{x}">{escape(t)}</a>' for x, t in figs) or "No data available"
    pb = ", ".join(f'<a href="/{x}">{escape(t)}</a>' for x, t in pubs)
    main = f"""<div class="data-page"><div class="summary"><h1><i>{sym}</i></h1>
<table class="primary-entity-attributes">
<tr><th>ID</th><td>{gid}</td></tr><tr><th>Name</th><td>{escape(gname)}</td></tr><tr><th>Symbol</th><td><i>{sym}</i></td></tr>
<tr><th>Previous names</th><td>si:ch211-88k9.2</td></tr><tr><th>Type</th><td>protein_coding_gene</td></tr>
<tr><th>Location</th><td>Chr: {chrom} <a href="http://genome-browser.test/Danio_rerio/Location/View?g={sym}">Genome browser</a></td></tr>
<tr><th>Description</th><td>Predicted to enable ... Acts upstream of pigment cell differentiation.</td></tr>
<tr><th>Genome resources</th><td>{a(f"http://seqdb.test/gene/{sym}", "SeqDB Gene")} {a(f"http://uniprot-like.test/uniprotkb/Q7ZV{len(sym)}1", "UniProtKB")}</td></tr>
</table></div>
<section id="expression"><h2>Expression</h2><p>Figures: {fg}</p></section>
<section id="phenotype"><h2>Phenotype</h2><p>Reduced iridophore stripe in mutants.</p></section>
<section id="mutants"><h2>Mutants / Tg / Knockdown reagents</h2><p>Alleles: {al}</p></section>
<section id="orthology"><h2>Orthology</h2><table><tr><th>Species</th><th>Symbol</th></tr><tr><td>Human</td><td>{a(f"http://hgnc-like.test/gene/{sym.upper()}", sym.upper())}</td></tr><tr><td>Mouse</td><td>{a(f"http://mgi-like.test/marker/{sym.capitalize()}", sym.capitalize())}</td></tr></table></section>
<section id="citations"><h2>Citations</h2><p>{pb}</p></section>
<p class="last-modified">Last updated 2026-02-03. <a href="/action/updates/{gid}">Data update history</a></p></div>"""
    return FISH.page(f"Gene: {sym}", main)


@cache
def _fish_sites() -> tuple[Site, ...]:
    pages: dict[str, PageValue] = {f"/{g}": _gene(g) for g in GENES}
    for _s, _n, _c, alleles, figs, pubs in GENES.values():
        for x, t in alleles + figs + pubs:
            pages.setdefault(f"/{x}", FISH.page(x, f"<h1>{t}</h1>"))
    for g in GENES:
        pages[f"/action/updates/{g}"] = FISH.page("Updates", "<h1>Data updates</h1>")
    for p, t in [
        ("/search", "Search"),
        ("/action/blast/blast", "BLAST"),
        ("/downloads", "Downloads"),
        ("/community", "Community"),
        ("/about", "About"),
        ("/citing", "Citing"),
        ("/privacy", "Privacy"),
    ]:
        pages[p] = FISH.page(t, f"<h1>{t}</h1>")
    return (FISH.site(pages),)


def _fish_build() -> list[Site]:
    return list(_fish_sites())


def _fish_case(name: str, gid: str) -> Case:
    # single_page: a gene report is one page with every section on it (Single Artifact
    # URI, like the seed's encyclopedia-article row); alleles, figures, publications and
    # external orthologues are records of their own.
    _s, _n, _c, alleles, figs, pubs = GENES[gid]
    return Case(
        name=name,
        imitates="model-organism database gene page (ZFIN-like)",
        artifact_class=SINGLE,
        expected="single_page",
        entry=FISH.url("/" + gid),
        truth=frozenset({FISH.url("/" + gid)}),
        build=_fish_build,
        others=frozenset(FISH.url("/" + x) for x, _t in alleles + figs + pubs),
    )


CASES: list[Case] = [
    _seq_case("sedgeseq-run-err4581234", "/vol1/fastq/ERR458/004/ERR4581234/"),
    _seq_case("sedgeseq-submitted-bam-err4589907", "/vol1/run/ERR458/ERR4589907/"),
    _study_case("biostrata-planarian-atlas", "S-BSST1187"),
    _study_case("biostrata-arabidopsis-phosphate", "E-MTAB-14022"),
    _model_case("kinetomodels-vibrio-quorum", "KMOD0000001042"),
    _model_case("kinetomodels-yeast-glycolysis", "MODEL2402190003"),
    _geo_case("transcriptarium-coral-heatwave", "GSE271044"),
    _geo_case("transcriptarium-zebrafish-atac", "GSE268815"),
    _fish_case("finnowbase-pigr3", "FNB-GENE-040312-7"),
    _fish_case("finnowbase-fgf20b", "FNB-GENE-991207-3"),
]
