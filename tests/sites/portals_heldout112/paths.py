"""Path-Based cases of heldout112 outside the forges: one documentation version, a
conference contribution, a versioned data package."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, blob, csv, host, json, pdf, text, ul, zipfile

# --- Read the Docs: one version of an energy model's documentation ----------------------

RTD = host("osemosys", "readthedocs-hosted")
RTD_V = "/en/v1.1.2/"


def rtd_sites() -> list[Site]:
    p = Portal(RTD, "OSeMOSYS", [("/", "Home")])
    v = RTD_V
    toc = ul(
        [
            (f"{v}index.html", "Home"),
            (f"{v}manual/Installing%20OSeMOSYS.html", "Installing"),
            (f"{v}manual/Structure%20of%20OSeMOSYS.html", "Structure"),
            (f"{v}manual/Debugging%20OSeMOSYS.html", "Debugging"),
            (f"{v}genindex.html", "Index"),
        ]
    )

    def doc(t: str, main: str) -> str:
        return bare(
            f"{t} — OSeMOSYS 1.1.2 documentation",
            f"""<nav class="wy-nav-side">{toc}
<form action="{v}search.html"><input name="q"></form></nav><div class="rst-content">{main}</div>
<footer><p>© Copyright 2024, OSeMOSYS community. Built with <a href="http://sphinx.test/">Sphinx</a>
using a theme provided by <a href="http://readthedocs.test/">Read the Docs</a>.</p></footer>
<div class="rst-versions"><a href="/en/latest/">latest</a> <a href="/en/stable/">stable</a>
<a href="/en/v1.1.2/">v1.1.2</a> <a href="/en/v1.0.0/">v1.0.0</a></div>""",
            head='<link rel="stylesheet" href="/_/static/css/theme.css">',
        )

    pages = {
        v: doc(
            "Welcome to OSeMOSYS",
            f"""<h1>Welcome to OSeMOSYS</h1><p>The Open Source energy
MOdelling SYStem.</p><a href="{v}manual/Installing%20OSeMOSYS.html">Get started</a>
<p>Download the <a href="{v}_downloads/OSeMOSYS_2017_11_08.txt">model file</a>.</p>
<p>Source on <a href="http://github.test/OSeMOSYS/OSeMOSYS">GitHub</a>.</p>""",
        ),
        f"{v}index.html": doc("Welcome to OSeMOSYS", "<h1>Welcome to OSeMOSYS</h1>"),
        f"{v}manual/Installing%20OSeMOSYS.html": doc(
            "Installing OSeMOSYS",
            f'<h1>Installing OSeMOSYS</h1><p>Install GLPK, then <a href="{v}manual/Debugging%20OSeMOSYS.html">'
            f"debug</a>.</p>",
        ),
        f"{v}manual/Structure%20of%20OSeMOSYS.html": doc(
            "Structure of OSeMOSYS", "<h1>Structure</h1>"
        ),
        f"{v}manual/Debugging%20OSeMOSYS.html": doc("Debugging OSeMOSYS", "<h1>Debugging</h1>"),
        f"{v}genindex.html": doc("Index", "<h1>Index</h1>"),
        f"{v}search.html": doc("Search", "<h1>Search</h1>"),
        f"{v}_downloads/OSeMOSYS_2017_11_08.txt": text("set YEAR;\nset TECHNOLOGY;\n"),
        "/_/static/css/theme.css": blob("body{}", "text/css"),
        "/en/latest/": bare("OSeMOSYS latest", "<h1>latest</h1>"),
        "/en/stable/": bare("OSeMOSYS stable", "<h1>stable</h1>"),
        "/en/v1.0.0/": bare("OSeMOSYS 1.0.0", "<h1>1.0.0</h1>"),
    }
    return [p.site(pages)]


RTD_TRUTH = [
    "",
    "index.html",
    "manual/Installing%20OSeMOSYS.html",
    "manual/Structure%20of%20OSeMOSYS.html",
    "manual/Debugging%20OSeMOSYS.html",
    "genindex.html",
    "_downloads/OSeMOSYS_2017_11_08.txt",
]


# --- Indico: a contribution to a fusion energy conference --------------------------------

IND = host("indico", "fusion-conferences")
IND_C = "/event/316/contributions/5623/"


def indico_sites() -> list[Site]:
    p = Portal(
        IND,
        "Indico",
        [("/", "Home"), ("/category/4/", "Conferences"), ("/login/", "Login")],
        [
            ("/tos", "Terms"),
            ("/privacy", "Privacy"),
            ("http://getindico.test/", "Powered by Indico"),
        ],
        title_format="{title} · Indico",
    )
    c = IND_C
    att = f"{c}attachments/8907/12344/"
    body = f"""<div class="event-header"><a href="/event/316/">30th IAEA Fusion Energy Conference
(FEC 2025)</a></div><section class="contribution-display"><h1>Divertor detachment control
with real-time impurity seeding on ITER-relevant scenarios</h1>
<div class="contribution-metadata"><a href="/event/316/timetable/#20251014">14 Oct 2025,
10:40</a> · <a href="/event/316/sessions/52/">EX/3 Exhaust and divertor</a>
· Speaker: <a href="/event/316/contributions/author/77214">Dr Silvia Pace</a></div>
<div class="description"><p>We demonstrate feedback control of nitrogen seeding...</p></div>
<div class="attachments"><h3>Presentation materials</h3>
<a class="attachment" href="{att}EX3-2_Pace_slides.pdf">EX3-2_Pace_slides.pdf</a>
<a class="attachment" href="{c}attachments/8907/12345/EX3-2_Pace_paper.pdf">EX3-2_Pace_paper.pdf</a>
<a href="{c}attachments/8907/package">Download all</a></div>
<a href="{c}contribution.ics">iCal export</a> <a href="{c}contribution.pdf">PDF</a>
<a href="{c}subcontributions/">Subcontributions</a></section>"""
    stub = p.page("FEC 2025", "<h1>FEC 2025</h1>")
    return [
        p.site(
            {
                c: p.page("Divertor detachment control with real-time impurity seeding", body),
                f"{att}EX3-2_Pace_slides.pdf": pdf(
                    "Divertor detachment control slides", "FEC 2025"
                ),
                f"{c}attachments/8907/12345/EX3-2_Pace_paper.pdf": pdf(
                    "Divertor detachment control", "FEC 2025 paper"
                ),
                f"{c}attachments/8907/package": zipfile("materials"),
                f"{c}contribution.ics": blob("BEGIN:VCALENDAR\nEND:VCALENDAR\n", "text/calendar"),
                f"{c}contribution.pdf": pdf("Contribution EX/3-2", "Abstract"),
                f"{c}subcontributions/": p.page(
                    "Subcontributions", f'<p>None.</p><a href="{c}">Back</a>'
                ),
                "/event/316/": stub,
                "/event/316/timetable/": stub,
                "/event/316/sessions/52/": stub,
                "/event/316/contributions/author/77214": stub,
                "/category/4/": stub,
            }
        )
    ]


IND_TRUTH = [
    "",
    "attachments/8907/12344/EX3-2_Pace_slides.pdf",
    "attachments/8907/12345/EX3-2_Pace_paper.pdf",
    "attachments/8907/package",
    "contribution.ics",
    "contribution.pdf",
    "subcontributions/",
]


# --- Hand-made versioned data-package platform (open power system data style) ----------

OP = host("data", "power-system-data")
OP_V = "/time_series/2025-11-14/"


def opsd_sites() -> list[Site]:
    p = Portal(
        OP,
        "Open Power System Data",
        [
            ("/", "Data Platform"),
            ("/time_series/", "Time series"),
            ("/conventional_power_plants/", "Power plants"),
            ("/about/", "About"),
        ],
        [("/legal/", "Legal notice"), ("/privacy/", "Privacy")],
        title_format="{title} – {name}",
    )
    v = OP_V
    files = [
        "time_series_60min_singleindex.csv",
        "time_series_15min_singleindex.csv",
        "time_series.xlsx",
        "time_series.sqlite",
        "datapackage.json",
        "README.md",
    ]
    rows = "".join(f'<tr><td><a href="{v}{f}">{f}</a></td></tr>' for f in files)
    main = f"""<h2>Time series — version 2025-11-14</h2><p>Load, wind and solar, prices in
hourly resolution for 32 European countries.</p>
<p>Other versions: <a href="/time_series/latest/">latest</a>,
<a href="/time_series/2024-06-01/">2024-06-01</a></p>
<table class="files">{rows}</table>
<p>Original input data: <a href="{v}original_data/">original_data/</a>.
Processing script: <a href="http://github.test/Open-Power-System-Data/time_series/tree/2025-11-14">GitHub</a></p>
<h3>Cite as</h3><p>Open Power System Data. 2025. Data Package Time series. Version 2025-11-14.
<a href="http://doi.test/10.25832/time_series/2025-11-14">doi:10.25832/time_series/2025-11-14</a></p>"""
    orig = ["entsoe_load_2025.csv", "opsd_sources.yml"]
    pages = {
        v: p.page("Time series 2025-11-14", main),
        f"{v}original_data/": p.page(
            "Original data",
            ul([(f"{v}original_data/{f}", f) for f in orig])
            + f'<a href="{v}">Back to version 2025-11-14</a>',
        ),
        "/time_series/latest/": p.page("Time series latest", "<p>latest</p>"),
        "/time_series/2024-06-01/": p.page("Time series 2024-06-01", "<p>old</p>"),
        "/time_series/": p.page("Time series", "<p>all versions</p>"),
    }
    for f in files:
        if f.endswith(".json"):
            pages[f"{v}{f}"] = json('{"name": "opsd_time_series", "version": "2025-11-14"}')
        elif f.endswith(".csv"):
            pages[f"{v}{f}"] = csv("utc_timestamp,DE_load_actual", "2025-01-01T00:00:00Z,48211")
        elif f.endswith(".md"):
            pages[f"{v}{f}"] = blob("# Time series\n", "text/markdown")
        elif f.endswith(".sqlite"):
            pages[f"{v}{f}"] = blob(
                b"SQLite format 3\x00" + b"\x00" * 84, "application/vnd.sqlite3"
            )
        else:
            pages[f"{v}{f}"] = blob(
                b"PK\x03\x04xl/" + b"\x00" * 20,
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            )
    for f in orig:
        pages[f"{v}original_data/{f}"] = text(f"{f}\n")
    return [p.site(pages)]


OP_TRUTH = [
    "",
    "time_series_60min_singleindex.csv",
    "time_series_15min_singleindex.csv",
    "time_series.xlsx",
    "time_series.sqlite",
    "datapackage.json",
    "README.md",
    "original_data/",
    "original_data/entsoe_load_2025.csv",
    "original_data/opsd_sources.yml",
]


CASES: list[Case] = [
    # One version of a Read the Docs manual: its pages live under /en/v1.1.2/ (like the
    # seed's Silk sites, the path holds the artifact); other versions and the theme CSS
    # under /_/ are outside.  Path-Based.  Truth: version root, index, three manual
    # pages, general index and the model file download (search.html is only a form target).
    case(
        "rtd-osemosys-v112",
        "Read the Docs (energy model documentation)",
        "Multi-Hop",
        "path_based",
        f"http://{RTD}{RTD_V}",
        [f"http://{RTD}{RTD_V}{x}" for x in RTD_TRUTH],
        rtd_sites,
    ),
    # Indico contribution: slides, paper, package, iCal and PDF exports under the
    # contribution's path; event, session, timetable and speaker pages are not this
    # contribution.  Path-Based.
    case(
        "indico-fec2025-detachment",
        "Indico (fusion energy conference)",
        "Single Hop",
        "path_based",
        f"http://{IND}{IND_C}",
        [f"http://{IND}{IND_C}{x}" for x in IND_TRUTH],
        indico_sites,
    ),
    # A versioned data package: everything of version 2025-11-14 (files, and the
    # original_data/ listing two hops away) sits under its directory; other versions and
    # packages do not.  Path-Based.
    case(
        "handmade-opsd-time-series",
        "Hand-made (versioned open energy data platform)",
        "Multi-Hop",
        "path_based",
        f"http://{OP}{OP_V}",
        [f"http://{OP}{OP_V}{x}" for x in OP_TRUTH],
        opsd_sites,
    ),
]
