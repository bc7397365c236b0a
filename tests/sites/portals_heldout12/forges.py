"""Self-hosted forges: a university's GitLab 17 (one project documented on GitLab Pages under
another registrable domain) and a fab lab's Forgejo 9.

GitLab shapes ``/<group>/<project>/-/tree|blob|raw/<ref>/<path>``, ``/-/archive/<ref>/<p>-<ref>.zip``,
``/-/releases``, ``/-/tags``, ``/-/issues/<n>``, ``/-/wikis/<page>``; Forgejo shapes
``/<owner>/<repo>/src|raw/branch/<ref>/<path>``, ``/archive/<ref>.zip``,
``/releases/tag/<t>``, ``/releases/download/<t>/<file>``, ``/wiki/<page>``, ``/issues/<n>``.
Fork and star links are under the project path but redirect to the login page: not part of
the artifact.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass, field

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout12._kit import ANALYTICS, a, binary, csv_file, text_file, zip_file

QUARRY = Portal(
    host="git.univ-quarry.hx12.example",
    name="GitLab",
    menu=[("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[("/help", "Help"), ("http://www.univ-quarry.hx12.example/", "University of Quarry")],
    title_format="{title} · GitLab",
    home_title="Projects · Explore · GitLab",
)
QUARRY_PAGES = "geo-lab.univ-quarry-pages.hx12.example"
NORDHAVN = Portal(
    host="code.fablab-nordhavn.hx12.example",
    name="Nordhavn Code",
    menu=[
        ("/explore/repos", "Explore"),
        ("/explore/organizations", "Organisations"),
        ("/help", "Help"),
    ],
    footer=[
        ("http://forgejo.test/", "Powered by Forgejo"),
        ("/assets/licenses.txt", "Licences"),
        ("/api/swagger", "API"),
    ],
    title_format="{title} - Nordhavn Code",
    home_title="Nordhavn Code",
    extra={"/user/login": "<!DOCTYPE html><title>Sign in - Nordhavn Code</title><form></form>"},
)


@dataclass
class Repo:
    """A repository's pages: `files` path -> content; everything else is derived."""

    path: str  # "/group/project"
    description: str
    files: dict[str, str]
    releases: dict[str, list[str]] = field(default_factory=dict)  # tag -> asset names
    wiki: tuple[str, ...] = ()
    issues: tuple[tuple[int, str], ...] = ()
    readme_links: tuple[tuple[str, str], ...] = ()  # links the README carries (href, text)


class Forge:
    """URL shapes of one forge family."""

    def __init__(self, portal: Portal, gitlab: bool) -> None:
        self.p, self.gitlab = portal, gitlab
        self.sep = "/-" if gitlab else ""

    def blob(self, r: Repo, f: str) -> str:
        return (
            f"{r.path}{self.sep}/blob/main/{f}" if self.gitlab else f"{r.path}/src/branch/main/{f}"
        )

    def raw(self, r: Repo, f: str) -> str:
        return (
            f"{r.path}{self.sep}/raw/main/{f}" if self.gitlab else f"{r.path}/raw/branch/main/{f}"
        )

    def tree(self, r: Repo, d: str) -> str:
        return (
            f"{r.path}{self.sep}/tree/main/{d}" if self.gitlab else f"{r.path}/src/branch/main/{d}"
        )

    def archives(self, r: Repo) -> list[str]:
        name = r.path.rsplit("/", 1)[1]
        if self.gitlab:
            return [f"{r.path}/-/archive/main/{name}-main.{x}" for x in ("zip", "tar.gz")]
        return [f"{r.path}/archive/main.{x}" for x in ("zip", "tar.gz")]

    def release(self, r: Repo, tag: str) -> str:
        return (
            f"{r.path}{self.sep}/releases/{tag}" if self.gitlab else f"{r.path}/releases/tag/{tag}"
        )

    def asset(self, r: Repo, tag: str, name: str) -> str:
        if self.gitlab:
            return f"{r.path}/-/package_files/{zlib.crc32(f'{tag}/{name}'.encode()) % 90000 + 10000}/download"
        return f"{r.path}/releases/download/{tag}/{name}"

    def wiki(self, r: Repo, page: str) -> str:
        return f"{r.path}{self.sep}/wikis/{page}" if self.gitlab else f"{r.path}/wiki/{page}"

    def issue(self, r: Repo, n: int) -> str:
        return f"{r.path}{self.sep}/issues/{n}"

    def sections(self, r: Repo) -> dict[str, str]:
        s = self.sep
        out = {
            f"{r.path}{s}/commits/main"
            if self.gitlab
            else f"{r.path}/commits/branch/main": "Commits",
            f"{r.path}{s}/tags" if self.gitlab else f"{r.path}/tags": "Tags",
            f"{r.path}{s}/releases" if self.gitlab else f"{r.path}/releases": "Releases",
            f"{r.path}{s}/issues": "Issues",
            f"{r.path}{s}/graphs/main" if self.gitlab else f"{r.path}/activity": "Activity",
        }
        if r.wiki:
            out[self.wiki(r, "home" if self.gitlab else "Home")] = "Wiki"
        return out

    def login_gated(self, r: Repo) -> list[str]:
        if self.gitlab:
            return [f"{r.path}/-/forks/new", f"{r.path}/-/starrers", f"{r.path}/-/issues/new"]
        return [f"{r.path}/fork", f"{r.path}/action/star", f"{r.path}/issues/new"]

    def pages(self, r: Repo) -> dict[str, PageValue]:
        """Every page of the repo, and (as a side table) which of them are its artifact."""
        p, name = self.p, r.path.strip("/")
        out: dict[str, PageValue] = {}
        dirs = sorted({f.rsplit("/", 1)[0] for f in r.files if "/" in f})
        top = [f for f in r.files if "/" not in f]
        listing = "".join(f"<li>{a(self.tree(r, d), d)}</li>" for d in dirs)
        listing += "".join(f"<li>{a(self.blob(r, f), f)}</li>" for f in top)
        nav = "".join(f"<li>{a(u, t)}</li>" for u, t in self.sections(r).items())
        gated = " ".join(a(u, u.rsplit("/", 1)[1].title()) for u in self.login_gated(r))
        dl = " ".join(
            a(u, "Download " + u.rsplit(".", 1)[1] if "tar" not in u else "Download tar.gz")
            for u in self.archives(r)
        )
        readme = "".join(f"<li>{a(h, t)}</li>" for h, t in r.readme_links)
        main = f"""<div class="project-header"><h1>{name.split("/")[-1]}</h1><p>{r.description}</p>
<div class="project-actions">{gated}</div></div>
<nav class="project-nav"><ul>{nav}</ul></nav>
<div class="tree-controls">{dl}</div>
<ul class="tree-list">{listing}</ul>
<article class="readme"><h2>README.md</h2><p>{r.description}</p><ul>{readme}</ul></article>"""
        out[r.path] = p.page(
            f"{name.split('/')[-1]} · {name}" if self.gitlab else f"{name}: {r.description}",
            main,
            head=ANALYTICS,
        )
        for d in dirs:
            inner = "".join(
                f"<li>{a(self.blob(r, f), f.rsplit('/', 1)[1])}</li>"
                for f in r.files
                if f.startswith(d + "/")
            )
            out[self.tree(r, d)] = p.page(
                f"{d} · main · {name}", f"<h1>{d}</h1><ul>{inner}</ul>{a(r.path, name)}"
            )
        for f, content in r.files.items():
            body = f"<h1>{f}</h1><pre>{content[:200]}</pre>{a(self.raw(r, f), 'Open raw')} {a(r.path, name)}"
            out[self.blob(r, f)] = p.page(f"{f} · main · {name}", body)
            out[self.raw(r, f)] = csv_file(content) if f.endswith(".csv") else text_file(content)
        for u in self.archives(r):
            out[u] = (
                zip_file(list(r.files)) if u.endswith("zip") else binary("application/gzip", 120)
            )
        for u, t in self.sections(r).items():
            extra = ""
            if t == "Releases":
                extra = "".join(f"<li>{a(self.release(r, tag), tag)}</li>" for tag in r.releases)
            elif t == "Issues":
                extra = "".join(
                    f"<li>{a(self.issue(r, n), f'#{n} {title}')}</li>" for n, title in r.issues
                )
            elif t == "Wiki":
                extra = "".join(f"<li>{a(self.wiki(r, w), w)}</li>" for w in r.wiki)
            elif t == "Tags":
                extra = "".join(f"<li>{a(self.release(r, tag), tag)}</li>" for tag in r.releases)
            out[u] = p.page(f"{t} · {name}", f"<h1>{t}</h1><ul>{extra}</ul>{a(r.path, name)}")
        for tag, assets in r.releases.items():
            items = "".join(f"<li>{a(self.asset(r, tag, n), n)}</li>" for n in assets)
            out[self.release(r, tag)] = p.page(
                f"{tag} · Releases · {name}", f"<h1>{tag}</h1><ul>{items}</ul>"
            )
            for n in assets:
                out[self.asset(r, tag, n)] = binary("application/octet-stream", 100)
        sidebar = "".join(f"<li>{a(self.wiki(r, w), w)}</li>" for w in r.wiki)
        for w in r.wiki:
            body = f"<h1>{w}</h1><p>Notes on {r.description}</p><ul class='wiki-pages'>{sidebar}</ul>{a(r.path, name)}"
            out[self.wiki(r, w)] = p.page(f"{w} · Wiki · {name}", body)
        for n, title in r.issues:
            out[self.issue(r, n)] = p.page(
                f"{title} (#{n}) · Issues · {name}", f"<h1>{title}</h1>{a(r.path, name)}"
            )
        login = "/users/sign_in" if self.gitlab else "/user/login"
        for u in self.login_gated(r):
            out[u] = Response.redirect(f"{login}?redirect_to={u}", 302)
        return out

    def truth(self, r: Repo) -> set[str]:
        """Every page `pages` serves for the repo except the login-gated redirects."""
        return {self.p.url(u) for u in self.pages(r)} - {self.p.url(u) for u in self.login_gated(r)}


GITLAB = Forge(QUARRY, gitlab=True)
FORGEJO = Forge(NORDHAVN, gitlab=False)

CORES = Repo(
    path="/geo-lab/sediment-cores",
    description="Processing pipeline for XRF core-scanner data from lake sediment cores",
    files={
        "README.md": "# sediment-cores\nXRF core-scanner processing.\n",
        "LICENSE": "MIT License\n",
        "CITATION.cff": "cff-version: 1.2.0\ntitle: sediment-cores\n",
        "pyproject.toml": "[project]\nname = 'sediment-cores'\n",
        "src/cores/__init__.py": "__version__ = '0.9.1'\n",
        "src/cores/xrf.py": "def normalise(counts):\n    return counts\n",
        "data/example_core_LQ21.csv": "depth_cm,Ca,Fe,Ti",
    },
    releases={"v0.9.1": ["sediment_cores-0.9.1-py3-none-any.whl"], "v0.9.0": []},
    issues=(
        (14, "Ti/Ca ratio off by a constant for Avaatech scans"),
        (11, "Document depth offsets"),
    ),
    readme_links=(
        (f"http://{QUARRY_PAGES}/sediment-cores/", "Documentation (GitLab Pages)"),
        ("/geo-lab/core-archive-catalogue", "See also: core-archive-catalogue"),
    ),
)
CATALOGUE = Repo(
    path="/geo-lab/core-archive-catalogue",
    description="Catalogue of the lab's sediment core archive",
    files={"README.md": "# core-archive-catalogue\n", "catalogue.csv": "core,lake,year"},
)
TEACHING = Repo(
    path="/hydro/groundwater-course-2025",
    description="Lecture notes and exercises for Groundwater Hydrology (HYD-3120), spring 2025",
    files={
        "README.md": "# Groundwater Hydrology 2025\n",
        "LICENSE": "CC BY 4.0\n",
        "lectures/01-darcy.md": "# Darcy's law\n",
        "lectures/02-aquifers.md": "# Aquifers\n",
        "exercises/ex01.ipynb": "{}\n",
        "exercises/data/well_levels.csv": "well,date,level_m",
    },
    wiki=("home", "Exam-information", "Reading-list"),
    issues=((3, "Typo in lecture 2 equation 4"),),
)
DRIVER = Repo(
    path="/sensors/lorawan-soil-probe",
    description="Firmware and PCB files for the open LoRaWAN soil-moisture probe",
    files={
        "README.md": "# lorawan-soil-probe\n",
        "LICENSE": "CERN-OHL-S-2.0\n",
        "firmware/main.c": "int main(void) { return 0; }\n",
        "firmware/lora.c": "void lora_send(void) {}\n",
        "hardware/probe.kicad_pcb": "(kicad_pcb)\n",
        "hardware/bom.csv": "ref,part,qty",
    },
    releases={"v2.0": ["firmware-v2.0.uf2", "gerbers-v2.0.zip"], "v1.3": ["firmware-v1.3.uf2"]},
    wiki=("Home", "Calibration", "Assembly"),
    issues=((27, "Probe drifts below 5 C"), (22, "Add BOM for rev C")),
    readme_links=(
        ("/sensors/lorawan-soil-probe-case", "3D-printable case: lorawan-soil-probe-case"),
    ),
)
CASE_REPO = Repo(
    path="/sensors/lorawan-soil-probe-case",
    description="3D-printable enclosure for the LoRaWAN soil probe",
    files={"README.md": "# case\n", "case.stl": "solid case\n"},
)
WORKSHOP = Repo(
    path="/teaching/arduino-workshop",
    description="Materials for the fab lab's Arduino for researchers workshop",
    files={
        "README.md": "# Arduino workshop\n",
        "slides/day1.md": "# Day 1\n",
        "slides/day2.md": "# Day 2\n",
        "sketches/blink/blink.ino": "void setup(){}\n",
    },
    wiki=("Home", "Kit-list"),
)


def _docs_site() -> Site:
    """The project's GitLab Pages documentation: another registrable domain."""
    site = Site(QUARRY_PAGES)
    nav = (
        a("/sediment-cores/", "Home")
        + " "
        + a("/sediment-cores/usage.html", "Usage")
        + " "
        + a("/sediment-cores/api.html", "API")
    )
    for path, title in (
        ("/sediment-cores/", "sediment-cores documentation"),
        ("/sediment-cores/usage.html", "Usage"),
        ("/sediment-cores/api.html", "API reference"),
    ):
        site.add(
            path,
            f"<!DOCTYPE html><html><head><title>{title} — sediment-cores 0.9.1</title></head><body><nav>{nav}</nav><h1>{title}</h1><p>{a('http://' + QUARRY.host + CORES.path, 'Source on GitLab')}</p></body></html>",
        )
    return site


def quarry_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/users/sign_in": QUARRY.page("Sign in", "<form></form>")}
    for r in (CORES, CATALOGUE, TEACHING):
        pages.update(GITLAB.pages(r))
    return [QUARRY.site(pages), _docs_site()]


def nordhavn_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r in (DRIVER, CASE_REPO, WORKSHOP):
        pages.update(FORGEJO.pages(r))
    return [NORDHAVN.site(pages)]


def _case(
    name: str,
    kind: str,
    forge: Forge,
    r: Repo,
    expected: str,
    build: Callable[[], list[Site]],
    *,
    extra: frozenset[str] = frozenset(),
    others: frozenset[str] = frozenset(),
) -> Case:
    return Case(
        name=name,
        imitates=kind,
        artifact_class="software",
        expected=expected,
        entry=forge.p.url(r.path),
        truth=frozenset(forge.truth(r)) | extra,
        build=build,
        others=others,
    )


DOCS = frozenset(
    f"http://{QUARRY_PAGES}/sediment-cores/{p}" for p in ("", "usage.html", "api.html")
)
CASES = [
    # GitLab's row: Path-Based — but this project's documentation lives on GitLab Pages
    # under another registrable domain and belongs to the software artifact, so the nearest
    # heuristic is GitHub's: Path-Based with Externals.  Truth: every repository page under
    # the project path (tree, blobs, raw files, archives, releases, package files, issues)
    # except the login-gated fork/star/new-issue redirects, plus the three docs pages.
    _case(
        "gitlab-project-with-pages-docs",
        "GitLab 17 (university instance)",
        GITLAB,
        CORES,
        "path_based_externals",
        quarry_sites,
        extra=DOCS,
        others=frozenset({QUARRY.url(CATALOGUE.path)}),
    ),
    # A course repository with a wiki: everything under the project path (seed: GitLab).
    _case(
        "gitlab-course-materials",
        "GitLab 17 (university instance)",
        GITLAB,
        TEACHING,
        "path_based",
        quarry_sites,
    ),
    # Forgejo: nearest seed rows GitLab/BitBucket, Path-Based.  The sibling repository
    # "lorawan-soil-probe-case" shares the entry's path as a string prefix: another artifact.
    _case(
        "forgejo-hardware-firmware",
        "Forgejo 9 (fab lab instance)",
        FORGEJO,
        DRIVER,
        "path_based",
        nordhavn_sites,
        others=frozenset({NORDHAVN.url(CASE_REPO.path)}),
    ),
    _case(
        "forgejo-workshop-materials",
        "Forgejo 9 (fab lab instance)",
        FORGEJO,
        WORKSHOP,
        "path_based",
        nordhavn_sites,
    ),
]
