"""Real interactive pages served on the virtual web: TodoMVC and the jQuery UI demos.

`scripts/setup --test` installs them: the npm package `todomvc` into .cache/npm (served as
todomvc.test, its root at /, so TodoMVC's base.js finds /learn.json) and Debian's
libjs-jquery-ui-docs (served as jqueryui.test with the absolute /usr/share/... paths its
demos use).  The files are read from disk on each request, under fixed roots only.
"""

from __future__ import annotations

import mimetypes
import re
from pathlib import Path

from keepnet.testweb.site import Request, Response, Site

REPO = Path(__file__).resolve().parents[2]
TODOMVC = REPO / ".cache" / "npm" / "node_modules" / "todomvc"
JQUERY_UI_DEMOS = Path("/usr/share/doc/libjs-jquery-ui-docs/examples")
JQUERY_UI_ROOTS = ("/usr/share/javascript/", "/usr/share/nodejs/", str(JQUERY_UI_DEMOS) + "/")
# Debian's demos ask for /usr/share/nodejs/require.js; node-requirejs installs it here.
ALIASES = {"/usr/share/nodejs/require.js": "/usr/share/nodejs/requirejs/require.js"}

TODOMVC_HOST = "todomvc.test"
JQUERY_UI_HOST = "jqueryui.test"


def available() -> dict[str, bool]:
    return {
        "todomvc": (TODOMVC / "learn.json").is_file(),
        "jquery-ui": (JQUERY_UI_DEMOS / "tabs" / "ajax.html").is_file(),
    }


def _file(path: Path) -> Response:
    if not path.is_file():
        return Response.not_found(str(path))
    ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    if path.suffix == ".php":  # no PHP here: the demo's slow/broken tabs get their source
        ctype = "text/html"
    if ctype.startswith("text/") or ctype.endswith(("javascript", "json")):
        ctype += "; charset=utf-8"
    return Response(200, [("Content-Type", ctype)], path.read_bytes())


def todomvc_site() -> Site:
    site = Site(TODOMVC_HOST)

    @site.route(re.compile(r"/.*"))
    def serve(req: Request) -> Response:
        rel = req.path.lstrip("/") or "index.html"
        if rel.endswith("/"):
            rel += "index.html"
        path = (TODOMVC / rel).resolve()
        if TODOMVC.resolve() not in path.parents:
            return Response.not_found(req.url)
        return _file(path)

    return site


def jquery_ui_site() -> Site:
    site = Site(JQUERY_UI_HOST)

    @site.route(re.compile(r"/.*"))
    def serve(req: Request) -> Response:
        path = ALIASES.get(req.path, req.path)
        if req.path.endswith("/"):
            path += "index.html"
        resolved = Path(path).resolve()
        if ".." in path or not any(str(resolved).startswith(r) for r in JQUERY_UI_ROOTS):
            return Response.not_found(req.url)
        return _file(resolved)

    return site


def todomvc_url(example: str) -> str:
    return f"http://{TODOMVC_HOST}/examples/{example}/index.html"


def jquery_ui_url(demo: str) -> str:
    return f"http://{JQUERY_UI_HOST}{JQUERY_UI_DEMOS}/{demo}"
