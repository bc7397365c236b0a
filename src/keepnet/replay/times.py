"""Capture times: 14-digit timestamps (padding partial ones), datetimes and HTTP-dates.

Timestamps are the CDXJ/Wayback form YYYYMMDDhhmmss in UTC. A partial timestamp (1 to 13
digits) is padded to the earliest or latest moment it stands for, as pywb and the IA CDX
server do ("2014" -> 20140101000000 / 20141231235959). Memento headers use the HTTP-date
of RFC 9110 section 5.6.7 (IMF-fixdate), which RFC 7089 requires for Memento-Datetime and
Accept-Datetime.
"""

from __future__ import annotations

import calendar
import re
from datetime import UTC, datetime
from email.utils import format_datetime, parsedate_to_datetime

_DIGITS = re.compile(r"\d{1,14}")
_LOW = "00000101000000"  # year 0000 is not a datetime; the padding only needs the digits
_HIGH = "99991231235959"


def is_timestamp(text: str) -> bool:
    """Whether text is a (possibly partial) timestamp: 1 to 14 ASCII digits."""
    return bool(_DIGITS.fullmatch(text))


def pad_low(ts: str) -> str:
    """The earliest full timestamp a partial one stands for ("2014" -> "20140101000000")."""
    return _valid(ts + _LOW[len(ts) :])


def pad_high(ts: str) -> str:
    """The latest full timestamp a partial one stands for ("201402" -> "20140228235959")."""
    full = ts + _HIGH[len(ts) :]
    if len(ts) < 8:  # the month's real last day, so the bound is a real moment
        year, month = int(full[:4]), int(full[4:6]) or 1
        month = min(month, 12)
        last = calendar.monthrange(max(year, 1), month)[1]
        full = full[:4] + f"{month:02d}" + f"{min(int(full[6:8]), last):02d}" + full[8:]
    return _valid(full)


def _valid(full: str) -> str:
    """Clamp each field of a 14-digit timestamp into its range (pywb accepts "20149999")."""
    y, mo, d, h, mi, s = (
        int(full[i:j]) for i, j in ((0, 4), (4, 6), (6, 8), (8, 10), (10, 12), (12, 14))
    )
    y = max(y, 1)
    mo = min(max(mo, 1), 12)
    d = min(max(d, 1), calendar.monthrange(y, mo)[1])
    return f"{y:04d}{mo:02d}{d:02d}{min(h, 23):02d}{min(mi, 59):02d}{min(s, 59):02d}"


def to_datetime(ts: str) -> datetime:
    """The UTC datetime of a timestamp (partial ones padded low); ValueError if not one."""
    if not is_timestamp(ts):
        raise ValueError(f"not a timestamp: {ts[:40]!r}")
    return datetime.strptime(pad_low(ts), "%Y%m%d%H%M%S").replace(tzinfo=UTC)


def from_datetime(when: datetime) -> str:
    return when.astimezone(UTC).strftime("%Y%m%d%H%M%S")


def seconds(ts: str) -> float:
    """Seconds since the epoch of a timestamp (for distances between captures)."""
    return to_datetime(ts).timestamp()


def http_date(ts: str) -> str:
    """RFC 9110 IMF-fixdate of a timestamp: "Sun, 26 Jan 2014 20:06:24 GMT"."""
    return format_datetime(to_datetime(ts), usegmt=True)


def parse_http_date(text: str) -> datetime | None:
    """The datetime of an HTTP-date (Accept-Datetime), None when it is not one."""
    if not text or len(text) > 64:
        return None
    try:
        when = parsedate_to_datetime(text.strip())
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:  # pragma: no cover - older Pythons returned None
        return None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)
