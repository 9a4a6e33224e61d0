"""Dark Nights – Metal in short, in hotseat's own words: the sections of the rules reference
(``MetalRules.guide``), each keyed by the part of the game it explains."""

GUIDE: tuple[tuple[str, str], ...] = (
    ("goal", """## The goal
Build the strongest deck. When the game stops, every card you own is worth its VP: cards in
your deck, hand and discard pile, plus your score pile (where defeated Super-Villains go).
Each Weakness you own costs you VP. Cards marked `*` count as their text explains."""),
    ("setup", """## Getting started
* Everyone starts with 7 Punch and 3 Vulnerability and draws 5.
* Each player privately gets 2 Super Heroes and keeps 1; it sits on the placard and gives
  an ability (some are used with a key, others trigger by themselves).
* Five cards from the main deck form the **Line-Up**; the **Super-Villain** stack ends with
  Barbatos. The Batman Who Laughs holds a Captured Character."""),
    ("turn", """## Your turn
1. Play cards from your hand in any order. Most give **Power**; some draw, destroy, attack.
   A Weakness in your hand must be played before anything else.
2. Spend Power to buy cards from the Line-Up, or the top Breakthrough card. Bought cards go
   to your discard pile.
3. You may buy (defeat) the face-up Super-Villain once per turn: it goes to your score pile
   and its Reward happens. Then The Batman Who Laughs acts: you rescue a Captured
   Character to your team and gain 2 Weaknesses.
4. Use your team's abilities when you like (some once per turn).
5. End the turn (E)."""),
    ("defense", """## Attacks and Defenses
When an Attack hits you, you may first discard a Defense card from your hand (or use an
Ongoing Defense you control) to avoid it. The game asks the defender in private (a hand-off screen comes first)."""),
    ("weakness", """## Weakness and capture
Weakness cards clog your deck. When you control 2 of them (some heroes raise this), a
Character on your team is Captured by The Batman Who Laughs: one Weakness goes to your score
pile, the others back to their stack, and your turn ends."""),
    ("end", """## End of turn, step by step
1. No Super Hero left? Recruit: look at the top 2 of the Character stack, keep 1.
2. Discard the rest of your hand.
3. "At the end of your turn" effects happen.
4. Discard the cards you played; unspent Power is lost.
5. Draw 5 cards.
6. Refill the Line-Up to 5 from the main deck.
7. If the Super-Villain spot is empty, the next one turns face up and its
   **First Appearance Attack** hits every player (each may defend)."""),
    ("over", """## End of the game
The game ends after the turn in which Barbatos is bought, or at once when the Line-Up cannot
be refilled. Highest VP wins; a tie goes to the player with more Super-Villains, then to the
one with more cards."""),
)
