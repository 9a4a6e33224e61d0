"""A designer's own cards everywhere (issue 15): ``--cards FILE`` on every command that loads
cards, saves that carry the extra card definitions (resume and replay without the file), and
``cards check FILE`` as an addition to the shipped set. The files are the README's example
(examples/feedback-riff*.toml), so the README's commands are the ones tested here."""

from __future__ import annotations

import json
import shlex
import shutil

import pytest
from click.testing import CliRunner

from hotseat.app import HotseatApp
from hotseat.cli import main
from hotseat.client import GameClient
from hotseat.saves import read_save
from hotseat.session import Session
from rules.catalog.loader import default_catalog, load

from conftest import REPO
from test_saves import played_session

CARD = REPO / "examples" / "feedback-riff.toml"
SCENARIO = REPO / "examples" / "feedback-riff-scenario.toml"


def cli(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    return r


@pytest.fixture
def card_file(tmp_path):
    """A copy of the example card file that a test may delete (the other machine has none)."""
    f = tmp_path / "mine" / "feedback-riff.toml"
    f.parent.mkdir()
    shutil.copy(CARD, f)
    return f


def _without_inline_card(tmp_path):
    """The example scenario without its [[card]] table: it needs --cards to know the card."""
    text = SCENARIO.read_text(encoding="utf-8")
    head, rest = text.split("\n[[card]]\n", 1)
    f = tmp_path / "needs-cards.toml"
    f.write_text(head + "\n" + rest[rest.index("[[player]]"):], encoding="utf-8")
    return f


@pytest.fixture
def no_table(monkeypatch):
    """Commands that open the table: the app is built but not run; the sessions it would
    show are collected."""
    seen = []
    monkeypatch.setattr(HotseatApp, "run", lambda self: seen.append(self.session))
    return seen


# --------------------------------------------------------------------------- cards check/show/list
def test_cards_check_a_designers_file_against_the_shipped_set():
    # Feedback Riff names the shipped Weakness: checked alone, that reference would not resolve
    r = cli("cards", "check", CARD)
    assert r.exit_code == 0, r.output
    assert r.output.startswith(f"OK: 1 distinct card (3 with copies) in {CARD}, 0 overriding a shipped card")
    r = cli("cards", "check", "--cards", CARD)
    assert r.exit_code == 0 and r.output.startswith("OK: 1 distinct card"), r.output


def test_cards_check_reports_an_override_and_no_set_counts(tmp_path):
    f = tmp_path / "cheap.toml"
    f.write_text('[[card]]\nid = "metal/war-cry"\nname = "War Cry"\ngame = "metal"\nkind = "main"\n'
                 'type = "Super Power"\ncost = 1\nvp = 1\ncopies = 9\nsource = "designed"\n'
                 'effects = [{ op = "power", amount = 2 }]\n', encoding="utf-8")
    r = cli("cards", "check", f)
    assert r.exit_code == 0, r.output  # 9 War Cries change the main deck's count: not the designer's problem
    line = default_catalog().lines["metal/war-cry"]
    assert f"{f}:1 › metal/war-cry (War Cry): overrides the shipped card of the same id (cards.toml:{line})" in r.output
    assert "1 overriding a shipped card" in r.output


def test_cards_check_a_designers_mistakes_name_file_line_card_and_field(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text(CARD.read_text(encoding="utf-8").replace('card = "Weakness"', 'card = "Weaknes"'), encoding="utf-8")
    r = cli("cards", "check", f)
    assert r.exit_code == 2
    assert (f"{f}:7 › metal/feedback-riff (Feedback Riff) › effects[1].effects[0].card: "
            "no metal card is named 'Weaknes'") in r.output
    assert r.output.strip().endswith("1 error(s).")


def test_cards_show_and_list_with_cards():
    r = cli("cards", "show", "feedback riff", "--cards", CARD)
    assert r.exit_code == 0, r.output
    assert "Feedback Riff  [metal/feedback-riff]" in r.output
    assert "+2 Power.\n  Attack: Each foe gains a Weakness.\n" in r.output
    assert cli("cards", "show", "feedback riff").exit_code == 1  # not a shipped card
    assert "metal main: 97 cards, 57 distinct" in cli("cards", "list", "--game", "metal").output
    r = cli("cards", "list", "--game", "metal", "--cards", CARD)
    assert r.exit_code == 0 and "metal main: 100 cards, 58 distinct" in r.output
    assert " 3 × Feedback Riff" in r.output


def test_cards_option_with_a_broken_file_exits_2_on_every_command(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text('[[card]]\nid = "metal/x"\nname = "X"\ngame = "metal"\nkind = "main"\ncost = "x"\n'
                 'source = "designed"\n', encoding="utf-8")
    save = tmp_path / "game.json"
    for args in (["cards", "show", "X"], ["cards", "list"], ["scenario", "run", SCENARIO],
                 ["scenario", "play", SCENARIO], ["replay", save], ["resume", save], ["sim", "--games", "1"],
                 ["play"]):
        r = cli(*args, "--cards", f)
        assert r.exit_code == 2, (args, r.output)
        assert f"{f}:1 › metal/x (X) › cost: expected an integer, got 'x'" in r.output, args


# --------------------------------------------------------------------------- scenarios
def test_scenario_with_an_inline_card_runs():
    r = cli("scenario", "run", SCENARIO)
    assert r.exit_code == 0 and "ok   " in r.output, r.output


def test_scenario_run_and_play_with_cards(tmp_path, no_table):
    f = _without_inline_card(tmp_path)
    r = cli("scenario", "run", f)
    assert r.exit_code == 2 and "Feedback Riff" in r.output  # unknown without the file
    r = cli("scenario", "run", "--cards", CARD, f)
    assert r.exit_code == 0 and "ok   " in r.output, r.output
    r = cli("scenario", "play", f)
    assert r.exit_code == 2 and "Cannot open the scenario" in r.output
    r = cli("scenario", "play", "--cards", CARD, f)
    assert r.exit_code == 0, r.output
    state = no_table[0].state
    assert [state.name(u) for u in state.players[0].zones["hand"]] == ["Feedback Riff"]


# --------------------------------------------------------------------------- sim and play
def test_sim_with_cards_plays_the_designed_card():
    r = cli("sim", "--cards", CARD, "--games", "6", "--json")
    assert r.exit_code == 0, r.output
    report = json.loads(r.output)
    assert not report["failures"]
    assert "Feedback Riff" in [c["card"] for c in report["most_bought"]]
    plain = json.loads(cli("sim", "--games", "6", "--json").output)
    assert "Feedback Riff" not in [c["card"] for c in plain["most_bought"]]


def test_sim_with_cards_same_report_whatever_the_worker_count():
    one = cli("sim", "--cards", CARD, "--games", "4", "--json", "--workers", "1")
    two = cli("sim", "--cards", CARD, "--games", "4", "--json", "--workers", "2")
    assert one.exit_code == two.exit_code == 0
    assert json.loads(one.output) == json.loads(two.output)


def test_play_with_cards_starts_a_game_that_saves_the_cards(monkeypatch):
    seen = {}
    monkeypatch.setattr("hotseat.app.run_app", lambda **kw: seen.update(kw))
    r = cli("play", "--cards", CARD, "--seed", "3")
    assert r.exit_code == 0, r.output
    assert seen["catalog"].cards["metal/feedback-riff"].cost == 3
    s = Session.new("metal", ["Ann", "Ben"], 3, catalog=seen["catalog"])
    assert [c["id"] for c in s.save.extra_cards] == ["metal/feedback-riff"]


# --------------------------------------------------------------------------- saves, resume, replay
def _played(tmp_path, card_file, steps=120):
    """A game played with the extra card file, autosaved to game.json; the session."""
    s = played_session(tmp_path, steps, 5, catalog=load(extra=[card_file]), save_name="game.json")
    assert any(c.name == "Feedback Riff" for c in s.state.cards)  # the designed card is in the game
    return s


def test_a_save_carries_the_card_definitions_not_a_path(tmp_path, card_file):
    s = _played(tmp_path, card_file, steps=3)
    text = (tmp_path / "game.json").read_text(encoding="utf-8")
    assert str(card_file.parent) not in text and "feedback-riff.toml" not in text
    data = json.loads(text)
    assert data["extra_cards"] == load(extra=[card_file]).added_data()
    assert data["extra_cards"][0]["name"] == "Feedback Riff" and data["extra_cards"][0]["cost"] == 3
    assert data["cards_digest"] == s.catalog.game_digest("metal") != default_catalog().game_digest("metal")


def test_resume_and_replay_without_the_card_file(tmp_path, card_file, no_table):
    s = _played(tmp_path, card_file)
    log = [line for e in s.state.events if (line := e.for_player(None))]
    card_file.unlink()  # another machine: only the save
    save = tmp_path / "game.json"
    r = cli("replay", save)
    assert r.exit_code == 0, r.output
    assert r.output.splitlines() == log
    r = cli("resume", save)
    assert r.exit_code == 0, r.output
    assert no_table[0].state.fingerprint() == s.state.fingerprint()
    again = GameClient.load(read_save(save), autosave=save)
    assert again.state.fingerprint() == s.state.fingerprint()
    again.undo_reason()  # the resumed game goes on saving with its cards
    again.write()
    assert read_save(save).extra_cards == s.save.extra_cards


def test_replay_and_resume_with_cards_open_a_save_that_does_not_carry_them(tmp_path, card_file, no_table):
    s = _played(tmp_path, card_file, steps=20)
    save = tmp_path / "game.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    del data["extra_cards"]  # a save that names only the digest of its cards
    save.write_text(json.dumps(data), encoding="utf-8")
    r = cli("replay", save)
    assert r.exit_code == 2 and "saved with other card definitions" in r.output
    r = cli("replay", save, "--cards", card_file)
    assert r.exit_code == 0, r.output
    r = cli("resume", save, "--cards", card_file)
    assert r.exit_code == 0, r.output
    assert no_table[0].state.fingerprint() == s.state.fingerprint()


@pytest.mark.parametrize("field, value, message", [
    ("cost", "x", "cost: expected an integer, got 'x'"),
    ("effects", [{"op": "power", "amount": 2}, {"op": "gain", "card": "Nonesuch"}],
     "effects[1].card: no metal card is named 'Nonesuch'"),
    ("type", "Super Powr", "type: unknown card type 'Super Powr'"),
])
def test_a_broken_card_in_a_save_names_the_save_card_and_field(tmp_path, card_file, no_table, field, value, message):
    _played(tmp_path, card_file, steps=3)
    save = tmp_path / "game.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    data["extra_cards"][0][field] = value
    save.write_text(json.dumps(data), encoding="utf-8")
    before = save.read_bytes()
    where = f"{save} › extra_cards › metal/feedback-riff (Feedback Riff) › {message}"
    for cmd in ("replay", "resume"):
        r = cli(cmd, save)
        assert r.exit_code == 2, r.output
        assert "Cannot open the game" in r.output and where in r.output, r.output
    assert not no_table and save.read_bytes() == before


def test_a_changed_but_valid_card_in_a_save_is_refused(tmp_path, card_file):
    _played(tmp_path, card_file, steps=3)
    save = tmp_path / "game.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    data["extra_cards"][0]["cost"] = 1
    save.write_text(json.dumps(data), encoding="utf-8")
    r = cli("replay", save)
    assert r.exit_code == 2 and f"{save}: saved with other card definitions" in r.output


@pytest.mark.parametrize("value, message", [
    ("metal/feedback-riff", "extra_cards: Input should be a valid list"),
    (["metal/feedback-riff"], "extra_cards[0]: Input should be a valid dictionary"),
])
def test_extra_cards_of_the_wrong_shape(tmp_path, card_file, value, message):
    _played(tmp_path, card_file, steps=3)
    save = tmp_path / "game.json"
    data = json.loads(save.read_text(encoding="utf-8"))
    data["extra_cards"] = value
    save.write_text(json.dumps(data), encoding="utf-8")
    r = cli("replay", save)
    assert r.exit_code == 2 and message in r.output, r.output


# --------------------------------------------------------------------------- the README
def _readme_commands() -> list[list[str]]:
    """The ``hotseat`` commands of the README's "Designing cards" section, split like a shell."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Designing cards", 1)[1].split("\n## ", 1)[0]
    blocks = section.split("```sh\n")[1:]
    return [shlex.split(line)[1:] for block in blocks for line in block.split("```", 1)[0].splitlines()
            if line.strip().startswith("hotseat ")]


def _readme_excerpt_value(figure: str) -> str:
    """The value the README's worked example shows for ``figure`` (a row of a report table)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if figure in x)
    return line.split("│")[-2].strip()


def test_the_readme_designers_loop_works(monkeypatch):
    commands = _readme_commands()
    assert [c[:2] for c in commands] == [["cards", "check"], ["cards", "show"], ["cards", "list"],
                                         ["scenario", "run"], ["sim", "--cards"], ["sim", "--cards"],
                                         ["sim", "--cards"], ["play", "--cards"]]
    seen = {}
    monkeypatch.setattr("hotseat.app.run_app", lambda **kw: seen.update(kw))
    monkeypatch.chdir(REPO)
    for args in commands:
        if "--compare" in args:
            continue  # the worked example's second run: test_the_readme_worked_example_finds_a_card_too_strong
        r = cli(*args)
        assert r.exit_code == 0, (args, r.output)
        assert "FAILED" not in r.output and "MALFORMED" not in r.output
        if args[0] == "sim" and "--card" not in args:
            assert "Feedback Riff" in r.output  # among the most bought cards
        elif args[0] == "sim":  # the worked example: sim --card finds the card too strong
            text = " ".join(r.output.replace("│", " ").split())  # a table's cells as the width wrapped them
            assert "Card: Overdrive" in text and "buyers win more: the card looks strong" in text
            assert _readme_excerpt_value("Win rate of buyers") in text  # the README shows what it prints
    assert seen["catalog"].cards["metal/feedback-riff"].name == "Feedback Riff" and seen["players"] == 3


def test_the_readme_worked_example_finds_a_card_too_strong(monkeypatch):
    """The README's `sim --card Overdrive --compare overdrive-tuned.toml`: the buyers' interval
    lies wholly above the passers' (the card is too strong); the tuned version's do not."""
    args = next(c for c in _readme_commands() if "--compare" in c)
    monkeypatch.chdir(REPO)
    r = cli(*args, "--json")
    assert r.exit_code == 0, r.output
    report = json.loads(r.output)
    card, tuned = report["cards"][0], report["compare"]["cards"][0]
    assert card["card"] == tuned["card"] == "Overdrive"
    assert card["buyers"]["low"] > card["passed"]["high"] and card["verdict"] == "strong"
    assert tuned["buyers"]["low"] <= tuned["passed"]["high"] and tuned["verdict"] == "even"
    assert tuned["buyers"]["rate"] < card["buyers"]["rate"]
    shown = _readme_excerpt_value("Overdrive: buyers' win rate")  # "64% [47–78]", the tuned run's
    b = tuned["buyers"]
    assert shown == f"{b['rate']:.0%} [{b['low'] * 100:.0f}–{b['high'] * 100:.0f}]"
