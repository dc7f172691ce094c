package wire

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// startBoard is the board at the start of a standard game.
func startBoard() [64]rules.Piece {
	var b [64]rules.Piece
	back := []rules.PieceType{rules.Rook, rules.Knight, rules.Bishop, rules.Queen, rules.King, rules.Bishop, rules.Knight, rules.Rook}
	for f, t := range back {
		b[f], b[56+f] = rules.NewPiece(t, rules.White), rules.NewPiece(t, rules.Black)
		b[8+f], b[48+f] = rules.NewPiece(rules.Pawn, rules.White), rules.NewPiece(rules.Pawn, rules.Black)
	}
	return b
}

// TestPictureRoundTrip: a picture written is read back the same, its
// board as FEN writes it.
func TestPictureRoundTrip(t *testing.T) {
	after := startBoard()
	after[rules.ParseSquare("e4")], after[rules.ParseSquare("e2")] = after[rules.ParseSquare("e2")], rules.NoPiece
	for _, c := range []struct {
		pic       Picture
		placement string
	}{
		{Picture{Board: startBoard(), LastFrom: rules.NoSquare, LastTo: rules.NoSquare}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{Picture{Board: after, LastFrom: rules.ParseSquare("e2"), LastTo: rules.ParseSquare("e4"), InCheck: true, Over: true,
			Moves: []string{"e4"}, FirstNumber: 1, FirstColor: rules.White,
			Clock: &Clock{White: 299500 * time.Millisecond, Black: 5 * time.Minute, Running: rules.Black}}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"},
		{Picture{Board: after, LastFrom: rules.NoSquare, LastTo: rules.NoSquare, Moves: []string{"Kd7", "O-O-O", "exf8=Q+"}, FirstNumber: 41, FirstColor: rules.Black,
			Clock: &Clock{White: time.Hour, Running: rules.NoColor, Paused: true}}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"},
	} {
		line := c.pic.Line()
		kind, fields := Split(line)
		if kind != KindPicture || fields[0] != c.placement {
			t.Errorf("%q: the kind or board is not %q", line, c.placement)
		}
		got, err := ParsePicture(fields)
		if err != nil || !reflect.DeepEqual(got, c.pic) {
			t.Errorf("%q: read back %+v %v, want %+v", line, got, err, c.pic)
		}
	}
	// A newer host's fields and flags are left.
	kind, fields := Split(strings.TrimSuffix(Picture{Board: startBoard(), LastFrom: rules.NoSquare, LastTo: rules.NoSquare}.Line(), "\n") + "\tmore")
	fields[2] = "check,glow"
	if got, err := ParsePicture(fields); kind != KindPicture || err != nil || !got.InCheck {
		t.Errorf("a newer host's picture: %+v %v", got, err)
	}
}

// TestPictureRefused: what a joiner cannot draw safely is refused whole.
func TestPictureRefused(t *testing.T) {
	good := []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "e2e4", "", "1 white", "e4", "300000 300000 black"}
	for _, c := range []struct {
		field int
		value string
	}{
		{0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP"},
		{0, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR"},
		{0, "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{0, "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{0, "rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{0, "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR1"},
		{1, "e2e9"}, {1, "e2"}, {1, "e2e4e5"},
		{3, ""}, {3, "0 white"}, {3, "1 red"}, {3, "x white"}, {3, "99999 black"},
		{4, "e4  e5"}, {4, "e4 \x1b[2J"}, {4, "Nf3xxxxxxxxxxxxx"},
		{5, "300000 300000"}, {5, "-1 300000 white"}, {5, "300000 300000 red"}, {5, "300000 300000 white stopped"},
		{5, "99999999999999 1 white"},
	} {
		fields := append([]string(nil), good...)
		fields[c.field] = c.value
		if _, err := ParsePicture(fields); !errors.Is(err, ErrFormat) {
			t.Errorf("field %d %q: got %v, want ErrFormat", c.field, c.value, err)
		}
	}
	if _, err := ParsePicture(good); err != nil {
		t.Errorf("the good picture is refused: %v", err)
	}
	if _, err := ParsePicture(good[:5]); !errors.Is(err, ErrFormat) {
		t.Errorf("five fields: got %v, want ErrFormat", err)
	}
}
