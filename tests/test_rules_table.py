"""The deck per player count and the geometry of the long table (docs/rules.md: cards, table)."""

from __future__ import annotations

import pytest

from clans_widget.rules import Card, deck, layout


def neighbours(players: int, seat: str) -> set[str]:
    table = layout(players)
    return {str(table.seats[i]) for i in table.neighbours[table.index[seat]]}


def opposite(players: int, seat: str) -> str:
    table = layout(players)
    return str(table.seats[table.opposite[table.index[seat]]])


@pytest.mark.parametrize(
    ("players", "size", "ranks"),
    [(2, 28, {3, 4, 5, 6}), (3, 35, {3, 4, 5, 6, 7}), (4, 42, {3, 4, 5, 6, 7, 8})],
)
def test_the_deck_has_one_card_of_each_rank_in_seven_colours(
    players: int, size: int, ranks: set[int]
) -> None:
    cards = deck(players)
    assert len(cards) == size
    assert len(set(cards)) == size
    assert {c.rank for c in cards} == ranks
    for rank in ranks:
        assert sorted(c.colour for c in cards if c.rank == rank) == sorted("roygcbp")


def test_a_card_is_written_rank_then_colour_letter() -> None:
    card = Card("6g")
    assert (card.rank, card.colour, card.colour_name, str(card)) == (6, "g", "green", "6g")
    for wrong in ("9g", "6x", "g6", "", "6"):
        with pytest.raises(ValueError, match="is not a card"):
            Card(wrong)


@pytest.mark.parametrize(
    ("players", "seats", "tiles"), [(2, 26, "ABCD"), (3, 32, "ABCDE"), (4, 38, "ABCDEF")]
)
def test_the_table_has_six_seats_per_tile_and_two_head_seats(
    players: int, seats: int, tiles: str
) -> None:
    table = layout(players)
    assert len(table.seats) == seats
    assert "".join(table.tiles) == tiles
    heads = [str(s) for s in table.seats if s.row == "h"]
    assert heads == ["Ah", f"{tiles[-1]}h"]
    assert {str(s) for s in table.seats if s.tile == "B"} == {
        "Bn1", "Bn2", "Bn3", "Bs1", "Bs2", "Bs3"
    }


def test_rows_run_on_across_tile_borders() -> None:
    assert neighbours(2, "An3") == {"An2", "Bn1"}
    assert neighbours(2, "Bn1") == {"An3", "Bn2"}
    assert neighbours(3, "Ds3") == {"Ds2", "Es1"}
    assert neighbours(4, "Bn2") == {"Bn1", "Bn3"}


def test_the_north_and_south_rows_are_not_neighbours() -> None:
    assert "Bs2" not in neighbours(2, "Bn2")
    assert opposite(2, "Bn2") == "Bs2"


def test_the_first_head_seat_touches_the_first_seat_of_both_rows() -> None:
    assert neighbours(2, "Ah") == {"An1", "As1"}
    assert neighbours(2, "An1") == {"Ah", "An2"}
    assert neighbours(2, "As1") == {"Ah", "As2"}


@pytest.mark.parametrize(("players", "last"), [(2, "D"), (3, "E"), (4, "F")])
def test_the_last_head_seat_touches_the_last_seats_of_both_rows(players: int, last: str) -> None:
    assert neighbours(players, f"{last}h") == {f"{last}n3", f"{last}s3"}
    assert neighbours(players, f"{last}n3") == {f"{last}n2", f"{last}h"}
    assert neighbours(players, f"{last}s3") == {f"{last}s2", f"{last}h"}


@pytest.mark.parametrize(("players", "last"), [(2, "Dh"), (3, "Eh"), (4, "Fh")])
def test_the_two_head_seats_are_opposite_each_other(players: int, last: str) -> None:
    assert opposite(players, "Ah") == last
    assert opposite(players, last) == "Ah"


def test_north_and_south_seats_of_a_tile_face_each_other() -> None:
    for tile in "ABCD":
        for pos in "123":
            assert opposite(2, f"{tile}n{pos}") == f"{tile}s{pos}"
            assert opposite(2, f"{tile}s{pos}") == f"{tile}n{pos}"


def test_a_seat_belongs_to_its_tile() -> None:
    table = layout(3)
    assert [table.tile(s) for s in ("Ah", "An3", "Bn1", "Cs2", "Eh")] == ["A", "A", "B", "C", "E"]


@pytest.mark.parametrize("name", ["Eh", "Bh", "En1", "Bn4", "bn1", "B2"])
def test_a_malformed_seat_or_one_not_at_a_two_player_table_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="seat"):
        layout(2).seat(name)
