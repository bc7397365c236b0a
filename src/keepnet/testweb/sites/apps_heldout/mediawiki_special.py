"""The held-out MediaWiki's Special: pages (RecentChanges and its feed, WhatLinksHere, AllPages,
Categories, Random, Search, login walls...): the waste a guest meets on every wiki page."""

from __future__ import annotations

from html import escape as h
from typing import TYPE_CHECKING
from urllib.parse import quote

from keepnet.testweb.site import Request, Response
from keepnet.testweb.sites.apps.model import iso

if TYPE_CHECKING:
    from keepnet.testweb.sites.apps_heldout.mediawiki import Wiki


def special_page(wiki: Wiki, req: Request, name: str, q: dict[str, str]) -> Response:
    """A Special: page of the wiki (lists, tools, login walls), or MediaWiki's 404 for one it lacks."""
    base, _, sub = name.partition("/")
    key = f"Special:{name}"
    sub_key = sub.replace(" ", "_")
    if base == "RecentChanges":
        changes = sorted(wiki.revs.values(), key=lambda pr: pr[1].date, reverse=True)[:30]
        if q.get("feed"):
            entries = "".join(
                f'<entry><id>{wiki.o}/index.php?title={p.key}&amp;diff={r.id}</id><title>{h(p.title)}</title><link rel="alternate" type="text/html" href="{wiki.o}/index.php?title={p.key}&amp;diff={r.id}"/><updated>{iso(r.date)}</updated><author><name>{h(r.user)}</name></author></entry>'
                for p, r in changes
            )
            return Response.text(
                f'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><id>{wiki.o}/index.php?title=Special:RecentChanges&amp;feed=atom</id><title>{wiki.name}  - Recent changes [en]</title><generator>MediaWiki {wiki.version}</generator>{entries}</feed>',
                content_type="application/atom+xml; charset=utf-8",
            )
        rows = "".join(
            f'<li>({wiki.difflink(p, r)} | <a href="{wiki.act(p.key, "action=history")}">hist</a>) . . {wiki.link(p.key)}; {r.date.strftime("%H:%M")} . . {wiki.link("User:" + r.user, r.user)}</li>'
            for p, r in changes
        )
        opts = " | ".join(
            f'<a href="/index.php?title=Special:RecentChanges&amp;days=30&amp;limit={n}">{n}</a>'
            for n in (50, 100, 250, 500)
        )
        return wiki.page(
            key,
            "Recent changes",
            f'<div class="rcoptions">Show last {opts} changes in last 30 days</div><ul class="special">{rows}</ul>',
            robots="noindex,nofollow",
        )
    if base in ("WhatLinksHere", "RecentChangesLinked"):
        if not sub or not wiki.exists(sub_key):
            return wiki.page(
                key,
                "What links here" if base == "WhatLinksHere" else "Related changes",
                "<p>Enter a page title.</p>",
                robots="noindex,nofollow",
            )
        linking = [p for p in wiki.pages.values() if sub.replace("_", " ") in p.see_also]
        rows = "".join(f"<li>{wiki.link(p.key)}</li>" for p in linking)
        return wiki.page(
            key,
            f'Pages that link to "{sub.replace("_", " ")}"'
            if base == "WhatLinksHere"
            else f'Changes related to "{sub.replace("_", " ")}"',
            f'<ul id="mw-whatlinkshere-list">{rows}</ul>',
            robots="noindex,nofollow",
        )
    if base == "AllPages":
        rows = "".join(f"<li>{wiki.link(k)}</li>" for k in sorted([*wiki.pages, "Main_Page"]))
        return wiki.page(
            key,
            "All pages",
            f'<div class="mw-allpages-body"><ul class="mw-allpages-chunk">{rows}</ul></div>',
            robots="noindex,nofollow",
        )
    if base == "Categories":
        rows = "".join(
            f"<li>{wiki.link('Category:' + c, c)} ({sum(p.category == c for p in wiki.pages.values())} members)</li>"
            for c in wiki.cats
        )
        return wiki.page(key, "Categories", f"<ul>{rows}</ul>", robots="noindex,nofollow")
    if base == "SpecialPages":
        rows = "".join(
            f"<li>{wiki.link('Special:' + n, n)}</li>"
            for n in (
                "AllPages",
                "Categories",
                "RecentChanges",
                "Search",
                "Upload",
                "UserLogin",
            )
        )
        return wiki.page(
            key,
            "Special pages",
            f'<div class="mw-specialpages-list"><ul>{rows}</ul></div>',
            robots="noindex,nofollow",
        )
    if base == "Random":
        keys = sorted(wiki.pages)
        return Response.redirect(wiki.o + wiki.view(keys[wiki.site.hits() % len(keys)]), 302)
    if base == "Search":
        term = q.get("search", sub)
        key_try = term.replace(" ", "_")
        if q.get("go") and wiki.exists(key_try):
            return Response.redirect(wiki.o + wiki.view(key_try), 302)
        hits = [
            p
            for p in wiki.pages.values()
            if term and term.lower() in (p.title + " " + p.text).lower()
        ]
        rows = "".join(
            f'<li class="mw-search-result"><div class="mw-search-result-heading">{wiki.link(p.key)}</div></li>'
            for p in hits
        )
        return wiki.page(
            key,
            "Search results",
            f'<form id="search" action="/index.php"><input type="hidden" name="title" value="Special:Search"/><input name="search" value="{h(term)}"/></form><ul class="mw-search-results">{rows}</ul>'
            if hits
            else '<p class="mw-search-nonefound">There were no results matching the query.</p>',
            robots="noindex,nofollow",
        )
    if base in ("UserLogin", "CreateAccount"):
        return wiki.page(
            key,
            "Log in" if base == "UserLogin" else "Create account",
            f'<form name="userlogin" method="post" action="/index.php?title=Special:{base}&amp;returnto={quote(q.get("returnto", ""))}"><div class="mw-htmlform-field-HTMLTextField"><label for="wpName1">Username</label><input id="wpName1" name="wpName"/></div><div><label for="wpPassword1">Password</label><input id="wpPassword1" type="password" name="wpPassword"/></div></form>',
            robots="noindex,nofollow",
        )
    if base in ("Upload", "MyTalk", "Watchlist", "Preferences"):
        return wiki.page(
            key,
            "Login required",
            f'<p>Please <a href="/index.php?title=Special:UserLogin&amp;returnto=Special:{base}">log in</a> to use this page.</p>',
            status=200,
            robots="noindex,nofollow",
        )
    if base in ("Contributions", "Log"):
        user = sub or q.get("page", "")
        revs = [(p, r) for p, r in wiki.revs.values() if r.user == user]
        rows = "".join(
            f'<li><a href="{wiki.act(p.key, f"oldid={r.id}")}">{r.date.strftime("%H:%M, %-d %B %Y")}</a> {wiki.link(p.key)}</li>'
            for p, r in revs
        )
        return wiki.page(
            key,
            f"User contributions for {user}" if base == "Contributions" else "All public logs",
            f'<ul class="mw-contributions-list">{rows}</ul>',
            robots="noindex,nofollow",
        )
    return wiki.page(
        key,
        "No such special page",
        "<p>You have requested an invalid special page.</p>",
        status=404,
    )
