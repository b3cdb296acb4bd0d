"""One module per command word of `torneo`: each adds its parsers and holds their handlers."""
