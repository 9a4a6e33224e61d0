"""Mistborn's card ops, each registered with its model, handler and card text in one call
(:func:`rules.engine.registry.card_op`), for Mistborn cards only.

Resolved ops (the icons of rulebook "Icons"): ``coins`` (+Money), ``combat`` (+damage to
deal at the end of the turn), ``mission`` (+mission points), ``heal``, ``train``,
``one_of`` (choose one of several boxes: the slash), ``per_mission`` (its effects once per
mission track where you are highest or lowest, or once if you are on any), ``climb`` (move
your cube up the mission track ``per_mission`` names), ``permanent`` (a mission's permanent
reward: its coins, damage... every turn from now on; its ``extra_burn`` and ``hand_size``
for good). The keywords and card moves: :mod:`.keywords`. Abilities that wait for something
(never resolved when the card is played): ``tier`` (an Action's, Ally's or Character's box,
resolved when enough of its metal burns, rulebook "Cards"), ``savant`` (resolved when the
card is used as a metal), ``milestone`` (a mission's reward space, rulebook "Missions"),
``eliminate_bought`` (a Character's ability II, :meth:`MistbornRules.buy`), the ongoing
``defender``, ``extra_burn`` (+1 burn a turn), ``hand_size`` (+1 card when you
draw your hand), ``smoke`` (each damage to you is 1 less). The Lord Ruler's cards and
Dominance rows (rulebook "Co-op"): :mod:`.coop_ops`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from rules.catalog import schema
from rules.catalog.schema import Model, Number, Positive
from rules.engine.effects import ask, push_effects
from rules.engine.registry import card_op, resume, rules_for
from rules.engine.render import effect_text
from rules.engine.resources import add, get
from rules.engine.state import Option, Purpose
from rules.engine.teach import asked_by

from . import coop_ops, keywords, res  # noqa: F401  (keywords, coop_ops: ops a box may hold)
from .cards import Metal
from .said import lower_first

GAME = "mistborn"


def _text(effects: list) -> str:
    """Effects as one clause: "+2 damage, heal 1"; an effect after a choice starts a new
    sentence ("choose one: +2 damage / +2 Money. Then refresh a metal"), so it can't be read
    as a part of the last option."""
    out = ""
    for i, e in enumerate(effects):
        part = effect_text(e)
        if i:
            out += ". Then " if effects[i - 1].op == "one_of" else ", "
            part = lower_first(part)
        out += part
    return out


class Coins(Model):
    """+N Money (coins) for the player resolving the effect."""

    op: Literal["coins"]
    amount: Number


class Combat(Model):
    """+N damage, dealt to allies, players or the Lord Ruler in the attack steps."""

    op: Literal["combat"]
    amount: Number


class Mission(Model):
    """+N mission points, spent to move up the mission tracks this turn."""

    op: Literal["mission"]
    amount: Number


class Heal(Model):
    """The player gains N health (never above 40)."""

    op: Literal["heal"]
    amount: Number


class Train(Model):
    """The player moves N spaces up the training track."""

    op: Literal["train"]
    amount: Positive = 1


class Defender(Model):
    """An Ally with Defender: while it is in play, its owner's health and other Allies can't
    be attacked (rulebook "Metals: Pewter", "Combat")."""

    op: Literal["defender"]


class ExtraBurn(Model):
    """Ongoing: you may burn one more metal token each turn."""

    op: Literal["extra_burn"]


class HandSize(Model):
    """Ongoing: you draw one more card when you draw your hand."""

    op: Literal["hand_size"]


class Smoke(Model):
    """Ongoing: each damage dealt to you is 1 less."""

    op: Literal["smoke"]


class EliminateBought(Model):
    """A Character's ability II: once a turn, an Action you buy may be eliminated at once to
    resolve its top box (rulebook "Characters": Actions only)."""

    op: Literal["eliminate_bought"]


# --------------------------------------------------------------------------- handlers
def _coins(state, eff, ctx) -> None:
    add(state, res.MONEY, eff.amount, ctx["p"])


def _combat(state, eff, ctx) -> None:
    add(state, res.COMBAT, eff.amount, ctx["p"])


def _mission(state, eff, ctx) -> None:
    n = eff.amount
    sensed = state.turn.get("sensed", 0) if ctx["p"] == state.active else 0
    if sensed:  # a Sense played this turn takes the points still owed (rulebook "Metals": Sense)
        took = min(sensed, n)
        state.turn["sensed"] = sensed - took
        state.log("sense", f"Sense takes {took} of the {n} mission point{'' if n == 1 else 's'} "
                           f"{state.players[ctx['p']].name} gains.", ctx["p"])
        n -= took
    add(state, res.MISSION, n, ctx["p"])


def _heal(state, eff, ctx) -> None:
    seat = ctx["p"]
    got = res.heal(state, seat, eff.amount)
    if got:
        p = state.players[seat]
        state.log("heal", f"{p.name} heals {got} ({get(state, res.HEALTH, seat)} health).", seat)


def _train(state, eff, ctx) -> None:
    res.train(state, ctx["p"], eff.amount)


def _passive(state, eff, ctx) -> None:
    """Abilities that wait (tiers, reward spaces) do nothing when their card resolves."""


card_op(Coins, _coins, lambda e: f"+{e.amount} Money", game=GAME)
card_op(Combat, _combat, lambda e: f"+{e.amount} damage", game=GAME)
card_op(Mission, _mission, lambda e: f"+{e.amount} mission point{'s' if e.amount != 1 else ''}", game=GAME)
card_op(Heal, _heal, lambda e: f"Heal {e.amount}", game=GAME)
card_op(Train, _train, lambda e: f"Train {e.amount}", game=GAME)
card_op(Defender, _passive,
        lambda e: "Defender: while this is in play, your health and your other Allies can't be attacked", game=GAME)
card_op(ExtraBurn, _passive, lambda e: "You may burn 1 more metal", game=GAME)
card_op(HandSize, _passive, lambda e: "Draw 1 more card when you draw your hand", game=GAME)
card_op(Smoke, _passive, lambda e: "Each damage dealt to you is 1 less", game=GAME)
card_op(EliminateBought, _passive, lambda e: "Ability II — once a turn, when you buy an Action, you may eliminate it "
        "to use its top ability", game=GAME)
# Ops that hold effects come after the ops they may hold: their ``list[schema.Effect]`` is
# the card language as registered when the class is made (kernel and DC ops and the ones
# above), which is what a Mistborn card may nest (a card may not use another game's ops).
class Climb(Model):
    """Move your cube N spaces up the mission track that ``per_mission`` names (no mission
    points spent; its reward spaces reward you)."""

    op: Literal["climb"]
    amount: Positive = 1


card_op(Climb, lambda state, eff, ctx: [rules_for(state.game).climb(state, ctx["p"], ctx["mission"])
                                        for _ in range(eff.amount)],
        lambda e: "move up that mission track" + (f" {e.amount} spaces" if e.amount > 1 else ""), game=GAME)


class OneOfBox(Model):
    """One choice of a ``one_of``: its effects."""

    effects: list[schema.Effect]


class OneOf(Model):
    """Choose one of ``options`` (the slash between icons) and resolve it."""

    op: Literal["one_of"]
    options: list[OneOfBox]


def _one_of(state, eff, ctx) -> None:
    opts = [Option(f"o{i}", _text(o.effects)) for i, o in enumerate(eff.options)]
    ask(state, "one", ctx["p"], asked_by(state, ctx.get("src"), "choose one"), opts, 1, 1, "mb_one_of", purpose=Purpose("effect", source=ctx.get("src")),
        eff=eff, ctx=ctx)


@resume("mb_one_of")
def _one_of_chosen(state, answer, eff, ctx) -> None:
    # the option taken is told (found in a trial: the log said "Choose one: train 1 / +3
    # damage." and never which)
    chosen = eff.options[int(answer[0][1:])].effects
    src = ctx.get("src")
    state.log("choose", f"{state.players[ctx['p']].name} chooses {lower_first(_text(chosen))}"
              + (f" ({state.name(src)})" if src is not None else "") + ".", ctx["p"])
    push_effects(state, chosen, ctx)


card_op(OneOf, _one_of, lambda e: "Choose one: " + " / ".join(lower_first(_text(o.effects)) for o in e.options), game=GAME)


class PerMission(Model):
    """``effects`` once for each mission track where you are ``rank`` (highest or lowest;
    ``any``: once if you are so on any track); inside, ``climb`` moves up that track."""

    op: Literal["per_mission"]
    rank: Literal["highest", "lowest"]
    any: bool = False
    effects: list[schema.Effect]


def _per_mission(state, eff, ctx) -> None:
    seat = ctx["p"]
    i = 0 if eff.rank == "highest" else 1
    hits = [u for u in state.table.get("missions", []) if res.rank(state, seat, u)[i]]
    if eff.any:
        hits = hits[:1]
    for u in reversed(hits):
        push_effects(state, eff.effects, {**ctx, "mission": u})


#: how a mission-track rank is read, said on the card (new-user trial: the card text never said
#: that a cube still on the track's image, space 0, is neither highest nor lowest; the log and the
#: F1 glossary did): ties count for both; a cube at 0 is not on the track (reference §6)
RANK_NOTE = "(a tie counts; a cube at 0 is off the track)"

card_op(PerMission, _per_mission,
        lambda e: (f"If you are {e.rank} {RANK_NOTE} on any mission track: " if e.any
                   else f"For each mission track where you are {e.rank} {RANK_NOTE}: ") + lower_first(_text(e.effects)),
        game=GAME, docs={"rank": "highest or lowest on the track (a cube on the image, space 0, is neither; "
                                 "ties count for both; alone on a track is both).",
                         "any": "Once, if you are so on any track."})


class Permanent(Model):
    """A permanent mission reward: ``effects`` resolve at the start of each of your turns from
    now on (ongoing ones, such as ``extra_burn``, simply hold)."""

    op: Literal["permanent"]
    effects: list[schema.Effect]


def _permanent(state, eff, ctx) -> None:
    seat, mission = ctx["p"], ctx["src"]
    state.players[seat].res["perm:" + res.mission_key(state, mission)[8:]] = 1
    state.log("mission", f"{state.players[seat].name} holds the permanent reward of {state.name(mission)}.", seat)


card_op(Permanent, _permanent, lambda e: "Permanent, each of your turns: " + lower_first(_text(e.effects)), game=GAME)


class Savant(Model):
    """A Savant ability: ``effects`` resolve only when the card is used as a metal."""

    op: Literal["savant"]
    effects: list[schema.Effect]


card_op(Savant, _passive, lambda e: "Savant (used as a metal): " + lower_first(_text(e.effects)), game=GAME)


class Tier(Model):
    """A box of an Action, Ally or Character: ``effects`` resolve when ``burns`` of the card's
    metal (or of ``metal``) burn for it (1: the top box; 2: "+1 metal"...). Not resolved when
    played. ``ability``: a Character's ability I, II or III, working once the training track
    unlocks it."""

    op: Literal["tier"]
    burns: Positive = 1
    metal: Metal | None = None
    ability: Annotated[int, Field(ge=1, le=3)] | None = None
    effects: list[schema.Effect]


class Milestone(Model):
    """A mission's reward space: every player reaching space ``at`` resolves ``effects``; the
    first to reach it also resolves ``first``."""

    op: Literal["milestone"]
    at: Annotated[int, Field(ge=1, le=res.MISSION_TOP)]
    effects: list[schema.Effect] = []
    first: list[schema.Effect] = []


def _tier_text(e) -> str:
    head = f"Ability {'I' * e.ability} — " if e.ability else ""
    what = e.metal or "its metal"
    burn = f"Burn {what}: " if e.burns == 1 else f"+{e.burns - 1} {e.metal or 'metal'}: "
    return head + burn + lower_first(_text(e.effects))


card_op(Tier, _passive, _tier_text, game=GAME,
        docs={"burns": "How many of the card's metal must burn for this box (1: the top box).",
              "metal": "The metal of this box when it is not the card's (a Character's atium ability).",
              "ability": "A Character's ability number (I, II, III), unlocked on the training track."})
card_op(Milestone, _passive,
        lambda e: f"Space {e.at}: " + (_text(e.effects) or "nothing")
        + (f"; the first to reach it also: {lower_first(_text(e.first))}" if e.first else ""),
        game=GAME, docs={"at": "The space of the mission track (1 to 12) that gives the reward.",
                         "first": "The extra reward of the first player to reach the space."})
