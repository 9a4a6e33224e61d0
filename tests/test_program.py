"""The command printed back to the player ("`.venv/bin/hotseat resume` continues it") is one
their shell knows (found in a trial: after ``make play`` they were told ``hotseat resume``)."""

from __future__ import annotations

import sys

from hotseat.program import program


def _exe(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def test_a_program_in_a_folder_is_named_by_its_path_from_here(tmp_path, monkeypatch):
    exe = _exe(tmp_path / ".venv" / "bin" / "hotseat")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setattr(sys, "argv", [str(exe)])
    assert program() == ".venv/bin/hotseat"
    monkeypatch.setattr(sys, "argv", [".venv/bin/hotseat"])
    assert program() == ".venv/bin/hotseat"
    monkeypatch.setattr(sys, "argv", ["-c"])  # not the hotseat script: the plain name
    assert program() == "hotseat"


def test_the_program_on_the_path_is_named_hotseat(tmp_path, monkeypatch):
    exe = _exe(tmp_path / "bin" / "hotseat")
    monkeypatch.setenv("PATH", f"{exe.parent}:/usr/bin:/bin")
    monkeypatch.setattr(sys, "argv", [str(exe)])
    assert program() == "hotseat"


def test_a_module_run_names_its_python(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", ["/somewhere/hotseat/__main__.py"])
    monkeypatch.setattr(sys, "executable", str(tmp_path / ".venv" / "bin" / "python"))
    assert program() == ".venv/bin/python -m hotseat"
