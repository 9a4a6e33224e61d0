"""Commands as text (DESIGN §5): one parser and one printer for the canonical form.

Forms: the game's own verbs (:mod:`rules.engine.verbs`; the DC games: ``play NAME``,
``buy NAME``, ``defeat``, ``use NAME``, ``end``), and the answers to the pending decision
that every game shares, whose ``kind`` decides which form it takes
(:class:`~rules.engine.state.Decision`):

* options: ``choose A, B`` / ``choose none``; a Defense: ``defend NAME`` / ``pass``;
* a number: ``choose 3`` (a whole number, ``-`` allowed);
* a split: ``split Thug 2, Boss 1`` (each part an option and its points, a whole number
  after the last space; ``split none`` gives no points); an option whose label holds a
  comma is named by ``#id``;
* a text: ``name "Captain Spark"`` (the text between the first and the last double quote,
  spaces kept; without quotes, the rest of the line, trimmed).

Names match case-insensitively; a unique prefix is enough, and so is a unique piece of the
name anywhere in it (``buy flash`` buys The Flash) when no name starts with it; an ambiguous
name is an error listing the matches; ``NAME #17`` or ``#17`` names one copy (uid 17); ``#o1`` names a
decision option by id. :func:`to_text` prints a command so that :func:`parse` gives it
back exactly (it adds ``#uid`` only when the plain name would pick another copy).

Parsing takes time linear in the text's length, and a text longer than
:data:`MAX_COMMAND_LENGTH` characters is refused before anything else: a command comes from a
person, a save or a scenario file, and none of them may hang the game.
"""

from __future__ import annotations

import difflib

import re

from .commands import Choose, ChooseNumber, Command, Name, Split
from .registry import rules_for
from .render import name_list
from .state import State
from .verbs import Verb


class CommandError(ValueError):
    """Text that is not a command here; the message says why (and lists matches)."""


#: the longest command text :func:`parse` reads (a choose of a dozen long card names fits)
MAX_COMMAND_LENGTH = 2000
_KEY = re.compile(r"[\w-]+")


def _split_uid(text: str) -> tuple[str, str] | None:
    """``"Punch #17"`` -> ``("Punch", "17")``; None when ``text`` does not end in ``#key``.
    (The last ``#`` and no regex backtracking: linear in the length of the text.)"""
    head, sep, key = text.rpartition("#")
    if not sep or not _KEY.fullmatch(key):
        return None
    return head.rstrip(), key


#: the zone an option's label ends with when the options come from several zones
_ZONE_TAG = re.compile(r" \([^()]*\)$")


def _shown(text: str) -> str:
    """``text`` as a refusal quotes it: at most 60 characters."""
    return text if len(text) <= 60 else text[:57] + "..."


_APOSTROPHES = re.compile(r"['’]")
_PUNCTUATION = re.compile(r"[^\w\s]+")


def _bare(text: str) -> str:
    """``text`` without apostrophes, other punctuation as spaces, its spaces single: "ra's al"
    -> "ras al", "hath-set" -> "hath set"."""
    return " ".join(_PUNCTUATION.sub(" ", _APOSTROPHES.sub("", text)).split())


def resolve(text: str, items: list[tuple[str, str]], what: str, shown: dict[str, str] | None = None) -> str:
    """Pick the item (label, key) named by ``text``: no text, the only item when there is one
    (``use`` alone uses the one card with an ability; with several it lists them); ``#key``; the exact name (the first
    such item); the name without the zone in brackets an option may carry ("Punch" names
    "Punch (discard pile)"); a unique prefix; else a name that holds ``text`` anywhere
    ("flash" names The Flash), also with the punctuation left out of both ("ras al" names Ra's
    Al Ghul, "hath set" Tomb of Hath-Set). CommandError when none is named, or when several
    different names are (it lists them). ``shown``: how a refusal lists the item of a key (by
    key), where a key has several labels or a label needs its owner: Mistborn's attack lists
    "Player 1 (Vin)" once, not "Player 1" and "Vin" as two targets (issue 14 trial)."""
    text = text.strip()

    def listed(labels) -> list[str]:
        return sorted({shown.get(k, label) if shown else label for label, k in labels})

    known = listed(items)
    if not text:
        # a command word alone takes its one target, as a key does (JLD trial: ``use`` answered
        # "Name a card with an ability: Madame Xanadu." when she was the only one)
        keys = list(dict.fromkeys(k for _, k in items))
        if len(keys) == 1:
            return keys[0]
        article = "an" if what[:1] in "aeiou" else "a"
        raise CommandError(f"Name {article} {what}" + (f": {name_list(known)}." if known else "; there is none now."))
    m = _split_uid(text)
    if m:
        name, key = m
        for label, k in items:
            if k in (key, f"c{key}"):
                if name and not label.lower().startswith(name.lower()):
                    raise CommandError(f"#{key} is {label}, not {_shown(name)!r}.")
                return k
        raise CommandError(f"#{_shown(key)} does not name any {what}" + (f" ({name_list(known)})." if known else "."))
    low = text.lower()
    exact = [k for label, k in items if label.lower() == low]
    if exact:
        return exact[0]
    # an option that carries its zone ("Vulnerability (discard pile)") is named by the card alone
    # too, the first such option then (as when the labels were the same name)
    bare = [k for label, k in items if _ZONE_TAG.sub("", label).lower() == low]
    if bare:
        return bare[0]
    pref = [(label, k) for label, k in items if label.lower().startswith(low)]
    if not pref:  # anywhere in the name: "flash" names The Flash
        pref = [(label, k) for label, k in items if low in label.lower()]
    if not pref and _bare(low):  # without the punctuation: "ras al" names Ra's Al Ghul
        pref = [(label, k) for label, k in items if _bare(low) in _bare(label.lower())]
    names = sorted({label for label, _ in pref})
    if len(names) == 1 or len({k for _, k in pref}) == 1:  # one name, or names of one item
        return pref[0][1]
    if not names:
        hint = f" ({name_list(known)})" if known else ""
        raise CommandError(f"No {what} is named {_shown(text)!r}{hint}.")
    raise CommandError(f"{_shown(text)!r} is ambiguous: {name_list(listed(pref))}.")


def card_items(state: State, uids) -> list[tuple[str, str]]:
    """The (name, key) items of cards for :func:`resolve`: a card's key is its uid."""
    return [(state.name(u), str(u)) for u in uids]


def _verbs(state: State) -> dict[str, Verb]:
    return {v.name: v for v in rules_for(state.game).verbs}


def _words(state: State) -> str:
    """:func:`first_words` as a list to read ("play, buy, end")."""
    return ", ".join(first_words(state))


def first_words(state: State) -> list[str]:
    """The words a player may start a command with now: the game's verbs, then the words that
    answer the decision waiting, if any (``choose`` and the game's :attr:`Rules.answer_words
    <rules.engine.contract.Rules.answer_words>` for options, ``split`` or ``name`` for the
    others): never an answer word the game or the moment has no use for. The table reads them
    to know which letters may start a command typed without ``:`` (the view's ``words``)."""
    d = state.pending
    if d is None:
        answers: tuple[str, ...] = ()
    elif d.answer == "options":
        answers = ("choose", *rules_for(state.game).answer_words)
    else:
        answers = (_VERB_OF[d.answer],)
    rules = rules_for(state.game)
    return [*(v for v in _verbs(state) if rules.verb_open(state, v)), *answers]


#: the answers to a decision, which every game shares
ANSWER_WORDS = ("choose", "defend", "pass", "split", "name")


def parse(state: State, text: str) -> Command:
    """The command ``text`` names in this state: an answer to the pending decision (``choose``,
    ``defend``, ``pass``) or one of the game's verbs (:attr:`Rules.verbs`). CommandError
    explains a failure (also for a text longer than :data:`MAX_COMMAND_LENGTH`)."""
    if len(text) > MAX_COMMAND_LENGTH:
        raise CommandError(f"A command is at most {MAX_COMMAND_LENGTH} characters; this one has {len(text)}.")
    words = text.strip().split(maxsplit=1)
    if not words:
        raise CommandError(f"Type a command: {_words(state)}.")
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "")
    if verb in ANSWER_WORDS:
        return _answer(state, verb, rest)
    found = _verbs(state).get(verb)
    if found is None:
        raise CommandError(f"Unknown command {_shown(verb)!r}{_closest(state, verb)}: {_words(state)}.")
    return found.parse(state, rest)


def _closest(state: State, verb: str) -> str:
    """" (did you mean end?)": the word a player may start a command with now that ``verb``
    reads closest to, letters swapped or missing (a JLD trial's "ned" had no suggestion); ""
    when none is close. A word the game names a synonym for (:attr:`Rules.verb_synonyms
    <rules.engine.contract.Rules.verb_synonyms>`: Metro City's "end") suggests the game's word."""
    same = rules_for(state.game).verb_synonyms.get(verb)
    if same is not None and same in [w.strip() for w in _words(state).split(",")]:
        return f" (did you mean {same}?)"
    close = difflib.get_close_matches(verb, [w.strip() for w in _words(state).split(",")], n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _answer(state: State, verb: str, rest: str) -> Command:
    d = state.pending
    if d is None:
        raise CommandError("There is no decision to answer.")
    if d.answer != "options":
        return _parse_answer(d, verb, rest)
    if verb in ("split", "name"):
        also = "/".join(rules_for(state.game).answer_words)
        raise CommandError(f"This decision is answered with choose{f' (or {also})' if also else ''}, not {verb}.")
    if verb == "pass" or rest.strip().lower() == "none":
        return Choose(options=[])
    items = [(o.label, o.id) for o in d.options]
    chosen: list[str] = []
    for part in _split_options(rest, [lab for lab, _ in items]):
        left = [(lab, k) for lab, k in items if k not in chosen]
        key = resolve(part, left, "option")
        chosen.append(key)
    if not chosen and len(items) == 1 and not rest.strip():  # ``choose`` alone: the one option
        chosen.append(items[0][1])
    if not chosen:
        raise CommandError(f"Choose from: {name_list(o.label for o in d.options)}.")
    return Choose(options=chosen)


_VERB_OF = {"number": "choose", "split": "split", "text": "name"}
_INT = re.compile(r"-?\d{1,9}")


def _parse_answer(d, verb: str, rest: str) -> Command:
    """A number, split or text answer to ``d`` (see the module docstring)."""
    want = _VERB_OF[d.answer]
    if verb != want:
        raise CommandError(f"This decision is answered with {want}: {_example(d)}.")
    text = rest.strip()
    if d.answer == "number":
        if not _INT.fullmatch(text):
            raise CommandError(f"Choose a number from {d.min} to {d.max}: {_example(d)}.")
        return ChooseNumber(number=int(text))
    if d.answer == "text":
        if len(text) >= 2 and text[0] == '"' and text[-1] == '"':
            text = text[1:-1]
        return Name(text=text)
    if text.lower() == "none":
        return Split(parts=[])
    items = [(o.label, o.id) for o in d.options]
    parts: list[tuple[str, int]] = []
    for piece in text.split(","):
        label, _, points = piece.strip().rpartition(" ")
        if not label or not _INT.fullmatch(points):
            raise CommandError(f"Give each option its points: {_example(d)}.")
        left = [(lab, k) for lab, k in items if k not in {p for p, _ in parts}]
        parts.append((resolve(label, left, "option"), int(points)))
    return Split(parts=parts)


def _example(d) -> str:
    """A sample answer to ``d`` in its text form, for error messages."""
    if d.answer == "number":
        return f"choose {d.min}"
    if d.answer == "text":
        return 'name "Captain Spark"'
    return "split " + ", ".join(f"{o.label} 1" for o in d.options[:2])


def _split_options(rest: str, labels: list[str]) -> list[str]:
    """``rest`` split at commas, except that comma-joined pieces that spell a whole option
    label stay together ("choose Billy Batson, Chosen, Punch"). Only as many pieces as the
    longest such label has are ever joined, so this is linear in the length of ``rest``."""
    pieces = rest.split(",")
    whole = {lab.strip().lower() for lab in labels if "," in lab}
    span = max((lab.count(",") + 1 for lab in whole), default=1)
    out, i = [], 0
    while i < len(pieces):
        top = min(len(pieces), i + span)
        j = next((j for j in range(top, i + 1, -1) if ",".join(pieces[i:j]).strip().lower() in whole), i + 1)
        part = ",".join(pieces[i:j])
        if part.strip():
            out.append(part)
        i = j
    return out


def name_for(state: State, uid: int, items: list[tuple[str, str]]) -> str:
    """How a command names card ``uid`` among ``items`` (see :func:`card_items`): its name,
    with ``#uid`` only when the plain name would pick another card."""
    name = state.name(uid)
    try:
        if resolve(name, items, "card") == str(uid):
            return name
    except CommandError:
        pass
    return f"{name} #{uid}"


def to_text(state: State, cmd: Command) -> str:
    """The canonical text of ``cmd`` in this state (before it is applied). CommandError for a
    command the game has no verb for."""
    if isinstance(cmd, Choose):
        d = state.pending
        if not cmd.options:
            return "pass" if d is not None and d.purpose.verb == "defend" else "choose none"
        verb = "defend" if d is not None and d.purpose.verb == "defend" else "choose"
        return f"{verb} " + ", ".join(_option_words(state, cmd.options))
    if isinstance(cmd, ChooseNumber):
        return f"choose {cmd.number}"
    if isinstance(cmd, Name):
        return f'name "{cmd.text}"'
    if isinstance(cmd, Split):
        if not cmd.parts:
            return "split none"
        words = _option_words(state, [key for key, _ in cmd.parts])
        return "split " + ", ".join(f"{w} {points}" for w, (_, points) in zip(words, cmd.parts))
    for v in rules_for(state.game).verbs:
        if type(cmd) is v.command:
            return v.text(state, cmd)
    raise CommandError(f"no text form for {cmd!r}")


def _option_words(state: State, keys: list[str]) -> list[str]:
    """How ``to_text`` names each option of ``keys`` in turn: its label when ``parse`` reads
    it back as this option (among the options not named yet), else ``#id``."""
    d = state.pending
    items = [(o.label, o.id) for o in d.options] if d else []
    out, taken = [], []
    for key in keys:
        left = [(lab, k) for lab, k in items if k not in taken]
        label = next((lab for lab, k in items if k == key), "")
        try:
            ok = bool(label) and "," not in label and "#" not in label and resolve(label, left, "option") == key
        except CommandError:
            ok = False
        out.append(label if ok else f"#{key}")
        taken.append(key)
    return out
