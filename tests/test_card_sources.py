"""Designed cards are visible as designed (issue 9, section 4): the ``source``/``designed``
fields, ``cards list``/``cards show``, the card detail screen, and the shipped JSON Schema
that cards.toml links to."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from hotseat.cli import main
from rules.catalog.loader import load
from rules.catalog.schema import Card, card_file_json_schema, card_file_json_schema_text

from conftest import REPO
from test_tui_support import DATA, screen_name, screen_text, sync, wait_for

SCHEMA_FILE = REPO / "rules" / "catalog" / "cards.schema.json"


def cli(*args):
    return CliRunner().invoke(main, list(args))


def card(**kw) -> Card:
    return Card.model_validate({"id": "metal/x", "name": "X", "game": "metal", "kind": "main", **kw})


# --------------------------------------------------------------------------- the fields
def test_provenance_in_words():
    assert card(source="rulebook").provenance == "rulebook" and not card(source="rulebook").invented
    c = card(source="published", designed=["effects"])
    assert c.invented and c.provenance == "published; effects designed"
    # in a player's words (a trial: "Designed for hotseat: its effects; the rest follows a public
    # card list." was unclear)
    assert c.design_note == "What it does is our own, made for hotseat; the rest is as a public card list gives it."
    both = card(source="published", designed=["cost", "effects"]).design_note
    assert both.startswith("Its cost and what it does are our own")
    assert card(source="designed").invented and "whole card" in card(source="designed").design_note
    assert card(source="published").design_note is None


@pytest.mark.parametrize("raw", [
    {"source": "designed", "designed": ["effects"]},  # designed in full already
    {"source": "published", "designed": ["effects", "effects"]},
    {"source": "published", "designed": ["rules"]},
])
def test_designed_parts_are_checked(raw):
    with pytest.raises(ValidationError):
        card(**raw)


def test_partly_invented_rulebook_cards_say_so():
    cat = load()
    # the rulebook names their bonus types or one half of them; the rest is ours
    for game, name in [("metal", "Kendra Saunders"), ("metal", "The Merciless"), ("metal", "Cyborg One Million"),
                       ("metal", "Dionesium"), ("metal", "Barbatos"), ("jld", "Mordru"), ("jld", "Black Adam, Corrupted")]:
        for c in cat.game_cards(game):
            if c.name == name:
                assert c.source == "rulebook" and "effects" in c.designed, (game, name)
    # cards the rulebook gives in full stay plain "rulebook"
    assert not cat.by_name("metal", "Breakthrough").invented
    assert not cat.by_name("jld", "Billy Batson, Chosen").invented
    # no card of either DC game is "published" with effects nobody published (their public card
    # lists give no effects; Mistborn's reference gives them, read from the cards)
    for c in cat.cards.values():
        if c.game in ("metal", "jld") and c.source == "published" and c.effects and c.kind != "starter":
            assert "effects" in c.designed, c.id


# --------------------------------------------------------------------------- the CLI
def test_cards_list_marks_invented_cards():
    out = cli("cards", "list", "--game", "jld").output
    assert out.startswith("✎ = designed for hotseat")
    line = next(x for x in out.splitlines() if "Mystic Bolt" in x)
    assert "✎ designed" in line
    line = next(x for x in out.splitlines() if "Nergal" in x)
    assert "✎ published; effects designed" in line
    line = next(x for x in out.splitlines() if "Billy Batson, Chosen" in x)
    assert "✎" not in line and line.rstrip().endswith("rulebook")
    assert "jld villain: 10 cards, 10 distinct, 10 ✎" in out


def test_cards_show_explains_what_is_designed():
    out = cli("cards", "show", "Kendra Saunders", "--game", "metal").output
    assert "source: rulebook; effects designed" in out
    assert "✎ What it does is our own, made for hotseat; the rest is as the rulebook gives it." in out
    out = cli("cards", "show", "Breakthrough").output
    assert "source: rulebook" in out and "✎" not in out


# --------------------------------------------------------------------------- the JSON Schema
def test_the_shipped_schema_file_is_current():
    assert SCHEMA_FILE.read_text(encoding="utf-8") == card_file_json_schema_text(), \
        "regenerate it: hotseat cards schema > rules/catalog/cards.schema.json"
    assert cli("cards", "schema").output == SCHEMA_FILE.read_text(encoding="utf-8")


def test_the_schema_command_prints_the_whole_schema_in_a_fresh_process():
    """The regeneration command, as a shell runs it: a new process, where no test has imported
    the games (it once printed the schema without any game's card ops)."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "hotseat", "cards", "schema"], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout
    assert out == SCHEMA_FILE.read_text(encoding="utf-8")


@pytest.mark.parametrize("args, shown", [(["cards", "show", "Noble"], "Noble"),
                                         (["cards", "list", "--game", "mistborn"], "Kelsier")])
def test_the_cards_commands_work_in_a_fresh_process(args, shown):
    """``cards show`` and ``cards list`` as a shell runs them: in a new process no game is
    registered until the CLI registers them (a new user's trial found both failing there
    with every card refused, while the in-process tests passed)."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "hotseat", *args], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0 and shown in done.stdout, done.stderr[-500:]


def test_the_schema_has_an_id_and_describes_every_field():
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert schema["$schema"].startswith("https://json-schema.org/") and schema["$id"]
    models = {"(file)": schema, **schema["$defs"]}
    for model, node in models.items():
        for field, prop in node.get("properties", {}).items():
            assert prop.get("description"), f"{model}.{field}"
    card_props = schema["$defs"]["Card"]["properties"]
    assert "designed" in card_props and "effects" in json.dumps(card_props["designed"])


def test_cards_toml_links_the_schema():
    first = (REPO / "cards.toml").read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("#:schema ")
    assert (REPO / first.removeprefix("#:schema ").strip()).resolve() == SCHEMA_FILE.resolve()


def test_an_undocumented_field_cannot_be_published(monkeypatch):
    from rules.catalog import schema as mod

    monkeypatch.delitem(mod.FIELD_DOCS, "flavour")
    with pytest.raises(KeyError, match="Card.flavour"):
        card_file_json_schema()


# --------------------------------------------------------------------------- cards check
def test_cards_check_lists_every_problem_with_its_line(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text('# two cards\n\n[[card]]\nid = "metal/a"\nname = "A"\ngame = "metal"\nkind = "main"\n'
                 'type = "Super Powr"\ncost = "2"\nsource = "designed"\n\n'
                 '[[card]]\nid = "metal/b"\nname = "B"\ngame = "metal"\nkind = "main"\ntype = "Hero"\n'
                 'subtypes = ["Metal"]\nsource = "designed"\neffects = [{ op = "surge" }]\n', encoding="utf-8")
    r = cli("cards", "check", str(f))
    assert r.exit_code == 2
    lines = r.output.splitlines()
    assert f"{f}:3 › metal/a (A) › cost: expected an integer, got '2'" in lines
    assert any(x.startswith(f"{f}:3 › metal/a (A) › type: unknown card type 'Super Powr'") for x in lines)
    assert any(x.startswith(f"{f}:12 › metal/b (B) › subtypes[0]: unknown subtype 'Metal'") for x in lines)
    assert any(x.startswith(f"{f}:12 › metal/b (B) › effects[0].op: 'surge' is a rule of jld") for x in lines)
    assert lines[-1] == "4 error(s)."


# --------------------------------------------------------------------------- the TUI
@sync
async def test_card_detail_marks_a_designed_card():
    from hotseat.app import HotseatApp

    app = HotseatApp(scenario=DATA / "jld_table.toml", autosave=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
        st = app.session.state
        hand = app.screen.query_one("#hand")
        names = [st.name(u) for u in st.players[app.viewer].zones["hand"]]
        for name, marked in (("Mystic Bolt", True), ("Punch", False)):
            hand.focus()
            hand.highlighted = names.index(name)
            await pilot.press("i")
            await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
            text = screen_text(app)
            assert name in text
            assert ("✎ " in text and "made for hotseat" in text) == marked, text
            await pilot.press("escape")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
