"""The game-free kernel: state (:mod:`.state`), zones and the RNG (:mod:`.zones`), the task
and decision loop (:mod:`.effects`), events, views (:mod:`.game`), the undo barrier
(:mod:`.knowledge`), set-up options (:mod:`.options`), commands and their text form
(:mod:`.commands`, :mod:`.verbs`, :mod:`.textcmd`), resources, marks and outcomes, and the
game contract every game implements (:mod:`.contract`). It imports no family
(:mod:`rules.families`) and no game (:mod:`rules.games`): they register themselves
(:mod:`.registry`)."""
