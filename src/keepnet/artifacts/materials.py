"""Round 17 (inf16q): a record's materials named after it (`paper12-slides.pdf`).

`identifiers.contains_id` takes an identifier only as a whole: "seabirds-2019" does not
carry "seabirds" (another dataset, a year later).  A hand-made proceedings or project site
names a record's materials by the record's name and what each is — `paper12-slides.pdf`,
`paper12-poster.pdf`, `paper12-scripts.zip` beside `paper12.html` — and its homepage (the
programme) links every one of them, so the ignored-URI list would set them aside as chrome.
This module owns that naming (`names_material`): the identifier, holding a digit (a
numbered slot, not a plain word that other names may start with), then a separator and
words of letters only (what the file is), then the file's extension.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

# `<id>-slides.pdf`, `<id>_supplementary-data.csv`: words of letters after the identifier.
_MATERIAL = r"(?:[-_][A-Za-z]{2,})+(?:\.[A-Za-z0-9]{1,8})+$"


def names_material(url: str, token: str) -> bool:
    """Whether url's file name is token (an identifier of the entry, holding a digit and a
    letter) followed by words of letters and an extension: one of the record's materials."""
    if not (re.search(r"\d", token) and re.search(r"[A-Za-z]", token)):
        return False
    name = unquote(urlsplit(url).path.rsplit("/", 1)[-1])
    return re.match(re.escape(token) + _MATERIAL, name, re.I) is not None
