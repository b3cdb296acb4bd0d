"""A burraco turno typed on a phone as the paper scoresheet writes it, each hand's base and
cards per line, over HTTP as the phones send it on 127.0.0.1: entered, confirmed by the other
pair and saved with its base and cards; every refusal in words, the figures kept in the form
and nothing saved. The form itself read without a server (`hall.hand_forms`)."""

from __future__ import annotations

import html

import pytest

from tests.builders.snapshots import with_services
from tests.builders.three_pairs import seven_pairs_with_phones
from tests.hall import evenings
from tests.hall.evenings import table_code
from tests.hall.test_hall_entry_http import Phone
from tests.hall.test_hall_sheet_http import Keeper
from tournament_app.hall import hand_forms
from tournament_app.hall.entry import BODY_BYTES
from tournament_app.services import BurracoSettings, HandBreakdown, HandTotals
from tournament_app.services.table_entry import EntryState

#: The turno as the scoresheet writes it (base, cards per line), worked out by hand:
#: hand 1 NS 400 + 240 = 640, EW 100 + 145 = 245 (the domain doc's hand); hand 2 NS 150 + 95
#: = 245, EW -100 - 20 = -120 (its pozzetto not taken); hand 3 NS 100 + 60 = 160, EW 300 + 180
#: = 480. NS 1045, EW 605: 440 apart, 14-6 by FIBUR's 3-hand table (355-500).
SHEET = {
    **{"h1nsba": "400", "h1nsca": "240", "h1ewba": "100", "h1ewca": "145"},
    **{"h2nsba": "150", "h2nsca": "95", "h2ewba": "-100", "h2ewca": "-20"},
    **{"h3nsba": "100", "h3nsca": "60", "h3ewba": "300", "h3ewca": "180"},
}
BASES = [(400, 100), (150, -100), (100, 300)]
CARDS = [(240, 145), (95, -20), (60, 180)]

#: At the table of three: hand 1 NS 300 + 150 = 450, EW 100 + 60 = 160, the third line -100
#: - 35 = -135; hand 2 NS 100 - 40 = 60, EW 400 + 215 = 615, third 100 + 90 = 190; hand 3 NS
#: 200 + 110 = 310, EW -100 + 0 = -100, third 150 + 45 = 195. NS 820, EW 675, third 250: NS
#: v EW 145 apart (11-9), NS v third 570 (15-5), EW v third 425 (14-6); averaged, a half up:
#: NS (11 + 15) / 2 = 13, EW (9 + 14) / 2 = 11.5 -> 12, third (5 + 6) / 2 = 5.5 -> 6.
THREE_SHEET = {
    **{"h1nsba": "300", "h1nsca": "150", "h1ewba": "100", "h1ewca": "60"},
    **{"h1cba": "-100", "h1cca": "-35"},
    **{"h2nsba": "100", "h2nsca": "-40", "h2ewba": "400", "h2ewca": "215"},
    **{"h2cba": "100", "h2cca": "90"},
    **{"h3nsba": "200", "h3nsca": "110", "h3ewba": "-100", "h3ewca": "0"},
    **{"h3cba": "150", "h3cca": "45"},
}

STATES = {"evening": evenings.ENTRY_ROUND, "three": with_services(seven_pairs_with_phones)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def evening(start):
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1)."""
    return start[1]


@pytest.fixture
def three(start):
    """Seven pairs, table entry on, round 1 published: 5 v 6 v 7 at table 3."""
    return start[1]


def base_refused(value: int, language: str = "it") -> tuple[str, str]:
    """What a page says of a base no bonuses make under FIBUR's rules, in two pieces (the page
    may break the line between them)."""
    if language == "it":
        return (
            f"la base {value} non si può fare con i premi dei burraco di questo torneo"
            " (200, 150, 100)",
            "i punti delle carte vanno nella colonna Carte",
        )
    return (
        f"the base {value} cannot be made of this tournament's burraco bonuses (200, 150, 100)",
        "card points go in the Cards column",
    )


def _send(phone: Keeper, code: str, page: str, fields: dict[str, str]) -> tuple[int, str]:
    return phone.send("/enter/hands", {**fields, "c": code, "t": phone.token(page)})


def test_a_turno_as_base_and_cards_confirmed_and_saved_with_them(
    services, evening, start_entry_hall
):
    """The form has each hand's base and cards; sent, the page repeats the hands with them;
    the other pair confirms the totals and the saved result keeps them, VP 14-6."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, east = Keeper(hall), Phone(hall)
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert status == 200 and "Base e carte" in page
    assert 'name="h3ewba" inputmode="numeric"' in page and 'name="h3ewca"' in page
    assert 'class="sign" data-for="h1nsba"' in page and 'aria-label="Cambia il segno' in page
    status, page = _send(north, code, page, SHEET)
    assert status == 200 and "NS 1045, EO 605" in page and "in attesa" in page
    # The hands sent, repeated: each line's total with its base and cards under it.
    assert "400 + 240" in page and "-100 − 20" in page and "come sul segnapunti" in page
    assert services.results.get(evening, 1, 1) is None
    status, page = east.enter(code, 1045, 605)
    assert status == 200 and "risultato registrato" in page
    # The confirming pair sees the sheet now saved, as the first pair typed it.
    assert "150 + 95" in page and "300 + 180" in page
    result = services.results.get(evening, 1, 1)
    assert result is not None and (result.ns_vp, result.ew_vp) == (14, 6)
    assert (result.ns_mp, result.ew_mp) == (1045, 605)
    assert [h.base for h in result.hands] == BASES
    assert [h.cards for h in result.hands] == CARDS
    assert [(h.ns, h.ew) for h in result.hands] == [(640, 245), (245, -120), (160, 480)]


@pytest.mark.parametrize(
    ("changed", "status", "said"),
    [
        # The rules (scoring.burraco): no bonuses make 120, nor -50.
        ({"h1ewba": "120"}, 409, base_refused(120)),
        ({"h2ewba": "-50"}, 409, base_refused(-50)),
        ({"h3nsca": "62"}, 409, ("multiplo di 5",)),
        ({"h2nsca": ""}, 400, ("Mano 2: scrivi base e carte di entrambe le linee (0 se nulla)",)),
        ({"h2nsca": "tanti"}, 400, ("in cifre",)),
        ({"h1nscl": "1"}, 400, ("La mano 1 ha cifre sia in «Base e carte» sia in «Dettaglio",)),
    ],
)
def test_a_sheet_refused_is_said_kept_and_nothing_saved(
    services, evening, start_entry_hall, changed, status, said
):
    """Refused by the rules, incomplete, not in figures or typed two ways: the reason in the
    catalogue's words, every figure typed back in the form, the hand's base and cards open."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north = Keeper(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    answer, page = _send(north, code, page, {**SHEET, **changed})
    shown = html.unescape(page)
    assert answer == status and all(words in shown for words in said)
    for name, typed in {**SHEET, **changed}.items():
        assert f'name="{name}" inputmode="numeric" maxlength="7" value="{typed}"' in page
    assert page.count('<details class="sheet" open>') == 3
    assert services.table_entry.entries(evening, 1)[0].state is EntryState.OPEN
    assert services.results.get(evening, 1, 1) is None


def test_a_hand_as_base_and_cards_beside_hands_as_totals(services, evening, start_entry_hall):
    """Each hand its own way: hand 1 as base and cards (its totals boxes not read), hands 2
    and 3 as totals; saved with hand 1's base and cards alone."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, east = Keeper(hall), Phone(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    hand_one = {k: v for k, v in SHEET.items() if k.startswith("h1")}
    totals = {"ns1": "999", "ns2": "245", "ew2": "-120", "ns3": "160", "ew3": "480"}
    status, page = _send(north, code, page, {**hand_one, **totals})
    assert status == 200 and "NS 1045, EO 605" in page
    assert east.enter(code, 1045, 605)[0] == 200
    result = services.results.get(evening, 1, 1)
    assert result is not None and [h.base for h in result.hands] == [(400, 100), None, None]


def test_a_table_of_three_as_base_and_cards(services, three, start_entry_hall):
    """Three lines a hand, each with its base and cards; another pair confirms the three
    totals and the result keeps them, VP by the average rule (13, 12, 6)."""
    code = table_code(services, three, 3)
    hall = start_entry_hall(three)
    north, other = Keeper(hall), Keeper(hall)
    status, page = north.get(f"/enter?c={code}&by=hands")
    assert status == 200 and 'name="h1cba"' in page and 'name="h3cca"' in page
    assert "3ª" in page
    missing = {**THREE_SHEET, "h2cba": ""}
    status, refused = _send(north, code, page, missing)
    assert status == 400 and "Mano 2: scrivi base e carte di ogni linea" in refused
    status, page = _send(north, code, page, THREE_SHEET)
    assert status == 200 and "in attesa" in page and "3ª 250" in page
    assert "-100 − 35" in page
    _, form = other.get(f"/enter?c={code}")
    status, page = other.post(
        {"c": code, "ns": "820", "ew": "675", "third": "250", "t": other.token(form)}
    )
    assert status == 200 and "risultato registrato" in page and "400 + 215" in page
    result = services.results.get(three, 1, 3)
    assert (result.ns_vp, result.ew_vp, result.third_vp) == (13, 12, 6)
    assert [h.base for h in result.hands] == [(300, 100, -100), (100, 400, 100), (200, -100, 150)]
    assert [h.cards for h in result.hands] == [(150, 60, -35), (-40, 215, 90), (110, 0, 45)]


def test_the_other_pairs_hands_are_not_shown_before_they_agree(services, evening, start_entry_hall):
    """A pair confirming with other totals reads the conflict, not the first pair's sheet:
    each pair copies its own sheet."""
    code = table_code(services, evening, 1)
    hall = start_entry_hall(evening)
    north, east = Keeper(hall), Phone(hall)
    _, page = north.get(f"/enter?c={code}&by=hands")
    assert _send(north, code, page, SHEET)[0] == 200
    status, page = east.enter(code, 1050, 600)
    assert status == 200 and "decide il direttore" in page
    assert "400 + 240" not in page and services.results.get(evening, 1, 1) is None


SETTINGS = BurracoSettings()


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # Base and cards, the minus typed as a phone's keyboard may give it.
        (
            {"h1nsba": "400", "h1nsca": "240", "h1ewba": "−100", "h1ewca": "−20"},
            HandTotals.from_sheet([400, -100], [240, -20]),
        ),
        # A base of 0 and cards of 0 are figures too.
        (
            {"h1nsba": "0", "h1nsca": "35", "h1ewba": "0", "h1ewca": "0"},
            HandTotals.from_sheet([0, 0], [35, 0]),
        ),
        # Totals typed beside base and cards: the sheet is the hand.
        (
            {"ns1": "5", "ew1": "5", "h1nsba": "100", "h1nsca": "5", "h1ewba": "0", "h1ewca": "5"},
            HandTotals.from_sheet([100, 0], [5, 5]),
        ),
    ],
)
def test_a_hand_read_as_base_and_cards(typed, read):
    """The first hand as typed; hands 2 and 3 as totals."""
    rest = {"ns2": "0", "ew2": "0", "ns3": "0", "ew3": "0"}
    hands = hand_forms.read_hands({**typed, **rest}, SETTINGS)
    assert not isinstance(hands, hand_forms.NotRead) and hands[0] == read
    assert hands[1] == HandTotals(0, 0)


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ({"h1nsba": "400"}, hand_forms.NotRead("hands_sheet_missing", 1)),
        ({"h1nsba": "4o0", "h1nsca": "1", "h1ewba": "1", "h1ewca": "1"}, "hands_not_numbers"),
        (
            {"h1nsba": "100", "h1nsca": "0", "h1ewba": "0", "h1ewca": "0", "h1ewme": "5"},
            hand_forms.NotRead("hands_two_ways", 1),
        ),
    ],
)
def test_a_hand_not_read_says_why(typed, why):
    """Which sentence the page says (the services are not asked)."""
    rest = {"ns2": "0", "ew2": "0", "ns3": "0", "ew3": "0"}
    got = hand_forms.read_hands({**typed, **rest}, SETTINGS)
    assert isinstance(got, hand_forms.NotRead)
    assert got == why if isinstance(why, hand_forms.NotRead) else got.key == why


def test_a_hand_line_by_line_is_still_read_so():
    """The detail's figures, with nothing under base and cards, are the detail's hand."""
    typed = {"h1nscl": "1", "h1nsme": "150", "h1nsc": "1", "h1nsp": "1", "h1ewp": "1"}
    rest = {"ns2": "0", "ew2": "0", "ns3": "0", "ew3": "0"}
    hands = hand_forms.read_hands({**typed, **rest}, SETTINGS)
    assert not isinstance(hands, hand_forms.NotRead) and isinstance(hands[0], HandBreakdown)


def test_the_longest_form_fits_a_request() -> None:
    """Every box of a turno of 4 hands at a table of three, every house variant, filled with
    a 5-figure value and every tick ticked, is smaller than the hall takes."""
    import re
    from urllib.parse import urlencode

    from tournament_app.hall import sheet_pages

    settings = BurracoSettings(hands=4, brazilian=True, burraco_reale=True)
    page = sheet_pages.hands_body("it", settings, device="x" * 32, code="ACDEFHJK", three=True)
    names = re.findall(r'<input[^>]*name="([^"]+)"', page)
    assert {"h4cba", "h4cca", "h4ctd"} <= set(names)
    body = urlencode({name: "-1080" for name in names})
    assert len(body) < BODY_BYTES
