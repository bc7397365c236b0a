"""Conference proceedings of heldout38: an anthology-like proceedings portal whose talk
videos and posters live on other hosts, and a hand-written workshop site whose paper pages
carry no chrome at all (the programme page lists every file).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import a, blob, chrome_pages, head, merge, pdf_file, portal, stub, text, ul

# --- anthology-like proceedings: members under the paper's directory, media elsewhere ----

AN = "anthology.lexiconf.hx38.example"
VID = "video.talkreel.hx38.example"
MED = "static.lexiconf-media.hx38.example"
# paper dir -> (title, attachments, errata, external media paths on MED)
_AN = {
    "/volumes/2024.lexi-main/117/": (
        "Robust tokenisation for code-switched text",
        ["software.zip"],
        False,
        ["/2024/posters/117.pdf"],
    ),
    "/volumes/2025.lexi-long/42/": (
        "Evaluating retrieval-augmented summarisation of court rulings",
        ["software.zip", "dataset.tgz"],
        True,
        ["/2025/posters/42.pdf", "/2025/slides/42.pdf"],
    ),
}


def _an_sites() -> list[Site]:
    p = portal(
        AN,
        "LexiConf Anthology",
        [
            ("/events/", "Events"),
            ("/venues/", "Venues"),
            ("/sigs/", "SIGs"),
            ("/info/faq/", "FAQ"),
            ("/info/corrections/", "Corrections"),
        ],
        [
            ("/info/credits/", "Credits"),
            ("/info/licensing/", "Licensing"),
            ("/info/contrib/", "Contributing"),
        ],
    )
    vid, med = Site(VID), Site(MED)
    med.add(
        "/",
        "<!DOCTYPE html><html><head><title>LexiConf media</title></head><body><h1>Media files</h1></body></html>",
    )
    vid.add(
        "/",
        "<!DOCTYPE html><html><head><title>TalkReel</title></head><body><h1>TalkReel</h1></body></html>",
    )
    pages: dict[str, PageValue] = {}
    for d, (title, atts, errata, media) in _AN.items():
        num = d.rstrip("/").rsplit("/", 1)[1]
        vol = d.rsplit("/", 2)[0] + "/"
        files = [(f"{d}paper.pdf", "PDF"), (f"{d}cite.bib", "BibTeX"), (f"{d}cite.xml", "MODS XML")]
        pages[files[0][0]] = pdf_file(title)
        pages[files[1][0]] = text(f"@inproceedings{{lexi{num}, title = {{{title}}}}}", "text/plain")
        pages[files[2][0]] = text(
            f"<mods><titleInfo><title>{escape(title)}</title></titleInfo></mods>", "application/xml"
        )
        for att in atts:
            files.append((f"{d}attachments/{att}", f"Attachment: {att}"))
            pages[f"{d}attachments/{att}"] = blob("application/octet-stream", att)
        if errata:
            files.append((f"{d}errata/", "Erratum"))
            pages[f"{d}errata/"] = p.page(
                "Erratum",
                f"<h1>Erratum for {escape(title)}</h1>{ul([(f'{d}errata/paper.v2.pdf', 'Corrected PDF (v2)')])}",
            )
            pages[f"{d}errata/paper.v2.pdf"] = pdf_file(title, "v2")
        talk = f"/watch/{vol.split('/')[2]}-{num}"
        vid.add(
            talk,
            f"<!DOCTYPE html><html><head><title>{escape(title)} - TalkReel</title></head><body>"
            f'<h1>{escape(title)}</h1><video src="/media/{num}.mp4" controls></video>{a("/", "TalkReel")}</body></html>',
        )
        vid.add(f"/media/{num}.mp4", Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4"))
        ext = [(f"http://{VID}{talk}", "Video")] + [
            (f"http://{MED}{m}", m.split("/")[2].rstrip("s").capitalize()) for m in media
        ]
        for m in media:
            med.add(m, pdf_file(title, m))
        prev = f"{vol}{int(num) - 1}/"
        pages[prev] = stub(p, "Previous paper")
        pages[vol] = stub(p, "Proceedings volume")
        pages[f"/people/m/mirela-tanase/{num}/"] = stub(p, "Mirela Tanase")
        main = (
            f'<section id="main"><h2 id="title">{a(d, title)}</h2>'
            f'<p class="lead">{a(f"/people/m/mirela-tanase/{num}/", "Mirela Tanase")}</p>'
            f"<dl><dt>Abstract</dt><dd>We ...</dd><dt>Volume</dt><dd>{a(vol, 'Proceedings')}</dd>"
            f"<dt>DOI</dt><dd>10.18600/v1/{vol.split('/')[2]}.{num}</dd></dl>"
            f'<div class="acl-paper-link-block">{ul(files + ext)}</div>'
            f"<nav>{a(prev, '← previous paper')}</nav></section>"
        )
        pages[d] = p.page(title, main, head=head())
    return [p.site(merge(chrome_pages(p), pages)), vid, med]


def _an_truth(d: str) -> frozenset[str]:
    _t, atts, errata, media = _AN[d]
    u = f"http://{AN}{d}"
    num = d.rstrip("/").rsplit("/", 1)[1]
    out = {u, u + "paper.pdf", u + "cite.bib", u + "cite.xml"} | {
        f"{u}attachments/{x}" for x in atts
    }
    if errata:
        out |= {u + "errata/", u + "errata/paper.v2.pdf"}
    out.add(f"http://{VID}/watch/{d.split('/')[2]}-{num}")
    out |= {f"http://{MED}{m}" for m in media}
    return frozenset(out)


# --- hand-written workshop site: bare paper pages, programme page lists every file --------

WS = "www.kestrelws.hx38.example"
# page -> (title, files)
_WS = {
    "/2023/papers/paper07.html": (
        "Crawling institutional repositories politely",
        ["/2023/papers/paper07.pdf", "/2023/slides/paper07-slides.pdf", "/2023/bib/paper07.bib"],
    ),
    "/2024/papers/paper12.html": (
        "A corpus of dead links in theses, 2000-2020",
        [
            "/2024/papers/paper12.pdf",
            "/2024/slides/paper12-slides.pdf",
            "/2024/posters/paper12-poster.pdf",
            "/2024/data/paper12-deadlinks.csv",
            "/2024/code/paper12-scripts.zip",
            "/2024/video/paper12-talk.mp4",
            "/2024/bib/paper12.bib",
        ],
    ),
}


def _ws_sites() -> list[Site]:
    site = Site(WS)
    programme = []
    for page, (title, files) in _WS.items():
        year = page.split("/")[1]
        labels = [(f, f.rsplit("/", 1)[1]) for f in files]
        programme.append(f"<li>{a(page, title)} [{' | '.join(a(f, t) for f, t in labels)}]</li>")
        for f in files:
            if f.endswith(".pdf"):
                site.add(f, pdf_file(title, f))
            elif f.endswith(".bib"):
                site.add(f, text(f"@inproceedings{{k{year}, title={{{title}}}}}", "text/plain"))
            elif f.endswith(".csv"):
                site.add(f, text("url,status\nhttp://x.test/,404\n", "text/csv"))
            else:
                site.add(f, blob("application/octet-stream", f[-8:]))
        site.add(
            page,
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
            f"<style>body{{font-family:serif}}</style></head><body><h1>{escape(title)}</h1>"
            f"<p><i>Kestrel Workshop on Digital Libraries {year}</i></p><h2>Abstract</h2><p>We ...</p>"
            f"<h2>Materials</h2>{ul(labels)}</body></html>",
        )
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>Kestrel Workshop on Digital Libraries</title></head><body>"
        f"<h1>Kestrel Workshop</h1><h2>Programme and proceedings</h2><ul>{''.join(programme)}</ul>"
        f"<p>{a('/cfp.html', 'Call for papers')} · {a('/committee.html', 'Committee')}</p></body></html>",
    )
    site.add(
        "/cfp.html",
        "<!DOCTYPE html><html><head><title>Call for papers</title></head><body><h1>CfP</h1></body></html>",
    )
    site.add(
        "/committee.html",
        "<!DOCTYPE html><html><head><title>Committee</title></head><body><h1>Committee</h1></body></html>",
    )
    return [site]


def _ws_truth(page: str) -> frozenset[str]:
    return frozenset(f"http://{WS}{u}" for u in [page, *_WS[page][1]])


CASES = [
    # Anthology-like: PDF, citations, attachments and errata extend the paper directory,
    # the talk video and poster sit on other hosts (the seed's GitHub + raw host shape)
    # -> Path-Based with Externals.
    Case(
        "anthology-paper",
        "anthology-like proceedings (paper with external video and poster)",
        "conference paper",
        "path_based_externals",
        f"http://{AN}/volumes/2024.lexi-main/117/",
        _an_truth("/volumes/2024.lexi-main/117/"),
        _an_sites,
    ),
    Case(
        "anthology-paper-errata",
        "anthology-like proceedings (erratum, two attachments, slides and poster elsewhere)",
        "conference paper",
        "path_based_externals",
        f"http://{AN}/volumes/2025.lexi-long/42/",
        _an_truth("/volumes/2025.lexi-long/42/"),
        _an_sites,
    ),
    # Hand-written workshop site: the paper page links only its own files and has no
    # chrome, while the homepage (programme) links every file of every paper, so an
    # ignored-URI list built from the homepage would drop the artifact's files -> plain
    # Single Page+ (one hop, nothing else to exclude).
    Case(
        "workshop-paper",
        "static workshop proceedings (PDF, slides, BibTeX)",
        "conference paper",
        "single_page_plus",
        f"http://{WS}/2023/papers/paper07.html",
        _ws_truth("/2023/papers/paper07.html"),
        _ws_sites,
    ),
    Case(
        "workshop-paper-materials",
        "static workshop proceedings (seven materials incl. data, code, talk)",
        "conference paper",
        "single_page_plus",
        f"http://{WS}/2024/papers/paper12.html",
        _ws_truth("/2024/papers/paper12.html"),
        _ws_sites,
    ),
]
