"""export_wacz: a WACZ 1.1.1 package that py-wacz's validator accepts, with exact hashes."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from keepnet.export.wacz import export_wacz
from keepnet.index.cdxj import parse_line

WACZ_BIN = Path(sys.executable).with_name("wacz")


@pytest.fixture
def crawl(tmp_path: Path, corpora: Path) -> Path:
    crawl = tmp_path / "my-crawl"
    (crawl / "archive").mkdir(parents=True)
    for name in ("iana.warc.gz", "dupes.warc.gz"):
        shutil.copy(corpora / "warc" / "pywb" / name, crawl / "archive")
    (crawl / "archive" / "next.warc.gz.open").write_bytes(b"still being written")
    return crawl


def validate(path: Path) -> subprocess.CompletedProcess[str]:
    if not WACZ_BIN.exists():
        pytest.fail("py-wacz is not installed in the venv (pip install wacz==0.6.0)")
    return subprocess.run([str(WACZ_BIN), "validate", "-f", str(path)],
                          capture_output=True, text=True, timeout=120)  # fmt: skip


def test_structure_hashes_and_validation(crawl: Path, tmp_path: Path) -> None:
    out = tmp_path / "out" / "crawl.wacz"
    report = export_wacz(crawl, out, title="Test crawl")
    assert report.warcs == ["dupes.warc.gz", "iana.warc.gz"]
    assert not out.with_name("crawl.wacz.part").exists()
    with zipfile.ZipFile(out) as zf:
        names = zf.namelist()
        assert names == [
            "archive/dupes.warc.gz", "archive/iana.warc.gz", "indexes/index.cdx.gz",
            "indexes/index.idx", "pages/pages.jsonl", "datapackage.json",
            "datapackage-digest.json",
        ]  # fmt: skip
        for name in ("archive/dupes.warc.gz", "archive/iana.warc.gz", "indexes/index.cdx.gz"):
            assert zf.getinfo(name).compress_type == zipfile.ZIP_STORED
        assert zf.read("archive/iana.warc.gz") == (crawl / "archive" / "iana.warc.gz").read_bytes()
        package = json.loads(zf.read("datapackage.json"))
        assert package["wacz_version"] == "1.1.1" and package["profile"] == "data-package"
        assert package["title"] == "Test crawl" and package["software"].startswith("keepnet ")
        resources = {r["path"]: r for r in package["resources"]}
        assert sorted(resources) == sorted(names[:5])
        for path, res in resources.items():
            data = zf.read(path)
            assert res["bytes"] == len(data)
            assert res["hash"] == "sha256:" + hashlib.sha256(data).hexdigest()
            assert res["name"] == Path(path).name
        digest = json.loads(zf.read("datapackage-digest.json"))
        assert digest == {
            "path": "datapackage.json",
            "hash": "sha256:" + hashlib.sha256(zf.read("datapackage.json")).hexdigest(),
        }
        # the compressed index holds exactly the crawl's CDXJ index
        lines = gzip.decompress(zf.read("indexes/index.cdx.gz")).decode().splitlines()
        assert lines == (crawl / "indexes" / "index.cdxj").read_text().splitlines()
        assert {parse_line(line).filename for line in lines} == set(report.warcs)
        # no pages.jsonl in the crawl: pages are the HTML 200 captures of the index
        pages = [json.loads(line) for line in zf.read("pages/pages.jsonl").splitlines()]
        assert pages[0]["format"] == "json-pages-1.0"
        assert "http://www.iana.org/" in {p["url"] for p in pages[1:]}
        assert all(p["ts"].endswith("Z") and p["id"] for p in pages[1:])
        assert package["mainPageURL"] == pages[1]["url"]
    result = validate(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Validation succeeded" in result.stdout


def test_validator_catches_a_tampered_package(crawl: Path, tmp_path: Path) -> None:
    """The oracle can fail: a WARC changed after packing is caught by its hash."""
    good = tmp_path / "good.wacz"
    export_wacz(crawl, good)
    bad = tmp_path / "bad.wacz"
    with zipfile.ZipFile(good) as src, zipfile.ZipFile(bad, "w") as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "archive/iana.warc.gz":
                data = data[:-1] + bytes([data[-1] ^ 1])
            dst.writestr(info, data)
    assert validate(bad).returncode == 1


def test_crawl_pages_are_kept(crawl: Path, tmp_path: Path) -> None:
    (crawl / "pages").mkdir()
    (crawl / "pages" / "pages.jsonl").write_text(
        '{"format": "json-pages-1.0", "id": "pages", "title": "All Pages"}\n'
        '{"url": "http://www.iana.org/", "ts": "2014-01-03T03:03:21Z", "title": "IANA", '
        '"status": 200}\n'
        '{"url": "http://www.iana.org/about", "ts": "2014-01-03T03:03:4',
        encoding="utf-8",
    )  # fmt: skip  (a torn last line, as a killed crawl leaves it)
    out = tmp_path / "c.wacz"
    report = export_wacz(crawl, out)
    assert report.pages == 1
    with zipfile.ZipFile(out) as zf:
        lines = zf.read("pages/pages.jsonl").decode().splitlines()
    page = json.loads(lines[1])
    assert page["title"] == "IANA" and page["status"] == 200 and len(page["id"]) == 24


def test_no_warc_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no finished WARC"):
        export_wacz(tmp_path, tmp_path / "x.wacz")
    assert not (tmp_path / "x.wacz").exists()


def zip_headers(
    path: Path,
) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int], bool, bool]]:
    """Per entry: (name, central (crc, csize, usize), local (crc, csize, usize), central has
    a Zip64 extra, local has one) — read from the raw bytes, not through zipfile's fixes."""
    import struct

    out = []
    with zipfile.ZipFile(path) as zf, path.open("rb") as fh:
        for info in zf.infolist():
            fh.seek(info.header_offset)
            head = fh.read(30)
            sig, _v, flags, _m, _t, _d, crc, csize, usize, nlen, xlen = struct.unpack(
                "<4s5H3L2H", head
            )
            assert sig == b"PK\x03\x04" and not flags & 0x08  # no data descriptor
            fh.seek(nlen, 1)
            extra = fh.read(xlen)
            local_z64 = b"\x01\x00" in [extra[i : i + 2] for i in range(0, len(extra), 2)]
            central_z64 = (
                info.file_size > zipfile.ZIP64_LIMIT
                or info.compress_size > zipfile.ZIP64_LIMIT
                or info.header_offset > zipfile.ZIP64_LIMIT
            )
            out.append(
                (
                    info.filename,
                    (info.CRC, info.compress_size, info.file_size),
                    (crc, csize, usize),
                    central_z64,
                    local_z64,
                )
            )
    return out


def test_local_and_central_headers_agree(crawl: Path, tmp_path: Path) -> None:
    out = tmp_path / "crawl.wacz"
    export_wacz(crawl, out)
    for name, central, local, central_z64, local_z64 in zip_headers(out):
        assert not central_z64 and not local_z64, name  # small entries: no Zip64 anywhere
        assert local == central, name  # ReplayWeb.page finds entries from these


def test_large_entries_get_zip64_in_both_headers(
    crawl: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entries (and offsets) past the Zip64 limit: the limit lowered to 4 KB stands in for
    4 GiB, which this machine's tests cannot afford to write."""
    monkeypatch.setattr(zipfile, "ZIP64_LIMIT", 4096)
    out = tmp_path / "crawl.wacz"
    export_wacz(crawl, out)
    headers = zip_headers(out)
    big = [h for h in headers if h[1][2] > 4096]
    assert big  # the WARCs
    for name, central, local, central_z64, local_z64 in headers:
        if central[1] > 4096 or central[2] > 4096:
            assert central_z64 and local_z64, name
            assert local[1:] == (0xFFFFFFFF, 0xFFFFFFFF), name  # sizes in the Zip64 extra
        else:
            assert local == central, name
    monkeypatch.undo()
    with zipfile.ZipFile(out) as zf:  # and it reads back whole
        package = json.loads(zf.read("datapackage.json"))
        for res in package["resources"]:
            assert "sha256:" + hashlib.sha256(zf.read(res["path"])).hexdigest() == res["hash"]
