from pathlib import Path
from hotseat.app import HotseatApp
from test_tui_support import screen_name, sync, wait_for, screen_text
from test_tui_jld_user import take_seat
DATA = Path(__file__).parent / "data" / "tui"

@sync
async def test_dbg(tmp_path):
    for name in ("inplay_mistborn.toml", "coop_table.toml"):
        app = HotseatApp(scenario=DATA / name, autosave=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await take_seat(app, pilot)
            print("=====", name); print(screen_text(app))
            print([ (b.key, b.description) for b in app.screen.active_bindings.values() if False])
    assert 0
