"""The theme (issue 14, "Rules reference and help"): the theme picked is saved in the user's
config folder (``hotseat/config.py``; the tests' folder is a temporary one, conftest
``private_data``) and restored at start; every built-in theme keeps the coloured text
readable, the orange Power on light themes among it."""

from __future__ import annotations

import re

import pytest
from conftest import REPO
from textual.color import Color
from textual.theme import BUILTIN_THEMES

from hotseat.config import Config, config_path, read_config, write_config
from test_tui_support import make_app, screen_name, sync, wait_for

#: the screens' text colours: theme variables (``$text-warning``...), never a hex colour
TEXT_COLOUR = re.compile(r"(?:\[(?:b |bold |i |italic )?|\"(?:bold |italic )?|color:\s*)\$([\w-]+)")
#: WCAG's contrast ratio for large or bold text; long plain text (refusals) gets 4.5
BOLD, PLAIN = 3.0, 4.5
#: the ANSI themes take their colours from the terminal's own palette, which we cannot know
THEMES = [name for name in BUILTIN_THEMES if not name.startswith("ansi")]
#: the coloured text variables, each checked on every theme; the others are the theme's own
#: text colour (``$text``, ``$foreground``) and its dimmed form (``$text-muted``)
COLOURED = ("text-warning", "text-success", "text-accent", "text-error", "text-primary", "text-secondary")


def _ratio(a: Color, b: Color) -> float:
    def lum(c: Color) -> float:
        def ch(v: int) -> float:
            x = v / 255
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)

    hi, lo = sorted([lum(a), lum(b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _colours_used() -> set[str]:
    used = set()
    for path in (REPO / "screens").rglob("*"):
        if path.suffix in (".py", ".tcss"):
            used |= set(TEXT_COLOUR.findall(path.read_text(encoding="utf-8")))
    return used


def test_screens_colour_text_with_the_readable_theme_variables():
    """Text is coloured with Textual's ``$text-*`` variables (made readable on the theme's
    background), not ``$warning`` (orange on white on light themes) nor a hex colour."""
    used = _colours_used()
    assert "text-warning" in used, "the scan found the Power's colour"
    assert used <= {*COLOURED, "text", "foreground", "text-muted"}, used
    hexes = [p for p in (REPO / "screens").rglob("*.tcss") if re.search(r"#[0-9a-fA-F]{3,8}\b", p.read_text())]
    assert not hexes


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_keeps_coloured_text_readable(theme):
    colours = BUILTIN_THEMES[theme].to_color_system().generate()
    background = Color.parse(colours["background"])
    for name in COLOURED:
        ratio = _ratio(Color.parse(colours[name]), background)
        need = PLAIN if name == "text-error" else BOLD
        assert ratio >= need, f"{theme}: ${name} on the background is {ratio:.1f}:1, under {need}:1"
    # what the Power used to be: unreadable orange on a light theme
    if theme == "textual-light":
        assert _ratio(Color.parse(colours["warning"]), background) < BOLD


def test_an_unreadable_config_is_a_notice_not_a_crash(tmp_path):
    bad = tmp_path / "config.toml"
    bad.write_text('theme = 3\n', encoding="utf-8")
    config, problem = read_config(bad)
    assert config == Config() and problem and "config.toml › theme" in problem
    bad.write_text('colour = "red"\n', encoding="utf-8")
    assert "› colour" in read_config(bad)[1]
    bad.write_text('theme = "nord\n', encoding="utf-8")
    assert "not valid TOML" in read_config(bad)[1]
    assert read_config(tmp_path / "none.toml") == (Config(), None)


@sync
async def test_the_theme_picked_is_saved_and_restored(tmp_path):
    assert not config_path().exists()
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"theme")
        await pilot.pause()
        await pilot.press("enter")  # Textual's "Change theme" opens the list of themes
        await pilot.pause()
        await pilot.press(*"textual-light")
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.theme == "textual-light" and screen_name(app) == "NewGameScreen")
    assert read_config() == (Config(theme="textual-light"), None)
    again = make_app(tmp_path)
    async with again.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(again) == "NewGameScreen")
        assert again.theme == "textual-light"
    write_config(Config(theme="no-such-theme"))
    third = make_app(tmp_path)
    async with third.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(third) == "NewGameScreen")
        assert third.theme == "textual-dark"
        assert any("no theme 'no-such-theme'" in n.message for n in third._notifications)
