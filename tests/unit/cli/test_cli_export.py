"""`keepnet export DIR --wacz FILE`."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

from click.testing import CliRunner

from keepnet.cli.main import main


def test_export_command(tmp_path: Path, corpora: Path) -> None:
    (tmp_path / "c" / "archive").mkdir(parents=True)
    shutil.copy(corpora / "warc" / "pywb" / "iana.warc.gz", tmp_path / "c" / "archive")
    out = tmp_path / "c.wacz"
    result = CliRunner().invoke(main, ["export", str(tmp_path / "c"), "--wacz", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"wrote {out} (")
    assert "1 WARC," in result.stdout
    assert "archive/iana.warc.gz" in zipfile.ZipFile(out).namelist()


def test_export_needs_warcs_and_a_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["export", str(tmp_path), "--wacz", str(tmp_path / "x")])
    assert result.exit_code == 1 and "no finished WARC" in result.output
    assert CliRunner().invoke(main, ["export", str(tmp_path)]).exit_code == 2
