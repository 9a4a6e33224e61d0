# Two commands do all set-up on a fresh machine:
#   make play   -- create .venv, install hotseat, start a two-player game of Metal
#   make test   -- create .venv, install hotseat with test extras, run the whole suite
#                  (pytest-xdist: one worker per core)
# Optional (issue 15): make native -- a copy of the packages with the kernel compiled by mypyc,
#                      in $(NATIVE), outside the checkout (bench/README.md: how to run it, what
#                      it gives); make pure -- remove that copy
PY ?= python3
VENV := .venv
NATIVE ?= /tmp/hotseat-native
BIN := $(VENV)/bin

$(BIN)/hotseat: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(BIN)/hotseat

.PHONY: play test native pure
play: $(BIN)/hotseat
	$(BIN)/hotseat

test: $(BIN)/hotseat
	$(BIN)/python -m pytest -n auto; rc=$$?; if [ $$rc -eq 5 ]; then echo "no tests collected"; exit 0; fi; exit $$rc

native: $(BIN)/hotseat
	$(BIN)/pip install -q 'mypy==1.15.0' setuptools
	$(BIN)/python bench/build_native.py $(NATIVE)

pure:
	test ! -d $(NATIVE) || test -f $(NATIVE)/NATIVE.txt  # only a directory the build made
	rm -rf $(NATIVE)
