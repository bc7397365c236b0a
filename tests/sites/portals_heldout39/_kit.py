"""Shared chrome of heldout39's non-English portals: localized menus, search, login, cookie
banner, footer, analytics host, 404 page, and the site builder that answers every link.

Each portal speaks its own language (labels below), may be right-to-left, and loads a
tracking script from its own metrics host.  `Chrome.sites()` adds the homepage, the menu,
footer, login, sign-up and search pages, a localized 404 page, the static assets, and a
chrome page for every other same-host link the pages print (a real portal answers the links
it prints), so "everything one hop away" visibly over-collects.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b"body{margin:0 auto;max-width:64em}header nav a{margin:0 .6em}.cookie{position:fixed}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.documentElement.classList.add('js');\n"
HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)

# search, log in, sign up, cookie notice, accept, not found, home, share, download
LABELS: dict[str, tuple[str, ...]] = {
    "de": ("Suche", "Anmelden", "Registrieren", "Wir verwenden Cookies.", "Akzeptieren",
           "Seite nicht gefunden", "Startseite", "Teilen", "Herunterladen"),
    "fr": ("Rechercher", "Connexion", "Créer un compte", "Ce site utilise des cookies.",
           "J'accepte", "Page introuvable", "Accueil", "Partager", "Télécharger"),
    "es": ("Buscar", "Iniciar sesión", "Registrarse", "Usamos cookies.", "Aceptar",
           "Página no encontrada", "Inicio", "Compartir", "Descargar"),
    "pt": ("Pesquisar", "Entrar", "Cadastre-se", "Este sítio usa cookies.", "Aceitar",
           "Página não encontrada", "Início", "Partilhar", "Descarregar"),
    "it": ("Cerca", "Accedi", "Registrati", "Questo sito utilizza cookie.", "Accetto",
           "Pagina non trovata", "Home", "Condividi", "Scarica"),
    "pl": ("Szukaj", "Zaloguj", "Załóż konto", "Ta strona używa plików cookie.", "Zgoda",
           "Nie znaleziono strony", "Strona główna", "Udostępnij", "Pobierz"),
    "ru": ("Поиск", "Войти", "Регистрация", "Мы используем файлы cookie.", "Принять",
           "Страница не найдена", "Главная", "Поделиться", "Скачать"),
    "ja": ("検索", "ログイン", "新規登録", "当サイトはクッキーを使用します。", "同意する",
           "ページが見つかりません", "ホーム", "共有", "ダウンロード"),
    "zh": ("搜索", "登录", "注册", "本网站使用Cookie。", "同意", "页面不存在", "首页",
           "分享", "下载"),
    "ko": ("검색", "로그인", "회원가입", "이 사이트는 쿠키를 사용합니다.", "동의",
           "페이지를 찾을 수 없습니다", "홈", "공유", "다운로드"),
    "ar": ("بحث", "تسجيل الدخول", "إنشاء حساب", "يستخدم هذا الموقع ملفات تعريف الارتباط.",
           "موافق", "الصفحة غير موجودة", "الرئيسية", "مشاركة", "تنزيل"),
}  # fmt: skip


def enc(text: str) -> str:
    """A path segment as a real portal prints it: percent-encoded UTF-8."""
    return quote(text, safe="-._~")


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    lis = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
    return f'<ul class="{cls}">{lis}</ul>'


def doc(title: str, lines: Sequence[str] = ()) -> Response:
    """A small PDF (its title ASCII-folded, as PDF base fonts have no CJK)."""
    return Response.data(
        pdf(title.encode("ascii", "replace").decode(), list(lines)), "application/pdf"
    )


def blob(body: str, ctype: str) -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def image(rgb: tuple[int, int, int] = (120, 80, 40)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


@dataclass
class Chrome:
    """One portal host with its localized chrome.  `org` names the metrics host
    (metrics.<org>.hx39.example) the tracking script loads from."""

    host: str
    name: str
    lang: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    @property
    def metrics(self) -> str:
        return "metrics." + self.host.split(".", 1)[1]

    def url(self, path: str) -> str:
        return self.origin + path

    def label(self, i: int) -> str:
        return LABELS[self.lang][i]

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        search, login, signup, cookie, accept = LABELS[self.lang][:5]
        rtl = ' dir="rtl"' if self.lang == "ar" else ""
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<div class="share">{escape(self.label(7))}: '
                f'<a href="http://twitter.test/intent/tweet?url={u}">X</a> '
                f'<a href="http://www.facebook.test/sharer.php?u={u}">Facebook</a> '
                f'<a href="mailto:?body={u}">E-mail</a></div>'
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="{self.lang}"{rtl}><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/static/site.css">
<link rel="icon" href="/static/favicon.png"><script src="/static/site.js" defer></script>
<script async src="http://{self.metrics}/t.js"></script>{head}</head>
<body><div class="cookie" role="dialog">{escape(cookie)} <button>{escape(accept)}</button>
<a href="/cookies">?</a></div>
<header><a class="brand" href="/"><img src="/static/favicon.png" alt="">{escape(self.name)}</a>
<nav>{ul(self.menu, "menu")}</nav>
<form action="/search" method="get"><input name="q" placeholder="{escape(search)}">
<button>{escape(search)}</button></form>
<a href="/login">{escape(login)}</a> <a href="/signup">{escape(signup)}</a></header>
<div class="wrap"><main>{main}</main>{side}</div>{shares}
<footer>{ul(self.footer, "foot")}<p>© {escape(self.name)}</p></footer></body></html>
"""

    def chrome_page(self, title: str) -> str:
        return self.page(title, f"<h1>{escape(title)}</h1><p>{escape(self.name)}</p>")

    def not_found(self, request: Request) -> Response:
        msg = self.label(5)
        main = f'<h1>{escape(msg)}</h1><p>{escape(request.path)}</p><a href="/">{self.label(6)}</a>'
        return Response.html(self.page(msg, main), 404)

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        """The portal's host (every printed same-host link answered) and its metrics host."""
        site = Site(self.host, not_found=self.not_found)
        home_main = self.home_main or f"<h1>{escape(self.name)}</h1>"
        site.add("/", self.page(self.home_title or self.name, home_main, raw_title=True))
        site.add("/static/site.css", Response.data(CSS, "text/css"))
        site.add("/static/site.js", Response.data(JS, "text/javascript"))
        site.add("/static/favicon.png", Response.data(png(8, 8), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        for href, text in [
            *self.menu,
            *self.footer,
            ("/login", self.label(1)),
            ("/signup", self.label(2)),
            ("/search", self.label(0)),
            ("/cookies", self.label(3)),
        ]:
            if href.startswith("/") and href not in site.pages:
                site.add(href, self.chrome_page(text))
        _answer_printed_links(site, self)
        metrics = Site(self.metrics)
        metrics.add("/t.js", Response.data(b"/* pageview beacon */\n", "text/javascript"))
        metrics.add("/", Response.text("ok"))
        return [site, metrics]


def _answer_printed_links(site: Site, chrome: Chrome) -> None:
    """Serve a chrome page for every same-host link a served page prints and nothing
    answers yet (tag listings, author profiles, other records, sort orders...)."""
    todo = list(site.pages.items())
    while todo:
        path, beh = todo.pop()
        if not isinstance(beh, Response) or "html" not in (beh.header("Content-Type") or ""):
            continue
        base = chrome.url(path)
        for href in HREF.findall(beh.body.decode("utf-8", "replace")):
            u = urlsplit(urljoin(base, unescape(href)))
            if u.scheme != "http" or u.hostname != chrome.host:
                continue
            key = u.path + ("?" + u.query if u.query else "")
            if key in site.pages or u.path in site.pages:
                continue
            site.add(key, chrome.chrome_page(chrome.name))
            todo.append((key, site.pages[key]))
