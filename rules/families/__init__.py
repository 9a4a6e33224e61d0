"""Game families: what several games share on top of the game-free kernel (:mod:`rules.engine`).

A family is a package of rules base classes, ops and commands that its games build on; it
imports the kernel and never a game (an import contract, ``tests/test_import_contracts.py``).
:mod:`rules.families.dc` is the DC Deck-Building Game family of ``metal`` and ``jld``.
"""
