"""A conda-channel-like package page: a paginated file list under the package path and
downloads from a different host of the same organisation."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import build, file_host

CH = Portal(
    "anaconda.condahub.hx11.example",
    "CondaHub",
    menu=[("/search", "Search packages"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    footer=[
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("http://x.socialnet-ch.hx11.example/condahub", "X"),
    ],
    title_format="{title} :: CondaHub.org",
)
CH_DL = "conda.condahub.hx11.example"
P = "/conda-forge/tidepredict"
FILES = [
    ("noarch", "tidepredict-1.2.0-pyhd8ed1ab_0.conda"),
    ("noarch", "tidepredict-1.1.0-pyhd8ed1ab_1.conda"),
    ("noarch", "tidepredict-1.1.0-pyhd8ed1ab_0.tar.bz2"),
    ("noarch", "tidepredict-1.0.0-py_0.tar.bz2"),
]


def _channel() -> list[Site]:
    def listing(page: int) -> str:
        rows = FILES[:2] if page == 1 else FILES[2:]
        table = "".join(
            f"<tr><td><a href='http://{CH_DL}/conda-forge/{sub}/{name}'>{sub}/{name}</a></td></tr>"
            for sub, name in rows
        )
        pager = (
            f"<a href='{P}/files?page=2'>Next »</a>"
            if page == 1
            else f"<a href='{P}/files?page=1'>« Previous</a>"
        )
        return CH.page(
            "Files :: conda-forge/tidepredict",
            f"<h1>conda-forge / tidepredict</h1><table>{table}</table>{pager}",
        )

    tabs = links(
        [
            (P, "Overview"),
            (P + "/files", "Files"),
            (P + "/labels", "Labels"),
            (P + "/badges", "Badges"),
        ]
    )
    pages = {
        P: CH.page(
            "conda-forge/tidepredict",
            f"<h1>conda-forge / tidepredict</h1>{tabs}<p>Harmonic tide prediction</p>"
            "<pre>conda install conda-forge::tidepredict</pre>"
            "<p>Home: <a href='http://code.tidelab.hx11.example/tidelab/tidepredict'>code.tidelab</a></p>"
            "<p>License: <a href='http://licences.spdxref-ch.hx11.example/MIT'>MIT</a></p>"
            "<p>Also: <a href='/conda-forge/tidepredict-base'>conda-forge/tidepredict-base</a></p>"
            "<p>Channel: <a href='/conda-forge'>conda-forge</a></p>",
        ),
        P + "/files": listing(1),
        P + "/files?page=1": listing(1),
        P + "/files?page=2": listing(2),
        P + "/labels": CH.page("Labels :: conda-forge/tidepredict", f"{tabs}<p>main</p>"),
        P + "/badges": CH.page("Badges :: conda-forge/tidepredict", f"{tabs}<p>![version]</p>"),
        "/conda-forge/tidepredict-base": CH.page(
            "conda-forge/tidepredict-base", "<h1>tidepredict-base</h1>"
        ),
        "/conda-forge": CH.page("conda-forge", "<h1>conda-forge</h1>"),
    }
    dl = file_host(
        CH_DL,
        {
            f"/conda-forge/{sub}/{name}": data(b"PK\x03\x04conda", "application/octet-stream")
            for sub, name in FILES
        },
    )
    return [build(CH, pages), dl]


CASES = [
    Case(
        # Not in the table.  Nearest kind: GitHub (path-based with externals): the package's
        # tabs and paginated file list extend the package path, the packages themselves are
        # served by the download host (same organisation, another host).  Truth: overview,
        # files (both pages, and the page=1 link the pager uses), labels, badges and the four
        # package files; not tidepredict-base (its path extends this one's), the channel,
        # the licence or the forge.
        name="hx11-condahub-package",
        imitates="conda-channel-like package page",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=CH.url(P),
        truth=frozenset(
            {
                *(
                    CH.url(P + s)
                    for s in ("", "/files", "/files?page=1", "/files?page=2", "/labels", "/badges")
                ),
                *(f"http://{CH_DL}/conda-forge/{sub}/{name}" for sub, name in FILES),
            }
        ),
        build=_channel,
        others=frozenset({CH.url("/conda-forge/tidepredict-base")}),
    ),
]
