"""What a game tells the heuristic bot (:attr:`rules.engine.contract.Rules.bot_hints`).

The bot (``hotseat/bots.py``) names no game and no game's words: what one game's cards and
decisions are worth to a simple player comes from here. Plain data, read at every step of a
simulation, so every member is a tuple, frozenset or dict looked up directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True, eq=False)
class BotHints:
    """Bot hints of one game.

    * ``at_once``: the command kinds the bot gives as soon as one is legal, without reading
      its view, in this order (kernel default: ``play``; the DC family: ``play``, ``use``,
      ``defeat``). A kind the game places in its ``bot_verbs`` is taken in that order instead.
    * ``card_values``: a card's value by its lower-case name, instead of cost + VP (a card
      that only clogs a deck gets a negative value, so the bot gets rid of it first and never
      takes it).
    * ``losing``: the decision verbs (:attr:`rules.engine.state.Purpose.verb`) whose chosen
      cards leave the seat's deck: the bot picks its least valuable cards, as few as it may
      unless they are worth less than nothing.
    * ``either_way``: the decision verbs whose chosen card is good for the seat whatever it
      is worth, a bad card as much as a good one (ranked by the size of its value).
    * ``declines``: (verb, zone) pairs: a yes/no decision with that verb whose cards come
      from that zone is answered no.
    """

    at_once: tuple[str, ...] = ("play",)
    card_values: Mapping[str, float] = field(default_factory=dict)
    losing: frozenset[str] = frozenset({"destroy", "discard"})
    either_way: frozenset[str] = frozenset()
    declines: frozenset[tuple[str, str]] = frozenset()
