"""MediaWiki 1.39 with the MonoBook skin and no short URLs (/index.php?title=X), for held-out
grading; `build_wiki(..., skin="timeless", short_urls=True)` makes a Timeless /wiki/X one.

Guest-visible waste: action=edit/history/info/raw, oldid= and diff= revisions,
printable=yes, Talk: pages (some exist, the rest are red links with action=edit&redlink=1),
User: pages, Special: pages (RecentChanges and its Atom feed, RecentChangesLinked,
WhatLinksHere, AllPages, Categories, SpecialPages, Random, Search, UserLogin,
CreateAccount, Upload behind a login wall), api.php, load.php, opensearch_desc.php.
Missing pages answer 404 with the "no text in this page" notice, as MediaWiki does.
"""

from __future__ import annotations

import re
from html import escape as h
from urllib.parse import quote, unquote_plus

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import AppSite, WebObject, iso, query
from keepnet.testweb.sites.apps_heldout.mediawiki_content import (
    Page,
    Rev,
    img_path,
    make_wiki,
    printed,
    tiny_png,
)
from keepnet.testweb.sites.apps_heldout.mediawiki_special import special_page


class Wiki:
    def __init__(
        self,
        host: str,
        pages: list[Page],
        users: list[str],
        skin: str,
        short_urls: bool,
        version: str,
    ) -> None:
        self.host, self.skin, self.short, self.version = host, skin, short_urls, version
        self.o = f"http://{host}"
        self.pages = {p.key: p for p in pages}
        self.users = users
        self.cats = sorted({p.category for p in pages})
        self.files = {p.image.replace(" ", "_"): p for p in pages if p.image}
        self.revs = {r.id: (p, r) for p in pages for r in p.revs}
        self.name = "Ferry Lane Wiki" if not short_urls else "Quarry Hill Wiki"
        self.main_rev = max(self.revs) + 3
        self.site = Site(host)
        self._routes()

    # -- URLs
    def view(self, key: str) -> str:
        key = key.replace(" ", "_")
        return (
            f"/wiki/{quote(key, safe=':/')}"
            if self.short
            else f"/index.php?title={quote(key, safe=':/')}"
        )

    def act(self, key: str, q: str) -> str:
        return f"/index.php?title={quote(key.replace(' ', '_'), safe=':/')}&amp;{q}"

    def link(self, key: str, text: str = "") -> str:
        key = key.replace(" ", "_")
        text = text or key.replace("_", " ")
        if self.exists(key):
            return f'<a href="{self.view(key)}" title="{h(key.replace("_", " "))}">{h(text)}</a>'
        return f'<a href="{self.act(key, "action=edit&amp;redlink=1")}" class="new" title="{h(key.replace("_", " "))} (page does not exist)">{h(text)}</a>'

    def exists(self, key: str) -> bool:
        ns, _, rest = key.partition(":")
        if key in self.pages or key == "Main_Page":
            return True
        if ns == "Category" and rest.replace("_", " ") in self.cats:
            return True
        if ns == "File" and rest in self.files:
            return True
        return bool(ns == "Talk" and rest in self.pages and self.pages[rest].talk)

    # -- chrome
    def page(
        self,
        key: str,
        heading: str,
        content: str,
        *,
        status: int = 200,
        action: str = "view",
        canonical: bool = False,
        printable: bool = False,
        sub: str = "",
        lastmod: str = "",
        cats: str = "",
        robots: str = "",
    ) -> Response:
        title_txt = key.replace("_", " ")
        ns = key.split(":", 1)[0] if ":" in key else ""
        subject = key.split(":", 1)[1] if ns in ("Talk",) else key
        talk_key = f"Talk:{subject}"
        tabs = [
            ("ca-nstab-main", self.link(subject, "Page") if ns not in ("Special",) else ""),
            (
                "ca-talk",
                self.link(talk_key, "Discussion")
                if ns not in ("Special", "Category", "File")
                else "",
            ),
            (
                "ca-edit",
                f'<a href="{self.act(key, "action=edit")}">Edit</a>' if ns != "Special" else "",
            ),
            (
                "ca-history",
                f'<a href="{self.act(key, "action=history")}">History</a>'
                if ns != "Special"
                else "",
            ),
        ]
        tab_html = "".join(f'<li id="{i}">{a}</li>' for i, a in tabs if a)
        tools = ""
        if ns != "Special":
            cur = self.pages.get(key)
            oldid = cur.revs[-1].id if cur else self.main_rev
            tools = (
                f'<li id="t-whatlinkshere"><a href="{self.view("Special:WhatLinksHere/" + key)}">What links here</a></li>'
                f'<li id="t-recentchangeslinked"><a href="{self.view("Special:RecentChangesLinked/" + key)}" rel="nofollow">Related changes</a></li>'
                f'<li id="t-print"><a href="{self.act(key, "printable=yes")}" rel="alternate">Printable version</a></li>'
                f'<li id="t-permalink"><a href="{self.act(key, f"oldid={oldid}")}">Permanent link</a></li>'
                f'<li id="t-info"><a href="{self.act(key, "action=info")}">Page information</a></li>'
            )
        canon = f'<link rel="canonical" href="{self.o}{self.view(key)}"/>' if canonical else ""
        robots = f'<meta name="robots" content="{robots}"/>' if robots else ""
        ret = quote(title_txt.replace(" ", "+"), safe="+:/")
        login = f'<li id="pt-createaccount"><a href="/index.php?title=Special:CreateAccount&amp;returnto={ret}">Create account</a></li><li id="pt-login"><a href="/index.php?title=Special:UserLogin&amp;returnto={ret}" accesskey="o">Log in</a></li>'
        nav = (
            f'<li id="n-mainpage-description"><a href="{self.view("Main_Page")}">Main page</a></li>'
            f'<li id="n-recentchanges"><a href="{self.view("Special:RecentChanges")}">Recent changes</a></li>'
            f'<li id="n-randompage"><a href="{self.view("Special:Random")}">Random page</a></li>'
            f'<li id="n-help-mediawiki"><a href="https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Contents">Help about MediaWiki</a></li>'
        )
        special = f'<li id="t-specialpages"><a href="{self.view("Special:SpecialPages")}">Special pages</a></li><li id="t-upload"><a href="{self.view("Special:Upload")}">Upload file</a></li>'
        lm = (
            f'<li id="footer-info-lastmod"> This page was last edited on {lastmod}.</li>'
            if lastmod
            else ""
        )
        body_cls = f"mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-{'0' if not ns else ('-1' if ns == 'Special' else '1')} skin-{self.skin} action-{action}"
        head = f"""<!DOCTYPE html>
<html class="client-nojs" lang="en" dir="ltr">
<head>
<meta charset="UTF-8"/>
<title>{h(heading)} - {self.name}</title>
<script>document.documentElement.className="client-js";RLCONF={{"wgPageName":"{h(key)}","wgTitle":"{h(title_txt)}","wgAction":"{action}","wgCanonicalNamespace":"{ns}"}};</script>
<link rel="stylesheet" href="/load.php?lang=en&amp;modules=skins.{self.skin}.styles&amp;only=styles&amp;skin={self.skin}"/>
<script async="" src="/load.php?lang=en&amp;modules=startup&amp;only=scripts&amp;raw=1&amp;skin={self.skin}"></script>
<meta name="generator" content="MediaWiki {self.version}"/>{robots}
<link rel="alternate" type="application/x-wiki" title="Edit" href="{self.act(key, "action=edit")}"/>
<link rel="search" type="application/opensearchdescription+xml" href="/opensearch_desc.php" title="{self.name} (en)"/>
<link rel="EditURI" type="application/rsd+xml" href="{self.o}/api.php?action=rsd"/>
<link rel="alternate" type="application/atom+xml" title="{self.name} Atom feed" href="/index.php?title=Special:RecentChanges&amp;feed=atom"/>
{canon}
{'<link rel="stylesheet" href="/load.php?lang=en&amp;modules=mediawiki.action.view.printable&amp;only=styles"/>' if printable else ""}
</head>"""
        cats_html = (
            f'<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks">{self.link("Special:Categories", "Category")}: <ul>{cats}</ul></div></div>'
            if cats
            else ""
        )
        main = f"""<h1 id="firstHeading" class="firstHeading mw-first-heading">{heading if "<" in heading else h(heading)}</h1>
<div id="bodyContent" class="mw-body-content"><div id="siteSub">From {self.name}</div><div id="contentSub">{sub}</div>
<div id="mw-content-text" class="mw-body-content mw-content-ltr" lang="en" dir="ltr">{content}</div>
{cats_html}</div>"""
        foot = f'<ul id="footer-info">{lm}</ul><ul id="footer-places"><li id="footer-places-privacy">{self.link("Project:Privacy policy", "Privacy policy")}</li><li id="footer-places-about">{self.link("Project:About", "About " + self.name)}</li><li id="footer-places-disclaimer">{self.link("Project:General disclaimer", "Disclaimers")}</li></ul><ul id="footer-icons"><li id="footer-poweredbyico"><a href="https://www.mediawiki.org/"><img src="/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki" width="88" height="31" loading="lazy"/></a></li></ul>'
        search = f'<form action="/index.php" id="searchform"><input type="hidden" value="Special:Search" name="title"/><input type="search" name="search" placeholder="Search {self.name}" id="searchInput"/><input type="submit" name="go" value="Go" id="searchGoButton" class="searchButton"/></form>'
        if self.skin == "monobook":
            body = f"""<body class="{body_cls}"><div id="globalWrapper">
<div id="column-content"><div id="content" class="mw-body" role="main"><a id="top"></a>{main}</div></div>
<div id="column-one" lang="en" dir="ltr"><h2>Navigation menu</h2>
<div role="navigation" class="portlet" id="p-cactions"><h3>Page actions</h3><div class="pBody"><ul>{tab_html}</ul></div></div>
<div role="navigation" class="portlet" id="p-personal"><h3>Personal tools</h3><div class="pBody"><ul><li id="pt-anonuserpage">Not logged in</li><li id="pt-anontalk"><a href="{self.view("Special:MyTalk")}">Talk</a></li>{login}</ul></div></div>
<div class="portlet" id="p-logo" role="banner"><a href="{self.view("Main_Page")}" class="mw-wiki-logo"></a></div>
<div role="navigation" class="portlet generated-sidebar" id="p-navigation"><h3>Navigation</h3><div class="pBody"><ul>{nav}</ul></div></div>
<div role="search" class="portlet" id="p-search"><h3><label for="searchInput">Search</label></h3><div class="pBody" id="searchBody">{search}</div></div>
<div role="navigation" class="portlet" id="p-tb"><h3>Tools</h3><div class="pBody"><ul>{tools}{special}</ul></div></div>
</div><div class="visualClear"></div>
<div id="footer" class="mw-footer" role="contentinfo">{foot}</div></div></body></html>"""
        else:
            body = f"""<body class="{body_cls}"><div id="mw-wrapper">
<div id="mw-header-container" class="ts-container"><div id="mw-header" class="ts-inner"><div id="user-tools"><div id="p-personal" class="mw-portlet" role="navigation"><ul>{login}</ul></div></div>
<div id="p-logo-text" class="mw-portlet" role="banner"><a id="p-banner" class="mw-wiki-title" href="{self.view("Main_Page")}">{self.name}</a></div>
<div class="mw-portlet" id="p-search">{search}</div></div></div>
<div id="mw-content-container" class="ts-container"><div id="mw-content-block" class="ts-inner">
<div id="mw-site-navigation"><div id="site-navigation" class="sidebar-chunk"><div class="mw-portlet" id="p-navigation"><ul>{nav}</ul></div></div></div>
<div id="mw-content-wrapper"><div id="mw-content"><div id="content" class="mw-body" role="main">
<div id="mw-page-header-links"><div class="mw-portlet" id="p-namespaces"><ul>{tab_html}</ul></div></div>{main}</div></div></div>
<div id="mw-related-navigation"><div id="page-tools" class="sidebar-chunk"><div class="mw-portlet" id="p-tb"><ul>{tools}{special}</ul></div></div></div>
</div></div>
<div id="mw-footer-container" class="mw-footer-container ts-container"><div id="mw-footer" class="mw-footer ts-inner" role="contentinfo">{foot}</div></div></div></body></html>"""
        return Response.html(head + body, status)

    def missing(self, key: str) -> Response:
        content = f'<div class="noarticletext mw-content-ltr" dir="ltr" lang="en"><p>There is currently no text in this page. You can <a href="{self.view("Special:Search/" + key.replace("_", " "))}">search for this page title</a> in other pages, <span class="plainlinks"><a rel="nofollow" class="external text" href="{self.o}/index.php?title=Special:Log&amp;page={quote(key)}">search the related logs</a></span>, or <a href="{self.act(key, "action=edit")}">create this page</a>.</p></div>'
        return self.page(key, key.replace("_", " "), content, status=404)

    # -- content
    def article_html(self, p: Page) -> str:
        paras = "".join(f"<p>{h(x)}\n</p>" for x in p.paras)
        thumb = ""
        if p.image:
            fk = "File:" + p.image.replace(" ", "_")
            thumb = f'<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="{self.view(fk)}" class="mw-file-description"><img src="{img_path(p.image)}" decoding="async" width="180" height="180" class="mw-file-element"/></a><figcaption>{h(p.title)}</figcaption></figure>'
        toc = ""
        see = "".join(f"<li>{self.link(t)}</li>" for t in p.see_also)
        return f"""<div class="mw-parser-output">{thumb}{paras}{toc}<h2><span class="mw-headline" id="See_also">See also</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="{self.act(p.key, "action=edit&amp;section=1")}" title="Edit section: See also">edit</a><span class="mw-editsection-bracket">]</span></span></h2>
<ul>{see}<li>{self.link("Talk:" + p.key, "Discussion of " + p.title)}</li></ul>
<!-- NewPP limit report Parsed by mw1 Cached time: 20240115090000 CPU time usage: 0.012 seconds -->
</div>"""

    def catlinks(self, p: Page) -> str:
        return f"<li>{self.link('Category:' + p.category, p.category)}</li>"

    def article(self, p: Page, printable: bool = False) -> Response:
        return self.page(
            p.key,
            p.title,
            self.article_html(p),
            canonical=True,
            printable=printable,
            lastmod=printed(p.revs[-1].date),
            cats=self.catlinks(p),
        )

    def main_page(self) -> Response:
        items = "".join(f"<li>{self.link(k)}</li>" for k in self.pages)
        cats = "".join(f"<li>{self.link('Category:' + c, c)}</li>" for c in self.cats)
        content = f'<div class="mw-parser-output"><p><strong>Welcome to the {self.name}</strong>, a wiki about the lane and its workshops.</p><h2><span class="mw-headline" id="Articles">Articles</span></h2><ul>{items}</ul><h2><span class="mw-headline" id="Categories">Categories</span></h2><ul>{cats}</ul></div>'
        return self.page(
            "Main_Page",
            "Main Page",
            content,
            canonical=True,
            lastmod=printed(max(r.date for _, r in self.revs.values())),
        )

    def category(self, name: str) -> Response:
        members = [p for p in self.pages.values() if p.category == name]
        arts = "".join(f"<li>{self.link(p.key)}</li>" for p in members)
        files = "".join(
            f'<li class="gallerybox"><div class="thumb"><a href="{self.view("File:" + p.image.replace(" ", "_"))}" class="mw-file-description"><img src="{img_path(p.image)}" width="120" height="120"/></a></div><div class="gallerytext">{self.link("File:" + p.image.replace(" ", "_"), p.image)}</div></li>'
            for p in members
            if p.image
        )
        content = (
            f'<div class="mw-parser-output"><p>Pages about {h(name.lower())}.</p></div><div class="mw-category-generated" lang="en" dir="ltr"><div id="mw-pages"><h2>Pages in category "{h(name)}"</h2><p>The following {len(members)} pages are in this category, out of {len(members)} total.</p><div class="mw-content-ltr"><div class="mw-category"><ul>{arts}</ul></div></div></div>'
            + (
                f'<div id="mw-category-media"><h2>Media in category "{h(name)}"</h2><ul class="gallery mw-gallery-traditional">{files}</ul></div>'
                if files
                else ""
            )
            + "</div>"
        )
        return self.page(
            f"Category:{name.replace(' ', '_')}",
            f"Category:{name}",
            content,
            canonical=True,
            lastmod=printed(members[0].revs[0].date),
        )

    def file(self, fk: str) -> Response:
        p = self.files[fk]
        path = img_path(p.image)
        r0 = p.revs[0]
        content = f"""<ul id="filetoc" role="navigation"><li><a href="#file">File</a></li><li><a href="#filehistory">File history</a></li><li><a href="#filelinks">File usage</a></li></ul>
<div class="fullImageLink" id="file"><a href="{path}"><img alt="File:{h(p.image)}" src="{path}" decoding="async" width="4" height="4"/></a><div class="mw-filepage-resolution">No higher resolution available.</div></div>
<div class="fullMedia"><p><a href="{path}" class="internal" title="{h(p.image)}">{h(p.image)}</a> <span class="fileInfo">(4 × 4 pixels, file size: 75 bytes, MIME type: <span class="mime-type">image/png</span>)</span></p></div>
<div id="mw-imagepage-content" lang="en" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output"><p>A picture for the article about {h(p.title.lower())}.</p></div></div>
<h2 id="filehistory">File history</h2><table class="wikitable filehistory"><tr><th>Date/Time</th><th>User</th></tr><tr><td class="filehistory-selected"><a href="{path}">{r0.date.strftime("%H:%M, %-d %B %Y")}</a></td><td>{self.link("User:" + r0.user, r0.user)}</td></tr></table>
<h2 id="filelinks">File usage</h2><div id="mw-imagepage-section-linkstoimage"><p>The following page uses this file:</p><ul class="mw-imagepage-linkstoimage"><li class="mw-imagepage-linkstoimage-ns0">{self.link(p.key)}</li></ul></div>"""
        return self.page(
            "File:" + fk,
            "File:" + p.image,
            content,
            canonical=True,
            lastmod=printed(r0.date),
            cats=self.catlinks(p),
        )

    def talk(self, p: Page) -> Response:
        sig = self.link("User:" + p.revs[0].user, p.revs[0].user)
        paras = "".join(f"<p>{h(x)} — {sig}</p>" for x in p.talk)
        content = f'<div class="mw-parser-output"><h2><span class="mw-headline" id="Sources">Sources</span></h2>{paras}</div>'
        return self.page(
            "Talk:" + p.key, "Talk:" + p.title, content, lastmod=printed(p.revs[-1].date)
        )

    # -- actions
    def history(self, key: str, p: Page | None) -> Response:
        if p is None:
            return self.page(
                key,
                f"{key.replace('_', ' ')}: Revision history",
                "<p>There is no revision history for this page.</p>",
                action="history",
                robots="noindex,nofollow",
            )
        rows = []
        for i, r in enumerate(reversed(p.revs)):
            prev = (
                f'<a href="{self.act(p.key, f"diff=prev&amp;oldid={r.id}")}">prev</a>'
                if i < len(p.revs) - 1
                else "prev"
            )
            cur = (
                f'<a href="{self.act(p.key, f"diff={p.revs[-1].id}&amp;oldid={r.id}")}">cur</a>'
                if i
                else "cur"
            )
            rows.append(
                f'<li data-mw-revid="{r.id}"><span class="mw-history-histlinks">({cur} | {prev})</span> <a href="{self.act(p.key, f"oldid={r.id}")}" class="mw-changeslist-date">{r.date.strftime("%H:%M, %-d %B %Y")}</a> <span class="history-user">{self.link("User:" + r.user, r.user)} <span class="mw-usertoollinks">({self.link("User talk:" + r.user, "talk")} | <a href="{self.view("Special:Contributions/" + r.user)}">contribs</a>)</span></span> <span class="history-size">({r.size:,} bytes)</span> <span class="comment">{h(r.comment)}</span></li>'
            )
        content = f'<div class="mw-history-legend"><p>Diff selection: Mark the radio buttons of the revisions to compare and hit enter or the button at the bottom.</p></div><p>View logs for this page (<a href="/index.php?title=Special:Log&amp;page={quote(p.key)}">view filter log</a>)</p><ul id="pagehistory">{"".join(rows)}</ul><p><a href="{self.act(p.key, "action=history&amp;feed=atom")}">Atom</a></p>'
        return self.page(
            p.key,
            f"{p.title}: Revision history",
            content,
            action="history",
            robots="noindex,nofollow",
        )

    def revision(self, p: Page, r: Rev) -> Response:
        newer = next((x for x in p.revs if x.id > r.id), None)
        older = next((x for x in reversed(p.revs) if x.id < r.id), None)
        prev_link = self.act(p.key, f"diff=prev&amp;oldid={r.id}")
        next_link = self.act(p.key, f"diff=next&amp;oldid={r.id}")
        older_s = (
            f'(<a href="{prev_link}">diff</a>) ← Older revision' if older else "← Older revision"
        )
        newer_s = (
            f'Newer revision → (<a href="{next_link}">diff</a>)'
            if newer
            else "Newer revision → (diff)"
        )
        nav = f'<div id="mw-revision-nav">{older_s} | Latest revision (diff) | {newer_s}</div>'
        sub = f'<div class="mw-revision warningbox"><div id="mw-revision-info">Revision as of {r.date.strftime("%H:%M, %-d %B %Y")} by {self.link("User:" + r.user, r.user)}</div>{nav}</div>'
        paras = p.paras[: max(1, len(p.paras) - (len(p.revs) - 1 - p.revs.index(r)))]
        content = (
            '<div class="mw-parser-output">' + "".join(f"<p>{h(x)}</p>" for x in paras) + "</div>"
        )
        return self.page(p.key, f"{p.title}", content, sub=sub, robots="noindex,nofollow")

    def diff(self, p: Page, old: Rev, new: Rev) -> Response:
        content = f'<table class="diff diff-contentalign-left diff-editfont-monospace"><tr class="diff-title"><td colspan="2" class="diff-otitle"><div id="mw-diff-otitle1"><strong><a href="{self.act(p.key, f"oldid={old.id}")}">Revision as of {old.date.strftime("%H:%M, %-d %B %Y")}</a></strong></div><div id="mw-diff-otitle2">{self.link("User:" + old.user, old.user)}</div></td><td colspan="2" class="diff-ntitle"><div id="mw-diff-ntitle1"><strong><a href="{self.act(p.key, f"oldid={new.id}")}">Revision as of {new.date.strftime("%H:%M, %-d %B %Y")}</a></strong></div><div id="mw-diff-ntitle2">{self.link("User:" + new.user, new.user)}</div></td></tr><tr><td class="diff-marker"></td><td class="diff-context"><div>{h(p.paras[0][:80])}</div></td><td class="diff-marker" data-marker="+"></td><td class="diff-addedline"><div>{h(p.paras[-1][:80])}</div></td></tr></table><hr class="diff-hr" id="mw-oldid"/><h2 class="diff-currentversion-title">Revision as of {new.date.strftime("%H:%M, %-d %B %Y")}</h2>{self.article_html(p)}'
        return self.page(
            p.key, f"{p.title}: Difference between revisions", content, robots="noindex,nofollow"
        )

    def edit(self, key: str, p: Page | None) -> Response:
        src = (
            ""
            if p is None
            else "\n\n".join(p.paras)
            + "\n\n== See also ==\n"
            + "".join(f"* [[{t}]]\n" for t in p.see_also)
            + f"\n[[Category:{p.category}]]"
        )
        verb = "Creating" if p is None and not self.exists(key) else "Editing"
        content = f'<div id="mw-anon-edit-warning" class="warningbox"><p>You are not logged in. Your IP address will be publicly visible if you make any edits. If you <a href="/index.php?title=Special:UserLogin&amp;returnto={quote(key)}">log in</a> or <a href="/index.php?title=Special:CreateAccount&amp;returnto={quote(key)}">create an account</a>, your edits will be attributed to your username.</p></div><form id="editform" name="editform" method="post" action="{self.act(key, "action=submit")}" enctype="multipart/form-data"><textarea aria-label="Wikitext source editor" tabindex="1" accesskey="," id="wpTextbox1" cols="80" rows="25" lang="en" dir="ltr" name="wpTextbox1">{h(src)}</textarea></form>'
        return self.page(
            key,
            f"{verb} {key.replace('_', ' ')}",
            content,
            action="edit",
            robots="noindex,nofollow",
        )

    def info(self, key: str, p: Page) -> Response:
        content = f'<h2 id="Basic_information">Basic information</h2><table class="wikitable mw-page-info"><tr><td>Display title</td><td>{h(p.title)}</td></tr><tr><td>Page length (in bytes)</td><td>{p.revs[-1].size:,}</td></tr><tr><td>Page ID</td><td>{list(self.pages).index(key) + 2}</td></tr><tr><td>Number of redirects to this page</td><td>0</td></tr></table><h2 id="Edit_history">Edit history</h2><table class="wikitable mw-page-info"><tr><td>Page creator</td><td>{self.link("User:" + p.revs[0].user, p.revs[0].user)}</td></tr><tr><td>Total number of edits</td><td>{len(p.revs)}</td></tr></table>'
        return self.page(
            key, f'Information for "{p.title}"', content, action="info", robots="noindex,nofollow"
        )

    def difflink(self, p: Page, r: Rev) -> str:
        if p.revs[0] is r:
            return "diff"
        prev = p.revs[p.revs.index(r) - 1]
        return f'<a href="{self.act(p.key, f"diff={r.id}&amp;oldid={prev.id}")}">diff</a>'

    def special(self, req: Request, name: str, q: dict[str, str]) -> Response:
        return special_page(self, req, name, q)

    def index(self, req: Request) -> Response:
        q = query(req)
        if "search" in q:
            return self.special(req, "Search", q)
        title = q.get("title", "")
        if not title and not q:
            return Response.redirect(self.o + self.view("Main_Page"), 301)
        return self.dispatch(req, unquote_plus(title).replace(" ", "_"), q)

    def dispatch(self, req: Request, key: str, q: dict[str, str]) -> Response:
        key = key[:1].upper() + key[1:]
        p = self.pages.get(key)
        action = q.get("action", "view")
        if key.startswith("Special:"):
            return self.special(req, key[8:], q)
        if action in ("edit", "submit"):
            return self.edit(key, p)
        if action == "history":
            if q.get("feed") and p:
                entries = "".join(
                    f"<entry><id>{self.o}/index.php?title={p.key}&amp;diff={r.id}&amp;oldid=prev</id><title>{h(p.title)}</title><updated>{iso(r.date)}</updated><author><name>{h(r.user)}</name></author></entry>"
                    for r in reversed(p.revs)
                )
                return Response.text(
                    f'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>{h(p.title)} - Revision history</title>{entries}</feed>',
                    content_type="application/atom+xml; charset=utf-8",
                )
            return self.history(key, p)
        if action == "info" and p:
            return self.info(key, p)
        if action == "raw" and p:
            return Response.text("\n\n".join(p.paras), content_type="text/x-wiki; charset=UTF-8")
        if action != "view":
            return self.page(
                key,
                "No such action",
                "<p>The action specified in the URL is not recognised by the wiki.</p>",
                status=404,
            )
        if p and ("diff" in q or "oldid" in q):
            oldid = q.get("oldid", "")
            diff = q.get("diff", "")
            r = (
                self.revs[int(oldid)][1]
                if oldid.isdigit() and int(oldid) in self.revs and self.revs[int(oldid)][0] is p
                else None
            )
            if diff:
                if r is None:
                    r = p.revs[-1]
                i = p.revs.index(r)
                if diff == "prev":
                    old, new = p.revs[max(0, i - 1)], r
                elif diff == "next":
                    old, new = r, p.revs[min(len(p.revs) - 1, i + 1)]
                elif diff.isdigit() and int(diff) in self.revs and self.revs[int(diff)][0] is p:
                    old, new = r, self.revs[int(diff)][1]
                else:
                    old, new = r, p.revs[-1]
                return self.diff(p, old, new)
            if r is None:
                return self.page(
                    key,
                    "Revision not found",
                    f'<p>The revision #{h(oldid)} of the page named "{h(p.title)}" does not exist.</p>',
                    status=404,
                )
            return self.revision(p, r)
        if p:
            return self.article(p, printable=q.get("printable") == "yes")
        if key == "Main_Page":
            return self.main_page()
        ns, _, rest = key.partition(":")
        if ns == "Category" and rest.replace("_", " ") in self.cats:
            return self.category(rest.replace("_", " "))
        if ns == "File" and rest in self.files:
            return self.file(rest)
        if ns == "Talk" and rest in self.pages and self.pages[rest].talk:
            return self.talk(self.pages[rest])
        return self.missing(key)

    def _routes(self) -> None:
        s = self.site
        s.route("/index.php")(self.index)
        s.route("/")(lambda r: Response.redirect(self.o + self.view("Main_Page"), 301))
        if self.short:
            s.route(re.compile(r"/wiki/(.+)"))(
                lambda r: self.dispatch(r, unquote_plus(r.path[len("/wiki/") :]), query(r))
            )
        for p in self.files.values():
            s.add(img_path(p.image), Response.data(tiny_png(p.image), "image/png"))
        s.route("/load.php")(
            lambda r: Response.text(
                "/* ResourceLoader */",
                content_type="text/css; charset=utf-8"
                if "only=styles" in r.query
                else "text/javascript; charset=utf-8",
            )
        )
        s.route("/api.php")(
            lambda r: (
                Response.text(
                    f'<?xml version="1.0"?><rsd version="1.0" xmlns="http://archipelago.phrasewise.com/rsd"><service><apis><api name="MediaWiki" preferred="true" apiLink="{self.o}/api.php" blogID=""/></apis></service></rsd>',
                    content_type="application/rsd+xml; charset=utf-8",
                )
                if query(r).get("action") == "rsd"
                else Response.text(
                    '{"batchcomplete":""}', content_type="application/json; charset=utf-8"
                )
            )
        )
        s.route("/opensearch_desc.php")(
            lambda r: Response.text(
                f'<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>{self.name}</ShortName><Url type="text/html" method="get" template="{self.o}/index.php?title=Special:Search&amp;search={{searchTerms}}"/></OpenSearchDescription>',
                content_type="application/opensearchdescription+xml; charset=utf-8",
            )
        )
        s.route(re.compile(r"/resources/.+"))(lambda r: Response.data(b"", "image/png"))
        robots = (
            "User-agent: *\nDisallow: /index.php?title=Special:\nDisallow: /index.php?title=Special%3A\n"
            if not self.short
            else "User-agent: *\nDisallow: /index.php\nDisallow: /wiki/Special:\nDisallow: /wiki/Special%3A\n"
        )
        s.add("/robots.txt", Response.text(robots))


def build_wiki(host: str, seed: str, skin: str, short_urls: bool, version: str) -> AppSite:
    pages, users = make_wiki(seed)
    w = Wiki(host, pages, users, skin, short_urls, version)
    o = w.o
    views = {o + w.view("Main_Page")}
    objects = []
    for p in pages:
        url = o + w.view(p.key)
        views.add(url)
        objects.append(
            WebObject(
                "mediawiki",
                "article",
                p.title,
                url,
                "",
                iso(p.revs[-1].date),
                p.title,
                " ".join(p.paras),
            )
        )
    for c in w.cats:
        views.add(o + w.view("Category:" + c))
    for fk, p in w.files.items():
        views.add(o + w.view("File:" + fk))
        views.add(o + img_path(p.image))
    return AppSite(
        "mediawiki", host, [w.site], [o + w.view("Main_Page")], frozenset(views), objects
    )


def build(themed: bool = False) -> AppSite:
    """MonoBook, no short URLs (/index.php?title=X); `themed` is unused (one skin per wiki)."""
    return build_wiki(
        "wiki.ferry-lane.test", "heldout-mediawiki", "monobook", short_urls=False, version="1.39.5"
    )
