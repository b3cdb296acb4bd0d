"""What the tests build their tournaments with, imported as `tests.builders.<module>`:
`tournaments` (tournaments with entries, published rounds, played-out tables), `evenings` (the
same with Italian surnames for the window tests, and typing a results line), `corrections`,
`ties` and `final_ties` (the states the correction and tie-at-the-cut tests start from)."""
