"""Session fixtures for the URL tests: real URLs gathered from the WARC and HTML corpora."""

from __future__ import annotations

import pytest
from url_corpus import html_urls, warc_urls


@pytest.fixture(scope="session")
def corpus_warc_urls() -> list[str]:
    return warc_urls()


@pytest.fixture(scope="session")
def corpus_html_urls() -> list[str]:
    return html_urls()
