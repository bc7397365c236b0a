"""The FAIR Signposting "Apples-to-Apples" benchmark (corpora/signposting/a2a-benchmark) as a virtual web.

Each test-case folder NN-name/ is served at https://s11.no/2022/a2a-fair-metrics/NN-name/
(its index.html) with the headers and status its .htaccess asks of Apache:
`<Files F> Header add Link …` (headers for that file), `Header always add Link …` (every
response, errors included), `Redirect NNN` (the folder answers NNN), `ForceType T`; `.var`
type maps answer their first variant.  https://w3id.org/a2a-fair-metrics/NN-name/ answers
302 to the s11.no URL, as the real w3id.org redirects do.  Read-only: nothing is copied.
"""

from __future__ import annotations

import re
from pathlib import Path

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Request, Response, Site

BASE = "/2022/a2a-fair-metrics/"
S11 = "https://s11.no" + BASE
W3ID = "https://w3id.org/a2a-fair-metrics/"
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".ttl": "text/turtle",
    ".csv": "text/csv",
    ".jsonld": "application/ld+json",
    ".xml": "application/rdf+xml",
    ".zip": "application/zip",
    ".txt": "text/plain",
    ".json": "application/json",
}
_LINK = re.compile(r'Header\s+(always\s+)?add\s+Link\s+(?:"((?:[^"\\]|\\.)*)"|(\S.*))$')
_FILES = re.compile(r"<Files\s+\"?([^\">]+)\"?\s*>")


def parse_htaccess(text: str) -> tuple[dict[str, list[str]], list[str], int | None, dict[str, str]]:
    """(Link values per file, Link values always sent, forced status, ForceType per file)."""
    per_file: dict[str, list[str]] = {}
    always: list[str] = []
    status: int | None = None
    force: dict[str, str] = {}
    current: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        m = _FILES.match(line)
        if m:
            current = m.group(1).strip()
            continue
        if line.startswith("</Files"):
            current = None
            continue
        m = _LINK.match(line)
        if m:
            value = m.group(2).replace('\\"', '"') if m.group(2) is not None else m.group(3).strip()
            if m.group(1) or current is None:
                always.append(value)
            else:
                per_file.setdefault(current, []).append(value)
            continue
        if line.startswith("Redirect ") and line.split()[1].isdigit():
            status = int(line.split()[1])
        elif line.startswith("ForceType") and current:
            force[current] = line.split(None, 1)[1].strip().strip('"').replace('\\"', '"')
    return per_file, always, status, force


def _case_site_routes(site: Site, folder: Path) -> None:
    ht = folder / ".htaccess"
    per_file, always, status, force = (
        parse_htaccess(ht.read_text()) if ht.exists() else ({}, [], None, {})
    )
    prefix = BASE + folder.name + "/"

    def serve(name: str, request: Request) -> Response:
        path = folder / name
        if not path.is_file():
            var = folder / f"{name}.var"
            if var.is_file():
                first = re.search(r"^URI:\s*(\S+\.\S+)", var.read_text(), re.M)
                if first:
                    return serve(first.group(1), request)
            return Response.html("<title>Not Found</title>", 404)
        ctype = force.get(name) or TYPES.get(path.suffix, "application/octet-stream")
        if name == "linkset.json":
            ctype = "application/linkset+json"
        elif name == "linkset.txt":
            ctype = "application/linkset"
        headers = [("Content-Type", ctype)]
        headers += [("Link", v) for v in [*per_file.get(name, []), *always]]
        code = status if (status is not None and name == "index.html") else 200
        body = b"" if code == 204 else path.read_bytes()
        return Response(code, headers, body)

    @site.route(re.compile(re.escape(prefix) + r"(.*)"))
    def _route(request: Request) -> Response:
        assert request.match is not None
        return serve(request.match.group(1) or "index.html", request)


def a2a_web(corpus: Path) -> VirtualWeb:
    """s11.no and w3id.org serving every benchmark folder of corpus/signposting/a2a-benchmark."""
    root = corpus / "signposting" / "a2a-benchmark"
    s11 = Site("s11.no")
    for folder in sorted(p for p in root.iterdir() if p.is_dir() and p.name[:2].isdigit()):
        _case_site_routes(s11, folder)
    w3id = Site("w3id.org")

    @w3id.route(re.compile(r"/a2a-fair-metrics/(.*)"))
    def _redirect(request: Request) -> Response:
        assert request.match is not None
        return Response.redirect(S11 + request.match.group(1), 302)

    return VirtualWeb([s11, w3id])


def case_folders(corpus: Path) -> list[str]:
    root = corpus / "signposting" / "a2a-benchmark"
    return sorted(p.name for p in root.iterdir() if p.is_dir() and p.name[:2].isdigit())
