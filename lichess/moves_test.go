package lichess

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestSyncMoves: anna's game against the server's list (testdata/sync.tsv):
// nothing twice after a reopened stream, nothing lost after missed ones,
// a takeback as fewer moves, castling in either form, Chess960.
func TestSyncMoves(t *testing.T) {
	for _, row := range readTSV(t, "sync.tsv") {
		if len(row) != 8 {
			t.Fatalf("sync.tsv: %q has %d columns, want 8", row[0], len(row))
		}
		name, key, fen, have, server, back, add, wantErr := row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7]
		t.Run(name, func(t *testing.T) {
			f := GameFull{Variant: Variant{Key: key}, InitialFEN: fen}
			g, err := NewGame(f)
			if err != nil {
				if wantErr == "" || !strings.Contains(err.Error(), wantErr) {
					t.Fatalf("NewGame: %v, want %q", err, wantErr)
				}
				return
			}
			g.PlayOn()
			for _, uci := range strings.Fields(have) {
				m, err := ReadMove(g, uci)
				if err != nil {
					t.Fatalf("anna's move %s: %v", uci, err)
				}
				if _, err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				g.PlayOn() // as an online game: lichess ends it
			}
			before := g.FEN()
			s, err := SyncMoves(g, server)
			if g.FEN() != before || len(g.Plies()) != len(strings.Fields(have)) {
				t.Errorf("SyncMoves changed the game")
			}
			if wantErr != "" {
				if err == nil || !errors.Is(err, ErrServerMove) || !strings.Contains(err.Error(), wantErr) {
					t.Fatalf("got %v, want an ErrServerMove saying %q", err, wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strconv.Itoa(s.Back) + "|" + moveList(s.Add); got != back+"|"+add {
				t.Errorf("got back %d, add %q; want back %s, add %q", s.Back, moveList(s.Add), back, add)
			}
			if s.Same() != (back == "0" && add == "") {
				t.Errorf("Same() is %v", s.Same())
			}
			// Carried out, the sync leaves anna's game as the server's.
			if err := g.TakeBack(s.Back); err != nil {
				t.Fatal(err)
			}
			g.PlayOn()
			for _, m := range s.Add {
				if _, err := g.Play(m); err != nil {
					t.Fatalf("playing %s: %v", m, err)
				}
				g.PlayOn()
			}
			again, err := SyncMoves(g, server)
			if err != nil || !again.Same() {
				t.Errorf("after the sync, a second one says %+v, %v", again, err)
			}
		})
	}
}

func moveList(ms []rules.Move) string {
	var words []string
	for _, m := range ms {
		words = append(words, m.String())
	}
	return strings.Join(words, " ")
}

// TestSyncMovesBounded: a list longer than any game (MaxPlies) is not
// followed, and cheaply: a hostile server's megabyte of moves took 35 s.
func TestSyncMovesBounded(t *testing.T) {
	knights := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	moves := make([]string, MaxPlies+1)
	for i := range moves {
		moves[i] = knights[i%4]
	}
	if _, err := SyncMoves(rules.NewGame(), strings.Join(moves, " ")); !errors.Is(err, ErrServerMove) {
		t.Errorf("%d half-moves: %v, want ErrServerMove", len(moves), err)
	}
	if _, err := ReadMove(rules.NewGame(), strings.Repeat("x", 1<<20)); err == nil || len(err.Error()) > 200 {
		t.Errorf("a word of a megabyte: %.200v", err)
	}
}
