"""Pure rules of burraco and scala 40 tournaments.

Standard library only: card values, hand scoring, victory points, scala 40 table games,
standings and pairing. No I/O and no user-facing sentences: errors are exceptions carrying a
code enum and the offending data; the application words them.
"""
