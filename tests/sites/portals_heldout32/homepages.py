"""Personal scholarly pages: a department's ~user paper directory, a Hugo-Academic-like
personal site, bare hand-written supplementary pages, hand-made project pages and a
Jekyll research blog."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import (
    Skin,
    apache_404,
    bare,
    bibtex,
    csv_file,
    host,
    mp4_file,
    pdf_file,
    targz_file,
    text_file,
    ul,
    zip_file,
)

# --- a department web server with ~user directories (hand-written HTML) -----------------

DEPT = host("people", "veldmarkcs")
KALTURA = host("media", "veldmarkstream")
DEPT_O = f"http://{DEPT}"
OKAFOR = f"{DEPT_O}/~okafor"
SIGIR = f"{OKAFOR}/papers/sigir24/"
KAL_VIDEO = f"http://{KALTURA}/media/t/1_q8z3k2v7"


def _dept_sites() -> list[Site]:
    dept = Site(DEPT, not_found=lambda r: apache_404(r.path, "Apache/2.4.57 (Debian)"))
    dept.add(
        "/",
        bare(
            "Department of Computer Science - Veldmark University - People",
            '<h1>Department of Computer Science</h1><p><a href="http://www.veldmark.test/">'
            "Veldmark University</a> | People pages</p><h2>Faculty</h2>"
            + ul(
                [
                    ("/~okafor/", "Chinwe Okafor"),
                    ("/~brandt/", "Jonas Brandt"),
                    ("/~mirzakhani/", "Leila Mirzakhani"),
                ]
            )
            + '<p><a href="/policies.html">Policies for personal pages</a> - '
            '<a href="mailto:webmaster@veldmark.test">webmaster</a></p>',
        ),
    )
    dept.add("/policies.html", bare("Personal page policies", "<h1>Policies</h1><p>Be nice.</p>"))
    for u, who in (("brandt", "Jonas Brandt"), ("mirzakhani", "Leila Mirzakhani")):
        dept.add(f"/~{u}/", bare(who, f"<h1>{who}</h1><p>Associate Professor.</p>"))
    dept.add(
        "/~okafor/",
        bare(
            "Chinwe Okafor",
            '<table><tr><td><img src="okafor.png" width="120"></td><td><h1>Chinwe Okafor</h1>'
            "Assistant Professor, Information Retrieval group<br>Room 3.14, Veldmark CS</td>"
            "</tr></table><h2>Recent</h2>"
            + ul(
                [
                    ("papers/sigir24/", "QueryLens (SIGIR 2024)"),
                    ("papers/sigir24-workshop/", "QueryLens workshop version"),
                    ("papers/ecir23/", "Dense pruning (ECIR 2023)"),
                ]
            )
            + '<p><a href="publications.html">All publications</a> | '
            '<a href="teaching.html">Teaching</a> | <a href="cv.pdf">CV</a></p>',
        ),
    )
    dept.add("/~okafor/okafor.png", Response.data(b"\x89PNG fake portrait", "image/png"))
    dept.add("/~okafor/cv.pdf", pdf_file("Chinwe Okafor - CV"))
    dept.add(
        "/~okafor/publications.html",
        bare(
            "Chinwe Okafor - Publications",
            "<h1>Publications</h1>"
            + ul(
                [
                    ("papers/sigir24/", "QueryLens: explaining query reformulations"),
                    ("papers/sigir24-workshop/", "QueryLens (workshop)"),
                    ("papers/ecir23/", "Dense pruning"),
                ]
            ),
        ),
    )
    dept.add("/~okafor/teaching.html", bare("Teaching", "<h1>Teaching</h1><p>IR 2024</p>"))
    for slug, t in (("sigir24-workshop", "QueryLens (workshop)"), ("ecir23", "Dense pruning")):
        dept.add(
            f"/~okafor/papers/{slug}/",
            bare(t, f'<h1>{t}</h1><p><a href="{slug}.pdf">PDF</a></p>'),
        )
        dept.add(f"/~okafor/papers/{slug}/{slug}.pdf", pdf_file(t))
    title = "QueryLens: Explaining Query Reformulations in Conversational Search"
    p = "/~okafor/papers/sigir24/"
    dept.add(
        p,
        bare(
            title + " (SIGIR 2024)",
            f'<p><a href="../../">&larr; Chinwe Okafor</a> | <a href="../../publications.html">'
            f"publications</a></p><h1>{title}</h1>"
            '<p><a href="/~okafor/">Chinwe Okafor</a>, <a href="/~brandt/">Jonas Brandt</a>, '
            "Priya Raman.<br><i>Proc. SIGIR 2024</i>, Washington D.C.</p>"
            "<h3>Abstract</h3><p>We present QueryLens, a method to explain why users reformulate "
            "queries in conversational search sessions...</p><h3>Materials</h3><ul>"
            '<li><a href="okafor-sigir24.pdf">Paper (PDF, author version)</a></li>'
            '<li><a href="slides.pdf">Slides</a> &middot; <a href="poster.pdf">Poster</a></li>'
            f'<li><a href="{KAL_VIDEO}">Talk recording</a> (Veldmark MediaSpace)</li>'
            '<li><a href="code/">Code</a> &middot; <a href="data/">Relevance judgements and '
            "runs</a></li>"
            '<li><a href="sigir24.bib">BibTeX</a></li>'
            '<li>Published version: <a href="http://doi.example.test/10.1145/3626772.3657001">'
            "doi:10.1145/3626772.3657001</a></li></ul>"
            '<p>An earlier version appeared at a workshop: <a href="../sigir24-workshop/">'
            "QueryLens workshop paper</a>.</p><hr><small>Last modified: 12 July 2024</small>",
        ),
    )
    dept.add(p + "okafor-sigir24.pdf", pdf_file(title, "Chinwe Okafor, Jonas Brandt"))
    dept.add(p + "slides.pdf", pdf_file(title + " - slides"))
    dept.add(p + "poster.pdf", pdf_file(title + " - poster"))
    dept.add(p + "sigir24.bib", bibtex("okafor2024querylens", title, "Okafor, C.", 2024, "SIGIR"))
    dept.add(
        p + "code/",
        bare(
            "QueryLens code",
            '<h1>QueryLens code</h1><p><a href="../">back to the paper</a></p><ul>'
            '<li><a href="querylens-0.3.tar.gz">querylens-0.3.tar.gz</a> (release used in '
            'the paper)</li><li><a href="README.txt">README</a></li></ul>',
        ),
    )
    dept.add(p + "code/querylens-0.3.tar.gz", targz_file("querylens 0.3"))
    dept.add(p + "code/README.txt", text_file("QueryLens 0.3\n\npip install .\n"))
    dept.add(
        p + "data/",
        bare(
            "QueryLens data",
            '<h1>Data</h1><p><a href="../">back</a></p><ul><li><a href="qrels.tsv">qrels.tsv</a>'
            '</li><li><a href="runs.zip">runs.zip</a> (all submitted runs)</li></ul>',
        ),
    )
    dept.add(p + "data/qrels.tsv", csv_file("qid\tdocid\trel", "1\td17\t2", "1\td30\t0"))
    dept.add(p + "data/runs.zip", zip_file({"run1.txt": "1 Q0 d17 1 9.1 ql\n"}))
    media = Skin(
        KALTURA,
        "Veldmark MediaSpace",
        '<header><a href="/">MediaSpace</a> <a href="/channels">Channels</a> '
        '<a href="/user/login">Guest</a></header>',
        '<footer><a href="/terms">Terms</a></footer>',
    )
    msite = media.site(
        {
            "/media/t/1_q8z3k2v7": media.page(
                "QueryLens talk (SIGIR 2024)",
                "<h1>QueryLens talk</h1><video controls></video><p>Uploaded by okafor</p>",
            )
        }
    )
    return [dept, msite]


# --- Hugo Academic (Wowchemy)-like personal site ----------------------------------------

INES = host("www", "inesarbeloa")
INES_O = f"http://{INES}"
_NAV = (
    '<nav class="navbar"><a class="navbar-brand" href="/">Ines Arbeloa</a><ul>'
    '<li><a href="/#about">Home</a></li><li><a href="/publication/">Publications</a></li>'
    '<li><a href="/talk/">Talks</a></li><li><a href="/project/">Projects</a></li>'
    '<li><a href="/uploads/arbeloa-cv.pdf">CV</a></li><li><a href="/#contact">Contact</a></li>'
    '</ul><a class="js-search" href="/#search" aria-label="Search">Search</a></nav>'
)
_FOOT = (
    '<footer class="site-footer"><p class="powered-by">&copy; 2024 Ines Arbeloa &middot; '
    '<a href="https://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a> &middot; Published '
    'with <a href="https://wowchemy.test/" target="_blank">Wowchemy</a> &mdash; the free, '
    '<a href="https://github.test/wowchemy/wowchemy-hugo-themes">open source</a> website '
    "builder that empowers creators.</p></footer>"
)
_PUBS = {
    "coastal-flux-2023": (
        "Tidal pumping controls carbon flux in a mesotidal salt marsh",
        "Estuarine, Coastal and Shelf Science",
        "marsh-flux-talk",
    ),
    "seagrass-lidar-2022": (
        "Mapping seagrass canopy height with bathymetric lidar",
        "Remote Sensing of Environment",
        "seagrass-lidar-egu",
    ),
}


def _ines_site() -> list[Site]:
    skin = Skin(
        INES,
        "Ines Arbeloa",
        _NAV,
        _FOOT,
        title_format="{title} | {name}",
        home_main='<section id="about"><h1>Ines Arbeloa</h1><p>Coastal biogeochemist, '
        'postdoc at ...</p></section><section id="contact"><a href="mailto:ines@ex.test">'
        'Email</a> <a href="https://twitter.test/inesarbeloa">Twitter</a></section>'
        '<section><h2>Recent Publications</h2><a href="/publication/coastal-flux-2023/">'
        "Tidal pumping...</a></section>",
    )
    pages: dict[str, PageValue] = {
        "/uploads/arbeloa-cv.pdf": pdf_file("Ines Arbeloa CV"),
        "/publication/": skin.page(
            "Publications",
            "<h1>Publications</h1>"
            + ul([(f"/publication/{s}/", t) for s, (t, _v, _k) in _PUBS.items()]),
        ),
        "/talk/": skin.page(
            "Talks", "<h1>Talks</h1>" + ul([(f"/talk/{k}/", k) for _t, _v, k in _PUBS.values()])
        ),
        "/project/": skin.page("Projects", "<h1>Projects</h1><p>Blue carbon</p>"),
        "/project/blue-carbon/": skin.page("Blue carbon", "<h1>Blue carbon</h1>"),
    }
    for slug, (title, venue, talk) in _PUBS.items():
        other = next(s for s in _PUBS if s != slug)
        base = f"/publication/{slug}/"
        pages[base] = skin.page(
            title,
            f'<div class="pub"><h1>{title}</h1><div class="article-metadata">'
            '<span><a href="/author/ines-arbeloa/">Ines Arbeloa</a></span>, <span>'
            "Tom&aacute;s Ruiz</span>, <span>Hanne Dahl</span> &middot; <span>2023</span></div>"
            '<div class="btn-links">'
            f'<a class="btn" href="{base}{slug}.pdf">PDF</a> '
            '<a class="btn js-cite-modal" data-filename="' + base + 'cite.bib" '
            f'href="{base}cite.bib">Cite</a> '
            f'<a class="btn" href="https://github.test/arbeloa/{slug}">Code</a> '
            f'<a class="btn" href="https://zenodo.test/records/77{len(slug)}1">Dataset</a> '
            f'<a class="btn" href="/slides/{talk}/">Slides</a> '
            f'<a class="btn" href="https://doi.test/10.1016/j.ecss.2023.{len(slug)}">DOI</a>'
            "</div><h3>Abstract</h3><p>We measured porewater exchange over spring-neap "
            f"cycles...</p><p>Type: Journal article. Publication: <em>{venue}</em></p>"
            '<div class="article-tags"><a href="/tag/salt-marsh/">Salt marsh</a> '
            '<a href="/tag/carbon/">Carbon</a></div>'
            '<div class="share-box"><a href="https://twitter.test/intent/tweet?url=x">Tweet</a>'
            ' <a href="https://www.linkedin.test/shareArticle?url=x">LinkedIn</a></div>'
            '<div class="media author-card"><a href="/author/ines-arbeloa/">Ines Arbeloa</a>'
            "</div>"
            f'<div class="article-widget"><h3>Related</h3><ul><li><a href="/publication/{other}/">'
            f'{_PUBS[other][0]}</a></li><li><a href="/talk/{talk}/">Talk at the conference'
            "</a></li></ul></div></div>",
        )
        pages[base + f"{slug}.pdf"] = pdf_file(title)
        pages[base + "cite.bib"] = bibtex(slug, title, "Arbeloa, Ines", 2023, venue)
        pages[f"/slides/{talk}/"] = skin.page(
            f"Slides: {title}",
            '<div class="reveal"><div class="slides"><section><h1>'
            f"{title}</h1></section><section>Methods</section></div></div>",
        )
        pages[f"/talk/{talk}/"] = skin.page(talk, f"<h1>Talk</h1><p>{title}</p>")
    for t in ("salt-marsh", "carbon"):
        pages[f"/tag/{t}/"] = skin.page(t, f"<h1>{t}</h1>")
    pages["/author/ines-arbeloa/"] = skin.page("Ines Arbeloa", "<h1>Ines Arbeloa</h1>")
    return [skin.site(pages)]


# --- bare, hand-written supplementary-material pages (no navigation at all) -------------

KOWAL = host("www", "kowalczykmath")
VANTERP = host("homes", "vanterpoolphys")


def _bare_sites() -> list[Site]:
    k = Site(KOWAL, not_found=lambda r: apache_404(r.path, "nginx"))
    k.add(
        "/",
        bare(
            "Marta Kowalczyk",
            '<h1>Marta Kowalczyk</h1><p>Combinatorics. <a href="papers.html">Papers</a></p>',
        ),
    )
    k.add("/papers.html", bare("Papers", '<a href="supp/ramsey-flags/">Ramsey flags</a>'))
    k.add(
        "/supp/ramsey-flags/",
        bare(
            "Supplementary material: Flag algebra bounds for small Ramsey numbers",
            "<h2>Flag algebra bounds for small Ramsey numbers</h2>"
            "<p>Supplementary material for the paper by M. Kowalczyk and D. Osei.</p><ul>"
            '<li><a href="certificates.tar.gz">SDP certificates</a> (all flags, 410 MB '
            "uncompressed)</li>"
            '<li><a href="verify.py">verify.py</a> - exact rational verification script</li>'
            '<li><a href="flags-n7.txt">flags-n7.txt</a> - list of the 1044 flags of order 7</li>'
            '<li><a href="appendix.pdf">appendix.pdf</a> - the omitted proofs</li></ul>'
            "<p>Questions: kowalczyk at kowalczykmath dot example</p>",
        ),
    )
    k.add("/supp/ramsey-flags/certificates.tar.gz", targz_file("sdp certificates"))
    k.add("/supp/ramsey-flags/verify.py", text_file("from fractions import Fraction\n"))
    k.add("/supp/ramsey-flags/flags-n7.txt", text_file("0 1 0 1 1 0 1\n"))
    k.add("/supp/ramsey-flags/appendix.pdf", pdf_file("Appendix: omitted proofs"))
    v = Site(VANTERP, not_found=lambda r: apache_404(r.path, "Apache"))
    v.add("/", bare("homes", "<p>Physics homes server</p>"))
    v.add(
        "/rvanterpool/poster-aps2024.html",
        bare(
            "APS March Meeting 2024 poster: Phonon drag in twisted bilayers",
            '<body bgcolor="#ffffff"><center><h2>Phonon drag in twisted bilayer graphene</h2>'
            "<p>R. van Terpool, APS March Meeting 2024, poster session K00.212</p>"
            '<p><a href="files/vanterpool-aps2024-poster.pdf">Poster (PDF, A0)</a><br>'
            '<a href="files/poster-lightning-talk.mp4">2-minute lightning talk (MP4)</a><br>'
            '<a href="files/drag-data.csv">Data behind Fig. 2</a><br>'
            '<a href="files/handout.pdf">Handout</a></p><p><img src="files/qr.png"></p></center>',
        ),
    )
    v.add(
        "/rvanterpool/files/vanterpool-aps2024-poster.pdf",
        pdf_file("Phonon drag in twisted bilayer graphene"),
    )
    v.add("/rvanterpool/files/poster-lightning-talk.mp4", mp4_file("lightning"))
    v.add("/rvanterpool/files/drag-data.csv", csv_file("T_K,rho_drag", "4,0.12", "10,0.4"))
    v.add("/rvanterpool/files/handout.pdf", pdf_file("Phonon drag handout"))
    v.add("/rvanterpool/files/qr.png", Response.data(b"\x89PNG qr", "image/png"))
    return [k, v]


# --- hand-made project pages on a personal domain (title = project name only) -----------

HOLM = host("www", "ragnheidurholm")
KESTREL = "KESTREL: Kelp Ecosystem Surveys with Towed Recorders"
FJORD = "FjordLight: Underwater Light Climate in West Norwegian Fjords"


def _holm_site() -> list[Site]:
    s = Site(HOLM, not_found=lambda r: apache_404(r.path, "Apache"))
    nav = (
        '<p class="nav"><a href="/index.html">Ragnheidur Holm</a> | <a href="/cv.html">CV</a>'
        ' | <a href="/kestrel.html">KESTREL</a> | <a href="/fjordlight.html">FjordLight</a></p>'
    )
    s.add("/", bare("Ragnheidur Holm", nav + "<h1>Ragnheidur Holm</h1><p>Marine ecologist.</p>"))
    s.add("/index.html", bare("Ragnheidur Holm", nav + "<h1>Ragnheidur Holm</h1>"))
    s.add("/cv.html", bare("Ragnheidur Holm - CV", nav + "<h1>CV</h1>"))
    fsub = [("fjordlight-instruments.html", "Instruments"), ("fjordlight-results.html", "Results")]
    s.add(
        "/fjordlight.html",
        bare(
            FJORD,
            nav + f"<h1>{FJORD}</h1><p>Light attenuation and spectral irradiance in four "
            "fjords, 2019-2022.</p>" + ul(fsub) + '<p>Sister project: <a href="/kestrel.html">'
            "KESTREL</a>.</p>",
        ),
    )
    for fh, ft in fsub:
        s.add(
            "/" + fh,
            bare(
                f"{ft} - FjordLight",
                nav + f'<p>Part of <a href="fjordlight.html">{FJORD}</a></p><h1>{ft}</h1>'
                "<p>Radiometers at 1, 5 and 10 m...</p>",
            ),
        )
    sub = [
        ("kestrel-methods.html", "Methods"),
        ("kestrel-sites.html", "Survey sites"),
        ("kestrel-team.html", "Team"),
    ]
    s.add(
        "/kestrel.html",
        bare(
            KESTREL,
            nav + f"<h1>{KESTREL}</h1><p>A three-year project (2021-2024) surveying kelp "
            "forests along the Norwegian coast with towed video and acoustic recorders, "
            "funded by the Research Council.</p><h2>Project pages</h2>"
            + ul([(h, t) for h, t in sub])
            + '<p>Final report: <a href="docs/kestrel-final-report.pdf">PDF</a>. The survey '
            'videos are archived at <a href="http://doi.test/10.5281/zenodo.99120">Zenodo</a>.'
            '</p><p>Partners: <a href="http://www.imr.test/">IMR</a>, '
            '<a href="/fjordlight.html">our FjordLight project</a>.</p>',
        ),
    )
    for h, t in sub:
        s.add(
            "/" + h,
            bare(
                f"{KESTREL} - {t}",
                nav + f'<p><a href="kestrel.html">{KESTREL}</a> &gt; {t}</p><h1>{t}</h1><p>...</p>',
            ),
        )
    s.add(
        "/docs/kestrel-final-report.pdf",
        pdf_file(KESTREL, "Final report to the Research Council", "R. Holm et al., 2024"),
    )
    return [s]


# --- a Jekyll (minima) research blog ----------------------------------------------------

BLOG = host("blog", "sundquistlab")
POSTS = {
    "/2024/03/11/why-our-replication-failed.html": "Why our replication failed (and what we "
    "learned)",
    "/2024/05/02/field-season-diary.html": "Field season diary: counting voles in Lapland",
}


def _blog_site() -> list[Site]:
    skin = Skin(
        BLOG,
        "Sundquist Lab Blog",
        '<header class="site-header"><a class="site-title" href="/">Sundquist Lab Blog</a>'
        '<nav class="site-nav"><a class="page-link" href="/about/">About</a>'
        '<a class="page-link" href="/people/">People</a><a class="page-link" '
        'href="/publications/">Publications</a></nav></header>',
        '<footer class="site-footer"><h2 class="footer-heading">Sundquist Lab Blog</h2>'
        '<a href="/feed.xml">Subscribe via RSS</a> <a href="https://github.test/sundquistlab">'
        'GitHub</a> <a href="https://mastodon.test/@sundquistlab">Mastodon</a></footer>',
        title_format="{title} | {name}",
        home_main='<h1>Posts</h1><ul class="post-list">'
        + "".join(f'<li><a href="{p}">{t}</a></li>' for p, t in POSTS.items())
        + "</ul>",
    )
    pages: dict[str, PageValue] = {
        "/about/": skin.page("About", "<h1>About</h1>"),
        "/people/": skin.page("People", "<h1>People</h1>"),
        "/publications/": skin.page("Publications", "<h1>Publications</h1>"),
        "/feed.xml": Response.data(b"<feed/>", "application/atom+xml"),
        "/tags/replication/": skin.page("replication", "<h1>replication</h1>"),
        "/tags/fieldwork/": skin.page("fieldwork", "<h1>fieldwork</h1>"),
    }
    paths = list(POSTS)
    for i, (path, title) in enumerate(POSTS.items()):
        other = paths[1 - i]
        pages[path] = skin.page(
            title,
            f'<article class="post h-entry"><header><h1 class="post-title p-name">{title}</h1>'
            '<p class="post-meta"><time>2024</time> &bull; <a href="/people/#asa">Asa '
            'Sundquist</a></p></header><div class="post-content e-content"><p>Long text...</p>'
            '<p>The preregistration is on <a href="http://osf.test/x7k2p/">OSF</a> and the '
            'paper is <a href="http://doi.test/10.1098/rsos.231">here</a>.</p>'
            '<figure><img src="/assets/img/voles.png" alt=""></figure></div>'
            f'<p>Tags: <a href="/tags/{"replication" if i == 0 else "fieldwork"}/">tag</a></p>'
            f'<nav class="pager"><a href="{other}">Other post</a></nav>'
            '<div id="disqus_thread"></div><script src="https://sundquistlab.disqus.test/embed.js">'
            "</script></article>",
        )
    pages["/assets/img/voles.png"] = Response.data(b"\x89PNG voles", "image/png")
    return [skin.site(pages)]


def cases() -> list[Case]:
    from ._kit import case

    sig = SIGIR
    ines = [f"{INES_O}/publication/{s}/" for s in _PUBS]
    out = [
        # path_based: the paper's own directory under a ~user page holds every file of it
        # (PDF, slides, poster, bib, code/ and data/ sub-listings, each one more hop);
        # the ~user nav, the sibling "sigir24-workshop/" paper and the external video portal
        # fall outside the entry's path.  Truth: the directory's pages and files.
        case(
            "okafor-sigir24-paper-dir",
            "personal academic homepage (department ~user directory)",
            "paper with materials",
            "path_based",
            sig,
            [
                sig,
                sig + "okafor-sigir24.pdf",
                sig + "slides.pdf",
                sig + "poster.pdf",
                sig + "sigir24.bib",
                sig + "code/",
                sig + "code/querylens-0.3.tar.gz",
                sig + "code/README.txt",
                sig + "data/",
                sig + "data/qrels.tsv",
                sig + "data/runs.zip",
            ],
            _dept_sites,
            others=[KAL_VIDEO, f"{OKAFOR}/papers/sigir24-workshop/"],
        ),
    ]
    for i, (slug, (_t, _v, talk)) in enumerate(_PUBS.items()):
        b = ines[i]
        # single_page_plus_ignored: a single-hop paper page (Hugo Academic "publication"):
        # PDF, cite.bib and the reveal.js slides page are one hop away, but /slides/ is
        # outside the page's path; navbar/footer repeat on the homepage and 404 page and are
        # ignored.  Truth: page, PDF, cite.bib, slides page.  Code/dataset/DOI live on other
        # portals (separate artifacts); "Related" links are other artifacts.
        out.append(
            case(
                f"arbeloa-{slug}",
                "personal academic site (Hugo Academic)",
                "paper page",
                "single_page_plus_ignored",
                b,
                [b, f"{b}{slug}.pdf", f"{b}cite.bib", f"{INES_O}/slides/{talk}/"],
                _ines_site,
                others=[ines[1 - i], f"{INES_O}/talk/{talk}/"],
            )
        )
    kr = f"http://{KOWAL}/supp/ramsey-flags/"
    vp = f"http://{VANTERP}/rvanterpool/"
    out += [
        # single_page_plus: a bare hand-written page whose only links are its own files -
        # no chrome to ignore.  Truth: the page and its four files.
        case(
            "kowalczyk-ramsey-supp",
            "hand-written supplementary page",
            "supplementary material",
            "single_page_plus",
            kr,
            [kr]
            + [kr + f for f in ("certificates.tar.gz", "verify.py", "flags-n7.txt")]
            + [kr + "appendix.pdf"],
            _bare_sites,
        ),
        # single_page_plus: a poster's QR-code landing page, links only to its own files
        # (the QR image is embedded).  Truth: the page, poster, talk MP4, data, handout.
        case(
            "vanterpool-aps-poster",
            "hand-written supplementary page",
            "poster",
            "single_page_plus",
            vp + "poster-aps2024.html",
            [vp + "poster-aps2024.html"]
            + [
                vp + "files/" + f
                for f in (
                    "vanterpool-aps2024-poster.pdf",
                    "poster-lightning-talk.mp4",
                    "drag-data.csv",
                    "handout.pdf",
                )
            ],
            _bare_sites,
        ),
    ]
    h = f"http://{HOLM}/"
    # sig_title: the <title> is the bare project name, and every project page (sibling
    # files, not a directory) and the final report PDF (its text shows the title) contain
    # it; the personal nav, CV, the other project and the partners do not.  Truth: the
    # project page, its three sub-pages and the report.
    out.append(
        case(
            "holm-kestrel-project",
            "hand-made project pages (personal domain)",
            "project website",
            "sig_title",
            h + "kestrel.html",
            [h + "kestrel.html", h + "kestrel-methods.html", h + "kestrel-sites.html"]
            + [h + "kestrel-team.html", h + "docs/kestrel-final-report.pdf"],
            _holm_site,
            others=[h + "fjordlight.html"],
        )
    )
    # sig_title: the same hand-made shape, pages only; sub-page titles differ ("Results -
    # FjordLight") but their content names the project in full.  Truth: three pages.
    out.append(
        case(
            "holm-fjordlight-project",
            "hand-made project pages (personal domain)",
            "project website",
            "sig_title",
            h + "fjordlight.html",
            [h + "fjordlight.html", h + "fjordlight-instruments.html"]
            + [h + "fjordlight-results.html"],
            _holm_site,
            others=[h + "kestrel.html"],
        )
    )
    paths = list(POSTS)
    for i, path in enumerate(paths):
        u = f"http://{BLOG}{path}"
        # single_page: a blog post is one artifact URI; images are embedded, the rest
        # (tags, pager, OSF, DOI) are chrome or other artifacts.  Truth: the post.
        out.append(
            case(
                f"sundquist-blog-{i + 1}",
                "research group blog (Jekyll)",
                "blog post",
                "single_page",
                u,
                [u],
                _blog_site,
                others=[f"http://{BLOG}{paths[1 - i]}"],
            )
        )
    return out
