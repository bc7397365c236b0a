"""RO-Crates published as static files (nginx) by a lab next to its repository deposits.

The entry is the crate's generated ``ro-crate-preview.html``: no site chrome at all, a
table of the crate's data entities linking each file, the ``ro-crate-metadata.json`` and,
as external contextual entities, ORCID, licence and the repository deposit.  The files sit
in sibling directories of the preview, not below it.  The host answers nginx's bare 404
and an autoindex root.  Truth: the preview, the metadata file and every data entity.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import file_response

PF = "crates.pinfold-data-lab.hx33.example"
NGINX_404 = (
    "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found"
    "</h1></center>\r\n<hr><center>nginx/1.26.2</center>\r\n</body>\r\n</html>\r\n"
)


@dataclass
class Crate:
    slug: str
    name: str
    files: Sequence[str]  # relative to the crate root: data/..., code/...
    deposit: str


CRATES = [
    Crate(
        "pf-2025-014",
        "Pinfold hedgehog camera-trap detections, autumn 2025",
        ["data/detections.csv", "data/cameras.csv", "code/classify.py", "docs/protocol.pdf"],
        "http://doi.test/10.80011/pinfold.2025.014",
    ),
    Crate(
        "pf-2025-021",
        "Moth trap catches at Pinfold Farm, 2019-2025",
        ["data/catches.csv", "data/weather.csv", "docs/README.md"],
        "http://doi.test/10.80011/pinfold.2025.021",
    ),
]


def _preview(c: Crate) -> str:
    rows = "".join(
        f'<tr><td><a href="../{escape(f)}">{escape(f)}</a></td><td>{f.rsplit(".", 1)[-1]}</td></tr>'
        for f in c.files
    )
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(c.name)}</title>
<script type="application/ld+json">{{"@id": "./", "name": "{escape(c.name)}"}}</script>
<style>body{{font-family:sans-serif}} table{{border-collapse:collapse}}</style></head>
<body><h1>{escape(c.name)}</h1>
<p>This is the human-readable preview of an
<a href="http://www.researchobject.test/ro-crate/1.1/">RO-Crate 1.1</a> package.
Machine-readable metadata: <a href="../ro-crate-metadata.json">ro-crate-metadata.json</a></p>
<table><tr><th>@id</th><td>./</td></tr><tr><th>author</th><td>
<a href="http://orcid.test/0000-0002-1948-3321">Pinfold Data Lab</a></td></tr>
<tr><th>license</th><td><a href="http://spdx.test/licenses/CC-BY-4.0">CC-BY-4.0</a></td></tr>
<tr><th>identifier</th><td><a href="{c.deposit}">{c.deposit}</a></td></tr></table>
<h2>Data entities</h2><table>{rows}</table></body></html>
"""


def _metadata(c: Crate) -> bytes:
    graph = [
        {"@id": "ro-crate-metadata.json", "conformsTo": {"@id": "https://w3id.org/ro/crate/1.1"}},
        {"@id": "./", "name": c.name, "hasPart": [{"@id": f} for f in c.files]},
        *({"@id": f, "@type": "File"} for f in c.files),
    ]
    return json.dumps(
        {"@context": "https://w3id.org/ro/crate/1.1/context", "@graph": graph}
    ).encode()


def pinfold_sites() -> list[Site]:
    site = Site(PF, not_found=lambda _r: Response.html(NGINX_404, 404))
    index = "".join(f'<a href="/{c.slug}/">{c.slug}/</a>\n' for c in CRATES)
    site.add(
        "/",
        f"<html><head><title>Index of /</title></head><body><h1>Index of /</h1><hr><pre>"
        f'<a href="../">../</a>\n{index}</pre><hr></body></html>',
    )
    for c in CRATES:
        site.add(f"/{c.slug}/preview/ro-crate-preview.html", _preview(c))
        site.add(
            f"/{c.slug}/ro-crate-metadata.json", Response.data(_metadata(c), "application/ld+json")
        )
        for f in c.files:
            site.add(f"/{c.slug}/{f}", file_response(f.rsplit("/", 1)[-1], c.name))
    return [site]


def _truth(c: Crate) -> frozenset[str]:
    base = f"http://{PF}/{c.slug}"
    return frozenset(
        [f"{base}/preview/ro-crate-preview.html", f"{base}/ro-crate-metadata.json"]
        + [f"{base}/{f}" for f in c.files]
    )


def cases() -> list[Case]:
    kind = "RO-Crate static host (Pinfold Data Lab, nginx)"
    return [
        # single_page_plus: every link of the chrome-less preview is one hop and belongs to
        # the crate except the external contextual entities (ORCID, licence, spec, deposit
        # DOI); there is no chrome for an ignore list to remove, and the files are not below
        # the preview's path.
        Case(
            f"pf-{c.slug}",
            kind,
            "Single Hop",
            "single_page_plus",
            f"http://{PF}/{c.slug}/preview/ro-crate-preview.html",
            _truth(c),
            pinfold_sites,
        )
        for c in CRATES
    ]
