"""The main window: `window` the window (menus, pages, title, status bar), its menus' actions kept
beside it in `databases` and `menu_actions`. It builds the pages; no page imports it."""
