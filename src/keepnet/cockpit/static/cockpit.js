// keepnet cockpit: live updates of the monitor page (server-sent events) and small SVG charts.
// No framework and no CDN: this file is all the script the cockpit serves.
"use strict";

(function () {
  const root = document.getElementById("monitor");
  if (!root) return;
  const history = [];
  const SVGNS = "http://www.w3.org/2000/svg";

  function size(n) {
    const units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let v = Number(n) || 0, i = 0;
    while (v >= 1024 && i < units.length - 1) { v /= 1024; i++; }
    return i === 0 ? v.toFixed(0) + " B" : v.toFixed(1) + " " + units[i];
  }
  function duration(s) {
    if (s === null || s === undefined) return "–";
    s = Math.round(s);
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    return (h ? h + "h " : "") + (h || m ? m + "m " : "") + r + "s";
  }
  function fmt(el, value) {
    const kind = el.dataset.fmt;
    if (value === null || value === undefined || value === "") return kind ? "–" : "";
    if (kind === "size") return size(value);
    if (kind === "duration") return duration(value);
    if (kind === "percent") return (100 * value).toFixed(0) + "%";
    return String(value);
  }
  function kvTable(id, obj) {
    const table = document.getElementById(id);
    if (!table) return;
    table.replaceChildren();
    const entries = Object.entries(obj || {}).filter(([, v]) => typeof v !== "object");
    for (const [k, v] of entries.sort((a, b) => (Number(b[1]) || 0) - (Number(a[1]) || 0))) {
      const tr = table.insertRow();
      tr.insertCell().textContent = k;
      const td = tr.insertCell(); td.className = "n"; td.textContent = String(v);
    }
  }
  function hostsTable(rows) {
    const body = document.querySelector("#t-hosts tbody");
    const tpl = document.getElementById("host-actions");
    if (!body) return;
    body.replaceChildren();
    for (const h of rows || []) {
      const tr = body.insertRow();
      const cells = [h.host, h.queued, h.leased, h.responses, h.errors,
        h.ready_at ? new Date(h.ready_at * 1000).toLocaleTimeString() : "–", h.robots || "–"];
      cells.forEach((v, i) => {
        const td = tr.insertCell(); td.textContent = String(v);
        if (i >= 1 && i <= 4) td.className = "n";
      });
      const td = tr.insertCell();
      const form = tpl.content.firstElementChild.cloneNode(true);
      form.querySelector("input[name=host]").value = h.host;
      td.appendChild(form);
    }
  }
  function logs(snap) {
    const pre = document.getElementById("log");
    pre.replaceChildren();
    for (const row of snap.log || []) {
      const span = document.createElement("span");
      if (row.error) span.className = "err";
      span.textContent = row.line + "\n";
      pre.appendChild(span);
    }
    document.getElementById("refused-log").textContent = (snap.refused_tail || []).join("\n");
    const ul = document.getElementById("exclusions");
    ul.replaceChildren();
    const ex = snap.exclusions || {};
    for (const rule of [...(ex.surt_prefixes || []), ...(ex.regexes || [])]) {
      const li = document.createElement("li"); li.textContent = rule; ul.appendChild(li);
    }
  }
  function chart(id, series) {
    const svg = document.getElementById(id);
    if (!svg) return;
    svg.replaceChildren();
    const W = 400, H = 140, L = 34, B = 16;
    const points = series.flatMap((s) => s.values);
    if (points.length < 2) return;
    const t0 = Math.min(...points.map((p) => p[0])), t1 = Math.max(...points.map((p) => p[0]));
    const vmax = Math.max(1e-9, ...points.map((p) => p[1]));
    const x = (t) => L + ((t - t0) / Math.max(1e-9, t1 - t0)) * (W - L - 4);
    const y = (v) => H - B - (v / vmax) * (H - B - 6);
    const axis = document.createElementNS(SVGNS, "path");
    axis.setAttribute("class", "axis");
    axis.setAttribute("d", `M${L},4 V${H - B} H${W - 4}`);
    svg.appendChild(axis);
    const label = document.createElementNS(SVGNS, "text");
    label.setAttribute("x", 2); label.setAttribute("y", 12);
    label.textContent = vmax >= 100 ? vmax.toFixed(0) : vmax.toPrecision(2);
    svg.appendChild(label);
    const span = document.createElementNS(SVGNS, "text");
    span.setAttribute("x", W - 60); span.setAttribute("y", H - 2);
    span.textContent = duration(t1 - t0);
    svg.appendChild(span);
    for (const s of series) {
      if (s.values.length < 2) continue;
      const path = document.createElementNS(SVGNS, "path");
      path.setAttribute("class", "line " + (s.cls || ""));
      path.setAttribute("d", s.values.map((p, i) => (i ? "L" : "M") + x(p[0]).toFixed(1) + "," + y(p[1]).toFixed(1)).join(" "));
      svg.appendChild(path);
    }
  }
  function charts() {
    const rate = [];
    for (let i = 1; i < history.length; i++) {
      const a = history[i - 1], b = history[i], dt = b.t - a.t;
      if (dt > 0) rate.push([b.t, Math.max(0, (b.pages - a.pages) / dt)]);
    }
    chart("chart-rate", [{ values: rate }]);
    chart("chart-queue", [
      { cls: "queued", values: history.map((p) => [p.t, p.queued]) },
      { cls: "done", values: history.map((p) => [p.t, p.done]) },
    ]);
    chart("chart-harvest", [{ values: history.filter((p) => p.harvest !== null && p.harvest !== undefined).map((p) => [p.t, p.harvest]) }]);
  }
  function update(snap) {
    if (snap.history) { history.length = 0; history.push(...snap.history); }
    if (snap.point && (!history.length || snap.point.t > history[history.length - 1].t)) history.push(snap.point);
    for (const el of root.querySelectorAll("[data-k]")) {
      const k = el.dataset.k;
      if (k in snap) el.textContent = fmt(el, snap[k]);
    }
    const badge = root.querySelector("h1 .state");
    if (badge) badge.className = "state " + snap.state;
    kvTable("t-status", snap.status);
    kvTable("t-mime", snap.mime);
    kvTable("t-refusals", snap.refusals);
    kvTable("t-browser", snap.browser);
    kvTable("t-apps", snap.apps);
    kvTable("t-objects", snap.objects);
    hostsTable(snap.hosts);
    logs(snap);
    charts();
    root.dataset.updates = String(Number(root.dataset.updates || 0) + 1);
  }
  const source = new EventSource(root.dataset.events);
  source.onmessage = (ev) => update(JSON.parse(ev.data));
})();
