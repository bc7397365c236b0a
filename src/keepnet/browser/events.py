"""Event discovery: the interactions a page state offers, found through the DevTools protocol.

No bookmarklet is injected and nothing is patched (the seed used VisualEvent; wrapping
addEventListener would miss listeners added before it ran, and Playwright's own actions
add listeners): listeners are listed *before* any interaction with
DOMDebugger.getEventListeners on the whole document (depth -1, pierce) and on window.
That reports addEventListener, inline (onclick="...") and property (el.onclick = f)
handlers alike.  Beyond them:

- a listener on document/html/body/window, or on an element with children, of a type that
  bubbles may be *delegated* (jQuery's .on(type, selector, f), React's root listener): it
  is mapped to the interactive-looking descendants of its node (and, for an element, to
  its children), which are the candidate targets;
- elements that look interactive without a listener of their own (role=button and the
  like, tabindex, cursor:pointer, on* attributes, data-* attributes, same-document
  "#..." links where the page routes on the hash, but not those to an element of the page
  itself: sections, footnotes and skip links scroll) are click candidates.

Only *visible* elements are offered: a hidden sub-menu's items are not available from s0,
they become so in the state where the menu is shown (the seed's "map" of a state).
Listener types map to the seed's Table 3 events: click, dblclick, mouseover, mouseout,
mousedown, mouseup, contextmenu, focus, blur, change (each option of a select), input,
keydown/keypress/keyup, submit, scroll/wheel.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol

# DOM event type -> the action that fires it (None: not a user interaction).
ACTIONS: dict[str, str] = {
    "click": "click",
    "dblclick": "dblclick",
    "auxclick": "click",
    "mousedown": "mousedown",
    "pointerdown": "mousedown",
    "touchstart": "mousedown",
    "mouseup": "mouseup",
    "pointerup": "mouseup",
    "touchend": "mouseup",
    "mouseover": "mouseover",
    "mouseenter": "mouseover",
    "pointerover": "mouseover",
    "pointerenter": "mouseover",
    "mousemove": "mouseover",
    "pointermove": "mouseover",
    "mouseout": "mouseout",
    "mouseleave": "mouseout",
    "pointerout": "mouseout",
    "pointerleave": "mouseout",
    "contextmenu": "contextmenu",
    "focus": "focus",
    "focusin": "focus",
    "blur": "blur",
    "focusout": "blur",
    "change": "change",
    "input": "change",
    "keydown": "keydown",
    "keypress": "keydown",
    "keyup": "keydown",
    "submit": "submit",
    "scroll": "scroll",
    "wheel": "scroll",
}
# Types whose listener on an ancestor can act on a descendant target (they bubble, or
# are captured; focus/blur are caught delegated through focusin/focusout).
DELEGABLE = {
    "click",
    "dblclick",
    "auxclick",
    "mousedown",
    "pointerdown",
    "mouseup",
    "pointerup",
    "mouseover",
    "pointerover",
    "mouseout",
    "pointerout",
    "contextmenu",
    "focusin",
    "focusout",
    "change",
    "input",
    "keydown",
    "keypress",
    "keyup",
    "submit",
}
# Keys tried on a keyboard listener: activation, navigation, dismissal.
DOCUMENT_KEYS = ("ArrowRight", "ArrowDown", "Enter", "Escape")
FIELD_KEYS = ("Enter", "ArrowDown")
FILL_TEXT = "keepnet"
MAX_INTERACTIONS = 300  # per state: a page with more offers only its first ones
IN_FLIGHT = 32  # DevTools calls of one discovery sent at once, at most

# Read-only helpers run on one node with Runtime.callFunctionOn: where an element is (a
# CSS path that survives a reload), whether a person could reach it, what it looks like.
_LIB = """
  const path = (e) => {
    if (e.id && document.querySelectorAll('#' + CSS.escape(e.id)).length === 1)
      return '#' + CSS.escape(e.id);
    if (e === document.body) return 'body';
    if (e === document.documentElement) return 'html';
    const p = e.parentElement;
    if (!p) return e.tagName.toLowerCase();
    let i = 1, s = e;
    while ((s = s.previousElementSibling)) if (s.tagName === e.tagName) i++;
    return path(p) + ' > ' + e.tagName.toLowerCase() + ':nth-of-type(' + i + ')';
  };
  const describe = (e) => {
    const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
    const tag = e.tagName.toLowerCase();
    return {
      sel: path(e), tag, type: (e.getAttribute('type') || '').toLowerCase(),
      visible: r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none',
      href: tag === 'a' ? e.getAttribute('href') : null,
      options: tag === 'select' ? Array.from(e.options).map(o => o.value) : [],
      inline: Array.from(e.attributes).filter(a => a.name.startsWith('on')).map(a => a.name.slice(2)),
      root: e === document.body || e === document.documentElement,
      kids: e.children.length,
    };
  };
  // A "#..." link is an app's view only where the page routes on the hash (a hashchange
  // or popstate listener); one that names an element of the document (a section, a
  // footnote, a skip link, "#top") is the browser's own scrolling even there.
  let routed = true;
  const inPage = (href) => {
    let id = href.slice(1);
    try { id = decodeURIComponent(id); } catch (err) { /* keep it as written */ }
    return id === 'top' || document.getElementById(id) !== null
      || document.getElementsByName(id).length > 0;
  };
  const looks = (e, parentPointer) => {
    const role = e.getAttribute('role') || '';
    const tag = e.tagName.toLowerCase();
    const href = tag === 'a' ? (e.getAttribute('href') || '') : '';
    const pointer = getComputedStyle(e).cursor === 'pointer';
    return /^(button|tab|menuitem|link|option|switch|checkbox|radio|treeitem)$/.test(role)
      || e.hasAttribute('tabindex')
      || Array.from(e.attributes).some(a => a.name.startsWith('on') || a.name.startsWith('data-'))
      || (routed && href.startsWith('#') && href.length > 1 && !inPage(href))
      || (pointer && !parentPointer && tag !== 'a')
      || ['button', 'select', 'input', 'textarea', 'summary'].includes(tag);
  };
  const scan = (root, limit, kidsDepth) => {
    const out = [];
    const walk = (e, parentPointer, depth) => {
      for (const c of e.children) {
        if (out.length >= limit) return;
        if (looks(c, parentPointer) || depth < kidsDepth) out.push(describe(c));
        walk(c, getComputedStyle(c).cursor === 'pointer', depth + 1);
      }
    };
    walk(root, false, 0);
    return out;
  };
"""
DESCRIBE_JS = (
    "function () {"
    + _LIB
    + """
  if (this.nodeType === 9) return {sel: 'document', tag: '#document', visible: true, root: true};
  return describe(this);
}"""
)
# Interactive-looking descendants of `this` (and, to `kidsDepth` levels, every child).
SCAN_JS = (
    "function (limit, kidsDepth, hashRouted) {"
    + _LIB
    + """
  routed = hashRouted;
  return scan(this.nodeType === 9 ? this.documentElement : this, limit, kidsDepth);
}"""
)


@dataclass(frozen=True, slots=True)
class Interaction:
    """One step of an interaction script: `action` on the element `selector` (with `arg`).

    Equality ignores `event` (the DOM event type that revealed it): a mouseover and a
    mouseenter listener on one element are one interaction, run once.
    """

    action: str
    selector: str
    arg: str = ""
    event: str = field(default="", compare=False)

    def label(self) -> str:
        return f"{self.action} {self.selector}" + (f" [{self.arg}]" if self.arg else "")

    def to_json(self) -> dict[str, str]:
        return {
            "event": self.event or self.action,
            "action": self.action,
            "target": self.selector,
            "value": self.arg,
        }


class CdpLike(Protocol):
    async def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]: ...


@dataclass(slots=True)
class Discovery:
    """What a state offers, and how it was found (for statistics)."""

    interactions: list[Interaction]
    listeners: int = 0  # listeners reported by the DevTools protocol
    delegated: int = 0  # interactions found by mapping an ancestor's listener to descendants
    looks: int = 0  # interactions found only because an element looks interactive


def _actions_for(event: str, info: dict[str, Any]) -> list[Interaction]:
    """The interactions that fire `event` on the described element."""
    action = ACTIONS.get(event)
    if action is None or not info.get("visible"):
        return []
    sel, tag, typ = info["sel"], info.get("tag", ""), info.get("type", "")
    if action == "change":
        if tag == "select":
            return [Interaction("select", sel, v, event) for v in info.get("options", [])]
        if tag == "input" and typ in ("checkbox", "radio"):
            return [Interaction("click", sel, "", event)]
        if tag in ("input", "textarea") or info.get("root") or sel == "document":
            return (
                [Interaction("fill", sel, FILL_TEXT, event)] if tag in ("input", "textarea") else []
            )
        return []
    if action == "keydown":
        if tag in ("input", "textarea"):
            return [Interaction("press", sel, k, event) for k in FIELD_KEYS]
        return [Interaction("press", "body", k, event) for k in DOCUMENT_KEYS]
    if action == "submit":
        return [Interaction("submit", sel, "", event)] if tag == "form" else []
    if action == "scroll":
        return [Interaction("scroll", "window", "", event)]
    return [Interaction(action, sel, "", event)]


def _navigates(info: dict[str, Any]) -> bool:
    """A link to another document: following it is the HTTP tier's job, not a state."""
    href = info.get("href")
    return info.get("tag") == "a" and bool(href) and not str(href).startswith(("#", "javascript:"))


async def discover(cdp: CdpLike, max_interactions: int = MAX_INTERACTIONS) -> Discovery:
    """The interactions available in the page's current state, in document order."""
    found: dict[Interaction, None] = {}
    disc = Discovery([])
    doc, win = await asyncio.gather(
        cdp.send("Runtime.evaluate", {"expression": "document", "objectGroup": "kn"}),
        cdp.send("Runtime.evaluate", {"expression": "window", "objectGroup": "kn"}),
    )
    doc_id = doc["result"]["objectId"]
    got_nodes, got_window = await asyncio.gather(
        cdp.send(
            "DOMDebugger.getEventListeners", {"objectId": doc_id, "depth": -1, "pierce": True}
        ),
        cdp.send("DOMDebugger.getEventListeners", {"objectId": win["result"]["objectId"]}),
    )
    node_listeners, window_listeners = got_nodes["listeners"], got_window["listeners"]
    disc.listeners = len(node_listeners) + len(window_listeners)
    by_node: dict[int, list[str]] = {}
    for lst in node_listeners:
        if "backendNodeId" in lst:
            by_node.setdefault(lst["backendNodeId"], []).append(lst["type"])
    root_types = [lst["type"] for lst in window_listeners]
    routed = bool({"hashchange", "popstate"} & set(root_types))
    gate = asyncio.Semaphore(IN_FLIGHT)

    async def call(object_id: str, fn: str, *args: object) -> Any:
        async with gate:
            res = await cdp.send(
                "Runtime.callFunctionOn",
                {
                    "objectId": object_id,
                    "functionDeclaration": fn,
                    "returnByValue": True,
                    "arguments": [{"value": a} for a in args],
                    "objectGroup": "kn",
                },
            )
        return res.get("result", {}).get("value")

    async def described(backend_id: int) -> tuple[str, Any] | None:
        try:
            async with gate:
                obj = await cdp.send(
                    "DOM.resolveNode", {"backendNodeId": backend_id, "objectGroup": "kn"}
                )
        except Exception:  # the node went away between the two calls
            return None
        object_id = obj["object"]["objectId"]
        return object_id, await call(object_id, DESCRIBE_JS)

    # Every node is described at once (the calls are read-only and the page is settled):
    # on a busy machine each round trip to Chromium waits for it to be scheduled, and one
    # wait for all of them replaces one per node.  The whole document's scan, always
    # needed, goes along.
    *nodes, scanned = await asyncio.gather(
        *(described(b) for b in by_node), call(doc_id, SCAN_JS, 2000, 0, routed)
    )
    everything: list[dict[str, Any]] = scanned or []

    def add(items: list[Interaction], kind: str = "") -> None:
        for it in items:
            if it not in found and len(found) < max_interactions:
                found[it] = None
                if kind == "delegated":
                    disc.delegated += 1
                elif kind == "looks":
                    disc.looks += 1

    for types, node in zip(by_node.values(), nodes, strict=True):
        if node is None:
            continue
        object_id, info = node
        if not info:
            continue
        is_root = info.get("root") or info.get("sel") == "document"
        for t in dict.fromkeys(types):
            if not is_root:
                add(_actions_for(t, info))
            if t in DELEGABLE and (is_root or info.get("kids")):
                targets = (
                    everything if is_root else await call(object_id, SCAN_JS, 200, 2, routed) or []
                )
                if is_root and ACTIONS.get(t) == "keydown":
                    add(_actions_for(t, info))
                    continue
                for target in targets:
                    if not _navigates(target):
                        add(_actions_for(t, target), "delegated")
    for t in dict.fromkeys(root_types):
        action = ACTIONS.get(t)
        if action in ("keydown", "scroll"):
            add(_actions_for(t, {"sel": "document", "visible": True, "root": True}))
        elif t in DELEGABLE:
            for target in everything:
                if not _navigates(target):
                    add(_actions_for(t, target), "delegated")
    # Elements that look interactive: hash-route links, role=button, tabindex, pointer...
    for target in everything:
        if _navigates(target) or target.get("tag") in ("input", "textarea", "select"):
            continue
        add(_actions_for("click", target), "looks")
        for t in target.get("inline", []):
            add(_actions_for(t, target), "looks")
    await cdp.send("Runtime.releaseObjectGroup", {"objectGroup": "kn"})
    disc.interactions = list(found)
    return disc
