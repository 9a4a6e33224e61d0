"""Mistborn in short, in hotseat's own words: the sections of the rules reference
(``MistbornRules.guide``), each keyed by the part of the game it explains."""

GUIDE: tuple[tuple[str, str], ...] = (
    ("goal", """## The goal
**Competitive:** win at once by reaching the top of all three missions in play, by being the
last player with health left, or by putting 4 atium on Confrontation. **Co-op:** together,
bring the Lord Ruler's health to 0 (or put 4 atium on Confrontation) before his deck runs
out; if it runs out, or every player is eliminated, everyone loses."""),
    ("setup", """## Getting started
* Each player gets a Character at random, its 4 starting cards and 6 Funding, shuffled into
  a deck, 8 metal tokens on the training track and 36 health (the 2nd player +2, the 3rd
  and 4th +4; never above 40). Everyone draws 5.
* Six market cards are face up; three missions are in play, every cube on their image.
* With 3 or 4 players the last player holds the **target**.
* Co-op: no target; the Lord Ruler starts at 48 health with his 36 cards shuffled, and the
  Dominance track of the difficulty chosen (default Standard A) shows no row yet."""),
    ("turn", """## Your turn
1. Your cube moves 1 space up the training track (spaces 3, 9 and 15 let you burn one more
   metal a turn, 5, 8 and 13 wake your Character's abilities I, II and III, 11 and 16 give an
   atium; past the end every move gives an atium).
2. In any order, as often as you like:
   * `play CARD` from your hand (Funding pays at once; an Action waits for its metal; Allies
     stay in play);
   * `burn METAL on CARD`: put a token on an Action of that metal you played: its next box
     happens (boxes go top to bottom: "+1 metal" needs a second of that metal on the card).
     You may burn as many tokens a turn as your track allows (1 at first); `burn METAL`
     alone puts it on the one card you played that it powers, else on none: for no effect
     (to wake Allies and your Character; `burn METAL for no effect` when a card waits for it);
   * `flare METAL on CARD`: the same beyond the limit, but the token stays flipped until you
     refresh it;
   * `refresh METAL with CARD`: discard a card whose vial shows that metal (an atium vial
     shows them all) to flip the token back; one flared this turn stays used this turn;
   * `use CARD as METAL on CARD`: put a card from your hand sideways as a metal of its vial;
     no limit, and its **Savant** ability happens (only this way);
   * `burn atium on CARD` (or `burn atium as METAL`): an atium token is wild, needs a burn,
     is used once and can't be flared;
   * `advance MISSION`: spend a mission point to climb a mission track;
   * `buy CARD` from the market, `buy boxing` (2 Money; a Boxing pays 1 later).
   An Ally acts once a turn when its metal is used (its second box when two are), and so do
   your Character's abilities I and III. Ability II: once a turn you may eliminate an Action
   you just bought to use its top box at once.
3. `attack`: kill an opponent's Ally (damage at least its defense; Defenders first), then
   put the rest of your damage on a player: with 3 or 4 players only on the target's
   holder, and holding it you hit `all`. Co-op: `attack Lord Ruler`.
4. `end`: everything but Allies goes to your discard pile, tokens go back (flared ones stay
   flipped), you draw 5. The target's holder, if hurt, may pass it on."""),
    ("metals", """## The metals' keywords
* **Sense** (tin, off-turn): when a player starts climbing the missions, discard it to lower
  their mission points by its number for the rest of their turn (you gain none).
* **Defender** (pewter): must be killed before its owner or their other Allies.
* **Seek** (bronze): use the top box of a market Action up to the cost, without buying it.
* **Cloud** (copper, off-turn): when hit, discard it to prevent damage (or save an Ally).
* **Riot** (zinc): one of your Allies that has not acted this turn acts now, and not again.
* **Soothe** (brass): eliminate your own cards (a played one keeps what it gave).
* **Pull** (iron): cards from your discard pile on top of your deck.
* **Push** (steel): eliminate market cards; the row refills."""),
    ("missions", """## Missions
Each track is 12 spaces. Some spaces reward everyone who reaches them, with a bonus for the
first; the top rewards each finisher and the first more. A permanent reward works every turn
from then on."""),
    ("lord_ruler", """## The Lord Ruler (co-op)
After the turn of each player still in, the Lord Ruler reveals the top card of his deck.
* An **Edict** resolves top to bottom: Dominance goes up (each new row of the track
  resolves; X is the highest number shown), its own effect, his heal for each mission nobody
  has completed, then the market cards in its slots are eliminated and replaced.
* An **Adversary** sits in front of the player whose turn it was: its effect works all the
  time or at the end of each of that player's turns. Any player may attack it: damage at
  least its next shield's number (X: the Dominance value) destroys that shield, left to
  right; the last one defeats it. An effect that defeats an Ally destroys one shield.
* **Collective** damage is shared out among the players as the one whose turn it was
  chooses. Sense does nothing in co-op."""),
    ("end", """## The end
Competitive: the top of every mission, the last one standing, or 4 atium on Confrontation
wins at once. Co-op: the Lord Ruler at 0 health (or Confrontation) is a shared win; his deck
running out or everyone eliminated is a shared defeat."""),
)
