"""Ops that only arrange other effects: ``choose_one``, ``if``, ``may``, ``each_foe`` (clockwise
from the player resolving it, Metal "Resolving Card Abilities"); and the passive ops, which
describe abilities read elsewhere and resolve nothing when the card is played.
"""

from __future__ import annotations

from rules.engine.effects import Ctx, ask, push_effects, yes_no
from rules.engine.registry import resume
from rules.engine.state import Option, Purpose, State
from rules.engine.teach import asked_by

from .cards import holds
from .language import (
    Ability,
    ChooseOne,
    Defense,
    FirstAppearance,
    ForEachFoe,
    If,
    May,
    Ongoing,
    Reward,
    Score,
    When,
    dc_op,
)
from .ops_cards import deal
from .text import effects_text, lower_first


# --------------------------------------------------------------------------- choices & conditions
@dc_op(ChooseOne)
def _choose_one(state: State, eff, ctx: Ctx) -> None:
    opts = [Option(f"o{i}", effects_text(o.effects)) for i, o in enumerate(eff.options)
            if o.requires is None or holds(state, o.requires, ctx)]
    ask(state, "one", ctx["p"], asked_by(state, ctx.get("src"), "choose one"), opts, 1, 1, "choose_one_chosen",
        purpose=Purpose("effect", source=ctx.get("src")), eff=eff, ctx=ctx)


@resume("choose_one_chosen")
def _choose_one_chosen(state: State, answer, eff, ctx) -> None:
    push_effects(state, eff.options[int(answer[0][1:])].effects, ctx)


@dc_op(If)
def _if(state: State, eff, ctx: Ctx) -> None:
    push_effects(state, eff.then if holds(state, eff.condition, ctx) else eff.otherwise, ctx)


@dc_op(May)
def _may(state: State, eff, ctx: Ctx) -> None:
    # "Incantation: Surge?" (the card that asks, and what Yes does)
    ask(state, "yes_no", ctx["p"], deal(state, ctx, lower_first(effects_text(eff.effects, end="")), []), yes_no(),
        1, 1, "may_yes", purpose=Purpose("may", source=ctx.get("src")), eff=eff, ctx=ctx)


@resume("may_yes")
def _may_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        push_effects(state, eff.if_you_do, ctx)
        push_effects(state, eff.effects, ctx)


@dc_op(ForEachFoe)
def _each_foe(state: State, eff, ctx: Ctx) -> None:
    for foe in reversed(state.foes(ctx["p"])):
        push_effects(state, eff.effects, {**ctx, "p": foe})


# --------------------------------------------------------------------------- passive ops
def _passive(state: State, eff, ctx: Ctx) -> None:
    """A passive op: an ability read elsewhere (a Defense when attacked, a When ability when
    its event happens, a Reward when bought...); playing the card resolves nothing of it."""


for _model in (Ongoing, Defense, When, Ability, Reward, FirstAppearance, Score):
    dc_op(_model)(_passive)
