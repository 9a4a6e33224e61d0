"""Hand-off privacy (issue 8 §1): no stray key dismisses a hand-off, whether one appears never
depends on a hand, hero picks stay private until everyone picked, and a crash prints no game
state. The autouse ``quick_handoff`` fixture (conftest.py) sets the guard to 0, except in the
test that proves it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import handoff_text, key_too_soon, keyboard_quiet, make_app, screen_name, screen_text, settle, sync, wait_for
from textual import events

from hotseat.app import CRASH_LOG, HotseatApp, run_app
from hotseat.session import Session, autosave_path
from rules.catalog.loader import default_catalog
from rules.engine.game import apply, new_game, view
from rules.engine.textcmd import parse
from screens.handoff import HandoffScreen

SIZE = (80, 24)

SNEAK = """
[[card]]
id = "metal/test-sneak-attack"
name = "Sneak Attack"
type = "Super Power"
cost = 0
effects = [{ op = "attack", target = "each_foe", effects = [{ op = "gain", card = "Weakness" }] }]
"""


HEROES = ["Cyborg", "Hal Jordan", "Aquaman"]


def scenario(tmp_path: Path, *hands: list[str], extra: str = "") -> HotseatApp:
    """People (Ann, Ben, Cal: one per hand given) with these hands; Ann plays first."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "handoff.toml"
    names = ["Ann", "Ben", "Cal"][:len(hands)]
    seats = "".join(f"\n[[player]]\ncharacters = [\"{HEROES[i]}\"]\nhand = {list(hand)!r}\n"
                    for i, hand in enumerate(hands))
    path.write_text(f"game = \"metal\"\nseed = 46\nplayers = {names!r}\n{seats}{extra}".replace("'", '"'))
    return HotseatApp(scenario=path, autosave=False)


async def take_seat(app, pilot, who: str) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and f"Pass the keyboard to {who}" in
                   screen_text(app))
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen")
    await wait_for(pilot, lambda: app.viewer is not None)
    await settle(pilot)  # the table drawn whole


def hidden_from(app, who: str, names: set[str]) -> None:
    """The hand-off for ``who`` is up, and none of ``names`` is on the screen."""
    assert screen_name(app) == "HandoffScreen"
    text = handoff_text(app)
    assert f"Pass the keyboard to {who}" in text
    assert not [n for n in names if n in text]


def hand_names(app, seat: int) -> set[str]:
    st = app.session.state
    return {st.name(u) for u in st.players[seat].zones["hand"]}


# ---------------------------------------------------------------- stray keys
@sync
async def test_keys_in_the_guard_window_are_ignored(tmp_path, monkeypatch):
    """With the real guard: Space pressed at once (and a burst of other keys) leaves the
    hand-off up; Space after a quiet moment continues."""
    monkeypatch.setattr(HandoffScreen, "GUARD", 0.7)
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # start the default game: Player 1 picks first
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        key_too_soon(app.screen)
        await pilot.press("space", "enter", "1", "space")
        assert screen_name(app) == "HandoffScreen"
        keyboard_quiet(app.screen)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")


@sync
async def test_a_key_queued_before_the_handoff_is_ignored(tmp_path):
    """A Space typed before the hand-off appeared, still waiting in the queue, is thrown away."""
    app = scenario(tmp_path, [], ["Escape", "Punch", "Punch"])
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        stale = events.Key("space", " ")  # typed now, delivered after the hand-off appeared
        await pilot.press("e")  # nothing to play and no Power: the turn ends at once
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        app.post_message(stale)
        await pilot.pause()
        hidden_from(app, "Ben", hand_names(app, 1))
        await pilot.press("space")  # a fresh Space does continue
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 1)


@sync
async def test_e_then_y_at_zero_power_leaves_the_next_hand_hidden(tmp_path):
    """The example of the issue: two people, 0 Power, E then Y. Y does not dismiss Ben's
    hand-off (nor do the other keys a table or a decision uses)."""
    app = scenario(tmp_path, [], ["Escape", "Punch", "Punch"])
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("e", "y")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("y", "enter", "n", "escape", "1", "a")
        await pilot.pause()
        hidden_from(app, "Ben", hand_names(app, 1))
        assert app.session.state.active == 1 and app.viewer is None


@sync
async def test_confirmed_end_then_more_keys(tmp_path):
    """E, Y (confirm ending with Power left), then Y and Enter again: Ben's hand stays hidden."""
    app = scenario(tmp_path, ["Punch"], ["Escape", "Punch", "Punch"])
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("a")
        await wait_for(pilot, lambda: app.session.state.players[0].res.get("power", 0) == 1)
        await pilot.press("e", "y", "y", "enter", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.pause()
        hidden_from(app, "Ben", hand_names(app, 1))


@sync
async def test_double_enter_and_digits_at_each_hero_pick(tmp_path):
    """Enter Enter, or 1 Enter 2, on a hero pick: the key after the answer lands on the next
    player's hand-off and leaves their dealt heroes hidden (three players, so both picks hand off)."""
    app = make_app(tmp_path, players=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        for keys in (("enter", "enter"), ("1", "enter", "2")):
            await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
            await pilot.press("space")
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            await pilot.press(*keys)
            await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
            await pilot.pause()
            st = app.session.state
            hidden_from(app, st.players[st.pending.player].name, {o.label for o in st.pending.options})


@sync
async def test_double_enter_on_an_attack_leaves_the_defender_hidden(tmp_path):
    """Enter to play an Attack from the command line, Enter again: Ben's Defense decision
    (and his hand) stay behind his hand-off."""
    app = scenario(tmp_path, ["Carter Hall", "Punch"], ["Escape", "Vulnerability"])
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play Carter Hall", "enter", "enter", "1")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.pause()
        hidden_from(app, "Ben", hand_names(app, 1) | {"Defend against"})
        assert app.session.state.pending.kind == "defend"


# ---------------------------------------------------------------- Defense hand-offs
async def handoffs_of_an_attack(tmp_path, *foes: list[str]) -> list[str]:
    """Ann plays all (two Attacks on each foe, whose hands are ``foes``); every hand-off's
    text until Ann's cards are all played. Everyone declines a Defense; a notice is closed
    with Enter."""
    app = scenario(tmp_path, ["Carter Hall", "Sneak Attack"], *foes, extra=SNEAK)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("a")
        while st.players[0].zones["hand"] or st.pending is not None or app.viewer != 0:
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen", "NoticeScreen")
                           or (screen_name(app) == "TableScreen" and app.viewer == 0 and st.pending is None
                               and not st.players[0].zones["hand"]))
            name, screen = screen_name(app), app.screen
            if name == "HandoffScreen":
                seen.append(screen_text(app))
                await pilot.press("space")
            elif name == "DecisionScreen":
                assert "Defend against" in screen_text(app)
                await pilot.press("n")
            elif name == "NoticeScreen":
                assert "has no Defense to use against" in screen_text(app)
                await pilot.press("enter")
            else:
                continue
            await wait_for(pilot, lambda: app.screen is not screen)
        for foe in range(1, len(foes) + 1):  # both Attacks hit every foe
            assert sum(st.name(u) == "Weakness" for u in st.players[foe].zones["discard"]) == 2
    return seen


@sync
async def test_defense_handoffs_do_not_depend_on_the_hand(tmp_path):
    """Ben holding a Defense or not: the same hand-off screens, in the same order."""
    with_defense = await handoffs_of_an_attack(tmp_path / "a", ["Escape", "Punch"])
    without = await handoffs_of_an_attack(tmp_path / "b", ["Punch", "Punch"])
    assert len(with_defense) == 4 and "Ben answers Carter Hall's Attack." in with_defense[0]  # names the Attack
    assert with_defense == without


@sync
async def test_defense_handoffs_with_three_people(tmp_path):
    """Three people, any mix of Defenses: each foe is handed the keyboard in clockwise order,
    the same screens every time."""
    runs = []
    for i, (ben, cal) in enumerate([(["Escape"], ["Punch"]), (["Punch"], ["Escape"]), (["Punch"], ["Punch"])]):
        runs.append(await handoffs_of_an_attack(tmp_path / str(i), ben, cal))
    assert ["Pass the keyboard to Ben" in t for t in runs[0]] == [True, False, False] * 2
    assert ["Pass the keyboard to Cal" in t for t in runs[0]] == [False, True, False] * 2
    assert runs[0] == runs[1] == runs[2]


# ---------------------------------------------------------------- hero picks
@pytest.mark.parametrize("game", ["metal", "jld"])
def test_hero_pick_is_private_until_everyone_picked(game):
    """Nobody who has still to pick reads an earlier pick in their view (log, players, table,
    decision); the picker reads their own; once the last one picked, everyone reads all."""
    st = new_game(game, ["Ann", "Ben", "Cal"], 5, catalog=default_catalog(), bots=[None] * 3)
    picks: list[str] = []
    for seat in range(3):
        assert st.pending.player == seat
        for other in range(seat, 3):
            v = view(st, other)
            seen = repr([v["log"], v["players"], v["table"], v["pending"]])
            for p in picks:  # a longer card name holding the pick (Witchmarked Wonder Woman) is no leak
                rest = seen
                for longer in {c.name for c in st.cards if p in c.name and c.name != p}:
                    rest = rest.replace(longer, "")
                assert p not in rest, (other, p)
        picks.append(st.pending.options[0].label)
        apply(st, parse(st, f"choose {picks[-1]}"))
        if seat < 2:
            assert picks[-1] in "\n".join(view(st, seat)["log"])  # the picker's own log says it
    for other in range(3):
        v = view(st, other)
        assert [p["zones"]["characters"] for p in v["players"]] == [[p] for p in picks]
        assert all(p in "\n".join(v["log"]) for p in picks)


@sync
async def test_next_player_does_not_read_the_first_pick(tmp_path):
    """At Player 2's pick (hand-off, then the decision over their table) and on the table
    behind it, nothing names Player 1's hero."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        st = app.session.state
        first = st.pending.options[0].label
        await pilot.press("1", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and st.pending.player == 1)
        assert first not in screen_text(app)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.pause()
        assert first not in screen_text(app)
        await pilot.press("escape")  # Player 2 looks at the table, log included, before picking
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.pause()
        text = screen_text(app)
        assert "Player 1 has chosen a Super Hero" in text and first not in text


# ---------------------------------------------------------------- crash
def test_a_crash_prints_no_game_state(tmp_path, monkeypatch, capsys, private_data):
    """An unexpected error while hands hold known cards: the terminal gets a short message
    with the save's location and no card name; the traceback goes to the crash log; exit 1."""
    def boom(self):
        st = self.session.state
        hands = [[st.name(u) for u in p.zones["hand"]] for p in st.players]  # a local, as in real code
        raise RuntimeError(f"boom with {len(hands)} hands")

    apps: list[HotseatApp] = []
    real_run = HotseatApp.run

    def run_headless(self, **kw):
        apps.append(self)
        return real_run(self, headless=True, size=SIZE)

    monkeypatch.setattr(HotseatApp, "start_table", boom)
    monkeypatch.setattr(HotseatApp, "run", run_headless)
    Session.new("metal", ["Ann", "Ben"], 3, autosave=autosave_path())  # a game to resume
    with pytest.raises(SystemExit) as exc:
        run_app(resume=True)
    assert exc.value.code == 1
    out = capsys.readouterr()
    printed = out.out + out.err
    st = apps[0].session.state
    secret = {st.name(u) for p in st.players for z in ("hand", "deck") for u in p.zones[z]}
    secret |= {o.label for o in st.pending.options}  # the heroes dealt to the first player
    assert secret and not [n for n in secret if n in printed]
    log = private_data / CRASH_LOG
    assert "unexpected error (RuntimeError)" in printed and str(log) in printed
    assert str(private_data / "autosave.json") in printed and "hotseat resume" in printed
    text = log.read_text()
    assert "Traceback" in text and "RuntimeError: boom with 2 hands" in text


RATTLE = """
[[card]]
id = "metal/test-rattle"
name = "Rattle"
type = "Super Power"
cost = 0
effects = [{ op = "attack", target = "each_foe", unavoidable = true, effects = [{ op = "discard", amount = 1 }] }]
"""


async def handoffs_of_a_discard_attack(tmp_path, ben: list[str]) -> tuple[list[str], list[str]]:
    """Ann plays Rattle (each foe discards a card, no Defense allowed) on Ben holding ``ben``;
    the hand-offs' texts until the keyboard is back with Ann, and Ann's log then."""
    app = scenario(tmp_path, ["Rattle"], ben, extra=RATTLE)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("a")
        while not (screen_name(app) == "TableScreen" and app.viewer == 0 and st.pending is None):
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen", "NoticeScreen")
                           or (screen_name(app) == "TableScreen" and app.viewer == 0 and st.pending is None))
            name, screen = screen_name(app), app.screen
            if name == "HandoffScreen":
                seen.append(screen_text(app))
                await pilot.press("space")
            elif name == "DecisionScreen":
                await pilot.press("1", "enter")
            elif name == "NoticeScreen":
                await pilot.press("enter")
            else:
                continue
            await wait_for(pilot, lambda: app.screen is not screen)
        assert len(st.players[1].zones["discard"]) == 1
        log = app.session.view(0)["log"]
    return seen, log


@sync
async def test_a_forced_answer_gets_the_same_handoff_as_a_real_one(tmp_path):
    """Ben's hand leaves him one possible card to discard, or a real choice: the same
    hand-offs either way, and Ann's log does not tell which."""
    forced, forced_log = await handoffs_of_a_discard_attack(tmp_path / "a", ["Punch", "Punch"])
    chosen, chosen_log = await handoffs_of_a_discard_attack(tmp_path / "b", ["Punch", "Vulnerability"])
    assert forced and "Ben must answer" in forced[0]
    assert forced == chosen
    assert not [line for line in forced_log if "only" in line or "→" in line]
    assert len(forced_log) == len(chosen_log)


FIRST_APPEARANCE = """game = "metal"
seed = 43
players = ["Ann", "Ben", "Cat"]

[[player]]
characters = ["The Flash"]
power = 11
hand = []
deck = {deck}
discard = []

[[player]]
characters = ["Hal Jordan"]
hand = ["Punch", "Punch", "Punch", "Punch", "Punch"]

[[player]]
characters = ["Plastic Man"]
hand = ["Punch", "Punch", "Punch", "Punch", "Punch"]

[table]
super_villains = ["The Dawnbreaker", "The Murder Machine"]
captured = ["Batman"]
"""


async def screens_before_the_next_handoff(tmp_path, deck: list[str]) -> list[str]:
    """Ann defeats The Dawnbreaker and ends her turn; The Murder Machine's First Appearance
    Attack hits everyone, Ann first (her new hand drawn from ``deck``). The screens Ann sees
    before the keyboard goes to Ben."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "fa.toml"
    path.write_text(FIRST_APPEARANCE.replace("{deck}", repr(deck).replace("'", '"')))
    app = HotseatApp(scenario=path, autosave=False)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("v")
        await wait_for(pilot, lambda: len(app.session.state.players[0].zones["score_pile"]) == 1)
        await pilot.press("e")
        while True:
            await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "DecisionScreen", "NoticeScreen",
                                                              "HandoffScreen"))
            name, screen = screen_name(app), app.screen
            if name == "HandoffScreen":
                return seen
            if name != "ConfirmScreen":
                seen.append(name)
            await pilot.press("y" if name == "ConfirmScreen" else "n" if name == "DecisionScreen" else "enter")
            await wait_for(pilot, lambda: app.screen is not screen)


@sync
async def test_the_mover_hit_by_a_first_appearance_gets_a_screen_with_or_without_a_defense(tmp_path):
    """With Escape Ann is asked whether to defend; without one she reads a private notice:
    either way one screen before the hand-off, so its timing tells the others nothing."""
    with_escape = await screens_before_the_next_handoff(tmp_path / "a", ["Escape", "Punch", "Punch", "Punch", "Punch"])
    without = await screens_before_the_next_handoff(tmp_path / "b", ["Punch"] * 5)
    assert with_escape == ["DecisionScreen"]
    assert without == ["NoticeScreen"]


@sync
async def test_each_victim_defends_and_answers_an_attack_in_one_handoff(tmp_path):
    """Found in the Metal trial: The Murder Machine's First Appearance handed the keyboard to
    Ben, Cat, Ben and Cat again (Defenses first, then each "choose one"). In Metal a player who
    does not defend is affected at once, so each victim gets one hand-off for both, and the
    question names the card that asks."""
    text = FIRST_APPEARANCE.replace("{deck}", '["Punch", "Punch", "Punch", "Punch", "Punch"]')
    text = text.replace('hand = ["Punch", "Punch", "Punch", "Punch", "Punch"]',
                        'hand = ["Electrum", "Punch", "Punch", "Punch", "Punch"]')
    path = tmp_path / "mm.toml"
    path.write_text(text)
    app = HotseatApp(scenario=path, autosave=False)
    handoffs: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("v")
        await wait_for(pilot, lambda: len(app.session.state.players[0].zones["score_pile"]) == 1)
        await pilot.press("e")
        while app.session.state.active == 0 or app.session.state.pending is not None:
            await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "DecisionScreen", "NoticeScreen",
                                                              "HandoffScreen"))
            name, screen = screen_name(app), app.screen
            if name == "HandoffScreen":
                handoffs.append(next(line.strip(" ┃") for line in screen_text(app).splitlines()
                                     if "Pass the keyboard to" in line))
                await pilot.press("space")
            elif name == "DecisionScreen":
                assert "The Murder Machine: choose one" in screen_text(app)
                await pilot.press("1", "enter")  # discard Electrum
            else:
                await pilot.press("y" if name == "ConfirmScreen" else "enter")
            await wait_for(pilot, lambda: app.screen is not screen)
        assert handoffs == ["Pass the keyboard to Ben (Hal Jordan)", "Pass the keyboard to Cat (Plastic Man)"]
        st = app.session.state
        assert [st.name(u) for u in st.players[1].zones["discard"]] == ["Electrum"]
        assert [st.name(u) for u in st.players[2].zones["discard"]] == ["Electrum"]
        # Ann holds no METAL card: her one option is told as an answer, not a sentence ("Weaknesses.,")
        assert "The Murder Machine: Gain 2 Weaknesses, chosen for Ann (the only choice)." in [
            e.private for e in st.events]


@pytest.mark.parametrize("scenario_file, key", [("metro_turn.toml", "n"), ("inplay_metal.toml", "enter")])
@sync
async def test_a_key_typed_on_after_the_handoff_s_space_does_not_act_at_the_table(monkeypatch, scenario_file, key):
    """Issue 14, Metro trial: Space on the hand-off and N straight after it opened the table at
    Battle, the whole Activate phase skipped by a key typed before the table was seen. The
    table, as a question, takes no key until the keyboard was quiet a moment after it showed,
    and says so; the same key pressed again then acts (every game: Metal's Enter plays a card)."""
    from screens.table import TableScreen

    monkeypatch.setattr(TableScreen, "GUARD", 5.0)  # long: the key typed on lands in it however loaded the machine
    app = HotseatApp(scenario=Path(__file__).parent / "data" / "tui" / scenario_file, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard to Ann" in
                       screen_text(app))
        before = app.session.state.fingerprint()
        await pilot.press("space", key)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await settle(pilot)
        assert app.session.state.fingerprint() == before
        assert any(n.message == TableScreen.SEATED for n in app._notifications)
        keyboard_quiet(app.screen)
        await pilot.press(key)
        await wait_for(pilot, lambda: app.session.state.fingerprint() != before)
