"""heldout58's media and discussion portals: a video methods journal, a post-publication
review forum and a biomedical blog network (two records each, the second harder)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Portal, a, binary, build, data, e, image, pdf_file, ul

# --- video methods journal (JoVE-like) ------------------------------------------------------

VIS = Portal(
    "www.vismethods.hx58.example",
    "VisMethods",
    menu=[
        ("/research", "Research videos"),
        ("/education", "Science education"),
        ("/institutions", "For librarians"),
        ("/publish", "Publish with us"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/rights", "Permissions"),
    ],
    title_format="{title} | {name}",
    skin="side",
    login="/account/login",
    home_main=(
        "<h1>VisMethods</h1><p>Peer-reviewed video methods for the life sciences.</p><h2>Editor's picks</h2>"
        + ul(
            [
                (
                    "/v/59902/live-imaging-of-macrophages-in-zebrafish-fins",
                    "Live imaging of macrophages",
                )
            ]
        )
        + ul(
            [
                ("/research/neuroscience", "Neuroscience"),
                ("/research/immunology", "Immunology and Infection"),
            ]
        )
    ),
)
VIS_MEDIA = Portal("media.vismethods-cdn.hx58.example", "VisMethods media", menu=[], footer=[])


def _vis_video(
    vid: str, slug: str, title: str, media: list[str], extra: list[tuple[str, str]]
) -> str:
    dl = ul([(VIS_MEDIA.url(f"/v/{vid}/{m}"), f"Download {m}") for m in media])
    tools = ul(
        [
            (f"/transcript/{vid}", "Transcript"),
            (f"/materials/{vid}.pdf", "Table of materials (PDF)"),
            (f"/pdf/{vid}.pdf", "Article PDF"),
            (f"/cite/{vid}.ris", "Cite (RIS)"),
            *extra,
        ]
    )
    return VIS.page(
        title,
        f'<div class="video-article" data-id="{vid}"><video poster="/thumbs/{vid}.png" '
        f'src="{VIS_MEDIA.url(f"/v/{vid}/{media[0]}")}" controls></video><h1>{e(title)}</h1>'
        f"<p>Published: 2024. doi: 10.58177/{vid}</p><h2>Abstract</h2><p>A protocol for "
        f"{e(title.lower())}.</p><h2>Downloads</h2>{dl}<h2>Article tools</h2>{tools}"
        f"<p>Section: {a('/research/immunology', 'Immunology and Infection')}</p></div>",
        aside="<h2>Related videos</h2>"
        + ul(
            [
                (
                    "/v/59902/live-imaging-of-macrophages-in-zebrafish-fins",
                    "Live imaging of macrophages",
                )
            ]
        )
        + '<p class="promo">'
        + a("/institutions/trial", "Recommend to your library")
        + "</p>",
        share_url=VIS.url(f"/v/{vid}/{slug}"),
    )


VIS1 = (
    "61123",
    "quantifying-neutrophil-swarming-in-zebrafish-larvae",
    "Quantifying Neutrophil Swarming in Zebrafish Larvae",
    ["master_720.mp4"],
    [],
)
VIS2 = (
    "62870",
    "organotypic-hippocampal-slice-cultures-for-long-term-imaging",
    "Organotypic Hippocampal Slice Cultures for Long-term Imaging",
    [
        "master_720.mp4",
        "master_1080.mp4",
        "subtitles_en.vtt",
        "subtitles_es.vtt",
        "subtitles_zh.vtt",
    ],
    ["language=es", "language=zh"],
)


def vis_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {"/": "<html><head><title>media</title></head></html>"}
    for vid, slug, title, files, langs in (VIS1, VIS2):
        extra = [(f"/v/{vid}/{slug}?{q}", f"Watch in {q[-2:].upper()}") for q in langs]
        pages[f"/v/{vid}/{slug}"] = _vis_video(vid, slug, title, files, extra)
        for q in langs:
            pages[f"/v/{vid}/{slug}?{q}"] = _vis_video(vid, slug, f"{title} ({q[-2:]})", files, [])
        pages[f"/transcript/{vid}"] = VIS.page(
            f"Transcript: {title}", f"<h1>Transcript</h1><p>1. Prepare the {e(title)} set-up.</p>"
        )
        pages[f"/materials/{vid}.pdf"] = pdf_file(
            f"Materials {vid}", "Name, Company, Catalog number"
        )
        pages[f"/pdf/{vid}.pdf"] = pdf_file(title, "VisMethods")
        pages[f"/cite/{vid}.ris"] = data(
            f"TY  - VIDEO\nTI  - {title}\n", "application/x-research-info-systems"
        )
        pages[f"/thumbs/{vid}.png"] = image(int(vid) % 50)
        for f in files:
            media[f"/v/{vid}/{f}"] = (
                data("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n", "text/vtt")
                if f.endswith(".vtt")
                else binary(f, 4096)
            )
    pages["/v/59902/live-imaging-of-macrophages-in-zebrafish-fins"] = VIS.page(
        "Live Imaging of Macrophages in Zebrafish Fins", "<h1>Live imaging of macrophages</h1>"
    )
    return build([(VIS, pages), (VIS_MEDIA, media)])


def _vis_truth(rec: tuple[str, str, str, list[str], list[str]]) -> frozenset[str]:
    vid, slug, _t, files, langs = rec
    paths = [
        f"/v/{vid}/{slug}",
        f"/transcript/{vid}",
        f"/materials/{vid}.pdf",
        f"/pdf/{vid}.pdf",
        f"/cite/{vid}.ris",
    ]
    paths += [f"/v/{vid}/{slug}?{q}" for q in langs]
    return frozenset([VIS.url(p) for p in paths] + [VIS_MEDIA.url(f"/v/{vid}/{f}") for f in files])


# --- post-publication review forum (PubPeer-like) -----------------------------------------

PPR = Portal(
    "www.peerremarks.hx58.example",
    "PeerRemarks",
    menu=[
        ("/recent", "Recent"),
        ("/journals", "Journals"),
        ("/extensions", "Browser extension"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/guidelines", "Commenting guidelines"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{name} - {title}",
    skin="bar",
    login="/auth/login",
    home_main=(
        "<h1>PeerRemarks</h1><p>The online journal club.</p><h2>Recently commented</h2>"
        + ul([("/publications/5B1C0E7A2291F3", "Hypoxia and HIF stabilisation in islets")])
        + ul([("/extensions", "Get the browser extension"), ("/faq", "Frequently asked questions")])
    ),
)


def _ppr_comment(n: int, who: str, text: str) -> str:
    return (
        f'<div class="comment" id="c{n}"><p class="who">#{n} {e(who)} commented</p>'
        f'<p>{text}</p><p class="tools">{a(f"/auth/login?next=/comments/{n}/reply", "Reply")}'
        f" {a('/guidelines#flag', 'Flag')}</p></div>"
    )


def ppr_sites() -> list[Site]:
    t1 = "Mitochondrial fission drives senescence in human fibroblasts"
    body1 = "".join(
        _ppr_comment(i, f"Hoya {w}", f"The western blot in Figure {i + 1} shows {w} banding.")
        for i, w in enumerate(["camphorifolia", "kerrii"], 1)
    )
    t2 = "Ketone bodies rescue memory deficits in a mouse model of Alzheimer's disease"
    body2 = "".join(
        _ppr_comment(
            i,
            f"Peer {i}" if i % 2 else "Author response",
            f"On panel {chr(64 + i)}: see also {a('/publications/5B1C0E7A2291F3', 'a related thread')} "
            f"and the {a('http://journal.cellpress.test/supp/S1550-4131(23)00112-7', 'publisher supplement')}"
            f' <img src="/uploads/c{i}.png" alt="annotated figure">',
        )
        for i in range(1, 9)
    )

    def thread(pid: str, title: str, journal: str, body: str) -> str:
        return PPR.page(
            title,
            f'<div class="publication" data-id="{pid}"><h1>{e(title)}</h1><p>'
            f"{a(f'/journals/{journal}', journal.replace('-', ' ').title())}, 2023. "
            f"{a(f'http://doi.test/10.58211/{pid.lower()}', 'doi:10.58211/' + pid.lower())}</p>"
            f"<p>{a('/auth/login?next=/subscribe', 'Subscribe to this thread')}</p>"
            f"<h2>Comments</h2>{body}</div>",
            aside="<h2>Other threads on this journal</h2>"
            + ul([("/publications/5B1C0E7A2291F3", "Hypoxia and HIF stabilisation in islets")]),
        )

    pages: dict[str, PageValue] = {
        "/publications/8F3A21C09B7E4D": thread("8F3A21C09B7E4D", t1, "aging-cell", body1),
        "/publications/A04D77E51C3B92": thread("A04D77E51C3B92", t2, "cell-metabolism", body2),
        "/publications/5B1C0E7A2291F3": PPR.page(
            "Hypoxia and HIF stabilisation in islets",
            "<h1>Hypoxia and HIF stabilisation in islets</h1>",
        ),
    }
    for i in range(1, 9):
        pages[f"/uploads/c{i}.png"] = image(i)
    return build([(PPR, pages)])


# --- biomedical blog network ------------------------------------------------------------------

BLOG = Portal(
    "www.benchsidenotes.hx58.example",
    "Benchside Notes",
    menu=[
        ("/category/cell-biology/", "Cell biology"),
        ("/category/clinic/", "Clinic"),
        ("/authors/", "Our bloggers"),
        ("/newsletter/", "Newsletter"),
    ],
    footer=[("/about/", "About"), ("/comment-policy/", "Comment policy"), ("/privacy", "Privacy")],
    title_format="{title} – {name}",
    skin="stack",
    login="/wp-login.php",
    search="/",
    home_main=(
        "<h1>Benchside Notes</h1><p>Scientists writing about science.</p><h2>Latest posts</h2>"
        + ul(
            [
                ("/2024/06/peer-review-of-preprints/", "Reviewing preprints"),
                (
                    "/2024/05/crispr-screens-in-primary-t-cells/",
                    "CRISPR screens in primary T cells",
                ),
            ]
        )
        + ul([("/page/2/", "Older posts")])
    ),
)


def _blog_post(
    path: str, title: str, author: str, paras: list[str], tags: list[str], series: str
) -> str:
    tag_links = ", ".join(a(f"/tag/{t}/", t) for t in tags)
    return BLOG.page(
        title,
        f'<article class="post hentry"><h1 class="entry-title">{e(title)}</h1>'
        f'<p class="byline">by {a(f"/author/{author}/", author.replace("-", " ").title())} '
        f"&middot; May 14, 2024</p>{series}"
        + "".join(f"<p>{p}</p>" for p in paras)
        + f'<p class="tags">Tags: {tag_links}</p></article><nav class="post-nav">'
        f"{a('/2024/05/crispr-screens-in-primary-t-cells/', 'Previous: CRISPR screens in T cells')}"
        f" {a('/2024/06/peer-review-of-preprints/', 'Next: Reviewing preprints')}</nav>"
        '<section id="comments"><h2>3 comments</h2><p>Great read! &mdash; J.</p>'
        '<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
        "<button>Post comment</button></form></section>",
        aside="<h2>Popular</h2>"
        + ul(
            [
                (
                    "/2023/11/the-replication-crisis-in-preclinical-oncology/",
                    "The replication crisis in preclinical oncology",
                )
            ]
        ),
        share_url=BLOG.url(path),
    )


BLOG1 = "/2024/05/organoids-are-not-mini-organs/"
BLOG2 = "/2024/05/sepsis-biomarkers-part-2-procalcitonin/"


def blog_sites() -> list[Site]:
    p1 = _blog_post(
        BLOG1,
        "Organoids are not mini-organs (and that is fine)",
        "maya-okafor",
        [
            "Brain organoids lack vasculature, and that shapes what they can tell us.",
            f"See the {a('http://journal.nature.test/articles/s41586-023-0001', 'original paper')}.",
        ],
        ["organoids", "stem-cells"],
        "",
    )
    series = (
        '<p class="series">Part 2 of a series: '
        f"{a('/2024/04/sepsis-biomarkers-part-1-lactate/', 'Part 1: lactate')} &middot; "
        f"{a('/2024/06/sepsis-biomarkers-part-3-presepsin/', 'Part 3: presepsin')}</p>"
    )
    p2 = _blog_post(
        BLOG2,
        "Sepsis biomarkers, part 2: procalcitonin",
        "tomas-reyes",
        [
            f"Procalcitonin-guided therapy shortened antibiotic courses in {a('http://trials.test/PRORATA', 'PRORATA')}.",
            f"A {a('http://www.medcalc.test/pct', 'calculator')} and the {a('http://guidelines.test/ssc-2021', 'SSC guideline')}.",
            '<iframe src="http://www.youtube.test/embed/pct-explainer" title="video"></iframe>',
            f"Disclosure: {a('/about/disclosures/', 'see our disclosures policy')}.",
        ],
        ["sepsis", "biomarkers", "critical-care", "antibiotics"],
        series,
    )
    pages: dict[str, PageValue] = {BLOG1: p1, BLOG2: p2}
    for path, t in (
        ("/2024/05/crispr-screens-in-primary-t-cells/", "CRISPR screens in primary T cells"),
        ("/2024/06/peer-review-of-preprints/", "Reviewing preprints"),
        ("/2023/11/the-replication-crisis-in-preclinical-oncology/", "The replication crisis"),
        ("/2024/04/sepsis-biomarkers-part-1-lactate/", "Sepsis biomarkers, part 1: lactate"),
        ("/2024/06/sepsis-biomarkers-part-3-presepsin/", "Sepsis biomarkers, part 3: presepsin"),
    ):
        pages[path] = BLOG.page(
            t, f'<article class="post"><h1>{e(t)}</h1><p>Post body.</p></article>'
        )
    return build([(BLOG, pages)])


CASES: list[Case] = [
    # A JoVE-like video article: the seed's JoVE row, Single Page+ with Ignored URIs.
    Case(
        "vis-neutrophil-swarming",
        "video methods journal (one rendition on a media CDN)",
        "single_hop",
        "single_page_plus_ignored",
        VIS.url(f"/v/{VIS1[0]}/{VIS1[1]}"),
        _vis_truth(VIS1),
        vis_sites,
        others=frozenset({VIS.url("/v/59902/live-imaging-of-macrophages-in-zebrafish-fins")}),
    ),
    Case(
        "vis-hippocampal-slices",
        "video methods journal (two renditions, subtitles, translated pages)",
        "single_hop",
        "single_page_plus_ignored",
        VIS.url(f"/v/{VIS2[0]}/{VIS2[1]}"),
        _vis_truth(VIS2),
        vis_sites,
        others=frozenset({VIS.url("/v/59902/live-imaging-of-macrophages-in-zebrafish-fins")}),
    ),
    # A PubPeer-like discussion thread: the seed's PubPeer/PubMed Commons rows, Single Page.
    Case(
        "ppr-mito-fission",
        "post-publication review forum (two comments)",
        "single_artifact_uri",
        "single_page",
        PPR.url("/publications/8F3A21C09B7E4D"),
        frozenset({PPR.url("/publications/8F3A21C09B7E4D")}),
        ppr_sites,
        others=frozenset({PPR.url("/publications/5B1C0E7A2291F3")}),
    ),
    Case(
        "ppr-ketone-memory",
        "post-publication review forum (eight comments, images, cross-thread links)",
        "single_artifact_uri",
        "single_page",
        PPR.url("/publications/A04D77E51C3B92"),
        frozenset({PPR.url("/publications/A04D77E51C3B92")}),
        ppr_sites,
        others=frozenset({PPR.url("/publications/5B1C0E7A2291F3")}),
    ),
    # A science blog post: the seed's ScienceBlogs/SciLogs rows, Single Page.
    Case(
        "blog-organoids",
        "biomedical blog network (short post)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(BLOG1),
        frozenset({BLOG.url(BLOG1)}),
        blog_sites,
    ),
    Case(
        "blog-sepsis-series",
        "biomedical blog network (part of a series, many outbound links, embed)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(BLOG2),
        frozenset({BLOG.url(BLOG2)}),
        blog_sites,
        others=frozenset(
            BLOG.url(p)
            for p in (
                "/2024/04/sepsis-biomarkers-part-1-lactate/",
                "/2024/06/sepsis-biomarkers-part-3-presepsin/",
            )
        ),
    ),
]
