"""Card lines and a keyboard/mouse list of cards (hand, Line-Up, team).

Colours come from theme variables, one per look (:data:`rules.engine.looks.LOOKS`: the game
gives each card kind or type a look, and a card's facts carry it), so every screen shows a
look the same way in every game; the subtypes a game marks (Metal's METAL) are reversed
badges."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.style import Style
from textual.content import Content
from textual.message import Message
from textual.strip import Strip
from textual.visual import VisualType
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from screens.widgets.lists import PickList, option_rows, shown_count

#: the colour of each look a game gives its cards (:data:`rules.engine.looks.LOOKS`): the
#: $text-* shades, readable on the background and on a highlighted row
LOOK_STYLE = {
    "hero": "$text-success",
    "villain": "$text-error",
    "boss": "bold $text-error",
    "character": "bold $text-accent",
    "power": "$text-primary",
    "equipment": "$text-warning",
    "location": "$text-secondary",
    "starter": "$text-muted",
    "weakness": "italic $text-error",
    "stack": "$text-accent",
    "plain": "$foreground",
}


def n_cards(n: int) -> str:
    """``n`` cards in words, the singular for one: "1 card", "3 cards"."""
    return f"{n} card{'' if n == 1 else 's'}"


def type_label(card: dict[str, Any]) -> str:
    """The card's type; a card without one (Weakness, Breakthrough) shows none, and a type
    that only repeats the name is left out."""
    t = card.get("type") or ""
    return "" if t == card.get("name") else t


def style_of(card: dict[str, Any]) -> str:
    """The colour of the card's look (its ``look``, given by its game; plain without one)."""
    return LOOK_STYLE.get(card.get("look") or "plain", LOOK_STYLE["plain"])


def badges(card: dict[str, Any], *, inline: bool = False) -> str:
    """The card's badges (the subtypes its game marks, Metal's METAL), each reversed: padded
    on both sides in a card's own row; ``inline`` (a name in a list joined by commas) with no
    pad after it, so the comma follows the badge as it follows a name ("Steel METAL, Punch",
    not "Steel METAL , Punch", found in a trial)."""
    pad = "" if inline else " "
    return "".join(f" [reverse $accent]{pad}{escape(b)}{pad}[/]" for b in card.get("badges") or ())


def card_name(card: dict[str, Any], *, inline: bool = False) -> str:
    """The card's name in its look's colour (with its badges; ``inline``: see :func:`badges`)."""
    return f"[{style_of(card)}]{escape(card['name'])}[/]{badges(card, inline=inline)}"


def level_badge(level: int | None) -> str:
    """A Nemesis Level as a short reversed badge (nothing for cards without a Level)."""
    return f" [reverse $error] L{level} [/]" if level else ""


def card_line(card: dict[str, Any], *, cost: bool = True, affordable: bool | None = None, kind: bool = True) -> str:
    """One line: cost (none for a card whose cost is None: it is never paid for; after the
    card's ``cost_word`` when the game gives one, "cost 1": Metro's hand, where a bare number
    read as the Plot Points a Storyline gives, issue 14), coloured
    name, type, VP and the game's note on the card ("+1 Power", :meth:`Rules.card_note`).
    In a game whose cards score (``points``), a VP of 0 shows too (a trial: "5 Tannarak
    Villain" had no VP, its popup read 0 VP), but on Starters and Characters, never bought."""
    vp = card.get("vp")
    zero = bool(card.get("points")) and card.get("look") not in ("starter", "character")
    vp_txt = f" {vp}VP" if vp is not None and (vp != 0 or zero) else ""
    price = "" if not cost or card.get("cost") is None else (
        f" {card['cost_word']} {card['cost']} " if card.get("cost_word") else f"{card['cost']:>2} ")
    if affordable is False:
        price = f"[dim]{price}[/]"
    label = escape(type_label(card)) if kind else ""
    note = f" · {escape(card['note'])}" if kind and card.get("note") else ""  # what it is (its game's words)
    tail = f"{label}{vp_txt}{note}".strip()
    return f"{price}{card_name(card)}" + (f" [dim]{tail}[/]" if tail else "")


#: the highlighted row of the list that has the keys (:meth:`CardList.render_line`)
REVERSE = Style(reverse=True)
#: what the title of the list that has the keys starts with (:class:`ListTitle`)
FOCUS_MARK = "▶ "


class ListTitle(Static):
    """The title line above a list of cards; while the list has the keys (the class
    ``focused``, set by the table) it starts with :data:`FOCUS_MARK` and is drawn reversed:
    which list Enter acts on shows in words and shapes, not only in colour (issue 14, JLD
    trial: Enter bought from the Line-Up while the hand seemed to have the keys)."""

    def render(self) -> VisualType:
        shown = super().render()
        if self.has_class("focused") and isinstance(shown, Content):
            return Content(FOCUS_MARK) + shown
        return shown


class CardList(PickList):
    """A list of cards; Enter or a double-click chooses one (``CardList.CardChosen``; a
    single click only highlights it), moving the highlight shows it (``CardList.CardFocused``). Option ids are ``c<uid>`` or an action.

    Only the list that has the keys shows its highlighted row, reversed and bold (seen in a
    16-colour or monochrome terminal too, ``TEXTUAL_COLOR_SYSTEM=standard``; issue 14,
    Mistborn trial: a faint tint, colour 234 on 233, was all there was); the other lists show
    none, so no row seems to wait for an Enter that another list would take."""

    DEFAULT_CSS = """
    CardList > .option-list--option-highlighted {
        background: transparent;
        color: $foreground;
        text-style: none;
    }
    CardList:focus > .option-list--option-highlighted {
        background: $foreground 10%;
        color: $foreground;
        text-style: bold underline;
    }
    CardList > .option-list--option-hover {
        background: $foreground 6%;
    }
    """

    #: the rows :meth:`set_cards` last showed (key, markup)
    _rows: list[tuple[str, str]] = []

    class CardChosen(Message):
        def __init__(self, card_list: CardList, key: str):
            super().__init__()
            self.card_list = card_list
            self.key = key

    class CardFocused(Message):
        def __init__(self, card_list: CardList, key: str):
            super().__init__()
            self.card_list = card_list
            self.key = key

    def render_line(self, y: int) -> Strip:
        """A row; the highlighted one of the list that has the keys reversed (a terminal's own
        reverse video: Textual's ``text-style: reverse`` is lost on an option's row)."""
        strip = super().render_line(y)
        if self.has_focus and self.highlighted is not None:
            at = self.scroll_offset.y + y
            lines = option_rows(self)  # (option, line of it) per row
            if at < len(lines) and lines[at][0] == self.highlighted:
                strip = strip.apply_style(REVERSE)
        return strip

    class Shown(Message):
        """A :attr:`counted` list now shows other options than before: ``said`` is
        :func:`screens.widgets.lists.shown_count`'s "1–7 of 9 · ↓ for more", or "" (all show)."""

        def __init__(self, card_list: CardList, said: str):
            super().__init__()
            self.card_list = card_list
            self.said = said

    #: what :meth:`count_shown` last said (a counted card list says it by :class:`Shown`,
    #: for a title above it, not on a border it has not)
    said: str = ""

    def count_shown(self) -> None:
        """As :class:`~screens.widgets.lists.Counted`, but posted (:class:`Shown`) when it
        changes, rather than put on the border."""
        if self.counted and self.is_mounted:
            said = shown_count(self)
            if said != self.said:
                self.said = said
                self.post_message(self.Shown(self, said))

    def set_cards(self, rows: list[tuple[str, str]], *, reset: bool = False) -> None:
        """Replace the rows (key, markup), keeping the highlight where it was (on the first
        row with ``reset``). The same rows again change nothing (issue 15: no layout and
        redraw for a list that did not change)."""
        if rows == self._rows and not reset:
            return
        self._rows = list(rows)
        old = None if reset else self.highlighted
        self.clear_options()
        self.add_options([Option(text, id=key) for key, text in rows])
        if rows:
            self.highlighted = min(old if old is not None else 0, len(rows) - 1)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.CardChosen(self, event.option.id))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.has_focus:
            self.post_message(self.CardFocused(self, event.option.id))

    def on_focus(self) -> None:
        opt = self.highlighted_option
        if opt is not None:
            self.post_message(self.CardFocused(self, opt.id))
