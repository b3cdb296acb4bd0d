"""Importing entry and registry lists from CSV and Excel files."""
