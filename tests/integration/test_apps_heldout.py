"""Application-aware crawling of the two independent sets of application instances.

keepnet/testweb/sites/apps_heldout and apps_heldout2 were written by separate sessions that
did not read the knowledge base; each was scored once on arrival (docs/apps.md, "Measured")
and then used to generalise the knowledge base and the adaptation, so these are floors
against regressions, not a held-out grade.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from integration.test_apps_crawl import crawl
from keepnet.testweb.sites.apps import AppSite
from keepnet.testweb.sites.apps.measure import measure_crawl
from keepnet.testweb.sites.apps_heldout import heldout_app_sites
from keepnet.testweb.sites.apps_heldout2 import heldout2_app_sites

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    "app",
    [*heldout_app_sites(), *heldout2_app_sites()],
    ids=lambda a: f"{a.app}{'-themed' if a.themed else ''}-{a.host}",
)
def test_independent_instances_keep_their_figures(app: AppSite, tmp_path: Path) -> None:
    crawl(app, tmp_path / "crawl")
    m = measure_crawl(app, tmp_path / "crawl")
    assert m.coverage == 1.0, (m.covered, m.views)
    assert m.waste_share <= 0.08, (m.waste, m.requests)
    assert m.recall >= 0.95 and m.precision >= 0.95, m
