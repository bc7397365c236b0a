"""What a crawl does *not* load at start-up (issue 14): the modules of features a job does not
use, the extraction worker's needless imports, the public suffix list of a host scope.

Each check runs in a fresh interpreter, since this test process has imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

CRAWL_START = """
import json, sys
import keepnet.cli.crawl
from keepnet.extensions import enabled_extensions
from keepnet.scope import rules
from keepnet.settings.job import build_job

job = build_job({"seeds": ["http://a.test/"], "scope": "host"})
names = [e.name for e in enabled_extensions(job)]
rules.Scope(job)
rules.url_host("http://a.test/x")
print(json.dumps({"extensions": names, "modules": sorted(sys.modules),
                  "psl": rules._psl.cache_info().currsize}))
"""

WORKER = """
import json, sys
import keepnet.pipeline.offload
print(json.dumps({"modules": sorted(sys.modules)}))
"""


def run(code: str) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, object] = json.loads(out.stdout)
    return result


def test_a_plain_crawl_loads_neither_the_api_server_nor_the_artifact_machinery() -> None:
    got = run(CRAWL_START)
    assert "apps" in got["extensions"]  # the default job's extensions were asked and built
    modules = set(got["modules"])  # type: ignore[arg-type]
    assert "keepnet.api.extension" in modules and "keepnet.artifacts.extension" in modules
    for heavy in ("uvicorn", "starlette", "keepnet.api.app", "keepnet.artifacts.boundary"):
        assert heavy not in modules, heavy
    assert got["psl"] == 0  # a host scope never parses the public suffix list


def test_the_domain_scope_still_reads_the_public_suffix_list() -> None:
    from keepnet.scope.rules import Scope, url_domain
    from keepnet.settings.job import build_job

    scope = Scope(build_job({"seeds": ["http://www.example.co.uk/"], "scope": "domain"}))
    seed = scope.seed_scope("http://www.example.co.uk/")
    assert seed is not None and seed.domains == {"example.co.uk"}
    assert url_domain("http://news.example.co.uk/a") == "example.co.uk"


def test_the_extraction_worker_loads_no_event_loop_nor_warc_reader_or_writer() -> None:
    modules = set(run(WORKER)["modules"])  # type: ignore[arg-type]
    assert "keepnet.warc.records" in modules
    for heavy in ("asyncio", "keepnet.warc.reader", "keepnet.warc.writer", "uvicorn"):
        assert heavy not in modules, heavy


def test_a_crawl_of_no_known_application_loads_neither_dateutil_nor_the_object_machinery() -> None:
    modules = set(run(CRAWL_START)["modules"])  # type: ignore[arg-type]
    assert "keepnet.apps.extension" in modules and "keepnet.apps.knowledge" in modules
    for lazy in ("dateutil", "dateutil.parser", "keepnet.apps.extract", "keepnet.apps.adapt"):
        assert lazy not in modules, lazy


def test_the_object_machinery_is_there_once_an_application_page_needs_it() -> None:
    from keepnet.apps.extract import iso_date

    # the month names dateutil is given (built on the first printed date) are still used
    assert iso_date("posted 3 déc 2021") == "2021-12-03T00:00:00Z"
    assert iso_date("5 mars 2024, 14:22") == "2024-03-05T14:22:00Z"
    assert iso_date("le 1 janv 2020 zzz") == "2020-01-01T00:00:00Z"


def test_the_browser_tier_is_built_without_the_explorer_machinery() -> None:
    # --browser auto (the default) builds the tier at start; the explorer, the page session
    # and the states load with the first page rendered (or a doubt's scripts read).
    got = run(CRAWL_START)
    assert "browser" in got["extensions"]
    modules = set(got["modules"])  # type: ignore[arg-type]
    assert "keepnet.browser.tier" in modules and "keepnet.browser.bridge" in modules
    for lazy in (
        "keepnet.browser.explore",
        "keepnet.browser.session",
        "keepnet.browser.states",
        "keepnet.browser.events",
        "keepnet.browser.interact",
        "keepnet.browser.pagerecord",
        "keepnet.browser.metadata",
        "playwright",
    ):
        assert lazy not in modules, lazy


def test_the_explorer_settings_are_the_same_class_from_either_module() -> None:
    from keepnet.browser import explore, explore_settings

    assert explore.ExploreSettings is explore_settings.ExploreSettings
    assert explore_settings.ExploreSettings(policy="none").max_depth == 0
    assert explore_settings.ExploreSettings(policy="max-coverage", depth=3).max_depth == 3


def test_a_crawl_off_a_terminal_loads_no_live_display() -> None:
    # the live panel (rich.live) is only for a terminal: pipes, CI and -q never show it
    modules = set(run(CRAWL_START)["modules"])  # type: ignore[arg-type]
    assert "keepnet.progress" in modules and "rich.table" in modules
    assert "rich.live" not in modules
