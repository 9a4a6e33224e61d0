"""Justice League Dark's glossary (``JLDRules.glossary``), in hotseat's own words: its own
terms first, then the words the DC games share (:mod:`rules.families.dc.glossary`)."""

from rules.families.dc.glossary import KEYWORDS as DC_KEYWORDS
from rules.families.dc.glossary import SCORE, ZONES, words

GLOSSARY: tuple[tuple[str, str], ...] = SCORE + (
    ("Character", "The oversized card on your placard; its abilities work for you all game."),
    ("Seal", "Put a card in your score pile: it still counts for VP but leaves your deck for good. "
             "Sealing a card you did not own gains it."),
    ("Seal token", "The token beside your placard: a reminder of the Seal keyword, with no effect "
                   "of its own."),
    ("Surge", "The top card of the main deck joins the Line-Up at once. The Line-Up may grow past "
              "5; it is refilled only up to 5 and never cut back."),
    ("Transform", "When its condition is met you may Seal the card you played and gain the "
                  "Transformed card it names (from your score pile, else the Transformation Zone, "
                  "else the destroyed pile), into your hand unless it says otherwise. If you do "
                  "not, its Otherwise text happens."),
    ("Otherwise", "What a Transform card does when it does not Transform."),
    ("Transformed", "A subtype: the powerful side of a Transform card. Nobody buys these; only "
                    "Transform puts them in play."),
    ("Transformation Zone", "The four stacks of Transformed cards (the T key shows them). Only "
                            "Transform takes cards out of it."),
    ("Revert", "A Transformed card whose Revert condition holds must Revert: it goes to your score "
               "pile (what it gave stays) and the card it names comes back from your score pile "
               "to your discard pile, if it is there."),
    ("Mystic Ritual", "The stack beside the Line-Up you may always buy from. A destroyed Mystic "
                      "Ritual goes back to its stack."),
    ("Nemesis", "The face-up card on top of the Nemesis stack. Once per turn you may buy (defeat) "
                "it; it goes to your score pile and its Reward happens."),
    ("Level", "Each Nemesis card has a Level from 1 to 4; the stack is built with Level 1 on top "
              "and the highest Levels at the bottom."),
    ("blue banner", "Text in a blue banner happens only when the card moves (discarded, destroyed, "
                    "Sealed...), never when it is played."),
    ("payment ability", "An ability written as a cost, a colon and an effect: use it as often as "
                        "you can pay, unless the card limits it."),
) + ZONES + words(
    attack=("Text that hits your foes (each one, or the one you target). Starting from your left, each "
            "chooses whether to defend; then it hits all who did not. An unavoidable one allows no "
            "Defense."),
    defense=("A card you may discard from your hand when an Attack hits you, to avoid it and get its "
             "reward (after \"If you do\"). Magical Shield defends only while in play."),
    first_appearance=("The Attack of the next Nemesis, turning face up at the end of a turn in which one "
                      "was defeated (between turns). The First Appearance Attack hits every player: "
                      "from the player who defeated the Nemesis on, each chooses whether to defend, "
                      "then it hits all who did not."),
    weakness=("Worth -2 VP at the end, and it clogs your deck; Attacks and some cards give them. In "
              "your turn you may play one and discard 2 other cards to put it back on its stack."),
)

#: the terms a decision's help line explains (``JLDRules.keywords``)
KEYWORDS = DC_KEYWORDS | {"Seal", "Surge", "Transform", "Otherwise", "Revert", "blue banner", "payment ability"}
