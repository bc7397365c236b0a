"""MediaWiki 1.41, French-localised, with short URLs (/wiki/Titre) and /w/index.php.

The project is "Atlas des Canaux" with its project namespace "Atlas:"; namespaces are the
French ones (Spécial:, Catégorie:, Fichier:, Discussion:, Utilisateur:).  Articles show
their last modification in the footer ("Dernière modification de cette page le ...").
Every action view a guest sees answers: edit (source), history, oldid, diff, info,
printable, talk pages (red links), special pages.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote, unquote

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import AppSite, Gen, WebObject, iso, query
from keepnet.testweb.sites.apps_heldout2._common import add_assets, add_robots, e

MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
SITE = "Atlas des Canaux"
PROJECT = {
    "Aide",
    "Accueil de la communauté",
    "Confidentialité",
    "À propos de Atlas des Canaux",
    "Avertissements généraux",
}
TALK = {
    "": "Discussion",
    "Atlas": "Discussion Atlas",
    "Catégorie": "Discussion catégorie",
    "Fichier": "Discussion fichier",
    "Utilisateur": "Discussion utilisateur",
}
NAMESPACES = {"Spécial", *TALK, *TALK.values()} - {""}
CATS = ["Canaux", "Écluses", "Patrimoine", "Navigation"]


def _fr(dt: datetime) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year} à {dt:%H:%M}"


def _t(title: str) -> str:
    return quote(title.replace(" ", "_"), safe="/:,()'!")


@dataclass
class Page:
    title: str
    paras: list[str]
    category: str
    image: str
    links: list[str]
    revs: list[tuple[int, datetime, str]]  # (revid, date, user), oldest first

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.paras).split())


class MediaWiki:
    def __init__(self, host: str, pages: list[Page]) -> None:
        self.host, self.pages = host, pages
        self.o = f"http://{host}"
        self.by_title = {p.title: p for p in pages}
        self.rev = {r[0]: (p, i) for p in pages for i, r in enumerate(p.revs)}
        self.site = Site(host)
        add_assets(self.site, ["/w/resources/", "/w/opensearch_desc", "/w/skins/"])
        add_robots(self.site, ["/w/", "/wiki/Sp%C3%A9cial:", "/wiki/Spécial:"])
        self.site.route("/")(lambda r: Response.redirect(f"{self.o}/wiki/Accueil", 301))
        self.site.route(re.compile(r"/wiki/(.+)"))(self.wiki)
        self.site.route("/w/index.php")(self.index)
        self.site.route("/w/api.php")(
            lambda r: Response.text('{"batchcomplete":""}', content_type="application/json")
        )
        self.site.route("/w/load.php")(
            lambda r: Response.text("/* ResourceLoader */", content_type="text/css")
        )
        self.site.route(re.compile(r"/images/[0-9a-f]/[0-9a-f]{2}/([^/]+\.png)"))(self.image)

    def split_ns(self, title: str) -> tuple[str, str]:
        if ":" in title:
            ns, rest = title.split(":", 1)
            if ns in NAMESPACES:
                return ns, rest
        return "", title

    def subject_talk(self, title: str) -> tuple[str, str]:
        ns, rest = self.split_ns(title)
        for subj, talk in TALK.items():
            if ns == talk:
                return (f"{subj}:{rest}" if subj else rest), title
        if ns not in TALK:
            return title, title
        return title, f"{TALK[ns]}:{rest}"

    def exists(self, title: str) -> bool:
        ns, rest = self.split_ns(title)
        if ns == "":
            return title == "Accueil" or title in self.by_title
        if ns == "Catégorie":
            return rest in CATS
        if ns == "Fichier":
            return any(p.image == rest for p in self.pages)
        if ns == "Atlas":
            return rest in PROJECT
        return False

    def kind(self, title: str) -> str:
        if title.startswith("Spécial:"):
            return "special"
        return "existing" if self.exists(title) else "missing"

    def synthetic_rev(self, title: str) -> tuple[int, datetime, str]:
        h = int(hashlib.md5(title.encode()).hexdigest()[:6], 16)
        return 100 + h % 1200, self.pages[0].revs[0][1], "Admin"

    def url(self, title: str) -> str:
        return f"/wiki/{_t(title)}"

    def action(self, title: str, **params: object) -> str:
        return f"/w/index.php?title={_t(title)}" + "".join(
            f"&amp;{k}={v}" for k, v in params.items()
        )

    def chrome(
        self,
        title: str,
        display: str,
        content: str,
        *,
        talk: str = "",
        lastmod: datetime | None = None,
        canonical: str = "",
        noindex: bool = False,
    ) -> str:
        kind = self.kind(title)
        subject, talk_title = self.subject_talk(title)
        on_talk = title == talk_title
        if kind == "special":
            links = f'<li id="ca-nstab-special" class="selected vector-tab-noicon mw-list-item"><a href="{self.url(title)}" title="Ceci est une page spéciale, elle ne peut pas être modifiée."><span>Page spéciale</span></a></li>'
            views = ""
            tools = '<li id="t-specialpages" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Pages_sp%C3%A9ciales" accesskey="q"><span>Pages spéciales</span></a></li>'
        else:
            subject_href = (
                self.url(subject)
                if self.exists(subject)
                else self.action(subject, action="edit", redlink=1)
            )
            links = (
                f'<li id="ca-nstab-main" class="{"" if on_talk else "selected "}{"" if self.exists(subject) else "new "}vector-tab-noicon mw-list-item"><a href="{subject_href}" title="Voir le contenu de la page [c]" accesskey="c"><span>{"Article" if ":" not in subject else "Page"}</span></a></li>'
                f'<li id="ca-talk" class="{"selected " if on_talk else ""}new vector-tab-noicon mw-list-item"><a href="{self.action(talk_title, action="edit", redlink=1)}" rel="discussion" class="new" title="Discussion au sujet de cette page (page inexistante) [t]" accesskey="t"><span>Discussion</span></a></li>'
            )
            tools = (
                f'<li id="t-whatlinkshere" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Pages_li%C3%A9es/{_t(title)}" accesskey="j"><span>Pages liées</span></a></li>'
                '<li id="t-specialpages" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Pages_sp%C3%A9ciales" accesskey="q"><span>Pages spéciales</span></a></li>'
            )
            if kind == "missing":
                views = f'<li id="ca-edit" class="vector-tab-noicon mw-list-item"><a href="{self.action(title, action="edit")}" title="Créer cette page [e]" accesskey="e"><span>Créer</span></a></li>'
            else:
                views = (
                    f'<li id="ca-view" class="selected vector-tab-noicon mw-list-item"><a href="{self.url(title)}"><span>Lire</span></a></li>'
                    f'<li id="ca-edit" class="vector-tab-noicon mw-list-item"><a href="{self.action(title, action="edit")}" title="Modifier cette page [e]" accesskey="e"><span>Modifier</span></a></li>'
                    f'<li id="ca-history" class="vector-tab-noicon mw-list-item"><a href="{self.action(title, action="history")}" title="Historique des versions de cette page [h]" accesskey="h"><span>Voir l’historique</span></a></li>'
                )
                tools += (
                    f'<li id="t-recentchangeslinked" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Suivi_des_liens/{_t(title)}" rel="nofollow" accesskey="k"><span>Suivi des pages liées</span></a></li>'
                    f'<li id="t-print" class="mw-list-item"><a href="{self.action(title, printable="yes")}" rel="alternate" accesskey="p"><span>Version imprimable</span></a></li>'
                    f'<li id="t-info" class="mw-list-item"><a href="{self.action(title, action="info")}"><span>Informations sur la page</span></a></li>'
                )
        if lastmod is not None and title in self.by_title:
            rid = self.by_title[title].revs[-1][0]
            tools += f'<li id="t-permalink" class="mw-list-item"><a href="{self.action(title, oldid=rid)}" title="Adresse permanente de cette version de la page"><span>Lien permanent</span></a></li>'
        foot = (
            f'<li id="footer-info-lastmod"> Dernière modification de cette page le {_fr(lastmod)}.</li>'
            if lastmod
            else ""
        )
        robots = (
            '<meta name="robots" content="noindex,nofollow,max-image-preview:standard">'
            if noindex
            else ""
        )
        canon = f'<link rel="canonical" href="{self.o}{canonical}">' if canonical else ""
        return f"""<!DOCTYPE html>
<html class="client-nojs vector-feature-language-in-header-enabled skin-theme-clientpref-day" lang="fr" dir="ltr">
<head><meta charset="UTF-8"><title>{e(display)} — {SITE}</title>
<script>(RLCONF={{"wgCanonicalNamespace":"","wgPageName":"{e(_t(title))}","wgTitle":"{e(title)}","wgContentLanguage":"fr"}});</script>
<link rel="stylesheet" href="/w/load.php?lang=fr&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<meta name="generator" content="MediaWiki 1.41.1">{robots}
<link rel="alternate" type="application/x-wiki" title="Modifier" href="{self.action(title, action="edit")}">
<link rel="search" type="application/opensearchdescription+xml" href="/w/opensearch_desc.php" title="{SITE} (fr)">
<link rel="EditURI" type="application/rsd+xml" href="{self.o}/w/api.php?action=rsd">
<link rel="alternate" type="application/atom+xml" title="Flux Atom de {SITE}" href="/w/index.php?title=Sp%C3%A9cial:Modifications_r%C3%A9centes&amp;feed=atom">
{canon}</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-{e(_t(title))} rootpage-{e(_t(title))} skin-vector-2022 action-view">
<div class="mw-page-container"><div class="mw-page-container-inner">
<header class="vector-header mw-header"><a href="/wiki/Accueil" class="mw-logo"><span class="mw-logo-wordmark">{SITE}</span></a>
<div id="p-search"><form action="/w/index.php" id="searchform"><input type="hidden" name="title" value="Spécial:Recherche"><input type="search" name="search" placeholder="Rechercher dans {SITE}"></form></div>
<nav class="vector-user-links"><ul><li id="pt-createaccount" class="mw-list-item"><a href="/w/index.php?title=Sp%C3%A9cial:Cr%C3%A9er_un_compte&amp;returnto={_t(title)}"><span>Créer un compte</span></a></li>
<li id="pt-login" class="mw-list-item"><a href="/w/index.php?title=Sp%C3%A9cial:Connexion&amp;returnto={_t(title)}" accesskey="o"><span>Se connecter</span></a></li></ul></nav></header>
<div class="vector-main-menu"><ul>
<li id="n-mainpage-description" class="mw-list-item"><a href="/wiki/Accueil" accesskey="z"><span>Accueil</span></a></li>
<li id="n-recentchanges" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Modifications_r%C3%A9centes" accesskey="r"><span>Modifications récentes</span></a></li>
<li id="n-randompage" class="mw-list-item"><a href="/wiki/Sp%C3%A9cial:Page_au_hasard" accesskey="x"><span>Page au hasard</span></a></li>
<li id="n-help-mediawiki" class="mw-list-item"><a href="/wiki/Atlas:Aide"><span>Aide</span></a></li>
<li id="n-portal" class="mw-list-item"><a href="/wiki/Atlas:Accueil_de_la_communaut%C3%A9"><span>Communauté</span></a></li></ul></div>
<div class="mw-content-container"><main id="content" class="mw-body" role="main">
<header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">{e(display)}</span></h1></header>
<div class="vector-page-toolbar"><nav id="p-associated-pages"><ul>{links}</ul></nav><nav id="p-views"><ul>{views}</ul></nav><nav id="p-tb"><ul>{tools}</ul></nav></div>
<div id="bodyContent" class="vector-body"><div id="siteSub">Un article de {SITE}.</div>
<div id="mw-content-text" class="mw-body-content mw-content-ltr" lang="fr" dir="ltr">{content}</div>
</div></main></div>
<footer id="footer" class="mw-footer" role="contentinfo"><ul id="footer-info">{foot}
<li id="footer-info-copyright">Le contenu est disponible sous licence <a rel="nofollow" class="external text" href="https://creativecommons.org/licenses/by-sa/4.0/deed.fr">CC BY-SA 4.0</a> sauf mention contraire.</li></ul>
<ul id="footer-places"><li id="footer-places-privacy"><a href="/wiki/Atlas:Confidentialit%C3%A9">Politique de confidentialité</a></li>
<li id="footer-places-about"><a href="/wiki/Atlas:%C3%80_propos_de_Atlas_des_Canaux">À propos de {SITE}</a></li>
<li id="footer-places-disclaimers"><a href="/wiki/Atlas:Avertissements_g%C3%A9n%C3%A9raux">Avertissements</a></li></ul>
<ul id="footer-icons"><li id="footer-poweredbyico"><a href="https://www.mediawiki.org/"><img src="/w/resources/assets/poweredby_mediawiki.svg" alt="Powered by MediaWiki" width="88" height="31"></a></li></ul></footer>
</div></div></body></html>
"""

    def article_html(self, p: Page) -> str:
        body = f'<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="{self.url("Fichier:" + p.image)}" class="mw-file-description"><img src="{self.img_path(p.image)}" class="mw-file-element" width="220" height="160"></a><figcaption>{e(p.title)}</figcaption></figure>'
        body += "".join(f"<p>{e(x)}</p>" for x in p.paras)
        see = "".join(
            f'<li><a href="{self.url(t)}" title="{e(t)}">{e(t)}</a></li>' for t in p.links
        )
        red = f'<li><a href="{self.action(p.title + " (histoire)", action="edit", redlink=1)}" class="new" title="{e(p.title)} (histoire) (page inexistante)">{e(p.title)} (histoire)</a></li>'
        return (
            f'<div class="mw-parser-output">{body}<h2><span class="mw-headline" id="Voir_aussi">Voir aussi</span>'
            f'<span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="{self.action(p.title, action="edit", section=1)}" title="Modifier la section : Voir aussi">modifier</a><span class="mw-editsection-bracket">]</span></span></h2>'
            f"<ul>{see}{red}</ul></div>"
            f'<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/wiki/Sp%C3%A9cial:Cat%C3%A9gories" title="Spécial:Catégories">Catégorie</a> : <ul><li><a href="{self.url("Catégorie:" + p.category)}" title="Catégorie:{e(p.category)}">{e(p.category)}</a></li></ul></div></div>'
        )

    def img_path(self, name: str) -> str:
        name = name.replace(" ", "_")
        h = hashlib.md5(name.encode()).hexdigest()
        return f"/images/{h[0]}/{h[:2]}/{quote(name)}"

    def view(self, title: str, oldid: int | None = None, printable: bool = False) -> Response:
        if title == "Accueil":
            items = "".join(
                f'<li><a href="{self.url(p.title)}" title="{e(p.title)}">{e(p.title)}</a></li>'
                for p in self.pages
            )
            cats = "".join(
                f'<li><a href="{self.url("Catégorie:" + c)}">{e(c)}</a></li>' for c in CATS
            )
            content = f'<div class="mw-parser-output"><p>Bienvenue sur l’{SITE}, le wiki des voies d’eau.</p><h2>Articles</h2><ul>{items}</ul><h2>Catégories</h2><ul>{cats}</ul></div>'
            return Response.html(self.chrome(title, "Accueil", content, canonical=self.url(title)))
        if title.startswith("Catégorie:"):
            c = title.split(":", 1)[1]
            if c not in CATS:
                return self.missing(title)
            items = "".join(
                f'<li><a href="{self.url(p.title)}" title="{e(p.title)}">{e(p.title)}</a></li>'
                for p in self.pages
                if p.category == c
            )
            files = "".join(
                f'<li class="gallerybox"><a href="{self.url("Fichier:" + p.image)}">{e(p.image)}</a></li>'
                for p in self.pages
                if p.category == c
            )
            content = f'<div class="mw-parser-output"><p>Pages relatives à la catégorie {e(c)}.</p></div><div id="mw-pages"><h2>Pages dans la catégorie « {e(c)} »</h2><div class="mw-category"><ul>{items}</ul></div></div><div id="mw-category-media"><h2>Médias dans la catégorie « {e(c)} »</h2><ul class="gallery">{files}</ul></div>'
            return Response.html(self.chrome(title, title, content, canonical=self.url(title)))
        if title.startswith("Fichier:"):
            name = title.split(":", 1)[1]
            p = next((p for p in self.pages if p.image == name), None)
            if p is None:
                return self.missing(title)
            content = (
                f'<div class="fullImageLink" id="file"><a href="{self.img_path(name)}"><img alt="Fichier:{e(name)}" src="{self.img_path(name)}" width="640" height="480"></a></div>'
                f'<div class="fullMedia"><a href="{self.img_path(name)}" class="internal">Fichier d’origine</a></div>'
                f'<h2 id="filehistory">Historique du fichier</h2><table class="wikitable filehistory"><tr><td>{_fr(p.revs[0][1])}</td><td><a href="{self.url("Utilisateur:" + p.revs[0][2])}" class="new mw-userlink">{e(p.revs[0][2])}</a></td></tr></table>'
                f'<h2 id="filelinks">Utilisation du fichier</h2><ul class="mw-imagepage-linkstoimage"><li><a href="{self.url(p.title)}">{e(p.title)}</a></li></ul>'
            )
            return Response.html(self.chrome(title, title, content, canonical=self.url(title)))
        if title.startswith("Atlas:") and self.exists(title):
            content = f'<div class="mw-parser-output"><p>Page {e(title)} de {SITE}.</p></div>'
            return Response.html(self.chrome(title, title, content))
        p = self.by_title.get(title)
        if p is None:
            return self.missing(title)
        idx = len(p.revs) - 1 if oldid is None else self.rev[oldid][1]
        content = self.article_html(p)
        if oldid is not None:
            rid, date, user = p.revs[idx]
            content = (
                f'<div id="mw-revision-info">Version du {_fr(date)} par <a href="{self.url("Utilisateur:" + user)}">{e(user)}</a></div>'
                + content
            )
        if printable:
            content = (
                f'<div class="printfooter">Récupérée de « <a dir="ltr" href="{self.o}{self.url(title)}">{self.o}{self.url(title)}</a> »</div>'
                + content
            )
        html = self.chrome(
            title,
            title,
            content,
            lastmod=p.revs[-1][1],
            canonical=self.url(title),
            noindex=oldid is not None or printable,
        )
        return Response.html(html)

    def missing(self, title: str) -> Response:
        content = f'<div class="noarticletext mw-content-ltr"><p>Il n’y a pour l’instant aucun texte sur cette page. Vous pouvez <a href="/wiki/Sp%C3%A9cial:Recherche/{_t(title)}">lancer une recherche sur ce titre</a> ou <a href="{self.action(title, action="edit")}">créer cette page</a>.</p></div>'
        return Response.html(self.chrome(title, title, content, noindex=True), 404)

    def special(self, name: str) -> Response:
        base = name.split("/", 1)[0]
        known = {
            "Modifications_récentes": "Modifications récentes",
            "Page_au_hasard": "Page au hasard",
            "Pages_liées": "Pages liées",
            "Suivi_des_liens": "Suivi des pages liées",
            "Pages_spéciales": "Pages spéciales",
            "Connexion": "Se connecter",
            "Créer_un_compte": "Créer un compte",
            "Recherche": "Recherche",
            "Toutes_les_pages": "Toutes les pages",
            "Contributions": "Contributions",
            "Catégories": "Catégories",
        }
        if base not in known:
            content = '<div class="mw-parser-output"><p>Vous avez demandé une page spéciale qui n’est pas reconnue par le wiki.</p></div>'
            return Response.html(
                self.chrome("Spécial:" + name, "Page spéciale inexistante", content, noindex=True),
                404,
            )
        if base == "Page_au_hasard":
            return Response.redirect(f"{self.o}{self.url(self.pages[len(self.pages) // 2].title)}")
        items = "".join(
            f'<li><a href="{self.url(p.title)}">{e(p.title)}</a> ({_fr(p.revs[-1][1])})</li>'
            for p in self.pages[:8]
        )
        if base in ("Connexion", "Créer_un_compte"):
            items = '<form method="post" action="/w/index.php?title=Sp%C3%A9cial:Connexion"><input name="wpName"><input name="wpPassword" type="password"></form>'
        content = f'<div class="mw-parser-output"><ul class="special">{items}</ul></div>'
        return Response.html(self.chrome("Spécial:" + name, known[base], content, noindex=True))

    def wiki(self, r: Request) -> Response:
        assert r.match
        title = unquote(r.match.group(1)).replace("_", " ")
        if title.startswith("Spécial:"):
            return self.special(title.split(":", 1)[1].replace(" ", "_"))
        if title.startswith("Discussion:"):
            return self.missing(title)
        return self.view(title)

    def index(self, r: Request) -> Response:
        qs = query(r)
        title = unquote(qs.get("title", "")).replace("_", " ")
        if not title:
            if "search" in qs:
                return self.special("Recherche")
            return Response.redirect(f"{self.o}/wiki/Accueil", 301)
        if title.startswith("Spécial:"):
            if qs.get("feed"):
                return Response.text(
                    '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atlas des Canaux - Modifications récentes</title></feed>',
                    content_type="application/atom+xml",
                )
            return self.special(title.split(":", 1)[1].replace(" ", "_"))
        action = qs.get("action", "view")
        p = self.by_title.get(title)
        exists = self.exists(title)
        if action == "edit":
            label = "Voir le source de" if exists else "Création de"
            source = "\n\n".join(p.paras) if p else ""
            content = f'<div id="mw-content-text"><p>Vous n’avez pas les droits nécessaires pour modifier cette page. Vous pouvez voir et copier le contenu de cette page.</p><textarea readonly id="wpTextbox1" name="wpTextbox1">{e(source)}</textarea><p>Retour à la page <a href="{self.url(title)}">{e(title)}</a>.</p></div>'
            return Response.html(self.chrome(title, f"{label} « {title} »", content, noindex=True))
        if p is None:
            if not exists or "diff" in qs:
                return self.missing(title)
            rid, date, user = self.synthetic_rev(title)
            if action == "history":
                row = f'<li data-mw-revid="{rid}"><span class="mw-history-histlinks">(actu | diff)</span> <a href="{self.action(title, oldid=rid)}" class="mw-changeslist-date">{_fr(date)}</a> <span class="new mw-userlink">{user}</span></li>'
                content = f'<form id="mw-history-compare"><ul id="pagehistory">{row}</ul></form>'
                return Response.html(
                    self.chrome(title, f"{title} : Historique des versions", content, noindex=True)
                )
            if action == "info":
                content = f'<table class="wikitable mw-page-info"><tr><td>Titre affiché</td><td>{e(title)}</td></tr><tr><td>Nombre de modifications</td><td>1</td></tr></table>'
                return Response.html(
                    self.chrome(title, f"Informations pour « {title} »", content, noindex=True)
                )
            if "oldid" in qs and qs["oldid"] != str(rid):
                return self.missing(title)
            return self.view(title)
        if action == "history":
            rows = []
            for i, (rid, date, user) in reversed(list(enumerate(p.revs))):
                diff = (
                    f'<a href="{self.action(title, diff=rid, oldid=p.revs[i - 1][0])}" class="mw-history-histlinks-previous">diff</a>'
                    if i
                    else "diff"
                )
                rows.append(
                    f'<li data-mw-revid="{rid}"><span class="mw-history-histlinks">({diff})</span> <a href="{self.action(title, oldid=rid)}" class="mw-changeslist-date">{_fr(date)}</a> <a href="{self.url("Utilisateur:" + user)}" class="new mw-userlink">{e(user)}</a></li>'
                )
            content = (
                f'<form id="mw-history-compare"><ul id="pagehistory">{"".join(rows)}</ul></form>'
            )
            return Response.html(
                self.chrome(title, f"{title} : Historique des versions", content, noindex=True)
            )
        if action == "info":
            content = f'<table class="wikitable mw-page-info"><tr><td>Titre affiché</td><td>{e(title)}</td></tr><tr><td>Nombre de modifications</td><td>{len(p.revs)}</td></tr></table>'
            return Response.html(
                self.chrome(title, f"Informations pour « {title} »", content, noindex=True)
            )
        if action == "raw":
            return Response.text("\n\n".join(p.paras), content_type="text/x-wiki; charset=UTF-8")
        if "diff" in qs:
            content = f'<table class="diff"><tr><td class="diff-otitle">Version précédente</td><td class="diff-ntitle">Version actuelle</td></tr><tr><td class="diff-deletedline">{e(p.paras[0][:60])}</td><td class="diff-addedline">{e(p.paras[0])}</td></tr></table>'
            return Response.html(
                self.chrome(title, f"{title} : Différence entre versions", content, noindex=True)
            )
        if "oldid" in qs:
            rid = int(qs["oldid"]) if qs["oldid"].isdigit() else -1
            if rid not in self.rev or self.rev[rid][0] is not p:
                return self.missing(title)
            return self.view(title, oldid=rid)
        return self.view(title, printable=qs.get("printable") == "yes")

    def image(self, r: Request) -> Response:
        return Response.data(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "image/png")


def make_pages(seed: str) -> list[Page]:
    g = Gen(seed)
    users = [u.name for u in g.users(6)]
    used: set[str] = set()
    out: list[Page] = []
    rev = 1400
    for i in range(20):
        title = g.title(used)
        revs = []
        for _ in range(g.r.randint(1, 5)):
            revs.append((rev, g.later(30, 3000), g.r.choice(users)))
            rev += g.r.randint(1, 3)
        out.append(
            Page(
                title,
                g.paras(2, 5),
                CATS[i % len(CATS)],
                f"{title.split()[-1].capitalize()} {i + 1}.png",
                [],
                revs,
            )
        )
    for p in out:
        p.links = [q.title for q in g.r.sample(out, 3) if q is not p]
    return out


def build(themed: bool = False) -> AppSite:
    host = "atlas.canaux-wiki.test"
    pages = make_pages("heldout2-mediawiki")
    app = MediaWiki(host, pages)
    o = app.o
    views = {o + "/wiki/Accueil"}
    views |= {o + app.url("Catégorie:" + c) for c in CATS}
    views |= {o + app.url("Fichier:" + p.image) for p in pages}
    objects = []
    for p in pages:
        url = o + app.url(p.title)
        views.add(url)
        objects.append(
            WebObject("mediawiki", "article", p.title, url, "", iso(p.revs[-1][1]), p.title, p.text)
        )
    return AppSite(
        "mediawiki", host, [app.site], [o + "/wiki/Accueil"], frozenset(views), objects, themed
    )
