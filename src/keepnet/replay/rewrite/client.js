/* keepnet replay client: keeps an archived page's run-time requests inside the archive.
 * Wraps fetch, XMLHttpRequest, EventSource, sendBeacon, WebSocket (refused), window.open,
 * history.pushState/replaceState, Worker, serviceWorker.register (refused), and the URL
 * properties and setAttribute of elements that load things (img, script, link, iframe,
 * media, embed, object, form, a).  Server-side rewriting handles the markup; the CSP
 * header blocks whatever escapes both.  Not handled: location assignments, document.write.
 */
(function () {
  "use strict";
  var me = document.currentScript;
  if (!me || window.__keepnetReplay) { return; }
  window.__keepnetReplay = true;
  var cfg = me.dataset;
  var prefix = cfg.prefix || "/web/";
  var ts = cfg.ts || "";
  var pageUrl = cfg.url || "";
  var origin = window.location.origin;
  var inert = /^\s*(data|javascript|about|blob|mailto|tel):/i;
  var replayRx = new RegExp("^" + escapeRx(origin + prefix) + "(\\d{1,14})([a-z]{2}_)?/(.*)$");

  function escapeRx(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  // The archived base URL: document.baseURI is a replay URL (server-rewritten <base>).
  function archivedBase() {
    var m = replayRx.exec(document.baseURI);
    return m ? m[3] : pageUrl;
  }

  function rw(value, mod) {
    if (value === null || value === undefined) { return value; }
    var text = String(value);
    if (!text.trim() || text.trim().charAt(0) === "#" || inert.test(text)) { return value; }
    try {
      var here = new URL(text, document.baseURI);
      if (here.origin === origin && here.pathname.indexOf(prefix) === 0) { return text; }
      if (here.origin === origin && here.pathname.indexOf("/_keepnet/") === 0) { return text; }
    } catch (e) { /* resolved below */ }
    var abs;
    try { abs = new URL(text, archivedBase()); } catch (e) { return "about:invalid"; }
    return origin + prefix + ts + (mod || "") + "/" + abs.href;
  }
  window.__keepnetRewrite = rw;

  var nativeFetch = window.fetch;
  if (nativeFetch) {
    window.fetch = function (input, init) {
      if (typeof Request !== "undefined" && input instanceof Request) {
        input = new Request(rw(input.url, "mp_"), input);
      } else {
        input = rw(input instanceof URL ? input.href : input, "mp_");
      }
      return nativeFetch.call(this, input, init);
    };
  }

  var xhrOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    var args = Array.prototype.slice.call(arguments);
    args[1] = rw(url, "mp_");
    return xhrOpen.apply(this, args);
  };

  if (navigator.sendBeacon) {
    var beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = function (url, data) { return beacon(rw(url, "mp_"), data); };
  }

  if (window.EventSource) {
    var NativeES = window.EventSource;
    window.EventSource = function (url, opts) { return new NativeES(rw(url, "mp_"), opts); };
    window.EventSource.prototype = NativeES.prototype;
  }

  if (window.WebSocket) {
    // There is nothing to replay over a live socket: connect to a replay URL that refuses.
    var NativeWS = window.WebSocket;
    var wsBase = origin.replace(/^http/, "ws") + "/_keepnet/websocket-blocked";
    window.WebSocket = function (url, protocols) { return new NativeWS(wsBase, protocols); };
    window.WebSocket.prototype = NativeWS.prototype;
    ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (k) {
      window.WebSocket[k] = NativeWS[k];
    });
  }

  var nativeOpen = window.open;
  window.open = function (url, target, features) {
    return nativeOpen.call(window, url === undefined ? url : rw(url, ""), target, features);
  };

  ["pushState", "replaceState"].forEach(function (name) {
    var orig = history[name];
    history[name] = function (state, title, url) {
      return orig.call(history, state, title, url === undefined || url === null ? url : rw(url, cfg.mod || ""));
    };
  });

  if (window.Worker) {
    var NativeWorker = window.Worker;
    window.Worker = function (url, opts) { return new NativeWorker(rw(url, "js_"), opts); };
    window.Worker.prototype = NativeWorker.prototype;
  }
  if (navigator.serviceWorker && navigator.serviceWorker.register) {
    navigator.serviceWorker.register = function () {
      return Promise.reject(new Error("service workers are disabled in replay"));
    };
  }

  // element URL properties: [constructor, property, modifier]
  var props = [
    ["HTMLImageElement", "src", "im_"], ["HTMLImageElement", "srcset", "srcset"],
    ["HTMLSourceElement", "src", "oe_"], ["HTMLSourceElement", "srcset", "srcset"],
    ["HTMLScriptElement", "src", "js_"], ["HTMLLinkElement", "href", "oe_"],
    ["HTMLIFrameElement", "src", "if_"], ["HTMLFrameElement", "src", "fr_"],
    ["HTMLMediaElement", "src", "oe_"], ["HTMLVideoElement", "poster", "im_"],
    ["HTMLEmbedElement", "src", "oe_"], ["HTMLObjectElement", "data", "oe_"],
    ["HTMLTrackElement", "src", "oe_"], ["HTMLFormElement", "action", ""],
    ["HTMLAnchorElement", "href", ""], ["HTMLAreaElement", "href", ""],
    ["HTMLInputElement", "src", "im_"]
  ];
  var byTag = {};

  function rwSrcset(value) {
    return String(value).split(/,\s+/).map(function (part) {
      var bits = part.trim().split(/\s+/);
      bits[0] = rw(bits[0], "im_");
      return bits.join(" ");
    }).join(", ");
  }

  function rewriteFor(mod, value) { return mod === "srcset" ? rwSrcset(value) : rw(value, mod); }

  props.forEach(function (p) {
    var ctor = window[p[0]];
    if (!ctor) { return; }
    var desc = Object.getOwnPropertyDescriptor(ctor.prototype, p[1]);
    if (!desc || !desc.set) { return; }
    Object.defineProperty(ctor.prototype, p[1], {
      configurable: true,
      enumerable: desc.enumerable,
      get: desc.get,
      set: function (value) {
        var mod = p[2];
        if (this instanceof HTMLLinkElement && /stylesheet/i.test(this.rel)) { mod = "cs_"; }
        desc.set.call(this, rewriteFor(mod, value));
      }
    });
    byTag[p[0] + "|" + p[1]] = p[2];
  });

  var setAttr = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    var lname = String(name).toLowerCase();
    for (var key in byTag) {
      var parts = key.split("|");
      var ctor = window[parts[0]];
      if (parts[1].toLowerCase() === lname && ctor && this instanceof ctor) {
        var mod = byTag[key];
        if (this instanceof HTMLLinkElement && /stylesheet/i.test(this.rel)) { mod = "cs_"; }
        return setAttr.call(this, name, rewriteFor(mod, value));
      }
    }
    return setAttr.call(this, name, value);
  };
})();
