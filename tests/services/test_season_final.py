"""The season's grand final: a new tournament entering the top N of the season ranking."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.builders.seasons import SEASON, club_afternoon, one_afternoon, two_afternoons
from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    Scala40Settings,
    ServiceError,
    TournamentDraft,
)
from tournament_app.services.log.words import change_text, place_text
from tournament_app.services.messages import describe
from tournament_app.services.season.final import final_invited, start_final

FINAL = TournamentDraft(
    Game.SCALA40, "Finale di stagione", date="2026-07-04", settings=Scala40Settings()
)

# The season's afternoon, played once per process and backend and copied for each test.
STATES = {
    "afternoon": with_services(one_afternoon),
    "clubs": with_services(club_afternoon),
    "tie_at_third": with_services(two_afternoons),
}
start, database_url = snapshot_fixtures(STATES)
afternoon = state_value("afternoon")
clubs = state_value("clubs")
tie_at_third = state_value("tie_at_third")


def test_the_top_n_are_entered_in_the_rankings_order(services, afternoon) -> None:
    """The whole top 4: the season's leader is entry 1, the tied three follow; the log says
    they came from the season ranking."""
    winner, seconds = afternoon
    final = start_final(services, FINAL, SEASON, 4)
    entries = services.entries.names(final.tournament.id)
    assert entries[1] == winner
    assert sorted(entries[n] for n in (2, 3, 4)) == sorted(seconds)
    assert final.tournament.name == "Finale di stagione"
    logged = services.audit.list(final.tournament.id)[0]
    assert logged.action == "entry.season_final"
    italian = change_text(logged, "it")
    assert "i primi 4 della classifica stagionale" in italian and f"{winner} (1)" in italian
    assert "the top 4 of the season ranking" in change_text(logged, "en")


def test_a_tie_at_the_cut_is_refused_naming_the_tied(services, afternoon) -> None:
    """Inviting 2 when three share 2nd place: the three named, 1 or 4 offered, nothing made."""
    _, seconds = afternoon
    before = services.tournaments.list()
    with pytest.raises(ServiceError) as refused:
        start_final(services, FINAL, SEASON, 2)
    assert refused.value.params["detail"] == "season_final_tie_one"
    assert (refused.value.params["below"], refused.value.params["above"]) == (1, 4)
    sentence = describe(refused.value, "en")
    assert all(name in sentence for name in seconds)
    assert "invite the leader alone, or the top 4 (every tied player)" in sentence
    assert "invita solo il primo, oppure i primi 4" in describe(refused.value, "it")
    assert services.tournaments.list() == before
    assert len(final_invited(services, SEASON, 1)) == 1


@pytest.mark.parametrize(
    ("draft", "top", "detail"),
    [
        (FINAL, 5, "season_final_too_few"),
        (FINAL, 0, "season_final_top"),
        (
            TournamentDraft(Game.BURRACO, "Finale", settings=BurracoSettings()),
            1,
            "season_final_pairs",
        ),
    ],
)
def test_a_final_the_season_cannot_fill_is_refused(services, afternoon, draft, top, detail) -> None:
    """More than the season ranks, none at all, or pairs from a ranking of players: refused
    with its reason, and no tournament is left behind."""
    before = services.tournaments.list()
    with pytest.raises(ServiceError) as refused:
        start_final(services, draft, replace(SEASON, game=draft.game), top)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == detail
    assert "{" not in describe(refused.value, "it")
    assert services.tournaments.list() == before


def test_a_final_of_a_season_nobody_played_says_to_look_at_the_season(services, afternoon) -> None:
    """The season's dates miss the one afternoon played (1 March 2026): nobody is ranked, so
    the refusal points at the season (its dates, game, club) instead of a number to invite,
    and no tournament is left behind."""
    before = services.tournaments.list()
    empty = replace(SEASON, date_from="2026-09-01", date_to="2027-08-31")
    with pytest.raises(ServiceError) as refused:
        start_final(services, FINAL, empty, 4)
    assert refused.value.params["detail"] == "season_final_nobody_ranked"
    english, italian = describe(refused.value, "en"), describe(refused.value, "it")
    assert "no player has a result in the season's tournaments" in english
    assert "check the season's dates and game" in english and "at most" not in english
    assert "nessun giocatore ha un risultato nei tornei della stagione" in italian
    assert "controlla le date e il gioco" in italian and "al massimo" not in italian
    assert services.tournaments.list() == before


def test_an_individual_burraco_final_of_a_burraco_season(services, afternoon) -> None:
    """A burraco season's final played individually takes its players one by one... but only
    of the same game: a scala 40 season cannot fill a burraco final."""
    draft = TournamentDraft(Game.BURRACO, "Finale", settings=BurracoSettings(individual=True))
    with pytest.raises(ServiceError) as refused:
        start_final(services, draft, SEASON, 1)
    assert refused.value.params["detail"] == "season_final_other_game"


def test_a_replacement_among_level_players_is_drawn_and_entered_by_hand(
    services, afternoon
) -> None:
    """The one invitee withdraws and the next three share 2nd place: no recorded draw can
    separate players who are not entries, so the sentence says to draw lots, withdraw the
    invitee and enter the one drawn by hand; nothing changes."""
    from tournament_app.services.stage_replacements import replace_qualifier

    winner, seconds = afternoon
    final = start_final(services, FINAL, SEASON, 1).tournament.id
    with pytest.raises(ServiceError) as refused:
        replace_qualifier(services, final, 1)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    first, second, third = refused.value.params["tied"]
    assert sorted((first, second, third)) == sorted(seconds)
    assert describe(refused.value, "it") == (
        f"Per il posto di {winner} i prossimi della classifica stagionale sono a pari merito"
        f" ({first}, {second} e {third}), e la classifica non dice chi entra: sorteggiali,"
        f" poi ritira {winner} («Ritira / riammetti» nella pagina Registrazione) e iscrivi a"
        " mano chi è stato sorteggiato. Non è cambiato nulla."
    )
    assert describe(refused.value, "en", face="cli") == (
        f"For {winner}'s place the next in the season ranking are level ({first}, {second}"
        f" and {third}), and the"
        f" ranking does not say who comes in: draw lots among them, then withdraw {winner}"
        f" (torneo entry withdraw -t {final} 1) and enter the one drawn by hand."
        " Nothing changed."
    )
    assert not services.entries.get(final, 1).withdrawn
    assert len(services.entries.list(final)) == 1


# -- a count agrees with its noun: one player, two players --------------------------------------
STELLA, AURORA = replace(SEASON, club="Stella"), replace(SEASON, club="Aurora")


def test_too_few_ranked_for_the_final_says_one_player_or_two(services, clubs) -> None:
    """A final of 3 from a club ranking one player, then two: "un solo giocatore" and
    "invita solo quello", not "1 giocatori" and "al massimo 1"; two are "2 giocatori"."""
    said = {}
    for club, season in (("Stella", STELLA), ("Aurora", AURORA)):
        with pytest.raises(ServiceError) as refused:
            start_final(services, FINAL, season, 3)
        said[club] = {language: describe(refused.value, language) for language in ("it", "en")}
    assert (
        "la classifica della stagione ha un solo giocatore, meno dei 3 da invitare alla finale:"
        " invita solo quello" in said["Stella"]["it"]
    )
    assert (
        "the season ranking has only 1 player, fewer than the 3 to invite to the final: invite"
        " that one alone" in said["Stella"]["en"]
    )
    assert (
        "la classifica della stagione ha 2 giocatori, meno dei 3 da invitare alla finale:"
        " invitane al massimo 2" in said["Aurora"]["it"]
    )
    assert (
        "the season ranking has 2 players, fewer than the 3 to invite to the final: invite 2 at"
        " most" in said["Aurora"]["en"]
    )


def test_the_log_of_a_final_of_one_names_the_leader_and_one_entry(services, clubs) -> None:
    """The change log of a final inviting one player says "il primo della classifica" and
    the entry it made; of two, "i primi 2" and "2 iscrizioni"."""
    one = start_final(services, FINAL, STELLA, 1)
    two = start_final(services, replace(FINAL, name="Finale Aurora"), AURORA, 2)
    (stella,) = one.invited
    logged_one = services.audit.list(one.tournament.id)[0]
    logged_two = services.audit.list(two.tournament.id)[0]
    assert change_text(logged_one, "it").endswith(
        f"il primo della classifica stagionale: {stella.name} (1)"
    )
    assert change_text(logged_one, "en").endswith(
        f"the leader of the season ranking: {stella.name} (1)"
    )
    assert "i primi 2 della classifica stagionale: " in change_text(logged_two, "it")
    assert "the top 2 of the season ranking: " in change_text(logged_two, "en")
    assert (place_text(logged_one, "it"), place_text(logged_one, "en")) == (
        "iscrizione 1",
        "entry 1",
    )
    assert (place_text(logged_two, "it"), place_text(logged_two, "en")) == (
        "2 iscrizioni",
        "2 entries",
    )


def test_a_tie_below_the_top_two_offers_the_top_two(services, tie_at_third) -> None:
    """Two winners share 1st place and six players 3rd: inviting 3 offers the top 2 (the
    plural beside the leader alone of a tie at 2nd place) or all eight."""
    with pytest.raises(ServiceError) as refused:
        final_invited(services, SEASON, 3)
    assert refused.value.params["detail"] == "season_final_tie"
    assert "invita i primi 2, oppure i primi 8" in describe(refused.value, "it")
    assert "invite the top 2, or the top 8 (every tied player)" in describe(refused.value, "en")
