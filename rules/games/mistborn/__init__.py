"""Mistborn: The Deckbuilding Game (rulebook ``004_31529ce595908b28.txt``; card facts from
``../shared/reference/mistborn.md``): the walking skeleton of issue 10.

Variants: ``standard`` (competitive, 2–4 players) and ``coop`` (against the Lord Ruler, 1–4).

Zones (scenario and view names): player ``hand``, ``deck`` (top first), ``discard``,
``played`` (Actions and Funding played this turn), ``allies`` (Allies stay in play until
killed), ``characters`` (the player's Character); table ``market`` (the row of six),
``market_deck`` (top first), ``eliminated`` (the shared eliminated pile), ``missions``,
``lord_ruler_deck`` (top first), ``lord_ruler_card`` (the card resolving),
``lord_ruler_discard``, ``box`` (cards not in this game).

Resources, metal tokens (player resources ``metal:<metal>`` plus a per-card mark
``metal:<metal>`` on the card a token sits on) and mission tracks: :mod:`.res`. Card fields:
:mod:`.cards`; ops: :mod:`.ops`; verbs: :mod:`.commands`; rules: :mod:`.game`.

Set-up options: ``variant``, ``first`` (the first seat; random otherwise), ``characters``
(a Character name per seat; random otherwise).

What the skeleton implements, as the rulebook says: set-up (Characters, starting decks,
health and its bonuses, the market row, the target); the turn (training step, playing
cards, burning within the burn limit, flaring, refreshing by discarding a card with a
matching vial, tokens back at the end with flared ones staying flipped; buying; mission
points and a mission track with reward spaces and first-to-reach bonuses; Allies that stay
in play and act once a turn when their metal burns; a Character's ability I once unlocked;
attacking Allies (no partial damage, Defenders first) and players, the target in 3–4 player
games with its passing; cleanup and drawing 5); elimination and the three-way end
(missions, last standing); co-op: the Lord Ruler at 48 health, his deck of Edicts after each
living player's turn (dominance up, X, damage to every player, his heal per incomplete
mission, market slots eliminated), the shared win and the shared defeat.

Decisions the rulebook leaves open, taken here: the Lord Ruler's deck "runs out" when a card
must be drawn from it and none is left; a refilled market card takes the row's right end;
when the target's holder is eliminated with 3 or more players left, the target goes to the
next player clockwise; holding the target, your damage reaches each other player through
their Defenders first (a Defender that the damage left cannot kill stops the rest).

Not yet implemented (issues 12 and 13): using a card as a metal (sideways) and Savant
abilities, so boxes needing a second token of one metal ("+1 metal") are out of reach and no
shipped card has one; atium (tokens, atium cards, Confrontation's win, the training track's
atium spaces and the Character's ability III) and ability II (eliminate a bought Action for
its top effect); Boxings; off-turn abilities (Cloud, Sense) and the keywords Seek, Riot,
Soothe, Pull, Push; an Ally's second-burn ability and ongoing effects other than Defender;
drawing cards, eliminating one's own cards; damage split between several players; three
missions (the set has one mission card, so one track is in play and its top wins) and the
permanent mission rewards; the market deck's other 70-odd cards; co-op Adversaries and
their shields, the dominance track's row effects, "collective" damage and the Lord Ruler's
real cards (unknown: ours are designed).
"""

from . import cards, ops  # noqa: F401  (declare the card fields, register the ops)
from .game import MISTBORN, MistbornRules

__all__ = ["MISTBORN", "MistbornRules"]
