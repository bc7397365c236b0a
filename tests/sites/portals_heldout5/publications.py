from sites.portals._portal import Case

CASES: list[Case] = []
