package braille_test

import (
	"testing"

	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/braille/brailletest"
	"github.com/anna-chess/anna/rules"
)

// FuzzRoundTrip: a game chosen by the fuzzer's bytes (each byte picks a
// legal move, a draw offer or a note), written in a format the bytes choose
// too, reads back as its moves.
func FuzzRoundTrip(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7}, uint8(24), uint8(0), false)
	f.Add([]byte("the quick brown fox jumps over the lazy dog, again and again"), uint8(40), uint8(25), false)
	f.Add([]byte{255, 254, 253, 17, 99, 3, 200, 1, 7, 7, 7, 7}, uint8(16), uint8(12), true)
	f.Fuzz(func(t *testing.T, moves []byte, cells, lines uint8, unicode bool) {
		g := rules.NewGame()
		for _, b := range moves {
			ms := g.LegalMoves()
			if len(ms) == 0 || g.Outcome().Over() {
				break
			}
			if b%17 == 0 {
				g.OfferDraw(g.Turn())
			}
			g.Play(ms[int(b)%len(ms)])
			if b%23 == 0 {
				g.Comment("D.2.9: White's board was put back to the scoresheet (e4)")
			}
		}
		format := braille.Format{Cells: braille.MinCells + int(cells)%60, Unicode: unicode}
		if lines%3 != 0 {
			format.Lines = braille.MinLines + int(lines)%40
		}
		rec, err := braille.ReadPGN(g.PGN(rules.Header{Event: "Fuzz", White: "W", Black: "B"}))
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range []braille.Translator{nil, letters{}} {
			doc, err := braille.Render(braille.NewScore(rec, englishWords{}), format, tr)
			if err != nil {
				t.Fatal(err)
			}
			checkSame(t, "fuzz", string(doc), rec)
		}
	})
}

// FuzzReadBack: the reader takes any text without panicking, and a
// scoresheet it reads has only legal moves.
func FuzzReadBack(f *testing.F) {
	f.Add("1 E4 E5\r\n2 SF3\r\n"+"\f", rules.StartFEN)
	f.Add("⠂ ⠑⠲ ⠑⠢\n", rules.StartFEN)
	f.Add("[Event \"x\"]\n\n1. e4 {(=)} e5 *", "8/8/8/8/8/8/8/K6k w - - 0 1")
	f.Add("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 {White Nf3, Black 21... exd1=Q+ (f3, g1).} Kd7 *", rules.StartFEN)
	f.Fuzz(func(t *testing.T, doc, fen string) {
		brailletest.Moves(doc, rules.StandardChess, fen)
		braille.ParseBRF(doc)
		braille.ParseUnicode(doc)
		if rec, err := braille.ReadPGN(doc); err == nil {
			braille.Render(braille.NewScore(rec, englishWords{}), braille.Embosser, letters{})
		}
	})
}
