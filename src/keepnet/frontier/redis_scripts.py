"""The Redis frontier's Lua scripts: each Frontier operation is one script, so one atomic step.

Key layout under the crawl's prefix P (``keepnet:{CRAWL}:``; the braces are a Redis Cluster
hash tag, so a crawl's keys share one slot and every script runs on one node):

    P u:KEY      hash  a URL: d (JSON: url, host, seed, hop_path, via), h host, p priority,
                       a attempts, s state, q seq (FIFO place), nb retry time, lu lease end
    P h:HOST     hash  a host: r ready time, q queued, i leased, t ever added, o first seen,
                       pt partition (of its pay-level domain)
    P q:HOST     zset  the host's queued URLs: score -priority, member "SEQ:KEY" (12-digit
                       SEQ: equal priorities lease in FIFO order, lexicographically)
    P ready      zset  hosts with queued URLs and a free lease slot: score ready time,
                       member "ORDER:HOST" (ties: the host first seen first)
    P ready:N    zset  the same, for the hosts of partition N only (a worker leases from
                       the partitions it owns first; keepnet.frontier.partition)
    P members    zset  live workers by last heartbeat (the consistent-hashing ring)
    P wait       zset  URLs waiting for a retry time (score) — promoted at lease time
    P lease      zset  leased URLs by lease end (recover(now) takes the expired ones)
    P tally      hash  URLs per state; P seq, P hseq: counters

States are the SQLite frontier's numbers: 0 queued, 1 leased, 2 waiting, 3 done, 4 failed.
Numbers cross the Lua boundary as strings (Redis truncates Lua numbers to integers).
"""

from __future__ import annotations

PRELUDE = r"""
local P = KEYS[1]
local HC = tonumber(ARGV[1])
local function umember(seq, key) return string.format('%012d:%s', seq, key) end
local function hmember(order, host) return string.format('%012d:%s', order, host) end
local function tally(from, to)
  if from then redis.call('HINCRBY', P..'tally', 's'..from, -1) end
  if to then redis.call('HINCRBY', P..'tally', 's'..to, 1) end
end
local function host_get(host, part)
  local hk = P..'h:'..host
  if redis.call('EXISTS', hk) == 0 then
    local order = redis.call('INCR', P..'hseq')
    redis.call('HSET', hk, 'r', 0, 'q', 0, 'i', 0, 't', 0, 'o', order, 'pt', part)
  end
  return hk
end
local function sync_ready(host)
  local hk = P..'h:'..host
  local v = redis.call('HMGET', hk, 'r', 'q', 'i', 'o', 'pt')
  if not v[4] then return end
  local member = hmember(tonumber(v[4]), host)
  if tonumber(v[2]) > 0 and tonumber(v[3]) < HC then
    redis.call('ZADD', P..'ready', tonumber(v[1]), member)
    redis.call('ZADD', P..'ready:'..v[5], tonumber(v[1]), member)
  else
    redis.call('ZREM', P..'ready', member)
    redis.call('ZREM', P..'ready:'..v[5], member)
  end
end
-- ARGV from index i on: "*" (every partition) or partition numbers; as a lookup table
local function owned_from(i)
  if ARGV[i] == '*' or ARGV[i] == nil then return nil end
  local t = {}
  for j = i, #ARGV do t[ARGV[j]] = true end
  return t
end
local function move_ready(hk, at)
  local r = tonumber(redis.call('HGET', hk, 'r'))
  if at > r then redis.call('HSET', hk, 'r', at) end
end
-- take a URL out of wherever it is (queue, wait set, lease); returns its host
local function detach(uk, key, s)
  local host = redis.call('HGET', uk, 'h')
  local hk = P..'h:'..host
  if s == 0 then
    local seq = tonumber(redis.call('HGET', uk, 'q'))
    redis.call('ZREM', P..'q:'..host, umember(seq, key))
    redis.call('HINCRBY', hk, 'q', -1)
  elseif s == 1 then
    redis.call('ZREM', P..'lease', key)
    redis.call('HINCRBY', hk, 'i', -1)
  elseif s == 2 then
    redis.call('ZREM', P..'wait', key)
  end
  return host
end
local function enqueue(uk, key, host)
  local v = redis.call('HMGET', uk, 'p', 'q')
  redis.call('ZADD', P..'q:'..host, -tonumber(v[1]), umember(tonumber(v[2]), key))
  redis.call('HINCRBY', P..'h:'..host, 'q', 1)
end
"""

# ARGV: HC, then per URI: key, host, data, priority, attempts, partition.  Returns the
# indexes of the URIs added.
ADD = (
    PRELUDE
    + r"""
local added = {}
local touched = {}
local n = (#ARGV - 1) / 6
for j = 0, n - 1 do
  local b = 2 + j * 6
  local key, host = ARGV[b], ARGV[b + 1]
  local uk = P..'u:'..key
  if redis.call('EXISTS', uk) == 0 then
    local seq = redis.call('INCR', P..'seq')
    redis.call('HSET', uk, 'd', ARGV[b + 2], 'h', host, 'p', ARGV[b + 3], 'a', ARGV[b + 4],
               's', 0, 'q', seq, 'nb', 0, 'lu', 0)
    local hk = host_get(host, ARGV[b + 5])
    redis.call('HINCRBY', hk, 't', 1)
    enqueue(uk, key, host)
    tally(nil, 0)
    touched[host] = true
    added[#added + 1] = j
  end
end
for host, _ in pairs(touched) do sync_ready(host) end
return added
"""
)

# ARGV: HC, limit, now, lease_seconds, then "*" or the partitions to lease from.
# Returns {data, priority, attempts, key}... flattened.
LEASE = (
    PRELUDE
    + r"""
local limit, now, ls = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
if limit <= 0 then return {} end
local due = redis.call('ZRANGEBYSCORE', P..'wait', '-inf', now)
local touched = {}
for _, key in ipairs(due) do
  local uk = P..'u:'..key
  redis.call('ZREM', P..'wait', key)
  redis.call('HSET', uk, 's', 0, 'nb', 0)
  local host = redis.call('HGET', uk, 'h')
  enqueue(uk, key, host)
  tally(2, 0)
  touched[host] = true
end
for host, _ in pairs(touched) do sync_ready(host) end
local owned = owned_from(5)
local hosts
if owned == nil then
  hosts = redis.call('ZRANGEBYSCORE', P..'ready', '-inf', now, 'LIMIT', 0, limit)
else
  local found = {}
  for part, _ in pairs(owned) do
    local got = redis.call('ZRANGEBYSCORE', P..'ready:'..part, '-inf', now, 'WITHSCORES',
                           'LIMIT', 0, limit)
    for j = 1, #got, 2 do found[#found + 1] = {tonumber(got[j + 1]), got[j]} end
  end
  table.sort(found, function(a, b) return a[1] < b[1] or (a[1] == b[1] and a[2] < b[2]) end)
  hosts = {}
  for j = 1, math.min(limit, #found) do hosts[j] = found[j][2] end
end
local out = {}
local active = {}
for k, m in ipairs(hosts) do active[k] = string.sub(m, 14) end
local progress = true
while #out < limit * 4 and progress do
  progress = false
  for k, host in ipairs(active) do
    if #out >= limit * 4 then break end
    if host then
      local hk = P..'h:'..host
      local v = redis.call('HMGET', hk, 'q', 'i')
      local top = redis.call('ZRANGE', P..'q:'..host, 0, 0)
      if tonumber(v[1]) <= 0 or tonumber(v[2]) >= HC or #top == 0 then
        active[k] = false
      else
        local key = string.sub(top[1], 14)
        redis.call('ZREM', P..'q:'..host, top[1])
        local uk = P..'u:'..key
        redis.call('HSET', uk, 's', 1, 'lu', now + ls)
        redis.call('ZADD', P..'lease', now + ls, key)
        redis.call('HINCRBY', hk, 'q', -1)
        redis.call('HINCRBY', hk, 'i', 1)
        tally(0, 1)
        local d = redis.call('HMGET', uk, 'd', 'p', 'a')
        out[#out + 1] = d[1]; out[#out + 1] = d[2]; out[#out + 1] = d[3]; out[#out + 1] = key
        progress = true
      end
    end
  end
end
for _, host in ipairs(hosts) do sync_ready(string.sub(host, 14)) end
return out
"""
)

# ARGV: HC, key, new state (3 done / 4 failed / 2 waiting), host_ready_at or '', retry at.
FINISH = (
    PRELUDE
    + r"""
local key, new, hra, at = ARGV[2], tonumber(ARGV[3]), ARGV[4], tonumber(ARGV[5])
local uk = P..'u:'..key
if redis.call('EXISTS', uk) == 0 then return redis.error_reply('unknown key') end
local s = tonumber(redis.call('HGET', uk, 's'))
if s == 3 or s == 4 then return 0 end
local host = detach(uk, key, s)
if new == 2 then
  redis.call('HSET', uk, 's', 2, 'nb', at, 'lu', 0)
  redis.call('HINCRBY', uk, 'a', 1)
  redis.call('ZADD', P..'wait', at, key)
else
  redis.call('HSET', uk, 's', new, 'lu', 0)
end
tally(s, new)
if hra ~= '' then move_ready(P..'h:'..host, tonumber(hra)) end
sync_ready(host)
return 1
"""
)

# ARGV: HC, key, priority.  Returns 1 when the URL was queued or waiting.
SET_PRIORITY = (
    PRELUDE
    + r"""
local key, p = ARGV[2], tonumber(ARGV[3])
local uk = P..'u:'..key
local s = tonumber(redis.call('HGET', uk, 's'))
if s == 0 then
  local v = redis.call('HMGET', uk, 'h', 'q')
  local member = umember(tonumber(v[2]), key)
  redis.call('ZADD', P..'q:'..v[1], -p, member)
  redis.call('HSET', uk, 'p', ARGV[3])
  return 1
elseif s == 2 then
  redis.call('HSET', uk, 'p', ARGV[3])
  return 1
end
return 0
"""
)

# ARGV: HC, host, delta.  Returns how many URLs changed (queued and waiting ones).
BOOST_HOST = (
    PRELUDE
    + r"""
local host, d = ARGV[2], tonumber(ARGV[3])
local qk = P..'q:'..host
local n = 0
for _, m in ipairs(redis.call('ZRANGE', qk, 0, -1)) do
  local uk = P..'u:'..string.sub(m, 14)
  local p = tonumber(redis.call('HGET', uk, 'p')) + d
  redis.call('HSET', uk, 'p', string.format('%.17g', p))
  redis.call('ZADD', qk, -p, m)
  n = n + 1
end
for _, key in ipairs(redis.call('ZRANGE', P..'wait', 0, -1)) do
  local uk = P..'u:'..key
  if redis.call('HGET', uk, 'h') == host then
    local p = tonumber(redis.call('HGET', uk, 'p')) + d
    redis.call('HSET', uk, 'p', string.format('%.17g', p))
    n = n + 1
  end
end
return n
"""
)

# ARGV: HC, key, score, function.  Returns the new priority (string) or false.
RESCORE = (
    PRELUDE
    + r"""
local key, score, how = ARGV[2], tonumber(ARGV[3]), ARGV[4]
local uk = P..'u:'..key
local v = redis.call('HMGET', uk, 's', 'p', 'sn', 'st', 'h', 'q')
if not v[1] then return false end
local s = tonumber(v[1])
if s ~= 0 and s ~= 2 then return false end
local cur = tonumber(v[2])
local n = tonumber(v[3] or '1')
local total = tonumber(v[4] or v[2])
local new = cur
if how == 'LAST' then new = score
elseif how == 'MAX' then new = math.max(cur, score)
elseif how == 'SUM' then new = cur + score
elseif how == 'AVG' then new = (total + score) / (n + 1) end
redis.call('HSET', uk, 'sn', n + 1, 'st', total + score, 'p', new)
if s == 0 and new ~= cur then
  redis.call('ZADD', P..'q:'..v[5], -new, umember(tonumber(v[6]), key))
end
return tostring(new)
"""
)

# ARGV: HC, host, until, partition.
DEFER_HOST = (
    PRELUDE
    + r"""
local hk = host_get(ARGV[2], ARGV[4])
move_ready(hk, tonumber(ARGV[3]))
sync_ready(ARGV[2])
return 1
"""
)

# ARGV: HC, now or ''.  Returns how many leases went back to their queues.
RECOVER = (
    PRELUDE
    + r"""
local keys
if ARGV[2] == '' then
  keys = redis.call('ZRANGE', P..'lease', 0, -1)
else
  keys = redis.call('ZRANGEBYSCORE', P..'lease', '-inf', tonumber(ARGV[2]))
end
local touched = {}
for _, key in ipairs(keys) do
  local uk = P..'u:'..key
  local host = detach(uk, key, 1)
  redis.call('HSET', uk, 's', 0, 'lu', 0)
  enqueue(uk, key, host)
  tally(1, 0)
  touched[host] = true
end
for host, _ in pairs(touched) do sync_ready(host) end
return #keys
"""
)

# ARGV: HC, then "*" or partitions.  The earliest time lease() could return something from
# those partitions, as a string, or false.
NEXT_READY = (
    PRELUDE
    + r"""
local best = nil
local owned = owned_from(2)
if owned == nil then
  local first = redis.call('ZRANGE', P..'ready', 0, 0, 'WITHSCORES')
  if #first > 0 then best = tonumber(first[2]) end
else
  for part, _ in pairs(owned) do
    local first = redis.call('ZRANGE', P..'ready:'..part, 0, 0, 'WITHSCORES')
    if #first > 0 and (not best or tonumber(first[2]) < best) then best = tonumber(first[2]) end
  end
end
local cursor = 0
while true do
  local batch = redis.call('ZRANGE', P..'wait', cursor, cursor + 99, 'WITHSCORES')
  if #batch == 0 then break end
  for j = 1, #batch, 2 do
    local nb = tonumber(batch[j + 1])
    if best and nb >= best then return tostring(best) end
    local v = redis.call('HMGET', P..'h:'..redis.call('HGET', P..'u:'..batch[j], 'h'), 'r', 'i', 'pt')
    if tonumber(v[2]) < HC and (owned == nil or owned[v[3]]) then
      local t = math.max(nb, tonumber(v[1]))
      if not best or t < best then best = t end
    end
  end
  cursor = cursor + 100
end
if best then return tostring(best) end
return false
"""
)
