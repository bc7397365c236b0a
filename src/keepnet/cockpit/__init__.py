"""The crawler cockpit (`keepnet cockpit`): a web app to define, start, watch, steer and
export crawls (seed 003, section 3.5).

- `catalog`: the crawls under the data directory and what their files say;
- `jobform`: the new-crawl form to a job, validated by the CLI's own rules;
- `runner`: crawls (and replay servers) started as child processes, stopped by PID;
- `control`: a client of a running crawl's control API (`keepnet.api`), so the cockpit and
  the CLI steer a crawl the same way;
- `series`: the time series the live monitor draws, sampled from the crawl;
- `security`: the access token, CSRF tokens and names that cannot leave the data directory;
- `app`: the Starlette app, server-rendered (Jinja2, autoescaped) with a small script of its
  own for live updates and charts (static/cockpit.js; no CDN).
"""
