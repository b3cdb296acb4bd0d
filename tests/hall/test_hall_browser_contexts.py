"""The browser tests' contexts (tests/hall/browsers.py): a context a test is done with is lent
to the next test asking one with the same options only emptied, and never once a test took
its clock over."""

from __future__ import annotations

from tests.hall.browsers import Contexts

LOCALE = {"locale": "it-IT", "viewport": {"width": 360, "height": 740}}
PAGE = "data:text/html,<p>prima</p>"


def test_a_context_lent_again_keeps_nothing_of_the_test_before(browser):
    idle: dict = {}
    before = Contexts(browser._launched, idle)
    page = before.new_page(**LOCALE)
    page.set_default_timeout(1234)
    page.goto(PAGE)
    page.context.add_cookies([{"name": "lang", "value": "en", "url": "http://127.0.0.1:9/"}])
    page.route("**/clock", lambda route: route.abort())
    before.close()

    after = Contexts(browser._launched, idle)
    again = after.new_page(**LOCALE)
    try:
        assert again._kept is page._kept  # the same context, not a new page process
        assert again.url == "about:blank"
        assert again.context.cookies() == []
        assert not again._kept.page._impl_obj._routes
        assert not again.context._impl_obj._routes
        other = after.new_page(locale="en-GB")  # other options: a context of its own
        assert other._kept is not page._kept
    finally:
        after.close()
        for kept in (kept for waiting in idle.values() for kept in waiting):
            kept.context.close()


def test_a_context_whose_clock_a_test_took_over_is_closed(browser):
    idle: dict = {}
    before = Contexts(browser._launched, idle)
    page = before.new_page(**LOCALE)
    page.clock.install()
    before.close()

    assert [kept for waiting in idle.values() for kept in waiting] == []
    assert page._kept.page.is_closed()


def _hall_page(page) -> None:
    """`page` at a page of a made-up hall address (a real origin, which has storage)."""
    page.route(
        "http://sala.test/**",
        lambda route: route.fulfill(body="<p>sala</p>", content_type="text/html"),
    )
    page.goto("http://sala.test/")


def test_a_context_lent_again_has_nothing_in_the_pages_storage(browser):
    idle: dict = {}
    before = Contexts(browser._launched, idle)
    page = before.new_page(**LOCALE)
    _hall_page(page)
    page.evaluate("() => { localStorage.setItem('tavolo', '7'); sessionStorage.setItem('c', '1') }")
    before.close()

    after = Contexts(browser._launched, idle)
    again = after.new_page(**LOCALE)
    try:
        assert again._kept is page._kept
        _hall_page(again)
        stored = again.evaluate("() => [localStorage.length, sessionStorage.length]")
        assert stored == [0, 0]
    finally:
        after.close()
        for kept in (kept for waiting in idle.values() for kept in waiting):
            kept.context.close()
