"""How many examples a property test with a count of its own tries under the active profile.

`make test` loads hypothesis's "quick" profile (100 examples a test) and `make soak` the "soak"
one (tests/conftest.py). A test whose examples are each expensive (a database played, a dense
history searched) names the count it tries under "quick"; `examples` scales it with the
profile, so a soak run searches as much deeper there as everywhere else.
"""

from __future__ import annotations

from hypothesis import settings


def examples(quick: int) -> int:
    """`quick` under the "quick" profile, scaled with the active profile's count."""
    return max(1, quick * settings.default.max_examples // 100)
