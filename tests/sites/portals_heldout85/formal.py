"""heldout85 formal-proof portals: an AFP-like archive of formal proofs, a Mizar-like
library of formalized mathematics and an opam-like index of prover packages with versions.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, bibtex, cookie_banner, finish, head, tarball, text_file, ul

# --- AFP-like archive of formal proofs ---------------------------------------------------
# Titles are the entry's title alone, which every page of the entry repeats (the seed's
# Dryad shape); the release tarballs do not carry it.

FP = Portal(
    host="www.isaproof-archive.hx85.example",
    name="Isaproof Archive",
    menu=[
        ("/", "Home"),
        ("/topics/", "Topics"),
        ("/authors/", "Authors"),
        ("/statistics/", "Statistics"),
        ("/submission/", "Submission"),
        ("/download/", "Download"),
    ],
    footer=[("/about/", "About"), ("/privacy/", "Privacy"), ("/help/", "Help")],
    title_format="{title}",
    home_title="Isaproof Archive of Formal Proofs",
)


def _fp_entry(
    slug: str,
    title: str,
    authors: list[tuple[str, str]],
    topic: str,
    theories: list[str],
    releases: list[str],
    depends: list[str],
) -> dict[str, PageValue]:
    """The entry page, its session and theory pages (all showing the title), its citation
    file and its release tarballs (current and older)."""
    sess = slug.lower()
    by = ", ".join(a(f"/authors/{k}/", n) for k, n in authors)
    cur, older = releases[0], releases[1:]
    rel_older = ul(
        [(f"/release/afp-{slug}-{d}.tar.gz", f"Isabelle release of {d}") for d in older], "older"
    )
    deps = ", ".join(a(f"/entries/{d}.html", d) for d in depends) or "none"
    main = f"""<article><h1>{title}</h1><p class="authors">{by}</p>
<p class="date">Submitted 2024-03-14</p><h2>Abstract</h2>
<p>We formalise the statement and proof of a classical combinatorial theorem.</p>
<h2>Topic</h2><p>{a(f"/topics/{topic}/", topic.replace("-", " "))}</p>
<h2>Depends on</h2><p>{deps}</p>
<h2>Theories</h2>{ul([(f"/sessions/{sess}/{t}.html", t) for t in theories])}
<p>{a(f"/sessions/{sess}/", "Browse the whole session")}</p>
<h2>Download</h2><p>{a(f"/release/afp-{slug}-{cur}.tar.gz", f"afp-{slug}-{cur}.tar.gz")}</p>
{("<h3>Older releases</h3>" + rel_older) if older else ""}
<h2>Cite</h2><p>{a(f"/entries/{slug}/cite.bib", "BibTeX")}</p></article>{cookie_banner("/privacy/")}"""
    pages: dict[str, PageValue] = {
        f"/entries/{slug}.html": FP.page(
            title, main, head=head("stats.isaproof-metrics.test", "cdn.isaproof-fonts.test")
        )
    }
    pages[f"/entries/{slug}/cite.bib"] = bibtex(
        f"{slug}-AFP", "article", title=title, journal="Isaproof Archive", year="2024"
    )
    crumb = f'<p class="entry">From the entry {a(f"/entries/{slug}.html", title)}</p>'
    pages[f"/sessions/{sess}/"] = FP.page(
        f"Session {slug} ({title})",
        f"<h1>Session {slug}</h1>{crumb}"
        + ul([(f"/sessions/{sess}/{t}.html", t) for t in theories]),
    )
    for t in theories:
        pages[f"/sessions/{sess}/{t}.html"] = FP.page(
            f"Theory {t} ({title})",
            f"<h1>Theory {t}</h1>{crumb}<pre>theory {t}\n  imports Main\nbegin\n...\nend</pre>"
            f"<p>{a(f'/sessions/{sess}/', f'Session {slug}')}</p>",
        )
    for d in releases:
        pages[f"/release/afp-{slug}-{d}.tar.gz"] = tarball()
    return pages


FP1 = (
    "Hales_Jewett",
    "The Hales Jewett Theorem in Isabelle",
    [("vasquez-rosa", "Rosa Vásquez")],
    "combinatorics",
    ["Combinatorial_Lines", "Hales_Jewett"],
    ["2024-05-26"],
    [],
)
FP2 = (
    "Szemeredi_Regularity",
    "A Formal Proof of the Szemeredi Regularity Lemma",
    [("nakamura-ken", "Ken Nakamura"), ("oduya-grace", "Grace Oduya")],
    "graph-theory",
    ["Edge_Density", "Energy", "Partitions", "Regularity_Lemma", "Triangle_Removal"],
    ["2025-03-17", "2024-05-26", "2023-09-13", "2022-10-27"],
    ["Random_Graphs", "Landau_Symbols"],
)


def _fp_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (FP1, FP2):
        pages.update(_fp_entry(*spec))
    return [finish(FP, pages)]


def _fp_truth(slug: str, theories: list[str], releases: list[str]) -> list[str]:
    sess = slug.lower()
    own = [f"/entries/{slug}.html", f"/entries/{slug}/cite.bib", f"/sessions/{sess}/"]
    own += [f"/sessions/{sess}/{t}.html" for t in theories]
    own += [f"/release/afp-{slug}-{d}.tar.gz" for d in releases]
    return [FP.url(p) for p in own]


# --- Mizar-like library of formalized mathematics -----------------------------------------
# Every member (abstract, source, vocabulary, citation, theorem pages) repeats the
# article's title, and nothing binary belongs to an article.

MZ = Portal(
    host="mml.formalmath-library.hx85.example",
    name="Formalized Mathematics Library",
    menu=[
        ("/mml/", "Library"),
        ("/journal/", "Journal"),
        ("/vocabularies/", "Vocabularies"),
        ("/system/", "Download the checker"),
        ("/mailing-list", "Mailing list"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/mirrors", "Mirrors")],
    title_format="{title}",
    home_title="Formalized Mathematics Library",
)


def _mz_article(
    aid: str, title: str, author: str, thm_pages: int, extra: bool
) -> dict[str, PageValue]:
    base = f"/article/{aid}"
    views = [(f"{base}/abstract", "Abstract"), (f"{base}/source.miz", "Mizar source")]
    views += [(f"{base}/cite.bib", "BibTeX")]
    if extra:
        views += [(f"{base}/definitions", "Definitions"), (f"{base}/notation.voc", "Vocabulary")]
    views += [(f"{base}/theorems", "Theorems")]
    main = f"""<h1>{title}</h1><p class="author">by {a(f"/authors/{author.split()[-1].lower()}", author)}</p>
<p class="id">MML identifier: {aid.upper()}</p>{ul(views, "views")}
<p>Uses: {a("/article/xboole_0", "XBOOLE_0")}, {a("/article/finset_1", "FINSET_1")}</p>
{cookie_banner()}"""
    pages: dict[str, PageValue] = {base: MZ.page(title, main)}
    back = f'<p class="article">{a(base, title)}</p>'
    pages[f"{base}/abstract"] = MZ.page(
        f"Abstract: {title}", f"{back}<h1>Summary</h1><p>We prove the main result.</p>"
    )
    pages[f"{base}/source.miz"] = text_file(f":: {title}\n::  by {author}\nenviron\nbegin\nend;\n")
    pages[f"{base}/cite.bib"] = bibtex(aid.upper(), "article", title=title, author=author)
    if extra:
        pages[f"{base}/definitions"] = MZ.page(
            f"Definitions: {title}", f"{back}<h1>Definitions</h1><p>definition 1 ...</p>"
        )
        pages[f"{base}/notation.voc"] = text_file(f":: vocabulary of {title}\nRfamily\nOunion\n")
    for i in range(1, thm_pages + 1):
        key = f"{base}/theorems" if i == 1 else f"{base}/theorems?page={i}"
        nxt = a(f"{base}/theorems?page={i + 1}", "next theorems") if i < thm_pages else ""
        pages[key] = MZ.page(
            f"Theorems {i}: {title}", f"{back}<h1>Theorems, part {i}</h1><p>theorem ...</p>{nxt}"
        )
    return pages


MZ1 = (
    "frankl_1",
    "The Union-Closed Sets Conjecture for Small Families",
    "Marta Kowalczyk",
    1,
    False,
)
MZ2 = ("lovasz_3", "The Lovasz Local Lemma in Finite Probability Spaces", "Pieter de Haan", 3, True)


def _mz_site() -> list[Site]:
    pages = _mz_article(*MZ1)
    pages.update(_mz_article(*MZ2))
    return [finish(MZ, pages)]


def _mz_truth(aid: str, _title: str, _author: str, thm_pages: int, extra: bool) -> list[str]:
    base = f"/article/{aid}"
    own = [base, f"{base}/abstract", f"{base}/source.miz", f"{base}/cite.bib", f"{base}/theorems"]
    own += [f"{base}/definitions", f"{base}/notation.voc"] if extra else []
    own += [f"{base}/theorems?page={i}" for i in range(2, thm_pages + 1)]
    return [MZ.url(p) for p in own]


# --- opam-like prover package index --------------------------------------------------------

PK = Portal(
    host="opam.proverpkg-index.hx85.example",
    name="Prover Package Index",
    menu=[
        ("/packages/", "Packages"),
        ("/maintainers/", "Maintainers"),
        ("/doc/install", "Install"),
        ("/blog/", "Blog"),
    ],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/doc/packaging", "Packaging guide")],
    title_format="{title} -- Prover Package Index",
    home_title="Prover Package Index",
)
MIRROR = "archive.proofsrc-mirror.hx85.example"


def _pk_package(
    name: str, versions: list[str], deps: list[str], synopsis: str
) -> dict[str, PageValue]:
    """A package page listing versions; each version page has its opam file and links
    the source tarball on the external mirror."""
    base = f"/packages/{name}/"
    vlist = ul([(f"{base}{name}.{v}/", v) for v in versions], "versions")
    dl = ul([(f"/packages/{d}/", d) for d in deps], "deps")
    main = f"""<h1>{name}</h1><p class="synopsis">{synopsis}</p>
<p>Homepage: <code>https://proof-projects.example.org/{name}</code></p>
<h2>Versions</h2>{vlist}<h2>Dependencies</h2>{dl}
<p>Latest source: {a(f"http://{MIRROR}/{name}/{name}-{versions[0]}.tar.gz", f"{name}-{versions[0]}.tar.gz")}</p>
<p>{a(f"/search?q=depends:{name}", "Reverse dependencies")}</p>"""
    pages: dict[str, PageValue] = {base: PK.page(name, main)}
    for v in versions:
        vb = f"{base}{name}.{v}/"
        pages[vb] = PK.page(
            f"{name}.{v}",
            f"<h1>{name} {v}</h1><p>{a(base, 'all versions')}</p>"
            f"<p>{a(f'{vb}opam', 'opam file')}</p>"
            f"<p>Source: {a(f'http://{MIRROR}/{name}/{name}-{v}.tar.gz', f'{name}-{v}.tar.gz')}"
            f" (sha256 {a(f'http://{MIRROR}/{name}/{name}-{v}.tar.gz.sha256', 'checksum')})</p>",
        )
        pages[f"{vb}opam"] = text_file(
            f'opam-version: "2.0"\nname: "{name}"\nversion: "{v}"\nsynopsis: "{synopsis}"\n'
        )
    return pages


PK1 = (
    "coq-hypergraph-lemmas",
    ["1.0.2"],
    ["coq-mathcomp-ssreflect"],
    "Lemmas on finite hypergraphs",
)
PK2 = (
    "lean-matroid-basics",
    ["3.1.0", "3.0.1", "2.4.0", "2.3.0"],
    ["lean-core-algebra", "lean-finset-extras", "lean-order-lattice"],
    "Matroids, bases and rank functions",
)


def _pk_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    mirror: dict[str, PageValue] = {
        "/": "<!doctype html><title>proofsrc mirror</title><p>Source tarballs.</p>"
    }
    for name, versions, deps, syn in (PK1, PK2):
        pages.update(_pk_package(name, versions, deps, syn))
        for v in versions:
            mirror[f"/{name}/{name}-{v}.tar.gz"] = tarball()
            mirror[f"/{name}/{name}-{v}.tar.gz.sha256"] = text_file(
                f"{'0' * 64}  {name}-{v}.tar.gz\n"
            )
    return [finish(PK, pages), Site(MIRROR, mirror)]


def _pk_truth(name: str, versions: list[str]) -> list[str]:
    base = f"/packages/{name}/"
    own = [PK.url(base)]
    for v in versions:
        own += [PK.url(f"{base}{name}.{v}/"), PK.url(f"{base}{name}.{v}/opam")]
        own += [
            f"http://{MIRROR}/{name}/{name}-{v}.tar.gz",
            f"http://{MIRROR}/{name}/{name}-{v}.tar.gz.sha256",
        ]
    return own


CASES: list[Case] = [
    # AFP-like entry: every page of the entry (sessions, theories, citation) repeats its
    # title, but the release tarballs do not: the seed's Dryad case, Significant String
    # from Title+ with Ignored URIs.
    case(
        "isaproof-hales-jewett",
        "formal-proof archive entry (AFP-like, two theories and one release)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        FP.url(f"/entries/{FP1[0]}.html"),
        _fp_truth(FP1[0], FP1[4], FP1[5]),
        _fp_site,
        others=[FP.url("/authors/vasquez-rosa/")],
    ),
    # Five theories and four releases (older Isabelle versions), dependencies on other
    # entries (others).
    case(
        "isaproof-szemeredi",
        "formal-proof archive entry (AFP-like, five theories, four releases, dependencies)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        FP.url(f"/entries/{FP2[0]}.html"),
        _fp_truth(FP2[0], FP2[4], FP2[5]),
        _fp_site,
        others=[FP.url("/entries/Random_Graphs.html"), FP.url("/entries/Landau_Symbols.html")],
    ),
    # Mizar-like article: every member (HTML or text) repeats the title and none is binary,
    # so the title alone bounds it.  Seed: Significant String from Title.
    case(
        "fml-union-closed",
        "formalized-mathematics library article (Mizar-like, abstract, source, citation)",
        "Multi-Hop",
        "sig_title",
        MZ.url(f"/article/{MZ1[0]}"),
        _mz_truth(*MZ1),
        _mz_site,
        others=[MZ.url("/article/xboole_0")],
    ),
    # Definitions, vocabulary and three theorem pages reached through pagination.
    case(
        "fml-local-lemma",
        "formalized-mathematics library article (Mizar-like, paginated theorems and vocabulary)",
        "Multi-Hop",
        "sig_title",
        MZ.url(f"/article/{MZ2[0]}"),
        _mz_truth(*MZ2),
        _mz_site,
        others=[MZ.url("/article/finset_1")],
    ),
    # opam-like package: versions and opam files under the package path, source tarballs
    # and checksums on an external mirror (the seed's GitHub raw-content case).  Seed:
    # Path-Based with Externals.
    case(
        "ppi-hypergraph-lemmas",
        "prover package index (opam-like, one version)",
        "Multi-Hop",
        "path_based_externals",
        PK.url(f"/packages/{PK1[0]}/"),
        _pk_truth(PK1[0], PK1[1]),
        _pk_sites,
        others=[PK.url("/packages/coq-mathcomp-ssreflect/")],
    ),
    # Four versions, three dependencies (other packages), mirror files two hops away.
    case(
        "ppi-matroid-basics",
        "prover package index (opam-like, four versions with mirror tarballs)",
        "Multi-Hop",
        "path_based_externals",
        PK.url(f"/packages/{PK2[0]}/"),
        _pk_truth(PK2[0], PK2[1]),
        _pk_sites,
        others=[PK.url("/packages/lean-core-algebra/")],
    ),
]
