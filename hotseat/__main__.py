"""``python -m hotseat``: the same command line as the ``hotseat`` console script."""

from hotseat.cli import main

main()
