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
		{4, "e4 e5 gnp\u202e.exe"}, {4, "e4 \u009b2J"}, {4, "e4 N\xfff3"}, // a format character, C1, not UTF-8
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

// BenchmarkPicture writes and reads the picture of a game at move 100
// (200 plies on its scoresheet), as the host and a joiner do for every
// event: go test -run XXX -bench Picture ./internal/wire/
func BenchmarkPicture(b *testing.B) {
	moves := make([]string, 200)
	for i := range moves {
		moves[i] = []string{"Nf3", "Nf6", "Ng1", "exd8=Q+"}[i%4]
	}
	pic := Picture{Board: startBoard(), LastFrom: rules.ParseSquare("e2"), LastTo: rules.ParseSquare("e4"), Moves: moves,
		FirstNumber: 1, FirstColor: rules.White, Clock: &Clock{White: time.Minute, Black: time.Minute, Running: rules.White}}
	var n int
	for b.Loop() {
		line := pic.Line()
		n = len(line)
		_, fields := Split(line)
		if _, err := ParsePicture(fields); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n), "bytes")
}

// FuzzParsePicture: whatever a host sends, reading it does not panic, and
// a picture read is written back as one that reads the same.
func FuzzParsePicture(f *testing.F) {
	f.Add(Picture{Board: startBoard(), LastFrom: rules.NoSquare, LastTo: rules.NoSquare}.Line())
	f.Add("picture\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\te2e4\tcheck\t1 white\te4\t300000 299000 black paused\n")
	f.Fuzz(func(t *testing.T, line string) {
		_, fields := Split(line)
		p, err := ParsePicture(fields)
		if err != nil {
			return
		}
		_, again := Split(p.Line())
		q, err := ParsePicture(again)
		if err != nil || !reflect.DeepEqual(p, q) {
			t.Errorf("%q read as %+v, written and read again as %+v %v", line, p, q, err)
		}
	})
}
