"""Registry records whose identifier runs through every member URI: a PRONOM-style file
format registry and a re3data-style registry of research data repositories."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, one_site, text

# ---------------------------------------------------------------- PRONOM-style registry

PR = Portal(
    host=host("www", "natarchives"),
    name="The National Archives",
    menu=[
        ("/PRONOM/Default.aspx", "PRONOM"),
        ("/PRONOM/Format/proFormatSearch.aspx?status=new", "Search formats"),
        ("/PRONOM/Actor/proActorSearch.aspx?status=new", "Search actors"),
        ("/information-management/manage-information/preserving-digital-records/droid/", "DROID"),
        ("/PRONOM/Submissions", "Submit a format"),
    ],
    footer=footer((("/legal/copyright/", "Copyright"), ("/legal/cookies/", "Cookies"))),
    title_format="{name} | PRONOM | {title}",
    home_title="The National Archives | PRONOM",
)
PR_FMTS = {
    "fmt/1507": ("Apple ProRes RAW", "1.0", "fmt/1506", "fmt/797"),
    "fmt/1976": ("Web Archive Collection Zipped (WACZ)", "1.1.1", "fmt/1975", "fmt/1355"),
}


def pr_truth(puid: str) -> list[str]:
    return [
        PR.url(f"/PRONOM/{puid}"),
        PR.url(f"/PRONOM/{puid}.xml"),
        PR.url(f"/PRONOM/Format/proFormatSearch.aspx?status=detailReport&puid={puid}&format=csv"),
        PR.url(f"/PRONOM/Format/proFormatSearch.aspx?status=signatureFile&puid={puid}"),
    ]


def _pr_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    for puid, (name, ver, prev, rel) in PR_FMTS.items():
        body = (
            f'<div id="formatDetail"><h1>{escape(name)} {ver}</h1><table class="format-summary">'
            f"<tr><th>Name</th><td>{escape(name)}</td></tr><tr><th>Version</th><td>{ver}</td></tr>"
            f"<tr><th>PUID</th><td>{puid}</td></tr><tr><th>Format family</th><td>"
            '<a href="/PRONOM/Format/proFormatSearch.aspx?status=family&amp;id=12">Audio-visual</a></td></tr>'
            '<tr><th>Developed by</th><td><a href="/PRONOM/Actor/proActorSearch.aspx?status=detailReport&amp;id=97">'
            "Developer</a></td></tr></table><h2>Relationships</h2><ul>"
            f'<li>Is subsequent version of <a href="/PRONOM/{prev}">{prev}</a></li>'
            f'<li>Has priority over <a href="/PRONOM/{rel}">{rel}</a></li></ul>'
            "<h2>Export</h2><ul>"
            f'<li><a href="/PRONOM/{puid}.xml">XML</a></li>'
            f'<li><a href="/PRONOM/Format/proFormatSearch.aspx?status=detailReport&amp;puid={puid}&amp;format=csv">CSV</a></li>'
            f'<li><a href="/PRONOM/Format/proFormatSearch.aspx?status=signatureFile&amp;puid={puid}">'
            "DROID signature file for this format</a></li></ul>"
            '<p>Latest DROID signature file: <a href="/PRONOM/Droid/DROID_SignatureFile_V121.xml">V121</a></p></div>'
        )
        pages[f"/PRONOM/{puid}"] = PR.page(f"{name} {ver}", body)
        pages[f"/PRONOM/{puid}.xml"] = text(
            f"<PRONOM-Report><FormatName>{name}</FormatName><PUID>{puid}</PUID></PRONOM-Report>\n",
            "application/xml",
        )
        pages[f"/PRONOM/Format/proFormatSearch.aspx?status=detailReport&puid={puid}&format=csv"] = (
            text(f"PUID,Name\n{puid},{name}\n", "text/csv")
        )
        pages[f"/PRONOM/Format/proFormatSearch.aspx?status=signatureFile&puid={puid}"] = text(
            f'<FFSignatureFile><FileFormat PUID="{puid}" Name="{name}"/></FFSignatureFile>\n',
            "application/xml",
        )
        pages[f"/PRONOM/{prev}"] = PR.page(
            f"{name} (earlier version)",
            f'<h1>{prev}</h1><p>Is previous version of <a href="/PRONOM/{puid}">{puid}</a></p>',
        )
        pages[f"/PRONOM/{rel}"] = PR.page(rel, f"<h1>{rel}</h1>")
    pages["/PRONOM/Droid/DROID_SignatureFile_V121.xml"] = text(
        "<FFSignatureFile/>\n", "application/xml"
    )
    return pages


# ---------------------------------------------------------------- re3data-style registry

R3 = Portal(
    host=host("www", "re3reg"),
    name="re3data.org",
    menu=[
        ("/search", "Browse"),
        ("/suggest", "Suggest"),
        ("/about", "About"),
        ("/api/doc", "API"),
        ("/metrics", "Metrics"),
    ],
    footer=footer((("/imprint", "Imprint"),)),
    title_format="{title} | {name}",
)
R3_ID = "r3d100013425"


def _r3_pages() -> dict[str, PageValue]:
    body = (
        '<div class="repository-detail"><h1>Archaeology Data Service Digital Archive</h1>'
        f"<p>re3data.org ID: {R3_ID}</p><p>Repository type: disciplinary</p>"
        '<dl><dt>Subjects</dt><dd><a href="/search?subjects%5B%5D=10105%20Archaeology">Archaeology</a></dd>'
        "<dt>Certificates</dt><dd>CoreTrustSeal</dd><dt>Institution</dt><dd>"
        '<a href="/search?institutions%5B%5D=University%20of%20York">University of York</a></dd>'
        "<dt>Related repositories</dt><dd>"
        '<a href="/repository/r3d100010468">Zenodo</a></dd></dl>'
        f'<p>Export: <a href="/api/v1/repository/{R3_ID}">re3data XML</a> '
        f'<a href="/api/beta/repository/{R3_ID}">re3data XML (beta schema)</a></p>'
        "<p>Last update: 2025-10-02</p></div>"
    )
    return {
        f"/repository/{R3_ID}": R3.page("Archaeology Data Service Digital Archive", body),
        f"/api/v1/repository/{R3_ID}": text(
            f"<r3d:re3data><r3d:re3data.orgIdentifier>{R3_ID}</r3d:re3data.orgIdentifier></r3d:re3data>\n",
            "application/xml",
        ),
        f"/api/beta/repository/{R3_ID}": text(
            f"<r3d:re3data><r3d:id>{R3_ID}</r3d:id></r3d:re3data>\n", "application/xml"
        ),
        "/repository/r3d100010468": R3.page("Zenodo", "<h1>Zenodo</h1>"),
    }


# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # A PRONOM record: its exports (XML, CSV, DROID signature) share no path with
    # /PRONOM/fmt/1507 but all carry the PUID, like the seed's GBIF dataset key; related
    # formats are other records: Significant String from URI ("fmt/1507").
    # Truth: record page + its 3 exports (the site-wide signature file is not its own).
    case(
        "pronom-prores-raw",
        "PRONOM (file format registry record)",
        "multi-hop",
        "sig_uri",
        PR.url("/PRONOM/fmt/1507"),
        pr_truth("fmt/1507"),
        one_site(PR, _pr_pages),
    ),
    case(
        "pronom-wacz-1-1-1",
        "PRONOM (file format registry record)",
        "multi-hop",
        "sig_uri",
        PR.url("/PRONOM/fmt/1976"),
        pr_truth("fmt/1976"),
        one_site(PR, _pr_pages),
    ),
    # A re3data record: page /repository/ID and its API records /api/v1/repository/ID and
    # /api/beta/repository/ID share the ID only: Significant String from URI.
    case(
        "re3data-ads-archive",
        "re3data (registry of research data repositories)",
        "multi-hop",
        "sig_uri",
        R3.url(f"/repository/{R3_ID}"),
        [
            R3.url(f"/repository/{R3_ID}"),
            R3.url(f"/api/v1/repository/{R3_ID}"),
            R3.url(f"/api/beta/repository/{R3_ID}"),
        ],
        one_site(R3, _r3_pages),
    ),
]
