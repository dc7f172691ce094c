package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// The daily puzzle of lichess's spec (examples/puzzles-getDailyPuzzle):
// Black took on e4 with the bishop; White wins the queen with Qxd3 Bxd3
// Rxe5. A wrong move first (Qxc6+), then the line, in Appendix D's words.
const dailyLine = "Dame Cesar sechs\nDame David drei\nTurm Eva fünf\n"

// runLichessPuzzle runs anna lichess puzzle against srv with input, with
// token as LICHESS_TOKEN ("" for none).
func runLichessPuzzle(t *testing.T, srv *lichesstest.Server, token, input string) (string, string, int) {
	t.Helper()
	return runAnnaEnv(t, t.TempDir(), []string{"LICHESS_TOKEN=" + token}, input,
		"lichess", "puzzle", "--no-audio", "--lichess-url", srv.URL)
}

// wantLines fails for each of want that out does not hold.
func wantLines(t *testing.T, out string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("anna did not say %q:\n%s", w, out)
		}
	}
}

// TestLichessPuzzle: through the binary, the daily puzzle solved with a
// wrong then the right moves, its result sent to lichess (the fake
// records it) and lichess's rating said with its change; then the next
// puzzle lichess picks, solved, its result sent too. anna's own rating
// file is not written.
func TestLichessPuzzle(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read,puzzle:write")
	input := dailyLine + "next\nsolution\nquit\n"
	out, errOut, code := runLichessPuzzle(t, srv, srv.Token, input)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	wantLines(t, out,
		"Puzzles from lichess, rated by lichess: puzzle rating 1500.",
		"Puzzle 1, rated 1869. Black played Laeufer schlägt Eva vier. White to move.",
		"Not the move.",
		"Right: Dame schlägt David drei. Black plays Laeufer schlägt David drei.",
		"Solved: Turm schlägt Eva fuenf.",
		"Puzzle 2, rated",
		"Solution: ",
		"Goodbye.")
	if strings.Contains(out, "This token may not") {
		t.Errorf("a token with puzzle:write was said to lack it:\n%s", out)
	}
	results := srv.PuzzleResults()
	if len(results) != 2 || results[0].ID != "IFy4T" || results[0].Win || results[0].Angle != "mix" || results[1].Win {
		t.Fatalf("lichess was sent %+v, want the daily puzzle (IFy4T) lost (a wrong move first), then the next lost (the solution shown)", results)
	}
	// The rating said is lichess's (the fake rates as lila does): after
	// the second result, the fake's own.
	rating := srv.PuzzleRating()
	if !strings.Contains(out, "Puzzle rating 1411, down 89.") {
		t.Errorf("lichess's rating after the daily puzzle, lost from 1500, was not said:\n%s", out)
	}
	if r := int(rating.Rating + 0.5); !strings.Contains(out, "Puzzle rating "+strconv.Itoa(r)+",") {
		t.Errorf("lichess's rating %d was not said:\n%s", r, out)
	}
}

// TestLichessPuzzleWithoutScope: a token without puzzle:write: anna says
// so once, plays on, and sends nothing; the rating said is the account's.
func TestLichessPuzzleWithoutScope(t *testing.T) {
	srv := lichesstest.New(t)
	out, errOut, code := runLichessPuzzle(t, srv, srv.Token, dailyLine+"next\nsolution\nquit\n")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	wantLines(t, out,
		"This token may not send puzzle results: lichess does not rate them.",
		"Not the move.",
		"Solved: Turm schlägt Eva fuenf.",
		"Puzzle rating 1500.",
		"Puzzle 2, rated")
	if n := strings.Count(out, "This token may not"); n != 1 {
		t.Errorf("the missing scope was said %d times, want once:\n%s", n, out)
	}
	if r := srv.PuzzleResults(); len(r) != 0 {
		t.Errorf("results were sent without the scope: %+v", r)
	}
}

// TestLichessPuzzleWithoutToken: the daily puzzle needs no token; the
// next says why it cannot be had, and no rating is said.
func TestLichessPuzzleWithoutToken(t *testing.T) {
	srv := lichesstest.New(t)
	out, errOut, code := runLichessPuzzle(t, srv, "", dailyLine+"next\n")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	wantLines(t, out, "Puzzle 1, rated 1869.", "Solved: Turm schlägt Eva fuenf.",
		"Without a lichess token, only the daily puzzle: type anna lichess login for more.")
	if strings.Contains(out, "Puzzle rating") {
		t.Errorf("a rating was said without a token:\n%s", out)
	}
}

// TestLichessPuzzleOffline: lichess cannot be reached: a clear reason,
// printed, and anna ends at once.
func TestLichessPuzzleOffline(t *testing.T) {
	srv := lichesstest.New(t)
	url := srv.URL
	srv.Close()
	start := time.Now()
	out, errOut, code := runAnnaEnv(t, t.TempDir(), []string{"LICHESS_TOKEN="}, "", "lichess", "puzzle", "--no-audio", "--lichess-url", url)
	if code != 1 || !strings.Contains(errOut, "lichess cannot be reached") {
		t.Fatalf("exit %d after %v, stderr %q:\n%s", code, time.Since(start), errOut, out)
	}
}

// TestLichessPuzzleScreenReader: lichess's daily puzzle under fenrir, a
// wrong move, the right ones and quit: every line anna prints and every
// prompt is spoken once, verbatim, and nothing else.
func TestLichessPuzzleScreenReader(t *testing.T) {
	srv := lichesstest.New(t)
	srv.SetScopes("board:play,puzzle:read,puzzle:write")
	home := t.TempDir()
	var env strings.Builder
	for _, kv := range append(homeEnv(home), "LICHESS_TOKEN="+srv.Token) {
		k, v, _ := strings.Cut(kv, "=")
		env.WriteString(k + "='" + v + "' ")
	}
	sr := startReaderOn(t, 100, env.String(), annaBin+" lichess puzzle --no-audio --lichess-url "+srv.URL)
	sr.waitRaw("White to move: ", 15*time.Second)
	time.Sleep(time.Second)
	for _, l := range strings.Split(dailyLine+"quit", "\n") {
		sr.line(l)
	}
	sr.waitRaw("Goodbye.", 10*time.Second)
	sr.heardEveryLineOnce()
	if r := srv.PuzzleResults(); len(r) != 1 || r[0].ID != "IFy4T" {
		t.Errorf("lichess was sent %+v, want the daily puzzle's result", r)
	}
}

// TestLichessPuzzleSaysWhyNoNext: when lichess gives no next puzzle, the
// line after "No puzzle is left to set." says why, in the player's
// language, before anna ends: lichess out of reach, the token revoked,
// lichess's own answer (its refusal's message, as it gave it).
func TestLichessPuzzleSaysWhyNoNext(t *testing.T) {
	for _, c := range []struct {
		name, lang string
		fail       func(*lichesstest.Server)
		none, why  string
	}{
		{"offline", "en", func(s *lichesstest.Server) { s.Down(false) },
			"No puzzle is left to set.", "lichess cannot be reached: check the network, then type anna lichess puzzle again."},
		{"offline in German", "de", func(s *lichesstest.Server) { s.Down(false) },
			"Keine Aufgabe mehr.", "lichess ist nicht erreichbar: prüfe das Netz, dann tippe noch einmal anna lichess puzzle."},
		{"revoked", "en", func(s *lichesstest.Server) { s.Revoke() },
			"No puzzle is left to set.", "lichess refused the token: make a new one, then type anna lichess login."},
		{"refused", "sl", func(s *lichesstest.Server) { s.Fail("/api/puzzle/next", 403, 1, 0) },
			"Ni več nalog.", "lichess zavrača: Forbidden"},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := lichesstest.New(t) // a token of board:play: no result is sent
			r := startLichess(t, srv, nil, "puzzle", "--lang", c.lang)
			srv.WaitRequest("GET", "/api/puzzle/daily", 30*time.Second) // the sitting has what it needs to start
			c.fail(srv)
			for _, l := range strings.Split(dailyLine+"next", "\n") {
				r.typeLine(l)
			}
			r.expect(c.none)
			if got := r.expect(c.why); !strings.HasSuffix(got, c.why) {
				t.Errorf("why: got %q, want %q", got, c.why)
			}
			if code := r.wait(); code != 0 {
				t.Errorf("exit %d, stderr %q", code, r.stderr.String())
			}
			lines := r.all()
			for i, l := range lines {
				if strings.Contains(l, c.none) && (i+1 >= len(lines) || !strings.Contains(lines[i+1], c.why)) {
					t.Errorf("the line after %q is not why:\n%s", c.none, strings.Join(lines, "\n"))
				}
			}
			if n := strings.Count(strings.Join(lines, "\n"), c.why); n != 1 {
				t.Errorf("why said %d times, want once", n)
			}
		})
	}
}
