"""Sites, courses and software: a story-map platform with a subdomain per project, an
open-courseware site whose lecture files share /files/, a software release with assets on
a CDN per platform, a mixed-case ASP.NET lab site, and an astronomy catalogue whose data
sit on a mirror host with relative links only."""

from __future__ import annotations

from functools import cache
from html import escape

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._kit import Hub, case, chrome, csv, data, doc, head, image, links

# ------------------------------------------ story-map platform: one subdomain per project

WWW = "www.storymaps.hx22.example"
PROJECTS = {
    "coral-bleaching": (
        "Coral bleaching on the northern reef, 1998-2020",
        ["map", "timeline", "data"],
    ),
    "glacier-retreat": ("Glacier retreat in the Southern Alps", ["map", "data"]),
    "mangrove-loss": ("Mangrove loss in the delta", ["map"]),
}


def _proj_host(slug: str) -> str:
    return f"{slug}.storymaps.hx22.example"


def _proj_page(slug: str, title: str, heading: str, body: str, sections: list[str]) -> str:
    nav = "".join(f'<a href="/{s}">{s.title()}</a> ' for s in sections)
    others = "".join(
        f'<li><a href="http://{_proj_host(o)}/">{escape(PROJECTS[o][0])}</a></li>'
        for o in PROJECTS
        if o != slug
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(heading)} - {escape(title)}</title>
<meta name="generator" content="StoryMaps Builder 3.2"><meta property="og:site_name" content="StoryMaps">
<link rel="stylesheet" href="http://{WWW}/static/site.css"></head><body>
<div class="platform-bar"><a href="http://{WWW}/">StoryMaps</a> <a href="http://{WWW}/explore">Explore</a>
<a href="http://{WWW}/login">Log in</a> <a href="http://{WWW}/create">Make your own</a></div>
<header><a href="/">{escape(title)}</a><nav>{nav}</nav></header><main><h1>{escape(heading)}</h1>{body}</main>
<footer><h2>More stories</h2><ul>{others}</ul><a href="http://{WWW}/terms">Terms</a></footer></body></html>
"""


@cache
def storymaps() -> Hub:
    hub = Hub([chrome(WWW, "StoryMaps", [("/explore", "Explore"), ("/create", "Create")])])
    for slug, (title, sections) in PROJECTS.items():
        host = _proj_host(slug)
        hub.put(
            "/", _proj_page(slug, title, title, "<p>An interactive story.</p>", sections), host=host
        )
        for s in sections:
            body = "<div id='map' data-tiles='/tiles/'></div>"
            if s == "data":
                hub.put(f"/data/{slug}.csv", csv("year,value", "2000,1"), host=host)
                hub.put(
                    f"/data/{slug}.geojson",
                    data(b'{"type":"FeatureCollection","features":[]}', "application/geo+json"),
                    host=host,
                )
                body = links(
                    [
                        (f"/data/{slug}.csv", "Table (CSV)"),
                        (f"/data/{slug}.geojson", "Layer (GeoJSON)"),
                    ]
                )
            hub.put(f"/{s}", _proj_page(slug, title, s.title(), body, sections), host=host)
    hub.page(
        "/explore",
        "Explore",
        "<h1>Explore</h1>"
        + links([(f"http://{_proj_host(s)}/", t) for s, (t, _x) in PROJECTS.items()]),
    )
    hub.page("/create", "Create", "<h1>Make a story map</h1>")
    return hub


def _proj(slug: str) -> set[str]:
    b = f"http://{_proj_host(slug)}"
    sections = PROJECTS[slug][1]
    out = {b + "/"} | {f"{b}/{s}" for s in sections}
    if "data" in sections:
        out |= {f"{b}/data/{slug}.csv", f"{b}/data/{slug}.geojson"}
    return out


STORY_CASES = [
    # path_based: Silk-like (seed: "Silk ... a subdomain is created to host that project ...
    # the entire subdomain site is itself an artifact ... Path-Based"): the whole project
    # subdomain is the artifact; the platform bar and "More stories" point to the platform
    # host and to other projects' subdomains (same registrable domain, other artifacts).
    # Truth: every page and data file of coral-bleaching.storymaps...; not the platform.
    case(
        storymaps(),
        "storymaps-coral-bleaching",
        "Story-map platform (subdomain per project, Silk-like)",
        "multi_hop",
        "path_based",
        f"http://{_proj_host('coral-bleaching')}/",
        _proj("coral-bleaching"),
        {f"http://{_proj_host('glacier-retreat')}/", f"http://{_proj_host('mangrove-loss')}/"},
    ),
    # path_based: a smaller project site.
    case(
        storymaps(),
        "storymaps-glacier-retreat",
        "Story-map platform (subdomain per project, Silk-like)",
        "multi_hop",
        "path_based",
        f"http://{_proj_host('glacier-retreat')}/",
        _proj("glacier-retreat"),
        {f"http://{_proj_host('coral-bleaching')}/", f"http://{_proj_host('mangrove-loss')}/"},
    ),
]

# ------------------------------------- open courseware: lecture files in a shared /files/

OCW = "ocw.opencourse.hx22.example"
COURSES = {
    "12-340-ocean-acoustics-spring-2021": (
        "Ocean Acoustics",
        ["3f9a1c", "7b2e44", "c0d912"],
        ["aa31f0"],
    ),
    "21h-115-medieval-mediterranean-fall-2019": (
        "The Medieval Mediterranean",
        ["e51b07", "94c3d2"],
        [],
    ),
    "12-341-underwater-sound-lab-spring-2021": ("Underwater Sound Laboratory", ["5d6e7f"], []),
}


@cache
def courseware() -> Hub:
    hub = Hub(
        [
            chrome(
                OCW,
                "OpenCourse",
                [("/search/?t=Physics", "Find courses"), ("/donate", "Donate")],
                title_format="{title} | {name}",
            )
        ]
    )
    for slug, (title, lecs, psets) in COURSES.items():
        base = f"/courses/{slug}/"
        for i, h in enumerate(lecs, 1):
            hub.put(
                f"/files/{h}_{slug[:6]}_lec{i:02d}.pdf",
                doc(f"{title}: lecture {i}", "Lecture notes."),
            )
        for i, h in enumerate(psets, 1):
            hub.put(
                f"/files/{h}_{slug[:6]}_ps{i}.pdf", doc(f"{title}: problem set {i}", "Due Friday.")
            )
        side = links(
            [
                (base, "Course home"),
                (f"{base}pages/syllabus/", "Syllabus"),
                (f"{base}pages/lecture-notes/", "Lecture notes"),
            ]
            + ([(f"{base}pages/assignments/", "Assignments")] if psets else [])
        )
        hub.page(
            f"{base}pages/lecture-notes/",
            f"Lecture notes | {title}",
            f"<aside>{side}</aside><h1>{title}: Lecture notes</h1>"
            + links(
                [
                    (f"/files/{h}_{slug[:6]}_lec{i:02d}.pdf", f"{title}, lecture {i}")
                    for i, h in enumerate(lecs, 1)
                ]
            ),
        )
        hub.page(
            f"{base}pages/syllabus/",
            f"Syllabus | {title}",
            f"<aside>{side}</aside><h1>{title}: Syllabus</h1><p>Prerequisites.</p>",
        )
        if psets:
            hub.page(
                f"{base}pages/assignments/",
                f"Assignments | {title}",
                f"<aside>{side}</aside><h1>{title}: Assignments</h1>"
                + links(
                    [
                        (f"/files/{h}_{slug[:6]}_ps{i}.pdf", f"Problem set {i}")
                        for i, h in enumerate(psets, 1)
                    ]
                ),
            )
        rel = (
            [("/courses/12-341-underwater-sound-lab-spring-2021/", "Underwater Sound Laboratory")]
            if slug.startswith("12-340")
            else []
        )
        hub.page(
            base,
            title,
            f"<aside>{side}</aside><h1>{title}</h1><p>Course number {slug[:6].upper()}. "
            "<a href='/search/?d=Earth'>Earth Sciences</a></p>"
            f"<p><a href='/courses/{slug}/download/'>Download course</a></p><h2>Related courses</h2>{links(rel)}",
            hd=head(generator="Hugo 0.111", site_name="OpenCourse"),
        )
        hub.put(
            f"{base}download/",
            Response.html(
                f"<!DOCTYPE html><title>Download {title}</title><a href='/files/{slug[:6]}-course.zip'>{title} (zip)</a>"
            ),
        )
        hub.put(
            f"/files/{slug[:6]}-course.zip",
            data(b"PK\x03\x04 " + title.encode(), "application/zip"),
        )
    return hub


def _ocw(slug: str) -> set[str]:
    _t, lecs, psets = COURSES[slug]
    b = f"http://{OCW}/courses/{slug}/"
    out = {
        b,
        b + "pages/syllabus/",
        b + "pages/lecture-notes/",
        b + "download/",
        f"http://{OCW}/files/{slug[:6]}-course.zip",
    }
    out |= {f"http://{OCW}/files/{h}_{slug[:6]}_lec{i:02d}.pdf" for i, h in enumerate(lecs, 1)}
    if psets:
        out.add(b + "pages/assignments/")
        out |= {f"http://{OCW}/files/{h}_{slug[:6]}_ps{i}.pdf" for i, h in enumerate(psets, 1)}
    return out


OCW_CASES = [
    # sig_title_plus_ignored: the course title is on every course page (and in every lecture
    # link text), the lecture and problem-set PDFs sit in /files/ shared by all courses,
    # one hop from the lecture-notes and assignments pages (seed: Significant String from
    # Title+ with Ignored URIs, as for Dryad).  The related course shares the number prefix
    # "12-34".  Truth: course home, syllabus, lecture-notes, assignments, download pages,
    # lecture and problem-set PDFs, course zip; not search, donate, or the related course.
    case(
        courseware(),
        "opencourse-ocean-acoustics",
        "Open courseware site (shared /files/ folder)",
        "multi_hop",
        "sig_title_plus_ignored",
        f"http://{OCW}/courses/12-340-ocean-acoustics-spring-2021/",
        _ocw("12-340-ocean-acoustics-spring-2021"),
        {f"http://{OCW}/courses/12-341-underwater-sound-lab-spring-2021/"},
    ),
    # sig_title_plus_ignored: a history course without assignments.
    case(
        courseware(),
        "opencourse-medieval-mediterranean",
        "Open courseware site (shared /files/ folder)",
        "multi_hop",
        "sig_title_plus_ignored",
        f"http://{OCW}/courses/21h-115-medieval-mediterranean-fall-2019/",
        _ocw("21h-115-medieval-mediterranean-fall-2019"),
    ),
]

# ------------------------------------------- software release, assets on a CDN per platform

FORGE = "forge.gitbench.hx22.example"
CDN = {
    "linux": "linux.pkgedge.hx22.example",
    "macos": "mac.binvault.hx22.example",
    "windows": "win.dlstream.hx22.example",
}
RELEASES = {
    ("spectra-fit", "v2.3.0"): ["linux", "macos", "windows"],
    ("phylo-tree-viewer", "v0.9.1"): ["linux", "windows"],
    ("spectra-fit", "v2.2.0"): ["linux"],
}
EXT = {"linux": "x86_64.tar.gz", "macos": "universal.dmg", "windows": "win64.msi"}


def _asset(repo: str, tag: str, plat: str) -> str:
    return f"http://{CDN[plat]}/sci-tools/{repo}/{tag}/{repo}-{tag[1:]}-{EXT[plat]}"


@cache
def forge() -> Hub:
    hub = Hub(
        [
            chrome(
                FORGE,
                "GitBench",
                [("/explore", "Explore"), ("/pricing", "Pricing")],
                title_format="{title} · {name}",
            )
        ]
    )
    for (repo, tag), plats in RELEASES.items():
        base = f"/sci-tools/{repo}"
        assets = []
        for p in plats:
            u = _asset(repo, tag, p)
            hub.put(
                u.split(CDN[p], 1)[1],
                data(b"binary " + u.encode(), "application/octet-stream"),
                host=CDN[p],
            )
            assets.append((u, u.rsplit("/", 1)[1]))
        sums = f"http://{CDN['linux']}/sci-tools/{repo}/{tag}/SHA256SUMS"
        hub.put(
            sums.split(CDN["linux"], 1)[1], Response.text("0" * 64 + "  asset\n"), host=CDN["linux"]
        )
        src = f"{base}/archive/refs/tags/{tag}.tar.gz"
        hub.put(src, data(b"\x1f\x8b source", "application/gzip"))
        older = [t for (r, t) in RELEASES if r == repo and t != tag]
        hub.page(
            f"{base}/releases/tag/{tag}",
            f"Release {tag} · sci-tools/{repo}",
            f"<nav><a href='{base}'>Code</a> <a href='{base}/issues'>Issues</a> <a href='{base}/releases'>Releases</a></nav>"
            f"<h1>{repo} {tag}</h1><p>Changelog: faster fitting.</p><h2>Assets</h2>"
            + links([*assets, (sums, "SHA256SUMS"), (src, "Source code (tar.gz)")])
            + links([(f"{base}/releases/tag/{t}", f"{t}") for t in older])
            + f"<p><a href='{base}/compare/{tag}...main'>Compare</a></p>",
            hd=head(site_name="GitBench"),
        )
        hub.page(
            base,
            f"sci-tools/{repo}",
            f"<h1>sci-tools/{repo}</h1>" + links([(f"{base}/releases", "Releases")]),
        )
        hub.page(
            f"{base}/releases",
            f"Releases · sci-tools/{repo}",
            links([(f"{base}/releases/tag/{t}", t) for (r, t) in RELEASES if r == repo]),
        )
    return hub


def _rel(repo: str, tag: str) -> set[str]:
    return (
        {
            f"http://{FORGE}/sci-tools/{repo}/releases/tag/{tag}",
            f"http://{FORGE}/sci-tools/{repo}/archive/refs/tags/{tag}.tar.gz",
        }
        | {_asset(repo, tag, p) for p in RELEASES[(repo, tag)]}
        | {f"http://{CDN['linux']}/sci-tools/{repo}/{tag}/SHA256SUMS"}
    )


RELEASE_CASES = [
    # path_based_externals: a software release page (the release, not the whole repository,
    # is the artifact); its binaries live on a different CDN host per platform, three other
    # registrable domains (seed: GitHub "Path-Based with Externals", raw files on another
    # domain).  The source tarball is on the forge but outside the tag path.  Truth: release
    # page, the three binaries, SHA256SUMS, source tarball; not repository tabs, not the
    # older release.
    case(
        forge(),
        "gitbench-spectra-fit-2-3-0",
        "Software forge release (per-platform CDNs)",
        "multi_hop",
        "path_based_externals",
        f"http://{FORGE}/sci-tools/spectra-fit/releases/tag/v2.3.0",
        _rel("spectra-fit", "v2.3.0"),
        {f"http://{FORGE}/sci-tools/spectra-fit/releases/tag/v2.2.0"},
    ),
    # path_based_externals: two platforms.
    case(
        forge(),
        "gitbench-phylo-viewer-0-9-1",
        "Software forge release (per-platform CDNs)",
        "multi_hop",
        "path_based_externals",
        f"http://{FORGE}/sci-tools/phylo-tree-viewer/releases/tag/v0.9.1",
        _rel("phylo-tree-viewer", "v0.9.1"),
    ),
]

# ------------------------------------------------------- mixed-case ASP.NET research lab site

GLA = "www.glaciolab.hx22.example"
GLA_PROJ = {
    "GlacierMass": (
        "Glacier Mass Balance, Tasman Glacier",
        ["Mass_Balance_1990-2020.CSV", "Stake_Network.KML"],
    ),
    "SnowLine": ("End-of-Summer Snowline Survey", ["SnowLine_Photos.ZIP"]),
    "GlacierMassII": ("Glacier Mass Balance II: Fox and Franz Josef", ["MB2.CSV"]),
}


@cache
def glaciolab() -> Hub:
    hub = Hub(
        [
            chrome(
                GLA,
                "Glaciology Lab",
                [("/People/Default.aspx", "People"), ("/Projects/", "Projects")],
            )
        ]
    )
    for key, (title, files) in GLA_PROJ.items():
        base = f"/Projects/{key}/"
        for f in files:
            hub.put(
                f"{base}Data/{f}",
                data(f"{f}\n", "text/csv" if f.endswith("CSV") else "application/octet-stream"),
            )
        hub.page(
            f"{base}Publications.aspx",
            f"{title} - Publications",
            f"<h1>Publications</h1><p>{title}.</p>",
        )
        hub.page(
            f"{base}Data/Default.aspx",
            f"{title} - Data",
            "<h1>Data</h1>" + links([(f"{base}Data/{f}", f) for f in files]),
        )
        hub.put(f"{base}Images/Site_Map.PNG", image(16, 16, (200, 200, 255)))
        follow = (
            links([("/Projects/GlacierMassII/", GLA_PROJ["GlacierMassII"][0])])
            if key == "GlacierMass"
            else ""
        )
        hub.page(
            base,
            title,
            f"<h1>{title}</h1><img src='{base}Images/Site_Map.PNG' alt='map'>"
            + links(
                [
                    (f"{base}Data/Default.aspx", "Data"),
                    (f"{base}Publications.aspx", "Publications"),
                    (f"{base}Images/Site_Map.PNG", "Site map (full size)"),
                ]
            )
            + f"<p>PI: <a href='/People/Profile.aspx?ID=7'>Dr A. Moraine</a></p><h2>Follow-up project</h2>{follow}",
            hd=head(generator="Microsoft SharePoint 14.0")
            + "<form id='aspnetForm'><input type='hidden' name='__VIEWSTATE' value='/wEPDwUK'></form>",
        )
    hub.page(
        "/People/Profile.aspx?ID=7",
        "Dr A. Moraine",
        "<h1>Dr A. Moraine</h1>" + links([(f"/Projects/{k}/", k) for k in GLA_PROJ]),
    )
    return hub


def _gla(key: str) -> set[str]:
    b = f"http://{GLA}/Projects/{key}/"
    return {b, b + "Data/Default.aspx", b + "Publications.aspx", b + "Images/Site_Map.PNG"} | {
        f"{b}Data/{f}" for f in GLA_PROJ[key][1]
    }


GLACIO_CASES = [
    # path_based: a project area of a lab site with mixed-case paths (/Projects/GlacierMass/,
    # Data/Mass_Balance_1990-2020.CSV) as IIS sites write them; everything of the project is
    # below its folder (seed: Path-Based).  /Projects/GlacierMassII/ shares the prefix.
    # Truth: project page, data page and files, publications page, full-size site map; not
    # the PI's profile, not the follow-up project.
    case(
        glaciolab(),
        "glaciolab-glacier-mass",
        "Research lab site (ASP.NET, mixed-case paths)",
        "multi_hop",
        "path_based",
        f"http://{GLA}/Projects/GlacierMass/",
        _gla("GlacierMass"),
        {f"http://{GLA}/Projects/GlacierMassII/"},
    ),
    # path_based: one zip of photos.
    case(
        glaciolab(),
        "glaciolab-snowline",
        "Research lab site (ASP.NET, mixed-case paths)",
        "multi_hop",
        "path_based",
        f"http://{GLA}/Projects/SnowLine/",
        _gla("SnowLine"),
    ),
]

# --------------------------------- astronomy catalogue with data on a relative-link mirror

AST = "archive.astrocat.hx22.example"
MIR = "ftp.obsmirror.hx22.example"
CATS = {
    "J/ApJ/912/41": (
        "Radial velocities of M dwarfs in the Hyades",
        ["ReadMe", "table1.dat", "table2.dat"],
    ),
    "J/A+A/655/A12": ("Photometry of Cepheids in NGC 6087", ["ReadMe", "phot.dat"]),
    "J/ApJ/912/4": ("Lithium abundances in Pleiades stars", ["ReadMe", "li.dat"]),
}


def _cpath(cat: str) -> str:
    return cat.replace("+", "%2B")


@cache
def astro() -> Hub:
    hub = Hub(
        [chrome(AST, "AstroCat Archive", [("/cgi-bin/search", "Search"), ("/mirrors", "Mirrors")])]
    )
    for cat, (title, files) in CATS.items():
        p = _cpath(cat)
        for f in files:
            hub.put(f"/pub/cats/{p}/{f}", Response.text(f"{cat} {f}: {title}\n"), host=MIR)
        # an Apache-style index: relative links only
        rows = "".join(f'<tr><td><a href="{f}">{f}</a></td><td>4.1K</td></tr>' for f in files)
        hub.put(
            f"/pub/cats/{p}/",
            Response.html(
                f'<html><head><title>Index of /pub/cats/{cat}</title></head><body><h1>Index of /pub/cats/{cat}</h1><table><tr><td><a href="../">Parent Directory</a></td></tr>{rows}</table></body></html>'
            ),
            host=MIR,
        )
        see = [("/catalog/J/ApJ/912/4", CATS["J/ApJ/912/4"][0])] if cat == "J/ApJ/912/41" else []
        hub.page(
            f"/catalog/{p}",
            f"{cat}: {title}",
            f"<h1>{cat}</h1><h2>{title}</h2><p>Files: {', '.join(files)} (served by our mirror)</p>"
            f"<p><a href='http://{MIR}/pub/cats/{p}/'>Browse and download the files (FTP mirror)</a></p>"
            f"<p>Bibcode <a href='/biblio?code=2021ApJ...912...41X'>paper</a></p><h2>See also</h2>{links(see)}",
            hd=head(site_name="AstroCat", citation={"title": title}),
        )
    hub.page("/biblio?code=2021ApJ...912...41X", "Bibliography", "<h1>Bibliographic record</h1>")
    return hub


def _ast(cat: str) -> set[str]:
    p = _cpath(cat)
    return {f"http://{AST}/catalog/{p}", f"http://{MIR}/pub/cats/{p}/"} | {
        f"http://{MIR}/pub/cats/{p}/{f}" for f in CATS[cat][1]
    }


ASTRO_CASES = [
    # path_based_externals: a catalogue record whose data live only on a mirror host (another
    # organisation) served as an Apache index with relative links; the record page is under
    # /catalog/J/ApJ/912/41 and J/ApJ/912/4 is a prefix trap (seed: Path-Based with
    # Externals, the GitHub raw-host case).  Truth: record page, mirror index, the files;
    # not the mirror's parent directory, the bibliography page or the see-also catalogue.
    case(
        astro(),
        "astrocat-hyades-rv",
        "Astronomy catalogue service (relative-link mirror)",
        "multi_hop",
        "path_based_externals",
        f"http://{AST}/catalog/J/ApJ/912/41",
        _ast("J/ApJ/912/41"),
        {f"http://{AST}/catalog/J/ApJ/912/4"},
    ),
    # path_based_externals: a catalogue whose id carries "+" (percent-encoded in the URL).
    case(
        astro(),
        "astrocat-cepheids-ngc6087",
        "Astronomy catalogue service (relative-link mirror)",
        "multi_hop",
        "path_based_externals",
        f"http://{AST}/catalog/J/A%2BA/655/A12",
        _ast("J/A+A/655/A12"),
    ),
]

CASES: list[Case] = [*STORY_CASES, *OCW_CASES, *RELEASE_CASES, *GLACIO_CASES, *ASTRO_CASES]
