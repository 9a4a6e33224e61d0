"""Justice League Dark in short, in hotseat's own words: the sections of the rules reference
(``JLDRules.guide``), each keyed by the part of the game it explains."""

GUIDE: tuple[tuple[str, str], ...] = (
    ("goal", """## The goal
Collect the most VP. At the end, every card you own counts: the whole deck (hand, discard
pile and Ongoing cards go back into it first) and your **score pile**, which holds the cards
you Sealed and the Nemesis cards you defeated. Each Weakness costs you 2 VP."""),
    ("setup", """## Getting started
* Everyone starts with 6 Punch, 2 Vulnerability, 1 Incantation and 1 Sealed Defense, and
  draws 5. Each player has a Seal token (a reminder only).
* Each player is privately dealt 2 oversized Characters and keeps 1 (with 5 or 6 players,
  1 is dealt). Its ability sits on your placard.
* The **Transformation Zone** (T) holds the Transformed cards in 4 stacks by type. Nobody
  buys from it; only Transform effects take cards out of it.
* Five main deck cards form the **Line-Up**. Beside it: the **Mystic Ritual** stack (you may
  buy its top card) and the **Weakness** stack.
* The **Nemesis** stack is built by Level: Level 1 on top, then 3 of Level 2, 2 of Level 3
  and 1 of Level 4. The *short* game leaves out Level 4; the *extended* game adds one more
  Level 3 and Level 2; 5 players use one Level 3 fewer; 6 players use the 3-player stack.
  (The rulebook suggests the World Hopper rules of another expansion for 6 players; hotseat
  does not have them, so 6-player games often end when the Line-Up runs out.)"""),
    ("turn", """## Your turn
1. Play cards from your hand in any order: most give **Power**, some draw, Seal, Surge or
   Attack.
2. Buy cards whose total cost fits your Power: from the Line-Up (however long it is) and
   the top of the Mystic Ritual stack. Bought cards go to your discard pile.
3. Once per turn you may buy (defeat) the face-up Nemesis (V): it goes to your score pile
   and its Reward happens.
4. Your Character's abilities: Enter on your placard or H. A **payment ability** (a cost,
   a colon, an effect; Swamp Thing's for one) may be used as often as you can pay for it,
   unless the card says otherwise.
5. A Weakness in hand may be played by discarding 2 other cards: it goes back to its stack.
6. End the turn (E)."""),
    ("words", """## The new words
* **Surge**: the top card of the main deck joins the Line-Up, which may grow past 5 cards.
  It is refilled only up to 5, never cut back.
* **Seal**: put a card in your score pile. It still counts for VP but no longer cycles
  through your deck. Sealing a card you did not own gains it.
* **Transform**: when a card with Transform is played and its condition is met, you may
  Seal it and gain the named card, into your hand unless the card says otherwise. The
  named card is looked for in your score pile first, then in the Transformation Zone, then
  among the destroyed cards; when it is nowhere, you gain nothing. If you do not Transform,
  the card's "Otherwise" text happens.
* **Revert**: a Transformed card whose Revert condition holds must Revert: it goes to your
  score pile (what it already gave stays), and the named card comes back from your score
  pile to your discard pile, if it is there.
* **Blue banner**: text that only happens when the card is moved (discarded, destroyed,
  Sealed...), never when it is played.
* Destroyed Weakness and Mystic Ritual cards go back to their stacks."""),
    ("defense", """## Attacks and Defenses
An Attack hits every foe or one target foe, starting on the attacker's left. Each may first
discard one Defense card from hand to avoid it and take its reward. The game asks the
defender in private, after a hand-off screen."""),
    ("end", """## End of turn, step by step
1. Discard what is left in your hand.
2. "At the end of your turn" effects happen.
3. Discard the cards you played (Ongoing cards stay); unspent Power is lost.
4. Draw 5 cards.
5. Refill the Line-Up up to 5 cards from the main deck.
6. If the top Nemesis is face down, it turns face up and its **First Appearance Attack**
   hits every player, starting with whoever defeated the previous one (each may defend)."""),
    ("over", """## End of the game
The game ends after the turn in which the last Nemesis is defeated, or at once when the
Line-Up cannot be refilled to 5. Highest VP wins; a tie goes to the player with more
Nemesis cards, then to the one with more cards in their deck."""),
)
