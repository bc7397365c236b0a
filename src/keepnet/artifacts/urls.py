"""What a URL is on its own or against a root: portal membership, path roots, kinds of URL.

The seed restricts artifact URIs to one portal ("the set of domain names used by the
portal"): here, the registered domains (public suffix list) of the landing page plus any
the knowledge base lists for the portal.  A *path root* is what Path-Based compares
against: the entry URI without query or fragment, optionally cut to its first N path
segments (GitHub's /owner/repo), compared scheme-insensitively and on segment boundaries.
Besides: hosts and domains, downloads by extension, path or query, URLs that are never
content (actions, feeds, request forms, copy actions, oEmbed endpoints), ancestors and
index pages.  How a URL stands to the entry (a view, version, record, format, language of
it) is `kinship.py`'s.
"""

from __future__ import annotations

import fnmatch
import re
from urllib.parse import urlsplit

from keepnet.scope.rules import registered_domain

# Extensions of files a landing page offers for download (data, papers, exports, archives).
DOWNLOAD_EXT = frozenset(
    [
        "csv",
        "tsv",
        "txt",
        "zip",
        "gz",
        "tgz",
        "bz2",
        "xz",
        "7z",
        "tar",
        "pdf",
        "xls",
        "xlsx",
        "ods",
        "json",
        "jsonld",
        "xml",
        "rdf",
        "ttl",
        "nt",
        "bib",
        "ris",
        "enw",
        "nc",
        "h5",
        "hdf5",
        "mat",
        "sav",
        "dta",
        "r",
        "py",
        "ipynb",
        "sql",
        "parquet",
        "fasta",
        "fastq",
        "png",
        "jpg",
        "tif",
        "tiff",
        "mp4",
        "mp3",
        "wav",
        "docx",
        "pptx",
        "odt",
    ]
)
# More file formats a landing page or a member page offers as such (packages, models,
# geodata, media, documents).  Portals a knowledge-base entry names by host keep the list
# above (their rules as they were); every other portal gets both.
MORE_FILE_EXT = frozenset(
    [
        "doc",
        "ppt",
        "odp",
        "key",
        "epub",
        "svg",
        "gif",
        "webm",
        "mov",
        "avi",
        "mkv",
        "ogg",
        "flac",
        "m4a",
        "vtt",
        "srt",
        # round 24s: streaming manifests (HLS, DASH, playlists), a recording's own stream
        "m3u8",
        "m3u",
        "mpd",
        "rar",
        "zst",
        "whl",
        "egg",
        "conda",
        "nupkg",
        "gem",
        "crate",
        "snap",
        "appimage",
        "jar",
        "deb",
        "rpm",
        "dmg",
        "exe",
        "msi",
        "apk",
        "iso",
        "safetensors",
        "gguf",
        "onnx",
        "pt",
        "pth",
        "ckpt",
        "bin",
        "npy",
        "npz",
        "pkl",
        "rds",
        "rdata",
        "geojson",
        "gpkg",
        "shp",
        "kml",
        "kmz",
        "gpx",
        "las",
        "laz",
        "fits",
        "nii",
        "dcm",
        "vcf",
        "bam",
        "gff",
        "gtf",
        "bed",
        "pdb",
        "cif",
        "sdf",
        "sha256",
        "md5",
        # CAD and mesh formats a model library serves (round 8)
        "step",
        "stp",
        "stl",
        "iges",
        "igs",
        "3mf",
        "obj",
        "ply",
        "glb",
        "dxf",
        "dwg",
        # round 9: JPEG 2000, the master image of digitised newspapers and books
        "jp2",
        "j2k",
        "jpx",
        # and the scene formats of 3D viewers (round 9: a heritage model's USDZ archive)
        "usdz",
        "usd",
        "gltf",
        "fbx",
        "dae",
        "x3d",
        # round 16: scientific data formats served as files (particle physics' ROOT,
        # NetCDF-4, GRIB, HDF4/HDF-EOS, CDF, seismic and flow-cytometry records)
        "root",
        "nc4",
        "grib",
        "grib2",
        "grb",
        "grb2",
        "hdf",
        "he5",
        "cdf",
        "mseed",
        "segy",
        "fcs",
        "mzml",
        # round 23b: the old web's files, as a departmental report list or a personal page
        # offers them: compress(1)'s `.Z` (`TR-98-22.ps.Z`), PostScript and DVI, the
        # archives and media of the 1990s and 2000s (`.flv` talk videos, RealMedia; not DjVu: a
        # wiki names a scan's index page after it, `/wiki/Index:Diaries.djvu`)
        "z",
        "ps",
        "eps",
        "dvi",
        "lzh",
        "lha",
        "arj",
        "hqx",
        "sit",
        "shar",
        "tbz",
        "tbz2",
        "txz",
        "lz",
        "flv",
        "swf",
        "rm",
        "ram",
        "wmv",
        "mpg",
        "mpeg",
        "qt",
        "aiff",
    ]
)
_DOWNLOAD_PATH = re.compile(
    r"/(download|downloads|ndownloader|bitstreams?|file_stream|raw|files?|datafile|attachments?|"
    r"tar\.gz|tarball|zipball|pdf|bibtex|ris|endnote)"
    r"(/|$)",
    re.I,
)
# Round 17: a data server's file service by its standard route (THREDDS's HTTPServer,
# `/thredds/fileServer/<path>`): every URL below it is a file whatever its extension
# (`.cdl`, `.ncml`, none), as `/download/` is.  And a script named for handing out one
# file (`DownloadFile.aspx?fileId=41`, `download_file.php?id=`, `getfile.do?id=`): the
# file behind a key, as `/download/` names it (not `/downloads`, a page listing many).
_MORE_DOWNLOAD_PATH = re.compile(
    r"/fileServer/|/(?:download|get)[-_]?files?(?:\.(?:aspx?|php|jsp|do|cgi))?$", re.I
)
# ?format=, ?export=, ?download=1, ?dl=1, ?action=download, ?exporter=, ?output=
_DOWNLOAD_QUERY = re.compile(
    # ...=download, and signed object-store URLs that ask for an attachment (S3, GCS:
    # response-content-disposition=attachment; filename=...)
    r"(^|&)((format|export|download|dl|exporter|output)=|[^=&]*=download(&|$)"
    r"|[^=&]*content-disposition=attachment)",
    re.I,
)
# Path segments (or ?action=) of actions on a page rather than content: never an artifact's.
_ACTION = re.compile(
    r"/(edit|new|delete|remove|report|subscribe|unsubscribe|follow|fork|star|watch|flag|"
    r"reply|logout|login|signup|sign_up|register)(/|$)|(^|&)(action|do)=(edit|delete|reply)",
    re.I,
)
_REPORT = re.compile(r"/report(?=/.)", re.I)
_REPORT_END = re.compile(r"/report/?$", re.I)
_STATS_REPORT = re.compile(r"/(stats|statistics|analytics|metrics)/report(/|$)", re.I)
# Syndication feeds (WordPress's /feed/, Drupal's rss.xml, ?format=rss) and comment-reply
# links (WordPress's ?replytocom=N): machine and interface copies of a page, not content.
_FEED = re.compile(r"/(feed|rss|atom|rss\.xml|atom\.xml)/?$|\.(rss|atom)$", re.I)
_FEED_QUERY = re.compile(r"(^|&)((format|output|feed)=(rss2?|atom)|replytocom=)", re.I)


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


def domain_of(url: str) -> str:
    host = host_of(url)
    return registered_domain(host) if host else ""


def host_matches(host: str, pattern: str) -> bool:
    """A knowledge-base host pattern: "example.org" covers it and its subdomains; globs work."""
    host, pattern = host.lower(), pattern.lower()
    if any(c in pattern for c in "*?["):
        return fnmatch.fnmatchcase(host, pattern)
    return host == pattern or host.endswith("." + pattern)


def on_portal(url: str, domains: frozenset[str]) -> bool:
    return domain_of(url) in domains


def kindred_domain(url: str, entry: str) -> bool:
    """Whether url's registered domain is another of the entry's portal by its name: the
    portal's name (the first label of its domain, four characters or more) begins it and
    goes on (`paleoguild-media.org` beside `paleoguild.org`, `githubusercontent.com` beside
    `github.com`): a media, API or file host the portal runs and names after itself (round
    20).  Not the other way round: `calder.org` beside `calder-institute.org` is the
    organisation above the portal, whose other services (a notebook runner) are its own."""
    mine, theirs = domain_of(entry), domain_of(url)
    if not mine or not theirs or mine == theirs:
        return False
    name, other = mine.split(".", 1)[0], theirs.split(".", 1)[0]
    return len(name) >= 4 and len(other) > len(name) and other.startswith(name)


def strip_query(url: str) -> str:
    return url.split("#", 1)[0].split("?", 1)[0]


def file_name(url: str) -> str:
    """The file a URL names: its path's last segment when it has an extension (`a.csv` for
    `/records/x/files/a.csv?download=1`), else ""."""
    last = strip_query(url).rstrip("/").rsplit("/", 1)[-1]
    return last if "." in last else ""


def path_root(url: str, segments: int | None = None) -> str:
    """ "host/path" (no scheme, query or trailing slash) the artifact's URIs start with."""
    parts = urlsplit(url)
    path = parts.path
    if segments is not None:
        segs = [s for s in path.split("/") if s]
        path = "/" + "/".join(segs[:segments]) if segments else ""
    return (parts.netloc.lower() + path).rstrip("/")


def is_site_home(url: str) -> bool:
    """Whether url is its host's homepage (/, /index.html), with no query."""
    parts = urlsplit(url)
    return not parts.query and parts.path.lower() in ("", "/", "/index.html", "/index.htm")


def under_root(url: str, root: str) -> bool:
    """Whether url is the root or below it, on a path-segment boundary ("/repo" ≠ "/repo2")."""
    rest = strip_query(url).split("://", 1)[-1]
    host, _, path = rest.partition("/")
    rest = (host.lower() + "/" + path).rstrip("/") if path else host.lower()
    return rest == root or rest.startswith(root + "/")


# What may continue an identifier ending the root, in the same segment: its views by a
# dotted name (HighWire's `e2301.full`, `e2301.figures-only`) and its versions (`hal-0441v2`).
_CONTINUATION = re.compile(r"(?:\.[a-z][\w-]*)+|v\d{1,3}", re.I)


def continues_root(url: str, root: str) -> bool:
    """Whether url's path continues the root's last segment, an identifier (a digit in
    it), with a view's dotted name or a version number, and what lies below that (round
    20): the seed's Path-Based takes every URI holding the entry URI as a substring, and
    these do (`/content/112/4/e2301.full`, `/hal-04412345v2/document`) while another
    record's identifier continued by a character of its own (`e23010`, `e2301-2`) does not."""
    rest = strip_query(url).split("://", 1)[-1]
    host, _, path = rest.partition("/")
    rest = host.lower() + "/" + path
    last = root.rsplit("/", 1)[-1]
    if "/" not in root or not any(c.isdigit() for c in last) or not rest.startswith(root):
        return False
    head = rest[len(root) :].split("/", 1)[0]
    return bool(_CONTINUATION.fullmatch(head))


def repeats_path(url: str, root: str) -> bool:
    """Whether url's path carries the root's path (two segments or more) on segment
    boundaries somewhere else: a raw file host or a /raw/ prefix serving the same project
    (raw.host/owner/repo/main/x, host/raw/owner/repo/main/x, codeload.host/owner/repo/...)."""
    path = root.split("/", 1)[1] if "/" in root else ""
    if path.count("/") < 1:
        return False
    return f"/{path.lower()}/" in urlsplit(url).path.lower() + "/"


def the_project_elsewhere(url: str, root: str) -> bool:
    """Whether url, on another host, names the root's path and nothing below it
    (`ci.host/owner/repo`, a badge's or a mirror's page about the whole project): a page
    about the project elsewhere, not a copy of its files (raw and archive copies go below
    the path: `raw.host/owner/repo/main/x`, `codeload.host/owner/repo/zip/...`)."""
    own, _, path = root.partition("/")
    if path.count("/") < 1 or host_of(url) == own.lower():
        return False
    return urlsplit(url).path.strip("/").lower().endswith(path.strip("/").lower())


def pages_site_root(url: str, root: str) -> str | None:
    """The root of the project's static site when url is on it (None otherwise): the
    root's path without its namespace, on a host whose first label names the namespace —
    GitLab Pages serve group/sub/project at group.pages-host/sub/project/ (GitHub Pages
    owner/repo at owner.github.io/repo/)."""
    own, _, path = root.partition("/")
    namespace, _, rest = path.partition("/")
    host = host_of(url)
    if not rest or host == own or len(namespace) < 2:
        return None
    label = host.split(".", 1)[0]
    segs = [s.lower() for s in path.split("/") if s]
    # (round 12: a host named after the project as owner-name, the project's app or site
    # served on a host of its own; not the name alone: a documentation host, round 5)
    if len(segs) >= 2 and label == f"{segs[-2]}-{segs[-1]}":
        return host
    if label != namespace.lower() and not label.startswith(namespace.lower() + "-"):
        return None
    site = f"{host}/{rest.lower()}"
    return site if under_root(url.lower(), site) else None


def is_download(url: str, more_formats: bool = True) -> bool:
    """Whether url looks like a file offered for download rather than a page
    (`more_formats`: MORE_FILE_EXT count too)."""
    parts = urlsplit(url)
    last = parts.path.rsplit("/", 1)[-1].lower()
    ext = last.rsplit(".", 1)[-1] if "." in last else ""
    return (
        ext in DOWNLOAD_EXT
        or (more_formats and ext in MORE_FILE_EXT)
        or (more_formats and bool(_MORE_DOWNLOAD_PATH.search(parts.path)))
        or bool(_DOWNLOAD_PATH.search(parts.path))
        or bool(_DOWNLOAD_QUERY.search(parts.query))
    )


# A request for a copy of, or access to, a restricted file (EPrints' /cgi/request_doc,
# request-access, request-a-copy pages): a form to write to the owner, not the file.
_REQUEST = re.compile(r"/request[_-]?(a[_-]?)?(doc|copy|access)(/|$)", re.I)


def is_request_form(url: str) -> bool:
    """Whether url is a form to request a restricted file (not content of the artifact)."""
    return bool(_REQUEST.search(urlsplit(url).path))


# Round 9 (portals not known by host name): copying the entry into one's own account or
# running it (an OER's /remix, Galaxy's /workflow/imp and /workflows/run): forms keyed to
# the entry, never its content; no set's truth holds one.
_COPY_ACTION = re.compile(r"/(remix|imp|import|run)(/|$)", re.I)


# Round 9 (portals not known by host name): an oEmbed endpoint (`/oembed?url=<page>`,
# WordPress's `/wp-json/oembed/1.0/embed?url=`) is the page described for embedding
# elsewhere, keyed to its URL; no set's truth holds one, four sets leave one out.
_OEMBED = re.compile(r"(^|/)oembed(/|\.|$)", re.I)


def is_oembed(url: str) -> bool:
    """Whether url is an oEmbed endpoint (the page described for embedding elsewhere)."""
    return bool(_OEMBED.search(urlsplit(url).path))


def is_copy_action(url: str) -> bool:
    """Whether url's last path segment copies or runs a page (`/remix`, `/imp?id=`)."""
    return bool(_COPY_ACTION.search(urlsplit(url).path))


# Round 15: keys that only order a listing (Apache's and nginx's autoindex `?C=N;O=D`, a
# table's `?sort=size&order=desc`): the same page re-sorted, no content of its own.
# (`dir`, `c` alone name a folder or a category elsewhere: only autoindex's column and
# order letters count.)
_SORT_KEYS = frozenset({"sort", "sortby", "sort_by", "order", "orderby", "order_by"})
_AUTOINDEX = re.compile(r"[Cc]=[NMSDnmsd]|[Oo]=[ADad]")


def is_resorted(url: str) -> bool:
    """Whether url's query only orders the page (every key a sort key: `?C=M;O=A`)."""
    query = urlsplit(url).query
    pairs = [p for p in re.split(r"[&;]", query) if p]
    return bool(pairs) and all(
        p.partition("=")[0].lower() in _SORT_KEYS or _AUTOINDEX.fullmatch(p) for p in pairs
    )


def is_action(url: str) -> bool:
    """Whether url is an action (edit, new, delete, report, sign-in...) rather than content."""
    parts = urlsplit(url)
    return bool(_ACTION.search(parts.path) or _ACTION.search(parts.query))


def is_action_beyond(url: str, entry: str) -> bool:
    """Whether url is an action in the part of its path it does not share with the entry
    (round 21, portals not known by host name; `entry` empty: `is_action`).  The entry is
    content, so an action's word its path goes on past names a thing on this portal: a
    museum's ledger `/register/acc-1894/` has its folios at `/register/acc-1894/folio/1r/`,
    and `/register` alone is still the sign-up form.  Another host's URL shares nothing."""
    parts = urlsplit(url)
    if not entry or host_of(url) != host_of(entry):
        return is_action(url)
    segments, own = parts.path.split("/"), urlsplit(entry).path.rstrip("/").split("/")
    n = 0
    while n < min(len(segments), len(own)) and segments[n] == own[n]:
        n += 1
    # The shared part ending on an action's word is the action (`/register`, `/watch?v=`).
    shared_action = n > 1 and _acts("/" + segments[n - 1], parts.path, parts.query)
    rest = "/" + "/".join(segments[n:])
    if n == len(own) > 1 and not parts.query:
        # Round 25: below the entry, `report` ending the path is the record's report (a data
        # package's `…/knb-lter-fen.41/report`, an edition's `…/works/<work>/report`): the
        # seed's Path-Based takes what contains the entry URI, and some writers count it.
        rest = _REPORT_END.sub("/", rest)
    return (
        shared_action or _acts(rest, parts.path, parts.query) or bool(_ACTION.search(parts.query))
    )


def _acts(part: str, path: str, query: str) -> bool:
    """Whether part of a path holds an action's word, `report` read as the noun it is
    when more path follows it (round 24s): a review's `/report/55102`, a round's
    `…/round/1/report/a/` name reports.  A path ending on it is the verb (`/report`,
    `…/<deck>/report`: "report this deck"), so is a URL asking about something
    (`/report/abuse?id=<entry's id>`), and a usage-statistics report
    (`/stats/report/eprint/7`) stays out: the portal's count of visits."""
    if query or _STATS_REPORT.search(path):
        return bool(_ACTION.search(part))
    return bool(_ACTION.search(_REPORT.sub("/", part)))


def is_feed(url: str) -> bool:
    """Whether url is a syndication feed or a comment-reply form of a page (/feed/,
    rss.xml, ?format=rss, ?replytocom=): a copy of content, never content of its own."""
    parts = urlsplit(url)
    return bool(_FEED.search(parts.path) or _FEED_QUERY.search(parts.query))


def is_reply_form(url: str) -> bool:
    """Whether url is a comment-reply form (`?replytocom=N`): the page again with a form
    open, no content of its own even on the entry's own path (round 15)."""
    return "replytocom=" in urlsplit(url).query.lower()


def is_ancestor(url: str, entry: str, index_is_dir: bool = True) -> bool:
    """Whether url is above the entry on its path (its owner, its group, its directory):
    /lab and /lab/ for /lab/project; not a page with a query.  An index-page entry stands
    for its directory: a page beside it lies below (`index_is_dir` off: above, the rule a
    portal known by host name keeps)."""
    if "?" in url:
        return False
    a, b = path_root(url), path_root(entry)
    page = a.lower().endswith(PAGE_SUFFIXES) and a.count("/") > 1
    a = a.rsplit("/", 1)[0] if page else a
    if (
        index_is_dir
        and page
        and is_index_page(b)
        and b.rsplit("/", 1)[0] == a
        and not is_index_page(path_root(url))
    ):
        # the entry is its directory's index page and stands for the directory: another
        # page in it (a package's citation.html beside its index.html) lies below, not above
        return False
    return "/" in a and b.startswith(a + "/")


PAGE_SUFFIXES = (".html", ".htm", ".shtml", ".php", ".asp", ".aspx", ".jsp", ".cgi")
INDEX_STEMS = ("index", "default", "home", "main")


def is_index_page(root: str) -> bool:
    """Whether the last segment of a path root is an index page (index.html, default.aspx)."""
    last = root.rsplit("/", 1)[-1].lower()
    return last.endswith(PAGE_SUFFIXES) and last.rsplit(".", 1)[0] in INDEX_STEMS
