package host

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// megabyte is a line a megabyte long, as a paste sends it.
var megabyte = strings.Repeat("Springer Felix drei ", 1<<20/20)

// tooLong is the beginning of the answer to it.
const tooLong = "That line is too long and was not sent"

// TestLongLineRefused: a megabyte pasted on one line, in the lobby and in
// either view, is refused with the sentence that says why, and nothing
// of it reaches the table; the next line is taken as usual.
func TestLongLineRefused(t *testing.T) {
	f, white := serve(t, nil)
	for _, c := range []struct{ command, ready, next, answer string }{
		{"", "View (line or board): ", "line", "The line view."},
		{"black line", "You sit at the black seat.", "clock", "White"},
		{"watch board", "Type help", "e4", "Spectators may ask"},
	} {
		r, err := f.dial(f.code, c.command)
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor(c.ready)
		r.in.Write([]byte(megabyte + "\r"))
		r.waitForScreen(tooLong)
		r.typeLine(c.next)
		r.waitForScreen(c.answer)
		r.close()
	}
	if got := heard(white); strings.Contains(got, "Springer") {
		t.Errorf("White heard %q", got)
	}
}

// waitForScreen waits until the terminal's screen shows text (the board
// view draws its panel with cursor moves: the bytes do not hold the words
// in one piece).
func (r *remote) waitForScreen(text string) {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(r.screen(), text) {
		if time.Now().After(deadline) {
			r.t.Fatalf("the screen never showed %q:\n%s", text, r.screen())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// BenchmarkPastedMegabyte: a megabyte pasted on one line, into the lobby
// and into either view, from another process (only the host's own work is
// counted): the seconds of CPU the host spends on it (target: under one).
func BenchmarkPastedMegabyte(b *testing.B) {
	for _, c := range []struct{ name, command, ready, next, answer string }{
		{"lobby", "", "View (line or board): ", "line", "The line view"},
		{"line view", "watch line", "You are watching.", "e4", "Spectators"},
		{"board view", "watch board", "watching", "e4", "Spectators"},
	} {
		b.Run(c.name, func(b *testing.B) {
			var cpu []float64
			for b.Loop() {
				f := benchServe(b)
				f.t = &testing.T{}
				f.table.Start()
				child := exec.Command(os.Args[0], "-test.run=^TestPasteClient$")
				child.Env = append(os.Environ(), fmt.Sprintf("ANNA_PASTE=%s\t%s\t%s\t%s\t%s\t%s", f.srv.Addr(), f.code, c.command, c.ready, c.next, c.answer))
				stdin, _ := child.StdinPipe()
				stdout, _ := child.StdoutPipe()
				if err := child.Start(); err != nil {
					b.Fatal(err)
				}
				lines := bufio.NewScanner(stdout)
				next := func(want string) {
					for lines.Scan() && lines.Text() != want {
					}
				}
				next("ready")
				before := cpuTime()
				fmt.Fprintln(stdin, "paste")
				next("answered")
				cpu = append(cpu, (cpuTime() - before).Seconds())
				stdin.Close()
				if err := child.Wait(); err != nil {
					b.Fatalf("the client: %v", err)
				}
			}
			b.ReportMetric(slicesMax(cpu), "host-cpu-s")
		})
	}
}

func slicesMax(v []float64) float64 {
	m := 0.0
	for _, x := range v {
		m = max(m, x)
	}
	return m
}

// TestPasteClient is BenchmarkPastedMegabyte's other process: it joins,
// and on a line "paste" on its standard input pastes the megabyte, then
// types a line and waits for its answer: the host has read all of it.
func TestPasteClient(t *testing.T) {
	target := os.Getenv("ANNA_PASTE")
	if target == "" {
		t.Skip("run by BenchmarkPastedMegabyte")
	}
	parts := strings.Split(target, "\t")
	f := &fixture{t: t}
	r, err := dialLightTo(t, parts[0], f.config(gossh.Password(parts[1])), parts[2])
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor(parts[3])
	fmt.Println("ready")
	in := bufio.NewScanner(os.Stdin)
	in.Scan()
	mark := r.mark()
	r.in.Write([]byte(megabyte + "\r"))
	r.typeLine(parts[4])
	deadline := time.Now().Add(60 * time.Second)
	for text := ""; !strings.Contains(text, "too long") || !strings.Contains(text, parts[5]); text = strings.ReplaceAll(r.text()[mark:], "\r\n", " ") {
		if time.Now().After(deadline) {
			t.Fatal("no answer to the paste")
		}
		time.Sleep(5 * time.Millisecond)
	}
	fmt.Println("answered")
	in.Scan()
	r.close()
}
