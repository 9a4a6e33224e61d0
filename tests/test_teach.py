"""What the table teaches, engine side (issue 14): every decision names the card or rule
that asks and explains its keywords; a deal says what it pays; a Transform says what it
costs and the text of the card it gives; prompts and log lines never say "card(s)" or "up to
a card"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import do, make_game

from hotseat.bots import make_bot
from rules.api import apply, games, legal_commands, new_game, rules_for, view

GAME_IDS = [r.id for r in games()]


def _bot_game(game: str, seed: int, players: int, steps: int):
    """A game of random bots: yields the state at every decision, then the finished state."""
    st = new_game(game, [f"P{i}" for i in range(players)], seed, bots=["random"] * players)
    bots = [make_bot("random", seed * 10 + i) for i in range(players)]
    for _ in range(steps):
        if st.game_over:
            break
        if st.pending is not None:
            yield st
        apply(st, bots[st.decider].choose(view(st, st.decider, log=False), legal_commands(st)))
    yield st


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_decision_names_who_asks(game):
    """Bot games of every game: each decision its owner sees names the card or rule that
    asks; others see neither who asks nor the help line. Nothing says "card(s)" or "up to a
    card"."""
    asked = 0
    for seed, players in ((3, 2), (4, 3)):
        for st in _bot_game(game, seed, players, 700):
            d = st.pending
            if d is None:
                continue
            asked += 1
            mine = view(st, d.player, log=False, keys=("pending",))["pending"]
            assert mine["asker"], f"{game}: nobody asks {d.prompt!r} ({d.purpose.verb})"
            other = view(st, (d.player + 1) % players, log=False, keys=("pending",))["pending"]
            assert other["asker"] == other["help"] == ""
            assert "up to a " not in d.prompt and "up to 1 " not in d.prompt and "(s)" not in d.prompt, d.prompt
        for e in st.events:  # the log tells answers, never the questions
            for line in (e.text, e.private or ""):
                assert "card(s)" not in line and "→" not in line and "Choose" not in line, line
    assert asked > 5


def test_a_deal_says_what_it_pays():
    st = make_game(player=[{"characters": ["Mister Terrific"]}, {"characters": ["Cyborg"]}])
    do(st, "use Mister Terrific")
    assert st.pending.prompt == "Mister Terrific: gain a Weakness for +2 Power?"
    help_line = rules_for("metal").decision_help(st, st.pending)
    assert "Weakness: " in help_line


def test_a_transform_says_what_it_costs_and_gives():
    st = make_game(game="jld", player=[{"hand": ["Billy Batson, Chosen", "Mystic Bolt"]}, {}])
    do(st, "play Billy Batson, Chosen")
    line = view(st, 0, log=False, keys=("pending",))["pending"]["help"]
    # each card's own fate: the Super Power is discarded, not Sealed (a trial read "you Seal Billy Batson,
    # Chosen (into your score pile) and a Super Power discarded from your hand" as Sealing both)
    assert line.startswith("Transform: you Seal Billy Batson, Chosen (into your score pile), discard a Super Power "
                           "from your hand (into your discard pile, not Sealed), and gain Shazam! Champion of Magic "
                           "(+3 Power. Revert: ")
    assert "Seal: " in line and "Revert: " in line  # the keywords it names are explained after it
    assert line.count("Transform: ") == 1  # what it costs is the Transform's explanation: not twice
    assert ".)" not in line  # "(+3 Power. Revert: ... discard pile)", never "pile.)" (a trial saw "(+2 Power.)")


def test_mistborn_prompts_name_their_keyword():
    """Pull, Push and Soothe questions start with their keyword, so the help line explains it."""
    rules = rules_for("mistborn")
    seen = set()
    for seed in (3, 5, 9, 14):  # random bots' games that meet all three (seed 7 stopped meeting any)
        for st in _bot_game("mistborn", seed, 2, 1500):
            d = st.pending
            if d is not None and d.prompt.split(":")[0] in ("Pull", "Push", "Soothe"):
                word = d.prompt.split(":")[0]
                help_line = rules.decision_help(st, d)
                assert help_line.startswith(f"{word}: ") or f" {word}: " in help_line
                seen.add(word)
    assert seen == {"Pull", "Push", "Soothe"}


def test_names_match_anywhere_prefix_first():
    """A piece of a name anywhere names the card when no name starts with it; a prefix is
    still preferred (saves made before read the same); an ambiguity lists the matches."""
    from rules.engine.textcmd import CommandError, resolve

    items = [("The Flash", "1"), ("Flashpoint", "2"), ("Steel", "3"), ("Starro", "4")]
    assert resolve("flash", items, "card") == "2"  # "Flashpoint" starts with it
    assert resolve("e flash", items, "card") == "1"
    assert resolve("eel", items, "card") == "3"
    with pytest.raises(CommandError, match="ambiguous: Starro, Steel"):
        resolve("st", items, "card")
    with pytest.raises(CommandError, match="ambiguous: Flashpoint, Starro, The Flash"):
        resolve("a", items, "card")


def test_options_from_several_zones_carry_their_zone():
    """Cards from the hand and the discard pile say where they are; the plain name still
    answers (the first such option), the label names each one."""
    st = make_game(player=[{"hand": ["Nth Metal Mace", "Vulnerability", "Punch"], "discard": ["Vulnerability"]}, {}])
    do(st, "play Nth Metal Mace")
    labels = [o.label for o in st.pending.options]
    assert labels == ["Vulnerability (hand)", "Punch (hand)", "Vulnerability (discard pile)"]
    do(st, "choose Vulnerability (discard pile)")
    assert [st.name(u) for u in st.table["destroyed"]] == ["Vulnerability"]
    assert [st.name(u) for u in st.players[0].zones["discard"]] == []
    st = make_game(player=[{"hand": ["Nth Metal Mace", "Punch"], "discard": ["Punch"]}, {}])
    do(st, "play Nth Metal Mace")
    hand_punch = st.pending.options[0].card
    do(st, "choose Punch")
    assert st.where[hand_punch] == (-1, "destroyed")


def test_options_from_one_zone_are_plain_names():
    st = make_game(player=[{"hand": ["Nth Metal Mace", "Vulnerability", "Punch"], "discard": []}, {}])
    do(st, "play Nth Metal Mace")
    assert [o.label for o in st.pending.options] == ["Vulnerability", "Punch"]


def test_a_declined_deal_is_in_the_log():
    st = make_game(player=[{"characters": ["Mister Terrific"]}, {"characters": ["Cyborg"]}])
    do(st, "use Mister Terrific")
    events = do(st, "choose No")
    assert [(e.text, e.private) for e in events] == [("Mister Terrific: Ann declines.", None)]


def test_a_question_that_found_nothing_tells_only_its_player_why():
    """Mystic Ritual may Seal a Starter from the hand or the discard pile. Others read the same
    line whether Ann had none or declined (her hand is hers), in the words of any declined card
    (JLD trial: "Seals no Starter" where the README and the N key say "declines"); Ann reads
    which it was."""
    st = make_game(game="jld", player=[{"hand": ["Mystic Ritual"], "discard": []}, {}])
    (line,) = [e for e in do(st, "play Mystic Ritual") if e.kind == "nothing"]
    assert (line.text, line.for_player(0)) == ("Mystic Ritual: Ann declines.",
                                               "Mystic Ritual: Ann has no Starter in their hand or discard pile to Seal.")
    st = make_game(game="jld", player=[{"hand": ["Mystic Ritual", "Punch"], "discard": []}, {}])
    do(st, "play Mystic Ritual")
    (line,) = [e for e in do(st, "choose none") if e.kind == "nothing"]
    # declined: Ann reads the line everyone reads, as the hand-off says it (a trial found "declines
    # Con." live and "eliminates nothing (Con)." in the hand-off); had none: she reads why
    assert (line.text, line.for_player(0)) == ("Mystic Ritual: Ann declines.",
                                               "Mystic Ritual: Ann declines.")


def test_played_this_turn_keeps_the_cards_that_left_play():
    st = make_game(player=[{"hand": ["Breakthrough", "Punch", "Vulnerability"]}, {}])
    do(st, "play Vulnerability")
    do(st, "play Breakthrough")
    do(st, "choose Vulnerability")
    played = next(p for p in view(st, 0, keys=("table",))["table"]["panels"] if p["id"] == "played")
    assert played["cards"] == [] and played["left"] == ["Vulnerability", "Breakthrough"]



def _left(st) -> list[str]:
    return next(p for p in view(st, 1, keys=("table",))["table"]["panels"] if p["id"] == "played")["left"]


def test_a_played_card_put_back_on_the_deck_or_a_weakness_sent_to_its_stack_left_play_too():
    """Found in a trial: destroyed cards showed "(left play)" but a card Hypertime put back on
    the deck, and a Weakness destroyed by Breakthrough, vanished from the list. One rule: every
    card played this turn and gone from play is listed (it was played face up: everyone saw it)."""
    st = make_game(player=[{"hand": ["Punch", "Hypertime"], "deck": ["Punch", "Punch"]}, {}])
    do(st, "play Punch")
    do(st, "play Hypertime")
    if st.pending is not None:
        do(st, "choose Punch")
    assert "Punch" in _left(st)  # seen by Ben too
    st = make_game(player=[{"hand": ["Weakness", "Breakthrough", "Punch", "Punch"]}, {}])
    do(st, "play Weakness")
    if st.pending is not None:  # a Weakness played asks for cards to discard first
        do(st, "choose Punch, Punch")
    do(st, "play Breakthrough")
    do(st, "choose Weakness")
    assert _left(st) == ["Weakness", "Breakthrough"]

@pytest.mark.parametrize("game", GAME_IDS)
def test_since_your_last_turn_holds_only_public_lines(game):
    """The hand-off's summary (the view's ``since``) tells what others did since the seat's
    last turn, in lines everyone may read: never a line only one player was told."""
    told = 0
    for st in _bot_game(game, 5, 3, 400):
        if st.pending is None and not st.game_over:
            continue
        public = {e.text for e in st.events}
        lists = rules_for(game).summary_lists

        def joined(line: str) -> bool:
            """A line joining public lines of one of the game's summary lists (the cards one
            Metro Enemy Destroys in a row): each of its items was told in a line of its own."""
            for pat in lists:
                m = pat.fullmatch(line)
                if m:
                    items = re.split(r", | and ", re.sub(r" ×\d+", "", m["item"]))
                    return all(m["head"] + it + m["tail"] in public for it in items)
            return False
        secret = {e.private for e in st.events if e.private and e.private != e.text}
        for seat in range(3):
            lines = view(st, seat, keys=("since",))["since"]
            assert len(lines) <= 10
            for line in lines:
                assert line not in secret
                assert line in public or " plays " in line or line.endswith("are in the log.)") or joined(line), line
            told += bool(lines)
    assert told


def test_the_first_handoff_tells_the_set_up():
    """Before anyone's first turn the summary tells the set-up every player may read (found by
    a new user: Metro's first hand-off, for the starting purchases, showed nothing, though the
    Randomizer had dealt the City Supply and the first Enemies had appeared)."""
    st = new_game("metro", ["Ann", "Ben"], 3)
    lines = view(st, st.decider, keys=("since",))["since"]
    assert lines[0].startswith("The Randomizer decks deal: ")
    assert any(re.search(r"\(Archenemy, Life \d+\) appears\.$", line) for line in lines)


def test_a_defense_question_explains_attack_and_defense():
    st = make_game(player=[{"hand": ["Black Manta"]}, {"hand": ["Escape", "Punch", "Punch"]}])
    do(st, "play Black Manta")
    while st.pending is not None and st.pending.purpose.verb != "defend":
        do(st, "choose #" + st.pending.options[0].id)
    line = view(st, st.pending.player, keys=("pending",))["pending"]["help"]
    assert "Attack: " in line and "Defense: " in line


def test_a_may_names_its_card_and_explains_its_keyword():
    st = make_game(game="jld", player=[{"hand": ["Incantation"]}, {}])
    do(st, "play Incantation")
    pending = view(st, 0, keys=("pending",))["pending"]
    assert pending["prompt"] == "Incantation: Surge?" and pending["asker"] == "Incantation"
    assert pending["help"].startswith("Surge: ")
    assert [e.text for e in do(st, "choose No")] == ["Incantation: Ann declines."]


def test_a_rule_that_asks_is_named_as_a_rule():
    """Metal's pick of a Super Hero is asked by the set-up rule, not a card; the decision
    screen says "Rule: Set-up." where a card's question says "Asked by Mister Terrific."."""
    from screens.decision import teaching

    st = new_game("metal", ["Ann", "Ben"], 3)
    pending = view(st, st.pending.player, keys=("pending",))["pending"]
    assert (pending["asker"], pending["asked_by_card"]) == ("Set-up", False)
    assert teaching(pending).startswith("Rule: Set-up.")
    st = make_game(player=[{"characters": ["Mister Terrific"]}, {"characters": ["Cyborg"]}])
    do(st, "use Mister Terrific")
    assert teaching(view(st, 0, keys=("pending",))["pending"]).startswith("Asked by Mister Terrific. ")


def test_mistborn_played_this_turn_keeps_a_card_soothed_away():
    st = make_game(game="mistborn", seed=4, player=[{"characters": ["Vin"], "hand": ["Funding", "Con"]}, {}])
    for text in ("play Funding", "play Con", "burn brass on Con", "choose Funding"):
        do(st, text)
    played = next(p for p in view(st, 0, keys=("table",))["table"]["panels"] if p["id"] == "played")
    assert [c["name"] for c in played["cards"]] == ["Con"] and played["left"] == ["Funding"]


def test_keeping_the_target_is_in_the_log():
    """Mistborn with 3 players: the hurt holder who does not pass the target on keeps it, and
    the log says so."""
    from rules.engine.commands import Choose

    for st in _bot_game("mistborn", 5, 3, 1500):
        d = st.pending
        if d is not None and d.purpose.verb == "target":
            holder = st.players[d.player].name
            events = apply(st, Choose(options=[]))
            assert f"{holder} keeps the target." in [e.text for e in events]
            return
    pytest.fail("no target was ever offered")


def test_captured_says_why_and_what_follows():
    """Found in the Metal trial: a player who played a second Weakness was asked "Choose the
    Character who becomes Captured" and did not know why. The log says what was controlled
    and the question says who captures and that the turn ends."""
    s = make_game(seed=24, players=["Ann", "Ben"],
                  player=[{"characters": ["Cyborg", "Plastic Man"], "played": ["Weakness"], "hand": ["Weakness", "Punch"]},
                          {"characters": ["The Flash"]}],
                  table={"captured": ["Batman"]})
    events = do(s, "play Weakness")
    assert ("Captured! Ann controls 2 Weakness cards (in play this turn), so one of their Super Heroes is Captured."
            in [e.text for e in events])
    assert s.pending.prompt == "Captured! Choose the Super Hero The Batman Who Laughs captures (your turn then ends)"


def test_an_ability_that_begins_with_a_discard_is_refused_with_an_empty_hand():
    """Found in the Metal trial: H with an empty hand logged "uses Hal Jordan" and "has no card
    to discard", using up the once-per-turn ability for nothing. It is refused, with the reason,
    and offered again once a card is in hand."""
    from rules.api import check
    from rules.engine.textcmd import parse

    s = make_game(player=[{"characters": ["Hal Jordan"], "hand": []}, {"characters": ["The Flash"]}])
    use = parse(s, "use Hal Jordan")
    assert check(s, use).reason == "Hal Jordan: you have no card in your hand to discard."
    assert not any(c.kind == "use" for c in legal_commands(s))
    s = make_game(player=[{"characters": ["Hal Jordan"], "hand": ["Punch"]}, {"characters": ["The Flash"]}])
    assert check(s, parse(s, "use Hal Jordan")) is None
    assert any(c.kind == "use" for c in legal_commands(s))


def test_names_match_without_their_punctuation():
    """Found in the trial: `buy ras` with Ra's Al Ghul in the Line-Up bought nothing. A name
    typed without its apostrophe or hyphen still names the card."""
    from rules.engine.textcmd import resolve

    items = [("Ra's Al Ghul", "1"), ("Tomb of Hath-Set", "2"), ("Punch", "3")]
    assert resolve("ras", items, "card") == "1"
    assert resolve("ras al ghul", items, "card") == "1"
    assert resolve("hath set", items, "card") == "2"
    assert resolve("ra's", items, "card") == "1"


def test_a_wrong_verb_hint_is_given_only_for_one_card(tmp_path):
    """`buy a` is ambiguous: no card is guessed for a hint (the trial saw "For Dream, type:
    buy Dream" there); `buy The Devastator` gets its hint."""
    from hotseat.client import GameClient

    s = GameClient.new("metal", ["Ann", "Ben"], 3, options={"auto_pick": True, "first": 0})
    villain = s.state.name(s.state.table["super_villains"][0])
    assert s.attempt(f"buy {villain}")[1].startswith(f"For {villain}, type: defeat.")
    assert "For " not in s.attempt("buy a")[1]


def test_defeat_takes_the_villain_s_name_too():
    """Found in the trial: "defeat murder" was refused ("'defeat' takes no name") while the
    game suggested "type: defeat". The face-up villain's name is accepted; another is refused."""
    from rules.engine.textcmd import CommandError, parse

    s = make_game(player=[{"hand": []}, {}], table={"super_villains": ["The Devastator", "Barbatos"]})
    assert parse(s, "defeat devastator").kind == parse(s, "defeat").kind == "defeat"
    with pytest.raises(CommandError, match="No face-up Super-Villain is named 'barbatos' \\(The Devastator\\)"):
        parse(s, "defeat barbatos")


def test_a_wrong_verb_hint_names_only_a_verb_the_phase_allows():
    """Found in a trial: ``activate elemental`` in the Activate Powers phase (no source named)
    was told "For Elemental Blast, type: develop Elemental Blast.", a verb of another phase;
    and a verb the card takes gets no other verb."""
    from hotseat.client import GameClient
    from test_tui_support import DATA

    c = GameClient.from_scenario(DATA / "metro_turn.toml")
    for text in ("activate deadly", "activate elemental"):
        reason = c.attempt(text)[1]
        assert "develop" not in reason and reason.startswith("Say where: activate POWER on SOURCE")
    assert c.attempt("battle spark")[1].startswith("For Spark of Energy, type: slot Spark of Energy.")


def test_a_choice_with_a_consequence_says_it_in_the_question():
    # Metal trial: Breakthrough's question asked only which card to destroy; that the
    # Breakthrough then goes back to its stack (rulebook "Breakthrough") was nowhere
    st = make_game(player=[{"hand": ["Breakthrough"], "played": ["Vulnerability"]}, {}])
    do(st, "play Breakthrough")
    assert st.pending.prompt == ("You may choose a Vulnerability or Weakness to destroy from cards you control "
                                 "(if you do: return Breakthrough to its stack)")


def test_a_choice_says_which_cards_qualify():
    # JLD trial: Hecate's Reward offered 3 of the 5 Line-Up cards and never said "cost 5 or less"
    st = make_game(game="jld", player=[{"power": 11}, {}], table={"nemesis": ["Hecate"]})
    do(st, "defeat")
    while st.pending is not None and "gain" not in st.pending.prompt:
        do(st, "choose " + st.pending.options[0].label)
    assert st.pending.prompt == "Choose a card with cost 5 or less to gain from the Line-Up", st.pending.prompt


def test_a_gain_question_says_where_the_card_goes_when_the_card_says():
    # Metal trial: The Devastator's Reward asked "Choose a card with cost 5 or less to gain from
    # the Line-Up" while the help said a gained card goes to the discard pile; it goes to the hand
    st = make_game(player=[{"power": 12}, {}], table={"super_villains": ["The Devastator", "Barbatos"]})
    do(st, "defeat")
    while st.pending is not None and "gain" not in st.pending.prompt:
        do(st, "choose " + st.pending.options[0].label)
    assert st.pending.prompt == "Choose a card with cost 5 or less to gain from the Line-Up into your hand", \
        st.pending.prompt


def test_a_first_appearance_defense_is_not_taught_as_an_attack_on_foes_only():
    # Metal trial: the First Appearance questions' help read "Text that hits your foes ...,
    # starting on your left", while that Attack hits every player, the one whose turn ended too
    from hotseat.scenario import build_file

    st = build_file(Path(__file__).parent / "scenarios" / "metal" / "first_appearance_attack.toml")
    do(st, "defeat")
    do(st, "end")
    while st.pending is not None and st.pending.purpose.verb != "defend":
        do(st, "choose " + st.pending.options[0].label)
    helped = rules_for("metal").decision_help(st, st.pending)
    assert "First Appearance Attack hits every player" in helped, helped
