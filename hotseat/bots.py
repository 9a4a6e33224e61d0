"""Bots: ``choose(view, legal) -> command`` (DESIGN §8).

A bot sees only what its seat may see (the view) and the legal commands. Each bot owns its
own RNG, so changing a bot never changes the game's shuffles. ``reads(legal)`` names the view
entries ``choose`` will read given those legal commands; the simulator builds only those
(``view(..., keys=bot.reads(legal))``): most steps of a game are a Play, which the heuristic
bot picks from the commands alone (speed: bench/games_per_second.py).

* ``random``: any legal command, uniformly.
* ``heuristic``: gives the kinds the game's hints name "at once" as soon as one is legal
  (play every card, then the game's own such kinds), else buys the best affordable card by a
  simple value (cost + VP, or the game's value for the card); answers decisions sensibly
  (defends when it can, gives up its weakest cards, gains and keeps its best). It reads what
  a decision is for from its purpose (``decision["purpose"]``: verb, zones; the view entry
  ``decision`` is its own decision without the help line and typed options a player reads),
  never from the English prompt; a number, split or text decision gets the first answer listed. In a game
  with verbs of its own it gives the first of them the game lists (each game lists its best
  first) until only ``end`` (or the game's last listed verb) is left. The game's
  ``bot_verbs`` may place ``play`` and ``buy`` among its own verbs, and an entry
  ``kind:field`` takes the first listed command of that kind only when its ``field`` is set
  (the game lists first the one worth giving, e.g. a token put on a card; a command for no
  effect first says none is).

The bot names no game and no game's words: what differs comes from the game's contract
(:attr:`~rules.engine.contract.Rules.bot_hints`, :attr:`~rules.engine.contract.Rules.bot_verbs`),
read once the first view names the game. A game may also give advice of its own
(:meth:`~rules.engine.contract.Rules.advise`, reading the view entries its ``advice_reads``
names): the bot takes the command the game advises, and its general rules decide when the
game gives none.
"""

from __future__ import annotations

import random
from operator import attrgetter
from typing import Any

from rules.api import rules_for
from rules.engine.bothints import BotHints
from rules.engine.commands import ANSWERS, Choose, Command
from rules.engine.contract import Rules

#: the hints of a game the bot does not know yet (its first view names it)
_NO_HINTS = BotHints()
_KIND = attrgetter("kind")
#: the kinds of the commands that answer a decision (choose, number, split, name)
_ANSWER_KINDS = frozenset(c.model_fields["kind"].default for c in ANSWERS)
#: the view entries a decision's answer reads: the decision and the facts of its cards
_DECIDING = ("decision", "decision_known")


class RandomBot:
    name = "random"
    #: no kind is taken unseen (:attr:`HeuristicBot.takes_first`): it picks among all
    takes_first = None
    #: nor does it follow the game's verb order (:attr:`HeuristicBot.follows_verbs`)
    follows_verbs = False
    #: nor answer a decision without the listing (:attr:`HeuristicBot.answers_alone`)
    answers_alone = False
    #: nor ask a game's advice without it (:attr:`HeuristicBot.advises_alone`)
    advises_alone = False
    #: nor take the advice's move-on without a view (:attr:`HeuristicBot.advises_at_once`)
    advises_at_once = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def reads(self, legal: list[Command]) -> tuple[str, ...]:
        """The view entries :meth:`choose` reads for ``legal``: none."""
        return ()

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        return self.rng.choice(legal)


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        #: the rules of the game being played, once a view has named it (None: not yet)
        self.rules = None
        self._learn(None)

    def _learn(self, rules) -> None:
        """Take the hints of ``rules`` (None: a game not known yet)."""
        self.rules = rules
        self.hints = hints = rules.bot_hints if rules is not None else _NO_HINTS
        self.order = order = rules.bot_verbs if rules is not None else ()
        #: the game's verbs in order, each as (kind, field): "kind:field" split once
        self.verb_order = tuple((kind, needs) for kind, _, needs in (entry.partition(":") for entry in order))
        placed = {kind for kind, _ in self.verb_order}
        #: the kinds given as soon as one is legal, without reading the view, in this order
        self.blind = tuple(k for k in hints.at_once if k not in placed)
        #: the first kind given at once when it answers no decision: a listing that starts
        #: with it is answered by its first command without reading the view
        self.first = self.blind[0] if self.blind and self.blind[0] not in _ANSWER_KINDS else None
        #: the kinds that are not the game's own verbs: given at once, play, buy, end
        self.not_own = frozenset({*self.blind, "play", "buy", "end"})
        #: the kind :meth:`choose` takes when a listing starts with it, reading neither the
        #: view nor the rest of the listing (:attr:`first`, unless the game's advice is asked
        #: first); None: none. The simulator then asks only for the first command
        #: (:func:`rules.engine.game.first_command`)
        self.takes_first = self.first if rules is not None and not rules.advice_reads else None
        #: True when, with no decision pending, :meth:`choose` gives what the game's
        #: :meth:`~rules.engine.contract.Rules.verb_first` names whenever it names one: with
        #: verbs of its own and no kind given at once before them, the first by the verb
        #: order (neither a buy nor the end); with no verbs of its own, the first of the first
        #: kind given at once, or the end when it is all that is listed (the game's advice
        #: gives nothing then: its contract says so). The simulator then asks the game for
        #: that command alone (:func:`rules.engine.game.verb_first`) and skips the listing and
        #: the view; only for a game that names such commands
        self.follows_verbs = rules is not None and type(rules).verb_first is not Rules.verb_first \
            and (not order or not self.blind)
        #: True when :meth:`choose` answers the seat's own decision answered by options as
        #: :meth:`wish` and :meth:`settle` do, reading only ``decision`` and
        #: ``decision_known`` (the game gives no advice); the simulator then asks for no
        #: listing when every answer would be listed (:func:`rules.engine.game.listed_answer`)
        self.answers_alone = rules is not None and not rules.advice_reads
        #: True when the game's advice answers the seat's own decision from the view alone
        #: (:meth:`~rules.engine.contract.Rules.advise_answers`, :meth:`advised_answers`):
        #: the simulator then asks for no listing when the listing would hold that answer
        self.advises_alone = rules is not None and bool(rules.advice_reads) \
            and type(rules).advise_answers is not Rules.advise_answers
        #: True when :meth:`choose` gives what the game's advice gives at once
        #: (:meth:`~rules.engine.contract.Rules.advice_at_once`) whenever it gives one: the
        #: simulator then builds no view for that step
        self.advises_at_once = rules is not None and bool(rules.advice_reads) \
            and type(rules).advice_at_once is not Rules.advice_at_once
        #: the kinds of the listing :meth:`_reads` last read: (that list, its kinds in order)
        self._kinds: tuple = (None, [])
        #: :meth:`reads` with the advice's entries, by what the bot's own rules read
        self._with_advice: dict[tuple[str, ...], tuple[str, ...]] = {}

    def reads(self, legal: list[Command]) -> tuple[str, ...]:
        """The view entries :meth:`choose` reads for ``legal``: the game until the bot knows
        it; the decision and the cards' facts for a decision (answered by a Choose, number,
        split or name) or to rank Buys; nothing when a kind the game's hints give at once
        (:attr:`~rules.engine.bothints.BotHints.at_once`) is listed, as those are taken
        without looking; and everything the game's advice reads
        (:attr:`~rules.engine.contract.Rules.advice_reads`) when the game gives advice."""
        if self.rules is None:
            return ("game", "decision", "known")  # (the first step: known, whatever it is)
        if self.rules.advice_reads:
            return self._advised(self._reads(legal))
        return self._reads(legal)

    def _advised(self, own: tuple[str, ...]) -> tuple[str, ...]:
        """The entries ``own`` (what the bot's own rules read) with those the game's advice reads."""
        got = self._with_advice.get(own)  # the same few tuples at every step (speed)
        if got is None:
            wanted = (*own, "game", *self.rules.advice_reads)
            if "pending" in self.rules.advice_reads:  # its owner's pending decision holds the decision entry
                wanted = tuple(k for k in wanted if k != "decision")
            got = self._with_advice[own] = tuple(dict.fromkeys(wanted))
        return got

    def deciding_reads(self) -> tuple[str, ...]:
        """The view entries :meth:`reads` names for a listing of the seat's own decision's
        answers (the game's advice given): what :meth:`advised_answers` reads."""
        return self._advised(_DECIDING)

    def advised_answers(self, view: dict[str, Any]) -> list[list[str]]:
        """The answers the game's advice gives the seat's own decision, best first
        (:meth:`~rules.engine.contract.Rules.advise_answers`; ``view`` holds
        :meth:`deciding_reads`): :meth:`choose` gives the first one listed. Speed, as
        :meth:`wish`: only when :attr:`advises_alone`."""
        return self.rules.advise_answers(view)

    def _reads(self, legal: list[Command]) -> tuple[str, ...]:
        if self.first is not None and legal and legal[0].kind == self.first:  # choose gives it unseen (speed)
            return ()
        listed = list(map(_KIND, legal))
        self._kinds = (legal, listed)  # choose reads them again for the same listing (speed)
        kinds = set(listed)
        if not kinds.isdisjoint(_ANSWER_KINDS) or not legal:
            return _DECIDING  # the facts of its own decision's cards
        if not kinds.isdisjoint(self.blind) or "buy" not in kinds:
            return ()
        return ("known",)

    def _value(self, info: dict | None, label: str = "") -> float:
        values = self.hints.card_values
        if info is None:
            return values.get(label.lower(), 0)
        name = info["name"].lower()
        if name in values:
            return values[name]
        vp = info["vp"] if isinstance(info["vp"], int) else 3
        return info["cost"] + vp

    def choose(self, view: dict[str, Any], legal: list[Command]) -> Command:
        game = view.get("game")
        if game is not None and (self.rules is None or self.rules.id != game):
            self._learn(rules_for(game))
        if self.rules is not None and self.rules.advice_reads and "game" in view:
            advice = self.rules.advise(view, legal)
            if advice is not None:
                return advice
            legal = self.rules.bot_listing(view, legal)  # without what would gain nothing now
        # the seat's own decision: what answering it needs (in a view built without that
        # entry, as the pending decision, which holds it)
        d = view["decision"] if "decision" in view else view.get("pending")
        if d is not None:
            return self._decide(d, legal, view["known"] if "known" in view else view.get("decision_known", {}))
        # the first command of the first kind given at once (a Play, unless the game places
        # playing among its own verbs), else the game's own verbs and the most valuable Buy in
        # the game's order, else End. The kinds are read once, in C, and each kind found by
        # index (this runs at every step of a simulation, and a game may list dozens)
        blind = self.blind
        if blind and legal and legal[0].kind == blind[0]:  # the most frequent step: play the first card listed
            return legal[0]
        last = self._kinds
        kinds = last[1] if last[0] is legal else list(map(_KIND, legal))
        for kind in blind:
            if kind in kinds:
                return legal[kinds.index(kind)]
        present = set(kinds)
        own = present - self.not_own  # the game's own verbs listed
        play = legal[kinds.index("play")] if "play" in present else None
        buys = [c for c, k in zip(legal, kinds) if k == "buy"] if "buy" in present else []
        end = legal[len(kinds) - 1 - kinds[::-1].index("end")] if "end" in present else None  # the last
        # a game whose bot_verbs list "buy" has its own verbs before it taken first (a game
        # whose own verbs make what pays for buys); otherwise buys come before them
        order = self.order if own or play is not None else ()
        if buys and "buy" not in order:
            return self._best_buy(view, buys)
        if own or play is not None:
            for kind, needs in (self.verb_order if order else ()):
                if kind == "buy":
                    if buys:
                        return self._best_buy(view, buys)
                    continue
                if kind == "play":
                    if play is not None:
                        return play
                    continue
                if kind in own:
                    c = legal[kinds.index(kind)]
                    # "kind:field": the first listed only, and only with its field set
                    if not needs or getattr(c, needs, None) is not None:
                        return c
            if play is not None:
                return play
            if not order:
                return self.rng.choice([c for c, k in zip(legal, kinds) if k in own])
        if buys:
            return self._best_buy(view, buys)
        # a game whose turn ends by a verb of its own lists it in bot_verbs
        return end if end is not None else legal[0]

    def _best_buy(self, view: dict[str, Any], buys: list[Command]) -> Command:
        known = view.get("known", {})
        return max(buys, key=lambda c: self._value(known.get(c.card)))

    @staticmethod
    def _answer(legal: list[Command], ids: list[str]) -> Command:
        """The listed answer choosing ``ids`` (found, not rebuilt: cheaper than building and
        comparing models at every decision of a simulation), else a new one."""
        for c in legal:
            if c.kind == "choose" and c.options == ids:
                return c
        return Choose(options=ids)

    def _decide(self, d: dict, legal: list[Command], known: dict) -> Command:
        if d["kind"] in ("number", "split", "text"):
            return legal[0]
        return self.settle(self._wish(d, known), legal)

    def wish(self, view: dict[str, Any]) -> tuple[list[str], tuple | None]:
        """The answer :meth:`choose` wishes to give the seat's own decision (answered by
        options; ``view`` holds ``decision`` and ``decision_known``): the option ids, in the
        order the options are given, and what :meth:`settle` falls back on when the listing
        lacks them. Speed: the simulator asks for the listed answer with those ids
        (:func:`rules.engine.game.listed_answer`) and lists every answer only when there is
        none (then :meth:`settle`); the bot must know the game and the game give no advice
        (:attr:`answers_alone`)."""
        return self._wish(view["decision"], view["known"] if "known" in view else view.get("decision_known", {}))

    def _wish(self, d: dict, known: dict) -> tuple[list[str], tuple | None]:
        opts = d["options"]
        purpose = d["purpose"]
        verb = purpose["verb"]
        if verb == "defend":
            return [opts[0][0]], None
        hints = self.hints
        if d["kind"] == "yes_no":
            if hints.declines and any((verb, z) in hints.declines for z in purpose["from"]):
                return ["no"], None
            return ["yes"], None

        # each option valued once, not again by every sort and count below (speed: there is
        # a decision every few steps); options are ranked by their index (a stable sort, so
        # the same order as sorting the options themselves). A card's id is c<uid>; other
        # options (a plain choice) have no card facts
        value = self._value
        vals = [value(known.get(int(oid[1:])) if oid[:1] == "c" and oid[1:].isdigit() else None, label)
                for oid, label in opts]

        bad = verb in hints.losing
        if verb in hints.either_way:  # a good card gained, or a bad one thinned out
            order_i = sorted(range(len(opts)), key=lambda i: abs(vals[i]), reverse=True)
        else:
            order_i = sorted(range(len(opts)), key=vals.__getitem__, reverse=not bad)
        ranked = [opts[i] for i in order_i]
        n = d["max"] if not bad else max(d["min"], sum(1 for v in vals if v < 0))
        n = max(d["min"], min(n, d["max"]))
        if bad and d["min"] == 0 and n == 0:
            return [], None
        pick = [o[0] for o in ranked[:n]] if d["kind"] != "one" else [self.rng.choice(opts)[0]]
        order = {o[0]: i for i, o in enumerate(opts)}
        return sorted(pick, key=order.__getitem__), (pick, bad, opts, vals)  # in the order legal lists them

    def settle(self, wish: tuple[list[str], tuple | None], legal: list[Command]) -> Command:
        """The listed answer for :meth:`wish`'s answer ``wish``: the one choosing its ids,
        else (legal lists a sample of many answers) the listed answer closest to it."""
        ids, fall = wish
        cmd = self._answer(legal, ids)
        if fall is None or any(c is cmd for c in legal):  # _answer found it (comparing models would cost more)
            return cmd
        pick, bad, opts, vals = fall
        # many answers: legal lists a sample; take the listed answer closest to the wish
        choices = [c for c in legal if isinstance(c, Choose)]
        if not choices:
            return self.rng.choice(legal)
        want, sign = set(pick), (-1 if bad else 1)
        value = {o[0]: v for o, v in zip(opts, vals)}
        return max(choices, key=lambda c: (len(want & set(c.options)), sign * sum(value[o] for o in c.options)))


BOTS = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name; KeyError lists the known ones."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None
