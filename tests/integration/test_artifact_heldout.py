"""Artifact boundaries on the independent portal sets: the figures may not fall.

Each set was written by a separate session that did not read the inference code or the
other sets (docs/artifacts.md, "Evaluation").  These floors are the figures of the current
rules, so a change that loses recall or precision or makes worse choices on any set fails;
they are not the issue's acceptance (recall 0.98, precision 0.95 on unseen portals), which
the unseen sets did not reach.
"""

from __future__ import annotations

import pytest

from sites.portals._portal import Case
from sites.portals.measure import measure

# set -> (acceptable choices (the seed's, its URI set, or no worse on P and R), recall, precision)
FLOORS = {
    "sites.portals_heldout": (38, 0.98, 0.98),
    # 30: CKAN traffic's auto set is unchanged, but the seed's heuristic now also takes the
    # files members link elsewhere, so it beats auto on precision (29 before the slides rule)
    # round 13: 31/33, 0.992, 0.952; round 24s: 30 (a licence deed is no external now, so
    # the seed's heuristic beats auto's single hop on ckan-budget: auto's URIs unchanged)
    "sites.portals_heldout2": (30, 0.99, 0.95),
    "sites.portals_heldout3": (40, 0.99, 0.98),
    "sites.portals_heldout4": (30, 0.995, 0.98),  # round 12: precision 0.971 -> 0.983
    # scored on arrival: heldout5 27/32, 0.923, 0.971; heldout6 17/27, 0.846, 0.887;
    # heldout7 28/34, 0.937, 0.919 (developed on since, docs/artifacts.md "Evaluation");
    # the floors are round 4's figures
    # heldout5's precision floor 0.98 → 0.975 (round 4): an earlier version of a preprint
    # (`…584422v1` for `…584422v2`) is now the entry's (truth in heldout6, 8 and 11, extra
    # in heldout5 and 7: an archivist's call, and lost URIs cannot be repaired)
    # round 11: 29/32 -> 30/32 (an OSF-like preprint by its identifier), precision 0.986
    "sites.portals_heldout5": (32, 0.995, 0.98),  # round 13: 32/32, 0.997, 0.986; round 20: R 1.000
    "sites.portals_heldout6": (27, 0.995, 0.99),  # round 11: P 0.977; round 12: 0.995
    "sites.portals_heldout7": (33, 1.0, 0.975),  # round 10: 1.000 (OSF file page outside)
    # scored on arrival (rules of 10164bc): heldout8 30/35, 0.957, 0.940; heldout9 34/42, 0.901,
    # 0.945; at c1fc00e's rules, written without seeing them, 30/35, 0.964, 0.940 and 36/42,
    # 0.930, 0.950; the floors below are round 4's figures (developed on since round 2)
    "sites.portals_heldout8": (35, 0.99, 0.99),  # round 13: recall 0.986; round 20: 0.991
    # round 7: 0.985 -> 0.99 (a component's storage page, by its breadcrumb trail)
    "sites.portals_heldout9": (42, 0.995, 0.965),  # round 20: recall 1.000
    # scored on arrival (round 1, c1fc00e): 40/42, 0.965, 0.968; the floor is round 2's
    # figure, written without seeing it (41/42, 0.975, 0.968); round 3 developed on it
    "sites.portals_heldout10": (41, 0.995, 0.985),  # round 19: R 1.000
    # scored on arrival at round 2's rules: 27/31, 0.956, 0.942; round 3's rules, written
    # without seeing it: 27/31, 0.956, 0.956; round 4 developed on it (the floor)
    "sites.portals_heldout11": (30, 1.0, 0.985),
    # scored on arrival at round 4's rules (inf16d, written without them): heldout12 32/38,
    # 0.914, 0.868; heldout13 30/39, 0.972, 0.854; round 5 developed on both (the floors)
    # round 7: 34 acceptable, recall 0.99 (the OSF project by its files' breadcrumb trail);
    # precision 0.875 -> 0.865: that project now gets the seed's own sig_filtered_title,
    # which takes its analytics, forks and registrations tabs this author leaves out (a
    # disputed kind, docs/artifacts.md round 6), in exchange for 8 URIs path_based lost
    "sites.portals_heldout12": (34, 1.0, 0.87),  # round 12: P 0.873; round 13: R 1.000
    "sites.portals_heldout13": (39, 1.0, 0.95),  # round 11: P 0.946; round 12: 39/39, 0.954
    # scored on arrival at round 5's rules (inf16e, written without them): 34/36, 0.992, 0.885;
    # round 6 developed on it (and on every set, for the precision floors: its rules)
    "sites.portals_heldout14": (36, 1.0, 0.915),  # round 12: P 0.919; round 13: R 1.000
    # scored on arrival at round 5's rules: heldout15 28/37, 0.973, 0.842; heldout16 35/41,
    # 0.943, 0.877; at round 6's (inf16f, written without them) 0.973/0.851 and 0.943/0.877
    # round 7 (inf16g) developed on both: heldout15 37/37, 1.000, 0.938; heldout16 39/41,
    # 0.992, 0.882 (the floors)
    # round 9 developed on every set: heldout15's precision 0.938 → 0.952 (its print shop
    # and rights statement: listing hints)
    "sites.portals_heldout15": (37, 1.0, 0.955),  # round 12: precision 0.952 -> 0.959
    "sites.portals_heldout16": (39, 0.995, 0.88),  # round 20: recall 1.000
    # written blind while round 7 was; scored on arrival at round 6's rules: heldout17 36/47,
    # 0.831, 0.965; heldout18 38/46, 0.925, 0.936; unseen still at round 7's (the floors)
    # round 8 (inf16h) developed on heldout17: 46/47, recall 0.831 -> 0.974; precision
    # 0.96 -> 0.95: the single hop that now keeps a trial record's files, a protocol's
    # steps and a lecture's transcript also takes the chrome those pages sit beside (an
    # editorial policy, a CME quiz, a speakers' index): 3 extra URIs for 30 found
    "sites.portals_heldout17": (46, 0.975, 0.97),  # round 12: 0.978, 0.960; round 15: P 0.974
    # round 8 developed on heldout18 too: 40/46, recall 0.960 (ERDDAP's records by their
    # identifier's file directory); 42, precision 0.928 (GeoNetwork no longer taken for
    # InvenioRDM by its API path); 43, 0.963, 0.944 (a community page neither); recall
    # 0.974 (CAD files by their formats)
    # round 9: 0.950 (/built-with/ tags); round 10: recall 341/348 (a declared record's formats)
    # round 16: recall 1.000 (NetCDF-4 `.dap.nc4` a file format)
    "sites.portals_heldout18": (44, 1.0, 0.965),  # round 12: 0.991, 0.966; round 13: R 0.997
    # written blind while round 8 was; scored on arrival at round 7's rules: heldout19 36/41,
    # 0.890, 0.902; heldout20 30/41, 0.917, 0.917; unseen still at round 8's (the floors)
    # round 9 (inf16i) developed on both: heldout19 39/41, 1.000, 0.939; heldout20 40/41,
    # 1.000, 0.990 (the floors)
    # round 11: heldout19 39/41 -> 41/41 (its 3D models by their identifier), P 0.945;
    # heldout20's precision 0.990 -> 0.986 (a forge release's files root, now the seed's
    # URI set: the floor 0.985 stands)
    # round 25: P 0.945 -> 0.9385: the histories of a wiki page's own pages (the inclusive
    # reading of the seed's title heuristic; heldout32 and 44 count them, this author not)
    "sites.portals_heldout19": (41, 1.0, 0.935),
    "sites.portals_heldout20": (40, 1.0, 0.985),
    # written blind while round 9 was; scored on arrival at round 8's rules: heldout21 38/43,
    # 0.919, 0.853; heldout22 33/40, 0.952, 0.952; unseen still at round 9's (the floors)
    # round 10 (developed on them, no longer blind): heldout21 43/43, 0.984, 0.920;
    # heldout22 40/40, 1.000, 0.981
    # round 13: R 0.996; round 15: P 0.957; round 24c lowered: datashelf-item -> sig_uri (its API versions), 42/43, P 0.950
    # round 25s: R 0.996 -> 0.988: a Dataverse export in an undeclared format (exporter=ddi)
    # and an export beside two declared records, which 15 and 23 URIs of other sets leave out
    "sites.portals_heldout21": (42, 0.985, 0.945),
    "sites.portals_heldout22": (40, 1.0, 0.99),  # round 11: P 0.990; round 12: 0.995
    # written blind while round 10 was; scored on arrival at round 9's rules: heldout23 26/36,
    # 0.860, 0.959; heldout24 33/41, 0.975, 0.922; unseen still at round 10's (the floors:
    # heldout23 lost one choice to round 10)
    # round 11 (inf16k) developed on both, no longer blind: heldout23 36/36, 0.889, 0.986;
    # heldout24 41/41, 0.988, 0.960 (the floors)
    # round 20: acceptable 36 -> 34, auto's URI sets unchanged: the seed's
    # path_based_externals now roots the OECD reports' index pages at their directory (R
    # 0.73), so auto's path_based (R 0.45, "no worse" than the seed's 0.45 before) is worse
    "sites.portals_heldout23": (34, 0.895, 0.99),  # round 12: P 0.991; round 16: R 0.897
    "sites.portals_heldout24": (41, 0.995, 0.975),  # round 12: 41/41, 0.996, 0.980
    # written blind while round 11 was; scored on arrival at round 10's rules and, unseen
    # still, at round 11's (the floors): heldout25 37/39, 0.966, 0.934 (both); heldout26
    # 35/39, 0.926, 0.938 -> 35/39, 0.933, 0.945; heldout27 33/39, 1.000, 0.893 -> 35/39,
    # 1.000, 0.904; heldout28 37/45, 0.927, 0.891 -> 37/45, 0.927, 0.894; heldout29 32/42,
    # 0.918, 0.831 -> 32/42, 0.918, 0.868; heldout30 40/44, 0.965, 0.990 -> 42/44, 0.973, 0.995
    # round 12 (inf16l) developed on heldout25..30 (no longer blind); the floors below
    # are its figures where it raised them
    "sites.portals_heldout25": (38, 0.995, 0.93),  # round 19: 38/39, 1.000, 0.936
    "sites.portals_heldout26": (38, 0.975, 0.945),  # rounds 15+16: 38/39, 0.984, 0.953
    "sites.portals_heldout27": (39, 0.995, 0.965),  # rounds 15+16: 39/39, 1.000, 0.973
    # round 19 removed round 16's R4 (one portal of heldout28), R3 (heldout31) and R2
    # (heldout32), and round 17's T (heldout40): overrides of a single_page choice that each
    # moved one portal of the set it was written on and nothing else over 45 sets
    # sixth session, rounds 23 (A, C out) and 23b: 43/45, 0.972, 0.969; round 24c: 44
    "sites.portals_heldout28": (44, 0.97, 0.965),
    "sites.portals_heldout29": (37, 0.98, 0.94),  # rounds 15+16: 37/42, 0.989, 0.945
    # rounds 15+16: 42/44, 1.000, 0.995; round 24c lowered: csda x2 -> sig_uri (terms/resources pages keyed ?study=), 40/44, P 0.985
    "sites.portals_heldout30": (40, 0.995, 0.985),
    # written blind while round 12 was; scored on arrival at round 11's rules: heldout31
    # 34/42, 0.973, 0.895; heldout32 38/41, 0.957, 0.885; unseen still at round 12's (the
    # floors): 35/42, 0.973, 0.945 and 38/41, 0.957, 0.892 — all of it rule M's (the 19 and
    # 2 extra URIs round 12 no longer takes are links the mocks answer 404)
    "sites.portals_heldout31": (
        38,
        0.975,
        0.945,
    ),  # rounds 15+16: 39/42, 0.994, 0.951; round 20: R 1.000; round 19 (R3 removed): 38/42, 0.976, 0.950
    "sites.portals_heldout32": (
        40,
        0.99,
        0.945,
    ),  # rounds 15+16: 41/41, 0.965, 0.954; round 19 (R2 removed): 40/41, 0.957, 0.954; round 25: R 0.992
    # written blind while round 13 was; scored on arrival at round 12's rules: heldout33
    # 34/40, 0.847, 0.883; heldout34 39/42, 0.992, 0.928; unseen still at round 13's (the
    # floors): heldout33 32/40, 0.863, 0.834 (round 13's rules K and S1 took CKAN
    # datastore views and Dataverse metadata exports its author leaves out: a disputed kind,
    # docs/artifacts.md); heldout34 unchanged
    # round 14 (inf16n, developed on heldout33: no longer blind): partial signposting
    # completed from the entry's files, or yielding when it names no content: 38/40,
    # 1.000, 0.851
    # round 24s: 38 -> 36 (a licence deed is no external now, so the seed's heuristic beats
    # auto's single hop on mr-river-gauges and mr-street-trees: auto's URIs unchanged)
    # round 25c: 36 -> 38 (two CKAN datasets: their resources' pages lead below the
    # dataset's path to pages the entry does not link, so the path, the seed's, decides)
    # round 25s: P 0.861 -> 0.893
    "sites.portals_heldout33": (36, 1, 0.865),
    "sites.portals_heldout34": (41, 0.995, 0.96),  # rounds 15+16: 41/42, 1.000, 0.965
    # written blind while round 14 was; scored on arrival at round 13's rules: heldout35
    # 28/38, 0.939, 0.831; heldout36 44/46, 0.993, 0.981 (the first blind set to meet all
    # three of the issue's criteria); unseen still at round 14's (the floors): heldout35
    # 30/38, 0.989, 0.833 (partial signposting completed); heldout36 unchanged
    "sites.portals_heldout35": (34, 0.995, 0.845),  # rounds 15+16: 34/38, 1.000, 0.850
    "sites.portals_heldout36": (46, 0.995, 0.99),  # rounds 15+16: 46/46, 1.000, 0.995
    # written blind in the fourth session (heldout37-44 while round 15 was, heldout45-48
    # while round 16 was); scored on arrival at round 14's rules; rounds 15 and 16, unseen,
    # moved none of them; round 17 was developed on heldout37-44 and left heldout45-48 as
    # they were
    "sites.portals_heldout37": (
        31,
        0.995,
        0.95,
    ),  # 27/32, 0.958, 0.955; round 20: R 0.971; round 19: 28/32, 0.964; round 24b: 29/32, 0.980; round 25c: 31/32, 1.000, 0.990
    "sites.portals_heldout38": (
        28,
        0.99,
        0.965,
    ),  # 24/30, 0.951, 0.971; round 17: 28/30, 0.992, 0.972
    "sites.portals_heldout39": (
        32,
        0.99,
        0.98,
    ),  # 32/34, 0.985, 0.989; round 20: R 0.992; round 19: 33/34, 0.992, 0.981
    # sixth session, rounds 23 (A, C out) and 23b: 24/30, 0.922, 0.970; round 24c: 26, R 0.929
    "sites.portals_heldout40": (26, 0.925, 0.985),  # round 25s: P 0.970 -> 0.992
    # round 20: acceptable 35 -> 34 and heldout48's 32 -> 31 with auto's URI sets unchanged:
    # the seed's heuristic now collects the whole truth of weave-replication (R 1.00) and
    # biota-batnet (R 1.00), so auto's other choice (R 0.85, 0.88), "no worse" before, is worse
    "sites.portals_heldout41": (
        36,
        0.995,
        0.995,
    ),  # 35/36, 0.986, 1.000; round 20: 34/36; round 19: 36/36, 0.993; round 24b: 36/36, 1.000
    "sites.portals_heldout42": (
        30,
        0.990,
        0.990,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 30/32, 0.995, 0.995
    # 27/30, 0.977, 0.985; round 17: 29/30, 0.992, 0.985; round 24c lowered P: dryad x2 -> sig_uri (acceptable; its publication page), P 0.978
    "sites.portals_heldout43": (29, 0.99, 0.975),
    "sites.portals_heldout44": (32, 0.965, 0.995),  # 32/32, 0.974, 1.000
    "sites.portals_heldout45": (30, 0.995, 0.98),  # 30/30, 1.000, 0.986
    # 25/30, 0.944, 1.000; round 21: 26, 0.949; round 24b: 27/30, 0.960
    "sites.portals_heldout46": (27, 0.955, 0.995),
    # 29/30, 0.975, 0.979; round 24c lowered: opentome-1187 -> sig_uri (print-on-demand?book=), 28/30
    "sites.portals_heldout47": (28, 0.97, 0.97),
    "sites.portals_heldout48": (
        31,
        0.970,
        0.975,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 31/34, 0.972, 0.980
    # written blind in the fifth session (heldout49-54 while round 19 was); scored on
    # arrival at round 18's rules (the floors)
    # 25/30, 0.942, 1.000; round 23: 27, 0.964; round 25c: 29/30, 0.981
    "sites.portals_heldout49": (29, 0.98, 0.995),
    # round 20: acceptable 34 -> 32, auto's URI sets unchanged: the seed's sig_title now
    # takes the abstracts' `<id>_print.html`, `<id>_media.html` parts (R 1.00), so auto's
    # single hop (R 0.75, 0.62), its equal before, is worse
    "sites.portals_heldout50": (
        34,
        0.995,
        0.955,
    ),  # 34/34, 0.959, 0.959; round 20: 0.985; round 25: 34, R 1.000
    "sites.portals_heldout51": (30, 0.94, 0.895),  # 30/32, 0.920, 0.899; round 20: R 0.946
    "sites.portals_heldout52": (30, 0.995, 0.995),  # 30/30, 1.000, 1.000
    "sites.portals_heldout53": (
        31,
        0.985,
        0.99,
    ),  # round 23: 31/32, 0.987  # 29/32, 0.929, 0.994; r20 R 0.945; r22 30, 0.955
    "sites.portals_heldout54": (29, 0.995, 0.975),  # 29/30, 0.980, 0.977; round 20: R 1.000
    "sites.portals_heldout55": (27, 0.97, 0.99),  # 25/30, 0.769, 0.994; r21 R 0.931; r22 27, 0.972
    # round 20 (unseen): acceptable 28 -> 27 with auto's URI set unchanged (the seed's
    # filtered title now collects the workspace's components: auto's path, no worse before,
    # is worse now)
    # 28/32, 0.937, 0.970; round 20: 27/32; round 24b: 28/32, 0.964
    # round 25c: 29/32, R 0.980; precision 0.970 -> 0.958: moor-school-census now gets the
    # seed's path (R 0.79 -> 1.00), which takes its datastore views as the seed's does
    # forced (P 0.79 -> 0.72, the seed's heuristic's own figure)
    "sites.portals_heldout56": (29, 0.975, 0.955),
    # round 23 (rule D): the CMIP datasets now take the seed's sig_uri, whose walk stops at
    # the second page of a paginated file listing (2 URIs): R 0.992 -> 0.987
    # round 23b: heldout57 R 0.968, heldout62 R 0.997, heldout66 R 0.953
    # sixth session, rounds 23 (A, C out) and 23b: 27/32, 0.968, 0.941; round 24b: 28, 0.980; round 24c: 29, R 0.989
    "sites.portals_heldout57": (29, 0.985, 0.97),  # round 25s: P 0.942 -> 0.975
    "sites.portals_heldout58": (
        31,
        0.985,
        0.985,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 31/32, 0.988, 0.970; round 25s: P 0.991
    # sixth session, rounds 23 (A, C out) and 23b: 25/30, 0.961, 0.997; round 24c: 29, 0.987
    "sites.portals_heldout59": (29, 0.985, 0.995),
    "sites.portals_heldout60": (
        30,
        0.995,
        0.990,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 30/30, 1.000, 0.995
    # sixth session, rounds 23 (A, C out) and 23b: 26/30, 0.911, 0.992; round 24b: 27, 0.963; round 24c: 28, R 0.970
    "sites.portals_heldout61": (28, 0.965, 0.99),
    "sites.portals_heldout62": (
        31,
        0.990,
        0.995,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 31/32, 0.992, 1.000
    "sites.portals_heldout63": (32, 0.995, 0.99),  # 32/32, 1.000, 0.991
    "sites.portals_heldout64": (32, 0.995, 0.995),  # 32/32, 1.000, 0.996
    # round 21: acceptable 32 -> 31 with auto's URI set unchanged on that case (the seed's
    # filtered title now takes the project's component by its bare <nav> trail, 1.00
    # against 0.60: auto's path, "no worse" before, is worse now)
    # 32/34, 0.974, 0.988; round 21: 31; round 24b: 32/34, 0.977
    # round 26: 33/34, 1.000, 0.989 (a component heading its pages with a trail through the
    # project: the title, not the path)
    "sites.portals_heldout65": (33, 0.995, 0.985),
    # round 21: acceptable 29 -> 28 with auto's URI set unchanged on that case (the seed's
    # identifier now collects the resolution's files in each language, 1.00 against 0.57:
    # auto's single hop, 0.71 and "no worse" before, is worse now)
    # written blind while round 21 was; on arrival at round 20 (the floors)
    # sixth session, rounds 23 (A, C out) and 23b: 28/32, 0.953, 0.991; round 24c: 30, R 0.959
    "sites.portals_heldout66": (30, 0.955, 0.99),
    # sixth session, rounds 23 (A, C out) and 23b: 34/36, 0.962, 0.990; round 24c: 35
    "sites.portals_heldout67": (35, 0.96, 0.985),
    "sites.portals_heldout68": (
        30,
        0.995,
        0.995,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 30/30, 1.000, 1.000
    "sites.portals_heldout69": (
        30,
        0.995,
        0.980,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 30/30, 1.000, 0.983
    "sites.portals_heldout70": (
        28,
        0.985,
        0.985,
    ),  # sixth session, rounds 23 (A, C out) and 23b: 28/30, 0.988, 0.988
    # sixth session, rounds 23 (A, C out) and 23b: 26/30, 0.973, 0.991; round 24c: 28, R 0.982
    "sites.portals_heldout71": (28, 0.98, 0.99),
    # written blind while round 22 was; on arrival at round 21 (the floors)
    "sites.portals_heldout72": (30, 0.985, 0.995),  # round 23: 30/30, 0.987  # 29/30, 0.982, 1.000
    "sites.portals_heldout73": (31, 0.99, 0.98),  # 31/32, 0.991, 0.982
    # sixth session, rounds 23 (A, C out) and 23b: 27/30, 0.988, 0.988; round 24b: 28, 0.996; round 24c: 29
    "sites.portals_heldout74": (29, 0.995, 0.985),
    # sixth session, rounds 23 (A, C out) and 23b: 27/30, 0.989, 0.961; round 24c: 28, 0.994, 0.972
    "sites.portals_heldout75": (28, 0.99, 0.97),
    # on arrival, and after rounds 23 (A, C out) and 23b: 27/30, 0.940, 0.978; round 24c: 28, 0.943, 0.985
    "sites.portals_heldout76": (28, 0.94, 0.98),
    "sites.portals_heldout77": (
        29,
        0.995,
        0.960,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/30, 1.000, 0.961
    "sites.portals_heldout78": (
        28,
        0.975,
        0.985,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 27/30, 0.936, 0.990; round 24s: 0.961; round 25c: 28/30, 0.980
    "sites.portals_heldout79": (
        30,
        0.970,
        0.995,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/32, 0.899, 1.000; round 24b: 30, 0.971
    "sites.portals_heldout80": (
        25,
        0.965,
        0.940,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 25/30, 0.935, 0.944; round 24s: 0.968, 0.946
    "sites.portals_heldout81": (
        29,
        0.930,
        0.985,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/30, 0.932, 0.990
    "sites.portals_heldout82": (
        23,
        0.830,
        0.975,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 23/32, 0.834, 0.978
    "sites.portals_heldout83": (
        29,
        0.995,
        0.965,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/30, 1.000, 0.953; round 25s: P 0.971
    # on arrival, and after rounds 23 (A, C out) and 23b: 28/30, 0.981, 0.994; round 24c: 30, R 1.000
    "sites.portals_heldout84": (30, 0.995, 0.99),
    "sites.portals_heldout85": (
        29,
        0.995,
        0.965,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/30, 0.996, 0.970
    # on arrival, and after rounds 23 (A, C out) and 23b: 26/32, 0.975, 0.935; round 24b: 27, 0.989; round 24c: 30, R 1.000
    "sites.portals_heldout86": (30, 0.995, 0.93),
    "sites.portals_heldout87": (
        30,
        0.995,
        0.995,
    ),  # on arrival, and after rounds 23 (A, C out) and 23b: 29/30, 0.916, 1.000; round 24b: 30, 0.925; round 24s: 1.000
    # 27/30, 0.960, 0.945 on arrival; round 25c: 26/30, R 0.985: metropolis-loop-counts
    # R 0.58 -> 0.96 by the path, but metropolis-pedestrians, also taken by its path now,
    # loses its activity stream (`/dataset/activity/<uuid>`, which this author counts and
    # heldout37's does not): R 1.00 -> 0.80, acceptable 27 -> 26
    "sites.portals_heldout88": (26, 0.955, 0.94),
    # 29/30, 0.973, 0.988 on arrival; round 25: R 1.000
    "sites.portals_heldout89": (29, 0.97, 0.985),
    "sites.portals_heldout90": (30, 0.995, 0.995),  # 30/30, 1.000, 1.000 on arrival
    # 29/32, 0.969, 0.988 on arrival; round 24b: 30/32, 1.000
    "sites.portals_heldout91": (30, 0.995, 0.985),
    # 27/30, 0.853, 0.996 on arrival; round 24b (graded blind): 28/30, 0.930; round 24c: 29, 0.980
    "sites.portals_heldout92": (29, 0.975, 0.99),
    "sites.portals_heldout93": (
        29,
        0.95,
        0.96,
    ),  # 29/32, 0.940, 0.965 on arrival; round 25: R 0.953
    "sites.portals_heldout94": (29, 0.99, 0.98),  # 29/32, 0.993, 0.964 on arrival; r25s P 0.983
    # 29/32, 0.962, 0.994 on arrival; round 24b (graded blind): 30/32, 0.979, 0.991
    "sites.portals_heldout95": (30, 0.975, 0.99),
    "sites.portals_heldout96": (29, 0.985, 0.97),  # 29/32, 0.990, 0.974 on arrival
    # 30/32, 0.925, 0.994 on arrival; round 24c (graded blind) lost orbisloci-karlsbad, a
    # gazetteer record whose keyed pages it takes (P 0.91 -> 0.83): 29/32, 0.991
    "sites.portals_heldout97": (29, 0.92, 0.99),
    "sites.portals_heldout98": (30, 0.975, 0.99),  # 30/30, 0.979, 0.992 on arrival
    # 32/32, 0.987, 0.994 on arrival; round 25: R 1.000
    "sites.portals_heldout99": (32, 0.985, 0.99),
    # 33/34, 0.955, 0.958 on arrival; round 25: R 0.974
    "sites.portals_heldout100": (33, 0.95, 0.955),
    # 28/32, 0.978, 0.975 on arrival; round 25: R 0.994
    # 28/32, 0.978, 0.975 on arrival; round 25c: 29/32, 0.984, 0.981
    "sites.portals_heldout101": (28, 0.98, 0.97),
    # 30/32, 0.952, 1.000 on arrival; round 24c (graded blind): 32/32, 0.958
    "sites.portals_heldout102": (32, 0.955, 0.995),
    "sites.portals_heldout103": (31, 0.995, 0.955),  # 31/32, 1.000, 0.957 on arrival
    "sites.portals_heldout104": (27, 0.97, 0.98),  # 27/30, 0.972, 0.982 on arrival
    "sites.portals_heldout105": (
        29,
        0.995,
        0.97,
    ),  # 29/30, 0.990, 0.975 on arrival; round 25: R 1.000
    "sites.portals_heldout106": (30, 0.915, 0.995),  # 30/30, 0.918, 1.000 on arrival
    "sites.portals_heldout107": (30, 0.955, 0.975),  # 30/32, 0.958, 0.944 on arrival; r25s P 0.981
    # 31/34, 0.962, 0.974 on arrival; round 26: 32/34, 0.997, 0.975 (OSF-like project)
    "sites.portals_heldout108": (32, 0.995, 0.97),
    "sites.portals_heldout109": (37, 0.995, 0.95),  # 37/38, 0.996, 0.918 on arrival; r25s P 0.954
    "sites.portals_heldout110": (33, 0.995, 0.98),  # 33/33, 1.000, 0.972 on arrival; r25s P 0.986
    "sites.portals_heldout111": (34, 0.985, 0.955),  # 34/35, 0.988, 0.959 on arrival
    "sites.portals_heldout112": (32, 0.97, 0.97),  # 32/34, 0.972, 0.972 on arrival
    # 32/34, 0.994, 0.929 on arrival; r25s P 0.963
    "sites.portals_heldout113": (32, 0.99, 0.925),
    # 29/33, 0.969, 0.945 on arrival; r25s P 0.961; round 26: 30/33, R 0.980 (OSF-like)
    "sites.portals_heldout114": (30, 0.975, 0.955),
    # 34/36, 1.000, 0.919 on arrival; round 26: 36/36, P 0.956 (two bioassay records by
    # their identifier once round 26's look has probed every other page)
    "sites.portals_heldout115": (36, 0.995, 0.95),
    # 32/34, 0.975, 0.989 on arrival
    "sites.portals_heldout116": (32, 0.97, 0.985),
    # 35/37, 0.989, 0.981 on arrival
    "sites.portals_heldout117": (35, 0.985, 0.98),
    # 33/33, 0.938, 0.929 on arrival
    "sites.portals_heldout118": (33, 0.935, 0.925),
    "sites.portals_heldout119": (31, 0.97, 0.97),  # 31/36, 0.974, 0.974 on arrival
    "sites.portals_heldout120": (31, 0.98, 0.955),  # 31/31, 0.985, 0.956 on arrival
    "sites.portals_heldout121": (31, 0.99, 0.965),  # 31/34, 0.991, 0.966 on arrival
    "sites.portals_heldout122": (30, 0.985, 0.965),  # 30/31, 0.990, 0.967 on arrival
    "sites.portals_heldout123": (32, 0.96, 0.97),  # 32/32, 0.963, 0.975 on arrival
    "sites.portals_heldout124": (30, 0.995, 0.985),  # 30/30, 1.000, 0.986 on arrival
    "sites.portals_heldout125": (31, 0.965, 0.94),  # 31/35, 0.969, 0.945 on arrival
}


@pytest.mark.parametrize("module", sorted(FLOORS))
async def test_independent_portal_sets_keep_their_figures(module: str) -> None:
    cases: list[Case] = __import__(module, fromlist=["CASES"]).CASES
    acceptable = hits = got = truth = 0
    for case in cases:
        auto = await measure(case)
        ok = auto.heuristic == case.expected
        if not ok:
            forced = await measure(case, case.expected)
            ok = auto.uris == forced.uris or (
                auto.precision >= forced.precision and auto.recall >= forced.recall
            )
        acceptable += ok
        hits += auto.hits
        got += len(auto.uris)
        truth += len(case.truth)
    floor_ok, floor_r, floor_p = FLOORS[module]
    assert acceptable >= floor_ok
    assert hits / truth >= floor_r
    assert hits / got >= floor_p
