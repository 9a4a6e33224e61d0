"""The ``hotseat`` command line (click).

``hotseat`` alone opens the table for a two-player game of Metal. Subcommands: ``play``,
``resume``, ``cards check|show|list|schema``, ``scenario run|play``, ``replay``, ``sim``.
Bad input (a broken card file, scenario or save, an option out of range) prints a message and
exits 2, never a traceback; every option is checked before any file is written. Text that comes
from a file or a person (names, card names, log lines) is printed through
:func:`rules.engine.options.printable`, so it can never retitle or clear the terminal.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from hotseat.bots import BOTS
from rules.api import default_game, games
from rules.catalog.loader import CatalogError, default_cards_path, load
from rules.engine.options import duplicate_name, name_error, printable

#: the variants beyond the standard game, per game that has some ("id: short, extended")
VARIANT_HELP = "; ".join(f"{r.id}: {', '.join(r.variants[1:])}" for r in games() if len(r.variants) > 1)

EXIT_BAD_INPUT = 2
SEED = click.IntRange(-(2**63), 2**63 - 1)


def _echo(text: str) -> None:
    """Print one line of text that may come from a file or a person (control characters
    shown escaped)."""
    click.echo(printable(text))


def _fail(msg: str, code: int = EXIT_BAD_INPUT) -> None:
    click.echo(printable(msg), err=True)
    sys.exit(code)


def _catalog(extra: tuple[str, ...] = ()):
    try:
        return load(extra=[Path(p) for p in extra])
    except CatalogError as exc:
        _fail("\n".join(printable(m) for m in exc.messages))


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.pass_context
def main(ctx: click.Context) -> None:
    """hotseat: play deck-building board games at one keyboard, learn their rules, and
    playtest cards with bots. Without a command, opens a two-player game of Metal."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


# --------------------------------------------------------------------------- play
def _check_players(rules, players: int, variant: str) -> None:
    """Exit 2 with a clear message when ``players`` cannot play ``variant`` of the game."""
    low, high = rules.players(variant)
    if not low <= players <= high:
        _fail(f"--players: {rules.title} is played by {low} to {high} players, not {players}.")


@main.command()
@click.option("--game", default=default_game(), show_default=True, help="Game id.")
@click.option("--players", "-n", default=2, show_default=True, help="Number of players.")
@click.option("--names", default="", help="Comma-separated player names.")
@click.option("--seed", type=SEED, default=None, help="Seed for shuffles (shown in the game).")
@click.option("--bots", default="", help="Seats played by bots: 'all', or comma-separated seat numbers (1-based).")
@click.option("--bot", "bot_name", type=click.Choice(list(BOTS)), default="heuristic", show_default=True,
              help="Bot to use for bot seats.")
@click.option("--variant", default="standard", show_default=True, help=f"Set-up variant ({VARIANT_HELP}).")
@click.option("--fast", is_flag=True, help="Bots act instantly.")
@click.option("--cards", "extra_cards", multiple=True, type=click.Path(), help="Extra card file adding or overriding cards.")
def play(game: str, players: int, names: str, seed: int | None, bots: str, bot_name: str, variant: str, fast: bool,
         extra_cards: tuple[str, ...]) -> None:
    """Open the table and play a game (a new-game screen when no option is given)."""
    from hotseat.app import GAMES, bots_error, run_app
    from rules.api import rules_for

    if game not in GAMES:
        _fail(f"--game: no playable game {game!r}; choose one of: {', '.join(GAMES)}.")
    rules = rules_for(game)
    if variant not in rules.variants:
        _fail(f"--variant: {rules.title} has no variant {variant!r}; choose one of: {', '.join(rules.variants)}.")
    _check_players(rules, players, variant)
    err = bots_error(bots, players)
    if err:
        _fail(err)
    listed = [n.strip() for n in names.split(",") if n.strip()]
    if len(listed) > players:
        _fail(f"--names: {len(listed)} names for {players} players.")
    for n in listed:
        err = name_error(n)
        if err:
            _fail(f"--names: {err}.")
    err = duplicate_name(listed + [f"Player {i + 1}" for i in range(len(listed), players)])
    if err:
        _fail(f"--names: {err}.")
    ctx = click.get_current_context()
    given = any(ctx.get_parameter_source(p) == click.core.ParameterSource.COMMANDLINE
                for p in ("game", "players", "names", "seed", "bots", "variant"))
    run_app(game=game, players=players, names=listed, seed=seed, bots=bots, bot_name=bot_name, fast=fast,
            variant=variant, catalog=_catalog(extra_cards) if extra_cards else None, new_game=given)


@main.command()
@click.argument("file", required=False, type=click.Path())
def resume(file: str | None) -> None:
    """Continue a game: the last one (its autosave), or the save FILE (for example a kept
    autosave-previous.json); the game goes on saving into the file it came from."""
    from hotseat.app import run_app

    run_app(resume=True, save_path=Path(file) if file else None)


# --------------------------------------------------------------------------- cards
@main.group()
def cards() -> None:
    """Check, show and list card definitions."""


@cards.command("check")
@click.argument("files", nargs=-1, type=click.Path())
def cards_check(files: tuple[str, ...]) -> None:
    """Validate card files (the shipped cards.toml when none is given). Every problem is
    listed in one run, each with its file and line; exit 2 when there is any."""
    from rules.catalog.loader import collect
    from rules.api import rules_for

    paths = [Path(f) for f in files] or [default_cards_path()]
    cat, problems = collect(paths)
    notes = []
    if not files:  # the shipped set: its counts and the games' own checks too
        broken = {m.split(" › ")[1].split("/")[0] for m in problems if m.count(" › ") >= 2}
        for game in sorted({c.game for c in cat.cards.values()}):
            if game in broken:
                notes.append(f"{game}: the set checks (counts, stacks) wait until the errors above are fixed.")
                continue
            try:
                problems += rules_for(game).check_catalog(cat)
            except KeyError:
                pass
    for m in problems + notes:
        _echo(m)
    if problems:
        click.echo(f"{len(problems)} error(s).")
        sys.exit(EXIT_BAD_INPUT)
    n = sum(c.copies for c in cat.cards.values())
    _echo(f"OK: {len(cat.cards)} distinct cards ({n} with copies) in {', '.join(str(p) for p in paths)}.")


@cards.command("show")
@click.argument("name")
@click.option("--game", default=None, help="Limit to one game.")
def cards_show(name: str, game: str | None) -> None:
    """Show a card's type, cost, VP and generated rules text."""
    from rules.engine.render import card_text

    cat = _catalog()
    low = name.lower()
    hits = [c for c in cat.cards.values() if (game is None or c.game == game)
            and (c.name.lower() == low or c.id == low)]
    if not hits:
        hits = [c for c in cat.cards.values() if (game is None or c.game == game) and c.name.lower().startswith(low)]
    if not hits:
        _fail(f"No card named {name!r}.", 1)
    for c in hits:
        sub = f" – {' '.join(c.subtypes)}" if c.subtypes else ""
        _echo(f"{c.name}  [{c.id}]")
        _echo(f"  {c.type or 'no type'}{sub} · cost {c.cost} · {c.vp} VP · {c.copies} cop{'y' if c.copies == 1 else 'ies'}"
              f" · {c.kind}")
        _echo(f"  source: {c.provenance}")
        if c.design_note:
            _echo(f"  ✎ {c.design_note}")
        for line in card_text(c).splitlines():
            _echo(f"  {line}")
        if c.flavour:
            _echo(f"  “{c.flavour}”")


@cards.command("list")
@click.option("--game", default=None, help="Only this game.")
def cards_list(game: str | None) -> None:
    """List cards with counts per category."""
    cat = _catalog()
    if game is not None and not cat.game_cards(game):
        _fail(f"No cards of a game named {game!r}; games: {', '.join(sorted({c.game for c in cat.cards.values()}))}.")
    by: dict[tuple[str, str], list] = {}
    for c in cat.cards.values():
        if game is None or c.game == game:
            by.setdefault((c.game, c.kind), []).append(c)
    click.echo("✎ = designed for hotseat, in whole or in part (the last column says what; "
               "`hotseat cards show NAME` explains).")
    for (g, kind), cs in sorted(by.items()):
        n = sum(c.copies for c in cs)
        invented = sum(1 for c in cs if c.invented)
        click.echo(f"{g} {kind}: {n} card{'s' if n != 1 else ''}, {len(cs)} distinct, {invented} ✎")
        for c in cs:
            mark = "✎" if c.invented else " "
            _echo(f"  {c.copies:>2} × {c.name:<28} {c.type or '-':<14} cost {c.cost:>2}  {str(c.vp):>2} VP"
                  f"  {mark} {c.provenance}")


@cards.command("schema")
def cards_schema() -> None:
    """Print the JSON Schema of a card file (for editors; the same as the shipped
    rules/catalog/cards.schema.json that cards.toml links to)."""
    from rules.catalog.schema import card_file_json_schema_text

    click.echo(card_file_json_schema_text(), nl=False)


# --------------------------------------------------------------------------- scenarios
@main.group()
def scenario() -> None:
    """Run scenario files (rules as executable examples)."""


@scenario.command("run")
@click.argument("files", nargs=-1, required=True, type=click.Path())
def scenario_run(files: tuple[str, ...]) -> None:
    """Run scenarios: exit 0 when all hold, 1 when one fails, 2 when a file is malformed."""
    from hotseat.scenario import ScenarioError, run_file

    worst = 0
    for f in files:
        try:
            out = run_file(Path(f))
        except ScenarioError as exc:
            _echo(f"MALFORMED {exc}")
            worst = 2
            continue
        if out.ok:
            click.echo(f"ok   {f} ({out.steps} steps)")
        else:
            click.echo(f"FAIL {f}")
            for line in out.failures:
                _echo(f"     {line}")
            worst = max(worst, 1)
    sys.exit(worst)


@scenario.command("play")
@click.argument("file", type=click.Path())
def scenario_play(file: str) -> None:
    """Open a scenario's starting position in the table."""
    from hotseat.app import run_app

    run_app(scenario=Path(file))


# --------------------------------------------------------------------------- replay
@main.command()
@click.argument("file", type=click.Path())
@click.option("--seat", type=click.IntRange(min=1), default=None, help="Show the log as this seat (1-based) saw it.")
def replay(file: str, seat: int | None) -> None:
    """Replay a save and print the game's log."""
    from hotseat.saves import SaveError, read_save
    from hotseat.saves import replay as do_replay

    try:
        save = read_save(Path(file))
        if seat is not None and seat > len(save.players):
            _fail(f"--seat: there is no seat {seat} in this {len(save.players)}-player game "
                  f"(seats 1 to {len(save.players)}).")
        state = do_replay(save, _catalog(), where=file)
    except SaveError as exc:
        _fail(f"Cannot open the game: {exc}")
    for e in state.events:
        if line := e.for_player(None if seat is None else seat - 1):
            _echo(line)


# --------------------------------------------------------------------------- sim
def _seat_bots(value: str) -> str:
    """``--bot`` of ``sim``: one bot name, or one per seat separated by commas; BadParameter
    (exit 2) names the first unknown one."""
    for name in value.split(","):
        if name.strip() not in BOTS:
            raise click.BadParameter(f"{name.strip()!r} is not one of {', '.join(repr(b) for b in BOTS)}.")
    return value


@main.command()
@click.option("--game", default=default_game(), show_default=True)
@click.option("--players", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--games", "n_games", type=click.IntRange(1, 1_000_000), default=100, show_default=True)
@click.option("--seed", type=SEED, default=1, show_default=True)
@click.option("--bot", default="heuristic", show_default=True, callback=lambda ctx, param, value: _seat_bots(value),
              help=f"Bot for every seat ({', '.join(BOTS)}), or one per seat: 'heuristic,random'.")
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def sim(game: str, players: int, n_games: int, seed: int, bot: str, workers: int, as_json: bool) -> None:
    """Play N seeded bot games headless and report."""
    from hotseat.sim import run_sim
    from rules.api import rules_for

    try:
        rules = rules_for(game)
    except KeyError as exc:
        _fail(f"--game: {exc.args[0]}.")
    _check_players(rules, players, rules.variants[0])

    run_sim(game=game, players=players, games=n_games, seed=seed, bot=bot, workers=workers, as_json=as_json)


if __name__ == "__main__":
    main()
