"""Dataverse installations (JSF pages; the seed's "Significant String From Filtered Title,
starting from the title end").

A dataset is /dataset.xhtml?persistentId=<doi>; its files have pages
/file.xhtml?persistentId=<file doi>&version=<v> and downloads /api/access/datafile/<id>;
metadata exports are /api/datasets/export?exporter=<fmt>&persistentId=<doi>; earlier
versions of the dataset share its DOI (&version=1.0): the same artifact.  Page titles end
with the installation's name, which the homepage's title is: filtered from the end, the
dataset title remains, and every member (file page, README, codebook, script header,
export, earlier version) carries it.  Restricted files have a page but no download link.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, pdf_file, text_file

MARROW = Skin(
    host="dataverse.marrowgate-econ.hx25.example",
    name="Marrowgate Economics Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?selectTab=dataRelatedToMe", "My Data"),
        ("/guides/user/", "User Guide"),
        ("/support", "Support"),
    ],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | {name}",
    home_title="Marrowgate Economics Dataverse",
    home_main='<h1>Marrowgate Economics Dataverse</h1><p><a href="/dataverse/labour">'
    "Labour Economics Lab</a></p>",
    body_class="dataverse jsf",
    login="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml",
    login_text="Log In",
    search=("/dataverse/root", "q"),
    generator="Dataverse 6.4",
)

M_DOI = "doi:10.80051/MGE/QX4T2A"
M_TITLE = "Replication Data for: Minimum Wage Floors and Seasonal Hiring in Coastal Towns"
M_FILES = [  # (file id, file doi suffix, name, response)
    (
        "20417",
        "7HBC1D",
        "README.txt",
        text_file(f"{M_TITLE}\n\nFiles: analysis.do, codebook.pdf\n"),
    ),
    (
        "20418",
        "KP2LQE",
        "analysis.do",
        text_file(
            f"* Dataverse dataset: {M_TITLE}\n* Stata 18\nuse panel.dta, clear\n",
            "text/x-stata-do",
        ),
    ),
    ("20419", "ZZ81QA", "codebook.pdf", pdf_file(f"Codebook. {M_TITLE}", "Variables.")),
]
M_EXPORTS = ["ddi", "schema.org", "dataverse_json"]


def _dv_dataset(skin: Skin, doi: str, title: str, version: str, files_html: str, extra: str) -> str:
    exports = "".join(
        f'<li><a href="/api/datasets/export?exporter={e}&amp;persistentId={doi}">{e}</a></li>'
        for e in M_EXPORTS
    )
    return f"""<div id="breadcrumbNavBlock"><a href="/">{escape(skin.name)}</a> &gt;
<a href="/dataverse/labour">Labour Economics Lab</a></div>
<div id="datasetVersionBlock"><h1 id="title">{escape(title)}</h1>
<span class="label label-default">Version {version}</span></div>
<div class="dataset-citation"><p>Aldous, Petra; Ferreira, Jonas, 2025, "{escape(title)}",
<a href="https://doi.test/{doi[4:]}">https://doi.org/{doi[4:]}</a>, {escape(skin.name)},
V{version}</p></div>
<div class="btn-group"><button class="btn dropdown-toggle">Access Dataset</button></div>
<div class="btn-group"><button class="btn dropdown-toggle">Metadata Export</button>
<ul class="dropdown-menu">{exports}</ul></div>
<ul class="nav nav-tabs"><li class="active">Files</li><li>Metadata</li><li>Terms</li>
<li>Versions</li></ul><div id="datasetForm:tabView:filesTable">{files_html}</div>{extra}"""


def _marrow_pages() -> dict[str, PageValue]:
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?persistentId={M_DOI}/{suffix}&amp;version=2.0">'
        f'{name}</a></td><td><a class="btn-download" href="/api/access/datafile/{fid}">'
        "Download</a></td></tr>"
        for fid, suffix, name, _r in M_FILES
    )
    versions = (
        '<div id="versionsTab"><table><tr><td>2.0</td><td>This version</td></tr><tr><td>'
        f'<a href="/dataset.xhtml?persistentId={M_DOI}&amp;version=1.0">1.0</a></td>'
        "<td>Initial release</td></tr></table></div>"
        '<p>Related publication: <a href="https://doi.test/10.1234/jle.2025.0412">'
        "Journal of Labour Economics 44(2)</a></p>"
    )
    main = _dv_dataset(MARROW, M_DOI, M_TITLE, "2.0", f"<table>{rows}</table>", versions)
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?persistentId={M_DOI}": MARROW.page(M_TITLE, main),
        f"/dataset.xhtml?persistentId={M_DOI}&version=1.0": MARROW.page(
            M_TITLE,
            _dv_dataset(MARROW, M_DOI, M_TITLE, "1.0", "<p>2 files</p>", "")
            + f'<p>View the <a href="/dataset.xhtml?persistentId={M_DOI}">latest version</a>.</p>',
        ),
        "/dataverse/labour": MARROW.page(
            "Labour Economics Lab",
            '<h1>Labour Economics Lab</h1><div class="card"><a href="/dataset.xhtml?'
            f'persistentId={M_DOI}">{escape(M_TITLE)}</a></div>',
        ),
    }
    for fid, suffix, name, resp in M_FILES:
        pages[f"/api/access/datafile/{fid}"] = resp
        pages[f"/file.xhtml?persistentId={M_DOI}/{suffix}&version=2.0"] = MARROW.page(
            name,
            f'<h1>{name}</h1><p>This file is part of "<a href="/dataset.xhtml?persistentId='
            f'{M_DOI}">{escape(M_TITLE)}</a>".</p><p><a href="/api/access/datafile/{fid}">'
            "Download</a></p>",
        )
    for e in M_EXPORTS:
        pages[f"/api/datasets/export?exporter={e}&persistentId={M_DOI}"] = text_file(
            f"<codeBook><titl>{escape(M_TITLE)}</titl><exporter>{e}</exporter></codeBook>",
            "application/xml",
        )
    return pages


def marrow_sites() -> list[Site]:
    return [MARROW.site(_marrow_pages())]


def _m(path: str) -> str:
    return MARROW.url(path)


# --- Zuidwolde Hogeschool Dataverse (Dutch, a restricted file) ------------------------

ZUID = Skin(
    host="dataverse.zuidwolde-hs.hx25.example",
    name="Zuidwolde Hogeschool Dataverse",
    menu=[
        ("/dataverse/zuidwolde?q=", "Zoeken"),
        ("/guides/nl/", "Handleiding"),
        ("/ondersteuning", "Ondersteuning"),
    ],
    footer=[("/gebruiksvoorwaarden", "Gebruiksvoorwaarden"), ("/privacyverklaring", "Privacy")],
    title_format="{title} - {name}",
    home_title="Zuidwolde Hogeschool Dataverse",
    lang="nl",
    body_class="dataverse jsf zhs-theme",
    login="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml",
    login_text="Inloggen",
    cookie="Wij gebruiken functionele en analytische cookies.",
    search=("/dataverse/zuidwolde", "q"),
    search_text="Zoeken",
    not_found="Deze pagina bestaat niet.",
    generator="Dataverse 6.2",
)

Z_DOI = "doi:10.80052/ZHS/NVK8RW"
Z_TITLE = "Interviews met wijkverpleegkundigen over zorgtechnologie in de thuiszorg, 2024"
Z_OPEN = [
    ("9031", "A1B2C3", "interviewprotocol.pdf", pdf_file(f"Interviewprotocol. {Z_TITLE}", "v1")),
    ("9032", "D4E5F6", "codeboek.txt", text_file(f"Codeboek bij: {Z_TITLE}\nCODE;LABEL\n")),
]
Z_RESTRICTED = ("9033", "G7H8J9", "transcripten.zip")


def _zuid_pages() -> dict[str, PageValue]:
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?persistentId={Z_DOI}/{sfx}&amp;version=1.0">{name}</a>'
        f'</td><td><a href="/api/access/datafile/{fid}">Downloaden</a></td></tr>'
        for fid, sfx, name, _r in Z_OPEN
    )
    rfid, rsfx, rname = Z_RESTRICTED
    rows += (
        f'<tr><td><a href="/file.xhtml?persistentId={Z_DOI}/{rsfx}&amp;version=1.0">{rname}</a>'
        '</td><td><span class="glyphicon-lock"></span> Beperkte toegang '
        '<button class="btn" onclick="requestAccess()">Toegang aanvragen</button></td></tr>'
    )
    main = f"""<div id="breadcrumbNavBlock"><a href="/">Zuidwolde Hogeschool Dataverse</a> &gt;
<a href="/dataverse/lectoraat-zorg">Lectoraat Zorg en Technologie</a></div>
<h1 id="title">{escape(Z_TITLE)}</h1><span class="label">Versie 1.0</span>
<p class="citation">de Wit, Anouk; Brouwer, Sem, 2025, "{escape(Z_TITLE)}",
<a href="https://doi.test/{Z_DOI[4:]}">https://doi.org/{Z_DOI[4:]}</a>, Zuidwolde Hogeschool
Dataverse, V1</p>
<div class="btn-group"><button>Metadata exporteren</button><ul class="dropdown-menu">
<li><a href="/api/datasets/export?exporter=ddi&amp;persistentId={Z_DOI}">DDI</a></li>
<li><a href="/api/datasets/export?exporter=oai_datacite&amp;persistentId={Z_DOI}">DataCite</a>
</li></ul></div><table class="files">{rows}</table>
<p>Trefwoorden: <a href="/dataverse/zuidwolde?q=keywordValue:thuiszorg">thuiszorg</a></p>"""
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?persistentId={Z_DOI}": ZUID.page(Z_TITLE, main),
        "/dataverse/lectoraat-zorg": ZUID.page(
            "Lectoraat Zorg en Technologie",
            f'<h1>Lectoraat Zorg en Technologie</h1><a href="/dataset.xhtml?persistentId='
            f'{Z_DOI}">{escape(Z_TITLE)}</a>',
        ),
    }
    for fid, sfx, name, resp in [*Z_OPEN, (rfid, rsfx, rname, None)]:
        if resp is not None:
            pages[f"/api/access/datafile/{fid}"] = resp
            dl = f'<a href="/api/access/datafile/{fid}">Downloaden</a>'
        else:
            dl = "<p>Dit bestand heeft beperkte toegang.</p>"
        pages[f"/file.xhtml?persistentId={Z_DOI}/{sfx}&version=1.0"] = ZUID.page(
            name,
            f'<h1>{name}</h1><p>Onderdeel van "<a href="/dataset.xhtml?persistentId={Z_DOI}">'
            f'{escape(Z_TITLE)}</a>".</p>{dl}',
        )
    for e in ("ddi", "oai_datacite"):
        pages[f"/api/datasets/export?exporter={e}&persistentId={Z_DOI}"] = text_file(
            f"<resource><title>{escape(Z_TITLE)}</title></resource>", "application/xml"
        )
    return pages


def zuid_sites() -> list[Site]:
    return [ZUID.site(_zuid_pages())]


CASES = [
    # Significant string from filtered title: titles end " | Marrowgate Economics
    # Dataverse" (the homepage's title), the filtered dataset title is in every member.
    # Truth: dataset page, its v1.0 (same DOI), 3 file pages, 3 downloads, 3 exports.
    # The lab's collection page lists the title too but is not part of the dataset.
    Case(
        name="dataverse-marrowgate-minwage",
        imitates="Dataverse (6.4)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=_m(f"/dataset.xhtml?persistentId={M_DOI}"),
        truth=frozenset(
            [
                _m(f"/dataset.xhtml?persistentId={M_DOI}"),
                _m(f"/dataset.xhtml?persistentId={M_DOI}&version=1.0"),
            ]
            + [_m(f"/file.xhtml?persistentId={M_DOI}/{s}&version=2.0") for _f, s, _n, _r in M_FILES]
            + [_m(f"/api/access/datafile/{f}") for f, _s, _n, _r in M_FILES]
            + [_m(f"/api/datasets/export?exporter={e}&persistentId={M_DOI}") for e in M_EXPORTS]
        ),
        build=marrow_sites,
    ),
    # Filtered title (Dutch skin, " - Zuidwolde Hogeschool Dataverse" suffix).  Truth:
    # dataset page, 3 file pages (one restricted: page only, no download), 2 downloads,
    # 2 exports.
    Case(
        name="dataverse-zuidwolde-interviews",
        imitates="Dataverse (6.2, Dutch)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=ZUID.url(f"/dataset.xhtml?persistentId={Z_DOI}"),
        truth=frozenset(
            [ZUID.url(f"/dataset.xhtml?persistentId={Z_DOI}")]
            + [
                ZUID.url(f"/file.xhtml?persistentId={Z_DOI}/{s}&version=1.0")
                for s in ("A1B2C3", "D4E5F6", "G7H8J9")
            ]
            + [ZUID.url(f"/api/access/datafile/{f}") for f, _s, _n, _r in Z_OPEN]
            + [
                ZUID.url(f"/api/datasets/export?exporter={e}&persistentId={Z_DOI}")
                for e in ("ddi", "oai_datacite")
            ]
        ),
        build=zuid_sites,
    ),
]
