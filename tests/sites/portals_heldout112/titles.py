"""Significant String from Title and Title+ with Ignored URIs cases of heldout112:
archival descriptions, hand-made lab pages, Dryad."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import SOCIAL, blob, csv, host, pdf, text, xml, zipfile

# --- AtoM: a national nuclear archive's fonds and its series ---------------------------

AT = host("atom", "nuclear-archive")
AT_F = "/index.php/reactor-physics-group-records"
AT_TITLE = "Reactor Physics Group records"
AT_KIDS = [
    ("/index.php/zero-power-reactor-experiment-logbooks", "Zero-power reactor experiment logbooks"),
    ("/index.php/critical-assembly-reports", "Critical assembly reports"),
    ("/index.php/logbook-zpr-1958-1960", "Logbook ZPR, 1958-1960"),
]


def atom_sites() -> list[Site]:
    p = Portal(
        AT,
        "National Nuclear Archive",
        [
            ("/index.php/informationobject/browse", "Archival descriptions"),
            ("/index.php/actor/browse", "Authority records"),
            ("/index.php/repository/browse", "Institutions"),
            ("/index.php/taxonomy/index/id/35", "Subjects"),
            ("/index.php/user/login", "Log in"),
        ],
        [
            ("/index.php/staticpage/privacy", "Privacy"),
            ("/index.php/staticpage/about", "About"),
            ("http://accesstomemory.test/", "Powered by AtoM"),
        ],
        title_format="{title}",
        home_title="National Nuclear Archive",
    )
    tree = (
        f'<div id="treeview"><ul><li><a href="{AT_F}">{AT_TITLE}</a><ul>'
        + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in AT_KIDS[:2])
        + "</ul></li></ul></div>"
    )

    def desc(title: str, level: str, extra: str) -> str:
        return p.page(
            title,
            f"""<div id="context-menu">{tree}</div>
<div id="main-column"><h1>{level} {title}</h1><section id="identityArea">
<div class="field"><h3>Title</h3><div>{title}</div></div>
<div class="field"><h3>Level of description</h3><div>{level}</div></div>{extra}</section>
<section id="accessPointsArea"><a href="/index.php/nuclear-reactors-2">Nuclear reactors</a></section>
<section id="action-icons"><a href="{AT_F};ead?sf_format=xml">EAD 2002 XML</a>
<a href="{AT_F};dc?sf_format=xml">Dublin Core 1.1 XML</a></section></div>""",
        )

    fonds = desc(
        AT_TITLE,
        "Fonds",
        """<div class="field"><h3>Dates</h3><div>1956-1978</div></div>
<div class="field"><h3>Name of creator</h3><div><a href="/index.php/reactor-physics-group">Reactor Physics
Group</a></div></div><div class="field"><h3>Repository</h3><div><a href="/index.php/national-nuclear-archive">
National Nuclear Archive</a></div></div><div class="field"><h3>Scope and content</h3><div>Experiment
logbooks, critical assembly reports and correspondence of the group.</div></div>""",
    )
    series0 = desc(
        AT_KIDS[0][1],
        "Series",
        f'<p>Part of <a href="{AT_F}">{AT_TITLE}</a></p>'
        f'<ul><li><a href="{AT_KIDS[2][0]}">{AT_KIDS[2][1]}</a></li></ul>',
    )
    series1 = desc(AT_KIDS[1][1], "Series", f'<p>Part of <a href="{AT_F}">{AT_TITLE}</a></p>')
    item = desc(
        AT_KIDS[2][1],
        "File",
        f'<p>Part of <a href="{AT_KIDS[0][0]}">{AT_KIDS[0][1]}</a></p>'
        '<div class="digital-object-reference"><img src="/uploads/r/national-nuclear-archive/3/a/9/'
        '3a9f1c_142.jpg" alt="Logbook page"></div>',
    )
    stub = p.page("Browse", "<h1>Browse</h1>")
    return [
        p.site(
            {
                AT_F: fonds,
                AT_KIDS[0][0]: series0,
                AT_KIDS[1][0]: series1,
                AT_KIDS[2][0]: item,
                f"{AT_F};ead?sf_format=xml": xml(
                    f'<ead><archdesc level="fonds"><did><unittitle>{AT_TITLE}'
                    "</unittitle></did></archdesc></ead>"
                ),
                f"{AT_F};dc?sf_format=xml": xml(
                    f"<oai_dc:dc><dc:title>{AT_TITLE}</dc:title></oai_dc:dc>"
                ),
                "/uploads/r/national-nuclear-archive/3/a/9/3a9f1c_142.jpg": blob(
                    b"\xff\xd8\xff\xe0", "image/jpeg"
                ),
                "/index.php/reactor-physics-group": p.page(
                    "Reactor Physics Group",
                    "<h1>Reactor Physics Group</h1><p>Corporate body, 1956-1978.</p>",
                ),
                "/index.php/national-nuclear-archive": stub,
                "/index.php/nuclear-reactors-2": stub,
            }
        )
    ]


# --- Hand-made fusion-materials lab site: a data set page --------------------------------

FM = host("www", "fusion-materials-lab")
FM_E = "/projects/eurofer97-irradiation-creep.html"
FM_TITLE = "EUROFER97 in-pile irradiation creep data set"
FM_MEMBERS = [
    "/reports/FML-TR-2025-03.pdf",
    "/data/eurofer97/readme.html",
    "/data/eurofer97/creep_strain_550C.csv",
    "/data/eurofer97/creep_strain_600C.csv",
]


def fm_sites() -> list[Site]:
    p = Portal(
        FM,
        "Fusion Materials Laboratory",
        [
            ("/", "Home"),
            ("/projects/", "Projects"),
            ("/facilities/", "Facilities"),
            ("/people/", "People"),
            ("/contact.html", "Contact"),
        ],
        [("/legal.html", "Legal"), ("/privacy.html", "Privacy")],
        title_format="{title}",
        home_title="Fusion Materials Laboratory",
    )
    body = f"""<h1>{FM_TITLE}</h1><p>Diametral strain of pressurised EUROFER97 tubes irradiated in
<a href="/facilities/hfr-capsules.html">HFR capsules</a> at 550 and 600 °C up to 8 dpa.
Principal investigator: <a href="/people/aksoy.html">Dr. Deniz Aksoy</a>.</p>
<h2>Files</h2><ul><li><a href="{FM_MEMBERS[0]}">Final report FML-TR-2025-03 (PDF)</a></li>
<li><a href="{FM_MEMBERS[1]}">Data description</a></li>
<li><a href="{FM_MEMBERS[2]}">creep_strain_550C.csv</a></li>
<li><a href="{FM_MEMBERS[3]}">creep_strain_600C.csv</a></li></ul>
<p>See also: <a href="/projects/w-fibre-composites.html">Tungsten fibre composites</a>.</p>"""
    readme = f"""<h1>Data description: {FM_TITLE}</h1><p>Columns: dose_dpa, hoop_stress_MPa,
strain_percent.</p><a href="{FM_MEMBERS[2]}">550 °C</a> <a href="{FM_MEMBERS[3]}">600 °C</a>
<a href="{FM_E}">Back to the data set</a>"""
    stub = p.page("Laboratory", "<h1>Laboratory</h1>")
    return [
        p.site(
            {
                FM_E: p.page(FM_TITLE, body),
                FM_MEMBERS[0]: pdf(FM_TITLE, "Final report FML-TR-2025-03"),
                FM_MEMBERS[1]: p.page(f"Data description - {FM_TITLE}", readme),
                FM_MEMBERS[2]: csv(
                    f"# {FM_TITLE}, 550 C",
                    "dose_dpa,hoop_stress_MPa,strain_percent",
                    "2.1,120,0.14",
                ),
                FM_MEMBERS[3]: csv(
                    f"# {FM_TITLE}, 600 C",
                    "dose_dpa,hoop_stress_MPa,strain_percent",
                    "2.0,120,0.22",
                ),
                "/facilities/hfr-capsules.html": stub,
                "/people/aksoy.html": p.page(
                    "Dr. Deniz Aksoy", "<h1>Dr. Deniz Aksoy</h1><p>Creep of RAFM steels.</p>"
                ),
                "/projects/w-fibre-composites.html": stub,
            }
        )
    ]


# --- Dryad: a battery-degradation data set --------------------------------------------

DY = host("datadryad", "dryad-repo")
DY_DOI = "doi:10.5061/dryad.8cz8w9h2k"
DY_TITLE = "Data from: Capacity fade of grid-scale lithium iron phosphate batteries under frequency-regulation duty"
DY_CIT = [f"/stash/share/citation/ris/{DY_DOI}", f"/stash/share/citation/bibtex/{DY_DOI}"]
DY_FILES = [
    "/stash/downloads/file_stream/3119201",
    "/stash/downloads/file_stream/3119202",
    "/stash/downloads/download_resource/288841",
]


def dryad_sites() -> list[Site]:
    p = Portal(
        DY,
        "Dryad",
        [
            ("/search", "Explore data"),
            ("/stash/our_membership", "Membership"),
            ("/stash/about", "About"),
            ("/stash/sign_in", "Login"),
        ],
        [
            ("/stash/terms", "Terms of service"),
            ("/stash/privacy", "Privacy policy"),
            ("/stash/contact", "Contact us"),
            *SOCIAL,
        ],
        title_format="{title}",
        home_title="Dryad | Publish and preserve your data",
    )
    body = f"""<main class="c-landing"><h1 class="o-heading__level1">{DY_TITLE}</h1>
<p class="o-metadata__author"><a href="/search?q=author:%22Okafor,%20Chidi%22">Okafor, Chidi</a>;
<a href="/search?q=author:%22Lindgren,%20Maja%22">Lindgren, Maja</a></p>
<p>Published Jan 09, 2026 on Dryad. <a href="http://doi.test/10.5061/dryad.8cz8w9h2k">https://doi.org/10.5061/dryad.8cz8w9h2k</a></p>
<div class="cite"><h2>Cite this dataset</h2><a href="{DY_CIT[0]}">RIS</a> <a href="{DY_CIT[1]}">BibTeX</a></div>
<h2>Abstract</h2><p>Cycling records of 48 LFP cells operated on PJM RegD signals for 30 months.</p>
<h2>Files</h2><ul class="c-file-group__list">
<li><a href="{DY_FILES[0]}">regd_cycling_records.csv</a> 182.4 MB</li>
<li><a href="{DY_FILES[1]}">README.md</a> 6.1 kB</li></ul>
<a class="o-button__download" href="{DY_FILES[2]}">Download full dataset</a>
<h2>Related works</h2><a href="http://doi.test/10.1016/j.est.2025.114902">Journal article</a>
<h2>Keywords</h2><a href="/search?f%5Bdryad_subject%5D%5B%5D=battery+degradation">battery
degradation</a> <a href="/search?f%5Bdryad_subject%5D%5B%5D=frequency+regulation">frequency
regulation</a>
<h2>Funding</h2><a href="/search?f%5Bfunder%5D%5B%5D=Swedish+Energy+Agency">Swedish Energy Agency</a></main>"""
    stub = p.page("Search", "<h1>Search</h1>")
    return [
        p.site(
            {
                f"/dataset/{DY_DOI}": p.page(DY_TITLE, body),
                DY_CIT[0]: text(f"TY  - DATA\nT1  - {DY_TITLE}\nDO  - 10.5061/dryad.8cz8w9h2k\n"),
                DY_CIT[1]: text(f"@misc{{okafor2026, title = {{{DY_TITLE}}}}}\n"),
                DY_FILES[0]: csv("cell,cycle,efc,soh", "1,1,0.0,1.000", "1,2,0.4,0.999"),
                DY_FILES[1]: blob(
                    "# README: LFP RegD cycling records\n\nColumns: cell, cycle, efc, soh\n",
                    "text/markdown",
                ),
                DY_FILES[2]: zipfile("dryad"),
                "/search?q=author:%22Okafor,%20Chidi%22": stub,
                "/search?q=author:%22Lindgren,%20Maja%22": stub,
                "/search?f%5Bdryad_subject%5D%5B%5D=battery+degradation": stub,
                "/search?f%5Bdryad_subject%5D%5B%5D=frequency+regulation": stub,
                "/search?f%5Bfunder%5D%5B%5D=Swedish+Energy+Agency": stub,
            }
        )
    ]


# --- Hand-made reactor-physics benchmark site: a benchmark specification ------------------

RB = host("www", "reactor-benchmarks")
RB_E = "/benchmarks/htr10-initial-criticality.html"
RB_TITLE = "HTR-10 initial criticality benchmark, revision 2"
RB_TITLED = ["/docs/HTR10-GCR-RESR-001-rev2.pdf", "/benchmarks/htr10/results-summary.html"]
RB_FILES = [
    "/inputs/htr10/htr10_core.inp",
    "/inputs/htr10/htr10_serpent.tgz",
    "/results/htr10/keff_table.csv",
]


def rb_sites() -> list[Site]:
    p = Portal(
        RB,
        "Reactor Physics Benchmarks",
        [
            ("/", "Home"),
            ("/benchmarks/", "Benchmarks"),
            ("/participants/", "Participants"),
            ("/meetings/", "Meetings"),
            ("/contact.html", "Contact"),
        ],
        [("/disclaimer.html", "Disclaimer")],
        title_format="{title}",
        home_title="Reactor Physics Benchmarks",
    )
    body = f"""<h1>{RB_TITLE}</h1><p>Pebble-bed HTR-10 first criticality (December 2000) with
16,890 fuel pebbles; evaluated by <a href="/participants/inet.html">INET</a>.</p>
<h2>Specification</h2><p><a href="{RB_TITLED[0]}">HTR10-GCR-RESR-001, rev. 2 (PDF)</a></p>
<h2>Models</h2><ul><li><a href="{RB_FILES[0]}">MCNP input</a></li>
<li><a href="{RB_FILES[1]}">Serpent input deck</a></li></ul>
<h2>Results</h2><p><a href="{RB_TITLED[1]}">Summary of submitted results</a>,
<a href="{RB_FILES[2]}">k-eff table (CSV)</a></p>
<p>Discussed at the <a href="/meetings/2025-vienna.html">2025 Vienna meeting</a>.</p>"""
    results = f"""<h1>Results summary: {RB_TITLE}</h1><table><tr><th>Code</th><th>k-eff</th></tr>
<tr><td>MCNP6.2</td><td>1.00421</td></tr><tr><td>Serpent 2.2</td><td>1.00388</td></tr></table>
<a href="{RB_FILES[2]}">Download table</a> <a href="{RB_E}">Back to benchmark</a>"""
    stub = p.page("Benchmarks", "<h1>Benchmarks</h1>")
    return [
        p.site(
            {
                RB_E: p.page(RB_TITLE, body),
                RB_TITLED[0]: pdf(RB_TITLE, "HTR10-GCR-RESR-001"),
                RB_TITLED[1]: p.page(f"Results - {RB_TITLE}", results),
                RB_FILES[0]: text("HTR-10 core model rev2\nc cells\n1 1 -10.4 -1 imp:n=1\n"),
                RB_FILES[1]: blob(b"\x1f\x8b\x08\x00" + b"\x00" * 20, "application/gzip"),
                RB_FILES[2]: csv("code,keff,sigma", "MCNP6.2,1.00421,0.00005"),
                "/participants/inet.html": stub,
                "/meetings/2025-vienna.html": stub,
            }
        )
    ]


CASES: list[Case] = [
    # AtoM fonds with a bare <title>: every child description carries the fonds title in
    # its tree view and "Part of" line, as do the EAD/DC exports; descriptions live at
    # unrelated slugs, so no path or id ties them.  Significant String from Title.
    # Truth: fonds, its two series, the file below one series, EAD and DC exports.  The
    # creator's authority record, the repository and subject pages do not carry it.
    case(
        "atom-reactor-physics-fonds",
        "AtoM (nuclear archive descriptions)",
        "Multi-Hop",
        "sig_title",
        f"http://{AT}{AT_F}",
        [
            f"http://{AT}{AT_F}",
            *(f"http://{AT}{h}" for h, _t in AT_KIDS),
            f"http://{AT}{AT_F};ead?sf_format=xml",
            f"http://{AT}{AT_F};dc?sf_format=xml",
        ],
        atom_sites,
    ),
    # Hand-made lab page with a bare <title>: the report PDF, data description and the
    # two CSVs (whose header line repeats the title) sit in /reports/ and /data/.  Every
    # member holds the title string, nothing else does.  Significant String from Title.
    case(
        "handmade-eurofer97-creep",
        "Hand-made (fusion materials lab data set page)",
        "Multi-Hop",
        "sig_title",
        f"http://{FM}{FM_E}",
        [f"http://{FM}{FM_E}", *(f"http://{FM}{m}" for m in FM_MEMBERS)],
        fm_sites,
    ),
    # Dryad data set: the seed's Dryad row, Significant String from Title+ with Ignored
    # URIs.  Landing page and citation exports hold the title; the data files and the
    # full-dataset zip do not, one hop out.  Author, keyword and funder searches are
    # extra one-hop links, not the artifact.
    case(
        "dryad-lfp-regd",
        "Dryad (energy storage data set)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{DY}/dataset/{DY_DOI}",
        [
            f"http://{DY}/dataset/{DY_DOI}",
            *(f"http://{DY}{c}" for c in DY_CIT),
            *(f"http://{DY}{f}" for f in DY_FILES),
        ],
        dryad_sites,
    ),
    # Hand-made benchmark page (bare title): the spec PDF and results summary hold the
    # title, the input decks and k-eff table one hop from them do not.  Significant String
    # from Title+ with Ignored URIs.  Participant and meeting pages are not the benchmark.
    case(
        "handmade-htr10-benchmark",
        "Hand-made (reactor physics benchmark site)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        f"http://{RB}{RB_E}",
        [
            f"http://{RB}{RB_E}",
            *(f"http://{RB}{m}" for m in RB_TITLED),
            *(f"http://{RB}{f}" for f in RB_FILES),
        ],
        rb_sites,
    ),
]
