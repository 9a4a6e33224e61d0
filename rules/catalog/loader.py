"""Load card files into a :class:`Catalog`, with errors a designer can act on.

Every problem is reported, not only the first: a TOML syntax error (with tomllib's line and
column), a card whose fields do not fit the schema (one message per field, naming the file,
the card's id and name and the field path), duplicate ids, and cross-references to cards
that do not exist. Errors are raised together as :class:`CatalogError`; nothing is printed
here and no traceback is meant to reach a user.
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

from .schema import CARD_TYPES, Card, CardFilter


class CatalogError(Exception):
    """One or more problems in card files; ``messages`` holds one line per problem."""

    def __init__(self, messages: list[str]):
        super().__init__("\n".join(messages))
        self.messages = messages


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
        h = hashlib.sha256()
        for cid in sorted(self.cards):
            h.update(self.cards[cid].model_dump_json(by_alias=True).encode())
        return h.hexdigest()[:16]

    def with_cards(self, cards: Iterable[Card], where: str = "scenario") -> Catalog:
        """A copy with these cards added or overriding same-id definitions."""
        new = Catalog(dict(self.cards), dict(self.origin))
        for c in cards:
            new.cards[c.id] = c
            new.origin[c.id] = where
        return new


def parse_cards(raw_cards: list, where: str) -> tuple[list[Card], list[str]]:
    """Validate raw ``[[card]]`` tables; return the good cards and one message per problem."""
    cards, errors = [], []
    if not isinstance(raw_cards, list):
        return [], [f"{where}: 'card' must be an array of tables ([[card]])"]
    ids: set = set()
    for i, raw in enumerate(raw_cards):
        if not isinstance(raw, dict):
            errors.append(f"{where} › card[{i}]: expected a table")
            continue
        label = f"{raw.get('id', f'card[{i}]')} ({raw.get('name', '?')})"
        if isinstance(raw.get("id"), str):
            if raw["id"] in ids:
                errors.append(f"{where} › {label} › id: duplicate id; {raw['id']!r} is defined twice in this file")
            ids.add(raw["id"])
        try:
            cards.append(Card.model_validate(raw))
        except ValidationError as exc:
            errors.extend(card_errors(exc, raw, f"{where} › {label}"))
    return cards, errors


def _where(path: Path) -> str:
    """How messages name a file: the shipped one as ``cards.toml``, others as given."""
    try:
        if path.resolve() == default_cards_path().resolve():
            return path.name
    except OSError:
        pass
    return str(path)


def read_file(path: Path) -> tuple[list[Card], list[str]]:
    """Parse one card file; TOML syntax errors keep tomllib's line and column."""
    where = _where(path)
    data, problem = read_toml(path, where)
    if problem:
        return [], [problem]
    unknown = sorted(set(data) - {"card"})
    errors = [f"{where}: unknown top-level key {k!r}; a card file holds only [[card]] tables" for k in unknown]
    try:
        cards, errs = parse_cards(data.get("card", []), where)
    except RecursionError:
        return [], [f"{where}: a card is nested too deeply"]
    return cards, errors + errs


def read_toml(path: Path, where: str | None = None) -> tuple[dict, str | None]:
    """The TOML table in ``path``, or ``({}, message)`` when it cannot be read: a missing
    file, bytes that are not UTF-8, a syntax error (with tomllib's line and column), or
    nesting too deep to parse. Shared by every TOML file hotseat reads (cards, scenarios)."""
    where = where or str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        return {}, f"{path}: cannot read ({exc.strerror})"
    except UnicodeDecodeError as exc:
        return {}, f"{where}: not UTF-8 text (byte {exc.start} of the file)"
    try:
        return tomllib.loads(text), None
    except tomllib.TOMLDecodeError as exc:
        return {}, f"{where}: TOML syntax error: {exc}"
    except RecursionError:
        return {}, f"{where}: TOML nested too deeply"


def cross_check(cat: Catalog) -> list[str]:
    """Checks over the whole set: every card an effect names exists in its game."""
    names: dict[str, set[str]] = {}
    for c in cat.cards.values():
        names.setdefault(c.game, set()).add(c.name)
    errors = []
    for c in cat.cards.values():
        for path, ref in _references(c.effects, "effects"):
            if ref not in names.get(c.game, set()):
                errors.append(
                    f"{cat.origin.get(c.id, '?')} › {c.id} ({c.name}) › {path}: "
                    f"no {c.game} card is named {ref!r}"
                )
        known = CARD_TYPES.get(c.game)
        if known is not None and c.type is not None and c.type not in known:
            errors.append(
                f"{cat.origin.get(c.id, '?')} › {c.id} ({c.name}) › type: unknown card type {c.type!r} for "
                f"{c.game}; expected one of {', '.join(sorted(known))}"
            )
        if c.vp == "*" and not c.has("score"):
            errors.append(
                f"{cat.origin.get(c.id, '?')} › {c.id} ({c.name}) › vp: a '*' card needs a "
                "'score' effect saying how it scores"
            )
    return errors


def _references(node, path):
    """(path, card name) for every card named anywhere inside effects: ``card`` of a gain,
    ``name``/``not_name`` of every filter (in effects, conditions, counts and options),
    ``into`` of a Transform or Revert."""
    if isinstance(node, list):
        for i, x in enumerate(node):
            yield from _references(x, f"{path}[{i}]")
        return
    if not isinstance(node, BaseModel):
        return
    for key in type(node).model_fields:
        v = getattr(node, key)
        label = type(node).model_fields[key].alias or key
        if isinstance(node, CardFilter) and key in ("name", "not_name"):
            for j, n in enumerate(v or []):
                yield f"{path}.{label}[{j}]", n
        elif key in ("card", "into") and isinstance(v, str):
            yield f"{path}.{label}", v
        elif key == "into" and isinstance(v, list):  # Transform targets
            for j, n in enumerate(v):
                yield f"{path}.{label}[{j}]", n
        elif isinstance(v, (list, BaseModel)):
            yield from _references(v, f"{path}.{label}")


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
    files = list(paths) if paths is not None else [default_cards_path()]
    cat = Catalog()
    errors: list[str] = []
    for group, override in ((files, False), (list(extra), True)):
        for p in group:
            cards, errs = read_file(Path(p))
            errors += errs
            where = _where(Path(p))
            seen_here: set[str] = set()
            for c in cards:
                # an extra file overrides earlier files by id, but never defines an id twice;
                # the base files together must not define an id twice either
                if c.id in seen_here:
                    continue  # reported by parse_cards
                if c.id in cat.cards and not override:
                    errors.append(f"{where} › {c.id} ({c.name}) › id: duplicate id; "
                                  f"{c.id!r} is already defined in {cat.origin[c.id]}")
                seen_here.add(c.id)
                cat.cards[c.id] = c
                cat.origin[c.id] = where
    errors += cross_check(cat)
    if errors:
        raise CatalogError(errors)
    return cat


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load()
    return _DEFAULT
