"""The cockpit's web app (Starlette): pages, the live event stream, and steering forms.

    GET  /                          the crawls (and distributed crawls on --frontier)
    GET  /new, POST /new            the new-crawl form; starts the crawl as a child process
    GET  /crawls/NAME               the live monitor (GET /crawls/NAME/events: server-sent events)
    POST /crawls/NAME/action/ACT    pause, resume, stop (through the crawl's control API);
                                    start (a stopped crawl, resumed as a child process)
    POST /crawls/NAME/exclusions    SURT prefixes or regexes, in force at once
    POST /crawls/NAME/urls          scored URLs ("URL [score]" per line)
    POST /crawls/NAME/hosts         raise or lower a host's priority
    GET  /crawls/NAME/pages         the pages, searchable, each linked into replay
    GET  /crawls/NAME/replay?url=   opens the page in `keepnet replay` (started on demand)
    GET  /crawls/NAME/states?url=   a browser page's descendant states as a picture (SVG)
    GET  /crawls/NAME/artifacts     the artifact manifest
    GET  /crawls/NAME/qa, POST .../qa, POST .../qa/patch    QA report, run, patch
    POST /crawls/NAME/wacz, GET /crawls/NAME/wacz   export a WACZ, download it
    GET  /crawls/NAME/job.yaml      the crawl's job file
    POST /remote/ID/action/ACT      pause, resume, stop a distributed crawl (--frontier)

Safety (keepnet.cockpit.security): Host check on loopback, access token elsewhere, CSRF
token on every POST, crawl names resolved inside the data directory only, every text
escaped by Jinja2's autoescape.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    HTMLResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from keepnet.cockpit import catalog, jobform, states
from keepnet.cockpit.control import ControlError, CrawlClient
from keepnet.cockpit.runner import Runner
from keepnet.cockpit.security import BadName, Guard, crawl_path
from keepnet.cockpit.series import Monitor
from keepnet.settings.job import SCOPES

MAX_UPLOAD = 1 << 20
EVENT_INTERVAL = 1.0
Handler = Callable[[Request], Awaitable[Response]]
STATIC = Path(__file__).parent / "static"


def _size(n: int | float | None) -> str:
    value = float(n or 0)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if value < 1024 or unit == "TiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} TiB"


def _when(t: float | None) -> str:
    if not t:
        return "–"
    return datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


class Cockpit:
    """The app's state: the data directory, children, histories, and the guard."""

    def __init__(
        self, data: Path, guard: Guard, runner: Runner | None = None, frontier: str | None = None
    ) -> None:
        self.data = data.resolve()
        self.guard = guard
        self.runner = runner or Runner()
        self.monitor = Monitor()
        self.frontier = frontier
        self.env = Environment(
            loader=PackageLoader("keepnet.cockpit", "templates"),
            autoescape=select_autoescape(default=True, default_for_string=True),
        )
        self.env.filters["size"] = _size
        self.env.filters["when"] = _when
        self.env.globals["static"] = lambda name: f"/static/{name}"

    # -- helpers -------------------------------------------------------------------------

    def render(self, request: Request, template: str, status: int = 200, **ctx: Any) -> Response:
        msg = request.query_params.get("msg")
        kind = request.query_params.get("kind")
        html = self.env.get_template(template).render(
            data_dir=str(self.data),
            csrf=self.guard.csrf(),
            flash=msg,
            flash_kind=kind if kind in ("ok", "error") else None,
            **ctx,
        )
        return HTMLResponse(html, status_code=status)

    def crawl_root(self, request: Request) -> Path:
        root = crawl_path(self.data, request.path_params["name"])
        if not root.is_dir():
            raise BadName(f"no crawl named {root.name!r}")
        return root

    def client(self, root: Path) -> CrawlClient | None:
        child = self.runner.crawls.get(root)
        return CrawlClient.for_crawl(root, child.token if child else None)

    @staticmethod
    def back(name: str, message: str, ok: bool = True, where: str = "") -> RedirectResponse:
        query = urlencode({"msg": message, "kind": "ok" if ok else "error"})
        return RedirectResponse(f"/crawls/{quote(name)}{where}?{query}", status_code=303)


def create_app(cockpit: Cockpit) -> Starlette:
    guard = cockpit.guard

    def guarded(handler: Handler) -> Handler:
        async def endpoint(request: Request) -> Response:
            if not guard.host_ok(request.headers.get("host", "")):
                return PlainTextResponse("wrong Host header for the cockpit", status_code=421)
            cookie_ok = guard.token_ok(request.cookies.get("keepnet_cockpit"))
            query_token = request.query_params.get("token")
            if not guard.loopback and not cookie_ok and not guard.token_ok(query_token):
                return PlainTextResponse(
                    "the cockpit needs its access token: open the URL printed at start",
                    status_code=401,
                )
            if request.method == "POST":
                form = await request.form(max_part_size=MAX_UPLOAD)
                if not guard.csrf_ok(str(form.get("csrf") or "")):
                    return PlainTextResponse("missing or wrong CSRF token", status_code=403)
            try:
                response = await handler(request)
            except BadName as exc:
                return cockpit.render(request, "error.html", 404, message=str(exc))
            if not guard.loopback and query_token and guard.token_ok(query_token):
                response.set_cookie(
                    "keepnet_cockpit", guard.token, httponly=True, samesite="strict"
                )
            response.headers.setdefault("X-Frame-Options", "DENY")
            response.headers.setdefault("X-Content-Type-Options", "nosniff")
            response.headers.setdefault("Referrer-Policy", "same-origin")
            response.headers.setdefault(
                "Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
            )
            return response

        return endpoint

    # -- the crawls ----------------------------------------------------------------------

    async def home(request: Request) -> Response:
        crawls = catalog.list_crawls(cockpit.data, cockpit.runner.starting())
        remote, remote_error = [], None
        if cockpit.frontier:
            try:
                remote = await asyncio.to_thread(_remote_crawls, cockpit.frontier)
            except Exception as exc:  # redis errors of any kind: shown, not fatal
                remote_error = f"{cockpit.frontier}: {exc}"
        return cockpit.render(
            request,
            "crawls.html",
            crawls=crawls,
            remote=remote,
            remote_error=remote_error,
            frontier=cockpit.frontier,
        )

    def new_form(request: Request, form: jobform.JobForm, status: int = 200) -> Response:
        return cockpit.render(
            request,
            "new.html",
            status,
            form=form,
            scopes=SCOPES,
            browser_modes=jobform.BROWSER_MODES,
            explore=jobform.EXPLORE,
        )

    async def new(request: Request) -> Response:
        if request.method == "GET":
            return new_form(request, jobform.JobForm())
        data = await request.form(max_part_size=MAX_UPLOAD)
        values = {k: v for k, v in data.items() if isinstance(v, str) and k != "csrf"}
        form = jobform.JobForm(values)
        base: dict[str, Any] = {}
        upload = data.get("job_file")
        if isinstance(upload, UploadFile) and upload.filename:
            raw = await upload.read(MAX_UPLOAD + 1)
            if len(raw) > MAX_UPLOAD:
                form.error("job_file", "the job file is larger than 1 MiB")
            else:
                try:
                    base = jobform.parse_job_file(raw.decode("utf-8"))
                except UnicodeDecodeError:
                    form.error("job_file", "the job file is not UTF-8 text")
                except jobform.FormError as exc:
                    form.errors.update(exc.errors)
        name = form.get("name").strip()
        root: Path | None = None
        try:
            root = crawl_path(cockpit.data, name)
        except BadName as exc:
            form.error("name", str(exc))
        if root is not None and root.exists():
            form.error("name", f"a crawl named {name!r} exists already")
        job = jobform.validate(form, base) if not form.errors else None
        if job is None or root is None or form.errors:
            return new_form(request, form, 400)
        root.mkdir(parents=True)
        (root / "job.yaml").write_text(jobform.job_yaml(job), encoding="utf-8")
        cockpit.runner.start_crawl(root)
        return cockpit.back(name, "crawl started")

    # -- one crawl -----------------------------------------------------------------------

    async def crawl(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        summary = catalog.summarize(root, root.name in cockpit.runner.starting())
        snap = await asyncio.to_thread(cockpit.monitor.sample, root, cockpit.client(root))
        return cockpit.render(
            request,
            "crawl.html",
            c=summary,
            snap=snap,
            has_artifacts=(root / "artifacts" / "manifest.json").exists(),
            has_wacz=_wacz_path(root).exists(),
        )

    async def events(request: Request) -> Response:
        root = cockpit.crawl_root(request)

        async def stream() -> AsyncIterator[bytes]:
            first = True
            while not await request.is_disconnected():
                snap = await asyncio.to_thread(cockpit.monitor.sample, root, cockpit.client(root))
                snap["running"] = catalog.running_pid(root) is not None
                if not first:
                    history = snap.pop("history")
                    snap["point"] = history[-1] if history else None
                first = False
                yield f"data: {json.dumps(snap)}\n\n".encode()
                await asyncio.sleep(EVENT_INTERVAL)

        return StreamingResponse(
            stream(),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )

    async def action(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        act = request.path_params["act"]
        if act == "start":
            if catalog.running_pid(root) is not None:
                return cockpit.back(root.name, "the crawl is running already", ok=False)
            if not (root / "job.yaml").exists() and not (root / "state" / "job.json").exists():
                return cockpit.back(root.name, "this crawl has no job to resume", ok=False)
            if not (root / "job.yaml").exists():
                job = json.loads((root / "state" / "job.json").read_text())
                (root / "job.yaml").write_text(json.dumps(job), encoding="utf-8")
            cockpit.runner.start_crawl(root)
            return cockpit.back(root.name, "crawl resumed")
        if act not in ("pause", "resume", "stop"):
            return cockpit.back(root.name, f"unknown action {act!r}", ok=False)
        return await _through_api(root, lambda c: c.action(act), f"{act}: done")

    async def _through_api(root: Path, call: Callable[[CrawlClient], Any], ok: str) -> Response:
        client = cockpit.client(root)
        if client is None:
            return cockpit.back(root.name, "the crawl is not running (no control API)", ok=False)
        try:
            result = await asyncio.to_thread(call, client)
        except ControlError as exc:
            return cockpit.back(root.name, str(exc), ok=False)
        refused = result.get("refused") if isinstance(result, dict) else None
        if refused:
            detail = "; ".join(
                f"{r.get('rule') or r.get('url')}: {r.get('reason')}" for r in refused[:5]
            )
            return cockpit.back(root.name, f"{ok}; refused: {detail}", ok=False)
        return cockpit.back(root.name, ok)

    async def exclusions(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        form = await request.form()
        rule = str(form.get("rule") or "").strip()
        kind = str(form.get("kind") or "surt")
        if not rule:
            return cockpit.back(root.name, "give a SURT prefix or a regex", ok=False)
        prefixes, regexes = ([rule], []) if kind == "surt" else ([], [rule])
        return await _through_api(
            root, lambda c: c.exclude(prefixes, regexes), f"exclusion added: {rule}"
        )

    async def urls(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        form = await request.form()
        entries: list[dict[str, Any]] = []
        for line in str(form.get("urls") or "").splitlines():
            parts = line.split()
            if not parts:
                continue
            try:
                score = float(parts[1]) if len(parts) > 1 else 1.0
            except ValueError:
                return cockpit.back(root.name, f"not a score: {parts[1]!r}", ok=False)
            entries.append({"url": parts[0], "score": score})
        if not entries:
            return cockpit.back(root.name, "give URLs, one per line (URL [score])", ok=False)

        def post(c: CrawlClient) -> dict[str, Any]:
            answer = c.add_urls(entries)
            answer["queued_n"] = len(answer.get("queued", []))
            return answer

        return await _through_api(root, post, f"{len(entries)} URL(s) sent")

    async def hosts(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        form = await request.form()
        host = str(form.get("host") or "")
        try:
            delta = float(str(form.get("delta") or "0"))
        except ValueError:
            return cockpit.back(root.name, "the priority change must be a number", ok=False)
        return await _through_api(
            root, lambda c: c.host_priority(host, delta), f"host {host}: priority {delta:+g}"
        )

    # -- results -------------------------------------------------------------------------

    async def pages(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        q = request.query_params.get("q", "")[:200]
        rows = await asyncio.to_thread(catalog.pages, root, q)
        return cockpit.render(request, "pages.html", name=root.name, q=q, pages=rows)

    async def replay(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        url = request.query_params.get("url", "")
        if not url.startswith(("http://", "https://")) or len(url) > 4000:
            return cockpit.back(root.name, "not a captured page URL", ok=False, where="/pages")
        if not (root / "indexes" / "index.cdxj").exists():
            return cockpit.back(root.name, "no index yet: the crawl writes it", ok=False)
        port = await asyncio.to_thread(cockpit.runner.replay, root)
        return RedirectResponse(f"http://127.0.0.1:{port}/web/{url}", status_code=303)

    async def state_tree(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        url = request.query_params.get("url", "")
        nodes = await asyncio.to_thread(states.read_states, root, url)
        width, height = states.layout(nodes)
        by_id = {n.id: n for n in nodes}
        return cockpit.render(
            request,
            "states.html",
            name=root.name,
            url=url,
            nodes=nodes,
            by_id=by_id,
            width=width,
            height=height,
            w=states.NODE_W,
            h=states.NODE_H,
        )

    async def artifacts(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        manifest = catalog.read_json(root / "artifacts" / "manifest.json")
        return cockpit.render(
            request, "artifacts.html", name=root.name, artifacts=manifest.get("artifacts", [])
        )

    async def qa(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        report_path = root / "qa" / "report.json"
        if request.method == "POST":
            if catalog.running_pid(root) is not None:
                return cockpit.back(root.name, "QA runs on a stopped crawl", ok=False)
            patch = request.url.path.endswith("/patch")
            args = ["qa", str(root), "--json"] + (["--patch"] if patch else [])
            started = cockpit.runner.run_task(root, "qa", args, report_path)
            what = "patch crawl" if patch else "QA"
            msg = f"{what} started" if started else "QA is running already"
            return cockpit.back(root.name, msg, ok=started, where="/qa")
        running = cockpit.runner.task_running(root, "qa")
        report = catalog.read_json(report_path)
        if "qa" in report:  # a patch run: the recheck is the report that matters now
            report = {**report.get("recheck", {}), "patch": report.get("patch")}
        return cockpit.render(request, "qa.html", name=root.name, report=report, running=running)

    async def wacz(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        target = _wacz_path(root)
        if request.method == "POST":
            from keepnet.export.wacz import export_wacz

            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                await asyncio.to_thread(export_wacz, root, target)
            except (ValueError, OSError) as exc:
                return cockpit.back(root.name, f"export failed: {exc}", ok=False)
            return cockpit.back(root.name, f"WACZ exported ({_size(target.stat().st_size)})")
        if not target.exists():
            return cockpit.back(root.name, "no WACZ yet: export one first", ok=False)
        return FileResponse(target, media_type="application/wacz", filename=target.name)

    async def remote_action(request: Request) -> Response:
        """Pause, resume or stop a distributed crawl: its control key, which every worker
        reads about once a second (keepnet.distributed.shared), as `keepnet status` does."""
        crawl_id = request.path_params["crawl_id"]
        act = request.path_params["act"]
        states = {"pause": "paused", "resume": "running", "stop": "stopping"}
        query = {"kind": "error"}
        if not cockpit.frontier or act not in states:
            query["msg"] = "no such distributed crawl action"
        else:
            try:
                await asyncio.to_thread(_set_control, cockpit.frontier, crawl_id, states[act])
            except (LookupError, ValueError) as exc:
                query["msg"] = str(exc)
            except Exception as exc:  # redis errors of any kind: shown, not fatal
                query["msg"] = f"{cockpit.frontier}: {exc}"
            else:
                query = {"kind": "ok", "msg": f"{crawl_id}: {act}"}
        return RedirectResponse(f"/?{urlencode(query)}", status_code=303)

    async def job_file(request: Request) -> Response:
        root = cockpit.crawl_root(request)
        path = root / "job.yaml"
        if not path.exists():
            path = root / "state" / "job.json"
        if not path.exists():
            return cockpit.back(root.name, "no job file", ok=False)
        return FileResponse(path, media_type="text/yaml", filename=f"{root.name}-job.yaml")

    routes = [
        Route("/", guarded(home), methods=["GET"]),
        Route("/new", guarded(new), methods=["GET", "POST"]),
        Route("/crawls/{name}", guarded(crawl), methods=["GET"]),
        Route("/crawls/{name}/events", guarded(events), methods=["GET"]),
        Route("/crawls/{name}/action/{act}", guarded(action), methods=["POST"]),
        Route("/crawls/{name}/exclusions", guarded(exclusions), methods=["POST"]),
        Route("/crawls/{name}/urls", guarded(urls), methods=["POST"]),
        Route("/crawls/{name}/hosts", guarded(hosts), methods=["POST"]),
        Route("/crawls/{name}/pages", guarded(pages), methods=["GET"]),
        Route("/crawls/{name}/replay", guarded(replay), methods=["GET"]),
        Route("/crawls/{name}/states", guarded(state_tree), methods=["GET"]),
        Route("/crawls/{name}/artifacts", guarded(artifacts), methods=["GET"]),
        Route("/crawls/{name}/qa", guarded(qa), methods=["GET", "POST"]),
        Route("/crawls/{name}/qa/patch", guarded(qa), methods=["POST"]),
        Route("/crawls/{name}/wacz", guarded(wacz), methods=["GET", "POST"]),
        Route("/crawls/{name}/job.yaml", guarded(job_file), methods=["GET"]),
        Route("/remote/{crawl_id}/action/{act}", guarded(remote_action), methods=["POST"]),
        Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await asyncio.to_thread(cockpit.runner.close)  # children stopped by PID

    return Starlette(routes=routes, lifespan=lifespan)


def _wacz_path(root: Path) -> Path:
    return root / "exports" / f"{root.name}.wacz"


def _set_control(location: str, crawl_id: str, state: str) -> None:
    from keepnet.distributed.shared import SharedCrawl

    shared = SharedCrawl(location, crawl_id)
    try:
        shared.job()  # LookupError naming an unknown crawl
        shared.set_control(state)
    finally:
        shared.close()


def _remote_crawls(location: str) -> list[dict[str, Any]]:
    from keepnet.distributed.shared import SharedCrawl, crawl_ids

    out = []
    for crawl_id in crawl_ids(location):
        shared = SharedCrawl(location, crawl_id)
        try:
            out.append(shared.status())
        finally:
            shared.close()
    return out
