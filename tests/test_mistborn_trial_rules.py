"""Issue 14, a new-user trial of Mistborn competitive (3 players): the rules-side findings, each
as the player met it."""

from __future__ import annotations

import pytest

from hotseat.scenario import Scenario, build
from rules.api import rules_for
from rules.engine.game import apply, playable_cards
from rules.engine.textcmd import CommandError, parse


def three(*players: dict, **table):
    """A competitive game of Ann, Ben and Cat (Cat, the last, holds the target), Ann first;
    each player's set-up from ``players``."""
    chars = ({"characters": ["Vin"]}, {"characters": ["Kelsier"]}, {"characters": ["Marsh"]})
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Ann", "Ben", "Cat"], "res": {},
        "player": [{**c, **p} for c, p in zip(chars, players + ({},) * (3 - len(players)))], "table": table}),
        "test")


def refusal(state, text: str) -> str:
    with pytest.raises(CommandError) as err:
        parse(state, text)
    return str(err.value)


def test_attack_names_each_target_once_in_the_players_words():
    # trial: "Name a target: Noble, Player 1, Vin" named Player 1 twice, as the player and as Vin
    s = three({"combat": 5}, {"allies": ["Noble"]})
    assert s.res["target"] == 2
    said = refusal(s, "attack")
    assert said == "Name a target: Cat (Marsh), Noble (Ben's Ally).", said
    assert "Ben (Kelsier)" in refusal(s, "attack nobody")  # every target, once: Ben is named by his Ally
    assert parse(s, "attack marsh") == parse(s, "attack Cat")  # a player is still named by their Character


@pytest.mark.parametrize("verb", ["burn", "flare"])
def test_burn_or_flare_without_a_card_goes_on_the_one_card_waiting_for_that_metal(verb):
    # trial: with Pewter Training played, `burn pewter` went on no card, the card unpowered
    s = three({"hand": ["Pewter Training", "Strike", "Funding"]})
    apply(s, parse(s, "play Pewter Training"))
    training = s.players[0].zones["played"][0]
    cmd = parse(s, f"{verb} pewter")
    assert cmd.card == training
    assert parse(s, f"{verb} pewter for no effect").card is None  # still possible, said so
    apply(s, parse(s, "play Strike"))
    said = refusal(s, f"{verb} pewter")  # two cards wait: which one
    assert "Pewter Training" in said and "Strike" in said and f"{verb} pewter on CARD" in said, said


def test_the_attack_question_counts_the_playable_cards_left_as_the_end_of_the_turn_does():
    # trial: E's question said "2 playable cards"; the attack question, which ends the playing
    # as well, said nothing of them (one meaning of a playable card: the kernel's)
    s = three({"combat": 3, "hand": ["Funding", "Strike"]})
    assert len(playable_cards(s)) == 2
    asked = rules_for("mistborn").ask_before(s, parse(s, "attack Cat"))
    assert asked is not None and "Left unused: 2 playable cards" in asked, asked
    apply(s, parse(s, "play Funding"))
    asked = rules_for("mistborn").ask_before(s, parse(s, "attack Cat"))
    assert asked is not None and "1 playable card" in asked and "cards" not in asked.split("Left unused:")[1], asked
    apply(s, parse(s, "play Strike"))
    asked = rules_for("mistborn").ask_before(s, parse(s, "attack Cat"))
    assert asked is None or "playable" not in asked, asked


def test_the_readme_says_end_asks_only_about_burns_that_would_still_do_something():
    # trial: "End confirmation does not mention burns left although the README says `end` names
    # the burns left" (2 burns left that would power nothing: the turn ended with no question).
    # The behaviour is meant (a burn that does nothing is not at stake); the README says so.
    from conftest import REPO
    from rules.engine.registry import rules_for
    from rules.games.mistborn import res

    s = three({"hand": ["Funding"]})  # burns left, no card to burn on, no Ally to wake
    game = rules_for(s.game)
    assert res.burn_limit(s, 0) - s.turn.get("burns", 0) >= 1
    assert not any("burn" in line for line in game.at_stake(s, 0))
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert "which names the burns left too" not in readme
    assert "a burn that would do nothing now is not asked about" in readme


def test_soothe_offers_the_allies_in_play_too():
    # trial: Soothe (brass) never offered the Allies in play (Soldier, Obligator); the rulebook's
    # Brass: eliminate any of your cards from hand, discard pile or play
    s = three({"hand": ["Con", "Funding"], "allies": ["Soldier"]})
    soldier = s.players[0].zones["allies"][0]
    apply(s, parse(s, "play Con"))
    apply(s, parse(s, "burn brass on Con"))
    d = s.pending
    assert d is not None and soldier in [o.card for o in d.options]
    label = next(o.label for o in d.options if o.card == soldier)
    apply(s, parse(s, f"choose {label}"))
    assert soldier not in s.players[0].zones["allies"] and soldier in s.table["eliminated"]
