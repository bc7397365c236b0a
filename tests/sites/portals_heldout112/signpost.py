"""Signposting cases of heldout112: InvenioRDM landing pages that state their boundary
in HTTP Link headers (item, describedby)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import SOCIAL, host, json, text, xml, zipfile

# --- InvenioRDM with Signposting: the nuclear information system and a university -------

IN = host("inis", "iaea-repo")
IN_REC = "q4m7x-2kd91"
TU = host("researchdata", "tuwien-energy")
TU_REC = "8sd3f-yq6n1"


def _invenio(
    h: str, name: str, rec: str, title: str, files: list[tuple[str, str, bytes | None]], doi: str
) -> Site:
    p = Portal(
        h,
        name,
        [("/search", "Search records"), ("/communities", "Communities"), ("/help/search", "Help")],
        [
            ("/help/terms", "Terms of use"),
            ("/help/privacy-policy", "Privacy policy"),
            ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
            *SOCIAL,
        ],
        title_format="{title}",
        home_title=name,
    )
    base = f"http://{h}/records/{rec}"
    items = [f"{base}/files/{fn}" for fn, _t, _b in files]
    meta = [
        (f"{base}/export/json", "application/json"),
        (f"{base}/export/datacite-xml", "application/vnd.datacite.datacite+xml"),
        (f"{base}/export/bibtex", "application/x-bibtex"),
    ]
    link = ", ".join(
        [
            f'<http://doi.test/{doi}> ; rel="cite-as"',
            '<http://orcid.test/0000-0002-1825-0097> ; rel="author"',
            '<http://creativecommons.test/licenses/by/4.0/legalcode> ; rel="license"',
            '<http://schema.test/Dataset> ; rel="type"',
            '<http://schema.test/AboutPage> ; rel="type"',
        ]
        + [f'<{u}> ; rel="item" ; type="{t}"' for u, (_f, t, _b) in zip(items, files, strict=True)]
        + [f'<{u}> ; rel="describedby" ; type="{t}"' for u, t in meta]
    )
    rows = "".join(
        f'<tr><td><a href="/records/{rec}/files/{fn}?download=1">{fn}</a></td><td>'
        f'<a class="preview-link" href="/records/{rec}/preview/{fn}">Preview</a>'
        f'<a class="download" href="/records/{rec}/files/{fn}?download=1">Download</a></td></tr>'
        for fn, _t, _b in files
    )
    body = f"""<div class="ui container"><section id="record-info"><h1 id="record-title">{title}</h1>
<section id="creatibutors"><a href="/search?q=metadata.creators.person_or_org.name:%22Hofer%2C%20Lena%22">Hofer,
Lena</a> <a href="http://orcid.test/0000-0002-1825-0097">ORCID</a></section>
<section id="record-files"><h2>Files</h2><table class="ui table">{rows}</table>
<a href="/api/records/{rec}/files-archive">Download all</a></section>
<section id="record-versions"><h3>Versions</h3><a href="/records/{rec}">Version v1</a>
<a href="/search?q=parent.id:{rec}-parent&amp;f=allversions:true">View all versions</a></section>
<section id="export-record"><h3>Export</h3><a href="/records/{rec}/export/json">JSON</a>
<a href="/records/{rec}/export/datacite-xml">DataCite XML</a>
<a href="/records/{rec}/export/bibtex">BibTeX</a></section>
<section id="communities"><a href="/communities/energy-research">Energy research</a></section>
</section></div>"""
    head = "".join(
        f'<link rel="item" href="{u}" type="{t}">'
        for u, (_f, t, _b) in zip(items, files, strict=True)
    )
    page = Response.html(p.page(title, body, head=head), headers=[("Link", link)])
    stub = p.page("Search", "<h1>Search</h1>")
    pages: dict[str, object] = {
        f"/records/{rec}": page,
        f"/records/{rec}/export/json": json(
            f'{{"id": "{rec}", "metadata": {{"title": "{title}"}}}}'
        ),
        f"/records/{rec}/export/datacite-xml": xml(
            f"<resource><titles><title>{title}</title></titles></resource>"
        ),
        f"/records/{rec}/export/bibtex": text(f"@misc{{{rec}, title={{{title}}}}}\n"),
        f"/api/records/{rec}/files-archive": zipfile(rec),
        f"/search?q=parent.id:{rec}-parent&f=allversions:true": stub,
        "/search?q=metadata.creators.person_or_org.name:%22Hofer%2C%20Lena%22": stub,
        "/communities/energy-research": stub,
    }
    for fn, t, b in files:
        body_bytes = b if b is not None else b"data"
        pages[f"/records/{rec}/files/{fn}"] = Response.data(body_bytes, t)
        pages[f"/records/{rec}/files/{fn}?download=1"] = Response.data(body_bytes, t)
        pages[f"/records/{rec}/preview/{fn}"] = p.page(fn, f"<h1>{fn}</h1>")
    return p.site(pages)  # type: ignore[arg-type]


def inis_sites() -> list[Site]:
    from keepnet.testweb.assets import pdf as mkpdf

    title = "Ageing management of concrete containment structures in pressurized water reactors"
    return [
        _invenio(
            IN,
            "INIS Repository",
            IN_REC,
            title,
            [("IAEA-NP-T-3.5-rev1.pdf", "application/pdf", mkpdf(title, ["NP-T-3.5"]))],
            "10.61092/iaea.q4m7x-2kd91",
        )
    ]


def tuwien_sites() -> list[Site]:
    title = "Austrian district heating load profiles 2019-2024"
    return [
        _invenio(
            TU,
            "TU Wien Research Data",
            TU_REC,
            title,
            [
                ("dh_load_profiles_hourly.csv", "text/csv", b"hour,load_MW\n0,512\n"),
                ("data_dictionary.md", "text/markdown", b"# Columns\n"),
            ],
            "10.48436/8sd3f-yq6n1",
        )
    ]


CASES: list[Case] = [
    # InvenioRDM landing page answering with Signposting Link headers (cite-as, author,
    # license, type, item, describedby): the portal states its boundary.  Truth: landing
    # page, the rel="item" file, the three rel="describedby" exports (not the ?download=1
    # and preview views, the all-files zip, communities or searches).
    case(
        "invenio-inis-containment",
        "InvenioRDM (nuclear information system)",
        "Single Hop",
        "signposting",
        f"http://{IN}/records/{IN_REC}",
        [
            f"http://{IN}/records/{IN_REC}",
            f"http://{IN}/records/{IN_REC}/files/IAEA-NP-T-3.5-rev1.pdf",
            *(
                f"http://{IN}/records/{IN_REC}/export/{e}"
                for e in ("json", "datacite-xml", "bibtex")
            ),
        ],
        inis_sites,
    ),
    # Same software at a university: two items, three describedby.  Signposting.
    case(
        "invenio-tuwien-district-heating",
        "InvenioRDM (university research data)",
        "Single Hop",
        "signposting",
        f"http://{TU}/records/{TU_REC}",
        [
            f"http://{TU}/records/{TU_REC}",
            f"http://{TU}/records/{TU_REC}/files/dh_load_profiles_hourly.csv",
            f"http://{TU}/records/{TU_REC}/files/data_dictionary.md",
            *(
                f"http://{TU}/records/{TU_REC}/export/{e}"
                for e in ("json", "datacite-xml", "bibtex")
            ),
        ],
        tuwien_sites,
    ),
]
