"""Wiki-like and workspace-like pages: a MediaWiki lab wiki, a DokuWiki lab wiki with nice
URLs, Notion-like public workspace pages, a Google-Sites-like project site and a
hand-made open lab notebook."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, case, csv_file, host, pdf_file, png_file, text_file, ul, zip_file

# --- MediaWiki lab wiki ------------------------------------------------------------------

MW = host("wiki", "tamaruacoral")
MW_O = f"http://{MW}"
MW_NAME = "Tamarua Coral Wiki"
# name -> (subpages, uploaded figure)
MW_DATASETS = {
    "Datasets/Reef sound survey": (
        ["Format", "Collection protocol", "Changelog"],
        "Reef sound hydrophone layout.png",
    ),
    "Datasets/Kelp holdfast fauna": (["Sorting key", "Changelog"], "Holdfast sieve stack.png"),
}


def mw_url(title: str) -> str:
    return f"{MW_O}/wiki/{quote(title.replace(' ', '_'), safe='/:')}"


def mw_hist(title: str) -> str:
    return f"{MW_O}/index.php?title={quote(title.replace(' ', '_'), safe='/:')}&action=history"


def mw_cite(title: str) -> str:
    t = quote(title.replace(" ", "_"), safe="")
    return f"{MW_O}/index.php?title=Special:CiteThisPage&page={t}&id=20{len(title)}"


def _mw_local(url: str) -> str:
    return url[len(MW_O) :]


def _mw_site() -> list[Site]:
    def page(title: str, body: str, *, content: bool = False, talk: str | None = None) -> str:
        subj = title if talk is None else talk
        tabs = (
            f'<li><a href="{mw_url(subj)}">Page</a></li>'
            f'<li><a href="{mw_url("Talk:" + subj)}">Discussion</a></li>'
            f'<li><a href="{mw_url(title)}">Read</a></li>'
            f'<li><a href="{mw_hist(title)}">View history</a></li>'
        )
        tools = '<li><a href="/wiki/Special:SpecialPages">Special pages</a></li>'
        if content:
            tools += f'<li><a href="{mw_cite(title)}">Cite this page</a></li>'
        return skin.page(
            title,
            f'<div id="mw-head"><div id="p-views"><ul>{tabs}</ul></div>'
            '<div id="p-personal"><a href="/index.php?title=Special:UserLogin">Log in</a>'
            '</div></div><div id="mw-panel"><div id="p-logo"><a href="/wiki/Main_Page">'
            '</a></div><ul><li><a href="/wiki/Main_Page">Main page</a></li>'
            '<li><a href="/wiki/Datasets">Datasets</a></li><li><a href="/wiki/Protocols">'
            'Protocols</a></li><li><a href="/wiki/Special:RecentChanges">Recent changes</a>'
            f'</li></ul><h3>Tools</h3><ul>{tools}</ul></div><div id="content">'
            f'<h1 id="firstHeading">{escape(title)}</h1><div id="bodyContent">{body}</div>'
            "</div>",
        )

    skin = Skin(
        MW,
        MW_NAME,
        "",
        '<div id="footer"><ul><li>This page was last edited on 3 March 2024.</li>'
        '<li><a href="/wiki/Tamarua:Privacy_policy">Privacy policy</a></li>'
        '<li><a href="/wiki/Tamarua:About">About Tamarua Coral Wiki</a></li>'
        '<li><a href="https://www.mediawiki.test/"><img src="/resources/poweredby.png" '
        'alt="Powered by MediaWiki"></a></li></ul></div>',
        title_format="{title} - {name}",
        home_title=f"Main Page - {MW_NAME}",
        home_main='<h1>Main Page</h1><p>Welcome to the lab wiki. See <a href="/wiki/Datasets">'
        'Datasets</a> and <a href="/wiki/Protocols">Protocols</a>.</p>',
    )
    pages: dict[str, PageValue] = {
        "/wiki/Main_Page": page("Main Page", "<p>Welcome to the lab wiki.</p>"),
        "/wiki/Protocols": page("Protocols", "<p>Lab protocols.</p>"),
        "/wiki/Special:SpecialPages": page("Special pages", "<p>...</p>"),
        "/wiki/Special:RecentChanges": page("Recent changes", "<p>...</p>"),
        "/index.php?title=Special:UserLogin": page("Log in", "<form></form>"),
        "/wiki/Tamarua:Privacy_policy": page("Tamarua:Privacy policy", "<p>...</p>"),
        "/wiki/Tamarua:About": page("Tamarua:About", "<p>...</p>"),
        "/resources/poweredby.png": png_file((200, 200, 200)),
    }
    index = []
    for name, (subs, fig) in MW_DATASETS.items():
        short = name.split("/", 1)[1]
        index.append((_mw_local(mw_url(name)), short))
        members = [name] + [f"{name}/{s}" for s in subs]
        navbox = (
            '<table class="navbox"><tr><th>'
            f'<a href="{mw_url(name)}">{escape(name)}</a> documentation</th></tr><tr><td>'
            + " &middot; ".join(f'<a href="{mw_url(f"{name}/{s}")}">{s}</a>' for s in subs)
            + "</td></tr></table>"
        )
        img = f"/images/4/4e/{quote(fig.replace(' ', '_'))}"
        other = next(n for n in MW_DATASETS if n != name).split("/", 1)[1]
        pages[_mw_local(mw_url(name))] = page(
            name,
            f'<div class="mw-parser-output"><p><b>{short}</b> is a dataset collected by the '
            "lab. The raw recordings are deposited at "
            f'<a class="external" href="http://doi.test/10.5281/zenodo.{len(name)}0442">'
            "Zenodo</a>; this page documents them.</p>"
            f'<div class="thumb"><a href="{mw_url("File:" + fig)}" class="image">'
            f'<img src="{img}" width="300"></a></div>'
            "<h2>Summary</h2><p>Sites, dates, instruments...</p>"
            f'<h2>See also</h2><ul><li><a href="{_mw_local(mw_url("Datasets/" + other))}">'
            f'{other}</a></li><li><a href="/wiki/Protocols">Protocols</a></li></ul>'
            f"{navbox}</div>",
            content=True,
        )
        pages[img] = png_file((30, 80, 120))
        pages[_mw_local(mw_url("File:" + fig))] = page(
            "File:" + fig,
            f'<div class="fullImageLink"><a href="{img}"><img src="{img}"></a></div>'
            '<h2 id="filehistory">File history</h2><p>12:01, 4 May 2023 - Hwilson</p>'
            '<h2 id="filelinks">File usage</h2><p>The following page uses this file:</p>'
            f'<ul><li><a href="{mw_url(name)}">{escape(name)}</a></li></ul>',
        )
        for s in subs:
            t = f"{name}/{s}"
            pages[_mw_local(mw_url(t))] = page(
                t,
                f'<div class="subpages">&lt; <a href="{mw_url(name)}">{escape(name)}</a></div>'
                f"<p>{s} of the {short} data.</p>{navbox}",
                content=True,
            )
        for m in members:
            pages[_mw_local(mw_hist(m))] = page(
                m,
                f"<p>{escape(m)}: Revision history</p><ul><li>(cur | prev) 10:12, 3 March 2024 "
                "Hwilson (talk) . . (4,112 bytes)</li></ul>",
            )
            pages[_mw_local(mw_cite(m))] = page(
                "Cite This Page",
                f"<p>Bibliographic details for {escape(m)}</p><ul><li>Page name: {escape(m)}"
                f"</li><li>Publisher: {MW_NAME}</li><li>Permanent URL: {mw_url(m)}</li></ul>",
            )
        talk = "Talk:" + name
        pages[_mw_local(mw_url(talk))] = page(
            talk,
            "<h2>Units of the level column?</h2><p>dB re 1 uPa, fixed in v2. -- Hwilson</p>",
            talk=name,
        )
        pages[_mw_local(mw_hist(talk))] = page(
            talk, f"<p>{escape(talk)}: Revision history</p>", talk=name
        )
    pages["/wiki/Datasets"] = page(
        "Datasets", "<p>Datasets documented on this wiki:</p>" + ul(index)
    )
    return [skin.site(pages)]


def mw_truth(name: str) -> list[str]:
    subs, fig = MW_DATASETS[name]
    members = [name] + [f"{name}/{s}" for s in subs]
    out = [mw_url(m) for m in members] + [mw_hist(m) for m in members]
    out += [mw_cite(m) for m in members]
    out += [mw_url("Talk:" + name), mw_hist("Talk:" + name), mw_url("File:" + fig)]
    return out


# --- DokuWiki lab wiki (nice URLs: /namespace:page, /_media/...) ------------------------

DW = host("wiki", "skaftafellice")
DW_O = f"http://{DW}"
DW_NAME = "Skaftafell Glaciology Wiki"
DW_DATASETS = {
    "datasets:vatna_cores_2019": (
        "Vatnajokull firn cores 2019",
        ["field_log", "lab_methods"],
        ["vatna_cores_2019_isotopes.csv", "core_inventory.pdf"],
    ),
    "datasets:hofsjokull_radar_2021": (
        "Hofsjokull radar profiles 2021",
        ["processing"],
        ["hofs_radar_2021_picks.zip", "flight_lines.kml"],
    ),
}


def _dw_site() -> list[Site]:
    def page(pid: str, heading: str, body: str) -> str:
        parts = pid.split(":")
        trace = " &raquo; ".join(
            f'<a href="/{":".join(parts[: i + 1]) if i else parts[0] + ":start"}">{p}</a>'
            for i, p in enumerate(parts)
        )
        return skin.page(
            pid,
            '<div id="dokuwiki__header"><div class="tools"><ul>'
            f'<li><a href="/{pid}?do=login&amp;sectok=" rel="nofollow">Log In</a></li></ul>'
            '<form action="/start" method="get"><input name="q"><input type="hidden" name="do"'
            ' value="search"></form></div><div class="breadcrumbs"><span class="bchead">'
            f'Trace:</span> <a href="/start">start</a> &raquo; {trace}</div></div>'
            '<div id="dokuwiki__aside"><ul><li><a href="/start">Home</a></li>'
            '<li><a href="/datasets:start">Datasets</a></li><li><a href="/people">People</a>'
            '</li><li><a href="/start?do=index">Sitemap</a></li></ul></div>'
            f'<div class="page group"><h1>{escape(heading)}</h1>{body}</div>'
            '<div id="dokuwiki__pagetools"><ul>'
            f'<li><a href="/{pid}?do=revisions" rel="nofollow">Old revisions</a></li>'
            f'<li><a href="/{pid}?do=backlink" rel="nofollow">Backlinks</a></li>'
            '<li><a href="#dokuwiki__top">Back to top</a></li></ul></div>'
            f'<div class="docInfo">{pid}.txt &middot; Last modified: 2024/01/18 by gthors</div>',
        )

    skin = Skin(
        DW,
        DW_NAME,
        "",
        '<div id="dokuwiki__footer"><div class="license">Except where otherwise noted, '
        'content on this wiki is licensed under: <a href="https://creativecommons.test/'
        'licenses/by-sa/4.0/">CC Attribution-Share Alike 4.0</a></div><a href="https://'
        'www.dokuwiki.test/" title="Driven by DokuWiki">DokuWiki</a></div>',
        title_format="{title} [{name}]",
        home_title=f"start [{DW_NAME}]",
    )
    pages: dict[str, PageValue] = {
        "/start": page("start", "Welcome", "<p>Glaciology group wiki.</p>"),
        "/start?do=index": page("start", "Sitemap", "<p>All namespaces</p>"),
        "/people": page("people", "People", "<p>Group members</p>"),
        "/datasets:start": page(
            "datasets:start",
            "Datasets",
            ul([(f"/{pid}", t) for pid, (t, _s, _m) in DW_DATASETS.items()]),
        ),
    }
    for pid, (heading, subs, media) in DW_DATASETS.items():
        other = next(p for p in DW_DATASETS if p != pid)
        files = "".join(
            f'<li><a href="/_media/{pid}:{m}" class="media mediafile">{m}</a></li>' for m in media
        )
        pages[f"/{pid}"] = page(
            pid,
            heading,
            f'<p><img src="/_media/{pid}:drill_site.jpg?w=400" class="mediacenter"></p>'
            "<p>Shallow firn cores / radar profiles collected by the group, with the "
            "documentation below.</p><h2>Documentation</h2>"
            + ul([(f"/{pid}:{s}", s.replace("_", " ")) for s in subs])
            + f"<h2>Files</h2><ul>{files}</ul><h2>Related</h2>"
            f'<ul><li><a href="/{other}">{DW_DATASETS[other][0]}</a></li><li>Published in '
            f'<a href="http://doi.test/10.5194/tc-{len(pid)}-2022">The Cryosphere</a></li></ul>',
        )
        pages[f"/_media/{pid}:drill_site.jpg"] = Response.data(b"\xff\xd8\xff jpg", "image/jpeg")
        for m in media:
            if m.endswith(".csv"):
                pages[f"/_media/{pid}:{m}"] = csv_file("depth_m,d18O", "0.5,-12.1", "1.0,-12.7")
            elif m.endswith(".pdf"):
                pages[f"/_media/{pid}:{m}"] = pdf_file("Core inventory", "box 1: cores 1-12")
            elif m.endswith(".zip"):
                pages[f"/_media/{pid}:{m}"] = zip_file({"picks.txt": "x y twt\n"})
            else:
                pages[f"/_media/{pid}:{m}"] = text_file(
                    "<kml/>", "application/vnd.google-earth.kml+xml"
                )
        for p in [pid] + [f"{pid}:{s}" for s in subs]:
            if p != pid:
                pages[f"/{p}"] = page(p, p.rsplit(":", 1)[1].replace("_", " "), "<p>...</p>")
            pages[f"/{p}?do=revisions"] = page(
                p, p, "<p>Old revisions</p><ul><li>2024/01/18 gthors</li></ul>"
            )
            pages[f"/{p}?do=backlink"] = page(p, "Backlinks", "<p>Pages linking here</p>")
            pages[f"/{p}?do=login&sectok="] = page(p, "Login", "<form></form>")
    return [skin.site(pages)]


def dw_truth(pid: str) -> list[str]:
    _h, subs, media = DW_DATASETS[pid]
    pids = [pid] + [f"{pid}:{s}" for s in subs]
    out = [f"{DW_O}/{p}" for p in pids] + [f"{DW_O}/{p}?do=revisions" for p in pids]
    return out + [f"{DW_O}/_media/{pid}:{m}" for m in media]


# --- Notion-like public workspace pages ---------------------------------------------------

QP_FILES = host("file", "quillpageusercontent")
QP_WORKSPACES = {
    host("brackishlab", "quillpage"): (
        "Brackish Water Microbiome Atlas",
        "3f9c2a1be0d84c1f9a2e5b7c6d4e8f10",
        [("Sampling protocol", "8a7d41c0"), ("Sequencing runs", "1b2c9e77")],
        ["otu_table_v2.tsv", "sample_metadata.csv"],
    ),
    host("mangrovecores", "quillpage"): (
        "Mangrove Sediment Cores Protocol Book",
        "77e0b3d2a9c54f66b1d8e2f4a6c8e0b2",
        [("Coring", "c0a1e2d3"), ("Dating", "5f6e7d8c"), ("Safety", "9a8b7c6d")],
        ["pb210_dates.xlsx"],
    ),
}


def qp_slug(title: str, pid: str) -> str:
    return "/" + title.replace(" ", "-") + "-" + pid


def qp_pdf(child: str) -> str:
    return child.lower().replace(" ", "_") + ".pdf"


def qp_file(pid: str, name: str) -> str:
    return f"http://{QP_FILES}/secure/{pid}/{name}?X-Amz-Expires=3600&X-Amz-Signature=ab12"


def _qp_sites() -> list[Site]:
    out = []
    files = Site(QP_FILES)
    for wh, (title, pid, children, attach) in QP_WORKSPACES.items():
        skin = Skin(
            wh,
            "Quillpage",
            '<header class="qp-topbar"><span class="crumbs"></span><a href="http://www.'
            'quillpage.hx32.example/signup">Get Quillpage free</a> <a href="http://www.'
            'quillpage.hx32.example/login">Log in</a></header>',
            '<footer class="qp-footer"><a href="http://www.quillpage.hx32.example/product">'
            'Made with Quillpage</a> &middot; <a href="http://www.quillpage.hx32.example/'
            'report">Report page</a></footer>',
            title_format="{title}",
            home_title=wh.split(".")[0].title(),
            home_main=f'<h1>Public pages</h1><p><a href="{qp_slug(title, pid)}">{title}</a></p>',
        )
        pages: dict[str, PageValue] = {}
        att = "".join(
            f'<div class="qp-file"><a href="{qp_file(pid, a)}">{a}</a></div>' for a in attach
        )
        pages[qp_slug(title, pid)] = skin.page(
            title,
            f'<div class="qp-page"><div class="qp-cover"><img src="http://{QP_FILES}/'
            f'covers/{pid}.png"></div><h1 class="qp-title">{title}</h1>'
            '<p class="qp-text">Living documentation of the project. Last edited by the '
            "lab manager.</p>"
            + "".join(
                f'<div class="qp-page-block"><a href="{qp_slug(c, cid + pid[8:])}">{c}</a></div>'
                for c, cid in children
            )
            + f'{att}<p class="qp-text">Preprint: <a href="http://doi.test/10.1101/2024.'
            f'{len(title)}">bioRxiv</a>. Contact: <a href="mailto:lab@ex.test">lab</a></p>'
            "</div>",
        )
        for c, cid in children:
            pages[qp_slug(c, cid + pid[8:])] = skin.page(
                c,
                f'<nav class="crumbs"><a href="{qp_slug(title, pid)}">{title}</a> / {c}</nav>'
                f'<div class="qp-page"><h1 class="qp-title">{c}</h1><p>Steps...</p>'
                f'<div class="qp-file"><a href="{qp_file(cid, qp_pdf(c))}">'
                f"{c}.pdf</a></div></div>",
            )
            files.add(
                f"/secure/{cid}/{qp_pdf(c)}",
                pdf_file(c, "step 1", "step 2"),
            )
        for a in attach:
            files.add(f"/secure/{pid}/{a}", text_file("sample\tcount\nS1\t12\n", "text/csv"))
        files.add(f"/covers/{pid}.png", png_file())
        out.append(skin.site(pages))
    return [*out, files]


def qp_truth(wh: str) -> list[str]:
    title, pid, children, attach = QP_WORKSPACES[wh]
    out = [f"http://{wh}{qp_slug(title, pid)}"] + [qp_file(pid, a) for a in attach]
    for c, cid in children:
        out += [f"http://{wh}{qp_slug(c, cid + pid[8:])}", qp_file(cid, qp_pdf(c))]
    return out


# --- Google-Sites-like project sites (/view/<site>/<page>), files on a user-content host ----

LS = host("sites", "loomsites")
LS_O = f"http://{LS}"
LS_FILES = host("usercontent", "loomdrive")
LS_SITES = {
    "marsh-sediment-project": (
        "Marsh Sediment Project",
        ["data", "methods", "team"],
        ["sediment_cores_2022.csv", "grain_size_2022.csv", "site_map.pdf"],
    ),
    "marsh-sediment-project-ii": (
        "Marsh Sediment Project II",
        ["data", "outreach"],
        ["cores_2024_prelim.csv"],
    ),
}


def ls_file(site: str, name: str) -> str:
    return f"http://{LS_FILES}/d/{site[-6:]}{len(name)}x/{name}"


def _ls_sites() -> list[Site]:
    files = Site(LS_FILES)
    pages: dict[str, PageValue] = {
        "/u/0/sites/about": "<!DOCTYPE html><title>Loom Sites</title><h1>Loom Sites</h1>",
        "/u/0/report-abuse": "<!DOCTYPE html><title>Report abuse</title><form></form>",
    }
    skin = Skin(
        LS,
        "Loom Sites",
        "",
        '<footer class="ls-footer"><a href="/u/0/report-abuse">Report abuse</a> '
        '<a href="/u/0/sites/about">Page details</a></footer>',
        title_format="{title}",
        home_title="Loom Sites",
    )
    for slug, (name, subs, fls) in LS_SITES.items():
        base = f"/view/{slug}"
        nav = (
            f'<nav class="ls-nav"><a href="{base}">{name}</a><ul><li><a href="{base}">Home</a>'
            "</li>"
            + "".join(f'<li><a href="{base}/{s}">{s.title()}</a></li>' for s in subs)
            + "</ul></nav>"
        )
        other = next(s for s in LS_SITES if s != slug)
        pages[base] = skin.page(
            f"{name} - Home",
            nav + f"<section><h1>{name}</h1><p>A study of sediment accretion in restored "
            f'salt marshes. Follow-up: <a href="/view/{other}">{LS_SITES[other][0]}</a>.</p>'
            f'<img src="http://{LS_FILES}/img/{slug}-banner.png"></section>',
            raw_title=True,
        )
        files.add(f"/img/{slug}-banner.png", png_file())
        for s in subs:
            body = f"<h1>{s.title()}</h1><p>...</p>"
            if s == "data":
                body += "<p>Download:</p>" + ul([(ls_file(slug, f), f) for f in fls])
                for f in fls:
                    files.add(
                        ls_file(slug, f)[len(f"http://{LS_FILES}") :],
                        pdf_file(f) if f.endswith(".pdf") else csv_file("core,depth", "1,2"),
                    )
            pages[f"{base}/{s}"] = skin.page(f"{name} - {s.title()}", nav + body, raw_title=True)
    return [skin.site(pages), files]


def ls_truth(slug: str) -> list[str]:
    _n, subs, fls = LS_SITES[slug]
    base = f"{LS_O}/view/{slug}"
    return [base] + [f"{base}/{s}" for s in subs] + [ls_file(slug, f) for f in fls]


# --- a hand-made open lab notebook --------------------------------------------------------

OLN = host("notebook", "abernethyalgae")
OLN_O = f"http://{OLN}"
OLN_EXPTS = {
    "exp42": (
        "Experiment 42: ocean acidification and coralline algae",
        ["05-02", "05-03", "05-09"],
    ),
    "exp43": ("Experiment 43: grazing by sea urchins under warming", ["06-14", "06-21"]),
}


def _oln_site() -> list[Site]:
    skin = Skin(
        OLN,
        "Abernethy Lab Open Notebook",
        '<div id="top"><a href="/">Abernethy Lab Open Notebook</a> | <a href="/about.html">'
        'About open notebook science</a> | <a href="/experiments.html">All experiments</a> | '
        '<a href="/feed.rss">RSS</a></div>',
        '<div id="bottom">All entries CC0. <a href="/about.html#license">Licence</a></div>',
        title_format="{title}",
        home_title="Abernethy Lab Open Notebook",
    )
    pages: dict[str, PageValue] = {
        "/about.html": skin.page("About", "<h1>About</h1>"),
        "/feed.rss": Response.data(b"<rss/>", "application/rss+xml"),
        "/experiments.html": skin.page(
            "All experiments",
            "<h1>Experiments</h1>" + ul([(f"/{e}/", e) for e in OLN_EXPTS]),
        ),
    }
    for exp, (title, days) in OLN_EXPTS.items():
        other = next(e for e in OLN_EXPTS if e != exp)
        pages[f"/{exp}/"] = skin.page(
            title,
            f"<h1>{title}</h1><p>Question, design and daily entries.</p><h2>Entries</h2>"
            + ul([(f"/entries/2023-{d}-{exp}.html", f"2023-{d}") for d in days])
            + f'<p>Previous experiment: <a href="/{other}/">{other}</a></p>',
        )
        for i, d in enumerate(days):
            pages[f"/entries/2023-{d}-{exp}.html"] = skin.page(
                f"2023-{d}",
                f'<h1>2023-{d}</h1><p class="exp">{title} - day {i + 1}</p><p>pH 7.6 tanks '
                f'look fine.</p><img src="/img/{exp}-{d}.png"><p>Raw data: <a href="/data/'
                f'{exp}/2023-{d}.csv">2023-{d}.csv</a> | <a href="/{exp}/">back to the '
                'experiment</a> | <a href="/experiments.html">all experiments</a></p>',
            )
            pages[f"/img/{exp}-{d}.png"] = png_file((10 * i, 100, 50))
            pages[f"/data/{exp}/2023-{d}.csv"] = csv_file("tank,ph,growth_mg", "A1,7.61,0.4")
    return [skin.site(pages)]


def oln_truth(exp: str) -> list[str]:
    _t, days = OLN_EXPTS[exp]
    out = [f"{OLN_O}/{exp}/"]
    for d in days:
        out += [f"{OLN_O}/entries/2023-{d}-{exp}.html", f"{OLN_O}/data/{exp}/2023-{d}.csv"]
    return out


def cases() -> list[Case]:
    out = []
    for name in MW_DATASETS:
        short = name.split("/", 1)[1].lower().replace(" ", "-")
        other = next(n for n in MW_DATASETS if n != name)
        # sig_filtered_title: MediaWiki titles end in " - Tamarua Coral Wiki" (the homepage's
        # "Main Page - Tamarua Coral Wiki" shares that tail; stripped from the end as the
        # seed does for Dataverse), leaving the page name, which every member shows: the
        # sub-pages (navbox), talk page, history pages, "Cite this page" and the uploaded
        # figure's file page ("File usage").  Truth: those pages; the raw recordings are a
        # separate Zenodo artifact, the figure itself is embedded.
        out.append(
            case(
                f"tamarua-{short}",
                "lab wiki (MediaWiki)",
                "dataset documentation",
                "sig_filtered_title",
                mw_url(name),
                mw_truth(name),
                _mw_site,
                others=[mw_url(other)],
            )
        )
    for pid in DW_DATASETS:
        other = next(p for p in DW_DATASETS if p != pid)
        # sig_uri: DokuWiki's page id ("datasets:vatna_cores_2019") is in every member URI -
        # sub-pages in its namespace, "/_media/<id>:file" downloads, "?do=revisions" -
        # across different path shapes; the breadcrumbs, sidebar and sitemap do not carry
        # it.  Truth: pages, their old-revisions pages and the media files; the login and
        # backlinks pages carry the id but are not part of the dataset.
        out.append(
            case(
                f"skaftafell-{pid.split(':')[1]}",
                "lab wiki (DokuWiki)",
                "dataset documentation",
                "sig_uri",
                f"{DW_O}/{pid}",
                dw_truth(pid),
                _dw_site,
                others=[f"{DW_O}/{other}"],
            )
        )
    for wh, (title, pid, _c, _a) in QP_WORKSPACES.items():
        # sig_title_plus_ignored: Notion-like titles are the bare page title; every child page
        # shows it in its breadcrumb, but the attachments on the user-content host (TSV,
        # PDF) do not, so one hop from matching pages is needed, ignoring "Get Quillpage
        # free", "Log in" and the footer.  Truth: page, child pages, all attachments.
        out.append(
            case(
                f"quillpage-{wh.split('.')[0]}",
                "public workspace page (Notion-like)",
                "project page",
                "sig_title_plus_ignored",
                f"http://{wh}{qp_slug(title, pid)}",
                qp_truth(wh),
                _qp_sites,
            )
        )
    for slug in LS_SITES:
        other = next(s for s in LS_SITES if s != slug)
        # path_based_externals: a Google-Sites-like site is everything under /view/<site>
        # (like a Silk subdomain), and its data files live on a separate user-content domain
        # (like raw.githubusercontent.com).  Truth: the site's pages and the files; the
        # banner image is embedded, the follow-up site is another artifact.
        out.append(
            case(
                f"loomsites-{slug}",
                "Google-Sites-like project site",
                "project website with data",
                "path_based_externals",
                f"{LS_O}/view/{slug}",
                ls_truth(slug),
                _ls_sites,
                others=[f"{LS_O}/view/{other}"],
            )
        )
    for exp, (_title, _d) in OLN_EXPTS.items():
        other = next(e for e in OLN_EXPTS if e != exp)
        # sig_title_plus_ignored: the bare <title> is the experiment's name and every daily
        # entry repeats it ("... - day 2") on pages outside the experiment's path, but the raw
        # CSVs linked from the entries do not; one hop from matching pages, ignoring the
        # notebook's top bar.  Truth: experiment page, entries, their CSVs.
        out.append(
            case(
                f"abernethy-{exp}",
                "open lab notebook (hand-made)",
                "lab notebook experiment",
                "sig_title_plus_ignored",
                f"{OLN_O}/{exp}/",
                oln_truth(exp),
                _oln_site,
                others=[f"{OLN_O}/{other}/"],
            )
        )
    return out
