package clips

import (
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// BenchmarkRender joins the clips of one announcement (clips already
// loaded), the step between a phrase and the speaker.
func BenchmarkRender(b *testing.B) {
	bank := NewBank()
	p := speech.Phrasebook{}.Notation().Move(rules.Ply{Piece: rules.Knight, Move: rules.Move{From: rules.SquareAt(6, 0), To: rules.SquareAt(5, 2)}, Check: true})
	bank.Render(p)
	b.ReportAllocs()
	for b.Loop() {
		if len(bank.Render(p)) == 0 {
			b.Fatal("silent")
		}
	}
}

// BenchmarkLoadClip parses one clip from the embedded bank (a new bank each
// time, so nothing is cached).
func BenchmarkLoadClip(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewBank().PCM("de/springer"); err != nil {
			b.Fatal(err)
		}
	}
}
