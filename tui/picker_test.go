package tui

import (
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

func TestPicker(t *testing.T) {
	var board [64]rules.Piece
	board[rules.ParseSquare("e2")] = rules.NewPiece(rules.Pawn, rules.White)
	board[rules.ParseSquare("d7")] = rules.NewPiece(rules.Pawn, rules.Black)
	p := newPicker()
	p.at = rules.ParseSquare("e3")
	if move, hint := p.enter(&board, speech.Phrasebook{}); move != "" || hint != "Nothing stands on e3." {
		t.Errorf("empty square: got %q, %q", move, hint)
	}
	p.step(0, -1, false)
	p.enter(&board, speech.Phrasebook{})
	p.enter(&board, speech.Phrasebook{}) // Enter on the picked square drops it
	if p.from != rules.NoSquare {
		t.Error("Enter on the picked square did not drop it")
	}
	p.enter(&board, speech.Phrasebook{})
	p.step(0, 1, false)
	p.step(0, 1, false)
	if move, _ := p.enter(&board, speech.Phrasebook{}); move != "e2e4" {
		t.Errorf("got %q, want e2e4", move)
	}
	// From Black's side up is towards rank 1 and right towards the a-file.
	p.at = rules.ParseSquare("d7")
	p.enter(&board, speech.Phrasebook{})
	for range 6 {
		p.step(1, 1, true)
	}
	if p.at != rules.ParseSquare("a4") {
		t.Errorf("from Black's side: got %v, want a4 (stopped at the edge)", p.at)
	}
	p.at = rules.ParseSquare("d1")
	if move, _ := p.enter(&board, speech.Phrasebook{}); move != "" || p.promote != p.at {
		t.Errorf("a pawn on the last rank did not ask for its piece (%q)", move)
	}
	if move, _ := p.enter(&board, speech.Phrasebook{}); move != "d7d1q" {
		t.Errorf("Enter at the promotion: got %q, want d7d1q", move)
	}
	p.cancel()
	if p.on {
		t.Error("cancel with nothing picked did not hide the cursor")
	}
}
