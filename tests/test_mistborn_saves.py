"""Mistborn saves written by earlier versions keep loading (new-user trial: an old save with
"attack Koloss", two Koloss in play, stopped as ambiguous on resume)."""

from __future__ import annotations

import pytest

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import bot_seed
from rules.api import apply, default_catalog, legal_commands, new_game, parse, to_text, view
from rules.engine.textcmd import CommandError
from rules.games.mistborn.commands import Attack, adversaries, coop_targets


def _two_of_a_name():
    """A co-op bot game played up to a move where two Adversaries in play share a name and the
    first of them in the attack list may be attacked: (seed, its commands, that Adversary)."""
    for seed in range(1, 8):
        st = new_game("mistborn", ["Ann", "Ben"], seed, options={"variant": "coop"})
        bots = [make_bot("heuristic", bot_seed(seed, s)) for s in range(2)]
        texts: list[str] = []
        while not st.game_over and len(texts) < 2000:
            legal = legal_commands(st)
            names = [st.name(u) for u in adversaries(st)]
            for name in {n for n in names if names.count(n) > 1} if st.pending is None else ():
                first = next(k for _, k in coop_targets(st) if k[0] == "c" and st.name(int(k[1:])) == name)
                if Attack(target=first) in legal:
                    return seed, texts, int(first[1:])
            b = bots[st.decider]
            cmd = b.choose(view(st, st.decider, log=False, keys=b.reads(legal)), legal)
            texts.append(to_text(st, cmd))
            apply(st, cmd)
    pytest.skip("no bot game reached two Adversaries of one name")


def test_an_old_saves_attack_on_one_of_two_adversaries_of_a_name_replays_as_it_was_played():
    seed, texts, first = _two_of_a_name()
    st = new_game("mistborn", ["Ann", "Ben"], seed, options={"variant": "coop"})
    for text in texts:
        apply(st, parse(st, text))
    name = st.name(first)
    # typed now, the bare name is ambiguous (1599530), and a save written now names the holder
    with pytest.raises(CommandError, match="ambiguous"):
        parse(st, f"attack {name}")
    now = to_text(st, Attack(target=f"c{first}"))
    assert now.startswith(f"attack {st.players[st.where[first][0]].name}'s {name}"), now
    assert parse(st, now) == Attack(target=f"c{first}")
    # a save written before: "attack Koloss", which took the first Koloss of the attack list
    old = Save(format=FORMAT, game="mistborn", cards_digest=default_catalog().digest, seed=seed,
               players=[Seat(name="Ann"), Seat(name="Ben")], options={"variant": "coop"},
               commands=[*texts, f"attack {name}"])
    apply(st, Attack(target=f"c{first}"))
    assert replay(old, where="old.json").fingerprint() == st.fingerprint()
    assert old.commands[-1] == now  # kept in today's words: the next autosave writes it so
