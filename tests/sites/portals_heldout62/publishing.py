"""Publishing around EO data: an earth-science data publisher with signposting, a mission
news blog, a GIS question-and-answer forum and a remote-sensing notebook platform (eight
cases).

Why each expected heuristic (the seed, by portal shape):
- Earth-science data publisher: the landing page's HTTP Link header names the dataset's
  files (rel="item") and metadata records (rel="describedby"), the machine-readable boundary
  the seed describes: Signposting.
- Mission news blog: a blog post is a single artifact URI (Academic Room, Hypotheses,
  ScienceBlogs in the seed's table): Single Page.
- GIS question-and-answer forum: a discussion thread is one page (PubPeer, PubMed Commons):
  Single Page.
- Remote-sensing notebook platform: a dataset's data, versions and discussion pages sit
  under its path, and its files are on the platform's user-content domain (like Kaggle
  datasets): Path-Based with Externals.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, json_doc, pdfdoc, pngimg, text, tiff, ul, xml_doc, zipfile

# --- Earth-science data publisher with signposting ----------------------------------------

PUB = Chrome(
    "data.sedimenta-pub.hx62.example",
    "Sedimenta",
    [
        ("/search", "Search data"),
        ("/submit", "Submit data"),
        ("/about", "About"),
        ("/contact", "Contact"),
    ],
    [
        ("/terms", "Terms of use"),
        ("/imprint", "Imprint"),
        ("/privacy", "Privacy"),
        ("http://www.earthdata-alliance.test/", "Member of EarthData Alliance"),
    ],
    title_format="{title} - {name}",
)
RESOLVER = "doi.sedimenta-resolve.hx62.example"
PUB_DL = "download.sedimenta-pub.hx62.example"
PUB_SETS = {
    # id -> (title, files on the download host, metadata formats, children, parent, via DOI?)
    "902117": (
        "Grain-size analysis of sediment core GeoB23011-2, Benguela upwelling",
        [],
        ["datacite4", "iso19139", "jsonld"],
        [],
        "",
        True,
    ),
    "913640": (
        "Sentinel-1 derived landfast ice extent, Laptev Sea, 2015-2022",
        [f"landfast_ice_{y}.zip" for y in range(2015, 2023, 2)]
        + ["README.txt", "ice_mask_legend.pdf"],
        ["datacite4", "iso19139", "jsonld", "dif"],
        ["913641", "913642", "913643"],
        "913600",
        False,
    ),
}


def _pub_items(did: str) -> tuple[list[str], list[str]]:
    _t, files, fmts, _c, _p, _v = PUB_SETS[did]
    items = [PUB.url(f"/dataset/{did}?format=textfile"), PUB.url(f"/dataset/{did}?format=zip")]
    items += [f"http://{PUB_DL}/{did}/{f}" for f in files]
    described = [PUB.url(f"/dataset/{did}?format=metadata_{f}") for f in fmts]
    return items, described


def _pub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dl = Site(PUB_DL)
    dl.add("/", "<!DOCTYPE html><title>Sedimenta downloads</title><p>Download server</p>")
    resolver = Site(RESOLVER)
    resolver.add("/", "<!DOCTYPE html><title>Sedimenta DOI resolver</title><p>Resolver</p>")
    for did, (title, files, _fmts, children, parent, _via) in PUB_SETS.items():
        items, described = _pub_items(did)
        landing = PUB.url(f"/dataset/{did}")
        doi = f"http://{RESOLVER}/10.7791/SEDI.{did}"
        resolver.add(f"/10.7791/SEDI.{did}", Response.redirect(landing, 302))
        link = ", ".join(
            [
                f'<{doi}>; rel="cite-as"',
                '<http://schema.test/Dataset>; rel="type"',
                '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
                '<http://spdx.test/licenses/CC-BY-4.0>; rel="license"',
            ]
            + [f'<{u}>; rel="item"' for u in items]
            + [f'<{u}>; rel="describedby"; type="application/xml"' for u in described]
        )
        main = (
            f'<div class="citation"><b>Citation:</b> Vogt, R; Haddad, S (2023): {escape(title)}.'
            f' Sedimenta, <a href="{doi}">{doi}</a></div>'
            + (
                f'<p>Part of: <a href="/dataset/{parent}">Dataset collection {parent}</a></p>'
                if parent
                else ""
            )
            + "<h2>Download</h2>"
            + ul(
                [
                    (
                        u,
                        "Tab-delimited text"
                        if "textfile" in u
                        else "Zip archive"
                        if "=zip" in u
                        else u.rsplit("/", 1)[1],
                    )
                    for u in items
                ]
            )
            + "<h2>Metadata</h2>"
            + ul([(u, u.rsplit("_", 1)[1].upper()) for u in described])
            + (
                (
                    "<h2>Child datasets</h2>"
                    + ul([(f"/dataset/{c}", f"Dataset {c}") for c in children])
                )
                if children
                else ""
            )
            + '<p>License: <a href="http://creativecommons.test/licenses/by/4.0/">CC-BY-4.0</a>'
            "</p>"
        )
        pages[f"/dataset/{did}"] = Response.html(PUB.page(title, main), 200, [("Link", link)])
        pages[f"/dataset/{did}?format=textfile"] = text(
            f"/* DATA DESCRIPTION:\nCitation:\t{title}\n*/\nDepth [m]\tGrain size [µm]\n0.01\t41\n",
            "text/tab-separated-values; charset=utf-8",
        )
        pages[f"/dataset/{did}?format=zip"] = zipfile(did)
        for u in described:
            pages[u.removeprefix(PUB.origin)] = (
                json_doc(f'{{"@type":"Dataset","name":"{title}"}}')
                if u.endswith("jsonld")
                else xml_doc(f"<resource><title>{escape(title)}</title></resource>")
            )
        for f in files:
            dl.add(
                f"/{did}/{f}",
                text(f"{title}\n")
                if f.endswith(".txt")
                else pdfdoc(title, [f])
                if f.endswith(".pdf")
                else zipfile(f),
            )
        for other in [*children, *([parent] if parent else [])]:
            pages[f"/dataset/{other}"] = PUB.page(
                f"Dataset {other}", f"<h1>Dataset {other}</h1><p>Related.</p>"
            )
    return [PUB.site(pages), dl, resolver]


def _pub_case(name: str, detail: str, did: str) -> Case:
    _t, _f, _m, children, parent, via = PUB_SETS[did]
    items, described = _pub_items(did)
    landing = PUB.url(f"/dataset/{did}")
    entry = f"http://{RESOLVER}/10.7791/SEDI.{did}" if via else landing
    others = [PUB.url(f"/dataset/{c}") for c in [*children, *([parent] if parent else [])]]
    return case(
        name,
        f"earth-science data publisher ({detail})",
        "dataset",
        "signposting",
        entry,
        [landing, *items, *described],
        _pub_sites,
        others,
        landing if via else None,
    )


# --- Mission news blog --------------------------------------------------------------------

BLOG = Chrome(
    "blog.orbitnotes-mission.hx62.example",
    "OrbitNotes – the TIRSat mission blog",
    [
        ("/mission/", "Mission"),
        ("/data-access/", "Data access"),
        ("/team/", "Team"),
        ("/feed/", "RSS"),
    ],
    [
        ("/privacy-policy/", "Privacy policy"),
        ("/imprint/", "Imprint"),
        ("http://social.test/@tirsat", "Follow us"),
    ],
    skin="side",
)
POSTS = {
    "/2023/05/first-light-from-the-thermal-imager/": (
        "First light from the thermal imager",
        "instruments",
        [],
        "/2023/04/launch-window-confirmed/",
        "",
    ),
    "/2024/02/calibration-campaign-over-lake-tahoe-and-railroad-valley/": (
        "Calibration campaign over Lake Tahoe and Railroad Valley",
        "calibration",
        [
            ("http://data.sedimenta-pub.hx62.example/dataset/902117", "in-situ reference data"),
            ("http://www.video-share.test/watch?v=Tahoe24", "drone video of the buoys"),
        ],
        "/2023/05/first-light-from-the-thermal-imager/",
        "/2024/03/level-2-products-released/",
    ),
}


def _blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    archives = ul([("/2024/", "2024"), ("/2023/", "2023")])
    cats = ul(
        [(f"/category/{c}/", c.capitalize()) for c in ("instruments", "calibration", "releases")]
    )
    for path, (title, cat, ext, prev, nxt) in POSTS.items():
        refs = "".join(f'<p>See also the <a href="{u}">{escape(t)}</a>.</p>' for u, t in ext)
        gallery = "".join(
            f'<figure><img src="/wp-content/uploads{path}fig{i}.png" alt="">'
            f"<figcaption>Figure {i}</figcaption></figure>"
            for i in range(1, 4)
        )
        nav = f'<a rel="prev" href="{prev}">Previous post</a>' + (
            f' <a rel="next" href="{nxt}">Next post</a>' if nxt else ""
        )
        main = (
            f'<article class="post"><h1 class="entry-title">{escape(title)}</h1><p class="meta">'
            f'Posted in <a href="/category/{cat}/">{cat}</a> by <a href="/author/mreyes/">'
            f"M. Reyes</a></p><p>The thermal infrared sensor delivered its first images.</p>"
            f'{gallery}{refs}<iframe src="http://www.video-share.test/embed/Tahoe24"></iframe>'
            f'</article><nav class="post-nav">{nav}</nav><section id="comments"><h2>2 comments'
            '</h2><ol><li>Great work! <a href="#respond">Reply</a></li></ol><form action="/wp-'
            'comments-post.php" method="post" id="respond"><textarea name="comment"></textarea>'
            "</form></section>"
        )
        pages[path] = BLOG.page(
            title,
            main,
            aside=f"<h3>Archives</h3>{archives}<h3>Categories</h3>{cats}",
            share=BLOG.url(path),
        )
        for i in range(1, 4):
            pages[f"/wp-content/uploads{path}fig{i}.png"] = pngimg(i)
        for p in (prev, nxt):
            if p and p not in POSTS:
                pages[p] = BLOG.page("Earlier news", "<h1>Mission news</h1><p>Another post.</p>")
    for p in (
        "/2024/",
        "/2023/",
        "/author/mreyes/",
        *(f"/category/{c}/" for c in ("instruments", "calibration", "releases")),
    ):
        pages[p] = BLOG.page(
            "Archive", "<h1>Archive</h1>" + ul([(k, v[0]) for k, v in POSTS.items()])
        )
    pages["/feed/"] = xml_doc("<rss><channel><title>OrbitNotes</title></channel></rss>")
    return [BLOG.site(pages)]


def _blog_case(name: str, detail: str, path: str) -> Case:
    return case(
        name,
        f"mission news blog ({detail})",
        "blog post",
        "single_page",
        BLOG.url(path),
        [BLOG.url(path)],
        _blog_sites,
    )


# --- GIS question-and-answer forum --------------------------------------------------------

ASK = Chrome(
    "ask.gisxchange-forum.hx62.example",
    "GIS Xchange",
    [
        ("/questions", "Questions"),
        ("/tags", "Tags"),
        ("/users", "Users"),
        ("/unanswered", "Unanswered"),
    ],
    [
        ("/legal/terms", "Terms of service"),
        ("/legal/privacy", "Privacy"),
        ("/legal/cookies", "Cookie settings"),
        ("/help/badges", "Badges"),
    ],
)
THREADS = {
    # id -> (slug, title, tags, answers, linked question ids)
    48213: (
        "reproject-sentinel-2-tiles-to-a-common-utm-zone",
        "Reproject Sentinel-2 tiles to a common UTM zone before mosaicking?",
        ["gdal", "sentinel-2"],
        [48220],
        [40155],
    ),
    51877: (
        "why-does-my-lidar-dem-show-striping-along-flight-lines",
        "Why does my LiDAR DEM show striping along flight lines?",
        ["lidar", "dem", "pdal", "interpolation"],
        [51880, 51893, 51902, 52011],
        [33410, 47120, 50088],
    ),
}


def _ask_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    tags: set[str] = set()
    for qid, (slug, title, qtags, answers, linked) in THREADS.items():
        path = f"/questions/{qid}/{slug}"
        tags.update(qtags)
        tag_links = " ".join(
            f'<a class="post-tag" href="/questions/tagged/{t}">{t}</a>' for t in qtags
        )
        ans = "".join(
            f'<div class="answer" id="answer-{a}"><div class="votes">{7 - i}</div><p>Answer '
            f'text {a}.</p><a href="/a/{a}">Share</a> <a href="/users/{900 + i}/user{900 + i}">'
            f"user{900 + i}</a></div>"
            for i, a in enumerate(answers)
        )
        main = (
            f'<h1 itemprop="name">{escape(title)}</h1><div class="question"><div class="votes">'
            f'12</div><p>I have several tiles in different zones...</p><div class="tags">'
            f'{tag_links}</div><a href="/q/{qid}">Share</a> <a href="/users/77/kl-mapper">'
            f'kl_mapper</a></div><h2>{len(answers)} Answers</h2>{ans}<form action="/questions/'
            f'{qid}/answer/submit" method="post"><textarea name="post-text"></textarea></form>'
        )
        aside = "<h4>Linked</h4>" + ul([(f"/questions/{q}", f"Question {q}") for q in linked])
        pages[path] = ASK.page(title, main, aside=aside)
        pages[f"/q/{qid}"] = Response.redirect(path, 301)
        for a in answers:
            pages[f"/a/{a}"] = Response.redirect(f"{path}#answer-{a}", 301)
        for i, _a in enumerate(answers):
            pages[f"/users/{900 + i}/user{900 + i}"] = ASK.page(
                f"User user{900 + i}", "<h1>Profile</h1>"
            )
        for q in linked:
            pages[f"/questions/{q}"] = ASK.page(f"Question {q}", f"<h1>Question {q}</h1>")
    pages["/users/77/kl-mapper"] = ASK.page("User kl_mapper", "<h1>kl_mapper</h1>")
    for t in tags:
        pages[f"/questions/tagged/{t}"] = ASK.page(f"Questions tagged {t}", f"<h1>{t}</h1>")
    return [ASK.site(pages)]


def _ask_case(name: str, detail: str, qid: int) -> Case:
    slug, *_rest = THREADS[qid]
    return case(
        name,
        f"GIS question-and-answer forum ({detail})",
        "discussion",
        "single_page",
        ASK.url(f"/questions/{qid}/{slug}"),
        [ASK.url(f"/questions/{qid}/{slug}")],
        _ask_sites,
    )


# --- Remote-sensing notebook platform -----------------------------------------------------

LAB = Chrome(
    "www.rasterlab-hub.hx62.example",
    "RasterLab",
    [
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/competitions", "Competitions"),
        ("/learn", "Learn"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("http://blog.rasterlab.test/", "Blog"),
    ],
    skin="app",
)
UCONTENT = "storage.rasterlab-usercontent.hx62.example"
LAB_SETS = {
    # owner/slug -> (numeric id, title, files, versions, discussion topics, per page, notebooks)
    "ana-ortiz/amazon-burn-scars-2020": (
        1184201,
        "Amazon burn scars 2020 (Sentinel-2 derived)",
        ["burn_scars_2020.tif", "labels.csv"],
        2,
        [9911],
        10,
        ["bruno-k/burn-scar-unet"],
    ),
    "geo-ml/global-solar-farm-footprints": (
        1290377,
        "Global solar farm footprints from Sentinel-2 and SPOT",
        [
            "footprints.geojson",
            "footprints.parquet",
            "train_chips.zip",
            "val_chips.zip",
            "metadata.csv",
            "LICENSE.txt",
        ],
        4,
        [10233, 10240, 10302, 10388],
        2,
        ["lia-w/solar-detect-yolo", "geo-ml/footprints-eda"],
    ),
}


def _lab_paths(key: str) -> tuple[list[str], list[str]]:
    num, _t, files, versions, topics, per, _nb = LAB_SETS[key]
    b = f"/datasets/{key}"
    local = [b, f"{b}/data", f"{b}/code", f"{b}/discussion"]
    local += [f"{b}/versions/{v}" for v in range(1, versions + 1)]
    local += [f"{b}/discussion/{t}" for t in topics]
    local += [f"{b}/discussion?page={p}" for p in range(2, (len(topics) + per - 1) // per + 1)]
    ext = [f"http://{UCONTENT}/datasets/{num}/v{versions}/{f}" for f in files]
    ext.append(f"http://{UCONTENT}/datasets/{num}/v{versions}/archive.zip")
    for v in range(1, versions):
        ext.append(f"http://{UCONTENT}/datasets/{num}/v{v}/archive.zip")
    return local, ext


def _lab_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store = Site(UCONTENT)
    store.add("/", "<!DOCTYPE html><title>RasterLab user content</title><p>Storage</p>")
    for key, (num, title, files, versions, topics, per, notebooks) in LAB_SETS.items():
        b = f"/datasets/{key}"
        owner = key.split("/")[0]
        cur = f"http://{UCONTENT}/datasets/{num}/v{versions}"
        tabs = ul(
            [
                (b, "Overview"),
                (f"{b}/data", "Data"),
                (f"{b}/code", "Code"),
                (f"{b}/discussion", "Discussion"),
            ],
            "tabs",
        )
        head = (
            f'<h1>{escape(title)}</h1><p>by <a href="/{owner}">{owner}</a> · Version '
            f'{versions} · <a href="{cur}/archive.zip">Download (all files)</a></p>{tabs}'
        )
        vers = ul([(f"{b}/versions/{v}", f"Version {v}") for v in range(versions, 0, -1)])
        pages[b] = LAB.page(
            title,
            head + "<h2>About Dataset</h2><p>Polygons and rasters.</p>"
            '<p>License: <a href="http://creativecommons.test/by-sa/4.0/">CC BY-SA'
            "</a></p>",
            aside="<h3>Versions</h3>" + vers,
            share=LAB.url(b),
        )
        pages[f"{b}/data"] = LAB.page(
            f"Data – {title}", head + ul([(f"{cur}/{f}", f) for f in files], "file-tree")
        )
        pages[f"{b}/code"] = LAB.page(
            f"Code – {title}", head + ul([(f"/code/{n}", n) for n in notebooks])
        )
        npages = (len(topics) + per - 1) // per
        for p in range(1, npages + 1):
            chunk = topics[(p - 1) * per : p * per]
            nxt = f'<a href="{b}/discussion?page={p + 1}">Older topics</a>' if p < npages else ""
            key_p = f"{b}/discussion" + (f"?page={p}" if p > 1 else "")
            pages[key_p] = LAB.page(
                f"Discussion – {title}",
                head + ul([(f"{b}/discussion/{t}", f"Topic {t}") for t in chunk]) + f"<p>{nxt}</p>",
            )
        for t in topics:
            pages[f"{b}/discussion/{t}"] = LAB.page(
                f"Topic {t}",
                f'<h1>Topic {t}</h1><p><a href="{b}/discussion">All topics</a> · '
                f'<a href="/{owner}">{owner}</a></p>',
            )
        for v in range(1, versions + 1):
            vz = f"http://{UCONTENT}/datasets/{num}/v{v}/archive.zip"
            pages[f"{b}/versions/{v}"] = LAB.page(
                f"Version {v} – {title}",
                f'<h1>Version {v}</h1><p><a href="{vz}">Download '
                f'version {v}</a></p><p><a href="{b}">Current version</a></p>',
            )
            store.add(f"/datasets/{num}/v{v}/archive.zip", zipfile(f"v{v}"))
        for f in files:
            store.add(
                f"/datasets/{num}/v{versions}/{f}",
                tiff(f)
                if f.endswith(".tif")
                else zipfile(f)
                if f.endswith(".zip")
                else json_doc("{}")
                if f.endswith("json")
                else text(f"{f}\n"),
            )
        pages[f"/{owner}"] = LAB.page(owner, f"<h1>{owner}</h1><p>Datasets and notebooks.</p>")
        for n in notebooks:
            pages[f"/code/{n}"] = LAB.page(n, f"<h1>Notebook {n}</h1>")
    return [LAB.site(pages), store]


def _lab_case(name: str, detail: str, key: str) -> Case:
    local, ext = _lab_paths(key)
    return case(
        name,
        f"remote-sensing notebook platform ({detail})",
        "dataset",
        "path_based_externals",
        LAB.url(f"/datasets/{key}"),
        [LAB.url(p) for p in local] + ext,
        _lab_sites,
        [LAB.url(f"/code/{n}") for n in LAB_SETS[key][6]],
    )


CASES: list[Case] = [
    # The landing page's Link header names its items and metadata: signposting (the DOI
    # redirects to the landing page).
    _pub_case("pub-grain-size", "DOI redirect, table and three metadata formats", "902117"),
    # Harder: six items on the download host, four metadata formats, child datasets
    # linked only in HTML: signposting.
    _pub_case("pub-landfast-ice", "six files on a download host, child datasets", "913640"),
    # A blog post is one artifact URI: single_page.
    _blog_case(
        "blog-first-light", "post with figures", "/2023/05/first-light-from-the-thermal-imager/"
    ),
    # Harder: outside references, video, previous/next posts: single_page.
    _blog_case(
        "blog-calibration",
        "post with outside references and video",
        "/2024/02/calibration-campaign-over-lake-tahoe-and-railroad-valley/",
    ),
    # A discussion thread is one page (PubPeer): single_page.
    _ask_case("ask-reproject", "one answer", 48213),
    # Harder: four answers with share short-links, linked questions: single_page.
    _ask_case("ask-lidar-striping", "four answers, linked questions", 51877),
    # Dataset tabs under its path, files on the user-content domain (Kaggle):
    # path_based_externals.
    _lab_case("lab-burn-scars", "two files, two versions", "ana-ortiz/amazon-burn-scars-2020"),
    # Harder: four versions with their archives, paged discussion, six files:
    # path_based_externals.
    _lab_case(
        "lab-solar-farms",
        "six files, four versions, paged discussion",
        "geo-ml/global-solar-farm-footprints",
    ),
]
