"""Mistborn in short, in hotseat's own words: the sections of the rules reference
(``MistbornRules.guide``), each keyed by the part of the game it explains. It describes the
walking skeleton: what the package docstring lists as not yet implemented is left out."""

GUIDE: tuple[tuple[str, str], ...] = (
    ("goal", """## The goal
**Competitive:** be the first to climb to the top of every mission in play, or be the last
player with health left. **Co-op:** together, bring the Lord Ruler's health to 0 before his
deck runs out; if his deck runs out, or every player is eliminated, everyone loses."""),
    ("setup", """## Getting started
* Each player gets a Character at random, its 4 starting cards and 6 Funding, shuffled into
  a deck, 8 metal tokens on the training track and 36 health (the 2nd player +2, the 3rd
  and 4th +4). Everyone draws 5.
* Six market cards are face up; the missions are in the middle.
* With 3 or 4 players the last player holds the **target**.
* Co-op: the Lord Ruler starts at 48 health with his deck shuffled."""),
    ("turn", """## Your turn
1. Your cube moves 1 space up the training track (some spaces let you burn more metals,
   space 5 wakes your Character's first ability).
2. In any order, as often as you like:
   * `play CARD` from your hand (Funding pays at once; Allies stay in play);
   * `burn METAL on CARD`: put a metal token on an Action of that metal you played, and its
     box happens. You may burn as many tokens a turn as your track allows (1 at first);
     `burn METAL` alone burns it for no effect;
   * `flare METAL on CARD`: the same beyond the limit, but the token stays flipped until you
     refresh it;
   * `refresh METAL with CARD`: discard a card whose vial shows that metal to flip the
     token back;
   * `advance MISSION`: spend a mission point to climb a mission track;
   * `buy CARD` from the market with Money.
   An Ally or your Character acts once a turn when its metal is burning.
3. `attack`: kill an opponent's Ally (damage at least its defense; Defenders first), then
   put the rest of your damage on a player (or the target holder; holding the target you
   hit `all`). Co-op: `attack Lord Ruler`.
4. `end`: everything but Allies goes to your discard pile, tokens go back (flared ones
   stay flipped), you draw 5."""),
    ("lord_ruler", """## The Lord Ruler (co-op)
After each player's turn the Lord Ruler plays the top card of his deck: his dominance rises
(X is the highest number shown), he may hurt every player, he heals for each mission nobody
has completed, and market cards are eliminated."""),
    ("end", """## The end
Competitive: the top of every mission, or the last one standing, wins at once. Co-op: the
Lord Ruler at 0 health is a shared win; his deck running out or everyone eliminated is a
shared defeat."""),
)
