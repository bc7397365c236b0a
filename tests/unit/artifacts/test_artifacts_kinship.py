"""How a URL stands to the entry: views, versions, records, languages, DOIs, hints, mirrors."""

from __future__ import annotations

from keepnet.artifacts.kinship import (
    another_doi,
    another_record,
    extends_doi,
    is_language_variant,
    is_other_version,
    is_view,
    keyed_by_path_id,
    mirrors,
    named_directory,
    names_another_object,
    own_hints,
    record_service,
    same_shape,
)


def test_same_shape_finds_sibling_artifacts() -> None:
    entry = "http://x.test/articles/dataset/coral_reef_survey/7012345"
    assert same_shape("http://x.test/articles/dataset/kelp_forest/7012399", entry)
    assert not same_shape(entry, entry)
    assert not same_shape("http://x.test/authors/Jane_Doe/1234", entry)
    assert not same_shape("http://x.test/about", "http://x.test/help")  # no identifier: no shape
    # a name that goes on is another artifact's; a version or a view of the entry is not
    ckan = "http://x.test/dataset/bat-echolocation-calls"
    assert same_shape(ckan + "-raw", ckan)
    assert not same_shape("http://x.test/abs/2411.08812v1", "http://x.test/abs/2411.08812")
    assert not same_shape(ckan + ".rdf", ckan)


def test_views_of_the_entry() -> None:
    e = "http://x.test/content/10.1/2024.03.11.584422v2"
    assert is_view(e + ".article-info", e) and is_view(e + ".full.pdf+html", e)
    assert is_view(e + "/figures", e) and is_view(e + "?versioned=true", e)
    # another version and its views: the same work (round 4; before, a sibling)
    v1 = "http://x.test/content/10.1/2024.03.11.584422v1"
    assert is_view(v1, e) and is_view(v1 + ".full.pdf", e)
    assert is_other_version(v1, e) and not same_shape(v1, e)
    assert not is_other_version("http://x.test/content/10.1/2024.03.11.584423v1", e)
    assert not is_other_version(e + ".full", e)  # a view of the entry, not another version
    assert not is_view(e + "3", e)  # another identifier
    # OSF-like `_v2`, a report's `-v3`: the separator must be the entry's
    assert is_other_version("http://x.test/7hq2c_v1", "http://x.test/7hq2c_v2")
    assert not is_other_version("http://x.test/7hq2cv1", "http://x.test/7hq2c_v2")


def test_another_record_names_one_by_two_identifiers() -> None:
    e = "http://f.test/articles/dataset/Soil_cores_from_the_moor/24117792"
    assert another_record("http://f.test/articles/thesis/Peat_formation_uplands/23998001", e)
    assert another_record("http://f.test/articles/dataset/Other_data_of_the_lab/24117793", e)
    assert not another_record(e + "/1", e)  # a version of the entry: a view
    assert not another_record("http://f.test/authors/Priya_Nair/1402211", e)  # another template
    assert not another_record("http://g.test/articles/thesis/Peat_formation_uplands/2399", e)
    # one identifier only (an item and its media, OSF's short ids): not decided by shape
    assert not another_record("http://o.test/s/site/media/1433", "http://o.test/s/site/item/1432")
    h = "http://d.test/handle/20.500.12345/678"
    assert another_record("http://d.test/handle/20.500.12345/12", h)  # its collection
    m = "http://k.test/media/Seminar+on+soil/1_x8k2m4pq"
    assert another_record("http://k.test/channel/Soil+Science+Seminars/998877", m)


def test_a_plain_name_that_goes_on_by_words_is_another_artifact() -> None:
    entry = "http://pkgs.test/project/tidyflux/"
    assert same_shape("http://pkgs.test/project/tidyflux-extras/", entry)
    assert same_shape("http://pkgs.test/project/tidyflux_io", entry)
    # below the entry, a version, or a name that goes on by digits: not this rule's
    assert not same_shape("http://pkgs.test/project/tidyflux/0.4.1/", entry)
    assert not same_shape("http://pkgs.test/project/tidyflux-2/", entry)
    assert not same_shape("http://pkgs.test/project/tidyfluxv2/", entry)
    # names_go_on off (a portal known by host name): every extension is a view, as before
    assert not same_shape("http://pkgs.test/project/tidyflux-extras/", entry, names_go_on=False)


def test_the_index_page_of_a_sibling_directory_is_another_artifact() -> None:
    entry = "http://cran.test/web/packages/rmixo/index.html"
    assert same_shape("http://cran.test/web/packages/mclust/index.html", entry)
    # a page beside the entry, another file name, a deeper index, another host: not this rule's
    assert not same_shape("http://cran.test/web/packages/rmixo/citation.html", entry)
    assert not same_shape("http://cran.test/web/packages/mclust/news.html", entry)
    assert not same_shape("http://cran.test/web/packages/rmixo/news/index.html", entry)
    assert not same_shape("http://other.test/web/packages/mclust/index.html", entry)
    # an entry that is not an index page stands for itself
    assert not same_shape("http://lab.test/a/b/talk.html", "http://lab.test/a/c/talk.html")
    assert not same_shape("http://cran.test/web/packages/mclust/index.html", entry, False)


def test_the_entry_in_another_interface_language() -> None:
    e = "http://v.test/protocol/61842/slice-prep"
    assert is_language_variant("http://v.test/ja/protocol/61842/slice-prep", e)
    assert is_language_variant("http://v.test/pt-br/protocol/61842/slice-prep", e)
    assert is_language_variant("http://v.test/v/Qx7Lm2?hl=de", "http://v.test/v/Qx7Lm2")
    assert is_language_variant("http://v.test/x?id=3&lang=fr", "http://v.test/x?id=3")
    # not: an API view (`/api/records/x` for `/records/x`), a tab, another host, a query
    # that is not a language
    assert not is_language_variant("http://v.test/api/records/k7r2", "http://v.test/records/k7r2")
    assert not is_language_variant("http://v.test/protocol/61842/slice-prep/ja", e)
    assert not is_language_variant("http://w.test/ja/protocol/61842/slice-prep", e)
    assert not is_language_variant("http://v.test/v/Qx7Lm2?tab=de", "http://v.test/v/Qx7Lm2")


def test_hints_the_entry_itself_shows_tell_nothing_on_its_portal() -> None:
    hints = ("/collections/", "/authors/", "/search")
    assert own_hints(hints, "http://m.test/s/collections/item/2210") == ("/authors/", "/search")
    assert own_hints(hints, "http://m.test/items/2210") == hints


def test_another_doi_is_a_record_of_its_own() -> None:

    e = "http://dv.x.example/dataset.xhtml?persistentId=doi:10.99021/DVN/QX7ZPL"
    # a related dataset of the same dataverse: its own DOI
    assert another_doi("http://dv.x.example/dataset.xhtml?persistentId=doi:10.99021/DVN/M2R8TT", e)
    # a file of the dataset extends its DOI; an export names the same one
    assert not another_doi(
        "http://dv.x.example/file.xhtml?persistentId=doi:10.99021/DVN/QX7ZPL/7AB1CD&version=1.0", e
    )
    assert not another_doi(
        "http://dv.x.example/api/datasets/export?exporter=ddi&persistentId=doi:10.99021/DVN/QX7ZPL",
        e,
    )
    # another host, or no DOI in the URL: not this rule's
    assert not another_doi("http://other.example/dataset.xhtml?persistentId=doi:10.1/Y", e)
    assert not another_doi("http://dv.x.example/dataverse/agronomy", e)
    # versions and views of a preprint's DOI are the same record
    p = "http://rx.example/content/10.1101/2024.01.05.574321v2"
    assert not another_doi("http://rx.example/content/10.1101/2024.01.05.574321v1.full", p)
    assert not another_doi(
        "http://rx.example/content/10.1101/2024.01.05.574321v2.article-metrics", p
    )


def test_mirrors_counts_the_entrys_links_under_another_name() -> None:
    entry_links = ["http://p.test/f/114.pdf", "http://p.test/x?id=114", "http://p.test/about"]
    links = ["http://p.test/f/131.pdf", "http://p.test/x?id=131", "http://p.test/about"]
    assert mirrors("http://p.test/o/131", links, "http://p.test/o/114", entry_links) == 2
    assert (
        mirrors("http://p.test/o/131", ["http://p.test/d/131"], "http://p.test/o/114", entry_links)
        == 0
    )
    # a page shaped otherwise (a tab below the entry) is no record of its kind
    assert mirrors("http://p.test/o/114/tab", links, "http://p.test/o/114", entry_links) == 0


def test_round8_a_post_filed_by_date_is_named_by_its_slug_alone() -> None:
    """`/2025/02/05/day-2-transfection/` beside `/2025/02/03/e-042-crispr/`: a blog's date
    is not an identifier, so the day entry is not "another record named by two"."""
    e = "http://nb.test/2025/02/03/e-042-crispr-abca1/"
    assert not another_record("http://nb.test/2025/02/05/day-2-transfection/", e)
    assert another_record(
        "http://nb.test/items/thesis/peat-formation/23998001",
        "http://nb.test/items/dataset/peat-data/23998002",
    )


def test_round9_a_doi_under_the_entrys() -> None:
    e = "http://dv.test/dataset.xhtml?persistentId=doi:10.17026/SS/QX1ZKA"
    assert extends_doi("http://dv.test/file.xhtml?persistentId=doi:10.17026/SS/QX1ZKA/F4101", e)
    assert not extends_doi("http://dv.test/file.xhtml?persistentId=doi:10.17026/SS/QX1ZKB", e)
    assert not extends_doi(e + "&version=1.0", e)  # the same DOI: a view, not a part
    assert not extends_doi("http://other.test/10.17026/SS/QX1ZKA/F4101", e)


def test_round12_a_directory_named_by_the_entry_is_its_folder() -> None:
    entry = "http://db.test/geo/query/acc.cgi?acc=GSE271044"
    assert named_directory("http://ftp.db.test/geo/series/GSE271nnn/GSE271044/", entry)
    assert named_directory("http://ftp.db.test/geo/series/GSE271nnn/GSE271044/matrix/", entry)
    # a listing of many (no segment names the entry), or a file, is not its folder
    assert not named_directory("http://ftp.db.test/geo/series/GSE271nnn/", entry)
    assert not named_directory("http://ftp.db.test/geo/series/GSE271044.txt", entry)
    assert not named_directory("http://db.test/series/?acc=GSE271044", entry)


def test_round12_the_record_keyed_by_the_entrys_path_identifier() -> None:
    entry = "http://x.test/document/10734102"
    assert keyed_by_path_id("http://x.test/stamp/stamp.jsp?tp=&arnumber=10734102", entry)
    # another host, the entry itself, another record, a short number (a journal's) are not
    assert not keyed_by_path_id("http://y.test/stamp.jsp?arnumber=10734102", entry)
    assert not keyed_by_path_id("http://x.test/document/10734102?tab=refs", entry)
    assert not keyed_by_path_id("http://x.test/stamp.jsp?arnumber=10734103", entry)
    journal = "http://r.test/journal/5155/515569583004/html/"
    assert keyed_by_path_id("http://r.test/articulo.oa?id=515569583004", journal)
    assert not keyed_by_path_id("http://r.test/revista.oa?id=5155", journal)


def test_round12_another_script_under_the_entrys_key_names_another_object() -> None:
    entry = "http://e.test/item.asp?id=49876543"
    assert names_another_object("http://e.test/author_profile.asp?id=612345", entry)
    # the entry's own page through another script carries its number: not another object
    assert not names_another_object("http://e.test/cit_items.asp?id=49876543", entry)
    # the same script under the same key is a sibling record, judged elsewhere
    assert not names_another_object("http://e.test/item.asp?id=49876544", entry)


def test_round12_the_entrys_identifiers_under_another_fixed_segment_are_not_another_record() -> (
    None
):
    entry = "http://j.test/article/dojo/94/2/94_123/_article/-char/ja"
    assert not another_record("http://j.test/article/dojo/94/2/94_123/_pdf/-char/ja", entry)
    # another article of the issue is still another record
    assert another_record("http://j.test/article/dojo/94/2/94_130/_article/-char/ja", entry)


def test_round12_a_service_keyed_to_the_record() -> None:
    hints = ["/auth/", "/search"]
    chrome = frozenset({"http://e.test/cgi/users/home"})
    token = "5521"
    # the site's login page with the record's key; an action; a listing with the id in its path
    assert record_service(
        "http://e.test/cgi/users/home?screen=View&eprintid=5521", hints, chrome, token
    )
    assert record_service("http://e.test/auth/show-endorsers/5521", hints, chrome, token)
    # a search filtered by the identifier as a query value lists the artifact's own parts
    assert not record_service("http://e.test/occ/search?datasetKey=5521", hints, chrome, token)
    assert not record_service("http://e.test/cited?artiId=5521", hints, chrome, token)
