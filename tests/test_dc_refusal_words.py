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


def test_a_line_up_hero_named_like_a_super_hero_is_called_a_hero_card_in_the_log(tmp_path):
    """Found in a Metal trial: log lines named the Line-Up Hero Plastic Man like the Super Hero
    Plastic Man. Played, it is "Plastic Man (Hero card)"; a card with no namesake is plain."""
    from hotseat.client import GameClient

    path = tmp_path / "plastic.toml"
    path.write_text('game = "metal"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\ncharacters = ["Batman"]\nhand = ["Plastic Man", "Punch"]\n', encoding="utf-8")
    client = GameClient.from_scenario(path)
    texts = [e.text for e in client.do("play Punch")] + [e.text for e in client.do("play Plastic Man")]
    assert "Ann plays Plastic Man (Hero card)." in texts and "Ann plays Punch." in texts, texts


def test_a_hero_card_named_like_a_super_hero_is_called_a_hero_card_when_bought(tmp_path):
    """Issue 14: "(Hero card)" was said only when the card was played; the line of its buy
    read "Ann buys Plastic Man." like the Super Hero."""
    from hotseat.client import GameClient

    path = tmp_path / "plastic_buy.toml"
    path.write_text('game = "metal"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\ncharacters = ["Batman"]\nhand = ["Punch", "Punch", "Punch", "Punch", "Punch"]\n'
                    '[table]\nline_up = ["Plastic Man", "Steel", "Deathstroke", "Search the Depths", "Hypertime"]\n',
                    encoding="utf-8")
    client = GameClient.from_scenario(path)
    for _ in range(5):
        client.do("play Punch")
    texts = [e.text for e in client.do("buy Plastic Man")]
    assert "Ann buys Plastic Man (Hero card)." in texts, texts
