"""Rules reference (F1 or ?): Dark Nights – Metal summarised in hotseat's own words, with the
turn sequence and the end-of-turn steps; the part of the game you are in is marked."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

HERE = " ◀ **you are here**"

SECTIONS: list[tuple[str, str]] = [
    ("goal", """## The goal
Build the strongest deck. When the game stops, every card you own is worth its VP: cards in
your deck, hand and discard pile, plus your score pile (where defeated Super-Villains go).
Each Weakness you own costs you VP. Cards marked `*` count as their text explains."""),
    ("setup", """## Getting started
* Everyone starts with 7 Punch and 3 Vulnerability and draws 5.
* Each player privately gets 2 Super Heroes and keeps 1; it sits on the placard and gives
  an ability (some are used with a key, others trigger by themselves).
* Five cards from the main deck form the **Line-Up**; the **Super-Villain** stack ends with
  Barbatos. The Batman Who Laughs holds a Captured Character."""),
    ("turn", """## Your turn
1. Play cards from your hand in any order. Most give **Power**; some draw, destroy, attack.
   A Weakness in your hand must be played before anything else.
2. Spend Power to buy cards from the Line-Up, or the top Breakthrough card. Bought cards go
   to your discard pile.
3. You may buy (defeat) the face-up Super-Villain once per turn: it goes to your score pile
   and its Reward happens. Then The Batman Who Laughs acts: you rescue a Captured
   Character to your team and gain 2 Weakness.
4. Use your team's abilities when you like (some once per turn).
5. End the turn (E)."""),
    ("defense", """## Attacks and Defenses
When an Attack hits you, you may first reveal or discard a Defense card from your hand to
avoid it. The game asks the defender in private (a hand-off screen comes first)."""),
    ("weakness", """## Weakness and capture
Weakness cards clog your deck. When you control 2 of them (some heroes raise this), a
Character on your team is Captured by The Batman Who Laughs: one Weakness goes to your score
pile, the others back to their stack, and your turn ends."""),
    ("end", """## End of turn, step by step
1. No Super Hero left? Recruit: look at the top 2 of the Character stack, keep 1.
2. Discard the rest of your hand.
3. "At the end of your turn" effects happen.
4. Discard the cards you played; unspent Power is lost.
5. Draw 5 cards.
6. Refill the Line-Up to 5 from the main deck.
7. If the Super-Villain spot is empty, the next one turns face up and its
   **First Appearance Attack** hits every player (each may defend)."""),
    ("over", """## End of the game
The game ends after the turn in which Barbatos is bought, or at once when the Line-Up cannot
be refilled. Highest VP wins; a tie goes to the player with more Super-Villains, then to the
one with more cards."""),
    ("keys", """## Keys
Enter plays the highlighted hand card, buys the highlighted Line-Up card, uses the
highlighted team card · A plays all · V buys the Super-Villain · E ends the turn · D answers
a waiting decision · Z undoes (not after a draw or shuffle) · I shows a card · : opens the
command line (`play Punch`, `buy War Cry`, `defeat`, `use Batman`, `choose Punch`, `pass`,
`end`, `undo`) · Tab moves between lists · Ctrl+C quits (the game is autosaved;
`hotseat resume` continues it)."""),
]


def phase(view: dict[str, Any] | None) -> str:
    """Where the game is: setup, turn, defense, weakness, over (a section id)."""
    if not view:
        return "setup"
    if view.get("game_over"):
        return "over"
    d = view.get("pending")
    if d is not None:
        prompt = d["prompt"].lower()
        if "super hero" in prompt and not any(p["sizes"].get("characters") for p in view["players"]
                                                if p["seat"] == d["player"]):
            return "setup"
        if d["kind"] == "defend":
            return "defense"
        if "captured" in prompt:
            return "weakness"
    return "turn"


def rules_markdown(view: dict[str, Any] | None) -> str:
    here = phase(view)
    parts = []
    for key, text in SECTIONS:
        if key == here:
            head, _, body = text.partition("\n")
            text = head + HERE + "\n" + body
        parts.append(text)
    return "# Dark Nights – Metal, in short\n\n" + "\n\n".join(parts)


class RulesScreen(ModalScreen[None]):
    CSS_PATH = "rules_ref.tcss"
    BINDINGS = [Binding("escape,f1,question_mark,q", "close", "Close")]

    def __init__(self, view: dict[str, Any] | None):
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-box"):
            yield Markdown(rules_markdown(self.view), id="rules")

    def on_mount(self) -> None:
        self.query_one("#rules-box").focus()

    def action_close(self) -> None:
        self.dismiss(None)
