package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// liveAnna is the binary running with a pipe for input, read line by line
// with the time each line arrived.
type liveAnna struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan timedLine
}

type timedLine struct {
	text string
	at   time.Time
}

func startAnna(t *testing.T, args ...string) *liveAnna {
	t.Helper()
	home := t.TempDir()
	cmd := exec.Command(annaBin, append([]string{"--no-audio", "--pgn", filepath.Join(home, "g.pgn")}, args...)...)
	cmd.Env = append(os.Environ(), "HOME="+home)
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	a := &liveAnna{t: t, cmd: cmd, in: in, lines: make(chan timedLine, 100)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			a.lines <- timedLine{sc.Text(), time.Now()}
		}
		close(a.lines)
	}()
	t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
	return a
}

func (a *liveAnna) send(line string) { fmt.Fprintln(a.in, line) }

// expect waits for a line containing text and returns it.
func (a *liveAnna) expect(text string) timedLine {
	a.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-a.lines:
			if !ok {
				a.t.Fatalf("anna ended before saying %q", text)
			}
			if strings.Contains(l.text, text) {
				return l
			}
		case <-timeout:
			a.t.Fatalf("anna never said %q", text)
		}
	}
}

// TestFlagFallInRealTime waits for real flags to fall: the result follows
// 6.9 (a loss unless the opponent cannot mate), announced at once.
func TestFlagFallInRealTime(t *testing.T) {
	tests := []struct {
		name, fen, want string
	}{
		{"full army", "", "White: flag fallen, time is up. Black wins, 0 – 1."},
		{"bare king against a queen, the king's flag", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", "Black: flag fallen, time is up. White wins, 1 – 0."},
		{"queen against a bare king, the queen's flag", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "White: flag fallen, but Black cannot checkmate by any series of legal moves, Article 6.9. Draw."},
		{"king and knight against a bare king", "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", "Dead position, Article 5.2.2: neither player can checkmate the opponent's king by any series of legal moves. Draw."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			args := []string{"--time", "1s", "--clock-announce", "off"}
			if tt.fen != "" {
				args = append(args, "--fen", tt.fen)
			}
			a := startAnna(t, args...)
			start := a.expect("New game").at
			end := a.expect(tt.want).at
			if tt.name != "king and knight against a bare king" {
				// The clock starts just before "New game" is printed, so the
				// line may reach this test a little after the clock began.
				if late := end.Sub(start) - time.Second; late < -20*time.Millisecond || late > 300*time.Millisecond {
					t.Errorf("flag announced %v after expiry", late)
				}
			}
			a.send("e4")
			a.expect("The game is over")
		})
	}
}

var secondsRE = regexp.MustCompile(`(White|Black) ([0-9.]+) seconds?`)

// TestClockAnswerInRealTime: the clock answer after moves and pauses
// matches times measured here, within 100 ms.
func TestClockAnswerInRealTime(t *testing.T) {
	a := startAnna(t, "--time", "9s", "--clock-announce", "off")
	start := a.expect("New game").at
	time.Sleep(1200 * time.Millisecond)
	a.send("e4")
	white := 9*time.Second - a.expect("Bauer Eva vier").at.Sub(start)
	moved := time.Now()
	time.Sleep(2300 * time.Millisecond)
	a.send("clock")
	l := a.expect("White ")
	black := 9*time.Second - l.at.Sub(moved)
	m := secondsRE.FindAllStringSubmatch(l.text, -1)
	if len(m) != 2 {
		t.Fatalf("cannot read %q", l.text)
	}
	for i, want := range []time.Duration{white, black} {
		got, _ := strconv.ParseFloat(m[i][2], 64)
		if diff := time.Duration(got*float64(time.Second)) - want; diff < -100*time.Millisecond || diff > 100*time.Millisecond {
			t.Errorf("%s: anna said %s s, measured %.2f s", m[i][1], m[i][2], want.Seconds())
		}
	}
}

// TestScheduledAnnouncementsInRealTime: the countdown of the last seconds
// is spoken as the seconds pass.
func TestScheduledAnnouncementsInRealTime(t *testing.T) {
	a := startAnna(t, "--time", "3s")
	start := a.expect("New game").at
	for _, n := range []string{"2", "1"} {
		l := a.expect(n)
		want, _ := strconv.Atoi(n)
		if at := 3*time.Second - l.at.Sub(start); at > time.Duration(want)*time.Second+150*time.Millisecond || at < time.Duration(want)*time.Second-150*time.Millisecond {
			t.Errorf("%q said with %v left", n, at)
		}
	}
	a.expect("White: flag fallen")
}
