"""Refusals about the tournament as it stands (a table still playing, a stage not over, the
tournament's format), not about a value typed: each is STATE_REFUSED and reads, in full, what
stands in the way, what to do instead and that nothing changed; never "Dato non valido ...
Correggilo e riprova", since typing the same again would not help. The others of the kind are
read in full where their feature is tested: a draft seating absent entries
(test_rounds_after_changes.py), the standings after a round not played
(tests/cli/test_cli_plain_words.py), a team event's (test_teams_service.py,
tests/ui/test_teams_window.py), a stage still playing (test_stage_replacements.py), a walk-out
at a table of three (test_three_pairs_forfeit.py), a FIBUR VP table deleted
(test_vp_table_delete.py, tests/cli/test_cli_vp_table_delete.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

from scoring.standings import TieBreak
from tests.builders.seasons import SEASON, one_afternoon
from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.services.refusal_setups import (
    correction_breaking_a_later_hand,
    everyone_goes_on,
    level_after_the_cut,
    published,
)
from tests.services.test_scala40_table_ties import (
    _on_a_pairs_table,
    _on_a_played_table,
    _with_no_tie,
    five_out_together,
    take_back,
)
from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, Services, exports
from tournament_app.services.messages import describe
from tournament_app.services.season.final import invite_to_final
from tournament_app.services.stage_replacements import replace_qualifier

NO_DRAW = BurracoSettings(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED))


class Refusal(NamedTuple):
    """How the refusal is met (the services, a folder to write in) and what each language
    reads, in the window's words."""

    name: str
    attempt: Callable[[Services, Path], object]
    italian: str
    english: str


REFUSALS = [
    Refusal(
        "a tie order at a table still playing",
        lambda s, _: _on_a_played_table(s, five_out_together(s)),
        "Il tavolo 1 è ancora in gioco: chi è a pari merito si sa quando è finito, quindi dai il"
        " loro ordine dopo l'ultima smazzata o allo scadere del tempo. Non è cambiato nulla.",
        "Table 1 is still being played: who is tied is known once it is over, so give their"
        " order after the last hand or when time is called. Nothing changed.",
    ),
    Refusal(
        "a tie order at a table with no tie",
        lambda s, _: _with_no_tie(s, five_out_together(s)),
        "Al tavolo 1 nessuno è a pari merito: ogni giocatore ha il suo posto, quindi non c'è un"
        " ordine da dare. Non è cambiato nulla.",
        "Nobody is tied at table 1: each player has a place of their own, so there is no order"
        " to give. Nothing changed.",
    ),
    Refusal(
        "a tie order taken back where none was given",
        lambda s, _: take_back(s, five_out_together(s)),
        "Per un pari merito al tavolo 1 non è stato dato nessun ordine, quindi non c'è nulla da"
        " annullare. Non è cambiato nulla.",
        "No order was given for a tie at table 1, so there is nothing to take back. Nothing"
        " changed.",
    ),
    Refusal(
        "a tie order at a pairs table",
        lambda s, _: _on_a_pairs_table(s, five_out_together(s)),
        "A un tavolo a coppie non c'è un pari merito tra giocatori da spareggiare: un incontro"
        " pari allo scadere del tempo segue la regola del pareggio del torneo. Non è cambiato"
        " nulla.",
        "A pairs table has no tie between players to break: a match level when time is called"
        " follows the tournament's draw rule. Nothing changed.",
    ),
    Refusal(
        "a final into a tournament with entries",
        lambda s, _: (one_afternoon(s), invite_to_final(s, scala40_tournament(s, 2), SEASON, 1)),
        "Il torneo «Scala 40 della domenica» ha già delle iscrizioni (2), e la finale si riempie"
        " dalla classifica solo in un torneo appena creato, senza iscrizioni: crea un torneo"
        " nuovo per la finale e invita lì i giocatori. Non è cambiato nulla.",
        "The tournament “Scala 40 della domenica” already has entries (2), and the final is"
        " filled from the ranking only in a tournament just created, without entries: create a"
        " new tournament for the final and invite the players there. Nothing changed.",
    ),
    Refusal(
        "a qualifier replaced when everyone goes on",
        lambda s, _: replace_qualifier(s, *everyone_goes_on(s)),
        "Nessuno in classifica resta per prendere il posto di Verdi4 Luca (chi segue è già"
        " dentro o si è ritirato): ritirato Verdi4 Luca, il posto resta vuoto. Non è cambiato"
        " nulla.",
        "Nobody is left in the ranking to take Verdi4 Luca's place (everyone after is in already"
        " or has withdrawn): once Verdi4 Luca is withdrawn, the place stays empty. Nothing"
        " changed.",
    ),
    Refusal(
        "a player replaced before any stage is played",
        lambda s, _: replace_qualifier(s, scala40_tournament(s, 4), 1),
        "Verdi1 Luca non ha un posto da lasciare nella fase successiva: si sostituisce solo chi"
        " passa il turno in un'eliminazione di scala 40, prima che la fase dopo sia pubblicata."
        " Per togliere Verdi1 Luca dal torneo basta il ritiro, senza sostituto. Non è cambiato"
        " nulla.",
        "Verdi1 Luca has no place in the next stage to leave: only a player going on in a scala"
        " 40 elimination is replaced, before the next stage is published. To take Verdi1 Luca"
        " out of the tournament, a withdrawal without a replacement is enough. Nothing changed.",
    ),
    Refusal(
        "a qualifier replaced when the next two are level",
        lambda s, _: replace_qualifier(s, *level_after_the_cut(s)),
        "Per il posto di Verdi24 Luca i prossimi in classifica sono a pari merito (Verdi15 Luca"
        " e Verdi28 Luca), e la classifica non dice chi entra: spareggiali (con un sorteggio,"
        " o l'ordine del pari merito al loro tavolo), poi sostituisci di nuovo il giocatore."
        " Non è cambiato nulla.",
        "For Verdi24 Luca's place the next in the ranking are level (Verdi15 Luca and Verdi28"
        " Luca), and the ranking does not say who comes in: break their tie (a draw of lots,"
        " or the tie order at their table), then replace the player again. Nothing changed.",
    ),
    Refusal(
        "the groups' calendar of a tournament not all'italiana",
        lambda s, _: s.rounds.italiana_schedule(scala40_tournament(s, 8)),
        "Il calendario dei gironi c'è solo per la scala 40 a punti piazzamento all'italiana, e"
        " questo torneo non si gioca così: per averlo scegli la disposizione all'italiana nelle"
        " impostazioni del torneo. Non è cambiato nulla.",
        "A calendar of the groups exists only for scala 40 placement points played"
        " all'italiana, and this tournament is not played so: to have one, choose the"
        " all'italiana seating in the tournament settings. Nothing changed.",
    ),
    Refusal(
        "movement cards of a scala 40 tournament",
        lambda s, folder: exports.movement_cards_pdf(s, scala40_tournament(s, 8), folder / "m.pdf"),
        "Non c'è un movimento fisso da stampare: i cartellini di movimento sono per le fasi"
        " Mitchell a coppie, una volta pubblicato il primo turno della fase, e per l'all'italiana"
        " (gli abbinamenti del Danese dipendono dalla classifica e non si conoscono prima)."
        " Stampa invece l'abbinamento di ogni turno quando è pubblicato. Non è cambiato nulla.",
        "There is no fixed movement to print: movement cards are for a pairs tournament's"
        " Mitchell phase, once the phase's first round is published, and for a round robin"
        " (Danish rounds are seated by the standings, not known beforehand). Print each round's"
        " seating once it is published instead. Nothing changed.",
    ),
    Refusal(
        "standings per category where no entry has one",
        lambda s, folder: exports.standings_pdf(s, published(s), folder / "c.pdf", per="category"),
        "Nessuna iscrizione ha una categoria: stampa la classifica assoluta, oppure assegna una"
        " categoria alle iscrizioni nell'elenco degli iscritti. Non è cambiato nulla.",
        "No entry has a category: print the overall standings, or give the entries a category"
        " in the entry list. Nothing changed.",
    ),
    Refusal(
        "lots drawn where the draw is no tie-break",
        lambda s, _: s.standings.draw_lots(burraco_tournament(s, 2, NO_DRAW), [1, 2]),
        "Il sorteggio non è tra gli spareggi di questo torneo, quindi non separerebbe nessuno:"
        " aggiungilo agli spareggi nelle impostazioni del torneo, poi sorteggia. Non è cambiato"
        " nulla.",
        "The draw is not among this tournament's tie-breaks, so it would separate nobody: add it"
        " to the tie-breaks in the tournament's settings, then draw lots. Nothing changed.",
    ),
    Refusal(
        "a correction that a later hand no longer fits",
        lambda s, _: correction_breaking_a_later_hand(s),
        "Corretta così, la smazzata 1 cambia chi resta in gioco e la smazzata 2 non torna più"
        " (vi gioca chi ora risulta eliminato, o la partita ora finisce prima, o un rientro non"
        " ha più senso): togli le smazzate dalla 2 in poi («Togli l'ultima smazzata», una volta"
        " per smazzata dall'ultima), correggi la 1 e reinserisci le altre come giocate, senza"
        " chi ora è fuori. Non è cambiato nulla.",
        "Corrected this way, hand 1 changes who is still in play and hand 2 no longer fits"
        " (someone now out plays in it, or the game now ends sooner, or a re-entry no longer"
        " applies): take back the hands from 2 on (Take back last hand, once a hand from the"
        " last), correct hand 1 and enter the others again as played, without whoever is now"
        " out. Nothing changed.",
    ),
]


@pytest.mark.parametrize("refusal", REFUSALS, ids=[refusal.name for refusal in REFUSALS])
def test_a_refusal_of_the_state_reads_what_stands_in_the_way(
    services: Services, tmp_path: Path, refusal: Refusal
) -> None:
    with pytest.raises(ServiceError) as refused:
        refusal.attempt(services, tmp_path)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == refusal.italian
    assert describe(refused.value, "en") == refusal.english


def test_scoresheets_of_a_round_without_tables(
    services: Services, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """None can be made through the services, so the reports are made to find none: the
    round is what stands in the way, and no file is written."""
    from tournament_app.services.reports import documents as reports

    tournament = published(services)
    monkeypatch.setattr(reports, "scoresheet_documents", lambda *args, **kwargs: ())
    with pytest.raises(ServiceError) as refused:
        exports.scoresheets_pdf(services, tournament, 1, tmp_path / "segnapunti.pdf")
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "Il turno 1 non ha tavoli, quindi non ci sono segnapunti da stampare: stampa quelli di"
        " un turno con i tavoli già assegnati. Non è cambiato nulla."
    )
    assert describe(refused.value, "en") == (
        "Round 1 has no tables, so there are no scoresheets to print: print those of a round"
        " whose tables are seated. Nothing changed."
    )
    assert not (tmp_path / "segnapunti.pdf").exists()


def test_the_command_line_reads_its_own_way_out(services: Services) -> None:
    """A correction a later hand no longer fits, on the command line: the command that takes
    the hands back, with the table's numbers, where the window names its button."""
    with pytest.raises(ServiceError) as refused:
        correction_breaking_a_later_hand(services)
    tournament = refused.value.params["tournament"]
    assert describe(refused.value, "it", face="cli") == (
        "Corretta così, la smazzata 1 cambia chi resta in gioco e la smazzata 2 non torna più"
        " (vi gioca chi ora risulta eliminato, o la partita ora finisce prima, o un rientro non"
        f" ha più senso): togli le smazzate dalla 2 in poi (torneo hand remove -t {tournament}"
        " -r 1 --table 1, una volta per smazzata dall'ultima), correggi la 1 e reinserisci le"
        " altre come giocate, senza chi ora è fuori. Non è cambiato nulla."
    )
