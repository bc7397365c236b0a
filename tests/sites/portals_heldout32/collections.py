"""Data and collections: a research group's static data catalogue, a FAIR catalogue that
sends Signposting headers, museum and library blog posts presenting digitised collections,
and a plain Apache directory listing of a dataset."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import (
    Skin,
    apache_404,
    case,
    csv_file,
    host,
    link_header,
    pdf_file,
    png_file,
    text_file,
    ul,
    zip_file,
)

# --- a research group's data catalogue built with a static-site generator -------------

GC = host("data", "nyamboecohydro")
GC_O = f"http://{GC}"
GC_SETS = {
    "coastal-wind-2022": (
        "Coastal wind profiles, Kilifi 2022",
        ["cw2022_10min.csv", "cw2022_stations.geojson"],
        "v1.0",
    ),
    "river-temp-2018-2023": (
        "Sabaki river temperature loggers 2018-2023",
        ["rt_hourly.csv", "rt_loggers.csv", "rt_qc_report.pdf"],
        None,
    ),
}


def gc_members(slug: str) -> list[str]:
    _t, files, old = GC_SETS[slug]
    b = f"{GC_O}/datasets/{slug}/"
    out = [b, b + "schema/", b + "datapackage.json", b + "CITATION.cff", b + f"{slug}.zip"]
    out += [b + "files/" + f for f in files]
    if old:
        out += [b + f"{old}/", b + f"{old}/{files[0]}"]
    return out


def _gc_site() -> list[Site]:
    skin = Skin(
        GC,
        "Nyambo Ecohydrology Lab - Data",
        '<header class="site-header"><a href="/">Nyambo Lab Data</a><nav>'
        '<a href="/datasets/">All datasets</a><a href="/tags/">Tags</a><a href="/team/">'
        'Team</a><a href="/about/">About</a><a href="http://www.nyambolab.test/">Lab website'
        '</a></nav><input type="search" placeholder="Filter datasets"></header>',
        '<footer>Built with <a href="https://gohugo.test/">Hugo</a>. Data CC BY 4.0 unless '
        'stated. <a href="/index.xml">RSS</a></footer>',
        title_format="{title} - {name}",
    )
    pages: dict[str, PageValue] = {
        "/datasets/": skin.page(
            "All datasets", ul([(f"/datasets/{s}/", t) for s, (t, *_r) in GC_SETS.items()])
        ),
        "/tags/": skin.page(
            "Tags", ul([("/tags/hydrology/", "hydrology"), ("/tags/kenya/", "kenya")])
        ),
        "/tags/hydrology/": skin.page("hydrology", "<h1>hydrology</h1>"),
        "/tags/kenya/": skin.page("kenya", "<h1>kenya</h1>"),
        "/team/": skin.page("Team", "<h1>Team</h1>"),
        "/team/wnyambo/": skin.page("Wanjiru Nyambo", "<h1>Wanjiru Nyambo</h1>"),
        "/about/": skin.page("About", "<h1>About</h1>"),
        "/index.xml": Response.data(b"<rss/>", "application/rss+xml"),
    }
    for slug, (title, files, old) in GC_SETS.items():
        b = f"/datasets/{slug}/"
        other = next(s for s in GC_SETS if s != slug)
        rows = "".join(
            f'<tr><td><a href="files/{f}">{f}</a></td><td>{len(f) * 37} kB</td></tr>' for f in files
        )
        versions = f'<p>Older versions: <a href="{old}/">{old}</a> (superseded)</p>' if old else ""
        pages[b] = skin.page(
            title,
            f'<article class="dataset"><h1>{title}</h1><p class="meta">Maintainer: '
            '<a href="/team/wnyambo/">Wanjiru Nyambo</a> &middot; version 1.1 &middot; '
            'Tags: <a href="/tags/hydrology/">hydrology</a> <a href="/tags/kenya/">kenya</a>'
            '</p><p>Collected with ...</p><img src="/img/quicklook-' + slug + '.png">'
            f'<h2>Files</h2><table>{rows}</table><p><a href="{slug}.zip">Download everything '
            f'(zip)</a> &middot; <a href="datapackage.json">datapackage.json</a> &middot; '
            f'<a href="schema/">Data dictionary</a> &middot; <a href="CITATION.cff">How to '
            f"cite</a></p>{versions}"
            f'<p>Used in: <a href="http://doi.test/10.1029/2023WR0{len(slug)}">Water Resources '
            f'Research paper</a></p><aside><h3>Other datasets</h3><a href="/datasets/{other}/">'
            f"{GC_SETS[other][0]}</a></aside></article>",
        )
        pages[f"/img/quicklook-{slug}.png"] = png_file()
        pages[b + "schema/"] = skin.page(
            f"Data dictionary: {title}",
            f'<h1>Data dictionary</h1><p><a href="../">{title}</a></p><table><tr><td>time'
            "</td><td>UTC</td></tr></table>",
        )
        pages[b + "datapackage.json"] = text_file(
            f'{{"name": "{slug}", "resources": []}}', "application/json"
        )
        pages[b + "CITATION.cff"] = text_file(f"cff-version: 1.2.0\ntitle: {title}\n", "text/yaml")
        pages[b + f"{slug}.zip"] = zip_file({f: "..." for f in files})
        for f in files:
            pages[b + "files/" + f] = pdf_file(f) if f.endswith(".pdf") else csv_file("t,v", "0,1")
        if old:
            pages[b + f"{old}/"] = skin.page(
                f"{title} ({old})",
                f'<h1>{title} - {old}</h1><p>Superseded by <a href="../">the current version</a>.'
                f'</p><p><a href="{files[0]}">{files[0]}</a></p>',
            )
            pages[b + f"{old}/{files[0]}"] = csv_file("t,v", "0,0.9")
    return [skin.site(pages)]


# --- a FAIR soil-data catalogue (static pages; nginx adds Signposting headers) ----------

TV = host("catalogue", "terraveldesoil")
TV_O = f"http://{TV}"
TV_DL = host("download", "terraveldesoil")
TV_RECS = {
    "tvs-00231": (
        "Soil moisture network Terravelde 2015-2023",
        ["soil_moisture_2015_2023.nc", "stations.csv", "readme.pdf"],
    ),
    "tvs-00187": ("Topsoil organic carbon survey 2019", ["soc_2019.csv", "readme.pdf"]),
}
CTYPES = {"nc": "application/x-netcdf", "csv": "text/csv", "pdf": "application/pdf"}


def tv_members(rid: str) -> list[str]:
    _t, files = TV_RECS[rid]
    b = f"{TV_O}/record/{rid}/"
    return [b, b + "metadata.jsonld", b + "datacite.xml"] + [
        f"http://{TV_DL}/{rid}/{f}" for f in files
    ]


def _tv_sites() -> list[Site]:
    skin = Skin(
        TV,
        "Terravelde Soil Observatory - Data Catalogue",
        '<div id="cookie-consent">This site uses analytics cookies. <a href="/privacy/">'
        'More</a></div><header><a href="/">Terravelde Soil Observatory</a><nav><a href="/'
        'records/">Browse</a> <a href="/map/">Map</a> <a href="/api/">API</a> <a href="/'
        'contact/">Contact</a></nav></header>',
        '<footer>Funded by the National Research Infrastructure. <a href="/privacy/">Privacy'
        '</a> <a href="https://www.linkedin.test/company/terravelde">LinkedIn</a></footer>',
        title_format="{title} | {name}",
    )
    pages: dict[str, PageValue] = {
        "/records/": skin.page(
            "Browse", ul([(f"/record/{r}/", t) for r, (t, _f) in TV_RECS.items()])
        ),
        "/map/": skin.page("Map", "<div id=map></div>"),
        "/privacy/": skin.page("Privacy", "<h1>Privacy</h1>"),
    }
    dl = Site(TV_DL)
    for rid, (title, files) in TV_RECS.items():
        b = f"/record/{rid}/"
        other = next(r for r in TV_RECS if r != rid)
        items = [(f"http://{TV_DL}/{rid}/{f}", f) for f in files]
        head = link_header(
            [(f"http://doi.test/10.60522/{rid}", "cite-as", None)]
            + [(u, "item", CTYPES[f.rsplit(".", 1)[1]]) for u, f in items]
            + [(TV_O + b + "metadata.jsonld", "describedby", "application/ld+json")]
            + [(TV_O + b + "datacite.xml", "describedby", "application/vnd.datacite.datacite+xml")]
            + [("http://orcid.test/0000-0003-4444-1212", "author", None)]
            + [("http://spdx.test/licenses/CC-BY-4.0", "license", None)]
            + [("http://schema.test/Dataset", "type", None)]
        )
        pages[b] = Response.html(
            skin.page(
                title,
                f'<h1>{title}</h1><p>DOI: <a href="http://doi.test/10.60522/{rid}">10.60522/{rid}'
                "</a></p><h2>Files</h2>"
                + ul(items)
                + f'<p>Metadata: <a href="metadata.jsonld">JSON-LD</a> <a href="datacite.xml">'
                'DataCite XML</a></p><p>Contact: <a href="/contact/">data team</a></p>'
                f'<aside>Nearby records: <a href="/record/{other}/">{TV_RECS[other][0]}</a>'
                "</aside>",
            ),
            headers=[head],
        )
        pages[b + "metadata.jsonld"] = text_file(
            f'{{"@type": "Dataset", "name": "{title}"}}', "application/ld+json"
        )
        pages[b + "datacite.xml"] = text_file(
            f"<resource><titles><title>{title}</title></titles></resource>", "application/xml"
        )
        for f in files:
            ext = f.rsplit(".", 1)[1]
            if ext == "pdf":
                dl.add(f"/{rid}/{f}", pdf_file(title + " README"))
            elif ext == "csv":
                dl.add(f"/{rid}/{f}", csv_file("id,lat,lon", "1,52.1,5.3"))
            else:
                dl.add(f"/{rid}/{f}", Response.data(b"CDF\x01netcdf", CTYPES[ext]))
    return [skin.site(pages), dl]


# --- a maritime museum's WordPress blog presenting digitised collections ---------------

MB = host("blog", "harwichmaritime")
MB_O = f"http://{MB}"
MC = host("collections", "harwichmaritime")
MB_POSTS = {
    "/2024/02/14/the-shipyard-plans-are-now-online/": (
        "The shipyard plans are now online",
        "/collection/ship-plans",
    ),
    "/2024/05/30/digitising-the-lighthouse-logbooks/": (
        "Digitising the lighthouse logbooks",
        "/collection/lighthouse-logbooks",
    ),
}


def _museum_sites() -> list[Site]:
    skin = Skin(
        MB,
        "Harwich Maritime Museum Blog",
        '<header id="masthead" class="site-header"><p class="site-title"><a href="/" '
        'rel="home">Harwich Maritime Museum Blog</a></p><nav id="site-navigation" '
        'class="main-navigation"><ul id="primary-menu"><li><a href="http://www.'
        'harwichmaritime.test/visit">Visit</a></li><li><a href="/category/collections/">'
        'Collections</a></li><li><a href="/category/conservation/">Conservation</a></li>'
        '<li><a href="/about/">About</a></li></ul></nav></header>',
        '<aside id="secondary" class="widget-area"><section class="widget widget_search">'
        '<form role="search" action="/"><input name="s"></form></section><section '
        'class="widget widget_archive"><h2>Archives</h2><ul><li><a href="/2024/05/">May 2024'
        '</a></li><li><a href="/2024/02/">February 2024</a></li></ul></section></aside>'
        '<footer id="colophon"><a href="https://wordpress.test/">Proudly powered by WordPress'
        '</a> | <a href="https://www.instagram.test/harwichmaritime">Instagram</a></footer>',
        title_format="{title} \u2013 {name}",
    )
    pages: dict[str, PageValue] = {
        "/about/": skin.page("About", "<h1>About</h1>"),
        "/category/collections/": skin.page("Collections", "<h1>Collections</h1>"),
        "/category/conservation/": skin.page("Conservation", "<h1>Conservation</h1>"),
        "/2024/05/": skin.page("May 2024", "<h1>May 2024</h1>"),
        "/2024/02/": skin.page("February 2024", "<h1>February 2024</h1>"),
        "/author/ebramwell/": skin.page("Eleanor Bramwell", "<h1>Eleanor Bramwell</h1>"),
    }
    coll = Site(MC)
    paths = list(MB_POSTS)
    for i, (path, (title, cpath)) in enumerate(MB_POSTS.items()):
        other = paths[1 - i]
        pager = (
            f'<div class="nav-previous"><a href="{other}" rel="prev">{MB_POSTS[other][0]}</a></div>'
        )
        pages[path] = skin.page(
            title,
            f'<article class="post type-post status-publish"><header class="entry-header">'
            f'<h1 class="entry-title">{title}</h1><div class="entry-meta">Posted on <time>'
            '2024</time> by <a href="/author/ebramwell/">Eleanor Bramwell</a></div></header>'
            '<div class="entry-content"><p>After two years of work with volunteers we are '
            "delighted to announce that the collection is now freely available online. "
            f'Browse it in our <a href="http://{MC}{cpath}">online collections</a>.</p>'
            f'<figure class="wp-block-image"><img src="/wp-content/uploads/2024/0{i + 2}/'
            f'plate-{i}-1024x683.jpg" alt=""><figcaption>One of the items</figcaption></figure>'
            "<p>Many thanks to the Heritage Fund...</p></div>"
            '<footer class="entry-footer">Posted in <a href="/category/collections/">'
            "Collections</a></footer></article>"
            f'<nav class="navigation post-navigation">{pager}</nav>'
            '<div id="comments"><h2>2 thoughts on this post</h2><ol class="comment-list"><li>'
            'Wonderful! - Pat</li></ol><div id="respond"><form action="/wp-comments-post.php'
            '" method="post"><textarea name="comment"></textarea></form></div></div>',
            head=f'<link rel="alternate" type="application/rss+xml" href="{path}feed/">',
        )
        pages[f"/wp-content/uploads/2024/0{i + 2}/plate-{i}-1024x683.jpg"] = Response.data(
            b"\xff\xd8\xff plate", "image/jpeg"
        )
        coll.add(cpath, f"<!DOCTYPE html><title>{title} - Collections</title><h1>{title}</h1>")
    return [skin.site(pages), coll]


# --- a public library's Ghost blog -------------------------------------------------------

LB = host("blog", "orrisfieldlibrary")
LB_O = f"http://{LB}"
LD = host("digital", "orrisfieldlibrary")
LB_POST = "/digitising-the-orrisfield-almanacs/"


def _library_sites() -> list[Site]:
    skin = Skin(
        LB,
        "Orrisfield Library Blog",
        '<header class="gh-head"><a class="gh-head-logo" href="/">Orrisfield Library Blog</a>'
        '<nav class="gh-head-menu"><a href="/tag/local-history/">Local history</a> <a href="/'
        'tag/events/">Events</a> <a href="http://www.orrisfieldlibrary.test/">Library home'
        '</a></nav><a class="gh-head-btn" href="#/portal/signup">Subscribe</a></header>',
        '<footer class="gh-foot"><a href="/rss/">RSS</a> Powered by <a href="https://ghost.'
        'test/">Ghost</a></footer>',
        title_format="{title}",
        home_title="Orrisfield Library Blog",
    )
    title = "Digitising the Orrisfield almanacs, 1790-1880"
    pages: dict[str, PageValue] = {
        "/tag/local-history/": skin.page(
            "Local history - Orrisfield Library Blog", "<h1>Local history</h1>"
        ),
        "/tag/events/": skin.page("Events - Orrisfield Library Blog", "<h1>Events</h1>"),
        "/rss/": Response.data(b"<rss/>", "application/rss+xml"),
        "/author/priya/": skin.page("Priya Chandran", "<h1>Priya Chandran</h1>"),
        "/reading-room-reopens/": skin.page("The reading room reopens", "<h1>Reopens</h1>"),
        LB_POST: skin.page(
            title,
            f'<article class="gh-article post tag-local-history"><header><a href="/tag/local-'
            f'history/">Local history</a><h1 class="gh-article-title">{title}</h1><p>By '
            '<a href="/author/priya/">Priya Chandran</a> &middot; 6 min read</p></header>'
            '<section class="gh-content"><p>Ninety almanacs printed in Orrisfield are now '
            f'searchable in <a href="http://{LD}/collections/almanacs">Orrisfield Digital</a>, '
            f'starting with <a href="http://{LD}/items/alm-1790">the 1790 edition</a>.</p>'
            '<figure class="kg-card kg-image-card"><img src="/content/images/2024/03/'
            'almanac-1790.jpg"></figure><p>We scanned at 600 dpi...</p></section></article>'
            '<section class="gh-read-next"><h3>Read next</h3><a href="/reading-room-reopens/">'
            "The reading room reopens</a></section>",
        ),
        "/content/images/2024/03/almanac-1790.jpg": Response.data(
            b"\xff\xd8\xff alm", "image/jpeg"
        ),
    }
    digital = Site(LD)
    digital.add("/collections/almanacs", "<!DOCTYPE html><title>Almanacs</title><h1>Almanacs</h1>")
    digital.add("/items/alm-1790", "<!DOCTYPE html><title>Almanac 1790</title><h1>1790</h1>")
    return [skin.site(pages), digital]


# --- an Apache directory listing of a dataset ------------------------------------------

AX = host("ftp", "marlowgeodesy")
AX_O = f"http://{AX}"
AX_DIR = "/pub/datasets/gnss-tide-gauge-2021/"
AX_TREE = {
    "": ["README.txt", "MD5SUMS", "daily/", "docs/"],
    "daily/": ["2021-001.csv.gz", "2021-002.csv.gz", "2021-003.csv.gz"],
    "docs/": ["processing-notes.pdf", "station-photos/"],
    "docs/station-photos/": ["mrlw-north.png"],
}


def ax_members() -> list[str]:
    out = [AX_O + AX_DIR]
    for d, entries in AX_TREE.items():
        out += [AX_O + AX_DIR + d + e for e in entries]
    return out


def _autoindex(path: str, entries: list[str]) -> str:
    sort = "".join(
        f'<th><a href="?C={c};O=D">{label}</a></th>'
        for c, label in (("N", "Name"), ("M", "Last modified"), ("S", "Size"), ("D", "Description"))
    )
    rows = '<tr><td><a href="../">Parent Directory</a></td><td></td><td>-</td></tr>' + "".join(
        f'<tr><td><a href="{e}">{e}</a></td><td>2022-03-01 10:12</td><td>{"-" if e.endswith("/") else "14K"}</td></tr>'
        for e in entries
    )
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html><head><title>Index of '
        f"{path}</title></head><body><h1>Index of {path}</h1><table><tr>{sort}</tr>{rows}"
        "</table><address>Apache/2.4.41 (Ubuntu) Server at ftp.marlowgeodesy Port 80</address>"
        "</body></html>\n"
    )


def _ax_site() -> list[Site]:
    s = Site(AX, not_found=lambda r: apache_404(r.path, "Apache/2.4.41 (Ubuntu)"))
    s.add("/", _autoindex("/", ["pub/"]))
    s.add("/pub/", _autoindex("/pub", ["datasets/", "software/"]))
    s.add("/pub/software/", _autoindex("/pub/software", []))
    s.add("/pub/datasets/", _autoindex("/pub/datasets", ["gnss-tide-gauge-2021/", "gravity-2019/"]))
    s.add("/pub/datasets/gravity-2019/", _autoindex("/pub/datasets/gravity-2019", []))
    for d, entries in AX_TREE.items():
        s.add(AX_DIR + d, _autoindex((AX_DIR + d).rstrip("/"), entries))
        for e in entries:
            if e.endswith("/"):
                continue
            p = AX_DIR + d + e
            if e.endswith(".pdf"):
                s.add(p, pdf_file("GNSS tide gauge processing notes"))
            elif e.endswith(".png"):
                s.add(p, png_file())
            elif e.endswith(".gz"):
                s.add(p, Response.data(b"\x1f\x8b\x08\x00gz", "application/gzip"))
            else:
                s.add(p, text_file("GNSS co-located tide gauge, Marlow, 2021\n"))
    return [s]


def cases() -> list[Case]:
    out = []
    for slug in GC_SETS:
        other = next(s for s in GC_SETS if s != slug)
        # path_based: a Hugo-built catalogue keeps everything of a dataset under
        # /datasets/<slug>/ (files/, schema/, datapackage.json, CITATION.cff, the zip, the
        # older version's page and file); catalogue nav, tags, team, the paper and other
        # datasets are outside.  Truth: those URIs (the quicklook image is embedded).
        out.append(
            case(
                f"nyambo-{slug}",
                "research group data catalogue (Hugo static site)",
                "dataset",
                "path_based",
                f"{GC_O}/datasets/{slug}/",
                gc_members(slug),
                _gc_site,
                others=[f"{GC_O}/datasets/{other}/"],
            )
        )
    for rid in TV_RECS:
        other = next(r for r in TV_RECS if r != rid)
        # signposting: the landing page's Link header lists the files (item, on the download
        # host) and two metadata records (describedby); cite-as is the DOI, author/license/
        # type are not parts.  Truth: landing, items, describedby.
        out.append(
            case(
                f"terravelde-{rid}",
                "FAIR data catalogue (static pages with Signposting)",
                "dataset",
                "signposting",
                f"{TV_O}/record/{rid}/",
                tv_members(rid),
                _tv_sites,
                others=[f"{TV_O}/record/{other}/"],
            )
        )
    paths = list(MB_POSTS)
    for i, (path, (_t, cpath)) in enumerate(MB_POSTS.items()):
        # single_page: a blog post is a single artifact URI; the digitised collection it
        # presents is a separate artifact on the collections portal; images are embedded.
        out.append(
            case(
                f"harwich-blog-{i + 1}",
                "museum blog (WordPress)",
                "blog post",
                "single_page",
                MB_O + path,
                [MB_O + path],
                _museum_sites,
                others=[f"http://{MC}{cpath}", MB_O + paths[1 - i]],
            )
        )
    # single_page: a Ghost blog post; the almanacs it presents are items of the library's
    # digital-collections portal (other artifacts).
    out.append(
        case(
            "orrisfield-almanacs-post",
            "library blog (Ghost)",
            "blog post",
            "single_page",
            LB_O + LB_POST,
            [LB_O + LB_POST],
            _library_sites,
            others=[f"http://{LD}/collections/almanacs", f"http://{LD}/items/alm-1790"],
        )
    )
    # path_based: a dataset published as a directory tree: everything below the entry
    # directory (subdirectories two and three hops away); "Parent Directory" is outside.
    # Truth: directories and files; the column-sorting links (?C=N;O=D) only re-sort the
    # same listing and are not part.
    out.append(
        case(
            "marlow-gnss-tide-gauge-2021",
            "dataset directory listing (Apache autoindex)",
            "dataset",
            "path_based",
            AX_O + AX_DIR,
            ax_members(),
            _ax_site,
        )
    )
    return out
