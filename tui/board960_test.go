package tui

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// TestBoardChess960Castling: in the board view of a Chess960 game, the
// cursor castles with the king picked and then its rook (king takes rook,
// II.3): the king lands on c1 and the rook on d1, announced as Lange
// Rochade.
func TestBoardChess960Castling(t *testing.T) {
	cfg := session.Config{FEN: "1r2k3/8/8/8/8/8/8/1R2K3 w Bb - 0 1", Variant: rules.Chess960}
	tb, c, sess := sit(t, cfg, &memoryStore{})
	tm, w := run(t, NewBoard(tb, c, true, nil))
	waitScreen(t, w, "New game", "1. White to move") // the picture given at Sit has the prompt already: wait for the start
	press(tm, tea.KeyUp)                             // the cursor on the king, e1
	press(tm, tea.KeyEnter)
	waitScreen(t, w, "e1 picked")
	press(tm, tea.KeyLeft, tea.KeyLeft, tea.KeyLeft, tea.KeyEnter) // b1, the rook
	waitScreen(t, w, "Lange Rochade", "1. Black to move")
	if got := sans(sess); got != "O-O-O" {
		t.Errorf("got moves %q, want O-O-O", got)
	}
	b := sess.Game().Board()
	if b.Piece(rules.ParseSquare("c1")) != rules.NewPiece(rules.King, rules.White) || b.Piece(rules.ParseSquare("d1")) != rules.NewPiece(rules.Rook, rules.White) {
		t.Errorf("after castling: c1 %v, d1 %v; want the king and the rook", b.Piece(rules.ParseSquare("c1")), b.Piece(rules.ParseSquare("d1")))
	}
	tm.Quit()
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
}
