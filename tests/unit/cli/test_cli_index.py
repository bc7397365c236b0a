"""`keepnet index DIR`: summary line, errors listed, incremental on a second run."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from keepnet.cli.main import main


def test_index_command(tmp_path: Path, corpora: Path) -> None:
    archive = tmp_path / "archive"
    archive.mkdir()
    shutil.copy(corpora / "warc" / "pywb" / "dupes.warc.gz", archive)
    torture = corpora / "warc" / "warcio" / "standard-torture-validate-record.warc"
    shutil.copy(torture, archive / "bad.warc")
    runner = CliRunner()

    first = runner.invoke(main, ["index", str(tmp_path)])
    assert first.exit_code == 0, first.output
    assert first.stdout.splitlines()[0] == (
        "indexed 2 WARCs (0 unchanged, 0 removed): 12 records, 12 lines in index, 8 errors"
    )
    assert "  error: bad.warc@591: response record without WARC-Date" in first.stderr
    assert len((tmp_path / "indexes" / "index.cdxj").read_text().splitlines()) == 12

    second = runner.invoke(main, ["index", str(tmp_path)])
    assert second.exit_code == 0
    assert second.stdout.strip() == (
        "indexed 0 WARCs (2 unchanged, 0 removed): 0 records, 12 lines in index, 0 errors"
    )
    assert second.stderr == ""


def test_index_command_needs_a_directory(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["index", str(tmp_path / "missing")])
    assert result.exit_code == 2
    assert "does not exist" in result.output
