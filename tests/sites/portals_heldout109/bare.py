"""Hand-made pages of heldout109 without any portal chrome (no menu, search or footer),
whose every link is part of the artifact: the seed's Single Page+ applies as such."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import bare_page, bare_site, host, pdf_file, text

# --- Hand-made pages without portal chrome (Single Page+) ------------------------------

DEPT = host("www", "classics-dept")
_SUP = "/research/ostraca-berenike/supplement.html"
_SUPF = "/research/ostraca-berenike/files/"
SUPPLEMENT = bare_page(
    "Supplementary material: The Latin Ostraca from Berenike, vol. 2",
    "<h1>The Latin Ostraca from Berenike, vol. 2 &mdash; supplementary material</h1>\n"
    "<p>These files accompany the printed volume (2025). Please cite the volume.</p>\n<ul>\n"
    f'<li><a href="{_SUPF}berenike2-concordance.pdf">Concordance of inventory and '
    "publication numbers (PDF)</a></li>\n"
    f'<li><a href="{_SUPF}berenike2-texts.xml">EpiDoc XML of all texts</a></li>\n'
    f'<li><a href="{_SUPF}berenike2-plates.zip">High-resolution plates (ZIP, 1.2 GB)</a>'
    "</li>\n"
    f'<li><a href="{_SUPF}berenike2-errata.txt">Errata (updated March 2026)</a></li>\n</ul>\n'
    "<p><small>Last modified 2026-03-04</small></p>",
)
_WP = "/~rkaplan/papers/augustine-time.html"
WORKING = bare_page(
    "R. Kaplan - Augustine on the Measurement of Time (working paper)",
    "<h2>Augustine on the Measurement of Time: <i>Confessions</i> XI revisited</h2>\n"
    "<p>Rachel Kaplan &middot; Working paper, draft of February 2026. Comments welcome.</p>\n"
    "<p>Abstract. I argue that the distentio animi passage ...</p>\n"
    '<p><a href="augustine-time.pdf">Full draft (PDF)</a> | '
    '<a href="augustine-time-handout.pdf">Conference handout</a> | '
    '<a href="augustine-time-appendix.html">Appendix: the Latin text of XI.26.33&ndash;28.38'
    "</a></p>",
)


def dept() -> list[Site]:
    return [
        bare_site(
            DEPT,
            {
                "/": bare_page(
                    "Department of Classics",
                    "<h1>Department of Classics</h1>"
                    '<p><a href="/research/">Research</a> <a href="/people/">People</a></p>',
                ),
                _SUP: SUPPLEMENT,
                _SUPF + "berenike2-concordance.pdf": pdf_file("Berenike 2 concordance"),
                _SUPF + "berenike2-texts.xml": text(
                    '<?xml version="1.0"?><teiCorpus xmlns="http://www.tei-c.org/ns/1.0"/>',
                    "application/xml",
                ),
                _SUPF + "berenike2-plates.zip": text("PK\x03\x04", "application/zip"),
                _SUPF + "berenike2-errata.txt": text("p. 34, no. 112: read CAESARIS\n"),
                _WP: WORKING,
                "/~rkaplan/papers/augustine-time.pdf": pdf_file(
                    "Augustine on the Measurement of Time"
                ),
                "/~rkaplan/papers/augustine-time-handout.pdf": pdf_file("Handout"),
                "/~rkaplan/papers/augustine-time-appendix.html": bare_page(
                    "Appendix",
                    "<h2>Appendix: Confessions XI.26.33-28.38</h2><p>Inde mihi visum est "
                    "nihil esse aliud tempus quam distentionem ...</p>",
                ),
            },
        )
    ]


CASES: list[Case] = [
    # A chrome-less supplement page: one hop takes exactly the four files and nothing else,
    # so Single Page+ (no ignored list needed) is the seed's choice; truth: page + 4 files.
    case(
        "dept-berenike-supplement",
        "Hand-made static site (book supplement on a department web server)",
        "Single Hop",
        "single_page_plus",
        f"http://{DEPT}{_SUP}",
        [f"http://{DEPT}{_SUP}"]
        + [
            f"http://{DEPT}{_SUPF}berenike2-{f}"
            for f in ("concordance.pdf", "texts.xml", "plates.zip", "errata.txt")
        ],
        dept,
    ),
    # A working paper on a personal page: the draft, handout and appendix one hop away,
    # no menu or footer: Single Page+; truth: the page and its three linked files.
    case(
        "dept-kaplan-working-paper",
        "Hand-made static site (personal working-paper page)",
        "Single Hop",
        "single_page_plus",
        f"http://{DEPT}{_WP}",
        [
            f"http://{DEPT}/~rkaplan/papers/augustine-time{s}"
            for s in (".html", ".pdf", "-handout.pdf", "-appendix.html")
        ],
        dept,
    ),
]
