"""Heroes of Metro City's glossary (``MetroRules.glossary``), in hotseat's own words."""

GLOSSARY: tuple[tuple[str, str], ...] = (
    ("Archenemy", "The leader of the Enemies, on the red stack. Defeat it to win; if its Destruction "
                  "Power runs and finds nothing to Destroy, the city falls and every Hero loses."),
    ("Minion", "The weakest Enemies, on the green stack."),
    ("Villain", "The middle Enemies, on the purple stack."),
    ("Enemy", "A face-up card on top of an Enemy stack. Deal damage at least equal to its Life in "
              "one turn to defeat it."),
    ("Life", "How much damage an Enemy needs, all in one turn, to be defeated."),
    ("damage", "What your Activated Powers deal this turn, by type: Physical, Mental or Elemental. "
               "Some Enemies ignore or reduce a type."),
    ("Hero Placard", "Your board, with 4 Energy slots."),
    ("slot", "A place on your Hero Placard for an Energy card. A slotted Energy card stays from "
             "turn to turn unless you discard it at Cleanup."),
    ("Energy", "A card type: Energy Sources you slot on your placard to Activate Powers."),
    ("Energy Level", "How much Energy a source gives to the one Power placed on it; a Power needs "
                     "a source whose Energy Level is at least its REQ."),
    ("REQ", "A Power's Energy Requirement: the lowest Energy Level of a source it can be "
            "Activated on."),
    ("Power", "A card type: Powers are Activated on a source to deal damage or help in other ways; "
              "Melee and Ranged are two kinds of Power."),
    ("Activate", "Place a Power from your hand on the card on top of a slot. Only one Power goes "
                 "on each source, and the source is then used up."),
    ("source", "The card on top of a slot, whose Energy Level can Activate one Power. A Power with "
               "its own Energy Level becomes a new source (a cascade)."),
    ("Versatile", "Spark of Energy's keyword: instead of slotting it, you may Activate it like a "
                  "Power; it then gives its source's Energy Level plus 1."),
    ("Spark of Energy", "A starting Energy card with Energy Level 1, and Versatile."),
    ("Origin Story", "A starting Storyline that gives Plot Points."),
    ("Storyline", "A card that gives Plot Points when played in Story Development. A defeated Enemy "
                  "may join your hand as a Storyline."),
    ("Plot Points", "What Story Development spends to Develop a card from the City Supply."),
    ("Develop", "Buy a card from the City Supply with Plot Points; it goes to your discard pile. "
                "One Development a turn unless a card gives more."),
    ("City Supply", "The stacks of Energy and Power cards you Develop from, in rows of four."),
    ("Rubble Pile", "Where Destroyed City Supply cards, sacrificed cards and Enemies you did not "
                    "keep go; nothing comes back from it."),
    ("Destroy", "Move a card from the City Supply (or your own, by a Heroic Sacrifice) to the "
                "Rubble Pile."),
    ("Destruction Power", "An Enemy's ability used in City Destruction when it is not Stopped: it "
                          "Destroys cards of the City Supply."),
    ("City Defense", "The three d12 rolled in City Destruction, one per Enemy kind. A roll at or "
                     "above the target (by player count) Stops that kind this turn."),
    ("Stop", "A Stopped Enemy does not use its Destruction Power this turn."),
    ("Heroic Sacrifice", "When an Enemy is about to Destroy a City Supply card, the active Hero may "
                         "put a card of the same type from hand or playing area on the Rubble Pile "
                         "instead."),
    ("playing area", "Your cards in play: the Energy and Powers on your slots (shown on your Hero "
                     "Placard) and the Storylines you played this turn (the table's Playing area "
                     "line). A card in your hand is not in play."),
    ("deck", "Your own face-down draw pile, your Hero Deck; your new hand is drawn from it at "
             "Cleanup."),
    ("hand", "The cards you drew; only you see them."),
    ("discard pile", "Your face-up pile: the cards you Develop go here, and so do your hand and "
                     "the cards you played at Cleanup."),
)

#: the terms a decision's help line explains (``MetroRules.keywords``)
KEYWORDS = frozenset({"REQ", "Versatile", "Storyline", "Heroic Sacrifice", "Rubble Pile", "Destroy", "Energy Level",
                      "Activate", "Stop", "Develop", "Destruction Power", "slot"})
