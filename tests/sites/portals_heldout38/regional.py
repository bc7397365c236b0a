"""Regional platforms of heldout38: a SciELO-like collection (Portuguese, Spanish), a
J-STAGE-like platform (Japanese, English) and an OpenEdition-like journal (French).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import a, blob, chrome_pages, head, merge, pdf_file, portal, references, stub, text, ul

# --- SciELO-like: the article pid is in every member URI (query strings) ----------------

SC = "www.scielaustral.hx38.example"
_SC = {
    "S0102-311X2024000300412": (
        "Cobertura vacinal e desigualdade territorial no Recife",
        "pt",
        ["pt", "en"],
        False,
    ),
    "S0717-95022025000100088": (
        "Variación anatómica del nervio mediano en población chilena",
        "es",
        ["es", "en", "pt"],
        True,
    ),
}


def _sc(script: str, pid: str, lng: str, extra: str = "") -> str:
    return f"/scielo.php?script={script}&pid={pid}&lng={lng}&nrm=iso{extra}"


def _scielo_members(pid: str) -> list[tuple[str, str]]:
    _t, lng, langs, rich = _SC[pid]
    out = [(_sc("sci_arttext", pid, lng), "Texto"), (_sc("sci_abstract", pid, lng), "Resumo")]
    out += [(_sc("sci_arttext", pid, lng, f"&tlng={t}"), f"Texto ({t})") for t in langs if t != lng]
    out += [(_sc("sci_pdf", pid, lng, f"&tlng={t}"), f"PDF ({t})") for t in langs]
    out += [
        (f"/scieloOrg/php/articleXML.php?pid={pid}&lang={lng}", "XML"),
        (f"/scieloOrg/php/reference.php?pid={pid}&caller={SC}&lang={lng}", "Referências"),
        (_sc("sci_isoref", pid, lng), "Como citar este artigo"),
        (f"/scieloOrg/php/export.php?format=RefMan&pid={pid}", "RIS"),
    ]
    if rich:
        out += [
            (f"/scieloOrg/php/citedScielo.php?pid={pid}&lang={lng}", "Citado por SciELO"),
            (_sc("sci_suppl", pid, lng, "&file=1"), "Material suplementario"),
        ]
    return out


def _scielo_sites() -> list[Site]:
    p = portal(
        SC,
        "SciELO Austral",
        [
            ("/scielo.php?script=sci_alphabetic&lng=pt&nrm=iso", "lista alfabética de periódicos"),
            ("/scielo.php?script=sci_subject&lng=pt&nrm=iso", "por assunto"),
            ("/cgi-bin/wxis.exe/iah/", "pesquisa de artigos"),
        ],
        [
            ("/avaliacao/", "Critérios SciELO"),
            ("/politica-privacidade/", "Política de privacidade"),
        ],
        title_format="{name} - {title}",
        home_title="SciELO Austral - Scientific Electronic Library Online",
    )
    pages: dict[str, PageValue] = {}
    for pid, (title, lng, _langs, _rich) in _SC.items():
        mem = _scielo_members(pid)
        entry = mem[0][0]
        for h, t in mem[1:]:
            if "sci_pdf" in h:
                pages[h] = pdf_file("Artigo", t)
            elif "export.php" in h or "XML" in h:
                pages[h] = text(f"TY  - JOUR\nTI  - {title}\nER  -\n", "text/plain; charset=utf-8")
            elif "sci_suppl" in h:
                pages[h] = blob("application/zip", "suppl")
            else:
                pages[h] = p.page(
                    title,
                    f"<h1>{escape(title)}</h1><h2>{escape(t)}</h2>{a(entry, 'Texto completo')}",
                )
        issn, issue = pid[1:10], pid[1:18]
        siblings = [
            (_sc("sci_arttext", pid[:-5] + f"{int(pid[-5:]) - 14:05d}", lng), "Artigo anterior"),
            (_sc("sci_arttext", pid[:-5] + f"{int(pid[-5:]) + 9:05d}", lng), "Próximo artigo"),
        ]
        nav = [
            (f"/scielo.php?script=sci_serial&pid={issn}&lng={lng}&nrm=iso", "home da revista"),
            (f"/scielo.php?script=sci_issuetoc&pid={issue}&lng={lng}&nrm=iso", "sumário"),
            *siblings,
        ]
        for h, t in nav:
            pages[h] = stub(p, t)
        main = (
            f'<div class="toolbox"><h3>Serviços Personalizados</h3>{ul(mem[1:])}'
            f"<p>{a('http://www.indicadores.test/cited?q=' + escape(title[:8]), 'Citado por Google')}</p></div>"
            f'<div class="navigation">{ul(nav)}</div>'
            f'<div class="content"><p class="title">{escape(title)}</p><p>Resumo: ...</p>'
            + references(
                ["10.1590/0102-311X00012", "10.1590/S1518-8787.2020", "10.11606/s1518-87"],
                "http://doi.test/",
            )
            + "</div>"
        )
        pages[entry] = p.page(title, main, head=head())
    return [p.site(merge(chrome_pages(p), pages))]


def _scielo_truth(pid: str) -> frozenset[str]:
    return frozenset(f"http://{SC}{h}" for h, _t in _scielo_members(pid))


# --- J-STAGE-like: bare article titles carried by every member page ---------------------

JS = "www.j-kairo.hx38.example"
JA = "都市河川における外来魚の分布と水質環境"
EN = "Grain boundary diffusion in sintered alumina at low temperature"
JA_B = "/article/jjle/72/3/72_2023-014"
EN_B = "/article/jceram/133/2/133_24117"


def _jstage_sites() -> list[Site]:
    p = portal(
        JS,
        "J-KAIRO",
        [
            ("/browse/-char/ja/", "資料を探す"),
            ("/static/pages/JstageServices/TAB1/-char/ja/", "サービス"),
            ("/static/pages/AboutUs/-char/ja/", "J-KAIROについて"),
            ("/result/global/-char/ja/", "詳細検索"),
        ],
        [
            ("/static/pages/TermsOfUse/-char/ja/", "利用規約"),
            ("/static/pages/PrivacyPolicy/-char/ja/", "個人情報保護"),
            ("/static/pages/Contact/-char/ja/", "お問い合わせ"),
        ],
        title_format="{title}",
        home_title="J-KAIRO トップ",
    )
    pages: dict[str, PageValue] = {}
    # Japanese article: the PDF is shown in a viewer page that embeds the file
    ja = [
        (f"{JA_B}/_article/-char/en/", "English"),
        (f"{JA_B}/_html/-char/ja/", "HTML全文"),
        (f"{JA_B}/_pdf/-char/ja", "PDF形式でダウンロード"),
        (f"{JA_B}/_citation/-char/ja/ris", "RIS"),
    ]
    pages[ja[0][0]] = p.page(
        JA,
        f"<h1>Distribution of alien fishes in urban rivers</h1><p>原題: {JA}</p>{a(f'{JA_B}/_article/-char/ja/', '日本語')}",
    )
    pages[ja[1][0]] = p.page(JA, f"<h1>{JA}</h1><p>本文</p>")
    pages[ja[2][0]] = p.page(
        JA, f'<h1>{JA}</h1><embed src="{JA_B}/_pdf/-char/ja?file=1" type="application/pdf">'
    )
    pages[f"{JA_B}/_pdf/-char/ja?file=1"] = pdf_file("jjle 72 3", "pdf")
    pages[ja[3][0]] = text(
        f"TY  - JOUR\nTI  - {JA}\nER  -\n", "application/x-research-info-systems"
    )
    # English article: PDF with its title in the text, figures two hops away
    figs = [(f"{EN_B}/_html/-char/en/figure/F{n}", f"Fig. {n}") for n in (1, 2, 3)]
    en = [
        (f"{EN_B}/_html/-char/en/", "Full text HTML"),
        (f"{EN_B}/_pdf", "Download PDF"),
        (f"{EN_B}/_citation/-char/en/bib", "BibTeX"),
        (f"{EN_B}/_article/-char/en/advpub", "Advance online publication"),
    ]
    pages[en[0][0]] = p.page(EN, f"<h1>{EN}</h1><p>Full text.</p>{ul(figs)}")
    for h, t in figs:
        pages[h] = p.page(f"{t} {EN}", f"<h1>{t}</h1><p>{EN}</p>")
    pages[en[1][0]] = pdf_file(EN, "Journal of the Ceramic Kairo")
    pages[en[2][0]] = text(f"@article{{k133,title={{{EN}}}}}", "text/plain")
    pages[en[3][0]] = p.page(EN, f"<h1>{EN}</h1><p>Advance online publication, 2024-11-02.</p>")
    for base, title, mem, lang in ((JA_B, JA, ja, "ja"), (EN_B, EN, en, "en")):
        others = [
            (
                base[:-3] + "019/_article/-char/" + lang + "/",
                "関連記事" if lang == "ja" else "Related article",
            ),
            (
                "/browse/" + base.split("/")[2] + "/-char/" + lang + "/",
                "巻号一覧" if lang == "ja" else "Volumes and issues",
            ),
        ]
        for h, t in others:
            pages[h] = stub(p, t)
        main = (
            f'<div class="global-article-title">{escape(title)}</div>'
            f'<div class="article-overiew-references-wrap">{ul(mem)}</div>'
            + references(["10.2331/suisan.85.1", "10.1111/jfb.14"])
            + f'<div class="cited-by"><h3>{"被引用文献" if lang == "ja" else "Cited by"}</h3>{ul([("http://citedby.test/x", "CrossRef")])}</div>'
            f"<aside>{ul(others)}</aside>"
        )
        pages[f"{base}/_article/-char/{lang}/"] = p.page(title, main, head=head())
    return [p.site(merge(chrome_pages(p), pages))]


def _jstage_truth(lang: str) -> frozenset[str]:
    u = f"http://{JS}"
    if lang == "ja":
        paths = [
            "/_article/-char/ja/",
            "/_article/-char/en/",
            "/_html/-char/ja/",
            "/_pdf/-char/ja",
            "/_citation/-char/ja/ris",
        ]
        return frozenset(u + JA_B + s for s in paths)
    paths = [
        "/_article/-char/en/",
        "/_html/-char/en/",
        "/_pdf",
        "/_citation/-char/en/bib",
        "/_article/-char/en/advpub",
    ]
    paths += [f"/_html/-char/en/figure/F{n}" for n in (1, 2, 3)]
    return frozenset(u + EN_B + s for s in paths)


# --- OpenEdition-like (French): HTML pages carry the title, files do not -----------------

OE = "journals.ouvrelitt.hx38.example"
_OE = {
    "1234": ("Les cartographes du roi et la frontière pyrénéenne", ["en"], 2, False),
    "1240": (
        "Écrire la ville : chroniques urbaines de Marseille, 1850-1914",
        ["en", "es"],
        5,
        True,
    ),
}


def _oe_members(aid: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(HTML pages carrying the title, files without it)"""
    _t, langs, imgs, annex = _OE[aid]
    pages = [(f"/crh/{aid}", "Texte intégral")] + [
        (f"/crh/{aid}?lang={lg}", lg.upper()) for lg in langs
    ]
    files = [(f"/crh/pdf/{aid}", "PDF"), (f"/crh/epub/{aid}", "ePub")]
    files += [
        (f"/crh/docannexe/image/{aid}/img-{n}.jpg", f"Agrandir Illustration {n}")
        for n in range(1, imgs + 1)
    ]
    if annex:
        files.append((f"/crh/docannexe/file/{aid}/annexe_1.pdf", "Annexe 1"))
    return pages, files


def _oe_sites() -> list[Site]:
    p = portal(
        OE,
        "Cahiers de recherches historiques",
        [
            ("/crh/", "Accueil"),
            ("/crh/sommaire", "Numéros en texte intégral"),
            ("/crh/presentation", "Présentation"),
            ("/crh/contact", "Contact"),
        ],
        [
            ("/crh/mentions-legales", "Mentions légales"),
            ("/crh/credits", "Crédits"),
            ("/crh/politique-confidentialite", "Politique de confidentialité"),
        ],
        title_format="{title}",
    )
    pages: dict[str, PageValue] = {}
    for aid, (title, _langs, _imgs, _annex) in _OE.items():
        htmls, files = _oe_members(aid)
        for h, _t in files:
            pages[h] = blob("application/octet-stream", h[-8:])
        ris = f"/cgi-bin/ris.php?id={aid}"
        pages[ris] = text(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        num = f"/crh/{int(aid) - 30}"
        voir = f"/crh/{int(aid) + 2}"
        pages[num] = stub(p, "Numéro 74 : Frontières")
        pages[voir] = stub(p, "Voir aussi : les douanes du Roussillon")
        tools = ul([*htmls, *files[:2], (ris, "Citer (RIS)")])
        for h, label in htmls:
            body = (
                f'<div id="docTitle"><h1>{escape(title)}</h1></div><p>{escape(label)}</p>'
                f'<div class="tools">{tools}</div>'
                + "".join(f"<p>{a(f, t)}</p>" for f, t in files[2:])
                + references(["10.3406/rhmc.1999.1", "10.4000/ccrh.3102"])
                + f'<div id="breadcrumb">{a(num, "Numéro 74")}</div><aside>{ul([(voir, "Voir aussi")])}</aside>'
            )
            pages[h] = p.page(title, body, head=head(), share=p.url(h))
    return [p.site(merge(chrome_pages(p), pages))]


def _oe_truth(aid: str) -> frozenset[str]:
    htmls, files = _oe_members(aid)
    return frozenset(
        f"http://{OE}{h}" for h, _t in [*htmls, *files, (f"/cgi-bin/ris.php?id={aid}", "")]
    )


CASES = [
    # SciELO-like: text, abstract, translations, PDFs, XML, references and exports all
    # live on /scielo.php?script=... or /scieloOrg/... and carry the article pid, never
    # the entry URI -> Significant String from URI (the seed's GBIF shape).
    Case(
        "scielo-artigo",
        "SciELO-like collection (Portuguese article, two languages)",
        "article",
        "sig_uri",
        f"http://{SC}" + _sc("sci_arttext", "S0102-311X2024000300412", "pt"),
        _scielo_truth("S0102-311X2024000300412"),
        _scielo_sites,
    ),
    # Harder: three languages, per-record "cited by" view (like GBIF's datasetKey search)
    # and a supplement.
    Case(
        "scielo-articulo",
        "SciELO-like collection (Spanish article, three languages and supplement)",
        "article",
        "sig_uri",
        f"http://{SC}" + _sc("sci_arttext", "S0717-95022025000100088", "es"),
        _scielo_truth("S0717-95022025000100088"),
        _scielo_sites,
    ),
    # J-STAGE-like: bare article titles, every member (language pages, full text, PDF
    # viewer, citation file) carries the title -> Significant String from Title.
    Case(
        "jstage-ja",
        "J-STAGE-like platform (Japanese article, PDF viewer page)",
        "article",
        "sig_title",
        f"http://{JS}{JA_B}/_article/-char/ja/",
        _jstage_truth("ja"),
        _jstage_sites,
    ),
    Case(
        "jstage-en-figures",
        "J-STAGE-like platform (English article, figure pages two hops away)",
        "article",
        "sig_title",
        f"http://{JS}{EN_B}/_article/-char/en/",
        _jstage_truth("en"),
        _jstage_sites,
    ),
    # OpenEdition-like: text and translation pages carry the title; PDF, ePub and
    # illustrations do not -> the seed's Dryad shape: Significant String from Title+ with
    # Ignored URIs.
    Case(
        "openedition-article",
        "OpenEdition-like journal (French article, one translation)",
        "article",
        "sig_title_plus_ignored",
        f"http://{OE}/crh/1234",
        _oe_truth("1234"),
        _oe_sites,
    ),
    Case(
        "openedition-illustrated",
        "OpenEdition-like journal (two translations, five illustrations, annex)",
        "article",
        "sig_title_plus_ignored",
        f"http://{OE}/crh/1240",
        _oe_truth("1240"),
        _oe_sites,
    ),
]
