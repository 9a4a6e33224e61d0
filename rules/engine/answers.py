"""Answers to a decision (:class:`~rules.engine.state.Decision`): checking one, the value its
resume handler receives, and the sample of answers ``legal_commands`` lists.

A decision's ``kind`` says how it is answered (``Decision.answer``):

* option ids (``Choose``): the handler gets the list of ids;
* ``number`` (``ChooseNumber``): the handler gets the int;
* ``split`` (``Split``): the handler gets a dict option id -> points, in the order given;
* ``text`` (``Name``): the handler gets the text.
"""

from __future__ import annotations

from typing import Any

from .commands import Choose, ChooseNumber, Command, Name, Rejected, Split
from .options import name_error
from .render import name_list
from .state import ANSWER_OF_KIND, Decision, State

#: the command that answers each way of answering, and its verb in the text form
_COMMAND = {"options": Choose, "number": ChooseNumber, "split": Split, "text": Name}
_HOW = {"options": "choose options", "number": "choose a number", "split": "split points", "text": "name"}


def how_many(d: Decision) -> str:
    """What ``d`` wants, in a player's words ("a number from 1 to 3")."""
    lo, hi = d.min, d.max
    span = str(lo) if lo == hi else f"{lo} to {hi}"
    if d.answer == "number":
        return f"a number from {lo} to {hi}" if lo != hi else f"the number {lo}"
    if d.answer == "split":
        return f"{span} points shared among: {name_list(o.label for o in d.options)}"
    if d.answer == "text":
        return f"a name of {span} characters"
    return f"{span} option{'' if hi == 1 else 's'}"


def check_answer(d: Decision, cmd: Command) -> Rejected | None:
    """Why ``cmd`` (one of :data:`~rules.engine.commands.ANSWERS`) does not answer ``d``, or
    None."""
    want = _COMMAND[d.answer]
    if not isinstance(cmd, want):
        return Rejected(f"This decision is answered with {how_many(d)} ({_HOW[d.answer]}), not {_HOW[_how(cmd)]}.")
    # cmd is a ``want``: the branches test ``want`` (a failed isinstance of a pydantic model
    # class runs a Python-level check; this runs at every answer)
    if want is ChooseNumber:
        if not d.min <= cmd.number <= d.max:
            return Rejected(f"Choose {how_many(d)}, not {cmd.number}.")
        return None
    if want is Name:
        err = name_error(cmd.text, d.max)
        if err:
            return Rejected(f"Not a name here: {err}.")
        if len(cmd.text) < d.min:
            return Rejected(f"A name here has at least {d.min} characters, got {len(cmd.text)}.")
        return None
    ids = {o.id for o in d.options}
    chosen = cmd.options if want is Choose else [oid for oid, _ in cmd.parts]
    bad = [o for o in chosen if o not in ids]
    if bad:
        return Rejected(f"{name_list(bad)} is not one of the options: {name_list(o.label for o in d.options)}.")
    if len(set(chosen)) != len(chosen):
        return Rejected("An option is chosen twice.")
    if want is Split:
        low = [oid for oid, n in cmd.parts if n < 1]
        if low:
            return Rejected(f"Each option you name gets at least 1 point ({name_list(low)} gets less).")
        total = sum(n for _, n in cmd.parts)
        if not d.min <= total <= d.max:
            return Rejected(f"Share out {how_many(d)}; these add up to {total}.")
        return None
    if not d.min <= len(chosen) <= d.max:
        want_n = str(d.min) if d.min == d.max else f"{d.min} to {d.max}"
        return Rejected(f"Choose {want_n} option{'' if d.max == 1 else 's'}, not {len(chosen)}.")
    return None


def _how(cmd: Command) -> str:
    return next(how for how, kind in _COMMAND.items() if isinstance(cmd, kind))


def answer_value(cmd: Command) -> Any:
    """The answer a resume handler receives for ``cmd`` (see the module docstring)."""
    if isinstance(cmd, Choose):
        return list(cmd.options)
    if isinstance(cmd, ChooseNumber):
        return cmd.number
    if isinstance(cmd, Split):
        return {oid: n for oid, n in cmd.parts}
    if isinstance(cmd, Name):
        return cmd.text
    raise TypeError(f"{type(cmd).__name__} answers no decision")


def answer_command(d: Decision | dict[str, Any], value: Any) -> Command:
    """The command giving ``value`` as the answer to ``d`` (a decision or its view): a list of
    option ids, an int, a dict option id -> points, or a text. A client (the decision screen)
    builds its command with it. TypeError when ``value`` is not of the decision's kind."""
    kind = d.kind if isinstance(d, Decision) else d["kind"]
    how = ANSWER_OF_KIND.get(kind, "options")
    if how == "number" and isinstance(value, int):
        return ChooseNumber(number=value)
    if how == "split" and isinstance(value, dict):
        return Split(parts=[(k, v) for k, v in value.items()])
    if how == "text" and isinstance(value, str):
        return Name(text=value)
    if how == "options" and isinstance(value, list):
        return Choose(options=value)
    raise TypeError(f"{value!r} does not answer a {kind} decision")


def sample_answers(state: State, d: Decision, limit: int) -> list[Command]:
    """Answers to a number, split or text decision for ``legal_commands``: every number when
    there are at most ``limit``, else both ends and numbers spread between; for a split, all
    the points on each option in turn and an even share, for the least and the most points;
    for a text, its suggestions (text options) that are valid, else the player's own name cut
    to size."""
    if d.answer == "number":
        span = d.max - d.min
        if span < max(limit, 2):
            return [ChooseNumber(number=n) for n in range(d.min, d.max + 1)]
        step = span / (limit - 1)
        return [ChooseNumber(number=n) for n in dict.fromkeys(round(d.min + i * step) for i in range(limit))]
    if d.answer == "split":
        out: list[Command] = []
        for total in dict.fromkeys((d.min, d.max)):
            if total == 0:
                out.append(Split(parts=[]))
                continue
            out += [Split(parts=[(o.id, total)]) for o in d.options]
            if len(d.options) > 1 and total >= len(d.options):
                share, extra = divmod(total, len(d.options))
                out.append(Split(parts=[(o.id, share + (i < extra)) for i, o in enumerate(d.options)]))
        return out
    texts = [o.value for o in d.options if o.kind == "text" and isinstance(o.value, str)]
    out: list[Command] = [cmd for t in texts if check_answer(d, cmd := Name(text=t)) is None]
    if not out:
        own = state.players[d.player].name[: d.max].strip() or "x"
        out.append(Name(text=own + "x" * (d.min - len(own))))
    return out


def answerable(d: Decision) -> bool:
    """True when ``d`` has an answer a player could give (``legal_commands`` lists one)."""
    if d.answer == "number":
        return d.min <= d.max
    if d.answer == "split":
        return 0 <= d.min <= d.max and (d.min == 0 or bool(d.options))
    if d.answer == "text":
        return 1 <= d.min <= d.max
    return 0 <= d.min <= d.max and d.min <= len(d.options)

