"""The replay-completeness check (`keepnet qa`): which captured pages will replay incomplete.

Every page of a crawl is opened in headless Chromium served only from the archive (the
replay app, in-process), its recorded descendant states are reached again, and what it
requested is accounted: found, missing (with URLs), replay errors, and attempted live-web
leaks (blocked).  A patch crawl fetches what is missing into the same crawl.

Modules: asgi (the replay app called in-process), source (serving and classifying one
page's requests), states (recorded interaction scripts), check (one page), runner (a
crawl), report (JSON and table), patch (the patch crawl).
"""

from keepnet.qa.check import QaSettings
from keepnet.qa.patch import PatchReport, patch, run_patch
from keepnet.qa.report import PageReport, QaReport
from keepnet.qa.runner import qa, run_qa

__all__ = [
    "PageReport",
    "PatchReport",
    "QaReport",
    "QaSettings",
    "patch",
    "qa",
    "run_patch",
    "run_qa",
]
