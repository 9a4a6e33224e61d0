"""Helpers shared by the TUI tests (no tests here). The autouse ``private_data`` fixture in
conftest.py keeps every test out of the user's real data folder."""

from __future__ import annotations

import html
import re
import time
from pathlib import Path


from hotseat.app import HotseatApp

DATA = Path(__file__).parent / "data" / "tui"


def screen_text(app) -> str:
    """The text the terminal shows now, one line per row (rebuilt from the SVG screenshot)."""
    svg = app.export_screenshot()
    rows: dict[int, dict[int, str]] = {}
    for m in re.finditer(r'<text[^>]*\bx="([\d.]+)" y="([\d.]+)" textLength[^>]*>(.*?)</text>', svg, re.S):
        col, row = round(float(m.group(1)) / 12.2), round((float(m.group(2)) - 20) / 24.4)
        rows.setdefault(row, {})[col] = html.unescape(m.group(3)).replace("\xa0", " ")
    out = []
    for r in sorted(rows):
        line = ""
        for col, text in sorted(rows[r].items()):
            line = line.ljust(col) + text
        out.append(line.rstrip())
    return "\n".join(out)


def flat(text: str) -> str:
    """Screen text as one line, box borders and line breaks as spaces (a hint that wraps in its
    box reads whole)."""
    return re.sub(r"[\s█▊▎▌▐▀▄]+", " ", text)


def handoff_text(app) -> str:
    """The hand-off screen's text without its "since your last turn" box (drawn with │),
    which holds only log lines every player may read (tests/test_teach.py proves it)."""
    return "\n".join(line for line in screen_text(app).splitlines() if "│" not in line)


async def wait_for(pilot, cond, tries: int = 200, patience: float = 60.0) -> None:
    """Let the app run until ``cond()`` holds (never a fixed sleep): at least ``tries``
    pauses, and on a loaded machine more, until ``patience`` seconds have passed."""
    end = time.monotonic() + patience
    n = 0
    while n < tries or time.monotonic() < end:
        if cond():
            return
        await pilot.pause()
        n += 1
    assert cond(), "condition never held"


def key_too_soon(screen) -> None:
    """The next key ``screen``'s guard sees comes too soon, however slow the machine (as if a
    key had just come): a test of a key ignored in the first moment may not rely on pressing
    it within the wait, which a loaded machine does not do."""
    screen._guard.since = float("inf")


def keyboard_quiet(screen) -> None:
    """The keyboard has been quiet for ``screen``'s guard since long before it showed: its next
    key counts (once it has been made too soon by :func:`key_too_soon`)."""
    screen._guard.since = screen._guard.opened - 60


def notices_seen(app) -> list:
    """Every toast ``app`` shows from now on (Textual's ``Notification`` objects), kept after it
    goes: a brief notice may be gone by the time a loaded machine's test looks at the screen."""
    seen: list = []
    add = app._notifications.add

    def recording(notification):
        seen.append(notification)
        return add(notification)

    app._notifications.add = recording
    return seen


async def settle(pilot, most: int = 50) -> None:
    """Let the app run until the screen reads the same after a pause as before it (a redraw or
    a scroll that was still due has happened), at most ``most`` pauses. Use before reading the
    screen right after a screen change: Pilot's idle check can return between two redraws."""
    before = screen_text(pilot.app)
    for _ in range(most):
        await pilot.pause()
        now = screen_text(pilot.app)
        if now == before:
            return
        before = now


def make_app(tmp_path: Path, **kw) -> HotseatApp:
    kw.setdefault("seed", 1)
    return HotseatApp(autosave=tmp_path / "autosave.json", **kw)


def screen_name(app) -> str:
    return type(app.screen).__name__


def sync(fn):
    """Run an async test with asyncio (no pytest async plugin needed)."""
    import asyncio
    import functools

    @functools.wraps(fn)
    def run(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))

    return run


async def end_turn_to_game_over(app, pilot) -> None:
    """Press E (confirming when asked) on the turn that ends the game; wait for the scores."""
    await pilot.press("e")
    await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "GameOverScreen"))
    if screen_name(app) == "ConfirmScreen":
        await pilot.press("y")
    await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")


async def type_end(app, pilot) -> None:
    """Type ``end`` on the command line; when it asks first (cards or resources left unused),
    answer Yes."""
    await pilot.press("colon", *"end", "enter")
    await pilot.pause()
    if screen_name(app) == "ConfirmScreen":
        await pilot.press("y")
        await wait_for(pilot, lambda: screen_name(app) != "ConfirmScreen")


async def attack_anyway(app, pilot, left: str) -> None:
    """Wait for Mistborn's question before the first attack (the turn's actions end with it),
    check that it names ``left`` among what is left unused ("5 playable cards"), and answer
    Yes, as a player who means to attack does."""
    await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
    text = flat(screen_text(app))
    assert "Attack now?" in text and left in text, text
    await pilot.press("y")
    await wait_for(pilot, lambda: screen_name(app) != "ConfirmScreen")


async def dismiss_handoff(app, pilot) -> None:
    """Wait for the hand-off screen and dismiss it as the next player does (the one place that
    knows the key)."""
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen")


async def start_from_new_game(app, pilot) -> None:
    """Press Enter on the new-game screen, pass the first hand-off, and wait at the table for
    the seat that must act."""
    await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
    await pilot.press("enter")
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
    if screen_name(app) == "HandoffScreen":
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == app.session.state.decider)


def row_looks(app, widget, colours: bool = True) -> list[tuple]:
    """How each row of ``widget``'s content looks in the app's colour system (``TEXTUAL_COLOR_
    SYSTEM``; its colours downgraded as the terminal would get them), or with ``colours=False``
    as a terminal without colours shows it: per cell (character, colour, background, bold,
    underline, reverse)."""
    from rich.color import ColorSystem

    system = app.console._color_system or ColorSystem.TRUECOLOR
    strips = app.screen._compositor.render_strips()
    box = widget.content_region
    rows = []
    for y in range(box.y, box.bottom):
        cells, x = [], 0
        for seg in strips[y]:
            st = seg.style
            for ch in seg.text:
                if box.x <= x < box.right:
                    fg = st.color.downgrade(system).name if colours and st and st.color else None
                    bg = st.bgcolor.downgrade(system).name if colours and st and st.bgcolor else None
                    cells.append((ch, fg, bg, bool(st and st.bold), bool(st and st.underline),
                                  bool(st and st.reverse)))
                x += 1
        rows.append(tuple(cells))
    return rows


async def burst(app, pilot, *keys: str) -> None:
    """Send ``keys`` as one burst (a paste, ``tmux send-keys``, fast typing): every key is queued
    before the first is handled (``pilot.press`` waits for the app to settle after each key)."""
    from textual import events

    for key in keys:
        event = events.Key(key, key if len(key) == 1 else {"colon": ":", "space": " "}.get(key))
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()
    await pilot.pause()
