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
                 "some Super Heroes) makes one of yours Captured, and your turn ends."),
    ("Rescue", "Take a Captured Character from The Batman Who Laughs onto your team."),
    ("Breakthrough", "The stack beside the Line-Up you may always buy from. When you play one you "
                     "may return it to its stack; if you do, a Vulnerability or Weakness "
                     "you control is destroyed."),
    ("METAL", "A subtype printed on some cards; other cards count or reward METAL cards."),
) + ZONES + words(
    attack=("Text that hits your foes (each one, or the one you target), in turn from your left: each "
            "may first use a Defense to avoid it, and whoever does not is hit at once."),
    defense=("A card you may discard from your hand (or an Ongoing one you control) when an Attack hits "
             "you, to avoid it and get what it offers."),
    first_appearance=("The Attack a Super-Villain makes on turning face up after a turn (the first one "
                      "makes none). It is nobody's turn: the First Appearance Attack hits every player, "
                      "from the one whose turn ended on, each able to defend."),
    weakness=("Worth -1 VP at the end, and it clogs your deck; Attacks and some deals give them. You "
              "must play one before any other card; controlling 2 gets one of your Super Heroes "
              "Captured and ends your turn."),
)

#: the terms a decision's help line explains (``MetalRules.keywords``)
KEYWORDS = DC_KEYWORDS | {"Recruit", "Rescue", "Captured", "Breakthrough", "team"}
