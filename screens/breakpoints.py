"""The width under which a screen is narrow: 100 columns (an 80x24 terminal is narrow). The
table then shortens its keys' labels and players' lines; a question, a Yes/No question or a
notice over it takes the whole width, so no cut words of the table stand beside its box (the
few columns left either side read as stray letters, issue 14 trials at 80x24).

Textual's breakpoints (``Screen.HORIZONTAL_BREAKPOINTS``) give a screen the class ``-narrow``
under :data:`NARROW` columns and ``-wide`` from it."""

from __future__ import annotations

#: fewer columns than this: narrow
NARROW = 100
#: the classes a screen gets by its width (Textual's ``HORIZONTAL_BREAKPOINTS``)
WIDTH_CLASSES = [(0, "-narrow"), (NARROW, "-wide")]
