"""A Samvera Hyrax work of heldout109 (a university repository): its file sets, downloads
and export formats are one hop from the work page (Single Page+ with Ignored URIs, as the
seed's Figshare / Zenodo rows)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import host, text

# --- Samvera Hyrax: a work with file sets in a university repository ---------------------

HYRAX = Portal(
    host("scholarworks", "hyrax-phil"),
    "ScholarWorks",
    menu=[
        ("/?locale=en", "Home"),
        ("/about?locale=en", "About"),
        ("/help?locale=en", "Help"),
        ("/contact?locale=en", "Contact"),
        ("/catalog?locale=en", "Browse"),
    ],
    footer=[
        ("/terms?locale=en", "Terms of Use"),
        ("/agreement?locale=en", "Deposit Agreement"),
        ("http://samvera.test/", "A service of Samvera Hyrax"),
    ],
    title_format="{title} // {name}",
)
_W = "/concern/generic_works/7w62f8310"
_FS = [
    ("3f462545b", "Slides (PDF)", "application/pdf"),
    ("9k41zd52m", "Recording of the lecture (MP3)", "audio/mpeg"),
]
_WEXP = [
    (".endnote", "application/x-endnote-refer"),
    (".ttl", "text/turtle"),
    (".jsonld", "application/ld+json"),
    (".nt", "application/n-triples"),
]
HYRAX_TITLE = "The Gifford Lectures 2025, Lecture 3: Natural Theology after Hume"
HYRAX_WORK = HYRAX.page(
    HYRAX_TITLE,
    f'<header><h2 class="work-title">{HYRAX_TITLE}</h2><span class="label label-success">'
    'Open Access</span></header><div class="row"><div class="col-sm-9">'
    '<dl class="work-show generic_work"><dt>Creator</dt><dd><a href="/catalog?f%5B'
    'creator_sim%5D%5B%5D=Mbeki%2C+Thandiwe&amp;locale=en">Mbeki, Thandiwe</a></dd>'
    '<dt>Keyword</dt><dd><a href="/catalog?f%5Bkeyword_sim%5D%5B%5D=natural+theology&amp;'
    'locale=en">natural theology</a></dd><dt>Rights statement</dt><dd><a href="http://'
    'rightsstatements.test/vocab/InC/1.0/">In Copyright</a></dd></dl>'
    '<h2>Items</h2><table class="table table-striped related-files"><tbody>'
    + "".join(
        f'<tr class="file_set attributes"><td class="attribute filename"><a href="/concern/'
        f'parent/7w62f8310/file_sets/{fid}?locale=en">{label}</a></td><td><a href="/downloads/'
        f'{fid}?locale=en" title="Download {label}" target="_blank">Download</a></td></tr>'
        for fid, label, _c in _FS
    )
    + '</tbody></table><h2>Relations</h2><p>In Collection: <a href="/collections/6q182k17c'
    '?locale=en">Gifford Lectures</a></p></div><div class="col-sm-3"><div class="btn-group">'
    '<a class="btn" href="'
    + _W
    + '/citation?locale=en">Citations</a><ul class="dropdown-menu">'
    + "".join(f'<li><a href="{_W}{ext}">Download as {ext[1:]}</a></li>' for ext, _c in _WEXP)
    + "</ul></div></div></div>",
    head='<link rel="alternate" type="application/ld+json" href="' + _W + '.jsonld">',
    share=HYRAX.url(_W),
)


def hyrax() -> list[Site]:
    pages: dict[str, object] = {_W: HYRAX_WORK}
    for fid, label, ct in _FS:
        pages[f"/concern/parent/7w62f8310/file_sets/{fid}?locale=en"] = HYRAX.page(
            label,
            f'<h1>{label}</h1><p>File set of <a href="{_W}?locale=en">{HYRAX_TITLE}'
            f'</a></p><a href="/downloads/{fid}?locale=en">Download the file</a>',
        )
        pages[f"/downloads/{fid}?locale=en"] = text(f"{label}\n", ct)
    for ext, ct in _WEXP:
        pages[_W + ext] = text(f"{HYRAX_TITLE}\n", ct)
    pages[_W + "/citation?locale=en"] = HYRAX.page(
        f"Citations: {HYRAX_TITLE}", f"<h1>{HYRAX_TITLE}</h1><p>APA: ...</p>"
    )
    return [HYRAX.site(pages)]


CASES: list[Case] = [
    # Hyrax work: file-set pages and downloads one hop away, with the export formats and the
    # citations page; facet links and the collection are extras. Truth: work, 2 file sets,
    # 2 downloads, 4 exports, citations page.
    case(
        "hyrax-gifford-lecture",
        "Samvera Hyrax (university repository work)",
        "Single Hop",
        "single_page_plus_ignored",
        HYRAX.url(_W),
        [HYRAX.url(_W), HYRAX.url(_W + "/citation?locale=en")]
        + [HYRAX.url(f"/concern/parent/7w62f8310/file_sets/{f}?locale=en") for f, _l, _c in _FS]
        + [HYRAX.url(f"/downloads/{f}?locale=en") for f, _l, _c in _FS]
        + [HYRAX.url(_W + e) for e, _c in _WEXP],
        hyrax,
    ),
]
