"""The words every DC Deck-Building Game shares, for each DC game's glossary
(:attr:`rules.engine.contract.Rules.glossary`), in hotseat's own words. Each game puts them
after its own terms (``rules/games/metal/glossary.py``, ``rules/games/jld/glossary.py``)."""

#: the turn's currency and the score
SCORE: tuple[tuple[str, str], ...] = (
    ("Power", "What you spend in a turn to buy cards and defeat the villain on top of its stack. "
              "Played cards give it; whatever you do not spend is lost when your turn ends."),
    ("VP", "Victory points, printed in a card's star. At the end every card you own counts, and "
           "the player with the most wins."),
)

#: the zones of the table and of each player
ZONES: tuple[tuple[str, str], ...] = (
    ("Line-Up", "The row of face-up cards in the middle of the table that anyone may buy. It is "
                "refilled from the main deck at the end of each turn."),
    ("main deck", "The face-down pile that refills the Line-Up. When it cannot refill the Line-Up, "
                  "the game ends."),
    ("deck", "Your own face-down draw pile. When you must draw from an empty deck, your discard "
             "pile is shuffled to make a new one."),
    ("hand", "The cards you drew; only you see them. You draw 5 at the end of each turn."),
    ("discard pile", "Your face-up pile: bought and gained cards go here, and so do your hand and "
                     "the cards you played when your turn ends."),
    ("played", "The cards you played this turn, in front of you until your turn ends. A card that "
               "left play this turn (destroyed, returned) no longer counts as in play."),
    ("score pile", "Where defeated villains go. You own these cards (they count for VP) but they "
                   "are no longer part of your deck."),
    ("destroyed", "Cards taken out of the game for good. A destroyed card no longer counts for "
                  "anyone."),
)

#: what "Defense" means for a question whose Defenses are in play: ``play`` (only there, an
#: Ongoing card: Metal's Oblivion Bar; a trial read "from your hand" under it), ``both`` (in
#: hand and in play); the game's own glossary line serves a question of Defenses in hand
#: (:meth:`rules.families.dc.family.DCRules.decision_help` picks the one a question needs)
DEFENSE_FROM: dict[str, str] = {
    "play": "A card you have in play (an Ongoing card) whose Defense you may use when an Attack hits "
            "you: you avoid the Attack and get what the Defense offers.",
    "both": "A card you may reveal or discard from your hand, or one you have in play (an Ongoing "
            "card) whose Defense you may use, when an Attack hits you: you avoid the Attack and get "
            "what the Defense offers.",
}

#: the words of the card text before the game's own Attack, Defense, First Appearance Attack
#: and Weakness (:func:`words`)
_BEFORE: tuple[tuple[str, str], ...] = (
    ("control", "You control the cards in play in front of you: those you played this turn and "
                "your Ongoing cards. Cards elsewhere (hand, deck, discard pile, score pile) "
                "may be yours, but you do not control them."),
    ("own", "You own every card that came from your deck, wherever it is now (hand, deck, discard "
            "pile, in play, score pile)."),
    ("gain", "Take a card without paying for it; unless the text says where, it goes to your "
             "discard pile."),
    ("destroy", "Put a card in the destroyed pile, out of the game."),
    ("Ongoing", "A card that stays in play in front of you from turn to turn, giving its text each "
                "turn, until something makes it leave."),
)

#: the words of the card text after the game's own Attack, Defense, First Appearance Attack and
#: Weakness (:func:`words`)
_AFTER: tuple[tuple[str, str], ...] = (
    ("Reward", "What you get for defeating a villain, once it is in your score pile."),
    ("Starter", "The cards everyone starts with (Punch, Vulnerability...). Many cards let you "
                "destroy them to thin your deck."),
    ("Vulnerability", "A Starter worth nothing when played; destroying it makes your deck better."),
    ("Punch", "A Starter that gives +1 Power."),
    ("Hero", "A card type: heroes that help you, mostly with Power and cards."),
    ("Villain", "A card type: villains you can buy from the Line-Up; many of them Attack."),
    ("Super Power", "A card type: powers, mostly raw Power."),
    ("Equipment", "A card type: gear, often giving Power or protection."),
    ("Location", "A card type. Locations are Ongoing: they stay in play and act every turn."),
    ("deal", "Some cards offer a trade: take something bad (a Weakness) for something good (Power). "
             "The question says what you pay and what you get; No leaves things as they are."),
)


def words(attack: str, defense: str, first_appearance: str, weakness: str) -> tuple[tuple[str, str], ...]:
    """The words of the card text, (term, explanation) pairs in the glossary's order, with the
    game's own explanation of each term whose rules differ between the DC games: ``attack``
    (who is hit, in which order), ``defense`` (where a Defense is used from), ``first_appearance``
    (the villain stack's Attack as its next card turns face up: whom it hits first) and
    ``weakness`` (its VP and what playing one does). A trial read "starting on your left" for a
    First Appearance Attack, which hits every player, and "differs from game to game" for a
    Weakness: each game says its own (Metal: "Attacks and Defenses", "Weakness Cards"; Justice
    League Dark: "Attack and Defense Cards", "Nemesis Cards", "Weakness")."""
    return _BEFORE + (("Attack", attack), ("Defense", defense), ("First Appearance Attack", first_appearance)) \
        + _AFTER[:1] + (("Weakness", weakness),) + _AFTER[1:]


#: the shared terms a decision's help line explains (``Rules.keywords``)
KEYWORDS = frozenset({"control", "gain", "destroy", "Ongoing", "Attack", "Defense", "First Appearance Attack",
                      "Weakness", "Reward"})
