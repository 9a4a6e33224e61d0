"""Bad input gets a clear message, exit 2, and loses nothing (issue 8 §3): one table row per
example of the issue, each run through the command line as a user would (exit status,
message, no traceback, files unchanged and nothing written)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from hotseat.cli import main
from hotseat.saves import FORMAT, SaveError, read_save, remove_stale_temp_files, replay, write_atomic
from hotseat.session import Session, aside_path, autosave_status, set_aside
from rules.catalog.loader import default_catalog
from rules.engine.options import MAX_NAME, clean_name, printable
from rules.engine.textcmd import MAX_COMMAND_LENGTH, CommandError, parse

from conftest import make_game


def cli(*args: str):
    r = CliRunner().invoke(main, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    return r


def good_save(**kw) -> dict:
    base = {"format": FORMAT, "game": "metal", "cards_digest": default_catalog().digest, "seed": 1,
            "players": [{"name": "Ann", "bot": None}, {"name": "Ben", "bot": None}],
            "options": {"auto_pick": True}, "commands": []}
    base.update(kw)
    return base


def files_in(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# --------------------------------------------------------------------------- saves
BAD_SAVES = {
    "first seat out of range": (good_save(options={"first": 9}), "options.first: expected a seat from 0 to 1, got 9"),
    "first seat of the wrong type": (good_save(options={"first": "0"}), "options.first"),
    "unknown option": (good_save(options={"colour": "red"}), "options.colour: not a set-up option"),
    "unknown variant": (good_save(options={"variant": "huge"}), "has no variant 'huge'"),
    "unknown pick": (good_save(options={"pick": "maybe"}), "options.pick"),
    "options not a table": (good_save(options=[1, 2]), "options"),
    "format as text": (good_save(format="1"), "format"),
    "seed as text": (good_save(seed="7"), "seed"),
    "seed as a float": (good_save(seed=1.5), "seed"),
    "seed too big": (good_save(seed=2**70), "seed"),
    "unknown bot": (good_save(players=[{"name": "Ann", "bot": "smart"}, {"name": "Ben"}]), "unknown bot 'smart'"),
    "name with terminal control": (good_save(players=[{"name": "Ann\x1b]0;pwned\x07"}, {"name": "Ben"}]),
                                   "players[0].name: a name may not hold control characters"),
    "blank name": (good_save(players=[{"name": "  "}, {"name": "Ben"}]), "players[0].name: a name may not be blank"),
    "long name": (good_save(players=[{"name": "A" * 300_000}, {"name": "Ben"}]), f"at most {MAX_NAME} characters"),
    "two seats of one name": (good_save(players=[{"name": "Ann"}, {"name": " ann"}]), "already seat 1's"),
    "name not text": (good_save(players=[{"name": 3}, {"name": "Ben"}]), "players[0].name"),
    "unknown game": (good_save(game="chess"), "unknown game 'chess'"),
    "one player": (good_save(players=[{"name": "Ann"}]), "takes 2 to 5 players"),
    "commands not a list": (good_save(commands="end"), "commands"),
    "a 5 KB choose": (good_save(commands=["choose " + "," * 5000]), f"at most {MAX_COMMAND_LENGTH} characters"),
    "a name of 300,000 spaces": (good_save(commands=["play a" + " " * 300_000 + "b"]),
                                 f"at most {MAX_COMMAND_LENGTH} characters"),
    "a command that does not apply": (good_save(commands=["end", "buy Nothing At All"]),
                                      "command 2 'buy Nothing At All' does not apply"),
    "a command within the bound that names nothing": (good_save(commands=["play a" + " " * 1900 + "b"]),
                                                      "command 1 'play a"),
    "saved with other cards": (good_save(cards_digest="0000"), "saved with other card definitions"),
}
BAD_BYTES = {
    "nested too deeply": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "nested too deeply in a field": (json.dumps(good_save()).replace('"options": {', '"options": {"x": '
                                                                     + "[" * 50_000 + "]" * 50_000 + ', ').encode(),
                                     "nested too deeply"),
    "not UTF-8": (json.dumps(good_save()).encode().replace(b"Ann", b"A\xff\xfen"), "not UTF-8"),
    "an integer of 5000 digits": (json.dumps(good_save()).replace('"seed": 1', '"seed": ' + "9" * 5000).encode(),
                                  "not a save file"),
    "not JSON": (b"{oops", "JSON error"),
}


def _bad_save_cases():
    for label, (data, msg) in BAD_SAVES.items():
        yield pytest.param(json.dumps(data).encode(), msg, id=label)
    for label, (raw, msg) in BAD_BYTES.items():
        yield pytest.param(raw, msg, id=label)


@pytest.mark.parametrize("raw, message", list(_bad_save_cases()))
def test_a_save_that_cannot_be_replayed_is_refused_by_resume_and_replay(tmp_path, raw, message):
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    for args in (["resume", str(path)], ["replay", str(path)]):
        r = cli(*args)
        assert r.exit_code == 2, (args, r.output)
        assert r.output.startswith("Cannot open the game: "), r.output
        assert message in r.output, r.output
        assert "\x1b" not in r.output and len(r.output) < 2000
    assert path.read_bytes() == raw  # left untouched


@pytest.mark.parametrize("raw, message", list(_bad_save_cases()))
def test_an_autosave_that_cannot_be_replayed_is_refused_by_plain_resume(private_data, raw, message):
    private_data.mkdir(parents=True)
    (private_data / "autosave.json").write_bytes(raw)
    r = cli("resume")
    assert r.exit_code == 2 and r.output.startswith("Cannot open the game: ") and message in r.output
    assert (private_data / "autosave.json").read_bytes() == raw
    summary, problem = autosave_status(private_data / "autosave.json")
    assert summary is None and message in problem  # what the new-game screen shows


def test_read_save_raises_only_save_error_for_the_first_seat_example(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(good_save(options={"first": 9})), encoding="utf-8")
    with pytest.raises(SaveError, match=r"options\.first"):
        replay(read_save(path))


def test_a_good_save_still_replays_and_resume_file_names_any_save(tmp_path):
    path = tmp_path / "autosave-previous.json"
    s = Session.new("metal", ["Ann", "Ben"], 3, options={"auto_pick": True, "first": 0}, autosave=path)
    s.do("end")
    assert replay(read_save(path)).fingerprint() == s.state.fingerprint()
    r = cli("replay", str(path), "--seat", "2", "--yes")
    assert r.exit_code == 0 and "Ann" in r.output


# --------------------------------------------------------------------------- command line options
@pytest.mark.parametrize("args, message", [
    (["play", "--bot", "smart"], "'smart' is not one of"),
    (["play", "--players", "9"], "--players"),
    (["play", "--game", "jld", "--variant", "huge"], "--variant: Justice League Dark has no variant 'huge'"),
    (["play", "--variant", "short"], "--variant: Dark Nights – Metal has no variant 'short'"),
    (["play", "--names", "Ann,Ben\x1b[2J"], "--names: a name may not hold control characters"),
    (["play", "--names", "Ann,Ben,Cy"], "--names: 3 names for 2 players"),
    (["play", "--names", "Ann,ANN"], "--names: players[1]: the name 'ANN' is already seat 1's"),
    (["play", "--names", "Player 2"], "already seat 1's"),
    (["play", "--names", "A" * 100], f"at most {MAX_NAME} characters"),
    (["play", "--bots", "7"], "--bots: there is no seat 7"),
    (["play", "--seed", str(2**70)], "--seed"),
    (["sim", "--games", "-3"], "--games"),
    (["sim", "--games", "0"], "--games"),
    (["sim", "--workers", "0"], "--workers"),
    (["sim", "--bot", "smart"], "'smart' is not one of"),
    (["sim", "--players", "-1"], "--players"),
    (["sim", "--players", "9"], "--players: Dark Nights – Metal is played by 2 to 5 players, not 9."),
    (["sim", "--game", "chess"], "--game: unknown game 'chess'"),
], ids=lambda a: " ".join(a) if isinstance(a, list) else None)
def test_options_are_checked_before_any_file_is_written(private_data, args, message):
    r = cli(*args)
    assert r.exit_code == 2, r.output
    assert message in r.output, r.output
    assert "\x1b" not in r.output
    assert not private_data.exists() or files_in(private_data) == {}  # no autosave was written


@pytest.mark.parametrize("seat", ["99", "3", "0", "-1"])
def test_replay_refuses_a_seat_the_game_does_not_have(tmp_path, seat):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(good_save()), encoding="utf-8")
    r = cli("replay", str(path), "--seat", seat)
    assert r.exit_code == 2 and "--seat" in r.output, r.output


def test_resume_of_a_missing_file_exits_2(tmp_path):
    r = cli("resume", str(tmp_path / "nope.json"))
    assert r.exit_code == 2 and "No game to resume" in r.output


# --------------------------------------------------------------------------- text commands
@pytest.fixture
def deciding():
    """A game waiting on a decision with several options (Ann's Super Hero pick)."""
    from rules.engine.game import new_game

    return new_game("metal", ["Ann", "Ben"], 1, options={"first": 0})


@pytest.mark.parametrize("text", [
    "choose " + "," * 5000,
    "play a" + " " * 300_000 + "b",
    "x" * (MAX_COMMAND_LENGTH + 1),
], ids=["5 KB choose", "300,000 spaces", "one too many"])
def test_an_overlong_command_is_refused_clearly(deciding, text):
    with pytest.raises(CommandError, match=f"at most {MAX_COMMAND_LENGTH} characters"):
        parse(deciding, text)


@pytest.mark.parametrize("text, message", [
    ("choose " + "," * (MAX_COMMAND_LENGTH - 10), "Choose from"),
    ("choose a" + " " * (MAX_COMMAND_LENGTH - 10) + "b", "No option is named"),
    ("choose " + "#" * (MAX_COMMAND_LENGTH - 10), "No option is named"),
    ("choose x #" + " " * (MAX_COMMAND_LENGTH - 20) + "#zz", "#zz does not name any option"),
], ids=["commas", "spaces", "hashes", "spaces before #"])
def test_commands_just_under_the_bound_are_parsed_and_refused_with_the_reason(deciding, text, message):
    with pytest.raises(CommandError, match=message):
        parse(deciding, text)


def test_uid_suffix_still_names_one_copy():
    s = make_game(player=[{"hand": ["Punch", "Punch"]}, {}])
    uid = s.players[0].zones["hand"][1]
    assert parse(s, f"play Punch #{uid}").card == uid
    assert parse(s, f"play   Punch   #{uid}").card == uid


# --------------------------------------------------------------------------- names and printing
def test_clean_name_strips_control_characters_and_bounds_the_length():
    assert clean_name("Ann\x1b]0;pwned\x07") == "Ann]0;pwned"
    assert clean_name("  Ann \n  Lee\t") == "Ann Lee"
    assert clean_name("\u202eAnn") == "Ann"  # a bidi override would reverse the text around it
    assert clean_name("x" * 100) == "x" * MAX_NAME
    assert clean_name("[/]") == "[/]"  # markup-like names are fine: they are drawn as text


def test_printable_escapes_terminal_control():
    assert printable("Ann\x1b]0;pwned\x07") == "Ann\\x1b]0;pwned\\x07"
    assert printable("Ann\x9b2J") == "Ann\\x9b2J"  # the one-byte CSI
    assert printable("Ann [/] ✓") == "Ann [/] ✓"


def test_cards_check_prints_a_card_name_with_terminal_control_escaped(tmp_path):
    f = tmp_path / "evil.toml"
    f.write_text('[[card]]\nid = "metal/evil"\nname = "Evil\\u001b]0;pwned\\u0007"\ngame = "metal"\n'
                 'type = "Super Power"\ncost = "x"\nvp = 1\ncopies = 1\nsource = "designed"\n', encoding="utf-8")
    r = cli("cards", "check", str(f))
    assert r.exit_code == 2 and "\x1b" not in r.output and "\x07" not in r.output
    assert "Evil\\x1b]0;pwned\\x07" in r.output


# --------------------------------------------------------------------------- card and scenario files
@pytest.mark.parametrize("raw, message", [
    (b'[[card]]\nid = "metal/a"\nname = "A\xff"\n', "not UTF-8"),
    (b"x = " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deeply"),
    (b"x = " + b"{a=" * 2000 + b"1" + b"}" * 2000 + b"\n", "nested too deeply"),
])
def test_a_card_file_that_is_not_text_or_nested_too_deeply_exits_2(tmp_path, raw, message):
    f = tmp_path / "cards.toml"
    f.write_bytes(raw)
    r = cli("cards", "check", str(f))
    assert r.exit_code == 2 and message in r.output, r.output
    assert f.read_bytes() == raw
    r = cli("play", "--cards", str(f))
    assert r.exit_code == 2 and message in r.output


SCENARIO = 'game = "metal"\nplayers = ["Ann", "Ben"]\n[[step]]\n'


@pytest.mark.parametrize("text, message", [
    (SCENARIO + "expect.line_up = [1]\n", "expect.line_up: expected a list of card names, got [1]"),
    (SCENARIO + 'expect.turn = 1\n', "expect.turn: expected a string, got 1"),
    (SCENARIO + 'expect.game_over = "yes"\n', "expect.game_over: expected true or false"),
    (SCENARIO + 'expect.Ann.power = "2"\n', "expect.Ann.power: expected an integer"),
    (SCENARIO + 'expect.Ann.hand = "Punch"\n', "expect.Ann.hand: expected a list of card names"),
    (SCENARIO + 'expect.stacks.weakness = [1]\n', "expect.stacks.weakness: expected an integer"),
    (SCENARIO + 'expect.super_villains_costs = ["a"]\n', "expect.super_villains_costs: expected a list of integers"),
    (SCENARIO + 'expect.Ann = 3\n', "expect.Ann: expected a table of checks"),
    (SCENARIO + 'expect.Zed.power = 3\n', "expect.Zed: no player is named 'Zed'"),
    (SCENARIO.replace('"Ben"', '"Ben\\u001b[2J"'), "players[1]: a name may not hold control characters"),
    (SCENARIO + 'do = "end"\n' + 'variant = "huge"\n'.replace("variant", "x"), "unknown field"),
    ('game = "metal"\nplayers = ["Ann", "Ben"]\nvariant = "huge"\n', "has no variant 'huge'"),
    ('game = "metal"\nplayers = ["Ann", "Ben"]\n[table]\nline_up = [1]\n', "table.line_up"),
    ('game = "metal"\nseed = "7"\nplayers = ["Ann", "Ben"]\n', "seed"),
])
def test_a_scenario_checks_its_own_types(tmp_path, text, message):
    f = tmp_path / "sc.toml"
    f.write_text(text, encoding="utf-8")
    r = cli("scenario", "run", str(f))
    assert r.exit_code == 2 and "MALFORMED" in r.output, r.output
    assert message in r.output, r.output
    assert "\x1b" not in r.output


@pytest.mark.parametrize("raw, message", [
    (b'game = "metal"\nplayers = ["Ann", "B\xffen"]\n', "not UTF-8"),
    (b"x = " + b"[" * 5000 + b"]" * 5000 + b"\n", "nested too deeply"),
])
def test_a_scenario_file_that_is_not_text_or_nested_too_deeply_exits_2(tmp_path, raw, message):
    f = tmp_path / "sc.toml"
    f.write_bytes(raw)
    for args in (["scenario", "run", str(f)], ["scenario", "play", str(f)]):
        r = cli(*args)
        assert r.exit_code == 2 and message in r.output, r.output


# --------------------------------------------------------------------------- autosave is never lost
def test_set_aside_never_overwrites_a_kept_game(tmp_path):
    auto = tmp_path / "autosave.json"
    (tmp_path / "autosave-previous.json").write_text("first kept", encoding="utf-8")
    auto.write_text("second", encoding="utf-8")
    assert aside_path(auto).name == "autosave-previous-2.json"
    kept = set_aside(auto)
    assert kept.name == "autosave-previous-2.json" and kept.read_text(encoding="utf-8") == "second"
    assert (tmp_path / "autosave-previous.json").read_text(encoding="utf-8") == "first kept"
    assert not auto.exists()


def test_a_full_disk_turns_autosave_off_and_the_game_goes_on(tmp_path, monkeypatch):
    auto = tmp_path / "autosave.json"
    s = Session.new("metal", ["Ann", "Ben"], 3, options={"auto_pick": True, "first": 0}, autosave=auto)
    before = auto.read_bytes()

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("hotseat.session.save_game", full)
    s.do("end")  # applied, not saved
    assert s.autosave is None and "No space left on device" in s.autosave_error
    assert s.save.commands == ["end"] and auto.read_bytes() == before
    s.do("end")  # play goes on
    assert len(s.save.commands) == 2


def test_temp_files_of_a_killed_write_are_removed_at_the_next_start(tmp_path):
    (tmp_path / ".autosave.json.k1ll3d.tmp").write_text("half a save", encoding="utf-8")
    (tmp_path / "autosave.json").write_text("{}", encoding="utf-8")
    (tmp_path / "notes.tmp").write_text("not ours", encoding="utf-8")
    removed = remove_stale_temp_files(tmp_path)
    assert [p.name for p in removed] == [".autosave.json.k1ll3d.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "notes.tmp"]


def test_write_atomic_syncs_the_folder_after_the_rename(tmp_path, monkeypatch):
    import stat

    synced = []
    real = os.fsync

    def record(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real(fd)

    monkeypatch.setattr(os, "fsync", record)
    write_atomic(tmp_path / "game.json", "{}")
    assert synced == [False, True]  # the file's data, then the folder holding the new name
