"""heldout75's cases: two records per portal type (the second harder), each with the
heuristic the seed prescribes for that portal's shape and the truth that heuristic gives."""

from __future__ import annotations

from sites.portals._portal import Case, case

from . import _arabic as ar
from . import _china as cn
from . import _east_asia as ea
from . import _iberian as ib
from . import _slavic_turkic as st

CASES: list[Case] = [
    # Zenodo/Figshare shape (seed: Single Hop, "Single Page+ with Ignores"): a landing page
    # whose files and exports are one hop away; menus, footer and the homepage's new-arrival
    # links are on the homepage or 404 page, so they are ignored.
    case(
        "weko-dialect-article",
        "Japanese institutional repository (WEKO-style bulletin paper, one PDF)",
        "Single Hop",
        "single_page_plus_ignored",
        ea.WEKO.url(f"/records/{ea.WEKO_A[0]}"),
        ea._weko_truth(ea.WEKO_A[0], ea.WEKO_A[3], False),
        ea.weko_sites,
    ),
    case(
        "weko-tsunami-thesis",
        "Japanese institutional repository (WEKO-style thesis, four files and version history)",
        "Single Hop",
        "single_page_plus_ignored",
        ea.WEKO.url(f"/records/{ea.WEKO_B[0]}"),
        ea._weko_truth(ea.WEKO_B[0], ea.WEKO_B[3], True),
        ea.weko_sites,
    ),
    # Blog post (seed: Hypotheses, ScienceBlogs... Single Artifact URI, Single Page).
    case(
        "kenkyu-note-review-reply",
        "Japanese research blog (Hatena-style post)",
        "Single Artifact URI",
        "single_page",
        ea.BLOG.url("/entry/2024/05/12/083000"),
        [ea.BLOG.url("/entry/2024/05/12/083000")],
        ea.blog_sites,
        others=[ea.BLOG.url("/entry/2024/01/20/101000")],
    ),
    case(
        "kenkyu-note-kakenhi",
        "Japanese research blog (long post with figure, categories and paged comments)",
        "Single Artifact URI",
        "single_page",
        ea.BLOG.url("/entry/2024/09/03/221500"),
        [ea.BLOG.url("/entry/2024/09/03/221500")],
        ea.blog_sites,
        others=[ea.BLOG.url("/entry/2024/05/12/083000")],
    ),
    # GBIF shape (seed: Significant String from URI): the dataset key is in every URI of
    # the artifact, on the portal and on its API host.
    case(
        "kbio-freshwater-fish",
        "Korean biodiversity data portal (dataset page with occurrences and EML)",
        "Multi-Hop",
        "sig_uri",
        ea.KBIO.url(f"/dataset/{ea.KB_A}"),
        ea._kbio_truth(ea.KB_A, False),
        ea.kbio_sites,
    ),
    case(
        "kbio-jeju-plants",
        "Korean biodiversity data portal (dataset with paged occurrences, project, API endpoint)",
        "Multi-Hop",
        "sig_uri",
        ea.KBIO.url(f"/dataset/{ea.KB_B}"),
        ea._kbio_truth(ea.KB_B, True),
        ea.kbio_sites,
    ),
    # GitHub shape (seed: Path-Based with Externals): everything under the repository path,
    # plus the raw-file and release-download hosts on other domains.
    case(
        "maliu-tcm-ner",
        "Chinese code forge (Gitee-style small repository with raw files)",
        "Multi-Hop",
        "path_based_externals",
        cn.FORGE.url(cn.REPO_A),
        cn.forge_truth(cn.REPO_A, False),
        cn.forge_sites,
    ),
    case(
        "maliu-pinyin-align",
        "Chinese code forge (repository with paged issues and a release on a mirror)",
        "Multi-Hop",
        "path_based_externals",
        cn.FORGE.url(cn.REPO_B),
        cn.forge_truth(cn.REPO_B, True),
        cn.forge_sites,
    ),
    # Dryad shape (seed: Significant String from Title+ with Ignored URIs): the untitled
    # <title> is the dataset title, repeated on metadata, citation and version pages; the
    # data files do not contain it and are one hop from those pages.
    case(
        "kexue-tibet-precip",
        "Chinese science data bank (ScienceDB-style dataset, two archives)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        cn.SDB.url(f"/dataset/{cn.SDB_A[0]}"),
        cn.sdb_truth(*cn.SDB_A),
        cn.sdb_sites,
    ),
    case(
        "kexue-yangtze-metals",
        "Chinese science data bank (dataset with six files and a version page)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        cn.SDB.url(f"/dataset/{cn.SDB_B[0]}"),
        cn.sdb_truth(*cn.SDB_B),
        cn.sdb_sites,
    ),
    # Single Hop without any chrome (seed: Single Page+): the data centre's bare download
    # index links nothing but the dataset's files.
    case(
        "huabei-cn051-index",
        "Chinese data centre download index (bare file listing, one grid file)",
        "Single Hop",
        "single_page_plus",
        f"http://{cn.MIRROR}{cn.IDX_A[0]}",
        cn.mirror_truth(cn.IDX_A[0], cn.IDX_A[2]),
        cn.mirror_sites,
    ),
    case(
        "huabei-yellow-river-index",
        "Chinese data centre download index (six files with checksums and licence)",
        "Single Hop",
        "single_page_plus",
        f"http://{cn.MIRROR}{cn.IDX_B[0]}",
        cn.mirror_truth(cn.IDX_B[0], cn.IDX_B[2]),
        cn.mirror_sites,
    ),
    # Significant String from Title: the <title> is the bare article title and every view
    # of the article (full text, references...) repeats it; nothing else does.
    case(
        "nauchlib-permafrost",
        "Russian electronic library (article with full-text view)",
        "Multi-Hop",
        "sig_title",
        st.ELIB.url(f"/item/{st.EL_A[0]}"),
        st.elib_truth(*st.EL_A),
        st.elib_sites,
    ),
    case(
        "nauchlib-pomor-lexicon",
        "Russian electronic library (article with four views)",
        "Multi-Hop",
        "sig_title",
        st.ELIB.url(f"/item/{st.EL_B[0]}"),
        st.elib_truth(*st.EL_B),
        st.elib_sites,
    ),
    # Slideshare shape (seed: Path-Based): every slide, transcript and download sits under
    # the deck's path.
    case(
        "slajdy-c4-photosynthesis",
        "Polish lecture slides portal (three-slide deck)",
        "Multi-Hop",
        "path_based",
        st.SLAJDY.url(st.DECK_A[0]),
        st.slajdy_truth(*st.DECK_A),
        st.slajdy_sites,
    ),
    case(
        "slajdy-quantum-gates",
        "Polish lecture slides portal (six slides, transcript, PDF, paged comments)",
        "Multi-Hop",
        "path_based",
        st.SLAJDY.url(st.DECK_B[0]),
        st.slajdy_truth(*st.DECK_B),
        st.slajdy_sites,
    ),
    # SSRN/bioRxiv shape (seed: Single Page+ with Ignores): article page linking its PDF,
    # supplements and citation exports one hop away.
    case(
        "dergi-sleep-adolescents",
        "Turkish journal platform (DergiPark-style article, one PDF)",
        "Single Hop",
        "single_page_plus_ignored",
        st.DERGI.url(f"/tr/pub/{st.ART_A[0]}/article/{st.ART_A[1]}"),
        st.dergi_truth(*st.ART_A),
        st.dergi_sites,
    ),
    case(
        "dergi-konya-groundwater",
        "Turkish journal platform (article with supplements and an English version)",
        "Single Hop",
        "single_page_plus_ignored",
        st.DERGI.url(f"/tr/pub/{st.ART_B[0]}/article/{st.ART_B[1]}"),
        st.dergi_truth(*st.ART_B),
        st.dergi_sites,
    ),
    # Encyclopedia article (seed: Wikipedia, Single Page).
    case(
        "mawsua-photosynthesis",
        "Arabic science encyclopedia (short article)",
        "Single Artifact URI",
        "single_page",
        ar.MAWSUA.url(ar.WIKI_A[0]),
        [ar.MAWSUA.url(ar.WIKI_A[0])],
        ar.mawsua_sites,
        others=[ar.MAWSUA.url(p) for p, _t in ar.WIKI_LINKS],
    ),
    case(
        "mawsua-ibn-al-haytham",
        "Arabic science encyclopedia (long article with history, talk and print views)",
        "Single Artifact URI",
        "single_page",
        ar.MAWSUA.url(ar.WIKI_B[0]),
        [ar.MAWSUA.url(ar.WIKI_B[0])],
        ar.mawsua_sites,
        others=[ar.MAWSUA.url(p) for p, _t in ar.WIKI_LINKS],
    ),
    # GBIF-like again (seed: Significant String from URI): the dataset code is in the
    # resource page, the API call and the file host's paths.
    case(
        "ihsaat-labour-force",
        "Arabic open statistics portal (CKAN-style dataset, one CSV)",
        "Multi-Hop",
        "sig_uri",
        ar.IHSA.url(f"/ar/dataset/{ar.DS_A[0]}"),
        ar.ihsa_truth(ar.DS_A[0], False),
        ar.ihsa_sites,
    ),
    case(
        "ihsaat-cpi-monthly",
        "Arabic open statistics portal (dataset with two downloads, chart and English page)",
        "Multi-Hop",
        "sig_uri",
        ar.IHSA.url(f"/ar/dataset/{ar.DS_B[0]}"),
        ar.ihsa_truth(ar.DS_B[0], True),
        ar.ihsa_sites,
    ),
    # OSF shape (seed: Significant String from Filtered Title): "CAberta | " prefixes every
    # title, the project title is in every page of the project.
    case(
        "caberta-cerrado-fire",
        "Portuguese open-science project platform (OSF-style project, wiki and one file)",
        "Multi-Hop",
        "sig_filtered_title",
        ib.CAB.url(f"/{ib.PRJ_A[0]}/"),
        ib.cab_truth(*ib.PRJ_A),
        ib.cab_sites,
    ),
    case(
        "caberta-lisbon-air",
        "Portuguese open-science project platform (project with three tabs and four files)",
        "Multi-Hop",
        "sig_filtered_title",
        ib.CAB.url(f"/{ib.PRJ_B[0]}/"),
        ib.cab_truth(*ib.PRJ_B),
        ib.cab_sites,
    ),
    # Signposting (seed: Link relations in the HTTP header mark the artifact's boundary):
    # landing page + rel=item bitstreams + rel=describedby metadata.
    case(
        "ud-douro-viticulture",
        "Portuguese DSpace 7 repository (item with signposting, one PDF)",
        "Single Hop",
        "signposting",
        ib.RUM.url(f"/items/{ib.ITEM_A[0]}"),
        ib.rum_truth(*ib.ITEM_A),
        ib.rum_sites,
    ),
    case(
        "ud-tamega-hydrology",
        "Portuguese DSpace 7 repository (handle redirect to an item with three bitstreams)",
        "Single Hop",
        "signposting",
        f"http://{ib.HDL}/{ib.ITEM_B[1]}",
        ib.rum_truth(*ib.ITEM_B),
        ib.rum_sites,
        landing=ib.RUM.url(f"/items/{ib.ITEM_B[0]}"),
    ),
    # Dataverse shape (seed: Filtered Title, filtered from the end): " - Datos IBERO" ends
    # every title; file pages, export and versions repeat the dataset title.
    case(
        "ibero-mental-health-survey",
        "Spanish Dataverse-style repository (dataset with one file)",
        "Multi-Hop",
        "sig_filtered_title",
        ib.DVE.url(f"/dataset.xhtml?persistentId={ib.DV_A[0]}"),
        ib.dve_truth(*ib.DV_A),
        ib.dve_sites,
    ),
    case(
        "ibero-donana-bats",
        "Spanish Dataverse-style repository (four files and an earlier version)",
        "Multi-Hop",
        "sig_filtered_title",
        ib.DVE.url(f"/dataset.xhtml?persistentId={ib.DV_B[0]}"),
        ib.dve_truth(*ib.DV_B),
        ib.dve_sites,
    ),
    # Kaggle shape (seed: Path-Based with Externals): the competition's tabs under its path,
    # its data files on a storage domain.
    case(
        "retos-drought",
        "Spanish data challenge platform (competition with data and leaderboard)",
        "Multi-Hop",
        "path_based_externals",
        ib.RETOS.url(ib.COMP_A[0]),
        ib.retos_truth(*ib.COMP_A),
        ib.retos_sites,
    ),
    case(
        "retos-wildfire-sat",
        "Spanish data challenge platform (competition with code, discussions and rules)",
        "Multi-Hop",
        "path_based_externals",
        ib.RETOS.url(ib.COMP_B[0]),
        ib.retos_truth(*ib.COMP_B),
        ib.retos_sites,
    ),
]
