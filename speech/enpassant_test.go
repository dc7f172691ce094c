package speech

import (
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestEnPassantInSentences: "en passant" in a sentence is the move's own
// word, printed and said as the move says it: with Appendix D's names the
// German word and its clip in every language (German too, as one clip),
// with local names the language's word in its voice ("an pasan" in
// Serbian), in full and brief sentences alike.
func TestEnPassantInSentences(t *testing.T) {
	// d5xe6 en passant, as a move says it.
	g, err := rules.NewGameFromFEN("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	ply, err := g.Play(rules.Move{From: rules.SquareAt(3, 4), To: rules.SquareAt(4, 5)})
	if err != nil || !ply.EnPassant {
		t.Fatalf("d5xe6: %v, %+v", err, ply)
	}
	for _, l := range Langs() {
		for _, names := range []Names{AppendixNames, LocalNames} {
			for _, v := range []Verbosity{Normal, Brief} {
				b := Phrasebook{Lang: l, Names: names, Verbosity: v}
				want := b.names().enPassant
				if names == AppendixNames && !slices.Equal(want.Clips, []string{"de/en-passant"}) {
					t.Fatalf("Appendix D's en passant is %v, want the German clip", want.Clips)
				}
				says := func(w Word) bool { // its clips, and a pause after them at most
					return len(w.Clips) >= len(want.Clips) && slices.Equal(w.Clips[:len(want.Clips)], want.Clips) &&
						len(w.Clips) <= len(want.Clips)+1
				}
				move := b.move(ply)
				if !slices.ContainsFunc(move.Words, says) {
					t.Errorf("%s %v: the move %q does not say %v", l, names, move.Text(), want.Clips)
				}
				sentence := b.say(msgNotEnPassant)
				i := slices.IndexFunc(sentence.Words, says)
				if i < 0 || !strings.HasPrefix(sentence.Words[i].Text, want.Text) {
					t.Errorf("%s %v %v: %q says %v, want %q said %v as in the move", l, names, v, sentence.Text(), sentence.Words, want.Text, want.Clips)
				}
			}
		}
	}
}
