"""dvn.test: a Dataverse-like dataset — Multi-Hop, Significant String from Filtered Title (right).

Titles end " - DVN Dataverse" (the homepage's is "DVN Dataverse"); the dataset is identified
by a query (persistentId), file pages (fileId) name the dataset in their content, metadata
exports hold the title, raw file downloads (/api/access/datafile/) do not and are missed.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

HOST = "dvn.test"
PID = "doi:10.70122/FK2/QX7ZP1"
TITLE = "Replication Data for: Coral bleaching thresholds in the Red Sea"
P = Portal(
    HOST,
    "DVN Dataverse",
    menu=[
        ("/dataverse/root", "DVN Dataverse"),
        ("/guides", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
        ("/dataverseuser.xhtml?selectTab=notifications", "Account"),
    ],
    footer=[("http://dataverse.project.test/", "Powered by Dataverse"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
    home_title="DVN Dataverse",
)
ENTRY_PATH = f"/dataset.xhtml?persistentId={PID}"
ENTRY = P.url(ENTRY_PATH)
FILE_PAGES = ["/file.xhtml?fileId=57&version=1.0", "/file.xhtml?fileId=58&version=1.0"]
VERSION = f"/dataset.xhtml?persistentId={PID}&version=1.0"
EXPORTS = [
    f"/api/datasets/export?exporter=ddi&persistentId={PID}",
    f"/api/datasets/export?exporter=dataverse_json&persistentId={PID}",
]
DATAFILES = ["/api/access/datafile/57", "/api/access/datafile/58"]
OTHER = "/dataset.xhtml?persistentId=doi:10.70122/FK2/ZZ9Y8W"


def build() -> list[Site]:
    main = f"""<h1>{TITLE}</h1><p>{PID}</p>
<h2>Files</h2>{links([(FILE_PAGES[0], "thresholds.tab"), (FILE_PAGES[1], "sites.tab")])}
<h2>Versions</h2>{links([(VERSION, "Version 1.0")])}
<p>Export metadata: {links([(EXPORTS[0], "DDI"), (EXPORTS[1], "JSON")])}</p>
<p>Also in this dataverse: <a href="{OTHER}">Seagrass cover</a></p>"""
    pages: dict[str, object] = {
        ENTRY_PATH: P.page(TITLE, main, share=ENTRY),
        VERSION: P.page(TITLE, f"<h1>{TITLE}</h1><p>Version 1.0</p>"),
        EXPORTS[0]: data(f"<codeBook><titl>{TITLE}</titl></codeBook>", "application/xml"),
        EXPORTS[1]: data(f'{{"title": "{TITLE}"}}', "application/json"),
        OTHER: P.page("Seagrass cover", "<h1>Seagrass cover</h1>"),
    }
    for page, dl in zip(FILE_PAGES, DATAFILES, strict=True):
        pages[page] = P.page(
            dl.rsplit("/", 1)[-1], f'<p>This file is part of {TITLE}</p><a href="{dl}">Download</a>'
        )
        pages[dl] = data(b"\x00\x01binary tab", "application/octet-stream")
    return [P.site(pages)]  # type: ignore[arg-type]


CASE = Case(
    "dataset",
    "Dataverse",
    "Multi-Hop",
    "sig_filtered_title",
    ENTRY,
    frozenset(P.url(u) for u in [ENTRY_PATH, *FILE_PAGES, VERSION, *EXPORTS, *DATAFILES]),
    build,
    others=frozenset({P.url(OTHER)}),
)
