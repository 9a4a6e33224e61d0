"""Mistborn's table view (CONTRACT "Table view"; the panel format in ``screens/panels``): the
market, the market deck, the eliminated pile, a track per mission with its reward spaces, the
training track with its unlocks, each player's counts (health, Money, damage, mission points,
burns left, atium, Boxings, abilities unlocked, metal tokens ready / burned / flared, the
target) and Allies with their defense, in co-op the Lord Ruler (:func:`lord_ruler_panels`) and
the Adversaries in front of the players with their shields (:func:`adversary_view`), and the seat's hand, the cards played this
turn and the placard (Character and Allies)."""

from __future__ import annotations

from typing import Any

from rules.engine.commands import Buy
from rules.engine.game import card_actions, card_facts
from rules.engine.registry import rules_for
from rules.engine.render import effect_text
from rules.engine.resources import get
from rules.engine.state import State
from rules.engine.textcmd import to_text

from . import dominance, lordruler, res, said
from .cards import METALS
from .commands import Attack


def _words(state: State, effects) -> str:
    """A reward's effects in words, lower case first (in co-op, a killed Ally's words there)."""
    return said.lower_first(", ".join(said.effect_words(state, x) for x in effects))


def _first_words(state: State, e) -> str:
    """The first player's extra on reward space ``e``: ``first: twice``, ``first: also heal 2``
    ("" when there is none)."""
    mine, first = _words(state, e.effects) or "nothing", _words(state, e.first)
    return "" if not first else "first: twice" if first == mine else f"first: also {first}"


def _reward(state: State, e, first: bool = True) -> str:
    """A mission's reward space in short: ``4: +1 Money (first: twice)``, ``6: heal 4 (first:
    also heal 2)`` (the first to reach it gets both), ``4: +1 damage (first: also defeat an
    opponent's Ally)``; in co-op the words of what it does there (``destroy a shield of an
    Adversary``: rulebook "Co-op: Adversaries"), each mode's words only. ``first``: False
    leaves the first player's extra out."""
    extra = _first_words(state, e) if first else ""
    return f"{e.at}: {_words(state, e.effects) or 'nothing'}" + (f" ({extra})" if extra else "")


def _next_space(state: State, seat: int, uid: int):
    """(``seat``'s space on mission ``uid``, the next reward space above it or None, whether
    its first player's extra is still there)."""
    at = state.players[seat].res.get(res.mission_key(state, uid), 0)
    e = next((e for e in state.cards[uid].effects if e.op == "milestone" and e.at > at), None)
    open_ = e is not None and state.res.get(f"first:{res.mission_key(state, uid)[8:]}:{e.at}") is None
    return at, e, open_


def next_reward(state: State, seat: int, uid: int) -> str:
    """Where ``seat`` is on mission ``uid`` and the next reward space above it, in short,
    without the first player's extra: ``0 → 4: draw a card``, ``12: at the top``."""
    at, e, _ = _next_space(state, seat, uid)
    if e is None:
        return f"{at}: at the top" if at >= res.MISSION_TOP else f"{at}: no reward left"
    return f"{at} → {_reward(state, e, first=False)}"


def advance_note(state: State, seat: int, uid: int) -> str:
    """What advancing once on mission ``uid`` gives ``seat`` (the Advance list's note; issue 14
    trial: it read "advance Skaa Caverns" alone): ``to 4: draw a card, twice if you are first there``
    (a trial found "first there: twice" unclear)
    when the step lands on a reward (the first player's extra while nobody has had it), else
    ``to 2; next at 4: draw a card``."""
    at, e, open_ = _next_space(state, seat, uid)
    if e is None:
        return f"to {at + 1}"
    extra = _first_words(state, e) if open_ else ""
    said = _reward(state, e, first=False) + (f", {extra.removeprefix('first: ')} if you are first there"
                                             if extra else "")
    return f"to {said}" if e.at == at + 1 else f"to {at + 1}; next at {said}"


def board_panel(state: State, seat: int) -> dict[str, Any]:
    """The board in short, for the first screen at 80x24 (issue 14, Mistborn trial: the
    missions and the target were below the fold and no key scrolled to them): for each
    who holds the target, then for each mission where ``seat`` is and its next reward
    (:func:`next_reward`); the tracks themselves follow it. Drawn on a narrow table only
    (``narrow_only``: at 120 columns the tracks are on the first screen)."""
    holder = state.res.get("target", -1)
    lines = [f"{state.players[holder].name} holds the target"] if holder >= 0 and not res.coop(state) else []
    lines += [f"{state.name(u)} {next_reward(state, seat, u)}" for u in state.table.get("missions", [])]
    return {"id": "board", "title": f"Missions ({state.players[seat].name} → next reward)", "kind": "counts",
            "items": [], "lines": lines, "narrow_only": True}


def card_view(state: State, uid: int) -> dict[str, Any]:
    """One card of the table view: uid, public facts, its metal and defense, its marks, and a
    ``note`` saying them (metal, defense, metals on it, used as a metal)."""
    out = card_facts(state.cards[uid])
    out["uid"] = uid
    for k in ("metal", "defense"):
        if state.cards[uid].extra.get(k) is not None:
            out[k] = state.cards[uid].extra[k]
    out["marks"] = dict(state.marks.get(uid, {}))
    ex = state.cards[uid].extra
    note = [ex["metal"]] if ex.get("metal") else []
    note += [f"defense {ex['defense']}"] if ex.get("defense") else []
    used = sum(v for k, v in out["marks"].items() if k.startswith(("metal:", "more:")))
    note += [f"{used} metal on it"] if used else []
    note += ["used as a metal"] if out["marks"].get("sideways") else []
    if note:
        out["note"] = ", ".join(note)
    return out


def adversary_view(state: State, uid: int) -> dict[str, Any]:
    """An Adversary in front of a player: its card view (no price: it is never bought), its
    ``shields`` left to right (``{"value", "x", "broken"}``: the damage that destroys it now,
    printed as X, destroyed), ``live`` (shields still standing), ``holder`` (the player's
    name) and a ``note`` ("Ben · shields ✗ / 2 (X) / 3 damage": the first standing one is the next to
    destroy), with ``short_notes`` for a narrow row ("Ben · ✗/2(X)/3 damage", "Ben · ✗/2(X)/3")."""
    out = {**card_view(state, uid), "brief": True, "cost": None}  # its panel says they are Adversaries
    out["shields"] = lordruler.shields(state, uid)
    out["live"] = sum(1 for s in out["shields"] if not s["broken"])
    out["holder"] = state.players[state.where[uid][0]].name
    words = " / ".join("✗" if s["broken"] else (f"{s['value']} (X)" if s["x"] else str(s["value"]))
                       for s in out["shields"])
    out["note"] = f"{out['holder']} · {lordruler.shields_said(state, uid, words)}"
    # shorter, for a row that can't hold the note (co-op trial at 80x24: "Steel Inquisitor Ann ·
    # shields 1 (X) / 3…" hid its last shields): every shield's value still said
    tight = "/".join("✗" if s["broken"] else (f"{s['value']}(X)" if s["x"] else str(s["value"])) for s in out["shields"])
    out["short_notes"] = [f"{out['holder']} · {tight} damage", f"{out['holder']} · {tight}"]
    return out


def lord_ruler_panels(state: State) -> list[dict[str, Any]]:
    """The co-op Lord Ruler (rulebook "Co-op"), one ``counts`` panel with ``lines``: his
    health, the Dominance row revealed (of the track's rows) and X, the cards left in his
    deck; then what the next Dominance Up reveals (the row, of which track) and the last card
    he resolved with its text; under 100 columns only what the next Dominance Up does (``narrow_lines``).
    Kept as data too: ``difficulty``, ``row``, ``next_row`` (its effects in words) and ``last``
    (the card's view with its ``text``, or None)."""
    t = state.table
    rows = get(state, res.DOMINANCE)
    track = dominance.TRACKS[res.difficulty(state)]
    if rows >= dominance.ROWS:
        short = f"each player takes {track.more}"
        coming = f"past the last row of {track.title}: {short}"
    else:
        short = "; ".join(effect_text(e) for e in dominance.row_effects(res.difficulty(state), rows + 1)) or "nothing"
        coming = f"row {rows + 1} of {track.title}: {short}"
    last = lordruler.last_card(state)
    last_view = None
    if last is not None:
        last_view = {**card_view(state, last), "text": rules_for(state.game).card_text(state.cards[last])}
    # an Adversary's shields are in its row of the Adversaries: its effect only here
    text = " ".join(line for line in (last_view or {}).get("text", "").split("\n") if not line.startswith("Shield"))
    last_line = (f"Last card: {last_view['name']} ({last_view['type']}): {text}" if last_view
                 else "Last card: none yet")
    return [
        {"id": "lord_ruler", "title": "Lord Ruler", "kind": "counts",
         "items": [{"label": "Health", "value": f"{get(state, res.LORD_RULER)}/{res.LORD_RULER.cap}"},
                   {"label": "Dominance", "value": f"{min(rows, dominance.ROWS)}/{dominance.ROWS}"},
                   {"label": "X", "value": res.dominance_x(state)},
                   {"label": "Deck", "value": len(t.get("lord_ruler_deck", []))}],
         "lines": [f"Next Dominance Up: {coming}.", last_line],
         # at 80x24 one short line (issue 14 co-op trial: the panel squeezed the table); his
         # last card is told in the log as he resolves it, the track in F1
         "narrow_lines": [f"Next Dominance Up: {short}."],
         # and his counts on one line without his health, which the header shows (co-op trial at
         # 80x24: the line wrapped, and its first half scrolled away with the column)
         "narrow_items": [{"label": "Dominance",
                           "value": f"{min(rows, dominance.ROWS)}/{dominance.ROWS}, X {res.dominance_x(state)}"},
                          {"label": "Deck", "value": len(t.get("lord_ruler_deck", []))}],
         "difficulty": res.difficulty(state), "row": rows, "next_row": coming, "last": last_view},
    ]


def burns_left(state: State, seat: int) -> int:
    """How many more burns ``seat`` may make this turn (its whole limit when not its turn)."""
    limit = res.burn_limit(state, seat)
    return max(0, limit - state.turn.get("burns", 0)) if seat == state.active else limit


def player_notes(state: State, seat: int) -> list[list[str]]:
    """What ends a player's line (CONTRACT ``player_view``: [text, narrow text]): Health, the
    burns left and the ready metals, so that the shown player's own status is in the placard
    at the top of the screen (found in a trial at 80x24: they were only in the player's panel,
    under the missions, below the fold)."""
    ready = [m for m in METALS if res.token(state, seat, m) == res.READY]
    metals = ("all metals ready" if len(ready) == len(METALS) else
              f"ready: {', '.join(ready) if ready else 'none'}")
    # narrow (the players' lines at 80 columns): said only when some metal is not ready, so that
    # four players' lines leave the log its rows (tests/test_tui_layout.py), and by the metals
    # that are not ready, fewer than the ready ones most of the time (issue 14 trial at 80x24:
    # "ready bronze copper zinc brass iron steel" took two rows of each player's line)
    used = {word: [m for m in METALS if res.token(state, seat, m) in vs]
            for word, vs in (("burned", (res.BURNED,)), ("flared", (res.FLARED, res.SPENT)))}
    # atium burned this turn shows with the metals burned (trial: after ``burn atium on Con`` the
    # placard read "burned bronze" alone)
    burned_atium = res.used(state, "atium") if seat == state.active else 0
    if burned_atium:
        used["burned"].append("atium" if burned_atium == 1 else f"atium ×{burned_atium}")
    narrow = " ".join(f"{word} {' '.join(ms)}" for word, ms in used.items() if ms)
    if burned_atium:
        metals += f" · burned {used['burned'][-1]}"
    atium, boxings = get(state, res.ATIUM, seat), get(state, res.BOXINGS, seat)
    abilities = " ".join("I" * k for k in (1, 2, 3) if res.unlocked(state, seat, k))
    # atium, Boxings, the abilities unlocked and the target: at 80 columns they were only in the
    # player's panel below the fold (issue 14 trial: "Atium 0 · Boxings 0" seen only at 120x40,
    # who held the target only in the log): said when there is something to say (the player's
    # panel has them all)
    if state.players[seat].flags.get("out"):  # trial: "hp 0 burns 4" read as still playing
        return [["eliminated: out of the game", "OUT (eliminated)"]]
    notes = [[f"health {get(state, res.HEALTH, seat)}", f"hp {get(state, res.HEALTH, seat)}"],
             [f"burns left {burns_left(state, seat)}", f"burns {burns_left(state, seat)}"],
             [metals, narrow],
             [f"atium {atium}" if atium else ""] * 2,
             [f"Boxings {boxings}" if boxings else ""] * 2,
             [f"abilities {abilities}" if abilities else "", f"ability {abilities}" if abilities else ""]]
    if state.res.get("target", -1) == seat and not res.coop(state):
        notes.append(["holds the target", ""])  # narrow: the board summary says it (table_view)
    return notes


def table_view(state: State, seat: int | None = None) -> dict[str, Any]:
    """The panels (CONTRACT "Table view"): the market, the market deck, the eliminated
    pile, a track per mission, the training track, each player's health and metal tokens
    and Allies, and in co-op the Lord Ruler first. Everything here is public. The missions
    and what follows them are placed ``"below"`` the seat's hand, so the market and the hand
    are on the first screen at 80x24."""
    t = state.table
    acts = card_actions(state, seat)

    def acting(u: int) -> dict[str, Any]:
        return {**card_view(state, u), "actions": acts.get(u, [])}

    def buyable(u: int) -> dict[str, Any]:
        """A market card: Enter buys it, or says why it can't now (the action is there even
        when illegal, as a Line-Up card's buy; issue 14, Mistborn trial: Enter on the market,
        whose title says "Enter buys", did nothing on a card the player could not afford)."""
        return {**card_view(state, u), "actions": acts.get(u) or [{"verb": "buy", "command": to_text(state, Buy(card=u))}]}

    def attackable(view: dict[str, Any]) -> dict[str, Any]:
        """A card that may be attacked (an Adversary; a foe's Ally in the competitive game):
        Enter attacks it, or says why it can't now (the action is there even when illegal, as
        a Line-Up card's buy)."""
        return {**view, "actions": [{"verb": "attack", "command": to_text(state, Attack(target=f"c{view['uid']}"))}]}

    panels: list[dict[str, Any]] = [
        {"id": "market", "title": "Market", "kind": "cards", "count": len(t.get("market", [])),
         "hint": "Enter buys", "cards": [buyable(u) for u in t.get("market", [])]},
        {"id": "market_deck", "title": "Market deck", "kind": "stack", "count": len(t.get("market_deck", [])), "top": None},
        {"id": "eliminated", "title": "Eliminated", "kind": "stack", "count": len(t.get("eliminated", [])),
         "top": card_view(state, t["eliminated"][-1]) if t.get("eliminated") else None},
    ]
    shown = seat if seat is not None else state.active
    panels.append(board_panel(state, shown))
    for u in t.get("missions", []):
        key = res.mission_key(state, u)
        panels.append({"id": key, "title": state.name(u), "kind": "track", "length": res.MISSION_TOP,
                       # an eliminated player's cube no longer counts (res.rank): not shown (trial)
                       "markers": [{"label": p.name, "at": p.res.get(key, 0)} for p in state.players
                                   if not p.flags.get("out")],
                       "marked": [{"at": e.at} for e in state.cards[u].effects if e.op == "milestone"],
                       "hint": "; ".join(_reward(state, e) for e in state.cards[u].effects if e.op == "milestone")})
    unlocks = [f"{s}: +1 burn" for s in res.BURN_SPACES] + [f"{s}: ability {'I' * k}" for k, s in
                                                           res.ABILITY_SPACES.items()]
    unlocks += [f"{s}: atium" for s in res.ATIUM_SPACES] + [f"past {res.TRACK_END}: atium"]
    panels.append({"id": "training", "title": "Training track", "kind": "track", "length": res.TRAINING.cap,
                   "marked": [{"at": s} for s in sorted({*res.BURN_SPACES, *res.ABILITY_SPACES.values(),
                                                             *res.ATIUM_SPACES})],
                   "hint": ", ".join(sorted(unlocks, key=lambda t: int(t.split(":")[0].split()[-1]))),
                   "markers": [{"label": p.name + (" (out)" if p.flags.get("out") else ""),
                                "at": get(state, res.TRAINING, p.seat)} for p in state.players]})
    holder = state.res.get("target", -1)
    for p in state.players:
        items = [{"label": "Health", "value": get(state, res.HEALTH, p.seat)},
                 {"label": "Money", "value": get(state, res.MONEY, p.seat)},
                 {"label": "Damage", "value": get(state, res.COMBAT, p.seat)},
                 {"label": "Mission points", "value": get(state, res.MISSION, p.seat)},
                 {"label": "Burns left", "value": burns_left(state, p.seat)},
                 {"label": "Atium", "value": get(state, res.ATIUM, p.seat)},
                 {"label": "Boxings", "value": get(state, res.BOXINGS, p.seat)},
                 {"label": "Abilities", "value": " ".join("I" * k for k in (1, 2, 3) if res.unlocked(state, p.seat, k))
                  or "none yet"}]
        # one word for a flared token, flared this turn or before (trial: "Flared metals: pewter"
        # beside "Flared (spent) metals: copper")
        for word in dict.fromkeys(res.TOKEN_WORDS.values()):
            ms = [m for m in METALS if res.TOKEN_WORDS[res.token(state, p.seat, m)] == word]
            if ms or word == res.TOKEN_WORDS[res.READY]:
                # "Ready metals: pewter, tin" ("none" when every token is used), not a bare count
                items.append({"label": f"{word.capitalize()} metals:", "value": ", ".join(ms) or "none"})
        if holder == p.seat:
            items.append({"label": "Holds the target", "value": ""})  # a fact, not a count (trial)
        if p.flags.get("out"):
            items.append({"label": "Eliminated", "value": ""})
        title = p.name + (" (holds the target)" if holder == p.seat else "") + (" (out)" if p.flags.get("out") else "")
        panels.append({"id": f"player:{p.seat}", "title": title, "kind": "counts", "items": items})
        foe = seat is not None and p.seat != seat and not res.coop(state)
        panels.append({"id": f"allies:{p.seat}", "title": f"{p.name}'s Allies", "kind": "cards",
                       "inline": not p.zones["allies"],
                       "cards": [attackable(card_view(state, u)) if foe else card_view(state, u)
                                 for u in p.zones["allies"]]})
    start = next(i for i, panel in enumerate(panels) if panel["id"] == "eliminated") + 1
    for panel in panels[start:]:  # the missions on: under the hand and the cards played
        panel["place"] = "below"
    if res.coop(state):
        # the Lord Ruler and the Adversaries first (the foes of the whole table), then the
        # market; its piles go under the hand too, so that at 80x24 the first screen shows the
        # foes, the market and the hand
        advs = lordruler.adversaries(state)
        foes = [{"id": "adversaries", "title": "Adversaries", "kind": "cards", "inline": not advs, "empty": "none",
                 "hint": "✗: destroyed, Enter attacks", "cards": [attackable(adversary_view(state, u)) for u in advs]}]
        for panel in panels[1:start]:
            panel["place"] = "below"
        # the missions in short above the market (co-op trial at 80x24: they were below the
        # fold, and the Lord Ruler's health is in the header when his panel scrolls away)
        board = next(panel for panel in panels if panel["id"] == "board")
        board["place"] = "market"
        panels = lord_ruler_panels(state) + foes + [board] + [panel for panel in panels if panel is not board]
    # the seat's own hand (a spectator sees how many), the cards played this turn and the
    # seat's Character and Allies, with what the seat may do with each now
    me = state.players[shown]
    panels.append({"id": "hand", "kind": "cards", "place": "hand", "title": "Hand", "owner": shown,
                   "hidden": len(me.zones["hand"]) if seat is None else None,
                   "cards": [acting(u) for u in me.zones["hand"]] if seat is not None else []})
    panels.append({"id": "played", "kind": "cards", "place": "played", "title": "Played this turn",
                   "owner": state.active, "cards": [acting(u) for u in state.players[state.active].zones["played"]],
                   # played this turn, then eliminated (Soothe): everyone saw both
                   "left": [state.name(u) for u in state.turn.get("left_play", [])]})
    panels.append({"id": "placard", "kind": "cards", "place": "placard", "title": "Character and Allies",
                   "owner": shown, "cards": [acting(u) for u in me.zones["characters"] + me.zones["allies"]]})
    return {"panels": panels}
