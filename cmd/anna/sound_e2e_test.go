package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestSoundSurvivesPulseRestart plays a game through a real PulseAudio
// server, listened to at its sink: the first move is heard at the level
// of its clips (not at jfreymuth/pulse's default stream volume, 1/256);
// the server is killed mid-game and the line view says so once; a move
// made meanwhile is printed, and never played later; the server comes
// back, anna says so, and the next move is heard.
func TestSoundSurvivesPulseRestart(t *testing.T) {
	srv := pulsetest.Start(t)
	home := t.TempDir()
	cmd := exec.Command(annaBin, "--pgn", filepath.Join(home, "g.pgn"))
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_STATE_HOME="+home+"/state", "PULSE_SERVER="+srv.Address())
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	out := &lines{seen: make(chan struct{}, 1)}
	go out.read(stdout)

	bank := speech.NewBank()
	sess, _ := session.New(session.Config{})
	sess.Start()
	sound := func(line string) ([]int16, string) { // what anna says to a move
		for _, o := range sess.Handle(line) {
			if o.Kind == session.Say {
				return samples(bank.Render(o.Phrase)), o.Phrase.Text()
			}
		}
		t.Fatalf("%s: nothing said", line)
		return nil, ""
	}
	heard := func(want []int16, from int, within time.Duration) (hear.Match, bool) {
		deadline := time.Now().Add(within)
		for {
			m, ok := hear.Find(srv.Heard(), want, from, 0.98)
			if ok || time.Now().After(deadline) {
				return m, ok
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	e4, e4Text := sound("e4")
	out.waitFor(t, "1. White to move")
	fmt.Fprintln(stdin, "e4")
	out.waitFor(t, e4Text)
	m, ok := heard(e4, 0, 10*time.Second)
	if !ok {
		t.Fatalf("%q was not heard at the sink (best correlation %.3f)", e4Text, m.Corr)
	}
	t.Logf("%q heard at %.2f dB of its clips' level (correlation %.4f)", e4Text, m.GainDB, m.Corr)
	if m.GainDB < -0.5 || m.GainDB > 0.5 {
		t.Errorf("%q heard at %.2f dB of its clips' level, want 0 (±0.5)", e4Text, m.GainDB)
	}

	srv.Kill()
	lost := speech.Phrasebook{}.SoundLost().Text()
	out.waitFor(t, lost)
	e5, e5Text := sound("e5")
	fmt.Fprintln(stdin, "e5")
	out.waitFor(t, e5Text)
	restart := len(srv.Heard())
	srv.Restart()
	out.waitFor(t, speech.Phrasebook{}.SoundBack().Text())
	nf3, nf3Text := sound("Nf3")
	fmt.Fprintln(stdin, "Nf3")
	out.waitFor(t, nf3Text)
	if m, ok := heard(nf3, restart, 10*time.Second); !ok {
		t.Errorf("%q was not heard after the server came back (best correlation %.3f)", nf3Text, m.Corr)
	}
	if m, ok := hear.Find(srv.Heard(), e5, restart, 0.9); ok {
		t.Errorf("%q, said while the sound was lost, was played after it came back (at %d)", e5Text, m.At)
	}
	fmt.Fprintln(stdin, "quit")
	stdin.Close()
	cmd.Wait()
	if n := strings.Count(out.text(), lost); n != 1 {
		t.Errorf("%q printed %d times, want once:\n%s", lost, n, out.text())
	}
}

// samples is 16-bit PCM as samples.
func samples(pcm []byte) []int16 {
	s := make([]int16, len(pcm)/2)
	for i := range s {
		s[i] = int16(uint16(pcm[2*i]) | uint16(pcm[2*i+1])<<8)
	}
	return s
}

// lines collects what a process prints, for waiting on.
type lines struct {
	mu   sync.Mutex
	all  strings.Builder
	seen chan struct{}
}

func (l *lines) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		l.mu.Lock()
		l.all.WriteString(sc.Text() + "\n")
		l.mu.Unlock()
		select {
		case l.seen <- struct{}{}:
		default:
		}
	}
}

func (l *lines) text() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.all.String()
}

// waitFor waits until text has been printed.
func (l *lines) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.After(15 * time.Second)
	for !strings.Contains(l.text(), text) {
		select {
		case <-l.seen:
		case <-deadline:
			t.Fatalf("%q was never printed:\n%s", text, l.text())
		}
	}
}
