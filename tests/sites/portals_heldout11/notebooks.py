"""A notebook viewer (nbviewer-like): a rendered notebook fetched from a forge."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal

from ._kit import build

NB = Portal(
    "nbview.jupyterish.hx11.example",
    "Notebook Viewer",
    menu=[("/faq", "FAQ"), ("/about", "About")],
    footer=[
        ("http://jupyter.jupyterish-project.hx11.example/", "Project Jupyter"),
        ("http://code.jupyterish-forge.hx11.example/nbview", "Source"),
    ],
    title_format="{title}",
    home_title="Notebook Viewer",
)
NB_PATH = "/github/tidelab/tidepredict-notebooks/blob/main/harmonic_fit_demo.ipynb"


def _viewer() -> list[Site]:
    pages = {
        NB_PATH: NB.page(
            "Notebook on nbviewer",
            "<div class='breadcrumbs'><a href='/github/tidelab/tidepredict-notebooks/tree/main'>"
            "tidepredict-notebooks</a> / harmonic_fit_demo.ipynb</div>"
            "<a href='https://code.tidelab.hx11.example/tidelab/tidepredict-notebooks/raw/branch/main/harmonic_fit_demo.ipynb'>"
            "Download Notebook</a> <a href='https://code.tidelab.hx11.example/tidelab/tidepredict-notebooks'>View on forge</a> "
            "<a href='http://mybinder.binderish.hx11.example/v2/gh/tidelab/tidepredict-notebooks/main'>Execute on Binder</a>"
            "<h1 id='Harmonic-fit-demo'>Harmonic fit demo</h1><pre>import tidepredict</pre>"
            "<p>Next: <a href='/github/tidelab/tidepredict-notebooks/blob/main/harmonic_fit_demo_advanced.ipynb'>"
            "harmonic_fit_demo_advanced.ipynb</a></p>",
        ),
        "/github/tidelab/tidepredict-notebooks/tree/main": NB.page(
            "Notebook on nbviewer", "<h1>tree</h1>"
        ),
        "/github/tidelab/tidepredict-notebooks/blob/main/harmonic_fit_demo_advanced.ipynb": NB.page(
            "Notebook on nbviewer", "<h1>advanced</h1>"
        ),
    }
    return [build(NB, pages)]


CASES = [
    Case(
        # Not in the table.  Nearest kind: Wikipedia/blog post (single artifact URI): the
        # viewer renders one notebook as one page; the raw .ipynb, the repository and the
        # Binder launcher belong to the forge and Binder (other portals), the directory
        # listing and the advanced notebook (whose path extends this one's name) to other
        # notebooks.  Truth: the rendered notebook alone.
        name="hx11-nbview-notebook",
        imitates="nbviewer-like notebook viewer",
        artifact_class="single",
        expected="single_page",
        entry=NB.url(NB_PATH),
        truth=frozenset({NB.url(NB_PATH)}),
        build=_viewer,
        others=frozenset(
            {
                NB.url(
                    "/github/tidelab/tidepredict-notebooks/blob/main/harmonic_fit_demo_advanced.ipynb"
                )
            }
        ),
    ),
]
