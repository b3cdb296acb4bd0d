"""The change log in the director's words: actions, details, parameters, summaries."""
