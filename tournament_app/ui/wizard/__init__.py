"""The new-tournament wizard: `dialog` the wizard with its first and last pages, `burraco_pages`
and `scala40_page` each game's settings, `form` what every page is built with."""
