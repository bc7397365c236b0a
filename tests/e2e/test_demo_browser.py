"""`keepnet demo` shows the browser tier at work on the demo web's interactive gallery."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from keepnet.browser.launch import find_chromium
from keepnet.cli.demo import command
from keepnet.testweb.sites import gallery

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed"),
]


def test_demo_finds_the_gallery_descendants(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    result = CliRunner().invoke(command, ["--out", str(out), "-q"])
    assert result.exit_code == 0, result.output
    assert "browser tier: 1 page(s) rendered" in " ".join(result.output.split())
    b = json.loads((out / "stats.json").read_text())["browser"]
    assert b["decisions"]["deferred"] == 1 and b["descendants"] > 0
    # R0 (css, js, featured.json, featured.png) grows to every resource the gallery has.
    assert (b["table4"]["R0"], b["table4"]["R0+R1+R2"]) == (4, 16)
    index = (out / "indexes" / "index.cdxj").read_text()
    for path in ("/api/tabs/portraits.json", "/photos/winter.png", "/photos/more-2.png"):
        assert (gallery.ORIGIN + path).split("//", 1)[1].split("/", 1)[1] in index
