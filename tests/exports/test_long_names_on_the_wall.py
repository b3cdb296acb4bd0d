"""A club's evening of long Italian names and clubs (Castiglioni Della Rovere Ludovica
Beatrice, Circolo Burraco Sant'Agostino di Castelfranco Emilia), printed for the wall and read
back from the page (poppler's word boxes): each player's name whole on a line, a pair broken
only between the partners; rows no taller than a pair's names on two lines, so a page holds a
dozen of them; the prize lists of one sheet in the same columns; the alphabetical seating list
in two columns."""

from __future__ import annotations

import itertools
from pathlib import Path

from tests.exports.pdf_reading import pdf_text
from tests.exports.pdf_words import Word, page_words
from tests.exports.specimens import make_header
from tournament_app.exports.documents import (
    BurracoStandingRow,
    BurracoStandings,
    EntryRef,
    Player,
    PrizeList,
    PrizeRow,
    PrizeSection,
    RoundSeating,
    Scala40StandingRow,
    Scala40Standings,
    Seat,
    TableSeating,
)
from tournament_app.exports.pdf import prize_list_pdf, seating_pdf, standings_pdf

READABLE = 12.0  # points: the least type of a name read from a metre
# A row of a wall list holding a name on two lines of the names' 13 pt type (a paragraph's
# line is 1.22 times its type) and the cell's padding (2.2 above, 2.8 below): a club or a
# tie-break note beside it may wrap, but never make the row taller.
TWO_NAME_LINES = 2 * 13 * 1.22 + 5.0

SURNAMES = (
    "D'Alessandro-Franceschini",
    "Sant'Ambrogio",
    "Dell'Orto",
    "Bianchi",
    "Lo Giudice",
    "De Santis-Marchetti",
    "Papadopoulos",
    "Fà di Bruno",
    "Zanzottera",
    "Castiglioni Della Rovere",
    "Buonarroti",
    "Di Giacomo",
    "Ferraris-Cavalieri",
    "Orsini",
    "Esposito",
    "Galli",
    "Brambilla",
    "D'Amico",
    "Nicolò",
    "Rossi",
)
GIVEN_NAMES = (
    "Maria Teresa",
    "Gian Francesco",
    "Anna Maria",
    "Pierluigi",
    "Maria Grazia",
    "Carlo Alberto",
    "Rosalba",
    "Giuseppina",
    "Luca",
    "Ludovica Beatrice",
    "Ugo",
    "Nicolò",
)
CLUBS = (
    "Circolo Burraco Sant'Agostino di Castelfranco Emilia",
    "A.S.D. Burraco Club Città di Reggio nell'Emilia",
    "Circolo Aurora",
    "Burraco & Dintorni Forlì",
)


def _club_words() -> set[str]:
    """The words of the clubs ("di" is a surname's too): printed in the club's type."""
    return {word for club in CLUBS for word in club.split()}


def _players(count: int) -> list[Player]:
    """`count` different players of the 240 the names make, spread over all of them (the
    longest, Castiglioni Della Rovere Ludovica Beatrice, among the first 60)."""
    everyone = [Player(s, g) for s in SURNAMES for g in GIVEN_NAMES]
    return [everyone[i * 7 % len(everyone)] for i in range(count)]


def _pairs(count: int) -> list[EntryRef]:
    """`count` pairs, most from the two long-named clubs."""
    players = _players(2 * count)
    return [
        EntryRef(n + 1, (players[2 * n], players[2 * n + 1]), CLUBS[(0, 1, 0, 2, 1, 3)[n % 6]])
        for n in range(count)
    ]


def _standings(count: int) -> BurracoStandings:
    """`count` pairs after 4 rounds, in three categories, a third placed by a tie-break."""
    scored = []
    for n, pair in enumerate(_pairs(count)):
        per_round = tuple((n * k) % 21 for k in (7, 11, 13, 17))
        scored.append((sum(per_round), 3000 - 97 * n, per_round, pair))
    scored.sort(key=lambda s: (-s[0], -s[1]))
    rows = tuple(
        BurracoStandingRow(
            rank=i + 1,
            entry=pair,
            victory_points=vp,
            mp_difference=difference,
            tie_break_values=(5000 + difference,),
            vp_per_round=per_round,
            category="ABC"[i % 3],
            tie_break_note="per differenza punti" if i % 3 == 1 else "",
        )
        for i, (vp, difference, per_round, pair) in enumerate(scored)
    )
    header = make_header("burraco", round_shown=4, rounds_planned=4, final=True)
    return BurracoStandings(header, rows, rounds=(1, 2, 3, 4), tie_break_names=("Punti fatti",))


def _pages(path: Path) -> list[list[Word]]:
    count = len(pdf_text(path).split("\f")) - 1
    return [page_words(path, number) for number in range(1, count + 1)]


def _ranks(words: list[Word]) -> list[Word]:
    """The figures right-aligned under a page's first "Pos." heading: each row's place."""
    top = min((w for w in words if w.text == "Pos."), key=lambda w: w.left)
    ranks = [
        w
        for w in words
        if w.top > top.bottom and w.text.isdigit() and abs(w.right - top.right) < 1.5
    ]
    return sorted(ranks, key=lambda w: w.top)


def _column_lines(words: list[Word], start: Word, end: str | None) -> list[str]:
    """The printed lines of the column headed `start`, up to the next heading `end` on its
    right (none: the page's edge), below the heading, each its words left to right."""
    after = [
        w.left
        for w in words
        if w.text == end and w.left > start.left and abs(w.middle - start.middle) < 6
    ]
    stop = min(after, default=1e9)
    lines: dict[int, list[Word]] = {}
    for w in words:
        if w.top > start.bottom and w.left >= start.left - 1 and w.right <= stop:
            lines.setdefault(round(w.bottom), []).append(w)
    return [" ".join(w.text for w in sorted(line, key=lambda w: w.left)) for line in lines.values()]


def _lines_between(words: list[Word], left: str, right: str | None) -> list[str]:
    """`_column_lines` of the leftmost column headed `left`."""
    start = min((w for w in words if w.text == left), key=lambda w: w.left)
    return _column_lines(words, start, right)


def _assert_whole(people: list[Player], lines: list[str]) -> None:
    """Each player's name on one printed line, and no partner's dash left alone on one."""
    assert "–" not in lines, lines
    for player in people:
        assert any(player.full_name in line for line in lines), (player.full_name, lines)


def test_sixty_pairs_of_long_names_keep_each_player_whole_a_dozen_rows_a_page(
    tmp_path: Path,
) -> None:
    """The audit's evening: 60 pairs printed 9 a page, "Zanzottera Gian Francesco – De
    Santis-Marchetti Gian / Francesco", the club on three lines of 11 pt. Each player's name
    on one line now, the names in reading type, no row taller than a pair on two lines: a
    landscape page's 453 points, less the heading row's 30, hold 11 such rows."""
    document = _standings(60)
    path = tmp_path / "classifica.pdf"
    standings_pdf(document, path)
    pages = _pages(path)
    people = [p for row in document.rows for p in row.entry.players]
    lines = [line for words in pages for line in _lines_between(words, "Giocatori", "Circolo")]
    _assert_whole(people, lines)
    names = {word for p in people for word in p.full_name.split()} - _club_words()
    counted = []
    for words in pages:
        sizes = [w.bottom - w.top for w in words if w.text in names]
        assert min(sizes) >= READABLE - 0.01, sorted(set(sizes))
        ranks = _ranks(words)
        counted.append(len(ranks))
        steps = [b.middle - a.middle for a, b in itertools.pairwise(ranks)]
        assert max(steps, default=0) <= TWO_NAME_LINES + 0.3, steps
    assert sum(counted) == 60
    assert all(count >= 11 for count in counted[1:-1]), counted


def _section(title: str, pairs: list[EntryRef]) -> PrizeSection:
    return PrizeSection(title, tuple(PrizeRow(i + 1, p, 60 - i) for i, p in enumerate(pairs)))


def test_the_prize_lists_of_a_sheet_print_in_the_same_columns(tmp_path: Path) -> None:
    """The overall list and three categories, one with the longest names and clubs, one with
    short ones: each list sized on its own gave "Cat. C" a club on four lines beside a
    half-empty names' column, and other headings. Fitted once over all their rows, every
    heading stands at the same place in the same type in each list, each player whole."""
    pairs = _pairs(60)
    short = [
        EntryRef(90 + n, (Player("Rossi", "Ugo"), Player("Galli", "Luca")), "Circolo Aurora")
        for n in range(3)
    ]
    longest = sorted(pairs, key=lambda p: -len(p.names + p.club))[:3]
    sections = (
        _section("", pairs[:3]),
        _section("Cat. A", short),
        _section("Cat. B", pairs[10:13]),
        _section("Cat. C", longest),
    )
    document = PrizeList(make_header("burraco", round_shown=3), sections, points_label="vp")
    path = tmp_path / "premi.pdf"
    prize_list_pdf(document, path)
    pages = _pages(path)
    words = [w for page in pages for w in page]
    names = [w for w in words if w.text == "Giocatori"]  # a heading only: in each list's row
    for heading in ("Pos.", "N.", "Giocatori", "Circolo", "PV"):
        found = [
            w
            for w in words
            if w.text == heading and any(abs(w.middle - n.middle) < 6 for n in names)
        ]
        assert len(found) == len(sections), heading
        assert max(w.left for w in found) - min(w.left for w in found) < 0.5, (heading, found)
        heights = [w.bottom - w.top for w in found]
        assert max(heights) - min(heights) < 0.2, (heading, heights)
    people = [p for s in sections for row in s.rows for p in row.entry.players]
    lines = [line for page in pages for line in _lines_between(page, "Giocatori", "Circolo")]
    _assert_whole(people, lines)


def _seating(count: int) -> RoundSeating:
    pairs = _pairs(2 * count)
    tables = tuple(
        TableSeating(t + 1, (Seat("NS", pairs[2 * t]), Seat("EO", pairs[2 * t + 1])))
        for t in range(count)
    )
    return RoundSeating(make_header("burraco", round_shown=1), 1, tables)


def test_thirty_tables_break_only_between_partners_and_list_the_players_in_two_columns(
    tmp_path: Path,
) -> None:
    """The seating by table breaks a pair between the partners ("Di Giacomo Carlo / Alberto"
    was printed); the 120 players by surname, in reading type, stand in two columns: a
    landscape page's 453 points hold at least 17 rows of 22 points (a 13 pt line and the
    padding) a column under the title, 19 after, so four pages at most (eight, one column)."""
    seating = _seating(30)
    path = tmp_path / "posti.pdf"
    seating_pdf(seating, path)
    pages = _pages(path)
    alphabetical = [words for words in pages if any(w.text == "Giocatore" for w in words)]
    by_table = [words for words in pages if words not in alphabetical]
    people = [p for t in seating.tables for s in t.seats for p in s.entry.players]
    lines = [
        line
        for words in by_table
        for line in _lines_between(words, "NS", "EO") + _lines_between(words, "EO", None)
    ]
    _assert_whole(people, lines)
    assert len(alphabetical) <= 4, len(alphabetical)
    names = {word for p in people for word in p.full_name.split()} - _club_words()
    printed = []
    for words in alphabetical:
        sizes = [w.bottom - w.top for w in words if w.text in names]
        assert min(sizes) >= READABLE - 0.01, sorted(set(sizes))
        headings = sorted((w for w in words if w.text == "Giocatore"), key=lambda w: w.left)
        assert len(headings) == 2 or words is alphabetical[-1], [w.left for w in headings]
        for heading in headings:
            printed += _column_lines(words, heading, "N.")
    _assert_whole(people, printed)


def test_thirty_seven_scala40_players_balance_the_name_and_the_club(tmp_path: Path) -> None:
    """The audit's scala 40 standings squeezed the club to ten characters, on six lines,
    beside a half-empty names' column, with "Turno / 3" on two: 9 players a page. The stage
    on one line now, no row taller than a name on two lines, so the portrait page's 700
    points hold at least 15 rows under the title and the rules."""
    people = _players(37)
    stages = ("Finale", "Turno 3", "Turno 2", "Turno 1")
    rows = tuple(
        Scala40StandingRow(
            rank=i + 1,
            entry=EntryRef(i + 1, (player,), CLUBS[(0, 1, 0, 2, 1, 3)[i % 6]]),
            stage_reached=stages[min(3, i // 10)],
            placement_points=None,
            penalty_total=100 + 3 * i,
            last_place=1 + i % 4,
            eliminated=i >= 4,
        )
        for i, player in enumerate(people)
    )
    header = make_header("scala40", round_shown=3, rounds_planned=3, final=True)
    path = tmp_path / "classifica.pdf"
    standings_pdf(Scala40Standings(header, rows, elimination=True), path)
    pages = _pages(path)
    counted = []
    for words in pages:
        ranks = _ranks(words)
        counted.append(len(ranks))
        steps = [b.middle - a.middle for a, b in itertools.pairwise(ranks)]
        assert max(steps, default=0) <= TWO_NAME_LINES + 0.3, steps
        for turno in (w for w in words if w.text == "Turno"):
            after = [
                w for w in words if abs(w.bottom - turno.bottom) < 0.5 and w.left > turno.right
            ]
            assert after and min(after, key=lambda w: w.left).text in "123", turno
    assert sum(counted) == 37
    assert all(count >= 15 for count in counted[:-1]), counted
