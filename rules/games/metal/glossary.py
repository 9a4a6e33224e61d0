"""Dark Nights – Metal's glossary (``MetalRules.glossary``), in hotseat's own words: its own
terms first, then the words the DC games share (:mod:`rules.families.dc.glossary`)."""

from rules.families.dc.glossary import KEYWORDS as DC_KEYWORDS
from rules.families.dc.glossary import SCORE, ZONES, words

GLOSSARY: tuple[tuple[str, str], ...] = SCORE + (
    ("Super Hero", "The oversized character on your placard. Its abilities work for you all game; "
                   "you may gather a team of several. You do not control them."),
    ("team", "The Super Heroes on your placard. A new one works at once, but does not trigger for "
             "cards played before it joined; a card played after it joined still counts the turn's "
             "earlier plays (Kendra Saunders' \"second Hero\" may be the one played next)."),
    ("Character stack", "The face-down pile of Super Heroes nobody picked. Recruit draws from it."),
    ("Recruit", "A player left with no Super Hero at the end of their turn sees the 2 top cards "
                "of the Character stack, keeps 1 on their team and puts the other at the bottom."),
    ("Super-Villain", "The face-up card on top of the Super-Villain stack. Once per turn you may "
                      "buy (defeat) it; it goes to your score pile and its Reward happens."),
    ("Barbatos", "The last Super-Villain. The game ends after the turn in which he is defeated."),
    ("The Batman Who Laughs", "The tile beside the Super-Villain stack holding Captured Characters. "
                              "After you defeat a Super-Villain (not Barbatos) you Rescue one of them "
                              "and gain 2 Weaknesses."),
    ("Captured", "A Super Hero held under The Batman Who Laughs. Controlling 2 Weaknesses (more for "
                 "some heroes) makes one of yours Captured, and your turn ends."),
    ("Rescue", "Take a Captured Character from The Batman Who Laughs onto your team."),
    ("Breakthrough", "The stack beside the Line-Up you may always buy from. When you play one you "
                     "may return it to its stack; if you do, a Vulnerability or Weakness "
                     "you control is destroyed."),
    ("METAL", "A subtype printed on some cards; other cards count or reward METAL cards."),
) + ZONES + words(
    attack=("Text that hits your foes: each of them, or the one you target. Each foe it hits, in turn "
            "order from the one on your left, may first use a Defense to avoid it; a foe who does not "
            "is hit at once (one that makes the players pass cards, or counts who "
            "was hit, waits until all have chosen)."),
    defense=("A card with a Defense ability. When an Attack hits you, you may discard it from your hand "
             "(or use an Ongoing Defense you control, such as Oblivion Bar) to avoid that Attack and get "
             "what it offers. One Defense per Attack; using it is not playing it."),
    first_appearance=("The Attack a Super-Villain makes as it turns face up, after the turn in which "
                      "the one above it left the stack (the first Super-Villain of the game makes "
                      "none). It is nobody's turn: the First Appearance Attack hits every player, "
                      "from the one whose turn just ended on in turn order, and each may defend."),
    weakness=("A card worth -1 VP at the end that clogs your deck; Attacks and some deals give them, "
              "and nobody may buy them. You must play each Weakness in your hand before any other card "
              "and before you end your turn: once you control 2 (more for some Super Heroes), one of "
              "your Super Heroes is Captured and your turn ends. A destroyed Weakness goes back to its "
              "stack."),
)

#: the terms a decision's help line explains (``MetalRules.keywords``)
KEYWORDS = DC_KEYWORDS | {"Recruit", "Rescue", "Captured", "Breakthrough", "team"}
