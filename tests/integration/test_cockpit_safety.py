"""The cockpit against hostile input: XSS in seeds, titles and URLs; path traversal in every
parameter; CSRF; foreign Host headers; the token when bound beyond loopback.

Served in process (Starlette's TestClient); the crawl directories are written by the test
with hostile content, as a hostile site would make a crawl write them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from keepnet.cockpit.app import Cockpit, create_app
from keepnet.cockpit.runner import Runner
from keepnet.cockpit.security import BadName, Guard, crawl_path

XSS = '<script>alert("x")</script>'
IMG = '"><img src=x onerror=alert(1)>'


class NoChildren(Runner):
    """A runner that records what it would start (no child process in these tests)."""

    def __init__(self) -> None:
        super().__init__()
        self.started: list[Path] = []

    def start_crawl(self, root: Path):  # type: ignore[no-untyped-def]
        self.started.append(root)


def hostile_crawl(data: Path) -> Path:
    root = data / "evil"
    (root / "state").mkdir(parents=True)
    (root / "pages").mkdir()
    (root / "logs").mkdir()
    (root / "state" / "job.json").write_text(
        json.dumps({"seeds": [{"url": f"http://evil.test/{XSS}"}]})
    )
    (root / "stats.json").write_text(
        json.dumps({"fetched": 1, "pages": 1, "stop_reason": f"finished {XSS}", "mime": {XSS: 1}})
    )
    page = {"url": f"http://evil.test/{IMG}", "title": XSS, "status": 200}
    (root / "pages" / "pages.jsonl").write_text(
        json.dumps({"format": "x"}) + "\n" + json.dumps(page) + "\n"
    )
    (root / "logs" / "crawl.log").write_text(
        f"2026-01-01T00:00:00Z 200 1 http://evil.test/{XSS} - -\n"
    )
    (root / "artifacts").mkdir()
    (root / "artifacts" / "manifest.json").write_text(
        json.dumps(
            {
                "artifacts": [
                    {
                        "entry": XSS,
                        "seed": IMG,
                        "heuristic": XSS,
                        "heuristic_name": "x",
                        "source": "x",
                        "members": [{"url": XSS, "status": 200}],
                        "other_artifacts": [IMG],
                        "evidence": [XSS],
                    }
                ]
            }
        )
    )
    return root


@pytest.fixture
def app(tmp_path: Path) -> tuple[TestClient, Cockpit]:
    data = tmp_path / "data"
    data.mkdir()
    hostile_crawl(data)
    cockpit = Cockpit(data, Guard("127.0.0.1", 8090), runner=NoChildren())
    client = TestClient(create_app(cockpit), base_url="http://127.0.0.1:8090")
    return client, cockpit


def csrf(client: TestClient) -> str:
    html = client.get("/new").text
    return html.split('name="csrf" value="', 1)[1].split('"', 1)[0]


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/crawls/evil",
        "/crawls/evil/pages",
        "/crawls/evil/artifacts",
        "/crawls/evil/qa",
        f"/crawls/evil/states?url=http://evil.test/{IMG}",
        f"/crawls/evil/pages?q={XSS}",
    ],
)
def test_hostile_text_is_escaped_everywhere(app: tuple[TestClient, Cockpit], path: str) -> None:
    client, _ = app
    r = client.get(path)
    assert r.status_code == 200, r.text
    assert "<script>alert" not in r.text and "<img src=x" not in r.text
    assert "Content-Security-Policy" in r.headers and r.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize(
    "path",
    [
        "/crawls/..%2F..%2Fetc/pages",
        "/crawls/%2e%2e/job.yaml",
        "/crawls/.hidden",
        "/crawls/evil%2F..%2F..%2Fetc/job.yaml",
        "/static/..%2Fapp.py",
        "/crawls/nope/pages",
    ],
)
def test_no_parameter_reaches_outside_the_data_directory(
    app: tuple[TestClient, Cockpit], path: str
) -> None:
    client, _ = app
    r = client.get(path)
    assert r.status_code == 404
    assert "import" not in r.text  # no source file served


def test_names_are_slugs_inside_the_data_directory(tmp_path: Path) -> None:
    assert crawl_path(tmp_path, "ok-name_1.2") == (tmp_path / "ok-name_1.2").resolve()
    for bad in ("..", "../x", "a/b", ".hidden", "", "x" * 65, "a..b"):
        with pytest.raises(BadName):
            crawl_path(tmp_path, bad)


def test_the_form_refuses_bad_names_and_bad_jobs_with_field_errors(
    app: tuple[TestClient, Cockpit],
) -> None:
    client, cockpit = app
    token = csrf(client)
    r = client.post("/new", data={"csrf": token, "name": "../escape", "seeds": "http://a.test/"})
    assert r.status_code == 400 and "not a crawl name" in r.text
    assert not (cockpit.data.parent / "escape").exists()
    r = client.post(
        "/new", data={"csrf": token, "name": "ok", "seeds": XSS, "delay": "-1", "max_pages": "x"}
    )
    assert r.status_code == 400 and "<script>alert" not in r.text
    assert 'data-field="seeds"' in r.text and 'data-field="max_pages"' in r.text
    assert not (cockpit.data / "ok").exists()
    r = client.post(
        "/new",
        data={"csrf": token, "name": "up", "seeds": ""},
        files={"job_file": ("job.yaml", b"seeds: [http://a.test/]\nscope: nonsense\n")},
    )
    assert r.status_code == 400 and "scope" in r.text
    r = client.post(
        "/new",
        data={"csrf": token, "name": "good", "scope": "host"},
        files={"job_file": ("job.yaml", b"seeds: [http://a.test/]\nmax_pages: 5\n")},
        follow_redirects=False,
    )
    assert r.status_code == 303
    job = (cockpit.data / "good" / "job.yaml").read_text()
    assert "max_pages: 5" in job and "scope: host" in job
    assert cockpit.runner.started == [cockpit.data / "good"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "path",
    [
        "/new",
        "/crawls/evil/action/stop",
        "/crawls/evil/exclusions",
        "/crawls/evil/wacz",
        "/crawls/evil/qa",
        "/crawls/evil/urls",
        "/crawls/evil/hosts",
    ],
)
def test_every_post_needs_the_csrf_token(app: tuple[TestClient, Cockpit], path: str) -> None:
    client, _ = app
    assert client.post(path, data={"name": "x", "seeds": "http://a.test/"}).status_code == 403
    assert client.post(path, data={"csrf": "0" * 64, "name": "x"}).status_code == 403
    assert client.get("/crawls/evil/action/stop").status_code == 405  # no GET changes state


def test_foreign_host_headers_are_refused_on_loopback(app: tuple[TestClient, Cockpit]) -> None:
    client, _ = app
    assert client.get("/", headers={"Host": "evil.test:8090"}).status_code == 421
    assert client.get("/", headers={"Host": "127.0.0.1:8090"}).status_code == 200


def test_beyond_loopback_the_token_is_required(tmp_path: Path) -> None:
    guard = Guard("0.0.0.0", 8090, token="t0ken-for-tests-only")
    client = TestClient(
        create_app(Cockpit(tmp_path, guard, runner=NoChildren())), base_url="http://192.0.2.1:8090"
    )
    assert client.get("/", headers={"Host": "evil.test"}).status_code == 401
    assert client.get("/?token=wrong").status_code == 401
    r = client.get("/?token=t0ken-for-tests-only")
    assert r.status_code == 200 and "keepnet_cockpit" in r.headers.get("set-cookie", "")
    assert "httponly" in r.headers["set-cookie"].lower()
    assert "samesite=strict" in r.headers["set-cookie"].lower()
    assert client.get("/new").status_code == 200  # the cookie from now on


def test_replay_takes_http_urls_only(app: tuple[TestClient, Cockpit]) -> None:
    client, _ = app
    for url in ("file:///etc/passwd", "javascript:alert(1)", "//evil.test/"):
        r = client.get(f"/crawls/evil/replay?url={url}", follow_redirects=False)
        assert r.status_code == 303 and "not+a+captured+page" in r.headers["location"]


@pytest.mark.redis
def test_distributed_crawls_on_the_frontier_are_listed(tmp_path: Path, redis_server) -> None:  # type: ignore[no-untyped-def]
    from keepnet.distributed.shared import SharedCrawl
    from keepnet.settings.job import build_job

    shared = SharedCrawl(redis_server.url, "cockpit-listed")
    shared.publish_job(build_job({"seeds": ["http://a.test/"]}))
    shared.heartbeat("w1", {"fetched": 7, "pages": 3})
    shared.close()
    cockpit = Cockpit(
        tmp_path, Guard("127.0.0.1", 8090), runner=NoChildren(), frontier=redis_server.url
    )
    client = TestClient(create_app(cockpit), base_url="http://127.0.0.1:8090")
    html = client.get("/").text
    assert "cockpit-listed" in html and '<td class="n">7</td>' in html
    token = html.split('name="csrf" value="', 1)[1].split('"', 1)[0]
    r = client.post(
        "/remote/cockpit-listed/action/pause", data={"csrf": token}, follow_redirects=False
    )
    assert r.status_code == 303 and "kind=ok" in r.headers["location"]
    shared = SharedCrawl(redis_server.url, "cockpit-listed")
    assert shared.control() == "paused"  # what every worker reads
    shared.close()
    assert client.post("/remote/cockpit-listed/action/stop", data={}).status_code == 403
    r = client.post("/remote/nobody/action/stop", data={"csrf": token}, follow_redirects=False)
    assert "kind=error" in r.headers["location"]
    broken = Cockpit(
        tmp_path, Guard("127.0.0.1", 8090), runner=NoChildren(), frontier="redis://127.0.0.1:1/0"
    )
    r = TestClient(create_app(broken), base_url="http://127.0.0.1:8090").get("/")
    assert r.status_code == 200 and "redis://127.0.0.1:1/0" in r.text  # shown, not fatal
