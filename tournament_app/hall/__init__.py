"""The hall service: the tournament on the players' phones, read-only, on the club's Wi-Fi.

A face like `ui` and `cli`: it renders what the services decide (`services.hall_pages`, the
exports' documents and grids) as phone-first HTML, and never writes. `server.HallServer` runs
it (aiohttp, on a thread of its own) for the window's switch and `torneo hall`; `pages` builds
the HTML, `words` holds its sentences in Italian and English, `live` follows the database's
change marker so open pages update themselves.
"""
