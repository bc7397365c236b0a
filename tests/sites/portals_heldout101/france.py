"""French portals of heldout101: a national open archive (HAL-like, with signposting), a
research-blog platform (Hypothèses-like), a national research-data Dataverse and a
humanities data deposit (Nakala-like).  Markup and URL shapes are this set's own."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Chrome, bib, csv, pdf_file, text, xml

# --- national open archive (HAL-like): signposting in the HTTP Link header -----------------

ARC = "portail.depotsavant.hx101.example"
ARC_FILES = "fichiers.depotsavant.hx101.example"
RESOLVER = "doi.resolveurpid.hx101.example"

arc = Chrome(
    ARC,
    "DépôtSavant",
    menu=[
        ("/browse", "Consulter"),
        ("/submit", "Déposer"),
        ("/portails", "Portails"),
        ("/aide", "Aide"),
    ],
    footer=[
        ("/mentions-legales", "Mentions légales"),
        ("/confidentialite", "Confidentialité"),
        ("/accessibilite", "Accessibilité : partiellement conforme"),
        ("/api", "API"),
        ("/contact", "Contact"),
    ],
    title_format="{title} - DépôtSavant",
    home_main="<h1>Archive ouverte pluridisciplinaire</h1><p>1 234 567 dépôts.</p>",
)


def _arc_record(
    rid: str,
    title: str,
    authors: list[str],
    domain: str,
    files: list[str],
    exports: list[str],
    versions: str = "",
) -> str:
    auth = ", ".join(
        f'<a href="/search?q=authFullName_s:{quote(chr(34) + a + chr(34))}">{escape(a)}</a>'
        for a in authors
    )
    file_items = "".join(
        f'<li><a class="file" href="http://{ARC_FILES}/{rid}/{f}">{escape(f.rsplit("/", 1)[-1])}'
        "</a></li>"
        for f in files
    )
    export = " · ".join(f'<a href="/{rid}/{e}">{e.upper()}</a>' for e in exports)
    return f"""<nav class="breadcrumb"><a href="/browse">Consulter</a> › <a
href="/browse/domain/{domain}">{domain}</a></nav>
<article class="notice"><p class="doctype">Article dans une revue</p><h1>{escape(title)}</h1>
<p class="authors">{auth}</p><p class="id">{rid}</p>
<section class="fichiers"><h2>Fichiers</h2><ul>{file_items}</ul></section>
<section class="resume"><h2>Résumé</h2><p>Cette contribution étudie {escape(title.lower())}.</p>
</section>{versions}
<section class="exporter"><h2>Exporter</h2><p>{export}</p></section>
<section class="metriques"><p>Consultations de la notice : 412 · Téléchargements : 97</p></section>
</article>
<aside><p>Licence : <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p>
<p>Collections : <a href="/browse/collection/SHS">SHS</a> <a href="/browse/collection/UNIV-LR">UNIV-LR</a>
</p></aside>"""


def _signposts(
    landing: str, items: list[tuple[str, str]], described: list[tuple[str, str]], extra: str = ""
) -> list[tuple[str, str]]:
    parts = [f'<{landing}>; rel="cite-as"']
    parts += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    parts += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in described]
    return [("Link", ", ".join(parts) + extra)]


A1_ID, A1_TITLE = (
    "dsv-03981542",
    "Les halles de fer dans les villes portuaires atlantiques (1850-1914)",
)
A2_ID = "dsv-04127735"
A2_TITLE = "Usages agricoles de la ressource en eau et conflits locaux en Charente"


def _arc_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    a1 = f"http://{ARC}/{A1_ID}"
    pages[f"/{A1_ID}"] = Response.html(
        arc.page(
            A1_TITLE,
            _arc_record(
                A1_ID,
                A1_TITLE,
                ["Hélène Marchal", "Yves Le Goff"],
                "shs.hist",
                ["document"],
                ["bibtex", "tei"],
            ),
        ),
        headers=_signposts(
            a1,
            [(f"http://{ARC_FILES}/{A1_ID}/document", "application/pdf")],
            [(f"{a1}/bibtex", "application/x-bibtex"), (f"{a1}/tei", "application/tei+xml")],
        ),
    )
    pages[f"/{A1_ID}/bibtex"] = bib(A1_ID, A1_TITLE, "Marchal, Hélène and Le Goff, Yves", "2021")
    pages[f"/{A1_ID}/tei"] = xml(
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><title>{A1_TITLE}</title></TEI>'
    )
    v2, v1 = f"{A2_ID}v2", f"{A2_ID}v1"
    land2 = f"http://{ARC}/{v2}"
    files2 = ["document", "file/annexe_donnees_prelevements.csv", "file/questionnaire_enquete.pdf"]
    versions = (
        f'<section class="versions"><h2>Autres versions</h2><ul><li><a href="/{v1}">'
        f"{v1}</a> (déposée le 12/06/2023)</li><li>{v2} (version courante)</li></ul>"
        "</section>"
    )
    authors2 = ["Camille Duret", "Olivier Ferrand", "Inès Badiou"]
    pages[f"/{v2}"] = Response.html(
        arc.page(
            A2_TITLE,
            _arc_record(
                v2, A2_TITLE, authors2, "sdv.env", files2, ["bibtex", "tei", "dc"], versions
            ),
        ),
        headers=_signposts(
            land2,
            [
                (f"http://{ARC_FILES}/{v2}/{f}", t)
                for f, t in zip(
                    files2, ["application/pdf", "text/csv", "application/pdf"], strict=True
                )
            ],
            [
                (f"{land2}/{e}", t)
                for e, t in [
                    ("bibtex", "application/x-bibtex"),
                    ("tei", "application/tei+xml"),
                    ("dc", "application/xml"),
                ]
            ],
            ', <http://orcid.test/0000-0002-1825-0097>; rel="author"'
            ', <http://creativecommons.test/licenses/by/4.0/>; rel="license"'
            ', <http://schema.test/ScholarlyArticle>; rel="type"',
        ),
    )
    pages[f"/{v1}"] = Response.html(
        arc.page(
            A2_TITLE + " (v1)",
            _arc_record(v1, A2_TITLE, authors2, "sdv.env", ["document"], ["bibtex"]),
        ),
        headers=_signposts(
            f"http://{ARC}/{v1}",
            [(f"http://{ARC_FILES}/{v1}/document", "application/pdf")],
            [(f"http://{ARC}/{v1}/bibtex", "application/x-bibtex")],
        ),
    )
    for rid in (v1, v2):
        pages[f"/{rid}/bibtex"] = bib(rid, A2_TITLE, "Duret, Camille and others", "2023")
    pages[f"/{v2}/tei"] = xml(
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><title>{A2_TITLE}</title></TEI>'
    )
    pages[f"/{v2}/dc"] = xml(
        f'<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/">'
        f"<dc:title>{A2_TITLE}</dc:title></oai_dc:dc>"
    )
    files = Site(
        ARC_FILES,
        {
            f"/{A1_ID}/document": pdf_file(A1_TITLE, "Marchal, Le Goff 2021"),
            f"/{v1}/document": pdf_file(A2_TITLE, "version 1"),
            f"/{v2}/document": pdf_file(A2_TITLE, "version 2"),
            f"/{v2}/file/annexe_donnees_prelevements.csv": csv(
                [["station", "date", "m3"], ["Saintes", "2022-07-01", "1840"]]
            ),
            f"/{v2}/file/questionnaire_enquete.pdf": pdf_file("Questionnaire", "Enquete irrigants"),
            "/": Response.redirect(f"http://{ARC}/"),
        },
    )
    resolver = Site(
        RESOLVER,
        {
            "/10.99101/dsv.04127735": Response.redirect(land2, 302),
            "/": "<!DOCTYPE html><title>Résolveur d'identifiants</title><h1>Résolveur</h1>",
        },
    )
    return [arc.site(pages), files, resolver]


def _arc_cases() -> list[Case]:
    a1 = f"http://{ARC}/{A1_ID}"
    v2 = f"http://{ARC}/{A2_ID}v2"
    return [
        # The portal declares its boundary with signposting (cite-as, item, describedby in the
        # Link header): the seed's machine-friendly answer, so the truth is the landing page
        # plus exactly the items and metadata the header lists.
        case(
            "archive-article-signposted",
            "national open archive (HAL-like article notice)",
            "preprint",
            "signposting",
            a1,
            [a1, f"http://{ARC_FILES}/{A1_ID}/document", f"{a1}/bibtex", f"{a1}/tei"],
            _arc_sites,
        ),
        # Harder: entered by its DOI (a redirect), files on the files host, a previous version
        # linked from the page but not signposted, author/licence/type links off-portal.
        case(
            "archive-versioned-deposit-doi",
            "national open archive (HAL-like v2 by DOI)",
            "preprint",
            "signposting",
            f"http://{RESOLVER}/10.99101/dsv.04127735",
            [
                v2,
                f"http://{ARC_FILES}/{A2_ID}v2/document",
                f"http://{ARC_FILES}/{A2_ID}v2/file/annexe_donnees_prelevements.csv",
                f"http://{ARC_FILES}/{A2_ID}v2/file/questionnaire_enquete.pdf",
                f"{v2}/bibtex",
                f"{v2}/tei",
                f"{v2}/dc",
            ],
            _arc_sites,
            others=[f"http://{ARC}/{A2_ID}v1"],
            landing=v2,
        ),
    ]


# --- research-blog platform (Hypothèses-like): one post is one page ------------------------

BLOG_ORG = "carnetsrecherche.hx101.example"


def _blog(sub: str, name: str) -> Chrome:
    return Chrome(
        f"{sub}.{BLOG_ORG}",
        name,
        menu=[
            ("/a-propos/", "À propos"),
            ("/category/seminaire/", "Séminaire"),
            ("/category/sources/", "Sources"),
            ("/contact/", "Contact"),
        ],
        footer=[
            ("http://plateforme-carnets.test/", "Plateforme de carnets"),
            ("/mentions-legales/", "Mentions légales"),
            ("/feed/", "Flux RSS"),
            ("/wp-admin/", "Administration"),
        ],
        title_format="{title} – {name}",
        home_main=f"<h1>{escape(name)}</h1><p>Carnet de recherche.</p>",
    )


histmed = _blog("histmed", "Carnet d'histoire de la médecine")
andes = _blog("archeoandes", "ArchéoAndes")

P1 = "/2023/03/14/les-registres-de-lhotel-dieu-de-lyon/"
P1_PREV, P1_NEXT = "/2023/02/20/seance-du-seminaire-fevrier/", "/2023/04/02/appel-a-communications/"
P2 = "/2024/09/30/fouilles-de-la-saison-2024-a-tiwanaku-premier-bilan/"
P2_PREV = "/2024/07/11/prospection-du-lac-titicaca/"


def _post(
    p: Chrome,
    path: str,
    title: str,
    body: str,
    cats: list[str],
    tags: list[str],
    prev: str,
    nxt: str | None,
    comments: list[tuple[str, str]],
) -> str:
    cat = ", ".join(f'<a href="/category/{c}/" rel="category tag">{c}</a>' for c in cats)
    tag = " ".join(f'<a href="/tag/{t}/" rel="tag">#{t}</a>' for t in tags)
    nav = f'<a href="{prev}" rel="prev">← Billet précédent</a>'
    if nxt:
        nav += f' <a href="{nxt}" rel="next">Billet suivant →</a>'
    com = "".join(
        f'<li id="comment-{i}"><p class="who">{escape(w)}</p><p>{escape(c)}</p>'
        f'<a class="reply" href="{path}?replytocom={i}#respond">Répondre</a></li>'
        for i, (w, c) in enumerate(comments, 41)
    )
    main = f"""<article class="post"><h1>{escape(title)}</h1>
<p class="meta">Publié le <a href="{path}">{path[1:11]}</a> par <a href="/author/redaction/">la
rédaction</a> dans {cat}</p><div class="entry">{body}</div><p class="tags">{tag}</p>
<p class="cite">Pour citer ce billet : {escape(title)}, dans <em>{escape(p.name)}</em>,
<a href="{path}">{p.url(path)}</a>.</p></article>
<nav class="post-nav">{nav}</nav>
<section id="comments"><h2>{len(comments)} commentaires</h2><ol>{com}</ol>
<form id="respond" action="/wp-comments-post.php" method="post"><textarea name="comment">
</textarea><button>Laisser un commentaire</button></form></section>
<aside class="widget"><h2>Archives</h2>{links([("/2024/", "2024"), ("/2023/", "2023")])}</aside>"""
    return p.page(title, main, share=p.url(path))


def _blog_sites() -> list[Site]:
    t1 = "Les registres de l’Hôtel-Dieu de Lyon"
    body1 = (
        "<p>Les registres d’entrées conservés aux archives municipales permettent de suivre "
        'les admissions entre 1720 et 1790.</p><figure><img src="/wp-content/uploads/'
        '2023/03/registre.png" alt="Registre"></figure>'
    )
    h = {
        P1: _post(
            histmed,
            P1,
            t1,
            body1,
            ["sources"],
            ["hopital", "lyon", "archives"],
            P1_PREV,
            P1_NEXT,
            [],
        ),
        P1_PREV: histmed.page("Séance du séminaire de février", "<h1>Séance du séminaire</h1>"),
        P1_NEXT: histmed.page("Appel à communications", "<h1>Appel à communications</h1>"),
        "/wp-content/uploads/2023/03/registre.png": Response.data(b"\x89PNG\r\n", "image/png"),
    }
    t2 = "Fouilles de la saison 2024 à Tiwanaku : premier bilan"
    body2 = (
        "<p>La campagne a porté sur le secteur nord de la plateforme.</p>"
        '<ol class="notes"><li id="n1">Voir le rapport préliminaire.</li></ol>'
        '<p>Galerie : <img src="/wp-content/uploads/2024/09/secteur-nord.png" alt="">'
        '</p><p>Lire aussi le <a href="' + P2_PREV + '">billet de juillet</a>.</p>'
    )
    comments = [
        ("María Quispe", "Merci pour ce compte rendu très clair."),
        ("J. Roussel", "Les datations radiocarbone sont-elles déjà disponibles ?"),
        ("ArchéoAndes", "Elles seront publiées dans le rapport final."),
    ]
    a = {
        P2: _post(
            andes,
            P2,
            t2,
            body2,
            ["seminaire", "terrain"],
            ["tiwanaku", "bolivie"],
            P2_PREV,
            None,
            comments,
        ),
        P2_PREV: andes.page("Prospection du lac Titicaca", "<h1>Prospection du lac Titicaca</h1>"),
        "/wp-content/uploads/2024/09/secteur-nord.png": Response.data(b"\x89PNG\r\n", "image/png"),
    }
    return [histmed.site(h), andes.site(a)]


def _blog_cases() -> list[Case]:
    e1, e2 = histmed.url(P1), andes.url(P2)
    return [
        # A research-blog post: the seed's Hypotheses row, Single Artifact URI, Single Page.
        case(
            "carnet-post",
            "research-blog platform (Hypothèses-like post)",
            "blog post",
            "single_page",
            e1,
            [e1],
            _blog_sites,
            others=[histmed.url(P1_PREV), histmed.url(P1_NEXT)],
        ),
        # Harder: comments with reply links back to itself, tags, categories, a gallery and
        # an in-text link to an earlier post; still one page.
        case(
            "carnet-post-with-comments",
            "research-blog platform (Hypothèses-like commented post)",
            "blog post",
            "single_page",
            e2,
            [e2],
            _blog_sites,
            others=[andes.url(P2_PREV)],
        ),
    ]


# --- national research-data Dataverse: titles end with the portal's name -------------------

DV = "entrepot.donneesrecherchefr.hx101.example"
dv = Chrome(
    DV,
    "Entrepôt Données Recherche",
    menu=[
        ("/dataverse/root", "Rechercher"),
        ("/guides/deposer", "Déposer"),
        ("/guides/aide", "Guides"),
        ("/support", "Support"),
    ],
    footer=[
        ("/conditions", "Conditions générales d'utilisation"),
        ("/confidentialite", "RGPD"),
        ("http://dataverse-project.test/", "Propulsé par Dataverse"),
    ],
    title_format="{title} | Entrepôt Données Recherche",
    home_title="Accueil | Entrepôt Données Recherche",
    home_main="<h1>Entrepôt Données Recherche</h1><p>Déposez, partagez, citez.</p>",
)
D1_PID, D1_TITLE = (
    "doi:10.99102/EDR/QX7K2M",
    "Enquête sur les pratiques de lecture des lycéens 2022",
)
D2_PID = "doi:10.99102/EDR/B4TR9W"
D2_TITLE = "Relevés hydrologiques des bassins versants cévenols 2015-2023"


def _dv_dataset(
    pid: str,
    title: str,
    version: str,
    files: list[tuple[str, str]],
    older: list[str],
    collection: str,
) -> str:
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?persistentId={pid}/{fid}&amp;version={version}">'
        f'{escape(name)}</a></td><td><a href="/api/access/datafile/:persistentId?persistentId='
        f'{pid}/{fid}">Télécharger</a></td></tr>'
        for fid, name in files
    )
    hist = "".join(
        f'<li><a href="/dataset.xhtml?persistentId={pid}&amp;version={v}">Version {v}</a></li>'
        for v in older
    )
    return f"""<nav class="breadcrumb"><a href="/dataverse/root">Entrepôt</a> › <a
href="/dataverse/{collection}">{collection}</a></nav>
<div class="dataset"><h1>{escape(title)}</h1><p class="version">Version {version}</p>
<div class="citation">Citation : {escape(title)}, https://doi.test/{pid[4:]}, Entrepôt Données
Recherche, V{version}</div>
<p class="export">Exporter les métadonnées : <a
href="/api/datasets/export?exporter=ddi&amp;persistentId={pid}">DDI</a> <a
href="/api/datasets/export?exporter=dcterms&amp;persistentId={pid}">Dublin Core</a></p>
<h2>Fichiers</h2><table>{rows}</table><h2>Versions</h2><ul>{hist}</ul></div>"""


def _dv_file(pid: str, title: str, fid: str, name: str, version: str) -> str:
    return dv.page(
        name,
        f"""<div class="file"><h1>{escape(name)}</h1>
<p>Fichier du jeu de données <a href="/dataset.xhtml?persistentId={pid}">{escape(title)}</a>
(version {version})</p><p><a href="/api/access/datafile/:persistentId?persistentId={pid}/{fid}">
Télécharger</a></p></div>""",
    )


def _dv_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    specs = [
        (
            D1_PID,
            D1_TITLE,
            "1.0",
            [("AB12CD", "questionnaire.txt"), ("EF34GH", "reponses.tab")],
            [],
            "lettres-lille",
        ),
        (
            D2_PID,
            D2_TITLE,
            "2.0",
            [
                ("K1", "lisezmoi.txt"),
                ("K2", "debits_journaliers.tab"),
                ("K3", "stations.tab"),
                ("K4", "protocole_mesure.txt"),
            ],
            ["1.0"],
            "hydro-cevennes",
        ),
    ]
    for pid, title, version, files, older, coll in specs:
        pages[f"/dataset.xhtml?persistentId={pid}"] = dv.page(
            title, _dv_dataset(pid, title, version, files, older, coll)
        )
        for v in older:
            pages[f"/dataset.xhtml?persistentId={pid}&version={v}"] = dv.page(
                title, _dv_dataset(pid, title, v, files[:2], [], coll)
            )
        for fid, name in files:
            for v in [version, *older]:
                pages[f"/file.xhtml?persistentId={pid}/{fid}&version={v}"] = _dv_file(
                    pid, title, fid, name, v
                )
            # This installation writes the dataset title in the head of each exported file.
            pages[f"/api/access/datafile/:persistentId?persistentId={pid}/{fid}"] = text(
                f"# {title}, fichier {name}\n# {pid}\ncol1\tcol2\n1\t2\n",
                "text/tab-separated-values; charset=utf-8",
            )
        pages[f"/api/datasets/export?exporter=ddi&persistentId={pid}"] = xml(
            f'<codeBook xmlns="ddi:codebook:2_5"><stdyDscr><citation><titlStmt><titl>{title}'
            "</titl></titlStmt></citation></stdyDscr></codeBook>"
        )
        pages[f"/api/datasets/export?exporter=dcterms&persistentId={pid}"] = xml(
            f'<metadata xmlns:dcterms="http://purl.org/dc/terms/"><dcterms:title>{title}'
            "</dcterms:title></metadata>"
        )
        pages[f"/dataverse/{coll}"] = dv.page(
            coll,
            f"<h1>Collection {coll}</h1><p>Jeux de données de l'unité.</p>"
            '<p><a href="/dataverse/root">Parcourir</a></p>',
        )
    return [dv.site(pages)]


def _dv_truth(pid: str, files: list[str], versions: list[str], older: list[str]) -> list[str]:
    base = f"http://{DV}"
    out = [f"{base}/dataset.xhtml?persistentId={pid}"]
    out += [f"{base}/dataset.xhtml?persistentId={pid}&version={v}" for v in older]
    for fid in files:
        out.append(f"{base}/api/access/datafile/:persistentId?persistentId={pid}/{fid}")
    for fid, v in versions:
        out.append(f"{base}/file.xhtml?persistentId={pid}/{fid}&version={v}")
    out += [
        f"{base}/api/datasets/export?exporter={e}&persistentId={pid}" for e in ("ddi", "dcterms")
    ]
    return out


def _dv_cases() -> list[Case]:
    e1 = f"http://{DV}/dataset.xhtml?persistentId={D1_PID}"
    e2 = f"http://{DV}/dataset.xhtml?persistentId={D2_PID}"
    return [
        # Dataverse: the seed's row says Significant String From Filtered Title (the portal's
        # name ends every title, so it is filtered from the title's end); every dataset,
        # file page, export and file head carries the dataset title.
        case(
            "dataverse-survey",
            "national research-data Dataverse (survey dataset)",
            "dataset",
            "sig_filtered_title",
            e1,
            _dv_truth(D1_PID, ["AB12CD", "EF34GH"], [("AB12CD", "1.0"), ("EF34GH", "1.0")], []),
            _dv_sites,
        ),
        # Harder: two versions, four files, file pages per version, collection breadcrumb.
        case(
            "dataverse-versioned-hydrology",
            "national research-data Dataverse (versioned dataset)",
            "dataset",
            "sig_filtered_title",
            e2,
            _dv_truth(
                D2_PID,
                ["K1", "K2", "K3", "K4"],
                [
                    ("K1", "2.0"),
                    ("K2", "2.0"),
                    ("K3", "2.0"),
                    ("K4", "2.0"),
                    ("K1", "1.0"),
                    ("K2", "1.0"),
                ],
                ["1.0"],
            ),
            _dv_sites,
        ),
    ]


# --- humanities data deposit (Nakala-like): one hop, files on the API host -----------------

NK = "depot.nakalithe.hx101.example"
NK_API = "api.nakalithe.hx101.example"
nk = Chrome(
    NK,
    "Nakalithe",
    menu=[
        ("/search", "Rechercher"),
        ("/collections", "Collections"),
        ("/deposer", "Déposer"),
        ("/documentation", "Documentation"),
    ],
    footer=[
        ("/cgu", "CGU"),
        ("/donnees-personnelles", "Données personnelles"),
        ("/a-propos", "À propos"),
        ("http://infra-shs.test/", "Une infrastructure de recherche"),
    ],
    title_format="{title} · Nakalithe",
    home_main="<h1>Nakalithe</h1><p>Déposer et exposer des données de recherche en SHS.</p>",
)
N1, N2 = "10.99103/nkl.5e7f0a21", "10.99103/nkl.c0ffe9b4"


def _nk_data(ident: str, title: str, files: list[tuple[str, str]], versions: list[str]) -> str:
    rows = "".join(
        f'<li><a href="http://{NK_API}/data/{ident}/{sha}">{escape(n)}</a> '
        f'<a href="http://{NK_API}/embed/{ident}/{sha}">Visualiser</a></li>'
        for sha, n in files
    )
    ver = "".join(f'<li><a href="/{ident}.v{v}">Version {v}</a></li>' for v in versions)
    return f"""<div class="donnee"><h1>{escape(title)}</h1>
<dl><dt>Identifiant</dt><dd>{ident}</dd><dt>Type</dt><dd>Image</dd>
<dt>Licence</dt><dd>etalab-2.0</dd></dl><h2>Fichiers</h2><ul>{rows}</ul>
<h2>Métadonnées</h2><p><a href="/{ident}/metadata?format=json">JSON</a>
<a href="/{ident}/metadata?format=dc">Dublin Core</a> <a href="/{ident}/metadata?format=ttl">RDF</a>
</p>{f"<h2>Versions</h2><ul>{ver}</ul>" if ver else ""}</div>"""


def _nk_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    api: dict[str, Response | str] = {"/": Response.redirect(f"http://{NK}/documentation")}
    n1_files = [("3f2a9c", "carte_postale_recto.png"), ("91bd07", "carte_postale_verso.png")]
    n2_files = [(f"{i:02x}c5e1", f"enquete_orale_{i}.mp3") for i in range(1, 6)]
    n2_files += [("aa17d3", "transcription.xml"), ("bb28e4", "fiche_enquete.pdf")]
    for ident, title, files, versions in [
        (N1, "Carte postale : le port de Concarneau vers 1910", n1_files, []),
        (N2, "Enquêtes orales sur les métiers du textile à Roubaix", n2_files, ["1", "2"]),
    ]:
        pages[f"/{ident}"] = nk.page(
            title, _nk_data(ident, title, files, versions), share=nk.url(f"/{ident}")
        )
        for v in versions:
            pages[f"/{ident}.v{v}"] = nk.page(
                f"{title} (version {v})", _nk_data(ident, title, files[:3], [])
            )
        for fmt in ("json", "dc", "ttl"):
            pages[f"/{ident}/metadata?format={fmt}"] = text(f"{fmt}: {title}\n")
        for sha, name in files:
            api[f"/data/{ident}/{sha}"] = Response.data(name.encode(), "application/octet-stream")
            api[f"/embed/{ident}/{sha}"] = (
                f"<!DOCTYPE html><title>{escape(name)}</title>"
                f'<img src="/data/{ident}/{sha}" alt="">'
            )
    return [nk.site(pages), Site(NK_API, api)]


def _nk_truth(ident: str, shas: list[str], versions: list[str]) -> list[str]:
    out = [f"http://{NK}/{ident}"]
    out += [f"http://{NK}/{ident}/metadata?format={f}" for f in ("json", "dc", "ttl")]
    out += [f"http://{NK}/{ident}.v{v}" for v in versions]
    for sha in shas:
        out += [f"http://{NK_API}/data/{ident}/{sha}", f"http://{NK_API}/embed/{ident}/{sha}"]
    return out


def _nk_cases() -> list[Case]:
    n2 = [f"{i:02x}c5e1" for i in range(1, 6)] + ["aa17d3", "bb28e4"]
    return [
        # A data deposit whose files and metadata exports are one hop from the landing page
        # amid site chrome: the seed's Zenodo/Figshare row, Single Page+ with Ignored URIs.
        case(
            "deposit-postcard",
            "humanities data deposit (Nakala-like image)",
            "dataset",
            "single_page_plus_ignored",
            f"http://{NK}/{N1}",
            _nk_truth(N1, ["3f2a9c", "91bd07"], []),
            _nk_sites,
        ),
        # Harder: seven files on the API host with viewers, two earlier versions.
        case(
            "deposit-oral-history",
            "humanities data deposit (Nakala-like versioned sound corpus)",
            "dataset",
            "single_page_plus_ignored",
            f"http://{NK}/{N2}",
            _nk_truth(N2, n2, ["1", "2"]),
            _nk_sites,
        ),
    ]


def cases() -> list[Case]:
    return [*_arc_cases(), *_blog_cases(), *_dv_cases(), *_nk_cases()]
