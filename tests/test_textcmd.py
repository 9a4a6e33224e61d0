"""Commands as text (DESIGN §5): case-insensitive names, unique prefixes, ambiguity listing the
matches, ``#uid`` for one copy, ``choose`` with several options, and a round trip
text → command → text for every legal command of real games."""

from __future__ import annotations

import copy

import pytest

from hotseat.bots import RandomBot
from rules.engine.commands import Choose, End
from rules.families.dc.commands import Buy, Defeat, Play
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.textcmd import CommandError, parse, to_text

from conftest import card, do, make_game


@pytest.fixture
def s():
    return make_game(player=[{"hand": ["Punch", "Power Channeling", "Phoenix Cannon", "Steel"]}, {}],
                     table={"line_up": ["War Cry", "Steel", "Escape", "Starro", "Wonder Woman"]})


def hand_uid(s, name):
    return next(u for u in s.players[0].zones["hand"] if s.name(u) == name)


def test_names_match_case_insensitively(s):
    assert parse(s, "PLAY sTeEl") == Play(card=hand_uid(s, "Steel"))
    assert parse(s, "buy war cry") == Buy(card=s.table["line_up"][0])


def test_a_unique_prefix_is_enough(s):
    assert parse(s, "play pun") == Play(card=hand_uid(s, "Punch"))
    assert parse(s, "play power") == Play(card=hand_uid(s, "Power Channeling"))


def test_an_ambiguous_prefix_lists_the_matches(s):
    with pytest.raises(CommandError) as info:
        parse(s, "play p")
    assert str(info.value) == "'p' is ambiguous: Phoenix Cannon, Power Channeling, Punch."
    with pytest.raises(CommandError, match="ambiguous: Starro, Steel"):
        parse(s, "buy st")


def test_names_holding_a_comma_are_listed_apart():
    """Found in a trial: "Moonblade, New Moon, Moonblade, Full Moon" read as four cards."""
    s = make_game(game="jld", player=[{"hand": ["Moonblade, New Moon", "Moonblade, Full Moon"]}, {}])
    with pytest.raises(CommandError) as info:
        parse(s, "play moonblade")
    assert str(info.value) == "'moonblade' is ambiguous: Moonblade, Full Moon; Moonblade, New Moon."


def test_an_exact_name_wins_over_a_longer_one():
    s = make_game(player=[{"hand": ["Superman", "Punch"]}, {}])
    assert s.name(parse(s, "play superman").card) == "Superman"


def test_unknown_name_lists_what_may_be_named(s):
    with pytest.raises(CommandError, match=r"No card in your hand is named 'zzz' \(Phoenix Cannon, Power Channeling, "
                                           r"Punch, Steel\)"):
        parse(s, "play zzz")


def test_missing_name_and_unknown_verb(s):
    with pytest.raises(CommandError, match="Name a card in your hand: Phoenix Cannon"):
        parse(s, "play")
    with pytest.raises(CommandError, match="Unknown command 'jump'"):
        parse(s, "jump Punch")
    with pytest.raises(CommandError, match="'end' takes no name"):
        parse(s, "end now")
    # a mistyped word is given the closest one (a JLD trial: "ned" had no suggestion)
    with pytest.raises(CommandError, match=r"Unknown command 'ned' \(did you mean end\?\)"):
        parse(s, "ned")
    with pytest.raises(CommandError, match="no decision"):
        parse(s, "choose Punch")
    assert parse(s, "end") == End() and parse(s, "  DEFEAT ") == Defeat()


def test_hash_uid_names_one_copy(s):
    u = hand_uid(s, "Punch")
    assert parse(s, f"play #{u}") == Play(card=u)
    assert parse(s, f"play Punch #{u}") == Play(card=u)
    with pytest.raises(CommandError, match=f"#{u} is Punch, not 'Steel'"):
        parse(s, f"play Steel #{u}")
    with pytest.raises(CommandError, match="#99999 does not name any card in your hand"):
        parse(s, "play #99999")


def test_choose_several_options_separated_by_commas():
    z = card("Zap", [{"op": "discard", "amount": 2}])
    s = make_game(player=[{"hand": ["Zap", "Punch", "Vulnerability", "Steel"]}, {}], cards=[z])
    do(s, "play Zap")
    cmd = parse(s, "choose punch, VULN")
    assert sorted(s.name(int(o[1:])) for o in cmd.options) == ["Punch", "Vulnerability"]
    assert to_text(s, cmd) == "choose Punch, Vulnerability"
    with pytest.raises(CommandError, match="No option is named 'Escape'"):
        parse(s, "choose Escape")


def test_choose_none_and_pass():
    s = make_game(player=[{"hand": ["Carter Hall"]}, {"hand": ["Escape"]}])
    do(s, "play Carter Hall")
    assert parse(s, "pass") == Choose(options=[])
    assert to_text(s, Choose(options=[])) == "pass"
    assert to_text(s, parse(s, "defend esc")) == "defend Escape"


def test_two_copies_of_the_same_option_need_no_uid():
    z = card("Zap", [{"op": "discard", "amount": 2}])
    s = make_game(player=[{"hand": ["Zap", "Punch", "Punch", "Steel"]}, {}], cards=[z])
    do(s, "play Zap")
    cmd = parse(s, "choose Punch, Punch")
    assert len(set(cmd.options)) == 2
    assert to_text(s, cmd) == "choose Punch, Punch"


@pytest.mark.parametrize("seed", [11, 12])
def test_round_trip_of_every_legal_command(seed):
    s = new_game("metal", ["Ann", "Ben", "Cy"], seed, options={"auto_pick": True})
    bot = RandomBot(seed)
    for _ in range(150):
        if s.game_over:
            break
        legal = legal_commands(s)
        for cmd in legal:
            text = to_text(s, cmd)
            back = parse(s, text)
            if isinstance(cmd, Choose):
                # the same cards chosen (a copy of an identical card may stand for another)
                labels = sorted(o.label for o in s.pending.options if o.id in cmd.options)
                assert sorted(o.label for o in s.pending.options if o.id in back.options) == labels, text
            else:
                assert back.kind == cmd.kind and (not hasattr(cmd, "card") or s.name(back.card) == s.name(cmd.card)), text
            if not isinstance(cmd, Choose):
                assert back == cmd or s.name(back.card) == s.name(cmd.card)
        cmd = bot.choose(view(s, s.decider), legal)
        text = to_text(s, cmd)
        trial = copy.deepcopy(s)
        apply(trial, parse(trial, text))
        apply(s, cmd)
        assert trial.fingerprint() == s.fingerprint(), text
