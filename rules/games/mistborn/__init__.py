"""Mistborn: The Deckbuilding Game (rulebook ``004_31529ce595908b28.txt``; card facts from
``../shared/reference/mistborn.md``, where its last section's corrections win): the whole
competitive game (issue 12) and the co-op skeleton against the Lord Ruler (issue 13).

Variants: ``standard`` (competitive, 2–4 players) and ``coop`` (against the Lord Ruler, 1–4).

Zones (scenario and view names): player ``hand``, ``deck`` (top first), ``discard``,
``played`` (Actions and Funding played this turn, and cards used sideways as a metal, marked
``sideways``), ``allies`` (Allies stay in play until killed), ``adversaries`` (co-op: the
Lord Ruler's Adversaries in front of the player), ``characters`` (the player's
Character), ``set_aside`` (hidden: cards a Keeper set aside for the next hand); table
``market`` (the row of six), ``market_deck`` (top first), ``eliminated`` (the shared
eliminated pile), ``missions`` (the three in play), ``lord_ruler_deck`` (top first),
``lord_ruler_card`` (the card resolving), ``lord_ruler_discard``, ``box`` (cards not in
this game).

Counters (resources, :mod:`.res`): player ``money``, ``combat`` (damage to deal),
``mission`` (mission points), ``health``, ``training`` (the cube's space), ``atium``,
``boxings``, ``metal:<metal>`` (a token: 0 ready, 1 burned, 2 flared this turn, 3 flared
from an earlier turn), ``mission:<mission slug>`` (the cube's space, 0 on the image),
``perm:<mission slug>`` (1: holds that mission's permanent reward); table ``target`` (the
seat holding the target, -1 none), ``first:<mission slug>:<space>`` (seat + 1 of the first
to reach a rewarded space; space 12: the first to finish), and co-op ``lord_ruler``,
``dominance`` (rows of the Dominance track revealed), ``lord_ruler_last`` (uid + 1 of the card
he revealed last). Card marks: ``metal:<metal>`` (the token on a card), ``more:<metal>`` (atium
tokens and sideways cards standing for the card's metal), ``sideways``, ``broken`` (an
Adversary's destroyed shields). This turn
(``State.turn``): ``burns`` (tokens burned within the limit), ``used`` (metal -> uses),
``fired`` (boxes of Allies and the Character that acted), ``phase`` (``combat`` once an
attack began), ``sensed``, ``sought``, ``ability2``, ``buy_eliminated``.

Modules: card fields :mod:`.cards`; resources and bookkeeping :mod:`.res`; ops :mod:`.ops`,
:mod:`.keywords` and (co-op) :mod:`.coop_ops`; verbs :mod:`.commands`; metals :mod:`.metals`;
combat :mod:`.combat`; the co-op Lord Ruler :mod:`.lordruler` and his Dominance tracks
:mod:`.dominance`; the contract, set-up, turn, missions :mod:`.game`; views :mod:`.views`;
the rules reference :mod:`.guide`.

Decisions the rulebook leaves open, taken here:

* the training track (reference §4, unconfirmed): +1 burn at spaces 3, 9, 15; abilities I,
  II, III at 5, 8, 13; an atium at 11 and 16; 20 spaces, each move past the end an atium;
  the first turn's move takes the cube to space 1;
* a Boxing costs 2 Money and pays 1 (reference §1); a buy spends Money first, then Boxings;
  the atium supply is unlimited and used atium leaves at once;
* an atium token on a card stands for the card's metal; burned for no effect it stands for
  the metal its player names (``burn atium as pewter``) or for atium alone; an atium card
  used sideways counts as atium and the metal it stands for; ability III acts when any atium
  is used;
* an Ally's or a Character's box acts at once, when its metal is first used this turn (its
  second box when a second is used), not on its player's word: using a metal is the only way
  to wake it, so there is nothing to decide; abilities that a burn wakes resolve after the
  box the burn powers;
* ability II is a question after a buy of an Action (not an Ally), once a turn; the card is
  eliminated before its top box resolves;
* off-turn abilities: every opponent who owns a Sense card (public: what a player owns is
  what they bought or gained) is told, in turn order, when the first mission point of a turn
  is spent, and every victim who owns a Cloud card when an attack hits them or one of their
  Allies; a client hands them the keyboard whatever their hand holds, and only a player
  holding such a card is asked; Sense takes its points from the
  pool now and from the points the player gains later this turn; Cloud cuts the damage to
  the player after their Defenders took theirs; a Cloud that protects Allies saves an Ally
  attacked directly (the damage is spent), not a Defender the damage to its player kills;
* a Seek can't choose an Action whose top box seeks, nor Confrontation a card whose top box
  uses the eliminated pile (endless loops); "kill ally" from cards and missions defeats any
  opponent's Ally, Defenders or not;
* a mission's "first" bonus at space 12 goes to the first to finish, who stays highest on
  that track; on the tracks a cube on the image is neither highest nor lowest, ties count
  for both; Eavesdrop's move up a track is a climb (no mission point spent, rewards given);
* a permanent mission reward gives its Money or damage at the start of each of its holder's
  turns, and its "+1 burn" or "+1 card" from then on;
* the Lord Ruler's deck "runs out" when a card must be drawn from it and none is left; a
  refilled market card takes the slot of the card that left (the
  other cards keep their slot numbers); when the target's holder is eliminated
  with 3 or more players left, the target goes to the next player clockwise; holding the
  target, your damage reaches each other player through their Defenders first (a Defender
  that the damage left cannot kill stops the rest).

Co-op (rulebook "Co-op"; :mod:`.lordruler` says how, and the decisions taken there and in
:mod:`.dominance`): the normal set-up without the target; after each turn of a player still
in, the Lord Ruler's top card: an Edict resolves (Dominance Up and its rows, its extra
effect, his heal per incomplete mission, its market slots eliminated), an Adversary is placed
in front of that player (shields destroyed left to right by damage at least their value, X
the Dominance value; an Ally-killing effect destroys one; an ongoing or end-of-turn effect);
collective damage shared out by the player whose turn it was; no Sense; everyone wins at 0
Lord Ruler health or on Confrontation, and loses when his deck runs out or all are out. Topping
every mission does not end a co-op game. Ties on a mission track (the rulebook is silent):
a tie counts as highest and as lowest in co-op as in the competitive game, so Hyperaware's
damage or Eavesdrop's climb goes to each player sharing the top or bottom space (the players
are on one side: a shared lead should not cost the table its reward); the card text says "(a
tie counts)" and the log line names who the player is tied with. His 36 cards are not public: ours are designed
(``source = "designed"`` in cards.toml).
"""

from . import cards, ops  # noqa: F401  (declare the card fields, register the ops)
from .game import MISTBORN, MistbornRules

__all__ = ["MISTBORN", "MistbornRules"]
