"""heldout75's Russian, Polish and Turkish portals: an eLibrary-style article whose every
view repeats the article title, a Polish lecture-slides portal with one path per deck, and
a DergiPark-style Turkish journal article page."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site

from ._kit import Chrome, Labels, file_body, ul

RU = Labels(
    "Поиск",
    "Вход",
    "Регистрация",
    "Сайт использует файлы cookie.",
    "Принять",
    "Страница не найдена",
    "Главная",
)
PL = Labels(
    "Szukaj",
    "Zaloguj",
    "Załóż konto",
    "Ta strona używa plików cookie.",
    "Akceptuję",
    "Nie znaleziono strony",
    "Strona główna",
)
TR = Labels(
    "Ara",
    "Giriş",
    "Kayıt ol",
    "Bu site çerez kullanır.",
    "Kabul et",
    "Sayfa bulunamadı",
    "Ana sayfa",
)

# ---------------------------------------------------------------- Russian e-library article
ELIB = Chrome(
    "www.nauchlib.hx75.example",
    "НаучБиблиотека",
    "ru",
    RU,
    [
        ("/", "Главная"),
        ("/journals", "Журналы"),
        ("/authors", "Авторы"),
        ("/rubrics", "Рубрикатор"),
    ],
    [
        ("/about", "О проекте"),
        ("/agreement", "Пользовательское соглашение"),
        ("/support", "Поддержка"),
    ],
    title_format="{title}",
    home_title="НаучБиблиотека — научная электронная библиотека",
    share=False,
)
EL_A = ("48213377", "Морфология многолетнемёрзлых пород Центральной Якутии", ["fulltext"])
EL_B = (
    "50977102",
    "Лексика поморских говоров в словарях XIX века",
    ["fulltext", "references", "citations", "keywords"],
)
VIEWS = {
    "fulltext": "Полный текст",
    "references": "Список литературы",
    "citations": "Цитирования",
    "keywords": "Ключевые слова",
}


def _view(aid: str, v: str) -> str:
    """The older article's views sit under its path; the newer one's are served by the
    reader and the citation service under a document code of their own."""
    if aid == EL_B[0]:
        return {
            "fulltext": "/reader/pm-lex-77f3",
            "references": "/refs?doc=pm-lex-77f3",
            "citations": "/cited?doc=pm-lex-77f3",
            "keywords": "/kw/pm-lex-77f3",
        }[v]
    return f"/item/{aid}/{v}"


def _elib_pages(aid: str, title: str, views: list[str]) -> dict[str, object]:
    t = escape(title)
    tabs = ul([(_view(aid, v), VIEWS[v]) for v in views])
    pages: dict[str, object] = {
        f"/item/{aid}": ELIB.page(
            title,
            f'<h1>{t}</h1><p>Журнал: <a href="/journals">Вестник СВФУ</a>, 2022</p>{tabs}'
            '<div class="similar">Похожие публикации: <a href="/item/39001122">Криолитозона Якутии</a></div>',
        )
    }
    for v in views:
        pages[_view(aid, v)] = ELIB.page(
            f"{VIEWS[v]}: {title}", f"<h1>{t}</h1><h2>{VIEWS[v]}</h2><p>…</p>"
        )
    return pages


def elib_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for aid, title, views in (EL_A, EL_B):
        pages.update(_elib_pages(aid, title, views))
    return [ELIB.site(pages)]  # type: ignore[arg-type]


def elib_truth(aid: str, title: str, views: list[str]) -> list[str]:
    return [ELIB.url(p) for p in _elib_pages(aid, title, views)]


# ---------------------------------------------------------------- Polish lecture slides portal
SLAJDY = Chrome(
    "www.slajdy-nauka.hx75.example",
    "SlajdyNauka",
    "pl",
    PL,
    [
        ("/", "Strona główna"),
        ("/kategorie", "Kategorie"),
        ("/popularne", "Popularne"),
        ("/wgraj", "Wgraj"),
    ],
    [
        ("/regulamin", "Regulamin"),
        ("/polityka-prywatnosci", "Polityka prywatności"),
        ("/kontakt", "Kontakt"),
    ],
    title_format="{title} — {name}",
)
DECK_A = ("/anna-nowak/fotosynteza-c4-wyklad-3/", "Fotosynteza C4 — wykład 3", 3, False)
DECK_B = (
    "/uwr-fizyka/kwantowe-bramki-logiczne-seminarium/",
    "Kwantowe bramki logiczne — seminarium",
    6,
    True,
)


def _deck_pages(prefix: str, title: str, n: int, big: bool) -> dict[str, object]:
    slides = ul([(f"{prefix}{i}", f"Slajd {i}") for i in range(1, n + 1)])
    extra = ""
    if big:
        extra = (
            f'<p><a href="{prefix}transkrypcja">Transkrypcja</a> · <a href="{prefix}pobierz">Pobierz PDF</a>'
            f' · <a href="{prefix}komentarze">Komentarze (7)</a></p>'
        )
    pages: dict[str, object] = {
        prefix: SLAJDY.page(
            title,
            f"<h1>{escape(title)}</h1>{slides}{extra}"
            f'<p>Autor: <a href="/{prefix.split("/")[1]}">{escape(prefix.split("/")[1])}</a></p>'
            '<aside>Podobne: <a href="/jan-kowalski/enzymy-wyklad-1/">Enzymy, wykład 1</a></aside>'
            + SLAJDY.share_links(SLAJDY.url(prefix)),
        )
    }
    for i in range(1, n + 1):
        nav = f'<a href="{prefix}{i + 1}">Dalej</a>' if i < n else ""
        pages[f"{prefix}{i}"] = SLAJDY.page(
            f"{title} — slajd {i}", f'<img src="{prefix}{i}.png" alt="">{nav}'
        )
        pages[f"{prefix}{i}.png"] = file_body("s.png", "")
    if big:
        pages[f"{prefix}transkrypcja"] = SLAJDY.page(
            "Transkrypcja", "<h1>Transkrypcja</h1><p>…</p>"
        )
        pages[f"{prefix}pobierz"] = file_body("deck.pdf", "Kwantowe bramki logiczne")
        pages[f"{prefix}komentarze"] = SLAJDY.page(
            "Komentarze", f'<h1>Komentarze</h1><a href="{prefix}komentarze?strona=2">Starsze</a>'
        )
        pages[f"{prefix}komentarze?strona=2"] = SLAJDY.page("Komentarze", "<h1>Komentarze (2)</h1>")
    return pages


def slajdy_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for d in (DECK_A, DECK_B):
        pages.update(_deck_pages(*d))
    return [SLAJDY.site(pages)]  # type: ignore[arg-type]


def slajdy_truth(prefix: str, title: str, n: int, big: bool) -> list[str]:
    # the slide images are embedded (<img>), not artifact URIs of their own
    return [SLAJDY.url(p) for p in _deck_pages(prefix, title, n, big) if not p.endswith(".png")]


# ---------------------------------------------------------------- Turkish journal platform (DergiPark-like)
DERGI = Chrome(
    "dergi.akademik-yayin.hx75.example",
    "AkademikYayın Dergi Platformu",
    "tr",
    TR,
    [
        ("/", "Ana sayfa"),
        ("/dergiler", "Dergiler"),
        ("/hakkinda", "Hakkında"),
        ("/yardim", "Yardım"),
    ],
    [
        ("/kvkk", "KVKK Aydınlatma Metni"),
        ("/cerez-politikasi", "Çerez politikası"),
        ("/iletisim", "İletişim"),
    ],
    share=False,
    home_main='<h1>Son yayınlar</h1><ul><li><a href="/tr/pub/sbd/article/1200931">Osmanlı vakıf defterleri</a></li></ul>',
)
ART_A = (
    "anadolu-tip",
    "1187654",
    "Ergenlerde uyku kalitesi ve akademik başarı ilişkisi",
    ["1187654.pdf"],
    False,
)
ART_B = (
    "cografya-arastirma",
    "1253390",
    "Konya Kapalı Havzası'nda yeraltı suyu seviyesindeki değişimler (2000-2022)",
    ["1253390.pdf", "ek-1-veri.xlsx", "ek-2-harita.png"],
    True,
)


def _dergi_article(j: str, aid: str, title: str, files: list[str], big: bool) -> dict[str, object]:
    base = f"/tr/pub/{j}/article/{aid}"
    fl = ul([(f"/tr/download/article-file/{f}", f) for f in files])
    cite = ul([(f"{base}/cite/{k}", k.upper()) for k in ("apa", "bibtex", "ris")])
    en = f'<p><a href="/en/pub/{j}/article/{aid}">English</a></p>' if big else ""
    main = f"""<h1>{escape(title)}</h1><p>Yıl 2023, Cilt 12, Sayı 2</p><h2>Öz</h2><p>…</p>
<h2>Dosyalar</h2>{fl}<h2>Kaynak Göster</h2>{cite}{en}"""
    pages: dict[str, object] = {base: DERGI.page(title, main)}
    for f in files:
        pages[f"/tr/download/article-file/{f}"] = file_body(f, title)
    for k in ("apa", "bibtex", "ris"):
        pages[f"{base}/cite/{k}"] = Response.text(f"{k}: {title}")
    if big:
        pages[f"/en/pub/{j}/article/{aid}"] = DERGI.page(
            title, f"<h1>{escape(title)}</h1><p>Abstract</p>"
        )
    return pages


def dergi_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for a in (ART_A, ART_B):
        pages.update(_dergi_article(*a))
    return [DERGI.site(pages)]  # type: ignore[arg-type]


def dergi_truth(j: str, aid: str, title: str, files: list[str], big: bool) -> list[str]:
    return [DERGI.url(p) for p in _dergi_article(j, aid, title, files, big)]
