"""The Qt face of Torneo: widgets, Qt models and controllers over the services."""
