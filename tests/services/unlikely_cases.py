"""Turno totals a director may type, and whether Torneo must ask before saving them.

Written from the rules, not from the code: a line can score at most the pack's 1,080 a hand
(burraco.md), and a difference beyond twice the VP table's last band (FIBUR, 3 hands: 1505+;
4 hands: 2005+) is far more often a slip than a real turno. Used by every face's test.
"""

from __future__ import annotations

# (NS, EW, hands, how many reasons to ask: 0 = saved without a question)
TOTALS = [
    (640, 245, 3, 0),  # the domain document's worked example
    (3240, 0, 3, 1),  # exactly 3 x 1,080: not over the pack, but 3240 > 2 x 1505 = 3010
    (3010, 0, 3, 0),  # exactly twice the last band: still believable
    (3015, 0, 3, 1),  # one step past it: ask
    (3245, 0, 3, 2),  # over 3 x 1,080 and far beyond the last band
    (3245, 3000, 3, 1),  # a line over 3,240 even with a small difference
    (-3245, -3000, 3, 1),  # a big negative score is as unlikely
    (4320, 4000, 4, 0),  # 4 hands: 4 x 1,080 = 4,320 still believable
    (4010, 0, 4, 0),  # 4 hands: twice 2005 = 4010 is the edge
    (4015, 0, 4, 1),
]
