"""Mistborn's commands and their text forms (registered verbs, :mod:`rules.engine.verbs`).

* ``play CARD`` — play a card from your hand (kernel :class:`~rules.engine.commands.Play`);
* ``burn METAL`` / ``burn METAL on CARD`` — burn a metal token, for no effect or on a card
  you played this turn (:class:`Burn`); ``burn atium [as METAL] [on CARD]`` burns an atium
  token (a wild: on a card it stands for the card's metal, ``as METAL`` names the metal it
  stands for when burned for no effect);
* ``flare METAL`` / ``flare METAL on CARD`` — the same with the token flipped (:class:`Flare`);
* ``refresh METAL with CARD`` — discard CARD from your hand to refresh the flared METAL token
  (:class:`Refresh`);
* ``use CARD as METAL`` / ``use CARD as METAL on CARD`` — put a card from your hand sideways
  as a metal of its vial, for no effect or under a card you played (:class:`UseAsMetal`);
* ``advance MISSION`` — spend 1 mission point to move up that mission track (:class:`Advance`);
* ``buy CARD`` — buy a market card (kernel :class:`~rules.engine.commands.Buy`), or from the
  eliminated pile when a card allows it; ``buy boxing`` — a Boxing for 2 Money (:class:`BuyBoxing`);
* ``attack TARGET`` — deal damage to an opponent's Ally, to an opponent (all your damage),
  to ``all`` (you hold the target) or to the ``Lord Ruler`` (co-op) (:class:`Attack`);
* ``end`` — end your turn.
"""

from __future__ import annotations

from typing import Literal

from rules.engine.commands import Buy, Cmd, Play
from rules.engine.render import name_list
from rules.engine.resources import get
from rules.engine.state import State
from rules.engine.textcmd import CommandError, card_items, name_for, resolve
from rules.engine.verbs import END, Verb

from . import res
from .cards import METALS
from .lordruler import adversaries


class Burn(Cmd):
    """Burn ``metal``'s token on ``card`` (a card in play), or for no effect (None); for
    ``metal = "atium"``, ``wild`` is the metal the atium stands for when burned for no effect."""

    kind: Literal["burn"] = "burn"
    metal: str
    card: int | None = None
    wild: str | None = None


class UseAsMetal(Cmd):
    """Put ``card`` (in hand) sideways as ``metal`` (a metal of its vial) under ``target`` (a
    card you played), or for no effect (None)."""

    kind: Literal["use_metal"] = "use_metal"
    card: int
    metal: str
    target: int | None = None


class BuyBoxing(Cmd):
    """Buy a Boxing for 2 Money."""

    kind: Literal["buy_boxing"] = "buy_boxing"


class Flare(Cmd):
    """Flare ``metal``'s token (flip it) on ``card``, or for no effect (None)."""

    kind: Literal["flare"] = "flare"
    metal: str
    card: int | None = None


class Refresh(Cmd):
    """Discard ``card`` from your hand to refresh ``metal``'s flared token."""

    kind: Literal["refresh"] = "refresh"
    metal: str
    card: int


class Advance(Cmd):
    """Spend one mission point to move one space up the track of mission ``card``."""

    kind: Literal["advance"] = "advance"
    card: int


class Attack(Cmd):
    """Deal damage to ``target``: ``c<uid>`` an Ally, ``p<seat>`` a player, ``all`` every
    other player (you hold the target), ``lord_ruler`` the Lord Ruler (co-op)."""

    kind: Literal["attack"] = "attack"
    target: str


def _metal(text: str) -> str:
    return resolve(text, [(m.capitalize(), m) for m in METALS + ("atium",)], "metal")


def _split(rest: str, word: str) -> tuple[str, str | None]:
    """``"pewter on Strike"`` -> ``("pewter", "Strike")``; the second part None without ``word``."""
    low = rest.lower()
    i = low.find(f" {word} ")
    if i < 0:
        return rest, None
    return rest[:i], rest[i + len(word) + 2:]


def _played(state: State) -> list[int]:
    return state.players[state.active].zones["played"]


def _targets(state: State) -> list[int]:
    """The cards a metal may go on: the active player's played cards, not those used as metal."""
    return [u for u in _played(state) if not state.marks.get(u, {}).get("sideways")]


def _hand(state: State) -> list[int]:
    return state.players[state.active].zones["hand"]


#: what ends ``burn METAL`` / ``flare METAL`` for no card when a card you played waits for it
NO_EFFECT = "for no effect"


def waiting(state: State, metal: str) -> list[int]:
    """The cards you played that one more ``metal`` would power now (an Action of that metal
    with a box left): where ``burn METAL`` / ``flare METAL`` without ``on`` puts it."""
    from .metals import powers  # metals reads this module's commands

    return [u for u in _targets(state) if powers(state, u, metal)]


def _token_verb(name: str, cls: type) -> Verb:
    """``burn``/``flare METAL [on CARD]``. Without ``on`` the metal goes on the one card you
    played that it would power (rulebook "Metals": a burned token is put on the card it powers;
    issue 14 trial: ``burn pewter`` with one card waiting for pewter went on no card, and so did
    a flare); with several it asks which; with none, or ended by ``for no effect``, it goes on no
    card (rulebook "Flaring": a token may be flared for no effect)."""
    def parse(state: State, rest: str) -> Cmd:
        metal, on = _split(rest, "on")
        bare = on is None and metal.lower().rstrip().endswith(" " + NO_EFFECT)
        if bare:
            metal = metal.rstrip()[:-len(NO_EFFECT)]
        card = None if on is None else _target(state, on, f"{name} {metal.strip()}")
        metal, wild = _split(metal, "as")
        if wild is not None:
            if "wild" not in cls.model_fields:
                raise CommandError(f"Only atium stands for another metal: {name} METAL [on CARD].")
            return cls(metal=_metal(metal), card=card, wild=_metal(wild))
        m = _metal(metal)
        cards = waiting(state, m) if card is None and not bare and m != "atium" else []
        if len(cards) > 1:
            raise CommandError(f"{m.capitalize()} would power {name_list(state.name(u) for u in cards)}: type "
                               f"{name} {m} on CARD (or {name} {m} {NO_EFFECT}).")
        return cls(metal=m, card=cards[0] if cards else card)

    def text(state: State, cmd) -> str:
        out = f"{name} {cmd.metal}"
        if getattr(cmd, "wild", None):
            out += f" as {cmd.wild}"
        if cmd.card is not None:
            out += " on " + name_for(state, cmd.card, card_items(state, _targets(state)))
        elif cmd.metal != "atium" and waiting(state, cmd.metal):  # else it would read as on that card
            out += f" {NO_EFFECT}"
        return out

    return Verb(name, cls, parse, text, f"{name} METAL [on CARD]")


def _target(state: State, on: str, bare: str) -> int:
    """The card you played that ``on`` names, for ``burn``/``flare``/``use``; when it names none,
    why, in a way that says what to type (found in a trial: ``burn bronze on seeker`` with Seeker,
    an Ally, said only "No card you played is named 'seeker'"): an Ally is never powered by a
    metal put on it, it acts once its metal is used this turn (``bare``, for no effect, does
    that); a card still in the hand is played first."""
    try:
        return int(resolve(on, card_items(state, _targets(state)), "card you played"))
    except CommandError as err:
        p = state.players[state.active]
        for zone in ("allies", "characters"):
            try:
                uid = int(resolve(on, card_items(state, p.zones.get(zone, [])), "card"))
            except CommandError:
                continue
            what = "an Ally" if zone == "allies" else "your Character"
            # short enough for the one refusal line at 120 columns (trial: it was cut off there)
            raise CommandError(f"{state.name(uid)} is {what}: it takes no metal; it acts once its metal is used. "
                               f"For no effect, type: {bare}.") from None
        try:
            uid = int(resolve(on, card_items(state, _hand(state)), "card"))
        except CommandError:
            raise err from None
        if state.cards[uid].type == "Ally":
            raise CommandError(f"{state.name(uid)} is an Ally in your hand: play it first (play {state.name(uid)}); "
                               "an Ally takes no metal, it acts once its metal is used this turn.") from None
        raise CommandError(f"{state.name(uid)} is in your hand: play it first (play {state.name(uid)}), "
                           f"then put the metal on it.") from None


def _refresh_parse(state: State, rest: str) -> Cmd:
    metal, card = _split(rest, "with")
    if card is None:
        raise CommandError("Say which card you discard: refresh METAL with CARD.")
    return Refresh(metal=_metal(metal), card=int(resolve(card, card_items(state, _hand(state)), "card in your hand")))


def _use_parse(state: State, rest: str) -> Cmd:
    card, tail = _split(rest, "as")
    if tail is None:
        raise CommandError("Say which metal: use CARD as METAL [on CARD].")
    metal, on = _split(tail, "on")
    uid = int(resolve(card, card_items(state, _hand(state)), "card in your hand"))
    target = None if on is None else _target(state, on, f"use {card.strip()} as {metal.strip()}")
    return UseAsMetal(card=uid, metal=_metal(metal), target=target)


def _use_text(state: State, cmd: UseAsMetal) -> str:
    out = f"use {name_for(state, cmd.card, card_items(state, _hand(state)))} as {cmd.metal}"
    if cmd.target is not None:
        out += " on " + name_for(state, cmd.target, card_items(state, _targets(state)))
    return out


def buyable(state: State) -> list[int]:
    """The cards the active player may name in ``buy``: the market row, and the eliminated
    pile when a card allowed it this turn."""
    return _market(state) + (state.table.get("eliminated", []) if state.turn.get("buy_eliminated") else [])


def _buy_parse(state: State, rest: str) -> Cmd:
    if rest.strip().lower() in ("boxing", "a boxing"):
        return BuyBoxing()
    return Buy(card=int(resolve(rest, card_items(state, buyable(state)), "market card")))


def _missions(state: State) -> list[int]:
    return state.table.get("missions", [])


def _market(state: State) -> list[int]:
    return state.table.get("market", [])


def coop_targets(state: State) -> list[tuple[str, str]]:
    """Co-op attack targets: the Adversaries in front of the players still in (a guard
    first, then the ones that act at the end of a turn, then the ongoing ones), the Lord
    Ruler, then the Adversaries that do nothing at this player count; the Lord Ruler first
    when the active player's damage would destroy him (the bots' hint: the first listed that
    the damage can reach is attacked first)."""
    n = len(res.living(state))

    def rank(u: int) -> int:
        card = state.cards[u]
        if card.has("guard"):
            return 0
        acts = [e for e in card.effects if e.op != "end_of_turn" or any(
            q.op != "with_players" or n in q.counts for q in e.effects)]
        return 3 if not acts else 1 if any(e.op == "end_of_turn" for e in acts) else 2

    ranked = sorted(adversaries(state), key=rank)
    label = _adversary_labels(state, ranked)
    advs = [(label[u], f"c{u}") for u in ranked if rank(u) < 3]
    idle = [(label[u], f"c{u}") for u in ranked if rank(u) == 3]
    lord = [("Lord Ruler", "lord_ruler")]
    if get(state, res.COMBAT, state.active) >= get(state, res.LORD_RULER):
        return lord + advs + idle
    return advs + lord + idle


def _adversary_labels(state: State, uids: list[int]) -> dict[int, str]:
    """How ``attack`` names each Adversary: by its name ("Koloss"); when several in play share
    it, by its holder too ("Ann's Koloss"), and when one holder has several, by its ``#uid``
    as well ("Ann's Koloss #150"), so that "attack koloss" is ambiguous and lists them, never
    picks one (co-op trial: with two Koloss in play, ``attack koloss`` attacked one unasked)."""
    names = [state.name(u) for u in uids]
    label = {}
    for u, name in zip(uids, names):
        if names.count(name) == 1:
            label[u] = name
            continue
        label[u] = f"{state.players[state.where[u][0]].name}'s {name}"
    held = list(label.values())
    return {u: (f"{lab} #{u}" if held.count(lab) > 1 else lab) for u, lab in label.items()}


def attack_items(state: State) -> list[tuple[str, str]]:
    """What ``attack`` may name: the other players' Allies (``c<uid>``), the other players
    still in the game (``p<seat>``), ``all`` (competitive, 3 or more players) and the
    ``Lord Ruler`` (co-op)."""
    me = state.active
    if res.coop(state):
        return coop_targets(state)
    others = [s for s in res.living(state) if s != me]
    items = [(state.name(u), f"c{u}") for s in others for u in state.players[s].zones.get("allies", [])]
    items += [(state.players[s].name, f"p{s}") for s in others]
    # a player is also named by their Character ("attack marsh"; found in a trial)
    items += [(state.name(u), f"p{s}") for s in others for u in state.players[s].zones.get("characters", [])]
    if len(res.living(state)) >= 3:
        items.append(("all", "all"))
    return items


def attack_words(state: State) -> dict[str, str]:
    """How a refusal of ``attack`` lists each target, once and in the players' words (by
    :func:`attack_items`' key): an opponent with their Character, "Ben (Kelsier)"; an Ally
    with its owner, "Noble (Ben's Ally)" (issue 14 trial: "Name a target: Noble, Player 1,
    Vin" named Player 1 twice, as the player and as Vin)."""
    words = {"all": "all (every other player)"}
    for s, p in enumerate(state.players):
        chars = name_list(state.name(u) for u in p.zones.get("characters", []))
        words[f"p{s}"] = f"{p.name} ({chars})" if chars and chars != p.name else p.name
        for u in p.zones.get("allies", []):
            words[f"c{u}"] = f"{state.name(u)} ({p.name}'s Ally)"
    return words


#: the ``attack`` grammar in each mode (the command hint names only the targets of the game set up)
ATTACK_USAGE = {False: "attack ALLY | PLAYER | all", True: "attack ADVERSARY | Lord Ruler"}


def _attack_text(state: State, cmd: Attack) -> str:
    items = attack_items(state)
    label = next((lab for lab, k in items if k == cmd.target), cmd.target)
    try:
        plain = resolve(label, items, "target") == cmd.target
    except CommandError:
        plain = False
    return "attack " + (label if plain else f"{label} #{cmd.target}")


def _attack_parse(state: State, rest: str) -> Attack:
    """``attack TARGET``; ``attack`` alone attacks the one target the damage may go to now
    (the trial's ``attack`` with a single foe asked "Name a target: Ben."); with several it
    asks which, naming only those; with none it says why (no damage, a Defender...)."""
    items = attack_items(state)
    if not rest.strip():
        from .combat import check_attack, no_target  # combat reads this module's commands

        # one key per target (a player is also named by their Character)
        legal = [k for k in dict.fromkeys(k for _, k in items) if check_attack(state, Attack(target=k)) is None]
        if not legal:
            raise CommandError(no_target(state))
        if len(legal) == 1:
            return Attack(target=legal[0])
        items = [(label, k) for label, k in items if k in legal]
    if res.coop(state) and "#" in rest:  # "Koloss #150" names that copy, as "Ann's Koloss #150"
        try:
            return Attack(target=resolve(rest, items, "target"))
        except CommandError:
            plain = [(state.name(int(k[1:])) if k.startswith("c") else label, k) for label, k in items]
            return Attack(target=resolve(rest, plain, "target"))
    return Attack(target=resolve(rest, items, "target", None if res.coop(state) else attack_words(state)))


def saved_attack(state: State, text: str) -> Attack | None:
    """The Adversary ``attack NAME`` of a save written before Adversaries sharing a name were
    told apart (:func:`_adversary_labels`) attacked: then every one was named by its card name
    alone, and the text named the first such target in :func:`coop_targets`' order, unasked.
    None when ``text`` is no co-op attack, or reads no target that way either."""
    words = text.strip().split(maxsplit=1)
    if not res.coop(state) or len(words) != 2 or words[0].lower() != "attack":
        return None
    plain = [(state.name(int(k[1:])) if k.startswith("c") else label, k) for label, k in coop_targets(state)]
    try:
        return Attack(target=resolve(words[1], plain, "target"))
    except CommandError:
        return None


#: Mistborn's verbs (rulebook "A Player's Turn")
VERBS: tuple[Verb, ...] = (
    Verb("play", Play, lambda st, rest: Play(card=int(resolve(rest, card_items(st, _hand(st)), "card in your hand"))),
         lambda st, cmd: "play " + name_for(st, cmd.card, card_items(st, _hand(st))), "play CARD"),
    _token_verb("burn", Burn),
    _token_verb("flare", Flare),
    Verb("refresh", Refresh, _refresh_parse,
         lambda st, cmd: f"refresh {cmd.metal} with " + name_for(st, cmd.card, card_items(st, _hand(st))),
         "refresh METAL with CARD"),
    Verb("advance", Advance,
         lambda st, rest: Advance(card=int(resolve(rest, card_items(st, _missions(st)), "mission"))),
         lambda st, cmd: "advance " + name_for(st, cmd.card, card_items(st, _missions(st))), "advance MISSION"),
    Verb("use", UseAsMetal, _use_parse, _use_text, "use CARD as METAL [on CARD]"),
    Verb("buy", Buy, _buy_parse, lambda st, cmd: "buy " + name_for(st, cmd.card, card_items(st, buyable(st))),
         "buy CARD | boxing"),
    # the same word: "buy boxing" (one parser for both; the text of a BuyBoxing)
    Verb("buy", BuyBoxing, _buy_parse, lambda st, cmd: "buy boxing", ""),
    Verb("attack", Attack, _attack_parse,
         _attack_text, f"{ATTACK_USAGE[False]}, co-op: {ATTACK_USAGE[True]}"),
    END,
)
