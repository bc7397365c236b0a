"""Shared pieces of heldout114's mock portals: responses, Link headers, files, a forge.

The forge builder renders a repository's file tree as the pages a code forge serves for it
(project home, tree pages, blob pages, raw files) in the URL shapes of GitLab, Forgejo, a
GitHub-style forge or the Hugging Face Hub, and returns the pages with the URIs it made.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

Files = Mapping[str, str | bytes]


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def html(body: str, link: str | None = None) -> Response:
    return Response.html(body, 200, [("Link", link)] if link else None)


def linkheader(rels: Sequence[tuple[str, str, str | None]]) -> str:
    """A Link header value from (target, rel, type or None)."""
    out = []
    for target, rel, ctype in rels:
        out.append(f'<{target}> ; rel="{rel}"' + (f' ; type="{ctype}"' if ctype else ""))
    return " , ".join(out)


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def doc(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def blob(label: str, ctype: str = "application/octet-stream", size: int = 512) -> Response:
    """Deterministic opaque bytes standing for a binary file (CAD, archive, bag, video)."""
    seed = hashlib.sha256(label.encode()).digest()
    return data((seed * (size // len(seed) + 1))[:size], ctype)


def image(rgb: tuple[int, int, int] = (120, 120, 120)) -> Response:
    return data(png(16, 12, rgb), "image/png")


def redirect(location: str, status: int = 301) -> Response:
    return Response.redirect(location, status)


def as_response(value: str | bytes, path: str) -> Response:
    if isinstance(value, bytes):
        return blob(path, "application/octet-stream") if not value else data(value, ctype(path))
    return text(value, ctype(path))


def ctype(path: str) -> str:
    ext = path.rsplit(".", 1)[-1].lower()
    return {
        "md": "text/markdown; charset=utf-8",
        "json": "application/json",
        "yaml": "text/yaml; charset=utf-8",
        "yml": "text/yaml; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "xml": "application/xml",
        "urdf": "application/xml",
        "pdf": "application/pdf",
        "zip": "application/zip",
        "png": "image/png",
    }.get(ext, "text/plain; charset=utf-8")


# --- forge ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """URL shapes of one forge family, relative to the project's base path."""

    tree: str  # "{base}/-/tree/{ref}/{path}"
    blob: str
    raw: str  # may be absolute (another host)
    root_tree: str  # the tree page of the root directory


GITLAB = Shape(
    "{base}/-/tree/{ref}/{path}",
    "{base}/-/blob/{ref}/{path}",
    "{base}/-/raw/{ref}/{path}",
    "{base}/-/tree/{ref}",
)
FORGEJO = Shape(
    "{base}/src/branch/{ref}/{path}",
    "{base}/src/branch/{ref}/{path}",
    "{base}/raw/branch/{ref}/{path}",
    "{base}/src/branch/{ref}",
)
HUB = Shape(
    "{base}/tree/{ref}/{path}",
    "{base}/blob/{ref}/{path}",
    "{base}/resolve/{ref}/{path}",
    "{base}/tree/{ref}",
)


def github_shape(raw_origin: str) -> Shape:
    return Shape(
        "{base}/tree/{ref}/{path}",
        "{base}/blob/{ref}/{path}",
        raw_origin + "{base}/{ref}/{path}",
        "{base}/tree/{ref}",
    )


@dataclass
class Repo:
    """A rendered repository: `pages` by path on the forge host, `raw` by absolute URL when
    raw files live on another host (else in `pages`), and every URI made (`uris`)."""

    pages: dict[str, str | Response]
    raw: dict[str, Response]
    uris: set[str]
    listing: str  # the root directory listing, for the project home


def render_repo(
    portal: Portal,
    base: str,
    files: Files,
    shape: Shape,
    *,
    label: str,
    ref: str = "main",
    chrome: Callable[[str, str], str] | None = None,
) -> Repo:
    """Tree and blob pages for every directory and file of `files` ({path: content})."""
    dirs: dict[str, set[str]] = {"": set()}
    for path in files:
        parts = path.split("/")
        for i in range(1, len(parts)):
            parent, child = "/".join(parts[: i - 1]), "/".join(parts[:i])
            dirs.setdefault(parent, set()).add(child + "/")
            dirs.setdefault(child, set())
        dirs.setdefault("/".join(parts[:-1]), set()).add(path)

    def tree_url(d: str) -> str:
        return (
            shape.root_tree.format(base=base, ref=ref)
            if not d
            else shape.tree.format(base=base, ref=ref, path=d)
        )

    def blob_url(p: str) -> str:
        return shape.blob.format(base=base, ref=ref, path=p)

    def raw_url(p: str) -> str:
        return shape.raw.format(base=base, ref=ref, path=p)

    def listing(d: str) -> str:
        rows = []
        for child in sorted(dirs[d], key=lambda c: (not c.endswith("/"), c)):
            if child.endswith("/"):
                name = child[:-1]
                rows.append(
                    f'<tr class="tree-item"><td>&#128193; '
                    f"{a(tree_url(name), name.rsplit('/', 1)[-1])}</td></tr>"
                )
            else:
                rows.append(
                    f'<tr class="tree-item"><td>&#128196; '
                    f"{a(blob_url(child), child.rsplit('/', 1)[-1])}</td></tr>"
                )
        return f'<table class="tree-table"><tbody>{"".join(rows)}</tbody></table>'

    def crumbs(p: str) -> str:
        out = [a(tree_url(""), label)]
        parts = p.split("/")
        for i in range(1, len(parts)):
            out.append(a(tree_url("/".join(parts[:i])), parts[i - 1]))
        out.append(escape(parts[-1]))
        return '<nav class="breadcrumb">' + " / ".join(out) + "</nav>"

    wrap = chrome or (lambda title, main: portal.page(title, main))
    pages: dict[str, str | Response] = {}
    raw: dict[str, Response] = {}
    uris: set[str] = set()
    for d in dirs:
        url = tree_url(d)
        head = crumbs(d) if d else ""
        pages[url] = wrap(f"{d or label} at {ref}", f"{head}{listing(d)}")
        uris.add(portal.url(url))
    for path, content in files.items():
        rurl = raw_url(path)
        body = as_response(content, path)
        if rurl.startswith("http://"):
            raw[rurl] = body
            uris.add(rurl)
        else:
            pages[rurl] = body
            uris.add(portal.url(rurl))
        shown = (
            f"<pre>{escape(content)}</pre>"
            if isinstance(content, str)
            else "<p>Binary file not shown.</p>"
        )
        burl = blob_url(path)
        pages[burl] = wrap(
            f"{path} at {ref}",
            f'{crumbs(path)}<div class="file-actions">{a(rurl, "Raw")}</div>{shown}',
        )
        uris.add(portal.url(burl))
    return Repo(pages, raw, uris, listing(""))
