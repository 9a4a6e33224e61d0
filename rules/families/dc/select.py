"""The zone words of the DC games' selectors (the ``from`` of ``discard``, ``destroy``,
``gain``, ``put_on_top``, ``seal``... and of the kernel's ``move``;
:class:`rules.catalog.schema.Selector`), registered with the kernel
(:func:`rules.engine.moves.source`), and how a DC count is made for a selector's amount.

Words (Metal "Own vs. Control"; the same in Justice League Dark): ``hand``, ``discard``,
``hand_or_discard`` (both), ``played`` (cards you played this turn still in play, not this
card), ``controlled`` (cards you control, not this card: played, Ongoing, and a Location
taken through Houdini Key), ``line_up``, ``destroyed``, ``main_deck_top`` (the top card of
the main deck), ``revealed`` (the card the current ``reveal`` shows), ``shown`` (the cards an
effect shows the player: looked at, or revealed from decks, ``ctx["shown"]``); and, taken without a
question, ``this`` (the card itself, while it is in your hand, deck, discard pile or play)
and ``deck_top`` (the top card of your deck, reshuffling an empty deck first).
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.effects import Ctx
from rules.engine.moves import count_words_with, counts_with, filter_words_with, player_zone, source, table_zone
from rules.engine.state import State

from .cards import borrowed_now, controlled, count, played_in_play
from .text import count_text, filter_text

#: the zones "this card" may be in for an effect to move it (not a score pile: a card Sealed
#: or scored is out of reach)
_THIS_ZONES = ("played", "ongoing", "hand", "discard", "deck")


def this_card(state: State, seat: int, ctx: Ctx) -> list[int]:
    """[the card resolving the effect] while ``seat`` has it in hand, deck, discard pile or
    play; else []."""
    uid = ctx.get("src")
    if uid is None:
        return []
    owner, zone = state.where[uid]
    return [uid] if owner == seat and zone in _THIS_ZONES else []


def _deck_top(state: State, seat: int, ctx: Ctx) -> list[int]:
    top = zones.top_of_deck(state, seat)
    return [] if top is None else [top]


def _not_this(uids: list[int], ctx: Ctx) -> list[int]:
    src = ctx.get("src")
    return [u for u in uids if u != src]


source("hand", player_zone("hand"), means="your hand")
source("discard", player_zone("discard"), where="your discard pile", means="your discard pile")
source("hand_or_discard", lambda st, seat, ctx: st.players[seat].zones["hand"] + st.players[seat].zones["discard"],
       zones_=("hand", "discard"), where="your hand or discard pile", means="your hand and your discard pile")
source("played", lambda st, seat, ctx: _not_this(played_in_play(st, seat), ctx),
       where="the cards you played this turn", means="cards you played this turn still in play, not this one")
source("controlled", lambda st, seat, ctx: _not_this(controlled(st, seat) + borrowed_now(st, seat), ctx),
       zones_=("played", "ongoing"), where="cards you control", means="cards you control, not this one")
source("line_up", table_zone("line_up"), table=True, where="the Line-Up", means="the Line-Up")
source("destroyed", table_zone("destroyed"), table=True, where="the destroyed pile", means="the destroyed pile")
source("main_deck_top", lambda st, seat, ctx: st.table.get("main_deck", [])[:1], zones_=("main_deck",), table=True,
       means="the top card of the main deck")
source("revealed", lambda st, seat, ctx: [ctx["rev"]] if ctx.get("rev") is not None else [], zones_=("deck",),
       means="the card just revealed")
source("shown", lambda st, seat, ctx: list(ctx.get("shown", ())), zones_=("deck",), table=True,
       means="the cards the effect shows you (looked at or revealed)")
source("this", this_card, zones_=("played", "ongoing"), chosen=False, means="this card (no choice)")
source("deck_top", _deck_top, zones_=("deck",), chosen=False, looked="the top card of {who}'s deck",
       means="the top card of your deck (no choice; an empty deck is reshuffled first)")
counts_with(count)
count_words_with(lambda c: f"for {count_text(c)}")  # "Draw a card for each Hero you control"
filter_words_with(filter_text)  # "Mystic Ritual: Ann has no Starter to Seal."
