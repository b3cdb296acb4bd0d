"""The services' values turned into the documents the exports print and save."""
