"""The hand-off's "since your last turn" box at 80x24 and 120x40 (found by new users: it ran
off the bottom of the screen with no closing border, cut its lines, and showed the oldest lines
instead of the latest): its bottom border is on the screen, its lines wrap whole, and its last
line is the latest event."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from test_tui_support import screen_name, screen_text, settle, sync, type_end, wait_for
from textual.app import App

from hotseat.bots import make_bot
from rules.api import apply, legal_commands, new_game, view
from screens.handoff import HandoffScreen


def busy_since() -> tuple[str, list[str]]:
    """A seat's name and its "since" lines from a 3-player bot game, at a turn start where
    more happened than the box shows (the lines start with the count of earlier ones)."""
    st = new_game("jld", ["Admiral Ann", "Ben", "Cal"], 5, bots=["random"] * 3)
    bots = [make_bot("random", 50 + i) for i in range(3)]
    for _ in range(3000):
        assert not st.game_over, "no busy hand-off in this game"
        apply(st, bots[st.decider].choose(view(st, st.decider, log=False), legal_commands(st)))
        since = view(st, st.decider, keys=("since",))["since"]
        if since and since[0].endswith("are in the log.)") and sum(len(s) > 60 for s in since) >= 3:
            return st.players[st.decider].name, since
    raise AssertionError("no busy hand-off in this game")


class _Handoff(App[None]):
    def __init__(self, name: str, since: list[str]):
        super().__init__()
        self.args = name, since

    def on_mount(self) -> None:
        self.push_screen(HandoffScreen(self.args[0], "It is your turn.", self.args[1]))


def _words(text: str) -> list[str]:
    return text.replace("│", " ").split()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_the_since_box_fits_and_ends_with_the_latest_event(size):
    name, since = busy_since()
    app = _Handoff(name, since)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: "Since your last turn" in screen_text(app) or "╰" in screen_text(app))

        def box_rows() -> list[str]:
            rows = screen_text(app).splitlines()
            bottom = max((i for i, r in enumerate(rows) if "╰" in r), default=None)
            if bottom is None:
                return []
            top = max(i for i, r in enumerate(rows[:bottom]) if "╭" in r)
            return rows[top + 1:bottom + 1]

        latest = _words(since[-1])
        # the box opens at its end: the latest event's words, wrapped, end just above the border
        await wait_for(pilot, lambda: (r := box_rows()) and _words(" ".join(r[:-1]))[-len(latest):] == latest)
        rows = screen_text(app).splitlines()
        assert len(rows) <= size[1] and any("╰" in r for r in rows), "the box's bottom border is off the screen"
        inside = " ".join(box_rows()[:-1])
        assert " ".join(latest) in " ".join(_words(inside)), "the latest line is cut"
        assert "Since your last turn" in screen_text(app)  # the heading stays on the border
        left_out = since[0][1:].split(" are in the log.)")[0]  # "12 earlier lines"
        assert f"Since your last turn · {left_out} in the log" in screen_text(app)  # with the count, always seen
        if size == (80, 24):  # these lines overflow it there: the border says more are above
            assert any(" earlier line" in r and "↑ PgUp" in r for r in rows)
            # and the keys read them back (found in a trial: only the wheel did), never continuing
            first = _words(since[1])
            assert _words(" ".join(box_rows()[:-1]))[:len(first)] != first
            await pilot.press("home")
            await wait_for(pilot, lambda: _words(" ".join(box_rows()[:-1]))[:len(first)] == first)
            # at the top the border counts what is below, not above (two trials: after PgUp it
            # still read "earlier lines above (19)", and it never told of later lines)
            await wait_for(pilot, lambda: " later line" in box_rows()[-1] and "↓ PgDn" in box_rows()[-1])
            assert "earlier line" not in box_rows()[-1]
            # half-way, both counts are read whole on the border (a trial at 80x24: "earlier
            # lines above (56): ↑ PgUp or the mouse wheel ·…" was cut before the later ones)
            box = app.screen.query_one("#handoff-since")
            box.scroll_to(y=box.max_scroll_y // 2, animate=False, immediate=True)
            await wait_for(pilot, lambda: "earlier line" in box_rows()[-1])  # "1 earlier line" too
            assert "↑ PgUp" in box_rows()[-1] and "later line" in box_rows()[-1] and "↓ PgDn" in box_rows()[-1], \
                box_rows()[-1]
            await pilot.press("pagedown", "end", "up", "down")
            await wait_for(pilot, lambda: _words(" ".join(box_rows()[:-1]))[-len(latest):] == latest)
            assert screen_name(app) == "HandoffScreen"


async def _through_handoff(app, pilot) -> str:
    """What the hand-off tells: its words, heading and whole summary, not its drawing (the
    box scrolls to its latest line once drawn). Space is not pressed."""
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard" in screen_text(app))
    screen = app.screen
    return "\n".join([screen.reason, screen.heading, *screen.since])


async def ben_defeats_the_nemesis(app, pilot) -> None:
    """In ``jld_first_appearance.toml``: Ann ends her turn; Ben plays two Abnegazars and
    Tannarak, defeats the Nemesis and takes its reward; he is at the table, his turn not ended
    (ending it reveals a Super-Villain whose First Appearance attacks)."""
    from test_tui_jld import take_seat

    await take_seat(app, pilot, "Ann")

    async def typed(cmd: str) -> None:
        before = len(app.session.state.events)
        await pilot.press("colon", *cmd, "enter")
        await wait_for(pilot, lambda: len(app.session.state.events) > before)

    await typed("end")
    await take_seat(app, pilot, "Ben")
    for cmd in ("play Abnegazar", "play Abnegazar", "play Tannarak", "defeat"):
        await typed(cmd)
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    await pilot.press("1", "enter")  # the Nemesis's reward
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session.state.pending is None)


@sync
async def test_a_first_appearance_handoff_names_the_attack_and_tells_the_turn_so_far():
    """Found by a new user: after Ben's turn ended, the keyboard went to Cat, then Ann, then
    Cat again with "answers an Attack" and a summary of Ann's turn only. Each
    Defense hand-off now names the Attack, and its summary tells Ben's turn up to his last move
    (his plays and the Nemesis defeated; not what his `end` did, which may depend on hands)."""
    from test_tui_jld import scenario_app

    app = scenario_app("jld_first_appearance.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await ben_defeats_the_nemesis(app, pilot)
        await type_end(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) in ("DecisionScreen", "HandoffScreen"))
        if screen_name(app) == "DecisionScreen":  # Ben, at the keyboard, is offered a Defense first
            await pilot.press("n")
        text = " ".join(_words(await _through_handoff(app, pilot)))
        assert app.screen.player == "Cat" and "Cat answers Doctor Destiny's Attack." in text
        assert "Ben plays Abnegazar, Abnegazar, Tannarak." in text
        assert "Ann ends their turn." in text


@dataclass
class FirstAppearance:
    """What the people saw after Ben's `end` revealed Doctor Destiny (jld_first_appearance):
    each hand-off's words (``told``: its reason, heading and summary) and drawing (``drawn``),
    and every hand-off, question and notice shown, as (screen name, text)."""

    told: list[str] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)
    screens: list[tuple[str, str]] = field(default_factory=list)


#: one app run per (Cat's hand, Ann's deck top), shared by the tests of this file (each run
#: takes several seconds; the tests are grouped on one xdist worker)
_RUNS: dict[tuple[str, str], FirstAppearance] = {}


async def first_appearance(tmp_path, cat_hand: str, ann_deck_top: str) -> FirstAppearance:
    """The hand-off screens after Ben's `end` reveals Doctor Destiny: every person declines, a
    notice is closed, until Cat's turn is at the table (one run per set-up, kept)."""
    key = (cat_hand, ann_deck_top)
    if key not in _RUNS:
        _RUNS[key] = await _first_appearance_run(tmp_path, cat_hand, ann_deck_top)
    return _RUNS[key]


async def _first_appearance_run(tmp_path, cat_hand: str, ann_deck_top: str) -> FirstAppearance:
    from test_tui_jld import take_seat
    from test_tui_support import DATA

    from hotseat.app import HotseatApp

    text = (DATA / "jld_first_appearance.toml").read_text()
    text = text.replace('hand = ["Arcane Ward"]', f'hand = ["{cat_hand}"]')
    text = text.replace('deck = ["Arcane Ward", "Punch", "Punch", "Punch", "Punch"]\n[[player]]\nhand = ["Abnegazar"',
                        f'deck = ["{ann_deck_top}", "Punch", "Punch", "Punch", "Punch"]\n[[player]]\nhand = ["Abnegazar"')
    path = tmp_path / f"fa_{cat_hand}_{ann_deck_top}.toml"
    path.write_text(text)
    app = HotseatApp(scenario=path, autosave=False)
    seen = FirstAppearance()
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        for cmd in ("end", None, "play Abnegazar", "play Abnegazar", "play Tannarak", "defeat"):
            if cmd is None:
                await take_seat(app, pilot, "Ben")
                continue
            before = len(st.events)
            await pilot.press("colon", *cmd, "enter")
            await wait_for(pilot, lambda: len(st.events) > before)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("1", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and st.pending is None)
        await type_end(app, pilot)
        while not (screen_name(app) == "TableScreen" and st.active == 2 and st.pending is None and app.viewer == 2):
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen", "NoticeScreen")
                           or (screen_name(app) == "TableScreen" and st.active == 2 and st.pending is None
                               and app.viewer == 2))
            name, screen = screen_name(app), app.screen
            if name != "TableScreen":
                await pilot.pause()
                seen.screens.append((name, screen_text(app)))
            if name == "HandoffScreen":
                await wait_for(pilot, lambda: "Pass the keyboard" in screen_text(app))
                # what the hand-off tells (its words, heading and summary), and its drawing: on a
                # loaded machine the box may be caught before it scrolled to its end (CI)
                seen.told.append("\n".join([screen.reason, screen.heading, *screen.since]))
                seen.drawn.append(screen_text(app))
                await pilot.press("space")
            elif name == "DecisionScreen":
                await pilot.press("n")
            elif name == "NoticeScreen":
                await pilot.press("enter")
            else:
                continue
            await wait_for(pilot, lambda: app.screen is not screen)
    return seen


@pytest.mark.xdist_group("first_appearance")
@sync
async def test_first_appearance_handoffs_do_not_tell_who_holds_a_defense(tmp_path):
    """Found by a new user: after a First Appearance Attack the next player's hand-off box
    already read "Cat gains Weakness." when she held no Defense (the Attack resolved and the
    turn passed on at once), and not when she held one. The hand-offs are the same either way.
    Once every answer is in, the hand-off that starts Cat's turn tells how each went (a Metal
    trial: that summary ended at the Attack)."""
    with_defense = (await first_appearance(tmp_path, "Arcane Ward", "Arcane Ward")).told
    without = (await first_appearance(tmp_path, "Punch", "Punch")).told
    assert len(with_defense) >= 3 and "Cat answers Doctor Destiny's Attack." in with_defense[0]
    assert with_defense == without
    *during, turn = with_defense
    assert not any("gains Weakness" in text for text in during)
    assert "Cat's turn" in turn
    told = " ".join(_words(turn))
    assert all(f"{who} gains Weakness." in told for who in ("Ann", "Ben", "Cat"))


@pytest.mark.xdist_group("first_appearance")
@sync
async def test_a_notice_does_not_show_the_table_while_others_wait_for_their_handoff(tmp_path):
    """Found in the JLD trial: nobody but Ben holds a Defense against Doctor Destiny, so the
    Attack resolved as soon as Ben declined; behind Cat's "no Defense" notice her table already
    read "Ann gains Weakness.", telling that Ann had no Defense before Ann was even handed the
    keyboard. While someone still waits for their hand-off in the same Attack, the notice hides
    the table; the last one to be told sees it."""
    screens = (await first_appearance(tmp_path, "Punch", "Punch")).screens
    notices = [text for name, text in screens if name == "NoticeScreen"]
    assert len(notices) == 2  # Cat, then Ann: no Defense to use (Ben declined his)
    assert all("no Defense to use against Doctor Destiny" in text for text in notices)
    assert "gains Weakness" not in notices[0] and "Line-Up" not in notices[0]  # nothing of the table
    assert "Line-Up" in notices[1]  # Ann, the last: her table shows under the notice


@pytest.mark.xdist_group("first_appearance")
@sync
async def test_each_first_appearance_handoff_asks_for_space_once(tmp_path):
    """Reported once in the trial, not reproduced (Metal and JLD First Appearance Attacks with
    every mix of Defenses, a mid-turn Attack on two victims, 80x24 and 120x40): a hand-off
    showed its "press Space" line twice. Each hand-off of a First Appearance Attack on three
    people asks once, whoever holds a Defense."""
    for cat, ann in (("Arcane Ward", "Arcane Ward"), ("Punch", "Punch")):
        drawn = (await first_appearance(tmp_path, cat, ann)).drawn
        assert len(drawn) >= 3
        assert all(text.count("press Space") == 1 for text in drawn)


@sync
async def test_the_box_of_a_turn_that_goes_on_says_so(tmp_path):
    """Found in a JLD trial: the box's heading switched between "Since your last turn" and
    "Since you last had the keyboard", read as one box under two names. Handed back in her turn
    (Ben answered her Attack), Ann's box says it is her turn, while the others had the keyboard."""
    from test_tui_handoff import scenario, take_seat

    app = scenario(tmp_path, ["Carter Hall", "Punch"], ["Escape", "Vulnerability"])
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play Carter Hall", "enter")  # an Attack on Ben
        await take_seat(app, pilot, "Ben")
        await pilot.press("n")  # no Defense
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "to Ann" in screen_text(app))
        text = screen_text(app)
        assert "your turn goes on" in text and "In your turn, while the others had the keyboard" in text, text
        assert "Since your last turn" not in text


def _uneven_since(seed: int) -> list[str]:
    """Lines of uneven lengths (1 to 3 rows each in the box), the last one marked."""
    import random

    rnd = random.Random(seed)
    words = "Ann plays Punch for +1 Power and buys Aquaman from the Line-Up then Ben defeats it".split()
    return [" ".join(rnd.choice(words) for _ in range(rnd.randint(3, 30))) + f" line{i}."
            for i in range(rnd.randint(11, 30))]


@pytest.mark.parametrize("seed,size", [(5, (80, 24)), (11, (80, 24)), (13, (80, 24)), (5, (120, 40)), (12, (100, 30))])
@sync
async def test_the_since_box_shows_its_last_line_whole_whatever_the_lines_wrap_to(seed, size):
    """Found in three trials, reproduced with lines of uneven lengths: the box opened one to
    four rows short of its end, the latest line hidden under "1 later lines: ↓ PgDn"."""
    since = _uneven_since(seed)
    app = _Handoff("Ben", since)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: "earlier lines" in screen_text(app))
        for _ in range(3):
            await pilot.pause()
        rows = screen_text(app).splitlines()
        bottom = max(i for i, r in enumerate(rows) if "╰" in r)
        assert "later lines" not in rows[bottom], rows[bottom]
        assert f"line{len(since) - 1}." in rows[bottom - 1], rows[bottom - 3:bottom + 1]
        box = app.screen.query_one("#handoff-since")
        starts = [w.virtual_region.y for w in box.query(".since-line")]
        assert box.scroll_y in starts, "the box's first row is the middle of a wrapped line"


@sync
async def test_one_line_left_above_is_counted_as_one_line():
    """Metal trial: the border read "1 earlier lines: ↑ PgUp"."""
    for n in range(8, 16):  # short lines: one more than the box holds at some count
        app = _Handoff("Ben", [f"Ann plays Punch ({i})." for i in range(n)])
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: f"({n - 1})" in screen_text(app))
            await pilot.pause()
            box = app.screen.query_one("#handoff-since")
            above = sum(1 for w in box.query(".since-line") if w.virtual_region.y < box.scroll_y)
            if above == 1:
                assert "1 earlier line: ↑ PgUp" in screen_text(app), screen_text(app)
                return
    raise AssertionError("no count of lines left exactly one above")


@sync
async def test_a_later_lines_cue_is_shown_only_when_the_keys_reach_them():
    """Issue 14 trials (Metro, Mistborn): the box said "1 later line: ↓ PgDn" that ↓, PgDn and
    End could not reach. Reproduced by resizing the terminal with the box at its end: its border
    kept the count of the layout before. A cue works, or it is not shown."""
    name, since = busy_since()
    app = _Handoff(name, since)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "╰" in screen_text(app))
        box = app.screen.query_one("#handoff-since")
        for size in [(80, 23), (80, 25), (100, 30), (80, 24), (70, 24)]:
            await pilot.resize_terminal(*size)
            await settle(pilot)
            cue = str(box.border_subtitle or "")
            if "later line" in cue:  # said: then a key reaches them
                before = box.scroll_y
                await pilot.press("end")
                await settle(pilot)
                assert box.scroll_y > before, f"{size}: {cue!r} but End does not scroll"
            assert "later line" not in str(box.border_subtitle or ""), size
            assert box.scroll_y == box.max_scroll_y  # the box at its end: the latest line shows
            if box.max_scroll_y:  # the lines above are still counted
                assert "earlier line" in cue and "↑ PgUp" in cue, size
