"""Refusals that give their real reason: Ragman (issue 14, a JLD trial: "you have no card to Seal
this turn" was said both when no Hero or Equipment had been played and when the Line-Up held
nothing cheap enough)."""

from __future__ import annotations

from conftest import do, make_game

from rules.engine.commands import Rejected
from rules.engine.game import check
from rules.engine.textcmd import parse


def _ragman(line_up: list[str]):
    return make_game(game="jld", player=[{"characters": ["Ragman"], "hand": ["Frankenstein", "Punch"]},
                                         {"hand": ["Punch"]}], table={"line_up": line_up})


def _why(state) -> str:
    r = check(state, parse(state, "use Ragman"))
    assert isinstance(r, Rejected)
    return r.reason


def test_nothing_played_yet_is_the_reason_given():
    s = _ragman(["Hex", "Abnegazar", "Orb of Ra", "Blue Devil", "Kent Nelson"])
    assert _why(s) == ("Ragman: you have played no Hero or Equipment this turn; "
                       "it Seals a card cheaper than one you played.")


def test_a_line_up_with_nothing_cheaper_is_the_reason_given():
    s = _ragman(["Abnegazar", "Orb of Ra", "Kent Nelson", "Nanda Parbat", "Hecate"])
    do(s, "play Frankenstein")  # a 5-cost Hero: nothing in this Line-Up costs less
    if s.pending is not None:  # its own offer to destroy a card: declined
        do(s, "choose none")
    assert _why(s) == ("Ragman: nothing in the Line-Up costs less than 5, the cost of the costliest "
                       "Hero or Equipment you played this turn.")


def test_use_names_the_super_hero_never_the_line_up_hero_of_the_same_name(tmp_path):
    """Found in a Metal trial: "use plastic man" was told "For Plastic Man, type: buy Plastic
    Man. Plastic Man has nothing to use…": the Line-Up Hero card was taken for the Super Hero.
    ``use`` means the Super Hero, and the refusal says which card it is."""
    from hotseat.client import GameClient

    path = tmp_path / "plastic.toml"
    path.write_text('game = "metal"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\ncharacters = ["Plastic Man"]\n'
                    '[table]\nline_up = ["Plastic Man", "Steel", "Deathstroke", "Search the Depths", "Hypertime"]\n',
                    encoding="utf-8")
    client = GameClient.from_scenario(path)
    events, why = client.attempt("use plastic man")
    assert not events and why is not None
    assert "buy" not in why and why.startswith("Plastic Man (Super Hero) has nothing to use"), why
