"""A command word typed alone (issue 14, JLD trial): with exactly one target it takes that one,
as a key does; with several it lists them (rules/engine/textcmd.py ``resolve``)."""

from __future__ import annotations

import pytest

from rules.engine.commands import Choose
from rules.engine.textcmd import CommandError, parse
from rules.families.dc.commands import Play, Use

from conftest import do, make_game


def test_use_alone_uses_the_only_card_with_an_ability():
    """Found in the trial: ``use`` answered "Name a card with an ability: Madame Xanadu."
    when she was the only one."""
    st = make_game(game="jld", player=[{"characters": ["Madame Xanadu"], "hand": []}, {"characters": ["Ragman"]}])
    xanadu = st.players[0].zones["characters"][0]
    assert parse(st, "use") == Use(card=xanadu)


def test_a_word_alone_with_several_targets_lists_them():
    st = make_game(player=[{"hand": ["Punch", "Steel"]}, {}])
    with pytest.raises(CommandError, match="Name a card in your hand: Punch, Steel"):
        parse(st, "play")
    st = make_game(player=[{"hand": ["Steel"]}, {}])
    assert parse(st, "play") == Play(card=st.players[0].zones["hand"][0])


def test_choose_alone_takes_the_only_option():
    st = make_game(game="jld", player=[{"hand": ["Mystic Ritual", "Punch"], "discard": []}, {}])
    do(st, "play Mystic Ritual")
    (only,) = st.pending.options
    assert parse(st, "choose") == Choose(options=[only.id])
