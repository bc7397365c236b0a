"""The statements the SQLite frontier (keepnet.frontier.sqlite) runs on its hot path,
named so tests can check their query plans use indexes (tests/unit/frontier)."""

from __future__ import annotations

from keepnet.frontier.sqlite_schema import DONE, FAILED, LEASED, QUEUED, WAITING

_COLUMNS = "url, key, host, seed, hop_path, via, priority, attempts"

ADD_SQL = (
    f"INSERT INTO urls(state, {_COLUMNS}) VALUES ({QUEUED}, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT(key) DO NOTHING"
)
PROMOTE_SQL = (
    f"UPDATE urls SET state = {QUEUED} WHERE state = {WAITING} AND not_before <= ? RETURNING host"
)
READY_HOSTS_SQL = (
    "SELECT host, inflight FROM hosts WHERE queued > 0 AND ready_at <= ? AND inflight < ?"
    " ORDER BY ready_at, rowid LIMIT ?"
)
# The same, best queued priority first (a focused crawl: the most promising host leads).
READY_HOSTS_BY_PRIORITY_SQL = (
    "SELECT h.host, h.inflight FROM hosts h WHERE h.queued > 0 AND h.ready_at <= ?"
    " AND h.inflight < ? ORDER BY (SELECT MAX(u.priority) FROM urls u"
    f" WHERE u.host = h.host AND u.state = {QUEUED}) DESC, h.ready_at, h.rowid LIMIT ?"
)
HOST_QUEUE_SQL = (
    f"SELECT seq, {_COLUMNS} FROM urls WHERE host = ? AND state = {QUEUED}"
    " ORDER BY priority DESC, seq LIMIT ?"
)
NEXT_HOST_SQL = (
    "SELECT ready_at FROM hosts WHERE queued > 0 AND inflight < ? ORDER BY ready_at LIMIT 1"
)
NEXT_WAITING_SQL = (
    "SELECT MIN(MAX(u.not_before, h.ready_at)) FROM urls u JOIN hosts h ON h.host = u.host"
    f" WHERE u.state = {WAITING} AND h.inflight < ?"
)
EXPIRED_SQL = (
    f"UPDATE urls SET state = {QUEUED}, lease_until = 0 WHERE state = {LEASED}"
    " AND lease_until <= ? RETURNING host"
)
RECOVER_ALL_SQL = (
    f"UPDATE urls SET state = {QUEUED}, lease_until = 0 WHERE state = {LEASED} RETURNING host"
)
LEASE_SQL = f"UPDATE urls SET state = {LEASED}, lease_until = ? WHERE seq = ?"
# A host's counters moved by (queued, inflight, total) and its ready time by MAX: made by
# the first URL of a host, else added to its row.
HOST_COUNTS_SQL = (
    "INSERT INTO hosts(host, queued, inflight, total, ready_at) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT(host) DO UPDATE SET queued = queued + excluded.queued,"
    " inflight = inflight + excluded.inflight, total = total + excluded.total,"
    " ready_at = MAX(ready_at, excluded.ready_at)"
)
TALLY_SQL = "UPDATE tally SET n = n + ? WHERE state = ?"
WAITING_SQL = f"SELECT n FROM tally WHERE state = {WAITING}"
# A completion due (group commit), by the seq the lease read: a rowid lookup, not a descent
# of the key index (the row is still the leased one: nothing else writes it before).
DONE_SQL = f"UPDATE urls SET state = {DONE}, lease_until = 0 WHERE seq = ? AND state = {LEASED}"


def _finish_sql(state: int, assignments: str) -> tuple[str, str]:
    """complete/reschedule/fail's two UPDATEs: of a leased URL by key (the usual case),
    and of a URL in another live state by seq.  Made once, not formatted at each call."""
    sets = f"state = {state}{assignments}, lease_until = 0"
    return (
        f"UPDATE urls SET {sets} WHERE key = ? AND state = {LEASED} RETURNING host",
        f"UPDATE urls SET {sets} WHERE seq = ?",
    )


FINISH_SQL = {
    DONE: _finish_sql(DONE, ""),
    WAITING: _finish_sql(WAITING, ", not_before = ?, attempts = attempts + 1"),
    FAILED: _finish_sql(FAILED, ""),
}
