"""Snapshot tests (issue 14, "What must show"): each game's table, a decision (a question
open) and game over, at 80x24 and 120x40. Each starts from a scenario file of
``tests/data/tui`` (fixed seeds) and gets there with the keys a player presses. Regenerate
deliberately with ``pytest tests/test_tui_snapshots.py --snapshot-update`` and look at the
SVGs: each must show what its name says, nothing cut off."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from test_tui_support import DATA, screen_name, settle, wait_for

from hotseat.app import HotseatApp

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


async def take_seat(pilot) -> None:
    """Pass the hand-off and wait at the table (or the question) of the seat that must act."""
    app = pilot.app
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) in ("TableScreen", "DecisionScreen")
                   and app.viewer == app.session.state.decider)
    await settle(pilot)  # the table drawn whole


async def type_command(pilot, text: str) -> None:
    """Type ``text`` on the table's command line and Enter; wait until the game took it."""
    app = pilot.app
    before = len(app.session.state.events)
    await pilot.press("colon", *text, "enter")
    await wait_for(pilot, lambda: len(app.session.state.events) > before)


async def asked(pilot) -> None:
    """Wait for the question to be drawn; the highlight and the log settle."""
    app = pilot.app
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    await pilot.pause()


async def game_over(pilot) -> None:
    """Wait for the scores."""
    app = pilot.app
    await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
    await pilot.pause()


async def end_turn(pilot) -> None:
    """Press E, confirming when the game asks."""
    app = pilot.app
    await pilot.press("e")
    await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "GameOverScreen"))
    if screen_name(app) == "ConfirmScreen":
        await pilot.press("y")


async def answer_all(pilot) -> None:
    """Answer every question that waits: decline an optional one, else take the first option."""
    app = pilot.app
    st = app.session.state
    while st.pending is not None:
        await asked(pilot)
        await pilot.press(*(("n",) if st.pending.min == 0 else ("1", "enter")))
        await wait_for(pilot, lambda: screen_name(app) != "DecisionScreen")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen")


async def metal_decision(pilot) -> None:
    await take_seat(pilot)
    await pilot.press("h")  # Mister Terrific's deal: a Weakness for +2 Power
    await asked(pilot)


async def metal_game_over(pilot) -> None:
    await take_seat(pilot)
    await pilot.press("v")  # Barbatos, the last Super-Villain (his Reward asks)
    await wait_for(pilot, lambda: not pilot.app.session.state.table["super_villains"])
    await answer_all(pilot)
    await end_turn(pilot)
    await game_over(pilot)


async def jld_decision(pilot) -> None:
    await take_seat(pilot)
    await type_command(pilot, "play Billy Batson, Chosen")  # Transform: discard a Super Power?
    await asked(pilot)


async def jld_game_over(pilot) -> None:
    await take_seat(pilot)
    await pilot.press("v")  # the last Nemesis (his Reward may ask)
    await wait_for(pilot, lambda: not pilot.app.session.state.table["nemesis"])
    await answer_all(pilot)
    await end_turn(pilot)
    await game_over(pilot)


async def metro_decision(pilot) -> None:
    await take_seat(pilot)
    for command in ("slot Spark of Energy in 1", "activate Deadly Blades on Spark of Energy", "next"):
        await type_command(pilot, command)
    await type_command(pilot, "battle Street Thugs")  # a Storyline: keep it in hand?
    await asked(pilot)


async def metro_game_over(pilot) -> None:
    await take_seat(pilot)
    for command in ("activate Mind Spike on 1", "activate Mind Spike on 2", "activate Elemental Blast on 3",
                    "activate Elemental Blast on 4", "next", "battle Baron Otto Von Bonz"):
        await type_command(pilot, command)
    await game_over(pilot)


async def mistborn_decision(pilot) -> None:
    await take_seat(pilot)
    for command in ("play Funding", "play Con", "burn brass on Con"):  # Soothe: eliminate a card?
        await type_command(pilot, command)
    await asked(pilot)


async def mistborn_game_over(pilot) -> None:
    await take_seat(pilot)
    for command in ("advance Crew Hideout", "advance Luthadel Rooftops", "advance Keep Venture"):
        await type_command(pilot, command)
    await game_over(pilot)


async def coop_decision(pilot) -> None:
    await take_seat(pilot)
    for command in ("play Assassinate", "burn steel on Assassinate"):  # its Push asks
        await type_command(pilot, command)
    await asked(pilot)


async def coop_game_over(pilot) -> None:
    await take_seat(pilot)
    for command in ("play Iron Training", "burn iron on Iron Training"):
        await type_command(pilot, command)
    await pilot.press("colon", *"attack Lord Ruler", "enter")
    await wait_for(pilot, lambda: screen_name(pilot.app) in ("ConfirmScreen", "GameOverScreen"))
    if screen_name(pilot.app) == "ConfirmScreen":  # Money left: the first attack asks first
        await pilot.press("y")
    await game_over(pilot)


#: what each snapshot shows: its scenario file and the keys that get there
SHOTS: dict[str, tuple[str, Callable[..., Awaitable[None]]]] = {
    "metal-table": ("attack.toml", take_seat),
    "metal-decision": ("metal_deal.toml", metal_decision),
    "metal-gameover": ("gameover.toml", metal_game_over),
    "jld-table": ("jld_table.toml", take_seat),
    "jld-decision": ("jld_transform.toml", jld_decision),
    "jld-gameover": ("jld_gameover.toml", jld_game_over),
    "metro-table": ("metro_turn.toml", take_seat),
    "metro-decision": ("metro_turn.toml", metro_decision),
    "metro-gameover": ("metro_gameover.toml", metro_game_over),
    "mistborn-table": ("inplay_mistborn.toml", take_seat),
    "mistborn-decision": ("mistborn_soothe.toml", mistborn_decision),
    "mistborn-gameover": ("mistborn_gameover.toml", mistborn_game_over),
    "coop-table": ("coop_table.toml", take_seat),
    "coop-decision": ("coop_decision.toml", coop_decision),
    "coop-gameover": ("coop_gameover.toml", coop_game_over),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shot", SHOTS)
def test_screen(snap_compare, shot, size):
    scenario, run_before = SHOTS[shot]
    app = HotseatApp(scenario=DATA / scenario, autosave=False)
    assert snap_compare(app, terminal_size=SIZES[size], run_before=run_before)
