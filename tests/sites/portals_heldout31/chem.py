"""Chemistry, materials and reference data: a Crystallography-Open-Database-like structure
archive, a PubChem-like compound database, a Materials-Project-like explorer with a download
CDN, NIST-like reference constants, an open lab notebook and a PhysioNet-like database."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, cookie_banner, host, pdf_file, social, text, ul

# --------------------------------------------------------------------------- COD-like
XTAL = Portal(
    host=host("www", "crystalfold"),
    name="Crystalfold Open Database",
    menu=[
        ("/cod/search.html", "Search"),
        ("/cod/browse.html", "Browse"),
        ("/cod/deposit.html", "Deposit"),
        ("/cod/stats.html", "Statistics"),
        ("/cod/docs.html", "Documentation"),
    ],
    footer=[
        ("/cod/license.html", "Data licence (CC0)"),
        ("/cod/privacy.html", "Privacy"),
        ("/cod/acknowledgements.html", "Acknowledgements"),
    ],
    title_format="{name}: {title}",
    home_title="Crystalfold Open Database",
)
# COD id -> (formula, compound, journal ref, doi, sibling entries)
XTAL_ENTRIES = {
    "4512093": (
        "C14 H12 N2 O3",
        "2-(4-nitrophenyl)-N-phenylacetamide",
        "Cryst. Growth Des. 2019",
        "10.1021/acs.cgd.9b00312",
        ["4512092", "4512094"],
    ),
    "7231457": (
        "Cu2 H4 O10 S2",
        "copper(II) sulfate pentahydrate, 100 K redetermination",
        "Acta Cryst. E 2022",
        "10.1107/S2056989022004419",
        [],
    ),
}


def _xtal_page(cid: str) -> str:
    formula, name, ref, doi, sib = XTAL_ENTRIES[cid]
    sibs = (
        (
            "<p>Other entries from this publication: "
            + " ".join(f'<a href="/cod/{s}.html">{s}</a>' for s in sib)
            + "</p>"
        )
        if sib
        else ""
    )
    main = f"""<h1>Information card for entry {cid}</h1>
<table class="entry"><tr><td>COD ID</td><td>{cid}</td></tr>
<tr><td>Chemical name</td><td>{escape(name)}</td></tr>
<tr><td>Formula</td><td>{escape(formula)}</td></tr>
<tr><td>Cell</td><td>a=7.481 b=10.022 c=15.310; alpha=90 beta=97.52 gamma=90</td></tr>
<tr><td>Publication</td><td>{escape(ref)}, <a href="http://doi.test/{doi}">doi:{doi}</a></td></tr>
</table>
<h2>Files</h2>{
        ul(
            [
                (f"/cod/{cid}.cif", "CIF"),
                (f"/cod/{cid}.hkl", "Structure factors (HKL)"),
                (f"/cod/{cid}.html?history", "CIF revision history"),
            ]
        )
    }
<h2>Visualise</h2><p><a href="/cod/jsmol/jsmol.html?cif={cid}">3D view (JSmol)</a></p>
{sibs}<p>Search for more: <a href="/cod/result?formula={formula.replace(" ", "+")}">same formula</a>
· <a href="/cod/result?journal=Cryst.+Growth+Des.">same journal</a></p>"""
    return XTAL.page(f"entry {cid}", main)


def xtal_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for cid, (formula, name, _r, _d, sib) in XTAL_ENTRIES.items():
        pages[f"/cod/{cid}.html"] = _xtal_page(cid)
        pages[f"/cod/{cid}.cif"] = text(
            f"#------------------------------------------------------------------------------\n"
            f"data_{cid}\n_chemical_name_systematic '{name}'\n_chemical_formula_sum "
            f"'{formula}'\n_cell_length_a 7.481\n",
            "chemical/x-cif",
        )
        pages[f"/cod/{cid}.hkl"] = text(
            "data_hkl\nloop_\n_refln_index_h\n1 0 0 12.2 0.3\n", "text/plain"
        )
        pages[f"/cod/{cid}.html?history"] = XTAL.page(
            f"revision history of {cid}",
            f"<h1>Revision history of {cid}</h1>"
            + ul([(f"/cod/{cid}.cif", "r312045 current"), (f"/cod/{cid}.html", "back")]),
        )
        for s in sib:
            pages[f"/cod/{s}.html"] = XTAL.page(
                f"entry {s}", f"<h1>Information card for entry {s}</h1><p>Related polymorph.</p>"
            )
    pages["/cod/jsmol/jsmol.html"] = XTAL.page(
        "JSmol viewer", "<h1>Viewer</h1><script>Jmol.getApplet('a')</script>"
    )
    return [XTAL.site(pages)]


def _xtal_truth(cid: str) -> frozenset[str]:
    paths = (
        f"/cod/{cid}.html",
        f"/cod/{cid}.cif",
        f"/cod/{cid}.hkl",
        f"/cod/{cid}.html?history",
        f"/cod/jsmol/jsmol.html?cif={cid}",
    )
    return frozenset(XTAL.url(p) for p in paths)


# --------------------------------------------------------------------------- PubChem-like
MOL = Portal(
    host=host("pubchem", "molregistry"),
    name="MolRegistry",
    menu=[
        ("/search/", "Search"),
        ("/docs/", "Docs"),
        ("/upload/", "Submit"),
        ("/sources/", "Data sources"),
        ("/docs/about", "About"),
    ],
    footer=[
        ("/docs/policies", "Policies"),
        ("/docs/privacy", "Privacy"),
        ("http://twitter.test/molregistry", "Twitter"),
        ("/docs/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="MolRegistry",
)
# CID -> (name, formula, similar CIDs)
MOLS = {
    "5793": ("D-Glucose", "C6H12O6", ["107526", "64689"]),
    "702": ("Ethanol", "C2H6O", ["887", "8857"]),
}


def _mol_links(cid: str) -> list[tuple[str, str]]:
    return [
        (f"/rest/pug/compound/CID/{cid}/record/SDF?record_type=2d&response_type=save", "2D SDF"),
        (f"/rest/pug/compound/CID/{cid}/record/SDF?record_type=3d&response_type=save", "3D SDF"),
        (f"/rest/pug_view/data/compound/{cid}/JSON?response_type=save", "JSON"),
        (f"/rest/pug_view/data/compound/{cid}/XML?response_type=save", "XML"),
    ]


def _mol_page(cid: str) -> str:
    name, formula, sim = MOLS[cid]
    main = f"""{cookie_banner("/docs/privacy")}
<div class="summary"><h1>{escape(name)}</h1><p>PubChem-style CID: {cid}</p>
<img src="/image/imgsrv.fcgi?cid={cid}&amp;t=l" alt="structure">
<table><tr><td>Molecular Formula</td><td>{formula}</td></tr>
<tr><td>Molecular Weight</td><td>180.16 g/mol</td></tr></table>
<h2>Download</h2>{ul(_mol_links(cid))}
<h2>Contents</h2>{
        ul(
            [
                (f"/compound/{cid}#section=Names-and-Identifiers", "Names"),
                (f"/compound/{cid}#section=Safety-and-Hazards", "Safety"),
            ]
        )
    }
<h2>Literature</h2><p><a href="/compound/{cid}/literature">Literature references for this
compound</a> · <a href="/compound/{cid}/patents">Patents</a></p>
<h2>Related compounds</h2>{ul([(f"/compound/{s}", f"CID {s}") for s in sim])}
<p>Source: <a href="/source/ChEBI-hx">ChEBI</a> · <a href="http://www.ebi.test/chebi/{cid}">
external record</a></p></div>"""
    return MOL.page(name, main)


def mol_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for cid, (name, formula, sim) in MOLS.items():
        pages[f"/compound/{cid}"] = _mol_page(cid)
        pages[f"/image/imgsrv.fcgi?cid={cid}&t=l"] = blob(cid, 80, "image/png")
        for path, label in _mol_links(cid):
            pages[path] = text(
                f"{cid}\n  {name} {formula} {label}\nM  END\n$$$$\n",
                "chemical/x-mdl-sdfile" if "SDF" in path else "application/json",
            )
        pages[f"/compound/{cid}/literature"] = MOL.page(
            f"{name} literature", f"<h1>Literature for CID {cid}</h1><p>1,204 articles.</p>"
        )
        pages[f"/compound/{cid}/patents"] = MOL.page(
            f"{name} patents", f"<h1>Patents for CID {cid}</h1><p>9,870 patents.</p>"
        )
        for s in sim:
            pages[f"/compound/{s}"] = MOL.page(f"CID {s}", f"<h1>Compound {s}</h1>")
    return [MOL.site(pages)]


def _mol_truth(cid: str) -> frozenset[str]:
    paths = [
        f"/compound/{cid}",
        *(p for p, _ in _mol_links(cid)),
        f"/compound/{cid}/literature",
        f"/compound/{cid}/patents",
    ]
    return frozenset(MOL.url(p) for p in paths)


# --------------------------------------------------------------------------- Materials-Project-like
LAT = Portal(
    host=host("explore", "latticeatlas"),
    name="Lattice Atlas",
    menu=[
        ("/materials/", "Materials Explorer"),
        ("/molecules/", "Molecules"),
        ("/batteries/", "Batteries"),
        ("/api", "API"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/terms", "Terms"),
        ("/about/privacy", "Privacy"),
        ("http://twitter.test/latticeatlas", "Twitter"),
        ("/about/cite", "How to cite"),
    ],
    title_format="{title} | {name}",
    home_title="Lattice Atlas",
)
LAT_CDN = host("dl", "latticecdn")
# material id -> (formula, space group, sub-pages, downloads, similar)
LATS = {
    "mp-20733": (
        "LiFePO4",
        "Pnma",
        ["structure", "bandstructure", "elasticity", "xas"],
        ["LiFePO4_mp-20733.cif", "LiFePO4_mp-20733_bandstructure.json"],
        "mp-19017",
    ),
    "mp-4458": (
        "SrTiO3",
        "Pm-3m",
        ["structure", "bandstructure", "dielectric"],
        ["SrTiO3_mp-4458.cif", "SrTiO3_mp-4458_dielectric.json", "SrTiO3_mp-4458.vasp"],
        "mp-5229",
    ),
}


def _lat_nav(mid: str) -> str:
    return ul(
        [(f"/materials/{mid}/", "Summary")]
        + [(f"/materials/{mid}/{p}/", p.title()) for p in LATS[mid][2]],
        "tabs",
    )


def lat_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    cdn = Site(LAT_CDN)
    for mid, (formula, sg, subs, files, sim) in LATS.items():
        dls = ul([(f"http://{LAT_CDN}/materials/{mid}/{f}", f) for f in files])
        pages[f"/materials/{mid}/"] = LAT.page(
            f"{formula} ({mid})",
            f"""{cookie_banner("/about/privacy")}<h1>{formula} <small>{mid}</small></h1>
{_lat_nav(mid)}<p>Space group {sg}. Energy above hull 0.000 eV/atom.</p>
<h2>Downloads</h2>{dls}
<h2>Provenance</h2><p>ICSD: <a href="http://icsd.test/entry/{mid[3:]}">{mid[3:]}</a> ·
<a href="/about/cite">How to cite</a></p>
<h2>Similar structures</h2>{ul([(f"/materials/{sim}/", sim)])}
<p><a href="/materials/?formula={formula}">All {formula} polymorphs</a></p>""",
        )
        for p in subs:
            pages[f"/materials/{mid}/{p}/"] = LAT.page(
                f"{formula} {p} ({mid})",
                f"<h1>{formula} {mid}</h1>{_lat_nav(mid)}<h2>{p.title()}</h2><p>Computed with "
                "GGA+U.</p>",
            )
        for f in files:
            cdn.add(f"/materials/{mid}/{f}", text(f"# {mid} {f}\n", "text/plain"))
        pages[f"/materials/{sim}/"] = LAT.page(f"Material {sim}", f"<h1>{sim}</h1>")
    return [LAT.site(pages), cdn]


def _lat_truth(mid: str) -> frozenset[str]:
    _f, _s, subs, files, _m = LATS[mid]
    return frozenset(
        {
            LAT.url(f"/materials/{mid}/"),
            *(LAT.url(f"/materials/{mid}/{p}/") for p in subs),
            *(f"http://{LAT_CDN}/materials/{mid}/{f}" for f in files),
        }
    )


# --------------------------------------------------------------------------- NIST-like constants
REF = Portal(
    host=host("physics", "refconstants"),
    name="Reference Constants",
    menu=[
        ("/cuu/Constants/index.html", "Constants"),
        ("/cuu/Units/index.html", "Units"),
        ("/cuu/Uncertainty/index.html", "Uncertainty"),
        ("/cuu/Reference/versioncon.html", "Version history"),
    ],
    footer=[
        ("/disclaimer", "Disclaimer"),
        ("/privacy", "Privacy"),
        ("/foia", "FOIA"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{name}: {title}",
    home_title="Reference Constants, Units and Uncertainty",
)
CONSTS = {
    "h": ("Planck constant", "6.626 070 15 e-34", "J Hz^-1"),
    "bg": ("Newtonian constant of gravitation", "6.674 30 e-11", "m^3 kg^-1 s^-2"),
}


def ref_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for key, (name, value, unit) in CONSTS.items():
        other = next(k for k in CONSTS if k != key)
        pages[f"/cgi-bin/cuu/Value?{key}"] = REF.page(
            f"Value: {name}",
            f"""<h1>CODATA Value: {escape(name)}</h1><table><tr><td>Numerical value</td>
<td>{value} {escape(unit)}</td></tr><tr><td>Standard uncertainty</td><td>(exact)</td></tr></table>
<p>Source: 2022 CODATA recommended values.
<a href="/cuu/Reference/codata2022.html">Definition of uncertainty</a></p>
<p><a href="/cgi-bin/cuu/Correlations_in?{key}">Correlation coefficient with any other
constant</a> · <a href="/cgi-bin/cuu/Convert?exp=0&amp;num=1&amp;From=hz&amp;To=j">Energy
conversion</a> · <a href="/cgi-bin/cuu/Category?view=html&amp;Universal.x=71">Universal
constants</a></p><p>See also: <a href="/cgi-bin/cuu/Value?{other}">{CONSTS[other][0]}</a></p>
<p><a href="/cuu/pdf/wall_2022.pdf">Wall chart (PDF)</a></p>""",
        )
    pages["/cuu/pdf/wall_2022.pdf"] = pdf_file("Fundamental Physical Constants 2022")
    return [REF.site(pages)]


# --------------------------------------------------------------------------- open lab notebook
ELN = Portal(
    host=host("notebook", "catalystlog"),
    name="Catalyst Open Notebook",
    menu=[
        ("/posts", "All posts"),
        ("/people", "People"),
        ("/tags", "Tags"),
        ("/about", "About open notebook science"),
    ],
    footer=[
        ("/licence", "CC-BY licence"),
        ("/privacy", "Privacy"),
        ("http://twitter.test/catalystlog", "Twitter"),
    ],
    title_format="{title}",
    home_title="Catalyst Open Notebook",
)
# post id -> (experiment title, author, spectra [(post id, kind, attachment id, file)], prev post)
ELN_POSTS = {
    "8812": (
        "UC-231 Suzuki coupling of 4-bromoanisole with phenylboronic acid in water",
        "jbradley",
        [
            ("8813", "1H NMR", "5521", "uc231_h1nmr.jdx"),
            ("8816", "GC-MS", "5529", "uc231_gcms.csv"),
        ],
        "8790",
    ),
    "9034": (
        "UC-244 Ugi four-component reaction with 2-furaldehyde at room temperature",
        "mkoroleva",
        [("9035", "13C NMR", "5702", "uc244_c13nmr.jdx")],
        "9021",
    ),
}


def eln_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for pid, (title, author, spectra, prev) in ELN_POSTS.items():
        pages[f"/post/{pid}"] = ELN.page(
            title,
            f"""<article><h1>{escape(title)}</h1><p class="meta">Posted by
<a href="/people/{author}">{author}</a> · Section: <a href="/tags/synthesis">synthesis</a></p>
<h2>Procedure</h2><p>The aryl bromide (1.0 mmol) and boronic acid were stirred at 80 C.</p>
<h2>Results</h2>{ul([(f"/post/{s}", f"{k} spectrum") for s, k, _a, _f in spectra])}
<p>Follows on from <a href="/post/{prev}">the previous experiment</a>.</p>
<p><a href="/post/{pid}/rss">Comments feed</a></p></article>{social("catalystlog")}""",
        )
        pages[f"/post/{prev}"] = ELN.page(
            f"Earlier experiment {prev}", f"<h1>Experiment {prev}</h1><p>Catalyst screening.</p>"
        )
        for s, kind, att, f in spectra:
            pages[f"/post/{s}"] = ELN.page(
                f"{kind} spectrum for {title}",
                f"<article><h1>{kind} spectrum for {escape(title)}</h1><p>Recorded on the 400 MHz "
                f'instrument by <a href="/people/{author}">{author}</a>.</p><p>Data: '
                f'<a href="/attachment/{att}/{f}">{f}</a></p><p>Back to '
                f'<a href="/post/{pid}">the experiment</a>.</p></article>',
            )
            pages[f"/attachment/{att}/{f}"] = text(
                f"##TITLE= {kind} of {title}\n##JCAMP-DX= 5.01\n##DATA TYPE= SPECTRUM\n"
                "##XYDATA=(X++(Y..Y))\n7.26 100\n##END=\n"
                if f.endswith(".jdx")
                else f"# {kind} trace for {title}\nrt,intensity\n4.21,8800\n",
                "chemical/x-jcamp-dx" if f.endswith(".jdx") else "text/csv",
            )
    return [ELN.site(pages)]


def _eln_truth(pid: str) -> frozenset[str]:
    spectra = ELN_POSTS[pid][2]
    return frozenset(
        {
            ELN.url(f"/post/{pid}"),
            *(ELN.url(f"/post/{s}") for s, *_ in spectra),
            *(ELN.url(f"/attachment/{a}/{f}") for _s, _k, a, f in spectra),
        }
    )


# --------------------------------------------------------------------------- PhysioNet-like
SIG = Portal(
    host=host("physio", "signalcommons"),
    name="SignalCommons",
    menu=[
        ("/about/database/", "Data"),
        ("/about/software/", "Software"),
        ("/about/challenge/", "Challenges"),
        ("/tutorials/", "Tutorials"),
        ("/about/", "About"),
    ],
    footer=[
        ("/about/", "About"),
        ("/privacy/", "Privacy"),
        ("/contact/", "Contact"),
        ("http://github.test/signalcommons", "GitHub"),
    ],
    title_format="{title} | {name}",
    home_title="SignalCommons",
)
# slug -> (title, current version, older versions, records)
SIG_DBS = {
    "ecg-arrhythmia-hx": ("Long-term ECG arrhythmia database", "1.0.2", ["1.0.1"], ["100", "101"]),
    "ppg-exercise-hx": ("Wrist PPG during treadmill exercise", "2.1.0", [], ["s01", "s02", "s03"]),
}


def _sig_files(slug: str) -> list[str]:
    _t, ver, _o, recs = SIG_DBS[slug]
    out = ["RECORDS", "ANNOTATORS", "SHA256SUMS.txt"]
    for r in recs:
        out += [f"{r}.dat", f"{r}.hea"]
    return [f"/files/{slug}/{ver}/{f}" for f in out]


def sig_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for slug, (title, ver, olds, _r) in SIG_DBS.items():
        files = _sig_files(slug)
        vers = ul([(f"/content/{slug}/{o}/", f"Version {o}") for o in olds]) if olds else ""
        pages[f"/content/{slug}/{ver}/"] = Response.html(
            f"""<!DOCTYPE html><html><head><title>{escape(title)} v{ver}</title>
<link rel="stylesheet" href="/static/site.css"></head><body><header><a href="/">SignalCommons</a>
<nav>{ul(list(SIG.menu))}</nav><a href="/login/">Account</a></header>
<main>{cookie_banner("/privacy/")}<h1>{escape(title)}</h1><p>Published: March 2, 2024. Version:
{ver}</p><p>When using this resource, please cite: <a href="http://doi.test/10.13026/{slug[:4]}-{ver}">
doi:10.13026/{slug[:4]}-{ver}</a></p><h2>Abstract</h2><p>{escape(title)} recorded from volunteers.
</p><h2>Files</h2><p>Total uncompressed size: 104.3 MB.</p>
<p><a href="/static/published-projects/{slug}/{ver}/{slug}-{ver}.zip">Download the ZIP file</a>
· <a href="/files/{slug}/{ver}/">Browse the files</a>
· <a href="/lightwave/?db={slug}/{ver}">Visualize waveforms</a></p>
<h2>Versions</h2>{vers}<h2>Corresponding author</h2><p><a href="/users/kdomagala/">K. Domagala</a>
</p><h2>Discovery</h2><p><a href="/content/?topic=ecg">More ECG databases</a></p></main>
<footer>{ul(list(SIG.footer))}</footer></body></html>"""
        )
        pages[f"/files/{slug}/{ver}/"] = (
            f"<!DOCTYPE html><html><head><title>Files for {escape(title)}</title></head><body>"
            f"<h1>Index of /files/{slug}/{ver}/</h1>"
            + ul([(f, f.rsplit("/", 1)[1]) for f in files])
            + f'<p><a href="/content/{slug}/{ver}/">Project page</a></p></body></html>'
        )
        for f in files:
            pages[f] = blob(f, 300) if f.endswith(".dat") else text(f"# {f}\n")
        pages[f"/static/published-projects/{slug}/{ver}/{slug}-{ver}.zip"] = Response.data(
            b"PK\x03\x04" + slug.encode() * 20, "application/zip"
        )
        pages[f"/lightwave/?db={slug}/{ver}"] = Response.html(
            f"<!DOCTYPE html><html><head><title>LightWAVE: {slug}/{ver}</title></head><body>"
            f"<h1>LightWAVE viewer</h1><p>Database {slug}/{ver}</p></body></html>"
        )
        for o in olds:
            pages[f"/content/{slug}/{o}/"] = SIG.page(
                f"{title} {o}", f"<h1>{escape(title)}</h1><p>Version {o} (superseded)</p>"
            )
    return [SIG.site(pages)]


def _sig_truth(slug: str) -> frozenset[str]:
    ver = SIG_DBS[slug][1]
    paths = [
        f"/content/{slug}/{ver}/",
        f"/files/{slug}/{ver}/",
        *_sig_files(slug),
        f"/static/published-projects/{slug}/{ver}/{slug}-{ver}.zip",
        f"/lightwave/?db={slug}/{ver}",
    ]
    return frozenset(SIG.url(p) for p in paths)


CASES: list[Case] = [
    # single_page_plus_ignored (seed: Figshare-like single data objects): the card links
    # its CIF, HKL, revision history and its 3D view one hop away; sibling entries,
    # searches and the paper's DOI are not this entry. Truth: card, CIF, HKL, history, view.
    Case(
        "cf-nitrophenyl",
        "Crystallography-Open-Database-like archive",
        "Single Hop",
        "single_page_plus_ignored",
        XTAL.url("/cod/4512093.html"),
        _xtal_truth("4512093"),
        xtal_sites,
        others=frozenset({XTAL.url("/cod/4512092.html"), XTAL.url("/cod/4512094.html")}),
    ),
    Case(
        "cf-copper-sulfate",
        "Crystallography-Open-Database-like archive",
        "Single Hop",
        "single_page_plus_ignored",
        XTAL.url("/cod/7231457.html"),
        _xtal_truth("7231457"),
        xtal_sites,
    ),
    # sig_uri (seed: GBIF): every URI about the compound carries its CID — the REST
    # downloads (SDF 2D/3D, JSON, XML) and the literature and patent pages; related
    # compounds, sources and searches do not. Truth: summary, four downloads, two pages.
    Case(
        "mr-glucose",
        "PubChem-like compound database",
        "Multi-Hop",
        "sig_uri",
        MOL.url("/compound/5793"),
        _mol_truth("5793"),
        mol_sites,
        others=frozenset({MOL.url("/compound/107526"), MOL.url("/compound/64689")}),
    ),
    Case(
        "mr-ethanol",
        "PubChem-like compound database",
        "Multi-Hop",
        "sig_uri",
        MOL.url("/compound/702"),
        _mol_truth("702"),
        mol_sites,
        others=frozenset({MOL.url("/compound/887"), MOL.url("/compound/8857")}),
    ),
    # path_based_externals (seed: GitHub, Kaggle): the material's tabs live under its
    # path; its structure/band files are on a CDN of another registrable domain. Truth:
    # summary, tab pages, CDN files; similar materials and polymorph searches are not it.
    Case(
        "la-lifepo4",
        "Materials-Project-like materials explorer",
        "Multi-Hop",
        "path_based_externals",
        LAT.url("/materials/mp-20733/"),
        _lat_truth("mp-20733"),
        lat_sites,
        others=frozenset({LAT.url("/materials/mp-19017/")}),
    ),
    Case(
        "la-srtio3",
        "Materials-Project-like materials explorer",
        "Multi-Hop",
        "path_based_externals",
        LAT.url("/materials/mp-4458/"),
        _lat_truth("mp-4458"),
        lat_sites,
        others=frozenset({LAT.url("/materials/mp-5229/")}),
    ),
    # single_page: a reference value page is the artifact itself; correlation, conversion
    # tools, the category list, the wall chart and other constants are site resources.
    Case(
        "rc-planck",
        "NIST-like reference constants",
        "Single Artifact URI",
        "single_page",
        REF.url("/cgi-bin/cuu/Value?h"),
        frozenset({REF.url("/cgi-bin/cuu/Value?h")}),
        ref_sites,
        others=frozenset({REF.url("/cgi-bin/cuu/Value?bg")}),
    ),
    Case(
        "rc-big-g",
        "NIST-like reference constants",
        "Single Artifact URI",
        "single_page",
        REF.url("/cgi-bin/cuu/Value?bg"),
        frozenset({REF.url("/cgi-bin/cuu/Value?bg")}),
        ref_sites,
        others=frozenset({REF.url("/cgi-bin/cuu/Value?h")}),
    ),
    # sig_title: the notebook's title is the bare experiment title (no site name to
    # filter); spectrum posts and their JCAMP/CSV attachments all quote it, two hops deep;
    # the previous experiment, people and tags do not. Truth: experiment post, spectrum
    # posts, attachments.
    Case(
        "cl-suzuki",
        "Open lab notebook (chemistry)",
        "Multi-Hop",
        "sig_title",
        ELN.url("/post/8812"),
        _eln_truth("8812"),
        eln_sites,
        others=frozenset({ELN.url("/post/8790")}),
    ),
    Case(
        "cl-ugi",
        "Open lab notebook (chemistry)",
        "Multi-Hop",
        "sig_title",
        ELN.url("/post/9034"),
        _eln_truth("9034"),
        eln_sites,
        others=frozenset({ELN.url("/post/9021")}),
    ),
    # sig_uri (seed: GBIF): "<slug>/<version>" is in the project page, the file browser,
    # every file, the ZIP and the waveform viewer (like GBIF's occurrence search); the
    # project page is not a path prefix of /files/. Older versions are other artifacts.
    Case(
        "sc-ecg-arrhythmia",
        "PhysioNet-like physiological database",
        "Multi-Hop",
        "sig_uri",
        SIG.url("/content/ecg-arrhythmia-hx/1.0.2/"),
        _sig_truth("ecg-arrhythmia-hx"),
        sig_sites,
        others=frozenset({SIG.url("/content/ecg-arrhythmia-hx/1.0.1/")}),
    ),
    Case(
        "sc-ppg-exercise",
        "PhysioNet-like physiological database",
        "Multi-Hop",
        "sig_uri",
        SIG.url("/content/ppg-exercise-hx/2.1.0/"),
        _sig_truth("ppg-exercise-hx"),
        sig_sites,
    ),
]
