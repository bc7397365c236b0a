"""Sequence and genome data portals of heldout83: a sequence-read archive (studies,
experiments, runs), a genome assembly database, a GWAS study catalogue, a genomics data
depot and bare release-file indexes.  Each builder serves every record of its portal, so
the cases of one portal build the same sites.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import Chrome, a, data, gz, links, table, txt

# --- sequence read archive: sig_uri ------------------------------------------------------

RV = "www.readvaulta.hx83.example"
RV_API = "api.readvaulta.hx83.example"
RV_FILES = "files.readvaulta.hx83.example"


def _rv_chrome() -> Chrome:
    return Chrome(
        Portal(
            RV,
            "ReadVault",
            [
                ("/browser/", "Browse"),
                ("/submit/", "Submit"),
                ("/docs/", "Documentation"),
                ("/about/", "About"),
            ],
            [
                ("/about/terms", "Terms of use"),
                ("/about/privacy", "Privacy"),
                ("/status", "Service status"),
                ("/docs/api", "API"),
            ],
            title_format="{title} < ReadVault",
            home_title="ReadVault < Sequence read archive",
        ),
        "ReadVault archives raw reads, experiments and studies from sequencing projects.",
    )


def _rv_study(
    c: Chrome,
    acc: str,
    title: str,
    runs: list[tuple[str, str, str]],
    project: str,
    related: str | None,
    per_page: int,
) -> dict[str, PageValue]:
    """Pages of one study.  Runs are (run, experiment, sample).  Every study-level URI
    carries the study accession; run, experiment and sample pages have their own."""
    pages: dict[str, PageValue] = {}
    search = f"/browser/search?result=read_run&study_accession={acc}"
    xml = f"http://{RV_API}/v2/study/{acc}/xml"
    report = f"http://{RV_API}/v2/filereport?accession={acc}&result=read_run&format=tsv"
    chunks = [runs[i : i + per_page] for i in range(0, len(runs), per_page)]
    for n, chunk in enumerate(chunks):
        path = search if n == 0 else f"{search}&offset={n * per_page}"
        rows = [
            [a(f"/run/{r}", r), a(f"/experiment/{e}", e), a(f"/sample/{s}", s)] for r, e, s in chunk
        ]
        nav = ""
        if n + 1 < len(chunks):
            nav = a(f"{search}&offset={(n + 1) * per_page}", "Next page")
        pages[path] = c.page(
            f"Runs of {acc}",
            f"<h1>Read runs</h1><p>Filter: study_accession = {acc}</p>"
            + table(rows, ["Run", "Experiment", "Sample"])
            + nav,
        )
    for r, e, s in runs:
        fq = f"http://{RV_FILES}/vol1/fastq/{r[:6]}/{r}/{r}_1.fastq.gz"
        pages[f"/run/{r}"] = c.page(
            r,
            f"<h1>Run {r}</h1><p>Experiment {a(f'/experiment/{e}', e)}</p>"
            f"<p>Reads: {a(fq, 'FASTQ (read 1)')}</p>",
        )
        pages[f"/experiment/{e}"] = c.page(
            e,
            f"<h1>Experiment {e}</h1><p>Illumina NovaSeq 6000, paired</p>"
            f"<p>Sample {a(f'/sample/{s}', s)} · run {a(f'/run/{r}', r)}</p>",
        )
        pages[f"/sample/{s}"] = c.page(s, f"<h1>Sample {s}</h1><p>Biosample record</p>")
        pages[f"files:{fq}"] = gz(f"@{r}.1\nACGTTGCA\n+\nIIIIIIII\n")
    aside = "<h3>Project</h3>" + links([(f"/project/{project}", project)])
    if related:
        aside += "<h3>Related studies</h3>" + links([(f"/study/{related}", related)])
    pages[f"/study/{acc}"] = c.page(
        f"Study: {title}",
        f"<h1>{escape(title)}</h1><dl><dt>Accession</dt><dd>{acc}</dd>"
        f"<dt>Runs</dt><dd>{len(runs)}</dd></dl>"
        "<h2>Data</h2>"
        + links(
            [
                (search, "Read runs of this study"),
                (report, "Read file report (TSV)"),
                (xml, "Study XML"),
            ]
        ),
        aside=aside,
    )
    pages[f"api:{xml}"] = data(
        f'<?xml version="1.0"?><STUDY_SET><STUDY accession="{acc}"><DESCRIPTOR>'
        f"<STUDY_TITLE>{escape(title)}</STUDY_TITLE></DESCRIPTOR></STUDY></STUDY_SET>\n",
        "application/xml",
    )
    pages[f"api:{report}"] = txt(
        "run_accession\tfastq_ftp\n"
        + "".join(f"{r}\t{RV_FILES}/vol1/fastq/{r[:6]}/{r}/{r}_1.fastq.gz\n" for r, _e, _s in runs)
    )
    return pages


def rv_sites() -> list[Site]:
    c = _rv_chrome()
    pages: dict[str, PageValue] = {}
    pages.update(
        _rv_study(
            c,
            "XRP004217",
            "Gut microbiome shotgun metagenomes of infant twins",
            [(f"XRR11020{i}", f"XRX8810{i}", f"XRS55020{i}") for i in range(4)],
            "XRJ000881",
            None,
            25,
        )
    )
    pages.update(
        _rv_study(
            c,
            "XRP009930",
            "Single-cell RNA-seq of zebrafish fin regeneration time course",
            [(f"XRR2233{i:02d}", f"XRX9044{i:02d}", f"XRS6610{i:02d}") for i in range(12)],
            "XRJ001204",
            "XRP009931",
            5,
        )
    )
    pages.update(
        _rv_study(
            c,
            "XRP009931",
            "Bulk RNA-seq of zebrafish fin regeneration",
            [("XRR224001", "XRX904501", "XRS661201")],
            "XRJ001204",
            None,
            25,
        )
    )
    for p in ("XRJ000881", "XRJ001204"):
        pages[f"/project/{p}"] = c.page(p, f"<h1>Umbrella project {p}</h1>")
    main = {k: v for k, v in pages.items() if not k.startswith(("api:", "files:"))}
    api = Site(RV_API)
    files = Site(RV_FILES)
    for k, v in pages.items():
        if k.startswith("api:"):
            api.add(k.split(RV_API, 1)[1], v)
        elif k.startswith("files:"):
            files.add(k.split(RV_FILES, 1)[1], v)
    return [c.site(main), api, files]


def _rv_truth(acc: str, offsets: list[int]) -> list[str]:
    s = f"http://{RV}/browser/search?result=read_run&study_accession={acc}"
    return [
        f"http://{RV}/study/{acc}",
        s,
        *(f"{s}&offset={o}" for o in offsets),
        f"http://{RV_API}/v2/study/{acc}/xml",
        f"http://{RV_API}/v2/filereport?accession={acc}&result=read_run&format=tsv",
    ]


# --- genome assembly database: single_page_plus_ignored ---------------------------------

AN = "www.assemblynexus.hx83.example"
AN_FTP = "ftp.assemblynexus.hx83.example"


def _an_chrome() -> Chrome:
    return Chrome(
        Portal(
            AN,
            "AssemblyNexus",
            [
                ("/assembly/", "Assemblies"),
                ("/taxonomy/", "Taxonomy"),
                ("/bioproject/", "BioProjects"),
                ("/tools/blast", "BLAST"),
                ("/help/faq", "FAQ"),
            ],
            [
                ("/about/policies", "Policies"),
                ("/about/disclaimer", "Disclaimer"),
                ("/about/contact", "Contact"),
                ("/about/accessibility", "Accessibility"),
            ],
            title_format="{title} - AssemblyNexus",
            home_title="AssemblyNexus",
        ),
        "AssemblyNexus holds genome assemblies with their sequence and annotation files.",
    )


def _an_record(
    c: Chrome, acc: str, name: str, org: str, files: list[str], others: list[str], folder: bool
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/genomes/all/GNA/{acc[4:7]}/{acc[7:10]}/{acc[10:13]}/{acc}_{name}/"
    ftp: dict[str, PageValue] = {}
    file_urls = [f"http://{AN_FTP}{base}{acc}_{name}_{f}" for f in files]
    for f, u in zip(files, file_urls, strict=True):
        path = u.split(AN_FTP, 1)[1]
        ftp[path] = txt(f"# {acc} {f}\n") if f.endswith(".txt") else gz(f">{acc} {f}\nACGT\n")
    if folder:
        ftp[base] = (
            f"<html><head><title>Index of {base}</title></head><body><h1>Index of {base}</h1>"
            + "".join(
                f'<a href="{escape(u.rsplit("/", 1)[1])}">{escape(u.rsplit("/", 1)[1])}</a><br>'
                for u in file_urls
            )
            + "</body></html>"
        )
    exports = [f"/assembly/{acc}/export?format={x}" for x in ("ris", "bibtex")]
    pages: dict[str, PageValue] = {}
    for x in exports:
        pages[x] = txt(f"TY  - DATA\nTI  - {org} genome assembly {name}\nID  - {acc}\n")
    dl = [(u, u.rsplit("/", 1)[1]) for u in file_urls]
    if folder:
        dl.append((f"http://{AN_FTP}{base}", "Browse the FTP folder"))
    others_html = links([(f"/assembly/{o}", o) for o in others if o.startswith("GNA")])
    pages[f"/assembly/{acc}"] = c.page(
        f"{name} - {org} genome assembly",
        f"<h1>{escape(org)} genome assembly {escape(name)}</h1>"
        f"<p>Accession {acc} · Organism {a('/taxonomy/' + org.split()[0].lower(), org)} · "
        f"BioProject {a('/bioproject/' + others[-1], others[-1])}</p>"
        "<h2>Download</h2>"
        + links(dl)
        + "<h2>Cite</h2>"
        + links([(exports[0], "RIS"), (exports[1], "BibTeX")]),
        aside="<h3>Other versions</h3>" + others_html,
        share=c.url(f"/assembly/{acc}"),
    )
    truth = [c.url(f"/assembly/{acc}"), *file_urls, *(c.url(x) for x in exports)]
    if folder:
        truth.append(f"http://{AN_FTP}{base}")
    return pages, ftp, truth


def an_sites() -> list[Site]:
    c = _an_chrome()
    pages: dict[str, PageValue] = {}
    ftp: dict[str, PageValue] = {}
    for args in _AN_RECORDS:
        p, f, _t = _an_record(c, *args)
        pages.update(p)
        ftp.update(f)
    for o in ("GNA_000417.1", "GNA_018830.1", "GNA_018830.2"):
        pages[f"/assembly/{o}"] = c.page(o, f"<h1>Assembly {o} (superseded)</h1>")
    for b in ("PRJX2211", "PRJX4090"):
        pages[f"/bioproject/{b}"] = c.page(b, f"<h1>BioProject {b}</h1>")
    for t in ("danio", "oryzias"):
        pages[f"/taxonomy/{t}"] = c.page(t, f"<h1>Taxon {t}</h1>")
    return [c.site(pages), Site(AN_FTP, ftp)]


_AN_RECORDS = [
    (
        "GNA_000417.2",
        "ZfinRef2",
        "Danio rerio",
        ["genomic.fna.gz", "genomic.gff.gz", "assembly_report.txt"],
        ["GNA_000417.1", "PRJX2211"],
        False,
    ),
    (
        "GNA_018830.3",
        "OlatHdrR3",
        "Oryzias latipes",
        [
            "genomic.fna.gz",
            "genomic.gff.gz",
            "genomic.gtf.gz",
            "protein.faa.gz",
            "rna.fna.gz",
            "cds_from_genomic.fna.gz",
            "assembly_report.txt",
            "assembly_stats.txt",
            "md5checksums.txt",
        ],
        ["GNA_018830.1", "GNA_018830.2", "PRJX4090"],
        True,
    ),
]


def _an_truth(i: int) -> list[str]:
    return _an_record(_an_chrome(), *_AN_RECORDS[i])[2]


# --- GWAS study catalogue: sig_title ------------------------------------------------------

TL = "www.traitlinkcat.hx83.example"
GW1 = "Genome-wide meta-analysis of resting heart rate in 61,402 Nordic adults"
GW2 = "Multi-ancestry genome-wide association study of chronic kidney disease progression"


def _tl_chrome() -> Chrome:
    # Pages are titled by the study or trait alone: the portal name is only in the header.
    return Chrome(
        Portal(
            TL,
            "TraitLink Catalog",
            [
                ("/search-studies", "Studies"),
                ("/traits", "Traits"),
                ("/downloads", "Downloads"),
                ("/docs", "Documentation"),
            ],
            [("/about", "About"), ("/docs/license", "Licence"), ("/docs/citation", "Cite us")],
            title_format="{title}",
            home_title="TraitLink Catalog of genome-wide association studies",
        ),
        "TraitLink curates published genome-wide association studies.",
    )


def tl_sites() -> list[Site]:
    c = _tl_chrome()
    pages: dict[str, PageValue] = {}
    # publication id, title, association page ids, ancestry id, sumstats id, related pub
    recs = [
        (28811, GW1, [551902], 77310, 4410, 30144),
        (30592, GW2, [602110, 602111, 602112], 78821, 4977, 28811),
    ]
    for pub, title, assoc, anc, ss, rel in recs:
        head = f"<p class='study'>Study: {escape(title)}</p>"
        for i, aid in enumerate(assoc):
            nxt = a(f"/associations/view/{assoc[i + 1]}", "Next page") if i + 1 < len(assoc) else ""
            pages[f"/associations/view/{aid}"] = c.page(
                f"Associations (page {i + 1})",
                f"<h1>Associations</h1>{head}"
                + table(
                    [[f"rs{aid}{k}", "1.2e-9", "0.031"] for k in range(3)],
                    ["Variant", "P-value", "Beta"],
                )
                + nxt,
            )
        pages[f"/ancestry/{anc}"] = c.page(
            "Ancestry",
            f"<h1>Sample ancestry</h1>{head}<p>Discovery: European; replication: East Asian</p>",
        )
        pages[f"/files/sumstats/{ss}/harmonised.tsv"] = txt(
            f"# study: {title}\n# build: GRCh38\nvariant_id\tp_value\tbeta\nrs1\t0.2\t0.01\n"
        )
        pages[f"/files/sumstats/{ss}/README.txt"] = txt(
            f"Summary statistics for: {title}\nColumns follow the catalogue format 1.0.\n"
        )
        pages[f"/publication/{pub}/export.ris"] = txt(f"TY  - JOUR\nTI  - {title}\n")
        other = (
            next(t for p, t, *_r in recs if p == rel)
            if rel != 30144
            else ("Heart rate variability GWAS in the TwinsNorth cohort")
        )
        pages[f"/publication/{pub}"] = c.page(
            title,
            f"<h1>{escape(title)}</h1><p>Trait: {a('/traits/EFO_0004326', 'heart rate')}"
            f" · Journal: {a('/journals/57', 'Nat Genet')}</p>"
            + links(
                [
                    (f"/associations/view/{assoc[0]}", "Associations"),
                    (f"/ancestry/{anc}", "Ancestry"),
                    (f"/files/sumstats/{ss}/harmonised.tsv", "Summary statistics"),
                    (f"/files/sumstats/{ss}/README.txt", "Summary statistics README"),
                    (f"/publication/{pub}/export.ris", "Export citation"),
                ]
            ),
            aside="<h3>Related studies</h3>" + links([(f"/publication/{rel}", other)]),
            share=c.url(f"/publication/{pub}"),
        )
    pages["/publication/30144"] = c.page(
        "Heart rate variability GWAS in the TwinsNorth cohort",
        "<h1>Heart rate variability GWAS in the TwinsNorth cohort</h1>",
    )
    pages["/traits/EFO_0004326"] = c.page("heart rate", "<h1>Trait: heart rate</h1>")
    pages["/journals/57"] = c.page("Nat Genet", "<h1>Journal: Nat Genet</h1>")
    return [c.site(pages)]


def _tl_truth(pub: int, assoc: list[int], anc: int, ss: int) -> list[str]:
    return [
        f"http://{TL}/publication/{pub}",
        *(f"http://{TL}/associations/view/{x}" for x in assoc),
        f"http://{TL}/ancestry/{anc}",
        f"http://{TL}/files/sumstats/{ss}/harmonised.tsv",
        f"http://{TL}/files/sumstats/{ss}/README.txt",
        f"http://{TL}/publication/{pub}/export.ris",
    ]


# --- genomics data depot (Dryad-like): sig_title_plus_ignored --------------------------------

HD = "www.helixdatadepot.hx83.example"
HD1 = "Data from: Population genomics of cichlid adaptive radiation in Lake Kivu"
HD2 = "Data from: Long-read assemblies of 14 wild tomato accessions reveal structural variants"


def _hd_chrome() -> Chrome:
    return Chrome(
        Portal(
            HD,
            "HelixDataDepot",
            [
                ("/discover", "Explore data"),
                ("/deposit", "Submit data"),
                ("/pages/faq", "FAQ"),
                ("/pages/about", "About"),
            ],
            [
                ("/pages/terms", "Terms"),
                ("/pages/privacy", "Privacy"),
                ("/pages/membership", "Members"),
            ],
            title_format="{title}",
            home_title="HelixDataDepot: genomics data repository",
        ),
        "HelixDataDepot publishes data underlying genomics articles.",
    )


def hd_sites() -> list[Site]:
    c = _hd_chrome()
    pages: dict[str, PageValue] = {}
    recs = [
        ("hdd.4k2m9", HD1, 7741, ["kivu_snps.vcf.gz", "sample_metadata.csv"]),
        (
            "hdd.9w3tq",
            HD2,
            8802,
            [
                "sv_calls.vcf.gz",
                "assemblies.tar.gz",
                "pangenome.gfa.gz",
                "accessions.csv",
                "methods_scripts.zip",
            ],
        ),
    ]
    for doi, title, handle, files in recs:
        base = f"/resource/doi:10.7781/{doi}"
        file_links = []
        for i, f in enumerate(files, 1):
            bit = f"/bitstream/handle/10255/{handle + i}/{f}?sequence=1"
            raw = b"CHROM,POS\n1,100\n" if f.endswith(".csv") else b"\x1f\x8b binary data"
            pages[bit] = data(raw, "application/octet-stream")
            pages[f"{base}/{i}"] = c.page(
                f"{title} - {f}",
                f"<h1>{escape(f)}</h1><p>File {i} of the data package "
                f"<q>{escape(title)}</q>.</p><p>{a(bit, 'Download ' + f)}</p>",
                raw_title=True,
            )
            file_links.append((f"{base}/{i}", f))
        pages[f"{base}/citation.ris"] = txt(f"TY  - DATA\nTI  - {title}\nDO  - 10.7781/{doi}\n")
        pages[base + "?show=full"] = c.page(
            title,
            f"<h1>{escape(title)}</h1><p>Full metadata record</p>"
            "<table><tr><td>dc.type</td><td>Dataset</td></tr></table>",
        )
        pages[base] = c.page(
            title,
            f"<h1>{escape(title)}</h1><p>doi:10.7781/{doi}</p><h2>Files in this package</h2>"
            + links(file_links)
            + links(
                [
                    (base + "?show=full", "Show full metadata"),
                    (f"{base}/citation.ris", "Export citation (RIS)"),
                ]
            ),
            aside="<h3>Related data packages</h3>"
            + links([("/resource/doi:10.7781/hdd.0x1aa", "Data from: Mbuna colour genomics")]),
            share=c.url(base),
        )
    pages["/resource/doi:10.7781/hdd.0x1aa"] = c.page(
        "Data from: Mbuna colour genomics", "<h1>Data from: Mbuna colour genomics</h1>"
    )
    return [c.site(pages)]


def _hd_truth(doi: str, handle: int, files: list[str]) -> list[str]:
    base = f"http://{HD}/resource/doi:10.7781/{doi}"
    return [
        base,
        base + "?show=full",
        f"{base}/citation.ris",
        *(f"{base}/{i}" for i in range(1, len(files) + 1)),
        *(
            f"http://{HD}/bitstream/handle/10255/{handle + i}/{f}?sequence=1"
            for i, f in enumerate(files, 1)
        ),
    ]


# --- bare release-file indexes: single_page_plus -----------------------------------------------

SO = "downloads.sequenceontix.hx83.example"
PR = "mirror.pipelinereleasex.hx83.example"


def _autoindex(path: str, names: list[str]) -> str:
    # FancyIndexing off and IndexIgnore ".." : the listing links its files and nothing else.
    rows = "".join(f'<li><a href="{escape(n)}"> {escape(n)}</a></li>' for n in names)
    return (
        f"<html><head><title>Index of {path}</title></head><body><h1>Index of {path}</h1>"
        f"<ul>{rows}</ul><address>Apache Server at {path}</address></body></html>"
    )


SO_FILES = ["so.obo", "so.owl", "so.json", "so-simple.obo", "release-notes.txt"]
PR_FILES = [
    "varflow-3.14.0.tar.gz",
    "varflow-3.14.0.tar.gz.asc",
    "varflow-3.14.0.tar.gz.sha256",
    "varflow-3.14.0-linux-x86_64.sif",
    "varflow-3.14.0.sbom.spdx.json",
    "varflow-3.14.0+docs.zip",
    "CHANGELOG-3.14.0.md",
    "SHA256SUMS",
]


def so_sites() -> list[Site]:
    site = Site(SO)
    for rel in ("2024-06-03", "2023-11-22"):
        d = f"/releases/{rel}/"
        site.add(d, _autoindex(d, SO_FILES))
        for f in SO_FILES:
            site.add(d + f, txt(f"format-version: 1.2\ndata-version: so/releases/{rel}\n"))
    site.add("/releases/", _autoindex("/releases/", ["2024-06-03/", "2023-11-22/"]))
    return [site]


def pr_sites() -> list[Site]:
    site = Site(PR)
    for rel, names in (("3.14.0", PR_FILES), ("3.13.2", ["varflow-3.13.2.tar.gz"])):
        d = f"/varflow/{rel}/"
        site.add(d, _autoindex(d, names))
        for f in names:
            site.add(d + f, data(f"varflow {rel} {f}\n", "application/octet-stream"))
    return [site]


CASES: list[Case] = [
    # GBIF-shaped: the study accession sits in the path of every study-level URI, on the
    # portal's www and api hosts, while run, experiment and sample pages carry their own
    # accessions: the seed's Significant String from URI (its GBIF row).
    case(
        "rv-metagenome-study",
        "sequence read archive (shotgun study, four runs)",
        "Multi-Hop",
        "sig_uri",
        f"http://{RV}/study/XRP004217",
        _rv_truth("XRP004217", []),
        rv_sites,
        others=[f"http://{RV}/project/XRJ000881"],
    ),
    # Same shape, twelve runs paginated five a page (pagination links keep the accession)
    # and a related study whose accession shares a prefix with this one.
    case(
        "rv-scrnaseq-study",
        "sequence read archive (single-cell study, paginated runs)",
        "Multi-Hop",
        "sig_uri",
        f"http://{RV}/study/XRP009930",
        _rv_truth("XRP009930", [5, 10]),
        rv_sites,
        others=[f"http://{RV}/project/XRJ001204", f"http://{RV}/study/XRP009931"],
    ),
    # Zenodo/Figshare-shaped landing page: files and citation exports one hop away, menus
    # and footers to ignore: Single Page+ with Ignored URIs.
    case(
        "an-zebrafish-assembly",
        "genome assembly database (three files)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{AN}/assembly/GNA_000417.2",
        _an_truth(0),
        an_sites,
        others=[f"http://{AN}/assembly/GNA_000417.1", f"http://{AN}/bioproject/PRJX2211"],
    ),
    # Harder: nine files plus the FTP folder on the portal's ftp host, two older versions.
    case(
        "an-medaka-assembly",
        "genome assembly database (nine files, FTP folder, versions)",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{AN}/assembly/GNA_018830.3",
        _an_truth(1),
        an_sites,
        others=[
            f"http://{AN}/assembly/GNA_018830.1",
            f"http://{AN}/assembly/GNA_018830.2",
            f"http://{AN}/bioproject/PRJX4090",
        ],
    ),
    # Dryad-shaped but every member, summary statistics included, prints the study title
    # and the URIs share no path or id: Significant String from Title.
    case(
        "tl-heart-rate-gwas",
        "GWAS study catalogue (one association page)",
        "Multi-Hop",
        "sig_title",
        f"http://{TL}/publication/28811",
        _tl_truth(28811, [551902], 77310, 4410),
        tl_sites,
        others=[f"http://{TL}/publication/30144"],
    ),
    # Harder: associations paginated over three pages, related study links back.
    case(
        "tl-kidney-gwas",
        "GWAS study catalogue (paginated associations)",
        "Multi-Hop",
        "sig_title",
        f"http://{TL}/publication/30592",
        _tl_truth(30592, [602110, 602111, 602112], 78821, 4977),
        tl_sites,
        others=[f"http://{TL}/publication/28811"],
    ),
    # The seed's Dryad: pages carry "Data from: ..." but the bitstreams do not: one hop
    # from the matching pages, chrome ignored: Significant String from Title+ with Ignored.
    case(
        "hd-cichlid-package",
        "genomics data depot (two files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{HD}/resource/doi:10.7781/hdd.4k2m9",
        _hd_truth("hdd.4k2m9", 7741, ["kivu_snps.vcf.gz", "sample_metadata.csv"]),
        hd_sites,
        others=[f"http://{HD}/resource/doi:10.7781/hdd.0x1aa"],
    ),
    case(
        "hd-tomato-package",
        "genomics data depot (five files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{HD}/resource/doi:10.7781/hdd.9w3tq",
        _hd_truth(
            "hdd.9w3tq",
            8802,
            [
                "sv_calls.vcf.gz",
                "assemblies.tar.gz",
                "pangenome.gfa.gz",
                "accessions.csv",
                "methods_scripts.zip",
            ],
        ),
        hd_sites,
        others=[f"http://{HD}/resource/doi:10.7781/hdd.0x1aa"],
    ),
    # A bare directory listing of one release: every link is a release file and there is
    # no chrome, so one hop is exactly the artifact: Single Page+.
    case(
        "so-ontology-release",
        "release file index (ontology release)",
        "Single Hop",
        "single_page_plus",
        f"http://{SO}/releases/2024-06-03/",
        [
            f"http://{SO}/releases/2024-06-03/",
            *(f"http://{SO}/releases/2024-06-03/{f}" for f in SO_FILES),
        ],
        so_sites,
    ),
    case(
        "pr-pipeline-release",
        "release file index (pipeline release, signatures, SBOM)",
        "Single Hop",
        "single_page_plus",
        f"http://{PR}/varflow/3.14.0/",
        [f"http://{PR}/varflow/3.14.0/", *(f"http://{PR}/varflow/3.14.0/{f}" for f in PR_FILES)],
        pr_sites,
    ),
]
