"""The browser tier on real documentation sites served by nginx: Debian's python3.11-doc (530
Sphinx pages) and jsoup's Javadoc (269 pages).  Every page is classified deferred (their
shared scripts can load); the default crawl must still archive everything the HTTP-only
crawl archives, plus the resources only the browser finds — the Python search page's
glossary.json and the module index's plus.png, the Javadoc search indexes its script
inserts — with state metadata a small share of the bytes, by learning per template
(keepnet.browser.templates) instead of rendering every page."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from keepnet.index.cdxj import parse_line
from nginx_server import Nginx

pytestmark = [pytest.mark.browser, pytest.mark.slow]

DOCS = Path("/usr/share/doc/python3.11/html")
REPO = Path(__file__).resolve().parents[2]
JAVADOC = REPO / ".cache/debian/libjsoup-java-doc/usr/share/doc/libjsoup-java/api"
KEEPNET = Path(sys.executable).with_name("keepnet")


def urls(out: Path) -> set[str]:
    lines = (out / "indexes" / "index.cdxj").read_text().splitlines()
    return {parse_line(x).url for x in lines}


def crawl(url: str, out: Path, *extra: str) -> dict:  # type: ignore[type-arg]
    proc = subprocess.run(
        [
            str(KEEPNET),
            "crawl",
            url,
            "--scope",
            "host",
            "--delay",
            "0",
            "--allow-private",
            "--out",
            str(out),
            "-q",
            *extra,
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads((out / "stats.json").read_text())


def test_default_crawl_of_real_docs_learns_per_template(tmp_path: Path) -> None:
    if not (DOCS / "index.html").exists():
        pytest.fail("python3.11-doc is not installed: run scripts/setup --test")
    server = Nginx(DOCS, tmp_path / "nginx")
    try:
        never = crawl(server.url, tmp_path / "never", "--browser", "never")
        default = crawl(server.url, tmp_path / "default")
    finally:
        server.stop()
    http_only, full = urls(tmp_path / "never"), urls(tmp_path / "default")
    assert http_only - full == set()  # nothing the HTTP-only crawl has is missing
    found = {u.removeprefix(server.url) for u in full - http_only if not u.startswith("urn:")}
    assert {"_static/glossary.json", "_static/plus.png"} <= found
    browser = default["browser"]
    assert browser["decisions"]["deferred"] >= 500  # the classifier sends every page...
    skipped = browser["decisions"].get("template: not rendered", 0)
    assert skipped >= 0.9 * browser["decisions"]["deferred"]  # ...learning spares most
    assert browser["metadata_bytes"] <= 0.1 * default["bytes_downloaded"]
    assert never["pages"] == default["pages"]


def test_javadoc_pages_with_their_own_data_are_a_few_templates(tmp_path: Path) -> None:
    # Each Javadoc page writes its own data (its path to the root, its method table) into
    # the same inline code: a few templates, not one per page.
    if not (JAVADOC / "index.html").exists():
        pytest.fail("jsoup's Javadoc is not unpacked: run scripts/setup --test")
    server = Nginx(JAVADOC, tmp_path / "nginx")
    try:
        never = crawl(server.url, tmp_path / "never", "--browser", "never")
        default = crawl(server.url, tmp_path / "default")
    finally:
        server.stop()
    http_only, full = urls(tmp_path / "never"), urls(tmp_path / "default")
    assert http_only - full == set()
    found = {u.removeprefix(server.url) for u in full - http_only if not u.startswith("urn:")}
    assert {"search.js", "member-search-index.js", "type-search-index.js"} <= found
    browser = default["browser"]
    assert browser["decisions"]["deferred"] == never["pages"] == default["pages"] > 250
    assert len(browser["templates"]) <= 5 and browser["pages_rendered"] <= 10
    assert browser["metadata_bytes"] <= 0.1 * default["bytes_downloaded"]
