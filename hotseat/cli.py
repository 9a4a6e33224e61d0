"""The ``hotseat`` command line (click).

``hotseat`` alone opens the table for a two-player game of Metal. Subcommands: ``play``,
``resume``, ``cards check|show|list|schema``, ``scenario run|play``, ``replay``, ``sim``.
Bad input (a broken card file, scenario or save, an option out of range) prints a message and
exits 2, never a traceback; every option is checked before any file is written. Text that comes
from a file or a person (names, card names, log lines) is printed through
:func:`rules.engine.options.printable`, so it can never retitle or clear the terminal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

# The rules (the games, the card schema, pydantic) are imported by the commands that use them,
# not here: ``hotseat --help`` lists the commands without loading a game (issue 15: the help
# took 186 ms, most of it importing the card schema). Option defaults and help texts that
# come from the games are read when an option is shown or used (:class:`_FromRules`).

EXIT_BAD_INPUT = 2
SEED = click.IntRange(-(2**63), 2**63 - 1)


def _variant_help() -> str:
    """The variants beyond the standard game, per game that has some ("id: short, extended")."""
    from rules.api import games

    return "; ".join(f"{r.id}: {', '.join(r.variants[1:])}" for r in games() if len(r.variants) > 1)


def _default_game() -> str:
    from rules.api import default_game

    return default_game()


def _bot_names() -> list[str]:
    from hotseat.bots import BOTS

    return list(BOTS)


class _FromRules(click.Option):
    """An option whose help text (``help_from``: a function giving it) comes from the
    registered games or bots, read only when the option's help is shown; its ``default`` may
    be such a function too (click calls it when the option is left out; the help shows its
    value)."""

    def __init__(self, *args, help_from=None, **kwargs):
        self._help_from = help_from
        super().__init__(*args, **kwargs)

    def get_help_record(self, ctx: click.Context):
        if self._help_from is not None:
            self.help, self._help_from = self._help_from(), None
        if callable(self.default):
            self.default = self.default()
        return super().get_help_record(ctx)


class _BotChoice(click.Choice):
    """``click.Choice`` of the bots' names (:data:`hotseat.bots.BOTS`), read when first needed."""

    def __init__(self) -> None:
        super().__init__(())

    @property
    def choices(self):
        return tuple(_bot_names())

    @choices.setter
    def choices(self, value) -> None:  # click.Choice.__init__ sets it; the names come from BOTS
        pass


def _echo(text: str) -> None:
    """Print one line of text that may come from a file or a person (control characters
    shown escaped)."""
    from rules.engine.options import printable

    click.echo(printable(text))


def _fail(msg: str, code: int = EXIT_BAD_INPUT) -> None:
    from rules.engine.options import printable

    click.echo(printable(msg), err=True)
    sys.exit(code)


#: ``--cards FILE`` (repeatable), on every command that loads cards; the files are read by
#: :func:`_catalog`
cards_option = click.option(
    "--cards", "extra_cards", multiple=True, type=click.Path(), metavar="FILE",
    help="A card file of your own, added to the shipped cards (same id: it replaces that card). Repeatable.")


def _catalog(extra: tuple[str, ...] = ()):
    """The shipped cards plus the ``--cards`` files; exit 2 listing every problem in them.
    Imports :mod:`rules.api` first: it registers every game, whose card fields and ops the
    loader checks the files against."""
    import rules.api  # noqa: F401
    from rules.catalog.loader import CatalogError, default_catalog, load
    from rules.engine.options import printable

    if not extra:
        return default_catalog()
    try:
        return load(extra=[Path(p) for p in extra])
    except CatalogError as exc:
        _fail("\n".join(printable(m) for m in exc.messages))


def _opening(what: str = "the table") -> None:
    """Say on a terminal that the table is on its way, before the rules and Textual are
    imported: that takes 1-2 s, several on a loaded machine, and the terminal stayed blank
    meanwhile (a Metal trial: "resume" showed nothing for 4-6 s and seemed to hang). Nothing
    when stderr is not a terminal (a pipe, a test)."""
    if sys.stderr.isatty():
        click.echo(f"hotseat: opening {what} (loading the games' rules and cards)...", err=True)


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
@click.option("--game", cls=_FromRules, default=_default_game, show_default=True, help="Game id.")
@click.option("--players", "-n", default=2, show_default=True, help="Number of players.")
@click.option("--names", default="", help="Comma-separated player names.")
@click.option("--seed", type=SEED, default=None, help="Seed for shuffles (shown in the game).")
@click.option("--bots", default="", help="Seats played by bots: 'all', or comma-separated seat numbers (1-based).")
@click.option("--bot", "bot_name", type=_BotChoice(), default="heuristic", show_default=True,
              help="Bot to use for bot seats.")
@click.option("--variant", cls=_FromRules, default="standard", show_default=True,
              help_from=lambda: f"Set-up variant ({_variant_help()}).")
@click.option("--fast", is_flag=True, help="Bots act instantly.")
@click.option("--delay", type=click.FloatRange(min=0, max=3600), default=None, metavar="SECONDS",
              help="Seconds between bot moves (default 0.5), e.g. to watch --bots all; Space pauses, . steps.")
@click.option("--option", "set_up", multiple=True, metavar="KEY=VALUE",
              help="Another set-up option of the game, as `sim` takes them (a game's own, e.g. "
                   "difficulty=intro for Mistborn co-op). Repeatable.")
@cards_option
def play(game: str, players: int, names: str, seed: int | None, bots: str, bot_name: str, variant: str, fast: bool,
         delay: float | None, set_up: tuple[str, ...], extra_cards: tuple[str, ...]) -> None:
    """Open the table and play a game: the new-game screen when no option is given; with
    options, that game starts at once (an unfinished autosave is kept aside, and a notice
    says how to resume it)."""
    _opening()
    from hotseat.app import GAMES, bots_error, run_app
    from rules.api import rules_for
    from rules.engine.options import duplicate_name, name_error

    if game not in GAMES:
        _fail(f"--game: no playable game {game!r}; choose one of: {', '.join(GAMES)}.")
    rules = rules_for(game)
    if variant not in rules.variants:
        _fail(f"--variant: {rules.title} has no variant {variant!r}; choose one of: {', '.join(rules.variants)}.")
    _check_players(rules, players, variant)
    options = _checked_options(rules, set_up, variant, players)
    err = bots_error(bots, players)
    if err:
        _fail(err)
    if fast and delay is not None:
        _fail("--fast and --delay: bots act at once with --fast; give one of them.")
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
                for p in ("game", "players", "names", "seed", "bots", "variant", "set_up"))
    run_app(game=game, players=players, names=listed, seed=seed, bots=bots, bot_name=bot_name, fast=fast,
            variant=variant, delay=delay, catalog=_catalog(extra_cards) if extra_cards else None, new_game=given,
            options=options)


@main.command()
@click.argument("file", required=False, type=click.Path())
@cards_option
def resume(file: str | None, extra_cards: tuple[str, ...]) -> None:
    """Continue a game: the last one (its autosave), or the save FILE (for example a kept
    autosave-previous.json, by its name alone when it is in the data folder); the game goes on saving into the file it came from. A save
    carries the cards it was played with; --cards is needed only for a save without them
    (and must give the same cards)."""
    _opening("the saved game")
    from hotseat.app import run_app
    from hotseat.session import autosave_path

    path = Path(file) if file else None
    if path is not None and not path.exists() and path.name == file:
        path = autosave_path().parent / file  # a bare name, as the "Kept" notice gives it: the data folder's
    run_app(resume=True, save_path=path,
            catalog=_catalog(extra_cards) if extra_cards else None)


# --------------------------------------------------------------------------- cards
@main.group()
def cards() -> None:
    """Check, show and list card definitions."""


@cards.command("check")
@click.argument("files", nargs=-1, type=click.Path())
@cards_option
def cards_check(files: tuple[str, ...], extra_cards: tuple[str, ...]) -> None:
    """Validate card files: the shipped cards.toml alone when none is given, or your FILES
    (or --cards files) as additions to it: their cards may name shipped cards, and a card
    with a shipped card's id replaces it (listed as an override). Every problem is listed in
    one run, each with its file and line; exit 2 when there is any. The set's counts and the
    games' own set checks apply to the shipped set only."""
    from rules.catalog.loader import collect, default_cards_path
    from rules.api import rules_for

    shipped = default_cards_path().resolve()
    added = [Path(f) for f in extra_cards + files if Path(f).resolve() != shipped]
    cat, problems = collect(extra=added)
    notes = []
    if added:  # a designer's cards on top of the shipped set: say which shipped cards they replace
        base = collect()[0]
        notes += [f"{cat.where(cid)} › {cid} ({cat.cards[cid].name}): overrides the shipped card of the same id "
                  f"({base.where(cid)})" for cid in cat.added if cid in base.cards]
    else:  # the shipped set: its counts and the games' own checks too
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
    if added:
        n = sum(cat.cards[cid].copies for cid in cat.added)
        _echo(f"OK: {len(cat.added)} distinct card{'s' * (len(cat.added) != 1)} ({n} with copies) in "
              f"{', '.join(str(p) for p in added)}, {len(notes)} overriding a shipped card; checked with the shipped "
              f"{default_cards_path().name}.")
        return
    n = sum(c.copies for c in cat.cards.values())
    _echo(f"OK: {len(cat.cards)} distinct cards ({n} with copies) in {default_cards_path()}.")


@cards.command("show")
@click.argument("name")
@click.option("--game", default=None, help="Limit to one game.")
@cards_option
def cards_show(name: str, game: str | None, extra_cards: tuple[str, ...]) -> None:
    """Show a card's type, cost, VP and generated rules text."""
    from rules.engine.render import card_text

    cat = _catalog(extra_cards)
    low = name.lower()
    hits = [c for c in cat.cards.values() if (game is None or c.game == game)
            and (c.name.lower() == low or c.id == low)]
    if not hits:
        hits = [c for c in cat.cards.values() if (game is None or c.game == game) and c.name.lower().startswith(low)]
    if not hits:
        _fail(f"No card named {name!r}.", 1)
    in_games = sorted({c.game for c in hits})
    if game is None and len(in_games) > 1:
        # One name, several games (Weakness is in Metal and JLD): show the default game's
        # card, or the first game's when the default has none, and say which and how to pick.
        default = _default_game()
        shown = default if default in in_games else in_games[0]
        why = " (the default game)" if shown == default else ""
        others = " or ".join(f"--game {g}" for g in in_games if g != shown)
        _echo(f"{name!r} names cards in several games: {', '.join(in_games)}. "
              f"Showing {shown}'s{why}; add {others} for {'the other' if len(in_games) == 2 else 'another'}.")
        hits = [c for c in hits if c.game == shown]
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
@cards_option
def cards_list(game: str | None, extra_cards: tuple[str, ...]) -> None:
    """List cards with counts per category."""
    cat = _catalog(extra_cards)
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
    import rules.api  # noqa: F401  (registers every game's card ops and fields: the schema lists them)
    from rules.catalog.schema import card_file_json_schema_text

    click.echo(card_file_json_schema_text(), nl=False)


# --------------------------------------------------------------------------- scenarios
@main.group()
def scenario() -> None:
    """Run scenario files (rules as executable examples)."""


@scenario.command("run")
@click.argument("files", nargs=-1, required=True, type=click.Path())
@cards_option
def scenario_run(files: tuple[str, ...], extra_cards: tuple[str, ...]) -> None:
    """Run scenarios: exit 0 when all hold, 1 when one fails, 2 when a file is malformed.
    With --cards, the scenarios play with your cards too."""
    from hotseat.scenario import ScenarioError, run_file

    catalog = _catalog(extra_cards)
    worst = 0
    for f in files:
        try:
            out = run_file(Path(f), catalog)
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
@cards_option
def scenario_play(file: str, extra_cards: tuple[str, ...]) -> None:
    """Open a scenario's starting position in the table."""
    _opening("the scenario")
    from hotseat.app import run_app

    run_app(scenario=Path(file), catalog=_catalog(extra_cards))


# --------------------------------------------------------------------------- replay
@main.command()
@click.argument("file", type=click.Path())
@click.option("--seat", type=click.IntRange(min=1), default=None, help="Show the log as this seat (1-based) saw it.")
@click.option("--reveal", is_flag=True, help="A finished game only: print the whole log, every hidden card "
                                              "included (each player's draws, what only they were told).")
@click.option("--yes", "-y", is_flag=True, help="With --seat on a game not yet over: do not ask whether that "
                                               "player is the only one looking.")
@cards_option
def replay(file: str, seat: int | None, reveal: bool, yes: bool, extra_cards: tuple[str, ...]) -> None:
    """Replay a save and print the game's log (the public log, or as --seat saw it, or with
    --reveal everything once the game is over). A save carries the cards it was played with;
    --cards is needed only for a save without them (and must give the same cards). In a game
    not yet over, --seat shows that player's hand, so it first asks whether that player alone
    is looking, as the table's hand-off screen does."""
    from hotseat.saves import SaveError, read_save
    from hotseat.saves import replay as do_replay

    catalog = _catalog(extra_cards) if extra_cards else None  # None: the save's own cards
    try:
        save = read_save(Path(file))
        if seat is not None and seat > len(save.players):
            _fail(f"--seat: there is no seat {seat} in this {len(save.players)}-player game "
                  f"(seats 1 to {len(save.players)}).")
        state = do_replay(save, catalog, where=file)
    except SaveError as exc:
        _fail(f"Cannot open the game: {exc}")
    if reveal and seat is not None:
        _fail("--reveal prints every seat's log; it does not go with --seat.")
    if reveal and not state.game_over:
        _fail("--reveal is for a finished game, whose secrets no longer matter; this one is not over "
              "(--seat N prints it as seat N saw it).")
    names = [p.name for p in state.players]
    if seat is not None and not state.game_over and not yes:
        who = names[seat - 1]
        try:
            alone = click.confirm(f"This game is not over: the log as {who} saw it shows {who}'s hidden "
                                  f"cards. Is {who} the only one looking at the screen?", default=False)
        except click.Abort:  # no answer (end of input, Ctrl+C)
            alone = False
        if not alone:
            _fail(f"Not shown. Pass the keyboard to {who}, or leave out --seat for the public log.", code=1)
    for e in state.events:
        if line := (_revealed(e, names) if reveal else e.for_player(None if seat is None else seat - 1)):
            _echo(line)


def _revealed(e, names: list[str]) -> str:
    """An event's line with nothing hidden: the line its player alone read (named when it
    does not start with their name: "Ben: you have no Cloud."), else the public line."""
    if e.private is None or e.player is None:
        return e.text
    who = names[e.player]
    return e.private if e.private.startswith(who) else f"{who}: {e.private}"


# --------------------------------------------------------------------------- sim
def _seat_bots(value: str) -> str:
    """``--bot`` of ``sim``: one bot name, or one per seat separated by commas; BadParameter
    (exit 2) names the first unknown one."""
    for name in value.split(","):
        bots = _bot_names()
        if name.strip() not in bots:
            raise click.BadParameter(f"{name.strip()!r} is not one of {', '.join(repr(b) for b in bots)}.")
    return value


def _checked_options(rules, set_up: tuple[str, ...], variant: str | None, players: int) -> dict:
    """The ``--option KEY=VALUE`` set-up options of ``play``, one value each, checked against
    the game's options for ``variant`` and ``players`` (exit 2 with the reason)."""
    options, sweep = _set_up_options(set_up)
    if sweep:
        _fail(f"--option: one value for {', '.join(sweep)} (only `sim` plays several).")
    if "variant" in options:
        _fail("--option: give the variant with --variant.")
    try:
        problem = rules.setup_options.model_validate({**options, "variant": variant}).problem(players)
    except ValueError as exc:
        _fail(f"--option: {rules.title} has no such set-up: {exc}")
    if problem:
        _fail(f"--option {problem}.")
    return options


def _set_up_options(values: tuple[str, ...]) -> tuple[dict, dict]:
    """``--option KEY=VALUE`` of ``sim`` as set-up options: VALUE is read as JSON when it
    can be (``first=1``, ``characters=["Batman"]``), else as text (``pick=any``). Returns
    (the options given one value, the options given several: key -> values, a sweep)."""
    given: dict[str, list] = {}
    for item in values:
        key, eq, text = item.partition("=")
        if not eq or not key.strip():
            raise click.BadParameter(f"{item!r} is not KEY=VALUE.", param_hint="--option")
        try:
            value = json.loads(text)
        except ValueError:
            value = text
        if value not in given.setdefault(key.strip(), []):
            given[key.strip()].append(value)
    return ({k: v[0] for k, v in given.items() if len(v) == 1},
            {k: v for k, v in given.items() if len(v) > 1})


@main.command()
@click.option("--game", cls=_FromRules, default=_default_game, show_default=True)
@click.option("--players", "-n", help="Number of players (as play takes it).", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--games", "n_games", type=click.IntRange(1, 1_000_000), default=100, show_default=True)
@click.option("--seed", type=SEED, default=1, show_default=True)
@click.option("--bot", cls=_FromRules, default="heuristic", show_default=True,
              callback=lambda ctx, param, value: _seat_bots(value),
              help_from=lambda: f"Bot for every seat ({', '.join(_bot_names())}), or one per seat: 'heuristic,random'.")
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Processes (or Dask workers) playing the games; the report is the same whatever the number.")
@click.option("--variant", cls=_FromRules, default=None,
              help_from=lambda: f"Set-up variant (default: the standard game; {_variant_help()}).")
@click.option("--option", "set_up", multiple=True, metavar="KEY=VALUE",
              help="Another set-up option of the game, as `play` and the new-game screen set them "
                   "(pick=any, first=1, a game's own such as difficulty=...). Repeatable; a KEY given "
                   "several values plays the games with each, and the report compares them.")
@click.option("--card", "focus", multiple=True, metavar="NAME",
              help="Focus the report on a card: offered, bought, played, buyers' win rate. Repeatable.")
@click.option("--compare", default=None, metavar="FILE|none",
              help="Play the same games again with this card file on top (a new version of a --card card), "
                   "or 'none': without the --card cards; report both.")
@click.option("--json", "as_json", is_flag=True, help="The report and one row per game, as JSON.")
@click.option("--charts/--no-charts", default=True, show_default=True, help="Charts in the terminal.")
@click.option("--html", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Write the report with its charts as an HTML page (Vega-Lite).")
@click.option("--png", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Write the charts as a PNG (needs matplotlib: pip install 'hotseat[charts]').")
@click.option("--backend", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="Where the games run: local processes, or a Dask cluster (pip install 'hotseat[cluster]').")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="With --backend dask: the scheduler's address (default: a local cluster of --workers workers).")
@cards_option
def sim(game: str, players: int, n_games: int, seed: int, bot: str, workers: int, variant: str | None,
        set_up: tuple[str, ...], focus: tuple[str, ...], compare: str | None, as_json: bool, charts: bool,
        html: str | None, png: str | None, backend: str, scheduler: str | None, extra_cards: tuple[str, ...]) -> None:
    """Play N seeded bot games headless and report: win rates with 95 % intervals against the
    neutral rate, length, scores, how games end, the game's own measures, and the --card
    cards' figures."""
    from hotseat.simreport.command import run_sim
    from rules.api import rules_for

    try:
        rules = rules_for(game)
    except KeyError as exc:
        _fail(f"--game: {exc.args[0]}.")
    if variant is not None and variant not in rules.variants:
        _fail(f"--variant: {rules.title} has no variant {variant!r}; choose one of: {', '.join(rules.variants)}.")
    _check_players(rules, players, variant or rules.variants[0])
    options, sweep = _set_up_options(set_up)
    if "variant" in options or "variant" in sweep:
        _fail("--option: give the variant with --variant.")
    from hotseat.simreport.run import set_ups

    for extra in set_ups(sweep):
        try:
            problem = rules.setup_options.model_validate({**options, **extra, "variant": variant}).problem(players)
        except ValueError as exc:
            _fail(f"--option: {rules.title} has no such set-up: {exc}")
        if problem:
            _fail(f"--option {problem}.")
    _catalog(extra_cards)  # the card files are checked before any game is played
    if compare is not None and compare != "none":
        _catalog(extra_cards + (compare,))
    try:
        run_sim(game=game, players=players, games=n_games, seed=seed, bot=bot, workers=workers, as_json=as_json,
                variant=variant, cards=extra_cards, options=options, sweep=sweep, focus=focus, compare=compare, charts=charts,
                html=html, png=png, backend=backend, address=scheduler)
    except SystemExit as exc:
        if isinstance(exc.code, str):
            _fail(exc.code)
        raise


if __name__ == "__main__":
    main()
