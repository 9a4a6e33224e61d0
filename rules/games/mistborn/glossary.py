"""Mistborn's glossary (``MistbornRules.glossary``), in hotseat's own words."""

GLOSSARY: tuple[tuple[str, str], ...] = (
    ("metal", "Eight metals (iron, steel, tin, pewter, zinc, brass, copper, bronze) plus atium. Each "
              "Action belongs to one; you have a token per metal on your training track."),
    ("burn", "Put a metal token on an Action of that metal you played: its next box happens. You "
             "may burn only as many tokens a turn as your training track allows."),
    ("flare", "Burn a metal beyond your limit: the token stays flipped after the turn, until you "
              "refresh it."),
    ("refresh", "Discard a card whose vial shows a metal to flip that flared token back; a token "
                "flared this turn stays used this turn."),
    ("atium", "A wild metal token: it needs a burn, works once and cannot be flared. Four atium on "
              "Confrontation win the game."),
    ("vial", "The metal shown on a card's vial: what it refreshes, or stands for when used "
             "sideways."),
    ("sideways", "A card used from your hand as a metal of its vial (no burn limit); its Savant "
                 "ability happens."),
    ("Savant", "An ability that happens only when the card is used sideways as a metal."),
    ("box", "One line of an Action's abilities. Each metal token put on the card powers the next "
            "box, top to bottom."),
    ("training track", "Your cube's track: it moves one space each turn; some spaces let you burn "
                       "one more metal a turn, wake your Character's abilities or give atium."),
    ("Character", "The card you play as, with abilities I, II and III that the training track "
                  "wakes."),
    ("Action", "A card type: played, then powered by burning its metal."),
    ("Ally", "A card type that stays in play until killed; it acts once a turn when its metal is "
             "used."),
    ("deck", "Your own face-down draw pile. When you must draw from an empty deck, your discard "
             "pile is shuffled to make a new one."),
    ("hand", "The cards you drew; only you see them. You draw a new hand at the end of your turn."),
    ("discard pile", "Your face-up pile: the cards you buy go here, and so do your hand and the "
                     "cards you played when your turn ends."),
    ("played", "The cards you played this turn, in front of you until your turn ends; Allies "
               "stay in play after it."),
    ("set aside", "Cards put aside by a card's ability to join your next hand; only you see them."),
    ("Funding", "A starting card that gives Money at once."),
    ("Money", "What you spend to buy market cards this turn."),
    ("Boxing", "A coin bought for 2 Money that pays 1 Money on a later turn."),
    ("market", "The face-up row of six cards you may buy; it refills from the market deck."),
    ("eliminate", "Put a card in the shared eliminated pile, out of the game."),
    ("eliminated pile", "The shared pile of eliminated cards; a few cards use it."),
    ("damage", "What you deal in combat: first to opponents' Allies, then to a player."),
    ("health", "Your life. At 0 you are eliminated; the last player with health wins."),
    ("mission", "Three tracks of 12 spaces. Spend mission points to climb them; spaces give "
                "rewards, with bonuses for the first to reach them."),
    ("mission points", "What you spend to move your cube up a mission track."),
    ("highest", "On a mission track: your cube is on the track and no cube of another player "
                "still in is above it (a tie counts). A cube still on the track's image (space 0) is "
                "not on the track: never highest. The first to finish a mission stays highest on it."),
    ("lowest", "On a mission track: your cube is on the track and no other cube on the track is "
               "below it (a tie counts). Cubes still on the image (space 0) are not on the track: "
               "they are never lowest and do not count against you, so a player alone on a track "
               "is lowest there."),
    ("target", "With 3 or 4 players, only the holder of the target may be hit; the holder hits "
               "everyone. A hurt holder may pass it on at the end of the turn."),
    ("Defender", "Pewter: an Ally with Defender must be killed before its owner or their other "
                 "Allies can be hit."),
    ("Sense", "Tin, off-turn: when another player starts climbing the missions, discard it to lower "
              "their mission points by its number for the rest of their turn (you gain none)."),
    ("Seek", "Bronze: use the top box of a market Action up to the cost shown, without buying it."),
    ("Cloud", "Copper, off-turn: when you are hit, discard it to prevent damage or save an Ally."),
    ("Riot", "Zinc: one of your Allies that has not acted this turn acts now (and not again)."),
    ("Soothe", "Brass: eliminate cards of your own; a played card keeps what it gave."),
    ("Pull", "Iron: put cards from your discard pile on top of your deck."),
    ("Push", "Steel: eliminate market cards; the row refills."),
    ("Confrontation", "An atium Action of the market: four atium tokens on it win the game at "
                      "once."),
    ("Lord Ruler", "Co-op: the enemy everyone fights. After each player's turn his deck plays a "
                   "card; bring his health to 0 before it runs out."),
    ("dominance", "Co-op: the Lord Ruler's rising strength; his cards hit harder as it grows."),
    ("Edict", "Co-op: a Lord Ruler card that resolves at once: Dominance up, its effect, his heal, "
              "market cards eliminated."),
    ("collective damage", "Co-op: damage the players share out among themselves as they choose; "
                          "the shares add up to the total."),
    ("Adversary", "Co-op: a Lord Ruler card that stays in front of a player until its shields are "
                  "destroyed."),
)

#: the terms a decision's help line explains (``MistbornRules.keywords``)
KEYWORDS = frozenset({"burn", "flare", "refresh", "atium", "Savant", "eliminate", "Defender", "Sense", "Seek", "Cloud",
                      "Riot", "Soothe", "Pull", "Push", "target", "collective damage"})
