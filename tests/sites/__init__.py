"""The local test web for keepnet's crawler tests: hostile, trap, robots, link-form and scope sites.

Import as `from sites.hostile import hostile_web` (tests/ is on sys.path through the root
conftest).  Every module documents its ground truth in its docstring and exposes it as
constants; build a fresh web per test, since sites keep request logs and retry counters.
"""
