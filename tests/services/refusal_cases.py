"""The refusals test_detail_words.py triggers for real, but the settings' (settings_refusals.py):
entries, results, penalties, standings, the season and its final, a change refused at commit,
undo, a finished tournament."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

from scoring.standings import TieBreak
from tests.builders.seasons import SEASON, club_afternoon, one_afternoon, two_afternoons
from tests.builders.teams import team_event, two_teams_level
from tests.builders.ties import ONE_ROUND, two_ties
from tests.builders.tournaments import (
    burraco_tournament,
    pair,
    play_out,
    published_round,
    scala40_tournament,
)
from tests.services.refusal_setups import (
    Case,
    clash_at_commit,
    correction_breaking_a_later_hand,
    draft_made_meanwhile,
    draft_with_withdrawn_pair,
    drafted,
    everyone_goes_on,
    finished_result,
    level_after_the_cut,
    overtaken_at_commit,
    pairs,
    playing_stage,
    published,
    result_at_table_two,
    round_published_meanwhile,
    scala40_hand_without_closer,
    scala40_penalty,
    season_of_two_unplayed,
    undo_data_changed,
    undo_of_another_station,
    undo_overtaken,
)
from tests.services.replacement_setups import final_published, final_under_way
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PairingSystem,
    PenaltyKind,
    PlayerSpec,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.season.final import final_invited, invite_to_final, start_final
from tournament_app.services.season.ranking import SeasonRules, season_ranking
from tournament_app.services.stage_replacements import proposed_replacement, replace_qualifier
from tournament_app.services.typed_player import typed_player


def _back_after_forfeit(services: Services) -> object:
    """One table of four: the first seat plays hand 1, leaves by forfeit, is left out of
    hand 2 and then given points in hand 3."""
    tournament = scala40_tournament(services, 4)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    a, b, c, d = table.players
    services.results.enter_hand(tournament, 1, 1, Scala40Hand(((a, 5), (b, 5), (c, 5)), d))
    services.penalties.add(tournament, a, PenaltyKind.FORFEIT, round_number=1, reason="via")
    services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(((b, 5), (c, 5)), d), expected_version=1
    )
    back = Scala40Hand(((a, 5), (b, 5), (c, 5)), d)
    return services.results.enter_hand(tournament, 1, 1, back, expected_version=2)


def _player_twice(services: Services) -> object:
    """One table of four: the second seat given 30 and then 40 in the same hand."""
    tournament = scala40_tournament(services, 4)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    a, b, c, d = table.players
    hand = Scala40Hand(((a, 0), (b, 30), (c, 45), (d, 20), (b, 40)), closer=a)
    return services.results.enter_hand(tournament, 1, 1, hand)


def _points_after_the_stage(services: Services, kind: PenaltyKind = PenaltyKind.MP) -> object:
    """An elimination of eight: round 1's two tables played out, round 2 announced, then
    penalty points (or a forfeit) for a round 1 player given in round 1."""
    tournament = scala40_tournament(services, 8)
    seating = services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    for table in seating.tables:
        play_out(services, tournament, 1, table.table)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 2)
    player = seating.tables[0].players[0]
    mp = 10 if kind is PenaltyKind.MP else 0
    return services.penalties.add(tournament, player, kind, mp=mp, round_number=1, reason="x")


def _points_in_no_round(services: Services) -> object:
    """An elimination of eight, round 1 announced: penalty points for player 1, seated in
    it, given with no round."""
    tournament = scala40_tournament(services, 8)
    published_round(services, tournament)
    return services.penalties.add(tournament, 1, PenaltyKind.MP, mp=10, reason="x")


def _withdrawn_twice(services: Services) -> object:
    """Entry 2 of a pairs tournament withdrawn, then withdrawn again."""
    tournament = pairs(services)
    services.entries.withdraw(tournament, 2)
    return services.entries.withdraw(tournament, 2)


def _two_couples_level(services: Services) -> TournamentId:
    """Four pairs after one turno: 1 and 3 level on every figure, 2 and 4 too."""
    tournament = burraco_tournament(services, 4, ONE_ROUND)
    two_ties(services, tournament)
    return tournament


def _phone_again(services: Services, before: str) -> object:
    """Four pairs, table entry on, round 1 published (1 v 2 at table 1): what `before` says
    happens to table 1, then a phone enters its totals."""
    settings = BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=True)
    tournament = burraco_tournament(services, 4, settings)
    published_round(services, tournament)
    code = next(c.code for c in services.table_entry.codes(tournament, 1) if c.table == 1)
    phones = services.table_entry
    if before == "conflict":
        phones.enter(tournament, code, 640, 245, device="a")
        phones.enter(tournament, code, 640, 250, device="b")
    elif before == "unlikely":
        phones.enter(tournament, code, 5000, 0, device="a")
        phones.enter(tournament, code, 5000, 0, device="b")
    elif before == "closed":
        phones.close(tournament, 1, 1)
    elif before == "result":
        services.results.enter_totals(tournament, 1, 1, 640, 245)
    elif before == "draft":
        services.rounds.unpublish(tournament, 1)
    elif before == "late":
        entered = services.results.enter_totals(tournament, 1, 1, 640, 245)
        services.results.enter_totals(tournament, 1, 2, 300, 200)
        published_round(services, tournament)
        services.results.delete(tournament, 1, 1, expected_version=entered.version)
        phones.enter(tournament, code, 640, 245, device="a")
    return phones.enter(tournament, code, 640, 245, device="c")


def _copy_opened(_services: Services) -> object:
    """An automatic copy opened as the database to be changed (`torneo --db` the copy):
    refused by its name, before anything is read or made (its folder need not exist)."""
    folder = Path(tempfile.gettempdir()) / "torneo-backups"
    return open_services(str(folder / "torneo-20261208-101500-000000-before-upgrade-0014.sqlite3"))


INPUT = ErrorCode.INVALID_INPUT
# Refused by the tournament as it stands (a draft, a stage still playing): nothing typed is
# wrong, so the sentence says what stands in the way and that nothing changed.
STATE = ErrorCode.STATE_REFUSED
DUPLICATE = ErrorCode.DUPLICATE_ENTRY
CASES = [
    # -- entries (a pairs tournament takes two players an entry)
    Case(
        "one player for a pair",
        lambda s: s.entries.add(pairs(s), [PlayerSpec("Solo")]),
        "entry_players",
        INPUT,
        ("2 giocatori (una coppia)", "giocatori indicati: 1"),
        ("2 players (a pair)", "players given: 1"),
    ),
    Case(
        "the same card holder twice in a pair",
        lambda s: s.entries.add(pairs(s), [PlayerSpec("Gemelli", "Ada", tessera="T-1")] * 2),
        "player_twice_in_entry",
        DUPLICATE,
        ("Gemelli Ada", "due volte"),
        ("Gemelli Ada", "twice"),
    ),
    Case(
        "a player already in entry 1",
        lambda s: s.entries.add(pairs(s), [pair(1)[0], PlayerSpec("Nuovo", "Ugo")]),
        "player_already_entered",
        DUPLICATE,
        ("Rossi1 Anna", "nell'iscrizione 1"),
        ("Rossi1 Anna", "in entry 1"),
    ),
    Case(
        "a player typed with two cards",
        lambda s: typed_player(s, "Rossi Mario 0012345 777"),
        "typed_two_cards",
        INPUT,
        ("«Rossi Mario 0012345 777»", "due tessere", "0012345"),
        ("“Rossi Mario 0012345 777”", "two cards", "0012345"),
    ),
    Case(
        "a card typed alone that nobody holds",
        lambda s: typed_player(s, "0012345"),
        "typed_card_unknown",
        INPUT,
        ("tessera 0012345", "Rossi Mario 0012345"),
        ("card 0012345", "Rossi Mario 0012345"),
    ),
    Case(
        "a club typed with no name",
        lambda s: typed_player(s, "(Aurora)"),
        "typed_club_alone",
        INPUT,
        ("«(Aurora)»", "cognome e nome"),
        ("“(Aurora)”", "surname and name"),
    ),
    Case(
        "a card the registry holds under another name",
        lambda s: (
            s.registry.add("Rossi", "Niccolò", tessera="FB100"),
            s.entries.add(
                pairs(s), [PlayerSpec("Bianchi", "Luca", tessera="FB100"), PlayerSpec("Pini")]
            ),
        ),
        "tessera_name_mismatch",
        INPUT,
        ("tessera FB100", "Rossi Niccolò nel registro", "Bianchi Luca", "non è cambiato niente"),
        ("tessera FB100", "Rossi Niccolò in the registry", "Bianchi Luca", "nothing changed"),
    ),
    Case(
        "a name typed alone beside namesakes of two clubs",
        lambda s: (
            s.registry.add("Verdi", "Luca", club="Aurora"),
            s.registry.add("Verdi", "Luca", club="Tivoli"),
            s.entries.add(pairs(s), [PlayerSpec("Verdi", "Luca"), PlayerSpec("Pini")]),
        ),
        "player_namesakes",
        STATE,
        (
            "Verdi Luca (Aurora) e Verdi Luca (Tivoli)",
            "Scegli dal registro",
            "il circolo o la tessera",
            "Non è cambiato nulla",
        ),
        ("Verdi Luca (Aurora) and Verdi Luca (Tivoli)", "from the registry", "club or tessera"),
    ),
    Case(
        "a second registry player no club nor tessera tells from the first",
        lambda s: (
            s.registry.add("Verdi", "Luca", club="Tivoli"),
            s.registry.add("VERDI", "luca", club="tivoli"),
        ),
        "registry_namesake",
        STATE,
        ("Verdi Luca (Tivoli)", "modifica quel giocatore", "sua tessera", "Non è cambiato nulla"),
        ("Verdi Luca (Tivoli)", "edit that player", "their tessera", "Nothing changed"),
    ),
    Case(
        "entry 2's players changed to one of entry 1",
        lambda s: s.entries.edit(pairs(s), 2, players=[pair(1)[0], PlayerSpec("Nuovo", "Ugo")]),
        "player_in_another_entry",
        DUPLICATE,
        ("Rossi1 Anna", "nell'iscrizione 1", "non è cambiato niente"),
        ("Rossi1 Anna", "in entry 1", "nothing changed"),
    ),
    Case(
        "entry number 0",
        lambda s: s.entries.add(pairs(s), [PlayerSpec("A"), PlayerSpec("B")], number=0),
        "entry_number_below_1",
        INPUT,
        ("numero d'iscrizione 0", "partono da 1"),
        ("entry number 0", "start at 1"),
    ),
    Case(
        "entry number 2 taken",
        lambda s: s.entries.add(pairs(s), [PlayerSpec("A"), PlayerSpec("B")], number=2),
        "entry_number_taken",
        DUPLICATE,
        ("numero 2", "un altro numero"),
        ("number 2", "another number"),
    ),
    Case(
        "deleting an entry seated in round 1",
        lambda s: s.entries.delete(published(s), 1),
        None,
        ErrorCode.ENTRY_SEATED,
        ("iscrizione 1", "turno 1", "Ritirala invece"),
        ("Entry 1", "round 1", "Withdraw it instead"),
    ),
    Case(
        "entry 2 withdrawn a second time",
        lambda s: _withdrawn_twice(s),
        "entry_already_withdrawn",
        STATE,
        ("L'iscrizione 2 (Rossi2 Anna", "è già ritirata", "Non è cambiato nulla"),
        ("Entry 2 (Rossi2 Anna", "withdrawn already", "Nothing changed"),
    ),
    Case(
        "entry 2 brought back while it plays",
        lambda s: s.entries.withdraw(pairs(s), 2, False),
        "entry_not_withdrawn",
        STATE,
        ("L'iscrizione 2 (Rossi2 Anna", "non è ritirata", "Non è cambiato nulla"),
        ("Entry 2 (Rossi2 Anna", "is not withdrawn", "Nothing changed"),
    ),
    # -- results and sheets
    Case(
        "a forfeit by the line nord",
        lambda s: s.results.enter_forfeit(published(s), 1, 1, absent="nord"),
        "forfeit_line",
        INPUT,
        ("«nord»", "NS, EO o entrambe"),
        ("“nord”", "NS, EW or both"),
    ),
    Case(
        "a walk-out by the line nord",
        lambda s: s.results.enter_abandoned(published(s), 1, 1, left="nord"),
        "abandoned_line",
        INPUT,
        ("«nord»", "NS, EO o entrambe"),
        ("“nord”", "NS, EW or both"),
    ),
    Case(
        "a scala 40 hand nobody closed",
        scala40_hand_without_closer,
        "hand_without_closer",
        INPUT,
        ("chi ha chiuso",),
        ("closed",),
    ),
    Case(
        "a scala 40 hand giving a player twice",
        _player_twice,
        "hand_player_twice",
        INPUT,
        ("compare due volte nella smazzata (30 e 40)", "una volta sola"),
        ("given twice in the hand (30 and 40)", "once"),
    ),
    # -- scala 40 penalties (player 1 of 8)
    Case(
        "a scala 40 warning with penalty points",
        scala40_penalty(PenaltyKind.WARNING, mp=10),
        "scala40_warning_points",
        INPUT,
        ("ammonizione", "«punti di penalità»"),
        ("warning", "“penalty points”"),
    ),
    Case(
        "0 placement points taken away",
        scala40_penalty(PenaltyKind.VP, format=Scala40Format.PLACEMENT_POINTS),
        "scala40_without_placement_points",
        INPUT,
        ("punti piazzamento", "almeno 1"),
        ("placement points", "at least 1"),
    ),
    Case(
        "0 scala 40 penalty points",
        scala40_penalty(PenaltyKind.MP),
        "scala40_without_penalty_points",
        INPUT,
        ("punti di penalità", "almeno 1"),
        ("penalty points", "at least 1"),
    ),
    Case(
        "placement points taken away in an elimination",
        scala40_penalty(PenaltyKind.VP, vp=2),
        "scala40_no_placement_points",
        INPUT,
        ("eliminazione diretta", "non assegna punti piazzamento", "punti di penalità"),
        ("direct elimination", "awards no placement points", "penalty points"),
    ),
    Case(
        "a correction that a later hand no longer fits",
        correction_breaking_a_later_hand,
        "correction_breaks_later_hand",
        STATE,
        ("Corretta così, la smazzata 1", "smazzata 2", "dalla 2 in poi", "Togli l'ultima smazzata"),
        ("Corrected this way, hand 1", "hand 2", "from 2 on", "Take back last hand"),
    ),
    Case(
        "a burraco penalty of 7 MP",
        lambda services: services.penalties.add(
            burraco_tournament(services, 2), 1, PenaltyKind.MP, reason="ritardo", mp=7
        ),
        "penalty_mp_not_multiple_of_5",
        INPUT,
        ("penalità in punti", "multiplo di 5", "7 non lo è", "scrivi 5, 10, 15"),
        ("penalty in MP", "multiple of 5", "7 is not", "write 5, 10, 15"),
    ),
    Case(
        "a burraco forfeit given as a penalty",
        lambda services: services.penalties.add(
            burraco_tournament(services, 2), 1, PenaltyKind.FORFEIT, reason="abbandono"
        ),
        "burraco_forfeit",
        INPUT,
        ("risultato del tavolo", "Forfait…", "non come penalità"),
        ("table's result", "Forfeit…", "not as a penalty"),
    ),
    Case(
        # burraco.md: a turno gives a pair 0-20 VP (winner and loser sum to 20).
        "a burraco penalty of 25 VP in round 1",
        lambda s: s.penalties.add(
            published(s), 1, PenaltyKind.VP, reason="telefono", round_number=1, vp=25
        ),
        "penalty_over_turno",
        ErrorCode.UNLIKELY_PENALTY,
        ("Iscrizione 1, turno 1", "25 PV", "al massimo 20 PV", "non è stata assegnata"),
        ("Entry 1, round 1", "25 VP", "at most 20 VP", "was not given"),
    ),
    Case(
        "a scala 40 forfeit in no round",
        scala40_penalty(PenaltyKind.FORFEIT),
        "scala40_forfeit_round",
        INPUT,
        ("ultimo al suo tavolo", "scegli il turno"),
        ("last at their table", "choose the round"),
    ),
    Case(
        "a scala 40 forfeit in a round the player sat out",
        scala40_penalty(PenaltyKind.FORFEIT, round_number=1, absent=(1,)),
        "scala40_forfeit_not_seated",
        INPUT,
        ("giocatore 1", "turno 1"),
        ("player 1", "round 1"),
    ),
    Case(
        "an elimination's penalty points in a stage already over",
        _points_after_the_stage,
        "scala40_penalty_stage_over",
        INPUT,
        ("turno 1 è chiuso", "turno 2", "turno in gioco"),
        ("round 1 is over", "round 2", "round being played"),
    ),
    Case(
        "an elimination's forfeit in a stage already over",
        lambda s: _points_after_the_stage(s, PenaltyKind.FORFEIT),
        "scala40_forfeit_stage_over",
        INPUT,
        ("il forfait conta", "turno 1 è chiuso", "turno in gioco"),
        ("a forfeit counts", "round 1 is over", "round being played"),
    ),
    Case(
        "an elimination's penalty points in no round, round 1 being played",
        _points_in_no_round,
        "scala40_points_round",
        INPUT,
        ("ogni fase è una partita a sé", "indica il turno", "giocatore 1", "turno 1"),
        ("each stage is a game of its own", "name the round", "player 1", "round 1"),
    ),
    Case(
        "an elimination's penalty points in no round, none announced",
        scala40_penalty(PenaltyKind.MP, mp=10),
        "scala40_points_round_none",
        INPUT,
        ("ogni fase è una partita a sé", "giocatore 1", "non siede nel turno in gioco"),
        ("each stage is a game of its own", "player 1", "no seat in the round being played"),
    ),
    Case(
        "points for a player who left the table by forfeit hands before",
        _back_after_forfeit,
        "forfeited_player_points",
        ErrorCode.INVALID_SCORE,
        ("giocatore", "a forfait", "smazzata 2", "smazzata 3"),
        ("player", "by forfeit", "hand 2", "hand 3"),
    ),
    # -- standings, prizes, the recorded draw (entries 1 and 2)
    Case(
        "prizes per club",
        lambda s: s.standings.prizes(pairs(s), per="club"),
        "prizes_per",
        INPUT,
        ("«club»", "per girone o per categoria"),
        ("“club”", "by group or by category"),
    ),
    Case(
        "no prize at all",
        lambda s: s.standings.prizes(pairs(s), places=0),
        "prize_places",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "a draw naming entry 99",
        lambda s: s.standings.record_draw(pairs(s), [2, 99, 1]),
        "draw_unknown_entry",
        INPUT,
        ("l'iscrizione 99", "non c'è"),
        ("entry 99", "not in this tournament"),
    ),
    Case(
        "publishing a draft that seats a pair withdrawn since",
        lambda s: draft_with_withdrawn_pair(s),
        "draft_seats_absent",
        STATE,
        ("turno 1", "segnate assenti (3)", "genera di nuovo il turno", "Non è cambiato nulla."),
        ("round 1", "marked absent (3)", "generate the round again", "Nothing changed."),
    ),
    Case(
        "taking a draft back to draft",
        lambda s: s.rounds.unpublish(drafted(s), 1),
        None,
        ErrorCode.ROUND_ALREADY_DRAFT,
        ("turno 1", "già una bozza"),
        ("Round 1", "a draft already"),
    ),
    Case(
        "taking back to draft a round with a result at table 2",
        lambda s: s.rounds.unpublish(result_at_table_two(s), 1),
        None,
        ErrorCode.ROUND_STARTED,
        ("turno 1 è già iniziato", "tavoli 2", "non torna in bozza"),
        ("Round 1 has already started", "tables 2", "does not go back to draft"),
    ),
    Case(
        "a draw naming entry 1 twice",
        lambda s: s.standings.record_draw(pairs(s), [1, 2, 1]),
        "draw_entry_twice",
        INPUT,
        ("due volte l'iscrizione 1",),
        ("entry 1 twice",),
    ),
    Case(
        "drawing lots for one entry alone",
        lambda s: s.standings.draw_lots(pairs(s), [2]),
        "draw_too_few",
        INPUT,
        ("almeno due iscrizioni", "ne è stata indicata 1"),
        ("at least two tied entries", "1 named"),
    ),
    Case(
        "drawing lots where the draw is not a tie-break",
        lambda s: s.standings.draw_lots(
            burraco_tournament(
                s, 2, BurracoSettings(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))
            ),
            [1, 2],
        ),
        "draw_not_a_tie_break",
        STATE,
        ("Il sorteggio non è tra gli spareggi", "impostazioni del torneo", "poi sorteggia"),
        ("The draw is not among", "tournament's settings", "then draw lots"),
    ),
    Case(
        "drawing lots among pairs not level, two couples level",
        lambda s: s.standings.draw_lots(_two_couples_level(s), [1, 2]),
        "draw_tied_now",
        ErrorCode.ENTRIES_NOT_TIED,
        (
            "Le iscrizioni 1, 2 non sono un gruppo intero di pari merito",
            "a pari merito ora: 1, 3; 2, 4",
        ),
        ("Entries 1, 2 are not one whole tie", "tied now: 1, 3; 2, 4"),
    ),
    Case(
        "drawing lots before any result",
        lambda s: s.standings.draw_lots(pairs(s), [1, 2]),
        "draw_nobody_tied",
        ErrorCode.ENTRIES_NOT_TIED,
        (
            "Le iscrizioni 1, 2 non sono un gruppo intero di pari merito",
            "ora nessuno è a pari merito",
        ),
        ("Entries 1, 2 are not one whole tie", "nobody is tied now"),
    ),
    # -- lots drawn among teams (teams 2 and 3 level on everything after round 1)
    Case(
        "drawing lots for one team alone",
        lambda s: s.teams.draw_lots(two_teams_level(s), [2]),
        "team_draw_too_few",
        INPUT,
        ("almeno due squadre", "indicate: 1"),
        ("at least two tied teams", "1 named"),
    ),
    Case(
        "drawing lots naming team 2 twice",
        lambda s: s.teams.draw_lots(two_teams_level(s), [2, 3, 2]),
        "team_draw_twice",
        INPUT,
        ("due volte la squadra 2",),
        ("team 2 twice",),
    ),
    Case(
        "drawing lots among teams not level, teams 2 and 3 level",
        lambda s: s.teams.draw_lots(two_teams_level(s), [1, 2]),
        "team_draw_not_tied",
        STATE,
        ("Le squadre 1, 2", "ora a pari merito: 2, 3", "Non è cambiato nulla."),
        ("Teams 1, 2", "level now: 2, 3", "Nothing changed."),
    ),
    Case(
        "drawing lots among teams before any match",
        lambda s: s.teams.draw_lots(team_event(s), [1, 2]),
        "team_draw_nobody_tied",
        STATE,
        ("Le squadre 1, 2", "nessuna squadra condivide un posto"),
        ("Teams 1, 2", "no team shares a place"),
    ),
    Case(
        "drawing lots naming entry 99",
        lambda s: s.standings.draw_lots(pairs(s), [1, 99]),
        "draw_unknown_entry",
        INPUT,
        ("l'iscrizione 99", "non c'è"),
        ("entry 99", "not in this tournament"),
    ),
    Case(
        "drawing lots naming entry 2 twice",
        lambda s: s.standings.draw_lots(pairs(s), [2, 1, 2]),
        "draw_entry_twice",
        INPUT,
        ("due volte l'iscrizione 2",),
        ("entry 2 twice",),
    ),
    # -- season ranking
    Case(
        "a season of tournaments not started, one of another game",
        season_of_two_unplayed,
        "season_tournaments_missing",
        INPUT,
        ("1 e 2", "altro gioco"),
        ("1 and 2", "another game"),
    ),
    Case(
        "counting the best 0 results",
        lambda s: season_ranking(s, SeasonRules(game=Game.BURRACO, best_results=0)),
        "season_best_results",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "-5 season points for second place",
        lambda s: season_ranking(s, SeasonRules(game=Game.BURRACO, points_table=(10, -5))),
        "season_points_negative",
        INPUT,
        ("negativi (-5)", "scrivi 0"),
        ("negative (-5)", "write 0"),
    ),
    # -- a qualifier withdrawn, replaced by the next in the ranking
    Case(
        "replacing a player before any stage is played",
        lambda s: replace_qualifier(s, scala40_tournament(s, 4), 1),
        "replacement_not_going_on",
        STATE,
        ("Verdi1 Luca non ha un posto", "basta il ritiro, senza sostituto"),
        ("Verdi1 Luca has no place", "a withdrawal without a replacement"),
    ),
    Case(
        "replacing a player of a stage still playing",
        lambda s: replace_qualifier(s, playing_stage(s), 1),
        "replacement_stage_open",
        STATE,
        ("La fase 1 ha ancora tavoli", "quando tutti i tavoli della fase"),
        ("Stage 1 still has tables", "once every table of the stage"),
    ),
    Case(
        "replacing a qualifier when the next two are level",
        lambda s: replace_qualifier(s, *level_after_the_cut(s)),
        "replacement_tied",
        STATE,
        ("pari merito", "spareggiali (con un sorteggio", "poi sostituisci di nuovo"),
        ("are level", "break their tie (a draw of lots, or the tie order at their table)"),
    ),
    Case(
        "the replacement asked for after the withdrawal, as the window asks it",
        lambda s: _withdrawn_then_proposed(s, *level_after_the_cut(s)),
        "replacement_tied_withdrawn",
        STATE,
        ("Il ritiro di", "è registrato", "poi riammetti", "ritira di nuovo l'iscrizione"),
        ("withdrawal is recorded", "then reinstate", "withdraw the entry again"),
    ),
    Case(
        "replacing a finalist seated in a published final nobody has played",
        lambda s: replace_qualifier(s, *_finalist(final_published(s))),
        "replacement_stage_published",
        STATE,
        ("ha già un posto nella fase 2, che è pubblicata", "riportala in bozza", "sostituisci"),
        ("already has a seat in stage 2, which is published", "take it back to draft"),
    ),
    Case(
        "the same finalist's place offered after the withdrawal, as the window asks it",
        lambda s: _withdrawn_then_proposed(s, *_finalist(final_published(s))),
        "replacement_stage_published_withdrawn",
        STATE,
        ("Il ritiro di", "è registrato", "riporta la fase in bozza", "riammetti"),
        ("withdrawal is recorded", "take the stage back to draft", "reinstate"),
    ),
    Case(
        "replacing a finalist once the final has results",
        lambda s: replace_qualifier(s, *_finalist(final_under_way(s))),
        "replacement_final_started",
        STATE,
        ("ha già un posto nella finale (fase 2)", "nessuno può prendere il posto"),
        ("already has a seat in the final (stage 2)", "nobody can take"),
    ),
    Case(
        "replacing a qualifier when everyone goes on",
        lambda s: replace_qualifier(s, *everyone_goes_on(s)),
        "replacement_none_left",
        STATE,
        ("Nessuno in classifica", "il posto resta vuoto"),
        ("Nobody is left", "the place stays empty"),
    ),
    # -- the season's grand final
    Case(
        "a final of nobody",
        lambda s: final_invited(s, SEASON, 0),
        "season_final_top",
        INPUT,
        ("almeno 1", "non 0"),
        ("at least 1", "not 0"),
    ),
    Case(
        "a final of 5 from a season of 4",
        lambda s: (one_afternoon(s), final_invited(s, SEASON, 5)),
        "season_final_too_few",
        INPUT,
        ("ha 4 giocatori", "dei 5", "al massimo 4"),
        ("has 4 players", "the 5", "4 at most"),
    ),
    Case(
        "a final of 2 from a club ranking one player",
        lambda s: (club_afternoon(s), final_invited(s, replace(SEASON, club="Stella"), 2)),
        "season_final_too_few_one",
        INPUT,
        ("ha un solo giocatore", "dei 2", "invita solo quello"),
        ("has only 1 player", "the 2", "invite that one alone"),
    ),
    Case(
        "a final of 4 from a season nobody played",
        # The afternoon was played on 1 March 2026: a season of 2027 ranks nobody.
        lambda s: (
            one_afternoon(s),
            final_invited(s, replace(SEASON, date_from="2027-01-01", date_to="2027-06-30"), 4),
        ),
        "season_final_nobody_ranked",
        INPUT,
        ("è vuota", "nessun giocatore ha un risultato", "controlla le date e il gioco"),
        ("has nobody in it", "no player has a result", "check the season's dates and game"),
    ),
    Case(
        "a final of 2 where three share 2nd place",
        lambda s: (one_afternoon(s), final_invited(s, SEASON, 2)),
        "season_final_tie_one",
        INPUT,
        ("2° posto", "invita solo il primo", "i primi 4"),
        ("place 2", "invite the leader alone", "the top 4"),
    ),
    Case(
        "a final of 3 where six share 3rd place",
        lambda s: (two_afternoons(s), final_invited(s, SEASON, 3)),
        "season_final_tie",
        INPUT,
        ("3° posto", "i primi 2", "i primi 8"),
        ("place 3", "the top 2", "the top 8"),
    ),
    Case(
        "a final of 2 where four share 1st place",
        lambda s: (
            published_round(s, scala40_tournament(s, 4, date="2026-03-01")),
            final_invited(s, replace(SEASON, include_running=True), 2),
        ),
        "season_final_tie_first",
        INPUT,
        ("1° posto", "i primi 4"),
        ("first place", "the top 4"),
    ),
    Case(
        "a final of pairs",
        lambda s: start_final(
            s,
            TournamentDraft(Game.BURRACO, "Finale", settings=BurracoSettings()),
            SeasonRules(Game.BURRACO),
            1,
        ),
        "season_final_pairs",
        INPUT,
        ("a coppie", "burraco individuale"),
        ("in pairs", "individual burraco"),
    ),
    Case(
        "a scala 40 final of a burraco season",
        lambda s: start_final(
            s,
            TournamentDraft(Game.SCALA40, "Finale", settings=Scala40Settings()),
            SeasonRules(Game.BURRACO),
            1,
        ),
        "season_final_other_game",
        INPUT,
        ("è di scala 40", "stesso gioco"),
        ("is of scala 40", "same game"),
    ),
    Case(
        "a final into a tournament with entries",
        lambda s: (one_afternoon(s), invite_to_final(s, scala40_tournament(s, 2), SEASON, 1)),
        "season_final_has_entries",
        STATE,
        ("ha già delle iscrizioni (2)", "crea un torneo nuovo per la finale"),
        ("already has entries (2)", "create a new tournament for the final"),
    ),
    # -- refused only at commit (services.context.writing): nobody known changed anything
    Case(
        "two seats for one entry, found at commit",
        clash_at_commit,
        "save_clashed",
        ErrorCode.CONFLICT,
        ("non è stata salvata", "due dati uguali", "guarda i dati come sono ora e riprova"),
        ("was not saved", "two identical items", "look at the data as it is now and try"),
    ),
    Case(
        "a result saved meanwhile, found at commit",
        overtaken_at_commit,
        "save_overtaken",
        ErrorCode.CONFLICT,
        ("non è stata salvata", "un'altra postazione", "rifai la modifica"),
        ("was not saved", "another station", "make the change again"),
    ),
    Case(
        "two stations generating the same round at once",
        draft_made_meanwhile,
        "draft_made_meanwhile",
        ErrorCode.CONFLICT,
        ("altra postazione (sala)", "bozza del turno 1", "genera di nuovo"),
        ("nother station (sala)", "draft of round 1", "generate the round again"),
    ),
    Case(
        "two stations seating the same round at once, the other publishing it",
        round_published_meanwhile,
        "round_published_meanwhile",
        ErrorCode.CONFLICT,
        ("altra postazione (sala)", "pubblicato il turno 1", "turno in gioco"),
        ("nother station (sala)", "published round 1", "round in play"),
    ),
    # -- undo (services.audit.undo_last)
    Case(
        "undo, unasked, of another station's change",
        undo_of_another_station,
        "undo_other_station",
        ErrorCode.CONFLICT,
        ("della postazione sala", "non di questa", "Registro"),
        ("by station sala", "not this one", "Log page"),
    ),
    Case(
        "undo of a change no longer the latest",
        undo_overtaken,
        "undo_overtaken",
        ErrorCode.CONFLICT,
        ("annullato nulla", "la postazione sala", "il registro e, se serve, annulla"),
        ("was undone", "station sala", "the log and undo again"),
    ),
    Case(
        "undo of a change whose data changed outside the log",
        undo_data_changed,
        "undo_data_changed",
        ErrorCode.CONFLICT,
        ("annullato nulla", "senza passare dal registro", "a mano quello che serve"),
        ("was undone", "without going through the log", "by hand"),
    ),
    # -- a tournament marked finished (services.tournaments.refuse_if_finished)
    Case(
        "a result entered in a finished tournament",
        finished_result,
        "tournament_finished",
        ErrorCode.TOURNAMENT_FINISHED,
        # The window's sentence: its own way to reopen (the command line's: see
        # test_finished_tournament).
        ("Torneo concluso", "Tornei ▸ Riapri", "salvato nulla"),
        ("Tournament finished", "Reopen", "Nothing was saved"),
    ),
    # -- a table's phone entering where its entry is over: why, each in its own words
    Case(
        "a phone at a table whose two pairs disagreed",
        lambda s: _phone_again(s, "conflict"),
        "phone_entry_conflict",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1 del turno 1", "le due coppie hanno inserito totali diversi", "salvato nulla"),
        ("Table 1 of round 1", "the two pairs entered different totals", "Nothing was saved"),
    ),
    Case(
        "a phone at a table whose totals were unlikely",
        lambda s: _phone_again(s, "unlikely"),
        "phone_entry_unlikely",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1", "improbabili", "li controlla il direttore"),
        ("Table 1", "unlikely", "the director checks them"),
    ),
    Case(
        "a phone at a table whose totals came after the round",
        lambda s: _phone_again(s, "late"),
        "phone_entry_late",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1 del turno 1", "a turno finito", "salvato nulla"),
        ("Table 1 of round 1", "after the round", "Nothing was saved"),
    ),
    Case(
        "a phone at a table the director closed",
        lambda s: _phone_again(s, "closed"),
        "phone_entry_closed",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1", "il direttore ne ha chiuso l'inserimento"),
        ("Table 1", "the director closed its entry"),
    ),
    Case(
        "a phone at a table whose result is in",
        lambda s: _phone_again(s, "result"),
        "phone_entry_result_in",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1", "risultato è già registrato"),
        ("Table 1", "its result is in"),
    ),
    Case(
        "a phone at a table whose round is a draft again",
        lambda s: _phone_again(s, "draft"),
        "phone_entry_draft",
        ErrorCode.TABLE_ENTRY_CLOSED,
        ("Il tavolo 1", "non è più pubblicato"),
        ("Table 1", "no longer published"),
    ),
    # -- the database's automatic copies
    Case(
        "an automatic copy opened to be changed",
        _copy_opened,
        "database_is_a_copy",
        STATE,
        ("è una delle copie automatiche", "Copie di sicurezza", "sola visualizzazione"),
        ("is one of the automatic copies", "Copies of the database", "display only"),
    ),
]


def _finalist(final: tuple[TournamentId, int, tuple[int, ...]]) -> tuple[TournamentId, int]:
    """A published final's tournament and its first player."""
    tournament, _round, players = final
    return tournament, players[0]


def _withdrawn_then_proposed(services: Services, tournament: TournamentId, number: int) -> None:
    """The Registration page's way: the entry withdrawn first, then its place proposed."""
    services.entries.withdraw(tournament, number)
    proposed_replacement(services, tournament, number)
