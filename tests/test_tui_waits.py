"""The waits against keys meant for another screen (the hand-off's, a question's, the table's
after a hand-off, a table letter key's wait for a next letter) are one mechanism
(``screens/guard.py``), and the player may set each in the config file (``[waits]`` in
``config.toml``): a value changes the wait; a wrong one is said, and its default used."""

from __future__ import annotations

from test_tui_support import key_too_soon, keyboard_quiet, screen_name, sync, wait_for
from test_tui_teach_input import SIZE, bare_scenario

from hotseat.app import HotseatApp
from hotseat.config import config_path, read_config
from screens import guard
from screens.guard import Wait, Waits
from screens.handoff import HandoffScreen


def test_a_wrong_wait_is_said_and_the_other_settings_kept(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('theme = "nord"\n[waits]\nburst = "fast"\nhandoff = 1.5\ntable = 9\n', encoding="utf-8")
    config, problem = read_config(path)
    assert config.theme == "nord" and config.wait_values() == {"handoff": 1.5}
    assert "› waits.burst" in problem and "› waits.table" in problem and "default" in problem


async def _space_at_once(tmp_path, monkeypatch, config: str) -> HotseatApp:
    """An app whose config holds ``config``, with the hand-off's wait read from the settings
    (not the tests' 0): Space pressed as soon as the hand-off shows."""
    monkeypatch.setattr(guard, "WAITS", Waits())  # what the app sets is forgotten after the test
    monkeypatch.setattr(HandoffScreen, "GUARD", Wait("handoff"))
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_text(config, encoding="utf-8")
    return HotseatApp(scenario=bare_scenario(tmp_path, "metal"), autosave=False)


@sync
async def test_a_wait_set_in_the_config_is_used(tmp_path, monkeypatch):
    app = await _space_at_once(tmp_path, monkeypatch, "[waits]\nhandoff = 0\n")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")  # no wait set: Space continues at once
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")


@sync
async def test_a_wrong_wait_in_the_config_is_said_not_a_traceback(tmp_path, monkeypatch):
    app = await _space_at_once(tmp_path, monkeypatch, '[waits]\nhandoff = "slow"\n')
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        key_too_soon(app.screen)  # a 0 wait would take it all the same
        await pilot.press("space")
        await pilot.pause()
        assert screen_name(app) == "HandoffScreen"
        keyboard_quiet(app.screen)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")  # the notice is told once seated
        await wait_for(pilot, lambda: any("waits.handoff" in n.message for n in app._notifications))


def test_the_readme_shows_every_wait_with_its_default():
    import dataclasses
    import re
    import tomllib

    from conftest import REPO

    block = re.search(r"```toml\n(\[waits\]\n.*?)```", (REPO / "README.md").read_text(encoding="utf-8"), re.S)
    assert block, "README.md shows no [waits] table"
    assert tomllib.loads(block.group(1))["waits"] == dataclasses.asdict(Waits())
