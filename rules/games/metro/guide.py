"""Heroes of Metro City in short, in hotseat's own words: the sections of the rules reference
(``MetroRules.guide``), each keyed by the part of the game it explains."""

GUIDE: tuple[tuple[str, str], ...] = (
    ("goal", """## The goal
Be the first Hero to defeat the **Archenemy**. If the Archenemy's Destruction Power is not
stopped and finds nothing left in the City Supply to Destroy, the city has fallen and every
Hero loses at the end of that turn."""),
    ("setup", """## Getting started
* The **City Supply** holds the Origin Story and Spark of Energy stacks and 2 Energy and 8
  Power stacks dealt from the Randomizer decks (or the rulebook's first-game set), laid out
  in rows of four.
* Three face-down **Enemy** stacks (Minions, Villains, the Archenemy) each show their top
  Enemy face up.
* Every Hero starts with 5 Origin Story and 5 Spark of Energy. In turn order each Hero then
  Develops starting cards with 5, 6, 7 or 8 Plot Points (`develop CARD`, then `next`).
* Each Hero is named, in turn order: a question offers a few names (Enter takes the
  highlighted one) or you type your own; on the command line, `name TEXT` answers that
  question. It names your Hero, not you: the player names stay as they were. Cards such as
  Technological Marvel reward words in a Hero's name.
* `rename NAME` is for later: on your own turn it gives your Hero a new name in place of the
  one chosen at set-up, until the first player's first turn is over (then names are final).
* Everyone shuffles and draws 5."""),
    ("start", """## Starting Powers
Develop as many cards as your Starting Plot Points pay for (`develop CARD`); they go into
your deck. Powers are the usual pick, but any City Supply card may be taken, an Energy or
Storyline card too. Type `next` when you are done; the next Hero chooses."""),
    ("turn", """## Your turn, phase by phase (`next` moves on)
1. **Reinforce Enemies** (automatic): each Enemy stack without a face-up Enemy turns one up.
2. **Activate Powers**: `slot CARD in N` puts an Energy card into an empty slot of your Hero
   Placard (it stays there from turn to turn). `activate POWER on SOURCE` places a Power
   from your hand on the card on top of a slot: the source's Energy Level must be at least
   the Power's REQ, and only one Power goes on each source. Spark of Energy is versatile:
   activated on a source it gives that source's level + 1. A Power with its own Energy Level
   (Rooftop Leaping) becomes a new source for the kinds of Power it names.
3. **Battle Enemies**: `battle ENEMY` defeats a face-up Enemy whose Life your damage this
   turn reaches (all or nothing; Enemies may ignore or reduce a damage type). What is left
   may defeat another. Keep the Enemy in your hand as a Storyline, or put it on the Rubble
   Pile.
4. **Story Development**: your Storyline cards go into play and add up to your Plot
   Points; `develop CARD` buys one card from the City Supply into your discard pile
   (Intense Training: one more, the Plot Points shared)."""),
    ("destruction", """## City Destruction (automatic)
One 12-sided die is rolled for each face-up Enemy rank: green for Minions, purple for
Villains, red for the Archenemy. A roll at or above the City Defense target stops that rank
this turn (2 players: 9, 10, 11; 3 players: 7, 8, 9; 4 players: 5, 6, 7). Every Enemy not
stopped uses its Destruction Power, Minions first: the cards it Destroys go from the City
Supply to the Rubble Pile (face down), and you choose the stack when several qualify.
**Heroic Sacrifice**: before each card goes, you (only the active Hero) may put a card of the
same type from your hand or playing area (any card on your slots, or a Storyline in play:
a Melee Power for a Melee Power, a Storyline for a
Storyline...) on the Rubble Pile instead. A Power that Stops Enemies saves its kind a die.
The rolls come from the game's seed, so a save replays them exactly."""),
    ("cleanup", """## Cleanup (automatic)
Your hand, your played Storylines and the Powers on your slots are discarded; slotted
Energy cards stay unless you choose to discard them. Draw 5; the next Hero plays."""),
    ("end", """## The end
The game ends at once when a Hero defeats the Archenemy: that Hero wins. It ends with
everyone losing when the Archenemy was not stopped and could not Destroy a single card."""),
)
