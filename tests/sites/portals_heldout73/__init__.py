"""heldout73: a blind held-out set of mock medicine and public-health grey-literature portals
(hosts *.hx73.example) for grading keepnet's choice of boundary heuristic.

Written blind.  Its author read only: the seed paper (shared/seeds/000_79c60b0adc755801.txt:
its portal table and the ten heuristics' definitions); the portal kit
tests/sites/portals/_portal.py and tests/sites/portals/checks.py; the test web
src/keepnet/testweb/site.py, server.py and assets.py; the well-formedness test
tests/unit/artifacts/test_portal_sets_web.py; and the TEST_SUFFIXES tuple of
tests/sites/portals/measure.py (a grep for it also showed five lines of measure()'s body:
a `discover(...)` call and the true-positive count).  Nothing under src/keepnet/artifacts/,
no knowledge base, no docs/artifacts.md, no bench, no other held-out set or portal module.

Each case's expected heuristic is what the seed's reasoning prescribes for its portal's
shape (the comment by each case says why) and its truth is the URI set that heuristic
yields on a correct reading, keeping only the artifact's own URIs (no chrome).  Modules:
`_kit` (chrome), `singles` (one URI, bare index, signposting), `repositories` (single-hop
document repositories), `multihop` (path-based portals), `sigstrings` (significant-string
portals).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from . import multihop as M
from . import repositories as R
from . import sigstrings as S
from . import singles as G

SA, SH, MH = "Single Artifact URI", "Single Hop", "Multi-Hop"


def _c(
    name: str,
    imitates: str,
    cls: str,
    expected: str,
    entry: str,
    truth: list[str],
    build: Callable[[], list[Site]],
    others: Iterable[str] = (),
    landing: str | None = None,
) -> Case:
    return case(name, imitates, cls, expected, entry, truth, build, others, landing)


B, N, IR, H, P = G.BLOG.url, G.NEWS.url, R.IRIS.url, R.HOSP.url, R.PRE.url
MIR = f"http://{G.MIRROR_HOST}"

CASES: list[Case] = [
    # A blog post is the seed's Single Artifact URI (Hypotheses, SciLogs...): Single Page.
    _c(
        "epinotes-cholera-post",
        "public health blog (post with inline comments)",
        SA,
        "single_page",
        B(G.BLOG_A),
        [B(G.BLOG_A)],
        G.blog_sites,
        [B(G.BLOG_OTHERS[0]), B(G.BLOG_OTHERS[1])],
    ),
    # Same shape, more around it (footnotes, a translation, tags): still one URI.
    _c(
        "epinotes-forest-plot-post",
        "public health blog (post with footnotes and a translation)",
        SA,
        "single_page",
        B(G.BLOG_B),
        [B(G.BLOG_B)],
        G.blog_sites,
        [B(G.BLOG_OTHERS[1]), B(G.BLOG_OTHERS[2]), B("/fr/2024/05/lire-un-forest-plot/")],
    ),
    # A press statement is an article (The Conversation, JSTOR Daily): Single Page.
    _c(
        "whpress-tb-day",
        "health agency press room (news statement)",
        SA,
        "single_page",
        N(G.NEWS_A),
        [N(G.NEWS_A)],
        G.news_sites,
        [N("/fr" + G.NEWS_A)],
    ),
    _c(
        "whpress-don-h5n1",
        "health agency press room (disease outbreak news item)",
        SA,
        "single_page",
        N(G.NEWS_B),
        [N(G.NEWS_B)],
        G.news_sites,
        [N("/emergencies/disease-outbreak-news/item/2023-DON498")],
    ),
    # A chrome-less download index: everything one hop away is the artifact (Single Page+).
    _c(
        "greydocs-hiv-package",
        "grey literature download mirror (two-file package)",
        SH,
        "single_page_plus",
        MIR + G.MIRROR_A,
        [MIR + p for p in G.MIRROR_TRUTH_A],
        G.mirror_sites,
    ),
    _c(
        "greydocs-malaria-package",
        "grey literature download mirror (multilingual package with checksums)",
        SH,
        "single_page_plus",
        MIR + G.MIRROR_B,
        [MIR + p for p in G.MIRROR_TRUTH_B],
        G.mirror_sites,
    ),
    # Link headers name the items: Signposting.
    _c(
        "nphi-imd-report",
        "public health institute repository with signposting (one-file report)",
        SH,
        "signposting",
        G.NPHI.url(G.NPHI_A[0]),
        G.NPHI_A[2],
        G.nphi_sites,
    ),
    # Entered through its handle, which redirects to the landing page.
    _c(
        "nphi-amr-bulletin",
        "public health institute repository with signposting (handle entry, data and methods)",
        SH,
        "signposting",
        f"http://{G.RESOLVER}/21.nphi/2024-0087",
        G.NPHI_B[2],
        G.nphi_sites,
        landing=G.NPHI.url(G.NPHI_B[0]),
    ),
    # Repository landing pages with their bitstreams one hop away, among menus: like Zenodo,
    # Figshare, SSRN, bioRxiv -> Single Page+ with Ignored URIs.
    _c(
        "iris-air-quality",
        "WHO-like institutional repository (technical document in two languages)",
        SH,
        "single_page_plus_ignored",
        IR(R.IRIS_A[0]),
        R.IRIS_A[2],
        R.iris_sites,
        [IR("/handle/10665/365551")],
    ),
    _c(
        "iris-tb-handbook",
        "WHO-like institutional repository (six languages, web annex and corrigenda)",
        SH,
        "single_page_plus_ignored",
        IR(R.IRIS_B[0]),
        R.IRIS_B[2],
        R.iris_sites,
        [IR("/handle/10665/372104"), IR("/handle/10665/353829")],
    ),
    _c(
        "stbarnabas-sepsis-audit",
        "hospital research repository (audit report)",
        SH,
        "single_page_plus_ignored",
        H(R.HOSP_A[0]),
        R.HOSP_A[2],
        R.hosp_sites,
    ),
    _c(
        "stbarnabas-readmission-v2",
        "hospital research repository (versioned item with supplements)",
        SH,
        "single_page_plus_ignored",
        H(R.HOSP_B[0]),
        R.HOSP_B[2],
        R.hosp_sites,
        [H("/items/11d6e8b2-0c3a-4f77-a1e9-3b5c2d8f9e01")],
    ),
    _c(
        "medarxion-rsv-wastewater",
        "medical preprint server (single version)",
        SH,
        "single_page_plus_ignored",
        P(R.PRE_A[0]),
        R.PRE_A[2],
        R.pre_sites,
    ),
    _c(
        "medarxion-heatwave-v3",
        "medical preprint server (third version with supplementary files)",
        SH,
        "single_page_plus_ignored",
        P(R.PRE_B[0]),
        R.PRE_B[2],
        R.pre_sites,
        [P("/content/10.9999/2024.02.05.24302299v1"), P("/content/10.9999/2024.02.05.24302299v2")],
    ),
    # Everything of a guideline lives under /guidance/<id>/ (like GitLab, BitBucket): Path-Based.
    _c(
        "carequal-asthma",
        "clinical guideline repository (new guideline)",
        MH,
        "path_based",
        M.GL.url(M.GL_A[0]),
        M.GL_A[2],
        M.gl_sites,
    ),
    _c(
        "carequal-acs-updated",
        "clinical guideline repository (updated guideline, withdrawn versions, paged recommendations)",
        MH,
        "path_based",
        M.GL.url(M.GL_B[0]),
        M.GL_B[2],
        M.gl_sites,
        [M.GL.url("/guidance/cg94/")],
    ),
    # One subdomain per project, the whole subdomain is the artifact (Silk): Path-Based from "/".
    _c(
        "dashhub-hepatitis",
        "health dashboard platform (one-view project subdomain)",
        MH,
        "path_based",
        M.DASH_A[0],
        M.DASH_A[2],
        M.dash_sites,
    ),
    _c(
        "dashhub-ncd-atlas",
        "health dashboard platform (four-view project with data dictionary)",
        MH,
        "path_based",
        M.DASH_B[0],
        M.DASH_B[2],
        M.dash_sites,
    ),
    # Repository under its path plus raw files on another domain (GitHub): Path-Based with Externals.
    _c(
        "medforge-ors-zinc",
        "review code forge (small analysis repository)",
        MH,
        "path_based_externals",
        M.FORGE.url(M.FORGE_A[0]),
        M.FORGE_A[3],
        M.forge_sites,
    ),
    _c(
        "medforge-anc-nma",
        "review code forge (repository with issues and release assets)",
        MH,
        "path_based_externals",
        M.FORGE.url(M.FORGE_B[0]),
        M.FORGE_B[3],
        M.forge_sites,
    ),
    # Dataset pages under its path, downloads from a blob store (Kaggle): Path-Based with Externals.
    _c(
        "hdc-life-expectancy",
        "health data competition hub (one-file dataset)",
        MH,
        "path_based_externals",
        M.HDC.url(M.HDC_A[0]),
        M.HDC_A[3],
        M.hdc_sites,
    ),
    _c(
        "hdc-maternal-mortality",
        "health data competition hub (versions, notebooks, paged discussion)",
        MH,
        "path_based_externals",
        M.HDC.url(M.HDC_B[0]),
        M.HDC_B[3],
        M.hdc_sites,
    ),
    # The title element is exactly the review title and every record page carries it;
    # versions and amendments sit on query URLs no path rule catches: Significant String from Title.
    _c(
        "sysrev-group-anc",
        "systematic review registry (single-version record)",
        MH,
        "sig_title",
        S.REG.url(S.REG_A[0]),
        S.REG_A[2],
        S.reg_sites,
        [S.REG.url("/display_record.php?RecordID=377201")],
    ),
    _c(
        "sysrev-chw-hypertension",
        "systematic review registry (four versions and amendments)",
        MH,
        "sig_title",
        S.REG.url(S.REG_B[0]),
        S.REG_B[2],
        S.reg_sites,
        [S.REG.url("/display_record.php?RecordID=377201")],
    ),
    # "Data from: ..." on every metadata page, not in the data files (Dryad):
    # Significant String from Title+ with Ignored URIs.
    _c(
        "healthdata-larvae",
        "health data repository (single-version dataset)",
        MH,
        "sig_title_plus_ignored",
        S.DRY.url(S.DRY_A[0]),
        S.DRY_A[2],
        S.dry_sites,
    ),
    _c(
        "healthdata-rsv-households",
        "health data repository (three versions, files per version)",
        MH,
        "sig_title_plus_ignored",
        S.DRY.url(S.DRY_B[0]),
        S.DRY_B[2],
        S.dry_sites,
    ),
    # "OpenLab | " prefixes every title, not the content; files on GUID URLs (OSF):
    # Significant String from Filtered Title.
    _c(
        "openlab-deworming",
        "research project workspace (one-file project)",
        MH,
        "sig_filtered_title",
        S.OSF.url(S.OSF_A[0]),
        S.OSF_A[2],
        S.osf_sites,
    ),
    _c(
        "openlab-icu-burnout",
        "research project workspace (components and several files)",
        MH,
        "sig_filtered_title",
        S.OSF.url(S.OSF_B[0]),
        S.OSF_B[2],
        S.osf_sites,
    ),
    # " | Health Surveys Dataverse" suffixes every title (Dataverse, filtered from the end).
    _c(
        "hsdv-food-insecurity",
        "health survey dataverse (one tabular file)",
        MH,
        "sig_filtered_title",
        S.DV.url(S.DV_A[0]),
        S.DV_A[2],
        S.dv_sites,
    ),
    _c(
        "hsdv-dhs-wave3",
        "health survey dataverse (four files, deaccessioned versions)",
        MH,
        "sig_filtered_title",
        S.DV.url(S.DV_B[0]),
        S.DV_B[2],
        S.dv_sites,
    ),
    # The indicator code is in every artifact URI, across paths and the API host (GBIF):
    # Significant String from URI.
    _c(
        "gho-obesity",
        "health statistics indicator portal (indicator with view and API)",
        MH,
        "sig_uri",
        S.GHO.url(S.GHO_A[0]),
        S.GHO_A[3],
        S.gho_sites,
        [S.GHO.url("/indicators/indicator-details/GHO/NCD_HYP_PREVALENCE_B")],
    ),
    _c(
        "gho-maternal-mortality",
        "health statistics indicator portal (exports and disaggregations)",
        MH,
        "sig_uri",
        S.GHO.url(S.GHO_B[0]),
        S.GHO_B[3],
        S.gho_sites,
        [S.GHO.url("/indicators/indicator-details/GHO/NCD_BMI_30C")],
    ),
]


def heldout73_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default all); cases of one portal share its sites."""
    web = VirtualWeb()
    for c in CASES if cases is None else cases:
        for s in c.build():
            if s.host not in web:
                web.add(s)
    return web
