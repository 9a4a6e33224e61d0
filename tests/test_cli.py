"""The ``hotseat`` command line: cards check/show/list, --help everywhere, replay."""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from hotseat.bots import HeuristicBot
from hotseat.cli import main
from hotseat.saves import read_save
from hotseat.session import Session
from rules.engine.game import legal_commands

from conftest import DATA


def cli(*args):
    r = CliRunner().invoke(main, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    return r


def test_cards_check_shipped_file_ok():
    r = cli("cards", "check")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("OK: ") and "cards.toml" in r.output


def test_cards_check_broken_file_exits_2_without_traceback():
    r = cli("cards", "check", str(DATA / "broken" / "three_mistakes.toml"))
    assert r.exit_code == 2
    assert r.output.strip().endswith("3 error(s).")


def test_cards_show_prints_generated_text():
    r = cli("cards", "show", "war cry")
    assert r.exit_code == 0
    assert "War Cry  [metal/war-cry]" in r.output
    assert "Super Power · cost 4" in r.output
    assert "  +2 Power.\n  Draw a card.\n" in r.output


def test_cards_show_a_name_of_several_games_shows_the_default_games_card_and_says_so():
    r = cli("cards", "show", "Weakness")
    assert r.exit_code == 0, r.output
    assert "several games: jld, metal" in r.output and "--game jld" in r.output
    assert "[metal/weakness]" in r.output and "[jld/weakness]" not in r.output
    r = cli("cards", "show", "Weakness", "--game", "jld")
    assert "[jld/weakness]" in r.output and "[metal/weakness]" not in r.output
    assert "several games" not in r.output


def test_cards_show_unknown_card():
    r = cli("cards", "show", "Zzz")
    assert r.exit_code == 1 and "No card named 'Zzz'" in r.output


def test_cards_list_counts_match_the_rulebook():
    r = cli("cards", "list", "--game", "metal")
    assert r.exit_code == 0
    counts = dict(re.findall(r"^metal (\w+): (\d+) cards?,", r.output, re.M))
    assert {k: int(v) for k, v in counts.items()} == {
        "starter": 52, "main": 97, "stack": 16, "weakness": 30, "villain": 7, "character": 11, "tile": 1}
    assert "metal tile: 1 card, 1 distinct" in r.output
    assert re.search(r"^\s+16 × Breakthrough\b", r.output, re.M)


def test_cards_list_unknown_game():
    r = cli("cards", "list", "--game", "chess")
    assert r.exit_code == 2 and "No cards of a game named 'chess'" in r.output


def test_cards_schema_is_json_schema():
    import json

    r = cli("cards", "schema")
    schema = json.loads(r.output)
    assert "card" in schema["properties"]


def _commands(group: click.Group, prefix=()):
    for name, cmd in group.commands.items():
        yield prefix + (name,)
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, prefix + (name,))


@pytest.mark.parametrize("path", [()] + list(_commands(main)), ids=lambda p: " ".join(p) or "hotseat")
def test_help_on_every_command(path):
    for flag in ("--help", "-h"):
        r = cli(*path, flag)
        assert r.exit_code == 0
        assert r.output.startswith("Usage:")
    doc = r.output.split("\n\n")[1].strip()
    assert len(doc) > 10  # every command says what it does


def test_replay_prints_the_log(tmp_path):
    path = tmp_path / "game.json"
    s = Session.new("metal", ["Ann", "Ben"], 8, options={"auto_pick": True}, autosave=path)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    for _ in range(40):
        seat = s.state.decider
        s.do(bots[seat].choose(s.view(seat), legal_commands(s.state)))
    assert read_save(path).commands == s.save.commands
    r = cli("replay", str(path))
    assert r.exit_code == 0
    assert r.output.splitlines() == [e.text for e in s.state.events]
    assert "Ann" in r.output and "draws" in r.output
    # as a seat saw it: their own draws by name
    r1 = cli("replay", str(path), "--seat", "1", "--yes")
    assert r1.output.splitlines() == [e.for_player(0) for e in s.state.events]
    assert r1.output != r.output


def test_replay_as_a_seat_of_a_game_not_over_asks_first(tmp_path):
    """Hot-seat privacy: anyone at the keyboard can type ``replay --seat 2``. In a game not yet
    over it asks whether that player alone is looking; no answer, or "n", prints no hand."""
    path = tmp_path / "game.json"
    s = Session.new("metal", ["Ann", "Ben"], 8, options={"auto_pick": True, "first": 0}, autosave=path)
    s.do("end")  # Ben has drawn his hand; Ann's new hand is drawn too
    ben_hand = [s.state.name(uid) for uid in s.state.zone(1, "hand")]
    seen = [e.for_player(1) for e in s.state.events]
    for answer in ("", "n\n"):
        r = CliRunner().invoke(main, ["replay", str(path), "--seat", "2"], input=answer)
        assert r.exit_code == 1, r.output
        assert "Is Ben the only one looking" in r.output and "Not shown" in r.output
        assert not any(line in r.output for line in seen if line not in [e.text for e in s.state.events])
    r = CliRunner().invoke(main, ["replay", str(path), "--seat", "2"], input="y\n")
    assert r.exit_code == 0
    assert all(line in r.output for line in seen)
    assert any(name in r.output for name in ben_hand)


def test_replay_of_a_corrupt_save_exits_2(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{oops", encoding="utf-8")
    r = cli("replay", str(path))
    assert r.exit_code == 2
    assert "not a save file" in r.output
    assert path.read_text(encoding="utf-8") == "{oops"


def test_unknown_command_is_a_usage_error():
    r = cli("frobnicate")
    assert r.exit_code == 2 and "No such command" in r.output


def test_help_loads_no_card_schema():
    """``hotseat --help`` lists the commands without importing the card schema, pydantic or a
    game (issue 15: the help took 186 ms, most of it importing them); a command's own help
    still shows the defaults and variants the games give."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from click.testing import CliRunner\n"
            "from hotseat.cli import main\n"
            "r = CliRunner().invoke(main, ['--help'])\n"
            "assert r.exit_code == 0 and 'Commands:' in r.output, r.output\n"
            "print(sorted(m for m in ('rules.catalog.schema', 'pydantic', 'rules.api') if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=DATA.parent.parent)  # the repository's root: its package is imported
    assert done.stdout.strip() == "[]", done.stdout + done.stderr
    r = cli("play", "--help")
    assert "[default: metal]" in r.output and "mistborn: coop" in r.output and "random|heuristic" in r.output


def test_a_terminal_is_told_the_table_is_on_its_way_before_it_loads(tmp_path):
    """A Metal trial: ``resume`` left the terminal blank for 4-6 s while the rules loaded and
    seemed to hang. On a terminal a line says the table is on its way first; here the save
    cannot be opened, so the error follows it (a pseudo-terminal stands for the terminal)."""
    import os
    import pty
    import subprocess
    import sys

    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    main_fd, term = pty.openpty()
    code = "from hotseat.cli import main; main()"
    done = subprocess.run([sys.executable, "-c", code, "resume", str(bad)], stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=term, cwd=DATA.parent.parent, timeout=120)
    os.close(term)
    said = b""
    while True:
        try:
            chunk = os.read(main_fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        said += chunk
    os.close(main_fd)
    text = said.decode("utf-8", "replace")
    assert done.returncode == 2, text
    assert text.index("opening the saved game") < text.index("Cannot open the game"), text
    assert "opening" not in cli("resume", str(bad)).output  # not on a pipe
