"""Benchmarks: each module measures Torneo against a baseline run side by side."""
