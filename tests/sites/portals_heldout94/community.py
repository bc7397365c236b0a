"""Community pages around research software: a project news blog, a language community
forum of package announcements, and a notebook gallery whose notebooks span several URIs.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, ul

# --- project news blog: a release announcement is one page ------------------------------------

NKB = Chrome(
    host="blog.numkernel-devs.hx94.example",
    name="NumKernel Developers Blog",
    title_fmt="{title} — NumKernel Developers Blog",
    menu=(
        ("/", "Blog"),
        ("/archive/", "Archive"),
        ("/tags/", "Tags"),
        ("/about/", "About the project"),
    ),
    footer=(
        ("/feed.xml", "RSS"),
        ("/code-of-conduct/", "Code of conduct"),
        ("/sponsors/", "Sponsors"),
    ),
    signin=(),
    social=(
        ("http://mastodon.test/@numkernel", "Mastodon"),
        ("http://bsky.test/numkernel", "Bluesky"),
    ),
)

_POST1 = ("/2024/05/14/numkernel-2-0-released/", "NumKernel 2.0 released", ["release"], 0, None)
_POST2 = (
    "/2024/09/02/gpu-backends-and-the-road-to-2-2/",
    "GPU backends and the road to 2.2",
    ["gpu", "roadmap", "release"],
    6,
    "/2024/05/14/numkernel-2-0-released/",
)


def _post(spec: tuple[str, str, list[str], int, str | None]) -> str:
    path, title, tags, comments, prev = spec
    tag_links = " ".join(a(f"/tags/{t}/", f"#{t}") for t in tags)
    com = "".join(
        f'<li id="comment-{n}"><b>user{n}</b> wrote: great work on {escape(title)}! '
        f'<a href="#comment-{n}">permalink</a></li>'
        for n in range(1, comments + 1)
    )
    nav = f"<p>Previous post: {a(prev, 'NumKernel 2.0 released')}</p>" if prev else ""
    links = (
        f"<p>Read the {a('http://numkernel.readthe.test/en/2.0/changelog.html', 'changelog')}, "
        f"install from {a('http://pkgindex.test/project/numkernel/', 'the package index')}.</p>"
    )
    return NKB.page(
        title,
        f"<article><h1>{escape(title)}</h1><p class='byline'>by {a('/authors/core-team/', 'the core team')}"
        f" · {tag_links}</p><p>We are happy to announce {escape(title)}.</p>{links}"
        f"<h3 id='comments'>Comments</h3><ol>{com or '<li>No comments yet.</li>'}</ol></article>{nav}",
        head=f'<link rel="alternate" type="application/rss+xml" href="/feed.xml">'
        f'<link rel="canonical" href="{NKB.url(path)}">',
        aside=ul([(_POST1[0], _POST1[1]), (_POST2[0], _POST2[1])]),
        share=NKB.url(path),
    )


def nkb_sites() -> list[Site]:
    pages: dict[str, PageValue] = {_POST1[0]: _post(_POST1), _POST2[0]: _post(_POST2)}
    pages["/feed.xml"] = Response.data(
        b"<rss version='2.0'><channel/></rss>", "application/rss+xml"
    )
    pages["/authors/core-team/"] = NKB.page("The core team", "<h1>Core team</h1>")
    for t in ("release", "gpu", "roadmap"):
        pages[f"/tags/{t}/"] = NKB.page(f"#{t}", f"<h1>Posts tagged {t}</h1>")
    return [NKB.site(pages)]


def _nkb_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_POST1, "release announcement"),
        (_POST2, "roadmap post with comments and tags"),
    ):
        # A blog post is the seed's Single Artifact URI (Academic Room, ScienceBlogs...): its
        # text and comments are all on the one page -> Single Page.
        out.append(
            case(
                "numkernel-blog-" + spec[0].strip("/").rsplit("/", 1)[-1][:24],
                f"project news blog ({detail})",
                "Single Artifact URI",
                "single_page",
                NKB.url(spec[0]),
                [NKB.url(spec[0])],
                nkb_sites,
            )
        )
    return out


# --- language community forum: a package announcement thread ----------------------------------

LSF = Chrome(
    host="talk.lambdasci-forum.hx94.example",
    name="LambdaSci Discourse",
    title_fmt="{title} - Package Announcements - LambdaSci Discourse",
    home_title="LambdaSci Discourse",
    menu=(("/latest", "Latest"), ("/top", "Top"), ("/categories", "Categories"), ("/faq", "FAQ")),
    footer=(
        ("/tos", "Terms of Service"),
        ("/privacy", "Privacy Policy"),
        ("/guidelines", "Guidelines"),
    ),
    signin=(("/login", "Log In"), ("/signup", "Sign Up")),
    cookie=None,
)

_THREAD1 = (
    "ann-fastgauss-v1-0",
    "4821",
    "[ANN] FastGauss v1.0: Gaussian process regression",
    3,
    [],
)
_THREAD2 = (
    "ann-meshfemx-0-6-adaptive-refinement",
    "5307",
    "[ANN] MeshFEMx 0.6: adaptive refinement and MPI",
    9,
    [
        ("/t/meshfemx-mpi-hangs-on-cluster/5012", "MPI hangs on cluster"),
        ("/t/ann-meshfemx-0-5/4410", "[ANN] MeshFEMx 0.5"),
    ],
)


def _thread(spec: tuple[str, str, str, int, list[tuple[str, str]]]) -> str:
    slug, tid, title, posts, related = spec
    users = ["fgauss_dev", "kriging_fan", "numerics_nerd", "hpc_admin"]
    body = "".join(
        f'<div class="topic-post" id="post_{n}"><a class="trigger-user-card" href="/u/{users[n % 4]}">'
        f"{users[n % 4]}</a><div class='cooked'><p>{'Announcing ' + escape(title) if n == 1 else 'Reply ' + str(n)}"
        f"</p></div><a href='#post_{n}' class='post-date'>May {n}</a></div>"
        for n in range(1, posts + 1)
    )
    rel = ul(related) if related else "<p>No related topics.</p>"
    return LSF.page(
        title,
        f"<h1>{escape(title)}</h1><p>{a('/c/package-announcements/12', 'Package Announcements')} "
        f"{a('/tag/machine-learning', 'machine-learning')}</p>{body}"
        f"<h3>Suggested topics</h3>{rel}",
        head=f'<link rel="canonical" href="{LSF.url(f"/t/{slug}/{tid}")}">',
        share=LSF.url(f"/t/{slug}/{tid}"),
    )


def lsf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (_THREAD1, _THREAD2):
        pages[f"/t/{spec[0]}/{spec[1]}"] = _thread(spec)
        for href, t in spec[4]:
            pages[href] = LSF.page(t, f"<h1>{escape(t)}</h1><p>Another topic.</p>")
    for u in ("fgauss_dev", "kriging_fan", "numerics_nerd", "hpc_admin"):
        pages[f"/u/{u}"] = LSF.page(u, f"<h1>{u}</h1>")
    pages["/c/package-announcements/12"] = LSF.page(
        "Package Announcements", "<h1>Package Announcements</h1>"
    )
    pages["/tag/machine-learning"] = LSF.page(
        "machine-learning", "<h1>Topics tagged machine-learning</h1>"
    )
    return [LSF.site(pages)]


def _lsf_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_THREAD1, "short announcement thread"),
        (_THREAD2, "long thread with suggested topics"),
    ):
        # A forum thread is a discussion (the seed's PubPeer / PubMed Commons): every post is
        # on the one page, the rest is navigation -> Single Page.
        url = LSF.url(f"/t/{spec[0]}/{spec[1]}")
        out.append(
            case(
                f"lambdasci-{spec[1]}",
                f"package community forum ({detail})",
                "Single Artifact URI",
                "single_page",
                url,
                [url],
                lsf_sites,
                others=[LSF.url(h) for h, _t in spec[4]],
            )
        )
    return out


# --- notebook gallery: a notebook's pages and files all name it, nothing else ties them ------

NBS = Chrome(
    host="gallery.nbshowcase.hx94.example",
    name="NbShowcase",
    title_fmt="{title} · NbShowcase",
    menu=(("/gallery/", "Gallery"), ("/topics/", "Topics"), ("/submit/", "Submit a notebook")),
    footer=(("/about/", "About"), ("/license/", "Content license"), ("/privacy/", "Privacy")),
    signin=(("/accounts/login/", "Log in"),),
)

_OCEAN = "Ocean heat content trends from Argo floats"
_GRACE = "Glacier mass balance with GRACE: a tutorial series"


def _ipynb(title: str, heading: str) -> Response:
    nb = {
        "metadata": {"title": title, "kernelspec": {"name": "python3"}},
        "cells": [{"cell_type": "markdown", "source": [f"# {heading}\n", f"Part of: {title}"]}],
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return Response.data(json.dumps(nb).encode(), "application/x-ipynb+json")


def nbs_sites() -> list[Site]:
    n = NBS
    more = ul(
        [
            ("/gallery/sea-ice-extent-climatology", "Sea ice extent climatology"),
            ("/gallery/coral-bleaching-alerts", "Coral bleaching alerts"),
        ]
    )
    pages: dict[str, PageValue] = {
        "/gallery/sea-ice-extent-climatology": n.page(
            "Sea ice extent climatology", "<h1>Sea ice</h1>"
        ),
        "/gallery/coral-bleaching-alerts": n.page("Coral bleaching alerts", "<h1>Coral</h1>"),
        "/envs/a91f03/": n.page(
            "Environment a91f03", "<h1>Environment a91f03</h1><pre>numpy xarray</pre>"
        ),
    }
    # Ocean heat: a rendered notebook, its raw file, its comments
    pages["/gallery/ocean-heat-content-trends"] = n.page(
        _OCEAN,
        f"<h1>{_OCEAN}</h1><p>{a('/media/uploads/2024/03/ocean_heat.ipynb', 'Download .ipynb')} · "
        f"{a('/discussion/thread/2210', 'Comments (4)')} · {a('/envs/a91f03/', 'Environment')} · "
        f"{a('http://binder.test/v2/gh/nbshowcase/ocean', 'Launch Binder')}</p><div class='nb'>In [1]: import xarray</div>",
        raw_title=True,
        aside=f"<h3>More from this author</h3>{more}",
        share=n.url("/gallery/ocean-heat-content-trends"),
    )
    pages["/media/uploads/2024/03/ocean_heat.ipynb"] = _ipynb(_OCEAN, _OCEAN)
    pages["/discussion/thread/2210"] = n.page(
        "Comments", f"<h1>Comments on “{_OCEAN}”</h1><p>Nice.</p>"
    )
    # GRACE: a series landing, two parts with their raw files, a dataset card, comments
    parts = [
        ("/gallery/grace-part-1-loading", "Part 1: loading mascons", "grace_1.ipynb"),
        ("/gallery/grace-part-2-trends", "Part 2: trends", "grace_2.ipynb"),
    ]
    pages["/series/glacier-grace"] = n.page(
        _GRACE,
        f"<h1>{_GRACE}</h1>"
        + ul([(p, t) for p, t, _f in parts])
        + f"<p>{a('/discussion/thread/2388', 'Comments (11)')}</p>",
        raw_title=True,
        aside=f"<h3>More from this author</h3>{more}",
        share=n.url("/series/glacier-grace"),
    )
    for p, t, f in parts:
        pages[p] = n.page(
            t,
            f"<p class='crumb'>Series: {a('/series/glacier-grace', _GRACE)}</p><h1>{t}</h1>"
            f"<p>{a(f'/media/uploads/2024/07/{f}', 'Download .ipynb')} · {a('/envs/a91f03/', 'Environment')}</p>"
            f"<p>{a('/datacards/grace-mascons-rl06', 'Data used')}</p>",
        )
        pages[f"/media/uploads/2024/07/{f}"] = _ipynb(_GRACE, t)
    pages["/datacards/grace-mascons-rl06"] = n.page(
        "GRACE mascons RL06", f"<h1>GRACE mascons RL06</h1><p>Used in: {_GRACE}</p>"
    )
    pages["/discussion/thread/2388"] = n.page(
        "Comments", f"<h1>Comments on “{_GRACE}”</h1><p>Thanks!</p>"
    )
    return [n.site(pages)]


def _nbs_cases() -> list[Case]:
    u = NBS.url
    return [
        # The notebook's page, raw .ipynb and comment thread share no path or identifier,
        # only the notebook's title, which is the entry's whole <title> and in each of them
        # -> Significant String from Title (Dryad's shape, with no file lacking the title).
        case(
            "nbshowcase-ocean-heat",
            "notebook gallery (single notebook)",
            "Multi-Hop",
            "sig_title",
            u("/gallery/ocean-heat-content-trends"),
            [
                u("/gallery/ocean-heat-content-trends"),
                u("/media/uploads/2024/03/ocean_heat.ipynb"),
                u("/discussion/thread/2210"),
            ],
            nbs_sites,
            others=[u("/gallery/sea-ice-extent-climatology"), u("/envs/a91f03/")],
        ),
        # Harder: a series whose parts, their raw notebooks (two hops away), the data card and
        # the comments all name the series; the shared environment page does not.
        case(
            "nbshowcase-glacier-grace",
            "notebook gallery (tutorial series of several notebooks)",
            "Multi-Hop",
            "sig_title",
            u("/series/glacier-grace"),
            [
                u("/series/glacier-grace"),
                u("/gallery/grace-part-1-loading"),
                u("/gallery/grace-part-2-trends"),
                u("/media/uploads/2024/07/grace_1.ipynb"),
                u("/media/uploads/2024/07/grace_2.ipynb"),
                u("/datacards/grace-mascons-rl06"),
                u("/discussion/thread/2388"),
            ],
            nbs_sites,
            others=[u("/gallery/coral-bleaching-alerts"), u("/envs/a91f03/")],
        ),
    ]


CASES: list[Case] = [*_nkb_cases(), *_lsf_cases(), *_nbs_cases()]
