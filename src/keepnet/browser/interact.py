"""Performing one interaction of a script on a live page, as a person would.

Mouse and keyboard go through Playwright's page.mouse / page.keyboard, which are the
DevTools Input domain: real input events, so :hover styles, mouseover/mouseenter and full
click sequences happen as in a person's browser.  Elements are found and handled with
plain DevTools Runtime calls in the page's own world, *not* with Playwright's element
API: Playwright's injected script adds event listeners of its own (pointerdown, click...)
to the document, which event discovery would then report as the page's.

mousedown/mouseup alone are dispatched on the element (a real press would also click);
a select gets each option as a person picks it (value set, then input and change events,
as Chromium fires them); a field is filled the same way.  Nothing waits: an interaction
on an element that is gone or hidden in this state fails and is counted as unavailable.
"""

from __future__ import annotations

import json
from typing import Any

from keepnet.browser.events import Interaction

AWAY = (1, 1)  # where the mouse rests between scripts: the page's top-left corner

# Runs on the element: bring it into view, return its box (null if not rendered).
_BOX_JS = """function () {
  this.scrollIntoView({block: 'center', inline: 'center'});
  const r = this.getBoundingClientRect(), cs = getComputedStyle(this);
  if (r.width <= 0 || r.height <= 0 || cs.visibility === 'hidden') return null;
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""
_EVENT_JS = """function (type) {
  const init = {bubbles: true, cancelable: true, view: window};
  this.dispatchEvent(type.startsWith('mouse') ? new MouseEvent(type, init) : new Event(type, init));
}"""
_SET_VALUE_JS = """function (value) {
  this.focus();
  this.value = value;
  this.dispatchEvent(new Event('input', {bubbles: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
}"""
_SUBMIT_JS = "function () { this.requestSubmit ? this.requestSubmit() : this.submit(); }"


async def _element(cdp: Any, selector: str) -> str | None:
    res = await cdp.send(
        "Runtime.evaluate",
        {"expression": f"document.querySelector({_js_string(selector)})", "objectGroup": "act"},
    )
    obj = res.get("result", {})
    return obj.get("objectId") if obj.get("subtype") == "node" else None


def _js_string(text: str) -> str:
    return json.dumps(text)


async def _call(cdp: Any, object_id: str, fn: str, *args: object) -> Any:
    res = await cdp.send(
        "Runtime.callFunctionOn",
        {
            "objectId": object_id,
            "functionDeclaration": fn,
            "returnByValue": True,
            "arguments": [{"value": a} for a in args],
            "userGesture": True,
        },
    )
    if "exceptionDetails" in res:
        raise RuntimeError(res["exceptionDetails"].get("text", "script error"))
    return res.get("result", {}).get("value")


async def perform(page: Any, cdp: Any, step: Interaction) -> str | None:
    """Run `step` on `page`; the reason it could not be run, or None."""
    action, sel = step.action, step.selector
    if action == "scroll":
        await page.mouse.wheel(0, 4000)
        return None
    if action == "press" and sel == "body":
        await page.keyboard.press(step.arg)
        return None
    element = await _element(cdp, sel)
    if element is None:
        return "element not found"
    try:
        if action in ("click", "dblclick", "mouseover", "mouseout", "contextmenu"):
            centre = await _call(cdp, element, _BOX_JS)
            if not centre:
                return "element not visible"
            x, y = centre
            if action == "click":
                await page.mouse.click(x, y)
            elif action == "dblclick":
                await page.mouse.dblclick(x, y)
            elif action == "contextmenu":
                await page.mouse.click(x, y, button="right")
            else:
                await page.mouse.move(x, y)
                if action == "mouseout":
                    await page.mouse.move(*AWAY)
        elif action in ("mousedown", "mouseup"):
            await _call(cdp, element, _EVENT_JS, action)
        elif action in ("focus", "blur"):
            await _call(cdp, element, "function () { this.focus(); }")
            if action == "blur":
                await _call(cdp, element, "function () { this.blur(); }")
        elif action in ("select", "fill"):
            await _call(cdp, element, _SET_VALUE_JS, step.arg)
        elif action == "press":
            await _call(cdp, element, "function () { this.focus(); }")
            await page.keyboard.press(step.arg)
        elif action == "submit":
            await _call(cdp, element, _SUBMIT_JS)
        else:
            return f"unknown action {action}"
    except RuntimeError as exc:
        return f"failed: {exc}"
    finally:
        await cdp.send("Runtime.releaseObjectGroup", {"objectGroup": "act"})
    return None
