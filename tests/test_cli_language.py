"""`python -m clans_widget SUBCOMMAND --lang fr|de`: each subcommand speaks the language asked
(sentences checked by hand); English stays as the other CLI tests check it; a language not
offered is refused by argparse, which names the choices."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from clans_widget.__main__ import main
from clans_widget.export import BUNDLE
from clans_widget.i18n.command import LOCALE_VARIABLES
from clans_widget.rules import Game
from tests.rules_helpers import random_game

REPO = Path(__file__).resolve().parent.parent
SCHOTTEN = REPO / "notebooks" / "games" / "schotten"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def two_moves(tmp_path: Path) -> Path:
    game = Game.from_setup(table={"Bn1": "4r", "Bn3": "4o"}, hands=[["4y", "5g"], ["3b", "6c"]])
    game.play("4y@Bn2+")
    game.play("~3b@Dh")
    path = tmp_path / "good.json"
    path.write_text(json.dumps(game.record.to_dict()))
    return path


def test_validate_speaks_french(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = two_moves(tmp_path)
    data = json.loads(good.read_text())
    data["moves"] = ["5g@Bn2"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    missing = tmp_path / "missing.json"
    code, out, _ = run(capsys, "validate", str(good), str(bad), str(missing), "--lang", "fr")
    assert code == 1
    first, second, third = out.splitlines()
    assert first == f"{good} : valide : 2 joueurs, 2 coups, non finie, points [12, 0]"
    # the engine's reason, and the move it names, in French too
    assert second == (
        f"{bad} : invalide : coup 1 (5g@Bn2) : 5g ne correspond ni par la couleur ni par le "
        "rang à Bn1 (4r), Bn3 (4o) ou Bs2 en face (vide)"
    )
    assert third.startswith(f"{missing} : lecture impossible : ")


def test_validate_speaks_german_for_both_games(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = two_moves(tmp_path)
    rounds = [SCHOTTEN / "base.json", SCHOTTEN / "expert.json"]
    code, out, _ = run(capsys, "validate", str(good), *map(str, rounds), "--lang", "de")
    assert code == 0
    assert out.splitlines() == [
        f"{good}: gültig: 2 Personen, 2 Züge, nicht beendet, Punkte [12, 0]",
        f"{rounds[0]}: gültig: Schotten Totten (Grundspiel), 56 Züge, 1 Variante, beendet, "
        "fünf Grenzsteine",
        f"{rounds[1]}: gültig: Schotten Totten (Experten), 52 Züge, 1 Variante, beendet, "
        "drei benachbarte Grenzsteine",
    ]
    code, out, _ = run(capsys, "validate", str(rounds[0]), "--lang", "fr")
    assert out == (
        f"{rounds[0]} : valide : Schotten Totten (de base), 56 coups, 1 variante, finie, "
        "cinq bornes\n"
    )


def test_a_records_structural_errors_are_said_in_french_and_german(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """What is wrong with a malformed record, its field names aside (the JSON's own), in the
    language asked for: Clans and Glory's and Schotten Totten's readers, and the format."""
    good = json.loads(two_moves(tmp_path).read_text())
    empty = {**good, "version": 2, "variations": [{"parent": 0, "ply": 0, "moves": []}]}
    notlist = {**good, "moves": "4y@Bn2+"}
    round_ = json.loads((SCHOTTEN / "base.json").read_text())
    paths = []
    for number, data in enumerate(
        [
            empty,
            notlist,
            {**round_, "first": 2},
            {**round_, "result": {"winner": 1}},
            {"format": "go"},
        ]
    ):
        paths.append(tmp_path / f"bad{number}.json")
        paths[-1].write_text(json.dumps(data))
    code, out, _ = run(capsys, "validate", *map(str, paths), "--lang", "fr")
    assert code == 1
    assert out.splitlines() == [
        f"{paths[0]} : invalide : variante 1 : une variante a besoin d'au moins un coup",
        f"{paths[1]} : invalide : moves : doit être une liste",
        f"{paths[2]} : invalide : first : doit valoir 0 ou 1, trouvé 2",
        f"{paths[3]} : invalide : result : doit être un objet avec winner, reason et stones",
        f"{paths[4]} : invalide : format : aucun jeu n'a le format d'enregistrement 'go' : les "
        "formats connus sont 'clans-and-glory', 'schotten-totten'",
    ]
    code, out, _ = run(capsys, "validate", *map(str, paths), "--lang", "de")
    assert out.splitlines() == [
        f"{paths[0]}: ungültig: Variante 1: eine Variante braucht mindestens einen Zug",
        f"{paths[1]}: ungültig: moves: muss eine Liste sein",
        f"{paths[2]}: ungültig: first: muss 0 oder 1 sein, gefunden 2",
        f"{paths[3]}: ungültig: result: muss ein Objekt mit winner, reason und stones sein",
        f"{paths[4]}: ungültig: format: kein Spiel hat das Aufzeichnungsformat 'go': bekannte "
        "Formate sind 'clans-and-glory', 'schotten-totten'",
    ]
    code, out, _ = run(capsys, "validate", str(paths[2]))
    assert out == f"{paths[2]}: invalid: first: must be 0 or 1, found 2\n"


def test_english_stays_as_it_was(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = two_moves(tmp_path)
    for extra in ([], ["--lang", "en"]):
        code, out, _ = run(capsys, "validate", str(good), str(SCHOTTEN / "base.json"), *extra)
        assert code == 0
        assert out.splitlines() == [
            f"{good}: valid: 2 players, 2 moves, unfinished, points [12, 0]",
            f"{SCHOTTEN / 'base.json'}: valid: Schotten Totten (base), 56 moves, 1 variation, "
            "finished, five-stones",
        ]


def test_simulate_speaks_french_and_german(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--games", "2", "--seed", "1", "--lang", "fr")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Clans and Glory, 2 joueurs, 2 parties, places tournantes, graine 1"
    assert lines[1].split("  ")[0] == "bot"
    assert re.fullmatch(
        r"bot {5}taux de victoire \(IC 95 %\) {2}score moyen \(IC 95 %\) {3}s/coup moyenne ; max",
        lines[1],
    )
    # the figures the French way: a decimal comma, a narrow no-break space before %, an en
    # dash between an interval's bounds, a semicolon between the two times
    nnbsp, dash = "\u202f", "\u2013"
    assert lines[2].startswith(
        f"greedy  100,0{nnbsp}% (34,2{nnbsp}%{dash}100,0{nnbsp}%)     56,0 (52,1{dash}59,9)    "
    )
    assert re.fullmatch(
        r"random +0,0\u202f% \(0,0\u202f%\u201365,8\u202f%\) +24,5 \(17,6\u201331,4\) +"
        r"\d,\d{3} ; \d,\d{3}",
        lines[3],
    ), lines[3]
    assert lines[-1] == (
        "Une victoire partagée entre k joueurs compte pour 1/k de victoire à chacun."
    )
    heading = lines[1]
    for row in lines[2:4]:  # each figure starts under its heading
        assert row[heading.index("score") - 1] == " " and row[heading.index("s/coup") - 1] == " "
    code, out, _ = run(
        capsys,
        "simulate",
        "--game",
        "schotten-totten",
        "--games",
        "1",
        "--seed",
        "1",
        "--lang",
        "de",
    )
    lines = out.splitlines()
    assert lines[0] == "Schotten Totten, 2 Personen, 1 Partie, Plätze rotiert, Seed 1"
    assert lines[1].startswith("Bot     Siegquote (95-%-KI)       mittlere Punkte (95-%-KI)  ")
    assert lines[1].endswith("s/Zug Mittel; Max")
    code, out, _ = run(capsys, "simulate", "--games", "2", "--seed", "1", "--lang", "de")
    greedy = out.splitlines()[2]  # a no-break space before %, and the columns still apart
    nbsp, dash = "\u00a0", "\u2013"
    assert greedy.startswith(
        f"greedy  100,0{nbsp}% (34,2{nbsp}%{dash}100,0{nbsp}%)   56,0 (52,1{dash}59,9)   "
    )
    assert lines[-1] == "Ein von k Personen geteilter Sieg zählt für jede als 1/k Sieg."


def test_simulate_says_its_errors_and_csv_line_in_the_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "simulate", "--players", "7", "--lang", "fr")
    # the reason is the engine's, in French too (the game's name as the rulebooks keep it)
    assert (code, err) == (
        2,
        "simulate : erreur : Clans and Glory se joue à 2, 3 ou 4 joueurs, pas 7\n",
    )
    code, _, err = run(capsys, "simulate", "--bots", "greedy", "--lang", "de")
    assert (code, err) == (
        2,
        "simulate: Fehler: 2 Personen brauchen 2 Bots, nicht 1: ('greedy',)\n",
    )
    code, _, err = run(
        capsys, "simulate", "--game", "schotten-totten", "--players", "3", "--lang", "fr"
    )
    assert err == "simulate : erreur : Schotten Totten se joue à 2 joueurs, pas 3\n"
    rows = tmp_path / "rows.csv"
    code, out, _ = run(
        capsys, "simulate", "--games", "2", "--seed", "1", "--csv", str(rows), "--lang", "de"
    )
    assert code == 0 and out.splitlines()[-1] == f"2 Partien in {rows} geschrieben"


needs_bundle = pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built")


@needs_bundle
def test_export_speaks_french_and_german(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source, out = tmp_path / "game.json", tmp_path / "game.html"
    source.write_text(random_game(2, seed=5, plies=12).record.to_json())
    code, said, _ = run(capsys, "export", str(source), str(out), "--viewer", "1", "--lang", "fr")
    assert code == 0 and said == f"{out} écrit : relecture de 12 coups, vue 1\n"
    assert '<html lang="fr">' in out.read_text(encoding="utf-8")
    code, said, _ = run(capsys, "export", str(source), str(out), "--lang", "de")
    assert code == 0 and said == f"{out} geschrieben: Wiedergabe von 12 Zügen, Sicht all\n"
    assert '<html lang="de">' in out.read_text(encoding="utf-8")
    code, _, err = run(capsys, "export", str(source), str(source), "--lang", "de")
    assert (code, err) == (
        1,
        f"{source}: ist die Partieaufzeichnung {source} selbst: "
        "schreiben Sie die Seite in eine andere Datei\n",
    )
    code, _, err = run(capsys, "export", str(source), str(out), "--viewer", "5", "--lang", "fr")
    assert (code, err) == (
        1,
        "export : erreur : viewer doit valoir 'all', 'spectator' ou un indice de joueur de 0 à "
        "1, pas 5\n",
    )
    code, _, err = run(capsys, "export", str(tmp_path / "nope.json"), str(out), "--lang", "fr")
    assert code == 1 and err.startswith(f"{tmp_path / 'nope.json'} : lecture impossible : ")
    code, _, err = run(capsys, "export", str(source), str(tmp_path), "--lang", "de")
    assert code == 1 and err.startswith(f"{tmp_path}: nicht schreibbar: ")


@pytest.mark.parametrize("command", [["validate", "x.json"], ["simulate"], ["export", "a", "b"]])
def test_a_language_not_offered_is_refused_with_the_choices(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "clans_widget", *command, "--lang", "es"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    # argparse's own words (their quoting differs between Python versions)
    assert re.search(
        r"argument --lang: invalid choice: '?es'? \(choose from '?en'?, '?fr'?, "
        r"'?de'?\)",
        done.stderr,
    ), done.stderr


def test_numbers_are_written_the_languages_way() -> None:
    from clans_widget.i18n.numbers import number, percent

    assert [number(12345.678, lang, 2) for lang in ("en", "fr", "de")] == [
        "12,345.68",
        "12\u202f345,68",
        "12.345,68",
    ]
    assert [percent(0.5, lang, 1) for lang in ("en", "fr", "de")] == [
        "50.0%",
        "50,0\u202f%",
        "50,0\u00a0%",
    ]


def test_help_speaks_the_lang_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--lang", "fr", "--help"])
    assert done.value.code == 0
    said = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    assert "nombre de parties (par défaut 100)" in said
    assert "la langue de la commande (par défaut en)" in said
    assert "un bot par joueur, séparés par des virgules, chacun parmi les bots du jeu" in said
    assert "au plus 600 secondes par coup" in said  # the bots' budgets in French too
    with pytest.raises(SystemExit):
        main(["export", "--help", "--lang=de"])
    said = " ".join(capsys.readouterr().out.split())
    assert "die zu schreibende HTML-Datei (ganz ersetzt, nie die Aufzeichnung selbst)" in said


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "Aufgezeichnete Partien prüfen"),
        ({"LANG": "fr_FR.UTF-8", "LC_ALL": "C"}, "Check recorded games"),
        ({"LANGUAGE": "fr:en", "LANG": "de_DE.UTF-8"}, "Vérifier des parties enregistrées"),
    ],
)
def test_help_without_lang_speaks_the_users_locale(env: dict[str, str], expected: str) -> None:
    """``--help`` is read by a person, in their locale's language; what a command prints
    otherwise stays in the ``--lang`` asked for (English by default), whatever the machine."""
    bare = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
    done = subprocess.run(
        [sys.executable, "-m", "clans_widget", "--help"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
        check=False,
        env={**bare, **env},
    )
    assert done.returncode == 0 and expected in " ".join(done.stdout.split()), done.stdout


def test_the_site_commands_help_and_errors_speak_the_users_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from clans_widget.site import main as site

    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    with pytest.raises(SystemExit) as done:
        site(["out", "a.ipynb", "--languages", "en,es"])
    assert done.value.code == 2
    assert (
        capsys.readouterr()
        .err.splitlines()[-1]
        .endswith("--languages : 'es' n'est pas parmi en, fr, de")
    )


def test_a_csv_file_that_cannot_be_written_is_refused_in_the_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "simulate", "--csv", str(tmp_path), "--lang", "fr")
    assert (code, err) == (2, f"simulate : erreur : --csv {tmp_path} : c'est un dossier\n")
    gone = tmp_path / "nope" / "rows.csv"
    code, _, err = run(capsys, "simulate", "--csv", str(gone), "--lang", "de")
    assert err == f"simulate: Fehler: --csv {gone}: es gibt kein Verzeichnis {gone.parent}\n"
