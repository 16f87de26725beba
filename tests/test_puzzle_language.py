"""Puzzles in the board's language: every puzzle of both games asks, hints, labels its choices
and explains its verdicts in English, French and German, from the catalogue
(``puzzles.json``, ``schotten_puzzles.json``). Worked examples in French and German for each
kind; every catalogue puzzle (and fresh ones) with no English and no unfilled placeholder
left; the same game facts (which answers are right) and the same cards, seats and players
named in every language; a puzzle board that speaks ``lang`` (or the page's language) and
rewords the puzzle shown when it changes."""

from __future__ import annotations

import random
import re
from typing import Any, NamedTuple

import pytest

from clans_widget import ClansWidget, GameBoard
from clans_widget.games.schotten.puzzles import KINDS as SCHOTTEN_KINDS
from clans_widget.games.schotten.puzzles import PUZZLES as SCHOTTEN_PUZZLES
from clans_widget.games.schotten.puzzles import generate as schotten_generate
from clans_widget.games.schotten.puzzles import pose as schotten_pose
from clans_widget.puzzles import KINDS, PUZZLES, generate
from tests.frame_helpers import send
from tests.test_schotten_puzzles import hidden_swapped

OTHER = ("fr", "de")


class Case(NamedTuple):
    """A puzzle worked by hand in one language: its question, a right and a wrong answer with
    their explanations, and its hints."""

    id: str
    lang: str
    prompt: str
    right: str
    right_said: str
    wrong: str
    wrong_said: str
    hints: tuple[str, ...]


CLANS = [
    Case(
        "touching-2",
        "fr",
        "Ann veut jouer sur Bn3. Quelles places touchent Bn3 ? Nommez-les toutes.",
        "Cn1",
        (
            "Cn1 touche Bn3 : elles sont côte à côte dans la rangée nord, de part et d'autre de la "
            "limite entre les Lieux B et C. 1 sur 3 trouvées, encore 2 à trouver."
        ),
        "Ah",
        (
            "Ah est à 6 places de Bn3, en comptant depuis le bout de la table le long de la rangée "
            "nord : elle ne la touche pas."
        ),
        (
            "Bn3 est la dernière place de la rangée nord du Lieu B. Qu'y a-t-il après elle ?",
            (
                "Les rangées ne s'arrêtent pas au bord d'un Lieu : la rangée du Lieu suivant les "
                "prolonge."
            ),
            (
                "Bn3 touche Bn2, Cn1 (la première place de la rangée nord du Lieu C) et la place "
                "en face."
            ),
        ),
    ),
    Case(
        "touching-2",
        "de",
        "Ann will auf Bn3 spielen. Welche Plätze berühren Bn3? Nenne alle.",
        "Cn1",
        (
            "Cn1 berührt Bn3: sie liegen in der Reihe Nord nebeneinander, über die Grenze zwischen "
            "den Tableaus B und C hinweg. 1 von 3 gefunden, noch 2."
        ),
        "Ah",
        (
            "Ah ist 6 Plätze von Bn3 entfernt, vom Ende des Tisches an entlang der Reihe Nord "
            "gezählt: er berührt ihn nicht."
        ),
        (
            "Bn3 ist der letzte Platz der Nord-Reihe von Tableau B. Was kommt danach?",
            (
                "Die Reihen enden nicht am Rand eines Tableaus: die Reihe des nächsten Tableaus "
                "geht weiter."
            ),
            (
                "Bn3 berührt Bn2, Cn1 (den ersten Platz der Nord-Reihe von Tableau C) und den "
                "Platz gegenüber."
            ),
        ),
    ),
    Case(
        "where-1",
        "fr",
        (
            "Ann a 4y en main. Où est-ce qu'Ann peut poser 4y face visible ? Nommez toutes les "
            "places."
        ),
        "Bn1",
        (
            "4y a le même rang que Bn2 (4r), donc Bn1 est permise. 1 sur 3 trouvées, encore 2 à "
            "trouver."
        ),
        "Ah",
        (
            "4y ne peut pas aller face visible sur Ah : 4y ne correspond ni par la couleur ni par "
            "le rang à An1 (vide), As1 (vide) ou Dh en face (vide)."
        ),
        (
            (
                "Une carte va face visible à côté ou en face d'une carte face visible de sa "
                "couleur ou de son rang."
            ),
            "4y et 4r ont le même rang.",
            "Toute place libre qui touche Bn2 convient.",
        ),
    ),
    Case(
        "where-1",
        "de",
        "Ann hat 4y auf der Hand. Wohin darf Ann 4y offen legen? Nenne alle Plätze.",
        "Bn1",
        "4y hat den gleichen Rang wie Bn2 (4r), also ist Bn1 erlaubt. 1 von 3 gefunden, noch 2.",
        "Ah",
        (
            "4y darf nicht offen auf Ah gelegt werden: 4y passt weder in Farbe noch in Rang zu An1 "
            "(leer), As1 (leer) oder Dh gegenüber (leer)."
        ),
        (
            (
                "Eine Karte kommt offen neben oder gegenüber eine offene Karte ihrer Farbe oder "
                "ihres Rangs."
            ),
            "4y und 4r haben den gleichen Rang.",
            "Jeder freie Platz, der Bn2 berührt, ist richtig.",
        ),
    ),
    Case(
        "face-down-3",
        "fr",
        (
            "Ann a 4g et 6b en main. Est-ce qu'Ann peut poser l'une d'elles face visible, ou "
            "faut-il poser une carte face cachée ?"
        ),
        "face up",
        (
            "4g a le même rang que Bn2 (4y), donc 4g peut aller face visible sur Bn3 ; tant qu'une "
            "carte peut aller face visible, Ann ne peut pas en poser une face cachée."
        ),
        "face down",
        (
            "4g a le même rang que Bn2 (4y), donc 4g peut aller face visible sur Bn3 ; tant qu'une "
            "carte peut aller face visible, Ann ne peut pas en poser une face cachée."
        ),
        (
            "4g et 4y ont le même rang. Une place à côté ou en face de 4y est-elle libre ?",
            "Bn3 est libre, juste à côté de 4y.",
            "4g peut aller face visible sur Bn3, donc aucune carte ne peut aller face cachée.",
        ),
    ),
    Case(
        "face-down-3",
        "de",
        (
            "Ann hat 4g und 6b auf der Hand. Kann Ann eine davon offen legen, oder muss Ann eine "
            "Karte verdeckt legen?"
        ),
        "face up",
        (
            "4g hat den gleichen Rang wie Bn2 (4y), also darf 4g offen auf Bn3 gelegt werden; "
            "solange eine Karte offen passt, darf Ann keine verdeckt legen."
        ),
        "face down",
        (
            "4g hat den gleichen Rang wie Bn2 (4y), also darf 4g offen auf Bn3 gelegt werden; "
            "solange eine Karte offen passt, darf Ann keine verdeckt legen."
        ),
        (
            "4g und 4y haben den gleichen Rang. Ist ein Platz neben oder gegenüber 4y frei?",
            "Bn3 ist frei, direkt neben 4y.",
            "4g passt offen auf Bn3, also darf keine Karte verdeckt gelegt werden.",
        ),
    ),
    Case(
        "shield-2",
        "fr",
        (
            "Ann veut les 6 du Lieu C. Quel coup permet à Ann de poser une carte et un bouclier de "
            "sorte que le nouveau bouclier les prenne ?"
        ),
        "6c@Cn2+",
        (
            "Après 6c@Cn2+, le bouclier d'Ann est le deuxième sur C, et les 6 du Lieu C vont à Ann "
            ": c'est le deuxième rang de ce Lieu, en partant du plus bas (3 et 6), et le deuxième "
            "bouclier posé sur C est celui d'Ann."
        ),
        "4g@Bn3",
        (
            "4g@Bn3 ne pose pas de bouclier. Après ce coup, les 6 du Lieu C ne vont à personne : "
            "c'est le deuxième rang de ce Lieu, en partant du plus bas (3 et 6), et il y a 1 "
            "seul bouclier sur C."
        ),
        (
            (
                "Le bouclier de Ben prend les 3 de C ; un deuxième bouclier prendrait le rang "
                "suivant."
            ),
            (
                "Attention : un 4 sur le Lieu C deviendrait le rang suivant et repousserait les 6 "
                "plus haut."
            ),
            "Posez 6c sur le Lieu C, avec un bouclier.",
        ),
    ),
    Case(
        "shield-2",
        "de",
        (
            "Ann will die 6er auf Tableau C. Mit welchem Zug legt Ann eine Karte und einen Schild "
            "so, dass der neue Schild sie nimmt?"
        ),
        "6c@Cn2+",
        (
            "Nach 6c@Cn2+ ist der Schild von Ann der zweite auf C, und die 6er auf Tableau C gehen "
            "an Ann: sie sind dort der zweite Rang, vom niedrigsten an gezählt (3er und 6er), und "
            "der zweite Schild auf C gehört Ann."
        ),
        "4g@Bn3",
        (
            "4g@Bn3 legt keinen Schild. Danach: die 6er auf Tableau C bekommt niemand: sie sind "
            "dort der zweite Rang, vom niedrigsten an gezählt (3er und 6er), und auf C liegt nur "
            "1 Schild."
        ),
        (
            (
                "Der Schild von Ben nimmt die 3er auf C; ein zweiter Schild würde den nächsten "
                "Rang nehmen."
            ),
            (
                "Vorsicht: eine 4 auf Tableau C würde der nächste Rang und die 6er weiter nach "
                "oben schieben."
            ),
            "Lege 6c auf Tableau C, mit Schild.",
        ),
    ),
    Case(
        "nobody-1",
        "fr",
        (
            "Le Lieu B n'a que des 4 et des 6, et les deux boucliers qui y sont posés sont ceux de "
            "Ben. Si la partie finissait maintenant, Ben prendrait les 6 du Lieu B. Quel coup "
            "d'Ann les fait aller à personne ?"
        ),
        "3r@Bn2",
        (
            "Après 3r@Bn2, les 6 du Lieu B ne vont à personne : c'est le troisième rang de ce "
            "Lieu, en partant du plus bas (3, 4 et 6), et il n'y a que 2 boucliers sur B."
        ),
        "3r@An3",
        (
            "Après 3r@An3, les 6 du Lieu B vont à Ben : c'est le deuxième rang de ce Lieu, en "
            "partant du plus bas (4 et 6), et le deuxième bouclier posé sur B est celui de Ben."
        ),
        (
            (
                "Deux boucliers sont posés sur B : le premier prend le rang le plus bas, le "
                "deuxième le suivant."
            ),
            (
                "Si un troisième rang rejoignait les 4 et les 6 en dessous d'eux, deux boucliers "
                "n'atteindraient plus les 6."
            ),
            "Jouez 3r sur le Lieu B, sans ajouter de bouclier.",
        ),
    ),
    Case(
        "nobody-1",
        "de",
        (
            "Auf Tableau B liegen nur 4er und 6er, und beide Schilde dort gehören Ben. Wenn die "
            "Partie jetzt endete, bekäme Ben die 6er auf Tableau B. Mit welchem Zug von Ann "
            "bekommt sie niemand?"
        ),
        "3r@Bn2",
        (
            "Nach 3r@Bn2: die 6er auf Tableau B bekommt niemand: sie sind dort der dritte Rang, "
            "vom niedrigsten an gezählt (3er, 4er und 6er), und auf B liegen nur 2 Schilde."
        ),
        "3r@An3",
        (
            "Nach 3r@An3: die 6er auf Tableau B gehen an Ben: sie sind dort der zweite Rang, vom "
            "niedrigsten an gezählt (4er und 6er), und der zweite Schild auf B gehört Ben."
        ),
        (
            (
                "Auf B liegen zwei Schilde: der erste nimmt den niedrigsten Rang, der zweite den "
                "nächsten."
            ),
            (
                "Käme ein dritter Rang unter den 4ern und 6ern dazu, würden zwei Schilde die 6er "
                "nicht mehr erreichen."
            ),
            "Spiele 3r auf Tableau B, und lege keinen Schild dazu.",
        ),
    ),
    Case(
        "steal-1",
        "fr",
        (
            "Si la partie finissait maintenant, Ben prendrait les 5 du Lieu C. Quel coup permet à "
            "Ann de les prendre à sa place ?"
        ),
        "4r@Cn1+",
        (
            "Après 4r@Cn1+, les 5 du Lieu C vont à Ann : c'est le deuxième rang de ce Lieu, en "
            "partant du plus bas (4 et 5), et le deuxième bouclier posé sur C est celui d'Ann."
        ),
        "4r@Cn1",
        (
            "Après 4r@Cn1, les 5 du Lieu C ne vont à personne : c'est le deuxième rang de ce Lieu, "
            "en partant du plus bas (4 et 5), et il y a 1 seul bouclier sur C."
        ),
        (
            "Le bouclier de Ben est le seul sur C, il prend donc le rang le plus bas.",
            (
                "Si un rang plus bas arrivait sur C, le bouclier de Ben prendrait celui-là à la "
                "place."
            ),
            (
                "Jouez 4r sur le Lieu C et ajoutez un bouclier : celui d'Ann devient le deuxième "
                "et prend les 5."
            ),
        ),
    ),
    Case(
        "steal-1",
        "de",
        (
            "Wenn die Partie jetzt endete, bekäme Ben die 5er auf Tableau C. Mit welchem Zug "
            "bekommt stattdessen Ann sie?"
        ),
        "4r@Cn1+",
        (
            "Nach 4r@Cn1+: die 5er auf Tableau C gehen an Ann: sie sind dort der zweite Rang, vom "
            "niedrigsten an gezählt (4er und 5er), und der zweite Schild auf C gehört Ann."
        ),
        "4r@Cn1",
        (
            "Nach 4r@Cn1: die 5er auf Tableau C bekommt niemand: sie sind dort der zweite Rang, "
            "vom niedrigsten an gezählt (4er und 5er), und auf C liegt nur 1 Schild."
        ),
        (
            "Der Schild von Ben ist der einzige auf C, also nimmt er den niedrigsten Rang.",
            "Käme ein niedrigerer Rang auf C, würde der Schild von Ben stattdessen diesen nehmen.",
            (
                "Spiele 4r auf Tableau C und lege einen Schild dazu: der von Ann wird der zweite "
                "und nimmt die 5er."
            ),
        ),
    ),
    Case(
        "who-takes-2",
        "fr",
        (
            "Si la partie finissait maintenant, qui prendrait les 5 du Lieu C : Ann, Ben ou "
            "personne ?"
        ),
        "nobody",
        (
            "Les 5 du Lieu C ne vont à personne : c'est le deuxième rang de ce Lieu, en partant du "
            "plus bas (3, 5 et 6), et il y a 1 seul bouclier sur C."
        ),
        "Ann",
        "Ann n'a aucun bouclier sur le Lieu C, donc Ann ne prend pas les 5.",
        (
            "Chaque bouclier prend un rang, le plus bas d'abord.",
            "Un seul bouclier est posé sur C, et C a trois rangs.",
            "Le bouclier de Ben prend les 3. Quel bouclier reste-t-il pour les 5 ?",
        ),
    ),
    Case(
        "who-takes-2",
        "de",
        "Wenn die Partie jetzt endete, wer bekäme die 5er auf Tableau C: Ann, Ben oder niemand?",
        "nobody",
        (
            "Die 5er auf Tableau C bekommt niemand: sie sind dort der zweite Rang, vom niedrigsten "
            "an gezählt (3er, 5er und 6er), und auf C liegt nur 1 Schild."
        ),
        "Ann",
        "Ann hat keinen Schild auf Tableau C, also bekommt Ann die 5er nicht.",
        (
            "Jeder Schild nimmt einen Rang, den niedrigsten zuerst.",
            "Auf C liegt nur ein Schild, und C hat drei Ränge.",
            "Der Schild von Ben nimmt die 3er. Welcher Schild bleibt für die 5er?",
        ),
    ),
    Case(
        "winner-1",
        "fr",
        "La partie est finie. Qui gagne : Ann ou Ben ?",
        "Ann",
        "Ann gagne aux points : Ann a 18, Ben 14.",
        "Ben",
        (
            "Ben ne gagne pas : additionnez les points de chaque joueur ; à égalité de points, "
            "celui qui a pris le plus de cartes gagne."
        ),
        (
            (
                "Lieu par Lieu : le premier bouclier prend le rang le plus bas, le bouclier "
                "suivant le rang suivant."
            ),
            "Sur A, Ann prend les 3 ; sur B, Ben prend les 4 et Ann les 6 ; sur C, Ben les 5.",
            "Ann a 6 + 12 points, Ben 4 + 10.",
        ),
    ),
    Case(
        "winner-1",
        "de",
        "Die Partie ist vorbei. Wer gewinnt: Ann oder Ben?",
        "Ann",
        "Ann gewinnt nach Punkten: Ann hat 18, Ben 14.",
        "Ben",
        (
            "Ben gewinnt nicht: zähle die Punkte jeder Person zusammen; bei Punktgleichstand "
            "gewinnt, wer mehr Karten genommen hat."
        ),
        (
            (
                "Tableau für Tableau: der erste Schild nimmt den niedrigsten Rang, der nächste "
                "Schild den nächsten."
            ),
            "Auf A nimmt Ann die 3er; auf B nimmt Ben die 4er und Ann die 6er; auf C Ben die 5er.",
            "Ann hat 6 + 12 Punkte, Ben 4 + 10.",
        ),
    ),
    Case(
        "when-shield-2",
        "fr",
        (
            "Il reste 5 boucliers à Ann. Quel coup permet à Ann de poser un bouclier là où il "
            "prend le plus de points tout de suite ?"
        ),
        "7p@Bs3+",
        (
            "Après 7p@Bs3+, les 7 du Lieu B vont à Ann grâce au nouveau bouclier, le deuxième posé "
            "là : 21 points ; aucun autre coup ne fait aussi bien."
        ),
        "7p@An1",
        (
            "7p@An1 ne pose pas de bouclier, donc aucun nouveau bouclier ne prend quoi que ce "
            "soit ; le meilleur coup donne 21 points à son bouclier."
        ),
        (
            "Les 6 de D n'ont pas encore de bouclier, et les 7 de B non plus.",
            "Un 5 sur le Lieu B deviendrait le deuxième rang de B, avant les 7.",
            "Bs3 est la seule place libre de B : jouez-y 7p, avec un bouclier.",
        ),
    ),
    Case(
        "when-shield-2",
        "de",
        (
            "Ann hat noch 5 Schilde. Mit welchem Zug legt Ann einen Schild dorthin, wo er jetzt "
            "gleich die meisten Punkte nimmt?"
        ),
        "7p@Bs3+",
        (
            "Nach 7p@Bs3+: die 7er auf Tableau B gehen an Ann, durch den neuen Schild (dort der "
            "zweite): 21 Punkte; kein anderer Zug ist so gut."
        ),
        "7p@An1",
        (
            "7p@An1 legt keinen Schild, also nimmt kein neuer Schild etwas; der beste Zug bringt "
            "seinem Schild 21 Punkte."
        ),
        (
            "Die 6er auf D haben noch keinen Schild, und die 7er auf B auch nicht.",
            "Eine 5 auf Tableau B würde der zweite Rang von B, vor den 7ern.",
            "Bs3 ist der einzige freie Platz von B: spiele dort 7p, mit Schild.",
        ),
    ),
]
SCHOTTEN = [
    Case(
        "formation-2",
        "fr",
        "Quelle formation les cartes de Ben sur la borne 5 (7r 7y 7p) forment-elles ?",
        "three of a kind",
        "Sur la borne 5, 7r 7y 7p forment la formation brelan (21) : trois forces égales.",
        "colour-run",
        (
            "Suite couleur : non, les couleurs ne sont pas toutes les mêmes et les forces 7 7 7 ne "
            "se suivent pas sans trou (le 9 ne mène jamais au 1)."
        ),
        (
            (
                "Vérifiez d'abord la formation la plus forte : une seule couleur en suite sans "
                "trou, puis trois forces égales, puis une seule couleur, puis une suite sans trou."
            ),
            (
                "Par ordre de force : 7 7 7 ; couleurs : rouge, jaune, violet. Une suite ne "
                "repasse jamais du 9 au 1."
            ),
        ),
    ),
    Case(
        "formation-2",
        "de",
        "Welche Formation bilden die Karten von Ben an Grenzstein 5 (7r 7y 7p)?",
        "three of a kind",
        "An Grenzstein 5 bilden 7r 7y 7p die Formation Drilling (21): drei gleiche Stärken.",
        "colour-run",
        (
            "Farbfolge: nein, die Farben sind nicht alle gleich und die Stärken 7 7 7 folgen nicht "
            "ohne Lücke aufeinander (auf die 9 folgt nie die 1)."
        ),
        (
            (
                "Prüfe zuerst die stärkste Formation: eine Farbe in lückenloser Folge, dann drei "
                "gleiche Stärken, dann eine Farbe, dann eine lückenlose Folge."
            ),
            (
                "Nach Stärke geordnet: 7 7 7; Farben: rot, gelb, violett. Eine Folge läuft nie von "
                "der 9 zurück zur 1."
            ),
        ),
    ),
    Case(
        "who-wins-2",
        "fr",
        (
            "Qui remporte la borne 2 ? Choisissez le joueur dont la revendication tiendrait tout "
            "de suite, quel que soit le joueur dont c'est le tour, ou « pas encore décidé »."
        ),
        "Ann",
        (
            "Ann la remporte : sur la borne 2, Ann et Ben sont à égalité, suite 3-4-5 (12) contre "
            "suite 3-4-5 (12), et le côté d'Ann a été complété en premier."
        ),
        "Ben",
        (
            "La revendication de Ben échouerait : sur la borne 2, Ben et Ann sont à égalité, suite "
            "3-4-5 (12) contre suite 3-4-5 (12), et le côté d'Ann a été complété en premier."
        ),
        (
            (
                "Une borne est remportée par un côté complet qu'aucune fin de l'autre côté ne "
                "pourrait battre, avec n'importe quelle carte qui n'est pas encore sur la table "
                "(dans l'une des mains ou dans la pioche)."
            ),
            (
                "Sur la borne 2, Ann : 3r 4o 5y (suite 3-4-5 (12)) ; Ben : 5p 3g 4b (suite 3-4-5 "
                "(12)). Entre formations égales, le total départage, puis le côté complété le "
                "premier."
            ),
        ),
    ),
    Case(
        "who-wins-2",
        "de",
        (
            "Wer gewinnt Grenzstein 2? Wähle die Person, deren Anspruch darauf jetzt gleich "
            "bestehen würde, egal wer am Zug ist, oder „noch nicht entschieden“."
        ),
        "Ann",
        (
            "Ann gewinnt ihn: an Grenzstein 2 sind Ann und Ben gleich stark, Folge 3-4-5 (12) "
            "gegen Folge 3-4-5 (12), und die Seite von Ann war zuerst vollständig."
        ),
        "Ben",
        (
            "Der Anspruch von Ben würde scheitern: an Grenzstein 2 sind Ben und Ann gleich stark, "
            "Folge 3-4-5 (12) gegen Folge 3-4-5 (12), und die Seite von Ann war zuerst "
            "vollständig."
        ),
        (
            (
                "Einen Grenzstein gewinnt eine vollständige Seite, die keine Ergänzung der anderen "
                "Seite schlagen könnte, mit jeder Karte, die noch nicht auf dem Tisch liegt (in "
                "einer der Hände oder im Stapel)."
            ),
            (
                "An Grenzstein 2: Ann: 3r 4o 5y (Folge 3-4-5 (12)); Ben: 5p 3g 4b (Folge 3-4-5 "
                "(12)). Bei gleicher Formation entscheidet die Summe, dann die Seite, die zuerst "
                "vollständig war."
            ),
        ),
    ),
    Case(
        "may-claim-1",
        "fr",
        "Ann a joué la carte de ce tour. Est-ce qu'Ann peut revendiquer la borne 4 maintenant ?",
        "yes",
        "Oui : sur la borne 4, Ann l'emporte sur Ben : brelan (15) contre somme (14).",
        "no",
        "Oui : sur la borne 4, Ann l'emporte sur Ben : brelan (15) contre somme (14).",
        (
            (
                "Une revendication demande votre propre côté complet, puis soit un côté complet "
                "plus fort que celui de Ben, soit la preuve que Ben ne peut plus battre le vôtre."
            ),
            (
                "Chaque carte hors de la table compte comme une carte que Ben pourrait encore "
                "ajouter, y compris celles de votre main. Sur la borne 4 : de votre côté 5g 5r 5b, "
                "du côté de Ben 7g 4p 3b."
            ),
        ),
    ),
    Case(
        "may-claim-1",
        "de",
        "Ann hat die Karte dieses Zuges gespielt. Darf Ann Grenzstein 4 jetzt beanspruchen?",
        "yes",
        "Ja: an Grenzstein 4 gewinnt Ann gegen Ben: Drilling (15) gegen Summe (14).",
        "no",
        "Ja: an Grenzstein 4 gewinnt Ann gegen Ben: Drilling (15) gegen Summe (14).",
        (
            (
                "Ein Anspruch braucht deine eigene Seite vollständig, und dann entweder eine "
                "stärkere vollständige Seite als die von Ben oder einen Beweis, dass Ben deine "
                "nicht mehr schlagen kann."
            ),
            (
                "Jede Karte, die nicht auf dem Tisch liegt, zählt als eine, die Ben noch dazulegen "
                "könnte, auch die deiner Hand. An Grenzstein 4: auf deiner Seite 5g 5r 5b, auf der "
                "Seite von Ben 7g 4p 3b."
            ),
        ),
    ),
    Case(
        "stop-claim-1",
        "fr",
        (
            "Le côté de Ben sur la borne 4 est complet. Quelle carte de la main d'Ann, jouée du "
            "côté d'Ann sur la borne 4, empêche Ben de la revendiquer ?"
        ),
        "9p",
        (
            "Après 9p@4, Ben ne peut pas revendiquer la borne 4 : sur la borne 4, Ann l'emporte "
            "sur Ben : brelan (27) contre brelan (24)."
        ),
        "2o",
        (
            "Après 2o@4, Ben pourrait revendiquer la borne 4 : sur la borne 4, Ben l'emporte sur "
            "Ann : brelan (24) contre somme (20)."
        ),
        (
            (
                "Ben peut revendiquer dès qu'aucune fin de votre côté ne pourrait battre 8r 8o 8y. "
                "Une carte que vous gardez en main compte encore comme une carte que vous pourriez "
                "ajouter."
            ),
            (
                "Le côté de Ben est brelan (24). Laquelle de vos cartes, ajoutée à 9g 9b, laisse "
                "encore un moyen de le battre ? Une égalité parfaite va au côté complété le "
                "premier."
            ),
        ),
    ),
    Case(
        "stop-claim-1",
        "de",
        (
            "Die Seite von Ben an Grenzstein 4 ist vollständig. Welche Karte aus der Hand von Ann, "
            "auf die Seite von Ann an Grenzstein 4 gespielt, verhindert, dass Ben ihn beanspruchen "
            "kann?"
        ),
        "9p",
        (
            "Nach 9p@4 kann Ben Grenzstein 4 nicht beanspruchen: an Grenzstein 4 gewinnt Ann gegen "
            "Ben: Drilling (27) gegen Drilling (24)."
        ),
        "2o",
        (
            "Nach 2o@4 könnte Ben Grenzstein 4 beanspruchen: an Grenzstein 4 gewinnt Ben gegen "
            "Ann: Drilling (24) gegen Summe (20)."
        ),
        (
            (
                "Ben darf beanspruchen, sobald keine Ergänzung deiner Seite 8r 8o 8y mehr schlagen "
                "könnte. Eine Karte, die du auf der Hand behältst, zählt noch als eine, die du "
                "dazulegen könntest."
            ),
            (
                "Die Seite von Ben ist Drilling (24). Welche deiner Karten, zu 9g 9b gelegt, lässt "
                "noch einen Weg offen, sie zu schlagen? Bei genauem Gleichstand gewinnt die Seite, "
                "die zuerst vollständig war."
            ),
        ),
    ),
    Case(
        "which-card-1",
        "fr",
        "Quelle carte doit jouer Ann, et où, pour revendiquer la borne 5 dès ce tour ?",
        "8p@5",
        (
            "Après 8p@5, Ann peut revendiquer : sur la borne 5, Ann l'emporte sur Ben : brelan "
            "(24) contre brelan (21)."
        ),
        "9r@1",
        (
            "Après 9r@1, Ann ne peut pas revendiquer : le côté d'Ann sur la borne 5 (8y 8b) "
            "pourrait encore devenir brelan (24) avec 8r, ce qui battrait la formation brelan (21) "
            "de Ben."
        ),
        (
            (
                "Une carte peut gagner une borne de deux façons : en complétant votre côté pour "
                "qu'il batte celui de Ben, ou en retirant du jeu, jouée n'importe où, une carte "
                "dont Ben aurait besoin."
            ),
            (
                "Sur la borne 5 : de votre côté 8y 8b, du côté de Ben 7r 7o 7y. Quel est le mieux "
                "que Ben puisse encore former ?"
            ),
        ),
    ),
    Case(
        "which-card-1",
        "de",
        (
            "Welche Karte sollte Ann spielen, und wohin, um Grenzstein 5 noch in diesem Zug zu "
            "beanspruchen?"
        ),
        "8p@5",
        (
            "Nach 8p@5 darf Ann beanspruchen: an Grenzstein 5 gewinnt Ann gegen Ben: Drilling (24) "
            "gegen Drilling (21)."
        ),
        "9r@1",
        (
            "Nach 9r@1 darf Ann nicht beanspruchen: die Seite von Ann an Grenzstein 5 (8y 8b) "
            "könnte mit 8r noch Drilling (24) werden und damit Ben mit Drilling (21) schlagen."
        ),
        (
            (
                "Eine Karte kann einen Grenzstein auf zwei Arten gewinnen: indem sie deine Seite "
                "so vervollständigt, dass sie die von Ben schlägt, oder indem sie, irgendwo "
                "gespielt, eine Karte aus dem Spiel nimmt, die Ben bräuchte."
            ),
            (
                "An Grenzstein 5: auf deiner Seite 8y 8b, auf der Seite von Ben 7r 7o 7y. Was ist "
                "das Beste, das Ben noch bilden könnte?"
            ),
        ),
    ),
]

GENERATED_HINTS = [
    (
        "touching",
        1,
        "fr",
        (
            "Regardez à gauche et à droite le long de la rangée sud, et juste en face.",
            (
                "Les rangées continuent d'un Lieu au suivant, et les deux places de tête se font "
                "face."
            ),
            "Cs3 touche 3 places.",
        ),
    ),
    (
        "touching",
        1,
        "de",
        (
            "Schau in der Reihe Süd nach links und rechts, und direkt gegenüber.",
            (
                "Die Reihen laufen von einem Tableau zum nächsten weiter, und die beiden "
                "Kopfplätze liegen einander gegenüber."
            ),
            "Cs3 berührt 3 Plätze.",
        ),
    ),
    (
        "where",
        1,
        "fr",
        (
            (
                "Une carte va face visible à côté ou en face d'une carte face visible de sa "
                "couleur ou de son rang."
            ),
            "Cherchez les cartes bleues et les 3, puis les places libres autour.",
            "3b convient sur 4 places.",
        ),
    ),
    (
        "where",
        1,
        "de",
        (
            (
                "Eine Karte kommt offen neben oder gegenüber eine offene Karte ihrer Farbe oder "
                "ihres Rangs."
            ),
            "Suche blaue Karten und 3er, dann die freien Plätze um sie herum.",
            "3b passt auf 4 Plätze.",
        ),
    ),
    (
        "face-down",
        1,
        "fr",
        (
            (
                "Essayez chaque carte de la main sur chaque place libre : l'une d'elles peut-elle "
                "aller face visible ?"
            ),
            (
                "Une carte ne va face cachée que si aucune carte de la main ne peut aller face "
                "visible nulle part."
            ),
            "Regardez 3c : elle convient sur An1.",
        ),
    ),
    (
        "face-down",
        1,
        "de",
        (
            "Probiere jede Karte der Hand an jedem freien Platz: passt eine davon offen?",
            "Eine Karte kommt nur dann verdeckt, wenn keine Karte der Hand irgendwo offen passt.",
            "Schau dir 3c an: sie passt auf An1.",
        ),
    ),
    (
        "shield",
        1,
        "fr",
        (
            (
                "Pour l'instant, les 3 du Lieu D ne vont à personne : c'est le premier rang de ce "
                "Lieu, en partant du plus bas (3, 4 et 6), et aucun bouclier n'est posé sur D."
            ),
            (
                "Comptez les boucliers sur D et les rangs sous les 3 : le nouveau bouclier se pose "
                "au-dessus des autres, et une carte d'un nouveau rang peut décaler les groupes."
            ),
            "Une réponse pose 3p sur Dh, avec un bouclier.",
        ),
    ),
    (
        "shield",
        1,
        "de",
        (
            (
                "Im Moment: die 3er auf Tableau D bekommt niemand: sie sind dort der erste Rang, "
                "vom niedrigsten an gezählt (3er, 4er und 6er), und auf D liegt kein Schild."
            ),
            (
                "Zähle die Schilde auf D und die Ränge unter den 3ern: der neue Schild kommt "
                "obenauf, und eine Karte eines neuen Rangs kann die Gruppen weiterschieben."
            ),
            "Eine Antwort legt 3p auf Dh, mit Schild.",
        ),
    ),
    (
        "nobody",
        1,
        "fr",
        (
            (
                "Pour l'instant, les 5 du Lieu E vont à Ann : c'est le seul rang présent, et le "
                "premier bouclier posé sur E est celui d'Ann."
            ),
            (
                "Un groupe ne va à personne quand il y a sur E moins de boucliers que de rangs "
                "jusqu'à lui ; une carte d'un nouveau rang, plus bas, décale d'un bouclier chaque "
                "groupe au-dessus d'elle."
            ),
            "Une réponse pose 4b sur En3, sans bouclier.",
        ),
    ),
    (
        "nobody",
        1,
        "de",
        (
            (
                "Im Moment: die 5er auf Tableau E gehen an Ann: sie sind dort der einzige Rang, "
                "und der erste Schild auf E gehört Ann."
            ),
            (
                "Eine Gruppe bekommt niemand, wenn auf E weniger Schilde liegen, als es Ränge bis "
                "zu ihr gibt; eine Karte eines neuen, niedrigeren Rangs schiebt jede Gruppe über "
                "ihr um einen Schild weiter."
            ),
            "Eine Antwort legt 4b auf En3, ohne Schild.",
        ),
    ),
    (
        "steal",
        1,
        "fr",
        (
            (
                "Pour l'instant, les 4 du Lieu B vont à Ann : c'est le premier rang de ce Lieu, en "
                "partant du plus bas (4 et 5), et le premier bouclier posé sur B est celui d'Ann."
            ),
            (
                "Quel bouclier de B prendrait les 4 si une carte d'un nouveau rang, plus bas, les "
                "rejoignait ? Ce pourrait être celui de Dan."
            ),
            "Une réponse pose 3g sur Bn3, avec un bouclier.",
        ),
    ),
    (
        "steal",
        1,
        "de",
        (
            (
                "Im Moment: die 4er auf Tableau B gehen an Ann: sie sind dort der erste Rang, vom "
                "niedrigsten an gezählt (4er und 5er), und der erste Schild auf B gehört Ann."
            ),
            (
                "Welcher Schild auf B würde die 4er nehmen, wenn eine Karte eines neuen, "
                "niedrigeren Rangs dazukäme? Es könnte der von Dan sein."
            ),
            "Eine Antwort legt 3g auf Bn3, mit Schild.",
        ),
    ),
    (
        "who-takes",
        1,
        "fr",
        (
            (
                "Listez les rangs du Lieu B en partant du plus bas, et ses boucliers dans l'ordre "
                "où ils ont été posés."
            ),
            (
                "Le premier bouclier posé prend le rang le plus bas, le deuxième le rang suivant, "
                "et ainsi de suite."
            ),
            "Les 3 sont le premier rang de B, et B a 2 boucliers.",
        ),
    ),
    (
        "who-takes",
        1,
        "de",
        (
            (
                "Liste die Ränge auf Tableau B vom niedrigsten an auf, und die Schilde dort in der "
                "Reihenfolge, in der sie gelegt wurden."
            ),
            (
                "Der zuerst gelegte Schild nimmt den niedrigsten Rang, der zweite den nächsten "
                "Rang, und so weiter."
            ),
            "Die 3er sind der erste Rang auf B, und auf B liegen 2 Schilde.",
        ),
    ),
    (
        "winner",
        1,
        "fr",
        (
            (
                "Sur chaque Lieu, le premier bouclier posé prend le rang le plus bas, le bouclier "
                "suivant le rang suivant, et ainsi de suite ; une carte vaut son rang."
            ),
            (
                "Additionnez les points de chaque joueur. À égalité de points, celui qui a pris le "
                "plus de cartes gagne."
            ),
        ),
    ),
    (
        "winner",
        1,
        "de",
        (
            (
                "Auf jedem Tableau nimmt der zuerst gelegte Schild den niedrigsten Rang, der "
                "nächste Schild den nächsten Rang, und so weiter; eine Karte zählt so viel wie ihr "
                "Rang."
            ),
            (
                "Zähle die Punkte jeder Person zusammen. Bei Punktgleichstand gewinnt, wer mehr "
                "Karten genommen hat."
            ),
        ),
    ),
    (
        "when-shield",
        1,
        "fr",
        (
            (
                "Pour chaque Lieu, quel groupe de rang un bouclier posé là maintenant "
                "prendrait-il, et combien de points vaut-il ?"
            ),
            (
                "La carte posée compte aussi : elle peut rejoindre un groupe et l'enrichir, ou "
                "ajouter un nouveau rang plus bas qui décale les groupes."
            ),
            "Regardez le Lieu F, et 8p.",
        ),
    ),
    (
        "when-shield",
        1,
        "de",
        (
            (
                "Welche Ranggruppe würde ein Schild, der jetzt auf ein Tableau gelegt wird, dort "
                "nehmen, und wie viele Punkte ist sie wert?"
            ),
            (
                "Die gelegte Karte zählt mit: sie kann sich einer Gruppe anschließen und sie "
                "wertvoller machen, oder einen neuen, niedrigeren Rang bringen, der die Gruppen "
                "weiterschiebt."
            ),
            "Schau auf Tableau F, und auf 8p.",
        ),
    ),
]


def posed(id: str) -> Any:
    """The hand-made puzzle ``id`` of either game."""
    return next(p for p in (*PUZZLES, *SCHOTTEN_PUZZLES) if p.id == id)


ODD = ("", "zz", "9z@Q1", "7r@5")
"""Answers that are none (their explanations quote them, and English quotes the engine)."""


def candidates(puzzle: Any, odd: bool = True) -> list[str]:
    """Every answer the puzzle can be given, and (``odd``) a few it cannot."""
    return [*puzzle.question.candidates(puzzle.game), *(ODD if odd else ())]


# --- worked examples -------------------------------------------------------------------------


@pytest.mark.parametrize("case", [*CLANS, *SCHOTTEN], ids=lambda c: f"{c.id}-{c.lang}")
def test_a_worked_example_in_french_and_german(case: Case) -> None:
    puzzle = posed(case.id)
    assert puzzle.prompt_in(case.lang) == case.prompt
    right = puzzle.check(case.right, (), case.lang)
    assert right.correct and right.explanation == case.right_said
    wrong = puzzle.check(case.wrong, (), case.lang)
    assert not wrong.correct and wrong.explanation == case.wrong_said
    assert puzzle.hints_in(case.lang) == case.hints


def test_every_kind_of_both_games_has_a_worked_example_in_each_language() -> None:
    for lang in OTHER:
        assert {posed(c.id).kind for c in CLANS if c.lang == lang} == set(KINDS)
        assert {posed(c.id).kind for c in SCHOTTEN if c.lang == lang} == set(SCHOTTEN_KINDS)
        assert {k for k, _, language, _ in GENERATED_HINTS if language == lang} == set(KINDS)


@pytest.mark.parametrize("kind, seed, lang, hints", GENERATED_HINTS, ids=lambda v: str(v)[:12])
def test_the_hints_worked_out_from_a_position_in_french_and_german(
    kind: str, seed: int, lang: str, hints: tuple[str, ...]
) -> None:
    assert generate(kind, seed).hints_in(lang) == hints


def test_choices_keep_their_values_and_show_their_labels() -> None:
    face_down = posed("face-down-1")
    assert face_down.choices() == ("face up", "face down")
    assert face_down.labels("fr") == {"face up": "face visible", "face down": "face cachée"}
    assert face_down.labels("de") == {"face up": "offen", "face down": "verdeckt"}
    assert face_down.labels("en") == {"face up": "face up", "face down": "face down"}
    who = posed("who-takes-2")
    assert who.labels("fr")["nobody"] == "personne" and who.labels("de")["nobody"] == "niemand"
    assert who.check("personne", (), "fr") == who.check("nobody", (), "fr")  # a label reads too
    formation = posed("formation-1")
    assert formation.labels("fr")["three of a kind"] == "brelan"
    assert formation.labels("de")["colour-run"] == "Farbfolge"
    claim = posed("may-claim-1")
    assert claim.labels("fr") == {"yes": "oui", "no": "non"}
    assert claim.labels("de") == {"yes": "ja", "no": "nein"}


# --- every puzzle, in every language ---------------------------------------------------------


def every_puzzle() -> list[Any]:
    fresh = [generate(kind, seed) for kind in KINDS for seed in range(3)]
    fresh += [schotten_generate(kind, seed) for kind in SCHOTTEN_KINDS for seed in range(3)]
    return [*PUZZLES, *SCHOTTEN_PUZZLES, *fresh]


EVERY = every_puzzle()


def said(puzzle: Any, lang: str, odd: bool = True) -> list[str]:
    """Every word the puzzle says in ``lang``: its question, kind, hints, choice labels, and
    its verdict on every answer (the right ones after the others found, for a needs-all)."""
    texts = [puzzle.prompt_in(lang), puzzle.kind_in(lang), *puzzle.hints_in(lang)]
    texts += list(puzzle.labels(lang).values())
    texts += [puzzle.check(a, (), lang).explanation for a in candidates(puzzle, odd)]
    right = sorted(puzzle.solutions)
    texts += [puzzle.check(right[-1], right[:-1], lang).explanation]
    texts += [puzzle.check(right[0], right[:1], lang).explanation]
    return texts


LEFTOVER = re.compile(r"\{[a-z_]+\}|\b(?:puzzle|schotten|clans|colour)\.[a-z_.-]+")
ENGLISH = re.compile(
    r"\b(?:the|and|is|of|with|which|who|what|shields?|seats?|tiles?|stones?|claims?|nobody|"
    r"takes|yes|no|wins|after|would|cannot|may|must|where|not|its|goes|player|hints?|moves?|"
    r"colour|flush|run|sum|found|none|card|cards|rank|ranks|only|face up|face down)\b"
)


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("puzzle", EVERY, ids=lambda p: p.id)
def test_a_puzzle_says_no_english_and_leaves_no_placeholder(puzzle: Any, lang: str) -> None:
    for text in said(puzzle, lang):
        assert text.strip(), puzzle.id
        assert not LEFTOVER.search(text), (puzzle.id, text)
        english = ENGLISH.findall(text)
        assert not english, (puzzle.id, english, text)


NAMED = re.compile(
    r"(?<![A-Za-z0-9~?@])(~?[1-9?][roygcbp]?@[A-Z1-9](?:[ns][1-3]|h)?\+?)(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9@])([1-9][roygcbp])(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9@])([A-F](?:[ns][1-3]|h))(?![A-Za-z0-9])"
    r"|\b(Ann|Ben|Cat|Dan)\b"
)


def named(text: str) -> set[str]:
    """The cards, seats, moves and players a text names."""
    return {next(g for g in found if g) for found in NAMED.findall(text)}


@pytest.mark.parametrize("puzzle", EVERY, ids=lambda p: p.id)
def test_the_same_facts_and_the_same_names_in_every_language(puzzle: Any) -> None:
    """Which answers are right, and what each text names (so a translation names no card the
    English keeps hidden), are the same in English, French and German."""
    english = said(puzzle, "en", odd=False)
    for lang in OTHER:
        assert list(puzzle.labels(lang)) == list(puzzle.choices())
        for answer in candidates(puzzle):
            there, here = puzzle.check(answer, (), "en"), puzzle.check(answer, (), lang)
            assert (there.correct, there.complete) == (here.correct, here.complete)
        for was, now in zip(english, said(puzzle, lang, odd=False), strict=True):
            assert named(was) == named(now), (puzzle.id, lang, was, now)


@pytest.mark.parametrize("lang", OTHER)
@pytest.mark.parametrize("puzzle", SCHOTTEN_PUZZLES, ids=lambda p: p.id)
def test_a_schotten_puzzle_says_the_same_for_twin_deals(puzzle: Any, lang: str) -> None:
    """The cards the player to move cannot see, dealt otherwise: the same words, in French and
    German as in English."""
    twin = hidden_swapped(puzzle.game, puzzle.viewer, random.Random(puzzle.id))
    again = schotten_pose(puzzle.id, puzzle.lesson, twin, puzzle.question)
    assert said(again, lang) == said(puzzle, lang)


def test_english_is_what_the_puzzle_held_before() -> None:
    for puzzle in EVERY:
        assert puzzle.prompt_in() == puzzle.prompt and puzzle.hints_in() == puzzle.hints
        assert puzzle.kind_in() == puzzle.kind
        for answer in candidates(puzzle):
            assert puzzle.check(answer, (), "en") == puzzle.check(answer)


# --- a puzzle board speaks its language ------------------------------------------------------


def test_a_french_board_asks_in_french_and_rewords_the_puzzle_in_german() -> None:
    puzzles = [posed("who-takes-2"), posed("face-down-1")]
    board = ClansWidget(puzzle=puzzles, lang="fr")
    state = board.puzzle
    assert state["prompt"] == puzzles[0].prompt_in("fr")
    assert state["prompt"].startswith("Si la partie finissait maintenant, qui prendrait les 5")
    assert state["choices"] == ["Ann", "Ben", "nobody"]
    assert state["labels"] == {"Ann": "Ann", "Ben": "Ben", "nobody": "personne"}
    assert state["kind_label"] == "qui prend"
    board.lang = "de"
    assert board.puzzle["prompt"] == (
        "Wenn die Partie jetzt endete, wer bekäme die 5er auf Tableau C: Ann, Ben oder niemand?"
    )
    assert board.puzzle["labels"]["nobody"] == "niemand"


def test_an_answer_on_a_french_board_gets_a_french_verdict_that_follows_the_language() -> None:
    board = ClansWidget(puzzle=posed("who-takes-2"), lang="fr")
    send(board, {"kind": "answer", "answer": "Ann"})
    verdict = board.puzzle["verdict"]
    assert verdict["correct"] is False
    assert verdict["explanation"] == (
        "Ann n'a aucun bouclier sur le Lieu C, donc Ann ne prend pas les 5."
    )
    send(board, {"kind": "hint"})
    assert board.puzzle["hints"] == ["Chaque bouclier prend un rang, le plus bas d'abord."]
    board.lang = "de"
    assert board.puzzle["verdict"]["explanation"] == (
        "Ann hat keinen Schild auf Tableau C, also bekommt Ann die 5er nicht."
    )
    assert board.puzzle["hints"] == ["Jeder Schild nimmt einen Rang, den niedrigsten zuerst."]
    send(board, {"kind": "answer", "answer": "nobody"})
    assert board.puzzle["verdict"]["correct"] is True and board.puzzle["solved"] is True
    explained = board.puzzle["verdict"]["explanation"]
    assert explained.startswith("Die 5er auf Tableau C bekommt niemand:")
    send(board, {"kind": "answer", "answer": "Ben"})  # finished: refused, in German
    assert board.error.startswith("dieses Rätsel ist beendet")


def test_a_move_puzzle_answered_on_a_german_board() -> None:
    puzzle = posed("steal-1")
    board = ClansWidget(puzzle=puzzle, lang="de")
    send(board, {"kind": "play", "move": "4r@Cn1"})
    assert board.puzzle["verdict"] == {
        "correct": False,
        "explanation": puzzle.check("4r@Cn1", (), "de").explanation,
        "complete": False,
    }
    assert board.puzzle["verdict"]["explanation"].startswith("Nach 4r@Cn1: die 5er auf Tableau C")
    send(board, {"kind": "undo"})
    assert board.error == "drücke in einem Rätsel auf Neu, um es von vorn zu beginnen"


def test_a_board_without_lang_speaks_the_page_s_language() -> None:
    board = ClansWidget(puzzle=posed("where-1"))
    assert board.puzzle["prompt"] == posed("where-1").prompt
    send(board, {"kind": "lang", "lang": "fr"})
    assert board.puzzle["prompt"] == (
        "Ann a 4y en main. Où est-ce qu'Ann peut poser 4y face visible ? Nommez toutes les places."
    )
    send(board, {"kind": "answer", "answer": "Bn1"})
    assert board.puzzle["verdict"]["explanation"] == (
        "4y a le même rang que Bn2 (4r), donc Bn1 est permise. 1 sur 3 trouvées, encore 2 à "
        "trouver."
    )


def test_a_schotten_board_speaks_german_then_french() -> None:
    puzzle = posed("formation-2")
    board = GameBoard(puzzle=puzzle, lang="de")
    assert board.puzzle["prompt"] == (
        "Welche Formation bilden die Karten von Ben an Grenzstein 5 (7r 7y 7p)?"
    )
    assert board.puzzle["choices"] == list(puzzle.choices())
    assert board.puzzle["labels"]["three of a kind"] == "Drilling"
    send(board, {"kind": "answer", "answer": "three of a kind"})
    assert board.puzzle["verdict"]["explanation"] == (
        "An Grenzstein 5 bilden 7r 7y 7p die Formation Drilling (21): drei gleiche Stärken."
    )
    board.lang = "fr"
    assert board.puzzle["prompt"].startswith("Quelle formation les cartes de Ben")
    assert board.puzzle["verdict"]["explanation"] == (
        "Sur la borne 5, 7r 7y 7p forment la formation brelan (21) : trois forces égales."
    )
    assert board.puzzle["solved"] is True


@pytest.mark.parametrize("lang", ["en", *OTHER])
def test_which_answers_are_right_is_the_same_on_every_board(lang: str) -> None:
    for puzzle in [posed("who-takes-3"), posed("face-down-5"), posed("who-wins-3")]:
        verdicts = []
        for answer in puzzle.choices():
            board = GameBoard(puzzle=puzzle, lang=lang)
            send(board, {"kind": "answer", "answer": answer})
            verdicts.append((answer, board.puzzle["verdict"]["correct"]))
        assert verdicts == [(a, a in puzzle.solutions) for a in puzzle.choices()]
