"""Loading artifact pages: redirects (DOI style), loops, failures, rels and text."""

from __future__ import annotations

from keepnet.artifacts.loader import load
from keepnet.models import Exchange, FetchFailure
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch


def web() -> VirtualWeb:
    doi = Site(
        "doi.test",
        {
            "/10.1/x": Response.redirect("http://repo.test/rec/x", 302),
            "/loop": Response.redirect("/loop2", 301),
            "/loop2": Response.redirect("/loop", 301),
        },
    )
    repo = Site(
        "repo.test",
        {
            "/rec/x": Response.html(
                '<title> Rec  X </title><link rel="item" href="/f.csv" type="text/csv"><img src="/i.png">'
                '<a href="/about">about</a><p>Body text</p>',
                headers=[
                    ("Link", '<http://repo.test/m.ttl>; rel="describedby"; type="text/turtle"')
                ],
            )
        },
    )
    return VirtualWeb([doi, repo])


async def test_follows_redirects_and_keeps_the_chain() -> None:
    page = await load(web_fetch(web()), "http://doi.test/10.1/x")
    assert page.ok and page.url == "http://repo.test/rec/x"
    assert page.chain == ["http://doi.test/10.1/x"] and page.aliases[-1] == page.url
    assert page.title == "Rec X" and "Body text" in page.text
    assert ("describedby", "http://repo.test/m.ttl", "text/turtle", "http") in page.rels
    assert ("item", "http://repo.test/f.csv", "text/csv", "html") in page.rels
    assert "http://repo.test/about" in page.links and "http://repo.test/i.png" in page.embeds


async def test_redirect_loops_and_failures_are_pages_with_errors() -> None:
    loop = await load(web_fetch(web()), "http://doi.test/loop")
    assert not loop.ok and "looping redirect" in (loop.error or "")

    async def refuse(url: str) -> Exchange | FetchFailure:
        return FetchFailure(url, -2, "connection refused")

    failed = await load(refuse, "http://x.test/")
    assert failed.error == "connection refused" and failed.status == 0

    async def broken(url: str) -> Exchange | FetchFailure:
        raise RuntimeError("boom")

    assert "boom" in ((await load(broken, "http://x.test/")).error or "")


async def test_a_framed_document_is_a_link_too_but_not_a_framed_page_or_an_image() -> None:
    # a journal's galley viewer frames the PDF and links it ("Download"): the extractor keeps
    # the frame, and the file must still be a link; a framed HTML widget and an image are not
    viewer = Site(
        "journal.test",
        {
            "/article/view/8/15": Response.html(
                '<iframe src="/article/download/8/15"></iframe><a href="/article/download/8/15">'
                'Download</a><iframe src="/widget.html"></iframe><img src="/logo.png">'
            )
        },
    )
    page = await load(web_fetch(VirtualWeb([viewer])), "http://journal.test/article/view/8/15")
    assert "http://journal.test/article/download/8/15" in page.links
    assert "http://journal.test/article/download/8/15" in page.embeds
    assert page.framed == ["http://journal.test/article/download/8/15"]
    assert "http://journal.test/widget.html" not in page.links
    assert "http://journal.test/logo.png" not in page.links


async def test_a_shown_file_also_offered_as_a_download_is_a_link_too() -> None:
    # a lecture page plays presenter.mp4 and lists it under "Downloads": one hop per URL in
    # the extractor (the embed); the anchor makes it a link as well.  A video only played,
    # and an image, stay embeds.
    player = Site(
        "video.test",
        {
            "/watch": Response.html(
                '<video src="/m/presenter.mp4"></video><a href="/m/presenter.mp4">MP4</a>'
                '<video src="/m/teaser.mp4"></video><img src="/logo.png">'
            )
        },
    )
    page = await load(web_fetch(VirtualWeb([player])), "http://video.test/watch")
    assert "http://video.test/m/presenter.mp4" in page.links
    assert page.framed == ["http://video.test/m/presenter.mp4"]
    assert "http://video.test/m/teaser.mp4" not in page.links
    assert "http://video.test/logo.png" not in page.links


async def test_round9_a_framed_page_also_offered_by_an_anchor_is_a_link_too() -> None:
    # a 3D model's landing page shows its viewer in an iframe and links it ("Embed"); a
    # framed widget the page does not anchor stays an embed only
    landing = Site(
        "models.test",
        {
            "/3d-models/font-3a8f": Response.html(
                '<iframe src="/models/3a8f/embed"></iframe><a href="/models/3a8f/embed">Embed</a>'
                '<iframe src="/widget.html"></iframe>'
            )
        },
    )
    page = await load(web_fetch(VirtualWeb([landing])), "http://models.test/3d-models/font-3a8f")
    assert "http://models.test/models/3a8f/embed" in page.links
    assert page.framed == ["http://models.test/models/3a8f/embed"]
    assert "http://models.test/widget.html" not in page.links
