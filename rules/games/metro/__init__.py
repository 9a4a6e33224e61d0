"""Heroes of Metro City (``metro``; rulebook ``003_0b36051c13c2f7ae.txt``, card facts
``../shared/reference/metro.md``): a walking skeleton on the game contract of issue 10.

Zones, scenario names and shapes: :mod:`.board`. Phases: :data:`.rules.PHASES` (the
commands each allows, read by the kernel). Verbs: :mod:`.verbs` (``slot``, ``activate X on Y``,
``battle``, ``develop``, ``next``). Card fields and types: :mod:`.cards`; card ops:
:mod:`.ops`; the rules reference: :mod:`.guide`. Resources: ``plot`` (Plot Points),
``damage:physical|mental|elemental`` (this turn's damage), ``developments`` (left this
turn), ``defense_bonus`` and ``stopped_draw`` (Weather Control), table ``die:green|purple|red``
(the last City Defense rolls).

Implemented, as the rulebook says: set-up steps 1-4 and 6 (a fixed City Supply, the three
Enemy stacks shuffled with their tops revealed, 5 Origin Story + 5 Spark of Energy, starting
Powers with 5/6/7/8 Plot Points in turn order, shuffle and draw 5); the six phases; slotting
Energy into 4 slots that keep their card between turns; Activating a Power on a slot's top
card within its Energy Level, one Power per source, cascading sources (a versatile Spark of
Energy gives its source's level + 1; a Power with an Energy Level and the kinds it accepts);
damage by type, all or nothing, spent enemy by enemy; Enemy immunity and resistance (Major
Slagg); a defeated Enemy into the hand as a Storyline or onto the Rubble Pile; Storylines
played for Plot Points and one Development per turn into the discard pile; City Defense
dice by number of players, one per rank with a face-up Enemy, from ``state.rng`` and logged
for everyone; Destruction Powers Minions first, the active Hero choosing the stack;
Weather Control's two abilities; Cleanup with the choice to discard slotted Energy; the
Archenemy's defeat (that Hero wins at once) and the city's fall (everyone loses).

Decisions written down here: a player's Storyline cards all go into play when Story
Development begins (playing them costs nothing and both hand and play area count for a
Heroic Sacrifice); damage spent on an Enemy comes first from the types it takes in full, and
the points a resistance takes off are spent too; Major Slagg ignores Physical damage and
takes 1 off Elemental (FAQ "Enemies"; the other reading, -1 to each type, is left out); a
Destroyed card goes face up on the Rubble Pile (the "City Destruction" section; the glossary
says face down); each player's discard pile is public (cards go there face up); 2 to 4
players (the City Defense table has no row for 1).

Set-up step 4 is played with the same verbs (``develop`` while Plot Points last, ``next`` for
the next Hero); the set-up option ``auto_pick`` skips it (scenarios start at the first
turn's Activate Powers phase). The legal commands are listed in the order a simple player
would try them (the bots' hint: the most damaging Power first, on the lowest source it fits;
the dearest card to Develop first; the Archenemy first in battle). The designed numbers were
tuned with ``hotseat sim``: 2-player heuristic games last about 25 turns and the Heroes win
about one in eight; the balance is issue 11's work too.

Not implemented yet (issue 11): choosing the City Supply with the Randomizer decks (the set
is fixed, as for a first game); naming the Hero (set-up step 5; a free-text answer) and the
cards that reward words in the name; Heroic Sacrifice; Energy Requirements of Energy cards
and the abilities Energy cards give when slotted; "one additional Development" (Intense
Training); Commander Graven's extra Minion, Admiral Watts's rows and columns, Professor
Mirror, Karion's roost and "matching card" Destruction Powers; "Stop" effects of Powers;
cutting the deck; the rest of the published cards (every card here is designed or has
designed parts, ``cards.toml``).
"""

from . import ops  # noqa: F401  (register the game's ops before any card is loaded)
from .rules import METRO, MetroRules

__all__ = ["METRO", "MetroRules"]
