"""Personal and small-group pages: homepage research notes and pipermail posts (single_page),
LaTeX2HTML-made paper supplements with no chrome (single_page_plus), table-layout group
publication pages (single_page_plus_ignored) and mirrored 2000s conference sites served
as framesets on their own subdomain (path_based, the Silk case of the seed)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import ANALYTICS, a, bare, blob, chrome_site, doc, host, text, ul

# --- personal academic homepage (research notes) -------------------------------------
HOME = host("people", "marrowfield-univ")
HOME_PORTAL = Portal(
    HOME,
    "Marrowfield University People Pages",
    menu=[("/", "People"), ("/directory", "Directory"), ("/~ahalloran/", "A. Halloran")],
    footer=[("/disclaimer", "Disclaimer"), ("/webmaster", "Webmaster")],
)
NOTE1 = "/~ahalloran/notes/2004-03-ising.html"
NOTE2 = "/~ahalloran/notes/2006-11-mcmc-pitfalls.html"
H_PAPER = "/~ahalloran/papers/halloran06-tempering.pdf"


def _home_site() -> Site:
    def note(path: str, title: str, body: str, prev: str, nxt: str) -> str:
        nav = f"<p>{a(prev, 'older')} | {a('/~ahalloran/notes/', 'all notes')} | {a(nxt, 'newer')}</p>"
        return HOME_PORTAL.page(
            title,
            f"<h1>{title}</h1>{body}{nav}<p>Last modified: Tue Mar 16 2004</p>{ANALYTICS}",
            share=HOME_PORTAL.url(path),
        )

    pages = {
        "/~ahalloran/": HOME_PORTAL.page(
            "Aoife Halloran",
            "<h1>Aoife Halloran</h1>"
            + ul([("/~ahalloran/notes/", "Research notes"), (H_PAPER, "Tempering paper")]),
        ),
        "/~ahalloran/notes/": HOME_PORTAL.page(
            "Research notes", ul([(NOTE1, "Ising warm-up"), (NOTE2, "MCMC pitfalls")])
        ),
        "/~ahalloran/notes/2003-12-start.html": HOME_PORTAL.page("Starting", "<p>Hello.</p>"),
        "/~ahalloran/notes/2007-02-end.html": HOME_PORTAL.page("Moving", "<p>Bye.</p>"),
        NOTE1: note(
            NOTE1,
            "Notes on the 2D Ising model warm-up",
            "<p>A short note on how long a Metropolis chain on a 64x64 lattice needs "
            "before magnetisation settles. My rule of thumb: 10<sup>4</sup> sweeps.</p>",
            "/~ahalloran/notes/2003-12-start.html",
            NOTE2,
        ),
        NOTE2: note(
            NOTE2,
            "Five MCMC pitfalls I keep seeing",
            "<ol><li>Too short burn-in</li><li>Thinning instead of running longer</li>"
            "<li>One chain only</li><li>Ignoring autocorrelation</li><li>Bad seeds</li></ol>"
            f"<p>The tempering trick is written up in {a(H_PAPER, 'our 2006 paper (PDF)')}; "
            'see also <a href="http://www.mcmc-faq.test/pitfalls">the MCMC FAQ</a>.</p>'
            '<p>Comments? <a href="mailto:ahalloran@marrowfield.example">mail me</a>.</p>',
            NOTE1,
            "/~ahalloran/notes/2007-02-end.html",
        ),
        H_PAPER: doc("Parallel tempering for lattice models"),
    }
    return chrome_site(HOME_PORTAL, pages)


# --- mailing-list archive (pipermail) ----------------------------------------------
LISTS = host("lists", "tarnwick-inst")
LIST_PORTAL = Portal(
    LISTS,
    "Tarnwick Institute Mailing Lists",
    menu=[("/mailman/listinfo", "All lists"), ("/pipermail/", "Archives")],
)
ARCH = "/pipermail/numerics-l/2003-May"
POST1 = f"{ARCH}/000412.html"
POST2 = f"{ARCH}/000419.html"


def _post(subject: str, who: str, body: str, prev: str, nxt: str) -> str:
    idx = "".join(
        f"<li>{a(f'{ARCH}/{k}.html', t)}</li>"
        for k, t in [
            ("date", "date"),
            ("thread", "thread"),
            ("subject", "subject"),
            ("author", "author"),
        ]
    )
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<HTML><HEAD><TITLE> [Numerics-L] {subject}</TITLE>
<LINK REL="Index" HREF="{ARCH}/index.html"><LINK REL="made" HREF="mailto:numerics-l%40tarnwick.example">
</HEAD><BODY BGCOLOR="#ffffff"><H1>[Numerics-L] {subject}</H1><B>{who}</B><BR><I>Wed May 14 09:12:44 BST 2003</I>
<P><UL><LI>Previous message: {a(prev, "previous")}</LI><LI>Next message: {a(nxt, "next")}</LI>
<LI><B>Messages sorted by:</B><ul>{idx}</ul></LI></UL><HR>
<!--beginarticle--><PRE>{body}</PRE><!--endarticle--><HR>
<P>More information about the Numerics-L mailing list {a("/mailman/listinfo/numerics-l", "listinfo")}</BODY></HTML>
"""


def _lists_site() -> Site:
    pages: dict[str, str | bytes] = {
        POST1: _post(
            "LAPACK dgesvd convergence failure",
            "R. Okonkwo",
            "Has anyone seen INFO&gt;0 from dgesvd on nearly rank-deficient 500x500 input?",
            f"{ARCH}/000411.html",
            f"{ARCH}/000413.html",
        ),
        POST2: _post(
            "Re: LAPACK dgesvd convergence failure",
            "M. Varga",
            "&gt; Has anyone seen INFO&gt;0 from dgesvd\n\nYes: switch to dgesdd, or scale "
            "first. See\nhttp://www.netlib.test/lapack/faq.html and my test matrices at\n"
            + a("/pipermail/numerics-l/attachments/20030514/matrices.txt", "matrices.txt")
            + "\n-- \nMarta",
            f"{ARCH}/000418.html",
            f"{ARCH}/000420.html",
        ),
        "/pipermail/numerics-l/attachments/20030514/matrices.txt": b"1 0\n0 1e-17\n",
        "/mailman/listinfo/numerics-l": LIST_PORTAL.page(
            "numerics-l Info Page", "<h1>numerics-l</h1>"
        ),
    }
    for n in (411, 413, 418, 420):
        pages[f"{ARCH}/000{n}.html"] = _post(f"message {n}", "someone", "...", POST1, POST2)
    for k in ("date", "thread", "subject", "author", "index"):
        pages[f"{ARCH}/{k}.html"] = LIST_PORTAL.page(
            f"The Numerics-L May 2003 Archive by {k}",
            ul([(POST1, "dgesvd"), (POST2, "Re: dgesvd")]),
        )
    return chrome_site(LIST_PORTAL, pages)


# --- LaTeX2HTML paper supplement (no chrome at all) --------------------------------
SUPP = host("www", "pellucid-lab")
SUPP_MIRROR = host("ftp", "pellucid-mirror")
S1 = "/supp/kdd03-streams/index.html"
S2 = "/supp/vldb05-sketch/index.html"
S1_FILES = ["/supp/kdd03-streams/paper.pdf", "/supp/kdd03-streams/streams-data.tar.gz"]
S2_FILES = [
    "/supp/vldb05-sketch/sketch-full.pdf",
    "/supp/vldb05-sketch/proofs.ps.gz",
    "/supp/vldb05-sketch/node2.html",
    "/supp/vldb05-sketch/node3.html",
]
S2_EXT = f"http://{SUPP_MIRROR}/pub/sketch/traces-2005.tar.bz2"


def _supp_sites() -> list[Site]:
    s1 = bare(
        "Supplementary material: Mining Bursty Streams (KDD 2003)",
        "<h2>Mining Bursty Streams &mdash; supplement</h2><p>Full version: "
        + a("paper.pdf", "paper.pdf")
        + "<br>Synthetic streams used in Sec. 5: "
        + a("streams-data.tar.gz", "streams-data.tar.gz (2.1 MB)")
        + "</p><hr><address>Generated by LaTeX2HTML 2002-2-1 (1.70)</address>",
    )
    s2 = bare(
        "Supplement to: Count Sketches over Sliding Windows",
        "<h2>Count Sketches over Sliding Windows</h2><p>"
        + a("sketch-full.pdf", "Full paper")
        + " | "
        + a("proofs.ps.gz", "Appendix with proofs")
        + "</p><ul><li>"
        + a("node2.html", "2 Model")
        + "</li><li>"
        + a("node3.html", "3 Experiments")
        + "</li></ul><p>The network traces are too large for this server: "
        + a(S2_EXT, "traces-2005.tar.bz2 on our FTP mirror")
        + "</p><hr><address>LaTeX2HTML 2002-2-1</address>",
    )
    pages: dict[str, object] = {
        S1: s1,
        S2: s2,
        S1_FILES[0]: doc("Mining Bursty Streams"),
        S1_FILES[1]: blob("application/x-gzip", 900, 3),
        S2_FILES[0]: doc("Count Sketches over Sliding Windows"),
        S2_FILES[1]: blob("application/postscript", 700, 5),
        S2_FILES[2]: bare("2 Model", "<h3>2 Model</h3><p>Windows of width W.</p>"),
        S2_FILES[3]: bare("3 Experiments", "<h3>3 Experiments</h3><p>See traces.</p>"),
    }
    mirror = Site(
        SUPP_MIRROR, {"/pub/sketch/traces-2005.tar.bz2": blob("application/x-bzip2", 800)}
    )
    return [Site(SUPP, pages), mirror]  # type: ignore[arg-type]


# --- research-group publication page (table layout) ---------------------------------
GRP = host("www", "corvine-group")
GRP_VIDEO = host("media", "corvine-talks")
GRP_PORTAL = Portal(
    GRP,
    "Corvine Database Group",
    menu=[("/people.html", "People"), ("/pubs/", "Publications"), ("/projects.html", "Projects")],
    footer=[("/contact.html", "Contact"), ("http://www.corvine-univ.test/", "University")],
    title_format="{name} - {title}",
)
P1 = "/pubs/2006/icde06-skyline.html"
P2 = "/pubs/2008/sigmod08-provenance.html"
P1_FILES = [
    "/pubs/2006/icde06-skyline.pdf",
    "/pubs/2006/icde06-skyline-slides.ppt",
    "/pubs/2006/icde06-skyline.bib",
]
P2_FILES = [
    "/pubs/2008/sigmod08-provenance.pdf",
    "/pubs/2008/sigmod08-provenance-tr.pdf",
    "/pubs/2008/sigmod08-provenance.bib",
    "/pubs/2008/provbench-1.0.tar.gz",
]
P2_EXT = f"http://{GRP_VIDEO}/talks/sigmod08-provenance.flv"


def _pub(title: str, venue: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(f"<tr><td>&#9642;</td><td>{a(h, t)}</td></tr>" for h, t in files)
    return GRP_PORTAL.page(
        title,
        f'<table border="0" cellspacing="2"><tr><td colspan="2"><b>{title}</b><br><i>{venue}</i></td></tr>'
        f"{rows}</table>{ANALYTICS}",
    )


def _grp_sites() -> list[Site]:
    pages: dict[str, object] = {
        P1: _pub(
            "Progressive Skyline Queries on Sensor Streams",
            "ICDE 2006",
            list(zip(P1_FILES, ["PDF", "Slides (PPT)", "BibTeX"], strict=True)),
        ),
        P2: _pub(
            "Lightweight Provenance for Scientific Workflows",
            "SIGMOD 2008",
            [
                *zip(
                    P2_FILES,
                    ["PDF", "Extended tech report", "BibTeX", "ProvBench 1.0 code"],
                    strict=True,
                ),
                (P2_EXT, "Talk video (Flash)"),
            ],
        ),
        P1_FILES[0]: doc("Progressive Skyline Queries"),
        P1_FILES[1]: blob("application/vnd.ms-powerpoint", 600),
        P1_FILES[2]: text("@inproceedings{icde06sky, title={Progressive Skyline Queries}}\n"),
        P2_FILES[0]: doc("Lightweight Provenance"),
        P2_FILES[1]: doc("Lightweight Provenance (TR)"),
        P2_FILES[2]: text("@inproceedings{sigmod08prov, title={Lightweight Provenance}}\n"),
        P2_FILES[3]: blob("application/x-gzip", 700, 9),
        "/pubs/": GRP_PORTAL.page("Publications", ul([(P1, "ICDE 2006"), (P2, "SIGMOD 2008")])),
    }
    video = Site(GRP_VIDEO, {"/talks/sigmod08-provenance.flv": blob("video/x-flv", 900)})
    return [chrome_site(GRP_PORTAL, pages), video]  # type: ignore[arg-type]


# --- mirrored conference site (frameset on its own subdomain) ----------------------
MIRROR_ORG = "foxglove-mirror"


def _frameset(title: str, pages: list[tuple[str, str]]) -> str:
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">
<html><head><title>{title}</title></head>
<frameset cols="180,*"><frame src="nav.html" name="nav"><frame src="main.html" name="main">
<noframes><body><p>This site uses frames. Without frames, start here:</p>{ul(pages)}</body></noframes>
</frameset></html>
"""


def _conf_site(name: str, title: str, extra: dict[str, str]) -> Site:
    """A mirrored conference: every page of the subdomain belongs to the artifact."""
    core = [
        ("main.html", "Welcome"),
        ("cfp.html", "Call for papers"),
        ("program.html", "Programme"),
    ]
    tops = [(p, t) for p, t in extra.items() if p.endswith(".html") and "/" not in p]
    files = [(p, t) for p, t in extra.items() if not p.endswith(".html")]
    pages: dict[str, object] = {
        "/": _frameset(title, [*core, *tops, ("nav.html", "Navigation")]),
        "/nav.html": bare("nav", ul(core + tops), bg="#ddeeff"),
        "/main.html": bare(
            title,
            f"<h1>{title}</h1><p>This is a mirror kept by the Foxglove archive. "
            '<a href="http://www.foxglove-mirror.test/">Mirror index</a> | '
            '<a href="http://www.sponsor-corp.test/">Our sponsor</a></p>',
        ),
        "/cfp.html": bare("Call for papers", "<h2>Call for papers</h2><p>Deadline: 15 March.</p>"),
        "/program.html": bare("Programme", ul(files)),
    }
    for p, t in extra.items():
        if p.endswith(".html"):
            subs = [(q, s) for q, s in extra.items() if q.startswith(p[: -len(".html")] + "/")]
            pages["/" + p] = bare(t, f"<h2>{t}</h2>" + ul([("/" + q, s) for q, s in subs]))
        else:
            pages["/" + p] = doc(t)
    return Site(host(name, MIRROR_ORG), pages)  # type: ignore[arg-type]


IWDL_TITLE = "IWDL 2002 - Intl. Workshop on Digital Libraries"
ECDL_TITLE = "ECDL 2004 Workshop on Web Archiving"
IWDL = {
    "papers/iwdl02-01.pdf": "Metadata Harvesting at Scale",
    "papers/iwdl02-02.pdf": "Link Rot in Course Pages",
}
ECDL = {
    "accepted.html": "Accepted papers",
    "photos.html": "Photos",
    "photos/day1.html": "Day 1 photos",
    "photos/day2.html": "Day 2 photos",
    "papers/s1-01.pdf": "Digital Preservation of Theses",
    "papers/s1-02.pdf": "OAI-PMH in Practice",
    "papers/s2-01.pdf": "Scanning Old Journals",
    "proceedings.pdf": "Full proceedings",
}


def _conf_sites() -> list[Site]:
    return [
        _conf_site("iwdl2002", IWDL_TITLE, IWDL),
        _conf_site("ecdlw2004", ECDL_TITLE, ECDL),
    ]


def _conf_truth(name: str, title: str, extra: dict[str, str]) -> list[str]:
    site = _conf_site(name, title, extra)
    return [site.url(p) for p in site.pages]


def _u(h: str, path: str) -> str:
    return f"http://{h}{path}"


def cases() -> list[Case]:
    home = lambda: [_home_site()]  # noqa: E731
    lists = lambda: [_lists_site()]  # noqa: E731
    iw, ec = "iwdl2002", "ecdlw2004"
    return [
        # A blog-like note is one page (the seed's Single Artifact URI blog posts): its
        # neighbours, the directory and the linked paper are separate things.
        case(
            "homepage-note",
            "personal academic homepage (research note)",
            "blog post",
            "single_page",
            _u(HOME, NOTE1),
            [_u(HOME, NOTE1)],
            home,
        ),
        # Harder: links a paper PDF (another artifact) and external FAQ; still a single page.
        case(
            "homepage-note-links",
            "personal academic homepage (note citing a paper)",
            "blog post",
            "single_page",
            _u(HOME, NOTE2),
            [_u(HOME, NOTE2)],
            home,
            others=[_u(HOME, H_PAPER)],
        ),
        # A list post is a discussion page (PubPeer / PubMed Commons in the seed): single page.
        case(
            "pipermail-post",
            "mailing-list archive (pipermail post)",
            "discussion",
            "single_page",
            _u(LISTS, POST1),
            [_u(LISTS, POST1)],
            lists,
        ),
        case(
            "pipermail-reply",
            "mailing-list archive (pipermail reply with attachment link)",
            "discussion",
            "single_page",
            _u(LISTS, POST2),
            [_u(LISTS, POST2)],
            lists,
        ),
        # No chrome at all: everything one hop away is the artifact, so plain Single Page+.
        case(
            "latex2html-supp",
            "LaTeX2HTML paper supplement (two files)",
            "dataset",
            "single_page_plus",
            _u(SUPP, S1),
            [_u(SUPP, S1), *(_u(SUPP, f) for f in S1_FILES)],
            _supp_sites,
        ),
        case(
            "latex2html-supp-mirror",
            "LaTeX2HTML paper supplement (nodes and FTP mirror)",
            "preprint",
            "single_page_plus",
            _u(SUPP, S2),
            [_u(SUPP, S2), *(_u(SUPP, f) for f in S2_FILES), S2_EXT],
            _supp_sites,
        ),
        # Single hop with a group menu around it (like Figshare/SSRN): Single Page+ with ignores.
        case(
            "group-pub",
            "research-group publication page (table layout)",
            "preprint",
            "single_page_plus_ignored",
            _u(GRP, P1),
            [_u(GRP, P1), *(_u(GRP, f) for f in P1_FILES)],
            _grp_sites,
        ),
        case(
            "group-pub-video",
            "research-group publication page (code and talk video)",
            "preprint",
            "single_page_plus_ignored",
            _u(GRP, P2),
            [_u(GRP, P2), *(_u(GRP, f) for f in P2_FILES), P2_EXT],
            _grp_sites,
        ),
        # A conference mirror owns its subdomain, like a Silk site: Path-Based from "/".
        case(
            "conf-mirror",
            "mirrored conference site (frameset)",
            "conference site",
            "path_based",
            f"http://{host(iw, MIRROR_ORG)}/",
            _conf_truth(iw, IWDL_TITLE, IWDL),
            _conf_sites,
        ),
        case(
            "conf-mirror-big",
            "mirrored conference site (frameset, photos and proceedings)",
            "conference site",
            "path_based",
            f"http://{host(ec, MIRROR_ORG)}/",
            _conf_truth(ec, ECDL_TITLE, ECDL),
            _conf_sites,
        ),
    ]
