"""The optional native build of the kernel (issue 15): a compiled copy of ``rules``, made with mypyc.

    .venv/bin/python bench/build_native.py [OUT] [--module PATH ...]
    make native [NATIVE=OUT]

It copies the checkout's ``rules``, ``hotseat`` and ``screens`` packages and ``cards.toml`` to
``OUT`` (default: ``hotseat-native`` in the temporary directory), which must lie outside the
checkout, and compiles there, with mypyc, every candidate module (default: the kernel,
``rules/engine``, and the DC family, ``rules/families/dc``; ``__init__.py`` files stay Python)
that the type checker accepts and that is not in :data:`BROKEN`. Everything else stays pure
Python. The checkout itself is never touched: compiled ``.so`` files next to the sources would
be imported instead of them. The pure-Python package is the reference; nothing ships compiled.

``OUT`` is then a checkout of its own, run from its directory or with ``PYTHONPATH=OUT``::

    cd OUT && /path/to/.venv/bin/python -m hotseat sim --game metal --games 50 --seed 1
    .venv/bin/python bench/instructions.py --no-count --against OUT   # same-run rates

``OUT/NATIVE.txt`` lists the modules compiled and, for each module left in Python, why (the
first error). The copy is a snapshot: build again after changing the sources. What the build
gives, measured, is in bench/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the packages whose modules are tried, each ``*.py`` but ``__init__.py``
CANDIDATES = ("rules/engine", "rules/families/dc")
#: what the copy holds, so it runs on its own
COPIED = ("rules", "hotseat", "screens", "cards.toml")
#: written into OUT: a directory holding it may be replaced by a new build, no other
MARKER = "NATIVE.txt"
#: modules that compile but then misbehave at run time, and why (found by playing the copy)
BROKEN = {
    "rules/engine/state.py": "compiles, but a game then crashes (segmentation fault); the likely "
                             "cause, not isolated: GameRandom hooks its draws through its instance "
                             "__dict__, which a compiled class does not support",
    "rules/engine/contract.py": "compiles, but the games cannot load: Rules' class attributes become "
                                "instance descriptors, and a game reads them from the class "
                                "(TypeError: 'getset_descriptor' object is not a mapping)",
    "rules/families/dc/language.py": "compiles, but does not load: a compiled module checks the "
                                     "types of class attributes, and pydantic's Field(...) defaults "
                                     "are not lists",
}
#: the type checker's settings: the card schema's pydantic unions are not types mypy accepts,
#: so its errors are ignored (it is read, not compiled)
CONFIG = """[mypy]
ignore_missing_imports = True
follow_imports = silent

[mypy-rules.catalog.schema]
ignore_errors = True
"""
ERROR = re.compile(r"^(rules/[\w/]+\.py):(\d+): error: (.*)$", re.M)
#: a C compiler error in the generated code: the function it is in, then the message
C_ERROR = re.compile(r"In function .CPy(?:Def|Py)_(\w+).:\n[^\n]*?error: ([^\n]*)")
#: the compile step, run in OUT: argv = mypy config, modules
COMPILE = """
import sys
from mypyc.build import mypycify
from setuptools import setup
config, modules = sys.argv[1], sys.argv[2:]
sys.argv = [sys.argv[0], "build_ext", "--inplace", "--parallel", "2"]
setup(name="hotseat-native", packages=[], py_modules=[],
      ext_modules=mypycify(["--config-file", config, *modules], opt_level="3"))
"""


def candidates() -> list[str]:
    """Every module tried by default, as paths relative to the checkout."""
    return sorted(str(p.relative_to(ROOT)) for d in CANDIDATES for p in (ROOT / d).glob("*.py")
                  if p.name != "__init__.py")


def copy_tree(out: Path) -> None:
    """Make ``out`` a fresh copy of the checkout's packages. Raises ``SystemExit`` if ``out``
    is inside the checkout, or is a directory that holds something else than an earlier build."""
    if out == ROOT or ROOT in out.parents:
        raise SystemExit(f"{out} is inside the checkout: choose a directory outside it")
    if out.exists():
        if any(out.iterdir()) and not (out / MARKER).exists():
            raise SystemExit(f"{out} exists and is not an earlier build ({MARKER} missing): not touched")
        shutil.rmtree(out)
    out.mkdir(parents=True)
    junk = shutil.ignore_patterns("__pycache__", "*.so", "*.pyc")
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, out / name, ignore=junk)
        else:
            shutil.copy2(src, out / name)
    (out / MARKER).write_text("build under way\n")


def first_errors(output: str) -> dict[str, str]:
    """The first error of each module in a mypy or mypyc output: ``{path: "line: message"}``."""
    found: dict[str, str] = {}
    for path, line, msg in ERROR.findall(output):
        found.setdefault(path, f"{line}: {msg}")
    return found


def c_errors(output: str, modules: list[str]) -> dict[str, str]:
    """The first C compiler error of each module in ``output``, found by the name mypyc gives
    its functions (``CPyDef_<module>___<function>``, the module named by its shortest unique
    tail): ``{path: message}``."""
    tails = {"___".join(parts[i:]): m for m in modules
             for parts in [m.removesuffix(".py").split("/")] for i in range(len(parts))}
    found: dict[str, str] = {}
    for function, msg in C_ERROR.findall(output):
        owners = [tail for tail in tails if function.startswith(tail + "___")]
        if owners:
            found.setdefault(tails[max(owners, key=len)], f"C compiler: {msg} (in {function})")
    return found


def build(out: Path, modules: list[str], config: Path, *, known: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """Compile in ``out`` the ``modules`` that compile, but the ``known`` broken ones:
    (compiled, {left out: why}). A module with a type or compile error is left out and the
    rest compiled again."""
    import mypy.api

    left: dict[str, str] = {m: known[m] for m in modules if m in known}
    todo = [m for m in modules if m not in left]
    with contextlib.chdir(out):  # mypy reads the module paths from the current directory
        stdout, stderr, _ = mypy.api.run(["--config-file", str(config), *todo])
    for path, why in first_errors(stdout + stderr).items():
        left[path] = f"type error, line {why}"
    todo = [m for m in todo if m not in left]
    while todo:
        done = subprocess.run([sys.executable, "-c", COMPILE, str(config), *todo], cwd=out,
                              capture_output=True, text=True)
        if done.returncode == 0:
            return todo, left
        errors = first_errors(done.stdout + done.stderr) or c_errors(done.stdout + done.stderr, todo)
        if not errors:
            raise SystemExit(f"mypyc failed without naming a module:\n{(done.stdout + done.stderr)[-3000:]}")
        for path, why in errors.items():
            left[path] = f"mypyc, {why}" if why.startswith("C ") else f"mypyc error, line {why}"
        todo = [m for m in todo if m not in left]
    return [], left


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, default=Path(tempfile.gettempdir()) / "hotseat-native",
                    help="where the compiled copy goes (outside the checkout)")
    ap.add_argument("--module", action="append", metavar="PATH",
                    help="compile only these modules, e.g. rules/engine/zones.py (repeatable); "
                         "a module in BROKEN is then tried too")
    a = ap.parse_args()
    out = a.out.resolve()
    modules = a.module or candidates()
    copy_tree(out)
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "mypy.ini"
        config.write_text(CONFIG)
        compiled, left = build(out, modules, config, known={} if a.module else BROKEN)
    for scratch in ("build", ".mypy_cache"):  # the generated C sources, the type checker's cache
        shutil.rmtree(out / scratch, ignore_errors=True)
    lines = [f"compiled with mypyc from {ROOT}:"] + [f"  {m}" for m in compiled]
    lines += ["left in Python:"] + [f"  {m}: {why}" for m, why in sorted(left.items())]
    (out / MARKER).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"\nrun it: cd {out} && {sys.executable} -m hotseat ...  (or PYTHONPATH={out})")


if __name__ == "__main__":
    main()
