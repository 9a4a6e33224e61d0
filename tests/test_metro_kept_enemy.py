"""A defeated Enemy a Hero keeps is a Storyline card (rulebook "Battle Enemies": it is turned
and joins the hand as one): the hand and playing area call it a Storyline, not an Enemy
(new-user trial: a kept Street Thugs read "Enemy" in the hand)."""

from __future__ import annotations

from pathlib import Path

from hotseat.scenario import build_file
from rules.api import view

KEPT = """game = "metro"
seed = 2
variant = "first_game"
players = ["Ann", "Ben"]

[[player]]
hand = ["Street Thugs", "Origin Story"]
"""


def _hand(tmp_path: Path) -> dict[str, dict]:
    path = tmp_path / "kept.toml"
    path.write_text(KEPT)
    st = build_file(path)
    panels = view(st, 0)["table"]["panels"]
    hand = next(p for p in panels if p["id"] == "hand")
    return {c["name"]: c for c in hand["cards"]}


def test_a_kept_enemy_in_hand_is_called_a_storyline(tmp_path):
    hand = _hand(tmp_path)
    assert hand["Street Thugs"]["type"] == "Storyline"
    assert hand["Street Thugs"]["plot"] == 3  # its Plot Points, as a Storyline gives
    assert hand["Origin Story"]["type"] == "Storyline"
