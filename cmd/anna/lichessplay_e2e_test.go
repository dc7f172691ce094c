package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/internal/pgncheck"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// seekGame starts anna lichess with a 15+10 seek and pairs it: the
// player plays color against Aaron. It returns the game's id.
func seekGame(t *testing.T, srv *lichesstest.Server, color string, args ...string) (*lichessRun, string) {
	t.Helper()
	a := startLichess(t, srv, nil, append([]string{"--seek", "15+10"}, args...)...)
	a.expect("Seeking a game, casual, 15+10.")
	srv.WaitSeek()
	id := srv.PairSeek(aaron, color)
	a.expect("Game against Aaron (1776), casual, 15+10: you play " + map[string]string{"white": "White", "black": "Black"}[color] + ".")
	return a, id
}

// play types the player's move and waits until the server has it.
func (r *lichessRun) play(srv *lichesstest.Server, id, typed, uci string) {
	r.t.Helper()
	r.typeLine(typed)
	srv.WaitGame(id, uci, func(g lichesstest.Game) bool { return len(g.Moves) > 0 && g.Moves[len(g.Moves)-1] == uci })
}

// count is how many lines written so far are what.
func (r *lichessRun) count(what string) int {
	n := 0
	for _, l := range r.all() {
		if l == what {
			n++
		}
	}
	return n
}

// leave quits the game (back to the lobby) and anna.
func (r *lichessRun) leave() {
	r.t.Helper()
	r.typeLine("quit")
	r.expect("Type seek and a time control")
	r.typeLine("quit")
	if code := r.wait(); code != 0 {
		r.t.Errorf("status %d", code)
	}
}

// savedGame is the PGN of the one game anna saved, read by pgn-extract
// without a complaint.
func (r *lichessRun) savedGame() string {
	r.t.Helper()
	files, _ := filepath.Glob(filepath.Join(r.home, ".local", "share", "anna", "games", "*.pgn"))
	if len(files) != 1 {
		r.t.Fatalf("saved games: %v", files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		r.t.Fatal(err)
	}
	out, _ := exec.Command(pgncheck.PGNExtract(r.t), "-r", files[0]).CombinedOutput()
	if report := string(out); !strings.Contains(report, "1 game matched out of 1.") || strings.Contains(report, "Line number") {
		r.t.Errorf("pgn-extract reports:\n%s\non\n%s", report, b)
	}
	return string(b)
}

// TestLichessGameAsWhite: a whole game at the keyboard as White: the
// player's moves typed in several forms are sent in UCI, each of the
// opponent's moves is announced once in Appendix D words, the clock
// answers from the server's times, the mate ends the game, and the PGN
// is saved with the game's address and both ratings.
func TestLichessGameAsWhite(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.expect("New game. 1. White to move")
	a.play(srv, id, "e4", "e2e4")
	a.expect("Bauer Eva vier")
	srv.OpponentMove(id, "e7e5")
	a.expect("Bauer Eva fuenf")
	a.play(srv, id, "Läufer Cäsar vier", "f1c4")
	srv.OpponentMove(id, "b8c6")
	a.expect("Springer Cesar sechs")
	a.typeLine("clock")
	a.expect("White 15 minutes 10 seconds, Black 15 minutes 10 seconds, 2 moves")
	a.play(srv, id, "d1h5", "d1h5")
	srv.OpponentMove(id, "g8f6")
	a.expect("Springer Felix sechs")
	a.typeLine("where black knights")
	a.expect("Black: Springer Cesar sechs, Felix sechs")
	a.play(srv, id, "Qxf7", "h5f7")
	a.expect("Checkmate. White wins, 1 – 0.")
	srv.WaitGame(id, "the mate", func(g lichesstest.Game) bool { return g.Status == "mate" })
	for _, m := range []string{"Bauer Eva fuenf", "Springer Cesar sechs", "Springer Felix sechs"} {
		if n := a.count(m); n != 1 {
			t.Errorf("%q said %d times, want once", m, n)
		}
	}
	a.leave()
	pgn := a.savedGame()
	for _, want := range []string{`[Site "` + srv.URL + "/" + id + `"]`, `[White "Bobby"]`, `[Black "Aaron"]`, `[WhiteElo "1678"]`,
		`[BlackElo "1776"]`, `[Result "1-0"]`, `[TimeControl "900+10"]`, "4. Qxf7#"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("the PGN has no %s:\n%s", want, pgn)
		}
	}
	if strings.Count(pgn, "[TimeControl") != 1 {
		t.Errorf("TimeControl twice:\n%s", pgn)
	}
}

// TestLichessGameAsBlack: as Black, the opponent's first move comes
// before the player's; the opponent resigns, and the end is said with
// its reason.
func TestLichessGameAsBlack(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "black")
	srv.OpponentMove(id, "d2d4")
	a.expect("Bauer David vier")
	a.play(srv, id, "Springer Felix sechs", "g8f6")
	srv.OpponentMove(id, "c2c4")
	a.expect("Bauer Cesar vier")
	a.play(srv, id, "e6", "e7e6")
	srv.OpponentResigns(id)
	a.expect("White resigns. Black wins, 0 – 1.")
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, "1. d4 Nf6 2. c4") || !strings.Contains(pgn, "2... e6") {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// opening plays 1. e4 e5 as White.
func (r *lichessRun) opening(srv *lichesstest.Server, id string) {
	r.t.Helper()
	r.play(srv, id, "e4", "e2e4")
	srv.OpponentMove(id, "e7e5")
	r.expect("Bauer Eva fuenf")
}

// TestLichessPlayerResigns: resign asks first, then goes to lichess, and
// the end is said when lichess has it.
func TestLichessPlayerResigns(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.opening(srv, id)
	a.typeLine("resign")
	a.expect("Do you really resign? Type yes to confirm.")
	if g := srv.GameNow(id); g.Status != "started" {
		t.Errorf("resigned before yes: %s", g.Status)
	}
	a.typeLine("yes")
	a.expect("White resigns. Black wins, 0 – 1.")
	srv.WaitGame(id, "the resignation", func(g lichesstest.Game) bool { return g.Status == "resign" && g.Winner == "black" })
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, "White resigns") {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// TestLichessDrawOfferedByPlayer: draw offers a draw on lichess, said sent
// when lichess has it; the opponent accepts, and the game is drawn by
// agreement.
func TestLichessDrawOfferedByPlayer(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.opening(srv, id)
	a.typeLine("draw")
	a.expect("Draw offer sent.")
	srv.WaitGame(id, "White's offer", func(g lichesstest.Game) bool { return g.Offers[0] })
	srv.OpponentOffersDraw(id)
	a.expect("Draw by agreement.")
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "1/2-1/2"]`) {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// TestLichessDrawOfferedByOpponent: the opponent's offer is said with
// what to type; decline declines it on lichess, accept accepts the next.
func TestLichessDrawOfferedByOpponent(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "black")
	srv.OpponentMove(id, "e2e4")
	a.expect("Bauer Eva vier")
	a.play(srv, id, "c5", "c7c5")
	srv.OpponentOffersDraw(id)
	a.expect("White offers a draw: type accept or decline.")
	a.typeLine("decline")
	a.expect("Draw offer declined.")
	srv.WaitGame(id, "the offer declined", func(g lichesstest.Game) bool { return !g.Offers[0] })
	a.typeLine("accept")
	a.expect("There is no draw offer to accept.")
	srv.OpponentOffersDraw(id)
	a.expect("White offers a draw: type accept or decline.")
	a.typeLine("accept")
	a.expect("Draw by agreement.")
	srv.WaitGame(id, "the draw", func(g lichesstest.Game) bool { return g.Status == "draw" })
	a.leave()
}

// TestLichessFlag: lichess says a flag fell; anna says so with the
// result, and never flags by its own clock.
func TestLichessFlag(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.opening(srv, id)
	a.play(srv, id, "Nf3", "g1f3")
	srv.OpponentMove(id, "b8c6")
	a.expect("Springer Cesar sechs")
	srv.Flag(id)
	a.expect("White: flag fallen, time is up. Black wins, 0 – 1.")
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "0-1"]`) || !strings.Contains(pgn, "White lost on time") {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// TestLichessTakeback: the opponent's takeback request is said; accept
// takes the moves back on lichess, and here when lichess has.
func TestLichessTakeback(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.opening(srv, id)
	a.play(srv, id, "Nf3", "g1f3")
	srv.OpponentProposesTakeback(id)
	a.expect("Black asks to take back a move: type accept or decline.")
	a.typeLine("accept")
	a.expect("Taken back: Black, Bauer Eva fuenf; White, Springer Felix drei.")
	srv.WaitGame(id, "the takeback", func(g lichesstest.Game) bool { return len(g.Moves) == 1 })
	srv.OpponentMove(id, "c7c5")
	a.expect("Bauer Cesar fuenf")
	a.play(srv, id, "Nf3", "g1f3")
	a.typeLine("moves")
	a.expect("Moves: 1. Bauer Eva vier, Bauer Cesar fuenf. 2. Springer Felix drei")
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, "1. e4 c5 2. Nf3") {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// TestLichessAbort: before both sides have moved, abort aborts the game
// on lichess; it ends without a result.
func TestLichessAbort(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.play(srv, id, "e4", "e2e4")
	a.typeLine("abort")
	a.expect("The game is aborted, without a result.")
	srv.WaitGame(id, "aborted", func(g lichesstest.Game) bool { return g.Status == "aborted" })
	a.leave()
	if pgn := a.savedGame(); !strings.Contains(pgn, `[Result "*"]`) {
		t.Errorf("the PGN:\n%s", pgn)
	}
}

// TestLichessOpponentLeaves: the opponent gone is said with the seconds
// to a claim; claim waits until lichess allows it, then wins.
func TestLichessOpponentLeaves(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.opening(srv, id)
	a.typeLine("abort")
	a.expect("A game is aborted only before both players have moved.")
	a.typeLine("claim")
	a.expect("A win is claimed only when your opponent has left the game.")
	srv.OpponentGone(id, true, 30)
	a.expect("Aaron has left the game: you may claim the win in 30 seconds.")
	a.typeLine("claim")
	a.expect("Your opponent has left the game, but the win cannot be claimed yet")
	srv.OpponentGone(id, true, 0)
	a.expect("Aaron has left the game: type claim to win, or claim draw.")
	a.typeLine("claim")
	a.expect("Black left the game. White wins, 1 – 0.")
	srv.WaitGame(id, "the claim", func(g lichesstest.Game) bool { return g.Status == "timeout" && g.Winner == "white" })
	a.leave()
}

// TestLichessChat: with --chat the opponent's lines are read, the
// player's own written with say and answered (their echo is not read
// back); without it, say says how to turn it on.
func TestLichessChat(t *testing.T) {
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white", "--chat")
	srv.OpponentSays(id, "good luck!")
	a.expect("Aaron says: good luck!")
	a.typeLine("say Thanks, you too")
	srv.WaitGame(id, "the chat line", func(g lichesstest.Game) bool { return len(g.Said) == 1 && g.Said[0] == "Thanks, you too" })
	a.expect("Sent to the chat.")
	a.play(srv, id, "e4", "e2e4")
	a.none("Bobby says")
	a.leave()

	srv = lichesstest.New(t)
	a, id = seekGame(t, srv, "white")
	srv.OpponentSays(id, "hello?")
	a.typeLine("say hi")
	a.expect("The chat is off: start anna lichess with --chat to read and write in it.")
	a.leave()
	a.none("hello?")
	if g := srv.GameNow(id); len(g.Said) != 0 {
		t.Errorf("written without --chat: %q", g.Said)
	}
}

// TestLichessAnalyzeAfterGame: an engine's advice is refused during the
// game (lichess forbids it), the procedure of the board has no place on
// lichess, and the game is analysed once it is over (stockfish).
func TestLichessAnalyzeAfterGame(t *testing.T) {
	if _, err := uci.Find(uci.DefaultCommand); err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish; scripts/test installs it as root)")
	}
	srv := lichesstest.New(t)
	a, id := seekGame(t, srv, "white")
	a.typeLine("hint")
	a.expect("Not during a lichess game: lichess forbids advice from an engine while the game is on.")
	a.typeLine("press")
	a.expect("press has no place in a game on lichess.")
	a.typeLine("pause")
	a.expect("pause has no place in a game on lichess.")
	a.play(srv, id, "f3", "f2f3")
	srv.OpponentMove(id, "e7e5")
	a.expect("Bauer Eva fuenf")
	a.play(srv, id, "g4", "g2g4")
	srv.OpponentMove(id, "d8h4")
	a.expect("Checkmate. Black wins, 0 – 1.")
	a.typeLine("analyze")
	a.expect("The engine analyses")
	a.expect("Analysis done")
	a.leave()
}

// TestLichessInATerminal: in a real terminal the game is played in the
// line view (raw mode, the prompt held), and quit gives the terminal back
// to the lobby, which reads its lines again.
func TestLichessInATerminal(t *testing.T) {
	srv := lichesstest.New(t)
	s := startShell(t, "LICHESS_TOKEN="+srv.Token+" XDG_CONFIG_HOME= XDG_DATA_HOME= "+annaBin+" lichess --no-audio --lichess-url "+srv.URL+" --seek 15+10")
	s.waitFor("Seeking a game, casual, 15+10.")
	srv.WaitSeek()
	id := srv.PairSeek(aaron, "white")
	s.waitFor("1. White to move:")
	s.typeLine("e4")
	srv.WaitGame(id, "e2e4", func(g lichesstest.Game) bool { return len(g.Moves) == 1 })
	srv.OpponentMove(id, "e7e5")
	s.waitFor("Bauer Eva fuenf")
	s.typeLine("quit")
	s.waitFor("Your game against Aaron (1776) is running: type resume to play it.")
	s.typeLine("resume")
	s.waitFor("2. White to move:")
	s.waitFor("The match is resumed.")
	s.typeLine("Springer Felix drei")
	srv.WaitGame(id, "g1f3", func(g lichesstest.Game) bool { return len(g.Moves) == 3 })
	s.typeLine("quit")
	for deadline := time.Now().Add(10 * time.Second); strings.Count(s.screen(), "is running: type resume to play it.") < 2; {
		if time.Now().After(deadline) {
			t.Fatalf("the game left again was not offered to resume:\n%s", s.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.typeLine("quit")
	s.waitFor("EXITED 0")
	files, _ := filepath.Glob(filepath.Join(s.home, ".local", "share", "anna", "games", "*.pgn"))
	if len(files) != 1 {
		t.Fatalf("the game resumed is kept in %v, want one file", files)
	}
	if b, _ := os.ReadFile(files[0]); !strings.Contains(string(b), "1. e4 e5 2. Nf3") {
		t.Errorf("the scoresheet:\n%s", b)
	}
}
