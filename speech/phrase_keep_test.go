package speech

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestNamesKeptTogether: in the lines of a scoresheet and of the position,
// the words of every move, square, and piece with its square are joined
// by no-break spaces (KeptText), and nothing else is: the text is Text's
// but for them.
func TestNamesKeptTogether(t *testing.T) {
	const nb = "\u00a0"
	kept := func(p Phrase) string { return strings.ReplaceAll(p.Text(), " ", nb) }
	for _, st := range []Style{AppendixD, Long, EnglishStyle, NATO, SAN} {
		for _, l := range Langs() {
			b := Phrasebook{Lang: l, Style: st}
			for _, g := range randomGames(t, 3, uint64(len(l))) {
				moves := b.sayMoves(g.Plies())
				if got := strings.ReplaceAll(moves.KeptText(), nb, " "); got != moves.Text() {
					t.Fatalf("%s %s: KeptText is not the text: %q", l, st, got)
				}
				for _, p := range g.Plies() {
					if w := kept(b.moveWords(p, true)); !strings.Contains(moves.KeptText(), w) {
						t.Fatalf("%s %s: %q is not kept whole in %q", l, st, w, moves.KeptText())
					}
				}
				pieces := rules.Pieces(g.Board(), rules.NoColor, rules.NoPieceType)
				where := b.sayWhere(rules.NoColor, pieces)
				for _, pc := range pieces {
					if w := kept(b.saySquare(pc.Square)); !strings.Contains(where.KeptText(), w) {
						t.Fatalf("%s %s: the square %q is not kept whole in %q", l, st, w, where.KeptText())
					}
				}
				if strings.Contains(where.KeptText(), ","+nb) || strings.Contains(where.KeptText(), ";"+nb) {
					t.Fatalf("%s %s: a list item kept with the next: %q", l, st, where.KeptText())
				}
			}
		}
	}
}
