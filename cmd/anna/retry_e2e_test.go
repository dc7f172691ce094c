package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// retryRun is anna at the other end of a pipe, for a retry session: lines
// are typed when what they answer has been said.
type retryRun struct {
	t    *testing.T
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  lockedBuffer
	errs lockedBuffer
	read int // how much of the output the waits have passed
}

func startRetryRun(t *testing.T, dir string, args ...string) *retryRun {
	t.Helper()
	r := &retryRun{t: t, cmd: exec.Command(annaBin, args...)}
	r.cmd.Env = append(os.Environ(), homeEnv(dir)...)
	var err error
	if r.in, err = r.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.errs
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.cmd.Process.Kill(); r.cmd.Wait() })
	return r
}

// wait returns the first line after what was read that matches re, and
// reads past it; the analysis takes its time on a loaded machine.
func (r *retryRun) wait(re string) []string {
	r.t.Helper()
	rx := regexp.MustCompile(re)
	deadline := time.Now().Add(3 * time.Minute)
	for {
		out := r.out.String()
		if loc := rx.FindStringSubmatchIndex(out[r.read:]); loc != nil {
			var m []string
			for i := 0; i < len(loc); i += 2 {
				m = append(m, out[r.read+loc[i]:r.read+loc[i+1]])
			}
			r.read += loc[1]
			return m
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("never said: %q\nstdout:\n%s\nstderr:\n%s", re, out, r.errs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (r *retryRun) typ(line string) { fmt.Fprintln(r.in, line) }

// TestRetryAnalyzeFile: anna analyze FILE with stockfish, then retry: each
// mistake of both sides in game order, skipped until the game's worst,
// 10.Ng5?? (enprise.pgn); Ng5 again is judged by the engine not good
// enough; the analysis's better move is good, said as the engine's best;
// retry ends after the last mistake, back in the analysis's steps, and
// quit ends anna analyze.
func TestRetryAnalyzeFile(t *testing.T) {
	needStockfish(t)
	r := startRetryRun(t, t.TempDir(), "analyze", filepath.Join(knownMistakes, "enprise.pgn"), "--no-audio", "--notation", "san")
	r.wait(`Analysis done`)
	better := r.wait(`Move 10, White: Ng5, a blunder[^\n]*Better: ([^.\n]+)\.`)[1]
	r.typ("retry")
	for {
		m := r.wait(`Move (\d+), (White|Black): you played ([^.\n]+)\. Find a better move\.`)
		if m[1] == "10" && m[2] == "White" && m[3] == "Ng5" {
			break
		}
		r.typ("skip")
	}
	r.typ("square g5")
	r.wait(`g5: empty`)
	r.typ("Ng5")
	r.wait(`Not good enough: Ng5\. Try again, or type solution\.`)
	r.typ(better)
	r.wait(`Good: ` + regexp.QuoteMeta(better) + `, the engine's best move\.`)
	for {
		m := r.wait(`(Find a better move\.|That was the last mistake; retry ended\.)`)
		if strings.HasPrefix(m[1], "That was") {
			break
		}
		r.typ("skip")
	}
	r.typ("quit")
	done := make(chan error, 1)
	go func() { done <- r.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("anna analyze: %v\n%s", err, r.errs.String())
		}
	case <-time.After(time.Minute):
		t.Fatalf("quit did not end anna analyze:\n%s", r.out.String())
	}
}

// TestRetryAfterGame: a short game against stockfish at level 1 in which
// White leaves the queen to Black's rook (1.Kf2??), resigns; analyze names
// the blunder (next says it), and retry takes White to the position
// before it (White's own mistakes only): Kf2 again is not good enough,
// the engine's best is.
func TestRetryAfterGame(t *testing.T) {
	needStockfish(t)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	r := startRetryRun(t, dir, "--no-audio", "--engine", "stockfish", "--level", "1", "--notation", "san",
		"--fen", "3rk3/8/8/8/8/8/8/3QK3 w - - 0 1", "--pgn", pgn)
	r.wait(`The engine plays Black`)
	r.typ("Kf2")
	deadline := time.Now().Add(time.Minute)
	for g := readSheet(pgn); g == nil || len(g.Moves()) < 2; g = readSheet(pgn) {
		if time.Now().After(deadline) {
			t.Fatalf("the engine did not answer 1.Kf2:\n%s", r.out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	r.typ("resign")
	r.typ("yes")
	r.wait(`Type analyze`)
	r.typ("retry")
	r.wait(`Type analyze first`)
	r.typ("analyze")
	r.wait(`Analysis done`)
	r.typ("next")
	better := r.wait(`Move 1, White: Kf2, a blunder[^\n]*Better: ([^.\n]+)\.`)[1]
	r.typ("retry")
	r.wait(`Move 1, White: you played Kf2\. Find a better move\.`)
	r.typ("Kf2")
	r.wait(`Not good enough: Kf2\.`)
	r.typ(better)
	r.wait(`Good: ` + regexp.QuoteMeta(better) + `, the engine's best move\.`)
	r.wait(`That was the last mistake; retry ended\.`)
	if strings.Contains(r.out.String(), "Black: you played") {
		t.Errorf("the engine's own moves were retried:\n%s", r.out.String())
	}
	r.typ("quit")
	r.in.Close()
}
