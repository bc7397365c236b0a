"""x"""

CASES = []
