"""Load card files into a :class:`Catalog`, with errors a designer can act on.

Every problem is reported, not only the first: a TOML syntax error (with tomllib's line and
column), a card whose fields do not fit the schema (one message per field, naming the file and
the line of the card's ``[[card]]`` table, the card's id and name and the field path:
``cards.toml:120 › jld/hex (Hex) › cost: ...``), duplicate ids, cross-references to cards that
do not exist, card types and subtypes the game does not have, and ops of another game. Errors
are raised together as :class:`CatalogError`; nothing is printed here and no traceback is meant
to reach a user.
"""

from __future__ import annotations

import difflib
import hashlib
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .schema import CARD_FIELDS, CARD_TYPES, GAME_OPS, SUBTYPES, Card, CardFilter


class CatalogError(Exception):
    """One or more problems in card files; ``messages`` holds one line per problem."""

    def __init__(self, messages: list[str]):
        super().__init__("\n".join(messages))
        self.messages = messages


#: fields the card language no longer has -> what a card writes instead (the loader's message)
RETIRED = {
    "optional": "write up_to = true (the selector's field: the player may take fewer, even none)",
}

_EXPECTED = {
    "int_type": "an integer",
    "int_parsing": "an integer",
    "string_type": "a string",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "a table",
    "model_type": "a table",
    "model_attributes_type": "a table",
    "float_type": "a number",
}


def _path(loc: tuple, data: Any, kind: str = "missing") -> str:
    """The field path of a pydantic error location, as the card file writes it.

    Union branch names and discriminator tags that pydantic puts into ``loc`` are not keys of
    the data, so walking the data alongside the location drops them. Only a missing or an
    unknown key may end the path without being in the data."""
    out = ""
    cur = data
    for i, part in enumerate(loc):
        if isinstance(part, int) and isinstance(cur, list) and 0 <= part < len(cur):
            out += f"[{part}]"
            cur = cur[part]
        elif isinstance(cur, dict) and part in cur:
            out += ("." if out else "") + str(part)
            cur = cur[part]
        elif (isinstance(cur, dict) and not isinstance(part, int) and i == len(loc) - 1
              and kind in ("missing", "extra_forbidden")):
            out += ("." if out else "") + str(part)  # a missing or unknown key at the end
        # otherwise a union branch name: skip
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        out += ("." if out else "") + "op"
    return out or "(card)"


def _describe(errors: list[dict], schema: str = "the card schema") -> str:
    """One human sentence for all pydantic errors that share a field path."""
    first = errors[0]
    kind = first["type"]
    got = first.get("input")
    if kind == "union_tag_invalid":
        ctx = first.get("ctx", {})
        tags = [t.strip().strip("'") for t in str(ctx.get("expected_tags", "")).split(",")]
        close = difflib.get_close_matches(str(ctx.get("tag")), tags, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of {', '.join(tags)}"
        return f"unknown op {ctx.get('tag')!r}{hint}"
    if kind == "string_pattern_mismatch":
        return f"expected an id like 'metal/war-cry' (game, '/', lowercase letters, digits, dashes), got {got!r}"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        word = {"greater_than_equal": "at least", "greater_than": "more than",
                "less_than_equal": "at most", "less_than": "less than"}[kind]
        bound = next(iter(first.get("ctx", {}).values()), "?")
        return f"expected {word} {bound}, got {got!r}"
    if kind == "string_too_short":
        return f"expected a non-empty string, got {got!r}"
    if kind == "union_tag_not_found":
        return "missing field 'op' (every effect names its op)"
    if kind == "extra_forbidden":
        retired = RETIRED.get(str(first["loc"][-1]))
        if retired is not None:
            return f"the field is no longer used: {retired}"
        return f"unknown field (value {got!r}); check the spelling against {schema}"
    if kind == "missing":
        return "missing required field"
    if kind == "literal_error":
        return f"expected {first['ctx']['expected']}, got {got!r}"
    wanted = []
    for e in errors:
        if e["type"] in _EXPECTED:
            w = _EXPECTED[e["type"]]
        elif e["type"] == "literal_error":
            w = e["ctx"]["expected"]
        else:
            w = e["msg"].removeprefix("Input should be ").removeprefix("Value error, ")
        if w not in wanted:
            wanted.append(w)
    return f"expected {' or '.join(wanted)}, got {got!r}"


def card_errors(exc: ValidationError, raw: dict, where: str, schema: str = "the card schema") -> list[str]:
    """Format a card's validation errors: ``file › id (name) › path: message``."""
    groups: dict[str, list[dict]] = {}
    for e in exc.errors():
        groups.setdefault(_path(e["loc"], raw, e["type"]), []).append(e)
    # a branch-level error ("expected an integer") is noise when a deeper path also failed:
    # the value was meant as the other branch (a table) and that table has the real mistake
    out = []
    for path, errs in groups.items():
        deeper = any(p != path and (p.startswith(path + ".") or p.startswith(path + "[")) for p in groups)
        if deeper and path != "(card)":
            continue
        out.append(f"{where} › {path}: {_describe(errs, schema)}")
    return out


@dataclass
class Catalog:
    """Every card definition loaded, by id, with the files they came from.

    ``digest`` is a SHA-256 of the definitions, stored in saves so a replay can tell that
    the cards changed under it."""

    cards: dict[str, Card] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)
    #: the line of each card's ``[[card]]`` table in its file (cards read from a file only)
    lines: dict[str, int] = field(default_factory=dict)
    #: ids of the cards added or overridden on top of the base files (``--cards`` files,
    #: :meth:`with_cards`), in the order first added: what a save must carry to rebuild it
    added: list[str] = field(default_factory=list)

    def where(self, card_id: str) -> str:
        """How messages name a card's place: ``file:line`` (or just the file)."""
        line = self.lines.get(card_id)
        origin = self.origin.get(card_id, "?")
        return f"{origin}:{line}" if line else origin

    def by_name(self, game: str, name: str) -> Card:
        """The card of ``game`` with this exact name; KeyError when there is none."""
        for c in self.cards.values():
            if c.game == game and c.name == name:
                return c
        raise KeyError(name)

    def game_cards(self, game: str) -> list[Card]:
        """The cards of one game, in file order."""
        return [c for c in self.cards.values() if c.game == game]

    @property
    def digest(self) -> str:
        """16 hex digits that change when any card of any game changes."""
        return self._digest(sorted(self.cards))

    def game_digest(self, game: str) -> str:
        """16 hex digits that change when a card of ``game`` changes (the shipped ones or
        those added), and only then: what a save of that game is checked against, so that a
        change to another game's cards leaves it resumable (Metro trial: a changed Metal card
        stopped an unfinished Metro game from being resumed)."""
        return self._digest(sorted(cid for cid, c in self.cards.items() if c.game == game))

    def _digest(self, ids: Iterable[str]) -> str:
        h = hashlib.sha256()
        for cid in ids:
            h.update(self.cards[cid].model_dump_json(by_alias=True).encode())
        return h.hexdigest()[:16]

    def with_cards(self, cards: Iterable[Card], where: str = "scenario") -> Catalog:
        """A copy with these cards added or overriding same-id definitions."""
        new = Catalog(dict(self.cards), dict(self.origin), dict(self.lines), list(self.added))
        for c in cards:
            new.cards[c.id] = c
            new.origin[c.id] = where
            new.lines.pop(c.id, None)
            if c.id not in new.added:
                new.added.append(c.id)
        return new

    def added_data(self) -> list[dict[str, Any]]:
        """The definitions of the :attr:`added` cards as plain data (JSON types, the card
        file's field names), as a save carries them: :func:`parse_cards` on this list and
        :meth:`with_cards` on the shipped catalog give back a catalog with the same digest."""
        return [self.cards[i].model_dump(mode="json", by_alias=True) for i in self.added]


def parse_cards(raw_cards: list, where: str, lines: list[int] | None = None) -> tuple[list[Card], list[str]]:
    """Validate raw ``[[card]]`` tables; return the good cards and one message per problem.
    ``lines`` gives the line of each table in the file, for the messages (see
    :func:`card_table_lines`)."""
    cards, errors = [], []
    if not isinstance(raw_cards, list):
        return [], [f"{where}: 'card' must be an array of tables ([[card]])"]
    if lines is not None and len(lines) != len(raw_cards):
        lines = None  # tables written another way (inline arrays): no line numbers
    ids: set = set()
    for i, raw in enumerate(raw_cards):
        at = f"{where}:{lines[i]}" if lines else where
        if not isinstance(raw, dict):
            errors.append(f"{at} › card[{i}]: expected a table")
            continue
        label = f"{raw.get('id', f'card[{i}]')} ({raw.get('name', '?')})"
        if isinstance(raw.get("id"), str):
            if raw["id"] in ids:
                errors.append(f"{at} › {label} › id: duplicate id; {raw['id']!r} is defined twice in this file")
            ids.add(raw["id"])
        try:
            card = Card.model_validate(raw)
        except ValidationError as exc:
            errors.extend(card_errors(exc, raw, f"{at} › {label}"))
            # the card's own type and subtypes are checked even so: every problem in one run
            errors.extend(f"{at} › {label} › {m}" for m in _raw_terms(raw))
            continue
        card, problems = _game_fields(card, raw)
        errors.extend(f"{at} › {label} › {m}" for m in problems)
        if not problems:
            cards.append(card)
    return cards, errors


def _game_fields(card: Card, raw: dict) -> tuple[Card, list[str]]:
    """``card`` with its ``extra`` table validated by its game's model (:data:`CARD_FIELDS`:
    defaults filled in), or the problems: ``extra.<field>: message``."""
    model = CARD_FIELDS.get(card.game)
    if model is None:
        if card.extra:
            return card, [f"extra: {card.game} cards have no fields of their own; remove 'extra'"]
        return card, []
    try:
        fields = model.model_validate(card.extra)
    except ValidationError as exc:
        found = card_errors(exc, raw.get("extra", {}), "extra", f"the {card.game} card fields")
        return card, [m.replace("extra › ", "extra.", 1) for m in found]
    return card.model_copy(update={"extra": fields.model_dump()}), []


def _raw_terms(raw: dict) -> list[str]:
    """Type and subtype names a card table that failed validation gives and its game does
    not print (the rest of :func:`_game_terms` needs a valid card)."""
    game, typ, subs = raw.get("game"), raw.get("type"), raw.get("subtypes")
    if not isinstance(game, str) or game not in CARD_TYPES:
        return []
    try:
        stub = Card.model_construct(game=game, type=typ if isinstance(typ, str) else None,
                                    subtypes=[x for x in subs if isinstance(x, str)] if isinstance(subs, list) else [],
                                    effects=[])
        return _game_terms(stub)
    except (AttributeError, TypeError):
        return []


def card_table_lines(text: str) -> list[int]:
    """The 1-based line of every ``[[card]]`` table header in a TOML text, in order (tomllib
    gives no positions, so the text is scanned; TOML keeps the tables' order)."""
    out = []
    in_string = False  # inside a multi-line string, a "[[card]]" line is text
    for n, line in enumerate(text.splitlines(), 1):
        if not in_string and line.strip().split("#", 1)[0].strip() == "[[card]]":
            out.append(n)
        if line.count('"""') % 2 == 1 or line.count("'''") % 2 == 1:
            in_string = not in_string
    return out


def _where(path: Path) -> str:
    """How messages name a file: the shipped one as ``cards.toml``, others as given."""
    try:
        if path.resolve() == default_cards_path().resolve():
            return path.name
    except OSError:
        pass
    return str(path)


def read_file(path: Path) -> tuple[list[Card], list[str], dict[str, int]]:
    """Parse one card file: its good cards, one message per problem, and the line of each
    good card's table. TOML syntax errors keep tomllib's line and column."""
    where = _where(path)
    text, data, problem = _read_toml(path, where)
    if problem:
        return [], [problem], {}
    unknown = sorted(set(data) - {"card"})
    errors = [f"{where}: unknown top-level key {k!r}; a card file holds only [[card]] tables" for k in unknown]
    raw = data.get("card", [])
    table_lines = card_table_lines(text)
    try:
        cards, errs = parse_cards(raw, where, table_lines)
    except RecursionError:
        return [], [f"{where}: a card is nested too deeply"], {}
    lines: dict[str, int] = {}
    if isinstance(raw, list) and len(table_lines) == len(raw):
        for r, n in zip(raw, table_lines):
            if isinstance(r, dict) and isinstance(r.get("id"), str):
                lines.setdefault(r["id"], n)
    return cards, errors + errs, lines


def read_toml(path: Path, where: str | None = None) -> tuple[dict, str | None]:
    """The TOML table in ``path``, or ``({}, message)`` when it cannot be read: a missing
    file, bytes that are not UTF-8, a syntax error (with tomllib's line and column), or
    nesting too deep to parse. Shared by every TOML file hotseat reads (cards, scenarios)."""
    _, data, problem = _read_toml(path, where or str(path))
    return data, problem


def _read_toml(path: Path, where: str) -> tuple[str, dict, str | None]:
    """``read_toml`` that also returns the file's text (for line numbers)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        return "", {}, f"{path}: cannot read ({exc.strerror})"
    except UnicodeDecodeError as exc:
        return "", {}, f"{where}: not UTF-8 text (byte {exc.start} of the file)"
    try:
        return text, tomllib.loads(text), None
    except tomllib.TOMLDecodeError as exc:
        return text, {}, f"{where}: TOML syntax error: {exc}"
    except RecursionError:
        return text, {}, f"{where}: TOML nested too deeply"


def cross_check(cat: Catalog) -> list[str]:
    """Checks over the whole set: every card an effect names exists in its game; card types
    and subtypes (of the card and of its filters) are ones the game prints; no op of another
    game; a ``*`` card says how it scores."""
    names: dict[str, set[str]] = {}
    for c in cat.cards.values():
        names.setdefault(c.game, set()).add(c.name)
    errors = []
    for c in cat.cards.values():
        at = f"{cat.where(c.id)} › {c.id} ({c.name})"
        for path, ref in _references(c.effects, "effects"):
            if ref not in names.get(c.game, set()):
                errors.append(f"{at} › {path}: no {c.game} card is named {ref!r}")
        errors += [f"{at} › {m}" for m in _game_terms(c)]
        if c.vp == "*" and not c.has("score"):
            errors.append(f"{at} › vp: a '*' card needs a 'score' effect saying how it scores")
    return errors


def _game_terms(c: Card) -> list[str]:
    """Type and subtype names the card's game does not print, and ops of another game."""
    types, subtypes = CARD_TYPES.get(c.game), SUBTYPES.get(c.game)
    out = []

    def unknown(path: str, what: str, value: str, known: frozenset[str]) -> None:
        lower = {k.lower(): k for k in known}  # "Metal" is close to "METAL"
        close = difflib.get_close_matches(value.lower(), sorted(lower), n=1)
        hint = f" (did you mean {lower[close[0]]!r}?)" if close else ""
        out.append(f"{path}: unknown {what} {value!r} for {c.game}; expected one of {', '.join(sorted(known))}{hint}")

    if types is not None and c.type is not None and c.type not in types:
        unknown("type", "card type", c.type, types)
    for i, st in enumerate(c.subtypes):
        if subtypes is not None and st not in subtypes:
            unknown(f"subtypes[{i}]", "subtype", st, subtypes)
    for path, node in _walk(c.effects, "effects"):
        if isinstance(node, CardFilter):
            for j, t in enumerate(node.type or []):
                if types is not None and t not in types:
                    unknown(f"{path}.type[{j}]", "card type", t, types)
            for j, t in enumerate(node.subtype or []):
                if subtypes is not None and t not in subtypes:
                    unknown(f"{path}.subtype[{j}]", "subtype", t, subtypes)
        op = getattr(node, "op", None)
        if isinstance(op, str):
            for game, ops in GAME_OPS.items():
                if game != c.game and op in ops:
                    out.append(f"{path}.op: {op!r} is a rule of {game}, not of {c.game}; "
                               f"a {c.game} card cannot use it")
    return out


def _walk(node, path):
    """(path, model) for every pydantic model inside effects, depth first."""
    if isinstance(node, list):
        for i, x in enumerate(node):
            yield from _walk(x, f"{path}[{i}]")
        return
    if not isinstance(node, BaseModel):
        return
    yield path, node
    for key, info in type(node).model_fields.items():
        v = getattr(node, key)
        if isinstance(v, (list, BaseModel)):
            yield from _walk(v, f"{path}.{info.alias or key}")


def _references(node, path):
    """(path, card name) for every card named anywhere inside effects: ``card`` of a gain,
    ``name``/``not_name`` of every filter (in effects, conditions, counts and options),
    ``into`` of a Transform or Revert."""
    for where, model in _walk(node, path):
        for key, info in type(model).model_fields.items():
            v = getattr(model, key)
            at = f"{where}.{info.alias or key}"
            if isinstance(model, CardFilter) and key in ("name", "not_name"):
                for j, n in enumerate(v or []):
                    yield f"{at}[{j}]", n
            elif key in ("card", "into") and isinstance(v, str):
                yield at, v
            elif key == "into" and isinstance(v, list):  # Transform targets
                for j, n in enumerate(v):
                    yield f"{at}[{j}]", n


def default_cards_path() -> Path:
    """The shipped ``cards.toml``: inside the wheel, or at the top of a checkout."""
    try:
        p = Path(str(resources.files("rules") / "data" / "cards.toml"))
        if p.is_file():
            return p
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return Path(__file__).resolve().parents[2] / "cards.toml"


def load(paths: Iterable[Path] | None = None, *, extra: Iterable[Path] = ()) -> Catalog:
    """Load the shipped cards (or ``paths``), then ``extra`` files that add or override
    definitions by id. Raises :class:`CatalogError` listing every problem found."""
    cat, errors = collect(paths, extra=extra)
    if errors:
        raise CatalogError(errors)
    return cat


def collect(paths: Iterable[Path] | None = None, *, extra: Iterable[Path] = ()) -> tuple[Catalog, list[str]]:
    """Like :func:`load`, but returns the catalog of the cards that are sound together with
    every problem found, instead of raising (``hotseat cards check``)."""
    files = list(paths) if paths is not None else [default_cards_path()]
    cat = Catalog()
    errors: list[str] = []
    for group, override in ((files, False), (list(extra), True)):
        for p in group:
            cards, errs, lines = read_file(Path(p))
            errors += errs
            where = _where(Path(p))
            seen_here: set[str] = set()
            for c in cards:
                # an extra file overrides earlier files by id, but never defines an id twice;
                # the base files together must not define an id twice either
                if c.id in seen_here:
                    continue  # reported by parse_cards
                if c.id in cat.cards and not override:
                    at = f"{where}:{lines[c.id]}" if c.id in lines else where
                    errors.append(f"{at} › {c.id} ({c.name}) › id: duplicate id; "
                                  f"{c.id!r} is already defined in {cat.where(c.id)}")
                    continue
                seen_here.add(c.id)
                if override and c.id not in cat.added:
                    cat.added.append(c.id)
                cat.cards[c.id] = c
                cat.origin[c.id] = where
                if c.id in lines:
                    cat.lines[c.id] = lines[c.id]
                else:
                    cat.lines.pop(c.id, None)
    errors += cross_check(cat)
    return cat, errors


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load()
    return _DEFAULT
