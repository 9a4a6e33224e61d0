"""Snapshot tests of the table (Metal and Justice League Dark) at 80x24 and 120x40 (regenerate deliberately with
``pytest tests/test_tui_snapshots.py --snapshot-update``)."""

from __future__ import annotations

from test_tui_support import DATA, screen_name, wait_for

from hotseat.app import HotseatApp


async def to_ann(pilot) -> None:
    app = pilot.app
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
    await pilot.pause()


def test_table_80x24(snap_compare):
    assert snap_compare(HotseatApp(scenario=DATA / "attack.toml", autosave=False), terminal_size=(80, 24),
                        run_before=to_ann)


def test_table_120x40(snap_compare):
    assert snap_compare(HotseatApp(scenario=DATA / "attack.toml", autosave=False), terminal_size=(120, 40),
                        run_before=to_ann)


def test_jld_table_80x24(snap_compare):
    assert snap_compare(HotseatApp(scenario=DATA / "jld_table.toml", autosave=False), terminal_size=(80, 24),
                        run_before=to_ann)


def test_jld_table_120x40(snap_compare):
    assert snap_compare(HotseatApp(scenario=DATA / "jld_table.toml", autosave=False), terminal_size=(120, 40),
                        run_before=to_ann)
