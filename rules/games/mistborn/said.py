"""What a box of effects gave, for the log line of the move that resolved it ("Ann burns pewter
on Pewter Training: +2 damage; +1 Money."): each effect's words, but a condition on the
mission tracks said as it stands now, held or not (issue 14, Mistborn trial: the line quoted
"If you are lowest on any mission track: draw a card" with its capital and never said whether
the player was)."""

from __future__ import annotations

from rules.engine.render import effect_text
from rules.engine.state import State

from . import res


def lower_first(text: str) -> str:
    """A clause inside a sentence: its first letter in lower case ("Heal 4" -> "heal 4"; "+2
    damage" stays). The one helper of the game's words for this (ops, log lines, notes)."""
    return text[:1].lower() + text[1:]


def kill_ally_coop_text(e) -> str:
    """What ``kill_ally`` does in co-op (rulebook "Co-op: Adversaries"): a shield instead of
    an opponent's Ally ("Destroy a shield of an Adversary")."""
    return "Destroy a shield of each Adversary" if e.all else "Destroy a shield of an Adversary"


def kill_ally_text(e) -> str:
    """What ``kill_ally`` does in the competitive game ("Defeat an opponent's Ally")."""
    return "Defeat every opponent's Ally" if e.all else "Defeat an opponent's Ally"


def effect_words(state: State, e) -> str:
    """Effect ``e`` in the words of the mode being played: a killed Ally is a destroyed shield
    in co-op (rulebook "Co-op: Adversaries"), so a log line or a reward says only what happens
    in this game (competitive trial: a log line showed the co-op words)."""
    if e.op == "kill_ally":
        return kill_ally_coop_text(e) if res.coop(state) else kill_ally_text(e)
    return effect_text(e)


def _condition(state: State, seat: int, e) -> str:
    """A ``per_mission`` effect as it stands for ``seat``, saying why when the design decision
    on cubes at 0 and ties decides it (reference §6; a trial read "lowest" for a player alone
    on a track and "not lowest" for one at 0, never told why): ``lowest on Skaa Caverns (the
    only cube on that track; …): draw a card``, or ``not lowest on any mission track (your
    cubes are all on the images, space 0, which is on no track): nothing from it``."""
    i = 0 if e.rank == "highest" else 1
    hits = [u for u in state.table.get("missions", []) if res.rank(state, seat, u)[i]]
    if not hits:
        why = " (your cubes are all on the images, space 0, which is on no track)" \
            if res.off_tracks(state, seat) else ""
        return f"not {e.rank} on any mission track{why}: nothing from it"
    what = lower_first("; ".join(t for t in (effect_text(x) for x in e.effects) if t))
    if e.any:
        hits = hits[:1]

    def said(u: int) -> str:
        why = res.rank_why(state, seat, u, e.rank == "highest")
        return state.name(u) + (f" ({why})" if why else "")

    names = ", ".join(said(u) for u in hits)
    return f"{e.rank} on {names}: {what}" + (f" (each of the {len(hits)})" if len(hits) > 1 else "")


def gave(state: State, seat: int, effects) -> str:
    """``effects`` (a box, a reward) in words joined by "; ", as they resolve for ``seat`` now,
    each in lower case, the first too: the words always follow a colon or a verb ("+2 damage;
    heal 1", "gives heal 4"; Mistborn trial: a burn's note read "gives Heal 4")."""
    parts = [t for t in ((_condition(state, seat, x) if x.op == "per_mission" else effect_words(state, x))
                         for x in effects) if t]
    return "; ".join(lower_first(t) for t in parts)


def offered(state: State, seat: int, effects) -> str:
    """``effects`` (a box offered, not yet resolved) as the card says them, joined by "; ", a
    condition on the mission tracks followed by how it stands for ``seat`` now: "+1 Money; if
    you are lowest (a tie counts; a cube at 0 is off the track) on any mission track: draw a
    card (now: lowest on Crew Hideout)". A question that offers a box says what the card does,
    not only what it would give this moment (co-op trial: ability II's question said "lowest on
    Crew Hideout" where the card said "any mission track")."""
    parts = []
    for x in effects:
        t = effect_words(state, x)
        if x.op == "per_mission" and t:
            i = 0 if x.rank == "highest" else 1
            hits = [u for u in state.table.get("missions", []) if res.rank(state, seat, u)[i]]
            t += (f" (now: {x.rank} on " + ", ".join(state.name(u) for u in hits) + ")" if hits
                  else f" (now: not {x.rank} on any)")
        if t:
            parts.append(t)
    return "; ".join(parts[:1] + [lower_first(t) for t in parts[1:]])
