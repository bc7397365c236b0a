CASES: list = []
