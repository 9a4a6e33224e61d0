"""Phases of a turn (issue 10, "phases"): declared by each game, read by the kernel.

A game lists its phases in :attr:`rules.engine.contract.Rules.phases` as :class:`Phase`
entries, in the order a turn goes through them: the phase's id, the words players read, the
commands it allows (``verbs``: command kinds; none for an automatic phase, which the engine
runs without asking anyone) and its automatic steps in words (City Destruction's dice roll,
the Lord Ruler's card between turns). The game says which phase it is in with
:meth:`Rules.phase`; the phase lives in the turn record (``State.turn["phase"]``) when the
game keeps it with :func:`enter`.

What the kernel does with them:

* :func:`phase_problem`: before a game's own :meth:`Rules.check`, a command of a kind the
  current phase does not allow is refused, with the phase's words and what it allows
  (``rules.engine.game.check``); a game need not check phases by hand.
* :func:`enter`: a game moving to a phase calls it; it records the phase, logs a ``phase``
  event (:class:`rules.engine.state.Event` with ``kind == "phase"`` and the phase's words)
  and calls :meth:`Rules.phase_entered`, the phase-change trigger: the hook a game or family
  uses to fire the ``when`` abilities that key on the start of a phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .commands import Command, Rejected
from .registry import rules_for
from .state import State

if TYPE_CHECKING:  # the contract imports this module
    from .contract import Rules


@dataclass(frozen=True)
class Phase:
    """One phase of a game's turn.

    ``id``: the key :meth:`Rules.phase` returns and ``State.turn["phase"]`` holds
    (``"battle"``); ``word``: what players read ("Battle Enemies"); ``verbs``: the command
    kinds (``Command.kind``: ``"battle"``, ``"next"``) a player may give in it, besides
    answering a decision; empty: an automatic phase, where the engine acts alone; ``steps``:
    the automatic steps the engine takes in this phase, in order, in the game's words (e.g.
    "roll the City Destruction dice"); ``between_turns``: True for a phase that belongs to no
    player's turn (after one turn ends, before the next begins: the Lord Ruler's card);
    ``rule``: the rulebook section of the phase (for refusals); ``refusal``: what a refused
    command of another phase is told, in the game's words (empty: "You cannot <verb> in the
    <word> phase (it allows ...).")."""

    id: str
    word: str
    verbs: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    between_turns: bool = False
    rule: str = ""
    refusal: str = ""

    @property
    def automatic(self) -> bool:
        """True when no command may be given in this phase (the engine runs it)."""
        return not self.verbs


def find(rules: Rules, phase_id: str) -> Phase | None:
    """The declared phase ``phase_id`` of ``rules``, or None (an undeclared id, or "")."""
    for p in rules.phases:
        if p.id == phase_id:
            return p
    return None


#: by id() of a game's tuple of phases (held, so the id is not reused): the tuple, its
#: phases by id, every verb some phase allows, and the id of the first phase taking commands
#: (else of the first phase); built once, as the kernel reads them at every command (speed)
_INDEX: dict[int, tuple[tuple[Phase, ...], dict[str, Phase], frozenset[str], str]] = {}


def _index(phases: tuple[Phase, ...]) -> tuple[tuple[Phase, ...], dict[str, Phase], frozenset[str], str]:
    index = _INDEX.get(id(phases))
    if index is None or index[0] is not phases:
        index = _INDEX[id(phases)] = (phases, {p.id: p for p in phases}, frozenset(v for p in phases for v in p.verbs),
                                      next((p.id for p in phases if p.verbs), phases[0].id))
    return index


def first_phase(phases: tuple[Phase, ...]) -> str:
    """The id of the first of ``phases`` that takes commands, else of the first one (a
    non-empty tuple): where :meth:`Rules.phase` starts by default."""
    index = _INDEX.get(id(phases))
    if index is None or index[0] is not phases:
        index = _index(phases)
    return index[3]


def phase_problem(rules: Rules, state: State, cmd: Command) -> Rejected | None:
    """Why ``cmd`` (not an answer to a decision) may not be given in the phase the game is in
    now, or None: the game declares no phases, the phase is not declared, or it allows
    ``cmd.kind``. A command the game does not know at all is left to :meth:`Rules.check`."""
    phases = rules.phases
    if not phases:
        return None
    index = _index(phases)
    ph = index[1].get(rules.phase(state))
    kind = cmd.kind
    if ph is None or kind in ph.verbs or kind not in index[2]:
        return None
    can = ", ".join(v for v in ph.verbs if rules.verb_open(state, v)) or "no command"
    if ph.refusal:
        return Rejected(ph.refusal, ph.rule)
    return Rejected(f"You cannot {cmd.kind} in the {ph.word} phase (it allows {can}).", ph.rule)


def enter(state: State, phase_id: str, *, log: bool = True) -> None:
    """The game moves to phase ``phase_id`` (a declared id; ValueError otherwise): it is kept
    in ``State.turn["phase"]``; a ``phase`` event with the phase's words is logged (``log``:
    False when the game logs its own line); then :meth:`Rules.phase_entered` runs, the
    phase-change trigger."""
    rules = rules_for(state.game)
    ph = find(rules, phase_id)
    if ph is None:
        raise ValueError(f"{rules.title} has no phase {phase_id!r}")
    state.turn["phase"] = phase_id
    if log:
        state.log("phase", f"{ph.word}.", None if ph.between_turns else state.active)
    rules.phase_entered(state, phase_id)
