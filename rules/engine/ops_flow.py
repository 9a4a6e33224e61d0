"""Ops that only arrange other effects: ``choose_one``, ``if``, ``may``, ``each_foe`` (clockwise
from the player resolving it, Metal "Resolving Card Abilities"); and the passive ops, which
describe abilities read elsewhere and resolve nothing when the card is played.
"""

from __future__ import annotations

from .effects import Ctx, ask, holds, push_effects, yes_no
from .registry import OPS, op, resume
from .state import Option, Purpose, State


# --------------------------------------------------------------------------- choices & conditions
@op("choose_one")
def _choose_one(state: State, eff, ctx: Ctx) -> None:
    from .render import effects_text

    opts = [Option(f"o{i}", effects_text(o.effects)) for i, o in enumerate(eff.options)
            if o.requires is None or holds(state, o.requires, ctx)]
    ask(state, "one", ctx["p"], "Choose one", opts, 1, 1, "choose_one_chosen",
        purpose=Purpose("effect", source=ctx.get("src")), eff=eff, ctx=ctx)


@resume("choose_one_chosen")
def _choose_one_chosen(state: State, answer, eff, ctx) -> None:
    push_effects(state, eff.options[int(answer[0][1:])].effects, ctx)


@op("if")
def _if(state: State, eff, ctx: Ctx) -> None:
    push_effects(state, eff.then if holds(state, eff.condition, ctx) else eff.otherwise, ctx)


@op("may")
def _may(state: State, eff, ctx: Ctx) -> None:
    from .render import effects_text

    ask(state, "yes_no", ctx["p"], f"You may: {effects_text(eff.effects)}", yes_no(),
        1, 1, "may_yes", purpose=Purpose("may", source=ctx.get("src")), eff=eff, ctx=ctx)


@resume("may_yes")
def _may_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        push_effects(state, eff.if_you_do, ctx)
        push_effects(state, eff.effects, ctx)


@op("each_foe")
def _each_foe(state: State, eff, ctx: Ctx) -> None:
    for foe in reversed(state.foes(ctx["p"])):
        push_effects(state, eff.effects, {**ctx, "p": foe})


# --------------------------------------------------------------------------- passive ops
for _passive in ("ongoing", "defense", "when", "ability", "reward", "first_appearance", "score", "rule",
                 "villain_rescue"):
    OPS[_passive] = lambda state, eff, ctx: None
