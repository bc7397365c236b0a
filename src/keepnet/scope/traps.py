"""Crawler-trap defences on URL shape: length, path depth and repeated path segments.

Modelled on Heritrix 3's TooLongUriDecideRule, TooManyPathSegmentsDecideRule and
PathologicalPathDecideRule.  Budget-based defences (URLs per host, outlinks per page) are
enforced where the counts live: the engine (per host, via the frontier) and the extractor
(per page).  Every refusal returns a reason string that the crawl logs.
"""

from __future__ import annotations

from keepnet.settings.job import TrapSettings


def _path_of(url: str) -> str:
    start = url.find("//")
    slash = url.find("/", start + 2 if start >= 0 else 0)
    if slash < 0:
        return "/"
    end = len(url)
    for ch in "?#":
        i = url.find(ch, slash)
        if i >= 0:
            end = min(end, i)
    return url[slash:end]


def repeated_run(segments: list[str], max_repeats: int) -> str | None:
    """A run of 1-3 segments repeated consecutively more than max_repeats times, if any.

    /a/a/a (one segment three times) and /x/y/x/y/x/y (a pair three times) are both the
    signature of relative links resolving against themselves.
    """
    n = len(segments)
    for width in (1, 2, 3):
        for start in range(0, n - width * (max_repeats + 1) + 1):
            unit = segments[start : start + width]
            if not any(unit):
                continue
            count = 1
            pos = start + width
            while segments[pos : pos + width] == unit:
                count += 1
                pos += width
                if count > max_repeats:
                    return "/".join(unit)
    return None


class TrapRules:
    """Checks a URL against the trap settings; `check` gives a refusal reason or None."""

    def __init__(self, settings: TrapSettings) -> None:
        self.settings = settings

    def check(self, url: str) -> str | None:
        s = self.settings
        if len(url) > s.max_url_length:
            return f"trap: URL longer than {s.max_url_length} characters"
        segments = _path_of(url).split("/")[1:]
        if len(segments) > s.max_path_segments:
            return f"trap: more than {s.max_path_segments} path segments"
        run = repeated_run(segments, s.max_segment_repeats)
        if run is not None:
            return f"trap: path segment {run!r} repeated more than {s.max_segment_repeats} times"
        return None
