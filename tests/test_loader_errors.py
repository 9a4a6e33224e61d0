"""The loader's errors: a table of broken card files and the messages they must produce.

Every message names the file, the card (id and name), the field path and what was expected;
the CLI prints them without a traceback and exits 2.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from rules.catalog.loader import CatalogError, load

from conftest import DATA, REPO

BROKEN = DATA / "broken"

# file -> the messages it must produce (regular expressions, one per expected line)
CASES = {
    "amount_string.toml": [
        r"amount_string\.toml:1 › metal/war-cry \(War Cry\) › effects\[1\]\.amount: expected an integer\b.*got 'two'$",
    ],
    "unknown_op.toml": [
        r"unknown_op\.toml:1 › metal/zapper \(Zapper\) › effects\[0\]\.op: unknown op 'zap'; expected one of .*\bpower\b",
    ],
    "unknown_field.toml": [
        r"unknown_field\.toml:1 › metal/heavy-punch \(Heavy Punch\) › colour: unknown field",
    ],
    # issue 10: Gain's own "optional" gave way to the selector's up_to; the message says so
    "retired_optional.toml": [
        r"retired_optional\.toml:1 › metal/second-thoughts \(Second Thoughts\) › effects\[0\]\.optional: the field is "
        r"no longer used: write up_to = true",
    ],
    "missing_card.toml": [
        r"missing_card\.toml:1 › metal/summoner \(Summoner\) › effects\[0\]\.card: no metal card is named 'Doomsday Clock'$",
    ],
    "syntax_error.toml": [
        r"syntax_error\.toml: TOML syntax error: .*line 5, column 8",
    ],
    "duplicate_id.toml": [
        r"duplicate_id\.toml:10 › metal/twin \(Other Twin\) › id: duplicate id",
    ],
    "bad_count_field.toml": [
        # the mistake inside the count table, not a confusing "expected an integer" for it
        r"bad_count_field\.toml:1 › metal/counter \(Counter\) › effects\[0\]\.amount\.filtr: unknown field",
    ],
    "unknown_type.toml": [
        r"unknown_type\.toml:2 › metal/search \(Search\) › type: unknown card type 'Super Powr' for metal; "
        r"expected one of .*Super Power",
    ],
    "negative_amount.toml": [
        r"negative_amount\.toml:2 › metal/drain \(Drain\) › effects\[0\]\.amount: expected at least 0, got -3$",
    ],
    # issue 8 §4: every number has bounds, so no card file that loads can hang or break a game
    "surge_amount.toml": [
        r"surge_amount\.toml:2 › jld/flood \(Flood\) › effects\[0\]\.amount: expected at most 100, got 1000000000$",
    ],
    "huge_copies.toml": [
        r"huge_copies\.toml:2 › metal/swarm \(Swarm\) › copies: expected at most 300, got 1000000000$",
    ],
    "look_at_max_taken.toml": [
        r"look_at_max_taken\.toml:2 › metal/scry \(Scry\) › effects\[0\]\.max_taken: expected at least 1, got -1$",
    ],
    "negative_times.toml": [
        r"negative_times\.toml:2 › metal/drain-all \(Drain All\) › effects\[0\]\.amount\.times: expected at least 0, "
        r"got -2$",
    ],
    "negative_cost.toml": [
        r"negative_cost\.toml:2 › metal/free-lunch \(Free Lunch\) › cost: expected at least 0, got -4$",
    ],
    "three_mistakes.toml": [
        r"three_mistakes\.toml:2 › metal/war-cry \(War Cry\) › effects\[1\]\.amount: expected an integer",
        r"three_mistakes\.toml:15 › metal/zapper \(Zapper\) › cost: expected an integer, got '2'$",
        r"three_mistakes\.toml:25 › metal/summoner \(Summoner\) › effects\[0\]\.op: unknown op 'gian'; "
        r"did you mean 'gain'\?",
    ],
    "game_terms.toml": [
        r"game_terms\.toml:2 › metal/searcher \(Searcher\) › subtypes\[0\]: unknown subtype 'Metal' for metal; "
        r"expected one of METAL \(did you mean 'METAL'\?\)$",
        r"game_terms\.toml:2 › metal/searcher \(Searcher\) › effects\[1\]\.condition\.filter\.type\[0\]: "
        r"unknown card type 'Super Powr' for metal; expected one of .*Super Power.* \(did you mean 'Super Power'\?\)$",
        r"game_terms\.toml:16 › metal/sealer \(Sealer\) › effects\[0\]\.effects\[0\]\.op: 'seal' is a rule of jld, "
        r"not of metal; a metal card cannot use it$",
        r"game_terms\.toml:26 › jld/recruiter \(Recruiter\) › subtypes\[0\]: unknown subtype 'METAL' for jld; "
        r"expected one of Transformed$",
        r"game_terms\.toml:26 › jld/recruiter \(Recruiter\) › effects\[0\]\.op: 'recruit' is a rule of metal, not of jld",
    ],
}


def test_every_fixture_has_a_case():
    assert {p.name for p in BROKEN.glob("*.toml")} == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_file_messages(name):
    with pytest.raises(CatalogError) as info:
        load([BROKEN / name])
    msgs = info.value.messages
    assert len(msgs) == len(CASES[name]), msgs
    for pattern, msg in zip(CASES[name], msgs):
        assert re.search(pattern, msg), f"{msg!r} does not match {pattern!r}"
        assert str(BROKEN / name) in msg  # the file is named


@pytest.mark.parametrize("name", sorted(CASES))
def test_cli_reports_without_traceback_and_exits_2(name):
    r = subprocess.run([sys.executable, "-m", "hotseat.cli", "cards", "check", str(BROKEN / name)],
                       capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 2
    out = r.stdout + r.stderr
    assert "Traceback" not in out
    assert f"{len(CASES[name])} error(s)." in out


def test_an_extra_file_reports_its_errors_too(tmp_path):
    with pytest.raises(CatalogError) as info:
        load(extra=[BROKEN / "unknown_op.toml"])
    assert any("unknown op 'zap'" in m for m in info.value.messages)


def test_an_extra_file_may_override_a_shipped_card_by_id(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text('[[card]]\nid = "metal/war-cry"\nname = "War Cry"\ngame = "metal"\nkind = "main"\n'
                 'type = "Super Power"\ncost = 1\ncopies = 3\nsource = "designed"\n'
                 'effects = [{ op = "power", amount = 5 }]\n', encoding="utf-8")
    cat = load(extra=[f])
    assert cat.by_name("metal", "War Cry").cost == 1
    assert cat.origin["metal/war-cry"] == str(f)


def test_references_inside_conditions_and_counts_are_checked(tmp_path):
    f = tmp_path / "refs.toml"
    f.write_text('[[card]]\nid = "metal/a"\nname = "A"\ngame = "metal"\nkind = "main"\nsource = "designed"\n'
                 'effects = [{ op = "if", condition = { of = "played", filter = { name = ["Nope"] } }, then = '
                 '[{ op = "power", amount = { of = "played", filter = { not_name = ["Zip"] } } }] }]\n',
                 encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load([f])
    assert info.value.messages == [
        f"{f}:1 › metal/a (A) › effects[0].condition.filter.name[0]: no metal card is named 'Nope'",
        f"{f}:1 › metal/a (A) › effects[0].then[0].amount.filter.not_name[0]: no metal card is named 'Zip'",
    ]


def test_a_star_card_without_a_score_effect(tmp_path):
    f = tmp_path / "star.toml"
    f.write_text('[[card]]\nid = "metal/s"\nname = "S"\ngame = "metal"\nkind = "main"\nvp = "*"\n'
                 'source = "designed"\n', encoding="utf-8")
    with pytest.raises(CatalogError, match=r"metal/s \(S\) › vp: a '\*' card needs a 'score' effect"):
        load([f])


def test_strict_scalars_and_bad_ids(tmp_path):
    f = tmp_path / "strict.toml"
    f.write_text('[[card]]\nid = "Metal/Bad Id"\nname = "Bad"\ngame = "metal"\nkind = "main"\ncopies = 0\n'
                 'source = "published"\n', encoding="utf-8")
    with pytest.raises(CatalogError) as info:
        load([f])
    text = "\n".join(info.value.messages)
    assert "› id: expected an id like 'metal/war-cry'" in text
    assert "› copies: expected at least 1, got 0" in text


def test_a_file_that_cannot_be_read(tmp_path):
    with pytest.raises(CatalogError, match="cannot read"):
        load([tmp_path / "nope.toml"])
