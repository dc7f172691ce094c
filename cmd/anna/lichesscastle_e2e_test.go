package main

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pgncheck"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// resumeGame starts anna lichess, starts the game spec on the fake (as a
// game begun elsewhere) and resumes it at the keyboard.
func resumeGame(t *testing.T, srv *lichesstest.Server, spec lichesstest.GameSpec) (*lichessRun, string) {
	t.Helper()
	a := startLichess(t, srv, nil)
	a.expect("Signed in to lichess as Bobby.")
	srv.WaitEvents(1)
	id := srv.StartGame(spec)
	a.expect("Your game against Aaron (1776) is running: type resume to play it.")
	a.typeLine("resume")
	a.expect("you play " + map[string]string{"white": "White", "black": "Black"}[spec.Color] + ".")
	return a, id
}

// TestLichessCastlingAsKingTakesRook: lichess may send castling as king
// takes rook (e1h1) in a standard game too (GameStateEvent.moves): the
// player's own castling, sent as e1g1 and listed back as e1h1, is not
// announced twice, and the opponent's e8h8 is announced as castling, once.
func TestLichessCastlingAsKingTakesRook(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := resumeGame(t, srv, lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute,
		Inc: 10 * time.Second, KingTakesRook: true})
	// Each move of the opponent's is heard before the player's next.
	for _, m := range [][3]string{{"e4", "e2e4"}, {"", "e7e5", "Bauer Eva fuenf"}, {"Nf3", "g1f3"}, {"", "g8f6", "Springer Felix sechs"},
		{"Bc4", "f1c4"}, {"", "f8c5", "Laeufer Cesar fuenf"}} {
		if m[0] == "" {
			srv.OpponentMove(id, m[1])
			a.expect(m[2])
			continue
		}
		a.play(srv, id, m[0], m[1])
	}
	a.play(srv, id, "O-O", "e1h1") // listed by lichess as king takes rook
	srv.OpponentMove(id, "e8g8")   // sent as e8h8
	if g := srv.GameNow(id); g.Moves[len(g.Moves)-1] != "e8h8" {
		t.Fatalf("the fake sent %v", g.Moves)
	}
	a.expect("Kurze Rochade")
	a.expect("Kurze Rochade")
	srv.OpponentResigns(id)
	a.expect("Black resigns.")
	if n := a.count("Kurze Rochade"); n != 2 {
		t.Errorf("castling said %d times, want twice (White's, Black's)", n)
	}
	a.leave()
	if got := pgncheck.ChessJSMoves(t, a.savedPath()); got != "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O" {
		t.Errorf("chess.js reads %q", got)
	}
}

// TestLichessChess960Game: a Chess960 game on lichess (start position 422,
// the king on g1 beside its rook): castling typed O-O is sent as king
// takes rook (g1h1), the opponent's g8h8 is announced as castling, and the
// scoresheet has Variant, SetUp and FEN, which chessops and pgn-extract
// replay.
func TestLichessChess960Game(t *testing.T) {
	srv := lichesstest.New(t)
	fen := "rnbqnbkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQNBKR w KQkq - 0 1"
	a, id := resumeGame(t, srv, lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute,
		Inc: 10 * time.Second, Chess960: true, FEN: fen})
	a.play(srv, id, "e3", "e2e3")
	srv.OpponentMove(id, "e7e6")
	a.expect("Bauer Eva sechs")
	a.play(srv, id, "Bd3", "f1d3")
	srv.OpponentMove(id, "f8d6")
	a.expect("Laeufer David sechs")
	a.play(srv, id, "O-O", "g1h1")
	srv.OpponentMove(id, "g8h8")
	a.expect("Kurze Rochade")
	a.expect("Kurze Rochade")
	srv.OpponentResigns(id)
	a.expect("Black resigns.")
	a.leave()
	data, pgn := a.savedGame(), a.savedPath() // savedGame: pgn-extract reads it without a complaint
	for _, tag := range []string{`[Variant "Chess960"]`, `[SetUp "1"]`, `[FEN "` + fen + `"]`, `[Event "Casual chess960 game"]`, "3. O-O", "3... O-O"} {
		if !strings.Contains(data, tag) {
			t.Errorf("the scoresheet lacks %s:\n%s", tag, data)
		}
	}
	if got := pgncheck.ChessopsMoves(t, pgn); !strings.HasPrefix(got, "Chess960: e3 e6 Bd3 Bd6 O-O O-O | rnbqnrk1/pppp1ppp/3bp3/8/8/3BP3/PPPP1PPP/RNBQNRK1 w") {
		t.Errorf("chessops reads %q", got)
	}
}

// TestLichessNoOutsideHelp: during a lichess game an engine's advice is
// refused, each with the reason; the questions about the board are
// answered.
func TestLichessNoOutsideHelp(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := afterE4E5(t, srv)
	for _, cmd := range []string{"hint", "eval", "analyze", "engine"} {
		a.typeLine(cmd)
		a.expect("Not during a lichess game: lichess forbids advice from an engine while the game is on. Type " + cmd + " when it is over.")
	}
	a.typeLine("where black pawns")
	a.expect("Black: Bauer")
	a.typeLine("square e5")
	a.expect("e5")
	srv.OpponentResigns(id)
	a.expect("Black resigns.")
	a.leave()
}
