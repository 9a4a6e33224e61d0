"""The optional mypyc build (issue 15, bench/build_native.py) never writes into the checkout and
names the module behind each failure. The compile itself needs mypy and minutes: it is run by
hand (bench/README.md), not here."""

import importlib.util
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _build_native():
    spec = importlib.util.spec_from_file_location("build_native", REPO / "bench" / "build_native.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("inside", [".", "build/native", "rules/engine"])
def test_the_copy_is_never_made_inside_the_checkout(inside):
    # compiled .so files next to the sources would be imported instead of them
    with pytest.raises(SystemExit, match="inside the checkout"):
        _build_native().copy_tree((REPO / inside).resolve())
    assert not list((REPO / "rules").rglob("*.so"))


def test_a_directory_that_is_not_a_build_is_left_alone(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(SystemExit, match="not touched"):
        _build_native().copy_tree(tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_the_copy_holds_the_packages_and_cards_and_can_be_rebuilt(tmp_path):
    b = _build_native()
    out = tmp_path / "native"
    b.copy_tree(out)
    (out / "rules" / "stale.txt").write_text("from an earlier build")
    b.copy_tree(out)  # an earlier build is replaced
    assert (out / "rules" / "engine" / "zones.py").read_text() == (REPO / "rules/engine/zones.py").read_text()
    assert (out / "cards.toml").is_file() and (out / "hotseat" / "cli.py").is_file()
    assert not (out / "rules" / "stale.txt").exists()


def test_a_c_compiler_error_is_put_on_its_module():
    output = ("build/__native_1.c: In function 'CPyDef_options_____top_level__':\n"
              "build/__native_1.c:30481:18: error: 'CPyModule_pydantic___main' undeclared\n"
              "build/__native_1.c: In function 'CPyDef_ops_flow___play':\n"
              "build/__native_1.c:9:1: error: something else\n")
    found = _build_native().c_errors(output, ["rules/engine/options.py", "rules/families/dc/ops_flow.py",
                                              "rules/families/dc/ops_cards.py"])
    assert set(found) == {"rules/engine/options.py", "rules/families/dc/ops_flow.py"}
    assert "CPyModule_pydantic___main" in found["rules/engine/options.py"]
