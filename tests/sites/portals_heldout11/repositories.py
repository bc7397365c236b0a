"""A Hyrax (Samvera) repository work: a paginated member list of file sets, each with
its own page and download."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data

from ._kit import build, csv_file, pdf_file

HY = Portal(
    "scholar.lakes-univ.hx11.example",
    "LakesScholar",
    menu=[
        ("/catalog", "Browse everything"),
        ("/about", "About"),
        ("/contact", "Contact"),
        ("/help", "Help"),
    ],
    footer=[
        ("/terms", "Deposit agreement"),
        ("http://samvera.samvera-comm.hx11.example/", "Samvera"),
        ("http://www.lakes-univ-library.hx11.example/", "University Library"),
    ],
    title_format="{title} // LakesScholar",
)
W = "/concern/datasets/8c97kq45h"
MEMBERS = [
    ("0v838061b", "chlorophyll_2021.csv"),
    ("1g05fb62m", "chlorophyll_2022.csv"),
    ("2j62s484w", "sampling_protocol.pdf"),
]


def _hyrax() -> list[Site]:
    t = "Chlorophyll-a time series, Lake Winnow, 2021–2022"

    def work(page: int) -> str:
        rows = MEMBERS[:2] if page == 1 else MEMBERS[2:]
        table = "".join(
            f"<tr><td><a href='/concern/parent/8c97kq45h/file_sets/{fs}?locale=en'>{name}</a></td>"
            f"<td><a href='/downloads/{fs}'>Download</a></td></tr>"
            for fs, name in rows
        )
        pager = f"<a href='{W}?locale=en&amp;page={2 if page == 1 else 1}'>{'Next' if page == 1 else 'Previous'}</a>"
        return HY.page(
            t,
            f"<h1>{t}</h1><p>Creator: <a href='/catalog?f%5Bcreator_sim%5D%5B%5D=Okoro%2C+Ada'>Okoro, Ada</a></p>"
            f"<p>Persistent URL: <a href='http://{HY.host}{W}'>{W}</a></p>"
            f"<h2>Items</h2><table>{table}</table>{pager}"
            f"<p><a href='{W}/citation?locale=en'>Citations</a> · <a href='{W}/manifest?locale=en'>IIIF manifest</a></p>"
            "<p>In collection: <a href='/collections/q524jn84h?locale=en'>Limnology Lab Data</a></p>"
            "<p>Rights: <a href='http://rightsstatements.rightsref.hx11.example/vocab/InC-EDU/1.0/'>In Copyright - Educational Use Permitted</a></p>",
        )

    pages = {
        f"{W}?locale=en": work(1),
        f"{W}?locale=en&page=2": work(2),
        f"{W}?locale=en&page=1": work(1),
        W: work(1),
        f"{W}/citation?locale=en": HY.page(
            f"Citation // {t}", f"<h1>{t}</h1><p>APA: Okoro, A. (2023). {t}.</p>"
        ),
        f"{W}/manifest?locale=en": data(
            '{"@type":"sc:Manifest","label":"' + t + '"}', "application/json"
        ),
        "/collections/q524jn84h?locale=en": HY.page(
            "Limnology Lab Data", "<h1>Limnology Lab Data</h1>"
        ),
        "/catalog?f%5Bcreator_sim%5D%5B%5D=Okoro%2C+Ada": HY.page(
            "Search results", "<h1>Okoro, Ada</h1>"
        ),
    }
    for fs, name in MEMBERS:
        pages[f"/concern/parent/8c97kq45h/file_sets/{fs}?locale=en"] = HY.page(
            f"{name} // File set",
            f"<h1>{name}</h1><p>Part of <a href='{W}?locale=en'>{t}</a></p><a href='/downloads/{fs}'>Download the file</a>",
        )
        pages[f"/downloads/{fs}"] = (
            pdf_file(name) if name.endswith(".pdf") else csv_file("date,chl_a")
        )
    return [build(HY, pages)]


CASES = [
    Case(
        # Not in the table.  Nearest kind: Zenodo/Figshare (repository record, single hop) —
        # though the paginated member list puts the last file set two hops away.  Truth:
        # the work (entry and both list pages), three file-set pages, three downloads, the
        # citation page and the IIIF manifest; the bare work URI is the same page by another
        # address (its persistent URL) and is included; not the collection, creator search
        # or rights statement.
        name="hx11-lakesscholar-work",
        imitates="Hyrax repository work",
        artifact_class="multi-hop",
        expected="single_page_plus_ignored",
        entry=HY.url(f"{W}?locale=en"),
        truth=frozenset(
            {
                *(
                    HY.url(p)
                    for p in (f"{W}?locale=en", f"{W}?locale=en&page=2", f"{W}?locale=en&page=1", W)
                ),
                *(
                    HY.url(f"/concern/parent/8c97kq45h/file_sets/{fs}?locale=en")
                    for fs, _ in MEMBERS
                ),
                *(HY.url(f"/downloads/{fs}") for fs, _ in MEMBERS),
                HY.url(f"{W}/citation?locale=en"),
                HY.url(f"{W}/manifest?locale=en"),
            }
        ),
        build=_hyrax,
        others=frozenset({HY.url("/collections/q524jn84h?locale=en")}),
    ),
]
