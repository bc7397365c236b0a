"""Shared kit of heldout49: one deployment's chrome, files, and the case builder.

Every portal of this set is one institution's install of a repository package, so the
chrome is parameterised the way such installs differ: the language of the labels, the menu
an institution renamed, its footer, its cookie banner and analytics, the order of site name
and record title in the <title>, and one of a few markup skins (an old server-rendered
layout, a newer single-page-app shell, a minimal static export).  `Deployment.site()` adds
the homepage, a chrome-wrapped 404 page (soft or not), the static assets, and a chrome page
for every same-host link the given pages print that no record page answers (browse,
search, login, help ...), because a real portal answers every link it prints.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import case as case  # (re-exported for the modules)

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)

LABELS = {
    "en": {
        "login": "Log in",
        "signup": "Register",
        "search": "Search",
        "cookie": "We use cookies to measure how this repository is used.",
        "accept": "Accept",
        "privacy": "Privacy",
        "notfound": "Page not found",
        "sorry": "The page you asked for does not exist. Try searching the repository.",
        "empty": "Nothing to show here yet.",
    },
    "pt": {
        "login": "Entrar",
        "signup": "Registar",
        "search": "Pesquisar",
        "cookie": "Este repositório usa cookies para estatísticas de utilização.",
        "accept": "Aceitar",
        "privacy": "Privacidade",
        "notfound": "Página não encontrada",
        "sorry": "A página pedida não existe. Experimente a pesquisa.",
        "empty": "Sem resultados.",
    },
    "de": {
        "login": "Anmelden",
        "signup": "Konto anlegen",
        "search": "Suchen",
        "cookie": "Wir verwenden Cookies für die Nutzungsstatistik.",
        "accept": "Einverstanden",
        "privacy": "Datenschutz",
        "notfound": "Seite nicht gefunden",
        "sorry": "Diese Seite gibt es nicht. Bitte nutzen Sie die Suche.",
        "empty": "Keine Einträge.",
    },
    "fr": {
        "login": "Connexion",
        "signup": "Créer un compte",
        "search": "Rechercher",
        "cookie": "Ce site utilise des cookies de mesure d'audience.",
        "accept": "J'accepte",
        "privacy": "Confidentialité",
        "notfound": "Page introuvable",
        "sorry": "Cette page n'existe pas. Utilisez la recherche.",
        "empty": "Aucun résultat.",
    },
    "es": {
        "login": "Acceder",
        "signup": "Registrarse",
        "search": "Buscar",
        "cookie": "Utilizamos cookies para estadísticas de uso.",
        "accept": "Aceptar",
        "privacy": "Privacidad",
        "notfound": "Página no encontrada",
        "sorry": "La página solicitada no existe. Pruebe el buscador.",
        "empty": "Sin resultados.",
    },
}


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    """A list of links (href, text)."""
    c = f' class="{cls}"' if cls else ""
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f"<ul{c}>{lis}</ul>"


def share(url: str) -> str:
    """The share buttons many installs add (third-party hosts, never part of a record)."""
    u = quote(url, safe="")
    return (
        '<div class="share-tools">'
        f'<a href="http://twitter.test/intent/tweet?url={u}">Tweet</a> '
        f'<a href="http://www.linkedin.test/shareArticle?url={u}">LinkedIn</a> '
        f'<a href="http://bsky.test/intent/compose?text={u}">Bluesky</a></div>'
    )


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response(200, [("Content-Type", ctype)], body.encode("utf-8"))


def binary(body: bytes, ctype: str) -> Response:
    return Response.data(body, ctype)


def zipped(files: Mapping[str, str]) -> Response:
    """A real zip archive (deterministic timestamps) of text members."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in files.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), body)
    return Response.data(buf.getvalue(), "application/zip")


def image(seed: int) -> Response:
    return Response.data(png(16, 12, (seed % 256, (seed * 7) % 256, 90)), "image/png")


def with_links(page: str, links: Sequence[tuple[str, str]]) -> Response:
    """An HTML page with HTTP Link headers (`links`: (uri, rel[; extra params]))."""
    header = ", ".join(f'<{u}> ; rel="{r.split(";")[0]}"{_params(r)}' for u, r in links)
    return Response.html(page, headers=[("Link", header)])


def _params(rel: str) -> str:
    parts = rel.split(";")[1:]
    return "".join(f" ; {p.strip()}" for p in parts)


@dataclass
class Deployment:
    """One institution's install: host, name, language, renamed menus, skin, title order."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    lang: str = "en"
    skin: str = "classic"  # classic | app | minimal
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    soft_404: bool = False
    analytics: str = "http://matomo.webstats.test/matomo.js"
    banner: str = ""  # institutional branding strip
    login: str = "/login"
    search: str = "/search"
    languages: Sequence[str] = ()  # the language switcher's other locales
    cdn: str = ""  # a framework stylesheet the theme pulls from a CDN
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return f"http://{self.host}{path}"

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        raw_title: bool = False,
    ) -> str:
        lab = LABELS[self.lang]
        t = title if raw_title else self.title(title)
        cookie = (
            f'<div id="cookie-consent" role="dialog"><p>{escape(lab["cookie"])} '
            f'<a href="/privacy">{escape(lab["privacy"])}</a></p>'
            f'<button type="button">{escape(lab["accept"])}</button></div>'
        )
        foot = " · ".join(f'<a href="{escape(h)}">{escape(x)}</a>' for h, x in self.footer)
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        langs = "".join(
            f'<a hreflang="{c}" href="/locale/{c}">{c.upper()}</a> ' for c in self.languages
        )
        switch = f'<div class="lang-switch">{langs}</div>' if langs else ""
        cdn = f'<link rel="stylesheet" href="{self.cdn}">' if self.cdn else ""
        headtags = (
            f'<meta charset="utf-8"><title>{escape(t)}</title>{cdn}'
            '<link rel="stylesheet" href="/static/theme.css">'
            '<link rel="icon" href="/static/favicon.png">'
            f'<script async src="{self.analytics}"></script>'
            f'<script src="/static/app.js" defer></script>{head}'
        )
        if self.skin == "app":
            nav = "".join(
                f'<a class="nav-link" href="{escape(h)}">{escape(x)}</a>' for h, x in self.menu
            )
            body = (
                f'<app-root><div class="navbar">{self.banner}<a class="navbar-brand" href="/">'
                f'<img src="/static/favicon.png" alt="">{escape(self.name)}</a>{nav}'
                f'<form class="searchbar" action="{self.search}"><input name="query">'
                f"<button>{escape(lab['search'])}</button></form>"
                f'<a class="login-btn" href="{self.login}">{escape(lab["login"])}</a>{switch}</div>'
                f'<div class="container"><div class="row"><div class="col-main">{main}</div>'
                f"{side}</div></div>{cookie}"
                f'<div class="app-footer">{foot}</div></app-root>'
            )
        elif self.skin == "minimal":
            body = f"{self.banner}<main>{main}</main>{side}<footer>{foot}</footer>"
        else:
            body = (
                f'<div id="ds-header">{self.banner}<a id="ds-logo" href="/">'
                f'<img src="/static/favicon.png" alt="{escape(self.name)}"></a>'
                f'<div id="ds-user"><a href="{self.login}">{escape(lab["login"])}</a> | '
                f'<a href="/register">{escape(lab["signup"])}</a>{switch}</div>'
                f'<form id="ds-search" action="{self.search}" method="get">'
                f'<input type="text" name="q"><input type="submit" value="{escape(lab["search"])}">'
                f'</form></div><div id="ds-nav">{ul(self.menu, "ds-menu")}</div>'
                f'<div id="ds-body"><div id="ds-main">{main}</div>{side}</div>'
                f'<div id="ds-footer">{foot}</div>{cookie}'
            )
        return f'<!DOCTYPE html>\n<html lang="{self.lang}"><head>{headtags}</head><body>{body}</body></html>\n'

    def chrome_page(self, path: str) -> str:
        """What the portal answers at a browse/search/help/login path: chrome only."""
        label = path.strip("/").split("/")[0].replace("-", " ").replace("_", " ") or self.name
        lab = LABELS[self.lang]
        return self.page(
            label.capitalize(),
            f"<h1>{escape(label.capitalize())}</h1><p>{escape(lab['empty'])}</p>",
        )

    def not_found(self, request: Request) -> Response:
        lab = LABELS[self.lang]
        body = self.page(
            lab["notfound"], f"<h1>{escape(lab['notfound'])}</h1><p>{escape(lab['sorry'])}</p>"
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue], home_main: str | None = None) -> Site:
        """The host's site: `pages`, a homepage (`home_main`, else the deployment's), the
        404 page, assets, and a chrome page for every other same-host link printed."""
        home = self.page(
            self.home_title or self.name,
            home_main or self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add(
            "/static/theme.css", Response.data(b"body{margin:0 auto;max-width:70em}\n", "text/css")
        )
        site.add("/static/app.js", Response.data(b"window.repo={ready:true};\n", "text/javascript"))
        site.add("/static/favicon.png", Response.data(png(8, 8), "image/png"))
        for code in self.languages:  # switching locale sets a cookie and goes home
            site.add(f"/locale/{code}", Response.redirect("/", 302))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        _answer_every_link(site, self)
        return site


def _html_of(value: object) -> str | None:
    if isinstance(value, Response) and "html" in (value.header("Content-Type") or ""):
        return value.body.decode("utf-8", "replace")
    return None


def _answer_every_link(site: Site, dep: Deployment) -> None:
    """Serve a chrome page at every same-host path a served HTML page (or the 404 page)
    links and nothing answers."""
    home = Request("GET", "/", site.url("/"), site.host, "/", "", [])
    sources = [(site.url("/missing"), dep.not_found(home).body.decode())]
    for path, value in list(site.pages.items()):
        html = _html_of(value)
        if html is not None:
            sources.append((site.url(path), html))
    for base, html in sources:
        for href in HREF.findall(html):
            u = urlsplit(urljoin(base, unescape(href)))
            if u.hostname != site.host:
                continue
            full = u.path + ("?" + u.query if u.query else "")
            if full in site.pages or u.path in site.pages:
                continue
            site.add(u.path, dep.chrome_page(u.path))
