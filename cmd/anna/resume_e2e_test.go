package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/corentings/chess/v2"
)

var resumedRE = regexp.MustCompile(`The match is resumed\. (\d+)\. (White|Black) to move`)

// TestKill9AtRandomMomentsAndResume plays a real game through anna,
// killing it with kill -9 at random moments and resuming it each time: in
// the end the scoresheet holds the whole game, every move announced before
// a kill included.
func TestKill9AtRandomMomentsAndResume(t *testing.T) {
	game := masterGames(t)[0] // the Opera game, 33 moves
	ps := plies(t, game)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	r := rand.New(rand.NewPCG(7, 7))
	next := 0
	for round := 0; next < len(ps); round++ {
		if round > 40 {
			t.Fatal("too many rounds")
		}
		args := []string{"--no-audio", "--pgn", pgn, "--time", "90+30", "--clock-announce", "off"}
		if round > 0 {
			args = append([]string{"resume"}, args...)
		}
		cmd := exec.Command(annaBin, args...)
		cmd.Env = append(os.Environ(), homeEnv(dir)...)
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		for lines.Scan() && !strings.Contains(lines.Text(), "to move") {
		}
		if round > 0 {
			// The resumed match holds at least every move of the
			// scoresheet read after the kill: resuming takes nothing back.
			m := resumedRE.FindStringSubmatch(lines.Text())
			if m == nil {
				t.Fatalf("round %d: not a resumed match: %q", round, lines.Text())
			}
			n, _ := strconv.Atoi(m[1])
			resumed := 2 * (n - 1)
			if m[2] == "Black" {
				resumed++
			}
			if resumed < next {
				t.Fatalf("round %d: the scoresheet had %d moves, the resumed match %d", round, next, resumed)
			}
			next = resumed
		}
		// Play a few moves, then kill at a random moment: between moves,
		// or right after sending one.
		for k := 1 + r.IntN(5); k > 0 && next < len(ps); k-- {
			fmt.Fprintln(stdin, ps[next].SAN)
			if k == 1 && r.IntN(2) == 0 {
				time.Sleep(time.Duration(r.IntN(3000)) * time.Microsecond)
				break // killed while the move may be on its way
			}
			for lines.Scan() {
				echo := strings.HasSuffix(lines.Text(), ": "+ps[next].SAN) // the prompt and the move read
				if strings.Contains(lines.Text(), "Checkmate") || !echo && !strings.HasPrefix(lines.Text(), "  ") {
					break
				}
			}
			next++
		}
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		// Whatever was completed is on the scoresheet; go on from there.
		data, err := os.ReadFile(pgn)
		if err != nil {
			t.Fatal(err)
		}
		g, err := chess.NewScanner(bytes.NewReader(data)).ParseNext()
		if err != nil {
			t.Fatalf("round %d: the scoresheet does not parse: %v\n%s", round, err, data)
		}
		done := len(g.Moves())
		if done < next {
			t.Fatalf("round %d: %d moves were announced, the scoresheet has %d\n%s", round, next, done, data)
		}
		next = done
		if g.Outcome() != chess.NoOutcome && done == len(ps) {
			break
		}
	}
	data, _ := os.ReadFile(pgn)
	g, _ := chess.NewScanner(bytes.NewReader(data)).ParseNext()
	if g.Position().String() != game.Position().String() || !strings.Contains(string(data), "1-0") {
		t.Errorf("the game was not completed:\n%s", data)
	}
}

// TestAdjournAndResume seals a move, ends the session, and resumes: the
// envelope is opened and the sealed move played with the times of the
// adjournment.
func TestAdjournAndResume(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	out, errOut, code := runAnnaIn(t, dir, "e4\ne5\nadjourn\nSpringer Felix drei\nNc3\nquit\n", "--no-audio", "--pgn", pgn, "--time", "90+30", "--white", "Anna", "--black", "Bella")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Adjournment: White seals the next move.", "White has sealed move 2. The game is adjourned", "The game is adjourned; anna resume continues it."} {
		if !strings.Contains(out, want) {
			t.Errorf("transcript lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Springer Felix drei") {
		t.Errorf("the sealed move was shown:\n%s", out)
	}
	out, errOut, code = runAnnaIn(t, dir, "moves\n", "resume", "--no-audio", "--pgn", pgn)
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	for _, want := range []string{"The match is resumed.", "The envelope is opened. Sealed move of White: Springer Felix drei", "Moves: 1. Bauer Eva vier, Bauer Eva fuenf. 2. Springer Felix drei"} {
		if !strings.Contains(out, want) {
			t.Errorf("transcript lacks %q:\n%s", want, out)
		}
	}
}

// runAnnaIn runs anna with HOME in dir, so that anna resume finds what
// an earlier run left there.
func runAnnaIn(t *testing.T, dir, input string, args ...string) (string, string, int) {
	t.Helper()
	return runAnnaEnv(t, dir, nil, input, args...)
}

// stateFields is a state file's JSON as a map, for a test to change.
func stateFields(t *testing.T, data []byte) map[string]any {
	t.Helper()
	var st map[string]any
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatalf("the state file: %v\n%.300s", err, data)
	}
	return st
}

// playedMatch is a match of one move, left unfinished in dir: its
// scoresheet pgn and its state beside it.
func playedMatch(t *testing.T) (dir, pgn string) {
	t.Helper()
	dir = t.TempDir()
	pgn = filepath.Join(dir, "g.pgn")
	if _, errOut, code := runAnnaIn(t, dir, "e4\nquit\n", "--no-audio", "--pgn", pgn); code != 0 {
		t.Fatalf("the game: %d %s", code, errOut)
	}
	return dir, pgn
}
