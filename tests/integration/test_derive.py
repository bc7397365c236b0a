"""Derived datasets: record counts equal cdxj-indexer's, links equal the crawl's own metadata
outlinks, and DuckDB answers "top 10 linked hosts per crawl" on them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import urljoin

import duckdb
import pytest
from warcio.archiveiterator import ArchiveIterator

from integration.crawl_harness import crawl
from keepnet.derive import derive, warc_files
from keepnet.testweb.demo import DEMO_SEEDS, demo_web

CDXJ_INDEXER = Path(sys.executable).with_name("cdxj-indexer")


def cdxj_indexer_count(warcs: list[Path]) -> int:
    proc = subprocess.run(
        [str(CDXJ_INDEXER), *map(str, warcs)], capture_output=True, text=True, check=True
    )
    return len([ln for ln in proc.stdout.splitlines() if ln.strip()])


@pytest.fixture(scope="module")
def crawls(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    tmp = tmp_path_factory.mktemp("derive")
    outs = []
    for n in (1, 2):  # two crawls of the same web: a "collection over time"
        out = tmp / f"crawl-{n}"
        crawl(demo_web(), DEMO_SEEDS[:3], out, scope="host", browser={"mode": "never"})
        outs.append(out)
    return outs


def test_counts_equal_cdxj_indexer_and_links_the_metadata(
    crawls: list[Path], tmp_path: Path
) -> None:
    report = derive(crawls, tmp_path / "d")
    warcs = [w for c in crawls for w in warc_files(c)]
    assert report.counts["captures"] == cdxj_indexer_count(warcs)
    outlinks = 0
    for w in warcs:
        with w.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                if rec.rec_type == "metadata":
                    body = rec.content_stream().read().decode()
                    outlinks += sum(1 for ln in body.splitlines() if ln.startswith("outlink:"))
    assert outlinks > 100 and report.counts["links"] == outlinks
    assert report.counts["text"] > 10
    db = duckdb.connect()
    top = db.execute(f"""
        SELECT crawl, regexp_extract(target, '^https?://([^/:]+)', 1) AS host, count(*) AS n
        FROM '{tmp_path}/d/links.parquet' GROUP BY crawl, host
        QUALIFY row_number() OVER (PARTITION BY crawl ORDER BY n DESC, host) <= 10
        ORDER BY crawl, n DESC, host""").fetchall()
    assert {row[0] for row in top} == {"crawl-1", "crawl-2"}
    assert top[0][2] >= top[1][2]
    texts = db.execute(
        f"SELECT count(*) FROM '{tmp_path}/d/text.parquet' WHERE text ILIKE '%harbour%'"
    ).fetchone()
    assert texts is not None and texts[0] > 0
    check = subprocess.run(
        [
            str(Path(sys.executable).with_name("warcio")),
            "check",
            str(tmp_path / "d" / "text.wet.gz"),
        ],
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout


def test_real_warcs_of_other_crawlers(corpora: Path, tmp_path: Path) -> None:
    folder = corpora / "warc" / "pywb"
    report = derive([folder], tmp_path / "d", fmt="jsonl")
    warcs = warc_files(folder)
    assert report.counts["captures"] == cdxj_indexer_count(warcs)
    assert report.counts["links"] == 0  # no keepnet/Heritrix outlink records in these
    assert (tmp_path / "d" / "captures.jsonl").read_text().count("\n") == report.counts["captures"]


def test_the_wat_describes_every_record_and_its_links(crawls: list[Path], tmp_path: Path) -> None:
    report = derive(crawls[:1], tmp_path / "w", fmt="jsonl")
    wat = tmp_path / "w" / "metadata.wat.gz"
    check = subprocess.run(
        [str(Path(sys.executable).with_name("warcio")), "check", str(wat)],
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout
    records: dict[str, str] = {}  # record id -> type, and the outlinks keepnet recorded
    recorded: dict[str, set[str]] = {}
    for w in warc_files(crawls[0]):
        with w.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                records[rec.rec_headers.get_header("WARC-Record-ID")] = rec.rec_type
                if rec.rec_type == "metadata":
                    page = rec.rec_headers.get_header("WARC-Target-URI")
                    for ln in rec.content_stream().read().decode().splitlines():
                        if ln.startswith("outlink:") and ln.endswith(" L a/@href"):
                            recorded.setdefault(page, set()).add(ln.split()[1])
    described: dict[str, dict] = {}  # type: ignore[type-arg]
    with wat.open("rb") as fh:
        for rec in ArchiveIterator(fh):
            if rec.rec_type == "metadata":
                data = json.loads(rec.content_stream().read())
                described[rec.rec_headers.get_header("WARC-Refers-To")] = data
    assert set(described) == set(records) and report.counts["wat"] == len(records)
    pages = 0
    for data in described.values():
        env = data["Envelope"]
        http = env["Payload-Metadata"].get("HTTP-Response-Metadata", {})
        if "HTML-Metadata" not in http:
            continue
        page = env["WARC-Header-Metadata"]["WARC-Target-URI"]
        links = {
            urljoin(page, x["url"]).split("#")[0]
            for x in http["HTML-Metadata"].get("Links", [])
            if x["path"] == "A@/href"
        }
        assert recorded.get(page, set()) <= links, page
        assert http["Response-Message"]["Status"].isdigit()
        pages += 1
    assert pages > 10
