"""The crawl.log failure code table."""

from __future__ import annotations

from keepnet.fetch import codes


def test_heritrix_numbers() -> None:
    assert (codes.CONNECT_FAILED, codes.CONNECTION_LOST, codes.TIMEOUT) == (-2, -3, -4)
    assert (codes.DNS_FAILED, codes.INVALID_URL, codes.RETRIES_EXCEEDED) == (-6, -7, -8)
    assert codes.ROBOTS_PRECLUDED == -9998 and codes.PRIVATE_ADDRESS == -5001
    assert codes.INTERNAL_ERROR == -5 and codes.PROTOCOL_ERROR == codes.CONNECTION_LOST


def test_every_code_is_described_and_distinct() -> None:
    names = [k for k, v in vars(codes).items() if k.isupper() and isinstance(v, int)]
    values = {getattr(codes, k) for k in names}
    assert len(names) == len(values) + 1  # PROTOCOL_ERROR is an alias of CONNECTION_LOST
    assert values == set(codes.DESCRIPTIONS)
    assert all(codes.describe(v) == codes.DESCRIPTIONS[v] for v in values)
    assert codes.describe(200) == "HTTP 200"
    assert codes.describe(-12345) == "fetch failure -12345"
