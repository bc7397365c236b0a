"""A MediaWiki 1.41 wiki (Vector 2022 skin, short URLs) as an anonymous reader sees it.

URL scheme: /wiki/Title (articles, underscores for spaces), /wiki/Category:Name,
/wiki/File:Name.png with the file itself under /w/images/x/xy/Name.png; "/" redirects to
/wiki/Main_Page.  Waste a reader is shown on every article: /w/index.php?title=T&action=edit
(and &section=N), &action=history (with &oldid=N and &diff=N&oldid=M revision links),
&action=info, &printable=yes, /wiki/Special:WhatLinksHere/T, RecentChangesLinked/T,
SpecialPages, RecentChanges, Random (302), Upload, Search, UserLogin/CreateAccount with
returnto=, Special:Contributions/U, red links (Talk:T, User:U, action=edit&redlink=1),
/w/index.php?title=Special:RecentChanges&feed=atom, /w/api.php?action=rsd,
/w/opensearch_desc.php, /w/load.php styles.  Existing-but-empty titles answer 404 with
MediaWiki's "no text in this page" view, as MediaWiki does.
Content views: Main_Page, every article, every category page, every file page and file.
Objects: every article except Main_Page (id = page title, author "" since an article view
shows none, date = the last edit shown in #footer-info-lastmod, text = its paragraphs).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from html import escape
from urllib.parse import quote, unquote

from keepnet.testweb.assets import png
from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    TOPIC_NOUNS,
    AppSite,
    Gen,
    User,
    WebObject,
    iso,
    norm,
    query,
)

HOST = "wiki.mediawiki-demo.test"
SITENAME = "Fieldwiki"
VERSION = "1.41.0"


@dataclass
class Revision:
    id: int
    user: User
    date: datetime
    comment: str


@dataclass
class WikiPage:
    title: str
    id: int
    paras: list[str]  # may hold [[Target]] links
    categories: list[str]
    file: str  # "" or "Name.png"
    revisions: list[Revision]  # oldest first

    @property
    def key(self) -> str:
        return self.title.replace(" ", "_")

    @property
    def text(self) -> str:
        return norm(" ".join(re.sub(r"\[\[([^]]+)\]\]", r"\1", p) for p in self.paras))

    @property
    def touched(self) -> datetime:
        return self.revisions[-1].date


def make_wiki(seed: str, n: int = 20) -> tuple[list[WikiPage], list[User]]:
    g = Gen(seed)
    users = g.users(8)
    titles = [t.capitalize() for t in g.r.sample(TOPIC_NOUNS, n)]
    cats = ["Household", "Outdoors", "Technology", "History"]
    out = []
    rev = 1000
    for i, title in enumerate(titles):
        paras = g.paras(2, 5)
        for _ in range(g.r.randint(1, 3)):
            k = g.r.randrange(len(paras))
            other = g.r.choice([t for t in titles if t != title])
            paras[k] += f" See also [[{other}]]."
        revs = []
        t = g.later(60, 3000)
        for _ in range(g.r.randint(2, 4)):
            rev += g.r.randint(1, 9)
            revs.append(
                Revision(
                    rev,
                    g.r.choice(users),
                    t,
                    g.r.choice(["", "typo", "expand", "copyedit", "add source"]),
                )
            )
            t += timedelta(minutes=g.r.randint(30, 20000))
        file = f"{title.replace(' ', '_')}.png" if i % 3 == 0 else ""
        out.append(
            WikiPage(title, 10 + i, paras, sorted(g.r.sample(cats, g.r.randint(1, 2))), file, revs)
        )
    return out, users


def _img_path(name: str) -> str:
    h = hashlib.md5(name.encode()).hexdigest()
    return f"/w/images/{h[0]}/{h[:2]}/{name}"


def _when(dt: datetime) -> str:
    return dt.strftime("%-d %B %Y, at %H:%M")


class MediaWiki:
    def __init__(self, host: str, articles: list[WikiPage], users: list[User]) -> None:
        self.host = host
        self.o = f"http://{host}"
        self.articles = {a.key: a for a in articles}
        self.users = {u.name: u for u in users}
        self.revs = {r.id: (a, r) for a in articles for r in a.revisions}
        self.categories = sorted({c for a in articles for c in a.categories})
        self.files = {a.file: a for a in articles if a.file}

    def w(self, title: str, **params: object) -> str:
        q = "&amp;".join(
            [f"title={quote(title.replace(' ', '_'), safe=':/')}"]
            + [f"{k}={v}" for k, v in params.items()]
        )
        return f"/w/index.php?{q}"

    def wiki(self, title: str) -> str:
        return "/wiki/" + quote(title.replace(" ", "_"), safe=":/")

    def page(
        self,
        title: str,
        content: str,
        *,
        key: str,
        ns_talk: str = "Talk",
        lastmod: datetime | None = None,
        robots: str = "",
        canonical: bool = False,
        sub: str = "",
        tabs: bool = True,
    ) -> str:
        o = self.o
        dtitle = title.replace("_", " ")
        meta = f'<meta name="robots" content="{robots}"/>' if robots else ""
        canon = f'<link rel="canonical" href="{o}{self.wiki(key)}"/>' if canonical else ""
        talk = (
            f"{ns_talk}:{key.split(':', 1)[-1]}"
            if ":" not in key or key.startswith(("Category:", "File:"))
            else ""
        )
        talk_tab = (
            f'<li id="ca-talk" class="new vector-tab-noicon mw-list-item"><a href="{self.w(talk, action="edit", redlink=1)}" rel="discussion" class="new" title="Discussion about the content page (page does not exist) [t]" accesskey="t"><span>Discussion</span></a></li>'
            if talk
            else ""
        )
        views = ""
        tools = ""
        if tabs:
            views = f"""<div id="p-views" class="vector-menu vector-menu-tabs mw-portlet mw-portlet-views"><div class="vector-menu-content"><ul class="vector-menu-content-list">
<li id="ca-view" class="selected vector-tab-noicon mw-list-item"><a href="{self.wiki(key)}"><span>Read</span></a></li>
<li id="ca-edit" class="vector-tab-noicon mw-list-item"><a href="{self.w(key, action="edit")}" title="Edit this page [e]" accesskey="e"><span>Edit</span></a></li>
<li id="ca-history" class="vector-tab-noicon mw-list-item"><a href="{self.w(key, action="history")}" title="Past revisions of this page [h]" accesskey="h"><span>View history</span></a></li></ul></div></div>"""
            cur = self.articles.get(key)
            perm = (
                f'<li id="t-permalink" class="mw-list-item"><a href="{self.w(key, oldid=cur.revisions[-1].id)}" title="Permanent link to this revision of this page"><span>Permanent link</span></a></li>'
                if cur
                else ""
            )
            tools = f"""<div id="p-tb" class="vector-menu mw-portlet mw-portlet-tb"><div class="vector-menu-heading">Tools</div><div class="vector-menu-content"><ul class="vector-menu-content-list">
<li id="t-whatlinkshere" class="mw-list-item"><a href="/wiki/Special:WhatLinksHere/{quote(key, safe=":")}" title="A list of all wiki pages that link here [j]" accesskey="j"><span>What links here</span></a></li>
<li id="t-recentchangeslinked" class="mw-list-item"><a href="/wiki/Special:RecentChangesLinked/{quote(key, safe=":")}" rel="nofollow" title="Recent changes in pages linked from this page [k]" accesskey="k"><span>Related changes</span></a></li>
<li id="t-upload" class="mw-list-item"><a href="/wiki/Special:Upload" title="Upload files [u]" accesskey="u"><span>Upload file</span></a></li>
<li id="t-specialpages" class="mw-list-item"><a href="/wiki/Special:SpecialPages" title="A list of all special pages [q]" accesskey="q"><span>Special pages</span></a></li>
{perm}
<li id="t-info" class="mw-list-item"><a href="{self.w(key, action="info")}" title="More information about this page"><span>Page information</span></a></li>
<li id="t-print" class="mw-list-item"><a href="javascript:print();" rel="alternate" title="Printable version of this page [p]" accesskey="p"><span>Printable version</span></a></li>
</ul></div></div>"""
            tools = tools.replace(
                'href="javascript:print();"', f'href="{self.w(key, printable="yes")}"'
            )
        lm = (
            f'<li id="footer-info-lastmod"> This page was last edited on {_when(lastmod)}<span class="anonymous-show">&#160;(UTC)</span>.</li>'
            if lastmod
            else ""
        )
        ret = quote(key, safe=":")
        return f"""<!DOCTYPE html>
<html class="client-nojs vector-feature-language-in-header-enabled skin-theme-clientpref-day" lang="en" dir="ltr">
<head>
<meta charset="UTF-8">
<title>{escape(dtitle)} - {SITENAME}</title>
<script>document.documentElement.className="client-js";RLCONF={{"wgBreakFrames":false,"wgCanonicalNamespace":"","wgPageName":"{escape(key)}","wgTitle":"{escape(dtitle)}","wgAction":"view","wgIsArticle":true,"wgRelevantPageName":"{escape(key)}","wgSiteName":"{SITENAME}"}};</script>
<link rel="stylesheet" href="/w/load.php?lang=en&amp;modules=site.styles%7Cskins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<script async="" src="/w/load.php?lang=en&amp;modules=startup&amp;only=scripts&amp;raw=1&amp;skin=vector-2022"></script>
<meta name="generator" content="MediaWiki {VERSION}">
{meta}
<meta name="format-detection" content="telephone=no">
<meta name="viewport" content="width=1000">
<link rel="alternate" type="application/x-wiki" title="Edit" href="{self.w(key, action="edit")}">
<link rel="search" type="application/opensearchdescription+xml" href="/w/opensearch_desc.php" title="{SITENAME} (en)">
<link rel="EditURI" type="application/rsd+xml" href="{o}/w/api.php?action=rsd">
<link rel="license" href="https://creativecommons.org/licenses/by-sa/4.0/">
<link rel="alternate" type="application/atom+xml" title="{SITENAME} Atom feed" href="/w/index.php?title=Special:RecentChanges&amp;feed=atom">
{canon}
</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-{escape(key)} rootpage-{escape(key)} skin-vector-2022 action-view">
<div class="mw-page-container"><div class="mw-page-container-inner">
<header class="vector-header mw-header">
<div class="vector-header-start"><nav class="vector-main-menu-landmark" aria-label="Site"><div id="vector-main-menu" class="vector-main-menu">
<div id="p-navigation" class="vector-menu mw-portlet mw-portlet-navigation"><div class="vector-menu-heading">Navigation</div><div class="vector-menu-content"><ul class="vector-menu-content-list">
<li id="n-mainpage-description" class="mw-list-item"><a href="/wiki/Main_Page" title="Visit the main page [z]" accesskey="z"><span>Main page</span></a></li>
<li id="n-recentchanges" class="mw-list-item"><a href="/wiki/Special:RecentChanges" title="A list of recent changes in the wiki [r]" accesskey="r"><span>Recent changes</span></a></li>
<li id="n-randompage" class="mw-list-item"><a href="/wiki/Special:Random" title="Load a random page [x]" accesskey="x"><span>Random page</span></a></li>
<li id="n-help-mediawiki" class="mw-list-item"><a href="https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Contents"><span>Help about MediaWiki</span></a></li>
</ul></div></div></div></nav>
<a href="/wiki/Main_Page" class="mw-logo"><img class="mw-logo-icon" src="/w/resources/assets/change-your-logo.svg" alt="" aria-hidden="true" height="50" width="50"><span class="mw-logo-container">{SITENAME}</span></a></div>
<div class="vector-header-end"><div id="p-search" role="search" class="vector-search-box-vue vector-search-box"><form action="/w/index.php" id="searchform" class="cdx-search-input cdx-search-input--has-end-button"><input type="hidden" name="title" value="Special:Search"><input class="cdx-text-input__input" type="search" name="search" placeholder="Search {SITENAME}" aria-label="Search {SITENAME}" autocapitalize="sentences" title="Search {SITENAME} [f]" accesskey="f" id="searchInput"><button class="cdx-button cdx-search-input__end-button">Search</button></form></div>
<nav class="vector-user-links" aria-label="Personal tools"><div id="p-vector-user-menu-overflow" class="vector-menu mw-portlet"><div class="vector-menu-content"><ul class="vector-menu-content-list">
<li id="pt-createaccount-2" class="user-links-collapsible-item mw-list-item"><a href="/w/index.php?title=Special:CreateAccount&amp;returnto={ret}" title="You are encouraged to create an account and log in; however, it is not mandatory"><span>Create account</span></a></li>
<li id="pt-login-2" class="user-links-collapsible-item mw-list-item"><a href="/w/index.php?title=Special:UserLogin&amp;returnto={ret}" title="You are encouraged to log in; however, it is not mandatory [o]" accesskey="o"><span>Log in</span></a></li>
</ul></div></div></nav></div>
</header>
<div class="mw-page-container-inner">
<div class="vector-column-end"><nav class="vector-page-tools-landmark" aria-label="Page tools">{tools}</nav></div>
<div class="mw-content-container"><main id="content" class="mw-body" role="main">
<header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">{escape(dtitle)}</span></h1></header>
<div class="vector-page-toolbar"><div class="vector-page-toolbar-container"><div id="left-navigation"><nav aria-label="Namespaces"><div id="p-associated-pages" class="vector-menu vector-menu-tabs mw-portlet"><div class="vector-menu-content"><ul class="vector-menu-content-list">
<li id="ca-nstab-main" class="selected vector-tab-noicon mw-list-item"><a href="{self.wiki(key)}" title="View the content page [c]" accesskey="c"><span>Page</span></a></li>{talk_tab}</ul></div></div></nav></div>
<div id="right-navigation" class="vector-collapsible"><nav aria-label="Views">{views}</nav></div></div></div>
<div id="bodyContent" class="vector-body" aria-labelledby="firstHeading" data-mw-ve-target-container>
<div class="vector-body-before-content"><div class="mw-indicators"></div><div id="siteSub" class="noprint">From {SITENAME}</div></div>
<div id="contentSub"><div id="mw-content-subtitle">{sub}</div></div>
{content}
<div class="printfooter" data-nosnippet="">Retrieved from "<a dir="ltr" href="{o}{self.wiki(key)}">{o}{self.wiki(key)}</a>"</div>
</div></main></div>
<div class="mw-footer-container"><footer id="footer" class="mw-footer" role="contentinfo">
<ul id="footer-info">{lm}</ul>
<ul id="footer-places"><li id="footer-places-privacy"><a href="/wiki/{SITENAME}:Privacy_policy">Privacy policy</a></li><li id="footer-places-about"><a href="/wiki/{SITENAME}:About">About {SITENAME}</a></li><li id="footer-places-disclaimers"><a href="/wiki/{SITENAME}:General_disclaimer">Disclaimers</a></li></ul>
<ul id="footer-icons" class="noprint"><li id="footer-poweredbyico"><a href="https://www.mediawiki.org/"><img src="/w/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki" width="88" height="31" loading="lazy"></a></li></ul>
</footer></div>
</div></div></div>
</body>
</html>
"""

    def render_para(self, p: str) -> str:
        def link(m: re.Match[str]) -> str:
            t = m[1]
            return f'<a href="{self.wiki(t)}" title="{escape(t)}">{escape(t)}</a>'

        return "<p>" + re.sub(r"\[\[([^]]+)\]\]", link, escape(p, quote=False)) + "\n</p>"

    def article_html(self, a: WikiPage) -> str:
        body = []
        if a.file:
            body.append(
                f'<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="/wiki/File:{a.file}" class="mw-file-description"><img src="{_img_path(a.file)}" decoding="async" width="220" height="165" class="mw-file-element" /></a><figcaption></figcaption></figure>'
            )
        body.extend(self.render_para(p) for p in a.paras)
        cats = "".join(
            f'<li><a href="/wiki/Category:{c}" title="Category:{c}">{c}</a></li>'
            for c in a.categories
        )
        return f"""<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr">{"".join(body)}
<!--
NewPP limit report
Parsed by mw-web
CPU time usage: 0.012 seconds
-->
</div><noscript><img src="{self.o}/wiki/Special:CentralAutoLogin/start?type=1x1" alt="" width="1" height="1" style="border: none; position: absolute;"></noscript></div>
<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/wiki/Special:Categories" title="Special:Categories">Categories</a>: <ul>{cats}</ul></div></div>"""

    def view(self, key: str) -> Response:
        o = self.o
        if key == "Main_Page":
            items = "".join(
                f'<li><a href="{self.wiki(k)}" title="{escape(a.title)}">{escape(a.title)}</a></li>'
                for k, a in sorted(self.articles.items())
            )
            cats = "".join(
                f'<li><a href="/wiki/Category:{c}" title="Category:{c}">{c}</a></li>'
                for c in self.categories
            )
            content = f'<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr"><p><b>Welcome to {SITENAME}</b>, the wiki of the canal walkers.</p><h2><span class="mw-headline" id="Articles">Articles</span></h2><ul>{items}</ul><h2><span class="mw-headline" id="Categories">Categories</span></h2><ul>{cats}</ul></div></div>'
            return Response.html(
                self.page(
                    "Main Page",
                    content,
                    key=key,
                    lastmod=max(a.touched for a in self.articles.values()),
                    canonical=True,
                )
            )
        if key in self.articles:
            a = self.articles[key]
            return Response.html(
                self.page(a.title, self.article_html(a), key=key, lastmod=a.touched, canonical=True)
            )
        if key.startswith("Category:") and key[9:] in self.categories:
            c = key[9:]
            members = sorted(
                (a for a in self.articles.values() if c in a.categories), key=lambda a: a.title
            )
            groups: dict[str, list[str]] = {}
            for a in sorted(members, key=lambda a: a.title):
                groups.setdefault(a.title[0], []).append(
                    f'<li><a href="{self.wiki(a.title)}" title="{escape(a.title)}">{escape(a.title)}</a></li>'
                )
            cols = "".join(
                f'<div class="mw-category-group"><h3>{k}</h3>\n<ul>{"".join(v)}</ul></div>'
                for k, v in groups.items()
            )
            content = f"""<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr"><p>Pages about {c.lower()}.</p></div><div class="mw-category-generated" lang="en" dir="ltr"><div id="mw-pages">
<h2>Pages in category "{c}"</h2>
<p>The following {len(members)} pages are in this category, out of {len(members)} total.</p><div lang="en" dir="ltr" class="mw-content-ltr"><div class="mw-category mw-category-columns">{cols}</div></div>
</div></div></div>"""
            return Response.html(
                self.page(
                    key.replace("_", " "),
                    content,
                    key=key,
                    ns_talk="Category talk",
                    lastmod=min(a.touched for a in members),
                    canonical=True,
                )
            )
        if key.startswith("File:") and key[5:] in self.files:
            name = key[5:]
            a = self.files[name]
            r = a.revisions[0]
            content = f"""<div id="mw-content-text" class="mw-body-content"><ul id="filetoc" role="navigation"><li><a href="#file">File</a></li><li><a href="#filehistory">File history</a></li><li><a href="#filelinks">File usage</a></li></ul>
<div class="fullImageLink" id="file"><a href="{_img_path(name)}"><img alt="File:{name}" src="{_img_path(name)}" decoding="async" width="8" height="8" /></a><div class="mw-filepage-resolutioninfo">No higher resolution available.</div></div>
<div class="fullMedia"><bdi dir="ltr"><a href="{_img_path(name)}" class="internal" title="{name}">{name}</a></bdi> &#8206;<span class="fileInfo">(8 × 8 pixels, file size: 97 bytes, MIME type: <span class="mime-type">image/png</span>)</span></div>
<div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr"><p>A picture for the article about {escape(a.title.lower())}.</p></div>
<h2 id="filehistory">File history</h2><div id="mw-imagepage-section-filehistory"><table class="wikitable filehistory"><tr><th>Date/Time</th><th>Thumbnail</th><th>User</th></tr><tr><td class="filehistory-selected"><a href="{_img_path(name)}">{_when(r.date)}</a></td><td><a href="{_img_path(name)}"><img src="{_img_path(name)}" width="8" height="8" /></a></td><td><a href="{self.w("User:" + r.user.name, action="edit", redlink=1)}" class="new mw-userlink" title="User:{r.user.name} (page does not exist)"><bdi>{r.user.name}</bdi></a></td></tr></table></div>
<h2 id="filelinks">File usage</h2><div id="mw-imagepage-section-linkstoimage"><p>The following page uses this file:</p><ul class="mw-imagepage-linkstoimage"><li class="mw-imagepage-linkstoimage-ns0"><a href="{self.wiki(a.title)}" title="{escape(a.title)}">{escape(a.title)}</a></li></ul></div></div>"""
            return Response.html(
                self.page(
                    key.replace("_", " "),
                    content,
                    key=key,
                    ns_talk="File talk",
                    lastmod=r.date,
                    canonical=True,
                )
            )
        if key.startswith("Special:"):
            return self.special(key[8:])
        # no such page: MediaWiki answers 404 with an invitation to create it
        content = f'<div id="mw-content-text" class="mw-body-content"><div class="noarticletext mw-content-ltr" dir="ltr" lang="en"><p>There is currently no text in this page. You can <a href="/wiki/Special:Search/{escape(key)}" title="Special:Search/{escape(key)}">search for this page title</a> in other pages, or <a class="external text" href="{o}{self.w(key, action="edit")}">create this page</a>.</p></div></div>'
        return Response.html(
            self.page(
                key.replace("_", " "), content, key=key, robots="noindex,nofollow", tabs=False
            ),
            404,
        )

    def special(self, name: str) -> Response:
        base, _, arg = name.partition("/")
        if base == "Random":
            return Response.redirect(
                self.o + self.wiki(sorted(self.articles)[len(self.articles) // 2])
            )
        if base == "PermanentLink" and arg.isdigit() and int(arg) in self.revs:
            a, _ = self.revs[int(arg)]
            return Response.redirect(self.o + self.w(a.key, oldid=arg).replace("&amp;", "&"))
        if base == "CentralAutoLogin":
            return Response.data(png(1, 1), "image/png")
        titles = {
            "RecentChanges": "Recent changes",
            "SpecialPages": "Special pages",
            "Upload": "Upload file",
            "Search": "Search",
            "UserLogin": "Log in",
            "CreateAccount": "Create account",
            "WhatLinksHere": f'Pages that link to "{arg}"',
            "RecentChangesLinked": "Related changes",
            "Categories": "Categories",
            "Contributions": f"User contributions for {arg}",
            "AllPages": "All pages",
        }
        if base not in titles:
            return Response.html(
                self.page(
                    "No such special page",
                    '<div id="mw-content-text" class="mw-body-content"><p>You have requested an invalid special page.</p></div>',
                    key="Special:" + base,
                    tabs=False,
                    robots="noindex,nofollow",
                ),
                404,
            )
        items = ""
        if base in ("RecentChanges", "RecentChangesLinked", "Contributions"):
            revs = sorted(
                (r for a in self.articles.values() for r in a.revisions),
                key=lambda r: r.date,
                reverse=True,
            )[:15]
            items = (
                '<ul class="special">'
                + "".join(
                    f'<li>{_when(r.date)} (<a href="{self.w(self.revs[r.id][0].key, diff=r.id, oldid=r.id - 1)}">diff</a> | <a href="{self.w(self.revs[r.id][0].key, action="history")}">hist</a>) <a href="{self.wiki(self.revs[r.id][0].title)}">{escape(self.revs[r.id][0].title)}</a> <a href="{self.w("User:" + r.user.name, action="edit", redlink=1)}" class="new mw-userlink">{r.user.name}</a></li>'
                    for r in revs
                )
                + "</ul>"
            )
        elif base == "WhatLinksHere":
            target = arg.replace("_", " ")
            items = (
                '<ul id="mw-whatlinkshere-list">'
                + "".join(
                    f'<li><a href="{self.wiki(a.title)}">{escape(a.title)}</a></li>'
                    for a in self.articles.values()
                    if f"[[{target}]]" in " ".join(a.paras)
                )
                + "</ul>"
            )
        elif base == "Categories":
            items = (
                "<ul>"
                + "".join(f'<li><a href="/wiki/Category:{c}">{c}</a></li>' for c in self.categories)
                + "</ul>"
            )
        content = f'<div id="mw-content-text" class="mw-body-content">{items}<p>This is a special page.</p></div>'
        return Response.html(
            self.page(
                titles[base], content, key="Special:" + name, robots="noindex,nofollow", tabs=False
            )
        )

    def index_php(self, req: Request) -> Response:
        q = query(req)
        key = q.get("title", "Main_Page").replace(" ", "_")
        action = q.get("action", "view")
        if q.get("search") is not None and key == "Special:Search":
            return self.special("Search")
        if key.startswith("Special:"):
            return self.special(key[8:])
        a = self.articles.get(key)
        robots = "noindex,nofollow"
        if q.get("oldid", "").isdigit() or q.get("diff"):
            if a is None:
                return self.view(key)
            oldid = int(q["oldid"]) if q.get("oldid", "").isdigit() else a.revisions[-1].id
            rev = next((r for r in a.revisions if r.id == oldid), None)
            if rev is None and q.get("diff") == "" and not q.get("oldid"):
                rev = a.revisions[-1]
            if rev is None:
                rev = a.revisions[0]
            sub = f'<div class="mw-revision"><div id="mw-revision-info">Revision as of {_when(rev.date)} by <a href="{self.w("User:" + rev.user.name, action="edit", redlink=1)}" class="new mw-userlink"><bdi>{rev.user.name}</bdi></a></div><div id="mw-revision-nav">(<a href="{self.w(key, diff="prev", oldid=rev.id)}">diff</a>) <a href="{self.w(key, oldid=rev.id, direction="prev")}">&larr; Older revision</a> | <a href="{self.wiki(key)}">Latest revision</a> (<a href="{self.w(key, diff="cur", oldid=rev.id)}">diff</a>)</div></div>'
            content = self.article_html(a)
            if q.get("diff"):
                content = (
                    f'<table class="diff diff-type-table"><tr class="diff-title"><td class="diff-otitle">Revision as of {_when(rev.date)}</td><td class="diff-ntitle">Latest revision as of {_when(a.touched)}</td></tr><tr><td class="diff-context"><div>{escape(a.paras[0][:80])}</div></td></tr></table>'
                    + content
                )
            return Response.html(self.page(a.title, content, key=key, robots=robots, sub=sub))
        if a is None and action not in ("edit", "submit"):
            return self.view(key)
        if q.get("printable") == "yes" and action == "view" and a is not None:
            return Response.html(
                self.page(a.title, self.article_html(a), key=key, robots=robots, lastmod=a.touched)
            )
        if action == "view":
            return self.view(key)
        if action == "edit":
            wikitext = escape("\n\n".join(a.paras)) if a else ""
            head = f"Editing {key.replace('_', ' ')}" if a else f"Creating {key.replace('_', ' ')}"
            content = f'<div id="mw-content-text" class="mw-body-content"><div class="mw-anon-edit-warning"><p>You are not logged in. Once you make an edit, a temporary account will be created for you. <a href="/w/index.php?title=Special:UserLogin&amp;returnto={quote(key)}">Log in</a> or <a href="/w/index.php?title=Special:CreateAccount&amp;returnto={quote(key)}">create an account</a>.</p></div><form id="editform" name="editform" method="post" action="{self.w(key, action="submit")}" enctype="multipart/form-data"><textarea tabindex="1" accesskey="," id="wpTextbox1" cols="80" rows="25" lang="en" dir="ltr" name="wpTextbox1">{wikitext}</textarea><input id="wpSave" name="wpSave" type="submit" value="Save changes"></form></div>'
            return Response.html(self.page(head, content, key=key, robots=robots, tabs=False))
        if action == "history" and a:
            rows = []
            revs = list(reversed(a.revisions))
            for i, r in enumerate(revs):
                cur = (
                    "cur"
                    if i == 0
                    else f'<a href="{self.w(key, diff=revs[0].id, oldid=r.id)}" title="{escape(a.title)}">cur</a>'
                )
                prev = (
                    f'<a href="{self.w(key, diff=r.id, oldid=revs[i + 1].id)}" title="{escape(a.title)}">prev</a>'
                    if i + 1 < len(revs)
                    else "prev"
                )
                rows.append(
                    f'<li data-mw-revid="{r.id}"><span class="mw-history-histlinks mw-changeslist-links"><span>{cur}</span><span>{prev}</span></span> <a href="{self.w(key, oldid=r.id)}" class="mw-changeslist-date" title="{escape(a.title)}">{r.date.strftime("%H:%M, %-d %B %Y")}</a> <span class="history-user"><a href="{self.w("User:" + r.user.name, action="edit", redlink=1)}" class="new mw-userlink" title="User:{r.user.name} (page does not exist)"><bdi>{r.user.name}</bdi></a> <span class="mw-usertoollinks">(<a href="{self.w("User_talk:" + r.user.name, action="edit", redlink=1)}" class="new mw-usertoollinks-talk">talk</a> | <a href="/wiki/Special:Contributions/{r.user.name}" class="mw-usertoollinks-contribs">contribs</a>)</span></span> <span class="comment">({escape(r.comment)})</span></li>'
                )
            content = f'<div id="mw-content-text" class="mw-body-content"><form action="/w/index.php" id="mw-history-compare"><ul id="pagehistory" class="mw-contributions-list">{"".join(rows)}</ul></form></div>'
            return Response.html(
                self.page(
                    f"{a.title}: Revision history", content, key=key, robots=robots, tabs=False
                )
            )
        if action == "info" and a:
            content = f'<div id="mw-content-text" class="mw-body-content"><table class="wikitable mw-page-info"><tr><td>Display title</td><td>{escape(a.title)}</td></tr><tr><td>Page ID</td><td>{a.id}</td></tr><tr><td>Page creator</td><td>{a.revisions[0].user.name}</td></tr><tr><td>Date of page creation</td><td><a href="{self.w(key, oldid=a.revisions[0].id)}">{_when(a.revisions[0].date)}</a></td></tr><tr><td>Total number of edits</td><td>{len(a.revisions)}</td></tr></table></div>'
            return Response.html(
                self.page(
                    f'Information for "{a.title}"', content, key=key, robots=robots, tabs=False
                )
            )
        if action == "raw" and a:
            return Response.text("\n\n".join(a.paras), content_type="text/x-wiki; charset=UTF-8")
        return Response.html(
            self.page(
                "No such action",
                '<div id="mw-content-text" class="mw-body-content"><p>The action specified by the URL is invalid.</p></div>',
                key=key,
                tabs=False,
            ),
            400,
        )

    def handle(self, req: Request) -> Response:
        path = req.path
        if path == "/":
            return Response.redirect(f"{self.o}/wiki/Main_Page", 301)
        if path.startswith("/wiki/"):
            key = unquote(path[6:]) or "Main_Page"
            if " " in key:
                return Response.redirect(self.o + self.wiki(key), 301)
            return self.view(key)
        if path == "/w/index.php":
            return self.index_php(req)
        if path.startswith("/w/images/"):
            name = path.rsplit("/", 1)[-1]
            if name in self.files and path == _img_path(name):
                return Response.data(png(), "image/png")
            return Response.not_found(req.url)
        if path == "/w/load.php":
            only = query(req).get("only", "")
            return Response.text(
                "/* ResourceLoader */\n",
                content_type="text/css" if only == "styles" else "text/javascript",
            )
        if path.startswith("/w/resources/"):
            return (
                Response.data(png(), "image/png")
                if path.endswith(".png")
                else Response.text(
                    "<svg xmlns='http://www.w3.org/2000/svg'/>", content_type="image/svg+xml"
                )
            )
        if path == "/w/api.php":
            return Response.text(
                f'<?xml version="1.0"?><rsd version="1.0" xmlns="http://archipelago.phprpc.com/rsd"><service><apis><api name="MediaWiki" preferred="true" apiLink="{self.o}/w/api.php" blogID=""/></apis></service></rsd>',
                content_type="application/xml",
            )
        if path == "/w/opensearch_desc.php":
            return Response.text(
                f'<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>{SITENAME}</ShortName><Url type="text/html" method="get" template="{self.o}/w/index.php?title=Special:Search&amp;search={{searchTerms}}"/></OpenSearchDescription>',
                content_type="application/opensearchdescription+xml",
            )
        return Response.not_found(req.url)


def build(themed: bool = False) -> AppSite:
    articles, users = make_wiki("mediawiki")
    app = MediaWiki(HOST, articles, users)
    site = Site(HOST, not_found=app.handle)
    o = app.o
    views = {f"{o}/wiki/Main_Page"}
    views |= {f"{o}/wiki/Category:{c}" for c in app.categories}
    for name in app.files:
        views |= {f"{o}/wiki/File:{name}", o + _img_path(name)}
    objects = []
    for a in articles:
        url = f"{o}{app.wiki(a.title)}"
        views.add(url)
        objects.append(
            WebObject("mediawiki", "article", a.title, url, "", iso(a.touched), a.title, a.text)
        )
    return AppSite(
        "mediawiki", HOST, [site], [f"{o}/wiki/Main_Page"], frozenset(views), objects, themed
    )
